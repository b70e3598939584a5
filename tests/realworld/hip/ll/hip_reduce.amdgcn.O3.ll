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
  br i1 %38, label %49, label %83

49:                                               ; preds = %47
  %50 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %51 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %50)
  %52 = bitcast float %48 to i32
  %53 = shl i32 %51, 2
  %54 = xor i32 %53, 128
  %55 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %54, i32 %52)
  %56 = bitcast i32 %55 to float
  %57 = fadd contract float %48, %56
  %58 = bitcast float %57 to i32
  %59 = xor i32 %53, 64
  %60 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 %58)
  %61 = bitcast i32 %60 to float
  %62 = fadd contract float %57, %61
  %63 = bitcast float %62 to i32
  %64 = xor i32 %53, 32
  %65 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %63)
  %66 = bitcast i32 %65 to float
  %67 = fadd contract float %62, %66
  %68 = bitcast float %67 to i32
  %69 = xor i32 %53, 16
  %70 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %69, i32 %68)
  %71 = bitcast i32 %70 to float
  %72 = fadd contract float %67, %71
  %73 = bitcast float %72 to i32
  %74 = xor i32 %53, 8
  %75 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %74, i32 %73)
  %76 = bitcast i32 %75 to float
  %77 = fadd contract float %72, %76
  %78 = bitcast float %77 to i32
  %79 = xor i32 %53, 4
  %80 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %79, i32 %78)
  %81 = bitcast i32 %80 to float
  %82 = fadd contract float %77, %81
  br label %83

83:                                               ; preds = %47, %49
  %84 = phi float [ %48, %47 ], [ %82, %49 ]
  %85 = icmp eq i32 %6, 0
  br i1 %85, label %86, label %89

86:                                               ; preds = %83
  %87 = zext i32 %4 to i64
  %88 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %87
  store float %84, ptr addrspace(1) %88, align 4, !tbaa !11
  br label %89

89:                                               ; preds = %86, %83
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
  %17 = shl i32 %16, 2
  %18 = add i32 %17, -4
  %19 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %18, i32 %14)
  %20 = icmp eq i32 %16, 0
  %21 = select i1 %20, i32 0, i32 %19
  %22 = add nsw i32 %21, %14
  %23 = shl i32 %16, 2
  %24 = add i32 %23, -8
  %25 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %22)
  %26 = icmp ult i32 %16, 2
  %27 = select i1 %26, i32 0, i32 %25
  %28 = add nsw i32 %27, %22
  %29 = shl i32 %16, 2
  %30 = add i32 %29, -16
  %31 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %28)
  %32 = icmp ult i32 %16, 4
  %33 = select i1 %32, i32 0, i32 %31
  %34 = add nsw i32 %33, %28
  %35 = shl i32 %16, 2
  %36 = add i32 %35, -32
  %37 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %34)
  %38 = icmp ult i32 %16, 8
  %39 = select i1 %38, i32 0, i32 %37
  %40 = add nsw i32 %39, %34
  %41 = shl i32 %16, 2
  %42 = add i32 %41, -64
  %43 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 %40)
  %44 = icmp ult i32 %16, 16
  %45 = select i1 %44, i32 0, i32 %43
  %46 = add nsw i32 %45, %40
  %47 = shl i32 %16, 2
  %48 = add i32 %47, -128
  %49 = tail call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %48, i32 %46)
  %50 = icmp ult i32 %16, 32
  %51 = select i1 %50, i32 0, i32 %49
  %52 = add nsw i32 %51, %46
  %53 = lshr i32 %4, 6
  %54 = icmp eq i32 %16, 63
  br i1 %54, label %55, label %57

55:                                               ; preds = %3
  %56 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %53
  store i32 %52, ptr addrspace(3) %56, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %55, %3
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %58 = icmp eq i32 %4, 0
  br i1 %58, label %59, label %125

59:                                               ; preds = %57
  %60 = lshr i32 %9, 6
  %61 = icmp ult i16 %8, 64
  br i1 %61, label %83, label %62

62:                                               ; preds = %59
  %63 = add nsw i32 %60, -1
  %64 = and i32 %60, 7
  %65 = icmp ult i32 %63, 7
  br i1 %65, label %68, label %66

66:                                               ; preds = %62
  %67 = and i32 %60, 24
  br label %87

68:                                               ; preds = %87, %62
  %69 = phi i32 [ poison, %62 ], [ %121, %87 ]
  %70 = phi i32 [ 0, %62 ], [ %122, %87 ]
  %71 = phi i32 [ 0, %62 ], [ %121, %87 ]
  %72 = icmp eq i32 %64, 0
  br i1 %72, label %83, label %73

73:                                               ; preds = %68, %73
  %74 = phi i32 [ %80, %73 ], [ %70, %68 ]
  %75 = phi i32 [ %79, %73 ], [ %71, %68 ]
  %76 = phi i32 [ %81, %73 ], [ 0, %68 ]
  %77 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %74
  %78 = load i32, ptr addrspace(3) %77, align 4, !tbaa !5
  store i32 %75, ptr addrspace(3) %77, align 4, !tbaa !5
  %79 = add nsw i32 %78, %75
  %80 = add nuw nsw i32 %74, 1
  %81 = add i32 %76, 1
  %82 = icmp eq i32 %81, %64
  br i1 %82, label %83, label %73, !llvm.loop !15

83:                                               ; preds = %68, %73, %59
  %84 = phi i32 [ 0, %59 ], [ %69, %68 ], [ %79, %73 ]
  %85 = zext i32 %5 to i64
  %86 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %85
  store i32 %84, ptr addrspace(1) %86, align 4, !tbaa !5
  br label %125

87:                                               ; preds = %87, %66
  %88 = phi i32 [ 0, %66 ], [ %122, %87 ]
  %89 = phi i32 [ 0, %66 ], [ %121, %87 ]
  %90 = phi i32 [ 0, %66 ], [ %123, %87 ]
  %91 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %88
  %92 = load i32, ptr addrspace(3) %91, align 16, !tbaa !5
  store i32 %89, ptr addrspace(3) %91, align 16, !tbaa !5
  %93 = add nsw i32 %92, %89
  %94 = or disjoint i32 %88, 1
  %95 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %94
  %96 = load i32, ptr addrspace(3) %95, align 4, !tbaa !5
  store i32 %93, ptr addrspace(3) %95, align 4, !tbaa !5
  %97 = add nsw i32 %96, %93
  %98 = or disjoint i32 %88, 2
  %99 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %98
  %100 = load i32, ptr addrspace(3) %99, align 8, !tbaa !5
  store i32 %97, ptr addrspace(3) %99, align 8, !tbaa !5
  %101 = add nsw i32 %100, %97
  %102 = or disjoint i32 %88, 3
  %103 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %102
  %104 = load i32, ptr addrspace(3) %103, align 4, !tbaa !5
  store i32 %101, ptr addrspace(3) %103, align 4, !tbaa !5
  %105 = add nsw i32 %104, %101
  %106 = or disjoint i32 %88, 4
  %107 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %106
  %108 = load i32, ptr addrspace(3) %107, align 16, !tbaa !5
  store i32 %105, ptr addrspace(3) %107, align 16, !tbaa !5
  %109 = add nsw i32 %108, %105
  %110 = or disjoint i32 %88, 5
  %111 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %110
  %112 = load i32, ptr addrspace(3) %111, align 4, !tbaa !5
  store i32 %109, ptr addrspace(3) %111, align 4, !tbaa !5
  %113 = add nsw i32 %112, %109
  %114 = or disjoint i32 %88, 6
  %115 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %114
  %116 = load i32, ptr addrspace(3) %115, align 8, !tbaa !5
  store i32 %113, ptr addrspace(3) %115, align 8, !tbaa !5
  %117 = add nsw i32 %116, %113
  %118 = or disjoint i32 %88, 7
  %119 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %118
  %120 = load i32, ptr addrspace(3) %119, align 4, !tbaa !5
  store i32 %117, ptr addrspace(3) %119, align 4, !tbaa !5
  %121 = add nsw i32 %120, %117
  %122 = add nuw nsw i32 %88, 8
  %123 = add i32 %90, 8
  %124 = icmp eq i32 %123, %67
  br i1 %124, label %68, label %87, !llvm.loop !17

125:                                              ; preds = %83, %57
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %126 = getelementptr inbounds [16 x i32], ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums, i32 0, i32 %53
  %127 = load i32, ptr addrspace(3) %126, align 4, !tbaa !5
  %128 = add nsw i32 %127, %52
  %129 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %128, ptr addrspace(1) %129, align 4, !tbaa !5
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
  %26 = lshr i32 %10, 4
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %27
  %29 = add nsw i32 %19, %20
  store i32 %29, ptr addrspace(1) %28, align 4, !tbaa !5
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
  br i1 %35, label %16, label %21, !llvm.loop !18
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
