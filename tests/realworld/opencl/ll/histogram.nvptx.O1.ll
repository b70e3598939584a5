source_filename = "src/histogram.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@histogram_local.lbins = internal addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
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

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @histogram_global(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %15

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9
  %11 = load i8, ptr addrspace(1) %10, align 1, !tbaa !12
  %12 = zext i8 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  %14 = tail call i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %13) #5
  br label %15

15:                                               ; preds = %7, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @histogram_local(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %12, label %8

8:                                                ; preds = %12, %4
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %25, label %21

12:                                               ; preds = %4, %12
  %13 = phi i64 [ %18, %12 ], [ %5, %4 ]
  %14 = shl i64 %13, 32
  %15 = ashr exact i64 %14, 32
  %16 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %15
  store i32 0, ptr addrspace(3) %16, align 4, !tbaa !19
  %17 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %18 = add i64 %17, %15
  %19 = trunc i64 %18 to i32
  %20 = icmp slt i32 %19, %3
  br i1 %20, label %12, label %8, !llvm.loop !21

21:                                               ; preds = %25, %8
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %22 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %23 = trunc i64 %22 to i32
  %24 = icmp slt i32 %23, %3
  br i1 %24, label %40, label %39

25:                                               ; preds = %8, %25
  %26 = phi i64 [ %36, %25 ], [ %9, %8 ]
  %27 = shl i64 %26, 32
  %28 = ashr exact i64 %27, 32
  %29 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !19
  %31 = urem i32 %30, %3
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %32
  %34 = tail call i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %33, i32 noundef 1) #5
  %35 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %36 = add i64 %35, %28
  %37 = trunc i64 %36 to i32
  %38 = icmp slt i32 %37, %2
  br i1 %38, label %25, label %21, !llvm.loop !23

39:                                               ; preds = %50, %21
  ret void

40:                                               ; preds = %21, %50
  %41 = phi i64 [ %52, %50 ], [ %22, %21 ]
  %42 = shl i64 %41, 32
  %43 = ashr exact i64 %42, 32
  %44 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %43
  %45 = load i32, ptr addrspace(3) %44, align 4, !tbaa !19
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %50, label %47

47:                                               ; preds = %40
  %48 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %43
  %49 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %48, i32 noundef %45) #5
  br label %50

50:                                               ; preds = %40, %47
  %51 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %52 = add i64 %51, %43
  %53 = trunc i64 %52 to i32
  %54 = icmp slt i32 %53, %3
  br i1 %54, label %40, label %39, !llvm.loop !24
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @claim_slots(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !25 !kernel_arg_access_qual !16 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !18 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = shl i64 %5, 32
  %8 = ashr exact i64 %7, 30
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !19
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %20, label %12

12:                                               ; preds = %4
  %13 = tail call i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %1) #5
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %18

15:                                               ; preds = %12
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %16
  store i32 %6, ptr addrspace(1) %17, align 4, !tbaa !19
  br label %20

18:                                               ; preds = %12
  %19 = tail call i32 @_Z10atomic_decPU3AS1Vi(ptr addrspace(1) noundef %1) #5
  br label %20

20:                                               ; preds = %15, %18, %4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_decPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @atomic_fmax(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !31
  %6 = load volatile i32, ptr addrspace(1) %1, align 4, !tbaa !19
  %7 = bitcast float %5 to i32
  br label %8

8:                                                ; preds = %12, %2
  %9 = phi i32 [ %6, %2 ], [ %13, %12 ]
  %10 = bitcast i32 %9 to float
  %11 = fcmp ogt float %5, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %1, i32 noundef %9, i32 noundef %7) #5
  %14 = icmp eq i32 %13, %9
  br i1 %14, label %15, label %8

15:                                               ; preds = %12, %8
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5}
!opencl.ocl.version = !{!6}

!0 = !{ptr @histogram_global, !"kernel", i32 1}
!1 = !{ptr @histogram_local, !"kernel", i32 1}
!2 = !{ptr @claim_slots, !"kernel", i32 1}
!3 = !{ptr @atomic_fmax, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"clang-19"}
!8 = !{i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"uchar*", !"uint*", !"int"}
!11 = !{!"const", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{i32 1, i32 1, i32 0, i32 0}
!16 = !{!"none", !"none", !"none", !"none"}
!17 = !{!"uint*", !"uint*", !"int", !"int"}
!18 = !{!"const", !"", !"", !""}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !13, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !22}
!24 = distinct !{!24, !22}
!25 = !{i32 1, i32 1, i32 1, i32 0}
!26 = !{!"int*", !"int*", !"int*", !"int"}
!27 = !{i32 1, i32 1}
!28 = !{!"none", !"none"}
!29 = !{!"float*", !"int*"}
!30 = !{!"const", !"volatile"}
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !13, i64 0}
