source_filename = "src/image.cl"
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
define dso_local spir_kernel void @im_sobel(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 1 %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [3 x [3 x i32]], align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %18 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %9, align 4
  %20 = call i64 @_Z13get_global_idj(i32 noundef 1) #7
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %10, align 4
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %7, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %29, label %25

25:                                               ; preds = %4
  %26 = load i32, ptr %10, align 4
  %27 = load i32, ptr %8, align 4
  %28 = icmp sge i32 %26, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %25, %4
  br label %140

30:                                               ; preds = %25
  %31 = load i32, ptr %9, align 4
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %46, label %33

33:                                               ; preds = %30
  %34 = load i32, ptr %10, align 4
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %46, label %36

36:                                               ; preds = %33
  %37 = load i32, ptr %9, align 4
  %38 = load i32, ptr %7, align 4
  %39 = sub nsw i32 %38, 1
  %40 = icmp eq i32 %37, %39
  br i1 %40, label %46, label %41

41:                                               ; preds = %36
  %42 = load i32, ptr %10, align 4
  %43 = load i32, ptr %8, align 4
  %44 = sub nsw i32 %43, 1
  %45 = icmp eq i32 %42, %44
  br i1 %45, label %46, label %55

46:                                               ; preds = %41, %36, %33, %30
  %47 = load ptr addrspace(1), ptr %6, align 8
  %48 = load i32, ptr %10, align 4
  %49 = load i32, ptr %7, align 4
  %50 = mul nsw i32 %48, %49
  %51 = load i32, ptr %9, align 4
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr addrspace(1) %47, i64 %53
  store i8 0, ptr addrspace(1) %54, align 1
  br label %140

55:                                               ; preds = %41
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %13, i8 0, i64 36, i1 false)
  %56 = getelementptr inbounds [3 x [3 x i32]], ptr %13, i32 0, i32 0
  %57 = getelementptr inbounds [3 x i32], ptr %56, i32 0, i32 0
  store i32 -1, ptr %57, align 4
  %58 = getelementptr inbounds [3 x i32], ptr %56, i32 0, i32 2
  store i32 1, ptr %58, align 4
  %59 = getelementptr inbounds [3 x [3 x i32]], ptr %13, i32 0, i32 1
  %60 = getelementptr inbounds [3 x i32], ptr %59, i32 0, i32 0
  store i32 -2, ptr %60, align 4
  %61 = getelementptr inbounds [3 x i32], ptr %59, i32 0, i32 2
  store i32 2, ptr %61, align 4
  %62 = getelementptr inbounds [3 x [3 x i32]], ptr %13, i32 0, i32 2
  %63 = getelementptr inbounds [3 x i32], ptr %62, i32 0, i32 0
  store i32 -1, ptr %63, align 4
  %64 = getelementptr inbounds [3 x i32], ptr %62, i32 0, i32 2
  store i32 1, ptr %64, align 4
  store i32 -1, ptr %14, align 4
  br label %65

65:                                               ; preds = %117, %55
  %66 = load i32, ptr %14, align 4
  %67 = icmp sle i32 %66, 1
  br i1 %67, label %68, label %120

68:                                               ; preds = %65
  store i32 -1, ptr %15, align 4
  br label %69

69:                                               ; preds = %113, %68
  %70 = load i32, ptr %15, align 4
  %71 = icmp sle i32 %70, 1
  br i1 %71, label %72, label %116

72:                                               ; preds = %69
  %73 = load ptr addrspace(1), ptr %5, align 8
  %74 = load i32, ptr %10, align 4
  %75 = load i32, ptr %14, align 4
  %76 = add nsw i32 %74, %75
  %77 = load i32, ptr %7, align 4
  %78 = mul nsw i32 %76, %77
  %79 = load i32, ptr %9, align 4
  %80 = add nsw i32 %78, %79
  %81 = load i32, ptr %15, align 4
  %82 = add nsw i32 %80, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i8, ptr addrspace(1) %73, i64 %83
  %85 = load i8, ptr addrspace(1) %84, align 1
  %86 = zext i8 %85 to i32
  store i32 %86, ptr %16, align 4
  %87 = load i32, ptr %14, align 4
  %88 = add nsw i32 %87, 1
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [3 x [3 x i32]], ptr %13, i64 0, i64 %89
  %91 = load i32, ptr %15, align 4
  %92 = add nsw i32 %91, 1
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [3 x i32], ptr %90, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4
  %96 = load i32, ptr %16, align 4
  %97 = mul nsw i32 %95, %96
  %98 = load i32, ptr %11, align 4
  %99 = add nsw i32 %98, %97
  store i32 %99, ptr %11, align 4
  %100 = load i32, ptr %15, align 4
  %101 = add nsw i32 %100, 1
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [3 x [3 x i32]], ptr %13, i64 0, i64 %102
  %104 = load i32, ptr %14, align 4
  %105 = add nsw i32 %104, 1
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [3 x i32], ptr %103, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = load i32, ptr %16, align 4
  %110 = mul nsw i32 %108, %109
  %111 = load i32, ptr %12, align 4
  %112 = add nsw i32 %111, %110
  store i32 %112, ptr %12, align 4
  br label %113

113:                                              ; preds = %72
  %114 = load i32, ptr %15, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %15, align 4
  br label %69

116:                                              ; preds = %69
  br label %117

117:                                              ; preds = %116
  %118 = load i32, ptr %14, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %14, align 4
  br label %65

120:                                              ; preds = %65
  %121 = load i32, ptr %11, align 4
  %122 = load i32, ptr %11, align 4
  %123 = mul nsw i32 %121, %122
  %124 = load i32, ptr %12, align 4
  %125 = load i32, ptr %12, align 4
  %126 = mul nsw i32 %124, %125
  %127 = add nsw i32 %123, %126
  %128 = sitofp i32 %127 to float
  %129 = call float @_Z4sqrtf(float noundef %128) #7, !fpmath !14
  store float %129, ptr %17, align 4
  %130 = load float, ptr %17, align 4
  %131 = call zeroext i8 @_Z17convert_uchar_satf(float noundef %130) #7
  %132 = load ptr addrspace(1), ptr %6, align 8
  %133 = load i32, ptr %10, align 4
  %134 = load i32, ptr %7, align 4
  %135 = mul nsw i32 %133, %134
  %136 = load i32, ptr %9, align 4
  %137 = add nsw i32 %135, %136
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i8, ptr addrspace(1) %132, i64 %138
  store i8 %131, ptr addrspace(1) %139, align 1
  br label %140

140:                                              ; preds = %120, %46, %29
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local float @_Z4sqrtf(float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z17convert_uchar_satf(float noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @im_median3x3(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 1 %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [9 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  %17 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %18 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %9, align 4
  %20 = call i64 @_Z13get_global_idj(i32 noundef 1) #7
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %10, align 4
  %22 = load i32, ptr %9, align 4
  %23 = icmp slt i32 %22, 1
  br i1 %23, label %37, label %24

24:                                               ; preds = %4
  %25 = load i32, ptr %10, align 4
  %26 = icmp slt i32 %25, 1
  br i1 %26, label %37, label %27

27:                                               ; preds = %24
  %28 = load i32, ptr %9, align 4
  %29 = load i32, ptr %7, align 4
  %30 = sub nsw i32 %29, 1
  %31 = icmp sge i32 %28, %30
  br i1 %31, label %37, label %32

32:                                               ; preds = %27
  %33 = load i32, ptr %10, align 4
  %34 = load i32, ptr %8, align 4
  %35 = sub nsw i32 %34, 1
  %36 = icmp sge i32 %33, %35
  br i1 %36, label %37, label %38

37:                                               ; preds = %32, %27, %24, %4
  br label %127

38:                                               ; preds = %32
  store i32 0, ptr %12, align 4
  store i32 -1, ptr %13, align 4
  br label %39

39:                                               ; preds = %68, %38
  %40 = load i32, ptr %13, align 4
  %41 = icmp sle i32 %40, 1
  br i1 %41, label %42, label %71

42:                                               ; preds = %39
  store i32 -1, ptr %14, align 4
  br label %43

43:                                               ; preds = %64, %42
  %44 = load i32, ptr %14, align 4
  %45 = icmp sle i32 %44, 1
  br i1 %45, label %46, label %67

46:                                               ; preds = %43
  %47 = load ptr addrspace(1), ptr %5, align 8
  %48 = load i32, ptr %10, align 4
  %49 = load i32, ptr %13, align 4
  %50 = add nsw i32 %48, %49
  %51 = load i32, ptr %7, align 4
  %52 = mul nsw i32 %50, %51
  %53 = load i32, ptr %9, align 4
  %54 = add nsw i32 %52, %53
  %55 = load i32, ptr %14, align 4
  %56 = add nsw i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i8, ptr addrspace(1) %47, i64 %57
  %59 = load i8, ptr addrspace(1) %58, align 1
  %60 = load i32, ptr %12, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %12, align 4
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds [9 x i8], ptr %11, i64 0, i64 %62
  store i8 %59, ptr %63, align 1
  br label %64

64:                                               ; preds = %46
  %65 = load i32, ptr %14, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %14, align 4
  br label %43

67:                                               ; preds = %43
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %13, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %13, align 4
  br label %39

71:                                               ; preds = %39
  store i32 1, ptr %15, align 4
  br label %72

72:                                               ; preds = %113, %71
  %73 = load i32, ptr %15, align 4
  %74 = icmp slt i32 %73, 9
  br i1 %74, label %75, label %116

75:                                               ; preds = %72
  %76 = load i32, ptr %15, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [9 x i8], ptr %11, i64 0, i64 %77
  %79 = load i8, ptr %78, align 1
  store i8 %79, ptr %16, align 1
  %80 = load i32, ptr %15, align 4
  %81 = sub nsw i32 %80, 1
  store i32 %81, ptr %17, align 4
  br label %82

82:                                               ; preds = %96, %75
  %83 = load i32, ptr %17, align 4
  %84 = icmp sge i32 %83, 0
  br i1 %84, label %85, label %94

85:                                               ; preds = %82
  %86 = load i32, ptr %17, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [9 x i8], ptr %11, i64 0, i64 %87
  %89 = load i8, ptr %88, align 1
  %90 = zext i8 %89 to i32
  %91 = load i8, ptr %16, align 1
  %92 = zext i8 %91 to i32
  %93 = icmp sgt i32 %90, %92
  br label %94

94:                                               ; preds = %85, %82
  %95 = phi i1 [ false, %82 ], [ %93, %85 ]
  br i1 %95, label %96, label %107

96:                                               ; preds = %94
  %97 = load i32, ptr %17, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [9 x i8], ptr %11, i64 0, i64 %98
  %100 = load i8, ptr %99, align 1
  %101 = load i32, ptr %17, align 4
  %102 = add nsw i32 %101, 1
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [9 x i8], ptr %11, i64 0, i64 %103
  store i8 %100, ptr %104, align 1
  %105 = load i32, ptr %17, align 4
  %106 = add nsw i32 %105, -1
  store i32 %106, ptr %17, align 4
  br label %82

107:                                              ; preds = %94
  %108 = load i8, ptr %16, align 1
  %109 = load i32, ptr %17, align 4
  %110 = add nsw i32 %109, 1
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [9 x i8], ptr %11, i64 0, i64 %111
  store i8 %108, ptr %112, align 1
  br label %113

113:                                              ; preds = %107
  %114 = load i32, ptr %15, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %15, align 4
  br label %72

116:                                              ; preds = %72
  %117 = getelementptr inbounds [9 x i8], ptr %11, i64 0, i64 4
  %118 = load i8, ptr %117, align 1
  %119 = load ptr addrspace(1), ptr %6, align 8
  %120 = load i32, ptr %10, align 4
  %121 = load i32, ptr %7, align 4
  %122 = mul nsw i32 %120, %121
  %123 = load i32, ptr %9, align 4
  %124 = add nsw i32 %122, %123
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i8, ptr addrspace(1) %119, i64 %125
  store i8 %118, ptr addrspace(1) %126, align 1
  br label %127

127:                                              ; preds = %116, %37
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @im_median3x3_net(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca <4 x i8>, align 4
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  %21 = alloca i8, align 1
  %22 = alloca <4 x i8>, align 4
  %23 = alloca i8, align 1
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
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %61 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %62 = trunc i64 %61 to i32
  store i32 %62, ptr %9, align 4
  %63 = call i64 @_Z13get_global_idj(i32 noundef 1) #7
  %64 = trunc i64 %63 to i32
  store i32 %64, ptr %10, align 4
  %65 = load i32, ptr %9, align 4
  %66 = icmp slt i32 %65, 1
  br i1 %66, label %80, label %67

67:                                               ; preds = %4
  %68 = load i32, ptr %10, align 4
  %69 = icmp slt i32 %68, 1
  br i1 %69, label %80, label %70

70:                                               ; preds = %67
  %71 = load i32, ptr %9, align 4
  %72 = load i32, ptr %7, align 4
  %73 = sub nsw i32 %72, 1
  %74 = icmp sge i32 %71, %73
  br i1 %74, label %80, label %75

75:                                               ; preds = %70
  %76 = load i32, ptr %10, align 4
  %77 = load i32, ptr %8, align 4
  %78 = sub nsw i32 %77, 1
  %79 = icmp sge i32 %76, %78
  br i1 %79, label %80, label %81

80:                                               ; preds = %75, %70, %67, %4
  br label %688

81:                                               ; preds = %75
  store <4 x i8> zeroinitializer, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %82

82:                                               ; preds = %675, %81
  %83 = load i32, ptr %12, align 4
  %84 = icmp slt i32 %83, 4
  br i1 %84, label %85, label %678

85:                                               ; preds = %82
  %86 = load ptr addrspace(1), ptr %5, align 8
  %87 = load i32, ptr %10, align 4
  %88 = sub nsw i32 %87, 1
  %89 = load i32, ptr %7, align 4
  %90 = mul nsw i32 %88, %89
  %91 = load i32, ptr %9, align 4
  %92 = add nsw i32 %90, %91
  %93 = sub nsw i32 %92, 1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %86, i64 %94
  %96 = load <4 x i8>, ptr addrspace(1) %95, align 4
  store <4 x i8> %96, ptr %22, align 4
  %97 = load i32, ptr %12, align 4
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %99, label %103

99:                                               ; preds = %85
  %100 = load <4 x i8>, ptr %22, align 4
  %101 = extractelement <4 x i8> %100, i64 0
  %102 = zext i8 %101 to i32
  br label %125

103:                                              ; preds = %85
  %104 = load i32, ptr %12, align 4
  %105 = icmp eq i32 %104, 1
  br i1 %105, label %106, label %110

106:                                              ; preds = %103
  %107 = load <4 x i8>, ptr %22, align 4
  %108 = extractelement <4 x i8> %107, i64 1
  %109 = zext i8 %108 to i32
  br label %123

110:                                              ; preds = %103
  %111 = load i32, ptr %12, align 4
  %112 = icmp eq i32 %111, 2
  br i1 %112, label %113, label %117

113:                                              ; preds = %110
  %114 = load <4 x i8>, ptr %22, align 4
  %115 = extractelement <4 x i8> %114, i64 2
  %116 = zext i8 %115 to i32
  br label %121

117:                                              ; preds = %110
  %118 = load <4 x i8>, ptr %22, align 4
  %119 = extractelement <4 x i8> %118, i64 3
  %120 = zext i8 %119 to i32
  br label %121

121:                                              ; preds = %117, %113
  %122 = phi i32 [ %116, %113 ], [ %120, %117 ]
  br label %123

123:                                              ; preds = %121, %106
  %124 = phi i32 [ %109, %106 ], [ %122, %121 ]
  br label %125

125:                                              ; preds = %123, %99
  %126 = phi i32 [ %102, %99 ], [ %124, %123 ]
  %127 = trunc i32 %126 to i8
  store i8 %127, ptr %13, align 1
  %128 = load ptr addrspace(1), ptr %5, align 8
  %129 = load i32, ptr %10, align 4
  %130 = sub nsw i32 %129, 1
  %131 = load i32, ptr %7, align 4
  %132 = mul nsw i32 %130, %131
  %133 = load i32, ptr %9, align 4
  %134 = add nsw i32 %132, %133
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %128, i64 %135
  %137 = load <4 x i8>, ptr addrspace(1) %136, align 4
  store <4 x i8> %137, ptr %22, align 4
  %138 = load i32, ptr %12, align 4
  %139 = icmp eq i32 %138, 0
  br i1 %139, label %140, label %144

140:                                              ; preds = %125
  %141 = load <4 x i8>, ptr %22, align 4
  %142 = extractelement <4 x i8> %141, i64 0
  %143 = zext i8 %142 to i32
  br label %166

144:                                              ; preds = %125
  %145 = load i32, ptr %12, align 4
  %146 = icmp eq i32 %145, 1
  br i1 %146, label %147, label %151

147:                                              ; preds = %144
  %148 = load <4 x i8>, ptr %22, align 4
  %149 = extractelement <4 x i8> %148, i64 1
  %150 = zext i8 %149 to i32
  br label %164

151:                                              ; preds = %144
  %152 = load i32, ptr %12, align 4
  %153 = icmp eq i32 %152, 2
  br i1 %153, label %154, label %158

154:                                              ; preds = %151
  %155 = load <4 x i8>, ptr %22, align 4
  %156 = extractelement <4 x i8> %155, i64 2
  %157 = zext i8 %156 to i32
  br label %162

158:                                              ; preds = %151
  %159 = load <4 x i8>, ptr %22, align 4
  %160 = extractelement <4 x i8> %159, i64 3
  %161 = zext i8 %160 to i32
  br label %162

162:                                              ; preds = %158, %154
  %163 = phi i32 [ %157, %154 ], [ %161, %158 ]
  br label %164

164:                                              ; preds = %162, %147
  %165 = phi i32 [ %150, %147 ], [ %163, %162 ]
  br label %166

166:                                              ; preds = %164, %140
  %167 = phi i32 [ %143, %140 ], [ %165, %164 ]
  %168 = trunc i32 %167 to i8
  store i8 %168, ptr %14, align 1
  %169 = load ptr addrspace(1), ptr %5, align 8
  %170 = load i32, ptr %10, align 4
  %171 = sub nsw i32 %170, 1
  %172 = load i32, ptr %7, align 4
  %173 = mul nsw i32 %171, %172
  %174 = load i32, ptr %9, align 4
  %175 = add nsw i32 %173, %174
  %176 = add nsw i32 %175, 1
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %169, i64 %177
  %179 = load <4 x i8>, ptr addrspace(1) %178, align 4
  store <4 x i8> %179, ptr %22, align 4
  %180 = load i32, ptr %12, align 4
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %182, label %186

182:                                              ; preds = %166
  %183 = load <4 x i8>, ptr %22, align 4
  %184 = extractelement <4 x i8> %183, i64 0
  %185 = zext i8 %184 to i32
  br label %208

186:                                              ; preds = %166
  %187 = load i32, ptr %12, align 4
  %188 = icmp eq i32 %187, 1
  br i1 %188, label %189, label %193

189:                                              ; preds = %186
  %190 = load <4 x i8>, ptr %22, align 4
  %191 = extractelement <4 x i8> %190, i64 1
  %192 = zext i8 %191 to i32
  br label %206

193:                                              ; preds = %186
  %194 = load i32, ptr %12, align 4
  %195 = icmp eq i32 %194, 2
  br i1 %195, label %196, label %200

196:                                              ; preds = %193
  %197 = load <4 x i8>, ptr %22, align 4
  %198 = extractelement <4 x i8> %197, i64 2
  %199 = zext i8 %198 to i32
  br label %204

200:                                              ; preds = %193
  %201 = load <4 x i8>, ptr %22, align 4
  %202 = extractelement <4 x i8> %201, i64 3
  %203 = zext i8 %202 to i32
  br label %204

204:                                              ; preds = %200, %196
  %205 = phi i32 [ %199, %196 ], [ %203, %200 ]
  br label %206

206:                                              ; preds = %204, %189
  %207 = phi i32 [ %192, %189 ], [ %205, %204 ]
  br label %208

208:                                              ; preds = %206, %182
  %209 = phi i32 [ %185, %182 ], [ %207, %206 ]
  %210 = trunc i32 %209 to i8
  store i8 %210, ptr %15, align 1
  %211 = load ptr addrspace(1), ptr %5, align 8
  %212 = load i32, ptr %10, align 4
  %213 = load i32, ptr %7, align 4
  %214 = mul nsw i32 %212, %213
  %215 = load i32, ptr %9, align 4
  %216 = add nsw i32 %214, %215
  %217 = sub nsw i32 %216, 1
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %211, i64 %218
  %220 = load <4 x i8>, ptr addrspace(1) %219, align 4
  store <4 x i8> %220, ptr %22, align 4
  %221 = load i32, ptr %12, align 4
  %222 = icmp eq i32 %221, 0
  br i1 %222, label %223, label %227

223:                                              ; preds = %208
  %224 = load <4 x i8>, ptr %22, align 4
  %225 = extractelement <4 x i8> %224, i64 0
  %226 = zext i8 %225 to i32
  br label %249

227:                                              ; preds = %208
  %228 = load i32, ptr %12, align 4
  %229 = icmp eq i32 %228, 1
  br i1 %229, label %230, label %234

230:                                              ; preds = %227
  %231 = load <4 x i8>, ptr %22, align 4
  %232 = extractelement <4 x i8> %231, i64 1
  %233 = zext i8 %232 to i32
  br label %247

234:                                              ; preds = %227
  %235 = load i32, ptr %12, align 4
  %236 = icmp eq i32 %235, 2
  br i1 %236, label %237, label %241

237:                                              ; preds = %234
  %238 = load <4 x i8>, ptr %22, align 4
  %239 = extractelement <4 x i8> %238, i64 2
  %240 = zext i8 %239 to i32
  br label %245

241:                                              ; preds = %234
  %242 = load <4 x i8>, ptr %22, align 4
  %243 = extractelement <4 x i8> %242, i64 3
  %244 = zext i8 %243 to i32
  br label %245

245:                                              ; preds = %241, %237
  %246 = phi i32 [ %240, %237 ], [ %244, %241 ]
  br label %247

247:                                              ; preds = %245, %230
  %248 = phi i32 [ %233, %230 ], [ %246, %245 ]
  br label %249

249:                                              ; preds = %247, %223
  %250 = phi i32 [ %226, %223 ], [ %248, %247 ]
  %251 = trunc i32 %250 to i8
  store i8 %251, ptr %16, align 1
  %252 = load ptr addrspace(1), ptr %5, align 8
  %253 = load i32, ptr %10, align 4
  %254 = load i32, ptr %7, align 4
  %255 = mul nsw i32 %253, %254
  %256 = load i32, ptr %9, align 4
  %257 = add nsw i32 %255, %256
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %252, i64 %258
  %260 = load <4 x i8>, ptr addrspace(1) %259, align 4
  store <4 x i8> %260, ptr %22, align 4
  %261 = load i32, ptr %12, align 4
  %262 = icmp eq i32 %261, 0
  br i1 %262, label %263, label %267

263:                                              ; preds = %249
  %264 = load <4 x i8>, ptr %22, align 4
  %265 = extractelement <4 x i8> %264, i64 0
  %266 = zext i8 %265 to i32
  br label %289

267:                                              ; preds = %249
  %268 = load i32, ptr %12, align 4
  %269 = icmp eq i32 %268, 1
  br i1 %269, label %270, label %274

270:                                              ; preds = %267
  %271 = load <4 x i8>, ptr %22, align 4
  %272 = extractelement <4 x i8> %271, i64 1
  %273 = zext i8 %272 to i32
  br label %287

274:                                              ; preds = %267
  %275 = load i32, ptr %12, align 4
  %276 = icmp eq i32 %275, 2
  br i1 %276, label %277, label %281

277:                                              ; preds = %274
  %278 = load <4 x i8>, ptr %22, align 4
  %279 = extractelement <4 x i8> %278, i64 2
  %280 = zext i8 %279 to i32
  br label %285

281:                                              ; preds = %274
  %282 = load <4 x i8>, ptr %22, align 4
  %283 = extractelement <4 x i8> %282, i64 3
  %284 = zext i8 %283 to i32
  br label %285

285:                                              ; preds = %281, %277
  %286 = phi i32 [ %280, %277 ], [ %284, %281 ]
  br label %287

287:                                              ; preds = %285, %270
  %288 = phi i32 [ %273, %270 ], [ %286, %285 ]
  br label %289

289:                                              ; preds = %287, %263
  %290 = phi i32 [ %266, %263 ], [ %288, %287 ]
  %291 = trunc i32 %290 to i8
  store i8 %291, ptr %17, align 1
  %292 = load ptr addrspace(1), ptr %5, align 8
  %293 = load i32, ptr %10, align 4
  %294 = load i32, ptr %7, align 4
  %295 = mul nsw i32 %293, %294
  %296 = load i32, ptr %9, align 4
  %297 = add nsw i32 %295, %296
  %298 = add nsw i32 %297, 1
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %292, i64 %299
  %301 = load <4 x i8>, ptr addrspace(1) %300, align 4
  store <4 x i8> %301, ptr %22, align 4
  %302 = load i32, ptr %12, align 4
  %303 = icmp eq i32 %302, 0
  br i1 %303, label %304, label %308

304:                                              ; preds = %289
  %305 = load <4 x i8>, ptr %22, align 4
  %306 = extractelement <4 x i8> %305, i64 0
  %307 = zext i8 %306 to i32
  br label %330

308:                                              ; preds = %289
  %309 = load i32, ptr %12, align 4
  %310 = icmp eq i32 %309, 1
  br i1 %310, label %311, label %315

311:                                              ; preds = %308
  %312 = load <4 x i8>, ptr %22, align 4
  %313 = extractelement <4 x i8> %312, i64 1
  %314 = zext i8 %313 to i32
  br label %328

315:                                              ; preds = %308
  %316 = load i32, ptr %12, align 4
  %317 = icmp eq i32 %316, 2
  br i1 %317, label %318, label %322

318:                                              ; preds = %315
  %319 = load <4 x i8>, ptr %22, align 4
  %320 = extractelement <4 x i8> %319, i64 2
  %321 = zext i8 %320 to i32
  br label %326

322:                                              ; preds = %315
  %323 = load <4 x i8>, ptr %22, align 4
  %324 = extractelement <4 x i8> %323, i64 3
  %325 = zext i8 %324 to i32
  br label %326

326:                                              ; preds = %322, %318
  %327 = phi i32 [ %321, %318 ], [ %325, %322 ]
  br label %328

328:                                              ; preds = %326, %311
  %329 = phi i32 [ %314, %311 ], [ %327, %326 ]
  br label %330

330:                                              ; preds = %328, %304
  %331 = phi i32 [ %307, %304 ], [ %329, %328 ]
  %332 = trunc i32 %331 to i8
  store i8 %332, ptr %18, align 1
  %333 = load ptr addrspace(1), ptr %5, align 8
  %334 = load i32, ptr %10, align 4
  %335 = add nsw i32 %334, 1
  %336 = load i32, ptr %7, align 4
  %337 = mul nsw i32 %335, %336
  %338 = load i32, ptr %9, align 4
  %339 = add nsw i32 %337, %338
  %340 = sub nsw i32 %339, 1
  %341 = sext i32 %340 to i64
  %342 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %333, i64 %341
  %343 = load <4 x i8>, ptr addrspace(1) %342, align 4
  store <4 x i8> %343, ptr %22, align 4
  %344 = load i32, ptr %12, align 4
  %345 = icmp eq i32 %344, 0
  br i1 %345, label %346, label %350

346:                                              ; preds = %330
  %347 = load <4 x i8>, ptr %22, align 4
  %348 = extractelement <4 x i8> %347, i64 0
  %349 = zext i8 %348 to i32
  br label %372

350:                                              ; preds = %330
  %351 = load i32, ptr %12, align 4
  %352 = icmp eq i32 %351, 1
  br i1 %352, label %353, label %357

353:                                              ; preds = %350
  %354 = load <4 x i8>, ptr %22, align 4
  %355 = extractelement <4 x i8> %354, i64 1
  %356 = zext i8 %355 to i32
  br label %370

357:                                              ; preds = %350
  %358 = load i32, ptr %12, align 4
  %359 = icmp eq i32 %358, 2
  br i1 %359, label %360, label %364

360:                                              ; preds = %357
  %361 = load <4 x i8>, ptr %22, align 4
  %362 = extractelement <4 x i8> %361, i64 2
  %363 = zext i8 %362 to i32
  br label %368

364:                                              ; preds = %357
  %365 = load <4 x i8>, ptr %22, align 4
  %366 = extractelement <4 x i8> %365, i64 3
  %367 = zext i8 %366 to i32
  br label %368

368:                                              ; preds = %364, %360
  %369 = phi i32 [ %363, %360 ], [ %367, %364 ]
  br label %370

370:                                              ; preds = %368, %353
  %371 = phi i32 [ %356, %353 ], [ %369, %368 ]
  br label %372

372:                                              ; preds = %370, %346
  %373 = phi i32 [ %349, %346 ], [ %371, %370 ]
  %374 = trunc i32 %373 to i8
  store i8 %374, ptr %19, align 1
  %375 = load ptr addrspace(1), ptr %5, align 8
  %376 = load i32, ptr %10, align 4
  %377 = add nsw i32 %376, 1
  %378 = load i32, ptr %7, align 4
  %379 = mul nsw i32 %377, %378
  %380 = load i32, ptr %9, align 4
  %381 = add nsw i32 %379, %380
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %375, i64 %382
  %384 = load <4 x i8>, ptr addrspace(1) %383, align 4
  store <4 x i8> %384, ptr %22, align 4
  %385 = load i32, ptr %12, align 4
  %386 = icmp eq i32 %385, 0
  br i1 %386, label %387, label %391

387:                                              ; preds = %372
  %388 = load <4 x i8>, ptr %22, align 4
  %389 = extractelement <4 x i8> %388, i64 0
  %390 = zext i8 %389 to i32
  br label %413

391:                                              ; preds = %372
  %392 = load i32, ptr %12, align 4
  %393 = icmp eq i32 %392, 1
  br i1 %393, label %394, label %398

394:                                              ; preds = %391
  %395 = load <4 x i8>, ptr %22, align 4
  %396 = extractelement <4 x i8> %395, i64 1
  %397 = zext i8 %396 to i32
  br label %411

398:                                              ; preds = %391
  %399 = load i32, ptr %12, align 4
  %400 = icmp eq i32 %399, 2
  br i1 %400, label %401, label %405

401:                                              ; preds = %398
  %402 = load <4 x i8>, ptr %22, align 4
  %403 = extractelement <4 x i8> %402, i64 2
  %404 = zext i8 %403 to i32
  br label %409

405:                                              ; preds = %398
  %406 = load <4 x i8>, ptr %22, align 4
  %407 = extractelement <4 x i8> %406, i64 3
  %408 = zext i8 %407 to i32
  br label %409

409:                                              ; preds = %405, %401
  %410 = phi i32 [ %404, %401 ], [ %408, %405 ]
  br label %411

411:                                              ; preds = %409, %394
  %412 = phi i32 [ %397, %394 ], [ %410, %409 ]
  br label %413

413:                                              ; preds = %411, %387
  %414 = phi i32 [ %390, %387 ], [ %412, %411 ]
  %415 = trunc i32 %414 to i8
  store i8 %415, ptr %20, align 1
  %416 = load ptr addrspace(1), ptr %5, align 8
  %417 = load i32, ptr %10, align 4
  %418 = add nsw i32 %417, 1
  %419 = load i32, ptr %7, align 4
  %420 = mul nsw i32 %418, %419
  %421 = load i32, ptr %9, align 4
  %422 = add nsw i32 %420, %421
  %423 = add nsw i32 %422, 1
  %424 = sext i32 %423 to i64
  %425 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %416, i64 %424
  %426 = load <4 x i8>, ptr addrspace(1) %425, align 4
  store <4 x i8> %426, ptr %22, align 4
  %427 = load i32, ptr %12, align 4
  %428 = icmp eq i32 %427, 0
  br i1 %428, label %429, label %433

429:                                              ; preds = %413
  %430 = load <4 x i8>, ptr %22, align 4
  %431 = extractelement <4 x i8> %430, i64 0
  %432 = zext i8 %431 to i32
  br label %455

433:                                              ; preds = %413
  %434 = load i32, ptr %12, align 4
  %435 = icmp eq i32 %434, 1
  br i1 %435, label %436, label %440

436:                                              ; preds = %433
  %437 = load <4 x i8>, ptr %22, align 4
  %438 = extractelement <4 x i8> %437, i64 1
  %439 = zext i8 %438 to i32
  br label %453

440:                                              ; preds = %433
  %441 = load i32, ptr %12, align 4
  %442 = icmp eq i32 %441, 2
  br i1 %442, label %443, label %447

443:                                              ; preds = %440
  %444 = load <4 x i8>, ptr %22, align 4
  %445 = extractelement <4 x i8> %444, i64 2
  %446 = zext i8 %445 to i32
  br label %451

447:                                              ; preds = %440
  %448 = load <4 x i8>, ptr %22, align 4
  %449 = extractelement <4 x i8> %448, i64 3
  %450 = zext i8 %449 to i32
  br label %451

451:                                              ; preds = %447, %443
  %452 = phi i32 [ %446, %443 ], [ %450, %447 ]
  br label %453

453:                                              ; preds = %451, %436
  %454 = phi i32 [ %439, %436 ], [ %452, %451 ]
  br label %455

455:                                              ; preds = %453, %429
  %456 = phi i32 [ %432, %429 ], [ %454, %453 ]
  %457 = trunc i32 %456 to i8
  store i8 %457, ptr %21, align 1
  br label %458

458:                                              ; preds = %455
  %459 = load i8, ptr %14, align 1
  %460 = load i8, ptr %15, align 1
  %461 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %459, i8 noundef zeroext %460) #7
  store i8 %461, ptr %23, align 1
  %462 = load i8, ptr %14, align 1
  %463 = load i8, ptr %15, align 1
  %464 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %462, i8 noundef zeroext %463) #7
  store i8 %464, ptr %24, align 1
  %465 = load i8, ptr %23, align 1
  store i8 %465, ptr %14, align 1
  %466 = load i8, ptr %24, align 1
  store i8 %466, ptr %15, align 1
  br label %467

467:                                              ; preds = %458
  br label %468

468:                                              ; preds = %467
  %469 = load i8, ptr %17, align 1
  %470 = load i8, ptr %18, align 1
  %471 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %469, i8 noundef zeroext %470) #7
  store i8 %471, ptr %25, align 1
  %472 = load i8, ptr %17, align 1
  %473 = load i8, ptr %18, align 1
  %474 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %472, i8 noundef zeroext %473) #7
  store i8 %474, ptr %26, align 1
  %475 = load i8, ptr %25, align 1
  store i8 %475, ptr %17, align 1
  %476 = load i8, ptr %26, align 1
  store i8 %476, ptr %18, align 1
  br label %477

477:                                              ; preds = %468
  br label %478

478:                                              ; preds = %477
  %479 = load i8, ptr %20, align 1
  %480 = load i8, ptr %21, align 1
  %481 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %479, i8 noundef zeroext %480) #7
  store i8 %481, ptr %27, align 1
  %482 = load i8, ptr %20, align 1
  %483 = load i8, ptr %21, align 1
  %484 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %482, i8 noundef zeroext %483) #7
  store i8 %484, ptr %28, align 1
  %485 = load i8, ptr %27, align 1
  store i8 %485, ptr %20, align 1
  %486 = load i8, ptr %28, align 1
  store i8 %486, ptr %21, align 1
  br label %487

487:                                              ; preds = %478
  br label %488

488:                                              ; preds = %487
  %489 = load i8, ptr %13, align 1
  %490 = load i8, ptr %14, align 1
  %491 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %489, i8 noundef zeroext %490) #7
  store i8 %491, ptr %29, align 1
  %492 = load i8, ptr %13, align 1
  %493 = load i8, ptr %14, align 1
  %494 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %492, i8 noundef zeroext %493) #7
  store i8 %494, ptr %30, align 1
  %495 = load i8, ptr %29, align 1
  store i8 %495, ptr %13, align 1
  %496 = load i8, ptr %30, align 1
  store i8 %496, ptr %14, align 1
  br label %497

497:                                              ; preds = %488
  br label %498

498:                                              ; preds = %497
  %499 = load i8, ptr %16, align 1
  %500 = load i8, ptr %17, align 1
  %501 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %499, i8 noundef zeroext %500) #7
  store i8 %501, ptr %31, align 1
  %502 = load i8, ptr %16, align 1
  %503 = load i8, ptr %17, align 1
  %504 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %502, i8 noundef zeroext %503) #7
  store i8 %504, ptr %32, align 1
  %505 = load i8, ptr %31, align 1
  store i8 %505, ptr %16, align 1
  %506 = load i8, ptr %32, align 1
  store i8 %506, ptr %17, align 1
  br label %507

507:                                              ; preds = %498
  br label %508

508:                                              ; preds = %507
  %509 = load i8, ptr %19, align 1
  %510 = load i8, ptr %20, align 1
  %511 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %509, i8 noundef zeroext %510) #7
  store i8 %511, ptr %33, align 1
  %512 = load i8, ptr %19, align 1
  %513 = load i8, ptr %20, align 1
  %514 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %512, i8 noundef zeroext %513) #7
  store i8 %514, ptr %34, align 1
  %515 = load i8, ptr %33, align 1
  store i8 %515, ptr %19, align 1
  %516 = load i8, ptr %34, align 1
  store i8 %516, ptr %20, align 1
  br label %517

517:                                              ; preds = %508
  br label %518

518:                                              ; preds = %517
  %519 = load i8, ptr %14, align 1
  %520 = load i8, ptr %15, align 1
  %521 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %519, i8 noundef zeroext %520) #7
  store i8 %521, ptr %35, align 1
  %522 = load i8, ptr %14, align 1
  %523 = load i8, ptr %15, align 1
  %524 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %522, i8 noundef zeroext %523) #7
  store i8 %524, ptr %36, align 1
  %525 = load i8, ptr %35, align 1
  store i8 %525, ptr %14, align 1
  %526 = load i8, ptr %36, align 1
  store i8 %526, ptr %15, align 1
  br label %527

527:                                              ; preds = %518
  br label %528

528:                                              ; preds = %527
  %529 = load i8, ptr %17, align 1
  %530 = load i8, ptr %18, align 1
  %531 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %529, i8 noundef zeroext %530) #7
  store i8 %531, ptr %37, align 1
  %532 = load i8, ptr %17, align 1
  %533 = load i8, ptr %18, align 1
  %534 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %532, i8 noundef zeroext %533) #7
  store i8 %534, ptr %38, align 1
  %535 = load i8, ptr %37, align 1
  store i8 %535, ptr %17, align 1
  %536 = load i8, ptr %38, align 1
  store i8 %536, ptr %18, align 1
  br label %537

537:                                              ; preds = %528
  br label %538

538:                                              ; preds = %537
  %539 = load i8, ptr %20, align 1
  %540 = load i8, ptr %21, align 1
  %541 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %539, i8 noundef zeroext %540) #7
  store i8 %541, ptr %39, align 1
  %542 = load i8, ptr %20, align 1
  %543 = load i8, ptr %21, align 1
  %544 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %542, i8 noundef zeroext %543) #7
  store i8 %544, ptr %40, align 1
  %545 = load i8, ptr %39, align 1
  store i8 %545, ptr %20, align 1
  %546 = load i8, ptr %40, align 1
  store i8 %546, ptr %21, align 1
  br label %547

547:                                              ; preds = %538
  br label %548

548:                                              ; preds = %547
  %549 = load i8, ptr %13, align 1
  %550 = load i8, ptr %16, align 1
  %551 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %549, i8 noundef zeroext %550) #7
  store i8 %551, ptr %41, align 1
  %552 = load i8, ptr %13, align 1
  %553 = load i8, ptr %16, align 1
  %554 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %552, i8 noundef zeroext %553) #7
  store i8 %554, ptr %42, align 1
  %555 = load i8, ptr %41, align 1
  store i8 %555, ptr %13, align 1
  %556 = load i8, ptr %42, align 1
  store i8 %556, ptr %16, align 1
  br label %557

557:                                              ; preds = %548
  br label %558

558:                                              ; preds = %557
  %559 = load i8, ptr %18, align 1
  %560 = load i8, ptr %21, align 1
  %561 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %559, i8 noundef zeroext %560) #7
  store i8 %561, ptr %43, align 1
  %562 = load i8, ptr %18, align 1
  %563 = load i8, ptr %21, align 1
  %564 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %562, i8 noundef zeroext %563) #7
  store i8 %564, ptr %44, align 1
  %565 = load i8, ptr %43, align 1
  store i8 %565, ptr %18, align 1
  %566 = load i8, ptr %44, align 1
  store i8 %566, ptr %21, align 1
  br label %567

567:                                              ; preds = %558
  br label %568

568:                                              ; preds = %567
  %569 = load i8, ptr %17, align 1
  %570 = load i8, ptr %20, align 1
  %571 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %569, i8 noundef zeroext %570) #7
  store i8 %571, ptr %45, align 1
  %572 = load i8, ptr %17, align 1
  %573 = load i8, ptr %20, align 1
  %574 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %572, i8 noundef zeroext %573) #7
  store i8 %574, ptr %46, align 1
  %575 = load i8, ptr %45, align 1
  store i8 %575, ptr %17, align 1
  %576 = load i8, ptr %46, align 1
  store i8 %576, ptr %20, align 1
  br label %577

577:                                              ; preds = %568
  br label %578

578:                                              ; preds = %577
  %579 = load i8, ptr %16, align 1
  %580 = load i8, ptr %19, align 1
  %581 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %579, i8 noundef zeroext %580) #7
  store i8 %581, ptr %47, align 1
  %582 = load i8, ptr %16, align 1
  %583 = load i8, ptr %19, align 1
  %584 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %582, i8 noundef zeroext %583) #7
  store i8 %584, ptr %48, align 1
  %585 = load i8, ptr %47, align 1
  store i8 %585, ptr %16, align 1
  %586 = load i8, ptr %48, align 1
  store i8 %586, ptr %19, align 1
  br label %587

587:                                              ; preds = %578
  br label %588

588:                                              ; preds = %587
  %589 = load i8, ptr %14, align 1
  %590 = load i8, ptr %17, align 1
  %591 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %589, i8 noundef zeroext %590) #7
  store i8 %591, ptr %49, align 1
  %592 = load i8, ptr %14, align 1
  %593 = load i8, ptr %17, align 1
  %594 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %592, i8 noundef zeroext %593) #7
  store i8 %594, ptr %50, align 1
  %595 = load i8, ptr %49, align 1
  store i8 %595, ptr %14, align 1
  %596 = load i8, ptr %50, align 1
  store i8 %596, ptr %17, align 1
  br label %597

597:                                              ; preds = %588
  br label %598

598:                                              ; preds = %597
  %599 = load i8, ptr %15, align 1
  %600 = load i8, ptr %18, align 1
  %601 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %599, i8 noundef zeroext %600) #7
  store i8 %601, ptr %51, align 1
  %602 = load i8, ptr %15, align 1
  %603 = load i8, ptr %18, align 1
  %604 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %602, i8 noundef zeroext %603) #7
  store i8 %604, ptr %52, align 1
  %605 = load i8, ptr %51, align 1
  store i8 %605, ptr %15, align 1
  %606 = load i8, ptr %52, align 1
  store i8 %606, ptr %18, align 1
  br label %607

607:                                              ; preds = %598
  br label %608

608:                                              ; preds = %607
  %609 = load i8, ptr %17, align 1
  %610 = load i8, ptr %20, align 1
  %611 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %609, i8 noundef zeroext %610) #7
  store i8 %611, ptr %53, align 1
  %612 = load i8, ptr %17, align 1
  %613 = load i8, ptr %20, align 1
  %614 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %612, i8 noundef zeroext %613) #7
  store i8 %614, ptr %54, align 1
  %615 = load i8, ptr %53, align 1
  store i8 %615, ptr %17, align 1
  %616 = load i8, ptr %54, align 1
  store i8 %616, ptr %20, align 1
  br label %617

617:                                              ; preds = %608
  br label %618

618:                                              ; preds = %617
  %619 = load i8, ptr %17, align 1
  %620 = load i8, ptr %15, align 1
  %621 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %619, i8 noundef zeroext %620) #7
  store i8 %621, ptr %55, align 1
  %622 = load i8, ptr %17, align 1
  %623 = load i8, ptr %15, align 1
  %624 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %622, i8 noundef zeroext %623) #7
  store i8 %624, ptr %56, align 1
  %625 = load i8, ptr %55, align 1
  store i8 %625, ptr %17, align 1
  %626 = load i8, ptr %56, align 1
  store i8 %626, ptr %15, align 1
  br label %627

627:                                              ; preds = %618
  br label %628

628:                                              ; preds = %627
  %629 = load i8, ptr %19, align 1
  %630 = load i8, ptr %17, align 1
  %631 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %629, i8 noundef zeroext %630) #7
  store i8 %631, ptr %57, align 1
  %632 = load i8, ptr %19, align 1
  %633 = load i8, ptr %17, align 1
  %634 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %632, i8 noundef zeroext %633) #7
  store i8 %634, ptr %58, align 1
  %635 = load i8, ptr %57, align 1
  store i8 %635, ptr %19, align 1
  %636 = load i8, ptr %58, align 1
  store i8 %636, ptr %17, align 1
  br label %637

637:                                              ; preds = %628
  br label %638

638:                                              ; preds = %637
  %639 = load i8, ptr %17, align 1
  %640 = load i8, ptr %15, align 1
  %641 = call zeroext i8 @_Z3minhh(i8 noundef zeroext %639, i8 noundef zeroext %640) #7
  store i8 %641, ptr %59, align 1
  %642 = load i8, ptr %17, align 1
  %643 = load i8, ptr %15, align 1
  %644 = call zeroext i8 @_Z3maxhh(i8 noundef zeroext %642, i8 noundef zeroext %643) #7
  store i8 %644, ptr %60, align 1
  %645 = load i8, ptr %59, align 1
  store i8 %645, ptr %17, align 1
  %646 = load i8, ptr %60, align 1
  store i8 %646, ptr %15, align 1
  br label %647

647:                                              ; preds = %638
  %648 = load i32, ptr %12, align 4
  %649 = icmp eq i32 %648, 0
  br i1 %649, label %650, label %654

650:                                              ; preds = %647
  %651 = load i8, ptr %17, align 1
  %652 = load <4 x i8>, ptr %11, align 4
  %653 = insertelement <4 x i8> %652, i8 %651, i64 0
  store <4 x i8> %653, ptr %11, align 4
  br label %674

654:                                              ; preds = %647
  %655 = load i32, ptr %12, align 4
  %656 = icmp eq i32 %655, 1
  br i1 %656, label %657, label %661

657:                                              ; preds = %654
  %658 = load i8, ptr %17, align 1
  %659 = load <4 x i8>, ptr %11, align 4
  %660 = insertelement <4 x i8> %659, i8 %658, i64 1
  store <4 x i8> %660, ptr %11, align 4
  br label %673

661:                                              ; preds = %654
  %662 = load i32, ptr %12, align 4
  %663 = icmp eq i32 %662, 2
  br i1 %663, label %664, label %668

664:                                              ; preds = %661
  %665 = load i8, ptr %17, align 1
  %666 = load <4 x i8>, ptr %11, align 4
  %667 = insertelement <4 x i8> %666, i8 %665, i64 2
  store <4 x i8> %667, ptr %11, align 4
  br label %672

668:                                              ; preds = %661
  %669 = load i8, ptr %17, align 1
  %670 = load <4 x i8>, ptr %11, align 4
  %671 = insertelement <4 x i8> %670, i8 %669, i64 3
  store <4 x i8> %671, ptr %11, align 4
  br label %672

672:                                              ; preds = %668, %664
  br label %673

673:                                              ; preds = %672, %657
  br label %674

674:                                              ; preds = %673, %650
  br label %675

675:                                              ; preds = %674
  %676 = load i32, ptr %12, align 4
  %677 = add nsw i32 %676, 1
  store i32 %677, ptr %12, align 4
  br label %82

678:                                              ; preds = %82
  %679 = load <4 x i8>, ptr %11, align 4
  %680 = load ptr addrspace(1), ptr %6, align 8
  %681 = load i32, ptr %10, align 4
  %682 = load i32, ptr %7, align 4
  %683 = mul nsw i32 %681, %682
  %684 = load i32, ptr %9, align 4
  %685 = add nsw i32 %683, %684
  %686 = sext i32 %685 to i64
  %687 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %680, i64 %686
  store <4 x i8> %679, ptr addrspace(1) %687, align 4
  br label %688

688:                                              ; preds = %678, %80
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z3minhh(i8 noundef zeroext, i8 noundef zeroext) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z3maxhh(i8 noundef zeroext, i8 noundef zeroext) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @im_bilateral(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6) #1 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  store i32 %4, ptr %12, align 4
  store float %5, ptr %13, align 4
  store float %6, ptr %14, align 4
  %28 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %29 = trunc i64 %28 to i32
  store i32 %29, ptr %15, align 4
  %30 = call i64 @_Z13get_global_idj(i32 noundef 1) #7
  %31 = trunc i64 %30 to i32
  store i32 %31, ptr %16, align 4
  %32 = load i32, ptr %15, align 4
  %33 = load i32, ptr %10, align 4
  %34 = icmp sge i32 %32, %33
  br i1 %34, label %39, label %35

35:                                               ; preds = %7
  %36 = load i32, ptr %16, align 4
  %37 = load i32, ptr %11, align 4
  %38 = icmp sge i32 %36, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %35, %7
  br label %147

40:                                               ; preds = %35
  %41 = load ptr addrspace(1), ptr %8, align 8
  %42 = load i32, ptr %16, align 4
  %43 = load i32, ptr %10, align 4
  %44 = mul nsw i32 %42, %43
  %45 = load i32, ptr %15, align 4
  %46 = add nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %41, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4
  store float %49, ptr %17, align 4
  store float 0.000000e+00, ptr %18, align 4
  store float 0.000000e+00, ptr %19, align 4
  %50 = load i32, ptr %12, align 4
  %51 = sub nsw i32 0, %50
  store i32 %51, ptr %20, align 4
  br label %52

52:                                               ; preds = %125, %40
  %53 = load i32, ptr %20, align 4
  %54 = load i32, ptr %12, align 4
  %55 = icmp sle i32 %53, %54
  br i1 %55, label %56, label %128

56:                                               ; preds = %52
  %57 = load i32, ptr %16, align 4
  %58 = load i32, ptr %20, align 4
  %59 = add nsw i32 %57, %58
  %60 = load i32, ptr %11, align 4
  %61 = call i32 @clamp_index(i32 noundef %59, i32 noundef %60) #8
  store i32 %61, ptr %21, align 4
  %62 = load i32, ptr %12, align 4
  %63 = sub nsw i32 0, %62
  store i32 %63, ptr %22, align 4
  br label %64

64:                                               ; preds = %121, %56
  %65 = load i32, ptr %22, align 4
  %66 = load i32, ptr %12, align 4
  %67 = icmp sle i32 %65, %66
  br i1 %67, label %68, label %124

68:                                               ; preds = %64
  %69 = load i32, ptr %15, align 4
  %70 = load i32, ptr %22, align 4
  %71 = add nsw i32 %69, %70
  %72 = load i32, ptr %10, align 4
  %73 = sub nsw i32 %72, 1
  %74 = call i32 @_Z5clampiii(i32 noundef %71, i32 noundef 0, i32 noundef %73) #7
  store i32 %74, ptr %23, align 4
  %75 = load ptr addrspace(1), ptr %8, align 8
  %76 = load i32, ptr %21, align 4
  %77 = load i32, ptr %10, align 4
  %78 = mul nsw i32 %76, %77
  %79 = load i32, ptr %23, align 4
  %80 = add nsw i32 %78, %79
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr addrspace(1) %75, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4
  store float %83, ptr %24, align 4
  %84 = load i32, ptr %22, align 4
  %85 = load i32, ptr %22, align 4
  %86 = mul nsw i32 %84, %85
  %87 = load i32, ptr %20, align 4
  %88 = load i32, ptr %20, align 4
  %89 = mul nsw i32 %87, %88
  %90 = add nsw i32 %86, %89
  %91 = sitofp i32 %90 to float
  %92 = load float, ptr %13, align 4
  %93 = fmul float 2.000000e+00, %92
  %94 = load float, ptr %13, align 4
  %95 = fmul float %93, %94
  %96 = fdiv float %91, %95, !fpmath !21
  store float %96, ptr %25, align 4
  %97 = load float, ptr %24, align 4
  %98 = load float, ptr %17, align 4
  %99 = fsub float %97, %98
  %100 = load float, ptr %24, align 4
  %101 = load float, ptr %17, align 4
  %102 = fsub float %100, %101
  %103 = fmul float %99, %102
  %104 = load float, ptr %14, align 4
  %105 = fmul float 2.000000e+00, %104
  %106 = load float, ptr %14, align 4
  %107 = fmul float %105, %106
  %108 = fdiv float %103, %107, !fpmath !21
  store float %108, ptr %26, align 4
  %109 = load float, ptr %25, align 4
  %110 = fneg float %109
  %111 = load float, ptr %26, align 4
  %112 = fsub float %110, %111
  %113 = call float @_Z3expf(float noundef %112) #7
  store float %113, ptr %27, align 4
  %114 = load float, ptr %27, align 4
  %115 = load float, ptr %24, align 4
  %116 = load float, ptr %18, align 4
  %117 = call float @llvm.fmuladd.f32(float %114, float %115, float %116)
  store float %117, ptr %18, align 4
  %118 = load float, ptr %27, align 4
  %119 = load float, ptr %19, align 4
  %120 = fadd float %119, %118
  store float %120, ptr %19, align 4
  br label %121

121:                                              ; preds = %68
  %122 = load i32, ptr %22, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %22, align 4
  br label %64

124:                                              ; preds = %64
  br label %125

125:                                              ; preds = %124
  %126 = load i32, ptr %20, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %20, align 4
  br label %52

128:                                              ; preds = %52
  %129 = load float, ptr %19, align 4
  %130 = fcmp ogt float %129, 0.000000e+00
  br i1 %130, label %131, label %135

131:                                              ; preds = %128
  %132 = load float, ptr %18, align 4
  %133 = load float, ptr %19, align 4
  %134 = fdiv float %132, %133, !fpmath !21
  br label %137

135:                                              ; preds = %128
  %136 = load float, ptr %17, align 4
  br label %137

137:                                              ; preds = %135, %131
  %138 = phi float [ %134, %131 ], [ %136, %135 ]
  %139 = load ptr addrspace(1), ptr %9, align 8
  %140 = load i32, ptr %16, align 4
  %141 = load i32, ptr %10, align 4
  %142 = mul nsw i32 %140, %141
  %143 = load i32, ptr %15, align 4
  %144 = add nsw i32 %142, %143
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds float, ptr addrspace(1) %139, i64 %145
  store float %138, ptr addrspace(1) %146, align 4
  br label %147

147:                                              ; preds = %137, %39
  ret void
}

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
declare dso_local i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local float @_Z3expf(float noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @im_rgba_gray(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, float noundef %3) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca <4 x float>, align 16
  %11 = alloca i32, align 4
  %12 = alloca <4 x float>, align 16
  %13 = alloca float, align 4
  %14 = alloca <3 x float>, align 16
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store float %3, ptr %8, align 4
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %9, align 4
  %17 = load i32, ptr %9, align 4
  %18 = mul nsw i32 %17, 4
  %19 = add nsw i32 %18, 3
  %20 = load i32, ptr %7, align 4
  %21 = icmp sge i32 %19, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %4
  br label %83

23:                                               ; preds = %4
  store i32 0, ptr %11, align 4
  br label %24

24:                                               ; preds = %74, %23
  %25 = load i32, ptr %11, align 4
  %26 = icmp slt i32 %25, 4
  br i1 %26, label %27, label %77

27:                                               ; preds = %24
  %28 = load i32, ptr %9, align 4
  %29 = mul nsw i32 %28, 4
  %30 = load i32, ptr %11, align 4
  %31 = add nsw i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = load ptr addrspace(1), ptr %5, align 8
  %34 = addrspacecast ptr addrspace(1) %33 to ptr
  %35 = call <4 x float> @_Z6vload4mPKf(i64 noundef %32, ptr noundef %34) #9
  store <4 x float> %35, ptr %12, align 16
  %36 = load <4 x float>, ptr %12, align 16
  %37 = shufflevector <4 x float> %36, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  store <4 x float> <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000, float undef>, ptr %14, align 16
  %38 = load <4 x float>, ptr %14, align 16
  %39 = shufflevector <4 x float> %38, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %40 = call float @_Z3dotDv3_fS_(<3 x float> noundef %37, <3 x float> noundef %39) #7
  store float %40, ptr %13, align 4
  %41 = load float, ptr %13, align 4
  %42 = load float, ptr %8, align 4
  %43 = call float @_Z3powff(float noundef %41, float noundef %42) #7
  %44 = load float, ptr %13, align 4
  %45 = call i32 @_Z6islessff(float noundef %44, float noundef 0.000000e+00) #7
  %46 = call float @_Z6selectffi(float noundef %43, float noundef 0.000000e+00, i32 noundef %45) #7
  store float %46, ptr %13, align 4
  %47 = load i32, ptr %11, align 4
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %53

49:                                               ; preds = %27
  %50 = load float, ptr %13, align 4
  %51 = load <4 x float>, ptr %10, align 16
  %52 = insertelement <4 x float> %51, float %50, i64 0
  store <4 x float> %52, ptr %10, align 16
  br label %73

53:                                               ; preds = %27
  %54 = load i32, ptr %11, align 4
  %55 = icmp eq i32 %54, 1
  br i1 %55, label %56, label %60

56:                                               ; preds = %53
  %57 = load float, ptr %13, align 4
  %58 = load <4 x float>, ptr %10, align 16
  %59 = insertelement <4 x float> %58, float %57, i64 1
  store <4 x float> %59, ptr %10, align 16
  br label %72

60:                                               ; preds = %53
  %61 = load i32, ptr %11, align 4
  %62 = icmp eq i32 %61, 2
  br i1 %62, label %63, label %67

63:                                               ; preds = %60
  %64 = load float, ptr %13, align 4
  %65 = load <4 x float>, ptr %10, align 16
  %66 = insertelement <4 x float> %65, float %64, i64 2
  store <4 x float> %66, ptr %10, align 16
  br label %71

67:                                               ; preds = %60
  %68 = load float, ptr %13, align 4
  %69 = load <4 x float>, ptr %10, align 16
  %70 = insertelement <4 x float> %69, float %68, i64 3
  store <4 x float> %70, ptr %10, align 16
  br label %71

71:                                               ; preds = %67, %63
  br label %72

72:                                               ; preds = %71, %56
  br label %73

73:                                               ; preds = %72, %49
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %11, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %11, align 4
  br label %24

77:                                               ; preds = %24
  %78 = load <4 x float>, ptr %10, align 16
  %79 = load i32, ptr %9, align 4
  %80 = sext i32 %79 to i64
  %81 = load ptr addrspace(1), ptr %6, align 8
  %82 = addrspacecast ptr addrspace(1) %81 to ptr
  call void @_Z7vstore4Dv4_fmPf(<4 x float> noundef %78, i64 noundef %80, ptr noundef %82) #8
  br label %83

83:                                               ; preds = %77, %22
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z6vload4mPKf(i64 noundef, ptr noundef) #5

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local float @_Z6selectffi(float noundef, float noundef, i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local float @_Z3powff(float noundef, float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i32 @_Z6islessff(float noundef, float noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7vstore4Dv4_fmPf(<4 x float> noundef, i64 noundef, ptr noundef) #6

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @im_box_rows(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #1 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(3) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %19 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %11, align 4
  %21 = call i64 @_Z13get_global_idj(i32 noundef 1) #7
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %12, align 4
  %23 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr %13, align 4
  %25 = call i64 @_Z14get_local_sizej(i32 noundef 0) #7
  %26 = trunc i64 %25 to i32
  store i32 %26, ptr %14, align 4
  %27 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %28 = load i32, ptr %14, align 4
  %29 = sext i32 %28 to i64
  %30 = mul i64 %27, %29
  %31 = load i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = sub i64 %30, %32
  %34 = trunc i64 %33 to i32
  store i32 %34, ptr %15, align 4
  %35 = load i32, ptr %13, align 4
  store i32 %35, ptr %16, align 4
  br label %36

36:                                               ; preds = %62, %5
  %37 = load i32, ptr %16, align 4
  %38 = load i32, ptr %14, align 4
  %39 = load i32, ptr %10, align 4
  %40 = mul nsw i32 2, %39
  %41 = add nsw i32 %38, %40
  %42 = icmp slt i32 %37, %41
  br i1 %42, label %43, label %66

43:                                               ; preds = %36
  %44 = load ptr addrspace(1), ptr %6, align 8
  %45 = load i32, ptr %12, align 4
  %46 = load i32, ptr %9, align 4
  %47 = mul nsw i32 %45, %46
  %48 = load i32, ptr %15, align 4
  %49 = load i32, ptr %16, align 4
  %50 = add nsw i32 %48, %49
  %51 = load i32, ptr %9, align 4
  %52 = sub nsw i32 %51, 1
  %53 = call i32 @_Z5clampiii(i32 noundef %50, i32 noundef 0, i32 noundef %52) #7
  %54 = add nsw i32 %47, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4
  %58 = load ptr addrspace(3), ptr %8, align 8
  %59 = load i32, ptr %16, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(3) %58, i64 %60
  store float %57, ptr addrspace(3) %61, align 4
  br label %62

62:                                               ; preds = %43
  %63 = load i32, ptr %14, align 4
  %64 = load i32, ptr %16, align 4
  %65 = add nsw i32 %64, %63
  store i32 %65, ptr %16, align 4
  br label %36

66:                                               ; preds = %36
  call void @_Z7barrierj(i32 noundef 1) #8
  %67 = load i32, ptr %11, align 4
  %68 = load i32, ptr %9, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %104

70:                                               ; preds = %66
  store float 0.000000e+00, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %71

71:                                               ; preds = %86, %70
  %72 = load i32, ptr %18, align 4
  %73 = load i32, ptr %10, align 4
  %74 = mul nsw i32 2, %73
  %75 = icmp sle i32 %72, %74
  br i1 %75, label %76, label %89

76:                                               ; preds = %71
  %77 = load ptr addrspace(3), ptr %8, align 8
  %78 = load i32, ptr %13, align 4
  %79 = load i32, ptr %18, align 4
  %80 = add nsw i32 %78, %79
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr addrspace(3) %77, i64 %81
  %83 = load float, ptr addrspace(3) %82, align 4
  %84 = load float, ptr %17, align 4
  %85 = fadd float %84, %83
  store float %85, ptr %17, align 4
  br label %86

86:                                               ; preds = %76
  %87 = load i32, ptr %18, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %18, align 4
  br label %71

89:                                               ; preds = %71
  %90 = load float, ptr %17, align 4
  %91 = load i32, ptr %10, align 4
  %92 = mul nsw i32 2, %91
  %93 = add nsw i32 %92, 1
  %94 = sitofp i32 %93 to float
  %95 = fdiv float %90, %94, !fpmath !21
  %96 = load ptr addrspace(1), ptr %7, align 8
  %97 = load i32, ptr %12, align 4
  %98 = load i32, ptr %9, align 4
  %99 = mul nsw i32 %97, %98
  %100 = load i32, ptr %11, align 4
  %101 = add nsw i32 %99, %100
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr addrspace(1) %96, i64 %102
  store float %95, ptr addrspace(1) %103, align 4
  br label %104

104:                                              ; preds = %89, %66
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #6

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }
attributes #9 = { convergent nounwind willreturn memory(read) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7}
!opencl.ocl.version = !{!8}

!0 = !{ptr @im_sobel, !"kernel", i32 1}
!1 = !{ptr @im_median3x3, !"kernel", i32 1}
!2 = !{ptr @im_median3x3_net, !"kernel", i32 1}
!3 = !{ptr @im_bilateral, !"kernel", i32 1}
!4 = !{ptr @im_rgba_gray, !"kernel", i32 1}
!5 = !{ptr @im_box_rows, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"clang-19"}
!10 = !{i32 1, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"uchar*", !"uchar*", !"int", !"int"}
!13 = !{!"const", !"", !"", !""}
!14 = !{float 3.000000e+00}
!15 = !{!"uchar4*", !"uchar4*", !"int", !"int"}
!16 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int", !"int"}
!17 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!18 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!19 = !{!"float*", !"float*", !"int", !"int", !"int", !"float", !"float"}
!20 = !{!"const", !"", !"", !"", !"", !"", !""}
!21 = !{float 2.500000e+00}
!22 = !{!"float*", !"float*", !"int", !"float"}
!23 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!24 = !{!"none", !"none", !"none", !"none", !"none"}
!25 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!26 = !{!"const", !"", !"", !"", !""}
