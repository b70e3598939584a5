source_filename = "src/hip_exotic.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Sq = type <{ %struct.Shape, float, [4 x i8] }>
%struct.Shape = type { ptr }
%struct.Circ = type <{ %struct.Shape, float, [4 x i8] }>

$_ZTV2Sq = comdat any

$_ZTV4Circ = comdat any

@__const._Z8hx_fnptrPKiPii.ops = private unnamed_addr addrspace(4) constant [3 x ptr] [ptr @_Z6op_addii, ptr @_Z6op_mulii, ptr @_Z7op_laneii], align 16
@_ZZ16hx_computed_gotoPKhPiiE5table = internal unnamed_addr addrspace(4) constant [4 x ptr] [ptr blockaddress(@_Z16hx_computed_gotoPKhPii, %13), ptr blockaddress(@_Z16hx_computed_gotoPKhPii, %21), ptr blockaddress(@_Z16hx_computed_gotoPKhPii, %24), ptr blockaddress(@_Z16hx_computed_gotoPKhPii, %27)], align 16
@.str = private unnamed_addr addrspace(4) constant [22 x i8] c"NaN at %u (block %u)\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(4) constant [6 x i8] c"n=%d\0A\00", align 1
@_ZZ13hx_lds_appendPiE3cnt = internal addrspace(3) global i32 undef, align 4
@_ZZ13hx_lds_appendPiE3buf = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16
@_ZZ12hx_addrspacePfiE3lds = internal addrspace(3) global [64 x float] undef, align 16
@_ZTV2Sq = linkonce_odr hidden unnamed_addr addrspace(1) constant { [5 x ptr addrspace(1)] } { [5 x ptr addrspace(1)] [ptr addrspace(1) null, ptr addrspace(1) null, ptr addrspace(1) addrspacecast (ptr @_ZNK2Sq4areaEv to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZN5ShapeD2Ev to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZN2SqD0Ev to ptr addrspace(1))] }, comdat, align 8
@_ZTV4Circ = linkonce_odr hidden unnamed_addr addrspace(1) constant { [5 x ptr addrspace(1)] } { [5 x ptr addrspace(1)] [ptr addrspace(1) null, ptr addrspace(1) null, ptr addrspace(1) addrspacecast (ptr @_ZNK4Circ4areaEv to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZN5ShapeD2Ev to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZN4CircD0Ev to ptr addrspace(1))] }, comdat, align 8
@__hip_cuid_ = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z9hx_bitintPKDB37_PDU9_i(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %22

13:                                               ; preds = %3
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %14
  %16 = load i64, ptr addrspace(1) %15, align 8, !tbaa !7
  %17 = lshr i64 %16, 3
  %18 = trunc i64 %17 to i9
  %19 = add i9 %18, 1
  %20 = getelementptr inbounds i16, ptr addrspace(1) %1, i64 %14
  %21 = zext i9 %19 to i16
  store i16 %21, ptr addrspace(1) %20, align 2, !tbaa !11
  br label %22

22:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z8hx_halfsPKDF16_PKDF16bPfi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %26

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %15
  %17 = load half, ptr addrspace(1) %16, align 2, !tbaa !13
  %18 = fmul contract half %17, 0xH4000
  %19 = getelementptr inbounds bfloat, ptr addrspace(1) %1, i64 %15
  %20 = load bfloat, ptr addrspace(1) %19, align 2, !tbaa !15
  %21 = fpext bfloat %20 to float
  %22 = fadd contract half %17, %18
  %23 = fpext half %22 to float
  %24 = fadd contract float %21, %23
  %25 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %15
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !17
  br label %26

26:                                               ; preds = %4, %14
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z18hx_vector_builtinsPKDv4_iPiS_(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, <4 x i32> noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %0, i64 %12
  %14 = load <4 x i32>, ptr addrspace(1) %13, align 16, !tbaa !19
  %15 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %14, <4 x i32> %2)
  %16 = shufflevector <4 x i32> %15, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %17 = icmp sgt <4 x i32> %16, %2
  %18 = bitcast <4 x i1> %17 to i4
  %19 = icmp ne i4 %18, 0
  %20 = zext i1 %19 to i32
  %21 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %15)
  %22 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %14)
  %23 = add i32 %21, %22
  %24 = add i32 %23, %20
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #2

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z11hx_overflowPKiS0_PiPj(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef writeonly %2, ptr addrspace(1) nocapture noundef %3) local_unnamed_addr #3 {
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !20
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !20
  %18 = tail call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %15, i32 %17)
  %19 = extractvalue { i32, i1 } %18, 1
  %20 = extractvalue { i32, i1 } %18, 0
  %21 = sext i32 %15 to i64
  %22 = sext i32 %17 to i64
  %23 = mul nsw i64 %22, %21
  %24 = lshr i64 %23, 32
  %25 = trunc nuw i64 %24 to i32
  %26 = tail call i32 @llvm.bitreverse.i32(i32 %20)
  %27 = tail call i32 @llvm.fshl.i32(i32 %15, i32 %15, i32 7)
  %28 = xor i32 %27, %26
  %29 = xor i32 %28, %25
  %30 = xor i32 %29, %20
  %31 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13
  store i32 %30, ptr addrspace(1) %31, align 4, !tbaa !20
  br i1 %19, label %32, label %36

32:                                               ; preds = %4
  %33 = and i32 %12, 31
  %34 = shl nuw i32 1, %33
  %35 = atomicrmw or ptr addrspace(1) %3, i32 %34 syncscope("agent-one-as") monotonic, align 4
  br label %36

36:                                               ; preds = %4, %32
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z13hx_inline_asmPKiPi(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #4 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !5, !invariant.load !6, !noundef !6
  %7 = zext nneg i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !20
  %14 = tail call i32 asm sideeffect "v_mov_b32 $0, $1", "=v,v"(i32 %13) #28, !srcloc !22
  %15 = tail call i32 asm sideeffect "s_mov_b32 $0, 42", "=s"() #28, !srcloc !23
  %16 = tail call i32 asm "v_mbcnt_lo_u32_b32 $0, -1, 0", "=v"() #29, !srcloc !24
  tail call void asm sideeffect "s_nop 0", "~{memory}"() #28, !srcloc !25
  %17 = add nsw i32 %15, %14
  %18 = add nsw i32 %17, %16
  %19 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11
  store i32 %18, ptr addrspace(1) %19, align 4, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z9hx_allocaPKiPii(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #5 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !20
  %15 = and i32 %14, 15
  %16 = shl nuw nsw i32 %15, 2
  %17 = add nuw nsw i32 %16, 4
  %18 = alloca i8, i32 %17, align 16, addrspace(5)
  br label %19

19:                                               ; preds = %3, %19
  %20 = phi i32 [ 0, %3 ], [ %23, %19 ]
  %21 = mul nsw i32 %20, %2
  %22 = getelementptr inbounds i32, ptr addrspace(5) %18, i32 %20
  store i32 %21, ptr addrspace(5) %22, align 4, !tbaa !20
  %23 = add nuw nsw i32 %20, 1
  %24 = icmp eq i32 %20, %15
  br i1 %24, label %27, label %19, !llvm.loop !26

25:                                               ; preds = %27
  %26 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %32, ptr addrspace(1) %26, align 4, !tbaa !20
  ret void

27:                                               ; preds = %19, %27
  %28 = phi i32 [ %33, %27 ], [ %15, %19 ]
  %29 = phi i32 [ %32, %27 ], [ 0, %19 ]
  %30 = getelementptr inbounds i32, ptr addrspace(5) %18, i32 %28
  %31 = load i32, ptr addrspace(5) %30, align 4, !tbaa !20
  %32 = add nsw i32 %31, %29
  %33 = add nsw i32 %28, -2
  %34 = icmp sgt i32 %28, 1
  br i1 %34, label %27, label %25, !llvm.loop !29
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal noundef i32 @_Z6op_addii(i32 noundef %0, i32 noundef %1) #6 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal noundef i32 @_Z6op_mulii(i32 noundef %0, i32 noundef %1) #6 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal noundef i32 @_Z7op_laneii(i32 noundef %0, i32 noundef %1) #6 {
  %3 = tail call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %4 = tail call noundef i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %3)
  %5 = mul nsw i32 %4, %1
  %6 = add nsw i32 %5, %0
  ret i32 %6
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z8hx_fnptrPKiPii(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !20
  %15 = srem i32 %14, 3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [3 x ptr], ptr addrspace(4) @__const._Z8hx_fnptrPKiPii.ops, i64 0, i64 %16
  %18 = load ptr, ptr addrspace(4) %17, align 8, !tbaa !30
  %19 = srem i32 %2, 3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [3 x ptr], ptr addrspace(4) @__const._Z8hx_fnptrPKiPii.ops, i64 0, i64 %20
  %22 = load ptr, ptr addrspace(4) %21, align 8, !tbaa !30
  %23 = tail call noundef i32 %18(i32 noundef %11, i32 noundef 3) #28
  %24 = tail call noundef i32 %22(i32 noundef %2, i32 noundef 2) #28
  %25 = add nsw i32 %24, %23
  %26 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %25, ptr addrspace(1) %26, align 4, !tbaa !20
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z10hx_virtualPKfPf(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1) local_unnamed_addr #7 {
  %3 = alloca %struct.Sq, align 8, addrspace(5)
  %4 = alloca %struct.Circ, align 8, addrspace(5)
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %3) #30
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !17
  store ptr addrspace(1) getelementptr inbounds inrange(-16, 24) (i8, ptr addrspace(1) @_ZTV2Sq, i64 16), ptr addrspace(5) %3, align 8, !tbaa !32
  %16 = getelementptr inbounds i8, ptr addrspace(5) %3, i32 8
  store float %15, ptr addrspace(5) %16, align 8, !tbaa !34
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %4) #30
  store ptr addrspace(1) getelementptr inbounds inrange(-16, 24) (i8, ptr addrspace(1) @_ZTV4Circ, i64 16), ptr addrspace(5) %4, align 8, !tbaa !32
  %17 = getelementptr inbounds i8, ptr addrspace(5) %4, i32 8
  store float %15, ptr addrspace(5) %17, align 8, !tbaa !37
  %18 = and i32 %12, 1
  %19 = icmp eq i32 %18, 0
  %20 = select i1 %19, ptr addrspace(5) %4, ptr addrspace(5) %3
  %21 = addrspacecast ptr addrspace(5) %20 to ptr
  %22 = load ptr addrspace(1), ptr addrspace(5) %20, align 8, !tbaa !32
  %23 = load ptr addrspace(1), ptr addrspace(1) %22, align 8
  %24 = call contract noundef addrspace(1) float %23(ptr noundef nonnull align 8 dereferenceable(8) %21) #28
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %13
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !17
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %4) #30
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %3) #30
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define internal void @_ZN5ShapeD2Ev(ptr nocapture nonnull readnone align 8 %0) unnamed_addr #8 align 2 {
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z16hx_computed_gotoPKhPii(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) #5 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %2, 1
  br i1 %12, label %27, label %31

13:                                               ; preds = %31
  %14 = add nsw i32 %32, 1
  %15 = icmp slt i32 %33, %2
  br i1 %15, label %16, label %27

16:                                               ; preds = %13, %24, %21
  %17 = phi i32 [ %22, %21 ], [ %25, %24 ], [ %14, %13 ]
  %18 = zext nneg i32 %33 to i64
  %19 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %18
  %20 = add nuw nsw i32 %33, 1
  br label %31

21:                                               ; preds = %31
  %22 = shl nsw i32 %32, 1
  %23 = icmp slt i32 %33, %2
  br i1 %23, label %16, label %27

24:                                               ; preds = %31
  %25 = sub nsw i32 0, %32
  %26 = icmp slt i32 %33, %2
  br i1 %26, label %16, label %27

27:                                               ; preds = %31, %24, %21, %13, %3
  %28 = phi i32 [ %11, %3 ], [ %14, %13 ], [ %32, %31 ], [ %25, %24 ], [ %22, %21 ]
  %29 = zext i32 %11 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29
  store i32 %28, ptr addrspace(1) %30, align 4, !tbaa !20
  ret void

31:                                               ; preds = %3, %16
  %32 = phi i32 [ %17, %16 ], [ %11, %3 ]
  %33 = phi i32 [ %20, %16 ], [ 1, %3 ]
  %34 = phi ptr addrspace(1) [ %19, %16 ], [ %0, %3 ]
  %35 = load i8, ptr addrspace(1) %34, align 1, !tbaa !19
  %36 = and i8 %35, 3
  %37 = zext nneg i8 %36 to i64
  %38 = getelementptr inbounds [4 x ptr], ptr addrspace(4) @_ZZ16hx_computed_gotoPKhPiiE5table, i64 0, i64 %37
  %39 = load ptr, ptr addrspace(4) %38, align 8, !tbaa !30
  indirectbr ptr %39, [label %13, label %21, label %24, label %27]
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
define internal fastcc noundef i32 @_Z7fib_reci(i32 noundef %0) unnamed_addr #9 {
  br label %2

2:                                                ; preds = %6, %1
  %3 = phi i32 [ 0, %1 ], [ %10, %6 ]
  %4 = phi i32 [ %0, %1 ], [ %9, %6 ]
  %5 = icmp slt i32 %4, 2
  br i1 %5, label %11, label %6

6:                                                ; preds = %2
  %7 = add nsw i32 %4, -1
  %8 = tail call fastcc noundef i32 @_Z7fib_reci(i32 noundef %7) #30
  %9 = add nsw i32 %4, -2
  %10 = add nsw i32 %3, %8
  br label %2

11:                                               ; preds = %2
  %12 = add nsw i32 %3, %4
  ret i32 %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @_Z12hx_recursionPi(ptr addrspace(1) nocapture noundef writeonly %0) local_unnamed_addr #10 {
  %2 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %3 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %4 = getelementptr inbounds i8, ptr addrspace(4) %3, i64 12
  %5 = load i16, ptr addrspace(4) %4, align 4, !range !5, !invariant.load !6, !noundef !6
  %6 = zext nneg i16 %5 to i32
  %7 = mul i32 %2, %6
  %8 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %9 = add i32 %7, %8
  %10 = and i32 %9, 7
  %11 = tail call fastcc noundef i32 @_Z7fib_reci(i32 noundef %10) #30
  %12 = tail call fastcc noundef i32 @_Z7fib_reci(i32 noundef 5) #30
  %13 = add nsw i32 %12, %11
  %14 = zext i32 %9 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  store i32 %13, ptr addrspace(1) %15, align 4, !tbaa !20
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z9hx_printfPKfi(ptr addrspace(1) nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #11 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %5 = getelementptr inbounds i8, ptr addrspace(4) %4, i64 12
  %6 = load i16, ptr addrspace(4) %5, align 4, !range !5, !invariant.load !6, !noundef !6
  %7 = zext nneg i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %10 = add i32 %8, %9
  %11 = icmp ult i32 %10, %1
  br i1 %11, label %12, label %25

12:                                               ; preds = %2
  %13 = zext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !17
  %16 = fcmp contract uno float %15, 0.000000e+00
  br i1 %16, label %17, label %25

17:                                               ; preds = %12
  %18 = tail call i64 @__ockl_printf_begin(i64 0) #30
  %19 = icmp eq ptr addrspace(4) @.str, addrspacecast (ptr null to ptr addrspace(4))
  %20 = select i1 %19, i64 0, i64 add (i64 ptrtoint (ptr addrspacecast (ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @.str, i64 21) to ptr) to i64), i64 add (i64 sub (i64 0, i64 ptrtoint (ptr addrspacecast (ptr addrspace(4) @.str to ptr) to i64)), i64 1))
  %21 = tail call i64 @__ockl_printf_append_string_n(i64 %18, ptr addrspacecast (ptr addrspace(4) @.str to ptr), i64 %20, i32 0) #30
  %22 = tail call i64 @__ockl_printf_append_args(i64 %21, i32 1, i64 %13, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0) #30
  %23 = zext i32 %3 to i64
  %24 = tail call i64 @__ockl_printf_append_args(i64 %22, i32 1, i64 %23, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 1) #30
  br label %25

25:                                               ; preds = %17, %12, %2
  %26 = icmp eq i32 %10, 0
  br i1 %26, label %27, label %34

27:                                               ; preds = %25
  %28 = tail call i64 @__ockl_printf_begin(i64 0) #30
  %29 = icmp eq ptr addrspace(4) @.str.1, addrspacecast (ptr null to ptr addrspace(4))
  %30 = select i1 %29, i64 0, i64 add (i64 ptrtoint (ptr addrspacecast (ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @.str.1, i64 5) to ptr) to i64), i64 add (i64 sub (i64 0, i64 ptrtoint (ptr addrspacecast (ptr addrspace(4) @.str.1 to ptr) to i64)), i64 1))
  %31 = tail call i64 @__ockl_printf_append_string_n(i64 %28, ptr addrspacecast (ptr addrspace(4) @.str.1 to ptr), i64 %30, i32 0) #30
  %32 = zext i32 %1 to i64
  %33 = tail call i64 @__ockl_printf_append_args(i64 %31, i32 1, i64 %32, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 1) #30
  br label %34

34:                                               ; preds = %27, %25
  ret void
}

declare i64 @__ockl_printf_begin(i64) local_unnamed_addr #12

declare i64 @__ockl_printf_append_string_n(i64, ptr, i64, i32) local_unnamed_addr #12

declare i64 @__ockl_printf_append_args(i64, i32, i64, i64, i64, i64, i64, i64, i64, i32) local_unnamed_addr #12

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z18hx_amdgpu_builtinsPKfPjPy(ptr addrspace(1) nocapture noundef readonly %0, ptr addrspace(1) nocapture noundef writeonly %1, ptr addrspace(1) nocapture noundef writeonly %2) local_unnamed_addr #13 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !17
  %15 = and i32 %11, 1
  %16 = zext nneg i32 %15 to i64
  %17 = tail call i64 @llvm.amdgcn.icmp.i64.i64(i64 %16, i64 0, i32 33)
  %18 = tail call i64 @llvm.amdgcn.fcmp.i64.f32(float %14, float 0.000000e+00, i32 2)
  %19 = tail call i32 @llvm.amdgcn.ds.swizzle(i32 %11, i32 1055)
  %20 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %11, i32 257, i32 15, i32 15, i1 false)
  %21 = tail call i64 @llvm.amdgcn.s.memtime()
  %22 = tail call i64 @llvm.amdgcn.s.memrealtime()
  %23 = tail call i32 @llvm.amdgcn.wavefrontsize()
  %24 = tail call i32 @llvm.amdgcn.s.getreg(i32 6147)
  %25 = tail call i32 @llvm.amdgcn.groupstaticsize()
  %26 = tail call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  tail call void @llvm.amdgcn.s.sleep(i32 1)
  tail call void @llvm.amdgcn.wave.barrier()
  tail call void @llvm.amdgcn.sched.barrier(i32 0)
  %27 = load i32, ptr addrspace(4) %26, align 4, !tbaa !20
  %28 = sub i64 %22, %21
  %29 = trunc i64 %28 to i32
  %30 = add i32 %25, %23
  %31 = add i32 %30, %19
  %32 = add i32 %31, %20
  %33 = add i32 %32, %24
  %34 = add i32 %33, %29
  %35 = add i32 %34, %27
  %36 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %35, ptr addrspace(1) %36, align 4, !tbaa !20
  %37 = and i32 %11, 63
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %44

39:                                               ; preds = %3
  %40 = xor i64 %18, %17
  %41 = lshr exact i32 %11, 6
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %42
  store i64 %40, ptr addrspace(1) %43, align 8, !tbaa !39
  br label %44

44:                                               ; preds = %39, %3
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.icmp.i64.i64(i64, i64, i32 immarg) #14

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.fcmp.i64.f32(float, float, i32 immarg) #14

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #14

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i64 @llvm.amdgcn.s.memtime() #15

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare i64 @llvm.amdgcn.s.memrealtime() #16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.wavefrontsize() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.s.getreg(i32 immarg) #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.groupstaticsize() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.amdgcn.s.sleep(i32 immarg) #15

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #17

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.sched.barrier(i32 immarg) #17

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define protected amdgpu_kernel void @_Z13hx_lds_appendPi(ptr addrspace(1) nocapture noundef writeonly %0) local_unnamed_addr #13 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %5

4:                                                ; preds = %1
  store i32 0, ptr addrspace(3) @_ZZ13hx_lds_appendPiE3cnt, align 4, !tbaa !20
  br label %5

5:                                                ; preds = %4, %1
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %6 = and i32 %2, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = tail call i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3) @_ZZ13hx_lds_appendPiE3cnt, i1 false)
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i32 [ %9, %8 ], [ -1, %5 ]
  %12 = icmp ult i32 %11, 64
  br i1 %12, label %13, label %15

13:                                               ; preds = %10
  %14 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ13hx_lds_appendPiE3buf, i32 0, i32 %11
  store i32 %2, ptr addrspace(3) %14, align 4, !tbaa !20
  br label %15

15:                                               ; preds = %13, %10
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = tail call i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3) @_ZZ13hx_lds_appendPiE3cnt, i1 false)
  %17 = icmp ult i32 %2, 64
  br i1 %17, label %18, label %21

18:                                               ; preds = %15
  %19 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ13hx_lds_appendPiE3buf, i32 0, i32 %2
  %20 = load i32, ptr addrspace(3) %19, align 4, !tbaa !20
  br label %21

21:                                               ; preds = %15, %18
  %22 = phi i32 [ %20, %18 ], [ 0, %15 ]
  %23 = add nsw i32 %22, %16
  %24 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %25 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %26 = getelementptr inbounds i8, ptr addrspace(4) %25, i64 12
  %27 = load i16, ptr addrspace(4) %26, align 4, !range !5, !invariant.load !6, !noundef !6
  %28 = zext nneg i16 %27 to i32
  %29 = mul i32 %24, %28
  %30 = add i32 %29, %2
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %31
  store i32 %23, ptr addrspace(1) %32, align 4, !tbaa !20
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3) nocapture, i1 immarg) #18

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3) nocapture, i1 immarg) #18

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @_Z12hx_addrspacePfi(ptr addrspace(1) nocapture noundef %0, i32 noundef %1) local_unnamed_addr #19 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %3 to ptr
  %5 = addrspacecast ptr addrspace(1) %0 to ptr
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %3) #30
  store float 1.000000e+00, ptr addrspace(5) %3, align 4, !tbaa !17
  %6 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %7 = uitofp nneg i32 %6 to float
  %8 = and i32 %6, 63
  %9 = getelementptr inbounds [64 x float], ptr addrspace(3) @_ZZ12hx_addrspacePfiE3lds, i32 0, i32 %8
  store float %7, ptr addrspace(3) %9, align 4, !tbaa !17
  %10 = and i32 %6, 1
  %11 = icmp eq i32 %10, 0
  %12 = zext nneg i32 %6 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = addrspacecast ptr addrspace(1) %13 to ptr
  %15 = getelementptr inbounds float, ptr addrspace(3) @_ZZ12hx_addrspacePfiE3lds, i32 %8
  %16 = addrspacecast ptr addrspace(3) %15 to ptr
  %17 = select i1 %11, ptr %16, ptr %14
  %18 = icmp eq i32 %1, 0
  %19 = icmp eq i32 %1, 1
  %20 = select i1 %19, ptr addrspacecast (ptr addrspace(3) @_ZZ12hx_addrspacePfiE3lds to ptr), ptr %4
  %21 = select i1 %18, ptr %5, ptr %20
  %22 = call i1 @llvm.amdgcn.is.shared(ptr %21)
  %23 = zext i1 %22 to i32
  %24 = call i1 @llvm.amdgcn.is.private(ptr %21)
  %25 = select i1 %24, i32 2, i32 0
  %26 = tail call i1 @llvm.amdgcn.is.shared(ptr %17)
  %27 = select i1 %26, i32 4, i32 0
  %28 = or disjoint i32 %27, %23
  %29 = or disjoint i32 %28, %25
  %30 = load float, ptr %21, align 4, !tbaa !17
  %31 = uitofp nneg i32 %29 to float
  %32 = fadd contract float %30, %31
  %33 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %34 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %35 = getelementptr inbounds i8, ptr addrspace(4) %34, i64 12
  %36 = load i16, ptr addrspace(4) %35, align 4, !range !5, !invariant.load !6, !noundef !6
  %37 = zext nneg i16 %36 to i32
  %38 = mul i32 %33, %37
  %39 = add i32 %38, %6
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  store float %32, ptr addrspace(1) %41, align 4, !tbaa !17
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %3) #30
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.amdgcn.is.shared(ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.amdgcn.is.private(ptr nocapture) #2

; Function Attrs: mustprogress norecurse noreturn nounwind memory(argmem: readwrite, inaccessiblemem: write)
define protected amdgpu_kernel void @_Z13hx_fp_atomicsPfPKfPj(ptr addrspace(1) nocapture noundef %0, ptr addrspace(1) nocapture noundef readonly %1, ptr addrspace(1) nocapture noundef %2) local_unnamed_addr #20 {
  %4 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !5, !invariant.load !6, !noundef !6
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %11 = add i32 %9, %10
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !17
  %15 = atomicrmw fadd ptr addrspace(1) %0, float %14 syncscope("agent-one-as") monotonic, align 4
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %17 = load float, ptr addrspace(1) %13, align 4, !tbaa !17
  %18 = atomicrmw fmax ptr addrspace(1) %16, float %17 syncscope("agent-one-as") monotonic, align 4
  %19 = atomicrmw uinc_wrap ptr addrspace(1) %2, i32 1000 syncscope("agent") monotonic, align 4
  %20 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 4
  %21 = atomicrmw udec_wrap ptr addrspace(1) %20, i32 1000 syncscope("workgroup") monotonic, align 4
  %22 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  %23 = cmpxchg ptr addrspace(1) %22, i32 0, i32 %11 syncscope("agent-one-as") acq_rel monotonic, align 4
  %24 = extractvalue { i32, i1 } %23, 1
  br i1 %24, label %25, label %34

25:                                               ; preds = %3
  %26 = fadd contract float %15, %18
  %27 = add i32 %21, %19
  %28 = uitofp i32 %27 to float
  %29 = fadd contract float %26, %28
  %30 = and i32 %11, 7
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 8
  store float %29, ptr addrspace(1) %33, align 4, !tbaa !17
  br label %34

34:                                               ; preds = %25, %3
  tail call void @llvm.trap()
  unreachable
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #21

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: write)
define protected amdgpu_kernel void @_Z9hx_assumePKiPii(ptr addrspace(1) noundef %0, ptr addrspace(1) nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #22 {
  %4 = addrspacecast ptr addrspace(1) %0 to ptr
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !5, !invariant.load !6, !noundef !6
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp sgt i32 %2, 0
  tail call void @llvm.assume(i1 %13)
  %14 = zext i32 %12 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !20
  %17 = icmp sgt i32 %16, -1
  tail call void @llvm.assume(i1 %17)
  call void @llvm.assume(i1 true) [ "align"(ptr %4, i64 16) ]
  %18 = urem i32 %16, %2
  %19 = load i32, ptr addrspace(1) %0, align 4, !tbaa !20
  %20 = add nsw i32 %19, %18
  %21 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #23

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #24

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #24

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal noundef float @_ZNK2Sq4areaEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(12) %0) unnamed_addr #25 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load float, ptr %2, align 8, !tbaa !34
  %4 = fmul contract float %3, %3
  ret float %4
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define internal void @_ZN2SqD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #26 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #31
  ret void
}

; Function Attrs: convergent nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #27

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define internal noundef float @_ZNK4Circ4areaEv(ptr nocapture noundef nonnull readonly align 8 dereferenceable(12) %0) unnamed_addr #25 align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load float, ptr %2, align 8, !tbaa !37
  %4 = fmul contract float %3, 0x400921FA00000000
  %5 = fmul contract float %3, %4
  ret float %5
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define internal void @_ZN4CircD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #26 align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #31
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #17

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { mustprogress nofree nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #10 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #11 = { mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #12 = { "amdgpu-waves-per-eu"="4,8" "uniform-work-group-size"="false" }
attributes #13 = { convergent mustprogress nofree norecurse nounwind willreturn "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #14 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #15 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #16 = { mustprogress nocallback nofree nounwind willreturn }
attributes #17 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #18 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #19 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #20 = { mustprogress norecurse noreturn nounwind memory(argmem: readwrite, inaccessiblemem: write) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #21 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #22 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: write) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #23 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #24 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #25 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #26 = { convergent inlinehint mustprogress nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #27 = { convergent nobuiltin nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #28 = { convergent nounwind }
attributes #29 = { convergent nounwind memory(none) }
attributes #30 = { nounwind }
attributes #31 = { builtin convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"clang-19"}
!5 = !{i16 1, i16 1025}
!6 = !{}
!7 = !{!8, !8, i64 0}
!8 = !{!"_BitInt(37)", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"_BitInt(9)", !9, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"_Float16", !9, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"__bf16", !9, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !9, i64 0}
!19 = !{!9, !9, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !9, i64 0}
!22 = !{i64 2306}
!23 = !{i64 2361}
!24 = !{i64 2410}
!25 = !{i64 2471}
!26 = distinct !{!26, !27, !28}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !27, !28}
!30 = !{!31, !31, i64 0}
!31 = !{!"any pointer", !9, i64 0}
!32 = !{!33, !33, i64 0}
!33 = !{!"vtable pointer", !10, i64 0}
!34 = !{!35, !18, i64 8}
!35 = !{!"_ZTS2Sq", !36, i64 0, !18, i64 8}
!36 = !{!"_ZTS5Shape"}
!37 = !{!38, !18, i64 8}
!38 = !{!"_ZTS4Circ", !36, i64 0, !18, i64 8}
!39 = !{!40, !40, i64 0}
!40 = !{!"long long", !9, i64 0}
