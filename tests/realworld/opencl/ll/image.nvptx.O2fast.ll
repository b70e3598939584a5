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

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @im_sobel(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %6, %2
  %10 = icmp slt i32 %8, %3
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %97

12:                                               ; preds = %4
  %13 = icmp eq i32 %6, 0
  %14 = icmp eq i32 %8, 0
  %15 = select i1 %13, i1 true, i1 %14
  %16 = add nsw i32 %2, -1
  %17 = icmp eq i32 %16, %6
  %18 = select i1 %15, i1 true, i1 %17
  %19 = add nsw i32 %3, -1
  %20 = icmp eq i32 %19, %8
  %21 = select i1 %18, i1 true, i1 %20
  br i1 %21, label %22, label %25

22:                                               ; preds = %12
  %23 = mul nsw i32 %8, %2
  %24 = add nsw i32 %23, %6
  br label %92

25:                                               ; preds = %12
  %26 = add nsw i32 %8, -1
  %27 = mul nsw i32 %26, %2
  %28 = add nsw i32 %27, %6
  %29 = sext i32 %28 to i64
  %30 = getelementptr i8, ptr addrspace(1) %0, i64 %29
  %31 = getelementptr i8, ptr addrspace(1) %30, i64 -1
  %32 = load i8, ptr addrspace(1) %31, align 1, !tbaa !14
  %33 = zext i8 %32 to i32
  %34 = sext i32 %28 to i64
  %35 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %34
  %36 = load i8, ptr addrspace(1) %35, align 1, !tbaa !14
  %37 = zext i8 %36 to i32
  %38 = mul nsw i32 %37, -2
  %39 = sext i32 %28 to i64
  %40 = getelementptr i8, ptr addrspace(1) %0, i64 %39
  %41 = getelementptr i8, ptr addrspace(1) %40, i64 1
  %42 = load i8, ptr addrspace(1) %41, align 1, !tbaa !14
  %43 = zext i8 %42 to i32
  %44 = add nuw nsw i32 %33, %43
  %45 = sub nsw i32 %38, %44
  %46 = mul nsw i32 %8, %2
  %47 = add nsw i32 %46, %6
  %48 = sext i32 %47 to i64
  %49 = getelementptr i8, ptr addrspace(1) %0, i64 %48
  %50 = getelementptr i8, ptr addrspace(1) %49, i64 -1
  %51 = load i8, ptr addrspace(1) %50, align 1, !tbaa !14
  %52 = zext i8 %51 to i32
  %53 = shl nuw nsw i32 %52, 1
  %54 = add nuw nsw i32 %53, %33
  %55 = sext i32 %47 to i64
  %56 = getelementptr i8, ptr addrspace(1) %0, i64 %55
  %57 = getelementptr i8, ptr addrspace(1) %56, i64 1
  %58 = load i8, ptr addrspace(1) %57, align 1, !tbaa !14
  %59 = zext i8 %58 to i32
  %60 = shl nuw nsw i32 %59, 1
  %61 = add nsw i32 %8, 1
  %62 = mul nsw i32 %61, %2
  %63 = add nsw i32 %62, %6
  %64 = sext i32 %63 to i64
  %65 = getelementptr i8, ptr addrspace(1) %0, i64 %64
  %66 = getelementptr i8, ptr addrspace(1) %65, i64 -1
  %67 = load i8, ptr addrspace(1) %66, align 1, !tbaa !14
  %68 = zext i8 %67 to i32
  %69 = add nuw nsw i32 %60, %43
  %70 = add nuw nsw i32 %54, %68
  %71 = sub nsw i32 %69, %70
  %72 = add nsw i32 %45, %68
  %73 = sext i32 %63 to i64
  %74 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %73
  %75 = load i8, ptr addrspace(1) %74, align 1, !tbaa !14
  %76 = zext i8 %75 to i32
  %77 = shl nuw nsw i32 %76, 1
  %78 = add nsw i32 %77, %72
  %79 = sext i32 %63 to i64
  %80 = getelementptr i8, ptr addrspace(1) %0, i64 %79
  %81 = getelementptr i8, ptr addrspace(1) %80, i64 1
  %82 = load i8, ptr addrspace(1) %81, align 1, !tbaa !14
  %83 = zext i8 %82 to i32
  %84 = add nsw i32 %71, %83
  %85 = add nsw i32 %78, %83
  %86 = mul nsw i32 %84, %84
  %87 = mul nsw i32 %85, %85
  %88 = add nuw nsw i32 %86, %87
  %89 = uitofp nneg i32 %88 to float
  %90 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z4sqrtf(float noundef nofpclass(nan inf) %89) #9, !fpmath !17
  %91 = tail call zeroext i8 @_Z17convert_uchar_satf(float noundef nofpclass(nan inf) %90) #9
  br label %92

92:                                               ; preds = %22, %25
  %93 = phi i32 [ %47, %25 ], [ %24, %22 ]
  %94 = phi i8 [ %91, %25 ], [ 0, %22 ]
  %95 = sext i32 %93 to i64
  %96 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %95
  store i8 %94, ptr addrspace(1) %96, align 1, !tbaa !14
  br label %97

97:                                               ; preds = %92, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z4sqrtf(float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z17convert_uchar_satf(float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @im_median3x3(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
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
  br i1 %18, label %19, label %94

19:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %5) #10
  %20 = add nsw i32 %9, -1
  %21 = mul nsw i32 %20, %2
  %22 = add nsw i32 %21, %7
  %23 = sext i32 %22 to i64
  %24 = getelementptr i8, ptr addrspace(1) %0, i64 %23
  %25 = getelementptr i8, ptr addrspace(1) %24, i64 -1
  %26 = load i8, ptr addrspace(1) %25, align 1, !tbaa !14
  store i8 %26, ptr %5, align 1, !tbaa !14
  %27 = sext i32 %22 to i64
  %28 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %27
  %29 = load i8, ptr addrspace(1) %28, align 1, !tbaa !14
  %30 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 %29, ptr %30, align 1, !tbaa !14
  %31 = sext i32 %22 to i64
  %32 = getelementptr i8, ptr addrspace(1) %0, i64 %31
  %33 = getelementptr i8, ptr addrspace(1) %32, i64 1
  %34 = load i8, ptr addrspace(1) %33, align 1, !tbaa !14
  %35 = getelementptr inbounds i8, ptr %5, i64 2
  store i8 %34, ptr %35, align 1, !tbaa !14
  %36 = mul nsw i32 %9, %2
  %37 = add nsw i32 %36, %7
  %38 = sext i32 %37 to i64
  %39 = getelementptr i8, ptr addrspace(1) %0, i64 %38
  %40 = getelementptr i8, ptr addrspace(1) %39, i64 -1
  %41 = load i8, ptr addrspace(1) %40, align 1, !tbaa !14
  %42 = getelementptr inbounds i8, ptr %5, i64 3
  store i8 %41, ptr %42, align 1, !tbaa !14
  %43 = sext i32 %37 to i64
  %44 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %43
  %45 = load i8, ptr addrspace(1) %44, align 1, !tbaa !14
  %46 = getelementptr inbounds i8, ptr %5, i64 4
  store i8 %45, ptr %46, align 1, !tbaa !14
  %47 = sext i32 %37 to i64
  %48 = getelementptr i8, ptr addrspace(1) %0, i64 %47
  %49 = getelementptr i8, ptr addrspace(1) %48, i64 1
  %50 = load i8, ptr addrspace(1) %49, align 1, !tbaa !14
  %51 = getelementptr inbounds i8, ptr %5, i64 5
  store i8 %50, ptr %51, align 1, !tbaa !14
  %52 = add nuw nsw i32 %9, 1
  %53 = mul nsw i32 %52, %2
  %54 = add nsw i32 %53, %7
  %55 = sext i32 %54 to i64
  %56 = getelementptr i8, ptr addrspace(1) %0, i64 %55
  %57 = getelementptr i8, ptr addrspace(1) %56, i64 -1
  %58 = load i8, ptr addrspace(1) %57, align 1, !tbaa !14
  %59 = getelementptr inbounds i8, ptr %5, i64 6
  store i8 %58, ptr %59, align 1, !tbaa !14
  %60 = sext i32 %54 to i64
  %61 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %60
  %62 = load i8, ptr addrspace(1) %61, align 1, !tbaa !14
  %63 = getelementptr inbounds i8, ptr %5, i64 7
  store i8 %62, ptr %63, align 1, !tbaa !14
  %64 = sext i32 %54 to i64
  %65 = getelementptr i8, ptr addrspace(1) %0, i64 %64
  %66 = getelementptr i8, ptr addrspace(1) %65, i64 1
  %67 = load i8, ptr addrspace(1) %66, align 1, !tbaa !14
  %68 = getelementptr inbounds i8, ptr %5, i64 8
  store i8 %67, ptr %68, align 1, !tbaa !14
  br label %72

69:                                               ; preds = %88
  %70 = load i8, ptr %46, align 1, !tbaa !14
  %71 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %43
  store i8 %70, ptr addrspace(1) %71, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %5) #10
  br label %94

72:                                               ; preds = %19, %88
  %73 = phi i32 [ %92, %88 ], [ 1, %19 ]
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [9 x i8], ptr %5, i64 0, i64 %74
  %76 = load i8, ptr %75, align 1, !tbaa !14
  br label %77

77:                                               ; preds = %72, %84
  %78 = phi i32 [ %73, %72 ], [ %79, %84 ]
  %79 = add nsw i32 %78, -1
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds [9 x i8], ptr %5, i64 0, i64 %80
  %82 = load i8, ptr %81, align 1, !tbaa !14
  %83 = icmp ugt i8 %82, %76
  br i1 %83, label %84, label %88

84:                                               ; preds = %77
  %85 = zext nneg i32 %78 to i64
  %86 = getelementptr inbounds [9 x i8], ptr %5, i64 0, i64 %85
  store i8 %82, ptr %86, align 1, !tbaa !14
  %87 = icmp sgt i32 %78, 1
  br i1 %87, label %77, label %88

88:                                               ; preds = %84, %77
  %89 = phi i32 [ 0, %84 ], [ %78, %77 ]
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [9 x i8], ptr %5, i64 0, i64 %90
  store i8 %76, ptr %91, align 1, !tbaa !14
  %92 = add nuw nsw i32 %73, 1
  %93 = icmp eq i32 %92, 9
  br i1 %93, label %69, label %72

94:                                               ; preds = %4, %69
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @im_median3x3_net(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !13 {
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
  br i1 %17, label %18, label %173

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
  br label %86

84:                                               ; preds = %133
  %85 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %31
  store <4 x i8> %170, ptr addrspace(1) %85, align 4, !tbaa !14
  br label %173

86:                                               ; preds = %18, %133
  %87 = phi <4 x i8> [ zeroinitializer, %18 ], [ %170, %133 ]
  %88 = phi i32 [ 0, %18 ], [ %171, %133 ]
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %93, label %90

90:                                               ; preds = %86
  switch i32 %88, label %92 [
    i32 1, label %93
    i32 2, label %91
  ]

91:                                               ; preds = %90
  br label %93

92:                                               ; preds = %90
  br label %93

93:                                               ; preds = %90, %86, %92, %91
  %94 = phi i8 [ %48, %91 ], [ %50, %92 ], [ %51, %86 ], [ %49, %90 ]
  br i1 %89, label %98, label %95

95:                                               ; preds = %93
  switch i32 %88, label %97 [
    i32 1, label %98
    i32 2, label %96
  ]

96:                                               ; preds = %95
  br label %98

97:                                               ; preds = %95
  br label %98

98:                                               ; preds = %95, %93, %97, %96
  %99 = phi i8 [ %52, %96 ], [ %54, %97 ], [ %55, %93 ], [ %53, %95 ]
  br i1 %89, label %103, label %100

100:                                              ; preds = %98
  switch i32 %88, label %102 [
    i32 1, label %103
    i32 2, label %101
  ]

101:                                              ; preds = %100
  br label %103

102:                                              ; preds = %100
  br label %103

103:                                              ; preds = %100, %98, %102, %101
  %104 = phi i8 [ %56, %101 ], [ %58, %102 ], [ %59, %98 ], [ %57, %100 ]
  br i1 %89, label %108, label %105

105:                                              ; preds = %103
  switch i32 %88, label %107 [
    i32 1, label %108
    i32 2, label %106
  ]

106:                                              ; preds = %105
  br label %108

107:                                              ; preds = %105
  br label %108

108:                                              ; preds = %105, %103, %107, %106
  %109 = phi i8 [ %60, %106 ], [ %62, %107 ], [ %63, %103 ], [ %61, %105 ]
  br i1 %89, label %113, label %110

110:                                              ; preds = %108
  switch i32 %88, label %112 [
    i32 1, label %113
    i32 2, label %111
  ]

111:                                              ; preds = %110
  br label %113

112:                                              ; preds = %110
  br label %113

113:                                              ; preds = %110, %108, %112, %111
  %114 = phi i8 [ %64, %111 ], [ %66, %112 ], [ %67, %108 ], [ %65, %110 ]
  br i1 %89, label %118, label %115

115:                                              ; preds = %113
  switch i32 %88, label %117 [
    i32 1, label %118
    i32 2, label %116
  ]

116:                                              ; preds = %115
  br label %118

117:                                              ; preds = %115
  br label %118

118:                                              ; preds = %115, %113, %117, %116
  %119 = phi i8 [ %68, %116 ], [ %70, %117 ], [ %71, %113 ], [ %69, %115 ]
  br i1 %89, label %123, label %120

120:                                              ; preds = %118
  switch i32 %88, label %122 [
    i32 1, label %123
    i32 2, label %121
  ]

121:                                              ; preds = %120
  br label %123

122:                                              ; preds = %120
  br label %123

123:                                              ; preds = %120, %118, %122, %121
  %124 = phi i8 [ %72, %121 ], [ %74, %122 ], [ %75, %118 ], [ %73, %120 ]
  br i1 %89, label %128, label %125

125:                                              ; preds = %123
  switch i32 %88, label %127 [
    i32 1, label %128
    i32 2, label %126
  ]

126:                                              ; preds = %125
  br label %128

127:                                              ; preds = %125
  br label %128

128:                                              ; preds = %125, %123, %127, %126
  %129 = phi i8 [ %76, %126 ], [ %78, %127 ], [ %79, %123 ], [ %77, %125 ]
  br i1 %89, label %133, label %130

130:                                              ; preds = %128
  switch i32 %88, label %132 [
    i32 1, label %133
    i32 2, label %131
  ]

131:                                              ; preds = %130
  br label %133

132:                                              ; preds = %130
  br label %133

133:                                              ; preds = %130, %128, %132, %131
  %134 = phi i8 [ %80, %131 ], [ %82, %132 ], [ %83, %128 ], [ %81, %130 ]
  %135 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %99, i8 noundef zeroext %104) #9
  %136 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %99, i8 noundef zeroext %104) #9
  %137 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %114, i8 noundef zeroext %119) #9
  %138 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %114, i8 noundef zeroext %119) #9
  %139 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %129, i8 noundef zeroext %134) #9
  %140 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %129, i8 noundef zeroext %134) #9
  %141 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %94, i8 noundef zeroext %135) #9
  %142 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %94, i8 noundef zeroext %135) #9
  %143 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %109, i8 noundef zeroext %137) #9
  %144 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %109, i8 noundef zeroext %137) #9
  %145 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %124, i8 noundef zeroext %139) #9
  %146 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %124, i8 noundef zeroext %139) #9
  %147 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %142, i8 noundef zeroext %136) #9
  %148 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %142, i8 noundef zeroext %136) #9
  %149 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %144, i8 noundef zeroext %138) #9
  %150 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %144, i8 noundef zeroext %138) #9
  %151 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %146, i8 noundef zeroext %140) #9
  %152 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %146, i8 noundef zeroext %140) #9
  %153 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %141, i8 noundef zeroext %143) #9
  %154 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %150, i8 noundef zeroext %152) #9
  %155 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %149, i8 noundef zeroext %151) #9
  %156 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %149, i8 noundef zeroext %151) #9
  %157 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %153, i8 noundef zeroext %145) #9
  %158 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %147, i8 noundef zeroext %155) #9
  %159 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %148, i8 noundef zeroext %154) #9
  %160 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %158, i8 noundef zeroext %156) #9
  %161 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %160, i8 noundef zeroext %159) #9
  %162 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %160, i8 noundef zeroext %159) #9
  %163 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %157, i8 noundef zeroext %161) #9
  %164 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %163, i8 noundef zeroext %162) #9
  %165 = icmp eq i32 %88, 2
  %166 = select i1 %165, i64 2, i64 3
  %167 = icmp eq i32 %88, 1
  %168 = select i1 %167, i64 1, i64 %166
  %169 = select i1 %89, i64 0, i64 %168
  %170 = insertelement <4 x i8> %87, i8 %164, i64 %169
  %171 = add nuw nsw i32 %88, 1
  %172 = icmp eq i32 %171, 4
  br i1 %172, label %84, label %86

173:                                              ; preds = %4, %84
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z3minhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z3maxhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #3

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @im_bilateral(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef nofpclass(nan inf) %5, float noundef nofpclass(nan inf) %6) local_unnamed_addr #4 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %9, %2
  %13 = icmp slt i32 %11, %3
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %76

15:                                               ; preds = %7
  %16 = mul nsw i32 %11, %2
  %17 = add nsw i32 %16, %9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !24
  %21 = sub nsw i32 0, %4
  %22 = icmp slt i32 %4, 0
  br i1 %22, label %30, label %23

23:                                               ; preds = %15
  %24 = add nsw i32 %3, -1
  %25 = fmul reassoc nnan ninf nsz arcp afn float %5, %5
  %26 = fmul reassoc nnan ninf nsz arcp afn float %6, %6
  %27 = add nsw i32 %2, -1
  %28 = fdiv reassoc nnan ninf nsz arcp afn float 1.000000e+00, %26
  %29 = fdiv reassoc nnan ninf nsz arcp afn float 1.000000e+00, %25
  br label %37

30:                                               ; preds = %48, %15
  %31 = phi float [ 0.000000e+00, %15 ], [ %73, %48 ]
  %32 = phi float [ 0.000000e+00, %15 ], [ %72, %48 ]
  %33 = fcmp reassoc nnan ninf nsz arcp afn ogt float %31, 0.000000e+00
  %34 = fdiv reassoc nnan ninf nsz arcp afn float %32, %31
  %35 = select reassoc nnan ninf nsz arcp afn i1 %33, float %34, float %20
  %36 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %18
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !24
  br label %76

37:                                               ; preds = %23, %48
  %38 = phi float [ 0.000000e+00, %23 ], [ %72, %48 ]
  %39 = phi float [ 0.000000e+00, %23 ], [ %73, %48 ]
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
  br i1 %50, label %30, label %37

51:                                               ; preds = %37, %51
  %52 = phi float [ %38, %37 ], [ %72, %51 ]
  %53 = phi float [ %39, %37 ], [ %73, %51 ]
  %54 = phi i32 [ %21, %37 ], [ %74, %51 ]
  %55 = add nsw i32 %54, %9
  %56 = tail call i32 @_Z5clampiii(i32 noundef %55, i32 noundef 0, i32 noundef %27) #9
  %57 = add nsw i32 %56, %46
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !24
  %61 = mul nsw i32 %54, %54
  %62 = add nuw nsw i32 %61, %47
  %63 = uitofp nneg i32 %62 to float
  %64 = fsub reassoc nnan ninf nsz arcp afn float %60, %20
  %65 = fmul reassoc nnan ninf nsz arcp afn float %64, %64
  %66 = fmul reassoc nnan ninf nsz arcp afn float %65, 5.000000e-01
  %67 = fmul reassoc nnan ninf nsz arcp afn float %66, %28
  %68 = fmul reassoc nnan ninf nsz arcp afn float %63, -5.000000e-01
  %69 = fmul reassoc nnan ninf nsz arcp afn float %68, %29
  %70 = fsub reassoc nnan ninf nsz arcp afn float %69, %67
  %71 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3expf(float noundef nofpclass(nan inf) %70) #9
  %72 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %71, float %60, float %52)
  %73 = fadd reassoc nnan ninf nsz arcp afn float %71, %53
  %74 = add i32 %54, 1
  %75 = icmp eq i32 %54, %4
  br i1 %75, label %48, label %51

76:                                               ; preds = %7, %30
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z3expf(float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @im_rgba_gray(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, float noundef nofpclass(nan inf) %3) local_unnamed_addr #6 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !13 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = shl nsw i32 %6, 2
  %8 = or disjoint i32 %7, 3
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %49

10:                                               ; preds = %4
  %11 = addrspacecast ptr addrspace(1) %0 to ptr
  %12 = sext i32 %7 to i64
  %13 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <4 x float> @_Z6vload4mPKf(i64 noundef %12, ptr noundef %11) #11
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %15 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3dotDv3_fS_(<3 x float> noundef nofpclass(nan inf) %14, <3 x float> noundef nofpclass(nan inf) <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #9
  %16 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3powff(float noundef nofpclass(nan inf) %15, float noundef nofpclass(nan inf) %3) #9
  %17 = tail call i32 @_Z6islessff(float noundef nofpclass(nan inf) %15, float noundef nofpclass(nan inf) 0.000000e+00) #9
  %18 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z6selectffi(float noundef nofpclass(nan inf) %16, float noundef nofpclass(nan inf) 0.000000e+00, i32 noundef %17) #9
  %19 = insertelement <4 x float> poison, float %18, i64 0
  %20 = or disjoint i32 %7, 1
  %21 = sext i32 %20 to i64
  %22 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <4 x float> @_Z6vload4mPKf(i64 noundef %21, ptr noundef %11) #11
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %24 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3dotDv3_fS_(<3 x float> noundef nofpclass(nan inf) %23, <3 x float> noundef nofpclass(nan inf) <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #9
  %25 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3powff(float noundef nofpclass(nan inf) %24, float noundef nofpclass(nan inf) %3) #9
  %26 = tail call i32 @_Z6islessff(float noundef nofpclass(nan inf) %24, float noundef nofpclass(nan inf) 0.000000e+00) #9
  %27 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z6selectffi(float noundef nofpclass(nan inf) %25, float noundef nofpclass(nan inf) 0.000000e+00, i32 noundef %26) #9
  %28 = insertelement <4 x float> %19, float %27, i64 1
  %29 = or disjoint i32 %7, 2
  %30 = sext i32 %29 to i64
  %31 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <4 x float> @_Z6vload4mPKf(i64 noundef %30, ptr noundef %11) #11
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %33 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3dotDv3_fS_(<3 x float> noundef nofpclass(nan inf) %32, <3 x float> noundef nofpclass(nan inf) <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #9
  %34 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3powff(float noundef nofpclass(nan inf) %33, float noundef nofpclass(nan inf) %3) #9
  %35 = tail call i32 @_Z6islessff(float noundef nofpclass(nan inf) %33, float noundef nofpclass(nan inf) 0.000000e+00) #9
  %36 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z6selectffi(float noundef nofpclass(nan inf) %34, float noundef nofpclass(nan inf) 0.000000e+00, i32 noundef %35) #9
  %37 = insertelement <4 x float> %28, float %36, i64 2
  %38 = sext i32 %8 to i64
  %39 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <4 x float> @_Z6vload4mPKf(i64 noundef %38, ptr noundef %11) #11
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %41 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3dotDv3_fS_(<3 x float> noundef nofpclass(nan inf) %40, <3 x float> noundef nofpclass(nan inf) <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #9
  %42 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3powff(float noundef nofpclass(nan inf) %41, float noundef nofpclass(nan inf) %3) #9
  %43 = tail call i32 @_Z6islessff(float noundef nofpclass(nan inf) %41, float noundef nofpclass(nan inf) 0.000000e+00) #9
  %44 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z6selectffi(float noundef nofpclass(nan inf) %42, float noundef nofpclass(nan inf) 0.000000e+00, i32 noundef %43) #9
  %45 = insertelement <4 x float> %37, float %44, i64 3
  %46 = shl i64 %5, 32
  %47 = ashr exact i64 %46, 32
  %48 = addrspacecast ptr addrspace(1) %1 to ptr
  tail call void @_Z7vstore4Dv4_fmPf(<4 x float> noundef nofpclass(nan inf) %45, i64 noundef %47, ptr noundef %48) #12
  br label %49

49:                                               ; preds = %4, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local nofpclass(nan inf) <4 x float> @_Z6vload4mPKf(i64 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z3dotDv3_fS_(<3 x float> noundef nofpclass(nan inf), <3 x float> noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z6selectffi(float noundef nofpclass(nan inf), float noundef nofpclass(nan inf), i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z3powff(float noundef nofpclass(nan inf), float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z6islessff(float noundef nofpclass(nan inf), float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z7vstore4Dv4_fmPf(<4 x float> noundef nofpclass(nan inf), i64 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @im_box_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #6 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
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
  br label %33

24:                                               ; preds = %33, %5
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %25 = icmp slt i32 %7, %3
  br i1 %25, label %26, label %99

26:                                               ; preds = %24
  %27 = icmp slt i32 %4, 0
  br i1 %27, label %60, label %28

28:                                               ; preds = %26
  %29 = and i32 %18, 2
  %30 = icmp ult i32 %18, 3
  br i1 %30, label %45, label %31

31:                                               ; preds = %28
  %32 = and i32 %18, 2147483644
  br label %69

33:                                               ; preds = %21, %33
  %34 = phi i32 [ %11, %21 ], [ %43, %33 ]
  %35 = add nsw i32 %17, %34
  %36 = tail call i32 @_Z5clampiii(i32 noundef %35, i32 noundef 0, i32 noundef %23) #9
  %37 = add nsw i32 %36, %22
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !24
  %41 = sext i32 %34 to i64
  %42 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %41
  store float %40, ptr addrspace(3) %42, align 4, !tbaa !24
  %43 = add nsw i32 %34, %13
  %44 = icmp slt i32 %34, %18
  br i1 %44, label %33, label %24

45:                                               ; preds = %28, %69
  %46 = phi i32 [ 0, %28 ], [ %96, %69 ]
  %47 = phi float [ 0.000000e+00, %28 ], [ %95, %69 ]
  br label %48

48:                                               ; preds = %48, %45
  %49 = phi i32 [ %57, %48 ], [ %46, %45 ]
  %50 = phi float [ %56, %48 ], [ %47, %45 ]
  %51 = phi i32 [ %58, %48 ], [ 0, %45 ]
  %52 = add nsw i32 %49, %11
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %53
  %55 = load float, ptr addrspace(3) %54, align 4, !tbaa !24
  %56 = fadd reassoc nnan ninf nsz arcp afn float %55, %50
  %57 = add nuw nsw i32 %49, 1
  %58 = add i32 %51, 1
  %59 = icmp eq i32 %51, %29
  br i1 %59, label %60, label %48, !llvm.loop !31

60:                                               ; preds = %48, %26
  %61 = phi float [ 0.000000e+00, %26 ], [ %56, %48 ]
  %62 = or disjoint i32 %18, 1
  %63 = sitofp i32 %62 to float
  %64 = fdiv reassoc nnan ninf nsz arcp afn float %61, %63, !fpmath !33
  %65 = mul nsw i32 %9, %3
  %66 = add nsw i32 %65, %7
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %67
  store float %64, ptr addrspace(1) %68, align 4, !tbaa !24
  br label %99

69:                                               ; preds = %69, %31
  %70 = phi i32 [ 0, %31 ], [ %96, %69 ]
  %71 = phi float [ 0.000000e+00, %31 ], [ %95, %69 ]
  %72 = phi i32 [ 0, %31 ], [ %97, %69 ]
  %73 = add nsw i32 %70, %11
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %74
  %76 = load float, ptr addrspace(3) %75, align 4, !tbaa !24
  %77 = fadd reassoc nnan ninf nsz arcp afn float %76, %71
  %78 = or disjoint i32 %70, 1
  %79 = add nsw i32 %78, %11
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %80
  %82 = load float, ptr addrspace(3) %81, align 4, !tbaa !24
  %83 = fadd reassoc nnan ninf nsz arcp afn float %82, %77
  %84 = or disjoint i32 %70, 2
  %85 = add nsw i32 %84, %11
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %86
  %88 = load float, ptr addrspace(3) %87, align 4, !tbaa !24
  %89 = fadd reassoc nnan ninf nsz arcp afn float %88, %83
  %90 = or disjoint i32 %70, 3
  %91 = add nsw i32 %90, %11
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %92
  %94 = load float, ptr addrspace(3) %93, align 4, !tbaa !24
  %95 = fadd reassoc nnan ninf nsz arcp afn float %94, %89
  %96 = add nuw nsw i32 %70, 4
  %97 = add i32 %72, 4
  %98 = icmp eq i32 %97, %32
  br i1 %98, label %45, label %69

99:                                               ; preds = %60, %24
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent noinline norecurse nounwind "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nofree nounwind willreturn memory(read) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #8 = { convergent nounwind "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { convergent nounwind willreturn memory(read) }
attributes #12 = { convergent nounwind }

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
!18 = !{!"uchar4*", !"uchar4*", !"int", !"int"}
!19 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int", !"int"}
!20 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!21 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!22 = !{!"float*", !"float*", !"int", !"int", !"int", !"float", !"float"}
!23 = !{!"const", !"", !"", !"", !"", !"", !""}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !15, i64 0}
!26 = !{!"float*", !"float*", !"int", !"float"}
!27 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!28 = !{!"none", !"none", !"none", !"none", !"none"}
!29 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!30 = !{!"const", !"", !"", !"", !""}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.unroll.disable"}
!33 = !{float 2.500000e+00}
