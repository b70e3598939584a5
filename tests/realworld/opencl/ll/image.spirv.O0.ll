source_filename = "src/image.cl"
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
define spir_kernel void @im_sobel(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 1 %1, i32 noundef %2, i32 noundef %3) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [3 x [3 x i32]], align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %10, align 4
  %21 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %5) ]
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %11, align 4
  %23 = load i32, ptr %10, align 4
  %24 = load i32, ptr %8, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %30, label %26

26:                                               ; preds = %4
  %27 = load i32, ptr %11, align 4
  %28 = load i32, ptr %9, align 4
  %29 = icmp sge i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %26, %4
  br label %143

31:                                               ; preds = %26
  %32 = load i32, ptr %10, align 4
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %47, label %34

34:                                               ; preds = %31
  %35 = load i32, ptr %11, align 4
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %47, label %37

37:                                               ; preds = %34
  %38 = load i32, ptr %10, align 4
  %39 = load i32, ptr %8, align 4
  %40 = sub nsw i32 %39, 1
  %41 = icmp eq i32 %38, %40
  br i1 %41, label %47, label %42

42:                                               ; preds = %37
  %43 = load i32, ptr %11, align 4
  %44 = load i32, ptr %9, align 4
  %45 = sub nsw i32 %44, 1
  %46 = icmp eq i32 %43, %45
  br i1 %46, label %47, label %56

47:                                               ; preds = %42, %37, %34, %31
  %48 = load ptr addrspace(1), ptr %7, align 8
  %49 = load i32, ptr %11, align 4
  %50 = load i32, ptr %8, align 4
  %51 = mul nsw i32 %49, %50
  %52 = load i32, ptr %10, align 4
  %53 = add nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr addrspace(1) %48, i64 %54
  store i8 0, ptr addrspace(1) %55, align 1
  br label %143

56:                                               ; preds = %42
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %14, i8 0, i64 36, i1 false)
  %57 = getelementptr inbounds [3 x [3 x i32]], ptr %14, i32 0, i32 0
  %58 = getelementptr inbounds [3 x i32], ptr %57, i32 0, i32 0
  store i32 -1, ptr %58, align 4
  %59 = getelementptr inbounds [3 x i32], ptr %57, i32 0, i32 2
  store i32 1, ptr %59, align 4
  %60 = getelementptr inbounds [3 x [3 x i32]], ptr %14, i32 0, i32 1
  %61 = getelementptr inbounds [3 x i32], ptr %60, i32 0, i32 0
  store i32 -2, ptr %61, align 4
  %62 = getelementptr inbounds [3 x i32], ptr %60, i32 0, i32 2
  store i32 2, ptr %62, align 4
  %63 = getelementptr inbounds [3 x [3 x i32]], ptr %14, i32 0, i32 2
  %64 = getelementptr inbounds [3 x i32], ptr %63, i32 0, i32 0
  store i32 -1, ptr %64, align 4
  %65 = getelementptr inbounds [3 x i32], ptr %63, i32 0, i32 2
  store i32 1, ptr %65, align 4
  store i32 -1, ptr %15, align 4
  br label %66

66:                                               ; preds = %120, %56
  %67 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %68 = load i32, ptr %15, align 4
  %69 = icmp sle i32 %68, 1
  br i1 %69, label %70, label %123

70:                                               ; preds = %66
  store i32 -1, ptr %16, align 4
  br label %71

71:                                               ; preds = %116, %70
  %72 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %67) ]
  %73 = load i32, ptr %16, align 4
  %74 = icmp sle i32 %73, 1
  br i1 %74, label %75, label %119

75:                                               ; preds = %71
  %76 = load ptr addrspace(1), ptr %6, align 8
  %77 = load i32, ptr %11, align 4
  %78 = load i32, ptr %15, align 4
  %79 = add nsw i32 %77, %78
  %80 = load i32, ptr %8, align 4
  %81 = mul nsw i32 %79, %80
  %82 = load i32, ptr %10, align 4
  %83 = add nsw i32 %81, %82
  %84 = load i32, ptr %16, align 4
  %85 = add nsw i32 %83, %84
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i8, ptr addrspace(1) %76, i64 %86
  %88 = load i8, ptr addrspace(1) %87, align 1
  %89 = zext i8 %88 to i32
  store i32 %89, ptr %17, align 4
  %90 = load i32, ptr %15, align 4
  %91 = add nsw i32 %90, 1
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [3 x [3 x i32]], ptr %14, i64 0, i64 %92
  %94 = load i32, ptr %16, align 4
  %95 = add nsw i32 %94, 1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [3 x i32], ptr %93, i64 0, i64 %96
  %98 = load i32, ptr %97, align 4
  %99 = load i32, ptr %17, align 4
  %100 = mul nsw i32 %98, %99
  %101 = load i32, ptr %12, align 4
  %102 = add nsw i32 %101, %100
  store i32 %102, ptr %12, align 4
  %103 = load i32, ptr %16, align 4
  %104 = add nsw i32 %103, 1
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [3 x [3 x i32]], ptr %14, i64 0, i64 %105
  %107 = load i32, ptr %15, align 4
  %108 = add nsw i32 %107, 1
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [3 x i32], ptr %106, i64 0, i64 %109
  %111 = load i32, ptr %110, align 4
  %112 = load i32, ptr %17, align 4
  %113 = mul nsw i32 %111, %112
  %114 = load i32, ptr %13, align 4
  %115 = add nsw i32 %114, %113
  store i32 %115, ptr %13, align 4
  br label %116

116:                                              ; preds = %75
  %117 = load i32, ptr %16, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %16, align 4
  br label %71

119:                                              ; preds = %71
  br label %120

120:                                              ; preds = %119
  %121 = load i32, ptr %15, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %15, align 4
  br label %66

123:                                              ; preds = %66
  %124 = load i32, ptr %12, align 4
  %125 = load i32, ptr %12, align 4
  %126 = mul nsw i32 %124, %125
  %127 = load i32, ptr %13, align 4
  %128 = load i32, ptr %13, align 4
  %129 = mul nsw i32 %127, %128
  %130 = add nsw i32 %126, %129
  %131 = sitofp i32 %130 to float
  %132 = call spir_func float @_Z4sqrtf(float noundef %131) #8 [ "convergencectrl"(token %5) ]
  store float %132, ptr %18, align 4
  %133 = load float, ptr %18, align 4
  %134 = call spir_func zeroext i8 @_Z17convert_uchar_satf(float noundef %133) #8 [ "convergencectrl"(token %5) ]
  %135 = load ptr addrspace(1), ptr %7, align 8
  %136 = load i32, ptr %11, align 4
  %137 = load i32, ptr %8, align 4
  %138 = mul nsw i32 %136, %137
  %139 = load i32, ptr %10, align 4
  %140 = add nsw i32 %138, %139
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i8, ptr addrspace(1) %135, i64 %141
  store i8 %134, ptr addrspace(1) %142, align 1
  br label %143

143:                                              ; preds = %123, %47, %30
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func zeroext i8 @_Z17convert_uchar_satf(float noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @im_median3x3(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 1 %1, i32 noundef %2, i32 noundef %3) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [9 x i8], align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i8, align 1
  %18 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %10, align 4
  %21 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %5) ]
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %11, align 4
  %23 = load i32, ptr %10, align 4
  %24 = icmp slt i32 %23, 1
  br i1 %24, label %38, label %25

25:                                               ; preds = %4
  %26 = load i32, ptr %11, align 4
  %27 = icmp slt i32 %26, 1
  br i1 %27, label %38, label %28

28:                                               ; preds = %25
  %29 = load i32, ptr %10, align 4
  %30 = load i32, ptr %8, align 4
  %31 = sub nsw i32 %30, 1
  %32 = icmp sge i32 %29, %31
  br i1 %32, label %38, label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %11, align 4
  %35 = load i32, ptr %9, align 4
  %36 = sub nsw i32 %35, 1
  %37 = icmp sge i32 %34, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %33, %28, %25, %4
  br label %132

39:                                               ; preds = %33
  store i32 0, ptr %13, align 4
  store i32 -1, ptr %14, align 4
  br label %40

40:                                               ; preds = %71, %39
  %41 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %42 = load i32, ptr %14, align 4
  %43 = icmp sle i32 %42, 1
  br i1 %43, label %44, label %74

44:                                               ; preds = %40
  store i32 -1, ptr %15, align 4
  br label %45

45:                                               ; preds = %67, %44
  %46 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %41) ]
  %47 = load i32, ptr %15, align 4
  %48 = icmp sle i32 %47, 1
  br i1 %48, label %49, label %70

49:                                               ; preds = %45
  %50 = load ptr addrspace(1), ptr %6, align 8
  %51 = load i32, ptr %11, align 4
  %52 = load i32, ptr %14, align 4
  %53 = add nsw i32 %51, %52
  %54 = load i32, ptr %8, align 4
  %55 = mul nsw i32 %53, %54
  %56 = load i32, ptr %10, align 4
  %57 = add nsw i32 %55, %56
  %58 = load i32, ptr %15, align 4
  %59 = add nsw i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i8, ptr addrspace(1) %50, i64 %60
  %62 = load i8, ptr addrspace(1) %61, align 1
  %63 = load i32, ptr %13, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %13, align 4
  %65 = sext i32 %63 to i64
  %66 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 %65
  store i8 %62, ptr %66, align 1
  br label %67

67:                                               ; preds = %49
  %68 = load i32, ptr %15, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %15, align 4
  br label %45

70:                                               ; preds = %45
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %14, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %14, align 4
  br label %40

74:                                               ; preds = %40
  store i32 1, ptr %16, align 4
  br label %75

75:                                               ; preds = %118, %74
  %76 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %77 = load i32, ptr %16, align 4
  %78 = icmp slt i32 %77, 9
  br i1 %78, label %79, label %121

79:                                               ; preds = %75
  %80 = load i32, ptr %16, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 %81
  %83 = load i8, ptr %82, align 1
  store i8 %83, ptr %17, align 1
  %84 = load i32, ptr %16, align 4
  %85 = sub nsw i32 %84, 1
  store i32 %85, ptr %18, align 4
  br label %86

86:                                               ; preds = %101, %79
  %87 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %76) ]
  %88 = load i32, ptr %18, align 4
  %89 = icmp sge i32 %88, 0
  br i1 %89, label %90, label %99

90:                                               ; preds = %86
  %91 = load i32, ptr %18, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 %92
  %94 = load i8, ptr %93, align 1
  %95 = zext i8 %94 to i32
  %96 = load i8, ptr %17, align 1
  %97 = zext i8 %96 to i32
  %98 = icmp sgt i32 %95, %97
  br label %99

99:                                               ; preds = %90, %86
  %100 = phi i1 [ false, %86 ], [ %98, %90 ]
  br i1 %100, label %101, label %112

101:                                              ; preds = %99
  %102 = load i32, ptr %18, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 %103
  %105 = load i8, ptr %104, align 1
  %106 = load i32, ptr %18, align 4
  %107 = add nsw i32 %106, 1
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 %108
  store i8 %105, ptr %109, align 1
  %110 = load i32, ptr %18, align 4
  %111 = add nsw i32 %110, -1
  store i32 %111, ptr %18, align 4
  br label %86

112:                                              ; preds = %99
  %113 = load i8, ptr %17, align 1
  %114 = load i32, ptr %18, align 4
  %115 = add nsw i32 %114, 1
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 %116
  store i8 %113, ptr %117, align 1
  br label %118

118:                                              ; preds = %112
  %119 = load i32, ptr %16, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %16, align 4
  br label %75

121:                                              ; preds = %75
  %122 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 4
  %123 = load i8, ptr %122, align 1
  %124 = load ptr addrspace(1), ptr %7, align 8
  %125 = load i32, ptr %11, align 4
  %126 = load i32, ptr %8, align 4
  %127 = mul nsw i32 %125, %126
  %128 = load i32, ptr %10, align 4
  %129 = add nsw i32 %127, %128
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i8, ptr addrspace(1) %124, i64 %130
  store i8 %123, ptr addrspace(1) %131, align 1
  br label %132

132:                                              ; preds = %121, %38
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @im_median3x3_net(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !8 !kernel_arg_base_type !9 !kernel_arg_type_qual !7 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca <4 x i8>, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  %21 = alloca i8, align 1
  %22 = alloca i8, align 1
  %23 = alloca <4 x i8>, align 4
  %24 = alloca i8, align 1
  %25 = alloca i8, align 1
  %26 = alloca i8, align 1
  %27 = alloca i8, align 1
  %28 = alloca i8, align 1
  %29 = alloca i8, align 1
  %30 = alloca i8, align 1
  %31 = alloca i8, align 1
  %32 = alloca i8, align 1
  %33 = alloca i8, align 1
  %34 = alloca i8, align 1
  %35 = alloca i8, align 1
  %36 = alloca i8, align 1
  %37 = alloca i8, align 1
  %38 = alloca i8, align 1
  %39 = alloca i8, align 1
  %40 = alloca i8, align 1
  %41 = alloca i8, align 1
  %42 = alloca i8, align 1
  %43 = alloca i8, align 1
  %44 = alloca i8, align 1
  %45 = alloca i8, align 1
  %46 = alloca i8, align 1
  %47 = alloca i8, align 1
  %48 = alloca i8, align 1
  %49 = alloca i8, align 1
  %50 = alloca i8, align 1
  %51 = alloca i8, align 1
  %52 = alloca i8, align 1
  %53 = alloca i8, align 1
  %54 = alloca i8, align 1
  %55 = alloca i8, align 1
  %56 = alloca i8, align 1
  %57 = alloca i8, align 1
  %58 = alloca i8, align 1
  %59 = alloca i8, align 1
  %60 = alloca i8, align 1
  %61 = alloca i8, align 1
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %62 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %63 = trunc i64 %62 to i32
  store i32 %63, ptr %10, align 4
  %64 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %5) ]
  %65 = trunc i64 %64 to i32
  store i32 %65, ptr %11, align 4
  %66 = load i32, ptr %10, align 4
  %67 = icmp slt i32 %66, 1
  br i1 %67, label %81, label %68

68:                                               ; preds = %4
  %69 = load i32, ptr %11, align 4
  %70 = icmp slt i32 %69, 1
  br i1 %70, label %81, label %71

71:                                               ; preds = %68
  %72 = load i32, ptr %10, align 4
  %73 = load i32, ptr %8, align 4
  %74 = sub nsw i32 %73, 1
  %75 = icmp sge i32 %72, %74
  br i1 %75, label %81, label %76

76:                                               ; preds = %71
  %77 = load i32, ptr %11, align 4
  %78 = load i32, ptr %9, align 4
  %79 = sub nsw i32 %78, 1
  %80 = icmp sge i32 %77, %79
  br i1 %80, label %81, label %82

81:                                               ; preds = %76, %71, %68, %4
  br label %709

82:                                               ; preds = %76
  store <4 x i8> zeroinitializer, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %83

83:                                               ; preds = %696, %82
  %84 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %85 = load i32, ptr %13, align 4
  %86 = icmp slt i32 %85, 4
  br i1 %86, label %87, label %699

87:                                               ; preds = %83
  %88 = load ptr addrspace(1), ptr %6, align 8
  %89 = load i32, ptr %11, align 4
  %90 = sub nsw i32 %89, 1
  %91 = load i32, ptr %8, align 4
  %92 = mul nsw i32 %90, %91
  %93 = load i32, ptr %10, align 4
  %94 = add nsw i32 %92, %93
  %95 = sub nsw i32 %94, 1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %88, i64 %96
  %98 = load <4 x i8>, ptr addrspace(1) %97, align 4
  store <4 x i8> %98, ptr %23, align 4
  %99 = load i32, ptr %13, align 4
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %101, label %105

101:                                              ; preds = %87
  %102 = load <4 x i8>, ptr %23, align 4
  %103 = extractelement <4 x i8> %102, i64 0
  %104 = zext i8 %103 to i32
  br label %127

105:                                              ; preds = %87
  %106 = load i32, ptr %13, align 4
  %107 = icmp eq i32 %106, 1
  br i1 %107, label %108, label %112

108:                                              ; preds = %105
  %109 = load <4 x i8>, ptr %23, align 4
  %110 = extractelement <4 x i8> %109, i64 1
  %111 = zext i8 %110 to i32
  br label %125

112:                                              ; preds = %105
  %113 = load i32, ptr %13, align 4
  %114 = icmp eq i32 %113, 2
  br i1 %114, label %115, label %119

115:                                              ; preds = %112
  %116 = load <4 x i8>, ptr %23, align 4
  %117 = extractelement <4 x i8> %116, i64 2
  %118 = zext i8 %117 to i32
  br label %123

119:                                              ; preds = %112
  %120 = load <4 x i8>, ptr %23, align 4
  %121 = extractelement <4 x i8> %120, i64 3
  %122 = zext i8 %121 to i32
  br label %123

123:                                              ; preds = %119, %115
  %124 = phi i32 [ %118, %115 ], [ %122, %119 ]
  br label %125

125:                                              ; preds = %123, %108
  %126 = phi i32 [ %111, %108 ], [ %124, %123 ]
  br label %127

127:                                              ; preds = %125, %101
  %128 = phi i32 [ %104, %101 ], [ %126, %125 ]
  %129 = trunc i32 %128 to i8
  store i8 %129, ptr %14, align 1
  %130 = load ptr addrspace(1), ptr %6, align 8
  %131 = load i32, ptr %11, align 4
  %132 = sub nsw i32 %131, 1
  %133 = load i32, ptr %8, align 4
  %134 = mul nsw i32 %132, %133
  %135 = load i32, ptr %10, align 4
  %136 = add nsw i32 %134, %135
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %130, i64 %137
  %139 = load <4 x i8>, ptr addrspace(1) %138, align 4
  store <4 x i8> %139, ptr %23, align 4
  %140 = load i32, ptr %13, align 4
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %142, label %146

142:                                              ; preds = %127
  %143 = load <4 x i8>, ptr %23, align 4
  %144 = extractelement <4 x i8> %143, i64 0
  %145 = zext i8 %144 to i32
  br label %168

146:                                              ; preds = %127
  %147 = load i32, ptr %13, align 4
  %148 = icmp eq i32 %147, 1
  br i1 %148, label %149, label %153

149:                                              ; preds = %146
  %150 = load <4 x i8>, ptr %23, align 4
  %151 = extractelement <4 x i8> %150, i64 1
  %152 = zext i8 %151 to i32
  br label %166

153:                                              ; preds = %146
  %154 = load i32, ptr %13, align 4
  %155 = icmp eq i32 %154, 2
  br i1 %155, label %156, label %160

156:                                              ; preds = %153
  %157 = load <4 x i8>, ptr %23, align 4
  %158 = extractelement <4 x i8> %157, i64 2
  %159 = zext i8 %158 to i32
  br label %164

160:                                              ; preds = %153
  %161 = load <4 x i8>, ptr %23, align 4
  %162 = extractelement <4 x i8> %161, i64 3
  %163 = zext i8 %162 to i32
  br label %164

164:                                              ; preds = %160, %156
  %165 = phi i32 [ %159, %156 ], [ %163, %160 ]
  br label %166

166:                                              ; preds = %164, %149
  %167 = phi i32 [ %152, %149 ], [ %165, %164 ]
  br label %168

168:                                              ; preds = %166, %142
  %169 = phi i32 [ %145, %142 ], [ %167, %166 ]
  %170 = trunc i32 %169 to i8
  store i8 %170, ptr %15, align 1
  %171 = load ptr addrspace(1), ptr %6, align 8
  %172 = load i32, ptr %11, align 4
  %173 = sub nsw i32 %172, 1
  %174 = load i32, ptr %8, align 4
  %175 = mul nsw i32 %173, %174
  %176 = load i32, ptr %10, align 4
  %177 = add nsw i32 %175, %176
  %178 = add nsw i32 %177, 1
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %171, i64 %179
  %181 = load <4 x i8>, ptr addrspace(1) %180, align 4
  store <4 x i8> %181, ptr %23, align 4
  %182 = load i32, ptr %13, align 4
  %183 = icmp eq i32 %182, 0
  br i1 %183, label %184, label %188

184:                                              ; preds = %168
  %185 = load <4 x i8>, ptr %23, align 4
  %186 = extractelement <4 x i8> %185, i64 0
  %187 = zext i8 %186 to i32
  br label %210

188:                                              ; preds = %168
  %189 = load i32, ptr %13, align 4
  %190 = icmp eq i32 %189, 1
  br i1 %190, label %191, label %195

191:                                              ; preds = %188
  %192 = load <4 x i8>, ptr %23, align 4
  %193 = extractelement <4 x i8> %192, i64 1
  %194 = zext i8 %193 to i32
  br label %208

195:                                              ; preds = %188
  %196 = load i32, ptr %13, align 4
  %197 = icmp eq i32 %196, 2
  br i1 %197, label %198, label %202

198:                                              ; preds = %195
  %199 = load <4 x i8>, ptr %23, align 4
  %200 = extractelement <4 x i8> %199, i64 2
  %201 = zext i8 %200 to i32
  br label %206

202:                                              ; preds = %195
  %203 = load <4 x i8>, ptr %23, align 4
  %204 = extractelement <4 x i8> %203, i64 3
  %205 = zext i8 %204 to i32
  br label %206

206:                                              ; preds = %202, %198
  %207 = phi i32 [ %201, %198 ], [ %205, %202 ]
  br label %208

208:                                              ; preds = %206, %191
  %209 = phi i32 [ %194, %191 ], [ %207, %206 ]
  br label %210

210:                                              ; preds = %208, %184
  %211 = phi i32 [ %187, %184 ], [ %209, %208 ]
  %212 = trunc i32 %211 to i8
  store i8 %212, ptr %16, align 1
  %213 = load ptr addrspace(1), ptr %6, align 8
  %214 = load i32, ptr %11, align 4
  %215 = load i32, ptr %8, align 4
  %216 = mul nsw i32 %214, %215
  %217 = load i32, ptr %10, align 4
  %218 = add nsw i32 %216, %217
  %219 = sub nsw i32 %218, 1
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %213, i64 %220
  %222 = load <4 x i8>, ptr addrspace(1) %221, align 4
  store <4 x i8> %222, ptr %23, align 4
  %223 = load i32, ptr %13, align 4
  %224 = icmp eq i32 %223, 0
  br i1 %224, label %225, label %229

225:                                              ; preds = %210
  %226 = load <4 x i8>, ptr %23, align 4
  %227 = extractelement <4 x i8> %226, i64 0
  %228 = zext i8 %227 to i32
  br label %251

229:                                              ; preds = %210
  %230 = load i32, ptr %13, align 4
  %231 = icmp eq i32 %230, 1
  br i1 %231, label %232, label %236

232:                                              ; preds = %229
  %233 = load <4 x i8>, ptr %23, align 4
  %234 = extractelement <4 x i8> %233, i64 1
  %235 = zext i8 %234 to i32
  br label %249

236:                                              ; preds = %229
  %237 = load i32, ptr %13, align 4
  %238 = icmp eq i32 %237, 2
  br i1 %238, label %239, label %243

239:                                              ; preds = %236
  %240 = load <4 x i8>, ptr %23, align 4
  %241 = extractelement <4 x i8> %240, i64 2
  %242 = zext i8 %241 to i32
  br label %247

243:                                              ; preds = %236
  %244 = load <4 x i8>, ptr %23, align 4
  %245 = extractelement <4 x i8> %244, i64 3
  %246 = zext i8 %245 to i32
  br label %247

247:                                              ; preds = %243, %239
  %248 = phi i32 [ %242, %239 ], [ %246, %243 ]
  br label %249

249:                                              ; preds = %247, %232
  %250 = phi i32 [ %235, %232 ], [ %248, %247 ]
  br label %251

251:                                              ; preds = %249, %225
  %252 = phi i32 [ %228, %225 ], [ %250, %249 ]
  %253 = trunc i32 %252 to i8
  store i8 %253, ptr %17, align 1
  %254 = load ptr addrspace(1), ptr %6, align 8
  %255 = load i32, ptr %11, align 4
  %256 = load i32, ptr %8, align 4
  %257 = mul nsw i32 %255, %256
  %258 = load i32, ptr %10, align 4
  %259 = add nsw i32 %257, %258
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %254, i64 %260
  %262 = load <4 x i8>, ptr addrspace(1) %261, align 4
  store <4 x i8> %262, ptr %23, align 4
  %263 = load i32, ptr %13, align 4
  %264 = icmp eq i32 %263, 0
  br i1 %264, label %265, label %269

265:                                              ; preds = %251
  %266 = load <4 x i8>, ptr %23, align 4
  %267 = extractelement <4 x i8> %266, i64 0
  %268 = zext i8 %267 to i32
  br label %291

269:                                              ; preds = %251
  %270 = load i32, ptr %13, align 4
  %271 = icmp eq i32 %270, 1
  br i1 %271, label %272, label %276

272:                                              ; preds = %269
  %273 = load <4 x i8>, ptr %23, align 4
  %274 = extractelement <4 x i8> %273, i64 1
  %275 = zext i8 %274 to i32
  br label %289

276:                                              ; preds = %269
  %277 = load i32, ptr %13, align 4
  %278 = icmp eq i32 %277, 2
  br i1 %278, label %279, label %283

279:                                              ; preds = %276
  %280 = load <4 x i8>, ptr %23, align 4
  %281 = extractelement <4 x i8> %280, i64 2
  %282 = zext i8 %281 to i32
  br label %287

283:                                              ; preds = %276
  %284 = load <4 x i8>, ptr %23, align 4
  %285 = extractelement <4 x i8> %284, i64 3
  %286 = zext i8 %285 to i32
  br label %287

287:                                              ; preds = %283, %279
  %288 = phi i32 [ %282, %279 ], [ %286, %283 ]
  br label %289

289:                                              ; preds = %287, %272
  %290 = phi i32 [ %275, %272 ], [ %288, %287 ]
  br label %291

291:                                              ; preds = %289, %265
  %292 = phi i32 [ %268, %265 ], [ %290, %289 ]
  %293 = trunc i32 %292 to i8
  store i8 %293, ptr %18, align 1
  %294 = load ptr addrspace(1), ptr %6, align 8
  %295 = load i32, ptr %11, align 4
  %296 = load i32, ptr %8, align 4
  %297 = mul nsw i32 %295, %296
  %298 = load i32, ptr %10, align 4
  %299 = add nsw i32 %297, %298
  %300 = add nsw i32 %299, 1
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %294, i64 %301
  %303 = load <4 x i8>, ptr addrspace(1) %302, align 4
  store <4 x i8> %303, ptr %23, align 4
  %304 = load i32, ptr %13, align 4
  %305 = icmp eq i32 %304, 0
  br i1 %305, label %306, label %310

306:                                              ; preds = %291
  %307 = load <4 x i8>, ptr %23, align 4
  %308 = extractelement <4 x i8> %307, i64 0
  %309 = zext i8 %308 to i32
  br label %332

310:                                              ; preds = %291
  %311 = load i32, ptr %13, align 4
  %312 = icmp eq i32 %311, 1
  br i1 %312, label %313, label %317

313:                                              ; preds = %310
  %314 = load <4 x i8>, ptr %23, align 4
  %315 = extractelement <4 x i8> %314, i64 1
  %316 = zext i8 %315 to i32
  br label %330

317:                                              ; preds = %310
  %318 = load i32, ptr %13, align 4
  %319 = icmp eq i32 %318, 2
  br i1 %319, label %320, label %324

320:                                              ; preds = %317
  %321 = load <4 x i8>, ptr %23, align 4
  %322 = extractelement <4 x i8> %321, i64 2
  %323 = zext i8 %322 to i32
  br label %328

324:                                              ; preds = %317
  %325 = load <4 x i8>, ptr %23, align 4
  %326 = extractelement <4 x i8> %325, i64 3
  %327 = zext i8 %326 to i32
  br label %328

328:                                              ; preds = %324, %320
  %329 = phi i32 [ %323, %320 ], [ %327, %324 ]
  br label %330

330:                                              ; preds = %328, %313
  %331 = phi i32 [ %316, %313 ], [ %329, %328 ]
  br label %332

332:                                              ; preds = %330, %306
  %333 = phi i32 [ %309, %306 ], [ %331, %330 ]
  %334 = trunc i32 %333 to i8
  store i8 %334, ptr %19, align 1
  %335 = load ptr addrspace(1), ptr %6, align 8
  %336 = load i32, ptr %11, align 4
  %337 = add nsw i32 %336, 1
  %338 = load i32, ptr %8, align 4
  %339 = mul nsw i32 %337, %338
  %340 = load i32, ptr %10, align 4
  %341 = add nsw i32 %339, %340
  %342 = sub nsw i32 %341, 1
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %335, i64 %343
  %345 = load <4 x i8>, ptr addrspace(1) %344, align 4
  store <4 x i8> %345, ptr %23, align 4
  %346 = load i32, ptr %13, align 4
  %347 = icmp eq i32 %346, 0
  br i1 %347, label %348, label %352

348:                                              ; preds = %332
  %349 = load <4 x i8>, ptr %23, align 4
  %350 = extractelement <4 x i8> %349, i64 0
  %351 = zext i8 %350 to i32
  br label %374

352:                                              ; preds = %332
  %353 = load i32, ptr %13, align 4
  %354 = icmp eq i32 %353, 1
  br i1 %354, label %355, label %359

355:                                              ; preds = %352
  %356 = load <4 x i8>, ptr %23, align 4
  %357 = extractelement <4 x i8> %356, i64 1
  %358 = zext i8 %357 to i32
  br label %372

359:                                              ; preds = %352
  %360 = load i32, ptr %13, align 4
  %361 = icmp eq i32 %360, 2
  br i1 %361, label %362, label %366

362:                                              ; preds = %359
  %363 = load <4 x i8>, ptr %23, align 4
  %364 = extractelement <4 x i8> %363, i64 2
  %365 = zext i8 %364 to i32
  br label %370

366:                                              ; preds = %359
  %367 = load <4 x i8>, ptr %23, align 4
  %368 = extractelement <4 x i8> %367, i64 3
  %369 = zext i8 %368 to i32
  br label %370

370:                                              ; preds = %366, %362
  %371 = phi i32 [ %365, %362 ], [ %369, %366 ]
  br label %372

372:                                              ; preds = %370, %355
  %373 = phi i32 [ %358, %355 ], [ %371, %370 ]
  br label %374

374:                                              ; preds = %372, %348
  %375 = phi i32 [ %351, %348 ], [ %373, %372 ]
  %376 = trunc i32 %375 to i8
  store i8 %376, ptr %20, align 1
  %377 = load ptr addrspace(1), ptr %6, align 8
  %378 = load i32, ptr %11, align 4
  %379 = add nsw i32 %378, 1
  %380 = load i32, ptr %8, align 4
  %381 = mul nsw i32 %379, %380
  %382 = load i32, ptr %10, align 4
  %383 = add nsw i32 %381, %382
  %384 = sext i32 %383 to i64
  %385 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %377, i64 %384
  %386 = load <4 x i8>, ptr addrspace(1) %385, align 4
  store <4 x i8> %386, ptr %23, align 4
  %387 = load i32, ptr %13, align 4
  %388 = icmp eq i32 %387, 0
  br i1 %388, label %389, label %393

389:                                              ; preds = %374
  %390 = load <4 x i8>, ptr %23, align 4
  %391 = extractelement <4 x i8> %390, i64 0
  %392 = zext i8 %391 to i32
  br label %415

393:                                              ; preds = %374
  %394 = load i32, ptr %13, align 4
  %395 = icmp eq i32 %394, 1
  br i1 %395, label %396, label %400

396:                                              ; preds = %393
  %397 = load <4 x i8>, ptr %23, align 4
  %398 = extractelement <4 x i8> %397, i64 1
  %399 = zext i8 %398 to i32
  br label %413

400:                                              ; preds = %393
  %401 = load i32, ptr %13, align 4
  %402 = icmp eq i32 %401, 2
  br i1 %402, label %403, label %407

403:                                              ; preds = %400
  %404 = load <4 x i8>, ptr %23, align 4
  %405 = extractelement <4 x i8> %404, i64 2
  %406 = zext i8 %405 to i32
  br label %411

407:                                              ; preds = %400
  %408 = load <4 x i8>, ptr %23, align 4
  %409 = extractelement <4 x i8> %408, i64 3
  %410 = zext i8 %409 to i32
  br label %411

411:                                              ; preds = %407, %403
  %412 = phi i32 [ %406, %403 ], [ %410, %407 ]
  br label %413

413:                                              ; preds = %411, %396
  %414 = phi i32 [ %399, %396 ], [ %412, %411 ]
  br label %415

415:                                              ; preds = %413, %389
  %416 = phi i32 [ %392, %389 ], [ %414, %413 ]
  %417 = trunc i32 %416 to i8
  store i8 %417, ptr %21, align 1
  %418 = load ptr addrspace(1), ptr %6, align 8
  %419 = load i32, ptr %11, align 4
  %420 = add nsw i32 %419, 1
  %421 = load i32, ptr %8, align 4
  %422 = mul nsw i32 %420, %421
  %423 = load i32, ptr %10, align 4
  %424 = add nsw i32 %422, %423
  %425 = add nsw i32 %424, 1
  %426 = sext i32 %425 to i64
  %427 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %418, i64 %426
  %428 = load <4 x i8>, ptr addrspace(1) %427, align 4
  store <4 x i8> %428, ptr %23, align 4
  %429 = load i32, ptr %13, align 4
  %430 = icmp eq i32 %429, 0
  br i1 %430, label %431, label %435

431:                                              ; preds = %415
  %432 = load <4 x i8>, ptr %23, align 4
  %433 = extractelement <4 x i8> %432, i64 0
  %434 = zext i8 %433 to i32
  br label %457

435:                                              ; preds = %415
  %436 = load i32, ptr %13, align 4
  %437 = icmp eq i32 %436, 1
  br i1 %437, label %438, label %442

438:                                              ; preds = %435
  %439 = load <4 x i8>, ptr %23, align 4
  %440 = extractelement <4 x i8> %439, i64 1
  %441 = zext i8 %440 to i32
  br label %455

442:                                              ; preds = %435
  %443 = load i32, ptr %13, align 4
  %444 = icmp eq i32 %443, 2
  br i1 %444, label %445, label %449

445:                                              ; preds = %442
  %446 = load <4 x i8>, ptr %23, align 4
  %447 = extractelement <4 x i8> %446, i64 2
  %448 = zext i8 %447 to i32
  br label %453

449:                                              ; preds = %442
  %450 = load <4 x i8>, ptr %23, align 4
  %451 = extractelement <4 x i8> %450, i64 3
  %452 = zext i8 %451 to i32
  br label %453

453:                                              ; preds = %449, %445
  %454 = phi i32 [ %448, %445 ], [ %452, %449 ]
  br label %455

455:                                              ; preds = %453, %438
  %456 = phi i32 [ %441, %438 ], [ %454, %453 ]
  br label %457

457:                                              ; preds = %455, %431
  %458 = phi i32 [ %434, %431 ], [ %456, %455 ]
  %459 = trunc i32 %458 to i8
  store i8 %459, ptr %22, align 1
  br label %460

460:                                              ; preds = %457
  %461 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %462 = load i8, ptr %15, align 1
  %463 = load i8, ptr %16, align 1
  %464 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %462, i8 noundef zeroext %463) #8 [ "convergencectrl"(token %461) ]
  store i8 %464, ptr %24, align 1
  %465 = load i8, ptr %15, align 1
  %466 = load i8, ptr %16, align 1
  %467 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %465, i8 noundef zeroext %466) #8 [ "convergencectrl"(token %461) ]
  store i8 %467, ptr %25, align 1
  %468 = load i8, ptr %24, align 1
  store i8 %468, ptr %15, align 1
  %469 = load i8, ptr %25, align 1
  store i8 %469, ptr %16, align 1
  br label %470

470:                                              ; preds = %460
  br label %471

471:                                              ; preds = %470
  %472 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %473 = load i8, ptr %18, align 1
  %474 = load i8, ptr %19, align 1
  %475 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %473, i8 noundef zeroext %474) #8 [ "convergencectrl"(token %472) ]
  store i8 %475, ptr %26, align 1
  %476 = load i8, ptr %18, align 1
  %477 = load i8, ptr %19, align 1
  %478 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %476, i8 noundef zeroext %477) #8 [ "convergencectrl"(token %472) ]
  store i8 %478, ptr %27, align 1
  %479 = load i8, ptr %26, align 1
  store i8 %479, ptr %18, align 1
  %480 = load i8, ptr %27, align 1
  store i8 %480, ptr %19, align 1
  br label %481

481:                                              ; preds = %471
  br label %482

482:                                              ; preds = %481
  %483 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %484 = load i8, ptr %21, align 1
  %485 = load i8, ptr %22, align 1
  %486 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %484, i8 noundef zeroext %485) #8 [ "convergencectrl"(token %483) ]
  store i8 %486, ptr %28, align 1
  %487 = load i8, ptr %21, align 1
  %488 = load i8, ptr %22, align 1
  %489 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %487, i8 noundef zeroext %488) #8 [ "convergencectrl"(token %483) ]
  store i8 %489, ptr %29, align 1
  %490 = load i8, ptr %28, align 1
  store i8 %490, ptr %21, align 1
  %491 = load i8, ptr %29, align 1
  store i8 %491, ptr %22, align 1
  br label %492

492:                                              ; preds = %482
  br label %493

493:                                              ; preds = %492
  %494 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %495 = load i8, ptr %14, align 1
  %496 = load i8, ptr %15, align 1
  %497 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %495, i8 noundef zeroext %496) #8 [ "convergencectrl"(token %494) ]
  store i8 %497, ptr %30, align 1
  %498 = load i8, ptr %14, align 1
  %499 = load i8, ptr %15, align 1
  %500 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %498, i8 noundef zeroext %499) #8 [ "convergencectrl"(token %494) ]
  store i8 %500, ptr %31, align 1
  %501 = load i8, ptr %30, align 1
  store i8 %501, ptr %14, align 1
  %502 = load i8, ptr %31, align 1
  store i8 %502, ptr %15, align 1
  br label %503

503:                                              ; preds = %493
  br label %504

504:                                              ; preds = %503
  %505 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %506 = load i8, ptr %17, align 1
  %507 = load i8, ptr %18, align 1
  %508 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %506, i8 noundef zeroext %507) #8 [ "convergencectrl"(token %505) ]
  store i8 %508, ptr %32, align 1
  %509 = load i8, ptr %17, align 1
  %510 = load i8, ptr %18, align 1
  %511 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %509, i8 noundef zeroext %510) #8 [ "convergencectrl"(token %505) ]
  store i8 %511, ptr %33, align 1
  %512 = load i8, ptr %32, align 1
  store i8 %512, ptr %17, align 1
  %513 = load i8, ptr %33, align 1
  store i8 %513, ptr %18, align 1
  br label %514

514:                                              ; preds = %504
  br label %515

515:                                              ; preds = %514
  %516 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %517 = load i8, ptr %20, align 1
  %518 = load i8, ptr %21, align 1
  %519 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %517, i8 noundef zeroext %518) #8 [ "convergencectrl"(token %516) ]
  store i8 %519, ptr %34, align 1
  %520 = load i8, ptr %20, align 1
  %521 = load i8, ptr %21, align 1
  %522 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %520, i8 noundef zeroext %521) #8 [ "convergencectrl"(token %516) ]
  store i8 %522, ptr %35, align 1
  %523 = load i8, ptr %34, align 1
  store i8 %523, ptr %20, align 1
  %524 = load i8, ptr %35, align 1
  store i8 %524, ptr %21, align 1
  br label %525

525:                                              ; preds = %515
  br label %526

526:                                              ; preds = %525
  %527 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %528 = load i8, ptr %15, align 1
  %529 = load i8, ptr %16, align 1
  %530 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %528, i8 noundef zeroext %529) #8 [ "convergencectrl"(token %527) ]
  store i8 %530, ptr %36, align 1
  %531 = load i8, ptr %15, align 1
  %532 = load i8, ptr %16, align 1
  %533 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %531, i8 noundef zeroext %532) #8 [ "convergencectrl"(token %527) ]
  store i8 %533, ptr %37, align 1
  %534 = load i8, ptr %36, align 1
  store i8 %534, ptr %15, align 1
  %535 = load i8, ptr %37, align 1
  store i8 %535, ptr %16, align 1
  br label %536

536:                                              ; preds = %526
  br label %537

537:                                              ; preds = %536
  %538 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %539 = load i8, ptr %18, align 1
  %540 = load i8, ptr %19, align 1
  %541 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %539, i8 noundef zeroext %540) #8 [ "convergencectrl"(token %538) ]
  store i8 %541, ptr %38, align 1
  %542 = load i8, ptr %18, align 1
  %543 = load i8, ptr %19, align 1
  %544 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %542, i8 noundef zeroext %543) #8 [ "convergencectrl"(token %538) ]
  store i8 %544, ptr %39, align 1
  %545 = load i8, ptr %38, align 1
  store i8 %545, ptr %18, align 1
  %546 = load i8, ptr %39, align 1
  store i8 %546, ptr %19, align 1
  br label %547

547:                                              ; preds = %537
  br label %548

548:                                              ; preds = %547
  %549 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %550 = load i8, ptr %21, align 1
  %551 = load i8, ptr %22, align 1
  %552 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %550, i8 noundef zeroext %551) #8 [ "convergencectrl"(token %549) ]
  store i8 %552, ptr %40, align 1
  %553 = load i8, ptr %21, align 1
  %554 = load i8, ptr %22, align 1
  %555 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %553, i8 noundef zeroext %554) #8 [ "convergencectrl"(token %549) ]
  store i8 %555, ptr %41, align 1
  %556 = load i8, ptr %40, align 1
  store i8 %556, ptr %21, align 1
  %557 = load i8, ptr %41, align 1
  store i8 %557, ptr %22, align 1
  br label %558

558:                                              ; preds = %548
  br label %559

559:                                              ; preds = %558
  %560 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %561 = load i8, ptr %14, align 1
  %562 = load i8, ptr %17, align 1
  %563 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %561, i8 noundef zeroext %562) #8 [ "convergencectrl"(token %560) ]
  store i8 %563, ptr %42, align 1
  %564 = load i8, ptr %14, align 1
  %565 = load i8, ptr %17, align 1
  %566 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %564, i8 noundef zeroext %565) #8 [ "convergencectrl"(token %560) ]
  store i8 %566, ptr %43, align 1
  %567 = load i8, ptr %42, align 1
  store i8 %567, ptr %14, align 1
  %568 = load i8, ptr %43, align 1
  store i8 %568, ptr %17, align 1
  br label %569

569:                                              ; preds = %559
  br label %570

570:                                              ; preds = %569
  %571 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %572 = load i8, ptr %19, align 1
  %573 = load i8, ptr %22, align 1
  %574 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %572, i8 noundef zeroext %573) #8 [ "convergencectrl"(token %571) ]
  store i8 %574, ptr %44, align 1
  %575 = load i8, ptr %19, align 1
  %576 = load i8, ptr %22, align 1
  %577 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %575, i8 noundef zeroext %576) #8 [ "convergencectrl"(token %571) ]
  store i8 %577, ptr %45, align 1
  %578 = load i8, ptr %44, align 1
  store i8 %578, ptr %19, align 1
  %579 = load i8, ptr %45, align 1
  store i8 %579, ptr %22, align 1
  br label %580

580:                                              ; preds = %570
  br label %581

581:                                              ; preds = %580
  %582 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %583 = load i8, ptr %18, align 1
  %584 = load i8, ptr %21, align 1
  %585 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %583, i8 noundef zeroext %584) #8 [ "convergencectrl"(token %582) ]
  store i8 %585, ptr %46, align 1
  %586 = load i8, ptr %18, align 1
  %587 = load i8, ptr %21, align 1
  %588 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %586, i8 noundef zeroext %587) #8 [ "convergencectrl"(token %582) ]
  store i8 %588, ptr %47, align 1
  %589 = load i8, ptr %46, align 1
  store i8 %589, ptr %18, align 1
  %590 = load i8, ptr %47, align 1
  store i8 %590, ptr %21, align 1
  br label %591

591:                                              ; preds = %581
  br label %592

592:                                              ; preds = %591
  %593 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %594 = load i8, ptr %17, align 1
  %595 = load i8, ptr %20, align 1
  %596 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %594, i8 noundef zeroext %595) #8 [ "convergencectrl"(token %593) ]
  store i8 %596, ptr %48, align 1
  %597 = load i8, ptr %17, align 1
  %598 = load i8, ptr %20, align 1
  %599 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %597, i8 noundef zeroext %598) #8 [ "convergencectrl"(token %593) ]
  store i8 %599, ptr %49, align 1
  %600 = load i8, ptr %48, align 1
  store i8 %600, ptr %17, align 1
  %601 = load i8, ptr %49, align 1
  store i8 %601, ptr %20, align 1
  br label %602

602:                                              ; preds = %592
  br label %603

603:                                              ; preds = %602
  %604 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %605 = load i8, ptr %15, align 1
  %606 = load i8, ptr %18, align 1
  %607 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %605, i8 noundef zeroext %606) #8 [ "convergencectrl"(token %604) ]
  store i8 %607, ptr %50, align 1
  %608 = load i8, ptr %15, align 1
  %609 = load i8, ptr %18, align 1
  %610 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %608, i8 noundef zeroext %609) #8 [ "convergencectrl"(token %604) ]
  store i8 %610, ptr %51, align 1
  %611 = load i8, ptr %50, align 1
  store i8 %611, ptr %15, align 1
  %612 = load i8, ptr %51, align 1
  store i8 %612, ptr %18, align 1
  br label %613

613:                                              ; preds = %603
  br label %614

614:                                              ; preds = %613
  %615 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %616 = load i8, ptr %16, align 1
  %617 = load i8, ptr %19, align 1
  %618 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %616, i8 noundef zeroext %617) #8 [ "convergencectrl"(token %615) ]
  store i8 %618, ptr %52, align 1
  %619 = load i8, ptr %16, align 1
  %620 = load i8, ptr %19, align 1
  %621 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %619, i8 noundef zeroext %620) #8 [ "convergencectrl"(token %615) ]
  store i8 %621, ptr %53, align 1
  %622 = load i8, ptr %52, align 1
  store i8 %622, ptr %16, align 1
  %623 = load i8, ptr %53, align 1
  store i8 %623, ptr %19, align 1
  br label %624

624:                                              ; preds = %614
  br label %625

625:                                              ; preds = %624
  %626 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %627 = load i8, ptr %18, align 1
  %628 = load i8, ptr %21, align 1
  %629 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %627, i8 noundef zeroext %628) #8 [ "convergencectrl"(token %626) ]
  store i8 %629, ptr %54, align 1
  %630 = load i8, ptr %18, align 1
  %631 = load i8, ptr %21, align 1
  %632 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %630, i8 noundef zeroext %631) #8 [ "convergencectrl"(token %626) ]
  store i8 %632, ptr %55, align 1
  %633 = load i8, ptr %54, align 1
  store i8 %633, ptr %18, align 1
  %634 = load i8, ptr %55, align 1
  store i8 %634, ptr %21, align 1
  br label %635

635:                                              ; preds = %625
  br label %636

636:                                              ; preds = %635
  %637 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %638 = load i8, ptr %18, align 1
  %639 = load i8, ptr %16, align 1
  %640 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %638, i8 noundef zeroext %639) #8 [ "convergencectrl"(token %637) ]
  store i8 %640, ptr %56, align 1
  %641 = load i8, ptr %18, align 1
  %642 = load i8, ptr %16, align 1
  %643 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %641, i8 noundef zeroext %642) #8 [ "convergencectrl"(token %637) ]
  store i8 %643, ptr %57, align 1
  %644 = load i8, ptr %56, align 1
  store i8 %644, ptr %18, align 1
  %645 = load i8, ptr %57, align 1
  store i8 %645, ptr %16, align 1
  br label %646

646:                                              ; preds = %636
  br label %647

647:                                              ; preds = %646
  %648 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %649 = load i8, ptr %20, align 1
  %650 = load i8, ptr %18, align 1
  %651 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %649, i8 noundef zeroext %650) #8 [ "convergencectrl"(token %648) ]
  store i8 %651, ptr %58, align 1
  %652 = load i8, ptr %20, align 1
  %653 = load i8, ptr %18, align 1
  %654 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %652, i8 noundef zeroext %653) #8 [ "convergencectrl"(token %648) ]
  store i8 %654, ptr %59, align 1
  %655 = load i8, ptr %58, align 1
  store i8 %655, ptr %20, align 1
  %656 = load i8, ptr %59, align 1
  store i8 %656, ptr %18, align 1
  br label %657

657:                                              ; preds = %647
  br label %658

658:                                              ; preds = %657
  %659 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %84) ]
  %660 = load i8, ptr %18, align 1
  %661 = load i8, ptr %16, align 1
  %662 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %660, i8 noundef zeroext %661) #8 [ "convergencectrl"(token %659) ]
  store i8 %662, ptr %60, align 1
  %663 = load i8, ptr %18, align 1
  %664 = load i8, ptr %16, align 1
  %665 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %663, i8 noundef zeroext %664) #8 [ "convergencectrl"(token %659) ]
  store i8 %665, ptr %61, align 1
  %666 = load i8, ptr %60, align 1
  store i8 %666, ptr %18, align 1
  %667 = load i8, ptr %61, align 1
  store i8 %667, ptr %16, align 1
  br label %668

668:                                              ; preds = %658
  %669 = load i32, ptr %13, align 4
  %670 = icmp eq i32 %669, 0
  br i1 %670, label %671, label %675

671:                                              ; preds = %668
  %672 = load i8, ptr %18, align 1
  %673 = load <4 x i8>, ptr %12, align 4
  %674 = insertelement <4 x i8> %673, i8 %672, i64 0
  store <4 x i8> %674, ptr %12, align 4
  br label %695

675:                                              ; preds = %668
  %676 = load i32, ptr %13, align 4
  %677 = icmp eq i32 %676, 1
  br i1 %677, label %678, label %682

678:                                              ; preds = %675
  %679 = load i8, ptr %18, align 1
  %680 = load <4 x i8>, ptr %12, align 4
  %681 = insertelement <4 x i8> %680, i8 %679, i64 1
  store <4 x i8> %681, ptr %12, align 4
  br label %694

682:                                              ; preds = %675
  %683 = load i32, ptr %13, align 4
  %684 = icmp eq i32 %683, 2
  br i1 %684, label %685, label %689

685:                                              ; preds = %682
  %686 = load i8, ptr %18, align 1
  %687 = load <4 x i8>, ptr %12, align 4
  %688 = insertelement <4 x i8> %687, i8 %686, i64 2
  store <4 x i8> %688, ptr %12, align 4
  br label %693

689:                                              ; preds = %682
  %690 = load i8, ptr %18, align 1
  %691 = load <4 x i8>, ptr %12, align 4
  %692 = insertelement <4 x i8> %691, i8 %690, i64 3
  store <4 x i8> %692, ptr %12, align 4
  br label %693

693:                                              ; preds = %689, %685
  br label %694

694:                                              ; preds = %693, %678
  br label %695

695:                                              ; preds = %694, %671
  br label %696

696:                                              ; preds = %695
  %697 = load i32, ptr %13, align 4
  %698 = add nsw i32 %697, 1
  store i32 %698, ptr %13, align 4
  br label %83

699:                                              ; preds = %83
  %700 = load <4 x i8>, ptr %12, align 4
  %701 = load ptr addrspace(1), ptr %7, align 8
  %702 = load i32, ptr %11, align 4
  %703 = load i32, ptr %8, align 4
  %704 = mul nsw i32 %702, %703
  %705 = load i32, ptr %10, align 4
  %706 = add nsw i32 %704, %705
  %707 = sext i32 %706 to i64
  %708 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %701, i64 %707
  store <4 x i8> %700, ptr addrspace(1) %708, align 4
  br label %709

709:                                              ; preds = %699, %81
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext, i8 noundef zeroext) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext, i8 noundef zeroext) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @im_bilateral(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6) #2 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %8 = call token @llvm.experimental.convergence.entry()
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store i32 %2, ptr %11, align 4
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store float %5, ptr %14, align 4
  store float %6, ptr %15, align 4
  %29 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %8) ]
  %30 = trunc i64 %29 to i32
  store i32 %30, ptr %16, align 4
  %31 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %8) ]
  %32 = trunc i64 %31 to i32
  store i32 %32, ptr %17, align 4
  %33 = load i32, ptr %16, align 4
  %34 = load i32, ptr %11, align 4
  %35 = icmp sge i32 %33, %34
  br i1 %35, label %40, label %36

36:                                               ; preds = %7
  %37 = load i32, ptr %17, align 4
  %38 = load i32, ptr %12, align 4
  %39 = icmp sge i32 %37, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %36, %7
  br label %150

41:                                               ; preds = %36
  %42 = load ptr addrspace(1), ptr %9, align 8
  %43 = load i32, ptr %17, align 4
  %44 = load i32, ptr %11, align 4
  %45 = mul nsw i32 %43, %44
  %46 = load i32, ptr %16, align 4
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4
  store float %50, ptr %18, align 4
  store float 0.000000e+00, ptr %19, align 4
  store float 0.000000e+00, ptr %20, align 4
  %51 = load i32, ptr %13, align 4
  %52 = sub nsw i32 0, %51
  store i32 %52, ptr %21, align 4
  br label %53

53:                                               ; preds = %128, %41
  %54 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %55 = load i32, ptr %21, align 4
  %56 = load i32, ptr %13, align 4
  %57 = icmp sle i32 %55, %56
  br i1 %57, label %58, label %131

58:                                               ; preds = %53
  %59 = load i32, ptr %17, align 4
  %60 = load i32, ptr %21, align 4
  %61 = add nsw i32 %59, %60
  %62 = load i32, ptr %12, align 4
  %63 = call spir_func i32 @clamp_index(i32 noundef %61, i32 noundef %62) #9 [ "convergencectrl"(token %54) ]
  store i32 %63, ptr %22, align 4
  %64 = load i32, ptr %13, align 4
  %65 = sub nsw i32 0, %64
  store i32 %65, ptr %23, align 4
  br label %66

66:                                               ; preds = %124, %58
  %67 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %54) ]
  %68 = load i32, ptr %23, align 4
  %69 = load i32, ptr %13, align 4
  %70 = icmp sle i32 %68, %69
  br i1 %70, label %71, label %127

71:                                               ; preds = %66
  %72 = load i32, ptr %16, align 4
  %73 = load i32, ptr %23, align 4
  %74 = add nsw i32 %72, %73
  %75 = load i32, ptr %11, align 4
  %76 = sub nsw i32 %75, 1
  %77 = call spir_func i32 @_Z5clampiii(i32 noundef %74, i32 noundef 0, i32 noundef %76) #8 [ "convergencectrl"(token %67) ]
  store i32 %77, ptr %24, align 4
  %78 = load ptr addrspace(1), ptr %9, align 8
  %79 = load i32, ptr %22, align 4
  %80 = load i32, ptr %11, align 4
  %81 = mul nsw i32 %79, %80
  %82 = load i32, ptr %24, align 4
  %83 = add nsw i32 %81, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %78, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4
  store float %86, ptr %25, align 4
  %87 = load i32, ptr %23, align 4
  %88 = load i32, ptr %23, align 4
  %89 = mul nsw i32 %87, %88
  %90 = load i32, ptr %21, align 4
  %91 = load i32, ptr %21, align 4
  %92 = mul nsw i32 %90, %91
  %93 = add nsw i32 %89, %92
  %94 = sitofp i32 %93 to float
  %95 = load float, ptr %14, align 4
  %96 = fmul float 2.000000e+00, %95
  %97 = load float, ptr %14, align 4
  %98 = fmul float %96, %97
  %99 = fdiv float %94, %98, !fpmath !14
  store float %99, ptr %26, align 4
  %100 = load float, ptr %25, align 4
  %101 = load float, ptr %18, align 4
  %102 = fsub float %100, %101
  %103 = load float, ptr %25, align 4
  %104 = load float, ptr %18, align 4
  %105 = fsub float %103, %104
  %106 = fmul float %102, %105
  %107 = load float, ptr %15, align 4
  %108 = fmul float 2.000000e+00, %107
  %109 = load float, ptr %15, align 4
  %110 = fmul float %108, %109
  %111 = fdiv float %106, %110, !fpmath !14
  store float %111, ptr %27, align 4
  %112 = load float, ptr %26, align 4
  %113 = fneg float %112
  %114 = load float, ptr %27, align 4
  %115 = fsub float %113, %114
  %116 = call spir_func float @_Z3expf(float noundef %115) #8 [ "convergencectrl"(token %67) ]
  store float %116, ptr %28, align 4
  %117 = load float, ptr %28, align 4
  %118 = load float, ptr %25, align 4
  %119 = load float, ptr %19, align 4
  %120 = call float @llvm.fmuladd.f32(float %117, float %118, float %119)
  store float %120, ptr %19, align 4
  %121 = load float, ptr %28, align 4
  %122 = load float, ptr %20, align 4
  %123 = fadd float %122, %121
  store float %123, ptr %20, align 4
  br label %124

124:                                              ; preds = %71
  %125 = load i32, ptr %23, align 4
  %126 = add nsw i32 %125, 1
  store i32 %126, ptr %23, align 4
  br label %66

127:                                              ; preds = %66
  br label %128

128:                                              ; preds = %127
  %129 = load i32, ptr %21, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %21, align 4
  br label %53

131:                                              ; preds = %53
  %132 = load float, ptr %20, align 4
  %133 = fcmp ogt float %132, 0.000000e+00
  br i1 %133, label %134, label %138

134:                                              ; preds = %131
  %135 = load float, ptr %19, align 4
  %136 = load float, ptr %20, align 4
  %137 = fdiv float %135, %136, !fpmath !14
  br label %140

138:                                              ; preds = %131
  %139 = load float, ptr %18, align 4
  br label %140

140:                                              ; preds = %138, %134
  %141 = phi float [ %137, %134 ], [ %139, %138 ]
  %142 = load ptr addrspace(1), ptr %10, align 8
  %143 = load i32, ptr %17, align 4
  %144 = load i32, ptr %11, align 4
  %145 = mul nsw i32 %143, %144
  %146 = load i32, ptr %16, align 4
  %147 = add nsw i32 %145, %146
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds float, ptr addrspace(1) %142, i64 %148
  store float %141, ptr addrspace(1) %149, align 4
  br label %150

150:                                              ; preds = %140, %40
  ret void
}

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
declare spir_func i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3expf(float noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @im_rgba_gray(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, float noundef %3) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !7 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca <4 x float>, align 16
  %12 = alloca i32, align 4
  %13 = alloca <4 x float>, align 16
  %14 = alloca float, align 4
  %15 = alloca <3 x float>, align 16
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store float %3, ptr %9, align 4
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %10, align 4
  %18 = load i32, ptr %10, align 4
  %19 = mul nsw i32 %18, 4
  %20 = add nsw i32 %19, 3
  %21 = load i32, ptr %8, align 4
  %22 = icmp sge i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %4
  br label %85

24:                                               ; preds = %4
  store i32 0, ptr %12, align 4
  br label %25

25:                                               ; preds = %76, %24
  %26 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %27 = load i32, ptr %12, align 4
  %28 = icmp slt i32 %27, 4
  br i1 %28, label %29, label %79

29:                                               ; preds = %25
  %30 = load i32, ptr %10, align 4
  %31 = mul nsw i32 %30, 4
  %32 = load i32, ptr %12, align 4
  %33 = add nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = load ptr addrspace(1), ptr %6, align 8
  %36 = addrspacecast ptr addrspace(1) %35 to ptr addrspace(4)
  %37 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %34, ptr addrspace(4) noundef %36) #10 [ "convergencectrl"(token %26) ]
  store <4 x float> %37, ptr %13, align 16
  %38 = load <4 x float>, ptr %13, align 16
  %39 = shufflevector <4 x float> %38, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  store <4 x float> <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000, float undef>, ptr %15, align 16
  %40 = load <4 x float>, ptr %15, align 16
  %41 = shufflevector <4 x float> %40, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %42 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %39, <3 x float> noundef %41) #8 [ "convergencectrl"(token %26) ]
  store float %42, ptr %14, align 4
  %43 = load float, ptr %14, align 4
  %44 = load float, ptr %9, align 4
  %45 = call spir_func float @_Z3powff(float noundef %43, float noundef %44) #8 [ "convergencectrl"(token %26) ]
  %46 = load float, ptr %14, align 4
  %47 = call spir_func i32 @_Z6islessff(float noundef %46, float noundef 0.000000e+00) #8 [ "convergencectrl"(token %26) ]
  %48 = call spir_func float @_Z6selectffi(float noundef %45, float noundef 0.000000e+00, i32 noundef %47) #8 [ "convergencectrl"(token %26) ]
  store float %48, ptr %14, align 4
  %49 = load i32, ptr %12, align 4
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %51, label %55

51:                                               ; preds = %29
  %52 = load float, ptr %14, align 4
  %53 = load <4 x float>, ptr %11, align 16
  %54 = insertelement <4 x float> %53, float %52, i64 0
  store <4 x float> %54, ptr %11, align 16
  br label %75

55:                                               ; preds = %29
  %56 = load i32, ptr %12, align 4
  %57 = icmp eq i32 %56, 1
  br i1 %57, label %58, label %62

58:                                               ; preds = %55
  %59 = load float, ptr %14, align 4
  %60 = load <4 x float>, ptr %11, align 16
  %61 = insertelement <4 x float> %60, float %59, i64 1
  store <4 x float> %61, ptr %11, align 16
  br label %74

62:                                               ; preds = %55
  %63 = load i32, ptr %12, align 4
  %64 = icmp eq i32 %63, 2
  br i1 %64, label %65, label %69

65:                                               ; preds = %62
  %66 = load float, ptr %14, align 4
  %67 = load <4 x float>, ptr %11, align 16
  %68 = insertelement <4 x float> %67, float %66, i64 2
  store <4 x float> %68, ptr %11, align 16
  br label %73

69:                                               ; preds = %62
  %70 = load float, ptr %14, align 4
  %71 = load <4 x float>, ptr %11, align 16
  %72 = insertelement <4 x float> %71, float %70, i64 3
  store <4 x float> %72, ptr %11, align 16
  br label %73

73:                                               ; preds = %69, %65
  br label %74

74:                                               ; preds = %73, %58
  br label %75

75:                                               ; preds = %74, %51
  br label %76

76:                                               ; preds = %75
  %77 = load i32, ptr %12, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %12, align 4
  br label %25

79:                                               ; preds = %25
  %80 = load <4 x float>, ptr %11, align 16
  %81 = load i32, ptr %10, align 4
  %82 = sext i32 %81 to i64
  %83 = load ptr addrspace(1), ptr %7, align 8
  %84 = addrspacecast ptr addrspace(1) %83 to ptr addrspace(4)
  call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %80, i64 noundef %82, ptr addrspace(4) noundef %84) #9 [ "convergencectrl"(token %5) ]
  br label %85

85:                                               ; preds = %79, %23
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef, ptr addrspace(4) noundef) #6

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z6selectffi(float noundef, float noundef, i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3powff(float noundef, float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z6islessff(float noundef, float noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef, i64 noundef, ptr addrspace(4) noundef) #7

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @im_box_rows(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #2 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(3), align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(3) %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %12, align 4
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %6) ]
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %13, align 4
  %24 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %14, align 4
  %26 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %27 = trunc i64 %26 to i32
  store i32 %27, ptr %15, align 4
  %28 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %29 = load i32, ptr %15, align 4
  %30 = sext i32 %29 to i64
  %31 = mul i64 %28, %30
  %32 = load i32, ptr %11, align 4
  %33 = sext i32 %32 to i64
  %34 = sub i64 %31, %33
  %35 = trunc i64 %34 to i32
  store i32 %35, ptr %16, align 4
  %36 = load i32, ptr %14, align 4
  store i32 %36, ptr %17, align 4
  br label %37

37:                                               ; preds = %64, %5
  %38 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %39 = load i32, ptr %17, align 4
  %40 = load i32, ptr %15, align 4
  %41 = load i32, ptr %11, align 4
  %42 = mul nsw i32 2, %41
  %43 = add nsw i32 %40, %42
  %44 = icmp slt i32 %39, %43
  br i1 %44, label %45, label %68

45:                                               ; preds = %37
  %46 = load ptr addrspace(1), ptr %7, align 8
  %47 = load i32, ptr %13, align 4
  %48 = load i32, ptr %10, align 4
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr %16, align 4
  %51 = load i32, ptr %17, align 4
  %52 = add nsw i32 %50, %51
  %53 = load i32, ptr %10, align 4
  %54 = sub nsw i32 %53, 1
  %55 = call spir_func i32 @_Z5clampiii(i32 noundef %52, i32 noundef 0, i32 noundef %54) #8 [ "convergencectrl"(token %38) ]
  %56 = add nsw i32 %49, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = load ptr addrspace(3), ptr %9, align 8
  %61 = load i32, ptr %17, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(3) %60, i64 %62
  store float %59, ptr addrspace(3) %63, align 4
  br label %64

64:                                               ; preds = %45
  %65 = load i32, ptr %15, align 4
  %66 = load i32, ptr %17, align 4
  %67 = add nsw i32 %66, %65
  store i32 %67, ptr %17, align 4
  br label %37

68:                                               ; preds = %37
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %6) ]
  %69 = load i32, ptr %12, align 4
  %70 = load i32, ptr %10, align 4
  %71 = icmp slt i32 %69, %70
  br i1 %71, label %72, label %107

72:                                               ; preds = %68
  store float 0.000000e+00, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %73

73:                                               ; preds = %89, %72
  %74 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %75 = load i32, ptr %19, align 4
  %76 = load i32, ptr %11, align 4
  %77 = mul nsw i32 2, %76
  %78 = icmp sle i32 %75, %77
  br i1 %78, label %79, label %92

79:                                               ; preds = %73
  %80 = load ptr addrspace(3), ptr %9, align 8
  %81 = load i32, ptr %14, align 4
  %82 = load i32, ptr %19, align 4
  %83 = add nsw i32 %81, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(3) %80, i64 %84
  %86 = load float, ptr addrspace(3) %85, align 4
  %87 = load float, ptr %18, align 4
  %88 = fadd float %87, %86
  store float %88, ptr %18, align 4
  br label %89

89:                                               ; preds = %79
  %90 = load i32, ptr %19, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %19, align 4
  br label %73

92:                                               ; preds = %73
  %93 = load float, ptr %18, align 4
  %94 = load i32, ptr %11, align 4
  %95 = mul nsw i32 2, %94
  %96 = add nsw i32 %95, 1
  %97 = sitofp i32 %96 to float
  %98 = fdiv float %93, %97, !fpmath !14
  %99 = load ptr addrspace(1), ptr %8, align 8
  %100 = load i32, ptr %13, align 4
  %101 = load i32, ptr %10, align 4
  %102 = mul nsw i32 %100, %101
  %103 = load i32, ptr %12, align 4
  %104 = add nsw i32 %102, %103
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr addrspace(1) %99, i64 %105
  store float %98, ptr addrspace(1) %106, align 4
  br label %107

107:                                              ; preds = %92, %68
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #7

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind }
attributes #10 = { convergent nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"uchar*", !"uchar*", !"int", !"int"}
!7 = !{!"const", !"", !"", !""}
!8 = !{!"uchar4*", !"uchar4*", !"int", !"int"}
!9 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int", !"int"}
!10 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"float*", !"int", !"int", !"int", !"float", !"float"}
!13 = !{!"const", !"", !"", !"", !"", !"", !""}
!14 = !{float 2.500000e+00}
!15 = !{!"float*", !"float*", !"int", !"float"}
!16 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!17 = !{!"none", !"none", !"none", !"none", !"none"}
!18 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!19 = !{!"const", !"", !"", !"", !""}
