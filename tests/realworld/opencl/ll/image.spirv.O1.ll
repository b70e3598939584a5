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

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @im_sobel(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = alloca [3 x [3 x i32]], align 4
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %8 = trunc i64 %7 to i32
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #10 [ "convergencectrl"(token %5) ]
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %8, %2
  %12 = icmp slt i32 %10, %3
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %14, label %82

14:                                               ; preds = %4
  %15 = icmp eq i32 %8, 0
  %16 = icmp eq i32 %10, 0
  %17 = select i1 %15, i1 true, i1 %16
  %18 = add nsw i32 %2, -1
  %19 = icmp eq i32 %18, %8
  %20 = select i1 %17, i1 true, i1 %19
  %21 = add nsw i32 %3, -1
  %22 = icmp eq i32 %21, %10
  %23 = select i1 %20, i1 true, i1 %22
  br i1 %23, label %24, label %29

24:                                               ; preds = %14
  %25 = mul nsw i32 %10, %2
  %26 = add nsw i32 %25, %8
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %27
  store i8 0, ptr addrspace(1) %28, align 1, !tbaa !8
  br label %82

29:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(i64 36, ptr nonnull %6) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(36) %6, i8 0, i64 36, i1 false)
  store i32 -1, ptr %6, align 4
  %30 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 1, ptr %30, align 4
  %31 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 -2, ptr %31, align 4
  %32 = getelementptr inbounds i8, ptr %6, i64 20
  store i32 2, ptr %32, align 4
  %33 = getelementptr inbounds i8, ptr %6, i64 24
  store i32 -1, ptr %33, align 4
  %34 = getelementptr inbounds i8, ptr %6, i64 32
  store i32 1, ptr %34, align 4
  br label %35

35:                                               ; preds = %64, %29
  %36 = phi i32 [ 0, %29 ], [ %59, %64 ]
  %37 = phi i32 [ -1, %29 ], [ %65, %64 ]
  %38 = phi i32 [ 0, %29 ], [ %61, %64 ]
  %39 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %40 = icmp slt i32 %37, 2
  br i1 %40, label %41, label %47

41:                                               ; preds = %35
  %42 = add nsw i32 %37, %10
  %43 = mul nsw i32 %42, %2
  %44 = add nsw i32 %43, %8
  %45 = add nsw i32 %37, 1
  %46 = sext i32 %45 to i64
  br label %58

47:                                               ; preds = %35
  %48 = mul nsw i32 %38, %38
  %49 = mul nsw i32 %36, %36
  %50 = add nuw nsw i32 %48, %49
  %51 = uitofp nneg i32 %50 to float
  %52 = call spir_func float @_Z4sqrtf(float noundef %51) #10 [ "convergencectrl"(token %5) ]
  %53 = call spir_func zeroext i8 @_Z17convert_uchar_satf(float noundef %52) #10 [ "convergencectrl"(token %5) ]
  %54 = mul nsw i32 %10, %2
  %55 = add nsw i32 %54, %8
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %56
  store i8 %53, ptr addrspace(1) %57, align 1, !tbaa !8
  call void @llvm.lifetime.end.p0(i64 36, ptr nonnull %6) #11
  br label %82

58:                                               ; preds = %41, %66
  %59 = phi i32 [ %81, %66 ], [ %36, %41 ]
  %60 = phi i32 [ %72, %66 ], [ -1, %41 ]
  %61 = phi i32 [ %77, %66 ], [ %38, %41 ]
  %62 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %39) ]
  %63 = icmp slt i32 %60, 2
  br i1 %63, label %66, label %64

64:                                               ; preds = %58
  %65 = add nsw i32 %37, 1
  br label %35, !llvm.loop !11

66:                                               ; preds = %58
  %67 = add nsw i32 %44, %60
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %68
  %70 = load i8, ptr addrspace(1) %69, align 1, !tbaa !8
  %71 = zext i8 %70 to i32
  %72 = add nsw i32 %60, 1
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [3 x [3 x i32]], ptr %6, i64 0, i64 %46, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !13
  %76 = mul nsw i32 %75, %71
  %77 = add nsw i32 %76, %61
  %78 = getelementptr inbounds [3 x [3 x i32]], ptr %6, i64 0, i64 %73, i64 %46
  %79 = load i32, ptr %78, align 4, !tbaa !13
  %80 = mul nsw i32 %79, %71
  %81 = add nsw i32 %80, %59
  br label %58, !llvm.loop !15

82:                                               ; preds = %4, %47, %24
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func zeroext i8 @_Z17convert_uchar_satf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @im_median3x3(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = alloca [9 x i8], align 1
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %8 = trunc i64 %7 to i32
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #10 [ "convergencectrl"(token %5) ]
  %10 = trunc i64 %9 to i32
  %11 = icmp sgt i32 %8, 0
  %12 = icmp sgt i32 %10, 0
  %13 = select i1 %11, i1 %12, i1 false
  %14 = add nsw i32 %2, -1
  %15 = icmp sgt i32 %14, %8
  %16 = select i1 %13, i1 %15, i1 false
  %17 = add nsw i32 %3, -1
  %18 = icmp sgt i32 %17, %10
  %19 = select i1 %16, i1 %18, i1 false
  br i1 %19, label %20, label %79

20:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 9, ptr nonnull %6) #11
  br label %21

21:                                               ; preds = %35, %20
  %22 = phi i32 [ 0, %20 ], [ %31, %35 ]
  %23 = phi i32 [ -1, %20 ], [ %36, %35 ]
  %24 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %25 = icmp slt i32 %23, 2
  br i1 %25, label %26, label %46

26:                                               ; preds = %21
  %27 = add nsw i32 %23, %10
  %28 = mul nsw i32 %27, %2
  %29 = add nsw i32 %28, %8
  br label %30

30:                                               ; preds = %26, %37
  %31 = phi i32 [ %42, %37 ], [ %22, %26 ]
  %32 = phi i32 [ %45, %37 ], [ -1, %26 ]
  %33 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %24) ]
  %34 = icmp slt i32 %32, 2
  br i1 %34, label %37, label %35

35:                                               ; preds = %30
  %36 = add nsw i32 %23, 1
  br label %21, !llvm.loop !16

37:                                               ; preds = %30
  %38 = add nsw i32 %29, %32
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %39
  %41 = load i8, ptr addrspace(1) %40, align 1, !tbaa !8
  %42 = add nsw i32 %31, 1
  %43 = sext i32 %31 to i64
  %44 = getelementptr inbounds [9 x i8], ptr %6, i64 0, i64 %43
  store i8 %41, ptr %44, align 1, !tbaa !8
  %45 = add nsw i32 %32, 1
  br label %30, !llvm.loop !17

46:                                               ; preds = %21, %74
  %47 = phi i32 [ %78, %74 ], [ 1, %21 ]
  %48 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %49 = icmp ult i32 %47, 9
  br i1 %49, label %57, label %50

50:                                               ; preds = %46
  %51 = getelementptr inbounds i8, ptr %6, i64 4
  %52 = load i8, ptr %51, align 1, !tbaa !8
  %53 = mul nsw i32 %10, %2
  %54 = add nsw i32 %53, %8
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %55
  store i8 %52, ptr addrspace(1) %56, align 1, !tbaa !8
  call void @llvm.lifetime.end.p0(i64 9, ptr nonnull %6) #11
  br label %79

57:                                               ; preds = %46
  %58 = zext nneg i32 %47 to i64
  %59 = getelementptr inbounds [9 x i8], ptr %6, i64 0, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !8
  br label %61

61:                                               ; preds = %71, %57
  %62 = phi i32 [ %47, %57 ], [ %63, %71 ]
  %63 = add nsw i32 %62, -1
  %64 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %48) ]
  %65 = icmp sgt i32 %62, 0
  br i1 %65, label %66, label %74

66:                                               ; preds = %61
  %67 = zext nneg i32 %63 to i64
  %68 = getelementptr inbounds [9 x i8], ptr %6, i64 0, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !8
  %70 = icmp ugt i8 %69, %60
  br i1 %70, label %71, label %74

71:                                               ; preds = %66
  %72 = zext nneg i32 %62 to i64
  %73 = getelementptr inbounds [9 x i8], ptr %6, i64 0, i64 %72
  store i8 %69, ptr %73, align 1, !tbaa !8
  br label %61, !llvm.loop !18

74:                                               ; preds = %61, %66
  %75 = phi i32 [ 0, %61 ], [ %62, %66 ]
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds [9 x i8], ptr %6, i64 0, i64 %76
  store i8 %60, ptr %77, align 1, !tbaa !8
  %78 = add nuw nsw i32 %47, 1
  br label %46, !llvm.loop !19

79:                                               ; preds = %4, %50
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @im_median3x3_net(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !20 !kernel_arg_base_type !21 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #10 [ "convergencectrl"(token %5) ]
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
  br i1 %18, label %19, label %171

19:                                               ; preds = %4
  %20 = add nsw i32 %9, -1
  %21 = mul nsw i32 %20, %2
  %22 = add nsw i32 %21, %7
  %23 = sext i32 %22 to i64
  %24 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %23
  %25 = getelementptr i8, ptr addrspace(1) %24, i64 -4
  %26 = getelementptr i8, ptr addrspace(1) %24, i64 4
  %27 = mul nsw i32 %9, %2
  %28 = add nsw i32 %27, %7
  %29 = sext i32 %28 to i64
  %30 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %29
  %31 = getelementptr i8, ptr addrspace(1) %30, i64 -4
  %32 = getelementptr i8, ptr addrspace(1) %30, i64 4
  %33 = add nuw nsw i32 %9, 1
  %34 = mul nsw i32 %33, %2
  %35 = add nsw i32 %34, %7
  %36 = sext i32 %35 to i64
  %37 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %36
  %38 = getelementptr i8, ptr addrspace(1) %37, i64 -4
  %39 = getelementptr i8, ptr addrspace(1) %37, i64 4
  br label %40

40:                                               ; preds = %19, %50
  %41 = phi i32 [ %170, %50 ], [ 0, %19 ]
  %42 = phi <4 x i8> [ %169, %50 ], [ zeroinitializer, %19 ]
  %43 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %44 = icmp ult i32 %41, 4
  br i1 %44, label %50, label %45

45:                                               ; preds = %40
  %46 = mul nsw i32 %9, %2
  %47 = add nsw i32 %46, %7
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %48
  store <4 x i8> %42, ptr addrspace(1) %49, align 4, !tbaa !8
  br label %171

50:                                               ; preds = %40
  %51 = icmp eq i32 %41, 0
  %52 = icmp eq i32 %41, 2
  %53 = select i1 %52, i64 2, i64 3
  %54 = icmp eq i32 %41, 1
  %55 = select i1 %54, i64 1, i64 %53
  %56 = select i1 %51, i64 0, i64 %55
  %57 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %25, i64 0, i64 %56
  %58 = load i8, ptr addrspace(1) %57, align 1
  %59 = icmp eq i32 %41, 2
  %60 = select i1 %59, i64 2, i64 3
  %61 = icmp eq i32 %41, 1
  %62 = select i1 %61, i64 1, i64 %60
  %63 = select i1 %51, i64 0, i64 %62
  %64 = getelementptr nusw <4 x i8>, ptr addrspace(1) %0, i64 %23, i64 %63
  %65 = load i8, ptr addrspace(1) %64, align 1
  %66 = icmp eq i32 %41, 2
  %67 = select i1 %66, i64 2, i64 3
  %68 = icmp eq i32 %41, 1
  %69 = select i1 %68, i64 1, i64 %67
  %70 = select i1 %51, i64 0, i64 %69
  %71 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %26, i64 0, i64 %70
  %72 = load i8, ptr addrspace(1) %71, align 1
  %73 = icmp eq i32 %41, 2
  %74 = select i1 %73, i64 2, i64 3
  %75 = icmp eq i32 %41, 1
  %76 = select i1 %75, i64 1, i64 %74
  %77 = select i1 %51, i64 0, i64 %76
  %78 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %31, i64 0, i64 %77
  %79 = load i8, ptr addrspace(1) %78, align 1
  %80 = icmp eq i32 %41, 2
  %81 = select i1 %80, i64 2, i64 3
  %82 = icmp eq i32 %41, 1
  %83 = select i1 %82, i64 1, i64 %81
  %84 = select i1 %51, i64 0, i64 %83
  %85 = getelementptr nusw <4 x i8>, ptr addrspace(1) %0, i64 %29, i64 %84
  %86 = load i8, ptr addrspace(1) %85, align 1
  %87 = icmp eq i32 %41, 2
  %88 = select i1 %87, i64 2, i64 3
  %89 = icmp eq i32 %41, 1
  %90 = select i1 %89, i64 1, i64 %88
  %91 = select i1 %51, i64 0, i64 %90
  %92 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %32, i64 0, i64 %91
  %93 = load i8, ptr addrspace(1) %92, align 1
  %94 = icmp eq i32 %41, 2
  %95 = select i1 %94, i64 2, i64 3
  %96 = icmp eq i32 %41, 1
  %97 = select i1 %96, i64 1, i64 %95
  %98 = select i1 %51, i64 0, i64 %97
  %99 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %38, i64 0, i64 %98
  %100 = load i8, ptr addrspace(1) %99, align 1
  %101 = icmp eq i32 %41, 2
  %102 = select i1 %101, i64 2, i64 3
  %103 = icmp eq i32 %41, 1
  %104 = select i1 %103, i64 1, i64 %102
  %105 = select i1 %51, i64 0, i64 %104
  %106 = getelementptr nusw <4 x i8>, ptr addrspace(1) %0, i64 %36, i64 %105
  %107 = load i8, ptr addrspace(1) %106, align 1
  %108 = icmp eq i32 %41, 2
  %109 = select i1 %108, i64 2, i64 3
  %110 = icmp eq i32 %41, 1
  %111 = select i1 %110, i64 1, i64 %109
  %112 = select i1 %51, i64 0, i64 %111
  %113 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %39, i64 0, i64 %112
  %114 = load i8, ptr addrspace(1) %113, align 1
  %115 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %116 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %65, i8 noundef zeroext %72) #10 [ "convergencectrl"(token %115) ]
  %117 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %65, i8 noundef zeroext %72) #10 [ "convergencectrl"(token %115) ]
  %118 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %119 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %86, i8 noundef zeroext %93) #10 [ "convergencectrl"(token %118) ]
  %120 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %86, i8 noundef zeroext %93) #10 [ "convergencectrl"(token %118) ]
  %121 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %122 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %107, i8 noundef zeroext %114) #10 [ "convergencectrl"(token %121) ]
  %123 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %107, i8 noundef zeroext %114) #10 [ "convergencectrl"(token %121) ]
  %124 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %125 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %58, i8 noundef zeroext %116) #10 [ "convergencectrl"(token %124) ]
  %126 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %58, i8 noundef zeroext %116) #10 [ "convergencectrl"(token %124) ]
  %127 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %128 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %79, i8 noundef zeroext %119) #10 [ "convergencectrl"(token %127) ]
  %129 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %79, i8 noundef zeroext %119) #10 [ "convergencectrl"(token %127) ]
  %130 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %131 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %100, i8 noundef zeroext %122) #10 [ "convergencectrl"(token %130) ]
  %132 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %100, i8 noundef zeroext %122) #10 [ "convergencectrl"(token %130) ]
  %133 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %134 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %126, i8 noundef zeroext %117) #10 [ "convergencectrl"(token %133) ]
  %135 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %126, i8 noundef zeroext %117) #10 [ "convergencectrl"(token %133) ]
  %136 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %137 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %129, i8 noundef zeroext %120) #10 [ "convergencectrl"(token %136) ]
  %138 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %129, i8 noundef zeroext %120) #10 [ "convergencectrl"(token %136) ]
  %139 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %140 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %132, i8 noundef zeroext %123) #10 [ "convergencectrl"(token %139) ]
  %141 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %132, i8 noundef zeroext %123) #10 [ "convergencectrl"(token %139) ]
  %142 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %143 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %125, i8 noundef zeroext %128) #10 [ "convergencectrl"(token %142) ]
  %144 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %145 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %138, i8 noundef zeroext %141) #10 [ "convergencectrl"(token %144) ]
  %146 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %147 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %137, i8 noundef zeroext %140) #10 [ "convergencectrl"(token %146) ]
  %148 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %137, i8 noundef zeroext %140) #10 [ "convergencectrl"(token %146) ]
  %149 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %150 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %143, i8 noundef zeroext %131) #10 [ "convergencectrl"(token %149) ]
  %151 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %152 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %134, i8 noundef zeroext %147) #10 [ "convergencectrl"(token %151) ]
  %153 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %154 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %135, i8 noundef zeroext %145) #10 [ "convergencectrl"(token %153) ]
  %155 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %156 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %152, i8 noundef zeroext %148) #10 [ "convergencectrl"(token %155) ]
  %157 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %158 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %156, i8 noundef zeroext %154) #10 [ "convergencectrl"(token %157) ]
  %159 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %156, i8 noundef zeroext %154) #10 [ "convergencectrl"(token %157) ]
  %160 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %161 = call spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext %150, i8 noundef zeroext %158) #10 [ "convergencectrl"(token %160) ]
  %162 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %43) ]
  %163 = call spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext %161, i8 noundef zeroext %159) #10 [ "convergencectrl"(token %162) ]
  %164 = icmp eq i32 %41, 2
  %165 = select i1 %164, i64 2, i64 3
  %166 = icmp eq i32 %41, 1
  %167 = select i1 %166, i64 1, i64 %165
  %168 = select i1 %51, i64 0, i64 %167
  %169 = insertelement <4 x i8> %42, i8 %163, i64 %168
  %170 = add nuw nsw i32 %41, 1
  br label %40, !llvm.loop !22

171:                                              ; preds = %4, %45
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func zeroext i8 @_Z3minhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func zeroext i8 @_Z3maxhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #4

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @im_bilateral(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #10 [ "convergencectrl"(token %8) ]
  %12 = trunc i64 %11 to i32
  %13 = icmp slt i32 %10, %2
  %14 = icmp slt i32 %12, %3
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %16, label %76

16:                                               ; preds = %7
  %17 = mul nsw i32 %12, %2
  %18 = add nsw i32 %17, %10
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !27
  %22 = sub nsw i32 0, %4
  %23 = add nsw i32 %3, -1
  %24 = add nsw i32 %2, -1
  %25 = fmul float %5, 2.000000e+00
  %26 = fmul float %25, %5
  %27 = fmul float %6, 2.000000e+00
  %28 = fmul float %27, %6
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
  store float %38, ptr addrspace(1) %39, align 4, !tbaa !27
  br label %76

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
  %49 = phi i32 [ %22, %40 ], [ %75, %56 ]
  %50 = phi float [ %31, %40 ], [ %74, %56 ]
  %51 = phi float [ %32, %40 ], [ %73, %56 ]
  %52 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %33) ]
  %53 = icmp sgt i32 %49, %4
  br i1 %53, label %54, label %56

54:                                               ; preds = %48
  %55 = add nsw i32 %30, 1
  br label %29, !llvm.loop !29

56:                                               ; preds = %48
  %57 = add nsw i32 %49, %10
  %58 = call spir_func i32 @_Z5clampiii(i32 noundef %57, i32 noundef 0, i32 noundef %24) #10 [ "convergencectrl"(token %52) ]
  %59 = add nsw i32 %58, %46
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !27
  %63 = mul nsw i32 %49, %49
  %64 = add nuw nsw i32 %63, %47
  %65 = uitofp nneg i32 %64 to float
  %66 = fsub float %62, %21
  %67 = fmul float %66, %66
  %68 = fdiv float %67, %28, !fpmath !30
  %69 = fneg float %65
  %70 = fdiv float %69, %26
  %71 = fsub float %70, %68
  %72 = call spir_func float @_Z3expf(float noundef %71) #10 [ "convergencectrl"(token %52) ]
  %73 = tail call float @llvm.fmuladd.f32(float %72, float %62, float %51)
  %74 = fadd float %50, %72
  %75 = add nsw i32 %49, 1
  br label %48, !llvm.loop !31

76:                                               ; preds = %7, %35
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3expf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @im_rgba_gray(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, float noundef %3) local_unnamed_addr #7 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = shl nsw i32 %7, 2
  %9 = or disjoint i32 %8, 3
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %37

11:                                               ; preds = %4
  %12 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  br label %13

13:                                               ; preds = %11, %33
  %14 = phi i32 [ %36, %33 ], [ 0, %11 ]
  %15 = phi <4 x float> [ %35, %33 ], [ undef, %11 ]
  %16 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %17 = icmp ult i32 %14, 4
  br i1 %17, label %21, label %18

18:                                               ; preds = %13
  %19 = sext i32 %7 to i64
  %20 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %15, i64 noundef %19, ptr addrspace(4) noundef %20) #12 [ "convergencectrl"(token %5) ]
  br label %37

21:                                               ; preds = %13
  %22 = or disjoint i32 %14, %8
  %23 = sext i32 %22 to i64
  %24 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %23, ptr addrspace(4) noundef %12) #13 [ "convergencectrl"(token %16) ]
  %25 = shufflevector <4 x float> %24, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %26 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %25, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #10 [ "convergencectrl"(token %16) ]
  %27 = call spir_func float @_Z3powff(float noundef %26, float noundef %3) #10 [ "convergencectrl"(token %16) ]
  %28 = call spir_func i32 @_Z6islessff(float noundef %26, float noundef 0.000000e+00) #10 [ "convergencectrl"(token %16) ]
  %29 = call spir_func float @_Z6selectffi(float noundef %27, float noundef 0.000000e+00, i32 noundef %28) #10 [ "convergencectrl"(token %16) ]
  switch i32 %14, label %32 [
    i32 0, label %33
    i32 1, label %30
    i32 2, label %31
  ]

30:                                               ; preds = %21
  br label %33

31:                                               ; preds = %21
  br label %33

32:                                               ; preds = %21
  br label %33

33:                                               ; preds = %21, %30, %32, %31
  %34 = phi i64 [ 1, %30 ], [ 3, %32 ], [ 2, %31 ], [ 0, %21 ]
  %35 = insertelement <4 x float> %15, float %29, i64 %34
  %36 = add nuw nsw i32 %14, 1
  br label %13, !llvm.loop !33

37:                                               ; preds = %4, %18
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
define spir_kernel void @im_box_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #7 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
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
  call spir_func void @_Z7barrierj(i32 noundef 1) #12 [ "convergencectrl"(token %6) ]
  %28 = icmp slt i32 %27, %3
  br i1 %28, label %39, label %59

29:                                               ; preds = %22
  %30 = add nsw i32 %17, %23
  %31 = call spir_func i32 @_Z5clampiii(i32 noundef %30, i32 noundef 0, i32 noundef %21) #10 [ "convergencectrl"(token %24) ]
  %32 = add nsw i32 %31, %20
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !27
  %36 = sext i32 %23 to i64
  %37 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %36
  store float %35, ptr addrspace(3) %37, align 4, !tbaa !27
  %38 = add nsw i32 %23, %13
  br label %22, !llvm.loop !38

39:                                               ; preds = %26, %52
  %40 = phi float [ %57, %52 ], [ 0.000000e+00, %26 ]
  %41 = phi i32 [ %58, %52 ], [ 0, %26 ]
  %42 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %43 = icmp sgt i32 %41, %18
  br i1 %43, label %44, label %52

44:                                               ; preds = %39
  %45 = or disjoint i32 %18, 1
  %46 = sitofp i32 %45 to float
  %47 = fdiv float %40, %46, !fpmath !30
  %48 = mul nsw i32 %9, %3
  %49 = add nsw i32 %48, %27
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %50
  store float %47, ptr addrspace(1) %51, align 4, !tbaa !27
  br label %59

52:                                               ; preds = %39
  %53 = add nsw i32 %41, %11
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %54
  %56 = load float, ptr addrspace(3) %55, align 4, !tbaa !27
  %57 = fadd float %40, %56
  %58 = add nuw nsw i32 %41, 1
  br label %39, !llvm.loop !39

59:                                               ; preds = %44, %26
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
attributes #2 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #8 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #9 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #10 = { convergent nounwind willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { convergent nounwind }
attributes #13 = { convergent nounwind willreturn memory(read) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !9, i64 0}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = !{!"uchar4*", !"uchar4*", !"int", !"int"}
!21 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int", !"int"}
!22 = distinct !{!22, !12}
!23 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!24 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!25 = !{!"float*", !"float*", !"int", !"int", !"int", !"float", !"float"}
!26 = !{!"const", !"", !"", !"", !"", !"", !""}
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !9, i64 0}
!29 = distinct !{!29, !12}
!30 = !{float 2.500000e+00}
!31 = distinct !{!31, !12}
!32 = !{!"float*", !"float*", !"int", !"float"}
!33 = distinct !{!33, !12}
!34 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!35 = !{!"none", !"none", !"none", !"none", !"none"}
!36 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!37 = !{!"const", !"", !"", !"", !""}
!38 = distinct !{!38, !12}
!39 = distinct !{!39, !12}
