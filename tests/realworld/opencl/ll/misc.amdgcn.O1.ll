source_filename = "src/misc.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
  %2 = lshr i32 %0, 16
  %3 = xor i32 %2, %0
  %4 = mul i32 %3, 2146121005
  %5 = lshr i32 %4, 15
  %6 = xor i32 %5, %4
  %7 = mul i32 %6, -2073254261
  %8 = lshr i32 %7, 16
  %9 = xor i32 %8, %7
  ret i32 %9
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @nbody_forces(ptr addrspace(1) nocapture noundef readonly align 16 %0, ptr addrspace(1) nocapture noundef writeonly align 16 %1, ptr addrspace(3) nocapture noundef align 16 %2, i32 noundef %3, float noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = shl i64 %6, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %8
  %10 = load <4 x float>, ptr addrspace(1) %9, align 16, !tbaa !10
  %11 = icmp sgt i32 %3, 0
  br i1 %11, label %15, label %12

12:                                               ; preds = %31, %5
  %13 = phi <4 x float> [ zeroinitializer, %5 ], [ %27, %31 ]
  %14 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %8
  store <4 x float> %13, ptr addrspace(1) %14, align 16, !tbaa !10
  ret void

15:                                               ; preds = %5, %31
  %16 = phi <4 x float> [ %27, %31 ], [ zeroinitializer, %5 ]
  %17 = phi i32 [ %34, %31 ], [ 0, %5 ]
  %18 = sext i32 %17 to i64
  %19 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %20 = getelementptr <4 x float>, ptr addrspace(1) %0, i64 %19
  %21 = getelementptr <4 x float>, ptr addrspace(1) %20, i64 %18
  %22 = load <4 x float>, ptr addrspace(1) %21, align 16, !tbaa !10
  %23 = trunc i64 %19 to i32
  %24 = getelementptr inbounds <4 x float>, ptr addrspace(3) %2, i32 %23
  store <4 x float> %22, ptr addrspace(3) %24, align 16, !tbaa !10
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %25

25:                                               ; preds = %36, %15
  %26 = phi i32 [ 0, %15 ], [ %55, %36 ]
  %27 = phi <4 x float> [ %16, %15 ], [ %54, %36 ]
  %28 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %29 = trunc i64 %28 to i32
  %30 = icmp slt i32 %26, %29
  br i1 %30, label %36, label %31

31:                                               ; preds = %25
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %32 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %33 = trunc i64 %32 to i32
  %34 = add i32 %17, %33
  %35 = icmp slt i32 %34, %3
  br i1 %35, label %15, label %12, !llvm.loop !13

36:                                               ; preds = %25
  %37 = getelementptr inbounds <4 x float>, ptr addrspace(3) %2, i32 %26
  %38 = load <4 x float>, ptr addrspace(3) %37, align 16
  %39 = fsub <4 x float> %38, %10
  %40 = extractelement <4 x float> %39, i64 0
  %41 = extractelement <4 x float> %39, i64 1
  %42 = fmul float %41, %41
  %43 = tail call float @llvm.fmuladd.f32(float %40, float %40, float %42)
  %44 = extractelement <4 x float> %39, i64 2
  %45 = tail call float @llvm.fmuladd.f32(float %44, float %44, float %43)
  %46 = fadd float %45, %4
  %47 = fmul float %46, %46
  %48 = fmul float %46, %47
  %49 = tail call float @_Z5rsqrtf(float noundef %48) #9
  %50 = extractelement <4 x float> %38, i64 3
  %51 = fmul float %50, %49
  %52 = insertelement <4 x float> poison, float %51, i64 0
  %53 = shufflevector <4 x float> %52, <4 x float> poison, <4 x i32> zeroinitializer
  %54 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %39, <4 x float> %53, <4 x float> %27)
  %55 = add nuw nsw i32 %26, 1
  br label %25, !llvm.loop !15
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z5rsqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @spmv_csr(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #5 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %37

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !20
  %15 = add i64 %11, 4294967296
  %16 = ashr exact i64 %15, 30
  %17 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !20
  %19 = icmp slt i32 %14, %18
  br i1 %19, label %23, label %20

20:                                               ; preds = %23, %10
  %21 = phi float [ 0.000000e+00, %10 ], [ %34, %23 ]
  %22 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %21, ptr addrspace(1) %22, align 4, !tbaa !22
  br label %37

23:                                               ; preds = %10, %23
  %24 = phi i32 [ %35, %23 ], [ %14, %10 ]
  %25 = phi float [ %34, %23 ], [ 0.000000e+00, %10 ]
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !22
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !20
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !22
  %34 = tail call float @llvm.fmuladd.f32(float %28, float %33, float %25)
  %35 = add nsw i32 %24, 1
  %36 = icmp slt i32 %35, %18
  br i1 %36, label %23, label %20, !llvm.loop !24

37:                                               ; preds = %20, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @black_scholes(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, float noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #6 !kernel_arg_addr_space !25 !kernel_arg_access_qual !17 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %8 = tail call float @llvm.sqrt.f32(float noundef %5) #9, !fpmath !28
  %9 = fmul float %8, %4
  %10 = shl i64 %7, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !22
  %14 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !22
  %16 = fdiv float %13, %15, !fpmath !29
  %17 = tail call float @_Z3logf(float noundef %16) #9
  %18 = fmul float %4, 5.000000e-01
  %19 = tail call float @llvm.fmuladd.f32(float %18, float %4, float %3)
  %20 = tail call float @llvm.fmuladd.f32(float %19, float %5, float %17)
  %21 = fdiv float %20, %9, !fpmath !29
  %22 = fsub float %21, %9
  %23 = fmul float %21, 0xBFE6A09E60000000
  %24 = tail call float @_Z4erfcf(float noundef %23) #9
  %25 = fmul float %24, 5.000000e-01
  %26 = fmul float %22, 0xBFE6A09E60000000
  %27 = tail call float @_Z4erfcf(float noundef %26) #9
  %28 = fmul float %27, 5.000000e-01
  %29 = fneg float %3
  %30 = fmul float %29, %5
  %31 = tail call float @_Z3expf(float noundef %30) #9
  %32 = fneg float %15
  %33 = fmul float %31, %32
  %34 = fmul float %28, %33
  %35 = tail call float @llvm.fmuladd.f32(float %13, float %25, float %34)
  %36 = fcmp ogt float %35, 0.000000e+00
  %37 = select i1 %36, float %35, float 0.000000e+00
  %38 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %11
  store float %37, ptr addrspace(1) %38, align 4, !tbaa !22
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3logf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z4erfcf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @conv2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #5 !kernel_arg_addr_space !25 !kernel_arg_access_qual !17 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !27 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
  %10 = trunc i64 %9 to i32
  %11 = icmp sgt i32 %5, 0
  br i1 %11, label %12, label %24

12:                                               ; preds = %6
  %13 = lshr i32 %5, 1
  %14 = sub i32 %8, %13
  %15 = sub i32 %10, %13
  br label %16

16:                                               ; preds = %12, %29
  %17 = phi float [ 0.000000e+00, %12 ], [ %52, %29 ]
  %18 = phi i32 [ 0, %12 ], [ %30, %29 ]
  %19 = add i32 %15, %18
  %20 = icmp sgt i32 %19, -1
  %21 = icmp slt i32 %19, %4
  %22 = mul nsw i32 %19, %3
  %23 = mul nuw nsw i32 %18, %5
  br label %32

24:                                               ; preds = %29, %6
  %25 = phi float [ 0.000000e+00, %6 ], [ %52, %29 ]
  %26 = icmp slt i32 %8, %3
  %27 = icmp slt i32 %10, %4
  %28 = select i1 %26, i1 %27, i1 false
  br i1 %28, label %55, label %60

29:                                               ; preds = %51
  %30 = add nuw nsw i32 %18, 1
  %31 = icmp eq i32 %30, %5
  br i1 %31, label %24, label %16, !llvm.loop !31

32:                                               ; preds = %16, %51
  %33 = phi float [ %17, %16 ], [ %52, %51 ]
  %34 = phi i32 [ 0, %16 ], [ %53, %51 ]
  %35 = add i32 %14, %34
  %36 = icmp sgt i32 %35, -1
  %37 = select i1 %36, i1 %20, i1 false
  %38 = icmp slt i32 %35, %3
  %39 = and i1 %38, %37
  %40 = select i1 %39, i1 %21, i1 false
  br i1 %40, label %41, label %51

41:                                               ; preds = %32
  %42 = add nuw nsw i32 %35, %22
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !22
  %46 = add nuw nsw i32 %34, %23
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !22
  %50 = tail call float @llvm.fmuladd.f32(float %45, float %49, float %33)
  br label %51

51:                                               ; preds = %32, %41
  %52 = phi float [ %50, %41 ], [ %33, %32 ]
  %53 = add nuw nsw i32 %34, 1
  %54 = icmp eq i32 %53, %5
  br i1 %54, label %29, label %32, !llvm.loop !32

55:                                               ; preds = %24
  %56 = mul nsw i32 %10, %3
  %57 = add nsw i32 %56, %8
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %58
  store float %25, ptr addrspace(1) %59, align 4, !tbaa !22
  br label %60

60:                                               ; preds = %55, %24
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: write)
define protected amdgpu_kernel void @monte_carlo_pi(ptr addrspace(1) nocapture noundef writeonly align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !33 !kernel_arg_access_qual !34 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %3
  %7 = trunc i64 %4 to i32
  %8 = xor i32 %7, %2
  br label %13

9:                                                ; preds = %13, %3
  %10 = phi i32 [ 0, %3 ], [ %35, %13 ]
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  store i32 %10, ptr addrspace(1) %12, align 4, !tbaa !20
  ret void

13:                                               ; preds = %6, %13
  %14 = phi i32 [ %24, %13 ], [ %8, %6 ]
  %15 = phi i32 [ %35, %13 ], [ 0, %6 ]
  %16 = phi i32 [ %36, %13 ], [ 0, %6 ]
  %17 = lshr i32 %14, 16
  %18 = xor i32 %17, %14
  %19 = mul i32 %18, 2146121005
  %20 = lshr i32 %19, 15
  %21 = xor i32 %20, %19
  %22 = mul i32 %21, -2073254261
  %23 = lshr i32 %22, 16
  %24 = xor i32 %23, %22
  %25 = and i32 %24, 65535
  %26 = uitofp nneg i32 %25 to float
  %27 = fdiv float %26, 6.553500e+04, !fpmath !29
  %28 = lshr i32 %22, 16
  %29 = uitofp nneg i32 %28 to float
  %30 = fdiv float %29, 6.553500e+04, !fpmath !29
  %31 = fmul float %30, %30
  %32 = tail call float @llvm.fmuladd.f32(float %27, float %27, float %31)
  %33 = fcmp ole float %32, 1.000000e+00
  %34 = zext i1 %33 to i32
  %35 = add i32 %15, %34
  %36 = add nuw nsw i32 %16, 1
  %37 = icmp eq i32 %36, %1
  br i1 %37, label %9, label %13, !llvm.loop !37
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { convergent nofree norecurse nounwind memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none"}
!7 = !{!"float4*", !"float4*", !"float4*", !"int", !"float"}
!8 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int", !"float"}
!9 = !{!"const", !"", !"", !"", !""}
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!17 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!19 = !{!"const", !"const", !"const", !"const", !"", !""}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !11, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !11, i64 0}
!24 = distinct !{!24, !14}
!25 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!26 = !{!"float*", !"float*", !"float*", !"float", !"float", !"float"}
!27 = !{!"const", !"const", !"", !"", !"", !""}
!28 = !{float 3.000000e+00}
!29 = !{float 2.500000e+00}
!30 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = !{i32 1, i32 0, i32 0}
!34 = !{!"none", !"none", !"none"}
!35 = !{!"uint*", !"int", !"uint"}
!36 = !{!"", !"", !""}
!37 = distinct !{!37, !14}
