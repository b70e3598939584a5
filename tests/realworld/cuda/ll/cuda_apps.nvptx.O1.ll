source_filename = "src/cuda_apps.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Body = type { float, float, float, float }

@_ZZ8cu_sgemmPKfS0_PfiE2as = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ8cu_sgemmPKfS0_PfiE2bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@tile = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@_ZZ8cu_nbodyPK4BodyPfifE2sh = internal unnamed_addr addrspace(3) global [128 x %struct.Body] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8cu_sgemmPKfS0_Pfi(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = shl nuw nsw i32 %7, 4
  %9 = add nuw nsw i32 %8, %6
  %10 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl nsw i32 %10, 4
  %12 = add nuw nsw i32 %11, %5
  %13 = icmp sgt i32 %3, 0
  br i1 %13, label %14, label %23

14:                                               ; preds = %4
  %15 = icmp slt i32 %9, %3
  %16 = mul nuw nsw i32 %9, %3
  %17 = add nuw i32 %16, %5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %5 to i64
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2as to ptr), i64 0, i64 %18, i64 %19
  %21 = icmp slt i32 %12, %3
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2bs to ptr), i64 0, i64 %18, i64 %19
  br label %28

23:                                               ; preds = %52, %4
  %24 = phi float [ 0.000000e+00, %4 ], [ %88, %52 ]
  %25 = icmp slt i32 %9, %3
  %26 = icmp slt i32 %12, %3
  %27 = select i1 %25, i1 %26, i1 false
  br i1 %27, label %91, label %96

28:                                               ; preds = %14, %52
  %29 = phi i32 [ 0, %14 ], [ %53, %52 ]
  %30 = phi float [ 0.000000e+00, %14 ], [ %88, %52 ]
  %31 = add nuw nsw i32 %29, %5
  %32 = icmp slt i32 %31, %3
  %33 = select i1 %15, i1 %32, i1 false
  br i1 %33, label %34, label %39

34:                                               ; preds = %28
  %35 = add i32 %17, %29
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !10
  br label %39

39:                                               ; preds = %28, %34
  %40 = phi contract float [ %38, %34 ], [ 0.000000e+00, %28 ]
  store float %40, ptr %20, align 4, !tbaa !10
  br i1 %21, label %41, label %50

41:                                               ; preds = %39
  %42 = add nuw nsw i32 %29, %6
  %43 = icmp slt i32 %42, %3
  br i1 %43, label %44, label %50

44:                                               ; preds = %41
  %45 = mul nuw nsw i32 %42, %3
  %46 = add nuw nsw i32 %45, %12
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !10
  br label %50

50:                                               ; preds = %39, %41, %44
  %51 = phi contract float [ %49, %44 ], [ 0.000000e+00, %41 ], [ 0.000000e+00, %39 ]
  store float %51, ptr %22, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  br label %55

52:                                               ; preds = %55
  tail call void @llvm.nvvm.barrier0()
  %53 = add nuw nsw i32 %29, 16
  %54 = icmp slt i32 %53, %3
  br i1 %54, label %28, label %23, !llvm.loop !14

55:                                               ; preds = %55, %50
  %56 = phi i32 [ 0, %50 ], [ %89, %55 ]
  %57 = phi float [ %30, %50 ], [ %88, %55 ]
  %58 = zext nneg i32 %56 to i64
  %59 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2as to ptr), i64 0, i64 %18, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !10
  %61 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2bs to ptr), i64 0, i64 %58, i64 %19
  %62 = load float, ptr %61, align 4, !tbaa !10
  %63 = fmul contract float %60, %62
  %64 = fadd contract float %57, %63
  %65 = or disjoint i32 %56, 1
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2as to ptr), i64 0, i64 %18, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !10
  %69 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2bs to ptr), i64 0, i64 %66, i64 %19
  %70 = load float, ptr %69, align 4, !tbaa !10
  %71 = fmul contract float %68, %70
  %72 = fadd contract float %64, %71
  %73 = or disjoint i32 %56, 2
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2as to ptr), i64 0, i64 %18, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !10
  %77 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2bs to ptr), i64 0, i64 %74, i64 %19
  %78 = load float, ptr %77, align 4, !tbaa !10
  %79 = fmul contract float %76, %78
  %80 = fadd contract float %72, %79
  %81 = or disjoint i32 %56, 3
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2as to ptr), i64 0, i64 %18, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !10
  %85 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2bs to ptr), i64 0, i64 %82, i64 %19
  %86 = load float, ptr %85, align 4, !tbaa !10
  %87 = fmul contract float %84, %86
  %88 = fadd contract float %80, %87
  %89 = add nuw nsw i32 %56, 4
  %90 = icmp eq i32 %89, 16
  br i1 %90, label %52, label %55, !llvm.loop !17

91:                                               ; preds = %23
  %92 = mul nsw i32 %9, %3
  %93 = add nsw i32 %92, %12
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr %2, i64 %94
  store float %24, ptr %95, align 4, !tbaa !10
  br label %96

96:                                               ; preds = %91, %23
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12cu_stencil1dPKfPfii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nuw nsw i32 %7, %8
  %10 = add nsw i32 %8, %3
  %11 = icmp slt i32 %9, %2
  br i1 %11, label %12, label %16

12:                                               ; preds = %4
  %13 = zext nneg i32 %9 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = tail call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %14, i32 4)
  br label %16

16:                                               ; preds = %4, %12
  %17 = phi contract float [ %15, %12 ], [ 0.000000e+00, %4 ]
  %18 = sext i32 %10 to i64
  %19 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %18
  store float %17, ptr %19, align 4, !tbaa !10
  %20 = icmp slt i32 %8, %3
  br i1 %20, label %21, label %43

21:                                               ; preds = %16
  %22 = icmp slt i32 %9, %3
  br i1 %22, label %28, label %23

23:                                               ; preds = %21
  %24 = sub nsw i32 %9, %3
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !10
  br label %28

28:                                               ; preds = %21, %23
  %29 = phi contract float [ %27, %23 ], [ 0.000000e+00, %21 ]
  %30 = zext nneg i32 %8 to i64
  %31 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %30
  store float %29, ptr %31, align 4, !tbaa !10
  %32 = add nuw nsw i32 %9, %6
  %33 = icmp slt i32 %32, %2
  br i1 %33, label %34, label %38

34:                                               ; preds = %28
  %35 = zext nneg i32 %32 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !10
  br label %38

38:                                               ; preds = %28, %34
  %39 = phi contract float [ %37, %34 ], [ 0.000000e+00, %28 ]
  %40 = add nsw i32 %10, %6
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %41
  store float %39, ptr %42, align 4, !tbaa !10
  br label %43

43:                                               ; preds = %38, %16
  tail call void @llvm.nvvm.barrier0()
  br i1 %11, label %44, label %62

44:                                               ; preds = %43
  %45 = icmp slt i32 %3, 0
  br i1 %45, label %48, label %46

46:                                               ; preds = %44
  %47 = sub nsw i32 0, %3
  br label %52

48:                                               ; preds = %52, %44
  %49 = phi float [ 0.000000e+00, %44 ], [ %59, %52 ]
  %50 = zext nneg i32 %9 to i64
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  store float %49, ptr %51, align 4, !tbaa !10
  br label %62

52:                                               ; preds = %46, %52
  %53 = phi i32 [ %60, %52 ], [ %47, %46 ]
  %54 = phi float [ %59, %52 ], [ 0.000000e+00, %46 ]
  %55 = add nsw i32 %53, %10
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !10
  %59 = fadd contract float %54, %58
  %60 = add i32 %53, 1
  %61 = icmp eq i32 %53, %3
  br i1 %61, label %48, label %52, !llvm.loop !18

62:                                               ; preds = %48, %43
  ret void
}

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #2

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local noundef float @_Z12atomic_max_fPff(ptr nocapture noundef %0, float noundef %1) local_unnamed_addr #3 {
  %3 = load i32, ptr %0, align 4, !tbaa !19
  %4 = bitcast float %1 to i32
  br label %5

5:                                                ; preds = %9, %2
  %6 = phi i32 [ %3, %2 ], [ %11, %9 ]
  %7 = bitcast i32 %6 to float
  %8 = fcmp contract olt float %7, %1
  br i1 %8, label %9, label %13

9:                                                ; preds = %5
  %10 = cmpxchg ptr %0, i32 %6, i32 %4 seq_cst seq_cst, align 4
  %11 = extractvalue { i32, i1 } %10, 0
  %12 = extractvalue { i32, i1 } %10, 1
  br i1 %12, label %13, label %5

13:                                               ; preds = %9, %5
  %14 = phi i32 [ %11, %9 ], [ %6, %5 ]
  %15 = bitcast i32 %14 to float
  ret float %15
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z10cu_max_absPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %25

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !10
  %14 = tail call contract float @llvm.fabs.f32(float %13)
  %15 = load i32, ptr %1, align 4, !tbaa !19
  %16 = bitcast float %14 to i32
  br label %17

17:                                               ; preds = %21, %10
  %18 = phi i32 [ %15, %10 ], [ %23, %21 ]
  %19 = bitcast i32 %18 to float
  %20 = fcmp contract ogt float %14, %19
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = cmpxchg ptr %1, i32 %18, i32 %16 seq_cst seq_cst, align 4
  %23 = extractvalue { i32, i1 } %22, 0
  %24 = extractvalue { i32, i1 } %22, 1
  br i1 %24, label %25, label %17

25:                                               ; preds = %21, %17, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8cu_nbodyPK4BodyPfif(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, float noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nuw nsw i32 %7, %8
  %10 = icmp slt i32 %9, %2
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr inbounds %struct.Body, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !10
  %15 = getelementptr inbounds i8, ptr %13, i64 4
  %16 = load float, ptr %15, align 4, !tbaa !10
  %17 = getelementptr inbounds i8, ptr %13, i64 8
  %18 = load float, ptr %17, align 4, !tbaa !10
  br label %19

19:                                               ; preds = %4, %11
  %20 = phi float [ %14, %11 ], [ 0.000000e+00, %4 ]
  %21 = phi float [ %16, %11 ], [ 0.000000e+00, %4 ]
  %22 = phi float [ %18, %11 ], [ 0.000000e+00, %4 ]
  %23 = icmp sgt i32 %2, 0
  br i1 %23, label %24, label %31

24:                                               ; preds = %19
  %25 = icmp ult i32 %8, 128
  %26 = zext nneg i32 %8 to i64
  %27 = getelementptr inbounds [128 x %struct.Body], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_nbodyPK4BodyPfifE2sh to ptr), i64 0, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 4
  %29 = getelementptr inbounds i8, ptr %27, i64 8
  %30 = getelementptr inbounds i8, ptr %27, i64 12
  br label %35

31:                                               ; preds = %59, %19
  %32 = phi float [ 0.000000e+00, %19 ], [ %94, %59 ]
  %33 = phi float [ 0.000000e+00, %19 ], [ %92, %59 ]
  %34 = phi float [ 0.000000e+00, %19 ], [ %90, %59 ]
  br i1 %10, label %100, label %106

35:                                               ; preds = %24, %59
  %36 = phi float [ 0.000000e+00, %24 ], [ %90, %59 ]
  %37 = phi float [ 0.000000e+00, %24 ], [ %92, %59 ]
  %38 = phi float [ 0.000000e+00, %24 ], [ %94, %59 ]
  %39 = phi i32 [ 0, %24 ], [ %60, %59 ]
  %40 = add nuw nsw i32 %39, %8
  br i1 %25, label %41, label %58

41:                                               ; preds = %35
  %42 = icmp slt i32 %40, %2
  br i1 %42, label %43, label %53

43:                                               ; preds = %41
  %44 = zext nneg i32 %40 to i64
  %45 = getelementptr inbounds %struct.Body, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !10
  %47 = getelementptr inbounds i8, ptr %45, i64 4
  %48 = load float, ptr %47, align 4, !tbaa !10
  %49 = getelementptr inbounds i8, ptr %45, i64 8
  %50 = load float, ptr %49, align 4, !tbaa !10
  %51 = getelementptr inbounds i8, ptr %45, i64 12
  %52 = load float, ptr %51, align 4, !tbaa !10
  br label %53

53:                                               ; preds = %41, %43
  %54 = phi float [ %52, %43 ], [ 0.000000e+00, %41 ]
  %55 = phi float [ %50, %43 ], [ 0.000000e+00, %41 ]
  %56 = phi float [ %48, %43 ], [ 0.000000e+00, %41 ]
  %57 = phi float [ %46, %43 ], [ 0.000000e+00, %41 ]
  store float %57, ptr %27, align 4, !tbaa !10
  store float %56, ptr %28, align 4, !tbaa !10
  store float %55, ptr %29, align 4, !tbaa !10
  store float %54, ptr %30, align 4, !tbaa !10
  br label %58

58:                                               ; preds = %53, %35
  tail call void @llvm.nvvm.barrier0()
  br label %62

59:                                               ; preds = %62
  tail call void @llvm.nvvm.barrier0()
  %60 = add nuw nsw i32 %39, 128
  %61 = icmp slt i32 %60, %2
  br i1 %61, label %35, label %31, !llvm.loop !21

62:                                               ; preds = %58, %62
  %63 = phi float [ %90, %62 ], [ %36, %58 ]
  %64 = phi float [ %92, %62 ], [ %37, %58 ]
  %65 = phi i32 [ %95, %62 ], [ 0, %58 ]
  %66 = phi float [ %94, %62 ], [ %38, %58 ]
  %67 = zext nneg i32 %65 to i64
  %68 = getelementptr inbounds [128 x %struct.Body], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_nbodyPK4BodyPfifE2sh to ptr), i64 0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !22
  %70 = fsub contract float %69, %20
  %71 = getelementptr inbounds i8, ptr %68, i64 4
  %72 = load float, ptr %71, align 4, !tbaa !24
  %73 = fsub contract float %72, %21
  %74 = getelementptr inbounds i8, ptr %68, i64 8
  %75 = load float, ptr %74, align 4, !tbaa !25
  %76 = fsub contract float %75, %22
  %77 = fmul contract float %70, %70
  %78 = fmul contract float %73, %73
  %79 = fadd contract float %77, %78
  %80 = fmul contract float %76, %76
  %81 = fadd contract float %79, %80
  %82 = fadd contract float %81, %3
  %83 = tail call contract float @llvm.nvvm.rsqrt.approx.f(float %82)
  %84 = getelementptr inbounds i8, ptr %68, i64 12
  %85 = load float, ptr %84, align 4, !tbaa !26
  %86 = fmul contract float %83, %85
  %87 = fmul contract float %83, %86
  %88 = fmul contract float %83, %87
  %89 = fmul contract float %70, %88
  %90 = fadd contract float %63, %89
  %91 = fmul contract float %73, %88
  %92 = fadd contract float %64, %91
  %93 = fmul contract float %76, %88
  %94 = fadd contract float %66, %93
  %95 = add nuw nsw i32 %65, 1
  %96 = icmp ult i32 %65, 127
  %97 = or disjoint i32 %95, %39
  %98 = icmp slt i32 %97, %2
  %99 = select i1 %96, i1 %98, i1 false
  br i1 %99, label %62, label %59, !llvm.loop !27

100:                                              ; preds = %31
  %101 = mul nuw nsw i32 %9, 3
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %1, i64 %102
  store float %34, ptr %103, align 4, !tbaa !10
  %104 = getelementptr inbounds i8, ptr %103, i64 4
  store float %33, ptr %104, align 4, !tbaa !10
  %105 = getelementptr inbounds i8, ptr %103, i64 8
  store float %32, ptr %105, align 4, !tbaa !10
  br label %106

106:                                              ; preds = %100, %31
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #6

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z13cu_work_queuePKiiPiS1_(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #7 {
  %5 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %6 = icmp eq i32 %5, 0
  br label %7

7:                                                ; preds = %50, %4
  br i1 %6, label %8, label %10

8:                                                ; preds = %7
  %9 = atomicrmw add ptr %2, i32 32 seq_cst, align 4
  br label %10

10:                                               ; preds = %8, %7
  %11 = phi i32 [ %9, %8 ], [ 0, %7 ]
  %12 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %11, i32 0, i32 31)
  %13 = add nsw i32 %12, %5
  %14 = icmp sge i32 %13, %1
  %15 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %14)
  br i1 %15, label %51, label %16

16:                                               ; preds = %10
  %17 = icmp slt i32 %13, %1
  %18 = select i1 %17, i32 0, i32 3
  %19 = sext i32 %13 to i64
  %20 = getelementptr inbounds i32, ptr %3, i64 %19
  %21 = sext i32 %13 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  br label %23

23:                                               ; preds = %16, %36
  %24 = phi i32 [ %18, %16 ], [ %47, %36 ]
  %25 = phi i32 [ 0, %16 ], [ %42, %36 ]
  %26 = phi i32 [ 0, %16 ], [ %43, %36 ]
  br label %27

27:                                               ; preds = %23, %32
  %28 = phi i32 [ %35, %32 ], [ %24, %23 ]
  %29 = phi i32 [ %33, %32 ], [ %25, %23 ]
  br label %30

30:                                               ; preds = %27, %48
  %31 = phi i32 [ 3, %48 ], [ %28, %27 ]
  switch i32 %31, label %49 [
    i32 3, label %50
    i32 0, label %32
    i32 1, label %36
    i32 2, label %48
  ]

32:                                               ; preds = %30
  %33 = load i32, ptr %22, align 4, !tbaa !19
  %34 = icmp sgt i32 %33, 1
  %35 = select i1 %34, i32 1, i32 2
  br label %27, !llvm.loop !28

36:                                               ; preds = %30
  %37 = and i32 %29, 1
  %38 = icmp eq i32 %37, 0
  %39 = mul nsw i32 %29, 3
  %40 = add nsw i32 %39, 1
  %41 = ashr exact i32 %29, 1
  %42 = select i1 %38, i32 %41, i32 %40
  %43 = add nuw nsw i32 %26, 1
  %44 = icmp sgt i32 %42, 1
  %45 = icmp ult i32 %26, 999
  %46 = select i1 %44, i1 %45, i1 false
  %47 = select i1 %46, i32 1, i32 2
  br label %23, !llvm.loop !28

48:                                               ; preds = %30
  store i32 %26, ptr %20, align 4, !tbaa !19
  br label %30, !llvm.loop !28

49:                                               ; preds = %30
  unreachable

50:                                               ; preds = %30
  br i1 %15, label %51, label %7

51:                                               ; preds = %10, %50
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #8

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #8

; Function Attrs: mustprogress norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local void @_Z9cu_timingPxPii(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %21

11:                                               ; preds = %3
  %12 = add nsw i32 %2, -1
  %13 = add nsw i32 %2, -2
  %14 = mul i32 %12, %13
  %15 = lshr i32 %14, 1
  %16 = add nuw i32 %15, %2
  %17 = xor i32 %16, -1
  %18 = mul i32 %8, %17
  %19 = and i32 %18, 1
  %20 = zext nneg i32 %19 to i64
  br label %21

21:                                               ; preds = %11, %3
  %22 = phi i64 [ 0, %3 ], [ %20, %11 ]
  %23 = tail call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %24 = sub i64 %22, %9
  %25 = add i64 %24, %23
  %26 = zext nneg i32 %8 to i64
  %27 = getelementptr inbounds i64, ptr %0, i64 %26
  store i64 %25, ptr %27, align 8, !tbaa !29
  %28 = tail call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %29 = shl nsw i32 %28, 6
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  %31 = add nsw i32 %29, %30
  %32 = getelementptr inbounds i32, ptr %1, i64 %26
  store i32 %31, ptr %32, align 4, !tbaa !19
  ret void
}

; Function Attrs: nocallback nounwind memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.smid() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.warpid() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nounwind memory(argmem: read) }
attributes #3 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #4 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #8 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #9 = { mustprogress norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #10 = { nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}

!0 = !{ptr @_Z8cu_sgemmPKfS0_Pfi, !"kernel", i32 1}
!1 = !{ptr @_Z12cu_stencil1dPKfPfii, !"kernel", i32 1}
!2 = !{ptr @_Z10cu_max_absPKfPfi, !"kernel", i32 1}
!3 = !{ptr @_Z8cu_nbodyPK4BodyPfif, !"kernel", i32 1}
!4 = !{ptr @_Z13cu_work_queuePKiiPiS1_, !"kernel", i32 1}
!5 = !{ptr @_Z9cu_timingPxPii, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"clang-19"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !12, i64 0}
!21 = distinct !{!21, !15, !16}
!22 = !{!23, !11, i64 0}
!23 = !{!"_ZTS4Body", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12}
!24 = !{!23, !11, i64 4}
!25 = !{!23, !11, i64 8}
!26 = !{!23, !11, i64 12}
!27 = distinct !{!27, !15, !16}
!28 = distinct !{!28, !15, !16}
!29 = !{!30, !30, i64 0}
!30 = !{!"long long", !12, i64 0}
