source_filename = "src/hip_reduce.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

$_Z12block_reduceILi256EEffPf = comdat any

@_ZZ13hip_reduce256PKfPfiE4smem = internal addrspace(3) global [256 x float] undef, align 16
@_ZZ13hip_wave_scanPKiPiS1_E4sums = internal addrspace(3) global [16 x i32] undef, align 16
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@__hip_cuid_ = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ to ptr)], section "llvm.metadata"
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z13hip_reduce256PKfPfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
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
  %22 = call noundef i32 @_ZL5bid_xv() #6
  %23 = mul i32 %22, 256
  %24 = call noundef i32 @_ZL5tid_xv() #6
  %25 = add i32 %23, %24
  store i32 %25, ptr %17, align 4
  store float 0.000000e+00, ptr %18, align 4
  br label %26

26:                                               ; preds = %38, %3
  %27 = load i32, ptr %17, align 4
  %28 = load i32, ptr %16, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %43

30:                                               ; preds = %26
  %31 = load ptr, ptr %14, align 8
  %32 = load i32, ptr %17, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %31, i64 %33
  %35 = load float, ptr %34, align 4
  %36 = load float, ptr %18, align 4
  %37 = fadd contract float %36, %35
  store float %37, ptr %18, align 4
  br label %38

38:                                               ; preds = %30
  %39 = call noundef i32 @_ZL6gdim_xv() #6
  %40 = mul i32 %39, 256
  %41 = load i32, ptr %17, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %17, align 4
  br label %26, !llvm.loop !6

43:                                               ; preds = %26
  %44 = load float, ptr %18, align 4
  %45 = call contract noundef float @_Z12block_reduceILi256EEffPf(float noundef %44, ptr noundef addrspacecast (ptr addrspace(3) @_ZZ13hip_reduce256PKfPfiE4smem to ptr)) #6
  store float %45, ptr %19, align 4
  %46 = call noundef i32 @_ZL5tid_xv() #6
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %54

48:                                               ; preds = %43
  %49 = load float, ptr %19, align 4
  %50 = load ptr, ptr %15, align 8
  %51 = call noundef i32 @_ZL5bid_xv() #6
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %50, i64 %52
  store float %49, ptr %53, align 4
  br label %54

54:                                               ; preds = %48, %43
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
define internal noundef i32 @_ZL5tid_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL6gdim_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = addrspacecast ptr addrspace(5) %1 to ptr
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = call align 4 dereferenceable(64) ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = addrspacecast ptr addrspace(4) %5 to ptr
  store ptr %6, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds i32, ptr %7, i64 3
  %9 = load i32, ptr %8, align 4
  %10 = call noundef i32 @_ZL6bdim_xv() #6
  %11 = udiv i32 %9, %10
  ret i32 %11
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef float @_Z12block_reduceILi256EEffPf(float noundef %0, ptr noundef %1) #1 comdat {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %3 to ptr
  %11 = addrspacecast ptr addrspace(5) %4 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  store float %0, ptr %11, align 4
  store ptr %1, ptr %12, align 8
  %17 = call noundef i32 @_ZL5tid_xv() #6
  store i32 %17, ptr %13, align 4
  %18 = load float, ptr %11, align 4
  %19 = load ptr, ptr %12, align 8
  %20 = load i32, ptr %13, align 4
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %19, i64 %21
  store float %18, ptr %22, align 4
  call void @_ZL11syncthreadsv() #6
  store i32 128, ptr %14, align 4
  br label %23

23:                                               ; preds = %45, %2
  %24 = load i32, ptr %14, align 4
  %25 = icmp sge i32 %24, 64
  br i1 %25, label %26, label %48

26:                                               ; preds = %23
  %27 = load i32, ptr %13, align 4
  %28 = load i32, ptr %14, align 4
  %29 = icmp ult i32 %27, %28
  br i1 %29, label %30, label %44

30:                                               ; preds = %26
  %31 = load ptr, ptr %12, align 8
  %32 = load i32, ptr %13, align 4
  %33 = load i32, ptr %14, align 4
  %34 = add i32 %32, %33
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %31, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = load ptr, ptr %12, align 8
  %39 = load i32, ptr %13, align 4
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %38, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fadd contract float %42, %37
  store float %43, ptr %41, align 4
  br label %44

44:                                               ; preds = %30, %26
  call void @_ZL11syncthreadsv() #6
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %14, align 4
  %47 = ashr i32 %46, 1
  store i32 %47, ptr %14, align 4
  br label %23, !llvm.loop !8

48:                                               ; preds = %23
  %49 = load i32, ptr %13, align 4
  %50 = icmp ult i32 %49, 64
  br i1 %50, label %51, label %57

51:                                               ; preds = %48
  %52 = load ptr, ptr %12, align 8
  %53 = load i32, ptr %13, align 4
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %52, i64 %54
  %56 = load float, ptr %55, align 4
  br label %58

57:                                               ; preds = %48
  br label %58

58:                                               ; preds = %57, %51
  %59 = phi contract float [ %56, %51 ], [ 0.000000e+00, %57 ]
  store float %59, ptr %15, align 4
  %60 = load i32, ptr %13, align 4
  %61 = icmp ult i32 %60, 64
  br i1 %61, label %62, label %78

62:                                               ; preds = %58
  store i32 32, ptr %16, align 4
  br label %63

63:                                               ; preds = %74, %62
  %64 = load i32, ptr %16, align 4
  %65 = icmp sgt i32 %64, 0
  br i1 %65, label %66, label %77

66:                                               ; preds = %63
  %67 = load float, ptr %15, align 4
  %68 = call noundef i32 @_ZL7lane_idv() #6
  %69 = load i32, ptr %16, align 4
  %70 = xor i32 %68, %69
  %71 = call contract noundef float @_ZL6shfl_ffi(float noundef %67, i32 noundef %70) #6
  %72 = load float, ptr %15, align 4
  %73 = fadd contract float %72, %71
  store float %73, ptr %15, align 4
  br label %74

74:                                               ; preds = %66
  %75 = load i32, ptr %16, align 4
  %76 = ashr i32 %75, 1
  store i32 %76, ptr %16, align 4
  br label %63, !llvm.loop !10

77:                                               ; preds = %63
  br label %78

78:                                               ; preds = %77, %58
  %79 = load float, ptr %15, align 4
  ret float %79
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z13hip_wave_scanPKiPiS1_(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = addrspacecast ptr addrspace(5) %4 to ptr
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
  store ptr addrspace(1) %0, ptr %19, align 8
  %34 = load ptr, ptr %19, align 8
  store ptr addrspace(1) %1, ptr %20, align 8
  %35 = load ptr, ptr %20, align 8
  store ptr addrspace(1) %2, ptr %21, align 8
  %36 = load ptr, ptr %21, align 8
  store ptr %34, ptr %22, align 8
  store ptr %35, ptr %23, align 8
  store ptr %36, ptr %24, align 8
  %37 = call noundef i32 @_ZL5tid_xv() #6
  store i32 %37, ptr %25, align 4
  %38 = load ptr, ptr %22, align 8
  %39 = call noundef i32 @_ZL5bid_xv() #6
  %40 = call noundef i32 @_ZL6bdim_xv() #6
  %41 = mul i32 %39, %40
  %42 = load i32, ptr %25, align 4
  %43 = add i32 %41, %42
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %38, i64 %44
  %46 = load i32, ptr %45, align 4
  store i32 %46, ptr %26, align 4
  %47 = call noundef i32 @_ZL7lane_idv() #6
  store i32 %47, ptr %27, align 4
  store i32 1, ptr %28, align 4
  br label %48

48:                                               ; preds = %65, %3
  %49 = load i32, ptr %28, align 4
  %50 = icmp ult i32 %49, 64
  br i1 %50, label %51, label %68

51:                                               ; preds = %48
  %52 = load i32, ptr %26, align 4
  %53 = load i32, ptr %27, align 4
  %54 = load i32, ptr %28, align 4
  %55 = sub i32 %53, %54
  %56 = call noundef i32 @_ZL4shflii(i32 noundef %52, i32 noundef %55) #6
  store i32 %56, ptr %29, align 4
  %57 = load i32, ptr %27, align 4
  %58 = load i32, ptr %28, align 4
  %59 = icmp uge i32 %57, %58
  br i1 %59, label %60, label %64

60:                                               ; preds = %51
  %61 = load i32, ptr %29, align 4
  %62 = load i32, ptr %26, align 4
  %63 = add nsw i32 %62, %61
  store i32 %63, ptr %26, align 4
  br label %64

64:                                               ; preds = %60, %51
  br label %65

65:                                               ; preds = %64
  %66 = load i32, ptr %28, align 4
  %67 = shl i32 %66, 1
  store i32 %67, ptr %28, align 4
  br label %48, !llvm.loop !11

68:                                               ; preds = %48
  %69 = load i32, ptr %25, align 4
  %70 = udiv i32 %69, 64
  store i32 %70, ptr %30, align 4
  %71 = load i32, ptr %27, align 4
  %72 = icmp eq i32 %71, 63
  br i1 %72, label %73, label %78

73:                                               ; preds = %68
  %74 = load i32, ptr %26, align 4
  %75 = load i32, ptr %30, align 4
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums to ptr), i64 0, i64 %76
  store i32 %74, ptr %77, align 4
  br label %78

78:                                               ; preds = %73, %68
  call void @_ZL11syncthreadsv() #6
  %79 = load i32, ptr %25, align 4
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %108

81:                                               ; preds = %78
  store i32 0, ptr %31, align 4
  store i32 0, ptr %32, align 4
  br label %82

82:                                               ; preds = %99, %81
  %83 = load i32, ptr %32, align 4
  %84 = call noundef i32 @_ZL6bdim_xv() #6
  %85 = udiv i32 %84, 64
  %86 = icmp ult i32 %83, %85
  br i1 %86, label %87, label %102

87:                                               ; preds = %82
  %88 = load i32, ptr %32, align 4
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums to ptr), i64 0, i64 %89
  %91 = load i32, ptr %90, align 4
  store i32 %91, ptr %33, align 4
  %92 = load i32, ptr %31, align 4
  %93 = load i32, ptr %32, align 4
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums to ptr), i64 0, i64 %94
  store i32 %92, ptr %95, align 4
  %96 = load i32, ptr %33, align 4
  %97 = load i32, ptr %31, align 4
  %98 = add nsw i32 %97, %96
  store i32 %98, ptr %31, align 4
  br label %99

99:                                               ; preds = %87
  %100 = load i32, ptr %32, align 4
  %101 = add i32 %100, 1
  store i32 %101, ptr %32, align 4
  br label %82, !llvm.loop !12

102:                                              ; preds = %82
  %103 = load i32, ptr %31, align 4
  %104 = load ptr, ptr %24, align 8
  %105 = call noundef i32 @_ZL5bid_xv() #6
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %104, i64 %106
  store i32 %103, ptr %107, align 4
  br label %108

108:                                              ; preds = %102, %78
  call void @_ZL11syncthreadsv() #6
  %109 = load i32, ptr %26, align 4
  %110 = load i32, ptr %30, align 4
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13hip_wave_scanPKiPiS1_E4sums to ptr), i64 0, i64 %111
  %113 = load i32, ptr %112, align 4
  %114 = add nsw i32 %109, %113
  %115 = load ptr, ptr %23, align 8
  %116 = call noundef i32 @_ZL5bid_xv() #6
  %117 = call noundef i32 @_ZL6bdim_xv() #6
  %118 = mul i32 %116, %117
  %119 = load i32, ptr %25, align 4
  %120 = add i32 %118, %119
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr %115, i64 %121
  store i32 %114, ptr %122, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL6bdim_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %4 = getelementptr i8, ptr addrspace(4) %3, i32 12
  %5 = load i16, ptr addrspace(4) %4, align 2, !range !13, !invariant.load !14, !noundef !14
  %6 = zext i16 %5 to i32
  ret i32 %6
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %4 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %3)
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL4shflii(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  %9 = load i32, ptr %8, align 4
  %10 = shl i32 %9, 2
  %11 = load i32, ptr %7, align 4
  %12 = call i32 @llvm.amdgcn.ds.bpermute(i32 %10, i32 %11)
  ret i32 %12
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL11syncthreadsv() #1 {
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z18hip_ballot_compactPKiPiPji(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i8, align 1, addrspace(5)
  %15 = alloca i64, align 8, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = addrspacecast ptr addrspace(5) %5 to ptr
  %22 = addrspacecast ptr addrspace(5) %6 to ptr
  %23 = addrspacecast ptr addrspace(5) %7 to ptr
  %24 = addrspacecast ptr addrspace(5) %8 to ptr
  %25 = addrspacecast ptr addrspace(5) %9 to ptr
  %26 = addrspacecast ptr addrspace(5) %10 to ptr
  %27 = addrspacecast ptr addrspace(5) %11 to ptr
  %28 = addrspacecast ptr addrspace(5) %12 to ptr
  %29 = addrspacecast ptr addrspace(5) %13 to ptr
  %30 = addrspacecast ptr addrspace(5) %14 to ptr
  %31 = addrspacecast ptr addrspace(5) %15 to ptr
  %32 = addrspacecast ptr addrspace(5) %16 to ptr
  %33 = addrspacecast ptr addrspace(5) %17 to ptr
  %34 = addrspacecast ptr addrspace(5) %18 to ptr
  %35 = addrspacecast ptr addrspace(5) %19 to ptr
  %36 = addrspacecast ptr addrspace(5) %20 to ptr
  store ptr addrspace(1) %0, ptr %21, align 8
  %37 = load ptr, ptr %21, align 8
  store ptr addrspace(1) %1, ptr %22, align 8
  %38 = load ptr, ptr %22, align 8
  store ptr addrspace(1) %2, ptr %23, align 8
  %39 = load ptr, ptr %23, align 8
  store ptr %37, ptr %24, align 8
  store ptr %38, ptr %25, align 8
  store ptr %39, ptr %26, align 8
  store i32 %3, ptr %27, align 4
  %40 = call noundef i32 @_ZL5bid_xv() #6
  %41 = call noundef i32 @_ZL6bdim_xv() #6
  %42 = mul i32 %40, %41
  %43 = call noundef i32 @_ZL5tid_xv() #6
  %44 = add i32 %42, %43
  store i32 %44, ptr %28, align 4
  %45 = load i32, ptr %28, align 4
  %46 = load i32, ptr %27, align 4
  %47 = icmp ult i32 %45, %46
  br i1 %47, label %48, label %54

48:                                               ; preds = %4
  %49 = load ptr, ptr %24, align 8
  %50 = load i32, ptr %28, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %49, i64 %51
  %53 = load i32, ptr %52, align 4
  br label %55

54:                                               ; preds = %4
  br label %55

55:                                               ; preds = %54, %48
  %56 = phi i32 [ %53, %48 ], [ 0, %54 ]
  store i32 %56, ptr %29, align 4
  %57 = load i32, ptr %29, align 4
  %58 = icmp ne i32 %57, 0
  %59 = zext i1 %58 to i8
  store i8 %59, ptr %30, align 1
  %60 = load i8, ptr %30, align 1
  %61 = trunc i8 %60 to i1
  %62 = call i64 @llvm.amdgcn.ballot.i64(i1 %61)
  store i64 %62, ptr %31, align 8
  %63 = load i64, ptr %31, align 8
  %64 = lshr i64 %63, 32
  %65 = trunc i64 %64 to i32
  %66 = load i64, ptr %31, align 8
  %67 = trunc i64 %66 to i32
  %68 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %67, i32 0)
  %69 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %65, i32 %68)
  store i32 %69, ptr %32, align 4
  %70 = load i64, ptr %31, align 8
  %71 = call i64 @llvm.ctpop.i64(i64 %70)
  %72 = trunc i64 %71 to i32
  store i32 %72, ptr %33, align 4
  store i32 0, ptr %34, align 4
  %73 = call noundef i32 @_ZL7lane_idv() #6
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %84

75:                                               ; preds = %55
  %76 = load i32, ptr %33, align 4
  %77 = icmp ne i32 %76, 0
  br i1 %77, label %78, label %84

78:                                               ; preds = %75
  %79 = load ptr, ptr %26, align 8
  %80 = load i32, ptr %33, align 4
  store i32 %80, ptr %35, align 4
  %81 = load i32, ptr %35, align 4
  %82 = atomicrmw add ptr %79, i32 %81 syncscope("agent-one-as") monotonic, align 4
  store i32 %82, ptr %36, align 4
  %83 = load i32, ptr %36, align 4
  store i32 %83, ptr %34, align 4
  br label %84

84:                                               ; preds = %78, %75, %55
  %85 = load i32, ptr %34, align 4
  %86 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %85)
  store i32 %86, ptr %34, align 4
  %87 = load i8, ptr %30, align 1
  %88 = trunc i8 %87 to i1
  br i1 %88, label %89, label %97

89:                                               ; preds = %84
  %90 = load i32, ptr %29, align 4
  %91 = load ptr, ptr %25, align 8
  %92 = load i32, ptr %34, align 4
  %93 = load i32, ptr %32, align 4
  %94 = add i32 %92, %93
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr %91, i64 %95
  store i32 %90, ptr %96, align 4
  br label %97

97:                                               ; preds = %89, %84
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z14hip_dpp_rowsumPKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %3 to ptr
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  %15 = load ptr, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  %16 = load ptr, ptr %10, align 8
  store ptr %15, ptr %11, align 8
  store ptr %16, ptr %12, align 8
  %17 = call noundef i32 @_ZL5bid_xv() #6
  %18 = call noundef i32 @_ZL6bdim_xv() #6
  %19 = mul i32 %17, %18
  %20 = call noundef i32 @_ZL5tid_xv() #6
  %21 = add i32 %19, %20
  store i32 %21, ptr %13, align 4
  %22 = load ptr, ptr %11, align 8
  %23 = load i32, ptr %13, align 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %22, i64 %24
  %26 = load i32, ptr %25, align 4
  store i32 %26, ptr %14, align 4
  %27 = load i32, ptr %14, align 4
  %28 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %27, i32 273, i32 15, i32 15, i1 false)
  %29 = load i32, ptr %14, align 4
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr %14, align 4
  %31 = load i32, ptr %14, align 4
  %32 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %31, i32 274, i32 15, i32 15, i1 false)
  %33 = load i32, ptr %14, align 4
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %14, align 4
  %35 = load i32, ptr %14, align 4
  %36 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %35, i32 276, i32 15, i32 14, i1 false)
  %37 = load i32, ptr %14, align 4
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr %14, align 4
  %39 = load i32, ptr %14, align 4
  %40 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %39, i32 280, i32 15, i32 12, i1 false)
  %41 = load i32, ptr %14, align 4
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %14, align 4
  %43 = call noundef i32 @_ZL7lane_idv() #6
  %44 = and i32 %43, 15
  %45 = icmp eq i32 %44, 15
  br i1 %45, label %46, label %53

46:                                               ; preds = %2
  %47 = load i32, ptr %14, align 4
  %48 = load ptr, ptr %12, align 8
  %49 = load i32, ptr %13, align 4
  %50 = udiv i32 %49, 16
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %48, i64 %51
  store i32 %47, ptr %52, align 4
  br label %53

53:                                               ; preds = %46, %2
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z14hip_lane_bcastPKfPfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = addrspacecast ptr addrspace(5) %4 to ptr
  %18 = addrspacecast ptr addrspace(5) %5 to ptr
  %19 = addrspacecast ptr addrspace(5) %6 to ptr
  %20 = addrspacecast ptr addrspace(5) %7 to ptr
  %21 = addrspacecast ptr addrspace(5) %8 to ptr
  %22 = addrspacecast ptr addrspace(5) %9 to ptr
  %23 = addrspacecast ptr addrspace(5) %10 to ptr
  %24 = addrspacecast ptr addrspace(5) %11 to ptr
  %25 = addrspacecast ptr addrspace(5) %12 to ptr
  %26 = addrspacecast ptr addrspace(5) %13 to ptr
  %27 = addrspacecast ptr addrspace(5) %14 to ptr
  %28 = addrspacecast ptr addrspace(5) %15 to ptr
  %29 = addrspacecast ptr addrspace(5) %16 to ptr
  store ptr addrspace(1) %0, ptr %17, align 8
  %30 = load ptr, ptr %17, align 8
  store ptr addrspace(1) %1, ptr %18, align 8
  %31 = load ptr, ptr %18, align 8
  store ptr %30, ptr %19, align 8
  store ptr %31, ptr %20, align 8
  store i32 %2, ptr %21, align 4
  %32 = call noundef i32 @_ZL5bid_xv() #6
  %33 = call noundef i32 @_ZL6bdim_xv() #6
  %34 = mul i32 %32, %33
  %35 = call noundef i32 @_ZL5tid_xv() #6
  %36 = add i32 %34, %35
  store i32 %36, ptr %22, align 4
  %37 = load ptr, ptr %19, align 8
  %38 = load i32, ptr %22, align 4
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %37, i64 %39
  %41 = load float, ptr %40, align 4
  store float %41, ptr %23, align 4
  store float 0.000000e+00, ptr %24, align 4
  store i32 0, ptr %25, align 4
  br label %42

42:                                               ; preds = %61, %3
  %43 = load i32, ptr %25, align 4
  %44 = load i32, ptr %21, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %64

46:                                               ; preds = %42
  %47 = load i32, ptr %25, align 4
  %48 = and i32 %47, 63
  store i32 %48, ptr %26, align 4
  %49 = load i32, ptr %23, align 4
  %50 = load i32, ptr %26, align 4
  %51 = call i32 @llvm.amdgcn.readlane.i32(i32 %49, i32 %50)
  store i32 %51, ptr %28, align 4
  %52 = load float, ptr %28, align 4
  store float %52, ptr %27, align 4
  %53 = load float, ptr %27, align 4
  %54 = load float, ptr %23, align 4
  %55 = fmul contract float %53, %54
  %56 = load float, ptr %24, align 4
  %57 = fadd contract float %56, %55
  store float %57, ptr %24, align 4
  %58 = load i32, ptr %24, align 4
  %59 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %58)
  store i32 %59, ptr %29, align 4
  %60 = load float, ptr %29, align 4
  store float %60, ptr %23, align 4
  br label %61

61:                                               ; preds = %46
  %62 = load i32, ptr %25, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %25, align 4
  br label %42, !llvm.loop !15

64:                                               ; preds = %42
  %65 = load float, ptr %24, align 4
  %66 = load float, ptr %23, align 4
  %67 = fadd contract float %65, %66
  %68 = load ptr, ptr %20, align 8
  %69 = load i32, ptr %22, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr %68, i64 %70
  store float %67, ptr %71, align 4
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL6shfl_ffi(float noundef %0, i32 noundef %1) #1 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  store float %0, ptr %8, align 4
  store i32 %1, ptr %9, align 4
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %9, align 4
  %13 = call noundef i32 @_ZL4shflii(i32 noundef %11, i32 noundef %12) #6
  store i32 %13, ptr %10, align 4
  %14 = load float, ptr %10, align 4
  ret float %14
}

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"clang-19"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7, !9}
!9 = !{!"llvm.loop.unroll.enable"}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = !{i16 1, i16 1025}
!14 = !{}
!15 = distinct !{!15, !7}
