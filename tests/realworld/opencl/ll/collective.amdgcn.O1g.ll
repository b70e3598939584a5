source_filename = "src/collective.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 !dbg !34 {
    #dbg_value(i32 %0, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
  %2 = lshr i32 %0, 16, !dbg !41
  %3 = xor i32 %2, %0, !dbg !42
    #dbg_value(i32 %3, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
  %4 = mul i32 %3, 2146121005, !dbg !43
    #dbg_value(i32 %4, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
  %5 = lshr i32 %4, 15, !dbg !44
  %6 = xor i32 %5, %4, !dbg !45
    #dbg_value(i32 %6, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
  %7 = mul i32 %6, -2073254261, !dbg !46
    #dbg_value(i32 %7, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
  %8 = lshr i32 %7, 16, !dbg !47
  %9 = xor i32 %8, %7, !dbg !48
    #dbg_value(i32 %9, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !40)
  ret i32 %9, !dbg !49
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_sg_reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !dbg !50 !kernel_arg_addr_space !70 !kernel_arg_access_qual !71 !kernel_arg_type !72 !kernel_arg_base_type !72 !kernel_arg_type_qual !73 {
    #dbg_value(ptr addrspace(1) %0, !58, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !74)
    #dbg_value(ptr addrspace(1) %1, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !74)
    #dbg_value(ptr addrspace(3) %2, !60, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !74)
    #dbg_value(i32 %3, !61, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !74)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !75
  %6 = trunc i64 %5 to i32, !dbg !75
    #dbg_value(i32 %6, !62, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !74)
  %7 = icmp slt i32 %6, %3, !dbg !76
  br i1 %7, label %8, label %13, !dbg !77

8:                                                ; preds = %4
  %9 = shl i64 %5, 32, !dbg !78
  %10 = ashr exact i64 %9, 30, !dbg !78
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %10, !dbg !78
  %12 = load float, ptr addrspace(1) %11, align 4, !dbg !78, !tbaa !79
  br label %13, !dbg !77

13:                                               ; preds = %4, %8
  %14 = phi float [ %12, %8 ], [ 0.000000e+00, %4 ], !dbg !77
    #dbg_value(float %14, !63, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !74)
  %15 = tail call float @_Z20sub_group_reduce_addf(float noundef %14) #7, !dbg !83
    #dbg_value(float %15, !64, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !74)
  %16 = tail call i32 @_Z22get_sub_group_local_idv() #7, !dbg !84
  %17 = icmp eq i32 %16, 0, !dbg !86
  br i1 %17, label %18, label %21, !dbg !87

18:                                               ; preds = %13
  %19 = tail call i32 @_Z16get_sub_group_idv() #7, !dbg !88
  %20 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %19, !dbg !89
  store float %15, ptr addrspace(3) %20, align 4, !dbg !90, !tbaa !79
  br label %21, !dbg !89

21:                                               ; preds = %18, %13
  tail call void @_Z7barrierj(i32 noundef 1) #7, !dbg !91
  %22 = tail call i32 @_Z16get_sub_group_idv() #7, !dbg !92
  %23 = icmp eq i32 %22, 0, !dbg !93
  br i1 %23, label %24, label %38, !dbg !94

24:                                               ; preds = %21
  %25 = tail call i32 @_Z22get_sub_group_local_idv() #7, !dbg !95
    #dbg_value(i32 %25, !65, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !96)
  %26 = tail call i32 @_Z18get_num_sub_groupsv() #7, !dbg !97
  %27 = icmp ult i32 %25, %26, !dbg !98
  br i1 %27, label %28, label %31, !dbg !99

28:                                               ; preds = %24
  %29 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %25, !dbg !100
  %30 = load float, ptr addrspace(3) %29, align 4, !dbg !100, !tbaa !79
  br label %31, !dbg !99

31:                                               ; preds = %24, %28
  %32 = phi float [ %30, %28 ], [ 0.000000e+00, %24 ], !dbg !99
    #dbg_value(float %32, !68, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !96)
  %33 = tail call float @_Z20sub_group_reduce_addf(float noundef %32) #7, !dbg !101
    #dbg_value(float %33, !69, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !96)
  %34 = icmp eq i32 %25, 0, !dbg !102
  br i1 %34, label %35, label %38, !dbg !104

35:                                               ; preds = %31
  %36 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6, !dbg !105
  %37 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36, !dbg !106
  store float %33, ptr addrspace(1) %37, align 4, !dbg !107, !tbaa !79
  br label %38, !dbg !106

38:                                               ; preds = %31, %35, %21
  ret void, !dbg !108
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !109 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !112 hidden float @_Z20sub_group_reduce_addf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !115 hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !118 hidden i32 @_Z16get_sub_group_idv() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !119 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !123 hidden i32 @_Z18get_num_sub_groupsv() local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !124 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_sg_compact(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !dbg !125 !kernel_arg_addr_space !143 !kernel_arg_access_qual !71 !kernel_arg_type !144 !kernel_arg_base_type !144 !kernel_arg_type_qual !73 {
    #dbg_value(ptr addrspace(1) %0, !133, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !145)
    #dbg_value(ptr addrspace(1) %1, !134, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !145)
    #dbg_value(ptr addrspace(1) %2, !135, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !145)
    #dbg_value(i32 %3, !136, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !145)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !146
  %6 = trunc i64 %5 to i32, !dbg !146
    #dbg_value(i32 %6, !137, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !145)
  %7 = icmp slt i32 %6, %3, !dbg !147
  br i1 %7, label %8, label %13, !dbg !148

8:                                                ; preds = %4
  %9 = shl i64 %5, 32, !dbg !149
  %10 = ashr exact i64 %9, 30, !dbg !149
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %10, !dbg !149
  %12 = load i32, ptr addrspace(1) %11, align 4, !dbg !149, !tbaa !150
  br label %13, !dbg !148

13:                                               ; preds = %4, %8
  %14 = phi i32 [ %12, %8 ], [ 0, %4 ], !dbg !148
    #dbg_value(i32 %14, !138, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !145)
  %15 = icmp sgt i32 %14, 0, !dbg !152
  %16 = zext i1 %15 to i32, !dbg !153
    #dbg_value(i32 %16, !139, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !145)
  %17 = tail call i32 @_Z28sub_group_scan_exclusive_addj(i32 noundef %16) #7, !dbg !154
    #dbg_value(i32 %17, !140, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !145)
  %18 = tail call i32 @_Z20sub_group_reduce_addj(i32 noundef %16) #7, !dbg !155
    #dbg_value(i32 %18, !141, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !145)
    #dbg_value(i32 0, !142, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !145)
  %19 = tail call i32 @_Z22get_sub_group_local_idv() #7, !dbg !156
  %20 = icmp eq i32 %19, 0, !dbg !158
  %21 = icmp ne i32 %18, 0
  %22 = select i1 %20, i1 %21, i1 false, !dbg !159
  br i1 %22, label %23, label %25, !dbg !159

23:                                               ; preds = %13
  %24 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %2, i32 noundef %18) #7, !dbg !160
    #dbg_value(i32 %24, !142, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !145)
  br label %25, !dbg !161

25:                                               ; preds = %23, %13
  %26 = phi i32 [ %24, %23 ], [ 0, %13 ], !dbg !145
    #dbg_value(i32 %26, !142, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !145)
  %27 = tail call i32 @_Z19sub_group_broadcastjj(i32 noundef %26, i32 noundef 0) #7, !dbg !162
    #dbg_value(i32 %27, !142, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !145)
  br i1 %15, label %28, label %32, !dbg !163

28:                                               ; preds = %25
  %29 = add i32 %27, %17, !dbg !164
  %30 = zext i32 %29 to i64, !dbg !166
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %30, !dbg !166
  store i32 %14, ptr addrspace(1) %31, align 4, !dbg !167, !tbaa !150
  br label %32, !dbg !166

32:                                               ; preds = %28, %25
  ret void, !dbg !168
}

; Function Attrs: convergent nounwind
declare !dbg !169 hidden i32 @_Z28sub_group_scan_exclusive_addj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !172 hidden i32 @_Z20sub_group_reduce_addj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !173 hidden i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !178 hidden i32 @_Z19sub_group_broadcastjj(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_sg_vote_loop(ptr addrspace(1) nocapture noundef align 4 %0, float noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !181 !kernel_arg_addr_space !191 !kernel_arg_access_qual !192 !kernel_arg_type !193 !kernel_arg_base_type !193 !kernel_arg_type_qual !194 {
    #dbg_value(ptr addrspace(1) %0, !185, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
    #dbg_value(float %1, !186, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
    #dbg_value(i32 %2, !187, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !196
    #dbg_value(i64 %4, !188, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !195)
  %5 = shl i64 %4, 32, !dbg !197
  %6 = ashr exact i64 %5, 30, !dbg !197
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %6, !dbg !197
  %8 = load float, ptr addrspace(1) %7, align 4, !dbg !197, !tbaa !79
    #dbg_value(float %8, !189, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
    #dbg_value(i32 0, !190, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
  br label %9, !dbg !198

9:                                                ; preds = %19, %3
  %10 = phi float [ %8, %3 ], [ %20, %19 ], !dbg !195
  %11 = phi i32 [ 0, %3 ], [ %21, %19 ], !dbg !195
    #dbg_value(i32 %11, !190, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
    #dbg_value(float %10, !189, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
  %12 = tail call float @llvm.fabs.f32(float noundef %10) #6, !dbg !199
  %13 = fcmp ogt float %12, %1, !dbg !200
  %14 = zext i1 %13 to i32, !dbg !200
  %15 = tail call i32 @_Z13sub_group_anyi(i32 noundef %14) #7, !dbg !201
  %16 = icmp ne i32 %15, 0, !dbg !201
  %17 = icmp slt i32 %11, %2, !dbg !202
  %18 = select i1 %16, i1 %17, i1 false, !dbg !202
  br i1 %18, label %19, label %22, !dbg !198

19:                                               ; preds = %9
  %20 = fmul float %10, 5.000000e-01, !dbg !203
    #dbg_value(float %20, !189, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
  %21 = add nuw nsw i32 %11, 1, !dbg !205
    #dbg_value(i32 %21, !190, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
  br label %9, !dbg !198, !llvm.loop !206

22:                                               ; preds = %9
  %23 = tail call i32 @_Z22get_sub_group_local_idv() #7, !dbg !209
  %24 = fadd float %10, 0.000000e+00, !dbg !210
  store float %24, ptr addrspace(1) %7, align 4, !dbg !211, !tbaa !79
  ret void, !dbg !212
}

; Function Attrs: convergent nounwind
declare !dbg !213 hidden i32 @_Z13sub_group_anyi(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_sg_scan_max(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !dbg !216 !kernel_arg_addr_space !224 !kernel_arg_access_qual !225 !kernel_arg_type !226 !kernel_arg_base_type !226 !kernel_arg_type_qual !227 {
    #dbg_value(ptr addrspace(1) %0, !220, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
    #dbg_value(ptr addrspace(1) %1, !221, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !229
    #dbg_value(i64 %3, !222, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !228)
  %4 = shl i64 %3, 32, !dbg !230
  %5 = ashr exact i64 %4, 32, !dbg !230
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !230
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !230, !tbaa !150
  %8 = tail call i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef %7) #7, !dbg !231
    #dbg_value(i32 %8, !223, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  %9 = tail call i32 @_Z22get_max_sub_group_sizev() #7, !dbg !232
  %10 = mul nsw i32 %9, %8, !dbg !233
  %11 = tail call i32 @_Z18get_sub_group_sizev() #7, !dbg !234
  %12 = add nsw i32 %10, %11, !dbg !235
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5, !dbg !236
  store i32 %12, ptr addrspace(1) %13, align 4, !dbg !237, !tbaa !150
  ret void, !dbg !238
}

; Function Attrs: convergent nounwind
declare !dbg !239 hidden i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !240 hidden i32 @_Z22get_max_sub_group_sizev() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !241 hidden i32 @_Z18get_sub_group_sizev() local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_wg_scan(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !dbg !242 !kernel_arg_addr_space !253 !kernel_arg_access_qual !192 !kernel_arg_type !254 !kernel_arg_base_type !254 !kernel_arg_type_qual !255 {
    #dbg_value(ptr addrspace(1) %0, !246, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !256)
    #dbg_value(ptr addrspace(1) %1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !256)
    #dbg_value(ptr addrspace(1) %2, !248, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !256)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !257
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4, !dbg !258
  %6 = load i32, ptr addrspace(1) %5, align 4, !dbg !258, !tbaa !150
    #dbg_value(i32 %6, !249, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !256)
  %7 = tail call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %6) #7, !dbg !259
    #dbg_value(i32 %7, !250, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !256)
  %8 = tail call i32 @_Z21work_group_reduce_addi(i32 noundef %6) #7, !dbg !260
    #dbg_value(i32 %8, !251, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !256)
  %9 = tail call i32 @_Z21work_group_reduce_maxi(i32 noundef %6) #7, !dbg !261
    #dbg_value(i32 %9, !252, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !256)
  %10 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4, !dbg !262
  store i32 %7, ptr addrspace(1) %10, align 4, !dbg !263, !tbaa !150
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6, !dbg !264
  %12 = icmp eq i64 %11, 0, !dbg !266
  br i1 %12, label %13, label %19, !dbg !267

13:                                               ; preds = %3
  %14 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6, !dbg !268
  %15 = shl i64 %14, 1, !dbg !270
  %16 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %15, !dbg !271
  store i32 %8, ptr addrspace(1) %16, align 4, !dbg !272, !tbaa !150
  %17 = or disjoint i64 %15, 1, !dbg !273
  %18 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %17, !dbg !274
  store i32 %9, ptr addrspace(1) %18, align 4, !dbg !275, !tbaa !150
  br label %19, !dbg !276

19:                                               ; preds = %13, %3
  ret void, !dbg !277
}

; Function Attrs: convergent nounwind
declare !dbg !278 hidden i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !279 hidden i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !280 hidden i32 @_Z21work_group_reduce_maxi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !281 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_wg_broadcast_loop(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !dbg !282 !kernel_arg_addr_space !294 !kernel_arg_access_qual !225 !kernel_arg_type !295 !kernel_arg_base_type !295 !kernel_arg_type_qual !296 {
    #dbg_value(ptr addrspace(1) %0, !286, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !297)
    #dbg_value(i32 %1, !287, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !297)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !298
  %4 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3, !dbg !299
  %5 = load float, ptr addrspace(1) %4, align 4, !dbg !299, !tbaa !79
    #dbg_value(float %5, !288, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !297)
    #dbg_value(i32 0, !289, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !300)
  %6 = icmp sgt i32 %1, 0, !dbg !301
  br i1 %6, label %7, label %24, !dbg !302

7:                                                ; preds = %2, %7
  %8 = phi float [ %20, %7 ], [ %5, %2 ]
  %9 = phi i32 [ %21, %7 ], [ 0, %2 ]
    #dbg_value(float %8, !288, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !297)
    #dbg_value(i32 %9, !289, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !300)
  %10 = zext nneg i32 %9 to i64, !dbg !303
  %11 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6, !dbg !304
  %12 = urem i64 %10, %11, !dbg !305
  %13 = tail call float @_Z20work_group_broadcastfm(float noundef %8, i64 noundef %12) #7, !dbg !306
    #dbg_value(float %13, !291, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !307)
  %14 = fcmp olt float %8, %13, !dbg !308
  %15 = zext i1 %14 to i32, !dbg !308
  %16 = tail call i32 @_Z14work_group_alli(i32 noundef %15) #7, !dbg !310
  %17 = icmp ne i32 %16, 0, !dbg !310
  %18 = fneg float %13, !dbg !311
  %19 = tail call float @llvm.fmuladd.f32(float %18, float 5.000000e-01, float %8), !dbg !311
  %20 = select i1 %17, float %8, float %19, !dbg !311
    #dbg_value(float %20, !288, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !297)
    #dbg_value(i32 %9, !289, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !300)
  %21 = add nuw nsw i32 %9, 1
    #dbg_value(i32 %21, !289, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !300)
    #dbg_value(float %20, !288, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !297)
    #dbg_value(i32 %21, !289, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !300)
  %22 = icmp eq i32 %21, %1
  %23 = select i1 %17, i1 true, i1 %22
  br i1 %23, label %24, label %7, !llvm.loop !312

24:                                               ; preds = %7, %2
  %25 = phi float [ %5, %2 ], [ %20, %7 ], !dbg !314
    #dbg_value(float %25, !288, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !297)
  %26 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !315
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26, !dbg !316
  store float %25, ptr addrspace(1) %27, align 4, !dbg !317, !tbaa !79
  ret void, !dbg !318
}

; Function Attrs: convergent nounwind
declare !dbg !319 hidden float @_Z20work_group_broadcastfm(float noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !322 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !323 hidden i32 @_Z14work_group_alli(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_atomic_float_sum(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !dbg !324 !kernel_arg_addr_space !334 !kernel_arg_access_qual !192 !kernel_arg_type !335 !kernel_arg_base_type !335 !kernel_arg_type_qual !336 {
    #dbg_value(ptr addrspace(1) %0, !330, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !337)
    #dbg_value(ptr addrspace(1) %1, !331, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !337)
    #dbg_value(i32 %2, !332, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !337)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !338
  %5 = trunc i64 %4 to i32, !dbg !338
    #dbg_value(i32 %5, !333, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !337)
  %6 = icmp slt i32 %5, %2, !dbg !339
  br i1 %6, label %7, label %19, !dbg !341

7:                                                ; preds = %3
  %8 = shl i64 %4, 32, !dbg !342
  %9 = ashr exact i64 %8, 30, !dbg !342
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9, !dbg !342
  %11 = load float, ptr addrspace(1) %10, align 4, !dbg !342, !tbaa !79
    #dbg_value(ptr addrspace(1) %1, !343, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !355)
    #dbg_value(float %11, !348, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !355)
  br label %12, !dbg !357

12:                                               ; preds = %12, %7
  %13 = load volatile float, ptr addrspace(1) %1, align 4, !dbg !358, !tbaa !79
  %14 = bitcast float %13 to i32, !dbg !360
  %15 = fadd float %11, %13, !dbg !361
  %16 = bitcast float %15 to i32, !dbg !362
  %17 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef %1, i32 noundef %14, i32 noundef %16) #7, !dbg !363
  %18 = icmp eq i32 %17, %14, !dbg !364
  br i1 %18, label %19, label %12, !dbg !365, !llvm.loop !366

19:                                               ; preds = %12, %3
  ret void, !dbg !368
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_atomic_argmax(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !dbg !369 !kernel_arg_addr_space !143 !kernel_arg_access_qual !71 !kernel_arg_type !387 !kernel_arg_base_type !387 !kernel_arg_type_qual !388 {
    #dbg_value(ptr addrspace(1) %0, !375, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !389)
    #dbg_value(ptr addrspace(1) %1, !376, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !389)
    #dbg_value(ptr addrspace(1) %2, !377, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !389)
    #dbg_value(i32 %3, !378, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !389)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !390
  %6 = trunc i64 %5 to i32, !dbg !390
    #dbg_value(i32 %6, !379, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !389)
  %7 = icmp slt i32 %6, %3, !dbg !391
  br i1 %7, label %8, label %28, !dbg !393

8:                                                ; preds = %4
  %9 = shl i64 %5, 32, !dbg !394
  %10 = ashr exact i64 %9, 30, !dbg !394
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %10, !dbg !394
  %12 = load i32, ptr addrspace(1) %11, align 4, !dbg !394, !tbaa !150
    #dbg_value(i32 %12, !380, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !389)
  %13 = tail call i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef %1, i32 noundef %12) #7, !dbg !395
    #dbg_value(i32 %13, !381, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !389)
  %14 = icmp slt i32 %13, %12, !dbg !396
  br i1 %14, label %15, label %28, !dbg !397

15:                                               ; preds = %8
  %16 = load volatile i32, ptr addrspace(1) %2, align 4, !dbg !398, !tbaa !150
    #dbg_value(i32 %16, !382, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !399)
  br label %17, !dbg !400

17:                                               ; preds = %25, %15
  %18 = phi i32 [ %16, %15 ], [ %26, %25 ], !dbg !401
    #dbg_value(i32 %18, !382, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !399)
  %19 = sext i32 %18 to i64, !dbg !402
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19, !dbg !402
  %21 = load i32, ptr addrspace(1) %20, align 4, !dbg !402, !tbaa !150
  %22 = icmp sle i32 %21, %12, !dbg !404
  %23 = icmp eq i32 %18, %6
  %24 = or i1 %23, %22, !dbg !405
  br i1 %24, label %25, label %28, !dbg !405

25:                                               ; preds = %17
  %26 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %2, i32 noundef %18, i32 noundef %6) #7, !dbg !406
    #dbg_value(i32 %26, !385, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !407)
  %27 = icmp eq i32 %26, %18, !dbg !408
    #dbg_value(i32 %26, !382, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !399)
  br i1 %27, label %28, label %17

28:                                               ; preds = %25, %17, %8, %4
  ret void, !dbg !410
}

; Function Attrs: convergent nounwind
declare !dbg !411 hidden i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !414 hidden i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_atomic_mix(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !dbg !417 !kernel_arg_addr_space !253 !kernel_arg_access_qual !192 !kernel_arg_type !432 !kernel_arg_base_type !433 !kernel_arg_type_qual !434 {
    #dbg_value(ptr addrspace(1) %0, !425, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !435)
    #dbg_value(ptr addrspace(1) %1, !426, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !435)
    #dbg_value(ptr addrspace(1) %2, !427, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !435)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !436
  %5 = trunc i64 %4 to i32, !dbg !436
    #dbg_value(i32 %5, !428, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !435)
  %6 = tail call i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %0) #7, !dbg !437
    #dbg_value(i32 %6, !429, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !435)
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4, !dbg !438
  %8 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %7, i32 noundef %5) #7, !dbg !439
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8, !dbg !440
  %10 = tail call i32 @_Z10atomic_subPU3AS1Vjj(ptr addrspace(1) noundef %9, i32 noundef 1) #7, !dbg !441
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 12, !dbg !442
  %12 = and i32 %5, 31, !dbg !443
  %13 = shl nuw i32 1, %12, !dbg !444
  %14 = tail call i32 @_Z9atomic_orPU3AS1Vjj(ptr addrspace(1) noundef %11, i32 noundef %13) #7, !dbg !445
  %15 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 16, !dbg !446
  %16 = tail call i32 @_Z11atomic_xchgPU3AS1Vjj(ptr addrspace(1) noundef %15, i32 noundef %5) #7, !dbg !447
  %17 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 20, !dbg !448
  %18 = tail call i32 @_Z10atomic_minPU3AS1Vjj(ptr addrspace(1) noundef %17, i32 noundef %5) #7, !dbg !449
    #dbg_value(i32 %18, !430, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !435)
  %19 = addrspacecast ptr addrspace(1) %1 to ptr, !dbg !450
  %20 = tail call i32 @_Z25atomic_fetch_add_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope(ptr noundef %19, i32 noundef 1, i32 noundef 0, i32 noundef 1) #7, !dbg !451
    #dbg_value(i32 %20, !431, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !435)
  tail call void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 2) #7, !dbg !452
  %21 = add nsw i32 %20, %18, !dbg !453
  %22 = zext i32 %6 to i64, !dbg !454
  %23 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %22, !dbg !454
  store i32 %21, ptr addrspace(1) %23, align 4, !dbg !455, !tbaa !150
  ret void, !dbg !456
}

; Function Attrs: convergent nounwind
declare !dbg !457 hidden i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !460 hidden i32 @_Z10atomic_subPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !461 hidden i32 @_Z9atomic_orPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !462 hidden i32 @_Z11atomic_xchgPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !463 hidden i32 @_Z10atomic_minPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !464 hidden i32 @_Z25atomic_fetch_add_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !469 hidden void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_local_queue(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, ptr addrspace(3) noundef align 4 %3) local_unnamed_addr #1 !dbg !472 !kernel_arg_addr_space !489 !kernel_arg_access_qual !71 !kernel_arg_type !490 !kernel_arg_base_type !490 !kernel_arg_type_qual !73 {
    #dbg_value(ptr addrspace(1) %0, !477, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !491)
    #dbg_value(ptr addrspace(1) %1, !478, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !491)
    #dbg_value(ptr addrspace(3) %2, !479, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !491)
    #dbg_value(ptr addrspace(3) %3, !480, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !491)
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6, !dbg !492
  %6 = trunc i64 %5 to i32, !dbg !492
    #dbg_value(i32 %6, !481, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !491)
  %7 = icmp eq i32 %6, 0, !dbg !493
  br i1 %7, label %8, label %9, !dbg !495

8:                                                ; preds = %4
  store i32 0, ptr addrspace(3) %3, align 4, !dbg !496, !tbaa !150
  br label %9, !dbg !497

9:                                                ; preds = %8, %4
  tail call void @_Z7barrierj(i32 noundef 1) #7, !dbg !498
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !499
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10, !dbg !500
  %12 = load i32, ptr addrspace(1) %11, align 4, !dbg !500, !tbaa !150
    #dbg_value(i32 %12, !482, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !491)
  %13 = and i32 %12, 1, !dbg !501
  %14 = icmp eq i32 %13, 0, !dbg !501
  br i1 %14, label %18, label %15, !dbg !502

15:                                               ; preds = %9
  %16 = tail call i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %3) #7, !dbg !503
    #dbg_value(i32 %16, !483, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !504)
  %17 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %16, !dbg !505
  store i32 %12, ptr addrspace(3) %17, align 4, !dbg !506, !tbaa !150
  br label %18, !dbg !507

18:                                               ; preds = %15, %9
  tail call void @_Z9mem_fencej(i32 noundef 1) #7, !dbg !508
  tail call void @_Z7barrierj(i32 noundef 1) #7, !dbg !509
  %19 = load i32, ptr addrspace(3) %3, align 4, !dbg !510, !tbaa !150
    #dbg_value(i32 %19, !486, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !491)
    #dbg_value(i32 %6, !487, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !511)
  %20 = icmp sgt i32 %19, %6, !dbg !512
  br i1 %20, label %22, label %21, !dbg !514

21:                                               ; preds = %22, %18
  ret void, !dbg !515

22:                                               ; preds = %18, %22
  %23 = phi i32 [ %34, %22 ], [ %6, %18 ]
    #dbg_value(i32 %23, !487, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !511)
  %24 = sext i32 %23 to i64, !dbg !516
  %25 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %23, !dbg !516
  %26 = load i32, ptr addrspace(3) %25, align 4, !dbg !516, !tbaa !150
  %27 = mul nsw i32 %26, 3, !dbg !517
  %28 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6, !dbg !518
  %29 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6, !dbg !519
  %30 = mul i64 %29, %28, !dbg !520
  %31 = getelementptr i32, ptr addrspace(1) %1, i64 %30, !dbg !521
  %32 = getelementptr i32, ptr addrspace(1) %31, i64 %24, !dbg !521
  store i32 %27, ptr addrspace(1) %32, align 4, !dbg !522, !tbaa !150
  %33 = trunc i64 %29 to i32, !dbg !523
  %34 = add i32 %23, %33, !dbg !523
    #dbg_value(i32 %34, !487, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !511)
  %35 = icmp slt i32 %34, %19, !dbg !512
  br i1 %35, label %22, label %21, !dbg !514, !llvm.loop !524
}

; Function Attrs: convergent nounwind
declare !dbg !526 hidden i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !530 hidden void @_Z9mem_fencej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !531 hidden i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!27, !28, !29, !30, !31}
!opencl.ocl.version = !{!32}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !19, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/collective.cl", directory: ".", checksumkind: CSK_MD5, checksum: "6d1cd4a5cfa0072ff23f454e6ad0641d")
!2 = !{!3, !12}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !4, line: 422, baseType: !5, size: 32, elements: !6)
!4 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7, !8, !9, !10, !11}
!7 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!8 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!9 = !DIEnumerator(name: "memory_order_release", value: 3)
!10 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!11 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_scope", file: !4, line: 388, baseType: !5, size: 32, elements: !13)
!13 = !{!14, !15, !16, !17, !18}
!14 = !DIEnumerator(name: "memory_scope_work_item", value: 0)
!15 = !DIEnumerator(name: "memory_scope_work_group", value: 1)
!16 = !DIEnumerator(name: "memory_scope_device", value: 2)
!17 = !DIEnumerator(name: "memory_scope_all_svm_devices", value: 3)
!18 = !DIEnumerator(name: "memory_scope_sub_group", value: 4)
!19 = !{!20, !21, !22, !24}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 142, baseType: !23)
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !4, line: 129, baseType: !5)
!27 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 2, i32 0}
!33 = !{!"clang-19"}
!34 = distinct !DISubprogram(name: "hash32", scope: !35, file: !35, line: 15, type: !36, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !38)
!35 = !DIFile(filename: "src/common.h", directory: ".", checksumkind: CSK_MD5, checksum: "e5333d42a508fc6e446e938aee4c8f69")
!36 = !DISubroutineType(types: !37)
!37 = !{!20, !26}
!38 = !{!39}
!39 = !DILocalVariable(name: "x", arg: 1, scope: !34, file: !35, line: 15, type: !26)
!40 = !DILocation(line: 0, scope: !34)
!41 = !DILocation(line: 16, column: 10, scope: !34)
!42 = !DILocation(line: 16, column: 5, scope: !34)
!43 = !DILocation(line: 17, column: 5, scope: !34)
!44 = !DILocation(line: 18, column: 10, scope: !34)
!45 = !DILocation(line: 18, column: 5, scope: !34)
!46 = !DILocation(line: 19, column: 5, scope: !34)
!47 = !DILocation(line: 20, column: 10, scope: !34)
!48 = !DILocation(line: 20, column: 5, scope: !34)
!49 = !DILocation(line: 21, column: 3, scope: !34)
!50 = distinct !DISubprogram(name: "co_sg_reduce", scope: !1, file: !1, line: 9, type: !51, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !57)
!51 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !52)
!52 = !{null, !53, !55, !56, !20}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32, dwarfAddressSpace: 2)
!57 = !{!58, !59, !60, !61, !62, !63, !64, !65, !68, !69}
!58 = !DILocalVariable(name: "in", arg: 1, scope: !50, file: !1, line: 9, type: !53)
!59 = !DILocalVariable(name: "out", arg: 2, scope: !50, file: !1, line: 9, type: !55)
!60 = !DILocalVariable(name: "part", arg: 3, scope: !50, file: !1, line: 9, type: !56)
!61 = !DILocalVariable(name: "n", arg: 4, scope: !50, file: !1, line: 9, type: !20)
!62 = !DILocalVariable(name: "gid", scope: !50, file: !1, line: 10, type: !20)
!63 = !DILocalVariable(name: "v", scope: !50, file: !1, line: 11, type: !21)
!64 = !DILocalVariable(name: "s", scope: !50, file: !1, line: 12, type: !21)
!65 = !DILocalVariable(name: "lane", scope: !66, file: !1, line: 17, type: !26)
!66 = distinct !DILexicalBlock(scope: !67, file: !1, line: 16, column: 32)
!67 = distinct !DILexicalBlock(scope: !50, file: !1, line: 16, column: 7)
!68 = !DILocalVariable(name: "p", scope: !66, file: !1, line: 18, type: !21)
!69 = !DILocalVariable(name: "t", scope: !66, file: !1, line: 19, type: !21)
!70 = !{i32 1, i32 1, i32 3, i32 0}
!71 = !{!"none", !"none", !"none", !"none"}
!72 = !{!"float*", !"float*", !"float*", !"int"}
!73 = !{!"const", !"", !"", !""}
!74 = !DILocation(line: 0, scope: !50)
!75 = !DILocation(line: 10, column: 13, scope: !50)
!76 = !DILocation(line: 11, column: 17, scope: !50)
!77 = !DILocation(line: 11, column: 13, scope: !50)
!78 = !DILocation(line: 11, column: 23, scope: !50)
!79 = !{!80, !80, i64 0}
!80 = !{!"float", !81, i64 0}
!81 = !{!"omnipotent char", !82, i64 0}
!82 = !{!"Simple C/C++ TBAA"}
!83 = !DILocation(line: 12, column: 13, scope: !50)
!84 = !DILocation(line: 13, column: 7, scope: !85)
!85 = distinct !DILexicalBlock(scope: !50, file: !1, line: 13, column: 7)
!86 = !DILocation(line: 13, column: 32, scope: !85)
!87 = !DILocation(line: 13, column: 7, scope: !50)
!88 = !DILocation(line: 14, column: 10, scope: !85)
!89 = !DILocation(line: 14, column: 5, scope: !85)
!90 = !DILocation(line: 14, column: 30, scope: !85)
!91 = !DILocation(line: 15, column: 3, scope: !50)
!92 = !DILocation(line: 16, column: 7, scope: !67)
!93 = !DILocation(line: 16, column: 26, scope: !67)
!94 = !DILocation(line: 16, column: 7, scope: !50)
!95 = !DILocation(line: 17, column: 17, scope: !66)
!96 = !DILocation(line: 0, scope: !66)
!97 = !DILocation(line: 18, column: 22, scope: !66)
!98 = !DILocation(line: 18, column: 20, scope: !66)
!99 = !DILocation(line: 18, column: 15, scope: !66)
!100 = !DILocation(line: 18, column: 45, scope: !66)
!101 = !DILocation(line: 19, column: 15, scope: !66)
!102 = !DILocation(line: 20, column: 14, scope: !103)
!103 = distinct !DILexicalBlock(scope: !66, file: !1, line: 20, column: 9)
!104 = !DILocation(line: 20, column: 9, scope: !66)
!105 = !DILocation(line: 21, column: 11, scope: !103)
!106 = !DILocation(line: 21, column: 7, scope: !103)
!107 = !DILocation(line: 21, column: 28, scope: !103)
!108 = !DILocation(line: 23, column: 1, scope: !50)
!109 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 10, type: !110, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{!23, !5}
!112 = !DISubprogram(name: "sub_group_reduce_add", linkageName: "_Z20sub_group_reduce_addf", scope: !1, file: !1, line: 12, type: !113, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{!21, !21}
!115 = !DISubprogram(name: "get_sub_group_local_id", linkageName: "_Z22get_sub_group_local_idv", scope: !1, file: !1, line: 13, type: !116, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubroutineType(types: !117)
!117 = !{!5}
!118 = !DISubprogram(name: "get_sub_group_id", linkageName: "_Z16get_sub_group_idv", scope: !1, file: !1, line: 14, type: !116, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !1, file: !1, line: 15, type: !120, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DISubroutineType(types: !121)
!121 = !{null, !122}
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !4, line: 372, baseType: !26)
!123 = !DISubprogram(name: "get_num_sub_groups", linkageName: "_Z18get_num_sub_groupsv", scope: !1, file: !1, line: 18, type: !116, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !1, file: !1, line: 21, type: !110, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = distinct !DISubprogram(name: "co_sg_compact", scope: !1, file: !1, line: 26, type: !126, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !132)
!126 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !127)
!127 = !{null, !128, !130, !131, !20}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!132 = !{!133, !134, !135, !136, !137, !138, !139, !140, !141, !142}
!133 = !DILocalVariable(name: "in", arg: 1, scope: !125, file: !1, line: 26, type: !128)
!134 = !DILocalVariable(name: "out", arg: 2, scope: !125, file: !1, line: 26, type: !130)
!135 = !DILocalVariable(name: "count", arg: 3, scope: !125, file: !1, line: 26, type: !131)
!136 = !DILocalVariable(name: "n", arg: 4, scope: !125, file: !1, line: 26, type: !20)
!137 = !DILocalVariable(name: "gid", scope: !125, file: !1, line: 27, type: !20)
!138 = !DILocalVariable(name: "v", scope: !125, file: !1, line: 28, type: !20)
!139 = !DILocalVariable(name: "keep", scope: !125, file: !1, line: 29, type: !26)
!140 = !DILocalVariable(name: "off", scope: !125, file: !1, line: 30, type: !26)
!141 = !DILocalVariable(name: "total", scope: !125, file: !1, line: 31, type: !26)
!142 = !DILocalVariable(name: "base", scope: !125, file: !1, line: 32, type: !26)
!143 = !{i32 1, i32 1, i32 1, i32 0}
!144 = !{!"int*", !"int*", !"uint*", !"int"}
!145 = !DILocation(line: 0, scope: !125)
!146 = !DILocation(line: 27, column: 13, scope: !125)
!147 = !DILocation(line: 28, column: 15, scope: !125)
!148 = !DILocation(line: 28, column: 11, scope: !125)
!149 = !DILocation(line: 28, column: 21, scope: !125)
!150 = !{!151, !151, i64 0}
!151 = !{!"int", !81, i64 0}
!152 = !DILocation(line: 29, column: 17, scope: !125)
!153 = !DILocation(line: 29, column: 15, scope: !125)
!154 = !DILocation(line: 30, column: 14, scope: !125)
!155 = !DILocation(line: 31, column: 16, scope: !125)
!156 = !DILocation(line: 33, column: 7, scope: !157)
!157 = distinct !DILexicalBlock(scope: !125, file: !1, line: 33, column: 7)
!158 = !DILocation(line: 33, column: 32, scope: !157)
!159 = !DILocation(line: 33, column: 37, scope: !157)
!160 = !DILocation(line: 34, column: 12, scope: !157)
!161 = !DILocation(line: 34, column: 5, scope: !157)
!162 = !DILocation(line: 35, column: 10, scope: !125)
!163 = !DILocation(line: 36, column: 7, scope: !125)
!164 = !DILocation(line: 37, column: 14, scope: !165)
!165 = distinct !DILexicalBlock(scope: !125, file: !1, line: 36, column: 7)
!166 = !DILocation(line: 37, column: 5, scope: !165)
!167 = !DILocation(line: 37, column: 21, scope: !165)
!168 = !DILocation(line: 38, column: 1, scope: !125)
!169 = !DISubprogram(name: "sub_group_scan_exclusive_add", linkageName: "_Z28sub_group_scan_exclusive_addj", scope: !1, file: !1, line: 30, type: !170, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{!5, !5}
!172 = !DISubprogram(name: "sub_group_reduce_add", linkageName: "_Z20sub_group_reduce_addj", scope: !1, file: !1, line: 31, type: !170, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubprogram(name: "atomic_add", linkageName: "_Z10atomic_addPU3AS1Vjj", scope: !1, file: !1, line: 34, type: !174, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{!5, !176, !5}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!178 = !DISubprogram(name: "sub_group_broadcast", linkageName: "_Z19sub_group_broadcastjj", scope: !1, file: !1, line: 35, type: !179, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{!5, !5, !5}
!181 = distinct !DISubprogram(name: "co_sg_vote_loop", scope: !1, file: !1, line: 41, type: !182, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !184)
!182 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !183)
!183 = !{null, !55, !21, !20}
!184 = !{!185, !186, !187, !188, !189, !190}
!185 = !DILocalVariable(name: "x", arg: 1, scope: !181, file: !1, line: 41, type: !55)
!186 = !DILocalVariable(name: "tol", arg: 2, scope: !181, file: !1, line: 41, type: !21)
!187 = !DILocalVariable(name: "maxit", arg: 3, scope: !181, file: !1, line: 41, type: !20)
!188 = !DILocalVariable(name: "gid", scope: !181, file: !1, line: 42, type: !20)
!189 = !DILocalVariable(name: "v", scope: !181, file: !1, line: 43, type: !21)
!190 = !DILocalVariable(name: "it", scope: !181, file: !1, line: 44, type: !20)
!191 = !{i32 1, i32 0, i32 0}
!192 = !{!"none", !"none", !"none"}
!193 = !{!"float*", !"float", !"int"}
!194 = !{!"", !"", !""}
!195 = !DILocation(line: 0, scope: !181)
!196 = !DILocation(line: 42, column: 13, scope: !181)
!197 = !DILocation(line: 43, column: 13, scope: !181)
!198 = !DILocation(line: 45, column: 3, scope: !181)
!199 = !DILocation(line: 45, column: 24, scope: !181)
!200 = !DILocation(line: 45, column: 32, scope: !181)
!201 = !DILocation(line: 45, column: 10, scope: !181)
!202 = !DILocation(line: 45, column: 39, scope: !181)
!203 = !DILocation(line: 46, column: 14, scope: !204)
!204 = distinct !DILexicalBlock(scope: !181, file: !1, line: 45, column: 54)
!205 = !DILocation(line: 47, column: 7, scope: !204)
!206 = distinct !{!206, !198, !207, !208}
!207 = !DILocation(line: 48, column: 3, scope: !181)
!208 = !{!"llvm.loop.unroll.disable"}
!209 = !DILocation(line: 49, column: 23, scope: !181)
!210 = !DILocation(line: 49, column: 14, scope: !181)
!211 = !DILocation(line: 49, column: 10, scope: !181)
!212 = !DILocation(line: 50, column: 1, scope: !181)
!213 = !DISubprogram(name: "sub_group_any", linkageName: "_Z13sub_group_anyi", scope: !1, file: !1, line: 45, type: !214, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{!20, !20}
!216 = distinct !DISubprogram(name: "co_sg_scan_max", scope: !1, file: !1, line: 53, type: !217, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !219)
!217 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !218)
!218 = !{null, !128, !130}
!219 = !{!220, !221, !222, !223}
!220 = !DILocalVariable(name: "in", arg: 1, scope: !216, file: !1, line: 53, type: !128)
!221 = !DILocalVariable(name: "out", arg: 2, scope: !216, file: !1, line: 53, type: !130)
!222 = !DILocalVariable(name: "gid", scope: !216, file: !1, line: 54, type: !20)
!223 = !DILocalVariable(name: "m", scope: !216, file: !1, line: 55, type: !20)
!224 = !{i32 1, i32 1}
!225 = !{!"none", !"none"}
!226 = !{!"int*", !"int*"}
!227 = !{!"const", !""}
!228 = !DILocation(line: 0, scope: !216)
!229 = !DILocation(line: 54, column: 13, scope: !216)
!230 = !DILocation(line: 55, column: 40, scope: !216)
!231 = !DILocation(line: 55, column: 11, scope: !216)
!232 = !DILocation(line: 56, column: 23, scope: !216)
!233 = !DILocation(line: 56, column: 16, scope: !216)
!234 = !DILocation(line: 56, column: 55, scope: !216)
!235 = !DILocation(line: 56, column: 48, scope: !216)
!236 = !DILocation(line: 56, column: 3, scope: !216)
!237 = !DILocation(line: 56, column: 12, scope: !216)
!238 = !DILocation(line: 57, column: 1, scope: !216)
!239 = !DISubprogram(name: "sub_group_scan_inclusive_max", linkageName: "_Z28sub_group_scan_inclusive_maxi", scope: !1, file: !1, line: 55, type: !214, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DISubprogram(name: "get_max_sub_group_size", linkageName: "_Z22get_max_sub_group_sizev", scope: !1, file: !1, line: 56, type: !116, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!241 = !DISubprogram(name: "get_sub_group_size", linkageName: "_Z18get_sub_group_sizev", scope: !1, file: !1, line: 56, type: !116, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = distinct !DISubprogram(name: "co_wg_scan", scope: !1, file: !1, line: 81, type: !243, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !245)
!243 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !244)
!244 = !{null, !128, !130, !130}
!245 = !{!246, !247, !248, !249, !250, !251, !252}
!246 = !DILocalVariable(name: "in", arg: 1, scope: !242, file: !1, line: 81, type: !128)
!247 = !DILocalVariable(name: "out", arg: 2, scope: !242, file: !1, line: 81, type: !130)
!248 = !DILocalVariable(name: "totals", arg: 3, scope: !242, file: !1, line: 81, type: !130)
!249 = !DILocalVariable(name: "v", scope: !242, file: !1, line: 82, type: !20)
!250 = !DILocalVariable(name: "ex", scope: !242, file: !1, line: 83, type: !20)
!251 = !DILocalVariable(name: "tot", scope: !242, file: !1, line: 84, type: !20)
!252 = !DILocalVariable(name: "mx", scope: !242, file: !1, line: 85, type: !20)
!253 = !{i32 1, i32 1, i32 1}
!254 = !{!"int*", !"int*", !"int*"}
!255 = !{!"const", !"", !""}
!256 = !DILocation(line: 0, scope: !242)
!257 = !DILocation(line: 82, column: 14, scope: !242)
!258 = !DILocation(line: 82, column: 11, scope: !242)
!259 = !DILocation(line: 83, column: 12, scope: !242)
!260 = !DILocation(line: 84, column: 13, scope: !242)
!261 = !DILocation(line: 85, column: 12, scope: !242)
!262 = !DILocation(line: 86, column: 3, scope: !242)
!263 = !DILocation(line: 86, column: 25, scope: !242)
!264 = !DILocation(line: 87, column: 7, scope: !265)
!265 = distinct !DILexicalBlock(scope: !242, file: !1, line: 87, column: 7)
!266 = !DILocation(line: 87, column: 23, scope: !265)
!267 = !DILocation(line: 87, column: 7, scope: !242)
!268 = !DILocation(line: 88, column: 16, scope: !269)
!269 = distinct !DILexicalBlock(scope: !265, file: !1, line: 87, column: 29)
!270 = !DILocation(line: 88, column: 14, scope: !269)
!271 = !DILocation(line: 88, column: 5, scope: !269)
!272 = !DILocation(line: 88, column: 33, scope: !269)
!273 = !DILocation(line: 89, column: 32, scope: !269)
!274 = !DILocation(line: 89, column: 5, scope: !269)
!275 = !DILocation(line: 89, column: 37, scope: !269)
!276 = !DILocation(line: 90, column: 3, scope: !269)
!277 = !DILocation(line: 91, column: 1, scope: !242)
!278 = !DISubprogram(name: "work_group_scan_exclusive_add", linkageName: "_Z29work_group_scan_exclusive_addi", scope: !1, file: !1, line: 83, type: !214, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!279 = !DISubprogram(name: "work_group_reduce_add", linkageName: "_Z21work_group_reduce_addi", scope: !1, file: !1, line: 84, type: !214, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!280 = !DISubprogram(name: "work_group_reduce_max", linkageName: "_Z21work_group_reduce_maxi", scope: !1, file: !1, line: 85, type: !214, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!281 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !1, file: !1, line: 87, type: !110, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!282 = distinct !DISubprogram(name: "co_wg_broadcast_loop", scope: !1, file: !1, line: 93, type: !283, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !285)
!283 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !284)
!284 = !{null, !55, !20}
!285 = !{!286, !287, !288, !289, !291}
!286 = !DILocalVariable(name: "x", arg: 1, scope: !282, file: !1, line: 93, type: !55)
!287 = !DILocalVariable(name: "n", arg: 2, scope: !282, file: !1, line: 93, type: !20)
!288 = !DILocalVariable(name: "v", scope: !282, file: !1, line: 94, type: !21)
!289 = !DILocalVariable(name: "i", scope: !290, file: !1, line: 95, type: !20)
!290 = distinct !DILexicalBlock(scope: !282, file: !1, line: 95, column: 3)
!291 = !DILocalVariable(name: "pivot", scope: !292, file: !1, line: 96, type: !21)
!292 = distinct !DILexicalBlock(scope: !293, file: !1, line: 95, column: 31)
!293 = distinct !DILexicalBlock(scope: !290, file: !1, line: 95, column: 3)
!294 = !{i32 1, i32 0}
!295 = !{!"float*", !"int"}
!296 = !{!"", !""}
!297 = !DILocation(line: 0, scope: !282)
!298 = !DILocation(line: 94, column: 15, scope: !282)
!299 = !DILocation(line: 94, column: 13, scope: !282)
!300 = !DILocation(line: 0, scope: !290)
!301 = !DILocation(line: 95, column: 21, scope: !293)
!302 = !DILocation(line: 95, column: 3, scope: !290)
!303 = !DILocation(line: 96, column: 52, scope: !292)
!304 = !DILocation(line: 96, column: 56, scope: !292)
!305 = !DILocation(line: 96, column: 54, scope: !292)
!306 = !DILocation(line: 96, column: 19, scope: !292)
!307 = !DILocation(line: 0, scope: !292)
!308 = !DILocation(line: 97, column: 26, scope: !309)
!309 = distinct !DILexicalBlock(scope: !292, file: !1, line: 97, column: 9)
!310 = !DILocation(line: 97, column: 9, scope: !309)
!311 = !DILocation(line: 97, column: 9, scope: !292)
!312 = distinct !{!312, !302, !313, !208}
!313 = !DILocation(line: 100, column: 3, scope: !290)
!314 = !DILocation(line: 94, column: 9, scope: !282)
!315 = !DILocation(line: 101, column: 5, scope: !282)
!316 = !DILocation(line: 101, column: 3, scope: !282)
!317 = !DILocation(line: 101, column: 23, scope: !282)
!318 = !DILocation(line: 102, column: 1, scope: !282)
!319 = !DISubprogram(name: "work_group_broadcast", linkageName: "_Z20work_group_broadcastfm", scope: !1, file: !1, line: 96, type: !320, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!320 = !DISubroutineType(types: !321)
!321 = !{!21, !21, !23}
!322 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !1, file: !1, line: 96, type: !110, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DISubprogram(name: "work_group_all", linkageName: "_Z14work_group_alli", scope: !1, file: !1, line: 97, type: !214, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!324 = distinct !DISubprogram(name: "co_atomic_float_sum", scope: !1, file: !1, line: 116, type: !325, scopeLine: 116, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !329)
!325 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !326)
!326 = !{null, !53, !327, !20}
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !328, size: 64)
!328 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !21)
!329 = !{!330, !331, !332, !333}
!330 = !DILocalVariable(name: "in", arg: 1, scope: !324, file: !1, line: 116, type: !53)
!331 = !DILocalVariable(name: "sum", arg: 2, scope: !324, file: !1, line: 116, type: !327)
!332 = !DILocalVariable(name: "n", arg: 3, scope: !324, file: !1, line: 116, type: !20)
!333 = !DILocalVariable(name: "gid", scope: !324, file: !1, line: 117, type: !20)
!334 = !{i32 1, i32 1, i32 0}
!335 = !{!"float*", !"float*", !"int"}
!336 = !{!"const", !"volatile", !""}
!337 = !DILocation(line: 0, scope: !324)
!338 = !DILocation(line: 117, column: 13, scope: !324)
!339 = !DILocation(line: 118, column: 11, scope: !340)
!340 = distinct !DILexicalBlock(scope: !324, file: !1, line: 118, column: 7)
!341 = !DILocation(line: 118, column: 7, scope: !324)
!342 = !DILocation(line: 119, column: 27, scope: !340)
!343 = !DILocalVariable(name: "p", arg: 1, scope: !344, file: !1, line: 105, type: !327)
!344 = distinct !DISubprogram(name: "atomic_add_float", scope: !1, file: !1, line: 105, type: !345, scopeLine: 105, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !347)
!345 = !DISubroutineType(types: !346)
!346 = !{null, !327, !21}
!347 = !{!343, !348, !349, !354}
!348 = !DILocalVariable(name: "v", arg: 2, scope: !344, file: !1, line: 105, type: !21)
!349 = !DILocalVariable(name: "old", scope: !344, file: !1, line: 109, type: !350)
!350 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !344, file: !1, line: 106, size: 32, elements: !351)
!351 = !{!352, !353}
!352 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !350, file: !1, line: 107, baseType: !26, size: 32)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !350, file: !1, line: 108, baseType: !21, size: 32)
!354 = !DILocalVariable(name: "nw", scope: !344, file: !1, line: 109, type: !350)
!355 = !DILocation(line: 0, scope: !344, inlinedAt: !356)
!356 = distinct !DILocation(line: 119, column: 5, scope: !340)
!357 = !DILocation(line: 110, column: 3, scope: !344, inlinedAt: !356)
!358 = !DILocation(line: 111, column: 13, scope: !359, inlinedAt: !356)
!359 = distinct !DILexicalBlock(scope: !344, file: !1, line: 110, column: 6)
!360 = !DILocation(line: 111, column: 11, scope: !359, inlinedAt: !356)
!361 = !DILocation(line: 112, column: 18, scope: !359, inlinedAt: !356)
!362 = !DILocation(line: 112, column: 10, scope: !359, inlinedAt: !356)
!363 = !DILocation(line: 113, column: 12, scope: !344, inlinedAt: !356)
!364 = !DILocation(line: 113, column: 67, scope: !344, inlinedAt: !356)
!365 = !DILocation(line: 113, column: 3, scope: !359, inlinedAt: !356)
!366 = distinct !{!366, !357, !367, !208}
!367 = !DILocation(line: 113, column: 75, scope: !344, inlinedAt: !356)
!368 = !DILocation(line: 120, column: 1, scope: !324)
!369 = distinct !DISubprogram(name: "co_atomic_argmax", scope: !1, file: !1, line: 124, type: !370, scopeLine: 124, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !374)
!370 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !371)
!371 = !{null, !128, !372, !372, !20}
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !373, size: 64)
!373 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !20)
!374 = !{!375, !376, !377, !378, !379, !380, !381, !382, !385}
!375 = !DILocalVariable(name: "in", arg: 1, scope: !369, file: !1, line: 124, type: !128)
!376 = !DILocalVariable(name: "best", arg: 2, scope: !369, file: !1, line: 124, type: !372)
!377 = !DILocalVariable(name: "best_idx", arg: 3, scope: !369, file: !1, line: 124, type: !372)
!378 = !DILocalVariable(name: "n", arg: 4, scope: !369, file: !1, line: 124, type: !20)
!379 = !DILocalVariable(name: "gid", scope: !369, file: !1, line: 125, type: !20)
!380 = !DILocalVariable(name: "v", scope: !369, file: !1, line: 128, type: !20)
!381 = !DILocalVariable(name: "old", scope: !369, file: !1, line: 129, type: !20)
!382 = !DILocalVariable(name: "cur", scope: !383, file: !1, line: 131, type: !20)
!383 = distinct !DILexicalBlock(scope: !384, file: !1, line: 130, column: 16)
!384 = distinct !DILexicalBlock(scope: !369, file: !1, line: 130, column: 7)
!385 = !DILocalVariable(name: "prev", scope: !386, file: !1, line: 135, type: !20)
!386 = distinct !DILexicalBlock(scope: !383, file: !1, line: 132, column: 18)
!387 = !{!"int*", !"int*", !"int*", !"int"}
!388 = !{!"const", !"volatile", !"volatile", !""}
!389 = !DILocation(line: 0, scope: !369)
!390 = !DILocation(line: 125, column: 13, scope: !369)
!391 = !DILocation(line: 126, column: 11, scope: !392)
!392 = distinct !DILexicalBlock(scope: !369, file: !1, line: 126, column: 7)
!393 = !DILocation(line: 126, column: 7, scope: !369)
!394 = !DILocation(line: 128, column: 11, scope: !369)
!395 = !DILocation(line: 129, column: 13, scope: !369)
!396 = !DILocation(line: 130, column: 11, scope: !384)
!397 = !DILocation(line: 130, column: 7, scope: !369)
!398 = !DILocation(line: 131, column: 15, scope: !383)
!399 = !DILocation(line: 0, scope: !383)
!400 = !DILocation(line: 132, column: 5, scope: !383)
!401 = !DILocation(line: 131, column: 9, scope: !383)
!402 = !DILocation(line: 133, column: 11, scope: !403)
!403 = distinct !DILexicalBlock(scope: !386, file: !1, line: 133, column: 11)
!404 = !DILocation(line: 133, column: 19, scope: !403)
!405 = !DILocation(line: 133, column: 23, scope: !403)
!406 = !DILocation(line: 135, column: 18, scope: !386)
!407 = !DILocation(line: 0, scope: !386)
!408 = !DILocation(line: 136, column: 16, scope: !409)
!409 = distinct !DILexicalBlock(scope: !386, file: !1, line: 136, column: 11)
!410 = !DILocation(line: 141, column: 1, scope: !369)
!411 = !DISubprogram(name: "atomic_max", linkageName: "_Z10atomic_maxPU3AS1Vii", scope: !1, file: !1, line: 129, type: !412, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DISubroutineType(types: !413)
!413 = !{!20, !372, !20}
!414 = !DISubprogram(name: "atomic_cmpxchg", linkageName: "_Z14atomic_cmpxchgPU3AS1Viii", scope: !1, file: !1, line: 135, type: !415, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DISubroutineType(types: !416)
!416 = !{!20, !372, !20, !20}
!417 = distinct !DISubprogram(name: "co_atomic_mix", scope: !1, file: !1, line: 144, type: !418, scopeLine: 144, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !424)
!418 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !419)
!419 = !{null, !131, !420, !130}
!420 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !421, size: 64)
!421 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !422)
!422 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !1, baseType: !423)
!423 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!424 = !{!425, !426, !427, !428, !429, !430, !431}
!425 = !DILocalVariable(name: "ctr", arg: 1, scope: !417, file: !1, line: 144, type: !131)
!426 = !DILocalVariable(name: "c11", arg: 2, scope: !417, file: !1, line: 144, type: !420)
!427 = !DILocalVariable(name: "out", arg: 3, scope: !417, file: !1, line: 144, type: !130)
!428 = !DILocalVariable(name: "gid", scope: !417, file: !1, line: 145, type: !26)
!429 = !DILocalVariable(name: "slot", scope: !417, file: !1, line: 146, type: !26)
!430 = !DILocalVariable(name: "m", scope: !417, file: !1, line: 151, type: !26)
!431 = !DILocalVariable(name: "prev", scope: !417, file: !1, line: 152, type: !20)
!432 = !{!"uint*", !"atomic_int*", !"int*"}
!433 = !{!"uint*", !"_Atomic(int)*", !"int*"}
!434 = !{!"", !"volatile", !""}
!435 = !DILocation(line: 0, scope: !417)
!436 = !DILocation(line: 145, column: 14, scope: !417)
!437 = !DILocation(line: 146, column: 15, scope: !417)
!438 = !DILocation(line: 147, column: 15, scope: !417)
!439 = !DILocation(line: 147, column: 3, scope: !417)
!440 = !DILocation(line: 148, column: 15, scope: !417)
!441 = !DILocation(line: 148, column: 3, scope: !417)
!442 = !DILocation(line: 149, column: 14, scope: !417)
!443 = !DILocation(line: 149, column: 33, scope: !417)
!444 = !DILocation(line: 149, column: 25, scope: !417)
!445 = !DILocation(line: 149, column: 3, scope: !417)
!446 = !DILocation(line: 150, column: 16, scope: !417)
!447 = !DILocation(line: 150, column: 3, scope: !417)
!448 = !DILocation(line: 151, column: 24, scope: !417)
!449 = !DILocation(line: 151, column: 12, scope: !417)
!450 = !DILocation(line: 152, column: 40, scope: !417)
!451 = !DILocation(line: 152, column: 14, scope: !417)
!452 = !DILocation(line: 153, column: 3, scope: !417)
!453 = !DILocation(line: 154, column: 20, scope: !417)
!454 = !DILocation(line: 154, column: 3, scope: !417)
!455 = !DILocation(line: 154, column: 13, scope: !417)
!456 = !DILocation(line: 155, column: 1, scope: !417)
!457 = !DISubprogram(name: "atomic_inc", linkageName: "_Z10atomic_incPU3AS1Vj", scope: !1, file: !1, line: 146, type: !458, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DISubroutineType(types: !459)
!459 = !{!5, !176}
!460 = !DISubprogram(name: "atomic_sub", linkageName: "_Z10atomic_subPU3AS1Vjj", scope: !1, file: !1, line: 148, type: !174, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubprogram(name: "atomic_or", linkageName: "_Z9atomic_orPU3AS1Vjj", scope: !1, file: !1, line: 149, type: !174, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!462 = !DISubprogram(name: "atomic_xchg", linkageName: "_Z11atomic_xchgPU3AS1Vjj", scope: !1, file: !1, line: 150, type: !174, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!463 = !DISubprogram(name: "atomic_min", linkageName: "_Z10atomic_minPU3AS1Vjj", scope: !1, file: !1, line: 151, type: !174, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DISubprogram(name: "atomic_fetch_add_explicit", linkageName: "_Z25atomic_fetch_add_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope", scope: !1, file: !1, line: 152, type: !465, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!465 = !DISubroutineType(types: !466)
!466 = !{!20, !467, !20, !3, !12}
!467 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !468, size: 64)
!468 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !423)
!469 = !DISubprogram(name: "atomic_work_item_fence", linkageName: "_Z22atomic_work_item_fencej12memory_order12memory_scope", scope: !1, file: !1, line: 153, type: !470, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!470 = !DISubroutineType(types: !471)
!471 = !{null, !122, !3, !12}
!472 = distinct !DISubprogram(name: "co_local_queue", scope: !1, file: !1, line: 159, type: !473, scopeLine: 159, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !476)
!473 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !474)
!474 = !{null, !128, !130, !475, !475}
!475 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 32, dwarfAddressSpace: 2)
!476 = !{!477, !478, !479, !480, !481, !482, !483, !486, !487}
!477 = !DILocalVariable(name: "in", arg: 1, scope: !472, file: !1, line: 159, type: !128)
!478 = !DILocalVariable(name: "out", arg: 2, scope: !472, file: !1, line: 159, type: !130)
!479 = !DILocalVariable(name: "queue", arg: 3, scope: !472, file: !1, line: 159, type: !475)
!480 = !DILocalVariable(name: "qlen", arg: 4, scope: !472, file: !1, line: 159, type: !475)
!481 = !DILocalVariable(name: "lid", scope: !472, file: !1, line: 160, type: !20)
!482 = !DILocalVariable(name: "v", scope: !472, file: !1, line: 164, type: !20)
!483 = !DILocalVariable(name: "slot", scope: !484, file: !1, line: 166, type: !20)
!484 = distinct !DILexicalBlock(scope: !485, file: !1, line: 165, column: 14)
!485 = distinct !DILexicalBlock(scope: !472, file: !1, line: 165, column: 7)
!486 = !DILocalVariable(name: "len", scope: !472, file: !1, line: 171, type: !20)
!487 = !DILocalVariable(name: "i", scope: !488, file: !1, line: 172, type: !20)
!488 = distinct !DILexicalBlock(scope: !472, file: !1, line: 172, column: 3)
!489 = !{i32 1, i32 1, i32 3, i32 3}
!490 = !{!"int*", !"int*", !"int*", !"int*"}
!491 = !DILocation(line: 0, scope: !472)
!492 = !DILocation(line: 160, column: 13, scope: !472)
!493 = !DILocation(line: 161, column: 11, scope: !494)
!494 = distinct !DILexicalBlock(scope: !472, file: !1, line: 161, column: 7)
!495 = !DILocation(line: 161, column: 7, scope: !472)
!496 = !DILocation(line: 162, column: 11, scope: !494)
!497 = !DILocation(line: 162, column: 5, scope: !494)
!498 = !DILocation(line: 163, column: 3, scope: !472)
!499 = !DILocation(line: 164, column: 14, scope: !472)
!500 = !DILocation(line: 164, column: 11, scope: !472)
!501 = !DILocation(line: 165, column: 9, scope: !485)
!502 = !DILocation(line: 165, column: 7, scope: !472)
!503 = !DILocation(line: 166, column: 16, scope: !484)
!504 = !DILocation(line: 0, scope: !484)
!505 = !DILocation(line: 167, column: 5, scope: !484)
!506 = !DILocation(line: 167, column: 17, scope: !484)
!507 = !DILocation(line: 168, column: 3, scope: !484)
!508 = !DILocation(line: 169, column: 3, scope: !472)
!509 = !DILocation(line: 170, column: 3, scope: !472)
!510 = !DILocation(line: 171, column: 13, scope: !472)
!511 = !DILocation(line: 0, scope: !488)
!512 = !DILocation(line: 172, column: 23, scope: !513)
!513 = distinct !DILexicalBlock(scope: !488, file: !1, line: 172, column: 3)
!514 = !DILocation(line: 172, column: 3, scope: !488)
!515 = !DILocation(line: 174, column: 1, scope: !472)
!516 = !DILocation(line: 173, column: 52, scope: !513)
!517 = !DILocation(line: 173, column: 61, scope: !513)
!518 = !DILocation(line: 173, column: 9, scope: !513)
!519 = !DILocation(line: 173, column: 27, scope: !513)
!520 = !DILocation(line: 173, column: 25, scope: !513)
!521 = !DILocation(line: 173, column: 5, scope: !513)
!522 = !DILocation(line: 173, column: 50, scope: !513)
!523 = !DILocation(line: 172, column: 32, scope: !513)
!524 = distinct !{!524, !514, !525, !208}
!525 = !DILocation(line: 173, column: 63, scope: !488)
!526 = !DISubprogram(name: "atomic_inc", linkageName: "_Z10atomic_incPU3AS3Vi", scope: !1, file: !1, line: 166, type: !527, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!527 = !DISubroutineType(types: !528)
!528 = !{!20, !529}
!529 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !373, size: 32, dwarfAddressSpace: 2)
!530 = !DISubprogram(name: "mem_fence", linkageName: "_Z9mem_fencej", scope: !1, file: !1, line: 169, type: !120, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!531 = !DISubprogram(name: "atomic_cmpxchg", linkageName: "_Z14atomic_cmpxchgPU3AS1Vjjj", scope: !1, file: !1, line: 113, type: !532, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DISubroutineType(types: !533)
!533 = !{!5, !176, !5, !5}
