source_filename = "src/control.cl"
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

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @search_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = shl i64 %6, 32
  %9 = ashr exact i64 %8, 30
  %10 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %9
  store i32 -1, ptr addrspace(1) %10, align 4, !tbaa !9
  %11 = icmp slt i32 %7, %2
  %12 = icmp sgt i32 %3, 0
  %13 = and i1 %11, %12
  br i1 %13, label %14, label %35

14:                                               ; preds = %5
  %15 = mul nsw i32 %7, %3
  %16 = shl nsw i32 %4, 1
  br label %17

17:                                               ; preds = %14, %32
  %18 = phi i32 [ 0, %14 ], [ %33, %32 ]
  %19 = add nsw i32 %18, %15
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !9
  %23 = icmp slt i32 %22, 0
  br i1 %23, label %30, label %24

24:                                               ; preds = %17
  %25 = icmp eq i32 %22, %4
  br i1 %25, label %26, label %27

26:                                               ; preds = %24
  store i32 %18, ptr addrspace(1) %10, align 4, !tbaa !9
  br label %30

27:                                               ; preds = %24
  %28 = icmp sgt i32 %22, %16
  %29 = select i1 %28, i32 2, i32 0
  br label %30

30:                                               ; preds = %27, %17, %26
  %31 = phi i32 [ 2, %26 ], [ 4, %17 ], [ %29, %27 ]
  switch i32 %31, label %35 [
    i32 0, label %32
    i32 4, label %32
  ]

32:                                               ; preds = %30, %30
  %33 = add nuw nsw i32 %18, 1
  %34 = icmp eq i32 %33, %3
  br i1 %34, label %35, label %17, !llvm.loop !13

35:                                               ; preds = %32, %30, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @switch_ops(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1) local_unnamed_addr #3 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %4 = trunc i64 %3 to i32
  %5 = shl i64 %3, 32
  %6 = ashr exact i64 %5, 30
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !19
  %9 = and i32 %4, 3
  switch i32 %9, label %16 [
    i32 0, label %10
    i32 1, label %12
    i32 2, label %14
    i32 3, label %17
  ]

10:                                               ; preds = %2
  %11 = fmul float %8, 2.000000e+00
  br label %17

12:                                               ; preds = %2
  %13 = fadd float %8, 1.000000e+00
  br label %17

14:                                               ; preds = %2
  %15 = fneg float %8
  br label %17

16:                                               ; preds = %2
  unreachable

17:                                               ; preds = %2, %14, %12, %10
  %18 = phi float [ %8, %2 ], [ %15, %14 ], [ %13, %12 ], [ %11, %10 ]
  switch i32 %1, label %24 [
    i32 7, label %19
    i32 9, label %22
    i32 13, label %27
  ]

19:                                               ; preds = %17
  %20 = tail call float @llvm.fabs.f32(float noundef %18) #8
  %21 = tail call float @llvm.sqrt.f32(float noundef %20) #8, !fpmath !21
  br label %27

22:                                               ; preds = %17
  %23 = fmul float %18, %18
  br label %27

24:                                               ; preds = %17
  %25 = sitofp i32 %1 to float
  %26 = fadd float %18, %25
  br label %27

27:                                               ; preds = %17, %24, %22, %19
  %28 = phi float [ %26, %24 ], [ %23, %22 ], [ %21, %19 ], [ 0.000000e+00, %17 ]
  store float %28, ptr addrspace(1) %7, align 4, !tbaa !19
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: write)
define protected amdgpu_kernel void @mandelbrot(ptr addrspace(1) nocapture noundef writeonly align 4 %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %8 = trunc i64 %7 to i32
  %9 = sitofp i32 %6 to float
  %10 = fmul float %9, 3.000000e+00
  %11 = sitofp i32 %1 to float
  %12 = fdiv float %10, %11, !fpmath !26
  %13 = fadd float %12, -2.000000e+00
  %14 = sitofp i32 %8 to float
  %15 = fmul float %14, 3.000000e+00
  %16 = sitofp i32 %2 to float
  %17 = fdiv float %15, %16, !fpmath !26
  %18 = fadd float %17, -1.500000e+00
  %19 = icmp sgt i32 %3, 0
  br i1 %19, label %20, label %36

20:                                               ; preds = %4, %20
  %21 = phi float [ %31, %20 ], [ 0.000000e+00, %4 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %4 ]
  %23 = phi i32 [ %30, %20 ], [ 0, %4 ]
  %24 = phi float [ %29, %20 ], [ 0.000000e+00, %4 ]
  %25 = fneg float %21
  %26 = tail call float @llvm.fmuladd.f32(float %22, float %22, float %25)
  %27 = fadd float %13, %26
  %28 = fmul float %22, 2.000000e+00
  %29 = tail call float @llvm.fmuladd.f32(float %28, float %24, float %18)
  %30 = add nuw nsw i32 %23, 1
  %31 = fmul float %29, %29
  %32 = tail call float @llvm.fmuladd.f32(float %27, float %27, float %31)
  %33 = fcmp olt float %32, 4.000000e+00
  %34 = icmp slt i32 %30, %3
  %35 = select i1 %33, i1 %34, i1 false
  br i1 %35, label %20, label %36, !llvm.loop !27

36:                                               ; preds = %20, %4
  %37 = phi i32 [ 0, %4 ], [ %30, %20 ]
  %38 = mul nsw i32 %8, %1
  %39 = add nsw i32 %38, %6
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %40
  store i32 %37, ptr addrspace(1) %41, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @collatz(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !28 !kernel_arg_access_qual !16 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !9
  br label %6

6:                                                ; preds = %16, %2
  %7 = phi i32 [ %5, %2 ], [ %17, %16 ]
  %8 = phi i32 [ 0, %2 ], [ %18, %16 ]
  %9 = and i32 %7, 1
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %14, label %11

11:                                               ; preds = %6
  %12 = mul i32 %7, 3
  %13 = add i32 %12, 1
  br label %16

14:                                               ; preds = %6
  %15 = lshr exact i32 %7, 1
  br label %16

16:                                               ; preds = %14, %11
  %17 = phi i32 [ %13, %11 ], [ %15, %14 ]
  %18 = add nuw nsw i32 %8, 1
  %19 = icmp ne i32 %17, 1
  %20 = icmp ult i32 %8, 9999
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %6, label %22, !llvm.loop !31

22:                                               ; preds = %16
  %23 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %23
  store i32 %18, ptr addrspace(1) %24, align 4, !tbaa !9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define hidden float @poly(float noundef %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly %2) local_unnamed_addr #6 {
  %4 = icmp sgt i32 %1, -1
  br i1 %4, label %7, label %5

5:                                                ; preds = %7, %3
  %6 = phi float [ 0.000000e+00, %3 ], [ %13, %7 ]
  ret float %6

7:                                                ; preds = %3, %7
  %8 = phi i32 [ %14, %7 ], [ %1, %3 ]
  %9 = phi float [ %13, %7 ], [ 0.000000e+00, %3 ]
  %10 = zext nneg i32 %8 to i64
  %11 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !19
  %13 = tail call float @llvm.fmuladd.f32(float %9, float %0, float %12)
  %14 = add nsw i32 %8, -1
  %15 = icmp sgt i32 %8, 0
  br i1 %15, label %7, label %5, !llvm.loop !32
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define hidden i32 @first_negative(ptr addrspace(1) nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %13

4:                                                ; preds = %2, %10
  %5 = phi i32 [ %11, %10 ], [ 0, %2 ]
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !9
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %13, label %10

10:                                               ; preds = %4
  %11 = add nuw nsw i32 %5, 1
  %12 = icmp eq i32 %11, %1
  br i1 %12, label %13, label %4, !llvm.loop !33

13:                                               ; preds = %10, %4, %2
  %14 = phi i32 [ -1, %2 ], [ -1, %10 ], [ %5, %4 ]
  ret i32 %14
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @use_helpers(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = trunc i64 %7 to i32
  %9 = shl i64 %7, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !19
  %13 = tail call float @poly(float noundef %12, i32 noundef %2, ptr addrspace(1) noundef %1) #9
  store float %13, ptr addrspace(1) %11, align 4, !tbaa !19
  %14 = mul nsw i32 %8, %5
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %15
  %17 = tail call i32 @first_negative(ptr addrspace(1) noundef %16, i32 noundef %5) #9
  %18 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %10
  %19 = lshr i32 %8, 16
  %20 = xor i32 %19, %8
  %21 = mul i32 %20, 2146121005
  %22 = lshr i32 %21, 15
  %23 = xor i32 %22, %21
  %24 = mul i32 %23, -2073254261
  %25 = lshr i32 %24, 16
  %26 = xor i32 %25, %24
  %27 = and i32 %26, 1
  %28 = add nsw i32 %27, %17
  store i32 %28, ptr addrspace(1) %18, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @state_machine(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !9
  %10 = and i32 %9, 1
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %29

12:                                               ; preds = %38, %3
  %13 = phi i32 [ 0, %3 ], [ %35, %38 ]
  %14 = phi i32 [ 0, %3 ], [ %36, %38 ]
  br label %15

15:                                               ; preds = %12, %21
  %16 = phi i32 [ %18, %21 ], [ %13, %12 ]
  %17 = phi i32 [ %19, %21 ], [ %14, %12 ]
  %18 = add nsw i32 %16, 2
  %19 = add nsw i32 %17, 1
  %20 = icmp slt i32 %19, %2
  br i1 %20, label %21, label %46

21:                                               ; preds = %15
  %22 = add nsw i32 %19, %5
  %23 = srem i32 %22, %2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !9
  %27 = and i32 %26, 1
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %15, label %29

29:                                               ; preds = %21, %3
  %30 = phi i32 [ 0, %3 ], [ %18, %21 ]
  %31 = phi i32 [ 0, %3 ], [ %19, %21 ]
  br label %32

32:                                               ; preds = %29, %38
  %33 = phi i32 [ %35, %38 ], [ %30, %29 ]
  %34 = phi i32 [ %36, %38 ], [ %31, %29 ]
  %35 = add nsw i32 %33, 3
  %36 = add nsw i32 %34, 1
  %37 = icmp slt i32 %36, %2
  br i1 %37, label %38, label %46

38:                                               ; preds = %32
  %39 = add nsw i32 %36, %5
  %40 = srem i32 %39, %2
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !9
  %44 = and i32 %43, 1
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %12, label %32

46:                                               ; preds = %15, %32
  %47 = phi i32 [ %35, %32 ], [ %18, %15 ]
  %48 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  store i32 %47, ptr addrspace(1) %48, align 4, !tbaa !9
  ret void
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

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int", !"int", !"int"}
!8 = !{!"const", !"", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{i32 1, i32 0}
!16 = !{!"none", !"none"}
!17 = !{!"float*", !"int"}
!18 = !{!"", !""}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !11, i64 0}
!21 = !{float 3.000000e+00}
!22 = !{i32 1, i32 0, i32 0, i32 0}
!23 = !{!"none", !"none", !"none", !"none"}
!24 = !{!"int*", !"int", !"int", !"int"}
!25 = !{!"", !"", !"", !""}
!26 = !{float 2.500000e+00}
!27 = distinct !{!27, !14}
!28 = !{i32 1, i32 1}
!29 = !{!"uint*", !"uint*"}
!30 = !{!"const", !""}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14}
!34 = !{i32 1, i32 1, i32 0, i32 1, i32 1, i32 0}
!35 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!36 = !{!"float*", !"float*", !"int", !"int*", !"int*", !"int"}
!37 = !{!"", !"const", !"", !"const", !"", !""}
!38 = !{i32 1, i32 1, i32 0}
!39 = !{!"none", !"none", !"none"}
!40 = !{!"int*", !"int*", !"int"}
!41 = !{!"const", !"", !""}
