source_filename = "src/cuda_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9cu_reducePKfPfiE9warp_part = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ13cu_block_scanPKiPiE4wsum = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef float @_Z8warp_sumf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %0, i32 16, i32 31)
  %3 = fadd contract float %2, %0
  %4 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %3, i32 8, i32 31)
  %5 = fadd contract float %3, %4
  %6 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %5, i32 4, i32 31)
  %7 = fadd contract float %5, %6
  %8 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %7, i32 2, i32 31)
  %9 = fadd contract float %7, %8
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %9, i32 1, i32 31)
  %11 = fadd contract float %9, %10
  ret float %11
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9cu_reducePKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul nuw nsw i32 %11, %5
  br label %26

13:                                               ; preds = %26, %3
  %14 = phi float [ 0.000000e+00, %3 ], [ %32, %26 ]
  %15 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %14, i32 16, i32 31)
  %16 = fadd contract float %14, %15
  %17 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %16, i32 8, i32 31)
  %18 = fadd contract float %16, %17
  %19 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %18, i32 4, i32 31)
  %20 = fadd contract float %18, %19
  %21 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %20, i32 2, i32 31)
  %22 = fadd contract float %20, %21
  %23 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %22, i32 1, i32 31)
  %24 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %35, label %40

26:                                               ; preds = %10, %26
  %27 = phi float [ 0.000000e+00, %10 ], [ %32, %26 ]
  %28 = phi i32 [ %8, %10 ], [ %33, %26 ]
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !10
  %32 = fadd contract float %27, %31
  %33 = add nuw nsw i32 %28, %12
  %34 = icmp slt i32 %33, %2
  br i1 %34, label %26, label %13, !llvm.loop !14

35:                                               ; preds = %13
  %36 = lshr i32 %7, 5
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9cu_reducePKfPfiE9warp_part to ptr), i64 0, i64 %37
  %39 = fadd contract float %22, %23
  store float %39, ptr %38, align 4, !tbaa !10
  br label %40

40:                                               ; preds = %35, %13
  tail call void @llvm.nvvm.barrier0()
  %41 = icmp ult i32 %7, 32
  br i1 %41, label %42, label %64

42:                                               ; preds = %40
  %43 = lshr i32 %5, 5
  %44 = icmp ult i32 %7, %43
  br i1 %44, label %45, label %49

45:                                               ; preds = %42
  %46 = zext nneg i32 %24 to i64
  %47 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9cu_reducePKfPfiE9warp_part to ptr), i64 0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !10
  br label %49

49:                                               ; preds = %42, %45
  %50 = phi contract float [ %48, %45 ], [ 0.000000e+00, %42 ]
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %50, i32 16, i32 31)
  %52 = fadd contract float %50, %51
  %53 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %52, i32 8, i32 31)
  %54 = fadd contract float %52, %53
  %55 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %54, i32 4, i32 31)
  %56 = fadd contract float %54, %55
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %56, i32 2, i32 31)
  %58 = fadd contract float %56, %57
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %58, i32 1, i32 31)
  %60 = icmp eq i32 %7, 0
  br i1 %60, label %61, label %64

61:                                               ; preds = %49
  %62 = fadd contract float %58, %59
  %63 = atomicrmw fadd ptr %1, float %62 seq_cst, align 4
  br label %64

64:                                               ; preds = %49, %61, %40
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
  %14 = load i32, ptr %13, align 4, !tbaa !16
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
  store i32 %16, ptr %38, align 4, !tbaa !16
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
  %11 = load float, ptr %10, align 4, !tbaa !10
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
  %22 = fmul contract float %14, 5.000000e-01
  %23 = fmul contract float %14, 2.500000e-01
  %24 = select contract i1 %17, float 0.000000e+00, float %23
  %25 = fadd contract float %22, %24
  %26 = select i1 %21, float %25, float %14
  br label %27

27:                                               ; preds = %19, %13
  %28 = phi i1 [ false, %13 ], [ %21, %19 ]
  %29 = phi float [ %14, %13 ], [ %26, %19 ]
  %30 = add nuw nsw i32 %15, 1
  %31 = icmp ne i32 %30, %2
  %32 = select i1 %28, i1 %31, i1 false
  br i1 %32, label %13, label %33, !llvm.loop !18

33:                                               ; preds = %27, %3
  %34 = phi float [ %11, %3 ], [ %29, %27 ]
  store float %34, ptr %10, align 4, !tbaa !10
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
  %11 = load i32, ptr %10, align 4, !tbaa !16
  %12 = tail call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %11)
  %13 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %12, i1 true)
  %14 = getelementptr inbounds float, ptr %1, i64 %9
  %15 = load float, ptr %14, align 4, !tbaa !10
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
  br i1 %29, label %17, label %21, !llvm.loop !19

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
  %10 = load i32, ptr %9, align 4, !tbaa !16
  %11 = tail call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %12 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %10, i32 1, i32 0)
  %13 = icmp eq i32 %11, 0
  %14 = select i1 %13, i32 0, i32 %12
  %15 = add nsw i32 %14, %10
  %16 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %15, i32 2, i32 0)
  %17 = icmp ult i32 %11, 2
  %18 = select i1 %17, i32 0, i32 %16
  %19 = add nsw i32 %18, %15
  %20 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %19, i32 4, i32 0)
  %21 = icmp ult i32 %11, 4
  %22 = select i1 %21, i32 0, i32 %20
  %23 = add nsw i32 %22, %19
  %24 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %23, i32 8, i32 0)
  %25 = icmp ult i32 %11, 8
  %26 = select i1 %25, i32 0, i32 %24
  %27 = add nsw i32 %26, %23
  %28 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %27, i32 16, i32 0)
  %29 = icmp ult i32 %11, 16
  %30 = select i1 %29, i32 0, i32 %28
  %31 = add nsw i32 %30, %27
  %32 = icmp eq i32 %11, 31
  br i1 %32, label %33, label %37

33:                                               ; preds = %2
  %34 = lshr i32 %3, 5
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cu_block_scanPKiPiE4wsum to ptr), i64 0, i64 %35
  store i32 %31, ptr %36, align 4, !tbaa !16
  br label %37

37:                                               ; preds = %33, %2
  tail call void @llvm.nvvm.barrier0()
  %38 = icmp ult i32 %3, 32
  br i1 %38, label %39, label %64

39:                                               ; preds = %37
  %40 = lshr i32 %5, 5
  %41 = icmp ult i32 %3, %40
  %42 = zext nneg i32 %3 to i64
  br i1 %41, label %43, label %46

43:                                               ; preds = %39
  %44 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cu_block_scanPKiPiE4wsum to ptr), i64 0, i64 %42
  %45 = load i32, ptr %44, align 4, !tbaa !16
  br label %46

46:                                               ; preds = %39, %43
  %47 = phi i32 [ %45, %43 ], [ 0, %39 ]
  %48 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %47, i32 1, i32 0)
  %49 = select i1 %13, i32 0, i32 %48
  %50 = add nsw i32 %49, %47
  %51 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %50, i32 2, i32 0)
  %52 = select i1 %17, i32 0, i32 %51
  %53 = add nsw i32 %52, %50
  %54 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %53, i32 4, i32 0)
  %55 = select i1 %21, i32 0, i32 %54
  %56 = add nsw i32 %55, %53
  %57 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %56, i32 8, i32 0)
  %58 = select i1 %25, i32 0, i32 %57
  %59 = add nsw i32 %58, %56
  %60 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %59, i32 16, i32 0)
  %61 = select i1 %29, i32 0, i32 %60
  %62 = add nsw i32 %61, %59
  %63 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cu_block_scanPKiPiE4wsum to ptr), i64 0, i64 %42
  store i32 %62, ptr %63, align 4, !tbaa !16
  br label %64

64:                                               ; preds = %46, %37
  tail call void @llvm.nvvm.barrier0()
  %65 = icmp ugt i32 %3, 31
  br i1 %65, label %66, label %72

66:                                               ; preds = %64
  %67 = lshr i32 %3, 5
  %68 = add nsw i32 %67, -1
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cu_block_scanPKiPiE4wsum to ptr), i64 0, i64 %69
  %71 = load i32, ptr %70, align 4, !tbaa !16
  br label %72

72:                                               ; preds = %64, %66
  %73 = phi i32 [ %71, %66 ], [ 0, %64 ]
  %74 = sub i32 %31, %10
  %75 = add i32 %74, %73
  %76 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %75, ptr %76, align 4, !tbaa !16
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
  %10 = load i32, ptr %9, align 4, !tbaa !16
  %11 = icmp sgt i32 %10, 0
  %12 = zext i1 %11 to i32
  %13 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %12)
  %14 = load i32, ptr %9, align 4, !tbaa !16
  %15 = lshr i32 %14, 31
  %16 = tail call i32 @llvm.nvvm.barrier0.or(i32 %15)
  %17 = load i32, ptr %9, align 4, !tbaa !16
  %18 = icmp ne i32 %17, 0
  %19 = zext i1 %18 to i32
  %20 = tail call i32 @llvm.nvvm.barrier0.and(i32 %19)
  %21 = icmp eq i32 %6, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %2
  %23 = zext nneg i32 %3 to i64
  %24 = getelementptr inbounds i32, ptr %1, i64 %23
  %25 = shl nsw i32 %13, 2
  %26 = shl nsw i32 %16, 1
  %27 = add nsw i32 %26, %25
  %28 = add nsw i32 %27, %20
  store i32 %28, ptr %24, align 4, !tbaa !16
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
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !12, i64 0}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
