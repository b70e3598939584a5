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
  br label %10

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
  br label %29

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
define spir_kernel void @reduce_unrolled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
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
  %16 = and i64 %13, 4294967295
  br i1 %15, label %17, label %20

17:                                               ; preds = %4
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !14
  br label %20

20:                                               ; preds = %4, %17
  %21 = phi i32 [ %19, %17 ], [ 0, %4 ]
  %22 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %23 = add i64 %22, %16
  %24 = zext i32 %3 to i64
  %25 = icmp ult i64 %23, %24
  br i1 %25, label %26, label %32

26:                                               ; preds = %20
  %27 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %28 = getelementptr i32, ptr addrspace(1) %0, i64 %16
  %29 = getelementptr i32, ptr addrspace(1) %28, i64 %27
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !14
  %31 = add nsw i32 %30, %21
  br label %32

32:                                               ; preds = %26, %20
  %33 = phi i32 [ %31, %26 ], [ %21, %20 ]
  %34 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %12
  store volatile i32 %33, ptr addrspace(3) %34, align 4, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %35 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %36 = lshr i64 %35, 1
  %37 = trunc i64 %36 to i32
  br label %38

38:                                               ; preds = %53, %32
  %39 = phi i32 [ %33, %32 ], [ %54, %53 ]
  %40 = phi i32 [ %37, %32 ], [ %55, %53 ]
  %41 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %42 = icmp ugt i32 %40, 32
  br i1 %42, label %45, label %43

43:                                               ; preds = %38
  %44 = icmp ult i32 %7, 32
  br i1 %44, label %56, label %84

45:                                               ; preds = %38
  %46 = icmp ugt i32 %40, %7
  br i1 %46, label %47, label %53

47:                                               ; preds = %45
  %48 = add i32 %40, %7
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %49
  %51 = load volatile i32, ptr addrspace(3) %50, align 4, !tbaa !14
  %52 = add nsw i32 %51, %39
  store volatile i32 %52, ptr addrspace(3) %34, align 4, !tbaa !14
  br label %53

53:                                               ; preds = %47, %45
  %54 = phi i32 [ %52, %47 ], [ %39, %45 ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %41) ]
  %55 = lshr i32 %40, 1
  br label %38

56:                                               ; preds = %43
  %57 = or disjoint i32 %7, 32
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %58
  %60 = load volatile i32, ptr addrspace(3) %59, align 4, !tbaa !14
  %61 = add nsw i32 %60, %39
  store volatile i32 %61, ptr addrspace(3) %34, align 4, !tbaa !14
  %62 = and i64 %6, 31
  %63 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %62
  %64 = getelementptr inbounds i8, ptr addrspace(3) %63, i64 64
  %65 = load volatile i32, ptr addrspace(3) %64, align 4, !tbaa !14
  %66 = add nsw i32 %65, %61
  store volatile i32 %66, ptr addrspace(3) %34, align 4, !tbaa !14
  %67 = getelementptr inbounds i8, ptr addrspace(3) %63, i64 32
  %68 = load volatile i32, ptr addrspace(3) %67, align 4, !tbaa !14
  %69 = add nsw i32 %68, %66
  store volatile i32 %69, ptr addrspace(3) %34, align 4, !tbaa !14
  %70 = getelementptr inbounds i8, ptr addrspace(3) %63, i64 16
  %71 = load volatile i32, ptr addrspace(3) %70, align 4, !tbaa !14
  %72 = add nsw i32 %71, %69
  store volatile i32 %72, ptr addrspace(3) %34, align 4, !tbaa !14
  %73 = getelementptr inbounds i8, ptr addrspace(3) %63, i64 8
  %74 = load volatile i32, ptr addrspace(3) %73, align 4, !tbaa !14
  %75 = add nsw i32 %74, %72
  store volatile i32 %75, ptr addrspace(3) %34, align 4, !tbaa !14
  %76 = getelementptr inbounds i8, ptr addrspace(3) %63, i64 4
  %77 = load volatile i32, ptr addrspace(3) %76, align 4, !tbaa !14
  %78 = add nsw i32 %77, %75
  store volatile i32 %78, ptr addrspace(3) %34, align 4, !tbaa !14
  %79 = icmp eq i32 %7, 0
  br i1 %79, label %80, label %84

80:                                               ; preds = %56
  %81 = load volatile i32, ptr addrspace(3) %2, align 4, !tbaa !14
  %82 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %83 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %82
  store i32 %81, ptr addrspace(1) %83, align 4, !tbaa !14
  br label %84

84:                                               ; preds = %43, %80, %56
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @reduce_subgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %12

8:                                                ; preds = %3
  %9 = sext i32 %6 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !14
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
define spir_kernel void @reduce_workgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !17 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !19 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !14
  %8 = call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %7) #6 [ "convergencectrl"(token %4) ]
  %9 = call spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef %7) #6 [ "convergencectrl"(token %4) ]
  %10 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %3
  %13 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %14 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13
  store i32 %8, ptr addrspace(1) %14, align 4, !tbaa !14
  %15 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13
  store i32 %9, ptr addrspace(1) %15, align 4, !tbaa !14
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
!12 = !{!"int*", !"int*", !"int*", !"uint"}
!13 = !{!"const", !"", !"volatile", !""}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !10, i64 0}
!16 = !{i32 1, i32 1, i32 0}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int"}
!19 = !{!"const", !"", !""}
!20 = !{i32 1, i32 1, i32 1}
!21 = !{!"int*", !"int*", !"int*"}
