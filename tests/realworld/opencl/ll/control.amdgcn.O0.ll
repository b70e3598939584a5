source_filename = "src/control.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @hash32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %2, align 4
  %3 = load i32, ptr addrspace(5) %2, align 4
  %4 = lshr i32 %3, 16
  %5 = load i32, ptr addrspace(5) %2, align 4
  %6 = xor i32 %5, %4
  store i32 %6, ptr addrspace(5) %2, align 4
  %7 = load i32, ptr addrspace(5) %2, align 4
  %8 = mul i32 %7, 2146121005
  store i32 %8, ptr addrspace(5) %2, align 4
  %9 = load i32, ptr addrspace(5) %2, align 4
  %10 = lshr i32 %9, 15
  %11 = load i32, ptr addrspace(5) %2, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr addrspace(5) %2, align 4
  %13 = load i32, ptr addrspace(5) %2, align 4
  %14 = mul i32 %13, -2073254261
  store i32 %14, ptr addrspace(5) %2, align 4
  %15 = load i32, ptr addrspace(5) %2, align 4
  %16 = lshr i32 %15, 16
  %17 = load i32, ptr addrspace(5) %2, align 4
  %18 = xor i32 %17, %16
  store i32 %18, ptr addrspace(5) %2, align 4
  %19 = load i32, ptr addrspace(5) %2, align 4
  ret i32 %19
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @search_rows(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store i32 %2, ptr addrspace(5) %8, align 4
  store i32 %3, ptr addrspace(5) %9, align 4
  store i32 %4, ptr addrspace(5) %10, align 4
  %14 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %11, align 4
  %16 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %17 = load i32, ptr addrspace(5) %11, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 %18
  store i32 -1, ptr addrspace(1) %19, align 4
  %20 = load i32, ptr addrspace(5) %11, align 4
  %21 = load i32, ptr addrspace(5) %8, align 4
  %22 = icmp sge i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %5
  br label %62

24:                                               ; preds = %5
  store i32 0, ptr addrspace(5) %12, align 4
  br label %25

25:                                               ; preds = %59, %24
  %26 = load i32, ptr addrspace(5) %12, align 4
  %27 = load i32, ptr addrspace(5) %9, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %62

29:                                               ; preds = %25
  %30 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %31 = load i32, ptr addrspace(5) %11, align 4
  %32 = load i32, ptr addrspace(5) %9, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, ptr addrspace(5) %12, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4
  store i32 %38, ptr addrspace(5) %13, align 4
  %39 = load i32, ptr addrspace(5) %13, align 4
  %40 = icmp slt i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %29
  br label %59

42:                                               ; preds = %29
  %43 = load i32, ptr addrspace(5) %13, align 4
  %44 = load i32, ptr addrspace(5) %10, align 4
  %45 = icmp eq i32 %43, %44
  br i1 %45, label %46, label %52

46:                                               ; preds = %42
  %47 = load i32, ptr addrspace(5) %12, align 4
  %48 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %49 = load i32, ptr addrspace(5) %11, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(1) %48, i64 %50
  store i32 %47, ptr addrspace(1) %51, align 4
  br label %62

52:                                               ; preds = %42
  %53 = load i32, ptr addrspace(5) %13, align 4
  %54 = load i32, ptr addrspace(5) %10, align 4
  %55 = mul nsw i32 %54, 2
  %56 = icmp sgt i32 %53, %55
  br i1 %56, label %57, label %58

57:                                               ; preds = %52
  br label %62

58:                                               ; preds = %52
  br label %59

59:                                               ; preds = %58, %41
  %60 = load i32, ptr addrspace(5) %12, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr addrspace(5) %12, align 4
  br label %25

62:                                               ; preds = %23, %57, %46, %25
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @switch_ops(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store i32 %1, ptr addrspace(5) %4, align 4
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  store i32 %8, ptr addrspace(5) %5, align 4
  %9 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %10 = load i32, ptr addrspace(5) %5, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4
  store float %13, ptr addrspace(5) %6, align 4
  %14 = load i32, ptr addrspace(5) %5, align 4
  %15 = and i32 %14, 3
  switch i32 %15, label %25 [
    i32 0, label %16
    i32 1, label %19
    i32 2, label %22
  ]

16:                                               ; preds = %2
  %17 = load float, ptr addrspace(5) %6, align 4
  %18 = fmul float %17, 2.000000e+00
  store float %18, ptr addrspace(5) %6, align 4
  br label %26

19:                                               ; preds = %2
  %20 = load float, ptr addrspace(5) %6, align 4
  %21 = fadd float %20, 1.000000e+00
  store float %21, ptr addrspace(5) %6, align 4
  br label %26

22:                                               ; preds = %2
  %23 = load float, ptr addrspace(5) %6, align 4
  %24 = fneg float %23
  store float %24, ptr addrspace(5) %6, align 4
  br label %26

25:                                               ; preds = %2
  br label %26

26:                                               ; preds = %25, %22, %19, %16
  %27 = load i32, ptr addrspace(5) %4, align 4
  switch i32 %27, label %37 [
    i32 7, label %28
    i32 9, label %32
    i32 13, label %36
  ]

28:                                               ; preds = %26
  %29 = load float, ptr addrspace(5) %6, align 4
  %30 = call float @_Z4fabsf(float noundef %29) #4
  %31 = call float @_Z4sqrtf(float noundef %30) #4, !fpmath !14
  store float %31, ptr addrspace(5) %6, align 4
  br label %42

32:                                               ; preds = %26
  %33 = load float, ptr addrspace(5) %6, align 4
  %34 = load float, ptr addrspace(5) %6, align 4
  %35 = fmul float %33, %34
  store float %35, ptr addrspace(5) %6, align 4
  br label %42

36:                                               ; preds = %26
  store float 0.000000e+00, ptr addrspace(5) %6, align 4
  br label %42

37:                                               ; preds = %26
  %38 = load float, ptr addrspace(5) %6, align 4
  %39 = load i32, ptr addrspace(5) %4, align 4
  %40 = sitofp i32 %39 to float
  %41 = fadd float %38, %40
  store float %41, ptr addrspace(5) %6, align 4
  br label %42

42:                                               ; preds = %37, %36, %32, %28
  %43 = load float, ptr addrspace(5) %6, align 4
  %44 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %45 = load i32, ptr addrspace(5) %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %46
  store float %43, ptr addrspace(1) %47, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4sqrtf(float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4fabsf(float noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @mandelbrot(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca float, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store i32 %1, ptr addrspace(5) %6, align 4
  store i32 %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %17 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr addrspace(5) %9, align 4
  %19 = call i64 @_Z13get_global_idj(i32 noundef 1) #4
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %10, align 4
  %21 = load i32, ptr addrspace(5) %9, align 4
  %22 = sitofp i32 %21 to float
  %23 = fmul float 3.000000e+00, %22
  %24 = load i32, ptr addrspace(5) %6, align 4
  %25 = sitofp i32 %24 to float
  %26 = fdiv float %23, %25, !fpmath !19
  %27 = fadd float -2.000000e+00, %26
  store float %27, ptr addrspace(5) %11, align 4
  %28 = load i32, ptr addrspace(5) %10, align 4
  %29 = sitofp i32 %28 to float
  %30 = fmul float 3.000000e+00, %29
  %31 = load i32, ptr addrspace(5) %7, align 4
  %32 = sitofp i32 %31 to float
  %33 = fdiv float %30, %32, !fpmath !19
  %34 = fadd float -1.500000e+00, %33
  store float %34, ptr addrspace(5) %12, align 4
  store float 0.000000e+00, ptr addrspace(5) %13, align 4
  store float 0.000000e+00, ptr addrspace(5) %14, align 4
  store i32 0, ptr addrspace(5) %15, align 4
  br label %35

35:                                               ; preds = %49, %4
  %36 = load float, ptr addrspace(5) %13, align 4
  %37 = load float, ptr addrspace(5) %13, align 4
  %38 = load float, ptr addrspace(5) %14, align 4
  %39 = load float, ptr addrspace(5) %14, align 4
  %40 = fmul float %38, %39
  %41 = call float @llvm.fmuladd.f32(float %36, float %37, float %40)
  %42 = fcmp olt float %41, 4.000000e+00
  br i1 %42, label %43, label %47

43:                                               ; preds = %35
  %44 = load i32, ptr addrspace(5) %15, align 4
  %45 = load i32, ptr addrspace(5) %8, align 4
  %46 = icmp slt i32 %44, %45
  br label %47

47:                                               ; preds = %43, %35
  %48 = phi i1 [ false, %35 ], [ %46, %43 ]
  br i1 %48, label %49, label %67

49:                                               ; preds = %47
  %50 = load float, ptr addrspace(5) %13, align 4
  %51 = load float, ptr addrspace(5) %13, align 4
  %52 = load float, ptr addrspace(5) %14, align 4
  %53 = load float, ptr addrspace(5) %14, align 4
  %54 = fmul float %52, %53
  %55 = fneg float %54
  %56 = call float @llvm.fmuladd.f32(float %50, float %51, float %55)
  %57 = load float, ptr addrspace(5) %11, align 4
  %58 = fadd float %56, %57
  store float %58, ptr addrspace(5) %16, align 4
  %59 = load float, ptr addrspace(5) %13, align 4
  %60 = fmul float 2.000000e+00, %59
  %61 = load float, ptr addrspace(5) %14, align 4
  %62 = load float, ptr addrspace(5) %12, align 4
  %63 = call float @llvm.fmuladd.f32(float %60, float %61, float %62)
  store float %63, ptr addrspace(5) %14, align 4
  %64 = load float, ptr addrspace(5) %16, align 4
  store float %64, ptr addrspace(5) %13, align 4
  %65 = load i32, ptr addrspace(5) %15, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr addrspace(5) %15, align 4
  br label %35

67:                                               ; preds = %47
  %68 = load i32, ptr addrspace(5) %15, align 4
  %69 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %70 = load i32, ptr addrspace(5) %10, align 4
  %71 = load i32, ptr addrspace(5) %6, align 4
  %72 = mul nsw i32 %70, %71
  %73 = load i32, ptr addrspace(5) %9, align 4
  %74 = add nsw i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr addrspace(1) %69, i64 %75
  store i32 %68, ptr addrspace(1) %76, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @collatz(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !11 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %7 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %8 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %9 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4
  store i32 %10, ptr addrspace(5) %5, align 4
  store i32 0, ptr addrspace(5) %6, align 4
  br label %11

11:                                               ; preds = %32, %2
  %12 = load i32, ptr addrspace(5) %5, align 4
  %13 = and i32 %12, 1
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  %16 = load i32, ptr addrspace(5) %5, align 4
  %17 = mul i32 3, %16
  %18 = add i32 %17, 1
  br label %22

19:                                               ; preds = %11
  %20 = load i32, ptr addrspace(5) %5, align 4
  %21 = udiv i32 %20, 2
  br label %22

22:                                               ; preds = %19, %15
  %23 = phi i32 [ %18, %15 ], [ %21, %19 ]
  store i32 %23, ptr addrspace(5) %5, align 4
  %24 = load i32, ptr addrspace(5) %6, align 4
  %25 = add i32 %24, 1
  store i32 %25, ptr addrspace(5) %6, align 4
  br label %26

26:                                               ; preds = %22
  %27 = load i32, ptr addrspace(5) %5, align 4
  %28 = icmp ne i32 %27, 1
  br i1 %28, label %29, label %32

29:                                               ; preds = %26
  %30 = load i32, ptr addrspace(5) %6, align 4
  %31 = icmp ult i32 %30, 10000
  br label %32

32:                                               ; preds = %29, %26
  %33 = phi i1 [ false, %26 ], [ %31, %29 ]
  br i1 %33, label %11, label %34

34:                                               ; preds = %32
  %35 = load i32, ptr addrspace(5) %6, align 4
  %36 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %37 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %38 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %37
  store i32 %35, ptr addrspace(1) %38, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden float @poly(float noundef %0, i32 noundef %1, ptr addrspace(1) noundef %2) #0 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  store float %0, ptr addrspace(5) %4, align 4
  store i32 %1, ptr addrspace(5) %5, align 4
  store ptr addrspace(1) %2, ptr addrspace(5) %6, align 8
  store float 0.000000e+00, ptr addrspace(5) %7, align 4
  %9 = load i32, ptr addrspace(5) %5, align 4
  store i32 %9, ptr addrspace(5) %8, align 4
  br label %10

10:                                               ; preds = %22, %3
  %11 = load i32, ptr addrspace(5) %8, align 4
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %25

13:                                               ; preds = %10
  %14 = load float, ptr addrspace(5) %7, align 4
  %15 = load float, ptr addrspace(5) %4, align 4
  %16 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %17 = load i32, ptr addrspace(5) %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4
  %21 = call float @llvm.fmuladd.f32(float %14, float %15, float %20)
  store float %21, ptr addrspace(5) %7, align 4
  br label %22

22:                                               ; preds = %13
  %23 = load i32, ptr addrspace(5) %8, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, ptr addrspace(5) %8, align 4
  br label %10

25:                                               ; preds = %10
  %26 = load float, ptr addrspace(5) %7, align 4
  ret float %26
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @first_negative(ptr addrspace(1) noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store i32 %1, ptr addrspace(5) %5, align 4
  store i32 0, ptr addrspace(5) %6, align 4
  br label %7

7:                                                ; preds = %21, %2
  %8 = load i32, ptr addrspace(5) %6, align 4
  %9 = load i32, ptr addrspace(5) %5, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %7
  %12 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %13 = load i32, ptr addrspace(5) %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %11
  %19 = load i32, ptr addrspace(5) %6, align 4
  store i32 %19, ptr addrspace(5) %3, align 4
  br label %25

20:                                               ; preds = %11
  br label %21

21:                                               ; preds = %20
  %22 = load i32, ptr addrspace(5) %6, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr addrspace(5) %6, align 4
  br label %7

24:                                               ; preds = %7
  store i32 -1, ptr addrspace(5) %3, align 4
  br label %25

25:                                               ; preds = %24, %18
  %26 = load i32, ptr addrspace(5) %3, align 4
  ret i32 %26
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @use_helpers(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #1 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
  store i32 %2, ptr addrspace(5) %9, align 4
  store ptr addrspace(1) %3, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %4, ptr addrspace(5) %11, align 8
  store i32 %5, ptr addrspace(5) %12, align 4
  %14 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %13, align 4
  %16 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %17 = load i32, ptr addrspace(5) %13, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4
  %21 = load i32, ptr addrspace(5) %9, align 4
  %22 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %23 = call float @poly(float noundef %20, i32 noundef %21, ptr addrspace(1) noundef %22) #5
  %24 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %25 = load i32, ptr addrspace(5) %13, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %24, i64 %26
  store float %23, ptr addrspace(1) %27, align 4
  %28 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %29 = load i32, ptr addrspace(5) %13, align 4
  %30 = load i32, ptr addrspace(5) %12, align 4
  %31 = mul nsw i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %28, i64 %32
  %34 = load i32, ptr addrspace(5) %12, align 4
  %35 = call i32 @first_negative(ptr addrspace(1) noundef %33, i32 noundef %34) #5
  %36 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %37 = load i32, ptr addrspace(5) %13, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %38
  store i32 %35, ptr addrspace(1) %39, align 4
  %40 = load i32, ptr addrspace(5) %13, align 4
  %41 = call i32 @hash32(i32 noundef %40) #5
  %42 = and i32 %41, 1
  %43 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %44 = load i32, ptr addrspace(5) %13, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %45
  %47 = load i32, ptr addrspace(1) %46, align 4
  %48 = add nsw i32 %47, %42
  store i32 %48, ptr addrspace(1) %46, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @state_machine(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %7, align 4
  store i32 0, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  %12 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %13 = load i32, ptr addrspace(5) %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = and i32 %16, 1
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %3
  br label %43

20:                                               ; preds = %3
  br label %21

21:                                               ; preds = %64, %42, %20
  %22 = load i32, ptr addrspace(5) %8, align 4
  %23 = add nsw i32 %22, 2
  store i32 %23, ptr addrspace(5) %8, align 4
  %24 = load i32, ptr addrspace(5) %9, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr addrspace(5) %9, align 4
  %26 = load i32, ptr addrspace(5) %6, align 4
  %27 = icmp sge i32 %25, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %21
  br label %65

29:                                               ; preds = %21
  %30 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %31 = load i32, ptr addrspace(5) %7, align 4
  %32 = load i32, ptr addrspace(5) %9, align 4
  %33 = add nsw i32 %31, %32
  %34 = load i32, ptr addrspace(5) %6, align 4
  %35 = srem i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4
  %39 = and i32 %38, 1
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %29
  br label %43

42:                                               ; preds = %29
  br label %21

43:                                               ; preds = %63, %41, %19
  %44 = load i32, ptr addrspace(5) %8, align 4
  %45 = add nsw i32 %44, 3
  store i32 %45, ptr addrspace(5) %8, align 4
  %46 = load i32, ptr addrspace(5) %9, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr addrspace(5) %9, align 4
  %48 = load i32, ptr addrspace(5) %6, align 4
  %49 = icmp sge i32 %47, %48
  br i1 %49, label %50, label %51

50:                                               ; preds = %43
  br label %65

51:                                               ; preds = %43
  %52 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %53 = load i32, ptr addrspace(5) %7, align 4
  %54 = load i32, ptr addrspace(5) %9, align 4
  %55 = add nsw i32 %53, %54
  %56 = load i32, ptr addrspace(5) %6, align 4
  %57 = srem i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr addrspace(1) %52, i64 %58
  %60 = load i32, ptr addrspace(1) %59, align 4
  %61 = and i32 %60, 1
  %62 = icmp ne i32 %61, 0
  br i1 %62, label %63, label %64

63:                                               ; preds = %51
  br label %43

64:                                               ; preds = %51
  br label %21

65:                                               ; preds = %50, %28
  %66 = load i32, ptr addrspace(5) %8, align 4
  %67 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %68 = load i32, ptr addrspace(5) %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr addrspace(1) %67, i64 %69
  store i32 %66, ptr addrspace(1) %70, align 4
  ret void
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"clang-19"}
!6 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none"}
!8 = !{!"int*", !"int*", !"int", !"int", !"int"}
!9 = !{!"const", !"", !"", !"", !""}
!10 = !{i32 1, i32 0}
!11 = !{!"none", !"none"}
!12 = !{!"float*", !"int"}
!13 = !{!"", !""}
!14 = !{float 3.000000e+00}
!15 = !{i32 1, i32 0, i32 0, i32 0}
!16 = !{!"none", !"none", !"none", !"none"}
!17 = !{!"int*", !"int", !"int", !"int"}
!18 = !{!"", !"", !"", !""}
!19 = !{float 2.500000e+00}
!20 = !{i32 1, i32 1}
!21 = !{!"uint*", !"uint*"}
!22 = !{!"const", !""}
!23 = !{i32 1, i32 1, i32 0, i32 1, i32 1, i32 0}
!24 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!25 = !{!"float*", !"float*", !"int", !"int*", !"int*", !"int"}
!26 = !{!"", !"const", !"", !"const", !"", !""}
!27 = !{i32 1, i32 1, i32 0}
!28 = !{!"none", !"none", !"none"}
!29 = !{!"int*", !"int*", !"int"}
!30 = !{!"const", !"", !""}
