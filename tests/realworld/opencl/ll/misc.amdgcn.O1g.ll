source_filename = "src/misc.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 !dbg !19 {
    #dbg_value(i32 %0, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !25)
  %2 = lshr i32 %0, 16, !dbg !26
  %3 = xor i32 %2, %0, !dbg !27
    #dbg_value(i32 %3, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !25)
  %4 = mul i32 %3, 2146121005, !dbg !28
    #dbg_value(i32 %4, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !25)
  %5 = lshr i32 %4, 15, !dbg !29
  %6 = xor i32 %5, %4, !dbg !30
    #dbg_value(i32 %6, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !25)
  %7 = mul i32 %6, -2073254261, !dbg !31
    #dbg_value(i32 %7, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !25)
  %8 = lshr i32 %7, 16, !dbg !32
  %9 = xor i32 %8, %7, !dbg !33
    #dbg_value(i32 %9, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !25)
  ret i32 %9, !dbg !34
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @nbody_forces(ptr addrspace(1) nocapture noundef readonly align 16 %0, ptr addrspace(1) nocapture noundef writeonly align 16 %1, ptr addrspace(3) nocapture noundef align 16 %2, i32 noundef %3, float noundef %4) local_unnamed_addr #1 !dbg !35 !kernel_arg_addr_space !62 !kernel_arg_access_qual !63 !kernel_arg_type !64 !kernel_arg_base_type !65 !kernel_arg_type_qual !66 {
    #dbg_value(ptr addrspace(1) %0, !43, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !67)
    #dbg_value(ptr addrspace(1) %1, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !67)
    #dbg_value(ptr addrspace(3) %2, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !67)
    #dbg_value(i32 %3, !46, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !67)
    #dbg_value(float %4, !47, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !67)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !68
    #dbg_value(i64 %6, !48, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !67)
  %7 = shl i64 %6, 32, !dbg !69
  %8 = ashr exact i64 %7, 32, !dbg !69
  %9 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %8, !dbg !69
  %10 = load <4 x float>, ptr addrspace(1) %9, align 16, !dbg !69, !tbaa !70
    #dbg_value(<4 x float> %10, !49, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !67)
    #dbg_value(<4 x float> zeroinitializer, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !67)
    #dbg_value(i32 0, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !73)
  %11 = icmp sgt i32 %3, 0, !dbg !74
  br i1 %11, label %15, label %12, !dbg !75

12:                                               ; preds = %31, %5
  %13 = phi <4 x float> [ zeroinitializer, %5 ], [ %27, %31 ], !dbg !76
  %14 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %8, !dbg !77
  store <4 x float> %13, ptr addrspace(1) %14, align 16, !dbg !78, !tbaa !70
  ret void, !dbg !79

15:                                               ; preds = %5, %31
  %16 = phi <4 x float> [ %27, %31 ], [ zeroinitializer, %5 ]
  %17 = phi i32 [ %34, %31 ], [ 0, %5 ]
    #dbg_value(<4 x float> %16, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !67)
    #dbg_value(i32 %17, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !73)
  %18 = sext i32 %17 to i64, !dbg !80
  %19 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !81
  %20 = getelementptr <4 x float>, ptr addrspace(1) %0, i64 %19, !dbg !82
  %21 = getelementptr <4 x float>, ptr addrspace(1) %20, i64 %18, !dbg !82
  %22 = load <4 x float>, ptr addrspace(1) %21, align 16, !dbg !82, !tbaa !70
  %23 = trunc i64 %19 to i32, !dbg !83
  %24 = getelementptr inbounds <4 x float>, ptr addrspace(3) %2, i32 %23, !dbg !83
  store <4 x float> %22, ptr addrspace(3) %24, align 16, !dbg !84, !tbaa !70
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !85
    #dbg_value(i32 0, !53, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !86)
  br label %25, !dbg !87

25:                                               ; preds = %36, %15
  %26 = phi i32 [ 0, %15 ], [ %55, %36 ], !dbg !88
  %27 = phi <4 x float> [ %16, %15 ], [ %54, %36 ], !dbg !67
    #dbg_value(<4 x float> %27, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !67)
    #dbg_value(i32 %26, !53, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !86)
  %28 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9, !dbg !89
  %29 = trunc i64 %28 to i32, !dbg !90
  %30 = icmp slt i32 %26, %29, !dbg !91
  br i1 %30, label %36, label %31, !dbg !92

31:                                               ; preds = %25
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !93
  %32 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9, !dbg !94
  %33 = trunc i64 %32 to i32, !dbg !95
  %34 = add i32 %17, %33, !dbg !95
    #dbg_value(<4 x float> %27, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !67)
    #dbg_value(i32 %34, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !73)
  %35 = icmp slt i32 %34, %3, !dbg !74
  br i1 %35, label %15, label %12, !dbg !75, !llvm.loop !96

36:                                               ; preds = %25
  %37 = getelementptr inbounds <4 x float>, ptr addrspace(3) %2, i32 %26, !dbg !99
  %38 = load <4 x float>, ptr addrspace(3) %37, align 16, !dbg !99
  %39 = fsub <4 x float> %38, %10, !dbg !100
    #dbg_value(<4 x float> %39, !57, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !101)
  %40 = extractelement <4 x float> %39, i64 0, !dbg !102
  %41 = extractelement <4 x float> %39, i64 1, !dbg !103
  %42 = fmul float %41, %41, !dbg !104
  %43 = tail call float @llvm.fmuladd.f32(float %40, float %40, float %42), !dbg !105
  %44 = extractelement <4 x float> %39, i64 2, !dbg !106
  %45 = tail call float @llvm.fmuladd.f32(float %44, float %44, float %43), !dbg !107
  %46 = fadd float %45, %4, !dbg !108
    #dbg_value(float %46, !60, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !101)
  %47 = fmul float %46, %46, !dbg !109
  %48 = fmul float %46, %47, !dbg !110
  %49 = tail call float @_Z5rsqrtf(float noundef %48) #9, !dbg !111
    #dbg_value(float %49, !61, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !101)
  %50 = extractelement <4 x float> %38, i64 3, !dbg !112
  %51 = fmul float %50, %49, !dbg !113
  %52 = insertelement <4 x float> poison, float %51, i64 0, !dbg !114
  %53 = shufflevector <4 x float> %52, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !114
  %54 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %39, <4 x float> %53, <4 x float> %27), !dbg !115
    #dbg_value(<4 x float> %54, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !67)
  %55 = add nuw nsw i32 %26, 1, !dbg !116
    #dbg_value(i32 %55, !53, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !86)
  br label %25, !dbg !117, !llvm.loop !118
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !120 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !124 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !125 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !129 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !130 hidden float @_Z5rsqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @spmv_csr(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #5 !dbg !133 !kernel_arg_addr_space !154 !kernel_arg_access_qual !155 !kernel_arg_type !156 !kernel_arg_base_type !156 !kernel_arg_type_qual !157 {
    #dbg_value(ptr addrspace(1) %0, !142, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !158)
    #dbg_value(ptr addrspace(1) %1, !143, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !158)
    #dbg_value(ptr addrspace(1) %2, !144, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !158)
    #dbg_value(ptr addrspace(1) %3, !145, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !158)
    #dbg_value(ptr addrspace(1) %4, !146, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !158)
    #dbg_value(i32 %5, !147, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !158)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !159
  %8 = trunc i64 %7 to i32, !dbg !159
    #dbg_value(i32 %8, !148, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !158)
  %9 = icmp slt i32 %8, %5, !dbg !160
  br i1 %9, label %10, label %37, !dbg !161

10:                                               ; preds = %6
    #dbg_value(float 0.000000e+00, !149, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !162)
  %11 = shl i64 %7, 32, !dbg !163
  %12 = ashr exact i64 %11, 32, !dbg !163
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12, !dbg !163
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !163, !tbaa !164
    #dbg_value(i32 %14, !152, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !166)
  %15 = add i64 %11, 4294967296
  %16 = ashr exact i64 %15, 30
  %17 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !164
    #dbg_value(i32 %14, !152, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !166)
    #dbg_value(float 0.000000e+00, !149, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !162)
  %19 = icmp slt i32 %14, %18, !dbg !167
  br i1 %19, label %23, label %20, !dbg !169

20:                                               ; preds = %23, %10
  %21 = phi float [ 0.000000e+00, %10 ], [ %34, %23 ], !dbg !162
  %22 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12, !dbg !170
  store float %21, ptr addrspace(1) %22, align 4, !dbg !171, !tbaa !172
  br label %37, !dbg !174

23:                                               ; preds = %10, %23
  %24 = phi i32 [ %35, %23 ], [ %14, %10 ]
  %25 = phi float [ %34, %23 ], [ 0.000000e+00, %10 ]
    #dbg_value(i32 %24, !152, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !166)
    #dbg_value(float %25, !149, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !162)
  %26 = sext i32 %24 to i64, !dbg !175
  %27 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %26, !dbg !175
  %28 = load float, ptr addrspace(1) %27, align 4, !dbg !175, !tbaa !172
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26, !dbg !176
  %30 = load i32, ptr addrspace(1) %29, align 4, !dbg !176, !tbaa !164
  %31 = sext i32 %30 to i64, !dbg !177
  %32 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31, !dbg !177
  %33 = load float, ptr addrspace(1) %32, align 4, !dbg !177, !tbaa !172
  %34 = tail call float @llvm.fmuladd.f32(float %28, float %33, float %25), !dbg !178
    #dbg_value(float %34, !149, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !162)
  %35 = add nsw i32 %24, 1, !dbg !179
    #dbg_value(i32 %35, !152, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !166)
  %36 = icmp slt i32 %35, %18, !dbg !167
  br i1 %36, label %23, label %20, !dbg !169, !llvm.loop !180

37:                                               ; preds = %20, %6
  ret void, !dbg !182
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @black_scholes(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, float noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #6 !dbg !183 !kernel_arg_addr_space !200 !kernel_arg_access_qual !155 !kernel_arg_type !201 !kernel_arg_base_type !201 !kernel_arg_type_qual !202 {
    #dbg_value(ptr addrspace(1) %0, !187, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
    #dbg_value(ptr addrspace(1) %1, !188, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
    #dbg_value(ptr addrspace(1) %2, !189, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
    #dbg_value(float %3, !190, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
    #dbg_value(float %4, !191, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
    #dbg_value(float %5, !192, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !204
    #dbg_value(i64 %7, !193, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !203)
  %8 = tail call float @llvm.sqrt.f32(float noundef %5) #9, !dbg !205, !fpmath !206
  %9 = fmul float %8, %4, !dbg !207
    #dbg_value(float %9, !194, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %10 = shl i64 %7, 32, !dbg !208
  %11 = ashr exact i64 %10, 32, !dbg !208
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %11, !dbg !208
  %13 = load float, ptr addrspace(1) %12, align 4, !dbg !208, !tbaa !172
  %14 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11, !dbg !209
  %15 = load float, ptr addrspace(1) %14, align 4, !dbg !209, !tbaa !172
  %16 = fdiv float %13, %15, !dbg !210, !fpmath !211
  %17 = tail call float @_Z3logf(float noundef %16) #9, !dbg !212
  %18 = fmul float %4, 5.000000e-01, !dbg !213
  %19 = tail call float @llvm.fmuladd.f32(float %18, float %4, float %3), !dbg !214
  %20 = tail call float @llvm.fmuladd.f32(float %19, float %5, float %17), !dbg !215
  %21 = fdiv float %20, %9, !dbg !216, !fpmath !211
    #dbg_value(float %21, !195, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %22 = fsub float %21, %9, !dbg !217
    #dbg_value(float %22, !196, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %23 = fmul float %21, 0xBFE6A09E60000000, !dbg !218
  %24 = tail call float @_Z4erfcf(float noundef %23) #9, !dbg !219
  %25 = fmul float %24, 5.000000e-01, !dbg !220
    #dbg_value(float %25, !197, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %26 = fmul float %22, 0xBFE6A09E60000000, !dbg !221
  %27 = tail call float @_Z4erfcf(float noundef %26) #9, !dbg !222
  %28 = fmul float %27, 5.000000e-01, !dbg !223
    #dbg_value(float %28, !198, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %29 = fneg float %3, !dbg !224
  %30 = fmul float %29, %5, !dbg !225
  %31 = tail call float @_Z3expf(float noundef %30) #9, !dbg !226
  %32 = fneg float %15, !dbg !227
  %33 = fmul float %31, %32, !dbg !227
  %34 = fmul float %28, %33, !dbg !227
  %35 = tail call float @llvm.fmuladd.f32(float %13, float %25, float %34), !dbg !227
    #dbg_value(float %35, !199, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %36 = fcmp ogt float %35, 0.000000e+00, !dbg !228
  %37 = select i1 %36, float %35, float 0.000000e+00, !dbg !229
  %38 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %11, !dbg !230
  store float %37, ptr addrspace(1) %38, align 4, !dbg !231, !tbaa !172
  ret void, !dbg !232
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !233 hidden float @_Z3logf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !234 hidden float @_Z4erfcf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !235 hidden float @_Z3expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @conv2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #5 !dbg !236 !kernel_arg_addr_space !200 !kernel_arg_access_qual !155 !kernel_arg_type !259 !kernel_arg_base_type !259 !kernel_arg_type_qual !202 {
    #dbg_value(ptr addrspace(1) %0, !240, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(ptr addrspace(1) %1, !241, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(ptr addrspace(1) %2, !242, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(i32 %3, !243, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(i32 %4, !244, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(i32 %5, !245, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !261
  %8 = trunc i64 %7 to i32, !dbg !261
    #dbg_value(i32 %8, !246, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9, !dbg !262
  %10 = trunc i64 %9 to i32, !dbg !262
    #dbg_value(i32 %10, !247, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(i32 %5, !248, !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !260)
    #dbg_value(float 0.000000e+00, !249, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(i32 0, !250, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !263)
  %11 = icmp sgt i32 %5, 0, !dbg !264
  br i1 %11, label %12, label %24, !dbg !265

12:                                               ; preds = %6
  %13 = lshr i32 %5, 1, !dbg !266
  %14 = sub i32 %8, %13
  %15 = sub i32 %10, %13
  br label %16, !dbg !265

16:                                               ; preds = %12, %29
  %17 = phi float [ 0.000000e+00, %12 ], [ %52, %29 ]
  %18 = phi i32 [ 0, %12 ], [ %30, %29 ]
    #dbg_value(float %17, !249, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(i32 %18, !250, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !263)
    #dbg_value(float %17, !249, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(i32 0, !252, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !267)
  %19 = add i32 %15, %18
  %20 = icmp sgt i32 %19, -1
  %21 = icmp slt i32 %19, %4
  %22 = mul nsw i32 %19, %3
  %23 = mul nuw nsw i32 %18, %5
  br label %32, !dbg !268

24:                                               ; preds = %29, %6
  %25 = phi float [ 0.000000e+00, %6 ], [ %52, %29 ], !dbg !269
  %26 = icmp slt i32 %8, %3, !dbg !270
  %27 = icmp slt i32 %10, %4
  %28 = select i1 %26, i1 %27, i1 false, !dbg !272
  br i1 %28, label %55, label %60, !dbg !272

29:                                               ; preds = %51
  %30 = add nuw nsw i32 %18, 1, !dbg !273
    #dbg_value(float %52, !249, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(i32 %30, !250, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !263)
  %31 = icmp eq i32 %30, %5, !dbg !264
  br i1 %31, label %24, label %16, !dbg !265, !llvm.loop !274

32:                                               ; preds = %16, %51
  %33 = phi float [ %17, %16 ], [ %52, %51 ]
  %34 = phi i32 [ 0, %16 ], [ %53, %51 ]
    #dbg_value(float %33, !249, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(i32 %34, !252, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !267)
  %35 = add i32 %14, %34, !dbg !276
    #dbg_value(i32 %35, !255, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
    #dbg_value(i32 %19, !258, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !277)
  %36 = icmp sgt i32 %35, -1, !dbg !278
  %37 = select i1 %36, i1 %20, i1 false, !dbg !280
  %38 = icmp slt i32 %35, %3
  %39 = and i1 %38, %37, !dbg !280
  %40 = select i1 %39, i1 %21, i1 false, !dbg !280
  br i1 %40, label %41, label %51, !dbg !280

41:                                               ; preds = %32
  %42 = add nuw nsw i32 %35, %22, !dbg !281
  %43 = zext nneg i32 %42 to i64, !dbg !282
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %43, !dbg !282
  %45 = load float, ptr addrspace(1) %44, align 4, !dbg !282, !tbaa !172
  %46 = add nuw nsw i32 %34, %23, !dbg !283
  %47 = zext nneg i32 %46 to i64, !dbg !284
  %48 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47, !dbg !284
  %49 = load float, ptr addrspace(1) %48, align 4, !dbg !284, !tbaa !172
  %50 = tail call float @llvm.fmuladd.f32(float %45, float %49, float %33), !dbg !285
    #dbg_value(float %50, !249, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
  br label %51, !dbg !286

51:                                               ; preds = %32, %41
  %52 = phi float [ %50, %41 ], [ %33, %32 ], !dbg !260
    #dbg_value(float %52, !249, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
  %53 = add nuw nsw i32 %34, 1, !dbg !287
    #dbg_value(i32 %53, !252, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !267)
  %54 = icmp eq i32 %53, %5, !dbg !288
  br i1 %54, label %29, label %32, !dbg !268, !llvm.loop !289

55:                                               ; preds = %24
  %56 = mul nsw i32 %10, %3, !dbg !291
  %57 = add nsw i32 %56, %8, !dbg !292
  %58 = sext i32 %57 to i64, !dbg !293
  %59 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %58, !dbg !293
  store float %25, ptr addrspace(1) %59, align 4, !dbg !294, !tbaa !172
  br label %60, !dbg !293

60:                                               ; preds = %55, %24
  ret void, !dbg !295
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: write)
define protected amdgpu_kernel void @monte_carlo_pi(ptr addrspace(1) nocapture noundef writeonly align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !dbg !296 !kernel_arg_addr_space !312 !kernel_arg_access_qual !313 !kernel_arg_type !314 !kernel_arg_base_type !314 !kernel_arg_type_qual !315 {
    #dbg_value(ptr addrspace(1) %0, !301, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !316)
    #dbg_value(i32 %1, !302, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !316)
    #dbg_value(i32 %2, !303, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !316)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !317
    #dbg_value(!DIArgList(i64 %4, i32 %2), !304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !316)
    #dbg_value(i32 0, !305, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !316)
    #dbg_value(i32 0, !306, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !318)
  %5 = icmp sgt i32 %1, 0, !dbg !319
  br i1 %5, label %6, label %9, !dbg !320

6:                                                ; preds = %3
  %7 = trunc i64 %4 to i32, !dbg !321
    #dbg_value(!DIArgList(i32 %7, i32 %2), !304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !316)
  %8 = xor i32 %7, %2, !dbg !322
    #dbg_value(i32 %8, !304, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !316)
  br label %13, !dbg !320

9:                                                ; preds = %13, %3
  %10 = phi i32 [ 0, %3 ], [ %35, %13 ], !dbg !316
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !323
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11, !dbg !324
  store i32 %10, ptr addrspace(1) %12, align 4, !dbg !325, !tbaa !164
  ret void, !dbg !326

13:                                               ; preds = %6, %13
  %14 = phi i32 [ %24, %13 ], [ %8, %6 ]
  %15 = phi i32 [ %35, %13 ], [ 0, %6 ]
  %16 = phi i32 [ %36, %13 ], [ 0, %6 ]
    #dbg_value(i32 %14, !304, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !316)
    #dbg_value(i32 %15, !305, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !316)
    #dbg_value(i32 %16, !306, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !318)
    #dbg_value(i32 %14, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !327)
  %17 = lshr i32 %14, 16, !dbg !329
  %18 = xor i32 %17, %14, !dbg !330
    #dbg_value(i32 %18, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !327)
  %19 = mul i32 %18, 2146121005, !dbg !331
    #dbg_value(i32 %19, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !327)
  %20 = lshr i32 %19, 15, !dbg !332
  %21 = xor i32 %20, %19, !dbg !333
    #dbg_value(i32 %21, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !327)
  %22 = mul i32 %21, -2073254261, !dbg !334
    #dbg_value(i32 %22, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !327)
  %23 = lshr i32 %22, 16, !dbg !335
  %24 = xor i32 %23, %22, !dbg !336
    #dbg_value(!DIArgList(i32 %23, i32 %22), !24, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !327)
    #dbg_value(!DIArgList(i32 %23, i32 %22), !304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !316)
  %25 = and i32 %24, 65535, !dbg !337
  %26 = uitofp nneg i32 %25 to float, !dbg !338
  %27 = fdiv float %26, 6.553500e+04, !dbg !339, !fpmath !211
    #dbg_value(float %27, !308, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !340)
  %28 = lshr i32 %22, 16, !dbg !341
  %29 = uitofp nneg i32 %28 to float, !dbg !342
  %30 = fdiv float %29, 6.553500e+04, !dbg !343, !fpmath !211
    #dbg_value(float %30, !311, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !340)
  %31 = fmul float %30, %30, !dbg !344
  %32 = tail call float @llvm.fmuladd.f32(float %27, float %27, float %31), !dbg !345
  %33 = fcmp ole float %32, 1.000000e+00, !dbg !346
  %34 = zext i1 %33 to i32, !dbg !346
  %35 = add i32 %15, %34, !dbg !347
    #dbg_value(i32 %35, !305, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !316)
  %36 = add nuw nsw i32 %16, 1, !dbg !348
    #dbg_value(i32 %24, !304, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !316)
    #dbg_value(i32 %36, !306, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !318)
  %37 = icmp eq i32 %36, %1, !dbg !319
  br i1 %37, label %9, label %13, !dbg !320, !llvm.loop !349
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { convergent nofree norecurse nounwind memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16}
!opencl.ocl.version = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/misc.cl", directory: ".", checksumkind: CSK_MD5, checksum: "a9859026634cc56e1619043db24e7c50")
!2 = !{!3, !4, !10}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !5, line: 209, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!6 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, flags: DIFlagVector, elements: !8)
!7 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!8 = !{!9}
!9 = !DISubrange(count: 4)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !5, line: 129, baseType: !11)
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 2, i32 0}
!18 = !{!"clang-19"}
!19 = distinct !DISubprogram(name: "hash32", scope: !20, file: !20, line: 15, type: !21, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!20 = !DIFile(filename: "src/common.h", directory: ".", checksumkind: CSK_MD5, checksum: "e5333d42a508fc6e446e938aee4c8f69")
!21 = !DISubroutineType(types: !22)
!22 = !{!3, !10}
!23 = !{!24}
!24 = !DILocalVariable(name: "x", arg: 1, scope: !19, file: !20, line: 15, type: !10)
!25 = !DILocation(line: 0, scope: !19)
!26 = !DILocation(line: 16, column: 10, scope: !19)
!27 = !DILocation(line: 16, column: 5, scope: !19)
!28 = !DILocation(line: 17, column: 5, scope: !19)
!29 = !DILocation(line: 18, column: 10, scope: !19)
!30 = !DILocation(line: 18, column: 5, scope: !19)
!31 = !DILocation(line: 19, column: 5, scope: !19)
!32 = !DILocation(line: 20, column: 10, scope: !19)
!33 = !DILocation(line: 20, column: 5, scope: !19)
!34 = !DILocation(line: 21, column: 3, scope: !19)
!35 = distinct !DISubprogram(name: "nbody_forces", scope: !1, file: !1, line: 4, type: !36, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !42)
!36 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !37)
!37 = !{null, !38, !40, !41, !3, !7}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32, dwarfAddressSpace: 2)
!42 = !{!43, !44, !45, !46, !47, !48, !49, !50, !51, !53, !57, !60, !61}
!43 = !DILocalVariable(name: "pos", arg: 1, scope: !35, file: !1, line: 4, type: !38)
!44 = !DILocalVariable(name: "acc", arg: 2, scope: !35, file: !1, line: 4, type: !40)
!45 = !DILocalVariable(name: "tile", arg: 3, scope: !35, file: !1, line: 5, type: !41)
!46 = !DILocalVariable(name: "n", arg: 4, scope: !35, file: !1, line: 5, type: !3)
!47 = !DILocalVariable(name: "eps2", arg: 5, scope: !35, file: !1, line: 5, type: !7)
!48 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 6, type: !3)
!49 = !DILocalVariable(name: "p", scope: !35, file: !1, line: 7, type: !4)
!50 = !DILocalVariable(name: "a", scope: !35, file: !1, line: 8, type: !4)
!51 = !DILocalVariable(name: "t", scope: !52, file: !1, line: 9, type: !3)
!52 = distinct !DILexicalBlock(scope: !35, file: !1, line: 9, column: 3)
!53 = !DILocalVariable(name: "j", scope: !54, file: !1, line: 12, type: !3)
!54 = distinct !DILexicalBlock(scope: !55, file: !1, line: 12, column: 5)
!55 = distinct !DILexicalBlock(scope: !56, file: !1, line: 9, column: 50)
!56 = distinct !DILexicalBlock(scope: !52, file: !1, line: 9, column: 3)
!57 = !DILocalVariable(name: "d", scope: !58, file: !1, line: 13, type: !4)
!58 = distinct !DILexicalBlock(scope: !59, file: !1, line: 12, column: 54)
!59 = distinct !DILexicalBlock(scope: !54, file: !1, line: 12, column: 5)
!60 = !DILocalVariable(name: "r2", scope: !58, file: !1, line: 14, type: !7)
!61 = !DILocalVariable(name: "inv", scope: !58, file: !1, line: 15, type: !7)
!62 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!63 = !{!"none", !"none", !"none", !"none", !"none"}
!64 = !{!"float4*", !"float4*", !"float4*", !"int", !"float"}
!65 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int", !"float"}
!66 = !{!"const", !"", !"", !"", !""}
!67 = !DILocation(line: 0, scope: !35)
!68 = !DILocation(line: 6, column: 11, scope: !35)
!69 = !DILocation(line: 7, column: 14, scope: !35)
!70 = !{!71, !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = !DILocation(line: 0, scope: !52)
!74 = !DILocation(line: 9, column: 21, scope: !56)
!75 = !DILocation(line: 9, column: 3, scope: !52)
!76 = !DILocation(line: 8, column: 10, scope: !35)
!77 = !DILocation(line: 20, column: 3, scope: !35)
!78 = !DILocation(line: 20, column: 10, scope: !35)
!79 = !DILocation(line: 21, column: 1, scope: !35)
!80 = !DILocation(line: 10, column: 33, scope: !55)
!81 = !DILocation(line: 10, column: 37, scope: !55)
!82 = !DILocation(line: 10, column: 29, scope: !55)
!83 = !DILocation(line: 10, column: 5, scope: !55)
!84 = !DILocation(line: 10, column: 27, scope: !55)
!85 = !DILocation(line: 11, column: 5, scope: !55)
!86 = !DILocation(line: 0, scope: !54)
!87 = !DILocation(line: 12, column: 10, scope: !54)
!88 = !DILocation(line: 12, scope: !54)
!89 = !DILocation(line: 12, column: 30, scope: !59)
!90 = !DILocation(line: 12, column: 25, scope: !59)
!91 = !DILocation(line: 12, column: 23, scope: !59)
!92 = !DILocation(line: 12, column: 5, scope: !54)
!93 = !DILocation(line: 18, column: 5, scope: !55)
!94 = !DILocation(line: 9, column: 31, scope: !56)
!95 = !DILocation(line: 9, column: 28, scope: !56)
!96 = distinct !{!96, !75, !97, !98}
!97 = !DILocation(line: 19, column: 3, scope: !52)
!98 = !{!"llvm.loop.unroll.disable"}
!99 = !DILocation(line: 13, column: 18, scope: !58)
!100 = !DILocation(line: 13, column: 26, scope: !58)
!101 = !DILocation(line: 0, scope: !58)
!102 = !DILocation(line: 14, column: 18, scope: !58)
!103 = !DILocation(line: 14, column: 30, scope: !58)
!104 = !DILocation(line: 14, column: 34, scope: !58)
!105 = !DILocation(line: 14, column: 28, scope: !58)
!106 = !DILocation(line: 14, column: 42, scope: !58)
!107 = !DILocation(line: 14, column: 40, scope: !58)
!108 = !DILocation(line: 14, column: 52, scope: !58)
!109 = !DILocation(line: 15, column: 28, scope: !58)
!110 = !DILocation(line: 15, column: 33, scope: !58)
!111 = !DILocation(line: 15, column: 19, scope: !58)
!112 = !DILocation(line: 16, column: 17, scope: !58)
!113 = !DILocation(line: 16, column: 27, scope: !58)
!114 = !DILocation(line: 16, column: 16, scope: !58)
!115 = !DILocation(line: 16, column: 9, scope: !58)
!116 = !DILocation(line: 12, column: 49, scope: !59)
!117 = !DILocation(line: 12, column: 5, scope: !59)
!118 = distinct !{!118, !92, !119, !98}
!119 = !DILocation(line: 17, column: 5, scope: !54)
!120 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 6, type: !121, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{!123, !11}
!123 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!124 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !1, file: !1, line: 10, type: !121, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !1, file: !1, line: 11, type: !126, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !128}
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !5, line: 372, baseType: !10)
!129 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !1, file: !1, line: 12, type: !121, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!130 = !DISubprogram(name: "rsqrt", linkageName: "_Z5rsqrtf", scope: !1, file: !1, line: 15, type: !131, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DISubroutineType(types: !132)
!132 = !{!7, !7}
!133 = distinct !DISubprogram(name: "spmv_csr", scope: !1, file: !1, line: 24, type: !134, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !141)
!134 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !135)
!135 = !{null, !136, !136, !138, !138, !140, !3}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!138 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64)
!139 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!141 = !{!142, !143, !144, !145, !146, !147, !148, !149, !152}
!142 = !DILocalVariable(name: "rowptr", arg: 1, scope: !133, file: !1, line: 24, type: !136)
!143 = !DILocalVariable(name: "cols", arg: 2, scope: !133, file: !1, line: 24, type: !136)
!144 = !DILocalVariable(name: "vals", arg: 3, scope: !133, file: !1, line: 25, type: !138)
!145 = !DILocalVariable(name: "x", arg: 4, scope: !133, file: !1, line: 25, type: !138)
!146 = !DILocalVariable(name: "y", arg: 5, scope: !133, file: !1, line: 26, type: !140)
!147 = !DILocalVariable(name: "nrows", arg: 6, scope: !133, file: !1, line: 26, type: !3)
!148 = !DILocalVariable(name: "r", scope: !133, file: !1, line: 27, type: !3)
!149 = !DILocalVariable(name: "s", scope: !150, file: !1, line: 29, type: !7)
!150 = distinct !DILexicalBlock(scope: !151, file: !1, line: 28, column: 18)
!151 = distinct !DILexicalBlock(scope: !133, file: !1, line: 28, column: 7)
!152 = !DILocalVariable(name: "k", scope: !153, file: !1, line: 30, type: !3)
!153 = distinct !DILexicalBlock(scope: !150, file: !1, line: 30, column: 5)
!154 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!155 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!156 = !{!"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!157 = !{!"const", !"const", !"const", !"const", !"", !""}
!158 = !DILocation(line: 0, scope: !133)
!159 = !DILocation(line: 27, column: 11, scope: !133)
!160 = !DILocation(line: 28, column: 9, scope: !151)
!161 = !DILocation(line: 28, column: 7, scope: !133)
!162 = !DILocation(line: 0, scope: !150)
!163 = !DILocation(line: 30, column: 18, scope: !153)
!164 = !{!165, !165, i64 0}
!165 = !{!"int", !71, i64 0}
!166 = !DILocation(line: 0, scope: !153)
!167 = !DILocation(line: 30, column: 31, scope: !168)
!168 = distinct !DILexicalBlock(scope: !153, file: !1, line: 30, column: 5)
!169 = !DILocation(line: 30, column: 5, scope: !153)
!170 = !DILocation(line: 32, column: 5, scope: !150)
!171 = !DILocation(line: 32, column: 10, scope: !150)
!172 = !{!173, !173, i64 0}
!173 = !{!"float", !71, i64 0}
!174 = !DILocation(line: 33, column: 3, scope: !150)
!175 = !DILocation(line: 31, column: 12, scope: !168)
!176 = !DILocation(line: 31, column: 24, scope: !168)
!177 = !DILocation(line: 31, column: 22, scope: !168)
!178 = !DILocation(line: 31, column: 9, scope: !168)
!179 = !DILocation(line: 30, column: 48, scope: !168)
!180 = distinct !{!180, !169, !181, !98}
!181 = !DILocation(line: 31, column: 31, scope: !153)
!182 = !DILocation(line: 34, column: 1, scope: !133)
!183 = distinct !DISubprogram(name: "black_scholes", scope: !1, file: !1, line: 37, type: !184, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !186)
!184 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !185)
!185 = !{null, !138, !138, !140, !7, !7, !7}
!186 = !{!187, !188, !189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199}
!187 = !DILocalVariable(name: "S", arg: 1, scope: !183, file: !1, line: 37, type: !138)
!188 = !DILocalVariable(name: "K", arg: 2, scope: !183, file: !1, line: 37, type: !138)
!189 = !DILocalVariable(name: "call", arg: 3, scope: !183, file: !1, line: 38, type: !140)
!190 = !DILocalVariable(name: "r", arg: 4, scope: !183, file: !1, line: 38, type: !7)
!191 = !DILocalVariable(name: "v", arg: 5, scope: !183, file: !1, line: 38, type: !7)
!192 = !DILocalVariable(name: "T", arg: 6, scope: !183, file: !1, line: 38, type: !7)
!193 = !DILocalVariable(name: "i", scope: !183, file: !1, line: 39, type: !3)
!194 = !DILocalVariable(name: "sq", scope: !183, file: !1, line: 40, type: !7)
!195 = !DILocalVariable(name: "d1", scope: !183, file: !1, line: 41, type: !7)
!196 = !DILocalVariable(name: "d2", scope: !183, file: !1, line: 42, type: !7)
!197 = !DILocalVariable(name: "nd1", scope: !183, file: !1, line: 43, type: !7)
!198 = !DILocalVariable(name: "nd2", scope: !183, file: !1, line: 44, type: !7)
!199 = !DILocalVariable(name: "c", scope: !183, file: !1, line: 45, type: !7)
!200 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!201 = !{!"float*", !"float*", !"float*", !"float", !"float", !"float"}
!202 = !{!"const", !"const", !"", !"", !"", !""}
!203 = !DILocation(line: 0, scope: !183)
!204 = !DILocation(line: 39, column: 11, scope: !183)
!205 = !DILocation(line: 40, column: 18, scope: !183)
!206 = !{float 3.000000e+00}
!207 = !DILocation(line: 40, column: 16, scope: !183)
!208 = !DILocation(line: 41, column: 19, scope: !183)
!209 = !DILocation(line: 41, column: 26, scope: !183)
!210 = !DILocation(line: 41, column: 24, scope: !183)
!211 = !{float 2.500000e+00}
!212 = !DILocation(line: 41, column: 15, scope: !183)
!213 = !DILocation(line: 41, column: 44, scope: !183)
!214 = !DILocation(line: 41, column: 37, scope: !183)
!215 = !DILocation(line: 41, column: 32, scope: !183)
!216 = !DILocation(line: 41, column: 58, scope: !183)
!217 = !DILocation(line: 42, column: 17, scope: !183)
!218 = !DILocation(line: 43, column: 31, scope: !183)
!219 = !DILocation(line: 43, column: 22, scope: !183)
!220 = !DILocation(line: 43, column: 20, scope: !183)
!221 = !DILocation(line: 44, column: 31, scope: !183)
!222 = !DILocation(line: 44, column: 22, scope: !183)
!223 = !DILocation(line: 44, column: 20, scope: !183)
!224 = !DILocation(line: 45, column: 37, scope: !183)
!225 = !DILocation(line: 45, column: 40, scope: !183)
!226 = !DILocation(line: 45, column: 33, scope: !183)
!227 = !DILocation(line: 45, column: 24, scope: !183)
!228 = !DILocation(line: 46, column: 15, scope: !183)
!229 = !DILocation(line: 46, column: 13, scope: !183)
!230 = !DILocation(line: 46, column: 3, scope: !183)
!231 = !DILocation(line: 46, column: 11, scope: !183)
!232 = !DILocation(line: 47, column: 1, scope: !183)
!233 = !DISubprogram(name: "log", linkageName: "_Z3logf", scope: !1, file: !1, line: 41, type: !131, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubprogram(name: "erfc", linkageName: "_Z4erfcf", scope: !1, file: !1, line: 43, type: !131, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubprogram(name: "exp", linkageName: "_Z3expf", scope: !1, file: !1, line: 45, type: !131, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = distinct !DISubprogram(name: "conv2d", scope: !1, file: !1, line: 50, type: !237, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !239)
!237 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !238)
!238 = !{null, !138, !138, !140, !3, !3, !3}
!239 = !{!240, !241, !242, !243, !244, !245, !246, !247, !248, !249, !250, !252, !255, !258}
!240 = !DILocalVariable(name: "img", arg: 1, scope: !236, file: !1, line: 50, type: !138)
!241 = !DILocalVariable(name: "filt", arg: 2, scope: !236, file: !1, line: 50, type: !138)
!242 = !DILocalVariable(name: "out", arg: 3, scope: !236, file: !1, line: 51, type: !140)
!243 = !DILocalVariable(name: "w", arg: 4, scope: !236, file: !1, line: 51, type: !3)
!244 = !DILocalVariable(name: "h", arg: 5, scope: !236, file: !1, line: 51, type: !3)
!245 = !DILocalVariable(name: "fs", arg: 6, scope: !236, file: !1, line: 51, type: !3)
!246 = !DILocalVariable(name: "x", scope: !236, file: !1, line: 52, type: !3)
!247 = !DILocalVariable(name: "y", scope: !236, file: !1, line: 52, type: !3)
!248 = !DILocalVariable(name: "half_", scope: !236, file: !1, line: 53, type: !3)
!249 = !DILocalVariable(name: "s", scope: !236, file: !1, line: 54, type: !7)
!250 = !DILocalVariable(name: "fy", scope: !251, file: !1, line: 55, type: !3)
!251 = distinct !DILexicalBlock(scope: !236, file: !1, line: 55, column: 3)
!252 = !DILocalVariable(name: "fx", scope: !253, file: !1, line: 56, type: !3)
!253 = distinct !DILexicalBlock(scope: !254, file: !1, line: 56, column: 5)
!254 = distinct !DILexicalBlock(scope: !251, file: !1, line: 55, column: 3)
!255 = !DILocalVariable(name: "ix", scope: !256, file: !1, line: 57, type: !3)
!256 = distinct !DILexicalBlock(scope: !257, file: !1, line: 56, column: 37)
!257 = distinct !DILexicalBlock(scope: !253, file: !1, line: 56, column: 5)
!258 = !DILocalVariable(name: "iy", scope: !256, file: !1, line: 57, type: !3)
!259 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!260 = !DILocation(line: 0, scope: !236)
!261 = !DILocation(line: 52, column: 11, scope: !236)
!262 = !DILocation(line: 52, column: 33, scope: !236)
!263 = !DILocation(line: 0, scope: !251)
!264 = !DILocation(line: 55, column: 23, scope: !254)
!265 = !DILocation(line: 55, column: 3, scope: !251)
!266 = !DILocation(line: 53, column: 18, scope: !236)
!267 = !DILocation(line: 0, scope: !253)
!268 = !DILocation(line: 56, column: 5, scope: !253)
!269 = !DILocation(line: 54, column: 9, scope: !236)
!270 = !DILocation(line: 62, column: 9, scope: !271)
!271 = distinct !DILexicalBlock(scope: !236, file: !1, line: 62, column: 7)
!272 = !DILocation(line: 62, column: 13, scope: !271)
!273 = !DILocation(line: 55, column: 29, scope: !254)
!274 = distinct !{!274, !265, !275, !98}
!275 = !DILocation(line: 61, column: 5, scope: !251)
!276 = !DILocation(line: 57, column: 23, scope: !256)
!277 = !DILocation(line: 0, scope: !256)
!278 = !DILocation(line: 58, column: 14, scope: !279)
!279 = distinct !DILexicalBlock(scope: !256, file: !1, line: 58, column: 11)
!280 = !DILocation(line: 58, column: 18, scope: !279)
!281 = !DILocation(line: 60, column: 23, scope: !256)
!282 = !DILocation(line: 60, column: 12, scope: !256)
!283 = !DILocation(line: 60, column: 44, scope: !256)
!284 = !DILocation(line: 60, column: 31, scope: !256)
!285 = !DILocation(line: 60, column: 9, scope: !256)
!286 = !DILocation(line: 61, column: 5, scope: !257)
!287 = !DILocation(line: 56, column: 31, scope: !257)
!288 = !DILocation(line: 56, column: 25, scope: !257)
!289 = distinct !{!289, !268, !290, !98}
!290 = !DILocation(line: 61, column: 5, scope: !253)
!291 = !DILocation(line: 63, column: 11, scope: !271)
!292 = !DILocation(line: 63, column: 15, scope: !271)
!293 = !DILocation(line: 63, column: 5, scope: !271)
!294 = !DILocation(line: 63, column: 20, scope: !271)
!295 = !DILocation(line: 64, column: 1, scope: !236)
!296 = distinct !DISubprogram(name: "monte_carlo_pi", scope: !1, file: !1, line: 67, type: !297, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !300)
!297 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !298)
!298 = !{null, !299, !3, !10}
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!300 = !{!301, !302, !303, !304, !305, !306, !308, !311}
!301 = !DILocalVariable(name: "hits", arg: 1, scope: !296, file: !1, line: 67, type: !299)
!302 = !DILocalVariable(name: "samples", arg: 2, scope: !296, file: !1, line: 67, type: !3)
!303 = !DILocalVariable(name: "seed", arg: 3, scope: !296, file: !1, line: 67, type: !10)
!304 = !DILocalVariable(name: "s", scope: !296, file: !1, line: 68, type: !10)
!305 = !DILocalVariable(name: "h", scope: !296, file: !1, line: 69, type: !10)
!306 = !DILocalVariable(name: "k", scope: !307, file: !1, line: 70, type: !3)
!307 = distinct !DILexicalBlock(scope: !296, file: !1, line: 70, column: 3)
!308 = !DILocalVariable(name: "x", scope: !309, file: !1, line: 72, type: !7)
!309 = distinct !DILexicalBlock(scope: !310, file: !1, line: 70, column: 37)
!310 = distinct !DILexicalBlock(scope: !307, file: !1, line: 70, column: 3)
!311 = !DILocalVariable(name: "y", scope: !309, file: !1, line: 73, type: !7)
!312 = !{i32 1, i32 0, i32 0}
!313 = !{!"none", !"none", !"none"}
!314 = !{!"uint*", !"int", !"uint"}
!315 = !{!"", !"", !""}
!316 = !DILocation(line: 0, scope: !296)
!317 = !DILocation(line: 68, column: 25, scope: !296)
!318 = !DILocation(line: 0, scope: !307)
!319 = !DILocation(line: 70, column: 21, scope: !310)
!320 = !DILocation(line: 70, column: 3, scope: !307)
!321 = !DILocation(line: 68, column: 19, scope: !296)
!322 = !DILocation(line: 68, column: 17, scope: !296)
!323 = !DILocation(line: 76, column: 8, scope: !296)
!324 = !DILocation(line: 76, column: 3, scope: !296)
!325 = !DILocation(line: 76, column: 26, scope: !296)
!326 = !DILocation(line: 77, column: 1, scope: !296)
!327 = !DILocation(line: 0, scope: !19, inlinedAt: !328)
!328 = distinct !DILocation(line: 71, column: 15, scope: !309)
!329 = !DILocation(line: 16, column: 10, scope: !19, inlinedAt: !328)
!330 = !DILocation(line: 16, column: 5, scope: !19, inlinedAt: !328)
!331 = !DILocation(line: 17, column: 5, scope: !19, inlinedAt: !328)
!332 = !DILocation(line: 18, column: 10, scope: !19, inlinedAt: !328)
!333 = !DILocation(line: 18, column: 5, scope: !19, inlinedAt: !328)
!334 = !DILocation(line: 19, column: 5, scope: !19, inlinedAt: !328)
!335 = !DILocation(line: 20, column: 10, scope: !19, inlinedAt: !328)
!336 = !DILocation(line: 20, column: 5, scope: !19, inlinedAt: !328)
!337 = !DILocation(line: 72, column: 18, scope: !309)
!338 = !DILocation(line: 72, column: 15, scope: !309)
!339 = !DILocation(line: 72, column: 28, scope: !309)
!340 = !DILocation(line: 0, scope: !309)
!341 = !DILocation(line: 73, column: 18, scope: !309)
!342 = !DILocation(line: 73, column: 15, scope: !309)
!343 = !DILocation(line: 73, column: 25, scope: !309)
!344 = !DILocation(line: 74, column: 20, scope: !309)
!345 = !DILocation(line: 74, column: 16, scope: !309)
!346 = !DILocation(line: 74, column: 24, scope: !309)
!347 = !DILocation(line: 74, column: 7, scope: !309)
!348 = !DILocation(line: 70, column: 32, scope: !310)
!349 = distinct !{!349, !320, !350, !98}
!350 = !DILocation(line: 75, column: 3, scope: !307)
