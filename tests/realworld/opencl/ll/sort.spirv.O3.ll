source_filename = "src/sort.cl"
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

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @bitonic_step(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = xor i32 %6, %1
  %8 = icmp ugt i32 %7, %6
  br i1 %8, label %9, label %25

9:                                                ; preds = %3
  %10 = and i64 %5, 4294967295
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !8
  %13 = zext i32 %7 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !8
  %16 = and i32 %6, %2
  %17 = icmp eq i32 %16, 0
  %18 = icmp sgt i32 %12, %15
  %19 = select i1 %17, i1 %18, i1 false
  br i1 %19, label %24, label %20

20:                                               ; preds = %9
  %21 = icmp ne i32 %16, 0
  %22 = icmp slt i32 %12, %15
  %23 = select i1 %21, i1 %22, i1 false
  br i1 %23, label %24, label %25

24:                                               ; preds = %20, %9
  store i32 %15, ptr addrspace(1) %11, align 4, !tbaa !8
  store i32 %12, ptr addrspace(1) %14, align 4, !tbaa !8
  br label %25

25:                                               ; preds = %20, %24, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @bitonic_local(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1) local_unnamed_addr #4 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %3) ]
  %5 = trunc i64 %4 to i32
  %6 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %3) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %3) ]
  %9 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !8
  %11 = and i64 %4, 4294967295
  %12 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %11
  store i32 %10, ptr addrspace(3) %12, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %3) ]
  br label %13

13:                                               ; preds = %29, %2
  %14 = phi i32 [ 2, %2 ], [ %30, %29 ]
  %15 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %16 = icmp ugt i32 %14, %7
  br i1 %16, label %20, label %17

17:                                               ; preds = %13
  %18 = and i32 %14, %5
  %19 = icmp ne i32 %18, 0
  br label %24

20:                                               ; preds = %13
  %21 = load i32, ptr addrspace(3) %12, align 4, !tbaa !8
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %3) ]
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22
  store i32 %21, ptr addrspace(1) %23, align 4, !tbaa !8
  ret void

24:                                               ; preds = %17, %42
  %25 = phi i32 [ %26, %42 ], [ %14, %17 ]
  %26 = lshr i32 %25, 1
  %27 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %15) ]
  %28 = icmp ult i32 %25, 2
  br i1 %28, label %29, label %31

29:                                               ; preds = %24
  %30 = shl i32 %14, 1
  br label %13

31:                                               ; preds = %24
  %32 = xor i32 %26, %5
  %33 = icmp ugt i32 %32, %5
  br i1 %33, label %34, label %42

34:                                               ; preds = %31
  %35 = load i32, ptr addrspace(3) %12, align 4, !tbaa !8
  %36 = zext i32 %32 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %36
  %38 = load i32, ptr addrspace(3) %37, align 4, !tbaa !8
  %39 = icmp sgt i32 %35, %38
  %40 = xor i1 %19, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %34
  store i32 %38, ptr addrspace(3) %12, align 4, !tbaa !8
  store i32 %35, ptr addrspace(3) %37, align 4, !tbaa !8
  br label %42

42:                                               ; preds = %34, %41, %31
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %27) ]
  br label %24
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @odd_even_sort(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #4 !kernel_arg_addr_space !16 !kernel_arg_access_qual !5 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !7 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %8 = trunc i64 %7 to i32
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !8
  %12 = and i64 %5, 4294967295
  %13 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %12
  store i32 %11, ptr addrspace(3) %13, align 4, !tbaa !8
  %14 = icmp eq i32 %6, 0
  %15 = shl i32 %6, 1
  br label %16

16:                                               ; preds = %36, %3
  %17 = phi i32 [ 0, %3 ], [ %39, %36 ]
  %18 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %19 = icmp ult i32 %17, %8
  br i1 %19, label %20, label %40

20:                                               ; preds = %16
  br i1 %14, label %21, label %22

21:                                               ; preds = %20
  store i32 0, ptr addrspace(3) %2, align 4, !tbaa !8
  br label %22

22:                                               ; preds = %21, %20
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %18) ]
  %23 = and i32 %17, 1
  %24 = or disjoint i32 %23, %15
  %25 = add i32 %24, 1
  %26 = icmp ult i32 %25, %8
  br i1 %26, label %27, label %36

27:                                               ; preds = %22
  %28 = zext i32 %24 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %28
  %30 = load i32, ptr addrspace(3) %29, align 4, !tbaa !8
  %31 = zext i32 %25 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %31
  %33 = load i32, ptr addrspace(3) %32, align 4, !tbaa !8
  %34 = icmp sgt i32 %30, %33
  br i1 %34, label %35, label %36

35:                                               ; preds = %27
  store i32 %33, ptr addrspace(3) %29, align 4, !tbaa !8
  store i32 %30, ptr addrspace(3) %32, align 4, !tbaa !8
  store i32 1, ptr addrspace(3) %2, align 4, !tbaa !8
  br label %36

36:                                               ; preds = %35, %27, %22
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %18) ]
  %37 = load i32, ptr addrspace(3) %2, align 4, !tbaa !8
  %38 = icmp eq i32 %37, 0
  %39 = add nuw i32 %17, 1
  br i1 %38, label %40, label %16

40:                                               ; preds = %16, %36
  %41 = load i32, ptr addrspace(3) %13, align 4, !tbaa !8
  %42 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %43 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %42
  store i32 %41, ptr addrspace(1) %43, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @radix_count(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #4 !kernel_arg_addr_space !18 !kernel_arg_access_qual !5 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !8
  %8 = and i32 %2, 31
  %9 = lshr i32 %7, %8
  %10 = and i32 %9, 1
  %11 = call spir_func i32 @_Z21work_group_reduce_addj(i32 noundef %10) #7 [ "convergencectrl"(token %4) ]
  %12 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %3
  %15 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %15
  store i32 %11, ptr addrspace(1) %16, align 4, !tbaa !8
  br label %17

17:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_addj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 0, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"uint", !"uint"}
!7 = !{!"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{i32 1, i32 3}
!13 = !{!"none", !"none"}
!14 = !{!"int*", !"int*"}
!15 = !{!"", !""}
!16 = !{i32 1, i32 3, i32 3}
!17 = !{!"int*", !"int*", !"int*"}
!18 = !{i32 1, i32 1, i32 0}
!19 = !{!"uint*", !"uint*", !"uint"}
!20 = !{!"const", !"", !""}
