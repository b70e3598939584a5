source_filename = "src/hip_reduce.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ13hip_reduce256PKfPfiE4smem = internal unnamed_addr addrspace(3) global [256 x float] undef, align 16
@_ZZ13hip_wave_scanPKiPiS1_E4sums = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 16
@__hip_cuid_ = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z13hip_reduce256PKfPfi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = shl i32 %4, 8
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %28

9:                                                ; preds = %3
  %10 = tail call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %11 = getelementptr inbounds i8, ptr addrspace(4) %10, i64 12
  %12 = load i32, ptr addrspace(4) %11, align 4, !tbaa !5
  %13 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %14 = getelementptr inbounds i8, ptr addrspace(4) %13, i64 12
  %15 = load i16, ptr addrspace(4) %14, align 4, !range !9, !invariant.load !10, !noundef !10
  %16 = zext nneg i16 %15 to i32
  %17 = udiv i32 %12, %16
  %18 = shl i32 %17, 8
  br label %19

19:                                               ; preds = %9, %19
  %20 = phi i32 [ %7, %9 ], [ %26, %19 ]
  %21 = phi float [ 0.000000e+00, %9 ], [ %25, %19 ]
  %22 = sext i32 %20 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !11
  %25 = fadd contract float %21, %24
  %26 = add nsw i32 %18, %20
  %27 = icmp slt i32 %26, %2
  br i1 %27, label %19, label %28, !llvm.loop !13

28:                                               ; preds = %19, %3
  %29 = phi float [ 0.000000e+00, %3 ], [ %25, %19 ]
  %30 = getelementptr inbounds float, ptr addrspace(3) @_ZZ13hip_reduce256PKfPfiE4smem, i32 %6
  store float %29, ptr addrspace(3) %30, align 4, !tbaa !11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %31 = icmp ult i32 %6, 128
  br i1 %31, label %32, label %37

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr addrspace(3) %30, i32 512
  %34 = load float, ptr addrspace(3) %33, align 4, !tbaa !11
  %35 = load float, ptr addrspace(3) %30, align 4, !tbaa !11
  %36 = fadd contract float %34, %35
  store float %36, ptr addrspace(3) %30, align 4, !tbaa !11
  br label %37

37:                                               ; preds = %32, %28
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %38 = icmp ult i32 %6, 64
  br i1 %38, label %39, label %44

39:                                               ; preds = %37
  %40 = getelementptr inbounds i8, ptr addrspace(3) %30, i32 256
  %41 = load float, ptr addrspace(3) %40, align 4, !tbaa !11
  %42 = load float, ptr addrspace(3) %30, align 4, !tbaa !11
  %43 = fadd contract float %41, %42
  store float %43, ptr addrspace(3) %30, align 4, !tbaa !11
  br label %44

44:                                               ; preds = %39, %37
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %38, label %45, label %47

45:                                               ; preds = %44
  %46 = load float, ptr addrspace(3) %30, align 4, !tbaa !11
  br label %47

47:                                               ; preds = %45, %44
  %48 = phi contract float [ %46, %45 ], [ 0.000000e+00, %44 ]
  br i1 %38, label %49, label %63

49:                                               ; preds = %47
  %50 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %51 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %50)
  br label %52

52:                                               ; preds = %52, %49
  %53 = phi i32 [ 32, %49 ], [ %61, %52 ]
  %54 = phi float [ %48, %49 ], [ %60, %52 ]
  %55 = xor i32 %53, %51
  %56 = bitcast float %54 to i32
  %57 = shl i32 %55, 2
  %58 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %57, i32 %56)
  %59 = bitcast i32 %58 to float
  %60 = fadd contract float %54, %59
  %61 = lshr i32 %53, 1
  %62 = icmp ult i32 %53, 2
  br i1 %62, label %63, label %52, !llvm.loop !16

63:                                               ; preds = %52, %47
  %64 = phi float [ %48, %47 ], [ %60, %52 ]
  %65 = icmp eq i32 %6, 0
  br i1 %65, label %66, label %69

66:                                               ; preds = %63
  %67 = zext i32 %4 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %67
  store float %64, ptr addrspace(1) %68, align 4, !tbaa !11
  br label %69

69:                                               ; preds = %66, %63
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z13hip_wave_scanPKiPiS1_(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef writeonly %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = add i32 %10, %4
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %16 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %15)
  br label %20

17:                                               ; preds = %20
  %18 = lshr i32 %4, 6
  %19 = icmp eq i32 %16, 63
  br i1 %19, label %31, label %33

20:                                               ; preds = %3, %20
  %21 = phi i32 [ %14, %3 ], [ %28, %20 ]
  %22 = phi i32 [ 1, %3 ], [ %29, %20 ]
  %23 = sub i32 %16, %22
  %24 = shl i32 %23, 2
  %25 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %21)
  %26 = icmp ult i32 %16, %22
  %27 = select i1 %26, i32 0, i32 %25
  %28 = add nsw i32 %27, %21
  %29 = shl nuw nsw i32 %22, 1
  %30 = icmp ult i32 %22, 32
  br i1 %30, label %20, label %17, !llvm.loop !17

31:                                               ; preds = %17
  %32 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %18
  store i32 %28, ptr addrspace(3) %32, align 4, !tbaa !5
  br label %33

33:                                               ; preds = %31, %17
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %34 = icmp eq i32 %4, 0
  br i1 %34, label %35, label %50

35:                                               ; preds = %33
  %36 = lshr i32 %9, 6
  %37 = icmp ult i16 %8, 64
  br i1 %37, label %38, label %42

38:                                               ; preds = %42, %35
  %39 = phi i32 [ 0, %35 ], [ %47, %42 ]
  %40 = zext i32 %5 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %40
  store i32 %39, ptr addrspace(1) %41, align 4, !tbaa !5
  br label %50

42:                                               ; preds = %35, %42
  %43 = phi i32 [ %48, %42 ], [ 0, %35 ]
  %44 = phi i32 [ %47, %42 ], [ 0, %35 ]
  %45 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %43
  %46 = load i32, ptr addrspace(3) %45, align 4, !tbaa !5
  store i32 %44, ptr addrspace(3) %45, align 4, !tbaa !5
  %47 = add nsw i32 %46, %44
  %48 = add nuw nsw i32 %43, 1
  %49 = icmp eq i32 %48, %36
  br i1 %49, label %38, label %42, !llvm.loop !18

50:                                               ; preds = %38, %33
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %51 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %18
  %52 = load i32, ptr addrspace(3) %51, align 4, !tbaa !5
  %53 = add nsw i32 %52, %28
  %54 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %53, ptr addrspace(1) %54, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z18hip_ballot_compactPKiPiPji(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp ult i32 %12, %3
  br i1 %13, label %14, label %18

14:                                               ; preds = %4
  %15 = zext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  br label %18

18:                                               ; preds = %4, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %4 ]
  %20 = icmp ne i32 %19, 0
  %21 = tail call i64 @llvm.amdgcn.ballot.i64(i1 %20)
  %22 = lshr i64 %21, 32
  %23 = trunc nuw i64 %22 to i32
  %24 = trunc i64 %21 to i32
  %25 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 %24, i32 0)
  %26 = tail call i32 @llvm.amdgcn.mbcnt.hi(i32 %23, i32 %25)
  %27 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %28 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %27)
  %29 = icmp eq i32 %28, 0
  %30 = icmp ne i64 %21, 0
  %31 = select i1 %29, i1 %30, i1 false
  br i1 %31, label %32, label %36

32:                                               ; preds = %18
  %33 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %21)
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = atomicrmw add ptr addrspace(1) %2, i32 %34 syncscope("agent-one-as") monotonic, align 4
  br label %36

36:                                               ; preds = %32, %18
  %37 = phi i32 [ %35, %32 ], [ 0, %18 ]
  %38 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %37)
  br i1 %20, label %39, label %43

39:                                               ; preds = %36
  %40 = add i32 %38, %26
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %41
  store i32 %19, ptr addrspace(1) %42, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %39, %36
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z14hip_dpp_rowsumPKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !9, !invariant.load !10, !noundef !10
  %7 = zext nneg i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %13, i32 273, i32 15, i32 15, i1 false)
  %15 = add nsw i32 %14, %13
  %16 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %15, i32 274, i32 15, i32 15, i1 false)
  %17 = add nsw i32 %15, %16
  %18 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %17, i32 276, i32 15, i32 14, i1 false)
  %19 = add nsw i32 %17, %18
  %20 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %19, i32 280, i32 15, i32 12, i1 false)
  %21 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %22 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %21)
  %23 = and i32 %22, 15
  %24 = icmp eq i32 %23, 15
  br i1 %24, label %25, label %30

25:                                               ; preds = %2
  %26 = add nsw i32 %19, %20
  %27 = lshr i32 %10, 4
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28
  store i32 %26, ptr addrspace(1) %29, align 4, !tbaa !5
  br label %30

30:                                               ; preds = %25, %2
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z14hip_lane_bcastPKfPfi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #6 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !11
  %15 = icmp sgt i32 %2, 0
  br i1 %15, label %21, label %16

16:                                               ; preds = %21, %3
  %17 = phi float [ 0.000000e+00, %3 ], [ %30, %21 ]
  %18 = phi float [ %14, %3 ], [ %33, %21 ]
  %19 = fadd contract float %17, %18
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  store float %19, ptr addrspace(1) %20, align 4, !tbaa !11
  ret void

21:                                               ; preds = %3, %21
  %22 = phi float [ %33, %21 ], [ %14, %3 ]
  %23 = phi float [ %30, %21 ], [ 0.000000e+00, %3 ]
  %24 = phi i32 [ %34, %21 ], [ 0, %3 ]
  %25 = and i32 %24, 63
  %26 = bitcast float %22 to i32
  %27 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %26, i32 %25)
  %28 = bitcast i32 %27 to float
  %29 = fmul contract float %22, %28
  %30 = fadd contract float %23, %29
  %31 = bitcast float %30 to i32
  %32 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %31)
  %33 = bitcast i32 %32 to float
  %34 = add nuw nsw i32 %24, 1
  %35 = icmp eq i32 %34, %2
  br i1 %35, label %16, label %21, !llvm.loop !19
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent mustprogress nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #7 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"clang-19"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
