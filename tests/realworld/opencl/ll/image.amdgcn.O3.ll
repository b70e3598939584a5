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

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @im_sobel(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
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
  %32 = load i8, ptr addrspace(1) %31, align 1, !tbaa !9, !amdgpu.noclobber !12
  %33 = zext i8 %32 to i32
  %34 = sext i32 %28 to i64
  %35 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %34
  %36 = load i8, ptr addrspace(1) %35, align 1, !tbaa !9, !amdgpu.noclobber !12
  %37 = zext i8 %36 to i32
  %38 = mul nsw i32 %37, -2
  %39 = sext i32 %28 to i64
  %40 = getelementptr i8, ptr addrspace(1) %0, i64 %39
  %41 = getelementptr i8, ptr addrspace(1) %40, i64 1
  %42 = load i8, ptr addrspace(1) %41, align 1, !tbaa !9, !amdgpu.noclobber !12
  %43 = zext i8 %42 to i32
  %44 = add nuw nsw i32 %33, %43
  %45 = sub nsw i32 %38, %44
  %46 = mul nsw i32 %8, %2
  %47 = add nsw i32 %46, %6
  %48 = sext i32 %47 to i64
  %49 = getelementptr i8, ptr addrspace(1) %0, i64 %48
  %50 = getelementptr i8, ptr addrspace(1) %49, i64 -1
  %51 = load i8, ptr addrspace(1) %50, align 1, !tbaa !9, !amdgpu.noclobber !12
  %52 = zext i8 %51 to i32
  %53 = shl nuw nsw i32 %52, 1
  %54 = add nuw nsw i32 %53, %33
  %55 = sext i32 %47 to i64
  %56 = getelementptr i8, ptr addrspace(1) %0, i64 %55
  %57 = getelementptr i8, ptr addrspace(1) %56, i64 1
  %58 = load i8, ptr addrspace(1) %57, align 1, !tbaa !9, !amdgpu.noclobber !12
  %59 = zext i8 %58 to i32
  %60 = shl nuw nsw i32 %59, 1
  %61 = add nsw i32 %8, 1
  %62 = mul nsw i32 %61, %2
  %63 = add nsw i32 %62, %6
  %64 = sext i32 %63 to i64
  %65 = getelementptr i8, ptr addrspace(1) %0, i64 %64
  %66 = getelementptr i8, ptr addrspace(1) %65, i64 -1
  %67 = load i8, ptr addrspace(1) %66, align 1, !tbaa !9, !amdgpu.noclobber !12
  %68 = zext i8 %67 to i32
  %69 = add nuw nsw i32 %60, %43
  %70 = add nuw nsw i32 %54, %68
  %71 = sub nsw i32 %69, %70
  %72 = add nsw i32 %45, %68
  %73 = sext i32 %63 to i64
  %74 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %73
  %75 = load i8, ptr addrspace(1) %74, align 1, !tbaa !9, !amdgpu.noclobber !12
  %76 = zext i8 %75 to i32
  %77 = shl nuw nsw i32 %76, 1
  %78 = add nsw i32 %77, %72
  %79 = sext i32 %63 to i64
  %80 = getelementptr i8, ptr addrspace(1) %0, i64 %79
  %81 = getelementptr i8, ptr addrspace(1) %80, i64 1
  %82 = load i8, ptr addrspace(1) %81, align 1, !tbaa !9, !amdgpu.noclobber !12
  %83 = zext i8 %82 to i32
  %84 = add nsw i32 %71, %83
  %85 = add nsw i32 %78, %83
  %86 = mul nsw i32 %84, %84
  %87 = mul nsw i32 %85, %85
  %88 = add nuw nsw i32 %86, %87
  %89 = uitofp nneg i32 %88 to float
  %90 = tail call float @llvm.sqrt.f32(float noundef %89) #9, !fpmath !13
  %91 = tail call zeroext i8 @_Z17convert_uchar_satf(float noundef %90) #9
  br label %92

92:                                               ; preds = %22, %25
  %93 = phi i32 [ %47, %25 ], [ %24, %22 ]
  %94 = phi i8 [ %91, %25 ], [ 0, %22 ]
  %95 = sext i32 %93 to i64
  %96 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %95
  store i8 %94, ptr addrspace(1) %96, align 1, !tbaa !9
  br label %97

97:                                               ; preds = %92, %4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden zeroext i8 @_Z17convert_uchar_satf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @im_median3x3(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
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
  br i1 %17, label %18, label %258

18:                                               ; preds = %4
  %19 = add nsw i32 %8, -1
  %20 = mul nsw i32 %19, %2
  %21 = add nsw i32 %20, %6
  %22 = sext i32 %21 to i64
  %23 = getelementptr i8, ptr addrspace(1) %0, i64 %22
  %24 = getelementptr i8, ptr addrspace(1) %23, i64 -1
  %25 = load i8, ptr addrspace(1) %24, align 1, !tbaa !9, !amdgpu.noclobber !12
  %26 = insertelement <9 x i8> poison, i8 %25, i64 0
  %27 = sext i32 %21 to i64
  %28 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %27
  %29 = load i8, ptr addrspace(1) %28, align 1, !tbaa !9, !amdgpu.noclobber !12
  %30 = insertelement <9 x i8> %26, i8 %29, i64 1
  %31 = sext i32 %21 to i64
  %32 = getelementptr i8, ptr addrspace(1) %0, i64 %31
  %33 = getelementptr i8, ptr addrspace(1) %32, i64 1
  %34 = load i8, ptr addrspace(1) %33, align 1, !tbaa !9, !amdgpu.noclobber !12
  %35 = insertelement <9 x i8> %30, i8 %34, i64 2
  %36 = mul nsw i32 %8, %2
  %37 = add nsw i32 %36, %6
  %38 = sext i32 %37 to i64
  %39 = getelementptr i8, ptr addrspace(1) %0, i64 %38
  %40 = getelementptr i8, ptr addrspace(1) %39, i64 -1
  %41 = load i8, ptr addrspace(1) %40, align 1, !tbaa !9, !amdgpu.noclobber !12
  %42 = insertelement <9 x i8> %35, i8 %41, i64 3
  %43 = sext i32 %37 to i64
  %44 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %43
  %45 = load i8, ptr addrspace(1) %44, align 1, !tbaa !9, !amdgpu.noclobber !12
  %46 = insertelement <9 x i8> %42, i8 %45, i64 4
  %47 = sext i32 %37 to i64
  %48 = getelementptr i8, ptr addrspace(1) %0, i64 %47
  %49 = getelementptr i8, ptr addrspace(1) %48, i64 1
  %50 = load i8, ptr addrspace(1) %49, align 1, !tbaa !9, !amdgpu.noclobber !12
  %51 = insertelement <9 x i8> %46, i8 %50, i64 5
  %52 = add nuw nsw i32 %8, 1
  %53 = mul nsw i32 %52, %2
  %54 = add nsw i32 %53, %6
  %55 = sext i32 %54 to i64
  %56 = getelementptr i8, ptr addrspace(1) %0, i64 %55
  %57 = getelementptr i8, ptr addrspace(1) %56, i64 -1
  %58 = load i8, ptr addrspace(1) %57, align 1, !tbaa !9, !amdgpu.noclobber !12
  %59 = insertelement <9 x i8> %51, i8 %58, i64 6
  %60 = sext i32 %54 to i64
  %61 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %60
  %62 = load i8, ptr addrspace(1) %61, align 1, !tbaa !9, !amdgpu.noclobber !12
  %63 = insertelement <9 x i8> %59, i8 %62, i64 7
  %64 = sext i32 %54 to i64
  %65 = getelementptr i8, ptr addrspace(1) %0, i64 %64
  %66 = getelementptr i8, ptr addrspace(1) %65, i64 1
  %67 = load i8, ptr addrspace(1) %66, align 1, !tbaa !9, !amdgpu.noclobber !12
  %68 = insertelement <9 x i8> %63, i8 %67, i64 8
  %69 = icmp ule i8 %25, %29
  %70 = insertelement <9 x i8> %68, i8 %25, i64 1
  %71 = select i1 %69, <9 x i8> %68, <9 x i8> %70
  %72 = zext i1 %69 to i32
  %73 = insertelement <9 x i8> %71, i8 %29, i32 %72
  %74 = extractelement <9 x i8> %73, i64 2
  %75 = extractelement <9 x i8> %73, i64 1
  %76 = icmp ugt i8 %75, %74
  br i1 %76, label %77, label %84

77:                                               ; preds = %18
  %78 = shufflevector <9 x i8> %73, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 1, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %79 = extractelement <9 x i8> %73, i64 0
  %80 = icmp ule i8 %79, %74
  %81 = shufflevector <9 x i8> %78, <9 x i8> %73, <9 x i32> <i32 0, i32 9, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %82 = select i1 %80, <9 x i8> %78, <9 x i8> %81
  %83 = zext i1 %80 to i32
  br label %84

84:                                               ; preds = %77, %18
  %85 = phi <9 x i8> [ %73, %18 ], [ %82, %77 ]
  %86 = phi i32 [ 2, %18 ], [ %83, %77 ]
  %87 = insertelement <9 x i8> %85, i8 %74, i32 %86
  %88 = extractelement <9 x i8> %87, i64 3
  %89 = extractelement <9 x i8> %87, i64 2
  %90 = icmp ugt i8 %89, %88
  br i1 %90, label %91, label %102

91:                                               ; preds = %84
  %92 = shufflevector <9 x i8> %87, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 2, i32 4, i32 5, i32 6, i32 7, i32 8>
  %93 = extractelement <9 x i8> %87, i64 1
  %94 = icmp ugt i8 %93, %88
  br i1 %94, label %95, label %102

95:                                               ; preds = %91
  %96 = shufflevector <9 x i8> %92, <9 x i8> %87, <9 x i32> <i32 0, i32 1, i32 10, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %97 = extractelement <9 x i8> %87, i64 0
  %98 = icmp ule i8 %97, %88
  %99 = shufflevector <9 x i8> %96, <9 x i8> %87, <9 x i32> <i32 0, i32 9, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %100 = select i1 %98, <9 x i8> %96, <9 x i8> %99
  %101 = zext i1 %98 to i32
  br label %102

102:                                              ; preds = %95, %91, %84
  %103 = phi <9 x i8> [ %87, %84 ], [ %92, %91 ], [ %100, %95 ]
  %104 = phi i32 [ 3, %84 ], [ 2, %91 ], [ %101, %95 ]
  %105 = insertelement <9 x i8> %103, i8 %88, i32 %104
  %106 = extractelement <9 x i8> %105, i64 4
  %107 = extractelement <9 x i8> %105, i64 3
  %108 = icmp ugt i8 %107, %106
  br i1 %108, label %109, label %124

109:                                              ; preds = %102
  %110 = shufflevector <9 x i8> %105, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 3, i32 5, i32 6, i32 7, i32 8>
  %111 = extractelement <9 x i8> %105, i64 2
  %112 = icmp ugt i8 %111, %106
  br i1 %112, label %113, label %124

113:                                              ; preds = %109
  %114 = shufflevector <9 x i8> %110, <9 x i8> %105, <9 x i32> <i32 0, i32 1, i32 2, i32 11, i32 4, i32 5, i32 6, i32 7, i32 8>
  %115 = extractelement <9 x i8> %105, i64 1
  %116 = icmp ugt i8 %115, %106
  br i1 %116, label %117, label %124

117:                                              ; preds = %113
  %118 = shufflevector <9 x i8> %114, <9 x i8> %105, <9 x i32> <i32 0, i32 1, i32 10, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %119 = extractelement <9 x i8> %105, i64 0
  %120 = icmp ule i8 %119, %106
  %121 = shufflevector <9 x i8> %118, <9 x i8> %105, <9 x i32> <i32 0, i32 9, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %122 = select i1 %120, <9 x i8> %118, <9 x i8> %121
  %123 = zext i1 %120 to i32
  br label %124

124:                                              ; preds = %117, %113, %109, %102
  %125 = phi <9 x i8> [ %105, %102 ], [ %110, %109 ], [ %114, %113 ], [ %122, %117 ]
  %126 = phi i32 [ 4, %102 ], [ 3, %109 ], [ 2, %113 ], [ %123, %117 ]
  %127 = insertelement <9 x i8> %125, i8 %106, i32 %126
  %128 = extractelement <9 x i8> %127, i64 5
  %129 = extractelement <9 x i8> %127, i64 4
  %130 = icmp ugt i8 %129, %128
  br i1 %130, label %131, label %150

131:                                              ; preds = %124
  %132 = shufflevector <9 x i8> %127, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 6, i32 7, i32 8>
  %133 = extractelement <9 x i8> %127, i64 3
  %134 = icmp ugt i8 %133, %128
  br i1 %134, label %135, label %150

135:                                              ; preds = %131
  %136 = shufflevector <9 x i8> %132, <9 x i8> %127, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 12, i32 5, i32 6, i32 7, i32 8>
  %137 = extractelement <9 x i8> %127, i64 2
  %138 = icmp ugt i8 %137, %128
  br i1 %138, label %139, label %150

139:                                              ; preds = %135
  %140 = shufflevector <9 x i8> %136, <9 x i8> %127, <9 x i32> <i32 0, i32 1, i32 2, i32 11, i32 4, i32 5, i32 6, i32 7, i32 8>
  %141 = extractelement <9 x i8> %127, i64 1
  %142 = icmp ugt i8 %141, %128
  br i1 %142, label %143, label %150

143:                                              ; preds = %139
  %144 = shufflevector <9 x i8> %140, <9 x i8> %127, <9 x i32> <i32 0, i32 1, i32 10, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %145 = extractelement <9 x i8> %127, i64 0
  %146 = icmp ule i8 %145, %128
  %147 = shufflevector <9 x i8> %144, <9 x i8> %127, <9 x i32> <i32 0, i32 9, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %148 = select i1 %146, <9 x i8> %144, <9 x i8> %147
  %149 = zext i1 %146 to i32
  br label %150

150:                                              ; preds = %143, %139, %135, %131, %124
  %151 = phi <9 x i8> [ %127, %124 ], [ %132, %131 ], [ %136, %135 ], [ %140, %139 ], [ %148, %143 ]
  %152 = phi i32 [ 5, %124 ], [ 4, %131 ], [ 3, %135 ], [ 2, %139 ], [ %149, %143 ]
  %153 = insertelement <9 x i8> %151, i8 %128, i32 %152
  %154 = extractelement <9 x i8> %153, i64 6
  %155 = extractelement <9 x i8> %153, i64 5
  %156 = icmp ugt i8 %155, %154
  br i1 %156, label %157, label %180

157:                                              ; preds = %150
  %158 = shufflevector <9 x i8> %153, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 5, i32 7, i32 8>
  %159 = extractelement <9 x i8> %153, i64 4
  %160 = icmp ugt i8 %159, %154
  br i1 %160, label %161, label %180

161:                                              ; preds = %157
  %162 = shufflevector <9 x i8> %158, <9 x i8> %153, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 13, i32 6, i32 7, i32 8>
  %163 = extractelement <9 x i8> %153, i64 3
  %164 = icmp ugt i8 %163, %154
  br i1 %164, label %165, label %180

165:                                              ; preds = %161
  %166 = shufflevector <9 x i8> %162, <9 x i8> %153, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 12, i32 5, i32 6, i32 7, i32 8>
  %167 = extractelement <9 x i8> %153, i64 2
  %168 = icmp ugt i8 %167, %154
  br i1 %168, label %169, label %180

169:                                              ; preds = %165
  %170 = shufflevector <9 x i8> %166, <9 x i8> %153, <9 x i32> <i32 0, i32 1, i32 2, i32 11, i32 4, i32 5, i32 6, i32 7, i32 8>
  %171 = extractelement <9 x i8> %153, i64 1
  %172 = icmp ugt i8 %171, %154
  br i1 %172, label %173, label %180

173:                                              ; preds = %169
  %174 = shufflevector <9 x i8> %170, <9 x i8> %153, <9 x i32> <i32 0, i32 1, i32 10, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %175 = extractelement <9 x i8> %153, i64 0
  %176 = icmp ule i8 %175, %154
  %177 = shufflevector <9 x i8> %174, <9 x i8> %153, <9 x i32> <i32 0, i32 9, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %178 = select i1 %176, <9 x i8> %174, <9 x i8> %177
  %179 = zext i1 %176 to i32
  br label %180

180:                                              ; preds = %173, %169, %165, %161, %157, %150
  %181 = phi <9 x i8> [ %153, %150 ], [ %158, %157 ], [ %162, %161 ], [ %166, %165 ], [ %170, %169 ], [ %178, %173 ]
  %182 = phi i32 [ 6, %150 ], [ 5, %157 ], [ 4, %161 ], [ 3, %165 ], [ 2, %169 ], [ %179, %173 ]
  %183 = insertelement <9 x i8> %181, i8 %154, i32 %182
  %184 = extractelement <9 x i8> %183, i64 7
  %185 = extractelement <9 x i8> %183, i64 6
  %186 = icmp ugt i8 %185, %184
  br i1 %186, label %187, label %214

187:                                              ; preds = %180
  %188 = shufflevector <9 x i8> %183, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 6, i32 8>
  %189 = extractelement <9 x i8> %183, i64 5
  %190 = icmp ugt i8 %189, %184
  br i1 %190, label %191, label %214

191:                                              ; preds = %187
  %192 = shufflevector <9 x i8> %188, <9 x i8> %183, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 7, i32 8>
  %193 = extractelement <9 x i8> %183, i64 4
  %194 = icmp ugt i8 %193, %184
  br i1 %194, label %195, label %214

195:                                              ; preds = %191
  %196 = shufflevector <9 x i8> %192, <9 x i8> %183, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 13, i32 6, i32 7, i32 8>
  %197 = extractelement <9 x i8> %183, i64 3
  %198 = icmp ugt i8 %197, %184
  br i1 %198, label %199, label %214

199:                                              ; preds = %195
  %200 = shufflevector <9 x i8> %196, <9 x i8> %183, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 12, i32 5, i32 6, i32 7, i32 8>
  %201 = extractelement <9 x i8> %183, i64 2
  %202 = icmp ugt i8 %201, %184
  br i1 %202, label %203, label %214

203:                                              ; preds = %199
  %204 = shufflevector <9 x i8> %200, <9 x i8> %183, <9 x i32> <i32 0, i32 1, i32 2, i32 11, i32 4, i32 5, i32 6, i32 7, i32 8>
  %205 = extractelement <9 x i8> %183, i64 1
  %206 = icmp ugt i8 %205, %184
  br i1 %206, label %207, label %214

207:                                              ; preds = %203
  %208 = shufflevector <9 x i8> %204, <9 x i8> %183, <9 x i32> <i32 0, i32 1, i32 10, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %209 = extractelement <9 x i8> %183, i64 0
  %210 = icmp ule i8 %209, %184
  %211 = shufflevector <9 x i8> %208, <9 x i8> %183, <9 x i32> <i32 0, i32 9, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %212 = select i1 %210, <9 x i8> %208, <9 x i8> %211
  %213 = zext i1 %210 to i32
  br label %214

214:                                              ; preds = %207, %203, %199, %195, %191, %187, %180
  %215 = phi <9 x i8> [ %183, %180 ], [ %188, %187 ], [ %192, %191 ], [ %196, %195 ], [ %200, %199 ], [ %204, %203 ], [ %212, %207 ]
  %216 = phi i32 [ 7, %180 ], [ 6, %187 ], [ 5, %191 ], [ 4, %195 ], [ 3, %199 ], [ 2, %203 ], [ %213, %207 ]
  %217 = insertelement <9 x i8> %215, i8 %184, i32 %216
  %218 = extractelement <9 x i8> %217, i64 8
  %219 = extractelement <9 x i8> %217, i64 7
  %220 = icmp ugt i8 %219, %218
  br i1 %220, label %221, label %252

221:                                              ; preds = %214
  %222 = shufflevector <9 x i8> %217, <9 x i8> poison, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 7>
  %223 = extractelement <9 x i8> %217, i64 6
  %224 = icmp ugt i8 %223, %218
  br i1 %224, label %225, label %252

225:                                              ; preds = %221
  %226 = shufflevector <9 x i8> %222, <9 x i8> %217, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 15, i32 8>
  %227 = extractelement <9 x i8> %217, i64 5
  %228 = icmp ugt i8 %227, %218
  br i1 %228, label %229, label %252

229:                                              ; preds = %225
  %230 = shufflevector <9 x i8> %226, <9 x i8> %217, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 14, i32 7, i32 8>
  %231 = extractelement <9 x i8> %217, i64 4
  %232 = icmp ugt i8 %231, %218
  br i1 %232, label %233, label %252

233:                                              ; preds = %229
  %234 = shufflevector <9 x i8> %230, <9 x i8> %217, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 13, i32 6, i32 7, i32 8>
  %235 = extractelement <9 x i8> %217, i64 3
  %236 = icmp ugt i8 %235, %218
  br i1 %236, label %237, label %252

237:                                              ; preds = %233
  %238 = shufflevector <9 x i8> %234, <9 x i8> %217, <9 x i32> <i32 0, i32 1, i32 2, i32 3, i32 12, i32 5, i32 6, i32 7, i32 8>
  %239 = extractelement <9 x i8> %217, i64 2
  %240 = icmp ugt i8 %239, %218
  br i1 %240, label %241, label %252

241:                                              ; preds = %237
  %242 = shufflevector <9 x i8> %238, <9 x i8> %217, <9 x i32> <i32 0, i32 1, i32 2, i32 11, i32 4, i32 5, i32 6, i32 7, i32 8>
  %243 = extractelement <9 x i8> %217, i64 1
  %244 = icmp ugt i8 %243, %218
  br i1 %244, label %245, label %252

245:                                              ; preds = %241
  %246 = shufflevector <9 x i8> %242, <9 x i8> %217, <9 x i32> <i32 0, i32 1, i32 10, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %247 = extractelement <9 x i8> %217, i64 0
  %248 = icmp ule i8 %247, %218
  %249 = shufflevector <9 x i8> %246, <9 x i8> %217, <9 x i32> <i32 0, i32 9, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>
  %250 = select i1 %248, <9 x i8> %246, <9 x i8> %249
  %251 = zext i1 %248 to i32
  br label %252

252:                                              ; preds = %245, %241, %237, %233, %229, %225, %221, %214
  %253 = phi <9 x i8> [ %217, %214 ], [ %222, %221 ], [ %226, %225 ], [ %230, %229 ], [ %234, %233 ], [ %238, %237 ], [ %242, %241 ], [ %250, %245 ]
  %254 = phi i32 [ 8, %214 ], [ 7, %221 ], [ 6, %225 ], [ 5, %229 ], [ 4, %233 ], [ 3, %237 ], [ 2, %241 ], [ %251, %245 ]
  %255 = insertelement <9 x i8> %253, i8 %218, i32 %254
  %256 = extractelement <9 x i8> %255, i64 4
  %257 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %43
  store i8 %256, ptr addrspace(1) %257, align 1, !tbaa !9
  br label %258

258:                                              ; preds = %4, %252
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @im_median3x3_net(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !14 !kernel_arg_base_type !15 !kernel_arg_type_qual !8 {
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
  br i1 %17, label %18, label %209

18:                                               ; preds = %4
  %19 = add nsw i32 %8, -1
  %20 = mul nsw i32 %19, %2
  %21 = add nsw i32 %20, %6
  %22 = sext i32 %21 to i64
  %23 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %22
  %24 = getelementptr i8, ptr addrspace(1) %23, i64 -4
  %25 = load <4 x i8>, ptr addrspace(1) %24, align 4, !tbaa !9
  %26 = load <4 x i8>, ptr addrspace(1) %23, align 4, !tbaa !9, !amdgpu.noclobber !12
  %27 = getelementptr i8, ptr addrspace(1) %23, i64 4
  %28 = load <4 x i8>, ptr addrspace(1) %27, align 4, !tbaa !9
  %29 = mul nsw i32 %8, %2
  %30 = add nsw i32 %29, %6
  %31 = sext i32 %30 to i64
  %32 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %31
  %33 = getelementptr i8, ptr addrspace(1) %32, i64 -4
  %34 = load <4 x i8>, ptr addrspace(1) %33, align 4, !tbaa !9
  %35 = load <4 x i8>, ptr addrspace(1) %32, align 4, !tbaa !9, !amdgpu.noclobber !12
  %36 = getelementptr i8, ptr addrspace(1) %32, i64 4
  %37 = load <4 x i8>, ptr addrspace(1) %36, align 4, !tbaa !9
  %38 = add nuw nsw i32 %8, 1
  %39 = mul nsw i32 %38, %2
  %40 = add nsw i32 %39, %6
  %41 = sext i32 %40 to i64
  %42 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %41
  %43 = getelementptr i8, ptr addrspace(1) %42, i64 -4
  %44 = load <4 x i8>, ptr addrspace(1) %43, align 4, !tbaa !9
  %45 = load <4 x i8>, ptr addrspace(1) %42, align 4, !tbaa !9, !amdgpu.noclobber !12
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
  %114 = insertelement <4 x i8> poison, i8 %113, i64 0
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
  %146 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %52, i8 noundef zeroext %56) #9
  %147 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %52, i8 noundef zeroext %56) #9
  %148 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %64, i8 noundef zeroext %68) #9
  %149 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %64, i8 noundef zeroext %68) #9
  %150 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %76, i8 noundef zeroext %80) #9
  %151 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %76, i8 noundef zeroext %80) #9
  %152 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %48, i8 noundef zeroext %146) #9
  %153 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %48, i8 noundef zeroext %146) #9
  %154 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %60, i8 noundef zeroext %148) #9
  %155 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %60, i8 noundef zeroext %148) #9
  %156 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %72, i8 noundef zeroext %150) #9
  %157 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %72, i8 noundef zeroext %150) #9
  %158 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %153, i8 noundef zeroext %147) #9
  %159 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %153, i8 noundef zeroext %147) #9
  %160 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %155, i8 noundef zeroext %149) #9
  %161 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %155, i8 noundef zeroext %149) #9
  %162 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %157, i8 noundef zeroext %151) #9
  %163 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %157, i8 noundef zeroext %151) #9
  %164 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %152, i8 noundef zeroext %154) #9
  %165 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %161, i8 noundef zeroext %163) #9
  %166 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %160, i8 noundef zeroext %162) #9
  %167 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %160, i8 noundef zeroext %162) #9
  %168 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %164, i8 noundef zeroext %156) #9
  %169 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %158, i8 noundef zeroext %166) #9
  %170 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %159, i8 noundef zeroext %165) #9
  %171 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %169, i8 noundef zeroext %167) #9
  %172 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %171, i8 noundef zeroext %170) #9
  %173 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %171, i8 noundef zeroext %170) #9
  %174 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %168, i8 noundef zeroext %172) #9
  %175 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %174, i8 noundef zeroext %173) #9
  %176 = insertelement <4 x i8> %145, i8 %175, i64 2
  %177 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %54, i8 noundef zeroext %58) #9
  %178 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %54, i8 noundef zeroext %58) #9
  %179 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %66, i8 noundef zeroext %70) #9
  %180 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %66, i8 noundef zeroext %70) #9
  %181 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %78, i8 noundef zeroext %82) #9
  %182 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %78, i8 noundef zeroext %82) #9
  %183 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %50, i8 noundef zeroext %177) #9
  %184 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %50, i8 noundef zeroext %177) #9
  %185 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %62, i8 noundef zeroext %179) #9
  %186 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %62, i8 noundef zeroext %179) #9
  %187 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %74, i8 noundef zeroext %181) #9
  %188 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %74, i8 noundef zeroext %181) #9
  %189 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %184, i8 noundef zeroext %178) #9
  %190 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %184, i8 noundef zeroext %178) #9
  %191 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %186, i8 noundef zeroext %180) #9
  %192 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %186, i8 noundef zeroext %180) #9
  %193 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %188, i8 noundef zeroext %182) #9
  %194 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %188, i8 noundef zeroext %182) #9
  %195 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %183, i8 noundef zeroext %185) #9
  %196 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %192, i8 noundef zeroext %194) #9
  %197 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %191, i8 noundef zeroext %193) #9
  %198 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %191, i8 noundef zeroext %193) #9
  %199 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %195, i8 noundef zeroext %187) #9
  %200 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %189, i8 noundef zeroext %197) #9
  %201 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %190, i8 noundef zeroext %196) #9
  %202 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %200, i8 noundef zeroext %198) #9
  %203 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %202, i8 noundef zeroext %201) #9
  %204 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %202, i8 noundef zeroext %201) #9
  %205 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %199, i8 noundef zeroext %203) #9
  %206 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %205, i8 noundef zeroext %204) #9
  %207 = insertelement <4 x i8> %176, i8 %206, i64 3
  %208 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %31
  store <4 x i8> %207, ptr addrspace(1) %208, align 4, !tbaa !9
  br label %209

209:                                              ; preds = %4, %18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden zeroext i8 @_Z3minhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden zeroext i8 @_Z3maxhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @im_bilateral(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #3 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %9, %2
  %13 = icmp slt i32 %11, %3
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %78

15:                                               ; preds = %7
  %16 = mul nsw i32 %11, %2
  %17 = add nsw i32 %16, %9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !20, !amdgpu.noclobber !12
  %21 = sub nsw i32 0, %4
  %22 = icmp slt i32 %4, 0
  br i1 %22, label %30, label %23

23:                                               ; preds = %15
  %24 = add nsw i32 %3, -1
  %25 = add nsw i32 %2, -1
  %26 = insertelement <2 x float> poison, float %5, i64 0
  %27 = insertelement <2 x float> %26, float %6, i64 1
  %28 = fmul <2 x float> %27, <float 2.000000e+00, float 2.000000e+00>
  %29 = fmul <2 x float> %28, %27
  br label %37

30:                                               ; preds = %48, %15
  %31 = phi float [ 0.000000e+00, %15 ], [ %75, %48 ]
  %32 = phi float [ 0.000000e+00, %15 ], [ %74, %48 ]
  %33 = fcmp ogt float %31, 0.000000e+00
  %34 = fdiv float %32, %31
  %35 = select i1 %33, float %34, float %20
  %36 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %18
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !20
  br label %78

37:                                               ; preds = %23, %48
  %38 = phi float [ 0.000000e+00, %23 ], [ %74, %48 ]
  %39 = phi float [ 0.000000e+00, %23 ], [ %75, %48 ]
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
  %52 = phi float [ %38, %37 ], [ %74, %51 ]
  %53 = phi float [ %39, %37 ], [ %75, %51 ]
  %54 = phi i32 [ %21, %37 ], [ %76, %51 ]
  %55 = add nsw i32 %54, %9
  %56 = tail call i32 @_Z5clampiii(i32 noundef %55, i32 noundef 0, i32 noundef %25) #9
  %57 = add nsw i32 %56, %46
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !20, !amdgpu.noclobber !12
  %61 = mul nsw i32 %54, %54
  %62 = add nuw nsw i32 %61, %47
  %63 = uitofp nneg i32 %62 to float
  %64 = fsub float %60, %20
  %65 = fmul float %64, %64
  %66 = fneg float %63
  %67 = insertelement <2 x float> poison, float %66, i64 0
  %68 = insertelement <2 x float> %67, float %65, i64 1
  %69 = fdiv <2 x float> %68, %29
  %70 = shufflevector <2 x float> %69, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %71 = fsub <2 x float> %69, %70
  %72 = extractelement <2 x float> %71, i64 0
  %73 = tail call float @_Z3expf(float noundef %72) #9
  %74 = tail call float @llvm.fmuladd.f32(float %73, float %60, float %52)
  %75 = fadd float %53, %73
  %76 = add i32 %54, 1
  %77 = icmp eq i32 %54, %4
  br i1 %77, label %48, label %51

78:                                               ; preds = %7, %30
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3expf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @im_rgba_gray(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, float noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !8 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = shl nsw i32 %6, 2
  %8 = or disjoint i32 %7, 3
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %49

10:                                               ; preds = %4
  %11 = addrspacecast ptr addrspace(1) %0 to ptr
  %12 = sext i32 %7 to i64
  %13 = tail call <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef %12, ptr noundef %11) #10
  %14 = shufflevector <4 x float> %13, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %15 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %14, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #9
  %16 = tail call float @_Z3powff(float noundef %15, float noundef %3) #9
  %17 = tail call i32 @_Z6islessff(float noundef %15, float noundef 0.000000e+00) #9
  %18 = tail call float @_Z6selectffi(float noundef %16, float noundef 0.000000e+00, i32 noundef %17) #9
  %19 = insertelement <4 x float> poison, float %18, i64 0
  %20 = or disjoint i32 %7, 1
  %21 = sext i32 %20 to i64
  %22 = tail call <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef %21, ptr noundef %11) #10
  %23 = shufflevector <4 x float> %22, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %24 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %23, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #9
  %25 = tail call float @_Z3powff(float noundef %24, float noundef %3) #9
  %26 = tail call i32 @_Z6islessff(float noundef %24, float noundef 0.000000e+00) #9
  %27 = tail call float @_Z6selectffi(float noundef %25, float noundef 0.000000e+00, i32 noundef %26) #9
  %28 = insertelement <4 x float> %19, float %27, i64 1
  %29 = or disjoint i32 %7, 2
  %30 = sext i32 %29 to i64
  %31 = tail call <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef %30, ptr noundef %11) #10
  %32 = shufflevector <4 x float> %31, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %33 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %32, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #9
  %34 = tail call float @_Z3powff(float noundef %33, float noundef %3) #9
  %35 = tail call i32 @_Z6islessff(float noundef %33, float noundef 0.000000e+00) #9
  %36 = tail call float @_Z6selectffi(float noundef %34, float noundef 0.000000e+00, i32 noundef %35) #9
  %37 = insertelement <4 x float> %28, float %36, i64 2
  %38 = sext i32 %8 to i64
  %39 = tail call <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef %38, ptr noundef %11) #10
  %40 = shufflevector <4 x float> %39, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %41 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %40, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #9
  %42 = tail call float @_Z3powff(float noundef %41, float noundef %3) #9
  %43 = tail call i32 @_Z6islessff(float noundef %41, float noundef 0.000000e+00) #9
  %44 = tail call float @_Z6selectffi(float noundef %42, float noundef 0.000000e+00, i32 noundef %43) #9
  %45 = insertelement <4 x float> %37, float %44, i64 3
  %46 = shl i64 %5, 32
  %47 = ashr exact i64 %46, 32
  %48 = addrspacecast ptr addrspace(1) %1 to ptr
  tail call void @_Z7vstore4Dv4_fmPU3AS0f(<4 x float> noundef %45, i64 noundef %47, ptr noundef %48) #11
  br label %49

49:                                               ; preds = %4, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare hidden <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z6selectffi(float noundef, float noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3powff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z6islessff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7vstore4Dv4_fmPU3AS0f(<4 x float> noundef, i64 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @im_box_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #5 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
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
  br label %29

24:                                               ; preds = %29, %5
  tail call void @_Z7barrierj(i32 noundef 1) #11
  %25 = icmp slt i32 %7, %3
  br i1 %25, label %26, label %57

26:                                               ; preds = %24
  %27 = getelementptr float, ptr addrspace(3) %2, i32 %11
  %28 = icmp slt i32 %4, 0
  br i1 %28, label %40, label %49

29:                                               ; preds = %21, %29
  %30 = phi i32 [ %11, %21 ], [ %38, %29 ]
  %31 = add nsw i32 %17, %30
  %32 = tail call i32 @_Z5clampiii(i32 noundef %31, i32 noundef 0, i32 noundef %23) #9
  %33 = add nsw i32 %32, %22
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !20, !amdgpu.noclobber !12
  %37 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %30
  store float %36, ptr addrspace(3) %37, align 4, !tbaa !20
  %38 = add nsw i32 %30, %13
  %39 = icmp slt i32 %30, %18
  br i1 %39, label %29, label %24

40:                                               ; preds = %49, %26
  %41 = phi float [ 0.000000e+00, %26 ], [ %54, %49 ]
  %42 = or disjoint i32 %18, 1
  %43 = sitofp i32 %42 to float
  %44 = fdiv float %41, %43, !fpmath !27
  %45 = mul nsw i32 %9, %3
  %46 = add nsw i32 %45, %7
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47
  store float %44, ptr addrspace(1) %48, align 4, !tbaa !20
  br label %57

49:                                               ; preds = %26, %49
  %50 = phi i32 [ %55, %49 ], [ 0, %26 ]
  %51 = phi float [ %54, %49 ], [ 0.000000e+00, %26 ]
  %52 = getelementptr float, ptr addrspace(3) %27, i32 %50
  %53 = load float, ptr addrspace(3) %52, align 4, !tbaa !20
  %54 = fadd float %51, %53
  %55 = add nuw nsw i32 %50, 1
  %56 = icmp eq i32 %50, %18
  br i1 %56, label %40, label %49

57:                                               ; preds = %40, %24
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree nounwind willreturn memory(read) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind willreturn memory(read) }
attributes #11 = { convergent nounwind }

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
!12 = !{}
!13 = !{float 3.000000e+00}
!14 = !{!"uchar4*", !"uchar4*", !"int", !"int"}
!15 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int", !"int"}
!16 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!17 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!18 = !{!"float*", !"float*", !"int", !"int", !"int", !"float", !"float"}
!19 = !{!"const", !"", !"", !"", !"", !"", !""}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !10, i64 0}
!22 = !{!"float*", !"float*", !"int", !"float"}
!23 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!24 = !{!"none", !"none", !"none", !"none", !"none"}
!25 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!26 = !{!"const", !"", !"", !"", !""}
!27 = !{float 2.500000e+00}
