source_filename = "src/rodinia.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.node_t = type { i32, i32 }
%struct.latlong_t = type { float, float }
%struct.bnode_t = type { i32, i32, [16 x i32], [17 x i32] }
%struct.cfd_var_t = type { float, <3 x float>, float, [12 x i8] }

@rd_hotspot.t_on = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_hotspot.p_on = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_hotspot.t_tmp = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_nw.temp = internal addrspace(3) global [17 x [17 x i32]] undef, align 4
@rd_nw.refl = internal addrspace(3) global [16 x [16 x i32]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @hash32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %2, align 4
  %3 = load i32, ptr addrspace(5) %2, align 4
  %4 = lshr i32 %3, 16
  %5 = load i32, ptr addrspace(5) %2, align 4
  %6 = xor i32 %5, %4
  store i32 %6, ptr addrspace(5) %2, align 4
  %7 = load i32, ptr addrspace(5) %2, align 4
  %8 = mul i32 %7, 2146121005
  store i32 %8, ptr addrspace(5) %2, align 4
  %9 = load i32, ptr addrspace(5) %2, align 4
  %10 = lshr i32 %9, 15
  %11 = load i32, ptr addrspace(5) %2, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr addrspace(5) %2, align 4
  %13 = load i32, ptr addrspace(5) %2, align 4
  %14 = mul i32 %13, -2073254261
  store i32 %14, ptr addrspace(5) %2, align 4
  %15 = load i32, ptr addrspace(5) %2, align 4
  %16 = lshr i32 %15, 16
  %17 = load i32, ptr addrspace(5) %2, align 4
  %18 = xor i32 %17, %16
  store i32 %18, ptr addrspace(5) %2, align 4
  %19 = load i32, ptr addrspace(5) %2, align 4
  ret i32 %19
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_bfs_1(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 1 %2, ptr addrspace(1) noundef align 1 %3, ptr addrspace(1) noundef align 1 %4, ptr addrspace(1) noundef align 4 %5, i32 noundef %6) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca %struct.node_t, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %11, align 8
  store ptr addrspace(1) %4, ptr addrspace(5) %12, align 8
  store ptr addrspace(1) %5, ptr addrspace(5) %13, align 8
  store i32 %6, ptr addrspace(5) %14, align 4
  %19 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %15, align 4
  %21 = load i32, ptr addrspace(5) %15, align 4
  %22 = load i32, ptr addrspace(5) %14, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %83

24:                                               ; preds = %7
  %25 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %26 = load i32, ptr addrspace(5) %15, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 %27
  %29 = load i8, ptr addrspace(1) %28, align 1
  %30 = sext i8 %29 to i32
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %83

32:                                               ; preds = %24
  %33 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %34 = load i32, ptr addrspace(5) %15, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %35
  store i8 0, ptr addrspace(1) %36, align 1
  %37 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %38 = load i32, ptr addrspace(5) %15, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds %struct.node_t, ptr addrspace(1) %37, i64 %39
  call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) align 4 %16, ptr addrspace(1) align 4 %40, i64 8, i1 false)
  %41 = getelementptr inbounds %struct.node_t, ptr addrspace(5) %16, i32 0, i32 0
  %42 = load i32, ptr addrspace(5) %41, align 4
  store i32 %42, ptr addrspace(5) %17, align 4
  br label %43

43:                                               ; preds = %79, %32
  %44 = load i32, ptr addrspace(5) %17, align 4
  %45 = getelementptr inbounds %struct.node_t, ptr addrspace(5) %16, i32 0, i32 0
  %46 = load i32, ptr addrspace(5) %45, align 4
  %47 = getelementptr inbounds %struct.node_t, ptr addrspace(5) %16, i32 0, i32 1
  %48 = load i32, ptr addrspace(5) %47, align 4
  %49 = add nsw i32 %46, %48
  %50 = icmp slt i32 %44, %49
  br i1 %50, label %51, label %82

51:                                               ; preds = %43
  %52 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %53 = load i32, ptr addrspace(5) %17, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr addrspace(1) %52, i64 %54
  %56 = load i32, ptr addrspace(1) %55, align 4
  store i32 %56, ptr addrspace(5) %18, align 4
  %57 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %58 = load i32, ptr addrspace(5) %18, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 %59
  %61 = load i8, ptr addrspace(1) %60, align 1
  %62 = icmp ne i8 %61, 0
  br i1 %62, label %78, label %63

63:                                               ; preds = %51
  %64 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %65 = load i32, ptr addrspace(5) %15, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr addrspace(1) %64, i64 %66
  %68 = load i32, ptr addrspace(1) %67, align 4
  %69 = add nsw i32 %68, 1
  %70 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %71 = load i32, ptr addrspace(5) %18, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr addrspace(1) %70, i64 %72
  store i32 %69, ptr addrspace(1) %73, align 4
  %74 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %75 = load i32, ptr addrspace(5) %18, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i8, ptr addrspace(1) %74, i64 %76
  store i8 1, ptr addrspace(1) %77, align 1
  br label %78

78:                                               ; preds = %63, %51
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr addrspace(5) %17, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr addrspace(5) %17, align 4
  br label %43

82:                                               ; preds = %43
  br label %83

83:                                               ; preds = %82, %24, %7
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_bfs_2(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 1 %1, ptr addrspace(1) noundef align 1 %2, ptr addrspace(1) noundef align 1 %3, i32 noundef %4) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %9, align 8
  store i32 %4, ptr addrspace(5) %10, align 4
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr addrspace(5) %11, align 4
  %14 = load i32, ptr addrspace(5) %11, align 4
  %15 = load i32, ptr addrspace(5) %10, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %39

17:                                               ; preds = %5
  %18 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %19 = load i32, ptr addrspace(5) %11, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 %20
  %22 = load i8, ptr addrspace(1) %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %39

25:                                               ; preds = %17
  %26 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %27 = load i32, ptr addrspace(5) %11, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, ptr addrspace(1) %26, i64 %28
  store i8 1, ptr addrspace(1) %29, align 1
  %30 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %31 = load i32, ptr addrspace(5) %11, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr addrspace(1) %30, i64 %32
  store i8 1, ptr addrspace(1) %33, align 1
  %34 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  store i8 1, ptr addrspace(1) %34, align 1
  %35 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %36 = load i32, ptr addrspace(5) %11, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr addrspace(1) %35, i64 %37
  store i8 0, ptr addrspace(1) %38, align 1
  br label %39

39:                                               ; preds = %25, %17, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_bp_layerforward(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3, ptr addrspace(3) noundef align 4 %4, i32 noundef %5) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(3), align 4, addrspace(5)
  %11 = alloca ptr addrspace(3), align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %9, align 8
  store ptr addrspace(3) %3, ptr addrspace(5) %10, align 4
  store ptr addrspace(3) %4, ptr addrspace(5) %11, align 4
  store i32 %5, ptr addrspace(5) %12, align 4
  %20 = call i64 @_Z12get_group_idj(i32 noundef 1) #7
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr addrspace(5) %13, align 4
  %22 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr addrspace(5) %14, align 4
  %24 = call i64 @_Z12get_local_idj(i32 noundef 1) #7
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr addrspace(5) %15, align 4
  %26 = load i32, ptr addrspace(5) %12, align 4
  %27 = add nsw i32 %26, 1
  %28 = mul nsw i32 %27, 16
  %29 = load i32, ptr addrspace(5) %13, align 4
  %30 = mul nsw i32 %28, %29
  %31 = load i32, ptr addrspace(5) %12, align 4
  %32 = add nsw i32 %31, 1
  %33 = load i32, ptr addrspace(5) %15, align 4
  %34 = mul nsw i32 %32, %33
  %35 = add nsw i32 %30, %34
  %36 = load i32, ptr addrspace(5) %14, align 4
  %37 = add nsw i32 %35, %36
  %38 = add nsw i32 %37, 1
  %39 = load i32, ptr addrspace(5) %12, align 4
  %40 = add nsw i32 %39, 1
  %41 = add nsw i32 %38, %40
  store i32 %41, ptr addrspace(5) %16, align 4
  %42 = load i32, ptr addrspace(5) %13, align 4
  %43 = mul nsw i32 16, %42
  %44 = load i32, ptr addrspace(5) %15, align 4
  %45 = add nsw i32 %43, %44
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr addrspace(5) %17, align 4
  %47 = load i32, ptr addrspace(5) %14, align 4
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %49, label %59

49:                                               ; preds = %6
  %50 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %51 = load i32, ptr addrspace(5) %17, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %50, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = load ptr addrspace(3), ptr addrspace(5) %10, align 4
  %56 = load i32, ptr addrspace(5) %15, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(3) %55, i64 %57
  store float %54, ptr addrspace(3) %58, align 4
  br label %59

59:                                               ; preds = %49, %6
  call void @_Z7barrierj(i32 noundef 1) #8
  %60 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %61 = load i32, ptr addrspace(5) %16, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %60, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = load ptr addrspace(3), ptr addrspace(5) %10, align 4
  %66 = load i32, ptr addrspace(5) %15, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(3) %65, i64 %67
  %69 = load float, ptr addrspace(3) %68, align 4
  %70 = fmul float %64, %69
  %71 = load ptr addrspace(3), ptr addrspace(5) %11, align 4
  %72 = load i32, ptr addrspace(5) %15, align 4
  %73 = mul nsw i32 %72, 16
  %74 = load i32, ptr addrspace(5) %14, align 4
  %75 = add nsw i32 %73, %74
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(3) %71, i64 %76
  store float %70, ptr addrspace(3) %77, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  store i32 1, ptr addrspace(5) %18, align 4
  br label %78

78:                                               ; preds = %111, %59
  %79 = load i32, ptr addrspace(5) %18, align 4
  %80 = icmp sle i32 %79, 4
  br i1 %80, label %81, label %114

81:                                               ; preds = %78
  %82 = load i32, ptr addrspace(5) %18, align 4
  %83 = and i32 %82, 31
  %84 = shl i32 1, %83
  store i32 %84, ptr addrspace(5) %19, align 4
  %85 = load i32, ptr addrspace(5) %15, align 4
  %86 = load i32, ptr addrspace(5) %19, align 4
  %87 = srem i32 %85, %86
  %88 = icmp eq i32 %87, 0
  br i1 %88, label %89, label %110

89:                                               ; preds = %81
  %90 = load ptr addrspace(3), ptr addrspace(5) %11, align 4
  %91 = load i32, ptr addrspace(5) %15, align 4
  %92 = load i32, ptr addrspace(5) %19, align 4
  %93 = sdiv i32 %92, 2
  %94 = add nsw i32 %91, %93
  %95 = mul nsw i32 %94, 16
  %96 = load i32, ptr addrspace(5) %14, align 4
  %97 = add nsw i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(3) %90, i64 %98
  %100 = load float, ptr addrspace(3) %99, align 4
  %101 = load ptr addrspace(3), ptr addrspace(5) %11, align 4
  %102 = load i32, ptr addrspace(5) %15, align 4
  %103 = mul nsw i32 %102, 16
  %104 = load i32, ptr addrspace(5) %14, align 4
  %105 = add nsw i32 %103, %104
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr addrspace(3) %101, i64 %106
  %108 = load float, ptr addrspace(3) %107, align 4
  %109 = fadd float %108, %100
  store float %109, ptr addrspace(3) %107, align 4
  br label %110

110:                                              ; preds = %89, %81
  call void @_Z7barrierj(i32 noundef 1) #8
  br label %111

111:                                              ; preds = %110
  %112 = load i32, ptr addrspace(5) %18, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr addrspace(5) %18, align 4
  br label %78

114:                                              ; preds = %78
  %115 = load i32, ptr addrspace(5) %15, align 4
  %116 = icmp eq i32 %115, 0
  br i1 %116, label %117, label %131

117:                                              ; preds = %114
  %118 = load ptr addrspace(3), ptr addrspace(5) %11, align 4
  %119 = load i32, ptr addrspace(5) %14, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds float, ptr addrspace(3) %118, i64 %120
  %122 = load float, ptr addrspace(3) %121, align 4
  %123 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %124 = load i32, ptr addrspace(5) %13, align 4
  %125 = load i32, ptr addrspace(5) %12, align 4
  %126 = mul nsw i32 %124, %125
  %127 = load i32, ptr addrspace(5) %14, align 4
  %128 = add nsw i32 %126, %127
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds float, ptr addrspace(1) %123, i64 %129
  store float %122, ptr addrspace(1) %130, align 4
  br label %131

131:                                              ; preds = %117, %114
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_bp_adjust(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5) #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !15 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store i32 %1, ptr addrspace(5) %8, align 4
  store ptr addrspace(1) %2, ptr addrspace(5) %9, align 8
  store i32 %3, ptr addrspace(5) %10, align 4
  store ptr addrspace(1) %4, ptr addrspace(5) %11, align 8
  store ptr addrspace(1) %5, ptr addrspace(5) %12, align 8
  %21 = call i64 @_Z12get_group_idj(i32 noundef 1) #7
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr addrspace(5) %13, align 4
  %23 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr addrspace(5) %14, align 4
  %25 = call i64 @_Z12get_local_idj(i32 noundef 1) #7
  %26 = trunc i64 %25 to i32
  store i32 %26, ptr addrspace(5) %15, align 4
  %27 = load i32, ptr addrspace(5) %8, align 4
  %28 = add nsw i32 %27, 1
  %29 = mul nsw i32 %28, 16
  %30 = load i32, ptr addrspace(5) %13, align 4
  %31 = mul nsw i32 %29, %30
  %32 = load i32, ptr addrspace(5) %8, align 4
  %33 = add nsw i32 %32, 1
  %34 = load i32, ptr addrspace(5) %15, align 4
  %35 = mul nsw i32 %33, %34
  %36 = add nsw i32 %31, %35
  %37 = load i32, ptr addrspace(5) %14, align 4
  %38 = add nsw i32 %36, %37
  %39 = add nsw i32 %38, 1
  %40 = load i32, ptr addrspace(5) %8, align 4
  %41 = add nsw i32 %40, 1
  %42 = add nsw i32 %39, %41
  store i32 %42, ptr addrspace(5) %16, align 4
  %43 = load i32, ptr addrspace(5) %13, align 4
  %44 = mul nsw i32 16, %43
  %45 = load i32, ptr addrspace(5) %15, align 4
  %46 = add nsw i32 %44, %45
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr addrspace(5) %17, align 4
  %48 = load i32, ptr addrspace(5) %14, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr addrspace(5) %18, align 4
  %50 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %51 = load i32, ptr addrspace(5) %18, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %50, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = fmul float 0x3FD3333340000000, %54
  %56 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %57 = load i32, ptr addrspace(5) %17, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %56, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4
  %61 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %62 = load i32, ptr addrspace(5) %16, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %61, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4
  %66 = fmul float 0x3FD3333340000000, %65
  %67 = call float @llvm.fmuladd.f32(float %55, float %60, float %66)
  store float %67, ptr addrspace(5) %19, align 4
  %68 = load float, ptr addrspace(5) %19, align 4
  %69 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %70 = load i32, ptr addrspace(5) %16, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %69, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = fadd float %73, %68
  store float %74, ptr addrspace(1) %72, align 4
  %75 = load float, ptr addrspace(5) %19, align 4
  %76 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %77 = load i32, ptr addrspace(5) %16, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %76, i64 %78
  store float %75, ptr addrspace(1) %79, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  %80 = load i32, ptr addrspace(5) %15, align 4
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %110

82:                                               ; preds = %6
  %83 = load i32, ptr addrspace(5) %13, align 4
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %85, label %110

85:                                               ; preds = %82
  %86 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %87 = load i32, ptr addrspace(5) %18, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(1) %86, i64 %88
  %90 = load float, ptr addrspace(1) %89, align 4
  %91 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %92 = load i32, ptr addrspace(5) %18, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr addrspace(1) %91, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4
  %96 = fmul float 0x3FD3333340000000, %95
  %97 = call float @llvm.fmuladd.f32(float 0x3FD3333340000000, float %90, float %96)
  store float %97, ptr addrspace(5) %20, align 4
  %98 = load float, ptr addrspace(5) %20, align 4
  %99 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %100 = load i32, ptr addrspace(5) %18, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(1) %99, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4
  %104 = fadd float %103, %98
  store float %104, ptr addrspace(1) %102, align 4
  %105 = load float, ptr addrspace(5) %20, align 4
  %106 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %107 = load i32, ptr addrspace(5) %18, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr addrspace(1) %106, i64 %108
  store float %105, ptr addrspace(1) %109, align 4
  br label %110

110:                                              ; preds = %85, %82, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_hotspot(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10) #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca ptr addrspace(1), align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca float, align 4, addrspace(5)
  %21 = alloca float, align 4, addrspace(5)
  %22 = alloca float, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca i32, align 4, addrspace(5)
  %30 = alloca i32, align 4, addrspace(5)
  %31 = alloca i32, align 4, addrspace(5)
  %32 = alloca i32, align 4, addrspace(5)
  %33 = alloca i32, align 4, addrspace(5)
  %34 = alloca i32, align 4, addrspace(5)
  %35 = alloca i32, align 4, addrspace(5)
  %36 = alloca i32, align 4, addrspace(5)
  %37 = alloca i32, align 4, addrspace(5)
  %38 = alloca i32, align 4, addrspace(5)
  %39 = alloca i32, align 4, addrspace(5)
  %40 = alloca i32, align 4, addrspace(5)
  %41 = alloca i8, align 1, addrspace(5)
  %42 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %12, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %13, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %14, align 8
  store i32 %3, ptr addrspace(5) %15, align 4
  store i32 %4, ptr addrspace(5) %16, align 4
  store i32 %5, ptr addrspace(5) %17, align 4
  store float %6, ptr addrspace(5) %18, align 4
  store float %7, ptr addrspace(5) %19, align 4
  store float %8, ptr addrspace(5) %20, align 4
  store float %9, ptr addrspace(5) %21, align 4
  store float %10, ptr addrspace(5) %22, align 4
  %43 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %44 = trunc i64 %43 to i32
  store i32 %44, ptr addrspace(5) %23, align 4
  %45 = call i64 @_Z12get_group_idj(i32 noundef 1) #7
  %46 = trunc i64 %45 to i32
  store i32 %46, ptr addrspace(5) %24, align 4
  %47 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %48 = trunc i64 %47 to i32
  store i32 %48, ptr addrspace(5) %25, align 4
  %49 = call i64 @_Z12get_local_idj(i32 noundef 1) #7
  %50 = trunc i64 %49 to i32
  store i32 %50, ptr addrspace(5) %26, align 4
  %51 = load i32, ptr addrspace(5) %15, align 4
  %52 = mul nsw i32 %51, 2
  %53 = sub nsw i32 16, %52
  store i32 %53, ptr addrspace(5) %27, align 4
  %54 = load i32, ptr addrspace(5) %27, align 4
  %55 = load i32, ptr addrspace(5) %24, align 4
  %56 = mul nsw i32 %54, %55
  %57 = load i32, ptr addrspace(5) %15, align 4
  %58 = mul nsw i32 1, %57
  %59 = sub nsw i32 %56, %58
  store i32 %59, ptr addrspace(5) %28, align 4
  %60 = load i32, ptr addrspace(5) %27, align 4
  %61 = load i32, ptr addrspace(5) %23, align 4
  %62 = mul nsw i32 %60, %61
  %63 = load i32, ptr addrspace(5) %15, align 4
  %64 = mul nsw i32 1, %63
  %65 = sub nsw i32 %62, %64
  store i32 %65, ptr addrspace(5) %29, align 4
  %66 = load i32, ptr addrspace(5) %28, align 4
  %67 = load i32, ptr addrspace(5) %26, align 4
  %68 = add nsw i32 %66, %67
  store i32 %68, ptr addrspace(5) %30, align 4
  %69 = load i32, ptr addrspace(5) %29, align 4
  %70 = load i32, ptr addrspace(5) %25, align 4
  %71 = add nsw i32 %69, %70
  store i32 %71, ptr addrspace(5) %31, align 4
  %72 = load i32, ptr addrspace(5) %16, align 4
  %73 = load i32, ptr addrspace(5) %30, align 4
  %74 = mul nsw i32 %72, %73
  %75 = load i32, ptr addrspace(5) %31, align 4
  %76 = add nsw i32 %74, %75
  store i32 %76, ptr addrspace(5) %32, align 4
  %77 = load i32, ptr addrspace(5) %30, align 4
  %78 = icmp sge i32 %77, 0
  br i1 %78, label %79, label %113

79:                                               ; preds = %11
  %80 = load i32, ptr addrspace(5) %30, align 4
  %81 = load i32, ptr addrspace(5) %17, align 4
  %82 = icmp slt i32 %80, %81
  br i1 %82, label %83, label %113

83:                                               ; preds = %79
  %84 = load i32, ptr addrspace(5) %31, align 4
  %85 = icmp sge i32 %84, 0
  br i1 %85, label %86, label %113

86:                                               ; preds = %83
  %87 = load i32, ptr addrspace(5) %31, align 4
  %88 = load i32, ptr addrspace(5) %16, align 4
  %89 = icmp slt i32 %87, %88
  br i1 %89, label %90, label %113

90:                                               ; preds = %86
  %91 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %92 = load i32, ptr addrspace(5) %32, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr addrspace(1) %91, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4
  %96 = load i32, ptr addrspace(5) %26, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %97
  %99 = load i32, ptr addrspace(5) %25, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [16 x float], ptr addrspace(3) %98, i64 0, i64 %100
  store float %95, ptr addrspace(3) %101, align 4
  %102 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %103 = load i32, ptr addrspace(5) %32, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr addrspace(1) %102, i64 %104
  %106 = load float, ptr addrspace(1) %105, align 4
  %107 = load i32, ptr addrspace(5) %26, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i64 0, i64 %108
  %110 = load i32, ptr addrspace(5) %25, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [16 x float], ptr addrspace(3) %109, i64 0, i64 %111
  store float %106, ptr addrspace(3) %112, align 4
  br label %113

113:                                              ; preds = %90, %86, %83, %79, %11
  call void @_Z7barrierj(i32 noundef 1) #8
  %114 = load i32, ptr addrspace(5) %28, align 4
  %115 = icmp slt i32 %114, 0
  br i1 %115, label %116, label %119

116:                                              ; preds = %113
  %117 = load i32, ptr addrspace(5) %28, align 4
  %118 = sub nsw i32 0, %117
  br label %120

119:                                              ; preds = %113
  br label %120

120:                                              ; preds = %119, %116
  %121 = phi i32 [ %118, %116 ], [ 0, %119 ]
  store i32 %121, ptr addrspace(5) %33, align 4
  %122 = load i32, ptr addrspace(5) %29, align 4
  %123 = icmp slt i32 %122, 0
  br i1 %123, label %124, label %127

124:                                              ; preds = %120
  %125 = load i32, ptr addrspace(5) %29, align 4
  %126 = sub nsw i32 0, %125
  br label %128

127:                                              ; preds = %120
  br label %128

128:                                              ; preds = %127, %124
  %129 = phi i32 [ %126, %124 ], [ 0, %127 ]
  store i32 %129, ptr addrspace(5) %34, align 4
  %130 = load i32, ptr addrspace(5) %28, align 4
  %131 = add nsw i32 %130, 16
  %132 = sub nsw i32 %131, 1
  %133 = load i32, ptr addrspace(5) %17, align 4
  %134 = sub nsw i32 %133, 1
  %135 = icmp sgt i32 %132, %134
  br i1 %135, label %136, label %142

136:                                              ; preds = %128
  %137 = load i32, ptr addrspace(5) %28, align 4
  %138 = add nsw i32 %137, 16
  %139 = load i32, ptr addrspace(5) %17, align 4
  %140 = sub nsw i32 %138, %139
  %141 = sub nsw i32 15, %140
  br label %143

142:                                              ; preds = %128
  br label %143

143:                                              ; preds = %142, %136
  %144 = phi i32 [ %141, %136 ], [ 15, %142 ]
  store i32 %144, ptr addrspace(5) %35, align 4
  %145 = load i32, ptr addrspace(5) %29, align 4
  %146 = add nsw i32 %145, 16
  %147 = sub nsw i32 %146, 1
  %148 = load i32, ptr addrspace(5) %16, align 4
  %149 = sub nsw i32 %148, 1
  %150 = icmp sgt i32 %147, %149
  br i1 %150, label %151, label %157

151:                                              ; preds = %143
  %152 = load i32, ptr addrspace(5) %29, align 4
  %153 = add nsw i32 %152, 16
  %154 = load i32, ptr addrspace(5) %16, align 4
  %155 = sub nsw i32 %153, %154
  %156 = sub nsw i32 15, %155
  br label %158

157:                                              ; preds = %143
  br label %158

158:                                              ; preds = %157, %151
  %159 = phi i32 [ %156, %151 ], [ 15, %157 ]
  store i32 %159, ptr addrspace(5) %36, align 4
  %160 = load i32, ptr addrspace(5) %26, align 4
  %161 = sub nsw i32 %160, 1
  %162 = load i32, ptr addrspace(5) %33, align 4
  %163 = icmp slt i32 %161, %162
  br i1 %163, label %164, label %166

164:                                              ; preds = %158
  %165 = load i32, ptr addrspace(5) %33, align 4
  br label %169

166:                                              ; preds = %158
  %167 = load i32, ptr addrspace(5) %26, align 4
  %168 = sub nsw i32 %167, 1
  br label %169

169:                                              ; preds = %166, %164
  %170 = phi i32 [ %165, %164 ], [ %168, %166 ]
  store i32 %170, ptr addrspace(5) %37, align 4
  %171 = load i32, ptr addrspace(5) %26, align 4
  %172 = add nsw i32 %171, 1
  %173 = load i32, ptr addrspace(5) %35, align 4
  %174 = icmp sgt i32 %172, %173
  br i1 %174, label %175, label %177

175:                                              ; preds = %169
  %176 = load i32, ptr addrspace(5) %35, align 4
  br label %180

177:                                              ; preds = %169
  %178 = load i32, ptr addrspace(5) %26, align 4
  %179 = add nsw i32 %178, 1
  br label %180

180:                                              ; preds = %177, %175
  %181 = phi i32 [ %176, %175 ], [ %179, %177 ]
  store i32 %181, ptr addrspace(5) %38, align 4
  %182 = load i32, ptr addrspace(5) %25, align 4
  %183 = sub nsw i32 %182, 1
  %184 = load i32, ptr addrspace(5) %34, align 4
  %185 = icmp slt i32 %183, %184
  br i1 %185, label %186, label %188

186:                                              ; preds = %180
  %187 = load i32, ptr addrspace(5) %34, align 4
  br label %191

188:                                              ; preds = %180
  %189 = load i32, ptr addrspace(5) %25, align 4
  %190 = sub nsw i32 %189, 1
  br label %191

191:                                              ; preds = %188, %186
  %192 = phi i32 [ %187, %186 ], [ %190, %188 ]
  store i32 %192, ptr addrspace(5) %39, align 4
  %193 = load i32, ptr addrspace(5) %25, align 4
  %194 = add nsw i32 %193, 1
  %195 = load i32, ptr addrspace(5) %36, align 4
  %196 = icmp sgt i32 %194, %195
  br i1 %196, label %197, label %199

197:                                              ; preds = %191
  %198 = load i32, ptr addrspace(5) %36, align 4
  br label %202

199:                                              ; preds = %191
  %200 = load i32, ptr addrspace(5) %25, align 4
  %201 = add nsw i32 %200, 1
  br label %202

202:                                              ; preds = %199, %197
  %203 = phi i32 [ %198, %197 ], [ %201, %199 ]
  store i32 %203, ptr addrspace(5) %40, align 4
  store i8 0, ptr addrspace(5) %41, align 1
  store i32 0, ptr addrspace(5) %42, align 4
  br label %204

204:                                              ; preds = %355, %202
  %205 = load i32, ptr addrspace(5) %42, align 4
  %206 = load i32, ptr addrspace(5) %15, align 4
  %207 = icmp slt i32 %205, %206
  br i1 %207, label %208, label %358

208:                                              ; preds = %204
  store i8 0, ptr addrspace(5) %41, align 1
  %209 = load i32, ptr addrspace(5) %25, align 4
  %210 = load i32, ptr addrspace(5) %42, align 4
  %211 = add nsw i32 %210, 1
  %212 = icmp sge i32 %209, %211
  br i1 %212, label %213, label %331

213:                                              ; preds = %208
  %214 = load i32, ptr addrspace(5) %25, align 4
  %215 = load i32, ptr addrspace(5) %42, align 4
  %216 = sub nsw i32 16, %215
  %217 = sub nsw i32 %216, 2
  %218 = icmp sle i32 %214, %217
  br i1 %218, label %219, label %331

219:                                              ; preds = %213
  %220 = load i32, ptr addrspace(5) %26, align 4
  %221 = load i32, ptr addrspace(5) %42, align 4
  %222 = add nsw i32 %221, 1
  %223 = icmp sge i32 %220, %222
  br i1 %223, label %224, label %331

224:                                              ; preds = %219
  %225 = load i32, ptr addrspace(5) %26, align 4
  %226 = load i32, ptr addrspace(5) %42, align 4
  %227 = sub nsw i32 16, %226
  %228 = sub nsw i32 %227, 2
  %229 = icmp sle i32 %225, %228
  br i1 %229, label %230, label %331

230:                                              ; preds = %224
  %231 = load i32, ptr addrspace(5) %25, align 4
  %232 = load i32, ptr addrspace(5) %34, align 4
  %233 = icmp sge i32 %231, %232
  br i1 %233, label %234, label %331

234:                                              ; preds = %230
  %235 = load i32, ptr addrspace(5) %25, align 4
  %236 = load i32, ptr addrspace(5) %36, align 4
  %237 = icmp sle i32 %235, %236
  br i1 %237, label %238, label %331

238:                                              ; preds = %234
  %239 = load i32, ptr addrspace(5) %26, align 4
  %240 = load i32, ptr addrspace(5) %33, align 4
  %241 = icmp sge i32 %239, %240
  br i1 %241, label %242, label %331

242:                                              ; preds = %238
  %243 = load i32, ptr addrspace(5) %26, align 4
  %244 = load i32, ptr addrspace(5) %35, align 4
  %245 = icmp sle i32 %243, %244
  br i1 %245, label %246, label %331

246:                                              ; preds = %242
  store i8 1, ptr addrspace(5) %41, align 1
  %247 = load i32, ptr addrspace(5) %26, align 4
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %248
  %250 = load i32, ptr addrspace(5) %25, align 4
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds [16 x float], ptr addrspace(3) %249, i64 0, i64 %251
  %253 = load float, ptr addrspace(3) %252, align 4
  %254 = load float, ptr addrspace(5) %22, align 4
  %255 = load float, ptr addrspace(5) %18, align 4
  %256 = fdiv float %254, %255, !fpmath !25
  %257 = load i32, ptr addrspace(5) %26, align 4
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i64 0, i64 %258
  %260 = load i32, ptr addrspace(5) %25, align 4
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds [16 x float], ptr addrspace(3) %259, i64 0, i64 %261
  %263 = load float, ptr addrspace(3) %262, align 4
  %264 = load i32, ptr addrspace(5) %38, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %265
  %267 = load i32, ptr addrspace(5) %25, align 4
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds [16 x float], ptr addrspace(3) %266, i64 0, i64 %268
  %270 = load float, ptr addrspace(3) %269, align 4
  %271 = load i32, ptr addrspace(5) %37, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %272
  %274 = load i32, ptr addrspace(5) %25, align 4
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [16 x float], ptr addrspace(3) %273, i64 0, i64 %275
  %277 = load float, ptr addrspace(3) %276, align 4
  %278 = fadd float %270, %277
  %279 = load i32, ptr addrspace(5) %26, align 4
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %280
  %282 = load i32, ptr addrspace(5) %25, align 4
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds [16 x float], ptr addrspace(3) %281, i64 0, i64 %283
  %285 = load float, ptr addrspace(3) %284, align 4
  %286 = call float @llvm.fmuladd.f32(float -2.000000e+00, float %285, float %278)
  %287 = load float, ptr addrspace(5) %20, align 4
  %288 = call float @llvm.fmuladd.f32(float %286, float %287, float %263)
  %289 = load i32, ptr addrspace(5) %26, align 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %290
  %292 = load i32, ptr addrspace(5) %40, align 4
  %293 = sext i32 %292 to i64
  %294 = getelementptr inbounds [16 x float], ptr addrspace(3) %291, i64 0, i64 %293
  %295 = load float, ptr addrspace(3) %294, align 4
  %296 = load i32, ptr addrspace(5) %26, align 4
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %297
  %299 = load i32, ptr addrspace(5) %39, align 4
  %300 = sext i32 %299 to i64
  %301 = getelementptr inbounds [16 x float], ptr addrspace(3) %298, i64 0, i64 %300
  %302 = load float, ptr addrspace(3) %301, align 4
  %303 = fadd float %295, %302
  %304 = load i32, ptr addrspace(5) %26, align 4
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %305
  %307 = load i32, ptr addrspace(5) %25, align 4
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds [16 x float], ptr addrspace(3) %306, i64 0, i64 %308
  %310 = load float, ptr addrspace(3) %309, align 4
  %311 = call float @llvm.fmuladd.f32(float -2.000000e+00, float %310, float %303)
  %312 = load float, ptr addrspace(5) %19, align 4
  %313 = call float @llvm.fmuladd.f32(float %311, float %312, float %288)
  %314 = load i32, ptr addrspace(5) %26, align 4
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %315
  %317 = load i32, ptr addrspace(5) %25, align 4
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [16 x float], ptr addrspace(3) %316, i64 0, i64 %318
  %320 = load float, ptr addrspace(3) %319, align 4
  %321 = fsub float 8.000000e+01, %320
  %322 = load float, ptr addrspace(5) %21, align 4
  %323 = call float @llvm.fmuladd.f32(float %321, float %322, float %313)
  %324 = call float @llvm.fmuladd.f32(float %256, float %323, float %253)
  %325 = load i32, ptr addrspace(5) %26, align 4
  %326 = sext i32 %325 to i64
  %327 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i64 0, i64 %326
  %328 = load i32, ptr addrspace(5) %25, align 4
  %329 = sext i32 %328 to i64
  %330 = getelementptr inbounds [16 x float], ptr addrspace(3) %327, i64 0, i64 %329
  store float %324, ptr addrspace(3) %330, align 4
  br label %331

331:                                              ; preds = %246, %242, %238, %234, %230, %224, %219, %213, %208
  call void @_Z7barrierj(i32 noundef 1) #8
  %332 = load i32, ptr addrspace(5) %42, align 4
  %333 = load i32, ptr addrspace(5) %15, align 4
  %334 = sub nsw i32 %333, 1
  %335 = icmp eq i32 %332, %334
  br i1 %335, label %336, label %337

336:                                              ; preds = %331
  br label %358

337:                                              ; preds = %331
  %338 = load i8, ptr addrspace(5) %41, align 1
  %339 = trunc i8 %338 to i1
  br i1 %339, label %340, label %354

340:                                              ; preds = %337
  %341 = load i32, ptr addrspace(5) %26, align 4
  %342 = sext i32 %341 to i64
  %343 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i64 0, i64 %342
  %344 = load i32, ptr addrspace(5) %25, align 4
  %345 = sext i32 %344 to i64
  %346 = getelementptr inbounds [16 x float], ptr addrspace(3) %343, i64 0, i64 %345
  %347 = load float, ptr addrspace(3) %346, align 4
  %348 = load i32, ptr addrspace(5) %26, align 4
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %349
  %351 = load i32, ptr addrspace(5) %25, align 4
  %352 = sext i32 %351 to i64
  %353 = getelementptr inbounds [16 x float], ptr addrspace(3) %350, i64 0, i64 %352
  store float %347, ptr addrspace(3) %353, align 4
  br label %354

354:                                              ; preds = %340, %337
  call void @_Z7barrierj(i32 noundef 1) #8
  br label %355

355:                                              ; preds = %354
  %356 = load i32, ptr addrspace(5) %42, align 4
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr addrspace(5) %42, align 4
  br label %204

358:                                              ; preds = %336, %204
  %359 = load i8, ptr addrspace(5) %41, align 1
  %360 = trunc i8 %359 to i1
  br i1 %360, label %361, label %373

361:                                              ; preds = %358
  %362 = load i32, ptr addrspace(5) %26, align 4
  %363 = sext i32 %362 to i64
  %364 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i64 0, i64 %363
  %365 = load i32, ptr addrspace(5) %25, align 4
  %366 = sext i32 %365 to i64
  %367 = getelementptr inbounds [16 x float], ptr addrspace(3) %364, i64 0, i64 %366
  %368 = load float, ptr addrspace(3) %367, align 4
  %369 = load ptr addrspace(1), ptr addrspace(5) %14, align 8
  %370 = load i32, ptr addrspace(5) %32, align 4
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds float, ptr addrspace(1) %369, i64 %371
  store float %368, ptr addrspace(1) %372, align 4
  br label %373

373:                                              ; preds = %361, %358
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_pathfinder(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3, ptr addrspace(3) noundef align 4 %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) #1 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(3), align 4, addrspace(5)
  %14 = alloca ptr addrspace(3), align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca i8, align 1, addrspace(5)
  %30 = alloca i8, align 1, addrspace(5)
  %31 = alloca i32, align 4, addrspace(5)
  %32 = alloca i32, align 4, addrspace(5)
  %33 = alloca i32, align 4, addrspace(5)
  %34 = alloca i32, align 4, addrspace(5)
  %35 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %11, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %12, align 8
  store ptr addrspace(3) %3, ptr addrspace(5) %13, align 4
  store ptr addrspace(3) %4, ptr addrspace(5) %14, align 4
  store i32 %5, ptr addrspace(5) %15, align 4
  store i32 %6, ptr addrspace(5) %16, align 4
  store i32 %7, ptr addrspace(5) %17, align 4
  store i32 %8, ptr addrspace(5) %18, align 4
  %36 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %37 = trunc i64 %36 to i32
  store i32 %37, ptr addrspace(5) %19, align 4
  %38 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %39 = trunc i64 %38 to i32
  store i32 %39, ptr addrspace(5) %20, align 4
  %40 = call i64 @_Z14get_local_sizej(i32 noundef 0) #7
  %41 = trunc i64 %40 to i32
  store i32 %41, ptr addrspace(5) %21, align 4
  %42 = load i32, ptr addrspace(5) %21, align 4
  %43 = load i32, ptr addrspace(5) %18, align 4
  %44 = mul nsw i32 %43, 2
  %45 = sub nsw i32 %42, %44
  store i32 %45, ptr addrspace(5) %22, align 4
  %46 = load i32, ptr addrspace(5) %22, align 4
  %47 = load i32, ptr addrspace(5) %19, align 4
  %48 = mul nsw i32 %46, %47
  %49 = load i32, ptr addrspace(5) %17, align 4
  %50 = sub nsw i32 %48, %49
  store i32 %50, ptr addrspace(5) %23, align 4
  %51 = load i32, ptr addrspace(5) %23, align 4
  %52 = load i32, ptr addrspace(5) %20, align 4
  %53 = add nsw i32 %51, %52
  store i32 %53, ptr addrspace(5) %24, align 4
  %54 = load i32, ptr addrspace(5) %23, align 4
  %55 = icmp slt i32 %54, 0
  br i1 %55, label %56, label %59

56:                                               ; preds = %9
  %57 = load i32, ptr addrspace(5) %23, align 4
  %58 = sub nsw i32 0, %57
  br label %60

59:                                               ; preds = %9
  br label %60

60:                                               ; preds = %59, %56
  %61 = phi i32 [ %58, %56 ], [ 0, %59 ]
  store i32 %61, ptr addrspace(5) %25, align 4
  %62 = load i32, ptr addrspace(5) %23, align 4
  %63 = load i32, ptr addrspace(5) %21, align 4
  %64 = add nsw i32 %62, %63
  %65 = sub nsw i32 %64, 1
  %66 = load i32, ptr addrspace(5) %15, align 4
  %67 = sub nsw i32 %66, 1
  %68 = icmp sgt i32 %65, %67
  br i1 %68, label %69, label %78

69:                                               ; preds = %60
  %70 = load i32, ptr addrspace(5) %21, align 4
  %71 = sub nsw i32 %70, 1
  %72 = load i32, ptr addrspace(5) %23, align 4
  %73 = load i32, ptr addrspace(5) %21, align 4
  %74 = add nsw i32 %72, %73
  %75 = load i32, ptr addrspace(5) %15, align 4
  %76 = sub nsw i32 %74, %75
  %77 = sub nsw i32 %71, %76
  br label %81

78:                                               ; preds = %60
  %79 = load i32, ptr addrspace(5) %21, align 4
  %80 = sub nsw i32 %79, 1
  br label %81

81:                                               ; preds = %78, %69
  %82 = phi i32 [ %77, %69 ], [ %80, %78 ]
  store i32 %82, ptr addrspace(5) %26, align 4
  %83 = load i32, ptr addrspace(5) %20, align 4
  %84 = sub nsw i32 %83, 1
  %85 = load i32, ptr addrspace(5) %25, align 4
  %86 = icmp slt i32 %84, %85
  br i1 %86, label %87, label %89

87:                                               ; preds = %81
  %88 = load i32, ptr addrspace(5) %25, align 4
  br label %92

89:                                               ; preds = %81
  %90 = load i32, ptr addrspace(5) %20, align 4
  %91 = sub nsw i32 %90, 1
  br label %92

92:                                               ; preds = %89, %87
  %93 = phi i32 [ %88, %87 ], [ %91, %89 ]
  store i32 %93, ptr addrspace(5) %27, align 4
  %94 = load i32, ptr addrspace(5) %20, align 4
  %95 = add nsw i32 %94, 1
  %96 = load i32, ptr addrspace(5) %26, align 4
  %97 = icmp sgt i32 %95, %96
  br i1 %97, label %98, label %100

98:                                               ; preds = %92
  %99 = load i32, ptr addrspace(5) %26, align 4
  br label %103

100:                                              ; preds = %92
  %101 = load i32, ptr addrspace(5) %20, align 4
  %102 = add nsw i32 %101, 1
  br label %103

103:                                              ; preds = %100, %98
  %104 = phi i32 [ %99, %98 ], [ %102, %100 ]
  store i32 %104, ptr addrspace(5) %28, align 4
  %105 = load i32, ptr addrspace(5) %20, align 4
  %106 = load i32, ptr addrspace(5) %25, align 4
  %107 = icmp sge i32 %105, %106
  br i1 %107, label %108, label %112

108:                                              ; preds = %103
  %109 = load i32, ptr addrspace(5) %20, align 4
  %110 = load i32, ptr addrspace(5) %26, align 4
  %111 = icmp sle i32 %109, %110
  br label %112

112:                                              ; preds = %108, %103
  %113 = phi i1 [ false, %103 ], [ %111, %108 ]
  %114 = zext i1 %113 to i8
  store i8 %114, ptr addrspace(5) %29, align 1
  %115 = load i32, ptr addrspace(5) %24, align 4
  %116 = icmp sge i32 %115, 0
  br i1 %116, label %117, label %131

117:                                              ; preds = %112
  %118 = load i32, ptr addrspace(5) %24, align 4
  %119 = load i32, ptr addrspace(5) %15, align 4
  %120 = icmp slt i32 %118, %119
  br i1 %120, label %121, label %131

121:                                              ; preds = %117
  %122 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %123 = load i32, ptr addrspace(5) %24, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr addrspace(1) %122, i64 %124
  %126 = load i32, ptr addrspace(1) %125, align 4
  %127 = load ptr addrspace(3), ptr addrspace(5) %13, align 4
  %128 = load i32, ptr addrspace(5) %20, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr addrspace(3) %127, i64 %129
  store i32 %126, ptr addrspace(3) %130, align 4
  br label %131

131:                                              ; preds = %121, %117, %112
  call void @_Z7barrierj(i32 noundef 1) #8
  store i8 0, ptr addrspace(5) %30, align 1
  store i32 0, ptr addrspace(5) %31, align 4
  br label %132

132:                                              ; preds = %209, %131
  %133 = load i32, ptr addrspace(5) %31, align 4
  %134 = load i32, ptr addrspace(5) %18, align 4
  %135 = icmp slt i32 %133, %134
  br i1 %135, label %136, label %212

136:                                              ; preds = %132
  store i8 0, ptr addrspace(5) %30, align 1
  %137 = load i32, ptr addrspace(5) %20, align 4
  %138 = load i32, ptr addrspace(5) %31, align 4
  %139 = add nsw i32 %138, 1
  %140 = icmp sge i32 %137, %139
  br i1 %140, label %141, label %189

141:                                              ; preds = %136
  %142 = load i32, ptr addrspace(5) %20, align 4
  %143 = load i32, ptr addrspace(5) %21, align 4
  %144 = load i32, ptr addrspace(5) %31, align 4
  %145 = sub nsw i32 %143, %144
  %146 = sub nsw i32 %145, 2
  %147 = icmp sle i32 %142, %146
  br i1 %147, label %148, label %189

148:                                              ; preds = %141
  %149 = load i8, ptr addrspace(5) %29, align 1
  %150 = trunc i8 %149 to i1
  br i1 %150, label %151, label %189

151:                                              ; preds = %148
  store i8 1, ptr addrspace(5) %30, align 1
  %152 = load ptr addrspace(3), ptr addrspace(5) %13, align 4
  %153 = load i32, ptr addrspace(5) %27, align 4
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds i32, ptr addrspace(3) %152, i64 %154
  %156 = load i32, ptr addrspace(3) %155, align 4
  store i32 %156, ptr addrspace(5) %32, align 4
  %157 = load ptr addrspace(3), ptr addrspace(5) %13, align 4
  %158 = load i32, ptr addrspace(5) %20, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds i32, ptr addrspace(3) %157, i64 %159
  %161 = load i32, ptr addrspace(3) %160, align 4
  store i32 %161, ptr addrspace(5) %33, align 4
  %162 = load ptr addrspace(3), ptr addrspace(5) %13, align 4
  %163 = load i32, ptr addrspace(5) %28, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds i32, ptr addrspace(3) %162, i64 %164
  %166 = load i32, ptr addrspace(3) %165, align 4
  store i32 %166, ptr addrspace(5) %34, align 4
  %167 = load i32, ptr addrspace(5) %32, align 4
  %168 = load i32, ptr addrspace(5) %33, align 4
  %169 = call i32 @_Z3minii(i32 noundef %167, i32 noundef %168) #7
  %170 = load i32, ptr addrspace(5) %34, align 4
  %171 = call i32 @_Z3minii(i32 noundef %169, i32 noundef %170) #7
  store i32 %171, ptr addrspace(5) %35, align 4
  %172 = load i32, ptr addrspace(5) %35, align 4
  %173 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %174 = load i32, ptr addrspace(5) %15, align 4
  %175 = load i32, ptr addrspace(5) %16, align 4
  %176 = load i32, ptr addrspace(5) %31, align 4
  %177 = add nsw i32 %175, %176
  %178 = mul nsw i32 %174, %177
  %179 = load i32, ptr addrspace(5) %24, align 4
  %180 = add nsw i32 %178, %179
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i32, ptr addrspace(1) %173, i64 %181
  %183 = load i32, ptr addrspace(1) %182, align 4
  %184 = add nsw i32 %172, %183
  %185 = load ptr addrspace(3), ptr addrspace(5) %14, align 4
  %186 = load i32, ptr addrspace(5) %20, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i32, ptr addrspace(3) %185, i64 %187
  store i32 %184, ptr addrspace(3) %188, align 4
  br label %189

189:                                              ; preds = %151, %148, %141, %136
  call void @_Z7barrierj(i32 noundef 1) #8
  %190 = load i32, ptr addrspace(5) %31, align 4
  %191 = load i32, ptr addrspace(5) %18, align 4
  %192 = sub nsw i32 %191, 1
  %193 = icmp eq i32 %190, %192
  br i1 %193, label %194, label %195

194:                                              ; preds = %189
  br label %212

195:                                              ; preds = %189
  %196 = load i8, ptr addrspace(5) %30, align 1
  %197 = trunc i8 %196 to i1
  br i1 %197, label %198, label %208

198:                                              ; preds = %195
  %199 = load ptr addrspace(3), ptr addrspace(5) %14, align 4
  %200 = load i32, ptr addrspace(5) %20, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds i32, ptr addrspace(3) %199, i64 %201
  %203 = load i32, ptr addrspace(3) %202, align 4
  %204 = load ptr addrspace(3), ptr addrspace(5) %13, align 4
  %205 = load i32, ptr addrspace(5) %20, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds i32, ptr addrspace(3) %204, i64 %206
  store i32 %203, ptr addrspace(3) %207, align 4
  br label %208

208:                                              ; preds = %198, %195
  call void @_Z7barrierj(i32 noundef 1) #8
  br label %209

209:                                              ; preds = %208
  %210 = load i32, ptr addrspace(5) %31, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr addrspace(5) %31, align 4
  br label %132

212:                                              ; preds = %194, %132
  %213 = load i8, ptr addrspace(5) %30, align 1
  %214 = trunc i8 %213 to i1
  br i1 %214, label %215, label %225

215:                                              ; preds = %212
  %216 = load ptr addrspace(3), ptr addrspace(5) %14, align 4
  %217 = load i32, ptr addrspace(5) %20, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds i32, ptr addrspace(3) %216, i64 %218
  %220 = load i32, ptr addrspace(3) %219, align 4
  %221 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %222 = load i32, ptr addrspace(5) %24, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds i32, ptr addrspace(1) %221, i64 %223
  store i32 %220, ptr addrspace(1) %224, align 4
  br label %225

225:                                              ; preds = %215, %212
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i32 @_Z3minii(i32 noundef, i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_nw(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #1 !kernel_arg_addr_space !30 !kernel_arg_access_qual !15 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
  store i32 %2, ptr addrspace(5) %9, align 4
  store i32 %3, ptr addrspace(5) %10, align 4
  store i32 %4, ptr addrspace(5) %11, align 4
  store i32 %5, ptr addrspace(5) %12, align 4
  %29 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %30 = trunc i64 %29 to i32
  store i32 %30, ptr addrspace(5) %13, align 4
  %31 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %32 = trunc i64 %31 to i32
  store i32 %32, ptr addrspace(5) %14, align 4
  %33 = load i32, ptr addrspace(5) %13, align 4
  store i32 %33, ptr addrspace(5) %15, align 4
  %34 = load i32, ptr addrspace(5) %11, align 4
  %35 = sub nsw i32 %34, 1
  %36 = load i32, ptr addrspace(5) %13, align 4
  %37 = sub nsw i32 %35, %36
  store i32 %37, ptr addrspace(5) %16, align 4
  %38 = load i32, ptr addrspace(5) %9, align 4
  %39 = mul nsw i32 %38, 16
  %40 = load i32, ptr addrspace(5) %16, align 4
  %41 = mul nsw i32 %39, %40
  %42 = load i32, ptr addrspace(5) %15, align 4
  %43 = mul nsw i32 16, %42
  %44 = add nsw i32 %41, %43
  %45 = load i32, ptr addrspace(5) %14, align 4
  %46 = add nsw i32 %44, %45
  %47 = load i32, ptr addrspace(5) %9, align 4
  %48 = add nsw i32 %46, %47
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr addrspace(5) %17, align 4
  %50 = load i32, ptr addrspace(5) %9, align 4
  %51 = mul nsw i32 %50, 16
  %52 = load i32, ptr addrspace(5) %16, align 4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, ptr addrspace(5) %15, align 4
  %55 = mul nsw i32 16, %54
  %56 = add nsw i32 %53, %55
  %57 = load i32, ptr addrspace(5) %14, align 4
  %58 = add nsw i32 %56, %57
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr addrspace(5) %18, align 4
  %60 = load i32, ptr addrspace(5) %9, align 4
  %61 = mul nsw i32 %60, 16
  %62 = load i32, ptr addrspace(5) %16, align 4
  %63 = mul nsw i32 %61, %62
  %64 = load i32, ptr addrspace(5) %15, align 4
  %65 = mul nsw i32 16, %64
  %66 = add nsw i32 %63, %65
  %67 = load i32, ptr addrspace(5) %9, align 4
  %68 = add nsw i32 %66, %67
  store i32 %68, ptr addrspace(5) %19, align 4
  %69 = load i32, ptr addrspace(5) %9, align 4
  %70 = mul nsw i32 %69, 16
  %71 = load i32, ptr addrspace(5) %16, align 4
  %72 = mul nsw i32 %70, %71
  %73 = load i32, ptr addrspace(5) %15, align 4
  %74 = mul nsw i32 16, %73
  %75 = add nsw i32 %72, %74
  store i32 %75, ptr addrspace(5) %20, align 4
  %76 = load i32, ptr addrspace(5) %14, align 4
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %78, label %84

78:                                               ; preds = %6
  %79 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %80 = load i32, ptr addrspace(5) %20, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %81
  %83 = load i32, ptr addrspace(1) %82, align 4
  store i32 %83, ptr addrspace(3) @rd_nw.temp, align 4
  br label %84

84:                                               ; preds = %78, %6
  store i32 0, ptr addrspace(5) %21, align 4
  br label %85

85:                                               ; preds = %104, %84
  %86 = load i32, ptr addrspace(5) %21, align 4
  %87 = icmp slt i32 %86, 16
  br i1 %87, label %88, label %107

88:                                               ; preds = %85
  %89 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %90 = load i32, ptr addrspace(5) %17, align 4
  %91 = load i32, ptr addrspace(5) %9, align 4
  %92 = load i32, ptr addrspace(5) %21, align 4
  %93 = mul nsw i32 %91, %92
  %94 = add nsw i32 %90, %93
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr addrspace(1) %89, i64 %95
  %97 = load i32, ptr addrspace(1) %96, align 4
  %98 = load i32, ptr addrspace(5) %21, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %99
  %101 = load i32, ptr addrspace(5) %14, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [16 x i32], ptr addrspace(3) %100, i64 0, i64 %102
  store i32 %97, ptr addrspace(3) %103, align 4
  br label %104

104:                                              ; preds = %88
  %105 = load i32, ptr addrspace(5) %21, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr addrspace(5) %21, align 4
  br label %85

107:                                              ; preds = %85
  call void @_Z7barrierj(i32 noundef 1) #8
  %108 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %109 = load i32, ptr addrspace(5) %19, align 4
  %110 = load i32, ptr addrspace(5) %9, align 4
  %111 = load i32, ptr addrspace(5) %14, align 4
  %112 = mul nsw i32 %110, %111
  %113 = add nsw i32 %109, %112
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr addrspace(1) %108, i64 %114
  %116 = load i32, ptr addrspace(1) %115, align 4
  %117 = load i32, ptr addrspace(5) %14, align 4
  %118 = add nsw i32 %117, 1
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %119
  %121 = getelementptr inbounds [17 x i32], ptr addrspace(3) %120, i64 0, i64 0
  store i32 %116, ptr addrspace(3) %121, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  %122 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %123 = load i32, ptr addrspace(5) %18, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr addrspace(1) %122, i64 %124
  %126 = load i32, ptr addrspace(1) %125, align 4
  %127 = load i32, ptr addrspace(5) %14, align 4
  %128 = add nsw i32 %127, 1
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [17 x i32], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %129
  store i32 %126, ptr addrspace(3) %130, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  store i32 0, ptr addrspace(5) %22, align 4
  br label %131

131:                                              ; preds = %192, %107
  %132 = load i32, ptr addrspace(5) %22, align 4
  %133 = icmp slt i32 %132, 16
  br i1 %133, label %134, label %195

134:                                              ; preds = %131
  %135 = load i32, ptr addrspace(5) %14, align 4
  %136 = load i32, ptr addrspace(5) %22, align 4
  %137 = icmp sle i32 %135, %136
  br i1 %137, label %138, label %191

138:                                              ; preds = %134
  %139 = load i32, ptr addrspace(5) %14, align 4
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr addrspace(5) %23, align 4
  %141 = load i32, ptr addrspace(5) %22, align 4
  %142 = load i32, ptr addrspace(5) %14, align 4
  %143 = sub nsw i32 %141, %142
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr addrspace(5) %24, align 4
  %145 = load i32, ptr addrspace(5) %24, align 4
  %146 = sub nsw i32 %145, 1
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %147
  %149 = load i32, ptr addrspace(5) %23, align 4
  %150 = sub nsw i32 %149, 1
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [17 x i32], ptr addrspace(3) %148, i64 0, i64 %151
  %153 = load i32, ptr addrspace(3) %152, align 4
  %154 = load i32, ptr addrspace(5) %24, align 4
  %155 = sub nsw i32 %154, 1
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %156
  %158 = load i32, ptr addrspace(5) %23, align 4
  %159 = sub nsw i32 %158, 1
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [16 x i32], ptr addrspace(3) %157, i64 0, i64 %160
  %162 = load i32, ptr addrspace(3) %161, align 4
  %163 = add nsw i32 %153, %162
  %164 = load i32, ptr addrspace(5) %24, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %165
  %167 = load i32, ptr addrspace(5) %23, align 4
  %168 = sub nsw i32 %167, 1
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [17 x i32], ptr addrspace(3) %166, i64 0, i64 %169
  %171 = load i32, ptr addrspace(3) %170, align 4
  %172 = load i32, ptr addrspace(5) %10, align 4
  %173 = sub nsw i32 %171, %172
  %174 = load i32, ptr addrspace(5) %24, align 4
  %175 = sub nsw i32 %174, 1
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %176
  %178 = load i32, ptr addrspace(5) %23, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [17 x i32], ptr addrspace(3) %177, i64 0, i64 %179
  %181 = load i32, ptr addrspace(3) %180, align 4
  %182 = load i32, ptr addrspace(5) %10, align 4
  %183 = sub nsw i32 %181, %182
  %184 = call i32 @max3(i32 noundef %163, i32 noundef %173, i32 noundef %183) #8
  %185 = load i32, ptr addrspace(5) %24, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %186
  %188 = load i32, ptr addrspace(5) %23, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [17 x i32], ptr addrspace(3) %187, i64 0, i64 %189
  store i32 %184, ptr addrspace(3) %190, align 4
  br label %191

191:                                              ; preds = %138, %134
  call void @_Z7barrierj(i32 noundef 1) #8
  br label %192

192:                                              ; preds = %191
  %193 = load i32, ptr addrspace(5) %22, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr addrspace(5) %22, align 4
  br label %131

195:                                              ; preds = %131
  store i32 14, ptr addrspace(5) %25, align 4
  br label %196

196:                                              ; preds = %257, %195
  %197 = load i32, ptr addrspace(5) %25, align 4
  %198 = icmp sge i32 %197, 0
  br i1 %198, label %199, label %260

199:                                              ; preds = %196
  %200 = load i32, ptr addrspace(5) %14, align 4
  %201 = load i32, ptr addrspace(5) %25, align 4
  %202 = icmp sle i32 %200, %201
  br i1 %202, label %203, label %256

203:                                              ; preds = %199
  %204 = load i32, ptr addrspace(5) %14, align 4
  %205 = add nsw i32 %204, 16
  %206 = load i32, ptr addrspace(5) %25, align 4
  %207 = sub nsw i32 %205, %206
  store i32 %207, ptr addrspace(5) %26, align 4
  %208 = load i32, ptr addrspace(5) %14, align 4
  %209 = sub nsw i32 16, %208
  store i32 %209, ptr addrspace(5) %27, align 4
  %210 = load i32, ptr addrspace(5) %27, align 4
  %211 = sub nsw i32 %210, 1
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %212
  %214 = load i32, ptr addrspace(5) %26, align 4
  %215 = sub nsw i32 %214, 1
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [17 x i32], ptr addrspace(3) %213, i64 0, i64 %216
  %218 = load i32, ptr addrspace(3) %217, align 4
  %219 = load i32, ptr addrspace(5) %27, align 4
  %220 = sub nsw i32 %219, 1
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %221
  %223 = load i32, ptr addrspace(5) %26, align 4
  %224 = sub nsw i32 %223, 1
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [16 x i32], ptr addrspace(3) %222, i64 0, i64 %225
  %227 = load i32, ptr addrspace(3) %226, align 4
  %228 = add nsw i32 %218, %227
  %229 = load i32, ptr addrspace(5) %27, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %230
  %232 = load i32, ptr addrspace(5) %26, align 4
  %233 = sub nsw i32 %232, 1
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [17 x i32], ptr addrspace(3) %231, i64 0, i64 %234
  %236 = load i32, ptr addrspace(3) %235, align 4
  %237 = load i32, ptr addrspace(5) %10, align 4
  %238 = sub nsw i32 %236, %237
  %239 = load i32, ptr addrspace(5) %27, align 4
  %240 = sub nsw i32 %239, 1
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %241
  %243 = load i32, ptr addrspace(5) %26, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [17 x i32], ptr addrspace(3) %242, i64 0, i64 %244
  %246 = load i32, ptr addrspace(3) %245, align 4
  %247 = load i32, ptr addrspace(5) %10, align 4
  %248 = sub nsw i32 %246, %247
  %249 = call i32 @max3(i32 noundef %228, i32 noundef %238, i32 noundef %248) #8
  %250 = load i32, ptr addrspace(5) %27, align 4
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %251
  %253 = load i32, ptr addrspace(5) %26, align 4
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds [17 x i32], ptr addrspace(3) %252, i64 0, i64 %254
  store i32 %249, ptr addrspace(3) %255, align 4
  br label %256

256:                                              ; preds = %203, %199
  call void @_Z7barrierj(i32 noundef 1) #8
  br label %257

257:                                              ; preds = %256
  %258 = load i32, ptr addrspace(5) %25, align 4
  %259 = add nsw i32 %258, -1
  store i32 %259, ptr addrspace(5) %25, align 4
  br label %196

260:                                              ; preds = %196
  store i32 0, ptr addrspace(5) %28, align 4
  br label %261

261:                                              ; preds = %282, %260
  %262 = load i32, ptr addrspace(5) %28, align 4
  %263 = icmp slt i32 %262, 16
  br i1 %263, label %264, label %285

264:                                              ; preds = %261
  %265 = load i32, ptr addrspace(5) %28, align 4
  %266 = add nsw i32 %265, 1
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %267
  %269 = load i32, ptr addrspace(5) %14, align 4
  %270 = add nsw i32 %269, 1
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds [17 x i32], ptr addrspace(3) %268, i64 0, i64 %271
  %273 = load i32, ptr addrspace(3) %272, align 4
  %274 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %275 = load i32, ptr addrspace(5) %17, align 4
  %276 = load i32, ptr addrspace(5) %28, align 4
  %277 = load i32, ptr addrspace(5) %9, align 4
  %278 = mul nsw i32 %276, %277
  %279 = add nsw i32 %275, %278
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds i32, ptr addrspace(1) %274, i64 %280
  store i32 %273, ptr addrspace(1) %281, align 4
  br label %282

282:                                              ; preds = %264
  %283 = load i32, ptr addrspace(5) %28, align 4
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr addrspace(5) %28, align 4
  br label %261

285:                                              ; preds = %261
  %286 = load i32, ptr addrspace(5) %12, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @max3(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %4, align 4
  store i32 %1, ptr addrspace(5) %5, align 4
  store i32 %2, ptr addrspace(5) %6, align 4
  %7 = load i32, ptr addrspace(5) %4, align 4
  %8 = load i32, ptr addrspace(5) %5, align 4
  %9 = call i32 @_Z3maxii(i32 noundef %7, i32 noundef %8) #7
  %10 = load i32, ptr addrspace(5) %6, align 4
  %11 = call i32 @_Z3maxii(i32 noundef %9, i32 noundef %10) #7
  ret i32 %11
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_srad(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5, i32 noundef %6, i32 noundef %7, float noundef %8) #1 !kernel_arg_addr_space !33 !kernel_arg_access_qual !27 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca ptr addrspace(1), align 8, addrspace(5)
  %15 = alloca ptr addrspace(1), align 8, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca float, align 4, addrspace(5)
  %27 = alloca float, align 4, addrspace(5)
  %28 = alloca float, align 4, addrspace(5)
  %29 = alloca float, align 4, addrspace(5)
  %30 = alloca float, align 4, addrspace(5)
  %31 = alloca float, align 4, addrspace(5)
  %32 = alloca float, align 4, addrspace(5)
  %33 = alloca float, align 4, addrspace(5)
  %34 = alloca float, align 4, addrspace(5)
  %35 = alloca float, align 4, addrspace(5)
  %36 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %11, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %12, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %13, align 8
  store ptr addrspace(1) %4, ptr addrspace(5) %14, align 8
  store ptr addrspace(1) %5, ptr addrspace(5) %15, align 8
  store i32 %6, ptr addrspace(5) %16, align 4
  store i32 %7, ptr addrspace(5) %17, align 4
  store float %8, ptr addrspace(5) %18, align 4
  %37 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %38 = trunc i64 %37 to i32
  store i32 %38, ptr addrspace(5) %19, align 4
  %39 = load i32, ptr addrspace(5) %19, align 4
  %40 = load i32, ptr addrspace(5) %16, align 4
  %41 = load i32, ptr addrspace(5) %17, align 4
  %42 = mul nsw i32 %40, %41
  %43 = icmp sge i32 %39, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %9
  br label %228

45:                                               ; preds = %9
  %46 = load i32, ptr addrspace(5) %19, align 4
  %47 = load i32, ptr addrspace(5) %16, align 4
  %48 = srem i32 %46, %47
  store i32 %48, ptr addrspace(5) %20, align 4
  %49 = load i32, ptr addrspace(5) %19, align 4
  %50 = load i32, ptr addrspace(5) %16, align 4
  %51 = sdiv i32 %49, %50
  store i32 %51, ptr addrspace(5) %21, align 4
  %52 = load i32, ptr addrspace(5) %20, align 4
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %55

54:                                               ; preds = %45
  br label %58

55:                                               ; preds = %45
  %56 = load i32, ptr addrspace(5) %20, align 4
  %57 = sub nsw i32 %56, 1
  br label %58

58:                                               ; preds = %55, %54
  %59 = phi i32 [ 0, %54 ], [ %57, %55 ]
  store i32 %59, ptr addrspace(5) %22, align 4
  %60 = load i32, ptr addrspace(5) %20, align 4
  %61 = load i32, ptr addrspace(5) %16, align 4
  %62 = sub nsw i32 %61, 1
  %63 = icmp eq i32 %60, %62
  br i1 %63, label %64, label %67

64:                                               ; preds = %58
  %65 = load i32, ptr addrspace(5) %16, align 4
  %66 = sub nsw i32 %65, 1
  br label %70

67:                                               ; preds = %58
  %68 = load i32, ptr addrspace(5) %20, align 4
  %69 = add nsw i32 %68, 1
  br label %70

70:                                               ; preds = %67, %64
  %71 = phi i32 [ %66, %64 ], [ %69, %67 ]
  store i32 %71, ptr addrspace(5) %23, align 4
  %72 = load i32, ptr addrspace(5) %21, align 4
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %75

74:                                               ; preds = %70
  br label %78

75:                                               ; preds = %70
  %76 = load i32, ptr addrspace(5) %21, align 4
  %77 = sub nsw i32 %76, 1
  br label %78

78:                                               ; preds = %75, %74
  %79 = phi i32 [ 0, %74 ], [ %77, %75 ]
  store i32 %79, ptr addrspace(5) %24, align 4
  %80 = load i32, ptr addrspace(5) %21, align 4
  %81 = load i32, ptr addrspace(5) %17, align 4
  %82 = sub nsw i32 %81, 1
  %83 = icmp eq i32 %80, %82
  br i1 %83, label %84, label %87

84:                                               ; preds = %78
  %85 = load i32, ptr addrspace(5) %17, align 4
  %86 = sub nsw i32 %85, 1
  br label %90

87:                                               ; preds = %78
  %88 = load i32, ptr addrspace(5) %21, align 4
  %89 = add nsw i32 %88, 1
  br label %90

90:                                               ; preds = %87, %84
  %91 = phi i32 [ %86, %84 ], [ %89, %87 ]
  store i32 %91, ptr addrspace(5) %25, align 4
  %92 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %93 = load i32, ptr addrspace(5) %19, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr addrspace(1) %92, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4
  store float %96, ptr addrspace(5) %26, align 4
  %97 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %98 = load i32, ptr addrspace(5) %21, align 4
  %99 = load i32, ptr addrspace(5) %16, align 4
  %100 = mul nsw i32 %98, %99
  %101 = load i32, ptr addrspace(5) %22, align 4
  %102 = add nsw i32 %100, %101
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr addrspace(1) %97, i64 %103
  %105 = load float, ptr addrspace(1) %104, align 4
  %106 = load float, ptr addrspace(5) %26, align 4
  %107 = fsub float %105, %106
  store float %107, ptr addrspace(5) %27, align 4
  %108 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %109 = load i32, ptr addrspace(5) %21, align 4
  %110 = load i32, ptr addrspace(5) %16, align 4
  %111 = mul nsw i32 %109, %110
  %112 = load i32, ptr addrspace(5) %23, align 4
  %113 = add nsw i32 %111, %112
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds float, ptr addrspace(1) %108, i64 %114
  %116 = load float, ptr addrspace(1) %115, align 4
  %117 = load float, ptr addrspace(5) %26, align 4
  %118 = fsub float %116, %117
  store float %118, ptr addrspace(5) %28, align 4
  %119 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %120 = load i32, ptr addrspace(5) %24, align 4
  %121 = load i32, ptr addrspace(5) %16, align 4
  %122 = mul nsw i32 %120, %121
  %123 = load i32, ptr addrspace(5) %20, align 4
  %124 = add nsw i32 %122, %123
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr addrspace(1) %119, i64 %125
  %127 = load float, ptr addrspace(1) %126, align 4
  %128 = load float, ptr addrspace(5) %26, align 4
  %129 = fsub float %127, %128
  store float %129, ptr addrspace(5) %29, align 4
  %130 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %131 = load i32, ptr addrspace(5) %25, align 4
  %132 = load i32, ptr addrspace(5) %16, align 4
  %133 = mul nsw i32 %131, %132
  %134 = load i32, ptr addrspace(5) %20, align 4
  %135 = add nsw i32 %133, %134
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds float, ptr addrspace(1) %130, i64 %136
  %138 = load float, ptr addrspace(1) %137, align 4
  %139 = load float, ptr addrspace(5) %26, align 4
  %140 = fsub float %138, %139
  store float %140, ptr addrspace(5) %30, align 4
  %141 = load float, ptr addrspace(5) %27, align 4
  %142 = load float, ptr addrspace(5) %27, align 4
  %143 = load float, ptr addrspace(5) %28, align 4
  %144 = load float, ptr addrspace(5) %28, align 4
  %145 = fmul float %143, %144
  %146 = call float @llvm.fmuladd.f32(float %141, float %142, float %145)
  %147 = load float, ptr addrspace(5) %29, align 4
  %148 = load float, ptr addrspace(5) %29, align 4
  %149 = call float @llvm.fmuladd.f32(float %147, float %148, float %146)
  %150 = load float, ptr addrspace(5) %30, align 4
  %151 = load float, ptr addrspace(5) %30, align 4
  %152 = call float @llvm.fmuladd.f32(float %150, float %151, float %149)
  %153 = load float, ptr addrspace(5) %26, align 4
  %154 = load float, ptr addrspace(5) %26, align 4
  %155 = fmul float %153, %154
  %156 = fdiv float %152, %155, !fpmath !25
  store float %156, ptr addrspace(5) %31, align 4
  %157 = load float, ptr addrspace(5) %27, align 4
  %158 = load float, ptr addrspace(5) %28, align 4
  %159 = fadd float %157, %158
  %160 = load float, ptr addrspace(5) %29, align 4
  %161 = fadd float %159, %160
  %162 = load float, ptr addrspace(5) %30, align 4
  %163 = fadd float %161, %162
  %164 = load float, ptr addrspace(5) %26, align 4
  %165 = fdiv float %163, %164, !fpmath !25
  store float %165, ptr addrspace(5) %32, align 4
  %166 = load float, ptr addrspace(5) %31, align 4
  %167 = load float, ptr addrspace(5) %32, align 4
  %168 = fmul float 6.250000e-02, %167
  %169 = load float, ptr addrspace(5) %32, align 4
  %170 = fmul float %168, %169
  %171 = fneg float %170
  %172 = call float @llvm.fmuladd.f32(float 5.000000e-01, float %166, float %171)
  store float %172, ptr addrspace(5) %33, align 4
  %173 = load float, ptr addrspace(5) %32, align 4
  %174 = call float @llvm.fmuladd.f32(float 2.500000e-01, float %173, float 1.000000e+00)
  store float %174, ptr addrspace(5) %34, align 4
  %175 = load float, ptr addrspace(5) %33, align 4
  %176 = load float, ptr addrspace(5) %34, align 4
  %177 = load float, ptr addrspace(5) %34, align 4
  %178 = fmul float %176, %177
  %179 = fdiv float %175, %178, !fpmath !25
  store float %179, ptr addrspace(5) %35, align 4
  %180 = load float, ptr addrspace(5) %35, align 4
  %181 = load float, ptr addrspace(5) %18, align 4
  %182 = fsub float %180, %181
  %183 = load float, ptr addrspace(5) %18, align 4
  %184 = load float, ptr addrspace(5) %18, align 4
  %185 = fadd float 1.000000e+00, %184
  %186 = fmul float %183, %185
  %187 = fdiv float %182, %186, !fpmath !25
  store float %187, ptr addrspace(5) %34, align 4
  %188 = load float, ptr addrspace(5) %34, align 4
  %189 = fadd float 1.000000e+00, %188
  %190 = fdiv float 1.000000e+00, %189, !fpmath !25
  store float %190, ptr addrspace(5) %36, align 4
  %191 = load float, ptr addrspace(5) %36, align 4
  %192 = fcmp olt float %191, 0.000000e+00
  br i1 %192, label %193, label %194

193:                                              ; preds = %90
  br label %202

194:                                              ; preds = %90
  %195 = load float, ptr addrspace(5) %36, align 4
  %196 = fcmp ogt float %195, 1.000000e+00
  br i1 %196, label %197, label %198

197:                                              ; preds = %194
  br label %200

198:                                              ; preds = %194
  %199 = load float, ptr addrspace(5) %36, align 4
  br label %200

200:                                              ; preds = %198, %197
  %201 = phi float [ 1.000000e+00, %197 ], [ %199, %198 ]
  br label %202

202:                                              ; preds = %200, %193
  %203 = phi float [ 0.000000e+00, %193 ], [ %201, %200 ]
  %204 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %205 = load i32, ptr addrspace(5) %19, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds float, ptr addrspace(1) %204, i64 %206
  store float %203, ptr addrspace(1) %207, align 4
  %208 = load float, ptr addrspace(5) %27, align 4
  %209 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %210 = load i32, ptr addrspace(5) %19, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds float, ptr addrspace(1) %209, i64 %211
  store float %208, ptr addrspace(1) %212, align 4
  %213 = load float, ptr addrspace(5) %28, align 4
  %214 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %215 = load i32, ptr addrspace(5) %19, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds float, ptr addrspace(1) %214, i64 %216
  store float %213, ptr addrspace(1) %217, align 4
  %218 = load float, ptr addrspace(5) %29, align 4
  %219 = load ptr addrspace(1), ptr addrspace(5) %14, align 8
  %220 = load i32, ptr addrspace(5) %19, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds float, ptr addrspace(1) %219, i64 %221
  store float %218, ptr addrspace(1) %222, align 4
  %223 = load float, ptr addrspace(5) %30, align 4
  %224 = load ptr addrspace(1), ptr addrspace(5) %15, align 8
  %225 = load i32, ptr addrspace(5) %19, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds float, ptr addrspace(1) %224, i64 %226
  store float %223, ptr addrspace(1) %227, align 4
  br label %228

228:                                              ; preds = %202, %44
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_kmeans(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #1 !kernel_arg_addr_space !36 !kernel_arg_access_qual !15 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !17 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca float, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %9, align 8
  store i32 %3, ptr addrspace(5) %10, align 4
  store i32 %4, ptr addrspace(5) %11, align 4
  store i32 %5, ptr addrspace(5) %12, align 4
  %20 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr addrspace(5) %13, align 4
  %22 = load i32, ptr addrspace(5) %13, align 4
  %23 = load i32, ptr addrspace(5) %10, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %6
  br label %85

26:                                               ; preds = %6
  store i32 -1, ptr addrspace(5) %14, align 4
  store float 0x47EFFFFFE0000000, ptr addrspace(5) %15, align 4
  store i32 0, ptr addrspace(5) %16, align 4
  br label %27

27:                                               ; preds = %76, %26
  %28 = load i32, ptr addrspace(5) %16, align 4
  %29 = load i32, ptr addrspace(5) %11, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %79

31:                                               ; preds = %27
  store float 0.000000e+00, ptr addrspace(5) %17, align 4
  store i32 0, ptr addrspace(5) %18, align 4
  br label %32

32:                                               ; preds = %65, %31
  %33 = load i32, ptr addrspace(5) %18, align 4
  %34 = load i32, ptr addrspace(5) %12, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %68

36:                                               ; preds = %32
  %37 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %38 = load i32, ptr addrspace(5) %18, align 4
  %39 = load i32, ptr addrspace(5) %10, align 4
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr addrspace(5) %13, align 4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4
  %46 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %47 = load i32, ptr addrspace(5) %16, align 4
  %48 = load i32, ptr addrspace(5) %12, align 4
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr addrspace(5) %18, align 4
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = fsub float %45, %54
  store float %55, ptr addrspace(5) %19, align 4
  %56 = load float, ptr addrspace(5) %19, align 4
  %57 = load float, ptr addrspace(5) %19, align 4
  %58 = load float, ptr addrspace(5) %17, align 4
  %59 = call float @llvm.fmuladd.f32(float %56, float %57, float %58)
  store float %59, ptr addrspace(5) %17, align 4
  %60 = load float, ptr addrspace(5) %17, align 4
  %61 = load float, ptr addrspace(5) %15, align 4
  %62 = fcmp oge float %60, %61
  br i1 %62, label %63, label %64

63:                                               ; preds = %36
  br label %68

64:                                               ; preds = %36
  br label %65

65:                                               ; preds = %64
  %66 = load i32, ptr addrspace(5) %18, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr addrspace(5) %18, align 4
  br label %32

68:                                               ; preds = %63, %32
  %69 = load float, ptr addrspace(5) %17, align 4
  %70 = load float, ptr addrspace(5) %15, align 4
  %71 = fcmp olt float %69, %70
  br i1 %71, label %72, label %75

72:                                               ; preds = %68
  %73 = load float, ptr addrspace(5) %17, align 4
  store float %73, ptr addrspace(5) %15, align 4
  %74 = load i32, ptr addrspace(5) %16, align 4
  store i32 %74, ptr addrspace(5) %14, align 4
  br label %75

75:                                               ; preds = %72, %68
  br label %76

76:                                               ; preds = %75
  %77 = load i32, ptr addrspace(5) %16, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr addrspace(5) %16, align 4
  br label %27

79:                                               ; preds = %27
  %80 = load i32, ptr addrspace(5) %14, align 4
  %81 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %82 = load i32, ptr addrspace(5) %13, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr addrspace(1) %81, i64 %83
  store i32 %80, ptr addrspace(1) %84, align 4
  br label %85

85:                                               ; preds = %79, %25
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_lud_diagonal(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(3) %1, ptr addrspace(5) %6, align 4
  store i32 %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %16 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %9, align 4
  %18 = load i32, ptr addrspace(5) %8, align 4
  %19 = load i32, ptr addrspace(5) %7, align 4
  %20 = mul nsw i32 %18, %19
  %21 = load i32, ptr addrspace(5) %8, align 4
  %22 = add nsw i32 %20, %21
  store i32 %22, ptr addrspace(5) %10, align 4
  store i32 0, ptr addrspace(5) %11, align 4
  br label %23

23:                                               ; preds = %44, %4
  %24 = load i32, ptr addrspace(5) %11, align 4
  %25 = icmp slt i32 %24, 16
  br i1 %25, label %26, label %47

26:                                               ; preds = %23
  %27 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %28 = load i32, ptr addrspace(5) %10, align 4
  %29 = load i32, ptr addrspace(5) %9, align 4
  %30 = add nsw i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %27, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4
  %34 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %35 = load i32, ptr addrspace(5) %11, align 4
  %36 = mul nsw i32 %35, 16
  %37 = load i32, ptr addrspace(5) %9, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(3) %34, i64 %39
  store float %33, ptr addrspace(3) %40, align 4
  %41 = load i32, ptr addrspace(5) %7, align 4
  %42 = load i32, ptr addrspace(5) %10, align 4
  %43 = add nsw i32 %42, %41
  store i32 %43, ptr addrspace(5) %10, align 4
  br label %44

44:                                               ; preds = %26
  %45 = load i32, ptr addrspace(5) %11, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr addrspace(5) %11, align 4
  br label %23

47:                                               ; preds = %23
  call void @_Z7barrierj(i32 noundef 1) #8
  store i32 0, ptr addrspace(5) %12, align 4
  br label %48

48:                                               ; preds = %152, %47
  %49 = load i32, ptr addrspace(5) %12, align 4
  %50 = icmp slt i32 %49, 15
  br i1 %50, label %51, label %155

51:                                               ; preds = %48
  %52 = load i32, ptr addrspace(5) %9, align 4
  %53 = load i32, ptr addrspace(5) %12, align 4
  %54 = icmp sgt i32 %52, %53
  br i1 %54, label %55, label %108

55:                                               ; preds = %51
  store i32 0, ptr addrspace(5) %13, align 4
  br label %56

56:                                               ; preds = %87, %55
  %57 = load i32, ptr addrspace(5) %13, align 4
  %58 = load i32, ptr addrspace(5) %12, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %90

60:                                               ; preds = %56
  %61 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %62 = load i32, ptr addrspace(5) %9, align 4
  %63 = mul nsw i32 %62, 16
  %64 = load i32, ptr addrspace(5) %13, align 4
  %65 = add nsw i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(3) %61, i64 %66
  %68 = load float, ptr addrspace(3) %67, align 4
  %69 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %70 = load i32, ptr addrspace(5) %13, align 4
  %71 = mul nsw i32 %70, 16
  %72 = load i32, ptr addrspace(5) %12, align 4
  %73 = add nsw i32 %71, %72
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(3) %69, i64 %74
  %76 = load float, ptr addrspace(3) %75, align 4
  %77 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %78 = load i32, ptr addrspace(5) %9, align 4
  %79 = mul nsw i32 %78, 16
  %80 = load i32, ptr addrspace(5) %12, align 4
  %81 = add nsw i32 %79, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(3) %77, i64 %82
  %84 = load float, ptr addrspace(3) %83, align 4
  %85 = fneg float %68
  %86 = call float @llvm.fmuladd.f32(float %85, float %76, float %84)
  store float %86, ptr addrspace(3) %83, align 4
  br label %87

87:                                               ; preds = %60
  %88 = load i32, ptr addrspace(5) %13, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr addrspace(5) %13, align 4
  br label %56

90:                                               ; preds = %56
  %91 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %92 = load i32, ptr addrspace(5) %12, align 4
  %93 = mul nsw i32 %92, 16
  %94 = load i32, ptr addrspace(5) %12, align 4
  %95 = add nsw i32 %93, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(3) %91, i64 %96
  %98 = load float, ptr addrspace(3) %97, align 4
  %99 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %100 = load i32, ptr addrspace(5) %9, align 4
  %101 = mul nsw i32 %100, 16
  %102 = load i32, ptr addrspace(5) %12, align 4
  %103 = add nsw i32 %101, %102
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr addrspace(3) %99, i64 %104
  %106 = load float, ptr addrspace(3) %105, align 4
  %107 = fdiv float %106, %98, !fpmath !25
  store float %107, ptr addrspace(3) %105, align 4
  br label %108

108:                                              ; preds = %90, %51
  call void @_Z7barrierj(i32 noundef 1) #8
  %109 = load i32, ptr addrspace(5) %9, align 4
  %110 = load i32, ptr addrspace(5) %12, align 4
  %111 = icmp sgt i32 %109, %110
  br i1 %111, label %112, label %151

112:                                              ; preds = %108
  store i32 0, ptr addrspace(5) %14, align 4
  br label %113

113:                                              ; preds = %147, %112
  %114 = load i32, ptr addrspace(5) %14, align 4
  %115 = load i32, ptr addrspace(5) %12, align 4
  %116 = add nsw i32 %115, 1
  %117 = icmp slt i32 %114, %116
  br i1 %117, label %118, label %150

118:                                              ; preds = %113
  %119 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %120 = load i32, ptr addrspace(5) %12, align 4
  %121 = add nsw i32 %120, 1
  %122 = mul nsw i32 %121, 16
  %123 = load i32, ptr addrspace(5) %14, align 4
  %124 = add nsw i32 %122, %123
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr addrspace(3) %119, i64 %125
  %127 = load float, ptr addrspace(3) %126, align 4
  %128 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %129 = load i32, ptr addrspace(5) %14, align 4
  %130 = mul nsw i32 %129, 16
  %131 = load i32, ptr addrspace(5) %9, align 4
  %132 = add nsw i32 %130, %131
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds float, ptr addrspace(3) %128, i64 %133
  %135 = load float, ptr addrspace(3) %134, align 4
  %136 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %137 = load i32, ptr addrspace(5) %12, align 4
  %138 = add nsw i32 %137, 1
  %139 = mul nsw i32 %138, 16
  %140 = load i32, ptr addrspace(5) %9, align 4
  %141 = add nsw i32 %139, %140
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds float, ptr addrspace(3) %136, i64 %142
  %144 = load float, ptr addrspace(3) %143, align 4
  %145 = fneg float %127
  %146 = call float @llvm.fmuladd.f32(float %145, float %135, float %144)
  store float %146, ptr addrspace(3) %143, align 4
  br label %147

147:                                              ; preds = %118
  %148 = load i32, ptr addrspace(5) %14, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr addrspace(5) %14, align 4
  br label %113

150:                                              ; preds = %113
  br label %151

151:                                              ; preds = %150, %108
  call void @_Z7barrierj(i32 noundef 1) #8
  br label %152

152:                                              ; preds = %151
  %153 = load i32, ptr addrspace(5) %12, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr addrspace(5) %12, align 4
  br label %48

155:                                              ; preds = %48
  %156 = load i32, ptr addrspace(5) %8, align 4
  %157 = add nsw i32 %156, 1
  %158 = load i32, ptr addrspace(5) %7, align 4
  %159 = mul nsw i32 %157, %158
  %160 = load i32, ptr addrspace(5) %8, align 4
  %161 = add nsw i32 %159, %160
  store i32 %161, ptr addrspace(5) %10, align 4
  store i32 1, ptr addrspace(5) %15, align 4
  br label %162

162:                                              ; preds = %183, %155
  %163 = load i32, ptr addrspace(5) %15, align 4
  %164 = icmp slt i32 %163, 16
  br i1 %164, label %165, label %186

165:                                              ; preds = %162
  %166 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %167 = load i32, ptr addrspace(5) %15, align 4
  %168 = mul nsw i32 %167, 16
  %169 = load i32, ptr addrspace(5) %9, align 4
  %170 = add nsw i32 %168, %169
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds float, ptr addrspace(3) %166, i64 %171
  %173 = load float, ptr addrspace(3) %172, align 4
  %174 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %175 = load i32, ptr addrspace(5) %10, align 4
  %176 = load i32, ptr addrspace(5) %9, align 4
  %177 = add nsw i32 %175, %176
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds float, ptr addrspace(1) %174, i64 %178
  store float %173, ptr addrspace(1) %179, align 4
  %180 = load i32, ptr addrspace(5) %7, align 4
  %181 = load i32, ptr addrspace(5) %10, align 4
  %182 = add nsw i32 %181, %180
  store i32 %182, ptr addrspace(5) %10, align 4
  br label %183

183:                                              ; preds = %165
  %184 = load i32, ptr addrspace(5) %15, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr addrspace(5) %15, align 4
  br label %162

186:                                              ; preds = %162
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_nn(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, float noundef %3, float noundef %4) #1 !kernel_arg_addr_space !42 !kernel_arg_access_qual !11 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !44 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca %struct.latlong_t, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store i32 %2, ptr addrspace(5) %8, align 4
  store float %3, ptr addrspace(5) %9, align 4
  store float %4, ptr addrspace(5) %10, align 4
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %11, align 4
  %15 = load i32, ptr addrspace(5) %11, align 4
  %16 = load i32, ptr addrspace(5) %8, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %46

18:                                               ; preds = %5
  %19 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %20 = load i32, ptr addrspace(5) %11, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds %struct.latlong_t, ptr addrspace(1) %19, i64 %21
  call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) align 4 %12, ptr addrspace(1) align 4 %22, i64 8, i1 false)
  %23 = load float, ptr addrspace(5) %9, align 4
  %24 = getelementptr inbounds %struct.latlong_t, ptr addrspace(5) %12, i32 0, i32 0
  %25 = load float, ptr addrspace(5) %24, align 4
  %26 = fsub float %23, %25
  %27 = load float, ptr addrspace(5) %9, align 4
  %28 = getelementptr inbounds %struct.latlong_t, ptr addrspace(5) %12, i32 0, i32 0
  %29 = load float, ptr addrspace(5) %28, align 4
  %30 = fsub float %27, %29
  %31 = load float, ptr addrspace(5) %10, align 4
  %32 = getelementptr inbounds %struct.latlong_t, ptr addrspace(5) %12, i32 0, i32 1
  %33 = load float, ptr addrspace(5) %32, align 4
  %34 = fsub float %31, %33
  %35 = load float, ptr addrspace(5) %10, align 4
  %36 = getelementptr inbounds %struct.latlong_t, ptr addrspace(5) %12, i32 0, i32 1
  %37 = load float, ptr addrspace(5) %36, align 4
  %38 = fsub float %35, %37
  %39 = fmul float %34, %38
  %40 = call float @llvm.fmuladd.f32(float %26, float %30, float %39)
  %41 = call float @_Z4sqrtf(float noundef %40) #7, !fpmath !45
  %42 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %43 = load i32, ptr addrspace(5) %11, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %44
  store float %41, ptr addrspace(1) %45, align 4
  br label %46

46:                                               ; preds = %18, %5
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4sqrtf(float noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_gauss_fan1(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !46 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !47 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store i32 %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %9, align 4
  %12 = load i32, ptr addrspace(5) %9, align 4
  %13 = load i32, ptr addrspace(5) %7, align 4
  %14 = sub nsw i32 %13, 1
  %15 = load i32, ptr addrspace(5) %8, align 4
  %16 = sub nsw i32 %14, %15
  %17 = icmp sge i32 %12, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %4
  br label %53

19:                                               ; preds = %4
  %20 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %21 = load i32, ptr addrspace(5) %7, align 4
  %22 = load i32, ptr addrspace(5) %9, align 4
  %23 = load i32, ptr addrspace(5) %8, align 4
  %24 = add nsw i32 %22, %23
  %25 = add nsw i32 %24, 1
  %26 = mul nsw i32 %21, %25
  %27 = load i32, ptr addrspace(5) %8, align 4
  %28 = add nsw i32 %26, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4
  %32 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %33 = load i32, ptr addrspace(5) %7, align 4
  %34 = load i32, ptr addrspace(5) %8, align 4
  %35 = mul nsw i32 %33, %34
  %36 = load i32, ptr addrspace(5) %8, align 4
  %37 = add nsw i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %32, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4
  %41 = fdiv float %31, %40, !fpmath !25
  %42 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %43 = load i32, ptr addrspace(5) %7, align 4
  %44 = load i32, ptr addrspace(5) %9, align 4
  %45 = load i32, ptr addrspace(5) %8, align 4
  %46 = add nsw i32 %44, %45
  %47 = add nsw i32 %46, 1
  %48 = mul nsw i32 %43, %47
  %49 = load i32, ptr addrspace(5) %8, align 4
  %50 = add nsw i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %51
  store float %41, ptr addrspace(1) %52, align 4
  br label %53

53:                                               ; preds = %19, %18
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_gauss_fan2(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #1 !kernel_arg_addr_space !48 !kernel_arg_access_qual !11 !kernel_arg_type !49 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %8, align 8
  store i32 %3, ptr addrspace(5) %9, align 4
  store i32 %4, ptr addrspace(5) %10, align 4
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %11, align 4
  %15 = call i64 @_Z13get_global_idj(i32 noundef 1) #7
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr addrspace(5) %12, align 4
  %17 = load i32, ptr addrspace(5) %11, align 4
  %18 = load i32, ptr addrspace(5) %9, align 4
  %19 = sub nsw i32 %18, 1
  %20 = load i32, ptr addrspace(5) %10, align 4
  %21 = sub nsw i32 %19, %20
  %22 = icmp sge i32 %17, %21
  br i1 %22, label %29, label %23

23:                                               ; preds = %5
  %24 = load i32, ptr addrspace(5) %12, align 4
  %25 = load i32, ptr addrspace(5) %9, align 4
  %26 = load i32, ptr addrspace(5) %10, align 4
  %27 = sub nsw i32 %25, %26
  %28 = icmp sge i32 %24, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %23, %5
  br label %102

30:                                               ; preds = %23
  %31 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %32 = load i32, ptr addrspace(5) %9, align 4
  %33 = load i32, ptr addrspace(5) %11, align 4
  %34 = add nsw i32 %33, 1
  %35 = load i32, ptr addrspace(5) %10, align 4
  %36 = add nsw i32 %34, %35
  %37 = mul nsw i32 %32, %36
  %38 = load i32, ptr addrspace(5) %10, align 4
  %39 = add nsw i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %31, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4
  %43 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %44 = load i32, ptr addrspace(5) %9, align 4
  %45 = load i32, ptr addrspace(5) %10, align 4
  %46 = mul nsw i32 %44, %45
  %47 = load i32, ptr addrspace(5) %12, align 4
  %48 = load i32, ptr addrspace(5) %10, align 4
  %49 = add nsw i32 %47, %48
  %50 = add nsw i32 %46, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %43, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4
  %54 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %55 = load i32, ptr addrspace(5) %9, align 4
  %56 = load i32, ptr addrspace(5) %11, align 4
  %57 = add nsw i32 %56, 1
  %58 = load i32, ptr addrspace(5) %10, align 4
  %59 = add nsw i32 %57, %58
  %60 = mul nsw i32 %55, %59
  %61 = load i32, ptr addrspace(5) %12, align 4
  %62 = load i32, ptr addrspace(5) %10, align 4
  %63 = add nsw i32 %61, %62
  %64 = add nsw i32 %60, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = fneg float %42
  %69 = call float @llvm.fmuladd.f32(float %68, float %53, float %67)
  store float %69, ptr addrspace(1) %66, align 4
  %70 = load i32, ptr addrspace(5) %12, align 4
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %72, label %102

72:                                               ; preds = %30
  %73 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %74 = load i32, ptr addrspace(5) %9, align 4
  %75 = load i32, ptr addrspace(5) %11, align 4
  %76 = add nsw i32 %75, 1
  %77 = load i32, ptr addrspace(5) %10, align 4
  %78 = add nsw i32 %76, %77
  %79 = mul nsw i32 %74, %78
  %80 = load i32, ptr addrspace(5) %12, align 4
  %81 = load i32, ptr addrspace(5) %10, align 4
  %82 = add nsw i32 %80, %81
  %83 = add nsw i32 %79, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %73, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4
  %87 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %88 = load i32, ptr addrspace(5) %10, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr addrspace(1) %87, i64 %89
  %91 = load float, ptr addrspace(1) %90, align 4
  %92 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %93 = load i32, ptr addrspace(5) %11, align 4
  %94 = add nsw i32 %93, 1
  %95 = load i32, ptr addrspace(5) %10, align 4
  %96 = add nsw i32 %94, %95
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr addrspace(1) %92, i64 %97
  %99 = load float, ptr addrspace(1) %98, align 4
  %100 = fneg float %86
  %101 = call float @llvm.fmuladd.f32(float %100, float %91, float %99)
  store float %101, ptr addrspace(1) %98, align 4
  br label %102

102:                                              ; preds = %29, %72, %30
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_btree_find(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, i32 noundef %4) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !52 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca ptr addrspace(1), align 8, addrspace(5)
  %16 = alloca ptr addrspace(1), align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %9, align 8
  store i32 %4, ptr addrspace(5) %10, align 4
  %17 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr addrspace(5) %11, align 4
  %19 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %12, align 4
  %21 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %22 = load i32, ptr addrspace(5) %11, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4
  store i32 %25, ptr addrspace(5) %13, align 4
  store i32 0, ptr addrspace(5) %14, align 4
  br label %26

26:                                               ; preds = %83, %5
  %27 = load i32, ptr addrspace(5) %14, align 4
  %28 = load i32, ptr addrspace(5) %10, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %86

30:                                               ; preds = %26
  %31 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %32 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %33 = load i32, ptr addrspace(5) %11, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %32, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %31, i64 %37
  store ptr addrspace(1) %38, ptr addrspace(5) %15, align 8
  %39 = load i32, ptr addrspace(5) %12, align 4
  %40 = load ptr addrspace(1), ptr addrspace(5) %15, align 8
  %41 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %40, i32 0, i32 0
  %42 = load i32, ptr addrspace(1) %41, align 4
  %43 = icmp slt i32 %39, %42
  br i1 %43, label %44, label %82

44:                                               ; preds = %30
  %45 = load ptr addrspace(1), ptr addrspace(5) %15, align 8
  %46 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %45, i32 0, i32 2
  %47 = load i32, ptr addrspace(5) %12, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [16 x i32], ptr addrspace(1) %46, i64 0, i64 %48
  %50 = load i32, ptr addrspace(1) %49, align 4
  %51 = load i32, ptr addrspace(5) %13, align 4
  %52 = icmp sle i32 %50, %51
  br i1 %52, label %53, label %82

53:                                               ; preds = %44
  %54 = load i32, ptr addrspace(5) %12, align 4
  %55 = add nsw i32 %54, 1
  %56 = load ptr addrspace(1), ptr addrspace(5) %15, align 8
  %57 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %56, i32 0, i32 0
  %58 = load i32, ptr addrspace(1) %57, align 4
  %59 = icmp eq i32 %55, %58
  br i1 %59, label %70, label %60

60:                                               ; preds = %53
  %61 = load ptr addrspace(1), ptr addrspace(5) %15, align 8
  %62 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %61, i32 0, i32 2
  %63 = load i32, ptr addrspace(5) %12, align 4
  %64 = add nsw i32 %63, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [16 x i32], ptr addrspace(1) %62, i64 0, i64 %65
  %67 = load i32, ptr addrspace(1) %66, align 4
  %68 = load i32, ptr addrspace(5) %13, align 4
  %69 = icmp sgt i32 %67, %68
  br i1 %69, label %70, label %82

70:                                               ; preds = %60, %53
  %71 = load ptr addrspace(1), ptr addrspace(5) %15, align 8
  %72 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %71, i32 0, i32 3
  %73 = load i32, ptr addrspace(5) %12, align 4
  %74 = add nsw i32 %73, 1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [17 x i32], ptr addrspace(1) %72, i64 0, i64 %75
  %77 = load i32, ptr addrspace(1) %76, align 4
  %78 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %79 = load i32, ptr addrspace(5) %11, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr addrspace(1) %78, i64 %80
  store i32 %77, ptr addrspace(1) %81, align 4
  br label %82

82:                                               ; preds = %70, %60, %44, %30
  call void @_Z7barrierj(i32 noundef 2) #8
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr addrspace(5) %14, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr addrspace(5) %14, align 4
  br label %26

86:                                               ; preds = %26
  %87 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %88 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %89 = load i32, ptr addrspace(5) %11, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i32, ptr addrspace(1) %88, i64 %90
  %92 = load i32, ptr addrspace(1) %91, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %87, i64 %93
  store ptr addrspace(1) %94, ptr addrspace(5) %16, align 8
  %95 = load i32, ptr addrspace(5) %12, align 4
  %96 = load ptr addrspace(1), ptr addrspace(5) %16, align 8
  %97 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %96, i32 0, i32 0
  %98 = load i32, ptr addrspace(1) %97, align 4
  %99 = icmp slt i32 %95, %98
  br i1 %99, label %100, label %120

100:                                              ; preds = %86
  %101 = load ptr addrspace(1), ptr addrspace(5) %16, align 8
  %102 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %101, i32 0, i32 2
  %103 = load i32, ptr addrspace(5) %12, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [16 x i32], ptr addrspace(1) %102, i64 0, i64 %104
  %106 = load i32, ptr addrspace(1) %105, align 4
  %107 = load i32, ptr addrspace(5) %13, align 4
  %108 = icmp eq i32 %106, %107
  br i1 %108, label %109, label %120

109:                                              ; preds = %100
  %110 = load ptr addrspace(1), ptr addrspace(5) %16, align 8
  %111 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %110, i32 0, i32 3
  %112 = load i32, ptr addrspace(5) %12, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [17 x i32], ptr addrspace(1) %111, i64 0, i64 %113
  %115 = load i32, ptr addrspace(1) %114, align 4
  %116 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %117 = load i32, ptr addrspace(5) %11, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i32, ptr addrspace(1) %116, i64 %118
  store i32 %115, ptr addrspace(1) %119, align 4
  br label %120

120:                                              ; preds = %109, %100, %86
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_pf_find_index(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5, i32 noundef %6) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !53 !kernel_arg_base_type !53 !kernel_arg_type_qual !54 {
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %11, align 8
  store ptr addrspace(1) %4, ptr addrspace(5) %12, align 8
  store ptr addrspace(1) %5, ptr addrspace(5) %13, align 8
  store i32 %6, ptr addrspace(5) %14, align 4
  %17 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr addrspace(5) %15, align 4
  %19 = load i32, ptr addrspace(5) %15, align 4
  %20 = load i32, ptr addrspace(5) %14, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %49

22:                                               ; preds = %7
  %23 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %24 = load i32, ptr addrspace(5) %14, align 4
  %25 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %26 = load i32, ptr addrspace(5) %15, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %25, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4
  %30 = call i32 @find_index(ptr addrspace(1) noundef %23, i32 noundef %24, float noundef %29) #8
  store i32 %30, ptr addrspace(5) %16, align 4
  %31 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %32 = load i32, ptr addrspace(5) %16, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %31, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4
  %36 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %37 = load i32, ptr addrspace(5) %15, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %36, i64 %38
  store float %35, ptr addrspace(1) %39, align 4
  %40 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %41 = load i32, ptr addrspace(5) %16, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %40, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4
  %45 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %46 = load i32, ptr addrspace(5) %15, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %45, i64 %47
  store float %44, ptr addrspace(1) %48, align 4
  br label %49

49:                                               ; preds = %22, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @find_index(ptr addrspace(1) noundef %0, i32 noundef %1, float noundef %2) #0 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store i32 %1, ptr addrspace(5) %6, align 4
  store float %2, ptr addrspace(5) %7, align 4
  store i32 0, ptr addrspace(5) %8, align 4
  br label %9

9:                                                ; preds = %24, %3
  %10 = load i32, ptr addrspace(5) %8, align 4
  %11 = load i32, ptr addrspace(5) %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %27

13:                                               ; preds = %9
  %14 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %15 = load i32, ptr addrspace(5) %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4
  %19 = load float, ptr addrspace(5) %7, align 4
  %20 = fcmp oge float %18, %19
  br i1 %20, label %21, label %23

21:                                               ; preds = %13
  %22 = load i32, ptr addrspace(5) %8, align 4
  store i32 %22, ptr addrspace(5) %4, align 4
  br label %30

23:                                               ; preds = %13
  br label %24

24:                                               ; preds = %23
  %25 = load i32, ptr addrspace(5) %8, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr addrspace(5) %8, align 4
  br label %9

27:                                               ; preds = %9
  %28 = load i32, ptr addrspace(5) %6, align 4
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr addrspace(5) %4, align 4
  br label %30

30:                                               ; preds = %27, %21
  %31 = load i32, ptr addrspace(5) %4, align 4
  ret i32 %31
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_sc_pgain(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 1 %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) #1 !kernel_arg_addr_space !55 !kernel_arg_access_qual !56 !kernel_arg_type !57 !kernel_arg_base_type !57 !kernel_arg_type_qual !58 {
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca ptr addrspace(1), align 8, addrspace(5)
  %15 = alloca ptr addrspace(1), align 8, addrspace(5)
  %16 = alloca ptr addrspace(1), align 8, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca float, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca float, align 4, addrspace(5)
  %25 = alloca float, align 4, addrspace(5)
  %26 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %11, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %12, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %13, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %14, align 8
  store ptr addrspace(1) %4, ptr addrspace(5) %15, align 8
  store ptr addrspace(1) %5, ptr addrspace(5) %16, align 8
  store i32 %6, ptr addrspace(5) %17, align 4
  store i32 %7, ptr addrspace(5) %18, align 4
  store i32 %8, ptr addrspace(5) %19, align 4
  store i32 %9, ptr addrspace(5) %20, align 4
  %27 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %28 = trunc i64 %27 to i32
  store i32 %28, ptr addrspace(5) %21, align 4
  %29 = load i32, ptr addrspace(5) %21, align 4
  %30 = load i32, ptr addrspace(5) %17, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %10
  br label %119

33:                                               ; preds = %10
  store float 0.000000e+00, ptr addrspace(5) %22, align 4
  store i32 0, ptr addrspace(5) %23, align 4
  br label %34

34:                                               ; preds = %62, %33
  %35 = load i32, ptr addrspace(5) %23, align 4
  %36 = load i32, ptr addrspace(5) %18, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %65

38:                                               ; preds = %34
  %39 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %40 = load i32, ptr addrspace(5) %23, align 4
  %41 = load i32, ptr addrspace(5) %17, align 4
  %42 = mul nsw i32 %40, %41
  %43 = load i32, ptr addrspace(5) %21, align 4
  %44 = add nsw i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4
  %48 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %49 = load i32, ptr addrspace(5) %23, align 4
  %50 = load i32, ptr addrspace(5) %17, align 4
  %51 = mul nsw i32 %49, %50
  %52 = load i32, ptr addrspace(5) %19, align 4
  %53 = add nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %48, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = fsub float %47, %56
  store float %57, ptr addrspace(5) %24, align 4
  %58 = load float, ptr addrspace(5) %24, align 4
  %59 = load float, ptr addrspace(5) %24, align 4
  %60 = load float, ptr addrspace(5) %22, align 4
  %61 = call float @llvm.fmuladd.f32(float %58, float %59, float %60)
  store float %61, ptr addrspace(5) %22, align 4
  br label %62

62:                                               ; preds = %38
  %63 = load i32, ptr addrspace(5) %23, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr addrspace(5) %23, align 4
  br label %34

65:                                               ; preds = %34
  %66 = load float, ptr addrspace(5) %22, align 4
  %67 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %68 = load i32, ptr addrspace(5) %21, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %67, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4
  %72 = fmul float %66, %71
  store float %72, ptr addrspace(5) %25, align 4
  %73 = load ptr addrspace(1), ptr addrspace(5) %14, align 8
  %74 = load i32, ptr addrspace(5) %21, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspace(1) %73, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4
  store float %77, ptr addrspace(5) %26, align 4
  %78 = load float, ptr addrspace(5) %25, align 4
  %79 = load float, ptr addrspace(5) %26, align 4
  %80 = fcmp olt float %78, %79
  br i1 %80, label %81, label %100

81:                                               ; preds = %65
  %82 = load ptr addrspace(1), ptr addrspace(5) %16, align 8
  %83 = load i32, ptr addrspace(5) %21, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i8, ptr addrspace(1) %82, i64 %84
  store i8 1, ptr addrspace(1) %85, align 1
  %86 = load float, ptr addrspace(5) %25, align 4
  %87 = load float, ptr addrspace(5) %26, align 4
  %88 = fsub float %86, %87
  %89 = load ptr addrspace(1), ptr addrspace(5) %15, align 8
  %90 = load i32, ptr addrspace(5) %21, align 4
  %91 = load i32, ptr addrspace(5) %20, align 4
  %92 = add nsw i32 %91, 1
  %93 = mul nsw i32 %90, %92
  %94 = load i32, ptr addrspace(5) %20, align 4
  %95 = add nsw i32 %93, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %89, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4
  %99 = fadd float %98, %88
  store float %99, ptr addrspace(1) %97, align 4
  br label %119

100:                                              ; preds = %65
  %101 = load float, ptr addrspace(5) %26, align 4
  %102 = load float, ptr addrspace(5) %25, align 4
  %103 = fsub float %101, %102
  %104 = load ptr addrspace(1), ptr addrspace(5) %15, align 8
  %105 = load i32, ptr addrspace(5) %21, align 4
  %106 = load i32, ptr addrspace(5) %20, align 4
  %107 = add nsw i32 %106, 1
  %108 = mul nsw i32 %105, %107
  %109 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %110 = load i32, ptr addrspace(5) %21, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds i32, ptr addrspace(1) %109, i64 %111
  %113 = load i32, ptr addrspace(1) %112, align 4
  %114 = add nsw i32 %108, %113
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr addrspace(1) %104, i64 %115
  %117 = load float, ptr addrspace(1) %116, align 4
  %118 = fadd float %117, %103
  store float %118, ptr addrspace(1) %116, align 4
  br label %119

119:                                              ; preds = %32, %100, %81
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @rd_cfd_flux(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 16 %2, ptr addrspace(1) noundef align 16 %3, i32 noundef %4) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !59 !kernel_arg_base_type !60 !kernel_arg_type_qual !61 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca %struct.cfd_var_t, align 16, addrspace(5)
  %13 = alloca <3 x float>, align 16, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca float, align 4, addrspace(5)
  %16 = alloca %struct.cfd_var_t, align 16, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca <4 x float>, align 16, addrspace(5)
  %20 = alloca float, align 4, addrspace(5)
  %21 = alloca %struct.cfd_var_t, align 16, addrspace(5)
  %22 = alloca <3 x float>, align 16, addrspace(5)
  %23 = alloca float, align 4, addrspace(5)
  %24 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %9, align 8
  store i32 %4, ptr addrspace(5) %10, align 4
  %25 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %26 = trunc i64 %25 to i32
  store i32 %26, ptr addrspace(5) %11, align 4
  %27 = load i32, ptr addrspace(5) %11, align 4
  %28 = load i32, ptr addrspace(5) %10, align 4
  %29 = icmp sge i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %5
  br label %229

31:                                               ; preds = %5
  %32 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %33 = load i32, ptr addrspace(5) %11, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %32, i64 %34
  call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) align 16 %12, ptr addrspace(1) align 16 %35, i64 48, i1 false)
  %36 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %12, i32 0, i32 1
  %37 = load <4 x float>, ptr addrspace(5) %36, align 16
  %38 = shufflevector <4 x float> %37, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %39 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %12, i32 0, i32 0
  %40 = load float, ptr addrspace(5) %39, align 16
  %41 = insertelement <3 x float> poison, float %40, i64 0
  %42 = shufflevector <3 x float> %41, <3 x float> poison, <3 x i32> zeroinitializer
  %43 = fdiv <3 x float> %38, %42, !fpmath !25
  %44 = shufflevector <3 x float> %43, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %44, ptr addrspace(5) %13, align 16
  %45 = load <4 x float>, ptr addrspace(5) %13, align 16
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %47 = load <4 x float>, ptr addrspace(5) %13, align 16
  %48 = shufflevector <4 x float> %47, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %49 = call float @_Z3dotDv3_fS_(<3 x float> noundef %46, <3 x float> noundef %48) #7
  store float %49, ptr addrspace(5) %14, align 4
  %50 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %12, i32 0, i32 0
  %51 = load float, ptr addrspace(5) %50, align 16
  %52 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %12, i32 0, i32 2
  %53 = load float, ptr addrspace(5) %52, align 16
  %54 = load float, ptr addrspace(5) %14, align 4
  %55 = call float @pressure(float noundef %51, float noundef %53, float noundef %54) #8
  store float %55, ptr addrspace(5) %15, align 4
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 16 %16, i8 0, i64 48, i1 false)
  store i32 0, ptr addrspace(5) %17, align 4
  br label %56

56:                                               ; preds = %221, %31
  %57 = load i32, ptr addrspace(5) %17, align 4
  %58 = icmp slt i32 %57, 4
  br i1 %58, label %59, label %224

59:                                               ; preds = %56
  %60 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %61 = load i32, ptr addrspace(5) %11, align 4
  %62 = mul nsw i32 %61, 4
  %63 = load i32, ptr addrspace(5) %17, align 4
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr addrspace(1) %60, i64 %65
  %67 = load i32, ptr addrspace(1) %66, align 4
  store i32 %67, ptr addrspace(5) %18, align 4
  %68 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %69 = load i32, ptr addrspace(5) %11, align 4
  %70 = mul nsw i32 %69, 4
  %71 = load i32, ptr addrspace(5) %17, align 4
  %72 = add nsw i32 %70, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds <4 x float>, ptr addrspace(1) %68, i64 %73
  %75 = load <4 x float>, ptr addrspace(1) %74, align 16
  store <4 x float> %75, ptr addrspace(5) %19, align 16
  %76 = load <4 x float>, ptr addrspace(5) %19, align 16
  %77 = shufflevector <4 x float> %76, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %78 = call float @_Z6lengthDv3_f(<3 x float> noundef %77) #7
  store float %78, ptr addrspace(5) %20, align 4
  %79 = load i32, ptr addrspace(5) %18, align 4
  %80 = icmp sge i32 %79, 0
  br i1 %80, label %81, label %185

81:                                               ; preds = %59
  %82 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %83 = load i32, ptr addrspace(5) %18, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %82, i64 %84
  call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) align 16 %21, ptr addrspace(1) align 16 %85, i64 48, i1 false)
  %86 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %21, i32 0, i32 1
  %87 = load <4 x float>, ptr addrspace(5) %86, align 16
  %88 = shufflevector <4 x float> %87, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %89 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %21, i32 0, i32 0
  %90 = load float, ptr addrspace(5) %89, align 16
  %91 = insertelement <3 x float> poison, float %90, i64 0
  %92 = shufflevector <3 x float> %91, <3 x float> poison, <3 x i32> zeroinitializer
  %93 = fdiv <3 x float> %88, %92, !fpmath !25
  %94 = shufflevector <3 x float> %93, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %94, ptr addrspace(5) %22, align 16
  %95 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %21, i32 0, i32 0
  %96 = load float, ptr addrspace(5) %95, align 16
  %97 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %21, i32 0, i32 2
  %98 = load float, ptr addrspace(5) %97, align 16
  %99 = load <4 x float>, ptr addrspace(5) %22, align 16
  %100 = shufflevector <4 x float> %99, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %101 = load <4 x float>, ptr addrspace(5) %22, align 16
  %102 = shufflevector <4 x float> %101, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %103 = call float @_Z3dotDv3_fS_(<3 x float> noundef %100, <3 x float> noundef %102) #7
  %104 = call float @pressure(float noundef %96, float noundef %98, float noundef %103) #8
  store float %104, ptr addrspace(5) %23, align 4
  %105 = load float, ptr addrspace(5) %20, align 4
  %106 = fneg float %105
  %107 = fmul float %106, 0x3FC99999A0000000
  %108 = fmul float %107, 5.000000e-01
  %109 = load float, ptr addrspace(5) %14, align 4
  %110 = call float @_Z4sqrtf(float noundef %109) #7, !fpmath !45
  %111 = load <4 x float>, ptr addrspace(5) %22, align 16
  %112 = shufflevector <4 x float> %111, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %113 = load <4 x float>, ptr addrspace(5) %22, align 16
  %114 = shufflevector <4 x float> %113, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %115 = call float @_Z3dotDv3_fS_(<3 x float> noundef %112, <3 x float> noundef %114) #7
  %116 = call float @_Z4sqrtf(float noundef %115) #7, !fpmath !45
  %117 = fadd float %110, %116
  %118 = fmul float %108, %117
  store float %118, ptr addrspace(5) %24, align 4
  %119 = load float, ptr addrspace(5) %24, align 4
  %120 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %12, i32 0, i32 0
  %121 = load float, ptr addrspace(5) %120, align 16
  %122 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %21, i32 0, i32 0
  %123 = load float, ptr addrspace(5) %122, align 16
  %124 = fsub float %121, %123
  %125 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %16, i32 0, i32 0
  %126 = load float, ptr addrspace(5) %125, align 16
  %127 = call float @llvm.fmuladd.f32(float %119, float %124, float %126)
  store float %127, ptr addrspace(5) %125, align 16
  %128 = load float, ptr addrspace(5) %24, align 4
  %129 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %12, i32 0, i32 2
  %130 = load float, ptr addrspace(5) %129, align 16
  %131 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %21, i32 0, i32 2
  %132 = load float, ptr addrspace(5) %131, align 16
  %133 = fsub float %130, %132
  %134 = load <4 x float>, ptr addrspace(5) %19, align 16
  %135 = shufflevector <4 x float> %134, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %136 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %12, i32 0, i32 2
  %137 = load float, ptr addrspace(5) %136, align 16
  %138 = load float, ptr addrspace(5) %15, align 4
  %139 = fadd float %137, %138
  %140 = insertelement <3 x float> poison, float %139, i64 0
  %141 = shufflevector <3 x float> %140, <3 x float> poison, <3 x i32> zeroinitializer
  %142 = load <4 x float>, ptr addrspace(5) %13, align 16
  %143 = shufflevector <4 x float> %142, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %144 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %21, i32 0, i32 2
  %145 = load float, ptr addrspace(5) %144, align 16
  %146 = load float, ptr addrspace(5) %23, align 4
  %147 = fadd float %145, %146
  %148 = insertelement <3 x float> poison, float %147, i64 0
  %149 = shufflevector <3 x float> %148, <3 x float> poison, <3 x i32> zeroinitializer
  %150 = load <4 x float>, ptr addrspace(5) %22, align 16
  %151 = shufflevector <4 x float> %150, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %152 = fmul <3 x float> %149, %151
  %153 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %141, <3 x float> %143, <3 x float> %152)
  %154 = call float @_Z3dotDv3_fS_(<3 x float> noundef %135, <3 x float> noundef %153) #7
  %155 = fmul float 5.000000e-01, %154
  %156 = call float @llvm.fmuladd.f32(float %128, float %133, float %155)
  %157 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %16, i32 0, i32 2
  %158 = load float, ptr addrspace(5) %157, align 16
  %159 = fadd float %158, %156
  store float %159, ptr addrspace(5) %157, align 16
  %160 = load float, ptr addrspace(5) %24, align 4
  %161 = insertelement <3 x float> poison, float %160, i64 0
  %162 = shufflevector <3 x float> %161, <3 x float> poison, <3 x i32> zeroinitializer
  %163 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %12, i32 0, i32 1
  %164 = load <4 x float>, ptr addrspace(5) %163, align 16
  %165 = shufflevector <4 x float> %164, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %166 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %21, i32 0, i32 1
  %167 = load <4 x float>, ptr addrspace(5) %166, align 16
  %168 = shufflevector <4 x float> %167, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %169 = fsub <3 x float> %165, %168
  %170 = load <4 x float>, ptr addrspace(5) %19, align 16
  %171 = shufflevector <4 x float> %170, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %172 = fmul <3 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, %171
  %173 = load float, ptr addrspace(5) %15, align 4
  %174 = load float, ptr addrspace(5) %23, align 4
  %175 = fadd float %173, %174
  %176 = insertelement <3 x float> poison, float %175, i64 0
  %177 = shufflevector <3 x float> %176, <3 x float> poison, <3 x i32> zeroinitializer
  %178 = fmul <3 x float> %172, %177
  %179 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %162, <3 x float> %169, <3 x float> %178)
  %180 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %16, i32 0, i32 1
  %181 = load <4 x float>, ptr addrspace(5) %180, align 16
  %182 = shufflevector <4 x float> %181, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %183 = fadd <3 x float> %182, %179
  %184 = shufflevector <3 x float> %183, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %184, ptr addrspace(5) %180, align 16
  br label %220

185:                                              ; preds = %59
  %186 = load i32, ptr addrspace(5) %18, align 4
  %187 = icmp eq i32 %186, -1
  br i1 %187, label %188, label %199

188:                                              ; preds = %185
  %189 = load <4 x float>, ptr addrspace(5) %19, align 16
  %190 = shufflevector <4 x float> %189, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %191 = load float, ptr addrspace(5) %15, align 4
  %192 = insertelement <3 x float> poison, float %191, i64 0
  %193 = shufflevector <3 x float> %192, <3 x float> poison, <3 x i32> zeroinitializer
  %194 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %16, i32 0, i32 1
  %195 = load <4 x float>, ptr addrspace(5) %194, align 16
  %196 = shufflevector <4 x float> %195, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %197 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %190, <3 x float> %193, <3 x float> %196)
  %198 = shufflevector <3 x float> %197, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %198, ptr addrspace(5) %194, align 16
  br label %219

199:                                              ; preds = %185
  %200 = load i32, ptr addrspace(5) %18, align 4
  %201 = icmp eq i32 %200, -2
  br i1 %201, label %202, label %218

202:                                              ; preds = %199
  %203 = load <4 x float>, ptr addrspace(5) %19, align 16
  %204 = shufflevector <4 x float> %203, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %205 = load float, ptr addrspace(5) %15, align 4
  %206 = fsub float %205, 1.000000e+00
  %207 = insertelement <3 x float> poison, float %206, i64 0
  %208 = shufflevector <3 x float> %207, <3 x float> poison, <3 x i32> zeroinitializer
  %209 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %16, i32 0, i32 1
  %210 = load <4 x float>, ptr addrspace(5) %209, align 16
  %211 = shufflevector <4 x float> %210, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %212 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %204, <3 x float> %208, <3 x float> %211)
  %213 = shufflevector <3 x float> %212, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %213, ptr addrspace(5) %209, align 16
  %214 = load float, ptr addrspace(5) %20, align 4
  %215 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(5) %16, i32 0, i32 0
  %216 = load float, ptr addrspace(5) %215, align 16
  %217 = call float @llvm.fmuladd.f32(float 0x3FB99999A0000000, float %214, float %216)
  store float %217, ptr addrspace(5) %215, align 16
  br label %218

218:                                              ; preds = %202, %199
  br label %219

219:                                              ; preds = %218, %188
  br label %220

220:                                              ; preds = %219, %81
  br label %221

221:                                              ; preds = %220
  %222 = load i32, ptr addrspace(5) %17, align 4
  %223 = add nsw i32 %222, 1
  store i32 %223, ptr addrspace(5) %17, align 4
  br label %56

224:                                              ; preds = %56
  %225 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %226 = load i32, ptr addrspace(5) %11, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %225, i64 %227
  call void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) align 16 %228, ptr addrspace(5) align 16 %16, i64 48, i1 false)
  br label %229

229:                                              ; preds = %224, %30
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal float @pressure(float noundef %0, float noundef %1, float noundef %2) #0 {
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  store float %0, ptr addrspace(5) %4, align 4
  store float %1, ptr addrspace(5) %5, align 4
  store float %2, ptr addrspace(5) %6, align 4
  %7 = load float, ptr addrspace(5) %5, align 4
  %8 = load float, ptr addrspace(5) %4, align 4
  %9 = fmul float 5.000000e-01, %8
  %10 = load float, ptr addrspace(5) %6, align 4
  %11 = fneg float %9
  %12 = call float @llvm.fmuladd.f32(float %11, float %10, float %7)
  %13 = fmul float 0x3FD99999A0000000, %12
  ret float %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p5.i64(ptr addrspace(5) nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z6lengthDv3_f(<3 x float> noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) noalias nocapture writeonly, ptr addrspace(5) noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i32 @_Z3maxii(i32 noundef, i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"clang-19"}
!6 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"node_t*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!9 = !{!"const", !"const", !"", !"", !"const", !"", !""}
!10 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none"}
!12 = !{!"char*", !"char*", !"char*", !"char*", !"int"}
!13 = !{!"", !"", !"", !"", !""}
!14 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!17 = !{!"const", !"const", !"", !"", !"", !""}
!18 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 1}
!19 = !{!"float*", !"int", !"float*", !"int", !"float*", !"float*"}
!20 = !{!"", !"", !"const", !"", !"", !""}
!21 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!22 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!23 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int", !"float", !"float", !"float", !"float", !"float"}
!24 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!25 = !{float 2.500000e+00}
!26 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0, i32 0, i32 0, i32 0}
!27 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!28 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int", !"int", !"int", !"int"}
!29 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !""}
!30 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!31 = !{!"int*", !"int*", !"int", !"int", !"int", !"int"}
!32 = !{!"const", !"", !"", !"", !"", !""}
!33 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!34 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int", !"float"}
!35 = !{!"const", !"", !"", !"", !"", !"", !"", !"", !""}
!36 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!37 = !{!"float*", !"float*", !"int*", !"int", !"int", !"int"}
!38 = !{i32 1, i32 3, i32 0, i32 0}
!39 = !{!"none", !"none", !"none", !"none"}
!40 = !{!"float*", !"float*", !"int", !"int"}
!41 = !{!"", !"", !"", !""}
!42 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!43 = !{!"latlong_t*", !"float*", !"int", !"float", !"float"}
!44 = !{!"const", !"", !"", !"", !""}
!45 = !{float 3.000000e+00}
!46 = !{i32 1, i32 1, i32 0, i32 0}
!47 = !{!"const", !"", !"", !""}
!48 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!49 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!50 = !{!"", !"", !"const", !"", !""}
!51 = !{!"bnode_t*", !"int*", !"int*", !"int*", !"int"}
!52 = !{!"const", !"const", !"", !"", !""}
!53 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!54 = !{!"const", !"const", !"const", !"const", !"", !"", !""}
!55 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!56 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!57 = !{!"float*", !"float*", !"int*", !"float*", !"float*", !"char*", !"int", !"int", !"int", !"int"}
!58 = !{!"const", !"const", !"const", !"const", !"", !"", !"", !"", !"", !""}
!59 = !{!"int*", !"float4*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!60 = !{!"int*", !"float __attribute__((ext_vector_type(4)))*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!61 = !{!"const", !"const", !"const", !"", !""}
