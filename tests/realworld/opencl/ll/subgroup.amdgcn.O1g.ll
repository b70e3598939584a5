source_filename = "src/subgroup.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 !dbg !11 {
    #dbg_value(i32 %0, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !20)
  %2 = lshr i32 %0, 16, !dbg !21
  %3 = xor i32 %2, %0, !dbg !22
    #dbg_value(i32 %3, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !20)
  %4 = mul i32 %3, 2146121005, !dbg !23
    #dbg_value(i32 %4, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !20)
  %5 = lshr i32 %4, 15, !dbg !24
  %6 = xor i32 %5, %4, !dbg !25
    #dbg_value(i32 %6, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !20)
  %7 = mul i32 %6, -2073254261, !dbg !26
    #dbg_value(i32 %7, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !20)
  %8 = lshr i32 %7, 16, !dbg !27
  %9 = xor i32 %8, %7, !dbg !28
    #dbg_value(i32 %9, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !20)
  ret i32 %9, !dbg !29
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @sg_broadcast_vote(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !dbg !30 !kernel_arg_addr_space !44 !kernel_arg_access_qual !45 !kernel_arg_type !46 !kernel_arg_base_type !46 !kernel_arg_type_qual !47 {
    #dbg_value(ptr addrspace(1) %0, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !48)
    #dbg_value(ptr addrspace(1) %1, !38, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !48)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !49
    #dbg_value(i64 %3, !39, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !48)
  %4 = shl i64 %3, 32, !dbg !50
  %5 = ashr exact i64 %4, 32, !dbg !50
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5, !dbg !50
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !50, !tbaa !51
    #dbg_value(i32 %7, !40, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !48)
  %8 = tail call i32 @_Z19sub_group_broadcastij(i32 noundef %7, i32 noundef 0) #6, !dbg !55
    #dbg_value(i32 %8, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !48)
  %9 = icmp sgt i32 %7, %8, !dbg !56
  %10 = zext i1 %9 to i32, !dbg !56
  %11 = tail call i32 @_Z13sub_group_anyi(i32 noundef %10) #6, !dbg !57
    #dbg_value(i32 %11, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !48)
  %12 = icmp sgt i32 %7, -1, !dbg !58
  %13 = zext i1 %12 to i32, !dbg !58
  %14 = tail call i32 @_Z13sub_group_alli(i32 noundef %13) #6, !dbg !59
    #dbg_value(i32 %14, !43, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !48)
  %15 = shl nsw i32 %11, 1, !dbg !60
  %16 = add nsw i32 %15, %8, !dbg !61
  %17 = shl nsw i32 %14, 2, !dbg !62
  %18 = add nsw i32 %16, %17, !dbg !63
  %19 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5, !dbg !64
  store i32 %18, ptr addrspace(1) %19, align 4, !dbg !65, !tbaa !51
  ret void, !dbg !66
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !67 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !71 hidden i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !74 hidden i32 @_Z13sub_group_anyi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !77 hidden i32 @_Z13sub_group_alli(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @sg_ids(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #1 !dbg !78 !kernel_arg_addr_space !87 !kernel_arg_access_qual !88 !kernel_arg_type !89 !kernel_arg_base_type !89 !kernel_arg_type_qual !90 {
    #dbg_value(ptr addrspace(1) %0, !82, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !91)
  %2 = tail call i32 @_Z16get_sub_group_idv() #6, !dbg !92
    #dbg_value(i32 %2, !83, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !91)
  %3 = tail call i32 @_Z22get_sub_group_local_idv() #6, !dbg !93
    #dbg_value(i32 %3, !84, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !91)
  %4 = tail call i32 @_Z18get_sub_group_sizev() #6, !dbg !94
    #dbg_value(i32 %4, !85, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !91)
  %5 = tail call i32 @_Z18get_num_sub_groupsv() #6, !dbg !95
    #dbg_value(i32 %5, !86, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !91)
  %6 = add i32 %2, 1, !dbg !96
  %7 = icmp eq i32 %6, %5, !dbg !98
  br i1 %7, label %8, label %12, !dbg !99

8:                                                ; preds = %1
  %9 = mul i32 %4, 1000, !dbg !100
  %10 = add i32 %9, %3, !dbg !101
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !102
  br label %20, !dbg !103

12:                                               ; preds = %1
  %13 = and i32 %3, 1, !dbg !104
  %14 = icmp eq i32 %13, 0, !dbg !104
  br i1 %14, label %18, label %15, !dbg !106

15:                                               ; preds = %12
  %16 = sub nsw i32 0, %3, !dbg !107
  %17 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !108
  br label %20, !dbg !109

18:                                               ; preds = %12
  %19 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !110
  br label %20

20:                                               ; preds = %15, %18, %8
  %21 = phi i64 [ %17, %15 ], [ %19, %18 ], [ %11, %8 ]
  %22 = phi i32 [ %16, %15 ], [ %2, %18 ], [ %10, %8 ]
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %21, !dbg !111
  store i32 %22, ptr addrspace(1) %23, align 4, !dbg !111, !tbaa !51
  ret void, !dbg !112
}

; Function Attrs: convergent nounwind
declare !dbg !113 hidden i32 @_Z16get_sub_group_idv() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !116 hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !117 hidden i32 @_Z18get_sub_group_sizev() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !118 hidden i32 @_Z18get_num_sub_groupsv() local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @sg_loop_reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #1 !dbg !119 !kernel_arg_addr_space !134 !kernel_arg_access_qual !135 !kernel_arg_type !136 !kernel_arg_base_type !136 !kernel_arg_type_qual !137 {
    #dbg_value(ptr addrspace(1) %0, !123, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
    #dbg_value(ptr addrspace(1) %1, !124, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
    #dbg_value(i32 %2, !125, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
  %4 = tail call i32 @_Z22get_sub_group_local_idv() #6, !dbg !139
    #dbg_value(i32 %4, !126, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
    #dbg_value(i32 0, !127, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
  %5 = tail call i32 @_Z16get_sub_group_idv() #6, !dbg !140
  %6 = tail call i32 @_Z18get_sub_group_sizev() #6, !dbg !141
  %7 = mul i32 %6, %5, !dbg !142
    #dbg_value(i32 %7, !128, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !143)
    #dbg_value(i32 0, !127, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
  %8 = icmp slt i32 %7, %2, !dbg !144
  br i1 %8, label %9, label %32, !dbg !145

9:                                                ; preds = %3, %26
  %10 = phi i32 [ %22, %26 ], [ 0, %3 ]
  %11 = phi i32 [ %30, %26 ], [ %7, %3 ]
    #dbg_value(i32 %10, !127, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
    #dbg_value(i32 %11, !128, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !143)
  %12 = add nsw i32 %11, %4, !dbg !146
  %13 = icmp slt i32 %12, %2, !dbg !147
  br i1 %13, label %14, label %18, !dbg !148

14:                                               ; preds = %9
  %15 = sext i32 %12 to i64, !dbg !149
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15, !dbg !149
  %17 = load i32, ptr addrspace(1) %16, align 4, !dbg !149, !tbaa !51
  br label %18, !dbg !148

18:                                               ; preds = %9, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %9 ], !dbg !148
    #dbg_value(i32 %19, !130, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !150)
  %20 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef %19) #6, !dbg !151
    #dbg_value(i32 %20, !133, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !150)
  %21 = icmp eq i32 %20, 0, !dbg !152
  %22 = add nsw i32 %20, %10, !dbg !154
  %23 = icmp sgt i32 %22, 1000000, !dbg !154
  %24 = select i1 %23, i32 2, i32 0, !dbg !154
  %25 = select i1 %21, i32 4, i32 %24, !dbg !154
    #dbg_value(i32 %22, !127, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
  switch i32 %25, label %32 [
    i32 0, label %26
    i32 4, label %26
  ]

26:                                               ; preds = %18, %18
  %27 = tail call i32 @_Z18get_num_sub_groupsv() #6, !dbg !155
  %28 = tail call i32 @_Z18get_sub_group_sizev() #6, !dbg !156
  %29 = mul i32 %28, %27, !dbg !157
  %30 = add i32 %29, %11, !dbg !158
    #dbg_value(i32 %22, !127, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
    #dbg_value(i32 %30, !128, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !143)
  %31 = icmp slt i32 %30, %2, !dbg !144
  br i1 %31, label %9, label %32, !dbg !145, !llvm.loop !159

32:                                               ; preds = %18, %26, %3
  %33 = phi i32 [ 0, %3 ], [ %22, %26 ], [ %22, %18 ], !dbg !162
    #dbg_value(i32 %33, !127, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
  %34 = icmp eq i32 %4, 0, !dbg !163
  br i1 %34, label %35, label %39, !dbg !165

35:                                               ; preds = %32
  %36 = tail call i32 @_Z16get_sub_group_idv() #6, !dbg !166
  %37 = zext i32 %36 to i64, !dbg !167
  %38 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %37, !dbg !167
  store i32 %33, ptr addrspace(1) %38, align 4, !dbg !168, !tbaa !51
  br label %39, !dbg !167

39:                                               ; preds = %35, %32
  ret void, !dbg !169
}

; Function Attrs: convergent nounwind
declare !dbg !170 hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @sg_minmax_barrier(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #1 !dbg !171 !kernel_arg_addr_space !191 !kernel_arg_access_qual !135 !kernel_arg_type !192 !kernel_arg_base_type !192 !kernel_arg_type_qual !137 {
    #dbg_value(ptr addrspace(1) %0, !180, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !193)
    #dbg_value(ptr addrspace(1) %1, !181, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !193)
    #dbg_value(ptr addrspace(3) %2, !182, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !193)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !194
  %5 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4, !dbg !195
  %6 = load float, ptr addrspace(1) %5, align 4, !dbg !195, !tbaa !196
    #dbg_value(float %6, !183, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !193)
  %7 = tail call float @_Z20sub_group_reduce_minf(float noundef %6) #6, !dbg !198
    #dbg_value(float %7, !184, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !193)
  %8 = tail call float @_Z20sub_group_reduce_maxf(float noundef %6) #6, !dbg !199
    #dbg_value(float %8, !185, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !193)
  %9 = tail call i32 @_Z22get_sub_group_local_idv() #6, !dbg !200
  %10 = icmp eq i32 %9, 0, !dbg !202
  br i1 %10, label %11, label %15, !dbg !203

11:                                               ; preds = %3
  %12 = fsub float %8, %7, !dbg !204
  %13 = tail call i32 @_Z16get_sub_group_idv() #6, !dbg !205
  %14 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %13, !dbg !206
  store float %12, ptr addrspace(3) %14, align 4, !dbg !207, !tbaa !196
  br label %15, !dbg !206

15:                                               ; preds = %11, %3
  tail call void @_Z17sub_group_barrierj(i32 noundef 1) #6, !dbg !208
  tail call void @_Z7barrierj(i32 noundef 1) #6, !dbg !209
  %16 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !210
  %17 = icmp eq i64 %16, 0, !dbg !211
  br i1 %17, label %18, label %31, !dbg !212

18:                                               ; preds = %15, %26
  %19 = phi float [ %29, %26 ], [ 0.000000e+00, %15 ], !dbg !213
  %20 = phi i32 [ %30, %26 ], [ 0, %15 ], !dbg !214
    #dbg_value(i32 %20, !189, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !215)
    #dbg_value(float %19, !186, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !213)
  %21 = tail call i32 @_Z18get_num_sub_groupsv() #6, !dbg !216
  %22 = icmp ult i32 %20, %21, !dbg !218
  br i1 %22, label %26, label %23, !dbg !219

23:                                               ; preds = %18
  %24 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5, !dbg !220
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %24, !dbg !221
  store float %19, ptr addrspace(1) %25, align 4, !dbg !222, !tbaa !196
  br label %31, !dbg !223

26:                                               ; preds = %18
  %27 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %20, !dbg !224
  %28 = load float, ptr addrspace(3) %27, align 4, !dbg !224, !tbaa !196
  %29 = tail call float @llvm.maxnum.f32(float noundef %19, float noundef %28) #5, !dbg !225
    #dbg_value(float %29, !186, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !213)
  %30 = add nuw i32 %20, 1, !dbg !226
    #dbg_value(i32 %30, !189, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !215)
  br label %18, !dbg !227, !llvm.loop !228

31:                                               ; preds = %23, %15
  ret void, !dbg !230
}

; Function Attrs: convergent nounwind
declare !dbg !231 hidden float @_Z20sub_group_reduce_minf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !234 hidden float @_Z20sub_group_reduce_maxf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !235 hidden void @_Z17sub_group_barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !239 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !240 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !241 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @wg_broadcast_vote(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !dbg !242 !kernel_arg_addr_space !44 !kernel_arg_access_qual !45 !kernel_arg_type !46 !kernel_arg_base_type !46 !kernel_arg_type_qual !47 {
    #dbg_value(ptr addrspace(1) %0, !244, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !250)
    #dbg_value(ptr addrspace(1) %1, !245, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !250)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !251
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3, !dbg !252
  %5 = load i32, ptr addrspace(1) %4, align 4, !dbg !252, !tbaa !51
    #dbg_value(i32 %5, !246, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !250)
  %6 = tail call i32 @_Z20work_group_broadcastim(i32 noundef %5, i64 noundef 0) #6, !dbg !253
    #dbg_value(i32 %6, !247, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !250)
  %7 = icmp sgt i32 %5, %6, !dbg !254
  %8 = zext i1 %7 to i32, !dbg !254
  %9 = tail call i32 @_Z14work_group_anyi(i32 noundef %8) #6, !dbg !255
    #dbg_value(i32 %9, !248, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !250)
  %10 = icmp sgt i32 %5, -1, !dbg !256
  %11 = zext i1 %10 to i32, !dbg !256
  %12 = tail call i32 @_Z14work_group_alli(i32 noundef %11) #6, !dbg !257
    #dbg_value(i32 %12, !249, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !250)
  %13 = add nsw i32 %9, %6, !dbg !258
  %14 = add nsw i32 %13, %12, !dbg !259
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %3, !dbg !260
  store i32 %14, ptr addrspace(1) %15, align 4, !dbg !261, !tbaa !51
  ret void, !dbg !262
}

; Function Attrs: convergent nounwind
declare !dbg !263 hidden i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !266 hidden i32 @_Z14work_group_anyi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !267 hidden i32 @_Z14work_group_alli(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!opencl.ocl.version = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/subgroup.cl", directory: ".", checksumkind: CSK_MD5, checksum: "ced0389430f350a986bb757175eccf79")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 2, i32 0}
!10 = !{!"clang-19"}
!11 = distinct !DISubprogram(name: "hash32", scope: !12, file: !12, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!12 = !DIFile(filename: "src/common.h", directory: ".", checksumkind: CSK_MD5, checksum: "e5333d42a508fc6e446e938aee4c8f69")
!13 = !DISubroutineType(types: !14)
!14 = !{!3, !15}
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !16, line: 129, baseType: !17)
!16 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!17 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!18 = !{!19}
!19 = !DILocalVariable(name: "x", arg: 1, scope: !11, file: !12, line: 15, type: !15)
!20 = !DILocation(line: 0, scope: !11)
!21 = !DILocation(line: 16, column: 10, scope: !11)
!22 = !DILocation(line: 16, column: 5, scope: !11)
!23 = !DILocation(line: 17, column: 5, scope: !11)
!24 = !DILocation(line: 18, column: 10, scope: !11)
!25 = !DILocation(line: 18, column: 5, scope: !11)
!26 = !DILocation(line: 19, column: 5, scope: !11)
!27 = !DILocation(line: 20, column: 10, scope: !11)
!28 = !DILocation(line: 20, column: 5, scope: !11)
!29 = !DILocation(line: 21, column: 3, scope: !11)
!30 = distinct !DISubprogram(name: "sg_broadcast_vote", scope: !1, file: !1, line: 5, type: !31, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !36)
!31 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !32)
!32 = !{null, !33, !35}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!36 = !{!37, !38, !39, !40, !41, !42, !43}
!37 = !DILocalVariable(name: "in", arg: 1, scope: !30, file: !1, line: 5, type: !33)
!38 = !DILocalVariable(name: "out", arg: 2, scope: !30, file: !1, line: 5, type: !35)
!39 = !DILocalVariable(name: "gid", scope: !30, file: !1, line: 6, type: !3)
!40 = !DILocalVariable(name: "v", scope: !30, file: !1, line: 7, type: !3)
!41 = !DILocalVariable(name: "first", scope: !30, file: !1, line: 8, type: !3)
!42 = !DILocalVariable(name: "any", scope: !30, file: !1, line: 9, type: !3)
!43 = !DILocalVariable(name: "all", scope: !30, file: !1, line: 10, type: !3)
!44 = !{i32 1, i32 1}
!45 = !{!"none", !"none"}
!46 = !{!"int*", !"int*"}
!47 = !{!"const", !""}
!48 = !DILocation(line: 0, scope: !30)
!49 = !DILocation(line: 6, column: 13, scope: !30)
!50 = !DILocation(line: 7, column: 11, scope: !30)
!51 = !{!52, !52, i64 0}
!52 = !{!"int", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 8, column: 15, scope: !30)
!56 = !DILocation(line: 9, column: 29, scope: !30)
!57 = !DILocation(line: 9, column: 13, scope: !30)
!58 = !DILocation(line: 10, column: 29, scope: !30)
!59 = !DILocation(line: 10, column: 13, scope: !30)
!60 = !DILocation(line: 11, column: 26, scope: !30)
!61 = !DILocation(line: 11, column: 20, scope: !30)
!62 = !DILocation(line: 11, column: 36, scope: !30)
!63 = !DILocation(line: 11, column: 30, scope: !30)
!64 = !DILocation(line: 11, column: 3, scope: !30)
!65 = !DILocation(line: 11, column: 12, scope: !30)
!66 = !DILocation(line: 12, column: 1, scope: !30)
!67 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 6, type: !68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !17}
!70 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!71 = !DISubprogram(name: "sub_group_broadcast", linkageName: "_Z19sub_group_broadcastij", scope: !1, file: !1, line: 8, type: !72, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DISubroutineType(types: !73)
!73 = !{!3, !3, !17}
!74 = !DISubprogram(name: "sub_group_any", linkageName: "_Z13sub_group_anyi", scope: !1, file: !1, line: 9, type: !75, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = !DISubroutineType(types: !76)
!76 = !{!3, !3}
!77 = !DISubprogram(name: "sub_group_all", linkageName: "_Z13sub_group_alli", scope: !1, file: !1, line: 10, type: !75, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!78 = distinct !DISubprogram(name: "sg_ids", scope: !1, file: !1, line: 15, type: !79, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !81)
!79 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !80)
!80 = !{null, !35}
!81 = !{!82, !83, !84, !85, !86}
!82 = !DILocalVariable(name: "out", arg: 1, scope: !78, file: !1, line: 15, type: !35)
!83 = !DILocalVariable(name: "sg", scope: !78, file: !1, line: 16, type: !15)
!84 = !DILocalVariable(name: "lane", scope: !78, file: !1, line: 17, type: !15)
!85 = !DILocalVariable(name: "size", scope: !78, file: !1, line: 18, type: !15)
!86 = !DILocalVariable(name: "nsg", scope: !78, file: !1, line: 19, type: !15)
!87 = !{i32 1}
!88 = !{!"none"}
!89 = !{!"int*"}
!90 = !{!""}
!91 = !DILocation(line: 0, scope: !78)
!92 = !DILocation(line: 16, column: 13, scope: !78)
!93 = !DILocation(line: 17, column: 15, scope: !78)
!94 = !DILocation(line: 18, column: 15, scope: !78)
!95 = !DILocation(line: 19, column: 14, scope: !78)
!96 = !DILocation(line: 20, column: 10, scope: !97)
!97 = distinct !DILexicalBlock(scope: !78, file: !1, line: 20, column: 7)
!98 = !DILocation(line: 20, column: 14, scope: !97)
!99 = !DILocation(line: 20, column: 7, scope: !78)
!100 = !DILocation(line: 21, column: 40, scope: !97)
!101 = !DILocation(line: 21, column: 47, scope: !97)
!102 = !DILocation(line: 21, column: 9, scope: !97)
!103 = !DILocation(line: 21, column: 5, scope: !97)
!104 = !DILocation(line: 22, column: 17, scope: !105)
!105 = distinct !DILexicalBlock(scope: !97, file: !1, line: 22, column: 12)
!106 = !DILocation(line: 22, column: 12, scope: !97)
!107 = !DILocation(line: 23, column: 29, scope: !105)
!108 = !DILocation(line: 23, column: 9, scope: !105)
!109 = !DILocation(line: 23, column: 5, scope: !105)
!110 = !DILocation(line: 25, column: 9, scope: !105)
!111 = !DILocation(line: 0, scope: !97)
!112 = !DILocation(line: 26, column: 1, scope: !78)
!113 = !DISubprogram(name: "get_sub_group_id", linkageName: "_Z16get_sub_group_idv", scope: !1, file: !1, line: 16, type: !114, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DISubroutineType(types: !115)
!115 = !{!17}
!116 = !DISubprogram(name: "get_sub_group_local_id", linkageName: "_Z22get_sub_group_local_idv", scope: !1, file: !1, line: 17, type: !114, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DISubprogram(name: "get_sub_group_size", linkageName: "_Z18get_sub_group_sizev", scope: !1, file: !1, line: 18, type: !114, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DISubprogram(name: "get_num_sub_groups", linkageName: "_Z18get_num_sub_groupsv", scope: !1, file: !1, line: 19, type: !114, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = distinct !DISubprogram(name: "sg_loop_reduce", scope: !1, file: !1, line: 29, type: !120, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !122)
!120 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !121)
!121 = !{null, !33, !35, !3}
!122 = !{!123, !124, !125, !126, !127, !128, !130, !133}
!123 = !DILocalVariable(name: "in", arg: 1, scope: !119, file: !1, line: 29, type: !33)
!124 = !DILocalVariable(name: "out", arg: 2, scope: !119, file: !1, line: 29, type: !35)
!125 = !DILocalVariable(name: "n", arg: 3, scope: !119, file: !1, line: 29, type: !3)
!126 = !DILocalVariable(name: "lane", scope: !119, file: !1, line: 30, type: !3)
!127 = !DILocalVariable(name: "acc", scope: !119, file: !1, line: 31, type: !3)
!128 = !DILocalVariable(name: "base", scope: !129, file: !1, line: 32, type: !3)
!129 = distinct !DILexicalBlock(scope: !119, file: !1, line: 32, column: 3)
!130 = !DILocalVariable(name: "v", scope: !131, file: !1, line: 34, type: !3)
!131 = distinct !DILexicalBlock(scope: !132, file: !1, line: 33, column: 61)
!132 = distinct !DILexicalBlock(scope: !129, file: !1, line: 32, column: 3)
!133 = !DILocalVariable(name: "s", scope: !131, file: !1, line: 35, type: !3)
!134 = !{i32 1, i32 1, i32 0}
!135 = !{!"none", !"none", !"none"}
!136 = !{!"int*", !"int*", !"int"}
!137 = !{!"const", !"", !""}
!138 = !DILocation(line: 0, scope: !119)
!139 = !DILocation(line: 30, column: 14, scope: !119)
!140 = !DILocation(line: 32, column: 19, scope: !129)
!141 = !DILocation(line: 32, column: 40, scope: !129)
!142 = !DILocation(line: 32, column: 38, scope: !129)
!143 = !DILocation(line: 0, scope: !129)
!144 = !DILocation(line: 32, column: 67, scope: !132)
!145 = !DILocation(line: 32, column: 3, scope: !129)
!146 = !DILocation(line: 34, column: 18, scope: !131)
!147 = !DILocation(line: 34, column: 25, scope: !131)
!148 = !DILocation(line: 34, column: 13, scope: !131)
!149 = !DILocation(line: 34, column: 31, scope: !131)
!150 = !DILocation(line: 0, scope: !131)
!151 = !DILocation(line: 35, column: 13, scope: !131)
!152 = !DILocation(line: 36, column: 11, scope: !153)
!153 = distinct !DILexicalBlock(scope: !131, file: !1, line: 36, column: 9)
!154 = !DILocation(line: 36, column: 9, scope: !131)
!155 = !DILocation(line: 33, column: 16, scope: !132)
!156 = !DILocation(line: 33, column: 39, scope: !132)
!157 = !DILocation(line: 33, column: 37, scope: !132)
!158 = !DILocation(line: 33, column: 13, scope: !132)
!159 = distinct !{!159, !145, !160, !161}
!160 = !DILocation(line: 41, column: 3, scope: !129)
!161 = !{!"llvm.loop.unroll.disable"}
!162 = !DILocation(line: 31, column: 7, scope: !119)
!163 = !DILocation(line: 42, column: 12, scope: !164)
!164 = distinct !DILexicalBlock(scope: !119, file: !1, line: 42, column: 7)
!165 = !DILocation(line: 42, column: 7, scope: !119)
!166 = !DILocation(line: 43, column: 9, scope: !164)
!167 = !DILocation(line: 43, column: 5, scope: !164)
!168 = !DILocation(line: 43, column: 29, scope: !164)
!169 = !DILocation(line: 44, column: 1, scope: !119)
!170 = !DISubprogram(name: "sub_group_reduce_add", linkageName: "_Z20sub_group_reduce_addi", scope: !1, file: !1, line: 35, type: !75, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = distinct !DISubprogram(name: "sg_minmax_barrier", scope: !1, file: !1, line: 47, type: !172, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !179)
!172 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !173)
!173 = !{null, !174, !177, !178}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !176)
!176 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 32, dwarfAddressSpace: 2)
!179 = !{!180, !181, !182, !183, !184, !185, !186, !189}
!180 = !DILocalVariable(name: "in", arg: 1, scope: !171, file: !1, line: 47, type: !174)
!181 = !DILocalVariable(name: "out", arg: 2, scope: !171, file: !1, line: 47, type: !177)
!182 = !DILocalVariable(name: "lm", arg: 3, scope: !171, file: !1, line: 47, type: !178)
!183 = !DILocalVariable(name: "v", scope: !171, file: !1, line: 48, type: !176)
!184 = !DILocalVariable(name: "lo", scope: !171, file: !1, line: 49, type: !176)
!185 = !DILocalVariable(name: "hi", scope: !171, file: !1, line: 50, type: !176)
!186 = !DILocalVariable(name: "m", scope: !187, file: !1, line: 56, type: !176)
!187 = distinct !DILexicalBlock(scope: !188, file: !1, line: 55, column: 29)
!188 = distinct !DILexicalBlock(scope: !171, file: !1, line: 55, column: 7)
!189 = !DILocalVariable(name: "i", scope: !190, file: !1, line: 57, type: !15)
!190 = distinct !DILexicalBlock(scope: !187, file: !1, line: 57, column: 5)
!191 = !{i32 1, i32 1, i32 3}
!192 = !{!"float*", !"float*", !"float*"}
!193 = !DILocation(line: 0, scope: !171)
!194 = !DILocation(line: 48, column: 16, scope: !171)
!195 = !DILocation(line: 48, column: 13, scope: !171)
!196 = !{!197, !197, i64 0}
!197 = !{!"float", !53, i64 0}
!198 = !DILocation(line: 49, column: 14, scope: !171)
!199 = !DILocation(line: 50, column: 14, scope: !171)
!200 = !DILocation(line: 51, column: 7, scope: !201)
!201 = distinct !DILexicalBlock(scope: !171, file: !1, line: 51, column: 7)
!202 = !DILocation(line: 51, column: 32, scope: !201)
!203 = !DILocation(line: 51, column: 7, scope: !171)
!204 = !DILocation(line: 52, column: 33, scope: !201)
!205 = !DILocation(line: 52, column: 8, scope: !201)
!206 = !DILocation(line: 52, column: 5, scope: !201)
!207 = !DILocation(line: 52, column: 28, scope: !201)
!208 = !DILocation(line: 53, column: 3, scope: !171)
!209 = !DILocation(line: 54, column: 3, scope: !171)
!210 = !DILocation(line: 55, column: 7, scope: !188)
!211 = !DILocation(line: 55, column: 23, scope: !188)
!212 = !DILocation(line: 55, column: 7, scope: !171)
!213 = !DILocation(line: 0, scope: !187)
!214 = !DILocation(line: 57, scope: !190)
!215 = !DILocation(line: 0, scope: !190)
!216 = !DILocation(line: 57, column: 26, scope: !217)
!217 = distinct !DILexicalBlock(scope: !190, file: !1, line: 57, column: 5)
!218 = !DILocation(line: 57, column: 24, scope: !217)
!219 = !DILocation(line: 57, column: 5, scope: !190)
!220 = !DILocation(line: 59, column: 9, scope: !187)
!221 = !DILocation(line: 59, column: 5, scope: !187)
!222 = !DILocation(line: 59, column: 26, scope: !187)
!223 = !DILocation(line: 60, column: 3, scope: !187)
!224 = !DILocation(line: 58, column: 19, scope: !217)
!225 = !DILocation(line: 58, column: 11, scope: !217)
!226 = !DILocation(line: 57, column: 48, scope: !217)
!227 = !DILocation(line: 57, column: 5, scope: !217)
!228 = distinct !{!228, !219, !229, !161}
!229 = !DILocation(line: 58, column: 24, scope: !190)
!230 = !DILocation(line: 61, column: 1, scope: !171)
!231 = !DISubprogram(name: "sub_group_reduce_min", linkageName: "_Z20sub_group_reduce_minf", scope: !1, file: !1, line: 49, type: !232, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!232 = !DISubroutineType(types: !233)
!233 = !{!176, !176}
!234 = !DISubprogram(name: "sub_group_reduce_max", linkageName: "_Z20sub_group_reduce_maxf", scope: !1, file: !1, line: 50, type: !232, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubprogram(name: "sub_group_barrier", linkageName: "_Z17sub_group_barrierj", scope: !1, file: !1, line: 53, type: !236, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DISubroutineType(types: !237)
!237 = !{null, !238}
!238 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !16, line: 372, baseType: !15)
!239 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !1, file: !1, line: 54, type: !236, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !1, file: !1, line: 55, type: !68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!241 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !1, file: !1, line: 59, type: !68, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!242 = distinct !DISubprogram(name: "wg_broadcast_vote", scope: !1, file: !1, line: 86, type: !31, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !243)
!243 = !{!244, !245, !246, !247, !248, !249}
!244 = !DILocalVariable(name: "in", arg: 1, scope: !242, file: !1, line: 86, type: !33)
!245 = !DILocalVariable(name: "out", arg: 2, scope: !242, file: !1, line: 86, type: !35)
!246 = !DILocalVariable(name: "v", scope: !242, file: !1, line: 87, type: !3)
!247 = !DILocalVariable(name: "first", scope: !242, file: !1, line: 88, type: !3)
!248 = !DILocalVariable(name: "any", scope: !242, file: !1, line: 89, type: !3)
!249 = !DILocalVariable(name: "all", scope: !242, file: !1, line: 90, type: !3)
!250 = !DILocation(line: 0, scope: !242)
!251 = !DILocation(line: 87, column: 14, scope: !242)
!252 = !DILocation(line: 87, column: 11, scope: !242)
!253 = !DILocation(line: 88, column: 15, scope: !242)
!254 = !DILocation(line: 89, column: 30, scope: !242)
!255 = !DILocation(line: 89, column: 13, scope: !242)
!256 = !DILocation(line: 90, column: 30, scope: !242)
!257 = !DILocation(line: 90, column: 13, scope: !242)
!258 = !DILocation(line: 91, column: 33, scope: !242)
!259 = !DILocation(line: 91, column: 39, scope: !242)
!260 = !DILocation(line: 91, column: 3, scope: !242)
!261 = !DILocation(line: 91, column: 25, scope: !242)
!262 = !DILocation(line: 92, column: 1, scope: !242)
!263 = !DISubprogram(name: "work_group_broadcast", linkageName: "_Z20work_group_broadcastim", scope: !1, file: !1, line: 88, type: !264, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!264 = !DISubroutineType(types: !265)
!265 = !{!3, !3, !70}
!266 = !DISubprogram(name: "work_group_any", linkageName: "_Z14work_group_anyi", scope: !1, file: !1, line: 89, type: !75, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!267 = !DISubprogram(name: "work_group_all", linkageName: "_Z14work_group_alli", scope: !1, file: !1, line: 90, type: !75, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
