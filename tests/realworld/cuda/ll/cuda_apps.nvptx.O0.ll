source_filename = "src/cuda_apps.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Body = type { float, float, float, float }

@_ZZ8cu_sgemmPKfS0_PfiE2as = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ8cu_sgemmPKfS0_PfiE2bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@tile = external dso_local addrspace(3) global [0 x float], align 4
@_ZZ8cu_nbodyPK4BodyPfifE2sh = internal addrspace(3) global [128 x %struct.Body] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8cu_sgemmPKfS0_Pfi(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = call noundef i32 @_ZL5tid_xv() #9
  store i32 %16, ptr %9, align 4
  %17 = call noundef i32 @_ZL5tid_yv() #9
  store i32 %17, ptr %10, align 4
  %18 = call noundef i32 @_ZL5bid_yv() #9
  %19 = mul nsw i32 %18, 16
  %20 = load i32, ptr %10, align 4
  %21 = add nsw i32 %19, %20
  store i32 %21, ptr %11, align 4
  %22 = call noundef i32 @_ZL5bid_xv() #9
  %23 = mul nsw i32 %22, 16
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %23, %24
  store i32 %25, ptr %12, align 4
  store float 0.000000e+00, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %26

26:                                               ; preds = %116, %4
  %27 = load i32, ptr %14, align 4
  %28 = load i32, ptr %8, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %119

30:                                               ; preds = %26
  %31 = load i32, ptr %11, align 4
  %32 = load i32, ptr %8, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %52

34:                                               ; preds = %30
  %35 = load i32, ptr %14, align 4
  %36 = load i32, ptr %9, align 4
  %37 = add nsw i32 %35, %36
  %38 = load i32, ptr %8, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %52

40:                                               ; preds = %34
  %41 = load ptr, ptr %5, align 8
  %42 = load i32, ptr %11, align 4
  %43 = load i32, ptr %8, align 4
  %44 = mul nsw i32 %42, %43
  %45 = load i32, ptr %14, align 4
  %46 = add nsw i32 %44, %45
  %47 = load i32, ptr %9, align 4
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %41, i64 %49
  %51 = load float, ptr %50, align 4
  br label %53

52:                                               ; preds = %34, %30
  br label %53

53:                                               ; preds = %52, %40
  %54 = phi contract float [ %51, %40 ], [ 0.000000e+00, %52 ]
  %55 = load i32, ptr %10, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2as to ptr), i64 0, i64 %56
  %58 = load i32, ptr %9, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [16 x float], ptr %57, i64 0, i64 %59
  store float %54, ptr %60, align 4
  %61 = load i32, ptr %12, align 4
  %62 = load i32, ptr %8, align 4
  %63 = icmp slt i32 %61, %62
  br i1 %63, label %64, label %82

64:                                               ; preds = %53
  %65 = load i32, ptr %14, align 4
  %66 = load i32, ptr %10, align 4
  %67 = add nsw i32 %65, %66
  %68 = load i32, ptr %8, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %82

70:                                               ; preds = %64
  %71 = load ptr, ptr %6, align 8
  %72 = load i32, ptr %14, align 4
  %73 = load i32, ptr %10, align 4
  %74 = add nsw i32 %72, %73
  %75 = load i32, ptr %8, align 4
  %76 = mul nsw i32 %74, %75
  %77 = load i32, ptr %12, align 4
  %78 = add nsw i32 %76, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %71, i64 %79
  %81 = load float, ptr %80, align 4
  br label %83

82:                                               ; preds = %64, %53
  br label %83

83:                                               ; preds = %82, %70
  %84 = phi contract float [ %81, %70 ], [ 0.000000e+00, %82 ]
  %85 = load i32, ptr %10, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2bs to ptr), i64 0, i64 %86
  %88 = load i32, ptr %9, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [16 x float], ptr %87, i64 0, i64 %89
  store float %84, ptr %90, align 4
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %15, align 4
  br label %91

91:                                               ; preds = %112, %83
  %92 = load i32, ptr %15, align 4
  %93 = icmp slt i32 %92, 16
  br i1 %93, label %94, label %115

94:                                               ; preds = %91
  %95 = load i32, ptr %10, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2as to ptr), i64 0, i64 %96
  %98 = load i32, ptr %15, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [16 x float], ptr %97, i64 0, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = load i32, ptr %15, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_sgemmPKfS0_PfiE2bs to ptr), i64 0, i64 %103
  %105 = load i32, ptr %9, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [16 x float], ptr %104, i64 0, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = fmul contract float %101, %108
  %110 = load float, ptr %13, align 4
  %111 = fadd contract float %110, %109
  store float %111, ptr %13, align 4
  br label %112

112:                                              ; preds = %94
  %113 = load i32, ptr %15, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %15, align 4
  br label %91, !llvm.loop !10

115:                                              ; preds = %91
  call void @llvm.nvvm.barrier0()
  br label %116

116:                                              ; preds = %115
  %117 = load i32, ptr %14, align 4
  %118 = add nsw i32 %117, 16
  store i32 %118, ptr %14, align 4
  br label %26, !llvm.loop !13

119:                                              ; preds = %26
  %120 = load i32, ptr %11, align 4
  %121 = load i32, ptr %8, align 4
  %122 = icmp slt i32 %120, %121
  br i1 %122, label %123, label %137

123:                                              ; preds = %119
  %124 = load i32, ptr %12, align 4
  %125 = load i32, ptr %8, align 4
  %126 = icmp slt i32 %124, %125
  br i1 %126, label %127, label %137

127:                                              ; preds = %123
  %128 = load float, ptr %13, align 4
  %129 = load ptr, ptr %7, align 8
  %130 = load i32, ptr %11, align 4
  %131 = load i32, ptr %8, align 4
  %132 = mul nsw i32 %130, %131
  %133 = load i32, ptr %12, align 4
  %134 = add nsw i32 %132, %133
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds float, ptr %129, i64 %135
  store float %128, ptr %136, align 4
  br label %137

137:                                              ; preds = %127, %123, %119
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5tid_xv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5tid_yv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5bid_yv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5bid_xv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12cu_stencil1dPKfPfii(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %13 = call noundef i32 @_ZL5bid_xv() #9
  %14 = call noundef i32 @_ZL6bdim_xv() #9
  %15 = mul nsw i32 %13, %14
  %16 = call noundef i32 @_ZL5tid_xv() #9
  %17 = add nsw i32 %15, %16
  store i32 %17, ptr %9, align 4
  %18 = call noundef i32 @_ZL5tid_xv() #9
  %19 = load i32, ptr %8, align 4
  %20 = add nsw i32 %18, %19
  store i32 %20, ptr %10, align 4
  %21 = load i32, ptr %9, align 4
  %22 = load i32, ptr %7, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %4
  %25 = load ptr, ptr %5, align 8
  %26 = load i32, ptr %9, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %25, i64 %27
  %29 = call contract float @llvm.nvvm.ldg.global.f.f32.p0(ptr %28, i32 4)
  br label %31

30:                                               ; preds = %4
  br label %31

31:                                               ; preds = %30, %24
  %32 = phi contract float [ %29, %24 ], [ 0.000000e+00, %30 ]
  %33 = load i32, ptr %10, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %34
  store float %32, ptr %35, align 4
  %36 = call noundef i32 @_ZL5tid_xv() #9
  %37 = load i32, ptr %8, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %80

39:                                               ; preds = %31
  %40 = load i32, ptr %9, align 4
  %41 = load i32, ptr %8, align 4
  %42 = icmp sge i32 %40, %41
  br i1 %42, label %43, label %51

43:                                               ; preds = %39
  %44 = load ptr, ptr %5, align 8
  %45 = load i32, ptr %9, align 4
  %46 = load i32, ptr %8, align 4
  %47 = sub nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %44, i64 %48
  %50 = load float, ptr %49, align 4
  br label %52

51:                                               ; preds = %39
  br label %52

52:                                               ; preds = %51, %43
  %53 = phi contract float [ %50, %43 ], [ 0.000000e+00, %51 ]
  %54 = load i32, ptr %10, align 4
  %55 = load i32, ptr %8, align 4
  %56 = sub nsw i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %57
  store float %53, ptr %58, align 4
  %59 = load i32, ptr %9, align 4
  %60 = call noundef i32 @_ZL6bdim_xv() #9
  %61 = add nsw i32 %59, %60
  %62 = load i32, ptr %7, align 4
  %63 = icmp slt i32 %61, %62
  br i1 %63, label %64, label %72

64:                                               ; preds = %52
  %65 = load ptr, ptr %5, align 8
  %66 = load i32, ptr %9, align 4
  %67 = call noundef i32 @_ZL6bdim_xv() #9
  %68 = add nsw i32 %66, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %65, i64 %69
  %71 = load float, ptr %70, align 4
  br label %73

72:                                               ; preds = %52
  br label %73

73:                                               ; preds = %72, %64
  %74 = phi contract float [ %71, %64 ], [ 0.000000e+00, %72 ]
  %75 = load i32, ptr %10, align 4
  %76 = call noundef i32 @_ZL6bdim_xv() #9
  %77 = add nsw i32 %75, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %78
  store float %74, ptr %79, align 4
  br label %80

80:                                               ; preds = %73, %31
  call void @llvm.nvvm.barrier0()
  %81 = load i32, ptr %9, align 4
  %82 = load i32, ptr %7, align 4
  %83 = icmp slt i32 %81, %82
  br i1 %83, label %84, label %109

84:                                               ; preds = %80
  store float 0.000000e+00, ptr %11, align 4
  %85 = load i32, ptr %8, align 4
  %86 = sub nsw i32 0, %85
  store i32 %86, ptr %12, align 4
  br label %87

87:                                               ; preds = %100, %84
  %88 = load i32, ptr %12, align 4
  %89 = load i32, ptr %8, align 4
  %90 = icmp sle i32 %88, %89
  br i1 %90, label %91, label %103

91:                                               ; preds = %87
  %92 = load i32, ptr %10, align 4
  %93 = load i32, ptr %12, align 4
  %94 = add nsw i32 %92, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = load float, ptr %11, align 4
  %99 = fadd contract float %98, %97
  store float %99, ptr %11, align 4
  br label %100

100:                                              ; preds = %91
  %101 = load i32, ptr %12, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %12, align 4
  br label %87, !llvm.loop !14

103:                                              ; preds = %87
  %104 = load float, ptr %11, align 4
  %105 = load ptr, ptr %6, align 8
  %106 = load i32, ptr %9, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr %105, i64 %107
  store float %104, ptr %108, align 4
  br label %109

109:                                              ; preds = %103, %80
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL6bdim_xv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %1
}

; Function Attrs: nocallback nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr nocapture, i32) #3

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z12atomic_max_fPff(ptr noundef %0, float noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %5, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %6, align 4
  br label %11

11:                                               ; preds = %26, %2
  %12 = load float, ptr %6, align 4
  %13 = load float, ptr %4, align 4
  %14 = fcmp contract olt float %12, %13
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = load i32, ptr %6, align 4
  store i32 %16, ptr %7, align 4
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %7, align 4
  %19 = load i32, ptr %4, align 4
  %20 = cmpxchg ptr %17, i32 %18, i32 %19 seq_cst seq_cst, align 4
  %21 = extractvalue { i32, i1 } %20, 0
  store i32 %21, ptr %6, align 4
  %22 = load i32, ptr %6, align 4
  %23 = load i32, ptr %7, align 4
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %15
  br label %27

26:                                               ; preds = %15
  br label %11, !llvm.loop !15

27:                                               ; preds = %25, %11
  %28 = load float, ptr %6, align 4
  ret float %28
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z10cu_max_absPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = call noundef i32 @_ZL5bid_xv() #9
  %9 = call noundef i32 @_ZL6bdim_xv() #9
  %10 = mul nsw i32 %8, %9
  %11 = call noundef i32 @_ZL5tid_xv() #9
  %12 = add nsw i32 %10, %11
  store i32 %12, ptr %7, align 4
  %13 = load i32, ptr %7, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %25

16:                                               ; preds = %3
  %17 = load ptr, ptr %5, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %18, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = call contract float @llvm.fabs.f32(float %22)
  %24 = call contract noundef float @_Z12atomic_max_fPff(ptr noundef %17, float noundef %23) #9
  br label %25

25:                                               ; preds = %16, %3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8cu_nbodyPK4BodyPfif(ptr noundef %0, ptr noundef %1, i32 noundef %2, float noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.Body, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.Body, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store float %3, ptr %8, align 4
  %24 = call noundef i32 @_ZL5bid_xv() #9
  %25 = call noundef i32 @_ZL6bdim_xv() #9
  %26 = mul nsw i32 %24, %25
  %27 = call noundef i32 @_ZL5tid_xv() #9
  %28 = add nsw i32 %26, %27
  store i32 %28, ptr %9, align 4
  %29 = load i32, ptr %9, align 4
  %30 = load i32, ptr %7, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %37

32:                                               ; preds = %4
  %33 = load ptr, ptr %5, align 8
  %34 = load i32, ptr %9, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds %struct.Body, ptr %33, i64 %35
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %36, i64 16, i1 false)
  br label %42

37:                                               ; preds = %4
  %38 = getelementptr inbounds %struct.Body, ptr %10, i32 0, i32 0
  store float 0.000000e+00, ptr %38, align 4
  %39 = getelementptr inbounds %struct.Body, ptr %10, i32 0, i32 1
  store float 0.000000e+00, ptr %39, align 4
  %40 = getelementptr inbounds %struct.Body, ptr %10, i32 0, i32 2
  store float 0.000000e+00, ptr %40, align 4
  %41 = getelementptr inbounds %struct.Body, ptr %10, i32 0, i32 3
  store float 0.000000e+00, ptr %41, align 4
  br label %42

42:                                               ; preds = %37, %32
  store float 0.000000e+00, ptr %11, align 4
  store float 0.000000e+00, ptr %12, align 4
  store float 0.000000e+00, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %43

43:                                               ; preds = %153, %42
  %44 = load i32, ptr %14, align 4
  %45 = load i32, ptr %7, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %156

47:                                               ; preds = %43
  %48 = load i32, ptr %14, align 4
  %49 = call noundef i32 @_ZL5tid_xv() #9
  %50 = add nsw i32 %48, %49
  store i32 %50, ptr %15, align 4
  %51 = call noundef i32 @_ZL5tid_xv() #9
  %52 = icmp slt i32 %51, 128
  br i1 %52, label %53, label %71

53:                                               ; preds = %47
  %54 = load i32, ptr %15, align 4
  %55 = load i32, ptr %7, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %62

57:                                               ; preds = %53
  %58 = load ptr, ptr %5, align 8
  %59 = load i32, ptr %15, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds %struct.Body, ptr %58, i64 %60
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 %61, i64 16, i1 false)
  br label %67

62:                                               ; preds = %53
  %63 = getelementptr inbounds %struct.Body, ptr %16, i32 0, i32 0
  store float 0.000000e+00, ptr %63, align 4
  %64 = getelementptr inbounds %struct.Body, ptr %16, i32 0, i32 1
  store float 0.000000e+00, ptr %64, align 4
  %65 = getelementptr inbounds %struct.Body, ptr %16, i32 0, i32 2
  store float 0.000000e+00, ptr %65, align 4
  %66 = getelementptr inbounds %struct.Body, ptr %16, i32 0, i32 3
  store float 0.000000e+00, ptr %66, align 4
  br label %67

67:                                               ; preds = %62, %57
  %68 = call noundef i32 @_ZL5tid_xv() #9
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [128 x %struct.Body], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_nbodyPK4BodyPfifE2sh to ptr), i64 0, i64 %69
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %70, ptr align 4 %16, i64 16, i1 false)
  br label %71

71:                                               ; preds = %67, %47
  call void @llvm.nvvm.barrier0()
  store i32 0, ptr %17, align 4
  br label %72

72:                                               ; preds = %149, %71
  %73 = load i32, ptr %17, align 4
  %74 = icmp slt i32 %73, 128
  br i1 %74, label %75, label %81

75:                                               ; preds = %72
  %76 = load i32, ptr %14, align 4
  %77 = load i32, ptr %17, align 4
  %78 = add nsw i32 %76, %77
  %79 = load i32, ptr %7, align 4
  %80 = icmp slt i32 %78, %79
  br label %81

81:                                               ; preds = %75, %72
  %82 = phi i1 [ false, %72 ], [ %80, %75 ]
  br i1 %82, label %83, label %152

83:                                               ; preds = %81
  %84 = load i32, ptr %17, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [128 x %struct.Body], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_nbodyPK4BodyPfifE2sh to ptr), i64 0, i64 %85
  %87 = getelementptr inbounds %struct.Body, ptr %86, i32 0, i32 0
  %88 = load float, ptr %87, align 4
  %89 = getelementptr inbounds %struct.Body, ptr %10, i32 0, i32 0
  %90 = load float, ptr %89, align 4
  %91 = fsub contract float %88, %90
  store float %91, ptr %18, align 4
  %92 = load i32, ptr %17, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [128 x %struct.Body], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_nbodyPK4BodyPfifE2sh to ptr), i64 0, i64 %93
  %95 = getelementptr inbounds %struct.Body, ptr %94, i32 0, i32 1
  %96 = load float, ptr %95, align 4
  %97 = getelementptr inbounds %struct.Body, ptr %10, i32 0, i32 1
  %98 = load float, ptr %97, align 4
  %99 = fsub contract float %96, %98
  store float %99, ptr %19, align 4
  %100 = load i32, ptr %17, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [128 x %struct.Body], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_nbodyPK4BodyPfifE2sh to ptr), i64 0, i64 %101
  %103 = getelementptr inbounds %struct.Body, ptr %102, i32 0, i32 2
  %104 = load float, ptr %103, align 4
  %105 = getelementptr inbounds %struct.Body, ptr %10, i32 0, i32 2
  %106 = load float, ptr %105, align 4
  %107 = fsub contract float %104, %106
  store float %107, ptr %20, align 4
  %108 = load float, ptr %18, align 4
  %109 = load float, ptr %18, align 4
  %110 = fmul contract float %108, %109
  %111 = load float, ptr %19, align 4
  %112 = load float, ptr %19, align 4
  %113 = fmul contract float %111, %112
  %114 = fadd contract float %110, %113
  %115 = load float, ptr %20, align 4
  %116 = load float, ptr %20, align 4
  %117 = fmul contract float %115, %116
  %118 = fadd contract float %114, %117
  %119 = load float, ptr %8, align 4
  %120 = fadd contract float %118, %119
  store float %120, ptr %21, align 4
  %121 = load float, ptr %21, align 4
  %122 = call contract float @llvm.nvvm.rsqrt.approx.f(float %121)
  store float %122, ptr %22, align 4
  %123 = load i32, ptr %17, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [128 x %struct.Body], ptr addrspacecast (ptr addrspace(3) @_ZZ8cu_nbodyPK4BodyPfifE2sh to ptr), i64 0, i64 %124
  %126 = getelementptr inbounds %struct.Body, ptr %125, i32 0, i32 3
  %127 = load float, ptr %126, align 4
  %128 = load float, ptr %22, align 4
  %129 = fmul contract float %127, %128
  %130 = load float, ptr %22, align 4
  %131 = fmul contract float %129, %130
  %132 = load float, ptr %22, align 4
  %133 = fmul contract float %131, %132
  store float %133, ptr %23, align 4
  %134 = load float, ptr %18, align 4
  %135 = load float, ptr %23, align 4
  %136 = fmul contract float %134, %135
  %137 = load float, ptr %11, align 4
  %138 = fadd contract float %137, %136
  store float %138, ptr %11, align 4
  %139 = load float, ptr %19, align 4
  %140 = load float, ptr %23, align 4
  %141 = fmul contract float %139, %140
  %142 = load float, ptr %12, align 4
  %143 = fadd contract float %142, %141
  store float %143, ptr %12, align 4
  %144 = load float, ptr %20, align 4
  %145 = load float, ptr %23, align 4
  %146 = fmul contract float %144, %145
  %147 = load float, ptr %13, align 4
  %148 = fadd contract float %147, %146
  store float %148, ptr %13, align 4
  br label %149

149:                                              ; preds = %83
  %150 = load i32, ptr %17, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %17, align 4
  br label %72, !llvm.loop !16

152:                                              ; preds = %81
  call void @llvm.nvvm.barrier0()
  br label %153

153:                                              ; preds = %152
  %154 = load i32, ptr %14, align 4
  %155 = add nsw i32 %154, 128
  store i32 %155, ptr %14, align 4
  br label %43, !llvm.loop !17

156:                                              ; preds = %43
  %157 = load i32, ptr %9, align 4
  %158 = load i32, ptr %7, align 4
  %159 = icmp slt i32 %157, %158
  br i1 %159, label %160, label %181

160:                                              ; preds = %156
  %161 = load float, ptr %11, align 4
  %162 = load ptr, ptr %6, align 8
  %163 = load i32, ptr %9, align 4
  %164 = mul nsw i32 3, %163
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, ptr %162, i64 %165
  store float %161, ptr %166, align 4
  %167 = load float, ptr %12, align 4
  %168 = load ptr, ptr %6, align 8
  %169 = load i32, ptr %9, align 4
  %170 = mul nsw i32 3, %169
  %171 = add nsw i32 %170, 1
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds float, ptr %168, i64 %172
  store float %167, ptr %173, align 4
  %174 = load float, ptr %13, align 4
  %175 = load ptr, ptr %6, align 8
  %176 = load i32, ptr %9, align 4
  %177 = mul nsw i32 3, %176
  %178 = add nsw i32 %177, 2
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds float, ptr %175, i64 %179
  store float %174, ptr %180, align 4
  br label %181

181:                                              ; preds = %160, %156
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #6

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z13cu_work_queuePKiiPiS1_(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  br label %13

13:                                               ; preds = %4, %81
  store i32 0, ptr %9, align 4
  %14 = call noundef i32 @_ZL4lanev() #9
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %13
  %17 = load ptr, ptr %7, align 8
  %18 = atomicrmw add ptr %17, i32 32 seq_cst, align 4
  store i32 %18, ptr %9, align 4
  br label %19

19:                                               ; preds = %16, %13
  %20 = load i32, ptr %9, align 4
  %21 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %20, i32 0, i32 31)
  %22 = call noundef i32 @_ZL4lanev() #9
  %23 = add nsw i32 %21, %22
  store i32 %23, ptr %9, align 4
  %24 = load i32, ptr %9, align 4
  %25 = load i32, ptr %6, align 4
  %26 = icmp sge i32 %24, %25
  %27 = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %26)
  br i1 %27, label %28, label %29

28:                                               ; preds = %19
  ret void

29:                                               ; preds = %19
  %30 = load i32, ptr %9, align 4
  %31 = load i32, ptr %6, align 4
  %32 = icmp slt i32 %30, %31
  %33 = zext i1 %32 to i64
  %34 = select i1 %32, i32 0, i32 3
  store i32 %34, ptr %10, align 4
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %35

35:                                               ; preds = %80, %29
  %36 = load i32, ptr %10, align 4
  %37 = icmp ne i32 %36, 3
  br i1 %37, label %38, label %81

38:                                               ; preds = %35
  %39 = load i32, ptr %10, align 4
  switch i32 %39, label %80 [
    i32 0, label %40
    i32 1, label %50
    i32 2, label %74
  ]

40:                                               ; preds = %38
  %41 = load ptr, ptr %5, align 8
  %42 = load i32, ptr %9, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %41, i64 %43
  %45 = load i32, ptr %44, align 4
  store i32 %45, ptr %11, align 4
  %46 = load i32, ptr %11, align 4
  %47 = icmp sgt i32 %46, 1
  %48 = zext i1 %47 to i64
  %49 = select i1 %47, i32 1, i32 2
  store i32 %49, ptr %10, align 4
  br label %80

50:                                               ; preds = %38
  %51 = load i32, ptr %11, align 4
  %52 = and i32 %51, 1
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %58

54:                                               ; preds = %50
  %55 = load i32, ptr %11, align 4
  %56 = mul nsw i32 3, %55
  %57 = add nsw i32 %56, 1
  br label %61

58:                                               ; preds = %50
  %59 = load i32, ptr %11, align 4
  %60 = sdiv i32 %59, 2
  br label %61

61:                                               ; preds = %58, %54
  %62 = phi i32 [ %57, %54 ], [ %60, %58 ]
  store i32 %62, ptr %11, align 4
  %63 = load i32, ptr %12, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %12, align 4
  %65 = load i32, ptr %11, align 4
  %66 = icmp sgt i32 %65, 1
  br i1 %66, label %67, label %70

67:                                               ; preds = %61
  %68 = load i32, ptr %12, align 4
  %69 = icmp slt i32 %68, 1000
  br label %70

70:                                               ; preds = %67, %61
  %71 = phi i1 [ false, %61 ], [ %69, %67 ]
  %72 = zext i1 %71 to i64
  %73 = select i1 %71, i32 1, i32 2
  store i32 %73, ptr %10, align 4
  br label %80

74:                                               ; preds = %38
  %75 = load i32, ptr %12, align 4
  %76 = load ptr, ptr %8, align 8
  %77 = load i32, ptr %9, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %76, i64 %78
  store i32 %75, ptr %79, align 4
  store i32 3, ptr %10, align 4
  br label %80

80:                                               ; preds = %38, %74, %70, %40
  br label %35, !llvm.loop !18

81:                                               ; preds = %35
  br label %13, !llvm.loop !19
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL4lanev() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #7

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9cu_timingPxPii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call noundef i32 @_ZL5bid_xv() #9
  %13 = call noundef i32 @_ZL6bdim_xv() #9
  %14 = mul nsw i32 %12, %13
  %15 = call noundef i32 @_ZL5tid_xv() #9
  %16 = add nsw i32 %14, %15
  store i32 %16, ptr %7, align 4
  %17 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  store i64 %17, ptr %8, align 8
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %18

18:                                               ; preds = %28, %3
  %19 = load i32, ptr %10, align 4
  %20 = load i32, ptr %6, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %31

22:                                               ; preds = %18
  %23 = load i32, ptr %10, align 4
  %24 = load i32, ptr %7, align 4
  %25 = mul nsw i32 %23, %24
  %26 = load i32, ptr %9, align 4
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr %9, align 4
  br label %28

28:                                               ; preds = %22
  %29 = load i32, ptr %10, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %10, align 4
  br label %18, !llvm.loop !20

31:                                               ; preds = %18
  %32 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  store i64 %32, ptr %11, align 8
  %33 = load i64, ptr %11, align 8
  %34 = load i64, ptr %8, align 8
  %35 = sub nsw i64 %33, %34
  %36 = load i32, ptr %9, align 4
  %37 = and i32 %36, 1
  %38 = sext i32 %37 to i64
  %39 = add nsw i64 %35, %38
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i64, ptr %40, i64 %42
  store i64 %39, ptr %43, align 8
  %44 = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %45 = mul nsw i32 %44, 64
  %46 = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  %47 = add nsw i32 %45, %46
  %48 = load ptr, ptr %5, align 8
  %49 = load i32, ptr %7, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %48, i64 %50
  store i32 %47, ptr %51, align 4
  ret void
}

; Function Attrs: nocallback nounwind memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.smid() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.warpid() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind memory(argmem: read) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #9 = { convergent nounwind }

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
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.count", i32 4}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !11}
