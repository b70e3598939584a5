source_filename = "src/matmul.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@matmul_tiled.As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !0
@matmul_tiled.Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4, !dbg !13
@transpose_tiled.tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4, !dbg !18
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @matmul_naive(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !60 !kernel_arg_addr_space !73 !kernel_arg_access_qual !74 !kernel_arg_type !75 !kernel_arg_base_type !75 !kernel_arg_type_qual !76 {
    #dbg_value(ptr addrspace(1) %0, !62, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(ptr addrspace(1) %1, !63, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(ptr addrspace(1) %2, !64, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(i32 %3, !65, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(i32 %4, !66, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !77)
    #dbg_value(i32 %5, !67, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !77)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #6, !dbg !78
  %8 = trunc i64 %7 to i32, !dbg !78
    #dbg_value(i32 %8, !68, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !77)
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !79
  %10 = trunc i64 %9 to i32, !dbg !79
    #dbg_value(i32 %10, !69, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !77)
  %11 = icmp slt i32 %8, %3, !dbg !80
  %12 = icmp slt i32 %10, %4
  %13 = select i1 %11, i1 %12, i1 false, !dbg !82
  br i1 %13, label %14, label %39, !dbg !82

14:                                               ; preds = %6
    #dbg_value(i32 0, !71, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !83)
    #dbg_value(float 0.000000e+00, !70, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !77)
  %15 = icmp sgt i32 %5, 0, !dbg !84
  br i1 %15, label %16, label %18, !dbg !86

16:                                               ; preds = %14
  %17 = mul nsw i32 %8, %5
  br label %24, !dbg !86

18:                                               ; preds = %24, %14
  %19 = phi float [ 0.000000e+00, %14 ], [ %36, %24 ], !dbg !77
  %20 = mul nsw i32 %8, %4, !dbg !87
  %21 = add nsw i32 %20, %10, !dbg !88
  %22 = sext i32 %21 to i64, !dbg !89
  %23 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %22, !dbg !89
  store float %19, ptr addrspace(1) %23, align 4, !dbg !90, !tbaa !91
  br label %39, !dbg !95

24:                                               ; preds = %16, %24
  %25 = phi i32 [ 0, %16 ], [ %37, %24 ]
  %26 = phi float [ 0.000000e+00, %16 ], [ %36, %24 ]
    #dbg_value(i32 %25, !71, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !83)
    #dbg_value(float %26, !70, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !77)
  %27 = add nsw i32 %25, %17, !dbg !96
  %28 = sext i32 %27 to i64, !dbg !97
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28, !dbg !97
  %30 = load float, ptr addrspace(1) %29, align 4, !dbg !97, !tbaa !91
  %31 = mul nsw i32 %25, %4, !dbg !98
  %32 = add nsw i32 %31, %10, !dbg !99
  %33 = sext i32 %32 to i64, !dbg !100
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33, !dbg !100
  %35 = load float, ptr addrspace(1) %34, align 4, !dbg !100, !tbaa !91
  %36 = tail call float @llvm.fmuladd.f32(float %30, float %35, float %26), !dbg !101
    #dbg_value(float %36, !70, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !77)
  %37 = add nuw nsw i32 %25, 1, !dbg !102
    #dbg_value(i32 %37, !71, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !83)
  %38 = icmp eq i32 %37, %5, !dbg !84
  br i1 %38, label %18, label %24, !dbg !86, !llvm.loop !103

39:                                               ; preds = %6, %18
  ret void, !dbg !95
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !106 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @matmul_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #3 !dbg !2 !kernel_arg_addr_space !73 !kernel_arg_access_qual !74 !kernel_arg_type !75 !kernel_arg_base_type !75 !kernel_arg_type_qual !76 {
    #dbg_value(ptr addrspace(1) %0, !34, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
    #dbg_value(ptr addrspace(1) %1, !35, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
    #dbg_value(ptr addrspace(1) %2, !36, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
    #dbg_value(i32 %3, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
    #dbg_value(i32 %4, !38, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
    #dbg_value(i32 %5, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6, !dbg !112
  %8 = trunc i64 %7 to i32, !dbg !112
    #dbg_value(i32 %8, !40, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #6, !dbg !113
  %10 = trunc i64 %9 to i32, !dbg !113
    #dbg_value(i32 %10, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
  %11 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #6, !dbg !114
  %12 = shl i64 %11, 4, !dbg !115
  %13 = add i64 %12, %9, !dbg !116
  %14 = trunc i64 %13 to i32, !dbg !114
    #dbg_value(i32 %14, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
  %15 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6, !dbg !117
  %16 = shl i64 %15, 4, !dbg !118
  %17 = add i64 %16, %7, !dbg !119
  %18 = trunc i64 %17 to i32, !dbg !117
    #dbg_value(i32 %18, !43, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
    #dbg_value(float 0.000000e+00, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
    #dbg_value(i32 0, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !120)
    #dbg_value(float 0.000000e+00, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
    #dbg_value(i32 0, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !120)
  %19 = icmp sgt i32 %5, 0, !dbg !121
  br i1 %19, label %20, label %29, !dbg !122

20:                                               ; preds = %6
  %21 = add nuw nsw i32 %5, 15
  %22 = lshr i32 %21, 4
  %23 = icmp slt i32 %14, %3
  %24 = mul nsw i32 %14, %5
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 %8
  %26 = icmp slt i32 %18, %4
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 %10, i32 %8
  %28 = tail call i32 @llvm.smax.i32(i32 %22, i32 1), !dbg !122
  br label %34, !dbg !122

29:                                               ; preds = %59, %6
  %30 = phi float [ 0.000000e+00, %6 ], [ %69, %59 ], !dbg !123
  %31 = icmp slt i32 %14, %3, !dbg !124
  %32 = icmp slt i32 %18, %4
  %33 = select i1 %31, i1 %32, i1 false, !dbg !126
  br i1 %33, label %72, label %77, !dbg !126

34:                                               ; preds = %20, %59
  %35 = phi float [ 0.000000e+00, %20 ], [ %69, %59 ]
  %36 = phi i32 [ 0, %20 ], [ %60, %59 ]
    #dbg_value(float %35, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
    #dbg_value(i32 %36, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !120)
  %37 = shl nsw i32 %36, 4, !dbg !127
  %38 = add nsw i32 %37, %8, !dbg !128
    #dbg_value(i32 %38, !47, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !129)
  %39 = add nsw i32 %37, %10, !dbg !130
    #dbg_value(i32 %39, !50, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !129)
  %40 = icmp slt i32 %38, %5
  %41 = select i1 %23, i1 %40, i1 false, !dbg !131
  br i1 %41, label %42, label %47, !dbg !131

42:                                               ; preds = %34
  %43 = add nsw i32 %38, %24, !dbg !132
  %44 = sext i32 %43 to i64, !dbg !133
  %45 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %44, !dbg !133
  %46 = load float, ptr addrspace(1) %45, align 4, !dbg !133, !tbaa !91
  br label %47, !dbg !134

47:                                               ; preds = %34, %42
  %48 = phi float [ %46, %42 ], [ 0.000000e+00, %34 ], !dbg !134
  store float %48, ptr addrspace(3) %25, align 4, !dbg !135, !tbaa !91
  %49 = icmp slt i32 %39, %5
  %50 = select i1 %26, i1 %49, i1 false, !dbg !136
  br i1 %50, label %51, label %57, !dbg !136

51:                                               ; preds = %47
  %52 = mul nsw i32 %39, %4, !dbg !137
  %53 = add nsw i32 %52, %18, !dbg !138
  %54 = sext i32 %53 to i64, !dbg !139
  %55 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %54, !dbg !139
  %56 = load float, ptr addrspace(1) %55, align 4, !dbg !139, !tbaa !91
  br label %57, !dbg !140

57:                                               ; preds = %47, %51
  %58 = phi float [ %56, %51 ], [ 0.000000e+00, %47 ], !dbg !140
  store float %58, ptr addrspace(3) %27, align 4, !dbg !141, !tbaa !91
  tail call void @_Z7barrierj(i32 noundef 1) #7, !dbg !142
    #dbg_value(i32 0, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !143)
    #dbg_value(float %35, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
  br label %62, !dbg !144

59:                                               ; preds = %62
  tail call void @_Z7barrierj(i32 noundef 1) #7, !dbg !145
  %60 = add nuw nsw i32 %36, 1, !dbg !146
    #dbg_value(float %69, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
    #dbg_value(i32 %60, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !120)
  %61 = icmp eq i32 %60, %28, !dbg !121
  br i1 %61, label %29, label %34, !dbg !122, !llvm.loop !147

62:                                               ; preds = %57, %62
  %63 = phi i32 [ 0, %57 ], [ %70, %62 ]
  %64 = phi float [ %35, %57 ], [ %69, %62 ]
    #dbg_value(i32 %63, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !143)
    #dbg_value(float %64, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
  %65 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 %63, !dbg !149
  %66 = load float, ptr addrspace(3) %65, align 4, !dbg !149, !tbaa !91
  %67 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 %63, i32 %8, !dbg !151
  %68 = load float, ptr addrspace(3) %67, align 4, !dbg !151, !tbaa !91
  %69 = tail call float @llvm.fmuladd.f32(float %66, float %68, float %64), !dbg !152
    #dbg_value(float %69, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
  %70 = add nuw nsw i32 %63, 1, !dbg !153
    #dbg_value(i32 %70, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !143)
  %71 = icmp eq i32 %70, 16, !dbg !154
  br i1 %71, label %59, label %62, !dbg !144, !llvm.loop !155

72:                                               ; preds = %29
  %73 = mul nsw i32 %14, %4, !dbg !157
  %74 = add nsw i32 %73, %18, !dbg !158
  %75 = sext i32 %74 to i64, !dbg !159
  %76 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %75, !dbg !159
  store float %30, ptr addrspace(1) %76, align 4, !dbg !160, !tbaa !91
  br label %77, !dbg !159

77:                                               ; preds = %72, %29
  ret void, !dbg !161
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !162 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !163 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare !dbg !164 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @matvec_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, ptr addrspace(3) nocapture noundef align 4 %4) local_unnamed_addr #3 !dbg !170 !kernel_arg_addr_space !187 !kernel_arg_access_qual !188 !kernel_arg_type !189 !kernel_arg_base_type !189 !kernel_arg_type_qual !190 {
    #dbg_value(ptr addrspace(1) %0, !175, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !191)
    #dbg_value(ptr addrspace(1) %1, !176, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !191)
    #dbg_value(ptr addrspace(1) %2, !177, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !191)
    #dbg_value(i32 %3, !178, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !191)
    #dbg_value(ptr addrspace(3) %4, !179, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !191)
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6, !dbg !192
    #dbg_value(i64 %6, !180, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !191)
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6, !dbg !193
  %8 = trunc i64 %7 to i32, !dbg !193
    #dbg_value(i32 %8, !181, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !191)
    #dbg_value(float 0.000000e+00, !182, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !191)
    #dbg_value(i32 %8, !183, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !194)
  %9 = icmp slt i32 %8, %3, !dbg !195
  br i1 %9, label %10, label %13, !dbg !197

10:                                               ; preds = %5
  %11 = trunc i64 %6 to i32, !dbg !192
    #dbg_value(i32 %11, !180, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !191)
  %12 = mul nsw i32 %11, %3
  br label %21, !dbg !197

13:                                               ; preds = %21, %5
  %14 = phi float [ 0.000000e+00, %5 ], [ %31, %21 ], !dbg !191
  %15 = getelementptr inbounds float, ptr addrspace(3) %4, i32 %8, !dbg !198
  store float %14, ptr addrspace(3) %15, align 4, !dbg !199, !tbaa !91
  tail call void @_Z7barrierj(i32 noundef 1) #7, !dbg !200
  %16 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6, !dbg !201
  %17 = lshr i64 %16, 1, !dbg !202
  %18 = trunc i64 %17 to i32, !dbg !201
    #dbg_value(i32 %18, !185, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %19 = getelementptr float, ptr addrspace(3) %4, i32 %8, !dbg !204
    #dbg_value(i32 %18, !185, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %20 = icmp sgt i32 %18, 0, !dbg !205
  br i1 %20, label %38, label %36, !dbg !207

21:                                               ; preds = %10, %21
  %22 = phi i32 [ %8, %10 ], [ %34, %21 ]
  %23 = phi float [ 0.000000e+00, %10 ], [ %31, %21 ]
    #dbg_value(i32 %22, !183, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !194)
    #dbg_value(float %23, !182, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !191)
  %24 = add nsw i32 %22, %12, !dbg !208
  %25 = sext i32 %24 to i64, !dbg !209
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25, !dbg !209
  %27 = load float, ptr addrspace(1) %26, align 4, !dbg !209, !tbaa !91
  %28 = sext i32 %22 to i64, !dbg !210
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28, !dbg !210
  %30 = load float, ptr addrspace(1) %29, align 4, !dbg !210, !tbaa !91
  %31 = tail call float @llvm.fmuladd.f32(float %27, float %30, float %23), !dbg !211
    #dbg_value(float %31, !182, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !191)
  %32 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6, !dbg !212
  %33 = trunc i64 %32 to i32, !dbg !213
  %34 = add i32 %22, %33, !dbg !213
    #dbg_value(i32 %34, !183, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !194)
  %35 = icmp slt i32 %34, %3, !dbg !195
  br i1 %35, label %21, label %13, !dbg !197, !llvm.loop !214

36:                                               ; preds = %46, %13
  %37 = icmp eq i32 %8, 0, !dbg !216
  br i1 %37, label %49, label %54, !dbg !218

38:                                               ; preds = %13, %46
  %39 = phi i32 [ %47, %46 ], [ %18, %13 ]
    #dbg_value(i32 %39, !185, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %40 = icmp sgt i32 %39, %8, !dbg !219
  br i1 %40, label %41, label %46, !dbg !222

41:                                               ; preds = %38
  %42 = getelementptr float, ptr addrspace(3) %19, i32 %39, !dbg !223
  %43 = load float, ptr addrspace(3) %42, align 4, !dbg !223, !tbaa !91
  %44 = load float, ptr addrspace(3) %15, align 4, !dbg !224, !tbaa !91
  %45 = fadd float %43, %44, !dbg !224
  store float %45, ptr addrspace(3) %15, align 4, !dbg !224, !tbaa !91
  br label %46, !dbg !225

46:                                               ; preds = %41, %38
  tail call void @_Z7barrierj(i32 noundef 1) #7, !dbg !226
  %47 = lshr i32 %39, 1, !dbg !227
    #dbg_value(i32 %47, !185, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %48 = icmp ult i32 %39, 2, !dbg !205
  br i1 %48, label %36, label %38, !dbg !207, !llvm.loop !228

49:                                               ; preds = %36
  %50 = load float, ptr addrspace(3) %4, align 4, !dbg !230, !tbaa !91
  %51 = shl i64 %6, 32, !dbg !231
  %52 = ashr exact i64 %51, 30, !dbg !231
  %53 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %52, !dbg !231
  store float %50, ptr addrspace(1) %53, align 4, !dbg !232, !tbaa !91
  br label %54, !dbg !231

54:                                               ; preds = %49, %36
  ret void, !dbg !233
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !234 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @transpose_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !dbg !20 !kernel_arg_addr_space !235 !kernel_arg_access_qual !236 !kernel_arg_type !237 !kernel_arg_base_type !237 !kernel_arg_type_qual !238 {
    #dbg_value(ptr addrspace(1) %0, !24, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !239)
    #dbg_value(ptr addrspace(1) %1, !25, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !239)
    #dbg_value(i32 %2, !26, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !239)
    #dbg_value(i32 %3, !27, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !239)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !240
  %6 = trunc i64 %5 to i32, !dbg !240
    #dbg_value(i32 %6, !28, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !239)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #6, !dbg !241
  %8 = trunc i64 %7 to i32, !dbg !241
    #dbg_value(i32 %8, !29, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !239)
  %9 = icmp slt i32 %6, %2, !dbg !242
  %10 = icmp slt i32 %8, %3
  %11 = select i1 %9, i1 %10, i1 false, !dbg !244
  br i1 %11, label %12, label %23, !dbg !244

12:                                               ; preds = %4
  %13 = mul nsw i32 %8, %2, !dbg !245
  %14 = add nsw i32 %13, %6, !dbg !246
  %15 = sext i32 %14 to i64, !dbg !247
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15, !dbg !247
  %17 = load float, ptr addrspace(1) %16, align 4, !dbg !247, !tbaa !91
  %18 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #6, !dbg !248
  %19 = trunc i64 %18 to i32, !dbg !249
  %20 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6, !dbg !250
  %21 = trunc i64 %20 to i32, !dbg !249
  %22 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i32 0, i32 %19, i32 %21, !dbg !249
  store float %17, ptr addrspace(3) %22, align 4, !dbg !251, !tbaa !91
  br label %23, !dbg !249

23:                                               ; preds = %12, %4
  tail call void @_Z7barrierj(i32 noundef 1) #7, !dbg !252
  %24 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #6, !dbg !253
  %25 = shl i64 %24, 4, !dbg !254
  %26 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6, !dbg !255
  %27 = add i64 %25, %26, !dbg !256
  %28 = trunc i64 %27 to i32, !dbg !253
    #dbg_value(i32 %28, !28, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !239)
  %29 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6, !dbg !257
  %30 = shl i64 %29, 4, !dbg !258
  %31 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #6, !dbg !259
  %32 = add i64 %30, %31, !dbg !260
  %33 = trunc i64 %32 to i32, !dbg !257
    #dbg_value(i32 %33, !29, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !239)
  %34 = icmp slt i32 %28, %3, !dbg !261
  %35 = icmp slt i32 %33, %2
  %36 = select i1 %34, i1 %35, i1 false, !dbg !263
  br i1 %36, label %37, label %48, !dbg !263

37:                                               ; preds = %23
  %38 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6, !dbg !264
  %39 = trunc i64 %38 to i32, !dbg !265
  %40 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #6, !dbg !266
  %41 = trunc i64 %40 to i32, !dbg !265
  %42 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i32 0, i32 %39, i32 %41, !dbg !265
  %43 = load float, ptr addrspace(3) %42, align 4, !dbg !265, !tbaa !91
  %44 = mul nsw i32 %33, %3, !dbg !267
  %45 = add nsw i32 %44, %28, !dbg !268
  %46 = sext i32 %45 to i64, !dbg !269
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46, !dbg !269
  store float %43, ptr addrspace(1) %47, align 4, !dbg !270, !tbaa !91
  br label %48, !dbg !269

48:                                               ; preds = %37, %23
  ret void, !dbg !271
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.dbg.cu = !{!11}
!llvm.module.flags = !{!53, !54, !55, !56, !57}
!opencl.ocl.version = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "As", scope: !2, file: !3, line: 19, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "matmul_tiled", scope: !3, file: !3, line: 17, type: !4, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !33)
!3 = !DIFile(filename: "src/matmul.cl", directory: ".", checksumkind: CSK_MD5, checksum: "793981bdf5995192dd3da2934386f762")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !6, !9, !10, !10, !10}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !12, splitDebugInlining: false, nameTableKind: None)
!12 = !{!0, !13, !18}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!14 = distinct !DIGlobalVariable(name: "Bs", scope: !2, file: !3, line: 20, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !16)
!16 = !{!17, !17}
!17 = !DISubrange(count: 16)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!19 = distinct !DIGlobalVariable(name: "tile", scope: !20, file: !3, line: 60, type: !30, isLocal: true, isDefinition: true)
!20 = distinct !DISubprogram(name: "transpose_tiled", scope: !3, file: !3, line: 58, type: !21, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !23)
!21 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !22)
!22 = !{null, !6, !9, !10, !10}
!23 = !{!24, !25, !26, !27, !28, !29}
!24 = !DILocalVariable(name: "in", arg: 1, scope: !20, file: !3, line: 58, type: !6)
!25 = !DILocalVariable(name: "out", arg: 2, scope: !20, file: !3, line: 58, type: !9)
!26 = !DILocalVariable(name: "w", arg: 3, scope: !20, file: !3, line: 59, type: !10)
!27 = !DILocalVariable(name: "h", arg: 4, scope: !20, file: !3, line: 59, type: !10)
!28 = !DILocalVariable(name: "x", scope: !20, file: !3, line: 61, type: !10)
!29 = !DILocalVariable(name: "y", scope: !20, file: !3, line: 61, type: !10)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8704, elements: !31)
!31 = !{!17, !32}
!32 = !DISubrange(count: 17)
!33 = !{!34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !47, !50, !51}
!34 = !DILocalVariable(name: "A", arg: 1, scope: !2, file: !3, line: 17, type: !6)
!35 = !DILocalVariable(name: "B", arg: 2, scope: !2, file: !3, line: 17, type: !6)
!36 = !DILocalVariable(name: "C", arg: 3, scope: !2, file: !3, line: 18, type: !9)
!37 = !DILocalVariable(name: "M", arg: 4, scope: !2, file: !3, line: 18, type: !10)
!38 = !DILocalVariable(name: "N", arg: 5, scope: !2, file: !3, line: 18, type: !10)
!39 = !DILocalVariable(name: "K", arg: 6, scope: !2, file: !3, line: 18, type: !10)
!40 = !DILocalVariable(name: "tx", scope: !2, file: !3, line: 21, type: !10)
!41 = !DILocalVariable(name: "ty", scope: !2, file: !3, line: 21, type: !10)
!42 = !DILocalVariable(name: "row", scope: !2, file: !3, line: 22, type: !10)
!43 = !DILocalVariable(name: "col", scope: !2, file: !3, line: 23, type: !10)
!44 = !DILocalVariable(name: "acc", scope: !2, file: !3, line: 24, type: !8)
!45 = !DILocalVariable(name: "t", scope: !46, file: !3, line: 25, type: !10)
!46 = distinct !DILexicalBlock(scope: !2, file: !3, line: 25, column: 3)
!47 = !DILocalVariable(name: "ak", scope: !48, file: !3, line: 26, type: !10)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 25, column: 51)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 25, column: 3)
!50 = !DILocalVariable(name: "bk", scope: !48, file: !3, line: 26, type: !10)
!51 = !DILocalVariable(name: "k", scope: !52, file: !3, line: 30, type: !10)
!52 = distinct !DILexicalBlock(scope: !48, file: !3, line: 30, column: 5)
!53 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 2, i32 0}
!59 = !{!"clang-19"}
!60 = distinct !DISubprogram(name: "matmul_naive", scope: !3, file: !3, line: 4, type: !4, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !61)
!61 = !{!62, !63, !64, !65, !66, !67, !68, !69, !70, !71}
!62 = !DILocalVariable(name: "A", arg: 1, scope: !60, file: !3, line: 4, type: !6)
!63 = !DILocalVariable(name: "B", arg: 2, scope: !60, file: !3, line: 4, type: !6)
!64 = !DILocalVariable(name: "C", arg: 3, scope: !60, file: !3, line: 5, type: !9)
!65 = !DILocalVariable(name: "M", arg: 4, scope: !60, file: !3, line: 5, type: !10)
!66 = !DILocalVariable(name: "N", arg: 5, scope: !60, file: !3, line: 5, type: !10)
!67 = !DILocalVariable(name: "K", arg: 6, scope: !60, file: !3, line: 5, type: !10)
!68 = !DILocalVariable(name: "row", scope: !60, file: !3, line: 6, type: !10)
!69 = !DILocalVariable(name: "col", scope: !60, file: !3, line: 7, type: !10)
!70 = !DILocalVariable(name: "acc", scope: !60, file: !3, line: 10, type: !8)
!71 = !DILocalVariable(name: "k", scope: !72, file: !3, line: 11, type: !10)
!72 = distinct !DILexicalBlock(scope: !60, file: !3, line: 11, column: 3)
!73 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!74 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!75 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!76 = !{!"const", !"const", !"", !"", !"", !""}
!77 = !DILocation(line: 0, scope: !60)
!78 = !DILocation(line: 6, column: 13, scope: !60)
!79 = !DILocation(line: 7, column: 13, scope: !60)
!80 = !DILocation(line: 8, column: 11, scope: !81)
!81 = distinct !DILexicalBlock(scope: !60, file: !3, line: 8, column: 7)
!82 = !DILocation(line: 8, column: 16, scope: !81)
!83 = !DILocation(line: 0, scope: !72)
!84 = !DILocation(line: 11, column: 21, scope: !85)
!85 = distinct !DILexicalBlock(scope: !72, file: !3, line: 11, column: 3)
!86 = !DILocation(line: 11, column: 3, scope: !72)
!87 = !DILocation(line: 13, column: 9, scope: !60)
!88 = !DILocation(line: 13, column: 13, scope: !60)
!89 = !DILocation(line: 13, column: 3, scope: !60)
!90 = !DILocation(line: 13, column: 20, scope: !60)
!91 = !{!92, !92, i64 0}
!92 = !{!"float", !93, i64 0}
!93 = !{!"omnipotent char", !94, i64 0}
!94 = !{!"Simple C/C++ TBAA"}
!95 = !DILocation(line: 14, column: 1, scope: !60)
!96 = !DILocation(line: 12, column: 22, scope: !85)
!97 = !DILocation(line: 12, column: 12, scope: !85)
!98 = !DILocation(line: 12, column: 33, scope: !85)
!99 = !DILocation(line: 12, column: 37, scope: !85)
!100 = !DILocation(line: 12, column: 29, scope: !85)
!101 = !DILocation(line: 12, column: 9, scope: !85)
!102 = !DILocation(line: 11, column: 26, scope: !85)
!103 = distinct !{!103, !86, !104, !105}
!104 = !DILocation(line: 12, column: 42, scope: !72)
!105 = !{!"llvm.loop.unroll.disable"}
!106 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 6, type: !107, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{!109, !110}
!109 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!110 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!111 = !DILocation(line: 0, scope: !2)
!112 = !DILocation(line: 21, column: 12, scope: !2)
!113 = !DILocation(line: 21, column: 34, scope: !2)
!114 = !DILocation(line: 22, column: 13, scope: !2)
!115 = !DILocation(line: 22, column: 29, scope: !2)
!116 = !DILocation(line: 22, column: 36, scope: !2)
!117 = !DILocation(line: 23, column: 13, scope: !2)
!118 = !DILocation(line: 23, column: 29, scope: !2)
!119 = !DILocation(line: 23, column: 36, scope: !2)
!120 = !DILocation(line: 0, scope: !46)
!121 = !DILocation(line: 25, column: 21, scope: !49)
!122 = !DILocation(line: 25, column: 3, scope: !46)
!123 = !DILocation(line: 24, column: 9, scope: !2)
!124 = !DILocation(line: 34, column: 11, scope: !125)
!125 = distinct !DILexicalBlock(scope: !2, file: !3, line: 34, column: 7)
!126 = !DILocation(line: 34, column: 15, scope: !125)
!127 = !DILocation(line: 26, column: 16, scope: !48)
!128 = !DILocation(line: 26, column: 23, scope: !48)
!129 = !DILocation(line: 0, scope: !48)
!130 = !DILocation(line: 26, column: 43, scope: !48)
!131 = !DILocation(line: 27, column: 27, scope: !48)
!132 = !DILocation(line: 27, column: 50, scope: !48)
!133 = !DILocation(line: 27, column: 40, scope: !48)
!134 = !DILocation(line: 27, column: 18, scope: !48)
!135 = !DILocation(line: 27, column: 16, scope: !48)
!136 = !DILocation(line: 28, column: 27, scope: !48)
!137 = !DILocation(line: 28, column: 45, scope: !48)
!138 = !DILocation(line: 28, column: 49, scope: !48)
!139 = !DILocation(line: 28, column: 40, scope: !48)
!140 = !DILocation(line: 28, column: 18, scope: !48)
!141 = !DILocation(line: 28, column: 16, scope: !48)
!142 = !DILocation(line: 29, column: 5, scope: !48)
!143 = !DILocation(line: 0, scope: !52)
!144 = !DILocation(line: 30, column: 5, scope: !52)
!145 = !DILocation(line: 32, column: 5, scope: !48)
!146 = !DILocation(line: 25, column: 46, scope: !49)
!147 = distinct !{!147, !122, !148, !105}
!148 = !DILocation(line: 33, column: 3, scope: !46)
!149 = !DILocation(line: 31, column: 14, scope: !150)
!150 = distinct !DILexicalBlock(scope: !52, file: !3, line: 30, column: 5)
!151 = !DILocation(line: 31, column: 26, scope: !150)
!152 = !DILocation(line: 31, column: 11, scope: !150)
!153 = !DILocation(line: 30, column: 31, scope: !150)
!154 = !DILocation(line: 30, column: 23, scope: !150)
!155 = distinct !{!155, !144, !156, !105}
!156 = !DILocation(line: 31, column: 34, scope: !52)
!157 = !DILocation(line: 35, column: 11, scope: !125)
!158 = !DILocation(line: 35, column: 15, scope: !125)
!159 = !DILocation(line: 35, column: 5, scope: !125)
!160 = !DILocation(line: 35, column: 22, scope: !125)
!161 = !DILocation(line: 36, column: 1, scope: !2)
!162 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 21, type: !107, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !3, file: !3, line: 22, type: !107, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 29, type: !165, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{null, !167}
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !168, line: 372, baseType: !169)
!168 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!169 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !168, line: 129, baseType: !110)
!170 = distinct !DISubprogram(name: "matvec_rows", scope: !3, file: !3, line: 39, type: !171, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !11, retainedNodes: !174)
!171 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !172)
!172 = !{null, !6, !6, !9, !10, !173}
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32, dwarfAddressSpace: 2)
!174 = !{!175, !176, !177, !178, !179, !180, !181, !182, !183, !185}
!175 = !DILocalVariable(name: "A", arg: 1, scope: !170, file: !3, line: 39, type: !6)
!176 = !DILocalVariable(name: "x", arg: 2, scope: !170, file: !3, line: 39, type: !6)
!177 = !DILocalVariable(name: "y", arg: 3, scope: !170, file: !3, line: 40, type: !9)
!178 = !DILocalVariable(name: "ncols", arg: 4, scope: !170, file: !3, line: 40, type: !10)
!179 = !DILocalVariable(name: "part", arg: 5, scope: !170, file: !3, line: 40, type: !173)
!180 = !DILocalVariable(name: "row", scope: !170, file: !3, line: 41, type: !10)
!181 = !DILocalVariable(name: "lid", scope: !170, file: !3, line: 42, type: !10)
!182 = !DILocalVariable(name: "s", scope: !170, file: !3, line: 43, type: !8)
!183 = !DILocalVariable(name: "c", scope: !184, file: !3, line: 44, type: !10)
!184 = distinct !DILexicalBlock(scope: !170, file: !3, line: 44, column: 3)
!185 = !DILocalVariable(name: "w", scope: !186, file: !3, line: 48, type: !10)
!186 = distinct !DILexicalBlock(scope: !170, file: !3, line: 48, column: 3)
!187 = !{i32 1, i32 1, i32 1, i32 0, i32 3}
!188 = !{!"none", !"none", !"none", !"none", !"none"}
!189 = !{!"float*", !"float*", !"float*", !"int", !"float*"}
!190 = !{!"const", !"const", !"", !"", !""}
!191 = !DILocation(line: 0, scope: !170)
!192 = !DILocation(line: 41, column: 13, scope: !170)
!193 = !DILocation(line: 42, column: 13, scope: !170)
!194 = !DILocation(line: 0, scope: !184)
!195 = !DILocation(line: 44, column: 23, scope: !196)
!196 = distinct !DILexicalBlock(scope: !184, file: !3, line: 44, column: 3)
!197 = !DILocation(line: 44, column: 3, scope: !184)
!198 = !DILocation(line: 46, column: 3, scope: !170)
!199 = !DILocation(line: 46, column: 13, scope: !170)
!200 = !DILocation(line: 47, column: 3, scope: !170)
!201 = !DILocation(line: 48, column: 16, scope: !186)
!202 = !DILocation(line: 48, column: 34, scope: !186)
!203 = !DILocation(line: 0, scope: !186)
!204 = !DILocation(line: 48, column: 8, scope: !186)
!205 = !DILocation(line: 48, column: 41, scope: !206)
!206 = distinct !DILexicalBlock(scope: !186, file: !3, line: 48, column: 3)
!207 = !DILocation(line: 48, column: 3, scope: !186)
!208 = !DILocation(line: 45, column: 24, scope: !196)
!209 = !DILocation(line: 45, column: 10, scope: !196)
!210 = !DILocation(line: 45, column: 31, scope: !196)
!211 = !DILocation(line: 45, column: 7, scope: !196)
!212 = !DILocation(line: 44, column: 37, scope: !196)
!213 = !DILocation(line: 44, column: 34, scope: !196)
!214 = distinct !{!214, !197, !215, !105}
!215 = !DILocation(line: 45, column: 34, scope: !184)
!216 = !DILocation(line: 53, column: 11, scope: !217)
!217 = distinct !DILexicalBlock(scope: !170, file: !3, line: 53, column: 7)
!218 = !DILocation(line: 53, column: 7, scope: !170)
!219 = !DILocation(line: 49, column: 13, scope: !220)
!220 = distinct !DILexicalBlock(scope: !221, file: !3, line: 49, column: 9)
!221 = distinct !DILexicalBlock(scope: !206, file: !3, line: 48, column: 54)
!222 = !DILocation(line: 49, column: 9, scope: !221)
!223 = !DILocation(line: 50, column: 20, scope: !220)
!224 = !DILocation(line: 50, column: 17, scope: !220)
!225 = !DILocation(line: 50, column: 7, scope: !220)
!226 = !DILocation(line: 51, column: 5, scope: !221)
!227 = !DILocation(line: 48, column: 48, scope: !206)
!228 = distinct !{!228, !207, !229, !105}
!229 = !DILocation(line: 52, column: 3, scope: !186)
!230 = !DILocation(line: 54, column: 14, scope: !217)
!231 = !DILocation(line: 54, column: 5, scope: !217)
!232 = !DILocation(line: 54, column: 12, scope: !217)
!233 = !DILocation(line: 55, column: 1, scope: !170)
!234 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !3, file: !3, line: 44, type: !107, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !{i32 1, i32 1, i32 0, i32 0}
!236 = !{!"none", !"none", !"none", !"none"}
!237 = !{!"float*", !"float*", !"int", !"int"}
!238 = !{!"const", !"", !"", !""}
!239 = !DILocation(line: 0, scope: !20)
!240 = !DILocation(line: 61, column: 11, scope: !20)
!241 = !DILocation(line: 61, column: 33, scope: !20)
!242 = !DILocation(line: 62, column: 9, scope: !243)
!243 = distinct !DILexicalBlock(scope: !20, file: !3, line: 62, column: 7)
!244 = !DILocation(line: 62, column: 13, scope: !243)
!245 = !DILocation(line: 63, column: 51, scope: !243)
!246 = !DILocation(line: 63, column: 55, scope: !243)
!247 = !DILocation(line: 63, column: 46, scope: !243)
!248 = !DILocation(line: 63, column: 10, scope: !243)
!249 = !DILocation(line: 63, column: 5, scope: !243)
!250 = !DILocation(line: 63, column: 27, scope: !243)
!251 = !DILocation(line: 63, column: 44, scope: !243)
!252 = !DILocation(line: 64, column: 3, scope: !20)
!253 = !DILocation(line: 65, column: 7, scope: !20)
!254 = !DILocation(line: 65, column: 23, scope: !20)
!255 = !DILocation(line: 65, column: 32, scope: !20)
!256 = !DILocation(line: 65, column: 30, scope: !20)
!257 = !DILocation(line: 66, column: 7, scope: !20)
!258 = !DILocation(line: 66, column: 23, scope: !20)
!259 = !DILocation(line: 66, column: 32, scope: !20)
!260 = !DILocation(line: 66, column: 30, scope: !20)
!261 = !DILocation(line: 67, column: 9, scope: !262)
!262 = distinct !DILexicalBlock(scope: !20, file: !3, line: 67, column: 7)
!263 = !DILocation(line: 67, column: 13, scope: !262)
!264 = !DILocation(line: 68, column: 27, scope: !262)
!265 = !DILocation(line: 68, column: 22, scope: !262)
!266 = !DILocation(line: 68, column: 44, scope: !262)
!267 = !DILocation(line: 68, column: 11, scope: !262)
!268 = !DILocation(line: 68, column: 15, scope: !262)
!269 = !DILocation(line: 68, column: 5, scope: !262)
!270 = !DILocation(line: 68, column: 20, scope: !262)
!271 = !DILocation(line: 69, column: 1, scope: !20)
