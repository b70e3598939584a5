source_filename = "src/scan.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

@compact_positive.base = internal unnamed_addr addrspace(3) global i32 undef, align 4

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
define spir_kernel void @scan_hillis_steele(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !8
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  %17 = sext i32 %7 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %17
  store i32 %16, ptr addrspace(3) %18, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  br label %19

19:                                               ; preds = %33, %15
  %20 = phi i32 [ 1, %15 ], [ %37, %33 ]
  %21 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %22 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %21) ]
  %23 = trunc i64 %22 to i32
  %24 = icmp slt i32 %20, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %19
  br i1 %10, label %38, label %42

26:                                               ; preds = %19
  %27 = icmp sgt i32 %20, %7
  br i1 %27, label %33, label %28

28:                                               ; preds = %26
  %29 = sub nsw i32 %7, %20
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %30
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !8
  br label %33

33:                                               ; preds = %26, %28
  %34 = phi i32 [ %32, %28 ], [ 0, %26 ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %21) ]
  %35 = load i32, ptr addrspace(3) %18, align 4, !tbaa !8
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr addrspace(3) %18, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %21) ]
  %37 = shl i32 %20, 1
  br label %19, !llvm.loop !12

38:                                               ; preds = %25
  %39 = load i32, ptr addrspace(3) %18, align 4, !tbaa !8
  %40 = sext i32 %9 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %40
  store i32 %39, ptr addrspace(1) %41, align 4, !tbaa !8
  br label %42

42:                                               ; preds = %38, %25
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @scan_blelloch(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = shl nsw i32 %6, 1
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !8
  %11 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %8
  store i32 %10, ptr addrspace(3) %11, align 4, !tbaa !8
  %12 = or disjoint i32 %7, 1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !8
  %16 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %13
  store i32 %15, ptr addrspace(3) %16, align 4, !tbaa !8
  %17 = ashr i32 %2, 1
  %18 = getelementptr i8, ptr addrspace(3) %1, i64 -4
  %19 = getelementptr i8, ptr addrspace(3) %1, i64 -4
  %20 = add nsw i32 %7, 2
  br label %21

21:                                               ; preds = %40, %3
  %22 = phi i32 [ %17, %3 ], [ %42, %40 ]
  %23 = phi i32 [ 1, %3 ], [ %41, %40 ]
  %24 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %25 = icmp sgt i32 %22, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %21
  %27 = icmp eq i32 %6, 0
  br i1 %27, label %43, label %47

28:                                               ; preds = %21
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %24) ]
  %29 = icmp sgt i32 %22, %6
  br i1 %29, label %30, label %40

30:                                               ; preds = %28
  %31 = mul nsw i32 %23, %12
  %32 = mul nsw i32 %23, %20
  %33 = sext i32 %31 to i64
  %34 = getelementptr i32, ptr addrspace(3) %18, i64 %33
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !8
  %36 = sext i32 %32 to i64
  %37 = getelementptr i32, ptr addrspace(3) %19, i64 %36
  %38 = load i32, ptr addrspace(3) %37, align 4, !tbaa !8
  %39 = add nsw i32 %38, %35
  store i32 %39, ptr addrspace(3) %37, align 4, !tbaa !8
  br label %40

40:                                               ; preds = %30, %28
  %41 = shl nsw i32 %23, 1
  %42 = lshr i32 %22, 1
  br label %21, !llvm.loop !18

43:                                               ; preds = %26
  %44 = sext i32 %2 to i64
  %45 = getelementptr i32, ptr addrspace(3) %1, i64 %44
  %46 = getelementptr i8, ptr addrspace(3) %45, i64 -4
  store i32 0, ptr addrspace(3) %46, align 4, !tbaa !8
  br label %47

47:                                               ; preds = %43, %26
  %48 = getelementptr i8, ptr addrspace(3) %1, i64 -4
  %49 = getelementptr i8, ptr addrspace(3) %1, i64 -4
  %50 = add nsw i32 %7, 2
  br label %51

51:                                               ; preds = %73, %47
  %52 = phi i32 [ 1, %47 ], [ %74, %73 ]
  %53 = phi i32 [ %23, %47 ], [ %60, %73 ]
  %54 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %55 = icmp slt i32 %52, %2
  br i1 %55, label %59, label %56

56:                                               ; preds = %51
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %4) ]
  %57 = load i32, ptr addrspace(3) %11, align 4, !tbaa !8
  store i32 %57, ptr addrspace(1) %9, align 4, !tbaa !8
  %58 = load i32, ptr addrspace(3) %16, align 4, !tbaa !8
  store i32 %58, ptr addrspace(1) %14, align 4, !tbaa !8
  ret void

59:                                               ; preds = %51
  %60 = lshr i32 %53, 1
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %54) ]
  %61 = icmp sgt i32 %52, %6
  br i1 %61, label %62, label %73

62:                                               ; preds = %59
  %63 = mul nsw i32 %60, %12
  %64 = mul nsw i32 %60, %50
  %65 = sext i32 %63 to i64
  %66 = getelementptr i32, ptr addrspace(3) %48, i64 %65
  %67 = load i32, ptr addrspace(3) %66, align 4, !tbaa !8
  %68 = sext i32 %64 to i64
  %69 = getelementptr i32, ptr addrspace(3) %49, i64 %68
  %70 = load i32, ptr addrspace(3) %69, align 4, !tbaa !8
  store i32 %70, ptr addrspace(3) %66, align 4, !tbaa !8
  %71 = load i32, ptr addrspace(3) %69, align 4, !tbaa !8
  %72 = add nsw i32 %71, %67
  store i32 %72, ptr addrspace(3) %69, align 4, !tbaa !8
  br label %73

73:                                               ; preds = %59, %62
  %74 = shl nsw i32 %52, 1
  br label %51, !llvm.loop !19
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @scan_collectives(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !15 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !8
  %10 = call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %9) #6 [ "convergencectrl"(token %4) ]
  %11 = call spir_func i32 @_Z28sub_group_scan_exclusive_maxi(i32 noundef %9) #6 [ "convergencectrl"(token %4) ]
  %12 = sub nsw i32 %10, %11
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  store i32 %12, ptr addrspace(1) %13, align 4, !tbaa !8
  %14 = call spir_func i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %9) #6 [ "convergencectrl"(token %4) ]
  %15 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  store i32 %14, ptr addrspace(1) %15, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28sub_group_scan_exclusive_maxi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @compact_positive(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !15 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 30
  %8 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !8
  %10 = icmp sgt i32 %9, 0
  %11 = zext i1 %10 to i32
  %12 = call spir_func i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %11) #6 [ "convergencectrl"(token %4) ]
  %13 = call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %11) #6 [ "convergencectrl"(token %4) ]
  %14 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %3
  %17 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %2, i32 noundef %13) #6 [ "convergencectrl"(token %4) ]
  store i32 %17, ptr addrspace(3) @compact_positive.base, align 4, !tbaa !8
  br label %18

18:                                               ; preds = %16, %3
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %4) ]
  br i1 %10, label %19, label %24

19:                                               ; preds = %18
  %20 = load i32, ptr addrspace(3) @compact_positive.base, align 4, !tbaa !8
  %21 = add nsw i32 %20, %12
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  store i32 %9, ptr addrspace(1) %23, align 4, !tbaa !8
  br label %24

24:                                               ; preds = %19, %18
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #4

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
!6 = !{!"int*", !"int*", !"int*", !"int"}
!7 = !{!"const", !"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{i32 1, i32 3, i32 0}
!15 = !{!"none", !"none", !"none"}
!16 = !{!"int*", !"int*", !"int"}
!17 = !{!"", !"", !""}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = !{i32 1, i32 1, i32 1}
!21 = !{!"int*", !"int*", !"int*"}
!22 = !{!"const", !"", !""}
