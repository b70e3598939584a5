source_filename = "src/hip_apps.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Particle = type { float, float, float, float, float, float, i32 }

@dyn_smem = external hidden local_unnamed_addr addrspace(3) global [0 x float], align 4
@_ZZ13hip_histogramPKhPjiE2lh = internal addrspace(3) global [256 x i32] undef, align 16
@_ZZ14hip_last_blockPKfPfPjE7am_last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@__hip_cuid_ = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z15hip_sgemm_tiledPKfS0_Pfii(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  %8 = tail call noundef i32 @llvm.amdgcn.workgroup.id.y()
  %9 = mul nsw i32 %8, %4
  %10 = add nsw i32 %9, %7
  %11 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %12 = mul nsw i32 %11, %4
  %13 = add nsw i32 %12, %6
  %14 = icmp sgt i32 %3, 0
  br i1 %14, label %15, label %29

15:                                               ; preds = %5
  %16 = mul nsw i32 %4, %4
  %17 = getelementptr inbounds float, ptr addrspace(3) @dyn_smem, i32 %16
  %18 = icmp slt i32 %10, %3
  %19 = mul nsw i32 %10, %3
  %20 = add i32 %19, %6
  %21 = mul nsw i32 %7, %4
  %22 = add nsw i32 %21, %6
  %23 = getelementptr inbounds float, ptr addrspace(3) @dyn_smem, i32 %22
  %24 = icmp slt i32 %13, %3
  %25 = getelementptr inbounds float, ptr addrspace(3) %17, i32 %22
  %26 = getelementptr float, ptr addrspace(3) %17, i32 %6
  %27 = icmp sgt i32 %4, 0
  %28 = getelementptr float, ptr addrspace(3) @dyn_smem, i32 %21
  br label %34

29:                                               ; preds = %58, %5
  %30 = phi float [ 0.000000e+00, %5 ], [ %59, %58 ]
  %31 = icmp slt i32 %10, %3
  %32 = icmp slt i32 %13, %3
  %33 = select i1 %31, i1 %32, i1 false
  br i1 %33, label %74, label %79

34:                                               ; preds = %15, %58
  %35 = phi i32 [ 0, %15 ], [ %60, %58 ]
  %36 = phi float [ 0.000000e+00, %15 ], [ %59, %58 ]
  %37 = add nsw i32 %35, %6
  %38 = icmp slt i32 %37, %3
  %39 = select i1 %18, i1 %38, i1 false
  br i1 %39, label %40, label %45

40:                                               ; preds = %34
  %41 = add i32 %20, %35
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %34, %40
  %46 = phi contract float [ %44, %40 ], [ 0.000000e+00, %34 ]
  store float %46, ptr addrspace(3) %23, align 4, !tbaa !5
  br i1 %24, label %47, label %56

47:                                               ; preds = %45
  %48 = add nsw i32 %35, %7
  %49 = icmp slt i32 %48, %3
  br i1 %49, label %50, label %56

50:                                               ; preds = %47
  %51 = mul nsw i32 %48, %3
  %52 = add nsw i32 %51, %13
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !5
  br label %56

56:                                               ; preds = %45, %47, %50
  %57 = phi contract float [ %55, %50 ], [ 0.000000e+00, %47 ], [ 0.000000e+00, %45 ]
  store float %57, ptr addrspace(3) %25, align 4, !tbaa !5
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %27, label %62, label %58

58:                                               ; preds = %62, %56
  %59 = phi float [ %36, %56 ], [ %71, %62 ]
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %60 = add nsw i32 %35, %4
  %61 = icmp slt i32 %60, %3
  br i1 %61, label %34, label %29, !llvm.loop !9

62:                                               ; preds = %56, %62
  %63 = phi i32 [ %72, %62 ], [ 0, %56 ]
  %64 = phi float [ %71, %62 ], [ %36, %56 ]
  %65 = getelementptr float, ptr addrspace(3) %28, i32 %63
  %66 = load float, ptr addrspace(3) %65, align 4, !tbaa !5
  %67 = mul nuw nsw i32 %63, %4
  %68 = getelementptr float, ptr addrspace(3) %26, i32 %67
  %69 = load float, ptr addrspace(3) %68, align 4, !tbaa !5
  %70 = fmul contract float %66, %69
  %71 = fadd contract float %64, %70
  %72 = add nuw nsw i32 %63, 1
  %73 = icmp eq i32 %72, %4
  br i1 %73, label %58, label %62, !llvm.loop !12

74:                                               ; preds = %29
  %75 = mul nsw i32 %10, %3
  %76 = add nsw i32 %75, %13
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %77
  store float %30, ptr addrspace(1) %78, align 4, !tbaa !5
  br label %79

79:                                               ; preds = %74, %29
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z13hip_mfma_tilePKfS0_Pfi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %6 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %5)
  %7 = icmp sgt i32 %3, 0
  br i1 %7, label %8, label %13

8:                                                ; preds = %4
  %9 = and i32 %6, 31
  %10 = mul i32 %9, %3
  %11 = lshr i32 %6, 5
  %12 = add i32 %10, %11
  br label %18

13:                                               ; preds = %18, %4
  %14 = phi <16 x float> [ zeroinitializer, %4 ], [ %31, %18 ]
  %15 = lshr i32 %6, 1
  %16 = and i32 %15, 2147483632
  %17 = and i32 %6, 31
  br label %35

18:                                               ; preds = %8, %18
  %19 = phi <16 x float> [ zeroinitializer, %8 ], [ %31, %18 ]
  %20 = phi i32 [ 0, %8 ], [ %32, %18 ]
  %21 = add i32 %12, %20
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !5
  %25 = add nuw nsw i32 %20, %11
  %26 = shl nsw i32 %25, 5
  %27 = or disjoint i32 %26, %9
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !5
  %31 = tail call contract <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %24, float %30, <16 x float> %19, i32 0, i32 0, i32 0)
  %32 = add nuw nsw i32 %20, 2
  %33 = icmp slt i32 %32, %3
  br i1 %33, label %18, label %13, !llvm.loop !13

34:                                               ; preds = %35
  ret void

35:                                               ; preds = %13, %35
  %36 = phi i32 [ 0, %13 ], [ %43, %35 ]
  %37 = extractelement <16 x float> %14, i32 %36
  %38 = add nuw nsw i32 %36, %16
  %39 = shl nsw i32 %38, 5
  %40 = or disjoint i32 %39, %17
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %41
  store float %37, ptr addrspace(1) %42, align 4, !tbaa !5
  %43 = add nuw nsw i32 %36, 1
  %44 = icmp eq i32 %43, 16
  br i1 %44, label %34, label %35, !llvm.loop !14
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z13hip_histogramPKhPji(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = icmp ult i32 %4, 256
  br i1 %5, label %6, label %11

6:                                                ; preds = %3
  %7 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr inbounds i8, ptr addrspace(4) %7, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !15, !invariant.load !16, !noundef !16
  %10 = zext nneg i16 %9 to i32
  br label %26

11:                                               ; preds = %26, %3
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %12 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %13 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %14 = getelementptr inbounds i8, ptr addrspace(4) %13, i64 12
  %15 = load i16, ptr addrspace(4) %14, align 4, !range !15, !invariant.load !16, !noundef !16
  %16 = zext nneg i16 %15 to i32
  %17 = mul i32 %12, %16
  %18 = add i32 %17, %4
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %20, label %31

20:                                               ; preds = %11
  %21 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %22 = getelementptr inbounds i8, ptr addrspace(4) %21, i64 12
  %23 = load i32, ptr addrspace(4) %22, align 4, !tbaa !17
  %24 = freeze i32 %23
  %25 = urem i32 %24, %16
  br label %33

26:                                               ; preds = %6, %26
  %27 = phi i32 [ %4, %6 ], [ %29, %26 ]
  %28 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %27
  store i32 0, ptr addrspace(3) %28, align 4, !tbaa !17
  %29 = add nuw nsw i32 %27, %10
  %30 = icmp ult i32 %29, 256
  br i1 %30, label %26, label %11, !llvm.loop !19

31:                                               ; preds = %33, %11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %32 = icmp ult i32 %4, 256
  br i1 %32, label %45, label %44

33:                                               ; preds = %20, %33
  %34 = phi i32 [ %18, %20 ], [ %42, %33 ]
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %35
  %37 = load i8, ptr addrspace(1) %36, align 1, !tbaa !20
  %38 = zext i8 %37 to i32
  %39 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %38
  %40 = atomicrmw add ptr addrspace(3) %39, i32 1 syncscope("workgroup-one-as") monotonic, align 4
  %41 = sub i32 %34, %25
  %42 = add i32 %41, %24
  %43 = icmp slt i32 %42, %2
  br i1 %43, label %33, label %31, !llvm.loop !21

44:                                               ; preds = %54, %31
  ret void

45:                                               ; preds = %31, %54
  %46 = phi i32 [ %55, %54 ], [ %4, %31 ]
  %47 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %46
  %48 = load i32, ptr addrspace(3) %47, align 4, !tbaa !17
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %54, label %50

50:                                               ; preds = %45
  %51 = zext nneg i32 %46 to i64
  %52 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %51
  %53 = atomicrmw add ptr addrspace(1) %52, i32 %48 syncscope("agent-one-as") monotonic, align 4
  br label %54

54:                                               ; preds = %50, %45
  %55 = add nuw nsw i32 %46, %16
  %56 = icmp ult i32 %55, 256
  br i1 %56, label %45, label %44, !llvm.loop !22
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z13hip_spmv_wavePKfPKiS2_S0_Pfi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, ptr addrspace(1) nocapture noundef readonly %3, ptr addrspace(1) nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #5 {
  %7 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %8 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %7)
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !range !15, !invariant.load !16, !noundef !16
  %13 = zext nneg i16 %12 to i32
  %14 = mul i32 %9, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = add i32 %14, %15
  %17 = lshr i32 %16, 6
  %18 = icmp slt i32 %17, %5
  br i1 %18, label %19, label %59

19:                                               ; preds = %6
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !17
  %23 = add nsw i32 %22, %8
  %24 = getelementptr inbounds i8, ptr addrspace(1) %21, i64 4
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !17
  %26 = icmp slt i32 %23, %25
  br i1 %26, label %29, label %27

27:                                               ; preds = %29, %19
  %28 = phi float [ 0.000000e+00, %19 ], [ %41, %29 ]
  br label %46

29:                                               ; preds = %19, %29
  %30 = phi i32 [ %42, %29 ], [ %23, %19 ]
  %31 = phi float [ %41, %29 ], [ 0.000000e+00, %19 ]
  %32 = sext i32 %30 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !5
  %35 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %32
  %36 = load i32, ptr addrspace(1) %35, align 4, !tbaa !17
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !5
  %40 = fmul contract float %34, %39
  %41 = fadd contract float %31, %40
  %42 = add nsw i32 %30, 64
  %43 = icmp slt i32 %42, %25
  br i1 %43, label %29, label %27, !llvm.loop !23

44:                                               ; preds = %46
  %45 = icmp eq i32 %8, 0
  br i1 %45, label %57, label %59

46:                                               ; preds = %27, %46
  %47 = phi i32 [ %55, %46 ], [ 32, %27 ]
  %48 = phi float [ %54, %46 ], [ %28, %27 ]
  %49 = xor i32 %47, %8
  %50 = bitcast float %48 to i32
  %51 = shl i32 %49, 2
  %52 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %51, i32 %50)
  %53 = bitcast i32 %52 to float
  %54 = fadd contract float %48, %53
  %55 = lshr i32 %47, 1
  %56 = icmp ult i32 %47, 2
  br i1 %56, label %44, label %46, !llvm.loop !24

57:                                               ; preds = %44
  %58 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %20
  store float %54, ptr addrspace(1) %58, align 4, !tbaa !5
  br label %59

59:                                               ; preds = %44, %57, %6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef zeroext i1 @_Z7collideRK8Particlef(ptr nocapture noundef nonnull readonly align 4 dereferenceable(28) %0, float noundef %1) unnamed_addr #6 {
  %3 = load float, ptr %0, align 4, !tbaa !25
  %4 = fmul contract float %3, %3
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !27
  %7 = fmul contract float %6, %6
  %8 = fadd contract float %4, %7
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load float, ptr %9, align 4, !tbaa !28
  %11 = fmul contract float %10, %10
  %12 = fadd contract float %8, %11
  %13 = fmul contract float %1, %1
  %14 = fcmp contract ogt float %12, %13
  ret i1 %14
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z13hip_particlesP8Particleiffi(ptr addrspace(1) nocapture noundef %0, i32 noundef %1, float noundef %2, float noundef %3, i32 noundef %4) local_unnamed_addr #7 {
  %6 = alloca %struct.Particle, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %6 to ptr
  %8 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %9 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %10 = getelementptr inbounds i8, ptr addrspace(4) %9, i64 12
  %11 = load i16, ptr addrspace(4) %10, align 4, !range !15, !invariant.load !16, !noundef !16
  %12 = zext nneg i16 %11 to i32
  %13 = mul i32 %8, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %1
  br i1 %16, label %17, label %70

17:                                               ; preds = %5
  call void @llvm.lifetime.start.p5(i64 28, ptr addrspace(5) %6) #14
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %0, i64 %18
  call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) noundef align 4 dereferenceable(28) %6, ptr addrspace(1) noundef align 4 dereferenceable(28) %19, i64 28, i1 false), !tbaa.struct !29
  %20 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 24
  %21 = load i32, ptr addrspace(5) %20, align 4
  %22 = icmp sgt i32 %4, 0
  %23 = icmp ne i32 %21, 0
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %37

25:                                               ; preds = %17
  %26 = load float, ptr addrspace(5) %6, align 4, !tbaa !25
  %27 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 12
  %28 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 16
  %29 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 4
  %30 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 20
  %31 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 8
  %32 = load float, ptr addrspace(5) %27, align 4, !tbaa !30
  %33 = load float, ptr addrspace(5) %28, align 4, !tbaa !31
  %34 = load float, ptr addrspace(5) %29, align 4, !tbaa !27
  %35 = load float, ptr addrspace(5) %30, align 4, !tbaa !32
  %36 = load float, ptr addrspace(5) %31, align 4, !tbaa !28
  br label %38

37:                                               ; preds = %61, %17
  call void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) noundef align 4 dereferenceable(28) %19, ptr addrspace(5) noundef align 4 dereferenceable(28) %6, i64 28, i1 false), !tbaa.struct !29
  call void @llvm.lifetime.end.p5(i64 28, ptr addrspace(5) %6) #14
  br label %70

38:                                               ; preds = %25, %61
  %39 = phi float [ %36, %25 ], [ %52, %61 ]
  %40 = phi float [ %35, %25 ], [ %62, %61 ]
  %41 = phi float [ %34, %25 ], [ %50, %61 ]
  %42 = phi float [ %33, %25 ], [ %63, %61 ]
  %43 = phi float [ %32, %25 ], [ %64, %61 ]
  %44 = phi i32 [ 0, %25 ], [ %66, %61 ]
  %45 = phi i32 [ %21, %25 ], [ %65, %61 ]
  %46 = phi float [ %26, %25 ], [ %48, %61 ]
  %47 = fmul contract float %43, %2
  %48 = fadd contract float %46, %47
  store float %48, ptr addrspace(5) %6, align 4, !tbaa !25
  %49 = fmul contract float %42, %2
  %50 = fadd contract float %41, %49
  store float %50, ptr addrspace(5) %29, align 4, !tbaa !27
  %51 = fmul contract float %40, %2
  %52 = fadd contract float %39, %51
  store float %52, ptr addrspace(5) %31, align 4, !tbaa !28
  %53 = call fastcc noundef zeroext i1 @_Z7collideRK8Particlef(ptr noundef nonnull align 4 dereferenceable(28) %7, float noundef %3) #14
  br i1 %53, label %54, label %61

54:                                               ; preds = %38
  %55 = fneg contract float %43
  store float %55, ptr addrspace(5) %27, align 4, !tbaa !30
  %56 = fneg contract float %42
  store float %56, ptr addrspace(5) %28, align 4, !tbaa !31
  %57 = fneg contract float %40
  store float %57, ptr addrspace(5) %30, align 4, !tbaa !32
  %58 = tail call contract float @llvm.fabs.f32(float %43)
  %59 = fcmp contract olt float %58, 0x3F50624DE0000000
  br i1 %59, label %60, label %61

60:                                               ; preds = %54
  store i32 0, ptr addrspace(5) %20, align 4, !tbaa !33
  br label %61

61:                                               ; preds = %38, %60, %54
  %62 = phi float [ %40, %38 ], [ %57, %60 ], [ %57, %54 ]
  %63 = phi float [ %42, %38 ], [ %56, %60 ], [ %56, %54 ]
  %64 = phi float [ %43, %38 ], [ %55, %60 ], [ %55, %54 ]
  %65 = phi i32 [ %45, %38 ], [ 0, %60 ], [ %45, %54 ]
  %66 = add nuw nsw i32 %44, 1
  %67 = icmp slt i32 %66, %4
  %68 = icmp ne i32 %65, 0
  %69 = select i1 %67, i1 %68, i1 false
  br i1 %69, label %38, label %37, !llvm.loop !34

70:                                               ; preds = %5, %37
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #8

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z14hip_last_blockPKfPfPj(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %19

6:                                                ; preds = %3
  fence syncscope("agent") release
  %7 = atomicrmw add ptr addrspace(1) %2, i32 1 syncscope("agent-one-as") acq_rel, align 4
  %8 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %9 = getelementptr inbounds i8, ptr addrspace(4) %8, i64 12
  %10 = load i32, ptr addrspace(4) %9, align 4, !tbaa !17
  %11 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %12 = getelementptr inbounds i8, ptr addrspace(4) %11, i64 12
  %13 = load i16, ptr addrspace(4) %12, align 4, !range !15, !invariant.load !16, !noundef !16
  %14 = zext nneg i16 %13 to i32
  %15 = udiv i32 %10, %14
  %16 = add i32 %15, -1
  %17 = icmp eq i32 %7, %16
  %18 = zext i1 %17 to i8
  store i8 %18, ptr addrspace(3) @_ZZ14hip_last_blockPKfPfPjE7am_last, align 1, !tbaa !35
  br label %19

19:                                               ; preds = %6, %3
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = load i8, ptr addrspace(3) @_ZZ14hip_last_blockPKfPfPjE7am_last, align 1, !tbaa !35, !range !37, !noundef !16
  %21 = trunc nuw i8 %20 to i1
  %22 = and i1 %5, %21
  br i1 %22, label %23, label %46

23:                                               ; preds = %19
  %24 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %25 = getelementptr inbounds i8, ptr addrspace(4) %24, i64 12
  %26 = load i32, ptr addrspace(4) %25, align 4, !tbaa !17
  %27 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %28 = getelementptr inbounds i8, ptr addrspace(4) %27, i64 12
  %29 = load i16, ptr addrspace(4) %28, align 4, !range !15, !invariant.load !16, !noundef !16
  %30 = zext nneg i16 %29 to i32
  %31 = udiv i32 %26, %30
  %32 = icmp ult i32 %26, %30
  br i1 %32, label %35, label %33

33:                                               ; preds = %23
  %34 = tail call i32 @llvm.umax.i32(i32 %31, i32 1)
  br label %37

35:                                               ; preds = %37, %23
  %36 = phi float [ 0.000000e+00, %23 ], [ %43, %37 ]
  store float %36, ptr addrspace(1) %1, align 4, !tbaa !5
  store i32 0, ptr addrspace(1) %2, align 4, !tbaa !17
  br label %46

37:                                               ; preds = %33, %37
  %38 = phi i32 [ %44, %37 ], [ 0, %33 ]
  %39 = phi float [ %43, %37 ], [ 0.000000e+00, %33 ]
  %40 = zext i32 %38 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !5
  %43 = fadd contract float %39, %42
  %44 = add nuw i32 %38, 1
  %45 = icmp eq i32 %44, %34
  br i1 %45, label %35, label %37, !llvm.loop !38

46:                                               ; preds = %35, %19
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #8

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #8

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #11

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #12

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(5) noalias nocapture readonly, i64, i1 immarg) #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #13

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #11 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"clang-19"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !10, !11}
!15 = !{i16 1, i16 1025}
!16 = !{}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !7, i64 0}
!19 = distinct !{!19, !10, !11}
!20 = !{!7, !7, i64 0}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !10, !11}
!23 = distinct !{!23, !10, !11}
!24 = distinct !{!24, !10, !11}
!25 = !{!26, !6, i64 0}
!26 = !{!"_ZTS8Particle", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !18, i64 24}
!27 = !{!26, !6, i64 4}
!28 = !{!26, !6, i64 8}
!29 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 4, !5, i64 20, i64 4, !5, i64 24, i64 4, !17}
!30 = !{!26, !6, i64 12}
!31 = !{!26, !6, i64 16}
!32 = !{!26, !6, i64 20}
!33 = !{!26, !18, i64 24}
!34 = distinct !{!34, !10, !11}
!35 = !{!36, !36, i64 0}
!36 = !{!"bool", !7, i64 0}
!37 = !{i8 0, i8 2}
!38 = distinct !{!38, !10, !11}
