source_filename = "src/parboil_shoc.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.kvalue_t = type { float, float, float, float }

@ps_sgemm_tiled.bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !0
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 !dbg !62 {
    #dbg_value(i32 %0, !67, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
  %2 = lshr i32 %0, 16, !dbg !69
  %3 = xor i32 %2, %0, !dbg !70
    #dbg_value(i32 %3, !67, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
  %4 = mul i32 %3, 2146121005, !dbg !71
    #dbg_value(i32 %4, !67, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
  %5 = lshr i32 %4, 15, !dbg !72
  %6 = xor i32 %5, %4, !dbg !73
    #dbg_value(i32 %6, !67, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
  %7 = mul i32 %6, -2073254261, !dbg !74
    #dbg_value(i32 %7, !67, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
  %8 = lshr i32 %7, 16, !dbg !75
  %9 = xor i32 %8, %7, !dbg !76
    #dbg_value(i32 %9, !67, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
  ret i32 %9, !dbg !77
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_spmv_csr_scalar(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !dbg !78 !kernel_arg_addr_space !97 !kernel_arg_access_qual !98 !kernel_arg_type !99 !kernel_arg_base_type !99 !kernel_arg_type_qual !100 {
    #dbg_value(ptr addrspace(1) %0, !84, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !101)
    #dbg_value(ptr addrspace(1) %1, !85, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !101)
    #dbg_value(ptr addrspace(1) %2, !86, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !101)
    #dbg_value(ptr addrspace(1) %3, !87, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !101)
    #dbg_value(ptr addrspace(1) %4, !88, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !101)
    #dbg_value(i32 %5, !89, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !101)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !102
  %8 = trunc i64 %7 to i32, !dbg !102
    #dbg_value(i32 %8, !90, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !101)
  %9 = icmp slt i32 %8, %5, !dbg !103
  br i1 %9, label %10, label %37, !dbg !104

10:                                               ; preds = %6
    #dbg_value(float 0.000000e+00, !91, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !105)
  %11 = shl i64 %7, 32, !dbg !106
  %12 = add i64 %11, 4294967296, !dbg !106
  %13 = ashr exact i64 %12, 30, !dbg !106
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %13, !dbg !106
  %15 = load i32, ptr addrspace(1) %14, align 4, !dbg !106, !tbaa !107
    #dbg_value(i32 %15, !94, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !105)
  %16 = ashr exact i64 %11, 32, !dbg !111
  %17 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %16, !dbg !111
  %18 = load i32, ptr addrspace(1) %17, align 4, !dbg !111, !tbaa !107
    #dbg_value(i32 %18, !95, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !112)
    #dbg_value(float 0.000000e+00, !91, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !105)
  %19 = icmp slt i32 %18, %15, !dbg !113
  br i1 %19, label %23, label %20, !dbg !115

20:                                               ; preds = %23, %10
  %21 = phi float [ 0.000000e+00, %10 ], [ %34, %23 ], !dbg !105
  %22 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %16, !dbg !116
  store float %21, ptr addrspace(1) %22, align 4, !dbg !117, !tbaa !118
  br label %37, !dbg !120

23:                                               ; preds = %10, %23
  %24 = phi i32 [ %35, %23 ], [ %18, %10 ]
  %25 = phi float [ %34, %23 ], [ 0.000000e+00, %10 ]
    #dbg_value(i32 %24, !95, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !112)
    #dbg_value(float %25, !91, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !105)
  %26 = sext i32 %24 to i64, !dbg !121
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26, !dbg !121
  %28 = load float, ptr addrspace(1) %27, align 4, !dbg !121, !tbaa !118
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26, !dbg !122
  %30 = load i32, ptr addrspace(1) %29, align 4, !dbg !122, !tbaa !107
  %31 = sext i32 %30 to i64, !dbg !123
  %32 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31, !dbg !123
  %33 = load float, ptr addrspace(1) %32, align 4, !dbg !123, !tbaa !118
  %34 = tail call float @llvm.fmuladd.f32(float %28, float %33, float %25), !dbg !124
    #dbg_value(float %34, !91, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !105)
  %35 = add nsw i32 %24, 1, !dbg !125
    #dbg_value(i32 %35, !95, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !112)
  %36 = icmp slt i32 %35, %15, !dbg !113
  br i1 %36, label %23, label %20, !dbg !115, !llvm.loop !126

37:                                               ; preds = %20, %6
  ret void, !dbg !129
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !130 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_spmv_csr_vector(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(3) noundef align 4 %5, i32 noundef %6) local_unnamed_addr #4 !dbg !134 !kernel_arg_addr_space !156 !kernel_arg_access_qual !157 !kernel_arg_type !158 !kernel_arg_base_type !158 !kernel_arg_type_qual !159 {
    #dbg_value(ptr addrspace(1) %0, !140, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
    #dbg_value(ptr addrspace(1) %1, !141, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
    #dbg_value(ptr addrspace(1) %2, !142, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
    #dbg_value(ptr addrspace(1) %3, !143, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
    #dbg_value(ptr addrspace(1) %4, !144, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
    #dbg_value(ptr addrspace(3) %5, !145, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
    #dbg_value(i32 %6, !146, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !161
  %9 = trunc i64 %8 to i32, !dbg !161
    #dbg_value(i32 %9, !147, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
  %10 = and i32 %9, 31, !dbg !162
    #dbg_value(i32 %10, !148, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !163
  %12 = lshr i64 %11, 5, !dbg !164
  %13 = trunc i64 %12 to i32, !dbg !163
    #dbg_value(i32 %13, !149, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
    #dbg_value(float 0.000000e+00, !150, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
  %14 = icmp sge i32 %13, %6, !dbg !165
  br i1 %14, label %40, label %15, !dbg !166

15:                                               ; preds = %7
  %16 = shl i64 %12, 32, !dbg !167
  %17 = ashr exact i64 %16, 30, !dbg !167
  %18 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %17, !dbg !167
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !167, !tbaa !107
  %20 = add nsw i32 %19, %10, !dbg !168
    #dbg_value(i32 %20, !151, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !169)
  %21 = add i64 %16, 4294967296
  %22 = ashr exact i64 %21, 30
  %23 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !107
    #dbg_value(i32 %20, !151, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !169)
    #dbg_value(float 0.000000e+00, !150, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
  %25 = icmp slt i32 %20, %24, !dbg !170
  br i1 %25, label %26, label %40, !dbg !172

26:                                               ; preds = %15, %26
  %27 = phi i32 [ %38, %26 ], [ %20, %15 ]
  %28 = phi float [ %37, %26 ], [ 0.000000e+00, %15 ]
    #dbg_value(i32 %27, !151, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !169)
    #dbg_value(float %28, !150, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
  %29 = sext i32 %27 to i64, !dbg !173
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29, !dbg !173
  %31 = load float, ptr addrspace(1) %30, align 4, !dbg !173, !tbaa !118
  %32 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29, !dbg !174
  %33 = load i32, ptr addrspace(1) %32, align 4, !dbg !174, !tbaa !107
  %34 = sext i32 %33 to i64, !dbg !175
  %35 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %34, !dbg !175
  %36 = load float, ptr addrspace(1) %35, align 4, !dbg !175, !tbaa !118
  %37 = tail call float @llvm.fmuladd.f32(float %31, float %36, float %28), !dbg !176
    #dbg_value(float %37, !150, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
  %38 = add nsw i32 %27, 32, !dbg !177
    #dbg_value(i32 %38, !151, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !169)
  %39 = icmp slt i32 %38, %24, !dbg !170
  br i1 %39, label %26, label %40, !dbg !172, !llvm.loop !178

40:                                               ; preds = %26, %15, %7
  %41 = phi float [ 0.000000e+00, %7 ], [ 0.000000e+00, %15 ], [ %37, %26 ], !dbg !180
    #dbg_value(float %41, !150, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !160)
  %42 = getelementptr inbounds float, ptr addrspace(3) %5, i32 %9, !dbg !181
  store volatile float %41, ptr addrspace(3) %42, align 4, !dbg !182, !tbaa !118
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !183
    #dbg_value(i32 16, !154, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !184)
  %43 = getelementptr float, ptr addrspace(3) %5, i32 %9, !dbg !185
    #dbg_value(i32 16, !154, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !184)
  br label %47, !dbg !186

44:                                               ; preds = %55
  %45 = icmp ne i32 %10, 0, !dbg !187
  %46 = or i1 %45, %14, !dbg !189
  br i1 %46, label %63, label %58, !dbg !189

47:                                               ; preds = %40, %55
  %48 = phi i32 [ 16, %40 ], [ %56, %55 ]
    #dbg_value(i32 %48, !154, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !184)
  %49 = icmp ult i32 %10, %48, !dbg !190
  br i1 %49, label %50, label %55, !dbg !194

50:                                               ; preds = %47
  %51 = getelementptr float, ptr addrspace(3) %43, i32 %48, !dbg !195
  %52 = load volatile float, ptr addrspace(3) %51, align 4, !dbg !195, !tbaa !118
  %53 = load volatile float, ptr addrspace(3) %42, align 4, !dbg !196, !tbaa !118
  %54 = fadd float %52, %53, !dbg !196
  store volatile float %54, ptr addrspace(3) %42, align 4, !dbg !196, !tbaa !118
  br label %55, !dbg !197

55:                                               ; preds = %50, %47
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !198
  %56 = lshr i32 %48, 1, !dbg !199
    #dbg_value(i32 %56, !154, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !184)
  %57 = icmp ult i32 %48, 2, !dbg !200
  br i1 %57, label %44, label %47, !dbg !186, !llvm.loop !201

58:                                               ; preds = %44
  %59 = load volatile float, ptr addrspace(3) %42, align 4, !dbg !203, !tbaa !118
  %60 = shl i64 %12, 32, !dbg !204
  %61 = ashr exact i64 %60, 30, !dbg !204
  %62 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %61, !dbg !204
  store float %59, ptr addrspace(1) %62, align 4, !dbg !205, !tbaa !118
  br label %63, !dbg !204

63:                                               ; preds = %44, %58
  ret void, !dbg !206
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !207 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !208 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_spmv_ell(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !dbg !212 !kernel_arg_addr_space !97 !kernel_arg_access_qual !98 !kernel_arg_type !99 !kernel_arg_base_type !99 !kernel_arg_type_qual !100 {
    #dbg_value(ptr addrspace(1) %0, !214, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
    #dbg_value(ptr addrspace(1) %1, !215, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
    #dbg_value(ptr addrspace(1) %2, !216, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
    #dbg_value(ptr addrspace(1) %3, !217, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
    #dbg_value(ptr addrspace(1) %4, !218, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
    #dbg_value(i32 %5, !219, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !229
  %8 = trunc i64 %7 to i32, !dbg !229
    #dbg_value(i32 %8, !220, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  %9 = icmp slt i32 %8, %5, !dbg !230
  br i1 %9, label %10, label %40, !dbg !232

10:                                               ; preds = %6
    #dbg_value(float 0.000000e+00, !221, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  %11 = shl i64 %7, 32, !dbg !233
  %12 = ashr exact i64 %11, 32, !dbg !233
  %13 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %12, !dbg !233
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !233, !tbaa !107
    #dbg_value(i32 %14, !222, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
    #dbg_value(i32 0, !223, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !234)
    #dbg_value(float 0.000000e+00, !221, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  %15 = icmp sgt i32 %14, 0, !dbg !235
  br i1 %15, label %16, label %37, !dbg !236

16:                                               ; preds = %10, %32
  %17 = phi i32 [ %34, %32 ], [ 0, %10 ]
  %18 = phi float [ %33, %32 ], [ 0.000000e+00, %10 ]
    #dbg_value(i32 %17, !223, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !234)
    #dbg_value(float %18, !221, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  %19 = mul nsw i32 %17, %5, !dbg !237
  %20 = add nsw i32 %19, %8, !dbg !238
  %21 = sext i32 %20 to i64, !dbg !239
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %21, !dbg !239
  %23 = load i32, ptr addrspace(1) %22, align 4, !dbg !239, !tbaa !107
    #dbg_value(i32 %23, !225, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !240)
  %24 = icmp slt i32 %23, 0, !dbg !241
  br i1 %24, label %32, label %25, !dbg !243

25:                                               ; preds = %16
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21, !dbg !244
  %27 = load float, ptr addrspace(1) %26, align 4, !dbg !244, !tbaa !118
  %28 = zext nneg i32 %23 to i64, !dbg !245
  %29 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %28, !dbg !245
  %30 = load float, ptr addrspace(1) %29, align 4, !dbg !245, !tbaa !118
  %31 = tail call float @llvm.fmuladd.f32(float %27, float %30, float %18), !dbg !246
    #dbg_value(float %31, !221, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  br label %32, !dbg !247

32:                                               ; preds = %16, %25
  %33 = phi float [ %31, %25 ], [ %18, %16 ], !dbg !228
    #dbg_value(float %33, !221, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
    #dbg_value(i32 %17, !223, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !234)
  %34 = add nuw nsw i32 %17, 1
    #dbg_value(i32 %34, !223, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !234)
    #dbg_value(i32 %34, !223, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !234)
    #dbg_value(float %33, !221, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  %35 = icmp eq i32 %34, %14
  %36 = select i1 %24, i1 true, i1 %35
  br i1 %36, label %37, label %16, !llvm.loop !248

37:                                               ; preds = %32, %10
  %38 = phi float [ 0.000000e+00, %10 ], [ %33, %32 ], !dbg !250
    #dbg_value(float %38, !221, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  %39 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12, !dbg !251
  store float %38, ptr addrspace(1) %39, align 4, !dbg !252, !tbaa !118
  br label %40, !dbg !253

40:                                               ; preds = %6, %37
  ret void, !dbg !253
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_stencil7(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !dbg !254 !kernel_arg_addr_space !274 !kernel_arg_access_qual !157 !kernel_arg_type !275 !kernel_arg_base_type !275 !kernel_arg_type_qual !276 {
    #dbg_value(ptr addrspace(1) %0, !258, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
    #dbg_value(ptr addrspace(1) %1, !259, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
    #dbg_value(float %2, !260, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
    #dbg_value(float %3, !261, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
    #dbg_value(i32 %4, !262, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
    #dbg_value(i32 %5, !263, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
    #dbg_value(i32 %6, !264, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !278
  %9 = trunc i64 %8 to i32, !dbg !278
    #dbg_value(i32 %9, !265, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9, !dbg !279
  %11 = trunc i64 %10 to i32, !dbg !279
    #dbg_value(i32 %11, !266, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
  %12 = icmp sgt i32 %9, 0, !dbg !280
  %13 = icmp sgt i32 %11, 0
  %14 = select i1 %12, i1 %13, i1 false, !dbg !282
  %15 = add nsw i32 %4, -1
  %16 = icmp sgt i32 %15, %9
  %17 = select i1 %14, i1 %16, i1 false, !dbg !282
  %18 = add nsw i32 %5, -1
  %19 = icmp sgt i32 %18, %11
  %20 = select i1 %17, i1 %19, i1 false, !dbg !282
    #dbg_value(float poison, !267, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
    #dbg_value(float poison, !268, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
    #dbg_value(i32 1, !269, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !283)
    #dbg_value(i32 1, !269, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !283)
    #dbg_value(float poison, !268, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
    #dbg_value(float poison, !267, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
  %21 = icmp sgt i32 %6, 2
  %22 = and i1 %20, %21, !dbg !282
  br i1 %22, label %23, label %87, !dbg !282

23:                                               ; preds = %7
  %24 = add nsw i32 %11, %5, !dbg !284
  %25 = mul nsw i32 %24, %4, !dbg !284
  %26 = add nsw i32 %25, %9, !dbg !284
  %27 = sext i32 %26 to i64, !dbg !285
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27, !dbg !285
  %29 = load float, ptr addrspace(1) %28, align 4, !dbg !285, !tbaa !118
    #dbg_value(float %29, !268, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
  %30 = mul nsw i32 %11, %4, !dbg !286
  %31 = add nsw i32 %30, %9, !dbg !286
  %32 = sext i32 %31 to i64, !dbg !287
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32, !dbg !287
  %34 = load float, ptr addrspace(1) %33, align 4, !dbg !287, !tbaa !118
    #dbg_value(float %34, !267, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
  %35 = add nsw i32 %9, -1
  %36 = add nuw nsw i32 %9, 1
  %37 = add nsw i32 %11, -1
  %38 = add nuw nsw i32 %11, 1
  %39 = add nsw i32 %6, -2
  br label %40, !dbg !288

40:                                               ; preds = %23, %40
  %41 = phi i32 [ 1, %23 ], [ %44, %40 ]
  %42 = phi float [ %29, %23 ], [ %51, %40 ]
  %43 = phi float [ %34, %23 ], [ %42, %40 ]
    #dbg_value(i32 %41, !269, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !283)
    #dbg_value(float %42, !268, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
    #dbg_value(float %43, !267, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
  %44 = add nuw nsw i32 %41, 1, !dbg !289
  %45 = mul nsw i32 %44, %5, !dbg !289
  %46 = add nsw i32 %45, %11, !dbg !289
  %47 = mul nsw i32 %46, %4, !dbg !289
  %48 = add nsw i32 %47, %9, !dbg !289
  %49 = sext i32 %48 to i64, !dbg !290
  %50 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %49, !dbg !290
  %51 = load float, ptr addrspace(1) %50, align 4, !dbg !290, !tbaa !118
    #dbg_value(float %51, !271, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !291)
  %52 = fadd float %43, %51, !dbg !292
  %53 = mul nsw i32 %41, %5, !dbg !293
  %54 = add nsw i32 %53, %11, !dbg !293
  %55 = mul nsw i32 %54, %4, !dbg !293
  %56 = add nsw i32 %35, %55, !dbg !293
  %57 = sext i32 %56 to i64, !dbg !294
  %58 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %57, !dbg !294
  %59 = load float, ptr addrspace(1) %58, align 4, !dbg !294, !tbaa !118
  %60 = fadd float %52, %59, !dbg !295
  %61 = add nsw i32 %36, %55, !dbg !296
  %62 = sext i32 %61 to i64, !dbg !297
  %63 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %62, !dbg !297
  %64 = load float, ptr addrspace(1) %63, align 4, !dbg !297, !tbaa !118
  %65 = fadd float %60, %64, !dbg !298
  %66 = add nsw i32 %37, %53, !dbg !299
  %67 = mul nsw i32 %66, %4, !dbg !299
  %68 = add nsw i32 %67, %9, !dbg !299
  %69 = sext i32 %68 to i64, !dbg !300
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69, !dbg !300
  %71 = load float, ptr addrspace(1) %70, align 4, !dbg !300, !tbaa !118
  %72 = fadd float %65, %71, !dbg !301
  %73 = add nsw i32 %38, %53, !dbg !302
  %74 = mul nsw i32 %73, %4, !dbg !302
  %75 = add nsw i32 %74, %9, !dbg !302
  %76 = sext i32 %75 to i64, !dbg !303
  %77 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %76, !dbg !303
  %78 = load float, ptr addrspace(1) %77, align 4, !dbg !303, !tbaa !118
  %79 = fadd float %72, %78, !dbg !304
  %80 = fneg float %42, !dbg !305
  %81 = fmul float %80, %2, !dbg !305
  %82 = tail call float @llvm.fmuladd.f32(float %3, float %79, float %81), !dbg !305
  %83 = add nsw i32 %55, %9, !dbg !306
  %84 = sext i32 %83 to i64, !dbg !307
  %85 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %84, !dbg !307
  store float %82, ptr addrspace(1) %85, align 4, !dbg !308, !tbaa !118
    #dbg_value(i32 %44, !269, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !283)
    #dbg_value(float %51, !268, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
    #dbg_value(float %42, !267, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
  %86 = icmp eq i32 %41, %39, !dbg !309
  br i1 %86, label %87, label %40, !dbg !288, !llvm.loop !310

87:                                               ; preds = %40, %7
  ret void, !dbg !312
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_sgemm_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #4 !dbg !2 !kernel_arg_addr_space !313 !kernel_arg_access_qual !314 !kernel_arg_type !315 !kernel_arg_base_type !315 !kernel_arg_type_qual !316 {
    #dbg_value(ptr addrspace(1) %0, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(i32 %1, !25, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(ptr addrspace(1) %2, !26, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(i32 %3, !27, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(ptr addrspace(1) %4, !28, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(i32 %5, !29, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(i32 %6, !30, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(float %7, !31, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(float %8, !32, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
  %10 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !318
    #dbg_value(i64 %10, !33, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !317)
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #9, !dbg !319
  %12 = trunc i64 %11 to i32, !dbg !319
    #dbg_value(i32 %12, !34, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9, !dbg !320
  %14 = shl i64 %13, 4, !dbg !321
  %15 = add i64 %14, %10, !dbg !322
  %16 = trunc i64 %15 to i32, !dbg !320
    #dbg_value(i32 %16, !35, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
  %17 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #9, !dbg !323
  %18 = shl i64 %17, 6, !dbg !324
  %19 = shl i64 %11, 2, !dbg !325
  %20 = add i64 %18, %19, !dbg !326
  %21 = trunc i64 %20 to i32, !dbg !323
    #dbg_value(i32 %21, !36, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_declare(ptr addrspace(5) undef, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !327)
    #dbg_value(i32 0, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !328)
  %22 = icmp sgt i32 %6, 0, !dbg !329
  br i1 %22, label %23, label %33, !dbg !330

23:                                               ; preds = %9
  %24 = trunc i64 %10 to i32
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 %12, i32 %24
  %26 = mul nsw i32 %21, %1
  %27 = or disjoint i32 %21, 1
  %28 = mul nsw i32 %27, %1
  %29 = or disjoint i32 %21, 2
  %30 = mul nsw i32 %29, %1
  %31 = or disjoint i32 %21, 3
  %32 = mul nsw i32 %31, %1
  br label %35, !dbg !330

33:                                               ; preds = %44, %9
  %34 = phi <4 x float> [ zeroinitializer, %9 ], [ %80, %44 ]
    #dbg_value(i32 0, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !331)
  br label %84, !dbg !332

35:                                               ; preds = %23, %44
  %36 = phi i32 [ 0, %23 ], [ %45, %44 ]
  %37 = phi <4 x float> [ zeroinitializer, %23 ], [ %80, %44 ]
    #dbg_value(i32 %36, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !328)
  %38 = add nsw i32 %36, %12, !dbg !333
  %39 = mul nsw i32 %38, %3, !dbg !334
  %40 = add nsw i32 %39, %16, !dbg !335
  %41 = sext i32 %40 to i64, !dbg !336
  %42 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %41, !dbg !336
  %43 = load float, ptr addrspace(1) %42, align 4, !dbg !336, !tbaa !118
  store float %43, ptr addrspace(3) %25, align 4, !dbg !337, !tbaa !118
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !338
    #dbg_value(i32 0, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !339)
  br label %47, !dbg !340

44:                                               ; preds = %47
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !341
  %45 = add nuw nsw i32 %36, 16, !dbg !342
    #dbg_value(i32 %45, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !328)
  %46 = icmp slt i32 %45, %6, !dbg !329
  br i1 %46, label %35, label %33, !dbg !330, !llvm.loop !343

47:                                               ; preds = %35, %47
  %48 = phi i32 [ 0, %35 ], [ %81, %47 ]
  %49 = phi <4 x float> [ %37, %35 ], [ %80, %47 ]
    #dbg_value(i32 %48, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !339)
    #dbg_value(float poison, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !345)
    #dbg_value(i32 0, !48, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !346)
    #dbg_value(i32 0, !48, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !346)
  %50 = add nuw nsw i32 %48, %36
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 %48, i32 %24, !dbg !347
  %52 = load float, ptr addrspace(3) %51, align 4, !dbg !347, !tbaa !118
    #dbg_value(float %52, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !345)
    #dbg_value(i32 0, !48, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !346)
  %53 = add i32 %50, %26, !dbg !348
  %54 = sext i32 %53 to i64, !dbg !350
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54, !dbg !350
  %56 = load float, ptr addrspace(1) %55, align 4, !dbg !350, !tbaa !118
  %57 = extractelement <4 x float> %49, i64 0, !dbg !351
  %58 = tail call float @llvm.fmuladd.f32(float %56, float %52, float %57), !dbg !351
  %59 = insertelement <4 x float> poison, float %58, i64 0, !dbg !351
    #dbg_value(i32 1, !48, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !346)
  %60 = add i32 %50, %28, !dbg !348
  %61 = sext i32 %60 to i64, !dbg !350
  %62 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %61, !dbg !350
  %63 = load float, ptr addrspace(1) %62, align 4, !dbg !350, !tbaa !118
  %64 = extractelement <4 x float> %49, i64 1, !dbg !351
  %65 = tail call float @llvm.fmuladd.f32(float %63, float %52, float %64), !dbg !351
  %66 = insertelement <4 x float> %59, float %65, i64 1, !dbg !351
    #dbg_value(i32 2, !48, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !346)
  %67 = add i32 %50, %30, !dbg !348
  %68 = sext i32 %67 to i64, !dbg !350
  %69 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %68, !dbg !350
  %70 = load float, ptr addrspace(1) %69, align 4, !dbg !350, !tbaa !118
  %71 = extractelement <4 x float> %49, i64 2, !dbg !351
  %72 = tail call float @llvm.fmuladd.f32(float %70, float %52, float %71), !dbg !351
  %73 = insertelement <4 x float> %66, float %72, i64 2, !dbg !351
    #dbg_value(i32 3, !48, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !346)
  %74 = add i32 %50, %32, !dbg !348
  %75 = sext i32 %74 to i64, !dbg !350
  %76 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %75, !dbg !350
  %77 = load float, ptr addrspace(1) %76, align 4, !dbg !350, !tbaa !118
  %78 = extractelement <4 x float> %49, i64 3, !dbg !351
  %79 = tail call float @llvm.fmuladd.f32(float %77, float %52, float %78), !dbg !351
  %80 = insertelement <4 x float> %73, float %79, i64 3, !dbg !351
    #dbg_value(i32 4, !48, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !346)
  %81 = add nuw nsw i32 %48, 1, !dbg !352
    #dbg_value(i32 %81, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !339)
  %82 = icmp eq i32 %81, 16, !dbg !353
  br i1 %82, label %44, label %47, !dbg !340, !llvm.loop !354

83:                                               ; preds = %84
  ret void, !dbg !356

84:                                               ; preds = %33, %84
  %85 = phi i32 [ 0, %33 ], [ %95, %84 ]
    #dbg_value(i32 %85, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !331)
  %86 = extractelement <4 x float> %34, i32 %85, !dbg !357
  %87 = add nuw nsw i32 %85, %21, !dbg !359
  %88 = mul nsw i32 %87, %5, !dbg !360
  %89 = add nsw i32 %88, %16, !dbg !361
  %90 = sext i32 %89 to i64, !dbg !362
  %91 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %90, !dbg !362
  %92 = load float, ptr addrspace(1) %91, align 4, !dbg !362, !tbaa !118
  %93 = fmul float %92, %8, !dbg !363
  %94 = tail call float @llvm.fmuladd.f32(float %7, float %86, float %93), !dbg !364
  store float %94, ptr addrspace(1) %91, align 4, !dbg !365, !tbaa !118
  %95 = add nuw nsw i32 %85, 1, !dbg !366
    #dbg_value(i32 %95, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !331)
  %96 = icmp eq i32 %95, 4, !dbg !367
  br i1 %96, label %83, label %84, !dbg !332, !llvm.loop !368
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !370 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_histo(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 !dbg !371 !kernel_arg_addr_space !400 !kernel_arg_access_qual !401 !kernel_arg_type !402 !kernel_arg_base_type !402 !kernel_arg_type_qual !403 {
    #dbg_value(ptr addrspace(1) %0, !379, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !404)
    #dbg_value(ptr addrspace(1) %1, !380, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !404)
    #dbg_value(ptr addrspace(3) %2, !381, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !404)
    #dbg_value(i32 %3, !382, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !404)
    #dbg_value(i32 %4, !383, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !404)
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !405
  %7 = trunc i64 %6 to i32, !dbg !405
    #dbg_value(i32 %7, !384, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !404)
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9, !dbg !406
  %9 = trunc i64 %8 to i32, !dbg !406
    #dbg_value(i32 %9, !385, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !404)
    #dbg_value(i32 %7, !386, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !407)
  %10 = icmp slt i32 %7, %4, !dbg !408
  br i1 %10, label %15, label %11, !dbg !410

11:                                               ; preds = %15, %5
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !411
  %12 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !412
    #dbg_value(i64 %12, !388, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !413)
  %13 = trunc i64 %12 to i32, !dbg !414
  %14 = icmp slt i32 %13, %3, !dbg !415
  br i1 %14, label %22, label %20, !dbg !416

15:                                               ; preds = %5, %15
  %16 = phi i32 [ %18, %15 ], [ %7, %5 ]
    #dbg_value(i32 %16, !386, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !407)
  %17 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %16, !dbg !417
  store i32 0, ptr addrspace(3) %17, align 4, !dbg !418, !tbaa !107
  %18 = add nsw i32 %16, %9, !dbg !419
    #dbg_value(i32 %18, !386, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !407)
  %19 = icmp slt i32 %18, %4, !dbg !408
  br i1 %19, label %15, label %11, !dbg !410, !llvm.loop !420

20:                                               ; preds = %32, %11
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !422
    #dbg_value(i32 %7, !393, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !423)
  %21 = icmp slt i32 %7, %4, !dbg !424
  br i1 %21, label %38, label %37, !dbg !425

22:                                               ; preds = %11, %32
  %23 = phi i64 [ %34, %32 ], [ %12, %11 ]
  %24 = shl i64 %23, 32, !dbg !426
  %25 = ashr exact i64 %24, 32, !dbg !426
  %26 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %25, !dbg !426
  %27 = load i32, ptr addrspace(1) %26, align 4, !dbg !426, !tbaa !107
    #dbg_value(i32 %27, !390, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !427)
  %28 = icmp ult i32 %27, %4, !dbg !428
  br i1 %28, label %29, label %32, !dbg !430

29:                                               ; preds = %22
  %30 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %27, !dbg !431
  %31 = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %30) #10, !dbg !432
  br label %32, !dbg !432

32:                                               ; preds = %29, %22
  %33 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #9, !dbg !433
  %34 = add i64 %33, %25, !dbg !434
    #dbg_value(i64 %34, !388, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !413)
  %35 = trunc i64 %34 to i32, !dbg !414
    #dbg_value(i32 %35, !388, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !413)
  %36 = icmp slt i32 %35, %3, !dbg !415
  br i1 %36, label %22, label %20, !dbg !416, !llvm.loop !435

37:                                               ; preds = %51, %20
  ret void, !dbg !437

38:                                               ; preds = %20, %51
  %39 = phi i32 [ %52, %51 ], [ %7, %20 ]
    #dbg_value(i32 %39, !393, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !423)
  %40 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %39, !dbg !438
  %41 = load i32, ptr addrspace(3) %40, align 4, !dbg !438, !tbaa !107
    #dbg_value(i32 %41, !395, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !439)
  %42 = icmp eq i32 %41, 0, !dbg !440
  br i1 %42, label %51, label %43, !dbg !442

43:                                               ; preds = %38
  %44 = sext i32 %39 to i64, !dbg !438
  %45 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %44, !dbg !443
  %46 = load i8, ptr addrspace(1) %45, align 1, !dbg !443, !tbaa !444
  %47 = zext i8 %46 to i32, !dbg !443
    #dbg_value(i32 %47, !398, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !439)
  %48 = add i32 %41, %47, !dbg !445
    #dbg_value(i32 %48, !399, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !439)
  %49 = tail call i32 @llvm.umin.i32(i32 %48, i32 255), !dbg !446
  %50 = trunc nuw i32 %49 to i8, !dbg !447
  store i8 %50, ptr addrspace(1) %45, align 1, !dbg !448, !tbaa !444
  br label %51, !dbg !449

51:                                               ; preds = %38, %43
  %52 = add nsw i32 %39, %9, !dbg !450
    #dbg_value(i32 %52, !393, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !423)
  %53 = icmp slt i32 %52, %4, !dbg !424
  br i1 %53, label %38, label %37, !dbg !425, !llvm.loop !451
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !453 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !454 hidden i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !459 hidden i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_mriq(i32 noundef %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5, ptr addrspace(1) nocapture noundef align 4 %6, ptr addrspace(4) nocapture noundef readonly align 4 %7) local_unnamed_addr #1 !dbg !460 !kernel_arg_addr_space !492 !kernel_arg_access_qual !493 !kernel_arg_type !494 !kernel_arg_base_type !494 !kernel_arg_type_qual !495 {
    #dbg_value(i32 %0, !472, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
    #dbg_value(i32 %1, !473, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
    #dbg_value(ptr addrspace(1) %2, !474, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
    #dbg_value(ptr addrspace(1) %3, !475, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
    #dbg_value(ptr addrspace(1) %4, !476, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
    #dbg_value(ptr addrspace(1) %5, !477, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
    #dbg_value(ptr addrspace(1) %6, !478, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
    #dbg_value(ptr addrspace(4) %7, !479, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !497
    #dbg_value(i64 %9, !480, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !496)
  %10 = shl i64 %9, 32, !dbg !498
  %11 = ashr exact i64 %10, 32, !dbg !498
  %12 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %11, !dbg !498
  %13 = load float, ptr addrspace(1) %12, align 4, !dbg !498, !tbaa !118
    #dbg_value(float %13, !481, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
  %14 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %11, !dbg !499
  %15 = load float, ptr addrspace(1) %14, align 4, !dbg !499, !tbaa !118
    #dbg_value(float %15, !482, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
  %16 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %11, !dbg !500
  %17 = load float, ptr addrspace(1) %16, align 4, !dbg !500, !tbaa !118
    #dbg_value(float %17, !483, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
  %18 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %11, !dbg !501
  %19 = load float, ptr addrspace(1) %18, align 4, !dbg !501, !tbaa !118
    #dbg_value(float %19, !484, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
  %20 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %11, !dbg !502
  %21 = load float, ptr addrspace(1) %20, align 4, !dbg !502, !tbaa !118
    #dbg_value(float %21, !485, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
    #dbg_value(i32 0, !486, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !503)
  %22 = sub nsw i32 %0, %1
    #dbg_value(float %19, !484, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
    #dbg_value(float %21, !485, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
    #dbg_value(i32 0, !486, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !503)
  %23 = icmp sgt i32 %22, 0, !dbg !504
  br i1 %23, label %27, label %24, !dbg !505

24:                                               ; preds = %27, %8
  %25 = phi float [ %21, %8 ], [ %47, %27 ], !dbg !496
  %26 = phi float [ %19, %8 ], [ %45, %27 ], !dbg !496
  store float %26, ptr addrspace(1) %18, align 4, !dbg !506, !tbaa !118
  store float %25, ptr addrspace(1) %20, align 4, !dbg !507, !tbaa !118
  ret void, !dbg !508

27:                                               ; preds = %8, %27
  %28 = phi float [ %45, %27 ], [ %19, %8 ]
  %29 = phi float [ %47, %27 ], [ %21, %8 ]
  %30 = phi i32 [ %48, %27 ], [ 0, %8 ]
    #dbg_value(float %28, !484, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
    #dbg_value(float %29, !485, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
    #dbg_value(i32 %30, !486, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !503)
  %31 = zext nneg i32 %30 to i64, !dbg !509
  %32 = getelementptr inbounds %struct.kvalue_t, ptr addrspace(4) %7, i64 %31, !dbg !509
  %33 = load float, ptr addrspace(4) %32, align 4, !dbg !509, !tbaa !118
  %34 = getelementptr inbounds i8, ptr addrspace(4) %32, i64 4, !dbg !509
  %35 = load float, ptr addrspace(4) %34, align 4, !dbg !509, !tbaa !118
  %36 = getelementptr inbounds i8, ptr addrspace(4) %32, i64 8, !dbg !509
  %37 = load float, ptr addrspace(4) %36, align 4, !dbg !509, !tbaa !118
  %38 = getelementptr inbounds i8, ptr addrspace(4) %32, i64 12, !dbg !509
  %39 = load float, ptr addrspace(4) %38, align 4, !dbg !509, !tbaa !118
  %40 = fmul float %15, %35, !dbg !510
  %41 = tail call float @llvm.fmuladd.f32(float %33, float %13, float %40), !dbg !511
  %42 = tail call float @llvm.fmuladd.f32(float %37, float %17, float %41), !dbg !512
  %43 = fmul float %42, 0x401921FB60000000, !dbg !513
    #dbg_value(float %43, !491, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !514)
  %44 = tail call float @_Z10native_cosf(float noundef %43) #9, !dbg !515
  %45 = tail call float @llvm.fmuladd.f32(float %39, float %44, float %28), !dbg !516
    #dbg_value(float %45, !484, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
  %46 = tail call float @_Z10native_sinf(float noundef %43) #9, !dbg !517
  %47 = tail call float @llvm.fmuladd.f32(float %39, float %46, float %29), !dbg !518
    #dbg_value(float %47, !485, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !496)
  %48 = add nuw nsw i32 %30, 1, !dbg !519
    #dbg_value(i32 %48, !486, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !503)
  %49 = icmp slt i32 %48, %22, !dbg !504
  %50 = icmp ult i32 %30, 1023, !dbg !520
  %51 = and i1 %49, %50, !dbg !520
  br i1 %51, label %27, label %24, !dbg !505, !llvm.loop !521
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !523 hidden float @_Z10native_cosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !526 hidden float @_Z10native_sinf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_tpacf(ptr addrspace(1) nocapture noundef readonly align 16 %0, i32 noundef %1, ptr addrspace(4) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(3) noundef align 4 %5) local_unnamed_addr #4 !dbg !527 !kernel_arg_addr_space !555 !kernel_arg_access_qual !98 !kernel_arg_type !556 !kernel_arg_base_type !557 !kernel_arg_type_qual !558 {
    #dbg_value(ptr addrspace(1) %0, !534, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !559)
    #dbg_value(i32 %1, !535, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !559)
    #dbg_value(ptr addrspace(4) %2, !536, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !559)
    #dbg_value(i32 %3, !537, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !559)
    #dbg_value(ptr addrspace(1) %4, !538, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !559)
    #dbg_value(ptr addrspace(3) %5, !539, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !559)
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !560
  %8 = trunc i64 %7 to i32, !dbg !560
    #dbg_value(i32 %8, !540, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !559)
  %9 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9, !dbg !561
  %10 = trunc i64 %9 to i32, !dbg !561
    #dbg_value(i32 %10, !541, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !559)
    #dbg_value(i32 %8, !542, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !562)
  %11 = icmp slt i32 %8, %3, !dbg !563
  br i1 %11, label %16, label %12, !dbg !565

12:                                               ; preds = %16, %6
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !566
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9, !dbg !567
  %14 = trunc i64 %13 to i32, !dbg !567
    #dbg_value(i32 %14, !544, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !559)
  %15 = icmp slt i32 %14, %1, !dbg !568
  br i1 %15, label %21, label %58, !dbg !569

16:                                               ; preds = %6, %16
  %17 = phi i32 [ %19, %16 ], [ %8, %6 ]
    #dbg_value(i32 %17, !542, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !562)
  %18 = getelementptr inbounds i32, ptr addrspace(3) %5, i32 %17, !dbg !570
  store i32 0, ptr addrspace(3) %18, align 4, !dbg !571, !tbaa !107
  %19 = add nsw i32 %17, %10, !dbg !572
    #dbg_value(i32 %19, !542, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !562)
  %20 = icmp slt i32 %19, %3, !dbg !563
  br i1 %20, label %16, label %12, !dbg !565, !llvm.loop !573

21:                                               ; preds = %12
    #dbg_value(<4 x float> poison, !545, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !575)
  %22 = add i32 %8, 1, !dbg !576
  %23 = add i32 %22, %14, !dbg !577
    #dbg_value(i32 %23, !548, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !578)
  %24 = icmp slt i32 %23, %1, !dbg !579
  br i1 %24, label %25, label %58, !dbg !580

25:                                               ; preds = %21
  %26 = shl i64 %13, 32, !dbg !581
  %27 = ashr exact i64 %26, 28, !dbg !581
  %28 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %27, !dbg !581
  %29 = load <4 x float>, ptr addrspace(1) %28, align 16, !dbg !581, !tbaa !444
    #dbg_value(<4 x float> %29, !545, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !575)
  %30 = shufflevector <4 x float> %29, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %31 = icmp sgt i32 %3, 1
  br label %32, !dbg !580

32:                                               ; preds = %25, %52
  %33 = phi i32 [ %23, %25 ], [ %56, %52 ]
    #dbg_value(i32 %33, !548, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !578)
  %34 = sext i32 %33 to i64, !dbg !582
  %35 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %34, !dbg !582
  %36 = load <4 x float>, ptr addrspace(1) %35, align 16, !dbg !582
  %37 = shufflevector <4 x float> %36, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !582
  %38 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %30, <3 x float> noundef %37) #9, !dbg !583
    #dbg_value(float %38, !550, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !584)
    #dbg_value(ptr addrspace(4) %2, !585, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !596)
    #dbg_value(i32 %3, !590, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !596)
    #dbg_value(float %38, !591, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !596)
    #dbg_value(i32 0, !592, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !596)
    #dbg_value(i32 %3, !593, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !596)
  br i1 %31, label %39, label %52, !dbg !598

39:                                               ; preds = %32, %39
  %40 = phi i32 [ %49, %39 ], [ 0, %32 ]
  %41 = phi i32 [ %48, %39 ], [ %3, %32 ]
    #dbg_value(i32 %40, !592, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !596)
    #dbg_value(i32 %41, !593, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !596)
  %42 = add nuw nsw i32 %41, %40, !dbg !599
  %43 = lshr i32 %42, 1, !dbg !600
    #dbg_value(i32 %43, !594, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !601)
  %44 = zext nneg i32 %43 to i64, !dbg !602
  %45 = getelementptr inbounds float, ptr addrspace(4) %2, i64 %44, !dbg !602
  %46 = load float, ptr addrspace(4) %45, align 4, !dbg !602, !tbaa !118
  %47 = fcmp ugt float %46, %38, !dbg !604
  %48 = select i1 %47, i32 %41, i32 %43
  %49 = select i1 %47, i32 %43, i32 %40
    #dbg_value(i32 %49, !592, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !596)
    #dbg_value(i32 %48, !593, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !596)
  %50 = add nuw nsw i32 %49, 1, !dbg !605
  %51 = icmp sgt i32 %48, %50, !dbg !606
  br i1 %51, label %39, label %52, !dbg !598, !llvm.loop !607

52:                                               ; preds = %39, %32
  %53 = phi i32 [ 0, %32 ], [ %49, %39 ], !dbg !609
  %54 = getelementptr inbounds i32, ptr addrspace(3) %5, i32 %53, !dbg !610
  %55 = tail call i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %54, i32 noundef 1) #10, !dbg !611
  %56 = add nsw i32 %33, %10, !dbg !612
    #dbg_value(i32 %56, !548, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !578)
  %57 = icmp slt i32 %56, %1, !dbg !579
  br i1 %57, label %32, label %58, !dbg !580, !llvm.loop !613

58:                                               ; preds = %52, %21, %12
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !615
    #dbg_value(i32 %8, !553, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !616)
  %59 = icmp slt i32 %8, %3, !dbg !617
  br i1 %59, label %61, label %60, !dbg !619

60:                                               ; preds = %61, %58
  ret void, !dbg !620

61:                                               ; preds = %58, %61
  %62 = phi i32 [ %68, %61 ], [ %8, %58 ]
    #dbg_value(i32 %62, !553, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !616)
  %63 = sext i32 %62 to i64, !dbg !621
  %64 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %63, !dbg !621
  %65 = getelementptr inbounds i32, ptr addrspace(3) %5, i32 %62, !dbg !622
  %66 = load i32, ptr addrspace(3) %65, align 4, !dbg !622, !tbaa !107
  %67 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %64, i32 noundef %66) #10, !dbg !623
  %68 = add nsw i32 %62, %10, !dbg !624
    #dbg_value(i32 %68, !553, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !616)
  %69 = icmp slt i32 %68, %3, !dbg !617
  br i1 %69, label %61, label %60, !dbg !619, !llvm.loop !625
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !627 hidden float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !633 hidden i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare !dbg !636 hidden i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_scan_local(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #4 !dbg !640 !kernel_arg_addr_space !673 !kernel_arg_access_qual !401 !kernel_arg_type !674 !kernel_arg_base_type !674 !kernel_arg_type_qual !403 {
    #dbg_value(ptr addrspace(1) %0, !645, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
    #dbg_value(ptr addrspace(1) %1, !646, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
    #dbg_value(ptr addrspace(1) %2, !647, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
    #dbg_value(ptr addrspace(3) %3, !648, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
    #dbg_value(i32 %4, !649, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !676
  %7 = trunc i64 %6 to i32, !dbg !676
    #dbg_value(i32 %7, !650, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9, !dbg !677
  %9 = trunc i64 %8 to i32, !dbg !677
    #dbg_value(i32 %9, !651, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
  %10 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9, !dbg !678
  %11 = mul i64 %10, %8, !dbg !679
  %12 = trunc i64 %11 to i32, !dbg !678
  %13 = shl i32 %12, 1, !dbg !678
    #dbg_value(i32 %13, !652, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
    #dbg_value(i32 %7, !653, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
  %14 = add nsw i32 %9, %7, !dbg !680
    #dbg_value(i32 %14, !654, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
  %15 = add nsw i32 %13, %7, !dbg !681
  %16 = icmp slt i32 %15, %4, !dbg !682
  br i1 %16, label %17, label %21, !dbg !683

17:                                               ; preds = %5
  %18 = sext i32 %15 to i64, !dbg !684
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18, !dbg !684
  %20 = load float, ptr addrspace(1) %19, align 4, !dbg !684, !tbaa !118
  br label %21, !dbg !683

21:                                               ; preds = %5, %17
  %22 = phi float [ %20, %17 ], [ 0.000000e+00, %5 ], !dbg !683
  %23 = ashr i32 %7, 5, !dbg !685
  %24 = getelementptr float, ptr addrspace(3) %3, i32 %23, !dbg !686
  %25 = getelementptr float, ptr addrspace(3) %24, i32 %7, !dbg !686
  store float %22, ptr addrspace(3) %25, align 4, !dbg !687, !tbaa !118
  %26 = add nsw i32 %13, %14, !dbg !688
  %27 = icmp slt i32 %26, %4, !dbg !689
  br i1 %27, label %28, label %32, !dbg !690

28:                                               ; preds = %21
  %29 = sext i32 %26 to i64, !dbg !691
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29, !dbg !691
  %31 = load float, ptr addrspace(1) %30, align 4, !dbg !691, !tbaa !118
  br label %32, !dbg !690

32:                                               ; preds = %21, %28
  %33 = phi float [ %31, %28 ], [ 0.000000e+00, %21 ], !dbg !690
  %34 = ashr i32 %14, 5, !dbg !692
  %35 = getelementptr float, ptr addrspace(3) %3, i32 %14, !dbg !693
  %36 = getelementptr float, ptr addrspace(3) %35, i32 %34, !dbg !693
  store float %33, ptr addrspace(3) %36, align 4, !dbg !694, !tbaa !118
    #dbg_value(i32 1, !655, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
    #dbg_value(i32 %9, !656, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !695)
  %37 = icmp sgt i32 %9, 0, !dbg !696
  br i1 %37, label %38, label %42, !dbg !697

38:                                               ; preds = %32
  %39 = shl nsw i32 %7, 1
  %40 = or disjoint i32 %39, 1
  %41 = add nsw i32 %39, 2
  br label %45, !dbg !697

42:                                               ; preds = %63, %32
  %43 = phi i32 [ 1, %32 ], [ %64, %63 ], !dbg !675
  %44 = icmp eq i32 %7, 0, !dbg !698
  br i1 %44, label %67, label %76, !dbg !700

45:                                               ; preds = %38, %63
  %46 = phi i32 [ 1, %38 ], [ %64, %63 ]
  %47 = phi i32 [ %9, %38 ], [ %65, %63 ]
    #dbg_value(i32 %46, !655, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
    #dbg_value(i32 %47, !656, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !695)
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !701
  %48 = icmp sgt i32 %47, %7, !dbg !702
  br i1 %48, label %49, label %63, !dbg !703

49:                                               ; preds = %45
  %50 = mul nsw i32 %46, %40, !dbg !704
  %51 = add nsw i32 %50, -1, !dbg !705
    #dbg_value(i32 %51, !658, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !706)
  %52 = mul nsw i32 %46, %41, !dbg !707
  %53 = add nsw i32 %52, -1, !dbg !708
    #dbg_value(i32 %53, !663, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !706)
  %54 = ashr i32 %51, 5, !dbg !709
  %55 = getelementptr float, ptr addrspace(3) %3, i32 %51, !dbg !710
  %56 = getelementptr float, ptr addrspace(3) %55, i32 %54, !dbg !710
  %57 = load float, ptr addrspace(3) %56, align 4, !dbg !710, !tbaa !118
  %58 = ashr i32 %53, 5, !dbg !711
  %59 = getelementptr float, ptr addrspace(3) %3, i32 %53, !dbg !712
  %60 = getelementptr float, ptr addrspace(3) %59, i32 %58, !dbg !712
  %61 = load float, ptr addrspace(3) %60, align 4, !dbg !713, !tbaa !118
  %62 = fadd float %57, %61, !dbg !713
  store float %62, ptr addrspace(3) %60, align 4, !dbg !713, !tbaa !118
  br label %63, !dbg !714

63:                                               ; preds = %49, %45
  %64 = shl i32 %46, 1, !dbg !715
    #dbg_value(i32 %64, !655, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
  %65 = lshr i32 %47, 1, !dbg !716
    #dbg_value(i32 %65, !656, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !695)
  %66 = icmp ult i32 %47, 2, !dbg !696
  br i1 %66, label %42, label %45, !dbg !697, !llvm.loop !717

67:                                               ; preds = %42
  %68 = shl nsw i32 %9, 1, !dbg !719
  %69 = add nsw i32 %68, -1, !dbg !719
  %70 = ashr i32 %69, 5, !dbg !719
  %71 = getelementptr float, ptr addrspace(3) %3, i32 %69, !dbg !721
  %72 = getelementptr float, ptr addrspace(3) %71, i32 %70, !dbg !721
  %73 = load float, ptr addrspace(3) %72, align 4, !dbg !721, !tbaa !118
  %74 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9, !dbg !722
  %75 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %74, !dbg !723
  store float %73, ptr addrspace(1) %75, align 4, !dbg !724, !tbaa !118
  store float 0.000000e+00, ptr addrspace(3) %72, align 4, !dbg !725, !tbaa !118
  br label %76, !dbg !726

76:                                               ; preds = %67, %42
    #dbg_value(i32 1, !664, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !727)
  %77 = shl nsw i32 %9, 1
    #dbg_value(i32 %43, !655, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
    #dbg_value(i32 1, !664, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !727)
  %78 = icmp sgt i32 %9, 0, !dbg !728
  br i1 %78, label %79, label %83, !dbg !729

79:                                               ; preds = %76
  %80 = shl nsw i32 %7, 1
  %81 = or disjoint i32 %80, 1
  %82 = add nsw i32 %80, 2
  br label %84, !dbg !729

83:                                               ; preds = %104, %76
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !730
  br i1 %16, label %107, label %111, !dbg !731

84:                                               ; preds = %79, %104
  %85 = phi i32 [ %43, %79 ], [ %87, %104 ]
  %86 = phi i32 [ 1, %79 ], [ %105, %104 ]
    #dbg_value(i32 %85, !655, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
    #dbg_value(i32 %86, !664, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !727)
  %87 = ashr i32 %85, 1, !dbg !732
    #dbg_value(i32 %87, !655, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !733
  %88 = icmp sgt i32 %86, %7, !dbg !734
  br i1 %88, label %89, label %104, !dbg !735

89:                                               ; preds = %84
  %90 = mul nsw i32 %87, %81, !dbg !736
  %91 = add nsw i32 %90, -1, !dbg !737
    #dbg_value(i32 %91, !666, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !738)
  %92 = mul nsw i32 %87, %82, !dbg !739
  %93 = add nsw i32 %92, -1, !dbg !740
    #dbg_value(i32 %93, !671, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !738)
  %94 = ashr i32 %91, 5, !dbg !741
  %95 = getelementptr float, ptr addrspace(3) %3, i32 %91, !dbg !742
  %96 = getelementptr float, ptr addrspace(3) %95, i32 %94, !dbg !742
  %97 = load float, ptr addrspace(3) %96, align 4, !dbg !742, !tbaa !118
    #dbg_value(float %97, !672, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !738)
  %98 = ashr i32 %93, 5, !dbg !743
  %99 = getelementptr float, ptr addrspace(3) %3, i32 %93, !dbg !744
  %100 = getelementptr float, ptr addrspace(3) %99, i32 %98, !dbg !744
  %101 = load float, ptr addrspace(3) %100, align 4, !dbg !744, !tbaa !118
  store float %101, ptr addrspace(3) %96, align 4, !dbg !745, !tbaa !118
  %102 = load float, ptr addrspace(3) %100, align 4, !dbg !746, !tbaa !118
  %103 = fadd float %97, %102, !dbg !746
  store float %103, ptr addrspace(3) %100, align 4, !dbg !746, !tbaa !118
  br label %104, !dbg !747

104:                                              ; preds = %84, %89
  %105 = shl i32 %86, 1, !dbg !748
    #dbg_value(i32 %87, !655, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !675)
    #dbg_value(i32 %105, !664, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !727)
  %106 = icmp slt i32 %105, %77, !dbg !728
  br i1 %106, label %84, label %83, !dbg !729, !llvm.loop !749

107:                                              ; preds = %83
  %108 = load float, ptr addrspace(3) %25, align 4, !dbg !751, !tbaa !118
  %109 = sext i32 %15 to i64, !dbg !753
  %110 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %109, !dbg !753
  store float %108, ptr addrspace(1) %110, align 4, !dbg !754, !tbaa !118
  br label %111, !dbg !753

111:                                              ; preds = %107, %83
  br i1 %27, label %112, label %116, !dbg !755

112:                                              ; preds = %111
  %113 = load float, ptr addrspace(3) %36, align 4, !dbg !756, !tbaa !118
  %114 = sext i32 %26 to i64, !dbg !758
  %115 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %114, !dbg !758
  store float %113, ptr addrspace(1) %115, align 4, !dbg !759, !tbaa !118
  br label %116, !dbg !758

116:                                              ; preds = %112, %111
  ret void, !dbg !760
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_reduce_warp(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #4 !dbg !761 !kernel_arg_addr_space !776 !kernel_arg_access_qual !777 !kernel_arg_type !778 !kernel_arg_base_type !778 !kernel_arg_type_qual !779 {
    #dbg_value(ptr addrspace(1) %0, !765, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
    #dbg_value(ptr addrspace(1) %1, !766, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
    #dbg_value(ptr addrspace(3) %2, !767, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
    #dbg_value(i32 %3, !768, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !781
  %6 = trunc i64 %5 to i32, !dbg !781
    #dbg_value(i32 %6, !769, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
  %7 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9, !dbg !782
  %8 = trunc i64 %7 to i32, !dbg !782
    #dbg_value(i32 %8, !770, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
  %9 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9, !dbg !783
  %10 = shl i64 %7, 1, !dbg !784
  %11 = mul i64 %10, %9, !dbg !785
  %12 = add i64 %11, %5, !dbg !786
  %13 = trunc i64 %12 to i32, !dbg !783
    #dbg_value(i32 %13, !771, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
  %14 = shl i64 %7, 1, !dbg !787
  %15 = tail call i64 @_Z14get_num_groupsj(i32 noundef 0) #9, !dbg !788
  %16 = mul i64 %14, %15, !dbg !789
  %17 = trunc i64 %16 to i32, !dbg !790
    #dbg_value(i32 %17, !772, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
    #dbg_value(float 0.000000e+00, !773, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
    #dbg_value(i32 %13, !771, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
  %18 = icmp slt i32 %13, %3, !dbg !791
  br i1 %18, label %19, label %37, !dbg !792

19:                                               ; preds = %4, %33
  %20 = phi float [ %34, %33 ], [ 0.000000e+00, %4 ]
  %21 = phi i32 [ %35, %33 ], [ %13, %4 ]
    #dbg_value(float %20, !773, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
    #dbg_value(i32 %21, !771, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
  %22 = sext i32 %21 to i64, !dbg !793
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22, !dbg !793
  %24 = load float, ptr addrspace(1) %23, align 4, !dbg !793, !tbaa !118
  %25 = fadd float %20, %24, !dbg !795
    #dbg_value(float %25, !773, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
  %26 = add nsw i32 %21, %8, !dbg !796
  %27 = icmp slt i32 %26, %3, !dbg !798
  br i1 %27, label %28, label %33, !dbg !799

28:                                               ; preds = %19
  %29 = sext i32 %26 to i64, !dbg !800
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29, !dbg !800
  %31 = load float, ptr addrspace(1) %30, align 4, !dbg !800, !tbaa !118
  %32 = fadd float %25, %31, !dbg !801
    #dbg_value(float %32, !773, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
  br label %33, !dbg !802

33:                                               ; preds = %28, %19
  %34 = phi float [ %32, %28 ], [ %25, %19 ], !dbg !803
    #dbg_value(float %34, !773, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
  %35 = add nsw i32 %21, %17, !dbg !804
    #dbg_value(i32 %35, !771, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !780)
  %36 = icmp slt i32 %35, %3, !dbg !791
  br i1 %36, label %19, label %37, !dbg !792, !llvm.loop !805

37:                                               ; preds = %33, %4
  %38 = phi float [ 0.000000e+00, %4 ], [ %34, %33 ], !dbg !780
  %39 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %6, !dbg !807
  store volatile float %38, ptr addrspace(3) %39, align 4, !dbg !808, !tbaa !118
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !809
    #dbg_value(i32 %8, !774, !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !810)
  %40 = getelementptr float, ptr addrspace(3) %2, i32 %6, !dbg !811
    #dbg_value(i32 %8, !774, !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !810)
  %41 = icmp sgt i32 %8, 65, !dbg !812
  br i1 %41, label %44, label %42, !dbg !814

42:                                               ; preds = %53, %37
  %43 = icmp slt i32 %6, 32, !dbg !815
  br i1 %43, label %55, label %80, !dbg !817

44:                                               ; preds = %37, %53
  %45 = phi i32 [ %46, %53 ], [ %8, %37 ]
  %46 = lshr i32 %45, 1, !dbg !818
    #dbg_value(i32 %46, !774, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !810)
  %47 = icmp sgt i32 %46, %6, !dbg !819
  br i1 %47, label %48, label %53, !dbg !822

48:                                               ; preds = %44
  %49 = getelementptr float, ptr addrspace(3) %40, i32 %46, !dbg !823
  %50 = load volatile float, ptr addrspace(3) %49, align 4, !dbg !823, !tbaa !118
  %51 = load volatile float, ptr addrspace(3) %39, align 4, !dbg !824, !tbaa !118
  %52 = fadd float %50, %51, !dbg !824
  store volatile float %52, ptr addrspace(3) %39, align 4, !dbg !824, !tbaa !118
  br label %53, !dbg !825

53:                                               ; preds = %48, %44
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !826
    #dbg_value(i32 %46, !774, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !810)
  %54 = icmp ugt i32 %45, 131, !dbg !812
  br i1 %54, label %44, label %42, !dbg !814, !llvm.loop !827

55:                                               ; preds = %42
    #dbg_value(ptr addrspace(3) %2, !829, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !835)
    #dbg_value(i32 %6, !834, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !835)
  %56 = getelementptr i8, ptr addrspace(3) %39, i32 128, !dbg !837
  %57 = load volatile float, ptr addrspace(3) %56, align 4, !dbg !837, !tbaa !118
  %58 = load volatile float, ptr addrspace(3) %39, align 4, !dbg !838, !tbaa !118
  %59 = fadd float %57, %58, !dbg !838
  store volatile float %59, ptr addrspace(3) %39, align 4, !dbg !838, !tbaa !118
  %60 = getelementptr i8, ptr addrspace(3) %39, i32 64, !dbg !839
  %61 = load volatile float, ptr addrspace(3) %60, align 4, !dbg !839, !tbaa !118
  %62 = load volatile float, ptr addrspace(3) %39, align 4, !dbg !840, !tbaa !118
  %63 = fadd float %61, %62, !dbg !840
  store volatile float %63, ptr addrspace(3) %39, align 4, !dbg !840, !tbaa !118
  %64 = getelementptr i8, ptr addrspace(3) %39, i32 32, !dbg !841
  %65 = load volatile float, ptr addrspace(3) %64, align 4, !dbg !841, !tbaa !118
  %66 = load volatile float, ptr addrspace(3) %39, align 4, !dbg !842, !tbaa !118
  %67 = fadd float %65, %66, !dbg !842
  store volatile float %67, ptr addrspace(3) %39, align 4, !dbg !842, !tbaa !118
  %68 = getelementptr i8, ptr addrspace(3) %39, i32 16, !dbg !843
  %69 = load volatile float, ptr addrspace(3) %68, align 4, !dbg !843, !tbaa !118
  %70 = load volatile float, ptr addrspace(3) %39, align 4, !dbg !844, !tbaa !118
  %71 = fadd float %69, %70, !dbg !844
  store volatile float %71, ptr addrspace(3) %39, align 4, !dbg !844, !tbaa !118
  %72 = getelementptr i8, ptr addrspace(3) %39, i32 8, !dbg !845
  %73 = load volatile float, ptr addrspace(3) %72, align 4, !dbg !845, !tbaa !118
  %74 = load volatile float, ptr addrspace(3) %39, align 4, !dbg !846, !tbaa !118
  %75 = fadd float %73, %74, !dbg !846
  store volatile float %75, ptr addrspace(3) %39, align 4, !dbg !846, !tbaa !118
  %76 = getelementptr i8, ptr addrspace(3) %39, i32 4, !dbg !847
  %77 = load volatile float, ptr addrspace(3) %76, align 4, !dbg !847, !tbaa !118
  %78 = load volatile float, ptr addrspace(3) %39, align 4, !dbg !848, !tbaa !118
  %79 = fadd float %77, %78, !dbg !848
  store volatile float %79, ptr addrspace(3) %39, align 4, !dbg !848, !tbaa !118
  br label %80, !dbg !849

80:                                               ; preds = %55, %42
  %81 = icmp eq i32 %6, 0, !dbg !850
  br i1 %81, label %82, label %86, !dbg !852

82:                                               ; preds = %80
  %83 = load volatile float, ptr addrspace(3) %2, align 4, !dbg !853, !tbaa !118
  %84 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9, !dbg !854
  %85 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %84, !dbg !855
  store float %83, ptr addrspace(1) %85, align 4, !dbg !856, !tbaa !118
  br label %86, !dbg !855

86:                                               ; preds = %82, %80
  ret void, !dbg !857
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !858 hidden i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_radix_split(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #4 !dbg !859 !kernel_arg_addr_space !879 !kernel_arg_access_qual !777 !kernel_arg_type !880 !kernel_arg_base_type !880 !kernel_arg_type_qual !881 {
    #dbg_value(ptr addrspace(1) %0, !863, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !882)
    #dbg_value(ptr addrspace(3) %1, !864, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !882)
    #dbg_value(ptr addrspace(3) %2, !865, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !882)
    #dbg_value(i32 %3, !866, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !882)
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !883
  %6 = trunc i64 %5 to i32, !dbg !883
    #dbg_value(i32 %6, !867, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !882)
  %7 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9, !dbg !884
  %8 = trunc i64 %7 to i32, !dbg !884
    #dbg_value(i32 %8, !868, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !882)
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !885
    #dbg_value(i64 %9, !869, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !882)
  %10 = shl i64 %9, 32, !dbg !886
  %11 = ashr exact i64 %10, 30, !dbg !886
  %12 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11, !dbg !886
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !886, !tbaa !107
    #dbg_value(i32 %13, !870, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !882)
  %14 = and i32 %3, 31, !dbg !887
  %15 = lshr i32 %13, %14, !dbg !887
  %16 = and i32 %15, 1, !dbg !888
    #dbg_value(i32 %16, !871, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !882)
  %17 = xor i32 %16, 1, !dbg !889
  %18 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %6, !dbg !890
  store i32 %17, ptr addrspace(3) %18, align 4, !dbg !891, !tbaa !107
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !892
    #dbg_value(i32 1, !872, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !893)
  %19 = icmp sgt i32 %8, 1, !dbg !894
  br i1 %19, label %22, label %20, !dbg !895

20:                                               ; preds = %29, %4
    #dbg_value(i32 poison, !877, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !882)
  %21 = icmp eq i32 %16, 0, !dbg !896
  br i1 %21, label %42, label %35, !dbg !896

22:                                               ; preds = %4, %29
  %23 = phi i32 [ %33, %29 ], [ 1, %4 ]
    #dbg_value(i32 %23, !872, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !893)
  %24 = icmp sgt i32 %23, %6, !dbg !897
  br i1 %24, label %29, label %25, !dbg !898

25:                                               ; preds = %22
  %26 = sub nsw i32 %6, %23, !dbg !899
  %27 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %26, !dbg !900
  %28 = load i32, ptr addrspace(3) %27, align 4, !dbg !900, !tbaa !107
  br label %29, !dbg !898

29:                                               ; preds = %22, %25
  %30 = phi i32 [ %28, %25 ], [ 0, %22 ], !dbg !898
    #dbg_value(i32 %30, !874, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !901)
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !902
  %31 = load i32, ptr addrspace(3) %18, align 4, !dbg !903, !tbaa !107
  %32 = add i32 %31, %30, !dbg !903
  store i32 %32, ptr addrspace(3) %18, align 4, !dbg !903, !tbaa !107
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !904
  %33 = shl i32 %23, 1, !dbg !905
    #dbg_value(i32 %33, !872, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !893)
  %34 = icmp slt i32 %33, %8, !dbg !894
  br i1 %34, label %22, label %20, !dbg !895, !llvm.loop !906

35:                                               ; preds = %20
  %36 = getelementptr i32, ptr addrspace(3) %1, i32 %8, !dbg !908
  %37 = getelementptr i8, ptr addrspace(3) %36, i32 -4, !dbg !908
  %38 = load i32, ptr addrspace(3) %37, align 4, !dbg !908, !tbaa !107
    #dbg_value(i32 %38, !877, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !882)
  %39 = add i32 %38, %6, !dbg !909
  %40 = load i32, ptr addrspace(3) %18, align 4, !dbg !910, !tbaa !107
  %41 = sub i32 %39, %40, !dbg !911
  br label %45, !dbg !896

42:                                               ; preds = %20
  %43 = load i32, ptr addrspace(3) %18, align 4, !dbg !912, !tbaa !107
  %44 = add i32 %43, -1, !dbg !913
  br label %45, !dbg !896

45:                                               ; preds = %42, %35
  %46 = phi i32 [ %41, %35 ], [ %44, %42 ], !dbg !896
    #dbg_value(i32 %46, !878, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !882)
  %47 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %46, !dbg !914
  store i32 %13, ptr addrspace(3) %47, align 4, !dbg !915, !tbaa !107
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !916
  %48 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %6, !dbg !917
  %49 = load i32, ptr addrspace(3) %48, align 4, !dbg !917, !tbaa !107
  store i32 %49, ptr addrspace(1) %12, align 4, !dbg !918, !tbaa !107
  ret void, !dbg !919
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_md_lj(ptr addrspace(1) nocapture noundef writeonly align 16 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #1 !dbg !920 !kernel_arg_addr_space !950 !kernel_arg_access_qual !493 !kernel_arg_type !951 !kernel_arg_base_type !952 !kernel_arg_type_qual !953 {
    #dbg_value(ptr addrspace(1) %0, !925, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
    #dbg_value(ptr addrspace(1) %1, !926, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
    #dbg_value(ptr addrspace(1) %2, !927, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
    #dbg_value(i32 %3, !928, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
    #dbg_value(i32 %4, !929, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
    #dbg_value(float %5, !930, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
    #dbg_value(float %6, !931, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
    #dbg_value(float %7, !932, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !955
  %10 = trunc i64 %9 to i32, !dbg !955
    #dbg_value(i32 %10, !933, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
  %11 = icmp slt i32 %10, %4, !dbg !956
  br i1 %11, label %12, label %56, !dbg !958

12:                                               ; preds = %8
  %13 = shl i64 %9, 32, !dbg !959
  %14 = ashr exact i64 %13, 32, !dbg !959
  %15 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %14, !dbg !959
  %16 = load <4 x float>, ptr addrspace(1) %15, align 16, !dbg !959, !tbaa !444
    #dbg_value(<4 x float> %16, !934, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
    #dbg_value(<4 x float> zeroinitializer, !935, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
    #dbg_value(i32 0, !936, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !960)
  %17 = icmp sgt i32 %3, 0, !dbg !961
  br i1 %17, label %18, label %53, !dbg !962

18:                                               ; preds = %12
  %19 = fneg float %7
  br label %20, !dbg !962

20:                                               ; preds = %48, %18
  %21 = phi <4 x float> [ zeroinitializer, %18 ], [ %49, %48 ]
  %22 = phi i32 [ 0, %18 ], [ %50, %48 ]
    #dbg_value(<4 x float> %21, !935, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
    #dbg_value(i32 %22, !936, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !960)
  %23 = mul nsw i32 %22, %4, !dbg !963
  %24 = add nsw i32 %23, %10, !dbg !964
  %25 = sext i32 %24 to i64, !dbg !965
  %26 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %25, !dbg !965
  %27 = load i32, ptr addrspace(1) %26, align 4, !dbg !965, !tbaa !107
    #dbg_value(i32 %27, !938, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !966)
  %28 = icmp slt i32 %27, 0, !dbg !967
  br i1 %28, label %48, label %29, !dbg !969

29:                                               ; preds = %20
  %30 = zext nneg i32 %27 to i64, !dbg !970
  %31 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %30, !dbg !970
  %32 = load <4 x float>, ptr addrspace(1) %31, align 16, !dbg !970, !tbaa !444
    #dbg_value(<4 x float> %32, !941, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !966)
  %33 = fsub <4 x float> %16, %32, !dbg !971
  %34 = shufflevector <4 x float> %33, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !971
  %35 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %34, <3 x float> noundef %34) #9, !dbg !972
    #dbg_value(float %35, !944, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !966)
  %36 = fcmp olt float %35, %5, !dbg !973
  br i1 %36, label %37, label %48, !dbg !974

37:                                               ; preds = %29
  %38 = fdiv float 1.000000e+00, %35, !dbg !975, !fpmath !976
    #dbg_value(float %38, !945, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !977)
  %39 = fmul float %38, %38, !dbg !978
  %40 = fmul float %38, %39, !dbg !979
    #dbg_value(float %40, !948, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !977)
  %41 = fmul float %38, %40, !dbg !980
  %42 = tail call float @llvm.fmuladd.f32(float %6, float %40, float %19), !dbg !981
  %43 = fmul float %41, %42, !dbg !982
    #dbg_value(float %43, !949, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !977)
  %44 = insertelement <3 x float> poison, float %43, i64 0, !dbg !983
  %45 = shufflevector <3 x float> %44, <3 x float> poison, <4 x i32> zeroinitializer, !dbg !984
  %46 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %33, <4 x float> %45, <4 x float> %21), !dbg !984
  %47 = shufflevector <4 x float> %46, <4 x float> %21, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !984
    #dbg_value(<4 x float> %47, !935, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
  br label %48, !dbg !985

48:                                               ; preds = %29, %37, %20
  %49 = phi <4 x float> [ %21, %20 ], [ %47, %37 ], [ %21, %29 ], !dbg !954
    #dbg_value(<4 x float> %49, !935, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
    #dbg_value(i32 %22, !936, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !960)
  %50 = add nuw nsw i32 %22, 1
    #dbg_value(i32 %50, !936, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !960)
    #dbg_value(<4 x float> %49, !935, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
    #dbg_value(i32 %50, !936, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !960)
  %51 = icmp eq i32 %50, %3
  %52 = select i1 %28, i1 true, i1 %51
  br i1 %52, label %53, label %20, !llvm.loop !986

53:                                               ; preds = %48, %12
  %54 = phi <4 x float> [ zeroinitializer, %12 ], [ %49, %48 ], !dbg !988
    #dbg_value(<4 x float> %54, !935, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !954)
  %55 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %14, !dbg !989
  store <4 x float> %54, ptr addrspace(1) %55, align 16, !dbg !990, !tbaa !444
  br label %56, !dbg !991

56:                                               ; preds = %8, %53
  ret void, !dbg !991
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_fft_stage(ptr addrspace(1) nocapture noundef align 8 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !992 !kernel_arg_addr_space !1014 !kernel_arg_access_qual !1015 !kernel_arg_type !1016 !kernel_arg_base_type !1017 !kernel_arg_type_qual !1018 {
    #dbg_value(ptr addrspace(1) %0, !1001, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1019)
    #dbg_value(i32 %1, !1002, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1019)
    #dbg_value(i32 %2, !1003, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1019)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !1020
  %5 = freeze i64 %4, !dbg !1020
  %6 = trunc i64 %5 to i32, !dbg !1020
    #dbg_value(i32 %6, !1004, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1019)
  %7 = sdiv i32 %1, 2, !dbg !1021
  %8 = icmp sgt i32 %7, %6, !dbg !1023
  br i1 %8, label %9, label %40, !dbg !1024

9:                                                ; preds = %3
  %10 = and i32 %2, 31, !dbg !1025
  %11 = shl nuw i32 1, %10, !dbg !1025
    #dbg_value(i32 %11, !1005, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1019)
    #dbg_value(!DIArgList(i32 %6, i32 %11), !1006, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_div, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !1019)
  %12 = srem i32 %6, %11, !dbg !1026
    #dbg_value(i32 %12, !1007, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1019)
  %13 = sub nsw i32 %6, %12, !dbg !1027
  %14 = shl nsw i32 %13, 1, !dbg !1028
  %15 = add nsw i32 %14, %12, !dbg !1029
    #dbg_value(i32 %15, !1008, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1019)
  %16 = add nsw i32 %15, %11, !dbg !1030
    #dbg_value(i32 %16, !1009, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1019)
  %17 = sitofp i32 %12 to float, !dbg !1031
  %18 = fmul float %17, 0xC00921FB60000000, !dbg !1032
  %19 = sitofp i32 %11 to float, !dbg !1033
  %20 = fdiv float %18, %19, !dbg !1034, !fpmath !976
    #dbg_value(float %20, !1010, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1019)
  %21 = tail call float @_Z3cosf(float noundef %20) #9, !dbg !1035
  %22 = tail call float @_Z3sinf(float noundef %20) #9, !dbg !1036
    #dbg_value(<2 x float> poison, !1011, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1019)
  %23 = sext i32 %15 to i64, !dbg !1037
  %24 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %23, !dbg !1037
  %25 = load <2 x float>, ptr addrspace(1) %24, align 8, !dbg !1037, !tbaa !444
    #dbg_value(<2 x float> %25, !1012, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1019)
  %26 = sext i32 %16 to i64, !dbg !1038
  %27 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %26, !dbg !1038
  %28 = load <2 x float>, ptr addrspace(1) %27, align 8, !dbg !1038, !tbaa !444
    #dbg_value(<2 x float> %28, !1039, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1045)
    #dbg_value(<2 x float> poison, !1044, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1045)
  %29 = extractelement <2 x float> %28, i64 0, !dbg !1047
  %30 = extractelement <2 x float> %28, i64 1, !dbg !1048
  %31 = fneg float %30, !dbg !1049
  %32 = fmul float %22, %31, !dbg !1049
  %33 = tail call float @llvm.fmuladd.f32(float %29, float %21, float %32), !dbg !1049
  %34 = insertelement <2 x float> poison, float %33, i64 0, !dbg !1050
  %35 = fmul float %21, %30, !dbg !1051
  %36 = tail call float @llvm.fmuladd.f32(float %29, float %22, float %35), !dbg !1052
  %37 = insertelement <2 x float> %34, float %36, i64 1, !dbg !1050
    #dbg_value(<2 x float> %37, !1013, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1019)
  %38 = fadd <2 x float> %25, %37, !dbg !1053
  store <2 x float> %38, ptr addrspace(1) %24, align 8, !dbg !1054, !tbaa !444
  %39 = fsub <2 x float> %25, %37, !dbg !1055
  store <2 x float> %39, ptr addrspace(1) %27, align 8, !dbg !1056, !tbaa !444
  br label %40, !dbg !1057

40:                                               ; preds = %3, %9
  ret void, !dbg !1057
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !1058 hidden float @_Z3cosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !1059 hidden float @_Z3sinf(float noundef) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @rev_bits6(i32 noundef %0) local_unnamed_addr #7 !dbg !1060 {
    #dbg_value(i32 %0, !1064, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1068)
    #dbg_value(i32 0, !1065, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1068)
    #dbg_value(i32 0, !1066, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1069)
  br label %3, !dbg !1070

2:                                                ; preds = %3
  ret i32 %9, !dbg !1071

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %11, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %6 = phi i32 [ %0, %1 ], [ %10, %3 ]
    #dbg_value(i32 %4, !1066, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1069)
    #dbg_value(i32 %5, !1065, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1068)
    #dbg_value(i32 %6, !1064, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1068)
  %7 = shl i32 %5, 1, !dbg !1072
  %8 = and i32 %6, 1, !dbg !1075
  %9 = or disjoint i32 %7, %8, !dbg !1076
    #dbg_value(i32 %9, !1065, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1068)
  %10 = lshr i32 %6, 1, !dbg !1077
    #dbg_value(i32 %10, !1064, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1068)
  %11 = add nuw nsw i32 %4, 1, !dbg !1078
    #dbg_value(i32 %11, !1066, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1069)
  %12 = icmp eq i32 %11, 6, !dbg !1079
  br i1 %12, label %2, label %3, !dbg !1070, !llvm.loop !1080
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_fft64_local(ptr addrspace(1) nocapture noundef align 8 %0, ptr addrspace(3) nocapture noundef align 8 %1) local_unnamed_addr #4 !dbg !1082 !kernel_arg_addr_space !1103 !kernel_arg_access_qual !1104 !kernel_arg_type !1105 !kernel_arg_base_type !1106 !kernel_arg_type_qual !1107 {
    #dbg_value(ptr addrspace(1) %0, !1087, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1108)
    #dbg_value(ptr addrspace(3) %1, !1088, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1108)
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !1109
  %4 = trunc i64 %3 to i32, !dbg !1109
    #dbg_value(i32 %4, !1089, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1108)
  %5 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9, !dbg !1110
  %6 = trunc i64 %5 to i32, !dbg !1110
  %7 = shl i32 %6, 6, !dbg !1110
    #dbg_value(i32 %7, !1090, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1108)
  %8 = tail call i32 @rev_bits6(i32 noundef %4) #11, !dbg !1111
  %9 = add nsw i32 %7, %8, !dbg !1112
  %10 = sext i32 %9 to i64, !dbg !1113
  %11 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %10, !dbg !1113
  %12 = load <2 x float>, ptr addrspace(1) %11, align 8, !dbg !1113, !tbaa !444
  %13 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i32 %4, !dbg !1114
  store <2 x float> %12, ptr addrspace(3) %13, align 8, !dbg !1115, !tbaa !444
  %14 = add i32 %4, 32, !dbg !1116
  %15 = tail call i32 @rev_bits6(i32 noundef %14) #11, !dbg !1117
  %16 = add nsw i32 %15, %7, !dbg !1118
  %17 = sext i32 %16 to i64, !dbg !1119
  %18 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %17, !dbg !1119
  %19 = load <2 x float>, ptr addrspace(1) %18, align 8, !dbg !1119, !tbaa !444
  %20 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i32 %14, !dbg !1120
  store <2 x float> %19, ptr addrspace(3) %20, align 8, !dbg !1121, !tbaa !444
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !1122
    #dbg_value(i32 1, !1091, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1123)
  br label %28, !dbg !1124

21:                                               ; preds = %28
  %22 = load <2 x float>, ptr addrspace(3) %13, align 8, !dbg !1125, !tbaa !444
  %23 = add nsw i32 %7, %4, !dbg !1126
  %24 = sext i32 %23 to i64, !dbg !1127
  %25 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %24, !dbg !1127
  store <2 x float> %22, ptr addrspace(1) %25, align 8, !dbg !1128, !tbaa !444
  %26 = load <2 x float>, ptr addrspace(3) %20, align 8, !dbg !1129, !tbaa !444
  %27 = getelementptr i8, ptr addrspace(1) %25, i64 256, !dbg !1130
  store <2 x float> %26, ptr addrspace(1) %27, align 8, !dbg !1131, !tbaa !444
  ret void, !dbg !1132

28:                                               ; preds = %2, %28
  %29 = phi i32 [ 1, %2 ], [ %55, %28 ]
    #dbg_value(i32 %29, !1091, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1123)
    #dbg_value(!DIArgList(i32 %4, i32 %29), !1093, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_div, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !1133)
  %30 = srem i32 %4, %29, !dbg !1134
    #dbg_value(i32 %30, !1096, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1133)
  %31 = sub nsw i32 %4, %30, !dbg !1135
    #dbg_value(!DIArgList(i32 %31, i32 %30), !1097, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !1133)
    #dbg_value(!DIArgList(i32 %31, i32 %29, i32 %30), !1098, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !1133)
  %32 = sitofp i32 %30 to float, !dbg !1136
  %33 = fmul float %32, 0xC00921FB60000000, !dbg !1137
  %34 = sitofp i32 %29 to float, !dbg !1138
  %35 = fdiv float %33, %34, !dbg !1139, !fpmath !976
    #dbg_value(float %35, !1099, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1133)
  %36 = tail call float @_Z10native_cosf(float noundef %35) #9, !dbg !1140
  %37 = tail call float @_Z10native_sinf(float noundef %35) #9, !dbg !1141
    #dbg_value(<2 x float> poison, !1100, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1133)
  %38 = shl i32 %31, 4, !dbg !1142
  %39 = getelementptr i8, ptr addrspace(3) %1, i32 %38, !dbg !1142
  %40 = getelementptr <2 x float>, ptr addrspace(3) %39, i32 %30, !dbg !1142
  %41 = load <2 x float>, ptr addrspace(3) %40, align 8, !dbg !1142, !tbaa !444
    #dbg_value(<2 x float> %41, !1101, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1133)
  %42 = getelementptr <2 x float>, ptr addrspace(3) %40, i32 %29, !dbg !1143
  %43 = load <2 x float>, ptr addrspace(3) %42, align 8, !dbg !1143, !tbaa !444
    #dbg_value(<2 x float> %43, !1039, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1144)
    #dbg_value(<2 x float> poison, !1044, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1144)
  %44 = extractelement <2 x float> %43, i64 0, !dbg !1146
  %45 = extractelement <2 x float> %43, i64 1, !dbg !1147
  %46 = fneg float %45, !dbg !1148
  %47 = fmul float %37, %46, !dbg !1148
  %48 = tail call float @llvm.fmuladd.f32(float %44, float %36, float %47), !dbg !1148
  %49 = insertelement <2 x float> poison, float %48, i64 0, !dbg !1149
  %50 = fmul float %36, %45, !dbg !1150
  %51 = tail call float @llvm.fmuladd.f32(float %44, float %37, float %50), !dbg !1151
  %52 = insertelement <2 x float> %49, float %51, i64 1, !dbg !1149
    #dbg_value(<2 x float> %52, !1102, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1133)
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !1152
  %53 = fadd <2 x float> %41, %52, !dbg !1153
  store <2 x float> %53, ptr addrspace(3) %40, align 8, !dbg !1154, !tbaa !444
  %54 = fsub <2 x float> %41, %52, !dbg !1155
  store <2 x float> %54, ptr addrspace(3) %42, align 8, !dbg !1156, !tbaa !444
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !1157
  %55 = shl i32 %29, 1, !dbg !1158
    #dbg_value(i32 %55, !1091, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1123)
  %56 = icmp slt i32 %55, 64, !dbg !1159
  br i1 %56, label %28, label %21, !dbg !1124, !llvm.loop !1160
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!55, !56, !57, !58, !59}
!opencl.ocl.version = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "bs", scope: !2, file: !3, line: 81, type: !52, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "ps_sgemm_tiled", scope: !3, file: !3, line: 79, type: !4, scopeLine: 80, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !23)
!3 = !DIFile(filename: "src/parboil_shoc.cl", directory: ".", checksumkind: CSK_MD5, checksum: "9430a3123fb4b9c5f31f2d0202d0921c")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !9, !6, !9, !10, !9, !9, !8, !8}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!11 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !12, globals: !22, splitDebugInlining: false, nameTableKind: None)
!12 = !{!9, !13, !16, !18, !8}
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !14, line: 129, baseType: !15)
!14 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!15 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !14, line: 119, baseType: !17)
!17 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !14, line: 209, baseType: !19)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, flags: DIFlagVector, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !{!0}
!23 = !{!24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !39, !41, !45, !48, !50}
!24 = !DILocalVariable(name: "a", arg: 1, scope: !2, file: !3, line: 79, type: !6)
!25 = !DILocalVariable(name: "lda", arg: 2, scope: !2, file: !3, line: 79, type: !9)
!26 = !DILocalVariable(name: "b", arg: 3, scope: !2, file: !3, line: 79, type: !6)
!27 = !DILocalVariable(name: "ldb", arg: 4, scope: !2, file: !3, line: 79, type: !9)
!28 = !DILocalVariable(name: "c", arg: 5, scope: !2, file: !3, line: 79, type: !10)
!29 = !DILocalVariable(name: "ldc", arg: 6, scope: !2, file: !3, line: 80, type: !9)
!30 = !DILocalVariable(name: "k", arg: 7, scope: !2, file: !3, line: 80, type: !9)
!31 = !DILocalVariable(name: "alpha", arg: 8, scope: !2, file: !3, line: 80, type: !8)
!32 = !DILocalVariable(name: "beta", arg: 9, scope: !2, file: !3, line: 80, type: !8)
!33 = !DILocalVariable(name: "tx", scope: !2, file: !3, line: 82, type: !9)
!34 = !DILocalVariable(name: "ty", scope: !2, file: !3, line: 82, type: !9)
!35 = !DILocalVariable(name: "col", scope: !2, file: !3, line: 83, type: !9)
!36 = !DILocalVariable(name: "row0", scope: !2, file: !3, line: 84, type: !9)
!37 = !DILocalVariable(name: "acc", scope: !2, file: !3, line: 85, type: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !20)
!39 = !DILocalVariable(name: "t", scope: !40, file: !3, line: 86, type: !9)
!40 = distinct !DILexicalBlock(scope: !2, file: !3, line: 86, column: 3)
!41 = !DILocalVariable(name: "kk", scope: !42, file: !3, line: 89, type: !9)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 89, column: 5)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 86, column: 35)
!44 = distinct !DILexicalBlock(scope: !40, file: !3, line: 86, column: 3)
!45 = !DILocalVariable(name: "bv", scope: !46, file: !3, line: 90, type: !8)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 89, column: 37)
!47 = distinct !DILexicalBlock(scope: !42, file: !3, line: 89, column: 5)
!48 = !DILocalVariable(name: "r", scope: !49, file: !3, line: 92, type: !9)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 92, column: 7)
!50 = !DILocalVariable(name: "r", scope: !51, file: !3, line: 97, type: !9)
!51 = distinct !DILexicalBlock(scope: !2, file: !3, line: 97, column: 3)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !53)
!53 = !{!54, !54}
!54 = !DISubrange(count: 16)
!55 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 2, i32 0}
!61 = !{!"clang-19"}
!62 = distinct !DISubprogram(name: "hash32", scope: !63, file: !63, line: 15, type: !64, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !66)
!63 = !DIFile(filename: "src/common.h", directory: ".", checksumkind: CSK_MD5, checksum: "e5333d42a508fc6e446e938aee4c8f69")
!64 = !DISubroutineType(types: !65)
!65 = !{!9, !13}
!66 = !{!67}
!67 = !DILocalVariable(name: "x", arg: 1, scope: !62, file: !63, line: 15, type: !13)
!68 = !DILocation(line: 0, scope: !62)
!69 = !DILocation(line: 16, column: 10, scope: !62)
!70 = !DILocation(line: 16, column: 5, scope: !62)
!71 = !DILocation(line: 17, column: 5, scope: !62)
!72 = !DILocation(line: 18, column: 10, scope: !62)
!73 = !DILocation(line: 18, column: 5, scope: !62)
!74 = !DILocation(line: 19, column: 5, scope: !62)
!75 = !DILocation(line: 20, column: 10, scope: !62)
!76 = !DILocation(line: 20, column: 5, scope: !62)
!77 = !DILocation(line: 21, column: 3, scope: !62)
!78 = distinct !DISubprogram(name: "ps_spmv_csr_scalar", scope: !3, file: !3, line: 9, type: !79, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !83)
!79 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !80)
!80 = !{null, !6, !81, !81, !6, !10, !9}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!83 = !{!84, !85, !86, !87, !88, !89, !90, !91, !94, !95}
!84 = !DILocalVariable(name: "val", arg: 1, scope: !78, file: !3, line: 9, type: !6)
!85 = !DILocalVariable(name: "cols", arg: 2, scope: !78, file: !3, line: 9, type: !81)
!86 = !DILocalVariable(name: "rowp", arg: 3, scope: !78, file: !3, line: 9, type: !81)
!87 = !DILocalVariable(name: "x", arg: 4, scope: !78, file: !3, line: 10, type: !6)
!88 = !DILocalVariable(name: "y", arg: 5, scope: !78, file: !3, line: 10, type: !10)
!89 = !DILocalVariable(name: "nrows", arg: 6, scope: !78, file: !3, line: 10, type: !9)
!90 = !DILocalVariable(name: "row", scope: !78, file: !3, line: 11, type: !9)
!91 = !DILocalVariable(name: "s", scope: !92, file: !3, line: 13, type: !8)
!92 = distinct !DILexicalBlock(scope: !93, file: !3, line: 12, column: 20)
!93 = distinct !DILexicalBlock(scope: !78, file: !3, line: 12, column: 7)
!94 = !DILocalVariable(name: "end", scope: !92, file: !3, line: 14, type: !9)
!95 = !DILocalVariable(name: "j", scope: !96, file: !3, line: 15, type: !9)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 15, column: 5)
!97 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!98 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!99 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"int"}
!100 = !{!"const", !"const", !"const", !"const", !"", !""}
!101 = !DILocation(line: 0, scope: !78)
!102 = !DILocation(line: 11, column: 13, scope: !78)
!103 = !DILocation(line: 12, column: 11, scope: !93)
!104 = !DILocation(line: 12, column: 7, scope: !78)
!105 = !DILocation(line: 0, scope: !92)
!106 = !DILocation(line: 14, column: 15, scope: !92)
!107 = !{!108, !108, i64 0}
!108 = !{!"int", !109, i64 0}
!109 = !{!"omnipotent char", !110, i64 0}
!110 = !{!"Simple C/C++ TBAA"}
!111 = !DILocation(line: 15, column: 18, scope: !96)
!112 = !DILocation(line: 0, scope: !96)
!113 = !DILocation(line: 15, column: 31, scope: !114)
!114 = distinct !DILexicalBlock(scope: !96, file: !3, line: 15, column: 5)
!115 = !DILocation(line: 15, column: 5, scope: !96)
!116 = !DILocation(line: 17, column: 5, scope: !92)
!117 = !DILocation(line: 17, column: 12, scope: !92)
!118 = !{!119, !119, i64 0}
!119 = !{!"float", !109, i64 0}
!120 = !DILocation(line: 18, column: 3, scope: !92)
!121 = !DILocation(line: 16, column: 12, scope: !114)
!122 = !DILocation(line: 16, column: 23, scope: !114)
!123 = !DILocation(line: 16, column: 21, scope: !114)
!124 = !DILocation(line: 16, column: 9, scope: !114)
!125 = !DILocation(line: 15, column: 39, scope: !114)
!126 = distinct !{!126, !115, !127, !128}
!127 = !DILocation(line: 16, column: 30, scope: !96)
!128 = !{!"llvm.loop.unroll.disable"}
!129 = !DILocation(line: 19, column: 1, scope: !78)
!130 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 11, type: !131, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DISubroutineType(types: !132)
!132 = !{!133, !15}
!133 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!134 = distinct !DISubprogram(name: "ps_spmv_csr_vector", scope: !3, file: !3, line: 22, type: !135, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !139)
!135 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !136)
!136 = !{null, !6, !81, !81, !6, !10, !137, !9}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 32, dwarfAddressSpace: 2)
!138 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!139 = !{!140, !141, !142, !143, !144, !145, !146, !147, !148, !149, !150, !151, !154}
!140 = !DILocalVariable(name: "val", arg: 1, scope: !134, file: !3, line: 22, type: !6)
!141 = !DILocalVariable(name: "cols", arg: 2, scope: !134, file: !3, line: 22, type: !81)
!142 = !DILocalVariable(name: "rowp", arg: 3, scope: !134, file: !3, line: 22, type: !81)
!143 = !DILocalVariable(name: "x", arg: 4, scope: !134, file: !3, line: 23, type: !6)
!144 = !DILocalVariable(name: "y", arg: 5, scope: !134, file: !3, line: 23, type: !10)
!145 = !DILocalVariable(name: "part", arg: 6, scope: !134, file: !3, line: 23, type: !137)
!146 = !DILocalVariable(name: "nrows", arg: 7, scope: !134, file: !3, line: 23, type: !9)
!147 = !DILocalVariable(name: "t", scope: !134, file: !3, line: 24, type: !9)
!148 = !DILocalVariable(name: "lane", scope: !134, file: !3, line: 25, type: !9)
!149 = !DILocalVariable(name: "row", scope: !134, file: !3, line: 26, type: !9)
!150 = !DILocalVariable(name: "s", scope: !134, file: !3, line: 27, type: !8)
!151 = !DILocalVariable(name: "j", scope: !152, file: !3, line: 29, type: !9)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 29, column: 5)
!153 = distinct !DILexicalBlock(scope: !134, file: !3, line: 28, column: 7)
!154 = !DILocalVariable(name: "off", scope: !155, file: !3, line: 33, type: !9)
!155 = distinct !DILexicalBlock(scope: !134, file: !3, line: 33, column: 3)
!156 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 3, i32 0}
!157 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!158 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!159 = !{!"const", !"const", !"const", !"const", !"", !"volatile", !""}
!160 = !DILocation(line: 0, scope: !134)
!161 = !DILocation(line: 24, column: 11, scope: !134)
!162 = !DILocation(line: 25, column: 16, scope: !134)
!163 = !DILocation(line: 26, column: 13, scope: !134)
!164 = !DILocation(line: 26, column: 30, scope: !134)
!165 = !DILocation(line: 28, column: 11, scope: !153)
!166 = !DILocation(line: 28, column: 7, scope: !134)
!167 = !DILocation(line: 29, column: 18, scope: !152)
!168 = !DILocation(line: 29, column: 28, scope: !152)
!169 = !DILocation(line: 0, scope: !152)
!170 = !DILocation(line: 29, column: 38, scope: !171)
!171 = distinct !DILexicalBlock(scope: !152, file: !3, line: 29, column: 5)
!172 = !DILocation(line: 29, column: 5, scope: !152)
!173 = !DILocation(line: 30, column: 12, scope: !171)
!174 = !DILocation(line: 30, column: 23, scope: !171)
!175 = !DILocation(line: 30, column: 21, scope: !171)
!176 = !DILocation(line: 30, column: 9, scope: !171)
!177 = !DILocation(line: 29, column: 57, scope: !171)
!178 = distinct !{!178, !172, !179, !128}
!179 = !DILocation(line: 30, column: 30, scope: !152)
!180 = !DILocation(line: 27, column: 9, scope: !134)
!181 = !DILocation(line: 31, column: 3, scope: !134)
!182 = !DILocation(line: 31, column: 11, scope: !134)
!183 = !DILocation(line: 32, column: 3, scope: !134)
!184 = !DILocation(line: 0, scope: !155)
!185 = !DILocation(line: 33, column: 8, scope: !155)
!186 = !DILocation(line: 33, column: 3, scope: !155)
!187 = !DILocation(line: 38, column: 12, scope: !188)
!188 = distinct !DILexicalBlock(scope: !134, file: !3, line: 38, column: 7)
!189 = !DILocation(line: 38, column: 17, scope: !188)
!190 = !DILocation(line: 34, column: 14, scope: !191)
!191 = distinct !DILexicalBlock(scope: !192, file: !3, line: 34, column: 9)
!192 = distinct !DILexicalBlock(scope: !193, file: !3, line: 33, column: 42)
!193 = distinct !DILexicalBlock(scope: !155, file: !3, line: 33, column: 3)
!194 = !DILocation(line: 34, column: 9, scope: !192)
!195 = !DILocation(line: 35, column: 18, scope: !191)
!196 = !DILocation(line: 35, column: 15, scope: !191)
!197 = !DILocation(line: 35, column: 7, scope: !191)
!198 = !DILocation(line: 36, column: 5, scope: !192)
!199 = !DILocation(line: 33, column: 35, scope: !193)
!200 = !DILocation(line: 33, column: 26, scope: !193)
!201 = distinct !{!201, !186, !202, !128}
!202 = !DILocation(line: 37, column: 3, scope: !155)
!203 = !DILocation(line: 39, column: 14, scope: !188)
!204 = !DILocation(line: 39, column: 5, scope: !188)
!205 = !DILocation(line: 39, column: 12, scope: !188)
!206 = !DILocation(line: 40, column: 1, scope: !134)
!207 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 24, type: !131, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 32, type: !209, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !211}
!211 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !14, line: 372, baseType: !13)
!212 = distinct !DISubprogram(name: "ps_spmv_ell", scope: !3, file: !3, line: 43, type: !79, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !213)
!213 = !{!214, !215, !216, !217, !218, !219, !220, !221, !222, !223, !225}
!214 = !DILocalVariable(name: "val", arg: 1, scope: !212, file: !3, line: 43, type: !6)
!215 = !DILocalVariable(name: "cols", arg: 2, scope: !212, file: !3, line: 43, type: !81)
!216 = !DILocalVariable(name: "rowlen", arg: 3, scope: !212, file: !3, line: 43, type: !81)
!217 = !DILocalVariable(name: "x", arg: 4, scope: !212, file: !3, line: 44, type: !6)
!218 = !DILocalVariable(name: "y", arg: 5, scope: !212, file: !3, line: 44, type: !10)
!219 = !DILocalVariable(name: "nrows", arg: 6, scope: !212, file: !3, line: 44, type: !9)
!220 = !DILocalVariable(name: "row", scope: !212, file: !3, line: 45, type: !9)
!221 = !DILocalVariable(name: "s", scope: !212, file: !3, line: 48, type: !8)
!222 = !DILocalVariable(name: "len", scope: !212, file: !3, line: 49, type: !9)
!223 = !DILocalVariable(name: "k", scope: !224, file: !3, line: 50, type: !9)
!224 = distinct !DILexicalBlock(scope: !212, file: !3, line: 50, column: 3)
!225 = !DILocalVariable(name: "c", scope: !226, file: !3, line: 51, type: !9)
!226 = distinct !DILexicalBlock(scope: !227, file: !3, line: 50, column: 33)
!227 = distinct !DILexicalBlock(scope: !224, file: !3, line: 50, column: 3)
!228 = !DILocation(line: 0, scope: !212)
!229 = !DILocation(line: 45, column: 13, scope: !212)
!230 = !DILocation(line: 46, column: 11, scope: !231)
!231 = distinct !DILexicalBlock(scope: !212, file: !3, line: 46, column: 7)
!232 = !DILocation(line: 46, column: 7, scope: !212)
!233 = !DILocation(line: 49, column: 13, scope: !212)
!234 = !DILocation(line: 0, scope: !224)
!235 = !DILocation(line: 50, column: 21, scope: !227)
!236 = !DILocation(line: 50, column: 3, scope: !224)
!237 = !DILocation(line: 51, column: 20, scope: !226)
!238 = !DILocation(line: 51, column: 28, scope: !226)
!239 = !DILocation(line: 51, column: 13, scope: !226)
!240 = !DILocation(line: 0, scope: !226)
!241 = !DILocation(line: 52, column: 11, scope: !242)
!242 = distinct !DILexicalBlock(scope: !226, file: !3, line: 52, column: 9)
!243 = !DILocation(line: 52, column: 9, scope: !226)
!244 = !DILocation(line: 54, column: 10, scope: !226)
!245 = !DILocation(line: 54, column: 33, scope: !226)
!246 = !DILocation(line: 54, column: 7, scope: !226)
!247 = !DILocation(line: 55, column: 3, scope: !227)
!248 = distinct !{!248, !236, !249, !128}
!249 = !DILocation(line: 55, column: 3, scope: !224)
!250 = !DILocation(line: 48, column: 9, scope: !212)
!251 = !DILocation(line: 56, column: 3, scope: !212)
!252 = !DILocation(line: 56, column: 10, scope: !212)
!253 = !DILocation(line: 57, column: 1, scope: !212)
!254 = distinct !DISubprogram(name: "ps_stencil7", scope: !3, file: !3, line: 60, type: !255, scopeLine: 60, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !257)
!255 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !256)
!256 = !{null, !6, !10, !8, !8, !9, !9, !9}
!257 = !{!258, !259, !260, !261, !262, !263, !264, !265, !266, !267, !268, !269, !271}
!258 = !DILocalVariable(name: "in", arg: 1, scope: !254, file: !3, line: 60, type: !6)
!259 = !DILocalVariable(name: "out", arg: 2, scope: !254, file: !3, line: 60, type: !10)
!260 = !DILocalVariable(name: "c0", arg: 3, scope: !254, file: !3, line: 60, type: !8)
!261 = !DILocalVariable(name: "c1", arg: 4, scope: !254, file: !3, line: 60, type: !8)
!262 = !DILocalVariable(name: "nx", arg: 5, scope: !254, file: !3, line: 60, type: !9)
!263 = !DILocalVariable(name: "ny", arg: 6, scope: !254, file: !3, line: 60, type: !9)
!264 = !DILocalVariable(name: "nz", arg: 7, scope: !254, file: !3, line: 60, type: !9)
!265 = !DILocalVariable(name: "i", scope: !254, file: !3, line: 61, type: !9)
!266 = !DILocalVariable(name: "j", scope: !254, file: !3, line: 61, type: !9)
!267 = !DILocalVariable(name: "below", scope: !254, file: !3, line: 65, type: !8)
!268 = !DILocalVariable(name: "cur", scope: !254, file: !3, line: 65, type: !8)
!269 = !DILocalVariable(name: "k", scope: !270, file: !3, line: 66, type: !9)
!270 = distinct !DILexicalBlock(scope: !254, file: !3, line: 66, column: 3)
!271 = !DILocalVariable(name: "above", scope: !272, file: !3, line: 67, type: !8)
!272 = distinct !DILexicalBlock(scope: !273, file: !3, line: 66, column: 36)
!273 = distinct !DILexicalBlock(scope: !270, file: !3, line: 66, column: 3)
!274 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!275 = !{!"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!276 = !{!"const", !"", !"", !"", !"", !"", !""}
!277 = !DILocation(line: 0, scope: !254)
!278 = !DILocation(line: 61, column: 11, scope: !254)
!279 = !DILocation(line: 61, column: 33, scope: !254)
!280 = !DILocation(line: 62, column: 9, scope: !281)
!281 = distinct !DILexicalBlock(scope: !254, file: !3, line: 62, column: 7)
!282 = !DILocation(line: 62, column: 13, scope: !281)
!283 = !DILocation(line: 0, scope: !270)
!284 = !DILocation(line: 65, column: 43, scope: !254)
!285 = !DILocation(line: 65, column: 40, scope: !254)
!286 = !DILocation(line: 65, column: 20, scope: !254)
!287 = !DILocation(line: 65, column: 17, scope: !254)
!288 = !DILocation(line: 66, column: 3, scope: !270)
!289 = !DILocation(line: 67, column: 22, scope: !272)
!290 = !DILocation(line: 67, column: 19, scope: !272)
!291 = !DILocation(line: 0, scope: !272)
!292 = !DILocation(line: 68, column: 36, scope: !272)
!293 = !DILocation(line: 68, column: 49, scope: !272)
!294 = !DILocation(line: 68, column: 46, scope: !272)
!295 = !DILocation(line: 68, column: 44, scope: !272)
!296 = !DILocation(line: 68, column: 71, scope: !272)
!297 = !DILocation(line: 68, column: 68, scope: !272)
!298 = !DILocation(line: 68, column: 66, scope: !272)
!299 = !DILocation(line: 68, column: 93, scope: !272)
!300 = !DILocation(line: 68, column: 90, scope: !272)
!301 = !DILocation(line: 68, column: 88, scope: !272)
!302 = !DILocation(line: 69, column: 33, scope: !272)
!303 = !DILocation(line: 69, column: 30, scope: !272)
!304 = !DILocation(line: 68, column: 110, scope: !272)
!305 = !DILocation(line: 69, column: 51, scope: !272)
!306 = !DILocation(line: 68, column: 9, scope: !272)
!307 = !DILocation(line: 68, column: 5, scope: !272)
!308 = !DILocation(line: 68, column: 22, scope: !272)
!309 = !DILocation(line: 66, column: 21, scope: !273)
!310 = distinct !{!310, !288, !311, !128}
!311 = !DILocation(line: 72, column: 3, scope: !270)
!312 = !DILocation(line: 74, column: 1, scope: !254)
!313 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0}
!314 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!315 = !{!"float*", !"int", !"float*", !"int", !"float*", !"int", !"int", !"float", !"float"}
!316 = !{!"const", !"", !"const", !"", !"", !"", !"", !"", !""}
!317 = !DILocation(line: 0, scope: !2)
!318 = !DILocation(line: 82, column: 12, scope: !2)
!319 = !DILocation(line: 82, column: 34, scope: !2)
!320 = !DILocation(line: 83, column: 13, scope: !2)
!321 = !DILocation(line: 83, column: 29, scope: !2)
!322 = !DILocation(line: 83, column: 34, scope: !2)
!323 = !DILocation(line: 84, column: 14, scope: !2)
!324 = !DILocation(line: 84, column: 35, scope: !2)
!325 = !DILocation(line: 84, column: 44, scope: !2)
!326 = !DILocation(line: 84, column: 39, scope: !2)
!327 = !DILocation(line: 85, column: 9, scope: !2)
!328 = !DILocation(line: 0, scope: !40)
!329 = !DILocation(line: 86, column: 21, scope: !44)
!330 = !DILocation(line: 86, column: 3, scope: !40)
!331 = !DILocation(line: 0, scope: !51)
!332 = !DILocation(line: 97, column: 3, scope: !51)
!333 = !DILocation(line: 87, column: 23, scope: !43)
!334 = !DILocation(line: 87, column: 29, scope: !43)
!335 = !DILocation(line: 87, column: 35, scope: !43)
!336 = !DILocation(line: 87, column: 18, scope: !43)
!337 = !DILocation(line: 87, column: 16, scope: !43)
!338 = !DILocation(line: 88, column: 5, scope: !43)
!339 = !DILocation(line: 0, scope: !42)
!340 = !DILocation(line: 89, column: 5, scope: !42)
!341 = !DILocation(line: 95, column: 5, scope: !43)
!342 = !DILocation(line: 86, column: 28, scope: !44)
!343 = distinct !{!343, !330, !344, !128}
!344 = !DILocation(line: 96, column: 3, scope: !40)
!345 = !DILocation(line: 0, scope: !46)
!346 = !DILocation(line: 0, scope: !49)
!347 = !DILocation(line: 90, column: 18, scope: !46)
!348 = !DILocation(line: 93, column: 42, scope: !349)
!349 = distinct !DILexicalBlock(scope: !49, file: !3, line: 92, column: 7)
!350 = !DILocation(line: 93, column: 19, scope: !349)
!351 = !DILocation(line: 93, column: 16, scope: !349)
!352 = !DILocation(line: 89, column: 33, scope: !47)
!353 = !DILocation(line: 89, column: 25, scope: !47)
!354 = distinct !{!354, !340, !355, !128}
!355 = !DILocation(line: 94, column: 5, scope: !42)
!356 = !DILocation(line: 99, column: 1, scope: !2)
!357 = !DILocation(line: 98, column: 41, scope: !358)
!358 = distinct !DILexicalBlock(scope: !51, file: !3, line: 97, column: 3)
!359 = !DILocation(line: 98, column: 65, scope: !358)
!360 = !DILocation(line: 98, column: 70, scope: !358)
!361 = !DILocation(line: 98, column: 76, scope: !358)
!362 = !DILocation(line: 98, column: 57, scope: !358)
!363 = !DILocation(line: 98, column: 55, scope: !358)
!364 = !DILocation(line: 98, column: 48, scope: !358)
!365 = !DILocation(line: 98, column: 31, scope: !358)
!366 = !DILocation(line: 97, column: 27, scope: !358)
!367 = !DILocation(line: 97, column: 21, scope: !358)
!368 = distinct !{!368, !332, !369, !128}
!369 = !DILocation(line: 98, column: 81, scope: !51)
!370 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !3, file: !3, line: 83, type: !131, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!371 = distinct !DISubprogram(name: "ps_histo", scope: !3, file: !3, line: 102, type: !372, scopeLine: 102, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !378)
!372 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !373)
!373 = !{null, !374, !376, !377, !9, !9}
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !375, size: 64)
!375 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 32, dwarfAddressSpace: 2)
!378 = !{!379, !380, !381, !382, !383, !384, !385, !386, !388, !390, !393, !395, !398, !399}
!379 = !DILocalVariable(name: "img", arg: 1, scope: !371, file: !3, line: 102, type: !374)
!380 = !DILocalVariable(name: "bins", arg: 2, scope: !371, file: !3, line: 102, type: !376)
!381 = !DILocalVariable(name: "lbins", arg: 3, scope: !371, file: !3, line: 102, type: !377)
!382 = !DILocalVariable(name: "n", arg: 4, scope: !371, file: !3, line: 102, type: !9)
!383 = !DILocalVariable(name: "nbins", arg: 5, scope: !371, file: !3, line: 102, type: !9)
!384 = !DILocalVariable(name: "lid", scope: !371, file: !3, line: 103, type: !9)
!385 = !DILocalVariable(name: "ls", scope: !371, file: !3, line: 103, type: !9)
!386 = !DILocalVariable(name: "i", scope: !387, file: !3, line: 104, type: !9)
!387 = distinct !DILexicalBlock(scope: !371, file: !3, line: 104, column: 3)
!388 = !DILocalVariable(name: "i", scope: !389, file: !3, line: 107, type: !9)
!389 = distinct !DILexicalBlock(scope: !371, file: !3, line: 107, column: 3)
!390 = !DILocalVariable(name: "v", scope: !391, file: !3, line: 108, type: !13)
!391 = distinct !DILexicalBlock(scope: !392, file: !3, line: 107, column: 66)
!392 = distinct !DILexicalBlock(scope: !389, file: !3, line: 107, column: 3)
!393 = !DILocalVariable(name: "i", scope: !394, file: !3, line: 113, type: !9)
!394 = distinct !DILexicalBlock(scope: !371, file: !3, line: 113, column: 3)
!395 = !DILocalVariable(name: "c", scope: !396, file: !3, line: 114, type: !13)
!396 = distinct !DILexicalBlock(scope: !397, file: !3, line: 113, column: 41)
!397 = distinct !DILexicalBlock(scope: !394, file: !3, line: 113, column: 3)
!398 = !DILocalVariable(name: "old", scope: !396, file: !3, line: 117, type: !13)
!399 = !DILocalVariable(name: "sum", scope: !396, file: !3, line: 118, type: !13)
!400 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!401 = !{!"none", !"none", !"none", !"none", !"none"}
!402 = !{!"uint*", !"uchar*", !"uint*", !"int", !"int"}
!403 = !{!"const", !"", !"", !"", !""}
!404 = !DILocation(line: 0, scope: !371)
!405 = !DILocation(line: 103, column: 13, scope: !371)
!406 = !DILocation(line: 103, column: 35, scope: !371)
!407 = !DILocation(line: 0, scope: !387)
!408 = !DILocation(line: 104, column: 23, scope: !409)
!409 = distinct !DILexicalBlock(scope: !387, file: !3, line: 104, column: 3)
!410 = !DILocation(line: 104, column: 3, scope: !387)
!411 = !DILocation(line: 106, column: 3, scope: !371)
!412 = !DILocation(line: 107, column: 16, scope: !389)
!413 = !DILocation(line: 0, scope: !389)
!414 = !DILocation(line: 107, scope: !389)
!415 = !DILocation(line: 107, column: 36, scope: !392)
!416 = !DILocation(line: 107, column: 3, scope: !389)
!417 = !DILocation(line: 105, column: 5, scope: !409)
!418 = !DILocation(line: 105, column: 14, scope: !409)
!419 = !DILocation(line: 104, column: 34, scope: !409)
!420 = distinct !{!420, !410, !421, !128}
!421 = !DILocation(line: 105, column: 16, scope: !387)
!422 = !DILocation(line: 112, column: 3, scope: !371)
!423 = !DILocation(line: 0, scope: !394)
!424 = !DILocation(line: 113, column: 23, scope: !397)
!425 = !DILocation(line: 113, column: 3, scope: !394)
!426 = !DILocation(line: 108, column: 14, scope: !391)
!427 = !DILocation(line: 0, scope: !391)
!428 = !DILocation(line: 109, column: 11, scope: !429)
!429 = distinct !DILexicalBlock(scope: !391, file: !3, line: 109, column: 9)
!430 = !DILocation(line: 109, column: 9, scope: !391)
!431 = !DILocation(line: 110, column: 19, scope: !429)
!432 = !DILocation(line: 110, column: 7, scope: !429)
!433 = !DILocation(line: 107, column: 46, scope: !392)
!434 = !DILocation(line: 107, column: 43, scope: !392)
!435 = distinct !{!435, !416, !436, !128}
!436 = !DILocation(line: 111, column: 3, scope: !389)
!437 = !DILocation(line: 121, column: 1, scope: !371)
!438 = !DILocation(line: 114, column: 14, scope: !396)
!439 = !DILocation(line: 0, scope: !396)
!440 = !DILocation(line: 115, column: 11, scope: !441)
!441 = distinct !DILexicalBlock(scope: !396, file: !3, line: 115, column: 9)
!442 = !DILocation(line: 115, column: 9, scope: !396)
!443 = !DILocation(line: 117, column: 16, scope: !396)
!444 = !{!109, !109, i64 0}
!445 = !DILocation(line: 118, column: 20, scope: !396)
!446 = !DILocation(line: 119, column: 23, scope: !396)
!447 = !DILocation(line: 119, column: 15, scope: !396)
!448 = !DILocation(line: 119, column: 13, scope: !396)
!449 = !DILocation(line: 120, column: 3, scope: !397)
!450 = !DILocation(line: 113, column: 34, scope: !397)
!451 = distinct !{!451, !425, !452, !128}
!452 = !DILocation(line: 120, column: 3, scope: !394)
!453 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !3, file: !3, line: 103, type: !131, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !DISubprogram(name: "atomic_inc", linkageName: "_Z10atomic_incPU3AS3Vj", scope: !3, file: !3, line: 110, type: !455, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DISubroutineType(types: !456)
!456 = !{!15, !457}
!457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !458, size: 32, dwarfAddressSpace: 2)
!458 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !15)
!459 = !DISubprogram(name: "get_global_size", linkageName: "_Z15get_global_sizej", scope: !3, file: !3, line: 107, type: !131, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = distinct !DISubprogram(name: "ps_mriq", scope: !3, file: !3, line: 128, type: !461, scopeLine: 129, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !471)
!461 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !462)
!462 = !{null, !9, !9, !6, !6, !6, !10, !10, !463}
!463 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !464, size: 64)
!464 = !DIDerivedType(tag: DW_TAG_typedef, name: "kvalue_t", file: !3, line: 126, baseType: !465)
!465 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 124, size: 128, elements: !466)
!466 = !{!467, !468, !469, !470}
!467 = !DIDerivedType(tag: DW_TAG_member, name: "kx", scope: !465, file: !3, line: 125, baseType: !8, size: 32)
!468 = !DIDerivedType(tag: DW_TAG_member, name: "ky", scope: !465, file: !3, line: 125, baseType: !8, size: 32, offset: 32)
!469 = !DIDerivedType(tag: DW_TAG_member, name: "kz", scope: !465, file: !3, line: 125, baseType: !8, size: 32, offset: 64)
!470 = !DIDerivedType(tag: DW_TAG_member, name: "phi_mag", scope: !465, file: !3, line: 125, baseType: !8, size: 32, offset: 96)
!471 = !{!472, !473, !474, !475, !476, !477, !478, !479, !480, !481, !482, !483, !484, !485, !486, !488, !491}
!472 = !DILocalVariable(name: "num_k", arg: 1, scope: !460, file: !3, line: 128, type: !9)
!473 = !DILocalVariable(name: "k_base", arg: 2, scope: !460, file: !3, line: 128, type: !9)
!474 = !DILocalVariable(name: "x", arg: 3, scope: !460, file: !3, line: 128, type: !6)
!475 = !DILocalVariable(name: "y", arg: 4, scope: !460, file: !3, line: 128, type: !6)
!476 = !DILocalVariable(name: "z", arg: 5, scope: !460, file: !3, line: 128, type: !6)
!477 = !DILocalVariable(name: "qr", arg: 6, scope: !460, file: !3, line: 129, type: !10)
!478 = !DILocalVariable(name: "qi", arg: 7, scope: !460, file: !3, line: 129, type: !10)
!479 = !DILocalVariable(name: "kv", arg: 8, scope: !460, file: !3, line: 129, type: !463)
!480 = !DILocalVariable(name: "xi", scope: !460, file: !3, line: 130, type: !9)
!481 = !DILocalVariable(name: "sx", scope: !460, file: !3, line: 131, type: !8)
!482 = !DILocalVariable(name: "sy", scope: !460, file: !3, line: 131, type: !8)
!483 = !DILocalVariable(name: "sz", scope: !460, file: !3, line: 131, type: !8)
!484 = !DILocalVariable(name: "r", scope: !460, file: !3, line: 132, type: !8)
!485 = !DILocalVariable(name: "im", scope: !460, file: !3, line: 132, type: !8)
!486 = !DILocalVariable(name: "k", scope: !487, file: !3, line: 133, type: !9)
!487 = distinct !DILexicalBlock(scope: !460, file: !3, line: 133, column: 3)
!488 = !DILocalVariable(name: "v", scope: !489, file: !3, line: 134, type: !464)
!489 = distinct !DILexicalBlock(scope: !490, file: !3, line: 133, column: 56)
!490 = distinct !DILexicalBlock(scope: !487, file: !3, line: 133, column: 3)
!491 = !DILocalVariable(name: "arg", scope: !489, file: !3, line: 135, type: !8)
!492 = !{i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2}
!493 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!494 = !{!"int", !"int", !"float*", !"float*", !"float*", !"float*", !"float*", !"kvalue_t*"}
!495 = !{!"", !"", !"const", !"const", !"const", !"", !"", !"const"}
!496 = !DILocation(line: 0, scope: !460)
!497 = !DILocation(line: 130, column: 12, scope: !460)
!498 = !DILocation(line: 131, column: 14, scope: !460)
!499 = !DILocation(line: 131, column: 26, scope: !460)
!500 = !DILocation(line: 131, column: 38, scope: !460)
!501 = !DILocation(line: 132, column: 13, scope: !460)
!502 = !DILocation(line: 132, column: 26, scope: !460)
!503 = !DILocation(line: 0, scope: !487)
!504 = !DILocation(line: 133, column: 21, scope: !490)
!505 = !DILocation(line: 133, column: 3, scope: !487)
!506 = !DILocation(line: 139, column: 10, scope: !460)
!507 = !DILocation(line: 140, column: 10, scope: !460)
!508 = !DILocation(line: 141, column: 1, scope: !460)
!509 = !DILocation(line: 134, column: 18, scope: !489)
!510 = !DILocation(line: 135, column: 48, scope: !489)
!511 = !DILocation(line: 135, column: 41, scope: !489)
!512 = !DILocation(line: 135, column: 53, scope: !489)
!513 = !DILocation(line: 135, column: 28, scope: !489)
!514 = !DILocation(line: 0, scope: !489)
!515 = !DILocation(line: 136, column: 22, scope: !489)
!516 = !DILocation(line: 136, column: 7, scope: !489)
!517 = !DILocation(line: 137, column: 23, scope: !489)
!518 = !DILocation(line: 137, column: 8, scope: !489)
!519 = !DILocation(line: 133, column: 52, scope: !490)
!520 = !DILocation(line: 133, column: 38, scope: !490)
!521 = distinct !{!521, !505, !522, !128}
!522 = !DILocation(line: 138, column: 3, scope: !487)
!523 = !DISubprogram(name: "native_cos", linkageName: "_Z10native_cosf", scope: !3, file: !3, line: 136, type: !524, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!524 = !DISubroutineType(types: !525)
!525 = !{!8, !8}
!526 = !DISubprogram(name: "native_sin", linkageName: "_Z10native_sinf", scope: !3, file: !3, line: 137, type: !524, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!527 = distinct !DISubprogram(name: "ps_tpacf", scope: !3, file: !3, line: 156, type: !528, scopeLine: 157, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !533)
!528 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !529)
!529 = !{null, !530, !9, !6, !9, !532, !377}
!530 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !531, size: 64)
!531 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!532 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!533 = !{!534, !535, !536, !537, !538, !539, !540, !541, !542, !544, !545, !548, !550, !553}
!534 = !DILocalVariable(name: "pts", arg: 1, scope: !527, file: !3, line: 156, type: !530)
!535 = !DILocalVariable(name: "npts", arg: 2, scope: !527, file: !3, line: 156, type: !9)
!536 = !DILocalVariable(name: "binb", arg: 3, scope: !527, file: !3, line: 156, type: !6)
!537 = !DILocalVariable(name: "nbins", arg: 4, scope: !527, file: !3, line: 156, type: !9)
!538 = !DILocalVariable(name: "hist", arg: 5, scope: !527, file: !3, line: 157, type: !532)
!539 = !DILocalVariable(name: "lhist", arg: 6, scope: !527, file: !3, line: 157, type: !377)
!540 = !DILocalVariable(name: "lid", scope: !527, file: !3, line: 158, type: !9)
!541 = !DILocalVariable(name: "ls", scope: !527, file: !3, line: 158, type: !9)
!542 = !DILocalVariable(name: "i", scope: !543, file: !3, line: 159, type: !9)
!543 = distinct !DILexicalBlock(scope: !527, file: !3, line: 159, column: 3)
!544 = !DILocalVariable(name: "i", scope: !527, file: !3, line: 162, type: !9)
!545 = !DILocalVariable(name: "p", scope: !546, file: !3, line: 164, type: !18)
!546 = distinct !DILexicalBlock(scope: !547, file: !3, line: 163, column: 17)
!547 = distinct !DILexicalBlock(scope: !527, file: !3, line: 163, column: 7)
!548 = !DILocalVariable(name: "j", scope: !549, file: !3, line: 165, type: !9)
!549 = distinct !DILexicalBlock(scope: !546, file: !3, line: 165, column: 5)
!550 = !DILocalVariable(name: "d", scope: !551, file: !3, line: 166, type: !8)
!551 = distinct !DILexicalBlock(scope: !552, file: !3, line: 165, column: 50)
!552 = distinct !DILexicalBlock(scope: !549, file: !3, line: 165, column: 5)
!553 = !DILocalVariable(name: "b", scope: !554, file: !3, line: 171, type: !9)
!554 = distinct !DILexicalBlock(scope: !527, file: !3, line: 171, column: 3)
!555 = !{i32 1, i32 0, i32 2, i32 0, i32 1, i32 3}
!556 = !{!"float4*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!557 = !{!"float __attribute__((ext_vector_type(4)))*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!558 = !{!"const", !"", !"const", !"", !"", !""}
!559 = !DILocation(line: 0, scope: !527)
!560 = !DILocation(line: 158, column: 13, scope: !527)
!561 = !DILocation(line: 158, column: 35, scope: !527)
!562 = !DILocation(line: 0, scope: !543)
!563 = !DILocation(line: 159, column: 23, scope: !564)
!564 = distinct !DILexicalBlock(scope: !543, file: !3, line: 159, column: 3)
!565 = !DILocation(line: 159, column: 3, scope: !543)
!566 = !DILocation(line: 161, column: 3, scope: !527)
!567 = !DILocation(line: 162, column: 11, scope: !527)
!568 = !DILocation(line: 163, column: 9, scope: !547)
!569 = !DILocation(line: 163, column: 7, scope: !527)
!570 = !DILocation(line: 160, column: 5, scope: !564)
!571 = !DILocation(line: 160, column: 14, scope: !564)
!572 = !DILocation(line: 159, column: 34, scope: !564)
!573 = distinct !{!573, !565, !574, !128}
!574 = !DILocation(line: 160, column: 16, scope: !543)
!575 = !DILocation(line: 0, scope: !546)
!576 = !DILocation(line: 165, column: 20, scope: !549)
!577 = !DILocation(line: 165, column: 24, scope: !549)
!578 = !DILocation(line: 0, scope: !549)
!579 = !DILocation(line: 165, column: 33, scope: !552)
!580 = !DILocation(line: 165, column: 5, scope: !549)
!581 = !DILocation(line: 164, column: 16, scope: !546)
!582 = !DILocation(line: 166, column: 28, scope: !551)
!583 = !DILocation(line: 166, column: 17, scope: !551)
!584 = !DILocation(line: 0, scope: !551)
!585 = !DILocalVariable(name: "binb", arg: 1, scope: !586, file: !3, line: 144, type: !6)
!586 = distinct !DISubprogram(name: "find_bin", scope: !3, file: !3, line: 144, type: !587, scopeLine: 144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !589)
!587 = !DISubroutineType(types: !588)
!588 = !{!9, !6, !9, !8}
!589 = !{!585, !590, !591, !592, !593, !594}
!590 = !DILocalVariable(name: "nbins", arg: 2, scope: !586, file: !3, line: 144, type: !9)
!591 = !DILocalVariable(name: "dot", arg: 3, scope: !586, file: !3, line: 144, type: !8)
!592 = !DILocalVariable(name: "lo", scope: !586, file: !3, line: 145, type: !9)
!593 = !DILocalVariable(name: "hi", scope: !586, file: !3, line: 145, type: !9)
!594 = !DILocalVariable(name: "mid", scope: !595, file: !3, line: 147, type: !9)
!595 = distinct !DILexicalBlock(scope: !586, file: !3, line: 146, column: 23)
!596 = !DILocation(line: 0, scope: !586, inlinedAt: !597)
!597 = distinct !DILocation(line: 167, column: 25, scope: !551)
!598 = !DILocation(line: 146, column: 3, scope: !586, inlinedAt: !597)
!599 = !DILocation(line: 147, column: 19, scope: !595, inlinedAt: !597)
!600 = !DILocation(line: 147, column: 25, scope: !595, inlinedAt: !597)
!601 = !DILocation(line: 0, scope: !595, inlinedAt: !597)
!602 = !DILocation(line: 148, column: 16, scope: !603, inlinedAt: !597)
!603 = distinct !DILexicalBlock(scope: !595, file: !3, line: 148, column: 9)
!604 = !DILocation(line: 148, column: 13, scope: !603, inlinedAt: !597)
!605 = !DILocation(line: 146, column: 18, scope: !586, inlinedAt: !597)
!606 = !DILocation(line: 146, column: 13, scope: !586, inlinedAt: !597)
!607 = distinct !{!607, !598, !608, !128}
!608 = !DILocation(line: 152, column: 3, scope: !586, inlinedAt: !597)
!609 = !DILocation(line: 145, column: 7, scope: !586, inlinedAt: !597)
!610 = !DILocation(line: 167, column: 19, scope: !551)
!611 = !DILocation(line: 167, column: 7, scope: !551)
!612 = !DILocation(line: 165, column: 43, scope: !552)
!613 = distinct !{!613, !580, !614, !128}
!614 = !DILocation(line: 168, column: 5, scope: !549)
!615 = !DILocation(line: 170, column: 3, scope: !527)
!616 = !DILocation(line: 0, scope: !554)
!617 = !DILocation(line: 171, column: 23, scope: !618)
!618 = distinct !DILexicalBlock(scope: !554, file: !3, line: 171, column: 3)
!619 = !DILocation(line: 171, column: 3, scope: !554)
!620 = !DILocation(line: 173, column: 1, scope: !527)
!621 = !DILocation(line: 172, column: 17, scope: !618)
!622 = !DILocation(line: 172, column: 26, scope: !618)
!623 = !DILocation(line: 172, column: 5, scope: !618)
!624 = !DILocation(line: 171, column: 34, scope: !618)
!625 = distinct !{!625, !619, !626, !128}
!626 = !DILocation(line: 172, column: 34, scope: !554)
!627 = !DISubprogram(name: "dot", linkageName: "_Z3dotDv3_fS_", scope: !3, file: !3, line: 166, type: !628, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!628 = !DISubroutineType(types: !629)
!629 = !{!8, !630, !630}
!630 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, flags: DIFlagVector, elements: !631)
!631 = !{!632}
!632 = !DISubrange(count: 3)
!633 = !DISubprogram(name: "atomic_add", linkageName: "_Z10atomic_addPU3AS3Vjj", scope: !3, file: !3, line: 167, type: !634, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!634 = !DISubroutineType(types: !635)
!635 = !{!15, !457, !15}
!636 = !DISubprogram(name: "atomic_add", linkageName: "_Z10atomic_addPU3AS1Vjj", scope: !3, file: !3, line: 172, type: !637, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!637 = !DISubroutineType(types: !638)
!638 = !{!15, !639, !15}
!639 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !458, size: 64)
!640 = distinct !DISubprogram(name: "ps_scan_local", scope: !3, file: !3, line: 178, type: !641, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !644)
!641 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !642)
!642 = !{null, !6, !10, !10, !643, !9}
!643 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32, dwarfAddressSpace: 2)
!644 = !{!645, !646, !647, !648, !649, !650, !651, !652, !653, !654, !655, !656, !658, !663, !664, !666, !671, !672}
!645 = !DILocalVariable(name: "in", arg: 1, scope: !640, file: !3, line: 178, type: !6)
!646 = !DILocalVariable(name: "out", arg: 2, scope: !640, file: !3, line: 178, type: !10)
!647 = !DILocalVariable(name: "sums", arg: 3, scope: !640, file: !3, line: 178, type: !10)
!648 = !DILocalVariable(name: "tmp", arg: 4, scope: !640, file: !3, line: 178, type: !643)
!649 = !DILocalVariable(name: "n", arg: 5, scope: !640, file: !3, line: 178, type: !9)
!650 = !DILocalVariable(name: "lid", scope: !640, file: !3, line: 179, type: !9)
!651 = !DILocalVariable(name: "ls", scope: !640, file: !3, line: 179, type: !9)
!652 = !DILocalVariable(name: "base", scope: !640, file: !3, line: 180, type: !9)
!653 = !DILocalVariable(name: "ai", scope: !640, file: !3, line: 181, type: !9)
!654 = !DILocalVariable(name: "bi", scope: !640, file: !3, line: 181, type: !9)
!655 = !DILocalVariable(name: "off", scope: !640, file: !3, line: 184, type: !9)
!656 = !DILocalVariable(name: "d", scope: !657, file: !3, line: 185, type: !9)
!657 = distinct !DILexicalBlock(scope: !640, file: !3, line: 185, column: 3)
!658 = !DILocalVariable(name: "x", scope: !659, file: !3, line: 188, type: !9)
!659 = distinct !DILexicalBlock(scope: !660, file: !3, line: 187, column: 18)
!660 = distinct !DILexicalBlock(scope: !661, file: !3, line: 187, column: 9)
!661 = distinct !DILexicalBlock(scope: !662, file: !3, line: 185, column: 36)
!662 = distinct !DILexicalBlock(scope: !657, file: !3, line: 185, column: 3)
!663 = !DILocalVariable(name: "y", scope: !659, file: !3, line: 188, type: !9)
!664 = !DILocalVariable(name: "d", scope: !665, file: !3, line: 197, type: !9)
!665 = distinct !DILexicalBlock(scope: !640, file: !3, line: 197, column: 3)
!666 = !DILocalVariable(name: "x", scope: !667, file: !3, line: 201, type: !9)
!667 = distinct !DILexicalBlock(scope: !668, file: !3, line: 200, column: 18)
!668 = distinct !DILexicalBlock(scope: !669, file: !3, line: 200, column: 9)
!669 = distinct !DILexicalBlock(scope: !670, file: !3, line: 197, column: 40)
!670 = distinct !DILexicalBlock(scope: !665, file: !3, line: 197, column: 3)
!671 = !DILocalVariable(name: "y", scope: !667, file: !3, line: 201, type: !9)
!672 = !DILocalVariable(name: "t", scope: !667, file: !3, line: 202, type: !8)
!673 = !{i32 1, i32 1, i32 1, i32 3, i32 0}
!674 = !{!"float*", !"float*", !"float*", !"float*", !"int"}
!675 = !DILocation(line: 0, scope: !640)
!676 = !DILocation(line: 179, column: 13, scope: !640)
!677 = !DILocation(line: 179, column: 35, scope: !640)
!678 = !DILocation(line: 180, column: 14, scope: !640)
!679 = !DILocation(line: 180, column: 30, scope: !640)
!680 = !DILocation(line: 181, column: 26, scope: !640)
!681 = !DILocation(line: 182, column: 23, scope: !640)
!682 = !DILocation(line: 182, column: 28, scope: !640)
!683 = !DILocation(line: 182, column: 18, scope: !640)
!684 = !DILocation(line: 182, column: 34, scope: !640)
!685 = !DILocation(line: 182, column: 7, scope: !640)
!686 = !DILocation(line: 182, column: 3, scope: !640)
!687 = !DILocation(line: 182, column: 16, scope: !640)
!688 = !DILocation(line: 183, column: 23, scope: !640)
!689 = !DILocation(line: 183, column: 28, scope: !640)
!690 = !DILocation(line: 183, column: 18, scope: !640)
!691 = !DILocation(line: 183, column: 34, scope: !640)
!692 = !DILocation(line: 183, column: 7, scope: !640)
!693 = !DILocation(line: 183, column: 3, scope: !640)
!694 = !DILocation(line: 183, column: 16, scope: !640)
!695 = !DILocation(line: 0, scope: !657)
!696 = !DILocation(line: 185, column: 22, scope: !662)
!697 = !DILocation(line: 185, column: 3, scope: !657)
!698 = !DILocation(line: 193, column: 11, scope: !699)
!699 = distinct !DILexicalBlock(scope: !640, file: !3, line: 193, column: 7)
!700 = !DILocation(line: 193, column: 7, scope: !640)
!701 = !DILocation(line: 186, column: 5, scope: !661)
!702 = !DILocation(line: 187, column: 13, scope: !660)
!703 = !DILocation(line: 187, column: 9, scope: !661)
!704 = !DILocation(line: 188, column: 19, scope: !659)
!705 = !DILocation(line: 188, column: 35, scope: !659)
!706 = !DILocation(line: 0, scope: !659)
!707 = !DILocation(line: 188, column: 48, scope: !659)
!708 = !DILocation(line: 188, column: 64, scope: !659)
!709 = !DILocation(line: 189, column: 26, scope: !659)
!710 = !DILocation(line: 189, column: 22, scope: !659)
!711 = !DILocation(line: 189, column: 11, scope: !659)
!712 = !DILocation(line: 189, column: 7, scope: !659)
!713 = !DILocation(line: 189, column: 19, scope: !659)
!714 = !DILocation(line: 190, column: 5, scope: !659)
!715 = !DILocation(line: 191, column: 9, scope: !661)
!716 = !DILocation(line: 185, column: 29, scope: !662)
!717 = distinct !{!717, !697, !718, !128}
!718 = !DILocation(line: 192, column: 3, scope: !657)
!719 = !DILocation(line: 194, column: 33, scope: !720)
!720 = distinct !DILexicalBlock(scope: !699, file: !3, line: 193, column: 17)
!721 = !DILocation(line: 194, column: 29, scope: !720)
!722 = !DILocation(line: 194, column: 10, scope: !720)
!723 = !DILocation(line: 194, column: 5, scope: !720)
!724 = !DILocation(line: 194, column: 27, scope: !720)
!725 = !DILocation(line: 195, column: 26, scope: !720)
!726 = !DILocation(line: 196, column: 3, scope: !720)
!727 = !DILocation(line: 0, scope: !665)
!728 = !DILocation(line: 197, column: 21, scope: !670)
!729 = !DILocation(line: 197, column: 3, scope: !665)
!730 = !DILocation(line: 207, column: 3, scope: !640)
!731 = !DILocation(line: 208, column: 7, scope: !640)
!732 = !DILocation(line: 198, column: 9, scope: !669)
!733 = !DILocation(line: 199, column: 5, scope: !669)
!734 = !DILocation(line: 200, column: 13, scope: !668)
!735 = !DILocation(line: 200, column: 9, scope: !669)
!736 = !DILocation(line: 201, column: 19, scope: !667)
!737 = !DILocation(line: 201, column: 35, scope: !667)
!738 = !DILocation(line: 0, scope: !667)
!739 = !DILocation(line: 201, column: 48, scope: !667)
!740 = !DILocation(line: 201, column: 64, scope: !667)
!741 = !DILocation(line: 202, column: 21, scope: !667)
!742 = !DILocation(line: 202, column: 17, scope: !667)
!743 = !DILocation(line: 203, column: 25, scope: !667)
!744 = !DILocation(line: 203, column: 21, scope: !667)
!745 = !DILocation(line: 203, column: 19, scope: !667)
!746 = !DILocation(line: 204, column: 19, scope: !667)
!747 = !DILocation(line: 205, column: 5, scope: !667)
!748 = !DILocation(line: 197, column: 33, scope: !670)
!749 = distinct !{!749, !729, !750, !128}
!750 = !DILocation(line: 206, column: 3, scope: !665)
!751 = !DILocation(line: 209, column: 22, scope: !752)
!752 = distinct !DILexicalBlock(scope: !640, file: !3, line: 208, column: 7)
!753 = !DILocation(line: 209, column: 5, scope: !752)
!754 = !DILocation(line: 209, column: 20, scope: !752)
!755 = !DILocation(line: 210, column: 7, scope: !640)
!756 = !DILocation(line: 211, column: 22, scope: !757)
!757 = distinct !DILexicalBlock(scope: !640, file: !3, line: 210, column: 7)
!758 = !DILocation(line: 211, column: 5, scope: !757)
!759 = !DILocation(line: 211, column: 20, scope: !757)
!760 = !DILocation(line: 212, column: 1, scope: !640)
!761 = distinct !DISubprogram(name: "ps_reduce_warp", scope: !3, file: !3, line: 225, type: !762, scopeLine: 225, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !764)
!762 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !763)
!763 = !{null, !6, !10, !137, !9}
!764 = !{!765, !766, !767, !768, !769, !770, !771, !772, !773, !774}
!765 = !DILocalVariable(name: "in", arg: 1, scope: !761, file: !3, line: 225, type: !6)
!766 = !DILocalVariable(name: "out", arg: 2, scope: !761, file: !3, line: 225, type: !10)
!767 = !DILocalVariable(name: "s", arg: 3, scope: !761, file: !3, line: 225, type: !137)
!768 = !DILocalVariable(name: "n", arg: 4, scope: !761, file: !3, line: 225, type: !9)
!769 = !DILocalVariable(name: "t", scope: !761, file: !3, line: 226, type: !9)
!770 = !DILocalVariable(name: "ls", scope: !761, file: !3, line: 226, type: !9)
!771 = !DILocalVariable(name: "i", scope: !761, file: !3, line: 227, type: !9)
!772 = !DILocalVariable(name: "stride", scope: !761, file: !3, line: 228, type: !9)
!773 = !DILocalVariable(name: "acc", scope: !761, file: !3, line: 229, type: !8)
!774 = !DILocalVariable(name: "d", scope: !775, file: !3, line: 238, type: !9)
!775 = distinct !DILexicalBlock(scope: !761, file: !3, line: 238, column: 3)
!776 = !{i32 1, i32 1, i32 3, i32 0}
!777 = !{!"none", !"none", !"none", !"none"}
!778 = !{!"float*", !"float*", !"float*", !"int"}
!779 = !{!"const", !"", !"volatile", !""}
!780 = !DILocation(line: 0, scope: !761)
!781 = !DILocation(line: 226, column: 11, scope: !761)
!782 = !DILocation(line: 226, column: 33, scope: !761)
!783 = !DILocation(line: 227, column: 11, scope: !761)
!784 = !DILocation(line: 227, column: 27, scope: !761)
!785 = !DILocation(line: 227, column: 32, scope: !761)
!786 = !DILocation(line: 227, column: 36, scope: !761)
!787 = !DILocation(line: 228, column: 19, scope: !761)
!788 = !DILocation(line: 228, column: 25, scope: !761)
!789 = !DILocation(line: 228, column: 23, scope: !761)
!790 = !DILocation(line: 228, column: 16, scope: !761)
!791 = !DILocation(line: 230, column: 12, scope: !761)
!792 = !DILocation(line: 230, column: 3, scope: !761)
!793 = !DILocation(line: 231, column: 12, scope: !794)
!794 = distinct !DILexicalBlock(scope: !761, file: !3, line: 230, column: 17)
!795 = !DILocation(line: 231, column: 9, scope: !794)
!796 = !DILocation(line: 232, column: 11, scope: !797)
!797 = distinct !DILexicalBlock(scope: !794, file: !3, line: 232, column: 9)
!798 = !DILocation(line: 232, column: 16, scope: !797)
!799 = !DILocation(line: 232, column: 9, scope: !794)
!800 = !DILocation(line: 233, column: 14, scope: !797)
!801 = !DILocation(line: 233, column: 11, scope: !797)
!802 = !DILocation(line: 233, column: 7, scope: !797)
!803 = !DILocation(line: 0, scope: !794)
!804 = !DILocation(line: 234, column: 7, scope: !794)
!805 = distinct !{!805, !792, !806, !128}
!806 = !DILocation(line: 235, column: 3, scope: !761)
!807 = !DILocation(line: 236, column: 3, scope: !761)
!808 = !DILocation(line: 236, column: 8, scope: !761)
!809 = !DILocation(line: 237, column: 3, scope: !761)
!810 = !DILocation(line: 0, scope: !775)
!811 = !DILocation(line: 238, column: 8, scope: !775)
!812 = !DILocation(line: 238, column: 26, scope: !813)
!813 = distinct !DILexicalBlock(scope: !775, file: !3, line: 238, column: 3)
!814 = !DILocation(line: 238, column: 3, scope: !775)
!815 = !DILocation(line: 243, column: 9, scope: !816)
!816 = distinct !DILexicalBlock(scope: !761, file: !3, line: 243, column: 7)
!817 = !DILocation(line: 243, column: 7, scope: !761)
!818 = !DILocation(line: 238, scope: !775)
!819 = !DILocation(line: 239, column: 11, scope: !820)
!820 = distinct !DILexicalBlock(scope: !821, file: !3, line: 239, column: 9)
!821 = distinct !DILexicalBlock(scope: !813, file: !3, line: 238, column: 41)
!822 = !DILocation(line: 239, column: 9, scope: !821)
!823 = !DILocation(line: 240, column: 15, scope: !820)
!824 = !DILocation(line: 240, column: 12, scope: !820)
!825 = !DILocation(line: 240, column: 7, scope: !820)
!826 = !DILocation(line: 241, column: 5, scope: !821)
!827 = distinct !{!827, !814, !828, !128}
!828 = !DILocation(line: 242, column: 3, scope: !775)
!829 = !DILocalVariable(name: "s", arg: 1, scope: !830, file: !3, line: 216, type: !137)
!830 = distinct !DISubprogram(name: "warp_reduce", scope: !3, file: !3, line: 216, type: !831, scopeLine: 216, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !833)
!831 = !DISubroutineType(types: !832)
!832 = !{null, !137, !9}
!833 = !{!829, !834}
!834 = !DILocalVariable(name: "t", arg: 2, scope: !830, file: !3, line: 216, type: !9)
!835 = !DILocation(line: 0, scope: !830, inlinedAt: !836)
!836 = distinct !DILocation(line: 244, column: 5, scope: !816)
!837 = !DILocation(line: 217, column: 11, scope: !830, inlinedAt: !836)
!838 = !DILocation(line: 217, column: 8, scope: !830, inlinedAt: !836)
!839 = !DILocation(line: 218, column: 11, scope: !830, inlinedAt: !836)
!840 = !DILocation(line: 218, column: 8, scope: !830, inlinedAt: !836)
!841 = !DILocation(line: 219, column: 11, scope: !830, inlinedAt: !836)
!842 = !DILocation(line: 219, column: 8, scope: !830, inlinedAt: !836)
!843 = !DILocation(line: 220, column: 11, scope: !830, inlinedAt: !836)
!844 = !DILocation(line: 220, column: 8, scope: !830, inlinedAt: !836)
!845 = !DILocation(line: 221, column: 11, scope: !830, inlinedAt: !836)
!846 = !DILocation(line: 221, column: 8, scope: !830, inlinedAt: !836)
!847 = !DILocation(line: 222, column: 11, scope: !830, inlinedAt: !836)
!848 = !DILocation(line: 222, column: 8, scope: !830, inlinedAt: !836)
!849 = !DILocation(line: 244, column: 5, scope: !816)
!850 = !DILocation(line: 245, column: 9, scope: !851)
!851 = distinct !DILexicalBlock(scope: !761, file: !3, line: 245, column: 7)
!852 = !DILocation(line: 245, column: 7, scope: !761)
!853 = !DILocation(line: 246, column: 28, scope: !851)
!854 = !DILocation(line: 246, column: 9, scope: !851)
!855 = !DILocation(line: 246, column: 5, scope: !851)
!856 = !DILocation(line: 246, column: 26, scope: !851)
!857 = !DILocation(line: 247, column: 1, scope: !761)
!858 = !DISubprogram(name: "get_num_groups", linkageName: "_Z14get_num_groupsj", scope: !3, file: !3, line: 228, type: !131, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!859 = distinct !DISubprogram(name: "ps_radix_split", scope: !3, file: !3, line: 251, type: !860, scopeLine: 251, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !862)
!860 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !861)
!861 = !{null, !532, !377, !377, !9}
!862 = !{!863, !864, !865, !866, !867, !868, !869, !870, !871, !872, !874, !877, !878}
!863 = !DILocalVariable(name: "keys", arg: 1, scope: !859, file: !3, line: 251, type: !532)
!864 = !DILocalVariable(name: "flags", arg: 2, scope: !859, file: !3, line: 251, type: !377)
!865 = !DILocalVariable(name: "tmpk", arg: 3, scope: !859, file: !3, line: 251, type: !377)
!866 = !DILocalVariable(name: "bit", arg: 4, scope: !859, file: !3, line: 251, type: !9)
!867 = !DILocalVariable(name: "lid", scope: !859, file: !3, line: 252, type: !9)
!868 = !DILocalVariable(name: "ls", scope: !859, file: !3, line: 252, type: !9)
!869 = !DILocalVariable(name: "gid", scope: !859, file: !3, line: 253, type: !9)
!870 = !DILocalVariable(name: "k", scope: !859, file: !3, line: 254, type: !13)
!871 = !DILocalVariable(name: "b", scope: !859, file: !3, line: 255, type: !13)
!872 = !DILocalVariable(name: "off", scope: !873, file: !3, line: 258, type: !9)
!873 = distinct !DILexicalBlock(scope: !859, file: !3, line: 258, column: 3)
!874 = !DILocalVariable(name: "v", scope: !875, file: !3, line: 259, type: !13)
!875 = distinct !DILexicalBlock(scope: !876, file: !3, line: 258, column: 42)
!876 = distinct !DILexicalBlock(scope: !873, file: !3, line: 258, column: 3)
!877 = !DILocalVariable(name: "zeros", scope: !859, file: !3, line: 264, type: !13)
!878 = !DILocalVariable(name: "pos", scope: !859, file: !3, line: 265, type: !13)
!879 = !{i32 1, i32 3, i32 3, i32 0}
!880 = !{!"uint*", !"uint*", !"uint*", !"int"}
!881 = !{!"", !"", !"", !""}
!882 = !DILocation(line: 0, scope: !859)
!883 = !DILocation(line: 252, column: 13, scope: !859)
!884 = !DILocation(line: 252, column: 35, scope: !859)
!885 = !DILocation(line: 253, column: 13, scope: !859)
!886 = !DILocation(line: 254, column: 12, scope: !859)
!887 = !DILocation(line: 255, column: 15, scope: !859)
!888 = !DILocation(line: 255, column: 23, scope: !859)
!889 = !DILocation(line: 256, column: 19, scope: !859)
!890 = !DILocation(line: 256, column: 3, scope: !859)
!891 = !DILocation(line: 256, column: 14, scope: !859)
!892 = !DILocation(line: 257, column: 3, scope: !859)
!893 = !DILocation(line: 0, scope: !873)
!894 = !DILocation(line: 258, column: 25, scope: !876)
!895 = !DILocation(line: 258, column: 3, scope: !873)
!896 = !DILocation(line: 265, column: 14, scope: !859)
!897 = !DILocation(line: 259, column: 18, scope: !875)
!898 = !DILocation(line: 259, column: 14, scope: !875)
!899 = !DILocation(line: 259, column: 37, scope: !875)
!900 = !DILocation(line: 259, column: 27, scope: !875)
!901 = !DILocation(line: 0, scope: !875)
!902 = !DILocation(line: 260, column: 5, scope: !875)
!903 = !DILocation(line: 261, column: 16, scope: !875)
!904 = !DILocation(line: 262, column: 5, scope: !875)
!905 = !DILocation(line: 258, column: 35, scope: !876)
!906 = distinct !{!906, !895, !907, !128}
!907 = !DILocation(line: 263, column: 3, scope: !873)
!908 = !DILocation(line: 264, column: 16, scope: !859)
!909 = !DILocation(line: 265, column: 24, scope: !859)
!910 = !DILocation(line: 265, column: 39, scope: !859)
!911 = !DILocation(line: 265, column: 36, scope: !859)
!912 = !DILocation(line: 265, column: 53, scope: !859)
!913 = !DILocation(line: 265, column: 64, scope: !859)
!914 = !DILocation(line: 266, column: 3, scope: !859)
!915 = !DILocation(line: 266, column: 13, scope: !859)
!916 = !DILocation(line: 267, column: 3, scope: !859)
!917 = !DILocation(line: 268, column: 15, scope: !859)
!918 = !DILocation(line: 268, column: 13, scope: !859)
!919 = !DILocation(line: 269, column: 1, scope: !859)
!920 = distinct !DISubprogram(name: "ps_md_lj", scope: !3, file: !3, line: 272, type: !921, scopeLine: 273, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !924)
!921 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !922)
!922 = !{null, !923, !530, !81, !9, !9, !8, !8, !8}
!923 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!924 = !{!925, !926, !927, !928, !929, !930, !931, !932, !933, !934, !935, !936, !938, !941, !942, !944, !945, !948, !949}
!925 = !DILocalVariable(name: "force", arg: 1, scope: !920, file: !3, line: 272, type: !923)
!926 = !DILocalVariable(name: "pos", arg: 2, scope: !920, file: !3, line: 272, type: !530)
!927 = !DILocalVariable(name: "neigh", arg: 3, scope: !920, file: !3, line: 272, type: !81)
!928 = !DILocalVariable(name: "max_neigh", arg: 4, scope: !920, file: !3, line: 272, type: !9)
!929 = !DILocalVariable(name: "natoms", arg: 5, scope: !920, file: !3, line: 273, type: !9)
!930 = !DILocalVariable(name: "cutsq", arg: 6, scope: !920, file: !3, line: 273, type: !8)
!931 = !DILocalVariable(name: "lj1", arg: 7, scope: !920, file: !3, line: 273, type: !8)
!932 = !DILocalVariable(name: "lj2", arg: 8, scope: !920, file: !3, line: 273, type: !8)
!933 = !DILocalVariable(name: "i", scope: !920, file: !3, line: 274, type: !9)
!934 = !DILocalVariable(name: "p", scope: !920, file: !3, line: 277, type: !18)
!935 = !DILocalVariable(name: "f", scope: !920, file: !3, line: 278, type: !18)
!936 = !DILocalVariable(name: "j", scope: !937, file: !3, line: 279, type: !9)
!937 = distinct !DILexicalBlock(scope: !920, file: !3, line: 279, column: 3)
!938 = !DILocalVariable(name: "nj", scope: !939, file: !3, line: 280, type: !9)
!939 = distinct !DILexicalBlock(scope: !940, file: !3, line: 279, column: 39)
!940 = distinct !DILexicalBlock(scope: !937, file: !3, line: 279, column: 3)
!941 = !DILocalVariable(name: "q", scope: !939, file: !3, line: 283, type: !18)
!942 = !DILocalVariable(name: "d", scope: !939, file: !3, line: 284, type: !943)
!943 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !14, line: 208, baseType: !630)
!944 = !DILocalVariable(name: "r2", scope: !939, file: !3, line: 285, type: !8)
!945 = !DILocalVariable(name: "r2inv", scope: !946, file: !3, line: 287, type: !8)
!946 = distinct !DILexicalBlock(scope: !947, file: !3, line: 286, column: 21)
!947 = distinct !DILexicalBlock(scope: !939, file: !3, line: 286, column: 9)
!948 = !DILocalVariable(name: "r6inv", scope: !946, file: !3, line: 288, type: !8)
!949 = !DILocalVariable(name: "fs", scope: !946, file: !3, line: 289, type: !8)
!950 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!951 = !{!"float4*", !"float4*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!952 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!953 = !{!"", !"const", !"const", !"", !"", !"", !"", !""}
!954 = !DILocation(line: 0, scope: !920)
!955 = !DILocation(line: 274, column: 11, scope: !920)
!956 = !DILocation(line: 275, column: 9, scope: !957)
!957 = distinct !DILexicalBlock(scope: !920, file: !3, line: 275, column: 7)
!958 = !DILocation(line: 275, column: 7, scope: !920)
!959 = !DILocation(line: 277, column: 14, scope: !920)
!960 = !DILocation(line: 0, scope: !937)
!961 = !DILocation(line: 279, column: 21, scope: !940)
!962 = !DILocation(line: 279, column: 3, scope: !937)
!963 = !DILocation(line: 280, column: 22, scope: !939)
!964 = !DILocation(line: 280, column: 31, scope: !939)
!965 = !DILocation(line: 280, column: 14, scope: !939)
!966 = !DILocation(line: 0, scope: !939)
!967 = !DILocation(line: 281, column: 12, scope: !968)
!968 = distinct !DILexicalBlock(scope: !939, file: !3, line: 281, column: 9)
!969 = !DILocation(line: 281, column: 9, scope: !939)
!970 = !DILocation(line: 283, column: 16, scope: !939)
!971 = !DILocation(line: 284, column: 22, scope: !939)
!972 = !DILocation(line: 285, column: 16, scope: !939)
!973 = !DILocation(line: 286, column: 12, scope: !947)
!974 = !DILocation(line: 286, column: 9, scope: !939)
!975 = !DILocation(line: 287, column: 26, scope: !946)
!976 = !{float 2.500000e+00}
!977 = !DILocation(line: 0, scope: !946)
!978 = !DILocation(line: 288, column: 27, scope: !946)
!979 = !DILocation(line: 288, column: 35, scope: !946)
!980 = !DILocation(line: 289, column: 24, scope: !946)
!981 = !DILocation(line: 289, column: 47, scope: !946)
!982 = !DILocation(line: 289, column: 32, scope: !946)
!983 = !DILocation(line: 290, column: 20, scope: !946)
!984 = !DILocation(line: 290, column: 13, scope: !946)
!985 = !DILocation(line: 291, column: 5, scope: !946)
!986 = distinct !{!986, !962, !987, !128}
!987 = !DILocation(line: 292, column: 3, scope: !937)
!988 = !DILocation(line: 278, column: 10, scope: !920)
!989 = !DILocation(line: 293, column: 3, scope: !920)
!990 = !DILocation(line: 293, column: 12, scope: !920)
!991 = !DILocation(line: 294, column: 1, scope: !920)
!992 = distinct !DISubprogram(name: "ps_fft_stage", scope: !3, file: !3, line: 299, type: !993, scopeLine: 299, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !1000)
!993 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !994)
!994 = !{null, !995, !9, !9}
!995 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !996, size: 64)
!996 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !14, line: 207, baseType: !997)
!997 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, flags: DIFlagVector, elements: !998)
!998 = !{!999}
!999 = !DISubrange(count: 2)
!1000 = !{!1001, !1002, !1003, !1004, !1005, !1006, !1007, !1008, !1009, !1010, !1011, !1012, !1013}
!1001 = !DILocalVariable(name: "data", arg: 1, scope: !992, file: !3, line: 299, type: !995)
!1002 = !DILocalVariable(name: "n", arg: 2, scope: !992, file: !3, line: 299, type: !9)
!1003 = !DILocalVariable(name: "stage", arg: 3, scope: !992, file: !3, line: 299, type: !9)
!1004 = !DILocalVariable(name: "i", scope: !992, file: !3, line: 300, type: !9)
!1005 = !DILocalVariable(name: "hw", scope: !992, file: !3, line: 303, type: !9)
!1006 = !DILocalVariable(name: "grp", scope: !992, file: !3, line: 304, type: !9)
!1007 = !DILocalVariable(name: "pos", scope: !992, file: !3, line: 304, type: !9)
!1008 = !DILocalVariable(name: "a", scope: !992, file: !3, line: 305, type: !9)
!1009 = !DILocalVariable(name: "b", scope: !992, file: !3, line: 305, type: !9)
!1010 = !DILocalVariable(name: "ang", scope: !992, file: !3, line: 306, type: !8)
!1011 = !DILocalVariable(name: "w", scope: !992, file: !3, line: 307, type: !996)
!1012 = !DILocalVariable(name: "u", scope: !992, file: !3, line: 308, type: !996)
!1013 = !DILocalVariable(name: "v", scope: !992, file: !3, line: 308, type: !996)
!1014 = !{i32 1, i32 0, i32 0}
!1015 = !{!"none", !"none", !"none"}
!1016 = !{!"float2*", !"int", !"int"}
!1017 = !{!"float __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!1018 = !{!"", !"", !""}
!1019 = !DILocation(line: 0, scope: !992)
!1020 = !DILocation(line: 300, column: 11, scope: !992)
!1021 = !DILocation(line: 301, column: 14, scope: !1022)
!1022 = distinct !DILexicalBlock(scope: !992, file: !3, line: 301, column: 7)
!1023 = !DILocation(line: 301, column: 9, scope: !1022)
!1024 = !DILocation(line: 301, column: 7, scope: !992)
!1025 = !DILocation(line: 303, column: 14, scope: !992)
!1026 = !DILocation(line: 304, column: 29, scope: !992)
!1027 = !DILocation(line: 305, column: 15, scope: !992)
!1028 = !DILocation(line: 305, column: 20, scope: !992)
!1029 = !DILocation(line: 305, column: 24, scope: !992)
!1030 = !DILocation(line: 305, column: 37, scope: !992)
!1031 = !DILocation(line: 306, column: 30, scope: !992)
!1032 = !DILocation(line: 306, column: 28, scope: !992)
!1033 = !DILocation(line: 306, column: 43, scope: !992)
!1034 = !DILocation(line: 306, column: 41, scope: !992)
!1035 = !DILocation(line: 307, column: 23, scope: !992)
!1036 = !DILocation(line: 307, column: 33, scope: !992)
!1037 = !DILocation(line: 308, column: 14, scope: !992)
!1038 = !DILocation(line: 308, column: 32, scope: !992)
!1039 = !DILocalVariable(name: "a", arg: 1, scope: !1040, file: !3, line: 297, type: !996)
!1040 = distinct !DISubprogram(name: "cmul", scope: !3, file: !3, line: 297, type: !1041, scopeLine: 297, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !1043)
!1041 = !DISubroutineType(types: !1042)
!1042 = !{!996, !996, !996}
!1043 = !{!1039, !1044}
!1044 = !DILocalVariable(name: "b", arg: 2, scope: !1040, file: !3, line: 297, type: !996)
!1045 = !DILocation(line: 0, scope: !1040, inlinedAt: !1046)
!1046 = distinct !DILocation(line: 308, column: 27, scope: !992)
!1047 = !DILocation(line: 297, column: 65, scope: !1040, inlinedAt: !1046)
!1048 = !DILocation(line: 297, column: 77, scope: !1040, inlinedAt: !1046)
!1049 = !DILocation(line: 297, column: 75, scope: !1040, inlinedAt: !1046)
!1050 = !DILocation(line: 297, column: 64, scope: !1040, inlinedAt: !1046)
!1051 = !DILocation(line: 297, column: 104, scope: !1040, inlinedAt: !1046)
!1052 = !DILocation(line: 297, column: 98, scope: !1040, inlinedAt: !1046)
!1053 = !DILocation(line: 309, column: 15, scope: !992)
!1054 = !DILocation(line: 309, column: 11, scope: !992)
!1055 = !DILocation(line: 310, column: 15, scope: !992)
!1056 = !DILocation(line: 310, column: 11, scope: !992)
!1057 = !DILocation(line: 311, column: 1, scope: !992)
!1058 = !DISubprogram(name: "cos", linkageName: "_Z3cosf", scope: !3, file: !3, line: 307, type: !524, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1059 = !DISubprogram(name: "sin", linkageName: "_Z3sinf", scope: !3, file: !3, line: 307, type: !524, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1060 = distinct !DISubprogram(name: "rev_bits6", scope: !3, file: !3, line: 314, type: !1061, scopeLine: 314, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !1063)
!1061 = !DISubroutineType(types: !1062)
!1062 = !{!13, !13}
!1063 = !{!1064, !1065, !1066}
!1064 = !DILocalVariable(name: "x", arg: 1, scope: !1060, file: !3, line: 314, type: !13)
!1065 = !DILocalVariable(name: "r", scope: !1060, file: !3, line: 315, type: !13)
!1066 = !DILocalVariable(name: "i", scope: !1067, file: !3, line: 316, type: !9)
!1067 = distinct !DILexicalBlock(scope: !1060, file: !3, line: 316, column: 3)
!1068 = !DILocation(line: 0, scope: !1060)
!1069 = !DILocation(line: 0, scope: !1067)
!1070 = !DILocation(line: 316, column: 3, scope: !1067)
!1071 = !DILocation(line: 320, column: 3, scope: !1060)
!1072 = !DILocation(line: 317, column: 12, scope: !1073)
!1073 = distinct !DILexicalBlock(scope: !1074, file: !3, line: 316, column: 31)
!1074 = distinct !DILexicalBlock(scope: !1067, file: !3, line: 316, column: 3)
!1075 = !DILocation(line: 317, column: 23, scope: !1073)
!1076 = !DILocation(line: 317, column: 18, scope: !1073)
!1077 = !DILocation(line: 318, column: 7, scope: !1073)
!1078 = !DILocation(line: 316, column: 27, scope: !1074)
!1079 = !DILocation(line: 316, column: 21, scope: !1074)
!1080 = distinct !{!1080, !1070, !1081, !128}
!1081 = !DILocation(line: 319, column: 3, scope: !1067)
!1082 = distinct !DISubprogram(name: "ps_fft64_local", scope: !3, file: !3, line: 325, type: !1083, scopeLine: 325, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !1086)
!1083 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !1084)
!1084 = !{null, !995, !1085}
!1085 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !996, size: 32, dwarfAddressSpace: 2)
!1086 = !{!1087, !1088, !1089, !1090, !1091, !1093, !1096, !1097, !1098, !1099, !1100, !1101, !1102}
!1087 = !DILocalVariable(name: "data", arg: 1, scope: !1082, file: !3, line: 325, type: !995)
!1088 = !DILocalVariable(name: "s", arg: 2, scope: !1082, file: !3, line: 325, type: !1085)
!1089 = !DILocalVariable(name: "t", scope: !1082, file: !3, line: 326, type: !9)
!1090 = !DILocalVariable(name: "base", scope: !1082, file: !3, line: 327, type: !9)
!1091 = !DILocalVariable(name: "hw", scope: !1092, file: !3, line: 331, type: !9)
!1092 = distinct !DILexicalBlock(scope: !1082, file: !3, line: 331, column: 3)
!1093 = !DILocalVariable(name: "grp", scope: !1094, file: !3, line: 332, type: !9)
!1094 = distinct !DILexicalBlock(scope: !1095, file: !3, line: 331, column: 39)
!1095 = distinct !DILexicalBlock(scope: !1092, file: !3, line: 331, column: 3)
!1096 = !DILocalVariable(name: "pos", scope: !1094, file: !3, line: 332, type: !9)
!1097 = !DILocalVariable(name: "a", scope: !1094, file: !3, line: 333, type: !9)
!1098 = !DILocalVariable(name: "b", scope: !1094, file: !3, line: 333, type: !9)
!1099 = !DILocalVariable(name: "ang", scope: !1094, file: !3, line: 334, type: !8)
!1100 = !DILocalVariable(name: "w", scope: !1094, file: !3, line: 335, type: !996)
!1101 = !DILocalVariable(name: "u", scope: !1094, file: !3, line: 336, type: !996)
!1102 = !DILocalVariable(name: "v", scope: !1094, file: !3, line: 336, type: !996)
!1103 = !{i32 1, i32 3}
!1104 = !{!"none", !"none"}
!1105 = !{!"float2*", !"float2*"}
!1106 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!1107 = !{!"", !""}
!1108 = !DILocation(line: 0, scope: !1082)
!1109 = !DILocation(line: 326, column: 11, scope: !1082)
!1110 = !DILocation(line: 327, column: 14, scope: !1082)
!1111 = !DILocation(line: 328, column: 28, scope: !1082)
!1112 = !DILocation(line: 328, column: 20, scope: !1082)
!1113 = !DILocation(line: 328, column: 10, scope: !1082)
!1114 = !DILocation(line: 328, column: 3, scope: !1082)
!1115 = !DILocation(line: 328, column: 8, scope: !1082)
!1116 = !DILocation(line: 329, column: 51, scope: !1082)
!1117 = !DILocation(line: 329, column: 33, scope: !1082)
!1118 = !DILocation(line: 329, column: 25, scope: !1082)
!1119 = !DILocation(line: 329, column: 15, scope: !1082)
!1120 = !DILocation(line: 329, column: 3, scope: !1082)
!1121 = !DILocation(line: 329, column: 13, scope: !1082)
!1122 = !DILocation(line: 330, column: 3, scope: !1082)
!1123 = !DILocation(line: 0, scope: !1092)
!1124 = !DILocation(line: 331, column: 3, scope: !1092)
!1125 = !DILocation(line: 342, column: 20, scope: !1082)
!1126 = !DILocation(line: 342, column: 13, scope: !1082)
!1127 = !DILocation(line: 342, column: 3, scope: !1082)
!1128 = !DILocation(line: 342, column: 18, scope: !1082)
!1129 = !DILocation(line: 343, column: 25, scope: !1082)
!1130 = !DILocation(line: 343, column: 3, scope: !1082)
!1131 = !DILocation(line: 343, column: 23, scope: !1082)
!1132 = !DILocation(line: 344, column: 1, scope: !1082)
!1133 = !DILocation(line: 0, scope: !1094)
!1134 = !DILocation(line: 332, column: 31, scope: !1094)
!1135 = !DILocation(line: 333, column: 17, scope: !1094)
!1136 = !DILocation(line: 334, column: 32, scope: !1094)
!1137 = !DILocation(line: 334, column: 30, scope: !1094)
!1138 = !DILocation(line: 334, column: 45, scope: !1094)
!1139 = !DILocation(line: 334, column: 43, scope: !1094)
!1140 = !DILocation(line: 335, column: 25, scope: !1094)
!1141 = !DILocation(line: 335, column: 42, scope: !1094)
!1142 = !DILocation(line: 336, column: 16, scope: !1094)
!1143 = !DILocation(line: 336, column: 31, scope: !1094)
!1144 = !DILocation(line: 0, scope: !1040, inlinedAt: !1145)
!1145 = distinct !DILocation(line: 336, column: 26, scope: !1094)
!1146 = !DILocation(line: 297, column: 65, scope: !1040, inlinedAt: !1145)
!1147 = !DILocation(line: 297, column: 77, scope: !1040, inlinedAt: !1145)
!1148 = !DILocation(line: 297, column: 75, scope: !1040, inlinedAt: !1145)
!1149 = !DILocation(line: 297, column: 64, scope: !1040, inlinedAt: !1145)
!1150 = !DILocation(line: 297, column: 104, scope: !1040, inlinedAt: !1145)
!1151 = !DILocation(line: 297, column: 98, scope: !1040, inlinedAt: !1145)
!1152 = !DILocation(line: 337, column: 5, scope: !1094)
!1153 = !DILocation(line: 338, column: 14, scope: !1094)
!1154 = !DILocation(line: 338, column: 10, scope: !1094)
!1155 = !DILocation(line: 339, column: 14, scope: !1094)
!1156 = !DILocation(line: 339, column: 10, scope: !1094)
!1157 = !DILocation(line: 340, column: 5, scope: !1094)
!1158 = !DILocation(line: 331, column: 32, scope: !1095)
!1159 = !DILocation(line: 331, column: 23, scope: !1095)
!1160 = distinct !{!1160, !1124, !1161, !128}
!1161 = !DILocation(line: 341, column: 3, scope: !1092)
