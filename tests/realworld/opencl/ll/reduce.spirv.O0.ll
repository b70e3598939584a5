source_filename = "src/reduce.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

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
define spir_kernel void @reduce_sum(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(3) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %10, align 4
  %18 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %11, align 4
  %20 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %12, align 4
  store float 0.000000e+00, ptr %13, align 4
  %22 = load i32, ptr %10, align 4
  store i32 %22, ptr %14, align 4
  br label %23

23:                                               ; preds = %36, %4
  %24 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %25 = load i32, ptr %14, align 4
  %26 = load i32, ptr %9, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %42

28:                                               ; preds = %23
  %29 = load ptr addrspace(1), ptr %6, align 8
  %30 = load i32, ptr %14, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %29, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4
  %34 = load float, ptr %13, align 4
  %35 = fadd float %34, %33
  store float %35, ptr %13, align 4
  br label %36

36:                                               ; preds = %28
  %37 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %24) ]
  %38 = load i32, ptr %14, align 4
  %39 = sext i32 %38 to i64
  %40 = add i64 %39, %37
  %41 = trunc i64 %40 to i32
  store i32 %41, ptr %14, align 4
  br label %23

42:                                               ; preds = %23
  %43 = load float, ptr %13, align 4
  %44 = load ptr addrspace(3), ptr %8, align 8
  %45 = load i32, ptr %11, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(3) %44, i64 %46
  store float %43, ptr addrspace(3) %47, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %48 = load i32, ptr %12, align 4
  %49 = sdiv i32 %48, 2
  store i32 %49, ptr %15, align 4
  br label %50

50:                                               ; preds = %73, %42
  %51 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %52 = load i32, ptr %15, align 4
  %53 = icmp sgt i32 %52, 0
  br i1 %53, label %54, label %76

54:                                               ; preds = %50
  %55 = load i32, ptr %11, align 4
  %56 = load i32, ptr %15, align 4
  %57 = icmp slt i32 %55, %56
  br i1 %57, label %58, label %72

58:                                               ; preds = %54
  %59 = load ptr addrspace(3), ptr %8, align 8
  %60 = load i32, ptr %11, align 4
  %61 = load i32, ptr %15, align 4
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(3) %59, i64 %63
  %65 = load float, ptr addrspace(3) %64, align 4
  %66 = load ptr addrspace(3), ptr %8, align 8
  %67 = load i32, ptr %11, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(3) %66, i64 %68
  %70 = load float, ptr addrspace(3) %69, align 4
  %71 = fadd float %70, %65
  store float %71, ptr addrspace(3) %69, align 4
  br label %72

72:                                               ; preds = %58, %54
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %51) ]
  br label %73

73:                                               ; preds = %72
  %74 = load i32, ptr %15, align 4
  %75 = ashr i32 %74, 1
  store i32 %75, ptr %15, align 4
  br label %50

76:                                               ; preds = %50
  %77 = load i32, ptr %11, align 4
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %79, label %86

79:                                               ; preds = %76
  %80 = load ptr addrspace(3), ptr %8, align 8
  %81 = getelementptr inbounds float, ptr addrspace(3) %80, i64 0
  %82 = load float, ptr addrspace(3) %81, align 4
  %83 = load ptr addrspace(1), ptr %7, align 8
  %84 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %85 = getelementptr inbounds float, ptr addrspace(1) %83, i64 %84
  store float %82, ptr addrspace(1) %85, align 4
  br label %86

86:                                               ; preds = %79, %76
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @reduce_unrolled(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  %16 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %17 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %18 = mul i64 %17, 2
  %19 = mul i64 %16, %18
  %20 = load i32, ptr %10, align 4
  %21 = zext i32 %20 to i64
  %22 = add i64 %19, %21
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %11, align 4
  %24 = load i32, ptr %11, align 4
  %25 = load i32, ptr %9, align 4
  %26 = icmp ult i32 %24, %25
  br i1 %26, label %27, label %33

27:                                               ; preds = %4
  %28 = load ptr addrspace(1), ptr %6, align 8
  %29 = load i32, ptr %11, align 4
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %28, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4
  br label %34

33:                                               ; preds = %4
  br label %34

34:                                               ; preds = %33, %27
  %35 = phi i32 [ %32, %27 ], [ 0, %33 ]
  store i32 %35, ptr %12, align 4
  %36 = load i32, ptr %11, align 4
  %37 = zext i32 %36 to i64
  %38 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %39 = add i64 %37, %38
  %40 = load i32, ptr %9, align 4
  %41 = zext i32 %40 to i64
  %42 = icmp ult i64 %39, %41
  br i1 %42, label %43, label %53

43:                                               ; preds = %34
  %44 = load ptr addrspace(1), ptr %6, align 8
  %45 = load i32, ptr %11, align 4
  %46 = zext i32 %45 to i64
  %47 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %48 = add i64 %46, %47
  %49 = getelementptr inbounds i32, ptr addrspace(1) %44, i64 %48
  %50 = load i32, ptr addrspace(1) %49, align 4
  %51 = load i32, ptr %12, align 4
  %52 = add nsw i32 %51, %50
  store i32 %52, ptr %12, align 4
  br label %53

53:                                               ; preds = %43, %34
  %54 = load i32, ptr %12, align 4
  %55 = load ptr addrspace(3), ptr %8, align 8
  %56 = load i32, ptr %10, align 4
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(3) %55, i64 %57
  store volatile i32 %54, ptr addrspace(3) %58, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %59 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %60 = udiv i64 %59, 2
  %61 = trunc i64 %60 to i32
  store i32 %61, ptr %13, align 4
  br label %62

62:                                               ; preds = %85, %53
  %63 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %64 = load i32, ptr %13, align 4
  %65 = icmp ugt i32 %64, 32
  br i1 %65, label %66, label %88

66:                                               ; preds = %62
  %67 = load i32, ptr %10, align 4
  %68 = load i32, ptr %13, align 4
  %69 = icmp ult i32 %67, %68
  br i1 %69, label %70, label %84

70:                                               ; preds = %66
  %71 = load i32, ptr %12, align 4
  %72 = load ptr addrspace(3), ptr %8, align 8
  %73 = load i32, ptr %10, align 4
  %74 = load i32, ptr %13, align 4
  %75 = add i32 %73, %74
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr addrspace(3) %72, i64 %76
  %78 = load volatile i32, ptr addrspace(3) %77, align 4
  %79 = add nsw i32 %71, %78
  store i32 %79, ptr %12, align 4
  %80 = load ptr addrspace(3), ptr %8, align 8
  %81 = load i32, ptr %10, align 4
  %82 = zext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr addrspace(3) %80, i64 %82
  store volatile i32 %79, ptr addrspace(3) %83, align 4
  br label %84

84:                                               ; preds = %70, %66
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %63) ]
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %13, align 4
  %87 = lshr i32 %86, 1
  store i32 %87, ptr %13, align 4
  br label %62

88:                                               ; preds = %62
  %89 = load i32, ptr %10, align 4
  %90 = icmp ult i32 %89, 32
  br i1 %90, label %91, label %164

91:                                               ; preds = %88
  %92 = load i32, ptr %12, align 4
  %93 = load ptr addrspace(3), ptr %8, align 8
  %94 = load i32, ptr %10, align 4
  %95 = add i32 %94, 32
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr addrspace(3) %93, i64 %96
  %98 = load volatile i32, ptr addrspace(3) %97, align 4
  %99 = add nsw i32 %92, %98
  store i32 %99, ptr %12, align 4
  %100 = load ptr addrspace(3), ptr %8, align 8
  %101 = load i32, ptr %10, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr addrspace(3) %100, i64 %102
  store volatile i32 %99, ptr addrspace(3) %103, align 4
  %104 = load i32, ptr %12, align 4
  %105 = load ptr addrspace(3), ptr %8, align 8
  %106 = load i32, ptr %10, align 4
  %107 = add i32 %106, 16
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds i32, ptr addrspace(3) %105, i64 %108
  %110 = load volatile i32, ptr addrspace(3) %109, align 4
  %111 = add nsw i32 %104, %110
  store i32 %111, ptr %12, align 4
  %112 = load ptr addrspace(3), ptr %8, align 8
  %113 = load i32, ptr %10, align 4
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr addrspace(3) %112, i64 %114
  store volatile i32 %111, ptr addrspace(3) %115, align 4
  %116 = load i32, ptr %12, align 4
  %117 = load ptr addrspace(3), ptr %8, align 8
  %118 = load i32, ptr %10, align 4
  %119 = add i32 %118, 8
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr addrspace(3) %117, i64 %120
  %122 = load volatile i32, ptr addrspace(3) %121, align 4
  %123 = add nsw i32 %116, %122
  store i32 %123, ptr %12, align 4
  %124 = load ptr addrspace(3), ptr %8, align 8
  %125 = load i32, ptr %10, align 4
  %126 = zext i32 %125 to i64
  %127 = getelementptr inbounds i32, ptr addrspace(3) %124, i64 %126
  store volatile i32 %123, ptr addrspace(3) %127, align 4
  %128 = load i32, ptr %12, align 4
  %129 = load ptr addrspace(3), ptr %8, align 8
  %130 = load i32, ptr %10, align 4
  %131 = add i32 %130, 4
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr addrspace(3) %129, i64 %132
  %134 = load volatile i32, ptr addrspace(3) %133, align 4
  %135 = add nsw i32 %128, %134
  store i32 %135, ptr %12, align 4
  %136 = load ptr addrspace(3), ptr %8, align 8
  %137 = load i32, ptr %10, align 4
  %138 = zext i32 %137 to i64
  %139 = getelementptr inbounds i32, ptr addrspace(3) %136, i64 %138
  store volatile i32 %135, ptr addrspace(3) %139, align 4
  %140 = load i32, ptr %12, align 4
  %141 = load ptr addrspace(3), ptr %8, align 8
  %142 = load i32, ptr %10, align 4
  %143 = add i32 %142, 2
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds i32, ptr addrspace(3) %141, i64 %144
  %146 = load volatile i32, ptr addrspace(3) %145, align 4
  %147 = add nsw i32 %140, %146
  store i32 %147, ptr %12, align 4
  %148 = load ptr addrspace(3), ptr %8, align 8
  %149 = load i32, ptr %10, align 4
  %150 = zext i32 %149 to i64
  %151 = getelementptr inbounds i32, ptr addrspace(3) %148, i64 %150
  store volatile i32 %147, ptr addrspace(3) %151, align 4
  %152 = load i32, ptr %12, align 4
  %153 = load ptr addrspace(3), ptr %8, align 8
  %154 = load i32, ptr %10, align 4
  %155 = add i32 %154, 1
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds i32, ptr addrspace(3) %153, i64 %156
  %158 = load volatile i32, ptr addrspace(3) %157, align 4
  %159 = add nsw i32 %152, %158
  store i32 %159, ptr %12, align 4
  %160 = load ptr addrspace(3), ptr %8, align 8
  %161 = load i32, ptr %10, align 4
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds i32, ptr addrspace(3) %160, i64 %162
  store volatile i32 %159, ptr addrspace(3) %163, align 4
  br label %164

164:                                              ; preds = %91, %88
  %165 = load i32, ptr %10, align 4
  %166 = icmp eq i32 %165, 0
  br i1 %166, label %167, label %174

167:                                              ; preds = %164
  %168 = load ptr addrspace(3), ptr %8, align 8
  %169 = getelementptr inbounds i32, ptr addrspace(3) %168, i64 0
  %170 = load volatile i32, ptr addrspace(3) %169, align 4
  %171 = load ptr addrspace(1), ptr %7, align 8
  %172 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %173 = getelementptr inbounds i32, ptr addrspace(1) %171, i64 %172
  store i32 %170, ptr addrspace(1) %173, align 4
  br label %174

174:                                              ; preds = %167, %164
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @reduce_subgroup(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %8, align 4
  %13 = load i32, ptr %8, align 4
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %22

16:                                               ; preds = %3
  %17 = load ptr addrspace(1), ptr %5, align 8
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4
  br label %23

22:                                               ; preds = %3
  br label %23

23:                                               ; preds = %22, %16
  %24 = phi i32 [ %21, %16 ], [ 0, %22 ]
  store i32 %24, ptr %9, align 4
  %25 = load i32, ptr %9, align 4
  %26 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %25) #6 [ "convergencectrl"(token %4) ]
  store i32 %26, ptr %10, align 4
  %27 = call spir_func i32 @_Z22get_sub_group_local_idv() #6 [ "convergencectrl"(token %4) ]
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %33

29:                                               ; preds = %23
  %30 = load ptr addrspace(1), ptr %6, align 8
  %31 = load i32, ptr %10, align 4
  %32 = call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %30, i32 noundef %31) #6 [ "convergencectrl"(token %4) ]
  br label %33

33:                                               ; preds = %29, %23
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z22get_sub_group_local_idv() #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @reduce_workgroup(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !13 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  %11 = load ptr addrspace(1), ptr %5, align 8
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %13 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  store i32 %14, ptr %8, align 4
  %15 = load i32, ptr %8, align 4
  %16 = call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %15) #6 [ "convergencectrl"(token %4) ]
  store i32 %16, ptr %9, align 4
  %17 = load i32, ptr %8, align 4
  %18 = call spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef %17) #6 [ "convergencectrl"(token %4) ]
  store i32 %18, ptr %10, align 4
  %19 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %21, label %30

21:                                               ; preds = %3
  %22 = load i32, ptr %9, align 4
  %23 = load ptr addrspace(1), ptr %6, align 8
  %24 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %25 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %24
  store i32 %22, ptr addrspace(1) %25, align 4
  %26 = load i32, ptr %10, align 4
  %27 = load ptr addrspace(1), ptr %7, align 8
  %28 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %29 = getelementptr inbounds i32, ptr addrspace(1) %27, i64 %28
  store i32 %26, ptr addrspace(1) %29, align 4
  br label %30

30:                                               ; preds = %21, %3
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_addi(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef) #4

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
!6 = !{!"float*", !"float*", !"float*", !"int"}
!7 = !{!"const", !"", !"", !""}
!8 = !{!"int*", !"int*", !"int*", !"uint"}
!9 = !{!"const", !"", !"volatile", !""}
!10 = !{i32 1, i32 1, i32 0}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"int*", !"int*", !"int"}
!13 = !{!"const", !"", !""}
!14 = !{i32 1, i32 1, i32 1}
!15 = !{!"int*", !"int*", !"int*"}
