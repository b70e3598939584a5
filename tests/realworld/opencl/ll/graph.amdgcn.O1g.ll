source_filename = "src/graph.cl"
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
define protected amdgpu_kernel void @bfs_expand(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, ptr addrspace(1) noundef align 4 %6, i32 noundef %7) local_unnamed_addr #1 !dbg !30 !kernel_arg_addr_space !55 !kernel_arg_access_qual !56 !kernel_arg_type !57 !kernel_arg_base_type !57 !kernel_arg_type_qual !58 {
    #dbg_value(ptr addrspace(1) %0, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %1, !38, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %2, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(i32 %3, !40, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %4, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %5, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(ptr addrspace(1) %6, !43, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !59)
    #dbg_value(i32 %7, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !59)
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !60
  %10 = trunc i64 %9 to i32, !dbg !60
    #dbg_value(i32 %10, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !59)
  %11 = icmp slt i32 %10, %3, !dbg !61
  br i1 %11, label %12, label %42, !dbg !63

12:                                               ; preds = %8
  %13 = shl i64 %9, 32, !dbg !64
  %14 = ashr exact i64 %13, 30, !dbg !64
  %15 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %14, !dbg !64
  %16 = load i32, ptr addrspace(1) %15, align 4, !dbg !64, !tbaa !65
    #dbg_value(i32 %16, !46, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !59)
  %17 = sext i32 %16 to i64, !dbg !69
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17, !dbg !69
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !69, !tbaa !65
    #dbg_value(i32 %19, !47, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  %20 = getelementptr i8, ptr addrspace(1) %18, i64 4
    #dbg_value(i32 %19, !47, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  %21 = load i32, ptr addrspace(1) %20, align 4, !dbg !71, !tbaa !65
  %22 = icmp slt i32 %19, %21, !dbg !72
  br i1 %22, label %23, label %42, !dbg !73

23:                                               ; preds = %12
  %24 = add nsw i32 %7, 1
  br label %25, !dbg !73

25:                                               ; preds = %23, %38
  %26 = phi i32 [ %19, %23 ], [ %39, %38 ]
    #dbg_value(i32 %26, !47, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  %27 = sext i32 %26 to i64, !dbg !74
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %27, !dbg !74
  %29 = load i32, ptr addrspace(1) %28, align 4, !dbg !74, !tbaa !65
    #dbg_value(i32 %29, !49, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !75)
  %30 = sext i32 %29 to i64, !dbg !76
  %31 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %30, !dbg !76
  %32 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %31, i32 noundef -1, i32 noundef %24) #6, !dbg !77
  %33 = icmp eq i32 %32, -1, !dbg !78
  br i1 %33, label %34, label %38, !dbg !79

34:                                               ; preds = %25
  %35 = tail call i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %6) #6, !dbg !80
    #dbg_value(i32 %35, !52, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !81)
  %36 = sext i32 %35 to i64, !dbg !82
  %37 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %36, !dbg !82
  store i32 %29, ptr addrspace(1) %37, align 4, !dbg !83, !tbaa !65
  br label %38, !dbg !84

38:                                               ; preds = %34, %25
  %39 = add nsw i32 %26, 1, !dbg !85
    #dbg_value(i32 %39, !47, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !70)
  %40 = load i32, ptr addrspace(1) %20, align 4, !dbg !71, !tbaa !65
  %41 = icmp slt i32 %39, %40, !dbg !72
  br i1 %41, label %25, label %42, !dbg !73, !llvm.loop !86

42:                                               ; preds = %38, %12, %8
  ret void, !dbg !89
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !90 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !94 hidden i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !99 hidden i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @bfs_masks(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, ptr addrspace(1) nocapture noundef readonly align 1 %4, ptr addrspace(1) nocapture noundef align 4 %5, i32 noundef %6) local_unnamed_addr #4 !dbg !102 !kernel_arg_addr_space !125 !kernel_arg_access_qual !126 !kernel_arg_type !127 !kernel_arg_base_type !127 !kernel_arg_type_qual !128 {
    #dbg_value(ptr addrspace(1) %0, !110, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !129)
    #dbg_value(ptr addrspace(1) %1, !111, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !129)
    #dbg_value(ptr addrspace(1) %2, !112, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !129)
    #dbg_value(ptr addrspace(1) %3, !113, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !129)
    #dbg_value(ptr addrspace(1) %4, !114, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !129)
    #dbg_value(ptr addrspace(1) %5, !115, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !129)
    #dbg_value(i32 %6, !116, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !129)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !130
  %9 = trunc i64 %8 to i32, !dbg !130
    #dbg_value(i32 %9, !117, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !129)
  %10 = icmp slt i32 %9, %6, !dbg !131
  br i1 %10, label %11, label %45, !dbg !132

11:                                               ; preds = %7
  %12 = shl i64 %8, 32, !dbg !133
  %13 = ashr exact i64 %12, 32, !dbg !133
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %13, !dbg !133
  %15 = load i8, ptr addrspace(1) %14, align 1, !dbg !133, !tbaa !134
  %16 = icmp eq i8 %15, 0, !dbg !133
  br i1 %16, label %45, label %17, !dbg !135

17:                                               ; preds = %11
  store i8 0, ptr addrspace(1) %14, align 1, !dbg !136, !tbaa !134
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13, !dbg !137
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !137, !tbaa !65
    #dbg_value(i32 %19, !118, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
  %20 = add i64 %12, 4294967296
  %21 = ashr exact i64 %20, 30
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %21
    #dbg_value(i32 %19, !118, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
  %23 = load i32, ptr addrspace(1) %22, align 4, !dbg !139, !tbaa !65
  %24 = icmp slt i32 %19, %23, !dbg !140
  br i1 %24, label %25, label %45, !dbg !141

25:                                               ; preds = %17
  %26 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %13
  br label %27, !dbg !141

27:                                               ; preds = %25, %41
  %28 = phi i32 [ %19, %25 ], [ %42, %41 ]
    #dbg_value(i32 %28, !118, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
  %29 = sext i32 %28 to i64, !dbg !142
  %30 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29, !dbg !142
  %31 = load i32, ptr addrspace(1) %30, align 4, !dbg !142, !tbaa !65
    #dbg_value(i32 %31, !122, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !143)
  %32 = sext i32 %31 to i64, !dbg !144
  %33 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %32, !dbg !144
  %34 = load i8, ptr addrspace(1) %33, align 1, !dbg !144, !tbaa !134
  %35 = icmp eq i8 %34, 0, !dbg !144
  br i1 %35, label %36, label %41, !dbg !146

36:                                               ; preds = %27
  %37 = load i32, ptr addrspace(1) %26, align 4, !dbg !147, !tbaa !65
  %38 = add nsw i32 %37, 1, !dbg !149
  %39 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %32, !dbg !150
  store i32 %38, ptr addrspace(1) %39, align 4, !dbg !151, !tbaa !65
  %40 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %32, !dbg !152
  store i8 1, ptr addrspace(1) %40, align 1, !dbg !153, !tbaa !134
  br label %41, !dbg !154

41:                                               ; preds = %36, %27
  %42 = add nsw i32 %28, 1, !dbg !155
    #dbg_value(i32 %42, !118, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !138)
  %43 = load i32, ptr addrspace(1) %22, align 4, !dbg !139, !tbaa !65
  %44 = icmp slt i32 %42, %43, !dbg !140
  br i1 %44, label %27, label %45, !dbg !141, !llvm.loop !156

45:                                               ; preds = %41, %17, %11, %7
  ret void, !dbg !158
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @list_length(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #4 !dbg !159 !kernel_arg_addr_space !168 !kernel_arg_access_qual !169 !kernel_arg_type !170 !kernel_arg_base_type !170 !kernel_arg_type_qual !171 {
    #dbg_value(ptr addrspace(1) %0, !163, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !172)
    #dbg_value(ptr addrspace(1) %1, !164, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !172)
    #dbg_value(i32 %2, !165, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !172)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !173
  %5 = trunc i64 %4 to i32, !dbg !173
    #dbg_value(i32 %5, !166, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !172)
    #dbg_value(i32 0, !167, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !172)
  %6 = icmp sgt i32 %5, -1, !dbg !174
  %7 = icmp sgt i32 %2, 0, !dbg !175
  %8 = and i1 %6, %7, !dbg !175
  br i1 %8, label %9, label %19, !dbg !176

9:                                                ; preds = %3, %9
  %10 = phi i32 [ %15, %9 ], [ 0, %3 ]
  %11 = phi i32 [ %14, %9 ], [ %5, %3 ]
    #dbg_value(i32 %10, !167, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !172)
    #dbg_value(i32 %11, !166, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !172)
  %12 = zext nneg i32 %11 to i64, !dbg !177
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12, !dbg !177
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !177, !tbaa !65
    #dbg_value(i32 %14, !166, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !172)
  %15 = add nuw nsw i32 %10, 1, !dbg !179
    #dbg_value(i32 %15, !167, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !172)
  %16 = icmp sgt i32 %14, -1, !dbg !174
  %17 = icmp slt i32 %15, %2, !dbg !175
  %18 = select i1 %16, i1 %17, i1 false, !dbg !175
  br i1 %18, label %9, label %19, !dbg !176, !llvm.loop !180

19:                                               ; preds = %9, %3
  %20 = phi i32 [ 0, %3 ], [ %15, %9 ], !dbg !172
  %21 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !182
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %21, !dbg !183
  store i32 %20, ptr addrspace(1) %22, align 4, !dbg !184, !tbaa !65
  ret void, !dbg !185
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @connected_components(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !dbg !186 !kernel_arg_addr_space !168 !kernel_arg_access_qual !169 !kernel_arg_type !207 !kernel_arg_base_type !208 !kernel_arg_type_qual !171 {
    #dbg_value(ptr addrspace(1) %0, !196, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !209)
    #dbg_value(ptr addrspace(1) %1, !197, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !209)
    #dbg_value(i32 %2, !198, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !209)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !210
  %5 = trunc i64 %4 to i32, !dbg !210
    #dbg_value(i32 %5, !199, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !209)
  %6 = icmp slt i32 %5, %2, !dbg !211
  br i1 %6, label %7, label %57, !dbg !213

7:                                                ; preds = %3
  %8 = shl i64 %4, 32, !dbg !214
  %9 = ashr exact i64 %8, 29, !dbg !214
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9, !dbg !214
  %11 = load <2 x i32>, ptr addrspace(1) %10, align 8, !dbg !214
  %12 = extractelement <2 x i32> %11, i64 0, !dbg !214
    #dbg_value(i32 %12, !200, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !209)
  %13 = extractelement <2 x i32> %11, i64 1, !dbg !215
    #dbg_value(i32 %13, !201, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !209)
  br label %14, !dbg !216

14:                                               ; preds = %50, %7
  %15 = phi i32 [ %13, %7 ], [ %48, %50 ], !dbg !217
  %16 = phi i32 [ %12, %7 ], [ %22, %50 ], !dbg !218
    #dbg_value(i32 %16, !200, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !209)
    #dbg_value(i32 %15, !201, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !209)
  %17 = sext i32 %16 to i64, !dbg !219
  %18 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %17, !dbg !219
  %19 = load i32, ptr addrspace(1) %18, align 4, !dbg !219, !tbaa !65
  %20 = icmp eq i32 %19, %16, !dbg !220
  br i1 %20, label %21, label %27, !dbg !221

21:                                               ; preds = %27, %14
  %22 = phi i32 [ %16, %14 ], [ %32, %27 ], !dbg !209
    #dbg_value(i32 %15, !201, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !209)
  %23 = sext i32 %15 to i64, !dbg !222
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %23, !dbg !222
  %25 = load i32, ptr addrspace(1) %24, align 4, !dbg !222, !tbaa !65
  %26 = icmp eq i32 %25, %15, !dbg !223
  br i1 %26, label %47, label %37, !dbg !224

27:                                               ; preds = %14, %27
  %28 = phi i32 [ %35, %27 ], [ %19, %14 ]
  %29 = phi ptr addrspace(1) [ %34, %27 ], [ %18, %14 ]
  %30 = sext i32 %28 to i64, !dbg !225
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %30, !dbg !225
  %32 = load i32, ptr addrspace(1) %31, align 4, !dbg !225, !tbaa !65
  store i32 %32, ptr addrspace(1) %29, align 4, !dbg !227, !tbaa !65
    #dbg_value(i32 %32, !200, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !209)
  %33 = sext i32 %32 to i64, !dbg !219
  %34 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %33, !dbg !219
  %35 = load i32, ptr addrspace(1) %34, align 4, !dbg !219, !tbaa !65
  %36 = icmp eq i32 %35, %32, !dbg !220
  br i1 %36, label %21, label %27, !dbg !221, !llvm.loop !228

37:                                               ; preds = %21, %37
  %38 = phi i32 [ %45, %37 ], [ %25, %21 ]
  %39 = phi ptr addrspace(1) [ %44, %37 ], [ %24, %21 ]
  %40 = sext i32 %38 to i64, !dbg !230
  %41 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %40, !dbg !230
  %42 = load i32, ptr addrspace(1) %41, align 4, !dbg !230, !tbaa !65
  store i32 %42, ptr addrspace(1) %39, align 4, !dbg !232, !tbaa !65
    #dbg_value(i32 %42, !201, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !209)
  %43 = sext i32 %42 to i64, !dbg !222
  %44 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %43, !dbg !222
  %45 = load i32, ptr addrspace(1) %44, align 4, !dbg !222, !tbaa !65
  %46 = icmp eq i32 %45, %42, !dbg !223
  br i1 %46, label %47, label %37, !dbg !224, !llvm.loop !233

47:                                               ; preds = %37, %21
  %48 = phi i32 [ %15, %21 ], [ %42, %37 ], !dbg !209
  %49 = icmp eq i32 %22, %48, !dbg !235
  br i1 %49, label %57, label %50, !dbg !237

50:                                               ; preds = %47
  %51 = tail call i32 @_Z3minii(i32 noundef %22, i32 noundef %48) #5, !dbg !238
    #dbg_value(i32 %51, !202, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !239)
  %52 = tail call i32 @_Z3maxii(i32 noundef %22, i32 noundef %48) #5, !dbg !240
    #dbg_value(i32 %52, !206, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !239)
  %53 = sext i32 %52 to i64, !dbg !241
  %54 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %53, !dbg !241
  %55 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %54, i32 noundef %52, i32 noundef %51) #6, !dbg !243
  %56 = icmp eq i32 %55, %52, !dbg !244
  br i1 %56, label %57, label %14

57:                                               ; preds = %50, %47, %3
  ret void, !dbg !245
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !246 hidden i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !249 hidden i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!opencl.ocl.version = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/graph.cl", directory: ".", checksumkind: CSK_MD5, checksum: "ef639c68fcb1fb23714cb744ca934611")
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
!30 = distinct !DISubprogram(name: "bfs_expand", scope: !1, file: !1, line: 4, type: !31, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !36)
!31 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !32)
!32 = !{null, !33, !33, !33, !3, !35, !35, !35, !3}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!36 = !{!37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !49, !52}
!37 = !DILocalVariable(name: "row", arg: 1, scope: !30, file: !1, line: 4, type: !33)
!38 = !DILocalVariable(name: "col", arg: 2, scope: !30, file: !1, line: 4, type: !33)
!39 = !DILocalVariable(name: "frontier", arg: 3, scope: !30, file: !1, line: 5, type: !33)
!40 = !DILocalVariable(name: "fsize", arg: 4, scope: !30, file: !1, line: 5, type: !3)
!41 = !DILocalVariable(name: "dist", arg: 5, scope: !30, file: !1, line: 6, type: !35)
!42 = !DILocalVariable(name: "next", arg: 6, scope: !30, file: !1, line: 6, type: !35)
!43 = !DILocalVariable(name: "nsize", arg: 7, scope: !30, file: !1, line: 6, type: !35)
!44 = !DILocalVariable(name: "level", arg: 8, scope: !30, file: !1, line: 7, type: !3)
!45 = !DILocalVariable(name: "t", scope: !30, file: !1, line: 8, type: !3)
!46 = !DILocalVariable(name: "v", scope: !30, file: !1, line: 11, type: !3)
!47 = !DILocalVariable(name: "e", scope: !48, file: !1, line: 12, type: !3)
!48 = distinct !DILexicalBlock(scope: !30, file: !1, line: 12, column: 3)
!49 = !DILocalVariable(name: "u", scope: !50, file: !1, line: 13, type: !3)
!50 = distinct !DILexicalBlock(scope: !51, file: !1, line: 12, column: 45)
!51 = distinct !DILexicalBlock(scope: !48, file: !1, line: 12, column: 3)
!52 = !DILocalVariable(name: "p", scope: !53, file: !1, line: 15, type: !3)
!53 = distinct !DILexicalBlock(scope: !54, file: !1, line: 14, column: 56)
!54 = distinct !DILexicalBlock(scope: !50, file: !1, line: 14, column: 9)
!55 = !{i32 1, i32 1, i32 1, i32 0, i32 1, i32 1, i32 1, i32 0}
!56 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!57 = !{!"int*", !"int*", !"int*", !"int", !"int*", !"int*", !"int*", !"int"}
!58 = !{!"const", !"const", !"const", !"", !"", !"", !"", !""}
!59 = !DILocation(line: 0, scope: !30)
!60 = !DILocation(line: 8, column: 11, scope: !30)
!61 = !DILocation(line: 9, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !30, file: !1, line: 9, column: 7)
!63 = !DILocation(line: 9, column: 7, scope: !30)
!64 = !DILocation(line: 11, column: 11, scope: !30)
!65 = !{!66, !66, i64 0}
!66 = !{!"int", !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !DILocation(line: 12, column: 16, scope: !48)
!70 = !DILocation(line: 0, scope: !48)
!71 = !DILocation(line: 12, column: 28, scope: !51)
!72 = !DILocation(line: 12, column: 26, scope: !51)
!73 = !DILocation(line: 12, column: 3, scope: !48)
!74 = !DILocation(line: 13, column: 13, scope: !50)
!75 = !DILocation(line: 0, scope: !50)
!76 = !DILocation(line: 14, column: 25, scope: !54)
!77 = !DILocation(line: 14, column: 9, scope: !54)
!78 = !DILocation(line: 14, column: 49, scope: !54)
!79 = !DILocation(line: 14, column: 9, scope: !50)
!80 = !DILocation(line: 15, column: 15, scope: !53)
!81 = !DILocation(line: 0, scope: !53)
!82 = !DILocation(line: 16, column: 7, scope: !53)
!83 = !DILocation(line: 16, column: 15, scope: !53)
!84 = !DILocation(line: 17, column: 5, scope: !53)
!85 = !DILocation(line: 12, column: 40, scope: !51)
!86 = distinct !{!86, !73, !87, !88}
!87 = !DILocation(line: 18, column: 3, scope: !48)
!88 = !{!"llvm.loop.unroll.disable"}
!89 = !DILocation(line: 19, column: 1, scope: !30)
!90 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 8, type: !91, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DISubroutineType(types: !92)
!92 = !{!93, !17}
!93 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!94 = !DISubprogram(name: "atomic_cmpxchg", linkageName: "_Z14atomic_cmpxchgPU3AS1Viii", scope: !1, file: !1, line: 14, type: !95, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !DISubroutineType(types: !96)
!96 = !{!3, !97, !3, !3}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !3)
!99 = !DISubprogram(name: "atomic_inc", linkageName: "_Z10atomic_incPU3AS1Vi", scope: !1, file: !1, line: 15, type: !100, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{!3, !97}
!102 = distinct !DISubprogram(name: "bfs_masks", scope: !1, file: !1, line: 22, type: !103, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !109)
!103 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !104)
!104 = !{null, !33, !33, !105, !105, !107, !35, !3}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !106)
!109 = !{!110, !111, !112, !113, !114, !115, !116, !117, !118, !122}
!110 = !DILocalVariable(name: "row", arg: 1, scope: !102, file: !1, line: 22, type: !33)
!111 = !DILocalVariable(name: "col", arg: 2, scope: !102, file: !1, line: 22, type: !33)
!112 = !DILocalVariable(name: "mask", arg: 3, scope: !102, file: !1, line: 23, type: !105)
!113 = !DILocalVariable(name: "updating", arg: 4, scope: !102, file: !1, line: 23, type: !105)
!114 = !DILocalVariable(name: "visited", arg: 5, scope: !102, file: !1, line: 24, type: !107)
!115 = !DILocalVariable(name: "cost", arg: 6, scope: !102, file: !1, line: 24, type: !35)
!116 = !DILocalVariable(name: "n", arg: 7, scope: !102, file: !1, line: 24, type: !3)
!117 = !DILocalVariable(name: "tid", scope: !102, file: !1, line: 25, type: !3)
!118 = !DILocalVariable(name: "i", scope: !119, file: !1, line: 28, type: !3)
!119 = distinct !DILexicalBlock(scope: !120, file: !1, line: 28, column: 5)
!120 = distinct !DILexicalBlock(scope: !121, file: !1, line: 26, column: 29)
!121 = distinct !DILexicalBlock(scope: !102, file: !1, line: 26, column: 7)
!122 = !DILocalVariable(name: "id", scope: !123, file: !1, line: 29, type: !3)
!123 = distinct !DILexicalBlock(scope: !124, file: !1, line: 28, column: 51)
!124 = distinct !DILexicalBlock(scope: !119, file: !1, line: 28, column: 5)
!125 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!126 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!127 = !{!"int*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!128 = !{!"const", !"const", !"", !"", !"const", !"", !""}
!129 = !DILocation(line: 0, scope: !102)
!130 = !DILocation(line: 25, column: 13, scope: !102)
!131 = !DILocation(line: 26, column: 11, scope: !121)
!132 = !DILocation(line: 26, column: 15, scope: !121)
!133 = !DILocation(line: 26, column: 18, scope: !121)
!134 = !{!67, !67, i64 0}
!135 = !DILocation(line: 26, column: 7, scope: !102)
!136 = !DILocation(line: 27, column: 15, scope: !120)
!137 = !DILocation(line: 28, column: 18, scope: !119)
!138 = !DILocation(line: 0, scope: !119)
!139 = !DILocation(line: 28, column: 32, scope: !124)
!140 = !DILocation(line: 28, column: 30, scope: !124)
!141 = !DILocation(line: 28, column: 5, scope: !119)
!142 = !DILocation(line: 29, column: 16, scope: !123)
!143 = !DILocation(line: 0, scope: !123)
!144 = !DILocation(line: 30, column: 12, scope: !145)
!145 = distinct !DILexicalBlock(scope: !123, file: !1, line: 30, column: 11)
!146 = !DILocation(line: 30, column: 11, scope: !123)
!147 = !DILocation(line: 31, column: 20, scope: !148)
!148 = distinct !DILexicalBlock(scope: !145, file: !1, line: 30, column: 25)
!149 = !DILocation(line: 31, column: 30, scope: !148)
!150 = !DILocation(line: 31, column: 9, scope: !148)
!151 = !DILocation(line: 31, column: 18, scope: !148)
!152 = !DILocation(line: 32, column: 9, scope: !148)
!153 = !DILocation(line: 32, column: 22, scope: !148)
!154 = !DILocation(line: 33, column: 7, scope: !148)
!155 = !DILocation(line: 28, column: 47, scope: !124)
!156 = distinct !{!156, !141, !157, !88}
!157 = !DILocation(line: 34, column: 5, scope: !119)
!158 = !DILocation(line: 36, column: 1, scope: !102)
!159 = distinct !DISubprogram(name: "list_length", scope: !1, file: !1, line: 39, type: !160, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !162)
!160 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !161)
!161 = !{null, !33, !35, !3}
!162 = !{!163, !164, !165, !166, !167}
!163 = !DILocalVariable(name: "next", arg: 1, scope: !159, file: !1, line: 39, type: !33)
!164 = !DILocalVariable(name: "len", arg: 2, scope: !159, file: !1, line: 39, type: !35)
!165 = !DILocalVariable(name: "maxlen", arg: 3, scope: !159, file: !1, line: 39, type: !3)
!166 = !DILocalVariable(name: "p", scope: !159, file: !1, line: 40, type: !3)
!167 = !DILocalVariable(name: "n", scope: !159, file: !1, line: 41, type: !3)
!168 = !{i32 1, i32 1, i32 0}
!169 = !{!"none", !"none", !"none"}
!170 = !{!"int*", !"int*", !"int"}
!171 = !{!"const", !"", !""}
!172 = !DILocation(line: 0, scope: !159)
!173 = !DILocation(line: 40, column: 11, scope: !159)
!174 = !DILocation(line: 42, column: 12, scope: !159)
!175 = !DILocation(line: 42, column: 17, scope: !159)
!176 = !DILocation(line: 42, column: 3, scope: !159)
!177 = !DILocation(line: 43, column: 9, scope: !178)
!178 = distinct !DILexicalBlock(scope: !159, file: !1, line: 42, column: 32)
!179 = !DILocation(line: 44, column: 5, scope: !178)
!180 = distinct !{!180, !176, !181, !88}
!181 = !DILocation(line: 45, column: 3, scope: !159)
!182 = !DILocation(line: 46, column: 7, scope: !159)
!183 = !DILocation(line: 46, column: 3, scope: !159)
!184 = !DILocation(line: 46, column: 25, scope: !159)
!185 = !DILocation(line: 47, column: 1, scope: !159)
!186 = distinct !DISubprogram(name: "connected_components", scope: !1, file: !1, line: 50, type: !187, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !195)
!187 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !188)
!188 = !{null, !189, !35, !3}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !190, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !16, line: 187, baseType: !192)
!192 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 64, flags: DIFlagVector, elements: !193)
!193 = !{!194}
!194 = !DISubrange(count: 2)
!195 = !{!196, !197, !198, !199, !200, !201, !202, !206}
!196 = !DILocalVariable(name: "edges", arg: 1, scope: !186, file: !1, line: 50, type: !189)
!197 = !DILocalVariable(name: "parent", arg: 2, scope: !186, file: !1, line: 50, type: !35)
!198 = !DILocalVariable(name: "m", arg: 3, scope: !186, file: !1, line: 50, type: !3)
!199 = !DILocalVariable(name: "e", scope: !186, file: !1, line: 51, type: !3)
!200 = !DILocalVariable(name: "a", scope: !186, file: !1, line: 54, type: !3)
!201 = !DILocalVariable(name: "b", scope: !186, file: !1, line: 54, type: !3)
!202 = !DILocalVariable(name: "lo", scope: !203, file: !1, line: 60, type: !3)
!203 = distinct !DILexicalBlock(scope: !204, file: !1, line: 55, column: 12)
!204 = distinct !DILexicalBlock(scope: !205, file: !1, line: 55, column: 3)
!205 = distinct !DILexicalBlock(scope: !186, file: !1, line: 55, column: 3)
!206 = !DILocalVariable(name: "hi", scope: !203, file: !1, line: 60, type: !3)
!207 = !{!"int2*", !"int*", !"int"}
!208 = !{!"int __attribute__((ext_vector_type(2)))*", !"int*", !"int"}
!209 = !DILocation(line: 0, scope: !186)
!210 = !DILocation(line: 51, column: 11, scope: !186)
!211 = !DILocation(line: 52, column: 9, scope: !212)
!212 = distinct !DILexicalBlock(scope: !186, file: !1, line: 52, column: 7)
!213 = !DILocation(line: 52, column: 7, scope: !186)
!214 = !DILocation(line: 54, column: 11, scope: !186)
!215 = !DILocation(line: 54, column: 27, scope: !186)
!216 = !DILocation(line: 55, column: 3, scope: !186)
!217 = !DILocation(line: 54, column: 23, scope: !186)
!218 = !DILocation(line: 54, column: 7, scope: !186)
!219 = !DILocation(line: 56, column: 12, scope: !203)
!220 = !DILocation(line: 56, column: 22, scope: !203)
!221 = !DILocation(line: 56, column: 5, scope: !203)
!222 = !DILocation(line: 57, column: 12, scope: !203)
!223 = !DILocation(line: 57, column: 22, scope: !203)
!224 = !DILocation(line: 57, column: 5, scope: !203)
!225 = !DILocation(line: 56, column: 42, scope: !226)
!226 = distinct !DILexicalBlock(scope: !203, file: !1, line: 56, column: 28)
!227 = !DILocation(line: 56, column: 40, scope: !226)
!228 = distinct !{!228, !221, !229, !88}
!229 = !DILocation(line: 56, column: 76, scope: !203)
!230 = !DILocation(line: 57, column: 42, scope: !231)
!231 = distinct !DILexicalBlock(scope: !203, file: !1, line: 57, column: 28)
!232 = !DILocation(line: 57, column: 40, scope: !231)
!233 = distinct !{!233, !224, !234, !88}
!234 = !DILocation(line: 57, column: 76, scope: !203)
!235 = !DILocation(line: 58, column: 11, scope: !236)
!236 = distinct !DILexicalBlock(scope: !203, file: !1, line: 58, column: 9)
!237 = !DILocation(line: 58, column: 9, scope: !203)
!238 = !DILocation(line: 60, column: 14, scope: !203)
!239 = !DILocation(line: 0, scope: !203)
!240 = !DILocation(line: 60, column: 30, scope: !203)
!241 = !DILocation(line: 61, column: 25, scope: !242)
!242 = distinct !DILexicalBlock(scope: !203, file: !1, line: 61, column: 9)
!243 = !DILocation(line: 61, column: 9, scope: !242)
!244 = !DILocation(line: 61, column: 45, scope: !242)
!245 = !DILocation(line: 64, column: 1, scope: !186)
!246 = !DISubprogram(name: "min", linkageName: "_Z3minii", scope: !1, file: !1, line: 60, type: !247, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!247 = !DISubroutineType(types: !248)
!248 = !{!3, !3, !3}
!249 = !DISubprogram(name: "max", linkageName: "_Z3maxii", scope: !1, file: !1, line: 60, type: !247, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
