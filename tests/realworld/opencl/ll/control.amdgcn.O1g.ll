source_filename = "src/control.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 !dbg !12 {
    #dbg_value(i32 %0, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !21)
  %2 = lshr i32 %0, 16, !dbg !22
  %3 = xor i32 %2, %0, !dbg !23
    #dbg_value(i32 %3, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !21)
  %4 = mul i32 %3, 2146121005, !dbg !24
    #dbg_value(i32 %4, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !21)
  %5 = lshr i32 %4, 15, !dbg !25
  %6 = xor i32 %5, %4, !dbg !26
    #dbg_value(i32 %6, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !21)
  %7 = mul i32 %6, -2073254261, !dbg !27
    #dbg_value(i32 %7, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !21)
  %8 = lshr i32 %7, 16, !dbg !28
  %9 = xor i32 %8, %7, !dbg !29
    #dbg_value(i32 %9, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !21)
  ret i32 %9, !dbg !30
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @search_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !dbg !31 !kernel_arg_addr_space !49 !kernel_arg_access_qual !50 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !52 {
    #dbg_value(ptr addrspace(1) %0, !38, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !53)
    #dbg_value(ptr addrspace(1) %1, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !53)
    #dbg_value(i32 %2, !40, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !53)
    #dbg_value(i32 %3, !41, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !53)
    #dbg_value(i32 %4, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !53)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !54
  %7 = trunc i64 %6 to i32, !dbg !54
    #dbg_value(i32 %7, !43, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !53)
  %8 = shl i64 %6, 32, !dbg !55
  %9 = ashr exact i64 %8, 30, !dbg !55
  %10 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %9, !dbg !55
  store i32 -1, ptr addrspace(1) %10, align 4, !dbg !56, !tbaa !57
  %11 = icmp slt i32 %7, %2, !dbg !61
    #dbg_value(i32 0, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !63)
  %12 = icmp sgt i32 %3, 0
  %13 = and i1 %11, %12, !dbg !64
  br i1 %13, label %14, label %35, !dbg !64

14:                                               ; preds = %5
  %15 = mul nsw i32 %7, %3
  %16 = shl nsw i32 %4, 1
  br label %17, !dbg !65

17:                                               ; preds = %14, %32
  %18 = phi i32 [ 0, %14 ], [ %33, %32 ]
    #dbg_value(i32 %18, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !63)
  %19 = add nsw i32 %18, %15, !dbg !66
  %20 = sext i32 %19 to i64, !dbg !67
  %21 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %20, !dbg !67
  %22 = load i32, ptr addrspace(1) %21, align 4, !dbg !67, !tbaa !57
    #dbg_value(i32 %22, !46, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !68)
  %23 = icmp slt i32 %22, 0, !dbg !69
  br i1 %23, label %30, label %24, !dbg !71

24:                                               ; preds = %17
  %25 = icmp eq i32 %22, %4, !dbg !72
  br i1 %25, label %26, label %27, !dbg !74

26:                                               ; preds = %24
  store i32 %18, ptr addrspace(1) %10, align 4, !dbg !75, !tbaa !57
  br label %30, !dbg !77

27:                                               ; preds = %24
  %28 = icmp sgt i32 %22, %16, !dbg !78
  %29 = select i1 %28, i32 2, i32 0, !dbg !80
  br label %30, !dbg !80

30:                                               ; preds = %27, %17, %26
  %31 = phi i32 [ 2, %26 ], [ 4, %17 ], [ %29, %27 ]
  switch i32 %31, label %35 [
    i32 0, label %32
    i32 4, label %32
  ]

32:                                               ; preds = %30, %30
  %33 = add nuw nsw i32 %18, 1, !dbg !81
    #dbg_value(i32 %33, !44, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !63)
  %34 = icmp eq i32 %33, %3, !dbg !82
  br i1 %34, label %35, label %17, !dbg !65, !llvm.loop !83

35:                                               ; preds = %32, %30, %5
  ret void, !dbg !86
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !87 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @switch_ops(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1) local_unnamed_addr #3 !dbg !91 !kernel_arg_addr_space !100 !kernel_arg_access_qual !101 !kernel_arg_type !102 !kernel_arg_base_type !102 !kernel_arg_type_qual !103 {
    #dbg_value(ptr addrspace(1) %0, !96, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !104)
    #dbg_value(i32 %1, !97, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !104)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !105
  %4 = trunc i64 %3 to i32, !dbg !105
    #dbg_value(i32 %4, !98, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !104)
  %5 = shl i64 %3, 32, !dbg !106
  %6 = ashr exact i64 %5, 30, !dbg !106
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %6, !dbg !106
  %8 = load float, ptr addrspace(1) %7, align 4, !dbg !106, !tbaa !107
    #dbg_value(float %8, !99, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !104)
  %9 = and i32 %4, 3, !dbg !109
  switch i32 %9, label %16 [
    i32 0, label %10
    i32 1, label %12
    i32 2, label %14
    i32 3, label %17
  ], !dbg !110

10:                                               ; preds = %2
  %11 = fmul float %8, 2.000000e+00, !dbg !111
    #dbg_value(float %11, !99, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !104)
  br label %17, !dbg !113

12:                                               ; preds = %2
  %13 = fadd float %8, 1.000000e+00, !dbg !114
    #dbg_value(float %13, !99, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !104)
  br label %17, !dbg !115

14:                                               ; preds = %2
  %15 = fneg float %8, !dbg !116
    #dbg_value(float %15, !99, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !104)
  br label %17, !dbg !117

16:                                               ; preds = %2
  unreachable

17:                                               ; preds = %2, %14, %12, %10
  %18 = phi float [ %8, %2 ], [ %15, %14 ], [ %13, %12 ], [ %11, %10 ], !dbg !104
    #dbg_value(float %18, !99, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !104)
  switch i32 %1, label %24 [
    i32 7, label %19
    i32 9, label %22
    i32 13, label %27
  ], !dbg !118

19:                                               ; preds = %17
  %20 = tail call float @llvm.fabs.f32(float noundef %18) #8, !dbg !119
  %21 = tail call float @llvm.sqrt.f32(float noundef %20) #8, !dbg !121, !fpmath !122
    #dbg_value(float %21, !99, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !104)
  br label %27, !dbg !123

22:                                               ; preds = %17
  %23 = fmul float %18, %18, !dbg !124
    #dbg_value(float %23, !99, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !104)
  br label %27, !dbg !125

24:                                               ; preds = %17
  %25 = sitofp i32 %1 to float, !dbg !126
  %26 = fadd float %18, %25, !dbg !127
    #dbg_value(float %26, !99, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !104)
  br label %27, !dbg !128

27:                                               ; preds = %17, %24, %22, %19
  %28 = phi float [ %26, %24 ], [ %23, %22 ], [ %21, %19 ], [ 0.000000e+00, %17 ], !dbg !129
    #dbg_value(float %28, !99, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !104)
  store float %28, ptr addrspace(1) %7, align 4, !dbg !130, !tbaa !107
  ret void, !dbg !131
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: write)
define protected amdgpu_kernel void @mandelbrot(ptr addrspace(1) nocapture noundef writeonly align 4 %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !dbg !132 !kernel_arg_addr_space !149 !kernel_arg_access_qual !150 !kernel_arg_type !151 !kernel_arg_base_type !151 !kernel_arg_type_qual !152 {
    #dbg_value(ptr addrspace(1) %0, !136, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
    #dbg_value(i32 %1, !137, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
    #dbg_value(i32 %2, !138, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
    #dbg_value(i32 %3, !139, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !154
  %6 = trunc i64 %5 to i32, !dbg !154
    #dbg_value(i32 %6, !140, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8, !dbg !155
  %8 = trunc i64 %7 to i32, !dbg !155
    #dbg_value(i32 %8, !141, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
  %9 = sitofp i32 %6 to float, !dbg !156
  %10 = fmul float %9, 3.000000e+00, !dbg !157
  %11 = sitofp i32 %1 to float, !dbg !158
  %12 = fdiv float %10, %11, !dbg !159, !fpmath !160
  %13 = fadd float %12, -2.000000e+00, !dbg !161
    #dbg_value(float %13, !142, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
  %14 = sitofp i32 %8 to float, !dbg !162
  %15 = fmul float %14, 3.000000e+00, !dbg !163
  %16 = sitofp i32 %2 to float, !dbg !164
  %17 = fdiv float %15, %16, !dbg !165, !fpmath !160
  %18 = fadd float %17, -1.500000e+00, !dbg !166
    #dbg_value(float %18, !143, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
    #dbg_value(float 0.000000e+00, !144, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
    #dbg_value(float 0.000000e+00, !145, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
    #dbg_value(i32 0, !146, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
  %19 = icmp sgt i32 %3, 0, !dbg !167
  br i1 %19, label %20, label %36, !dbg !168

20:                                               ; preds = %4, %20
  %21 = phi float [ %31, %20 ], [ 0.000000e+00, %4 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %4 ]
  %23 = phi i32 [ %30, %20 ], [ 0, %4 ]
  %24 = phi float [ %29, %20 ], [ 0.000000e+00, %4 ]
    #dbg_value(float %22, !144, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
    #dbg_value(i32 %23, !146, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
    #dbg_value(float %24, !145, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
  %25 = fneg float %21, !dbg !169
  %26 = tail call float @llvm.fmuladd.f32(float %22, float %22, float %25), !dbg !169
  %27 = fadd float %13, %26, !dbg !170
    #dbg_value(float %27, !147, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !171)
  %28 = fmul float %22, 2.000000e+00, !dbg !172
  %29 = tail call float @llvm.fmuladd.f32(float %28, float %24, float %18), !dbg !173
    #dbg_value(float %29, !145, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
    #dbg_value(float %27, !144, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
  %30 = add nuw nsw i32 %23, 1, !dbg !174
    #dbg_value(i32 %30, !146, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !153)
  %31 = fmul float %29, %29, !dbg !175
  %32 = tail call float @llvm.fmuladd.f32(float %27, float %27, float %31), !dbg !176
  %33 = fcmp olt float %32, 4.000000e+00, !dbg !177
  %34 = icmp slt i32 %30, %3, !dbg !167
  %35 = select i1 %33, i1 %34, i1 false, !dbg !167
  br i1 %35, label %20, label %36, !dbg !168, !llvm.loop !178

36:                                               ; preds = %20, %4
  %37 = phi i32 [ 0, %4 ], [ %30, %20 ], !dbg !153
  %38 = mul nsw i32 %8, %1, !dbg !180
  %39 = add nsw i32 %38, %6, !dbg !181
  %40 = sext i32 %39 to i64, !dbg !182
  %41 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %40, !dbg !182
  store i32 %37, ptr addrspace(1) %41, align 4, !dbg !183, !tbaa !57
  ret void, !dbg !184
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @collatz(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !dbg !185 !kernel_arg_addr_space !196 !kernel_arg_access_qual !101 !kernel_arg_type !197 !kernel_arg_base_type !197 !kernel_arg_type_qual !198 {
    #dbg_value(ptr addrspace(1) %0, !192, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !199)
    #dbg_value(ptr addrspace(1) %1, !193, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !199)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !200
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3, !dbg !201
  %5 = load i32, ptr addrspace(1) %4, align 4, !dbg !201, !tbaa !57
    #dbg_value(i32 %5, !194, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !199)
    #dbg_value(i32 0, !195, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !199)
  br label %6, !dbg !202

6:                                                ; preds = %16, %2
  %7 = phi i32 [ %5, %2 ], [ %17, %16 ], !dbg !199
  %8 = phi i32 [ 0, %2 ], [ %18, %16 ], !dbg !199
    #dbg_value(i32 %8, !195, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !199)
    #dbg_value(i32 %7, !194, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !199)
  %9 = and i32 %7, 1, !dbg !203
  %10 = icmp eq i32 %9, 0, !dbg !203
  br i1 %10, label %14, label %11, !dbg !205

11:                                               ; preds = %6
  %12 = mul i32 %7, 3, !dbg !206
  %13 = add i32 %12, 1, !dbg !207
  br label %16, !dbg !205

14:                                               ; preds = %6
  %15 = lshr exact i32 %7, 1, !dbg !208
  br label %16, !dbg !205

16:                                               ; preds = %14, %11
  %17 = phi i32 [ %13, %11 ], [ %15, %14 ], !dbg !205
    #dbg_value(i32 %17, !194, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !199)
  %18 = add nuw nsw i32 %8, 1, !dbg !209
    #dbg_value(i32 %18, !195, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !199)
  %19 = icmp ne i32 %17, 1, !dbg !210
  %20 = icmp ult i32 %8, 9999, !dbg !211
  %21 = select i1 %19, i1 %20, i1 false, !dbg !211
  br i1 %21, label %6, label %22, !dbg !212, !llvm.loop !213

22:                                               ; preds = %16
  %23 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !215
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %23, !dbg !216
  store i32 %18, ptr addrspace(1) %24, align 4, !dbg !217, !tbaa !57
  ret void, !dbg !218
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define hidden float @poly(float noundef %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly %2) local_unnamed_addr #6 !dbg !219 {
    #dbg_value(float %0, !225, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !231)
    #dbg_value(i32 %1, !226, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !231)
    #dbg_value(ptr addrspace(1) %2, !227, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !231)
    #dbg_value(float 0.000000e+00, !228, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !231)
    #dbg_value(i32 %1, !229, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !232)
  %4 = icmp sgt i32 %1, -1, !dbg !233
  br i1 %4, label %7, label %5, !dbg !235

5:                                                ; preds = %7, %3
  %6 = phi float [ 0.000000e+00, %3 ], [ %13, %7 ], !dbg !231
  ret float %6, !dbg !236

7:                                                ; preds = %3, %7
  %8 = phi i32 [ %14, %7 ], [ %1, %3 ]
  %9 = phi float [ %13, %7 ], [ 0.000000e+00, %3 ]
    #dbg_value(i32 %8, !229, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !232)
    #dbg_value(float %9, !228, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !231)
  %10 = zext nneg i32 %8 to i64, !dbg !237
  %11 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %10, !dbg !237
  %12 = load float, ptr addrspace(1) %11, align 4, !dbg !237, !tbaa !107
  %13 = tail call float @llvm.fmuladd.f32(float %9, float %0, float %12), !dbg !238
    #dbg_value(float %13, !228, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !231)
  %14 = add nsw i32 %8, -1, !dbg !239
    #dbg_value(i32 %14, !229, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !232)
  %15 = icmp sgt i32 %8, 0, !dbg !233
  br i1 %15, label %7, label %5, !dbg !235, !llvm.loop !240
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define hidden i32 @first_negative(ptr addrspace(1) nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 !dbg !242 {
    #dbg_value(ptr addrspace(1) %0, !246, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !250)
    #dbg_value(i32 %1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !250)
    #dbg_value(i32 0, !248, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !251)
  %3 = icmp sgt i32 %1, 0, !dbg !252
  br i1 %3, label %4, label %13, !dbg !254

4:                                                ; preds = %2, %10
  %5 = phi i32 [ %11, %10 ], [ 0, %2 ]
    #dbg_value(i32 %5, !248, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !251)
  %6 = zext nneg i32 %5 to i64, !dbg !255
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6, !dbg !255
  %8 = load i32, ptr addrspace(1) %7, align 4, !dbg !255, !tbaa !57
  %9 = icmp slt i32 %8, 0, !dbg !257
  br i1 %9, label %13, label %10, !dbg !258

10:                                               ; preds = %4
  %11 = add nuw nsw i32 %5, 1, !dbg !259
    #dbg_value(i32 %11, !248, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !251)
  %12 = icmp eq i32 %11, %1, !dbg !252
  br i1 %12, label %13, label %4, !dbg !254, !llvm.loop !260

13:                                               ; preds = %10, %4, %2
  %14 = phi i32 [ -1, %2 ], [ -1, %10 ], [ %5, %4 ]
  ret i32 %14, !dbg !262
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @use_helpers(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !dbg !263 !kernel_arg_addr_space !274 !kernel_arg_access_qual !275 !kernel_arg_type !276 !kernel_arg_base_type !276 !kernel_arg_type_qual !277 {
    #dbg_value(ptr addrspace(1) %0, !267, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !278)
    #dbg_value(ptr addrspace(1) %1, !268, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !278)
    #dbg_value(i32 %2, !269, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !278)
    #dbg_value(ptr addrspace(1) %3, !270, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !278)
    #dbg_value(ptr addrspace(1) %4, !271, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !278)
    #dbg_value(i32 %5, !272, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !278)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !279
  %8 = trunc i64 %7 to i32, !dbg !279
    #dbg_value(i32 %8, !273, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !278)
  %9 = shl i64 %7, 32, !dbg !280
  %10 = ashr exact i64 %9, 32, !dbg !280
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10, !dbg !280
  %12 = load float, ptr addrspace(1) %11, align 4, !dbg !280, !tbaa !107
  %13 = tail call float @poly(float noundef %12, i32 noundef %2, ptr addrspace(1) noundef %1) #9, !dbg !281
  store float %13, ptr addrspace(1) %11, align 4, !dbg !282, !tbaa !107
  %14 = mul nsw i32 %8, %5, !dbg !283
  %15 = sext i32 %14 to i64, !dbg !284
  %16 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %15, !dbg !284
  %17 = tail call i32 @first_negative(ptr addrspace(1) noundef %16, i32 noundef %5) #9, !dbg !285
  %18 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %10, !dbg !286
    #dbg_value(i32 %8, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !287)
  %19 = lshr i32 %8, 16, !dbg !289
  %20 = xor i32 %19, %8, !dbg !290
    #dbg_value(i32 %20, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !287)
  %21 = mul i32 %20, 2146121005, !dbg !291
    #dbg_value(i32 %21, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !287)
  %22 = lshr i32 %21, 15, !dbg !292
  %23 = xor i32 %22, %21, !dbg !293
    #dbg_value(i32 %23, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !287)
  %24 = mul i32 %23, -2073254261, !dbg !294
    #dbg_value(i32 %24, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !287)
  %25 = lshr i32 %24, 16, !dbg !295
  %26 = xor i32 %25, %24, !dbg !296
    #dbg_value(i32 %26, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !287)
  %27 = and i32 %26, 1, !dbg !297
  %28 = add nsw i32 %27, %17, !dbg !298
  store i32 %28, ptr addrspace(1) %18, align 4, !dbg !298, !tbaa !57
  ret void, !dbg !299
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @state_machine(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #1 !dbg !300 !kernel_arg_addr_space !313 !kernel_arg_access_qual !314 !kernel_arg_type !315 !kernel_arg_base_type !315 !kernel_arg_type_qual !316 {
    #dbg_value(ptr addrspace(1) %0, !304, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(ptr addrspace(1) %1, !305, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(i32 %2, !306, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8, !dbg !318
  %5 = trunc i64 %4 to i32, !dbg !318
    #dbg_value(i32 %5, !307, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(i32 0, !308, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(i32 0, !309, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
  %6 = shl i64 %4, 32, !dbg !319
  %7 = ashr exact i64 %6, 32, !dbg !319
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7, !dbg !319
  %9 = load i32, ptr addrspace(1) %8, align 4, !dbg !319, !tbaa !57
  %10 = and i32 %9, 1, !dbg !321
  %11 = icmp eq i32 %10, 0, !dbg !321
  br i1 %11, label %12, label %29, !dbg !322

12:                                               ; preds = %38, %3
  %13 = phi i32 [ 0, %3 ], [ %35, %38 ]
  %14 = phi i32 [ 0, %3 ], [ %36, %38 ]
  br label %15, !dbg !323

15:                                               ; preds = %12, %21
  %16 = phi i32 [ %18, %21 ], [ %13, %12 ], !dbg !317
  %17 = phi i32 [ %19, %21 ], [ %14, %12 ], !dbg !317
    #dbg_value(i32 %17, !309, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(i32 %16, !308, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_label(!310, !324)
  %18 = add nsw i32 %16, 2, !dbg !325
    #dbg_value(i32 %18, !308, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
  %19 = add nsw i32 %17, 1, !dbg !326
    #dbg_value(i32 %19, !309, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
  %20 = icmp slt i32 %19, %2, !dbg !328
  br i1 %20, label %21, label %46, !dbg !323

21:                                               ; preds = %15
  %22 = add nsw i32 %19, %5, !dbg !329
  %23 = srem i32 %22, %2, !dbg !331
  %24 = sext i32 %23 to i64, !dbg !332
  %25 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %24, !dbg !332
  %26 = load i32, ptr addrspace(1) %25, align 4, !dbg !332, !tbaa !57
  %27 = and i32 %26, 1, !dbg !333
  %28 = icmp eq i32 %27, 0, !dbg !333
  br i1 %28, label %15, label %29, !dbg !334

29:                                               ; preds = %21, %3
  %30 = phi i32 [ 0, %3 ], [ %18, %21 ]
  %31 = phi i32 [ 0, %3 ], [ %19, %21 ]
  br label %32, !dbg !335

32:                                               ; preds = %29, %38
  %33 = phi i32 [ %35, %38 ], [ %30, %29 ], !dbg !317
  %34 = phi i32 [ %36, %38 ], [ %31, %29 ], !dbg !317
    #dbg_value(i32 %34, !309, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_value(i32 %33, !308, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_label(!311, !336)
  %35 = add nsw i32 %33, 3, !dbg !337
    #dbg_value(i32 %35, !308, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
  %36 = add nsw i32 %34, 1, !dbg !338
    #dbg_value(i32 %36, !309, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
  %37 = icmp slt i32 %36, %2, !dbg !340
  br i1 %37, label %38, label %46, !dbg !335

38:                                               ; preds = %32
  %39 = add nsw i32 %36, %5, !dbg !341
  %40 = srem i32 %39, %2, !dbg !343
  %41 = sext i32 %40 to i64, !dbg !344
  %42 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %41, !dbg !344
  %43 = load i32, ptr addrspace(1) %42, align 4, !dbg !344, !tbaa !57
  %44 = and i32 %43, 1, !dbg !345
  %45 = icmp eq i32 %44, 0, !dbg !345
  br i1 %45, label %12, label %32, !dbg !346

46:                                               ; preds = %15, %32
  %47 = phi i32 [ %35, %32 ], [ %18, %15 ], !dbg !317
    #dbg_value(i32 %47, !308, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !317)
    #dbg_label(!312, !347)
  %48 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7, !dbg !348
  store i32 %47, ptr addrspace(1) %48, align 4, !dbg !349, !tbaa !57
  ret void, !dbg !350
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nofree norecurse nounwind memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: read) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9}
!opencl.ocl.version = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/control.cl", directory: ".", checksumkind: CSK_MD5, checksum: "8d917251ad1a93199cdc0c787c563c71")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!5 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 2, i32 0}
!11 = !{!"clang-19"}
!12 = distinct !DISubprogram(name: "hash32", scope: !13, file: !13, line: 15, type: !14, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!13 = !DIFile(filename: "src/common.h", directory: ".", checksumkind: CSK_MD5, checksum: "e5333d42a508fc6e446e938aee4c8f69")
!14 = !DISubroutineType(types: !15)
!15 = !{!3, !16}
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !17, line: 129, baseType: !18)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !{!20}
!20 = !DILocalVariable(name: "x", arg: 1, scope: !12, file: !13, line: 15, type: !16)
!21 = !DILocation(line: 0, scope: !12)
!22 = !DILocation(line: 16, column: 10, scope: !12)
!23 = !DILocation(line: 16, column: 5, scope: !12)
!24 = !DILocation(line: 17, column: 5, scope: !12)
!25 = !DILocation(line: 18, column: 10, scope: !12)
!26 = !DILocation(line: 18, column: 5, scope: !12)
!27 = !DILocation(line: 19, column: 5, scope: !12)
!28 = !DILocation(line: 20, column: 10, scope: !12)
!29 = !DILocation(line: 20, column: 5, scope: !12)
!30 = !DILocation(line: 21, column: 3, scope: !12)
!31 = distinct !DISubprogram(name: "search_rows", scope: !1, file: !1, line: 4, type: !32, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !37)
!32 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !33)
!33 = !{null, !34, !36, !3, !3, !3}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!37 = !{!38, !39, !40, !41, !42, !43, !44, !46}
!38 = !DILocalVariable(name: "m", arg: 1, scope: !31, file: !1, line: 4, type: !34)
!39 = !DILocalVariable(name: "found", arg: 2, scope: !31, file: !1, line: 4, type: !36)
!40 = !DILocalVariable(name: "rows", arg: 3, scope: !31, file: !1, line: 4, type: !3)
!41 = !DILocalVariable(name: "cols", arg: 4, scope: !31, file: !1, line: 5, type: !3)
!42 = !DILocalVariable(name: "key", arg: 5, scope: !31, file: !1, line: 5, type: !3)
!43 = !DILocalVariable(name: "r", scope: !31, file: !1, line: 6, type: !3)
!44 = !DILocalVariable(name: "c", scope: !45, file: !1, line: 10, type: !3)
!45 = distinct !DILexicalBlock(scope: !31, file: !1, line: 10, column: 3)
!46 = !DILocalVariable(name: "v", scope: !47, file: !1, line: 11, type: !3)
!47 = distinct !DILexicalBlock(scope: !48, file: !1, line: 10, column: 34)
!48 = distinct !DILexicalBlock(scope: !45, file: !1, line: 10, column: 3)
!49 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!50 = !{!"none", !"none", !"none", !"none", !"none"}
!51 = !{!"int*", !"int*", !"int", !"int", !"int"}
!52 = !{!"const", !"", !"", !"", !""}
!53 = !DILocation(line: 0, scope: !31)
!54 = !DILocation(line: 6, column: 11, scope: !31)
!55 = !DILocation(line: 7, column: 3, scope: !31)
!56 = !DILocation(line: 7, column: 12, scope: !31)
!57 = !{!58, !58, i64 0}
!58 = !{!"int", !59, i64 0}
!59 = !{!"omnipotent char", !60, i64 0}
!60 = !{!"Simple C/C++ TBAA"}
!61 = !DILocation(line: 8, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !31, file: !1, line: 8, column: 7)
!63 = !DILocation(line: 0, scope: !45)
!64 = !DILocation(line: 8, column: 7, scope: !31)
!65 = !DILocation(line: 10, column: 3, scope: !45)
!66 = !DILocation(line: 11, column: 24, scope: !47)
!67 = !DILocation(line: 11, column: 13, scope: !47)
!68 = !DILocation(line: 0, scope: !47)
!69 = !DILocation(line: 12, column: 11, scope: !70)
!70 = distinct !DILexicalBlock(scope: !47, file: !1, line: 12, column: 9)
!71 = !DILocation(line: 12, column: 9, scope: !47)
!72 = !DILocation(line: 14, column: 11, scope: !73)
!73 = distinct !DILexicalBlock(scope: !47, file: !1, line: 14, column: 9)
!74 = !DILocation(line: 14, column: 9, scope: !47)
!75 = !DILocation(line: 15, column: 16, scope: !76)
!76 = distinct !DILexicalBlock(scope: !73, file: !1, line: 14, column: 19)
!77 = !DILocation(line: 16, column: 7, scope: !76)
!78 = !DILocation(line: 18, column: 11, scope: !79)
!79 = distinct !DILexicalBlock(scope: !47, file: !1, line: 18, column: 9)
!80 = !DILocation(line: 0, scope: !48)
!81 = !DILocation(line: 10, column: 29, scope: !48)
!82 = !DILocation(line: 10, column: 21, scope: !48)
!83 = distinct !{!83, !65, !84, !85}
!84 = !DILocation(line: 20, column: 3, scope: !45)
!85 = !{!"llvm.loop.unroll.disable"}
!86 = !DILocation(line: 21, column: 1, scope: !31)
!87 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 6, type: !88, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!88 = !DISubroutineType(types: !89)
!89 = !{!90, !18}
!90 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!91 = distinct !DISubprogram(name: "switch_ops", scope: !1, file: !1, line: 24, type: !92, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !95)
!92 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !93)
!93 = !{null, !94, !3}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!95 = !{!96, !97, !98, !99}
!96 = !DILocalVariable(name: "x", arg: 1, scope: !91, file: !1, line: 24, type: !94)
!97 = !DILocalVariable(name: "mode", arg: 2, scope: !91, file: !1, line: 24, type: !3)
!98 = !DILocalVariable(name: "i", scope: !91, file: !1, line: 25, type: !3)
!99 = !DILocalVariable(name: "v", scope: !91, file: !1, line: 26, type: !4)
!100 = !{i32 1, i32 0}
!101 = !{!"none", !"none"}
!102 = !{!"float*", !"int"}
!103 = !{!"", !""}
!104 = !DILocation(line: 0, scope: !91)
!105 = !DILocation(line: 25, column: 11, scope: !91)
!106 = !DILocation(line: 26, column: 13, scope: !91)
!107 = !{!108, !108, i64 0}
!108 = !{!"float", !59, i64 0}
!109 = !DILocation(line: 27, column: 13, scope: !91)
!110 = !DILocation(line: 27, column: 3, scope: !91)
!111 = !DILocation(line: 28, column: 17, scope: !112)
!112 = distinct !DILexicalBlock(scope: !91, file: !1, line: 27, column: 18)
!113 = !DILocation(line: 28, column: 25, scope: !112)
!114 = !DILocation(line: 29, column: 17, scope: !112)
!115 = !DILocation(line: 29, column: 25, scope: !112)
!116 = !DILocation(line: 30, column: 15, scope: !112)
!117 = !DILocation(line: 30, column: 19, scope: !112)
!118 = !DILocation(line: 33, column: 3, scope: !91)
!119 = !DILocation(line: 34, column: 20, scope: !120)
!120 = distinct !DILexicalBlock(scope: !91, file: !1, line: 33, column: 17)
!121 = !DILocation(line: 34, column: 15, scope: !120)
!122 = !{float 3.000000e+00}
!123 = !DILocation(line: 34, column: 30, scope: !120)
!124 = !DILocation(line: 35, column: 17, scope: !120)
!125 = !DILocation(line: 35, column: 22, scope: !120)
!126 = !DILocation(line: 37, column: 20, scope: !120)
!127 = !DILocation(line: 37, column: 18, scope: !120)
!128 = !DILocation(line: 37, column: 33, scope: !120)
!129 = !DILocation(line: 0, scope: !120)
!130 = !DILocation(line: 39, column: 8, scope: !91)
!131 = !DILocation(line: 40, column: 1, scope: !91)
!132 = distinct !DISubprogram(name: "mandelbrot", scope: !1, file: !1, line: 43, type: !133, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !135)
!133 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !134)
!134 = !{null, !36, !3, !3, !3}
!135 = !{!136, !137, !138, !139, !140, !141, !142, !143, !144, !145, !146, !147}
!136 = !DILocalVariable(name: "out", arg: 1, scope: !132, file: !1, line: 43, type: !36)
!137 = !DILocalVariable(name: "w", arg: 2, scope: !132, file: !1, line: 43, type: !3)
!138 = !DILocalVariable(name: "h", arg: 3, scope: !132, file: !1, line: 43, type: !3)
!139 = !DILocalVariable(name: "maxit", arg: 4, scope: !132, file: !1, line: 43, type: !3)
!140 = !DILocalVariable(name: "px", scope: !132, file: !1, line: 44, type: !3)
!141 = !DILocalVariable(name: "py", scope: !132, file: !1, line: 44, type: !3)
!142 = !DILocalVariable(name: "cx", scope: !132, file: !1, line: 45, type: !4)
!143 = !DILocalVariable(name: "cy", scope: !132, file: !1, line: 45, type: !4)
!144 = !DILocalVariable(name: "x", scope: !132, file: !1, line: 46, type: !4)
!145 = !DILocalVariable(name: "y", scope: !132, file: !1, line: 46, type: !4)
!146 = !DILocalVariable(name: "it", scope: !132, file: !1, line: 47, type: !3)
!147 = !DILocalVariable(name: "t", scope: !148, file: !1, line: 49, type: !4)
!148 = distinct !DILexicalBlock(scope: !132, file: !1, line: 48, column: 46)
!149 = !{i32 1, i32 0, i32 0, i32 0}
!150 = !{!"none", !"none", !"none", !"none"}
!151 = !{!"int*", !"int", !"int", !"int"}
!152 = !{!"", !"", !"", !""}
!153 = !DILocation(line: 0, scope: !132)
!154 = !DILocation(line: 44, column: 12, scope: !132)
!155 = !DILocation(line: 44, column: 35, scope: !132)
!156 = !DILocation(line: 45, column: 29, scope: !132)
!157 = !DILocation(line: 45, column: 27, scope: !132)
!158 = !DILocation(line: 45, column: 34, scope: !132)
!159 = !DILocation(line: 45, column: 32, scope: !132)
!160 = !{float 2.500000e+00}
!161 = !DILocation(line: 45, column: 20, scope: !132)
!162 = !DILocation(line: 45, column: 57, scope: !132)
!163 = !DILocation(line: 45, column: 55, scope: !132)
!164 = !DILocation(line: 45, column: 62, scope: !132)
!165 = !DILocation(line: 45, column: 60, scope: !132)
!166 = !DILocation(line: 45, column: 48, scope: !132)
!167 = !DILocation(line: 48, column: 31, scope: !132)
!168 = !DILocation(line: 48, column: 3, scope: !132)
!169 = !DILocation(line: 49, column: 21, scope: !148)
!170 = !DILocation(line: 49, column: 29, scope: !148)
!171 = !DILocation(line: 0, scope: !148)
!172 = !DILocation(line: 50, column: 14, scope: !148)
!173 = !DILocation(line: 50, column: 22, scope: !148)
!174 = !DILocation(line: 52, column: 5, scope: !148)
!175 = !DILocation(line: 48, column: 20, scope: !132)
!176 = !DILocation(line: 48, column: 16, scope: !132)
!177 = !DILocation(line: 48, column: 24, scope: !132)
!178 = distinct !{!178, !168, !179, !85}
!179 = !DILocation(line: 53, column: 3, scope: !132)
!180 = !DILocation(line: 54, column: 10, scope: !132)
!181 = !DILocation(line: 54, column: 14, scope: !132)
!182 = !DILocation(line: 54, column: 3, scope: !132)
!183 = !DILocation(line: 54, column: 20, scope: !132)
!184 = !DILocation(line: 55, column: 1, scope: !132)
!185 = distinct !DISubprogram(name: "collatz", scope: !1, file: !1, line: 58, type: !186, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !191)
!186 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !187)
!187 = !{null, !188, !190}
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!191 = !{!192, !193, !194, !195}
!192 = !DILocalVariable(name: "start", arg: 1, scope: !185, file: !1, line: 58, type: !188)
!193 = !DILocalVariable(name: "steps", arg: 2, scope: !185, file: !1, line: 58, type: !190)
!194 = !DILocalVariable(name: "n", scope: !185, file: !1, line: 59, type: !16)
!195 = !DILocalVariable(name: "s", scope: !185, file: !1, line: 60, type: !16)
!196 = !{i32 1, i32 1}
!197 = !{!"uint*", !"uint*"}
!198 = !{!"const", !""}
!199 = !DILocation(line: 0, scope: !185)
!200 = !DILocation(line: 59, column: 18, scope: !185)
!201 = !DILocation(line: 59, column: 12, scope: !185)
!202 = !DILocation(line: 61, column: 3, scope: !185)
!203 = !DILocation(line: 62, column: 12, scope: !204)
!204 = distinct !DILexicalBlock(scope: !185, file: !1, line: 61, column: 6)
!205 = !DILocation(line: 62, column: 9, scope: !204)
!206 = !DILocation(line: 62, column: 21, scope: !204)
!207 = !DILocation(line: 62, column: 25, scope: !204)
!208 = !DILocation(line: 62, column: 33, scope: !204)
!209 = !DILocation(line: 63, column: 5, scope: !204)
!210 = !DILocation(line: 64, column: 14, scope: !185)
!211 = !DILocation(line: 64, column: 19, scope: !185)
!212 = !DILocation(line: 64, column: 3, scope: !204)
!213 = distinct !{!213, !202, !214, !85}
!214 = !DILocation(line: 64, column: 31, scope: !185)
!215 = !DILocation(line: 65, column: 9, scope: !185)
!216 = !DILocation(line: 65, column: 3, scope: !185)
!217 = !DILocation(line: 65, column: 27, scope: !185)
!218 = !DILocation(line: 66, column: 1, scope: !185)
!219 = distinct !DISubprogram(name: "poly", scope: !1, file: !1, line: 69, type: !220, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !224)
!220 = !DISubroutineType(types: !221)
!221 = !{!4, !4, !3, !222}
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !223, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!224 = !{!225, !226, !227, !228, !229}
!225 = !DILocalVariable(name: "x", arg: 1, scope: !219, file: !1, line: 69, type: !4)
!226 = !DILocalVariable(name: "deg", arg: 2, scope: !219, file: !1, line: 69, type: !3)
!227 = !DILocalVariable(name: "c", arg: 3, scope: !219, file: !1, line: 69, type: !222)
!228 = !DILocalVariable(name: "r", scope: !219, file: !1, line: 70, type: !4)
!229 = !DILocalVariable(name: "i", scope: !230, file: !1, line: 71, type: !3)
!230 = distinct !DILexicalBlock(scope: !219, file: !1, line: 71, column: 3)
!231 = !DILocation(line: 0, scope: !219)
!232 = !DILocation(line: 0, scope: !230)
!233 = !DILocation(line: 71, column: 23, scope: !234)
!234 = distinct !DILexicalBlock(scope: !230, file: !1, line: 71, column: 3)
!235 = !DILocation(line: 71, column: 3, scope: !230)
!236 = !DILocation(line: 73, column: 3, scope: !219)
!237 = !DILocation(line: 72, column: 17, scope: !234)
!238 = !DILocation(line: 72, column: 15, scope: !234)
!239 = !DILocation(line: 71, column: 29, scope: !234)
!240 = distinct !{!240, !235, !241, !85}
!241 = !DILocation(line: 72, column: 20, scope: !230)
!242 = distinct !DISubprogram(name: "first_negative", scope: !1, file: !1, line: 76, type: !243, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !245)
!243 = !DISubroutineType(types: !244)
!244 = !{!3, !34, !3}
!245 = !{!246, !247, !248}
!246 = !DILocalVariable(name: "a", arg: 1, scope: !242, file: !1, line: 76, type: !34)
!247 = !DILocalVariable(name: "n", arg: 2, scope: !242, file: !1, line: 76, type: !3)
!248 = !DILocalVariable(name: "i", scope: !249, file: !1, line: 77, type: !3)
!249 = distinct !DILexicalBlock(scope: !242, file: !1, line: 77, column: 3)
!250 = !DILocation(line: 0, scope: !242)
!251 = !DILocation(line: 0, scope: !249)
!252 = !DILocation(line: 77, column: 21, scope: !253)
!253 = distinct !DILexicalBlock(scope: !249, file: !1, line: 77, column: 3)
!254 = !DILocation(line: 77, column: 3, scope: !249)
!255 = !DILocation(line: 78, column: 9, scope: !256)
!256 = distinct !DILexicalBlock(scope: !253, file: !1, line: 78, column: 9)
!257 = !DILocation(line: 78, column: 14, scope: !256)
!258 = !DILocation(line: 78, column: 9, scope: !253)
!259 = !DILocation(line: 77, column: 26, scope: !253)
!260 = distinct !{!260, !254, !261, !85}
!261 = !DILocation(line: 79, column: 14, scope: !249)
!262 = !DILocation(line: 81, column: 1, scope: !242)
!263 = distinct !DISubprogram(name: "use_helpers", scope: !1, file: !1, line: 83, type: !264, scopeLine: 84, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !266)
!264 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !265)
!265 = !{null, !94, !222, !3, !34, !36, !3}
!266 = !{!267, !268, !269, !270, !271, !272, !273}
!267 = !DILocalVariable(name: "x", arg: 1, scope: !263, file: !1, line: 83, type: !94)
!268 = !DILocalVariable(name: "c", arg: 2, scope: !263, file: !1, line: 83, type: !222)
!269 = !DILocalVariable(name: "deg", arg: 3, scope: !263, file: !1, line: 83, type: !3)
!270 = !DILocalVariable(name: "a", arg: 4, scope: !263, file: !1, line: 84, type: !34)
!271 = !DILocalVariable(name: "idx", arg: 5, scope: !263, file: !1, line: 84, type: !36)
!272 = !DILocalVariable(name: "n", arg: 6, scope: !263, file: !1, line: 84, type: !3)
!273 = !DILocalVariable(name: "i", scope: !263, file: !1, line: 85, type: !3)
!274 = !{i32 1, i32 1, i32 0, i32 1, i32 1, i32 0}
!275 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!276 = !{!"float*", !"float*", !"int", !"int*", !"int*", !"int"}
!277 = !{!"", !"const", !"", !"const", !"", !""}
!278 = !DILocation(line: 0, scope: !263)
!279 = !DILocation(line: 85, column: 11, scope: !263)
!280 = !DILocation(line: 86, column: 15, scope: !263)
!281 = !DILocation(line: 86, column: 10, scope: !263)
!282 = !DILocation(line: 86, column: 8, scope: !263)
!283 = !DILocation(line: 87, column: 33, scope: !263)
!284 = !DILocation(line: 87, column: 29, scope: !263)
!285 = !DILocation(line: 87, column: 12, scope: !263)
!286 = !DILocation(line: 87, column: 3, scope: !263)
!287 = !DILocation(line: 0, scope: !12, inlinedAt: !288)
!288 = distinct !DILocation(line: 88, column: 13, scope: !263)
!289 = !DILocation(line: 16, column: 10, scope: !12, inlinedAt: !288)
!290 = !DILocation(line: 16, column: 5, scope: !12, inlinedAt: !288)
!291 = !DILocation(line: 17, column: 5, scope: !12, inlinedAt: !288)
!292 = !DILocation(line: 18, column: 10, scope: !12, inlinedAt: !288)
!293 = !DILocation(line: 18, column: 5, scope: !12, inlinedAt: !288)
!294 = !DILocation(line: 19, column: 5, scope: !12, inlinedAt: !288)
!295 = !DILocation(line: 20, column: 10, scope: !12, inlinedAt: !288)
!296 = !DILocation(line: 20, column: 5, scope: !12, inlinedAt: !288)
!297 = !DILocation(line: 88, column: 23, scope: !263)
!298 = !DILocation(line: 88, column: 10, scope: !263)
!299 = !DILocation(line: 89, column: 1, scope: !263)
!300 = distinct !DISubprogram(name: "state_machine", scope: !1, file: !1, line: 92, type: !301, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !303)
!301 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !302)
!302 = !{null, !34, !36, !3}
!303 = !{!304, !305, !306, !307, !308, !309, !310, !311, !312}
!304 = !DILocalVariable(name: "input", arg: 1, scope: !300, file: !1, line: 92, type: !34)
!305 = !DILocalVariable(name: "out", arg: 2, scope: !300, file: !1, line: 92, type: !36)
!306 = !DILocalVariable(name: "n", arg: 3, scope: !300, file: !1, line: 92, type: !3)
!307 = !DILocalVariable(name: "i", scope: !300, file: !1, line: 93, type: !3)
!308 = !DILocalVariable(name: "acc", scope: !300, file: !1, line: 94, type: !3)
!309 = !DILocalVariable(name: "k", scope: !300, file: !1, line: 94, type: !3)
!310 = !DILabel(scope: !300, name: "even", file: !1, line: 97)
!311 = !DILabel(scope: !300, name: "odd", file: !1, line: 104)
!312 = !DILabel(scope: !300, name: "done", file: !1, line: 111)
!313 = !{i32 1, i32 1, i32 0}
!314 = !{!"none", !"none", !"none"}
!315 = !{!"int*", !"int*", !"int"}
!316 = !{!"const", !"", !""}
!317 = !DILocation(line: 0, scope: !300)
!318 = !DILocation(line: 93, column: 11, scope: !300)
!319 = !DILocation(line: 95, column: 7, scope: !320)
!320 = distinct !DILexicalBlock(scope: !300, file: !1, line: 95, column: 7)
!321 = !DILocation(line: 95, column: 16, scope: !320)
!322 = !DILocation(line: 95, column: 7, scope: !300)
!323 = !DILocation(line: 99, column: 7, scope: !300)
!324 = !DILocation(line: 97, column: 1, scope: !300)
!325 = !DILocation(line: 98, column: 7, scope: !300)
!326 = !DILocation(line: 99, column: 7, scope: !327)
!327 = distinct !DILexicalBlock(scope: !300, file: !1, line: 99, column: 7)
!328 = !DILocation(line: 99, column: 11, scope: !327)
!329 = !DILocation(line: 101, column: 16, scope: !330)
!330 = distinct !DILexicalBlock(scope: !300, file: !1, line: 101, column: 7)
!331 = !DILocation(line: 101, column: 21, scope: !330)
!332 = !DILocation(line: 101, column: 7, scope: !330)
!333 = !DILocation(line: 101, column: 26, scope: !330)
!334 = !DILocation(line: 101, column: 7, scope: !300)
!335 = !DILocation(line: 106, column: 7, scope: !300)
!336 = !DILocation(line: 104, column: 1, scope: !300)
!337 = !DILocation(line: 105, column: 7, scope: !300)
!338 = !DILocation(line: 106, column: 7, scope: !339)
!339 = distinct !DILexicalBlock(scope: !300, file: !1, line: 106, column: 7)
!340 = !DILocation(line: 106, column: 11, scope: !339)
!341 = !DILocation(line: 108, column: 16, scope: !342)
!342 = distinct !DILexicalBlock(scope: !300, file: !1, line: 108, column: 7)
!343 = !DILocation(line: 108, column: 21, scope: !342)
!344 = !DILocation(line: 108, column: 7, scope: !342)
!345 = !DILocation(line: 108, column: 26, scope: !342)
!346 = !DILocation(line: 108, column: 7, scope: !300)
!347 = !DILocation(line: 111, column: 1, scope: !300)
!348 = !DILocation(line: 112, column: 3, scope: !300)
!349 = !DILocation(line: 112, column: 10, scope: !300)
!350 = !DILocation(line: 113, column: 1, scope: !300)
