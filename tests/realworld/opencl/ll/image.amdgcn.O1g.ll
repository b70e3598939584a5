source_filename = "src/image.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 !dbg !19 {
    #dbg_value(i32 %0, !26, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !27)
  %2 = lshr i32 %0, 16, !dbg !28
  %3 = xor i32 %2, %0, !dbg !29
    #dbg_value(i32 %3, !26, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !27)
  %4 = mul i32 %3, 2146121005, !dbg !30
    #dbg_value(i32 %4, !26, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !27)
  %5 = lshr i32 %4, 15, !dbg !31
  %6 = xor i32 %5, %4, !dbg !32
    #dbg_value(i32 %6, !26, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !27)
  %7 = mul i32 %6, -2073254261, !dbg !33
    #dbg_value(i32 %7, !26, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !27)
  %8 = lshr i32 %7, 16, !dbg !34
  %9 = xor i32 %8, %7, !dbg !35
    #dbg_value(i32 %9, !26, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !27)
  ret i32 %9, !dbg !36
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @im_sobel(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !37 !kernel_arg_addr_space !66 !kernel_arg_access_qual !67 !kernel_arg_type !68 !kernel_arg_base_type !68 !kernel_arg_type_qual !69 {
  %5 = alloca [3 x [3 x i32]], align 4, addrspace(5)
    #dbg_value(ptr addrspace(1) %0, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(ptr addrspace(1) %1, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 %2, !46, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 %3, !47, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10, !dbg !71
  %7 = trunc i64 %6 to i32, !dbg !71
    #dbg_value(i32 %7, !48, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #10, !dbg !72
  %9 = trunc i64 %8 to i32, !dbg !72
    #dbg_value(i32 %9, !49, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  %10 = icmp slt i32 %7, %2, !dbg !73
  %11 = icmp slt i32 %9, %3
  %12 = select i1 %10, i1 %11, i1 false, !dbg !75
  br i1 %12, label %13, label %75, !dbg !75

13:                                               ; preds = %4
  %14 = icmp eq i32 %7, 0, !dbg !76
  %15 = icmp eq i32 %9, 0
  %16 = select i1 %14, i1 true, i1 %15, !dbg !78
  %17 = add nsw i32 %2, -1
  %18 = icmp eq i32 %17, %7
  %19 = select i1 %16, i1 true, i1 %18, !dbg !78
  %20 = add nsw i32 %3, -1
  %21 = icmp eq i32 %20, %9
  %22 = select i1 %19, i1 true, i1 %21, !dbg !78
  br i1 %22, label %23, label %28, !dbg !78

23:                                               ; preds = %13
  %24 = mul nsw i32 %9, %2, !dbg !79
  %25 = add nsw i32 %24, %7, !dbg !81
  %26 = sext i32 %25 to i64, !dbg !82
  %27 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %26, !dbg !82
  store i8 0, ptr addrspace(1) %27, align 1, !dbg !83, !tbaa !84
  br label %75, !dbg !87

28:                                               ; preds = %13
    #dbg_value(i32 0, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 0, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  call void @llvm.lifetime.start.p5(i64 36, ptr addrspace(5) %5) #11, !dbg !88
    #dbg_declare(ptr addrspace(5) %5, !52, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !89)
  call void @llvm.memset.p5.i64(ptr addrspace(5) noundef align 4 dereferenceable(36) %5, i8 0, i64 36, i1 false), !dbg !89
  store i32 -1, ptr addrspace(5) %5, align 4, !dbg !89
  %29 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 8, !dbg !89
  store i32 1, ptr addrspace(5) %29, align 4, !dbg !89
  %30 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 12, !dbg !89
  store i32 -2, ptr addrspace(5) %30, align 4, !dbg !89
  %31 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 20, !dbg !89
  store i32 2, ptr addrspace(5) %31, align 4, !dbg !89
  %32 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 24, !dbg !89
  store i32 -1, ptr addrspace(5) %32, align 4, !dbg !89
  %33 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 32, !dbg !89
  store i32 1, ptr addrspace(5) %33, align 4, !dbg !89
    #dbg_value(i32 -1, !57, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !90)
    #dbg_value(i32 0, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 0, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  br label %34, !dbg !91

34:                                               ; preds = %28, %53
  %35 = phi i32 [ 0, %28 ], [ %69, %53 ]
  %36 = phi i32 [ -1, %28 ], [ %54, %53 ]
  %37 = phi i32 [ 0, %28 ], [ %73, %53 ]
    #dbg_value(i32 %35, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 %36, !57, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !90)
    #dbg_value(i32 %37, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  %38 = add nsw i32 %36, %9
  %39 = mul nsw i32 %38, %2
  %40 = add nsw i32 %39, %7
  %41 = add nsw i32 %36, 1
    #dbg_value(i32 %35, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 -1, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !92)
    #dbg_value(i32 %37, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  br label %56, !dbg !93

42:                                               ; preds = %53
  %43 = mul nsw i32 %69, %69, !dbg !94
  %44 = mul nsw i32 %73, %73, !dbg !95
  %45 = add nuw nsw i32 %43, %44, !dbg !96
  %46 = uitofp nneg i32 %45 to float, !dbg !97
  %47 = tail call float @llvm.sqrt.f32(float noundef %46) #10, !dbg !98, !fpmath !99
    #dbg_value(float %47, !65, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  %48 = tail call zeroext i8 @_Z17convert_uchar_satf(float noundef %47) #10, !dbg !100
  %49 = mul nsw i32 %9, %2, !dbg !101
  %50 = add nsw i32 %49, %7, !dbg !102
  %51 = sext i32 %50 to i64, !dbg !103
  %52 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %51, !dbg !103
  store i8 %48, ptr addrspace(1) %52, align 1, !dbg !104, !tbaa !84
  call void @llvm.lifetime.end.p5(i64 36, ptr addrspace(5) %5) #11, !dbg !105
  br label %75, !dbg !105

53:                                               ; preds = %56
  %54 = add nsw i32 %36, 1, !dbg !106
    #dbg_value(i32 %69, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 %54, !57, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !90)
    #dbg_value(i32 %73, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  %55 = icmp eq i32 %54, 2, !dbg !107
  br i1 %55, label %42, label %34, !dbg !91, !llvm.loop !108

56:                                               ; preds = %34, %56
  %57 = phi i32 [ %35, %34 ], [ %69, %56 ]
  %58 = phi i32 [ -1, %34 ], [ %65, %56 ]
  %59 = phi i32 [ %37, %34 ], [ %73, %56 ]
    #dbg_value(i32 %57, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
    #dbg_value(i32 %58, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !92)
    #dbg_value(i32 %59, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  %60 = add nsw i32 %40, %58, !dbg !111
  %61 = sext i32 %60 to i64, !dbg !112
  %62 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %61, !dbg !112
  %63 = load i8, ptr addrspace(1) %62, align 1, !dbg !112, !tbaa !84
  %64 = zext i8 %63 to i32, !dbg !112
    #dbg_value(i32 %64, !62, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !113)
  %65 = add nsw i32 %58, 1, !dbg !114
  %66 = getelementptr inbounds [3 x [3 x i32]], ptr addrspace(5) %5, i32 0, i32 %41, i32 %65, !dbg !115
  %67 = load i32, ptr addrspace(5) %66, align 4, !dbg !115, !tbaa !116
  %68 = mul nsw i32 %67, %64, !dbg !118
  %69 = add nsw i32 %68, %57, !dbg !119
    #dbg_value(i32 %69, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  %70 = getelementptr inbounds [3 x [3 x i32]], ptr addrspace(5) %5, i32 0, i32 %65, i32 %41, !dbg !120
  %71 = load i32, ptr addrspace(5) %70, align 4, !dbg !120, !tbaa !116
  %72 = mul nsw i32 %71, %64, !dbg !121
  %73 = add nsw i32 %72, %59, !dbg !122
    #dbg_value(i32 %65, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !92)
    #dbg_value(i32 %73, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  %74 = icmp eq i32 %65, 2, !dbg !123
  br i1 %74, label %53, label %56, !dbg !93, !llvm.loop !124

75:                                               ; preds = %4, %42, %23
  ret void, !dbg !105
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !126 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p5.i64(ptr addrspace(5) nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !130 hidden zeroext i8 @_Z17convert_uchar_satf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @im_median3x3(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef writeonly align 1 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !133 !kernel_arg_addr_space !66 !kernel_arg_access_qual !67 !kernel_arg_type !68 !kernel_arg_base_type !68 !kernel_arg_type_qual !69 {
    #dbg_value(ptr addrspace(1) %0, !135, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !157)
    #dbg_value(ptr addrspace(1) %1, !136, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !157)
    #dbg_value(i32 %2, !137, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !157)
    #dbg_value(i32 %3, !138, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !157)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10, !dbg !158
  %6 = trunc i64 %5 to i32, !dbg !158
    #dbg_value(i32 %6, !139, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !157)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #10, !dbg !159
  %8 = trunc i64 %7 to i32, !dbg !159
    #dbg_value(i32 %8, !140, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !157)
  %9 = icmp sgt i32 %6, 0, !dbg !160
  %10 = icmp sgt i32 %8, 0
  %11 = select i1 %9, i1 %10, i1 false, !dbg !162
  %12 = add nsw i32 %2, -1
  %13 = icmp sgt i32 %12, %6
  %14 = select i1 %11, i1 %13, i1 false, !dbg !162
  %15 = add nsw i32 %3, -1
  %16 = icmp sgt i32 %15, %8
  %17 = select i1 %14, i1 %16, i1 false, !dbg !162
  br i1 %17, label %18, label %66, !dbg !162

18:                                               ; preds = %4, %25
  %19 = phi i32 [ %27, %25 ], [ -1, %4 ]
  %20 = phi i32 [ %26, %25 ], [ 0, %4 ]
  %21 = phi <9 x i8> [ %38, %25 ], [ undef, %4 ]
    #dbg_value(i32 %19, !146, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !163)
    #dbg_value(i32 %20, !145, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !157)
  %22 = add nsw i32 %19, %8
  %23 = mul nsw i32 %22, %2
  %24 = add nsw i32 %23, %6
    #dbg_value(i32 -1, !148, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !164)
    #dbg_value(i32 %20, !145, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !157)
  br label %29, !dbg !165

25:                                               ; preds = %29
  %26 = add nuw nsw i32 %20, 3, !dbg !165
  %27 = add nsw i32 %19, 1, !dbg !166
    #dbg_value(i32 %27, !146, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !163)
    #dbg_value(i32 %26, !145, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !157)
  %28 = icmp eq i32 %27, 2, !dbg !167
  br i1 %28, label %47, label %18, !dbg !168, !llvm.loop !169

29:                                               ; preds = %18, %29
  %30 = phi i32 [ -1, %18 ], [ %39, %29 ]
  %31 = phi i32 [ %20, %18 ], [ %37, %29 ]
  %32 = phi <9 x i8> [ %21, %18 ], [ %38, %29 ]
    #dbg_value(i32 %30, !148, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !164)
    #dbg_value(i32 %31, !145, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !157)
  %33 = add nsw i32 %24, %30, !dbg !171
  %34 = sext i32 %33 to i64, !dbg !173
  %35 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %34, !dbg !173
  %36 = load i8, ptr addrspace(1) %35, align 1, !dbg !173, !tbaa !84
  %37 = add nuw nsw i32 %31, 1, !dbg !174
    #dbg_value(i32 %37, !145, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !157)
  %38 = insertelement <9 x i8> %32, i8 %36, i32 %31, !dbg !175
  %39 = add nsw i32 %30, 1, !dbg !176
    #dbg_value(i32 %39, !148, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !164)
  %40 = icmp eq i32 %39, 2, !dbg !177
  br i1 %40, label %25, label %29, !dbg !165, !llvm.loop !178

41:                                               ; preds = %60
  %42 = extractelement <9 x i8> %63, i64 4, !dbg !180
  %43 = mul nsw i32 %8, %2, !dbg !181
  %44 = add nsw i32 %43, %6, !dbg !182
  %45 = sext i32 %44 to i64, !dbg !183
  %46 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %45, !dbg !183
  store i8 %42, ptr addrspace(1) %46, align 1, !dbg !184, !tbaa !84
  br label %66, !dbg !185

47:                                               ; preds = %25, %60
  %48 = phi i32 [ %64, %60 ], [ 1, %25 ]
  %49 = phi <9 x i8> [ %63, %60 ], [ %38, %25 ]
    #dbg_value(i32 %48, !151, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !186)
  %50 = extractelement <9 x i8> %49, i32 %48, !dbg !187
    #dbg_value(i8 %50, !153, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !188)
    #dbg_value(i32 %48, !156, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !188)
  br label %51, !dbg !189

51:                                               ; preds = %47, %57
  %52 = phi i32 [ %48, %47 ], [ %54, %57 ]
  %53 = phi <9 x i8> [ %49, %47 ], [ %58, %57 ]
  %54 = add nsw i32 %52, -1, !dbg !188
  %55 = extractelement <9 x i8> %53, i32 %54, !dbg !190
  %56 = icmp ugt i8 %55, %50, !dbg !191
  br i1 %56, label %57, label %60, !dbg !192

57:                                               ; preds = %51
  %58 = insertelement <9 x i8> %53, i8 %55, i32 %52, !dbg !193
    #dbg_value(i32 %54, !156, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !188)
    #dbg_value(i32 %54, !156, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !188)
  %59 = icmp sgt i32 %52, 1, !dbg !195
  br i1 %59, label %51, label %60, !dbg !189, !llvm.loop !196

60:                                               ; preds = %57, %51
  %61 = phi <9 x i8> [ %58, %57 ], [ %53, %51 ]
  %62 = phi i32 [ 0, %57 ], [ %52, %51 ]
  %63 = insertelement <9 x i8> %61, i8 %50, i32 %62, !dbg !198
  %64 = add nuw nsw i32 %48, 1, !dbg !199
    #dbg_value(i32 %64, !151, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !186)
  %65 = icmp eq i32 %64, 9, !dbg !200
  br i1 %65, label %41, label %47, !dbg !201, !llvm.loop !202

66:                                               ; preds = %4, %41
  ret void, !dbg !185
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @im_median3x3_net(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !204 !kernel_arg_addr_space !66 !kernel_arg_access_qual !67 !kernel_arg_type !289 !kernel_arg_base_type !290 !kernel_arg_type_qual !69 {
    #dbg_value(ptr addrspace(1) %0, !211, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
    #dbg_value(ptr addrspace(1) %1, !212, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
    #dbg_value(i32 %2, !213, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
    #dbg_value(i32 %3, !214, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10, !dbg !292
  %6 = trunc i64 %5 to i32, !dbg !292
    #dbg_value(i32 %6, !215, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #10, !dbg !293
  %8 = trunc i64 %7 to i32, !dbg !293
    #dbg_value(i32 %8, !216, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
  %9 = icmp sgt i32 %6, 0, !dbg !294
  %10 = icmp sgt i32 %8, 0
  %11 = select i1 %9, i1 %10, i1 false, !dbg !296
  %12 = add nsw i32 %2, -1
  %13 = icmp sgt i32 %12, %6
  %14 = select i1 %11, i1 %13, i1 false, !dbg !296
  %15 = add nsw i32 %3, -1
  %16 = icmp sgt i32 %15, %8
  %17 = select i1 %14, i1 %16, i1 false, !dbg !296
  br i1 %17, label %18, label %176, !dbg !296

18:                                               ; preds = %4
  %19 = add nsw i32 %8, -1
  %20 = mul nsw i32 %19, %2
  %21 = add nsw i32 %20, %6
  %22 = sext i32 %21 to i64
  %23 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %22
  %24 = getelementptr i8, ptr addrspace(1) %23, i64 -4
  %25 = load <4 x i8>, ptr addrspace(1) %24, align 4, !tbaa !84
  %26 = load <4 x i8>, ptr addrspace(1) %23, align 4, !tbaa !84
  %27 = getelementptr i8, ptr addrspace(1) %23, i64 4
  %28 = load <4 x i8>, ptr addrspace(1) %27, align 4, !tbaa !84
  %29 = mul nsw i32 %8, %2
  %30 = add nsw i32 %29, %6
  %31 = sext i32 %30 to i64
  %32 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %31
  %33 = getelementptr i8, ptr addrspace(1) %32, i64 -4
  %34 = load <4 x i8>, ptr addrspace(1) %33, align 4, !tbaa !84
  %35 = load <4 x i8>, ptr addrspace(1) %32, align 4, !tbaa !84
  %36 = getelementptr i8, ptr addrspace(1) %32, i64 4
  %37 = load <4 x i8>, ptr addrspace(1) %36, align 4, !tbaa !84
  %38 = add nuw nsw i32 %8, 1
  %39 = mul nsw i32 %38, %2
  %40 = add nsw i32 %39, %6
  %41 = sext i32 %40 to i64
  %42 = getelementptr <4 x i8>, ptr addrspace(1) %0, i64 %41
  %43 = getelementptr i8, ptr addrspace(1) %42, i64 -4
  %44 = load <4 x i8>, ptr addrspace(1) %43, align 4, !tbaa !84
  %45 = load <4 x i8>, ptr addrspace(1) %42, align 4, !tbaa !84
  %46 = getelementptr i8, ptr addrspace(1) %42, i64 4
  %47 = load <4 x i8>, ptr addrspace(1) %46, align 4, !tbaa !84
    #dbg_value(<4 x i8> zeroinitializer, !217, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
    #dbg_value(i32 0, !218, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !297)
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
  br label %89, !dbg !298

84:                                               ; preds = %136
  %85 = mul nsw i32 %8, %2, !dbg !299
  %86 = add nsw i32 %85, %6, !dbg !300
  %87 = sext i32 %86 to i64, !dbg !301
  %88 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %1, i64 %87, !dbg !301
  store <4 x i8> %173, ptr addrspace(1) %88, align 4, !dbg !302, !tbaa !84
  br label %176, !dbg !303

89:                                               ; preds = %18, %136
  %90 = phi <4 x i8> [ zeroinitializer, %18 ], [ %173, %136 ]
  %91 = phi i32 [ 0, %18 ], [ %174, %136 ]
    #dbg_value(<4 x i8> %90, !217, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
    #dbg_value(i32 %91, !218, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !297)
    #dbg_value(<4 x i8> %25, !231, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %92 = icmp eq i32 %91, 0, !dbg !305
  br i1 %92, label %96, label %93, !dbg !305

93:                                               ; preds = %89
  switch i32 %91, label %95 [
    i32 1, label %96
    i32 2, label %94
  ], !dbg !305

94:                                               ; preds = %93
  br label %96, !dbg !305

95:                                               ; preds = %93
  br label %96, !dbg !305

96:                                               ; preds = %93, %89, %95, %94
  %97 = phi i8 [ %48, %94 ], [ %50, %95 ], [ %51, %89 ], [ %49, %93 ]
    #dbg_value(i8 %97, !220, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(<4 x i8> %26, !231, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  br i1 %92, label %101, label %98, !dbg !306

98:                                               ; preds = %96
  switch i32 %91, label %100 [
    i32 1, label %101
    i32 2, label %99
  ], !dbg !306

99:                                               ; preds = %98
  br label %101, !dbg !306

100:                                              ; preds = %98
  br label %101, !dbg !306

101:                                              ; preds = %98, %96, %100, %99
  %102 = phi i8 [ %52, %99 ], [ %54, %100 ], [ %55, %96 ], [ %53, %98 ]
    #dbg_value(i8 %102, !223, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(<4 x i8> %28, !231, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  br i1 %92, label %106, label %103, !dbg !307

103:                                              ; preds = %101
  switch i32 %91, label %105 [
    i32 1, label %106
    i32 2, label %104
  ], !dbg !307

104:                                              ; preds = %103
  br label %106, !dbg !307

105:                                              ; preds = %103
  br label %106, !dbg !307

106:                                              ; preds = %103, %101, %105, %104
  %107 = phi i8 [ %56, %104 ], [ %58, %105 ], [ %59, %101 ], [ %57, %103 ]
    #dbg_value(i8 %107, !224, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(<4 x i8> %34, !231, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  br i1 %92, label %111, label %108, !dbg !308

108:                                              ; preds = %106
  switch i32 %91, label %110 [
    i32 1, label %111
    i32 2, label %109
  ], !dbg !308

109:                                              ; preds = %108
  br label %111, !dbg !308

110:                                              ; preds = %108
  br label %111, !dbg !308

111:                                              ; preds = %108, %106, %110, %109
  %112 = phi i8 [ %60, %109 ], [ %62, %110 ], [ %63, %106 ], [ %61, %108 ]
    #dbg_value(i8 %112, !225, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(<4 x i8> %35, !231, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  br i1 %92, label %116, label %113, !dbg !309

113:                                              ; preds = %111
  switch i32 %91, label %115 [
    i32 1, label %116
    i32 2, label %114
  ], !dbg !309

114:                                              ; preds = %113
  br label %116, !dbg !309

115:                                              ; preds = %113
  br label %116, !dbg !309

116:                                              ; preds = %113, %111, %115, %114
  %117 = phi i8 [ %64, %114 ], [ %66, %115 ], [ %67, %111 ], [ %65, %113 ]
    #dbg_value(i8 %117, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(<4 x i8> %37, !231, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  br i1 %92, label %121, label %118, !dbg !310

118:                                              ; preds = %116
  switch i32 %91, label %120 [
    i32 1, label %121
    i32 2, label %119
  ], !dbg !310

119:                                              ; preds = %118
  br label %121, !dbg !310

120:                                              ; preds = %118
  br label %121, !dbg !310

121:                                              ; preds = %118, %116, %120, %119
  %122 = phi i8 [ %68, %119 ], [ %70, %120 ], [ %71, %116 ], [ %69, %118 ]
    #dbg_value(i8 %122, !227, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(<4 x i8> %44, !231, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  br i1 %92, label %126, label %123, !dbg !311

123:                                              ; preds = %121
  switch i32 %91, label %125 [
    i32 1, label %126
    i32 2, label %124
  ], !dbg !311

124:                                              ; preds = %123
  br label %126, !dbg !311

125:                                              ; preds = %123
  br label %126, !dbg !311

126:                                              ; preds = %123, %121, %125, %124
  %127 = phi i8 [ %72, %124 ], [ %74, %125 ], [ %75, %121 ], [ %73, %123 ]
    #dbg_value(i8 %127, !228, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(<4 x i8> %45, !231, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  br i1 %92, label %131, label %128, !dbg !312

128:                                              ; preds = %126
  switch i32 %91, label %130 [
    i32 1, label %131
    i32 2, label %129
  ], !dbg !312

129:                                              ; preds = %128
  br label %131, !dbg !312

130:                                              ; preds = %128
  br label %131, !dbg !312

131:                                              ; preds = %128, %126, %130, %129
  %132 = phi i8 [ %76, %129 ], [ %78, %130 ], [ %79, %126 ], [ %77, %128 ]
    #dbg_value(i8 %132, !229, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(<4 x i8> %47, !231, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  br i1 %92, label %136, label %133, !dbg !313

133:                                              ; preds = %131
  switch i32 %91, label %135 [
    i32 1, label %136
    i32 2, label %134
  ], !dbg !313

134:                                              ; preds = %133
  br label %136, !dbg !313

135:                                              ; preds = %133
  br label %136, !dbg !313

136:                                              ; preds = %133, %131, %135, %134
  %137 = phi i8 [ %80, %134 ], [ %82, %135 ], [ %83, %131 ], [ %81, %133 ]
    #dbg_value(i8 %137, !230, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %138 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %102, i8 noundef zeroext %107) #10, !dbg !314
    #dbg_value(i8 %138, !232, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !315)
  %139 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %102, i8 noundef zeroext %107) #10, !dbg !314
    #dbg_value(i8 %139, !234, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !315)
    #dbg_value(i8 %138, !223, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %139, !224, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %140 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %117, i8 noundef zeroext %122) #10, !dbg !316
    #dbg_value(i8 %140, !235, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
  %141 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %117, i8 noundef zeroext %122) #10, !dbg !316
    #dbg_value(i8 %141, !237, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(i8 %140, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %141, !227, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %142 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %132, i8 noundef zeroext %137) #10, !dbg !318
    #dbg_value(i8 %142, !238, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !319)
  %143 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %132, i8 noundef zeroext %137) #10, !dbg !318
    #dbg_value(i8 %143, !240, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !319)
    #dbg_value(i8 %142, !229, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %143, !230, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %144 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %97, i8 noundef zeroext %138) #10, !dbg !320
    #dbg_value(i8 %144, !241, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !321)
  %145 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %97, i8 noundef zeroext %138) #10, !dbg !320
    #dbg_value(i8 %145, !243, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !321)
    #dbg_value(i8 %144, !220, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %145, !223, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %146 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %112, i8 noundef zeroext %140) #10, !dbg !322
    #dbg_value(i8 %146, !244, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !323)
  %147 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %112, i8 noundef zeroext %140) #10, !dbg !322
    #dbg_value(i8 %147, !246, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !323)
    #dbg_value(i8 %146, !225, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %147, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %148 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %127, i8 noundef zeroext %142) #10, !dbg !324
    #dbg_value(i8 %148, !247, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !325)
  %149 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %127, i8 noundef zeroext %142) #10, !dbg !324
    #dbg_value(i8 %149, !249, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !325)
    #dbg_value(i8 %148, !228, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %149, !229, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %150 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %145, i8 noundef zeroext %139) #10, !dbg !326
    #dbg_value(i8 %150, !250, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !327)
  %151 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %145, i8 noundef zeroext %139) #10, !dbg !326
    #dbg_value(i8 %151, !252, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !327)
    #dbg_value(i8 %150, !223, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %151, !224, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %152 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %147, i8 noundef zeroext %141) #10, !dbg !328
    #dbg_value(i8 %152, !253, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !329)
  %153 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %147, i8 noundef zeroext %141) #10, !dbg !328
    #dbg_value(i8 %153, !255, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !329)
    #dbg_value(i8 %152, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %153, !227, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %154 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %149, i8 noundef zeroext %143) #10, !dbg !330
    #dbg_value(i8 %154, !256, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !331)
  %155 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %149, i8 noundef zeroext %143) #10, !dbg !330
    #dbg_value(i8 %155, !258, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !331)
    #dbg_value(i8 %154, !229, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %155, !230, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 poison, !259, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !332)
  %156 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %144, i8 noundef zeroext %146) #10, !dbg !333
    #dbg_value(i8 %156, !261, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !332)
    #dbg_value(i8 poison, !220, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %156, !225, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %157 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %153, i8 noundef zeroext %155) #10, !dbg !334
    #dbg_value(i8 %157, !262, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !335)
    #dbg_value(i8 poison, !264, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !335)
    #dbg_value(i8 %157, !227, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 poison, !230, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %158 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %152, i8 noundef zeroext %154) #10, !dbg !336
    #dbg_value(i8 %158, !265, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !337)
  %159 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %152, i8 noundef zeroext %154) #10, !dbg !336
    #dbg_value(i8 %159, !267, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !337)
    #dbg_value(i8 %158, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %159, !229, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 poison, !268, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !338)
  %160 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %156, i8 noundef zeroext %148) #10, !dbg !339
    #dbg_value(i8 %160, !270, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !338)
    #dbg_value(i8 poison, !225, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %160, !228, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 poison, !271, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !340)
  %161 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %150, i8 noundef zeroext %158) #10, !dbg !341
    #dbg_value(i8 %161, !273, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !340)
    #dbg_value(i8 poison, !223, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %161, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %162 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %151, i8 noundef zeroext %157) #10, !dbg !342
    #dbg_value(i8 %162, !274, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !343)
    #dbg_value(i8 poison, !276, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !343)
    #dbg_value(i8 %162, !224, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 poison, !227, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %163 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %161, i8 noundef zeroext %159) #10, !dbg !344
    #dbg_value(i8 %163, !277, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !345)
    #dbg_value(i8 poison, !279, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !345)
    #dbg_value(i8 %163, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 poison, !229, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %164 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %163, i8 noundef zeroext %162) #10, !dbg !346
    #dbg_value(i8 %164, !280, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !347)
  %165 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %163, i8 noundef zeroext %162) #10, !dbg !346
    #dbg_value(i8 %165, !282, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !347)
    #dbg_value(i8 %164, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %165, !224, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 poison, !283, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !348)
  %166 = tail call zeroext i8 @_Z3maxhh(i8 noundef zeroext %160, i8 noundef zeroext %164) #10, !dbg !349
    #dbg_value(i8 %166, !285, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !348)
    #dbg_value(i8 poison, !228, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 %166, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %167 = tail call zeroext i8 @_Z3minhh(i8 noundef zeroext %166, i8 noundef zeroext %165) #10, !dbg !350
    #dbg_value(i8 %167, !286, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !351)
    #dbg_value(i8 poison, !288, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !351)
    #dbg_value(i8 %167, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
    #dbg_value(i8 poison, !224, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !304)
  %168 = icmp eq i32 %91, 2, !dbg !352
  %169 = select i1 %168, i64 2, i64 3, !dbg !352
  %170 = icmp eq i32 %91, 1, !dbg !352
  %171 = select i1 %170, i64 1, i64 %169, !dbg !352
  %172 = select i1 %92, i64 0, i64 %171, !dbg !352
  %173 = insertelement <4 x i8> %90, i8 %167, i64 %172, !dbg !353
    #dbg_value(<4 x i8> %173, !217, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
  %174 = add nuw nsw i32 %91, 1, !dbg !355
    #dbg_value(i32 %174, !218, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !297)
  %175 = icmp eq i32 %174, 4, !dbg !356
  br i1 %175, label %84, label %89, !dbg !298, !llvm.loop !357

176:                                              ; preds = %4, %84
  ret void, !dbg !303
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !359 hidden zeroext i8 @_Z3minhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !362 hidden zeroext i8 @_Z3maxhh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #3

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @im_bilateral(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #1 !dbg !363 !kernel_arg_addr_space !396 !kernel_arg_access_qual !397 !kernel_arg_type !398 !kernel_arg_base_type !398 !kernel_arg_type_qual !399 {
    #dbg_value(ptr addrspace(1) %0, !370, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(ptr addrspace(1) %1, !371, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(i32 %2, !372, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(i32 %3, !373, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(i32 %4, !374, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(float %5, !375, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(float %6, !376, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10, !dbg !401
  %9 = trunc i64 %8 to i32, !dbg !401
    #dbg_value(i32 %9, !377, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #10, !dbg !402
  %11 = trunc i64 %10 to i32, !dbg !402
    #dbg_value(i32 %11, !378, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
  %12 = icmp slt i32 %9, %2, !dbg !403
  %13 = icmp slt i32 %11, %3
  %14 = select i1 %12, i1 %13, i1 false, !dbg !405
  br i1 %14, label %15, label %75, !dbg !405

15:                                               ; preds = %7
  %16 = mul nsw i32 %11, %2, !dbg !406
  %17 = add nsw i32 %16, %9, !dbg !407
  %18 = sext i32 %17 to i64, !dbg !408
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18, !dbg !408
  %20 = load float, ptr addrspace(1) %19, align 4, !dbg !408, !tbaa !409
    #dbg_value(float %20, !379, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(float 0.000000e+00, !380, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(float 0.000000e+00, !381, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
  %21 = sub nsw i32 0, %4, !dbg !411
    #dbg_value(i32 %21, !382, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !412)
    #dbg_value(float 0.000000e+00, !380, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(float 0.000000e+00, !381, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
  %22 = icmp slt i32 %4, 0, !dbg !413
  br i1 %22, label %30, label %23, !dbg !414

23:                                               ; preds = %15
  %24 = add nsw i32 %3, -1
  %25 = add nsw i32 %2, -1
  %26 = fmul float %5, 2.000000e+00
  %27 = fmul float %26, %5
  %28 = fmul float %6, 2.000000e+00
  %29 = fmul float %28, %6
  br label %37, !dbg !414

30:                                               ; preds = %48, %15
  %31 = phi float [ 0.000000e+00, %15 ], [ %72, %48 ], !dbg !415
  %32 = phi float [ 0.000000e+00, %15 ], [ %71, %48 ], !dbg !416
  %33 = fcmp ogt float %31, 0.000000e+00, !dbg !417
  %34 = fdiv float %32, %31, !dbg !418
  %35 = select i1 %33, float %34, float %20, !dbg !418
  %36 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %18, !dbg !419
  store float %35, ptr addrspace(1) %36, align 4, !dbg !420, !tbaa !409
  br label %75, !dbg !421

37:                                               ; preds = %23, %48
  %38 = phi float [ 0.000000e+00, %23 ], [ %71, %48 ]
  %39 = phi float [ 0.000000e+00, %23 ], [ %72, %48 ]
  %40 = phi i32 [ %21, %23 ], [ %49, %48 ]
    #dbg_value(float %38, !380, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(float %39, !381, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(i32 %40, !382, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !412)
    #dbg_value(!DIArgList(i32 %40, i32 %11), !422, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !428)
    #dbg_value(i32 %3, !427, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !428)
    #dbg_value(i32 poison, !384, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !430)
    #dbg_value(i32 %21, !387, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !431)
    #dbg_value(float %38, !380, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(float %39, !381, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
  %41 = add nsw i32 %40, %11, !dbg !432
    #dbg_value(i32 %41, !422, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !428)
  %42 = icmp slt i32 %41, 0, !dbg !433
  %43 = icmp slt i32 %41, %3, !dbg !434
  %44 = select i1 %43, i32 %41, i32 %24, !dbg !434
  %45 = select i1 %42, i32 0, i32 %44, !dbg !434
    #dbg_value(i32 %45, !384, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !430)
  %46 = mul nsw i32 %45, %2
  %47 = mul nsw i32 %40, %40
  br label %51, !dbg !435

48:                                               ; preds = %51
  %49 = add i32 %40, 1, !dbg !436
    #dbg_value(float %71, !380, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(float %72, !381, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(i32 %49, !382, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !412)
  %50 = icmp eq i32 %40, %4, !dbg !413
  br i1 %50, label %30, label %37, !dbg !414, !llvm.loop !437

51:                                               ; preds = %37, %51
  %52 = phi float [ %38, %37 ], [ %71, %51 ]
  %53 = phi float [ %39, %37 ], [ %72, %51 ]
  %54 = phi i32 [ %21, %37 ], [ %73, %51 ]
    #dbg_value(float %52, !380, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(float %53, !381, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(i32 %54, !387, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !431)
  %55 = add nsw i32 %54, %9, !dbg !439
  %56 = tail call i32 @_Z5clampiii(i32 noundef %55, i32 noundef 0, i32 noundef %25) #10, !dbg !440
    #dbg_value(i32 %56, !389, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
  %57 = add nsw i32 %56, %46, !dbg !442
  %58 = sext i32 %57 to i64, !dbg !443
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58, !dbg !443
  %60 = load float, ptr addrspace(1) %59, align 4, !dbg !443, !tbaa !409
    #dbg_value(float %60, !392, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
  %61 = mul nsw i32 %54, %54, !dbg !444
  %62 = add nuw nsw i32 %61, %47, !dbg !445
  %63 = uitofp nneg i32 %62 to float, !dbg !446
    #dbg_value(float poison, !393, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
  %64 = fsub float %60, %20, !dbg !447
  %65 = fmul float %64, %64, !dbg !448
  %66 = fdiv float %65, %29, !dbg !449, !fpmath !450
    #dbg_value(float %66, !394, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
  %67 = fneg float %63, !dbg !451
  %68 = fdiv float %67, %27, !dbg !451
  %69 = fsub float %68, %66, !dbg !452
  %70 = tail call float @_Z3expf(float noundef %69) #10, !dbg !453
    #dbg_value(float %70, !395, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
  %71 = tail call float @llvm.fmuladd.f32(float %70, float %60, float %52), !dbg !454
    #dbg_value(float %71, !380, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
  %72 = fadd float %53, %70, !dbg !455
    #dbg_value(float %72, !381, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
  %73 = add i32 %54, 1, !dbg !456
    #dbg_value(i32 %73, !387, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !431)
  %74 = icmp eq i32 %54, %4, !dbg !457
  br i1 %74, label %48, label %51, !dbg !435, !llvm.loop !458

75:                                               ; preds = %7, %30
  ret void, !dbg !421
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !460 hidden i32 @_Z5clampiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !463 hidden float @_Z3expf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @im_rgba_gray(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, float noundef %3) local_unnamed_addr #6 !dbg !466 !kernel_arg_addr_space !66 !kernel_arg_access_qual !67 !kernel_arg_type !484 !kernel_arg_base_type !484 !kernel_arg_type_qual !69 {
    #dbg_value(ptr addrspace(1) %0, !470, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
    #dbg_value(ptr addrspace(1) %1, !471, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
    #dbg_value(i32 %2, !472, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
    #dbg_value(float %3, !473, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10, !dbg !486
  %6 = trunc i64 %5 to i32, !dbg !486
    #dbg_value(i32 %6, !474, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
  %7 = shl nsw i32 %6, 2, !dbg !487
  %8 = or disjoint i32 %7, 3, !dbg !489
  %9 = icmp slt i32 %8, %2, !dbg !490
  br i1 %9, label %10, label %35, !dbg !491

10:                                               ; preds = %4
  %11 = addrspacecast ptr addrspace(1) %0 to ptr
    #dbg_value(<4 x float> undef, !475, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
    #dbg_value(i32 0, !478, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !492)
  br label %16, !dbg !493

12:                                               ; preds = %30
  %13 = shl i64 %5, 32, !dbg !494
  %14 = ashr exact i64 %13, 32, !dbg !494
  %15 = addrspacecast ptr addrspace(1) %1 to ptr, !dbg !495
  tail call void @_Z7vstore4Dv4_fmPU3AS0f(<4 x float> noundef %32, i64 noundef %14, ptr noundef %15) #12, !dbg !496
  br label %35, !dbg !497

16:                                               ; preds = %10, %30
  %17 = phi <4 x float> [ undef, %10 ], [ %32, %30 ]
  %18 = phi i32 [ 0, %10 ], [ %33, %30 ]
    #dbg_value(<4 x float> %17, !475, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
    #dbg_value(i32 %18, !478, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !492)
  %19 = or disjoint i32 %18, %7, !dbg !498
  %20 = sext i32 %19 to i64, !dbg !499
  %21 = tail call <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef %20, ptr noundef %11) #13, !dbg !500
    #dbg_value(<4 x float> %21, !480, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !501)
  %22 = shufflevector <4 x float> %21, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !502
  %23 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %22, <3 x float> noundef <float 0x3FD322D0E0000000, float 0x3FE2C8B440000000, float 0x3FBD2F1AA0000000>) #10, !dbg !503
    #dbg_value(float %23, !483, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !501)
  %24 = tail call float @_Z3powff(float noundef %23, float noundef %3) #10, !dbg !504
  %25 = tail call i32 @_Z6islessff(float noundef %23, float noundef 0.000000e+00) #10, !dbg !505
  %26 = tail call float @_Z6selectffi(float noundef %24, float noundef 0.000000e+00, i32 noundef %25) #10, !dbg !506
    #dbg_value(float %26, !483, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !501)
  switch i32 %18, label %29 [
    i32 0, label %30
    i32 1, label %27
    i32 2, label %28
  ], !dbg !507

27:                                               ; preds = %16
    #dbg_value(<4 x float> %32, !475, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
  br label %30, !dbg !508

28:                                               ; preds = %16
    #dbg_value(<4 x float> %32, !475, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
  br label %30, !dbg !511

29:                                               ; preds = %16
    #dbg_value(<4 x float> %32, !475, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
  br label %30

30:                                               ; preds = %16, %27, %29, %28
  %31 = phi i64 [ 1, %27 ], [ 3, %29 ], [ 2, %28 ], [ 0, %16 ]
  %32 = insertelement <4 x float> %17, float %26, i64 %31, !dbg !513
    #dbg_value(<4 x float> %32, !475, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
  %33 = add nuw nsw i32 %18, 1, !dbg !514
    #dbg_value(i32 %33, !478, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !492)
  %34 = icmp eq i32 %33, 4, !dbg !515
  br i1 %34, label %12, label %16, !dbg !493, !llvm.loop !516

35:                                               ; preds = %4, %12
  ret void, !dbg !497
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare !dbg !518 hidden <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !521 hidden float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !526 hidden float @_Z6selectffi(float noundef, float noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !529 hidden float @_Z3powff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !532 hidden i32 @_Z6islessff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !535 hidden void @_Z7vstore4Dv4_fmPU3AS0f(<4 x float> noundef, i64 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @im_box_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #6 !dbg !538 !kernel_arg_addr_space !560 !kernel_arg_access_qual !561 !kernel_arg_type !562 !kernel_arg_base_type !562 !kernel_arg_type_qual !563 {
    #dbg_value(ptr addrspace(1) %0, !543, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !564)
    #dbg_value(ptr addrspace(1) %1, !544, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !564)
    #dbg_value(ptr addrspace(3) %2, !545, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !564)
    #dbg_value(i32 %3, !546, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !564)
    #dbg_value(i32 %4, !547, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !564)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10, !dbg !565
  %7 = trunc i64 %6 to i32, !dbg !565
    #dbg_value(i32 %7, !548, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !564)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #10, !dbg !566
  %9 = trunc i64 %8 to i32, !dbg !566
    #dbg_value(i32 %9, !549, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !564)
  %10 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #10, !dbg !567
  %11 = trunc i64 %10 to i32, !dbg !567
    #dbg_value(i32 %11, !550, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !564)
  %12 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #10, !dbg !568
  %13 = trunc i64 %12 to i32, !dbg !568
    #dbg_value(i32 %13, !551, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !564)
  %14 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #10, !dbg !569
  %15 = mul i64 %14, %12, !dbg !570
  %16 = trunc i64 %15 to i32, !dbg !569
  %17 = sub i32 %16, %4, !dbg !569
    #dbg_value(i32 %17, !552, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !564)
    #dbg_value(i32 %11, !553, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !571)
  %18 = shl nsw i32 %4, 1
  %19 = add nsw i32 %18, %13
    #dbg_value(i32 %11, !553, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !571)
  %20 = icmp sgt i32 %19, %11, !dbg !572
  br i1 %20, label %21, label %24, !dbg !574

21:                                               ; preds = %5
  %22 = mul nsw i32 %9, %3
  %23 = add nsw i32 %3, -1
  br label %29, !dbg !574

24:                                               ; preds = %29, %5
  tail call void @_Z7barrierj(i32 noundef 1) #12, !dbg !575
  %25 = icmp slt i32 %7, %3, !dbg !576
  br i1 %25, label %26, label %57, !dbg !577

26:                                               ; preds = %24
  %27 = getelementptr float, ptr addrspace(3) %2, i32 %11, !dbg !578
    #dbg_value(i32 0, !558, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !579)
    #dbg_value(float 0.000000e+00, !555, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !580)
  %28 = icmp slt i32 %4, 0, !dbg !581
  br i1 %28, label %40, label %49, !dbg !578

29:                                               ; preds = %21, %29
  %30 = phi i32 [ %11, %21 ], [ %38, %29 ]
    #dbg_value(i32 %30, !553, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !571)
  %31 = add nsw i32 %17, %30, !dbg !583
  %32 = tail call i32 @_Z5clampiii(i32 noundef %31, i32 noundef 0, i32 noundef %23) #10, !dbg !584
  %33 = add nsw i32 %32, %22, !dbg !585
  %34 = sext i32 %33 to i64, !dbg !586
  %35 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %34, !dbg !586
  %36 = load float, ptr addrspace(1) %35, align 4, !dbg !586, !tbaa !409
  %37 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %30, !dbg !587
  store float %36, ptr addrspace(3) %37, align 4, !dbg !588, !tbaa !409
  %38 = add nsw i32 %30, %13, !dbg !589
    #dbg_value(i32 %38, !553, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !571)
  %39 = icmp slt i32 %30, %18, !dbg !572
  br i1 %39, label %29, label %24, !dbg !574, !llvm.loop !590

40:                                               ; preds = %49, %26
  %41 = phi float [ 0.000000e+00, %26 ], [ %54, %49 ], !dbg !580
  %42 = or disjoint i32 %18, 1, !dbg !592
  %43 = sitofp i32 %42 to float, !dbg !593
  %44 = fdiv float %41, %43, !dbg !594, !fpmath !450
  %45 = mul nsw i32 %9, %3, !dbg !595
  %46 = add nsw i32 %45, %7, !dbg !596
  %47 = sext i32 %46 to i64, !dbg !597
  %48 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47, !dbg !597
  store float %44, ptr addrspace(1) %48, align 4, !dbg !598, !tbaa !409
  br label %57, !dbg !599

49:                                               ; preds = %26, %49
  %50 = phi i32 [ %55, %49 ], [ 0, %26 ]
  %51 = phi float [ %54, %49 ], [ 0.000000e+00, %26 ]
    #dbg_value(i32 %50, !558, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !579)
    #dbg_value(float %51, !555, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !580)
  %52 = getelementptr float, ptr addrspace(3) %27, i32 %50, !dbg !600
  %53 = load float, ptr addrspace(3) %52, align 4, !dbg !600, !tbaa !409
  %54 = fadd float %51, %53, !dbg !601
    #dbg_value(float %54, !555, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !580)
  %55 = add nuw nsw i32 %50, 1, !dbg !602
    #dbg_value(i32 %55, !558, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !579)
  %56 = icmp eq i32 %50, %18, !dbg !581
  br i1 %56, label %40, label %49, !dbg !578, !llvm.loop !603

57:                                               ; preds = %40, %24
  ret void, !dbg !605
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !606 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !607 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !608 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !609 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #8

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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16}
!opencl.ocl.version = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/image.cl", directory: ".", checksumkind: CSK_MD5, checksum: "25be7f021af5bc602b8a0f20269f23b8")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar4", file: !6, line: 174, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, flags: DIFlagVector, elements: !10)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !6, line: 119, baseType: !9)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 2, i32 0}
!18 = !{!"clang-19"}
!19 = distinct !DISubprogram(name: "hash32", scope: !20, file: !20, line: 15, type: !21, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!20 = !DIFile(filename: "src/common.h", directory: ".", checksumkind: CSK_MD5, checksum: "e5333d42a508fc6e446e938aee4c8f69")
!21 = !DISubroutineType(types: !22)
!22 = !{!3, !23}
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !6, line: 129, baseType: !24)
!24 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!25 = !{!26}
!26 = !DILocalVariable(name: "x", arg: 1, scope: !19, file: !20, line: 15, type: !23)
!27 = !DILocation(line: 0, scope: !19)
!28 = !DILocation(line: 16, column: 10, scope: !19)
!29 = !DILocation(line: 16, column: 5, scope: !19)
!30 = !DILocation(line: 17, column: 5, scope: !19)
!31 = !DILocation(line: 18, column: 10, scope: !19)
!32 = !DILocation(line: 18, column: 5, scope: !19)
!33 = !DILocation(line: 19, column: 5, scope: !19)
!34 = !DILocation(line: 20, column: 10, scope: !19)
!35 = !DILocation(line: 20, column: 5, scope: !19)
!36 = !DILocation(line: 21, column: 3, scope: !19)
!37 = distinct !DISubprogram(name: "im_sobel", scope: !1, file: !1, line: 6, type: !38, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !43)
!38 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !39)
!39 = !{null, !40, !42, !3, !3}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!43 = !{!44, !45, !46, !47, !48, !49, !50, !51, !52, !57, !59, !62, !65}
!44 = !DILocalVariable(name: "in", arg: 1, scope: !37, file: !1, line: 6, type: !40)
!45 = !DILocalVariable(name: "out", arg: 2, scope: !37, file: !1, line: 6, type: !42)
!46 = !DILocalVariable(name: "w", arg: 3, scope: !37, file: !1, line: 6, type: !3)
!47 = !DILocalVariable(name: "h", arg: 4, scope: !37, file: !1, line: 6, type: !3)
!48 = !DILocalVariable(name: "x", scope: !37, file: !1, line: 7, type: !3)
!49 = !DILocalVariable(name: "y", scope: !37, file: !1, line: 7, type: !3)
!50 = !DILocalVariable(name: "gx", scope: !37, file: !1, line: 14, type: !3)
!51 = !DILocalVariable(name: "gy", scope: !37, file: !1, line: 14, type: !3)
!52 = !DILocalVariable(name: "kx", scope: !37, file: !1, line: 15, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 288, elements: !55)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!55 = !{!56, !56}
!56 = !DISubrange(count: 3)
!57 = !DILocalVariable(name: "dy", scope: !58, file: !1, line: 16, type: !3)
!58 = distinct !DILexicalBlock(scope: !37, file: !1, line: 16, column: 3)
!59 = !DILocalVariable(name: "dx", scope: !60, file: !1, line: 17, type: !3)
!60 = distinct !DILexicalBlock(scope: !61, file: !1, line: 17, column: 5)
!61 = distinct !DILexicalBlock(scope: !58, file: !1, line: 16, column: 3)
!62 = !DILocalVariable(name: "p", scope: !63, file: !1, line: 18, type: !3)
!63 = distinct !DILexicalBlock(scope: !64, file: !1, line: 17, column: 38)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 17, column: 5)
!65 = !DILocalVariable(name: "g", scope: !37, file: !1, line: 22, type: !4)
!66 = !{i32 1, i32 1, i32 0, i32 0}
!67 = !{!"none", !"none", !"none", !"none"}
!68 = !{!"uchar*", !"uchar*", !"int", !"int"}
!69 = !{!"const", !"", !"", !""}
!70 = !DILocation(line: 0, scope: !37)
!71 = !DILocation(line: 7, column: 11, scope: !37)
!72 = !DILocation(line: 7, column: 33, scope: !37)
!73 = !DILocation(line: 8, column: 9, scope: !74)
!74 = distinct !DILexicalBlock(scope: !37, file: !1, line: 8, column: 7)
!75 = !DILocation(line: 8, column: 14, scope: !74)
!76 = !DILocation(line: 10, column: 9, scope: !77)
!77 = distinct !DILexicalBlock(scope: !37, file: !1, line: 10, column: 7)
!78 = !DILocation(line: 10, column: 14, scope: !77)
!79 = !DILocation(line: 11, column: 11, scope: !80)
!80 = distinct !DILexicalBlock(scope: !77, file: !1, line: 10, column: 53)
!81 = !DILocation(line: 11, column: 15, scope: !80)
!82 = !DILocation(line: 11, column: 5, scope: !80)
!83 = !DILocation(line: 11, column: 20, scope: !80)
!84 = !{!85, !85, i64 0}
!85 = !{!"omnipotent char", !86, i64 0}
!86 = !{!"Simple C/C++ TBAA"}
!87 = !DILocation(line: 12, column: 5, scope: !80)
!88 = !DILocation(line: 15, column: 3, scope: !37)
!89 = !DILocation(line: 15, column: 13, scope: !37)
!90 = !DILocation(line: 0, scope: !58)
!91 = !DILocation(line: 16, column: 3, scope: !58)
!92 = !DILocation(line: 0, scope: !60)
!93 = !DILocation(line: 17, column: 5, scope: !60)
!94 = !DILocation(line: 22, column: 29, scope: !37)
!95 = !DILocation(line: 22, column: 39, scope: !37)
!96 = !DILocation(line: 22, column: 34, scope: !37)
!97 = !DILocation(line: 22, column: 18, scope: !37)
!98 = !DILocation(line: 22, column: 13, scope: !37)
!99 = !{float 3.000000e+00}
!100 = !DILocation(line: 23, column: 20, scope: !37)
!101 = !DILocation(line: 23, column: 9, scope: !37)
!102 = !DILocation(line: 23, column: 13, scope: !37)
!103 = !DILocation(line: 23, column: 3, scope: !37)
!104 = !DILocation(line: 23, column: 18, scope: !37)
!105 = !DILocation(line: 24, column: 1, scope: !37)
!106 = !DILocation(line: 16, column: 32, scope: !61)
!107 = !DILocation(line: 16, column: 24, scope: !61)
!108 = distinct !{!108, !91, !109, !110}
!109 = !DILocation(line: 21, column: 5, scope: !58)
!110 = !{!"llvm.loop.unroll.disable"}
!111 = !DILocation(line: 18, column: 35, scope: !63)
!112 = !DILocation(line: 18, column: 15, scope: !63)
!113 = !DILocation(line: 0, scope: !63)
!114 = !DILocation(line: 19, column: 27, scope: !63)
!115 = !DILocation(line: 19, column: 13, scope: !63)
!116 = !{!117, !117, i64 0}
!117 = !{!"int", !85, i64 0}
!118 = !DILocation(line: 19, column: 32, scope: !63)
!119 = !DILocation(line: 19, column: 10, scope: !63)
!120 = !DILocation(line: 20, column: 13, scope: !63)
!121 = !DILocation(line: 20, column: 32, scope: !63)
!122 = !DILocation(line: 20, column: 10, scope: !63)
!123 = !DILocation(line: 17, column: 26, scope: !64)
!124 = distinct !{!124, !93, !125, !110}
!125 = !DILocation(line: 21, column: 5, scope: !60)
!126 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 7, type: !127, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DISubroutineType(types: !128)
!128 = !{!129, !24}
!129 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!130 = !DISubprogram(name: "convert_uchar_sat", linkageName: "_Z17convert_uchar_satf", scope: !1, file: !1, line: 23, type: !131, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DISubroutineType(types: !132)
!132 = !{!9, !4}
!133 = distinct !DISubprogram(name: "im_median3x3", scope: !1, file: !1, line: 35, type: !38, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !134)
!134 = !{!135, !136, !137, !138, !139, !140, !141, !145, !146, !148, !151, !153, !156}
!135 = !DILocalVariable(name: "in", arg: 1, scope: !133, file: !1, line: 35, type: !40)
!136 = !DILocalVariable(name: "out", arg: 2, scope: !133, file: !1, line: 35, type: !42)
!137 = !DILocalVariable(name: "w", arg: 3, scope: !133, file: !1, line: 35, type: !3)
!138 = !DILocalVariable(name: "h", arg: 4, scope: !133, file: !1, line: 35, type: !3)
!139 = !DILocalVariable(name: "x", scope: !133, file: !1, line: 36, type: !3)
!140 = !DILocalVariable(name: "y", scope: !133, file: !1, line: 36, type: !3)
!141 = !DILocalVariable(name: "v", scope: !133, file: !1, line: 39, type: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 72, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 9)
!145 = !DILocalVariable(name: "n", scope: !133, file: !1, line: 40, type: !3)
!146 = !DILocalVariable(name: "dy", scope: !147, file: !1, line: 41, type: !3)
!147 = distinct !DILexicalBlock(scope: !133, file: !1, line: 41, column: 3)
!148 = !DILocalVariable(name: "dx", scope: !149, file: !1, line: 42, type: !3)
!149 = distinct !DILexicalBlock(scope: !150, file: !1, line: 42, column: 5)
!150 = distinct !DILexicalBlock(scope: !147, file: !1, line: 41, column: 3)
!151 = !DILocalVariable(name: "i", scope: !152, file: !1, line: 45, type: !3)
!152 = distinct !DILexicalBlock(scope: !133, file: !1, line: 45, column: 3)
!153 = !DILocalVariable(name: "key", scope: !154, file: !1, line: 46, type: !8)
!154 = distinct !DILexicalBlock(scope: !155, file: !1, line: 45, column: 31)
!155 = distinct !DILexicalBlock(scope: !152, file: !1, line: 45, column: 3)
!156 = !DILocalVariable(name: "j", scope: !154, file: !1, line: 47, type: !3)
!157 = !DILocation(line: 0, scope: !133)
!158 = !DILocation(line: 36, column: 11, scope: !133)
!159 = !DILocation(line: 36, column: 33, scope: !133)
!160 = !DILocation(line: 37, column: 9, scope: !161)
!161 = distinct !DILexicalBlock(scope: !133, file: !1, line: 37, column: 7)
!162 = !DILocation(line: 37, column: 13, scope: !161)
!163 = !DILocation(line: 0, scope: !147)
!164 = !DILocation(line: 0, scope: !149)
!165 = !DILocation(line: 42, column: 5, scope: !149)
!166 = !DILocation(line: 41, column: 32, scope: !150)
!167 = !DILocation(line: 41, column: 24, scope: !150)
!168 = !DILocation(line: 41, column: 3, scope: !147)
!169 = distinct !{!169, !168, !170, !110}
!170 = !DILocation(line: 43, column: 40, scope: !147)
!171 = !DILocation(line: 43, column: 36, scope: !172)
!172 = distinct !DILexicalBlock(scope: !149, file: !1, line: 42, column: 5)
!173 = !DILocation(line: 43, column: 16, scope: !172)
!174 = !DILocation(line: 43, column: 10, scope: !172)
!175 = !DILocation(line: 43, column: 14, scope: !172)
!176 = !DILocation(line: 42, column: 34, scope: !172)
!177 = !DILocation(line: 42, column: 26, scope: !172)
!178 = distinct !{!178, !165, !179, !110}
!179 = !DILocation(line: 43, column: 40, scope: !149)
!180 = !DILocation(line: 54, column: 20, scope: !133)
!181 = !DILocation(line: 54, column: 9, scope: !133)
!182 = !DILocation(line: 54, column: 13, scope: !133)
!183 = !DILocation(line: 54, column: 3, scope: !133)
!184 = !DILocation(line: 54, column: 18, scope: !133)
!185 = !DILocation(line: 55, column: 1, scope: !133)
!186 = !DILocation(line: 0, scope: !152)
!187 = !DILocation(line: 46, column: 17, scope: !154)
!188 = !DILocation(line: 0, scope: !154)
!189 = !DILocation(line: 48, column: 19, scope: !154)
!190 = !DILocation(line: 48, column: 22, scope: !154)
!191 = !DILocation(line: 48, column: 27, scope: !154)
!192 = !DILocation(line: 48, column: 5, scope: !154)
!193 = !DILocation(line: 49, column: 16, scope: !194)
!194 = distinct !DILexicalBlock(scope: !154, file: !1, line: 48, column: 34)
!195 = !DILocation(line: 48, column: 14, scope: !154)
!196 = distinct !{!196, !192, !197, !110}
!197 = !DILocation(line: 51, column: 5, scope: !154)
!198 = !DILocation(line: 52, column: 14, scope: !154)
!199 = !DILocation(line: 45, column: 27, scope: !155)
!200 = !DILocation(line: 45, column: 21, scope: !155)
!201 = !DILocation(line: 45, column: 3, scope: !152)
!202 = distinct !{!202, !201, !203, !110}
!203 = !DILocation(line: 53, column: 3, scope: !152)
!204 = distinct !DISubprogram(name: "im_median3x3_net", scope: !1, file: !1, line: 57, type: !205, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !210)
!205 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !206)
!206 = !{null, !207, !209, !3, !3}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !208, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!210 = !{!211, !212, !213, !214, !215, !216, !217, !218, !220, !223, !224, !225, !226, !227, !228, !229, !230, !231, !232, !234, !235, !237, !238, !240, !241, !243, !244, !246, !247, !249, !250, !252, !253, !255, !256, !258, !259, !261, !262, !264, !265, !267, !268, !270, !271, !273, !274, !276, !277, !279, !280, !282, !283, !285, !286, !288}
!211 = !DILocalVariable(name: "in", arg: 1, scope: !204, file: !1, line: 57, type: !207)
!212 = !DILocalVariable(name: "out", arg: 2, scope: !204, file: !1, line: 57, type: !209)
!213 = !DILocalVariable(name: "w", arg: 3, scope: !204, file: !1, line: 57, type: !3)
!214 = !DILocalVariable(name: "h", arg: 4, scope: !204, file: !1, line: 57, type: !3)
!215 = !DILocalVariable(name: "x", scope: !204, file: !1, line: 58, type: !3)
!216 = !DILocalVariable(name: "y", scope: !204, file: !1, line: 58, type: !3)
!217 = !DILocalVariable(name: "r", scope: !204, file: !1, line: 61, type: !5)
!218 = !DILocalVariable(name: "c", scope: !219, file: !1, line: 62, type: !3)
!219 = distinct !DILexicalBlock(scope: !204, file: !1, line: 62, column: 3)
!220 = !DILocalVariable(name: "p0", scope: !221, file: !1, line: 63, type: !8)
!221 = distinct !DILexicalBlock(scope: !222, file: !1, line: 62, column: 31)
!222 = distinct !DILexicalBlock(scope: !219, file: !1, line: 62, column: 3)
!223 = !DILocalVariable(name: "p1", scope: !221, file: !1, line: 63, type: !8)
!224 = !DILocalVariable(name: "p2", scope: !221, file: !1, line: 63, type: !8)
!225 = !DILocalVariable(name: "p3", scope: !221, file: !1, line: 63, type: !8)
!226 = !DILocalVariable(name: "p4", scope: !221, file: !1, line: 63, type: !8)
!227 = !DILocalVariable(name: "p5", scope: !221, file: !1, line: 63, type: !8)
!228 = !DILocalVariable(name: "p6", scope: !221, file: !1, line: 63, type: !8)
!229 = !DILocalVariable(name: "p7", scope: !221, file: !1, line: 63, type: !8)
!230 = !DILocalVariable(name: "p8", scope: !221, file: !1, line: 63, type: !8)
!231 = !DILocalVariable(name: "q", scope: !221, file: !1, line: 64, type: !5)
!232 = !DILocalVariable(name: "lo_", scope: !233, file: !1, line: 75, type: !8)
!233 = distinct !DILexicalBlock(scope: !221, file: !1, line: 75, column: 5)
!234 = !DILocalVariable(name: "hi_", scope: !233, file: !1, line: 75, type: !8)
!235 = !DILocalVariable(name: "lo_", scope: !236, file: !1, line: 75, type: !8)
!236 = distinct !DILexicalBlock(scope: !221, file: !1, line: 75, column: 20)
!237 = !DILocalVariable(name: "hi_", scope: !236, file: !1, line: 75, type: !8)
!238 = !DILocalVariable(name: "lo_", scope: !239, file: !1, line: 75, type: !8)
!239 = distinct !DILexicalBlock(scope: !221, file: !1, line: 75, column: 35)
!240 = !DILocalVariable(name: "hi_", scope: !239, file: !1, line: 75, type: !8)
!241 = !DILocalVariable(name: "lo_", scope: !242, file: !1, line: 76, type: !8)
!242 = distinct !DILexicalBlock(scope: !221, file: !1, line: 76, column: 5)
!243 = !DILocalVariable(name: "hi_", scope: !242, file: !1, line: 76, type: !8)
!244 = !DILocalVariable(name: "lo_", scope: !245, file: !1, line: 76, type: !8)
!245 = distinct !DILexicalBlock(scope: !221, file: !1, line: 76, column: 20)
!246 = !DILocalVariable(name: "hi_", scope: !245, file: !1, line: 76, type: !8)
!247 = !DILocalVariable(name: "lo_", scope: !248, file: !1, line: 76, type: !8)
!248 = distinct !DILexicalBlock(scope: !221, file: !1, line: 76, column: 35)
!249 = !DILocalVariable(name: "hi_", scope: !248, file: !1, line: 76, type: !8)
!250 = !DILocalVariable(name: "lo_", scope: !251, file: !1, line: 77, type: !8)
!251 = distinct !DILexicalBlock(scope: !221, file: !1, line: 77, column: 5)
!252 = !DILocalVariable(name: "hi_", scope: !251, file: !1, line: 77, type: !8)
!253 = !DILocalVariable(name: "lo_", scope: !254, file: !1, line: 77, type: !8)
!254 = distinct !DILexicalBlock(scope: !221, file: !1, line: 77, column: 20)
!255 = !DILocalVariable(name: "hi_", scope: !254, file: !1, line: 77, type: !8)
!256 = !DILocalVariable(name: "lo_", scope: !257, file: !1, line: 77, type: !8)
!257 = distinct !DILexicalBlock(scope: !221, file: !1, line: 77, column: 35)
!258 = !DILocalVariable(name: "hi_", scope: !257, file: !1, line: 77, type: !8)
!259 = !DILocalVariable(name: "lo_", scope: !260, file: !1, line: 78, type: !8)
!260 = distinct !DILexicalBlock(scope: !221, file: !1, line: 78, column: 5)
!261 = !DILocalVariable(name: "hi_", scope: !260, file: !1, line: 78, type: !8)
!262 = !DILocalVariable(name: "lo_", scope: !263, file: !1, line: 78, type: !8)
!263 = distinct !DILexicalBlock(scope: !221, file: !1, line: 78, column: 20)
!264 = !DILocalVariable(name: "hi_", scope: !263, file: !1, line: 78, type: !8)
!265 = !DILocalVariable(name: "lo_", scope: !266, file: !1, line: 78, type: !8)
!266 = distinct !DILexicalBlock(scope: !221, file: !1, line: 78, column: 35)
!267 = !DILocalVariable(name: "hi_", scope: !266, file: !1, line: 78, type: !8)
!268 = !DILocalVariable(name: "lo_", scope: !269, file: !1, line: 79, type: !8)
!269 = distinct !DILexicalBlock(scope: !221, file: !1, line: 79, column: 5)
!270 = !DILocalVariable(name: "hi_", scope: !269, file: !1, line: 79, type: !8)
!271 = !DILocalVariable(name: "lo_", scope: !272, file: !1, line: 79, type: !8)
!272 = distinct !DILexicalBlock(scope: !221, file: !1, line: 79, column: 20)
!273 = !DILocalVariable(name: "hi_", scope: !272, file: !1, line: 79, type: !8)
!274 = !DILocalVariable(name: "lo_", scope: !275, file: !1, line: 79, type: !8)
!275 = distinct !DILexicalBlock(scope: !221, file: !1, line: 79, column: 35)
!276 = !DILocalVariable(name: "hi_", scope: !275, file: !1, line: 79, type: !8)
!277 = !DILocalVariable(name: "lo_", scope: !278, file: !1, line: 80, type: !8)
!278 = distinct !DILexicalBlock(scope: !221, file: !1, line: 80, column: 5)
!279 = !DILocalVariable(name: "hi_", scope: !278, file: !1, line: 80, type: !8)
!280 = !DILocalVariable(name: "lo_", scope: !281, file: !1, line: 80, type: !8)
!281 = distinct !DILexicalBlock(scope: !221, file: !1, line: 80, column: 20)
!282 = !DILocalVariable(name: "hi_", scope: !281, file: !1, line: 80, type: !8)
!283 = !DILocalVariable(name: "lo_", scope: !284, file: !1, line: 80, type: !8)
!284 = distinct !DILexicalBlock(scope: !221, file: !1, line: 80, column: 35)
!285 = !DILocalVariable(name: "hi_", scope: !284, file: !1, line: 80, type: !8)
!286 = !DILocalVariable(name: "lo_", scope: !287, file: !1, line: 81, type: !8)
!287 = distinct !DILexicalBlock(scope: !221, file: !1, line: 81, column: 5)
!288 = !DILocalVariable(name: "hi_", scope: !287, file: !1, line: 81, type: !8)
!289 = !{!"uchar4*", !"uchar4*", !"int", !"int"}
!290 = !{!"uchar __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"int", !"int"}
!291 = !DILocation(line: 0, scope: !204)
!292 = !DILocation(line: 58, column: 11, scope: !204)
!293 = !DILocation(line: 58, column: 33, scope: !204)
!294 = !DILocation(line: 59, column: 9, scope: !295)
!295 = distinct !DILexicalBlock(scope: !204, file: !1, line: 59, column: 7)
!296 = !DILocation(line: 59, column: 13, scope: !295)
!297 = !DILocation(line: 0, scope: !219)
!298 = !DILocation(line: 62, column: 3, scope: !219)
!299 = !DILocation(line: 87, column: 9, scope: !204)
!300 = !DILocation(line: 87, column: 13, scope: !204)
!301 = !DILocation(line: 87, column: 3, scope: !204)
!302 = !DILocation(line: 87, column: 18, scope: !204)
!303 = !DILocation(line: 88, column: 1, scope: !204)
!304 = !DILocation(line: 0, scope: !221)
!305 = !DILocation(line: 66, column: 39, scope: !221)
!306 = !DILocation(line: 67, column: 39, scope: !221)
!307 = !DILocation(line: 68, column: 39, scope: !221)
!308 = !DILocation(line: 69, column: 39, scope: !221)
!309 = !DILocation(line: 70, column: 39, scope: !221)
!310 = !DILocation(line: 71, column: 39, scope: !221)
!311 = !DILocation(line: 72, column: 39, scope: !221)
!312 = !DILocation(line: 73, column: 39, scope: !221)
!313 = !DILocation(line: 74, column: 39, scope: !221)
!314 = !DILocation(line: 75, column: 5, scope: !233)
!315 = !DILocation(line: 0, scope: !233)
!316 = !DILocation(line: 75, column: 20, scope: !236)
!317 = !DILocation(line: 0, scope: !236)
!318 = !DILocation(line: 75, column: 35, scope: !239)
!319 = !DILocation(line: 0, scope: !239)
!320 = !DILocation(line: 76, column: 5, scope: !242)
!321 = !DILocation(line: 0, scope: !242)
!322 = !DILocation(line: 76, column: 20, scope: !245)
!323 = !DILocation(line: 0, scope: !245)
!324 = !DILocation(line: 76, column: 35, scope: !248)
!325 = !DILocation(line: 0, scope: !248)
!326 = !DILocation(line: 77, column: 5, scope: !251)
!327 = !DILocation(line: 0, scope: !251)
!328 = !DILocation(line: 77, column: 20, scope: !254)
!329 = !DILocation(line: 0, scope: !254)
!330 = !DILocation(line: 77, column: 35, scope: !257)
!331 = !DILocation(line: 0, scope: !257)
!332 = !DILocation(line: 0, scope: !260)
!333 = !DILocation(line: 78, column: 5, scope: !260)
!334 = !DILocation(line: 78, column: 20, scope: !263)
!335 = !DILocation(line: 0, scope: !263)
!336 = !DILocation(line: 78, column: 35, scope: !266)
!337 = !DILocation(line: 0, scope: !266)
!338 = !DILocation(line: 0, scope: !269)
!339 = !DILocation(line: 79, column: 5, scope: !269)
!340 = !DILocation(line: 0, scope: !272)
!341 = !DILocation(line: 79, column: 20, scope: !272)
!342 = !DILocation(line: 79, column: 35, scope: !275)
!343 = !DILocation(line: 0, scope: !275)
!344 = !DILocation(line: 80, column: 5, scope: !278)
!345 = !DILocation(line: 0, scope: !278)
!346 = !DILocation(line: 80, column: 20, scope: !281)
!347 = !DILocation(line: 0, scope: !281)
!348 = !DILocation(line: 0, scope: !284)
!349 = !DILocation(line: 80, column: 35, scope: !284)
!350 = !DILocation(line: 81, column: 5, scope: !287)
!351 = !DILocation(line: 0, scope: !287)
!352 = !DILocation(line: 82, column: 9, scope: !221)
!353 = !DILocation(line: 0, scope: !354)
!354 = distinct !DILexicalBlock(scope: !221, file: !1, line: 82, column: 9)
!355 = !DILocation(line: 62, column: 27, scope: !222)
!356 = !DILocation(line: 62, column: 21, scope: !222)
!357 = distinct !{!357, !298, !358, !110}
!358 = !DILocation(line: 86, column: 3, scope: !219)
!359 = !DISubprogram(name: "min", linkageName: "_Z3minhh", scope: !1, file: !1, line: 75, type: !360, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!360 = !DISubroutineType(types: !361)
!361 = !{!9, !9, !9}
!362 = !DISubprogram(name: "max", linkageName: "_Z3maxhh", scope: !1, file: !1, line: 75, type: !360, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = distinct !DISubprogram(name: "im_bilateral", scope: !1, file: !1, line: 90, type: !364, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !369)
!364 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !365)
!365 = !{null, !366, !368, !3, !3, !3, !4, !4}
!366 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !367, size: 64)
!367 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!368 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!369 = !{!370, !371, !372, !373, !374, !375, !376, !377, !378, !379, !380, !381, !382, !384, !387, !389, !392, !393, !394, !395}
!370 = !DILocalVariable(name: "in", arg: 1, scope: !363, file: !1, line: 90, type: !366)
!371 = !DILocalVariable(name: "out", arg: 2, scope: !363, file: !1, line: 90, type: !368)
!372 = !DILocalVariable(name: "w", arg: 3, scope: !363, file: !1, line: 90, type: !3)
!373 = !DILocalVariable(name: "h", arg: 4, scope: !363, file: !1, line: 90, type: !3)
!374 = !DILocalVariable(name: "radius", arg: 5, scope: !363, file: !1, line: 90, type: !3)
!375 = !DILocalVariable(name: "sigma_s", arg: 6, scope: !363, file: !1, line: 91, type: !4)
!376 = !DILocalVariable(name: "sigma_r", arg: 7, scope: !363, file: !1, line: 91, type: !4)
!377 = !DILocalVariable(name: "x", scope: !363, file: !1, line: 92, type: !3)
!378 = !DILocalVariable(name: "y", scope: !363, file: !1, line: 92, type: !3)
!379 = !DILocalVariable(name: "c", scope: !363, file: !1, line: 95, type: !4)
!380 = !DILocalVariable(name: "sum", scope: !363, file: !1, line: 96, type: !4)
!381 = !DILocalVariable(name: "wsum", scope: !363, file: !1, line: 96, type: !4)
!382 = !DILocalVariable(name: "dy", scope: !383, file: !1, line: 97, type: !3)
!383 = distinct !DILexicalBlock(scope: !363, file: !1, line: 97, column: 3)
!384 = !DILocalVariable(name: "yy", scope: !385, file: !1, line: 98, type: !3)
!385 = distinct !DILexicalBlock(scope: !386, file: !1, line: 97, column: 46)
!386 = distinct !DILexicalBlock(scope: !383, file: !1, line: 97, column: 3)
!387 = !DILocalVariable(name: "dx", scope: !388, file: !1, line: 99, type: !3)
!388 = distinct !DILexicalBlock(scope: !385, file: !1, line: 99, column: 5)
!389 = !DILocalVariable(name: "xx", scope: !390, file: !1, line: 100, type: !3)
!390 = distinct !DILexicalBlock(scope: !391, file: !1, line: 99, column: 48)
!391 = distinct !DILexicalBlock(scope: !388, file: !1, line: 99, column: 5)
!392 = !DILocalVariable(name: "v", scope: !390, file: !1, line: 101, type: !4)
!393 = !DILocalVariable(name: "ds", scope: !390, file: !1, line: 102, type: !4)
!394 = !DILocalVariable(name: "dr", scope: !390, file: !1, line: 103, type: !4)
!395 = !DILocalVariable(name: "wt", scope: !390, file: !1, line: 104, type: !4)
!396 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!397 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!398 = !{!"float*", !"float*", !"int", !"int", !"int", !"float", !"float"}
!399 = !{!"const", !"", !"", !"", !"", !"", !""}
!400 = !DILocation(line: 0, scope: !363)
!401 = !DILocation(line: 92, column: 11, scope: !363)
!402 = !DILocation(line: 92, column: 33, scope: !363)
!403 = !DILocation(line: 93, column: 9, scope: !404)
!404 = distinct !DILexicalBlock(scope: !363, file: !1, line: 93, column: 7)
!405 = !DILocation(line: 93, column: 14, scope: !404)
!406 = !DILocation(line: 95, column: 18, scope: !363)
!407 = !DILocation(line: 95, column: 22, scope: !363)
!408 = !DILocation(line: 95, column: 13, scope: !363)
!409 = !{!410, !410, i64 0}
!410 = !{!"float", !85, i64 0}
!411 = !DILocation(line: 97, column: 17, scope: !383)
!412 = !DILocation(line: 0, scope: !383)
!413 = !DILocation(line: 97, column: 29, scope: !386)
!414 = !DILocation(line: 97, column: 3, scope: !383)
!415 = !DILocation(line: 96, column: 21, scope: !363)
!416 = !DILocation(line: 96, column: 9, scope: !363)
!417 = !DILocation(line: 109, column: 25, scope: !363)
!418 = !DILocation(line: 109, column: 20, scope: !363)
!419 = !DILocation(line: 109, column: 3, scope: !363)
!420 = !DILocation(line: 109, column: 18, scope: !363)
!421 = !DILocation(line: 110, column: 1, scope: !363)
!422 = !DILocalVariable(name: "i", arg: 1, scope: !423, file: !20, line: 10, type: !3)
!423 = distinct !DISubprogram(name: "clamp_index", scope: !20, file: !20, line: 10, type: !424, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !426)
!424 = !DISubroutineType(types: !425)
!425 = !{!3, !3, !3}
!426 = !{!422, !427}
!427 = !DILocalVariable(name: "n", arg: 2, scope: !423, file: !20, line: 10, type: !3)
!428 = !DILocation(line: 0, scope: !423, inlinedAt: !429)
!429 = distinct !DILocation(line: 98, column: 14, scope: !385)
!430 = !DILocation(line: 0, scope: !385)
!431 = !DILocation(line: 0, scope: !388)
!432 = !DILocation(line: 98, column: 28, scope: !385)
!433 = !DILocation(line: 11, column: 12, scope: !423, inlinedAt: !429)
!434 = !DILocation(line: 11, column: 10, scope: !423, inlinedAt: !429)
!435 = !DILocation(line: 99, column: 5, scope: !388)
!436 = !DILocation(line: 97, column: 42, scope: !386)
!437 = distinct !{!437, !414, !438, !110}
!438 = !DILocation(line: 108, column: 3, scope: !383)
!439 = !DILocation(line: 100, column: 24, scope: !390)
!440 = !DILocation(line: 100, column: 16, scope: !390)
!441 = !DILocation(line: 0, scope: !390)
!442 = !DILocation(line: 101, column: 27, scope: !390)
!443 = !DILocation(line: 101, column: 17, scope: !390)
!444 = !DILocation(line: 102, column: 29, scope: !390)
!445 = !DILocation(line: 102, column: 34, scope: !390)
!446 = !DILocation(line: 102, column: 18, scope: !390)
!447 = !DILocation(line: 103, column: 21, scope: !390)
!448 = !DILocation(line: 103, column: 26, scope: !390)
!449 = !DILocation(line: 103, column: 36, scope: !390)
!450 = !{float 2.500000e+00}
!451 = !DILocation(line: 104, column: 22, scope: !390)
!452 = !DILocation(line: 104, column: 26, scope: !390)
!453 = !DILocation(line: 104, column: 18, scope: !390)
!454 = !DILocation(line: 105, column: 11, scope: !390)
!455 = !DILocation(line: 106, column: 12, scope: !390)
!456 = !DILocation(line: 99, column: 44, scope: !391)
!457 = !DILocation(line: 99, column: 31, scope: !391)
!458 = distinct !{!458, !435, !459, !110}
!459 = !DILocation(line: 107, column: 5, scope: !388)
!460 = !DISubprogram(name: "clamp", linkageName: "_Z5clampiii", scope: !1, file: !1, line: 100, type: !461, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubroutineType(types: !462)
!462 = !{!3, !3, !3, !3}
!463 = !DISubprogram(name: "exp", linkageName: "_Z3expf", scope: !1, file: !1, line: 104, type: !464, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubroutineType(types: !465)
!465 = !{!4, !4}
!466 = distinct !DISubprogram(name: "im_rgba_gray", scope: !1, file: !1, line: 113, type: !467, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !469)
!467 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !468)
!468 = !{null, !366, !368, !3, !4}
!469 = !{!470, !471, !472, !473, !474, !475, !478, !480, !483}
!470 = !DILocalVariable(name: "rgba", arg: 1, scope: !466, file: !1, line: 113, type: !366)
!471 = !DILocalVariable(name: "gray", arg: 2, scope: !466, file: !1, line: 113, type: !368)
!472 = !DILocalVariable(name: "npix", arg: 3, scope: !466, file: !1, line: 113, type: !3)
!473 = !DILocalVariable(name: "gamma", arg: 4, scope: !466, file: !1, line: 113, type: !4)
!474 = !DILocalVariable(name: "i", scope: !466, file: !1, line: 114, type: !3)
!475 = !DILocalVariable(name: "g", scope: !466, file: !1, line: 117, type: !476)
!476 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !6, line: 209, baseType: !477)
!477 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, flags: DIFlagVector, elements: !10)
!478 = !DILocalVariable(name: "k", scope: !479, file: !1, line: 118, type: !3)
!479 = distinct !DILexicalBlock(scope: !466, file: !1, line: 118, column: 3)
!480 = !DILocalVariable(name: "p", scope: !481, file: !1, line: 119, type: !476)
!481 = distinct !DILexicalBlock(scope: !482, file: !1, line: 118, column: 31)
!482 = distinct !DILexicalBlock(scope: !479, file: !1, line: 118, column: 3)
!483 = !DILocalVariable(name: "l", scope: !481, file: !1, line: 120, type: !4)
!484 = !{!"float*", !"float*", !"int", !"float"}
!485 = !DILocation(line: 0, scope: !466)
!486 = !DILocation(line: 114, column: 11, scope: !466)
!487 = !DILocation(line: 115, column: 9, scope: !488)
!488 = distinct !DILexicalBlock(scope: !466, file: !1, line: 115, column: 7)
!489 = !DILocation(line: 115, column: 13, scope: !488)
!490 = !DILocation(line: 115, column: 17, scope: !488)
!491 = !DILocation(line: 115, column: 7, scope: !466)
!492 = !DILocation(line: 0, scope: !479)
!493 = !DILocation(line: 118, column: 3, scope: !479)
!494 = !DILocation(line: 127, column: 14, scope: !466)
!495 = !DILocation(line: 127, column: 17, scope: !466)
!496 = !DILocation(line: 127, column: 3, scope: !466)
!497 = !DILocation(line: 128, column: 1, scope: !466)
!498 = !DILocation(line: 119, column: 29, scope: !481)
!499 = !DILocation(line: 119, column: 23, scope: !481)
!500 = !DILocation(line: 119, column: 16, scope: !481)
!501 = !DILocation(line: 0, scope: !481)
!502 = !DILocation(line: 120, column: 19, scope: !481)
!503 = !DILocation(line: 120, column: 15, scope: !481)
!504 = !DILocation(line: 121, column: 16, scope: !481)
!505 = !DILocation(line: 121, column: 37, scope: !481)
!506 = !DILocation(line: 121, column: 9, scope: !481)
!507 = !DILocation(line: 122, column: 9, scope: !481)
!508 = !DILocation(line: 123, column: 22, scope: !509)
!509 = distinct !DILexicalBlock(scope: !510, file: !1, line: 123, column: 14)
!510 = distinct !DILexicalBlock(scope: !481, file: !1, line: 122, column: 9)
!511 = !DILocation(line: 124, column: 22, scope: !512)
!512 = distinct !DILexicalBlock(scope: !509, file: !1, line: 124, column: 14)
!513 = !DILocation(line: 0, scope: !510)
!514 = !DILocation(line: 118, column: 27, scope: !482)
!515 = !DILocation(line: 118, column: 21, scope: !482)
!516 = distinct !{!516, !493, !517, !110}
!517 = !DILocation(line: 126, column: 3, scope: !479)
!518 = !DISubprogram(name: "vload4", linkageName: "_Z6vload4mPU3AS0Kf", scope: !1, file: !1, line: 119, type: !519, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!519 = !DISubroutineType(types: !520)
!520 = !{!477, !129, !366}
!521 = !DISubprogram(name: "dot", linkageName: "_Z3dotDv3_fS_", scope: !1, file: !1, line: 120, type: !522, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!522 = !DISubroutineType(types: !523)
!523 = !{!4, !524, !524}
!524 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, flags: DIFlagVector, elements: !525)
!525 = !{!56}
!526 = !DISubprogram(name: "select", linkageName: "_Z6selectffi", scope: !1, file: !1, line: 121, type: !527, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!527 = !DISubroutineType(types: !528)
!528 = !{!4, !4, !4, !3}
!529 = !DISubprogram(name: "pow", linkageName: "_Z3powff", scope: !1, file: !1, line: 121, type: !530, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!530 = !DISubroutineType(types: !531)
!531 = !{!4, !4, !4}
!532 = !DISubprogram(name: "isless", linkageName: "_Z6islessff", scope: !1, file: !1, line: 121, type: !533, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!533 = !DISubroutineType(types: !534)
!534 = !{!3, !4, !4}
!535 = !DISubprogram(name: "vstore4", linkageName: "_Z7vstore4Dv4_fmPU3AS0f", scope: !1, file: !1, line: 127, type: !536, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!536 = !DISubroutineType(types: !537)
!537 = !{null, !477, !129, !368}
!538 = distinct !DISubprogram(name: "im_box_rows", scope: !1, file: !1, line: 131, type: !539, scopeLine: 131, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !542)
!539 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !540)
!540 = !{null, !366, !368, !541, !3, !3}
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32, dwarfAddressSpace: 2)
!542 = !{!543, !544, !545, !546, !547, !548, !549, !550, !551, !552, !553, !555, !558}
!543 = !DILocalVariable(name: "in", arg: 1, scope: !538, file: !1, line: 131, type: !366)
!544 = !DILocalVariable(name: "out", arg: 2, scope: !538, file: !1, line: 131, type: !368)
!545 = !DILocalVariable(name: "row", arg: 3, scope: !538, file: !1, line: 131, type: !541)
!546 = !DILocalVariable(name: "w", arg: 4, scope: !538, file: !1, line: 131, type: !3)
!547 = !DILocalVariable(name: "r", arg: 5, scope: !538, file: !1, line: 131, type: !3)
!548 = !DILocalVariable(name: "x", scope: !538, file: !1, line: 132, type: !3)
!549 = !DILocalVariable(name: "y", scope: !538, file: !1, line: 132, type: !3)
!550 = !DILocalVariable(name: "lx", scope: !538, file: !1, line: 133, type: !3)
!551 = !DILocalVariable(name: "ls", scope: !538, file: !1, line: 133, type: !3)
!552 = !DILocalVariable(name: "base", scope: !538, file: !1, line: 134, type: !3)
!553 = !DILocalVariable(name: "i", scope: !554, file: !1, line: 135, type: !3)
!554 = distinct !DILexicalBlock(scope: !538, file: !1, line: 135, column: 3)
!555 = !DILocalVariable(name: "s", scope: !556, file: !1, line: 139, type: !4)
!556 = distinct !DILexicalBlock(scope: !557, file: !1, line: 138, column: 14)
!557 = distinct !DILexicalBlock(scope: !538, file: !1, line: 138, column: 7)
!558 = !DILocalVariable(name: "k", scope: !559, file: !1, line: 140, type: !3)
!559 = distinct !DILexicalBlock(scope: !556, file: !1, line: 140, column: 5)
!560 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!561 = !{!"none", !"none", !"none", !"none", !"none"}
!562 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!563 = !{!"const", !"", !"", !"", !""}
!564 = !DILocation(line: 0, scope: !538)
!565 = !DILocation(line: 132, column: 11, scope: !538)
!566 = !DILocation(line: 132, column: 33, scope: !538)
!567 = !DILocation(line: 133, column: 12, scope: !538)
!568 = !DILocation(line: 133, column: 34, scope: !538)
!569 = !DILocation(line: 134, column: 14, scope: !538)
!570 = !DILocation(line: 134, column: 30, scope: !538)
!571 = !DILocation(line: 0, scope: !554)
!572 = !DILocation(line: 135, column: 22, scope: !573)
!573 = distinct !DILexicalBlock(scope: !554, file: !1, line: 135, column: 3)
!574 = !DILocation(line: 135, column: 3, scope: !554)
!575 = !DILocation(line: 137, column: 3, scope: !538)
!576 = !DILocation(line: 138, column: 9, scope: !557)
!577 = !DILocation(line: 138, column: 7, scope: !538)
!578 = !DILocation(line: 140, column: 5, scope: !559)
!579 = !DILocation(line: 0, scope: !559)
!580 = !DILocation(line: 0, scope: !556)
!581 = !DILocation(line: 140, column: 23, scope: !582)
!582 = distinct !DILexicalBlock(scope: !559, file: !1, line: 140, column: 5)
!583 = !DILocation(line: 136, column: 36, scope: !573)
!584 = !DILocation(line: 136, column: 25, scope: !573)
!585 = !DILocation(line: 136, column: 23, scope: !573)
!586 = !DILocation(line: 136, column: 14, scope: !573)
!587 = !DILocation(line: 136, column: 5, scope: !573)
!588 = !DILocation(line: 136, column: 12, scope: !573)
!589 = !DILocation(line: 135, column: 38, scope: !573)
!590 = distinct !{!590, !574, !591, !110}
!591 = !DILocation(line: 136, column: 50, scope: !554)
!592 = !DILocation(line: 142, column: 40, scope: !556)
!593 = !DILocation(line: 142, column: 26, scope: !556)
!594 = !DILocation(line: 142, column: 24, scope: !556)
!595 = !DILocation(line: 142, column: 11, scope: !556)
!596 = !DILocation(line: 142, column: 15, scope: !556)
!597 = !DILocation(line: 142, column: 5, scope: !556)
!598 = !DILocation(line: 142, column: 20, scope: !556)
!599 = !DILocation(line: 143, column: 3, scope: !556)
!600 = !DILocation(line: 141, column: 12, scope: !582)
!601 = !DILocation(line: 141, column: 9, scope: !582)
!602 = !DILocation(line: 140, column: 34, scope: !582)
!603 = distinct !{!603, !578, !604, !110}
!604 = !DILocation(line: 141, column: 22, scope: !559)
!605 = !DILocation(line: 144, column: 1, scope: !538)
!606 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !1, file: !1, line: 133, type: !127, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!607 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !1, file: !1, line: 133, type: !127, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!608 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !1, file: !1, line: 134, type: !127, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!609 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !1, file: !1, line: 137, type: !610, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!610 = !DISubroutineType(types: !611)
!611 = !{null, !612}
!612 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !6, line: 372, baseType: !23)
