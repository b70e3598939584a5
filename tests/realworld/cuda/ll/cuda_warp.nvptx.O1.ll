source_filename = "src/cuda_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9cu_reducePKfPfiE9warp_part = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ13cu_block_scanPKiPiE4wsum = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef float @_Z8warp_sumf(float noundef %0) local_unnamed_addr #0 {
  br label %3

2:                                                ; preds = %3
  ret float %7

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 16, %1 ], [ %8, %3 ]
  %5 = phi float [ %0, %1 ], [ %7, %3 ]
  %6 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %5, i32 %4, i32 31)
  %7 = fadd contract float %5, %6
  %8 = lshr i32 %4, 1
  %9 = icmp ult i32 %4, 2
  br i1 %9, label %2, label %3, !llvm.loop !10
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9cu_reducePKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %12, label %10

10:                                               ; preds = %25, %3
  %11 = phi float [ 0.000000e+00, %3 ], [ %31, %25 ]
  br label %15

12:                                               ; preds = %3
  %13 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul nuw nsw i32 %13, %5
  br label %25

15:                                               ; preds = %10, %15
  %16 = phi i32 [ %20, %15 ], [ 16, %10 ]
  %17 = phi float [ %19, %15 ], [ %11, %10 ]
  %18 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %17, i32 %16, i32 31)
  %19 = fadd contract float %17, %18
  %20 = lshr i32 %16, 1
  %21 = icmp ult i32 %16, 2
  br i1 %21, label %22, label %15, !llvm.loop !10

22:                                               ; preds = %15
  %23 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %34, label %38

25:                                               ; preds = %12, %25
  %26 = phi float [ 0.000000e+00, %12 ], [ %31, %25 ]
  %27 = phi i32 [ %8, %12 ], [ %32, %25 ]
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !13
  %31 = fadd contract float %26, %30
  %32 = add nuw nsw i32 %27, %14
  %33 = icmp slt i32 %32, %2
  br i1 %33, label %25, label %10, !llvm.loop !17

34:                                               ; preds = %22
  %35 = lshr i32 %7, 5
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9cu_reducePKfPfiE9warp_part to ptr), i64 0, i64 %36
  store float %19, ptr %37, align 4, !tbaa !13
  br label %38

38:                                               ; preds = %34, %22
  tail call void @llvm.nvvm.barrier0()
  %39 = icmp ult i32 %7, 32
  br i1 %39, label %40, label %60

40:                                               ; preds = %38
  %41 = lshr i32 %5, 5
  %42 = icmp ult i32 %7, %41
  br i1 %42, label %43, label %47

43:                                               ; preds = %40
  %44 = zext nneg i32 %23 to i64
  %45 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9cu_reducePKfPfiE9warp_part to ptr), i64 0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !13
  br label %47

47:                                               ; preds = %40, %43
  %48 = phi float [ %46, %43 ], [ 0.000000e+00, %40 ]
  br label %49

49:                                               ; preds = %47, %49
  %50 = phi i32 [ %54, %49 ], [ 16, %47 ]
  %51 = phi float [ %53, %49 ], [ %48, %47 ]
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %51, i32 %50, i32 31)
  %53 = fadd contract float %51, %52
  %54 = lshr i32 %50, 1
  %55 = icmp ult i32 %50, 2
  br i1 %55, label %56, label %49, !llvm.loop !10

56:                                               ; preds = %49
  %57 = icmp eq i32 %7, 0
  br i1 %57, label %58, label %60

58:                                               ; preds = %56
  %59 = atomicrmw fadd ptr %1, float %53 seq_cst, align 4
  br label %60

60:                                               ; preds = %56, %58, %38
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z10cu_compactPKiPiS1_i(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nuw nsw i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !18
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  %17 = icmp sgt i32 %16, 0
  %18 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %17)
  %19 = or i32 %18, -2147483648
  %20 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %19, i1 true)
  %21 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %22 = icmp eq i32 %21, %20
  %23 = icmp ne i32 %18, 0
  %24 = and i1 %23, %22
  br i1 %24, label %25, label %28

25:                                               ; preds = %15
  %26 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %18)
  %27 = atomicrmw add ptr %2, i32 %26 seq_cst, align 4
  br label %28

28:                                               ; preds = %25, %15
  %29 = phi i32 [ %27, %25 ], [ 0, %15 ]
  %30 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %29, i32 %20, i32 31)
  br i1 %17, label %31, label %39

31:                                               ; preds = %28
  %32 = shl nsw i32 -1, %21
  %33 = xor i32 %32, -1
  %34 = and i32 %18, %33
  %35 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %34)
  %36 = add nsw i32 %30, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %1, i64 %37
  store i32 %16, ptr %38, align 4, !tbaa !18
  br label %39

39:                                               ; preds = %31, %28
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z12cu_vote_loopPffi(ptr nocapture noundef %0, float noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = icmp sgt i32 %2, 0
  br i1 %12, label %13, label %33

13:                                               ; preds = %3, %27
  %14 = phi float [ %29, %27 ], [ %11, %3 ]
  %15 = phi i32 [ %30, %27 ], [ 0, %3 ]
  %16 = tail call contract float @llvm.fabs.f32(float %14)
  %17 = fcmp contract olt float %16, %1
  %18 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %17)
  br i1 %18, label %27, label %19

19:                                               ; preds = %13
  %20 = xor i1 %17, true
  %21 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %20)
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = fmul contract float %14, 5.000000e-01
  %24 = fmul contract float %14, 2.500000e-01
  %25 = select contract i1 %17, float 0.000000e+00, float %24
  %26 = fadd contract float %23, %25
  br label %27

27:                                               ; preds = %19, %13, %22
  %28 = phi i1 [ false, %22 ], [ true, %13 ], [ true, %19 ]
  %29 = phi float [ %26, %22 ], [ %14, %13 ], [ %14, %19 ]
  %30 = add nuw nsw i32 %15, 1
  %31 = icmp eq i32 %30, %2
  %32 = select i1 %28, i1 true, i1 %31
  br i1 %32, label %33, label %13, !llvm.loop !20

33:                                               ; preds = %27, %3
  %34 = phi float [ %11, %3 ], [ %29, %27 ]
  store float %34, ptr %10, align 4, !tbaa !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #4

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z18cu_match_aggregatePKiPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !18
  %12 = tail call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %11)
  %13 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %12, i1 true)
  %14 = getelementptr inbounds float, ptr %1, i64 %9
  %15 = load float, ptr %14, align 4, !tbaa !13
  %16 = icmp eq i32 %12, 0
  br i1 %16, label %17, label %21

17:                                               ; preds = %21, %3
  %18 = phi float [ 0.000000e+00, %3 ], [ %26, %21 ]
  %19 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %20 = icmp eq i32 %19, %13
  br i1 %20, label %30, label %34

21:                                               ; preds = %3, %21
  %22 = phi float [ %26, %21 ], [ 0.000000e+00, %3 ]
  %23 = phi i32 [ %28, %21 ], [ %12, %3 ]
  %24 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %23, i1 true)
  %25 = tail call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 %12, float %15, i32 %24, i32 31)
  %26 = fadd contract float %22, %25
  %27 = add i32 %23, -1
  %28 = and i32 %27, %23
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %17, label %21, !llvm.loop !21

30:                                               ; preds = %17
  %31 = sext i32 %11 to i64
  %32 = getelementptr inbounds float, ptr %2, i64 %31
  %33 = atomicrmw fadd ptr %32, float %18 seq_cst, align 4
  br label %34

34:                                               ; preds = %30, %17
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13cu_block_scanPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = add nuw nsw i32 %6, %3
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !18
  %11 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  br label %15

12:                                               ; preds = %15
  %13 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %14 = icmp eq i32 %13, 31
  br i1 %14, label %24, label %28

15:                                               ; preds = %2, %15
  %16 = phi i32 [ %10, %2 ], [ %21, %15 ]
  %17 = phi i32 [ 1, %2 ], [ %22, %15 ]
  %18 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %16, i32 %17, i32 0)
  %19 = icmp ult i32 %11, %17
  %20 = select i1 %19, i32 0, i32 %18
  %21 = add nsw i32 %20, %16
  %22 = shl i32 %17, 1
  %23 = icmp slt i32 %22, 32
  br i1 %23, label %15, label %12, !llvm.loop !22

24:                                               ; preds = %12
  %25 = lshr i32 %3, 5
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cu_block_scanPKiPiE4wsum to ptr), i64 0, i64 %26
  store i32 %21, ptr %27, align 4, !tbaa !18
  br label %28

28:                                               ; preds = %24, %12
  tail call void @llvm.nvvm.barrier0()
  %29 = icmp ult i32 %3, 32
  br i1 %29, label %30, label %51

30:                                               ; preds = %28
  %31 = lshr i32 %5, 5
  %32 = icmp ult i32 %3, %31
  br i1 %32, label %33, label %37

33:                                               ; preds = %30
  %34 = zext nneg i32 %3 to i64
  %35 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cu_block_scanPKiPiE4wsum to ptr), i64 0, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !18
  br label %37

37:                                               ; preds = %30, %33
  %38 = phi i32 [ %36, %33 ], [ 0, %30 ]
  br label %42

39:                                               ; preds = %42
  %40 = zext nneg i32 %3 to i64
  %41 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cu_block_scanPKiPiE4wsum to ptr), i64 0, i64 %40
  store i32 %48, ptr %41, align 4, !tbaa !18
  br label %51

42:                                               ; preds = %37, %42
  %43 = phi i32 [ %49, %42 ], [ 1, %37 ]
  %44 = phi i32 [ %48, %42 ], [ %38, %37 ]
  %45 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %44, i32 %43, i32 0)
  %46 = icmp ult i32 %13, %43
  %47 = select i1 %46, i32 0, i32 %45
  %48 = add nsw i32 %47, %44
  %49 = shl i32 %43, 1
  %50 = icmp slt i32 %49, 32
  br i1 %50, label %42, label %39, !llvm.loop !23

51:                                               ; preds = %39, %28
  tail call void @llvm.nvvm.barrier0()
  %52 = icmp ugt i32 %3, 31
  br i1 %52, label %53, label %59

53:                                               ; preds = %51
  %54 = lshr i32 %3, 5
  %55 = add nsw i32 %54, -1
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cu_block_scanPKiPiE4wsum to ptr), i64 0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !18
  br label %59

59:                                               ; preds = %51, %53
  %60 = phi i32 [ %58, %53 ], [ 0, %51 ]
  %61 = sub i32 %21, %10
  %62 = add i32 %61, %60
  %63 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %62, ptr %63, align 4, !tbaa !18
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12cu_bar_countPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nuw nsw i32 %3, %4
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nuw nsw i32 %5, %6
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !18
  %11 = icmp sgt i32 %10, 0
  %12 = zext i1 %11 to i32
  %13 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %12)
  %14 = load i32, ptr %9, align 4, !tbaa !18
  %15 = lshr i32 %14, 31
  %16 = tail call i32 @llvm.nvvm.barrier0.or(i32 %15)
  %17 = load i32, ptr %9, align 4, !tbaa !18
  %18 = icmp ne i32 %17, 0
  %19 = zext i1 %18 to i32
  %20 = tail call i32 @llvm.nvvm.barrier0.and(i32 %19)
  %21 = icmp eq i32 %6, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %2
  %23 = shl nsw i32 %13, 2
  %24 = shl nsw i32 %16, 1
  %25 = add nsw i32 %24, %23
  %26 = add nsw i32 %25, %20
  %27 = zext nneg i32 %3 to i64
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  store i32 %26, ptr %28, align 4, !tbaa !18
  br label %29

29:                                               ; preds = %22, %2
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #5

attributes #0 = { convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}

!0 = !{ptr @_Z9cu_reducePKfPfi, !"kernel", i32 1}
!1 = !{ptr @_Z10cu_compactPKiPiS1_i, !"kernel", i32 1}
!2 = !{ptr @_Z12cu_vote_loopPffi, !"kernel", i32 1}
!3 = !{ptr @_Z18cu_match_aggregatePKiPKfPf, !"kernel", i32 1}
!4 = !{ptr @_Z13cu_block_scanPKiPi, !"kernel", i32 1}
!5 = !{ptr @_Z12cu_bar_countPKiPi, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"clang-19"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C++ TBAA"}
!17 = distinct !{!17, !11, !12}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !15, i64 0}
!20 = distinct !{!20, !11, !12}
!21 = distinct !{!21, !11, !12}
!22 = distinct !{!22, !11, !12}
!23 = distinct !{!23, !11, !12}
