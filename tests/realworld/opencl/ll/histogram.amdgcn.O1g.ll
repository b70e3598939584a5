source_filename = "src/histogram.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@histogram_local.lbins = internal addrspace(3) global [256 x i32] undef, align 4, !dbg !0
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 !dbg !37 {
    #dbg_value(i32 %0, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !43)
  %2 = lshr i32 %0, 16, !dbg !44
  %3 = xor i32 %2, %0, !dbg !45
    #dbg_value(i32 %3, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !43)
  %4 = mul i32 %3, 2146121005, !dbg !46
    #dbg_value(i32 %4, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !43)
  %5 = lshr i32 %4, 15, !dbg !47
  %6 = xor i32 %5, %4, !dbg !48
    #dbg_value(i32 %6, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !43)
  %7 = mul i32 %6, -2073254261, !dbg !49
    #dbg_value(i32 %7, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !43)
  %8 = lshr i32 %7, 16, !dbg !50
  %9 = xor i32 %8, %7, !dbg !51
    #dbg_value(i32 %9, !42, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !43)
  ret i32 %9, !dbg !52
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @histogram_global(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !dbg !53 !kernel_arg_addr_space !65 !kernel_arg_access_qual !66 !kernel_arg_type !67 !kernel_arg_base_type !67 !kernel_arg_type_qual !68 {
    #dbg_value(ptr addrspace(1) %0, !61, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !69)
    #dbg_value(ptr addrspace(1) %1, !62, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !69)
    #dbg_value(i32 %2, !63, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !69)
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !70
  %5 = trunc i64 %4 to i32, !dbg !70
    #dbg_value(i32 %5, !64, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !69)
  %6 = icmp slt i32 %5, %2, !dbg !71
  br i1 %6, label %7, label %15, !dbg !73

7:                                                ; preds = %3
  %8 = shl i64 %4, 32, !dbg !74
  %9 = ashr exact i64 %8, 32, !dbg !74
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9, !dbg !74
  %11 = load i8, ptr addrspace(1) %10, align 1, !dbg !74, !tbaa !75
  %12 = zext i8 %11 to i64, !dbg !78
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12, !dbg !78
  %14 = tail call i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %13) #5, !dbg !79
  br label %15, !dbg !79

15:                                               ; preds = %7, %3
  ret void, !dbg !80
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !81 hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !85 hidden i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @histogram_local(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !2 !kernel_arg_addr_space !90 !kernel_arg_access_qual !91 !kernel_arg_type !92 !kernel_arg_base_type !92 !kernel_arg_type_qual !93 {
    #dbg_value(ptr addrspace(1) %0, !17, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !94)
    #dbg_value(ptr addrspace(1) %1, !18, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !94)
    #dbg_value(i32 %2, !19, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !94)
    #dbg_value(i32 %3, !20, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !94)
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !95
    #dbg_value(i64 %5, !21, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !96)
  %6 = trunc i64 %5 to i32, !dbg !97
  %7 = icmp slt i32 %6, %3, !dbg !98
  br i1 %7, label %12, label %8, !dbg !100

8:                                                ; preds = %12, %4
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !101
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !102
    #dbg_value(i64 %9, !23, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !103)
  %10 = trunc i64 %9 to i32, !dbg !104
  %11 = icmp slt i32 %10, %2, !dbg !105
  br i1 %11, label %26, label %22, !dbg !107

12:                                               ; preds = %4, %12
  %13 = phi i32 [ %20, %12 ], [ %6, %4 ]
  %14 = phi i64 [ %19, %12 ], [ %5, %4 ]
  %15 = shl i64 %14, 32, !dbg !108
  %16 = ashr exact i64 %15, 32, !dbg !108
  %17 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i32 0, i32 %13, !dbg !108
  store i32 0, ptr addrspace(3) %17, align 4, !dbg !109, !tbaa !110
  %18 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !112
  %19 = add i64 %18, %16, !dbg !113
    #dbg_value(i64 %19, !21, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !96)
  %20 = trunc i64 %19 to i32, !dbg !97
    #dbg_value(i32 %20, !21, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !96)
  %21 = icmp slt i32 %20, %3, !dbg !98
  br i1 %21, label %12, label %8, !dbg !100, !llvm.loop !114

22:                                               ; preds = %26, %8
  tail call void @_Z7barrierj(i32 noundef 1) #5, !dbg !117
  %23 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4, !dbg !118
    #dbg_value(i64 %23, !25, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !119)
  %24 = trunc i64 %23 to i32, !dbg !120
  %25 = icmp slt i32 %24, %3, !dbg !121
  br i1 %25, label %40, label %39, !dbg !123

26:                                               ; preds = %8, %26
  %27 = phi i64 [ %36, %26 ], [ %9, %8 ]
  %28 = shl i64 %27, 32, !dbg !124
  %29 = ashr exact i64 %28, 32, !dbg !124
  %30 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %29, !dbg !124
  %31 = load i32, ptr addrspace(1) %30, align 4, !dbg !124, !tbaa !110
  %32 = urem i32 %31, %3, !dbg !125
  %33 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i32 0, i32 %32, !dbg !126
  %34 = tail call i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %33, i32 noundef 1) #5, !dbg !127
  %35 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #4, !dbg !128
  %36 = add i64 %35, %29, !dbg !129
    #dbg_value(i64 %36, !23, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !103)
  %37 = trunc i64 %36 to i32, !dbg !104
    #dbg_value(i32 %37, !23, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !103)
  %38 = icmp slt i32 %37, %2, !dbg !105
  br i1 %38, label %26, label %22, !dbg !107, !llvm.loop !130

39:                                               ; preds = %51, %22
  ret void, !dbg !132

40:                                               ; preds = %22, %51
  %41 = phi i32 [ %54, %51 ], [ %24, %22 ]
  %42 = phi i64 [ %53, %51 ], [ %23, %22 ]
  %43 = shl i64 %42, 32, !dbg !133
  %44 = ashr exact i64 %43, 32, !dbg !133
  %45 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i32 0, i32 %41, !dbg !133
  %46 = load i32, ptr addrspace(3) %45, align 4, !dbg !133, !tbaa !110
  %47 = icmp eq i32 %46, 0, !dbg !133
  br i1 %47, label %51, label %48, !dbg !135

48:                                               ; preds = %40
  %49 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %44, !dbg !136
  %50 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %49, i32 noundef %46) #5, !dbg !137
  br label %51, !dbg !137

51:                                               ; preds = %40, %48
  %52 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4, !dbg !138
  %53 = add i64 %52, %44, !dbg !139
    #dbg_value(i64 %53, !25, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value), !119)
  %54 = trunc i64 %53 to i32, !dbg !120
    #dbg_value(i32 %54, !25, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !119)
  %55 = icmp slt i32 %54, %3, !dbg !121
  br i1 %55, label %40, label %39, !dbg !123, !llvm.loop !140
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !142 hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !143 hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !144 hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !148 hidden i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !152 hidden i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare !dbg !153 hidden i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @claim_slots(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #1 !dbg !156 !kernel_arg_addr_space !169 !kernel_arg_access_qual !91 !kernel_arg_type !170 !kernel_arg_base_type !170 !kernel_arg_type_qual !93 {
    #dbg_value(ptr addrspace(1) %0, !163, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !171)
    #dbg_value(ptr addrspace(1) %1, !164, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !171)
    #dbg_value(ptr addrspace(1) %2, !165, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !171)
    #dbg_value(i32 %3, !166, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !171)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !172
  %6 = trunc i64 %5 to i32, !dbg !172
    #dbg_value(i32 %6, !167, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !171)
  %7 = shl i64 %5, 32, !dbg !173
  %8 = ashr exact i64 %7, 30, !dbg !173
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %8, !dbg !173
  %10 = load i32, ptr addrspace(1) %9, align 4, !dbg !173, !tbaa !110
  %11 = icmp eq i32 %10, 0, !dbg !173
  br i1 %11, label %20, label %12, !dbg !175

12:                                               ; preds = %4
  %13 = tail call i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %1) #5, !dbg !176
    #dbg_value(i32 %13, !168, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !171)
  %14 = icmp slt i32 %13, %3, !dbg !177
  br i1 %14, label %15, label %18, !dbg !179

15:                                               ; preds = %12
  %16 = sext i32 %13 to i64, !dbg !180
  %17 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %16, !dbg !180
  store i32 %6, ptr addrspace(1) %17, align 4, !dbg !181, !tbaa !110
  br label %20, !dbg !180

18:                                               ; preds = %12
  %19 = tail call i32 @_Z10atomic_decPU3AS1Vi(ptr addrspace(1) noundef %1) #5, !dbg !182
  br label %20

20:                                               ; preds = %15, %18, %4
  ret void, !dbg !183
}

; Function Attrs: convergent nounwind
declare !dbg !184 hidden i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare !dbg !189 hidden i32 @_Z10atomic_decPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @atomic_fmax(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #1 !dbg !190 !kernel_arg_addr_space !203 !kernel_arg_access_qual !204 !kernel_arg_type !205 !kernel_arg_base_type !205 !kernel_arg_type_qual !206 {
    #dbg_value(ptr addrspace(1) %0, !197, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !207)
    #dbg_value(ptr addrspace(1) %1, !198, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !207)
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4, !dbg !208
  %4 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3, !dbg !209
  %5 = load float, ptr addrspace(1) %4, align 4, !dbg !209, !tbaa !210
    #dbg_value(float %5, !199, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !207)
  %6 = load volatile i32, ptr addrspace(1) %1, align 4, !dbg !212, !tbaa !110
    #dbg_value(i32 %6, !200, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !207)
  %7 = bitcast float %5 to i32, !dbg !213
  br label %8, !dbg !214

8:                                                ; preds = %12, %2
  %9 = phi i32 [ %6, %2 ], [ %13, %12 ], !dbg !215
    #dbg_value(i32 %9, !200, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !207)
  %10 = bitcast i32 %9 to float, !dbg !216
  %11 = fcmp ogt float %5, %10, !dbg !217
  br i1 %11, label %12, label %15, !dbg !214

12:                                               ; preds = %8
  %13 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %1, i32 noundef %9, i32 noundef %7) #5, !dbg !218
    #dbg_value(i32 %13, !201, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !219)
  %14 = icmp eq i32 %13, %9, !dbg !220
    #dbg_value(i32 %13, !200, !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef), !207)
  br i1 %14, label %15, label %8

15:                                               ; preds = %12, %8
  ret void, !dbg !222
}

; Function Attrs: convergent nounwind
declare !dbg !223 hidden i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!13}
!llvm.module.flags = !{!30, !31, !32, !33, !34}
!opencl.ocl.version = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 2, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "lbins", scope: !2, file: !3, line: 13, type: !27, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "histogram_local", scope: !3, file: !3, line: 11, type: !4, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !16)
!3 = !DIFile(filename: "src/histogram.cl", directory: ".", checksumkind: CSK_MD5, checksum: "6167778f75e1c505337aa4c101e6b101")
!4 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !5)
!5 = !{null, !6, !11, !12, !12}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint", file: !9, line: 129, baseType: !10)
!9 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/opencl-c-base.h", directory: "", checksumkind: CSK_MD5, checksum: "e6ba2e9ca1eaf45c753d86ea430e898c")
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !14, globals: !15, splitDebugInlining: false, nameTableKind: None)
!14 = !{!12}
!15 = !{!0}
!16 = !{!17, !18, !19, !20, !21, !23, !25}
!17 = !DILocalVariable(name: "data", arg: 1, scope: !2, file: !3, line: 11, type: !6)
!18 = !DILocalVariable(name: "bins", arg: 2, scope: !2, file: !3, line: 11, type: !11)
!19 = !DILocalVariable(name: "n", arg: 3, scope: !2, file: !3, line: 12, type: !12)
!20 = !DILocalVariable(name: "nbins", arg: 4, scope: !2, file: !3, line: 12, type: !12)
!21 = !DILocalVariable(name: "b", scope: !22, file: !3, line: 14, type: !12)
!22 = distinct !DILexicalBlock(scope: !2, file: !3, line: 14, column: 3)
!23 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 17, type: !12)
!24 = distinct !DILexicalBlock(scope: !2, file: !3, line: 17, column: 3)
!25 = !DILocalVariable(name: "b", scope: !26, file: !3, line: 20, type: !12)
!26 = distinct !DILexicalBlock(scope: !2, file: !3, line: 20, column: 3)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 256)
!30 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 2, i32 0}
!36 = !{!"clang-19"}
!37 = distinct !DISubprogram(name: "hash32", scope: !38, file: !38, line: 15, type: !39, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !41)
!38 = !DIFile(filename: "src/common.h", directory: ".", checksumkind: CSK_MD5, checksum: "e5333d42a508fc6e446e938aee4c8f69")
!39 = !DISubroutineType(types: !40)
!40 = !{!12, !8}
!41 = !{!42}
!42 = !DILocalVariable(name: "x", arg: 1, scope: !37, file: !38, line: 15, type: !8)
!43 = !DILocation(line: 0, scope: !37)
!44 = !DILocation(line: 16, column: 10, scope: !37)
!45 = !DILocation(line: 16, column: 5, scope: !37)
!46 = !DILocation(line: 17, column: 5, scope: !37)
!47 = !DILocation(line: 18, column: 10, scope: !37)
!48 = !DILocation(line: 18, column: 5, scope: !37)
!49 = !DILocation(line: 19, column: 5, scope: !37)
!50 = !DILocation(line: 20, column: 10, scope: !37)
!51 = !DILocation(line: 20, column: 5, scope: !37)
!52 = !DILocation(line: 21, column: 3, scope: !37)
!53 = distinct !DISubprogram(name: "histogram_global", scope: !3, file: !3, line: 4, type: !54, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !60)
!54 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !55)
!55 = !{null, !56, !11, !12}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "uchar", file: !9, line: 119, baseType: !59)
!59 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!60 = !{!61, !62, !63, !64}
!61 = !DILocalVariable(name: "data", arg: 1, scope: !53, file: !3, line: 4, type: !56)
!62 = !DILocalVariable(name: "bins", arg: 2, scope: !53, file: !3, line: 4, type: !11)
!63 = !DILocalVariable(name: "n", arg: 3, scope: !53, file: !3, line: 4, type: !12)
!64 = !DILocalVariable(name: "i", scope: !53, file: !3, line: 5, type: !12)
!65 = !{i32 1, i32 1, i32 0}
!66 = !{!"none", !"none", !"none"}
!67 = !{!"uchar*", !"uint*", !"int"}
!68 = !{!"const", !"", !""}
!69 = !DILocation(line: 0, scope: !53)
!70 = !DILocation(line: 5, column: 11, scope: !53)
!71 = !DILocation(line: 6, column: 9, scope: !72)
!72 = distinct !DILexicalBlock(scope: !53, file: !3, line: 6, column: 7)
!73 = !DILocation(line: 6, column: 7, scope: !53)
!74 = !DILocation(line: 7, column: 22, scope: !72)
!75 = !{!76, !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocation(line: 7, column: 17, scope: !72)
!79 = !DILocation(line: 7, column: 5, scope: !72)
!80 = !DILocation(line: 8, column: 1, scope: !53)
!81 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !3, file: !3, line: 5, type: !82, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DISubroutineType(types: !83)
!83 = !{!84, !10}
!84 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!85 = !DISubprogram(name: "atomic_inc", linkageName: "_Z10atomic_incPU3AS1Vj", scope: !3, file: !3, line: 7, type: !86, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DISubroutineType(types: !87)
!87 = !{!10, !88}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!90 = !{i32 1, i32 1, i32 0, i32 0}
!91 = !{!"none", !"none", !"none", !"none"}
!92 = !{!"uint*", !"uint*", !"int", !"int"}
!93 = !{!"const", !"", !"", !""}
!94 = !DILocation(line: 0, scope: !2)
!95 = !DILocation(line: 14, column: 16, scope: !22)
!96 = !DILocation(line: 0, scope: !22)
!97 = !DILocation(line: 14, scope: !22)
!98 = !DILocation(line: 14, column: 35, scope: !99)
!99 = distinct !DILexicalBlock(scope: !22, file: !3, line: 14, column: 3)
!100 = !DILocation(line: 14, column: 3, scope: !22)
!101 = !DILocation(line: 16, column: 3, scope: !2)
!102 = !DILocation(line: 17, column: 16, scope: !24)
!103 = !DILocation(line: 0, scope: !24)
!104 = !DILocation(line: 17, scope: !24)
!105 = !DILocation(line: 17, column: 36, scope: !106)
!106 = distinct !DILexicalBlock(scope: !24, file: !3, line: 17, column: 3)
!107 = !DILocation(line: 17, column: 3, scope: !24)
!108 = !DILocation(line: 15, column: 5, scope: !99)
!109 = !DILocation(line: 15, column: 14, scope: !99)
!110 = !{!111, !111, i64 0}
!111 = !{!"int", !76, i64 0}
!112 = !DILocation(line: 14, column: 49, scope: !99)
!113 = !DILocation(line: 14, column: 46, scope: !99)
!114 = distinct !{!114, !100, !115, !116}
!115 = !DILocation(line: 15, column: 16, scope: !22)
!116 = !{!"llvm.loop.unroll.disable"}
!117 = !DILocation(line: 19, column: 3, scope: !2)
!118 = !DILocation(line: 20, column: 16, scope: !26)
!119 = !DILocation(line: 0, scope: !26)
!120 = !DILocation(line: 20, scope: !26)
!121 = !DILocation(line: 20, column: 35, scope: !122)
!122 = distinct !DILexicalBlock(scope: !26, file: !3, line: 20, column: 3)
!123 = !DILocation(line: 20, column: 3, scope: !26)
!124 = !DILocation(line: 18, column: 23, scope: !106)
!125 = !DILocation(line: 18, column: 31, scope: !106)
!126 = !DILocation(line: 18, column: 17, scope: !106)
!127 = !DILocation(line: 18, column: 5, scope: !106)
!128 = !DILocation(line: 17, column: 46, scope: !106)
!129 = !DILocation(line: 17, column: 43, scope: !106)
!130 = distinct !{!130, !107, !131, !116}
!131 = !DILocation(line: 18, column: 43, scope: !24)
!132 = !DILocation(line: 23, column: 1, scope: !2)
!133 = !DILocation(line: 21, column: 9, scope: !134)
!134 = distinct !DILexicalBlock(scope: !122, file: !3, line: 21, column: 9)
!135 = !DILocation(line: 21, column: 9, scope: !122)
!136 = !DILocation(line: 22, column: 19, scope: !134)
!137 = !DILocation(line: 22, column: 7, scope: !134)
!138 = !DILocation(line: 20, column: 49, scope: !122)
!139 = !DILocation(line: 20, column: 46, scope: !122)
!140 = distinct !{!140, !123, !141, !116}
!141 = !DILocation(line: 22, column: 36, scope: !26)
!142 = !DISubprogram(name: "get_local_id", linkageName: "_Z12get_local_idj", scope: !3, file: !3, line: 14, type: !82, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!143 = !DISubprogram(name: "get_local_size", linkageName: "_Z14get_local_sizej", scope: !3, file: !3, line: 14, type: !82, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubprogram(name: "barrier", linkageName: "_Z7barrierj", scope: !3, file: !3, line: 16, type: !145, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DISubroutineType(types: !146)
!146 = !{null, !147}
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "cl_mem_fence_flags", file: !9, line: 372, baseType: !8)
!148 = !DISubprogram(name: "atomic_add", linkageName: "_Z10atomic_addPU3AS3Vjj", scope: !3, file: !3, line: 18, type: !149, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{!10, !151, !10}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 32, dwarfAddressSpace: 2)
!152 = !DISubprogram(name: "get_global_size", linkageName: "_Z15get_global_sizej", scope: !3, file: !3, line: 17, type: !82, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubprogram(name: "atomic_add", linkageName: "_Z10atomic_addPU3AS1Vjj", scope: !3, file: !3, line: 22, type: !154, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DISubroutineType(types: !155)
!155 = !{!10, !88, !10}
!156 = distinct !DISubprogram(name: "claim_slots", scope: !3, file: !3, line: 26, type: !157, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !162)
!157 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !158)
!158 = !{null, !159, !161, !161, !12}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!160 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!162 = !{!163, !164, !165, !166, !167, !168}
!163 = !DILocalVariable(name: "want", arg: 1, scope: !156, file: !3, line: 26, type: !159)
!164 = !DILocalVariable(name: "counter", arg: 2, scope: !156, file: !3, line: 26, type: !161)
!165 = !DILocalVariable(name: "owner", arg: 3, scope: !156, file: !3, line: 27, type: !161)
!166 = !DILocalVariable(name: "cap", arg: 4, scope: !156, file: !3, line: 27, type: !12)
!167 = !DILocalVariable(name: "gid", scope: !156, file: !3, line: 28, type: !12)
!168 = !DILocalVariable(name: "slot", scope: !156, file: !3, line: 31, type: !12)
!169 = !{i32 1, i32 1, i32 1, i32 0}
!170 = !{!"int*", !"int*", !"int*", !"int"}
!171 = !DILocation(line: 0, scope: !156)
!172 = !DILocation(line: 28, column: 13, scope: !156)
!173 = !DILocation(line: 29, column: 8, scope: !174)
!174 = distinct !DILexicalBlock(scope: !156, file: !3, line: 29, column: 7)
!175 = !DILocation(line: 29, column: 7, scope: !156)
!176 = !DILocation(line: 31, column: 14, scope: !156)
!177 = !DILocation(line: 32, column: 12, scope: !178)
!178 = distinct !DILexicalBlock(scope: !156, file: !3, line: 32, column: 7)
!179 = !DILocation(line: 32, column: 7, scope: !156)
!180 = !DILocation(line: 33, column: 5, scope: !178)
!181 = !DILocation(line: 33, column: 17, scope: !178)
!182 = !DILocation(line: 35, column: 5, scope: !178)
!183 = !DILocation(line: 36, column: 1, scope: !156)
!184 = !DISubprogram(name: "atomic_inc", linkageName: "_Z10atomic_incPU3AS1Vi", scope: !3, file: !3, line: 31, type: !185, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DISubroutineType(types: !186)
!186 = !{!12, !187}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !12)
!189 = !DISubprogram(name: "atomic_dec", linkageName: "_Z10atomic_decPU3AS1Vi", scope: !3, file: !3, line: 35, type: !185, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = distinct !DISubprogram(name: "atomic_fmax", scope: !3, file: !3, line: 39, type: !191, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !13, retainedNodes: !196)
!191 = !DISubroutineType(cc: DW_CC_LLVM_OpenCLKernel, types: !192)
!192 = !{null, !193, !187}
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !195)
!195 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!196 = !{!197, !198, !199, !200, !201}
!197 = !DILocalVariable(name: "vals", arg: 1, scope: !190, file: !3, line: 39, type: !193)
!198 = !DILocalVariable(name: "best", arg: 2, scope: !190, file: !3, line: 39, type: !187)
!199 = !DILocalVariable(name: "v", scope: !190, file: !3, line: 40, type: !195)
!200 = !DILocalVariable(name: "old", scope: !190, file: !3, line: 41, type: !12)
!201 = !DILocalVariable(name: "prev", scope: !202, file: !3, line: 43, type: !12)
!202 = distinct !DILexicalBlock(scope: !190, file: !3, line: 42, column: 29)
!203 = !{i32 1, i32 1}
!204 = !{!"none", !"none"}
!205 = !{!"float*", !"int*"}
!206 = !{!"const", !"volatile"}
!207 = !DILocation(line: 0, scope: !190)
!208 = !DILocation(line: 40, column: 18, scope: !190)
!209 = !DILocation(line: 40, column: 13, scope: !190)
!210 = !{!211, !211, i64 0}
!211 = !{!"float", !76, i64 0}
!212 = !DILocation(line: 41, column: 13, scope: !190)
!213 = !DILocation(line: 43, column: 42, scope: !202)
!214 = !DILocation(line: 42, column: 3, scope: !190)
!215 = !DILocation(line: 41, column: 7, scope: !190)
!216 = !DILocation(line: 42, column: 10, scope: !190)
!217 = !DILocation(line: 42, column: 24, scope: !190)
!218 = !DILocation(line: 43, column: 16, scope: !202)
!219 = !DILocation(line: 0, scope: !202)
!220 = !DILocation(line: 44, column: 14, scope: !221)
!221 = distinct !DILexicalBlock(scope: !202, file: !3, line: 44, column: 9)
!222 = !DILocation(line: 48, column: 1, scope: !190)
!223 = !DISubprogram(name: "atomic_cmpxchg", linkageName: "_Z14atomic_cmpxchgPU3AS1Viii", scope: !3, file: !3, line: 43, type: !224, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{!12, !187, !12, !12}
