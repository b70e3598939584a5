source_filename = "src/reduce.cl"
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
define protected amdgpu_kernel void @reduce_sum(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !dbg !30 !kernel_arg_addr_space !51 !kernel_arg_access_qual !52 !kernel_arg_type !53 !kernel_arg_base_type !53 !kernel_arg_type_qual !54 {
    #dbg_value(ptr addrspace(1) %0, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(ptr addrspace(1) %1, !40, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(ptr addrspace(3) %2, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(i32 %3, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !55)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !56
    #dbg_value(i64 %5, !43, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !55)
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !57
  %7 = trunc i64 %6 to i32, !dbg !57
    #dbg_value(i32 %7, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !55)
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !58
  %9 = trunc i64 %8 to i32, !dbg !58
    #dbg_value(i32 %9, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(float 0.000000e+00, !46, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !55)
    #dbg_value(i64 %5, !47, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !59)
  %10 = trunc i64 %5 to i32, !dbg !60
  %11 = icmp slt i32 %10, %3, !dbg !61
  br i1 %11, label %17, label %12, !dbg !63

12:                                               ; preds = %17, %4
  %13 = phi float [ 0.000000e+00, %4 ], [ %24, %17 ], !dbg !55
  %14 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %7, !dbg !64
  store float %13, ptr addrspace(3) %14, align 4, !dbg !65, !tbaa !66
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !70
    #dbg_value(i32 %9, !49, !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !71)
  %15 = getelementptr float, ptr addrspace(3) %2, i32 %7, !dbg !72
    #dbg_value(i32 %9, !49, !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !71)
  %16 = icmp sgt i32 %9, 1, !dbg !73
  br i1 %16, label %31, label %29, !dbg !75

17:                                               ; preds = %4, %17
  %18 = phi i64 [ %26, %17 ], [ %5, %4 ]
  %19 = phi float [ %24, %17 ], [ 0.000000e+00, %4 ]
    #dbg_value(float %19, !46, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !55)
  %20 = shl i64 %18, 32, !dbg !76
  %21 = ashr exact i64 %20, 32, !dbg !76
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21, !dbg !76
  %23 = load float, ptr addrspace(1) %22, align 4, !dbg !76, !tbaa !66
  %24 = fadd float %19, %23, !dbg !77
    #dbg_value(float %24, !46, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !55)
  %25 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #4, !dbg !78
  %26 = add i64 %25, %21, !dbg !79
    #dbg_value(i64 %26, !47, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !59)
  %27 = trunc i64 %26 to i32, !dbg !60
    #dbg_value(i32 %27, !47, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !59)
  %28 = icmp slt i32 %27, %3, !dbg !61
  br i1 %28, label %17, label %12, !dbg !63, !llvm.loop !80

29:                                               ; preds = %40, %12
  %30 = icmp eq i32 %7, 0, !dbg !83
  br i1 %30, label %42, label %46, !dbg !85

31:                                               ; preds = %12, %40
  %32 = phi i32 [ %33, %40 ], [ %9, %12 ]
  %33 = lshr i32 %32, 1, !dbg !86
    #dbg_value(i32 %33, !49, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !71)
  %34 = icmp sgt i32 %33, %7, !dbg !87
  br i1 %34, label %35, label %40, !dbg !90

35:                                               ; preds = %31
  %36 = getelementptr float, ptr addrspace(3) %15, i32 %33, !dbg !91
  %37 = load float, ptr addrspace(3) %36, align 4, !dbg !91, !tbaa !66
  %38 = load float, ptr addrspace(3) %14, align 4, !dbg !92, !tbaa !66
  %39 = fadd float %37, %38, !dbg !92
  store float %39, ptr addrspace(3) %14, align 4, !dbg !92, !tbaa !66
  br label %40, !dbg !93

40:                                               ; preds = %35, %31
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !94
    #dbg_value(i32 %33, !49, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !71)
  %41 = icmp ult i32 %32, 4, !dbg !73
  br i1 %41, label %29, label %31, !dbg !75, !llvm.loop !95

42:                                               ; preds = %29
  %43 = load float, ptr addrspace(3) %2, align 4, !dbg !97, !tbaa !66
  %44 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4, !dbg !98
  %45 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %44, !dbg !99
  store float %43, ptr addrspace(1) %45, align 4, !dbg !100, !tbaa !66
  br label %46, !dbg !99

46:                                               ; preds = %42, %29
  ret void, !dbg !101
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !102 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !106 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !107 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !108 hidden i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !109 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !113 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @reduce_unrolled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !dbg !114 !kernel_arg_addr_space !51 !kernel_arg_access_qual !52 !kernel_arg_type !132 !kernel_arg_base_type !132 !kernel_arg_type_qual !133 {
    #dbg_value(ptr addrspace(1) %0, !123, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
    #dbg_value(ptr addrspace(1) %1, !124, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
    #dbg_value(ptr addrspace(3) %2, !125, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
    #dbg_value(i32 %3, !126, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !135
  %6 = trunc i64 %5 to i32, !dbg !135
    #dbg_value(i32 %6, !127, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4, !dbg !136
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !137
  %9 = shl i64 %7, 1, !dbg !138
  %10 = mul i64 %9, %8, !dbg !139
  %11 = add i64 %10, %5, !dbg !140
  %12 = trunc i64 %11 to i32, !dbg !136
    #dbg_value(i32 %12, !128, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  %13 = icmp ult i32 %12, %3, !dbg !141
  br i1 %13, label %14, label %18, !dbg !142

14:                                               ; preds = %4
  %15 = and i64 %11, 4294967295, !dbg !143
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15, !dbg !143
  %17 = load i32, ptr addrspace(1) %16, align 4, !dbg !143, !tbaa !144
  br label %18, !dbg !142

18:                                               ; preds = %4, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %4 ], !dbg !142
    #dbg_value(i32 %19, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  %20 = and i64 %11, 4294967295, !dbg !146
  %21 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !148
  %22 = add i64 %21, %20, !dbg !149
  %23 = zext i32 %3 to i64, !dbg !150
  %24 = icmp ult i64 %22, %23, !dbg !151
  br i1 %24, label %25, label %31, !dbg !152

25:                                               ; preds = %18
  %26 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !153
  %27 = getelementptr i32, ptr addrspace(1) %0, i64 %20, !dbg !154
  %28 = getelementptr i32, ptr addrspace(1) %27, i64 %26, !dbg !154
  %29 = load i32, ptr addrspace(1) %28, align 4, !dbg !154, !tbaa !144
  %30 = add nsw i32 %29, %19, !dbg !155
    #dbg_value(i32 %30, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  br label %31, !dbg !156

31:                                               ; preds = %25, %18
  %32 = phi i32 [ %30, %25 ], [ %19, %18 ], !dbg !134
    #dbg_value(i32 %32, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  %33 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %6, !dbg !157
  store volatile i32 %32, ptr addrspace(3) %33, align 4, !dbg !158, !tbaa !144
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !159
  %34 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !160
  %35 = lshr i64 %34, 1, !dbg !161
  %36 = trunc i64 %35 to i32, !dbg !160
    #dbg_value(i32 %36, !130, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !162)
  %37 = getelementptr i32, ptr addrspace(3) %2, i32 %6, !dbg !163
    #dbg_value(i32 %36, !130, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !162)
    #dbg_value(i32 %32, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  %38 = icmp ugt i32 %36, 32, !dbg !164
  br i1 %38, label %42, label %39, !dbg !166

39:                                               ; preds = %50, %31
  %40 = phi i32 [ %32, %31 ], [ %51, %50 ], !dbg !134
  %41 = icmp ult i32 %6, 32, !dbg !167
  br i1 %41, label %54, label %74, !dbg !169

42:                                               ; preds = %31, %50
  %43 = phi i32 [ %52, %50 ], [ %36, %31 ]
  %44 = phi i32 [ %51, %50 ], [ %32, %31 ]
    #dbg_value(i32 %43, !130, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !162)
    #dbg_value(i32 %44, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  %45 = icmp ugt i32 %43, %6, !dbg !170
  br i1 %45, label %46, label %50, !dbg !173

46:                                               ; preds = %42
  %47 = getelementptr i32, ptr addrspace(3) %37, i32 %43, !dbg !174
  %48 = load volatile i32, ptr addrspace(3) %47, align 4, !dbg !174, !tbaa !144
  %49 = add nsw i32 %48, %44, !dbg !175
    #dbg_value(i32 %49, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  store volatile i32 %49, ptr addrspace(3) %33, align 4, !dbg !176, !tbaa !144
  br label %50, !dbg !177

50:                                               ; preds = %46, %42
  %51 = phi i32 [ %49, %46 ], [ %44, %42 ], !dbg !134
    #dbg_value(i32 %51, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !178
  %52 = lshr i32 %43, 1, !dbg !179
    #dbg_value(i32 %52, !130, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !162)
  %53 = icmp ugt i32 %43, 65, !dbg !164
  br i1 %53, label %42, label %39, !dbg !166, !llvm.loop !180

54:                                               ; preds = %39
  %55 = or disjoint i32 %6, 32, !dbg !182
  %56 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %55, !dbg !182
  %57 = load volatile i32, ptr addrspace(3) %56, align 4, !dbg !182, !tbaa !144
  %58 = add nsw i32 %57, %40, !dbg !184
    #dbg_value(i32 %58, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  store volatile i32 %58, ptr addrspace(3) %33, align 4, !dbg !185, !tbaa !144
  %59 = getelementptr inbounds i8, ptr addrspace(3) %33, i32 64, !dbg !186
  %60 = load volatile i32, ptr addrspace(3) %59, align 4, !dbg !186, !tbaa !144
  %61 = add nsw i32 %60, %58, !dbg !187
    #dbg_value(i32 %61, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  store volatile i32 %61, ptr addrspace(3) %33, align 4, !dbg !188, !tbaa !144
  %62 = getelementptr inbounds i8, ptr addrspace(3) %33, i32 32, !dbg !189
  %63 = load volatile i32, ptr addrspace(3) %62, align 4, !dbg !189, !tbaa !144
  %64 = add nsw i32 %63, %61, !dbg !190
    #dbg_value(i32 %64, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  store volatile i32 %64, ptr addrspace(3) %33, align 4, !dbg !191, !tbaa !144
  %65 = getelementptr inbounds i8, ptr addrspace(3) %33, i32 16, !dbg !192
  %66 = load volatile i32, ptr addrspace(3) %65, align 4, !dbg !192, !tbaa !144
  %67 = add nsw i32 %66, %64, !dbg !193
    #dbg_value(i32 %67, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  store volatile i32 %67, ptr addrspace(3) %33, align 4, !dbg !194, !tbaa !144
  %68 = getelementptr inbounds i8, ptr addrspace(3) %33, i32 8, !dbg !195
  %69 = load volatile i32, ptr addrspace(3) %68, align 4, !dbg !195, !tbaa !144
  %70 = add nsw i32 %69, %67, !dbg !196
    #dbg_value(i32 %70, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  store volatile i32 %70, ptr addrspace(3) %33, align 4, !dbg !197, !tbaa !144
  %71 = getelementptr inbounds i8, ptr addrspace(3) %33, i32 4, !dbg !198
  %72 = load volatile i32, ptr addrspace(3) %71, align 4, !dbg !198, !tbaa !144
  %73 = add nsw i32 %72, %70, !dbg !199
    #dbg_value(i32 %73, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !134)
  store volatile i32 %73, ptr addrspace(3) %33, align 4, !dbg !200, !tbaa !144
  br label %74, !dbg !201

74:                                               ; preds = %54, %39
  %75 = icmp eq i32 %6, 0, !dbg !202
  br i1 %75, label %76, label %80, !dbg !204

76:                                               ; preds = %74
  %77 = load volatile i32, ptr addrspace(3) %2, align 4, !dbg !205, !tbaa !144
  %78 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4, !dbg !206
  %79 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %78, !dbg !207
  store i32 %77, ptr addrspace(1) %79, align 4, !dbg !208, !tbaa !144
  br label %80, !dbg !207

80:                                               ; preds = %76, %74
  ret void, !dbg !209
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @reduce_subgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !dbg !210 !kernel_arg_addr_space !220 !kernel_arg_access_qual !221 !kernel_arg_type !222 !kernel_arg_base_type !222 !kernel_arg_type_qual !223 {
    #dbg_value(ptr addrspace(1) %0, !214, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !224)
    #dbg_value(ptr addrspace(1) %1, !215, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !224)
    #dbg_value(i32 %2, !216, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !224)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !225
  %5 = trunc i64 %4 to i32, !dbg !225
    #dbg_value(i32 %5, !217, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !224)
  %6 = icmp slt i32 %5, %2, !dbg !226
  br i1 %6, label %7, label %12, !dbg !227

7:                                                ; preds = %3
  %8 = shl i64 %4, 32, !dbg !228
  %9 = ashr exact i64 %8, 30, !dbg !228
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9, !dbg !228
  %11 = load i32, ptr addrspace(1) %10, align 4, !dbg !228, !tbaa !144
  br label %12, !dbg !227

12:                                               ; preds = %3, %7
  %13 = phi i32 [ %11, %7 ], [ 0, %3 ], !dbg !227
    #dbg_value(i32 %13, !218, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !224)
  %14 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef %13) #5, !dbg !229
    #dbg_value(i32 %14, !219, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !224)
  %15 = tail call i32 @_Z22get_sub_group_local_idv() #5, !dbg !230
  %16 = icmp eq i32 %15, 0, !dbg !232
  br i1 %16, label %17, label %19, !dbg !233

17:                                               ; preds = %12
  %18 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %1, i32 noundef %14) #5, !dbg !234
  br label %19, !dbg !234

19:                                               ; preds = %17, %12
  ret void, !dbg !235
}

; Function Attrs: convergent nounwind
declare !dbg !236 hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !239 hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !242 hidden i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @reduce_workgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !dbg !246 !kernel_arg_addr_space !256 !kernel_arg_access_qual !221 !kernel_arg_type !257 !kernel_arg_base_type !257 !kernel_arg_type_qual !223 {
    #dbg_value(ptr addrspace(1) %0, !250, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !258)
    #dbg_value(ptr addrspace(1) %1, !251, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !258)
    #dbg_value(ptr addrspace(1) %2, !252, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !258)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !259
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4, !dbg !260
  %6 = load i32, ptr addrspace(1) %5, align 4, !dbg !260, !tbaa !144
    #dbg_value(i32 %6, !253, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !258)
  %7 = tail call i32 @_Z21work_group_reduce_addi(i32 noundef %6) #5, !dbg !261
    #dbg_value(i32 %7, !254, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !258)
  %8 = tail call i32 @_Z21work_group_reduce_maxi(i32 noundef %6) #5, !dbg !262
    #dbg_value(i32 %8, !255, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !258)
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !263
  %10 = icmp eq i64 %9, 0, !dbg !265
  br i1 %10, label %11, label %15, !dbg !266

11:                                               ; preds = %3
  %12 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4, !dbg !267
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12, !dbg !269
  store i32 %7, ptr addrspace(1) %13, align 4, !dbg !270, !tbaa !144
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %12, !dbg !271
  store i32 %8, ptr addrspace(1) %14, align 4, !dbg !272, !tbaa !144
  br label %15, !dbg !273

15:                                               ; preds = %11, %3
  ret void, !dbg !274
}

; Function Attrs: convergent nounwind
declare !dbg !275 hidden i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !276 hidden i32 @_Z21work_group_reduce_maxi(i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!opencl.ocl.version = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/reduce.cl", directory: ".", checksumkind: CSK_MD5, checksum: "ac2a88635e76209bbcef8365e1ca235a")
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
!30 = distinct !DISubprogram(name: "reduce_sum", scope: !1, file: !1, line: 4, type: !31, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !38)
!31 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !32)
!32 = !{null, !33, !36, !37, !3}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!35 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 32, dwarfAddressSpace: 2)
!38 = !{!39, !40, !41, !42, !43, !44, !45, !46, !47, !49}
!39 = !DILocalVariable(name: "in", arg: 1, scope: !30, file: !1, line: 4, type: !33)
!40 = !DILocalVariable(name: "partial", arg: 2, scope: !30, file: !1, line: 4, type: !36)
!41 = !DILocalVariable(name: "scratch", arg: 3, scope: !30, file: !1, line: 5, type: !37)
!42 = !DILocalVariable(name: "n", arg: 4, scope: !30, file: !1, line: 5, type: !3)
!43 = !DILocalVariable(name: "gid", scope: !30, file: !1, line: 6, type: !3)
!44 = !DILocalVariable(name: "lid", scope: !30, file: !1, line: 7, type: !3)
!45 = !DILocalVariable(name: "lsz", scope: !30, file: !1, line: 8, type: !3)
!46 = !DILocalVariable(name: "acc", scope: !30, file: !1, line: 9, type: !35)
!47 = !DILocalVariable(name: "i", scope: !48, file: !1, line: 10, type: !3)
!48 = distinct !DILexicalBlock(scope: !30, file: !1, line: 10, column: 3)
!49 = !DILocalVariable(name: "s", scope: !50, file: !1, line: 14, type: !3)
!50 = distinct !DILexicalBlock(scope: !30, file: !1, line: 14, column: 3)
!51 = !{i32 1, i32 1, i32 3, i32 0}
!52 = !{!"none", !"none", !"none", !"none"}
!53 = !{!"float*", !"float*", !"float*", !"int"}
!54 = !{!"const", !"", !"", !""}
!55 = !DILocation(line: 0, scope: !30)
!56 = !DILocation(line: 6, column: 13, scope: !30)
!57 = !DILocation(line: 7, column: 13, scope: !30)
!58 = !DILocation(line: 8, column: 13, scope: !30)
!59 = !DILocation(line: 0, scope: !48)
!60 = !DILocation(line: 10, scope: !48)
!61 = !DILocation(line: 10, column: 23, scope: !62)
!62 = distinct !DILexicalBlock(scope: !48, file: !1, line: 10, column: 3)
!63 = !DILocation(line: 10, column: 3, scope: !48)
!64 = !DILocation(line: 12, column: 3, scope: !30)
!65 = !DILocation(line: 12, column: 16, scope: !30)
!66 = !{!67, !67, i64 0}
!67 = !{!"float", !68, i64 0}
!68 = !{!"omnipotent char", !69, i64 0}
!69 = !{!"Simple C/C++ TBAA"}
!70 = !DILocation(line: 13, column: 3, scope: !30)
!71 = !DILocation(line: 0, scope: !50)
!72 = !DILocation(line: 14, column: 8, scope: !50)
!73 = !DILocation(line: 14, column: 27, scope: !74)
!74 = distinct !DILexicalBlock(scope: !50, file: !1, line: 14, column: 3)
!75 = !DILocation(line: 14, column: 3, scope: !50)
!76 = !DILocation(line: 11, column: 12, scope: !62)
!77 = !DILocation(line: 11, column: 9, scope: !62)
!78 = !DILocation(line: 10, column: 33, scope: !62)
!79 = !DILocation(line: 10, column: 30, scope: !62)
!80 = distinct !{!80, !63, !81, !82}
!81 = !DILocation(line: 11, column: 16, scope: !48)
!82 = !{!"llvm.loop.unroll.disable"}
!83 = !DILocation(line: 19, column: 11, scope: !84)
!84 = distinct !DILexicalBlock(scope: !30, file: !1, line: 19, column: 7)
!85 = !DILocation(line: 19, column: 7, scope: !30)
!86 = !DILocation(line: 14, scope: !50)
!87 = !DILocation(line: 15, column: 13, scope: !88)
!88 = distinct !DILexicalBlock(scope: !89, file: !1, line: 15, column: 9)
!89 = distinct !DILexicalBlock(scope: !74, file: !1, line: 14, column: 41)
!90 = !DILocation(line: 15, column: 9, scope: !89)
!91 = !DILocation(line: 16, column: 23, scope: !88)
!92 = !DILocation(line: 16, column: 20, scope: !88)
!93 = !DILocation(line: 16, column: 7, scope: !88)
!94 = !DILocation(line: 17, column: 5, scope: !89)
!95 = distinct !{!95, !75, !96, !82}
!96 = !DILocation(line: 18, column: 3, scope: !50)
!97 = !DILocation(line: 20, column: 32, scope: !84)
!98 = !DILocation(line: 20, column: 13, scope: !84)
!99 = !DILocation(line: 20, column: 5, scope: !84)
!100 = !DILocation(line: 20, column: 30, scope: !84)
!101 = !DILocation(line: 21, column: 1, scope: !30)
!102 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 6, type: !103, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{!105, !17}
!105 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!106 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !1, file: !1, line: 7, type: !103, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !1, file: !1, line: 8, type: !103, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!108 = !DISubprogram(name: "get_global_size", linkageName: "_Z15get_global_sizej", scope: !1, file: !1, line: 10, type: !103, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !1, file: !1, line: 13, type: !110, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{null, !112}
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !16, line: 372, baseType: !15)
!113 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !1, file: !1, line: 20, type: !103, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = distinct !DISubprogram(name: "reduce_unrolled", scope: !1, file: !1, line: 24, type: !115, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !122)
!115 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !116)
!116 = !{null, !117, !119, !120, !15}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 32, dwarfAddressSpace: 2)
!121 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !3)
!122 = !{!123, !124, !125, !126, !127, !128, !129, !130}
!123 = !DILocalVariable(name: "in", arg: 1, scope: !114, file: !1, line: 24, type: !117)
!124 = !DILocalVariable(name: "out", arg: 2, scope: !114, file: !1, line: 24, type: !119)
!125 = !DILocalVariable(name: "sdata", arg: 3, scope: !114, file: !1, line: 25, type: !120)
!126 = !DILocalVariable(name: "n", arg: 4, scope: !114, file: !1, line: 25, type: !15)
!127 = !DILocalVariable(name: "tid", scope: !114, file: !1, line: 26, type: !15)
!128 = !DILocalVariable(name: "i", scope: !114, file: !1, line: 27, type: !15)
!129 = !DILocalVariable(name: "sum", scope: !114, file: !1, line: 28, type: !3)
!130 = !DILocalVariable(name: "s", scope: !131, file: !1, line: 33, type: !15)
!131 = distinct !DILexicalBlock(scope: !114, file: !1, line: 33, column: 3)
!132 = !{!"int*", !"int*", !"int*", !"uint"}
!133 = !{!"const", !"", !"volatile", !""}
!134 = !DILocation(line: 0, scope: !114)
!135 = !DILocation(line: 26, column: 14, scope: !114)
!136 = !DILocation(line: 27, column: 12, scope: !114)
!137 = !DILocation(line: 27, column: 31, scope: !114)
!138 = !DILocation(line: 27, column: 49, scope: !114)
!139 = !DILocation(line: 27, column: 28, scope: !114)
!140 = !DILocation(line: 27, column: 54, scope: !114)
!141 = !DILocation(line: 28, column: 16, scope: !114)
!142 = !DILocation(line: 28, column: 13, scope: !114)
!143 = !DILocation(line: 28, column: 23, scope: !114)
!144 = !{!145, !145, i64 0}
!145 = !{!"int", !68, i64 0}
!146 = !DILocation(line: 29, column: 7, scope: !147)
!147 = distinct !DILexicalBlock(scope: !114, file: !1, line: 29, column: 7)
!148 = !DILocation(line: 29, column: 11, scope: !147)
!149 = !DILocation(line: 29, column: 9, scope: !147)
!150 = !DILocation(line: 29, column: 31, scope: !147)
!151 = !DILocation(line: 29, column: 29, scope: !147)
!152 = !DILocation(line: 29, column: 7, scope: !114)
!153 = !DILocation(line: 30, column: 19, scope: !147)
!154 = !DILocation(line: 30, column: 12, scope: !147)
!155 = !DILocation(line: 30, column: 9, scope: !147)
!156 = !DILocation(line: 30, column: 5, scope: !147)
!157 = !DILocation(line: 31, column: 3, scope: !114)
!158 = !DILocation(line: 31, column: 14, scope: !114)
!159 = !DILocation(line: 32, column: 3, scope: !114)
!160 = !DILocation(line: 33, column: 17, scope: !131)
!161 = !DILocation(line: 33, column: 35, scope: !131)
!162 = !DILocation(line: 0, scope: !131)
!163 = !DILocation(line: 33, column: 8, scope: !131)
!164 = !DILocation(line: 33, column: 42, scope: !165)
!165 = distinct !DILexicalBlock(scope: !131, file: !1, line: 33, column: 3)
!166 = !DILocation(line: 33, column: 3, scope: !131)
!167 = !DILocation(line: 38, column: 11, scope: !168)
!168 = distinct !DILexicalBlock(scope: !114, file: !1, line: 38, column: 7)
!169 = !DILocation(line: 38, column: 7, scope: !114)
!170 = !DILocation(line: 34, column: 13, scope: !171)
!171 = distinct !DILexicalBlock(scope: !172, file: !1, line: 34, column: 9)
!172 = distinct !DILexicalBlock(scope: !165, file: !1, line: 33, column: 57)
!173 = !DILocation(line: 34, column: 9, scope: !172)
!174 = !DILocation(line: 35, column: 32, scope: !171)
!175 = !DILocation(line: 35, column: 30, scope: !171)
!176 = !DILocation(line: 35, column: 18, scope: !171)
!177 = !DILocation(line: 35, column: 7, scope: !171)
!178 = !DILocation(line: 36, column: 5, scope: !172)
!179 = !DILocation(line: 33, column: 50, scope: !165)
!180 = distinct !{!180, !166, !181, !82}
!181 = !DILocation(line: 37, column: 3, scope: !131)
!182 = !DILocation(line: 39, column: 30, scope: !183)
!183 = distinct !DILexicalBlock(scope: !168, file: !1, line: 38, column: 17)
!184 = !DILocation(line: 39, column: 28, scope: !183)
!185 = !DILocation(line: 39, column: 16, scope: !183)
!186 = !DILocation(line: 40, column: 30, scope: !183)
!187 = !DILocation(line: 40, column: 28, scope: !183)
!188 = !DILocation(line: 40, column: 16, scope: !183)
!189 = !DILocation(line: 41, column: 30, scope: !183)
!190 = !DILocation(line: 41, column: 28, scope: !183)
!191 = !DILocation(line: 41, column: 16, scope: !183)
!192 = !DILocation(line: 42, column: 30, scope: !183)
!193 = !DILocation(line: 42, column: 28, scope: !183)
!194 = !DILocation(line: 42, column: 16, scope: !183)
!195 = !DILocation(line: 43, column: 30, scope: !183)
!196 = !DILocation(line: 43, column: 28, scope: !183)
!197 = !DILocation(line: 43, column: 16, scope: !183)
!198 = !DILocation(line: 44, column: 30, scope: !183)
!199 = !DILocation(line: 44, column: 28, scope: !183)
!200 = !DILocation(line: 44, column: 16, scope: !183)
!201 = !DILocation(line: 45, column: 3, scope: !183)
!202 = !DILocation(line: 46, column: 11, scope: !203)
!203 = distinct !DILexicalBlock(scope: !114, file: !1, line: 46, column: 7)
!204 = !DILocation(line: 46, column: 7, scope: !114)
!205 = !DILocation(line: 47, column: 28, scope: !203)
!206 = !DILocation(line: 47, column: 9, scope: !203)
!207 = !DILocation(line: 47, column: 5, scope: !203)
!208 = !DILocation(line: 47, column: 26, scope: !203)
!209 = !DILocation(line: 48, column: 1, scope: !114)
!210 = distinct !DISubprogram(name: "reduce_subgroup", scope: !1, file: !1, line: 51, type: !211, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !213)
!211 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !212)
!212 = !{null, !117, !119, !3}
!213 = !{!214, !215, !216, !217, !218, !219}
!214 = !DILocalVariable(name: "in", arg: 1, scope: !210, file: !1, line: 51, type: !117)
!215 = !DILocalVariable(name: "total", arg: 2, scope: !210, file: !1, line: 51, type: !119)
!216 = !DILocalVariable(name: "n", arg: 3, scope: !210, file: !1, line: 51, type: !3)
!217 = !DILocalVariable(name: "gid", scope: !210, file: !1, line: 52, type: !3)
!218 = !DILocalVariable(name: "v", scope: !210, file: !1, line: 53, type: !3)
!219 = !DILocalVariable(name: "s", scope: !210, file: !1, line: 55, type: !3)
!220 = !{i32 1, i32 1, i32 0}
!221 = !{!"none", !"none", !"none"}
!222 = !{!"int*", !"int*", !"int"}
!223 = !{!"const", !"", !""}
!224 = !DILocation(line: 0, scope: !210)
!225 = !DILocation(line: 52, column: 13, scope: !210)
!226 = !DILocation(line: 53, column: 15, scope: !210)
!227 = !DILocation(line: 53, column: 11, scope: !210)
!228 = !DILocation(line: 53, column: 21, scope: !210)
!229 = !DILocation(line: 55, column: 11, scope: !210)
!230 = !DILocation(line: 56, column: 7, scope: !231)
!231 = distinct !DILexicalBlock(scope: !210, file: !1, line: 56, column: 7)
!232 = !DILocation(line: 56, column: 32, scope: !231)
!233 = !DILocation(line: 56, column: 7, scope: !210)
!234 = !DILocation(line: 57, column: 5, scope: !231)
!235 = !DILocation(line: 61, column: 1, scope: !210)
!236 = !DISubprogram(name: "sub_group_reduce_add", linkageName: "_Z20sub_group_reduce_addi", scope: !1, file: !1, line: 55, type: !237, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DISubroutineType(types: !238)
!238 = !{!3, !3}
!239 = !DISubprogram(name: "get_sub_group_local_id", linkageName: "_Z22get_sub_group_local_idv", scope: !1, file: !1, line: 56, type: !240, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DISubroutineType(types: !241)
!241 = !{!17}
!242 = !DISubprogram(name: "atomic_add", linkageName: "_Z10atomic_addPU3AS1Vii", scope: !1, file: !1, line: 57, type: !243, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!243 = !DISubroutineType(types: !244)
!244 = !{!3, !245, !3}
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!246 = distinct !DISubprogram(name: "reduce_workgroup", scope: !1, file: !1, line: 64, type: !247, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !249)
!247 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !248)
!248 = !{null, !117, !119, !119}
!249 = !{!250, !251, !252, !253, !254, !255}
!250 = !DILocalVariable(name: "in", arg: 1, scope: !246, file: !1, line: 64, type: !117)
!251 = !DILocalVariable(name: "sums", arg: 2, scope: !246, file: !1, line: 64, type: !119)
!252 = !DILocalVariable(name: "maxes", arg: 3, scope: !246, file: !1, line: 65, type: !119)
!253 = !DILocalVariable(name: "v", scope: !246, file: !1, line: 66, type: !3)
!254 = !DILocalVariable(name: "s", scope: !246, file: !1, line: 67, type: !3)
!255 = !DILocalVariable(name: "m", scope: !246, file: !1, line: 68, type: !3)
!256 = !{i32 1, i32 1, i32 1}
!257 = !{!"int*", !"int*", !"int*"}
!258 = !DILocation(line: 0, scope: !246)
!259 = !DILocation(line: 66, column: 14, scope: !246)
!260 = !DILocation(line: 66, column: 11, scope: !246)
!261 = !DILocation(line: 67, column: 11, scope: !246)
!262 = !DILocation(line: 68, column: 11, scope: !246)
!263 = !DILocation(line: 69, column: 7, scope: !264)
!264 = distinct !DILexicalBlock(scope: !246, file: !1, line: 69, column: 7)
!265 = !DILocation(line: 69, column: 23, scope: !264)
!266 = !DILocation(line: 69, column: 7, scope: !246)
!267 = !DILocation(line: 70, column: 10, scope: !268)
!268 = distinct !DILexicalBlock(scope: !264, file: !1, line: 69, column: 29)
!269 = !DILocation(line: 70, column: 5, scope: !268)
!270 = !DILocation(line: 70, column: 27, scope: !268)
!271 = !DILocation(line: 71, column: 5, scope: !268)
!272 = !DILocation(line: 71, column: 28, scope: !268)
!273 = !DILocation(line: 72, column: 3, scope: !268)
!274 = !DILocation(line: 73, column: 1, scope: !246)
!275 = !DISubprogram(name: "work_group_reduce_add", linkageName: "_Z21work_group_reduce_addi", scope: !1, file: !1, line: 67, type: !237, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!276 = !DISubprogram(name: "work_group_reduce_max", linkageName: "_Z21work_group_reduce_maxi", scope: !1, file: !1, line: 68, type: !237, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
