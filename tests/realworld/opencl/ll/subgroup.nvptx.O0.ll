source_filename = "src/subgroup.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sg_broadcast_vote.first = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local i32 @hash32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 16
  %5 = load i32, ptr %2, align 4
  %6 = xor i32 %5, %4
  store i32 %6, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = mul i32 %7, 2146121005
  store i32 %8, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = lshr i32 %9, 15
  %11 = load i32, ptr %2, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr %2, align 4
  %13 = load i32, ptr %2, align 4
  %14 = mul i32 %13, -2073254261
  store i32 %14, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = lshr i32 %15, 16
  %17 = load i32, ptr %2, align 4
  %18 = xor i32 %17, %16
  store i32 %18, ptr %2, align 4
  %19 = load i32, ptr %2, align 4
  ret i32 %19
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @sg_broadcast_vote(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %5 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %2
  %8 = load ptr addrspace(1), ptr %3, align 8
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %10 = getelementptr inbounds i32, ptr addrspace(1) %8, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4
  store i32 %11, ptr addrspace(3) @sg_broadcast_vote.first, align 4
  br label %12

12:                                               ; preds = %7, %2
  call void @_Z7barrierj(i32 noundef 1) #5
  %13 = load i32, ptr addrspace(3) @sg_broadcast_vote.first, align 4
  %14 = load ptr addrspace(1), ptr %3, align 8
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %16 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  %18 = load i32, ptr addrspace(3) @sg_broadcast_vote.first, align 4
  %19 = icmp sgt i32 %17, %18
  %20 = zext i1 %19 to i32
  %21 = add nsw i32 %13, %20
  %22 = load ptr addrspace(1), ptr %4, align 8
  %23 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %24 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %23
  store i32 %21, ptr addrspace(1) %24, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @sg_loop_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr %8, align 4
  br label %11

11:                                               ; preds = %35, %3
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %41

15:                                               ; preds = %11
  %16 = load ptr addrspace(1), ptr %4, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %23

22:                                               ; preds = %15
  br label %35

23:                                               ; preds = %15
  %24 = load ptr addrspace(1), ptr %4, align 8
  %25 = load i32, ptr %8, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr %7, align 4
  %31 = load i32, ptr %7, align 4
  %32 = icmp sgt i32 %31, 1000000
  br i1 %32, label %33, label %34

33:                                               ; preds = %23
  br label %41

34:                                               ; preds = %23
  br label %35

35:                                               ; preds = %34, %22
  %36 = call i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %37 = load i32, ptr %8, align 4
  %38 = sext i32 %37 to i64
  %39 = add i64 %38, %36
  %40 = trunc i64 %39 to i32
  store i32 %40, ptr %8, align 4
  br label %11

41:                                               ; preds = %33, %11
  %42 = load i32, ptr %7, align 4
  %43 = load ptr addrspace(1), ptr %5, align 8
  %44 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %45 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %44
  store i32 %42, ptr addrspace(1) %45, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @wg_broadcast_vote(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %9 = load ptr addrspace(1), ptr %3, align 8
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %11 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  store i32 %12, ptr %5, align 4
  %13 = load i32, ptr %5, align 4
  %14 = call i32 @_Z20work_group_broadcastim(i32 noundef %13, i64 noundef 0) #5
  store i32 %14, ptr %6, align 4
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp sgt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = call i32 @_Z14work_group_anyi(i32 noundef %18) #5
  store i32 %19, ptr %7, align 4
  %20 = load i32, ptr %5, align 4
  %21 = icmp sge i32 %20, 0
  %22 = zext i1 %21 to i32
  %23 = call i32 @_Z14work_group_alli(i32 noundef %22) #5
  store i32 %23, ptr %8, align 4
  %24 = load i32, ptr %6, align 4
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %24, %25
  %27 = load i32, ptr %8, align 4
  %28 = add nsw i32 %26, %27
  %29 = load ptr addrspace(1), ptr %4, align 8
  %30 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %31 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %30
  store i32 %28, ptr addrspace(1) %31, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z14work_group_anyi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z14work_group_alli(i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4}
!opencl.ocl.version = !{!5}

!0 = !{ptr @sg_broadcast_vote, !"kernel", i32 1}
!1 = !{ptr @sg_loop_reduce, !"kernel", i32 1}
!2 = !{ptr @wg_broadcast_vote, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 2, i32 0}
!6 = !{!"clang-19"}
!7 = !{i32 1, i32 1}
!8 = !{!"none", !"none"}
!9 = !{!"int*", !"int*"}
!10 = !{!"const", !""}
!11 = !{i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none"}
!13 = !{!"int*", !"int*", !"int"}
!14 = !{!"const", !"", !""}
