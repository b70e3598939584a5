source_filename = "src/image.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
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

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @im_sobel(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = alloca [3 x [3 x i32]], align 4, addrspace(5)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #10
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %7, %2
  %11 = icmp slt i32 %9, %3
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %13, label %75

13:                                               ; preds = %4
  %14 = icmp eq i32 %7, 0
  %15 = icmp eq i32 %9, 0
  %16 = select i1 %14, i1 true, i1 %15
  %17 = add nsw i32 %2, -1
  %18 = icmp eq i32 %17, %7
  %19 = select i1 %16, i1 true, i1 %18
  %20 = add nsw i32 %3, -1
  %21 = icmp eq i32 %20, %9
  %22 = select i1 %19, i1 true, i1 %21
  br i1 %22, label %23, label %28

23:                                               ; preds = %13
  %24 = mul nsw i32 %9, %2
  %25 = add nsw i32 %24, %7
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %26
  store i8 0, ptr addrspace(1) %27, align 1, !tbaa !9
  br label %75

28:                                               ; preds = %13
  call void @llvm.lifetime.start.p5(i64 36, ptr addrspace(5) %5) #11
  call void @llvm.memset.p5.i64(ptr addrspace(5) noundef align 4 dereferenceable(36) %5, i8 0, i64 36, i1 false)
  store i32 -1, ptr addrspace(5) %5, align 4
  %29 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 8
  store i32 1, ptr addrspace(5) %29, align 4
  %30 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 12
  store i32 -2, ptr addrspace(5) %30, align 4
  %31 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 20
  store i32 2, ptr addrspace(5) %31, align 4
  %32 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 24
  store i32 -1, ptr addrspace(5) %32, align 4
  %33 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 32
  store i32 1, ptr addrspace(5) %33, align 4
  br label %34

34:                                               ; preds = %28, %53
  %35 = phi i32 [ 0, %28 ], [ %69, %53 ]
  %36 = phi i32 [ -1, %28 ], [ %54, %53 ]
  %37 = phi i32 [ 0, %28 ], [ %73, %53 ]
  %38 = add nsw i32 %36, %9
  %39 = mul nsw i32 %38, %2
  %40 = add nsw i32 %39, %7
  %41 = add nsw i32 %36, 1
  br label %56

42:                                               ; preds = %53
  %43 = mul nsw i32 %69, %69
  %44 = mul nsw i32 %73, %73
  %45 = add nuw nsw i32 %43, %44
  %46 = uitofp nneg i32 %45 to float
  %47 = tail call float @llvm.sqrt.f32(float noundef %46) #10, !fpmath !12
  %48 = tail call zeroext i8 @_Z17convert_uchar_satf(float noundef %47) #10
  %49 = mul nsw i32 %9, %2
  %50 = add nsw i32 %49, %7
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %51
  store i8 %48, ptr addrspace(1) %52, align 1, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 36, ptr addrspace(5) %5) #11
  br label %75

53:                                               ; preds = %56
  %54 = add nsw i32 %36, 1
  %55 = icmp eq i32 %54, 2
  br i1 %55, label %42, label %34, !llvm.loop !13

56:                                               ; preds = %34, %56
  %57 = phi i32 [ %35, %34 ], [ %69, %56 ]
  %58 = phi i32 [ -1, %34 ], [ %65, %56 ]
  %59 = phi i32 [ %37, %34 ], [ %73, %56 ]
  %60 = add nsw i32 %40, %58
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %61
  %63 = load i8, ptr addrspace(1) %62, align 1, !tbaa !9
  %64 = zext i8 %63 to i32
  %65 = add nsw i32 %58, 1
  %66 = getelementptr inbounds [3 x [3 x i32]], ptr addrspace(5) %5, i32 0, i32 %41, i32 %65
  %67 = load i32, ptr addrspace(5) %66, align 4, !tbaa !15
  %68 = mul nsw i32 %67, %64
  %69 = add nsw i32 %68, %57
  %70 = getelementptr inbounds [3 x [3 x i32]], ptr addrspace(5) %5, i32 0, i32 %65, i32 %41
  %71 = load i32, ptr addrspace(5) %70, align 4, !tbaa !15
  %72 = mul nsw i32 %71, %64
  %73 = add nsw i32 %72, %59
  %74 = icmp eq i32 %65, 2
  br i1 %74, label %53, label %56, !llvm.loop !17

75:                                               ; preds = %4, %42, %23
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p5.i64(ptr addrspace(5) nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden zeroext i8 @_Z17convert_uchar_satf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @im_median3x3(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #10
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %6, 0
  %10 = icmp sgt i32 %8, 0
  %11 = select i1 %9, i1 %10, i1 false
  %12 = add nsw i32 %2, -1
  %13 = icmp sgt i32 %12, %6
  %14 = select i1 %11, i1 %13, i1 false
  %15 = add nsw i32 %3, -1
  %16 = icmp sgt i32 %15, %8
  %17 = select i1 %14, i1 %16, i1 false
  br i1 %17, label %18, label %66

18:                                               ; preds = %4, %25
  %19 = phi i32 [ %27, %25 ], [ -1, %4 ]
  %20 = phi i32 [ %26, %25 ], [ 0, %4 ]
  %21 = phi <9 x i8> [ %38, %25 ], [ undef, %4 ]
  %22 = add nsw i32 %19, %8
  %23 = mul nsw i32 %22, %2
  %24 = add nsw i32 %23, %6
  br label %29

25:                                               ; preds = %29
  %26 = add nuw nsw i32 %20, 3
  %27 = add nsw i32 %19, 1
  %28 = icmp eq i32 %27, 2
  br i1 %28, label %47, label %18, !llvm.loop !18

29:                                               ; preds = %18, %29
  %30 = phi i32 [ -1, %18 ], [ %39, %29 ]
  %31 = phi i32 [ %20, %18 ], [ %37, %29 ]
  %32 = phi <9 x i8> [ %21, %18 ], [ %38, %29 ]
  %33 = add nsw i32 %24, %30
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %34
  %36 = load i8, ptr addrspace(1) %35, align 1, !tbaa !9
  %37 = add nuw nsw i32 %31, 1
  %38 = insertelement <9 x i8> %32, i8 %36, i32 %31
  %39 = add nsw i32 %30, 1
  %40 = icmp eq i32 %39, 2
  br i1 %40, label %25, label %29, !llvm.loop !19

41:                                               ; preds = %60
  %42 = extractelement <9 x i8> %63, i64 4
  %43 = mul nsw i32 %8, %2
  %44 = add nsw i32 %43, %6
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %45
  store i8 %42, ptr addrspace(1) %46, align 1, !tbaa !9
  br label %66

47:                                               ; preds = %25, %60
  %48 = phi i32 [ %64, %60 ], [ 1, %25 ]
  %49 = phi <9 x i8> [ %63, %60 ], [ %38, %25 ]
  %50 = extractelement <9 x i8> %49, i32 %48
  br label %51

51:                                               ; preds = %47, %57
  %52 = phi i32 [ %48, %47 ], [ %54, %57 ]
  %53 = phi <9 x i8> [ %49, %47 ], [ %58, %57 ]
  %54 = add nsw i32 %52, -1
  %55 = extractelement <9 x i8> %53, i32 %54
  %56 = icmp ugt i8 %55, %50
  br i1 %56, label %57, label %60

57:                                               ; preds = %51
  %58 = insertelement <9 x i8> %53, i8 %55, i32 %52
  %59 = icmp sgt i32 %52, 1
  br i1 %59, label %51, label %60, !llvm.loop !20

60:                                               ; preds = %57, %51
  %61 = phi <9 x i8> [ %58, %57 ], [ %53, %51 ]
  %62 = phi i32 [ 0, %57 ], [ %52, %51 ]
  %63 = insertelement <9 x i8> %61, i8 %50, i32 %62
  %64 = add nuw nsw i32 %48, 1
  %65 = icmp eq i32 %64, 9
  br i1 %65, label %41, label %47, !llvm.loop !21

66:                                               ; preds = %4, %41
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @im_median3x3_net(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !22 !kernel_arg_base_type !23 !kernel_arg_type_qual !8 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #10
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %6, 0
  %10 = icmp sgt i32 %8, 0
  %11 = select i1 %9, i1 %10, i1 false
  %12 = add nsw i32 %2, -1
  %13 = icmp sgt i32 %12, %6
  %14 = select i1 %11, i1 %13, i1 false
  %15 = add nsw i32 %3, -1
  %16 = icmp sgt i32 %15, %8
  %17 = select i1 %14, i1 %16, i1 false
  br i1 %17, label %18, label %176

18:                                               ; preds = %4
  %19 = add nsw i32 %8, -1
  %20 = mul nsw i32 %19, %2
  %21 = add nsw i32 %20, %6
  %22 = sext i32 %21 to i64
  %23 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %22
  %24 = getelementptr i8, ptr addrspace(1) %23, i64 -4
  %25 = load <4 x i8>, ptr addrspace(1) %24, align 4, !tbaa !9
  %26 = load <4 x i8>, ptr addrspace(1) %23, align 4, !tbaa !9
  %27 = getelementptr i8, ptr addrspace(1) %23, i64 4
  %28 = load <4 x i8>, ptr addrspace(1) %27, align 4, !tbaa !9
  %29 = mul nsw i32 %8, %2
  %30 = add nsw i32 %29, %6
  %31 = sext i32 %30 to i64
  %32 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %31
  %33 = getelementptr i8, ptr addrspace(1) %32, i64 -4
  %34 = load <4 x i8>, ptr addrspace(1) %33, align 4, !tbaa !9
  %35 = load <4 x i8>, ptr addrspace(1) %32, align 4, !tbaa !9
  %36 = getelementptr i8, ptr addrspace(1) %32, i64 4
  %37 = load <4 x i8>, ptr addrspace(1) %36, align 4, !tbaa !9
  %38 = add nuw nsw i32 %8, 1
  %39 = mul nsw i32 %38, %2
  %40 = add nsw i32 %39, %6
  %41 = sext i32 %40 to i64
  %42 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %41
  %43 = getelementptr i8, ptr addrspace(1) %42, i64 -4
  %44 = load <4 x i8>, ptr addrspace(1) %43, align 4, !tbaa !9
  %45 = load <4 x i8>, ptr addrspace(1) %42, align 4, !tbaa !9
  %46 = getelementptr i8, ptr addrspace(1) %42, i64 4
  %47 = load <4 x i8>, ptr addrspace(1) %46, align 4, !tbaa !9
  %48 = extractelement <4 x i8> %25, i64 2
  %49 = extractelement <4 x i8> %25, i64 1
  %50 = extractelement <4 x i8> %25, i64 3
  %51 = extractelement <4 x i8> %25, i64 0
  %52 = extractelement <4 x i8> %26, i64 2
  %53 = extractelement <4 x i8> %26, i64 1
  %54 = extractelement <4 x i8> %26, i64 3
  %55 = extractelement <4 x i8> %26, i64 0
  %56 = extractelement <4 x i8> %28, i64 2
  %57 = extractelement <4 x i8> %28, i64 1
  %58 = extractelement <4 x i8> %28, i64 3
  %59 = extractelement <4 x i8> %28, i64 0
  %60 = extractelement <4 x i8> %34, i64 2
  %61 = extractelement <4 x i8> %34, i64 1
  %62 = extractelement <4 x i8> %34, i64 3
  %63 = extractelement <4 x i8> %34, i64 0
  %64 = extractelement <4 x i8> %35, i64 2
  %65 = extractelement <4 x i8> %35, i64 1
  %66 = extractelement <4 x i8> %35, i64 3
  %67 = extractelement <4 x i8> %35, i64 0
  %68 = extractelement <4 x i8> %37, i64 2
  %69 = extractelement <4 x i8> %37, i64 1
  %70 = extractelement <4 x i8> %37, i64 3
  %71 = extractelement <4 x i8> %37, i64 0
  %72 = extractelement <4 x i8> %44, i64 2
  %73 = extractelement <4 x i8> %44, i64 1
  %74 = extractelement <4 x i8> %44, i64 3
  %75 = extractelement <4 x i8> %44, i64 0
  %76 = extractelement <4 x i8> %45, i64 2
  %77 = extractelement <4 x i8> %45, i64 1
  %78 = extractelement <4 x i8> %45, i64 3
  %79 = extractelement <4 x i8> %45, i64 0
  %80 = extractelement <4 x i8> %47, i64 2
  %81 = extractelement <4 x i8> %47, i64 1
  %82 = extractelement <4 x i8> %47, i64 3
  %83 = extractelement <4 x i8> %47, i64 0
  br label %89

84:                                               ; preds = %136
  %85 = mul nsw i32 %8, %2
  %86 = add nsw i32 %85, %6
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %87
  store <4 x i8> %173, ptr addrspace(1) %88, align 4, !tbaa !9
  br label %176

89:                                               ; preds = %18, %136
  %90 = phi <4 x i8> [ zeroinitializer, %18 ], [ %173, %136 ]
  %91 = phi i32 [ 0, %18 ], [ %174, %136 ]
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %96, label %93

93:                                               ; preds = %89
  switch i32 %91, label %95 [
    i32 1, label %96
    i32 2, label %94
  ]

94:                                               ; preds = %93
  br label %96

95:                                               ; preds = %93
  br label %96

96:                                               ; preds = %93, %89, %95, %94
  %97 = phi i8 [ %48, %94 ], [ %50, %95 ], [ %51, %89 ], [ %49, %93 ]
  br i1 %92, label %101, label %98

98:                                               ; preds = %96
  switch i32 %91, label %100 [
    i32 1, label %101
    i32 2, label %99
  ]

99:                                               ; preds = %98
  br label %101

100:                                              ; preds = %98
  br label %101

101:                                              ; preds = %98, %96, %100, %99
  %102 = phi i8 [ %52, %99 ], [ %54, %100 ], [ %55, %96 ], [ %53, %98 ]
  br i1 %92, label %106, label %103

103:                                              ; preds = %101
  switch i32 %91, label %105 [
    i32 1, label %106
    i32 2, label %104
  ]

104:                                              ; preds = %103
  br label %106

105:                                              ; preds = %103
  br label %106

106:                                              ; preds = %103, %101, %105, %104
  %107 = phi i8 [ %56, %104 ], [ %58, %105 ], [ %59, %101 ], [ %57, %103 ]
  br i1 %92, label %111, label %108

108:                                              ; preds = %106
  switch i32 %91, label %110 [
    i32 1, label %111
    i32 2, label %109
  ]

109:                                              ; preds = %108
  br label %111

110:                                              ; preds = %108
  br label %111

111:                                              ; preds = %108, %106, %110, %109
  %112 = phi i8 [ %60, %109 ], [ %62, %110 ], [ %63, %106 ], [ %61, %108 ]
  br i1 %92, label %116, label %113

113:                                              ; preds = %111
  switch i32 %91, label %115 [
    i32 1, label %116
    i32 2, label %114
  ]

114:                                              ; preds = %113
  br label %116

115:                                              ; preds = %113
  br label %116

116:                                              ; preds = %113, %111, %115, %114
  %117 = phi i8 [ %64, %114 ], [ %66, %115 ], [ %67, %111 ], [ %65, %113 ]
  br i1 %92, label %121, label %118

118:                                              ; preds = %116
  switch i32 %91, label %120 [
    i32 1, label %121
    i32 2, label %119
  ]

119:                                              ; preds = %118
  br label %121

120:                                              ; preds = %118
  br label %121

121:                                              ; preds = %118, %116, %120, %119
  %122 = phi i8 [ %68, %119 ], [ %70, %120 ], [ %71, %116 ], [ %69, %118 ]
  br i1 %92, label %126, label %123

123:                                              ; preds = %121
  switch i32 %91, label %125 [
    i32 1, label %126
    i32 2, label %124
  ]

124:                                              ; preds = %123
  br label %126

125:                                              ; preds = %123
  br label %126

126:                                              ; preds = %123, %121, %125, %124
  %127 = phi i8 [ %72, %124 ], [ %74, %125 ], [ %75, %121 ], [ %73, %123 ]
  br i1 %92, label %131, label %128

128:                                              ; preds = %126
  switch i32 %91, label %130 [
    i32 1, label %131
    i32 2, label %129
  ]

129:                                              ; preds = %128
  br label %131

130:                                              ; preds = %128
  br label %131

131:                                              ; preds = %128, %126, %130, %129
  %132 = phi i8 [ %76, %129 ], [ %78, %130 ], [ %79, %126 ], [ %77, %128 ]
  br i1 %92, label %136, label %133

133:                                              ; preds = %131
  switch i32 %91, label %135 [
    i32 1, label %136
    i32 2, label %134
  ]

134:                                              ; preds = %133
  br label %136

135:                                              ; preds = %133
  br label %136

136:                                              ; preds = %133, %131, %135, %134
  %137 = phi i8 [ %80, %134 ], [ %82, %135 ], [ %83, %131 ], [ %81, %133 ]
  %138 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %102, i8 noundef zeroext %107) #10
  %139 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %102, i8 noundef zeroext %107) #10
  %140 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %117, i8 noundef zeroext %122) #10
  %141 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %117, i8 noundef zeroext %122) #10
  %142 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %132, i8 noundef zeroext %137) #10
  %143 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %132, i8 noundef zeroext %137) #10
  %144 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %97, i8 noundef zeroext %138) #10
  %145 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %97, i8 noundef zeroext %138) #10
  %146 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %112, i8 noundef zeroext %140) #10
  %147 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %112, i8 noundef zeroext %140) #10
  %148 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %127, i8 noundef zeroext %142) #10
  %149 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %127, i8 noundef zeroext %142) #10
  %150 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %145, i8 noundef zeroext %139) #10
  %151 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %145, i8 noundef zeroext %139) #10
  %152 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %147, i8 noundef zeroext %141) #10
  %153 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %147, i8 noundef zeroext %141) #10
  %154 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %149, i8 noundef zeroext %143) #10
  %155 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %149, i8 noundef zeroext %143) #10
  %156 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %144, i8 noundef zeroext %146) #10
  %157 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %153, i8 noundef zeroext %155) #10
  %158 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %152, i8 noundef zeroext %154) #10
  %159 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %152, i8 noundef zeroext %154) #10
  %160 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %156, i8 noundef zeroext %148) #10
  %161 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %150, i8 noundef zeroext %158) #10
  %162 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %151, i8 noundef zeroext %157) #10
  %163 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %161, i8 noundef zeroext %159) #10
  %164 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %163, i8 noundef zeroext %162) #10
  %165 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %163, i8 noundef zeroext %162) #10
  %166 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %160, i8 noundef zeroext %164) #10
  %167 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %166, i8 noundef zeroext %165) #10
  %168 = icmp eq i32 %91, 2
  %169 = select i1 %168, i64 2, i64 3
  %170 = icmp eq i32 %91, 1
  %171 = select i1 %170, i64 1, i64 %169
  %172 = select i1 %92, i64 0, i64 %171
  %173 = insertelement <4 x i8> %90, i8 %167, i64 %172
  %174 = add nuw nsw i32 %91, 1
  %175 = icmp eq i32 %174, 4
  br i1 %175, label %84, label %89, !llvm.loop !24

176:                                              ; preds = %4, %84
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden zeroext i8 @_Z3minhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden zeroext i8 @_Z3maxhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #3

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @im_bilateral(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #10
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %9, %2
  %13 = icmp slt i32 %11, %3
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %75

15:                                               ; preds = %7
  %16 = mul nsw i32 %11, %2
  %17 = add nsw i32 %16, %9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !29
  %21 = sub nsw i32 0, %4
  %22 = icmp slt i32 %4, 0
  br i1 %22, label %30, label %23

23:                                               ; preds = %15
  %24 = add nsw i32 %3, -1
  %25 = add nsw i32 %2, -1
  %26 = fmul float %5, 2.000000e+00
  %27 = fmul float %26, %5
  %28 = fmul float %6, 2.000000e+00
  %29 = fmul float %28, %6
  br label %37

30:                                               ; preds = %48, %15
  %31 = phi float [ 0.000000e+00, %15 ], [ %72, %48 ]
  %32 = phi float [ 0.000000e+00, %15 ], [ %71, %48 ]
  %33 = fcmp ogt float %31, 0.000000e+00
  %34 = fdiv float %32, %31
  %35 = select i1 %33, float %34, float %20
  %36 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %18
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !29
  br label %75

37:                                               ; preds = %23, %48
  %38 = phi float [ 0.000000e+00, %23 ], [ %71, %48 ]
  %39 = phi float [ 0.000000e+00, %23 ], [ %72, %48 ]
  %40 = phi i32 [ %21, %23 ], [ %49, %48 ]
  %41 = add nsw i32 %40, %11
  %42 = icmp slt i32 %41, 0
  %43 = icmp slt i32 %41, %3
  %44 = select i1 %43, i32 %41, i32 %24
  %45 = select i1 %42, i32 0, i32 %44
  %46 = mul nsw i32 %45, %2
  %47 = mul nsw i32 %40, %40
  br label %51

48:                                               ; preds = %51
  %49 = add i32 %40, 1
  %50 = icmp eq i32 %40, %4
  br i1 %50, label %30, label %37, !llvm.loop !31

51:                                               ; preds = %37, %51
  %52 = phi float [ %38, %37 ], [ %71, %51 ]
  %53 = phi float [ %39, %37 ], [ %72, %51 ]
  %54 = phi i32 [ %21, %37 ], [ %73, %51 ]
  %55 = add nsw i32 %54, %9
  %56 = tail call i32 @_Z5clampiii(i32 noundef %55, i32 noundef 0, i32 noundef %25) #10
  %57 = add nsw i32 %56, %46
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !29
  %61 = mul nsw i32 %54, %54
  %62 = add nuw nsw i32 %61, %47
  %63 = uitofp nneg i32 %62 to float
  %64 = fsub float %60, %20
  %65 = fmul float %64, %64
  %66 = fdiv float %65, %29, !fpmath !32
  %67 = fneg float %63
  %68 = fdiv float %67, %27
  %69 = fsub float %68, %66
  %70 = tail call float @_Z3expf(float noundef %69) #10
  %71 = tail call float @llvm.fmuladd.f32(float %70, float %60, float %52)
  %72 = fadd float %53, %70
  %73 = add i32 %54, 1
  %74 = icmp eq i32 %54, %4
  br i1 %74, label %48, label %51, !llvm.loop !33

75:                                               ; preds = %7, %30
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3expf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @im_rgba_gray(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, float noundef %3) local_unnamed_addr #6 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !8 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %6 = trunc i64 %5 to i32
  %7 = shl nsw i32 %6, 2
  %8 = or disjoint i32 %7, 3
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %35

10:                                               ; preds = %4
  %11 = addrspacecast ptr addrspace(1) %0 to ptr
  br label %16

12:                                               ; preds = %30
  %13 = shl i64 %5, 32
  %14 = ashr exact i64 %13, 32
  %15 = addrspacecast ptr addrspace(1) %1 to ptr
  tail call void @_Z7vstore4Dv4_fmPU3AS0f(<4 x float> noundef %32, i64 noundef %14, ptr noundef %15) #12
  br label %35

16:                                               ; preds = %10, %30
  %17 = phi <4 x float> [ undef, %10 ], [ %32, %30 ]
  %18 = phi i32 [ 0, %10 ], [ %33, %30 ]
  %19 = or disjoint i32 %18, %7
  %20 = sext i32 %19 to i64
  %21 = tail call <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef %20, ptr noundef %11) #13
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %23 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %22, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #10
  %24 = tail call float @_Z3powff(float noundef %23, float noundef %3) #10
  %25 = tail call i32 @_Z6islessff(float noundef %23, float noundef 0.000000e+00) #10
  %26 = tail call float @_Z6selectffi(float noundef %24, float noundef 0.000000e+00, i32 noundef %25) #10
  switch i32 %18, label %29 [
    i32 0, label %30
    i32 1, label %27
    i32 2, label %28
  ]

27:                                               ; preds = %16
  br label %30

28:                                               ; preds = %16
  br label %30

29:                                               ; preds = %16
  br label %30

30:                                               ; preds = %16, %27, %29, %28
  %31 = phi i64 [ 1, %27 ], [ 3, %29 ], [ 2, %28 ], [ 0, %16 ]
  %32 = insertelement <4 x float> %17, float %26, i64 %31
  %33 = add nuw nsw i32 %18, 1
  %34 = icmp eq i32 %33, 4
  br i1 %34, label %12, label %16, !llvm.loop !35

35:                                               ; preds = %4, %12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare hidden <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z6selectffi(float noundef, float noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3powff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z6islessff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden void @_Z7vstore4Dv4_fmPU3AS0f(<4 x float> noundef, i64 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @im_box_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #6 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #10
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #10
  %11 = trunc i64 %10 to i32
  %12 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #10
  %13 = trunc i64 %12 to i32
  %14 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #10
  %15 = mul i64 %14, %12
  %16 = trunc i64 %15 to i32
  %17 = sub i32 %16, %4
  %18 = shl nsw i32 %4, 1
  %19 = add nsw i32 %18, %13
  %20 = icmp sgt i32 %19, %11
  br i1 %20, label %21, label %24

21:                                               ; preds = %5
  %22 = mul nsw i32 %9, %3
  %23 = add nsw i32 %3, -1
  br label %29

24:                                               ; preds = %29, %5
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %25 = icmp slt i32 %7, %3
  br i1 %25, label %26, label %57

26:                                               ; preds = %24
  %27 = getelementptr float, ptr addrspace(3) %2, i32 %11
  %28 = icmp slt i32 %4, 0
  br i1 %28, label %40, label %49

29:                                               ; preds = %21, %29
  %30 = phi i32 [ %11, %21 ], [ %38, %29 ]
  %31 = add nsw i32 %17, %30
  %32 = tail call i32 @_Z5clampiii(i32 noundef %31, i32 noundef 0, i32 noundef %23) #10
  %33 = add nsw i32 %32, %22
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !29
  %37 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %30
  store float %36, ptr addrspace(3) %37, align 4, !tbaa !29
  %38 = add nsw i32 %30, %13
  %39 = icmp slt i32 %30, %18
  br i1 %39, label %29, label %24, !llvm.loop !40

40:                                               ; preds = %49, %26
  %41 = phi float [ 0.000000e+00, %26 ], [ %54, %49 ]
  %42 = or disjoint i32 %18, 1
  %43 = sitofp i32 %42 to float
  %44 = fdiv float %41, %43, !fpmath !32
  %45 = mul nsw i32 %9, %3
  %46 = add nsw i32 %45, %7
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47
  store float %44, ptr addrspace(1) %48, align 4, !tbaa !29
  br label %57

49:                                               ; preds = %26, %49
  %50 = phi i32 [ %55, %49 ], [ 0, %26 ]
  %51 = phi float [ %54, %49 ], [ 0.000000e+00, %26 ]
  %52 = getelementptr float, ptr addrspace(3) %27, i32 %50
  %53 = load float, ptr addrspace(3) %52, align 4, !tbaa !29
  %54 = fadd float %51, %53
  %55 = add nuw nsw i32 %50, 1
  %56 = icmp eq i32 %50, %18
  br i1 %56, label %40, label %49, !llvm.loop !41

57:                                               ; preds = %40, %24
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nofree nounwind willreturn memory(read) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { convergent nounwind willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { convergent nounwind }
attributes #13 = { convergent nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{i32 1, i32 1, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"uchar*", !"uchar*", !"int", !"int"}
!8 = !{!"const", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{float 3.000000e+00}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !10, i64 0}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = !{!"uchar4*", !"uchar4*", !"int", !"int"}
!23 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int", !"int"}
!24 = distinct !{!24, !14}
!25 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!26 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!27 = !{!"float*", !"float*", !"int", !"int", !"int", !"float", !"float"}
!28 = !{!"const", !"", !"", !"", !"", !"", !""}
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !10, i64 0}
!31 = distinct !{!31, !14}
!32 = !{float 2.500000e+00}
!33 = distinct !{!33, !14}
!34 = !{!"float*", !"float*", !"int", !"float"}
!35 = distinct !{!35, !14}
!36 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!37 = !{!"none", !"none", !"none", !"none", !"none"}
!38 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!39 = !{!"const", !"", !"", !"", !""}
!40 = distinct !{!40, !14}
!41 = distinct !{!41, !14}
