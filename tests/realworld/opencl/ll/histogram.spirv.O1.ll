source_filename = "src/histogram.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

@histogram_local.lbins = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define spir_func i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
  %2 = lshr i32 %0, 16
  %3 = xor i32 %2, %0
  %4 = mul i32 %3, 2146121005
  %5 = lshr i32 %4, 15
  %6 = xor i32 %5, %4
  %7 = mul i32 %6, -2073254261
  %8 = lshr i32 %7, 16
  %9 = xor i32 %8, %7
  ret i32 %9
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @histogram_global(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %15

8:                                                ; preds = %3
  %9 = sext i32 %6 to i64
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9
  %11 = load i8, ptr addrspace(1) %10, align 1, !tbaa !8
  %12 = zext i8 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  %14 = call spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %13) #6 [ "convergencectrl"(token %4) ]
  br label %15

15:                                               ; preds = %8, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @histogram_local(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  br label %8

8:                                                ; preds = %15, %4
  %9 = phi i32 [ %7, %4 ], [ %20, %15 ]
  %10 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %11 = icmp slt i32 %9, %3
  br i1 %11, label %15, label %12

12:                                               ; preds = %8
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %14 = trunc i64 %13 to i32
  br label %21

15:                                               ; preds = %8
  %16 = sext i32 %9 to i64
  %17 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %16
  store i32 0, ptr addrspace(3) %17, align 4, !tbaa !15
  %18 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %10) ]
  %19 = trunc i64 %18 to i32
  %20 = add i32 %9, %19
  br label %8, !llvm.loop !17

21:                                               ; preds = %28, %12
  %22 = phi i32 [ %14, %12 ], [ %38, %28 ]
  %23 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %24 = icmp slt i32 %22, %2
  br i1 %24, label %28, label %25

25:                                               ; preds = %21
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %26 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %27 = trunc i64 %26 to i32
  br label %39

28:                                               ; preds = %21
  %29 = sext i32 %22 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %29
  %31 = load i32, ptr addrspace(1) %30, align 4, !tbaa !15
  %32 = urem i32 %31, %3
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %33
  %35 = call spir_func i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %34, i32 noundef 1) #6 [ "convergencectrl"(token %23) ]
  %36 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %23) ]
  %37 = trunc i64 %36 to i32
  %38 = add i32 %22, %37
  br label %21, !llvm.loop !19

39:                                               ; preds = %52, %25
  %40 = phi i32 [ %27, %25 ], [ %55, %52 ]
  %41 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %42 = icmp slt i32 %40, %3
  br i1 %42, label %44, label %43

43:                                               ; preds = %39
  ret void

44:                                               ; preds = %39
  %45 = sext i32 %40 to i64
  %46 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %45
  %47 = load i32, ptr addrspace(3) %46, align 4, !tbaa !15
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %52, label %49

49:                                               ; preds = %44
  %50 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %45
  %51 = call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %50, i32 noundef %47) #6 [ "convergencectrl"(token %41) ]
  br label %52

52:                                               ; preds = %44, %49
  %53 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %41) ]
  %54 = trunc i64 %53 to i32
  %55 = add i32 %40, %54
  br label %39, !llvm.loop !20
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @claim_slots(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !21 !kernel_arg_access_qual !12 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !14 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !15
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %20, label %12

12:                                               ; preds = %4
  %13 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %1) #6 [ "convergencectrl"(token %5) ]
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %18

15:                                               ; preds = %12
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %16
  store i32 %7, ptr addrspace(1) %17, align 4, !tbaa !15
  br label %20

18:                                               ; preds = %12
  %19 = call spir_func i32 @_Z10atomic_decPU3AS1Vi(ptr addrspace(1) noundef %1) #6 [ "convergencectrl"(token %5) ]
  br label %20

20:                                               ; preds = %15, %18, %4
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_decPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @atomic_fmax(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %5 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !27
  %7 = load volatile i32, ptr addrspace(1) %1, align 4, !tbaa !15
  %8 = bitcast float %6 to i32
  br label %9

9:                                                ; preds = %14, %2
  %10 = phi i32 [ %7, %2 ], [ %15, %14 ]
  %11 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %12 = bitcast i32 %10 to float
  %13 = fcmp ogt float %6, %12
  br i1 %13, label %14, label %17

14:                                               ; preds = %9
  %15 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %1, i32 noundef %10, i32 noundef %8) #6 [ "convergencectrl"(token %11) ]
  %16 = icmp eq i32 %15, %10
  br i1 %16, label %17, label %9

17:                                               ; preds = %14, %9
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"uchar*", !"uint*", !"int"}
!7 = !{!"const", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{i32 1, i32 1, i32 0, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"uint*", !"uint*", !"int", !"int"}
!14 = !{!"const", !"", !"", !""}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !9, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !18}
!21 = !{i32 1, i32 1, i32 1, i32 0}
!22 = !{!"int*", !"int*", !"int*", !"int"}
!23 = !{i32 1, i32 1}
!24 = !{!"none", !"none"}
!25 = !{!"float*", !"int*"}
!26 = !{!"const", !"volatile"}
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !9, i64 0}
