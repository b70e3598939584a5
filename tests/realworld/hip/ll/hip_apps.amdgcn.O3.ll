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
  br i1 %73, label %58, label %62, !llvm.loop !11

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
  %8 = and i32 %6, 31
  br i1 %7, label %9, label %13

9:                                                ; preds = %4
  %10 = mul i32 %8, %3
  %11 = lshr i32 %6, 5
  %12 = add i32 %10, %11
  br label %112

13:                                               ; preds = %112, %4
  %14 = phi <16 x float> [ zeroinitializer, %4 ], [ %125, %112 ]
  %15 = lshr i32 %6, 1
  %16 = and i32 %15, 2147483632
  %17 = extractelement <16 x float> %14, i64 0
  %18 = shl nsw i32 %16, 5
  %19 = or disjoint i32 %18, %8
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %20
  store float %17, ptr addrspace(1) %21, align 4, !tbaa !5
  %22 = extractelement <16 x float> %14, i64 1
  %23 = shl i32 %16, 5
  %24 = or disjoint i32 %23, %8
  %25 = or disjoint i32 %24, 32
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %26
  store float %22, ptr addrspace(1) %27, align 4, !tbaa !5
  %28 = extractelement <16 x float> %14, i64 2
  %29 = shl i32 %16, 5
  %30 = or disjoint i32 %29, %8
  %31 = or disjoint i32 %30, 64
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %32
  store float %28, ptr addrspace(1) %33, align 4, !tbaa !5
  %34 = extractelement <16 x float> %14, i64 3
  %35 = shl i32 %16, 5
  %36 = or disjoint i32 %35, %8
  %37 = or disjoint i32 %36, 96
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %38
  store float %34, ptr addrspace(1) %39, align 4, !tbaa !5
  %40 = extractelement <16 x float> %14, i64 4
  %41 = shl i32 %16, 5
  %42 = or disjoint i32 %41, %8
  %43 = or disjoint i32 %42, 128
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %44
  store float %40, ptr addrspace(1) %45, align 4, !tbaa !5
  %46 = extractelement <16 x float> %14, i64 5
  %47 = shl i32 %16, 5
  %48 = or disjoint i32 %47, %8
  %49 = or disjoint i32 %48, 160
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %50
  store float %46, ptr addrspace(1) %51, align 4, !tbaa !5
  %52 = extractelement <16 x float> %14, i64 6
  %53 = shl i32 %16, 5
  %54 = or disjoint i32 %53, %8
  %55 = or disjoint i32 %54, 192
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %56
  store float %52, ptr addrspace(1) %57, align 4, !tbaa !5
  %58 = extractelement <16 x float> %14, i64 7
  %59 = shl i32 %16, 5
  %60 = or disjoint i32 %59, %8
  %61 = or disjoint i32 %60, 224
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %62
  store float %58, ptr addrspace(1) %63, align 4, !tbaa !5
  %64 = extractelement <16 x float> %14, i64 8
  %65 = shl i32 %16, 5
  %66 = or disjoint i32 %65, %8
  %67 = or disjoint i32 %66, 256
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %68
  store float %64, ptr addrspace(1) %69, align 4, !tbaa !5
  %70 = extractelement <16 x float> %14, i64 9
  %71 = shl i32 %16, 5
  %72 = or disjoint i32 %71, %8
  %73 = or disjoint i32 %72, 288
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %74
  store float %70, ptr addrspace(1) %75, align 4, !tbaa !5
  %76 = extractelement <16 x float> %14, i64 10
  %77 = shl i32 %16, 5
  %78 = or disjoint i32 %77, %8
  %79 = or disjoint i32 %78, 320
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %80
  store float %76, ptr addrspace(1) %81, align 4, !tbaa !5
  %82 = extractelement <16 x float> %14, i64 11
  %83 = shl i32 %16, 5
  %84 = or disjoint i32 %83, %8
  %85 = or disjoint i32 %84, 352
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %86
  store float %82, ptr addrspace(1) %87, align 4, !tbaa !5
  %88 = extractelement <16 x float> %14, i64 12
  %89 = shl i32 %16, 5
  %90 = or disjoint i32 %89, %8
  %91 = or disjoint i32 %90, 384
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %92
  store float %88, ptr addrspace(1) %93, align 4, !tbaa !5
  %94 = extractelement <16 x float> %14, i64 13
  %95 = shl i32 %16, 5
  %96 = or disjoint i32 %95, %8
  %97 = or disjoint i32 %96, 416
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %98
  store float %94, ptr addrspace(1) %99, align 4, !tbaa !5
  %100 = extractelement <16 x float> %14, i64 14
  %101 = shl i32 %16, 5
  %102 = or disjoint i32 %101, %8
  %103 = or disjoint i32 %102, 448
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %104
  store float %100, ptr addrspace(1) %105, align 4, !tbaa !5
  %106 = extractelement <16 x float> %14, i64 15
  %107 = shl i32 %15, 5
  %108 = or disjoint i32 %107, %8
  %109 = or i32 %108, 480
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %110
  store float %106, ptr addrspace(1) %111, align 4, !tbaa !5
  ret void

112:                                              ; preds = %9, %112
  %113 = phi <16 x float> [ zeroinitializer, %9 ], [ %125, %112 ]
  %114 = phi i32 [ 0, %9 ], [ %126, %112 ]
  %115 = add i32 %12, %114
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %116
  %118 = load float, ptr addrspace(1) %117, align 4, !tbaa !5
  %119 = add nuw nsw i32 %114, %11
  %120 = shl nsw i32 %119, 5
  %121 = or disjoint i32 %120, %8
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %122
  %124 = load float, ptr addrspace(1) %123, align 4, !tbaa !5
  %125 = tail call contract <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %118, float %124, <16 x float> %113, i32 0, i32 0, i32 0)
  %126 = add nuw nsw i32 %114, 2
  %127 = icmp slt i32 %126, %3
  br i1 %127, label %112, label %13, !llvm.loop !12
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z13hip_histogramPKhPji(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = icmp ult i32 %4, 256
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  br i1 %5, label %7, label %87

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %9 = load i16, ptr addrspace(4) %8, align 4, !range !13, !invariant.load !14, !noundef !14
  %10 = zext nneg i16 %9 to i32
  %11 = add nuw nsw i32 %4, %10
  %12 = tail call i32 @llvm.umax.i32(i32 %11, i32 256)
  %13 = icmp ult i32 %11, 256
  %14 = zext i1 %13 to i32
  %15 = add nuw nsw i32 %11, %14
  %16 = sub nsw i32 %12, %15
  %17 = udiv i32 %16, %10
  %18 = add i32 %17, %14
  %19 = add i32 %18, 1
  %20 = icmp ugt i32 %19, 1
  %21 = icmp eq i16 %9, 1
  %22 = and i1 %20, %21
  br i1 %22, label %25, label %23

23:                                               ; preds = %85, %7
  %24 = phi i32 [ %4, %7 ], [ %28, %85 ]
  br label %101

25:                                               ; preds = %7
  %26 = and i32 %19, -2
  %27 = mul nuw i32 %26, %10
  %28 = add i32 %4, %27
  %29 = add i32 %18, -1
  %30 = lshr i32 %29, 1
  %31 = add nuw i32 %30, 1
  %32 = and i32 %31, 7
  %33 = icmp ult i32 %29, 14
  br i1 %33, label %73, label %34

34:                                               ; preds = %25
  %35 = and i32 %31, -8
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i32 [ 0, %34 ], [ %70, %36 ]
  %38 = phi i32 [ 0, %34 ], [ %71, %36 ]
  %39 = mul nuw i32 %37, %10
  %40 = add i32 %4, %39
  %41 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %40
  store <2 x i32> zeroinitializer, ptr addrspace(3) %41, align 4, !tbaa !15
  %42 = or disjoint i32 %37, 2
  %43 = mul nuw i32 %42, %10
  %44 = add i32 %4, %43
  %45 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %44
  store <2 x i32> zeroinitializer, ptr addrspace(3) %45, align 4, !tbaa !15
  %46 = or disjoint i32 %37, 4
  %47 = mul nuw i32 %46, %10
  %48 = add i32 %4, %47
  %49 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %48
  store <2 x i32> zeroinitializer, ptr addrspace(3) %49, align 4, !tbaa !15
  %50 = or disjoint i32 %37, 6
  %51 = mul nuw i32 %50, %10
  %52 = add i32 %4, %51
  %53 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %52
  store <2 x i32> zeroinitializer, ptr addrspace(3) %53, align 4, !tbaa !15
  %54 = or disjoint i32 %37, 8
  %55 = mul nuw i32 %54, %10
  %56 = add i32 %4, %55
  %57 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %56
  store <2 x i32> zeroinitializer, ptr addrspace(3) %57, align 4, !tbaa !15
  %58 = or disjoint i32 %37, 10
  %59 = mul nuw i32 %58, %10
  %60 = add i32 %4, %59
  %61 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %60
  store <2 x i32> zeroinitializer, ptr addrspace(3) %61, align 4, !tbaa !15
  %62 = or disjoint i32 %37, 12
  %63 = mul nuw i32 %62, %10
  %64 = add i32 %4, %63
  %65 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %64
  store <2 x i32> zeroinitializer, ptr addrspace(3) %65, align 4, !tbaa !15
  %66 = or disjoint i32 %37, 14
  %67 = mul nuw i32 %66, %10
  %68 = add i32 %4, %67
  %69 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %68
  store <2 x i32> zeroinitializer, ptr addrspace(3) %69, align 4, !tbaa !15
  %70 = add nuw i32 %37, 16
  %71 = add i32 %38, 8
  %72 = icmp eq i32 %71, %35
  br i1 %72, label %73, label %36, !llvm.loop !17

73:                                               ; preds = %36, %25
  %74 = phi i32 [ 0, %25 ], [ %70, %36 ]
  %75 = icmp eq i32 %32, 0
  br i1 %75, label %85, label %76

76:                                               ; preds = %73, %76
  %77 = phi i32 [ %82, %76 ], [ %74, %73 ]
  %78 = phi i32 [ %83, %76 ], [ 0, %73 ]
  %79 = mul nuw i32 %77, %10
  %80 = add i32 %4, %79
  %81 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %80
  store <2 x i32> zeroinitializer, ptr addrspace(3) %81, align 4, !tbaa !15
  %82 = add nuw i32 %77, 2
  %83 = add i32 %78, 1
  %84 = icmp eq i32 %83, %32
  br i1 %84, label %85, label %76, !llvm.loop !19

85:                                               ; preds = %76, %73
  %86 = icmp eq i32 %19, %26
  br i1 %86, label %87, label %23

87:                                               ; preds = %101, %85, %3
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %88 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %89 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %90 = load i16, ptr addrspace(4) %89, align 4, !range !13, !invariant.load !14, !noundef !14
  %91 = zext nneg i16 %90 to i32
  %92 = mul i32 %88, %91
  %93 = add i32 %92, %4
  %94 = icmp slt i32 %93, %2
  br i1 %94, label %95, label %106

95:                                               ; preds = %87
  %96 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %97 = getelementptr inbounds i8, ptr addrspace(4) %96, i64 12
  %98 = load i32, ptr addrspace(4) %97, align 4, !tbaa !15
  %99 = freeze i32 %98
  %100 = urem i32 %99, %91
  br label %107

101:                                              ; preds = %23, %101
  %102 = phi i32 [ %104, %101 ], [ %24, %23 ]
  %103 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %102
  store i32 0, ptr addrspace(3) %103, align 4, !tbaa !15
  %104 = add nuw nsw i32 %102, %10
  %105 = icmp ult i32 %104, 256
  br i1 %105, label %101, label %87, !llvm.loop !21

106:                                              ; preds = %107, %87
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %5, label %119, label %118

107:                                              ; preds = %95, %107
  %108 = phi i32 [ %93, %95 ], [ %116, %107 ]
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %109
  %111 = load i8, ptr addrspace(1) %110, align 1, !tbaa !22
  %112 = zext i8 %111 to i32
  %113 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %112
  %114 = atomicrmw add ptr addrspace(3) %113, i32 1 syncscope("workgroup-one-as") monotonic, align 4
  %115 = sub i32 %108, %100
  %116 = add i32 %115, %99
  %117 = icmp slt i32 %116, %2
  br i1 %117, label %107, label %106, !llvm.loop !23

118:                                              ; preds = %128, %106
  ret void

119:                                              ; preds = %106, %128
  %120 = phi i32 [ %129, %128 ], [ %4, %106 ]
  %121 = getelementptr inbounds [256 x i32], ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh, i32 0, i32 %120
  %122 = load i32, ptr addrspace(3) %121, align 4, !tbaa !15
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %128, label %124

124:                                              ; preds = %119
  %125 = zext nneg i32 %120 to i64
  %126 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %125
  %127 = atomicrmw add ptr addrspace(1) %126, i32 %122 syncscope("agent-one-as") monotonic, align 4
  br label %128

128:                                              ; preds = %124, %119
  %129 = add nuw nsw i32 %120, %91
  %130 = icmp ult i32 %129, 256
  br i1 %130, label %119, label %118, !llvm.loop !24
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z13hip_spmv_wavePKfPKiS2_S0_Pfi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef readonly %2, ptr addrspace(1) nocapture noundef readonly %3, ptr addrspace(1) nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #5 {
  %7 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %8 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %7)
  %9 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %10 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 12
  %12 = load i16, ptr addrspace(4) %11, align 4, !range !13, !invariant.load !14, !noundef !14
  %13 = zext nneg i16 %12 to i32
  %14 = mul i32 %9, %13
  %15 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %16 = add i32 %14, %15
  %17 = lshr i32 %16, 6
  %18 = icmp slt i32 %17, %5
  br i1 %18, label %19, label %83

19:                                               ; preds = %6
  %20 = zext nneg i32 %17 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !15
  %23 = add nsw i32 %22, %8
  %24 = getelementptr inbounds i8, ptr addrspace(1) %21, i64 4
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !15
  %26 = icmp slt i32 %23, %25
  br i1 %26, label %64, label %27

27:                                               ; preds = %64, %19
  %28 = phi float [ 0.000000e+00, %19 ], [ %76, %64 ]
  %29 = bitcast float %28 to i32
  %30 = shl i32 %8, 2
  %31 = xor i32 %30, 128
  %32 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %31, i32 %29)
  %33 = bitcast i32 %32 to float
  %34 = fadd contract float %28, %33
  %35 = bitcast float %34 to i32
  %36 = shl i32 %8, 2
  %37 = xor i32 %36, 64
  %38 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %35)
  %39 = bitcast i32 %38 to float
  %40 = fadd contract float %34, %39
  %41 = bitcast float %40 to i32
  %42 = shl i32 %8, 2
  %43 = xor i32 %42, 32
  %44 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %43, i32 %41)
  %45 = bitcast i32 %44 to float
  %46 = fadd contract float %40, %45
  %47 = bitcast float %46 to i32
  %48 = shl i32 %8, 2
  %49 = xor i32 %48, 16
  %50 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %49, i32 %47)
  %51 = bitcast i32 %50 to float
  %52 = fadd contract float %46, %51
  %53 = bitcast float %52 to i32
  %54 = shl i32 %8, 2
  %55 = xor i32 %54, 8
  %56 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %53)
  %57 = bitcast i32 %56 to float
  %58 = fadd contract float %52, %57
  %59 = bitcast float %58 to i32
  %60 = shl i32 %8, 2
  %61 = xor i32 %60, 4
  %62 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %61, i32 %59)
  %63 = icmp eq i32 %8, 0
  br i1 %63, label %79, label %83

64:                                               ; preds = %19, %64
  %65 = phi i32 [ %77, %64 ], [ %23, %19 ]
  %66 = phi float [ %76, %64 ], [ 0.000000e+00, %19 ]
  %67 = sext i32 %65 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !5
  %70 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %67
  %71 = load i32, ptr addrspace(1) %70, align 4, !tbaa !15
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !5
  %75 = fmul contract float %69, %74
  %76 = fadd contract float %66, %75
  %77 = add nsw i32 %65, 64
  %78 = icmp slt i32 %77, %25
  br i1 %78, label %64, label %27, !llvm.loop !25

79:                                               ; preds = %27
  %80 = bitcast i32 %62 to float
  %81 = fadd contract float %58, %80
  %82 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %20
  store float %81, ptr addrspace(1) %82, align 4, !tbaa !5
  br label %83

83:                                               ; preds = %27, %79, %6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc noundef zeroext i1 @_Z7collideRK8Particlef(ptr nocapture noundef nonnull readonly align 4 dereferenceable(28) %0, float noundef %1) unnamed_addr #6 {
  %3 = load float, ptr %0, align 4, !tbaa !26
  %4 = fmul contract float %3, %3
  %5 = getelementptr inbounds i8, ptr %0, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !28
  %7 = fmul contract float %6, %6
  %8 = fadd contract float %4, %7
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load float, ptr %9, align 4, !tbaa !29
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
  %11 = load i16, ptr addrspace(4) %10, align 4, !range !13, !invariant.load !14, !noundef !14
  %12 = zext nneg i16 %11 to i32
  %13 = mul i32 %8, %12
  %14 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %1
  br i1 %16, label %17, label %67

17:                                               ; preds = %5
  call void @llvm.lifetime.start.p5(i64 28, ptr addrspace(5) %6) #14
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds %struct.Particle, ptr addrspace(1) %0, i64 %18
  call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) noundef align 4 dereferenceable(28) %6, ptr addrspace(1) noundef align 4 dereferenceable(28) %19, i64 28, i1 false), !tbaa.struct !30
  %20 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 24
  %21 = load i32, ptr addrspace(5) %20, align 4
  %22 = icmp sgt i32 %4, 0
  %23 = icmp ne i32 %21, 0
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %34

25:                                               ; preds = %17
  %26 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 12
  %27 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 16
  %28 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 8
  %29 = load <2 x float>, ptr addrspace(5) %6, align 4, !tbaa !5
  %30 = load <2 x float>, ptr addrspace(5) %27, align 4, !tbaa !5
  %31 = load <2 x float>, ptr addrspace(5) %28, align 4, !tbaa !5
  %32 = insertelement <2 x float> poison, float %2, i64 0
  %33 = shufflevector <2 x float> %32, <2 x float> poison, <2 x i32> zeroinitializer
  br label %35

34:                                               ; preds = %57, %17
  call void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) noundef align 4 dereferenceable(28) %19, ptr addrspace(5) noundef align 4 dereferenceable(28) %6, i64 28, i1 false), !tbaa.struct !30
  call void @llvm.lifetime.end.p5(i64 28, ptr addrspace(5) %6) #14
  br label %67

35:                                               ; preds = %25, %57
  %36 = phi i32 [ 0, %25 ], [ %61, %57 ]
  %37 = phi i32 [ %21, %25 ], [ %59, %57 ]
  %38 = phi <2 x float> [ %30, %25 ], [ %60, %57 ]
  %39 = phi <2 x float> [ %29, %25 ], [ %44, %57 ]
  %40 = phi <2 x float> [ %31, %25 ], [ %66, %57 ]
  %41 = shufflevector <2 x float> %38, <2 x float> poison, <2 x i32> <i32 poison, i32 0>
  %42 = shufflevector <2 x float> %41, <2 x float> %40, <2 x i32> <i32 3, i32 1>
  %43 = fmul contract <2 x float> %42, %33
  %44 = fadd contract <2 x float> %39, %43
  store <2 x float> %44, ptr addrspace(5) %6, align 4, !tbaa !5
  %45 = extractelement <2 x float> %38, i64 1
  %46 = fmul contract float %45, %2
  %47 = extractelement <2 x float> %40, i64 0
  %48 = fadd contract float %47, %46
  store float %48, ptr addrspace(5) %28, align 4, !tbaa !29
  %49 = call fastcc noundef zeroext i1 @_Z7collideRK8Particlef(ptr noundef nonnull align 4 dereferenceable(28) %7, float noundef %3) #14
  %50 = extractelement <2 x float> %40, i64 1
  br i1 %49, label %51, label %57

51:                                               ; preds = %35
  %52 = fneg contract float %50
  store float %52, ptr addrspace(5) %26, align 4, !tbaa !31
  %53 = fneg contract <2 x float> %38
  store <2 x float> %53, ptr addrspace(5) %27, align 4, !tbaa !5
  %54 = tail call contract float @llvm.fabs.f32(float %50)
  %55 = fcmp contract olt float %54, 0x3F50624DE0000000
  br i1 %55, label %56, label %57

56:                                               ; preds = %51
  store i32 0, ptr addrspace(5) %20, align 4, !tbaa !32
  br label %57

57:                                               ; preds = %35, %56, %51
  %58 = phi float [ %50, %35 ], [ %52, %56 ], [ %52, %51 ]
  %59 = phi i32 [ %37, %35 ], [ 0, %56 ], [ %37, %51 ]
  %60 = phi <2 x float> [ %38, %35 ], [ %53, %56 ], [ %53, %51 ]
  %61 = add nuw nsw i32 %36, 1
  %62 = icmp slt i32 %61, %4
  %63 = icmp ne i32 %59, 0
  %64 = select i1 %62, i1 %63, i1 false
  %65 = insertelement <2 x float> poison, float %48, i64 0
  %66 = insertelement <2 x float> %65, float %58, i64 1
  br i1 %64, label %35, label %34, !llvm.loop !33

67:                                               ; preds = %5, %34
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
  %10 = load i32, ptr addrspace(4) %9, align 4, !tbaa !15
  %11 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %12 = getelementptr inbounds i8, ptr addrspace(4) %11, i64 12
  %13 = load i16, ptr addrspace(4) %12, align 4, !range !13, !invariant.load !14, !noundef !14
  %14 = zext nneg i16 %13 to i32
  %15 = udiv i32 %10, %14
  %16 = add i32 %15, -1
  %17 = icmp eq i32 %7, %16
  %18 = zext i1 %17 to i8
  store i8 %18, ptr addrspace(3) @_ZZ14hip_last_blockPKfPfPjE7am_last, align 1, !tbaa !34
  br label %19

19:                                               ; preds = %6, %3
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = load i8, ptr addrspace(3) @_ZZ14hip_last_blockPKfPfPjE7am_last, align 1, !tbaa !34, !range !36, !noundef !14
  %21 = trunc nuw i8 %20 to i1
  %22 = and i1 %5, %21
  br i1 %22, label %23, label %46

23:                                               ; preds = %19
  %24 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %25 = getelementptr inbounds i8, ptr addrspace(4) %24, i64 12
  %26 = load i32, ptr addrspace(4) %25, align 4, !tbaa !15
  %27 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %28 = getelementptr inbounds i8, ptr addrspace(4) %27, i64 12
  %29 = load i16, ptr addrspace(4) %28, align 4, !range !13, !invariant.load !14, !noundef !14
  %30 = zext nneg i16 %29 to i32
  %31 = icmp ult i32 %26, %30
  br i1 %31, label %35, label %32

32:                                               ; preds = %23
  %33 = udiv i32 %26, %30
  %34 = tail call i32 @llvm.umax.i32(i32 %33, i32 1)
  br label %37

35:                                               ; preds = %37, %23
  %36 = phi float [ 0.000000e+00, %23 ], [ %43, %37 ]
  store float %36, ptr addrspace(1) %1, align 4, !tbaa !5
  store i32 0, ptr addrspace(1) %2, align 4, !tbaa !15
  br label %46

37:                                               ; preds = %32, %37
  %38 = phi i32 [ %44, %37 ], [ 0, %32 ]
  %39 = phi float [ %43, %37 ], [ 0.000000e+00, %32 ]
  %40 = zext i32 %38 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !5
  %43 = fadd contract float %39, %42
  %44 = add nuw i32 %38, 1
  %45 = icmp eq i32 %44, %34
  br i1 %45, label %35, label %37, !llvm.loop !37

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = !{i16 1, i16 1025}
!14 = !{}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = distinct !{!17, !10, !18}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !10, !18}
!22 = !{!7, !7, i64 0}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = !{!27, !6, i64 0}
!27 = !{!"_ZTS8Particle", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16, !6, i64 20, !16, i64 24}
!28 = !{!27, !6, i64 4}
!29 = !{!27, !6, i64 8}
!30 = !{i64 0, i64 4, !5, i64 4, i64 4, !5, i64 8, i64 4, !5, i64 12, i64 4, !5, i64 16, i64 4, !5, i64 20, i64 4, !5, i64 24, i64 4, !15}
!31 = !{!27, !6, i64 12}
!32 = !{!27, !16, i64 24}
!33 = distinct !{!33, !10}
!34 = !{!35, !35, i64 0}
!35 = !{!"bool", !7, i64 0}
!36 = !{i8 0, i8 2}
!37 = distinct !{!37, !10}
