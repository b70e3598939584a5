source_filename = "src/image.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define spir_func i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
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

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define spir_kernel void @im_sobel(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #10 [ "convergencectrl"(token %5) ]
  %8 = insertelement <2 x i64> poison, i64 %6, i64 0
  %9 = insertelement <2 x i64> %8, i64 %7, i64 1
  %10 = trunc <2 x i64> %9 to <2 x i32>
  %11 = extractelement <2 x i32> %10, i64 0
  %12 = icmp slt i32 %11, %2
  %13 = extractelement <2 x i32> %10, i64 1
  %14 = icmp slt i32 %13, %3
  %15 = select i1 %12, i1 %14, i1 false
  br i1 %15, label %16, label %105

16:                                               ; preds = %4
  %17 = shufflevector <2 x i32> %10, <2 x i32> poison, <4 x i32> <i32 0, i32 1, i32 0, i32 1>
  %18 = add nsw i32 %2, -1
  %19 = add nsw i32 %3, -1
  %20 = insertelement <4 x i32> <i32 0, i32 0, i32 poison, i32 poison>, i32 %18, i64 2
  %21 = insertelement <4 x i32> %20, i32 %19, i64 3
  %22 = icmp eq <4 x i32> %21, %17
  %23 = freeze <4 x i1> %22
  %24 = bitcast <4 x i1> %23 to i4
  %25 = icmp eq i4 %24, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %16
  %27 = mul nsw i32 %13, %2
  %28 = add nsw i32 %27, %11
  br label %100

29:                                               ; preds = %16
  %30 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %31 = add nsw i32 %13, -1
  %32 = mul nsw i32 %31, %2
  %33 = add nsw i32 %32, %11
  %34 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %30) ]
  %35 = sext i32 %33 to i64
  %36 = getelementptr i8, ptr addrspace(1) %0, i64 %35
  %37 = getelementptr i8, ptr addrspace(1) %36, i64 -1
  %38 = load i8, ptr addrspace(1) %37, align 1, !tbaa !8
  %39 = zext i8 %38 to i32
  %40 = sext i32 %33 to i64
  %41 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %40
  %42 = load i8, ptr addrspace(1) %41, align 1, !tbaa !8
  %43 = zext i8 %42 to i32
  %44 = mul nsw i32 %43, -2
  %45 = sext i32 %33 to i64
  %46 = getelementptr i8, ptr addrspace(1) %0, i64 %45
  %47 = getelementptr i8, ptr addrspace(1) %46, i64 1
  %48 = load i8, ptr addrspace(1) %47, align 1, !tbaa !8
  %49 = zext i8 %48 to i32
  %50 = add nuw nsw i32 %39, %49
  %51 = sub nsw i32 %44, %50
  %52 = mul nsw i32 %13, %2
  %53 = add nsw i32 %52, %11
  %54 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %30) ]
  %55 = sext i32 %53 to i64
  %56 = getelementptr i8, ptr addrspace(1) %0, i64 %55
  %57 = getelementptr i8, ptr addrspace(1) %56, i64 1
  %58 = load i8, ptr addrspace(1) %57, align 1, !tbaa !8
  %59 = zext i8 %58 to i32
  %60 = shl nuw nsw i32 %59, 1
  %61 = sext i32 %53 to i64
  %62 = getelementptr i8, ptr addrspace(1) %0, i64 %61
  %63 = getelementptr i8, ptr addrspace(1) %62, i64 -1
  %64 = load i8, ptr addrspace(1) %63, align 1, !tbaa !8
  %65 = zext i8 %64 to i32
  %66 = shl nuw nsw i32 %65, 1
  %67 = add nuw nsw i32 %66, %39
  %68 = add nsw i32 %13, 1
  %69 = mul nsw i32 %68, %2
  %70 = add nsw i32 %69, %11
  %71 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %30) ]
  %72 = sext i32 %70 to i64
  %73 = getelementptr i8, ptr addrspace(1) %0, i64 %72
  %74 = getelementptr i8, ptr addrspace(1) %73, i64 -1
  %75 = load i8, ptr addrspace(1) %74, align 1, !tbaa !8
  %76 = zext i8 %75 to i32
  %77 = add nuw nsw i32 %60, %49
  %78 = add nuw nsw i32 %67, %76
  %79 = sub nsw i32 %77, %78
  %80 = add nsw i32 %51, %76
  %81 = sext i32 %70 to i64
  %82 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %81
  %83 = load i8, ptr addrspace(1) %82, align 1, !tbaa !8
  %84 = zext i8 %83 to i32
  %85 = shl nuw nsw i32 %84, 1
  %86 = add nsw i32 %85, %80
  %87 = sext i32 %70 to i64
  %88 = getelementptr i8, ptr addrspace(1) %0, i64 %87
  %89 = getelementptr i8, ptr addrspace(1) %88, i64 1
  %90 = load i8, ptr addrspace(1) %89, align 1, !tbaa !8
  %91 = zext i8 %90 to i32
  %92 = add nsw i32 %79, %91
  %93 = add nsw i32 %86, %91
  %94 = mul nsw i32 %92, %92
  %95 = mul nsw i32 %93, %93
  %96 = add nuw nsw i32 %94, %95
  %97 = uitofp nneg i32 %96 to float
  %98 = call spir_func float @_Z4sqrtf(float noundef %97) #10 [ "convergencectrl"(token %5) ]
  %99 = call spir_func zeroext i8 @_Z17convert_uchar_satf(float noundef %98) #10 [ "convergencectrl"(token %5) ]
  br label %100

100:                                              ; preds = %26, %29
  %101 = phi i32 [ %53, %29 ], [ %28, %26 ]
  %102 = phi i8 [ %99, %29 ], [ 0, %26 ]
  %103 = sext i32 %101 to i64
  %104 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %103
  store i8 %102, ptr addrspace(1) %104, align 1, !tbaa !8
  br label %105

105:                                              ; preds = %100, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func zeroext i8 @_Z17convert_uchar_satf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define spir_kernel void @im_median3x3(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = alloca [9 x i8], align 1
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %8 = trunc i64 %7 to i32
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #10 [ "convergencectrl"(token %5) ]
  %10 = trunc i64 %9 to i32
  %11 = add nsw i32 %2, -1
  %12 = add nsw i32 %3, -1
  %13 = insertelement <4 x i32> poison, i32 %8, i64 0
  %14 = insertelement <4 x i32> %13, i32 %10, i64 1
  %15 = insertelement <4 x i32> %14, i32 %11, i64 2
  %16 = insertelement <4 x i32> %15, i32 %12, i64 3
  %17 = shufflevector <4 x i32> %14, <4 x i32> <i32 0, i32 0, i32 poison, i32 poison>, <4 x i32> <i32 4, i32 5, i32 0, i32 1>
  %18 = icmp sgt <4 x i32> %16, %17
  %19 = freeze <4 x i1> %18
  %20 = bitcast <4 x i1> %19 to i4
  %21 = icmp eq i4 %20, -1
  br i1 %21, label %22, label %235

22:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %6) #11
  %23 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %24 = add nsw i32 %10, -1
  %25 = mul nsw i32 %24, %2
  %26 = add nsw i32 %25, %8
  %27 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %23) ]
  %28 = sext i32 %26 to i64
  %29 = getelementptr i8, ptr addrspace(1) %0, i64 %28
  %30 = getelementptr i8, ptr addrspace(1) %29, i64 -1
  %31 = load i8, ptr addrspace(1) %30, align 1, !tbaa !8
  store i8 %31, ptr %6, align 1, !tbaa !8
  %32 = sext i32 %26 to i64
  %33 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %32
  %34 = load i8, ptr addrspace(1) %33, align 1, !tbaa !8
  %35 = getelementptr inbounds i8, ptr %6, i64 1
  store i8 %34, ptr %35, align 1, !tbaa !8
  %36 = sext i32 %26 to i64
  %37 = getelementptr i8, ptr addrspace(1) %0, i64 %36
  %38 = getelementptr i8, ptr addrspace(1) %37, i64 1
  %39 = load i8, ptr addrspace(1) %38, align 1, !tbaa !8
  %40 = getelementptr inbounds i8, ptr %6, i64 2
  store i8 %39, ptr %40, align 1, !tbaa !8
  %41 = mul nsw i32 %10, %2
  %42 = add nsw i32 %41, %8
  %43 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %23) ]
  %44 = sext i32 %42 to i64
  %45 = getelementptr i8, ptr addrspace(1) %0, i64 %44
  %46 = getelementptr i8, ptr addrspace(1) %45, i64 -1
  %47 = load i8, ptr addrspace(1) %46, align 1, !tbaa !8
  %48 = getelementptr inbounds i8, ptr %6, i64 3
  store i8 %47, ptr %48, align 1, !tbaa !8
  %49 = sext i32 %42 to i64
  %50 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %49
  %51 = load i8, ptr addrspace(1) %50, align 1, !tbaa !8
  %52 = getelementptr inbounds i8, ptr %6, i64 4
  store i8 %51, ptr %52, align 1, !tbaa !8
  %53 = sext i32 %42 to i64
  %54 = getelementptr i8, ptr addrspace(1) %0, i64 %53
  %55 = getelementptr i8, ptr addrspace(1) %54, i64 1
  %56 = load i8, ptr addrspace(1) %55, align 1, !tbaa !8
  %57 = getelementptr inbounds i8, ptr %6, i64 5
  store i8 %56, ptr %57, align 1, !tbaa !8
  %58 = add nuw nsw i32 %10, 1
  %59 = mul nsw i32 %58, %2
  %60 = add nsw i32 %59, %8
  %61 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %23) ]
  %62 = sext i32 %60 to i64
  %63 = getelementptr i8, ptr addrspace(1) %0, i64 %62
  %64 = getelementptr i8, ptr addrspace(1) %63, i64 -1
  %65 = load i8, ptr addrspace(1) %64, align 1, !tbaa !8
  %66 = getelementptr inbounds i8, ptr %6, i64 6
  store i8 %65, ptr %66, align 1, !tbaa !8
  %67 = sext i32 %60 to i64
  %68 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %67
  %69 = load i8, ptr addrspace(1) %68, align 1, !tbaa !8
  %70 = getelementptr inbounds i8, ptr %6, i64 7
  store i8 %69, ptr %70, align 1, !tbaa !8
  %71 = sext i32 %60 to i64
  %72 = getelementptr i8, ptr addrspace(1) %0, i64 %71
  %73 = getelementptr i8, ptr addrspace(1) %72, i64 1
  %74 = load i8, ptr addrspace(1) %73, align 1, !tbaa !8
  %75 = getelementptr inbounds i8, ptr %6, i64 8
  store i8 %74, ptr %75, align 1, !tbaa !8
  %76 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %77 = load i8, ptr %35, align 1, !tbaa !8
  %78 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %76) ]
  %79 = load i8, ptr %6, align 1, !tbaa !8
  %80 = icmp ugt i8 %79, %77
  br i1 %80, label %87, label %88

81:                                               ; preds = %231, %186, %213, %216, %219, %222, %225, %228
  %82 = phi i32 [ 8, %186 ], [ 7, %213 ], [ 6, %216 ], [ 5, %219 ], [ 4, %222 ], [ 3, %225 ], [ 2, %228 ], [ %234, %231 ]
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds [9 x i8], ptr %6, i64 0, i64 %83
  store i8 %190, ptr %84, align 1, !tbaa !8
  %85 = load i8, ptr %52, align 1, !tbaa !8
  %86 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %49
  store i8 %85, ptr addrspace(1) %86, align 1, !tbaa !8
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %6) #11
  br label %235

87:                                               ; preds = %22
  store i8 %79, ptr %35, align 1, !tbaa !8
  br label %88

88:                                               ; preds = %87, %22
  %89 = phi i32 [ 1, %22 ], [ 0, %87 ]
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [9 x i8], ptr %6, i64 0, i64 %90
  store i8 %77, ptr %91, align 1, !tbaa !8
  %92 = load i8, ptr %40, align 1, !tbaa !8
  %93 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %76) ]
  %94 = load i8, ptr %35, align 1, !tbaa !8
  %95 = icmp ugt i8 %94, %92
  br i1 %95, label %104, label %96

96:                                               ; preds = %107, %104, %88
  %97 = phi i32 [ 2, %88 ], [ 1, %104 ], [ 0, %107 ]
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds [9 x i8], ptr %6, i64 0, i64 %98
  store i8 %92, ptr %99, align 1, !tbaa !8
  %100 = load i8, ptr %48, align 1, !tbaa !8
  %101 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %76) ]
  %102 = load i8, ptr %40, align 1, !tbaa !8
  %103 = icmp ugt i8 %102, %100
  br i1 %103, label %116, label %108

104:                                              ; preds = %88
  store i8 %94, ptr %40, align 1, !tbaa !8
  %105 = load i8, ptr %6, align 1, !tbaa !8
  %106 = icmp ugt i8 %105, %92
  br i1 %106, label %107, label %96

107:                                              ; preds = %104
  store i8 %105, ptr %35, align 1, !tbaa !8
  br label %96

108:                                              ; preds = %122, %119, %116, %96
  %109 = phi i32 [ 3, %96 ], [ 2, %116 ], [ 1, %119 ], [ 0, %122 ]
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds [9 x i8], ptr %6, i64 0, i64 %110
  store i8 %100, ptr %111, align 1, !tbaa !8
  %112 = load i8, ptr %52, align 1, !tbaa !8
  %113 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %76) ]
  %114 = load i8, ptr %48, align 1, !tbaa !8
  %115 = icmp ugt i8 %114, %112
  br i1 %115, label %131, label %123

116:                                              ; preds = %96
  store i8 %102, ptr %48, align 1, !tbaa !8
  %117 = load i8, ptr %35, align 1, !tbaa !8
  %118 = icmp ugt i8 %117, %100
  br i1 %118, label %119, label %108

119:                                              ; preds = %116
  store i8 %117, ptr %40, align 1, !tbaa !8
  %120 = load i8, ptr %6, align 1, !tbaa !8
  %121 = icmp ugt i8 %120, %100
  br i1 %121, label %122, label %108

122:                                              ; preds = %119
  store i8 %120, ptr %35, align 1, !tbaa !8
  br label %108

123:                                              ; preds = %140, %137, %134, %131, %108
  %124 = phi i32 [ 4, %108 ], [ 3, %131 ], [ 2, %134 ], [ 1, %137 ], [ 0, %140 ]
  %125 = zext nneg i32 %124 to i64
  %126 = getelementptr inbounds [9 x i8], ptr %6, i64 0, i64 %125
  store i8 %112, ptr %126, align 1, !tbaa !8
  %127 = load i8, ptr %57, align 1, !tbaa !8
  %128 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %76) ]
  %129 = load i8, ptr %52, align 1, !tbaa !8
  %130 = icmp ugt i8 %129, %127
  br i1 %130, label %149, label %141

131:                                              ; preds = %108
  store i8 %114, ptr %52, align 1, !tbaa !8
  %132 = load i8, ptr %40, align 1, !tbaa !8
  %133 = icmp ugt i8 %132, %112
  br i1 %133, label %134, label %123

134:                                              ; preds = %131
  store i8 %132, ptr %48, align 1, !tbaa !8
  %135 = load i8, ptr %35, align 1, !tbaa !8
  %136 = icmp ugt i8 %135, %112
  br i1 %136, label %137, label %123

137:                                              ; preds = %134
  store i8 %135, ptr %40, align 1, !tbaa !8
  %138 = load i8, ptr %6, align 1, !tbaa !8
  %139 = icmp ugt i8 %138, %112
  br i1 %139, label %140, label %123

140:                                              ; preds = %137
  store i8 %138, ptr %35, align 1, !tbaa !8
  br label %123

141:                                              ; preds = %161, %158, %155, %152, %149, %123
  %142 = phi i32 [ 5, %123 ], [ 4, %149 ], [ 3, %152 ], [ 2, %155 ], [ 1, %158 ], [ 0, %161 ]
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds [9 x i8], ptr %6, i64 0, i64 %143
  store i8 %127, ptr %144, align 1, !tbaa !8
  %145 = load i8, ptr %66, align 1, !tbaa !8
  %146 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %76) ]
  %147 = load i8, ptr %57, align 1, !tbaa !8
  %148 = icmp ugt i8 %147, %145
  br i1 %148, label %170, label %162

149:                                              ; preds = %123
  store i8 %129, ptr %57, align 1, !tbaa !8
  %150 = load i8, ptr %48, align 1, !tbaa !8
  %151 = icmp ugt i8 %150, %127
  br i1 %151, label %152, label %141

152:                                              ; preds = %149
  store i8 %150, ptr %52, align 1, !tbaa !8
  %153 = load i8, ptr %40, align 1, !tbaa !8
  %154 = icmp ugt i8 %153, %127
  br i1 %154, label %155, label %141

155:                                              ; preds = %152
  store i8 %153, ptr %48, align 1, !tbaa !8
  %156 = load i8, ptr %35, align 1, !tbaa !8
  %157 = icmp ugt i8 %156, %127
  br i1 %157, label %158, label %141

158:                                              ; preds = %155
  store i8 %156, ptr %40, align 1, !tbaa !8
  %159 = load i8, ptr %6, align 1, !tbaa !8
  %160 = icmp ugt i8 %159, %127
  br i1 %160, label %161, label %141

161:                                              ; preds = %158
  store i8 %159, ptr %35, align 1, !tbaa !8
  br label %141

162:                                              ; preds = %185, %182, %179, %176, %173, %170, %141
  %163 = phi i32 [ 6, %141 ], [ 5, %170 ], [ 4, %173 ], [ 3, %176 ], [ 2, %179 ], [ 1, %182 ], [ 0, %185 ]
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds [9 x i8], ptr %6, i64 0, i64 %164
  store i8 %145, ptr %165, align 1, !tbaa !8
  %166 = load i8, ptr %70, align 1, !tbaa !8
  %167 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %76) ]
  %168 = load i8, ptr %66, align 1, !tbaa !8
  %169 = icmp ugt i8 %168, %166
  br i1 %169, label %194, label %186

170:                                              ; preds = %141
  store i8 %147, ptr %66, align 1, !tbaa !8
  %171 = load i8, ptr %52, align 1, !tbaa !8
  %172 = icmp ugt i8 %171, %145
  br i1 %172, label %173, label %162

173:                                              ; preds = %170
  store i8 %171, ptr %57, align 1, !tbaa !8
  %174 = load i8, ptr %48, align 1, !tbaa !8
  %175 = icmp ugt i8 %174, %145
  br i1 %175, label %176, label %162

176:                                              ; preds = %173
  store i8 %174, ptr %52, align 1, !tbaa !8
  %177 = load i8, ptr %40, align 1, !tbaa !8
  %178 = icmp ugt i8 %177, %145
  br i1 %178, label %179, label %162

179:                                              ; preds = %176
  store i8 %177, ptr %48, align 1, !tbaa !8
  %180 = load i8, ptr %35, align 1, !tbaa !8
  %181 = icmp ugt i8 %180, %145
  br i1 %181, label %182, label %162

182:                                              ; preds = %179
  store i8 %180, ptr %40, align 1, !tbaa !8
  %183 = load i8, ptr %6, align 1, !tbaa !8
  %184 = icmp ugt i8 %183, %145
  br i1 %184, label %185, label %162

185:                                              ; preds = %182
  store i8 %183, ptr %35, align 1, !tbaa !8
  br label %162

186:                                              ; preds = %212, %209, %206, %203, %200, %197, %194, %162
  %187 = phi i32 [ 7, %162 ], [ 6, %194 ], [ 5, %197 ], [ 4, %200 ], [ 3, %203 ], [ 2, %206 ], [ 1, %209 ], [ 0, %212 ]
  %188 = zext nneg i32 %187 to i64
  %189 = getelementptr inbounds [9 x i8], ptr %6, i64 0, i64 %188
  store i8 %166, ptr %189, align 1, !tbaa !8
  %190 = load i8, ptr %75, align 1, !tbaa !8
  %191 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %76) ]
  %192 = load i8, ptr %70, align 1, !tbaa !8
  %193 = icmp ugt i8 %192, %190
  br i1 %193, label %213, label %81

194:                                              ; preds = %162
  store i8 %168, ptr %70, align 1, !tbaa !8
  %195 = load i8, ptr %57, align 1, !tbaa !8
  %196 = icmp ugt i8 %195, %166
  br i1 %196, label %197, label %186

197:                                              ; preds = %194
  store i8 %195, ptr %66, align 1, !tbaa !8
  %198 = load i8, ptr %52, align 1, !tbaa !8
  %199 = icmp ugt i8 %198, %166
  br i1 %199, label %200, label %186

200:                                              ; preds = %197
  store i8 %198, ptr %57, align 1, !tbaa !8
  %201 = load i8, ptr %48, align 1, !tbaa !8
  %202 = icmp ugt i8 %201, %166
  br i1 %202, label %203, label %186

203:                                              ; preds = %200
  store i8 %201, ptr %52, align 1, !tbaa !8
  %204 = load i8, ptr %40, align 1, !tbaa !8
  %205 = icmp ugt i8 %204, %166
  br i1 %205, label %206, label %186

206:                                              ; preds = %203
  store i8 %204, ptr %48, align 1, !tbaa !8
  %207 = load i8, ptr %35, align 1, !tbaa !8
  %208 = icmp ugt i8 %207, %166
  br i1 %208, label %209, label %186

209:                                              ; preds = %206
  store i8 %207, ptr %40, align 1, !tbaa !8
  %210 = load i8, ptr %6, align 1, !tbaa !8
  %211 = icmp ugt i8 %210, %166
  br i1 %211, label %212, label %186

212:                                              ; preds = %209
  store i8 %210, ptr %35, align 1, !tbaa !8
  br label %186

213:                                              ; preds = %186
  %214 = load i8, ptr %66, align 1, !tbaa !8
  %215 = icmp ugt i8 %214, %190
  br i1 %215, label %216, label %81

216:                                              ; preds = %213
  %217 = load i8, ptr %57, align 1, !tbaa !8
  %218 = icmp ugt i8 %217, %190
  br i1 %218, label %219, label %81

219:                                              ; preds = %216
  %220 = load i8, ptr %52, align 1, !tbaa !8
  %221 = icmp ugt i8 %220, %190
  br i1 %221, label %222, label %81

222:                                              ; preds = %219
  %223 = load i8, ptr %48, align 1, !tbaa !8
  %224 = icmp ugt i8 %223, %190
  br i1 %224, label %225, label %81

225:                                              ; preds = %222
  store i8 %223, ptr %52, align 1, !tbaa !8
  %226 = load i8, ptr %40, align 1, !tbaa !8
  %227 = icmp ugt i8 %226, %190
  br i1 %227, label %228, label %81

228:                                              ; preds = %225
  %229 = load i8, ptr %35, align 1, !tbaa !8
  %230 = icmp ugt i8 %229, %190
  br i1 %230, label %231, label %81

231:                                              ; preds = %228
  %232 = load i8, ptr %6, align 1, !tbaa !8
  %233 = icmp ule i8 %232, %190
  %234 = zext i1 %233 to i32
  br label %81

235:                                              ; preds = %4, %81
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @im_median3x3_net(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !11 !kernel_arg_base_type !12 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #10 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = add nsw i32 %2, -1
  %11 = add nsw i32 %3, -1
  %12 = insertelement <4 x i32> poison, i32 %7, i64 0
  %13 = insertelement <4 x i32> %12, i32 %9, i64 1
  %14 = insertelement <4 x i32> %13, i32 %10, i64 2
  %15 = insertelement <4 x i32> %14, i32 %11, i64 3
  %16 = shufflevector <4 x i32> %13, <4 x i32> <i32 0, i32 0, i32 poison, i32 poison>, <4 x i32> <i32 4, i32 5, i32 0, i32 1>
  %17 = icmp sgt <4 x i32> %15, %16
  %18 = freeze <4 x i1> %17
  %19 = bitcast <4 x i1> %18 to i4
  %20 = icmp eq i4 %19, -1
  br i1 %20, label %21, label %215

21:                                               ; preds = %4
  %22 = add nsw i32 %9, -1
  %23 = mul nsw i32 %22, %2
  %24 = add nsw i32 %23, %7
  %25 = sext i32 %24 to i64
  %26 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %25
  %27 = getelementptr i8, ptr addrspace(1) %26, i64 -4
  %28 = add nuw nsw i32 %9, 1
  %29 = mul nsw i32 %28, %2
  %30 = add nsw i32 %29, %7
  %31 = sext i32 %30 to i64
  %32 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %31
  %33 = getelementptr i8, ptr addrspace(1) %32, i64 -4
  %34 = getelementptr i8, ptr addrspace(1) %26, i64 4
  %35 = mul nsw i32 %9, %2
  %36 = add nsw i32 %35, %7
  %37 = sext i32 %36 to i64
  %38 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %37
  %39 = getelementptr i8, ptr addrspace(1) %38, i64 -4
  %40 = getelementptr i8, ptr addrspace(1) %38, i64 4
  %41 = getelementptr i8, ptr addrspace(1) %32, i64 4
  %42 = getelementptr inbounds i8, ptr addrspace(1) %26, i64 2
  %43 = getelementptr i8, ptr addrspace(1) %26, i64 6
  %44 = getelementptr i8, ptr addrspace(1) %38, i64 -2
  %45 = getelementptr inbounds i8, ptr addrspace(1) %38, i64 2
  %46 = getelementptr i8, ptr addrspace(1) %38, i64 6
  %47 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 2
  %48 = getelementptr i8, ptr addrspace(1) %32, i64 6
  %49 = getelementptr inbounds i8, ptr addrspace(1) %26, i64 1
  %50 = getelementptr i8, ptr addrspace(1) %26, i64 5
  %51 = getelementptr i8, ptr addrspace(1) %38, i64 -3
  %52 = getelementptr inbounds i8, ptr addrspace(1) %38, i64 1
  %53 = getelementptr i8, ptr addrspace(1) %38, i64 5
  %54 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 1
  %55 = getelementptr i8, ptr addrspace(1) %32, i64 5
  %56 = getelementptr inbounds i8, ptr addrspace(1) %26, i64 3
  %57 = getelementptr i8, ptr addrspace(1) %26, i64 7
  %58 = getelementptr i8, ptr addrspace(1) %38, i64 -1
  %59 = getelementptr inbounds i8, ptr addrspace(1) %38, i64 3
  %60 = getelementptr i8, ptr addrspace(1) %38, i64 7
  %61 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 3
  %62 = getelementptr i8, ptr addrspace(1) %32, i64 7
  %63 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %64 = load <4 x i8>, ptr addrspace(1) %27, align 4, !tbaa !8
  %65 = load <4 x i8>, ptr addrspace(1) %33, align 4, !tbaa !8
  %66 = shufflevector <4 x i8> %64, <4 x i8> %65, <2 x i32> <i32 0, i32 4>
  %67 = load i8, ptr addrspace(1) %40, align 1
  %68 = load i8, ptr addrspace(1) %39, align 1
  %69 = load i8, ptr addrspace(1) %26, align 1
  %70 = load i8, ptr addrspace(1) %34, align 1
  %71 = load i8, ptr addrspace(1) %38, align 1
  %72 = load i8, ptr addrspace(1) %41, align 1
  %73 = load i8, ptr addrspace(1) %32, align 1
  %74 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %75 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %69, i8 noundef zeroext %70) #10 [ "convergencectrl"(token %74) ]
  %76 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %69, i8 noundef zeroext %70) #10 [ "convergencectrl"(token %74) ]
  %77 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %78 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %71, i8 noundef zeroext %67) #10 [ "convergencectrl"(token %77) ]
  %79 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %71, i8 noundef zeroext %67) #10 [ "convergencectrl"(token %77) ]
  %80 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %81 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %73, i8 noundef zeroext %72) #10 [ "convergencectrl"(token %80) ]
  %82 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %73, i8 noundef zeroext %72) #10 [ "convergencectrl"(token %80) ]
  %83 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %84 = extractelement <2 x i8> %66, i64 0
  %85 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %84, i8 noundef zeroext %75) #10 [ "convergencectrl"(token %83) ]
  %86 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %84, i8 noundef zeroext %75) #10 [ "convergencectrl"(token %83) ]
  %87 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %88 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %68, i8 noundef zeroext %78) #10 [ "convergencectrl"(token %87) ]
  %89 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %68, i8 noundef zeroext %78) #10 [ "convergencectrl"(token %87) ]
  %90 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %91 = extractelement <2 x i8> %66, i64 1
  %92 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %91, i8 noundef zeroext %81) #10 [ "convergencectrl"(token %90) ]
  %93 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %91, i8 noundef zeroext %81) #10 [ "convergencectrl"(token %90) ]
  %94 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %95 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %86, i8 noundef zeroext %76) #10 [ "convergencectrl"(token %94) ]
  %96 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %86, i8 noundef zeroext %76) #10 [ "convergencectrl"(token %94) ]
  %97 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %98 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %89, i8 noundef zeroext %79) #10 [ "convergencectrl"(token %97) ]
  %99 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %89, i8 noundef zeroext %79) #10 [ "convergencectrl"(token %97) ]
  %100 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %101 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %93, i8 noundef zeroext %82) #10 [ "convergencectrl"(token %100) ]
  %102 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %93, i8 noundef zeroext %82) #10 [ "convergencectrl"(token %100) ]
  %103 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %104 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %85, i8 noundef zeroext %88) #10 [ "convergencectrl"(token %103) ]
  %105 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %106 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %99, i8 noundef zeroext %102) #10 [ "convergencectrl"(token %105) ]
  %107 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %108 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %98, i8 noundef zeroext %101) #10 [ "convergencectrl"(token %107) ]
  %109 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %98, i8 noundef zeroext %101) #10 [ "convergencectrl"(token %107) ]
  %110 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %111 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %104, i8 noundef zeroext %92) #10 [ "convergencectrl"(token %110) ]
  %112 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %113 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %95, i8 noundef zeroext %108) #10 [ "convergencectrl"(token %112) ]
  %114 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %115 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %96, i8 noundef zeroext %106) #10 [ "convergencectrl"(token %114) ]
  %116 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %117 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %113, i8 noundef zeroext %109) #10 [ "convergencectrl"(token %116) ]
  %118 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %119 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %117, i8 noundef zeroext %115) #10 [ "convergencectrl"(token %118) ]
  %120 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %117, i8 noundef zeroext %115) #10 [ "convergencectrl"(token %118) ]
  %121 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %122 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %111, i8 noundef zeroext %119) #10 [ "convergencectrl"(token %121) ]
  %123 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %63) ]
  %124 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %122, i8 noundef zeroext %120) #10 [ "convergencectrl"(token %123) ]
  %125 = insertelement <4 x i8> <i8 poison, i8 0, i8 0, i8 0>, i8 %124, i64 0
  br label %126

126:                                              ; preds = %21, %142
  %127 = phi i32 [ %214, %142 ], [ 1, %21 ]
  %128 = phi <4 x i8> [ %213, %142 ], [ %125, %21 ]
  %129 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %130 = icmp ult i32 %127, 4
  br i1 %130, label %133, label %131

131:                                              ; preds = %126
  %132 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %37
  store <4 x i8> %128, ptr addrspace(1) %132, align 4, !tbaa !8
  br label %215

133:                                              ; preds = %126
  %134 = load <4 x i8>, ptr addrspace(1) %27, align 4, !tbaa !8
  %135 = load <4 x i8>, ptr addrspace(1) %33, align 4, !tbaa !8
  switch i32 %127, label %140 [
    i32 1, label %136
    i32 2, label %138
  ]

136:                                              ; preds = %133
  %137 = shufflevector <4 x i8> %134, <4 x i8> %135, <2 x i32> <i32 1, i32 5>
  br label %142

138:                                              ; preds = %133
  %139 = shufflevector <4 x i8> %134, <4 x i8> %135, <2 x i32> <i32 2, i32 6>
  br label %142

140:                                              ; preds = %133
  %141 = shufflevector <4 x i8> %134, <4 x i8> %135, <2 x i32> <i32 3, i32 7>
  br label %142

142:                                              ; preds = %136, %140, %138
  %143 = phi ptr addrspace(1) [ %52, %136 ], [ %45, %138 ], [ %59, %140 ]
  %144 = phi ptr addrspace(1) [ %50, %136 ], [ %43, %138 ], [ %57, %140 ]
  %145 = phi ptr addrspace(1) [ %49, %136 ], [ %42, %138 ], [ %56, %140 ]
  %146 = phi ptr addrspace(1) [ %51, %136 ], [ %44, %138 ], [ %58, %140 ]
  %147 = phi ptr addrspace(1) [ %53, %136 ], [ %46, %138 ], [ %60, %140 ]
  %148 = phi ptr addrspace(1) [ %54, %136 ], [ %47, %138 ], [ %61, %140 ]
  %149 = phi ptr addrspace(1) [ %55, %136 ], [ %48, %138 ], [ %62, %140 ]
  %150 = phi <2 x i8> [ %137, %136 ], [ %139, %138 ], [ %141, %140 ]
  %151 = load i8, ptr addrspace(1) %147, align 1
  %152 = load i8, ptr addrspace(1) %146, align 1
  %153 = load i8, ptr addrspace(1) %145, align 1
  %154 = load i8, ptr addrspace(1) %144, align 1
  %155 = load i8, ptr addrspace(1) %143, align 1
  %156 = load i8, ptr addrspace(1) %149, align 1
  %157 = load i8, ptr addrspace(1) %148, align 1
  %158 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %159 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %153, i8 noundef zeroext %154) #10 [ "convergencectrl"(token %158) ]
  %160 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %153, i8 noundef zeroext %154) #10 [ "convergencectrl"(token %158) ]
  %161 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %162 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %155, i8 noundef zeroext %151) #10 [ "convergencectrl"(token %161) ]
  %163 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %155, i8 noundef zeroext %151) #10 [ "convergencectrl"(token %161) ]
  %164 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %165 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %157, i8 noundef zeroext %156) #10 [ "convergencectrl"(token %164) ]
  %166 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %157, i8 noundef zeroext %156) #10 [ "convergencectrl"(token %164) ]
  %167 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %168 = extractelement <2 x i8> %150, i64 0
  %169 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %168, i8 noundef zeroext %159) #10 [ "convergencectrl"(token %167) ]
  %170 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %168, i8 noundef zeroext %159) #10 [ "convergencectrl"(token %167) ]
  %171 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %172 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %152, i8 noundef zeroext %162) #10 [ "convergencectrl"(token %171) ]
  %173 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %152, i8 noundef zeroext %162) #10 [ "convergencectrl"(token %171) ]
  %174 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %175 = extractelement <2 x i8> %150, i64 1
  %176 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %175, i8 noundef zeroext %165) #10 [ "convergencectrl"(token %174) ]
  %177 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %175, i8 noundef zeroext %165) #10 [ "convergencectrl"(token %174) ]
  %178 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %179 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %170, i8 noundef zeroext %160) #10 [ "convergencectrl"(token %178) ]
  %180 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %170, i8 noundef zeroext %160) #10 [ "convergencectrl"(token %178) ]
  %181 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %182 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %173, i8 noundef zeroext %163) #10 [ "convergencectrl"(token %181) ]
  %183 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %173, i8 noundef zeroext %163) #10 [ "convergencectrl"(token %181) ]
  %184 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %185 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %177, i8 noundef zeroext %166) #10 [ "convergencectrl"(token %184) ]
  %186 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %177, i8 noundef zeroext %166) #10 [ "convergencectrl"(token %184) ]
  %187 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %188 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %169, i8 noundef zeroext %172) #10 [ "convergencectrl"(token %187) ]
  %189 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %190 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %183, i8 noundef zeroext %186) #10 [ "convergencectrl"(token %189) ]
  %191 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %192 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %182, i8 noundef zeroext %185) #10 [ "convergencectrl"(token %191) ]
  %193 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %182, i8 noundef zeroext %185) #10 [ "convergencectrl"(token %191) ]
  %194 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %195 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %188, i8 noundef zeroext %176) #10 [ "convergencectrl"(token %194) ]
  %196 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %197 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %179, i8 noundef zeroext %192) #10 [ "convergencectrl"(token %196) ]
  %198 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %199 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %180, i8 noundef zeroext %190) #10 [ "convergencectrl"(token %198) ]
  %200 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %201 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %197, i8 noundef zeroext %193) #10 [ "convergencectrl"(token %200) ]
  %202 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %203 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %201, i8 noundef zeroext %199) #10 [ "convergencectrl"(token %202) ]
  %204 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %201, i8 noundef zeroext %199) #10 [ "convergencectrl"(token %202) ]
  %205 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %206 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %195, i8 noundef zeroext %203) #10 [ "convergencectrl"(token %205) ]
  %207 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %129) ]
  %208 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %206, i8 noundef zeroext %204) #10 [ "convergencectrl"(token %207) ]
  %209 = icmp eq i32 %127, 2
  %210 = select i1 %209, i64 2, i64 3
  %211 = icmp eq i32 %127, 1
  %212 = select i1 %211, i64 1, i64 %210
  %213 = insertelement <4 x i8> %128, i8 %208, i64 %212
  %214 = add nuw nsw i32 %127, 1
  br label %126, !llvm.loop !13

215:                                              ; preds = %4, %131
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #4

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @im_bilateral(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #5 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #10 [ "convergencectrl"(token %8) ]
  %12 = trunc i64 %11 to i32
  %13 = icmp slt i32 %10, %2
  %14 = icmp slt i32 %12, %3
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %16, label %79

16:                                               ; preds = %7
  %17 = mul nsw i32 %12, %2
  %18 = add nsw i32 %17, %10
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !19
  %22 = sub nsw i32 0, %4
  %23 = add nsw i32 %3, -1
  %24 = add nsw i32 %2, -1
  %25 = insertelement <2 x float> poison, float %5, i64 0
  %26 = insertelement <2 x float> %25, float %6, i64 1
  %27 = fmul <2 x float> %26, <float 2.000000e+00, float 2.000000e+00>
  %28 = fmul <2 x float> %27, %26
  br label %29

29:                                               ; preds = %54, %16
  %30 = phi i32 [ %22, %16 ], [ %55, %54 ]
  %31 = phi float [ 0.000000e+00, %16 ], [ %50, %54 ]
  %32 = phi float [ 0.000000e+00, %16 ], [ %51, %54 ]
  %33 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %34 = icmp sgt i32 %30, %4
  br i1 %34, label %35, label %40

35:                                               ; preds = %29
  %36 = fcmp ogt float %31, 0.000000e+00
  %37 = fdiv float %32, %31
  %38 = select i1 %36, float %37, float %21
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %19
  store float %38, ptr addrspace(1) %39, align 4, !tbaa !19
  br label %79

40:                                               ; preds = %29
  %41 = add nsw i32 %30, %12
  %42 = icmp slt i32 %41, 0
  %43 = icmp slt i32 %41, %3
  %44 = select i1 %43, i32 %41, i32 %23
  %45 = select i1 %42, i32 0, i32 %44
  %46 = mul nsw i32 %45, %2
  %47 = mul nsw i32 %30, %30
  br label %48

48:                                               ; preds = %56, %40
  %49 = phi i32 [ %22, %40 ], [ %78, %56 ]
  %50 = phi float [ %31, %40 ], [ %77, %56 ]
  %51 = phi float [ %32, %40 ], [ %76, %56 ]
  %52 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %33) ]
  %53 = icmp sgt i32 %49, %4
  br i1 %53, label %54, label %56

54:                                               ; preds = %48
  %55 = add nsw i32 %30, 1
  br label %29

56:                                               ; preds = %48
  %57 = add nsw i32 %49, %10
  %58 = call spir_func i32 @_Z5clampiii(i32 noundef %57, i32 noundef 0, i32 noundef %24) #10 [ "convergencectrl"(token %52) ]
  %59 = add nsw i32 %58, %46
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !19
  %63 = mul nsw i32 %49, %49
  %64 = add nuw nsw i32 %63, %47
  %65 = uitofp nneg i32 %64 to float
  %66 = fsub float %62, %21
  %67 = fmul float %66, %66
  %68 = fneg float %65
  %69 = insertelement <2 x float> poison, float %68, i64 0
  %70 = insertelement <2 x float> %69, float %67, i64 1
  %71 = fdiv <2 x float> %70, %28
  %72 = shufflevector <2 x float> %71, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %73 = fsub <2 x float> %71, %72
  %74 = extractelement <2 x float> %73, i64 0
  %75 = call spir_func float @_Z3expf(float noundef %74) #10 [ "convergencectrl"(token %52) ]
  %76 = tail call float @llvm.fmuladd.f32(float %75, float %62, float %51)
  %77 = fadd float %50, %75
  %78 = add nsw i32 %49, 1
  br label %48

79:                                               ; preds = %7, %35
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3expf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @im_rgba_gray(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, float noundef %3) local_unnamed_addr #7 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = shl nsw i32 %7, 2
  %9 = or disjoint i32 %8, 3
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %50

11:                                               ; preds = %4
  %12 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %14 = sext i32 %8 to i64
  %15 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %14, ptr addrspace(4) noundef %12) #12 [ "convergencectrl"(token %13) ]
  %16 = shufflevector <4 x float> %15, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %17 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %16, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #10 [ "convergencectrl"(token %13) ]
  %18 = call spir_func float @_Z3powff(float noundef %17, float noundef %3) #10 [ "convergencectrl"(token %13) ]
  %19 = call spir_func i32 @_Z6islessff(float noundef %17, float noundef 0.000000e+00) #10 [ "convergencectrl"(token %13) ]
  %20 = call spir_func float @_Z6selectffi(float noundef %18, float noundef 0.000000e+00, i32 noundef %19) #10 [ "convergencectrl"(token %13) ]
  %21 = insertelement <4 x float> poison, float %20, i64 0
  %22 = or disjoint i32 %8, 1
  %23 = sext i32 %22 to i64
  %24 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %23, ptr addrspace(4) noundef %12) #12 [ "convergencectrl"(token %13) ]
  %25 = shufflevector <4 x float> %24, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %26 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %25, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #10 [ "convergencectrl"(token %13) ]
  %27 = call spir_func float @_Z3powff(float noundef %26, float noundef %3) #10 [ "convergencectrl"(token %13) ]
  %28 = call spir_func i32 @_Z6islessff(float noundef %26, float noundef 0.000000e+00) #10 [ "convergencectrl"(token %13) ]
  %29 = call spir_func float @_Z6selectffi(float noundef %27, float noundef 0.000000e+00, i32 noundef %28) #10 [ "convergencectrl"(token %13) ]
  %30 = insertelement <4 x float> %21, float %29, i64 1
  %31 = or disjoint i32 %8, 2
  %32 = sext i32 %31 to i64
  %33 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %32, ptr addrspace(4) noundef %12) #12 [ "convergencectrl"(token %13) ]
  %34 = shufflevector <4 x float> %33, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %35 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %34, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #10 [ "convergencectrl"(token %13) ]
  %36 = call spir_func float @_Z3powff(float noundef %35, float noundef %3) #10 [ "convergencectrl"(token %13) ]
  %37 = call spir_func i32 @_Z6islessff(float noundef %35, float noundef 0.000000e+00) #10 [ "convergencectrl"(token %13) ]
  %38 = call spir_func float @_Z6selectffi(float noundef %36, float noundef 0.000000e+00, i32 noundef %37) #10 [ "convergencectrl"(token %13) ]
  %39 = insertelement <4 x float> %30, float %38, i64 2
  %40 = sext i32 %9 to i64
  %41 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %40, ptr addrspace(4) noundef %12) #12 [ "convergencectrl"(token %13) ]
  %42 = shufflevector <4 x float> %41, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %43 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %42, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #10 [ "convergencectrl"(token %13) ]
  %44 = call spir_func float @_Z3powff(float noundef %43, float noundef %3) #10 [ "convergencectrl"(token %13) ]
  %45 = call spir_func i32 @_Z6islessff(float noundef %43, float noundef 0.000000e+00) #10 [ "convergencectrl"(token %13) ]
  %46 = call spir_func float @_Z6selectffi(float noundef %44, float noundef 0.000000e+00, i32 noundef %45) #10 [ "convergencectrl"(token %13) ]
  %47 = insertelement <4 x float> %39, float %46, i64 3
  %48 = sext i32 %7 to i64
  %49 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %47, i64 noundef %48, ptr addrspace(4) noundef %49) #13 [ "convergencectrl"(token %5) ]
  br label %50

50:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #8

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z6selectffi(float noundef, float noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3powff(float noundef, float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z6islessff(float noundef, float noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #9

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @im_box_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #7 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #10 [ "convergencectrl"(token %6) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %11 = trunc i64 %10 to i32
  %12 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %13 = trunc i64 %12 to i32
  %14 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %15 = mul i64 %14, %12
  %16 = trunc i64 %15 to i32
  %17 = sub i32 %16, %4
  %18 = shl nsw i32 %4, 1
  %19 = add nsw i32 %18, %13
  %20 = mul nsw i32 %9, %3
  %21 = add nsw i32 %3, -1
  br label %22

22:                                               ; preds = %29, %5
  %23 = phi i32 [ %11, %5 ], [ %38, %29 ]
  %24 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %25 = icmp slt i32 %23, %19
  br i1 %25, label %29, label %26

26:                                               ; preds = %22
  %27 = trunc i64 %7 to i32
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %6) ]
  %28 = icmp slt i32 %27, %3
  br i1 %28, label %39, label %58

29:                                               ; preds = %22
  %30 = add nsw i32 %17, %23
  %31 = call spir_func i32 @_Z5clampiii(i32 noundef %30, i32 noundef 0, i32 noundef %21) #10 [ "convergencectrl"(token %24) ]
  %32 = add nsw i32 %31, %20
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !19
  %36 = sext i32 %23 to i64
  %37 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %36
  store float %35, ptr addrspace(3) %37, align 4, !tbaa !19
  %38 = add nsw i32 %23, %13
  br label %22

39:                                               ; preds = %26, %51
  %40 = phi float [ %56, %51 ], [ 0.000000e+00, %26 ]
  %41 = phi i32 [ %57, %51 ], [ 0, %26 ]
  %42 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %43 = icmp sgt i32 %41, %18
  br i1 %43, label %44, label %51

44:                                               ; preds = %39
  %45 = or disjoint i32 %18, 1
  %46 = sitofp i32 %45 to float
  %47 = fdiv float %40, %46, !fpmath !26
  %48 = add nsw i32 %20, %27
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %49
  store float %47, ptr addrspace(1) %50, align 4, !tbaa !19
  br label %58

51:                                               ; preds = %39
  %52 = add nsw i32 %41, %11
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %53
  %55 = load float, ptr addrspace(3) %54, align 4, !tbaa !19
  %56 = fadd float %40, %55
  %57 = add nuw nsw i32 %41, 1
  br label %39

58:                                               ; preds = %44, %26
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #8 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #9 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #10 = { convergent nounwind willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { convergent nounwind willreturn memory(read) }
attributes #13 = { convergent nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"uchar4*", !"uchar4*", !"int", !"int"}
!12 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int", !"int"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.peeled.count", i32 1}
!15 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!16 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!17 = !{!"float*", !"float*", !"int", !"int", !"int", !"float", !"float"}
!18 = !{!"const", !"", !"", !"", !"", !"", !""}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !9, i64 0}
!21 = !{!"float*", !"float*", !"int", !"float"}
!22 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!23 = !{!"none", !"none", !"none", !"none", !"none"}
!24 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!25 = !{!"const", !"", !"", !"", !""}
!26 = !{float 2.500000e+00}
