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
  %90 = tail call float @_Z4sqrtf(float noundef %89) #9, !fpmath !17
  %91 = tail call zeroext i8 @_Z17convert_uchar_satf(float noundef %90) #9
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
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z17convert_uchar_satf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
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
  %19 = getelementptr inbounds i8, ptr %5, i64 2
  %20 = getelementptr inbounds i8, ptr %5, i64 1
  %21 = getelementptr inbounds i8, ptr %5, i64 3
  %22 = getelementptr inbounds i8, ptr %5, i64 2
  %23 = getelementptr inbounds i8, ptr %5, i64 1
  %24 = getelementptr inbounds i8, ptr %5, i64 4
  %25 = getelementptr inbounds i8, ptr %5, i64 3
  %26 = getelementptr inbounds i8, ptr %5, i64 2
  %27 = getelementptr inbounds i8, ptr %5, i64 1
  %28 = getelementptr inbounds i8, ptr %5, i64 5
  %29 = getelementptr inbounds i8, ptr %5, i64 4
  %30 = getelementptr inbounds i8, ptr %5, i64 3
  %31 = getelementptr inbounds i8, ptr %5, i64 2
  %32 = getelementptr inbounds i8, ptr %5, i64 1
  %33 = getelementptr inbounds i8, ptr %5, i64 6
  %34 = getelementptr inbounds i8, ptr %5, i64 5
  %35 = getelementptr inbounds i8, ptr %5, i64 4
  %36 = getelementptr inbounds i8, ptr %5, i64 3
  %37 = getelementptr inbounds i8, ptr %5, i64 2
  %38 = getelementptr inbounds i8, ptr %5, i64 1
  %39 = getelementptr inbounds i8, ptr %5, i64 7
  %40 = getelementptr inbounds i8, ptr %5, i64 6
  %41 = getelementptr inbounds i8, ptr %5, i64 5
  %42 = getelementptr inbounds i8, ptr %5, i64 4
  %43 = getelementptr inbounds i8, ptr %5, i64 3
  %44 = getelementptr inbounds i8, ptr %5, i64 2
  %45 = getelementptr inbounds i8, ptr %5, i64 1
  br i1 %18, label %46, label %226

46:                                               ; preds = %4
  %47 = getelementptr inbounds i8, ptr %5, i64 1
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %5) #10
  %48 = add nsw i32 %9, -1
  %49 = mul nsw i32 %48, %2
  %50 = add nsw i32 %49, %7
  %51 = sext i32 %50 to i64
  %52 = getelementptr i8, ptr addrspace(1) %0, i64 %51
  %53 = getelementptr i8, ptr addrspace(1) %52, i64 -1
  %54 = load i8, ptr addrspace(1) %53, align 1, !tbaa !14
  store i8 %54, ptr %5, align 1, !tbaa !14
  %55 = sext i32 %50 to i64
  %56 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %55
  %57 = load i8, ptr addrspace(1) %56, align 1, !tbaa !14
  %58 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 %57, ptr %58, align 1, !tbaa !14
  %59 = sext i32 %50 to i64
  %60 = getelementptr i8, ptr addrspace(1) %0, i64 %59
  %61 = getelementptr i8, ptr addrspace(1) %60, i64 1
  %62 = load i8, ptr addrspace(1) %61, align 1, !tbaa !14
  %63 = getelementptr inbounds i8, ptr %5, i64 2
  store i8 %62, ptr %63, align 1, !tbaa !14
  %64 = mul nsw i32 %9, %2
  %65 = add nsw i32 %64, %7
  %66 = sext i32 %65 to i64
  %67 = getelementptr i8, ptr addrspace(1) %0, i64 %66
  %68 = getelementptr i8, ptr addrspace(1) %67, i64 -1
  %69 = load i8, ptr addrspace(1) %68, align 1, !tbaa !14
  %70 = getelementptr inbounds i8, ptr %5, i64 3
  store i8 %69, ptr %70, align 1, !tbaa !14
  %71 = sext i32 %65 to i64
  %72 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %71
  %73 = load i8, ptr addrspace(1) %72, align 1, !tbaa !14
  %74 = getelementptr inbounds i8, ptr %5, i64 4
  store i8 %73, ptr %74, align 1, !tbaa !14
  %75 = sext i32 %65 to i64
  %76 = getelementptr i8, ptr addrspace(1) %0, i64 %75
  %77 = getelementptr i8, ptr addrspace(1) %76, i64 1
  %78 = load i8, ptr addrspace(1) %77, align 1, !tbaa !14
  %79 = getelementptr inbounds i8, ptr %5, i64 5
  store i8 %78, ptr %79, align 1, !tbaa !14
  %80 = add nuw nsw i32 %9, 1
  %81 = mul nsw i32 %80, %2
  %82 = add nsw i32 %81, %7
  %83 = sext i32 %82 to i64
  %84 = getelementptr i8, ptr addrspace(1) %0, i64 %83
  %85 = getelementptr i8, ptr addrspace(1) %84, i64 -1
  %86 = load i8, ptr addrspace(1) %85, align 1, !tbaa !14
  %87 = getelementptr inbounds i8, ptr %5, i64 6
  store i8 %86, ptr %87, align 1, !tbaa !14
  %88 = sext i32 %82 to i64
  %89 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %88
  %90 = load i8, ptr addrspace(1) %89, align 1, !tbaa !14
  %91 = getelementptr inbounds i8, ptr %5, i64 7
  store i8 %90, ptr %91, align 1, !tbaa !14
  %92 = sext i32 %82 to i64
  %93 = getelementptr i8, ptr addrspace(1) %0, i64 %92
  %94 = getelementptr i8, ptr addrspace(1) %93, i64 1
  %95 = load i8, ptr addrspace(1) %94, align 1, !tbaa !14
  %96 = icmp ugt i8 %54, %57
  br i1 %96, label %97, label %98

97:                                               ; preds = %46
  store i8 %54, ptr %58, align 1, !tbaa !14
  br label %98

98:                                               ; preds = %97, %46
  %99 = phi ptr [ %5, %97 ], [ %47, %46 ]
  store i8 %57, ptr %99, align 1, !tbaa !14
  %100 = load i8, ptr %58, align 1, !tbaa !14
  %101 = icmp ugt i8 %100, %62
  br i1 %101, label %102, label %106

102:                                              ; preds = %98
  store i8 %100, ptr %63, align 1, !tbaa !14
  %103 = load i8, ptr %5, align 1, !tbaa !14
  %104 = icmp ugt i8 %103, %62
  br i1 %104, label %105, label %106

105:                                              ; preds = %102
  store i8 %103, ptr %58, align 1, !tbaa !14
  br label %106

106:                                              ; preds = %105, %102, %98
  %107 = phi ptr [ %19, %98 ], [ %20, %102 ], [ %5, %105 ]
  store i8 %62, ptr %107, align 1, !tbaa !14
  %108 = load i8, ptr %70, align 1, !tbaa !14
  %109 = load i8, ptr %63, align 1, !tbaa !14
  %110 = icmp ugt i8 %109, %108
  br i1 %110, label %111, label %118

111:                                              ; preds = %106
  store i8 %109, ptr %70, align 1, !tbaa !14
  %112 = load i8, ptr %58, align 1, !tbaa !14
  %113 = icmp ugt i8 %112, %108
  br i1 %113, label %114, label %118

114:                                              ; preds = %111
  store i8 %112, ptr %63, align 1, !tbaa !14
  %115 = load i8, ptr %5, align 1, !tbaa !14
  %116 = icmp ugt i8 %115, %108
  br i1 %116, label %117, label %118

117:                                              ; preds = %114
  store i8 %115, ptr %58, align 1, !tbaa !14
  br label %118

118:                                              ; preds = %117, %114, %111, %106
  %119 = phi ptr [ %21, %106 ], [ %22, %111 ], [ %23, %114 ], [ %5, %117 ]
  store i8 %108, ptr %119, align 1, !tbaa !14
  %120 = load i8, ptr %70, align 1, !tbaa !14
  %121 = icmp ugt i8 %120, %73
  br i1 %121, label %122, label %132

122:                                              ; preds = %118
  store i8 %120, ptr %74, align 1, !tbaa !14
  %123 = load i8, ptr %63, align 1, !tbaa !14
  %124 = icmp ugt i8 %123, %73
  br i1 %124, label %125, label %132

125:                                              ; preds = %122
  store i8 %123, ptr %70, align 1, !tbaa !14
  %126 = load i8, ptr %58, align 1, !tbaa !14
  %127 = icmp ugt i8 %126, %73
  br i1 %127, label %128, label %132

128:                                              ; preds = %125
  store i8 %126, ptr %63, align 1, !tbaa !14
  %129 = load i8, ptr %5, align 1, !tbaa !14
  %130 = icmp ugt i8 %129, %73
  br i1 %130, label %131, label %132

131:                                              ; preds = %128
  store i8 %129, ptr %58, align 1, !tbaa !14
  br label %132

132:                                              ; preds = %131, %128, %125, %122, %118
  %133 = phi ptr [ %24, %118 ], [ %25, %122 ], [ %26, %125 ], [ %27, %128 ], [ %5, %131 ]
  store i8 %73, ptr %133, align 1, !tbaa !14
  %134 = load i8, ptr %79, align 1, !tbaa !14
  %135 = load i8, ptr %74, align 1, !tbaa !14
  %136 = icmp ugt i8 %135, %134
  br i1 %136, label %137, label %150

137:                                              ; preds = %132
  store i8 %135, ptr %79, align 1, !tbaa !14
  %138 = load i8, ptr %70, align 1, !tbaa !14
  %139 = icmp ugt i8 %138, %134
  br i1 %139, label %140, label %150

140:                                              ; preds = %137
  store i8 %138, ptr %74, align 1, !tbaa !14
  %141 = load i8, ptr %63, align 1, !tbaa !14
  %142 = icmp ugt i8 %141, %134
  br i1 %142, label %143, label %150

143:                                              ; preds = %140
  store i8 %141, ptr %70, align 1, !tbaa !14
  %144 = load i8, ptr %58, align 1, !tbaa !14
  %145 = icmp ugt i8 %144, %134
  br i1 %145, label %146, label %150

146:                                              ; preds = %143
  store i8 %144, ptr %63, align 1, !tbaa !14
  %147 = load i8, ptr %5, align 1, !tbaa !14
  %148 = icmp ugt i8 %147, %134
  br i1 %148, label %149, label %150

149:                                              ; preds = %146
  store i8 %147, ptr %58, align 1, !tbaa !14
  br label %150

150:                                              ; preds = %149, %146, %143, %140, %137, %132
  %151 = phi ptr [ %28, %132 ], [ %29, %137 ], [ %30, %140 ], [ %31, %143 ], [ %32, %146 ], [ %5, %149 ]
  store i8 %134, ptr %151, align 1, !tbaa !14
  %152 = load i8, ptr %87, align 1, !tbaa !14
  %153 = load i8, ptr %79, align 1, !tbaa !14
  %154 = icmp ugt i8 %153, %152
  br i1 %154, label %155, label %171

155:                                              ; preds = %150
  store i8 %153, ptr %87, align 1, !tbaa !14
  %156 = load i8, ptr %74, align 1, !tbaa !14
  %157 = icmp ugt i8 %156, %152
  br i1 %157, label %158, label %171

158:                                              ; preds = %155
  store i8 %156, ptr %79, align 1, !tbaa !14
  %159 = load i8, ptr %70, align 1, !tbaa !14
  %160 = icmp ugt i8 %159, %152
  br i1 %160, label %161, label %171

161:                                              ; preds = %158
  store i8 %159, ptr %74, align 1, !tbaa !14
  %162 = load i8, ptr %63, align 1, !tbaa !14
  %163 = icmp ugt i8 %162, %152
  br i1 %163, label %164, label %171

164:                                              ; preds = %161
  store i8 %162, ptr %70, align 1, !tbaa !14
  %165 = load i8, ptr %58, align 1, !tbaa !14
  %166 = icmp ugt i8 %165, %152
  br i1 %166, label %167, label %171

167:                                              ; preds = %164
  store i8 %165, ptr %63, align 1, !tbaa !14
  %168 = load i8, ptr %5, align 1, !tbaa !14
  %169 = icmp ugt i8 %168, %152
  br i1 %169, label %170, label %171

170:                                              ; preds = %167
  store i8 %168, ptr %58, align 1, !tbaa !14
  br label %171

171:                                              ; preds = %170, %167, %164, %161, %158, %155, %150
  %172 = phi ptr [ %33, %150 ], [ %34, %155 ], [ %35, %158 ], [ %36, %161 ], [ %37, %164 ], [ %38, %167 ], [ %5, %170 ]
  store i8 %152, ptr %172, align 1, !tbaa !14
  %173 = load i8, ptr %91, align 1, !tbaa !14
  %174 = load i8, ptr %87, align 1, !tbaa !14
  %175 = icmp ugt i8 %174, %173
  br i1 %175, label %176, label %195

176:                                              ; preds = %171
  store i8 %174, ptr %91, align 1, !tbaa !14
  %177 = load i8, ptr %79, align 1, !tbaa !14
  %178 = icmp ugt i8 %177, %173
  br i1 %178, label %179, label %195

179:                                              ; preds = %176
  store i8 %177, ptr %87, align 1, !tbaa !14
  %180 = load i8, ptr %74, align 1, !tbaa !14
  %181 = icmp ugt i8 %180, %173
  br i1 %181, label %182, label %195

182:                                              ; preds = %179
  store i8 %180, ptr %79, align 1, !tbaa !14
  %183 = load i8, ptr %70, align 1, !tbaa !14
  %184 = icmp ugt i8 %183, %173
  br i1 %184, label %185, label %195

185:                                              ; preds = %182
  store i8 %183, ptr %74, align 1, !tbaa !14
  %186 = load i8, ptr %63, align 1, !tbaa !14
  %187 = icmp ugt i8 %186, %173
  br i1 %187, label %188, label %195

188:                                              ; preds = %185
  store i8 %186, ptr %70, align 1, !tbaa !14
  %189 = load i8, ptr %58, align 1, !tbaa !14
  %190 = icmp ugt i8 %189, %173
  br i1 %190, label %191, label %195

191:                                              ; preds = %188
  store i8 %189, ptr %63, align 1, !tbaa !14
  %192 = load i8, ptr %5, align 1, !tbaa !14
  %193 = icmp ugt i8 %192, %173
  br i1 %193, label %194, label %195

194:                                              ; preds = %191
  store i8 %192, ptr %58, align 1, !tbaa !14
  br label %195

195:                                              ; preds = %194, %191, %188, %185, %182, %179, %176, %171
  %196 = phi ptr [ %39, %171 ], [ %40, %176 ], [ %41, %179 ], [ %42, %182 ], [ %43, %185 ], [ %44, %188 ], [ %45, %191 ], [ %5, %194 ]
  store i8 %173, ptr %196, align 1, !tbaa !14
  %197 = load i8, ptr %91, align 1, !tbaa !14
  %198 = icmp ugt i8 %197, %95
  br i1 %198, label %199, label %221

199:                                              ; preds = %195
  %200 = load i8, ptr %87, align 1, !tbaa !14
  %201 = icmp ugt i8 %200, %95
  br i1 %201, label %202, label %221

202:                                              ; preds = %199
  %203 = load i8, ptr %79, align 1, !tbaa !14
  %204 = icmp ugt i8 %203, %95
  br i1 %204, label %205, label %221

205:                                              ; preds = %202
  %206 = load i8, ptr %74, align 1, !tbaa !14
  %207 = icmp ugt i8 %206, %95
  br i1 %207, label %208, label %221

208:                                              ; preds = %205
  %209 = load i8, ptr %70, align 1, !tbaa !14
  %210 = icmp ugt i8 %209, %95
  br i1 %210, label %211, label %221

211:                                              ; preds = %208
  store i8 %209, ptr %74, align 1, !tbaa !14
  %212 = load i8, ptr %63, align 1, !tbaa !14
  %213 = icmp ugt i8 %212, %95
  br i1 %213, label %214, label %221

214:                                              ; preds = %211
  %215 = load i8, ptr %58, align 1, !tbaa !14
  %216 = icmp ugt i8 %215, %95
  br i1 %216, label %217, label %221

217:                                              ; preds = %214
  %218 = load i8, ptr %5, align 1, !tbaa !14
  %219 = icmp ule i8 %218, %95
  %220 = zext i1 %219 to i64
  br label %221

221:                                              ; preds = %217, %214, %211, %208, %205, %202, %199, %195
  %222 = phi i64 [ 8, %195 ], [ 7, %199 ], [ 6, %202 ], [ 5, %205 ], [ 4, %208 ], [ 3, %211 ], [ 2, %214 ], [ %220, %217 ]
  %223 = getelementptr inbounds [9 x i8], ptr %5, i64 0, i64 %222
  store i8 %95, ptr %223, align 1, !tbaa !14
  %224 = load i8, ptr %74, align 1, !tbaa !14
  %225 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %71
  store i8 %224, ptr addrspace(1) %225, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %5) #10
  br label %226

226:                                              ; preds = %4, %221
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
  br i1 %17, label %18, label %222

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
  %84 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %55, i8 noundef zeroext %59) #9
  %85 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %55, i8 noundef zeroext %59) #9
  %86 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %67, i8 noundef zeroext %71) #9
  %87 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %67, i8 noundef zeroext %71) #9
  %88 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %79, i8 noundef zeroext %83) #9
  %89 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %79, i8 noundef zeroext %83) #9
  %90 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %51, i8 noundef zeroext %84) #9
  %91 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %51, i8 noundef zeroext %84) #9
  %92 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %63, i8 noundef zeroext %86) #9
  %93 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %63, i8 noundef zeroext %86) #9
  %94 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %75, i8 noundef zeroext %88) #9
  %95 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %75, i8 noundef zeroext %88) #9
  %96 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %91, i8 noundef zeroext %85) #9
  %97 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %91, i8 noundef zeroext %85) #9
  %98 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %93, i8 noundef zeroext %87) #9
  %99 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %93, i8 noundef zeroext %87) #9
  %100 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %95, i8 noundef zeroext %89) #9
  %101 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %95, i8 noundef zeroext %89) #9
  %102 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %90, i8 noundef zeroext %92) #9
  %103 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %99, i8 noundef zeroext %101) #9
  %104 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %98, i8 noundef zeroext %100) #9
  %105 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %98, i8 noundef zeroext %100) #9
  %106 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %102, i8 noundef zeroext %94) #9
  %107 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %96, i8 noundef zeroext %104) #9
  %108 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %97, i8 noundef zeroext %103) #9
  %109 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %107, i8 noundef zeroext %105) #9
  %110 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %109, i8 noundef zeroext %108) #9
  %111 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %109, i8 noundef zeroext %108) #9
  %112 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %106, i8 noundef zeroext %110) #9
  %113 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %112, i8 noundef zeroext %111) #9
  %114 = insertelement <4 x i8> <i8 poison, i8 poison, i8 0, i8 0>, i8 %113, i64 0
  %115 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %53, i8 noundef zeroext %57) #9
  %116 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %53, i8 noundef zeroext %57) #9
  %117 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %65, i8 noundef zeroext %69) #9
  %118 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %65, i8 noundef zeroext %69) #9
  %119 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %77, i8 noundef zeroext %81) #9
  %120 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %77, i8 noundef zeroext %81) #9
  %121 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %49, i8 noundef zeroext %115) #9
  %122 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %49, i8 noundef zeroext %115) #9
  %123 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %61, i8 noundef zeroext %117) #9
  %124 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %61, i8 noundef zeroext %117) #9
  %125 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %73, i8 noundef zeroext %119) #9
  %126 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %73, i8 noundef zeroext %119) #9
  %127 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %122, i8 noundef zeroext %116) #9
  %128 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %122, i8 noundef zeroext %116) #9
  %129 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %124, i8 noundef zeroext %118) #9
  %130 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %124, i8 noundef zeroext %118) #9
  %131 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %126, i8 noundef zeroext %120) #9
  %132 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %126, i8 noundef zeroext %120) #9
  %133 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %121, i8 noundef zeroext %123) #9
  %134 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %130, i8 noundef zeroext %132) #9
  %135 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %129, i8 noundef zeroext %131) #9
  %136 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %129, i8 noundef zeroext %131) #9
  %137 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %133, i8 noundef zeroext %125) #9
  %138 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %127, i8 noundef zeroext %135) #9
  %139 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %128, i8 noundef zeroext %134) #9
  %140 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %138, i8 noundef zeroext %136) #9
  %141 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %140, i8 noundef zeroext %139) #9
  %142 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %140, i8 noundef zeroext %139) #9
  %143 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %137, i8 noundef zeroext %141) #9
  %144 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %143, i8 noundef zeroext %142) #9
  %145 = insertelement <4 x i8> %114, i8 %144, i64 1
  br label %148

146:                                              ; preds = %185
  %147 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %31
  store <4 x i8> %219, ptr addrspace(1) %147, align 4, !tbaa !14
  br label %222

148:                                              ; preds = %18, %185
  %149 = phi <4 x i8> [ %145, %18 ], [ %219, %185 ]
  %150 = phi i32 [ 2, %18 ], [ %220, %185 ]
  switch i32 %150, label %152 [
    i32 1, label %153
    i32 2, label %151
  ]

151:                                              ; preds = %148
  br label %153

152:                                              ; preds = %148
  br label %153

153:                                              ; preds = %151, %152, %148
  %154 = phi i8 [ %48, %151 ], [ %50, %152 ], [ %49, %148 ]
  switch i32 %150, label %156 [
    i32 1, label %157
    i32 2, label %155
  ]

155:                                              ; preds = %153
  br label %157

156:                                              ; preds = %153
  br label %157

157:                                              ; preds = %155, %156, %153
  %158 = phi i8 [ %52, %155 ], [ %54, %156 ], [ %53, %153 ]
  switch i32 %150, label %160 [
    i32 1, label %161
    i32 2, label %159
  ]

159:                                              ; preds = %157
  br label %161

160:                                              ; preds = %157
  br label %161

161:                                              ; preds = %159, %160, %157
  %162 = phi i8 [ %56, %159 ], [ %58, %160 ], [ %57, %157 ]
  switch i32 %150, label %164 [
    i32 1, label %165
    i32 2, label %163
  ]

163:                                              ; preds = %161
  br label %165

164:                                              ; preds = %161
  br label %165

165:                                              ; preds = %163, %164, %161
  %166 = phi i8 [ %60, %163 ], [ %62, %164 ], [ %61, %161 ]
  switch i32 %150, label %168 [
    i32 1, label %169
    i32 2, label %167
  ]

167:                                              ; preds = %165
  br label %169

168:                                              ; preds = %165
  br label %169

169:                                              ; preds = %167, %168, %165
  %170 = phi i8 [ %64, %167 ], [ %66, %168 ], [ %65, %165 ]
  switch i32 %150, label %172 [
    i32 1, label %173
    i32 2, label %171
  ]

171:                                              ; preds = %169
  br label %173

172:                                              ; preds = %169
  br label %173

173:                                              ; preds = %171, %172, %169
  %174 = phi i8 [ %68, %171 ], [ %70, %172 ], [ %69, %169 ]
  switch i32 %150, label %176 [
    i32 1, label %177
    i32 2, label %175
  ]

175:                                              ; preds = %173
  br label %177

176:                                              ; preds = %173
  br label %177

177:                                              ; preds = %175, %176, %173
  %178 = phi i8 [ %72, %175 ], [ %74, %176 ], [ %73, %173 ]
  switch i32 %150, label %180 [
    i32 1, label %181
    i32 2, label %179
  ]

179:                                              ; preds = %177
  br label %181

180:                                              ; preds = %177
  br label %181

181:                                              ; preds = %179, %180, %177
  %182 = phi i8 [ %76, %179 ], [ %78, %180 ], [ %77, %177 ]
  switch i32 %150, label %184 [
    i32 1, label %185
    i32 2, label %183
  ]

183:                                              ; preds = %181
  br label %185

184:                                              ; preds = %181
  br label %185

185:                                              ; preds = %181, %184, %183
  %186 = phi i8 [ %80, %183 ], [ %82, %184 ], [ %81, %181 ]
  %187 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %158, i8 noundef zeroext %162) #9
  %188 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %158, i8 noundef zeroext %162) #9
  %189 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %170, i8 noundef zeroext %174) #9
  %190 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %170, i8 noundef zeroext %174) #9
  %191 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %182, i8 noundef zeroext %186) #9
  %192 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %182, i8 noundef zeroext %186) #9
  %193 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %154, i8 noundef zeroext %187) #9
  %194 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %154, i8 noundef zeroext %187) #9
  %195 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %166, i8 noundef zeroext %189) #9
  %196 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %166, i8 noundef zeroext %189) #9
  %197 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %178, i8 noundef zeroext %191) #9
  %198 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %178, i8 noundef zeroext %191) #9
  %199 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %194, i8 noundef zeroext %188) #9
  %200 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %194, i8 noundef zeroext %188) #9
  %201 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %196, i8 noundef zeroext %190) #9
  %202 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %196, i8 noundef zeroext %190) #9
  %203 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %198, i8 noundef zeroext %192) #9
  %204 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %198, i8 noundef zeroext %192) #9
  %205 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %193, i8 noundef zeroext %195) #9
  %206 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %202, i8 noundef zeroext %204) #9
  %207 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %201, i8 noundef zeroext %203) #9
  %208 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %201, i8 noundef zeroext %203) #9
  %209 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %205, i8 noundef zeroext %197) #9
  %210 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %199, i8 noundef zeroext %207) #9
  %211 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %200, i8 noundef zeroext %206) #9
  %212 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %210, i8 noundef zeroext %208) #9
  %213 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %212, i8 noundef zeroext %211) #9
  %214 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %212, i8 noundef zeroext %211) #9
  %215 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %209, i8 noundef zeroext %213) #9
  %216 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %215, i8 noundef zeroext %214) #9
  %217 = icmp eq i32 %150, 2
  %218 = select i1 %217, i64 2, i64 3
  %219 = insertelement <4 x i8> %149, i8 %216, i64 %218
  %220 = add nuw nsw i32 %150, 1
  %221 = icmp eq i32 %220, 4
  br i1 %221, label %146, label %148, !llvm.loop !20

222:                                              ; preds = %4, %146
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z3minhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local zeroext i8 @_Z3maxhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #3

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @im_bilateral(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #4 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
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
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !26
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
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !26
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
  br i1 %50, label %30, label %37

51:                                               ; preds = %37, %51
  %52 = phi float [ %38, %37 ], [ %71, %51 ]
  %53 = phi float [ %39, %37 ], [ %72, %51 ]
  %54 = phi i32 [ %21, %37 ], [ %73, %51 ]
  %55 = add nsw i32 %54, %9
  %56 = tail call i32 @_Z5clampiii(i32 noundef %55, i32 noundef 0, i32 noundef %25) #9
  %57 = add nsw i32 %56, %46
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !26
  %61 = mul nsw i32 %54, %54
  %62 = add nuw nsw i32 %61, %47
  %63 = uitofp nneg i32 %62 to float
  %64 = fsub float %60, %20
  %65 = fmul float %64, %64
  %66 = fdiv float %65, %29, !fpmath !28
  %67 = fneg float %63
  %68 = fdiv float %67, %27
  %69 = fsub float %68, %66
  %70 = tail call float @_Z3expf(float noundef %69) #9
  %71 = tail call float @llvm.fmuladd.f32(float %70, float %60, float %52)
  %72 = fadd float %53, %70
  %73 = add i32 %54, 1
  %74 = icmp eq i32 %54, %4
  br i1 %74, label %48, label %51

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
define dso_local spir_kernel void @im_rgba_gray(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, float noundef %3) local_unnamed_addr #6 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !13 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = shl nsw i32 %6, 2
  %8 = or disjoint i32 %7, 3
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %49

10:                                               ; preds = %4
  %11 = addrspacecast ptr addrspace(1) %0 to ptr
  %12 = sext i32 %7 to i64
  %13 = tail call <4 x float> @_Z6vload4mPKf(i64 noundef %12, ptr noundef %11) #11
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %15 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %14, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #9
  %16 = tail call float @_Z3powff(float noundef %15, float noundef %3) #9
  %17 = tail call i32 @_Z6islessff(float noundef %15, float noundef 0.000000e+00) #9
  %18 = tail call float @_Z6selectffi(float noundef %16, float noundef 0.000000e+00, i32 noundef %17) #9
  %19 = insertelement <4 x float> poison, float %18, i64 0
  %20 = or disjoint i32 %7, 1
  %21 = sext i32 %20 to i64
  %22 = tail call <4 x float> @_Z6vload4mPKf(i64 noundef %21, ptr noundef %11) #11
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %24 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %23, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #9
  %25 = tail call float @_Z3powff(float noundef %24, float noundef %3) #9
  %26 = tail call i32 @_Z6islessff(float noundef %24, float noundef 0.000000e+00) #9
  %27 = tail call float @_Z6selectffi(float noundef %25, float noundef 0.000000e+00, i32 noundef %26) #9
  %28 = insertelement <4 x float> %19, float %27, i64 1
  %29 = or disjoint i32 %7, 2
  %30 = sext i32 %29 to i64
  %31 = tail call <4 x float> @_Z6vload4mPKf(i64 noundef %30, ptr noundef %11) #11
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %33 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %32, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #9
  %34 = tail call float @_Z3powff(float noundef %33, float noundef %3) #9
  %35 = tail call i32 @_Z6islessff(float noundef %33, float noundef 0.000000e+00) #9
  %36 = tail call float @_Z6selectffi(float noundef %34, float noundef 0.000000e+00, i32 noundef %35) #9
  %37 = insertelement <4 x float> %28, float %36, i64 2
  %38 = sext i32 %8 to i64
  %39 = tail call <4 x float> @_Z6vload4mPKf(i64 noundef %38, ptr noundef %11) #11
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %41 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %40, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #9
  %42 = tail call float @_Z3powff(float noundef %41, float noundef %3) #9
  %43 = tail call i32 @_Z6islessff(float noundef %41, float noundef 0.000000e+00) #9
  %44 = tail call float @_Z6selectffi(float noundef %42, float noundef 0.000000e+00, i32 noundef %43) #9
  %45 = insertelement <4 x float> %37, float %44, i64 3
  %46 = shl i64 %5, 32
  %47 = ashr exact i64 %46, 32
  %48 = addrspacecast ptr addrspace(1) %1 to ptr
  tail call void @_Z7vstore4Dv4_fmPf(<4 x float> noundef %45, i64 noundef %47, ptr noundef %48) #12
  br label %49

49:                                               ; preds = %4, %10
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
define dso_local spir_kernel void @im_box_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #6 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
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
  br i1 %25, label %26, label %123

26:                                               ; preds = %24
  %27 = icmp slt i32 %4, 0
  br i1 %27, label %60, label %28

28:                                               ; preds = %26
  %29 = and i32 %18, 6
  %30 = icmp ult i32 %18, 7
  br i1 %30, label %45, label %31

31:                                               ; preds = %28
  %32 = and i32 %18, 2147483640
  br label %69

33:                                               ; preds = %21, %33
  %34 = phi i32 [ %11, %21 ], [ %43, %33 ]
  %35 = add nsw i32 %17, %34
  %36 = tail call i32 @_Z5clampiii(i32 noundef %35, i32 noundef 0, i32 noundef %23) #9
  %37 = add nsw i32 %36, %22
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !26
  %41 = sext i32 %34 to i64
  %42 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %41
  store float %40, ptr addrspace(3) %42, align 4, !tbaa !26
  %43 = add nsw i32 %34, %13
  %44 = icmp slt i32 %34, %18
  br i1 %44, label %33, label %24

45:                                               ; preds = %28, %69
  %46 = phi i32 [ 0, %28 ], [ %120, %69 ]
  %47 = phi float [ 0.000000e+00, %28 ], [ %119, %69 ]
  br label %48

48:                                               ; preds = %48, %45
  %49 = phi i32 [ %57, %48 ], [ %46, %45 ]
  %50 = phi float [ %56, %48 ], [ %47, %45 ]
  %51 = phi i32 [ %58, %48 ], [ 0, %45 ]
  %52 = add nsw i32 %49, %11
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %53
  %55 = load float, ptr addrspace(3) %54, align 4, !tbaa !26
  %56 = fadd float %50, %55
  %57 = add nuw nsw i32 %49, 1
  %58 = add i32 %51, 1
  %59 = icmp eq i32 %51, %29
  br i1 %59, label %60, label %48, !llvm.loop !34

60:                                               ; preds = %48, %26
  %61 = phi float [ 0.000000e+00, %26 ], [ %56, %48 ]
  %62 = or disjoint i32 %18, 1
  %63 = sitofp i32 %62 to float
  %64 = fdiv float %61, %63, !fpmath !28
  %65 = mul nsw i32 %9, %3
  %66 = add nsw i32 %65, %7
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %67
  store float %64, ptr addrspace(1) %68, align 4, !tbaa !26
  br label %123

69:                                               ; preds = %69, %31
  %70 = phi i32 [ 0, %31 ], [ %120, %69 ]
  %71 = phi float [ 0.000000e+00, %31 ], [ %119, %69 ]
  %72 = phi i32 [ 0, %31 ], [ %121, %69 ]
  %73 = add nsw i32 %70, %11
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %74
  %76 = load float, ptr addrspace(3) %75, align 4, !tbaa !26
  %77 = fadd float %71, %76
  %78 = or disjoint i32 %70, 1
  %79 = add nsw i32 %78, %11
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %80
  %82 = load float, ptr addrspace(3) %81, align 4, !tbaa !26
  %83 = fadd float %77, %82
  %84 = or disjoint i32 %70, 2
  %85 = add nsw i32 %84, %11
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %86
  %88 = load float, ptr addrspace(3) %87, align 4, !tbaa !26
  %89 = fadd float %83, %88
  %90 = or disjoint i32 %70, 3
  %91 = add nsw i32 %90, %11
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %92
  %94 = load float, ptr addrspace(3) %93, align 4, !tbaa !26
  %95 = fadd float %89, %94
  %96 = or disjoint i32 %70, 4
  %97 = add nsw i32 %96, %11
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %98
  %100 = load float, ptr addrspace(3) %99, align 4, !tbaa !26
  %101 = fadd float %95, %100
  %102 = or disjoint i32 %70, 5
  %103 = add nsw i32 %102, %11
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %104
  %106 = load float, ptr addrspace(3) %105, align 4, !tbaa !26
  %107 = fadd float %101, %106
  %108 = or disjoint i32 %70, 6
  %109 = add nsw i32 %108, %11
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %110
  %112 = load float, ptr addrspace(3) %111, align 4, !tbaa !26
  %113 = fadd float %107, %112
  %114 = or disjoint i32 %70, 7
  %115 = add nsw i32 %114, %11
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %116
  %118 = load float, ptr addrspace(3) %117, align 4, !tbaa !26
  %119 = fadd float %113, %118
  %120 = add nuw nsw i32 %70, 8
  %121 = add i32 %72, 8
  %122 = icmp eq i32 %121, %32
  br i1 %122, label %45, label %69

123:                                              ; preds = %60, %24
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
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #8 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
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
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.peeled.count", i32 2}
!22 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!23 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!24 = !{!"float*", !"float*", !"int", !"int", !"int", !"float", !"float"}
!25 = !{!"const", !"", !"", !"", !"", !"", !""}
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !15, i64 0}
!28 = !{float 2.500000e+00}
!29 = !{!"float*", !"float*", !"int", !"float"}
!30 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!31 = !{!"none", !"none", !"none", !"none", !"none"}
!32 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!33 = !{!"const", !"", !"", !"", !""}
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.unroll.disable"}
