source_filename = "src/hip_exotic.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Sq = type <{ %struct.Shape, float, [4 x i8] }>
%struct.Shape = type { ptr }
%struct.Circ = type <{ %struct.Shape, float, [4 x i8] }>

$_ZN2SqC2Ef = comdat any

$_ZN4CircC2Ef = comdat any

$_ZN4CircD2Ev = comdat any

$_ZN2SqD2Ev = comdat any

$_ZN5ShapeC2Ev = comdat any

$_ZNK2Sq4areaEv = comdat any

$_ZN2SqD0Ev = comdat any

$_ZN5ShapeD2Ev = comdat any

$_ZN5ShapeD0Ev = comdat any

$_ZNK4Circ4areaEv = comdat any

$_ZN4CircD0Ev = comdat any

$_ZTV2Sq = comdat any

$_ZTV5Shape = comdat any

$_ZTV4Circ = comdat any

@__const._Z8hx_fnptrPKiPii.ops = private unnamed_addr addrspace(4) constant [3 x ptr] [ptr @_Z6op_addii, ptr @_Z6op_mulii, ptr @_Z7op_laneii], align 16
@_ZZ16hx_computed_gotoPKhPiiE5table = internal addrspace(4) constant [4 x ptr] [ptr blockaddress(@_Z16hx_computed_gotoPKhPii, %46), ptr blockaddress(@_Z16hx_computed_gotoPKhPii, %67), ptr blockaddress(@_Z16hx_computed_gotoPKhPii, %88), ptr blockaddress(@_Z16hx_computed_gotoPKhPii, %109)], align 16
@.str = private unnamed_addr addrspace(4) constant [22 x i8] c"NaN at %u (block %u)\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(4) constant [6 x i8] c"n=%d\0A\00", align 1
@_ZZ13hx_lds_appendPiE3cnt = internal addrspace(3) global i32 undef, align 4
@_ZZ13hx_lds_appendPiE3buf = internal addrspace(3) global [64 x i32] undef, align 16
@_ZZ12hx_addrspacePfiE3lds = internal addrspace(3) global [64 x float] undef, align 16
@.str.2 = private unnamed_addr addrspace(4) constant [6 x i8] c"agent\00", align 1
@.str.3 = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@_ZTV2Sq = linkonce_odr hidden unnamed_addr addrspace(1) constant { [5 x ptr addrspace(1)] } { [5 x ptr addrspace(1)] [ptr addrspace(1) null, ptr addrspace(1) null, ptr addrspace(1) addrspacecast (ptr @_ZNK2Sq4areaEv to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZN2SqD2Ev to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZN2SqD0Ev to ptr addrspace(1))] }, comdat, align 8
@_ZTV5Shape = linkonce_odr hidden unnamed_addr addrspace(1) constant { [5 x ptr addrspace(1)] } { [5 x ptr addrspace(1)] [ptr addrspace(1) null, ptr addrspace(1) null, ptr addrspace(1) addrspacecast (ptr @__cxa_pure_virtual to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZN5ShapeD2Ev to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZN5ShapeD0Ev to ptr addrspace(1))] }, comdat, align 8
@_ZTV4Circ = linkonce_odr hidden unnamed_addr addrspace(1) constant { [5 x ptr addrspace(1)] } { [5 x ptr addrspace(1)] [ptr addrspace(1) null, ptr addrspace(1) null, ptr addrspace(1) addrspacecast (ptr @_ZNK4Circ4areaEv to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZN4CircD2Ev to ptr addrspace(1)), ptr addrspace(1) addrspacecast (ptr @_ZN4CircD0Ev to ptr addrspace(1))] }, comdat, align 8
@__hip_cuid_ = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ to ptr)], section "llvm.metadata"
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z9hx_bitintPKDB37_PDU9_i(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %4 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  %17 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  %18 = load ptr, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  %19 = load ptr, ptr %12, align 8
  store ptr %18, ptr %13, align 8
  store ptr %19, ptr %14, align 8
  store i32 %2, ptr %15, align 4
  %20 = call noundef i32 @_ZL5bid_xv() #13
  %21 = call noundef i32 @_ZL6bdim_xv() #13
  %22 = mul i32 %20, %21
  %23 = call noundef i32 @_ZL5tid_xv() #13
  %24 = add i32 %22, %23
  store i32 %24, ptr %16, align 4
  %25 = load i32, ptr %16, align 4
  %26 = load i32, ptr %15, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %46

28:                                               ; preds = %3
  %29 = load ptr, ptr %13, align 8
  %30 = load i32, ptr %16, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i64, ptr %29, i64 %31
  %33 = load i64, ptr %32, align 8
  %34 = trunc i64 %33 to i37
  %35 = sext i37 %34 to i64
  store i64 %35, ptr %17, align 8
  %36 = load i64, ptr %17, align 8
  %37 = trunc i64 %36 to i37
  %38 = ashr i37 %37, 3
  %39 = trunc i37 %38 to i9
  %40 = add i9 %39, 1
  %41 = load ptr, ptr %14, align 8
  %42 = load i32, ptr %16, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i16, ptr %41, i64 %43
  %45 = zext i9 %40 to i16
  store i16 %45, ptr %44, align 2
  br label %46

46:                                               ; preds = %28, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5bid_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.workgroup.id.x()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL6bdim_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %4 = getelementptr i8, ptr addrspace(4) %3, i32 12
  %5 = load i16, ptr addrspace(4) %4, align 2, !range !6, !invariant.load !7, !noundef !7
  %6 = zext i16 %5 to i32
  ret i32 %6
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5tid_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z8hx_halfsPKDF16_PKDF16bPfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca <2 x half>, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %5 to ptr
  %16 = addrspacecast ptr addrspace(5) %6 to ptr
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  %23 = addrspacecast ptr addrspace(5) %13 to ptr
  %24 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr addrspace(1) %0, ptr %15, align 8
  %25 = load ptr, ptr %15, align 8
  store ptr addrspace(1) %1, ptr %16, align 8
  %26 = load ptr, ptr %16, align 8
  store ptr addrspace(1) %2, ptr %17, align 8
  %27 = load ptr, ptr %17, align 8
  store ptr %25, ptr %18, align 8
  store ptr %26, ptr %19, align 8
  store ptr %27, ptr %20, align 8
  store i32 %3, ptr %21, align 4
  %28 = call noundef i32 @_ZL5bid_xv() #13
  %29 = call noundef i32 @_ZL6bdim_xv() #13
  %30 = mul i32 %28, %29
  %31 = call noundef i32 @_ZL5tid_xv() #13
  %32 = add i32 %30, %31
  store i32 %32, ptr %22, align 4
  %33 = load i32, ptr %22, align 4
  %34 = load i32, ptr %21, align 4
  %35 = icmp sge i32 %33, %34
  br i1 %35, label %36, label %37

36:                                               ; preds = %4
  br label %69

37:                                               ; preds = %4
  %38 = load ptr, ptr %18, align 8
  %39 = load i32, ptr %22, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds half, ptr %38, i64 %40
  %42 = load half, ptr %41, align 2
  %43 = insertelement <2 x half> poison, half %42, i32 0
  %44 = load ptr, ptr %18, align 8
  %45 = load i32, ptr %22, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds half, ptr %44, i64 %46
  %48 = load half, ptr %47, align 2
  %49 = fmul contract half %48, 0xH4000
  %50 = insertelement <2 x half> %43, half %49, i32 1
  store <2 x half> %50, ptr %23, align 4
  %51 = load ptr, ptr %19, align 8
  %52 = load i32, ptr %22, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds bfloat, ptr %51, i64 %53
  %55 = load bfloat, ptr %54, align 2
  %56 = fpext bfloat %55 to float
  store float %56, ptr %24, align 4
  %57 = load <2 x half>, ptr %23, align 4
  %58 = extractelement <2 x half> %57, i64 0
  %59 = load <2 x half>, ptr %23, align 4
  %60 = extractelement <2 x half> %59, i64 1
  %61 = fadd contract half %58, %60
  %62 = fpext half %61 to float
  %63 = load float, ptr %24, align 4
  %64 = fadd contract float %62, %63
  %65 = load ptr, ptr %20, align 8
  %66 = load i32, ptr %22, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %65, i64 %67
  store float %64, ptr %68, align 4
  br label %69

69:                                               ; preds = %37, %36
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z18hx_vector_builtinsPKDv4_iPiS_(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, <4 x i32> noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca <4 x i32>, align 16, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca <4 x i32>, align 16, addrspace(5)
  %11 = alloca <4 x i32>, align 16, addrspace(5)
  %12 = alloca <4 x i32>, align 16, addrspace(5)
  %13 = alloca i8, align 1, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %4 to ptr
  %16 = addrspacecast ptr addrspace(5) %5 to ptr
  %17 = addrspacecast ptr addrspace(5) %6 to ptr
  %18 = addrspacecast ptr addrspace(5) %7 to ptr
  %19 = addrspacecast ptr addrspace(5) %8 to ptr
  %20 = addrspacecast ptr addrspace(5) %9 to ptr
  %21 = addrspacecast ptr addrspace(5) %10 to ptr
  %22 = addrspacecast ptr addrspace(5) %11 to ptr
  %23 = addrspacecast ptr addrspace(5) %12 to ptr
  %24 = addrspacecast ptr addrspace(5) %13 to ptr
  %25 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr addrspace(1) %0, ptr %15, align 8
  %26 = load ptr, ptr %15, align 8
  store ptr addrspace(1) %1, ptr %16, align 8
  %27 = load ptr, ptr %16, align 8
  store ptr %26, ptr %17, align 8
  store ptr %27, ptr %18, align 8
  store <4 x i32> %2, ptr %19, align 16
  %28 = call noundef i32 @_ZL5bid_xv() #13
  %29 = call noundef i32 @_ZL6bdim_xv() #13
  %30 = mul i32 %28, %29
  %31 = call noundef i32 @_ZL5tid_xv() #13
  %32 = add i32 %30, %31
  store i32 %32, ptr %20, align 4
  %33 = load ptr, ptr %17, align 8
  %34 = load i32, ptr %20, align 4
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds <4 x i32>, ptr %33, i64 %35
  %37 = load <4 x i32>, ptr %36, align 16
  store <4 x i32> %37, ptr %21, align 16
  %38 = load <4 x i32>, ptr %21, align 16
  %39 = load <4 x i32>, ptr %19, align 16
  %40 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %38, <4 x i32> %39)
  store <4 x i32> %40, ptr %22, align 16
  %41 = load <4 x i32>, ptr %22, align 16
  %42 = load <4 x i32>, ptr %22, align 16
  %43 = shufflevector <4 x i32> %41, <4 x i32> %42, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %43, ptr %23, align 16
  %44 = load <4 x i32>, ptr %23, align 16
  %45 = load <4 x i32>, ptr %19, align 16
  %46 = icmp sgt <4 x i32> %44, %45
  %47 = sext <4 x i1> %46 to <4 x i32>
  %48 = icmp ne <4 x i32> %47, zeroinitializer
  %49 = shufflevector <4 x i1> %48, <4 x i1> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>
  %50 = bitcast <8 x i1> %49 to i8
  store i8 %50, ptr %24, align 1
  %51 = load i8, ptr %24, align 1
  %52 = bitcast i8 %51 to <8 x i1>
  %53 = shufflevector <8 x i1> %52, <8 x i1> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %54 = zext <4 x i1> %53 to <4 x i32>
  %55 = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %54)
  store i32 %55, ptr %25, align 4
  %56 = load <4 x i32>, ptr %23, align 16
  %57 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %56)
  %58 = load i32, ptr %25, align 4
  %59 = add nsw i32 %57, %58
  %60 = load <4 x i32>, ptr %21, align 16
  %61 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %60)
  %62 = add nsw i32 %59, %61
  %63 = load ptr, ptr %18, align 8
  %64 = load i32, ptr %20, align 4
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %63, i64 %65
  store i32 %62, ptr %66, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z11hx_overflowPKiS0_PiPj(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3) #0 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i8, align 1, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca i8, align 1, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = addrspacecast ptr addrspace(5) %5 to ptr
  %21 = addrspacecast ptr addrspace(5) %6 to ptr
  %22 = addrspacecast ptr addrspace(5) %7 to ptr
  %23 = addrspacecast ptr addrspace(5) %8 to ptr
  %24 = addrspacecast ptr addrspace(5) %9 to ptr
  %25 = addrspacecast ptr addrspace(5) %10 to ptr
  %26 = addrspacecast ptr addrspace(5) %11 to ptr
  %27 = addrspacecast ptr addrspace(5) %12 to ptr
  %28 = addrspacecast ptr addrspace(5) %13 to ptr
  %29 = addrspacecast ptr addrspace(5) %14 to ptr
  %30 = addrspacecast ptr addrspace(5) %15 to ptr
  %31 = addrspacecast ptr addrspace(5) %16 to ptr
  %32 = addrspacecast ptr addrspace(5) %17 to ptr
  %33 = addrspacecast ptr addrspace(5) %18 to ptr
  %34 = addrspacecast ptr addrspace(5) %19 to ptr
  store ptr addrspace(1) %0, ptr %20, align 8
  %35 = load ptr, ptr %20, align 8
  store ptr addrspace(1) %1, ptr %21, align 8
  %36 = load ptr, ptr %21, align 8
  store ptr addrspace(1) %2, ptr %22, align 8
  %37 = load ptr, ptr %22, align 8
  store ptr addrspace(1) %3, ptr %23, align 8
  %38 = load ptr, ptr %23, align 8
  store ptr %35, ptr %24, align 8
  store ptr %36, ptr %25, align 8
  store ptr %37, ptr %26, align 8
  store ptr %38, ptr %27, align 8
  %39 = call noundef i32 @_ZL5bid_xv() #13
  %40 = call noundef i32 @_ZL6bdim_xv() #13
  %41 = mul i32 %39, %40
  %42 = call noundef i32 @_ZL5tid_xv() #13
  %43 = add i32 %41, %42
  store i32 %43, ptr %28, align 4
  %44 = load ptr, ptr %24, align 8
  %45 = load i32, ptr %28, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %44, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = load ptr, ptr %25, align 8
  %50 = load i32, ptr %28, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %49, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %48, i32 %53)
  %55 = extractvalue { i32, i1 } %54, 1
  %56 = extractvalue { i32, i1 } %54, 0
  store i32 %56, ptr %29, align 4
  %57 = zext i1 %55 to i8
  store i8 %57, ptr %30, align 1
  %58 = load ptr, ptr %24, align 8
  %59 = load i32, ptr %28, align 4
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %58, i64 %60
  %62 = load i32, ptr %61, align 4
  %63 = sext i32 %62 to i64
  %64 = load ptr, ptr %25, align 8
  %65 = load i32, ptr %28, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %64, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = sext i32 %68 to i64
  %70 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %63, i64 %69)
  %71 = extractvalue { i64, i1 } %70, 1
  %72 = extractvalue { i64, i1 } %70, 0
  store i64 %72, ptr %31, align 8
  %73 = zext i1 %71 to i8
  store i8 %73, ptr %32, align 1
  %74 = load i32, ptr %29, align 4
  %75 = load i64, ptr %31, align 8
  %76 = ashr i64 %75, 32
  %77 = trunc i64 %76 to i32
  %78 = xor i32 %74, %77
  %79 = load i32, ptr %29, align 4
  %80 = call i32 @llvm.bitreverse.i32(i32 %79)
  %81 = xor i32 %78, %80
  %82 = load ptr, ptr %24, align 8
  %83 = load i32, ptr %28, align 4
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr %82, i64 %84
  %86 = load i32, ptr %85, align 4
  %87 = call i32 @llvm.fshl.i32(i32 %86, i32 %86, i32 7)
  %88 = xor i32 %81, %87
  %89 = load ptr, ptr %26, align 8
  %90 = load i32, ptr %28, align 4
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr %89, i64 %91
  store i32 %88, ptr %92, align 4
  %93 = load i8, ptr %30, align 1
  %94 = trunc i8 %93 to i1
  br i1 %94, label %98, label %95

95:                                               ; preds = %4
  %96 = load i8, ptr %32, align 1
  %97 = trunc i8 %96 to i1
  br i1 %97, label %98, label %106

98:                                               ; preds = %95, %4
  %99 = load ptr, ptr %27, align 8
  %100 = load i32, ptr %28, align 4
  %101 = and i32 %100, 31
  %102 = shl i32 1, %101
  store i32 %102, ptr %33, align 4
  %103 = load i32, ptr %33, align 4
  %104 = atomicrmw or ptr %99, i32 %103 syncscope("agent-one-as") monotonic, align 4
  store i32 %104, ptr %34, align 4
  %105 = load i32, ptr %34, align 4
  br label %106

106:                                              ; preds = %98, %95
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z13hx_inline_asmPKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %3 to ptr
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  %21 = load ptr, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  %22 = load ptr, ptr %13, align 8
  store ptr %21, ptr %14, align 8
  store ptr %22, ptr %15, align 8
  %23 = call noundef i32 @_ZL5bid_xv() #13
  %24 = call noundef i32 @_ZL6bdim_xv() #13
  %25 = mul i32 %23, %24
  %26 = call noundef i32 @_ZL5tid_xv() #13
  %27 = add i32 %25, %26
  store i32 %27, ptr %16, align 4
  %28 = load ptr, ptr %14, align 8
  %29 = load i32, ptr %16, align 4
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %17, align 4
  %33 = load i32, ptr %17, align 4
  %34 = call i32 asm sideeffect "v_mov_b32 $0, $1", "=v,v"(i32 %33) #13, !srcloc !8
  store i32 %34, ptr %18, align 4
  %35 = call i32 asm sideeffect "s_mov_b32 $0, 42", "=s"() #13, !srcloc !9
  store i32 %35, ptr %19, align 4
  %36 = call i32 asm "v_mbcnt_lo_u32_b32 $0, -1, 0", "=v"() #14, !srcloc !10
  store i32 %36, ptr %20, align 4
  call void asm sideeffect "s_nop 0", "~{memory}"() #13, !srcloc !11
  %37 = load i32, ptr %18, align 4
  %38 = load i32, ptr %19, align 4
  %39 = add nsw i32 %37, %38
  %40 = load i32, ptr %20, align 4
  %41 = add nsw i32 %39, %40
  %42 = load ptr, ptr %15, align 8
  %43 = load i32, ptr %16, align 4
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %42, i64 %44
  store i32 %41, ptr %45, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z9hx_allocaPKiPii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %4 to ptr
  %16 = addrspacecast ptr addrspace(5) %5 to ptr
  %17 = addrspacecast ptr addrspace(5) %6 to ptr
  %18 = addrspacecast ptr addrspace(5) %7 to ptr
  %19 = addrspacecast ptr addrspace(5) %8 to ptr
  %20 = addrspacecast ptr addrspace(5) %9 to ptr
  %21 = addrspacecast ptr addrspace(5) %10 to ptr
  %22 = addrspacecast ptr addrspace(5) %11 to ptr
  %23 = addrspacecast ptr addrspace(5) %12 to ptr
  %24 = addrspacecast ptr addrspace(5) %13 to ptr
  %25 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr addrspace(1) %0, ptr %15, align 8
  %26 = load ptr, ptr %15, align 8
  store ptr addrspace(1) %1, ptr %16, align 8
  %27 = load ptr, ptr %16, align 8
  store ptr %26, ptr %17, align 8
  store ptr %27, ptr %18, align 8
  store i32 %2, ptr %19, align 4
  %28 = call noundef i32 @_ZL5bid_xv() #13
  %29 = call noundef i32 @_ZL6bdim_xv() #13
  %30 = mul i32 %28, %29
  %31 = call noundef i32 @_ZL5tid_xv() #13
  %32 = add i32 %30, %31
  store i32 %32, ptr %20, align 4
  %33 = load ptr, ptr %17, align 8
  %34 = load i32, ptr %20, align 4
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %33, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = and i32 %37, 15
  store i32 %38, ptr %21, align 4
  %39 = load i32, ptr %21, align 4
  %40 = add nsw i32 %39, 1
  %41 = zext i32 %40 to i64
  %42 = mul i64 4, %41
  %43 = alloca i8, i64 %42, align 16, addrspace(5)
  %44 = addrspacecast ptr addrspace(5) %43 to ptr
  store ptr %44, ptr %22, align 8
  store i32 0, ptr %23, align 4
  br label %45

45:                                               ; preds = %57, %3
  %46 = load i32, ptr %23, align 4
  %47 = load i32, ptr %21, align 4
  %48 = icmp sle i32 %46, %47
  br i1 %48, label %49, label %60

49:                                               ; preds = %45
  %50 = load i32, ptr %23, align 4
  %51 = load i32, ptr %19, align 4
  %52 = mul nsw i32 %50, %51
  %53 = load ptr, ptr %22, align 8
  %54 = load i32, ptr %23, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %53, i64 %55
  store i32 %52, ptr %56, align 4
  br label %57

57:                                               ; preds = %49
  %58 = load i32, ptr %23, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %23, align 4
  br label %45, !llvm.loop !12

60:                                               ; preds = %45
  store i32 0, ptr %24, align 4
  %61 = load i32, ptr %21, align 4
  store i32 %61, ptr %25, align 4
  br label %62

62:                                               ; preds = %73, %60
  %63 = load i32, ptr %25, align 4
  %64 = icmp sge i32 %63, 0
  br i1 %64, label %65, label %76

65:                                               ; preds = %62
  %66 = load ptr, ptr %22, align 8
  %67 = load i32, ptr %25, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %66, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = load i32, ptr %24, align 4
  %72 = add nsw i32 %71, %70
  store i32 %72, ptr %24, align 4
  br label %73

73:                                               ; preds = %65
  %74 = load i32, ptr %25, align 4
  %75 = sub nsw i32 %74, 2
  store i32 %75, ptr %25, align 4
  br label %62, !llvm.loop !14

76:                                               ; preds = %62
  %77 = load i32, ptr %24, align 4
  %78 = load ptr, ptr %18, align 8
  %79 = load i32, ptr %20, align 4
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr %78, i64 %80
  store i32 %77, ptr %81, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z6op_addii(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %8, align 4
  %11 = add nsw i32 %9, %10
  ret i32 %11
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z6op_mulii(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %8, align 4
  %11 = mul nsw i32 %9, %10
  ret i32 %11
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z7op_laneii(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  %9 = load i32, ptr %7, align 4
  %10 = call noundef i32 @_ZL7lane_idv() #13
  %11 = load i32, ptr %8, align 4
  %12 = mul nsw i32 %10, %11
  %13 = add nsw i32 %9, %12
  ret i32 %13
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %4 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %3)
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z8hx_fnptrPKiPii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca [3 x ptr], align 16, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  %22 = load ptr, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  %23 = load ptr, ptr %14, align 8
  store ptr %22, ptr %15, align 8
  store ptr %23, ptr %16, align 8
  store i32 %2, ptr %17, align 4
  call void @llvm.memcpy.p0.p4.i64(ptr align 16 %18, ptr addrspace(4) align 16 @__const._Z8hx_fnptrPKiPii.ops, i64 24, i1 false)
  %24 = call noundef i32 @_ZL5bid_xv() #13
  %25 = call noundef i32 @_ZL6bdim_xv() #13
  %26 = mul i32 %24, %25
  %27 = call noundef i32 @_ZL5tid_xv() #13
  %28 = add i32 %26, %27
  store i32 %28, ptr %19, align 4
  %29 = load ptr, ptr %15, align 8
  %30 = load i32, ptr %19, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = srem i32 %33, 3
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [3 x ptr], ptr %18, i64 0, i64 %35
  %37 = load ptr, ptr %36, align 8
  store ptr %37, ptr %20, align 8
  %38 = load i32, ptr %17, align 4
  %39 = srem i32 %38, 3
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [3 x ptr], ptr %18, i64 0, i64 %40
  %42 = load ptr, ptr %41, align 8
  store ptr %42, ptr %21, align 8
  %43 = load ptr, ptr %20, align 8
  %44 = load i32, ptr %19, align 4
  %45 = call noundef i32 %43(i32 noundef %44, i32 noundef 3) #13
  %46 = load ptr, ptr %21, align 8
  %47 = load i32, ptr %17, align 4
  %48 = call noundef i32 %46(i32 noundef %47, i32 noundef 2) #13
  %49 = add nsw i32 %45, %48
  %50 = load ptr, ptr %16, align 8
  %51 = load i32, ptr %19, align 4
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %50, i64 %52
  store i32 %49, ptr %53, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p4.i64(ptr noalias nocapture writeonly, ptr addrspace(4) noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z10hx_virtualPKfPf(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca %struct.Sq, align 8, addrspace(5)
  %9 = alloca %struct.Circ, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %3 to ptr
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  %19 = load ptr, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  %20 = load ptr, ptr %12, align 8
  store ptr %19, ptr %13, align 8
  store ptr %20, ptr %14, align 8
  %21 = call noundef i32 @_ZL5bid_xv() #13
  %22 = call noundef i32 @_ZL6bdim_xv() #13
  %23 = mul i32 %21, %22
  %24 = call noundef i32 @_ZL5tid_xv() #13
  %25 = add i32 %23, %24
  store i32 %25, ptr %15, align 4
  %26 = load ptr, ptr %13, align 8
  %27 = load i32, ptr %15, align 4
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  %30 = load float, ptr %29, align 4
  call void @_ZN2SqC2Ef(ptr noundef nonnull align 8 dereferenceable(12) %16, float noundef %30) #13
  %31 = load ptr, ptr %13, align 8
  %32 = load i32, ptr %15, align 4
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %31, i64 %33
  %35 = load float, ptr %34, align 4
  call void @_ZN4CircC2Ef(ptr noundef nonnull align 8 dereferenceable(12) %17, float noundef %35) #13
  %36 = load i32, ptr %15, align 4
  %37 = and i32 %36, 1
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %2
  br label %41

40:                                               ; preds = %2
  br label %41

41:                                               ; preds = %40, %39
  %42 = phi ptr [ %16, %39 ], [ %17, %40 ]
  store ptr %42, ptr %18, align 8
  %43 = load ptr, ptr %18, align 8
  %44 = load ptr addrspace(1), ptr %43, align 8
  %45 = getelementptr inbounds ptr addrspace(1), ptr addrspace(1) %44, i64 0
  %46 = load ptr addrspace(1), ptr addrspace(1) %45, align 8
  %47 = call contract noundef addrspace(1) float %46(ptr noundef nonnull align 8 dereferenceable(8) %43) #13
  %48 = load ptr, ptr %14, align 8
  %49 = load i32, ptr %15, align 4
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %48, i64 %50
  store float %47, ptr %51, align 4
  call void @_ZN4CircD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %17) #13
  call void @_ZN2SqD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %16) #13
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN2SqC2Ef(ptr noundef nonnull align 8 dereferenceable(12) %0, float noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store float %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8
  call void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #13
  store ptr addrspace(1) getelementptr inbounds inrange(-16, 24) ({ [5 x ptr addrspace(1)] }, ptr addrspace(1) @_ZTV2Sq, i32 0, i32 0, i32 2), ptr %7, align 8
  %8 = getelementptr inbounds %struct.Sq, ptr %7, i32 0, i32 1
  %9 = load float, ptr %6, align 4
  store float %9, ptr %8, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4CircC2Ef(ptr noundef nonnull align 8 dereferenceable(12) %0, float noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  %6 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr %0, ptr %5, align 8
  store float %1, ptr %6, align 4
  %7 = load ptr, ptr %5, align 8
  call void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #13
  store ptr addrspace(1) getelementptr inbounds inrange(-16, 24) ({ [5 x ptr addrspace(1)] }, ptr addrspace(1) @_ZTV4Circ, i32 0, i32 0, i32 2), ptr %7, align 8
  %8 = getelementptr inbounds %struct.Circ, ptr %7, i32 0, i32 1
  %9 = load float, ptr %6, align 4
  store float %9, ptr %8, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4CircD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #13
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN2SqD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #13
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z16hx_computed_gotoPKhPii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  %20 = load ptr, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  %21 = load ptr, ptr %13, align 8
  store ptr %20, ptr %14, align 8
  store ptr %21, ptr %15, align 8
  store i32 %2, ptr %16, align 4
  %22 = call noundef i32 @_ZL5bid_xv() #13
  %23 = call noundef i32 @_ZL6bdim_xv() #13
  %24 = mul i32 %22, %23
  %25 = call noundef i32 @_ZL5tid_xv() #13
  %26 = add i32 %24, %25
  store i32 %26, ptr %17, align 4
  %27 = load i32, ptr %17, align 4
  store i32 %27, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %28

28:                                               ; preds = %3
  %29 = load i32, ptr %19, align 4
  %30 = load i32, ptr %16, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %28
  br label %110

33:                                               ; preds = %28
  %34 = load ptr, ptr %14, align 8
  %35 = load i32, ptr %19, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %19, align 4
  %37 = sext i32 %35 to i64
  %38 = getelementptr inbounds i8, ptr %34, i64 %37
  %39 = load i8, ptr %38, align 1
  %40 = zext i8 %39 to i32
  %41 = and i32 %40, 3
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [4 x ptr], ptr addrspacecast (ptr addrspace(4) @_ZZ16hx_computed_gotoPKhPiiE5table to ptr), i64 0, i64 %42
  %44 = load ptr, ptr %43, align 8
  br label %116

45:                                               ; No predecessors!
  br label %46

46:                                               ; preds = %45, %116
  %47 = load i32, ptr %18, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %18, align 4
  br label %49

49:                                               ; preds = %46
  %50 = load i32, ptr %19, align 4
  %51 = load i32, ptr %16, align 4
  %52 = icmp sge i32 %50, %51
  br i1 %52, label %53, label %54

53:                                               ; preds = %49
  br label %110

54:                                               ; preds = %49
  %55 = load ptr, ptr %14, align 8
  %56 = load i32, ptr %19, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %19, align 4
  %58 = sext i32 %56 to i64
  %59 = getelementptr inbounds i8, ptr %55, i64 %58
  %60 = load i8, ptr %59, align 1
  %61 = zext i8 %60 to i32
  %62 = and i32 %61, 3
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [4 x ptr], ptr addrspacecast (ptr addrspace(4) @_ZZ16hx_computed_gotoPKhPiiE5table to ptr), i64 0, i64 %63
  %65 = load ptr, ptr %64, align 8
  br label %116

66:                                               ; No predecessors!
  br label %67

67:                                               ; preds = %66, %116
  %68 = load i32, ptr %18, align 4
  %69 = mul nsw i32 %68, 2
  store i32 %69, ptr %18, align 4
  br label %70

70:                                               ; preds = %67
  %71 = load i32, ptr %19, align 4
  %72 = load i32, ptr %16, align 4
  %73 = icmp sge i32 %71, %72
  br i1 %73, label %74, label %75

74:                                               ; preds = %70
  br label %110

75:                                               ; preds = %70
  %76 = load ptr, ptr %14, align 8
  %77 = load i32, ptr %19, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %19, align 4
  %79 = sext i32 %77 to i64
  %80 = getelementptr inbounds i8, ptr %76, i64 %79
  %81 = load i8, ptr %80, align 1
  %82 = zext i8 %81 to i32
  %83 = and i32 %82, 3
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [4 x ptr], ptr addrspacecast (ptr addrspace(4) @_ZZ16hx_computed_gotoPKhPiiE5table to ptr), i64 0, i64 %84
  %86 = load ptr, ptr %85, align 8
  br label %116

87:                                               ; No predecessors!
  br label %88

88:                                               ; preds = %87, %116
  %89 = load i32, ptr %18, align 4
  %90 = sub nsw i32 0, %89
  store i32 %90, ptr %18, align 4
  br label %91

91:                                               ; preds = %88
  %92 = load i32, ptr %19, align 4
  %93 = load i32, ptr %16, align 4
  %94 = icmp sge i32 %92, %93
  br i1 %94, label %95, label %96

95:                                               ; preds = %91
  br label %110

96:                                               ; preds = %91
  %97 = load ptr, ptr %14, align 8
  %98 = load i32, ptr %19, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %19, align 4
  %100 = sext i32 %98 to i64
  %101 = getelementptr inbounds i8, ptr %97, i64 %100
  %102 = load i8, ptr %101, align 1
  %103 = zext i8 %102 to i32
  %104 = and i32 %103, 3
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [4 x ptr], ptr addrspacecast (ptr addrspace(4) @_ZZ16hx_computed_gotoPKhPiiE5table to ptr), i64 0, i64 %105
  %107 = load ptr, ptr %106, align 8
  br label %116

108:                                              ; No predecessors!
  br label %109

109:                                              ; preds = %108, %116
  br label %110

110:                                              ; preds = %109, %95, %74, %53, %32
  %111 = load i32, ptr %18, align 4
  %112 = load ptr, ptr %15, align 8
  %113 = load i32, ptr %17, align 4
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %112, i64 %114
  store i32 %111, ptr %115, align 4
  ret void

116:                                              ; preds = %96, %75, %54, %33
  %117 = phi ptr [ %44, %33 ], [ %65, %54 ], [ %86, %75 ], [ %107, %96 ]
  indirectbr ptr %117, [label %46, label %67, label %88, label %109]
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z7fib_reci(i32 noundef %0) #1 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp slt i32 %6, 2
  br i1 %7, label %8, label %10

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4
  br label %18

10:                                               ; preds = %1
  %11 = load i32, ptr %5, align 4
  %12 = sub nsw i32 %11, 1
  %13 = call noundef i32 @_Z7fib_reci(i32 noundef %12) #13
  %14 = load i32, ptr %5, align 4
  %15 = sub nsw i32 %14, 2
  %16 = call noundef i32 @_Z7fib_reci(i32 noundef %15) #13
  %17 = add nsw i32 %13, %16
  br label %18

18:                                               ; preds = %10, %8
  %19 = phi i32 [ %9, %8 ], [ %17, %10 ]
  ret i32 %19
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z12hx_recursionPi(ptr addrspace(1) noundef %0) #0 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  store ptr %8, ptr %6, align 8
  %9 = call noundef i32 @_ZL5bid_xv() #13
  %10 = call noundef i32 @_ZL6bdim_xv() #13
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @_ZL5tid_xv() #13
  %13 = add i32 %11, %12
  store i32 %13, ptr %7, align 4
  %14 = load i32, ptr %7, align 4
  %15 = and i32 %14, 7
  %16 = call noundef i32 @_Z7fib_reci(i32 noundef %15) #13
  %17 = call noundef i32 @_Z7fib_reci(i32 noundef 5) #13
  %18 = add nsw i32 %16, %17
  %19 = load ptr, ptr %6, align 8
  %20 = load i32, ptr %7, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  store i32 %18, ptr %22, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z9hx_printfPKfi(ptr addrspace(1) noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  %11 = load ptr, ptr %7, align 8
  store ptr %11, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  %12 = call noundef i32 @_ZL5bid_xv() #13
  %13 = call noundef i32 @_ZL6bdim_xv() #13
  %14 = mul i32 %12, %13
  %15 = call noundef i32 @_ZL5tid_xv() #13
  %16 = add i32 %14, %15
  store i32 %16, ptr %10, align 4
  %17 = load i32, ptr %10, align 4
  %18 = load i32, ptr %9, align 4
  %19 = icmp ult i32 %17, %18
  br i1 %19, label %20, label %54

20:                                               ; preds = %2
  %21 = load ptr, ptr %8, align 8
  %22 = load i32, ptr %10, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %21, i64 %23
  %25 = load float, ptr %24, align 4
  %26 = load ptr, ptr %8, align 8
  %27 = load i32, ptr %10, align 4
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  %30 = load float, ptr %29, align 4
  %31 = fcmp contract une float %25, %30
  br i1 %31, label %32, label %54

32:                                               ; preds = %20
  %33 = load i32, ptr %10, align 4
  %34 = call noundef i32 @_ZL5bid_xv() #13
  %35 = call i64 @__ockl_printf_begin(i64 0)
  %36 = icmp eq ptr addrspacecast (ptr addrspace(4) @.str to ptr), null
  br i1 %36, label %46, label %37

37:                                               ; preds = %37, %32
  %38 = phi ptr [ addrspacecast (ptr addrspace(4) @.str to ptr), %32 ], [ %39, %37 ]
  %39 = getelementptr i8, ptr %38, i64 1
  %40 = load i8, ptr %38, align 1
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %42, label %37

42:                                               ; preds = %37
  %43 = ptrtoint ptr %38 to i64
  %44 = sub i64 %43, ptrtoint (ptr addrspacecast (ptr addrspace(4) @.str to ptr) to i64)
  %45 = add i64 %44, 1
  br label %46

46:                                               ; preds = %42, %32
  %47 = phi i64 [ %45, %42 ], [ 0, %32 ]
  %48 = call i64 @__ockl_printf_append_string_n(i64 %35, ptr addrspacecast (ptr addrspace(4) @.str to ptr), i64 %47, i32 0)
  %49 = zext i32 %33 to i64
  %50 = call i64 @__ockl_printf_append_args(i64 %48, i32 1, i64 %49, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0)
  %51 = zext i32 %34 to i64
  %52 = call i64 @__ockl_printf_append_args(i64 %50, i32 1, i64 %51, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 1)
  %53 = trunc i64 %52 to i32
  br label %54

54:                                               ; preds = %46, %20, %2
  %55 = load i32, ptr %10, align 4
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %76

57:                                               ; preds = %54
  %58 = load i32, ptr %9, align 4
  %59 = call i64 @__ockl_printf_begin(i64 0)
  %60 = icmp eq ptr addrspacecast (ptr addrspace(4) @.str.1 to ptr), null
  br i1 %60, label %70, label %61

61:                                               ; preds = %61, %57
  %62 = phi ptr [ addrspacecast (ptr addrspace(4) @.str.1 to ptr), %57 ], [ %63, %61 ]
  %63 = getelementptr i8, ptr %62, i64 1
  %64 = load i8, ptr %62, align 1
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %66, label %61

66:                                               ; preds = %61
  %67 = ptrtoint ptr %62 to i64
  %68 = sub i64 %67, ptrtoint (ptr addrspacecast (ptr addrspace(4) @.str.1 to ptr) to i64)
  %69 = add i64 %68, 1
  br label %70

70:                                               ; preds = %66, %57
  %71 = phi i64 [ %69, %66 ], [ 0, %57 ]
  %72 = call i64 @__ockl_printf_append_string_n(i64 %59, ptr addrspacecast (ptr addrspace(4) @.str.1 to ptr), i64 %71, i32 0)
  %73 = zext i32 %58 to i64
  %74 = call i64 @__ockl_printf_append_args(i64 %72, i32 1, i64 %73, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 1)
  %75 = trunc i64 %74 to i32
  br label %76

76:                                               ; preds = %70, %54
  ret void
}

declare i64 @__ockl_printf_begin(i64)

declare i64 @__ockl_printf_append_string_n(i64, ptr, i64, i32)

declare i64 @__ockl_printf_append_args(i64, i32, i64, i64, i64, i64, i64, i64, i64, i32)

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z18hx_amdgpu_builtinsPKfPjPy(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca i64, align 8, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca ptr, align 8, addrspace(5)
  %22 = addrspacecast ptr addrspace(5) %4 to ptr
  %23 = addrspacecast ptr addrspace(5) %5 to ptr
  %24 = addrspacecast ptr addrspace(5) %6 to ptr
  %25 = addrspacecast ptr addrspace(5) %7 to ptr
  %26 = addrspacecast ptr addrspace(5) %8 to ptr
  %27 = addrspacecast ptr addrspace(5) %9 to ptr
  %28 = addrspacecast ptr addrspace(5) %10 to ptr
  %29 = addrspacecast ptr addrspace(5) %11 to ptr
  %30 = addrspacecast ptr addrspace(5) %12 to ptr
  %31 = addrspacecast ptr addrspace(5) %13 to ptr
  %32 = addrspacecast ptr addrspace(5) %14 to ptr
  %33 = addrspacecast ptr addrspace(5) %15 to ptr
  %34 = addrspacecast ptr addrspace(5) %16 to ptr
  %35 = addrspacecast ptr addrspace(5) %17 to ptr
  %36 = addrspacecast ptr addrspace(5) %18 to ptr
  %37 = addrspacecast ptr addrspace(5) %19 to ptr
  %38 = addrspacecast ptr addrspace(5) %20 to ptr
  %39 = addrspacecast ptr addrspace(5) %21 to ptr
  store ptr addrspace(1) %0, ptr %22, align 8
  %40 = load ptr, ptr %22, align 8
  store ptr addrspace(1) %1, ptr %23, align 8
  %41 = load ptr, ptr %23, align 8
  store ptr addrspace(1) %2, ptr %24, align 8
  %42 = load ptr, ptr %24, align 8
  store ptr %40, ptr %25, align 8
  store ptr %41, ptr %26, align 8
  store ptr %42, ptr %27, align 8
  %43 = call noundef i32 @_ZL5bid_xv() #13
  %44 = call noundef i32 @_ZL6bdim_xv() #13
  %45 = mul i32 %43, %44
  %46 = call noundef i32 @_ZL5tid_xv() #13
  %47 = add i32 %45, %46
  store i32 %47, ptr %28, align 4
  %48 = load ptr, ptr %25, align 8
  %49 = load i32, ptr %28, align 4
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %48, i64 %50
  %52 = load float, ptr %51, align 4
  store float %52, ptr %29, align 4
  %53 = load i32, ptr %28, align 4
  %54 = and i32 %53, 1
  %55 = zext i32 %54 to i64
  %56 = call i64 @llvm.amdgcn.icmp.i64.i64(i64 %55, i64 0, i32 33)
  store i64 %56, ptr %30, align 8
  %57 = load float, ptr %29, align 4
  %58 = call i64 @llvm.amdgcn.fcmp.i64.f32(float %57, float 0.000000e+00, i32 2)
  store i64 %58, ptr %31, align 8
  %59 = load i32, ptr %28, align 4
  %60 = call i32 @llvm.amdgcn.ds.swizzle(i32 %59, i32 1055)
  store i32 %60, ptr %32, align 4
  %61 = load i32, ptr %28, align 4
  %62 = call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %61, i32 257, i32 15, i32 15, i1 false)
  store i32 %62, ptr %33, align 4
  %63 = call i64 @llvm.amdgcn.s.memtime()
  store i64 %63, ptr %34, align 8
  %64 = call i64 @llvm.amdgcn.s.memrealtime()
  store i64 %64, ptr %35, align 8
  %65 = call i32 @llvm.amdgcn.wavefrontsize()
  store i32 %65, ptr %36, align 4
  %66 = call i32 @llvm.amdgcn.s.getreg(i32 6147)
  store i32 %66, ptr %37, align 4
  %67 = call i32 @llvm.amdgcn.groupstaticsize()
  store i32 %67, ptr %38, align 4
  %68 = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %69 = addrspacecast ptr addrspace(4) %68 to ptr
  store ptr %69, ptr %39, align 8
  call void @llvm.amdgcn.s.sleep(i32 1)
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %70 = load i32, ptr %32, align 4
  %71 = load i32, ptr %33, align 4
  %72 = add i32 %70, %71
  %73 = load i32, ptr %36, align 4
  %74 = add i32 %72, %73
  %75 = load i32, ptr %37, align 4
  %76 = add i32 %74, %75
  %77 = load i32, ptr %38, align 4
  %78 = add i32 %76, %77
  %79 = load ptr, ptr %39, align 8
  %80 = getelementptr inbounds i32, ptr %79, i64 0
  %81 = load i32, ptr %80, align 4
  %82 = add i32 %78, %81
  %83 = load i64, ptr %35, align 8
  %84 = load i64, ptr %34, align 8
  %85 = sub i64 %83, %84
  %86 = trunc i64 %85 to i32
  %87 = add i32 %82, %86
  %88 = load ptr, ptr %26, align 8
  %89 = load i32, ptr %28, align 4
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds i32, ptr %88, i64 %90
  store i32 %87, ptr %91, align 4
  %92 = load i32, ptr %28, align 4
  %93 = and i32 %92, 63
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %95, label %104

95:                                               ; preds = %3
  %96 = load i64, ptr %30, align 8
  %97 = load i64, ptr %31, align 8
  %98 = xor i64 %96, %97
  %99 = load ptr, ptr %27, align 8
  %100 = load i32, ptr %28, align 4
  %101 = udiv i32 %100, 64
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds i64, ptr %99, i64 %102
  store i64 %98, ptr %103, align 8
  br label %104

104:                                              ; preds = %95, %3
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.icmp.i64.i64(i64, i64, i32 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.fcmp.i64.f32(float, float, i32 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i64 @llvm.amdgcn.s.memtime() #5

; Function Attrs: nocallback nofree nounwind willreturn
declare i64 @llvm.amdgcn.s.memrealtime() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.wavefrontsize() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.s.getreg(i32 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.groupstaticsize() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.amdgcn.s.sleep(i32 immarg) #5

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #7

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.sched.barrier(i32 immarg) #7

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z13hx_lds_appendPi(ptr addrspace(1) noundef %0) #0 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %2 to ptr
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  %12 = load ptr, ptr %7, align 8
  store ptr %12, ptr %8, align 8
  %13 = call noundef i32 @_ZL5tid_xv() #13
  store i32 %13, ptr %9, align 4
  %14 = load i32, ptr %9, align 4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %1
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ13hx_lds_appendPiE3cnt to ptr), align 4
  br label %17

17:                                               ; preds = %16, %1
  call void @_ZL11syncthreadsv() #13
  store i32 -1, ptr %10, align 4
  %18 = load i32, ptr %9, align 4
  %19 = and i32 %18, 1
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %23

21:                                               ; preds = %17
  %22 = call i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3) @_ZZ13hx_lds_appendPiE3cnt, i1 false)
  store i32 %22, ptr %10, align 4
  br label %23

23:                                               ; preds = %21, %17
  %24 = load i32, ptr %10, align 4
  %25 = icmp sge i32 %24, 0
  br i1 %25, label %26, label %34

26:                                               ; preds = %23
  %27 = load i32, ptr %10, align 4
  %28 = icmp slt i32 %27, 64
  br i1 %28, label %29, label %34

29:                                               ; preds = %26
  %30 = load i32, ptr %9, align 4
  %31 = load i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13hx_lds_appendPiE3buf to ptr), i64 0, i64 %32
  store i32 %30, ptr %33, align 4
  br label %34

34:                                               ; preds = %29, %26, %23
  call void @_ZL11syncthreadsv() #13
  %35 = call i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3) @_ZZ13hx_lds_appendPiE3cnt, i1 false)
  store i32 %35, ptr %11, align 4
  %36 = load i32, ptr %9, align 4
  %37 = icmp ult i32 %36, 64
  br i1 %37, label %38, label %43

38:                                               ; preds = %34
  %39 = load i32, ptr %9, align 4
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13hx_lds_appendPiE3buf to ptr), i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  br label %44

43:                                               ; preds = %34
  br label %44

44:                                               ; preds = %43, %38
  %45 = phi i32 [ %42, %38 ], [ 0, %43 ]
  %46 = load i32, ptr %11, align 4
  %47 = add nsw i32 %45, %46
  %48 = load ptr, ptr %8, align 8
  %49 = call noundef i32 @_ZL5bid_xv() #13
  %50 = call noundef i32 @_ZL6bdim_xv() #13
  %51 = mul i32 %49, %50
  %52 = load i32, ptr %9, align 4
  %53 = add i32 %51, %52
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %48, i64 %54
  store i32 %47, ptr %55, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL11syncthreadsv() #1 {
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3) nocapture, i1 immarg) #8

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3) nocapture, i1 immarg) #8

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z12hx_addrspacePfi(ptr addrspace(1) noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %3 to ptr
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  %19 = load ptr, ptr %11, align 8
  store ptr %19, ptr %12, align 8
  store i32 %1, ptr %13, align 4
  store float 1.000000e+00, ptr %14, align 4
  %20 = call noundef i32 @_ZL5tid_xv() #13
  store i32 %20, ptr %15, align 4
  %21 = load i32, ptr %15, align 4
  %22 = uitofp i32 %21 to float
  %23 = load i32, ptr %15, align 4
  %24 = and i32 %23, 63
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12hx_addrspacePfiE3lds to ptr), i64 0, i64 %25
  store float %22, ptr %26, align 4
  %27 = load i32, ptr %13, align 4
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %31

29:                                               ; preds = %2
  %30 = load ptr, ptr %12, align 8
  br label %38

31:                                               ; preds = %2
  %32 = load i32, ptr %13, align 4
  %33 = icmp eq i32 %32, 1
  br i1 %33, label %34, label %35

34:                                               ; preds = %31
  br label %36

35:                                               ; preds = %31
  br label %36

36:                                               ; preds = %35, %34
  %37 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ12hx_addrspacePfiE3lds to ptr), %34 ], [ %14, %35 ]
  br label %38

38:                                               ; preds = %36, %29
  %39 = phi ptr [ %30, %29 ], [ %37, %36 ]
  store ptr %39, ptr %16, align 8
  %40 = load i32, ptr %15, align 4
  %41 = and i32 %40, 1
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %48

43:                                               ; preds = %38
  %44 = load ptr, ptr %12, align 8
  %45 = load i32, ptr %15, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr %44, i64 %46
  br label %53

48:                                               ; preds = %38
  %49 = load i32, ptr %15, align 4
  %50 = and i32 %49, 63
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ12hx_addrspacePfiE3lds to ptr), i64 %51
  br label %53

53:                                               ; preds = %48, %43
  %54 = phi ptr [ %47, %43 ], [ %52, %48 ]
  store ptr %54, ptr %17, align 8
  %55 = load ptr, ptr %16, align 8
  %56 = call i1 @llvm.amdgcn.is.shared(ptr %55)
  %57 = zext i1 %56 to i64
  %58 = select i1 %56, i32 1, i32 0
  %59 = load ptr, ptr %16, align 8
  %60 = call i1 @llvm.amdgcn.is.private(ptr %59)
  %61 = zext i1 %60 to i64
  %62 = select i1 %60, i32 2, i32 0
  %63 = add nsw i32 %58, %62
  %64 = load ptr, ptr %17, align 8
  %65 = call i1 @llvm.amdgcn.is.shared(ptr %64)
  %66 = zext i1 %65 to i64
  %67 = select i1 %65, i32 4, i32 0
  %68 = add nsw i32 %63, %67
  store i32 %68, ptr %18, align 4
  %69 = load ptr, ptr %16, align 8
  %70 = load float, ptr %69, align 4
  %71 = load i32, ptr %18, align 4
  %72 = sitofp i32 %71 to float
  %73 = fadd contract float %70, %72
  %74 = load ptr, ptr %12, align 8
  %75 = call noundef i32 @_ZL5bid_xv() #13
  %76 = call noundef i32 @_ZL6bdim_xv() #13
  %77 = mul i32 %75, %76
  %78 = load i32, ptr %15, align 4
  %79 = add i32 %77, %78
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %74, i64 %80
  store float %73, ptr %81, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.amdgcn.is.shared(ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.amdgcn.is.private(ptr nocapture) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z13hx_fp_atomicsPfPKfPj(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca float, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca float, align 4, addrspace(5)
  %16 = alloca float, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i8, align 1, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i8, align 1, addrspace(5)
  %23 = addrspacecast ptr addrspace(5) %4 to ptr
  %24 = addrspacecast ptr addrspace(5) %5 to ptr
  %25 = addrspacecast ptr addrspace(5) %6 to ptr
  %26 = addrspacecast ptr addrspace(5) %7 to ptr
  %27 = addrspacecast ptr addrspace(5) %8 to ptr
  %28 = addrspacecast ptr addrspace(5) %9 to ptr
  %29 = addrspacecast ptr addrspace(5) %10 to ptr
  %30 = addrspacecast ptr addrspace(5) %11 to ptr
  %31 = addrspacecast ptr addrspace(5) %12 to ptr
  %32 = addrspacecast ptr addrspace(5) %13 to ptr
  %33 = addrspacecast ptr addrspace(5) %14 to ptr
  %34 = addrspacecast ptr addrspace(5) %15 to ptr
  %35 = addrspacecast ptr addrspace(5) %16 to ptr
  %36 = addrspacecast ptr addrspace(5) %17 to ptr
  %37 = addrspacecast ptr addrspace(5) %18 to ptr
  %38 = addrspacecast ptr addrspace(5) %19 to ptr
  %39 = addrspacecast ptr addrspace(5) %20 to ptr
  %40 = addrspacecast ptr addrspace(5) %21 to ptr
  %41 = addrspacecast ptr addrspace(5) %22 to ptr
  store ptr addrspace(1) %0, ptr %23, align 8
  %42 = load ptr, ptr %23, align 8
  store ptr addrspace(1) %1, ptr %24, align 8
  %43 = load ptr, ptr %24, align 8
  store ptr addrspace(1) %2, ptr %25, align 8
  %44 = load ptr, ptr %25, align 8
  store ptr %42, ptr %26, align 8
  store ptr %43, ptr %27, align 8
  store ptr %44, ptr %28, align 8
  %45 = call noundef i32 @_ZL5bid_xv() #13
  %46 = call noundef i32 @_ZL6bdim_xv() #13
  %47 = mul i32 %45, %46
  %48 = call noundef i32 @_ZL5tid_xv() #13
  %49 = add i32 %47, %48
  store i32 %49, ptr %29, align 4
  %50 = load ptr, ptr %26, align 8
  %51 = load ptr, ptr %27, align 8
  %52 = load i32, ptr %29, align 4
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %51, i64 %53
  %55 = load float, ptr %54, align 4
  store float %55, ptr %31, align 4
  %56 = load float, ptr %31, align 4
  %57 = atomicrmw fadd ptr %50, float %56 syncscope("agent-one-as") monotonic, align 4
  store float %57, ptr %32, align 4
  %58 = load float, ptr %32, align 4
  store float %58, ptr %30, align 4
  %59 = load ptr, ptr %26, align 8
  %60 = getelementptr inbounds float, ptr %59, i64 1
  %61 = load ptr, ptr %27, align 8
  %62 = load i32, ptr %29, align 4
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %61, i64 %63
  %65 = load float, ptr %64, align 4
  store float %65, ptr %34, align 4
  %66 = load float, ptr %34, align 4
  %67 = atomicrmw fmax ptr %60, float %66 syncscope("agent-one-as") monotonic, align 4
  store float %67, ptr %35, align 4
  %68 = load float, ptr %35, align 4
  store float %68, ptr %33, align 4
  %69 = load ptr, ptr %28, align 8
  %70 = atomicrmw uinc_wrap ptr %69, i32 1000 syncscope("agent") monotonic, align 4
  store i32 %70, ptr %36, align 4
  %71 = load ptr, ptr %28, align 8
  %72 = getelementptr inbounds i32, ptr %71, i64 1
  %73 = atomicrmw udec_wrap ptr %72, i32 1000 syncscope("workgroup") monotonic, align 4
  store i32 %73, ptr %37, align 4
  store i32 0, ptr %38, align 4
  %74 = load ptr, ptr %28, align 8
  %75 = getelementptr inbounds i32, ptr %74, i64 2
  %76 = load i32, ptr %29, align 4
  store i32 %76, ptr %40, align 4
  %77 = load i32, ptr %38, align 4
  %78 = load i32, ptr %40, align 4
  %79 = cmpxchg ptr %75, i32 %77, i32 %78 syncscope("agent-one-as") acq_rel monotonic, align 4
  %80 = extractvalue { i32, i1 } %79, 0
  %81 = extractvalue { i32, i1 } %79, 1
  br i1 %81, label %83, label %82

82:                                               ; preds = %3
  store i32 %80, ptr %38, align 4
  br label %83

83:                                               ; preds = %82, %3
  %84 = zext i1 %81 to i8
  store i8 %84, ptr %41, align 1
  %85 = load i8, ptr %41, align 1
  %86 = trunc i8 %85 to i1
  %87 = zext i1 %86 to i8
  store i8 %87, ptr %39, align 1
  %88 = load i8, ptr %39, align 1
  %89 = trunc i8 %88 to i1
  br i1 %89, label %90, label %105

90:                                               ; preds = %83
  %91 = load float, ptr %30, align 4
  %92 = load float, ptr %33, align 4
  %93 = fadd contract float %91, %92
  %94 = load i32, ptr %36, align 4
  %95 = load i32, ptr %37, align 4
  %96 = add i32 %94, %95
  %97 = uitofp i32 %96 to float
  %98 = fadd contract float %93, %97
  %99 = load ptr, ptr %26, align 8
  %100 = load i32, ptr %29, align 4
  %101 = and i32 %100, 7
  %102 = add i32 2, %101
  %103 = zext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %99, i64 %103
  store float %98, ptr %104, align 4
  br label %105

105:                                              ; preds = %90, %83
  call void @llvm.trap()
  ret void
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #9

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z9hx_assumePKiPii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  %20 = load ptr, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  %21 = load ptr, ptr %13, align 8
  store ptr %20, ptr %14, align 8
  store ptr %21, ptr %15, align 8
  store i32 %2, ptr %16, align 4
  %22 = call noundef i32 @_ZL5bid_xv() #13
  %23 = call noundef i32 @_ZL6bdim_xv() #13
  %24 = mul i32 %22, %23
  %25 = call noundef i32 @_ZL5tid_xv() #13
  %26 = add i32 %24, %25
  store i32 %26, ptr %17, align 4
  %27 = load i32, ptr %16, align 4
  %28 = icmp sgt i32 %27, 0
  call void @llvm.assume(i1 %28)
  %29 = load ptr, ptr %14, align 8
  %30 = load i32, ptr %17, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %18, align 4
  %34 = load i32, ptr %18, align 4
  %35 = icmp slt i32 %34, 0
  br i1 %35, label %36, label %37

36:                                               ; preds = %3
  unreachable

37:                                               ; preds = %3
  %38 = load ptr, ptr %14, align 8
  call void @llvm.assume(i1 true) [ "align"(ptr %38, i64 16) ]
  store ptr %38, ptr %19, align 8
  %39 = load i32, ptr %18, align 4
  %40 = load i32, ptr %16, align 4
  %41 = srem i32 %39, %40
  %42 = load ptr, ptr %19, align 8
  %43 = getelementptr inbounds i32, ptr %42, i64 0
  %44 = load i32, ptr %43, align 4
  %45 = add nsw i32 %41, %44
  %46 = load ptr, ptr %15, align 8
  %47 = load i32, ptr %17, align 4
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %46, i64 %48
  store i32 %45, ptr %49, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #11

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ShapeC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  store ptr addrspace(1) getelementptr inbounds inrange(-16, 24) ({ [5 x ptr addrspace(1)] }, ptr addrspace(1) @_ZTV5Shape, i32 0, i32 0, i32 2), ptr %4, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef float @_ZNK2Sq4areaEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca float, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Sq, ptr %6, i32 0, i32 1
  %8 = load float, ptr %7, align 8
  %9 = getelementptr inbounds %struct.Sq, ptr %6, i32 0, i32 1
  %10 = load float, ptr %9, align 8
  %11 = fmul contract float %8, %10
  ret float %11
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN2SqD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @_ZN2SqD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #13
  call void @_ZdlPvm(ptr noundef %4, i64 noundef 16) #15
  ret void
}

declare void @__cxa_pure_virtual() unnamed_addr

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN5ShapeD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @llvm.trap() #16
  unreachable
}

; Function Attrs: convergent nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #12

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef float @_ZNK4Circ4areaEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca float, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = getelementptr inbounds %struct.Circ, ptr %6, i32 0, i32 1
  %8 = load float, ptr %7, align 8
  %9 = fmul contract float 0x400921FA00000000, %8
  %10 = getelementptr inbounds %struct.Circ, ptr %6, i32 0, i32 1
  %11 = load float, ptr %10, align 8
  %12 = fmul contract float %9, %11
  ret float %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4CircD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @_ZN4CircD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #13
  call void @_ZdlPvm(ptr noundef %4, i64 noundef 16) #15
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nocallback nofree nounwind willreturn }
attributes #7 = { convergent nocallback nofree nounwind willreturn }
attributes #8 = { convergent nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #12 = { convergent nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #13 = { convergent nounwind }
attributes #14 = { convergent nounwind memory(none) }
attributes #15 = { builtin convergent nounwind }
attributes #16 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"clang-19"}
!6 = !{i16 1, i16 1025}
!7 = !{}
!8 = !{i64 2306}
!9 = !{i64 2361}
!10 = !{i64 2410}
!11 = !{i64 2471}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
