source_filename = "src/control2.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.agent_t = type { <2 x i32>, <4 x float>, i32, [12 x i8] }

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
define protected amdgpu_kernel void @cf_tokenize(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i8, align 1, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %7, align 8
  store i32 %3, ptr addrspace(5) %8, align 4
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr addrspace(5) %9, align 4
  %17 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %18 = load i32, ptr addrspace(5) %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4
  store i32 %21, ptr addrspace(5) %10, align 4
  store i32 0, ptr addrspace(5) %11, align 4
  store i32 0, ptr addrspace(5) %12, align 4
  store i32 0, ptr addrspace(5) %13, align 4
  br label %22

22:                                               ; preds = %109, %4
  %23 = load i32, ptr addrspace(5) %11, align 4
  %24 = icmp ne i32 %23, 4
  br i1 %24, label %25, label %112

25:                                               ; preds = %22
  %26 = load i32, ptr addrspace(5) %10, align 4
  %27 = load i32, ptr addrspace(5) %8, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %36

29:                                               ; preds = %25
  %30 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %31 = load i32, ptr addrspace(5) %10, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr addrspace(1) %30, i64 %32
  %34 = load i8, ptr addrspace(1) %33, align 1
  %35 = zext i8 %34 to i32
  br label %37

36:                                               ; preds = %25
  br label %37

37:                                               ; preds = %36, %29
  %38 = phi i32 [ %35, %29 ], [ 0, %36 ]
  %39 = trunc i32 %38 to i8
  store i8 %39, ptr addrspace(5) %14, align 1
  %40 = load i32, ptr addrspace(5) %11, align 4
  switch i32 %40, label %108 [
    i32 0, label %41
    i32 3, label %41
    i32 1, label %68
    i32 2, label %92
  ]

41:                                               ; preds = %37, %37
  %42 = load i8, ptr addrspace(5) %14, align 1
  %43 = zext i8 %42 to i32
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %46

45:                                               ; preds = %41
  store i32 4, ptr addrspace(5) %11, align 4
  br label %67

46:                                               ; preds = %41
  %47 = load i8, ptr addrspace(5) %14, align 1
  %48 = zext i8 %47 to i32
  %49 = icmp sge i32 %48, 48
  br i1 %49, label %50, label %57

50:                                               ; preds = %46
  %51 = load i8, ptr addrspace(5) %14, align 1
  %52 = zext i8 %51 to i32
  %53 = icmp sle i32 %52, 57
  br i1 %53, label %54, label %57

54:                                               ; preds = %50
  store i32 1, ptr addrspace(5) %11, align 4
  %55 = load i32, ptr addrspace(5) %12, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr addrspace(5) %12, align 4
  br label %66

57:                                               ; preds = %50, %46
  %58 = load i8, ptr addrspace(5) %14, align 1
  %59 = zext i8 %58 to i32
  %60 = icmp eq i32 %59, 32
  br i1 %60, label %61, label %62

61:                                               ; preds = %57
  store i32 3, ptr addrspace(5) %11, align 4
  br label %65

62:                                               ; preds = %57
  store i32 2, ptr addrspace(5) %11, align 4
  %63 = load i32, ptr addrspace(5) %13, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr addrspace(5) %13, align 4
  br label %65

65:                                               ; preds = %62, %61
  br label %66

66:                                               ; preds = %65, %54
  br label %67

67:                                               ; preds = %66, %45
  br label %109

68:                                               ; preds = %37
  %69 = load i8, ptr addrspace(5) %14, align 1
  %70 = zext i8 %69 to i32
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %72, label %73

72:                                               ; preds = %68
  store i32 4, ptr addrspace(5) %11, align 4
  br label %91

73:                                               ; preds = %68
  %74 = load i8, ptr addrspace(5) %14, align 1
  %75 = zext i8 %74 to i32
  %76 = icmp eq i32 %75, 32
  br i1 %76, label %77, label %78

77:                                               ; preds = %73
  store i32 3, ptr addrspace(5) %11, align 4
  br label %90

78:                                               ; preds = %73
  %79 = load i8, ptr addrspace(5) %14, align 1
  %80 = zext i8 %79 to i32
  %81 = icmp slt i32 %80, 48
  br i1 %81, label %86, label %82

82:                                               ; preds = %78
  %83 = load i8, ptr addrspace(5) %14, align 1
  %84 = zext i8 %83 to i32
  %85 = icmp sgt i32 %84, 57
  br i1 %85, label %86, label %89

86:                                               ; preds = %82, %78
  store i32 2, ptr addrspace(5) %11, align 4
  %87 = load i32, ptr addrspace(5) %13, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr addrspace(5) %13, align 4
  br label %89

89:                                               ; preds = %86, %82
  br label %90

90:                                               ; preds = %89, %77
  br label %91

91:                                               ; preds = %90, %72
  br label %109

92:                                               ; preds = %37
  %93 = load i8, ptr addrspace(5) %14, align 1
  %94 = zext i8 %93 to i32
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %100, label %96

96:                                               ; preds = %92
  %97 = load i8, ptr addrspace(5) %14, align 1
  %98 = zext i8 %97 to i32
  %99 = icmp eq i32 %98, 10
  br i1 %99, label %100, label %101

100:                                              ; preds = %96, %92
  store i32 4, ptr addrspace(5) %11, align 4
  br label %107

101:                                              ; preds = %96
  %102 = load i8, ptr addrspace(5) %14, align 1
  %103 = zext i8 %102 to i32
  %104 = icmp eq i32 %103, 32
  br i1 %104, label %105, label %106

105:                                              ; preds = %101
  store i32 3, ptr addrspace(5) %11, align 4
  br label %106

106:                                              ; preds = %105, %101
  br label %107

107:                                              ; preds = %106, %100
  br label %109

108:                                              ; preds = %37
  store i32 4, ptr addrspace(5) %11, align 4
  br label %109

109:                                              ; preds = %108, %107, %91, %67
  %110 = load i32, ptr addrspace(5) %10, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr addrspace(5) %10, align 4
  br label %22

112:                                              ; preds = %22
  %113 = load i32, ptr addrspace(5) %12, align 4
  %114 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %115 = load i32, ptr addrspace(5) %9, align 4
  %116 = mul nsw i32 2, %115
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i32, ptr addrspace(1) %114, i64 %117
  store i32 %113, ptr addrspace(1) %118, align 4
  %119 = load i32, ptr addrspace(5) %13, align 4
  %120 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %121 = load i32, ptr addrspace(5) %9, align 4
  %122 = mul nsw i32 2, %121
  %123 = add nsw i32 %122, 1
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr addrspace(1) %120, i64 %124
  store i32 %119, ptr addrspace(1) %125, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden <4 x float> @shade(<4 x float> noundef %0, <2 x i32> noundef %1) #0 {
  %3 = alloca <4 x float>, align 16, addrspace(5)
  %4 = alloca <2 x i32>, align 8, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca <4 x float>, align 16, addrspace(5)
  store <4 x float> %0, ptr addrspace(5) %3, align 16
  store <2 x i32> %1, ptr addrspace(5) %4, align 8
  %7 = load <2 x i32>, ptr addrspace(5) %4, align 8
  %8 = extractelement <2 x i32> %7, i64 0
  %9 = load <2 x i32>, ptr addrspace(5) %4, align 8
  %10 = extractelement <2 x i32> %9, i64 0
  %11 = mul nsw i32 %8, %10
  %12 = load <2 x i32>, ptr addrspace(5) %4, align 8
  %13 = extractelement <2 x i32> %12, i64 1
  %14 = load <2 x i32>, ptr addrspace(5) %4, align 8
  %15 = extractelement <2 x i32> %14, i64 1
  %16 = mul nsw i32 %13, %15
  %17 = add nsw i32 %11, %16
  %18 = sitofp i32 %17 to float
  store float %18, ptr addrspace(5) %5, align 4
  %19 = load <4 x float>, ptr addrspace(5) %3, align 16
  %20 = load float, ptr addrspace(5) %5, align 4
  %21 = fadd float 1.000000e+00, %20
  %22 = fdiv float 1.000000e+00, %21, !fpmath !10
  %23 = insertelement <4 x float> poison, float %22, i64 0
  %24 = shufflevector <4 x float> %23, <4 x float> poison, <4 x i32> zeroinitializer
  store <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>, ptr addrspace(5) %6, align 16
  %25 = load <4 x float>, ptr addrspace(5) %6, align 16
  %26 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %19, <4 x float> %24, <4 x float> %25)
  ret <4 x float> %26
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @cf_agents(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 8 %1, i32 noundef %2, <2 x i32> noundef %3, <2 x i32> noundef %4) #1 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca <2 x i32>, align 8, addrspace(5)
  %10 = alloca <2 x i32>, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca %struct.agent_t, align 16, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store i32 %2, ptr addrspace(5) %8, align 4
  store <2 x i32> %3, ptr addrspace(5) %9, align 8
  store <2 x i32> %4, ptr addrspace(5) %10, align 8
  %14 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %11, align 4
  %16 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %17 = load i32, ptr addrspace(5) %11, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds %struct.agent_t, ptr addrspace(1) %16, i64 %18
  call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) align 16 %12, ptr addrspace(1) align 16 %19, i64 48, i1 false)
  store i32 0, ptr addrspace(5) %13, align 4
  br label %20

20:                                               ; preds = %79, %5
  %21 = load i32, ptr addrspace(5) %13, align 4
  %22 = load i32, ptr addrspace(5) %8, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %82

24:                                               ; preds = %20
  %25 = getelementptr inbounds %struct.agent_t, ptr addrspace(5) %12, i32 0, i32 2
  %26 = load i32, ptr addrspace(5) %25, align 16
  switch i32 %26, label %77 [
    i32 0, label %27
    i32 1, label %55
    i32 2, label %63
  ]

27:                                               ; preds = %24
  %28 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %29 = load i32, ptr addrspace(5) %11, align 4
  %30 = srem i32 %29, 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %28, i64 %31
  %33 = load <2 x i32>, ptr addrspace(1) %32, align 8
  %34 = getelementptr inbounds %struct.agent_t, ptr addrspace(5) %12, i32 0, i32 0
  %35 = load <2 x i32>, ptr addrspace(5) %34, align 16
  %36 = add <2 x i32> %35, %33
  store <2 x i32> %36, ptr addrspace(5) %34, align 16
  %37 = getelementptr inbounds %struct.agent_t, ptr addrspace(5) %12, i32 0, i32 0
  %38 = load <2 x i32>, ptr addrspace(5) %37, align 16
  %39 = load <2 x i32>, ptr addrspace(5) %9, align 8
  %40 = icmp slt <2 x i32> %38, %39
  %41 = sext <2 x i1> %40 to <2 x i32>
  %42 = call i32 @_Z3anyDv2_i(<2 x i32> noundef %41) #7
  %43 = icmp ne i32 %42, 0
  br i1 %43, label %52, label %44

44:                                               ; preds = %27
  %45 = getelementptr inbounds %struct.agent_t, ptr addrspace(5) %12, i32 0, i32 0
  %46 = load <2 x i32>, ptr addrspace(5) %45, align 16
  %47 = load <2 x i32>, ptr addrspace(5) %10, align 8
  %48 = icmp sgt <2 x i32> %46, %47
  %49 = sext <2 x i1> %48 to <2 x i32>
  %50 = call i32 @_Z3anyDv2_i(<2 x i32> noundef %49) #7
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %52, label %54

52:                                               ; preds = %44, %27
  %53 = getelementptr inbounds %struct.agent_t, ptr addrspace(5) %12, i32 0, i32 2
  store i32 1, ptr addrspace(5) %53, align 16
  br label %54

54:                                               ; preds = %52, %44
  br label %78

55:                                               ; preds = %24
  %56 = getelementptr inbounds %struct.agent_t, ptr addrspace(5) %12, i32 0, i32 0
  %57 = load <2 x i32>, ptr addrspace(5) %56, align 16
  %58 = load <2 x i32>, ptr addrspace(5) %9, align 8
  %59 = load <2 x i32>, ptr addrspace(5) %10, align 8
  %60 = call <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> noundef %57, <2 x i32> noundef %58, <2 x i32> noundef %59) #7
  %61 = getelementptr inbounds %struct.agent_t, ptr addrspace(5) %12, i32 0, i32 0
  store <2 x i32> %60, ptr addrspace(5) %61, align 16
  %62 = getelementptr inbounds %struct.agent_t, ptr addrspace(5) %12, i32 0, i32 2
  store i32 2, ptr addrspace(5) %62, align 16
  br label %78

63:                                               ; preds = %24
  %64 = getelementptr inbounds %struct.agent_t, ptr addrspace(5) %12, i32 0, i32 1
  %65 = load <4 x float>, ptr addrspace(5) %64, align 16
  %66 = getelementptr inbounds %struct.agent_t, ptr addrspace(5) %12, i32 0, i32 0
  %67 = load <2 x i32>, ptr addrspace(5) %66, align 16
  %68 = call <4 x float> @shade(<4 x float> noundef %65, <2 x i32> noundef %67) #8
  %69 = getelementptr inbounds %struct.agent_t, ptr addrspace(5) %12, i32 0, i32 1
  store <4 x float> %68, ptr addrspace(5) %69, align 16
  %70 = getelementptr inbounds %struct.agent_t, ptr addrspace(5) %12, i32 0, i32 1
  %71 = load <4 x float>, ptr addrspace(5) %70, align 16
  %72 = extractelement <4 x float> %71, i64 3
  %73 = fcmp ogt float %72, 4.000000e+00
  %74 = zext i1 %73 to i64
  %75 = select i1 %73, i32 3, i32 0
  %76 = getelementptr inbounds %struct.agent_t, ptr addrspace(5) %12, i32 0, i32 2
  store i32 %75, ptr addrspace(5) %76, align 16
  br label %78

77:                                               ; preds = %24
  br label %83

78:                                               ; preds = %63, %55, %54
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr addrspace(5) %13, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr addrspace(5) %13, align 4
  br label %20

82:                                               ; preds = %20
  br label %83

83:                                               ; preds = %82, %77
  %84 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %85 = load i32, ptr addrspace(5) %11, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds %struct.agent_t, ptr addrspace(1) %84, i64 %86
  call void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) align 16 %87, ptr addrspace(5) align 16 %12, i64 48, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i32 @_Z3anyDv2_i(<2 x i32> noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> noundef, <2 x i32> noundef, <2 x i32> noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(5) noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @cf_find2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 8 %2, i32 noundef %3, i32 noundef %4) #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !12 !kernel_arg_type !17 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca <2 x i32>, align 8, addrspace(5)
  %17 = alloca <2 x i32>, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %8, align 8
  store i32 %3, ptr addrspace(5) %9, align 4
  store i32 %4, ptr addrspace(5) %10, align 4
  %18 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr addrspace(5) %11, align 4
  %20 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %21 = load i32, ptr addrspace(5) %11, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %20, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4
  store i32 %24, ptr addrspace(5) %12, align 4
  store i32 0, ptr addrspace(5) %13, align 4
  br label %25

25:                                               ; preds = %78, %5
  %26 = load i32, ptr addrspace(5) %13, align 4
  %27 = load i32, ptr addrspace(5) %9, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %81

29:                                               ; preds = %25
  %30 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %31 = load i32, ptr addrspace(5) %13, align 4
  %32 = load i32, ptr addrspace(5) %10, align 4
  %33 = mul nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4
  %37 = load i32, ptr addrspace(5) %12, align 4
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %29
  br label %81

40:                                               ; preds = %29
  store i32 0, ptr addrspace(5) %14, align 4
  br label %41

41:                                               ; preds = %74, %40
  %42 = load i32, ptr addrspace(5) %14, align 4
  %43 = load i32, ptr addrspace(5) %10, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %77

45:                                               ; preds = %41
  %46 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %47 = load i32, ptr addrspace(5) %13, align 4
  %48 = load i32, ptr addrspace(5) %10, align 4
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr addrspace(5) %14, align 4
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %52
  %54 = load i32, ptr addrspace(1) %53, align 4
  store i32 %54, ptr addrspace(5) %15, align 4
  %55 = load i32, ptr addrspace(5) %15, align 4
  %56 = load i32, ptr addrspace(5) %12, align 4
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %68

58:                                               ; preds = %45
  %59 = load i32, ptr addrspace(5) %13, align 4
  %60 = insertelement <2 x i32> poison, i32 %59, i32 0
  %61 = load i32, ptr addrspace(5) %14, align 4
  %62 = insertelement <2 x i32> %60, i32 %61, i32 1
  store <2 x i32> %62, ptr addrspace(5) %16, align 8
  %63 = load <2 x i32>, ptr addrspace(5) %16, align 8
  %64 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %65 = load i32, ptr addrspace(5) %11, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %64, i64 %66
  store <2 x i32> %63, ptr addrspace(1) %67, align 8
  br label %87

68:                                               ; preds = %45
  %69 = load i32, ptr addrspace(5) %15, align 4
  %70 = load i32, ptr addrspace(5) %12, align 4
  %71 = icmp sgt i32 %69, %70
  br i1 %71, label %72, label %73

72:                                               ; preds = %68
  br label %77

73:                                               ; preds = %68
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr addrspace(5) %14, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr addrspace(5) %14, align 4
  br label %41

77:                                               ; preds = %72, %41
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr addrspace(5) %13, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr addrspace(5) %13, align 4
  br label %25

81:                                               ; preds = %39, %25
  store <2 x i32> <i32 -1, i32 -1>, ptr addrspace(5) %17, align 8
  %82 = load <2 x i32>, ptr addrspace(5) %17, align 8
  %83 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %84 = load i32, ptr addrspace(5) %11, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %83, i64 %85
  store <2 x i32> %82, ptr addrspace(1) %86, align 8
  br label %87

87:                                               ; preds = %81, %58
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @first_prime_after(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %2, align 4
  %6 = load i32, ptr addrspace(5) %2, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr addrspace(5) %3, align 4
  br label %8

8:                                                ; preds = %34, %1
  %9 = load i32, ptr addrspace(5) %3, align 4
  %10 = icmp sgt i32 %9, 1
  %11 = zext i1 %10 to i32
  store i32 %11, ptr addrspace(5) %4, align 4
  store i32 2, ptr addrspace(5) %5, align 4
  br label %12

12:                                               ; preds = %25, %8
  %13 = load i32, ptr addrspace(5) %5, align 4
  %14 = load i32, ptr addrspace(5) %5, align 4
  %15 = mul nsw i32 %13, %14
  %16 = load i32, ptr addrspace(5) %3, align 4
  %17 = icmp sle i32 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %12
  %19 = load i32, ptr addrspace(5) %3, align 4
  %20 = load i32, ptr addrspace(5) %5, align 4
  %21 = srem i32 %19, %20
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %24

23:                                               ; preds = %18
  store i32 0, ptr addrspace(5) %4, align 4
  br label %28

24:                                               ; preds = %18
  br label %25

25:                                               ; preds = %24
  %26 = load i32, ptr addrspace(5) %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr addrspace(5) %5, align 4
  br label %12

28:                                               ; preds = %23, %12
  %29 = load i32, ptr addrspace(5) %4, align 4
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %28
  %32 = load i32, ptr addrspace(5) %3, align 4
  ret i32 %32

33:                                               ; preds = %28
  br label %34

34:                                               ; preds = %33
  %35 = load i32, ptr addrspace(5) %3, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr addrspace(5) %3, align 4
  br label %8
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @cf_helpers2(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %7, align 4
  %13 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %14 = load i32, ptr addrspace(5) %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  %18 = call i32 @digits_inline(i32 noundef %17) #8
  store i32 %18, ptr addrspace(5) %8, align 4
  %19 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %20 = load i32, ptr addrspace(5) %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %19, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = and i32 %23, 1023
  %25 = call i32 @first_prime_after(i32 noundef %24) #8
  store i32 %25, ptr addrspace(5) %9, align 4
  %26 = load i32, ptr addrspace(5) %6, align 4
  %27 = call i32 @first_prime_after(i32 noundef %26) #8
  store i32 %27, ptr addrspace(5) %10, align 4
  %28 = load i32, ptr addrspace(5) %8, align 4
  %29 = mul nsw i32 %28, 10000
  %30 = load i32, ptr addrspace(5) %9, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr addrspace(5) %10, align 4
  %33 = add nsw i32 %31, %32
  %34 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %35 = load i32, ptr addrspace(5) %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %34, i64 %36
  store i32 %33, ptr addrspace(1) %37, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @digits_inline(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %2, align 4
  store i32 1, ptr addrspace(5) %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i32, ptr addrspace(5) %2, align 4
  %6 = icmp sge i32 %5, 10
  br i1 %6, label %7, label %12

7:                                                ; preds = %4
  %8 = load i32, ptr addrspace(5) %2, align 4
  %9 = sdiv i32 %8, 10
  store i32 %9, ptr addrspace(5) %2, align 4
  %10 = load i32, ptr addrspace(5) %3, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr addrspace(5) %3, align 4
  br label %4

12:                                               ; preds = %4
  %13 = load i32, ptr addrspace(5) %3, align 4
  ret i32 %13
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @cf_vectors(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 16 %2, float noundef %3) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !24 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca <4 x float>, align 16, addrspace(5)
  %11 = alloca <4 x i32>, align 16, addrspace(5)
  %12 = alloca <4 x float>, align 16, addrspace(5)
  %13 = alloca <4 x float>, align 16, addrspace(5)
  %14 = alloca <4 x float>, align 16, addrspace(5)
  %15 = alloca <2 x i32>, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %7, align 8
  store float %3, ptr addrspace(5) %8, align 4
  %16 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %9, align 4
  %18 = load i32, ptr addrspace(5) %9, align 4
  %19 = sext i32 %18 to i64
  %20 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %21 = addrspacecast ptr addrspace(1) %20 to ptr
  %22 = call <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef %19, ptr noundef %21) #9
  store <4 x float> %22, ptr addrspace(5) %10, align 16
  %23 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %24 = load i32, ptr addrspace(5) %9, align 4
  %25 = and i32 %24, 7
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %23, i64 %26
  %28 = load <4 x i32>, ptr addrspace(1) %27, align 16
  store <4 x i32> %28, ptr addrspace(5) %11, align 16
  %29 = load <4 x float>, ptr addrspace(5) %10, align 16
  %30 = load <4 x float>, ptr addrspace(5) %10, align 16
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %32 = load <4 x i32>, ptr addrspace(5) %11, align 16
  %33 = icmp slt <4 x i32> %32, zeroinitializer
  %34 = sext <4 x i1> %33 to <4 x i32>
  %35 = call <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %29, <4 x float> noundef %31, <4 x i32> noundef %34) #7
  store <4 x float> %35, ptr addrspace(5) %12, align 16
  %36 = load <4 x float>, ptr addrspace(5) %12, align 16
  %37 = load float, ptr addrspace(5) %8, align 4
  %38 = fneg float %37
  %39 = insertelement <4 x float> poison, float %38, i64 0
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <4 x i32> zeroinitializer
  %41 = load float, ptr addrspace(5) %8, align 4
  %42 = insertelement <4 x float> poison, float %41, i64 0
  %43 = shufflevector <4 x float> %42, <4 x float> poison, <4 x i32> zeroinitializer
  %44 = call <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef %36, <4 x float> noundef %40, <4 x float> noundef %43) #7
  store <4 x float> %44, ptr addrspace(5) %13, align 16
  %45 = load <4 x float>, ptr addrspace(5) %13, align 16
  %46 = load <4 x float>, ptr addrspace(5) %12, align 16
  %47 = call <4 x float> @_Z4fabsDv4_f(<4 x float> noundef %46) #7
  %48 = call <4 x float> @_Z11native_sqrtDv4_f(<4 x float> noundef %47) #7
  %49 = call <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef %45, <4 x float> noundef %48, <4 x float> noundef <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>) #7
  store <4 x float> %49, ptr addrspace(5) %14, align 16
  %50 = load <4 x float>, ptr addrspace(5) %14, align 16
  %51 = shufflevector <4 x float> %50, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %52 = call <2 x i32> @_Z12convert_int2Dv2_f(<2 x float> noundef %51) #7
  store <2 x i32> %52, ptr addrspace(5) %15, align 8
  %53 = load <2 x i32>, ptr addrspace(5) %15, align 8
  %54 = call <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %53) #7
  %55 = load <4 x float>, ptr addrspace(5) %14, align 16
  %56 = shufflevector <4 x float> %55, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %57 = fadd <2 x float> %54, %56
  %58 = load <4 x float>, ptr addrspace(5) %14, align 16
  %59 = shufflevector <2 x float> %57, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %60 = shufflevector <4 x float> %58, <4 x float> %59, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  store <4 x float> %60, ptr addrspace(5) %14, align 16
  %61 = load <4 x float>, ptr addrspace(5) %14, align 16
  %62 = load i32, ptr addrspace(5) %9, align 4
  %63 = sext i32 %62 to i64
  %64 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %65 = addrspacecast ptr addrspace(1) %64 to ptr
  call void @_Z7vstore4Dv4_fmPU3AS0f(<4 x float> noundef %61, i64 noundef %63, ptr noundef %65) #8
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare hidden <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef, ptr noundef) #5

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden <4 x float> @_Z11native_sqrtDv4_f(<4 x float> noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden <4 x float> @_Z4fabsDv4_f(<4 x float> noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden <2 x i32> @_Z12convert_int2Dv2_f(<2 x float> noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7vstore4Dv4_fmPU3AS0f(<4 x float> noundef, i64 noundef, ptr noundef) #6

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @cf_loop_exits(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !27 !kernel_arg_access_qual !7 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(3), align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store ptr addrspace(3) %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %15 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr addrspace(5) %9, align 4
  store i32 0, ptr addrspace(5) %10, align 4
  %17 = load i32, ptr addrspace(5) %9, align 4
  store i32 %17, ptr addrspace(5) %11, align 4
  br label %18

18:                                               ; preds = %43, %4
  %19 = load i32, ptr addrspace(5) %11, align 4
  %20 = load i32, ptr addrspace(5) %8, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %49

22:                                               ; preds = %18
  %23 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %24 = load i32, ptr addrspace(5) %11, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4
  store i32 %27, ptr addrspace(5) %12, align 4
  %28 = load i32, ptr addrspace(5) %12, align 4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %31

30:                                               ; preds = %22
  br label %43

31:                                               ; preds = %22
  %32 = load i32, ptr addrspace(5) %12, align 4
  %33 = icmp slt i32 %32, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %31
  br label %49

35:                                               ; preds = %31
  %36 = load i32, ptr addrspace(5) %12, align 4
  %37 = load i32, ptr addrspace(5) %10, align 4
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr addrspace(5) %10, align 4
  %39 = load i32, ptr addrspace(5) %10, align 4
  %40 = icmp sgt i32 %39, 1048576
  br i1 %40, label %41, label %42

41:                                               ; preds = %35
  store i32 -1, ptr addrspace(5) %10, align 4
  br label %49

42:                                               ; preds = %35
  br label %43

43:                                               ; preds = %42, %30
  %44 = call i64 @_Z14get_local_sizej(i32 noundef 0) #7
  %45 = load i32, ptr addrspace(5) %11, align 4
  %46 = sext i32 %45 to i64
  %47 = add i64 %46, %44
  %48 = trunc i64 %47 to i32
  store i32 %48, ptr addrspace(5) %11, align 4
  br label %18

49:                                               ; preds = %41, %34, %18
  %50 = load i32, ptr addrspace(5) %10, align 4
  %51 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %52 = load i32, ptr addrspace(5) %9, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr addrspace(3) %51, i64 %53
  store i32 %50, ptr addrspace(3) %54, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  %55 = load i32, ptr addrspace(5) %9, align 4
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %90

57:                                               ; preds = %49
  store i32 0, ptr addrspace(5) %13, align 4
  store i32 0, ptr addrspace(5) %14, align 4
  br label %58

58:                                               ; preds = %82, %57
  %59 = load i32, ptr addrspace(5) %14, align 4
  %60 = zext i32 %59 to i64
  %61 = call i64 @_Z14get_local_sizej(i32 noundef 0) #7
  %62 = icmp ult i64 %60, %61
  br i1 %62, label %63, label %85

63:                                               ; preds = %58
  %64 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %65 = load i32, ptr addrspace(5) %14, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr addrspace(3) %64, i64 %66
  %68 = load i32, ptr addrspace(3) %67, align 4
  %69 = icmp slt i32 %68, 0
  br i1 %69, label %70, label %74

70:                                               ; preds = %63
  %71 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %72 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %73 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %72
  store i32 -1, ptr addrspace(1) %73, align 4
  br label %90

74:                                               ; preds = %63
  %75 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %76 = load i32, ptr addrspace(5) %14, align 4
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr addrspace(3) %75, i64 %77
  %79 = load i32, ptr addrspace(3) %78, align 4
  %80 = load i32, ptr addrspace(5) %13, align 4
  %81 = add nsw i32 %80, %79
  store i32 %81, ptr addrspace(5) %13, align 4
  br label %82

82:                                               ; preds = %74
  %83 = load i32, ptr addrspace(5) %14, align 4
  %84 = add i32 %83, 1
  store i32 %84, ptr addrspace(5) %14, align 4
  br label %58

85:                                               ; preds = %58
  %86 = load i32, ptr addrspace(5) %13, align 4
  %87 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %88 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %89 = getelementptr inbounds i32, ptr addrspace(1) %87, i64 %88
  store i32 %86, ptr addrspace(1) %89, align 4
  br label %90

90:                                               ; preds = %70, %85, %49
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #6

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @cf_math(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !23 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr addrspace(5) %7, align 4
  %14 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %15 = load i32, ptr addrspace(5) %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4
  store float %18, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %19

19:                                               ; preds = %41, %3
  %20 = load i32, ptr addrspace(5) %9, align 4
  %21 = load i32, ptr addrspace(5) %6, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %44

23:                                               ; preds = %19
  %24 = load float, ptr addrspace(5) %8, align 4
  %25 = load float, ptr addrspace(5) %8, align 4
  %26 = call float @_Z3sinf(float noundef %25) #7
  %27 = call float @_Z3fmafff(float noundef %24, float noundef 5.000000e-01, float noundef %26) #7
  %28 = load float, ptr addrspace(5) %8, align 4
  %29 = call float @_Z4fabsf(float noundef %28) #7
  %30 = call float @_Z5log1pf(float noundef %29) #7
  %31 = fadd float %27, %30
  %32 = load float, ptr addrspace(5) %8, align 4
  %33 = load i32, ptr addrspace(5) %9, align 4
  %34 = sitofp i32 %33 to float
  %35 = fadd float 1.000000e+00, %34
  %36 = call float @_Z5atan2ff(float noundef %32, float noundef %35) #7
  %37 = fsub float %31, %36
  store float %37, ptr addrspace(5) %8, align 4
  %38 = load float, ptr addrspace(5) %8, align 4
  %39 = call float @_Z4fmaxff(float noundef %38, float noundef -1.000000e+01) #7
  %40 = call float @_Z4fminff(float noundef %39, float noundef 1.000000e+01) #7
  store float %40, ptr addrspace(5) %8, align 4
  br label %41

41:                                               ; preds = %23
  %42 = load i32, ptr addrspace(5) %9, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr addrspace(5) %9, align 4
  br label %19

44:                                               ; preds = %19
  %45 = load float, ptr addrspace(5) %8, align 4
  %46 = addrspacecast ptr addrspace(5) %10 to ptr
  %47 = call float @_Z5frexpfPU3AS0i(float noundef %45, ptr noundef %46) #8
  store float %47, ptr addrspace(5) %11, align 4
  %48 = load float, ptr addrspace(5) %11, align 4
  %49 = load i32, ptr addrspace(5) %10, align 4
  %50 = sdiv i32 %49, 2
  %51 = call float @_Z5ldexpfi(float noundef %48, i32 noundef %50) #7
  %52 = load float, ptr addrspace(5) %8, align 4
  %53 = load float, ptr addrspace(5) %8, align 4
  %54 = call float @llvm.fmuladd.f32(float %52, float %53, float 1.000000e+00)
  %55 = call float @_Z5rsqrtf(float noundef %54) #7
  %56 = fadd float %51, %55
  %57 = load float, ptr addrspace(5) %8, align 4
  %58 = call float @_Z5hypotff(float noundef %57, float noundef 2.000000e+00) #7
  %59 = fadd float %56, %58
  %60 = load float, ptr addrspace(5) %8, align 4
  %61 = call float @_Z3erff(float noundef %60) #7
  %62 = fadd float %59, %61
  %63 = load float, ptr addrspace(5) %8, align 4
  %64 = call float @_Z4cbrtf(float noundef %63) #7
  %65 = fadd float %62, %64
  %66 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %67 = load i32, ptr addrspace(5) %7, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %66, i64 %68
  store float %65, ptr addrspace(1) %69, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z3fmafff(float noundef, float noundef, float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z3sinf(float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z5log1pf(float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4fabsf(float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z5atan2ff(float noundef, float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4fminff(float noundef, float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4fmaxff(float noundef, float noundef) #2

; Function Attrs: convergent nounwind
declare hidden float @_Z5frexpfPU3AS0i(float noundef, ptr noundef) #6

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z5ldexpfi(float noundef, i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z5rsqrtf(float noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z5hypotff(float noundef, float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z3erff(float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4cbrtf(float noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }
attributes #9 = { convergent nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"clang-19"}
!6 = !{i32 1, i32 1, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none"}
!8 = !{!"uchar*", !"int*", !"int*", !"int"}
!9 = !{!"const", !"const", !"", !""}
!10 = !{float 2.500000e+00}
!11 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!12 = !{!"none", !"none", !"none", !"none", !"none"}
!13 = !{!"agent_t*", !"int2*", !"int", !"int2", !"int2"}
!14 = !{!"agent_t*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int __attribute__((ext_vector_type(2)))", !"int __attribute__((ext_vector_type(2)))"}
!15 = !{!"", !"const", !"", !"", !""}
!16 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!17 = !{!"int*", !"int*", !"int2*", !"int", !"int"}
!18 = !{!"int*", !"int*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!19 = !{!"const", !"const", !"", !"", !""}
!20 = !{i32 1, i32 1, i32 0}
!21 = !{!"none", !"none", !"none"}
!22 = !{!"int*", !"int*", !"int"}
!23 = !{!"const", !"", !""}
!24 = !{!"float*", !"float*", !"int4*", !"float"}
!25 = !{!"float*", !"float*", !"int __attribute__((ext_vector_type(4)))*", !"float"}
!26 = !{!"const", !"", !"const", !""}
!27 = !{i32 1, i32 1, i32 3, i32 0}
!28 = !{!"int*", !"int*", !"int*", !"int"}
!29 = !{!"const", !"", !"", !""}
!30 = !{!"float*", !"float*", !"int"}
