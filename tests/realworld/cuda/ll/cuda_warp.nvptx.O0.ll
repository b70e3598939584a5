source_filename = "src/cuda_warp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9cu_reducePKfPfiE9warp_part = internal addrspace(3) global [32 x float] undef, align 4
@_ZZ13cu_block_scanPKiPiE4wsum = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z8warp_sumf(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float %0, ptr %2, align 4
  store i32 16, ptr %3, align 4
  br label %4

4:                                                ; preds = %13, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %16

7:                                                ; preds = %4
  %8 = load float, ptr %2, align 4
  %9 = load i32, ptr %3, align 4
  %10 = call contract noundef float @_ZL9shfl_downfi(float noundef %8, i32 noundef %9) #5
  %11 = load float, ptr %2, align 4
  %12 = fadd contract float %11, %10
  store float %12, ptr %2, align 4
  br label %13

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4
  %15 = ashr i32 %14, 1
  store i32 %15, ptr %3, align 4
  br label %4, !llvm.loop !10

16:                                               ; preds = %4
  %17 = load float, ptr %2, align 4
  ret float %17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef float @_ZL9shfl_downfi(float noundef %0, i32 noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca i32, align 4
  store float %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call contract float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %5, i32 %6, i32 31)
  ret float %7
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9cu_reducePKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store float 0.000000e+00, ptr %7, align 4
  %10 = call noundef i32 @_ZL5bid_xv() #5
  %11 = call noundef i32 @_ZL6bdim_xv() #5
  %12 = mul nsw i32 %10, %11
  %13 = call noundef i32 @_ZL5tid_xv() #5
  %14 = add nsw i32 %12, %13
  store i32 %14, ptr %8, align 4
  br label %15

15:                                               ; preds = %27, %3
  %16 = load i32, ptr %8, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %33

19:                                               ; preds = %15
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = load float, ptr %7, align 4
  %26 = fadd contract float %25, %24
  store float %26, ptr %7, align 4
  br label %27

27:                                               ; preds = %19
  %28 = call noundef i32 @_ZL6gdim_xv() #5
  %29 = call noundef i32 @_ZL6bdim_xv() #5
  %30 = mul nsw i32 %28, %29
  %31 = load i32, ptr %8, align 4
  %32 = add nsw i32 %31, %30
  store i32 %32, ptr %8, align 4
  br label %15, !llvm.loop !12

33:                                               ; preds = %15
  %34 = load float, ptr %7, align 4
  %35 = call contract noundef float @_Z8warp_sumf(float noundef %34) #5
  store float %35, ptr %7, align 4
  %36 = call noundef i32 @_ZL5tid_xv() #5
  %37 = sdiv i32 %36, 32
  store i32 %37, ptr %9, align 4
  %38 = call noundef i32 @_ZL4lanev() #5
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %45

40:                                               ; preds = %33
  %41 = load float, ptr %7, align 4
  %42 = load i32, ptr %9, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9cu_reducePKfPfiE9warp_part to ptr), i64 0, i64 %43
  store float %41, ptr %44, align 4
  br label %45

45:                                               ; preds = %40, %33
  call void @llvm.nvvm.barrier0()
  %46 = load i32, ptr %9, align 4
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %70

48:                                               ; preds = %45
  %49 = call noundef i32 @_ZL5tid_xv() #5
  %50 = call noundef i32 @_ZL6bdim_xv() #5
  %51 = sdiv i32 %50, 32
  %52 = icmp slt i32 %49, %51
  br i1 %52, label %53, label %58

53:                                               ; preds = %48
  %54 = call noundef i32 @_ZL4lanev() #5
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9cu_reducePKfPfiE9warp_part to ptr), i64 0, i64 %55
  %57 = load float, ptr %56, align 4
  br label %59

58:                                               ; preds = %48
  br label %59

59:                                               ; preds = %58, %53
  %60 = phi contract float [ %57, %53 ], [ 0.000000e+00, %58 ]
  store float %60, ptr %7, align 4
  %61 = load float, ptr %7, align 4
  %62 = call contract noundef float @_Z8warp_sumf(float noundef %61) #5
  store float %62, ptr %7, align 4
  %63 = call noundef i32 @_ZL5tid_xv() #5
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %69

65:                                               ; preds = %59
  %66 = load ptr, ptr %5, align 8
  %67 = load float, ptr %7, align 4
  %68 = atomicrmw fadd ptr %66, float %67 seq_cst, align 4
  br label %69

69:                                               ; preds = %65, %59
  br label %70

70:                                               ; preds = %69, %45
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5bid_xv() #0 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL6bdim_xv() #0 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5tid_xv() #0 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL6gdim_xv() #0 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL4lanev() #0 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z10cu_compactPKiPiS1_i(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call noundef i32 @_ZL5bid_xv() #5
  %17 = call noundef i32 @_ZL6bdim_xv() #5
  %18 = mul nsw i32 %16, %17
  %19 = call noundef i32 @_ZL5tid_xv() #5
  %20 = add nsw i32 %18, %19
  store i32 %20, ptr %9, align 4
  %21 = load i32, ptr %9, align 4
  %22 = load i32, ptr %8, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %4
  %25 = load ptr, ptr %5, align 8
  %26 = load i32, ptr %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %25, i64 %27
  %29 = load i32, ptr %28, align 4
  br label %31

30:                                               ; preds = %4
  br label %31

31:                                               ; preds = %30, %24
  %32 = phi i32 [ %29, %24 ], [ 0, %30 ]
  store i32 %32, ptr %10, align 4
  %33 = load i32, ptr %10, align 4
  %34 = icmp sgt i32 %33, 0
  %35 = zext i1 %34 to i8
  store i8 %35, ptr %11, align 1
  %36 = load i8, ptr %11, align 1
  %37 = trunc i8 %36 to i1
  %38 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %37)
  store i32 %38, ptr %12, align 4
  %39 = load i32, ptr %12, align 4
  %40 = or i32 %39, -2147483648
  %41 = call i32 @llvm.cttz.i32(i32 %40, i1 true)
  store i32 %41, ptr %13, align 4
  store i32 0, ptr %14, align 4
  %42 = call noundef i32 @_ZL4lanev() #5
  %43 = load i32, ptr %13, align 4
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %53

45:                                               ; preds = %31
  %46 = load i32, ptr %12, align 4
  %47 = icmp ne i32 %46, 0
  br i1 %47, label %48, label %53

48:                                               ; preds = %45
  %49 = load ptr, ptr %7, align 8
  %50 = load i32, ptr %12, align 4
  %51 = call i32 @llvm.ctpop.i32(i32 %50)
  %52 = atomicrmw add ptr %49, i32 %51 seq_cst, align 4
  store i32 %52, ptr %14, align 4
  br label %53

53:                                               ; preds = %48, %45, %31
  %54 = load i32, ptr %14, align 4
  %55 = load i32, ptr %13, align 4
  %56 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %54, i32 %55, i32 31)
  store i32 %56, ptr %14, align 4
  %57 = load i32, ptr %12, align 4
  %58 = call noundef i32 @_ZL4lanev() #5
  %59 = shl i32 1, %58
  %60 = sub i32 %59, 1
  %61 = and i32 %57, %60
  store i32 %61, ptr %15, align 4
  %62 = load i8, ptr %11, align 1
  %63 = trunc i8 %62 to i1
  br i1 %63, label %64, label %73

64:                                               ; preds = %53
  %65 = load i32, ptr %10, align 4
  %66 = load ptr, ptr %6, align 8
  %67 = load i32, ptr %14, align 4
  %68 = load i32, ptr %15, align 4
  %69 = call i32 @llvm.ctpop.i32(i32 %68)
  %70 = add nsw i32 %67, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %66, i64 %71
  store i32 %65, ptr %72, align 4
  br label %73

73:                                               ; preds = %64, %53
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12cu_vote_loopPffi(ptr noundef %0, float noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %11 = call noundef i32 @_ZL5bid_xv() #5
  %12 = call noundef i32 @_ZL6bdim_xv() #5
  %13 = mul nsw i32 %11, %12
  %14 = call noundef i32 @_ZL5tid_xv() #5
  %15 = add nsw i32 %13, %14
  store i32 %15, ptr %7, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %16, i64 %18
  %20 = load float, ptr %19, align 4
  store float %20, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %21

21:                                               ; preds = %53, %3
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %6, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %56

25:                                               ; preds = %21
  %26 = load float, ptr %8, align 4
  %27 = call contract float @llvm.fabs.f32(float %26)
  %28 = load float, ptr %5, align 4
  %29 = fcmp contract olt float %27, %28
  %30 = zext i1 %29 to i8
  store i8 %30, ptr %10, align 1
  %31 = load i8, ptr %10, align 1
  %32 = trunc i8 %31 to i1
  %33 = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %32)
  br i1 %33, label %34, label %35

34:                                               ; preds = %25
  br label %56

35:                                               ; preds = %25
  %36 = load i8, ptr %10, align 1
  %37 = trunc i8 %36 to i1
  %38 = xor i1 %37, true
  %39 = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %38)
  br i1 %39, label %41, label %40

40:                                               ; preds = %35
  br label %56

41:                                               ; preds = %35
  %42 = load float, ptr %8, align 4
  %43 = fmul contract float %42, 5.000000e-01
  %44 = load i8, ptr %10, align 1
  %45 = trunc i8 %44 to i1
  br i1 %45, label %46, label %47

46:                                               ; preds = %41
  br label %50

47:                                               ; preds = %41
  %48 = load float, ptr %8, align 4
  %49 = fmul contract float 2.500000e-01, %48
  br label %50

50:                                               ; preds = %47, %46
  %51 = phi contract float [ 0.000000e+00, %46 ], [ %49, %47 ]
  %52 = fadd contract float %43, %51
  store float %52, ptr %8, align 4
  br label %53

53:                                               ; preds = %50
  %54 = load i32, ptr %9, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %9, align 4
  br label %21, !llvm.loop !13

56:                                               ; preds = %40, %34, %21
  %57 = load float, ptr %8, align 4
  %58 = load ptr, ptr %4, align 8
  %59 = load i32, ptr %7, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %58, i64 %60
  store float %57, ptr %61, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z18cu_match_aggregatePKiPKfPf(ptr noundef %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %15 = call noundef i32 @_ZL5bid_xv() #5
  %16 = call noundef i32 @_ZL6bdim_xv() #5
  %17 = mul nsw i32 %15, %16
  %18 = call noundef i32 @_ZL5tid_xv() #5
  %19 = add nsw i32 %17, %18
  store i32 %19, ptr %7, align 4
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %8, align 4
  %25 = load i32, ptr %8, align 4
  %26 = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %25)
  store i32 %26, ptr %9, align 4
  %27 = load i32, ptr %9, align 4
  %28 = call i32 @llvm.cttz.i32(i32 %27, i1 true)
  store i32 %28, ptr %10, align 4
  %29 = load ptr, ptr %5, align 8
  %30 = load i32, ptr %7, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %29, i64 %31
  %33 = load float, ptr %32, align 4
  store float %33, ptr %11, align 4
  store float 0.000000e+00, ptr %12, align 4
  %34 = load i32, ptr %9, align 4
  store i32 %34, ptr %13, align 4
  br label %35

35:                                               ; preds = %47, %3
  %36 = load i32, ptr %13, align 4
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %52

38:                                               ; preds = %35
  %39 = load i32, ptr %13, align 4
  %40 = call i32 @llvm.cttz.i32(i32 %39, i1 true)
  store i32 %40, ptr %14, align 4
  %41 = load i32, ptr %9, align 4
  %42 = load float, ptr %11, align 4
  %43 = load i32, ptr %14, align 4
  %44 = call contract float @llvm.nvvm.shfl.sync.idx.f32(i32 %41, float %42, i32 %43, i32 31)
  %45 = load float, ptr %12, align 4
  %46 = fadd contract float %45, %44
  store float %46, ptr %12, align 4
  br label %47

47:                                               ; preds = %38
  %48 = load i32, ptr %13, align 4
  %49 = sub i32 %48, 1
  %50 = load i32, ptr %13, align 4
  %51 = and i32 %50, %49
  store i32 %51, ptr %13, align 4
  br label %35, !llvm.loop !14

52:                                               ; preds = %35
  %53 = call noundef i32 @_ZL4lanev() #5
  %54 = load i32, ptr %10, align 4
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %63

56:                                               ; preds = %52
  %57 = load ptr, ptr %6, align 8
  %58 = load i32, ptr %8, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %57, i64 %59
  %61 = load float, ptr %12, align 4
  %62 = atomicrmw fadd ptr %60, float %61 seq_cst, align 4
  br label %63

63:                                               ; preds = %56, %52
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z13cu_block_scanPKiPi(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %14 = call noundef i32 @_ZL5tid_xv() #5
  store i32 %14, ptr %5, align 4
  %15 = load ptr, ptr %3, align 8
  %16 = call noundef i32 @_ZL5bid_xv() #5
  %17 = call noundef i32 @_ZL6bdim_xv() #5
  %18 = mul nsw i32 %16, %17
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %18, %19
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %15, i64 %21
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %6, align 4
  %24 = load i32, ptr %6, align 4
  store i32 %24, ptr %7, align 4
  store i32 1, ptr %8, align 4
  br label %25

25:                                               ; preds = %40, %2
  %26 = load i32, ptr %8, align 4
  %27 = icmp slt i32 %26, 32
  br i1 %27, label %28, label %43

28:                                               ; preds = %25
  %29 = load i32, ptr %7, align 4
  %30 = load i32, ptr %8, align 4
  %31 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %29, i32 %30, i32 0)
  store i32 %31, ptr %9, align 4
  %32 = call noundef i32 @_ZL4lanev() #5
  %33 = load i32, ptr %8, align 4
  %34 = icmp sge i32 %32, %33
  br i1 %34, label %35, label %39

35:                                               ; preds = %28
  %36 = load i32, ptr %9, align 4
  %37 = load i32, ptr %7, align 4
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr %7, align 4
  br label %39

39:                                               ; preds = %35, %28
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %8, align 4
  %42 = shl i32 %41, 1
  store i32 %42, ptr %8, align 4
  br label %25, !llvm.loop !15

43:                                               ; preds = %25
  %44 = call noundef i32 @_ZL4lanev() #5
  %45 = icmp eq i32 %44, 31
  br i1 %45, label %46, label %52

46:                                               ; preds = %43
  %47 = load i32, ptr %7, align 4
  %48 = load i32, ptr %5, align 4
  %49 = sdiv i32 %48, 32
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cu_block_scanPKiPiE4wsum to ptr), i64 0, i64 %50
  store i32 %47, ptr %51, align 4
  br label %52

52:                                               ; preds = %46, %43
  call void @llvm.nvvm.barrier0()
  %53 = load i32, ptr %5, align 4
  %54 = icmp slt i32 %53, 32
  br i1 %54, label %55, label %91

55:                                               ; preds = %52
  %56 = load i32, ptr %5, align 4
  %57 = call noundef i32 @_ZL6bdim_xv() #5
  %58 = sdiv i32 %57, 32
  %59 = icmp slt i32 %56, %58
  br i1 %59, label %60, label %65

60:                                               ; preds = %55
  %61 = load i32, ptr %5, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cu_block_scanPKiPiE4wsum to ptr), i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  br label %66

65:                                               ; preds = %55
  br label %66

66:                                               ; preds = %65, %60
  %67 = phi i32 [ %64, %60 ], [ 0, %65 ]
  store i32 %67, ptr %10, align 4
  store i32 1, ptr %11, align 4
  br label %68

68:                                               ; preds = %83, %66
  %69 = load i32, ptr %11, align 4
  %70 = icmp slt i32 %69, 32
  br i1 %70, label %71, label %86

71:                                               ; preds = %68
  %72 = load i32, ptr %10, align 4
  %73 = load i32, ptr %11, align 4
  %74 = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 %73, i32 0)
  store i32 %74, ptr %12, align 4
  %75 = call noundef i32 @_ZL4lanev() #5
  %76 = load i32, ptr %11, align 4
  %77 = icmp sge i32 %75, %76
  br i1 %77, label %78, label %82

78:                                               ; preds = %71
  %79 = load i32, ptr %12, align 4
  %80 = load i32, ptr %10, align 4
  %81 = add nsw i32 %80, %79
  store i32 %81, ptr %10, align 4
  br label %82

82:                                               ; preds = %78, %71
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr %11, align 4
  %85 = shl i32 %84, 1
  store i32 %85, ptr %11, align 4
  br label %68, !llvm.loop !16

86:                                               ; preds = %68
  %87 = load i32, ptr %10, align 4
  %88 = load i32, ptr %5, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cu_block_scanPKiPiE4wsum to ptr), i64 0, i64 %89
  store i32 %87, ptr %90, align 4
  br label %91

91:                                               ; preds = %86, %52
  call void @llvm.nvvm.barrier0()
  %92 = load i32, ptr %5, align 4
  %93 = icmp sge i32 %92, 32
  br i1 %93, label %94, label %101

94:                                               ; preds = %91
  %95 = load i32, ptr %5, align 4
  %96 = sdiv i32 %95, 32
  %97 = sub nsw i32 %96, 1
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13cu_block_scanPKiPiE4wsum to ptr), i64 0, i64 %98
  %100 = load i32, ptr %99, align 4
  br label %102

101:                                              ; preds = %91
  br label %102

102:                                              ; preds = %101, %94
  %103 = phi i32 [ %100, %94 ], [ 0, %101 ]
  store i32 %103, ptr %13, align 4
  %104 = load i32, ptr %13, align 4
  %105 = load i32, ptr %7, align 4
  %106 = add nsw i32 %104, %105
  %107 = load i32, ptr %6, align 4
  %108 = sub nsw i32 %106, %107
  %109 = load ptr, ptr %4, align 8
  %110 = call noundef i32 @_ZL5bid_xv() #5
  %111 = call noundef i32 @_ZL6bdim_xv() #5
  %112 = mul nsw i32 %110, %111
  %113 = load i32, ptr %5, align 4
  %114 = add nsw i32 %112, %113
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr %109, i64 %115
  store i32 %108, ptr %116, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12cu_bar_countPKiPi(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef i32 @_ZL5bid_xv() #5
  %10 = call noundef i32 @_ZL6bdim_xv() #5
  %11 = mul nsw i32 %9, %10
  %12 = call noundef i32 @_ZL5tid_xv() #5
  %13 = add nsw i32 %11, %12
  store i32 %13, ptr %5, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = icmp sgt i32 %18, 0
  %20 = zext i1 %19 to i32
  %21 = call i32 @llvm.nvvm.barrier0.popc(i32 %20)
  store i32 %21, ptr %6, align 4
  %22 = load ptr, ptr %3, align 8
  %23 = load i32, ptr %5, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %22, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = icmp slt i32 %26, 0
  %28 = zext i1 %27 to i32
  %29 = call i32 @llvm.nvvm.barrier0.or(i32 %28)
  store i32 %29, ptr %7, align 4
  %30 = load ptr, ptr %3, align 8
  %31 = load i32, ptr %5, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = icmp ne i32 %34, 0
  %36 = zext i1 %35 to i32
  %37 = call i32 @llvm.nvvm.barrier0.and(i32 %36)
  store i32 %37, ptr %8, align 4
  %38 = call noundef i32 @_ZL5tid_xv() #5
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %52

40:                                               ; preds = %2
  %41 = load i32, ptr %6, align 4
  %42 = mul nsw i32 %41, 4
  %43 = load i32, ptr %7, align 4
  %44 = mul nsw i32 %43, 2
  %45 = add nsw i32 %42, %44
  %46 = load i32, ptr %8, align 4
  %47 = add nsw i32 %45, %46
  %48 = load ptr, ptr %4, align 8
  %49 = call noundef i32 @_ZL5bid_xv() #5
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %48, i64 %50
  store i32 %47, ptr %51, align 4
  br label %52

52:                                               ; preds = %40, %2
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #2

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.and(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #4

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
