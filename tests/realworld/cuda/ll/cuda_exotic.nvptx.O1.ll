source_filename = "src/cuda_exotic.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { double, i32 }

@_ZZ9cx_spacesPfiE1s = internal addrspace(3) global [32 x float] undef, align 4
@.str = private unnamed_addr constant [19 x i8] c"negative %f at %d\0A\00", align 1
@__const._Z8cx_fnptrPKfPfPKi.fs = private unnamed_addr constant [2 x ptr] [ptr @_Z4f_sqf, ptr @_Z5f_negf], align 8

; Function Attrs: mustprogress norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z7cx_wmmaPKiS0_PfS1_i(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %0, i32 %4)
  %7 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %6, 0
  %8 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %6, 1
  %9 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %6, 2
  %10 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %6, 3
  %11 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %6, 4
  %12 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %6, 5
  %13 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %6, 6
  %14 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %6, 7
  %15 = tail call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr %1, i32 %4)
  %16 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %15, 0
  %17 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %15, 1
  %18 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %15, 2
  %19 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %15, 3
  %20 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %15, 4
  %21 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %15, 5
  %22 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %15, 6
  %23 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %15, 7
  %24 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr %2, i32 %4)
  %25 = extractvalue { float, float, float, float, float, float, float, float } %24, 0
  %26 = extractvalue { float, float, float, float, float, float, float, float } %24, 1
  %27 = extractvalue { float, float, float, float, float, float, float, float } %24, 2
  %28 = extractvalue { float, float, float, float, float, float, float, float } %24, 3
  %29 = extractvalue { float, float, float, float, float, float, float, float } %24, 4
  %30 = extractvalue { float, float, float, float, float, float, float, float } %24, 5
  %31 = extractvalue { float, float, float, float, float, float, float, float } %24, 6
  %32 = extractvalue { float, float, float, float, float, float, float, float } %24, 7
  %33 = tail call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %7, <2 x half> %8, <2 x half> %9, <2 x half> %10, <2 x half> %11, <2 x half> %12, <2 x half> %13, <2 x half> %14, <2 x half> %16, <2 x half> %17, <2 x half> %18, <2 x half> %19, <2 x half> %20, <2 x half> %21, <2 x half> %22, <2 x half> %23, float %25, float %26, float %27, float %28, float %29, float %30, float %31, float %32)
  %34 = extractvalue { float, float, float, float, float, float, float, float } %33, 0
  %35 = extractvalue { float, float, float, float, float, float, float, float } %33, 1
  %36 = extractvalue { float, float, float, float, float, float, float, float } %33, 2
  %37 = extractvalue { float, float, float, float, float, float, float, float } %33, 3
  %38 = extractvalue { float, float, float, float, float, float, float, float } %33, 4
  %39 = extractvalue { float, float, float, float, float, float, float, float } %33, 5
  %40 = extractvalue { float, float, float, float, float, float, float, float } %33, 6
  %41 = extractvalue { float, float, float, float, float, float, float, float } %33, 7
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %3, float %34, float %35, float %36, float %37, float %38, float %39, float %40, float %41, i32 %4)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr nocapture readonly, i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr nocapture readonly, i32) #2

; Function Attrs: nocallback nofree nosync nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #3

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nocapture writeonly, float, float, float, float, float, float, float, float, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z13cx_match_votePKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #5 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nuw nsw i32 %3, %4
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nuw nsw i32 %5, %6
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !15
  %11 = tail call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %10)
  %12 = extractvalue { i32, i1 } %11, 1
  %13 = extractvalue { i32, i1 } %11, 0
  %14 = icmp sgt i32 %10, 0
  %15 = tail call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %14)
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge()
  %18 = tail call i32 @llvm.nvvm.activemask()
  %19 = xor i32 %17, %16
  %20 = xor i32 %19, %13
  %21 = xor i32 %20, %18
  %22 = select i1 %12, i32 2, i32 0
  %23 = zext i1 %15 to i32
  %24 = or disjoint i32 %22, %23
  %25 = add i32 %24, %21
  %26 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %25, ptr %26, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge() #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #6

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13cx_inline_ptxPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #8 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nuw nsw i32 %3, %4
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nuw nsw i32 %5, %6
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !15
  %11 = tail call i32 asm "mov.u32 $0, %laneid;", "=r"() #17, !srcloc !19
  %12 = tail call i32 asm sideeffect "add.s32 $0, $1, 1;", "=r,r"(i32 %10) #18, !srcloc !20
  %13 = tail call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #18, !srcloc !21
  %14 = add nsw i32 %12, %11
  %15 = trunc i64 %13 to i32
  %16 = and i32 %15, 1
  %17 = add nsw i32 %14, %16
  %18 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %17, ptr %18, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @_Z17cx_scoped_atomicsPiPfPy(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2) local_unnamed_addr #9 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %0, i32 1)
  %10 = getelementptr inbounds i8, ptr %0, i64 4
  %11 = tail call i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0(ptr nonnull %10, i32 0, i32 %8)
  %12 = atomicrmw fadd ptr %1, float 1.000000e+00 seq_cst, align 4
  %13 = zext nneg i32 %8 to i64
  %14 = atomicrmw umax ptr %2, i64 %13 seq_cst, align 8
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = tail call i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr nonnull %15, i32 %8)
  %17 = getelementptr inbounds i8, ptr %0, i64 12
  %18 = tail call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nonnull %17, i32 100)
  tail call void @llvm.nvvm.membar.cta()
  tail call void @llvm.nvvm.membar.gl()
  tail call void @llvm.nvvm.membar.sys()
  %19 = add nsw i32 %11, %9
  %20 = fptosi float %12 to i32
  %21 = add nsw i32 %19, %20
  %22 = trunc i64 %14 to i32
  %23 = add nsw i32 %21, %22
  %24 = add nsw i32 %23, %16
  %25 = add nsw i32 %24, %18
  %26 = and i32 %8, 15
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %0, i64 %27
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  store i32 %25, ptr %29, align 4, !tbaa !15
  ret void
}

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr nocapture, i32) #10

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0(ptr nocapture, i32, i32) #10

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr nocapture, i32) #10

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #10

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #11

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #11

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.sys() #11

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9cx_spacesPfi(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #8 {
  %3 = alloca float, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #19
  store float 2.000000e+00, ptr %3, align 4, !tbaa !22
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = uitofp nneg i32 %4 to float
  %6 = and i32 %4, 31
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9cx_spacesPfiE1s to ptr), i64 0, i64 %7
  store float %5, ptr %8, align 4, !tbaa !22
  tail call void @llvm.nvvm.barrier0()
  %9 = icmp eq i32 %1, 0
  %10 = icmp eq i32 %1, 1
  %11 = select i1 %10, ptr addrspacecast (ptr addrspace(3) @_ZZ9cx_spacesPfiE1s to ptr), ptr %3
  %12 = select i1 %9, ptr %0, ptr %11
  %13 = call i1 @llvm.nvvm.isspacep.shared(ptr %12)
  %14 = zext i1 %13 to i32
  %15 = call i1 @llvm.nvvm.isspacep.global(ptr %12)
  %16 = select i1 %15, i32 2, i32 0
  %17 = or disjoint i32 %16, %14
  %18 = call i1 @llvm.nvvm.isspacep.local(ptr %12)
  %19 = select i1 %18, i32 4, i32 0
  %20 = or disjoint i32 %17, %19
  %21 = call i1 @llvm.nvvm.isspacep.const(ptr %12)
  %22 = select i1 %21, i32 8, i32 0
  %23 = or disjoint i32 %20, %22
  %24 = load float, ptr %12, align 4, !tbaa !22
  %25 = uitofp nneg i32 %23 to float
  %26 = fadd contract float %24, %25
  %27 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = mul nuw nsw i32 %27, %28
  %30 = add nuw nsw i32 %29, %4
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  store float %26, ptr %32, align 4, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #19
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.const(ptr nocapture) #7

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @_Z9cx_printfPKfi(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #9 {
  %3 = alloca %printf_args, align 8
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %1
  br i1 %9, label %10, label %19

10:                                               ; preds = %2
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !22
  %14 = fcmp contract olt float %13, 0.000000e+00
  br i1 %14, label %15, label %19

15:                                               ; preds = %10
  %16 = fpext float %13 to double
  store double %16, ptr %3, align 8
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 %8, ptr %17, align 8
  %18 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %3) #19
  br label %19

19:                                               ; preds = %15, %10, %2
  ret void
}

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z4f_sqf(float noundef %0) #13 {
  %2 = fmul contract float %0, %0
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef float @_Z5f_negf(float noundef %0) #13 {
  %2 = fneg contract float %0
  ret float %2
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8cx_fnptrPKfPfPKi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #8 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %2, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !15
  %12 = and i32 %11, 1
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds [2 x ptr], ptr @__const._Z8cx_fnptrPKfPfPKi.fs, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8, !tbaa !24
  %16 = getelementptr inbounds float, ptr %0, i64 %9
  %17 = load float, ptr %16, align 4, !tbaa !22
  %18 = tail call contract noundef float %15(float noundef %17) #18
  %19 = getelementptr inbounds float, ptr %1, i64 %9
  store float %18, ptr %19, align 4, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z16cx_alloca_bitintPKiPi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #14 {
  %3 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul nuw nsw i32 %3, %4
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add nuw nsw i32 %5, %6
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !15
  %11 = and i32 %10, 7
  %12 = shl nuw nsw i32 %11, 2
  %13 = add nuw nsw i32 %12, 4
  %14 = zext nneg i32 %13 to i64
  %15 = alloca i8, i64 %14, align 8
  br label %24

16:                                               ; preds = %24
  %17 = and i32 %10, 16777215
  %18 = zext nneg i32 %11 to i64
  %19 = getelementptr inbounds i32, ptr %15, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !15
  %21 = mul nuw nsw i32 %17, 3
  %22 = add nsw i32 %20, %21
  %23 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %22, ptr %23, align 4, !tbaa !15
  ret void

24:                                               ; preds = %2, %24
  %25 = phi i32 [ 0, %2 ], [ %28, %24 ]
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %15, i64 %26
  store i32 %25, ptr %27, align 4, !tbaa !15
  %28 = add nuw nsw i32 %25, 1
  %29 = icmp eq i32 %25, %11
  br i1 %29, label %16, label %24, !llvm.loop !26
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10cx_reflectPf(ptr nocapture noundef %0) local_unnamed_addr #15 {
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul nuw nsw i32 %2, %3
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add nuw nsw i32 %4, %5
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !22
  %10 = tail call contract float @llvm.nvvm.sqrt.rn.f(float %9)
  store float %10, ptr %8, align 4, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12cx_warp_syncPi(ptr nocapture noundef %0) local_unnamed_addr #8 {
  %2 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = mul nuw nsw i32 %2, %3
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add nuw nsw i32 %4, %5
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !15
  %10 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %11 = icmp ult i32 %10, 16
  br i1 %11, label %12, label %15

12:                                               ; preds = %1
  tail call void @llvm.nvvm.bar.warp.sync(i32 65535)
  %13 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %9, i32 1, i32 31)
  %14 = add nsw i32 %13, %9
  br label %15

15:                                               ; preds = %12, %1
  %16 = phi i32 [ %14, %12 ], [ %9, %1 ]
  tail call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 64)
  %17 = tail call i32 @llvm.nvvm.prmt(i32 %16, i32 0, i32 12816)
  %18 = add i32 %17, %16
  %19 = tail call i32 @llvm.nvvm.ldu.global.i.i32.p0(ptr %0, i32 4)
  %20 = add i32 %18, %19
  store i32 %20, ptr %8, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #12

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #7

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldu.global.i.i32.p0(ptr nocapture, i32) #2

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z14cx_vote_branchPiPKii(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul nuw nsw i32 %4, %5
  %7 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %15

10:                                               ; preds = %3
  %11 = zext nneg i32 %8 to i64
  %12 = getelementptr inbounds i32, ptr %1, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !15
  %14 = icmp sgt i32 %13, -1
  br label %15

15:                                               ; preds = %10, %3
  %16 = phi i1 [ false, %3 ], [ %14, %10 ]
  %17 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %16)
  %18 = zext nneg i32 %8 to i64
  br i1 %17, label %19, label %22

19:                                               ; preds = %15
  %20 = getelementptr inbounds i32, ptr %1, i64 %18
  %21 = load i32, ptr %20, align 4, !tbaa !15
  br label %22

22:                                               ; preds = %15, %19
  %23 = phi i32 [ %21, %19 ], [ 0, %15 ]
  %24 = phi i32 [ 1, %19 ], [ 2, %15 ]
  %25 = getelementptr inbounds i32, ptr %0, i64 %18
  store i32 %23, ptr %25, align 4, !tbaa !15
  %26 = add nsw i32 %4, %2
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %0, i64 %27
  store i32 %24, ptr %28, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #7

attributes #0 = { mustprogress norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind memory(argmem: read) }
attributes #3 = { nocallback nofree nosync nounwind memory(none) }
attributes #4 = { nocallback nounwind memory(argmem: write) }
attributes #5 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #9 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #10 = { nocallback nounwind memory(argmem: readwrite) }
attributes #11 = { nocallback nounwind }
attributes #12 = { convergent nocallback nounwind }
attributes #13 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #14 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #16 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #17 = { convergent nounwind memory(none) }
attributes #18 = { convergent nounwind }
attributes #19 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}

!0 = !{ptr @_Z7cx_wmmaPKiS0_PfS1_i, !"kernel", i32 1}
!1 = !{ptr @_Z13cx_match_votePKiPi, !"kernel", i32 1}
!2 = !{ptr @_Z13cx_inline_ptxPKiPi, !"kernel", i32 1}
!3 = !{ptr @_Z17cx_scoped_atomicsPiPfPy, !"kernel", i32 1}
!4 = !{ptr @_Z9cx_spacesPfi, !"kernel", i32 1}
!5 = !{ptr @_Z9cx_printfPKfi, !"kernel", i32 1}
!6 = !{ptr @_Z8cx_fnptrPKfPfPKi, !"kernel", i32 1}
!7 = !{ptr @_Z16cx_alloca_bitintPKiPi, !"kernel", i32 1}
!8 = !{ptr @_Z10cx_reflectPf, !"kernel", i32 1}
!9 = !{ptr @_Z12cx_warp_syncPi, !"kernel", i32 1}
!10 = !{ptr @_Z14cx_vote_branchPiPKii, !"kernel", i32 1}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"clang-19"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = !{i64 1438}
!20 = !{i64 1496}
!21 = !{i64 1577}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !17, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"any pointer", !17, i64 0}
!26 = distinct !{!26, !27, !28}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!"llvm.loop.unroll.disable"}
