source_filename = "src/hip_apps.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Particle = type { float, float, float, float, float, float, i32 }

@dyn_smem = external hidden addrspace(3) global [0 x float], align 4
@_ZZ13hip_histogramPKhPjiE2lh = internal addrspace(3) global [256 x i32] undef, align 16
@_ZZ14hip_last_blockPKfPfPjE7am_last = internal addrspace(3) global i8 undef, align 1
@.str = private unnamed_addr addrspace(4) constant [6 x i8] c"agent\00", align 1
@.str.1 = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@__hip_cuid_ = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ to ptr)], section "llvm.metadata"
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z15hip_sgemm_tiledPKfS0_Pfii(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca float, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = addrspacecast ptr addrspace(5) %6 to ptr
  %24 = addrspacecast ptr addrspace(5) %7 to ptr
  %25 = addrspacecast ptr addrspace(5) %8 to ptr
  %26 = addrspacecast ptr addrspace(5) %9 to ptr
  %27 = addrspacecast ptr addrspace(5) %10 to ptr
  %28 = addrspacecast ptr addrspace(5) %11 to ptr
  %29 = addrspacecast ptr addrspace(5) %12 to ptr
  %30 = addrspacecast ptr addrspace(5) %13 to ptr
  %31 = addrspacecast ptr addrspace(5) %14 to ptr
  %32 = addrspacecast ptr addrspace(5) %15 to ptr
  %33 = addrspacecast ptr addrspace(5) %16 to ptr
  %34 = addrspacecast ptr addrspace(5) %17 to ptr
  %35 = addrspacecast ptr addrspace(5) %18 to ptr
  %36 = addrspacecast ptr addrspace(5) %19 to ptr
  %37 = addrspacecast ptr addrspace(5) %20 to ptr
  %38 = addrspacecast ptr addrspace(5) %21 to ptr
  %39 = addrspacecast ptr addrspace(5) %22 to ptr
  store ptr addrspace(1) %0, ptr %23, align 8
  %40 = load ptr, ptr %23, align 8
  store ptr addrspace(1) %1, ptr %24, align 8
  %41 = load ptr, ptr %24, align 8
  store ptr addrspace(1) %2, ptr %25, align 8
  %42 = load ptr, ptr %25, align 8
  store ptr %40, ptr %26, align 8
  store ptr %41, ptr %27, align 8
  store ptr %42, ptr %28, align 8
  store i32 %3, ptr %29, align 4
  store i32 %4, ptr %30, align 4
  store ptr addrspacecast (ptr addrspace(3) @dyn_smem to ptr), ptr %31, align 8
  %43 = load i32, ptr %30, align 4
  %44 = load i32, ptr %30, align 4
  %45 = mul nsw i32 %43, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @dyn_smem to ptr), i64 %46
  store ptr %47, ptr %32, align 8
  %48 = call noundef i32 @_ZL5tid_xv() #8
  store i32 %48, ptr %33, align 4
  %49 = call noundef i32 @_ZL5tid_yv() #8
  store i32 %49, ptr %34, align 4
  %50 = call noundef i32 @_ZL5bid_yv() #8
  %51 = load i32, ptr %30, align 4
  %52 = mul nsw i32 %50, %51
  %53 = load i32, ptr %34, align 4
  %54 = add nsw i32 %52, %53
  store i32 %54, ptr %35, align 4
  %55 = call noundef i32 @_ZL5bid_xv() #8
  %56 = load i32, ptr %30, align 4
  %57 = mul nsw i32 %55, %56
  %58 = load i32, ptr %33, align 4
  %59 = add nsw i32 %57, %58
  store i32 %59, ptr %36, align 4
  store float 0.000000e+00, ptr %37, align 4
  store i32 0, ptr %38, align 4
  br label %60

60:                                               ; preds = %159, %5
  %61 = load i32, ptr %38, align 4
  %62 = load i32, ptr %29, align 4
  %63 = icmp slt i32 %61, %62
  br i1 %63, label %64, label %163

64:                                               ; preds = %60
  %65 = load i32, ptr %35, align 4
  %66 = load i32, ptr %29, align 4
  %67 = icmp slt i32 %65, %66
  br i1 %67, label %68, label %86

68:                                               ; preds = %64
  %69 = load i32, ptr %38, align 4
  %70 = load i32, ptr %33, align 4
  %71 = add nsw i32 %69, %70
  %72 = load i32, ptr %29, align 4
  %73 = icmp slt i32 %71, %72
  br i1 %73, label %74, label %86

74:                                               ; preds = %68
  %75 = load ptr, ptr %26, align 8
  %76 = load i32, ptr %35, align 4
  %77 = load i32, ptr %29, align 4
  %78 = mul nsw i32 %76, %77
  %79 = load i32, ptr %38, align 4
  %80 = add nsw i32 %78, %79
  %81 = load i32, ptr %33, align 4
  %82 = add nsw i32 %80, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %75, i64 %83
  %85 = load float, ptr %84, align 4
  br label %87

86:                                               ; preds = %68, %64
  br label %87

87:                                               ; preds = %86, %74
  %88 = phi contract float [ %85, %74 ], [ 0.000000e+00, %86 ]
  %89 = load ptr, ptr %31, align 8
  %90 = load i32, ptr %34, align 4
  %91 = load i32, ptr %30, align 4
  %92 = mul nsw i32 %90, %91
  %93 = load i32, ptr %33, align 4
  %94 = add nsw i32 %92, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr %89, i64 %95
  store float %88, ptr %96, align 4
  %97 = load i32, ptr %36, align 4
  %98 = load i32, ptr %29, align 4
  %99 = icmp slt i32 %97, %98
  br i1 %99, label %100, label %118

100:                                              ; preds = %87
  %101 = load i32, ptr %38, align 4
  %102 = load i32, ptr %34, align 4
  %103 = add nsw i32 %101, %102
  %104 = load i32, ptr %29, align 4
  %105 = icmp slt i32 %103, %104
  br i1 %105, label %106, label %118

106:                                              ; preds = %100
  %107 = load ptr, ptr %27, align 8
  %108 = load i32, ptr %38, align 4
  %109 = load i32, ptr %34, align 4
  %110 = add nsw i32 %108, %109
  %111 = load i32, ptr %29, align 4
  %112 = mul nsw i32 %110, %111
  %113 = load i32, ptr %36, align 4
  %114 = add nsw i32 %112, %113
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %107, i64 %115
  %117 = load float, ptr %116, align 4
  br label %119

118:                                              ; preds = %100, %87
  br label %119

119:                                              ; preds = %118, %106
  %120 = phi contract float [ %117, %106 ], [ 0.000000e+00, %118 ]
  %121 = load ptr, ptr %32, align 8
  %122 = load i32, ptr %34, align 4
  %123 = load i32, ptr %30, align 4
  %124 = mul nsw i32 %122, %123
  %125 = load i32, ptr %33, align 4
  %126 = add nsw i32 %124, %125
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %121, i64 %127
  store float %120, ptr %128, align 4
  call void @_ZL11syncthreadsv() #8
  store i32 0, ptr %39, align 4
  br label %129

129:                                              ; preds = %155, %119
  %130 = load i32, ptr %39, align 4
  %131 = load i32, ptr %30, align 4
  %132 = icmp slt i32 %130, %131
  br i1 %132, label %133, label %158

133:                                              ; preds = %129
  %134 = load ptr, ptr %31, align 8
  %135 = load i32, ptr %34, align 4
  %136 = load i32, ptr %30, align 4
  %137 = mul nsw i32 %135, %136
  %138 = load i32, ptr %39, align 4
  %139 = add nsw i32 %137, %138
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr %134, i64 %140
  %142 = load float, ptr %141, align 4
  %143 = load ptr, ptr %32, align 8
  %144 = load i32, ptr %39, align 4
  %145 = load i32, ptr %30, align 4
  %146 = mul nsw i32 %144, %145
  %147 = load i32, ptr %33, align 4
  %148 = add nsw i32 %146, %147
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr %143, i64 %149
  %151 = load float, ptr %150, align 4
  %152 = fmul contract float %142, %151
  %153 = load float, ptr %37, align 4
  %154 = fadd contract float %153, %152
  store float %154, ptr %37, align 4
  br label %155

155:                                              ; preds = %133
  %156 = load i32, ptr %39, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %39, align 4
  br label %129, !llvm.loop !6

158:                                              ; preds = %129
  call void @_ZL11syncthreadsv() #8
  br label %159

159:                                              ; preds = %158
  %160 = load i32, ptr %30, align 4
  %161 = load i32, ptr %38, align 4
  %162 = add nsw i32 %161, %160
  store i32 %162, ptr %38, align 4
  br label %60, !llvm.loop !8

163:                                              ; preds = %60
  %164 = load i32, ptr %35, align 4
  %165 = load i32, ptr %29, align 4
  %166 = icmp slt i32 %164, %165
  br i1 %166, label %167, label %181

167:                                              ; preds = %163
  %168 = load i32, ptr %36, align 4
  %169 = load i32, ptr %29, align 4
  %170 = icmp slt i32 %168, %169
  br i1 %170, label %171, label %181

171:                                              ; preds = %167
  %172 = load float, ptr %37, align 4
  %173 = load ptr, ptr %28, align 8
  %174 = load i32, ptr %35, align 4
  %175 = load i32, ptr %29, align 4
  %176 = mul nsw i32 %174, %175
  %177 = load i32, ptr %36, align 4
  %178 = add nsw i32 %176, %177
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds float, ptr %173, i64 %179
  store float %172, ptr %180, align 4
  br label %181

181:                                              ; preds = %171, %167, %163
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5tid_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5tid_yv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.y()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5bid_yv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.workgroup.id.y()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5bid_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.workgroup.id.x()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal void @_ZL11syncthreadsv() #1 {
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z13hip_mfma_tilePKfS0_Pfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca <16 x float>, align 64, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca float, align 4, addrspace(5)
  %16 = alloca float, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
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
  %30 = addrspacecast ptr addrspace(5) %17 to ptr
  store ptr addrspace(1) %0, ptr %18, align 8
  %31 = load ptr, ptr %18, align 8
  store ptr addrspace(1) %1, ptr %19, align 8
  %32 = load ptr, ptr %19, align 8
  store ptr addrspace(1) %2, ptr %20, align 8
  %33 = load ptr, ptr %20, align 8
  store ptr %31, ptr %21, align 8
  store ptr %32, ptr %22, align 8
  store ptr %33, ptr %23, align 8
  store i32 %3, ptr %24, align 4
  %34 = call noundef i32 @_ZL7lane_idv() #8
  store i32 %34, ptr %25, align 4
  store <16 x float> zeroinitializer, ptr %26, align 64
  store i32 0, ptr %27, align 4
  br label %35

35:                                               ; preds = %69, %4
  %36 = load i32, ptr %27, align 4
  %37 = load i32, ptr %24, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %72

39:                                               ; preds = %35
  %40 = load ptr, ptr %21, align 8
  %41 = load i32, ptr %25, align 4
  %42 = and i32 %41, 31
  %43 = load i32, ptr %24, align 4
  %44 = mul i32 %42, %43
  %45 = load i32, ptr %27, align 4
  %46 = add i32 %44, %45
  %47 = load i32, ptr %25, align 4
  %48 = lshr i32 %47, 5
  %49 = add i32 %46, %48
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %40, i64 %50
  %52 = load float, ptr %51, align 4
  store float %52, ptr %28, align 4
  %53 = load ptr, ptr %22, align 8
  %54 = load i32, ptr %27, align 4
  %55 = load i32, ptr %25, align 4
  %56 = lshr i32 %55, 5
  %57 = add nsw i32 %54, %56
  %58 = mul nsw i32 %57, 32
  %59 = load i32, ptr %25, align 4
  %60 = and i32 %59, 31
  %61 = add i32 %58, %60
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %53, i64 %62
  %64 = load float, ptr %63, align 4
  store float %64, ptr %29, align 4
  %65 = load float, ptr %28, align 4
  %66 = load float, ptr %29, align 4
  %67 = load <16 x float>, ptr %26, align 64
  %68 = call contract <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %65, float %66, <16 x float> %67, i32 0, i32 0, i32 0)
  store <16 x float> %68, ptr %26, align 64
  br label %69

69:                                               ; preds = %39
  %70 = load i32, ptr %27, align 4
  %71 = add nsw i32 %70, 2
  store i32 %71, ptr %27, align 4
  br label %35, !llvm.loop !9

72:                                               ; preds = %35
  store i32 0, ptr %30, align 4
  br label %73

73:                                               ; preds = %92, %72
  %74 = load i32, ptr %30, align 4
  %75 = icmp slt i32 %74, 16
  br i1 %75, label %76, label %95

76:                                               ; preds = %73
  %77 = load <16 x float>, ptr %26, align 64
  %78 = load i32, ptr %30, align 4
  %79 = extractelement <16 x float> %77, i32 %78
  %80 = load ptr, ptr %23, align 8
  %81 = load i32, ptr %30, align 4
  %82 = load i32, ptr %25, align 4
  %83 = lshr i32 %82, 5
  %84 = mul nsw i32 %83, 16
  %85 = add nsw i32 %81, %84
  %86 = mul nsw i32 %85, 32
  %87 = load i32, ptr %25, align 4
  %88 = and i32 %87, 31
  %89 = add i32 %86, %88
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr %80, i64 %90
  store float %79, ptr %91, align 4
  br label %92

92:                                               ; preds = %76
  %93 = load i32, ptr %30, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %30, align 4
  br label %73, !llvm.loop !10

95:                                               ; preds = %73
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %4 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %3)
  ret i32 %4
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z13hip_histogramPKhPji(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = addrspacecast ptr addrspace(5) %4 to ptr
  %19 = addrspacecast ptr addrspace(5) %5 to ptr
  %20 = addrspacecast ptr addrspace(5) %6 to ptr
  %21 = addrspacecast ptr addrspace(5) %7 to ptr
  %22 = addrspacecast ptr addrspace(5) %8 to ptr
  %23 = addrspacecast ptr addrspace(5) %9 to ptr
  %24 = addrspacecast ptr addrspace(5) %10 to ptr
  %25 = addrspacecast ptr addrspace(5) %11 to ptr
  %26 = addrspacecast ptr addrspace(5) %12 to ptr
  %27 = addrspacecast ptr addrspace(5) %13 to ptr
  %28 = addrspacecast ptr addrspace(5) %14 to ptr
  %29 = addrspacecast ptr addrspace(5) %15 to ptr
  %30 = addrspacecast ptr addrspace(5) %16 to ptr
  %31 = addrspacecast ptr addrspace(5) %17 to ptr
  store ptr addrspace(1) %0, ptr %18, align 8
  %32 = load ptr, ptr %18, align 8
  store ptr addrspace(1) %1, ptr %19, align 8
  %33 = load ptr, ptr %19, align 8
  store ptr %32, ptr %20, align 8
  store ptr %33, ptr %21, align 8
  store i32 %2, ptr %22, align 4
  %34 = call noundef i32 @_ZL5tid_xv() #8
  store i32 %34, ptr %23, align 4
  %35 = load i32, ptr %23, align 4
  store i32 %35, ptr %24, align 4
  br label %36

36:                                               ; preds = %43, %3
  %37 = load i32, ptr %24, align 4
  %38 = icmp ult i32 %37, 256
  br i1 %38, label %39, label %47

39:                                               ; preds = %36
  %40 = load i32, ptr %24, align 4
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh to ptr), i64 0, i64 %41
  store i32 0, ptr %42, align 4
  br label %43

43:                                               ; preds = %39
  %44 = call noundef i32 @_ZL6bdim_xv() #8
  %45 = load i32, ptr %24, align 4
  %46 = add i32 %45, %44
  store i32 %46, ptr %24, align 4
  br label %36, !llvm.loop !11

47:                                               ; preds = %36
  call void @_ZL11syncthreadsv() #8
  %48 = call noundef i32 @_ZL5bid_xv() #8
  %49 = call noundef i32 @_ZL6bdim_xv() #8
  %50 = mul i32 %48, %49
  %51 = load i32, ptr %23, align 4
  %52 = add i32 %50, %51
  store i32 %52, ptr %25, align 4
  br label %53

53:                                               ; preds = %68, %47
  %54 = load i32, ptr %25, align 4
  %55 = load i32, ptr %22, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %74

57:                                               ; preds = %53
  %58 = load ptr, ptr %20, align 8
  %59 = load i32, ptr %25, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i8, ptr %58, i64 %60
  %62 = load i8, ptr %61, align 1
  %63 = zext i8 %62 to i64
  %64 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh to ptr), i64 0, i64 %63
  store i32 1, ptr %26, align 4
  %65 = load i32, ptr %26, align 4
  %66 = atomicrmw add ptr %64, i32 %65 syncscope("workgroup-one-as") monotonic, align 4
  store i32 %66, ptr %27, align 4
  %67 = load i32, ptr %27, align 4
  br label %68

68:                                               ; preds = %57
  %69 = call noundef i32 @_ZL6gdim_xv() #8
  %70 = call noundef i32 @_ZL6bdim_xv() #8
  %71 = mul i32 %69, %70
  %72 = load i32, ptr %25, align 4
  %73 = add nsw i32 %72, %71
  store i32 %73, ptr %25, align 4
  br label %53, !llvm.loop !12

74:                                               ; preds = %53
  call void @_ZL11syncthreadsv() #8
  %75 = load i32, ptr %23, align 4
  store i32 %75, ptr %28, align 4
  br label %76

76:                                               ; preds = %96, %74
  %77 = load i32, ptr %28, align 4
  %78 = icmp ult i32 %77, 256
  br i1 %78, label %79, label %100

79:                                               ; preds = %76
  %80 = load i32, ptr %28, align 4
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ13hip_histogramPKhPjiE2lh to ptr), i64 0, i64 %81
  %83 = load i32, ptr %82, align 4
  store i32 %83, ptr %29, align 4
  %84 = load i32, ptr %29, align 4
  %85 = icmp ne i32 %84, 0
  br i1 %85, label %86, label %95

86:                                               ; preds = %79
  %87 = load ptr, ptr %21, align 8
  %88 = load i32, ptr %28, align 4
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr %87, i64 %89
  %91 = load i32, ptr %29, align 4
  store i32 %91, ptr %30, align 4
  %92 = load i32, ptr %30, align 4
  %93 = atomicrmw add ptr %90, i32 %92 syncscope("agent-one-as") monotonic, align 4
  store i32 %93, ptr %31, align 4
  %94 = load i32, ptr %31, align 4
  br label %95

95:                                               ; preds = %86, %79
  br label %96

96:                                               ; preds = %95
  %97 = call noundef i32 @_ZL6bdim_xv() #8
  %98 = load i32, ptr %28, align 4
  %99 = add i32 %98, %97
  store i32 %99, ptr %28, align 4
  br label %76, !llvm.loop !13

100:                                              ; preds = %76
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL6bdim_xv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %4 = getelementptr i8, ptr addrspace(4) %3, i32 12
  %5 = load i16, ptr addrspace(4) %4, align 2, !range !14, !invariant.load !15, !noundef !15
  %6 = zext i16 %5 to i32
  ret i32 %6
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
  %10 = call noundef i32 @_ZL6bdim_xv() #8
  %11 = udiv i32 %9, %10
  ret i32 %11
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z13hip_spmv_wavePKfPKiS2_S0_Pfi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3, ptr addrspace(1) noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca ptr, align 8, addrspace(5)
  %15 = alloca ptr, align 8, addrspace(5)
  %16 = alloca ptr, align 8, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca float, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
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
  %37 = addrspacecast ptr addrspace(5) %21 to ptr
  %38 = addrspacecast ptr addrspace(5) %22 to ptr
  store ptr addrspace(1) %0, ptr %23, align 8
  %39 = load ptr, ptr %23, align 8
  store ptr addrspace(1) %1, ptr %24, align 8
  %40 = load ptr, ptr %24, align 8
  store ptr addrspace(1) %2, ptr %25, align 8
  %41 = load ptr, ptr %25, align 8
  store ptr addrspace(1) %3, ptr %26, align 8
  %42 = load ptr, ptr %26, align 8
  store ptr addrspace(1) %4, ptr %27, align 8
  %43 = load ptr, ptr %27, align 8
  store ptr %39, ptr %28, align 8
  store ptr %40, ptr %29, align 8
  store ptr %41, ptr %30, align 8
  store ptr %42, ptr %31, align 8
  store ptr %43, ptr %32, align 8
  store i32 %5, ptr %33, align 4
  %44 = call noundef i32 @_ZL7lane_idv() #8
  store i32 %44, ptr %34, align 4
  %45 = call noundef i32 @_ZL5bid_xv() #8
  %46 = call noundef i32 @_ZL6bdim_xv() #8
  %47 = mul i32 %45, %46
  %48 = call noundef i32 @_ZL5tid_xv() #8
  %49 = add i32 %47, %48
  %50 = udiv i32 %49, 64
  store i32 %50, ptr %35, align 4
  %51 = load i32, ptr %35, align 4
  %52 = load i32, ptr %33, align 4
  %53 = icmp sge i32 %51, %52
  br i1 %53, label %54, label %55

54:                                               ; preds = %6
  br label %117

55:                                               ; preds = %6
  store float 0.000000e+00, ptr %36, align 4
  %56 = load ptr, ptr %30, align 8
  %57 = load i32, ptr %35, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %56, i64 %58
  %60 = load i32, ptr %59, align 4
  %61 = load i32, ptr %34, align 4
  %62 = add nsw i32 %60, %61
  store i32 %62, ptr %37, align 4
  br label %63

63:                                               ; preds = %90, %55
  %64 = load i32, ptr %37, align 4
  %65 = load ptr, ptr %30, align 8
  %66 = load i32, ptr %35, align 4
  %67 = add nsw i32 %66, 1
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %65, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = icmp slt i32 %64, %70
  br i1 %71, label %72, label %93

72:                                               ; preds = %63
  %73 = load ptr, ptr %28, align 8
  %74 = load i32, ptr %37, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %73, i64 %75
  %77 = load float, ptr %76, align 4
  %78 = load ptr, ptr %31, align 8
  %79 = load ptr, ptr %29, align 8
  %80 = load i32, ptr %37, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %79, i64 %81
  %83 = load i32, ptr %82, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr %78, i64 %84
  %86 = load float, ptr %85, align 4
  %87 = fmul contract float %77, %86
  %88 = load float, ptr %36, align 4
  %89 = fadd contract float %88, %87
  store float %89, ptr %36, align 4
  br label %90

90:                                               ; preds = %72
  %91 = load i32, ptr %37, align 4
  %92 = add nsw i32 %91, 64
  store i32 %92, ptr %37, align 4
  br label %63, !llvm.loop !16

93:                                               ; preds = %63
  store i32 32, ptr %38, align 4
  br label %94

94:                                               ; preds = %105, %93
  %95 = load i32, ptr %38, align 4
  %96 = icmp sgt i32 %95, 0
  br i1 %96, label %97, label %108

97:                                               ; preds = %94
  %98 = load float, ptr %36, align 4
  %99 = load i32, ptr %34, align 4
  %100 = load i32, ptr %38, align 4
  %101 = xor i32 %99, %100
  %102 = call contract noundef float @_ZL6shfl_ffi(float noundef %98, i32 noundef %101) #8
  %103 = load float, ptr %36, align 4
  %104 = fadd contract float %103, %102
  store float %104, ptr %36, align 4
  br label %105

105:                                              ; preds = %97
  %106 = load i32, ptr %38, align 4
  %107 = ashr i32 %106, 1
  store i32 %107, ptr %38, align 4
  br label %94, !llvm.loop !17

108:                                              ; preds = %94
  %109 = load i32, ptr %34, align 4
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %111, label %117

111:                                              ; preds = %108
  %112 = load float, ptr %36, align 4
  %113 = load ptr, ptr %32, align 8
  %114 = load i32, ptr %35, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %113, i64 %115
  store float %112, ptr %116, align 4
  br label %117

117:                                              ; preds = %54, %111, %108
  ret void
}

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
  %13 = call noundef i32 @_ZL4shflii(i32 noundef %11, i32 noundef %12) #8
  store i32 %13, ptr %10, align 4
  %14 = load float, ptr %10, align 4
  ret float %14
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef zeroext i1 @_Z7collideRK8Particlef(ptr noundef nonnull align 4 dereferenceable(28) %0, float noundef %1) #1 {
  %3 = alloca i1, align 1, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store ptr %0, ptr %7, align 8
  store float %1, ptr %8, align 4
  %9 = load ptr, ptr %7, align 8
  %10 = getelementptr inbounds %struct.Particle, ptr %9, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = load ptr, ptr %7, align 8
  %13 = getelementptr inbounds %struct.Particle, ptr %12, i32 0, i32 0
  %14 = load float, ptr %13, align 4
  %15 = fmul contract float %11, %14
  %16 = load ptr, ptr %7, align 8
  %17 = getelementptr inbounds %struct.Particle, ptr %16, i32 0, i32 1
  %18 = load float, ptr %17, align 4
  %19 = load ptr, ptr %7, align 8
  %20 = getelementptr inbounds %struct.Particle, ptr %19, i32 0, i32 1
  %21 = load float, ptr %20, align 4
  %22 = fmul contract float %18, %21
  %23 = fadd contract float %15, %22
  %24 = load ptr, ptr %7, align 8
  %25 = getelementptr inbounds %struct.Particle, ptr %24, i32 0, i32 2
  %26 = load float, ptr %25, align 4
  %27 = load ptr, ptr %7, align 8
  %28 = getelementptr inbounds %struct.Particle, ptr %27, i32 0, i32 2
  %29 = load float, ptr %28, align 4
  %30 = fmul contract float %26, %29
  %31 = fadd contract float %23, %30
  %32 = load float, ptr %8, align 4
  %33 = load float, ptr %8, align 4
  %34 = fmul contract float %32, %33
  %35 = fcmp contract ogt float %31, %34
  ret i1 %35
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z13hip_particlesP8Particleiffi(ptr addrspace(1) noundef %0, i32 noundef %1, float noundef %2, float noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca %struct.Particle, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  %21 = addrspacecast ptr addrspace(5) %12 to ptr
  %22 = addrspacecast ptr addrspace(5) %13 to ptr
  %23 = addrspacecast ptr addrspace(5) %14 to ptr
  store ptr addrspace(1) %0, ptr %15, align 8
  %24 = load ptr, ptr %15, align 8
  store ptr %24, ptr %16, align 8
  store i32 %1, ptr %17, align 4
  store float %2, ptr %18, align 4
  store float %3, ptr %19, align 4
  store i32 %4, ptr %20, align 4
  %25 = call noundef i32 @_ZL5bid_xv() #8
  %26 = call noundef i32 @_ZL6bdim_xv() #8
  %27 = mul i32 %25, %26
  %28 = call noundef i32 @_ZL5tid_xv() #8
  %29 = add i32 %27, %28
  store i32 %29, ptr %21, align 4
  %30 = load i32, ptr %21, align 4
  %31 = load i32, ptr %17, align 4
  %32 = icmp sge i32 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %5
  br label %102

34:                                               ; preds = %5
  %35 = load ptr, ptr %16, align 8
  %36 = load i32, ptr %21, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.Particle, ptr %35, i64 %37
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 4 %38, i64 28, i1 false)
  store i32 0, ptr %23, align 4
  br label %39

39:                                               ; preds = %94, %34
  %40 = load i32, ptr %23, align 4
  %41 = load i32, ptr %20, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %47

43:                                               ; preds = %39
  %44 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 6
  %45 = load i32, ptr %44, align 4
  %46 = icmp ne i32 %45, 0
  br label %47

47:                                               ; preds = %43, %39
  %48 = phi i1 [ false, %39 ], [ %46, %43 ]
  br i1 %48, label %49, label %97

49:                                               ; preds = %47
  %50 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 3
  %51 = load float, ptr %50, align 4
  %52 = load float, ptr %18, align 4
  %53 = fmul contract float %51, %52
  %54 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 0
  %55 = load float, ptr %54, align 4
  %56 = fadd contract float %55, %53
  store float %56, ptr %54, align 4
  %57 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 4
  %58 = load float, ptr %57, align 4
  %59 = load float, ptr %18, align 4
  %60 = fmul contract float %58, %59
  %61 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 1
  %62 = load float, ptr %61, align 4
  %63 = fadd contract float %62, %60
  store float %63, ptr %61, align 4
  %64 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 5
  %65 = load float, ptr %64, align 4
  %66 = load float, ptr %18, align 4
  %67 = fmul contract float %65, %66
  %68 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 2
  %69 = load float, ptr %68, align 4
  %70 = fadd contract float %69, %67
  store float %70, ptr %68, align 4
  %71 = load float, ptr %19, align 4
  %72 = call noundef zeroext i1 @_Z7collideRK8Particlef(ptr noundef nonnull align 4 dereferenceable(28) %22, float noundef %71) #8
  br i1 %72, label %73, label %93

73:                                               ; preds = %49
  %74 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 3
  %75 = load float, ptr %74, align 4
  %76 = fneg contract float %75
  %77 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 3
  store float %76, ptr %77, align 4
  %78 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 4
  %79 = load float, ptr %78, align 4
  %80 = fneg contract float %79
  %81 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 4
  store float %80, ptr %81, align 4
  %82 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 5
  %83 = load float, ptr %82, align 4
  %84 = fneg contract float %83
  %85 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 5
  store float %84, ptr %85, align 4
  %86 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 3
  %87 = load float, ptr %86, align 4
  %88 = call contract float @llvm.fabs.f32(float %87)
  %89 = fcmp contract olt float %88, 0x3F50624DE0000000
  br i1 %89, label %90, label %92

90:                                               ; preds = %73
  %91 = getelementptr inbounds %struct.Particle, ptr %22, i32 0, i32 6
  store i32 0, ptr %91, align 4
  br label %92

92:                                               ; preds = %90, %73
  br label %93

93:                                               ; preds = %92, %49
  br label %94

94:                                               ; preds = %93
  %95 = load i32, ptr %23, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %23, align 4
  br label %39, !llvm.loop !18

97:                                               ; preds = %47
  %98 = load ptr, ptr %16, align 8
  %99 = load i32, ptr %21, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds %struct.Particle, ptr %98, i64 %100
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %101, ptr align 4 %22, i64 28, i1 false)
  br label %102

102:                                              ; preds = %97, %33
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @_Z14hip_last_blockPKfPfPj(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2) #0 {
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
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = addrspacecast ptr addrspace(5) %4 to ptr
  %17 = addrspacecast ptr addrspace(5) %5 to ptr
  %18 = addrspacecast ptr addrspace(5) %6 to ptr
  %19 = addrspacecast ptr addrspace(5) %7 to ptr
  %20 = addrspacecast ptr addrspace(5) %8 to ptr
  %21 = addrspacecast ptr addrspace(5) %9 to ptr
  %22 = addrspacecast ptr addrspace(5) %10 to ptr
  %23 = addrspacecast ptr addrspace(5) %11 to ptr
  %24 = addrspacecast ptr addrspace(5) %12 to ptr
  %25 = addrspacecast ptr addrspace(5) %13 to ptr
  %26 = addrspacecast ptr addrspace(5) %14 to ptr
  %27 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr addrspace(1) %0, ptr %16, align 8
  %28 = load ptr, ptr %16, align 8
  store ptr addrspace(1) %1, ptr %17, align 8
  %29 = load ptr, ptr %17, align 8
  store ptr addrspace(1) %2, ptr %18, align 8
  %30 = load ptr, ptr %18, align 8
  store ptr %28, ptr %19, align 8
  store ptr %29, ptr %20, align 8
  store ptr %30, ptr %21, align 8
  %31 = call noundef i32 @_ZL5tid_xv() #8
  store i32 %31, ptr %22, align 4
  %32 = load i32, ptr %22, align 4
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %44

34:                                               ; preds = %3
  fence syncscope("agent") release
  %35 = load ptr, ptr %21, align 8
  store i32 1, ptr %24, align 4
  %36 = load i32, ptr %24, align 4
  %37 = atomicrmw add ptr %35, i32 %36 syncscope("agent-one-as") acq_rel, align 4
  store i32 %37, ptr %25, align 4
  %38 = load i32, ptr %25, align 4
  store i32 %38, ptr %23, align 4
  %39 = load i32, ptr %23, align 4
  %40 = call noundef i32 @_ZL6gdim_xv() #8
  %41 = sub i32 %40, 1
  %42 = icmp eq i32 %39, %41
  %43 = zext i1 %42 to i8
  store i8 %43, ptr addrspacecast (ptr addrspace(3) @_ZZ14hip_last_blockPKfPfPjE7am_last to ptr), align 1
  br label %44

44:                                               ; preds = %34, %3
  call void @_ZL11syncthreadsv() #8
  %45 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14hip_last_blockPKfPfPjE7am_last to ptr), align 1
  %46 = trunc i8 %45 to i1
  br i1 %46, label %47, label %70

47:                                               ; preds = %44
  %48 = load i32, ptr %22, align 4
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %70

50:                                               ; preds = %47
  store float 0.000000e+00, ptr %26, align 4
  store i32 0, ptr %27, align 4
  br label %51

51:                                               ; preds = %63, %50
  %52 = load i32, ptr %27, align 4
  %53 = call noundef i32 @_ZL6gdim_xv() #8
  %54 = icmp ult i32 %52, %53
  br i1 %54, label %55, label %66

55:                                               ; preds = %51
  %56 = load ptr, ptr %19, align 8
  %57 = load i32, ptr %27, align 4
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %56, i64 %58
  %60 = load float, ptr %59, align 4
  %61 = load float, ptr %26, align 4
  %62 = fadd contract float %61, %60
  store float %62, ptr %26, align 4
  br label %63

63:                                               ; preds = %55
  %64 = load i32, ptr %27, align 4
  %65 = add i32 %64, 1
  store i32 %65, ptr %27, align 4
  br label %51, !llvm.loop !19

66:                                               ; preds = %51
  %67 = load float, ptr %26, align 4
  %68 = load ptr, ptr %20, align 8
  store float %67, ptr %68, align 4
  %69 = load ptr, ptr %21, align 8
  store i32 0, ptr %69, align 4
  br label %70

70:                                               ; preds = %66, %47, %44
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

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

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"clang-19"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = !{i16 1, i16 1025}
!15 = !{}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
