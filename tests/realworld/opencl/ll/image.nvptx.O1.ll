source_filename = "src/image.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
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

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @im_sobel(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %5 = alloca [3 x [3 x i32]], align 4
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %7, %2
  %11 = icmp slt i32 %9, %3
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %13, label %77

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
  store i8 0, ptr addrspace(1) %27, align 1, !tbaa !14
  br label %77

28:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %5) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(36) %5, i8 0, i64 36, i1 false)
  store i32 -1, ptr %5, align 4
  %29 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 1, ptr %29, align 4
  %30 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 -2, ptr %30, align 4
  %31 = getelementptr inbounds i8, ptr %5, i64 20
  store i32 2, ptr %31, align 4
  %32 = getelementptr inbounds i8, ptr %5, i64 24
  store i32 -1, ptr %32, align 4
  %33 = getelementptr inbounds i8, ptr %5, i64 32
  store i32 1, ptr %33, align 4
  br label %34

34:                                               ; preds = %28, %54
  %35 = phi i32 [ 0, %28 ], [ %71, %54 ]
  %36 = phi i32 [ -1, %28 ], [ %55, %54 ]
  %37 = phi i32 [ 0, %28 ], [ %75, %54 ]
  %38 = add nsw i32 %36, %9
  %39 = mul nsw i32 %38, %2
  %40 = add nsw i32 %39, %7
  %41 = add nsw i32 %36, 1
  %42 = sext i32 %41 to i64
  br label %57

43:                                               ; preds = %54
  %44 = mul nsw i32 %71, %71
  %45 = mul nsw i32 %75, %75
  %46 = add nuw nsw i32 %44, %45
  %47 = uitofp nneg i32 %46 to float
  %48 = tail call float @_Z4sqrtf(float noundef %47) #9, !fpmath !17
  %49 = tail call zeroext i8 @_Z17convert_uchar_satf(float noundef %48) #9
  %50 = mul nsw i32 %9, %2
  %51 = add nsw i32 %50, %7
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %52
  store i8 %49, ptr addrspace(1) %53, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %5) #10
  br label %77

54:                                               ; preds = %57
  %55 = add nsw i32 %36, 1
  %56 = icmp eq i32 %55, 2
  br i1 %56, label %43, label %34, !llvm.loop !18

57:                                               ; preds = %34, %57
  %58 = phi i32 [ %35, %34 ], [ %71, %57 ]
  %59 = phi i32 [ -1, %34 ], [ %66, %57 ]
  %60 = phi i32 [ %37, %34 ], [ %75, %57 ]
  %61 = add nsw i32 %40, %59
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %62
  %64 = load i8, ptr addrspace(1) %63, align 1, !tbaa !14
  %65 = zext i8 %64 to i32
  %66 = add nsw i32 %59, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [3 x [3 x i32]], ptr %5, i64 0, i64 %42, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !20
  %70 = mul nsw i32 %69, %65
  %71 = add nsw i32 %70, %58
  %72 = getelementptr inbounds [3 x [3 x i32]], ptr %5, i64 0, i64 %67, i64 %42
  %73 = load i32, ptr %72, align 4, !tbaa !20
  %74 = mul nsw i32 %73, %65
  %75 = add nsw i32 %74, %60
  %76 = icmp eq i32 %66, 2
  br i1 %76, label %54, label %57, !llvm.loop !22

77:                                               ; preds = %4, %43, %23
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z17convert_uchar_satf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @im_median3x3(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %5 = alloca [9 x i8], align 1
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
  %9 = trunc i64 %8 to i32
  %10 = icmp sgt i32 %7, 0
  %11 = icmp sgt i32 %9, 0
  %12 = select i1 %10, i1 %11, i1 false
  %13 = add nsw i32 %2, -1
  %14 = icmp sgt i32 %13, %7
  %15 = select i1 %12, i1 %14, i1 false
  %16 = add nsw i32 %3, -1
  %17 = icmp sgt i32 %16, %9
  %18 = select i1 %15, i1 %17, i1 false
  br i1 %18, label %19, label %70

19:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %5) #10
  br label %20

20:                                               ; preds = %19, %26
  %21 = phi i32 [ -1, %19 ], [ %27, %26 ]
  %22 = phi i32 [ 0, %19 ], [ %36, %26 ]
  %23 = add nsw i32 %21, %9
  %24 = mul nsw i32 %23, %2
  %25 = add nsw i32 %24, %7
  br label %29

26:                                               ; preds = %29
  %27 = add nsw i32 %21, 1
  %28 = icmp eq i32 %27, 2
  br i1 %28, label %48, label %20, !llvm.loop !23

29:                                               ; preds = %20, %29
  %30 = phi i32 [ -1, %20 ], [ %39, %29 ]
  %31 = phi i32 [ %22, %20 ], [ %36, %29 ]
  %32 = add nsw i32 %25, %30
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %33
  %35 = load i8, ptr addrspace(1) %34, align 1, !tbaa !14
  %36 = add nsw i32 %31, 1
  %37 = sext i32 %31 to i64
  %38 = getelementptr inbounds [9 x i8], ptr %5, i64 0, i64 %37
  store i8 %35, ptr %38, align 1, !tbaa !14
  %39 = add nsw i32 %30, 1
  %40 = icmp eq i32 %39, 2
  br i1 %40, label %26, label %29, !llvm.loop !24

41:                                               ; preds = %64
  %42 = getelementptr inbounds i8, ptr %5, i64 4
  %43 = load i8, ptr %42, align 1, !tbaa !14
  %44 = mul nsw i32 %9, %2
  %45 = add nsw i32 %44, %7
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %46
  store i8 %43, ptr addrspace(1) %47, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %5) #10
  br label %70

48:                                               ; preds = %26, %64
  %49 = phi i32 [ %68, %64 ], [ 1, %26 ]
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [9 x i8], ptr %5, i64 0, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !14
  br label %53

53:                                               ; preds = %48, %60
  %54 = phi i32 [ %49, %48 ], [ %55, %60 ]
  %55 = add nsw i32 %54, -1
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [9 x i8], ptr %5, i64 0, i64 %56
  %58 = load i8, ptr %57, align 1, !tbaa !14
  %59 = icmp ugt i8 %58, %52
  br i1 %59, label %60, label %64

60:                                               ; preds = %53
  %61 = zext nneg i32 %54 to i64
  %62 = getelementptr inbounds [9 x i8], ptr %5, i64 0, i64 %61
  store i8 %58, ptr %62, align 1, !tbaa !14
  %63 = icmp sgt i32 %54, 1
  br i1 %63, label %53, label %64, !llvm.loop !25

64:                                               ; preds = %60, %53
  %65 = phi i32 [ 0, %60 ], [ %54, %53 ]
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [9 x i8], ptr %5, i64 0, i64 %66
  store i8 %52, ptr %67, align 1, !tbaa !14
  %68 = add nuw nsw i32 %49, 1
  %69 = icmp eq i32 %68, 9
  br i1 %69, label %41, label %48, !llvm.loop !26

70:                                               ; preds = %4, %41
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @im_median3x3_net(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !27 !kernel_arg_base_type !28 !kernel_arg_type_qual !13 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
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
  %25 = load <4 x i8>, ptr addrspace(1) %24, align 4, !tbaa !14
  %26 = load <4 x i8>, ptr addrspace(1) %23, align 4, !tbaa !14
  %27 = getelementptr i8, ptr addrspace(1) %23, i64 4
  %28 = load <4 x i8>, ptr addrspace(1) %27, align 4, !tbaa !14
  %29 = mul nsw i32 %8, %2
  %30 = add nsw i32 %29, %6
  %31 = sext i32 %30 to i64
  %32 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %31
  %33 = getelementptr i8, ptr addrspace(1) %32, i64 -4
  %34 = load <4 x i8>, ptr addrspace(1) %33, align 4, !tbaa !14
  %35 = load <4 x i8>, ptr addrspace(1) %32, align 4, !tbaa !14
  %36 = getelementptr i8, ptr addrspace(1) %32, i64 4
  %37 = load <4 x i8>, ptr addrspace(1) %36, align 4, !tbaa !14
  %38 = add nuw nsw i32 %8, 1
  %39 = mul nsw i32 %38, %2
  %40 = add nsw i32 %39, %6
  %41 = sext i32 %40 to i64
  %42 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %41
  %43 = getelementptr i8, ptr addrspace(1) %42, i64 -4
  %44 = load <4 x i8>, ptr addrspace(1) %43, align 4, !tbaa !14
  %45 = load <4 x i8>, ptr addrspace(1) %42, align 4, !tbaa !14
  %46 = getelementptr i8, ptr addrspace(1) %42, i64 4
  %47 = load <4 x i8>, ptr addrspace(1) %46, align 4, !tbaa !14
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
  store <4 x i8> %173, ptr addrspace(1) %88, align 4, !tbaa !14
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
  %138 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %102, i8 noundef zeroext %107) #9
  %139 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %102, i8 noundef zeroext %107) #9
  %140 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %117, i8 noundef zeroext %122) #9
  %141 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %117, i8 noundef zeroext %122) #9
  %142 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %132, i8 noundef zeroext %137) #9
  %143 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %132, i8 noundef zeroext %137) #9
  %144 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %97, i8 noundef zeroext %138) #9
  %145 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %97, i8 noundef zeroext %138) #9
  %146 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %112, i8 noundef zeroext %140) #9
  %147 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %112, i8 noundef zeroext %140) #9
  %148 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %127, i8 noundef zeroext %142) #9
  %149 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %127, i8 noundef zeroext %142) #9
  %150 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %145, i8 noundef zeroext %139) #9
  %151 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %145, i8 noundef zeroext %139) #9
  %152 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %147, i8 noundef zeroext %141) #9
  %153 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %147, i8 noundef zeroext %141) #9
  %154 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %149, i8 noundef zeroext %143) #9
  %155 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %149, i8 noundef zeroext %143) #9
  %156 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %144, i8 noundef zeroext %146) #9
  %157 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %153, i8 noundef zeroext %155) #9
  %158 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %152, i8 noundef zeroext %154) #9
  %159 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %152, i8 noundef zeroext %154) #9
  %160 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %156, i8 noundef zeroext %148) #9
  %161 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %150, i8 noundef zeroext %158) #9
  %162 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %151, i8 noundef zeroext %157) #9
  %163 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %161, i8 noundef zeroext %159) #9
  %164 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %163, i8 noundef zeroext %162) #9
  %165 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %163, i8 noundef zeroext %162) #9
  %166 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %160, i8 noundef zeroext %164) #9
  %167 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %166, i8 noundef zeroext %165) #9
  %168 = icmp eq i32 %91, 2
  %169 = select i1 %168, i64 2, i64 3
  %170 = icmp eq i32 %91, 1
  %171 = select i1 %170, i64 1, i64 %169
  %172 = select i1 %92, i64 0, i64 %171
  %173 = insertelement <4 x i8> %90, i8 %167, i64 %172
  %174 = add nuw nsw i32 %91, 1
  %175 = icmp eq i32 %174, 4
  br i1 %175, label %84, label %89, !llvm.loop !29

176:                                              ; preds = %4, %84
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z3minhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z3maxhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #3

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @im_bilateral(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
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
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !34
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
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !34
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
  br i1 %50, label %30, label %37, !llvm.loop !36

51:                                               ; preds = %37, %51
  %52 = phi float [ %38, %37 ], [ %71, %51 ]
  %53 = phi float [ %39, %37 ], [ %72, %51 ]
  %54 = phi i32 [ %21, %37 ], [ %73, %51 ]
  %55 = add nsw i32 %54, %9
  %56 = tail call i32 @_Z5clampiii(i32 noundef %55, i32 noundef 0, i32 noundef %25) #9
  %57 = add nsw i32 %56, %46
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !34
  %61 = mul nsw i32 %54, %54
  %62 = add nuw nsw i32 %61, %47
  %63 = uitofp nneg i32 %62 to float
  %64 = fsub float %60, %20
  %65 = fmul float %64, %64
  %66 = fdiv float %65, %29, !fpmath !37
  %67 = fneg float %63
  %68 = fdiv float %67, %27
  %69 = fsub float %68, %66
  %70 = tail call float @_Z3expf(float noundef %69) #9
  %71 = tail call float @llvm.fmuladd.f32(float %70, float %60, float %52)
  %72 = fadd float %53, %70
  %73 = add i32 %54, 1
  %74 = icmp eq i32 %54, %4
  br i1 %74, label %48, label %51, !llvm.loop !38

75:                                               ; preds = %7, %30
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3expf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @im_rgba_gray(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, float noundef %3) local_unnamed_addr #6 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !13 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
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
  tail call void @_Z7vstore4Dv4_fmPf(<4 x float> noundef %32, i64 noundef %14, ptr noundef %15) #11
  br label %35

16:                                               ; preds = %10, %30
  %17 = phi <4 x float> [ undef, %10 ], [ %32, %30 ]
  %18 = phi i32 [ 0, %10 ], [ %33, %30 ]
  %19 = or disjoint i32 %18, %7
  %20 = sext i32 %19 to i64
  %21 = tail call <4 x float> @_Z6vload4mPKf(i64 noundef %20, ptr noundef %11) #12
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %23 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %22, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #9
  %24 = tail call float @_Z3powff(float noundef %23, float noundef %3) #9
  %25 = tail call i32 @_Z6islessff(float noundef %23, float noundef 0.000000e+00) #9
  %26 = tail call float @_Z6selectffi(float noundef %24, float noundef 0.000000e+00, i32 noundef %25) #9
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
  br i1 %34, label %12, label %16, !llvm.loop !40

35:                                               ; preds = %4, %12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z6vload4mPKf(i64 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z6selectffi(float noundef, float noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3powff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z6islessff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z7vstore4Dv4_fmPf(<4 x float> noundef, i64 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @im_box_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #6 !kernel_arg_addr_space !41 !kernel_arg_access_qual !42 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !44 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %11 = trunc i64 %10 to i32
  %12 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %13 = trunc i64 %12 to i32
  %14 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
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
  br label %28

24:                                               ; preds = %28, %5
  tail call void @_Z7barrierj(i32 noundef 1) #11
  %25 = icmp slt i32 %7, %3
  br i1 %25, label %26, label %59

26:                                               ; preds = %24
  %27 = icmp slt i32 %4, 0
  br i1 %27, label %40, label %49

28:                                               ; preds = %21, %28
  %29 = phi i32 [ %11, %21 ], [ %38, %28 ]
  %30 = add nsw i32 %17, %29
  %31 = tail call i32 @_Z5clampiii(i32 noundef %30, i32 noundef 0, i32 noundef %23) #9
  %32 = add nsw i32 %31, %22
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !34
  %36 = sext i32 %29 to i64
  %37 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %36
  store float %35, ptr addrspace(3) %37, align 4, !tbaa !34
  %38 = add nsw i32 %29, %13
  %39 = icmp slt i32 %29, %18
  br i1 %39, label %28, label %24, !llvm.loop !45

40:                                               ; preds = %49, %26
  %41 = phi float [ 0.000000e+00, %26 ], [ %56, %49 ]
  %42 = or disjoint i32 %18, 1
  %43 = sitofp i32 %42 to float
  %44 = fdiv float %41, %43, !fpmath !37
  %45 = mul nsw i32 %9, %3
  %46 = add nsw i32 %45, %7
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47
  store float %44, ptr addrspace(1) %48, align 4, !tbaa !34
  br label %59

49:                                               ; preds = %26, %49
  %50 = phi i32 [ %57, %49 ], [ 0, %26 ]
  %51 = phi float [ %56, %49 ], [ 0.000000e+00, %26 ]
  %52 = add nsw i32 %50, %11
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %53
  %55 = load float, ptr addrspace(3) %54, align 4, !tbaa !34
  %56 = fadd float %51, %55
  %57 = add nuw nsw i32 %50, 1
  %58 = icmp eq i32 %50, %18
  br i1 %58, label %40, label %49, !llvm.loop !46

59:                                               ; preds = %40, %24
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #8 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { convergent nounwind }
attributes #12 = { convergent nounwind willreturn memory(read) }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C/C++ TBAA"}
!17 = !{float 3.000000e+00}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !15, i64 0}
!22 = distinct !{!22, !19}
!23 = distinct !{!23, !19}
!24 = distinct !{!24, !19}
!25 = distinct !{!25, !19}
!26 = distinct !{!26, !19}
!27 = !{!"uchar4*", !"uchar4*", !"int", !"int"}
!28 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int", !"int"}
!29 = distinct !{!29, !19}
!30 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!31 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!32 = !{!"float*", !"float*", !"int", !"int", !"int", !"float", !"float"}
!33 = !{!"const", !"", !"", !"", !"", !"", !""}
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !15, i64 0}
!36 = distinct !{!36, !19}
!37 = !{float 2.500000e+00}
!38 = distinct !{!38, !19}
!39 = !{!"float*", !"float*", !"int", !"float"}
!40 = distinct !{!40, !19}
!41 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!42 = !{!"none", !"none", !"none", !"none", !"none"}
!43 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!44 = !{!"const", !"", !"", !"", !""}
!45 = distinct !{!45, !19}
!46 = distinct !{!46, !19}
