source_filename = "src/stencil.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

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
define dso_local spir_kernel void @jacobi2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %9, align 4
  %13 = call i64 @_Z13get_global_idj(i32 noundef 1) #5
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %10, align 4
  %15 = load i32, ptr %9, align 4
  %16 = icmp sle i32 %15, 0
  br i1 %16, label %30, label %17

17:                                               ; preds = %4
  %18 = load i32, ptr %10, align 4
  %19 = icmp sle i32 %18, 0
  br i1 %19, label %30, label %20

20:                                               ; preds = %17
  %21 = load i32, ptr %9, align 4
  %22 = load i32, ptr %7, align 4
  %23 = sub nsw i32 %22, 1
  %24 = icmp sge i32 %21, %23
  br i1 %24, label %30, label %25

25:                                               ; preds = %20
  %26 = load i32, ptr %10, align 4
  %27 = load i32, ptr %8, align 4
  %28 = sub nsw i32 %27, 1
  %29 = icmp sge i32 %26, %28
  br i1 %29, label %30, label %57

30:                                               ; preds = %25, %20, %17, %4
  %31 = load i32, ptr %9, align 4
  %32 = load i32, ptr %7, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %56

34:                                               ; preds = %30
  %35 = load i32, ptr %10, align 4
  %36 = load i32, ptr %8, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %56

38:                                               ; preds = %34
  %39 = load ptr addrspace(1), ptr %5, align 8
  %40 = load i32, ptr %10, align 4
  %41 = load i32, ptr %7, align 4
  %42 = mul nsw i32 %40, %41
  %43 = load i32, ptr %9, align 4
  %44 = add nsw i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4
  %48 = load ptr addrspace(1), ptr %6, align 8
  %49 = load i32, ptr %10, align 4
  %50 = load i32, ptr %7, align 4
  %51 = mul nsw i32 %49, %50
  %52 = load i32, ptr %9, align 4
  %53 = add nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %48, i64 %54
  store float %47, ptr addrspace(1) %55, align 4
  br label %56

56:                                               ; preds = %38, %34, %30
  br label %120

57:                                               ; preds = %25
  %58 = load ptr addrspace(1), ptr %5, align 8
  %59 = load i32, ptr %10, align 4
  %60 = load i32, ptr %7, align 4
  %61 = mul nsw i32 %59, %60
  %62 = load i32, ptr %9, align 4
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %58, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = load ptr addrspace(1), ptr %5, align 8
  %68 = load i32, ptr %10, align 4
  %69 = load i32, ptr %7, align 4
  %70 = mul nsw i32 %68, %69
  %71 = load i32, ptr %9, align 4
  %72 = add nsw i32 %70, %71
  %73 = sub nsw i32 %72, 1
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %67, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4
  %77 = fadd float %66, %76
  %78 = load ptr addrspace(1), ptr %5, align 8
  %79 = load i32, ptr %10, align 4
  %80 = load i32, ptr %7, align 4
  %81 = mul nsw i32 %79, %80
  %82 = load i32, ptr %9, align 4
  %83 = add nsw i32 %81, %82
  %84 = add nsw i32 %83, 1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %78, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = fadd float %77, %87
  %89 = load ptr addrspace(1), ptr %5, align 8
  %90 = load i32, ptr %10, align 4
  %91 = sub nsw i32 %90, 1
  %92 = load i32, ptr %7, align 4
  %93 = mul nsw i32 %91, %92
  %94 = load i32, ptr %9, align 4
  %95 = add nsw i32 %93, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %89, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4
  %99 = fadd float %88, %98
  %100 = load ptr addrspace(1), ptr %5, align 8
  %101 = load i32, ptr %10, align 4
  %102 = add nsw i32 %101, 1
  %103 = load i32, ptr %7, align 4
  %104 = mul nsw i32 %102, %103
  %105 = load i32, ptr %9, align 4
  %106 = add nsw i32 %104, %105
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspace(1) %100, i64 %107
  %109 = load float, ptr addrspace(1) %108, align 4
  %110 = fadd float %99, %109
  %111 = fmul float 0x3FC99999A0000000, %110
  %112 = load ptr addrspace(1), ptr %6, align 8
  %113 = load i32, ptr %10, align 4
  %114 = load i32, ptr %7, align 4
  %115 = mul nsw i32 %113, %114
  %116 = load i32, ptr %9, align 4
  %117 = add nsw i32 %115, %116
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds float, ptr addrspace(1) %112, i64 %118
  store float %111, ptr addrspace(1) %119, align 4
  br label %120

120:                                              ; preds = %57, %56
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @stencil1d_halo(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, ptr addrspace(3) noundef align 4 %3, i32 noundef %4) #1 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr addrspace(3), align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store ptr addrspace(3) %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %11, align 4
  %17 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %18 = load i32, ptr %10, align 4
  %19 = sext i32 %18 to i64
  %20 = add i64 %17, %19
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %12, align 4
  %22 = load ptr addrspace(1), ptr %6, align 8
  %23 = load i32, ptr %11, align 4
  %24 = load i32, ptr %8, align 4
  %25 = call i32 @clamp_index(i32 noundef %23, i32 noundef %24) #6
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %22, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4
  %29 = load ptr addrspace(3), ptr %9, align 8
  %30 = load i32, ptr %12, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %31
  store float %28, ptr addrspace(3) %32, align 4
  %33 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %34 = load i32, ptr %10, align 4
  %35 = zext i32 %34 to i64
  %36 = icmp ult i64 %33, %35
  br i1 %36, label %37, label %70

37:                                               ; preds = %5
  %38 = load ptr addrspace(1), ptr %6, align 8
  %39 = load i32, ptr %11, align 4
  %40 = load i32, ptr %10, align 4
  %41 = sub nsw i32 %39, %40
  %42 = load i32, ptr %8, align 4
  %43 = call i32 @clamp_index(i32 noundef %41, i32 noundef %42) #6
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %38, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4
  %47 = load ptr addrspace(3), ptr %9, align 8
  %48 = load i32, ptr %12, align 4
  %49 = load i32, ptr %10, align 4
  %50 = sub nsw i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(3) %47, i64 %51
  store float %46, ptr addrspace(3) %52, align 4
  %53 = load ptr addrspace(1), ptr %6, align 8
  %54 = load i32, ptr %11, align 4
  %55 = sext i32 %54 to i64
  %56 = call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %57 = add i64 %55, %56
  %58 = trunc i64 %57 to i32
  %59 = load i32, ptr %8, align 4
  %60 = call i32 @clamp_index(i32 noundef %58, i32 noundef %59) #6
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %53, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4
  %64 = load ptr addrspace(3), ptr %9, align 8
  %65 = load i32, ptr %12, align 4
  %66 = sext i32 %65 to i64
  %67 = call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %68 = add i64 %66, %67
  %69 = getelementptr inbounds float, ptr addrspace(3) %64, i64 %68
  store float %63, ptr addrspace(3) %69, align 4
  br label %70

70:                                               ; preds = %37, %5
  call void @_Z7barrierj(i32 noundef 1) #6
  store float 0.000000e+00, ptr %13, align 4
  %71 = load i32, ptr %10, align 4
  %72 = sub nsw i32 0, %71
  store i32 %72, ptr %14, align 4
  br label %73

73:                                               ; preds = %87, %70
  %74 = load i32, ptr %14, align 4
  %75 = load i32, ptr %10, align 4
  %76 = icmp sle i32 %74, %75
  br i1 %76, label %77, label %90

77:                                               ; preds = %73
  %78 = load ptr addrspace(3), ptr %9, align 8
  %79 = load i32, ptr %12, align 4
  %80 = load i32, ptr %14, align 4
  %81 = add nsw i32 %79, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(3) %78, i64 %82
  %84 = load float, ptr addrspace(3) %83, align 4
  %85 = load float, ptr %13, align 4
  %86 = fadd float %85, %84
  store float %86, ptr %13, align 4
  br label %87

87:                                               ; preds = %77
  %88 = load i32, ptr %14, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %14, align 4
  br label %73

90:                                               ; preds = %73
  %91 = load i32, ptr %11, align 4
  %92 = load i32, ptr %8, align 4
  %93 = icmp slt i32 %91, %92
  br i1 %93, label %94, label %105

94:                                               ; preds = %90
  %95 = load float, ptr %13, align 4
  %96 = load i32, ptr %10, align 4
  %97 = mul nsw i32 2, %96
  %98 = add nsw i32 %97, 1
  %99 = sitofp i32 %98 to float
  %100 = fdiv float %95, %99, !fpmath !15
  %101 = load ptr addrspace(1), ptr %7, align 8
  %102 = load i32, ptr %11, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr addrspace(1) %101, i64 %103
  store float %100, ptr addrspace(1) %104, align 4
  br label %105

105:                                              ; preds = %94, %90
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @clamp_index(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  br label %19

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp sge i32 %9, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4
  %14 = sub nsw i32 %13, 1
  br label %17

15:                                               ; preds = %8
  %16 = load i32, ptr %3, align 4
  br label %17

17:                                               ; preds = %15, %12
  %18 = phi i32 [ %14, %12 ], [ %16, %15 ]
  br label %19

19:                                               ; preds = %17, %7
  %20 = phi i32 [ 0, %7 ], [ %18, %17 ]
  ret i32 %20
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @heat_steps(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(3) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3) #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !8 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr addrspace(3), align 8
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca ptr addrspace(3), align 8
  store ptr addrspace(1) %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr addrspace(3) %2, ptr %7, align 8
  store ptr addrspace(3) %3, ptr %8, align 8
  %15 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %9, align 4
  %17 = call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %10, align 4
  %19 = load ptr addrspace(1), ptr %5, align 8
  %20 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %21 = getelementptr inbounds float, ptr addrspace(1) %19, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4
  %23 = load ptr addrspace(3), ptr %7, align 8
  %24 = load i32, ptr %9, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %25
  store float %22, ptr addrspace(3) %26, align 4
  call void @_Z7barrierj(i32 noundef 1) #6
  store i32 0, ptr %11, align 4
  br label %27

27:                                               ; preds = %90, %4
  %28 = load i32, ptr %11, align 4
  %29 = load i32, ptr %6, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %93

31:                                               ; preds = %27
  %32 = load i32, ptr %9, align 4
  %33 = icmp sgt i32 %32, 0
  br i1 %33, label %34, label %41

34:                                               ; preds = %31
  %35 = load ptr addrspace(3), ptr %7, align 8
  %36 = load i32, ptr %9, align 4
  %37 = sub nsw i32 %36, 1
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(3) %35, i64 %38
  %40 = load float, ptr addrspace(3) %39, align 4
  br label %47

41:                                               ; preds = %31
  %42 = load ptr addrspace(3), ptr %7, align 8
  %43 = load i32, ptr %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(3) %42, i64 %44
  %46 = load float, ptr addrspace(3) %45, align 4
  br label %47

47:                                               ; preds = %41, %34
  %48 = phi float [ %40, %34 ], [ %46, %41 ]
  store float %48, ptr %12, align 4
  %49 = load i32, ptr %9, align 4
  %50 = load i32, ptr %10, align 4
  %51 = sub nsw i32 %50, 1
  %52 = icmp slt i32 %49, %51
  br i1 %52, label %53, label %60

53:                                               ; preds = %47
  %54 = load ptr addrspace(3), ptr %7, align 8
  %55 = load i32, ptr %9, align 4
  %56 = add nsw i32 %55, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(3) %54, i64 %57
  %59 = load float, ptr addrspace(3) %58, align 4
  br label %66

60:                                               ; preds = %47
  %61 = load ptr addrspace(3), ptr %7, align 8
  %62 = load i32, ptr %9, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(3) %61, i64 %63
  %65 = load float, ptr addrspace(3) %64, align 4
  br label %66

66:                                               ; preds = %60, %53
  %67 = phi float [ %59, %53 ], [ %65, %60 ]
  store float %67, ptr %13, align 4
  %68 = load ptr addrspace(3), ptr %7, align 8
  %69 = load i32, ptr %9, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(3) %68, i64 %70
  %72 = load float, ptr addrspace(3) %71, align 4
  %73 = load float, ptr %12, align 4
  %74 = load ptr addrspace(3), ptr %7, align 8
  %75 = load i32, ptr %9, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(3) %74, i64 %76
  %78 = load float, ptr addrspace(3) %77, align 4
  %79 = call float @llvm.fmuladd.f32(float -2.000000e+00, float %78, float %73)
  %80 = load float, ptr %13, align 4
  %81 = fadd float %79, %80
  %82 = call float @llvm.fmuladd.f32(float 2.500000e-01, float %81, float %72)
  %83 = load ptr addrspace(3), ptr %8, align 8
  %84 = load i32, ptr %9, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(3) %83, i64 %85
  store float %82, ptr addrspace(3) %86, align 4
  call void @_Z7barrierj(i32 noundef 1) #6
  %87 = load ptr addrspace(3), ptr %7, align 8
  store ptr addrspace(3) %87, ptr %14, align 8
  %88 = load ptr addrspace(3), ptr %8, align 8
  store ptr addrspace(3) %88, ptr %7, align 8
  %89 = load ptr addrspace(3), ptr %14, align 8
  store ptr addrspace(3) %89, ptr %8, align 8
  br label %90

90:                                               ; preds = %66
  %91 = load i32, ptr %11, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %11, align 4
  br label %27

93:                                               ; preds = %27
  %94 = load ptr addrspace(3), ptr %7, align 8
  %95 = load i32, ptr %9, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(3) %94, i64 %96
  %98 = load float, ptr addrspace(3) %97, align 4
  %99 = load ptr addrspace(1), ptr %5, align 8
  %100 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %101 = getelementptr inbounds float, ptr addrspace(1) %99, i64 %100
  store float %98, ptr addrspace(1) %101, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4}
!opencl.ocl.version = !{!5}

!0 = !{ptr @jacobi2d, !"kernel", i32 1}
!1 = !{ptr @stencil1d_halo, !"kernel", i32 1}
!2 = !{ptr @heat_steps, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 2, i32 0}
!6 = !{!"clang-19"}
!7 = !{i32 1, i32 1, i32 0, i32 0}
!8 = !{!"none", !"none", !"none", !"none"}
!9 = !{!"float*", !"float*", !"int", !"int"}
!10 = !{!"const", !"", !"", !""}
!11 = !{i32 1, i32 1, i32 0, i32 3, i32 0}
!12 = !{!"none", !"none", !"none", !"none", !"none"}
!13 = !{!"float*", !"float*", !"int", !"float*", !"int"}
!14 = !{!"const", !"", !"", !"", !""}
!15 = !{float 2.500000e+00}
!16 = !{i32 1, i32 0, i32 3, i32 3}
!17 = !{!"float*", !"int", !"float*", !"float*"}
!18 = !{!"", !"", !"", !""}
