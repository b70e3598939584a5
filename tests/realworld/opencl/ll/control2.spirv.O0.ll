source_filename = "src/control2.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

%struct.agent_t = type { <2 x i32>, <4 x float>, i32, [12 x i8] }

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
define spir_kernel void @cf_tokenize(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i8, align 1
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(1) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %10, align 4
  %18 = load ptr addrspace(1), ptr %7, align 8
  %19 = load i32, ptr %10, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4
  store i32 %22, ptr %11, align 4
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %23

23:                                               ; preds = %111, %4
  %24 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %25 = load i32, ptr %12, align 4
  %26 = icmp ne i32 %25, 4
  br i1 %26, label %27, label %114

27:                                               ; preds = %23
  %28 = load i32, ptr %11, align 4
  %29 = load i32, ptr %9, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %38

31:                                               ; preds = %27
  %32 = load ptr addrspace(1), ptr %6, align 8
  %33 = load i32, ptr %11, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 %34
  %36 = load i8, ptr addrspace(1) %35, align 1
  %37 = zext i8 %36 to i32
  br label %39

38:                                               ; preds = %27
  br label %39

39:                                               ; preds = %38, %31
  %40 = phi i32 [ %37, %31 ], [ 0, %38 ]
  %41 = trunc i32 %40 to i8
  store i8 %41, ptr %15, align 1
  %42 = load i32, ptr %12, align 4
  switch i32 %42, label %110 [
    i32 0, label %43
    i32 3, label %43
    i32 1, label %70
    i32 2, label %94
  ]

43:                                               ; preds = %39, %39
  %44 = load i8, ptr %15, align 1
  %45 = zext i8 %44 to i32
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %48

47:                                               ; preds = %43
  store i32 4, ptr %12, align 4
  br label %69

48:                                               ; preds = %43
  %49 = load i8, ptr %15, align 1
  %50 = zext i8 %49 to i32
  %51 = icmp sge i32 %50, 48
  br i1 %51, label %52, label %59

52:                                               ; preds = %48
  %53 = load i8, ptr %15, align 1
  %54 = zext i8 %53 to i32
  %55 = icmp sle i32 %54, 57
  br i1 %55, label %56, label %59

56:                                               ; preds = %52
  store i32 1, ptr %12, align 4
  %57 = load i32, ptr %13, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %13, align 4
  br label %68

59:                                               ; preds = %52, %48
  %60 = load i8, ptr %15, align 1
  %61 = zext i8 %60 to i32
  %62 = icmp eq i32 %61, 32
  br i1 %62, label %63, label %64

63:                                               ; preds = %59
  store i32 3, ptr %12, align 4
  br label %67

64:                                               ; preds = %59
  store i32 2, ptr %12, align 4
  %65 = load i32, ptr %14, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %14, align 4
  br label %67

67:                                               ; preds = %64, %63
  br label %68

68:                                               ; preds = %67, %56
  br label %69

69:                                               ; preds = %68, %47
  br label %111

70:                                               ; preds = %39
  %71 = load i8, ptr %15, align 1
  %72 = zext i8 %71 to i32
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %75

74:                                               ; preds = %70
  store i32 4, ptr %12, align 4
  br label %93

75:                                               ; preds = %70
  %76 = load i8, ptr %15, align 1
  %77 = zext i8 %76 to i32
  %78 = icmp eq i32 %77, 32
  br i1 %78, label %79, label %80

79:                                               ; preds = %75
  store i32 3, ptr %12, align 4
  br label %92

80:                                               ; preds = %75
  %81 = load i8, ptr %15, align 1
  %82 = zext i8 %81 to i32
  %83 = icmp slt i32 %82, 48
  br i1 %83, label %88, label %84

84:                                               ; preds = %80
  %85 = load i8, ptr %15, align 1
  %86 = zext i8 %85 to i32
  %87 = icmp sgt i32 %86, 57
  br i1 %87, label %88, label %91

88:                                               ; preds = %84, %80
  store i32 2, ptr %12, align 4
  %89 = load i32, ptr %14, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %14, align 4
  br label %91

91:                                               ; preds = %88, %84
  br label %92

92:                                               ; preds = %91, %79
  br label %93

93:                                               ; preds = %92, %74
  br label %111

94:                                               ; preds = %39
  %95 = load i8, ptr %15, align 1
  %96 = zext i8 %95 to i32
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %102, label %98

98:                                               ; preds = %94
  %99 = load i8, ptr %15, align 1
  %100 = zext i8 %99 to i32
  %101 = icmp eq i32 %100, 10
  br i1 %101, label %102, label %103

102:                                              ; preds = %98, %94
  store i32 4, ptr %12, align 4
  br label %109

103:                                              ; preds = %98
  %104 = load i8, ptr %15, align 1
  %105 = zext i8 %104 to i32
  %106 = icmp eq i32 %105, 32
  br i1 %106, label %107, label %108

107:                                              ; preds = %103
  store i32 3, ptr %12, align 4
  br label %108

108:                                              ; preds = %107, %103
  br label %109

109:                                              ; preds = %108, %102
  br label %111

110:                                              ; preds = %39
  store i32 4, ptr %12, align 4
  br label %111

111:                                              ; preds = %110, %109, %93, %69
  %112 = load i32, ptr %11, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %11, align 4
  br label %23

114:                                              ; preds = %23
  %115 = load i32, ptr %13, align 4
  %116 = load ptr addrspace(1), ptr %8, align 8
  %117 = load i32, ptr %10, align 4
  %118 = mul nsw i32 2, %117
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i32, ptr addrspace(1) %116, i64 %119
  store i32 %115, ptr addrspace(1) %120, align 4
  %121 = load i32, ptr %14, align 4
  %122 = load ptr addrspace(1), ptr %8, align 8
  %123 = load i32, ptr %10, align 4
  %124 = mul nsw i32 2, %123
  %125 = add nsw i32 %124, 1
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i32, ptr addrspace(1) %122, i64 %126
  store i32 %121, ptr addrspace(1) %127, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_func <4 x float> @shade(<4 x float> noundef %0, <2 x i32> noundef %1) #0 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca <4 x float>, align 16
  %5 = alloca <2 x i32>, align 8
  %6 = alloca float, align 4
  %7 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %4, align 16
  store <2 x i32> %1, ptr %5, align 8
  %8 = load <2 x i32>, ptr %5, align 8
  %9 = extractelement <2 x i32> %8, i64 0
  %10 = load <2 x i32>, ptr %5, align 8
  %11 = extractelement <2 x i32> %10, i64 0
  %12 = mul nsw i32 %9, %11
  %13 = load <2 x i32>, ptr %5, align 8
  %14 = extractelement <2 x i32> %13, i64 1
  %15 = load <2 x i32>, ptr %5, align 8
  %16 = extractelement <2 x i32> %15, i64 1
  %17 = mul nsw i32 %14, %16
  %18 = add nsw i32 %12, %17
  %19 = sitofp i32 %18 to float
  store float %19, ptr %6, align 4
  %20 = load <4 x float>, ptr %4, align 16
  %21 = load float, ptr %6, align 4
  %22 = fadd float 1.000000e+00, %21
  %23 = fdiv float 1.000000e+00, %22, !fpmath !8
  %24 = insertelement <4 x float> poison, float %23, i64 0
  %25 = shufflevector <4 x float> %24, <4 x float> poison, <4 x i32> zeroinitializer
  store <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>, ptr %7, align 16
  %26 = load <4 x float>, ptr %7, align 16
  %27 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %20, <4 x float> %25, <4 x float> %26)
  ret <4 x float> %27
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @cf_agents(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 8 %1, i32 noundef %2, <2 x i32> noundef %3, <2 x i32> noundef %4) #2 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca <2 x i32>, align 8
  %11 = alloca <2 x i32>, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.agent_t, align 16
  %14 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store <2 x i32> %3, ptr %10, align 8
  store <2 x i32> %4, ptr %11, align 8
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %12, align 4
  %17 = load ptr addrspace(1), ptr %7, align 8
  %18 = load i32, ptr %12, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds %struct.agent_t, ptr addrspace(1) %17, i64 %19
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %13, ptr addrspace(1) align 16 %20, i64 48, i1 false)
  store i32 0, ptr %14, align 4
  br label %21

21:                                               ; preds = %81, %5
  %22 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %23 = load i32, ptr %14, align 4
  %24 = load i32, ptr %9, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %84

26:                                               ; preds = %21
  %27 = getelementptr inbounds %struct.agent_t, ptr %13, i32 0, i32 2
  %28 = load i32, ptr %27, align 16
  switch i32 %28, label %79 [
    i32 0, label %29
    i32 1, label %57
    i32 2, label %65
  ]

29:                                               ; preds = %26
  %30 = load ptr addrspace(1), ptr %8, align 8
  %31 = load i32, ptr %12, align 4
  %32 = srem i32 %31, 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %30, i64 %33
  %35 = load <2 x i32>, ptr addrspace(1) %34, align 8
  %36 = getelementptr inbounds %struct.agent_t, ptr %13, i32 0, i32 0
  %37 = load <2 x i32>, ptr %36, align 16
  %38 = add <2 x i32> %37, %35
  store <2 x i32> %38, ptr %36, align 16
  %39 = getelementptr inbounds %struct.agent_t, ptr %13, i32 0, i32 0
  %40 = load <2 x i32>, ptr %39, align 16
  %41 = load <2 x i32>, ptr %10, align 8
  %42 = icmp slt <2 x i32> %40, %41
  %43 = sext <2 x i1> %42 to <2 x i32>
  %44 = call spir_func i32 @_Z3anyDv2_i(<2 x i32> noundef %43) #8 [ "convergencectrl"(token %22) ]
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %54, label %46

46:                                               ; preds = %29
  %47 = getelementptr inbounds %struct.agent_t, ptr %13, i32 0, i32 0
  %48 = load <2 x i32>, ptr %47, align 16
  %49 = load <2 x i32>, ptr %11, align 8
  %50 = icmp sgt <2 x i32> %48, %49
  %51 = sext <2 x i1> %50 to <2 x i32>
  %52 = call spir_func i32 @_Z3anyDv2_i(<2 x i32> noundef %51) #8 [ "convergencectrl"(token %22) ]
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %56

54:                                               ; preds = %46, %29
  %55 = getelementptr inbounds %struct.agent_t, ptr %13, i32 0, i32 2
  store i32 1, ptr %55, align 16
  br label %56

56:                                               ; preds = %54, %46
  br label %80

57:                                               ; preds = %26
  %58 = getelementptr inbounds %struct.agent_t, ptr %13, i32 0, i32 0
  %59 = load <2 x i32>, ptr %58, align 16
  %60 = load <2 x i32>, ptr %10, align 8
  %61 = load <2 x i32>, ptr %11, align 8
  %62 = call spir_func <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> noundef %59, <2 x i32> noundef %60, <2 x i32> noundef %61) #8 [ "convergencectrl"(token %22) ]
  %63 = getelementptr inbounds %struct.agent_t, ptr %13, i32 0, i32 0
  store <2 x i32> %62, ptr %63, align 16
  %64 = getelementptr inbounds %struct.agent_t, ptr %13, i32 0, i32 2
  store i32 2, ptr %64, align 16
  br label %80

65:                                               ; preds = %26
  %66 = getelementptr inbounds %struct.agent_t, ptr %13, i32 0, i32 1
  %67 = load <4 x float>, ptr %66, align 16
  %68 = getelementptr inbounds %struct.agent_t, ptr %13, i32 0, i32 0
  %69 = load <2 x i32>, ptr %68, align 16
  %70 = call spir_func <4 x float> @shade(<4 x float> noundef %67, <2 x i32> noundef %69) #9 [ "convergencectrl"(token %22) ]
  %71 = getelementptr inbounds %struct.agent_t, ptr %13, i32 0, i32 1
  store <4 x float> %70, ptr %71, align 16
  %72 = getelementptr inbounds %struct.agent_t, ptr %13, i32 0, i32 1
  %73 = load <4 x float>, ptr %72, align 16
  %74 = extractelement <4 x float> %73, i64 3
  %75 = fcmp ogt float %74, 4.000000e+00
  %76 = zext i1 %75 to i64
  %77 = select i1 %75, i32 3, i32 0
  %78 = getelementptr inbounds %struct.agent_t, ptr %13, i32 0, i32 2
  store i32 %77, ptr %78, align 16
  br label %80

79:                                               ; preds = %26
  br label %85

80:                                               ; preds = %65, %57, %56
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %14, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %14, align 4
  br label %21

84:                                               ; preds = %21
  br label %85

85:                                               ; preds = %84, %79
  %86 = load ptr addrspace(1), ptr %7, align 8
  %87 = load i32, ptr %12, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds %struct.agent_t, ptr addrspace(1) %86, i64 %88
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 16 %89, ptr align 16 %13, i64 48, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3anyDv2_i(<2 x i32> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> noundef, <2 x i32> noundef, <2 x i32> noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @cf_find2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2, i32 noundef %3, i32 noundef %4) #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !10 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca <2 x i32>, align 8
  %18 = alloca <2 x i32>, align 8
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %12, align 4
  %21 = load ptr addrspace(1), ptr %8, align 8
  %22 = load i32, ptr %12, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4
  store i32 %25, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %26

26:                                               ; preds = %81, %5
  %27 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %28 = load i32, ptr %14, align 4
  %29 = load i32, ptr %10, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %84

31:                                               ; preds = %26
  %32 = load ptr addrspace(1), ptr %7, align 8
  %33 = load i32, ptr %14, align 4
  %34 = load i32, ptr %11, align 4
  %35 = mul nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %32, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4
  %39 = load i32, ptr %13, align 4
  %40 = icmp sgt i32 %38, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %31
  br label %84

42:                                               ; preds = %31
  store i32 0, ptr %15, align 4
  br label %43

43:                                               ; preds = %77, %42
  %44 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %27) ]
  %45 = load i32, ptr %15, align 4
  %46 = load i32, ptr %11, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %80

48:                                               ; preds = %43
  %49 = load ptr addrspace(1), ptr %7, align 8
  %50 = load i32, ptr %14, align 4
  %51 = load i32, ptr %11, align 4
  %52 = mul nsw i32 %50, %51
  %53 = load i32, ptr %15, align 4
  %54 = add nsw i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(1) %49, i64 %55
  %57 = load i32, ptr addrspace(1) %56, align 4
  store i32 %57, ptr %16, align 4
  %58 = load i32, ptr %16, align 4
  %59 = load i32, ptr %13, align 4
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %71

61:                                               ; preds = %48
  %62 = load i32, ptr %14, align 4
  %63 = insertelement <2 x i32> poison, i32 %62, i32 0
  %64 = load i32, ptr %15, align 4
  %65 = insertelement <2 x i32> %63, i32 %64, i32 1
  store <2 x i32> %65, ptr %17, align 8
  %66 = load <2 x i32>, ptr %17, align 8
  %67 = load ptr addrspace(1), ptr %9, align 8
  %68 = load i32, ptr %12, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %67, i64 %69
  store <2 x i32> %66, ptr addrspace(1) %70, align 8
  br label %90

71:                                               ; preds = %48
  %72 = load i32, ptr %16, align 4
  %73 = load i32, ptr %13, align 4
  %74 = icmp sgt i32 %72, %73
  br i1 %74, label %75, label %76

75:                                               ; preds = %71
  br label %80

76:                                               ; preds = %71
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %15, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %15, align 4
  br label %43

80:                                               ; preds = %75, %43
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %14, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %14, align 4
  br label %26

84:                                               ; preds = %41, %26
  store <2 x i32> <i32 -1, i32 -1>, ptr %18, align 8
  %85 = load <2 x i32>, ptr %18, align 8
  %86 = load ptr addrspace(1), ptr %9, align 8
  %87 = load i32, ptr %12, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %86, i64 %88
  store <2 x i32> %85, ptr addrspace(1) %89, align 8
  br label %90

90:                                               ; preds = %84, %61
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_func i32 @first_prime_after(i32 noundef %0) #0 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr %4, align 4
  br label %9

9:                                                ; preds = %37, %1
  %10 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %2) ]
  %11 = load i32, ptr %4, align 4
  %12 = icmp sgt i32 %11, 1
  %13 = zext i1 %12 to i32
  store i32 %13, ptr %5, align 4
  store i32 2, ptr %6, align 4
  br label %14

14:                                               ; preds = %28, %9
  %15 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %10) ]
  %16 = load i32, ptr %6, align 4
  %17 = load i32, ptr %6, align 4
  %18 = mul nsw i32 %16, %17
  %19 = load i32, ptr %4, align 4
  %20 = icmp sle i32 %18, %19
  br i1 %20, label %21, label %31

21:                                               ; preds = %14
  %22 = load i32, ptr %4, align 4
  %23 = load i32, ptr %6, align 4
  %24 = srem i32 %22, %23
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %27

26:                                               ; preds = %21
  store i32 0, ptr %5, align 4
  br label %31

27:                                               ; preds = %21
  br label %28

28:                                               ; preds = %27
  %29 = load i32, ptr %6, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %6, align 4
  br label %14

31:                                               ; preds = %26, %14
  %32 = load i32, ptr %5, align 4
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %36

34:                                               ; preds = %31
  %35 = load i32, ptr %4, align 4
  ret i32 %35

36:                                               ; preds = %31
  br label %37

37:                                               ; preds = %36
  %38 = load i32, ptr %4, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %4, align 4
  br label %9
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @cf_helpers2(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %4) ]
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %8, align 4
  %14 = load ptr addrspace(1), ptr %5, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4
  %19 = call spir_func i32 @digits_inline(i32 noundef %18) #9 [ "convergencectrl"(token %4) ]
  store i32 %19, ptr %9, align 4
  %20 = load ptr addrspace(1), ptr %5, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %20, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4
  %25 = and i32 %24, 1023
  %26 = call spir_func i32 @first_prime_after(i32 noundef %25) #9 [ "convergencectrl"(token %4) ]
  store i32 %26, ptr %10, align 4
  %27 = load i32, ptr %7, align 4
  %28 = call spir_func i32 @first_prime_after(i32 noundef %27) #9 [ "convergencectrl"(token %4) ]
  store i32 %28, ptr %11, align 4
  %29 = load i32, ptr %9, align 4
  %30 = mul nsw i32 %29, 10000
  %31 = load i32, ptr %10, align 4
  %32 = add nsw i32 %30, %31
  %33 = load i32, ptr %11, align 4
  %34 = add nsw i32 %32, %33
  %35 = load ptr addrspace(1), ptr %6, align 8
  %36 = load i32, ptr %8, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %37
  store i32 %34, ptr addrspace(1) %38, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @digits_inline(i32 noundef %0) #0 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 1, ptr %4, align 4
  br label %5

5:                                                ; preds = %9, %1
  %6 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %2) ]
  %7 = load i32, ptr %3, align 4
  %8 = icmp sge i32 %7, 10
  br i1 %8, label %9, label %14

9:                                                ; preds = %5
  %10 = load i32, ptr %3, align 4
  %11 = sdiv i32 %10, 10
  store i32 %11, ptr %3, align 4
  %12 = load i32, ptr %4, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %4, align 4
  br label %5

14:                                               ; preds = %5
  %15 = load i32, ptr %4, align 4
  ret i32 %15
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @cf_vectors(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 16 %2, float noundef %3) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !22 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca <4 x float>, align 16
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <4 x float>, align 16
  %14 = alloca <4 x float>, align 16
  %15 = alloca <4 x float>, align 16
  %16 = alloca <2 x i32>, align 8
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(1) %2, ptr %8, align 8
  store float %3, ptr %9, align 4
  %17 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %10, align 4
  %19 = load i32, ptr %10, align 4
  %20 = sext i32 %19 to i64
  %21 = load ptr addrspace(1), ptr %6, align 8
  %22 = addrspacecast ptr addrspace(1) %21 to ptr addrspace(4)
  %23 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %20, ptr addrspace(4) noundef %22) #10 [ "convergencectrl"(token %5) ]
  store <4 x float> %23, ptr %11, align 16
  %24 = load ptr addrspace(1), ptr %8, align 8
  %25 = load i32, ptr %10, align 4
  %26 = and i32 %25, 7
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %24, i64 %27
  %29 = load <4 x i32>, ptr addrspace(1) %28, align 16
  store <4 x i32> %29, ptr %12, align 16
  %30 = load <4 x float>, ptr %11, align 16
  %31 = load <4 x float>, ptr %11, align 16
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %33 = load <4 x i32>, ptr %12, align 16
  %34 = icmp slt <4 x i32> %33, zeroinitializer
  %35 = sext <4 x i1> %34 to <4 x i32>
  %36 = call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %30, <4 x float> noundef %32, <4 x i32> noundef %35) #8 [ "convergencectrl"(token %5) ]
  store <4 x float> %36, ptr %13, align 16
  %37 = load <4 x float>, ptr %13, align 16
  %38 = load float, ptr %9, align 4
  %39 = fneg float %38
  %40 = insertelement <4 x float> poison, float %39, i64 0
  %41 = shufflevector <4 x float> %40, <4 x float> poison, <4 x i32> zeroinitializer
  %42 = load float, ptr %9, align 4
  %43 = insertelement <4 x float> poison, float %42, i64 0
  %44 = shufflevector <4 x float> %43, <4 x float> poison, <4 x i32> zeroinitializer
  %45 = call spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef %37, <4 x float> noundef %41, <4 x float> noundef %44) #8 [ "convergencectrl"(token %5) ]
  store <4 x float> %45, ptr %14, align 16
  %46 = load <4 x float>, ptr %14, align 16
  %47 = load <4 x float>, ptr %13, align 16
  %48 = call spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef %47) #8 [ "convergencectrl"(token %5) ]
  %49 = call spir_func <4 x float> @_Z11native_sqrtDv4_f(<4 x float> noundef %48) #8 [ "convergencectrl"(token %5) ]
  %50 = call spir_func <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef %46, <4 x float> noundef %49, <4 x float> noundef <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>) #8 [ "convergencectrl"(token %5) ]
  store <4 x float> %50, ptr %15, align 16
  %51 = load <4 x float>, ptr %15, align 16
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %53 = call spir_func <2 x i32> @_Z12convert_int2Dv2_f(<2 x float> noundef %52) #8 [ "convergencectrl"(token %5) ]
  store <2 x i32> %53, ptr %16, align 8
  %54 = load <2 x i32>, ptr %16, align 8
  %55 = call spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %54) #8 [ "convergencectrl"(token %5) ]
  %56 = load <4 x float>, ptr %15, align 16
  %57 = shufflevector <4 x float> %56, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %58 = fadd <2 x float> %55, %57
  %59 = load <4 x float>, ptr %15, align 16
  %60 = shufflevector <2 x float> %58, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %61 = shufflevector <4 x float> %59, <4 x float> %60, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  store <4 x float> %61, ptr %15, align 16
  %62 = load <4 x float>, ptr %15, align 16
  %63 = load i32, ptr %10, align 4
  %64 = sext i32 %63 to i64
  %65 = load ptr addrspace(1), ptr %7, align 8
  %66 = addrspacecast ptr addrspace(1) %65 to ptr addrspace(4)
  call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %62, i64 noundef %64, ptr addrspace(4) noundef %66) #9 [ "convergencectrl"(token %5) ]
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef, ptr addrspace(4) noundef) #6

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z11native_sqrtDv4_f(<4 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <2 x i32> @_Z12convert_int2Dv2_f(<2 x float> noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef, i64 noundef, ptr addrspace(4) noundef) #7

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @cf_loop_exits(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !25 !kernel_arg_access_qual !5 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %5 = call token @llvm.experimental.convergence.entry()
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
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(3) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %16 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %10, align 4
  store i32 0, ptr %11, align 4
  %18 = load i32, ptr %10, align 4
  store i32 %18, ptr %12, align 4
  br label %19

19:                                               ; preds = %45, %4
  %20 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %21 = load i32, ptr %12, align 4
  %22 = load i32, ptr %9, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %51

24:                                               ; preds = %19
  %25 = load ptr addrspace(1), ptr %6, align 8
  %26 = load i32, ptr %12, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %25, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  store i32 %29, ptr %13, align 4
  %30 = load i32, ptr %13, align 4
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %33

32:                                               ; preds = %24
  br label %45

33:                                               ; preds = %24
  %34 = load i32, ptr %13, align 4
  %35 = icmp slt i32 %34, 0
  br i1 %35, label %36, label %37

36:                                               ; preds = %33
  br label %51

37:                                               ; preds = %33
  %38 = load i32, ptr %13, align 4
  %39 = load i32, ptr %11, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr %11, align 4
  %41 = load i32, ptr %11, align 4
  %42 = icmp sgt i32 %41, 1048576
  br i1 %42, label %43, label %44

43:                                               ; preds = %37
  store i32 -1, ptr %11, align 4
  br label %51

44:                                               ; preds = %37
  br label %45

45:                                               ; preds = %44, %32
  %46 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %20) ]
  %47 = load i32, ptr %12, align 4
  %48 = sext i32 %47 to i64
  %49 = add i64 %48, %46
  %50 = trunc i64 %49 to i32
  store i32 %50, ptr %12, align 4
  br label %19

51:                                               ; preds = %43, %36, %19
  %52 = load i32, ptr %11, align 4
  %53 = load ptr addrspace(3), ptr %8, align 8
  %54 = load i32, ptr %10, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(3) %53, i64 %55
  store i32 %52, ptr addrspace(3) %56, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %5) ]
  %57 = load i32, ptr %10, align 4
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %93

59:                                               ; preds = %51
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %60

60:                                               ; preds = %85, %59
  %61 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %62 = load i32, ptr %15, align 4
  %63 = zext i32 %62 to i64
  %64 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %61) ]
  %65 = icmp ult i64 %63, %64
  br i1 %65, label %66, label %88

66:                                               ; preds = %60
  %67 = load ptr addrspace(3), ptr %8, align 8
  %68 = load i32, ptr %15, align 4
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr addrspace(3) %67, i64 %69
  %71 = load i32, ptr addrspace(3) %70, align 4
  %72 = icmp slt i32 %71, 0
  br i1 %72, label %73, label %77

73:                                               ; preds = %66
  %74 = load ptr addrspace(1), ptr %7, align 8
  %75 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %61) ]
  %76 = getelementptr inbounds i32, ptr addrspace(1) %74, i64 %75
  store i32 -1, ptr addrspace(1) %76, align 4
  br label %93

77:                                               ; preds = %66
  %78 = load ptr addrspace(3), ptr %8, align 8
  %79 = load i32, ptr %15, align 4
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr addrspace(3) %78, i64 %80
  %82 = load i32, ptr addrspace(3) %81, align 4
  %83 = load i32, ptr %14, align 4
  %84 = add nsw i32 %83, %82
  store i32 %84, ptr %14, align 4
  br label %85

85:                                               ; preds = %77
  %86 = load i32, ptr %15, align 4
  %87 = add i32 %86, 1
  store i32 %87, ptr %15, align 4
  br label %60

88:                                               ; preds = %60
  %89 = load i32, ptr %14, align 4
  %90 = load ptr addrspace(1), ptr %7, align 8
  %91 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %92 = getelementptr inbounds i32, ptr addrspace(1) %90, i64 %91
  store i32 %89, ptr addrspace(1) %92, align 4
  br label %93

93:                                               ; preds = %73, %88, %51
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #7

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @cf_math(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !21 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %4) ]
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %8, align 4
  %15 = load ptr addrspace(1), ptr %5, align 8
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %15, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4
  store float %19, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %20

20:                                               ; preds = %43, %3
  %21 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %22 = load i32, ptr %10, align 4
  %23 = load i32, ptr %7, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %46

25:                                               ; preds = %20
  %26 = load float, ptr %9, align 4
  %27 = load float, ptr %9, align 4
  %28 = call spir_func float @_Z3sinf(float noundef %27) #8 [ "convergencectrl"(token %21) ]
  %29 = call spir_func float @_Z3fmafff(float noundef %26, float noundef 5.000000e-01, float noundef %28) #8 [ "convergencectrl"(token %21) ]
  %30 = load float, ptr %9, align 4
  %31 = call spir_func float @_Z4fabsf(float noundef %30) #8 [ "convergencectrl"(token %21) ]
  %32 = call spir_func float @_Z5log1pf(float noundef %31) #8 [ "convergencectrl"(token %21) ]
  %33 = fadd float %29, %32
  %34 = load float, ptr %9, align 4
  %35 = load i32, ptr %10, align 4
  %36 = sitofp i32 %35 to float
  %37 = fadd float 1.000000e+00, %36
  %38 = call spir_func float @_Z5atan2ff(float noundef %34, float noundef %37) #8 [ "convergencectrl"(token %21) ]
  %39 = fsub float %33, %38
  store float %39, ptr %9, align 4
  %40 = load float, ptr %9, align 4
  %41 = call spir_func float @_Z4fmaxff(float noundef %40, float noundef -1.000000e+01) #8 [ "convergencectrl"(token %21) ]
  %42 = call spir_func float @_Z4fminff(float noundef %41, float noundef 1.000000e+01) #8 [ "convergencectrl"(token %21) ]
  store float %42, ptr %9, align 4
  br label %43

43:                                               ; preds = %25
  %44 = load i32, ptr %10, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %10, align 4
  br label %20

46:                                               ; preds = %20
  %47 = load float, ptr %9, align 4
  %48 = addrspacecast ptr %11 to ptr addrspace(4)
  %49 = call spir_func float @_Z5frexpfPU3AS4i(float noundef %47, ptr addrspace(4) noundef %48) #9 [ "convergencectrl"(token %4) ]
  store float %49, ptr %12, align 4
  %50 = load float, ptr %12, align 4
  %51 = load i32, ptr %11, align 4
  %52 = sdiv i32 %51, 2
  %53 = call spir_func float @_Z5ldexpfi(float noundef %50, i32 noundef %52) #8 [ "convergencectrl"(token %4) ]
  %54 = load float, ptr %9, align 4
  %55 = load float, ptr %9, align 4
  %56 = call float @llvm.fmuladd.f32(float %54, float %55, float 1.000000e+00)
  %57 = call spir_func float @_Z5rsqrtf(float noundef %56) #8 [ "convergencectrl"(token %4) ]
  %58 = fadd float %53, %57
  %59 = load float, ptr %9, align 4
  %60 = call spir_func float @_Z5hypotff(float noundef %59, float noundef 2.000000e+00) #8 [ "convergencectrl"(token %4) ]
  %61 = fadd float %58, %60
  %62 = load float, ptr %9, align 4
  %63 = call spir_func float @_Z3erff(float noundef %62) #8 [ "convergencectrl"(token %4) ]
  %64 = fadd float %61, %63
  %65 = load float, ptr %9, align 4
  %66 = call spir_func float @_Z4cbrtf(float noundef %65) #8 [ "convergencectrl"(token %4) ]
  %67 = fadd float %64, %66
  %68 = load ptr addrspace(1), ptr %6, align 8
  %69 = load i32, ptr %8, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %68, i64 %70
  store float %67, ptr addrspace(1) %71, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3fmafff(float noundef, float noundef, float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3sinf(float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z5log1pf(float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4fabsf(float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z5atan2ff(float noundef, float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4fminff(float noundef, float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4fmaxff(float noundef, float noundef) #3

; Function Attrs: convergent nounwind
declare spir_func float @_Z5frexpfPU3AS4i(float noundef, ptr addrspace(4) noundef) #7

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z5ldexpfi(float noundef, i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z5rsqrtf(float noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z5hypotff(float noundef, float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3erff(float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4cbrtf(float noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!4 = !{i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"uchar*", !"int*", !"int*", !"int"}
!7 = !{!"const", !"const", !"", !""}
!8 = !{float 2.500000e+00}
!9 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none"}
!11 = !{!"agent_t*", !"int2*", !"int", !"int2", !"int2"}
!12 = !{!"agent_t*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int __attribute__((ext_vector_type(2)))", !"int __attribute__((ext_vector_type(2)))"}
!13 = !{!"", !"const", !"", !"", !""}
!14 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!15 = !{!"int*", !"int*", !"int2*", !"int", !"int"}
!16 = !{!"int*", !"int*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!17 = !{!"const", !"const", !"", !"", !""}
!18 = !{i32 1, i32 1, i32 0}
!19 = !{!"none", !"none", !"none"}
!20 = !{!"int*", !"int*", !"int"}
!21 = !{!"const", !"", !""}
!22 = !{!"float*", !"float*", !"int4*", !"float"}
!23 = !{!"float*", !"float*", !"int __attribute__((ext_vector_type(4)))*", !"float"}
!24 = !{!"const", !"", !"const", !""}
!25 = !{i32 1, i32 1, i32 3, i32 0}
!26 = !{!"int*", !"int*", !"int*", !"int"}
!27 = !{!"const", !"", !"", !""}
!28 = !{!"float*", !"float*", !"int"}
