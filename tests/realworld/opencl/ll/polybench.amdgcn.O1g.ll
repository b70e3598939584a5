source_filename = "src/polybench.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__const.pb_conv2d.c = private unnamed_addr addrspace(4) constant [3 x [3 x float]] [[3 x float] [float 0x3FC99999A0000000, float 5.000000e-01, float 0xBFE99999A0000000], [3 x float] [float 0xBFD3333340000000, float 0x3FE3333340000000, float 0xBFECCCCCC0000000], [3 x float] [float 0x3FD99999A0000000, float 0x3FE6666660000000, float 0x3FB99999A0000000]], align 4
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

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_gemm(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #1 !dbg !30 !kernel_arg_addr_space !53 !kernel_arg_access_qual !54 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
    #dbg_value(ptr addrspace(1) %0, !38, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(ptr addrspace(1) %1, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(ptr addrspace(1) %2, !40, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(float %3, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(float %4, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(i32 %5, !43, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(i32 %6, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !57)
    #dbg_value(i32 %7, !45, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !57)
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !58
  %10 = trunc i64 %9 to i32, !dbg !58
    #dbg_value(i32 %10, !46, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !57)
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8, !dbg !59
  %12 = trunc i64 %11 to i32, !dbg !59
    #dbg_value(i32 %12, !47, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !57)
  %13 = icmp slt i32 %12, %5, !dbg !60
  %14 = icmp slt i32 %10, %6
  %15 = select i1 %13, i1 %14, i1 false, !dbg !61
  br i1 %15, label %16, label %44, !dbg !61

16:                                               ; preds = %8
  %17 = mul nsw i32 %12, %6, !dbg !62
  %18 = add nsw i32 %17, %10, !dbg !62
  %19 = sext i32 %18 to i64, !dbg !62
  %20 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %19, !dbg !62
  %21 = load float, ptr addrspace(1) %20, align 4, !dbg !62, !tbaa !63
  %22 = fmul float %21, %4, !dbg !67
    #dbg_value(float %22, !48, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
    #dbg_value(i32 0, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !69)
  %23 = icmp sgt i32 %7, 0, !dbg !70
  br i1 %23, label %24, label %26, !dbg !72

24:                                               ; preds = %16
  %25 = mul nsw i32 %12, %7
  br label %28, !dbg !72

26:                                               ; preds = %28, %16
  %27 = phi float [ %22, %16 ], [ %41, %28 ], !dbg !68
  store float %27, ptr addrspace(1) %20, align 4, !dbg !73, !tbaa !63
  br label %44, !dbg !74

28:                                               ; preds = %24, %28
  %29 = phi i32 [ 0, %24 ], [ %42, %28 ]
  %30 = phi float [ %22, %24 ], [ %41, %28 ]
    #dbg_value(i32 %29, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !69)
    #dbg_value(float %30, !48, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
  %31 = add nsw i32 %29, %25, !dbg !75
  %32 = sext i32 %31 to i64, !dbg !75
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32, !dbg !75
  %34 = load float, ptr addrspace(1) %33, align 4, !dbg !75, !tbaa !63
  %35 = fmul float %34, %3, !dbg !76
  %36 = mul nsw i32 %29, %6, !dbg !77
  %37 = add nsw i32 %36, %10, !dbg !77
  %38 = sext i32 %37 to i64, !dbg !77
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %38, !dbg !77
  %40 = load float, ptr addrspace(1) %39, align 4, !dbg !77, !tbaa !63
  %41 = tail call float @llvm.fmuladd.f32(float %35, float %40, float %30), !dbg !78
    #dbg_value(float %41, !48, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
  %42 = add nuw nsw i32 %29, 1, !dbg !79
    #dbg_value(i32 %42, !51, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !69)
  %43 = icmp eq i32 %42, %7, !dbg !70
  br i1 %43, label %26, label %28, !dbg !72, !llvm.loop !80

44:                                               ; preds = %26, %8
  ret void, !dbg !83
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !84 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_2mm_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !dbg !88 !kernel_arg_addr_space !104 !kernel_arg_access_qual !105 !kernel_arg_type !106 !kernel_arg_base_type !106 !kernel_arg_type_qual !107 {
    #dbg_value(ptr addrspace(1) %0, !92, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !108)
    #dbg_value(ptr addrspace(1) %1, !93, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !108)
    #dbg_value(ptr addrspace(1) %2, !94, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !108)
    #dbg_value(float %3, !95, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !108)
    #dbg_value(i32 %4, !96, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !108)
    #dbg_value(i32 %5, !97, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !108)
    #dbg_value(i32 %6, !98, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !108)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !109
  %9 = trunc i64 %8 to i32, !dbg !109
    #dbg_value(i32 %9, !99, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !108)
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8, !dbg !110
  %11 = trunc i64 %10 to i32, !dbg !110
    #dbg_value(i32 %11, !100, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !108)
  %12 = icmp slt i32 %11, %4, !dbg !111
  %13 = icmp slt i32 %9, %5
  %14 = select i1 %12, i1 %13, i1 false, !dbg !113
  br i1 %14, label %15, label %41, !dbg !113

15:                                               ; preds = %7
    #dbg_value(i32 0, !102, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !114)
    #dbg_value(float 0.000000e+00, !101, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !108)
  %16 = icmp sgt i32 %6, 0, !dbg !115
  br i1 %16, label %17, label %19, !dbg !117

17:                                               ; preds = %15
  %18 = mul nsw i32 %11, %6
  br label %26, !dbg !117

19:                                               ; preds = %26, %15
  %20 = phi float [ 0.000000e+00, %15 ], [ %38, %26 ], !dbg !108
  %21 = fmul float %20, %3, !dbg !118
  %22 = mul nsw i32 %11, %5, !dbg !119
  %23 = add nsw i32 %22, %9, !dbg !119
  %24 = sext i32 %23 to i64, !dbg !119
  %25 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %24, !dbg !119
  store float %21, ptr addrspace(1) %25, align 4, !dbg !120, !tbaa !63
  br label %41, !dbg !121

26:                                               ; preds = %17, %26
  %27 = phi i32 [ 0, %17 ], [ %39, %26 ]
  %28 = phi float [ 0.000000e+00, %17 ], [ %38, %26 ]
    #dbg_value(i32 %27, !102, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !114)
    #dbg_value(float %28, !101, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !108)
  %29 = add nsw i32 %27, %18, !dbg !122
  %30 = sext i32 %29 to i64, !dbg !122
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30, !dbg !122
  %32 = load float, ptr addrspace(1) %31, align 4, !dbg !122, !tbaa !63
  %33 = mul nsw i32 %27, %5, !dbg !123
  %34 = add nsw i32 %33, %9, !dbg !123
  %35 = sext i32 %34 to i64, !dbg !123
  %36 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %35, !dbg !123
  %37 = load float, ptr addrspace(1) %36, align 4, !dbg !123, !tbaa !63
  %38 = tail call float @llvm.fma.f32(float noundef %32, float noundef %37, float noundef %28) #8, !dbg !124
    #dbg_value(float %38, !101, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !108)
  %39 = add nuw nsw i32 %27, 1, !dbg !125
    #dbg_value(i32 %39, !102, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !114)
  %40 = icmp eq i32 %39, %6, !dbg !115
  br i1 %40, label %19, label %26, !dbg !117, !llvm.loop !126

41:                                               ; preds = %7, %19
  ret void, !dbg !121
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_2mm_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !dbg !128 !kernel_arg_addr_space !104 !kernel_arg_access_qual !105 !kernel_arg_type !106 !kernel_arg_base_type !106 !kernel_arg_type_qual !107 {
    #dbg_value(ptr addrspace(1) %0, !130, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !142)
    #dbg_value(ptr addrspace(1) %1, !131, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !142)
    #dbg_value(ptr addrspace(1) %2, !132, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !142)
    #dbg_value(float %3, !133, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !142)
    #dbg_value(i32 %4, !134, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !142)
    #dbg_value(i32 %5, !135, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !142)
    #dbg_value(i32 %6, !136, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !142)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !143
  %9 = trunc i64 %8 to i32, !dbg !143
    #dbg_value(i32 %9, !137, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !142)
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8, !dbg !144
  %11 = trunc i64 %10 to i32, !dbg !144
    #dbg_value(i32 %11, !138, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !142)
  %12 = icmp slt i32 %11, %4, !dbg !145
  %13 = icmp slt i32 %9, %6
  %14 = select i1 %12, i1 %13, i1 false, !dbg !147
  br i1 %14, label %15, label %42, !dbg !147

15:                                               ; preds = %7
  %16 = mul nsw i32 %11, %6, !dbg !148
  %17 = add nsw i32 %16, %9, !dbg !148
  %18 = sext i32 %17 to i64, !dbg !148
  %19 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %18, !dbg !148
  %20 = load float, ptr addrspace(1) %19, align 4, !dbg !148, !tbaa !63
  %21 = fmul float %20, %3, !dbg !149
    #dbg_value(float %21, !139, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !142)
    #dbg_value(i32 0, !140, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !150)
  %22 = icmp sgt i32 %5, 0, !dbg !151
  br i1 %22, label %23, label %25, !dbg !153

23:                                               ; preds = %15
  %24 = mul nsw i32 %11, %5
  br label %27, !dbg !153

25:                                               ; preds = %27, %15
  %26 = phi float [ %21, %15 ], [ %39, %27 ], !dbg !142
  store float %26, ptr addrspace(1) %19, align 4, !dbg !154, !tbaa !63
  br label %42, !dbg !155

27:                                               ; preds = %23, %27
  %28 = phi i32 [ 0, %23 ], [ %40, %27 ]
  %29 = phi float [ %21, %23 ], [ %39, %27 ]
    #dbg_value(i32 %28, !140, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !150)
    #dbg_value(float %29, !139, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !142)
  %30 = add nsw i32 %28, %24, !dbg !156
  %31 = sext i32 %30 to i64, !dbg !156
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31, !dbg !156
  %33 = load float, ptr addrspace(1) %32, align 4, !dbg !156, !tbaa !63
  %34 = mul nsw i32 %28, %6, !dbg !157
  %35 = add nsw i32 %34, %9, !dbg !157
  %36 = sext i32 %35 to i64, !dbg !157
  %37 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36, !dbg !157
  %38 = load float, ptr addrspace(1) %37, align 4, !dbg !157, !tbaa !63
  %39 = tail call float @llvm.fmuladd.f32(float %33, float %38, float %29), !dbg !158
    #dbg_value(float %39, !139, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !142)
  %40 = add nuw nsw i32 %28, 1, !dbg !159
    #dbg_value(i32 %40, !140, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !150)
  %41 = icmp eq i32 %40, %5, !dbg !151
  br i1 %41, label %25, label %27, !dbg !153, !llvm.loop !160

42:                                               ; preds = %7, %25
  ret void, !dbg !155
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_atax_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !dbg !162 !kernel_arg_addr_space !177 !kernel_arg_access_qual !178 !kernel_arg_type !179 !kernel_arg_base_type !179 !kernel_arg_type_qual !180 {
    #dbg_value(ptr addrspace(1) %0, !166, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !181)
    #dbg_value(ptr addrspace(1) %1, !167, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !181)
    #dbg_value(ptr addrspace(1) %2, !168, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !181)
    #dbg_value(i32 %3, !169, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !181)
    #dbg_value(i32 %4, !170, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !181)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !182
  %7 = trunc i64 %6 to i32, !dbg !182
    #dbg_value(i32 %7, !171, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !181)
  %8 = icmp slt i32 %7, %3, !dbg !183
  br i1 %8, label %9, label %31, !dbg !184

9:                                                ; preds = %5
    #dbg_value(i32 0, !175, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !185)
    #dbg_value(float 0.000000e+00, !172, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !186)
  %10 = icmp sgt i32 %4, 0, !dbg !187
  br i1 %10, label %11, label %13, !dbg !189

11:                                               ; preds = %9
  %12 = mul nsw i32 %7, %4
  br label %18, !dbg !189

13:                                               ; preds = %18, %9
  %14 = phi float [ 0.000000e+00, %9 ], [ %28, %18 ], !dbg !186
  %15 = shl i64 %6, 32, !dbg !190
  %16 = ashr exact i64 %15, 30, !dbg !190
  %17 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %16, !dbg !190
  store float %14, ptr addrspace(1) %17, align 4, !dbg !191, !tbaa !63
  br label %31, !dbg !192

18:                                               ; preds = %11, %18
  %19 = phi i32 [ 0, %11 ], [ %29, %18 ]
  %20 = phi float [ 0.000000e+00, %11 ], [ %28, %18 ]
    #dbg_value(i32 %19, !175, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !185)
    #dbg_value(float %20, !172, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !186)
  %21 = add nsw i32 %19, %12, !dbg !193
  %22 = sext i32 %21 to i64, !dbg !193
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22, !dbg !193
  %24 = load float, ptr addrspace(1) %23, align 4, !dbg !193, !tbaa !63
  %25 = zext nneg i32 %19 to i64, !dbg !194
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %25, !dbg !194
  %27 = load float, ptr addrspace(1) %26, align 4, !dbg !194, !tbaa !63
  %28 = tail call float @llvm.fmuladd.f32(float %24, float %27, float %20), !dbg !195
    #dbg_value(float %28, !172, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !186)
  %29 = add nuw nsw i32 %19, 1, !dbg !196
    #dbg_value(i32 %29, !175, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !185)
  %30 = icmp eq i32 %29, %4, !dbg !187
  br i1 %30, label %13, label %18, !dbg !189, !llvm.loop !197

31:                                               ; preds = %13, %5
  ret void, !dbg !199
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_atax_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !dbg !200 !kernel_arg_addr_space !177 !kernel_arg_access_qual !178 !kernel_arg_type !179 !kernel_arg_base_type !179 !kernel_arg_type_qual !180 {
    #dbg_value(ptr addrspace(1) %0, !202, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !213)
    #dbg_value(ptr addrspace(1) %1, !203, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !213)
    #dbg_value(ptr addrspace(1) %2, !204, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !213)
    #dbg_value(i32 %3, !205, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !213)
    #dbg_value(i32 %4, !206, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !213)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !214
  %7 = trunc i64 %6 to i32, !dbg !214
    #dbg_value(i32 %7, !207, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !213)
  %8 = icmp slt i32 %7, %4, !dbg !215
  br i1 %8, label %9, label %30, !dbg !216

9:                                                ; preds = %5
    #dbg_value(i32 0, !211, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !217)
    #dbg_value(float 0.000000e+00, !208, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !218)
  %10 = icmp sgt i32 %3, 0, !dbg !219
  br i1 %10, label %16, label %11, !dbg !221

11:                                               ; preds = %16, %9
  %12 = phi float [ 0.000000e+00, %9 ], [ %27, %16 ], !dbg !218
  %13 = shl i64 %6, 32, !dbg !222
  %14 = ashr exact i64 %13, 30, !dbg !222
  %15 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %14, !dbg !222
  store float %12, ptr addrspace(1) %15, align 4, !dbg !223, !tbaa !63
  br label %30, !dbg !224

16:                                               ; preds = %9, %16
  %17 = phi i32 [ %28, %16 ], [ 0, %9 ]
  %18 = phi float [ %27, %16 ], [ 0.000000e+00, %9 ]
    #dbg_value(i32 %17, !211, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !217)
    #dbg_value(float %18, !208, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !218)
  %19 = mul nsw i32 %17, %4, !dbg !225
  %20 = add nsw i32 %19, %7, !dbg !225
  %21 = sext i32 %20 to i64, !dbg !225
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21, !dbg !225
  %23 = load float, ptr addrspace(1) %22, align 4, !dbg !225, !tbaa !63
  %24 = zext nneg i32 %17 to i64, !dbg !226
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %24, !dbg !226
  %26 = load float, ptr addrspace(1) %25, align 4, !dbg !226, !tbaa !63
  %27 = tail call float @llvm.fmuladd.f32(float %23, float %26, float %18), !dbg !227
    #dbg_value(float %27, !208, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !218)
  %28 = add nuw nsw i32 %17, 1, !dbg !228
    #dbg_value(i32 %28, !211, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !217)
  %29 = icmp eq i32 %28, %3, !dbg !219
  br i1 %29, label %11, label %16, !dbg !221, !llvm.loop !229

30:                                               ; preds = %11, %5
  ret void, !dbg !231
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_bicg(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !dbg !232 !kernel_arg_addr_space !257 !kernel_arg_access_qual !105 !kernel_arg_type !258 !kernel_arg_base_type !258 !kernel_arg_type_qual !259 {
    #dbg_value(ptr addrspace(1) %0, !236, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(ptr addrspace(1) %1, !237, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(ptr addrspace(1) %2, !238, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(ptr addrspace(1) %3, !239, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(ptr addrspace(1) %4, !240, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(i32 %5, !241, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
    #dbg_value(i32 %6, !242, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !261
  %9 = trunc i64 %8 to i32, !dbg !261
    #dbg_value(i32 %9, !243, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !260)
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8, !dbg !262
    #dbg_value(i64 %10, !244, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !260)
  %11 = and i64 %10, 4294967295, !dbg !263
  %12 = icmp eq i64 %11, 0, !dbg !263
  br i1 %12, label %13, label %32, !dbg !264

13:                                               ; preds = %7
  %14 = icmp slt i32 %9, %5, !dbg !265
  br i1 %14, label %15, label %56, !dbg !266

15:                                               ; preds = %13
    #dbg_value(i32 0, !250, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !267)
    #dbg_value(float 0.000000e+00, !245, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !268)
  %16 = icmp sgt i32 %6, 0, !dbg !269
  br i1 %16, label %17, label %50, !dbg !271

17:                                               ; preds = %15
  %18 = mul nsw i32 %9, %6
  br label %19, !dbg !271

19:                                               ; preds = %17, %19
  %20 = phi i32 [ 0, %17 ], [ %30, %19 ]
  %21 = phi float [ 0.000000e+00, %17 ], [ %29, %19 ]
    #dbg_value(i32 %20, !250, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !267)
    #dbg_value(float %21, !245, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !268)
  %22 = add nsw i32 %20, %18, !dbg !272
  %23 = sext i32 %22 to i64, !dbg !272
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23, !dbg !272
  %25 = load float, ptr addrspace(1) %24, align 4, !dbg !272, !tbaa !63
  %26 = zext nneg i32 %20 to i64, !dbg !273
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26, !dbg !273
  %28 = load float, ptr addrspace(1) %27, align 4, !dbg !273, !tbaa !63
  %29 = tail call float @llvm.fmuladd.f32(float %25, float %28, float %21), !dbg !274
    #dbg_value(float %29, !245, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !268)
  %30 = add nuw nsw i32 %20, 1, !dbg !275
    #dbg_value(i32 %30, !250, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !267)
  %31 = icmp eq i32 %30, %6, !dbg !269
  br i1 %31, label %50, label %19, !dbg !271, !llvm.loop !276

32:                                               ; preds = %7
  %33 = icmp slt i32 %9, %6, !dbg !278
  br i1 %33, label %34, label %56, !dbg !279

34:                                               ; preds = %32
    #dbg_value(i32 0, !255, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !280)
    #dbg_value(float 0.000000e+00, !252, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !281)
  %35 = icmp sgt i32 %5, 0, !dbg !282
  br i1 %35, label %36, label %50, !dbg !284

36:                                               ; preds = %34, %36
  %37 = phi i32 [ %48, %36 ], [ 0, %34 ]
  %38 = phi float [ %47, %36 ], [ 0.000000e+00, %34 ]
    #dbg_value(i32 %37, !255, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !280)
    #dbg_value(float %38, !252, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !281)
  %39 = zext nneg i32 %37 to i64, !dbg !285
  %40 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %39, !dbg !285
  %41 = load float, ptr addrspace(1) %40, align 4, !dbg !285, !tbaa !63
  %42 = mul nsw i32 %37, %6, !dbg !286
  %43 = add nsw i32 %42, %9, !dbg !286
  %44 = sext i32 %43 to i64, !dbg !286
  %45 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %44, !dbg !286
  %46 = load float, ptr addrspace(1) %45, align 4, !dbg !286, !tbaa !63
  %47 = tail call float @llvm.fmuladd.f32(float %41, float %46, float %38), !dbg !287
    #dbg_value(float %47, !252, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !281)
  %48 = add nuw nsw i32 %37, 1, !dbg !288
    #dbg_value(i32 %48, !255, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !280)
  %49 = icmp eq i32 %48, %5, !dbg !282
  br i1 %49, label %50, label %36, !dbg !284, !llvm.loop !289

50:                                               ; preds = %36, %19, %34, %15
  %51 = phi ptr addrspace(1) [ %3, %15 ], [ %4, %34 ], [ %3, %19 ], [ %4, %36 ]
  %52 = phi float [ 0.000000e+00, %15 ], [ 0.000000e+00, %34 ], [ %29, %19 ], [ %47, %36 ]
  %53 = shl i64 %8, 32, !dbg !291
  %54 = ashr exact i64 %53, 30, !dbg !291
  %55 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 %54, !dbg !291
  store float %52, ptr addrspace(1) %55, align 4, !dbg !291, !tbaa !63
  br label %56, !dbg !292

56:                                               ; preds = %50, %32, %13
  ret void, !dbg !292
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_mvt(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !dbg !293 !kernel_arg_addr_space !308 !kernel_arg_access_qual !309 !kernel_arg_type !310 !kernel_arg_base_type !310 !kernel_arg_type_qual !311 {
    #dbg_value(ptr addrspace(1) %0, !297, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
    #dbg_value(ptr addrspace(1) %1, !298, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
    #dbg_value(ptr addrspace(1) %2, !299, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
    #dbg_value(ptr addrspace(1) %3, !300, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
    #dbg_value(ptr addrspace(1) %4, !301, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
    #dbg_value(i32 %5, !302, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !313
  %8 = trunc i64 %7 to i32, !dbg !313
    #dbg_value(i32 %8, !303, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
  %9 = icmp slt i32 %8, %5, !dbg !314
  br i1 %9, label %10, label %45, !dbg !316

10:                                               ; preds = %6
  %11 = shl i64 %7, 32, !dbg !317
  %12 = ashr exact i64 %11, 32, !dbg !317
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12, !dbg !317
  %14 = load float, ptr addrspace(1) %13, align 4, !dbg !317, !tbaa !63
    #dbg_value(float %14, !304, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
  %15 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12, !dbg !318
  %16 = load float, ptr addrspace(1) %15, align 4, !dbg !318, !tbaa !63
    #dbg_value(float %16, !305, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
    #dbg_value(i32 0, !306, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !319)
    #dbg_value(float %14, !304, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
  %17 = icmp sgt i32 %5, 0, !dbg !320
  br i1 %17, label %18, label %20, !dbg !322

18:                                               ; preds = %10
  %19 = mul nsw i32 %8, %5
  br label %23, !dbg !322

20:                                               ; preds = %23, %10
  %21 = phi float [ %14, %10 ], [ %34, %23 ], !dbg !312
  %22 = phi float [ %16, %10 ], [ %42, %23 ], !dbg !312
  store float %21, ptr addrspace(1) %13, align 4, !dbg !323, !tbaa !63
  store float %22, ptr addrspace(1) %15, align 4, !dbg !324, !tbaa !63
  br label %45, !dbg !325

23:                                               ; preds = %18, %23
  %24 = phi i32 [ 0, %18 ], [ %43, %23 ]
  %25 = phi float [ %16, %18 ], [ %42, %23 ]
  %26 = phi float [ %14, %18 ], [ %34, %23 ]
    #dbg_value(i32 %24, !306, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !319)
    #dbg_value(float %25, !305, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
    #dbg_value(float %26, !304, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
  %27 = add nsw i32 %24, %19, !dbg !326
  %28 = sext i32 %27 to i64, !dbg !326
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28, !dbg !326
  %30 = load float, ptr addrspace(1) %29, align 4, !dbg !326, !tbaa !63
  %31 = zext nneg i32 %24 to i64, !dbg !328
  %32 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31, !dbg !328
  %33 = load float, ptr addrspace(1) %32, align 4, !dbg !328, !tbaa !63
  %34 = tail call float @llvm.fmuladd.f32(float %30, float %33, float %26), !dbg !329
    #dbg_value(float %34, !304, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
  %35 = mul nuw nsw i32 %24, %5, !dbg !330
  %36 = add nsw i32 %35, %8, !dbg !330
  %37 = sext i32 %36 to i64, !dbg !330
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37, !dbg !330
  %39 = load float, ptr addrspace(1) %38, align 4, !dbg !330, !tbaa !63
  %40 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %31, !dbg !331
  %41 = load float, ptr addrspace(1) %40, align 4, !dbg !331, !tbaa !63
  %42 = tail call float @llvm.fmuladd.f32(float %39, float %41, float %25), !dbg !332
    #dbg_value(float %42, !305, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !312)
  %43 = add nuw nsw i32 %24, 1, !dbg !333
    #dbg_value(i32 %43, !306, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !319)
  %44 = icmp eq i32 %43, %5, !dbg !320
  br i1 %44, label %20, label %23, !dbg !322, !llvm.loop !334

45:                                               ; preds = %6, %20
  ret void, !dbg !325
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_syrk(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !dbg !336 !kernel_arg_addr_space !353 !kernel_arg_access_qual !309 !kernel_arg_type !354 !kernel_arg_base_type !354 !kernel_arg_type_qual !355 {
    #dbg_value(ptr addrspace(1) %0, !340, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !356)
    #dbg_value(ptr addrspace(1) %1, !341, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !356)
    #dbg_value(float %2, !342, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !356)
    #dbg_value(float %3, !343, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !356)
    #dbg_value(i32 %4, !344, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !356)
    #dbg_value(i32 %5, !345, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !356)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !357
  %8 = trunc i64 %7 to i32, !dbg !357
    #dbg_value(i32 %8, !346, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !356)
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8, !dbg !358
  %10 = trunc i64 %9 to i32, !dbg !358
    #dbg_value(i32 %10, !347, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !356)
  %11 = icmp sge i32 %10, %4, !dbg !359
  %12 = icmp sgt i32 %8, %10
  %13 = select i1 %11, i1 true, i1 %12, !dbg !360
  br i1 %13, label %42, label %14, !dbg !360

14:                                               ; preds = %6
  %15 = mul nsw i32 %10, %4, !dbg !361
  %16 = add nsw i32 %15, %8, !dbg !361
  %17 = sext i32 %16 to i64, !dbg !361
  %18 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %17, !dbg !361
  %19 = load float, ptr addrspace(1) %18, align 4, !dbg !361, !tbaa !63
  %20 = fmul float %19, %3, !dbg !362
    #dbg_value(float %20, !348, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !363)
    #dbg_value(i32 0, !351, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !364)
  %21 = icmp sgt i32 %5, 0, !dbg !365
  br i1 %21, label %22, label %25, !dbg !367

22:                                               ; preds = %14
  %23 = mul nsw i32 %10, %5
  %24 = mul nsw i32 %8, %5
  br label %27, !dbg !367

25:                                               ; preds = %27, %14
  %26 = phi float [ %20, %14 ], [ %39, %27 ], !dbg !363
  store float %26, ptr addrspace(1) %18, align 4, !dbg !368, !tbaa !63
  br label %42, !dbg !369

27:                                               ; preds = %22, %27
  %28 = phi i32 [ 0, %22 ], [ %40, %27 ]
  %29 = phi float [ %20, %22 ], [ %39, %27 ]
    #dbg_value(i32 %28, !351, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !364)
    #dbg_value(float %29, !348, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !363)
  %30 = add nsw i32 %28, %23, !dbg !370
  %31 = sext i32 %30 to i64, !dbg !370
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31, !dbg !370
  %33 = load float, ptr addrspace(1) %32, align 4, !dbg !370, !tbaa !63
  %34 = fmul float %33, %2, !dbg !371
  %35 = add nsw i32 %28, %24, !dbg !372
  %36 = sext i32 %35 to i64, !dbg !372
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36, !dbg !372
  %38 = load float, ptr addrspace(1) %37, align 4, !dbg !372, !tbaa !63
  %39 = tail call float @llvm.fmuladd.f32(float %34, float %38, float %29), !dbg !373
    #dbg_value(float %39, !348, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !363)
  %40 = add nuw nsw i32 %28, 1, !dbg !374
    #dbg_value(i32 %40, !351, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !364)
  %41 = icmp eq i32 %40, %5, !dbg !365
  br i1 %41, label %25, label %27, !dbg !367, !llvm.loop !375

42:                                               ; preds = %25, %6
  ret void, !dbg !377
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_cov_mean(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, float noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !dbg !378 !kernel_arg_addr_space !393 !kernel_arg_access_qual !178 !kernel_arg_type !394 !kernel_arg_base_type !394 !kernel_arg_type_qual !395 {
    #dbg_value(ptr addrspace(1) %0, !382, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !396)
    #dbg_value(ptr addrspace(1) %1, !383, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !396)
    #dbg_value(float %2, !384, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !396)
    #dbg_value(i32 %3, !385, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !396)
    #dbg_value(i32 %4, !386, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !396)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !397
  %7 = trunc i64 %6 to i32, !dbg !397
    #dbg_value(i32 %7, !387, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !396)
  %8 = icmp slt i32 %7, %3, !dbg !398
  br i1 %8, label %9, label %28, !dbg !399

9:                                                ; preds = %5
    #dbg_value(i32 0, !391, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(float 0.000000e+00, !388, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !401)
  %10 = icmp sgt i32 %4, 0, !dbg !402
  br i1 %10, label %17, label %11, !dbg !404

11:                                               ; preds = %17, %9
  %12 = phi float [ 0.000000e+00, %9 ], [ %25, %17 ], !dbg !401
  %13 = fdiv float %12, %2, !dbg !405, !fpmath !406
  %14 = shl i64 %6, 32, !dbg !407
  %15 = ashr exact i64 %14, 30, !dbg !407
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %15, !dbg !407
  store float %13, ptr addrspace(1) %16, align 4, !dbg !408, !tbaa !63
  br label %28, !dbg !409

17:                                               ; preds = %9, %17
  %18 = phi i32 [ %26, %17 ], [ 0, %9 ]
  %19 = phi float [ %25, %17 ], [ 0.000000e+00, %9 ]
    #dbg_value(i32 %18, !391, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(float %19, !388, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !401)
  %20 = mul nsw i32 %18, %3, !dbg !410
  %21 = add nsw i32 %20, %7, !dbg !410
  %22 = sext i32 %21 to i64, !dbg !410
  %23 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22, !dbg !410
  %24 = load float, ptr addrspace(1) %23, align 4, !dbg !410, !tbaa !63
  %25 = fadd float %19, %24, !dbg !411
    #dbg_value(float %25, !388, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !401)
  %26 = add nuw nsw i32 %18, 1, !dbg !412
    #dbg_value(i32 %26, !391, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
  %27 = icmp eq i32 %26, %4, !dbg !402
  br i1 %27, label %11, label %17, !dbg !404, !llvm.loop !413

28:                                               ; preds = %11, %5
  ret void, !dbg !415
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_cov(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !416 !kernel_arg_addr_space !432 !kernel_arg_access_qual !433 !kernel_arg_type !434 !kernel_arg_base_type !434 !kernel_arg_type_qual !435 {
    #dbg_value(ptr addrspace(1) %0, !420, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !436)
    #dbg_value(ptr addrspace(1) %1, !421, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !436)
    #dbg_value(i32 %2, !422, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !436)
    #dbg_value(i32 %3, !423, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !436)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !437
  %6 = trunc i64 %5 to i32, !dbg !437
    #dbg_value(i32 %6, !424, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !436)
  %7 = icmp slt i32 %6, %2, !dbg !438
  br i1 %7, label %8, label %39, !dbg !440

8:                                                ; preds = %4
    #dbg_value(i32 %6, !425, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
  %9 = icmp sgt i32 %3, 0
  %10 = mul nsw i32 %6, %2
  br label %11, !dbg !442

11:                                               ; preds = %8, %13
  %12 = phi i32 [ %6, %8 ], [ %22, %13 ]
    #dbg_value(i32 %12, !425, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
    #dbg_value(i32 0, !430, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !443)
    #dbg_value(float 0.000000e+00, !427, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !444)
  br i1 %9, label %24, label %13, !dbg !445

13:                                               ; preds = %24, %11
  %14 = phi float [ 0.000000e+00, %11 ], [ %36, %24 ], !dbg !444
  %15 = add nsw i32 %12, %10, !dbg !446
  %16 = sext i32 %15 to i64, !dbg !446
  %17 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16, !dbg !446
  store float %14, ptr addrspace(1) %17, align 4, !dbg !447, !tbaa !63
  %18 = mul nsw i32 %12, %2, !dbg !448
  %19 = add nsw i32 %18, %6, !dbg !448
  %20 = sext i32 %19 to i64, !dbg !448
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20, !dbg !448
  store float %14, ptr addrspace(1) %21, align 4, !dbg !449, !tbaa !63
  %22 = add nsw i32 %12, 1, !dbg !450
    #dbg_value(i32 %22, !425, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !441)
  %23 = icmp slt i32 %22, %2, !dbg !451
  br i1 %23, label %11, label %39, !dbg !442, !llvm.loop !452

24:                                               ; preds = %11, %24
  %25 = phi i32 [ %37, %24 ], [ 0, %11 ]
  %26 = phi float [ %36, %24 ], [ 0.000000e+00, %11 ]
    #dbg_value(i32 %25, !430, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !443)
    #dbg_value(float %26, !427, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !444)
  %27 = mul nsw i32 %25, %2, !dbg !454
  %28 = add nsw i32 %27, %6, !dbg !454
  %29 = sext i32 %28 to i64, !dbg !454
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29, !dbg !454
  %31 = load float, ptr addrspace(1) %30, align 4, !dbg !454, !tbaa !63
  %32 = add nsw i32 %27, %12, !dbg !456
  %33 = sext i32 %32 to i64, !dbg !456
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33, !dbg !456
  %35 = load float, ptr addrspace(1) %34, align 4, !dbg !456, !tbaa !63
  %36 = tail call float @llvm.fmuladd.f32(float %31, float %35, float %26), !dbg !457
    #dbg_value(float %36, !427, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !444)
  %37 = add nuw nsw i32 %25, 1, !dbg !458
    #dbg_value(i32 %37, !430, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !443)
  %38 = icmp eq i32 %37, %3, !dbg !459
  br i1 %38, label %13, label %24, !dbg !445, !llvm.loop !460

39:                                               ; preds = %13, %4
  ret void, !dbg !462
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_corr_std(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !dbg !463 !kernel_arg_addr_space !104 !kernel_arg_access_qual !105 !kernel_arg_type !483 !kernel_arg_base_type !483 !kernel_arg_type_qual !484 {
    #dbg_value(ptr addrspace(1) %0, !467, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
    #dbg_value(ptr addrspace(1) %1, !468, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
    #dbg_value(ptr addrspace(1) %2, !469, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
    #dbg_value(float %3, !470, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
    #dbg_value(float %4, !471, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
    #dbg_value(i32 %5, !472, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
    #dbg_value(i32 %6, !473, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !486
  %9 = trunc i64 %8 to i32, !dbg !486
    #dbg_value(i32 %9, !474, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !485)
  %10 = icmp slt i32 %9, %5, !dbg !487
  br i1 %10, label %11, label %39, !dbg !488

11:                                               ; preds = %7
    #dbg_value(float 0.000000e+00, !475, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !489)
    #dbg_value(i32 0, !478, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !490)
  %12 = icmp sgt i32 %6, 0, !dbg !491
  br i1 %12, label %13, label %18, !dbg !492

13:                                               ; preds = %11
  %14 = shl i64 %8, 32
  %15 = ashr exact i64 %14, 30
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !63
  br label %27, !dbg !492

18:                                               ; preds = %27, %11
  %19 = phi float [ 0.000000e+00, %11 ], [ %36, %27 ], !dbg !489
  %20 = fdiv float %19, %3, !dbg !493, !fpmath !406
  %21 = tail call float @llvm.sqrt.f32(float noundef %20) #8, !dbg !494, !fpmath !495
    #dbg_value(float %21, !475, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !489)
  %22 = fcmp ole float %21, %4, !dbg !496
  %23 = select i1 %22, float 1.000000e+00, float %21, !dbg !497
  %24 = shl i64 %8, 32, !dbg !498
  %25 = ashr exact i64 %24, 30, !dbg !498
  %26 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %25, !dbg !498
  store float %23, ptr addrspace(1) %26, align 4, !dbg !499, !tbaa !63
  br label %39, !dbg !500

27:                                               ; preds = %13, %27
  %28 = phi float [ 0.000000e+00, %13 ], [ %36, %27 ]
  %29 = phi i32 [ 0, %13 ], [ %37, %27 ]
    #dbg_value(float %28, !475, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !489)
    #dbg_value(i32 %29, !478, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !490)
  %30 = mul nsw i32 %29, %5, !dbg !501
  %31 = add nsw i32 %30, %9, !dbg !501
  %32 = sext i32 %31 to i64, !dbg !501
  %33 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %32, !dbg !501
  %34 = load float, ptr addrspace(1) %33, align 4, !dbg !501, !tbaa !63
  %35 = fsub float %34, %17, !dbg !502
    #dbg_value(float %35, !480, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !503)
  %36 = tail call float @llvm.fmuladd.f32(float %35, float %35, float %28), !dbg !504
    #dbg_value(float %36, !475, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !489)
  %37 = add nuw nsw i32 %29, 1, !dbg !505
    #dbg_value(i32 %37, !478, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !490)
  %38 = icmp eq i32 %37, %6, !dbg !491
  br i1 %38, label %18, label %27, !dbg !492, !llvm.loop !506

39:                                               ; preds = %18, %7
  ret void, !dbg !508
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @pb_gramschmidt_norm(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #4 !dbg !509 !kernel_arg_addr_space !534 !kernel_arg_access_qual !105 !kernel_arg_type !535 !kernel_arg_base_type !535 !kernel_arg_type_qual !536 {
    #dbg_value(ptr addrspace(1) %0, !514, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !537)
    #dbg_value(ptr addrspace(1) %1, !515, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !537)
    #dbg_value(ptr addrspace(1) %2, !516, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !537)
    #dbg_value(ptr addrspace(3) %3, !517, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !537)
    #dbg_value(i32 %4, !518, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !537)
    #dbg_value(i32 %5, !519, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !537)
    #dbg_value(i32 %6, !520, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !537)
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #8, !dbg !538
  %9 = trunc i64 %8 to i32, !dbg !538
    #dbg_value(i32 %9, !521, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !537)
  %10 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #8, !dbg !539
  %11 = trunc i64 %10 to i32, !dbg !539
    #dbg_value(i32 %11, !522, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !537)
    #dbg_value(float 0.000000e+00, !523, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !537)
    #dbg_value(i32 %9, !524, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !540)
  %12 = icmp slt i32 %9, %5, !dbg !541
  br i1 %12, label %18, label %13, !dbg !542

13:                                               ; preds = %18, %7
  %14 = phi float [ 0.000000e+00, %7 ], [ %26, %18 ], !dbg !537
  %15 = getelementptr inbounds float, ptr addrspace(3) %3, i32 %9, !dbg !543
  store float %14, ptr addrspace(3) %15, align 4, !dbg !544, !tbaa !63
  tail call void @_Z7barrierj(i32 noundef 1) #9, !dbg !545
    #dbg_value(i32 %11, !529, !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !546)
  %16 = getelementptr float, ptr addrspace(3) %3, i32 %9, !dbg !547
    #dbg_value(i32 %11, !529, !DIExpression(DW_OP_constu, 2, DW_OP_div, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !546)
  %17 = icmp sgt i32 %11, 1, !dbg !548
  br i1 %17, label %33, label %29, !dbg !550

18:                                               ; preds = %7, %18
  %19 = phi float [ %26, %18 ], [ 0.000000e+00, %7 ]
  %20 = phi i32 [ %27, %18 ], [ %9, %7 ]
    #dbg_value(float %19, !523, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !537)
    #dbg_value(i32 %20, !524, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !540)
  %21 = mul nsw i32 %20, %6, !dbg !551
  %22 = add nsw i32 %21, %4, !dbg !551
  %23 = sext i32 %22 to i64, !dbg !551
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23, !dbg !551
  %25 = load float, ptr addrspace(1) %24, align 4, !dbg !551, !tbaa !63
    #dbg_value(float %25, !526, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !552)
  %26 = tail call float @llvm.fmuladd.f32(float %25, float %25, float %19), !dbg !553
    #dbg_value(float %26, !523, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !537)
  %27 = add nsw i32 %20, %11, !dbg !554
    #dbg_value(i32 %27, !524, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !540)
  %28 = icmp slt i32 %27, %5, !dbg !541
  br i1 %28, label %18, label %13, !dbg !542, !llvm.loop !555

29:                                               ; preds = %42, %13
  %30 = load float, ptr addrspace(3) %3, align 4, !dbg !557, !tbaa !63
  %31 = tail call float @llvm.sqrt.f32(float noundef %30) #8, !dbg !558, !fpmath !495
    #dbg_value(float %31, !531, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !537)
  %32 = icmp eq i32 %9, 0, !dbg !559
  br i1 %32, label %44, label %49, !dbg !561

33:                                               ; preds = %13, %42
  %34 = phi i32 [ %35, %42 ], [ %11, %13 ]
  %35 = lshr i32 %34, 1, !dbg !562
    #dbg_value(i32 %35, !529, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !546)
  %36 = icmp sgt i32 %35, %9, !dbg !563
  br i1 %36, label %37, label %42, !dbg !566

37:                                               ; preds = %33
  %38 = getelementptr float, ptr addrspace(3) %16, i32 %35, !dbg !567
  %39 = load float, ptr addrspace(3) %38, align 4, !dbg !567, !tbaa !63
  %40 = load float, ptr addrspace(3) %15, align 4, !dbg !568, !tbaa !63
  %41 = fadd float %39, %40, !dbg !568
  store float %41, ptr addrspace(3) %15, align 4, !dbg !568, !tbaa !63
  br label %42, !dbg !569

42:                                               ; preds = %37, %33
  tail call void @_Z7barrierj(i32 noundef 1) #9, !dbg !570
    #dbg_value(i32 %35, !529, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !546)
  %43 = icmp ult i32 %34, 4, !dbg !548
  br i1 %43, label %29, label %33, !dbg !550, !llvm.loop !571

44:                                               ; preds = %29
  %45 = add i32 %6, 1, !dbg !573
  %46 = mul i32 %45, %4, !dbg !573
  %47 = sext i32 %46 to i64, !dbg !573
  %48 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47, !dbg !573
  store float %31, ptr addrspace(1) %48, align 4, !dbg !574, !tbaa !63
  br label %49, !dbg !573

49:                                               ; preds = %44, %29
    #dbg_value(i32 %9, !532, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !575)
  %50 = icmp slt i32 %9, %5, !dbg !576
  br i1 %50, label %52, label %51, !dbg !578

51:                                               ; preds = %52, %49
  ret void, !dbg !579

52:                                               ; preds = %49, %52
  %53 = phi i32 [ %61, %52 ], [ %9, %49 ]
    #dbg_value(i32 %53, !532, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !575)
  %54 = mul nsw i32 %53, %6, !dbg !580
  %55 = add nsw i32 %54, %4, !dbg !580
  %56 = sext i32 %55 to i64, !dbg !580
  %57 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %56, !dbg !580
  %58 = load float, ptr addrspace(1) %57, align 4, !dbg !580, !tbaa !63
  %59 = fdiv float %58, %31, !dbg !581, !fpmath !406
  %60 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %56, !dbg !582
  store float %59, ptr addrspace(1) %60, align 4, !dbg !583, !tbaa !63
  %61 = add nsw i32 %53, %11, !dbg !584
    #dbg_value(i32 %61, !532, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !575)
  %62 = icmp slt i32 %61, %5, !dbg !576
  br i1 %62, label %52, label %51, !dbg !578, !llvm.loop !585
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !587 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !588 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !589 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_lu_step(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !dbg !593 !kernel_arg_addr_space !602 !kernel_arg_access_qual !603 !kernel_arg_type !604 !kernel_arg_base_type !604 !kernel_arg_type_qual !605 {
    #dbg_value(ptr addrspace(1) %0, !597, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !606)
    #dbg_value(i32 %1, !598, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !606)
    #dbg_value(i32 %2, !599, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !606)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !607
  %5 = trunc i64 %4 to i32, !dbg !607
  %6 = add i32 %1, 1, !dbg !607
  %7 = add i32 %6, %5, !dbg !607
    #dbg_value(i32 %7, !600, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !606)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8, !dbg !608
  %9 = trunc i64 %8 to i32, !dbg !608
  %10 = add i32 %1, 1, !dbg !608
  %11 = add i32 %10, %9, !dbg !608
    #dbg_value(i32 %11, !601, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !606)
  %12 = icmp slt i32 %11, %2, !dbg !609
  %13 = icmp slt i32 %7, %2
  %14 = select i1 %12, i1 %13, i1 false, !dbg !611
  br i1 %14, label %15, label %37, !dbg !611

15:                                               ; preds = %3
  %16 = mul nsw i32 %11, %2, !dbg !612
  %17 = add nsw i32 %16, %1, !dbg !612
  %18 = sext i32 %17 to i64, !dbg !612
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18, !dbg !612
  %20 = load float, ptr addrspace(1) %19, align 4, !dbg !612, !tbaa !63
  %21 = mul nsw i32 %2, %1, !dbg !613
  %22 = add nsw i32 %7, %21, !dbg !613
  %23 = sext i32 %22 to i64, !dbg !613
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23, !dbg !613
  %25 = load float, ptr addrspace(1) %24, align 4, !dbg !613, !tbaa !63
  %26 = fmul float %20, %25, !dbg !614
  %27 = add nsw i32 %21, %1, !dbg !615
  %28 = sext i32 %27 to i64, !dbg !615
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28, !dbg !615
  %30 = load float, ptr addrspace(1) %29, align 4, !dbg !615, !tbaa !63
  %31 = fdiv float %26, %30, !dbg !616, !fpmath !406
  %32 = add nsw i32 %16, %7, !dbg !617
  %33 = sext i32 %32 to i64, !dbg !617
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33, !dbg !617
  %35 = load float, ptr addrspace(1) %34, align 4, !dbg !618, !tbaa !63
  %36 = fsub float %35, %31, !dbg !618
  store float %36, ptr addrspace(1) %34, align 4, !dbg !618, !tbaa !63
  br label %37, !dbg !617

37:                                               ; preds = %15, %3
  ret void, !dbg !619
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @pb_jacobi1d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #4 !dbg !620 !kernel_arg_addr_space !631 !kernel_arg_access_qual !433 !kernel_arg_type !632 !kernel_arg_base_type !632 !kernel_arg_type_qual !633 {
    #dbg_value(ptr addrspace(1) %0, !624, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !634)
    #dbg_value(ptr addrspace(1) %1, !625, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !634)
    #dbg_value(ptr addrspace(3) %2, !626, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !634)
    #dbg_value(i32 %3, !627, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !634)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !635
  %6 = trunc i64 %5 to i32, !dbg !635
    #dbg_value(i32 %6, !628, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !634)
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #8, !dbg !636
  %8 = trunc i64 %7 to i32, !dbg !636
    #dbg_value(i32 %8, !629, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !634)
  %9 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #8, !dbg !637
  %10 = trunc i64 %9 to i32, !dbg !637
    #dbg_value(i32 %10, !630, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !634)
  %11 = icmp slt i32 %6, %3, !dbg !638
  br i1 %11, label %12, label %17, !dbg !639

12:                                               ; preds = %4
  %13 = shl i64 %5, 32, !dbg !640
  %14 = ashr exact i64 %13, 30, !dbg !640
  %15 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %14, !dbg !640
  %16 = load float, ptr addrspace(1) %15, align 4, !dbg !640, !tbaa !63
  br label %17, !dbg !639

17:                                               ; preds = %4, %12
  %18 = phi float [ %16, %12 ], [ 0.000000e+00, %4 ], !dbg !639
  %19 = getelementptr float, ptr addrspace(3) %2, i32 %8, !dbg !641
  %20 = getelementptr i8, ptr addrspace(3) %19, i32 4, !dbg !641
  store float %18, ptr addrspace(3) %20, align 4, !dbg !642, !tbaa !63
  %21 = icmp eq i32 %8, 0, !dbg !643
  br i1 %21, label %22, label %31, !dbg !645

22:                                               ; preds = %17
  %23 = icmp sgt i32 %6, 0, !dbg !646
  br i1 %23, label %24, label %29, !dbg !647

24:                                               ; preds = %22
  %25 = add i64 %5, 4294967295, !dbg !648
  %26 = and i64 %25, 4294967295, !dbg !649
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26, !dbg !649
  %28 = load float, ptr addrspace(1) %27, align 4, !dbg !649, !tbaa !63
  br label %29, !dbg !647

29:                                               ; preds = %22, %24
  %30 = phi float [ %28, %24 ], [ 0.000000e+00, %22 ], !dbg !647
  store float %30, ptr addrspace(3) %2, align 4, !dbg !650, !tbaa !63
  br label %31, !dbg !651

31:                                               ; preds = %29, %17
  %32 = add nsw i32 %10, -1, !dbg !652
  %33 = icmp eq i32 %32, %8, !dbg !654
  br i1 %33, label %34, label %45, !dbg !655

34:                                               ; preds = %31
  %35 = add nsw i32 %6, 1, !dbg !656
  %36 = icmp slt i32 %35, %3, !dbg !657
  br i1 %36, label %37, label %41, !dbg !658

37:                                               ; preds = %34
  %38 = sext i32 %35 to i64, !dbg !659
  %39 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %38, !dbg !659
  %40 = load float, ptr addrspace(1) %39, align 4, !dbg !659, !tbaa !63
  br label %41, !dbg !658

41:                                               ; preds = %34, %37
  %42 = phi float [ %40, %37 ], [ 0.000000e+00, %34 ], !dbg !658
  %43 = getelementptr float, ptr addrspace(3) %2, i32 %10, !dbg !660
  %44 = getelementptr i8, ptr addrspace(3) %43, i32 4, !dbg !660
  store float %42, ptr addrspace(3) %44, align 4, !dbg !661, !tbaa !63
  br label %45, !dbg !660

45:                                               ; preds = %41, %31
  tail call void @_Z7barrierj(i32 noundef 1) #9, !dbg !662
  %46 = icmp sgt i32 %6, 0, !dbg !663
  %47 = add nsw i32 %3, -1
  %48 = icmp sgt i32 %47, %6
  %49 = select i1 %46, i1 %48, i1 false, !dbg !665
  br i1 %49, label %50, label %60, !dbg !665

50:                                               ; preds = %45
  %51 = load float, ptr addrspace(3) %19, align 4, !dbg !666, !tbaa !63
  %52 = load float, ptr addrspace(3) %20, align 4, !dbg !667, !tbaa !63
  %53 = fadd float %51, %52, !dbg !668
  %54 = getelementptr i8, ptr addrspace(3) %19, i32 8, !dbg !669
  %55 = load float, ptr addrspace(3) %54, align 4, !dbg !669, !tbaa !63
  %56 = fadd float %53, %55, !dbg !670
  %57 = fmul float %56, 0x3FD5554760000000, !dbg !671
  %58 = and i64 %5, 2147483647, !dbg !672
  %59 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %58, !dbg !672
  store float %57, ptr addrspace(1) %59, align 4, !dbg !673, !tbaa !63
  br label %60, !dbg !672

60:                                               ; preds = %50, %45
  ret void, !dbg !674
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @pb_jacobi2d_tile(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !dbg !675 !kernel_arg_addr_space !696 !kernel_arg_access_qual !433 !kernel_arg_type !434 !kernel_arg_base_type !434 !kernel_arg_type_qual !697 {
    #dbg_value(ptr addrspace(1) %0, !679, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !698)
    #dbg_value(ptr addrspace(3) %1, !680, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !698)
    #dbg_value(i32 %2, !681, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !698)
    #dbg_value(i32 %3, !682, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !698)
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #8, !dbg !699
  %6 = trunc i64 %5 to i32, !dbg !699
    #dbg_value(i32 %6, !683, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !698)
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #8, !dbg !700
  %8 = trunc i64 %7 to i32, !dbg !700
    #dbg_value(i32 %8, !684, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !698)
  %9 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #8, !dbg !701
  %10 = trunc i64 %9 to i32, !dbg !701
    #dbg_value(i32 %10, !685, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !698)
  %11 = tail call i64 @_Z14get_local_sizej(i32 noundef 1) #8, !dbg !702
  %12 = trunc i64 %11 to i32, !dbg !702
    #dbg_value(i32 %12, !686, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !698)
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #8, !dbg !703
  %14 = add i64 %9, 4294967294, !dbg !704
  %15 = mul i64 %13, %14, !dbg !705
  %16 = add i64 %15, %5, !dbg !706
  %17 = trunc i64 %16 to i32, !dbg !703
    #dbg_value(i32 %17, !687, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !698)
  %18 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #8, !dbg !707
  %19 = add i64 %11, 4294967294, !dbg !708
  %20 = mul i64 %18, %19, !dbg !709
  %21 = add i64 %20, %7, !dbg !710
  %22 = trunc i64 %21 to i32, !dbg !707
    #dbg_value(i32 %22, !688, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !698)
  %23 = icmp slt i32 %17, %2, !dbg !711
  %24 = icmp slt i32 %22, %2, !dbg !712
  %25 = select i1 %23, i1 %24, i1 false, !dbg !712
    #dbg_value(i1 %25, !689, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !698)
  br i1 %25, label %26, label %32, !dbg !713

26:                                               ; preds = %4
  %27 = mul nsw i32 %22, %2, !dbg !714
  %28 = add nsw i32 %27, %17, !dbg !714
  %29 = sext i32 %28 to i64, !dbg !714
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29, !dbg !714
  %31 = load float, ptr addrspace(1) %30, align 4, !dbg !714, !tbaa !63
  br label %32, !dbg !713

32:                                               ; preds = %4, %26
  %33 = phi float [ %31, %26 ], [ 0.000000e+00, %4 ], !dbg !713
  %34 = mul nsw i32 %10, %8, !dbg !715
  %35 = getelementptr float, ptr addrspace(3) %1, i32 %34, !dbg !716
  %36 = getelementptr float, ptr addrspace(3) %35, i32 %6, !dbg !716
  store float %33, ptr addrspace(3) %36, align 4, !dbg !717, !tbaa !63
  tail call void @_Z7barrierj(i32 noundef 1) #9, !dbg !718
    #dbg_value(i32 0, !691, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !719)
  %37 = icmp sgt i32 %3, 0, !dbg !720
  br i1 %37, label %38, label %60, !dbg !721

38:                                               ; preds = %32
  %39 = icmp sgt i32 %6, 0
  %40 = icmp sgt i32 %8, 0
  %41 = select i1 %39, i1 %40, i1 false
  %42 = add nsw i32 %10, -1
  %43 = icmp sgt i32 %42, %6
  %44 = select i1 %41, i1 %43, i1 false
  %45 = add nsw i32 %12, -1
  %46 = icmp sgt i32 %45, %8
  %47 = select i1 %44, i1 %46, i1 false
  %48 = getelementptr i8, ptr addrspace(3) %36, i32 -4
  %49 = getelementptr i8, ptr addrspace(3) %36, i32 4
  %50 = add i64 %7, 4294967295
  %51 = mul i64 %50, %9
  %52 = add i64 %51, %5
  %53 = trunc i64 %52 to i32
  %54 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %53
  %55 = add nuw nsw i64 %7, 1
  %56 = mul i64 %55, %9
  %57 = add i64 %56, %5
  %58 = trunc i64 %57 to i32
  %59 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %58
  br label %71, !dbg !721

60:                                               ; preds = %84, %32
  %61 = icmp sgt i32 %6, 0
  %62 = and i1 %61, %25, !dbg !722
  %63 = icmp sgt i32 %8, 0
  %64 = select i1 %62, i1 %63, i1 false, !dbg !722
  %65 = add nsw i32 %10, -1
  %66 = icmp sgt i32 %65, %6
  %67 = select i1 %64, i1 %66, i1 false, !dbg !722
  %68 = add nsw i32 %12, -1
  %69 = icmp sgt i32 %68, %8
  %70 = select i1 %67, i1 %69, i1 false, !dbg !722
  br i1 %70, label %88, label %94, !dbg !722

71:                                               ; preds = %38, %84
  %72 = phi i32 [ 0, %38 ], [ %86, %84 ]
    #dbg_value(i32 %72, !691, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !719)
  %73 = load float, ptr addrspace(3) %36, align 4, !dbg !724, !tbaa !63
    #dbg_value(float %73, !693, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !725)
  br i1 %47, label %74, label %84, !dbg !726

74:                                               ; preds = %71
  %75 = load float, ptr addrspace(3) %48, align 4, !dbg !728, !tbaa !63
  %76 = fadd float %73, %75, !dbg !729
  %77 = load float, ptr addrspace(3) %49, align 4, !dbg !730, !tbaa !63
  %78 = fadd float %76, %77, !dbg !731
  %79 = load float, ptr addrspace(3) %54, align 4, !dbg !732, !tbaa !63
  %80 = fadd float %78, %79, !dbg !733
  %81 = load float, ptr addrspace(3) %59, align 4, !dbg !734, !tbaa !63
  %82 = fadd float %80, %81, !dbg !735
  %83 = fmul float %82, 0x3FC99999A0000000, !dbg !736
    #dbg_value(float %83, !693, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !725)
  br label %84, !dbg !737

84:                                               ; preds = %74, %71
  %85 = phi float [ %83, %74 ], [ %73, %71 ], !dbg !725
    #dbg_value(float %85, !693, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !725)
  tail call void @_Z7barrierj(i32 noundef 1) #9, !dbg !738
  store float %85, ptr addrspace(3) %36, align 4, !dbg !739, !tbaa !63
  tail call void @_Z7barrierj(i32 noundef 1) #9, !dbg !740
  %86 = add nuw nsw i32 %72, 1, !dbg !741
    #dbg_value(i32 %86, !691, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !719)
  %87 = icmp eq i32 %86, %3, !dbg !720
  br i1 %87, label %60, label %71, !dbg !721, !llvm.loop !742

88:                                               ; preds = %60
  %89 = load float, ptr addrspace(3) %36, align 4, !dbg !744, !tbaa !63
  %90 = mul nsw i32 %22, %2, !dbg !745
  %91 = add nsw i32 %90, %17, !dbg !745
  %92 = sext i32 %91 to i64, !dbg !745
  %93 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %92, !dbg !745
  store float %89, ptr addrspace(1) %93, align 4, !dbg !746, !tbaa !63
  br label %94, !dbg !745

94:                                               ; preds = %88, %60
  ret void, !dbg !747
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !748 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_fdtd2d(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #6 !dbg !749 !kernel_arg_addr_space !763 !kernel_arg_access_qual !54 !kernel_arg_type !764 !kernel_arg_base_type !764 !kernel_arg_type_qual !765 {
    #dbg_value(ptr addrspace(1) %0, !753, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !766)
    #dbg_value(ptr addrspace(1) %1, !754, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !766)
    #dbg_value(ptr addrspace(1) %2, !755, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !766)
    #dbg_value(ptr addrspace(1) %3, !756, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !766)
    #dbg_value(i32 %4, !757, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !766)
    #dbg_value(i32 %5, !758, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !766)
    #dbg_value(i32 %6, !759, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !766)
    #dbg_value(i32 %7, !760, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !766)
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !767
  %10 = trunc i64 %9 to i32, !dbg !767
    #dbg_value(i32 %10, !761, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !766)
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8, !dbg !768
  %12 = trunc i64 %11 to i32, !dbg !768
    #dbg_value(i32 %12, !762, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !766)
  %13 = icmp slt i32 %12, %5, !dbg !769
  %14 = icmp slt i32 %10, %6
  %15 = select i1 %13, i1 %14, i1 false, !dbg !771
  br i1 %15, label %16, label %90, !dbg !771

16:                                               ; preds = %8
  switch i32 %7, label %59 [
    i32 0, label %17
    i32 1, label %42
  ], !dbg !772

17:                                               ; preds = %16
  %18 = icmp eq i32 %12, 0, !dbg !773
  br i1 %18, label %19, label %26, !dbg !776

19:                                               ; preds = %17
  %20 = sext i32 %4 to i64, !dbg !777
  %21 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %20, !dbg !777
  %22 = load float, ptr addrspace(1) %21, align 4, !dbg !777, !tbaa !63
  %23 = shl i64 %9, 32, !dbg !778
  %24 = ashr exact i64 %23, 30, !dbg !778
  %25 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %24, !dbg !778
  store float %22, ptr addrspace(1) %25, align 4, !dbg !779, !tbaa !63
  br label %90, !dbg !778

26:                                               ; preds = %17
  %27 = mul nsw i32 %12, %6, !dbg !780
  %28 = add nsw i32 %27, %10, !dbg !780
  %29 = sext i32 %28 to i64, !dbg !780
  %30 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %29, !dbg !780
  %31 = load float, ptr addrspace(1) %30, align 4, !dbg !780, !tbaa !63
  %32 = add nsw i32 %12, -1, !dbg !781
  %33 = mul nsw i32 %32, %6, !dbg !781
  %34 = add nsw i32 %33, %10, !dbg !781
  %35 = sext i32 %34 to i64, !dbg !781
  %36 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %35, !dbg !781
  %37 = load float, ptr addrspace(1) %36, align 4, !dbg !781, !tbaa !63
  %38 = fsub float %31, %37, !dbg !782
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29, !dbg !783
  %40 = load float, ptr addrspace(1) %39, align 4, !dbg !784, !tbaa !63
  %41 = tail call float @llvm.fmuladd.f32(float %38, float -5.000000e-01, float %40), !dbg !784
  store float %41, ptr addrspace(1) %39, align 4, !dbg !784, !tbaa !63
  br label %90

42:                                               ; preds = %16
  %43 = icmp sgt i32 %10, 0, !dbg !785
  br i1 %43, label %44, label %90, !dbg !787

44:                                               ; preds = %42
  %45 = mul nsw i32 %12, %6, !dbg !788
  %46 = add nsw i32 %45, %10, !dbg !788
  %47 = sext i32 %46 to i64, !dbg !788
  %48 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %47, !dbg !788
  %49 = load float, ptr addrspace(1) %48, align 4, !dbg !788, !tbaa !63
  %50 = add nsw i32 %10, -1, !dbg !789
  %51 = add nsw i32 %50, %45, !dbg !789
  %52 = sext i32 %51 to i64, !dbg !789
  %53 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %52, !dbg !789
  %54 = load float, ptr addrspace(1) %53, align 4, !dbg !789, !tbaa !63
  %55 = fsub float %49, %54, !dbg !790
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %47, !dbg !791
  %57 = load float, ptr addrspace(1) %56, align 4, !dbg !792, !tbaa !63
  %58 = tail call float @llvm.fmuladd.f32(float %55, float -5.000000e-01, float %57), !dbg !792
  store float %58, ptr addrspace(1) %56, align 4, !dbg !792, !tbaa !63
  br label %90, !dbg !791

59:                                               ; preds = %16
  %60 = add nsw i32 %5, -1, !dbg !793
  %61 = icmp sgt i32 %60, %12, !dbg !795
  %62 = add nsw i32 %6, -1
  %63 = icmp sgt i32 %62, %10
  %64 = select i1 %61, i1 %63, i1 false, !dbg !796
  br i1 %64, label %65, label %90, !dbg !796

65:                                               ; preds = %59
  %66 = mul nsw i32 %12, %6, !dbg !797
  %67 = add nsw i32 %10, 1, !dbg !797
  %68 = add nsw i32 %67, %66, !dbg !797
  %69 = sext i32 %68 to i64, !dbg !797
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69, !dbg !797
  %71 = load float, ptr addrspace(1) %70, align 4, !dbg !797, !tbaa !63
  %72 = add nsw i32 %66, %10, !dbg !798
  %73 = sext i32 %72 to i64, !dbg !798
  %74 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %73, !dbg !798
  %75 = load float, ptr addrspace(1) %74, align 4, !dbg !798, !tbaa !63
  %76 = fsub float %71, %75, !dbg !799
  %77 = add nsw i32 %12, 1, !dbg !800
  %78 = mul nsw i32 %77, %6, !dbg !800
  %79 = add nsw i32 %78, %10, !dbg !800
  %80 = sext i32 %79 to i64, !dbg !800
  %81 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %80, !dbg !800
  %82 = load float, ptr addrspace(1) %81, align 4, !dbg !800, !tbaa !63
  %83 = fadd float %76, %82, !dbg !801
  %84 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %73, !dbg !802
  %85 = load float, ptr addrspace(1) %84, align 4, !dbg !802, !tbaa !63
  %86 = fsub float %83, %85, !dbg !803
  %87 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %73, !dbg !804
  %88 = load float, ptr addrspace(1) %87, align 4, !dbg !805, !tbaa !63
  %89 = tail call float @llvm.fmuladd.f32(float %86, float 0xBFE6666660000000, float %88), !dbg !805
  store float %89, ptr addrspace(1) %87, align 4, !dbg !805, !tbaa !63
  br label %90, !dbg !804

90:                                               ; preds = %26, %19, %44, %42, %65, %59, %8
  ret void, !dbg !806
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_conv2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !807 !kernel_arg_addr_space !432 !kernel_arg_access_qual !433 !kernel_arg_type !434 !kernel_arg_base_type !434 !kernel_arg_type_qual !633 {
    #dbg_value(ptr addrspace(1) %0, !811, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !829)
    #dbg_value(ptr addrspace(1) %1, !812, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !829)
    #dbg_value(i32 %2, !813, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !829)
    #dbg_value(i32 %3, !814, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !829)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !830
  %6 = trunc i64 %5 to i32, !dbg !830
    #dbg_value(i32 %6, !815, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !829)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8, !dbg !831
  %8 = trunc i64 %7 to i32, !dbg !831
    #dbg_value(i32 %8, !816, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !829)
    #dbg_declare(ptr addrspace(5) poison, !817, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !832)
  %9 = icmp sgt i32 %8, 0, !dbg !833
  %10 = icmp sgt i32 %6, 0
  %11 = select i1 %9, i1 %10, i1 false, !dbg !834
  %12 = add nsw i32 %2, -1
  %13 = icmp sgt i32 %12, %8
  %14 = select i1 %11, i1 %13, i1 false, !dbg !834
  %15 = add nsw i32 %3, -1
  %16 = icmp sgt i32 %15, %6
  %17 = select i1 %14, i1 %16, i1 false, !dbg !834
  br i1 %17, label %18, label %47, !dbg !834

18:                                               ; preds = %4, %31
  %19 = phi i32 [ %32, %31 ], [ -1, %4 ]
  %20 = phi float [ %45, %31 ], [ 0.000000e+00, %4 ]
    #dbg_value(i32 %19, !824, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !835)
    #dbg_value(float %20, !821, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !836)
  %21 = add nsw i32 %19, 1
  %22 = sext i32 %21 to i64
  %23 = add nsw i32 %19, %8
  %24 = mul nsw i32 %23, %3
  %25 = add i32 %24, %6
    #dbg_value(i32 -1, !826, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !837)
    #dbg_value(float %20, !821, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !836)
  br label %34, !dbg !838

26:                                               ; preds = %31
  %27 = mul nsw i32 %8, %3, !dbg !839
  %28 = add nsw i32 %27, %6, !dbg !839
  %29 = sext i32 %28 to i64, !dbg !839
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29, !dbg !839
  store float %45, ptr addrspace(1) %30, align 4, !dbg !840, !tbaa !63
  br label %47, !dbg !841

31:                                               ; preds = %34
  %32 = add nsw i32 %19, 1, !dbg !842
    #dbg_value(i32 %32, !824, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !835)
    #dbg_value(float %45, !821, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !836)
  %33 = icmp eq i32 %32, 2, !dbg !843
  br i1 %33, label %26, label %18, !dbg !844, !llvm.loop !845

34:                                               ; preds = %18, %34
  %35 = phi i32 [ -1, %18 ], [ %37, %34 ]
  %36 = phi float [ %20, %18 ], [ %45, %34 ]
    #dbg_value(i32 %35, !826, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !837)
    #dbg_value(float %36, !821, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !836)
  %37 = add nsw i32 %35, 1, !dbg !847
  %38 = sext i32 %37 to i64, !dbg !849
  %39 = getelementptr inbounds [3 x [3 x float]], ptr addrspace(4) @__const.pb_conv2d.c, i64 0, i64 %22, i64 %38, !dbg !849
  %40 = load float, ptr addrspace(4) %39, align 4, !dbg !849, !tbaa !63
  %41 = add i32 %25, %35, !dbg !850
  %42 = sext i32 %41 to i64, !dbg !850
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42, !dbg !850
  %44 = load float, ptr addrspace(1) %43, align 4, !dbg !850, !tbaa !63
  %45 = tail call float @llvm.fmuladd.f32(float %40, float %44, float %36), !dbg !851
    #dbg_value(i32 %37, !826, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !837)
    #dbg_value(float %45, !821, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !836)
  %46 = icmp eq i32 %37, 2, !dbg !852
  br i1 %46, label %31, label %34, !dbg !838, !llvm.loop !853

47:                                               ; preds = %26, %4
  ret void, !dbg !855
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_conv3d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !dbg !856 !kernel_arg_addr_space !393 !kernel_arg_access_qual !178 !kernel_arg_type !874 !kernel_arg_base_type !874 !kernel_arg_type_qual !875 {
    #dbg_value(ptr addrspace(1) %0, !860, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !876)
    #dbg_value(ptr addrspace(1) %1, !861, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !876)
    #dbg_value(i32 %2, !862, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !876)
    #dbg_value(i32 %3, !863, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !876)
    #dbg_value(i32 %4, !864, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !876)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !877
  %7 = trunc i64 %6 to i32, !dbg !877
    #dbg_value(i32 %7, !865, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !876)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8, !dbg !878
  %9 = trunc i64 %8 to i32, !dbg !878
    #dbg_value(i32 %9, !866, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !876)
    #dbg_value(i32 1, !867, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !879)
    #dbg_value(i32 1, !867, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !879)
  %10 = icmp sgt i32 %2, 2, !dbg !880
  br i1 %10, label %11, label %66, !dbg !881

11:                                               ; preds = %5
  %12 = icmp sgt i32 %9, 0
  %13 = icmp sgt i32 %7, 0
  %14 = select i1 %12, i1 %13, i1 false
  %15 = add nsw i32 %3, -1
  %16 = icmp sgt i32 %15, %9
  %17 = select i1 %14, i1 %16, i1 false
  %18 = add nsw i32 %4, -1
  %19 = icmp sgt i32 %18, %7
  %20 = select i1 %17, i1 %19, i1 false
  br i1 %20, label %21, label %66, !dbg !882

21:                                               ; preds = %11
  %22 = add nsw i32 %2, -2
  br label %23, !dbg !881

23:                                               ; preds = %21, %29
  %24 = phi i32 [ %36, %29 ], [ 1, %21 ]
    #dbg_value(i32 %24, !867, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !879)
  %25 = mul nsw i32 %24, %3
  %26 = add nsw i32 %25, %9
  %27 = mul nsw i32 %26, %4
  %28 = add nsw i32 %27, %7
    #dbg_value(i32 -1, !872, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !884)
    #dbg_value(float 0.000000e+00, !869, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
  br label %38, !dbg !886

29:                                               ; preds = %38
  %30 = mul nsw i32 %24, %3, !dbg !887
  %31 = add nsw i32 %30, %9, !dbg !888
  %32 = mul nsw i32 %31, %4, !dbg !889
  %33 = add nsw i32 %32, %7, !dbg !890
  %34 = sext i32 %33 to i64, !dbg !891
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34, !dbg !891
  store float %63, ptr addrspace(1) %35, align 4, !dbg !892, !tbaa !63
  %36 = add nuw nsw i32 %24, 1, !dbg !893
    #dbg_value(i32 %36, !867, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !879)
  %37 = icmp eq i32 %24, %22, !dbg !880
  br i1 %37, label %66, label %23, !dbg !881, !llvm.loop !894

38:                                               ; preds = %23, %38
  %39 = phi i32 [ -1, %23 ], [ %64, %38 ]
  %40 = phi float [ 0.000000e+00, %23 ], [ %63, %38 ]
    #dbg_value(i32 %39, !872, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !884)
    #dbg_value(float %40, !869, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
  %41 = sitofp i32 %39 to float, !dbg !896
  %42 = tail call float @llvm.fmuladd.f32(float %41, float 0x3FB99999A0000000, float 5.000000e-01), !dbg !898
  %43 = add nsw i32 %39, %24, !dbg !899
  %44 = mul nsw i32 %43, %3, !dbg !900
  %45 = add nsw i32 %44, %9, !dbg !901
  %46 = mul nsw i32 %45, %4, !dbg !902
  %47 = add nsw i32 %46, %7, !dbg !903
  %48 = sext i32 %47 to i64, !dbg !904
  %49 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %48, !dbg !904
  %50 = load float, ptr addrspace(1) %49, align 4, !dbg !904, !tbaa !63
  %51 = add nsw i32 %39, %26, !dbg !905
  %52 = mul nsw i32 %51, %4, !dbg !906
  %53 = add nsw i32 %52, %7, !dbg !907
  %54 = sext i32 %53 to i64, !dbg !908
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54, !dbg !908
  %56 = load float, ptr addrspace(1) %55, align 4, !dbg !908, !tbaa !63
  %57 = fadd float %50, %56, !dbg !909
  %58 = add nsw i32 %28, %39, !dbg !910
  %59 = sext i32 %58 to i64, !dbg !911
  %60 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %59, !dbg !911
  %61 = load float, ptr addrspace(1) %60, align 4, !dbg !911, !tbaa !63
  %62 = fadd float %57, %61, !dbg !912
  %63 = tail call float @llvm.fmuladd.f32(float %42, float %62, float %40), !dbg !913
    #dbg_value(float %63, !869, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !885)
  %64 = add nsw i32 %39, 1, !dbg !914
    #dbg_value(i32 %64, !872, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !884)
  %65 = icmp eq i32 %64, 2, !dbg !915
  br i1 %65, label %29, label %38, !dbg !886, !llvm.loop !916

66:                                               ; preds = %29, %11, %5
  ret void, !dbg !918
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!opencl.ocl.version = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/polybench.cl", directory: ".", checksumkind: CSK_MD5, checksum: "e743b2a1ce392bae6678312c45f663f0")
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
!30 = distinct !DISubprogram(name: "pb_gemm", scope: !1, file: !1, line: 9, type: !31, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !37)
!31 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !32)
!32 = !{null, !33, !33, !36, !35, !35, !3, !3, !3}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!35 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!37 = !{!38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !51}
!38 = !DILocalVariable(name: "a", arg: 1, scope: !30, file: !1, line: 9, type: !33)
!39 = !DILocalVariable(name: "b", arg: 2, scope: !30, file: !1, line: 9, type: !33)
!40 = !DILocalVariable(name: "c", arg: 3, scope: !30, file: !1, line: 9, type: !36)
!41 = !DILocalVariable(name: "alpha", arg: 4, scope: !30, file: !1, line: 10, type: !35)
!42 = !DILocalVariable(name: "beta", arg: 5, scope: !30, file: !1, line: 10, type: !35)
!43 = !DILocalVariable(name: "ni", arg: 6, scope: !30, file: !1, line: 10, type: !3)
!44 = !DILocalVariable(name: "nj", arg: 7, scope: !30, file: !1, line: 10, type: !3)
!45 = !DILocalVariable(name: "nk", arg: 8, scope: !30, file: !1, line: 10, type: !3)
!46 = !DILocalVariable(name: "j", scope: !30, file: !1, line: 11, type: !3)
!47 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 12, type: !3)
!48 = !DILocalVariable(name: "acc", scope: !49, file: !1, line: 14, type: !35)
!49 = distinct !DILexicalBlock(scope: !50, file: !1, line: 13, column: 25)
!50 = distinct !DILexicalBlock(scope: !30, file: !1, line: 13, column: 7)
!51 = !DILocalVariable(name: "k", scope: !52, file: !1, line: 15, type: !3)
!52 = distinct !DILexicalBlock(scope: !49, file: !1, line: 15, column: 5)
!53 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!54 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!55 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!56 = !{!"const", !"const", !"", !"", !"", !"", !"", !""}
!57 = !DILocation(line: 0, scope: !30)
!58 = !DILocation(line: 11, column: 11, scope: !30)
!59 = !DILocation(line: 12, column: 11, scope: !30)
!60 = !DILocation(line: 13, column: 9, scope: !50)
!61 = !DILocation(line: 13, column: 14, scope: !50)
!62 = !DILocation(line: 14, column: 17, scope: !49)
!63 = !{!64, !64, i64 0}
!64 = !{!"float", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 14, column: 33, scope: !49)
!68 = !DILocation(line: 0, scope: !49)
!69 = !DILocation(line: 0, scope: !52)
!70 = !DILocation(line: 15, column: 23, scope: !71)
!71 = distinct !DILexicalBlock(scope: !52, file: !1, line: 15, column: 5)
!72 = !DILocation(line: 15, column: 5, scope: !52)
!73 = !DILocation(line: 17, column: 21, scope: !49)
!74 = !DILocation(line: 18, column: 3, scope: !49)
!75 = !DILocation(line: 16, column: 22, scope: !71)
!76 = !DILocation(line: 16, column: 20, scope: !71)
!77 = !DILocation(line: 16, column: 40, scope: !71)
!78 = !DILocation(line: 16, column: 11, scope: !71)
!79 = !DILocation(line: 15, column: 30, scope: !71)
!80 = distinct !{!80, !72, !81, !82}
!81 = !DILocation(line: 16, column: 40, scope: !52)
!82 = !{!"llvm.loop.unroll.disable"}
!83 = !DILocation(line: 19, column: 1, scope: !30)
!84 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 11, type: !85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubroutineType(types: !86)
!86 = !{!87, !17}
!87 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!88 = distinct !DISubprogram(name: "pb_2mm_1", scope: !1, file: !1, line: 22, type: !89, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !91)
!89 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !90)
!90 = !{null, !33, !33, !36, !35, !3, !3, !3}
!91 = !{!92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102}
!92 = !DILocalVariable(name: "a", arg: 1, scope: !88, file: !1, line: 22, type: !33)
!93 = !DILocalVariable(name: "b", arg: 2, scope: !88, file: !1, line: 22, type: !33)
!94 = !DILocalVariable(name: "tmp", arg: 3, scope: !88, file: !1, line: 22, type: !36)
!95 = !DILocalVariable(name: "alpha", arg: 4, scope: !88, file: !1, line: 23, type: !35)
!96 = !DILocalVariable(name: "ni", arg: 5, scope: !88, file: !1, line: 23, type: !3)
!97 = !DILocalVariable(name: "nj", arg: 6, scope: !88, file: !1, line: 23, type: !3)
!98 = !DILocalVariable(name: "nk", arg: 7, scope: !88, file: !1, line: 23, type: !3)
!99 = !DILocalVariable(name: "j", scope: !88, file: !1, line: 24, type: !3)
!100 = !DILocalVariable(name: "i", scope: !88, file: !1, line: 24, type: !3)
!101 = !DILocalVariable(name: "s", scope: !88, file: !1, line: 27, type: !35)
!102 = !DILocalVariable(name: "k", scope: !103, file: !1, line: 28, type: !3)
!103 = distinct !DILexicalBlock(scope: !88, file: !1, line: 28, column: 3)
!104 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!105 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!106 = !{!"float*", !"float*", !"float*", !"float", !"int", !"int", !"int"}
!107 = !{!"const", !"const", !"", !"", !"", !"", !""}
!108 = !DILocation(line: 0, scope: !88)
!109 = !DILocation(line: 24, column: 11, scope: !88)
!110 = !DILocation(line: 24, column: 33, scope: !88)
!111 = !DILocation(line: 25, column: 9, scope: !112)
!112 = distinct !DILexicalBlock(scope: !88, file: !1, line: 25, column: 7)
!113 = !DILocation(line: 25, column: 15, scope: !112)
!114 = !DILocation(line: 0, scope: !103)
!115 = !DILocation(line: 28, column: 21, scope: !116)
!116 = distinct !DILexicalBlock(scope: !103, file: !1, line: 28, column: 3)
!117 = !DILocation(line: 28, column: 3, scope: !103)
!118 = !DILocation(line: 30, column: 29, scope: !88)
!119 = !DILocation(line: 30, column: 3, scope: !88)
!120 = !DILocation(line: 30, column: 21, scope: !88)
!121 = !DILocation(line: 31, column: 1, scope: !88)
!122 = !DILocation(line: 29, column: 13, scope: !116)
!123 = !DILocation(line: 29, column: 30, scope: !116)
!124 = !DILocation(line: 29, column: 9, scope: !116)
!125 = !DILocation(line: 28, column: 27, scope: !116)
!126 = distinct !{!126, !117, !127, !82}
!127 = !DILocation(line: 29, column: 48, scope: !103)
!128 = distinct !DISubprogram(name: "pb_2mm_2", scope: !1, file: !1, line: 34, type: !89, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !129)
!129 = !{!130, !131, !132, !133, !134, !135, !136, !137, !138, !139, !140}
!130 = !DILocalVariable(name: "tmp", arg: 1, scope: !128, file: !1, line: 34, type: !33)
!131 = !DILocalVariable(name: "c", arg: 2, scope: !128, file: !1, line: 34, type: !33)
!132 = !DILocalVariable(name: "d", arg: 3, scope: !128, file: !1, line: 34, type: !36)
!133 = !DILocalVariable(name: "beta", arg: 4, scope: !128, file: !1, line: 35, type: !35)
!134 = !DILocalVariable(name: "ni", arg: 5, scope: !128, file: !1, line: 35, type: !3)
!135 = !DILocalVariable(name: "nj", arg: 6, scope: !128, file: !1, line: 35, type: !3)
!136 = !DILocalVariable(name: "nl", arg: 7, scope: !128, file: !1, line: 35, type: !3)
!137 = !DILocalVariable(name: "l", scope: !128, file: !1, line: 36, type: !3)
!138 = !DILocalVariable(name: "i", scope: !128, file: !1, line: 36, type: !3)
!139 = !DILocalVariable(name: "s", scope: !128, file: !1, line: 39, type: !35)
!140 = !DILocalVariable(name: "j", scope: !141, file: !1, line: 40, type: !3)
!141 = distinct !DILexicalBlock(scope: !128, file: !1, line: 40, column: 3)
!142 = !DILocation(line: 0, scope: !128)
!143 = !DILocation(line: 36, column: 11, scope: !128)
!144 = !DILocation(line: 36, column: 33, scope: !128)
!145 = !DILocation(line: 37, column: 9, scope: !146)
!146 = distinct !DILexicalBlock(scope: !128, file: !1, line: 37, column: 7)
!147 = !DILocation(line: 37, column: 15, scope: !146)
!148 = !DILocation(line: 39, column: 13, scope: !128)
!149 = !DILocation(line: 39, column: 29, scope: !128)
!150 = !DILocation(line: 0, scope: !141)
!151 = !DILocation(line: 40, column: 21, scope: !152)
!152 = distinct !DILexicalBlock(scope: !141, file: !1, line: 40, column: 3)
!153 = !DILocation(line: 40, column: 3, scope: !141)
!154 = !DILocation(line: 42, column: 19, scope: !128)
!155 = !DILocation(line: 43, column: 1, scope: !128)
!156 = !DILocation(line: 41, column: 10, scope: !152)
!157 = !DILocation(line: 41, column: 30, scope: !152)
!158 = !DILocation(line: 41, column: 7, scope: !152)
!159 = !DILocation(line: 40, column: 27, scope: !152)
!160 = distinct !{!160, !153, !161, !82}
!161 = !DILocation(line: 41, column: 30, scope: !141)
!162 = distinct !DISubprogram(name: "pb_atax_1", scope: !1, file: !1, line: 46, type: !163, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !165)
!163 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !164)
!164 = !{null, !33, !33, !36, !3, !3}
!165 = !{!166, !167, !168, !169, !170, !171, !172, !175}
!166 = !DILocalVariable(name: "a", arg: 1, scope: !162, file: !1, line: 46, type: !33)
!167 = !DILocalVariable(name: "x", arg: 2, scope: !162, file: !1, line: 46, type: !33)
!168 = !DILocalVariable(name: "tmp", arg: 3, scope: !162, file: !1, line: 46, type: !36)
!169 = !DILocalVariable(name: "nx", arg: 4, scope: !162, file: !1, line: 46, type: !3)
!170 = !DILocalVariable(name: "ny", arg: 5, scope: !162, file: !1, line: 46, type: !3)
!171 = !DILocalVariable(name: "i", scope: !162, file: !1, line: 47, type: !3)
!172 = !DILocalVariable(name: "s", scope: !173, file: !1, line: 49, type: !35)
!173 = distinct !DILexicalBlock(scope: !174, file: !1, line: 48, column: 15)
!174 = distinct !DILexicalBlock(scope: !162, file: !1, line: 48, column: 7)
!175 = !DILocalVariable(name: "j", scope: !176, file: !1, line: 50, type: !3)
!176 = distinct !DILexicalBlock(scope: !173, file: !1, line: 50, column: 5)
!177 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!178 = !{!"none", !"none", !"none", !"none", !"none"}
!179 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!180 = !{!"const", !"const", !"", !"", !""}
!181 = !DILocation(line: 0, scope: !162)
!182 = !DILocation(line: 47, column: 11, scope: !162)
!183 = !DILocation(line: 48, column: 9, scope: !174)
!184 = !DILocation(line: 48, column: 7, scope: !162)
!185 = !DILocation(line: 0, scope: !176)
!186 = !DILocation(line: 0, scope: !173)
!187 = !DILocation(line: 50, column: 23, scope: !188)
!188 = distinct !DILexicalBlock(scope: !176, file: !1, line: 50, column: 5)
!189 = !DILocation(line: 50, column: 5, scope: !176)
!190 = !DILocation(line: 52, column: 5, scope: !173)
!191 = !DILocation(line: 52, column: 12, scope: !173)
!192 = !DILocation(line: 53, column: 3, scope: !173)
!193 = !DILocation(line: 51, column: 12, scope: !188)
!194 = !DILocation(line: 51, column: 30, scope: !188)
!195 = !DILocation(line: 51, column: 9, scope: !188)
!196 = !DILocation(line: 50, column: 30, scope: !188)
!197 = distinct !{!197, !189, !198, !82}
!198 = !DILocation(line: 51, column: 33, scope: !176)
!199 = !DILocation(line: 54, column: 1, scope: !162)
!200 = distinct !DISubprogram(name: "pb_atax_2", scope: !1, file: !1, line: 56, type: !163, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !201)
!201 = !{!202, !203, !204, !205, !206, !207, !208, !211}
!202 = !DILocalVariable(name: "a", arg: 1, scope: !200, file: !1, line: 56, type: !33)
!203 = !DILocalVariable(name: "tmp", arg: 2, scope: !200, file: !1, line: 56, type: !33)
!204 = !DILocalVariable(name: "y", arg: 3, scope: !200, file: !1, line: 56, type: !36)
!205 = !DILocalVariable(name: "nx", arg: 4, scope: !200, file: !1, line: 56, type: !3)
!206 = !DILocalVariable(name: "ny", arg: 5, scope: !200, file: !1, line: 56, type: !3)
!207 = !DILocalVariable(name: "j", scope: !200, file: !1, line: 57, type: !3)
!208 = !DILocalVariable(name: "s", scope: !209, file: !1, line: 59, type: !35)
!209 = distinct !DILexicalBlock(scope: !210, file: !1, line: 58, column: 15)
!210 = distinct !DILexicalBlock(scope: !200, file: !1, line: 58, column: 7)
!211 = !DILocalVariable(name: "i", scope: !212, file: !1, line: 60, type: !3)
!212 = distinct !DILexicalBlock(scope: !209, file: !1, line: 60, column: 5)
!213 = !DILocation(line: 0, scope: !200)
!214 = !DILocation(line: 57, column: 11, scope: !200)
!215 = !DILocation(line: 58, column: 9, scope: !210)
!216 = !DILocation(line: 58, column: 7, scope: !200)
!217 = !DILocation(line: 0, scope: !212)
!218 = !DILocation(line: 0, scope: !209)
!219 = !DILocation(line: 60, column: 23, scope: !220)
!220 = distinct !DILexicalBlock(scope: !212, file: !1, line: 60, column: 5)
!221 = !DILocation(line: 60, column: 5, scope: !212)
!222 = !DILocation(line: 62, column: 5, scope: !209)
!223 = !DILocation(line: 62, column: 10, scope: !209)
!224 = !DILocation(line: 63, column: 3, scope: !209)
!225 = !DILocation(line: 61, column: 12, scope: !220)
!226 = !DILocation(line: 61, column: 30, scope: !220)
!227 = !DILocation(line: 61, column: 9, scope: !220)
!228 = !DILocation(line: 60, column: 30, scope: !220)
!229 = distinct !{!229, !221, !230, !82}
!230 = !DILocation(line: 61, column: 35, scope: !212)
!231 = !DILocation(line: 64, column: 1, scope: !200)
!232 = distinct !DISubprogram(name: "pb_bicg", scope: !1, file: !1, line: 67, type: !233, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !235)
!233 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !234)
!234 = !{null, !33, !33, !33, !36, !36, !3, !3}
!235 = !{!236, !237, !238, !239, !240, !241, !242, !243, !244, !245, !250, !252, !255}
!236 = !DILocalVariable(name: "a", arg: 1, scope: !232, file: !1, line: 67, type: !33)
!237 = !DILocalVariable(name: "p", arg: 2, scope: !232, file: !1, line: 67, type: !33)
!238 = !DILocalVariable(name: "r", arg: 3, scope: !232, file: !1, line: 67, type: !33)
!239 = !DILocalVariable(name: "q", arg: 4, scope: !232, file: !1, line: 68, type: !36)
!240 = !DILocalVariable(name: "s", arg: 5, scope: !232, file: !1, line: 68, type: !36)
!241 = !DILocalVariable(name: "nx", arg: 6, scope: !232, file: !1, line: 68, type: !3)
!242 = !DILocalVariable(name: "ny", arg: 7, scope: !232, file: !1, line: 68, type: !3)
!243 = !DILocalVariable(name: "i", scope: !232, file: !1, line: 69, type: !3)
!244 = !DILocalVariable(name: "which", scope: !232, file: !1, line: 70, type: !3)
!245 = !DILocalVariable(name: "t", scope: !246, file: !1, line: 73, type: !35)
!246 = distinct !DILexicalBlock(scope: !247, file: !1, line: 72, column: 17)
!247 = distinct !DILexicalBlock(scope: !248, file: !1, line: 72, column: 9)
!248 = distinct !DILexicalBlock(scope: !249, file: !1, line: 71, column: 19)
!249 = distinct !DILexicalBlock(scope: !232, file: !1, line: 71, column: 7)
!250 = !DILocalVariable(name: "j", scope: !251, file: !1, line: 74, type: !3)
!251 = distinct !DILexicalBlock(scope: !246, file: !1, line: 74, column: 7)
!252 = !DILocalVariable(name: "t", scope: !253, file: !1, line: 79, type: !35)
!253 = distinct !DILexicalBlock(scope: !254, file: !1, line: 78, column: 22)
!254 = distinct !DILexicalBlock(scope: !249, file: !1, line: 78, column: 14)
!255 = !DILocalVariable(name: "k", scope: !256, file: !1, line: 80, type: !3)
!256 = distinct !DILexicalBlock(scope: !253, file: !1, line: 80, column: 5)
!257 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!258 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int"}
!259 = !{!"const", !"const", !"const", !"", !"", !"", !""}
!260 = !DILocation(line: 0, scope: !232)
!261 = !DILocation(line: 69, column: 11, scope: !232)
!262 = !DILocation(line: 70, column: 15, scope: !232)
!263 = !DILocation(line: 71, column: 13, scope: !249)
!264 = !DILocation(line: 71, column: 7, scope: !232)
!265 = !DILocation(line: 72, column: 11, scope: !247)
!266 = !DILocation(line: 72, column: 9, scope: !248)
!267 = !DILocation(line: 0, scope: !251)
!268 = !DILocation(line: 0, scope: !246)
!269 = !DILocation(line: 74, column: 25, scope: !270)
!270 = distinct !DILexicalBlock(scope: !251, file: !1, line: 74, column: 7)
!271 = !DILocation(line: 74, column: 7, scope: !251)
!272 = !DILocation(line: 75, column: 14, scope: !270)
!273 = !DILocation(line: 75, column: 32, scope: !270)
!274 = !DILocation(line: 75, column: 11, scope: !270)
!275 = !DILocation(line: 74, column: 32, scope: !270)
!276 = distinct !{!276, !271, !277, !82}
!277 = !DILocation(line: 75, column: 35, scope: !251)
!278 = !DILocation(line: 78, column: 16, scope: !254)
!279 = !DILocation(line: 78, column: 14, scope: !249)
!280 = !DILocation(line: 0, scope: !256)
!281 = !DILocation(line: 0, scope: !253)
!282 = !DILocation(line: 80, column: 23, scope: !283)
!283 = distinct !DILexicalBlock(scope: !256, file: !1, line: 80, column: 5)
!284 = !DILocation(line: 80, column: 5, scope: !256)
!285 = !DILocation(line: 81, column: 12, scope: !283)
!286 = !DILocation(line: 81, column: 19, scope: !283)
!287 = !DILocation(line: 81, column: 9, scope: !283)
!288 = !DILocation(line: 80, column: 30, scope: !283)
!289 = distinct !{!289, !284, !290, !82}
!290 = !DILocation(line: 81, column: 19, scope: !256)
!291 = !DILocation(line: 0, scope: !249)
!292 = !DILocation(line: 84, column: 1, scope: !232)
!293 = distinct !DISubprogram(name: "pb_mvt", scope: !1, file: !1, line: 87, type: !294, scopeLine: 88, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !296)
!294 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !295)
!295 = !{null, !33, !36, !36, !33, !33, !3}
!296 = !{!297, !298, !299, !300, !301, !302, !303, !304, !305, !306}
!297 = !DILocalVariable(name: "a", arg: 1, scope: !293, file: !1, line: 87, type: !33)
!298 = !DILocalVariable(name: "x1", arg: 2, scope: !293, file: !1, line: 87, type: !36)
!299 = !DILocalVariable(name: "x2", arg: 3, scope: !293, file: !1, line: 87, type: !36)
!300 = !DILocalVariable(name: "y1", arg: 4, scope: !293, file: !1, line: 88, type: !33)
!301 = !DILocalVariable(name: "y2", arg: 5, scope: !293, file: !1, line: 88, type: !33)
!302 = !DILocalVariable(name: "n", arg: 6, scope: !293, file: !1, line: 88, type: !3)
!303 = !DILocalVariable(name: "i", scope: !293, file: !1, line: 89, type: !3)
!304 = !DILocalVariable(name: "s1", scope: !293, file: !1, line: 92, type: !35)
!305 = !DILocalVariable(name: "s2", scope: !293, file: !1, line: 92, type: !35)
!306 = !DILocalVariable(name: "j", scope: !307, file: !1, line: 93, type: !3)
!307 = distinct !DILexicalBlock(scope: !293, file: !1, line: 93, column: 3)
!308 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!309 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!310 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!311 = !{!"const", !"", !"", !"const", !"const", !""}
!312 = !DILocation(line: 0, scope: !293)
!313 = !DILocation(line: 89, column: 11, scope: !293)
!314 = !DILocation(line: 90, column: 9, scope: !315)
!315 = distinct !DILexicalBlock(scope: !293, file: !1, line: 90, column: 7)
!316 = !DILocation(line: 90, column: 7, scope: !293)
!317 = !DILocation(line: 92, column: 14, scope: !293)
!318 = !DILocation(line: 92, column: 26, scope: !293)
!319 = !DILocation(line: 0, scope: !307)
!320 = !DILocation(line: 93, column: 21, scope: !321)
!321 = distinct !DILexicalBlock(scope: !307, file: !1, line: 93, column: 3)
!322 = !DILocation(line: 93, column: 3, scope: !307)
!323 = !DILocation(line: 97, column: 9, scope: !293)
!324 = !DILocation(line: 98, column: 9, scope: !293)
!325 = !DILocation(line: 99, column: 1, scope: !293)
!326 = !DILocation(line: 94, column: 11, scope: !327)
!327 = distinct !DILexicalBlock(scope: !321, file: !1, line: 93, column: 31)
!328 = !DILocation(line: 94, column: 28, scope: !327)
!329 = !DILocation(line: 94, column: 8, scope: !327)
!330 = !DILocation(line: 95, column: 11, scope: !327)
!331 = !DILocation(line: 95, column: 28, scope: !327)
!332 = !DILocation(line: 95, column: 8, scope: !327)
!333 = !DILocation(line: 93, column: 27, scope: !321)
!334 = distinct !{!334, !322, !335, !82}
!335 = !DILocation(line: 96, column: 3, scope: !307)
!336 = distinct !DISubprogram(name: "pb_syrk", scope: !1, file: !1, line: 102, type: !337, scopeLine: 102, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !339)
!337 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !338)
!338 = !{null, !33, !36, !35, !35, !3, !3}
!339 = !{!340, !341, !342, !343, !344, !345, !346, !347, !348, !351}
!340 = !DILocalVariable(name: "a", arg: 1, scope: !336, file: !1, line: 102, type: !33)
!341 = !DILocalVariable(name: "c", arg: 2, scope: !336, file: !1, line: 102, type: !36)
!342 = !DILocalVariable(name: "alpha", arg: 3, scope: !336, file: !1, line: 102, type: !35)
!343 = !DILocalVariable(name: "beta", arg: 4, scope: !336, file: !1, line: 102, type: !35)
!344 = !DILocalVariable(name: "n", arg: 5, scope: !336, file: !1, line: 102, type: !3)
!345 = !DILocalVariable(name: "m", arg: 6, scope: !336, file: !1, line: 102, type: !3)
!346 = !DILocalVariable(name: "j", scope: !336, file: !1, line: 103, type: !3)
!347 = !DILocalVariable(name: "i", scope: !336, file: !1, line: 103, type: !3)
!348 = !DILocalVariable(name: "s", scope: !349, file: !1, line: 105, type: !35)
!349 = distinct !DILexicalBlock(scope: !350, file: !1, line: 104, column: 24)
!350 = distinct !DILexicalBlock(scope: !336, file: !1, line: 104, column: 7)
!351 = !DILocalVariable(name: "k", scope: !352, file: !1, line: 106, type: !3)
!352 = distinct !DILexicalBlock(scope: !349, file: !1, line: 106, column: 5)
!353 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!354 = !{!"float*", !"float*", !"float", !"float", !"int", !"int"}
!355 = !{!"const", !"", !"", !"", !"", !""}
!356 = !DILocation(line: 0, scope: !336)
!357 = !DILocation(line: 103, column: 11, scope: !336)
!358 = !DILocation(line: 103, column: 33, scope: !336)
!359 = !DILocation(line: 104, column: 9, scope: !350)
!360 = !DILocation(line: 104, column: 13, scope: !350)
!361 = !DILocation(line: 105, column: 15, scope: !349)
!362 = !DILocation(line: 105, column: 30, scope: !349)
!363 = !DILocation(line: 0, scope: !349)
!364 = !DILocation(line: 0, scope: !352)
!365 = !DILocation(line: 106, column: 23, scope: !366)
!366 = distinct !DILexicalBlock(scope: !352, file: !1, line: 106, column: 5)
!367 = !DILocation(line: 106, column: 5, scope: !352)
!368 = !DILocation(line: 108, column: 20, scope: !349)
!369 = !DILocation(line: 109, column: 3, scope: !349)
!370 = !DILocation(line: 107, column: 20, scope: !366)
!371 = !DILocation(line: 107, column: 18, scope: !366)
!372 = !DILocation(line: 107, column: 37, scope: !366)
!373 = !DILocation(line: 107, column: 9, scope: !366)
!374 = !DILocation(line: 106, column: 29, scope: !366)
!375 = distinct !{!375, !367, !376, !82}
!376 = !DILocation(line: 107, column: 37, scope: !352)
!377 = !DILocation(line: 110, column: 1, scope: !336)
!378 = distinct !DISubprogram(name: "pb_cov_mean", scope: !1, file: !1, line: 113, type: !379, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !381)
!379 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !380)
!380 = !{null, !36, !33, !35, !3, !3}
!381 = !{!382, !383, !384, !385, !386, !387, !388, !391}
!382 = !DILocalVariable(name: "mean", arg: 1, scope: !378, file: !1, line: 113, type: !36)
!383 = !DILocalVariable(name: "data", arg: 2, scope: !378, file: !1, line: 113, type: !33)
!384 = !DILocalVariable(name: "fn", arg: 3, scope: !378, file: !1, line: 113, type: !35)
!385 = !DILocalVariable(name: "m", arg: 4, scope: !378, file: !1, line: 113, type: !3)
!386 = !DILocalVariable(name: "n", arg: 5, scope: !378, file: !1, line: 113, type: !3)
!387 = !DILocalVariable(name: "j", scope: !378, file: !1, line: 114, type: !3)
!388 = !DILocalVariable(name: "s", scope: !389, file: !1, line: 116, type: !35)
!389 = distinct !DILexicalBlock(scope: !390, file: !1, line: 115, column: 14)
!390 = distinct !DILexicalBlock(scope: !378, file: !1, line: 115, column: 7)
!391 = !DILocalVariable(name: "i", scope: !392, file: !1, line: 117, type: !3)
!392 = distinct !DILexicalBlock(scope: !389, file: !1, line: 117, column: 5)
!393 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!394 = !{!"float*", !"float*", !"float", !"int", !"int"}
!395 = !{!"", !"const", !"", !"", !""}
!396 = !DILocation(line: 0, scope: !378)
!397 = !DILocation(line: 114, column: 11, scope: !378)
!398 = !DILocation(line: 115, column: 9, scope: !390)
!399 = !DILocation(line: 115, column: 7, scope: !378)
!400 = !DILocation(line: 0, scope: !392)
!401 = !DILocation(line: 0, scope: !389)
!402 = !DILocation(line: 117, column: 23, scope: !403)
!403 = distinct !DILexicalBlock(scope: !392, file: !1, line: 117, column: 5)
!404 = !DILocation(line: 117, column: 5, scope: !392)
!405 = !DILocation(line: 119, column: 17, scope: !389)
!406 = !{float 2.500000e+00}
!407 = !DILocation(line: 119, column: 5, scope: !389)
!408 = !DILocation(line: 119, column: 13, scope: !389)
!409 = !DILocation(line: 120, column: 3, scope: !389)
!410 = !DILocation(line: 118, column: 12, scope: !403)
!411 = !DILocation(line: 118, column: 9, scope: !403)
!412 = !DILocation(line: 117, column: 29, scope: !403)
!413 = distinct !{!413, !404, !414, !82}
!414 = !DILocation(line: 118, column: 12, scope: !392)
!415 = !DILocation(line: 121, column: 1, scope: !378)
!416 = distinct !DISubprogram(name: "pb_cov", scope: !1, file: !1, line: 123, type: !417, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !419)
!417 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !418)
!418 = !{null, !36, !33, !3, !3}
!419 = !{!420, !421, !422, !423, !424, !425, !427, !430}
!420 = !DILocalVariable(name: "symmat", arg: 1, scope: !416, file: !1, line: 123, type: !36)
!421 = !DILocalVariable(name: "data", arg: 2, scope: !416, file: !1, line: 123, type: !33)
!422 = !DILocalVariable(name: "m", arg: 3, scope: !416, file: !1, line: 123, type: !3)
!423 = !DILocalVariable(name: "n", arg: 4, scope: !416, file: !1, line: 123, type: !3)
!424 = !DILocalVariable(name: "j1", scope: !416, file: !1, line: 124, type: !3)
!425 = !DILocalVariable(name: "j2", scope: !426, file: !1, line: 127, type: !3)
!426 = distinct !DILexicalBlock(scope: !416, file: !1, line: 127, column: 3)
!427 = !DILocalVariable(name: "s", scope: !428, file: !1, line: 128, type: !35)
!428 = distinct !DILexicalBlock(scope: !429, file: !1, line: 127, column: 35)
!429 = distinct !DILexicalBlock(scope: !426, file: !1, line: 127, column: 3)
!430 = !DILocalVariable(name: "i", scope: !431, file: !1, line: 129, type: !3)
!431 = distinct !DILexicalBlock(scope: !428, file: !1, line: 129, column: 5)
!432 = !{i32 1, i32 1, i32 0, i32 0}
!433 = !{!"none", !"none", !"none", !"none"}
!434 = !{!"float*", !"float*", !"int", !"int"}
!435 = !{!"", !"const", !"", !""}
!436 = !DILocation(line: 0, scope: !416)
!437 = !DILocation(line: 124, column: 12, scope: !416)
!438 = !DILocation(line: 125, column: 10, scope: !439)
!439 = distinct !DILexicalBlock(scope: !416, file: !1, line: 125, column: 7)
!440 = !DILocation(line: 125, column: 7, scope: !416)
!441 = !DILocation(line: 0, scope: !426)
!442 = !DILocation(line: 127, column: 3, scope: !426)
!443 = !DILocation(line: 0, scope: !431)
!444 = !DILocation(line: 0, scope: !428)
!445 = !DILocation(line: 129, column: 5, scope: !431)
!446 = !DILocation(line: 131, column: 5, scope: !428)
!447 = !DILocation(line: 131, column: 27, scope: !428)
!448 = !DILocation(line: 132, column: 5, scope: !428)
!449 = !DILocation(line: 132, column: 27, scope: !428)
!450 = !DILocation(line: 127, column: 31, scope: !429)
!451 = !DILocation(line: 127, column: 24, scope: !429)
!452 = distinct !{!452, !442, !453, !82}
!453 = !DILocation(line: 133, column: 3, scope: !426)
!454 = !DILocation(line: 130, column: 12, scope: !455)
!455 = distinct !DILexicalBlock(scope: !431, file: !1, line: 129, column: 5)
!456 = !DILocation(line: 130, column: 33, scope: !455)
!457 = !DILocation(line: 130, column: 9, scope: !455)
!458 = !DILocation(line: 129, column: 29, scope: !455)
!459 = !DILocation(line: 129, column: 23, scope: !455)
!460 = distinct !{!460, !445, !461, !82}
!461 = !DILocation(line: 130, column: 33, scope: !431)
!462 = !DILocation(line: 134, column: 1, scope: !416)
!463 = distinct !DISubprogram(name: "pb_corr_std", scope: !1, file: !1, line: 137, type: !464, scopeLine: 138, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !466)
!464 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !465)
!465 = !{null, !33, !36, !33, !35, !35, !3, !3}
!466 = !{!467, !468, !469, !470, !471, !472, !473, !474, !475, !478, !480}
!467 = !DILocalVariable(name: "mean", arg: 1, scope: !463, file: !1, line: 137, type: !33)
!468 = !DILocalVariable(name: "stddev", arg: 2, scope: !463, file: !1, line: 137, type: !36)
!469 = !DILocalVariable(name: "data", arg: 3, scope: !463, file: !1, line: 137, type: !33)
!470 = !DILocalVariable(name: "fn", arg: 4, scope: !463, file: !1, line: 138, type: !35)
!471 = !DILocalVariable(name: "eps", arg: 5, scope: !463, file: !1, line: 138, type: !35)
!472 = !DILocalVariable(name: "m", arg: 6, scope: !463, file: !1, line: 138, type: !3)
!473 = !DILocalVariable(name: "n", arg: 7, scope: !463, file: !1, line: 138, type: !3)
!474 = !DILocalVariable(name: "j", scope: !463, file: !1, line: 139, type: !3)
!475 = !DILocalVariable(name: "s", scope: !476, file: !1, line: 141, type: !35)
!476 = distinct !DILexicalBlock(scope: !477, file: !1, line: 140, column: 14)
!477 = distinct !DILexicalBlock(scope: !463, file: !1, line: 140, column: 7)
!478 = !DILocalVariable(name: "i", scope: !479, file: !1, line: 142, type: !3)
!479 = distinct !DILexicalBlock(scope: !476, file: !1, line: 142, column: 5)
!480 = !DILocalVariable(name: "d", scope: !481, file: !1, line: 143, type: !35)
!481 = distinct !DILexicalBlock(scope: !482, file: !1, line: 142, column: 33)
!482 = distinct !DILexicalBlock(scope: !479, file: !1, line: 142, column: 5)
!483 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int"}
!484 = !{!"const", !"", !"const", !"", !"", !"", !""}
!485 = !DILocation(line: 0, scope: !463)
!486 = !DILocation(line: 139, column: 11, scope: !463)
!487 = !DILocation(line: 140, column: 9, scope: !477)
!488 = !DILocation(line: 140, column: 7, scope: !463)
!489 = !DILocation(line: 0, scope: !476)
!490 = !DILocation(line: 0, scope: !479)
!491 = !DILocation(line: 142, column: 23, scope: !482)
!492 = !DILocation(line: 142, column: 5, scope: !479)
!493 = !DILocation(line: 146, column: 16, scope: !476)
!494 = !DILocation(line: 146, column: 9, scope: !476)
!495 = !{float 3.000000e+00}
!496 = !DILocation(line: 147, column: 19, scope: !476)
!497 = !DILocation(line: 147, column: 17, scope: !476)
!498 = !DILocation(line: 147, column: 5, scope: !476)
!499 = !DILocation(line: 147, column: 15, scope: !476)
!500 = !DILocation(line: 148, column: 3, scope: !476)
!501 = !DILocation(line: 143, column: 17, scope: !481)
!502 = !DILocation(line: 143, column: 35, scope: !481)
!503 = !DILocation(line: 0, scope: !481)
!504 = !DILocation(line: 144, column: 9, scope: !481)
!505 = !DILocation(line: 142, column: 29, scope: !482)
!506 = distinct !{!506, !492, !507, !82}
!507 = !DILocation(line: 145, column: 5, scope: !479)
!508 = !DILocation(line: 149, column: 1, scope: !463)
!509 = distinct !DISubprogram(name: "pb_gramschmidt_norm", scope: !1, file: !1, line: 153, type: !510, scopeLine: 154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !513)
!510 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !511)
!511 = !{null, !36, !36, !36, !512, !3, !3, !3}
!512 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 32, dwarfAddressSpace: 2)
!513 = !{!514, !515, !516, !517, !518, !519, !520, !521, !522, !523, !524, !526, !529, !531, !532}
!514 = !DILocalVariable(name: "a", arg: 1, scope: !509, file: !1, line: 153, type: !36)
!515 = !DILocalVariable(name: "r", arg: 2, scope: !509, file: !1, line: 153, type: !36)
!516 = !DILocalVariable(name: "q", arg: 3, scope: !509, file: !1, line: 153, type: !36)
!517 = !DILocalVariable(name: "part", arg: 4, scope: !509, file: !1, line: 153, type: !512)
!518 = !DILocalVariable(name: "k", arg: 5, scope: !509, file: !1, line: 154, type: !3)
!519 = !DILocalVariable(name: "m", arg: 6, scope: !509, file: !1, line: 154, type: !3)
!520 = !DILocalVariable(name: "n", arg: 7, scope: !509, file: !1, line: 154, type: !3)
!521 = !DILocalVariable(name: "lid", scope: !509, file: !1, line: 155, type: !3)
!522 = !DILocalVariable(name: "sz", scope: !509, file: !1, line: 156, type: !3)
!523 = !DILocalVariable(name: "s", scope: !509, file: !1, line: 157, type: !35)
!524 = !DILocalVariable(name: "i", scope: !525, file: !1, line: 158, type: !3)
!525 = distinct !DILexicalBlock(scope: !509, file: !1, line: 158, column: 3)
!526 = !DILocalVariable(name: "v", scope: !527, file: !1, line: 159, type: !35)
!527 = distinct !DILexicalBlock(scope: !528, file: !1, line: 158, column: 37)
!528 = distinct !DILexicalBlock(scope: !525, file: !1, line: 158, column: 3)
!529 = !DILocalVariable(name: "off", scope: !530, file: !1, line: 164, type: !3)
!530 = distinct !DILexicalBlock(scope: !509, file: !1, line: 164, column: 3)
!531 = !DILocalVariable(name: "nrm", scope: !509, file: !1, line: 169, type: !35)
!532 = !DILocalVariable(name: "i", scope: !533, file: !1, line: 172, type: !3)
!533 = distinct !DILexicalBlock(scope: !509, file: !1, line: 172, column: 3)
!534 = !{i32 1, i32 1, i32 1, i32 3, i32 0, i32 0, i32 0}
!535 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int"}
!536 = !{!"", !"", !"", !"", !"", !"", !""}
!537 = !DILocation(line: 0, scope: !509)
!538 = !DILocation(line: 155, column: 13, scope: !509)
!539 = !DILocation(line: 156, column: 12, scope: !509)
!540 = !DILocation(line: 0, scope: !525)
!541 = !DILocation(line: 158, column: 23, scope: !528)
!542 = !DILocation(line: 158, column: 3, scope: !525)
!543 = !DILocation(line: 162, column: 3, scope: !509)
!544 = !DILocation(line: 162, column: 13, scope: !509)
!545 = !DILocation(line: 163, column: 3, scope: !509)
!546 = !DILocation(line: 0, scope: !530)
!547 = !DILocation(line: 164, column: 8, scope: !530)
!548 = !DILocation(line: 164, column: 30, scope: !549)
!549 = distinct !DILexicalBlock(scope: !530, file: !1, line: 164, column: 3)
!550 = !DILocation(line: 164, column: 3, scope: !530)
!551 = !DILocation(line: 159, column: 15, scope: !527)
!552 = !DILocation(line: 0, scope: !527)
!553 = !DILocation(line: 160, column: 7, scope: !527)
!554 = !DILocation(line: 158, column: 30, scope: !528)
!555 = distinct !{!555, !542, !556, !82}
!556 = !DILocation(line: 161, column: 3, scope: !525)
!557 = !DILocation(line: 169, column: 20, scope: !509)
!558 = !DILocation(line: 169, column: 15, scope: !509)
!559 = !DILocation(line: 170, column: 11, scope: !560)
!560 = distinct !DILexicalBlock(scope: !509, file: !1, line: 170, column: 7)
!561 = !DILocation(line: 170, column: 7, scope: !509)
!562 = !DILocation(line: 164, scope: !530)
!563 = !DILocation(line: 165, column: 13, scope: !564)
!564 = distinct !DILexicalBlock(scope: !565, file: !1, line: 165, column: 9)
!565 = distinct !DILexicalBlock(scope: !549, file: !1, line: 164, column: 46)
!566 = !DILocation(line: 165, column: 9, scope: !565)
!567 = !DILocation(line: 166, column: 20, scope: !564)
!568 = !DILocation(line: 166, column: 17, scope: !564)
!569 = !DILocation(line: 166, column: 7, scope: !564)
!570 = !DILocation(line: 167, column: 5, scope: !565)
!571 = distinct !{!571, !550, !572, !82}
!572 = !DILocation(line: 168, column: 3, scope: !530)
!573 = !DILocation(line: 171, column: 5, scope: !560)
!574 = !DILocation(line: 171, column: 20, scope: !560)
!575 = !DILocation(line: 0, scope: !533)
!576 = !DILocation(line: 172, column: 23, scope: !577)
!577 = distinct !DILexicalBlock(scope: !533, file: !1, line: 172, column: 3)
!578 = !DILocation(line: 172, column: 3, scope: !533)
!579 = !DILocation(line: 174, column: 1, scope: !509)
!580 = !DILocation(line: 173, column: 22, scope: !577)
!581 = !DILocation(line: 173, column: 37, scope: !577)
!582 = !DILocation(line: 173, column: 5, scope: !577)
!583 = !DILocation(line: 173, column: 20, scope: !577)
!584 = !DILocation(line: 172, column: 30, scope: !577)
!585 = distinct !{!585, !578, !586, !82}
!586 = !DILocation(line: 173, column: 39, scope: !533)
!587 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !1, file: !1, line: 155, type: !85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!588 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !1, file: !1, line: 156, type: !85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!589 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !1, file: !1, line: 163, type: !590, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!590 = !DISubroutineType(types: !591)
!591 = !{null, !592}
!592 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !16, line: 372, baseType: !15)
!593 = distinct !DISubprogram(name: "pb_lu_step", scope: !1, file: !1, line: 177, type: !594, scopeLine: 177, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !596)
!594 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !595)
!595 = !{null, !36, !3, !3}
!596 = !{!597, !598, !599, !600, !601}
!597 = !DILocalVariable(name: "a", arg: 1, scope: !593, file: !1, line: 177, type: !36)
!598 = !DILocalVariable(name: "k", arg: 2, scope: !593, file: !1, line: 177, type: !3)
!599 = !DILocalVariable(name: "n", arg: 3, scope: !593, file: !1, line: 177, type: !3)
!600 = !DILocalVariable(name: "j", scope: !593, file: !1, line: 178, type: !3)
!601 = !DILocalVariable(name: "i", scope: !593, file: !1, line: 179, type: !3)
!602 = !{i32 1, i32 0, i32 0}
!603 = !{!"none", !"none", !"none"}
!604 = !{!"float*", !"int", !"int"}
!605 = !{!"", !"", !""}
!606 = !DILocation(line: 0, scope: !593)
!607 = !DILocation(line: 178, column: 11, scope: !593)
!608 = !DILocation(line: 179, column: 11, scope: !593)
!609 = !DILocation(line: 180, column: 9, scope: !610)
!610 = distinct !DILexicalBlock(scope: !593, file: !1, line: 180, column: 7)
!611 = !DILocation(line: 180, column: 13, scope: !610)
!612 = !DILocation(line: 181, column: 23, scope: !610)
!613 = !DILocation(line: 181, column: 40, scope: !610)
!614 = !DILocation(line: 181, column: 38, scope: !610)
!615 = !DILocation(line: 181, column: 57, scope: !610)
!616 = !DILocation(line: 181, column: 55, scope: !610)
!617 = !DILocation(line: 181, column: 5, scope: !610)
!618 = !DILocation(line: 181, column: 20, scope: !610)
!619 = !DILocation(line: 182, column: 1, scope: !593)
!620 = distinct !DISubprogram(name: "pb_jacobi1d", scope: !1, file: !1, line: 186, type: !621, scopeLine: 186, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !623)
!621 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !622)
!622 = !{null, !33, !36, !512, !3}
!623 = !{!624, !625, !626, !627, !628, !629, !630}
!624 = !DILocalVariable(name: "a", arg: 1, scope: !620, file: !1, line: 186, type: !33)
!625 = !DILocalVariable(name: "b", arg: 2, scope: !620, file: !1, line: 186, type: !36)
!626 = !DILocalVariable(name: "tile", arg: 3, scope: !620, file: !1, line: 186, type: !512)
!627 = !DILocalVariable(name: "n", arg: 4, scope: !620, file: !1, line: 186, type: !3)
!628 = !DILocalVariable(name: "gid", scope: !620, file: !1, line: 187, type: !3)
!629 = !DILocalVariable(name: "lid", scope: !620, file: !1, line: 188, type: !3)
!630 = !DILocalVariable(name: "ls", scope: !620, file: !1, line: 189, type: !3)
!631 = !{i32 1, i32 1, i32 3, i32 0}
!632 = !{!"float*", !"float*", !"float*", !"int"}
!633 = !{!"const", !"", !"", !""}
!634 = !DILocation(line: 0, scope: !620)
!635 = !DILocation(line: 187, column: 13, scope: !620)
!636 = !DILocation(line: 188, column: 13, scope: !620)
!637 = !DILocation(line: 189, column: 12, scope: !620)
!638 = !DILocation(line: 190, column: 23, scope: !620)
!639 = !DILocation(line: 190, column: 19, scope: !620)
!640 = !DILocation(line: 190, column: 29, scope: !620)
!641 = !DILocation(line: 190, column: 3, scope: !620)
!642 = !DILocation(line: 190, column: 17, scope: !620)
!643 = !DILocation(line: 191, column: 11, scope: !644)
!644 = distinct !DILexicalBlock(scope: !620, file: !1, line: 191, column: 7)
!645 = !DILocation(line: 191, column: 7, scope: !620)
!646 = !DILocation(line: 192, column: 19, scope: !644)
!647 = !DILocation(line: 192, column: 15, scope: !644)
!648 = !DILocation(line: 192, column: 31, scope: !644)
!649 = !DILocation(line: 192, column: 25, scope: !644)
!650 = !DILocation(line: 192, column: 13, scope: !644)
!651 = !DILocation(line: 192, column: 5, scope: !644)
!652 = !DILocation(line: 193, column: 17, scope: !653)
!653 = distinct !DILexicalBlock(scope: !620, file: !1, line: 193, column: 7)
!654 = !DILocation(line: 193, column: 11, scope: !653)
!655 = !DILocation(line: 193, column: 7, scope: !620)
!656 = !DILocation(line: 194, column: 24, scope: !653)
!657 = !DILocation(line: 194, column: 28, scope: !653)
!658 = !DILocation(line: 194, column: 20, scope: !653)
!659 = !DILocation(line: 194, column: 34, scope: !653)
!660 = !DILocation(line: 194, column: 5, scope: !653)
!661 = !DILocation(line: 194, column: 18, scope: !653)
!662 = !DILocation(line: 195, column: 3, scope: !620)
!663 = !DILocation(line: 196, column: 11, scope: !664)
!664 = distinct !DILexicalBlock(scope: !620, file: !1, line: 196, column: 7)
!665 = !DILocation(line: 196, column: 15, scope: !664)
!666 = !DILocation(line: 197, column: 26, scope: !664)
!667 = !DILocation(line: 197, column: 38, scope: !664)
!668 = !DILocation(line: 197, column: 36, scope: !664)
!669 = !DILocation(line: 197, column: 54, scope: !664)
!670 = !DILocation(line: 197, column: 52, scope: !664)
!671 = !DILocation(line: 197, column: 23, scope: !664)
!672 = !DILocation(line: 197, column: 5, scope: !664)
!673 = !DILocation(line: 197, column: 12, scope: !664)
!674 = !DILocation(line: 198, column: 1, scope: !620)
!675 = distinct !DISubprogram(name: "pb_jacobi2d_tile", scope: !1, file: !1, line: 201, type: !676, scopeLine: 201, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !678)
!676 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !677)
!677 = !{null, !36, !512, !3, !3}
!678 = !{!679, !680, !681, !682, !683, !684, !685, !686, !687, !688, !689, !691, !693}
!679 = !DILocalVariable(name: "a", arg: 1, scope: !675, file: !1, line: 201, type: !36)
!680 = !DILocalVariable(name: "t", arg: 2, scope: !675, file: !1, line: 201, type: !512)
!681 = !DILocalVariable(name: "n", arg: 3, scope: !675, file: !1, line: 201, type: !3)
!682 = !DILocalVariable(name: "steps", arg: 4, scope: !675, file: !1, line: 201, type: !3)
!683 = !DILocalVariable(name: "x", scope: !675, file: !1, line: 202, type: !3)
!684 = !DILocalVariable(name: "y", scope: !675, file: !1, line: 202, type: !3)
!685 = !DILocalVariable(name: "w", scope: !675, file: !1, line: 203, type: !3)
!686 = !DILocalVariable(name: "h", scope: !675, file: !1, line: 203, type: !3)
!687 = !DILocalVariable(name: "gx", scope: !675, file: !1, line: 204, type: !3)
!688 = !DILocalVariable(name: "gy", scope: !675, file: !1, line: 204, type: !3)
!689 = !DILocalVariable(name: "in", scope: !675, file: !1, line: 205, type: !690)
!690 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!691 = !DILocalVariable(name: "s", scope: !692, file: !1, line: 208, type: !3)
!692 = distinct !DILexicalBlock(scope: !675, file: !1, line: 208, column: 3)
!693 = !DILocalVariable(name: "v", scope: !694, file: !1, line: 209, type: !35)
!694 = distinct !DILexicalBlock(scope: !695, file: !1, line: 208, column: 35)
!695 = distinct !DILexicalBlock(scope: !692, file: !1, line: 208, column: 3)
!696 = !{i32 1, i32 3, i32 0, i32 0}
!697 = !{!"", !"", !"", !""}
!698 = !DILocation(line: 0, scope: !675)
!699 = !DILocation(line: 202, column: 11, scope: !675)
!700 = !DILocation(line: 202, column: 32, scope: !675)
!701 = !DILocation(line: 203, column: 11, scope: !675)
!702 = !DILocation(line: 203, column: 34, scope: !675)
!703 = !DILocation(line: 204, column: 12, scope: !675)
!704 = !DILocation(line: 204, column: 30, scope: !675)
!705 = !DILocation(line: 204, column: 28, scope: !675)
!706 = !DILocation(line: 204, column: 38, scope: !675)
!707 = !DILocation(line: 204, column: 48, scope: !675)
!708 = !DILocation(line: 204, column: 66, scope: !675)
!709 = !DILocation(line: 204, column: 64, scope: !675)
!710 = !DILocation(line: 204, column: 74, scope: !675)
!711 = !DILocation(line: 205, column: 16, scope: !675)
!712 = !DILocation(line: 205, column: 20, scope: !675)
!713 = !DILocation(line: 206, column: 18, scope: !675)
!714 = !DILocation(line: 206, column: 23, scope: !675)
!715 = !DILocation(line: 206, column: 7, scope: !675)
!716 = !DILocation(line: 206, column: 3, scope: !675)
!717 = !DILocation(line: 206, column: 16, scope: !675)
!718 = !DILocation(line: 207, column: 3, scope: !675)
!719 = !DILocation(line: 0, scope: !692)
!720 = !DILocation(line: 208, column: 21, scope: !695)
!721 = !DILocation(line: 208, column: 3, scope: !692)
!722 = !DILocation(line: 216, column: 10, scope: !723)
!723 = distinct !DILexicalBlock(scope: !675, file: !1, line: 216, column: 7)
!724 = !DILocation(line: 209, column: 15, scope: !694)
!725 = !DILocation(line: 0, scope: !694)
!726 = !DILocation(line: 210, column: 15, scope: !727)
!727 = distinct !DILexicalBlock(scope: !694, file: !1, line: 210, column: 9)
!728 = !DILocation(line: 211, column: 23, scope: !727)
!729 = !DILocation(line: 211, column: 21, scope: !727)
!730 = !DILocation(line: 211, column: 42, scope: !727)
!731 = !DILocation(line: 211, column: 40, scope: !727)
!732 = !DILocation(line: 211, column: 61, scope: !727)
!733 = !DILocation(line: 211, column: 59, scope: !727)
!734 = !DILocation(line: 211, column: 82, scope: !727)
!735 = !DILocation(line: 211, column: 80, scope: !727)
!736 = !DILocation(line: 211, column: 16, scope: !727)
!737 = !DILocation(line: 211, column: 7, scope: !727)
!738 = !DILocation(line: 212, column: 5, scope: !694)
!739 = !DILocation(line: 213, column: 18, scope: !694)
!740 = !DILocation(line: 214, column: 5, scope: !694)
!741 = !DILocation(line: 208, column: 31, scope: !695)
!742 = distinct !{!742, !721, !743, !82}
!743 = !DILocation(line: 215, column: 3, scope: !692)
!744 = !DILocation(line: 217, column: 24, scope: !723)
!745 = !DILocation(line: 217, column: 5, scope: !723)
!746 = !DILocation(line: 217, column: 22, scope: !723)
!747 = !DILocation(line: 218, column: 1, scope: !675)
!748 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !1, file: !1, line: 204, type: !85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!749 = distinct !DISubprogram(name: "pb_fdtd2d", scope: !1, file: !1, line: 221, type: !750, scopeLine: 222, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !752)
!750 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !751)
!751 = !{null, !36, !36, !36, !33, !3, !3, !3, !3}
!752 = !{!753, !754, !755, !756, !757, !758, !759, !760, !761, !762}
!753 = !DILocalVariable(name: "ex", arg: 1, scope: !749, file: !1, line: 221, type: !36)
!754 = !DILocalVariable(name: "ey", arg: 2, scope: !749, file: !1, line: 221, type: !36)
!755 = !DILocalVariable(name: "hz", arg: 3, scope: !749, file: !1, line: 221, type: !36)
!756 = !DILocalVariable(name: "fict", arg: 4, scope: !749, file: !1, line: 221, type: !33)
!757 = !DILocalVariable(name: "t", arg: 5, scope: !749, file: !1, line: 222, type: !3)
!758 = !DILocalVariable(name: "nx", arg: 6, scope: !749, file: !1, line: 222, type: !3)
!759 = !DILocalVariable(name: "ny", arg: 7, scope: !749, file: !1, line: 222, type: !3)
!760 = !DILocalVariable(name: "phase", arg: 8, scope: !749, file: !1, line: 222, type: !3)
!761 = !DILocalVariable(name: "j", scope: !749, file: !1, line: 223, type: !3)
!762 = !DILocalVariable(name: "i", scope: !749, file: !1, line: 223, type: !3)
!763 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!764 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int", !"int"}
!765 = !{!"", !"", !"", !"const", !"", !"", !"", !""}
!766 = !DILocation(line: 0, scope: !749)
!767 = !DILocation(line: 223, column: 11, scope: !749)
!768 = !DILocation(line: 223, column: 33, scope: !749)
!769 = !DILocation(line: 224, column: 9, scope: !770)
!770 = distinct !DILexicalBlock(scope: !749, file: !1, line: 224, column: 7)
!771 = !DILocation(line: 224, column: 15, scope: !770)
!772 = !DILocation(line: 226, column: 3, scope: !749)
!773 = !DILocation(line: 228, column: 11, scope: !774)
!774 = distinct !DILexicalBlock(scope: !775, file: !1, line: 228, column: 9)
!775 = distinct !DILexicalBlock(scope: !749, file: !1, line: 226, column: 18)
!776 = !DILocation(line: 228, column: 9, scope: !775)
!777 = !DILocation(line: 229, column: 26, scope: !774)
!778 = !DILocation(line: 229, column: 7, scope: !774)
!779 = !DILocation(line: 229, column: 24, scope: !774)
!780 = !DILocation(line: 231, column: 35, scope: !774)
!781 = !DILocation(line: 231, column: 54, scope: !774)
!782 = !DILocation(line: 231, column: 52, scope: !774)
!783 = !DILocation(line: 231, column: 7, scope: !774)
!784 = !DILocation(line: 231, column: 24, scope: !774)
!785 = !DILocation(line: 234, column: 11, scope: !786)
!786 = distinct !DILexicalBlock(scope: !775, file: !1, line: 234, column: 9)
!787 = !DILocation(line: 234, column: 9, scope: !775)
!788 = !DILocation(line: 235, column: 35, scope: !786)
!789 = !DILocation(line: 235, column: 54, scope: !786)
!790 = !DILocation(line: 235, column: 52, scope: !786)
!791 = !DILocation(line: 235, column: 7, scope: !786)
!792 = !DILocation(line: 235, column: 24, scope: !786)
!793 = !DILocation(line: 238, column: 16, scope: !794)
!794 = distinct !DILexicalBlock(scope: !775, file: !1, line: 238, column: 9)
!795 = !DILocation(line: 238, column: 11, scope: !794)
!796 = !DILocation(line: 238, column: 20, scope: !794)
!797 = !DILocation(line: 239, column: 35, scope: !794)
!798 = !DILocation(line: 239, column: 58, scope: !794)
!799 = !DILocation(line: 239, column: 56, scope: !794)
!800 = !DILocation(line: 240, column: 35, scope: !794)
!801 = !DILocation(line: 239, column: 75, scope: !794)
!802 = !DILocation(line: 240, column: 58, scope: !794)
!803 = !DILocation(line: 240, column: 56, scope: !794)
!804 = !DILocation(line: 239, column: 7, scope: !794)
!805 = !DILocation(line: 239, column: 24, scope: !794)
!806 = !DILocation(line: 242, column: 1, scope: !749)
!807 = distinct !DISubprogram(name: "pb_conv2d", scope: !1, file: !1, line: 245, type: !808, scopeLine: 245, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !810)
!808 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !809)
!809 = !{null, !33, !36, !3, !3}
!810 = !{!811, !812, !813, !814, !815, !816, !817, !821, !824, !826}
!811 = !DILocalVariable(name: "a", arg: 1, scope: !807, file: !1, line: 245, type: !33)
!812 = !DILocalVariable(name: "b", arg: 2, scope: !807, file: !1, line: 245, type: !36)
!813 = !DILocalVariable(name: "ni", arg: 3, scope: !807, file: !1, line: 245, type: !3)
!814 = !DILocalVariable(name: "nj", arg: 4, scope: !807, file: !1, line: 245, type: !3)
!815 = !DILocalVariable(name: "j", scope: !807, file: !1, line: 246, type: !3)
!816 = !DILocalVariable(name: "i", scope: !807, file: !1, line: 246, type: !3)
!817 = !DILocalVariable(name: "c", scope: !807, file: !1, line: 247, type: !818)
!818 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 288, elements: !819)
!819 = !{!820, !820}
!820 = !DISubrange(count: 3)
!821 = !DILocalVariable(name: "s", scope: !822, file: !1, line: 249, type: !35)
!822 = distinct !DILexicalBlock(scope: !823, file: !1, line: 248, column: 51)
!823 = distinct !DILexicalBlock(scope: !807, file: !1, line: 248, column: 7)
!824 = !DILocalVariable(name: "di", scope: !825, file: !1, line: 250, type: !3)
!825 = distinct !DILexicalBlock(scope: !822, file: !1, line: 250, column: 5)
!826 = !DILocalVariable(name: "dj", scope: !827, file: !1, line: 251, type: !3)
!827 = distinct !DILexicalBlock(scope: !828, file: !1, line: 251, column: 7)
!828 = distinct !DILexicalBlock(scope: !825, file: !1, line: 250, column: 5)
!829 = !DILocation(line: 0, scope: !807)
!830 = !DILocation(line: 246, column: 11, scope: !807)
!831 = !DILocation(line: 246, column: 33, scope: !807)
!832 = !DILocation(line: 247, column: 15, scope: !807)
!833 = !DILocation(line: 248, column: 9, scope: !823)
!834 = !DILocation(line: 248, column: 13, scope: !823)
!835 = !DILocation(line: 0, scope: !825)
!836 = !DILocation(line: 0, scope: !822)
!837 = !DILocation(line: 0, scope: !827)
!838 = !DILocation(line: 251, column: 7, scope: !827)
!839 = !DILocation(line: 253, column: 5, scope: !822)
!840 = !DILocation(line: 253, column: 21, scope: !822)
!841 = !DILocation(line: 254, column: 3, scope: !822)
!842 = !DILocation(line: 250, column: 34, scope: !828)
!843 = !DILocation(line: 250, column: 26, scope: !828)
!844 = !DILocation(line: 250, column: 5, scope: !825)
!845 = distinct !{!845, !844, !846, !82}
!846 = !DILocation(line: 252, column: 34, scope: !825)
!847 = !DILocation(line: 252, column: 27, scope: !848)
!848 = distinct !DILexicalBlock(scope: !827, file: !1, line: 251, column: 7)
!849 = !DILocation(line: 252, column: 14, scope: !848)
!850 = !DILocation(line: 252, column: 34, scope: !848)
!851 = !DILocation(line: 252, column: 11, scope: !848)
!852 = !DILocation(line: 251, column: 28, scope: !848)
!853 = distinct !{!853, !838, !854, !82}
!854 = !DILocation(line: 252, column: 34, scope: !827)
!855 = !DILocation(line: 255, column: 1, scope: !807)
!856 = distinct !DISubprogram(name: "pb_conv3d", scope: !1, file: !1, line: 257, type: !857, scopeLine: 257, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !859)
!857 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !858)
!858 = !{null, !33, !36, !3, !3, !3}
!859 = !{!860, !861, !862, !863, !864, !865, !866, !867, !869, !872}
!860 = !DILocalVariable(name: "a", arg: 1, scope: !856, file: !1, line: 257, type: !33)
!861 = !DILocalVariable(name: "b", arg: 2, scope: !856, file: !1, line: 257, type: !36)
!862 = !DILocalVariable(name: "ni", arg: 3, scope: !856, file: !1, line: 257, type: !3)
!863 = !DILocalVariable(name: "nj", arg: 4, scope: !856, file: !1, line: 257, type: !3)
!864 = !DILocalVariable(name: "nk", arg: 5, scope: !856, file: !1, line: 257, type: !3)
!865 = !DILocalVariable(name: "k", scope: !856, file: !1, line: 258, type: !3)
!866 = !DILocalVariable(name: "j", scope: !856, file: !1, line: 258, type: !3)
!867 = !DILocalVariable(name: "i", scope: !868, file: !1, line: 259, type: !3)
!868 = distinct !DILexicalBlock(scope: !856, file: !1, line: 259, column: 3)
!869 = !DILocalVariable(name: "s", scope: !870, file: !1, line: 262, type: !35)
!870 = distinct !DILexicalBlock(scope: !871, file: !1, line: 259, column: 36)
!871 = distinct !DILexicalBlock(scope: !868, file: !1, line: 259, column: 3)
!872 = !DILocalVariable(name: "d", scope: !873, file: !1, line: 263, type: !3)
!873 = distinct !DILexicalBlock(scope: !870, file: !1, line: 263, column: 5)
!874 = !{!"float*", !"float*", !"int", !"int", !"int"}
!875 = !{!"const", !"", !"", !"", !""}
!876 = !DILocation(line: 0, scope: !856)
!877 = !DILocation(line: 258, column: 11, scope: !856)
!878 = !DILocation(line: 258, column: 33, scope: !856)
!879 = !DILocation(line: 0, scope: !868)
!880 = !DILocation(line: 259, column: 21, scope: !871)
!881 = !DILocation(line: 259, column: 3, scope: !868)
!882 = !DILocation(line: 260, column: 15, scope: !883)
!883 = distinct !DILexicalBlock(scope: !870, file: !1, line: 260, column: 9)
!884 = !DILocation(line: 0, scope: !873)
!885 = !DILocation(line: 0, scope: !870)
!886 = !DILocation(line: 263, column: 5, scope: !873)
!887 = !DILocation(line: 266, column: 10, scope: !870)
!888 = !DILocation(line: 266, column: 15, scope: !870)
!889 = !DILocation(line: 266, column: 20, scope: !870)
!890 = !DILocation(line: 266, column: 25, scope: !870)
!891 = !DILocation(line: 266, column: 5, scope: !870)
!892 = !DILocation(line: 266, column: 30, scope: !870)
!893 = !DILocation(line: 259, column: 32, scope: !871)
!894 = distinct !{!894, !881, !895, !82}
!895 = !DILocation(line: 267, column: 3, scope: !868)
!896 = !DILocation(line: 264, column: 20, scope: !897)
!897 = distinct !DILexicalBlock(scope: !873, file: !1, line: 263, column: 5)
!898 = !DILocation(line: 264, column: 22, scope: !897)
!899 = !DILocation(line: 264, column: 39, scope: !897)
!900 = !DILocation(line: 264, column: 44, scope: !897)
!901 = !DILocation(line: 264, column: 49, scope: !897)
!902 = !DILocation(line: 264, column: 54, scope: !897)
!903 = !DILocation(line: 264, column: 59, scope: !897)
!904 = !DILocation(line: 264, column: 33, scope: !897)
!905 = !DILocation(line: 264, column: 80, scope: !897)
!906 = !DILocation(line: 264, column: 85, scope: !897)
!907 = !DILocation(line: 264, column: 90, scope: !897)
!908 = !DILocation(line: 264, column: 66, scope: !897)
!909 = !DILocation(line: 264, column: 64, scope: !897)
!910 = !DILocation(line: 265, column: 57, scope: !897)
!911 = !DILocation(line: 265, column: 33, scope: !897)
!912 = !DILocation(line: 264, column: 95, scope: !897)
!913 = !DILocation(line: 264, column: 9, scope: !897)
!914 = !DILocation(line: 263, column: 31, scope: !897)
!915 = !DILocation(line: 263, column: 24, scope: !897)
!916 = distinct !{!916, !886, !917, !82}
!917 = !DILocation(line: 265, column: 61, scope: !873)
!918 = !DILocation(line: 268, column: 1, scope: !856)
