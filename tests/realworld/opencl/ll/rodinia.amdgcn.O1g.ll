source_filename = "src/rodinia.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.node_t = type { i32, i32 }
%struct.latlong_t = type { float, float }
%struct.bnode_t = type { i32, i32, [16 x i32], [17 x i32] }
%struct.cfd_var_t = type { float, <3 x float>, float, [12 x i8] }

@rd_hotspot.t_on = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !0
@rd_hotspot.p_on = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !19
@rd_hotspot.t_tmp = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !24
@rd_nw.temp = internal unnamed_addr addrspace(3) global [17 x [17 x i32]] undef, align 4, !dbg !26
@rd_nw.refl = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4, !dbg !72
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 !dbg !116 {
    #dbg_value(i32 %0, !123, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !124)
  %2 = lshr i32 %0, 16, !dbg !125
  %3 = xor i32 %2, %0, !dbg !126
    #dbg_value(i32 %3, !123, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !124)
  %4 = mul i32 %3, 2146121005, !dbg !127
    #dbg_value(i32 %4, !123, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !124)
  %5 = lshr i32 %4, 15, !dbg !128
  %6 = xor i32 %5, %4, !dbg !129
    #dbg_value(i32 %6, !123, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !124)
  %7 = mul i32 %6, -2073254261, !dbg !130
    #dbg_value(i32 %7, !123, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !124)
  %8 = lshr i32 %7, 16, !dbg !131
  %9 = xor i32 %8, %7, !dbg !132
    #dbg_value(i32 %9, !123, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !124)
  ret i32 %9, !dbg !133
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_bfs_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, ptr addrspace(1) nocapture noundef readonly align 1 %4, ptr addrspace(1) nocapture noundef align 4 %5, i32 noundef %6) local_unnamed_addr #1 !dbg !134 !kernel_arg_addr_space !165 !kernel_arg_access_qual !166 !kernel_arg_type !167 !kernel_arg_base_type !167 !kernel_arg_type_qual !168 {
    #dbg_value(ptr addrspace(1) %0, !149, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !169)
    #dbg_value(ptr addrspace(1) %1, !150, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !169)
    #dbg_value(ptr addrspace(1) %2, !151, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !169)
    #dbg_value(ptr addrspace(1) %3, !152, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !169)
    #dbg_value(ptr addrspace(1) %4, !153, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !169)
    #dbg_value(ptr addrspace(1) %5, !154, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !169)
    #dbg_value(i32 %6, !155, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !169)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !170
  %9 = trunc i64 %8 to i32, !dbg !170
    #dbg_value(i32 %9, !156, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !169)
  %10 = icmp slt i32 %9, %6, !dbg !171
  br i1 %10, label %11, label %43, !dbg !172

11:                                               ; preds = %7
  %12 = shl i64 %8, 32, !dbg !173
  %13 = ashr exact i64 %12, 32, !dbg !173
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %13, !dbg !173
  %15 = load i8, ptr addrspace(1) %14, align 1, !dbg !173, !tbaa !174
  %16 = icmp eq i8 %15, 0, !dbg !173
  br i1 %16, label %43, label %17, !dbg !177

17:                                               ; preds = %11
  store i8 0, ptr addrspace(1) %14, align 1, !dbg !178, !tbaa !174
  %18 = getelementptr inbounds %struct.node_t, ptr addrspace(1) %0, i64 %13, !dbg !179
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !179, !tbaa !180
  %20 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 4, !dbg !179
  %21 = load i32, ptr addrspace(1) %20, align 4, !dbg !179, !tbaa !180
    #dbg_value(i32 %19, !160, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !182)
  %22 = add nsw i32 %21, %19
    #dbg_value(i32 %19, !160, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !182)
  %23 = icmp sgt i32 %21, 0, !dbg !183
  br i1 %23, label %24, label %43, !dbg !184

24:                                               ; preds = %17
  %25 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %13
  br label %26, !dbg !184

26:                                               ; preds = %24, %40
  %27 = phi i32 [ %19, %24 ], [ %41, %40 ]
    #dbg_value(i32 %27, !160, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !182)
  %28 = sext i32 %27 to i64, !dbg !185
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28, !dbg !185
  %30 = load i32, ptr addrspace(1) %29, align 4, !dbg !185, !tbaa !180
    #dbg_value(i32 %30, !162, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !186)
  %31 = sext i32 %30 to i64, !dbg !187
  %32 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %31, !dbg !187
  %33 = load i8, ptr addrspace(1) %32, align 1, !dbg !187, !tbaa !174
  %34 = icmp eq i8 %33, 0, !dbg !187
  br i1 %34, label %35, label %40, !dbg !189

35:                                               ; preds = %26
  %36 = load i32, ptr addrspace(1) %25, align 4, !dbg !190, !tbaa !180
  %37 = add nsw i32 %36, 1, !dbg !192
  %38 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %31, !dbg !193
  store i32 %37, ptr addrspace(1) %38, align 4, !dbg !194, !tbaa !180
  %39 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %31, !dbg !195
  store i8 1, ptr addrspace(1) %39, align 1, !dbg !196, !tbaa !174
  br label %40, !dbg !197

40:                                               ; preds = %35, %26
  %41 = add nsw i32 %27, 1, !dbg !198
    #dbg_value(i32 %41, !160, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !182)
  %42 = icmp slt i32 %41, %22, !dbg !183
  br i1 %42, label %26, label %43, !dbg !184, !llvm.loop !199

43:                                               ; preds = %40, %17, %11, %7
  ret void, !dbg !202
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !203 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_bfs_2(ptr addrspace(1) nocapture noundef writeonly align 1 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(1) nocapture noundef writeonly align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, i32 noundef %4) local_unnamed_addr #3 !dbg !207 !kernel_arg_addr_space !217 !kernel_arg_access_qual !218 !kernel_arg_type !219 !kernel_arg_base_type !219 !kernel_arg_type_qual !220 {
    #dbg_value(ptr addrspace(1) %0, !211, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !221)
    #dbg_value(ptr addrspace(1) %1, !212, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !221)
    #dbg_value(ptr addrspace(1) %2, !213, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !221)
    #dbg_value(ptr addrspace(1) %3, !214, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !221)
    #dbg_value(i32 %4, !215, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !221)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !222
  %7 = trunc i64 %6 to i32, !dbg !222
    #dbg_value(i32 %7, !216, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !221)
  %8 = icmp slt i32 %7, %4, !dbg !223
  br i1 %8, label %9, label %18, !dbg !225

9:                                                ; preds = %5
  %10 = shl i64 %6, 32, !dbg !226
  %11 = ashr exact i64 %10, 32, !dbg !226
  %12 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %11, !dbg !226
  %13 = load i8, ptr addrspace(1) %12, align 1, !dbg !226, !tbaa !174
  %14 = icmp eq i8 %13, 0, !dbg !226
  br i1 %14, label %18, label %15, !dbg !227

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11, !dbg !228
  store i8 1, ptr addrspace(1) %16, align 1, !dbg !230, !tbaa !174
  %17 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %11, !dbg !231
  store i8 1, ptr addrspace(1) %17, align 1, !dbg !232, !tbaa !174
  store i8 1, ptr addrspace(1) %3, align 1, !dbg !233, !tbaa !174
  store i8 0, ptr addrspace(1) %12, align 1, !dbg !234, !tbaa !174
  br label %18, !dbg !235

18:                                               ; preds = %15, %9, %5
  ret void, !dbg !236
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_bp_layerforward(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5) local_unnamed_addr #4 !dbg !237 !kernel_arg_addr_space !258 !kernel_arg_access_qual !259 !kernel_arg_type !260 !kernel_arg_base_type !260 !kernel_arg_type_qual !261 {
    #dbg_value(ptr addrspace(1) %0, !242, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !262)
    #dbg_value(ptr addrspace(1) %1, !243, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !262)
    #dbg_value(ptr addrspace(1) %2, !244, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !262)
    #dbg_value(ptr addrspace(3) %3, !245, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !262)
    #dbg_value(ptr addrspace(3) %4, !246, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !262)
    #dbg_value(i32 %5, !247, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !262)
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #9, !dbg !263
  %8 = trunc i64 %7 to i32, !dbg !263
    #dbg_value(i32 %8, !248, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !262)
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !264
  %10 = trunc i64 %9 to i32, !dbg !264
    #dbg_value(i32 %10, !249, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !262)
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #9, !dbg !265
  %12 = trunc i64 %11 to i32, !dbg !265
    #dbg_value(i32 %12, !250, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !262)
  %13 = add nsw i32 %5, 1, !dbg !266
  %14 = shl i32 %8, 4, !dbg !267
  %15 = add i32 %14, %12
  %16 = mul i32 %15, %13
  %17 = add i32 %5, 2, !dbg !268
  %18 = add i32 %17, %10, !dbg !269
  %19 = add i32 %18, %16, !dbg !270
    #dbg_value(i32 %19, !251, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !262)
    #dbg_value(!DIArgList(i32 %8, i32 %12), !252, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 4, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !262)
  %20 = icmp eq i32 %10, 0, !dbg !271
  br i1 %20, label %21, label %29, !dbg !273

21:                                               ; preds = %6
  %22 = shl nsw i32 %8, 4, !dbg !274
    #dbg_value(!DIArgList(i32 %22, i32 %12), !252, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !262)
  %23 = add nsw i32 %22, %12, !dbg !275
    #dbg_value(i32 %23, !252, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !262)
    #dbg_value(i32 %23, !252, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !262)
  %24 = sext i32 %23 to i64, !dbg !276
  %25 = getelementptr float, ptr addrspace(1) %0, i64 %24, !dbg !276
  %26 = getelementptr i8, ptr addrspace(1) %25, i64 4, !dbg !276
  %27 = load float, ptr addrspace(1) %26, align 4, !dbg !276, !tbaa !277
  %28 = getelementptr inbounds float, ptr addrspace(3) %3, i32 %12, !dbg !279
  store float %27, ptr addrspace(3) %28, align 4, !dbg !280, !tbaa !277
  br label %29, !dbg !279

29:                                               ; preds = %21, %6
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !281
  %30 = sext i32 %19 to i64, !dbg !282
  %31 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30, !dbg !282
  %32 = load float, ptr addrspace(1) %31, align 4, !dbg !282, !tbaa !277
  %33 = getelementptr inbounds float, ptr addrspace(3) %3, i32 %12, !dbg !283
  %34 = load float, ptr addrspace(3) %33, align 4, !dbg !283, !tbaa !277
  %35 = fmul float %32, %34, !dbg !284
  %36 = shl i32 %12, 6, !dbg !285
  %37 = getelementptr i8, ptr addrspace(3) %4, i32 %36, !dbg !285
  %38 = getelementptr float, ptr addrspace(3) %37, i32 %10, !dbg !285
  store float %35, ptr addrspace(3) %38, align 4, !dbg !286, !tbaa !277
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !287
    #dbg_value(i32 1, !253, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !288)
  %39 = getelementptr float, ptr addrspace(3) %4, i32 %10, !dbg !289
    #dbg_value(i32 1, !253, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !288)
  br label %42, !dbg !290

40:                                               ; preds = %56
  %41 = icmp eq i32 %12, 0, !dbg !291
  br i1 %41, label %59, label %66, !dbg !293

42:                                               ; preds = %29, %56
  %43 = phi i32 [ 1, %29 ], [ %57, %56 ]
    #dbg_value(i32 %43, !253, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !288)
  %44 = shl nuw nsw i32 1, %43, !dbg !294
    #dbg_value(i32 %44, !255, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !295)
  %45 = add nsw i32 %44, -1, !dbg !296
  %46 = and i32 %45, %12, !dbg !296
  %47 = icmp eq i32 %46, 0, !dbg !296
  br i1 %47, label %48, label %56, !dbg !298

48:                                               ; preds = %42
  %49 = lshr exact i32 %44, 1, !dbg !299
  %50 = add nsw i32 %49, %12, !dbg !300
  %51 = shl i32 %50, 6, !dbg !301
  %52 = getelementptr i8, ptr addrspace(3) %39, i32 %51, !dbg !301
  %53 = load float, ptr addrspace(3) %52, align 4, !dbg !301, !tbaa !277
  %54 = load float, ptr addrspace(3) %38, align 4, !dbg !302, !tbaa !277
  %55 = fadd float %53, %54, !dbg !302
  store float %55, ptr addrspace(3) %38, align 4, !dbg !302, !tbaa !277
  br label %56, !dbg !303

56:                                               ; preds = %48, %42
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !304
  %57 = add nuw nsw i32 %43, 1, !dbg !305
    #dbg_value(i32 %57, !253, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !288)
  %58 = icmp eq i32 %57, 5, !dbg !306
  br i1 %58, label %40, label %42, !dbg !290, !llvm.loop !307

59:                                               ; preds = %40
  %60 = getelementptr inbounds float, ptr addrspace(3) %4, i32 %10, !dbg !309
  %61 = load float, ptr addrspace(3) %60, align 4, !dbg !309, !tbaa !277
  %62 = mul nsw i32 %8, %5, !dbg !310
  %63 = add nsw i32 %62, %10, !dbg !311
  %64 = sext i32 %63 to i64, !dbg !312
  %65 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %64, !dbg !312
  store float %61, ptr addrspace(1) %65, align 4, !dbg !313, !tbaa !277
  br label %66, !dbg !312

66:                                               ; preds = %59, %40
  ret void, !dbg !314
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !315 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !316 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !317 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_bp_adjust(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5) local_unnamed_addr #4 !dbg !321 !kernel_arg_addr_space !341 !kernel_arg_access_qual !259 !kernel_arg_type !342 !kernel_arg_base_type !342 !kernel_arg_type_qual !343 {
    #dbg_value(ptr addrspace(1) %0, !325, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !344)
    #dbg_value(i32 %1, !326, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !344)
    #dbg_value(ptr addrspace(1) %2, !327, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !344)
    #dbg_value(i32 %3, !328, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !344)
    #dbg_value(ptr addrspace(1) %4, !329, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !344)
    #dbg_value(ptr addrspace(1) %5, !330, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !344)
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #9, !dbg !345
  %8 = trunc i64 %7 to i32, !dbg !345
    #dbg_value(i32 %8, !331, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !344)
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !346
  %10 = trunc i64 %9 to i32, !dbg !346
    #dbg_value(i32 %10, !332, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !344)
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #9, !dbg !347
  %12 = trunc i64 %11 to i32, !dbg !347
    #dbg_value(i32 %12, !333, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !344)
  %13 = add nsw i32 %1, 1, !dbg !348
  %14 = shl i32 %8, 4, !dbg !349
  %15 = add i32 %14, %12
  %16 = mul i32 %15, %13
  %17 = add i32 %1, 2, !dbg !350
  %18 = add i32 %17, %10, !dbg !351
  %19 = add i32 %18, %16, !dbg !352
    #dbg_value(i32 %19, !334, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !344)
  %20 = shl nsw i32 %8, 4, !dbg !353
  %21 = add nsw i32 %20, %12, !dbg !354
    #dbg_value(i32 %21, !335, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !344)
    #dbg_value(i32 %10, !336, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !344)
  %22 = shl i64 %9, 32, !dbg !355
  %23 = add i64 %22, 4294967296, !dbg !355
  %24 = ashr exact i64 %23, 32, !dbg !355
  %25 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %24, !dbg !355
  %26 = load float, ptr addrspace(1) %25, align 4, !dbg !355, !tbaa !277
  %27 = fmul float %26, 0x3FD3333340000000, !dbg !356
  %28 = sext i32 %21 to i64, !dbg !357
  %29 = getelementptr float, ptr addrspace(1) %2, i64 %28, !dbg !357
  %30 = getelementptr i8, ptr addrspace(1) %29, i64 4, !dbg !357
  %31 = load float, ptr addrspace(1) %30, align 4, !dbg !357, !tbaa !277
  %32 = sext i32 %19 to i64, !dbg !358
  %33 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %32, !dbg !358
  %34 = load float, ptr addrspace(1) %33, align 4, !dbg !358, !tbaa !277
  %35 = fmul float %34, 0x3FD3333340000000, !dbg !359
  %36 = tail call float @llvm.fmuladd.f32(float %27, float %31, float %35), !dbg !360
    #dbg_value(float %36, !337, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !344)
  %37 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %32, !dbg !361
  %38 = load float, ptr addrspace(1) %37, align 4, !dbg !362, !tbaa !277
  %39 = fadd float %38, %36, !dbg !362
  store float %39, ptr addrspace(1) %37, align 4, !dbg !362, !tbaa !277
  store float %36, ptr addrspace(1) %33, align 4, !dbg !363, !tbaa !277
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !364
  %40 = or i32 %12, %8, !dbg !365
  %41 = icmp eq i32 %40, 0, !dbg !365
  br i1 %41, label %42, label %51, !dbg !365

42:                                               ; preds = %6
  %43 = load float, ptr addrspace(1) %25, align 4, !dbg !366, !tbaa !277
  %44 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %24, !dbg !367
  %45 = load float, ptr addrspace(1) %44, align 4, !dbg !367, !tbaa !277
  %46 = fmul float %45, 0x3FD3333340000000, !dbg !368
  %47 = tail call float @llvm.fmuladd.f32(float %43, float 0x3FD3333340000000, float %46), !dbg !369
    #dbg_value(float %47, !338, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !370)
  %48 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %24, !dbg !371
  %49 = load float, ptr addrspace(1) %48, align 4, !dbg !372, !tbaa !277
  %50 = fadd float %49, %47, !dbg !372
  store float %50, ptr addrspace(1) %48, align 4, !dbg !372, !tbaa !277
  store float %47, ptr addrspace(1) %44, align 4, !dbg !373, !tbaa !277
  br label %51, !dbg !374

51:                                               ; preds = %42, %6
  ret void, !dbg !375
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_hotspot(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10) local_unnamed_addr #4 !dbg !2 !kernel_arg_addr_space !376 !kernel_arg_access_qual !377 !kernel_arg_type !378 !kernel_arg_base_type !378 !kernel_arg_type_qual !379 {
    #dbg_value(ptr addrspace(1) %0, !76, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(ptr addrspace(1) %1, !77, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(ptr addrspace(1) %2, !78, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(i32 %3, !79, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(i32 %4, !80, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(i32 %5, !81, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(float %6, !82, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(float %7, !83, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(float %8, !84, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(float %9, !85, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(float %10, !86, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %12 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9, !dbg !381
  %13 = trunc i64 %12 to i32, !dbg !381
    #dbg_value(i32 %13, !87, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %14 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #9, !dbg !382
  %15 = trunc i64 %14 to i32, !dbg !382
    #dbg_value(i32 %15, !88, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %16 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !383
  %17 = trunc i64 %16 to i32, !dbg !383
    #dbg_value(i32 %17, !89, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %18 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #9, !dbg !384
  %19 = trunc i64 %18 to i32, !dbg !384
    #dbg_value(i32 %19, !90, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %20 = shl nsw i32 %3, 1, !dbg !385
  %21 = sub nsw i32 16, %20, !dbg !386
    #dbg_value(i32 %21, !91, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %22 = mul nsw i32 %21, %15, !dbg !387
  %23 = sub nsw i32 %22, %3, !dbg !388
  %24 = sub i32 0, %23
    #dbg_value(i32 %23, !92, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %25 = mul nsw i32 %21, %13, !dbg !389
  %26 = sub nsw i32 %25, %3, !dbg !390
  %27 = sub i32 0, %26
    #dbg_value(i32 %26, !93, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %28 = add nsw i32 %23, %19, !dbg !391
    #dbg_value(i32 %28, !94, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %29 = add nsw i32 %26, %17, !dbg !392
    #dbg_value(i32 %29, !95, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %30 = mul nsw i32 %28, %4, !dbg !393
  %31 = add nsw i32 %30, %29, !dbg !394
    #dbg_value(i32 %31, !96, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %32 = icmp sgt i32 %28, -1, !dbg !395
  br i1 %32, label %33, label %47, !dbg !397

33:                                               ; preds = %11
  %34 = icmp slt i32 %28, %5, !dbg !398
  %35 = icmp sgt i32 %29, -1
  %36 = icmp slt i32 %29, %4
  %37 = and i1 %35, %36, !dbg !399
  %38 = select i1 %34, i1 %37, i1 false, !dbg !399
  br i1 %38, label %39, label %47, !dbg !399

39:                                               ; preds = %33
  %40 = sext i32 %31 to i64, !dbg !400
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40, !dbg !400
  %42 = load float, ptr addrspace(1) %41, align 4, !dbg !400, !tbaa !277
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %19, i32 %17, !dbg !402
  store float %42, ptr addrspace(3) %43, align 4, !dbg !403, !tbaa !277
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40, !dbg !404
  %45 = load float, ptr addrspace(1) %44, align 4, !dbg !404, !tbaa !277
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i32 0, i32 %19, i32 %17, !dbg !405
  store float %45, ptr addrspace(3) %46, align 4, !dbg !406, !tbaa !277
  br label %47, !dbg !407

47:                                               ; preds = %39, %33, %11
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !408
    #dbg_value(i32 poison, !97, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(i32 poison, !98, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(i32 poison, !99, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(i32 poison, !100, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(i32 poison, !101, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(i32 poison, !102, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(i32 poison, !103, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(i32 poison, !104, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(i8 0, !105, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
    #dbg_value(i32 0, !107, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !409)
    #dbg_value(i8 poison, !105, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %48 = icmp sgt i32 %3, 0, !dbg !410
  br i1 %48, label %49, label %131, !dbg !412

49:                                               ; preds = %47
  %50 = add nsw i32 %17, 1, !dbg !413
  %51 = add nsw i32 %26, 15, !dbg !414
  %52 = icmp slt i32 %51, %4, !dbg !415
  %53 = xor i32 %26, -1, !dbg !416
  %54 = add i32 %53, %4, !dbg !416
  %55 = select i1 %52, i32 15, i32 %54, !dbg !416
    #dbg_value(i32 %55, !100, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %56 = tail call i32 @llvm.smin.i32(i32 %50, i32 %55), !dbg !417
    #dbg_value(i32 %56, !104, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %57 = add nsw i32 %17, -1, !dbg !418
  %58 = icmp slt i32 %26, 0, !dbg !419
  %59 = select i1 %58, i32 %27, i32 0, !dbg !420
    #dbg_value(i32 %59, !98, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %60 = tail call i32 @llvm.smax.i32(i32 %57, i32 %59), !dbg !421
    #dbg_value(i32 %60, !103, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %61 = add nsw i32 %19, 1, !dbg !422
  %62 = add nsw i32 %23, 15, !dbg !423
  %63 = icmp slt i32 %62, %5, !dbg !424
  %64 = xor i32 %23, -1, !dbg !425
  %65 = add i32 %64, %5, !dbg !425
  %66 = select i1 %63, i32 15, i32 %65, !dbg !425
    #dbg_value(i32 %66, !99, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %67 = tail call i32 @llvm.smin.i32(i32 %61, i32 %66), !dbg !426
    #dbg_value(i32 %67, !102, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %68 = add nsw i32 %19, -1, !dbg !427
  %69 = icmp slt i32 %23, 0, !dbg !428
  %70 = select i1 %69, i32 %24, i32 0, !dbg !429
    #dbg_value(i32 %70, !97, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %71 = tail call i32 @llvm.smax.i32(i32 %68, i32 %70), !dbg !430
    #dbg_value(i32 %71, !101, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %72 = icmp sgt i32 %59, %17
  %73 = icmp slt i32 %55, %17
  %74 = icmp sgt i32 %70, %19
  %75 = icmp slt i32 %66, %19
  %76 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %19, i32 %17
  %77 = fdiv float %10, %6
  %78 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i32 0, i32 %19, i32 %17
  %79 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %67, i32 %17
  %80 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %71, i32 %17
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %19, i32 %56
  %82 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %19, i32 %60
  %83 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i32 0, i32 %19, i32 %17
  %84 = add nsw i32 %3, -1
  %85 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i32 0, i32 %19, i32 %17
  %86 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %19, i32 %17
  br label %87, !dbg !412

87:                                               ; preds = %124, %49
  %88 = phi i32 [ 0, %49 ], [ %89, %124 ]
    #dbg_value(i32 %88, !107, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !409)
    #dbg_value(i8 0, !105, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %89 = add nuw nsw i32 %88, 1, !dbg !431
  %90 = icmp slt i32 %88, %17, !dbg !434
  br i1 %90, label %91, label %118, !dbg !435

91:                                               ; preds = %87
  %92 = sub nsw i32 14, %88, !dbg !436
  %93 = icmp slt i32 %92, %17, !dbg !437
  %94 = icmp sge i32 %88, %19
  %95 = or i1 %94, %93, !dbg !438
  %96 = icmp slt i32 %92, %19
  %97 = or i1 %96, %95, !dbg !438
  %98 = select i1 %97, i1 true, i1 %72, !dbg !438
  %99 = select i1 %98, i1 true, i1 %73, !dbg !438
  %100 = or i1 %99, %74, !dbg !438
  %101 = select i1 %100, i1 true, i1 %75, !dbg !438
  br i1 %101, label %118, label %102, !dbg !438

102:                                              ; preds = %91
    #dbg_value(i8 1, !105, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  %103 = load float, ptr addrspace(3) %76, align 4, !dbg !439, !tbaa !277
  %104 = load float, ptr addrspace(3) %78, align 4, !dbg !441, !tbaa !277
  %105 = load float, ptr addrspace(3) %79, align 4, !dbg !442, !tbaa !277
  %106 = load float, ptr addrspace(3) %80, align 4, !dbg !443, !tbaa !277
  %107 = fadd float %105, %106, !dbg !444
  %108 = tail call float @llvm.fmuladd.f32(float %103, float -2.000000e+00, float %107), !dbg !445
  %109 = tail call float @llvm.fmuladd.f32(float %108, float %8, float %104), !dbg !446
  %110 = load float, ptr addrspace(3) %81, align 4, !dbg !447, !tbaa !277
  %111 = load float, ptr addrspace(3) %82, align 4, !dbg !448, !tbaa !277
  %112 = fadd float %110, %111, !dbg !449
  %113 = tail call float @llvm.fmuladd.f32(float %103, float -2.000000e+00, float %112), !dbg !450
  %114 = tail call float @llvm.fmuladd.f32(float %113, float %7, float %109), !dbg !451
  %115 = fsub float 8.000000e+01, %103, !dbg !452
  %116 = tail call float @llvm.fmuladd.f32(float %115, float %9, float %114), !dbg !453
  %117 = tail call float @llvm.fmuladd.f32(float %77, float %116, float %103), !dbg !454
  store float %117, ptr addrspace(3) %83, align 4, !dbg !455, !tbaa !277
  br label %118, !dbg !456

118:                                              ; preds = %102, %91, %87
  %119 = phi i1 [ true, %102 ], [ false, %91 ], [ false, %87 ]
    #dbg_value(i8 poison, !105, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !457
  %120 = icmp eq i32 %88, %84, !dbg !458
  br i1 %120, label %125, label %121, !dbg !460

121:                                              ; preds = %118
  br i1 %119, label %122, label %124, !dbg !461

122:                                              ; preds = %121
  %123 = load float, ptr addrspace(3) %85, align 4, !dbg !462, !tbaa !277
  store float %123, ptr addrspace(3) %86, align 4, !dbg !464, !tbaa !277
  br label %124, !dbg !465

124:                                              ; preds = %122, %121
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !466
    #dbg_value(i32 %89, !107, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !409)
    #dbg_value(i8 poison, !105, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  br label %87, !dbg !412

125:                                              ; preds = %118
    #dbg_value(i8 poison, !105, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !380)
  br i1 %119, label %126, label %131, !dbg !467

126:                                              ; preds = %125
  %127 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i32 0, i32 %19, i32 %17, !dbg !468
  %128 = load float, ptr addrspace(3) %127, align 4, !dbg !468, !tbaa !277
  %129 = sext i32 %31 to i64, !dbg !470
  %130 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %129, !dbg !470
  store float %128, ptr addrspace(1) %130, align 4, !dbg !471, !tbaa !277
  br label %131, !dbg !470

131:                                              ; preds = %47, %126, %125
  ret void, !dbg !472
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_pathfinder(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #4 !dbg !473 !kernel_arg_addr_space !509 !kernel_arg_access_qual !510 !kernel_arg_type !511 !kernel_arg_base_type !511 !kernel_arg_type_qual !512 {
    #dbg_value(ptr addrspace(1) %0, !478, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
    #dbg_value(ptr addrspace(1) %1, !479, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
    #dbg_value(ptr addrspace(1) %2, !480, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
    #dbg_value(ptr addrspace(3) %3, !481, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
    #dbg_value(ptr addrspace(3) %4, !482, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
    #dbg_value(i32 %5, !483, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
    #dbg_value(i32 %6, !484, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
    #dbg_value(i32 %7, !485, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
    #dbg_value(i32 %8, !486, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %10 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9, !dbg !514
  %11 = trunc i64 %10 to i32, !dbg !514
    #dbg_value(i32 %11, !487, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %12 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !515
  %13 = trunc i64 %12 to i32, !dbg !515
    #dbg_value(i32 %13, !488, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %14 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9, !dbg !516
  %15 = trunc i64 %14 to i32, !dbg !516
    #dbg_value(i32 %15, !489, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %16 = shl nsw i32 %8, 1, !dbg !517
  %17 = sub nsw i32 %15, %16, !dbg !518
    #dbg_value(i32 %17, !490, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %18 = mul nsw i32 %17, %11, !dbg !519
  %19 = sub nsw i32 %18, %7, !dbg !520
    #dbg_value(i32 %19, !491, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %20 = add nsw i32 %19, %13, !dbg !521
    #dbg_value(i32 %20, !492, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %21 = icmp slt i32 %19, 0, !dbg !522
  %22 = sub nsw i32 0, %19, !dbg !523
  %23 = select i1 %21, i32 %22, i32 0, !dbg !523
    #dbg_value(i32 %23, !493, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %24 = add nsw i32 %19, %15, !dbg !524
  %25 = icmp sgt i32 %24, %5, !dbg !525
  %26 = add nsw i32 %15, -1, !dbg !526
  %27 = sub i32 %5, %24, !dbg !526
  %28 = select i1 %25, i32 %27, i32 0, !dbg !526
  %29 = add i32 %26, %28, !dbg !526
    #dbg_value(i32 %29, !494, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %30 = add nsw i32 %13, -1, !dbg !527
  %31 = tail call i32 @llvm.smax.i32(i32 %30, i32 %23), !dbg !528
    #dbg_value(i32 %31, !495, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %32 = add nsw i32 %13, 1, !dbg !529
  %33 = tail call i32 @llvm.smin.i32(i32 %32, i32 %29), !dbg !530
    #dbg_value(i32 %33, !496, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %34 = icmp sgt i32 %23, %13, !dbg !531
  %35 = icmp slt i32 %29, %13, !dbg !532
    #dbg_value(i1 poison, !497, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !513)
  %36 = icmp sgt i32 %20, -1, !dbg !533
  %37 = icmp slt i32 %20, %5
  %38 = and i1 %36, %37, !dbg !535
  br i1 %38, label %39, label %44, !dbg !535

39:                                               ; preds = %9
  %40 = zext nneg i32 %20 to i64, !dbg !536
  %41 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %40, !dbg !536
  %42 = load i32, ptr addrspace(1) %41, align 4, !dbg !536, !tbaa !180
  %43 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %13, !dbg !537
  store i32 %42, ptr addrspace(3) %43, align 4, !dbg !538, !tbaa !180
  br label %44, !dbg !537

44:                                               ; preds = %39, %9
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !539
    #dbg_value(i8 0, !498, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
    #dbg_value(i32 0, !499, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !540)
    #dbg_value(i8 poison, !498, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %45 = icmp sgt i32 %8, 0, !dbg !541
  br i1 %45, label %46, label %90, !dbg !542

46:                                               ; preds = %44
  %47 = add i32 %15, -2
  %48 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %31
  %49 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %13
  %50 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %33
  %51 = getelementptr inbounds i32, ptr addrspace(3) %4, i32 %13
  %52 = add nsw i32 %8, -1
  %53 = getelementptr inbounds i32, ptr addrspace(3) %4, i32 %13
  %54 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %13
  br label %55, !dbg !542

55:                                               ; preds = %83, %46
  %56 = phi i32 [ 0, %46 ], [ %57, %83 ]
    #dbg_value(i32 %56, !499, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !540)
    #dbg_value(i8 0, !498, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %57 = add nuw nsw i32 %56, 1, !dbg !543
  %58 = icmp slt i32 %56, %13, !dbg !544
  br i1 %58, label %59, label %77, !dbg !545

59:                                               ; preds = %55
  %60 = sub i32 %47, %56, !dbg !546
  %61 = icmp slt i32 %60, %13, !dbg !547
  %62 = select i1 %61, i1 true, i1 %34, !dbg !548
  %63 = select i1 %62, i1 true, i1 %35, !dbg !548
  br i1 %63, label %77, label %64, !dbg !548

64:                                               ; preds = %59
    #dbg_value(i8 1, !498, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  %65 = load i32, ptr addrspace(3) %48, align 4, !dbg !549, !tbaa !180
    #dbg_value(i32 %65, !501, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !550)
  %66 = load i32, ptr addrspace(3) %49, align 4, !dbg !551, !tbaa !180
    #dbg_value(i32 %66, !506, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !550)
  %67 = load i32, ptr addrspace(3) %50, align 4, !dbg !552, !tbaa !180
    #dbg_value(i32 %67, !507, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !550)
  %68 = tail call i32 @_Z3minii(i32 noundef %65, i32 noundef %66) #9, !dbg !553
  %69 = tail call i32 @_Z3minii(i32 noundef %68, i32 noundef %67) #9, !dbg !554
    #dbg_value(i32 %69, !508, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !550)
  %70 = add nsw i32 %56, %6, !dbg !555
  %71 = mul nsw i32 %70, %5, !dbg !556
  %72 = add nsw i32 %71, %20, !dbg !557
  %73 = sext i32 %72 to i64, !dbg !558
  %74 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %73, !dbg !558
  %75 = load i32, ptr addrspace(1) %74, align 4, !dbg !558, !tbaa !180
  %76 = add nsw i32 %75, %69, !dbg !559
  store i32 %76, ptr addrspace(3) %51, align 4, !dbg !560, !tbaa !180
  br label %77, !dbg !561

77:                                               ; preds = %59, %64, %55
  %78 = phi i1 [ true, %64 ], [ false, %59 ], [ false, %55 ]
    #dbg_value(i8 poison, !498, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !562
  %79 = icmp eq i32 %56, %52, !dbg !563
  br i1 %79, label %84, label %80, !dbg !565

80:                                               ; preds = %77
  br i1 %78, label %81, label %83, !dbg !566

81:                                               ; preds = %80
  %82 = load i32, ptr addrspace(3) %53, align 4, !dbg !567, !tbaa !180
  store i32 %82, ptr addrspace(3) %54, align 4, !dbg !569, !tbaa !180
  br label %83, !dbg !570

83:                                               ; preds = %81, %80
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !571
    #dbg_value(i8 poison, !498, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
    #dbg_value(i32 %57, !499, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !540)
  br label %55, !dbg !542

84:                                               ; preds = %77
    #dbg_value(i8 poison, !498, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !513)
  br i1 %78, label %85, label %90, !dbg !572

85:                                               ; preds = %84
  %86 = getelementptr inbounds i32, ptr addrspace(3) %4, i32 %13, !dbg !573
  %87 = load i32, ptr addrspace(3) %86, align 4, !dbg !573, !tbaa !180
  %88 = sext i32 %20 to i64, !dbg !575
  %89 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %88, !dbg !575
  store i32 %87, ptr addrspace(1) %89, align 4, !dbg !576, !tbaa !180
  br label %90, !dbg !575

90:                                               ; preds = %44, %85, %84
  ret void, !dbg !577
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !578 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !579 hidden i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_nw(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #4 !dbg !28 !kernel_arg_addr_space !582 !kernel_arg_access_qual !259 !kernel_arg_type !583 !kernel_arg_base_type !583 !kernel_arg_type_qual !584 {
    #dbg_value(ptr addrspace(1) %0, !35, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !585)
    #dbg_value(ptr addrspace(1) %1, !36, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !585)
    #dbg_value(i32 %2, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !585)
    #dbg_value(i32 %3, !38, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !585)
    #dbg_value(i32 %4, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !585)
    #dbg_value(i32 %5, !40, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !585)
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9, !dbg !586
  %8 = trunc i64 %7 to i32, !dbg !586
    #dbg_value(i32 %8, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !585)
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !587
  %10 = trunc i64 %9 to i32, !dbg !587
    #dbg_value(i32 %10, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !585)
    #dbg_value(i32 %8, !43, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !585)
  %11 = xor i32 %8, -1, !dbg !588
  %12 = add i32 %11, %4, !dbg !588
    #dbg_value(i32 %12, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !585)
  %13 = shl nsw i32 %2, 4, !dbg !589
  %14 = mul nsw i32 %13, %12, !dbg !590
  %15 = shl nsw i32 %8, 4, !dbg !591
  %16 = add nsw i32 %14, %15, !dbg !592
  %17 = add nsw i32 %16, %10, !dbg !593
  %18 = add i32 %2, 1, !dbg !594
  %19 = add i32 %18, %17, !dbg !595
    #dbg_value(i32 %19, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !585)
    #dbg_value(i32 %17, !46, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !585)
    #dbg_value(i32 poison, !47, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !585)
    #dbg_value(i32 %16, !48, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !585)
  %20 = icmp eq i32 %10, 0, !dbg !596
  br i1 %20, label %22, label %21, !dbg !598

21:                                               ; preds = %22, %6
  br label %43, !dbg !599

22:                                               ; preds = %6
  %23 = sext i32 %16 to i64, !dbg !600
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %23, !dbg !600
  %25 = load i32, ptr addrspace(1) %24, align 4, !dbg !600, !tbaa !180
  store i32 %25, ptr addrspace(3) @rd_nw.temp, align 4, !dbg !601, !tbaa !180
  br label %21, !dbg !602

26:                                               ; preds = %43
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !603
  %27 = add i32 %10, 1, !dbg !604
  %28 = mul i32 %27, %2, !dbg !604
  %29 = add i32 %28, %16, !dbg !605
  %30 = sext i32 %29 to i64, !dbg !606
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %30, !dbg !606
  %32 = load i32, ptr addrspace(1) %31, align 4, !dbg !606, !tbaa !180
  %33 = shl i64 %9, 32, !dbg !607
  %34 = add i64 %33, 4294967296, !dbg !607
  %35 = lshr exact i64 %34, 32, !dbg !607
  %36 = trunc nuw i64 %35 to i32, !dbg !607
  %37 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %36, !dbg !607
  store i32 %32, ptr addrspace(3) %37, align 4, !dbg !608, !tbaa !180
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !609
  %38 = sext i32 %17 to i64, !dbg !610
  %39 = getelementptr i32, ptr addrspace(1) %1, i64 %38, !dbg !610
  %40 = getelementptr i8, ptr addrspace(1) %39, i64 4, !dbg !610
  %41 = load i32, ptr addrspace(1) %40, align 4, !dbg !610, !tbaa !180
  %42 = getelementptr inbounds [17 x i32], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %36, !dbg !611
  store i32 %41, ptr addrspace(3) %42, align 4, !dbg !612, !tbaa !180
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !613
    #dbg_value(i32 0, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !614)
  br label %61, !dbg !615

43:                                               ; preds = %21, %43
  %44 = phi i32 [ %51, %43 ], [ 0, %21 ]
    #dbg_value(i32 %44, !49, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !616)
  %45 = mul nsw i32 %44, %2, !dbg !617
  %46 = add nsw i32 %45, %19, !dbg !619
  %47 = sext i32 %46 to i64, !dbg !620
  %48 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %47, !dbg !620
  %49 = load i32, ptr addrspace(1) %48, align 4, !dbg !620, !tbaa !180
  %50 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %44, i32 %10, !dbg !621
  store i32 %49, ptr addrspace(3) %50, align 4, !dbg !622, !tbaa !180
  %51 = add nuw nsw i32 %44, 1, !dbg !623
    #dbg_value(i32 %51, !49, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !616)
  %52 = icmp eq i32 %51, 16, !dbg !624
  br i1 %52, label %26, label %43, !dbg !599, !llvm.loop !625

53:                                               ; preds = %81
    #dbg_value(i32 14, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !627)
  %54 = add nsw i32 %10, 16
  %55 = sub i64 64424509440, %33
  %56 = lshr exact i64 %55, 32
  %57 = trunc nuw i64 %56 to i32
  %58 = sub i64 68719476736, %33
  %59 = lshr exact i64 %58, 32
  %60 = trunc nuw i64 %59 to i32
  br label %84, !dbg !628

61:                                               ; preds = %26, %81
  %62 = phi i32 [ 0, %26 ], [ %82, %81 ]
    #dbg_value(i32 %62, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !614)
  %63 = icmp slt i32 %62, %10, !dbg !629
  br i1 %63, label %81, label %64, !dbg !630

64:                                               ; preds = %61
    #dbg_value(i32 %10, !53, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !631)
  %65 = sub nsw i32 %62, %10, !dbg !632
  %66 = add nsw i32 %65, 1, !dbg !633
    #dbg_value(i32 %66, !58, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !631)
  %67 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %65, i32 %10, !dbg !634
  %68 = load i32, ptr addrspace(3) %67, align 4, !dbg !634, !tbaa !180
  %69 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %65, i32 %10, !dbg !635
  %70 = load i32, ptr addrspace(3) %69, align 4, !dbg !635, !tbaa !180
  %71 = add nsw i32 %70, %68, !dbg !636
  %72 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %66, i32 %10, !dbg !637
  %73 = load i32, ptr addrspace(3) %72, align 4, !dbg !637, !tbaa !180
  %74 = sub nsw i32 %73, %3, !dbg !638
  %75 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %65, i32 %36, !dbg !639
  %76 = load i32, ptr addrspace(3) %75, align 4, !dbg !639, !tbaa !180
  %77 = sub nsw i32 %76, %3, !dbg !640
    #dbg_value(i32 %71, !641, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !648)
    #dbg_value(i32 %74, !646, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !648)
    #dbg_value(i32 %77, !647, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !648)
  %78 = tail call i32 @_Z3maxii(i32 noundef %71, i32 noundef %74) #9, !dbg !650
  %79 = tail call i32 @_Z3maxii(i32 noundef %78, i32 noundef %77) #9, !dbg !651
  %80 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %66, i32 %36, !dbg !652
  store i32 %79, ptr addrspace(3) %80, align 4, !dbg !653, !tbaa !180
  br label %81, !dbg !654

81:                                               ; preds = %64, %61
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !655
  %82 = add nuw nsw i32 %62, 1, !dbg !656
    #dbg_value(i32 %82, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !614)
  %83 = icmp eq i32 %82, 16, !dbg !657
  br i1 %83, label %53, label %61, !dbg !615, !llvm.loop !658

84:                                               ; preds = %53, %104
  %85 = phi i32 [ 14, %53 ], [ %105, %104 ]
    #dbg_value(i32 %85, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !627)
  %86 = icmp slt i32 %85, %10, !dbg !660
  br i1 %86, label %104, label %87, !dbg !661

87:                                               ; preds = %84
  %88 = sub i32 %54, %85, !dbg !662
    #dbg_value(i32 %88, !61, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !663)
    #dbg_value(!DIArgList(i32 16, i32 %10), !66, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !663)
  %89 = add nsw i32 %88, -1, !dbg !664
  %90 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %57, i32 %89, !dbg !665
  %91 = load i32, ptr addrspace(3) %90, align 4, !dbg !665, !tbaa !180
  %92 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %57, i32 %89, !dbg !666
  %93 = load i32, ptr addrspace(3) %92, align 4, !dbg !666, !tbaa !180
  %94 = add nsw i32 %93, %91, !dbg !667
  %95 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %60, i32 %89, !dbg !668
  %96 = load i32, ptr addrspace(3) %95, align 4, !dbg !668, !tbaa !180
  %97 = sub nsw i32 %96, %3, !dbg !669
  %98 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %57, i32 %88, !dbg !670
  %99 = load i32, ptr addrspace(3) %98, align 4, !dbg !670, !tbaa !180
  %100 = sub nsw i32 %99, %3, !dbg !671
    #dbg_value(i32 %94, !641, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !672)
    #dbg_value(i32 %97, !646, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !672)
    #dbg_value(i32 %100, !647, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !672)
  %101 = tail call i32 @_Z3maxii(i32 noundef %94, i32 noundef %97) #9, !dbg !674
  %102 = tail call i32 @_Z3maxii(i32 noundef %101, i32 noundef %100) #9, !dbg !675
  %103 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %60, i32 %88, !dbg !676
  store i32 %102, ptr addrspace(3) %103, align 4, !dbg !677, !tbaa !180
  br label %104, !dbg !678

104:                                              ; preds = %87, %84
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !679
  %105 = add nsw i32 %85, -1, !dbg !680
    #dbg_value(i32 %105, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !627)
  %106 = icmp eq i32 %85, 0, !dbg !681
  br i1 %106, label %108, label %84, !dbg !628, !llvm.loop !682

107:                                              ; preds = %108
  ret void, !dbg !684

108:                                              ; preds = %104, %108
  %109 = phi i32 [ %110, %108 ], [ 0, %104 ]
    #dbg_value(i32 %109, !67, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !685)
  %110 = add nuw nsw i32 %109, 1, !dbg !686
  %111 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %110, i32 %36, !dbg !688
  %112 = load i32, ptr addrspace(3) %111, align 4, !dbg !688, !tbaa !180
  %113 = mul nsw i32 %109, %2, !dbg !689
  %114 = add nsw i32 %113, %19, !dbg !690
  %115 = sext i32 %114 to i64, !dbg !691
  %116 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %115, !dbg !691
  store i32 %112, ptr addrspace(1) %116, align 4, !dbg !692, !tbaa !180
    #dbg_value(i32 %110, !67, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !685)
  %117 = icmp eq i32 %110, 16, !dbg !693
  br i1 %117, label %107, label %108, !dbg !694, !llvm.loop !695
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_srad(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #3 !dbg !697 !kernel_arg_addr_space !728 !kernel_arg_access_qual !510 !kernel_arg_type !729 !kernel_arg_base_type !729 !kernel_arg_type_qual !730 {
    #dbg_value(ptr addrspace(1) %0, !701, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
    #dbg_value(ptr addrspace(1) %1, !702, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
    #dbg_value(ptr addrspace(1) %2, !703, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
    #dbg_value(ptr addrspace(1) %3, !704, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
    #dbg_value(ptr addrspace(1) %4, !705, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
    #dbg_value(ptr addrspace(1) %5, !706, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
    #dbg_value(i32 %6, !707, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
    #dbg_value(i32 %7, !708, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
    #dbg_value(float %8, !709, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !732
  %11 = trunc i64 %10 to i32, !dbg !732
    #dbg_value(i32 %11, !710, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %12 = mul nsw i32 %7, %6, !dbg !733
  %13 = icmp sgt i32 %12, %11, !dbg !735
  br i1 %13, label %14, label %87, !dbg !736

14:                                               ; preds = %9
  %15 = freeze i32 %11, !dbg !737
  %16 = sdiv i32 %15, %6, !dbg !737
  %17 = mul i32 %16, %6, !dbg !738
  %18 = sub i32 %15, %17, !dbg !738
    #dbg_value(i32 %18, !711, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
    #dbg_value(i32 %16, !712, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %19 = tail call i32 @llvm.usub.sat.i32(i32 %18, i32 1), !dbg !739
    #dbg_value(i32 %19, !713, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %20 = add nsw i32 %6, -1, !dbg !740
  %21 = icmp eq i32 %18, %20, !dbg !741
  %22 = add nsw i32 %18, 1, !dbg !742
  %23 = select i1 %21, i32 %20, i32 %22, !dbg !742
    #dbg_value(i32 %23, !714, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %24 = tail call i32 @llvm.usub.sat.i32(i32 %16, i32 1), !dbg !743
    #dbg_value(i32 %24, !715, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %25 = add nsw i32 %7, -1, !dbg !744
  %26 = icmp eq i32 %16, %25, !dbg !745
  %27 = add nsw i32 %16, 1, !dbg !746
  %28 = select i1 %26, i32 %25, i32 %27, !dbg !746
    #dbg_value(i32 %28, !716, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %29 = shl i64 %10, 32, !dbg !747
  %30 = ashr exact i64 %29, 32, !dbg !747
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30, !dbg !747
  %32 = load float, ptr addrspace(1) %31, align 4, !dbg !747, !tbaa !277
    #dbg_value(float %32, !717, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %33 = mul nsw i32 %16, %6, !dbg !748
  %34 = add nsw i32 %33, %19, !dbg !749
  %35 = sext i32 %34 to i64, !dbg !750
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35, !dbg !750
  %37 = load float, ptr addrspace(1) %36, align 4, !dbg !750, !tbaa !277
  %38 = fsub float %37, %32, !dbg !751
    #dbg_value(float %38, !718, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %39 = add nsw i32 %33, %23, !dbg !752
  %40 = sext i32 %39 to i64, !dbg !753
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40, !dbg !753
  %42 = load float, ptr addrspace(1) %41, align 4, !dbg !753, !tbaa !277
  %43 = fsub float %42, %32, !dbg !754
    #dbg_value(float %43, !719, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %44 = mul nsw i32 %24, %6, !dbg !755
  %45 = add nsw i32 %44, %18, !dbg !756
  %46 = sext i32 %45 to i64, !dbg !757
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46, !dbg !757
  %48 = load float, ptr addrspace(1) %47, align 4, !dbg !757, !tbaa !277
  %49 = fsub float %48, %32, !dbg !758
    #dbg_value(float %49, !720, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %50 = mul nsw i32 %28, %6, !dbg !759
  %51 = add nsw i32 %50, %18, !dbg !760
  %52 = sext i32 %51 to i64, !dbg !761
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52, !dbg !761
  %54 = load float, ptr addrspace(1) %53, align 4, !dbg !761, !tbaa !277
  %55 = fsub float %54, %32, !dbg !762
    #dbg_value(float %55, !721, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %56 = fmul float %43, %43, !dbg !763
  %57 = tail call float @llvm.fmuladd.f32(float %38, float %38, float %56), !dbg !764
  %58 = tail call float @llvm.fmuladd.f32(float %49, float %49, float %57), !dbg !765
  %59 = tail call float @llvm.fmuladd.f32(float %55, float %55, float %58), !dbg !766
  %60 = fmul float %32, %32, !dbg !767
  %61 = fdiv float %59, %60, !dbg !768, !fpmath !769
    #dbg_value(float %61, !722, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %62 = fadd float %38, %43, !dbg !770
  %63 = fadd float %62, %49, !dbg !771
  %64 = fadd float %63, %55, !dbg !772
  %65 = fdiv float %64, %32, !dbg !773, !fpmath !769
    #dbg_value(float %65, !723, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %66 = fmul float %65, -6.250000e-02, !dbg !774
  %67 = fmul float %65, %66, !dbg !774
  %68 = tail call float @llvm.fmuladd.f32(float %61, float 5.000000e-01, float %67), !dbg !774
    #dbg_value(float %68, !724, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %69 = tail call float @llvm.fmuladd.f32(float %65, float 2.500000e-01, float 1.000000e+00), !dbg !775
    #dbg_value(float %69, !725, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %70 = fmul float %69, %69, !dbg !776
  %71 = fdiv float %68, %70, !dbg !777, !fpmath !769
    #dbg_value(float %71, !726, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %72 = fsub float %71, %8, !dbg !778
  %73 = fadd float %8, 1.000000e+00, !dbg !779
  %74 = fmul float %73, %8, !dbg !780
  %75 = fdiv float %72, %74, !dbg !781, !fpmath !769
    #dbg_value(float %75, !725, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %76 = fadd float %75, 1.000000e+00, !dbg !782
  %77 = fdiv float 1.000000e+00, %76, !dbg !783, !fpmath !769
    #dbg_value(float %77, !727, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !731)
  %78 = fcmp olt float %77, 0.000000e+00, !dbg !784
  %79 = fcmp ogt float %77, 1.000000e+00, !dbg !785
  %80 = select i1 %79, float 1.000000e+00, float %77, !dbg !785
  %81 = select i1 %78, float 0.000000e+00, float %80, !dbg !785
  %82 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30, !dbg !786
  store float %81, ptr addrspace(1) %82, align 4, !dbg !787, !tbaa !277
  %83 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30, !dbg !788
  store float %38, ptr addrspace(1) %83, align 4, !dbg !789, !tbaa !277
  %84 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30, !dbg !790
  store float %43, ptr addrspace(1) %84, align 4, !dbg !791, !tbaa !277
  %85 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %30, !dbg !792
  store float %49, ptr addrspace(1) %85, align 4, !dbg !793, !tbaa !277
  %86 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %30, !dbg !794
  store float %55, ptr addrspace(1) %86, align 4, !dbg !795, !tbaa !277
  br label %87, !dbg !796

87:                                               ; preds = %9, %14
  ret void, !dbg !796
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_kmeans(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !dbg !797 !kernel_arg_addr_space !820 !kernel_arg_access_qual !259 !kernel_arg_type !821 !kernel_arg_base_type !821 !kernel_arg_type_qual !261 {
    #dbg_value(ptr addrspace(1) %0, !801, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !822)
    #dbg_value(ptr addrspace(1) %1, !802, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !822)
    #dbg_value(ptr addrspace(1) %2, !803, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !822)
    #dbg_value(i32 %3, !804, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !822)
    #dbg_value(i32 %4, !805, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !822)
    #dbg_value(i32 %5, !806, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !822)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !823
  %8 = trunc i64 %7 to i32, !dbg !823
    #dbg_value(i32 %8, !807, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !822)
  %9 = icmp slt i32 %8, %3, !dbg !824
  br i1 %9, label %10, label %50, !dbg !826

10:                                               ; preds = %6
    #dbg_value(i32 0, !810, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !827)
    #dbg_value(float 0x47EFFFFFE0000000, !809, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !822)
    #dbg_value(i32 -1, !808, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !822)
  %11 = icmp sgt i32 %4, 0, !dbg !828
  br i1 %11, label %12, label %20, !dbg !829

12:                                               ; preds = %10
  %13 = icmp sgt i32 %5, 0
  br label %14, !dbg !829

14:                                               ; preds = %12, %43
  %15 = phi i32 [ 0, %12 ], [ %48, %43 ]
  %16 = phi float [ 0x47EFFFFFE0000000, %12 ], [ %47, %43 ]
  %17 = phi i32 [ -1, %12 ], [ %46, %43 ]
    #dbg_value(i32 %15, !810, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !827)
    #dbg_value(float %16, !809, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !822)
    #dbg_value(i32 %17, !808, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !822)
    #dbg_value(i32 0, !815, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !830)
    #dbg_value(float 0.000000e+00, !812, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !831)
  br i1 %13, label %18, label %43, !dbg !832

18:                                               ; preds = %14
  %19 = mul nuw nsw i32 %15, %5
  br label %25, !dbg !832

20:                                               ; preds = %43, %10
  %21 = phi i32 [ -1, %10 ], [ %46, %43 ], !dbg !822
  %22 = shl i64 %7, 32, !dbg !833
  %23 = ashr exact i64 %22, 30, !dbg !833
  %24 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %23, !dbg !833
  store i32 %21, ptr addrspace(1) %24, align 4, !dbg !834, !tbaa !180
  br label %50, !dbg !835

25:                                               ; preds = %25, %18
  %26 = phi i32 [ 0, %18 ], [ %40, %25 ]
  %27 = phi float [ 0.000000e+00, %18 ], [ %38, %25 ]
    #dbg_value(i32 %26, !815, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !830)
    #dbg_value(float %27, !812, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !831)
  %28 = mul nsw i32 %26, %3, !dbg !836
  %29 = add nsw i32 %28, %8, !dbg !837
  %30 = sext i32 %29 to i64, !dbg !838
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30, !dbg !838
  %32 = load float, ptr addrspace(1) %31, align 4, !dbg !838, !tbaa !277
  %33 = add nuw nsw i32 %26, %19, !dbg !839
  %34 = zext nneg i32 %33 to i64, !dbg !840
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34, !dbg !840
  %36 = load float, ptr addrspace(1) %35, align 4, !dbg !840, !tbaa !277
  %37 = fsub float %32, %36, !dbg !841
    #dbg_value(float %37, !817, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !842)
  %38 = tail call float @llvm.fmuladd.f32(float %37, float %37, float %27), !dbg !843
    #dbg_value(float %38, !812, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !831)
  %39 = fcmp ult float %38, %16, !dbg !844
  %40 = add nuw nsw i32 %26, 1, !dbg !846
    #dbg_value(i32 %40, !815, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !830)
    #dbg_value(i32 poison, !815, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !830)
    #dbg_value(float poison, !812, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !831)
  %41 = icmp slt i32 %40, %5
  %42 = select i1 %39, i1 %41, i1 false
  br i1 %42, label %25, label %43, !llvm.loop !847

43:                                               ; preds = %25, %14
  %44 = phi float [ 0.000000e+00, %14 ], [ %38, %25 ], !dbg !831
    #dbg_value(float %44, !812, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !831)
  %45 = fcmp olt float %44, %16, !dbg !849
  %46 = select i1 %45, i32 %15, i32 %17, !dbg !851
  %47 = select i1 %45, float %44, float %16, !dbg !851
    #dbg_value(float %47, !809, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !822)
    #dbg_value(i32 %46, !808, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !822)
  %48 = add nuw nsw i32 %15, 1, !dbg !852
    #dbg_value(i32 %48, !810, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !827)
  %49 = icmp eq i32 %48, %4, !dbg !828
  br i1 %49, label %20, label %14, !dbg !829, !llvm.loop !853

50:                                               ; preds = %6, %20
  ret void, !dbg !835
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_lud_diagonal(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !dbg !855 !kernel_arg_addr_space !881 !kernel_arg_access_qual !882 !kernel_arg_type !883 !kernel_arg_base_type !883 !kernel_arg_type_qual !884 {
    #dbg_value(ptr addrspace(1) %0, !859, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
    #dbg_value(ptr addrspace(3) %1, !860, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
    #dbg_value(i32 %2, !861, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
    #dbg_value(i32 %3, !862, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !886
  %6 = trunc i64 %5 to i32, !dbg !886
    #dbg_value(i32 %6, !863, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
  %7 = add i32 %2, 1, !dbg !887
  %8 = mul i32 %7, %3, !dbg !887
    #dbg_value(i32 %8, !864, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
    #dbg_value(i32 0, !865, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !888)
  %9 = getelementptr float, ptr addrspace(3) %1, i32 %6, !dbg !889
    #dbg_value(i32 0, !865, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !888)
    #dbg_value(i32 %8, !864, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
  br label %17, !dbg !890

10:                                               ; preds = %17
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !891
    #dbg_value(i32 0, !867, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !892)
  %11 = getelementptr inbounds i8, ptr addrspace(3) %1, i32 64, !dbg !893
    #dbg_value(i32 0, !867, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !892)
  %12 = shl nsw i32 %6, 4
  %13 = getelementptr float, ptr addrspace(3) %1, i32 %12
  %14 = getelementptr float, ptr addrspace(3) %1, i32 %6
  %15 = shl i32 %6, 6
  %16 = getelementptr i8, ptr addrspace(3) %1, i32 %15, !dbg !894
  br label %34, !dbg !894

17:                                               ; preds = %4, %17
  %18 = phi i32 [ 0, %4 ], [ %27, %17 ]
  %19 = phi i32 [ %8, %4 ], [ %26, %17 ]
    #dbg_value(i32 %18, !865, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !888)
    #dbg_value(i32 %19, !864, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
  %20 = add nsw i32 %19, %6, !dbg !895
  %21 = sext i32 %20 to i64, !dbg !898
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21, !dbg !898
  %23 = load float, ptr addrspace(1) %22, align 4, !dbg !898, !tbaa !277
  %24 = shl nuw nsw i32 %18, 6, !dbg !899
  %25 = getelementptr i8, ptr addrspace(3) %9, i32 %24, !dbg !899
  store float %23, ptr addrspace(3) %25, align 4, !dbg !900, !tbaa !277
  %26 = add nsw i32 %19, %2, !dbg !901
    #dbg_value(i32 %26, !864, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
  %27 = add nuw nsw i32 %18, 1, !dbg !902
    #dbg_value(i32 %27, !865, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !888)
  %28 = icmp eq i32 %27, 16, !dbg !903
  br i1 %28, label %10, label %17, !dbg !890, !llvm.loop !904

29:                                               ; preds = %82
  %30 = add nsw i32 %3, 1, !dbg !906
  %31 = mul nsw i32 %30, %2, !dbg !907
  %32 = add nsw i32 %31, %3, !dbg !908
    #dbg_value(i32 %32, !864, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
    #dbg_value(i32 1, !879, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !909)
  %33 = getelementptr float, ptr addrspace(3) %1, i32 %6, !dbg !910
    #dbg_value(i32 1, !879, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !909)
    #dbg_value(i32 %32, !864, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
  br label %87, !dbg !911

34:                                               ; preds = %10, %82
  %35 = phi i32 [ 1, %10 ], [ %84, %82 ]
  %36 = phi i32 [ 0, %10 ], [ %83, %82 ]
    #dbg_value(i32 %36, !867, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !892)
  %37 = icmp slt i32 %36, %6, !dbg !912
  br i1 %37, label %38, label %64, !dbg !913

38:                                               ; preds = %34
    #dbg_value(i32 0, !869, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !914)
  %39 = icmp eq i32 %36, 0, !dbg !915
  br i1 %39, label %45, label %40, !dbg !917

40:                                               ; preds = %38
  %41 = or disjoint i32 %36, %12
  %42 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %41
  %43 = load float, ptr addrspace(3) %42, align 4, !tbaa !277
  %44 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %36, !dbg !917
  br label %52, !dbg !917

45:                                               ; preds = %52, %38
  %46 = mul nuw nsw i32 %36, 68, !dbg !918
  %47 = getelementptr inbounds i8, ptr addrspace(3) %1, i32 %46, !dbg !918
  %48 = load float, ptr addrspace(3) %47, align 4, !dbg !918, !tbaa !277
  %49 = getelementptr float, ptr addrspace(3) %16, i32 %36, !dbg !919
  %50 = load float, ptr addrspace(3) %49, align 4, !dbg !920, !tbaa !277
  %51 = fdiv float %50, %48, !dbg !920, !fpmath !769
  store float %51, ptr addrspace(3) %49, align 4, !dbg !920, !tbaa !277
  br label %64, !dbg !921

52:                                               ; preds = %40, %52
  %53 = phi float [ %43, %40 ], [ %61, %52 ], !dbg !922
  %54 = phi i32 [ 0, %40 ], [ %62, %52 ]
    #dbg_value(i32 %54, !869, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !914)
  %55 = getelementptr float, ptr addrspace(3) %13, i32 %54, !dbg !922
  %56 = load float, ptr addrspace(3) %55, align 4, !dbg !922, !tbaa !277
  %57 = shl nsw i32 %54, 6, !dbg !923
  %58 = getelementptr inbounds i8, ptr addrspace(3) %44, i32 %57, !dbg !923
  %59 = load float, ptr addrspace(3) %58, align 4, !dbg !923, !tbaa !277
  %60 = fneg float %56, !dbg !924
  %61 = tail call float @llvm.fmuladd.f32(float %60, float %59, float %53), !dbg !924
  store float %61, ptr addrspace(3) %42, align 4, !dbg !924, !tbaa !277
  %62 = add nuw nsw i32 %54, 1, !dbg !925
    #dbg_value(i32 %62, !869, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !914)
  %63 = icmp ult i32 %62, %36, !dbg !915
  br i1 %63, label %52, label %45, !dbg !917, !llvm.loop !926

64:                                               ; preds = %45, %34
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !928
  br i1 %37, label %65, label %82, !dbg !929

65:                                               ; preds = %64
  %66 = shl nuw nsw i32 %36, 6
  %67 = getelementptr inbounds i8, ptr addrspace(3) %11, i32 %66
  %68 = getelementptr float, ptr addrspace(3) %67, i32 %6
  %69 = load float, ptr addrspace(3) %68, align 4, !tbaa !277
    #dbg_value(i32 0, !875, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !930)
  br label %70, !dbg !931

70:                                               ; preds = %65, %70
  %71 = phi i32 [ 0, %65 ], [ %80, %70 ]
  %72 = phi float [ %69, %65 ], [ %79, %70 ]
    #dbg_value(i32 %71, !875, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !930)
  %73 = getelementptr inbounds float, ptr addrspace(3) %67, i32 %71, !dbg !932
  %74 = load float, ptr addrspace(3) %73, align 4, !dbg !932, !tbaa !277
  %75 = shl i32 %71, 6, !dbg !934
  %76 = getelementptr i8, ptr addrspace(3) %14, i32 %75, !dbg !934
  %77 = load float, ptr addrspace(3) %76, align 4, !dbg !934, !tbaa !277
  %78 = fneg float %74, !dbg !935
  %79 = tail call float @llvm.fmuladd.f32(float %78, float %77, float %72), !dbg !935
  store float %79, ptr addrspace(3) %68, align 4, !dbg !935, !tbaa !277
  %80 = add nuw nsw i32 %71, 1, !dbg !936
    #dbg_value(i32 %80, !875, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !930)
  %81 = icmp eq i32 %80, %35, !dbg !937
  br i1 %81, label %82, label %70, !dbg !931, !llvm.loop !938

82:                                               ; preds = %70, %64
  tail call void @_Z7barrierj(i32 noundef 1) #10, !dbg !940
  %83 = add nuw nsw i32 %36, 1, !dbg !941
    #dbg_value(i32 %83, !867, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !892)
  %84 = add nuw nsw i32 %35, 1, !dbg !894
  %85 = icmp eq i32 %83, 15, !dbg !942
  br i1 %85, label %29, label %34, !dbg !894, !llvm.loop !943

86:                                               ; preds = %87
  ret void, !dbg !945

87:                                               ; preds = %29, %87
  %88 = phi i32 [ 1, %29 ], [ %97, %87 ]
  %89 = phi i32 [ %32, %29 ], [ %96, %87 ]
    #dbg_value(i32 %88, !879, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !909)
    #dbg_value(i32 %89, !864, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
  %90 = shl nuw nsw i32 %88, 6, !dbg !946
  %91 = getelementptr i8, ptr addrspace(3) %33, i32 %90, !dbg !946
  %92 = load float, ptr addrspace(3) %91, align 4, !dbg !946, !tbaa !277
  %93 = add nsw i32 %89, %6, !dbg !949
  %94 = sext i32 %93 to i64, !dbg !950
  %95 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %94, !dbg !950
  store float %92, ptr addrspace(1) %95, align 4, !dbg !951, !tbaa !277
  %96 = add nsw i32 %89, %2, !dbg !952
    #dbg_value(i32 %96, !864, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
  %97 = add nuw nsw i32 %88, 1, !dbg !953
    #dbg_value(i32 %97, !879, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !909)
  %98 = icmp eq i32 %97, 16, !dbg !954
  br i1 %98, label %86, label %87, !dbg !911, !llvm.loop !955
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_nn(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #3 !dbg !957 !kernel_arg_addr_space !977 !kernel_arg_access_qual !218 !kernel_arg_type !978 !kernel_arg_base_type !978 !kernel_arg_type_qual !979 {
    #dbg_value(ptr addrspace(1) %0, !968, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !980)
    #dbg_value(ptr addrspace(1) %1, !969, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !980)
    #dbg_value(i32 %2, !970, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !980)
    #dbg_value(float %3, !971, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !980)
    #dbg_value(float %4, !972, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !980)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !981
  %7 = trunc i64 %6 to i32, !dbg !981
    #dbg_value(i32 %7, !973, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !980)
  %8 = icmp slt i32 %7, %2, !dbg !982
  br i1 %8, label %9, label %22, !dbg !983

9:                                                ; preds = %5
  %10 = shl i64 %6, 32, !dbg !984
  %11 = ashr exact i64 %10, 32, !dbg !984
  %12 = getelementptr inbounds %struct.latlong_t, ptr addrspace(1) %0, i64 %11, !dbg !984
  %13 = load float, ptr addrspace(1) %12, align 4, !dbg !984, !tbaa !277
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 4, !dbg !984
  %15 = load float, ptr addrspace(1) %14, align 4, !dbg !984, !tbaa !277
  %16 = fsub float %3, %13, !dbg !985
  %17 = fsub float %4, %15, !dbg !986
  %18 = fmul float %17, %17, !dbg !987
  %19 = tail call float @llvm.fmuladd.f32(float %16, float %16, float %18), !dbg !988
  %20 = tail call float @llvm.sqrt.f32(float noundef %19) #9, !dbg !989, !fpmath !990
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11, !dbg !991
  store float %20, ptr addrspace(1) %21, align 4, !dbg !992, !tbaa !277
  br label %22, !dbg !993

22:                                               ; preds = %9, %5
  ret void, !dbg !994
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_gauss_fan1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !dbg !995 !kernel_arg_addr_space !1004 !kernel_arg_access_qual !882 !kernel_arg_type !883 !kernel_arg_base_type !883 !kernel_arg_type_qual !1005 {
    #dbg_value(ptr addrspace(1) %0, !999, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1006)
    #dbg_value(ptr addrspace(1) %1, !1000, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1006)
    #dbg_value(i32 %2, !1001, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1006)
    #dbg_value(i32 %3, !1002, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1006)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !1007
  %6 = trunc i64 %5 to i32, !dbg !1007
    #dbg_value(i32 %6, !1003, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1006)
  %7 = xor i32 %3, -1, !dbg !1008
  %8 = add i32 %7, %2, !dbg !1008
  %9 = icmp sgt i32 %8, %6, !dbg !1010
  br i1 %9, label %10, label %25, !dbg !1011

10:                                               ; preds = %4
  %11 = add i32 %3, 1, !dbg !1012
  %12 = add i32 %11, %6, !dbg !1013
  %13 = mul nsw i32 %12, %2, !dbg !1014
  %14 = add nsw i32 %13, %3, !dbg !1015
  %15 = sext i32 %14 to i64, !dbg !1016
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15, !dbg !1016
  %17 = load float, ptr addrspace(1) %16, align 4, !dbg !1016, !tbaa !277
  %18 = add i32 %2, 1, !dbg !1017
  %19 = mul i32 %18, %3, !dbg !1017
  %20 = sext i32 %19 to i64, !dbg !1018
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20, !dbg !1018
  %22 = load float, ptr addrspace(1) %21, align 4, !dbg !1018, !tbaa !277
  %23 = fdiv float %17, %22, !dbg !1019, !fpmath !769
  %24 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %15, !dbg !1020
  store float %23, ptr addrspace(1) %24, align 4, !dbg !1021, !tbaa !277
  br label %25, !dbg !1022

25:                                               ; preds = %4, %10
  ret void, !dbg !1022
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_gauss_fan2(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 !dbg !1023 !kernel_arg_addr_space !1034 !kernel_arg_access_qual !218 !kernel_arg_type !1035 !kernel_arg_base_type !1035 !kernel_arg_type_qual !1036 {
    #dbg_value(ptr addrspace(1) %0, !1027, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1037)
    #dbg_value(ptr addrspace(1) %1, !1028, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1037)
    #dbg_value(ptr addrspace(1) %2, !1029, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1037)
    #dbg_value(i32 %3, !1030, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1037)
    #dbg_value(i32 %4, !1031, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1037)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !1038
  %7 = trunc i64 %6 to i32, !dbg !1038
    #dbg_value(i32 %7, !1032, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1037)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9, !dbg !1039
  %9 = trunc i64 %8 to i32, !dbg !1039
    #dbg_value(i32 %9, !1033, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1037)
  %10 = xor i32 %4, -1, !dbg !1040
  %11 = add i32 %10, %3, !dbg !1040
  %12 = icmp sgt i32 %11, %7, !dbg !1042
  %13 = sub nsw i32 %3, %4
  %14 = icmp sgt i32 %13, %9
  %15 = select i1 %12, i1 %14, i1 false, !dbg !1043
  br i1 %15, label %16, label %48, !dbg !1043

16:                                               ; preds = %5
  %17 = add i32 %4, 1, !dbg !1044
  %18 = add i32 %17, %7, !dbg !1045
  %19 = mul nsw i32 %18, %3, !dbg !1046
  %20 = add nsw i32 %19, %4, !dbg !1047
  %21 = sext i32 %20 to i64, !dbg !1048
  %22 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %21, !dbg !1048
  %23 = load float, ptr addrspace(1) %22, align 4, !dbg !1048, !tbaa !277
  %24 = mul nsw i32 %4, %3, !dbg !1049
  %25 = add nsw i32 %9, %4, !dbg !1050
  %26 = add nsw i32 %25, %24, !dbg !1051
  %27 = sext i32 %26 to i64, !dbg !1052
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27, !dbg !1052
  %29 = load float, ptr addrspace(1) %28, align 4, !dbg !1052, !tbaa !277
  %30 = add nsw i32 %19, %25, !dbg !1053
  %31 = sext i32 %30 to i64, !dbg !1054
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31, !dbg !1054
  %33 = load float, ptr addrspace(1) %32, align 4, !dbg !1055, !tbaa !277
  %34 = fneg float %23, !dbg !1055
  %35 = tail call float @llvm.fmuladd.f32(float %34, float %29, float %33), !dbg !1055
  store float %35, ptr addrspace(1) %32, align 4, !dbg !1055, !tbaa !277
  %36 = icmp eq i32 %9, 0, !dbg !1056
  br i1 %36, label %37, label %48, !dbg !1058

37:                                               ; preds = %16
  %38 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %31, !dbg !1059
  %39 = load float, ptr addrspace(1) %38, align 4, !dbg !1059, !tbaa !277
  %40 = sext i32 %4 to i64, !dbg !1060
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40, !dbg !1060
  %42 = load float, ptr addrspace(1) %41, align 4, !dbg !1060, !tbaa !277
  %43 = sext i32 %18 to i64, !dbg !1061
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43, !dbg !1061
  %45 = load float, ptr addrspace(1) %44, align 4, !dbg !1062, !tbaa !277
  %46 = fneg float %39, !dbg !1062
  %47 = tail call float @llvm.fmuladd.f32(float %46, float %42, float %45), !dbg !1062
  store float %47, ptr addrspace(1) %44, align 4, !dbg !1062, !tbaa !277
  br label %48, !dbg !1061

48:                                               ; preds = %16, %37, %5
  ret void, !dbg !1063
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_btree_find(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #4 !dbg !1064 !kernel_arg_addr_space !217 !kernel_arg_access_qual !218 !kernel_arg_type !1095 !kernel_arg_base_type !1095 !kernel_arg_type_qual !1096 {
    #dbg_value(ptr addrspace(1) %0, !1081, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1097)
    #dbg_value(ptr addrspace(1) %1, !1082, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1097)
    #dbg_value(ptr addrspace(1) %2, !1083, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1097)
    #dbg_value(ptr addrspace(1) %3, !1084, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1097)
    #dbg_value(i32 %4, !1085, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1097)
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9, !dbg !1098
    #dbg_value(i64 %6, !1086, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !1097)
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9, !dbg !1099
  %8 = trunc i64 %7 to i32, !dbg !1099
    #dbg_value(i32 %8, !1087, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1097)
  %9 = shl i64 %6, 32, !dbg !1100
  %10 = ashr exact i64 %9, 32, !dbg !1100
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10, !dbg !1100
  %12 = load i32, ptr addrspace(1) %11, align 4, !dbg !1100, !tbaa !180
    #dbg_value(i32 %12, !1088, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1097)
    #dbg_value(i32 0, !1089, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1101)
  %13 = icmp sgt i32 %4, 0, !dbg !1102
  br i1 %13, label %14, label %21, !dbg !1103

14:                                               ; preds = %5
  %15 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %10
  %16 = shl i64 %7, 32
  %17 = ashr exact i64 %16, 32
  %18 = add nsw i32 %8, 1
  %19 = sext i32 %18 to i64
  %20 = sext i32 %18 to i64
  br label %28, !dbg !1103

21:                                               ; preds = %50, %5
  %22 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %10, !dbg !1104
  %23 = load i32, ptr addrspace(1) %22, align 4, !dbg !1104, !tbaa !180
  %24 = sext i32 %23 to i64, !dbg !1105
  %25 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %24, !dbg !1105
    #dbg_value(ptr addrspace(1) %25, !1094, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1097)
  %26 = load i32, ptr addrspace(1) %25, align 4, !dbg !1106, !tbaa !1108
  %27 = icmp sgt i32 %26, %8, !dbg !1110
  br i1 %27, label %53, label %65, !dbg !1111

28:                                               ; preds = %14, %50
  %29 = phi i32 [ 0, %14 ], [ %51, %50 ]
    #dbg_value(i32 %29, !1089, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1101)
  %30 = load i32, ptr addrspace(1) %15, align 4, !dbg !1112, !tbaa !180
  %31 = sext i32 %30 to i64, !dbg !1113
  %32 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %31, !dbg !1113
    #dbg_value(ptr addrspace(1) %32, !1091, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1114)
  %33 = load i32, ptr addrspace(1) %32, align 4, !dbg !1115, !tbaa !1108
  %34 = icmp sgt i32 %33, %8, !dbg !1117
  br i1 %34, label %35, label %50, !dbg !1118

35:                                               ; preds = %28
  %36 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 8, !dbg !1119
  %37 = getelementptr inbounds [16 x i32], ptr addrspace(1) %36, i64 0, i64 %17, !dbg !1120
  %38 = load i32, ptr addrspace(1) %37, align 4, !dbg !1120, !tbaa !180
  %39 = icmp sgt i32 %38, %12, !dbg !1121
  br i1 %39, label %50, label %40, !dbg !1122

40:                                               ; preds = %35
  %41 = icmp eq i32 %18, %33, !dbg !1123
  br i1 %41, label %46, label %42, !dbg !1124

42:                                               ; preds = %40
  %43 = getelementptr inbounds [16 x i32], ptr addrspace(1) %36, i64 0, i64 %19, !dbg !1125
  %44 = load i32, ptr addrspace(1) %43, align 4, !dbg !1125, !tbaa !180
  %45 = icmp sgt i32 %44, %12, !dbg !1126
  br i1 %45, label %46, label %50, !dbg !1127

46:                                               ; preds = %42, %40
  %47 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 72, !dbg !1128
  %48 = getelementptr inbounds [17 x i32], ptr addrspace(1) %47, i64 0, i64 %20, !dbg !1129
  %49 = load i32, ptr addrspace(1) %48, align 4, !dbg !1129, !tbaa !180
  store i32 %49, ptr addrspace(1) %15, align 4, !dbg !1130, !tbaa !180
  br label %50, !dbg !1131

50:                                               ; preds = %46, %42, %35, %28
  tail call void @_Z7barrierj(i32 noundef 2) #10, !dbg !1132
  %51 = add nuw nsw i32 %29, 1, !dbg !1133
    #dbg_value(i32 %51, !1089, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1101)
  %52 = icmp eq i32 %51, %4, !dbg !1102
  br i1 %52, label %21, label %28, !dbg !1103, !llvm.loop !1134

53:                                               ; preds = %21
  %54 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 8, !dbg !1136
  %55 = shl i64 %7, 32, !dbg !1137
  %56 = ashr exact i64 %55, 32, !dbg !1137
  %57 = getelementptr inbounds [16 x i32], ptr addrspace(1) %54, i64 0, i64 %56, !dbg !1137
  %58 = load i32, ptr addrspace(1) %57, align 4, !dbg !1137, !tbaa !180
  %59 = icmp eq i32 %58, %12, !dbg !1138
  br i1 %59, label %60, label %65, !dbg !1139

60:                                               ; preds = %53
  %61 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 72, !dbg !1140
  %62 = getelementptr inbounds [17 x i32], ptr addrspace(1) %61, i64 0, i64 %56, !dbg !1141
  %63 = load i32, ptr addrspace(1) %62, align 4, !dbg !1141, !tbaa !180
  %64 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %10, !dbg !1142
  store i32 %63, ptr addrspace(1) %64, align 4, !dbg !1143, !tbaa !180
  br label %65, !dbg !1142

65:                                               ; preds = %60, %53, %21
  ret void, !dbg !1144
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_pf_find_index(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6) local_unnamed_addr #1 !dbg !1145 !kernel_arg_addr_space !165 !kernel_arg_access_qual !166 !kernel_arg_type !1160 !kernel_arg_base_type !1160 !kernel_arg_type_qual !1161 {
    #dbg_value(ptr addrspace(1) %0, !1149, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1162)
    #dbg_value(ptr addrspace(1) %1, !1150, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1162)
    #dbg_value(ptr addrspace(1) %2, !1151, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1162)
    #dbg_value(ptr addrspace(1) %3, !1152, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1162)
    #dbg_value(ptr addrspace(1) %4, !1153, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1162)
    #dbg_value(ptr addrspace(1) %5, !1154, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1162)
    #dbg_value(i32 %6, !1155, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1162)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !1163
  %9 = trunc i64 %8 to i32, !dbg !1163
    #dbg_value(i32 %9, !1156, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1162)
  %10 = icmp slt i32 %9, %6, !dbg !1164
  br i1 %10, label %11, label %44, !dbg !1165

11:                                               ; preds = %7
  %12 = shl i64 %8, 32, !dbg !1166
  %13 = ashr exact i64 %12, 32, !dbg !1166
  %14 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %13, !dbg !1166
  %15 = load float, ptr addrspace(1) %14, align 4, !dbg !1166, !tbaa !277
    #dbg_value(ptr addrspace(1) %0, !1167, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1176)
    #dbg_value(i32 %6, !1172, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1176)
    #dbg_value(float %15, !1173, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1176)
    #dbg_value(i32 0, !1174, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1178)
  %16 = icmp sgt i32 %6, 0, !dbg !1179
  br i1 %16, label %17, label %32, !dbg !1181

17:                                               ; preds = %11
    #dbg_value(i32 0, !1174, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1178)
  %18 = load float, ptr addrspace(1) %0, align 4, !dbg !1182, !tbaa !277
  %19 = fcmp ult float %18, %15, !dbg !1184
  br i1 %19, label %25, label %32, !dbg !1185

20:                                               ; preds = %25
    #dbg_value(i32 %27, !1174, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1178)
  %21 = zext nneg i32 %27 to i64, !dbg !1182
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21, !dbg !1182
  %23 = load float, ptr addrspace(1) %22, align 4, !dbg !1182, !tbaa !277
  %24 = fcmp ult float %23, %15, !dbg !1184
  br i1 %24, label %25, label %29, !dbg !1185, !llvm.loop !1186

25:                                               ; preds = %17, %20
  %26 = phi i32 [ %27, %20 ], [ 0, %17 ]
    #dbg_value(i32 %26, !1174, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1178)
  %27 = add nuw nsw i32 %26, 1, !dbg !1188
    #dbg_value(i32 %27, !1174, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1178)
  %28 = icmp eq i32 %27, %6, !dbg !1179
  br i1 %28, label %29, label %20, !dbg !1181, !llvm.loop !1186

29:                                               ; preds = %20, %25
  %30 = phi i32 [ %27, %20 ], [ %6, %25 ]
  %31 = icmp slt i32 %27, %6
  br label %32

32:                                               ; preds = %29, %17, %11
  %33 = phi i32 [ 0, %11 ], [ 0, %17 ], [ %30, %29 ], !dbg !1189
  %34 = phi i1 [ %16, %11 ], [ %16, %17 ], [ %31, %29 ], !dbg !1179
  %35 = add nsw i32 %6, -1
  %36 = select i1 %34, i32 %33, i32 %35
    #dbg_value(i32 %36, !1157, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1190)
  %37 = sext i32 %36 to i64, !dbg !1191
  %38 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %37, !dbg !1191
  %39 = load float, ptr addrspace(1) %38, align 4, !dbg !1191, !tbaa !277
  %40 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %13, !dbg !1192
  store float %39, ptr addrspace(1) %40, align 4, !dbg !1193, !tbaa !277
  %41 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %37, !dbg !1194
  %42 = load float, ptr addrspace(1) %41, align 4, !dbg !1194, !tbaa !277
  %43 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %13, !dbg !1195
  store float %42, ptr addrspace(1) %43, align 4, !dbg !1196, !tbaa !277
  br label %44, !dbg !1197

44:                                               ; preds = %32, %7
  ret void, !dbg !1198
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_sc_pgain(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 1 %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #1 !dbg !1199 !kernel_arg_addr_space !1222 !kernel_arg_access_qual !1223 !kernel_arg_type !1224 !kernel_arg_base_type !1224 !kernel_arg_type_qual !1225 {
    #dbg_value(ptr addrspace(1) %0, !1203, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
    #dbg_value(ptr addrspace(1) %1, !1204, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
    #dbg_value(ptr addrspace(1) %2, !1205, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
    #dbg_value(ptr addrspace(1) %3, !1206, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
    #dbg_value(ptr addrspace(1) %4, !1207, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
    #dbg_value(ptr addrspace(1) %5, !1208, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
    #dbg_value(i32 %6, !1209, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
    #dbg_value(i32 %7, !1210, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
    #dbg_value(i32 %8, !1211, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
    #dbg_value(i32 %9, !1212, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !1227
  %12 = trunc i64 %11 to i32, !dbg !1227
    #dbg_value(i32 %12, !1213, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
  %13 = icmp slt i32 %12, %6, !dbg !1228
  br i1 %13, label %14, label %62, !dbg !1230

14:                                               ; preds = %10
    #dbg_value(float 0.000000e+00, !1214, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
    #dbg_value(i32 0, !1215, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1231)
  %15 = icmp sgt i32 %7, 0, !dbg !1232
  br i1 %15, label %26, label %16, !dbg !1233

16:                                               ; preds = %26, %14
  %17 = phi float [ 0.000000e+00, %14 ], [ %39, %26 ], !dbg !1226
  %18 = shl i64 %11, 32, !dbg !1234
  %19 = ashr exact i64 %18, 32, !dbg !1234
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %19, !dbg !1234
  %21 = load float, ptr addrspace(1) %20, align 4, !dbg !1234, !tbaa !277
  %22 = fmul float %17, %21, !dbg !1235
    #dbg_value(float %22, !1220, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
  %23 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %19, !dbg !1236
  %24 = load float, ptr addrspace(1) %23, align 4, !dbg !1236, !tbaa !277
    #dbg_value(float %24, !1221, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
  %25 = fcmp olt float %22, %24, !dbg !1237
  br i1 %25, label %42, label %48, !dbg !1239

26:                                               ; preds = %14, %26
  %27 = phi float [ %39, %26 ], [ 0.000000e+00, %14 ]
  %28 = phi i32 [ %40, %26 ], [ 0, %14 ]
    #dbg_value(float %27, !1214, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
    #dbg_value(i32 %28, !1215, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1231)
  %29 = mul nsw i32 %28, %6, !dbg !1240
  %30 = add nsw i32 %29, %12, !dbg !1241
  %31 = sext i32 %30 to i64, !dbg !1242
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31, !dbg !1242
  %33 = load float, ptr addrspace(1) %32, align 4, !dbg !1242, !tbaa !277
  %34 = add nsw i32 %29, %8, !dbg !1243
  %35 = sext i32 %34 to i64, !dbg !1244
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35, !dbg !1244
  %37 = load float, ptr addrspace(1) %36, align 4, !dbg !1244, !tbaa !277
  %38 = fsub float %33, %37, !dbg !1245
    #dbg_value(float %38, !1217, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1246)
  %39 = tail call float @llvm.fmuladd.f32(float %38, float %38, float %27), !dbg !1247
    #dbg_value(float %39, !1214, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1226)
  %40 = add nuw nsw i32 %28, 1, !dbg !1248
    #dbg_value(i32 %40, !1215, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1231)
  %41 = icmp eq i32 %40, %7, !dbg !1232
  br i1 %41, label %16, label %26, !dbg !1233, !llvm.loop !1249

42:                                               ; preds = %16
  %43 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 %19, !dbg !1251
  store i8 1, ptr addrspace(1) %43, align 1, !dbg !1253, !tbaa !174
  %44 = fsub float %22, %24, !dbg !1254
  %45 = add nsw i32 %9, 1, !dbg !1255
  %46 = mul nsw i32 %45, %12, !dbg !1256
  %47 = add nsw i32 %46, %9, !dbg !1257
  br label %55, !dbg !1258

48:                                               ; preds = %16
  %49 = fsub float %24, %22, !dbg !1259
  %50 = add nsw i32 %9, 1, !dbg !1261
  %51 = mul nsw i32 %50, %12, !dbg !1262
  %52 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %19, !dbg !1263
  %53 = load i32, ptr addrspace(1) %52, align 4, !dbg !1263, !tbaa !180
  %54 = add nsw i32 %53, %51, !dbg !1264
  br label %55

55:                                               ; preds = %48, %42
  %56 = phi i32 [ %47, %42 ], [ %54, %48 ]
  %57 = phi float [ %44, %42 ], [ %49, %48 ]
  %58 = sext i32 %56 to i64, !dbg !1265
  %59 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %58, !dbg !1265
  %60 = load float, ptr addrspace(1) %59, align 4, !dbg !1265, !tbaa !277
  %61 = fadd float %57, %60, !dbg !1265
  store float %61, ptr addrspace(1) %59, align 4, !dbg !1265, !tbaa !277
  br label %62, !dbg !1266

62:                                               ; preds = %55, %10
  ret void, !dbg !1266
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_cfd_flux(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, ptr addrspace(1) nocapture noundef writeonly align 16 %3, i32 noundef %4) local_unnamed_addr #1 !dbg !1267 !kernel_arg_addr_space !217 !kernel_arg_access_qual !218 !kernel_arg_type !1310 !kernel_arg_base_type !1311 !kernel_arg_type_qual !1312 {
    #dbg_value(ptr addrspace(1) %0, !1286, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1313)
    #dbg_value(ptr addrspace(1) %1, !1287, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1313)
    #dbg_value(ptr addrspace(1) %2, !1288, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1313)
    #dbg_value(ptr addrspace(1) %3, !1289, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1313)
    #dbg_value(i32 %4, !1290, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1313)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9, !dbg !1314
  %7 = trunc i64 %6 to i32, !dbg !1314
    #dbg_value(i32 %7, !1291, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1313)
  %8 = icmp slt i32 %7, %4, !dbg !1315
  br i1 %8, label %9, label %111, !dbg !1317

9:                                                ; preds = %5
  %10 = shl i64 %6, 32, !dbg !1318
  %11 = ashr exact i64 %10, 32, !dbg !1318
  %12 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %11, !dbg !1318
  %13 = load float, ptr addrspace(1) %12, align 16, !dbg !1318, !tbaa !277
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 16, !dbg !1318
  %15 = load <4 x float>, ptr addrspace(1) %14, align 16, !dbg !1318, !tbaa !174
  %16 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 32, !dbg !1318
  %17 = load float, ptr addrspace(1) %16, align 16, !dbg !1318, !tbaa !277
  %18 = shufflevector <4 x float> %15, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !1319
  %19 = insertelement <3 x float> poison, float %13, i64 0, !dbg !1320
  %20 = shufflevector <3 x float> %19, <3 x float> poison, <3 x i32> zeroinitializer, !dbg !1320
  %21 = fdiv <3 x float> %18, %20, !dbg !1321, !fpmath !769
  %22 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %21, <3 x float> noundef %21) #9, !dbg !1322
    #dbg_value(float %22, !1294, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1313)
    #dbg_value(float %13, !1323, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1330)
    #dbg_value(float %17, !1328, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1330)
    #dbg_value(float %22, !1329, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1330)
  %23 = fmul float %13, -5.000000e-01, !dbg !1332
  %24 = tail call float @llvm.fmuladd.f32(float %23, float %22, float %17), !dbg !1332
  %25 = fmul float %24, 0x3FD99999A0000000, !dbg !1333
    #dbg_value(float %25, !1295, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1313)
    #dbg_value(i32 0, !1297, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1334)
  %26 = shl nsw i32 %7, 2
    #dbg_value(i32 0, !1297, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1334)
  %27 = fadd float %25, -1.000000e+00
  %28 = insertelement <3 x float> poison, float %27, i64 0
  %29 = insertelement <3 x float> poison, float %25, i64 0
  %30 = fadd float %17, %25
  %31 = insertelement <3 x float> poison, float %30, i64 0
  %32 = shufflevector <3 x float> %31, <3 x float> poison, <3 x i32> zeroinitializer
  %33 = shufflevector <3 x float> %28, <3 x float> poison, <4 x i32> zeroinitializer
  %34 = shufflevector <3 x float> %29, <3 x float> poison, <4 x i32> zeroinitializer
  br label %41, !dbg !1335

35:                                               ; preds = %105
  %36 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %3, i64 %11, !dbg !1336
  store float %108, ptr addrspace(1) %36, align 16, !dbg !1337, !tbaa !277
  %37 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 4, !dbg !1337
  tail call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %37, i8 0, i64 12, i1 false), !dbg !1337
  %38 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 16, !dbg !1337
  store <4 x float> %106, ptr addrspace(1) %38, align 16, !dbg !1337, !tbaa !174
  %39 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 32, !dbg !1337
  store float %107, ptr addrspace(1) %39, align 16, !dbg !1337, !tbaa !277
  %40 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 36, !dbg !1337
  tail call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %40, i8 0, i64 12, i1 false), !dbg !1337
  br label %111, !dbg !1338

41:                                               ; preds = %9, %105
  %42 = phi float [ 0.000000e+00, %9 ], [ %108, %105 ]
  %43 = phi float [ 0.000000e+00, %9 ], [ %107, %105 ]
  %44 = phi <4 x float> [ zeroinitializer, %9 ], [ %106, %105 ]
  %45 = phi i32 [ 0, %9 ], [ %109, %105 ]
    #dbg_value(i32 %45, !1297, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1334)
  %46 = add nuw nsw i32 %45, %26, !dbg !1339
  %47 = sext i32 %46 to i64, !dbg !1340
  %48 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %47, !dbg !1340
  %49 = load i32, ptr addrspace(1) %48, align 4, !dbg !1340, !tbaa !180
    #dbg_value(i32 %49, !1299, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1341)
  %50 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %47, !dbg !1342
  %51 = load <4 x float>, ptr addrspace(1) %50, align 16, !dbg !1342, !tbaa !174
    #dbg_value(<4 x float> %51, !1302, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1341)
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !1343
  %53 = tail call float @_Z6lengthDv3_f(<3 x float> noundef %52) #9, !dbg !1344
    #dbg_value(float %53, !1303, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1341)
  %54 = icmp sgt i32 %49, -1, !dbg !1345
  br i1 %54, label %55, label %99, !dbg !1346

55:                                               ; preds = %41
  %56 = zext nneg i32 %49 to i64, !dbg !1347
  %57 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %56, !dbg !1347
  %58 = load float, ptr addrspace(1) %57, align 16, !dbg !1347, !tbaa !277
  %59 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 16, !dbg !1347
  %60 = load <4 x float>, ptr addrspace(1) %59, align 16, !dbg !1347, !tbaa !174
  %61 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 32, !dbg !1347
  %62 = load float, ptr addrspace(1) %61, align 16, !dbg !1347, !tbaa !277
  %63 = shufflevector <4 x float> %60, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>, !dbg !1348
  %64 = insertelement <3 x float> poison, float %58, i64 0, !dbg !1349
  %65 = shufflevector <3 x float> %64, <3 x float> poison, <3 x i32> zeroinitializer, !dbg !1349
  %66 = fdiv <3 x float> %63, %65, !dbg !1350, !fpmath !769
  %67 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %66, <3 x float> noundef %66) #9, !dbg !1351
    #dbg_value(float %58, !1323, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1352)
    #dbg_value(float %62, !1328, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1352)
    #dbg_value(float %67, !1329, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1352)
  %68 = fmul float %58, -5.000000e-01, !dbg !1354
  %69 = tail call float @llvm.fmuladd.f32(float %68, float %67, float %62), !dbg !1354
  %70 = fmul float %69, 0x3FD99999A0000000, !dbg !1355
    #dbg_value(float %70, !1308, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1356)
  %71 = fmul float %53, 0xBFC99999A0000000, !dbg !1357
  %72 = fmul float %71, 5.000000e-01, !dbg !1358
  %73 = tail call float @llvm.sqrt.f32(float noundef %22) #9, !dbg !1359, !fpmath !990
  %74 = tail call float @llvm.sqrt.f32(float noundef %67) #9, !dbg !1360, !fpmath !990
  %75 = fadd float %73, %74, !dbg !1361
  %76 = fmul float %72, %75, !dbg !1362
    #dbg_value(float %76, !1309, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1356)
  %77 = fsub float %13, %58, !dbg !1363
  %78 = tail call float @llvm.fmuladd.f32(float %76, float %77, float %42), !dbg !1364
  %79 = fsub float %17, %62, !dbg !1365
  %80 = fadd float %62, %70, !dbg !1366
  %81 = insertelement <3 x float> poison, float %80, i64 0, !dbg !1367
  %82 = shufflevector <3 x float> %81, <3 x float> poison, <3 x i32> zeroinitializer, !dbg !1367
  %83 = fmul <3 x float> %66, %82, !dbg !1368
  %84 = tail call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %32, <3 x float> %21, <3 x float> %83), !dbg !1369
  %85 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %52, <3 x float> noundef %84) #9, !dbg !1370
  %86 = fmul float %85, 5.000000e-01, !dbg !1371
  %87 = tail call float @llvm.fmuladd.f32(float %76, float %79, float %86), !dbg !1372
  %88 = fadd float %43, %87, !dbg !1373
  %89 = insertelement <3 x float> poison, float %76, i64 0, !dbg !1374
  %90 = fadd float %25, %70, !dbg !1375
  %91 = insertelement <3 x float> poison, float %90, i64 0, !dbg !1376
  %92 = shufflevector <3 x float> %89, <3 x float> poison, <4 x i32> zeroinitializer, !dbg !1377
  %93 = fsub <4 x float> %15, %60, !dbg !1377
  %94 = fmul <4 x float> %51, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !1377
  %95 = shufflevector <3 x float> %91, <3 x float> poison, <4 x i32> zeroinitializer, !dbg !1377
  %96 = fmul <4 x float> %94, %95, !dbg !1377
  %97 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %92, <4 x float> %93, <4 x float> %96), !dbg !1377
  %98 = fadd <4 x float> %44, %97, !dbg !1377
  br label %105, !dbg !1378

99:                                               ; preds = %41
  switch i32 %49, label %105 [
    i32 -1, label %100
    i32 -2, label %102
  ], !dbg !1379

100:                                              ; preds = %99
  %101 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %51, <4 x float> %34, <4 x float> %44), !dbg !1380
  br label %105, !dbg !1383

102:                                              ; preds = %99
  %103 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %51, <4 x float> %33, <4 x float> %44), !dbg !1384
  %104 = tail call float @llvm.fmuladd.f32(float %53, float 0x3FB99999A0000000, float %42), !dbg !1387
  br label %105, !dbg !1388

105:                                              ; preds = %99, %100, %102, %55
  %106 = phi <4 x float> [ %98, %55 ], [ %101, %100 ], [ %103, %102 ], [ %44, %99 ], !dbg !1313
  %107 = phi float [ %88, %55 ], [ %43, %100 ], [ %43, %102 ], [ %43, %99 ], !dbg !1313
  %108 = phi float [ %78, %55 ], [ %42, %100 ], [ %104, %102 ], [ %42, %99 ], !dbg !1313
  %109 = add nuw nsw i32 %45, 1, !dbg !1389
    #dbg_value(i32 %109, !1297, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !1334)
  %110 = icmp eq i32 %109, 4, !dbg !1390
  br i1 %110, label %35, label %41, !dbg !1335, !llvm.loop !1391

111:                                              ; preds = %5, %35
  ret void, !dbg !1338
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !1393 hidden float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !1396 hidden float @_Z6lengthDv3_f(<3 x float> noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !1399 hidden i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p1.i64(ptr addrspace(1) nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!109, !110, !111, !112, !113}
!opencl.ocl.version = !{!114}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "t_on", scope: !2, file: !3, line: 85, type: !21, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "rd_hotspot", scope: !3, file: !3, line: 83, type: !4, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !75)
!3 = !DIFile(filename: "src/rodinia.cl", directory: ".", checksumkind: CSK_MD5, checksum: "d44b1cfc50a6ddf5f7dad125ead9083f")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !6, !9, !10, !10, !10, !8, !8, !8, !8, !8}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !12, globals: !18, splitDebugInlining: false, nameTableKind: None)
!12 = !{!10, !13}
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "float3", file: !14, line: 208, baseType: !15)
!14 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, flags: DIFlagVector, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 3)
!18 = !{!0, !19, !24, !26, !72}
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!20 = distinct !DIGlobalVariable(name: "p_on", scope: !2, file: !3, line: 86, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !22)
!22 = !{!23, !23}
!23 = !DISubrange(count: 16)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!25 = distinct !DIGlobalVariable(name: "t_tmp", scope: !2, file: !3, line: 87, type: !21, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!27 = distinct !DIGlobalVariable(name: "temp", scope: !28, file: !3, line: 168, type: !69, isLocal: true, isDefinition: true)
!28 = distinct !DISubprogram(name: "rd_nw", scope: !3, file: !3, line: 167, type: !29, scopeLine: 167, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !34)
!29 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !30)
!30 = !{null, !31, !33, !10, !10, !10, !10}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!34 = !{!35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !51, !53, !58, !59, !61, !66, !67}
!35 = !DILocalVariable(name: "ref", arg: 1, scope: !28, file: !3, line: 167, type: !31)
!36 = !DILocalVariable(name: "score", arg: 2, scope: !28, file: !3, line: 167, type: !33)
!37 = !DILocalVariable(name: "cols", arg: 3, scope: !28, file: !3, line: 167, type: !10)
!38 = !DILocalVariable(name: "penalty", arg: 4, scope: !28, file: !3, line: 167, type: !10)
!39 = !DILocalVariable(name: "blk", arg: 5, scope: !28, file: !3, line: 167, type: !10)
!40 = !DILocalVariable(name: "block_width", arg: 6, scope: !28, file: !3, line: 167, type: !10)
!41 = !DILocalVariable(name: "bx", scope: !28, file: !3, line: 170, type: !10)
!42 = !DILocalVariable(name: "tx", scope: !28, file: !3, line: 170, type: !10)
!43 = !DILocalVariable(name: "b_index_x", scope: !28, file: !3, line: 171, type: !10)
!44 = !DILocalVariable(name: "b_index_y", scope: !28, file: !3, line: 172, type: !10)
!45 = !DILocalVariable(name: "index", scope: !28, file: !3, line: 173, type: !10)
!46 = !DILocalVariable(name: "index_n", scope: !28, file: !3, line: 174, type: !10)
!47 = !DILocalVariable(name: "index_w", scope: !28, file: !3, line: 175, type: !10)
!48 = !DILocalVariable(name: "index_nw", scope: !28, file: !3, line: 176, type: !10)
!49 = !DILocalVariable(name: "ty", scope: !50, file: !3, line: 179, type: !10)
!50 = distinct !DILexicalBlock(scope: !28, file: !3, line: 179, column: 3)
!51 = !DILocalVariable(name: "m", scope: !52, file: !3, line: 186, type: !10)
!52 = distinct !DILexicalBlock(scope: !28, file: !3, line: 186, column: 3)
!53 = !DILocalVariable(name: "x", scope: !54, file: !3, line: 188, type: !10)
!54 = distinct !DILexicalBlock(scope: !55, file: !3, line: 187, column: 18)
!55 = distinct !DILexicalBlock(scope: !56, file: !3, line: 187, column: 9)
!56 = distinct !DILexicalBlock(scope: !57, file: !3, line: 186, column: 33)
!57 = distinct !DILexicalBlock(scope: !52, file: !3, line: 186, column: 3)
!58 = !DILocalVariable(name: "y", scope: !54, file: !3, line: 188, type: !10)
!59 = !DILocalVariable(name: "m", scope: !60, file: !3, line: 194, type: !10)
!60 = distinct !DILexicalBlock(scope: !28, file: !3, line: 194, column: 3)
!61 = !DILocalVariable(name: "x", scope: !62, file: !3, line: 196, type: !10)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 195, column: 18)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 195, column: 9)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 194, column: 38)
!65 = distinct !DILexicalBlock(scope: !60, file: !3, line: 194, column: 3)
!66 = !DILocalVariable(name: "y", scope: !62, file: !3, line: 196, type: !10)
!67 = !DILocalVariable(name: "ty", scope: !68, file: !3, line: 202, type: !10)
!68 = distinct !DILexicalBlock(scope: !28, file: !3, line: 202, column: 3)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 9248, elements: !70)
!70 = !{!71, !71}
!71 = !DISubrange(count: 17)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!73 = distinct !DIGlobalVariable(name: "refl", scope: !28, file: !3, line: 169, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 8192, elements: !22)
!75 = !{!76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !107}
!76 = !DILocalVariable(name: "power", arg: 1, scope: !2, file: !3, line: 83, type: !6)
!77 = !DILocalVariable(name: "temp_src", arg: 2, scope: !2, file: !3, line: 83, type: !6)
!78 = !DILocalVariable(name: "temp_dst", arg: 3, scope: !2, file: !3, line: 83, type: !9)
!79 = !DILocalVariable(name: "iters", arg: 4, scope: !2, file: !3, line: 84, type: !10)
!80 = !DILocalVariable(name: "cols", arg: 5, scope: !2, file: !3, line: 84, type: !10)
!81 = !DILocalVariable(name: "rows", arg: 6, scope: !2, file: !3, line: 84, type: !10)
!82 = !DILocalVariable(name: "cap", arg: 7, scope: !2, file: !3, line: 84, type: !8)
!83 = !DILocalVariable(name: "rx", arg: 8, scope: !2, file: !3, line: 84, type: !8)
!84 = !DILocalVariable(name: "ry", arg: 9, scope: !2, file: !3, line: 84, type: !8)
!85 = !DILocalVariable(name: "rz", arg: 10, scope: !2, file: !3, line: 84, type: !8)
!86 = !DILocalVariable(name: "step", arg: 11, scope: !2, file: !3, line: 84, type: !8)
!87 = !DILocalVariable(name: "bx", scope: !2, file: !3, line: 88, type: !10)
!88 = !DILocalVariable(name: "by", scope: !2, file: !3, line: 88, type: !10)
!89 = !DILocalVariable(name: "tx", scope: !2, file: !3, line: 89, type: !10)
!90 = !DILocalVariable(name: "ty", scope: !2, file: !3, line: 89, type: !10)
!91 = !DILocalVariable(name: "small", scope: !2, file: !3, line: 90, type: !10)
!92 = !DILocalVariable(name: "blkY", scope: !2, file: !3, line: 91, type: !10)
!93 = !DILocalVariable(name: "blkX", scope: !2, file: !3, line: 91, type: !10)
!94 = !DILocalVariable(name: "yidx", scope: !2, file: !3, line: 92, type: !10)
!95 = !DILocalVariable(name: "xidx", scope: !2, file: !3, line: 92, type: !10)
!96 = !DILocalVariable(name: "index", scope: !2, file: !3, line: 93, type: !10)
!97 = !DILocalVariable(name: "vy0", scope: !2, file: !3, line: 99, type: !10)
!98 = !DILocalVariable(name: "vx0", scope: !2, file: !3, line: 99, type: !10)
!99 = !DILocalVariable(name: "vy1", scope: !2, file: !3, line: 100, type: !10)
!100 = !DILocalVariable(name: "vx1", scope: !2, file: !3, line: 101, type: !10)
!101 = !DILocalVariable(name: "n", scope: !2, file: !3, line: 102, type: !10)
!102 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 102, type: !10)
!103 = !DILocalVariable(name: "w", scope: !2, file: !3, line: 103, type: !10)
!104 = !DILocalVariable(name: "e", scope: !2, file: !3, line: 103, type: !10)
!105 = !DILocalVariable(name: "computed", scope: !2, file: !3, line: 104, type: !106)
!106 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!107 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 105, type: !10)
!108 = distinct !DILexicalBlock(scope: !2, file: !3, line: 105, column: 3)
!109 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!110 = !{i32 7, !"Dwarf Version", i32 5}
!111 = !{i32 2, !"Debug Info Version", i32 3}
!112 = !{i32 1, !"wchar_size", i32 4}
!113 = !{i32 8, !"PIC Level", i32 2}
!114 = !{i32 2, i32 0}
!115 = !{!"clang-19"}
!116 = distinct !DISubprogram(name: "hash32", scope: !117, file: !117, line: 15, type: !118, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !122)
!117 = !DIFile(filename: "src/common.h", directory: ".", checksumkind: CSK_MD5, checksum: "e5333d42a508fc6e446e938aee4c8f69")
!118 = !DISubroutineType(types: !119)
!119 = !{!10, !120}
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !14, line: 129, baseType: !121)
!121 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!122 = !{!123}
!123 = !DILocalVariable(name: "x", arg: 1, scope: !116, file: !117, line: 15, type: !120)
!124 = !DILocation(line: 0, scope: !116)
!125 = !DILocation(line: 16, column: 10, scope: !116)
!126 = !DILocation(line: 16, column: 5, scope: !116)
!127 = !DILocation(line: 17, column: 5, scope: !116)
!128 = !DILocation(line: 18, column: 10, scope: !116)
!129 = !DILocation(line: 18, column: 5, scope: !116)
!130 = !DILocation(line: 19, column: 5, scope: !116)
!131 = !DILocation(line: 20, column: 10, scope: !116)
!132 = !DILocation(line: 20, column: 5, scope: !116)
!133 = !DILocation(line: 21, column: 3, scope: !116)
!134 = distinct !DISubprogram(name: "rd_bfs_1", scope: !3, file: !3, line: 12, type: !135, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !148)
!135 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !136)
!136 = !{null, !137, !31, !144, !144, !146, !33, !10}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !139)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "node_t", file: !3, line: 9, baseType: !140)
!140 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 6, size: 64, elements: !141)
!141 = !{!142, !143}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !140, file: !3, line: 7, baseType: !10, size: 32)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !140, file: !3, line: 8, baseType: !10, size: 32, offset: 32)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !145)
!148 = !{!149, !150, !151, !152, !153, !154, !155, !156, !157, !160, !162}
!149 = !DILocalVariable(name: "nodes", arg: 1, scope: !134, file: !3, line: 12, type: !137)
!150 = !DILocalVariable(name: "edges", arg: 2, scope: !134, file: !3, line: 12, type: !31)
!151 = !DILocalVariable(name: "mask", arg: 3, scope: !134, file: !3, line: 12, type: !144)
!152 = !DILocalVariable(name: "updating", arg: 4, scope: !134, file: !3, line: 13, type: !144)
!153 = !DILocalVariable(name: "visited", arg: 5, scope: !134, file: !3, line: 13, type: !146)
!154 = !DILocalVariable(name: "cost", arg: 6, scope: !134, file: !3, line: 13, type: !33)
!155 = !DILocalVariable(name: "n", arg: 7, scope: !134, file: !3, line: 13, type: !10)
!156 = !DILocalVariable(name: "tid", scope: !134, file: !3, line: 14, type: !10)
!157 = !DILocalVariable(name: "nd", scope: !158, file: !3, line: 17, type: !139)
!158 = distinct !DILexicalBlock(scope: !159, file: !3, line: 15, column: 29)
!159 = distinct !DILexicalBlock(scope: !134, file: !3, line: 15, column: 7)
!160 = !DILocalVariable(name: "i", scope: !161, file: !3, line: 18, type: !10)
!161 = distinct !DILexicalBlock(scope: !158, file: !3, line: 18, column: 5)
!162 = !DILocalVariable(name: "id", scope: !163, file: !3, line: 19, type: !10)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 18, column: 58)
!164 = distinct !DILexicalBlock(scope: !161, file: !3, line: 18, column: 5)
!165 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!166 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!167 = !{!"node_t*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!168 = !{!"const", !"const", !"", !"", !"const", !"", !""}
!169 = !DILocation(line: 0, scope: !134)
!170 = !DILocation(line: 14, column: 13, scope: !134)
!171 = !DILocation(line: 15, column: 11, scope: !159)
!172 = !DILocation(line: 15, column: 15, scope: !159)
!173 = !DILocation(line: 15, column: 18, scope: !159)
!174 = !{!175, !175, i64 0}
!175 = !{!"omnipotent char", !176, i64 0}
!176 = !{!"Simple C/C++ TBAA"}
!177 = !DILocation(line: 15, column: 7, scope: !134)
!178 = !DILocation(line: 16, column: 15, scope: !158)
!179 = !DILocation(line: 17, column: 17, scope: !158)
!180 = !{!181, !181, i64 0}
!181 = !{!"int", !175, i64 0}
!182 = !DILocation(line: 0, scope: !161)
!183 = !DILocation(line: 18, column: 30, scope: !164)
!184 = !DILocation(line: 18, column: 5, scope: !161)
!185 = !DILocation(line: 19, column: 16, scope: !163)
!186 = !DILocation(line: 0, scope: !163)
!187 = !DILocation(line: 20, column: 12, scope: !188)
!188 = distinct !DILexicalBlock(scope: !163, file: !3, line: 20, column: 11)
!189 = !DILocation(line: 20, column: 11, scope: !163)
!190 = !DILocation(line: 21, column: 20, scope: !191)
!191 = distinct !DILexicalBlock(scope: !188, file: !3, line: 20, column: 25)
!192 = !DILocation(line: 21, column: 30, scope: !191)
!193 = !DILocation(line: 21, column: 9, scope: !191)
!194 = !DILocation(line: 21, column: 18, scope: !191)
!195 = !DILocation(line: 22, column: 9, scope: !191)
!196 = !DILocation(line: 22, column: 22, scope: !191)
!197 = !DILocation(line: 23, column: 7, scope: !191)
!198 = !DILocation(line: 18, column: 54, scope: !164)
!199 = distinct !{!199, !184, !200, !201}
!200 = !DILocation(line: 24, column: 5, scope: !161)
!201 = !{!"llvm.loop.unroll.disable"}
!202 = !DILocation(line: 26, column: 1, scope: !134)
!203 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 14, type: !204, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DISubroutineType(types: !205)
!205 = !{!206, !121}
!206 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!207 = distinct !DISubprogram(name: "rd_bfs_2", scope: !3, file: !3, line: 28, type: !208, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !210)
!208 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !209)
!209 = !{null, !144, !144, !144, !144, !10}
!210 = !{!211, !212, !213, !214, !215, !216}
!211 = !DILocalVariable(name: "mask", arg: 1, scope: !207, file: !3, line: 28, type: !144)
!212 = !DILocalVariable(name: "updating", arg: 2, scope: !207, file: !3, line: 28, type: !144)
!213 = !DILocalVariable(name: "visited", arg: 3, scope: !207, file: !3, line: 28, type: !144)
!214 = !DILocalVariable(name: "over", arg: 4, scope: !207, file: !3, line: 29, type: !144)
!215 = !DILocalVariable(name: "n", arg: 5, scope: !207, file: !3, line: 29, type: !10)
!216 = !DILocalVariable(name: "tid", scope: !207, file: !3, line: 30, type: !10)
!217 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!218 = !{!"none", !"none", !"none", !"none", !"none"}
!219 = !{!"char*", !"char*", !"char*", !"char*", !"int"}
!220 = !{!"", !"", !"", !"", !""}
!221 = !DILocation(line: 0, scope: !207)
!222 = !DILocation(line: 30, column: 13, scope: !207)
!223 = !DILocation(line: 31, column: 11, scope: !224)
!224 = distinct !DILexicalBlock(scope: !207, file: !3, line: 31, column: 7)
!225 = !DILocation(line: 31, column: 15, scope: !224)
!226 = !DILocation(line: 31, column: 18, scope: !224)
!227 = !DILocation(line: 31, column: 7, scope: !207)
!228 = !DILocation(line: 32, column: 5, scope: !229)
!229 = distinct !DILexicalBlock(scope: !224, file: !3, line: 31, column: 33)
!230 = !DILocation(line: 32, column: 15, scope: !229)
!231 = !DILocation(line: 33, column: 5, scope: !229)
!232 = !DILocation(line: 33, column: 18, scope: !229)
!233 = !DILocation(line: 34, column: 11, scope: !229)
!234 = !DILocation(line: 35, column: 19, scope: !229)
!235 = !DILocation(line: 36, column: 3, scope: !229)
!236 = !DILocation(line: 37, column: 1, scope: !207)
!237 = distinct !DISubprogram(name: "rd_bp_layerforward", scope: !3, file: !3, line: 41, type: !238, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !241)
!238 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !239)
!239 = !{null, !6, !6, !9, !240, !240, !10}
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32, dwarfAddressSpace: 2)
!241 = !{!242, !243, !244, !245, !246, !247, !248, !249, !250, !251, !252, !253, !255}
!242 = !DILocalVariable(name: "input", arg: 1, scope: !237, file: !3, line: 41, type: !6)
!243 = !DILocalVariable(name: "weights", arg: 2, scope: !237, file: !3, line: 41, type: !6)
!244 = !DILocalVariable(name: "partial", arg: 3, scope: !237, file: !3, line: 42, type: !9)
!245 = !DILocalVariable(name: "in_node", arg: 4, scope: !237, file: !3, line: 42, type: !240)
!246 = !DILocalVariable(name: "wm", arg: 5, scope: !237, file: !3, line: 42, type: !240)
!247 = !DILocalVariable(name: "hid", arg: 6, scope: !237, file: !3, line: 42, type: !10)
!248 = !DILocalVariable(name: "by", scope: !237, file: !3, line: 43, type: !10)
!249 = !DILocalVariable(name: "tx", scope: !237, file: !3, line: 44, type: !10)
!250 = !DILocalVariable(name: "ty", scope: !237, file: !3, line: 44, type: !10)
!251 = !DILocalVariable(name: "index", scope: !237, file: !3, line: 45, type: !10)
!252 = !DILocalVariable(name: "index_in", scope: !237, file: !3, line: 46, type: !10)
!253 = !DILocalVariable(name: "i", scope: !254, file: !3, line: 52, type: !10)
!254 = distinct !DILexicalBlock(scope: !237, file: !3, line: 52, column: 3)
!255 = !DILocalVariable(name: "p", scope: !256, file: !3, line: 53, type: !10)
!256 = distinct !DILexicalBlock(scope: !257, file: !3, line: 52, column: 32)
!257 = distinct !DILexicalBlock(scope: !254, file: !3, line: 52, column: 3)
!258 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0}
!259 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!260 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!261 = !{!"const", !"const", !"", !"", !"", !""}
!262 = !DILocation(line: 0, scope: !237)
!263 = !DILocation(line: 43, column: 12, scope: !237)
!264 = !DILocation(line: 44, column: 12, scope: !237)
!265 = !DILocation(line: 44, column: 34, scope: !237)
!266 = !DILocation(line: 45, column: 20, scope: !237)
!267 = !DILocation(line: 45, column: 32, scope: !237)
!268 = !DILocation(line: 45, column: 54, scope: !237)
!269 = !DILocation(line: 45, column: 59, scope: !237)
!270 = !DILocation(line: 45, column: 63, scope: !237)
!271 = !DILocation(line: 47, column: 10, scope: !272)
!272 = distinct !DILexicalBlock(scope: !237, file: !3, line: 47, column: 7)
!273 = !DILocation(line: 47, column: 7, scope: !237)
!274 = !DILocation(line: 46, column: 23, scope: !237)
!275 = !DILocation(line: 46, column: 28, scope: !237)
!276 = !DILocation(line: 48, column: 19, scope: !272)
!277 = !{!278, !278, i64 0}
!278 = !{!"float", !175, i64 0}
!279 = !DILocation(line: 48, column: 5, scope: !272)
!280 = !DILocation(line: 48, column: 17, scope: !272)
!281 = !DILocation(line: 49, column: 3, scope: !237)
!282 = !DILocation(line: 50, column: 24, scope: !237)
!283 = !DILocation(line: 50, column: 41, scope: !237)
!284 = !DILocation(line: 50, column: 39, scope: !237)
!285 = !DILocation(line: 50, column: 3, scope: !237)
!286 = !DILocation(line: 50, column: 22, scope: !237)
!287 = !DILocation(line: 51, column: 3, scope: !237)
!288 = !DILocation(line: 0, scope: !254)
!289 = !DILocation(line: 52, column: 8, scope: !254)
!290 = !DILocation(line: 52, column: 3, scope: !254)
!291 = !DILocation(line: 58, column: 10, scope: !292)
!292 = distinct !DILexicalBlock(scope: !237, file: !3, line: 58, column: 7)
!293 = !DILocation(line: 58, column: 7, scope: !237)
!294 = !DILocation(line: 53, column: 15, scope: !256)
!295 = !DILocation(line: 0, scope: !256)
!296 = !DILocation(line: 54, column: 16, scope: !297)
!297 = distinct !DILexicalBlock(scope: !256, file: !3, line: 54, column: 9)
!298 = !DILocation(line: 54, column: 9, scope: !256)
!299 = !DILocation(line: 55, column: 40, scope: !297)
!300 = !DILocation(line: 55, column: 36, scope: !297)
!301 = !DILocation(line: 55, column: 29, scope: !297)
!302 = !DILocation(line: 55, column: 26, scope: !297)
!303 = !DILocation(line: 55, column: 7, scope: !297)
!304 = !DILocation(line: 56, column: 5, scope: !256)
!305 = !DILocation(line: 52, column: 28, scope: !257)
!306 = !DILocation(line: 52, column: 21, scope: !257)
!307 = distinct !{!307, !290, !308, !201}
!308 = !DILocation(line: 57, column: 3, scope: !254)
!309 = !DILocation(line: 59, column: 30, scope: !292)
!310 = !DILocation(line: 59, column: 16, scope: !292)
!311 = !DILocation(line: 59, column: 22, scope: !292)
!312 = !DILocation(line: 59, column: 5, scope: !292)
!313 = !DILocation(line: 59, column: 28, scope: !292)
!314 = !DILocation(line: 60, column: 1, scope: !237)
!315 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !3, file: !3, line: 43, type: !204, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!316 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 44, type: !204, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!317 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 49, type: !318, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!318 = !DISubroutineType(types: !319)
!319 = !{null, !320}
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !14, line: 372, baseType: !120)
!321 = distinct !DISubprogram(name: "rd_bp_adjust", scope: !3, file: !3, line: 62, type: !322, scopeLine: 63, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !324)
!322 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !323)
!323 = !{null, !9, !10, !6, !10, !9, !9}
!324 = !{!325, !326, !327, !328, !329, !330, !331, !332, !333, !334, !335, !336, !337, !338}
!325 = !DILocalVariable(name: "delta", arg: 1, scope: !321, file: !3, line: 62, type: !9)
!326 = !DILocalVariable(name: "hid", arg: 2, scope: !321, file: !3, line: 62, type: !10)
!327 = !DILocalVariable(name: "ly", arg: 3, scope: !321, file: !3, line: 62, type: !6)
!328 = !DILocalVariable(name: "in", arg: 4, scope: !321, file: !3, line: 62, type: !10)
!329 = !DILocalVariable(name: "w", arg: 5, scope: !321, file: !3, line: 63, type: !9)
!330 = !DILocalVariable(name: "oldw", arg: 6, scope: !321, file: !3, line: 63, type: !9)
!331 = !DILocalVariable(name: "by", scope: !321, file: !3, line: 64, type: !10)
!332 = !DILocalVariable(name: "tx", scope: !321, file: !3, line: 65, type: !10)
!333 = !DILocalVariable(name: "ty", scope: !321, file: !3, line: 65, type: !10)
!334 = !DILocalVariable(name: "index", scope: !321, file: !3, line: 66, type: !10)
!335 = !DILocalVariable(name: "index_y", scope: !321, file: !3, line: 67, type: !10)
!336 = !DILocalVariable(name: "index_x", scope: !321, file: !3, line: 68, type: !10)
!337 = !DILocalVariable(name: "d", scope: !321, file: !3, line: 69, type: !8)
!338 = !DILocalVariable(name: "d0", scope: !339, file: !3, line: 74, type: !8)
!339 = distinct !DILexicalBlock(scope: !340, file: !3, line: 73, column: 27)
!340 = distinct !DILexicalBlock(scope: !321, file: !3, line: 73, column: 7)
!341 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 1}
!342 = !{!"float*", !"int", !"float*", !"int", !"float*", !"float*"}
!343 = !{!"", !"", !"const", !"", !"", !""}
!344 = !DILocation(line: 0, scope: !321)
!345 = !DILocation(line: 64, column: 12, scope: !321)
!346 = !DILocation(line: 65, column: 12, scope: !321)
!347 = !DILocation(line: 65, column: 34, scope: !321)
!348 = !DILocation(line: 66, column: 20, scope: !321)
!349 = !DILocation(line: 66, column: 32, scope: !321)
!350 = !DILocation(line: 66, column: 54, scope: !321)
!351 = !DILocation(line: 66, column: 59, scope: !321)
!352 = !DILocation(line: 66, column: 63, scope: !321)
!353 = !DILocation(line: 67, column: 22, scope: !321)
!354 = !DILocation(line: 67, column: 27, scope: !321)
!355 = !DILocation(line: 69, column: 20, scope: !321)
!356 = !DILocation(line: 69, column: 18, scope: !321)
!357 = !DILocation(line: 69, column: 37, scope: !321)
!358 = !DILocation(line: 69, column: 58, scope: !321)
!359 = !DILocation(line: 69, column: 56, scope: !321)
!360 = !DILocation(line: 69, column: 49, scope: !321)
!361 = !DILocation(line: 70, column: 3, scope: !321)
!362 = !DILocation(line: 70, column: 12, scope: !321)
!363 = !DILocation(line: 71, column: 15, scope: !321)
!364 = !DILocation(line: 72, column: 3, scope: !321)
!365 = !DILocation(line: 73, column: 15, scope: !340)
!366 = !DILocation(line: 74, column: 23, scope: !339)
!367 = !DILocation(line: 74, column: 47, scope: !339)
!368 = !DILocation(line: 74, column: 45, scope: !339)
!369 = !DILocation(line: 74, column: 38, scope: !339)
!370 = !DILocation(line: 0, scope: !339)
!371 = !DILocation(line: 75, column: 5, scope: !339)
!372 = !DILocation(line: 75, column: 16, scope: !339)
!373 = !DILocation(line: 76, column: 19, scope: !339)
!374 = !DILocation(line: 77, column: 3, scope: !339)
!375 = !DILocation(line: 78, column: 1, scope: !321)
!376 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!377 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!378 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int", !"float", !"float", !"float", !"float", !"float"}
!379 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!380 = !DILocation(line: 0, scope: !2)
!381 = !DILocation(line: 88, column: 12, scope: !2)
!382 = !DILocation(line: 88, column: 34, scope: !2)
!383 = !DILocation(line: 89, column: 12, scope: !2)
!384 = !DILocation(line: 89, column: 34, scope: !2)
!385 = !DILocation(line: 90, column: 26, scope: !2)
!386 = !DILocation(line: 90, column: 18, scope: !2)
!387 = !DILocation(line: 91, column: 20, scope: !2)
!388 = !DILocation(line: 91, column: 25, scope: !2)
!389 = !DILocation(line: 91, column: 51, scope: !2)
!390 = !DILocation(line: 91, column: 56, scope: !2)
!391 = !DILocation(line: 92, column: 19, scope: !2)
!392 = !DILocation(line: 92, column: 37, scope: !2)
!393 = !DILocation(line: 93, column: 20, scope: !2)
!394 = !DILocation(line: 93, column: 27, scope: !2)
!395 = !DILocation(line: 94, column: 12, scope: !396)
!396 = distinct !DILexicalBlock(scope: !2, file: !3, line: 94, column: 7)
!397 = !DILocation(line: 94, column: 17, scope: !396)
!398 = !DILocation(line: 94, column: 25, scope: !396)
!399 = !DILocation(line: 94, column: 32, scope: !396)
!400 = !DILocation(line: 95, column: 20, scope: !401)
!401 = distinct !DILexicalBlock(scope: !396, file: !3, line: 94, column: 61)
!402 = !DILocation(line: 95, column: 5, scope: !401)
!403 = !DILocation(line: 95, column: 18, scope: !401)
!404 = !DILocation(line: 96, column: 20, scope: !401)
!405 = !DILocation(line: 96, column: 5, scope: !401)
!406 = !DILocation(line: 96, column: 18, scope: !401)
!407 = !DILocation(line: 97, column: 3, scope: !401)
!408 = !DILocation(line: 98, column: 3, scope: !2)
!409 = !DILocation(line: 0, scope: !108)
!410 = !DILocation(line: 105, column: 21, scope: !411)
!411 = distinct !DILexicalBlock(scope: !108, file: !3, line: 105, column: 3)
!412 = !DILocation(line: 105, column: 3, scope: !108)
!413 = !DILocation(line: 103, column: 47, scope: !2)
!414 = !DILocation(line: 101, column: 23, scope: !2)
!415 = !DILocation(line: 101, column: 27, scope: !2)
!416 = !DILocation(line: 101, column: 13, scope: !2)
!417 = !DILocation(line: 103, column: 44, scope: !2)
!418 = !DILocation(line: 103, column: 14, scope: !2)
!419 = !DILocation(line: 99, column: 46, scope: !2)
!420 = !DILocation(line: 99, column: 41, scope: !2)
!421 = !DILocation(line: 103, column: 11, scope: !2)
!422 = !DILocation(line: 102, column: 47, scope: !2)
!423 = !DILocation(line: 100, column: 23, scope: !2)
!424 = !DILocation(line: 100, column: 27, scope: !2)
!425 = !DILocation(line: 100, column: 13, scope: !2)
!426 = !DILocation(line: 102, column: 44, scope: !2)
!427 = !DILocation(line: 102, column: 14, scope: !2)
!428 = !DILocation(line: 99, column: 18, scope: !2)
!429 = !DILocation(line: 99, column: 13, scope: !2)
!430 = !DILocation(line: 102, column: 11, scope: !2)
!431 = !DILocation(line: 107, column: 17, scope: !432)
!432 = distinct !DILexicalBlock(scope: !433, file: !3, line: 107, column: 9)
!433 = distinct !DILexicalBlock(scope: !411, file: !3, line: 105, column: 35)
!434 = !DILocation(line: 107, column: 12, scope: !432)
!435 = !DILocation(line: 107, column: 21, scope: !432)
!436 = !DILocation(line: 107, column: 37, scope: !432)
!437 = !DILocation(line: 107, column: 27, scope: !432)
!438 = !DILocation(line: 107, column: 41, scope: !432)
!439 = !DILocation(line: 110, column: 23, scope: !440)
!440 = distinct !DILexicalBlock(scope: !432, file: !3, line: 108, column: 59)
!441 = !DILocation(line: 111, column: 12, scope: !440)
!442 = !DILocation(line: 111, column: 28, scope: !440)
!443 = !DILocation(line: 111, column: 42, scope: !440)
!444 = !DILocation(line: 111, column: 40, scope: !440)
!445 = !DILocation(line: 111, column: 54, scope: !440)
!446 = !DILocation(line: 111, column: 25, scope: !440)
!447 = !DILocation(line: 112, column: 13, scope: !440)
!448 = !DILocation(line: 112, column: 27, scope: !440)
!449 = !DILocation(line: 112, column: 25, scope: !440)
!450 = !DILocation(line: 112, column: 39, scope: !440)
!451 = !DILocation(line: 111, column: 82, scope: !440)
!452 = !DILocation(line: 112, column: 76, scope: !440)
!453 = !DILocation(line: 112, column: 67, scope: !440)
!454 = !DILocation(line: 110, column: 36, scope: !440)
!455 = !DILocation(line: 110, column: 21, scope: !440)
!456 = !DILocation(line: 113, column: 5, scope: !440)
!457 = !DILocation(line: 114, column: 5, scope: !433)
!458 = !DILocation(line: 115, column: 11, scope: !459)
!459 = distinct !DILexicalBlock(scope: !433, file: !3, line: 115, column: 9)
!460 = !DILocation(line: 115, column: 9, scope: !433)
!461 = !DILocation(line: 117, column: 9, scope: !433)
!462 = !DILocation(line: 118, column: 22, scope: !463)
!463 = distinct !DILexicalBlock(scope: !433, file: !3, line: 117, column: 9)
!464 = !DILocation(line: 118, column: 20, scope: !463)
!465 = !DILocation(line: 118, column: 7, scope: !463)
!466 = !DILocation(line: 119, column: 5, scope: !433)
!467 = !DILocation(line: 121, column: 7, scope: !2)
!468 = !DILocation(line: 122, column: 23, scope: !469)
!469 = distinct !DILexicalBlock(scope: !2, file: !3, line: 121, column: 7)
!470 = !DILocation(line: 122, column: 5, scope: !469)
!471 = !DILocation(line: 122, column: 21, scope: !469)
!472 = !DILocation(line: 123, column: 1, scope: !2)
!473 = distinct !DISubprogram(name: "rd_pathfinder", scope: !3, file: !3, line: 127, type: !474, scopeLine: 128, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !477)
!474 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !475)
!475 = !{null, !31, !31, !33, !476, !476, !10, !10, !10, !10}
!476 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 32, dwarfAddressSpace: 2)
!477 = !{!478, !479, !480, !481, !482, !483, !484, !485, !486, !487, !488, !489, !490, !491, !492, !493, !494, !495, !496, !497, !498, !499, !501, !506, !507, !508}
!478 = !DILocalVariable(name: "wall", arg: 1, scope: !473, file: !3, line: 127, type: !31)
!479 = !DILocalVariable(name: "src", arg: 2, scope: !473, file: !3, line: 127, type: !31)
!480 = !DILocalVariable(name: "dst", arg: 3, scope: !473, file: !3, line: 127, type: !33)
!481 = !DILocalVariable(name: "prev", arg: 4, scope: !473, file: !3, line: 128, type: !476)
!482 = !DILocalVariable(name: "result", arg: 5, scope: !473, file: !3, line: 128, type: !476)
!483 = !DILocalVariable(name: "cols", arg: 6, scope: !473, file: !3, line: 128, type: !10)
!484 = !DILocalVariable(name: "start_step", arg: 7, scope: !473, file: !3, line: 128, type: !10)
!485 = !DILocalVariable(name: "border", arg: 8, scope: !473, file: !3, line: 128, type: !10)
!486 = !DILocalVariable(name: "iters", arg: 9, scope: !473, file: !3, line: 128, type: !10)
!487 = !DILocalVariable(name: "bx", scope: !473, file: !3, line: 129, type: !10)
!488 = !DILocalVariable(name: "tx", scope: !473, file: !3, line: 129, type: !10)
!489 = !DILocalVariable(name: "bs", scope: !473, file: !3, line: 130, type: !10)
!490 = !DILocalVariable(name: "small", scope: !473, file: !3, line: 131, type: !10)
!491 = !DILocalVariable(name: "blkX", scope: !473, file: !3, line: 132, type: !10)
!492 = !DILocalVariable(name: "xidx", scope: !473, file: !3, line: 133, type: !10)
!493 = !DILocalVariable(name: "validXmin", scope: !473, file: !3, line: 134, type: !10)
!494 = !DILocalVariable(name: "validXmax", scope: !473, file: !3, line: 135, type: !10)
!495 = !DILocalVariable(name: "W", scope: !473, file: !3, line: 136, type: !10)
!496 = !DILocalVariable(name: "E", scope: !473, file: !3, line: 137, type: !10)
!497 = !DILocalVariable(name: "isValid", scope: !473, file: !3, line: 138, type: !106)
!498 = !DILocalVariable(name: "computed", scope: !473, file: !3, line: 142, type: !106)
!499 = !DILocalVariable(name: "i", scope: !500, file: !3, line: 143, type: !10)
!500 = distinct !DILexicalBlock(scope: !473, file: !3, line: 143, column: 3)
!501 = !DILocalVariable(name: "l", scope: !502, file: !3, line: 147, type: !10)
!502 = distinct !DILexicalBlock(scope: !503, file: !3, line: 145, column: 53)
!503 = distinct !DILexicalBlock(scope: !504, file: !3, line: 145, column: 9)
!504 = distinct !DILexicalBlock(scope: !505, file: !3, line: 143, column: 35)
!505 = distinct !DILexicalBlock(scope: !500, file: !3, line: 143, column: 3)
!506 = !DILocalVariable(name: "u", scope: !502, file: !3, line: 147, type: !10)
!507 = !DILocalVariable(name: "r", scope: !502, file: !3, line: 147, type: !10)
!508 = !DILocalVariable(name: "m", scope: !502, file: !3, line: 148, type: !10)
!509 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0, i32 0, i32 0, i32 0}
!510 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!511 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int", !"int", !"int", !"int"}
!512 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !""}
!513 = !DILocation(line: 0, scope: !473)
!514 = !DILocation(line: 129, column: 12, scope: !473)
!515 = !DILocation(line: 129, column: 34, scope: !473)
!516 = !DILocation(line: 130, column: 12, scope: !473)
!517 = !DILocation(line: 131, column: 26, scope: !473)
!518 = !DILocation(line: 131, column: 18, scope: !473)
!519 = !DILocation(line: 132, column: 20, scope: !473)
!520 = !DILocation(line: 132, column: 25, scope: !473)
!521 = !DILocation(line: 133, column: 19, scope: !473)
!522 = !DILocation(line: 134, column: 24, scope: !473)
!523 = !DILocation(line: 134, column: 19, scope: !473)
!524 = !DILocation(line: 135, column: 24, scope: !473)
!525 = !DILocation(line: 135, column: 33, scope: !473)
!526 = !DILocation(line: 135, column: 19, scope: !473)
!527 = !DILocation(line: 136, column: 14, scope: !473)
!528 = !DILocation(line: 136, column: 11, scope: !473)
!529 = !DILocation(line: 137, column: 14, scope: !473)
!530 = !DILocation(line: 137, column: 11, scope: !473)
!531 = !DILocation(line: 138, column: 21, scope: !473)
!532 = !DILocation(line: 138, column: 34, scope: !473)
!533 = !DILocation(line: 139, column: 12, scope: !534)
!534 = distinct !DILexicalBlock(scope: !473, file: !3, line: 139, column: 7)
!535 = !DILocation(line: 139, column: 17, scope: !534)
!536 = !DILocation(line: 140, column: 16, scope: !534)
!537 = !DILocation(line: 140, column: 5, scope: !534)
!538 = !DILocation(line: 140, column: 14, scope: !534)
!539 = !DILocation(line: 141, column: 3, scope: !473)
!540 = !DILocation(line: 0, scope: !500)
!541 = !DILocation(line: 143, column: 21, scope: !505)
!542 = !DILocation(line: 143, column: 3, scope: !500)
!543 = !DILocation(line: 145, column: 17, scope: !503)
!544 = !DILocation(line: 145, column: 12, scope: !503)
!545 = !DILocation(line: 145, column: 21, scope: !503)
!546 = !DILocation(line: 145, column: 37, scope: !503)
!547 = !DILocation(line: 145, column: 27, scope: !503)
!548 = !DILocation(line: 145, column: 41, scope: !503)
!549 = !DILocation(line: 147, column: 15, scope: !502)
!550 = !DILocation(line: 0, scope: !502)
!551 = !DILocation(line: 147, column: 28, scope: !502)
!552 = !DILocation(line: 147, column: 42, scope: !502)
!553 = !DILocation(line: 148, column: 19, scope: !502)
!554 = !DILocation(line: 148, column: 15, scope: !502)
!555 = !DILocation(line: 149, column: 48, scope: !502)
!556 = !DILocation(line: 149, column: 34, scope: !502)
!557 = !DILocation(line: 149, column: 53, scope: !502)
!558 = !DILocation(line: 149, column: 24, scope: !502)
!559 = !DILocation(line: 149, column: 22, scope: !502)
!560 = !DILocation(line: 149, column: 18, scope: !502)
!561 = !DILocation(line: 150, column: 5, scope: !502)
!562 = !DILocation(line: 151, column: 5, scope: !504)
!563 = !DILocation(line: 152, column: 11, scope: !564)
!564 = distinct !DILexicalBlock(scope: !504, file: !3, line: 152, column: 9)
!565 = !DILocation(line: 152, column: 9, scope: !504)
!566 = !DILocation(line: 154, column: 9, scope: !504)
!567 = !DILocation(line: 155, column: 18, scope: !568)
!568 = distinct !DILexicalBlock(scope: !504, file: !3, line: 154, column: 9)
!569 = !DILocation(line: 155, column: 16, scope: !568)
!570 = !DILocation(line: 155, column: 7, scope: !568)
!571 = !DILocation(line: 156, column: 5, scope: !504)
!572 = !DILocation(line: 158, column: 7, scope: !473)
!573 = !DILocation(line: 159, column: 17, scope: !574)
!574 = distinct !DILexicalBlock(scope: !473, file: !3, line: 158, column: 7)
!575 = !DILocation(line: 159, column: 5, scope: !574)
!576 = !DILocation(line: 159, column: 15, scope: !574)
!577 = !DILocation(line: 160, column: 1, scope: !473)
!578 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !3, file: !3, line: 130, type: !204, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!579 = !DISubprogram(name: "min", linkageName: "_Z3minii", scope: !3, file: !3, line: 148, type: !580, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!580 = !DISubroutineType(types: !581)
!581 = !{!10, !10, !10}
!582 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!583 = !{!"int*", !"int*", !"int", !"int", !"int", !"int"}
!584 = !{!"const", !"", !"", !"", !"", !""}
!585 = !DILocation(line: 0, scope: !28)
!586 = !DILocation(line: 170, column: 12, scope: !28)
!587 = !DILocation(line: 170, column: 34, scope: !28)
!588 = !DILocation(line: 172, column: 27, scope: !28)
!589 = !DILocation(line: 173, column: 20, scope: !28)
!590 = !DILocation(line: 173, column: 26, scope: !28)
!591 = !DILocation(line: 173, column: 44, scope: !28)
!592 = !DILocation(line: 173, column: 38, scope: !28)
!593 = !DILocation(line: 173, column: 56, scope: !28)
!594 = !DILocation(line: 173, column: 61, scope: !28)
!595 = !DILocation(line: 173, column: 68, scope: !28)
!596 = !DILocation(line: 177, column: 10, scope: !597)
!597 = distinct !DILexicalBlock(scope: !28, file: !3, line: 177, column: 7)
!598 = !DILocation(line: 177, column: 7, scope: !28)
!599 = !DILocation(line: 179, column: 3, scope: !50)
!600 = !DILocation(line: 178, column: 18, scope: !597)
!601 = !DILocation(line: 178, column: 16, scope: !597)
!602 = !DILocation(line: 178, column: 5, scope: !597)
!603 = !DILocation(line: 181, column: 3, scope: !28)
!604 = !DILocation(line: 175, column: 58, scope: !28)
!605 = !DILocation(line: 182, column: 35, scope: !28)
!606 = !DILocation(line: 182, column: 21, scope: !28)
!607 = !DILocation(line: 182, column: 3, scope: !28)
!608 = !DILocation(line: 182, column: 19, scope: !28)
!609 = !DILocation(line: 183, column: 3, scope: !28)
!610 = !DILocation(line: 184, column: 21, scope: !28)
!611 = !DILocation(line: 184, column: 3, scope: !28)
!612 = !DILocation(line: 184, column: 19, scope: !28)
!613 = !DILocation(line: 185, column: 3, scope: !28)
!614 = !DILocation(line: 0, scope: !52)
!615 = !DILocation(line: 186, column: 3, scope: !52)
!616 = !DILocation(line: 0, scope: !50)
!617 = !DILocation(line: 180, column: 37, scope: !618)
!618 = distinct !DILexicalBlock(scope: !50, file: !3, line: 179, column: 3)
!619 = !DILocation(line: 180, column: 30, scope: !618)
!620 = !DILocation(line: 180, column: 20, scope: !618)
!621 = !DILocation(line: 180, column: 5, scope: !618)
!622 = !DILocation(line: 180, column: 18, scope: !618)
!623 = !DILocation(line: 179, column: 32, scope: !618)
!624 = !DILocation(line: 179, column: 23, scope: !618)
!625 = distinct !{!625, !599, !626, !201}
!626 = !DILocation(line: 180, column: 41, scope: !50)
!627 = !DILocation(line: 0, scope: !60)
!628 = !DILocation(line: 194, column: 3, scope: !60)
!629 = !DILocation(line: 187, column: 12, scope: !55)
!630 = !DILocation(line: 187, column: 9, scope: !56)
!631 = !DILocation(line: 0, scope: !54)
!632 = !DILocation(line: 188, column: 29, scope: !54)
!633 = !DILocation(line: 188, column: 34, scope: !54)
!634 = !DILocation(line: 189, column: 25, scope: !54)
!635 = !DILocation(line: 189, column: 46, scope: !54)
!636 = !DILocation(line: 189, column: 44, scope: !54)
!637 = !DILocation(line: 189, column: 66, scope: !54)
!638 = !DILocation(line: 189, column: 81, scope: !54)
!639 = !DILocation(line: 190, column: 25, scope: !54)
!640 = !DILocation(line: 190, column: 40, scope: !54)
!641 = !DILocalVariable(name: "a", arg: 1, scope: !642, file: !3, line: 165, type: !10)
!642 = distinct !DISubprogram(name: "max3", scope: !3, file: !3, line: 165, type: !643, scopeLine: 165, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !645)
!643 = !DISubroutineType(types: !644)
!644 = !{!10, !10, !10, !10}
!645 = !{!641, !646, !647}
!646 = !DILocalVariable(name: "b", arg: 2, scope: !642, file: !3, line: 165, type: !10)
!647 = !DILocalVariable(name: "c", arg: 3, scope: !642, file: !3, line: 165, type: !10)
!648 = !DILocation(line: 0, scope: !642, inlinedAt: !649)
!649 = distinct !DILocation(line: 189, column: 20, scope: !54)
!650 = !DILocation(line: 165, column: 58, scope: !642, inlinedAt: !649)
!651 = !DILocation(line: 165, column: 54, scope: !642, inlinedAt: !649)
!652 = !DILocation(line: 189, column: 7, scope: !54)
!653 = !DILocation(line: 189, column: 18, scope: !54)
!654 = !DILocation(line: 191, column: 5, scope: !54)
!655 = !DILocation(line: 192, column: 5, scope: !56)
!656 = !DILocation(line: 186, column: 29, scope: !57)
!657 = !DILocation(line: 186, column: 21, scope: !57)
!658 = distinct !{!658, !615, !659, !201}
!659 = !DILocation(line: 193, column: 3, scope: !52)
!660 = !DILocation(line: 195, column: 12, scope: !63)
!661 = !DILocation(line: 195, column: 9, scope: !64)
!662 = !DILocation(line: 196, column: 24, scope: !62)
!663 = !DILocation(line: 0, scope: !62)
!664 = !DILocation(line: 197, column: 39, scope: !62)
!665 = !DILocation(line: 197, column: 25, scope: !62)
!666 = !DILocation(line: 197, column: 46, scope: !62)
!667 = !DILocation(line: 197, column: 44, scope: !62)
!668 = !DILocation(line: 197, column: 66, scope: !62)
!669 = !DILocation(line: 197, column: 81, scope: !62)
!670 = !DILocation(line: 198, column: 25, scope: !62)
!671 = !DILocation(line: 198, column: 40, scope: !62)
!672 = !DILocation(line: 0, scope: !642, inlinedAt: !673)
!673 = distinct !DILocation(line: 197, column: 20, scope: !62)
!674 = !DILocation(line: 165, column: 58, scope: !642, inlinedAt: !673)
!675 = !DILocation(line: 165, column: 54, scope: !642, inlinedAt: !673)
!676 = !DILocation(line: 197, column: 7, scope: !62)
!677 = !DILocation(line: 197, column: 18, scope: !62)
!678 = !DILocation(line: 199, column: 5, scope: !62)
!679 = !DILocation(line: 200, column: 5, scope: !64)
!680 = !DILocation(line: 194, column: 34, scope: !65)
!681 = !DILocation(line: 194, column: 27, scope: !65)
!682 = distinct !{!682, !628, !683, !201}
!683 = !DILocation(line: 201, column: 3, scope: !60)
!684 = !DILocation(line: 205, column: 1, scope: !28)
!685 = !DILocation(line: 0, scope: !68)
!686 = !DILocation(line: 203, column: 40, scope: !687)
!687 = distinct !DILexicalBlock(scope: !68, file: !3, line: 202, column: 3)
!688 = !DILocation(line: 203, column: 32, scope: !687)
!689 = !DILocation(line: 203, column: 22, scope: !687)
!690 = !DILocation(line: 203, column: 17, scope: !687)
!691 = !DILocation(line: 203, column: 5, scope: !687)
!692 = !DILocation(line: 203, column: 30, scope: !687)
!693 = !DILocation(line: 202, column: 23, scope: !687)
!694 = !DILocation(line: 202, column: 3, scope: !68)
!695 = distinct !{!695, !694, !696, !201}
!696 = !DILocation(line: 203, column: 51, scope: !68)
!697 = distinct !DISubprogram(name: "rd_srad", scope: !3, file: !3, line: 208, type: !698, scopeLine: 209, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !700)
!698 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !699)
!699 = !{null, !6, !9, !9, !9, !9, !9, !10, !10, !8}
!700 = !{!701, !702, !703, !704, !705, !706, !707, !708, !709, !710, !711, !712, !713, !714, !715, !716, !717, !718, !719, !720, !721, !722, !723, !724, !725, !726, !727}
!701 = !DILocalVariable(name: "img", arg: 1, scope: !697, file: !3, line: 208, type: !6)
!702 = !DILocalVariable(name: "c", arg: 2, scope: !697, file: !3, line: 208, type: !9)
!703 = !DILocalVariable(name: "dn", arg: 3, scope: !697, file: !3, line: 208, type: !9)
!704 = !DILocalVariable(name: "ds", arg: 4, scope: !697, file: !3, line: 208, type: !9)
!705 = !DILocalVariable(name: "dw", arg: 5, scope: !697, file: !3, line: 209, type: !9)
!706 = !DILocalVariable(name: "de", arg: 6, scope: !697, file: !3, line: 209, type: !9)
!707 = !DILocalVariable(name: "rows", arg: 7, scope: !697, file: !3, line: 209, type: !10)
!708 = !DILocalVariable(name: "cols", arg: 8, scope: !697, file: !3, line: 209, type: !10)
!709 = !DILocalVariable(name: "q0sqr", arg: 9, scope: !697, file: !3, line: 209, type: !8)
!710 = !DILocalVariable(name: "idx", scope: !697, file: !3, line: 210, type: !10)
!711 = !DILocalVariable(name: "r", scope: !697, file: !3, line: 213, type: !10)
!712 = !DILocalVariable(name: "col", scope: !697, file: !3, line: 213, type: !10)
!713 = !DILocalVariable(name: "in", scope: !697, file: !3, line: 214, type: !10)
!714 = !DILocalVariable(name: "is", scope: !697, file: !3, line: 214, type: !10)
!715 = !DILocalVariable(name: "jw", scope: !697, file: !3, line: 215, type: !10)
!716 = !DILocalVariable(name: "je", scope: !697, file: !3, line: 215, type: !10)
!717 = !DILocalVariable(name: "jc", scope: !697, file: !3, line: 216, type: !8)
!718 = !DILocalVariable(name: "n", scope: !697, file: !3, line: 217, type: !8)
!719 = !DILocalVariable(name: "s", scope: !697, file: !3, line: 217, type: !8)
!720 = !DILocalVariable(name: "w", scope: !697, file: !3, line: 218, type: !8)
!721 = !DILocalVariable(name: "e", scope: !697, file: !3, line: 218, type: !8)
!722 = !DILocalVariable(name: "g2", scope: !697, file: !3, line: 219, type: !8)
!723 = !DILocalVariable(name: "l", scope: !697, file: !3, line: 220, type: !8)
!724 = !DILocalVariable(name: "num", scope: !697, file: !3, line: 221, type: !8)
!725 = !DILocalVariable(name: "den", scope: !697, file: !3, line: 222, type: !8)
!726 = !DILocalVariable(name: "qsqr", scope: !697, file: !3, line: 223, type: !8)
!727 = !DILocalVariable(name: "cv", scope: !697, file: !3, line: 225, type: !8)
!728 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!729 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int", !"float"}
!730 = !{!"const", !"", !"", !"", !"", !"", !"", !"", !""}
!731 = !DILocation(line: 0, scope: !697)
!732 = !DILocation(line: 210, column: 13, scope: !697)
!733 = !DILocation(line: 211, column: 19, scope: !734)
!734 = distinct !DILexicalBlock(scope: !697, file: !3, line: 211, column: 7)
!735 = !DILocation(line: 211, column: 11, scope: !734)
!736 = !DILocation(line: 211, column: 7, scope: !697)
!737 = !DILocation(line: 213, column: 33, scope: !697)
!738 = !DILocation(line: 213, column: 15, scope: !697)
!739 = !DILocation(line: 214, column: 12, scope: !697)
!740 = !DILocation(line: 214, column: 47, scope: !697)
!741 = !DILocation(line: 214, column: 39, scope: !697)
!742 = !DILocation(line: 214, column: 37, scope: !697)
!743 = !DILocation(line: 215, column: 12, scope: !697)
!744 = !DILocation(line: 215, column: 53, scope: !697)
!745 = !DILocation(line: 215, column: 45, scope: !697)
!746 = !DILocation(line: 215, column: 41, scope: !697)
!747 = !DILocation(line: 216, column: 14, scope: !697)
!748 = !DILocation(line: 217, column: 21, scope: !697)
!749 = !DILocation(line: 217, column: 28, scope: !697)
!750 = !DILocation(line: 217, column: 13, scope: !697)
!751 = !DILocation(line: 217, column: 34, scope: !697)
!752 = !DILocation(line: 217, column: 59, scope: !697)
!753 = !DILocation(line: 217, column: 44, scope: !697)
!754 = !DILocation(line: 217, column: 65, scope: !697)
!755 = !DILocation(line: 218, column: 20, scope: !697)
!756 = !DILocation(line: 218, column: 27, scope: !697)
!757 = !DILocation(line: 218, column: 13, scope: !697)
!758 = !DILocation(line: 218, column: 32, scope: !697)
!759 = !DILocation(line: 218, column: 49, scope: !697)
!760 = !DILocation(line: 218, column: 56, scope: !697)
!761 = !DILocation(line: 218, column: 42, scope: !697)
!762 = !DILocation(line: 218, column: 61, scope: !697)
!763 = !DILocation(line: 219, column: 25, scope: !697)
!764 = !DILocation(line: 219, column: 21, scope: !697)
!765 = !DILocation(line: 219, column: 29, scope: !697)
!766 = !DILocation(line: 219, column: 37, scope: !697)
!767 = !DILocation(line: 219, column: 52, scope: !697)
!768 = !DILocation(line: 219, column: 46, scope: !697)
!769 = !{float 2.500000e+00}
!770 = !DILocation(line: 220, column: 16, scope: !697)
!771 = !DILocation(line: 220, column: 20, scope: !697)
!772 = !DILocation(line: 220, column: 24, scope: !697)
!773 = !DILocation(line: 220, column: 29, scope: !697)
!774 = !DILocation(line: 221, column: 25, scope: !697)
!775 = !DILocation(line: 222, column: 20, scope: !697)
!776 = !DILocation(line: 223, column: 27, scope: !697)
!777 = !DILocation(line: 223, column: 20, scope: !697)
!778 = !DILocation(line: 224, column: 15, scope: !697)
!779 = !DILocation(line: 224, column: 41, scope: !697)
!780 = !DILocation(line: 224, column: 33, scope: !697)
!781 = !DILocation(line: 224, column: 24, scope: !697)
!782 = !DILocation(line: 225, column: 27, scope: !697)
!783 = !DILocation(line: 225, column: 19, scope: !697)
!784 = !DILocation(line: 226, column: 15, scope: !697)
!785 = !DILocation(line: 226, column: 12, scope: !697)
!786 = !DILocation(line: 226, column: 3, scope: !697)
!787 = !DILocation(line: 226, column: 10, scope: !697)
!788 = !DILocation(line: 227, column: 3, scope: !697)
!789 = !DILocation(line: 227, column: 11, scope: !697)
!790 = !DILocation(line: 228, column: 3, scope: !697)
!791 = !DILocation(line: 228, column: 11, scope: !697)
!792 = !DILocation(line: 229, column: 3, scope: !697)
!793 = !DILocation(line: 229, column: 11, scope: !697)
!794 = !DILocation(line: 230, column: 3, scope: !697)
!795 = !DILocation(line: 230, column: 11, scope: !697)
!796 = !DILocation(line: 231, column: 1, scope: !697)
!797 = distinct !DISubprogram(name: "rd_kmeans", scope: !3, file: !3, line: 234, type: !798, scopeLine: 235, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !800)
!798 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !799)
!799 = !{null, !6, !6, !33, !10, !10, !10}
!800 = !{!801, !802, !803, !804, !805, !806, !807, !808, !809, !810, !812, !815, !817}
!801 = !DILocalVariable(name: "feature", arg: 1, scope: !797, file: !3, line: 234, type: !6)
!802 = !DILocalVariable(name: "clusters", arg: 2, scope: !797, file: !3, line: 234, type: !6)
!803 = !DILocalVariable(name: "membership", arg: 3, scope: !797, file: !3, line: 234, type: !33)
!804 = !DILocalVariable(name: "npoints", arg: 4, scope: !797, file: !3, line: 235, type: !10)
!805 = !DILocalVariable(name: "nclusters", arg: 5, scope: !797, file: !3, line: 235, type: !10)
!806 = !DILocalVariable(name: "nfeatures", arg: 6, scope: !797, file: !3, line: 235, type: !10)
!807 = !DILocalVariable(name: "p", scope: !797, file: !3, line: 236, type: !10)
!808 = !DILocalVariable(name: "best", scope: !797, file: !3, line: 239, type: !10)
!809 = !DILocalVariable(name: "best_d", scope: !797, file: !3, line: 240, type: !8)
!810 = !DILocalVariable(name: "c", scope: !811, file: !3, line: 241, type: !10)
!811 = distinct !DILexicalBlock(scope: !797, file: !3, line: 241, column: 3)
!812 = !DILocalVariable(name: "d", scope: !813, file: !3, line: 242, type: !8)
!813 = distinct !DILexicalBlock(scope: !814, file: !3, line: 241, column: 39)
!814 = distinct !DILexicalBlock(scope: !811, file: !3, line: 241, column: 3)
!815 = !DILocalVariable(name: "f", scope: !816, file: !3, line: 243, type: !10)
!816 = distinct !DILexicalBlock(scope: !813, file: !3, line: 243, column: 5)
!817 = !DILocalVariable(name: "diff", scope: !818, file: !3, line: 244, type: !8)
!818 = distinct !DILexicalBlock(scope: !819, file: !3, line: 243, column: 41)
!819 = distinct !DILexicalBlock(scope: !816, file: !3, line: 243, column: 5)
!820 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!821 = !{!"float*", !"float*", !"int*", !"int", !"int", !"int"}
!822 = !DILocation(line: 0, scope: !797)
!823 = !DILocation(line: 236, column: 11, scope: !797)
!824 = !DILocation(line: 237, column: 9, scope: !825)
!825 = distinct !DILexicalBlock(scope: !797, file: !3, line: 237, column: 7)
!826 = !DILocation(line: 237, column: 7, scope: !797)
!827 = !DILocation(line: 0, scope: !811)
!828 = !DILocation(line: 241, column: 21, scope: !814)
!829 = !DILocation(line: 241, column: 3, scope: !811)
!830 = !DILocation(line: 0, scope: !816)
!831 = !DILocation(line: 0, scope: !813)
!832 = !DILocation(line: 243, column: 5, scope: !816)
!833 = !DILocation(line: 254, column: 3, scope: !797)
!834 = !DILocation(line: 254, column: 17, scope: !797)
!835 = !DILocation(line: 255, column: 1, scope: !797)
!836 = !DILocation(line: 244, column: 30, scope: !818)
!837 = !DILocation(line: 244, column: 40, scope: !818)
!838 = !DILocation(line: 244, column: 20, scope: !818)
!839 = !DILocation(line: 244, column: 70, scope: !818)
!840 = !DILocation(line: 244, column: 47, scope: !818)
!841 = !DILocation(line: 244, column: 45, scope: !818)
!842 = !DILocation(line: 0, scope: !818)
!843 = !DILocation(line: 245, column: 9, scope: !818)
!844 = !DILocation(line: 246, column: 13, scope: !845)
!845 = distinct !DILexicalBlock(scope: !818, file: !3, line: 246, column: 11)
!846 = !DILocation(line: 243, column: 37, scope: !819)
!847 = distinct !{!847, !832, !848, !201}
!848 = !DILocation(line: 248, column: 5, scope: !816)
!849 = !DILocation(line: 249, column: 11, scope: !850)
!850 = distinct !DILexicalBlock(scope: !813, file: !3, line: 249, column: 9)
!851 = !DILocation(line: 249, column: 9, scope: !813)
!852 = !DILocation(line: 241, column: 35, scope: !814)
!853 = distinct !{!853, !829, !854, !201}
!854 = !DILocation(line: 253, column: 3, scope: !811)
!855 = distinct !DISubprogram(name: "rd_lud_diagonal", scope: !3, file: !3, line: 259, type: !856, scopeLine: 259, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !858)
!856 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !857)
!857 = !{null, !9, !240, !10, !10}
!858 = !{!859, !860, !861, !862, !863, !864, !865, !867, !869, !875, !879}
!859 = !DILocalVariable(name: "m", arg: 1, scope: !855, file: !3, line: 259, type: !9)
!860 = !DILocalVariable(name: "shadow", arg: 2, scope: !855, file: !3, line: 259, type: !240)
!861 = !DILocalVariable(name: "dim", arg: 3, scope: !855, file: !3, line: 259, type: !10)
!862 = !DILocalVariable(name: "offset", arg: 4, scope: !855, file: !3, line: 259, type: !10)
!863 = !DILocalVariable(name: "tx", scope: !855, file: !3, line: 260, type: !10)
!864 = !DILocalVariable(name: "array_offset", scope: !855, file: !3, line: 261, type: !10)
!865 = !DILocalVariable(name: "i", scope: !866, file: !3, line: 262, type: !10)
!866 = distinct !DILexicalBlock(scope: !855, file: !3, line: 262, column: 3)
!867 = !DILocalVariable(name: "i", scope: !868, file: !3, line: 267, type: !10)
!868 = distinct !DILexicalBlock(scope: !855, file: !3, line: 267, column: 3)
!869 = !DILocalVariable(name: "j", scope: !870, file: !3, line: 269, type: !10)
!870 = distinct !DILexicalBlock(scope: !871, file: !3, line: 269, column: 7)
!871 = distinct !DILexicalBlock(scope: !872, file: !3, line: 268, column: 17)
!872 = distinct !DILexicalBlock(scope: !873, file: !3, line: 268, column: 9)
!873 = distinct !DILexicalBlock(scope: !874, file: !3, line: 267, column: 36)
!874 = distinct !DILexicalBlock(scope: !868, file: !3, line: 267, column: 3)
!875 = !DILocalVariable(name: "j", scope: !876, file: !3, line: 275, type: !10)
!876 = distinct !DILexicalBlock(scope: !877, file: !3, line: 275, column: 7)
!877 = distinct !DILexicalBlock(scope: !878, file: !3, line: 274, column: 17)
!878 = distinct !DILexicalBlock(scope: !873, file: !3, line: 274, column: 9)
!879 = !DILocalVariable(name: "i", scope: !880, file: !3, line: 281, type: !10)
!880 = distinct !DILexicalBlock(scope: !855, file: !3, line: 281, column: 3)
!881 = !{i32 1, i32 3, i32 0, i32 0}
!882 = !{!"none", !"none", !"none", !"none"}
!883 = !{!"float*", !"float*", !"int", !"int"}
!884 = !{!"", !"", !"", !""}
!885 = !DILocation(line: 0, scope: !855)
!886 = !DILocation(line: 260, column: 12, scope: !855)
!887 = !DILocation(line: 261, column: 35, scope: !855)
!888 = !DILocation(line: 0, scope: !866)
!889 = !DILocation(line: 262, column: 8, scope: !866)
!890 = !DILocation(line: 262, column: 3, scope: !866)
!891 = !DILocation(line: 266, column: 3, scope: !855)
!892 = !DILocation(line: 0, scope: !868)
!893 = !DILocation(line: 267, column: 8, scope: !868)
!894 = !DILocation(line: 267, column: 3, scope: !868)
!895 = !DILocation(line: 263, column: 42, scope: !896)
!896 = distinct !DILexicalBlock(scope: !897, file: !3, line: 262, column: 32)
!897 = distinct !DILexicalBlock(scope: !866, file: !3, line: 262, column: 3)
!898 = !DILocation(line: 263, column: 27, scope: !896)
!899 = !DILocation(line: 263, column: 5, scope: !896)
!900 = !DILocation(line: 263, column: 25, scope: !896)
!901 = !DILocation(line: 264, column: 18, scope: !896)
!902 = !DILocation(line: 262, column: 28, scope: !897)
!903 = !DILocation(line: 262, column: 21, scope: !897)
!904 = distinct !{!904, !890, !905, !201}
!905 = !DILocation(line: 265, column: 3, scope: !866)
!906 = !DILocation(line: 280, column: 26, scope: !855)
!907 = !DILocation(line: 280, column: 31, scope: !855)
!908 = !DILocation(line: 280, column: 37, scope: !855)
!909 = !DILocation(line: 0, scope: !880)
!910 = !DILocation(line: 281, column: 8, scope: !880)
!911 = !DILocation(line: 281, column: 3, scope: !880)
!912 = !DILocation(line: 268, column: 12, scope: !872)
!913 = !DILocation(line: 268, column: 9, scope: !873)
!914 = !DILocation(line: 0, scope: !870)
!915 = !DILocation(line: 269, column: 25, scope: !916)
!916 = distinct !DILexicalBlock(scope: !870, file: !3, line: 269, column: 7)
!917 = !DILocation(line: 269, column: 7, scope: !870)
!918 = !DILocation(line: 271, column: 30, scope: !871)
!919 = !DILocation(line: 271, column: 7, scope: !871)
!920 = !DILocation(line: 271, column: 27, scope: !871)
!921 = !DILocation(line: 272, column: 5, scope: !871)
!922 = !DILocation(line: 270, column: 32, scope: !916)
!923 = !DILocation(line: 270, column: 54, scope: !916)
!924 = !DILocation(line: 270, column: 29, scope: !916)
!925 = !DILocation(line: 269, column: 31, scope: !916)
!926 = distinct !{!926, !917, !927, !201}
!927 = !DILocation(line: 270, column: 71, scope: !870)
!928 = !DILocation(line: 273, column: 5, scope: !873)
!929 = !DILocation(line: 274, column: 9, scope: !873)
!930 = !DILocation(line: 0, scope: !876)
!931 = !DILocation(line: 275, column: 7, scope: !876)
!932 = !DILocation(line: 276, column: 38, scope: !933)
!933 = distinct !DILexicalBlock(scope: !876, file: !3, line: 275, column: 7)
!934 = !DILocation(line: 276, column: 65, scope: !933)
!935 = !DILocation(line: 276, column: 35, scope: !933)
!936 = !DILocation(line: 275, column: 35, scope: !933)
!937 = !DILocation(line: 275, column: 25, scope: !933)
!938 = distinct !{!938, !931, !939, !201}
!939 = !DILocation(line: 276, column: 83, scope: !876)
!940 = !DILocation(line: 278, column: 5, scope: !873)
!941 = !DILocation(line: 267, column: 32, scope: !874)
!942 = !DILocation(line: 267, column: 21, scope: !874)
!943 = distinct !{!943, !894, !944, !201}
!944 = !DILocation(line: 279, column: 3, scope: !868)
!945 = !DILocation(line: 285, column: 1, scope: !855)
!946 = !DILocation(line: 282, column: 28, scope: !947)
!947 = distinct !DILexicalBlock(scope: !948, file: !3, line: 281, column: 32)
!948 = distinct !DILexicalBlock(scope: !880, file: !3, line: 281, column: 3)
!949 = !DILocation(line: 282, column: 20, scope: !947)
!950 = !DILocation(line: 282, column: 5, scope: !947)
!951 = !DILocation(line: 282, column: 26, scope: !947)
!952 = !DILocation(line: 283, column: 18, scope: !947)
!953 = !DILocation(line: 281, column: 28, scope: !948)
!954 = !DILocation(line: 281, column: 21, scope: !948)
!955 = distinct !{!955, !911, !956, !201}
!956 = !DILocation(line: 284, column: 3, scope: !880)
!957 = distinct !DISubprogram(name: "rd_nn", scope: !3, file: !3, line: 293, type: !958, scopeLine: 293, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !967)
!958 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !959)
!959 = !{null, !960, !9, !10, !8, !8}
!960 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !961, size: 64)
!961 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !962)
!962 = !DIDerivedType(tag: DW_TAG_typedef, name: "latlong_t", file: !3, line: 291, baseType: !963)
!963 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 288, size: 64, elements: !964)
!964 = !{!965, !966}
!965 = !DIDerivedType(tag: DW_TAG_member, name: "lat", scope: !963, file: !3, line: 289, baseType: !8, size: 32)
!966 = !DIDerivedType(tag: DW_TAG_member, name: "lng", scope: !963, file: !3, line: 290, baseType: !8, size: 32, offset: 32)
!967 = !{!968, !969, !970, !971, !972, !973, !974}
!968 = !DILocalVariable(name: "d_locations", arg: 1, scope: !957, file: !3, line: 293, type: !960)
!969 = !DILocalVariable(name: "d_distances", arg: 2, scope: !957, file: !3, line: 293, type: !9)
!970 = !DILocalVariable(name: "n", arg: 3, scope: !957, file: !3, line: 293, type: !10)
!971 = !DILocalVariable(name: "lat", arg: 4, scope: !957, file: !3, line: 293, type: !8)
!972 = !DILocalVariable(name: "lng", arg: 5, scope: !957, file: !3, line: 293, type: !8)
!973 = !DILocalVariable(name: "gid", scope: !957, file: !3, line: 294, type: !10)
!974 = !DILocalVariable(name: "l", scope: !975, file: !3, line: 296, type: !962)
!975 = distinct !DILexicalBlock(scope: !976, file: !3, line: 295, column: 16)
!976 = distinct !DILexicalBlock(scope: !957, file: !3, line: 295, column: 7)
!977 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!978 = !{!"latlong_t*", !"float*", !"int", !"float", !"float"}
!979 = !{!"const", !"", !"", !"", !""}
!980 = !DILocation(line: 0, scope: !957)
!981 = !DILocation(line: 294, column: 13, scope: !957)
!982 = !DILocation(line: 295, column: 11, scope: !976)
!983 = !DILocation(line: 295, column: 7, scope: !957)
!984 = !DILocation(line: 296, column: 19, scope: !975)
!985 = !DILocation(line: 297, column: 34, scope: !975)
!986 = !DILocation(line: 297, column: 66, scope: !975)
!987 = !DILocation(line: 297, column: 75, scope: !975)
!988 = !DILocation(line: 297, column: 59, scope: !975)
!989 = !DILocation(line: 297, column: 24, scope: !975)
!990 = !{float 3.000000e+00}
!991 = !DILocation(line: 297, column: 5, scope: !975)
!992 = !DILocation(line: 297, column: 22, scope: !975)
!993 = !DILocation(line: 298, column: 3, scope: !975)
!994 = !DILocation(line: 299, column: 1, scope: !957)
!995 = distinct !DISubprogram(name: "rd_gauss_fan1", scope: !3, file: !3, line: 302, type: !996, scopeLine: 302, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !998)
!996 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !997)
!997 = !{null, !6, !9, !10, !10}
!998 = !{!999, !1000, !1001, !1002, !1003}
!999 = !DILocalVariable(name: "a", arg: 1, scope: !995, file: !3, line: 302, type: !6)
!1000 = !DILocalVariable(name: "m", arg: 2, scope: !995, file: !3, line: 302, type: !9)
!1001 = !DILocalVariable(name: "size", arg: 3, scope: !995, file: !3, line: 302, type: !10)
!1002 = !DILocalVariable(name: "t", arg: 4, scope: !995, file: !3, line: 302, type: !10)
!1003 = !DILocalVariable(name: "gid", scope: !995, file: !3, line: 303, type: !10)
!1004 = !{i32 1, i32 1, i32 0, i32 0}
!1005 = !{!"const", !"", !"", !""}
!1006 = !DILocation(line: 0, scope: !995)
!1007 = !DILocation(line: 303, column: 13, scope: !995)
!1008 = !DILocation(line: 304, column: 23, scope: !1009)
!1009 = distinct !DILexicalBlock(scope: !995, file: !3, line: 304, column: 7)
!1010 = !DILocation(line: 304, column: 11, scope: !1009)
!1011 = !DILocation(line: 304, column: 7, scope: !995)
!1012 = !DILocation(line: 306, column: 47, scope: !995)
!1013 = !DILocation(line: 306, column: 51, scope: !995)
!1014 = !DILocation(line: 306, column: 40, scope: !995)
!1015 = !DILocation(line: 306, column: 56, scope: !995)
!1016 = !DILocation(line: 306, column: 33, scope: !995)
!1017 = !DILocation(line: 306, column: 74, scope: !995)
!1018 = !DILocation(line: 306, column: 63, scope: !995)
!1019 = !DILocation(line: 306, column: 61, scope: !995)
!1020 = !DILocation(line: 306, column: 3, scope: !995)
!1021 = !DILocation(line: 306, column: 31, scope: !995)
!1022 = !DILocation(line: 307, column: 1, scope: !995)
!1023 = distinct !DISubprogram(name: "rd_gauss_fan2", scope: !3, file: !3, line: 309, type: !1024, scopeLine: 309, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !1026)
!1024 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !1025)
!1025 = !{null, !9, !9, !6, !10, !10}
!1026 = !{!1027, !1028, !1029, !1030, !1031, !1032, !1033}
!1027 = !DILocalVariable(name: "a", arg: 1, scope: !1023, file: !3, line: 309, type: !9)
!1028 = !DILocalVariable(name: "b", arg: 2, scope: !1023, file: !3, line: 309, type: !9)
!1029 = !DILocalVariable(name: "m", arg: 3, scope: !1023, file: !3, line: 309, type: !6)
!1030 = !DILocalVariable(name: "size", arg: 4, scope: !1023, file: !3, line: 309, type: !10)
!1031 = !DILocalVariable(name: "t", arg: 5, scope: !1023, file: !3, line: 309, type: !10)
!1032 = !DILocalVariable(name: "x", scope: !1023, file: !3, line: 310, type: !10)
!1033 = !DILocalVariable(name: "y", scope: !1023, file: !3, line: 310, type: !10)
!1034 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!1035 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!1036 = !{!"", !"", !"const", !"", !""}
!1037 = !DILocation(line: 0, scope: !1023)
!1038 = !DILocation(line: 310, column: 11, scope: !1023)
!1039 = !DILocation(line: 310, column: 33, scope: !1023)
!1040 = !DILocation(line: 311, column: 21, scope: !1041)
!1041 = distinct !DILexicalBlock(scope: !1023, file: !3, line: 311, column: 7)
!1042 = !DILocation(line: 311, column: 9, scope: !1041)
!1043 = !DILocation(line: 311, column: 25, scope: !1041)
!1044 = !DILocation(line: 313, column: 50, scope: !1023)
!1045 = !DILocation(line: 313, column: 54, scope: !1023)
!1046 = !DILocation(line: 313, column: 45, scope: !1023)
!1047 = !DILocation(line: 313, column: 59, scope: !1023)
!1048 = !DILocation(line: 313, column: 38, scope: !1023)
!1049 = !DILocation(line: 313, column: 73, scope: !1023)
!1050 = !DILocation(line: 313, column: 82, scope: !1023)
!1051 = !DILocation(line: 313, column: 77, scope: !1023)
!1052 = !DILocation(line: 313, column: 66, scope: !1023)
!1053 = !DILocation(line: 313, column: 24, scope: !1023)
!1054 = !DILocation(line: 313, column: 3, scope: !1023)
!1055 = !DILocation(line: 313, column: 35, scope: !1023)
!1056 = !DILocation(line: 314, column: 9, scope: !1057)
!1057 = distinct !DILexicalBlock(scope: !1023, file: !3, line: 314, column: 7)
!1058 = !DILocation(line: 314, column: 7, scope: !1023)
!1059 = !DILocation(line: 315, column: 21, scope: !1057)
!1060 = !DILocation(line: 315, column: 55, scope: !1057)
!1061 = !DILocation(line: 315, column: 5, scope: !1057)
!1062 = !DILocation(line: 315, column: 18, scope: !1057)
!1063 = !DILocation(line: 316, column: 1, scope: !1023)
!1064 = distinct !DISubprogram(name: "rd_btree_find", scope: !3, file: !3, line: 327, type: !1065, scopeLine: 328, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !1080)
!1065 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !1066)
!1066 = !{null, !1067, !31, !33, !33, !10}
!1067 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1068, size: 64)
!1068 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1069)
!1069 = !DIDerivedType(tag: DW_TAG_typedef, name: "bnode_t", file: !3, line: 325, baseType: !1070)
!1070 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 320, size: 1120, elements: !1071)
!1071 = !{!1072, !1073, !1074, !1077}
!1072 = !DIDerivedType(tag: DW_TAG_member, name: "num_keys", scope: !1070, file: !3, line: 321, baseType: !10, size: 32)
!1073 = !DIDerivedType(tag: DW_TAG_member, name: "is_leaf", scope: !1070, file: !3, line: 322, baseType: !10, size: 32, offset: 32)
!1074 = !DIDerivedType(tag: DW_TAG_member, name: "keys", scope: !1070, file: !3, line: 323, baseType: !1075, size: 512, offset: 64)
!1075 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 512, elements: !1076)
!1076 = !{!23}
!1077 = !DIDerivedType(tag: DW_TAG_member, name: "children", scope: !1070, file: !3, line: 324, baseType: !1078, size: 544, offset: 576)
!1078 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 544, elements: !1079)
!1079 = !{!71}
!1080 = !{!1081, !1082, !1083, !1084, !1085, !1086, !1087, !1088, !1089, !1091, !1094}
!1081 = !DILocalVariable(name: "nodes", arg: 1, scope: !1064, file: !3, line: 327, type: !1067)
!1082 = !DILocalVariable(name: "keys", arg: 2, scope: !1064, file: !3, line: 327, type: !31)
!1083 = !DILocalVariable(name: "result", arg: 3, scope: !1064, file: !3, line: 327, type: !33)
!1084 = !DILocalVariable(name: "current", arg: 4, scope: !1064, file: !3, line: 328, type: !33)
!1085 = !DILocalVariable(name: "height", arg: 5, scope: !1064, file: !3, line: 328, type: !10)
!1086 = !DILocalVariable(name: "bid", scope: !1064, file: !3, line: 329, type: !10)
!1087 = !DILocalVariable(name: "tid", scope: !1064, file: !3, line: 329, type: !10)
!1088 = !DILocalVariable(name: "key", scope: !1064, file: !3, line: 330, type: !10)
!1089 = !DILocalVariable(name: "lvl", scope: !1090, file: !3, line: 331, type: !10)
!1090 = distinct !DILexicalBlock(scope: !1064, file: !3, line: 331, column: 3)
!1091 = !DILocalVariable(name: "nd", scope: !1092, file: !3, line: 332, type: !1067)
!1092 = distinct !DILexicalBlock(scope: !1093, file: !3, line: 331, column: 42)
!1093 = distinct !DILexicalBlock(scope: !1090, file: !3, line: 331, column: 3)
!1094 = !DILocalVariable(name: "leaf", scope: !1064, file: !3, line: 337, type: !1067)
!1095 = !{!"bnode_t*", !"int*", !"int*", !"int*", !"int"}
!1096 = !{!"const", !"const", !"", !"", !""}
!1097 = !DILocation(line: 0, scope: !1064)
!1098 = !DILocation(line: 329, column: 13, scope: !1064)
!1099 = !DILocation(line: 329, column: 36, scope: !1064)
!1100 = !DILocation(line: 330, column: 13, scope: !1064)
!1101 = !DILocation(line: 0, scope: !1090)
!1102 = !DILocation(line: 331, column: 25, scope: !1093)
!1103 = !DILocation(line: 331, column: 3, scope: !1090)
!1104 = !DILocation(line: 337, column: 39, scope: !1064)
!1105 = !DILocation(line: 337, column: 33, scope: !1064)
!1106 = !DILocation(line: 338, column: 19, scope: !1107)
!1107 = distinct !DILexicalBlock(scope: !1064, file: !3, line: 338, column: 7)
!1108 = !{!1109, !181, i64 0}
!1109 = !{!"", !181, i64 0, !181, i64 4, !175, i64 8, !175, i64 72}
!1110 = !DILocation(line: 338, column: 11, scope: !1107)
!1111 = !DILocation(line: 338, column: 28, scope: !1107)
!1112 = !DILocation(line: 332, column: 39, scope: !1092)
!1113 = !DILocation(line: 332, column: 33, scope: !1092)
!1114 = !DILocation(line: 0, scope: !1092)
!1115 = !DILocation(line: 333, column: 19, scope: !1116)
!1116 = distinct !DILexicalBlock(scope: !1092, file: !3, line: 333, column: 9)
!1117 = !DILocation(line: 333, column: 13, scope: !1116)
!1118 = !DILocation(line: 333, column: 28, scope: !1116)
!1119 = !DILocation(line: 333, column: 35, scope: !1116)
!1120 = !DILocation(line: 333, column: 31, scope: !1116)
!1121 = !DILocation(line: 333, column: 45, scope: !1116)
!1122 = !DILocation(line: 333, column: 52, scope: !1116)
!1123 = !DILocation(line: 333, column: 64, scope: !1116)
!1124 = !DILocation(line: 333, column: 80, scope: !1116)
!1125 = !DILocation(line: 333, column: 83, scope: !1116)
!1126 = !DILocation(line: 333, column: 101, scope: !1116)
!1127 = !DILocation(line: 333, column: 9, scope: !1092)
!1128 = !DILocation(line: 334, column: 26, scope: !1116)
!1129 = !DILocation(line: 334, column: 22, scope: !1116)
!1130 = !DILocation(line: 334, column: 20, scope: !1116)
!1131 = !DILocation(line: 334, column: 7, scope: !1116)
!1132 = !DILocation(line: 335, column: 5, scope: !1092)
!1133 = !DILocation(line: 331, column: 38, scope: !1093)
!1134 = distinct !{!1134, !1103, !1135, !201}
!1135 = !DILocation(line: 336, column: 3, scope: !1090)
!1136 = !DILocation(line: 338, column: 37, scope: !1107)
!1137 = !DILocation(line: 338, column: 31, scope: !1107)
!1138 = !DILocation(line: 338, column: 47, scope: !1107)
!1139 = !DILocation(line: 338, column: 7, scope: !1064)
!1140 = !DILocation(line: 339, column: 25, scope: !1107)
!1141 = !DILocation(line: 339, column: 19, scope: !1107)
!1142 = !DILocation(line: 339, column: 5, scope: !1107)
!1143 = !DILocation(line: 339, column: 17, scope: !1107)
!1144 = !DILocation(line: 340, column: 1, scope: !1064)
!1145 = distinct !DISubprogram(name: "rd_pf_find_index", scope: !3, file: !3, line: 351, type: !1146, scopeLine: 352, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !1148)
!1146 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !1147)
!1147 = !{null, !6, !6, !6, !6, !9, !9, !10}
!1148 = !{!1149, !1150, !1151, !1152, !1153, !1154, !1155, !1156, !1157}
!1149 = !DILocalVariable(name: "cdf", arg: 1, scope: !1145, file: !3, line: 351, type: !6)
!1150 = !DILocalVariable(name: "u", arg: 2, scope: !1145, file: !3, line: 351, type: !6)
!1151 = !DILocalVariable(name: "ax", arg: 3, scope: !1145, file: !3, line: 351, type: !6)
!1152 = !DILocalVariable(name: "ay", arg: 4, scope: !1145, file: !3, line: 352, type: !6)
!1153 = !DILocalVariable(name: "xj", arg: 5, scope: !1145, file: !3, line: 352, type: !9)
!1154 = !DILocalVariable(name: "yj", arg: 6, scope: !1145, file: !3, line: 352, type: !9)
!1155 = !DILocalVariable(name: "n", arg: 7, scope: !1145, file: !3, line: 352, type: !10)
!1156 = !DILocalVariable(name: "i", scope: !1145, file: !3, line: 353, type: !10)
!1157 = !DILocalVariable(name: "idx", scope: !1158, file: !3, line: 355, type: !10)
!1158 = distinct !DILexicalBlock(scope: !1159, file: !3, line: 354, column: 14)
!1159 = distinct !DILexicalBlock(scope: !1145, file: !3, line: 354, column: 7)
!1160 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!1161 = !{!"const", !"const", !"const", !"const", !"", !"", !""}
!1162 = !DILocation(line: 0, scope: !1145)
!1163 = !DILocation(line: 353, column: 11, scope: !1145)
!1164 = !DILocation(line: 354, column: 9, scope: !1159)
!1165 = !DILocation(line: 354, column: 7, scope: !1145)
!1166 = !DILocation(line: 355, column: 34, scope: !1158)
!1167 = !DILocalVariable(name: "cdf", arg: 1, scope: !1168, file: !3, line: 344, type: !6)
!1168 = distinct !DISubprogram(name: "find_index", scope: !3, file: !3, line: 344, type: !1169, scopeLine: 344, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !1171)
!1169 = !DISubroutineType(types: !1170)
!1170 = !{!10, !6, !10, !8}
!1171 = !{!1167, !1172, !1173, !1174}
!1172 = !DILocalVariable(name: "n", arg: 2, scope: !1168, file: !3, line: 344, type: !10)
!1173 = !DILocalVariable(name: "u", arg: 3, scope: !1168, file: !3, line: 344, type: !8)
!1174 = !DILocalVariable(name: "i", scope: !1175, file: !3, line: 345, type: !10)
!1175 = distinct !DILexicalBlock(scope: !1168, file: !3, line: 345, column: 3)
!1176 = !DILocation(line: 0, scope: !1168, inlinedAt: !1177)
!1177 = distinct !DILocation(line: 355, column: 15, scope: !1158)
!1178 = !DILocation(line: 0, scope: !1175, inlinedAt: !1177)
!1179 = !DILocation(line: 345, column: 21, scope: !1180, inlinedAt: !1177)
!1180 = distinct !DILexicalBlock(scope: !1175, file: !3, line: 345, column: 3)
!1181 = !DILocation(line: 345, column: 3, scope: !1175, inlinedAt: !1177)
!1182 = !DILocation(line: 346, column: 9, scope: !1183, inlinedAt: !1177)
!1183 = distinct !DILexicalBlock(scope: !1180, file: !3, line: 346, column: 9)
!1184 = !DILocation(line: 346, column: 16, scope: !1183, inlinedAt: !1177)
!1185 = !DILocation(line: 346, column: 9, scope: !1180, inlinedAt: !1177)
!1186 = distinct !{!1186, !1181, !1187, !201}
!1187 = !DILocation(line: 347, column: 14, scope: !1175, inlinedAt: !1177)
!1188 = !DILocation(line: 345, column: 27, scope: !1180, inlinedAt: !1177)
!1189 = !DILocation(line: 345, scope: !1175, inlinedAt: !1177)
!1190 = !DILocation(line: 0, scope: !1158)
!1191 = !DILocation(line: 356, column: 13, scope: !1158)
!1192 = !DILocation(line: 356, column: 5, scope: !1158)
!1193 = !DILocation(line: 356, column: 11, scope: !1158)
!1194 = !DILocation(line: 357, column: 13, scope: !1158)
!1195 = !DILocation(line: 357, column: 5, scope: !1158)
!1196 = !DILocation(line: 357, column: 11, scope: !1158)
!1197 = !DILocation(line: 358, column: 3, scope: !1158)
!1198 = !DILocation(line: 359, column: 1, scope: !1145)
!1199 = distinct !DISubprogram(name: "rd_sc_pgain", scope: !3, file: !3, line: 362, type: !1200, scopeLine: 364, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !1202)
!1200 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !1201)
!1201 = !{null, !6, !6, !31, !6, !9, !144, !10, !10, !10, !10}
!1202 = !{!1203, !1204, !1205, !1206, !1207, !1208, !1209, !1210, !1211, !1212, !1213, !1214, !1215, !1217, !1220, !1221}
!1203 = !DILocalVariable(name: "coords", arg: 1, scope: !1199, file: !3, line: 362, type: !6)
!1204 = !DILocalVariable(name: "weights", arg: 2, scope: !1199, file: !3, line: 362, type: !6)
!1205 = !DILocalVariable(name: "assign", arg: 3, scope: !1199, file: !3, line: 362, type: !31)
!1206 = !DILocalVariable(name: "cost", arg: 4, scope: !1199, file: !3, line: 363, type: !6)
!1207 = !DILocalVariable(name: "lower", arg: 5, scope: !1199, file: !3, line: 363, type: !9)
!1208 = !DILocalVariable(name: "switch_membership", arg: 6, scope: !1199, file: !3, line: 363, type: !144)
!1209 = !DILocalVariable(name: "num", arg: 7, scope: !1199, file: !3, line: 364, type: !10)
!1210 = !DILocalVariable(name: "dim", arg: 8, scope: !1199, file: !3, line: 364, type: !10)
!1211 = !DILocalVariable(name: "x", arg: 9, scope: !1199, file: !3, line: 364, type: !10)
!1212 = !DILocalVariable(name: "ncenters", arg: 10, scope: !1199, file: !3, line: 364, type: !10)
!1213 = !DILocalVariable(name: "tid", scope: !1199, file: !3, line: 365, type: !10)
!1214 = !DILocalVariable(name: "d", scope: !1199, file: !3, line: 368, type: !8)
!1215 = !DILocalVariable(name: "i", scope: !1216, file: !3, line: 369, type: !10)
!1216 = distinct !DILexicalBlock(scope: !1199, file: !3, line: 369, column: 3)
!1217 = !DILocalVariable(name: "t", scope: !1218, file: !3, line: 370, type: !8)
!1218 = distinct !DILexicalBlock(scope: !1219, file: !3, line: 369, column: 33)
!1219 = distinct !DILexicalBlock(scope: !1216, file: !3, line: 369, column: 3)
!1220 = !DILocalVariable(name: "c", scope: !1199, file: !3, line: 373, type: !8)
!1221 = !DILocalVariable(name: "cur", scope: !1199, file: !3, line: 374, type: !8)
!1222 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!1223 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!1224 = !{!"float*", !"float*", !"int*", !"float*", !"float*", !"char*", !"int", !"int", !"int", !"int"}
!1225 = !{!"const", !"const", !"const", !"const", !"", !"", !"", !"", !"", !""}
!1226 = !DILocation(line: 0, scope: !1199)
!1227 = !DILocation(line: 365, column: 13, scope: !1199)
!1228 = !DILocation(line: 366, column: 11, scope: !1229)
!1229 = distinct !DILexicalBlock(scope: !1199, file: !3, line: 366, column: 7)
!1230 = !DILocation(line: 366, column: 7, scope: !1199)
!1231 = !DILocation(line: 0, scope: !1216)
!1232 = !DILocation(line: 369, column: 21, scope: !1219)
!1233 = !DILocation(line: 369, column: 3, scope: !1216)
!1234 = !DILocation(line: 373, column: 17, scope: !1199)
!1235 = !DILocation(line: 373, column: 15, scope: !1199)
!1236 = !DILocation(line: 374, column: 15, scope: !1199)
!1237 = !DILocation(line: 375, column: 9, scope: !1238)
!1238 = distinct !DILexicalBlock(scope: !1199, file: !3, line: 375, column: 7)
!1239 = !DILocation(line: 375, column: 7, scope: !1199)
!1240 = !DILocation(line: 370, column: 24, scope: !1218)
!1241 = !DILocation(line: 370, column: 30, scope: !1218)
!1242 = !DILocation(line: 370, column: 15, scope: !1218)
!1243 = !DILocation(line: 370, column: 54, scope: !1218)
!1244 = !DILocation(line: 370, column: 39, scope: !1218)
!1245 = !DILocation(line: 370, column: 37, scope: !1218)
!1246 = !DILocation(line: 0, scope: !1218)
!1247 = !DILocation(line: 371, column: 7, scope: !1218)
!1248 = !DILocation(line: 369, column: 29, scope: !1219)
!1249 = distinct !{!1249, !1233, !1250, !201}
!1250 = !DILocation(line: 372, column: 3, scope: !1216)
!1251 = !DILocation(line: 376, column: 5, scope: !1252)
!1252 = distinct !DILexicalBlock(scope: !1238, file: !3, line: 375, column: 16)
!1253 = !DILocation(line: 376, column: 28, scope: !1252)
!1254 = !DILocation(line: 377, column: 49, scope: !1252)
!1255 = !DILocation(line: 377, column: 27, scope: !1252)
!1256 = !DILocation(line: 377, column: 15, scope: !1252)
!1257 = !DILocation(line: 377, column: 32, scope: !1252)
!1258 = !DILocation(line: 378, column: 3, scope: !1252)
!1259 = !DILocation(line: 379, column: 54, scope: !1260)
!1260 = distinct !DILexicalBlock(scope: !1238, file: !3, line: 378, column: 10)
!1261 = !DILocation(line: 379, column: 27, scope: !1260)
!1262 = !DILocation(line: 379, column: 15, scope: !1260)
!1263 = !DILocation(line: 379, column: 34, scope: !1260)
!1264 = !DILocation(line: 379, column: 32, scope: !1260)
!1265 = !DILocation(line: 0, scope: !1238)
!1266 = !DILocation(line: 381, column: 1, scope: !1199)
!1267 = distinct !DISubprogram(name: "rd_cfd_flux", scope: !3, file: !3, line: 394, type: !1268, scopeLine: 395, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !1285)
!1268 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !1269)
!1269 = !{null, !31, !1270, !1276, !1284, !10}
!1270 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1271, size: 64)
!1271 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1272)
!1272 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !14, line: 209, baseType: !1273)
!1273 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, flags: DIFlagVector, elements: !1274)
!1274 = !{!1275}
!1275 = !DISubrange(count: 4)
!1276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1277, size: 64)
!1277 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1278)
!1278 = !DIDerivedType(tag: DW_TAG_typedef, name: "cfd_var_t", file: !3, line: 388, baseType: !1279)
!1279 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 384, size: 384, elements: !1280)
!1280 = !{!1281, !1282, !1283}
!1281 = !DIDerivedType(tag: DW_TAG_member, name: "density", scope: !1279, file: !3, line: 385, baseType: !8, size: 32)
!1282 = !DIDerivedType(tag: DW_TAG_member, name: "momentum", scope: !1279, file: !3, line: 386, baseType: !13, size: 128, offset: 128)
!1283 = !DIDerivedType(tag: DW_TAG_member, name: "energy", scope: !1279, file: !3, line: 387, baseType: !8, size: 32, offset: 256)
!1284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1278, size: 64)
!1285 = !{!1286, !1287, !1288, !1289, !1290, !1291, !1292, !1293, !1294, !1295, !1296, !1297, !1299, !1302, !1303, !1304, !1307, !1308, !1309}
!1286 = !DILocalVariable(name: "neighbors", arg: 1, scope: !1267, file: !3, line: 394, type: !31)
!1287 = !DILocalVariable(name: "normals", arg: 2, scope: !1267, file: !3, line: 394, type: !1270)
!1288 = !DILocalVariable(name: "vars", arg: 3, scope: !1267, file: !3, line: 394, type: !1276)
!1289 = !DILocalVariable(name: "fluxes", arg: 4, scope: !1267, file: !3, line: 395, type: !1284)
!1290 = !DILocalVariable(name: "nelr", arg: 5, scope: !1267, file: !3, line: 395, type: !10)
!1291 = !DILocalVariable(name: "i", scope: !1267, file: !3, line: 396, type: !10)
!1292 = !DILocalVariable(name: "v", scope: !1267, file: !3, line: 399, type: !1278)
!1293 = !DILocalVariable(name: "vel", scope: !1267, file: !3, line: 400, type: !13)
!1294 = !DILocalVariable(name: "sp2", scope: !1267, file: !3, line: 401, type: !8)
!1295 = !DILocalVariable(name: "p", scope: !1267, file: !3, line: 402, type: !8)
!1296 = !DILocalVariable(name: "f", scope: !1267, file: !3, line: 403, type: !1278)
!1297 = !DILocalVariable(name: "j", scope: !1298, file: !3, line: 404, type: !10)
!1298 = distinct !DILexicalBlock(scope: !1267, file: !3, line: 404, column: 3)
!1299 = !DILocalVariable(name: "nb", scope: !1300, file: !3, line: 405, type: !10)
!1300 = distinct !DILexicalBlock(scope: !1301, file: !3, line: 404, column: 31)
!1301 = distinct !DILexicalBlock(scope: !1298, file: !3, line: 404, column: 3)
!1302 = !DILocalVariable(name: "nrm", scope: !1300, file: !3, line: 406, type: !1272)
!1303 = !DILocalVariable(name: "nlen", scope: !1300, file: !3, line: 407, type: !8)
!1304 = !DILocalVariable(name: "w", scope: !1305, file: !3, line: 409, type: !1278)
!1305 = distinct !DILexicalBlock(scope: !1306, file: !3, line: 408, column: 18)
!1306 = distinct !DILexicalBlock(scope: !1300, file: !3, line: 408, column: 9)
!1307 = !DILocalVariable(name: "vn", scope: !1305, file: !3, line: 410, type: !13)
!1308 = !DILocalVariable(name: "pn", scope: !1305, file: !3, line: 411, type: !8)
!1309 = !DILocalVariable(name: "factor", scope: !1305, file: !3, line: 412, type: !8)
!1310 = !{!"int*", !"float4*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!1311 = !{!"int*", !"float __attribute__((ext_vector_type(4)))*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!1312 = !{!"const", !"const", !"const", !"", !""}
!1313 = !DILocation(line: 0, scope: !1267)
!1314 = !DILocation(line: 396, column: 11, scope: !1267)
!1315 = !DILocation(line: 397, column: 9, scope: !1316)
!1316 = distinct !DILexicalBlock(scope: !1267, file: !3, line: 397, column: 7)
!1317 = !DILocation(line: 397, column: 7, scope: !1267)
!1318 = !DILocation(line: 399, column: 17, scope: !1267)
!1319 = !DILocation(line: 400, column: 18, scope: !1267)
!1320 = !DILocation(line: 400, column: 29, scope: !1267)
!1321 = !DILocation(line: 400, column: 27, scope: !1267)
!1322 = !DILocation(line: 401, column: 15, scope: !1267)
!1323 = !DILocalVariable(name: "density", arg: 1, scope: !1324, file: !3, line: 390, type: !8)
!1324 = distinct !DISubprogram(name: "pressure", scope: !3, file: !3, line: 390, type: !1325, scopeLine: 390, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !1327)
!1325 = !DISubroutineType(types: !1326)
!1326 = !{!8, !8, !8, !8}
!1327 = !{!1323, !1328, !1329}
!1328 = !DILocalVariable(name: "density_energy", arg: 2, scope: !1324, file: !3, line: 390, type: !8)
!1329 = !DILocalVariable(name: "speed_sqd", arg: 3, scope: !1324, file: !3, line: 390, type: !8)
!1330 = !DILocation(line: 0, scope: !1324, inlinedAt: !1331)
!1331 = distinct !DILocation(line: 402, column: 13, scope: !1267)
!1332 = !DILocation(line: 391, column: 33, scope: !1324, inlinedAt: !1331)
!1333 = !DILocation(line: 391, column: 15, scope: !1324, inlinedAt: !1331)
!1334 = !DILocation(line: 0, scope: !1298)
!1335 = !DILocation(line: 404, column: 3, scope: !1298)
!1336 = !DILocation(line: 423, column: 3, scope: !1267)
!1337 = !DILocation(line: 423, column: 15, scope: !1267)
!1338 = !DILocation(line: 424, column: 1, scope: !1267)
!1339 = !DILocation(line: 405, column: 30, scope: !1300)
!1340 = !DILocation(line: 405, column: 14, scope: !1300)
!1341 = !DILocation(line: 0, scope: !1300)
!1342 = !DILocation(line: 406, column: 18, scope: !1300)
!1343 = !DILocation(line: 407, column: 25, scope: !1300)
!1344 = !DILocation(line: 407, column: 18, scope: !1300)
!1345 = !DILocation(line: 408, column: 12, scope: !1306)
!1346 = !DILocation(line: 408, column: 9, scope: !1300)
!1347 = !DILocation(line: 409, column: 21, scope: !1305)
!1348 = !DILocation(line: 410, column: 21, scope: !1305)
!1349 = !DILocation(line: 410, column: 32, scope: !1305)
!1350 = !DILocation(line: 410, column: 30, scope: !1305)
!1351 = !DILocation(line: 411, column: 48, scope: !1305)
!1352 = !DILocation(line: 0, scope: !1324, inlinedAt: !1353)
!1353 = distinct !DILocation(line: 411, column: 18, scope: !1305)
!1354 = !DILocation(line: 391, column: 33, scope: !1324, inlinedAt: !1353)
!1355 = !DILocation(line: 391, column: 15, scope: !1324, inlinedAt: !1353)
!1356 = !DILocation(line: 0, scope: !1305)
!1357 = !DILocation(line: 412, column: 28, scope: !1305)
!1358 = !DILocation(line: 412, column: 35, scope: !1305)
!1359 = !DILocation(line: 412, column: 45, scope: !1305)
!1360 = !DILocation(line: 412, column: 57, scope: !1305)
!1361 = !DILocation(line: 412, column: 55, scope: !1305)
!1362 = !DILocation(line: 412, column: 42, scope: !1305)
!1363 = !DILocation(line: 413, column: 40, scope: !1305)
!1364 = !DILocation(line: 413, column: 17, scope: !1305)
!1365 = !DILocation(line: 414, column: 38, scope: !1305)
!1366 = !DILocation(line: 414, column: 105, scope: !1305)
!1367 = !DILocation(line: 414, column: 95, scope: !1305)
!1368 = !DILocation(line: 414, column: 111, scope: !1305)
!1369 = !DILocation(line: 414, column: 93, scope: !1305)
!1370 = !DILocation(line: 414, column: 59, scope: !1305)
!1371 = !DILocation(line: 414, column: 57, scope: !1305)
!1372 = !DILocation(line: 414, column: 50, scope: !1305)
!1373 = !DILocation(line: 414, column: 16, scope: !1305)
!1374 = !DILocation(line: 415, column: 21, scope: !1305)
!1375 = !DILocation(line: 415, column: 78, scope: !1305)
!1376 = !DILocation(line: 415, column: 75, scope: !1305)
!1377 = !DILocation(line: 415, column: 18, scope: !1305)
!1378 = !DILocation(line: 416, column: 5, scope: !1305)
!1379 = !DILocation(line: 416, column: 16, scope: !1306)
!1380 = !DILocation(line: 417, column: 18, scope: !1381)
!1381 = distinct !DILexicalBlock(scope: !1382, file: !3, line: 416, column: 26)
!1382 = distinct !DILexicalBlock(scope: !1306, file: !3, line: 416, column: 16)
!1383 = !DILocation(line: 418, column: 5, scope: !1381)
!1384 = !DILocation(line: 419, column: 18, scope: !1385)
!1385 = distinct !DILexicalBlock(scope: !1386, file: !3, line: 418, column: 26)
!1386 = distinct !DILexicalBlock(scope: !1382, file: !3, line: 418, column: 16)
!1387 = !DILocation(line: 420, column: 17, scope: !1385)
!1388 = !DILocation(line: 421, column: 5, scope: !1385)
!1389 = !DILocation(line: 404, column: 27, scope: !1301)
!1390 = !DILocation(line: 404, column: 21, scope: !1301)
!1391 = distinct !{!1391, !1335, !1392, !201}
!1392 = !DILocation(line: 422, column: 3, scope: !1298)
!1393 = !DISubprogram(name: "dot", linkageName: "_Z3dotDv3_fS_", scope: !3, file: !3, line: 401, type: !1394, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1394 = !DISubroutineType(types: !1395)
!1395 = !{!8, !15, !15}
!1396 = !DISubprogram(name: "length", linkageName: "_Z6lengthDv3_f", scope: !3, file: !3, line: 407, type: !1397, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1397 = !DISubroutineType(types: !1398)
!1398 = !{!8, !15}
!1399 = !DISubprogram(name: "max", linkageName: "_Z3maxii", scope: !3, file: !3, line: 165, type: !580, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
