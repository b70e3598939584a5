source_filename = "src/stencil.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 !dbg !14 {
    #dbg_value(i32 %0, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !19)
  %2 = lshr i32 %0, 16, !dbg !20
  %3 = xor i32 %2, %0, !dbg !21
    #dbg_value(i32 %3, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !19)
  %4 = mul i32 %3, 2146121005, !dbg !22
    #dbg_value(i32 %4, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !19)
  %5 = lshr i32 %4, 15, !dbg !23
  %6 = xor i32 %5, %4, !dbg !24
    #dbg_value(i32 %6, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !19)
  %7 = mul i32 %6, -2073254261, !dbg !25
    #dbg_value(i32 %7, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !19)
  %8 = lshr i32 %7, 16, !dbg !26
  %9 = xor i32 %8, %7, !dbg !27
    #dbg_value(i32 %9, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !19)
  ret i32 %9, !dbg !28
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @jacobi2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !29 !kernel_arg_addr_space !43 !kernel_arg_access_qual !44 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
    #dbg_value(ptr addrspace(1) %0, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_value(ptr addrspace(1) %1, !38, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_value(i32 %2, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_value(i32 %3, !40, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !47)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !48
  %6 = trunc i64 %5 to i32, !dbg !48
    #dbg_value(i32 %6, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !47)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #6, !dbg !49
  %8 = trunc i64 %7 to i32, !dbg !49
    #dbg_value(i32 %8, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !47)
  %9 = icmp sgt i32 %6, 0, !dbg !50
  %10 = icmp sgt i32 %8, 0
  %11 = select i1 %9, i1 %10, i1 false, !dbg !52
  %12 = add nsw i32 %2, -1
  %13 = icmp sgt i32 %12, %6
  %14 = select i1 %11, i1 %13, i1 false, !dbg !52
  %15 = add nsw i32 %3, -1
  %16 = icmp sgt i32 %15, %8
  %17 = select i1 %14, i1 %16, i1 false, !dbg !52
  br i1 %17, label %28, label %18, !dbg !52

18:                                               ; preds = %4
  %19 = icmp slt i32 %6, %2, !dbg !53
  %20 = icmp slt i32 %8, %3
  %21 = select i1 %19, i1 %20, i1 false, !dbg !56
  br i1 %21, label %22, label %59, !dbg !56

22:                                               ; preds = %18
  %23 = mul nsw i32 %8, %2, !dbg !57
  %24 = add nsw i32 %23, %6, !dbg !58
  %25 = sext i32 %24 to i64, !dbg !59
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25, !dbg !59
  %27 = load float, ptr addrspace(1) %26, align 4, !dbg !59, !tbaa !60
  br label %55, !dbg !64

28:                                               ; preds = %4
  %29 = mul nsw i32 %8, %2, !dbg !65
  %30 = add nsw i32 %29, %6, !dbg !66
  %31 = sext i32 %30 to i64, !dbg !67
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31, !dbg !67
  %33 = load float, ptr addrspace(1) %32, align 4, !dbg !67, !tbaa !60
  %34 = getelementptr i8, ptr addrspace(1) %32, i64 -4, !dbg !68
  %35 = load float, ptr addrspace(1) %34, align 4, !dbg !68, !tbaa !60
  %36 = fadd float %33, %35, !dbg !69
  %37 = getelementptr i8, ptr addrspace(1) %32, i64 4, !dbg !70
  %38 = load float, ptr addrspace(1) %37, align 4, !dbg !70, !tbaa !60
  %39 = fadd float %36, %38, !dbg !71
  %40 = add nsw i32 %8, -1, !dbg !72
  %41 = mul nsw i32 %40, %2, !dbg !73
  %42 = add nsw i32 %41, %6, !dbg !74
  %43 = sext i32 %42 to i64, !dbg !75
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %43, !dbg !75
  %45 = load float, ptr addrspace(1) %44, align 4, !dbg !75, !tbaa !60
  %46 = fadd float %39, %45, !dbg !76
  %47 = add nuw nsw i32 %8, 1, !dbg !77
  %48 = mul nsw i32 %47, %2, !dbg !78
  %49 = add nsw i32 %48, %6, !dbg !79
  %50 = sext i32 %49 to i64, !dbg !80
  %51 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %50, !dbg !80
  %52 = load float, ptr addrspace(1) %51, align 4, !dbg !80, !tbaa !60
  %53 = fadd float %46, %52, !dbg !81
  %54 = fmul float %53, 0x3FC99999A0000000, !dbg !82
  br label %55, !dbg !83

55:                                               ; preds = %28, %22
  %56 = phi i64 [ %25, %22 ], [ %31, %28 ]
  %57 = phi float [ %27, %22 ], [ %54, %28 ]
  %58 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %56, !dbg !47
  store float %57, ptr addrspace(1) %58, align 4, !dbg !47, !tbaa !60
  br label %59, !dbg !83

59:                                               ; preds = %55, %18
  ret void, !dbg !83
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !84 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @stencil1d_halo(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #3 !dbg !88 !kernel_arg_addr_space !103 !kernel_arg_access_qual !104 !kernel_arg_type !105 !kernel_arg_base_type !105 !kernel_arg_type_qual !106 {
    #dbg_value(ptr addrspace(1) %0, !93, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !107)
    #dbg_value(ptr addrspace(1) %1, !94, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !107)
    #dbg_value(i32 %2, !95, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !107)
    #dbg_value(ptr addrspace(3) %3, !96, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !107)
    #dbg_value(i32 %4, !97, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !107)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !108
  %7 = trunc i64 %6 to i32, !dbg !108
    #dbg_value(i32 %7, !98, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !107)
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6, !dbg !109
  %9 = trunc i64 %8 to i32, !dbg !109
    #dbg_value(!DIArgList(i32 %9, i32 %4), !99, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !107)
    #dbg_value(i32 %7, !110, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !116)
    #dbg_value(i32 %2, !115, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !116)
  %10 = icmp slt i32 %7, 0, !dbg !118
  %11 = icmp slt i32 %7, %2, !dbg !119
  %12 = add nsw i32 %2, -1, !dbg !119
  %13 = select i1 %11, i32 %7, i32 %12, !dbg !119
  %14 = select i1 %10, i32 0, i32 %13, !dbg !119
  %15 = sext i32 %14 to i64, !dbg !120
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15, !dbg !120
  %17 = load float, ptr addrspace(1) %16, align 4, !dbg !120, !tbaa !60
  %18 = getelementptr float, ptr addrspace(3) %3, i32 %9, !dbg !121
  %19 = getelementptr float, ptr addrspace(3) %18, i32 %4, !dbg !121
  store float %17, ptr addrspace(3) %19, align 4, !dbg !122, !tbaa !60
  %20 = zext i32 %4 to i64, !dbg !123
  %21 = icmp ult i64 %8, %20, !dbg !125
  br i1 %21, label %22, label %44, !dbg !126

22:                                               ; preds = %5
  %23 = sub nsw i32 %7, %4, !dbg !127
    #dbg_value(i32 %23, !110, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !129)
    #dbg_value(i32 %2, !115, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !129)
  %24 = icmp slt i32 %23, 0, !dbg !131
  %25 = icmp slt i32 %23, %2, !dbg !132
  %26 = select i1 %25, i32 %23, i32 %12, !dbg !132
  %27 = select i1 %24, i32 0, i32 %26, !dbg !132
  %28 = sext i32 %27 to i64, !dbg !133
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28, !dbg !133
  %30 = load float, ptr addrspace(1) %29, align 4, !dbg !133, !tbaa !60
  %31 = getelementptr inbounds float, ptr addrspace(3) %3, i32 %9, !dbg !134
  store float %30, ptr addrspace(3) %31, align 4, !dbg !135, !tbaa !60
  %32 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6, !dbg !136
  %33 = add i64 %32, %6, !dbg !137
  %34 = trunc i64 %33 to i32, !dbg !138
    #dbg_value(i32 %34, !110, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !139)
    #dbg_value(i32 %2, !115, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !139)
  %35 = icmp slt i32 %34, 0, !dbg !141
  %36 = icmp slt i32 %34, %2, !dbg !142
  %37 = select i1 %36, i32 %34, i32 %12, !dbg !142
  %38 = select i1 %35, i32 0, i32 %37, !dbg !142
  %39 = sext i32 %38 to i64, !dbg !143
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39, !dbg !143
  %41 = load float, ptr addrspace(1) %40, align 4, !dbg !143, !tbaa !60
  %42 = trunc i64 %32 to i32, !dbg !144
  %43 = getelementptr float, ptr addrspace(3) %19, i32 %42, !dbg !144
  store float %41, ptr addrspace(3) %43, align 4, !dbg !145, !tbaa !60
  br label %44, !dbg !146

44:                                               ; preds = %22, %5
  tail call void @_Z7barrierj(i32 noundef 1) #7, !dbg !147
    #dbg_value(float 0.000000e+00, !100, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !107)
    #dbg_value(!DIArgList(i32 0, i32 %4), !101, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !148)
    #dbg_value(float 0.000000e+00, !100, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !107)
  %45 = icmp slt i32 %4, 0, !dbg !149
  br i1 %45, label %48, label %46, !dbg !151

46:                                               ; preds = %44
  %47 = sub nsw i32 0, %4, !dbg !152
    #dbg_value(i32 %47, !101, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !148)
  br label %50, !dbg !151

48:                                               ; preds = %50, %44
  %49 = phi float [ 0.000000e+00, %44 ], [ %55, %50 ], !dbg !107
  br i1 %11, label %58, label %66, !dbg !153

50:                                               ; preds = %46, %50
  %51 = phi i32 [ %56, %50 ], [ %47, %46 ]
  %52 = phi float [ %55, %50 ], [ 0.000000e+00, %46 ]
    #dbg_value(i32 %51, !101, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !148)
    #dbg_value(float %52, !100, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !107)
  %53 = getelementptr float, ptr addrspace(3) %19, i32 %51, !dbg !154
  %54 = load float, ptr addrspace(3) %53, align 4, !dbg !154, !tbaa !60
  %55 = fadd float %52, %54, !dbg !155
    #dbg_value(float %55, !100, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !107)
  %56 = add i32 %51, 1, !dbg !156
    #dbg_value(i32 %56, !101, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !148)
  %57 = icmp eq i32 %51, %4, !dbg !149
  br i1 %57, label %48, label %50, !dbg !151, !llvm.loop !157

58:                                               ; preds = %48
  %59 = shl nsw i32 %4, 1, !dbg !160
  %60 = or disjoint i32 %59, 1, !dbg !162
  %61 = sitofp i32 %60 to float, !dbg !163
  %62 = fdiv float %49, %61, !dbg !164, !fpmath !165
  %63 = shl i64 %6, 32, !dbg !166
  %64 = ashr exact i64 %63, 30, !dbg !166
  %65 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %64, !dbg !166
  store float %62, ptr addrspace(1) %65, align 4, !dbg !167, !tbaa !60
  br label %66, !dbg !166

66:                                               ; preds = %58, %48
  ret void, !dbg !168
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !169 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !170 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !171 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @heat_steps(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, ptr addrspace(3) nocapture noundef align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3) local_unnamed_addr #3 !dbg !175 !kernel_arg_addr_space !192 !kernel_arg_access_qual !44 !kernel_arg_type !193 !kernel_arg_base_type !193 !kernel_arg_type_qual !194 {
    #dbg_value(ptr addrspace(1) %0, !179, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
    #dbg_value(i32 %1, !180, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
    #dbg_value(ptr addrspace(3) %2, !181, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
    #dbg_value(ptr addrspace(3) %3, !182, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6, !dbg !196
  %6 = trunc i64 %5 to i32, !dbg !196
    #dbg_value(i32 %6, !183, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
  %7 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6, !dbg !197
    #dbg_value(i64 %7, !184, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !195)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !198
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8, !dbg !199
  %10 = load float, ptr addrspace(1) %9, align 4, !dbg !199, !tbaa !60
  %11 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %6, !dbg !200
  store float %10, ptr addrspace(3) %11, align 4, !dbg !201, !tbaa !60
  tail call void @_Z7barrierj(i32 noundef 1) #7, !dbg !202
    #dbg_value(i32 0, !185, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
    #dbg_value(ptr addrspace(3) %2, !181, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
    #dbg_value(ptr addrspace(3) %3, !182, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
  %12 = icmp sgt i32 %1, 0, !dbg !204
  br i1 %12, label %13, label %22, !dbg !205

13:                                               ; preds = %4
  %14 = trunc i64 %7 to i32, !dbg !197
    #dbg_value(i32 %14, !184, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
  %15 = icmp sgt i32 %6, 0
  %16 = sext i1 %15 to i32
  %17 = add nsw i32 %16, %6
  %18 = add nsw i32 %14, -1
  %19 = icmp sgt i32 %18, %6
  %20 = zext i1 %19 to i32
  %21 = add i32 %20, %6
  br label %28, !dbg !205

22:                                               ; preds = %28, %4
  %23 = phi ptr addrspace(3) [ %2, %4 ], [ %30, %28 ]
  %24 = getelementptr inbounds float, ptr addrspace(3) %23, i32 %6, !dbg !206
  %25 = load float, ptr addrspace(3) %24, align 4, !dbg !206, !tbaa !60
  %26 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6, !dbg !207
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26, !dbg !208
  store float %25, ptr addrspace(1) %27, align 4, !dbg !209, !tbaa !60
  ret void, !dbg !210

28:                                               ; preds = %13, %28
  %29 = phi ptr addrspace(3) [ %2, %13 ], [ %30, %28 ]
  %30 = phi ptr addrspace(3) [ %3, %13 ], [ %29, %28 ]
  %31 = phi i32 [ 0, %13 ], [ %42, %28 ]
    #dbg_value(ptr addrspace(3) %29, !181, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
    #dbg_value(ptr addrspace(3) %30, !182, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
    #dbg_value(i32 %31, !185, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %32 = getelementptr inbounds float, ptr addrspace(3) %29, i32 %17, !dbg !211
  %33 = load float, ptr addrspace(3) %32, align 4, !dbg !212, !tbaa !60
    #dbg_value(float %33, !187, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !213)
  %34 = getelementptr inbounds float, ptr addrspace(3) %29, i32 %21, !dbg !214
  %35 = load float, ptr addrspace(3) %34, align 4, !dbg !215, !tbaa !60
    #dbg_value(float %35, !190, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !213)
  %36 = getelementptr inbounds float, ptr addrspace(3) %29, i32 %6, !dbg !216
  %37 = load float, ptr addrspace(3) %36, align 4, !dbg !216, !tbaa !60
  %38 = tail call float @llvm.fmuladd.f32(float %37, float -2.000000e+00, float %33), !dbg !217
  %39 = fadd float %35, %38, !dbg !218
  %40 = tail call float @llvm.fmuladd.f32(float %39, float 2.500000e-01, float %37), !dbg !219
  %41 = getelementptr inbounds float, ptr addrspace(3) %30, i32 %6, !dbg !220
  store float %40, ptr addrspace(3) %41, align 4, !dbg !221, !tbaa !60
  tail call void @_Z7barrierj(i32 noundef 1) #7, !dbg !222
    #dbg_value(ptr addrspace(3) %29, !191, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !213)
    #dbg_value(ptr addrspace(3) %30, !181, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
    #dbg_value(ptr addrspace(3) %29, !182, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
  %42 = add nuw nsw i32 %31, 1, !dbg !223
    #dbg_value(i32 %42, !185, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %43 = icmp eq i32 %42, %1, !dbg !204
  br i1 %43, label %22, label %28, !dbg !205, !llvm.loop !224
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11}
!opencl.ocl.version = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/stencil.cl", directory: ".", checksumkind: CSK_MD5, checksum: "a425032a68d3eb855b65d9a5a07d5ddd")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !5, line: 129, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 2, i32 0}
!13 = !{!"clang-19"}
!14 = distinct !DISubprogram(name: "hash32", scope: !15, file: !15, line: 15, type: !16, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!15 = !DIFile(filename: "src/common.h", directory: ".", checksumkind: CSK_MD5, checksum: "e5333d42a508fc6e446e938aee4c8f69")
!16 = !DISubroutineType(types: !2)
!17 = !{!18}
!18 = !DILocalVariable(name: "x", arg: 1, scope: !14, file: !15, line: 15, type: !4)
!19 = !DILocation(line: 0, scope: !14)
!20 = !DILocation(line: 16, column: 10, scope: !14)
!21 = !DILocation(line: 16, column: 5, scope: !14)
!22 = !DILocation(line: 17, column: 5, scope: !14)
!23 = !DILocation(line: 18, column: 10, scope: !14)
!24 = !DILocation(line: 18, column: 5, scope: !14)
!25 = !DILocation(line: 19, column: 5, scope: !14)
!26 = !DILocation(line: 20, column: 10, scope: !14)
!27 = !DILocation(line: 20, column: 5, scope: !14)
!28 = !DILocation(line: 21, column: 3, scope: !14)
!29 = distinct !DISubprogram(name: "jacobi2d", scope: !1, file: !1, line: 4, type: !30, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !36)
!30 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !31)
!31 = !{null, !32, !35, !3, !3}
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!34 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!36 = !{!37, !38, !39, !40, !41, !42}
!37 = !DILocalVariable(name: "in", arg: 1, scope: !29, file: !1, line: 4, type: !32)
!38 = !DILocalVariable(name: "out", arg: 2, scope: !29, file: !1, line: 4, type: !35)
!39 = !DILocalVariable(name: "w", arg: 3, scope: !29, file: !1, line: 4, type: !3)
!40 = !DILocalVariable(name: "h", arg: 4, scope: !29, file: !1, line: 4, type: !3)
!41 = !DILocalVariable(name: "x", scope: !29, file: !1, line: 5, type: !3)
!42 = !DILocalVariable(name: "y", scope: !29, file: !1, line: 5, type: !3)
!43 = !{i32 1, i32 1, i32 0, i32 0}
!44 = !{!"none", !"none", !"none", !"none"}
!45 = !{!"float*", !"float*", !"int", !"int"}
!46 = !{!"const", !"", !"", !""}
!47 = !DILocation(line: 0, scope: !29)
!48 = !DILocation(line: 5, column: 11, scope: !29)
!49 = !DILocation(line: 5, column: 33, scope: !29)
!50 = !DILocation(line: 6, column: 9, scope: !51)
!51 = distinct !DILexicalBlock(scope: !29, file: !1, line: 6, column: 7)
!52 = !DILocation(line: 6, column: 14, scope: !51)
!53 = !DILocation(line: 7, column: 11, scope: !54)
!54 = distinct !DILexicalBlock(scope: !55, file: !1, line: 7, column: 9)
!55 = distinct !DILexicalBlock(scope: !51, file: !1, line: 6, column: 53)
!56 = !DILocation(line: 7, column: 15, scope: !54)
!57 = !DILocation(line: 8, column: 29, scope: !54)
!58 = !DILocation(line: 8, column: 33, scope: !54)
!59 = !DILocation(line: 8, column: 24, scope: !54)
!60 = !{!61, !61, i64 0}
!61 = !{!"float", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 8, column: 7, scope: !54)
!65 = !DILocation(line: 11, column: 33, scope: !29)
!66 = !DILocation(line: 11, column: 37, scope: !29)
!67 = !DILocation(line: 11, column: 28, scope: !29)
!68 = !DILocation(line: 11, column: 44, scope: !29)
!69 = !DILocation(line: 11, column: 42, scope: !29)
!70 = !DILocation(line: 12, column: 28, scope: !29)
!71 = !DILocation(line: 11, column: 62, scope: !29)
!72 = !DILocation(line: 12, column: 54, scope: !29)
!73 = !DILocation(line: 12, column: 59, scope: !29)
!74 = !DILocation(line: 12, column: 63, scope: !29)
!75 = !DILocation(line: 12, column: 48, scope: !29)
!76 = !DILocation(line: 12, column: 46, scope: !29)
!77 = !DILocation(line: 13, column: 34, scope: !29)
!78 = !DILocation(line: 13, column: 39, scope: !29)
!79 = !DILocation(line: 13, column: 43, scope: !29)
!80 = !DILocation(line: 13, column: 28, scope: !29)
!81 = !DILocation(line: 12, column: 68, scope: !29)
!82 = !DILocation(line: 11, column: 25, scope: !29)
!83 = !DILocation(line: 14, column: 1, scope: !29)
!84 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 5, type: !85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubroutineType(types: !86)
!86 = !{!87, !6}
!87 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!88 = distinct !DISubprogram(name: "stencil1d_halo", scope: !1, file: !1, line: 17, type: !89, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !92)
!89 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !90)
!90 = !{null, !32, !35, !3, !91, !3}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 32, dwarfAddressSpace: 2)
!92 = !{!93, !94, !95, !96, !97, !98, !99, !100, !101}
!93 = !DILocalVariable(name: "in", arg: 1, scope: !88, file: !1, line: 17, type: !32)
!94 = !DILocalVariable(name: "out", arg: 2, scope: !88, file: !1, line: 17, type: !35)
!95 = !DILocalVariable(name: "n", arg: 3, scope: !88, file: !1, line: 17, type: !3)
!96 = !DILocalVariable(name: "buf", arg: 4, scope: !88, file: !1, line: 18, type: !91)
!97 = !DILocalVariable(name: "radius", arg: 5, scope: !88, file: !1, line: 18, type: !3)
!98 = !DILocalVariable(name: "g", scope: !88, file: !1, line: 19, type: !3)
!99 = !DILocalVariable(name: "l", scope: !88, file: !1, line: 20, type: !3)
!100 = !DILocalVariable(name: "s", scope: !88, file: !1, line: 27, type: !34)
!101 = !DILocalVariable(name: "k", scope: !102, file: !1, line: 28, type: !3)
!102 = distinct !DILexicalBlock(scope: !88, file: !1, line: 28, column: 3)
!103 = !{i32 1, i32 1, i32 0, i32 3, i32 0}
!104 = !{!"none", !"none", !"none", !"none", !"none"}
!105 = !{!"float*", !"float*", !"int", !"float*", !"int"}
!106 = !{!"const", !"", !"", !"", !""}
!107 = !DILocation(line: 0, scope: !88)
!108 = !DILocation(line: 19, column: 11, scope: !88)
!109 = !DILocation(line: 20, column: 11, scope: !88)
!110 = !DILocalVariable(name: "i", arg: 1, scope: !111, file: !15, line: 10, type: !3)
!111 = distinct !DISubprogram(name: "clamp_index", scope: !15, file: !15, line: 10, type: !112, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!3, !3, !3}
!114 = !{!110, !115}
!115 = !DILocalVariable(name: "n", arg: 2, scope: !111, file: !15, line: 10, type: !3)
!116 = !DILocation(line: 0, scope: !111, inlinedAt: !117)
!117 = distinct !DILocation(line: 21, column: 15, scope: !88)
!118 = !DILocation(line: 11, column: 12, scope: !111, inlinedAt: !117)
!119 = !DILocation(line: 11, column: 10, scope: !111, inlinedAt: !117)
!120 = !DILocation(line: 21, column: 12, scope: !88)
!121 = !DILocation(line: 21, column: 3, scope: !88)
!122 = !DILocation(line: 21, column: 10, scope: !88)
!123 = !DILocation(line: 22, column: 25, scope: !124)
!124 = distinct !DILexicalBlock(scope: !88, file: !1, line: 22, column: 7)
!125 = !DILocation(line: 22, column: 23, scope: !124)
!126 = !DILocation(line: 22, column: 7, scope: !88)
!127 = !DILocation(line: 23, column: 40, scope: !128)
!128 = distinct !DILexicalBlock(scope: !124, file: !1, line: 22, column: 39)
!129 = !DILocation(line: 0, scope: !111, inlinedAt: !130)
!130 = distinct !DILocation(line: 23, column: 26, scope: !128)
!131 = !DILocation(line: 11, column: 12, scope: !111, inlinedAt: !130)
!132 = !DILocation(line: 11, column: 10, scope: !111, inlinedAt: !130)
!133 = !DILocation(line: 23, column: 23, scope: !128)
!134 = !DILocation(line: 23, column: 5, scope: !128)
!135 = !DILocation(line: 23, column: 21, scope: !128)
!136 = !DILocation(line: 24, column: 53, scope: !128)
!137 = !DILocation(line: 24, column: 51, scope: !128)
!138 = !DILocation(line: 24, column: 49, scope: !128)
!139 = !DILocation(line: 0, scope: !111, inlinedAt: !140)
!140 = distinct !DILocation(line: 24, column: 37, scope: !128)
!141 = !DILocation(line: 11, column: 12, scope: !111, inlinedAt: !140)
!142 = !DILocation(line: 11, column: 10, scope: !111, inlinedAt: !140)
!143 = !DILocation(line: 24, column: 34, scope: !128)
!144 = !DILocation(line: 24, column: 5, scope: !128)
!145 = !DILocation(line: 24, column: 32, scope: !128)
!146 = !DILocation(line: 25, column: 3, scope: !128)
!147 = !DILocation(line: 26, column: 3, scope: !88)
!148 = !DILocation(line: 0, scope: !102)
!149 = !DILocation(line: 28, column: 27, scope: !150)
!150 = distinct !DILexicalBlock(scope: !102, file: !1, line: 28, column: 3)
!151 = !DILocation(line: 28, column: 3, scope: !102)
!152 = !DILocation(line: 28, column: 16, scope: !102)
!153 = !DILocation(line: 30, column: 7, scope: !88)
!154 = !DILocation(line: 29, column: 10, scope: !150)
!155 = !DILocation(line: 29, column: 7, scope: !150)
!156 = !DILocation(line: 28, column: 38, scope: !150)
!157 = distinct !{!157, !151, !158, !159}
!158 = !DILocation(line: 29, column: 19, scope: !102)
!159 = !{!"llvm.loop.unroll.disable"}
!160 = !DILocation(line: 31, column: 21, scope: !161)
!161 = distinct !DILexicalBlock(scope: !88, file: !1, line: 30, column: 7)
!162 = !DILocation(line: 31, column: 30, scope: !161)
!163 = !DILocation(line: 31, column: 18, scope: !161)
!164 = !DILocation(line: 31, column: 16, scope: !161)
!165 = !{float 2.500000e+00}
!166 = !DILocation(line: 31, column: 5, scope: !161)
!167 = !DILocation(line: 31, column: 12, scope: !161)
!168 = !DILocation(line: 32, column: 1, scope: !88)
!169 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !1, file: !1, line: 20, type: !85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !1, file: !1, line: 24, type: !85, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !1, file: !1, line: 26, type: !172, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!172 = !DISubroutineType(types: !173)
!173 = !{null, !174}
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !5, line: 372, baseType: !4)
!175 = distinct !DISubprogram(name: "heat_steps", scope: !1, file: !1, line: 35, type: !176, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !178)
!176 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !177)
!177 = !{null, !35, !3, !91, !91}
!178 = !{!179, !180, !181, !182, !183, !184, !185, !187, !190, !191}
!179 = !DILocalVariable(name: "u", arg: 1, scope: !175, file: !1, line: 35, type: !35)
!180 = !DILocalVariable(name: "steps", arg: 2, scope: !175, file: !1, line: 35, type: !3)
!181 = !DILocalVariable(name: "a", arg: 3, scope: !175, file: !1, line: 35, type: !91)
!182 = !DILocalVariable(name: "b", arg: 4, scope: !175, file: !1, line: 35, type: !91)
!183 = !DILocalVariable(name: "i", scope: !175, file: !1, line: 36, type: !3)
!184 = !DILocalVariable(name: "n", scope: !175, file: !1, line: 37, type: !3)
!185 = !DILocalVariable(name: "t", scope: !186, file: !1, line: 40, type: !3)
!186 = distinct !DILexicalBlock(scope: !175, file: !1, line: 40, column: 3)
!187 = !DILocalVariable(name: "left", scope: !188, file: !1, line: 41, type: !34)
!188 = distinct !DILexicalBlock(scope: !189, file: !1, line: 40, column: 35)
!189 = distinct !DILexicalBlock(scope: !186, file: !1, line: 40, column: 3)
!190 = !DILocalVariable(name: "right", scope: !188, file: !1, line: 42, type: !34)
!191 = !DILocalVariable(name: "tmp", scope: !188, file: !1, line: 45, type: !91)
!192 = !{i32 1, i32 0, i32 3, i32 3}
!193 = !{!"float*", !"int", !"float*", !"float*"}
!194 = !{!"", !"", !"", !""}
!195 = !DILocation(line: 0, scope: !175)
!196 = !DILocation(line: 36, column: 11, scope: !175)
!197 = !DILocation(line: 37, column: 11, scope: !175)
!198 = !DILocation(line: 38, column: 12, scope: !175)
!199 = !DILocation(line: 38, column: 10, scope: !175)
!200 = !DILocation(line: 38, column: 3, scope: !175)
!201 = !DILocation(line: 38, column: 8, scope: !175)
!202 = !DILocation(line: 39, column: 3, scope: !175)
!203 = !DILocation(line: 0, scope: !186)
!204 = !DILocation(line: 40, column: 21, scope: !189)
!205 = !DILocation(line: 40, column: 3, scope: !186)
!206 = !DILocation(line: 47, column: 25, scope: !175)
!207 = !DILocation(line: 47, column: 5, scope: !175)
!208 = !DILocation(line: 47, column: 3, scope: !175)
!209 = !DILocation(line: 47, column: 23, scope: !175)
!210 = !DILocation(line: 48, column: 1, scope: !175)
!211 = !DILocation(line: 41, scope: !188)
!212 = !DILocation(line: 41, column: 18, scope: !188)
!213 = !DILocation(line: 0, scope: !188)
!214 = !DILocation(line: 42, scope: !188)
!215 = !DILocation(line: 42, column: 19, scope: !188)
!216 = !DILocation(line: 43, column: 12, scope: !188)
!217 = !DILocation(line: 43, column: 33, scope: !188)
!218 = !DILocation(line: 43, column: 47, scope: !188)
!219 = !DILocation(line: 43, column: 17, scope: !188)
!220 = !DILocation(line: 43, column: 5, scope: !188)
!221 = !DILocation(line: 43, column: 10, scope: !188)
!222 = !DILocation(line: 44, column: 5, scope: !188)
!223 = !DILocation(line: 40, column: 30, scope: !189)
!224 = distinct !{!224, !205, !225, !159}
!225 = !DILocation(line: 46, column: 3, scope: !186)
