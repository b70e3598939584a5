source_filename = "src/sort.cl"
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

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @bitonic_step(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !30 !kernel_arg_addr_space !44 !kernel_arg_access_qual !45 !kernel_arg_type !46 !kernel_arg_base_type !46 !kernel_arg_type_qual !47 {
    #dbg_value(ptr addrspace(1) %0, !35, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !48)
    #dbg_value(i32 %1, !36, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !48)
    #dbg_value(i32 %2, !37, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !48)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !49
  %5 = trunc i64 %4 to i32, !dbg !49
    #dbg_value(i32 %5, !38, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !48)
  %6 = xor i32 %5, %1, !dbg !50
    #dbg_value(i32 %6, !39, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !48)
  %7 = icmp ugt i32 %6, %5, !dbg !51
  br i1 %7, label %8, label %24, !dbg !52

8:                                                ; preds = %3
  %9 = and i64 %4, 4294967295, !dbg !53
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9, !dbg !53
  %11 = load i32, ptr addrspace(1) %10, align 4, !dbg !53, !tbaa !54
    #dbg_value(i32 %11, !40, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !58)
  %12 = zext i32 %6 to i64, !dbg !59
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12, !dbg !59
  %14 = load i32, ptr addrspace(1) %13, align 4, !dbg !59, !tbaa !54
    #dbg_value(i32 %14, !43, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !58)
  %15 = and i32 %5, %2, !dbg !60
  %16 = icmp eq i32 %15, 0, !dbg !62
  %17 = icmp sgt i32 %11, %14
  %18 = select i1 %16, i1 %17, i1 false, !dbg !63
  br i1 %18, label %23, label %19, !dbg !63

19:                                               ; preds = %8
  %20 = icmp ne i32 %15, 0, !dbg !64
  %21 = icmp slt i32 %11, %14
  %22 = select i1 %20, i1 %21, i1 false, !dbg !65
  br i1 %22, label %23, label %24, !dbg !65

23:                                               ; preds = %19, %8
  store i32 %14, ptr addrspace(1) %10, align 4, !dbg !66, !tbaa !54
  store i32 %11, ptr addrspace(1) %13, align 4, !dbg !68, !tbaa !54
  br label %24, !dbg !69

24:                                               ; preds = %19, %23, %3
  ret void, !dbg !70
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !71 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @bitonic_local(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1) local_unnamed_addr #3 !dbg !75 !kernel_arg_addr_space !99 !kernel_arg_access_qual !100 !kernel_arg_type !101 !kernel_arg_base_type !101 !kernel_arg_type_qual !102 {
    #dbg_value(ptr addrspace(1) %0, !80, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !103)
    #dbg_value(ptr addrspace(3) %1, !81, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !103)
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !104
  %4 = trunc i64 %3 to i32, !dbg !104
    #dbg_value(i32 %4, !82, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !103)
  %5 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5, !dbg !105
  %6 = trunc i64 %5 to i32, !dbg !105
    #dbg_value(i32 %6, !83, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !103)
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !106
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7, !dbg !107
  %9 = load i32, ptr addrspace(1) %8, align 4, !dbg !107, !tbaa !54
  %10 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %4, !dbg !108
  store i32 %9, ptr addrspace(3) %10, align 4, !dbg !109, !tbaa !54
  tail call void @_Z7barrierj(i32 noundef 1) #6, !dbg !110
    #dbg_value(i32 2, !84, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
  %11 = icmp ult i32 %6, 2, !dbg !112
  br i1 %11, label %18, label %12, !dbg !113

12:                                               ; preds = %2, %22
  %13 = phi i32 [ %23, %22 ], [ 2, %2 ]
    #dbg_value(i32 %13, !84, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
  %14 = icmp eq i32 %13, 0, !dbg !114
  br i1 %14, label %22, label %15, !dbg !115

15:                                               ; preds = %12
  %16 = and i32 %13, %4
  %17 = icmp ne i32 %16, 0
  br label %25, !dbg !115

18:                                               ; preds = %22, %2
  %19 = load i32, ptr addrspace(3) %10, align 4, !dbg !116, !tbaa !54
  %20 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !117
  %21 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %20, !dbg !118
  store i32 %19, ptr addrspace(1) %21, align 4, !dbg !119, !tbaa !54
  ret void, !dbg !120

22:                                               ; preds = %37, %12
  %23 = shl i32 %13, 1, !dbg !121
    #dbg_value(i32 %23, !84, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !111)
  %24 = icmp ugt i32 %23, %6, !dbg !112
  br i1 %24, label %18, label %12, !dbg !113, !llvm.loop !122

25:                                               ; preds = %15, %37
  %26 = phi i32 [ %13, %15 ], [ %27, %37 ]
  %27 = lshr i32 %26, 1, !dbg !125
  %28 = xor i32 %27, %4, !dbg !126
    #dbg_value(i32 %28, !90, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !127)
  %29 = icmp ugt i32 %28, %4, !dbg !128
  br i1 %29, label %30, label %37, !dbg !129

30:                                               ; preds = %25
  %31 = load i32, ptr addrspace(3) %10, align 4, !dbg !130, !tbaa !54
    #dbg_value(i32 %31, !93, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !131)
  %32 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %28, !dbg !132
  %33 = load i32, ptr addrspace(3) %32, align 4, !dbg !132, !tbaa !54
    #dbg_value(i32 %33, !96, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !131)
    #dbg_value(i32 %16, !97, !DIExpression(DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !131)
  %34 = icmp sgt i32 %31, %33, !dbg !133
  %35 = xor i1 %17, %34, !dbg !135
  br i1 %35, label %36, label %37, !dbg !136

36:                                               ; preds = %30
  store i32 %33, ptr addrspace(3) %10, align 4, !dbg !137, !tbaa !54
  store i32 %31, ptr addrspace(3) %32, align 4, !dbg !139, !tbaa !54
  br label %37, !dbg !140

37:                                               ; preds = %30, %36, %25
  tail call void @_Z7barrierj(i32 noundef 1) #6, !dbg !141
    #dbg_value(i32 %27, !86, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !142)
    #dbg_value(i32 %27, !86, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !142)
  %38 = icmp ult i32 %26, 4, !dbg !114
  br i1 %38, label %22, label %25, !dbg !115, !llvm.loop !143
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !145 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !146 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !147 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @odd_even_sort(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #3 !dbg !151 !kernel_arg_addr_space !168 !kernel_arg_access_qual !45 !kernel_arg_type !169 !kernel_arg_base_type !169 !kernel_arg_type_qual !47 {
    #dbg_value(ptr addrspace(1) %0, !155, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !170)
    #dbg_value(ptr addrspace(3) %1, !156, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !170)
    #dbg_value(ptr addrspace(3) %2, !157, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !170)
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !171
  %5 = trunc i64 %4 to i32, !dbg !171
    #dbg_value(i32 %5, !158, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !170)
  %6 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5, !dbg !172
  %7 = trunc i64 %6 to i32, !dbg !172
    #dbg_value(i32 %7, !159, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !170)
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !173
  %9 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %8, !dbg !174
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !174, !tbaa !54
  %11 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %5, !dbg !175
  store i32 %10, ptr addrspace(3) %11, align 4, !dbg !176, !tbaa !54
    #dbg_value(i32 0, !160, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !177)
  %12 = icmp eq i32 %7, 0, !dbg !178
  br i1 %12, label %37, label %13, !dbg !179

13:                                               ; preds = %3
  %14 = icmp eq i32 %5, 0
  %15 = shl i32 %5, 1
  br label %16, !dbg !179

16:                                               ; preds = %31, %13
  %17 = phi i32 [ 0, %13 ], [ %34, %31 ]
    #dbg_value(i32 %17, !160, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !177)
  br i1 %14, label %18, label %19, !dbg !180

18:                                               ; preds = %16
  store i32 0, ptr addrspace(3) %2, align 4, !dbg !181, !tbaa !54
  br label %19, !dbg !183

19:                                               ; preds = %18, %16
  tail call void @_Z7barrierj(i32 noundef 1) #6, !dbg !184
  %20 = and i32 %17, 1, !dbg !185
  %21 = or disjoint i32 %20, %15, !dbg !186
    #dbg_value(i32 %21, !162, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !187)
  %22 = add i32 %21, 1, !dbg !188
  %23 = icmp ult i32 %22, %7, !dbg !189
  br i1 %23, label %24, label %31, !dbg !190

24:                                               ; preds = %19
  %25 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %21, !dbg !191
  %26 = load i32, ptr addrspace(3) %25, align 4, !dbg !191, !tbaa !54
  %27 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %22, !dbg !192
  %28 = load i32, ptr addrspace(3) %27, align 4, !dbg !192, !tbaa !54
  %29 = icmp sgt i32 %26, %28, !dbg !193
  br i1 %29, label %30, label %31, !dbg !194

30:                                               ; preds = %24
    #dbg_value(i32 %26, !165, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !195)
  store i32 %28, ptr addrspace(3) %25, align 4, !dbg !196, !tbaa !54
  store i32 %26, ptr addrspace(3) %27, align 4, !dbg !197, !tbaa !54
  store i32 1, ptr addrspace(3) %2, align 4, !dbg !198, !tbaa !54
  br label %31, !dbg !199

31:                                               ; preds = %30, %24, %19
  tail call void @_Z7barrierj(i32 noundef 1) #6, !dbg !200
  %32 = load i32, ptr addrspace(3) %2, align 4, !dbg !201, !tbaa !54
  %33 = icmp eq i32 %32, 0, !dbg !201
    #dbg_value(i32 %17, !160, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !177)
  %34 = add nuw i32 %17, 1
    #dbg_value(i32 %34, !160, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !177)
    #dbg_value(i32 %34, !160, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !177)
  %35 = icmp eq i32 %34, %7
  %36 = select i1 %33, i1 true, i1 %35
  br i1 %36, label %37, label %16, !llvm.loop !203

37:                                               ; preds = %31, %3
  %38 = load i32, ptr addrspace(3) %11, align 4, !dbg !205, !tbaa !54
  %39 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !206
  %40 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %39, !dbg !207
  store i32 %38, ptr addrspace(1) %40, align 4, !dbg !208, !tbaa !54
  ret void, !dbg !209
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @radix_count(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #3 !dbg !210 !kernel_arg_addr_space !222 !kernel_arg_access_qual !45 !kernel_arg_type !223 !kernel_arg_base_type !223 !kernel_arg_type_qual !224 {
    #dbg_value(ptr addrspace(1) %0, !217, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !225)
    #dbg_value(ptr addrspace(1) %1, !218, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !225)
    #dbg_value(i32 %2, !219, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !225)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !226
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4, !dbg !227
  %6 = load i32, ptr addrspace(1) %5, align 4, !dbg !227, !tbaa !54
  %7 = and i32 %2, 31, !dbg !228
  %8 = lshr i32 %6, %7, !dbg !228
  %9 = and i32 %8, 1, !dbg !229
    #dbg_value(i32 %9, !220, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !225)
  %10 = tail call i32 @_Z21work_group_reduce_addj(i32 noundef %9) #6, !dbg !230
    #dbg_value(i32 %10, !221, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !225)
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5, !dbg !231
  %12 = icmp eq i64 %11, 0, !dbg !233
  br i1 %12, label %13, label %16, !dbg !234

13:                                               ; preds = %3
  %14 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5, !dbg !235
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14, !dbg !236
  store i32 %10, ptr addrspace(1) %15, align 4, !dbg !237, !tbaa !54
  br label %16, !dbg !236

16:                                               ; preds = %13, %3
  ret void, !dbg !238
}

; Function Attrs: convergent nounwind
declare !dbg !239 hidden i32 @_Z21work_group_reduce_addj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !242 hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8}
!opencl.ocl.version = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/sort.cl", directory: ".", checksumkind: CSK_MD5, checksum: "d281dd1ff5b2a917084057e6f99af7a2")
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
!30 = distinct !DISubprogram(name: "bitonic_step", scope: !1, file: !1, line: 4, type: !31, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !34)
!31 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !32)
!32 = !{null, !33, !15, !15}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!34 = !{!35, !36, !37, !38, !39, !40, !43}
!35 = !DILocalVariable(name: "a", arg: 1, scope: !30, file: !1, line: 4, type: !33)
!36 = !DILocalVariable(name: "j", arg: 2, scope: !30, file: !1, line: 4, type: !15)
!37 = !DILocalVariable(name: "k", arg: 3, scope: !30, file: !1, line: 4, type: !15)
!38 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 5, type: !15)
!39 = !DILocalVariable(name: "ixj", scope: !30, file: !1, line: 6, type: !15)
!40 = !DILocalVariable(name: "x", scope: !41, file: !1, line: 8, type: !3)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 7, column: 16)
!42 = distinct !DILexicalBlock(scope: !30, file: !1, line: 7, column: 7)
!43 = !DILocalVariable(name: "y", scope: !41, file: !1, line: 8, type: !3)
!44 = !{i32 1, i32 0, i32 0}
!45 = !{!"none", !"none", !"none"}
!46 = !{!"int*", !"uint", !"uint"}
!47 = !{!"", !"", !""}
!48 = !DILocation(line: 0, scope: !30)
!49 = !DILocation(line: 5, column: 12, scope: !30)
!50 = !DILocation(line: 6, column: 16, scope: !30)
!51 = !DILocation(line: 7, column: 11, scope: !42)
!52 = !DILocation(line: 7, column: 7, scope: !30)
!53 = !DILocation(line: 8, column: 13, scope: !41)
!54 = !{!55, !55, i64 0}
!55 = !{!"int", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 0, scope: !41)
!59 = !DILocation(line: 8, column: 23, scope: !41)
!60 = !DILocation(line: 9, column: 13, scope: !61)
!61 = distinct !DILexicalBlock(scope: !41, file: !1, line: 9, column: 9)
!62 = !DILocation(line: 9, column: 18, scope: !61)
!63 = !DILocation(line: 9, column: 23, scope: !61)
!64 = !DILocation(line: 9, column: 45, scope: !61)
!65 = !DILocation(line: 9, column: 50, scope: !61)
!66 = !DILocation(line: 10, column: 12, scope: !67)
!67 = distinct !DILexicalBlock(scope: !61, file: !1, line: 9, column: 61)
!68 = !DILocation(line: 11, column: 14, scope: !67)
!69 = !DILocation(line: 12, column: 5, scope: !67)
!70 = !DILocation(line: 14, column: 1, scope: !30)
!71 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 5, type: !72, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !17}
!74 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!75 = distinct !DISubprogram(name: "bitonic_local", scope: !1, file: !1, line: 17, type: !76, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !79)
!76 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !77)
!77 = !{null, !33, !78}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 32, dwarfAddressSpace: 2)
!79 = !{!80, !81, !82, !83, !84, !86, !90, !93, !96, !97}
!80 = !DILocalVariable(name: "a", arg: 1, scope: !75, file: !1, line: 17, type: !33)
!81 = !DILocalVariable(name: "s", arg: 2, scope: !75, file: !1, line: 17, type: !78)
!82 = !DILocalVariable(name: "lid", scope: !75, file: !1, line: 18, type: !15)
!83 = !DILocalVariable(name: "n", scope: !75, file: !1, line: 19, type: !15)
!84 = !DILocalVariable(name: "k", scope: !85, file: !1, line: 22, type: !15)
!85 = distinct !DILexicalBlock(scope: !75, file: !1, line: 22, column: 3)
!86 = !DILocalVariable(name: "j", scope: !87, file: !1, line: 23, type: !15)
!87 = distinct !DILexicalBlock(scope: !88, file: !1, line: 23, column: 5)
!88 = distinct !DILexicalBlock(scope: !89, file: !1, line: 22, column: 37)
!89 = distinct !DILexicalBlock(scope: !85, file: !1, line: 22, column: 3)
!90 = !DILocalVariable(name: "p", scope: !91, file: !1, line: 24, type: !15)
!91 = distinct !DILexicalBlock(scope: !92, file: !1, line: 23, column: 43)
!92 = distinct !DILexicalBlock(scope: !87, file: !1, line: 23, column: 5)
!93 = !DILocalVariable(name: "x", scope: !94, file: !1, line: 26, type: !3)
!94 = distinct !DILexicalBlock(scope: !95, file: !1, line: 25, column: 20)
!95 = distinct !DILexicalBlock(scope: !91, file: !1, line: 25, column: 11)
!96 = !DILocalVariable(name: "y", scope: !94, file: !1, line: 26, type: !3)
!97 = !DILocalVariable(name: "up", scope: !94, file: !1, line: 27, type: !98)
!98 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!99 = !{i32 1, i32 3}
!100 = !{!"none", !"none"}
!101 = !{!"int*", !"int*"}
!102 = !{!"", !""}
!103 = !DILocation(line: 0, scope: !75)
!104 = !DILocation(line: 18, column: 14, scope: !75)
!105 = !DILocation(line: 19, column: 12, scope: !75)
!106 = !DILocation(line: 20, column: 14, scope: !75)
!107 = !DILocation(line: 20, column: 12, scope: !75)
!108 = !DILocation(line: 20, column: 3, scope: !75)
!109 = !DILocation(line: 20, column: 10, scope: !75)
!110 = !DILocation(line: 21, column: 3, scope: !75)
!111 = !DILocation(line: 0, scope: !85)
!112 = !DILocation(line: 22, column: 22, scope: !89)
!113 = !DILocation(line: 22, column: 3, scope: !85)
!114 = !DILocation(line: 23, column: 29, scope: !92)
!115 = !DILocation(line: 23, column: 5, scope: !87)
!116 = !DILocation(line: 36, column: 25, scope: !75)
!117 = !DILocation(line: 36, column: 5, scope: !75)
!118 = !DILocation(line: 36, column: 3, scope: !75)
!119 = !DILocation(line: 36, column: 23, scope: !75)
!120 = !DILocation(line: 37, column: 1, scope: !75)
!121 = !DILocation(line: 22, column: 30, scope: !89)
!122 = distinct !{!122, !113, !123, !124}
!123 = !DILocation(line: 35, column: 3, scope: !85)
!124 = !{!"llvm.loop.unroll.disable"}
!125 = !DILocation(line: 23, scope: !87)
!126 = !DILocation(line: 24, column: 20, scope: !91)
!127 = !DILocation(line: 0, scope: !91)
!128 = !DILocation(line: 25, column: 13, scope: !95)
!129 = !DILocation(line: 25, column: 11, scope: !91)
!130 = !DILocation(line: 26, column: 17, scope: !94)
!131 = !DILocation(line: 0, scope: !94)
!132 = !DILocation(line: 26, column: 29, scope: !94)
!133 = !DILocation(line: 28, column: 16, scope: !134)
!134 = distinct !DILexicalBlock(scope: !94, file: !1, line: 28, column: 13)
!135 = !DILocation(line: 28, column: 21, scope: !134)
!136 = !DILocation(line: 28, column: 13, scope: !94)
!137 = !DILocation(line: 29, column: 18, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !1, line: 28, column: 28)
!139 = !DILocation(line: 30, column: 16, scope: !138)
!140 = !DILocation(line: 31, column: 9, scope: !138)
!141 = !DILocation(line: 33, column: 7, scope: !91)
!142 = !DILocation(line: 0, scope: !87)
!143 = distinct !{!143, !115, !144, !124}
!144 = !DILocation(line: 34, column: 5, scope: !87)
!145 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !1, file: !1, line: 18, type: !72, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !1, file: !1, line: 19, type: !72, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !1, file: !1, line: 21, type: !148, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = !DISubroutineType(types: !149)
!149 = !{null, !150}
!150 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !16, line: 372, baseType: !15)
!151 = distinct !DISubprogram(name: "odd_even_sort", scope: !1, file: !1, line: 40, type: !152, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !154)
!152 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !153)
!153 = !{null, !33, !78, !78}
!154 = !{!155, !156, !157, !158, !159, !160, !162, !165}
!155 = !DILocalVariable(name: "a", arg: 1, scope: !151, file: !1, line: 40, type: !33)
!156 = !DILocalVariable(name: "s", arg: 2, scope: !151, file: !1, line: 40, type: !78)
!157 = !DILocalVariable(name: "changed", arg: 3, scope: !151, file: !1, line: 40, type: !78)
!158 = !DILocalVariable(name: "lid", scope: !151, file: !1, line: 41, type: !15)
!159 = !DILocalVariable(name: "n", scope: !151, file: !1, line: 42, type: !15)
!160 = !DILocalVariable(name: "round", scope: !161, file: !1, line: 44, type: !15)
!161 = distinct !DILexicalBlock(scope: !151, file: !1, line: 44, column: 3)
!162 = !DILocalVariable(name: "i", scope: !163, file: !1, line: 48, type: !15)
!163 = distinct !DILexicalBlock(scope: !164, file: !1, line: 44, column: 44)
!164 = distinct !DILexicalBlock(scope: !161, file: !1, line: 44, column: 3)
!165 = !DILocalVariable(name: "t", scope: !166, file: !1, line: 50, type: !3)
!166 = distinct !DILexicalBlock(scope: !167, file: !1, line: 49, column: 39)
!167 = distinct !DILexicalBlock(scope: !163, file: !1, line: 49, column: 9)
!168 = !{i32 1, i32 3, i32 3}
!169 = !{!"int*", !"int*", !"int*"}
!170 = !DILocation(line: 0, scope: !151)
!171 = !DILocation(line: 41, column: 14, scope: !151)
!172 = !DILocation(line: 42, column: 12, scope: !151)
!173 = !DILocation(line: 43, column: 14, scope: !151)
!174 = !DILocation(line: 43, column: 12, scope: !151)
!175 = !DILocation(line: 43, column: 3, scope: !151)
!176 = !DILocation(line: 43, column: 10, scope: !151)
!177 = !DILocation(line: 0, scope: !161)
!178 = !DILocation(line: 44, column: 30, scope: !164)
!179 = !DILocation(line: 44, column: 3, scope: !161)
!180 = !DILocation(line: 45, column: 9, scope: !163)
!181 = !DILocation(line: 46, column: 16, scope: !182)
!182 = distinct !DILexicalBlock(scope: !163, file: !1, line: 45, column: 9)
!183 = !DILocation(line: 46, column: 7, scope: !182)
!184 = !DILocation(line: 47, column: 5, scope: !163)
!185 = !DILocation(line: 48, column: 31, scope: !163)
!186 = !DILocation(line: 48, column: 22, scope: !163)
!187 = !DILocation(line: 0, scope: !163)
!188 = !DILocation(line: 49, column: 11, scope: !167)
!189 = !DILocation(line: 49, column: 15, scope: !167)
!190 = !DILocation(line: 49, column: 19, scope: !167)
!191 = !DILocation(line: 49, column: 22, scope: !167)
!192 = !DILocation(line: 49, column: 29, scope: !167)
!193 = !DILocation(line: 49, column: 27, scope: !167)
!194 = !DILocation(line: 49, column: 9, scope: !163)
!195 = !DILocation(line: 0, scope: !166)
!196 = !DILocation(line: 50, column: 26, scope: !166)
!197 = !DILocation(line: 50, column: 47, scope: !166)
!198 = !DILocation(line: 51, column: 16, scope: !166)
!199 = !DILocation(line: 52, column: 5, scope: !166)
!200 = !DILocation(line: 53, column: 5, scope: !163)
!201 = !DILocation(line: 54, column: 10, scope: !202)
!202 = distinct !DILexicalBlock(scope: !163, file: !1, line: 54, column: 9)
!203 = distinct !{!203, !179, !204, !124}
!204 = !DILocation(line: 56, column: 3, scope: !161)
!205 = !DILocation(line: 57, column: 25, scope: !151)
!206 = !DILocation(line: 57, column: 5, scope: !151)
!207 = !DILocation(line: 57, column: 3, scope: !151)
!208 = !DILocation(line: 57, column: 23, scope: !151)
!209 = !DILocation(line: 58, column: 1, scope: !151)
!210 = distinct !DISubprogram(name: "radix_count", scope: !1, file: !1, line: 61, type: !211, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !216)
!211 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !212)
!212 = !{null, !213, !215, !15}
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !214, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!216 = !{!217, !218, !219, !220, !221}
!217 = !DILocalVariable(name: "keys", arg: 1, scope: !210, file: !1, line: 61, type: !213)
!218 = !DILocalVariable(name: "ones", arg: 2, scope: !210, file: !1, line: 61, type: !215)
!219 = !DILocalVariable(name: "shift", arg: 3, scope: !210, file: !1, line: 61, type: !15)
!220 = !DILocalVariable(name: "bit", scope: !210, file: !1, line: 62, type: !15)
!221 = !DILocalVariable(name: "c", scope: !210, file: !1, line: 63, type: !15)
!222 = !{i32 1, i32 1, i32 0}
!223 = !{!"uint*", !"uint*", !"uint"}
!224 = !{!"const", !"", !""}
!225 = !DILocation(line: 0, scope: !210)
!226 = !DILocation(line: 62, column: 20, scope: !210)
!227 = !DILocation(line: 62, column: 15, scope: !210)
!228 = !DILocation(line: 62, column: 38, scope: !210)
!229 = !DILocation(line: 62, column: 48, scope: !210)
!230 = !DILocation(line: 63, column: 12, scope: !210)
!231 = !DILocation(line: 64, column: 7, scope: !232)
!232 = distinct !DILexicalBlock(scope: !210, file: !1, line: 64, column: 7)
!233 = !DILocation(line: 64, column: 23, scope: !232)
!234 = !DILocation(line: 64, column: 7, scope: !210)
!235 = !DILocation(line: 65, column: 10, scope: !232)
!236 = !DILocation(line: 65, column: 5, scope: !232)
!237 = !DILocation(line: 65, column: 27, scope: !232)
!238 = !DILocation(line: 66, column: 1, scope: !210)
!239 = !DISubprogram(name: "work_group_reduce_add", linkageName: "_Z21work_group_reduce_addj", scope: !1, file: !1, line: 63, type: !240, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DISubroutineType(types: !241)
!241 = !{!17, !17}
!242 = !DISubprogram(name: "get_group_id", linkageName: "_Z12get_group_idj", scope: !1, file: !1, line: 65, type: !72, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
