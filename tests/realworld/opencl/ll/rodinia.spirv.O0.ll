source_filename = "src/rodinia.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

%struct.node_t = type { i32, i32 }
%struct.latlong_t = type { float, float }
%struct.bnode_t = type { i32, i32, [16 x i32], [17 x i32] }
%struct.cfd_var_t = type { float, <3 x float>, float, [12 x i8] }

@rd_hotspot.t_on = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_hotspot.p_on = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_hotspot.t_tmp = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_nw.temp = internal addrspace(3) global [17 x [17 x i32]] undef, align 4
@rd_nw.refl = internal addrspace(3) global [16 x [16 x i32]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_func i32 @hash32(i32 noundef %0) #0 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = lshr i32 %4, 16
  %6 = load i32, ptr %3, align 4
  %7 = xor i32 %6, %5
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = mul i32 %8, 2146121005
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = lshr i32 %10, 15
  %12 = load i32, ptr %3, align 4
  %13 = xor i32 %12, %11
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %3, align 4
  %15 = mul i32 %14, -2073254261
  store i32 %15, ptr %3, align 4
  %16 = load i32, ptr %3, align 4
  %17 = lshr i32 %16, 16
  %18 = load i32, ptr %3, align 4
  %19 = xor i32 %18, %17
  store i32 %19, ptr %3, align 4
  %20 = load i32, ptr %3, align 4
  ret i32 %20
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_bfs_1(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 1 %2, ptr addrspace(1) noundef align 1 %3, ptr addrspace(1) noundef align 1 %4, ptr addrspace(1) noundef align 4 %5, i32 noundef %6) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %8 = call token @llvm.experimental.convergence.entry()
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(1), align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.node_t, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(1) %3, ptr %12, align 8
  store ptr addrspace(1) %4, ptr %13, align 8
  store ptr addrspace(1) %5, ptr %14, align 8
  store i32 %6, ptr %15, align 4
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %8) ]
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %16, align 4
  %22 = load i32, ptr %16, align 4
  %23 = load i32, ptr %15, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %85

25:                                               ; preds = %7
  %26 = load ptr addrspace(1), ptr %11, align 8
  %27 = load i32, ptr %16, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i8, ptr addrspace(1) %26, i64 %28
  %30 = load i8, ptr addrspace(1) %29, align 1
  %31 = sext i8 %30 to i32
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %85

33:                                               ; preds = %25
  %34 = load ptr addrspace(1), ptr %11, align 8
  %35 = load i32, ptr %16, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 %36
  store i8 0, ptr addrspace(1) %37, align 1
  %38 = load ptr addrspace(1), ptr %9, align 8
  %39 = load i32, ptr %16, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds %struct.node_t, ptr addrspace(1) %38, i64 %40
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %17, ptr addrspace(1) align 4 %41, i64 8, i1 false)
  %42 = getelementptr inbounds %struct.node_t, ptr %17, i32 0, i32 0
  %43 = load i32, ptr %42, align 4
  store i32 %43, ptr %18, align 4
  br label %44

44:                                               ; preds = %81, %33
  %45 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %46 = load i32, ptr %18, align 4
  %47 = getelementptr inbounds %struct.node_t, ptr %17, i32 0, i32 0
  %48 = load i32, ptr %47, align 4
  %49 = getelementptr inbounds %struct.node_t, ptr %17, i32 0, i32 1
  %50 = load i32, ptr %49, align 4
  %51 = add nsw i32 %48, %50
  %52 = icmp slt i32 %46, %51
  br i1 %52, label %53, label %84

53:                                               ; preds = %44
  %54 = load ptr addrspace(1), ptr %10, align 8
  %55 = load i32, ptr %18, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(1) %54, i64 %56
  %58 = load i32, ptr addrspace(1) %57, align 4
  store i32 %58, ptr %19, align 4
  %59 = load ptr addrspace(1), ptr %13, align 8
  %60 = load i32, ptr %19, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i8, ptr addrspace(1) %59, i64 %61
  %63 = load i8, ptr addrspace(1) %62, align 1
  %64 = icmp ne i8 %63, 0
  br i1 %64, label %80, label %65

65:                                               ; preds = %53
  %66 = load ptr addrspace(1), ptr %14, align 8
  %67 = load i32, ptr %16, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 %68
  %70 = load i32, ptr addrspace(1) %69, align 4
  %71 = add nsw i32 %70, 1
  %72 = load ptr addrspace(1), ptr %14, align 8
  %73 = load i32, ptr %19, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr addrspace(1) %72, i64 %74
  store i32 %71, ptr addrspace(1) %75, align 4
  %76 = load ptr addrspace(1), ptr %12, align 8
  %77 = load i32, ptr %19, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i8, ptr addrspace(1) %76, i64 %78
  store i8 1, ptr addrspace(1) %79, align 1
  br label %80

80:                                               ; preds = %65, %53
  br label %81

81:                                               ; preds = %80
  %82 = load i32, ptr %18, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %18, align 4
  br label %44

84:                                               ; preds = %44
  br label %85

85:                                               ; preds = %84, %25, %7
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_bfs_2(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 1 %1, ptr addrspace(1) noundef align 1 %2, ptr addrspace(1) noundef align 1 %3, i32 noundef %4) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  store ptr addrspace(1) %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %12, align 4
  %15 = load i32, ptr %12, align 4
  %16 = load i32, ptr %11, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %40

18:                                               ; preds = %5
  %19 = load ptr addrspace(1), ptr %8, align 8
  %20 = load i32, ptr %12, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr addrspace(1) %19, i64 %21
  %23 = load i8, ptr addrspace(1) %22, align 1
  %24 = sext i8 %23 to i32
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %40

26:                                               ; preds = %18
  %27 = load ptr addrspace(1), ptr %7, align 8
  %28 = load i32, ptr %12, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i8, ptr addrspace(1) %27, i64 %29
  store i8 1, ptr addrspace(1) %30, align 1
  %31 = load ptr addrspace(1), ptr %9, align 8
  %32 = load i32, ptr %12, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr addrspace(1) %31, i64 %33
  store i8 1, ptr addrspace(1) %34, align 1
  %35 = load ptr addrspace(1), ptr %10, align 8
  store i8 1, ptr addrspace(1) %35, align 1
  %36 = load ptr addrspace(1), ptr %8, align 8
  %37 = load i32, ptr %12, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 %38
  store i8 0, ptr addrspace(1) %39, align 1
  br label %40

40:                                               ; preds = %26, %18, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_bp_layerforward(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3, ptr addrspace(3) noundef align 4 %4, i32 noundef %5) #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %7 = call token @llvm.experimental.convergence.entry()
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(3), align 8
  %12 = alloca ptr addrspace(3), align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store ptr addrspace(1) %2, ptr %10, align 8
  store ptr addrspace(3) %3, ptr %11, align 8
  store ptr addrspace(3) %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  %21 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #8 [ "convergencectrl"(token %7) ]
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %14, align 4
  %23 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %7) ]
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr %15, align 4
  %25 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #8 [ "convergencectrl"(token %7) ]
  %26 = trunc i64 %25 to i32
  store i32 %26, ptr %16, align 4
  %27 = load i32, ptr %13, align 4
  %28 = add nsw i32 %27, 1
  %29 = mul nsw i32 %28, 16
  %30 = load i32, ptr %14, align 4
  %31 = mul nsw i32 %29, %30
  %32 = load i32, ptr %13, align 4
  %33 = add nsw i32 %32, 1
  %34 = load i32, ptr %16, align 4
  %35 = mul nsw i32 %33, %34
  %36 = add nsw i32 %31, %35
  %37 = load i32, ptr %15, align 4
  %38 = add nsw i32 %36, %37
  %39 = add nsw i32 %38, 1
  %40 = load i32, ptr %13, align 4
  %41 = add nsw i32 %40, 1
  %42 = add nsw i32 %39, %41
  store i32 %42, ptr %17, align 4
  %43 = load i32, ptr %14, align 4
  %44 = mul nsw i32 16, %43
  %45 = load i32, ptr %16, align 4
  %46 = add nsw i32 %44, %45
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %18, align 4
  %48 = load i32, ptr %15, align 4
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %60

50:                                               ; preds = %6
  %51 = load ptr addrspace(1), ptr %8, align 8
  %52 = load i32, ptr %18, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %51, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4
  %56 = load ptr addrspace(3), ptr %11, align 8
  %57 = load i32, ptr %16, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(3) %56, i64 %58
  store float %55, ptr addrspace(3) %59, align 4
  br label %60

60:                                               ; preds = %50, %6
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %7) ]
  %61 = load ptr addrspace(1), ptr %9, align 8
  %62 = load i32, ptr %17, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %61, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4
  %66 = load ptr addrspace(3), ptr %11, align 8
  %67 = load i32, ptr %16, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(3) %66, i64 %68
  %70 = load float, ptr addrspace(3) %69, align 4
  %71 = fmul float %65, %70
  %72 = load ptr addrspace(3), ptr %12, align 8
  %73 = load i32, ptr %16, align 4
  %74 = mul nsw i32 %73, 16
  %75 = load i32, ptr %15, align 4
  %76 = add nsw i32 %74, %75
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(3) %72, i64 %77
  store float %71, ptr addrspace(3) %78, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %7) ]
  store i32 1, ptr %19, align 4
  br label %79

79:                                               ; preds = %113, %60
  %80 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %81 = load i32, ptr %19, align 4
  %82 = icmp sle i32 %81, 4
  br i1 %82, label %83, label %116

83:                                               ; preds = %79
  %84 = load i32, ptr %19, align 4
  %85 = and i32 %84, 31
  %86 = shl i32 1, %85
  store i32 %86, ptr %20, align 4
  %87 = load i32, ptr %16, align 4
  %88 = load i32, ptr %20, align 4
  %89 = srem i32 %87, %88
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %91, label %112

91:                                               ; preds = %83
  %92 = load ptr addrspace(3), ptr %12, align 8
  %93 = load i32, ptr %16, align 4
  %94 = load i32, ptr %20, align 4
  %95 = sdiv i32 %94, 2
  %96 = add nsw i32 %93, %95
  %97 = mul nsw i32 %96, 16
  %98 = load i32, ptr %15, align 4
  %99 = add nsw i32 %97, %98
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr addrspace(3) %92, i64 %100
  %102 = load float, ptr addrspace(3) %101, align 4
  %103 = load ptr addrspace(3), ptr %12, align 8
  %104 = load i32, ptr %16, align 4
  %105 = mul nsw i32 %104, 16
  %106 = load i32, ptr %15, align 4
  %107 = add nsw i32 %105, %106
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr addrspace(3) %103, i64 %108
  %110 = load float, ptr addrspace(3) %109, align 4
  %111 = fadd float %110, %102
  store float %111, ptr addrspace(3) %109, align 4
  br label %112

112:                                              ; preds = %91, %83
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %80) ]
  br label %113

113:                                              ; preds = %112
  %114 = load i32, ptr %19, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %19, align 4
  br label %79

116:                                              ; preds = %79
  %117 = load i32, ptr %16, align 4
  %118 = icmp eq i32 %117, 0
  br i1 %118, label %119, label %133

119:                                              ; preds = %116
  %120 = load ptr addrspace(3), ptr %12, align 8
  %121 = load i32, ptr %15, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds float, ptr addrspace(3) %120, i64 %122
  %124 = load float, ptr addrspace(3) %123, align 4
  %125 = load ptr addrspace(1), ptr %10, align 8
  %126 = load i32, ptr %14, align 4
  %127 = load i32, ptr %13, align 4
  %128 = mul nsw i32 %126, %127
  %129 = load i32, ptr %15, align 4
  %130 = add nsw i32 %128, %129
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, ptr addrspace(1) %125, i64 %131
  store float %124, ptr addrspace(1) %132, align 4
  br label %133

133:                                              ; preds = %119, %116
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_bp_adjust(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5) #2 !kernel_arg_addr_space !16 !kernel_arg_access_qual !13 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %7 = call token @llvm.experimental.convergence.entry()
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr addrspace(1) %2, ptr %10, align 8
  store i32 %3, ptr %11, align 4
  store ptr addrspace(1) %4, ptr %12, align 8
  store ptr addrspace(1) %5, ptr %13, align 8
  %22 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #8 [ "convergencectrl"(token %7) ]
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %14, align 4
  %24 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %7) ]
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %15, align 4
  %26 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #8 [ "convergencectrl"(token %7) ]
  %27 = trunc i64 %26 to i32
  store i32 %27, ptr %16, align 4
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %28, 1
  %30 = mul nsw i32 %29, 16
  %31 = load i32, ptr %14, align 4
  %32 = mul nsw i32 %30, %31
  %33 = load i32, ptr %9, align 4
  %34 = add nsw i32 %33, 1
  %35 = load i32, ptr %16, align 4
  %36 = mul nsw i32 %34, %35
  %37 = add nsw i32 %32, %36
  %38 = load i32, ptr %15, align 4
  %39 = add nsw i32 %37, %38
  %40 = add nsw i32 %39, 1
  %41 = load i32, ptr %9, align 4
  %42 = add nsw i32 %41, 1
  %43 = add nsw i32 %40, %42
  store i32 %43, ptr %17, align 4
  %44 = load i32, ptr %14, align 4
  %45 = mul nsw i32 16, %44
  %46 = load i32, ptr %16, align 4
  %47 = add nsw i32 %45, %46
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %18, align 4
  %49 = load i32, ptr %15, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %19, align 4
  %51 = load ptr addrspace(1), ptr %8, align 8
  %52 = load i32, ptr %19, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %51, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4
  %56 = fmul float 0x3FD3333340000000, %55
  %57 = load ptr addrspace(1), ptr %10, align 8
  %58 = load i32, ptr %18, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %57, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4
  %62 = load ptr addrspace(1), ptr %13, align 8
  %63 = load i32, ptr %17, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %62, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = fmul float 0x3FD3333340000000, %66
  %68 = call float @llvm.fmuladd.f32(float %56, float %61, float %67)
  store float %68, ptr %20, align 4
  %69 = load float, ptr %20, align 4
  %70 = load ptr addrspace(1), ptr %12, align 8
  %71 = load i32, ptr %17, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %70, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4
  %75 = fadd float %74, %69
  store float %75, ptr addrspace(1) %73, align 4
  %76 = load float, ptr %20, align 4
  %77 = load ptr addrspace(1), ptr %13, align 8
  %78 = load i32, ptr %17, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr addrspace(1) %77, i64 %79
  store float %76, ptr addrspace(1) %80, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %7) ]
  %81 = load i32, ptr %16, align 4
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %83, label %111

83:                                               ; preds = %6
  %84 = load i32, ptr %14, align 4
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %111

86:                                               ; preds = %83
  %87 = load ptr addrspace(1), ptr %8, align 8
  %88 = load i32, ptr %19, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr addrspace(1) %87, i64 %89
  %91 = load float, ptr addrspace(1) %90, align 4
  %92 = load ptr addrspace(1), ptr %13, align 8
  %93 = load i32, ptr %19, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr addrspace(1) %92, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4
  %97 = fmul float 0x3FD3333340000000, %96
  %98 = call float @llvm.fmuladd.f32(float 0x3FD3333340000000, float %91, float %97)
  store float %98, ptr %21, align 4
  %99 = load float, ptr %21, align 4
  %100 = load ptr addrspace(1), ptr %12, align 8
  %101 = load i32, ptr %19, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr addrspace(1) %100, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4
  %105 = fadd float %104, %99
  store float %105, ptr addrspace(1) %103, align 4
  %106 = load float, ptr %21, align 4
  %107 = load ptr addrspace(1), ptr %13, align 8
  %108 = load i32, ptr %19, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr addrspace(1) %107, i64 %109
  store float %106, ptr addrspace(1) %110, align 4
  br label %111

111:                                              ; preds = %86, %83, %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_hotspot(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10) #2 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %12 = call token @llvm.experimental.convergence.entry()
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(1), align 8
  %15 = alloca ptr addrspace(1), align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i8, align 1
  %43 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  store ptr addrspace(1) %2, ptr %15, align 8
  store i32 %3, ptr %16, align 4
  store i32 %4, ptr %17, align 4
  store i32 %5, ptr %18, align 4
  store float %6, ptr %19, align 4
  store float %7, ptr %20, align 4
  store float %8, ptr %21, align 4
  store float %9, ptr %22, align 4
  store float %10, ptr %23, align 4
  %44 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %12) ]
  %45 = trunc i64 %44 to i32
  store i32 %45, ptr %24, align 4
  %46 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #8 [ "convergencectrl"(token %12) ]
  %47 = trunc i64 %46 to i32
  store i32 %47, ptr %25, align 4
  %48 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %12) ]
  %49 = trunc i64 %48 to i32
  store i32 %49, ptr %26, align 4
  %50 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #8 [ "convergencectrl"(token %12) ]
  %51 = trunc i64 %50 to i32
  store i32 %51, ptr %27, align 4
  %52 = load i32, ptr %16, align 4
  %53 = mul nsw i32 %52, 2
  %54 = sub nsw i32 16, %53
  store i32 %54, ptr %28, align 4
  %55 = load i32, ptr %28, align 4
  %56 = load i32, ptr %25, align 4
  %57 = mul nsw i32 %55, %56
  %58 = load i32, ptr %16, align 4
  %59 = mul nsw i32 1, %58
  %60 = sub nsw i32 %57, %59
  store i32 %60, ptr %29, align 4
  %61 = load i32, ptr %28, align 4
  %62 = load i32, ptr %24, align 4
  %63 = mul nsw i32 %61, %62
  %64 = load i32, ptr %16, align 4
  %65 = mul nsw i32 1, %64
  %66 = sub nsw i32 %63, %65
  store i32 %66, ptr %30, align 4
  %67 = load i32, ptr %29, align 4
  %68 = load i32, ptr %27, align 4
  %69 = add nsw i32 %67, %68
  store i32 %69, ptr %31, align 4
  %70 = load i32, ptr %30, align 4
  %71 = load i32, ptr %26, align 4
  %72 = add nsw i32 %70, %71
  store i32 %72, ptr %32, align 4
  %73 = load i32, ptr %17, align 4
  %74 = load i32, ptr %31, align 4
  %75 = mul nsw i32 %73, %74
  %76 = load i32, ptr %32, align 4
  %77 = add nsw i32 %75, %76
  store i32 %77, ptr %33, align 4
  %78 = load i32, ptr %31, align 4
  %79 = icmp sge i32 %78, 0
  br i1 %79, label %80, label %114

80:                                               ; preds = %11
  %81 = load i32, ptr %31, align 4
  %82 = load i32, ptr %18, align 4
  %83 = icmp slt i32 %81, %82
  br i1 %83, label %84, label %114

84:                                               ; preds = %80
  %85 = load i32, ptr %32, align 4
  %86 = icmp sge i32 %85, 0
  br i1 %86, label %87, label %114

87:                                               ; preds = %84
  %88 = load i32, ptr %32, align 4
  %89 = load i32, ptr %17, align 4
  %90 = icmp slt i32 %88, %89
  br i1 %90, label %91, label %114

91:                                               ; preds = %87
  %92 = load ptr addrspace(1), ptr %14, align 8
  %93 = load i32, ptr %33, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr addrspace(1) %92, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4
  %97 = load i32, ptr %27, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %98
  %100 = load i32, ptr %26, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [16 x float], ptr addrspace(3) %99, i64 0, i64 %101
  store float %96, ptr addrspace(3) %102, align 4
  %103 = load ptr addrspace(1), ptr %13, align 8
  %104 = load i32, ptr %33, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr addrspace(1) %103, i64 %105
  %107 = load float, ptr addrspace(1) %106, align 4
  %108 = load i32, ptr %27, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i64 0, i64 %109
  %111 = load i32, ptr %26, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [16 x float], ptr addrspace(3) %110, i64 0, i64 %112
  store float %107, ptr addrspace(3) %113, align 4
  br label %114

114:                                              ; preds = %91, %87, %84, %80, %11
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %12) ]
  %115 = load i32, ptr %29, align 4
  %116 = icmp slt i32 %115, 0
  br i1 %116, label %117, label %120

117:                                              ; preds = %114
  %118 = load i32, ptr %29, align 4
  %119 = sub nsw i32 0, %118
  br label %121

120:                                              ; preds = %114
  br label %121

121:                                              ; preds = %120, %117
  %122 = phi i32 [ %119, %117 ], [ 0, %120 ]
  store i32 %122, ptr %34, align 4
  %123 = load i32, ptr %30, align 4
  %124 = icmp slt i32 %123, 0
  br i1 %124, label %125, label %128

125:                                              ; preds = %121
  %126 = load i32, ptr %30, align 4
  %127 = sub nsw i32 0, %126
  br label %129

128:                                              ; preds = %121
  br label %129

129:                                              ; preds = %128, %125
  %130 = phi i32 [ %127, %125 ], [ 0, %128 ]
  store i32 %130, ptr %35, align 4
  %131 = load i32, ptr %29, align 4
  %132 = add nsw i32 %131, 16
  %133 = sub nsw i32 %132, 1
  %134 = load i32, ptr %18, align 4
  %135 = sub nsw i32 %134, 1
  %136 = icmp sgt i32 %133, %135
  br i1 %136, label %137, label %143

137:                                              ; preds = %129
  %138 = load i32, ptr %29, align 4
  %139 = add nsw i32 %138, 16
  %140 = load i32, ptr %18, align 4
  %141 = sub nsw i32 %139, %140
  %142 = sub nsw i32 15, %141
  br label %144

143:                                              ; preds = %129
  br label %144

144:                                              ; preds = %143, %137
  %145 = phi i32 [ %142, %137 ], [ 15, %143 ]
  store i32 %145, ptr %36, align 4
  %146 = load i32, ptr %30, align 4
  %147 = add nsw i32 %146, 16
  %148 = sub nsw i32 %147, 1
  %149 = load i32, ptr %17, align 4
  %150 = sub nsw i32 %149, 1
  %151 = icmp sgt i32 %148, %150
  br i1 %151, label %152, label %158

152:                                              ; preds = %144
  %153 = load i32, ptr %30, align 4
  %154 = add nsw i32 %153, 16
  %155 = load i32, ptr %17, align 4
  %156 = sub nsw i32 %154, %155
  %157 = sub nsw i32 15, %156
  br label %159

158:                                              ; preds = %144
  br label %159

159:                                              ; preds = %158, %152
  %160 = phi i32 [ %157, %152 ], [ 15, %158 ]
  store i32 %160, ptr %37, align 4
  %161 = load i32, ptr %27, align 4
  %162 = sub nsw i32 %161, 1
  %163 = load i32, ptr %34, align 4
  %164 = icmp slt i32 %162, %163
  br i1 %164, label %165, label %167

165:                                              ; preds = %159
  %166 = load i32, ptr %34, align 4
  br label %170

167:                                              ; preds = %159
  %168 = load i32, ptr %27, align 4
  %169 = sub nsw i32 %168, 1
  br label %170

170:                                              ; preds = %167, %165
  %171 = phi i32 [ %166, %165 ], [ %169, %167 ]
  store i32 %171, ptr %38, align 4
  %172 = load i32, ptr %27, align 4
  %173 = add nsw i32 %172, 1
  %174 = load i32, ptr %36, align 4
  %175 = icmp sgt i32 %173, %174
  br i1 %175, label %176, label %178

176:                                              ; preds = %170
  %177 = load i32, ptr %36, align 4
  br label %181

178:                                              ; preds = %170
  %179 = load i32, ptr %27, align 4
  %180 = add nsw i32 %179, 1
  br label %181

181:                                              ; preds = %178, %176
  %182 = phi i32 [ %177, %176 ], [ %180, %178 ]
  store i32 %182, ptr %39, align 4
  %183 = load i32, ptr %26, align 4
  %184 = sub nsw i32 %183, 1
  %185 = load i32, ptr %35, align 4
  %186 = icmp slt i32 %184, %185
  br i1 %186, label %187, label %189

187:                                              ; preds = %181
  %188 = load i32, ptr %35, align 4
  br label %192

189:                                              ; preds = %181
  %190 = load i32, ptr %26, align 4
  %191 = sub nsw i32 %190, 1
  br label %192

192:                                              ; preds = %189, %187
  %193 = phi i32 [ %188, %187 ], [ %191, %189 ]
  store i32 %193, ptr %40, align 4
  %194 = load i32, ptr %26, align 4
  %195 = add nsw i32 %194, 1
  %196 = load i32, ptr %37, align 4
  %197 = icmp sgt i32 %195, %196
  br i1 %197, label %198, label %200

198:                                              ; preds = %192
  %199 = load i32, ptr %37, align 4
  br label %203

200:                                              ; preds = %192
  %201 = load i32, ptr %26, align 4
  %202 = add nsw i32 %201, 1
  br label %203

203:                                              ; preds = %200, %198
  %204 = phi i32 [ %199, %198 ], [ %202, %200 ]
  store i32 %204, ptr %41, align 4
  store i8 0, ptr %42, align 1
  store i32 0, ptr %43, align 4
  br label %205

205:                                              ; preds = %357, %203
  %206 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %12) ]
  %207 = load i32, ptr %43, align 4
  %208 = load i32, ptr %16, align 4
  %209 = icmp slt i32 %207, %208
  br i1 %209, label %210, label %360

210:                                              ; preds = %205
  store i8 0, ptr %42, align 1
  %211 = load i32, ptr %26, align 4
  %212 = load i32, ptr %43, align 4
  %213 = add nsw i32 %212, 1
  %214 = icmp sge i32 %211, %213
  br i1 %214, label %215, label %333

215:                                              ; preds = %210
  %216 = load i32, ptr %26, align 4
  %217 = load i32, ptr %43, align 4
  %218 = sub nsw i32 16, %217
  %219 = sub nsw i32 %218, 2
  %220 = icmp sle i32 %216, %219
  br i1 %220, label %221, label %333

221:                                              ; preds = %215
  %222 = load i32, ptr %27, align 4
  %223 = load i32, ptr %43, align 4
  %224 = add nsw i32 %223, 1
  %225 = icmp sge i32 %222, %224
  br i1 %225, label %226, label %333

226:                                              ; preds = %221
  %227 = load i32, ptr %27, align 4
  %228 = load i32, ptr %43, align 4
  %229 = sub nsw i32 16, %228
  %230 = sub nsw i32 %229, 2
  %231 = icmp sle i32 %227, %230
  br i1 %231, label %232, label %333

232:                                              ; preds = %226
  %233 = load i32, ptr %26, align 4
  %234 = load i32, ptr %35, align 4
  %235 = icmp sge i32 %233, %234
  br i1 %235, label %236, label %333

236:                                              ; preds = %232
  %237 = load i32, ptr %26, align 4
  %238 = load i32, ptr %37, align 4
  %239 = icmp sle i32 %237, %238
  br i1 %239, label %240, label %333

240:                                              ; preds = %236
  %241 = load i32, ptr %27, align 4
  %242 = load i32, ptr %34, align 4
  %243 = icmp sge i32 %241, %242
  br i1 %243, label %244, label %333

244:                                              ; preds = %240
  %245 = load i32, ptr %27, align 4
  %246 = load i32, ptr %36, align 4
  %247 = icmp sle i32 %245, %246
  br i1 %247, label %248, label %333

248:                                              ; preds = %244
  store i8 1, ptr %42, align 1
  %249 = load i32, ptr %27, align 4
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %250
  %252 = load i32, ptr %26, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [16 x float], ptr addrspace(3) %251, i64 0, i64 %253
  %255 = load float, ptr addrspace(3) %254, align 4
  %256 = load float, ptr %23, align 4
  %257 = load float, ptr %19, align 4
  %258 = fdiv float %256, %257, !fpmath !23
  %259 = load i32, ptr %27, align 4
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i64 0, i64 %260
  %262 = load i32, ptr %26, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [16 x float], ptr addrspace(3) %261, i64 0, i64 %263
  %265 = load float, ptr addrspace(3) %264, align 4
  %266 = load i32, ptr %39, align 4
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %267
  %269 = load i32, ptr %26, align 4
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds [16 x float], ptr addrspace(3) %268, i64 0, i64 %270
  %272 = load float, ptr addrspace(3) %271, align 4
  %273 = load i32, ptr %38, align 4
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %274
  %276 = load i32, ptr %26, align 4
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds [16 x float], ptr addrspace(3) %275, i64 0, i64 %277
  %279 = load float, ptr addrspace(3) %278, align 4
  %280 = fadd float %272, %279
  %281 = load i32, ptr %27, align 4
  %282 = sext i32 %281 to i64
  %283 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %282
  %284 = load i32, ptr %26, align 4
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds [16 x float], ptr addrspace(3) %283, i64 0, i64 %285
  %287 = load float, ptr addrspace(3) %286, align 4
  %288 = call float @llvm.fmuladd.f32(float -2.000000e+00, float %287, float %280)
  %289 = load float, ptr %21, align 4
  %290 = call float @llvm.fmuladd.f32(float %288, float %289, float %265)
  %291 = load i32, ptr %27, align 4
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %292
  %294 = load i32, ptr %41, align 4
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds [16 x float], ptr addrspace(3) %293, i64 0, i64 %295
  %297 = load float, ptr addrspace(3) %296, align 4
  %298 = load i32, ptr %27, align 4
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %299
  %301 = load i32, ptr %40, align 4
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds [16 x float], ptr addrspace(3) %300, i64 0, i64 %302
  %304 = load float, ptr addrspace(3) %303, align 4
  %305 = fadd float %297, %304
  %306 = load i32, ptr %27, align 4
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %307
  %309 = load i32, ptr %26, align 4
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds [16 x float], ptr addrspace(3) %308, i64 0, i64 %310
  %312 = load float, ptr addrspace(3) %311, align 4
  %313 = call float @llvm.fmuladd.f32(float -2.000000e+00, float %312, float %305)
  %314 = load float, ptr %20, align 4
  %315 = call float @llvm.fmuladd.f32(float %313, float %314, float %290)
  %316 = load i32, ptr %27, align 4
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %317
  %319 = load i32, ptr %26, align 4
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds [16 x float], ptr addrspace(3) %318, i64 0, i64 %320
  %322 = load float, ptr addrspace(3) %321, align 4
  %323 = fsub float 8.000000e+01, %322
  %324 = load float, ptr %22, align 4
  %325 = call float @llvm.fmuladd.f32(float %323, float %324, float %315)
  %326 = call float @llvm.fmuladd.f32(float %258, float %325, float %255)
  %327 = load i32, ptr %27, align 4
  %328 = sext i32 %327 to i64
  %329 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i64 0, i64 %328
  %330 = load i32, ptr %26, align 4
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds [16 x float], ptr addrspace(3) %329, i64 0, i64 %331
  store float %326, ptr addrspace(3) %332, align 4
  br label %333

333:                                              ; preds = %248, %244, %240, %236, %232, %226, %221, %215, %210
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %206) ]
  %334 = load i32, ptr %43, align 4
  %335 = load i32, ptr %16, align 4
  %336 = sub nsw i32 %335, 1
  %337 = icmp eq i32 %334, %336
  br i1 %337, label %338, label %339

338:                                              ; preds = %333
  br label %360

339:                                              ; preds = %333
  %340 = load i8, ptr %42, align 1
  %341 = trunc i8 %340 to i1
  br i1 %341, label %342, label %356

342:                                              ; preds = %339
  %343 = load i32, ptr %27, align 4
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i64 0, i64 %344
  %346 = load i32, ptr %26, align 4
  %347 = sext i32 %346 to i64
  %348 = getelementptr inbounds [16 x float], ptr addrspace(3) %345, i64 0, i64 %347
  %349 = load float, ptr addrspace(3) %348, align 4
  %350 = load i32, ptr %27, align 4
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %351
  %353 = load i32, ptr %26, align 4
  %354 = sext i32 %353 to i64
  %355 = getelementptr inbounds [16 x float], ptr addrspace(3) %352, i64 0, i64 %354
  store float %349, ptr addrspace(3) %355, align 4
  br label %356

356:                                              ; preds = %342, %339
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %206) ]
  br label %357

357:                                              ; preds = %356
  %358 = load i32, ptr %43, align 4
  %359 = add nsw i32 %358, 1
  store i32 %359, ptr %43, align 4
  br label %205

360:                                              ; preds = %338, %205
  %361 = load i8, ptr %42, align 1
  %362 = trunc i8 %361 to i1
  br i1 %362, label %363, label %375

363:                                              ; preds = %360
  %364 = load i32, ptr %27, align 4
  %365 = sext i32 %364 to i64
  %366 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i64 0, i64 %365
  %367 = load i32, ptr %26, align 4
  %368 = sext i32 %367 to i64
  %369 = getelementptr inbounds [16 x float], ptr addrspace(3) %366, i64 0, i64 %368
  %370 = load float, ptr addrspace(3) %369, align 4
  %371 = load ptr addrspace(1), ptr %15, align 8
  %372 = load i32, ptr %33, align 4
  %373 = sext i32 %372 to i64
  %374 = getelementptr inbounds float, ptr addrspace(1) %371, i64 %373
  store float %370, ptr addrspace(1) %374, align 4
  br label %375

375:                                              ; preds = %363, %360
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_pathfinder(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3, ptr addrspace(3) noundef align 4 %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) #2 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %10 = call token @llvm.experimental.convergence.entry()
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(3), align 8
  %15 = alloca ptr addrspace(3), align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i8, align 1
  %31 = alloca i8, align 1
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  store ptr addrspace(1) %2, ptr %13, align 8
  store ptr addrspace(3) %3, ptr %14, align 8
  store ptr addrspace(3) %4, ptr %15, align 8
  store i32 %5, ptr %16, align 4
  store i32 %6, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  store i32 %8, ptr %19, align 4
  %37 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %10) ]
  %38 = trunc i64 %37 to i32
  store i32 %38, ptr %20, align 4
  %39 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %10) ]
  %40 = trunc i64 %39 to i32
  store i32 %40, ptr %21, align 4
  %41 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %10) ]
  %42 = trunc i64 %41 to i32
  store i32 %42, ptr %22, align 4
  %43 = load i32, ptr %22, align 4
  %44 = load i32, ptr %19, align 4
  %45 = mul nsw i32 %44, 2
  %46 = sub nsw i32 %43, %45
  store i32 %46, ptr %23, align 4
  %47 = load i32, ptr %23, align 4
  %48 = load i32, ptr %20, align 4
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr %18, align 4
  %51 = sub nsw i32 %49, %50
  store i32 %51, ptr %24, align 4
  %52 = load i32, ptr %24, align 4
  %53 = load i32, ptr %21, align 4
  %54 = add nsw i32 %52, %53
  store i32 %54, ptr %25, align 4
  %55 = load i32, ptr %24, align 4
  %56 = icmp slt i32 %55, 0
  br i1 %56, label %57, label %60

57:                                               ; preds = %9
  %58 = load i32, ptr %24, align 4
  %59 = sub nsw i32 0, %58
  br label %61

60:                                               ; preds = %9
  br label %61

61:                                               ; preds = %60, %57
  %62 = phi i32 [ %59, %57 ], [ 0, %60 ]
  store i32 %62, ptr %26, align 4
  %63 = load i32, ptr %24, align 4
  %64 = load i32, ptr %22, align 4
  %65 = add nsw i32 %63, %64
  %66 = sub nsw i32 %65, 1
  %67 = load i32, ptr %16, align 4
  %68 = sub nsw i32 %67, 1
  %69 = icmp sgt i32 %66, %68
  br i1 %69, label %70, label %79

70:                                               ; preds = %61
  %71 = load i32, ptr %22, align 4
  %72 = sub nsw i32 %71, 1
  %73 = load i32, ptr %24, align 4
  %74 = load i32, ptr %22, align 4
  %75 = add nsw i32 %73, %74
  %76 = load i32, ptr %16, align 4
  %77 = sub nsw i32 %75, %76
  %78 = sub nsw i32 %72, %77
  br label %82

79:                                               ; preds = %61
  %80 = load i32, ptr %22, align 4
  %81 = sub nsw i32 %80, 1
  br label %82

82:                                               ; preds = %79, %70
  %83 = phi i32 [ %78, %70 ], [ %81, %79 ]
  store i32 %83, ptr %27, align 4
  %84 = load i32, ptr %21, align 4
  %85 = sub nsw i32 %84, 1
  %86 = load i32, ptr %26, align 4
  %87 = icmp slt i32 %85, %86
  br i1 %87, label %88, label %90

88:                                               ; preds = %82
  %89 = load i32, ptr %26, align 4
  br label %93

90:                                               ; preds = %82
  %91 = load i32, ptr %21, align 4
  %92 = sub nsw i32 %91, 1
  br label %93

93:                                               ; preds = %90, %88
  %94 = phi i32 [ %89, %88 ], [ %92, %90 ]
  store i32 %94, ptr %28, align 4
  %95 = load i32, ptr %21, align 4
  %96 = add nsw i32 %95, 1
  %97 = load i32, ptr %27, align 4
  %98 = icmp sgt i32 %96, %97
  br i1 %98, label %99, label %101

99:                                               ; preds = %93
  %100 = load i32, ptr %27, align 4
  br label %104

101:                                              ; preds = %93
  %102 = load i32, ptr %21, align 4
  %103 = add nsw i32 %102, 1
  br label %104

104:                                              ; preds = %101, %99
  %105 = phi i32 [ %100, %99 ], [ %103, %101 ]
  store i32 %105, ptr %29, align 4
  %106 = load i32, ptr %21, align 4
  %107 = load i32, ptr %26, align 4
  %108 = icmp sge i32 %106, %107
  br i1 %108, label %109, label %113

109:                                              ; preds = %104
  %110 = load i32, ptr %21, align 4
  %111 = load i32, ptr %27, align 4
  %112 = icmp sle i32 %110, %111
  br label %113

113:                                              ; preds = %109, %104
  %114 = phi i1 [ false, %104 ], [ %112, %109 ]
  %115 = zext i1 %114 to i8
  store i8 %115, ptr %30, align 1
  %116 = load i32, ptr %25, align 4
  %117 = icmp sge i32 %116, 0
  br i1 %117, label %118, label %132

118:                                              ; preds = %113
  %119 = load i32, ptr %25, align 4
  %120 = load i32, ptr %16, align 4
  %121 = icmp slt i32 %119, %120
  br i1 %121, label %122, label %132

122:                                              ; preds = %118
  %123 = load ptr addrspace(1), ptr %12, align 8
  %124 = load i32, ptr %25, align 4
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i32, ptr addrspace(1) %123, i64 %125
  %127 = load i32, ptr addrspace(1) %126, align 4
  %128 = load ptr addrspace(3), ptr %14, align 8
  %129 = load i32, ptr %21, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds i32, ptr addrspace(3) %128, i64 %130
  store i32 %127, ptr addrspace(3) %131, align 4
  br label %132

132:                                              ; preds = %122, %118, %113
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %10) ]
  store i8 0, ptr %31, align 1
  store i32 0, ptr %32, align 4
  br label %133

133:                                              ; preds = %211, %132
  %134 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %10) ]
  %135 = load i32, ptr %32, align 4
  %136 = load i32, ptr %19, align 4
  %137 = icmp slt i32 %135, %136
  br i1 %137, label %138, label %214

138:                                              ; preds = %133
  store i8 0, ptr %31, align 1
  %139 = load i32, ptr %21, align 4
  %140 = load i32, ptr %32, align 4
  %141 = add nsw i32 %140, 1
  %142 = icmp sge i32 %139, %141
  br i1 %142, label %143, label %191

143:                                              ; preds = %138
  %144 = load i32, ptr %21, align 4
  %145 = load i32, ptr %22, align 4
  %146 = load i32, ptr %32, align 4
  %147 = sub nsw i32 %145, %146
  %148 = sub nsw i32 %147, 2
  %149 = icmp sle i32 %144, %148
  br i1 %149, label %150, label %191

150:                                              ; preds = %143
  %151 = load i8, ptr %30, align 1
  %152 = trunc i8 %151 to i1
  br i1 %152, label %153, label %191

153:                                              ; preds = %150
  store i8 1, ptr %31, align 1
  %154 = load ptr addrspace(3), ptr %14, align 8
  %155 = load i32, ptr %28, align 4
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds i32, ptr addrspace(3) %154, i64 %156
  %158 = load i32, ptr addrspace(3) %157, align 4
  store i32 %158, ptr %33, align 4
  %159 = load ptr addrspace(3), ptr %14, align 8
  %160 = load i32, ptr %21, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds i32, ptr addrspace(3) %159, i64 %161
  %163 = load i32, ptr addrspace(3) %162, align 4
  store i32 %163, ptr %34, align 4
  %164 = load ptr addrspace(3), ptr %14, align 8
  %165 = load i32, ptr %29, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds i32, ptr addrspace(3) %164, i64 %166
  %168 = load i32, ptr addrspace(3) %167, align 4
  store i32 %168, ptr %35, align 4
  %169 = load i32, ptr %33, align 4
  %170 = load i32, ptr %34, align 4
  %171 = call spir_func i32 @_Z3minii(i32 noundef %169, i32 noundef %170) #8 [ "convergencectrl"(token %134) ]
  %172 = load i32, ptr %35, align 4
  %173 = call spir_func i32 @_Z3minii(i32 noundef %171, i32 noundef %172) #8 [ "convergencectrl"(token %134) ]
  store i32 %173, ptr %36, align 4
  %174 = load i32, ptr %36, align 4
  %175 = load ptr addrspace(1), ptr %11, align 8
  %176 = load i32, ptr %16, align 4
  %177 = load i32, ptr %17, align 4
  %178 = load i32, ptr %32, align 4
  %179 = add nsw i32 %177, %178
  %180 = mul nsw i32 %176, %179
  %181 = load i32, ptr %25, align 4
  %182 = add nsw i32 %180, %181
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds i32, ptr addrspace(1) %175, i64 %183
  %185 = load i32, ptr addrspace(1) %184, align 4
  %186 = add nsw i32 %174, %185
  %187 = load ptr addrspace(3), ptr %15, align 8
  %188 = load i32, ptr %21, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds i32, ptr addrspace(3) %187, i64 %189
  store i32 %186, ptr addrspace(3) %190, align 4
  br label %191

191:                                              ; preds = %153, %150, %143, %138
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %134) ]
  %192 = load i32, ptr %32, align 4
  %193 = load i32, ptr %19, align 4
  %194 = sub nsw i32 %193, 1
  %195 = icmp eq i32 %192, %194
  br i1 %195, label %196, label %197

196:                                              ; preds = %191
  br label %214

197:                                              ; preds = %191
  %198 = load i8, ptr %31, align 1
  %199 = trunc i8 %198 to i1
  br i1 %199, label %200, label %210

200:                                              ; preds = %197
  %201 = load ptr addrspace(3), ptr %15, align 8
  %202 = load i32, ptr %21, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds i32, ptr addrspace(3) %201, i64 %203
  %205 = load i32, ptr addrspace(3) %204, align 4
  %206 = load ptr addrspace(3), ptr %14, align 8
  %207 = load i32, ptr %21, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds i32, ptr addrspace(3) %206, i64 %208
  store i32 %205, ptr addrspace(3) %209, align 4
  br label %210

210:                                              ; preds = %200, %197
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %134) ]
  br label %211

211:                                              ; preds = %210
  %212 = load i32, ptr %32, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %32, align 4
  br label %133

214:                                              ; preds = %196, %133
  %215 = load i8, ptr %31, align 1
  %216 = trunc i8 %215 to i1
  br i1 %216, label %217, label %227

217:                                              ; preds = %214
  %218 = load ptr addrspace(3), ptr %15, align 8
  %219 = load i32, ptr %21, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds i32, ptr addrspace(3) %218, i64 %220
  %222 = load i32, ptr addrspace(3) %221, align 4
  %223 = load ptr addrspace(1), ptr %13, align 8
  %224 = load i32, ptr %25, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds i32, ptr addrspace(1) %223, i64 %225
  store i32 %222, ptr addrspace(1) %226, align 4
  br label %227

227:                                              ; preds = %217, %214
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3minii(i32 noundef, i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_nw(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #2 !kernel_arg_addr_space !28 !kernel_arg_access_qual !13 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %7 = call token @llvm.experimental.convergence.entry()
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  store i32 %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  %30 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %7) ]
  %31 = trunc i64 %30 to i32
  store i32 %31, ptr %14, align 4
  %32 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %7) ]
  %33 = trunc i64 %32 to i32
  store i32 %33, ptr %15, align 4
  %34 = load i32, ptr %14, align 4
  store i32 %34, ptr %16, align 4
  %35 = load i32, ptr %12, align 4
  %36 = sub nsw i32 %35, 1
  %37 = load i32, ptr %14, align 4
  %38 = sub nsw i32 %36, %37
  store i32 %38, ptr %17, align 4
  %39 = load i32, ptr %10, align 4
  %40 = mul nsw i32 %39, 16
  %41 = load i32, ptr %17, align 4
  %42 = mul nsw i32 %40, %41
  %43 = load i32, ptr %16, align 4
  %44 = mul nsw i32 16, %43
  %45 = add nsw i32 %42, %44
  %46 = load i32, ptr %15, align 4
  %47 = add nsw i32 %45, %46
  %48 = load i32, ptr %10, align 4
  %49 = add nsw i32 %47, %48
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %18, align 4
  %51 = load i32, ptr %10, align 4
  %52 = mul nsw i32 %51, 16
  %53 = load i32, ptr %17, align 4
  %54 = mul nsw i32 %52, %53
  %55 = load i32, ptr %16, align 4
  %56 = mul nsw i32 16, %55
  %57 = add nsw i32 %54, %56
  %58 = load i32, ptr %15, align 4
  %59 = add nsw i32 %57, %58
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %19, align 4
  %61 = load i32, ptr %10, align 4
  %62 = mul nsw i32 %61, 16
  %63 = load i32, ptr %17, align 4
  %64 = mul nsw i32 %62, %63
  %65 = load i32, ptr %16, align 4
  %66 = mul nsw i32 16, %65
  %67 = add nsw i32 %64, %66
  %68 = load i32, ptr %10, align 4
  %69 = add nsw i32 %67, %68
  store i32 %69, ptr %20, align 4
  %70 = load i32, ptr %10, align 4
  %71 = mul nsw i32 %70, 16
  %72 = load i32, ptr %17, align 4
  %73 = mul nsw i32 %71, %72
  %74 = load i32, ptr %16, align 4
  %75 = mul nsw i32 16, %74
  %76 = add nsw i32 %73, %75
  store i32 %76, ptr %21, align 4
  %77 = load i32, ptr %15, align 4
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %79, label %85

79:                                               ; preds = %6
  %80 = load ptr addrspace(1), ptr %9, align 8
  %81 = load i32, ptr %21, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr addrspace(1) %80, i64 %82
  %84 = load i32, ptr addrspace(1) %83, align 4
  store i32 %84, ptr addrspace(3) @rd_nw.temp, align 4
  br label %85

85:                                               ; preds = %79, %6
  store i32 0, ptr %22, align 4
  br label %86

86:                                               ; preds = %106, %85
  %87 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %88 = load i32, ptr %22, align 4
  %89 = icmp slt i32 %88, 16
  br i1 %89, label %90, label %109

90:                                               ; preds = %86
  %91 = load ptr addrspace(1), ptr %8, align 8
  %92 = load i32, ptr %18, align 4
  %93 = load i32, ptr %10, align 4
  %94 = load i32, ptr %22, align 4
  %95 = mul nsw i32 %93, %94
  %96 = add nsw i32 %92, %95
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr addrspace(1) %91, i64 %97
  %99 = load i32, ptr addrspace(1) %98, align 4
  %100 = load i32, ptr %22, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %101
  %103 = load i32, ptr %15, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [16 x i32], ptr addrspace(3) %102, i64 0, i64 %104
  store i32 %99, ptr addrspace(3) %105, align 4
  br label %106

106:                                              ; preds = %90
  %107 = load i32, ptr %22, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %22, align 4
  br label %86

109:                                              ; preds = %86
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %7) ]
  %110 = load ptr addrspace(1), ptr %9, align 8
  %111 = load i32, ptr %20, align 4
  %112 = load i32, ptr %10, align 4
  %113 = load i32, ptr %15, align 4
  %114 = mul nsw i32 %112, %113
  %115 = add nsw i32 %111, %114
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr addrspace(1) %110, i64 %116
  %118 = load i32, ptr addrspace(1) %117, align 4
  %119 = load i32, ptr %15, align 4
  %120 = add nsw i32 %119, 1
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %121
  %123 = getelementptr inbounds [17 x i32], ptr addrspace(3) %122, i64 0, i64 0
  store i32 %118, ptr addrspace(3) %123, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %7) ]
  %124 = load ptr addrspace(1), ptr %9, align 8
  %125 = load i32, ptr %19, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i32, ptr addrspace(1) %124, i64 %126
  %128 = load i32, ptr addrspace(1) %127, align 4
  %129 = load i32, ptr %15, align 4
  %130 = add nsw i32 %129, 1
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [17 x i32], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %131
  store i32 %128, ptr addrspace(3) %132, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %7) ]
  store i32 0, ptr %23, align 4
  br label %133

133:                                              ; preds = %195, %109
  %134 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %135 = load i32, ptr %23, align 4
  %136 = icmp slt i32 %135, 16
  br i1 %136, label %137, label %198

137:                                              ; preds = %133
  %138 = load i32, ptr %15, align 4
  %139 = load i32, ptr %23, align 4
  %140 = icmp sle i32 %138, %139
  br i1 %140, label %141, label %194

141:                                              ; preds = %137
  %142 = load i32, ptr %15, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %24, align 4
  %144 = load i32, ptr %23, align 4
  %145 = load i32, ptr %15, align 4
  %146 = sub nsw i32 %144, %145
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %25, align 4
  %148 = load i32, ptr %25, align 4
  %149 = sub nsw i32 %148, 1
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %150
  %152 = load i32, ptr %24, align 4
  %153 = sub nsw i32 %152, 1
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [17 x i32], ptr addrspace(3) %151, i64 0, i64 %154
  %156 = load i32, ptr addrspace(3) %155, align 4
  %157 = load i32, ptr %25, align 4
  %158 = sub nsw i32 %157, 1
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %159
  %161 = load i32, ptr %24, align 4
  %162 = sub nsw i32 %161, 1
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [16 x i32], ptr addrspace(3) %160, i64 0, i64 %163
  %165 = load i32, ptr addrspace(3) %164, align 4
  %166 = add nsw i32 %156, %165
  %167 = load i32, ptr %25, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %168
  %170 = load i32, ptr %24, align 4
  %171 = sub nsw i32 %170, 1
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [17 x i32], ptr addrspace(3) %169, i64 0, i64 %172
  %174 = load i32, ptr addrspace(3) %173, align 4
  %175 = load i32, ptr %11, align 4
  %176 = sub nsw i32 %174, %175
  %177 = load i32, ptr %25, align 4
  %178 = sub nsw i32 %177, 1
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %179
  %181 = load i32, ptr %24, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [17 x i32], ptr addrspace(3) %180, i64 0, i64 %182
  %184 = load i32, ptr addrspace(3) %183, align 4
  %185 = load i32, ptr %11, align 4
  %186 = sub nsw i32 %184, %185
  %187 = call spir_func i32 @max3(i32 noundef %166, i32 noundef %176, i32 noundef %186) #9 [ "convergencectrl"(token %134) ]
  %188 = load i32, ptr %25, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %189
  %191 = load i32, ptr %24, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [17 x i32], ptr addrspace(3) %190, i64 0, i64 %192
  store i32 %187, ptr addrspace(3) %193, align 4
  br label %194

194:                                              ; preds = %141, %137
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %134) ]
  br label %195

195:                                              ; preds = %194
  %196 = load i32, ptr %23, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %23, align 4
  br label %133

198:                                              ; preds = %133
  store i32 14, ptr %26, align 4
  br label %199

199:                                              ; preds = %261, %198
  %200 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %201 = load i32, ptr %26, align 4
  %202 = icmp sge i32 %201, 0
  br i1 %202, label %203, label %264

203:                                              ; preds = %199
  %204 = load i32, ptr %15, align 4
  %205 = load i32, ptr %26, align 4
  %206 = icmp sle i32 %204, %205
  br i1 %206, label %207, label %260

207:                                              ; preds = %203
  %208 = load i32, ptr %15, align 4
  %209 = add nsw i32 %208, 16
  %210 = load i32, ptr %26, align 4
  %211 = sub nsw i32 %209, %210
  store i32 %211, ptr %27, align 4
  %212 = load i32, ptr %15, align 4
  %213 = sub nsw i32 16, %212
  store i32 %213, ptr %28, align 4
  %214 = load i32, ptr %28, align 4
  %215 = sub nsw i32 %214, 1
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %216
  %218 = load i32, ptr %27, align 4
  %219 = sub nsw i32 %218, 1
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [17 x i32], ptr addrspace(3) %217, i64 0, i64 %220
  %222 = load i32, ptr addrspace(3) %221, align 4
  %223 = load i32, ptr %28, align 4
  %224 = sub nsw i32 %223, 1
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %225
  %227 = load i32, ptr %27, align 4
  %228 = sub nsw i32 %227, 1
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds [16 x i32], ptr addrspace(3) %226, i64 0, i64 %229
  %231 = load i32, ptr addrspace(3) %230, align 4
  %232 = add nsw i32 %222, %231
  %233 = load i32, ptr %28, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %234
  %236 = load i32, ptr %27, align 4
  %237 = sub nsw i32 %236, 1
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [17 x i32], ptr addrspace(3) %235, i64 0, i64 %238
  %240 = load i32, ptr addrspace(3) %239, align 4
  %241 = load i32, ptr %11, align 4
  %242 = sub nsw i32 %240, %241
  %243 = load i32, ptr %28, align 4
  %244 = sub nsw i32 %243, 1
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %245
  %247 = load i32, ptr %27, align 4
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [17 x i32], ptr addrspace(3) %246, i64 0, i64 %248
  %250 = load i32, ptr addrspace(3) %249, align 4
  %251 = load i32, ptr %11, align 4
  %252 = sub nsw i32 %250, %251
  %253 = call spir_func i32 @max3(i32 noundef %232, i32 noundef %242, i32 noundef %252) #9 [ "convergencectrl"(token %200) ]
  %254 = load i32, ptr %28, align 4
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %255
  %257 = load i32, ptr %27, align 4
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds [17 x i32], ptr addrspace(3) %256, i64 0, i64 %258
  store i32 %253, ptr addrspace(3) %259, align 4
  br label %260

260:                                              ; preds = %207, %203
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %200) ]
  br label %261

261:                                              ; preds = %260
  %262 = load i32, ptr %26, align 4
  %263 = add nsw i32 %262, -1
  store i32 %263, ptr %26, align 4
  br label %199

264:                                              ; preds = %199
  store i32 0, ptr %29, align 4
  br label %265

265:                                              ; preds = %287, %264
  %266 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %267 = load i32, ptr %29, align 4
  %268 = icmp slt i32 %267, 16
  br i1 %268, label %269, label %290

269:                                              ; preds = %265
  %270 = load i32, ptr %29, align 4
  %271 = add nsw i32 %270, 1
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %272
  %274 = load i32, ptr %15, align 4
  %275 = add nsw i32 %274, 1
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds [17 x i32], ptr addrspace(3) %273, i64 0, i64 %276
  %278 = load i32, ptr addrspace(3) %277, align 4
  %279 = load ptr addrspace(1), ptr %9, align 8
  %280 = load i32, ptr %18, align 4
  %281 = load i32, ptr %29, align 4
  %282 = load i32, ptr %10, align 4
  %283 = mul nsw i32 %281, %282
  %284 = add nsw i32 %280, %283
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds i32, ptr addrspace(1) %279, i64 %285
  store i32 %278, ptr addrspace(1) %286, align 4
  br label %287

287:                                              ; preds = %269
  %288 = load i32, ptr %29, align 4
  %289 = add nsw i32 %288, 1
  store i32 %289, ptr %29, align 4
  br label %265

290:                                              ; preds = %265
  %291 = load i32, ptr %13, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @max3(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %6, align 4
  %10 = call spir_func i32 @_Z3maxii(i32 noundef %8, i32 noundef %9) #8 [ "convergencectrl"(token %4) ]
  %11 = load i32, ptr %7, align 4
  %12 = call spir_func i32 @_Z3maxii(i32 noundef %10, i32 noundef %11) #8 [ "convergencectrl"(token %4) ]
  ret i32 %12
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_srad(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5, i32 noundef %6, i32 noundef %7, float noundef %8) #2 !kernel_arg_addr_space !31 !kernel_arg_access_qual !25 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %10 = call token @llvm.experimental.convergence.entry()
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(1), align 8
  %15 = alloca ptr addrspace(1), align 8
  %16 = alloca ptr addrspace(1), align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca float, align 4
  %31 = alloca float, align 4
  %32 = alloca float, align 4
  %33 = alloca float, align 4
  %34 = alloca float, align 4
  %35 = alloca float, align 4
  %36 = alloca float, align 4
  %37 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  store ptr addrspace(1) %2, ptr %13, align 8
  store ptr addrspace(1) %3, ptr %14, align 8
  store ptr addrspace(1) %4, ptr %15, align 8
  store ptr addrspace(1) %5, ptr %16, align 8
  store i32 %6, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  store float %8, ptr %19, align 4
  %38 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %10) ]
  %39 = trunc i64 %38 to i32
  store i32 %39, ptr %20, align 4
  %40 = load i32, ptr %20, align 4
  %41 = load i32, ptr %17, align 4
  %42 = load i32, ptr %18, align 4
  %43 = mul nsw i32 %41, %42
  %44 = icmp sge i32 %40, %43
  br i1 %44, label %45, label %46

45:                                               ; preds = %9
  br label %229

46:                                               ; preds = %9
  %47 = load i32, ptr %20, align 4
  %48 = load i32, ptr %17, align 4
  %49 = srem i32 %47, %48
  store i32 %49, ptr %21, align 4
  %50 = load i32, ptr %20, align 4
  %51 = load i32, ptr %17, align 4
  %52 = sdiv i32 %50, %51
  store i32 %52, ptr %22, align 4
  %53 = load i32, ptr %21, align 4
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %56

55:                                               ; preds = %46
  br label %59

56:                                               ; preds = %46
  %57 = load i32, ptr %21, align 4
  %58 = sub nsw i32 %57, 1
  br label %59

59:                                               ; preds = %56, %55
  %60 = phi i32 [ 0, %55 ], [ %58, %56 ]
  store i32 %60, ptr %23, align 4
  %61 = load i32, ptr %21, align 4
  %62 = load i32, ptr %17, align 4
  %63 = sub nsw i32 %62, 1
  %64 = icmp eq i32 %61, %63
  br i1 %64, label %65, label %68

65:                                               ; preds = %59
  %66 = load i32, ptr %17, align 4
  %67 = sub nsw i32 %66, 1
  br label %71

68:                                               ; preds = %59
  %69 = load i32, ptr %21, align 4
  %70 = add nsw i32 %69, 1
  br label %71

71:                                               ; preds = %68, %65
  %72 = phi i32 [ %67, %65 ], [ %70, %68 ]
  store i32 %72, ptr %24, align 4
  %73 = load i32, ptr %22, align 4
  %74 = icmp eq i32 %73, 0
  br i1 %74, label %75, label %76

75:                                               ; preds = %71
  br label %79

76:                                               ; preds = %71
  %77 = load i32, ptr %22, align 4
  %78 = sub nsw i32 %77, 1
  br label %79

79:                                               ; preds = %76, %75
  %80 = phi i32 [ 0, %75 ], [ %78, %76 ]
  store i32 %80, ptr %25, align 4
  %81 = load i32, ptr %22, align 4
  %82 = load i32, ptr %18, align 4
  %83 = sub nsw i32 %82, 1
  %84 = icmp eq i32 %81, %83
  br i1 %84, label %85, label %88

85:                                               ; preds = %79
  %86 = load i32, ptr %18, align 4
  %87 = sub nsw i32 %86, 1
  br label %91

88:                                               ; preds = %79
  %89 = load i32, ptr %22, align 4
  %90 = add nsw i32 %89, 1
  br label %91

91:                                               ; preds = %88, %85
  %92 = phi i32 [ %87, %85 ], [ %90, %88 ]
  store i32 %92, ptr %26, align 4
  %93 = load ptr addrspace(1), ptr %11, align 8
  %94 = load i32, ptr %20, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspace(1) %93, i64 %95
  %97 = load float, ptr addrspace(1) %96, align 4
  store float %97, ptr %27, align 4
  %98 = load ptr addrspace(1), ptr %11, align 8
  %99 = load i32, ptr %22, align 4
  %100 = load i32, ptr %17, align 4
  %101 = mul nsw i32 %99, %100
  %102 = load i32, ptr %23, align 4
  %103 = add nsw i32 %101, %102
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr addrspace(1) %98, i64 %104
  %106 = load float, ptr addrspace(1) %105, align 4
  %107 = load float, ptr %27, align 4
  %108 = fsub float %106, %107
  store float %108, ptr %28, align 4
  %109 = load ptr addrspace(1), ptr %11, align 8
  %110 = load i32, ptr %22, align 4
  %111 = load i32, ptr %17, align 4
  %112 = mul nsw i32 %110, %111
  %113 = load i32, ptr %24, align 4
  %114 = add nsw i32 %112, %113
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr addrspace(1) %109, i64 %115
  %117 = load float, ptr addrspace(1) %116, align 4
  %118 = load float, ptr %27, align 4
  %119 = fsub float %117, %118
  store float %119, ptr %29, align 4
  %120 = load ptr addrspace(1), ptr %11, align 8
  %121 = load i32, ptr %25, align 4
  %122 = load i32, ptr %17, align 4
  %123 = mul nsw i32 %121, %122
  %124 = load i32, ptr %21, align 4
  %125 = add nsw i32 %123, %124
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds float, ptr addrspace(1) %120, i64 %126
  %128 = load float, ptr addrspace(1) %127, align 4
  %129 = load float, ptr %27, align 4
  %130 = fsub float %128, %129
  store float %130, ptr %30, align 4
  %131 = load ptr addrspace(1), ptr %11, align 8
  %132 = load i32, ptr %26, align 4
  %133 = load i32, ptr %17, align 4
  %134 = mul nsw i32 %132, %133
  %135 = load i32, ptr %21, align 4
  %136 = add nsw i32 %134, %135
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds float, ptr addrspace(1) %131, i64 %137
  %139 = load float, ptr addrspace(1) %138, align 4
  %140 = load float, ptr %27, align 4
  %141 = fsub float %139, %140
  store float %141, ptr %31, align 4
  %142 = load float, ptr %28, align 4
  %143 = load float, ptr %28, align 4
  %144 = load float, ptr %29, align 4
  %145 = load float, ptr %29, align 4
  %146 = fmul float %144, %145
  %147 = call float @llvm.fmuladd.f32(float %142, float %143, float %146)
  %148 = load float, ptr %30, align 4
  %149 = load float, ptr %30, align 4
  %150 = call float @llvm.fmuladd.f32(float %148, float %149, float %147)
  %151 = load float, ptr %31, align 4
  %152 = load float, ptr %31, align 4
  %153 = call float @llvm.fmuladd.f32(float %151, float %152, float %150)
  %154 = load float, ptr %27, align 4
  %155 = load float, ptr %27, align 4
  %156 = fmul float %154, %155
  %157 = fdiv float %153, %156, !fpmath !23
  store float %157, ptr %32, align 4
  %158 = load float, ptr %28, align 4
  %159 = load float, ptr %29, align 4
  %160 = fadd float %158, %159
  %161 = load float, ptr %30, align 4
  %162 = fadd float %160, %161
  %163 = load float, ptr %31, align 4
  %164 = fadd float %162, %163
  %165 = load float, ptr %27, align 4
  %166 = fdiv float %164, %165, !fpmath !23
  store float %166, ptr %33, align 4
  %167 = load float, ptr %32, align 4
  %168 = load float, ptr %33, align 4
  %169 = fmul float 6.250000e-02, %168
  %170 = load float, ptr %33, align 4
  %171 = fmul float %169, %170
  %172 = fneg float %171
  %173 = call float @llvm.fmuladd.f32(float 5.000000e-01, float %167, float %172)
  store float %173, ptr %34, align 4
  %174 = load float, ptr %33, align 4
  %175 = call float @llvm.fmuladd.f32(float 2.500000e-01, float %174, float 1.000000e+00)
  store float %175, ptr %35, align 4
  %176 = load float, ptr %34, align 4
  %177 = load float, ptr %35, align 4
  %178 = load float, ptr %35, align 4
  %179 = fmul float %177, %178
  %180 = fdiv float %176, %179, !fpmath !23
  store float %180, ptr %36, align 4
  %181 = load float, ptr %36, align 4
  %182 = load float, ptr %19, align 4
  %183 = fsub float %181, %182
  %184 = load float, ptr %19, align 4
  %185 = load float, ptr %19, align 4
  %186 = fadd float 1.000000e+00, %185
  %187 = fmul float %184, %186
  %188 = fdiv float %183, %187, !fpmath !23
  store float %188, ptr %35, align 4
  %189 = load float, ptr %35, align 4
  %190 = fadd float 1.000000e+00, %189
  %191 = fdiv float 1.000000e+00, %190, !fpmath !23
  store float %191, ptr %37, align 4
  %192 = load float, ptr %37, align 4
  %193 = fcmp olt float %192, 0.000000e+00
  br i1 %193, label %194, label %195

194:                                              ; preds = %91
  br label %203

195:                                              ; preds = %91
  %196 = load float, ptr %37, align 4
  %197 = fcmp ogt float %196, 1.000000e+00
  br i1 %197, label %198, label %199

198:                                              ; preds = %195
  br label %201

199:                                              ; preds = %195
  %200 = load float, ptr %37, align 4
  br label %201

201:                                              ; preds = %199, %198
  %202 = phi float [ 1.000000e+00, %198 ], [ %200, %199 ]
  br label %203

203:                                              ; preds = %201, %194
  %204 = phi float [ 0.000000e+00, %194 ], [ %202, %201 ]
  %205 = load ptr addrspace(1), ptr %12, align 8
  %206 = load i32, ptr %20, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds float, ptr addrspace(1) %205, i64 %207
  store float %204, ptr addrspace(1) %208, align 4
  %209 = load float, ptr %28, align 4
  %210 = load ptr addrspace(1), ptr %13, align 8
  %211 = load i32, ptr %20, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds float, ptr addrspace(1) %210, i64 %212
  store float %209, ptr addrspace(1) %213, align 4
  %214 = load float, ptr %29, align 4
  %215 = load ptr addrspace(1), ptr %14, align 8
  %216 = load i32, ptr %20, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds float, ptr addrspace(1) %215, i64 %217
  store float %214, ptr addrspace(1) %218, align 4
  %219 = load float, ptr %30, align 4
  %220 = load ptr addrspace(1), ptr %15, align 8
  %221 = load i32, ptr %20, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds float, ptr addrspace(1) %220, i64 %222
  store float %219, ptr addrspace(1) %223, align 4
  %224 = load float, ptr %31, align 4
  %225 = load ptr addrspace(1), ptr %16, align 8
  %226 = load i32, ptr %20, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds float, ptr addrspace(1) %225, i64 %227
  store float %224, ptr addrspace(1) %228, align 4
  br label %229

229:                                              ; preds = %203, %45
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_kmeans(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #2 !kernel_arg_addr_space !34 !kernel_arg_access_qual !13 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !15 {
  %7 = call token @llvm.experimental.convergence.entry()
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store ptr addrspace(1) %2, ptr %10, align 8
  store i32 %3, ptr %11, align 4
  store i32 %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  %21 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %7) ]
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %14, align 4
  %23 = load i32, ptr %14, align 4
  %24 = load i32, ptr %11, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %6
  br label %88

27:                                               ; preds = %6
  store i32 -1, ptr %15, align 4
  store float 0x47EFFFFFE0000000, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %28

28:                                               ; preds = %79, %27
  %29 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %30 = load i32, ptr %17, align 4
  %31 = load i32, ptr %12, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %82

33:                                               ; preds = %28
  store float 0.000000e+00, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %34

34:                                               ; preds = %68, %33
  %35 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %29) ]
  %36 = load i32, ptr %19, align 4
  %37 = load i32, ptr %13, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %71

39:                                               ; preds = %34
  %40 = load ptr addrspace(1), ptr %8, align 8
  %41 = load i32, ptr %19, align 4
  %42 = load i32, ptr %11, align 4
  %43 = mul nsw i32 %41, %42
  %44 = load i32, ptr %14, align 4
  %45 = add nsw i32 %43, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %40, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4
  %49 = load ptr addrspace(1), ptr %9, align 8
  %50 = load i32, ptr %17, align 4
  %51 = load i32, ptr %13, align 4
  %52 = mul nsw i32 %50, %51
  %53 = load i32, ptr %19, align 4
  %54 = add nsw i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %49, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4
  %58 = fsub float %48, %57
  store float %58, ptr %20, align 4
  %59 = load float, ptr %20, align 4
  %60 = load float, ptr %20, align 4
  %61 = load float, ptr %18, align 4
  %62 = call float @llvm.fmuladd.f32(float %59, float %60, float %61)
  store float %62, ptr %18, align 4
  %63 = load float, ptr %18, align 4
  %64 = load float, ptr %16, align 4
  %65 = fcmp oge float %63, %64
  br i1 %65, label %66, label %67

66:                                               ; preds = %39
  br label %71

67:                                               ; preds = %39
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %19, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %19, align 4
  br label %34

71:                                               ; preds = %66, %34
  %72 = load float, ptr %18, align 4
  %73 = load float, ptr %16, align 4
  %74 = fcmp olt float %72, %73
  br i1 %74, label %75, label %78

75:                                               ; preds = %71
  %76 = load float, ptr %18, align 4
  store float %76, ptr %16, align 4
  %77 = load i32, ptr %17, align 4
  store i32 %77, ptr %15, align 4
  br label %78

78:                                               ; preds = %75, %71
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %17, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %17, align 4
  br label %28

82:                                               ; preds = %28
  %83 = load i32, ptr %15, align 4
  %84 = load ptr addrspace(1), ptr %10, align 8
  %85 = load i32, ptr %14, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, ptr addrspace(1) %84, i64 %86
  store i32 %83, ptr addrspace(1) %87, align 4
  br label %88

88:                                               ; preds = %82, %26
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_lud_diagonal(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #2 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(3), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(3) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %17 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %10, align 4
  %19 = load i32, ptr %9, align 4
  %20 = load i32, ptr %8, align 4
  %21 = mul nsw i32 %19, %20
  %22 = load i32, ptr %9, align 4
  %23 = add nsw i32 %21, %22
  store i32 %23, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %24

24:                                               ; preds = %46, %4
  %25 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %26 = load i32, ptr %12, align 4
  %27 = icmp slt i32 %26, 16
  br i1 %27, label %28, label %49

28:                                               ; preds = %24
  %29 = load ptr addrspace(1), ptr %6, align 8
  %30 = load i32, ptr %11, align 4
  %31 = load i32, ptr %10, align 4
  %32 = add nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %29, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4
  %36 = load ptr addrspace(3), ptr %7, align 8
  %37 = load i32, ptr %12, align 4
  %38 = mul nsw i32 %37, 16
  %39 = load i32, ptr %10, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(3) %36, i64 %41
  store float %35, ptr addrspace(3) %42, align 4
  %43 = load i32, ptr %8, align 4
  %44 = load i32, ptr %11, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr %11, align 4
  br label %46

46:                                               ; preds = %28
  %47 = load i32, ptr %12, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %12, align 4
  br label %24

49:                                               ; preds = %24
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %5) ]
  store i32 0, ptr %13, align 4
  br label %50

50:                                               ; preds = %157, %49
  %51 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %52 = load i32, ptr %13, align 4
  %53 = icmp slt i32 %52, 15
  br i1 %53, label %54, label %160

54:                                               ; preds = %50
  %55 = load i32, ptr %10, align 4
  %56 = load i32, ptr %13, align 4
  %57 = icmp sgt i32 %55, %56
  br i1 %57, label %58, label %112

58:                                               ; preds = %54
  store i32 0, ptr %14, align 4
  br label %59

59:                                               ; preds = %91, %58
  %60 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %51) ]
  %61 = load i32, ptr %14, align 4
  %62 = load i32, ptr %13, align 4
  %63 = icmp slt i32 %61, %62
  br i1 %63, label %64, label %94

64:                                               ; preds = %59
  %65 = load ptr addrspace(3), ptr %7, align 8
  %66 = load i32, ptr %10, align 4
  %67 = mul nsw i32 %66, 16
  %68 = load i32, ptr %14, align 4
  %69 = add nsw i32 %67, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(3) %65, i64 %70
  %72 = load float, ptr addrspace(3) %71, align 4
  %73 = load ptr addrspace(3), ptr %7, align 8
  %74 = load i32, ptr %14, align 4
  %75 = mul nsw i32 %74, 16
  %76 = load i32, ptr %13, align 4
  %77 = add nsw i32 %75, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(3) %73, i64 %78
  %80 = load float, ptr addrspace(3) %79, align 4
  %81 = load ptr addrspace(3), ptr %7, align 8
  %82 = load i32, ptr %10, align 4
  %83 = mul nsw i32 %82, 16
  %84 = load i32, ptr %13, align 4
  %85 = add nsw i32 %83, %84
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr addrspace(3) %81, i64 %86
  %88 = load float, ptr addrspace(3) %87, align 4
  %89 = fneg float %72
  %90 = call float @llvm.fmuladd.f32(float %89, float %80, float %88)
  store float %90, ptr addrspace(3) %87, align 4
  br label %91

91:                                               ; preds = %64
  %92 = load i32, ptr %14, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %14, align 4
  br label %59

94:                                               ; preds = %59
  %95 = load ptr addrspace(3), ptr %7, align 8
  %96 = load i32, ptr %13, align 4
  %97 = mul nsw i32 %96, 16
  %98 = load i32, ptr %13, align 4
  %99 = add nsw i32 %97, %98
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr addrspace(3) %95, i64 %100
  %102 = load float, ptr addrspace(3) %101, align 4
  %103 = load ptr addrspace(3), ptr %7, align 8
  %104 = load i32, ptr %10, align 4
  %105 = mul nsw i32 %104, 16
  %106 = load i32, ptr %13, align 4
  %107 = add nsw i32 %105, %106
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr addrspace(3) %103, i64 %108
  %110 = load float, ptr addrspace(3) %109, align 4
  %111 = fdiv float %110, %102, !fpmath !23
  store float %111, ptr addrspace(3) %109, align 4
  br label %112

112:                                              ; preds = %94, %54
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %51) ]
  %113 = load i32, ptr %10, align 4
  %114 = load i32, ptr %13, align 4
  %115 = icmp sgt i32 %113, %114
  br i1 %115, label %116, label %156

116:                                              ; preds = %112
  store i32 0, ptr %15, align 4
  br label %117

117:                                              ; preds = %152, %116
  %118 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %51) ]
  %119 = load i32, ptr %15, align 4
  %120 = load i32, ptr %13, align 4
  %121 = add nsw i32 %120, 1
  %122 = icmp slt i32 %119, %121
  br i1 %122, label %123, label %155

123:                                              ; preds = %117
  %124 = load ptr addrspace(3), ptr %7, align 8
  %125 = load i32, ptr %13, align 4
  %126 = add nsw i32 %125, 1
  %127 = mul nsw i32 %126, 16
  %128 = load i32, ptr %15, align 4
  %129 = add nsw i32 %127, %128
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds float, ptr addrspace(3) %124, i64 %130
  %132 = load float, ptr addrspace(3) %131, align 4
  %133 = load ptr addrspace(3), ptr %7, align 8
  %134 = load i32, ptr %15, align 4
  %135 = mul nsw i32 %134, 16
  %136 = load i32, ptr %10, align 4
  %137 = add nsw i32 %135, %136
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds float, ptr addrspace(3) %133, i64 %138
  %140 = load float, ptr addrspace(3) %139, align 4
  %141 = load ptr addrspace(3), ptr %7, align 8
  %142 = load i32, ptr %13, align 4
  %143 = add nsw i32 %142, 1
  %144 = mul nsw i32 %143, 16
  %145 = load i32, ptr %10, align 4
  %146 = add nsw i32 %144, %145
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds float, ptr addrspace(3) %141, i64 %147
  %149 = load float, ptr addrspace(3) %148, align 4
  %150 = fneg float %132
  %151 = call float @llvm.fmuladd.f32(float %150, float %140, float %149)
  store float %151, ptr addrspace(3) %148, align 4
  br label %152

152:                                              ; preds = %123
  %153 = load i32, ptr %15, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %15, align 4
  br label %117

155:                                              ; preds = %117
  br label %156

156:                                              ; preds = %155, %112
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %51) ]
  br label %157

157:                                              ; preds = %156
  %158 = load i32, ptr %13, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %13, align 4
  br label %50

160:                                              ; preds = %50
  %161 = load i32, ptr %9, align 4
  %162 = add nsw i32 %161, 1
  %163 = load i32, ptr %8, align 4
  %164 = mul nsw i32 %162, %163
  %165 = load i32, ptr %9, align 4
  %166 = add nsw i32 %164, %165
  store i32 %166, ptr %11, align 4
  store i32 1, ptr %16, align 4
  br label %167

167:                                              ; preds = %189, %160
  %168 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %169 = load i32, ptr %16, align 4
  %170 = icmp slt i32 %169, 16
  br i1 %170, label %171, label %192

171:                                              ; preds = %167
  %172 = load ptr addrspace(3), ptr %7, align 8
  %173 = load i32, ptr %16, align 4
  %174 = mul nsw i32 %173, 16
  %175 = load i32, ptr %10, align 4
  %176 = add nsw i32 %174, %175
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds float, ptr addrspace(3) %172, i64 %177
  %179 = load float, ptr addrspace(3) %178, align 4
  %180 = load ptr addrspace(1), ptr %6, align 8
  %181 = load i32, ptr %11, align 4
  %182 = load i32, ptr %10, align 4
  %183 = add nsw i32 %181, %182
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds float, ptr addrspace(1) %180, i64 %184
  store float %179, ptr addrspace(1) %185, align 4
  %186 = load i32, ptr %8, align 4
  %187 = load i32, ptr %11, align 4
  %188 = add nsw i32 %187, %186
  store i32 %188, ptr %11, align 4
  br label %189

189:                                              ; preds = %171
  %190 = load i32, ptr %16, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %16, align 4
  br label %167

192:                                              ; preds = %167
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_nn(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, float noundef %3, float noundef %4) #2 !kernel_arg_addr_space !40 !kernel_arg_access_qual !9 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.latlong_t, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store float %3, ptr %10, align 4
  store float %4, ptr %11, align 4
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr %12, align 4
  %16 = load i32, ptr %12, align 4
  %17 = load i32, ptr %9, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %47

19:                                               ; preds = %5
  %20 = load ptr addrspace(1), ptr %7, align 8
  %21 = load i32, ptr %12, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds %struct.latlong_t, ptr addrspace(1) %20, i64 %22
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %13, ptr addrspace(1) align 4 %23, i64 8, i1 false)
  %24 = load float, ptr %10, align 4
  %25 = getelementptr inbounds %struct.latlong_t, ptr %13, i32 0, i32 0
  %26 = load float, ptr %25, align 4
  %27 = fsub float %24, %26
  %28 = load float, ptr %10, align 4
  %29 = getelementptr inbounds %struct.latlong_t, ptr %13, i32 0, i32 0
  %30 = load float, ptr %29, align 4
  %31 = fsub float %28, %30
  %32 = load float, ptr %11, align 4
  %33 = getelementptr inbounds %struct.latlong_t, ptr %13, i32 0, i32 1
  %34 = load float, ptr %33, align 4
  %35 = fsub float %32, %34
  %36 = load float, ptr %11, align 4
  %37 = getelementptr inbounds %struct.latlong_t, ptr %13, i32 0, i32 1
  %38 = load float, ptr %37, align 4
  %39 = fsub float %36, %38
  %40 = fmul float %35, %39
  %41 = call float @llvm.fmuladd.f32(float %27, float %31, float %40)
  %42 = call spir_func float @_Z4sqrtf(float noundef %41) #8 [ "convergencectrl"(token %6) ]
  %43 = load ptr addrspace(1), ptr %8, align 8
  %44 = load i32, ptr %12, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %43, i64 %45
  store float %42, ptr addrspace(1) %46, align 4
  br label %47

47:                                               ; preds = %19, %5
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_gauss_fan1(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #2 !kernel_arg_addr_space !43 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !44 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %10, align 4
  %13 = load i32, ptr %10, align 4
  %14 = load i32, ptr %8, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, ptr %9, align 4
  %17 = sub nsw i32 %15, %16
  %18 = icmp sge i32 %13, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %4
  br label %54

20:                                               ; preds = %4
  %21 = load ptr addrspace(1), ptr %6, align 8
  %22 = load i32, ptr %8, align 4
  %23 = load i32, ptr %10, align 4
  %24 = load i32, ptr %9, align 4
  %25 = add nsw i32 %23, %24
  %26 = add nsw i32 %25, 1
  %27 = mul nsw i32 %22, %26
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %21, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4
  %33 = load ptr addrspace(1), ptr %6, align 8
  %34 = load i32, ptr %8, align 4
  %35 = load i32, ptr %9, align 4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr %9, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %33, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = fdiv float %32, %41, !fpmath !23
  %43 = load ptr addrspace(1), ptr %7, align 8
  %44 = load i32, ptr %8, align 4
  %45 = load i32, ptr %10, align 4
  %46 = load i32, ptr %9, align 4
  %47 = add nsw i32 %45, %46
  %48 = add nsw i32 %47, 1
  %49 = mul nsw i32 %44, %48
  %50 = load i32, ptr %9, align 4
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %43, i64 %52
  store float %42, ptr addrspace(1) %53, align 4
  br label %54

54:                                               ; preds = %20, %19
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_gauss_fan2(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #2 !kernel_arg_addr_space !45 !kernel_arg_access_qual !9 !kernel_arg_type !46 !kernel_arg_base_type !46 !kernel_arg_type_qual !47 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr %12, align 4
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %6) ]
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %13, align 4
  %18 = load i32, ptr %12, align 4
  %19 = load i32, ptr %10, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load i32, ptr %11, align 4
  %22 = sub nsw i32 %20, %21
  %23 = icmp sge i32 %18, %22
  br i1 %23, label %30, label %24

24:                                               ; preds = %5
  %25 = load i32, ptr %13, align 4
  %26 = load i32, ptr %10, align 4
  %27 = load i32, ptr %11, align 4
  %28 = sub nsw i32 %26, %27
  %29 = icmp sge i32 %25, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %24, %5
  br label %103

31:                                               ; preds = %24
  %32 = load ptr addrspace(1), ptr %9, align 8
  %33 = load i32, ptr %10, align 4
  %34 = load i32, ptr %12, align 4
  %35 = add nsw i32 %34, 1
  %36 = load i32, ptr %11, align 4
  %37 = add nsw i32 %35, %36
  %38 = mul nsw i32 %33, %37
  %39 = load i32, ptr %11, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %32, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = load ptr addrspace(1), ptr %7, align 8
  %45 = load i32, ptr %10, align 4
  %46 = load i32, ptr %11, align 4
  %47 = mul nsw i32 %45, %46
  %48 = load i32, ptr %13, align 4
  %49 = load i32, ptr %11, align 4
  %50 = add nsw i32 %48, %49
  %51 = add nsw i32 %47, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = load ptr addrspace(1), ptr %7, align 8
  %56 = load i32, ptr %10, align 4
  %57 = load i32, ptr %12, align 4
  %58 = add nsw i32 %57, 1
  %59 = load i32, ptr %11, align 4
  %60 = add nsw i32 %58, %59
  %61 = mul nsw i32 %56, %60
  %62 = load i32, ptr %13, align 4
  %63 = load i32, ptr %11, align 4
  %64 = add nsw i32 %62, %63
  %65 = add nsw i32 %61, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %55, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = fneg float %43
  %70 = call float @llvm.fmuladd.f32(float %69, float %54, float %68)
  store float %70, ptr addrspace(1) %67, align 4
  %71 = load i32, ptr %13, align 4
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %73, label %103

73:                                               ; preds = %31
  %74 = load ptr addrspace(1), ptr %9, align 8
  %75 = load i32, ptr %10, align 4
  %76 = load i32, ptr %12, align 4
  %77 = add nsw i32 %76, 1
  %78 = load i32, ptr %11, align 4
  %79 = add nsw i32 %77, %78
  %80 = mul nsw i32 %75, %79
  %81 = load i32, ptr %13, align 4
  %82 = load i32, ptr %11, align 4
  %83 = add nsw i32 %81, %82
  %84 = add nsw i32 %80, %83
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %74, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = load ptr addrspace(1), ptr %8, align 8
  %89 = load i32, ptr %11, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(1) %88, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4
  %93 = load ptr addrspace(1), ptr %8, align 8
  %94 = load i32, ptr %12, align 4
  %95 = add nsw i32 %94, 1
  %96 = load i32, ptr %11, align 4
  %97 = add nsw i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(1) %93, i64 %98
  %100 = load float, ptr addrspace(1) %99, align 4
  %101 = fneg float %87
  %102 = call float @llvm.fmuladd.f32(float %101, float %92, float %100)
  store float %102, ptr addrspace(1) %99, align 4
  br label %103

103:                                              ; preds = %30, %73, %31
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_btree_find(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, i32 noundef %4) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !48 !kernel_arg_base_type !48 !kernel_arg_type_qual !49 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr addrspace(1), align 8
  %17 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  store ptr addrspace(1) %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  %18 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %12, align 4
  %20 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %13, align 4
  %22 = load ptr addrspace(1), ptr %8, align 8
  %23 = load i32, ptr %12, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4
  store i32 %26, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %27

27:                                               ; preds = %85, %5
  %28 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %29 = load i32, ptr %15, align 4
  %30 = load i32, ptr %11, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %88

32:                                               ; preds = %27
  %33 = load ptr addrspace(1), ptr %7, align 8
  %34 = load ptr addrspace(1), ptr %10, align 8
  %35 = load i32, ptr %12, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %34, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %33, i64 %39
  store ptr addrspace(1) %40, ptr %16, align 8
  %41 = load i32, ptr %13, align 4
  %42 = load ptr addrspace(1), ptr %16, align 8
  %43 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %42, i32 0, i32 0
  %44 = load i32, ptr addrspace(1) %43, align 4
  %45 = icmp slt i32 %41, %44
  br i1 %45, label %46, label %84

46:                                               ; preds = %32
  %47 = load ptr addrspace(1), ptr %16, align 8
  %48 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %47, i32 0, i32 2
  %49 = load i32, ptr %13, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [16 x i32], ptr addrspace(1) %48, i64 0, i64 %50
  %52 = load i32, ptr addrspace(1) %51, align 4
  %53 = load i32, ptr %14, align 4
  %54 = icmp sle i32 %52, %53
  br i1 %54, label %55, label %84

55:                                               ; preds = %46
  %56 = load i32, ptr %13, align 4
  %57 = add nsw i32 %56, 1
  %58 = load ptr addrspace(1), ptr %16, align 8
  %59 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %58, i32 0, i32 0
  %60 = load i32, ptr addrspace(1) %59, align 4
  %61 = icmp eq i32 %57, %60
  br i1 %61, label %72, label %62

62:                                               ; preds = %55
  %63 = load ptr addrspace(1), ptr %16, align 8
  %64 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %63, i32 0, i32 2
  %65 = load i32, ptr %13, align 4
  %66 = add nsw i32 %65, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [16 x i32], ptr addrspace(1) %64, i64 0, i64 %67
  %69 = load i32, ptr addrspace(1) %68, align 4
  %70 = load i32, ptr %14, align 4
  %71 = icmp sgt i32 %69, %70
  br i1 %71, label %72, label %84

72:                                               ; preds = %62, %55
  %73 = load ptr addrspace(1), ptr %16, align 8
  %74 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %73, i32 0, i32 3
  %75 = load i32, ptr %13, align 4
  %76 = add nsw i32 %75, 1
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [17 x i32], ptr addrspace(1) %74, i64 0, i64 %77
  %79 = load i32, ptr addrspace(1) %78, align 4
  %80 = load ptr addrspace(1), ptr %10, align 8
  %81 = load i32, ptr %12, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr addrspace(1) %80, i64 %82
  store i32 %79, ptr addrspace(1) %83, align 4
  br label %84

84:                                               ; preds = %72, %62, %46, %32
  call spir_func void @_Z7barrierj(i32 noundef 2) #9 [ "convergencectrl"(token %28) ]
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %15, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %15, align 4
  br label %27

88:                                               ; preds = %27
  %89 = load ptr addrspace(1), ptr %7, align 8
  %90 = load ptr addrspace(1), ptr %10, align 8
  %91 = load i32, ptr %12, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr addrspace(1) %90, i64 %92
  %94 = load i32, ptr addrspace(1) %93, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %89, i64 %95
  store ptr addrspace(1) %96, ptr %17, align 8
  %97 = load i32, ptr %13, align 4
  %98 = load ptr addrspace(1), ptr %17, align 8
  %99 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %98, i32 0, i32 0
  %100 = load i32, ptr addrspace(1) %99, align 4
  %101 = icmp slt i32 %97, %100
  br i1 %101, label %102, label %122

102:                                              ; preds = %88
  %103 = load ptr addrspace(1), ptr %17, align 8
  %104 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %103, i32 0, i32 2
  %105 = load i32, ptr %13, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [16 x i32], ptr addrspace(1) %104, i64 0, i64 %106
  %108 = load i32, ptr addrspace(1) %107, align 4
  %109 = load i32, ptr %14, align 4
  %110 = icmp eq i32 %108, %109
  br i1 %110, label %111, label %122

111:                                              ; preds = %102
  %112 = load ptr addrspace(1), ptr %17, align 8
  %113 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %112, i32 0, i32 3
  %114 = load i32, ptr %13, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [17 x i32], ptr addrspace(1) %113, i64 0, i64 %115
  %117 = load i32, ptr addrspace(1) %116, align 4
  %118 = load ptr addrspace(1), ptr %9, align 8
  %119 = load i32, ptr %12, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr addrspace(1) %118, i64 %120
  store i32 %117, ptr addrspace(1) %121, align 4
  br label %122

122:                                              ; preds = %111, %102, %88
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_pf_find_index(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5, i32 noundef %6) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !50 !kernel_arg_base_type !50 !kernel_arg_type_qual !51 {
  %8 = call token @llvm.experimental.convergence.entry()
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(1), align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(1) %3, ptr %12, align 8
  store ptr addrspace(1) %4, ptr %13, align 8
  store ptr addrspace(1) %5, ptr %14, align 8
  store i32 %6, ptr %15, align 4
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %8) ]
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %16, align 4
  %20 = load i32, ptr %16, align 4
  %21 = load i32, ptr %15, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %50

23:                                               ; preds = %7
  %24 = load ptr addrspace(1), ptr %9, align 8
  %25 = load i32, ptr %15, align 4
  %26 = load ptr addrspace(1), ptr %10, align 8
  %27 = load i32, ptr %16, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %26, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4
  %31 = call spir_func i32 @find_index(ptr addrspace(1) noundef %24, i32 noundef %25, float noundef %30) #9 [ "convergencectrl"(token %8) ]
  store i32 %31, ptr %17, align 4
  %32 = load ptr addrspace(1), ptr %11, align 8
  %33 = load i32, ptr %17, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %32, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4
  %37 = load ptr addrspace(1), ptr %13, align 8
  %38 = load i32, ptr %16, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %39
  store float %36, ptr addrspace(1) %40, align 4
  %41 = load ptr addrspace(1), ptr %12, align 8
  %42 = load i32, ptr %17, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %41, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4
  %46 = load ptr addrspace(1), ptr %14, align 8
  %47 = load i32, ptr %16, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %48
  store float %45, ptr addrspace(1) %49, align 4
  br label %50

50:                                               ; preds = %23, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @find_index(ptr addrspace(1) noundef %0, i32 noundef %1, float noundef %2) #0 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca i32, align 4
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store float %2, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %26, %3
  %11 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %12 = load i32, ptr %9, align 4
  %13 = load i32, ptr %7, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %29

15:                                               ; preds = %10
  %16 = load ptr addrspace(1), ptr %6, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4
  %21 = load float, ptr %8, align 4
  %22 = fcmp oge float %20, %21
  br i1 %22, label %23, label %25

23:                                               ; preds = %15
  %24 = load i32, ptr %9, align 4
  store i32 %24, ptr %5, align 4
  br label %32

25:                                               ; preds = %15
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr %9, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %9, align 4
  br label %10

29:                                               ; preds = %10
  %30 = load i32, ptr %7, align 4
  %31 = sub nsw i32 %30, 1
  store i32 %31, ptr %5, align 4
  br label %32

32:                                               ; preds = %29, %23
  %33 = load i32, ptr %5, align 4
  ret i32 %33
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_sc_pgain(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 1 %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) #2 !kernel_arg_addr_space !52 !kernel_arg_access_qual !53 !kernel_arg_type !54 !kernel_arg_base_type !54 !kernel_arg_type_qual !55 {
  %11 = call token @llvm.experimental.convergence.entry()
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(1), align 8
  %15 = alloca ptr addrspace(1), align 8
  %16 = alloca ptr addrspace(1), align 8
  %17 = alloca ptr addrspace(1), align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca float, align 4
  %24 = alloca i32, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  store ptr addrspace(1) %2, ptr %14, align 8
  store ptr addrspace(1) %3, ptr %15, align 8
  store ptr addrspace(1) %4, ptr %16, align 8
  store ptr addrspace(1) %5, ptr %17, align 8
  store i32 %6, ptr %18, align 4
  store i32 %7, ptr %19, align 4
  store i32 %8, ptr %20, align 4
  store i32 %9, ptr %21, align 4
  %28 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %11) ]
  %29 = trunc i64 %28 to i32
  store i32 %29, ptr %22, align 4
  %30 = load i32, ptr %22, align 4
  %31 = load i32, ptr %18, align 4
  %32 = icmp sge i32 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %10
  br label %121

34:                                               ; preds = %10
  store float 0.000000e+00, ptr %23, align 4
  store i32 0, ptr %24, align 4
  br label %35

35:                                               ; preds = %64, %34
  %36 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %11) ]
  %37 = load i32, ptr %24, align 4
  %38 = load i32, ptr %19, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %67

40:                                               ; preds = %35
  %41 = load ptr addrspace(1), ptr %12, align 8
  %42 = load i32, ptr %24, align 4
  %43 = load i32, ptr %18, align 4
  %44 = mul nsw i32 %42, %43
  %45 = load i32, ptr %22, align 4
  %46 = add nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %41, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4
  %50 = load ptr addrspace(1), ptr %12, align 8
  %51 = load i32, ptr %24, align 4
  %52 = load i32, ptr %18, align 4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, ptr %20, align 4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %50, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4
  %59 = fsub float %49, %58
  store float %59, ptr %25, align 4
  %60 = load float, ptr %25, align 4
  %61 = load float, ptr %25, align 4
  %62 = load float, ptr %23, align 4
  %63 = call float @llvm.fmuladd.f32(float %60, float %61, float %62)
  store float %63, ptr %23, align 4
  br label %64

64:                                               ; preds = %40
  %65 = load i32, ptr %24, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %24, align 4
  br label %35

67:                                               ; preds = %35
  %68 = load float, ptr %23, align 4
  %69 = load ptr addrspace(1), ptr %13, align 8
  %70 = load i32, ptr %22, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %69, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = fmul float %68, %73
  store float %74, ptr %26, align 4
  %75 = load ptr addrspace(1), ptr %15, align 8
  %76 = load i32, ptr %22, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %75, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4
  store float %79, ptr %27, align 4
  %80 = load float, ptr %26, align 4
  %81 = load float, ptr %27, align 4
  %82 = fcmp olt float %80, %81
  br i1 %82, label %83, label %102

83:                                               ; preds = %67
  %84 = load ptr addrspace(1), ptr %17, align 8
  %85 = load i32, ptr %22, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i8, ptr addrspace(1) %84, i64 %86
  store i8 1, ptr addrspace(1) %87, align 1
  %88 = load float, ptr %26, align 4
  %89 = load float, ptr %27, align 4
  %90 = fsub float %88, %89
  %91 = load ptr addrspace(1), ptr %16, align 8
  %92 = load i32, ptr %22, align 4
  %93 = load i32, ptr %21, align 4
  %94 = add nsw i32 %93, 1
  %95 = mul nsw i32 %92, %94
  %96 = load i32, ptr %21, align 4
  %97 = add nsw i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(1) %91, i64 %98
  %100 = load float, ptr addrspace(1) %99, align 4
  %101 = fadd float %100, %90
  store float %101, ptr addrspace(1) %99, align 4
  br label %121

102:                                              ; preds = %67
  %103 = load float, ptr %27, align 4
  %104 = load float, ptr %26, align 4
  %105 = fsub float %103, %104
  %106 = load ptr addrspace(1), ptr %16, align 8
  %107 = load i32, ptr %22, align 4
  %108 = load i32, ptr %21, align 4
  %109 = add nsw i32 %108, 1
  %110 = mul nsw i32 %107, %109
  %111 = load ptr addrspace(1), ptr %14, align 8
  %112 = load i32, ptr %22, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr addrspace(1) %111, i64 %113
  %115 = load i32, ptr addrspace(1) %114, align 4
  %116 = add nsw i32 %110, %115
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr addrspace(1) %106, i64 %117
  %119 = load float, ptr addrspace(1) %118, align 4
  %120 = fadd float %119, %105
  store float %120, ptr addrspace(1) %118, align 4
  br label %121

121:                                              ; preds = %33, %102, %83
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @rd_cfd_flux(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 16 %2, ptr addrspace(1) noundef align 16 %3, i32 noundef %4) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !56 !kernel_arg_base_type !57 !kernel_arg_type_qual !58 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.cfd_var_t, align 16
  %14 = alloca <3 x float>, align 16
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca %struct.cfd_var_t, align 16
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca <4 x float>, align 16
  %21 = alloca float, align 4
  %22 = alloca %struct.cfd_var_t, align 16
  %23 = alloca <3 x float>, align 16
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  store ptr addrspace(1) %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  %26 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %27 = trunc i64 %26 to i32
  store i32 %27, ptr %12, align 4
  %28 = load i32, ptr %12, align 4
  %29 = load i32, ptr %11, align 4
  %30 = icmp sge i32 %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %5
  br label %231

32:                                               ; preds = %5
  %33 = load ptr addrspace(1), ptr %9, align 8
  %34 = load i32, ptr %12, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %33, i64 %35
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %13, ptr addrspace(1) align 16 %36, i64 48, i1 false)
  %37 = getelementptr inbounds %struct.cfd_var_t, ptr %13, i32 0, i32 1
  %38 = load <4 x float>, ptr %37, align 16
  %39 = shufflevector <4 x float> %38, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %40 = getelementptr inbounds %struct.cfd_var_t, ptr %13, i32 0, i32 0
  %41 = load float, ptr %40, align 16
  %42 = insertelement <3 x float> poison, float %41, i64 0
  %43 = shufflevector <3 x float> %42, <3 x float> poison, <3 x i32> zeroinitializer
  %44 = fdiv <3 x float> %39, %43, !fpmath !23
  %45 = shufflevector <3 x float> %44, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %45, ptr %14, align 16
  %46 = load <4 x float>, ptr %14, align 16
  %47 = shufflevector <4 x float> %46, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %48 = load <4 x float>, ptr %14, align 16
  %49 = shufflevector <4 x float> %48, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %50 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %47, <3 x float> noundef %49) #8 [ "convergencectrl"(token %6) ]
  store float %50, ptr %15, align 4
  %51 = getelementptr inbounds %struct.cfd_var_t, ptr %13, i32 0, i32 0
  %52 = load float, ptr %51, align 16
  %53 = getelementptr inbounds %struct.cfd_var_t, ptr %13, i32 0, i32 2
  %54 = load float, ptr %53, align 16
  %55 = load float, ptr %15, align 4
  %56 = call spir_func float @pressure(float noundef %52, float noundef %54, float noundef %55) #9 [ "convergencectrl"(token %6) ]
  store float %56, ptr %16, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %17, i8 0, i64 48, i1 false)
  store i32 0, ptr %18, align 4
  br label %57

57:                                               ; preds = %223, %32
  %58 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %59 = load i32, ptr %18, align 4
  %60 = icmp slt i32 %59, 4
  br i1 %60, label %61, label %226

61:                                               ; preds = %57
  %62 = load ptr addrspace(1), ptr %7, align 8
  %63 = load i32, ptr %12, align 4
  %64 = mul nsw i32 %63, 4
  %65 = load i32, ptr %18, align 4
  %66 = add nsw i32 %64, %65
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr addrspace(1) %62, i64 %67
  %69 = load i32, ptr addrspace(1) %68, align 4
  store i32 %69, ptr %19, align 4
  %70 = load ptr addrspace(1), ptr %8, align 8
  %71 = load i32, ptr %12, align 4
  %72 = mul nsw i32 %71, 4
  %73 = load i32, ptr %18, align 4
  %74 = add nsw i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds <4 x float>, ptr addrspace(1) %70, i64 %75
  %77 = load <4 x float>, ptr addrspace(1) %76, align 16
  store <4 x float> %77, ptr %20, align 16
  %78 = load <4 x float>, ptr %20, align 16
  %79 = shufflevector <4 x float> %78, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %80 = call spir_func float @_Z6lengthDv3_f(<3 x float> noundef %79) #8 [ "convergencectrl"(token %58) ]
  store float %80, ptr %21, align 4
  %81 = load i32, ptr %19, align 4
  %82 = icmp sge i32 %81, 0
  br i1 %82, label %83, label %187

83:                                               ; preds = %61
  %84 = load ptr addrspace(1), ptr %9, align 8
  %85 = load i32, ptr %19, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %84, i64 %86
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %22, ptr addrspace(1) align 16 %87, i64 48, i1 false)
  %88 = getelementptr inbounds %struct.cfd_var_t, ptr %22, i32 0, i32 1
  %89 = load <4 x float>, ptr %88, align 16
  %90 = shufflevector <4 x float> %89, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %91 = getelementptr inbounds %struct.cfd_var_t, ptr %22, i32 0, i32 0
  %92 = load float, ptr %91, align 16
  %93 = insertelement <3 x float> poison, float %92, i64 0
  %94 = shufflevector <3 x float> %93, <3 x float> poison, <3 x i32> zeroinitializer
  %95 = fdiv <3 x float> %90, %94, !fpmath !23
  %96 = shufflevector <3 x float> %95, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %96, ptr %23, align 16
  %97 = getelementptr inbounds %struct.cfd_var_t, ptr %22, i32 0, i32 0
  %98 = load float, ptr %97, align 16
  %99 = getelementptr inbounds %struct.cfd_var_t, ptr %22, i32 0, i32 2
  %100 = load float, ptr %99, align 16
  %101 = load <4 x float>, ptr %23, align 16
  %102 = shufflevector <4 x float> %101, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %103 = load <4 x float>, ptr %23, align 16
  %104 = shufflevector <4 x float> %103, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %105 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %102, <3 x float> noundef %104) #8 [ "convergencectrl"(token %58) ]
  %106 = call spir_func float @pressure(float noundef %98, float noundef %100, float noundef %105) #9 [ "convergencectrl"(token %58) ]
  store float %106, ptr %24, align 4
  %107 = load float, ptr %21, align 4
  %108 = fneg float %107
  %109 = fmul float %108, 0x3FC99999A0000000
  %110 = fmul float %109, 5.000000e-01
  %111 = load float, ptr %15, align 4
  %112 = call spir_func float @_Z4sqrtf(float noundef %111) #8 [ "convergencectrl"(token %58) ]
  %113 = load <4 x float>, ptr %23, align 16
  %114 = shufflevector <4 x float> %113, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %115 = load <4 x float>, ptr %23, align 16
  %116 = shufflevector <4 x float> %115, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %117 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %114, <3 x float> noundef %116) #8 [ "convergencectrl"(token %58) ]
  %118 = call spir_func float @_Z4sqrtf(float noundef %117) #8 [ "convergencectrl"(token %58) ]
  %119 = fadd float %112, %118
  %120 = fmul float %110, %119
  store float %120, ptr %25, align 4
  %121 = load float, ptr %25, align 4
  %122 = getelementptr inbounds %struct.cfd_var_t, ptr %13, i32 0, i32 0
  %123 = load float, ptr %122, align 16
  %124 = getelementptr inbounds %struct.cfd_var_t, ptr %22, i32 0, i32 0
  %125 = load float, ptr %124, align 16
  %126 = fsub float %123, %125
  %127 = getelementptr inbounds %struct.cfd_var_t, ptr %17, i32 0, i32 0
  %128 = load float, ptr %127, align 16
  %129 = call float @llvm.fmuladd.f32(float %121, float %126, float %128)
  store float %129, ptr %127, align 16
  %130 = load float, ptr %25, align 4
  %131 = getelementptr inbounds %struct.cfd_var_t, ptr %13, i32 0, i32 2
  %132 = load float, ptr %131, align 16
  %133 = getelementptr inbounds %struct.cfd_var_t, ptr %22, i32 0, i32 2
  %134 = load float, ptr %133, align 16
  %135 = fsub float %132, %134
  %136 = load <4 x float>, ptr %20, align 16
  %137 = shufflevector <4 x float> %136, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %138 = getelementptr inbounds %struct.cfd_var_t, ptr %13, i32 0, i32 2
  %139 = load float, ptr %138, align 16
  %140 = load float, ptr %16, align 4
  %141 = fadd float %139, %140
  %142 = insertelement <3 x float> poison, float %141, i64 0
  %143 = shufflevector <3 x float> %142, <3 x float> poison, <3 x i32> zeroinitializer
  %144 = load <4 x float>, ptr %14, align 16
  %145 = shufflevector <4 x float> %144, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %146 = getelementptr inbounds %struct.cfd_var_t, ptr %22, i32 0, i32 2
  %147 = load float, ptr %146, align 16
  %148 = load float, ptr %24, align 4
  %149 = fadd float %147, %148
  %150 = insertelement <3 x float> poison, float %149, i64 0
  %151 = shufflevector <3 x float> %150, <3 x float> poison, <3 x i32> zeroinitializer
  %152 = load <4 x float>, ptr %23, align 16
  %153 = shufflevector <4 x float> %152, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %154 = fmul <3 x float> %151, %153
  %155 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %143, <3 x float> %145, <3 x float> %154)
  %156 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %137, <3 x float> noundef %155) #8 [ "convergencectrl"(token %58) ]
  %157 = fmul float 5.000000e-01, %156
  %158 = call float @llvm.fmuladd.f32(float %130, float %135, float %157)
  %159 = getelementptr inbounds %struct.cfd_var_t, ptr %17, i32 0, i32 2
  %160 = load float, ptr %159, align 16
  %161 = fadd float %160, %158
  store float %161, ptr %159, align 16
  %162 = load float, ptr %25, align 4
  %163 = insertelement <3 x float> poison, float %162, i64 0
  %164 = shufflevector <3 x float> %163, <3 x float> poison, <3 x i32> zeroinitializer
  %165 = getelementptr inbounds %struct.cfd_var_t, ptr %13, i32 0, i32 1
  %166 = load <4 x float>, ptr %165, align 16
  %167 = shufflevector <4 x float> %166, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %168 = getelementptr inbounds %struct.cfd_var_t, ptr %22, i32 0, i32 1
  %169 = load <4 x float>, ptr %168, align 16
  %170 = shufflevector <4 x float> %169, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %171 = fsub <3 x float> %167, %170
  %172 = load <4 x float>, ptr %20, align 16
  %173 = shufflevector <4 x float> %172, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %174 = fmul <3 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, %173
  %175 = load float, ptr %16, align 4
  %176 = load float, ptr %24, align 4
  %177 = fadd float %175, %176
  %178 = insertelement <3 x float> poison, float %177, i64 0
  %179 = shufflevector <3 x float> %178, <3 x float> poison, <3 x i32> zeroinitializer
  %180 = fmul <3 x float> %174, %179
  %181 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %164, <3 x float> %171, <3 x float> %180)
  %182 = getelementptr inbounds %struct.cfd_var_t, ptr %17, i32 0, i32 1
  %183 = load <4 x float>, ptr %182, align 16
  %184 = shufflevector <4 x float> %183, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %185 = fadd <3 x float> %184, %181
  %186 = shufflevector <3 x float> %185, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %186, ptr %182, align 16
  br label %222

187:                                              ; preds = %61
  %188 = load i32, ptr %19, align 4
  %189 = icmp eq i32 %188, -1
  br i1 %189, label %190, label %201

190:                                              ; preds = %187
  %191 = load <4 x float>, ptr %20, align 16
  %192 = shufflevector <4 x float> %191, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %193 = load float, ptr %16, align 4
  %194 = insertelement <3 x float> poison, float %193, i64 0
  %195 = shufflevector <3 x float> %194, <3 x float> poison, <3 x i32> zeroinitializer
  %196 = getelementptr inbounds %struct.cfd_var_t, ptr %17, i32 0, i32 1
  %197 = load <4 x float>, ptr %196, align 16
  %198 = shufflevector <4 x float> %197, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %199 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %192, <3 x float> %195, <3 x float> %198)
  %200 = shufflevector <3 x float> %199, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %200, ptr %196, align 16
  br label %221

201:                                              ; preds = %187
  %202 = load i32, ptr %19, align 4
  %203 = icmp eq i32 %202, -2
  br i1 %203, label %204, label %220

204:                                              ; preds = %201
  %205 = load <4 x float>, ptr %20, align 16
  %206 = shufflevector <4 x float> %205, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %207 = load float, ptr %16, align 4
  %208 = fsub float %207, 1.000000e+00
  %209 = insertelement <3 x float> poison, float %208, i64 0
  %210 = shufflevector <3 x float> %209, <3 x float> poison, <3 x i32> zeroinitializer
  %211 = getelementptr inbounds %struct.cfd_var_t, ptr %17, i32 0, i32 1
  %212 = load <4 x float>, ptr %211, align 16
  %213 = shufflevector <4 x float> %212, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %214 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %206, <3 x float> %210, <3 x float> %213)
  %215 = shufflevector <3 x float> %214, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %215, ptr %211, align 16
  %216 = load float, ptr %21, align 4
  %217 = getelementptr inbounds %struct.cfd_var_t, ptr %17, i32 0, i32 0
  %218 = load float, ptr %217, align 16
  %219 = call float @llvm.fmuladd.f32(float 0x3FB99999A0000000, float %216, float %218)
  store float %219, ptr %217, align 16
  br label %220

220:                                              ; preds = %204, %201
  br label %221

221:                                              ; preds = %220, %190
  br label %222

222:                                              ; preds = %221, %83
  br label %223

223:                                              ; preds = %222
  %224 = load i32, ptr %18, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %18, align 4
  br label %57

226:                                              ; preds = %57
  %227 = load ptr addrspace(1), ptr %10, align 8
  %228 = load i32, ptr %12, align 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %227, i64 %229
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 16 %230, ptr align 16 %17, i64 48, i1 false)
  br label %231

231:                                              ; preds = %226, %31
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @pressure(float noundef %0, float noundef %1, float noundef %2) #0 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  store float %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store float %2, ptr %7, align 4
  %8 = load float, ptr %6, align 4
  %9 = load float, ptr %5, align 4
  %10 = fmul float 5.000000e-01, %9
  %11 = load float, ptr %7, align 4
  %12 = fneg float %10
  %13 = call float @llvm.fmuladd.f32(float %12, float %11, float %8)
  %14 = fmul float 0x3FD99999A0000000, %13
  ret float %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z6lengthDv3_f(<3 x float> noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3maxii(i32 noundef, i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"node_t*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!7 = !{!"const", !"const", !"", !"", !"const", !"", !""}
!8 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"char*", !"char*", !"char*", !"char*", !"int"}
!11 = !{!"", !"", !"", !"", !""}
!12 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0}
!13 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!14 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!15 = !{!"const", !"const", !"", !"", !"", !""}
!16 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 1}
!17 = !{!"float*", !"int", !"float*", !"int", !"float*", !"float*"}
!18 = !{!"", !"", !"const", !"", !"", !""}
!19 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!20 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!21 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int", !"float", !"float", !"float", !"float", !"float"}
!22 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!23 = !{float 2.500000e+00}
!24 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0, i32 0, i32 0, i32 0}
!25 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!26 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int", !"int", !"int", !"int"}
!27 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !""}
!28 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!29 = !{!"int*", !"int*", !"int", !"int", !"int", !"int"}
!30 = !{!"const", !"", !"", !"", !"", !""}
!31 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!32 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int", !"float"}
!33 = !{!"const", !"", !"", !"", !"", !"", !"", !"", !""}
!34 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!35 = !{!"float*", !"float*", !"int*", !"int", !"int", !"int"}
!36 = !{i32 1, i32 3, i32 0, i32 0}
!37 = !{!"none", !"none", !"none", !"none"}
!38 = !{!"float*", !"float*", !"int", !"int"}
!39 = !{!"", !"", !"", !""}
!40 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!41 = !{!"latlong_t*", !"float*", !"int", !"float", !"float"}
!42 = !{!"const", !"", !"", !"", !""}
!43 = !{i32 1, i32 1, i32 0, i32 0}
!44 = !{!"const", !"", !"", !""}
!45 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!46 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!47 = !{!"", !"", !"const", !"", !""}
!48 = !{!"bnode_t*", !"int*", !"int*", !"int*", !"int"}
!49 = !{!"const", !"const", !"", !"", !""}
!50 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!51 = !{!"const", !"const", !"const", !"const", !"", !"", !""}
!52 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!53 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!54 = !{!"float*", !"float*", !"int*", !"float*", !"float*", !"char*", !"int", !"int", !"int", !"int"}
!55 = !{!"const", !"const", !"const", !"const", !"", !"", !"", !"", !"", !""}
!56 = !{!"int*", !"float4*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!57 = !{!"int*", !"float __attribute__((ext_vector_type(4)))*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!58 = !{!"const", !"const", !"const", !"", !""}
