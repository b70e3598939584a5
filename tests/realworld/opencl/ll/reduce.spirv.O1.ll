source_filename = "src/reduce.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

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
define spir_kernel void @reduce_sum(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %9 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  br label %10

10:                                               ; preds = %21, %4
  %11 = phi float [ 0.000000e+00, %4 ], [ %25, %21 ]
  %12 = phi i32 [ %7, %4 ], [ %28, %21 ]
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %14 = icmp slt i32 %12, %3
  br i1 %14, label %21, label %15

15:                                               ; preds = %10
  %16 = trunc i64 %8 to i32
  %17 = trunc i64 %9 to i32
  %18 = sext i32 %16 to i64
  %19 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %18
  store float %11, ptr addrspace(3) %19, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %20 = sdiv i32 %17, 2
  br label %29

21:                                               ; preds = %10
  %22 = sext i32 %12 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !8
  %25 = fadd float %11, %24
  %26 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %13) ]
  %27 = trunc i64 %26 to i32
  %28 = add i32 %12, %27
  br label %10, !llvm.loop !12

29:                                               ; preds = %44, %15
  %30 = phi i32 [ %20, %15 ], [ %45, %44 ]
  %31 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %32 = icmp sgt i32 %30, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %29
  %34 = icmp eq i32 %16, 0
  br i1 %34, label %46, label %50

35:                                               ; preds = %29
  %36 = icmp sgt i32 %30, %16
  br i1 %36, label %37, label %44

37:                                               ; preds = %35
  %38 = add nsw i32 %30, %16
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %39
  %41 = load float, ptr addrspace(3) %40, align 4, !tbaa !8
  %42 = load float, ptr addrspace(3) %19, align 4, !tbaa !8
  %43 = fadd float %41, %42
  store float %43, ptr addrspace(3) %19, align 4, !tbaa !8
  br label %44

44:                                               ; preds = %37, %35
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %31) ]
  %45 = lshr i32 %30, 1
  br label %29, !llvm.loop !14

46:                                               ; preds = %33
  %47 = load float, ptr addrspace(3) %2, align 4, !tbaa !8
  %48 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %49 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %48
  store float %47, ptr addrspace(1) %49, align 4, !tbaa !8
  br label %50

50:                                               ; preds = %46, %33
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @reduce_unrolled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %9 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %10 = shl i64 %8, 1
  %11 = mul i64 %10, %9
  %12 = and i64 %6, 4294967295
  %13 = add i64 %11, %6
  %14 = trunc i64 %13 to i32
  %15 = icmp ult i32 %14, %3
  br i1 %15, label %16, label %20

16:                                               ; preds = %4
  %17 = and i64 %13, 4294967295
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !17
  br label %20

20:                                               ; preds = %4, %16
  %21 = phi i32 [ %19, %16 ], [ 0, %4 ]
  %22 = and i64 %13, 4294967295
  %23 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %24 = add i64 %23, %22
  %25 = zext i32 %3 to i64
  %26 = icmp ult i64 %24, %25
  br i1 %26, label %27, label %33

27:                                               ; preds = %20
  %28 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %29 = getelementptr i32, ptr addrspace(1) %0, i64 %22
  %30 = getelementptr i32, ptr addrspace(1) %29, i64 %28
  %31 = load i32, ptr addrspace(1) %30, align 4, !tbaa !17
  %32 = add nsw i32 %31, %21
  br label %33

33:                                               ; preds = %27, %20
  %34 = phi i32 [ %32, %27 ], [ %21, %20 ]
  %35 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %12
  store volatile i32 %34, ptr addrspace(3) %35, align 4, !tbaa !17
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %36 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %37 = lshr i64 %36, 1
  %38 = trunc i64 %37 to i32
  br label %39

39:                                               ; preds = %54, %33
  %40 = phi i32 [ %34, %33 ], [ %55, %54 ]
  %41 = phi i32 [ %38, %33 ], [ %56, %54 ]
  %42 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %43 = icmp ugt i32 %41, 32
  br i1 %43, label %46, label %44

44:                                               ; preds = %39
  %45 = icmp ult i32 %7, 32
  br i1 %45, label %57, label %80

46:                                               ; preds = %39
  %47 = icmp ugt i32 %41, %7
  br i1 %47, label %48, label %54

48:                                               ; preds = %46
  %49 = add i32 %41, %7
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %50
  %52 = load volatile i32, ptr addrspace(3) %51, align 4, !tbaa !17
  %53 = add nsw i32 %52, %40
  store volatile i32 %53, ptr addrspace(3) %35, align 4, !tbaa !17
  br label %54

54:                                               ; preds = %48, %46
  %55 = phi i32 [ %53, %48 ], [ %40, %46 ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %42) ]
  %56 = lshr i32 %41, 1
  br label %39, !llvm.loop !19

57:                                               ; preds = %44
  %58 = or disjoint i32 %7, 32
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %59
  %61 = load volatile i32, ptr addrspace(3) %60, align 4, !tbaa !17
  %62 = add nsw i32 %61, %40
  store volatile i32 %62, ptr addrspace(3) %35, align 4, !tbaa !17
  %63 = and i64 %6, 31
  %64 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %63
  %65 = getelementptr inbounds i8, ptr addrspace(3) %64, i64 64
  %66 = load volatile i32, ptr addrspace(3) %65, align 4, !tbaa !17
  %67 = add nsw i32 %66, %62
  store volatile i32 %67, ptr addrspace(3) %35, align 4, !tbaa !17
  %68 = getelementptr inbounds i8, ptr addrspace(3) %64, i64 32
  %69 = load volatile i32, ptr addrspace(3) %68, align 4, !tbaa !17
  %70 = add nsw i32 %69, %67
  store volatile i32 %70, ptr addrspace(3) %35, align 4, !tbaa !17
  %71 = getelementptr inbounds i8, ptr addrspace(3) %64, i64 16
  %72 = load volatile i32, ptr addrspace(3) %71, align 4, !tbaa !17
  %73 = add nsw i32 %72, %70
  store volatile i32 %73, ptr addrspace(3) %35, align 4, !tbaa !17
  %74 = getelementptr inbounds i8, ptr addrspace(3) %64, i64 8
  %75 = load volatile i32, ptr addrspace(3) %74, align 4, !tbaa !17
  %76 = add nsw i32 %75, %73
  store volatile i32 %76, ptr addrspace(3) %35, align 4, !tbaa !17
  %77 = getelementptr inbounds i8, ptr addrspace(3) %64, i64 4
  %78 = load volatile i32, ptr addrspace(3) %77, align 4, !tbaa !17
  %79 = add nsw i32 %78, %76
  store volatile i32 %79, ptr addrspace(3) %35, align 4, !tbaa !17
  br label %80

80:                                               ; preds = %57, %44
  %81 = icmp eq i32 %7, 0
  br i1 %81, label %82, label %86

82:                                               ; preds = %80
  %83 = load volatile i32, ptr addrspace(3) %2, align 4, !tbaa !17
  %84 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %85 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %84
  store i32 %83, ptr addrspace(1) %85, align 4, !tbaa !17
  br label %86

86:                                               ; preds = %82, %80
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @reduce_subgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %12

8:                                                ; preds = %3
  %9 = sext i32 %6 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !17
  br label %12

12:                                               ; preds = %3, %8
  %13 = phi i32 [ %11, %8 ], [ 0, %3 ]
  %14 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %13) #6 [ "convergencectrl"(token %4) ]
  %15 = call spir_func i32 @_Z22get_sub_group_local_idv() #6 [ "convergencectrl"(token %4) ]
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %12
  %18 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %1, i32 noundef %14) #6 [ "convergencectrl"(token %4) ]
  br label %19

19:                                               ; preds = %17, %12
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @reduce_workgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #2 !kernel_arg_addr_space !24 !kernel_arg_access_qual !21 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !23 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !17
  %8 = call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %7) #6 [ "convergencectrl"(token %4) ]
  %9 = call spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef %7) #6 [ "convergencectrl"(token %4) ]
  %10 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %3
  %13 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %14 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13
  store i32 %8, ptr addrspace(1) %14, align 4, !tbaa !17
  %15 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13
  store i32 %9, ptr addrspace(1) %15, align 4, !tbaa !17
  br label %16

16:                                               ; preds = %12, %3
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef) local_unnamed_addr #4

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
!4 = !{i32 1, i32 1, i32 3, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"float*", !"float*", !"float*", !"int"}
!7 = !{!"const", !"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !13}
!15 = !{!"int*", !"int*", !"int*", !"uint"}
!16 = !{!"const", !"", !"volatile", !""}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !10, i64 0}
!19 = distinct !{!19, !13}
!20 = !{i32 1, i32 1, i32 0}
!21 = !{!"none", !"none", !"none"}
!22 = !{!"int*", !"int*", !"int"}
!23 = !{!"const", !"", !""}
!24 = !{i32 1, i32 1, i32 1}
!25 = !{!"int*", !"int*", !"int*"}
