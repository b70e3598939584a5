source_filename = "src/control.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_func i32 @hash32(i32 noundef %0) #0 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = lshr i32 %4, 16
  %6 = load i32, ptr %3, align 4
  %7 = xor i32 %6, %5
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = mul i32 %8, 2146121005
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = lshr i32 %10, 15
  %12 = load i32, ptr %3, align 4
  %13 = xor i32 %12, %11
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %3, align 4
  %15 = mul i32 %14, -2073254261
  store i32 %15, ptr %3, align 4
  %16 = load i32, ptr %3, align 4
  %17 = lshr i32 %16, 16
  %18 = load i32, ptr %3, align 4
  %19 = xor i32 %18, %17
  store i32 %19, ptr %3, align 4
  %20 = load i32, ptr %3, align 4
  ret i32 %20
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @search_rows(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %6) ]
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %12, align 4
  %17 = load ptr addrspace(1), ptr %8, align 8
  %18 = load i32, ptr %12, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %19
  store i32 -1, ptr addrspace(1) %20, align 4
  %21 = load i32, ptr %12, align 4
  %22 = load i32, ptr %9, align 4
  %23 = icmp sge i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %5
  br label %64

25:                                               ; preds = %5
  store i32 0, ptr %13, align 4
  br label %26

26:                                               ; preds = %61, %25
  %27 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %28 = load i32, ptr %13, align 4
  %29 = load i32, ptr %10, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %64

31:                                               ; preds = %26
  %32 = load ptr addrspace(1), ptr %7, align 8
  %33 = load i32, ptr %12, align 4
  %34 = load i32, ptr %10, align 4
  %35 = mul nsw i32 %33, %34
  %36 = load i32, ptr %13, align 4
  %37 = add nsw i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(1) %32, i64 %38
  %40 = load i32, ptr addrspace(1) %39, align 4
  store i32 %40, ptr %14, align 4
  %41 = load i32, ptr %14, align 4
  %42 = icmp slt i32 %41, 0
  br i1 %42, label %43, label %44

43:                                               ; preds = %31
  br label %61

44:                                               ; preds = %31
  %45 = load i32, ptr %14, align 4
  %46 = load i32, ptr %11, align 4
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %54

48:                                               ; preds = %44
  %49 = load i32, ptr %13, align 4
  %50 = load ptr addrspace(1), ptr %8, align 8
  %51 = load i32, ptr %12, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr addrspace(1) %50, i64 %52
  store i32 %49, ptr addrspace(1) %53, align 4
  br label %64

54:                                               ; preds = %44
  %55 = load i32, ptr %14, align 4
  %56 = load i32, ptr %11, align 4
  %57 = mul nsw i32 %56, 2
  %58 = icmp sgt i32 %55, %57
  br i1 %58, label %59, label %60

59:                                               ; preds = %54
  br label %64

60:                                               ; preds = %54
  br label %61

61:                                               ; preds = %60, %43
  %62 = load i32, ptr %13, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %13, align 4
  br label %26

64:                                               ; preds = %24, %59, %48, %26
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @switch_ops(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr %6, align 4
  %10 = load ptr addrspace(1), ptr %4, align 8
  %11 = load i32, ptr %6, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4
  store float %14, ptr %7, align 4
  %15 = load i32, ptr %6, align 4
  %16 = and i32 %15, 3
  switch i32 %16, label %26 [
    i32 0, label %17
    i32 1, label %20
    i32 2, label %23
  ]

17:                                               ; preds = %2
  %18 = load float, ptr %7, align 4
  %19 = fmul float %18, 2.000000e+00
  store float %19, ptr %7, align 4
  br label %27

20:                                               ; preds = %2
  %21 = load float, ptr %7, align 4
  %22 = fadd float %21, 1.000000e+00
  store float %22, ptr %7, align 4
  br label %27

23:                                               ; preds = %2
  %24 = load float, ptr %7, align 4
  %25 = fneg float %24
  store float %25, ptr %7, align 4
  br label %27

26:                                               ; preds = %2
  br label %27

27:                                               ; preds = %26, %23, %20, %17
  %28 = load i32, ptr %5, align 4
  switch i32 %28, label %38 [
    i32 7, label %29
    i32 9, label %33
    i32 13, label %37
  ]

29:                                               ; preds = %27
  %30 = load float, ptr %7, align 4
  %31 = call spir_func float @_Z4fabsf(float noundef %30) #5 [ "convergencectrl"(token %3) ]
  %32 = call spir_func float @_Z4sqrtf(float noundef %31) #5 [ "convergencectrl"(token %3) ]
  store float %32, ptr %7, align 4
  br label %43

33:                                               ; preds = %27
  %34 = load float, ptr %7, align 4
  %35 = load float, ptr %7, align 4
  %36 = fmul float %34, %35
  store float %36, ptr %7, align 4
  br label %43

37:                                               ; preds = %27
  store float 0.000000e+00, ptr %7, align 4
  br label %43

38:                                               ; preds = %27
  %39 = load float, ptr %7, align 4
  %40 = load i32, ptr %5, align 4
  %41 = sitofp i32 %40 to float
  %42 = fadd float %39, %41
  store float %42, ptr %7, align 4
  br label %43

43:                                               ; preds = %38, %37, %33, %29
  %44 = load float, ptr %7, align 4
  %45 = load ptr addrspace(1), ptr %4, align 8
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %45, i64 %47
  store float %44, ptr addrspace(1) %48, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4fabsf(float noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @mandelbrot(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %10, align 4
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5 [ "convergencectrl"(token %5) ]
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %11, align 4
  %22 = load i32, ptr %10, align 4
  %23 = sitofp i32 %22 to float
  %24 = fmul float 3.000000e+00, %23
  %25 = load i32, ptr %7, align 4
  %26 = sitofp i32 %25 to float
  %27 = fdiv float %24, %26, !fpmath !16
  %28 = fadd float -2.000000e+00, %27
  store float %28, ptr %12, align 4
  %29 = load i32, ptr %11, align 4
  %30 = sitofp i32 %29 to float
  %31 = fmul float 3.000000e+00, %30
  %32 = load i32, ptr %8, align 4
  %33 = sitofp i32 %32 to float
  %34 = fdiv float %31, %33, !fpmath !16
  %35 = fadd float -1.500000e+00, %34
  store float %35, ptr %13, align 4
  store float 0.000000e+00, ptr %14, align 4
  store float 0.000000e+00, ptr %15, align 4
  store i32 0, ptr %16, align 4
  br label %36

36:                                               ; preds = %51, %4
  %37 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %38 = load float, ptr %14, align 4
  %39 = load float, ptr %14, align 4
  %40 = load float, ptr %15, align 4
  %41 = load float, ptr %15, align 4
  %42 = fmul float %40, %41
  %43 = call float @llvm.fmuladd.f32(float %38, float %39, float %42)
  %44 = fcmp olt float %43, 4.000000e+00
  br i1 %44, label %45, label %49

45:                                               ; preds = %36
  %46 = load i32, ptr %16, align 4
  %47 = load i32, ptr %9, align 4
  %48 = icmp slt i32 %46, %47
  br label %49

49:                                               ; preds = %45, %36
  %50 = phi i1 [ false, %36 ], [ %48, %45 ]
  br i1 %50, label %51, label %69

51:                                               ; preds = %49
  %52 = load float, ptr %14, align 4
  %53 = load float, ptr %14, align 4
  %54 = load float, ptr %15, align 4
  %55 = load float, ptr %15, align 4
  %56 = fmul float %54, %55
  %57 = fneg float %56
  %58 = call float @llvm.fmuladd.f32(float %52, float %53, float %57)
  %59 = load float, ptr %12, align 4
  %60 = fadd float %58, %59
  store float %60, ptr %17, align 4
  %61 = load float, ptr %14, align 4
  %62 = fmul float 2.000000e+00, %61
  %63 = load float, ptr %15, align 4
  %64 = load float, ptr %13, align 4
  %65 = call float @llvm.fmuladd.f32(float %62, float %63, float %64)
  store float %65, ptr %15, align 4
  %66 = load float, ptr %17, align 4
  store float %66, ptr %14, align 4
  %67 = load i32, ptr %16, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %16, align 4
  br label %36

69:                                               ; preds = %49
  %70 = load i32, ptr %16, align 4
  %71 = load ptr addrspace(1), ptr %6, align 8
  %72 = load i32, ptr %11, align 4
  %73 = load i32, ptr %7, align 4
  %74 = mul nsw i32 %72, %73
  %75 = load i32, ptr %10, align 4
  %76 = add nsw i32 %74, %75
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %77
  store i32 %70, ptr addrspace(1) %78, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @collatz(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !17 !kernel_arg_access_qual !9 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  %8 = load ptr addrspace(1), ptr %4, align 8
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %10 = getelementptr inbounds i32, ptr addrspace(1) %8, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4
  store i32 %11, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %12

12:                                               ; preds = %34, %2
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %14 = load i32, ptr %6, align 4
  %15 = and i32 %14, 1
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %12
  %18 = load i32, ptr %6, align 4
  %19 = mul i32 3, %18
  %20 = add i32 %19, 1
  br label %24

21:                                               ; preds = %12
  %22 = load i32, ptr %6, align 4
  %23 = udiv i32 %22, 2
  br label %24

24:                                               ; preds = %21, %17
  %25 = phi i32 [ %20, %17 ], [ %23, %21 ]
  store i32 %25, ptr %6, align 4
  %26 = load i32, ptr %7, align 4
  %27 = add i32 %26, 1
  store i32 %27, ptr %7, align 4
  br label %28

28:                                               ; preds = %24
  %29 = load i32, ptr %6, align 4
  %30 = icmp ne i32 %29, 1
  br i1 %30, label %31, label %34

31:                                               ; preds = %28
  %32 = load i32, ptr %7, align 4
  %33 = icmp ult i32 %32, 10000
  br label %34

34:                                               ; preds = %31, %28
  %35 = phi i1 [ false, %28 ], [ %33, %31 ]
  br i1 %35, label %12, label %36

36:                                               ; preds = %34
  %37 = load i32, ptr %7, align 4
  %38 = load ptr addrspace(1), ptr %5, align 8
  %39 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %40 = getelementptr inbounds i32, ptr addrspace(1) %38, i64 %39
  store i32 %37, ptr addrspace(1) %40, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_func float @poly(float noundef %0, i32 noundef %1, ptr addrspace(1) noundef %2) #0 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store float %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr addrspace(1) %2, ptr %7, align 8
  store float 0.000000e+00, ptr %8, align 4
  %10 = load i32, ptr %6, align 4
  store i32 %10, ptr %9, align 4
  br label %11

11:                                               ; preds = %24, %3
  %12 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %13 = load i32, ptr %9, align 4
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = load float, ptr %8, align 4
  %17 = load float, ptr %5, align 4
  %18 = load ptr addrspace(1), ptr %7, align 8
  %19 = load i32, ptr %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %18, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4
  %23 = call float @llvm.fmuladd.f32(float %16, float %17, float %22)
  store float %23, ptr %8, align 4
  br label %24

24:                                               ; preds = %15
  %25 = load i32, ptr %9, align 4
  %26 = add nsw i32 %25, -1
  store i32 %26, ptr %9, align 4
  br label %11

27:                                               ; preds = %11
  %28 = load float, ptr %8, align 4
  ret float %28
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_func i32 @first_negative(ptr addrspace(1) noundef %0, i32 noundef %1) #0 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca i32, align 4
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %23, %2
  %9 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %10 = load i32, ptr %7, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %26

13:                                               ; preds = %8
  %14 = load ptr addrspace(1), ptr %5, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4
  %19 = icmp slt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %13
  %21 = load i32, ptr %7, align 4
  store i32 %21, ptr %4, align 4
  br label %27

22:                                               ; preds = %13
  br label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %8

26:                                               ; preds = %8
  store i32 -1, ptr %4, align 4
  br label %27

27:                                               ; preds = %26, %20
  %28 = load i32, ptr %4, align 4
  ret i32 %28
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @use_helpers(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %7 = call token @llvm.experimental.convergence.entry()
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store ptr addrspace(1) %3, ptr %11, align 8
  store ptr addrspace(1) %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %7) ]
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %14, align 4
  %17 = load ptr addrspace(1), ptr %8, align 8
  %18 = load i32, ptr %14, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %17, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = load i32, ptr %10, align 4
  %23 = load ptr addrspace(1), ptr %9, align 8
  %24 = call spir_func float @poly(float noundef %21, i32 noundef %22, ptr addrspace(1) noundef %23) #6 [ "convergencectrl"(token %7) ]
  %25 = load ptr addrspace(1), ptr %8, align 8
  %26 = load i32, ptr %14, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %25, i64 %27
  store float %24, ptr addrspace(1) %28, align 4
  %29 = load ptr addrspace(1), ptr %11, align 8
  %30 = load i32, ptr %14, align 4
  %31 = load i32, ptr %13, align 4
  %32 = mul nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %33
  %35 = load i32, ptr %13, align 4
  %36 = call spir_func i32 @first_negative(ptr addrspace(1) noundef %34, i32 noundef %35) #6 [ "convergencectrl"(token %7) ]
  %37 = load ptr addrspace(1), ptr %12, align 8
  %38 = load i32, ptr %14, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %37, i64 %39
  store i32 %36, ptr addrspace(1) %40, align 4
  %41 = load i32, ptr %14, align 4
  %42 = call spir_func i32 @hash32(i32 noundef %41) #6 [ "convergencectrl"(token %7) ]
  %43 = and i32 %42, 1
  %44 = load ptr addrspace(1), ptr %12, align 8
  %45 = load i32, ptr %14, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %44, i64 %46
  %48 = load i32, ptr addrspace(1) %47, align 4
  %49 = add nsw i32 %48, %43
  store i32 %49, ptr addrspace(1) %47, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @state_machine(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  %13 = load ptr addrspace(1), ptr %5, align 8
  %14 = load i32, ptr %8, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  %18 = and i32 %17, 1
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %3
  br label %44

21:                                               ; preds = %3
  br label %22

22:                                               ; preds = %65, %43, %21
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %23, 2
  store i32 %24, ptr %9, align 4
  %25 = load i32, ptr %10, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %10, align 4
  %27 = load i32, ptr %7, align 4
  %28 = icmp sge i32 %26, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %22
  br label %66

30:                                               ; preds = %22
  %31 = load ptr addrspace(1), ptr %5, align 8
  %32 = load i32, ptr %8, align 4
  %33 = load i32, ptr %10, align 4
  %34 = add nsw i32 %32, %33
  %35 = load i32, ptr %7, align 4
  %36 = srem i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %31, i64 %37
  %39 = load i32, ptr addrspace(1) %38, align 4
  %40 = and i32 %39, 1
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %43

42:                                               ; preds = %30
  br label %44

43:                                               ; preds = %30
  br label %22

44:                                               ; preds = %64, %42, %20
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, 3
  store i32 %46, ptr %9, align 4
  %47 = load i32, ptr %10, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %10, align 4
  %49 = load i32, ptr %7, align 4
  %50 = icmp sge i32 %48, %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %44
  br label %66

52:                                               ; preds = %44
  %53 = load ptr addrspace(1), ptr %5, align 8
  %54 = load i32, ptr %8, align 4
  %55 = load i32, ptr %10, align 4
  %56 = add nsw i32 %54, %55
  %57 = load i32, ptr %7, align 4
  %58 = srem i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr addrspace(1) %53, i64 %59
  %61 = load i32, ptr addrspace(1) %60, align 4
  %62 = and i32 %61, 1
  %63 = icmp ne i32 %62, 0
  br i1 %63, label %64, label %65

64:                                               ; preds = %52
  br label %44

65:                                               ; preds = %52
  br label %22

66:                                               ; preds = %51, %29
  %67 = load i32, ptr %9, align 4
  %68 = load ptr addrspace(1), ptr %6, align 8
  %69 = load i32, ptr %8, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr addrspace(1) %68, i64 %70
  store i32 %67, ptr addrspace(1) %71, align 4
  ret void
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int", !"int", !"int"}
!7 = !{!"const", !"", !"", !"", !""}
!8 = !{i32 1, i32 0}
!9 = !{!"none", !"none"}
!10 = !{!"float*", !"int"}
!11 = !{!"", !""}
!12 = !{i32 1, i32 0, i32 0, i32 0}
!13 = !{!"none", !"none", !"none", !"none"}
!14 = !{!"int*", !"int", !"int", !"int"}
!15 = !{!"", !"", !"", !""}
!16 = !{float 2.500000e+00}
!17 = !{i32 1, i32 1}
!18 = !{!"uint*", !"uint*"}
!19 = !{!"const", !""}
!20 = !{i32 1, i32 1, i32 0, i32 1, i32 1, i32 0}
!21 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!22 = !{!"float*", !"float*", !"int", !"int*", !"int*", !"int"}
!23 = !{!"", !"const", !"", !"const", !"", !""}
!24 = !{i32 1, i32 1, i32 0}
!25 = !{!"none", !"none", !"none"}
!26 = !{!"int*", !"int*", !"int"}
!27 = !{!"const", !"", !""}
