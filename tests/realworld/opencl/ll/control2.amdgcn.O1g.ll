source_filename = "src/control2.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.agent_t = type { <2 x i32>, <4 x float>, i32, [12 x i8] }

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 !dbg !28 {
    #dbg_value(i32 %0, !34, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !35)
  %2 = lshr i32 %0, 16, !dbg !36
  %3 = xor i32 %2, %0, !dbg !37
    #dbg_value(i32 %3, !34, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !35)
  %4 = mul i32 %3, 2146121005, !dbg !38
    #dbg_value(i32 %4, !34, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !35)
  %5 = lshr i32 %4, 15, !dbg !39
  %6 = xor i32 %5, %4, !dbg !40
    #dbg_value(i32 %6, !34, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !35)
  %7 = mul i32 %6, -2073254261, !dbg !41
    #dbg_value(i32 %7, !34, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !35)
  %8 = lshr i32 %7, 16, !dbg !42
  %9 = xor i32 %8, %7, !dbg !43
    #dbg_value(i32 %9, !34, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !35)
  ret i32 %9, !dbg !44
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @cf_tokenize(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #1 !dbg !45 !kernel_arg_addr_space !67 !kernel_arg_access_qual !68 !kernel_arg_type !69 !kernel_arg_base_type !69 !kernel_arg_type_qual !70 {
    #dbg_value(ptr addrspace(1) %0, !56, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(ptr addrspace(1) %1, !57, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(ptr addrspace(1) %2, !58, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 %3, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11, !dbg !72
    #dbg_value(i64 %5, !60, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !71)
  %6 = shl i64 %5, 32, !dbg !73
  %7 = ashr exact i64 %6, 30, !dbg !73
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %7, !dbg !73
  %9 = load i32, ptr addrspace(1) %8, align 4, !dbg !73, !tbaa !74
    #dbg_value(i32 %9, !61, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 0, !62, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 0, !63, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 0, !64, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
  br label %10, !dbg !78

10:                                               ; preds = %4, %46
  %11 = phi i32 [ %9, %4 ], [ %50, %46 ]
  %12 = phi i32 [ 0, %4 ], [ %49, %46 ]
  %13 = phi i32 [ 0, %4 ], [ %48, %46 ]
  %14 = phi i32 [ 0, %4 ], [ %47, %46 ]
    #dbg_value(i32 %11, !61, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 %12, !64, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 %13, !63, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 %14, !62, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
  %15 = icmp slt i32 %11, %3, !dbg !79
  br i1 %15, label %16, label %20, !dbg !80

16:                                               ; preds = %10
  %17 = sext i32 %11 to i64, !dbg !81
  %18 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %17, !dbg !81
  %19 = load i8, ptr addrspace(1) %18, align 1, !dbg !81, !tbaa !82
  br label %20, !dbg !80

20:                                               ; preds = %10, %16
  %21 = phi i8 [ %19, %16 ], [ 0, %10 ], !dbg !80
    #dbg_value(i8 %21, !65, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !83)
  switch i32 %14, label %44 [
    i32 0, label %22
    i32 3, label %22
    i32 1, label %34
    i32 2, label %42
  ], !dbg !84

22:                                               ; preds = %20, %20
  %23 = icmp eq i8 %21, 0, !dbg !85
  br i1 %23, label %46, label %24, !dbg !88

24:                                               ; preds = %22
  %25 = add i8 %21, -48, !dbg !89
  %26 = icmp ult i8 %25, 10, !dbg !89
  br i1 %26, label %27, label %29, !dbg !89

27:                                               ; preds = %24
    #dbg_value(i32 1, !62, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
  %28 = add nsw i32 %13, 1, !dbg !91
    #dbg_value(i32 %28, !63, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
  br label %46, !dbg !92

29:                                               ; preds = %24
  %30 = icmp ne i8 %21, 32, !dbg !93
  %31 = select i1 %30, i32 2, i32 3, !dbg !95
  %32 = zext i1 %30 to i32, !dbg !95
  %33 = add nsw i32 %12, %32, !dbg !95
  br label %46, !dbg !95

34:                                               ; preds = %20
  switch i8 %21, label %36 [
    i8 0, label %46
    i8 32, label %35
  ], !dbg !96

35:                                               ; preds = %34
    #dbg_value(i32 3, !62, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
  br label %46, !dbg !97

36:                                               ; preds = %34
  %37 = add i8 %21, -58, !dbg !100
  %38 = icmp ult i8 %37, -10, !dbg !100
  %39 = select i1 %38, i32 2, i32 %14, !dbg !100
  %40 = zext i1 %38 to i32, !dbg !100
  %41 = add nsw i32 %12, %40, !dbg !100
  br label %46, !dbg !100

42:                                               ; preds = %20
  switch i8 %21, label %45 [
    i8 10, label %46
    i8 0, label %46
    i8 32, label %43
  ], !dbg !102

43:                                               ; preds = %42
    #dbg_value(i32 3, !62, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
  br label %46, !dbg !104

44:                                               ; preds = %20
  unreachable

45:                                               ; preds = %42
  br label %46, !dbg !106

46:                                               ; preds = %29, %36, %42, %42, %45, %34, %22, %43, %35, %27
  %47 = phi i32 [ 3, %43 ], [ 3, %35 ], [ 1, %27 ], [ 4, %22 ], [ 4, %34 ], [ %39, %36 ], [ 4, %42 ], [ 4, %42 ], [ %14, %45 ], [ %31, %29 ], !dbg !71
  %48 = phi i32 [ %13, %43 ], [ %13, %35 ], [ %28, %27 ], [ %13, %22 ], [ %13, %34 ], [ %13, %36 ], [ %13, %42 ], [ %13, %42 ], [ %13, %45 ], [ %13, %29 ], !dbg !71
  %49 = phi i32 [ %12, %43 ], [ %12, %35 ], [ %12, %27 ], [ %12, %22 ], [ %12, %34 ], [ %41, %36 ], [ %12, %42 ], [ %12, %42 ], [ %12, %45 ], [ %33, %29 ], !dbg !71
    #dbg_value(i32 %49, !64, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 %48, !63, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
    #dbg_value(i32 %47, !62, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
  %50 = add nsw i32 %11, 1, !dbg !106
    #dbg_value(i32 %50, !61, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
  %51 = icmp eq i32 %47, 4, !dbg !107
  br i1 %51, label %52, label %10, !dbg !78, !llvm.loop !108

52:                                               ; preds = %46
  %53 = trunc i64 %5 to i32, !dbg !72
    #dbg_value(i32 %53, !60, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
  %54 = shl nsw i32 %53, 1, !dbg !111
  %55 = sext i32 %54 to i64, !dbg !112
  %56 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %55, !dbg !112
  store i32 %48, ptr addrspace(1) %56, align 4, !dbg !113, !tbaa !74
  %57 = or disjoint i32 %54, 1, !dbg !114
  %58 = sext i32 %57 to i64, !dbg !115
  %59 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %58, !dbg !115
  store i32 %49, ptr addrspace(1) %59, align 4, !dbg !116, !tbaa !74
  ret void, !dbg !117
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !118 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden <4 x float> @shade(<4 x float> noundef %0, <2 x i32> noundef %1) local_unnamed_addr #4 !dbg !122 {
    #dbg_value(<4 x float> %0, !130, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !133)
    #dbg_value(<2 x i32> %1, !131, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !133)
  %3 = extractelement <2 x i32> %1, i64 0, !dbg !134
  %4 = mul nsw i32 %3, %3, !dbg !135
  %5 = extractelement <2 x i32> %1, i64 1, !dbg !136
  %6 = mul nsw i32 %5, %5, !dbg !137
  %7 = add nuw nsw i32 %4, %6, !dbg !138
  %8 = uitofp nneg i32 %7 to float, !dbg !139
    #dbg_value(float %8, !132, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !133)
  %9 = fadd float %8, 1.000000e+00, !dbg !140
  %10 = fdiv float 1.000000e+00, %9, !dbg !141, !fpmath !142
  %11 = insertelement <4 x float> poison, float %10, i64 0, !dbg !143
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !143
  %13 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %0, <4 x float> %12, <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>), !dbg !144
  ret <4 x float> %13, !dbg !145
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @cf_agents(ptr addrspace(1) nocapture noundef align 16 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, i32 noundef %2, <2 x i32> noundef %3, <2 x i32> noundef %4) local_unnamed_addr #1 !dbg !146 !kernel_arg_addr_space !169 !kernel_arg_access_qual !170 !kernel_arg_type !171 !kernel_arg_base_type !172 !kernel_arg_type_qual !173 {
    #dbg_value(ptr addrspace(1) %0, !159, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !174)
    #dbg_value(ptr addrspace(1) %1, !160, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !174)
    #dbg_value(i32 %2, !161, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !174)
    #dbg_value(<2 x i32> %3, !162, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !174)
    #dbg_value(<2 x i32> %4, !163, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !174)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11, !dbg !175
    #dbg_value(i64 %6, !164, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !174)
  %7 = shl i64 %6, 32, !dbg !176
  %8 = ashr exact i64 %7, 32, !dbg !176
  %9 = getelementptr inbounds %struct.agent_t, ptr addrspace(1) %0, i64 %8, !dbg !176
  %10 = load <2 x i32>, ptr addrspace(1) %9, align 16, !dbg !176, !tbaa !82
  %11 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 16, !dbg !176
  %12 = load <4 x float>, ptr addrspace(1) %11, align 16, !dbg !176, !tbaa !82
  %13 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 32, !dbg !176
  %14 = load i32, ptr addrspace(1) %13, align 16, !dbg !176, !tbaa !74
    #dbg_value(i32 0, !166, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !177)
  %15 = icmp sgt i32 %2, 0, !dbg !178
  br i1 %15, label %16, label %52, !dbg !180

16:                                               ; preds = %5
  %17 = trunc i64 %6 to i32, !dbg !175
    #dbg_value(i32 %17, !164, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !174)
  %18 = srem i32 %17, 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %1, i64 %19
  br label %21, !dbg !180

21:                                               ; preds = %16, %46
  %22 = phi i32 [ 0, %16 ], [ %50, %46 ]
  %23 = phi <2 x i32> [ %10, %16 ], [ %49, %46 ]
  %24 = phi i32 [ %14, %16 ], [ %48, %46 ]
  %25 = phi <4 x float> [ %12, %16 ], [ %47, %46 ]
    #dbg_value(i32 %22, !166, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !177)
  switch i32 %24, label %52 [
    i32 0, label %26
    i32 1, label %39
    i32 2, label %41
  ], !dbg !181

26:                                               ; preds = %21
  %27 = load <2 x i32>, ptr addrspace(1) %20, align 8, !dbg !183, !tbaa !82
  %28 = add <2 x i32> %27, %23, !dbg !185
  %29 = icmp slt <2 x i32> %28, %3, !dbg !186
  %30 = sext <2 x i1> %29 to <2 x i32>, !dbg !186
  %31 = tail call i32 @_Z3anyDv2_i(<2 x i32> noundef %30) #11, !dbg !188
  %32 = icmp eq i32 %31, 0, !dbg !188
  br i1 %32, label %33, label %38, !dbg !189

33:                                               ; preds = %26
  %34 = icmp sgt <2 x i32> %28, %4, !dbg !190
  %35 = sext <2 x i1> %34 to <2 x i32>, !dbg !190
  %36 = tail call i32 @_Z3anyDv2_i(<2 x i32> noundef %35) #11, !dbg !191
  %37 = icmp eq i32 %36, 0, !dbg !191
  br i1 %37, label %46, label %38, !dbg !192

38:                                               ; preds = %33, %26
  br label %46, !dbg !193

39:                                               ; preds = %21
  %40 = tail call <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> noundef %23, <2 x i32> noundef %3, <2 x i32> noundef %4) #11, !dbg !194
  br label %46, !dbg !195

41:                                               ; preds = %21
  %42 = tail call <4 x float> @shade(<4 x float> noundef %25, <2 x i32> noundef %23) #12, !dbg !196
  %43 = extractelement <4 x float> %42, i64 3, !dbg !197
  %44 = fcmp ogt float %43, 4.000000e+00, !dbg !198
  %45 = select i1 %44, i32 3, i32 0, !dbg !197
  br label %46, !dbg !199

46:                                               ; preds = %39, %41, %38, %33
  %47 = phi <4 x float> [ %42, %41 ], [ %25, %39 ], [ %25, %38 ], [ %25, %33 ], !dbg !174
  %48 = phi i32 [ %45, %41 ], [ 2, %39 ], [ 1, %38 ], [ 0, %33 ], !dbg !174
  %49 = phi <2 x i32> [ %23, %41 ], [ %40, %39 ], [ %28, %38 ], [ %28, %33 ], !dbg !174
  %50 = add nuw nsw i32 %22, 1, !dbg !200
    #dbg_value(i32 %50, !166, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !177)
  %51 = icmp eq i32 %50, %2, !dbg !178
  br i1 %51, label %52, label %21, !dbg !180, !llvm.loop !201

52:                                               ; preds = %46, %21, %5
  %53 = phi <4 x float> [ %12, %5 ], [ %47, %46 ], [ %25, %21 ], !dbg !174
  %54 = phi i32 [ %14, %5 ], [ %48, %46 ], [ %24, %21 ], !dbg !174
  %55 = phi <2 x i32> [ %10, %5 ], [ %49, %46 ], [ %23, %21 ], !dbg !176
    #dbg_label(!168, !203)
  store <2 x i32> %55, ptr addrspace(1) %9, align 16, !dbg !204, !tbaa !82
  store <4 x float> %53, ptr addrspace(1) %11, align 16, !dbg !204, !tbaa !82
  store i32 %54, ptr addrspace(1) %13, align 16, !dbg !204, !tbaa !74
  ret void, !dbg !205
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !206 hidden i32 @_Z3anyDv2_i(<2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !209 hidden <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> noundef, <2 x i32> noundef, <2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @cf_find2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 8 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !dbg !212 !kernel_arg_addr_space !233 !kernel_arg_access_qual !170 !kernel_arg_type !234 !kernel_arg_base_type !235 !kernel_arg_type_qual !236 {
    #dbg_value(ptr addrspace(1) %0, !217, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !237)
    #dbg_value(ptr addrspace(1) %1, !218, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !237)
    #dbg_value(ptr addrspace(1) %2, !219, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !237)
    #dbg_value(i32 %3, !220, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !237)
    #dbg_value(i32 %4, !221, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !237)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11, !dbg !238
    #dbg_value(i64 %6, !222, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !237)
  %7 = shl i64 %6, 32, !dbg !239
  %8 = ashr exact i64 %7, 32, !dbg !239
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %8, !dbg !239
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !239, !tbaa !74
    #dbg_value(i32 %10, !223, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !237)
    #dbg_value(i32 0, !224, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !240)
  %11 = icmp sgt i32 %3, 0, !dbg !241
  br i1 %11, label %12, label %49, !dbg !242

12:                                               ; preds = %5
  %13 = icmp sgt i32 %4, 0
  %14 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %2, i64 %8
  br label %18, !dbg !242

15:                                               ; preds = %46
  %16 = add nuw nsw i32 %19, 1, !dbg !243
    #dbg_value(i32 %16, !224, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !240)
    #dbg_value(i32 %16, !224, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !240)
  %17 = icmp eq i32 %16, %3, !dbg !241
  br i1 %17, label %49, label %18, !dbg !242, !llvm.loop !244

18:                                               ; preds = %12, %15
  %19 = phi i32 [ 0, %12 ], [ %16, %15 ]
    #dbg_value(i32 %19, !224, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !240)
  %20 = mul nsw i32 %19, %4, !dbg !246
  %21 = sext i32 %20 to i64, !dbg !248
  %22 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %21, !dbg !248
  %23 = load i32, ptr addrspace(1) %22, align 4, !dbg !248, !tbaa !74
  %24 = icmp sgt i32 %23, %10, !dbg !249
  br i1 %24, label %49, label %25, !dbg !250

25:                                               ; preds = %18
    #dbg_value(i32 0, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !251)
  br i1 %13, label %26, label %46, !dbg !252

26:                                               ; preds = %25
  %27 = insertelement <2 x i32> poison, i32 %19, i64 0
  br label %31, !dbg !252

28:                                               ; preds = %43
  %29 = add nuw nsw i32 %32, 1, !dbg !253
    #dbg_value(i32 %29, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !251)
    #dbg_value(i32 poison, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !251)
  %30 = icmp eq i32 %29, %4, !dbg !254
  br i1 %30, label %46, label %31, !dbg !252, !llvm.loop !255

31:                                               ; preds = %26, %28
  %32 = phi i32 [ 0, %26 ], [ %29, %28 ]
    #dbg_value(i32 %32, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !251)
  %33 = add nuw nsw i32 %32, %20, !dbg !257
  %34 = zext nneg i32 %33 to i64, !dbg !258
  %35 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %34, !dbg !258
  %36 = load i32, ptr addrspace(1) %35, align 4, !dbg !258, !tbaa !74
    #dbg_value(i32 %36, !230, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !259)
  %37 = icmp eq i32 %36, %10, !dbg !260
  br i1 %37, label %38, label %40, !dbg !262

38:                                               ; preds = %31
  %39 = insertelement <2 x i32> %27, i32 %32, i64 1, !dbg !263
  store <2 x i32> %39, ptr addrspace(1) %14, align 8, !dbg !265, !tbaa !82
  br label %43, !dbg !266

40:                                               ; preds = %31
  %41 = icmp sle i32 %36, %10, !dbg !267
  %42 = select i1 %41, i32 0, i32 5, !dbg !269
  br label %43, !dbg !269

43:                                               ; preds = %40, %38
  %44 = phi i1 [ false, %38 ], [ %41, %40 ]
  %45 = phi i32 [ 1, %38 ], [ %42, %40 ]
    #dbg_value(i32 %32, !226, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !251)
  br i1 %44, label %28, label %46

46:                                               ; preds = %43, %28, %25
  %47 = phi i32 [ 5, %25 ], [ %45, %43 ], [ 5, %28 ]
  %48 = icmp eq i32 %47, 5
    #dbg_value(i32 %19, !224, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !240)
  br i1 %48, label %15, label %51

49:                                               ; preds = %18, %15, %5
  %50 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %2, i64 %8, !dbg !270
  store <2 x i32> <i32 -1, i32 -1>, ptr addrspace(1) %50, align 8, !dbg !271, !tbaa !82
  br label %51, !dbg !272

51:                                               ; preds = %46, %49
  ret void, !dbg !272
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @first_prime_after(i32 noundef %0) local_unnamed_addr #6 !dbg !273 {
    #dbg_value(i32 %0, !277, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !285)
    #dbg_value(i32 %0, !278, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !286)
  br label %2, !dbg !287

2:                                                ; preds = %16, %1
  %3 = phi i32 [ undef, %1 ], [ %18, %16 ]
  %4 = phi i32 [ %0, %1 ], [ %5, %16 ]
  %5 = add nsw i32 %4, 1, !dbg !288
    #dbg_value(i32 %5, !278, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !286)
  %6 = icmp sgt i32 %4, 0, !dbg !289
    #dbg_value(i1 %6, !280, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !290)
    #dbg_value(i32 2, !283, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
  %7 = icmp slt i32 %4, 3, !dbg !292
  br i1 %7, label %16, label %12, !dbg !294

8:                                                ; preds = %12
  %9 = add nuw nsw i32 %13, 1, !dbg !295
    #dbg_value(i32 %9, !283, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
    #dbg_value(i32 poison, !283, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
  %10 = mul nuw nsw i32 %9, %9, !dbg !296
  %11 = icmp sgt i32 %10, %5, !dbg !292
  br i1 %11, label %16, label %12, !dbg !294, !llvm.loop !297

12:                                               ; preds = %2, %8
  %13 = phi i32 [ %9, %8 ], [ 2, %2 ]
    #dbg_value(i32 %13, !283, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
  %14 = urem i32 %5, %13, !dbg !299
  %15 = icmp eq i32 %14, 0, !dbg !301
    #dbg_value(i32 %13, !283, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !291)
  br i1 %15, label %16, label %8, !dbg !302

16:                                               ; preds = %8, %12, %2
  %17 = phi i1 [ %6, %2 ], [ %6, %8 ], [ false, %12 ]
    #dbg_value(i1 %17, !280, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !290)
  %18 = select i1 %17, i32 %5, i32 %3, !dbg !303
  br i1 %17, label %19, label %2, !llvm.loop !304

19:                                               ; preds = %16
  ret i32 %18, !dbg !307
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @cf_helpers2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #1 !dbg !308 !kernel_arg_addr_space !319 !kernel_arg_access_qual !320 !kernel_arg_type !321 !kernel_arg_base_type !321 !kernel_arg_type_qual !322 {
    #dbg_value(ptr addrspace(1) %0, !312, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !323)
    #dbg_value(ptr addrspace(1) %1, !313, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !323)
    #dbg_value(i32 %2, !314, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !323)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11, !dbg !324
    #dbg_value(i64 %4, !315, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !323)
  %5 = shl i64 %4, 32, !dbg !325
  %6 = ashr exact i64 %5, 32, !dbg !325
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6, !dbg !325
  %8 = load i32, ptr addrspace(1) %7, align 4, !dbg !325, !tbaa !74
    #dbg_value(i32 %8, !326, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !330)
    #dbg_value(i32 1, !329, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !330)
  %9 = icmp sgt i32 %8, 9, !dbg !332
  br i1 %9, label %10, label %18, !dbg !333

10:                                               ; preds = %3, %10
  %11 = phi i32 [ %14, %10 ], [ 1, %3 ]
  %12 = phi i32 [ %13, %10 ], [ %8, %3 ]
    #dbg_value(i32 %11, !329, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !330)
    #dbg_value(i32 %12, !326, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !330)
  %13 = udiv i32 %12, 10, !dbg !334
    #dbg_value(i32 %13, !326, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !330)
  %14 = add nuw nsw i32 %11, 1, !dbg !336
    #dbg_value(i32 %14, !329, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !330)
  %15 = icmp ugt i32 %12, 99, !dbg !332
  br i1 %15, label %10, label %16, !dbg !333, !llvm.loop !337

16:                                               ; preds = %10
  %17 = mul nuw nsw i32 %14, 10000, !dbg !339
  br label %18, !dbg !340

18:                                               ; preds = %16, %3
  %19 = phi i32 [ 10000, %3 ], [ %17, %16 ], !dbg !330
    #dbg_value(i32 %19, !316, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !323)
  %20 = and i32 %8, 1023, !dbg !340
  %21 = tail call i32 @first_prime_after(i32 noundef %20) #12, !dbg !341
    #dbg_value(i32 %21, !317, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !323)
  %22 = tail call i32 @first_prime_after(i32 noundef %2) #12, !dbg !342
    #dbg_value(i32 %22, !318, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !323)
  %23 = add nsw i32 %19, %21, !dbg !343
  %24 = add nsw i32 %23, %22, !dbg !344
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6, !dbg !345
  store i32 %24, ptr addrspace(1) %25, align 4, !dbg !346, !tbaa !74
  ret void, !dbg !347
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cf_vectors(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, float noundef %3) local_unnamed_addr #7 !dbg !348 !kernel_arg_addr_space !67 !kernel_arg_access_qual !68 !kernel_arg_type !368 !kernel_arg_base_type !369 !kernel_arg_type_qual !370 {
    #dbg_value(ptr addrspace(1) %0, !357, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !371)
    #dbg_value(ptr addrspace(1) %1, !358, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !371)
    #dbg_value(ptr addrspace(1) %2, !359, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !371)
    #dbg_value(float %3, !360, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !371)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11, !dbg !372
    #dbg_value(i64 %5, !361, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !371)
  %6 = shl i64 %5, 32, !dbg !373
  %7 = ashr exact i64 %6, 32, !dbg !373
  %8 = addrspacecast ptr addrspace(1) %0 to ptr, !dbg !374
  %9 = tail call <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef %7, ptr noundef %8) #13, !dbg !375
    #dbg_value(<4 x float> %9, !362, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !371)
  %10 = and i64 %5, 7, !dbg !376
  %11 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %2, i64 %10, !dbg !377
  %12 = load <4 x i32>, ptr addrspace(1) %11, align 16, !dbg !377, !tbaa !82
    #dbg_value(<4 x i32> %12, !363, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !371)
  %13 = shufflevector <4 x float> %9, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !378
  %14 = ashr <4 x i32> %12, <i32 31, i32 31, i32 31, i32 31>, !dbg !379
  %15 = tail call <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %9, <4 x float> noundef %13, <4 x i32> noundef %14) #11, !dbg !380
    #dbg_value(<4 x float> %15, !364, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !371)
  %16 = fneg float %3, !dbg !381
  %17 = insertelement <4 x float> poison, float %16, i64 0, !dbg !382
  %18 = shufflevector <4 x float> %17, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !382
  %19 = insertelement <4 x float> poison, float %3, i64 0, !dbg !383
  %20 = shufflevector <4 x float> %19, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !383
  %21 = tail call <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef %15, <4 x float> noundef %18, <4 x float> noundef %20) #11, !dbg !384
    #dbg_value(<4 x float> %21, !365, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !371)
  %22 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> noundef %15) #11, !dbg !385
  %23 = tail call <4 x float> @llvm.sqrt.v4f32(<4 x float> noundef %22) #11, !dbg !386
  %24 = tail call <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef %21, <4 x float> noundef %23, <4 x float> noundef <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>) #11, !dbg !387
    #dbg_value(<4 x float> %24, !366, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !371)
  %25 = shufflevector <4 x float> %24, <4 x float> poison, <2 x i32> <i32 0, i32 1>, !dbg !388
  %26 = tail call <2 x i32> @_Z12convert_int2Dv2_f(<2 x float> noundef %25) #11, !dbg !389
    #dbg_value(<2 x i32> %26, !367, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !371)
  %27 = tail call <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %26) #11, !dbg !390
  %28 = shufflevector <4 x float> %24, <4 x float> poison, <2 x i32> <i32 2, i32 3>, !dbg !391
  %29 = fadd <2 x float> %28, %27, !dbg !392
  %30 = shufflevector <2 x float> %29, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !393
  %31 = shufflevector <4 x float> %24, <4 x float> %30, <4 x i32> <i32 0, i32 1, i32 4, i32 5>, !dbg !393
    #dbg_value(<4 x float> %31, !366, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !371)
  %32 = addrspacecast ptr addrspace(1) %1 to ptr, !dbg !394
  tail call void @_Z7vstore4Dv4_fmPU3AS0f(<4 x float> noundef %31, i64 noundef %7, ptr noundef %32) #14, !dbg !395
  ret void, !dbg !396
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare !dbg !397 hidden <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !400 hidden <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !403 hidden <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !406 hidden <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !407 hidden <2 x i32> @_Z12convert_int2Dv2_f(<2 x float> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !411 hidden <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !414 hidden void @_Z7vstore4Dv4_fmPU3AS0f(<4 x float> noundef, i64 noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cf_loop_exits(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #7 !dbg !417 !kernel_arg_addr_space !438 !kernel_arg_access_qual !68 !kernel_arg_type !439 !kernel_arg_base_type !439 !kernel_arg_type_qual !440 {
    #dbg_value(ptr addrspace(1) %0, !422, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
    #dbg_value(ptr addrspace(1) %1, !423, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
    #dbg_value(ptr addrspace(3) %2, !424, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
    #dbg_value(i32 %3, !425, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11, !dbg !442
  %6 = trunc i64 %5 to i32, !dbg !442
    #dbg_value(i32 %6, !426, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
    #dbg_value(i32 0, !427, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
    #dbg_value(i32 %6, !428, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !443)
  %7 = icmp slt i32 %6, %3, !dbg !444
  br i1 %7, label %8, label %30, !dbg !445

8:                                                ; preds = %4, %25
  %9 = phi i32 [ %24, %25 ], [ 0, %4 ]
  %10 = phi i32 [ %28, %25 ], [ %6, %4 ]
    #dbg_value(i32 %9, !427, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
    #dbg_value(i32 %10, !428, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !443)
  %11 = sext i32 %10 to i64, !dbg !446
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11, !dbg !446
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !446, !tbaa !74
    #dbg_value(i32 %13, !430, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !447)
  %14 = icmp eq i32 %13, 0, !dbg !448
  br i1 %14, label %22, label %15, !dbg !450

15:                                               ; preds = %8
  %16 = icmp slt i32 %13, 0, !dbg !451
  br i1 %16, label %22, label %17, !dbg !453

17:                                               ; preds = %15
  %18 = add nsw i32 %13, %9, !dbg !454
    #dbg_value(i32 %18, !427, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
  %19 = icmp sgt i32 %18, 1048576, !dbg !455
  %20 = select i1 %19, i32 2, i32 0, !dbg !457
  %21 = select i1 %19, i32 -1, i32 %18, !dbg !457
  br label %22, !dbg !457

22:                                               ; preds = %17, %15, %8
  %23 = phi i32 [ 4, %8 ], [ 2, %15 ], [ %20, %17 ]
  %24 = phi i32 [ %9, %8 ], [ %9, %15 ], [ %21, %17 ], !dbg !441
    #dbg_value(i32 %24, !427, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
  switch i32 %23, label %30 [
    i32 0, label %25
    i32 4, label %25
  ]

25:                                               ; preds = %22, %22
  %26 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #11, !dbg !458
  %27 = trunc i64 %26 to i32, !dbg !459
  %28 = add i32 %10, %27, !dbg !459
    #dbg_value(i32 %24, !427, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
    #dbg_value(i32 %28, !428, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !443)
  %29 = icmp slt i32 %28, %3, !dbg !444
  br i1 %29, label %8, label %30, !dbg !445, !llvm.loop !460

30:                                               ; preds = %22, %25, %4
  %31 = phi i32 [ 0, %4 ], [ %24, %25 ], [ %24, %22 ], !dbg !462
    #dbg_value(i32 %31, !427, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
  %32 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %6, !dbg !463
  store i32 %31, ptr addrspace(3) %32, align 4, !dbg !464, !tbaa !74
  tail call void @_Z7barrierj(i32 noundef 1) #14, !dbg !465
  %33 = icmp eq i32 %6, 0, !dbg !466
  br i1 %33, label %34, label %55, !dbg !467

34:                                               ; preds = %30, %46
  %35 = phi i32 [ %47, %46 ], [ 0, %30 ], !dbg !468
  %36 = phi i32 [ %48, %46 ], [ 0, %30 ], !dbg !469
    #dbg_value(i32 %36, !436, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !470)
    #dbg_value(i32 %35, !433, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !468)
  %37 = zext i32 %36 to i64, !dbg !471
  %38 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #11, !dbg !473
  %39 = icmp ugt i64 %38, %37, !dbg !474
  br i1 %39, label %40, label %49, !dbg !475

40:                                               ; preds = %34
  %41 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %36, !dbg !476
  %42 = load i32, ptr addrspace(3) %41, align 4, !dbg !476, !tbaa !74
  %43 = icmp slt i32 %42, 0, !dbg !479
  br i1 %43, label %44, label %46, !dbg !480

44:                                               ; preds = %40
  %45 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11, !dbg !481
  br label %51

46:                                               ; preds = %40
  %47 = add nuw nsw i32 %42, %35, !dbg !483
    #dbg_value(i32 %47, !433, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !468)
  %48 = add i32 %36, 1, !dbg !484
    #dbg_value(i32 %48, !436, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !470)
  br label %34, !dbg !485, !llvm.loop !486

49:                                               ; preds = %34
  %50 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11, !dbg !488
  br label %51

51:                                               ; preds = %49, %44
  %52 = phi i64 [ %45, %44 ], [ %50, %49 ]
  %53 = phi i32 [ -1, %44 ], [ %35, %49 ]
  %54 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %52, !dbg !468
  store i32 %53, ptr addrspace(1) %54, align 4, !dbg !468, !tbaa !74
  br label %55, !dbg !489

55:                                               ; preds = %51, %30
  ret void, !dbg !489
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !490 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !491 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !492 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !496 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cf_math(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #7 !dbg !497 !kernel_arg_addr_space !319 !kernel_arg_access_qual !320 !kernel_arg_type !510 !kernel_arg_base_type !510 !kernel_arg_type_qual !322 {
  %4 = alloca i32, align 4, addrspace(5)
    #dbg_value(ptr addrspace(1) %0, !501, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !511)
    #dbg_value(ptr addrspace(1) %1, !502, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !511)
    #dbg_value(i32 %2, !503, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !511)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11, !dbg !512
    #dbg_value(i64 %5, !504, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !511)
  %6 = shl i64 %5, 32, !dbg !513
  %7 = ashr exact i64 %6, 32, !dbg !513
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7, !dbg !513
  %9 = load float, ptr addrspace(1) %8, align 4, !dbg !513, !tbaa !514
    #dbg_value(float %9, !505, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !511)
    #dbg_value(i32 0, !506, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !516)
  %10 = icmp sgt i32 %2, 0, !dbg !517
  br i1 %10, label %28, label %11, !dbg !519

11:                                               ; preds = %28, %3
  %12 = phi float [ %9, %3 ], [ %41, %28 ], !dbg !511
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %4) #12, !dbg !520
  %13 = addrspacecast ptr addrspace(5) %4 to ptr, !dbg !521
  %14 = call float @_Z5frexpfPU3AS0i(float noundef %12, ptr noundef %13) #14, !dbg !522
    #dbg_value(float %14, !509, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !511)
  %15 = load i32, ptr addrspace(5) %4, align 4, !dbg !523, !tbaa !74
    #dbg_value(i32 %15, !508, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !511)
  %16 = sdiv i32 %15, 2, !dbg !524
  %17 = call float @llvm.ldexp.f32.i32(float noundef %14, i32 noundef %16) #11, !dbg !525
  %18 = call float @llvm.fmuladd.f32(float %12, float %12, float 1.000000e+00), !dbg !526
  %19 = call float @_Z5rsqrtf(float noundef %18) #11, !dbg !527
  %20 = fadd float %19, %17, !dbg !528
  %21 = call float @_Z5hypotff(float noundef %12, float noundef 2.000000e+00) #11, !dbg !529
  %22 = fadd float %21, %20, !dbg !530
  %23 = call float @_Z3erff(float noundef %12) #11, !dbg !531
  %24 = fadd float %23, %22, !dbg !532
  %25 = call float @_Z4cbrtf(float noundef %12) #11, !dbg !533
  %26 = fadd float %25, %24, !dbg !534
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7, !dbg !535
  store float %26, ptr addrspace(1) %27, align 4, !dbg !536, !tbaa !514
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %4) #12, !dbg !537
  ret void, !dbg !537

28:                                               ; preds = %3, %28
  %29 = phi float [ %41, %28 ], [ %9, %3 ]
  %30 = phi i32 [ %42, %28 ], [ 0, %3 ]
    #dbg_value(float %29, !505, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !511)
    #dbg_value(i32 %30, !506, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !516)
  %31 = tail call float @_Z3sinf(float noundef %29) #11, !dbg !538
  %32 = tail call float @llvm.fma.f32(float noundef %29, float noundef 5.000000e-01, float noundef %31) #11, !dbg !540
  %33 = tail call float @llvm.fabs.f32(float noundef %29) #11, !dbg !541
  %34 = tail call float @_Z5log1pf(float noundef %33) #11, !dbg !542
  %35 = fadd float %32, %34, !dbg !543
  %36 = uitofp nneg i32 %30 to float, !dbg !544
  %37 = fadd float %36, 1.000000e+00, !dbg !545
  %38 = tail call float @_Z5atan2ff(float noundef %29, float noundef %37) #11, !dbg !546
  %39 = fsub float %35, %38, !dbg !547
    #dbg_value(float %39, !505, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !511)
  %40 = tail call float @llvm.maxnum.f32(float noundef %39, float noundef -1.000000e+01) #11, !dbg !548
  %41 = tail call float @llvm.minnum.f32(float noundef %40, float noundef 1.000000e+01) #11, !dbg !549
    #dbg_value(float %41, !505, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !511)
  %42 = add nuw nsw i32 %30, 1, !dbg !550
    #dbg_value(i32 %42, !506, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !516)
  %43 = icmp eq i32 %42, %2, !dbg !517
  br i1 %43, label %11, label %28, !dbg !519, !llvm.loop !551
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !553 hidden float @_Z3sinf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !556 hidden float @_Z5log1pf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !557 hidden float @_Z5atan2ff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !560 hidden float @_Z5frexpfPU3AS0i(float noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !563 hidden float @_Z5rsqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !564 hidden float @_Z5hypotff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !565 hidden float @_Z3erff(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !566 hidden float @_Z4cbrtf(float noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ldexp.f32.i32(float, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #10

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { convergent mustprogress nofree nounwind willreturn memory(read) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { convergent nounwind willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { convergent nounwind willreturn memory(read) }
attributes #14 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!21, !22, !23, !24, !25}
!opencl.ocl.version = !{!26}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !11, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/control2.cl", directory: ".", checksumkind: CSK_MD5, checksum: "5a3e88fc2a7b5ac6aac26385b592de7f")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 13, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9, !10}
!6 = !DIEnumerator(name: "S_START", value: 0)
!7 = !DIEnumerator(name: "S_NUM", value: 1)
!8 = !DIEnumerator(name: "S_WORD", value: 2)
!9 = !DIEnumerator(name: "S_SPACE", value: 3)
!10 = !DIEnumerator(name: "S_DONE", value: 4)
!11 = !{!12, !13, !14, !19}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "int4", file: !15, line: 189, baseType: !16)
!15 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, flags: DIFlagVector, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 4)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !15, line: 209, baseType: !20)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, flags: DIFlagVector, elements: !17)
!21 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 2, i32 0}
!27 = !{!"clang-19"}
!28 = distinct !DISubprogram(name: "hash32", scope: !29, file: !29, line: 15, type: !30, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !33)
!29 = !DIFile(filename: "src/common.h", directory: ".", checksumkind: CSK_MD5, checksum: "e5333d42a508fc6e446e938aee4c8f69")
!30 = !DISubroutineType(types: !31)
!31 = !{!12, !32}
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !15, line: 129, baseType: !4)
!33 = !{!34}
!34 = !DILocalVariable(name: "x", arg: 1, scope: !28, file: !29, line: 15, type: !32)
!35 = !DILocation(line: 0, scope: !28)
!36 = !DILocation(line: 16, column: 10, scope: !28)
!37 = !DILocation(line: 16, column: 5, scope: !28)
!38 = !DILocation(line: 17, column: 5, scope: !28)
!39 = !DILocation(line: 18, column: 10, scope: !28)
!40 = !DILocation(line: 18, column: 5, scope: !28)
!41 = !DILocation(line: 19, column: 5, scope: !28)
!42 = !DILocation(line: 20, column: 10, scope: !28)
!43 = !DILocation(line: 20, column: 5, scope: !28)
!44 = !DILocation(line: 21, column: 3, scope: !28)
!45 = distinct !DISubprogram(name: "cf_tokenize", scope: !1, file: !1, line: 15, type: !46, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !55)
!46 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !47)
!47 = !{null, !48, !52, !54, !12}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !15, line: 119, baseType: !51)
!51 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!55 = !{!56, !57, !58, !59, !60, !61, !62, !63, !64, !65}
!56 = !DILocalVariable(name: "text", arg: 1, scope: !45, file: !1, line: 15, type: !48)
!57 = !DILocalVariable(name: "starts", arg: 2, scope: !45, file: !1, line: 15, type: !52)
!58 = !DILocalVariable(name: "counts", arg: 3, scope: !45, file: !1, line: 15, type: !54)
!59 = !DILocalVariable(name: "len", arg: 4, scope: !45, file: !1, line: 15, type: !12)
!60 = !DILocalVariable(name: "gid", scope: !45, file: !1, line: 16, type: !12)
!61 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 17, type: !12)
!62 = !DILocalVariable(name: "state", scope: !45, file: !1, line: 18, type: !12)
!63 = !DILocalVariable(name: "nums", scope: !45, file: !1, line: 19, type: !12)
!64 = !DILocalVariable(name: "words", scope: !45, file: !1, line: 19, type: !12)
!65 = !DILocalVariable(name: "c", scope: !66, file: !1, line: 21, type: !50)
!66 = distinct !DILexicalBlock(scope: !45, file: !1, line: 20, column: 27)
!67 = !{i32 1, i32 1, i32 1, i32 0}
!68 = !{!"none", !"none", !"none", !"none"}
!69 = !{!"uchar*", !"int*", !"int*", !"int"}
!70 = !{!"const", !"const", !"", !""}
!71 = !DILocation(line: 0, scope: !45)
!72 = !DILocation(line: 16, column: 13, scope: !45)
!73 = !DILocation(line: 17, column: 11, scope: !45)
!74 = !{!75, !75, i64 0}
!75 = !{!"int", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocation(line: 20, column: 3, scope: !45)
!79 = !DILocation(line: 21, column: 17, scope: !66)
!80 = !DILocation(line: 21, column: 15, scope: !66)
!81 = !DILocation(line: 21, column: 25, scope: !66)
!82 = !{!76, !76, i64 0}
!83 = !DILocation(line: 0, scope: !66)
!84 = !DILocation(line: 22, column: 5, scope: !66)
!85 = !DILocation(line: 25, column: 13, scope: !86)
!86 = distinct !DILexicalBlock(scope: !87, file: !1, line: 25, column: 11)
!87 = distinct !DILexicalBlock(scope: !66, file: !1, line: 22, column: 20)
!88 = !DILocation(line: 25, column: 11, scope: !87)
!89 = !DILocation(line: 27, column: 25, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !1, line: 27, column: 16)
!91 = !DILocation(line: 28, column: 28, scope: !90)
!92 = !DILocation(line: 28, column: 9, scope: !90)
!93 = !DILocation(line: 29, column: 18, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !1, line: 29, column: 16)
!95 = !DILocation(line: 29, column: 16, scope: !90)
!96 = !DILocation(line: 35, column: 11, scope: !87)
!97 = !DILocation(line: 38, column: 9, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !1, line: 37, column: 16)
!99 = distinct !DILexicalBlock(scope: !87, file: !1, line: 35, column: 11)
!100 = !DILocation(line: 39, column: 24, scope: !101)
!101 = distinct !DILexicalBlock(scope: !98, file: !1, line: 39, column: 16)
!102 = !DILocation(line: 43, column: 18, scope: !103)
!103 = distinct !DILexicalBlock(scope: !87, file: !1, line: 43, column: 11)
!104 = !DILocation(line: 46, column: 9, scope: !105)
!105 = distinct !DILexicalBlock(scope: !103, file: !1, line: 45, column: 16)
!106 = !DILocation(line: 51, column: 6, scope: !66)
!107 = !DILocation(line: 20, column: 16, scope: !45)
!108 = distinct !{!108, !78, !109, !110}
!109 = !DILocation(line: 52, column: 3, scope: !45)
!110 = !{!"llvm.loop.unroll.disable"}
!111 = !DILocation(line: 53, column: 12, scope: !45)
!112 = !DILocation(line: 53, column: 3, scope: !45)
!113 = !DILocation(line: 53, column: 19, scope: !45)
!114 = !DILocation(line: 54, column: 18, scope: !45)
!115 = !DILocation(line: 54, column: 3, scope: !45)
!116 = !DILocation(line: 54, column: 23, scope: !45)
!117 = !DILocation(line: 55, column: 1, scope: !45)
!118 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 16, type: !119, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DISubroutineType(types: !120)
!120 = !{!121, !4}
!121 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!122 = distinct !DISubprogram(name: "shade", scope: !1, file: !1, line: 58, type: !123, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !129)
!123 = !DISubroutineType(types: !124)
!124 = !{!19, !19, !125}
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !15, line: 187, baseType: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, flags: DIFlagVector, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 2)
!129 = !{!130, !131, !132}
!130 = !DILocalVariable(name: "c", arg: 1, scope: !122, file: !1, line: 58, type: !19)
!131 = !DILocalVariable(name: "p", arg: 2, scope: !122, file: !1, line: 58, type: !125)
!132 = !DILocalVariable(name: "d", scope: !122, file: !1, line: 59, type: !13)
!133 = !DILocation(line: 0, scope: !122)
!134 = !DILocation(line: 59, column: 21, scope: !122)
!135 = !DILocation(line: 59, column: 25, scope: !122)
!136 = !DILocation(line: 59, column: 33, scope: !122)
!137 = !DILocation(line: 59, column: 37, scope: !122)
!138 = !DILocation(line: 59, column: 31, scope: !122)
!139 = !DILocation(line: 59, column: 13, scope: !122)
!140 = !DILocation(line: 60, column: 28, scope: !122)
!141 = !DILocation(line: 60, column: 20, scope: !122)
!142 = !{float 2.500000e+00}
!143 = !DILocation(line: 60, column: 14, scope: !122)
!144 = !DILocation(line: 60, column: 34, scope: !122)
!145 = !DILocation(line: 60, column: 3, scope: !122)
!146 = distinct !DISubprogram(name: "cf_agents", scope: !1, file: !1, line: 63, type: !147, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !158)
!147 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !148)
!148 = !{null, !149, !156, !12, !125, !125}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "agent_t", file: !1, line: 10, baseType: !151)
!151 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 6, size: 384, elements: !152)
!152 = !{!153, !154, !155}
!153 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !151, file: !1, line: 7, baseType: !125, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "color", scope: !151, file: !1, line: 8, baseType: !19, size: 128, offset: 128)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !151, file: !1, line: 9, baseType: !12, size: 32, offset: 256)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !125)
!158 = !{!159, !160, !161, !162, !163, !164, !165, !166, !168}
!159 = !DILocalVariable(name: "agents", arg: 1, scope: !146, file: !1, line: 63, type: !149)
!160 = !DILocalVariable(name: "dirs", arg: 2, scope: !146, file: !1, line: 63, type: !156)
!161 = !DILocalVariable(name: "steps", arg: 3, scope: !146, file: !1, line: 63, type: !12)
!162 = !DILocalVariable(name: "lo", arg: 4, scope: !146, file: !1, line: 63, type: !125)
!163 = !DILocalVariable(name: "hi", arg: 5, scope: !146, file: !1, line: 63, type: !125)
!164 = !DILocalVariable(name: "gid", scope: !146, file: !1, line: 64, type: !12)
!165 = !DILocalVariable(name: "a", scope: !146, file: !1, line: 65, type: !150)
!166 = !DILocalVariable(name: "s", scope: !167, file: !1, line: 66, type: !12)
!167 = distinct !DILexicalBlock(scope: !146, file: !1, line: 66, column: 3)
!168 = !DILabel(scope: !146, name: "out", file: !1, line: 85)
!169 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!170 = !{!"none", !"none", !"none", !"none", !"none"}
!171 = !{!"agent_t*", !"int2*", !"int", !"int2", !"int2"}
!172 = !{!"agent_t*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int __attribute__((ext_vector_type(2)))", !"int __attribute__((ext_vector_type(2)))"}
!173 = !{!"", !"const", !"", !"", !""}
!174 = !DILocation(line: 0, scope: !146)
!175 = !DILocation(line: 64, column: 13, scope: !146)
!176 = !DILocation(line: 65, column: 15, scope: !146)
!177 = !DILocation(line: 0, scope: !167)
!178 = !DILocation(line: 66, column: 21, scope: !179)
!179 = distinct !DILexicalBlock(scope: !167, file: !1, line: 66, column: 3)
!180 = !DILocation(line: 66, column: 3, scope: !167)
!181 = !DILocation(line: 67, column: 5, scope: !182)
!182 = distinct !DILexicalBlock(scope: !179, file: !1, line: 66, column: 35)
!183 = !DILocation(line: 69, column: 16, scope: !184)
!184 = distinct !DILexicalBlock(scope: !182, file: !1, line: 67, column: 22)
!185 = !DILocation(line: 69, column: 13, scope: !184)
!186 = !DILocation(line: 70, column: 21, scope: !187)
!187 = distinct !DILexicalBlock(scope: !184, file: !1, line: 70, column: 11)
!188 = !DILocation(line: 70, column: 11, scope: !187)
!189 = !DILocation(line: 70, column: 27, scope: !187)
!190 = !DILocation(line: 70, column: 40, scope: !187)
!191 = !DILocation(line: 70, column: 30, scope: !187)
!192 = !DILocation(line: 70, column: 11, scope: !184)
!193 = !DILocation(line: 71, column: 9, scope: !187)
!194 = !DILocation(line: 74, column: 15, scope: !184)
!195 = !DILocation(line: 76, column: 7, scope: !184)
!196 = !DILocation(line: 78, column: 17, scope: !184)
!197 = !DILocation(line: 79, column: 17, scope: !184)
!198 = !DILocation(line: 79, column: 27, scope: !184)
!199 = !DILocation(line: 80, column: 7, scope: !184)
!200 = !DILocation(line: 66, column: 31, scope: !179)
!201 = distinct !{!201, !180, !202, !110}
!202 = !DILocation(line: 84, column: 3, scope: !167)
!203 = !DILocation(line: 85, column: 1, scope: !146)
!204 = !DILocation(line: 86, column: 17, scope: !146)
!205 = !DILocation(line: 87, column: 1, scope: !146)
!206 = !DISubprogram(name: "any", linkageName: "_Z3anyDv2_i", scope: !1, file: !1, line: 70, type: !207, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DISubroutineType(types: !208)
!208 = !{!12, !126}
!209 = !DISubprogram(name: "clamp", linkageName: "_Z5clampDv2_iS_S_", scope: !1, file: !1, line: 74, type: !210, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DISubroutineType(types: !211)
!211 = !{!126, !126, !126, !126}
!212 = distinct !DISubprogram(name: "cf_find2d", scope: !1, file: !1, line: 91, type: !213, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !216)
!213 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !214)
!214 = !{null, !52, !52, !215, !12, !12}
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!216 = !{!217, !218, !219, !220, !221, !222, !223, !224, !226, !230}
!217 = !DILocalVariable(name: "table", arg: 1, scope: !212, file: !1, line: 91, type: !52)
!218 = !DILocalVariable(name: "keys", arg: 2, scope: !212, file: !1, line: 91, type: !52)
!219 = !DILocalVariable(name: "where", arg: 3, scope: !212, file: !1, line: 91, type: !215)
!220 = !DILocalVariable(name: "rows", arg: 4, scope: !212, file: !1, line: 91, type: !12)
!221 = !DILocalVariable(name: "cols", arg: 5, scope: !212, file: !1, line: 91, type: !12)
!222 = !DILocalVariable(name: "gid", scope: !212, file: !1, line: 92, type: !12)
!223 = !DILocalVariable(name: "key", scope: !212, file: !1, line: 93, type: !12)
!224 = !DILocalVariable(name: "r", scope: !225, file: !1, line: 94, type: !12)
!225 = distinct !DILexicalBlock(scope: !212, file: !1, line: 94, column: 3)
!226 = !DILocalVariable(name: "c", scope: !227, file: !1, line: 97, type: !12)
!227 = distinct !DILexicalBlock(scope: !228, file: !1, line: 97, column: 5)
!228 = distinct !DILexicalBlock(scope: !229, file: !1, line: 94, column: 34)
!229 = distinct !DILexicalBlock(scope: !225, file: !1, line: 94, column: 3)
!230 = !DILocalVariable(name: "v", scope: !231, file: !1, line: 98, type: !12)
!231 = distinct !DILexicalBlock(scope: !232, file: !1, line: 97, column: 36)
!232 = distinct !DILexicalBlock(scope: !227, file: !1, line: 97, column: 5)
!233 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!234 = !{!"int*", !"int*", !"int2*", !"int", !"int"}
!235 = !{!"int*", !"int*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!236 = !{!"const", !"const", !"", !"", !""}
!237 = !DILocation(line: 0, scope: !212)
!238 = !DILocation(line: 92, column: 13, scope: !212)
!239 = !DILocation(line: 93, column: 13, scope: !212)
!240 = !DILocation(line: 0, scope: !225)
!241 = !DILocation(line: 94, column: 21, scope: !229)
!242 = !DILocation(line: 94, column: 3, scope: !225)
!243 = !DILocation(line: 94, column: 30, scope: !229)
!244 = distinct !{!244, !242, !245, !110}
!245 = !DILocation(line: 106, column: 3, scope: !225)
!246 = !DILocation(line: 95, column: 17, scope: !247)
!247 = distinct !DILexicalBlock(scope: !228, file: !1, line: 95, column: 9)
!248 = !DILocation(line: 95, column: 9, scope: !247)
!249 = !DILocation(line: 95, column: 25, scope: !247)
!250 = !DILocation(line: 95, column: 9, scope: !228)
!251 = !DILocation(line: 0, scope: !227)
!252 = !DILocation(line: 97, column: 5, scope: !227)
!253 = !DILocation(line: 97, column: 32, scope: !232)
!254 = !DILocation(line: 97, column: 23, scope: !232)
!255 = distinct !{!255, !252, !256, !110}
!256 = !DILocation(line: 105, column: 5, scope: !227)
!257 = !DILocation(line: 98, column: 30, scope: !231)
!258 = !DILocation(line: 98, column: 15, scope: !231)
!259 = !DILocation(line: 0, scope: !231)
!260 = !DILocation(line: 99, column: 13, scope: !261)
!261 = distinct !DILexicalBlock(scope: !231, file: !1, line: 99, column: 11)
!262 = !DILocation(line: 99, column: 11, scope: !231)
!263 = !DILocation(line: 100, column: 28, scope: !264)
!264 = distinct !DILexicalBlock(scope: !261, file: !1, line: 99, column: 21)
!265 = !DILocation(line: 100, column: 20, scope: !264)
!266 = !DILocation(line: 101, column: 9, scope: !264)
!267 = !DILocation(line: 103, column: 13, scope: !268)
!268 = distinct !DILexicalBlock(scope: !231, file: !1, line: 103, column: 11)
!269 = !DILocation(line: 0, scope: !232)
!270 = !DILocation(line: 107, column: 3, scope: !212)
!271 = !DILocation(line: 107, column: 14, scope: !212)
!272 = !DILocation(line: 108, column: 1, scope: !212)
!273 = distinct !DISubprogram(name: "first_prime_after", scope: !1, file: !1, line: 120, type: !274, scopeLine: 120, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !276)
!274 = !DISubroutineType(types: !275)
!275 = !{!12, !12}
!276 = !{!277, !278, !280, !283}
!277 = !DILocalVariable(name: "v", arg: 1, scope: !273, file: !1, line: 120, type: !12)
!278 = !DILocalVariable(name: "c", scope: !279, file: !1, line: 121, type: !12)
!279 = distinct !DILexicalBlock(scope: !273, file: !1, line: 121, column: 3)
!280 = !DILocalVariable(name: "prime", scope: !281, file: !1, line: 122, type: !12)
!281 = distinct !DILexicalBlock(scope: !282, file: !1, line: 121, column: 29)
!282 = distinct !DILexicalBlock(scope: !279, file: !1, line: 121, column: 3)
!283 = !DILocalVariable(name: "d", scope: !284, file: !1, line: 123, type: !12)
!284 = distinct !DILexicalBlock(scope: !281, file: !1, line: 123, column: 5)
!285 = !DILocation(line: 0, scope: !273)
!286 = !DILocation(line: 0, scope: !279)
!287 = !DILocation(line: 121, column: 8, scope: !279)
!288 = !DILocation(line: 121, scope: !279)
!289 = !DILocation(line: 122, column: 19, scope: !281)
!290 = !DILocation(line: 0, scope: !281)
!291 = !DILocation(line: 0, scope: !284)
!292 = !DILocation(line: 123, column: 27, scope: !293)
!293 = distinct !DILexicalBlock(scope: !284, file: !1, line: 123, column: 5)
!294 = !DILocation(line: 123, column: 5, scope: !284)
!295 = !DILocation(line: 123, column: 34, scope: !293)
!296 = !DILocation(line: 123, column: 23, scope: !293)
!297 = distinct !{!297, !294, !298, !110}
!298 = !DILocation(line: 127, column: 7, scope: !284)
!299 = !DILocation(line: 124, column: 13, scope: !300)
!300 = distinct !DILexicalBlock(scope: !293, file: !1, line: 124, column: 11)
!301 = !DILocation(line: 124, column: 17, scope: !300)
!302 = !DILocation(line: 124, column: 11, scope: !293)
!303 = !DILocation(line: 0, scope: !282)
!304 = distinct !{!304, !305, !306, !110}
!305 = !DILocation(line: 121, column: 3, scope: !279)
!306 = !DILocation(line: 130, column: 3, scope: !279)
!307 = !DILocation(line: 131, column: 1, scope: !273)
!308 = distinct !DISubprogram(name: "cf_helpers2", scope: !1, file: !1, line: 133, type: !309, scopeLine: 133, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !311)
!309 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !310)
!310 = !{null, !52, !54, !12}
!311 = !{!312, !313, !314, !315, !316, !317, !318}
!312 = !DILocalVariable(name: "in", arg: 1, scope: !308, file: !1, line: 133, type: !52)
!313 = !DILocalVariable(name: "out", arg: 2, scope: !308, file: !1, line: 133, type: !54)
!314 = !DILocalVariable(name: "uniform_v", arg: 3, scope: !308, file: !1, line: 133, type: !12)
!315 = !DILocalVariable(name: "gid", scope: !308, file: !1, line: 134, type: !12)
!316 = !DILocalVariable(name: "a", scope: !308, file: !1, line: 135, type: !12)
!317 = !DILocalVariable(name: "b", scope: !308, file: !1, line: 136, type: !12)
!318 = !DILocalVariable(name: "c", scope: !308, file: !1, line: 137, type: !12)
!319 = !{i32 1, i32 1, i32 0}
!320 = !{!"none", !"none", !"none"}
!321 = !{!"int*", !"int*", !"int"}
!322 = !{!"const", !"", !""}
!323 = !DILocation(line: 0, scope: !308)
!324 = !DILocation(line: 134, column: 13, scope: !308)
!325 = !DILocation(line: 135, column: 25, scope: !308)
!326 = !DILocalVariable(name: "v", arg: 1, scope: !327, file: !1, line: 111, type: !12)
!327 = distinct !DISubprogram(name: "digits_inline", scope: !1, file: !1, line: 111, type: !274, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !328)
!328 = !{!326, !329}
!329 = !DILocalVariable(name: "n", scope: !327, file: !1, line: 112, type: !12)
!330 = !DILocation(line: 0, scope: !327, inlinedAt: !331)
!331 = distinct !DILocation(line: 135, column: 11, scope: !308)
!332 = !DILocation(line: 113, column: 12, scope: !327, inlinedAt: !331)
!333 = !DILocation(line: 113, column: 3, scope: !327, inlinedAt: !331)
!334 = !DILocation(line: 114, column: 7, scope: !335, inlinedAt: !331)
!335 = distinct !DILexicalBlock(scope: !327, file: !1, line: 113, column: 19)
!336 = !DILocation(line: 115, column: 6, scope: !335, inlinedAt: !331)
!337 = distinct !{!337, !333, !338, !110}
!338 = !DILocation(line: 116, column: 3, scope: !327, inlinedAt: !331)
!339 = !DILocation(line: 138, column: 16, scope: !308)
!340 = !DILocation(line: 136, column: 37, scope: !308)
!341 = !DILocation(line: 136, column: 11, scope: !308)
!342 = !DILocation(line: 137, column: 11, scope: !308)
!343 = !DILocation(line: 138, column: 24, scope: !308)
!344 = !DILocation(line: 138, column: 28, scope: !308)
!345 = !DILocation(line: 138, column: 3, scope: !308)
!346 = !DILocation(line: 138, column: 12, scope: !308)
!347 = !DILocation(line: 139, column: 1, scope: !308)
!348 = distinct !DISubprogram(name: "cf_vectors", scope: !1, file: !1, line: 142, type: !349, scopeLine: 142, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !356)
!349 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !350)
!350 = !{null, !351, !353, !354, !13}
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !352, size: 64)
!352 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !355, size: 64)
!355 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!356 = !{!357, !358, !359, !360, !361, !362, !363, !364, !365, !366, !367}
!357 = !DILocalVariable(name: "in", arg: 1, scope: !348, file: !1, line: 142, type: !351)
!358 = !DILocalVariable(name: "out", arg: 2, scope: !348, file: !1, line: 142, type: !353)
!359 = !DILocalVariable(name: "masks", arg: 3, scope: !348, file: !1, line: 142, type: !354)
!360 = !DILocalVariable(name: "t", arg: 4, scope: !348, file: !1, line: 142, type: !13)
!361 = !DILocalVariable(name: "gid", scope: !348, file: !1, line: 143, type: !12)
!362 = !DILocalVariable(name: "v", scope: !348, file: !1, line: 144, type: !19)
!363 = !DILocalVariable(name: "m", scope: !348, file: !1, line: 145, type: !14)
!364 = !DILocalVariable(name: "w", scope: !348, file: !1, line: 146, type: !19)
!365 = !DILocalVariable(name: "c", scope: !348, file: !1, line: 147, type: !19)
!366 = !DILocalVariable(name: "r", scope: !348, file: !1, line: 148, type: !19)
!367 = !DILocalVariable(name: "ix", scope: !348, file: !1, line: 149, type: !125)
!368 = !{!"float*", !"float*", !"int4*", !"float"}
!369 = !{!"float*", !"float*", !"int __attribute__((ext_vector_type(4)))*", !"float"}
!370 = !{!"const", !"", !"const", !""}
!371 = !DILocation(line: 0, scope: !348)
!372 = !DILocation(line: 143, column: 13, scope: !348)
!373 = !DILocation(line: 144, column: 21, scope: !348)
!374 = !DILocation(line: 144, column: 26, scope: !348)
!375 = !DILocation(line: 144, column: 14, scope: !348)
!376 = !DILocation(line: 145, column: 22, scope: !348)
!377 = !DILocation(line: 145, column: 12, scope: !348)
!378 = !DILocation(line: 146, column: 24, scope: !348)
!379 = !DILocation(line: 146, column: 34, scope: !348)
!380 = !DILocation(line: 146, column: 14, scope: !348)
!381 = !DILocation(line: 147, column: 32, scope: !348)
!382 = !DILocation(line: 147, column: 23, scope: !348)
!383 = !DILocation(line: 147, column: 37, scope: !348)
!384 = !DILocation(line: 147, column: 14, scope: !348)
!385 = !DILocation(line: 148, column: 33, scope: !348)
!386 = !DILocation(line: 148, column: 21, scope: !348)
!387 = !DILocation(line: 148, column: 14, scope: !348)
!388 = !DILocation(line: 149, column: 26, scope: !348)
!389 = !DILocation(line: 149, column: 13, scope: !348)
!390 = !DILocation(line: 150, column: 10, scope: !348)
!391 = !DILocation(line: 150, column: 31, scope: !348)
!392 = !DILocation(line: 150, column: 29, scope: !348)
!393 = !DILocation(line: 150, column: 8, scope: !348)
!394 = !DILocation(line: 151, column: 19, scope: !348)
!395 = !DILocation(line: 151, column: 3, scope: !348)
!396 = !DILocation(line: 152, column: 1, scope: !348)
!397 = !DISubprogram(name: "vload4", linkageName: "_Z6vload4mPU3AS0Kf", scope: !1, file: !1, line: 144, type: !398, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DISubroutineType(types: !399)
!399 = !{!20, !121, !351}
!400 = !DISubprogram(name: "select", linkageName: "_Z6selectDv4_fS_Dv4_i", scope: !1, file: !1, line: 146, type: !401, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DISubroutineType(types: !402)
!402 = !{!20, !20, !20, !16}
!403 = !DISubprogram(name: "clamp", linkageName: "_Z5clampDv4_fS_S_", scope: !1, file: !1, line: 147, type: !404, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!404 = !DISubroutineType(types: !405)
!405 = !{!20, !20, !20, !20}
!406 = !DISubprogram(name: "mix", linkageName: "_Z3mixDv4_fS_S_", scope: !1, file: !1, line: 148, type: !404, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!407 = !DISubprogram(name: "convert_int2", linkageName: "_Z12convert_int2Dv2_f", scope: !1, file: !1, line: 149, type: !408, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!408 = !DISubroutineType(types: !409)
!409 = !{!126, !410}
!410 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 64, flags: DIFlagVector, elements: !127)
!411 = !DISubprogram(name: "convert_float2", linkageName: "_Z14convert_float2Dv2_i", scope: !1, file: !1, line: 150, type: !412, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubroutineType(types: !413)
!413 = !{!410, !126}
!414 = !DISubprogram(name: "vstore4", linkageName: "_Z7vstore4Dv4_fmPU3AS0f", scope: !1, file: !1, line: 151, type: !415, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DISubroutineType(types: !416)
!416 = !{null, !20, !121, !353}
!417 = distinct !DISubprogram(name: "cf_loop_exits", scope: !1, file: !1, line: 156, type: !418, scopeLine: 156, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !421)
!418 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !419)
!419 = !{null, !52, !54, !420, !12}
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 32, dwarfAddressSpace: 2)
!421 = !{!422, !423, !424, !425, !426, !427, !428, !430, !433, !436}
!422 = !DILocalVariable(name: "in", arg: 1, scope: !417, file: !1, line: 156, type: !52)
!423 = !DILocalVariable(name: "out", arg: 2, scope: !417, file: !1, line: 156, type: !54)
!424 = !DILocalVariable(name: "lm", arg: 3, scope: !417, file: !1, line: 156, type: !420)
!425 = !DILocalVariable(name: "n", arg: 4, scope: !417, file: !1, line: 156, type: !12)
!426 = !DILocalVariable(name: "lid", scope: !417, file: !1, line: 157, type: !12)
!427 = !DILocalVariable(name: "acc", scope: !417, file: !1, line: 158, type: !12)
!428 = !DILocalVariable(name: "i", scope: !429, file: !1, line: 159, type: !12)
!429 = distinct !DILexicalBlock(scope: !417, file: !1, line: 159, column: 3)
!430 = !DILocalVariable(name: "v", scope: !431, file: !1, line: 160, type: !12)
!431 = distinct !DILexicalBlock(scope: !432, file: !1, line: 159, column: 52)
!432 = distinct !DILexicalBlock(scope: !429, file: !1, line: 159, column: 3)
!433 = !DILocalVariable(name: "s", scope: !434, file: !1, line: 174, type: !12)
!434 = distinct !DILexicalBlock(scope: !435, file: !1, line: 173, column: 17)
!435 = distinct !DILexicalBlock(scope: !417, file: !1, line: 173, column: 7)
!436 = !DILocalVariable(name: "i", scope: !437, file: !1, line: 175, type: !32)
!437 = distinct !DILexicalBlock(scope: !434, file: !1, line: 175, column: 5)
!438 = !{i32 1, i32 1, i32 3, i32 0}
!439 = !{!"int*", !"int*", !"int*", !"int"}
!440 = !{!"const", !"", !"", !""}
!441 = !DILocation(line: 0, scope: !417)
!442 = !DILocation(line: 157, column: 13, scope: !417)
!443 = !DILocation(line: 0, scope: !429)
!444 = !DILocation(line: 159, column: 23, scope: !432)
!445 = !DILocation(line: 159, column: 3, scope: !429)
!446 = !DILocation(line: 160, column: 13, scope: !431)
!447 = !DILocation(line: 0, scope: !431)
!448 = !DILocation(line: 161, column: 11, scope: !449)
!449 = distinct !DILexicalBlock(scope: !431, file: !1, line: 161, column: 9)
!450 = !DILocation(line: 161, column: 9, scope: !431)
!451 = !DILocation(line: 163, column: 11, scope: !452)
!452 = distinct !DILexicalBlock(scope: !431, file: !1, line: 163, column: 9)
!453 = !DILocation(line: 163, column: 9, scope: !431)
!454 = !DILocation(line: 165, column: 9, scope: !431)
!455 = !DILocation(line: 166, column: 13, scope: !456)
!456 = distinct !DILexicalBlock(scope: !431, file: !1, line: 166, column: 9)
!457 = !DILocation(line: 0, scope: !432)
!458 = !DILocation(line: 159, column: 33, scope: !432)
!459 = !DILocation(line: 159, column: 30, scope: !432)
!460 = distinct !{!460, !445, !461, !110}
!461 = !DILocation(line: 170, column: 3, scope: !429)
!462 = !DILocation(line: 158, column: 7, scope: !417)
!463 = !DILocation(line: 171, column: 3, scope: !417)
!464 = !DILocation(line: 171, column: 11, scope: !417)
!465 = !DILocation(line: 172, column: 3, scope: !417)
!466 = !DILocation(line: 173, column: 11, scope: !435)
!467 = !DILocation(line: 173, column: 7, scope: !417)
!468 = !DILocation(line: 0, scope: !434)
!469 = !DILocation(line: 175, scope: !437)
!470 = !DILocation(line: 0, scope: !437)
!471 = !DILocation(line: 175, column: 22, scope: !472)
!472 = distinct !DILexicalBlock(scope: !437, file: !1, line: 175, column: 5)
!473 = !DILocation(line: 175, column: 26, scope: !472)
!474 = !DILocation(line: 175, column: 24, scope: !472)
!475 = !DILocation(line: 175, column: 5, scope: !437)
!476 = !DILocation(line: 176, column: 11, scope: !477)
!477 = distinct !DILexicalBlock(scope: !478, file: !1, line: 176, column: 11)
!478 = distinct !DILexicalBlock(scope: !472, file: !1, line: 175, column: 50)
!479 = !DILocation(line: 176, column: 17, scope: !477)
!480 = !DILocation(line: 176, column: 11, scope: !478)
!481 = !DILocation(line: 177, column: 13, scope: !482)
!482 = distinct !DILexicalBlock(scope: !477, file: !1, line: 176, column: 22)
!483 = !DILocation(line: 180, column: 9, scope: !478)
!484 = !DILocation(line: 175, column: 46, scope: !472)
!485 = !DILocation(line: 175, column: 5, scope: !472)
!486 = distinct !{!486, !475, !487, !110}
!487 = !DILocation(line: 181, column: 5, scope: !437)
!488 = !DILocation(line: 182, column: 9, scope: !434)
!489 = !DILocation(line: 184, column: 1, scope: !417)
!490 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !1, file: !1, line: 157, type: !119, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!491 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !1, file: !1, line: 159, type: !119, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!492 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !1, file: !1, line: 172, type: !493, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DISubroutineType(types: !494)
!494 = !{null, !495}
!495 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !15, line: 372, baseType: !32)
!496 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !1, file: !1, line: 177, type: !119, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!497 = distinct !DISubprogram(name: "cf_math", scope: !1, file: !1, line: 188, type: !498, scopeLine: 188, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !500)
!498 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !499)
!499 = !{null, !351, !353, !12}
!500 = !{!501, !502, !503, !504, !505, !506, !508, !509}
!501 = !DILocalVariable(name: "in", arg: 1, scope: !497, file: !1, line: 188, type: !351)
!502 = !DILocalVariable(name: "out", arg: 2, scope: !497, file: !1, line: 188, type: !353)
!503 = !DILocalVariable(name: "iters", arg: 3, scope: !497, file: !1, line: 188, type: !12)
!504 = !DILocalVariable(name: "gid", scope: !497, file: !1, line: 189, type: !12)
!505 = !DILocalVariable(name: "x", scope: !497, file: !1, line: 190, type: !13)
!506 = !DILocalVariable(name: "i", scope: !507, file: !1, line: 191, type: !12)
!507 = distinct !DILexicalBlock(scope: !497, file: !1, line: 191, column: 3)
!508 = !DILocalVariable(name: "e", scope: !497, file: !1, line: 195, type: !12)
!509 = !DILocalVariable(name: "m", scope: !497, file: !1, line: 196, type: !13)
!510 = !{!"float*", !"float*", !"int"}
!511 = !DILocation(line: 0, scope: !497)
!512 = !DILocation(line: 189, column: 13, scope: !497)
!513 = !DILocation(line: 190, column: 13, scope: !497)
!514 = !{!515, !515, i64 0}
!515 = !{!"float", !76, i64 0}
!516 = !DILocation(line: 0, scope: !507)
!517 = !DILocation(line: 191, column: 21, scope: !518)
!518 = distinct !DILexicalBlock(scope: !507, file: !1, line: 191, column: 3)
!519 = !DILocation(line: 191, column: 3, scope: !507)
!520 = !DILocation(line: 195, column: 3, scope: !497)
!521 = !DILocation(line: 196, column: 22, scope: !497)
!522 = !DILocation(line: 196, column: 13, scope: !497)
!523 = !DILocation(line: 197, column: 23, scope: !497)
!524 = !DILocation(line: 197, column: 25, scope: !497)
!525 = !DILocation(line: 197, column: 14, scope: !497)
!526 = !DILocation(line: 197, column: 43, scope: !497)
!527 = !DILocation(line: 197, column: 32, scope: !497)
!528 = !DILocation(line: 197, column: 30, scope: !497)
!529 = !DILocation(line: 197, column: 54, scope: !497)
!530 = !DILocation(line: 197, column: 52, scope: !497)
!531 = !DILocation(line: 197, column: 71, scope: !497)
!532 = !DILocation(line: 197, column: 69, scope: !497)
!533 = !DILocation(line: 197, column: 80, scope: !497)
!534 = !DILocation(line: 197, column: 78, scope: !497)
!535 = !DILocation(line: 197, column: 3, scope: !497)
!536 = !DILocation(line: 197, column: 12, scope: !497)
!537 = !DILocation(line: 198, column: 1, scope: !497)
!538 = !DILocation(line: 192, column: 22, scope: !539)
!539 = distinct !DILexicalBlock(scope: !518, file: !1, line: 191, column: 35)
!540 = !DILocation(line: 192, column: 9, scope: !539)
!541 = !DILocation(line: 192, column: 38, scope: !539)
!542 = !DILocation(line: 192, column: 32, scope: !539)
!543 = !DILocation(line: 192, column: 30, scope: !539)
!544 = !DILocation(line: 192, column: 65, scope: !539)
!545 = !DILocation(line: 192, column: 63, scope: !539)
!546 = !DILocation(line: 192, column: 49, scope: !539)
!547 = !DILocation(line: 192, column: 47, scope: !539)
!548 = !DILocation(line: 193, column: 14, scope: !539)
!549 = !DILocation(line: 193, column: 9, scope: !539)
!550 = !DILocation(line: 191, column: 31, scope: !518)
!551 = distinct !{!551, !519, !552, !110}
!552 = !DILocation(line: 194, column: 3, scope: !507)
!553 = !DISubprogram(name: "sin", linkageName: "_Z3sinf", scope: !1, file: !1, line: 192, type: !554, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!554 = !DISubroutineType(types: !555)
!555 = !{!13, !13}
!556 = !DISubprogram(name: "log1p", linkageName: "_Z5log1pf", scope: !1, file: !1, line: 192, type: !554, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!557 = !DISubprogram(name: "atan2", linkageName: "_Z5atan2ff", scope: !1, file: !1, line: 192, type: !558, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!558 = !DISubroutineType(types: !559)
!559 = !{!13, !13, !13}
!560 = !DISubprogram(name: "frexp", linkageName: "_Z5frexpfPU3AS0i", scope: !1, file: !1, line: 196, type: !561, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!561 = !DISubroutineType(types: !562)
!562 = !{!13, !13, !54}
!563 = !DISubprogram(name: "rsqrt", linkageName: "_Z5rsqrtf", scope: !1, file: !1, line: 197, type: !554, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!564 = !DISubprogram(name: "hypot", linkageName: "_Z5hypotff", scope: !1, file: !1, line: 197, type: !558, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!565 = !DISubprogram(name: "erf", linkageName: "_Z3erff", scope: !1, file: !1, line: 197, type: !554, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!566 = !DISubprogram(name: "cbrt", linkageName: "_Z4cbrtf", scope: !1, file: !1, line: 197, type: !554, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
