source_filename = "src/scan.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@compact_positive.base = internal unnamed_addr addrspace(3) global i32 undef, align 4, !dbg !0
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 !dbg !29 {
    #dbg_value(i32 %0, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !38)
  %2 = lshr i32 %0, 16, !dbg !39
  %3 = xor i32 %2, %0, !dbg !40
    #dbg_value(i32 %3, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !38)
  %4 = mul i32 %3, 2146121005, !dbg !41
    #dbg_value(i32 %4, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !38)
  %5 = lshr i32 %4, 15, !dbg !42
  %6 = xor i32 %5, %4, !dbg !43
    #dbg_value(i32 %6, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !38)
  %7 = mul i32 %6, -2073254261, !dbg !44
    #dbg_value(i32 %7, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !38)
  %8 = lshr i32 %7, 16, !dbg !45
  %9 = xor i32 %8, %7, !dbg !46
    #dbg_value(i32 %9, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !38)
  ret i32 %9, !dbg !47
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @scan_hillis_steele(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !dbg !48 !kernel_arg_addr_space !64 !kernel_arg_access_qual !65 !kernel_arg_type !66 !kernel_arg_base_type !66 !kernel_arg_type_qual !67 {
    #dbg_value(ptr addrspace(1) %0, !53, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
    #dbg_value(ptr addrspace(1) %1, !54, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
    #dbg_value(ptr addrspace(3) %2, !55, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
    #dbg_value(i32 %3, !56, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !69
  %6 = trunc i64 %5 to i32, !dbg !69
    #dbg_value(i32 %6, !57, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !70
  %8 = trunc i64 %7 to i32, !dbg !70
    #dbg_value(i32 %8, !58, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
  %9 = icmp slt i32 %8, %3, !dbg !71
  br i1 %9, label %10, label %15, !dbg !72

10:                                               ; preds = %4
  %11 = shl i64 %7, 32, !dbg !73
  %12 = ashr exact i64 %11, 30, !dbg !73
  %13 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %12, !dbg !73
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !73, !tbaa !74
  br label %15, !dbg !72

15:                                               ; preds = %4, %10
  %16 = phi i32 [ %14, %10 ], [ 0, %4 ], !dbg !72
  %17 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %6, !dbg !78
  store i32 %16, ptr addrspace(3) %17, align 4, !dbg !79, !tbaa !74
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !80
    #dbg_value(i32 1, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !81)
  br label %18, !dbg !82

18:                                               ; preds = %30, %15
  %19 = phi i32 [ 1, %15 ], [ %34, %30 ], !dbg !83
    #dbg_value(i32 %19, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !81)
  %20 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !84
  %21 = trunc i64 %20 to i32, !dbg !85
  %22 = icmp slt i32 %19, %21, !dbg !86
  br i1 %22, label %24, label %23, !dbg !87

23:                                               ; preds = %18
  br i1 %9, label %35, label %40, !dbg !88

24:                                               ; preds = %18
  %25 = icmp sgt i32 %19, %6, !dbg !89
  br i1 %25, label %30, label %26, !dbg !90

26:                                               ; preds = %24
  %27 = sub nsw i32 %6, %19, !dbg !91
  %28 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %27, !dbg !92
  %29 = load i32, ptr addrspace(3) %28, align 4, !dbg !92, !tbaa !74
  br label %30, !dbg !90

30:                                               ; preds = %24, %26
  %31 = phi i32 [ %29, %26 ], [ 0, %24 ], !dbg !90
    #dbg_value(i32 %31, !61, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !93)
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !94
  %32 = load i32, ptr addrspace(3) %17, align 4, !dbg !95, !tbaa !74
  %33 = add nsw i32 %32, %31, !dbg !95
  store i32 %33, ptr addrspace(3) %17, align 4, !dbg !95, !tbaa !74
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !96
  %34 = shl i32 %19, 1, !dbg !97
    #dbg_value(i32 %34, !59, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !81)
  br label %18, !dbg !98, !llvm.loop !99

35:                                               ; preds = %23
  %36 = load i32, ptr addrspace(3) %17, align 4, !dbg !102, !tbaa !74
  %37 = shl i64 %7, 32, !dbg !104
  %38 = ashr exact i64 %37, 30, !dbg !104
  %39 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %38, !dbg !104
  store i32 %36, ptr addrspace(1) %39, align 4, !dbg !105, !tbaa !74
  br label %40, !dbg !104

40:                                               ; preds = %35, %23
  ret void, !dbg !106
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !107 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !111 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !112 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !116 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @scan_blelloch(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !dbg !117 !kernel_arg_addr_space !143 !kernel_arg_access_qual !144 !kernel_arg_type !145 !kernel_arg_base_type !145 !kernel_arg_type_qual !146 {
    #dbg_value(ptr addrspace(1) %0, !121, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !147)
    #dbg_value(ptr addrspace(3) %1, !122, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !147)
    #dbg_value(i32 %2, !123, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !147)
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !148
  %5 = trunc i64 %4 to i32, !dbg !148
    #dbg_value(i32 %5, !124, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !147)
    #dbg_value(i32 1, !125, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !147)
  %6 = shl nsw i32 %5, 1, !dbg !149
  %7 = sext i32 %6 to i64, !dbg !150
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7, !dbg !150
  %9 = load i32, ptr addrspace(1) %8, align 4, !dbg !150, !tbaa !74
  %10 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %6, !dbg !151
  store i32 %9, ptr addrspace(3) %10, align 4, !dbg !152, !tbaa !74
  %11 = or disjoint i32 %6, 1, !dbg !153
  %12 = sext i32 %11 to i64, !dbg !154
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12, !dbg !154
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !154, !tbaa !74
  %15 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %11, !dbg !155
  store i32 %14, ptr addrspace(3) %15, align 4, !dbg !156, !tbaa !74
  %16 = ashr i32 %2, 1, !dbg !157
    #dbg_value(i32 %16, !126, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !158)
  %17 = getelementptr i8, ptr addrspace(3) %1, i32 -4, !dbg !159
  %18 = getelementptr i8, ptr addrspace(3) %1, i32 -4, !dbg !159
    #dbg_value(i32 1, !125, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !147)
    #dbg_value(i32 %16, !126, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !158)
  %19 = icmp sgt i32 %16, 0, !dbg !160
  br i1 %19, label %20, label %22, !dbg !161

20:                                               ; preds = %3
  %21 = add nsw i32 %6, 2
  br label %25, !dbg !161

22:                                               ; preds = %37, %3
  %23 = phi i32 [ 1, %3 ], [ %38, %37 ], !dbg !147
  %24 = icmp eq i32 %5, 0, !dbg !162
  br i1 %24, label %41, label %44, !dbg !164

25:                                               ; preds = %20, %37
  %26 = phi i32 [ 1, %20 ], [ %38, %37 ]
  %27 = phi i32 [ %16, %20 ], [ %39, %37 ]
    #dbg_value(i32 %26, !125, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !147)
    #dbg_value(i32 %27, !126, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !158)
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !165
  %28 = icmp sgt i32 %27, %5, !dbg !166
  br i1 %28, label %29, label %37, !dbg !167

29:                                               ; preds = %25
  %30 = mul nsw i32 %26, %11, !dbg !168
    #dbg_value(i32 %30, !128, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !169)
  %31 = mul nsw i32 %26, %21, !dbg !170
    #dbg_value(i32 %31, !133, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !169)
  %32 = getelementptr i32, ptr addrspace(3) %17, i32 %30, !dbg !171
  %33 = load i32, ptr addrspace(3) %32, align 4, !dbg !171, !tbaa !74
  %34 = getelementptr i32, ptr addrspace(3) %18, i32 %31, !dbg !172
  %35 = load i32, ptr addrspace(3) %34, align 4, !dbg !173, !tbaa !74
  %36 = add nsw i32 %35, %33, !dbg !173
  store i32 %36, ptr addrspace(3) %34, align 4, !dbg !173, !tbaa !74
  br label %37, !dbg !174

37:                                               ; preds = %29, %25
  %38 = shl nsw i32 %26, 1, !dbg !175
    #dbg_value(i32 %38, !125, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !147)
  %39 = lshr i32 %27, 1, !dbg !176
    #dbg_value(i32 %39, !126, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !158)
  %40 = icmp ult i32 %27, 2, !dbg !160
  br i1 %40, label %22, label %25, !dbg !161, !llvm.loop !177

41:                                               ; preds = %22
  %42 = getelementptr i32, ptr addrspace(3) %1, i32 %2, !dbg !179
  %43 = getelementptr i8, ptr addrspace(3) %42, i32 -4, !dbg !179
  store i32 0, ptr addrspace(3) %43, align 4, !dbg !180, !tbaa !74
  br label %44, !dbg !179

44:                                               ; preds = %41, %22
    #dbg_value(i32 1, !134, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !181)
  %45 = getelementptr i8, ptr addrspace(3) %1, i32 -4, !dbg !182
  %46 = getelementptr i8, ptr addrspace(3) %1, i32 -4, !dbg !182
    #dbg_value(i32 %23, !125, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !147)
    #dbg_value(i32 1, !134, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !181)
  %47 = icmp sgt i32 %2, 1, !dbg !183
  br i1 %47, label %48, label %50, !dbg !184

48:                                               ; preds = %44
  %49 = add nsw i32 %6, 2
  br label %53, !dbg !184

50:                                               ; preds = %67, %44
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !185
  %51 = load i32, ptr addrspace(3) %10, align 4, !dbg !186, !tbaa !74
  store i32 %51, ptr addrspace(1) %8, align 4, !dbg !187, !tbaa !74
  %52 = load i32, ptr addrspace(3) %15, align 4, !dbg !188, !tbaa !74
  store i32 %52, ptr addrspace(1) %13, align 4, !dbg !189, !tbaa !74
  ret void, !dbg !190

53:                                               ; preds = %48, %67
  %54 = phi i32 [ %23, %48 ], [ %56, %67 ]
  %55 = phi i32 [ 1, %48 ], [ %68, %67 ]
    #dbg_value(i32 %54, !125, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !147)
    #dbg_value(i32 %55, !134, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !181)
  %56 = lshr i32 %54, 1, !dbg !191
    #dbg_value(i32 %56, !125, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !147)
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !192
  %57 = icmp sgt i32 %55, %5, !dbg !193
  br i1 %57, label %58, label %67, !dbg !194

58:                                               ; preds = %53
  %59 = mul nsw i32 %56, %11, !dbg !195
    #dbg_value(i32 %59, !136, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !196)
  %60 = mul nsw i32 %56, %49, !dbg !197
    #dbg_value(i32 %60, !141, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !196)
  %61 = getelementptr i32, ptr addrspace(3) %45, i32 %59, !dbg !198
  %62 = load i32, ptr addrspace(3) %61, align 4, !dbg !198, !tbaa !74
    #dbg_value(i32 %62, !142, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !196)
  %63 = getelementptr i32, ptr addrspace(3) %46, i32 %60, !dbg !199
  %64 = load i32, ptr addrspace(3) %63, align 4, !dbg !199, !tbaa !74
  store i32 %64, ptr addrspace(3) %61, align 4, !dbg !200, !tbaa !74
  %65 = load i32, ptr addrspace(3) %63, align 4, !dbg !201, !tbaa !74
  %66 = add nsw i32 %65, %62, !dbg !201
  store i32 %66, ptr addrspace(3) %63, align 4, !dbg !201, !tbaa !74
  br label %67, !dbg !202

67:                                               ; preds = %53, %58
  %68 = shl nsw i32 %55, 1, !dbg !203
    #dbg_value(i32 %56, !125, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !147)
    #dbg_value(i32 %68, !134, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !181)
  %69 = icmp slt i32 %68, %2, !dbg !183
  br i1 %69, label %53, label %50, !dbg !184, !llvm.loop !204
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @scan_collectives(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !dbg !206 !kernel_arg_addr_space !215 !kernel_arg_access_qual !144 !kernel_arg_type !216 !kernel_arg_base_type !216 !kernel_arg_type_qual !217 {
    #dbg_value(ptr addrspace(1) %0, !208, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !218)
    #dbg_value(ptr addrspace(1) %1, !209, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !218)
    #dbg_value(ptr addrspace(1) %2, !210, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !218)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !219
    #dbg_value(i64 %4, !211, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !218)
  %5 = shl i64 %4, 32, !dbg !220
  %6 = ashr exact i64 %5, 32, !dbg !220
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6, !dbg !220
  %8 = load i32, ptr addrspace(1) %7, align 4, !dbg !220, !tbaa !74
    #dbg_value(i32 %8, !212, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !218)
  %9 = tail call i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %8) #5, !dbg !221
    #dbg_value(i32 %9, !213, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !218)
  %10 = tail call i32 @_Z28sub_group_scan_exclusive_maxi(i32 noundef %8) #5, !dbg !222
    #dbg_value(i32 %10, !214, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !218)
  %11 = sub nsw i32 %9, %10, !dbg !223
  %12 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6, !dbg !224
  store i32 %11, ptr addrspace(1) %12, align 4, !dbg !225, !tbaa !74
  %13 = tail call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %8) #5, !dbg !226
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %6, !dbg !227
  store i32 %13, ptr addrspace(1) %14, align 4, !dbg !228, !tbaa !74
  ret void, !dbg !229
}

; Function Attrs: convergent nounwind
declare !dbg !230 hidden i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !233 hidden i32 @_Z28sub_group_scan_exclusive_maxi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !234 hidden i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @compact_positive(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #1 !dbg !2 !kernel_arg_addr_space !215 !kernel_arg_access_qual !144 !kernel_arg_type !216 !kernel_arg_base_type !216 !kernel_arg_type_qual !217 {
    #dbg_value(ptr addrspace(1) %0, !14, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !235)
    #dbg_value(ptr addrspace(1) %1, !15, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !235)
    #dbg_value(ptr addrspace(1) %2, !16, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !235)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !236
    #dbg_value(i64 %4, !17, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !235)
  %5 = shl i64 %4, 32, !dbg !237
  %6 = ashr exact i64 %5, 30, !dbg !237
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %6, !dbg !237
  %8 = load i32, ptr addrspace(1) %7, align 4, !dbg !237, !tbaa !74
    #dbg_value(i32 %8, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !235)
  %9 = icmp sgt i32 %8, 0, !dbg !238
  %10 = zext i1 %9 to i32, !dbg !238
    #dbg_value(i32 %10, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !235)
  %11 = tail call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %10) #5, !dbg !239
    #dbg_value(i32 %11, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !235)
  %12 = tail call i32 @_Z21work_group_reduce_addi(i32 noundef %10) #5, !dbg !240
    #dbg_value(i32 %12, !21, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !235)
  %13 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !241
  %14 = icmp eq i64 %13, 0, !dbg !243
  br i1 %14, label %15, label %17, !dbg !244

15:                                               ; preds = %3
  %16 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %2, i32 noundef %12) #5, !dbg !245
  store i32 %16, ptr addrspace(3) @compact_positive.base, align 4, !dbg !246, !tbaa !74
  br label %17, !dbg !247

17:                                               ; preds = %15, %3
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !248
  br i1 %9, label %18, label %23, !dbg !249

18:                                               ; preds = %17
  %19 = load i32, ptr addrspace(3) @compact_positive.base, align 4, !dbg !250, !tbaa !74
  %20 = add nsw i32 %19, %11, !dbg !252
  %21 = sext i32 %20 to i64, !dbg !253
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %21, !dbg !253
  store i32 %8, ptr addrspace(1) %22, align 4, !dbg !254, !tbaa !74
  br label %23, !dbg !253

23:                                               ; preds = %18, %17
  ret void, !dbg !255
}

; Function Attrs: convergent nounwind
declare !dbg !256 hidden i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !257 hidden i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!22, !23, !24, !25, !26}
!opencl.ocl.version = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "base", scope: !2, file: !3, line: 76, type: !8, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "compact_positive", scope: !3, file: !3, line: 69, type: !4, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !13)
!3 = !DIFile(filename: "src/scan.cl", directory: ".", checksumkind: CSK_MD5, checksum: "a6e0cc99d9555ed0124bb021c8217cf7")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !9, !9}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !12, splitDebugInlining: false, nameTableKind: None)
!11 = !{!8}
!12 = !{!0}
!13 = !{!14, !15, !16, !17, !18, !19, !20, !21}
!14 = !DILocalVariable(name: "in", arg: 1, scope: !2, file: !3, line: 69, type: !6)
!15 = !DILocalVariable(name: "out", arg: 2, scope: !2, file: !3, line: 69, type: !9)
!16 = !DILocalVariable(name: "count", arg: 3, scope: !2, file: !3, line: 70, type: !9)
!17 = !DILocalVariable(name: "gid", scope: !2, file: !3, line: 71, type: !8)
!18 = !DILocalVariable(name: "v", scope: !2, file: !3, line: 72, type: !8)
!19 = !DILocalVariable(name: "keep", scope: !2, file: !3, line: 73, type: !8)
!20 = !DILocalVariable(name: "pos", scope: !2, file: !3, line: 74, type: !8)
!21 = !DILocalVariable(name: "total", scope: !2, file: !3, line: 75, type: !8)
!22 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 2, i32 0}
!28 = !{!"clang-19"}
!29 = distinct !DISubprogram(name: "hash32", scope: !30, file: !30, line: 15, type: !31, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !36)
!30 = !DIFile(filename: "src/common.h", directory: ".", checksumkind: CSK_MD5, checksum: "e5333d42a508fc6e446e938aee4c8f69")
!31 = !DISubroutineType(types: !32)
!32 = !{!8, !33}
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !34, line: 129, baseType: !35)
!34 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !{!37}
!37 = !DILocalVariable(name: "x", arg: 1, scope: !29, file: !30, line: 15, type: !33)
!38 = !DILocation(line: 0, scope: !29)
!39 = !DILocation(line: 16, column: 10, scope: !29)
!40 = !DILocation(line: 16, column: 5, scope: !29)
!41 = !DILocation(line: 17, column: 5, scope: !29)
!42 = !DILocation(line: 18, column: 10, scope: !29)
!43 = !DILocation(line: 18, column: 5, scope: !29)
!44 = !DILocation(line: 19, column: 5, scope: !29)
!45 = !DILocation(line: 20, column: 10, scope: !29)
!46 = !DILocation(line: 20, column: 5, scope: !29)
!47 = !DILocation(line: 21, column: 3, scope: !29)
!48 = distinct !DISubprogram(name: "scan_hillis_steele", scope: !3, file: !3, line: 4, type: !49, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !52)
!49 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !50)
!50 = !{null, !6, !9, !51, !8}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32, dwarfAddressSpace: 2)
!52 = !{!53, !54, !55, !56, !57, !58, !59, !61}
!53 = !DILocalVariable(name: "in", arg: 1, scope: !48, file: !3, line: 4, type: !6)
!54 = !DILocalVariable(name: "out", arg: 2, scope: !48, file: !3, line: 4, type: !9)
!55 = !DILocalVariable(name: "tmp", arg: 3, scope: !48, file: !3, line: 5, type: !51)
!56 = !DILocalVariable(name: "n", arg: 4, scope: !48, file: !3, line: 5, type: !8)
!57 = !DILocalVariable(name: "lid", scope: !48, file: !3, line: 6, type: !8)
!58 = !DILocalVariable(name: "gid", scope: !48, file: !3, line: 7, type: !8)
!59 = !DILocalVariable(name: "off", scope: !60, file: !3, line: 10, type: !8)
!60 = distinct !DILexicalBlock(scope: !48, file: !3, line: 10, column: 3)
!61 = !DILocalVariable(name: "t", scope: !62, file: !3, line: 11, type: !8)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 10, column: 62)
!63 = distinct !DILexicalBlock(scope: !60, file: !3, line: 10, column: 3)
!64 = !{i32 1, i32 1, i32 3, i32 0}
!65 = !{!"none", !"none", !"none", !"none"}
!66 = !{!"int*", !"int*", !"int*", !"int"}
!67 = !{!"const", !"", !"", !""}
!68 = !DILocation(line: 0, scope: !48)
!69 = !DILocation(line: 6, column: 13, scope: !48)
!70 = !DILocation(line: 7, column: 13, scope: !48)
!71 = !DILocation(line: 8, column: 18, scope: !48)
!72 = !DILocation(line: 8, column: 14, scope: !48)
!73 = !DILocation(line: 8, column: 24, scope: !48)
!74 = !{!75, !75, i64 0}
!75 = !{!"int", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocation(line: 8, column: 3, scope: !48)
!79 = !DILocation(line: 8, column: 12, scope: !48)
!80 = !DILocation(line: 9, column: 3, scope: !48)
!81 = !DILocation(line: 0, scope: !60)
!82 = !DILocation(line: 10, column: 8, scope: !60)
!83 = !DILocation(line: 10, scope: !60)
!84 = !DILocation(line: 10, column: 32, scope: !63)
!85 = !DILocation(line: 10, column: 27, scope: !63)
!86 = !DILocation(line: 10, column: 25, scope: !63)
!87 = !DILocation(line: 10, column: 3, scope: !60)
!88 = !DILocation(line: 16, column: 7, scope: !48)
!89 = !DILocation(line: 11, column: 17, scope: !62)
!90 = !DILocation(line: 11, column: 13, scope: !62)
!91 = !DILocation(line: 11, column: 34, scope: !62)
!92 = !DILocation(line: 11, column: 26, scope: !62)
!93 = !DILocation(line: 0, scope: !62)
!94 = !DILocation(line: 12, column: 5, scope: !62)
!95 = !DILocation(line: 13, column: 14, scope: !62)
!96 = !DILocation(line: 14, column: 5, scope: !62)
!97 = !DILocation(line: 10, column: 55, scope: !63)
!98 = !DILocation(line: 10, column: 3, scope: !63)
!99 = distinct !{!99, !87, !100, !101}
!100 = !DILocation(line: 15, column: 3, scope: !60)
!101 = !{!"llvm.loop.unroll.disable"}
!102 = !DILocation(line: 17, column: 16, scope: !103)
!103 = distinct !DILexicalBlock(scope: !48, file: !3, line: 16, column: 7)
!104 = !DILocation(line: 17, column: 5, scope: !103)
!105 = !DILocation(line: 17, column: 14, scope: !103)
!106 = !DILocation(line: 18, column: 1, scope: !48)
!107 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 6, type: !108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubroutineType(types: !109)
!109 = !{!110, !35}
!110 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!111 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 7, type: !108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 9, type: !113, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{null, !115}
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !34, line: 372, baseType: !33)
!116 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !3, file: !3, line: 10, type: !108, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = distinct !DISubprogram(name: "scan_blelloch", scope: !3, file: !3, line: 21, type: !118, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !120)
!118 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !119)
!119 = !{null, !9, !51, !8}
!120 = !{!121, !122, !123, !124, !125, !126, !128, !133, !134, !136, !141, !142}
!121 = !DILocalVariable(name: "data", arg: 1, scope: !117, file: !3, line: 21, type: !9)
!122 = !DILocalVariable(name: "temp", arg: 2, scope: !117, file: !3, line: 21, type: !51)
!123 = !DILocalVariable(name: "n", arg: 3, scope: !117, file: !3, line: 21, type: !8)
!124 = !DILocalVariable(name: "thid", scope: !117, file: !3, line: 22, type: !8)
!125 = !DILocalVariable(name: "offset", scope: !117, file: !3, line: 23, type: !8)
!126 = !DILocalVariable(name: "d", scope: !127, file: !3, line: 26, type: !8)
!127 = distinct !DILexicalBlock(scope: !117, file: !3, line: 26, column: 3)
!128 = !DILocalVariable(name: "ai", scope: !129, file: !3, line: 29, type: !8)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 28, column: 19)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 28, column: 9)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 26, column: 40)
!132 = distinct !DILexicalBlock(scope: !127, file: !3, line: 26, column: 3)
!133 = !DILocalVariable(name: "bi", scope: !129, file: !3, line: 30, type: !8)
!134 = !DILocalVariable(name: "d", scope: !135, file: !3, line: 37, type: !8)
!135 = distinct !DILexicalBlock(scope: !117, file: !3, line: 37, column: 3)
!136 = !DILocalVariable(name: "ai", scope: !137, file: !3, line: 41, type: !8)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 40, column: 19)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 40, column: 9)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 37, column: 34)
!140 = distinct !DILexicalBlock(scope: !135, file: !3, line: 37, column: 3)
!141 = !DILocalVariable(name: "bi", scope: !137, file: !3, line: 42, type: !8)
!142 = !DILocalVariable(name: "t", scope: !137, file: !3, line: 43, type: !8)
!143 = !{i32 1, i32 3, i32 0}
!144 = !{!"none", !"none", !"none"}
!145 = !{!"int*", !"int*", !"int"}
!146 = !{!"", !"", !""}
!147 = !DILocation(line: 0, scope: !117)
!148 = !DILocation(line: 22, column: 14, scope: !117)
!149 = !DILocation(line: 24, column: 27, scope: !117)
!150 = !DILocation(line: 24, column: 20, scope: !117)
!151 = !DILocation(line: 24, column: 3, scope: !117)
!152 = !DILocation(line: 24, column: 18, scope: !117)
!153 = !DILocation(line: 25, column: 38, scope: !117)
!154 = !DILocation(line: 25, column: 24, scope: !117)
!155 = !DILocation(line: 25, column: 3, scope: !117)
!156 = !DILocation(line: 25, column: 22, scope: !117)
!157 = !DILocation(line: 26, column: 18, scope: !127)
!158 = !DILocation(line: 0, scope: !127)
!159 = !DILocation(line: 26, column: 8, scope: !127)
!160 = !DILocation(line: 26, column: 26, scope: !132)
!161 = !DILocation(line: 26, column: 3, scope: !127)
!162 = !DILocation(line: 35, column: 12, scope: !163)
!163 = distinct !DILexicalBlock(scope: !117, file: !3, line: 35, column: 7)
!164 = !DILocation(line: 35, column: 7, scope: !117)
!165 = !DILocation(line: 27, column: 5, scope: !131)
!166 = !DILocation(line: 28, column: 14, scope: !130)
!167 = !DILocation(line: 28, column: 9, scope: !131)
!168 = !DILocation(line: 29, column: 23, scope: !129)
!169 = !DILocation(line: 0, scope: !129)
!170 = !DILocation(line: 30, column: 23, scope: !129)
!171 = !DILocation(line: 31, column: 19, scope: !129)
!172 = !DILocation(line: 31, column: 7, scope: !129)
!173 = !DILocation(line: 31, column: 16, scope: !129)
!174 = !DILocation(line: 32, column: 5, scope: !129)
!175 = !DILocation(line: 33, column: 12, scope: !131)
!176 = !DILocation(line: 26, column: 33, scope: !132)
!177 = distinct !{!177, !161, !178, !101}
!178 = !DILocation(line: 34, column: 3, scope: !127)
!179 = !DILocation(line: 36, column: 5, scope: !163)
!180 = !DILocation(line: 36, column: 17, scope: !163)
!181 = !DILocation(line: 0, scope: !135)
!182 = !DILocation(line: 37, column: 8, scope: !135)
!183 = !DILocation(line: 37, column: 21, scope: !140)
!184 = !DILocation(line: 37, column: 3, scope: !135)
!185 = !DILocation(line: 48, column: 3, scope: !117)
!186 = !DILocation(line: 49, column: 20, scope: !117)
!187 = !DILocation(line: 49, column: 18, scope: !117)
!188 = !DILocation(line: 50, column: 24, scope: !117)
!189 = !DILocation(line: 50, column: 22, scope: !117)
!190 = !DILocation(line: 51, column: 1, scope: !117)
!191 = !DILocation(line: 38, column: 12, scope: !139)
!192 = !DILocation(line: 39, column: 5, scope: !139)
!193 = !DILocation(line: 40, column: 14, scope: !138)
!194 = !DILocation(line: 40, column: 9, scope: !139)
!195 = !DILocation(line: 41, column: 23, scope: !137)
!196 = !DILocation(line: 0, scope: !137)
!197 = !DILocation(line: 42, column: 23, scope: !137)
!198 = !DILocation(line: 43, column: 15, scope: !137)
!199 = !DILocation(line: 44, column: 18, scope: !137)
!200 = !DILocation(line: 44, column: 16, scope: !137)
!201 = !DILocation(line: 45, column: 16, scope: !137)
!202 = !DILocation(line: 46, column: 5, scope: !137)
!203 = !DILocation(line: 37, column: 28, scope: !140)
!204 = distinct !{!204, !184, !205, !101}
!205 = !DILocation(line: 47, column: 3, scope: !135)
!206 = distinct !DISubprogram(name: "scan_collectives", scope: !3, file: !3, line: 54, type: !4, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !207)
!207 = !{!208, !209, !210, !211, !212, !213, !214}
!208 = !DILocalVariable(name: "in", arg: 1, scope: !206, file: !3, line: 54, type: !6)
!209 = !DILocalVariable(name: "out", arg: 2, scope: !206, file: !3, line: 54, type: !9)
!210 = !DILocalVariable(name: "wg_out", arg: 3, scope: !206, file: !3, line: 55, type: !9)
!211 = !DILocalVariable(name: "gid", scope: !206, file: !3, line: 56, type: !8)
!212 = !DILocalVariable(name: "v", scope: !206, file: !3, line: 57, type: !8)
!213 = !DILocalVariable(name: "incl", scope: !206, file: !3, line: 59, type: !8)
!214 = !DILocalVariable(name: "excl", scope: !206, file: !3, line: 60, type: !8)
!215 = !{i32 1, i32 1, i32 1}
!216 = !{!"int*", !"int*", !"int*"}
!217 = !{!"const", !"", !""}
!218 = !DILocation(line: 0, scope: !206)
!219 = !DILocation(line: 56, column: 13, scope: !206)
!220 = !DILocation(line: 57, column: 11, scope: !206)
!221 = !DILocation(line: 59, column: 14, scope: !206)
!222 = !DILocation(line: 60, column: 14, scope: !206)
!223 = !DILocation(line: 61, column: 19, scope: !206)
!224 = !DILocation(line: 61, column: 3, scope: !206)
!225 = !DILocation(line: 61, column: 12, scope: !206)
!226 = !DILocation(line: 65, column: 17, scope: !206)
!227 = !DILocation(line: 65, column: 3, scope: !206)
!228 = !DILocation(line: 65, column: 15, scope: !206)
!229 = !DILocation(line: 66, column: 1, scope: !206)
!230 = !DISubprogram(name: "sub_group_scan_inclusive_add", linkageName: "_Z28sub_group_scan_inclusive_addi", scope: !3, file: !3, line: 59, type: !231, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!231 = !DISubroutineType(types: !232)
!232 = !{!8, !8}
!233 = !DISubprogram(name: "sub_group_scan_exclusive_max", linkageName: "_Z28sub_group_scan_exclusive_maxi", scope: !3, file: !3, line: 60, type: !231, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!234 = !DISubprogram(name: "work_group_scan_exclusive_add", linkageName: "_Z29work_group_scan_exclusive_addi", scope: !3, file: !3, line: 65, type: !231, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DILocation(line: 0, scope: !2)
!236 = !DILocation(line: 71, column: 13, scope: !2)
!237 = !DILocation(line: 72, column: 11, scope: !2)
!238 = !DILocation(line: 73, column: 16, scope: !2)
!239 = !DILocation(line: 74, column: 13, scope: !2)
!240 = !DILocation(line: 75, column: 15, scope: !2)
!241 = !DILocation(line: 77, column: 7, scope: !242)
!242 = distinct !DILexicalBlock(scope: !2, file: !3, line: 77, column: 7)
!243 = !DILocation(line: 77, column: 23, scope: !242)
!244 = !DILocation(line: 77, column: 7, scope: !2)
!245 = !DILocation(line: 78, column: 12, scope: !242)
!246 = !DILocation(line: 78, column: 10, scope: !242)
!247 = !DILocation(line: 78, column: 5, scope: !242)
!248 = !DILocation(line: 79, column: 3, scope: !2)
!249 = !DILocation(line: 80, column: 7, scope: !2)
!250 = !DILocation(line: 81, column: 9, scope: !251)
!251 = distinct !DILexicalBlock(scope: !2, file: !3, line: 80, column: 7)
!252 = !DILocation(line: 81, column: 14, scope: !251)
!253 = !DILocation(line: 81, column: 5, scope: !251)
!254 = !DILocation(line: 81, column: 21, scope: !251)
!255 = !DILocation(line: 82, column: 1, scope: !2)
!256 = !DISubprogram(name: "work_group_reduce_add", linkageName: "_Z21work_group_reduce_addi", scope: !3, file: !3, line: 75, type: !231, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!257 = !DISubprogram(name: "atomic_add", linkageName: "_Z10atomic_addPU3AS1Vii", scope: !3, file: !3, line: 78, type: !258, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!258 = !DISubroutineType(types: !259)
!259 = !{!8, !260, !8}
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 64)
!261 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
