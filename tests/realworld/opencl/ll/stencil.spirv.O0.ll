source_filename = "src/stencil.cl"
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
define spir_kernel void @jacobi2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %10, align 4
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr %11, align 4
  %16 = load i32, ptr %10, align 4
  %17 = icmp sle i32 %16, 0
  br i1 %17, label %31, label %18

18:                                               ; preds = %4
  %19 = load i32, ptr %11, align 4
  %20 = icmp sle i32 %19, 0
  br i1 %20, label %31, label %21

21:                                               ; preds = %18
  %22 = load i32, ptr %10, align 4
  %23 = load i32, ptr %8, align 4
  %24 = sub nsw i32 %23, 1
  %25 = icmp sge i32 %22, %24
  br i1 %25, label %31, label %26

26:                                               ; preds = %21
  %27 = load i32, ptr %11, align 4
  %28 = load i32, ptr %9, align 4
  %29 = sub nsw i32 %28, 1
  %30 = icmp sge i32 %27, %29
  br i1 %30, label %31, label %58

31:                                               ; preds = %26, %21, %18, %4
  %32 = load i32, ptr %10, align 4
  %33 = load i32, ptr %8, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %57

35:                                               ; preds = %31
  %36 = load i32, ptr %11, align 4
  %37 = load i32, ptr %9, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %57

39:                                               ; preds = %35
  %40 = load ptr addrspace(1), ptr %6, align 8
  %41 = load i32, ptr %11, align 4
  %42 = load i32, ptr %8, align 4
  %43 = mul nsw i32 %41, %42
  %44 = load i32, ptr %10, align 4
  %45 = add nsw i32 %43, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %40, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4
  %49 = load ptr addrspace(1), ptr %7, align 8
  %50 = load i32, ptr %11, align 4
  %51 = load i32, ptr %8, align 4
  %52 = mul nsw i32 %50, %51
  %53 = load i32, ptr %10, align 4
  %54 = add nsw i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %49, i64 %55
  store float %48, ptr addrspace(1) %56, align 4
  br label %57

57:                                               ; preds = %39, %35, %31
  br label %121

58:                                               ; preds = %26
  %59 = load ptr addrspace(1), ptr %6, align 8
  %60 = load i32, ptr %11, align 4
  %61 = load i32, ptr %8, align 4
  %62 = mul nsw i32 %60, %61
  %63 = load i32, ptr %10, align 4
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %59, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = load ptr addrspace(1), ptr %6, align 8
  %69 = load i32, ptr %11, align 4
  %70 = load i32, ptr %8, align 4
  %71 = mul nsw i32 %69, %70
  %72 = load i32, ptr %10, align 4
  %73 = add nsw i32 %71, %72
  %74 = sub nsw i32 %73, 1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspace(1) %68, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4
  %78 = fadd float %67, %77
  %79 = load ptr addrspace(1), ptr %6, align 8
  %80 = load i32, ptr %11, align 4
  %81 = load i32, ptr %8, align 4
  %82 = mul nsw i32 %80, %81
  %83 = load i32, ptr %10, align 4
  %84 = add nsw i32 %82, %83
  %85 = add nsw i32 %84, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr addrspace(1) %79, i64 %86
  %88 = load float, ptr addrspace(1) %87, align 4
  %89 = fadd float %78, %88
  %90 = load ptr addrspace(1), ptr %6, align 8
  %91 = load i32, ptr %11, align 4
  %92 = sub nsw i32 %91, 1
  %93 = load i32, ptr %8, align 4
  %94 = mul nsw i32 %92, %93
  %95 = load i32, ptr %10, align 4
  %96 = add nsw i32 %94, %95
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr addrspace(1) %90, i64 %97
  %99 = load float, ptr addrspace(1) %98, align 4
  %100 = fadd float %89, %99
  %101 = load ptr addrspace(1), ptr %6, align 8
  %102 = load i32, ptr %11, align 4
  %103 = add nsw i32 %102, 1
  %104 = load i32, ptr %8, align 4
  %105 = mul nsw i32 %103, %104
  %106 = load i32, ptr %10, align 4
  %107 = add nsw i32 %105, %106
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr addrspace(1) %101, i64 %108
  %110 = load float, ptr addrspace(1) %109, align 4
  %111 = fadd float %100, %110
  %112 = fmul float 0x3FC99999A0000000, %111
  %113 = load ptr addrspace(1), ptr %7, align 8
  %114 = load i32, ptr %11, align 4
  %115 = load i32, ptr %8, align 4
  %116 = mul nsw i32 %114, %115
  %117 = load i32, ptr %10, align 4
  %118 = add nsw i32 %116, %117
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr addrspace(1) %113, i64 %119
  store float %112, ptr addrspace(1) %120, align 4
  br label %121

121:                                              ; preds = %58, %57
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @stencil1d_halo(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, ptr addrspace(3) noundef align 4 %3, i32 noundef %4) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr addrspace(3), align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store ptr addrspace(3) %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %6) ]
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %12, align 4
  %18 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %6) ]
  %19 = load i32, ptr %11, align 4
  %20 = sext i32 %19 to i64
  %21 = add i64 %18, %20
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %13, align 4
  %23 = load ptr addrspace(1), ptr %7, align 8
  %24 = load i32, ptr %12, align 4
  %25 = load i32, ptr %9, align 4
  %26 = call spir_func i32 @clamp_index(i32 noundef %24, i32 noundef %25) #7 [ "convergencectrl"(token %6) ]
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %23, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4
  %30 = load ptr addrspace(3), ptr %10, align 8
  %31 = load i32, ptr %13, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %32
  store float %29, ptr addrspace(3) %33, align 4
  %34 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %6) ]
  %35 = load i32, ptr %11, align 4
  %36 = zext i32 %35 to i64
  %37 = icmp ult i64 %34, %36
  br i1 %37, label %38, label %71

38:                                               ; preds = %5
  %39 = load ptr addrspace(1), ptr %7, align 8
  %40 = load i32, ptr %12, align 4
  %41 = load i32, ptr %11, align 4
  %42 = sub nsw i32 %40, %41
  %43 = load i32, ptr %9, align 4
  %44 = call spir_func i32 @clamp_index(i32 noundef %42, i32 noundef %43) #7 [ "convergencectrl"(token %6) ]
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4
  %48 = load ptr addrspace(3), ptr %10, align 8
  %49 = load i32, ptr %13, align 4
  %50 = load i32, ptr %11, align 4
  %51 = sub nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(3) %48, i64 %52
  store float %47, ptr addrspace(3) %53, align 4
  %54 = load ptr addrspace(1), ptr %7, align 8
  %55 = load i32, ptr %12, align 4
  %56 = sext i32 %55 to i64
  %57 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %6) ]
  %58 = add i64 %56, %57
  %59 = trunc i64 %58 to i32
  %60 = load i32, ptr %9, align 4
  %61 = call spir_func i32 @clamp_index(i32 noundef %59, i32 noundef %60) #7 [ "convergencectrl"(token %6) ]
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = load ptr addrspace(3), ptr %10, align 8
  %66 = load i32, ptr %13, align 4
  %67 = sext i32 %66 to i64
  %68 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %6) ]
  %69 = add i64 %67, %68
  %70 = getelementptr inbounds float, ptr addrspace(3) %65, i64 %69
  store float %64, ptr addrspace(3) %70, align 4
  br label %71

71:                                               ; preds = %38, %5
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %6) ]
  store float 0.000000e+00, ptr %14, align 4
  %72 = load i32, ptr %11, align 4
  %73 = sub nsw i32 0, %72
  store i32 %73, ptr %15, align 4
  br label %74

74:                                               ; preds = %89, %71
  %75 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %76 = load i32, ptr %15, align 4
  %77 = load i32, ptr %11, align 4
  %78 = icmp sle i32 %76, %77
  br i1 %78, label %79, label %92

79:                                               ; preds = %74
  %80 = load ptr addrspace(3), ptr %10, align 8
  %81 = load i32, ptr %13, align 4
  %82 = load i32, ptr %15, align 4
  %83 = add nsw i32 %81, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(3) %80, i64 %84
  %86 = load float, ptr addrspace(3) %85, align 4
  %87 = load float, ptr %14, align 4
  %88 = fadd float %87, %86
  store float %88, ptr %14, align 4
  br label %89

89:                                               ; preds = %79
  %90 = load i32, ptr %15, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %15, align 4
  br label %74

92:                                               ; preds = %74
  %93 = load i32, ptr %12, align 4
  %94 = load i32, ptr %9, align 4
  %95 = icmp slt i32 %93, %94
  br i1 %95, label %96, label %107

96:                                               ; preds = %92
  %97 = load float, ptr %14, align 4
  %98 = load i32, ptr %11, align 4
  %99 = mul nsw i32 2, %98
  %100 = add nsw i32 %99, 1
  %101 = sitofp i32 %100 to float
  %102 = fdiv float %97, %101, !fpmath !12
  %103 = load ptr addrspace(1), ptr %8, align 8
  %104 = load i32, ptr %12, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr addrspace(1) %103, i64 %105
  store float %102, ptr addrspace(1) %106, align 4
  br label %107

107:                                              ; preds = %96, %92
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @clamp_index(i32 noundef %0, i32 noundef %1) #0 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %2
  br label %20

9:                                                ; preds = %2
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp sge i32 %10, %11
  br i1 %12, label %13, label %16

13:                                               ; preds = %9
  %14 = load i32, ptr %5, align 4
  %15 = sub nsw i32 %14, 1
  br label %18

16:                                               ; preds = %9
  %17 = load i32, ptr %4, align 4
  br label %18

18:                                               ; preds = %16, %13
  %19 = phi i32 [ %15, %13 ], [ %17, %16 ]
  br label %20

20:                                               ; preds = %18, %8
  %21 = phi i32 [ 0, %8 ], [ %19, %18 ]
  ret i32 %21
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @heat_steps(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(3) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3) #2 !kernel_arg_addr_space !13 !kernel_arg_access_qual !5 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca ptr addrspace(3), align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca ptr addrspace(3), align 8
  store ptr addrspace(1) %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr addrspace(3) %2, ptr %8, align 8
  store ptr addrspace(3) %3, ptr %9, align 8
  %16 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %10, align 4
  %18 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %11, align 4
  %20 = load ptr addrspace(1), ptr %6, align 8
  %21 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %22 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4
  %24 = load ptr addrspace(3), ptr %8, align 8
  %25 = load i32, ptr %10, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %26
  store float %23, ptr addrspace(3) %27, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  store i32 0, ptr %12, align 4
  br label %28

28:                                               ; preds = %92, %4
  %29 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %30 = load i32, ptr %12, align 4
  %31 = load i32, ptr %7, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %95

33:                                               ; preds = %28
  %34 = load i32, ptr %10, align 4
  %35 = icmp sgt i32 %34, 0
  br i1 %35, label %36, label %43

36:                                               ; preds = %33
  %37 = load ptr addrspace(3), ptr %8, align 8
  %38 = load i32, ptr %10, align 4
  %39 = sub nsw i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(3) %37, i64 %40
  %42 = load float, ptr addrspace(3) %41, align 4
  br label %49

43:                                               ; preds = %33
  %44 = load ptr addrspace(3), ptr %8, align 8
  %45 = load i32, ptr %10, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(3) %44, i64 %46
  %48 = load float, ptr addrspace(3) %47, align 4
  br label %49

49:                                               ; preds = %43, %36
  %50 = phi float [ %42, %36 ], [ %48, %43 ]
  store float %50, ptr %13, align 4
  %51 = load i32, ptr %10, align 4
  %52 = load i32, ptr %11, align 4
  %53 = sub nsw i32 %52, 1
  %54 = icmp slt i32 %51, %53
  br i1 %54, label %55, label %62

55:                                               ; preds = %49
  %56 = load ptr addrspace(3), ptr %8, align 8
  %57 = load i32, ptr %10, align 4
  %58 = add nsw i32 %57, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(3) %56, i64 %59
  %61 = load float, ptr addrspace(3) %60, align 4
  br label %68

62:                                               ; preds = %49
  %63 = load ptr addrspace(3), ptr %8, align 8
  %64 = load i32, ptr %10, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(3) %63, i64 %65
  %67 = load float, ptr addrspace(3) %66, align 4
  br label %68

68:                                               ; preds = %62, %55
  %69 = phi float [ %61, %55 ], [ %67, %62 ]
  store float %69, ptr %14, align 4
  %70 = load ptr addrspace(3), ptr %8, align 8
  %71 = load i32, ptr %10, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(3) %70, i64 %72
  %74 = load float, ptr addrspace(3) %73, align 4
  %75 = load float, ptr %13, align 4
  %76 = load ptr addrspace(3), ptr %8, align 8
  %77 = load i32, ptr %10, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(3) %76, i64 %78
  %80 = load float, ptr addrspace(3) %79, align 4
  %81 = call float @llvm.fmuladd.f32(float -2.000000e+00, float %80, float %75)
  %82 = load float, ptr %14, align 4
  %83 = fadd float %81, %82
  %84 = call float @llvm.fmuladd.f32(float 2.500000e-01, float %83, float %74)
  %85 = load ptr addrspace(3), ptr %9, align 8
  %86 = load i32, ptr %10, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr addrspace(3) %85, i64 %87
  store float %84, ptr addrspace(3) %88, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %29) ]
  %89 = load ptr addrspace(3), ptr %8, align 8
  store ptr addrspace(3) %89, ptr %15, align 8
  %90 = load ptr addrspace(3), ptr %9, align 8
  store ptr addrspace(3) %90, ptr %8, align 8
  %91 = load ptr addrspace(3), ptr %15, align 8
  store ptr addrspace(3) %91, ptr %9, align 8
  br label %92

92:                                               ; preds = %68
  %93 = load i32, ptr %12, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %12, align 4
  br label %28

95:                                               ; preds = %28
  %96 = load ptr addrspace(3), ptr %8, align 8
  %97 = load i32, ptr %10, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(3) %96, i64 %98
  %100 = load float, ptr addrspace(3) %99, align 4
  %101 = load ptr addrspace(1), ptr %6, align 8
  %102 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %103 = getelementptr inbounds float, ptr addrspace(1) %101, i64 %102
  store float %100, ptr addrspace(1) %103, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"float*", !"float*", !"int", !"int"}
!7 = !{!"const", !"", !"", !""}
!8 = !{i32 1, i32 1, i32 0, i32 3, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"int", !"float*", !"int"}
!11 = !{!"const", !"", !"", !"", !""}
!12 = !{float 2.500000e+00}
!13 = !{i32 1, i32 0, i32 3, i32 3}
!14 = !{!"float*", !"int", !"float*", !"float*"}
!15 = !{!"", !"", !"", !""}
