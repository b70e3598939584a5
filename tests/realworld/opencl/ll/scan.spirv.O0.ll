source_filename = "src/scan.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

@compact_positive.base = internal addrspace(3) global i32 undef, align 4

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
define spir_kernel void @scan_hillis_steele(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(3) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %14 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr %10, align 4
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %11, align 4
  %18 = load i32, ptr %11, align 4
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %27

21:                                               ; preds = %4
  %22 = load ptr addrspace(1), ptr %6, align 8
  %23 = load i32, ptr %11, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4
  br label %28

27:                                               ; preds = %4
  br label %28

28:                                               ; preds = %27, %21
  %29 = phi i32 [ %26, %21 ], [ 0, %27 ]
  %30 = load ptr addrspace(3), ptr %8, align 8
  %31 = load i32, ptr %10, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(3) %30, i64 %32
  store i32 %29, ptr addrspace(3) %33, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  store i32 1, ptr %12, align 4
  br label %34

34:                                               ; preds = %62, %28
  %35 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %36 = load i32, ptr %12, align 4
  %37 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %35) ]
  %38 = trunc i64 %37 to i32
  %39 = icmp slt i32 %36, %38
  br i1 %39, label %40, label %65

40:                                               ; preds = %34
  %41 = load i32, ptr %10, align 4
  %42 = load i32, ptr %12, align 4
  %43 = icmp sge i32 %41, %42
  br i1 %43, label %44, label %52

44:                                               ; preds = %40
  %45 = load ptr addrspace(3), ptr %8, align 8
  %46 = load i32, ptr %10, align 4
  %47 = load i32, ptr %12, align 4
  %48 = sub nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(3) %45, i64 %49
  %51 = load i32, ptr addrspace(3) %50, align 4
  br label %53

52:                                               ; preds = %40
  br label %53

53:                                               ; preds = %52, %44
  %54 = phi i32 [ %51, %44 ], [ 0, %52 ]
  store i32 %54, ptr %13, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %35) ]
  %55 = load i32, ptr %13, align 4
  %56 = load ptr addrspace(3), ptr %8, align 8
  %57 = load i32, ptr %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr addrspace(3) %56, i64 %58
  %60 = load i32, ptr addrspace(3) %59, align 4
  %61 = add nsw i32 %60, %55
  store i32 %61, ptr addrspace(3) %59, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %35) ]
  br label %62

62:                                               ; preds = %53
  %63 = load i32, ptr %12, align 4
  %64 = shl i32 %63, 1
  store i32 %64, ptr %12, align 4
  br label %34

65:                                               ; preds = %34
  %66 = load i32, ptr %11, align 4
  %67 = load i32, ptr %9, align 4
  %68 = icmp slt i32 %66, %67
  br i1 %68, label %69, label %79

69:                                               ; preds = %65
  %70 = load ptr addrspace(3), ptr %8, align 8
  %71 = load i32, ptr %10, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr addrspace(3) %70, i64 %72
  %74 = load i32, ptr addrspace(3) %73, align 4
  %75 = load ptr addrspace(1), ptr %7, align 8
  %76 = load i32, ptr %11, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr addrspace(1) %75, i64 %77
  store i32 %74, ptr addrspace(1) %78, align 4
  br label %79

79:                                               ; preds = %69, %65
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @scan_blelloch(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(3), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(3) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %17 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %8, align 4
  store i32 1, ptr %9, align 4
  %19 = load ptr addrspace(1), ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = mul nsw i32 2, %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %19, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4
  %25 = load ptr addrspace(3), ptr %6, align 8
  %26 = load i32, ptr %8, align 4
  %27 = mul nsw i32 2, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(3) %25, i64 %28
  store i32 %24, ptr addrspace(3) %29, align 4
  %30 = load ptr addrspace(1), ptr %5, align 8
  %31 = load i32, ptr %8, align 4
  %32 = mul nsw i32 2, %31
  %33 = add nsw i32 %32, 1
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4
  %37 = load ptr addrspace(3), ptr %6, align 8
  %38 = load i32, ptr %8, align 4
  %39 = mul nsw i32 2, %38
  %40 = add nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(3) %37, i64 %41
  store i32 %36, ptr addrspace(3) %42, align 4
  %43 = load i32, ptr %7, align 4
  %44 = ashr i32 %43, 1
  store i32 %44, ptr %10, align 4
  br label %45

45:                                               ; preds = %80, %3
  %46 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %47 = load i32, ptr %10, align 4
  %48 = icmp sgt i32 %47, 0
  br i1 %48, label %49, label %83

49:                                               ; preds = %45
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %46) ]
  %50 = load i32, ptr %8, align 4
  %51 = load i32, ptr %10, align 4
  %52 = icmp slt i32 %50, %51
  br i1 %52, label %53, label %77

53:                                               ; preds = %49
  %54 = load i32, ptr %9, align 4
  %55 = load i32, ptr %8, align 4
  %56 = mul nsw i32 2, %55
  %57 = add nsw i32 %56, 1
  %58 = mul nsw i32 %54, %57
  %59 = sub nsw i32 %58, 1
  store i32 %59, ptr %11, align 4
  %60 = load i32, ptr %9, align 4
  %61 = load i32, ptr %8, align 4
  %62 = mul nsw i32 2, %61
  %63 = add nsw i32 %62, 2
  %64 = mul nsw i32 %60, %63
  %65 = sub nsw i32 %64, 1
  store i32 %65, ptr %12, align 4
  %66 = load ptr addrspace(3), ptr %6, align 8
  %67 = load i32, ptr %11, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr addrspace(3) %66, i64 %68
  %70 = load i32, ptr addrspace(3) %69, align 4
  %71 = load ptr addrspace(3), ptr %6, align 8
  %72 = load i32, ptr %12, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr addrspace(3) %71, i64 %73
  %75 = load i32, ptr addrspace(3) %74, align 4
  %76 = add nsw i32 %75, %70
  store i32 %76, ptr addrspace(3) %74, align 4
  br label %77

77:                                               ; preds = %53, %49
  %78 = load i32, ptr %9, align 4
  %79 = mul nsw i32 %78, 2
  store i32 %79, ptr %9, align 4
  br label %80

80:                                               ; preds = %77
  %81 = load i32, ptr %10, align 4
  %82 = ashr i32 %81, 1
  store i32 %82, ptr %10, align 4
  br label %45

83:                                               ; preds = %45
  %84 = load i32, ptr %8, align 4
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %92

86:                                               ; preds = %83
  %87 = load ptr addrspace(3), ptr %6, align 8
  %88 = load i32, ptr %7, align 4
  %89 = sub nsw i32 %88, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i32, ptr addrspace(3) %87, i64 %90
  store i32 0, ptr addrspace(3) %91, align 4
  br label %92

92:                                               ; preds = %86, %83
  store i32 1, ptr %13, align 4
  br label %93

93:                                               ; preds = %139, %92
  %94 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %95 = load i32, ptr %13, align 4
  %96 = load i32, ptr %7, align 4
  %97 = icmp slt i32 %95, %96
  br i1 %97, label %98, label %142

98:                                               ; preds = %93
  %99 = load i32, ptr %9, align 4
  %100 = ashr i32 %99, 1
  store i32 %100, ptr %9, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %94) ]
  %101 = load i32, ptr %8, align 4
  %102 = load i32, ptr %13, align 4
  %103 = icmp slt i32 %101, %102
  br i1 %103, label %104, label %138

104:                                              ; preds = %98
  %105 = load i32, ptr %9, align 4
  %106 = load i32, ptr %8, align 4
  %107 = mul nsw i32 2, %106
  %108 = add nsw i32 %107, 1
  %109 = mul nsw i32 %105, %108
  %110 = sub nsw i32 %109, 1
  store i32 %110, ptr %14, align 4
  %111 = load i32, ptr %9, align 4
  %112 = load i32, ptr %8, align 4
  %113 = mul nsw i32 2, %112
  %114 = add nsw i32 %113, 2
  %115 = mul nsw i32 %111, %114
  %116 = sub nsw i32 %115, 1
  store i32 %116, ptr %15, align 4
  %117 = load ptr addrspace(3), ptr %6, align 8
  %118 = load i32, ptr %14, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i32, ptr addrspace(3) %117, i64 %119
  %121 = load i32, ptr addrspace(3) %120, align 4
  store i32 %121, ptr %16, align 4
  %122 = load ptr addrspace(3), ptr %6, align 8
  %123 = load i32, ptr %15, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr addrspace(3) %122, i64 %124
  %126 = load i32, ptr addrspace(3) %125, align 4
  %127 = load ptr addrspace(3), ptr %6, align 8
  %128 = load i32, ptr %14, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr addrspace(3) %127, i64 %129
  store i32 %126, ptr addrspace(3) %130, align 4
  %131 = load i32, ptr %16, align 4
  %132 = load ptr addrspace(3), ptr %6, align 8
  %133 = load i32, ptr %15, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds i32, ptr addrspace(3) %132, i64 %134
  %136 = load i32, ptr addrspace(3) %135, align 4
  %137 = add nsw i32 %136, %131
  store i32 %137, ptr addrspace(3) %135, align 4
  br label %138

138:                                              ; preds = %104, %98
  br label %139

139:                                              ; preds = %138
  %140 = load i32, ptr %13, align 4
  %141 = mul nsw i32 %140, 2
  store i32 %141, ptr %13, align 4
  br label %93

142:                                              ; preds = %93
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %4) ]
  %143 = load ptr addrspace(3), ptr %6, align 8
  %144 = load i32, ptr %8, align 4
  %145 = mul nsw i32 2, %144
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i32, ptr addrspace(3) %143, i64 %146
  %148 = load i32, ptr addrspace(3) %147, align 4
  %149 = load ptr addrspace(1), ptr %5, align 8
  %150 = load i32, ptr %8, align 4
  %151 = mul nsw i32 2, %150
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i32, ptr addrspace(1) %149, i64 %152
  store i32 %148, ptr addrspace(1) %153, align 4
  %154 = load ptr addrspace(3), ptr %6, align 8
  %155 = load i32, ptr %8, align 4
  %156 = mul nsw i32 2, %155
  %157 = add nsw i32 %156, 1
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds i32, ptr addrspace(3) %154, i64 %158
  %160 = load i32, ptr addrspace(3) %159, align 4
  %161 = load ptr addrspace(1), ptr %5, align 8
  %162 = load i32, ptr %8, align 4
  %163 = mul nsw i32 2, %162
  %164 = add nsw i32 %163, 1
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds i32, ptr addrspace(1) %161, i64 %165
  store i32 %160, ptr addrspace(1) %166, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @scan_collectives(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !9 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %8, align 4
  %14 = load ptr addrspace(1), ptr %5, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4
  store i32 %18, ptr %9, align 4
  %19 = load i32, ptr %9, align 4
  %20 = call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %19) #6 [ "convergencectrl"(token %4) ]
  store i32 %20, ptr %10, align 4
  %21 = load i32, ptr %9, align 4
  %22 = call spir_func i32 @_Z28sub_group_scan_exclusive_maxi(i32 noundef %21) #6 [ "convergencectrl"(token %4) ]
  store i32 %22, ptr %11, align 4
  %23 = load i32, ptr %10, align 4
  %24 = load i32, ptr %11, align 4
  %25 = sub nsw i32 %23, %24
  %26 = load ptr addrspace(1), ptr %6, align 8
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %26, i64 %28
  store i32 %25, ptr addrspace(1) %29, align 4
  %30 = load i32, ptr %9, align 4
  %31 = call spir_func i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %30) #6 [ "convergencectrl"(token %4) ]
  %32 = load ptr addrspace(1), ptr %7, align 8
  %33 = load i32, ptr %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %32, i64 %34
  store i32 %31, ptr addrspace(1) %35, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28sub_group_scan_exclusive_maxi(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @compact_positive(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !9 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %8, align 4
  %15 = load ptr addrspace(1), ptr %5, align 8
  %16 = load i32, ptr %8, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4
  store i32 %19, ptr %9, align 4
  %20 = load i32, ptr %9, align 4
  %21 = icmp sgt i32 %20, 0
  %22 = zext i1 %21 to i32
  store i32 %22, ptr %10, align 4
  %23 = load i32, ptr %10, align 4
  %24 = call spir_func i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %23) #6 [ "convergencectrl"(token %4) ]
  store i32 %24, ptr %11, align 4
  %25 = load i32, ptr %10, align 4
  %26 = call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %25) #6 [ "convergencectrl"(token %4) ]
  store i32 %26, ptr %12, align 4
  %27 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %28 = icmp eq i64 %27, 0
  br i1 %28, label %29, label %33

29:                                               ; preds = %3
  %30 = load ptr addrspace(1), ptr %7, align 8
  %31 = load i32, ptr %12, align 4
  %32 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %30, i32 noundef %31) #6 [ "convergencectrl"(token %4) ]
  store i32 %32, ptr addrspace(3) @compact_positive.base, align 4
  br label %33

33:                                               ; preds = %29, %3
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %4) ]
  %34 = load i32, ptr %10, align 4
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %44

36:                                               ; preds = %33
  %37 = load i32, ptr %9, align 4
  %38 = load ptr addrspace(1), ptr %6, align 8
  %39 = load i32, ptr addrspace(3) @compact_positive.base, align 4
  %40 = load i32, ptr %11, align 4
  %41 = add nsw i32 %39, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(1) %38, i64 %42
  store i32 %37, ptr addrspace(1) %43, align 4
  br label %44

44:                                               ; preds = %36, %33
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_addi(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #4

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 3, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int"}
!7 = !{!"const", !"", !"", !""}
!8 = !{i32 1, i32 3, i32 0}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int"}
!11 = !{!"", !"", !""}
!12 = !{i32 1, i32 1, i32 1}
!13 = !{!"int*", !"int*", !"int*"}
!14 = !{!"const", !"", !""}
