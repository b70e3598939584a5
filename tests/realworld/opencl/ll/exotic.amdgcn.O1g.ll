source_filename = "src/exotic.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@ex_counter = hidden addrspace(1) global i32 0, align 4, !dbg !0
@ex_lut = hidden local_unnamed_addr addrspace(4) constant [8 x float] [float 0.000000e+00, float 1.250000e-01, float 2.500000e-01, float 3.750000e-01, float 5.000000e-01, float 6.250000e-01, float 7.500000e-01, float 8.750000e-01], align 4, !dbg !40
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 !dbg !66 {
    #dbg_value(i32 %0, !72, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !73)
  %2 = lshr i32 %0, 16, !dbg !74
  %3 = xor i32 %2, %0, !dbg !75
    #dbg_value(i32 %3, !72, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !73)
  %4 = mul i32 %3, 2146121005, !dbg !76
    #dbg_value(i32 %4, !72, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !73)
  %5 = lshr i32 %4, 15, !dbg !77
  %6 = xor i32 %5, %4, !dbg !78
    #dbg_value(i32 %6, !72, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !73)
  %7 = mul i32 %6, -2073254261, !dbg !79
    #dbg_value(i32 %7, !72, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !73)
  %8 = lshr i32 %7, 16, !dbg !80
  %9 = xor i32 %8, %7, !dbg !81
    #dbg_value(i32 %9, !72, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !73)
  ret i32 %9, !dbg !82
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_printf(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1) local_unnamed_addr #1 !dbg !83 !kernel_arg_addr_space !92 !kernel_arg_access_qual !93 !kernel_arg_type !94 !kernel_arg_base_type !94 !kernel_arg_type_qual !95 {
    #dbg_value(ptr addrspace(1) %0, !89, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !96)
    #dbg_value(i32 %1, !90, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !96)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !97
  %4 = trunc i64 %3 to i32, !dbg !97
    #dbg_value(i32 %4, !91, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !96)
  %5 = icmp slt i32 %4, %1, !dbg !98
  br i1 %5, label %6, label %21, !dbg !100

6:                                                ; preds = %2
  %7 = shl i64 %3, 32, !dbg !101
  %8 = ashr exact i64 %7, 30, !dbg !101
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %8, !dbg !101
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !101, !tbaa !102
  %11 = icmp slt i32 %10, 0, !dbg !106
  br i1 %11, label %12, label %21, !dbg !107

12:                                               ; preds = %6
  %13 = tail call ptr addrspace(1) @__printf_alloc(i32 16)
  %14 = icmp eq ptr addrspace(1) %13, null, !dbg !108
  br i1 %14, label %21, label %15, !dbg !108

15:                                               ; preds = %12
  %16 = sitofp i32 %10 to float, !dbg !109
  %17 = fmul float %16, 5.000000e-01, !dbg !110
  store i32 2, ptr addrspace(1) %13, align 4
  %18 = getelementptr i8, ptr addrspace(1) %13, i64 4
  store i32 %10, ptr addrspace(1) %18, align 4
  %19 = getelementptr i8, ptr addrspace(1) %13, i64 8
  store i32 %4, ptr addrspace(1) %19, align 4
  %20 = getelementptr i8, ptr addrspace(1) %13, i64 12
  store float %17, ptr addrspace(1) %20, align 4
  br label %21, !dbg !108

21:                                               ; preds = %15, %12, %6, %2
  %22 = icmp eq i32 %4, 0, !dbg !111
  br i1 %22, label %23, label %30, !dbg !113

23:                                               ; preds = %21
  %24 = tail call i32 @_Z12get_work_dimv() #17, !dbg !114
  %25 = tail call ptr addrspace(1) @__printf_alloc(i32 12)
  %26 = icmp eq ptr addrspace(1) %25, null, !dbg !115
  br i1 %26, label %30, label %27, !dbg !115

27:                                               ; preds = %23
  store i32 1, ptr addrspace(1) %25, align 4
  %28 = getelementptr i8, ptr addrspace(1) %25, i64 4
  store i32 %1, ptr addrspace(1) %28, align 4
  %29 = getelementptr i8, ptr addrspace(1) %25, i64 8
  store i32 %24, ptr addrspace(1) %29, align 4
  br label %30, !dbg !115

30:                                               ; preds = %27, %23, %21
  ret void, !dbg !116
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !117 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !120 hidden i32 @_Z12get_work_dimv() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_workitem_queries(ptr addrspace(1) nocapture noundef writeonly align 8 %0) local_unnamed_addr #1 !dbg !123 !kernel_arg_addr_space !131 !kernel_arg_access_qual !132 !kernel_arg_type !133 !kernel_arg_base_type !133 !kernel_arg_type_qual !134 {
    #dbg_value(ptr addrspace(1) %0, !129, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !135)
  %2 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !136
    #dbg_value(i64 %2, !130, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !135)
  %3 = tail call i64 @_Z17get_global_offsetj(i32 noundef 0) #17, !dbg !137
  %4 = mul i64 %2, 6, !dbg !138
  %5 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %4, !dbg !139
  store i64 %3, ptr addrspace(1) %5, align 8, !dbg !140, !tbaa !141
  %6 = tail call i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #18, !dbg !143
  %7 = or disjoint i64 %4, 1, !dbg !144
  %8 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %7, !dbg !145
  store i64 %6, ptr addrspace(1) %8, align 8, !dbg !146, !tbaa !141
  %9 = tail call i32 @_Z12get_work_dimv() #17, !dbg !147
  %10 = zext i32 %9 to i64, !dbg !147
  %11 = getelementptr i8, ptr addrspace(1) %5, i64 16, !dbg !148
  store i64 %10, ptr addrspace(1) %11, align 8, !dbg !149, !tbaa !141
  %12 = tail call i64 @_Z20get_global_linear_idv() #18, !dbg !150
  %13 = getelementptr i8, ptr addrspace(1) %5, i64 24, !dbg !151
  store i64 %12, ptr addrspace(1) %13, align 8, !dbg !152, !tbaa !141
  %14 = tail call i64 @_Z19get_local_linear_idv() #18, !dbg !153
  %15 = getelementptr i8, ptr addrspace(1) %5, i64 32, !dbg !154
  store i64 %14, ptr addrspace(1) %15, align 8, !dbg !155, !tbaa !141
  %16 = tail call i64 @_Z14get_num_groupsj(i32 noundef 1) #17, !dbg !156
  %17 = tail call i64 @_Z15get_global_sizej(i32 noundef 2) #17, !dbg !157
  %18 = mul i64 %17, %16, !dbg !158
  %19 = getelementptr i8, ptr addrspace(1) %5, i64 40, !dbg !159
  store i64 %18, ptr addrspace(1) %19, align 8, !dbg !160, !tbaa !141
  ret void, !dbg !161
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !162 hidden i64 @_Z17get_global_offsetj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !163 hidden i64 @_Z23get_enqueued_local_sizej(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare !dbg !164 hidden i64 @_Z20get_global_linear_idv() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare !dbg !167 hidden i64 @_Z19get_local_linear_idv() local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !168 hidden i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !169 hidden i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @ex_reqd_size(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #5 !dbg !170 !kernel_arg_addr_space !131 !kernel_arg_access_qual !132 !kernel_arg_type !177 !kernel_arg_base_type !177 !kernel_arg_type_qual !134 !vec_type_hint !178 !reqd_work_group_size !179 {
    #dbg_value(ptr addrspace(1) %0, !174, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !180)
  %2 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17, !dbg !181
    #dbg_value(i64 %2, !175, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !180)
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #17, !dbg !182
    #dbg_value(i64 %3, !176, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !180)
  %4 = and i64 %2, 7, !dbg !183
  %5 = getelementptr inbounds [8 x float], ptr addrspace(4) @ex_lut, i64 0, i64 %4, !dbg !184
  %6 = load float, ptr addrspace(4) %5, align 4, !dbg !184, !tbaa !185
  %7 = uitofp i64 %3 to float, !dbg !187
  %8 = fadd float %6, %7, !dbg !188
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !189
  %10 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %9, !dbg !190
  store float %8, ptr addrspace(1) %10, align 4, !dbg !191, !tbaa !185
  ret void, !dbg !192
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !193 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_globals(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #1 !dbg !194 !kernel_arg_addr_space !131 !kernel_arg_access_qual !132 !kernel_arg_type !201 !kernel_arg_base_type !201 !kernel_arg_type_qual !134 !work_group_size_hint !202 {
    #dbg_value(ptr addrspace(1) %0, !199, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %2 = tail call i32 @_Z16atomic_fetch_addPU3AS0VU7_Atomicii(ptr noundef addrspacecast (ptr addrspace(1) @ex_counter to ptr), i32 noundef 1) #18, !dbg !204
    #dbg_value(i32 %2, !200, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !203)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !205
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3, !dbg !206
  store i32 %2, ptr addrspace(1) %4, align 4, !dbg !207, !tbaa !102
  ret void, !dbg !208
}

; Function Attrs: convergent nounwind
declare !dbg !209 hidden i32 @_Z16atomic_fetch_addPU3AS0VU7_Atomicii(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_generic(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) local_unnamed_addr #1 !dbg !214 !kernel_arg_addr_space !225 !kernel_arg_access_qual !93 !kernel_arg_type !226 !kernel_arg_base_type !226 !kernel_arg_type_qual !227 {
    #dbg_value(ptr addrspace(1) %0, !219, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
    #dbg_value(ptr addrspace(3) %1, !220, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17, !dbg !229
    #dbg_value(i64 %3, !221, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !228)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !230
  %5 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4, !dbg !231
  %6 = load float, ptr addrspace(1) %5, align 4, !dbg !231, !tbaa !185
  %7 = trunc i64 %3 to i32, !dbg !232
  %8 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %7, !dbg !232
  store float %6, ptr addrspace(3) %8, align 4, !dbg !233, !tbaa !185
  tail call void @_Z7barrierj(i32 noundef 1) #18, !dbg !234
  %9 = and i64 %3, 1, !dbg !235
  %10 = icmp eq i64 %9, 0, !dbg !235
  br i1 %10, label %15, label %11, !dbg !236

11:                                               ; preds = %2
  %12 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !237
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12, !dbg !238
  %14 = addrspacecast ptr addrspace(1) %13 to ptr
  br label %20, !dbg !236

15:                                               ; preds = %2
  %16 = trunc i64 %3 to i32, !dbg !239
  %17 = shl i32 %16, 2, !dbg !239
  %18 = getelementptr inbounds i8, ptr addrspace(3) %1, i32 %17, !dbg !239
  %19 = addrspacecast ptr addrspace(3) %18 to ptr
  br label %20, !dbg !236

20:                                               ; preds = %15, %11
  %21 = phi ptr [ %14, %11 ], [ %19, %15 ], !dbg !236
    #dbg_value(ptr %21, !222, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  %22 = tail call ptr addrspace(1) @__to_global(ptr %21) #19, !dbg !240
    #dbg_value(ptr addrspace(1) %22, !223, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
    #dbg_value(ptr %21, !241, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !248)
  %23 = load float, ptr %21, align 4, !dbg !250, !tbaa !185
  %24 = getelementptr inbounds i8, ptr %21, i64 4, !dbg !251
  %25 = load float, ptr %24, align 4, !dbg !251, !tbaa !185
  %26 = fadd float %23, %25, !dbg !252
  %27 = getelementptr inbounds i8, ptr %21, i64 8, !dbg !253
  %28 = load float, ptr %27, align 4, !dbg !253, !tbaa !185
  %29 = fadd float %26, %28, !dbg !254
    #dbg_value(float %29, !224, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  %30 = icmp eq ptr addrspace(1) %22, null, !dbg !255
  br i1 %30, label %33, label %31, !dbg !257

31:                                               ; preds = %20
  %32 = fadd float %29, 1.000000e+00, !dbg !258
    #dbg_value(float %32, !224, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  br label %38, !dbg !259

33:                                               ; preds = %20
  %34 = tail call ptr addrspace(3) @__to_local(ptr nonnull %21) #19, !dbg !260
  %35 = icmp eq ptr addrspace(3) %34, addrspacecast (ptr null to ptr addrspace(3)), !dbg !260
  %36 = fadd float %29, 2.000000e+00
  %37 = select i1 %35, float %29, float %36, !dbg !262
  br label %38, !dbg !262

38:                                               ; preds = %33, %31
  %39 = phi float [ %32, %31 ], [ %37, %33 ], !dbg !228
    #dbg_value(float %39, !224, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !228)
  %40 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !263
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40, !dbg !264
  store float %39, ptr addrspace(1) %41, align 4, !dbg !265, !tbaa !185
  ret void, !dbg !266
}

; Function Attrs: convergent nounwind
declare !dbg !267 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

declare ptr addrspace(1) @__to_global(ptr) local_unnamed_addr #6

declare ptr addrspace(3) @__to_local(ptr) local_unnamed_addr #6

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_c11_atomics(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !dbg !271 !kernel_arg_addr_space !287 !kernel_arg_access_qual !288 !kernel_arg_type !289 !kernel_arg_base_type !290 !kernel_arg_type_qual !291 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
    #dbg_value(ptr addrspace(1) %0, !278, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !292)
    #dbg_value(ptr addrspace(1) %1, !279, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !292)
    #dbg_value(ptr addrspace(1) %2, !280, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !292)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !293
  %7 = trunc i64 %6 to i32, !dbg !293
    #dbg_value(i32 %7, !281, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !292)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %4) #19, !dbg !294
  %8 = addrspacecast ptr addrspace(1) %0 to ptr, !dbg !295
  %9 = tail call i32 @_Z20atomic_load_explicitPU3AS0VU7_Atomici12memory_order(ptr noundef %8, i32 noundef 2) #18, !dbg !296
    #dbg_value(i32 %9, !282, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !292)
  store i32 %9, ptr addrspace(5) %4, align 4, !dbg !297, !tbaa !102
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  br label %11, !dbg !298

11:                                               ; preds = %11, %3
  %12 = load i32, ptr addrspace(5) %4, align 4, !dbg !299, !tbaa !102
    #dbg_value(i32 %12, !282, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !292)
  %13 = add nsw i32 %12, %7, !dbg !300
  %14 = call zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS0VU7_AtomiciPU3AS0ii12memory_orderS4_(ptr noundef %8, ptr noundef %10, i32 noundef %13, i32 noundef 4, i32 noundef 0) #18, !dbg !301
  br i1 %14, label %15, label %11, !dbg !298, !llvm.loop !302

15:                                               ; preds = %11
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %5) #19, !dbg !305
    #dbg_value(i32 0, !283, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !292)
  store i32 0, ptr addrspace(5) %5, align 4, !dbg !306, !tbaa !102
  %16 = addrspacecast ptr addrspace(5) %5 to ptr, !dbg !307
  %17 = call zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS0VU7_AtomiciPU3AS0ii(ptr noundef %8, ptr noundef %16, i32 noundef -1) #18, !dbg !308
    #dbg_value(i1 %17, !284, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !292)
  %18 = addrspacecast ptr addrspace(1) %1 to ptr, !dbg !309
  %19 = call zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS0VU7_Atomici12memory_order12memory_scope(ptr noundef %18, i32 noundef 4, i32 noundef 2) #18, !dbg !310
    #dbg_value(i1 %19, !286, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !292)
  br i1 %19, label %21, label %20, !dbg !311

20:                                               ; preds = %15
  call void @_Z17atomic_flag_clearPU3AS0VU7_Atomici(ptr noundef %18) #18, !dbg !312
  br label %21, !dbg !312

21:                                               ; preds = %20, %15
  %22 = load i32, ptr addrspace(5) %4, align 4, !dbg !314, !tbaa !102
    #dbg_value(i32 %22, !282, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !292)
  call void @_Z21atomic_store_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope(ptr noundef %8, i32 noundef %22, i32 noundef 3, i32 noundef 2) #18, !dbg !315
  %23 = load i32, ptr addrspace(5) %4, align 4, !dbg !316, !tbaa !102
    #dbg_value(i32 %23, !282, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !292)
  %24 = zext i1 %17 to i32, !dbg !317
  %25 = add nsw i32 %23, %24, !dbg !318
  %26 = shl i64 %6, 32, !dbg !319
  %27 = ashr exact i64 %26, 30, !dbg !319
  %28 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %27, !dbg !319
  store i32 %25, ptr addrspace(1) %28, align 4, !dbg !320, !tbaa !102
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #19, !dbg !321
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %4) #19, !dbg !321
  ret void, !dbg !321
}

; Function Attrs: convergent nounwind
declare !dbg !322 hidden i32 @_Z20atomic_load_explicitPU3AS0VU7_Atomici12memory_order(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare !dbg !325 hidden zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS0VU7_AtomiciPU3AS0ii12memory_orderS4_(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare !dbg !328 hidden zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS0VU7_AtomiciPU3AS0ii(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare !dbg !331 hidden zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS0VU7_Atomici12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare !dbg !334 hidden void @_Z17atomic_flag_clearPU3AS0VU7_Atomici(ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare !dbg !337 hidden void @_Z21atomic_store_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @ex_double(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1, i32 noundef %2) local_unnamed_addr #7 !dbg !340 !kernel_arg_addr_space !354 !kernel_arg_access_qual !288 !kernel_arg_type !355 !kernel_arg_base_type !355 !kernel_arg_type_qual !356 {
    #dbg_value(ptr addrspace(1) %0, !347, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !357)
    #dbg_value(ptr addrspace(1) %1, !348, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !357)
    #dbg_value(i32 %2, !349, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !357)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !358
  %5 = trunc i64 %4 to i32, !dbg !358
    #dbg_value(i32 %5, !350, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !357)
  %6 = icmp slt i32 %5, %2, !dbg !359
  br i1 %6, label %7, label %21, !dbg !360

7:                                                ; preds = %3
  %8 = shl i64 %4, 32, !dbg !361
  %9 = ashr exact i64 %8, 32, !dbg !361
  %10 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %9, !dbg !361
  %11 = load double, ptr addrspace(1) %10, align 8, !dbg !361, !tbaa !362
    #dbg_value(double %11, !351, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !364)
  %12 = tail call double @llvm.fma.f64(double noundef %11, double noundef %11, double noundef 1.000000e+00) #17, !dbg !365
  %13 = fneg double %11, !dbg !366
  %14 = tail call double @_Z3expd(double noundef %13) #17, !dbg !367
  %15 = fadd double %14, 1.000000e+00, !dbg !368
  %16 = fdiv double %12, %15, !dbg !369
  %17 = tail call float @_Z17convert_float_rted(double noundef %11) #17, !dbg !370
  %18 = fpext float %17 to double, !dbg !371
  %19 = fadd double %16, %18, !dbg !372
  %20 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %9, !dbg !373
  store double %19, ptr addrspace(1) %20, align 8, !dbg !374, !tbaa !362
  br label %21, !dbg !375

21:                                               ; preds = %7, %3
  ret void, !dbg !376
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !377 hidden double @_Z3expd(double noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !380 hidden float @_Z17convert_float_rted(double noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite)
define protected amdgpu_kernel void @ex_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) nocapture noundef writeonly align 2 %1, i32 noundef %2) local_unnamed_addr #8 !dbg !383 !kernel_arg_addr_space !354 !kernel_arg_access_qual !288 !kernel_arg_type !399 !kernel_arg_base_type !399 !kernel_arg_type_qual !356 {
    #dbg_value(ptr addrspace(1) %0, !389, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(ptr addrspace(1) %1, !390, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
    #dbg_value(i32 %2, !391, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !401
  %5 = trunc i64 %4 to i32, !dbg !401
    #dbg_value(i32 %5, !392, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !400)
  %6 = icmp slt i32 %5, %2, !dbg !402
  br i1 %6, label %7, label %21, !dbg !403

7:                                                ; preds = %3
  %8 = shl i64 %4, 32, !dbg !404
  %9 = ashr exact i64 %8, 32, !dbg !404
  %10 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %9, !dbg !404
  %11 = load half, ptr addrspace(1) %10, align 2, !dbg !404, !tbaa !405
    #dbg_value(half %11, !393, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !407)
  %12 = and i64 %9, -4, !dbg !408
  %13 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %12, !dbg !408
  %14 = addrspacecast ptr addrspace(1) %13 to ptr, !dbg !409
  %15 = tail call <4 x half> @_Z6vload4mPU3AS0KDh(i64 noundef 0, ptr noundef %14) #20, !dbg !410
    #dbg_value(<4 x half> %15, !396, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !407)
  %16 = extractelement <4 x half> %15, i64 0, !dbg !411
  %17 = tail call half @llvm.fmuladd.f16(half %11, half 0xH3800, half %16), !dbg !412
  %18 = extractelement <4 x half> %15, i64 3, !dbg !413
  %19 = fsub half %17, %18, !dbg !414
  %20 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %9, !dbg !415
  store half %19, ptr addrspace(1) %20, align 2, !dbg !416, !tbaa !405
  br label %21, !dbg !417

21:                                               ; preds = %7, %3
  ret void, !dbg !418
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare !dbg !419 hidden <4 x half> @_Z6vload4mPU3AS0KDh(i64 noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #10

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_vload_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #1 !dbg !422 !kernel_arg_addr_space !430 !kernel_arg_access_qual !93 !kernel_arg_type !431 !kernel_arg_base_type !431 !kernel_arg_type_qual !95 {
    #dbg_value(ptr addrspace(1) %0, !426, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !432)
    #dbg_value(ptr addrspace(1) %1, !427, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !432)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !433
    #dbg_value(i64 %3, !428, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !432)
  %4 = shl i64 %3, 32, !dbg !434
  %5 = ashr exact i64 %4, 32, !dbg !434
  %6 = addrspacecast ptr addrspace(1) %0 to ptr, !dbg !435
  %7 = tail call <4 x float> @_Z11vload_half4mPU3AS0KDh(i64 noundef %5, ptr noundef %6) #20, !dbg !436
    #dbg_value(<4 x float> %7, !429, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !432)
  %8 = fmul <4 x float> %7, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !437
  %9 = addrspacecast ptr addrspace(1) %1 to ptr, !dbg !438
  tail call void @_Z16vstore_half4_rtzDv4_fmPU3AS0Dh(<4 x float> noundef %8, i64 noundef %5, ptr noundef %9) #18, !dbg !439
  ret void, !dbg !440
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare !dbg !441 hidden <4 x float> @_Z11vload_half4mPU3AS0KDh(i64 noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: convergent nounwind
declare !dbg !444 hidden void @_Z16vstore_half4_rtzDv4_fmPU3AS0Dh(<4 x float> noundef, i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_enqueue(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !dbg !447 !kernel_arg_addr_space !92 !kernel_arg_access_qual !93 !kernel_arg_type !94 !kernel_arg_base_type !94 !kernel_arg_type_qual !227 {
  %3 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %4 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %5 = alloca <{ i32, i32, ptr, ptr addrspace(1), i32 }>, align 8, addrspace(5)
    #dbg_value(ptr addrspace(1) %0, !451, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !471)
    #dbg_value(i32 %1, !452, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !471)
  %6 = tail call ptr addrspace(1) @_Z17get_default_queuev() #18, !dbg !472
    #dbg_value(ptr addrspace(1) %6, !453, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !471)
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17, !dbg !473
  %8 = icmp eq i64 %7, 0, !dbg !474
  br i1 %8, label %9, label %20, !dbg !475

9:                                                ; preds = %2
  call void @llvm.lifetime.start.p5(i64 80, ptr addrspace(5) %3) #19, !dbg !476
    #dbg_declare(ptr addrspace(5) %3, !457, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !477)
  %10 = sext i32 %1 to i64, !dbg !478
  call void @_Z10ndrange_1Dm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8 %3, i64 noundef %10) #18, !dbg !479
  %11 = call i64 @_Z12get_group_idj(i32 noundef 0) #17, !dbg !480
  %12 = trunc i64 %11 to i32, !dbg !480
  %13 = mul i32 %12, %1, !dbg !480
    #dbg_value(i32 %13, !470, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !481)
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noundef align 8 dereferenceable(80) %4, ptr addrspace(5) noundef align 8 dereferenceable(80) %3, i64 80, i1 false), !dbg !482, !tbaa.struct !483
  store i32 28, ptr addrspace(5) %5, align 8, !dbg !485
  %14 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 4, !dbg !485
  store i32 8, ptr addrspace(5) %14, align 4, !dbg !485
  %15 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 8, !dbg !485
  store ptr @__ex_enqueue_block_invoke, ptr addrspace(5) %15, align 8, !dbg !485
  %16 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 16, !dbg !485
  store ptr addrspace(1) %0, ptr addrspace(5) %16, align 8, !dbg !485, !tbaa !486
  %17 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 24, !dbg !485
  store i32 %13, ptr addrspace(5) %17, align 8, !dbg !485, !tbaa !102
  %18 = addrspacecast ptr addrspace(5) %5 to ptr, !dbg !488
  %19 = call i32 @__enqueue_kernel_basic(ptr addrspace(1) %6, i32 0, ptr addrspace(5) byval(%struct.ndrange_t) %4, ptr nonnull @__ex_enqueue_block_invoke_kernel, ptr %18) #19, !dbg !488
  call void @llvm.lifetime.end.p5(i64 80, ptr addrspace(5) %3) #19, !dbg !489
  br label %20, !dbg !490

20:                                               ; preds = %9, %2
  ret void, !dbg !491
}

; Function Attrs: convergent nounwind
declare !dbg !492 hidden ptr addrspace(1) @_Z17get_default_queuev() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare !dbg !495 hidden void @_Z10ndrange_1Dm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !498 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noalias nocapture writeonly, ptr addrspace(5) noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none)
define internal void @__ex_enqueue_block_invoke(ptr nocapture noundef readonly %0) #12 !dbg !499 {
    #dbg_value(ptr %0, !504, !DIExpression(), !512)
    #dbg_declare(ptr %0, !513, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !514)
    #dbg_declare(ptr %0, !515, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 24), !516)
  %2 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !517
  %3 = load ptr addrspace(1), ptr %2, align 8, !dbg !517, !tbaa !486
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !519
  %5 = load i32, ptr %4, align 8, !dbg !519, !tbaa !102
  %6 = sext i32 %5 to i64, !dbg !519
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !520
  %8 = getelementptr i32, ptr addrspace(1) %3, i64 %7, !dbg !517
  %9 = getelementptr i32, ptr addrspace(1) %8, i64 %6, !dbg !517
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !521, !tbaa !102
  %11 = shl nsw i32 %10, 1, !dbg !521
  store i32 %11, ptr addrspace(1) %9, align 4, !dbg !521, !tbaa !102
  ret void, !dbg !522
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none)
define internal amdgpu_kernel void @__ex_enqueue_block_invoke_kernel(<{ i32, i32, ptr, ptr addrspace(1), i32 }> %0) #13 !kernel_arg_addr_space !523 !kernel_arg_access_qual !132 !kernel_arg_type !524 !kernel_arg_base_type !524 !kernel_arg_type_qual !134 {
  %2 = extractvalue <{ i32, i32, ptr, ptr addrspace(1), i32 }> %0, 3, !dbg !488
  %3 = extractvalue <{ i32, i32, ptr, ptr addrspace(1), i32 }> %0, 4, !dbg !488
    #dbg_value(ptr poison, !504, !DIExpression(), !525)
    #dbg_declare(ptr poison, !513, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !527)
    #dbg_declare(ptr poison, !515, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 24), !528)
  %4 = sext i32 %3 to i64, !dbg !529
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !530
  %6 = getelementptr i32, ptr addrspace(1) %2, i64 %5, !dbg !531
  %7 = getelementptr i32, ptr addrspace(1) %6, i64 %4, !dbg !531
  %8 = load i32, ptr addrspace(1) %7, align 4, !dbg !532, !tbaa !102
  %9 = shl nsw i32 %8, 1, !dbg !532
  store i32 %9, ptr addrspace(1) %7, align 4, !dbg !532, !tbaa !102
  ret void, !dbg !488
}

declare i32 @__enqueue_kernel_basic(ptr addrspace(1), i32, ptr addrspace(5), ptr, ptr) local_unnamed_addr #6

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_enqueue_local(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !dbg !533 !kernel_arg_addr_space !92 !kernel_arg_access_qual !93 !kernel_arg_type !94 !kernel_arg_base_type !94 !kernel_arg_type_qual !227 {
  %3 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %6 = alloca <{ i32, i32, ptr, ptr addrspace(1) }>, align 8, addrspace(5)
  %7 = alloca [1 x i64], align 8, addrspace(5)
    #dbg_value(ptr addrspace(1) %0, !535, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !545)
    #dbg_value(i32 %1, !536, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !545)
  %8 = tail call ptr addrspace(1) @_Z17get_default_queuev() #18, !dbg !546
    #dbg_value(ptr addrspace(1) %8, !537, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !545)
  call void @llvm.lifetime.start.p5(i64 80, ptr addrspace(5) %3) #19, !dbg !547
    #dbg_declare(ptr addrspace(5) %3, !538, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !548)
  %9 = sext i32 %1 to i64, !dbg !549
  call void @_Z10ndrange_1Dmm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8 %3, i64 noundef %9, i64 noundef 64) #18, !dbg !550
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !551
  %11 = icmp eq i64 %10, 0, !dbg !552
  br i1 %11, label %12, label %20, !dbg !553

12:                                               ; preds = %2
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %4) #19, !dbg !554
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noundef align 8 dereferenceable(80) %5, ptr addrspace(5) noundef align 8 dereferenceable(80) %3, i64 80, i1 false), !dbg !555, !tbaa.struct !483
  %13 = addrspacecast ptr addrspace(5) %4 to ptr, !dbg !556
  store i32 24, ptr addrspace(5) %6, align 8, !dbg !557
  %14 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 4, !dbg !557
  store i32 8, ptr addrspace(5) %14, align 4, !dbg !557
  %15 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 8, !dbg !557
  store ptr @__ex_enqueue_local_block_invoke, ptr addrspace(5) %15, align 8, !dbg !557
  %16 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 16, !dbg !557
  store ptr addrspace(1) %0, ptr addrspace(5) %16, align 8, !dbg !557, !tbaa !486
  %17 = addrspacecast ptr addrspace(5) %6 to ptr, !dbg !556
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %7) #19, !dbg !556
  store i64 256, ptr addrspace(5) %7, align 8, !dbg !556
  %18 = call i32 @__enqueue_kernel_events_varargs(ptr addrspace(1) %8, i32 1, ptr addrspace(5) %5, i32 0, ptr null, ptr %13, ptr nonnull @__ex_enqueue_local_block_invoke_kernel, ptr %17, i32 1, ptr addrspace(5) %7) #19, !dbg !556
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %7) #19, !dbg !556
  %19 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !dbg !558, !tbaa !559
    #dbg_value(ptr addrspace(1) %19, !539, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !561)
  call void @_Z13release_event12ocl_clkevent(ptr addrspace(1) %19) #18, !dbg !562
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %4) #19, !dbg !563
  br label %20, !dbg !564

20:                                               ; preds = %12, %2
  call void @llvm.lifetime.end.p5(i64 80, ptr addrspace(5) %3) #19, !dbg !565
  ret void, !dbg !565
}

; Function Attrs: convergent nounwind
declare !dbg !566 hidden void @_Z10ndrange_1Dmm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
define internal void @__ex_enqueue_local_block_invoke(ptr nocapture noundef readonly %0, ptr addrspace(3) nocapture noundef %1) #4 !dbg !569 {
    #dbg_value(ptr %0, !574, !DIExpression(), !584)
    #dbg_value(ptr addrspace(3) %1, !581, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !584)
    #dbg_declare(ptr %0, !585, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !586)
    #dbg_value(ptr addrspace(3) %1, !582, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !587)
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !588
  %4 = load ptr addrspace(1), ptr %3, align 8, !dbg !588, !tbaa !486
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !589
  %6 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %5, !dbg !588
  %7 = load i32, ptr addrspace(1) %6, align 4, !dbg !588, !tbaa !102
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17, !dbg !590
  %9 = trunc i64 %8 to i32, !dbg !591
  %10 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %9, !dbg !591
  store i32 %7, ptr addrspace(3) %10, align 4, !dbg !592, !tbaa !102
  tail call void @_Z7barrierj(i32 noundef 1) #18, !dbg !593
  %11 = sub i32 63, %9, !dbg !594
  %12 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %11, !dbg !594
  %13 = load i32, ptr addrspace(3) %12, align 4, !dbg !594, !tbaa !102
  %14 = load ptr addrspace(1), ptr %3, align 8, !dbg !595, !tbaa !486
  %15 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %5, !dbg !595
  store i32 %13, ptr addrspace(1) %15, align 4, !dbg !596, !tbaa !102
  ret void, !dbg !597
}

; Function Attrs: convergent nounwind
define internal amdgpu_kernel void @__ex_enqueue_local_block_invoke_kernel(<{ i32, i32, ptr, ptr addrspace(1) }> %0, ptr addrspace(3) nocapture %1) #14 !kernel_arg_addr_space !598 !kernel_arg_access_qual !93 !kernel_arg_type !599 !kernel_arg_base_type !599 !kernel_arg_type_qual !227 {
  %3 = extractvalue <{ i32, i32, ptr, ptr addrspace(1) }> %0, 3, !dbg !556
    #dbg_value(ptr poison, !574, !DIExpression(), !600)
    #dbg_value(ptr addrspace(3) %1, !581, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !600)
    #dbg_declare(ptr poison, !585, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 16), !602)
    #dbg_value(ptr addrspace(3) %1, !582, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !603)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !604
  %5 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %4, !dbg !605
  %6 = load i32, ptr addrspace(1) %5, align 4, !dbg !605, !tbaa !102
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17, !dbg !606
  %8 = trunc i64 %7 to i32, !dbg !607
  %9 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %8, !dbg !607
  store i32 %6, ptr addrspace(3) %9, align 4, !dbg !608, !tbaa !102
  tail call void @_Z7barrierj(i32 noundef 1) #18, !dbg !609
  %10 = sub i32 63, %8, !dbg !610
  %11 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %10, !dbg !610
  %12 = load i32, ptr addrspace(3) %11, align 4, !dbg !610, !tbaa !102
  store i32 %12, ptr addrspace(1) %5, align 4, !dbg !611, !tbaa !102
  ret void, !dbg !556
}

declare i32 @__enqueue_kernel_events_varargs(ptr addrspace(1), i32, ptr addrspace(5), i32, ptr, ptr, ptr, ptr, i32, ptr addrspace(5)) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare !dbg !612 hidden void @_Z13release_event12ocl_clkevent(ptr addrspace(1)) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_pipe_producer(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) %1) local_unnamed_addr #1 !dbg !615 !kernel_arg_addr_space !430 !kernel_arg_access_qual !620 !kernel_arg_type !94 !kernel_arg_base_type !94 !kernel_arg_type_qual !621 {
  %3 = alloca i32, align 4, addrspace(5)
    #dbg_value(ptr addrspace(1) %0, !617, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !622)
    #dbg_value(ptr addrspace(1) %1, !618, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !622)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %3) #19, !dbg !623
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !624
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4, !dbg !625
  %6 = load i32, ptr addrspace(1) %5, align 4, !dbg !625, !tbaa !102
    #dbg_value(i32 %6, !619, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !622)
  store i32 %6, ptr addrspace(5) %3, align 4, !dbg !626, !tbaa !102
  %7 = icmp sgt i32 %6, 0, !dbg !627
  br i1 %7, label %8, label %11, !dbg !629

8:                                                ; preds = %2
  %9 = addrspacecast ptr addrspace(5) %3 to ptr, !dbg !630
  %10 = call i32 @__write_pipe_2_4(ptr addrspace(1) %1, ptr %9) #19, !dbg !630
  br label %11, !dbg !630

11:                                               ; preds = %8, %2
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %3) #19, !dbg !631
  ret void, !dbg !631
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_pipe_consumer(ptr addrspace(1) %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !dbg !632 !kernel_arg_addr_space !430 !kernel_arg_access_qual !639 !kernel_arg_type !640 !kernel_arg_base_type !640 !kernel_arg_type_qual !641 {
  %3 = alloca i32, align 4, addrspace(5)
    #dbg_value(ptr addrspace(1) %0, !636, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !642)
    #dbg_value(ptr addrspace(1) %1, !637, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !642)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %3) #19, !dbg !643
  %4 = addrspacecast ptr addrspace(5) %3 to ptr, !dbg !644
  %5 = call i32 @__read_pipe_2_4(ptr addrspace(1) %0, ptr %4) #19, !dbg !644
  %6 = icmp eq i32 %5, 0, !dbg !646
  br i1 %6, label %7, label %10, !dbg !647

7:                                                ; preds = %2
  %8 = load i32, ptr addrspace(5) %3, align 4, !dbg !648, !tbaa !102
    #dbg_value(i32 %8, !638, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !642)
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !649
  br label %12, !dbg !650

10:                                               ; preds = %2
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !651
  br label %12

12:                                               ; preds = %10, %7
  %13 = phi i64 [ %11, %10 ], [ %9, %7 ]
  %14 = phi i32 [ -1, %10 ], [ %8, %7 ]
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13, !dbg !652
  store i32 %14, ptr addrspace(1) %15, align 4, !dbg !652, !tbaa !102
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %3) #19, !dbg !653
  ret void, !dbg !653
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_pipe_reserve(ptr addrspace(1) %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !dbg !654 !kernel_arg_addr_space !430 !kernel_arg_access_qual !639 !kernel_arg_type !667 !kernel_arg_base_type !667 !kernel_arg_type_qual !641 {
  %3 = alloca float, align 4, addrspace(5)
    #dbg_value(ptr addrspace(1) %0, !658, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !668)
    #dbg_value(ptr addrspace(1) %1, !659, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !668)
  %4 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #17, !dbg !669
  %5 = trunc i64 %4 to i32, !dbg !670
  %6 = tail call ptr addrspace(1) @__work_group_reserve_read_pipe(ptr addrspace(1) %0, i32 %5, i32 4, i32 4) #19, !dbg !670
    #dbg_value(ptr addrspace(1) %6, !660, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !668)
  %7 = tail call zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr addrspace(1) %6) #18, !dbg !671
  br i1 %7, label %8, label %16, !dbg !672

8:                                                ; preds = %2
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %3) #19, !dbg !673
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17, !dbg !674
  %10 = addrspacecast ptr addrspace(5) %3 to ptr, !dbg !675
  %11 = trunc i64 %9 to i32, !dbg !675
  %12 = call i32 @__read_pipe_4_4(ptr addrspace(1) %0, ptr addrspace(1) %6, i32 %11, ptr %10) #19, !dbg !675
  %13 = load float, ptr addrspace(5) %3, align 4, !dbg !676, !tbaa !185
    #dbg_value(float %13, !664, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !677)
  %14 = call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !678
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14, !dbg !679
  store float %13, ptr addrspace(1) %15, align 4, !dbg !680, !tbaa !185
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %3) #19, !dbg !681
  br label %16, !dbg !682

16:                                               ; preds = %8, %2
  call void @__work_group_commit_read_pipe(ptr addrspace(1) %0, ptr addrspace(1) %6, i32 4, i32 4) #19, !dbg !683
  ret void, !dbg !684
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !685 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

declare ptr addrspace(1) @__work_group_reserve_read_pipe(ptr addrspace(1), i32, i32, i32) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare !dbg !686 hidden zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr addrspace(1)) local_unnamed_addr #4

declare void @__work_group_commit_read_pipe(ptr addrspace(1), ptr addrspace(1), i32, i32) local_unnamed_addr #6

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_image_blur(ptr addrspace(4) %0, ptr addrspace(4) %1) local_unnamed_addr #1 !dbg !689 !kernel_arg_addr_space !430 !kernel_arg_access_qual !711 !kernel_arg_type !712 !kernel_arg_base_type !712 !kernel_arg_type_qual !227 {
    #dbg_value(ptr addrspace(4) %0, !697, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !713)
    #dbg_value(ptr addrspace(4) %1, !698, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !713)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !714
  %4 = trunc i64 %3 to i32, !dbg !714
  %5 = insertelement <2 x i32> poison, i32 %4, i64 0, !dbg !715
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #17, !dbg !716
  %7 = trunc i64 %6 to i32, !dbg !716
  %8 = insertelement <2 x i32> %5, i32 %7, i64 1, !dbg !715
    #dbg_value(<2 x i32> %8, !699, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !713)
  %9 = tail call <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(4) %0) #17, !dbg !717
    #dbg_value(<2 x i32> %9, !704, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !713)
  %10 = extractelement <2 x i32> %9, i64 0, !dbg !718
  %11 = icmp sle i32 %10, %4, !dbg !720
  %12 = extractelement <2 x i32> %9, i64 1
  %13 = icmp sle i32 %12, %7
  %14 = select i1 %11, i1 true, i1 %13, !dbg !721
  br i1 %14, label %34, label %15, !dbg !721

15:                                               ; preds = %2, %20
  %16 = phi i32 [ %21, %20 ], [ -1, %2 ]
  %17 = phi <4 x float> [ %31, %20 ], [ zeroinitializer, %2 ]
    #dbg_value(i32 %16, !706, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !722)
    #dbg_value(<4 x float> %17, !705, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !713)
    #dbg_value(i32 -1, !708, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !723)
    #dbg_value(<4 x float> %17, !705, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !713)
  br label %23, !dbg !724

18:                                               ; preds = %20
  %19 = fdiv <4 x float> %31, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>, !dbg !725, !fpmath !726
  tail call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(4) %1, <2 x i32> noundef %8, <4 x float> noundef %19) #18, !dbg !727
  br label %34, !dbg !728

20:                                               ; preds = %23
  %21 = add nsw i32 %16, 1, !dbg !729
    #dbg_value(i32 %21, !706, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !722)
    #dbg_value(<4 x float> %31, !705, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !713)
  %22 = icmp eq i32 %21, 2, !dbg !730
  br i1 %22, label %18, label %15, !dbg !731, !llvm.loop !732

23:                                               ; preds = %15, %23
  %24 = phi i32 [ -1, %15 ], [ %32, %23 ]
  %25 = phi <4 x float> [ %17, %15 ], [ %31, %23 ]
    #dbg_value(i32 %24, !708, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !723)
    #dbg_value(<4 x float> %25, !705, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !713)
  %26 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #19, !dbg !734
  %27 = insertelement <2 x i32> poison, i32 %24, i64 0, !dbg !736
  %28 = insertelement <2 x i32> %27, i32 %16, i64 1, !dbg !736
  %29 = add <2 x i32> %28, %8, !dbg !737
  %30 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4) %0, ptr addrspace(4) %26, <2 x i32> noundef %29) #20, !dbg !738
  %31 = fadd <4 x float> %25, %30, !dbg !739
    #dbg_value(<4 x float> %31, !705, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !713)
  %32 = add nsw i32 %24, 1, !dbg !740
    #dbg_value(i32 %32, !708, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !723)
  %33 = icmp eq i32 %32, 2, !dbg !741
  br i1 %33, label %20, label %23, !dbg !724, !llvm.loop !742

34:                                               ; preds = %2, %18
  ret void, !dbg !728
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !744 hidden <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(4)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare !dbg !747 hidden <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4), ptr addrspace(4), <2 x i32> noundef) local_unnamed_addr #9

declare ptr addrspace(4) @__translate_sampler_initializer(i32) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare !dbg !752 hidden void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(4), <2 x i32> noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite)
define protected amdgpu_kernel void @ex_image_sampler_arg(ptr addrspace(4) %0, ptr addrspace(4) %1, ptr addrspace(1) nocapture noundef writeonly align 16 %2, i32 noundef %3) local_unnamed_addr #8 !dbg !755 !kernel_arg_addr_space !768 !kernel_arg_access_qual !769 !kernel_arg_type !770 !kernel_arg_base_type !771 !kernel_arg_type_qual !772 {
    #dbg_value(ptr addrspace(4) %0, !761, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !773)
    #dbg_value(ptr addrspace(4) %1, !762, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !773)
    #dbg_value(ptr addrspace(1) %2, !763, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !773)
    #dbg_value(i32 %3, !764, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !773)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !774
  %6 = uitofp i64 %5 to float, !dbg !775
  %7 = fadd float %6, 5.000000e-01, !dbg !776
  %8 = insertelement <2 x float> poison, float %7, i64 0, !dbg !777
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #17, !dbg !778
  %10 = uitofp i64 %9 to float, !dbg !779
  %11 = fadd float %10, 5.000000e-01, !dbg !780
  %12 = insertelement <2 x float> %8, float %11, i64 1, !dbg !777
    #dbg_value(<2 x float> %12, !765, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !773)
  %13 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(4) %0, ptr addrspace(4) %1, <2 x float> noundef %12) #20, !dbg !781
  %14 = tail call i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(4) %0) #17, !dbg !782
  %15 = sitofp i32 %14 to float, !dbg !783
  %16 = insertelement <4 x float> poison, float %15, i64 0, !dbg !783
  %17 = shufflevector <4 x float> %16, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !783
  %18 = fmul <4 x float> %13, %17, !dbg !784
  %19 = sext i32 %3 to i64, !dbg !785
  %20 = mul i64 %9, %19, !dbg !786
  %21 = getelementptr <4 x float>, ptr addrspace(1) %2, i64 %20, !dbg !787
  %22 = getelementptr <4 x float>, ptr addrspace(1) %21, i64 %5, !dbg !787
  store <4 x float> %18, ptr addrspace(1) %22, align 16, !dbg !788, !tbaa !484
  ret void, !dbg !789
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare !dbg !790 hidden <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(4), ptr addrspace(4), <2 x float> noundef) local_unnamed_addr #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !793 hidden i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(4)) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_image_rw(ptr addrspace(4) %0, ptr addrspace(1) nocapture noundef readonly align 16 %1) local_unnamed_addr #1 !dbg !796 !kernel_arg_addr_space !430 !kernel_arg_access_qual !810 !kernel_arg_type !811 !kernel_arg_base_type !812 !kernel_arg_type_qual !813 {
    #dbg_value(ptr addrspace(4) %0, !806, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !814)
    #dbg_value(ptr addrspace(1) %1, !807, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !814)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17, !dbg !815
  %4 = trunc i64 %3 to i32, !dbg !815
    #dbg_value(i32 %4, !808, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !814)
  %5 = tail call <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(4) %0, i32 noundef %4) #20, !dbg !816
    #dbg_value(<4 x i32> %5, !809, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !814)
  %6 = shl i64 %3, 32, !dbg !817
  %7 = ashr exact i64 %6, 28, !dbg !817
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %7, !dbg !817
  %9 = load <4 x i32>, ptr addrspace(1) %8, align 16, !dbg !817, !tbaa !484
  %10 = add <4 x i32> %9, %5, !dbg !818
  tail call void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(4) %0, i32 noundef %4, <4 x i32> noundef %10) #18, !dbg !819
  ret void, !dbg !820
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare !dbg !821 hidden <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(4), i32 noundef) local_unnamed_addr #9

; Function Attrs: convergent nounwind
declare !dbg !825 hidden void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(4), i32 noundef, <4 x i32> noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare ptr addrspace(1) @__printf_alloc(i32) local_unnamed_addr #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #16

declare i32 @__write_pipe_2_4(ptr addrspace(1), ptr) local_unnamed_addr #6

declare i32 @__read_pipe_2_4(ptr addrspace(1), ptr) local_unnamed_addr #6

declare i32 @__read_pipe_4_4(ptr addrspace(1), ptr addrspace(1), i32, ptr) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="64,64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { "amdgpu-waves-per-eu"="4,8" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { convergent mustprogress nofree nounwind willreturn memory(read) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #13 = { convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none) "enqueued-block" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #14 = { convergent nounwind "enqueued-block" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #15 = { nounwind "amdgpu-waves-per-eu"="4,8" "uniform-work-group-size"="false" }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { convergent nounwind willreturn memory(none) }
attributes #18 = { convergent nounwind }
attributes #19 = { nounwind }
attributes #20 = { convergent nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61}
!opencl.ocl.version = !{!62}
!llvm.printf.fmts = !{!64, !65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ex_counter", scope: !2, file: !3, line: 12, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !21, globals: !39, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/exotic.cl", directory: ".", checksumkind: CSK_MD5, checksum: "faf2d2302a2aca3eafe1818c462bb299")
!4 = !{!5, !14}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 422, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!11 = !DIEnumerator(name: "memory_order_release", value: 3)
!12 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!13 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!14 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_scope", file: !6, line: 388, baseType: !7, size: 32, elements: !15)
!15 = !{!16, !17, !18, !19, !20}
!16 = !DIEnumerator(name: "memory_scope_work_item", value: 0)
!17 = !DIEnumerator(name: "memory_scope_work_group", value: 1)
!18 = !DIEnumerator(name: "memory_scope_device", value: 2)
!19 = !DIEnumerator(name: "memory_scope_all_svm_devices", value: 3)
!20 = !DIEnumerator(name: "memory_scope_sub_group", value: 4)
!21 = !{!22, !23, !24, !28, !29, !30, !31, !32, !34, !35}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !3, baseType: !27)
!27 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !22)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 142, baseType: !33)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 32, dwarfAddressSpace: 2)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !6, line: 209, baseType: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 128, flags: DIFlagVector, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 4)
!39 = !{!0, !40, !45, !51}
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "ex_lut", scope: !2, file: !3, line: 13, type: !42, isLocal: false, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 256, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 8)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 240, elements: !49)
!48 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!49 = !{!50}
!50 = !DISubrange(count: 30)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 152, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 19)
!56 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!57 = !{i32 7, !"Dwarf Version", i32 5}
!58 = !{i32 2, !"Debug Info Version", i32 3}
!59 = !{i32 1, !"wchar_size", i32 4}
!60 = !{i32 8, !"PIC Level", i32 2}
!61 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!62 = !{i32 2, i32 0}
!63 = !{!"clang-19"}
!64 = !{!"1:2:4:4:n = %d, dims = %u\\n"}
!65 = !{!"2:3:4:4:4:negative value %d at %d (%f)\\n"}
!66 = distinct !DISubprogram(name: "hash32", scope: !67, file: !67, line: 15, type: !68, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!67 = !DIFile(filename: "src/common.h", directory: ".", checksumkind: CSK_MD5, checksum: "e5333d42a508fc6e446e938aee4c8f69")
!68 = !DISubroutineType(types: !69)
!69 = !{!22, !70}
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !6, line: 129, baseType: !7)
!71 = !{!72}
!72 = !DILocalVariable(name: "x", arg: 1, scope: !66, file: !67, line: 15, type: !70)
!73 = !DILocation(line: 0, scope: !66)
!74 = !DILocation(line: 16, column: 10, scope: !66)
!75 = !DILocation(line: 16, column: 5, scope: !66)
!76 = !DILocation(line: 17, column: 5, scope: !66)
!77 = !DILocation(line: 18, column: 10, scope: !66)
!78 = !DILocation(line: 18, column: 5, scope: !66)
!79 = !DILocation(line: 19, column: 5, scope: !66)
!80 = !DILocation(line: 20, column: 10, scope: !66)
!81 = !DILocation(line: 20, column: 5, scope: !66)
!82 = !DILocation(line: 21, column: 3, scope: !66)
!83 = distinct !DISubprogram(name: "ex_printf", scope: !3, file: !3, line: 15, type: !84, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!84 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !85)
!85 = !{null, !86, !22}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!88 = !{!89, !90, !91}
!89 = !DILocalVariable(name: "in", arg: 1, scope: !83, file: !3, line: 15, type: !86)
!90 = !DILocalVariable(name: "n", arg: 2, scope: !83, file: !3, line: 15, type: !22)
!91 = !DILocalVariable(name: "gid", scope: !83, file: !3, line: 16, type: !22)
!92 = !{i32 1, i32 0}
!93 = !{!"none", !"none"}
!94 = !{!"int*", !"int"}
!95 = !{!"const", !""}
!96 = !DILocation(line: 0, scope: !83)
!97 = !DILocation(line: 16, column: 13, scope: !83)
!98 = !DILocation(line: 17, column: 11, scope: !99)
!99 = distinct !DILexicalBlock(scope: !83, file: !3, line: 17, column: 7)
!100 = !DILocation(line: 17, column: 15, scope: !99)
!101 = !DILocation(line: 17, column: 18, scope: !99)
!102 = !{!103, !103, i64 0}
!103 = !{!"int", !104, i64 0}
!104 = !{!"omnipotent char", !105, i64 0}
!105 = !{!"Simple C/C++ TBAA"}
!106 = !DILocation(line: 17, column: 26, scope: !99)
!107 = !DILocation(line: 17, column: 7, scope: !83)
!108 = !DILocation(line: 18, column: 5, scope: !99)
!109 = !DILocation(line: 18, column: 60, scope: !99)
!110 = !DILocation(line: 18, column: 75, scope: !99)
!111 = !DILocation(line: 19, column: 11, scope: !112)
!112 = distinct !DILexicalBlock(scope: !83, file: !3, line: 19, column: 7)
!113 = !DILocation(line: 19, column: 7, scope: !83)
!114 = !DILocation(line: 20, column: 38, scope: !112)
!115 = !DILocation(line: 20, column: 5, scope: !112)
!116 = !DILocation(line: 21, column: 1, scope: !83)
!117 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 16, type: !118, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DISubroutineType(types: !119)
!119 = !{!33, !7}
!120 = !DISubprogram(name: "get_work_dim", linkageName: "_Z12get_work_dimv", scope: !3, file: !3, line: 20, type: !121, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DISubroutineType(types: !122)
!122 = !{!7}
!123 = distinct !DISubprogram(name: "ex_workitem_queries", scope: !3, file: !3, line: 23, type: !124, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!124 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !125)
!125 = !{null, !126}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "ulong", file: !6, line: 134, baseType: !33)
!128 = !{!129, !130}
!129 = !DILocalVariable(name: "out", arg: 1, scope: !123, file: !3, line: 23, type: !126)
!130 = !DILocalVariable(name: "gid", scope: !123, file: !3, line: 24, type: !32)
!131 = !{i32 1}
!132 = !{!"none"}
!133 = !{!"ulong*"}
!134 = !{!""}
!135 = !DILocation(line: 0, scope: !123)
!136 = !DILocation(line: 24, column: 16, scope: !123)
!137 = !DILocation(line: 25, column: 22, scope: !123)
!138 = !DILocation(line: 25, column: 11, scope: !123)
!139 = !DILocation(line: 25, column: 3, scope: !123)
!140 = !DILocation(line: 25, column: 20, scope: !123)
!141 = !{!142, !142, i64 0}
!142 = !{!"long", !104, i64 0}
!143 = !DILocation(line: 26, column: 22, scope: !123)
!144 = !DILocation(line: 26, column: 15, scope: !123)
!145 = !DILocation(line: 26, column: 3, scope: !123)
!146 = !DILocation(line: 26, column: 20, scope: !123)
!147 = !DILocation(line: 27, column: 22, scope: !123)
!148 = !DILocation(line: 27, column: 3, scope: !123)
!149 = !DILocation(line: 27, column: 20, scope: !123)
!150 = !DILocation(line: 28, column: 22, scope: !123)
!151 = !DILocation(line: 28, column: 3, scope: !123)
!152 = !DILocation(line: 28, column: 20, scope: !123)
!153 = !DILocation(line: 29, column: 22, scope: !123)
!154 = !DILocation(line: 29, column: 3, scope: !123)
!155 = !DILocation(line: 29, column: 20, scope: !123)
!156 = !DILocation(line: 30, column: 22, scope: !123)
!157 = !DILocation(line: 30, column: 42, scope: !123)
!158 = !DILocation(line: 30, column: 40, scope: !123)
!159 = !DILocation(line: 30, column: 3, scope: !123)
!160 = !DILocation(line: 30, column: 20, scope: !123)
!161 = !DILocation(line: 31, column: 1, scope: !123)
!162 = !DISubprogram(name: "get_global_offset", linkageName: "_Z17get_global_offsetj", scope: !3, file: !3, line: 25, type: !118, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubprogram(name: "get_enqueued_local_size", linkageName: "_Z23get_enqueued_local_sizej", scope: !3, file: !3, line: 26, type: !118, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubprogram(name: "get_global_linear_id", linkageName: "_Z20get_global_linear_idv", scope: !3, file: !3, line: 28, type: !165, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{!33}
!167 = !DISubprogram(name: "get_local_linear_id", linkageName: "_Z19get_local_linear_idv", scope: !3, file: !3, line: 29, type: !165, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DISubprogram(name: "get_num_groups", linkageName: "_Z14get_num_groupsj", scope: !3, file: !3, line: 30, type: !118, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubprogram(name: "get_global_size", linkageName: "_Z15get_global_sizej", scope: !3, file: !3, line: 30, type: !118, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = distinct !DISubprogram(name: "ex_reqd_size", scope: !3, file: !3, line: 35, type: !171, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !173)
!171 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !172)
!172 = !{null, !28}
!173 = !{!174, !175, !176}
!174 = !DILocalVariable(name: "x", arg: 1, scope: !170, file: !3, line: 35, type: !28)
!175 = !DILocalVariable(name: "l", scope: !170, file: !3, line: 36, type: !32)
!176 = !DILocalVariable(name: "ly", scope: !170, file: !3, line: 37, type: !32)
!177 = !{!"float*"}
!178 = !{<4 x float> undef, i32 0}
!179 = !{i32 64, i32 1, i32 1}
!180 = !DILocation(line: 0, scope: !170)
!181 = !DILocation(line: 36, column: 14, scope: !170)
!182 = !DILocation(line: 37, column: 15, scope: !170)
!183 = !DILocation(line: 38, column: 34, scope: !170)
!184 = !DILocation(line: 38, column: 25, scope: !170)
!185 = !{!186, !186, i64 0}
!186 = !{!"float", !104, i64 0}
!187 = !DILocation(line: 38, column: 41, scope: !170)
!188 = !DILocation(line: 38, column: 39, scope: !170)
!189 = !DILocation(line: 38, column: 5, scope: !170)
!190 = !DILocation(line: 38, column: 3, scope: !170)
!191 = !DILocation(line: 38, column: 23, scope: !170)
!192 = !DILocation(line: 39, column: 1, scope: !170)
!193 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 36, type: !118, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = distinct !DISubprogram(name: "ex_globals", scope: !3, file: !3, line: 42, type: !195, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !198)
!195 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !196)
!196 = !{null, !197}
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!198 = !{!199, !200}
!199 = !DILocalVariable(name: "out", arg: 1, scope: !194, file: !3, line: 42, type: !197)
!200 = !DILocalVariable(name: "v", scope: !194, file: !3, line: 43, type: !22)
!201 = !{!"int*"}
!202 = !{i32 128, i32 1, i32 1}
!203 = !DILocation(line: 0, scope: !194)
!204 = !DILocation(line: 43, column: 11, scope: !194)
!205 = !DILocation(line: 44, column: 7, scope: !194)
!206 = !DILocation(line: 44, column: 3, scope: !194)
!207 = !DILocation(line: 44, column: 25, scope: !194)
!208 = !DILocation(line: 45, column: 1, scope: !194)
!209 = !DISubprogram(name: "atomic_fetch_add", linkageName: "_Z16atomic_fetch_addPU3AS0VU7_Atomicii", scope: !3, file: !3, line: 43, type: !210, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DISubroutineType(types: !211)
!211 = !{!22, !212, !22}
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 64)
!213 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !27)
!214 = distinct !DISubprogram(name: "ex_generic", scope: !3, file: !3, line: 50, type: !215, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !218)
!215 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !216)
!216 = !{null, !28, !217}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 32, dwarfAddressSpace: 2)
!218 = !{!219, !220, !221, !222, !223, !224}
!219 = !DILocalVariable(name: "g", arg: 1, scope: !214, file: !3, line: 50, type: !28)
!220 = !DILocalVariable(name: "l", arg: 2, scope: !214, file: !3, line: 50, type: !217)
!221 = !DILocalVariable(name: "lid", scope: !214, file: !3, line: 51, type: !22)
!222 = !DILocalVariable(name: "p", scope: !214, file: !3, line: 54, type: !28)
!223 = !DILocalVariable(name: "gp", scope: !214, file: !3, line: 55, type: !28)
!224 = !DILocalVariable(name: "s", scope: !214, file: !3, line: 56, type: !23)
!225 = !{i32 1, i32 3}
!226 = !{!"float*", !"float*"}
!227 = !{!"", !""}
!228 = !DILocation(line: 0, scope: !214)
!229 = !DILocation(line: 51, column: 13, scope: !214)
!230 = !DILocation(line: 52, column: 14, scope: !214)
!231 = !DILocation(line: 52, column: 12, scope: !214)
!232 = !DILocation(line: 52, column: 3, scope: !214)
!233 = !DILocation(line: 52, column: 10, scope: !214)
!234 = !DILocation(line: 53, column: 3, scope: !214)
!235 = !DILocation(line: 54, column: 19, scope: !214)
!236 = !DILocation(line: 54, column: 14, scope: !214)
!237 = !DILocation(line: 54, column: 39, scope: !214)
!238 = !DILocation(line: 54, column: 37, scope: !214)
!239 = !DILocation(line: 54, column: 69, scope: !214)
!240 = !DILocation(line: 55, column: 32, scope: !214)
!241 = !DILocalVariable(name: "p", arg: 1, scope: !242, file: !3, line: 48, type: !245)
!242 = distinct !DISubprogram(name: "sum3", scope: !3, file: !3, line: 48, type: !243, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !247)
!243 = !DISubroutineType(types: !244)
!244 = !{!23, !245}
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !246, size: 64)
!246 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!247 = !{!241}
!248 = !DILocation(line: 0, scope: !242, inlinedAt: !249)
!249 = distinct !DILocation(line: 56, column: 13, scope: !214)
!250 = !DILocation(line: 48, column: 44, scope: !242, inlinedAt: !249)
!251 = !DILocation(line: 48, column: 51, scope: !242, inlinedAt: !249)
!252 = !DILocation(line: 48, column: 49, scope: !242, inlinedAt: !249)
!253 = !DILocation(line: 48, column: 58, scope: !242, inlinedAt: !249)
!254 = !DILocation(line: 48, column: 56, scope: !242, inlinedAt: !249)
!255 = !DILocation(line: 57, column: 7, scope: !256)
!256 = distinct !DILexicalBlock(scope: !214, file: !3, line: 57, column: 7)
!257 = !DILocation(line: 57, column: 7, scope: !214)
!258 = !DILocation(line: 58, column: 7, scope: !256)
!259 = !DILocation(line: 58, column: 5, scope: !256)
!260 = !DILocation(line: 59, column: 21, scope: !261)
!261 = distinct !DILexicalBlock(scope: !256, file: !3, line: 59, column: 21)
!262 = !DILocation(line: 59, column: 21, scope: !256)
!263 = !DILocation(line: 61, column: 5, scope: !214)
!264 = !DILocation(line: 61, column: 3, scope: !214)
!265 = !DILocation(line: 61, column: 23, scope: !214)
!266 = !DILocation(line: 62, column: 1, scope: !214)
!267 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 53, type: !268, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!268 = !DISubroutineType(types: !269)
!269 = !{null, !270}
!270 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !6, line: 372, baseType: !70)
!271 = distinct !DISubprogram(name: "ex_c11_atomics", scope: !3, file: !3, line: 65, type: !272, scopeLine: 65, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !277)
!272 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !273)
!273 = !{null, !24, !274, !197}
!274 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !275, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !276)
!276 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_flag", file: !3, baseType: !27)
!277 = !{!278, !279, !280, !281, !282, !283, !284, !286}
!278 = !DILocalVariable(name: "a", arg: 1, scope: !271, file: !3, line: 65, type: !24)
!279 = !DILocalVariable(name: "f", arg: 2, scope: !271, file: !3, line: 65, type: !274)
!280 = !DILocalVariable(name: "out", arg: 3, scope: !271, file: !3, line: 65, type: !197)
!281 = !DILocalVariable(name: "gid", scope: !271, file: !3, line: 66, type: !22)
!282 = !DILocalVariable(name: "expected", scope: !271, file: !3, line: 67, type: !22)
!283 = !DILocalVariable(name: "e2", scope: !271, file: !3, line: 71, type: !22)
!284 = !DILocalVariable(name: "won", scope: !271, file: !3, line: 72, type: !285)
!285 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!286 = !DILocalVariable(name: "was", scope: !271, file: !3, line: 73, type: !285)
!287 = !{i32 1, i32 1, i32 1}
!288 = !{!"none", !"none", !"none"}
!289 = !{!"atomic_int*", !"atomic_flag*", !"int*"}
!290 = !{!"_Atomic(int)*", !"_Atomic(int)*", !"int*"}
!291 = !{!"volatile", !"volatile", !""}
!292 = !DILocation(line: 0, scope: !271)
!293 = !DILocation(line: 66, column: 13, scope: !271)
!294 = !DILocation(line: 67, column: 3, scope: !271)
!295 = !DILocation(line: 67, column: 39, scope: !271)
!296 = !DILocation(line: 67, column: 18, scope: !271)
!297 = !DILocation(line: 67, column: 7, scope: !271)
!298 = !DILocation(line: 68, column: 3, scope: !271)
!299 = !DILocation(line: 68, column: 63, scope: !271)
!300 = !DILocation(line: 68, column: 72, scope: !271)
!301 = !DILocation(line: 68, column: 11, scope: !271)
!302 = distinct !{!302, !298, !303, !304}
!303 = !DILocation(line: 70, column: 5, scope: !271)
!304 = !{!"llvm.loop.unroll.disable"}
!305 = !DILocation(line: 71, column: 3, scope: !271)
!306 = !DILocation(line: 71, column: 7, scope: !271)
!307 = !DILocation(line: 72, column: 48, scope: !271)
!308 = !DILocation(line: 72, column: 14, scope: !271)
!309 = !DILocation(line: 73, column: 48, scope: !271)
!310 = !DILocation(line: 73, column: 14, scope: !271)
!311 = !DILocation(line: 74, column: 7, scope: !271)
!312 = !DILocation(line: 75, column: 5, scope: !313)
!313 = distinct !DILexicalBlock(scope: !271, file: !3, line: 74, column: 7)
!314 = !DILocation(line: 76, column: 28, scope: !271)
!315 = !DILocation(line: 76, column: 3, scope: !271)
!316 = !DILocation(line: 77, column: 14, scope: !271)
!317 = !DILocation(line: 77, column: 26, scope: !271)
!318 = !DILocation(line: 77, column: 23, scope: !271)
!319 = !DILocation(line: 77, column: 3, scope: !271)
!320 = !DILocation(line: 77, column: 12, scope: !271)
!321 = !DILocation(line: 78, column: 1, scope: !271)
!322 = !DISubprogram(name: "atomic_load_explicit", linkageName: "_Z20atomic_load_explicitPU3AS0VU7_Atomici12memory_order", scope: !3, file: !3, line: 67, type: !323, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!323 = !DISubroutineType(types: !324)
!324 = !{!22, !212, !5}
!325 = !DISubprogram(name: "atomic_compare_exchange_weak_explicit", linkageName: "_Z37atomic_compare_exchange_weak_explicitPU3AS0VU7_AtomiciPU3AS0ii12memory_orderS4_", scope: !3, file: !3, line: 68, type: !326, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!326 = !DISubroutineType(types: !327)
!327 = !{!285, !212, !197, !22, !5, !5}
!328 = !DISubprogram(name: "atomic_compare_exchange_strong", linkageName: "_Z30atomic_compare_exchange_strongPU3AS0VU7_AtomiciPU3AS0ii", scope: !3, file: !3, line: 72, type: !329, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!329 = !DISubroutineType(types: !330)
!330 = !{!285, !212, !197, !22}
!331 = !DISubprogram(name: "atomic_flag_test_and_set_explicit", linkageName: "_Z33atomic_flag_test_and_set_explicitPU3AS0VU7_Atomici12memory_order12memory_scope", scope: !3, file: !3, line: 73, type: !332, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!332 = !DISubroutineType(types: !333)
!333 = !{!285, !274, !5, !14}
!334 = !DISubprogram(name: "atomic_flag_clear", linkageName: "_Z17atomic_flag_clearPU3AS0VU7_Atomici", scope: !3, file: !3, line: 75, type: !335, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!335 = !DISubroutineType(types: !336)
!336 = !{null, !274}
!337 = !DISubprogram(name: "atomic_store_explicit", linkageName: "_Z21atomic_store_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope", scope: !3, file: !3, line: 76, type: !338, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!338 = !DISubroutineType(types: !339)
!339 = !{null, !212, !22, !5, !14}
!340 = distinct !DISubprogram(name: "ex_double", scope: !3, file: !3, line: 81, type: !341, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !346)
!341 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !342)
!342 = !{null, !343, !345, !22}
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !344, size: 64)
!344 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!346 = !{!347, !348, !349, !350, !351}
!347 = !DILocalVariable(name: "x", arg: 1, scope: !340, file: !3, line: 81, type: !343)
!348 = !DILocalVariable(name: "y", arg: 2, scope: !340, file: !3, line: 81, type: !345)
!349 = !DILocalVariable(name: "n", arg: 3, scope: !340, file: !3, line: 81, type: !22)
!350 = !DILocalVariable(name: "i", scope: !340, file: !3, line: 82, type: !22)
!351 = !DILocalVariable(name: "v", scope: !352, file: !3, line: 84, type: !29)
!352 = distinct !DILexicalBlock(scope: !353, file: !3, line: 83, column: 14)
!353 = distinct !DILexicalBlock(scope: !340, file: !3, line: 83, column: 7)
!354 = !{i32 1, i32 1, i32 0}
!355 = !{!"double*", !"double*", !"int"}
!356 = !{!"const", !"", !""}
!357 = !DILocation(line: 0, scope: !340)
!358 = !DILocation(line: 82, column: 11, scope: !340)
!359 = !DILocation(line: 83, column: 9, scope: !353)
!360 = !DILocation(line: 83, column: 7, scope: !340)
!361 = !DILocation(line: 84, column: 16, scope: !352)
!362 = !{!363, !363, i64 0}
!363 = !{!"double", !104, i64 0}
!364 = !DILocation(line: 0, scope: !352)
!365 = !DILocation(line: 85, column: 12, scope: !352)
!366 = !DILocation(line: 85, column: 40, scope: !352)
!367 = !DILocation(line: 85, column: 36, scope: !352)
!368 = !DILocation(line: 85, column: 34, scope: !352)
!369 = !DILocation(line: 85, column: 27, scope: !352)
!370 = !DILocation(line: 85, column: 55, scope: !352)
!371 = !DILocation(line: 85, column: 47, scope: !352)
!372 = !DILocation(line: 85, column: 45, scope: !352)
!373 = !DILocation(line: 85, column: 5, scope: !352)
!374 = !DILocation(line: 85, column: 10, scope: !352)
!375 = !DILocation(line: 86, column: 3, scope: !352)
!376 = !DILocation(line: 87, column: 1, scope: !340)
!377 = !DISubprogram(name: "exp", linkageName: "_Z3expd", scope: !3, file: !3, line: 85, type: !378, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!378 = !DISubroutineType(types: !379)
!379 = !{!29, !29}
!380 = !DISubprogram(name: "convert_float_rte", linkageName: "_Z17convert_float_rted", scope: !3, file: !3, line: 85, type: !381, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DISubroutineType(types: !382)
!382 = !{!23, !29}
!383 = distinct !DISubprogram(name: "ex_half", scope: !3, file: !3, line: 90, type: !384, scopeLine: 90, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !388)
!384 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !385)
!385 = !{null, !386, !31, !22}
!386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !387, size: 64)
!387 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!388 = !{!389, !390, !391, !392, !393, !396}
!389 = !DILocalVariable(name: "x", arg: 1, scope: !383, file: !3, line: 90, type: !386)
!390 = !DILocalVariable(name: "y", arg: 2, scope: !383, file: !3, line: 90, type: !31)
!391 = !DILocalVariable(name: "n", arg: 3, scope: !383, file: !3, line: 90, type: !22)
!392 = !DILocalVariable(name: "i", scope: !383, file: !3, line: 91, type: !22)
!393 = !DILocalVariable(name: "h", scope: !394, file: !3, line: 93, type: !30)
!394 = distinct !DILexicalBlock(scope: !395, file: !3, line: 92, column: 14)
!395 = distinct !DILexicalBlock(scope: !383, file: !3, line: 92, column: 7)
!396 = !DILocalVariable(name: "v", scope: !394, file: !3, line: 94, type: !397)
!397 = !DIDerivedType(tag: DW_TAG_typedef, name: "half4", file: !6, line: 216, baseType: !398)
!398 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 64, flags: DIFlagVector, elements: !37)
!399 = !{!"half*", !"half*", !"int"}
!400 = !DILocation(line: 0, scope: !383)
!401 = !DILocation(line: 91, column: 11, scope: !383)
!402 = !DILocation(line: 92, column: 9, scope: !395)
!403 = !DILocation(line: 92, column: 7, scope: !383)
!404 = !DILocation(line: 93, column: 14, scope: !394)
!405 = !{!406, !406, i64 0}
!406 = !{!"half", !104, i64 0}
!407 = !DILocation(line: 0, scope: !394)
!408 = !DILocation(line: 94, column: 27, scope: !394)
!409 = !DILocation(line: 94, column: 25, scope: !394)
!410 = !DILocation(line: 94, column: 15, scope: !394)
!411 = !DILocation(line: 95, column: 28, scope: !394)
!412 = !DILocation(line: 95, column: 26, scope: !394)
!413 = !DILocation(line: 95, column: 34, scope: !394)
!414 = !DILocation(line: 95, column: 32, scope: !394)
!415 = !DILocation(line: 95, column: 5, scope: !394)
!416 = !DILocation(line: 95, column: 10, scope: !394)
!417 = !DILocation(line: 96, column: 3, scope: !394)
!418 = !DILocation(line: 97, column: 1, scope: !383)
!419 = !DISubprogram(name: "vload4", linkageName: "_Z6vload4mPU3AS0KDh", scope: !3, file: !3, line: 94, type: !420, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DISubroutineType(types: !421)
!421 = !{!398, !33, !386}
!422 = distinct !DISubprogram(name: "ex_vload_half", scope: !3, file: !3, line: 101, type: !423, scopeLine: 101, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !425)
!423 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !424)
!424 = !{null, !386, !28}
!425 = !{!426, !427, !428, !429}
!426 = !DILocalVariable(name: "x", arg: 1, scope: !422, file: !3, line: 101, type: !386)
!427 = !DILocalVariable(name: "y", arg: 2, scope: !422, file: !3, line: 101, type: !28)
!428 = !DILocalVariable(name: "i", scope: !422, file: !3, line: 102, type: !22)
!429 = !DILocalVariable(name: "v", scope: !422, file: !3, line: 103, type: !35)
!430 = !{i32 1, i32 1}
!431 = !{!"half*", !"float*"}
!432 = !DILocation(line: 0, scope: !422)
!433 = !DILocation(line: 102, column: 11, scope: !422)
!434 = !DILocation(line: 103, column: 26, scope: !422)
!435 = !DILocation(line: 103, column: 29, scope: !422)
!436 = !DILocation(line: 103, column: 14, scope: !422)
!437 = !DILocation(line: 104, column: 22, scope: !422)
!438 = !DILocation(line: 104, column: 33, scope: !422)
!439 = !DILocation(line: 104, column: 3, scope: !422)
!440 = !DILocation(line: 105, column: 1, scope: !422)
!441 = !DISubprogram(name: "vload_half4", linkageName: "_Z11vload_half4mPU3AS0KDh", scope: !3, file: !3, line: 103, type: !442, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DISubroutineType(types: !443)
!443 = !{!36, !33, !386}
!444 = !DISubprogram(name: "vstore_half4_rtz", linkageName: "_Z16vstore_half4_rtzDv4_fmPU3AS0Dh", scope: !3, file: !3, line: 104, type: !445, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!445 = !DISubroutineType(types: !446)
!446 = !{null, !36, !33, !31}
!447 = distinct !DISubprogram(name: "ex_enqueue", scope: !3, file: !3, line: 110, type: !448, scopeLine: 110, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !450)
!448 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !449)
!449 = !{null, !197, !22}
!450 = !{!451, !452, !453, !457, !470}
!451 = !DILocalVariable(name: "data", arg: 1, scope: !447, file: !3, line: 110, type: !197)
!452 = !DILocalVariable(name: "n", arg: 2, scope: !447, file: !3, line: 110, type: !22)
!453 = !DILocalVariable(name: "q", scope: !447, file: !3, line: 111, type: !454)
!454 = !DIDerivedType(tag: DW_TAG_typedef, name: "queue_t", file: !3, baseType: !455)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !456, size: 64)
!456 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_queue_t", file: !3, flags: DIFlagFwdDecl)
!457 = !DILocalVariable(name: "nd", scope: !458, file: !3, line: 113, type: !460)
!458 = distinct !DILexicalBlock(scope: !459, file: !3, line: 112, column: 29)
!459 = distinct !DILexicalBlock(scope: !447, file: !3, line: 112, column: 7)
!460 = !DIDerivedType(tag: DW_TAG_typedef, name: "ndrange_t", file: !6, line: 557, baseType: !461)
!461 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 552, size: 640, elements: !462)
!462 = !{!463, !464, !468, !469}
!463 = !DIDerivedType(tag: DW_TAG_member, name: "workDimension", scope: !461, file: !6, line: 553, baseType: !7, size: 32)
!464 = !DIDerivedType(tag: DW_TAG_member, name: "globalWorkOffset", scope: !461, file: !6, line: 554, baseType: !465, size: 192, offset: 64)
!465 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 192, elements: !466)
!466 = !{!467}
!467 = !DISubrange(count: 3)
!468 = !DIDerivedType(tag: DW_TAG_member, name: "globalWorkSize", scope: !461, file: !6, line: 555, baseType: !465, size: 192, offset: 256)
!469 = !DIDerivedType(tag: DW_TAG_member, name: "localWorkSize", scope: !461, file: !6, line: 556, baseType: !465, size: 192, offset: 448)
!470 = !DILocalVariable(name: "base", scope: !458, file: !3, line: 114, type: !22)
!471 = !DILocation(line: 0, scope: !447)
!472 = !DILocation(line: 111, column: 15, scope: !447)
!473 = !DILocation(line: 112, column: 7, scope: !459)
!474 = !DILocation(line: 112, column: 23, scope: !459)
!475 = !DILocation(line: 112, column: 7, scope: !447)
!476 = !DILocation(line: 113, column: 5, scope: !458)
!477 = !DILocation(line: 113, column: 15, scope: !458)
!478 = !DILocation(line: 113, column: 31, scope: !458)
!479 = !DILocation(line: 113, column: 20, scope: !458)
!480 = !DILocation(line: 114, column: 16, scope: !458)
!481 = !DILocation(line: 0, scope: !458)
!482 = !DILocation(line: 115, column: 50, scope: !458)
!483 = !{i64 0, i64 4, !102, i64 8, i64 24, !484, i64 32, i64 24, !484, i64 56, i64 24, !484}
!484 = !{!104, !104, i64 0}
!485 = !DILocation(line: 115, column: 54, scope: !458)
!486 = !{!487, !487, i64 0}
!487 = !{!"any pointer", !104, i64 0}
!488 = !DILocation(line: 115, column: 5, scope: !458)
!489 = !DILocation(line: 118, column: 3, scope: !459)
!490 = !DILocation(line: 118, column: 3, scope: !458)
!491 = !DILocation(line: 119, column: 1, scope: !447)
!492 = !DISubprogram(name: "get_default_queue", linkageName: "_Z17get_default_queuev", scope: !3, file: !3, line: 111, type: !493, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!493 = !DISubroutineType(types: !494)
!494 = !{!455}
!495 = !DISubprogram(name: "ndrange_1D", linkageName: "_Z10ndrange_1Dm", scope: !3, file: !3, line: 113, type: !496, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DISubroutineType(types: !497)
!497 = !{!460, !33}
!498 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !3, file: !3, line: 114, type: !118, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!499 = distinct !DISubprogram(name: "__ex_enqueue_block_invoke", linkageName: "__ex_enqueue_block_invoke", scope: !3, file: !3, line: 115, type: !500, scopeLine: 115, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !503)
!500 = !DISubroutineType(types: !501)
!501 = !{null, !502}
!502 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!503 = !{!504}
!504 = !DILocalVariable(name: ".block_descriptor", arg: 1, scope: !499, file: !3, line: 115, type: !505, flags: DIFlagArtificial)
!505 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !506, size: 64)
!506 = !DICompositeType(tag: DW_TAG_structure_type, name: "__block_literal_1", scope: !3, file: !3, line: 115, size: 224, elements: !507)
!507 = !{!508, !509, !510, !511}
!508 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !3, file: !3, line: 115, baseType: !22, size: 32, flags: DIFlagPublic)
!509 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !3, file: !3, line: 115, baseType: !22, size: 32, offset: 32, flags: DIFlagPublic)
!510 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !3, file: !3, line: 115, baseType: !197, size: 64, offset: 128, flags: DIFlagPublic)
!511 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !3, file: !3, line: 115, baseType: !22, size: 32, offset: 192, flags: DIFlagPublic)
!512 = !DILocation(line: 0, scope: !499)
!513 = !DILocalVariable(name: "data", scope: !499, file: !3, line: 110, type: !197)
!514 = !DILocation(line: 110, column: 36, scope: !499)
!515 = !DILocalVariable(name: "base", scope: !499, file: !3, line: 114, type: !22)
!516 = !DILocation(line: 114, column: 9, scope: !499)
!517 = !DILocation(line: 116, column: 7, scope: !518)
!518 = distinct !DILexicalBlock(scope: !499, file: !3, line: 115, column: 55)
!519 = !DILocation(line: 116, column: 12, scope: !518)
!520 = !DILocation(line: 116, column: 19, scope: !518)
!521 = !DILocation(line: 116, column: 37, scope: !518)
!522 = !DILocation(line: 117, column: 5, scope: !499)
!523 = !{i32 0}
!524 = !{!"__block_literal"}
!525 = !DILocation(line: 0, scope: !499, inlinedAt: !526)
!526 = distinct !DILocation(line: 115, column: 5, scope: !458)
!527 = !DILocation(line: 110, column: 36, scope: !499, inlinedAt: !526)
!528 = !DILocation(line: 114, column: 9, scope: !499, inlinedAt: !526)
!529 = !DILocation(line: 116, column: 12, scope: !518, inlinedAt: !526)
!530 = !DILocation(line: 116, column: 19, scope: !518, inlinedAt: !526)
!531 = !DILocation(line: 116, column: 7, scope: !518, inlinedAt: !526)
!532 = !DILocation(line: 116, column: 37, scope: !518, inlinedAt: !526)
!533 = distinct !DISubprogram(name: "ex_enqueue_local", scope: !3, file: !3, line: 121, type: !448, scopeLine: 121, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !534)
!534 = !{!535, !536, !537, !538, !539}
!535 = !DILocalVariable(name: "data", arg: 1, scope: !533, file: !3, line: 121, type: !197)
!536 = !DILocalVariable(name: "n", arg: 2, scope: !533, file: !3, line: 121, type: !22)
!537 = !DILocalVariable(name: "q", scope: !533, file: !3, line: 122, type: !454)
!538 = !DILocalVariable(name: "nd", scope: !533, file: !3, line: 123, type: !460)
!539 = !DILocalVariable(name: "ev", scope: !540, file: !3, line: 125, type: !542)
!540 = distinct !DILexicalBlock(scope: !541, file: !3, line: 124, column: 30)
!541 = distinct !DILexicalBlock(scope: !533, file: !3, line: 124, column: 7)
!542 = !DIDerivedType(tag: DW_TAG_typedef, name: "clk_event_t", file: !3, baseType: !543)
!543 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !544, size: 64)
!544 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_clk_event_t", file: !3, flags: DIFlagFwdDecl)
!545 = !DILocation(line: 0, scope: !533)
!546 = !DILocation(line: 122, column: 15, scope: !533)
!547 = !DILocation(line: 123, column: 3, scope: !533)
!548 = !DILocation(line: 123, column: 13, scope: !533)
!549 = !DILocation(line: 123, column: 29, scope: !533)
!550 = !DILocation(line: 123, column: 18, scope: !533)
!551 = !DILocation(line: 124, column: 7, scope: !541)
!552 = !DILocation(line: 124, column: 24, scope: !541)
!553 = !DILocation(line: 124, column: 7, scope: !533)
!554 = !DILocation(line: 125, column: 5, scope: !540)
!555 = !DILocation(line: 126, column: 54, scope: !540)
!556 = !DILocation(line: 126, column: 5, scope: !540)
!557 = !DILocation(line: 127, column: 20, scope: !540)
!558 = !DILocation(line: 134, column: 19, scope: !540)
!559 = !{!560, !560, i64 0}
!560 = !{!"clk_event_t", !104, i64 0}
!561 = !DILocation(line: 0, scope: !540)
!562 = !DILocation(line: 134, column: 5, scope: !540)
!563 = !DILocation(line: 135, column: 3, scope: !541)
!564 = !DILocation(line: 135, column: 3, scope: !540)
!565 = !DILocation(line: 136, column: 1, scope: !533)
!566 = !DISubprogram(name: "ndrange_1D", linkageName: "_Z10ndrange_1Dmm", scope: !3, file: !3, line: 123, type: !567, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!567 = !DISubroutineType(types: !568)
!568 = !{!460, !33, !33}
!569 = distinct !DISubprogram(name: "__ex_enqueue_local_block_invoke", linkageName: "__ex_enqueue_local_block_invoke", scope: !3, file: !3, line: 127, type: !570, scopeLine: 127, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !573)
!570 = !DISubroutineType(types: !571)
!571 = !{null, !502, !572}
!572 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32, dwarfAddressSpace: 2)
!573 = !{!574, !581, !582}
!574 = !DILocalVariable(name: ".block_descriptor", arg: 1, scope: !569, file: !3, line: 127, type: !575, flags: DIFlagArtificial)
!575 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !576, size: 64)
!576 = !DICompositeType(tag: DW_TAG_structure_type, name: "__block_literal_2", scope: !3, file: !3, line: 127, size: 192, elements: !577)
!577 = !{!578, !579, !580}
!578 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !3, file: !3, line: 127, baseType: !22, size: 32, flags: DIFlagPublic)
!579 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !3, file: !3, line: 127, baseType: !22, size: 32, offset: 32, flags: DIFlagPublic)
!580 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !3, file: !3, line: 127, baseType: !197, size: 64, offset: 128, flags: DIFlagPublic)
!581 = !DILocalVariable(name: "scratch", arg: 2, scope: !569, file: !3, line: 127, type: !572)
!582 = !DILocalVariable(name: "s", scope: !583, file: !3, line: 128, type: !34)
!583 = distinct !DILexicalBlock(scope: !569, file: !3, line: 127, column: 43)
!584 = !DILocation(line: 0, scope: !569)
!585 = !DILocalVariable(name: "data", scope: !569, file: !3, line: 121, type: !197)
!586 = !DILocation(line: 121, column: 42, scope: !569)
!587 = !DILocation(line: 0, scope: !583)
!588 = !DILocation(line: 129, column: 43, scope: !583)
!589 = !DILocation(line: 129, column: 48, scope: !583)
!590 = !DILocation(line: 129, column: 24, scope: !583)
!591 = !DILocation(line: 129, column: 22, scope: !583)
!592 = !DILocation(line: 129, column: 41, scope: !583)
!593 = !DILocation(line: 130, column: 22, scope: !583)
!594 = !DILocation(line: 131, column: 47, scope: !583)
!595 = !DILocation(line: 131, column: 22, scope: !583)
!596 = !DILocation(line: 131, column: 45, scope: !583)
!597 = !DILocation(line: 132, column: 20, scope: !569)
!598 = !{i32 0, i32 3}
!599 = !{!"__block_literal", !"void*"}
!600 = !DILocation(line: 0, scope: !569, inlinedAt: !601)
!601 = distinct !DILocation(line: 126, column: 5, scope: !540)
!602 = !DILocation(line: 121, column: 42, scope: !569, inlinedAt: !601)
!603 = !DILocation(line: 0, scope: !583, inlinedAt: !601)
!604 = !DILocation(line: 129, column: 48, scope: !583, inlinedAt: !601)
!605 = !DILocation(line: 129, column: 43, scope: !583, inlinedAt: !601)
!606 = !DILocation(line: 129, column: 24, scope: !583, inlinedAt: !601)
!607 = !DILocation(line: 129, column: 22, scope: !583, inlinedAt: !601)
!608 = !DILocation(line: 129, column: 41, scope: !583, inlinedAt: !601)
!609 = !DILocation(line: 130, column: 22, scope: !583, inlinedAt: !601)
!610 = !DILocation(line: 131, column: 47, scope: !583, inlinedAt: !601)
!611 = !DILocation(line: 131, column: 45, scope: !583, inlinedAt: !601)
!612 = !DISubprogram(name: "release_event", linkageName: "_Z13release_event12ocl_clkevent", scope: !3, file: !3, line: 134, type: !613, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!613 = !DISubroutineType(types: !614)
!614 = !{null, !543}
!615 = distinct !DISubprogram(name: "ex_pipe_producer", scope: !3, file: !3, line: 139, type: !84, scopeLine: 139, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !616)
!616 = !{!617, !618, !619}
!617 = !DILocalVariable(name: "in", arg: 1, scope: !615, file: !3, line: 139, type: !86)
!618 = !DILocalVariable(name: "p", arg: 2, scope: !615, file: !3, line: 139, type: !22)
!619 = !DILocalVariable(name: "v", scope: !615, file: !3, line: 140, type: !22)
!620 = !{!"none", !"write_only"}
!621 = !{!"const", !"pipe"}
!622 = !DILocation(line: 0, scope: !615)
!623 = !DILocation(line: 140, column: 3, scope: !615)
!624 = !DILocation(line: 140, column: 14, scope: !615)
!625 = !DILocation(line: 140, column: 11, scope: !615)
!626 = !DILocation(line: 140, column: 7, scope: !615)
!627 = !DILocation(line: 141, column: 9, scope: !628)
!628 = distinct !DILexicalBlock(scope: !615, file: !3, line: 141, column: 7)
!629 = !DILocation(line: 141, column: 7, scope: !615)
!630 = !DILocation(line: 142, column: 5, scope: !628)
!631 = !DILocation(line: 143, column: 1, scope: !615)
!632 = distinct !DISubprogram(name: "ex_pipe_consumer", scope: !3, file: !3, line: 145, type: !633, scopeLine: 145, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !635)
!633 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !634)
!634 = !{null, !22, !197}
!635 = !{!636, !637, !638}
!636 = !DILocalVariable(name: "p", arg: 1, scope: !632, file: !3, line: 145, type: !22)
!637 = !DILocalVariable(name: "out", arg: 2, scope: !632, file: !3, line: 145, type: !197)
!638 = !DILocalVariable(name: "v", scope: !632, file: !3, line: 146, type: !22)
!639 = !{!"read_only", !"none"}
!640 = !{!"int", !"int*"}
!641 = !{!"pipe", !""}
!642 = !DILocation(line: 0, scope: !632)
!643 = !DILocation(line: 146, column: 3, scope: !632)
!644 = !DILocation(line: 147, column: 7, scope: !645)
!645 = distinct !DILexicalBlock(scope: !632, file: !3, line: 147, column: 7)
!646 = !DILocation(line: 147, column: 24, scope: !645)
!647 = !DILocation(line: 147, column: 7, scope: !632)
!648 = !DILocation(line: 148, column: 29, scope: !645)
!649 = !DILocation(line: 148, column: 9, scope: !645)
!650 = !DILocation(line: 148, column: 5, scope: !645)
!651 = !DILocation(line: 150, column: 9, scope: !645)
!652 = !DILocation(line: 0, scope: !645)
!653 = !DILocation(line: 151, column: 1, scope: !632)
!654 = distinct !DISubprogram(name: "ex_pipe_reserve", scope: !3, file: !3, line: 153, type: !655, scopeLine: 153, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !657)
!655 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !656)
!656 = !{null, !23, !28}
!657 = !{!658, !659, !660, !664}
!658 = !DILocalVariable(name: "p", arg: 1, scope: !654, file: !3, line: 153, type: !23)
!659 = !DILocalVariable(name: "out", arg: 2, scope: !654, file: !3, line: 153, type: !28)
!660 = !DILocalVariable(name: "r", scope: !654, file: !3, line: 154, type: !661)
!661 = !DIDerivedType(tag: DW_TAG_typedef, name: "reserve_id_t", file: !3, baseType: !662)
!662 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !663, size: 64)
!663 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_reserve_id_t", file: !3, flags: DIFlagFwdDecl)
!664 = !DILocalVariable(name: "v", scope: !665, file: !3, line: 156, type: !23)
!665 = distinct !DILexicalBlock(scope: !666, file: !3, line: 155, column: 31)
!666 = distinct !DILexicalBlock(scope: !654, file: !3, line: 155, column: 7)
!667 = !{!"float", !"float*"}
!668 = !DILocation(line: 0, scope: !654)
!669 = !DILocation(line: 154, column: 52, scope: !654)
!670 = !DILocation(line: 154, column: 20, scope: !654)
!671 = !DILocation(line: 155, column: 7, scope: !666)
!672 = !DILocation(line: 155, column: 7, scope: !654)
!673 = !DILocation(line: 156, column: 5, scope: !665)
!674 = !DILocation(line: 157, column: 21, scope: !665)
!675 = !DILocation(line: 157, column: 5, scope: !665)
!676 = !DILocation(line: 158, column: 29, scope: !665)
!677 = !DILocation(line: 0, scope: !665)
!678 = !DILocation(line: 158, column: 9, scope: !665)
!679 = !DILocation(line: 158, column: 5, scope: !665)
!680 = !DILocation(line: 158, column: 27, scope: !665)
!681 = !DILocation(line: 159, column: 3, scope: !666)
!682 = !DILocation(line: 159, column: 3, scope: !665)
!683 = !DILocation(line: 160, column: 3, scope: !654)
!684 = !DILocation(line: 161, column: 1, scope: !654)
!685 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !3, file: !3, line: 154, type: !118, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!686 = !DISubprogram(name: "is_valid_reserve_id", linkageName: "_Z19is_valid_reserve_id13ocl_reserveid", scope: !3, file: !3, line: 155, type: !687, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!687 = !DISubroutineType(types: !688)
!688 = !{!285, !662}
!689 = distinct !DISubprogram(name: "ex_image_blur", scope: !3, file: !3, line: 167, type: !690, scopeLine: 167, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !696)
!690 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !691)
!691 = !{null, !692, !694}
!692 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !693, size: 64)
!693 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_image2d_ro_t", file: !3, flags: DIFlagFwdDecl)
!694 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !695, size: 64)
!695 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_image2d_wo_t", file: !3, flags: DIFlagFwdDecl)
!696 = !{!697, !698, !699, !704, !705, !706, !708}
!697 = !DILocalVariable(name: "src", arg: 1, scope: !689, file: !3, line: 167, type: !692)
!698 = !DILocalVariable(name: "dst", arg: 2, scope: !689, file: !3, line: 167, type: !694)
!699 = !DILocalVariable(name: "p", scope: !689, file: !3, line: 168, type: !700)
!700 = !DIDerivedType(tag: DW_TAG_typedef, name: "int2", file: !6, line: 187, baseType: !701)
!701 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, flags: DIFlagVector, elements: !702)
!702 = !{!703}
!703 = !DISubrange(count: 2)
!704 = !DILocalVariable(name: "dim", scope: !689, file: !3, line: 169, type: !700)
!705 = !DILocalVariable(name: "s", scope: !689, file: !3, line: 172, type: !35)
!706 = !DILocalVariable(name: "dy", scope: !707, file: !3, line: 173, type: !22)
!707 = distinct !DILexicalBlock(scope: !689, file: !3, line: 173, column: 3)
!708 = !DILocalVariable(name: "dx", scope: !709, file: !3, line: 174, type: !22)
!709 = distinct !DILexicalBlock(scope: !710, file: !3, line: 174, column: 5)
!710 = distinct !DILexicalBlock(scope: !707, file: !3, line: 173, column: 3)
!711 = !{!"read_only", !"write_only"}
!712 = !{!"image2d_t", !"image2d_t"}
!713 = !DILocation(line: 0, scope: !689)
!714 = !DILocation(line: 168, column: 19, scope: !689)
!715 = !DILocation(line: 168, column: 18, scope: !689)
!716 = !DILocation(line: 168, column: 37, scope: !689)
!717 = !DILocation(line: 169, column: 14, scope: !689)
!718 = !DILocation(line: 170, column: 14, scope: !719)
!719 = distinct !DILexicalBlock(scope: !689, file: !3, line: 170, column: 7)
!720 = !DILocation(line: 170, column: 11, scope: !719)
!721 = !DILocation(line: 170, column: 20, scope: !719)
!722 = !DILocation(line: 0, scope: !707)
!723 = !DILocation(line: 0, scope: !709)
!724 = !DILocation(line: 174, column: 5, scope: !709)
!725 = !DILocation(line: 176, column: 26, scope: !689)
!726 = !{float 2.500000e+00}
!727 = !DILocation(line: 176, column: 3, scope: !689)
!728 = !DILocation(line: 177, column: 1, scope: !689)
!729 = !DILocation(line: 173, column: 32, scope: !710)
!730 = !DILocation(line: 173, column: 24, scope: !710)
!731 = !DILocation(line: 173, column: 3, scope: !707)
!732 = distinct !{!732, !731, !733, !304}
!733 = !DILocation(line: 175, column: 55, scope: !707)
!734 = !DILocation(line: 165, column: 29, scope: !735)
!735 = distinct !DILexicalBlock(scope: !709, file: !3, line: 174, column: 5)
!736 = !DILocation(line: 175, column: 47, scope: !735)
!737 = !DILocation(line: 175, column: 39, scope: !735)
!738 = !DILocation(line: 175, column: 12, scope: !735)
!739 = !DILocation(line: 175, column: 9, scope: !735)
!740 = !DILocation(line: 174, column: 34, scope: !735)
!741 = !DILocation(line: 174, column: 26, scope: !735)
!742 = distinct !{!742, !724, !743, !304}
!743 = !DILocation(line: 175, column: 55, scope: !709)
!744 = !DISubprogram(name: "get_image_dim", linkageName: "_Z13get_image_dim14ocl_image2d_ro", scope: !3, file: !3, line: 169, type: !745, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!745 = !DISubroutineType(types: !746)
!746 = !{!701, !692}
!747 = !DISubprogram(name: "read_imagef", linkageName: "_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i", scope: !3, file: !3, line: 175, type: !748, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!748 = !DISubroutineType(types: !749)
!749 = !{!36, !692, !750, !701}
!750 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !751, size: 64)
!751 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_sampler_t", file: !3, flags: DIFlagFwdDecl)
!752 = !DISubprogram(name: "write_imagef", linkageName: "_Z12write_imagef14ocl_image2d_woDv2_iDv4_f", scope: !3, file: !3, line: 176, type: !753, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!753 = !DISubroutineType(types: !754)
!754 = !{null, !694, !701, !36}
!755 = distinct !DISubprogram(name: "ex_image_sampler_arg", scope: !3, file: !3, line: 179, type: !756, scopeLine: 179, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !760)
!756 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !757)
!757 = !{null, !692, !758, !759, !22}
!758 = !DIDerivedType(tag: DW_TAG_typedef, name: "sampler_t", file: !3, baseType: !750)
!759 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!760 = !{!761, !762, !763, !764, !765}
!761 = !DILocalVariable(name: "src", arg: 1, scope: !755, file: !3, line: 179, type: !692)
!762 = !DILocalVariable(name: "smp", arg: 2, scope: !755, file: !3, line: 179, type: !758)
!763 = !DILocalVariable(name: "out", arg: 3, scope: !755, file: !3, line: 179, type: !759)
!764 = !DILocalVariable(name: "w", arg: 4, scope: !755, file: !3, line: 179, type: !22)
!765 = !DILocalVariable(name: "c", scope: !755, file: !3, line: 180, type: !766)
!766 = !DIDerivedType(tag: DW_TAG_typedef, name: "float2", file: !6, line: 207, baseType: !767)
!767 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 64, flags: DIFlagVector, elements: !702)
!768 = !{i32 1, i32 0, i32 1, i32 0}
!769 = !{!"read_only", !"none", !"none", !"none"}
!770 = !{!"image2d_t", !"sampler_t", !"float4*", !"int"}
!771 = !{!"image2d_t", !"sampler_t", !"float __attribute__((ext_vector_type(4)))*", !"int"}
!772 = !{!"", !"", !"", !""}
!773 = !DILocation(line: 0, scope: !755)
!774 = !DILocation(line: 180, column: 30, scope: !755)
!775 = !DILocation(line: 180, column: 23, scope: !755)
!776 = !DILocation(line: 180, column: 47, scope: !755)
!777 = !DILocation(line: 180, column: 22, scope: !755)
!778 = !DILocation(line: 180, column: 62, scope: !755)
!779 = !DILocation(line: 180, column: 55, scope: !755)
!780 = !DILocation(line: 180, column: 79, scope: !755)
!781 = !DILocation(line: 182, column: 7, scope: !755)
!782 = !DILocation(line: 182, column: 41, scope: !755)
!783 = !DILocation(line: 182, column: 34, scope: !755)
!784 = !DILocation(line: 182, column: 32, scope: !755)
!785 = !DILocation(line: 181, column: 26, scope: !755)
!786 = !DILocation(line: 181, column: 24, scope: !755)
!787 = !DILocation(line: 181, column: 3, scope: !755)
!788 = !DILocation(line: 181, column: 48, scope: !755)
!789 = !DILocation(line: 183, column: 1, scope: !755)
!790 = !DISubprogram(name: "read_imagef", linkageName: "_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f", scope: !3, file: !3, line: 182, type: !791, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!791 = !DISubroutineType(types: !792)
!792 = !{!36, !692, !750, !767}
!793 = !DISubprogram(name: "get_image_width", linkageName: "_Z15get_image_width14ocl_image2d_ro", scope: !3, file: !3, line: 182, type: !794, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!794 = !DISubroutineType(types: !795)
!795 = !{!22, !692}
!796 = distinct !DISubprogram(name: "ex_image_rw", scope: !3, file: !3, line: 185, type: !797, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !805)
!797 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !798)
!798 = !{null, !799, !801}
!799 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !800, size: 64)
!800 = !DICompositeType(tag: DW_TAG_structure_type, name: "opencl_image1d_rw_t", file: !3, flags: DIFlagFwdDecl)
!801 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !802, size: 64)
!802 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !803)
!803 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint4", file: !6, line: 194, baseType: !804)
!804 = !DICompositeType(tag: DW_TAG_array_type, baseType: !70, size: 128, flags: DIFlagVector, elements: !37)
!805 = !{!806, !807, !808, !809}
!806 = !DILocalVariable(name: "img", arg: 1, scope: !796, file: !3, line: 185, type: !799)
!807 = !DILocalVariable(name: "v", arg: 2, scope: !796, file: !3, line: 185, type: !801)
!808 = !DILocalVariable(name: "i", scope: !796, file: !3, line: 186, type: !22)
!809 = !DILocalVariable(name: "cur", scope: !796, file: !3, line: 187, type: !803)
!810 = !{!"read_write", !"none"}
!811 = !{!"image1d_t", !"uint4*"}
!812 = !{!"image1d_t", !"uint __attribute__((ext_vector_type(4)))*"}
!813 = !{!"", !"const"}
!814 = !DILocation(line: 0, scope: !796)
!815 = !DILocation(line: 186, column: 11, scope: !796)
!816 = !DILocation(line: 187, column: 15, scope: !796)
!817 = !DILocation(line: 188, column: 31, scope: !796)
!818 = !DILocation(line: 188, column: 29, scope: !796)
!819 = !DILocation(line: 188, column: 3, scope: !796)
!820 = !DILocation(line: 189, column: 1, scope: !796)
!821 = !DISubprogram(name: "read_imageui", linkageName: "_Z12read_imageui14ocl_image1d_rwi", scope: !3, file: !3, line: 187, type: !822, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!822 = !DISubroutineType(types: !823)
!823 = !{!824, !799, !22}
!824 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, flags: DIFlagVector, elements: !37)
!825 = !DISubprogram(name: "write_imageui", linkageName: "_Z13write_imageui14ocl_image1d_rwiDv4_j", scope: !3, file: !3, line: 188, type: !826, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!826 = !DISubroutineType(types: !827)
!827 = !{null, !799, !22, !824}
