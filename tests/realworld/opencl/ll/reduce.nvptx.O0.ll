source_filename = "src/reduce.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local i32 @hash32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 16
  %5 = load i32, ptr %2, align 4
  %6 = xor i32 %5, %4
  store i32 %6, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = mul i32 %7, 2146121005
  store i32 %8, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = lshr i32 %9, 15
  %11 = load i32, ptr %2, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr %2, align 4
  %13 = load i32, ptr %2, align 4
  %14 = mul i32 %13, -2073254261
  store i32 %14, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = lshr i32 %15, 16
  %17 = load i32, ptr %2, align 4
  %18 = xor i32 %17, %16
  store i32 %18, ptr %2, align 4
  %19 = load i32, ptr %2, align 4
  ret i32 %19
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @reduce_sum(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(3), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(3) %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %9, align 4
  %17 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %10, align 4
  %19 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %11, align 4
  store float 0.000000e+00, ptr %12, align 4
  %21 = load i32, ptr %9, align 4
  store i32 %21, ptr %13, align 4
  br label %22

22:                                               ; preds = %34, %4
  %23 = load i32, ptr %13, align 4
  %24 = load i32, ptr %8, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %40

26:                                               ; preds = %22
  %27 = load ptr addrspace(1), ptr %5, align 8
  %28 = load i32, ptr %13, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %27, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4
  %32 = load float, ptr %12, align 4
  %33 = fadd float %32, %31
  store float %33, ptr %12, align 4
  br label %34

34:                                               ; preds = %26
  %35 = call i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %36 = load i32, ptr %13, align 4
  %37 = sext i32 %36 to i64
  %38 = add i64 %37, %35
  %39 = trunc i64 %38 to i32
  store i32 %39, ptr %13, align 4
  br label %22

40:                                               ; preds = %22
  %41 = load float, ptr %12, align 4
  %42 = load ptr addrspace(3), ptr %7, align 8
  %43 = load i32, ptr %10, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(3) %42, i64 %44
  store float %41, ptr addrspace(3) %45, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  %46 = load i32, ptr %11, align 4
  %47 = sdiv i32 %46, 2
  store i32 %47, ptr %14, align 4
  br label %48

48:                                               ; preds = %70, %40
  %49 = load i32, ptr %14, align 4
  %50 = icmp sgt i32 %49, 0
  br i1 %50, label %51, label %73

51:                                               ; preds = %48
  %52 = load i32, ptr %10, align 4
  %53 = load i32, ptr %14, align 4
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %55, label %69

55:                                               ; preds = %51
  %56 = load ptr addrspace(3), ptr %7, align 8
  %57 = load i32, ptr %10, align 4
  %58 = load i32, ptr %14, align 4
  %59 = add nsw i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(3) %56, i64 %60
  %62 = load float, ptr addrspace(3) %61, align 4
  %63 = load ptr addrspace(3), ptr %7, align 8
  %64 = load i32, ptr %10, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(3) %63, i64 %65
  %67 = load float, ptr addrspace(3) %66, align 4
  %68 = fadd float %67, %62
  store float %68, ptr addrspace(3) %66, align 4
  br label %69

69:                                               ; preds = %55, %51
  call void @_Z7barrierj(i32 noundef 1) #5
  br label %70

70:                                               ; preds = %69
  %71 = load i32, ptr %14, align 4
  %72 = ashr i32 %71, 1
  store i32 %72, ptr %14, align 4
  br label %48

73:                                               ; preds = %48
  %74 = load i32, ptr %10, align 4
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %76, label %83

76:                                               ; preds = %73
  %77 = load ptr addrspace(3), ptr %7, align 8
  %78 = getelementptr inbounds float, ptr addrspace(3) %77, i64 0
  %79 = load float, ptr addrspace(3) %78, align 4
  %80 = load ptr addrspace(1), ptr %6, align 8
  %81 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %82 = getelementptr inbounds float, ptr addrspace(1) %80, i64 %81
  store float %79, ptr addrspace(1) %82, align 4
  br label %83

83:                                               ; preds = %76, %73
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @reduce_unrolled(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(3), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(3) %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %13 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %9, align 4
  %15 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %16 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %17 = mul i64 %16, 2
  %18 = mul i64 %15, %17
  %19 = load i32, ptr %9, align 4
  %20 = zext i32 %19 to i64
  %21 = add i64 %18, %20
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %10, align 4
  %23 = load i32, ptr %10, align 4
  %24 = load i32, ptr %8, align 4
  %25 = icmp ult i32 %23, %24
  br i1 %25, label %26, label %32

26:                                               ; preds = %4
  %27 = load ptr addrspace(1), ptr %5, align 8
  %28 = load i32, ptr %10, align 4
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %27, i64 %29
  %31 = load i32, ptr addrspace(1) %30, align 4
  br label %33

32:                                               ; preds = %4
  br label %33

33:                                               ; preds = %32, %26
  %34 = phi i32 [ %31, %26 ], [ 0, %32 ]
  store i32 %34, ptr %11, align 4
  %35 = load i32, ptr %10, align 4
  %36 = zext i32 %35 to i64
  %37 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %38 = add i64 %36, %37
  %39 = load i32, ptr %8, align 4
  %40 = zext i32 %39 to i64
  %41 = icmp ult i64 %38, %40
  br i1 %41, label %42, label %52

42:                                               ; preds = %33
  %43 = load ptr addrspace(1), ptr %5, align 8
  %44 = load i32, ptr %10, align 4
  %45 = zext i32 %44 to i64
  %46 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %47 = add i64 %45, %46
  %48 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4
  %50 = load i32, ptr %11, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %11, align 4
  br label %52

52:                                               ; preds = %42, %33
  %53 = load i32, ptr %11, align 4
  %54 = load ptr addrspace(3), ptr %7, align 8
  %55 = load i32, ptr %9, align 4
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(3) %54, i64 %56
  store volatile i32 %53, ptr addrspace(3) %57, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  %58 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %59 = udiv i64 %58, 2
  %60 = trunc i64 %59 to i32
  store i32 %60, ptr %12, align 4
  br label %61

61:                                               ; preds = %83, %52
  %62 = load i32, ptr %12, align 4
  %63 = icmp ugt i32 %62, 32
  br i1 %63, label %64, label %86

64:                                               ; preds = %61
  %65 = load i32, ptr %9, align 4
  %66 = load i32, ptr %12, align 4
  %67 = icmp ult i32 %65, %66
  br i1 %67, label %68, label %82

68:                                               ; preds = %64
  %69 = load i32, ptr %11, align 4
  %70 = load ptr addrspace(3), ptr %7, align 8
  %71 = load i32, ptr %9, align 4
  %72 = load i32, ptr %12, align 4
  %73 = add i32 %71, %72
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr addrspace(3) %70, i64 %74
  %76 = load volatile i32, ptr addrspace(3) %75, align 4
  %77 = add nsw i32 %69, %76
  store i32 %77, ptr %11, align 4
  %78 = load ptr addrspace(3), ptr %7, align 8
  %79 = load i32, ptr %9, align 4
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr addrspace(3) %78, i64 %80
  store volatile i32 %77, ptr addrspace(3) %81, align 4
  br label %82

82:                                               ; preds = %68, %64
  call void @_Z7barrierj(i32 noundef 1) #5
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr %12, align 4
  %85 = lshr i32 %84, 1
  store i32 %85, ptr %12, align 4
  br label %61

86:                                               ; preds = %61
  %87 = load i32, ptr %9, align 4
  %88 = icmp ult i32 %87, 32
  br i1 %88, label %89, label %162

89:                                               ; preds = %86
  %90 = load i32, ptr %11, align 4
  %91 = load ptr addrspace(3), ptr %7, align 8
  %92 = load i32, ptr %9, align 4
  %93 = add i32 %92, 32
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr addrspace(3) %91, i64 %94
  %96 = load volatile i32, ptr addrspace(3) %95, align 4
  %97 = add nsw i32 %90, %96
  store i32 %97, ptr %11, align 4
  %98 = load ptr addrspace(3), ptr %7, align 8
  %99 = load i32, ptr %9, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr addrspace(3) %98, i64 %100
  store volatile i32 %97, ptr addrspace(3) %101, align 4
  %102 = load i32, ptr %11, align 4
  %103 = load ptr addrspace(3), ptr %7, align 8
  %104 = load i32, ptr %9, align 4
  %105 = add i32 %104, 16
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr addrspace(3) %103, i64 %106
  %108 = load volatile i32, ptr addrspace(3) %107, align 4
  %109 = add nsw i32 %102, %108
  store i32 %109, ptr %11, align 4
  %110 = load ptr addrspace(3), ptr %7, align 8
  %111 = load i32, ptr %9, align 4
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds i32, ptr addrspace(3) %110, i64 %112
  store volatile i32 %109, ptr addrspace(3) %113, align 4
  %114 = load i32, ptr %11, align 4
  %115 = load ptr addrspace(3), ptr %7, align 8
  %116 = load i32, ptr %9, align 4
  %117 = add i32 %116, 8
  %118 = zext i32 %117 to i64
  %119 = getelementptr inbounds i32, ptr addrspace(3) %115, i64 %118
  %120 = load volatile i32, ptr addrspace(3) %119, align 4
  %121 = add nsw i32 %114, %120
  store i32 %121, ptr %11, align 4
  %122 = load ptr addrspace(3), ptr %7, align 8
  %123 = load i32, ptr %9, align 4
  %124 = zext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr addrspace(3) %122, i64 %124
  store volatile i32 %121, ptr addrspace(3) %125, align 4
  %126 = load i32, ptr %11, align 4
  %127 = load ptr addrspace(3), ptr %7, align 8
  %128 = load i32, ptr %9, align 4
  %129 = add i32 %128, 4
  %130 = zext i32 %129 to i64
  %131 = getelementptr inbounds i32, ptr addrspace(3) %127, i64 %130
  %132 = load volatile i32, ptr addrspace(3) %131, align 4
  %133 = add nsw i32 %126, %132
  store i32 %133, ptr %11, align 4
  %134 = load ptr addrspace(3), ptr %7, align 8
  %135 = load i32, ptr %9, align 4
  %136 = zext i32 %135 to i64
  %137 = getelementptr inbounds i32, ptr addrspace(3) %134, i64 %136
  store volatile i32 %133, ptr addrspace(3) %137, align 4
  %138 = load i32, ptr %11, align 4
  %139 = load ptr addrspace(3), ptr %7, align 8
  %140 = load i32, ptr %9, align 4
  %141 = add i32 %140, 2
  %142 = zext i32 %141 to i64
  %143 = getelementptr inbounds i32, ptr addrspace(3) %139, i64 %142
  %144 = load volatile i32, ptr addrspace(3) %143, align 4
  %145 = add nsw i32 %138, %144
  store i32 %145, ptr %11, align 4
  %146 = load ptr addrspace(3), ptr %7, align 8
  %147 = load i32, ptr %9, align 4
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds i32, ptr addrspace(3) %146, i64 %148
  store volatile i32 %145, ptr addrspace(3) %149, align 4
  %150 = load i32, ptr %11, align 4
  %151 = load ptr addrspace(3), ptr %7, align 8
  %152 = load i32, ptr %9, align 4
  %153 = add i32 %152, 1
  %154 = zext i32 %153 to i64
  %155 = getelementptr inbounds i32, ptr addrspace(3) %151, i64 %154
  %156 = load volatile i32, ptr addrspace(3) %155, align 4
  %157 = add nsw i32 %150, %156
  store i32 %157, ptr %11, align 4
  %158 = load ptr addrspace(3), ptr %7, align 8
  %159 = load i32, ptr %9, align 4
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds i32, ptr addrspace(3) %158, i64 %160
  store volatile i32 %157, ptr addrspace(3) %161, align 4
  br label %162

162:                                              ; preds = %89, %86
  %163 = load i32, ptr %9, align 4
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %165, label %172

165:                                              ; preds = %162
  %166 = load ptr addrspace(3), ptr %7, align 8
  %167 = getelementptr inbounds i32, ptr addrspace(3) %166, i64 0
  %168 = load volatile i32, ptr addrspace(3) %167, align 4
  %169 = load ptr addrspace(1), ptr %6, align 8
  %170 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %171 = getelementptr inbounds i32, ptr addrspace(1) %169, i64 %170
  store i32 %168, ptr addrspace(1) %171, align 4
  br label %172

172:                                              ; preds = %165, %162
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @reduce_subgroup(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr %7, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %3
  %15 = load ptr addrspace(1), ptr %4, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4
  br label %21

20:                                               ; preds = %3
  br label %21

21:                                               ; preds = %20, %14
  %22 = phi i32 [ %19, %14 ], [ 0, %20 ]
  store i32 %22, ptr %8, align 4
  %23 = load ptr addrspace(1), ptr %5, align 8
  %24 = load i32, ptr %8, align 4
  %25 = call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %23, i32 noundef %24) #5
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @reduce_workgroup(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !15 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !17 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %10 = load ptr addrspace(1), ptr %4, align 8
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %12 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4
  store i32 %13, ptr %7, align 4
  %14 = load i32, ptr %7, align 4
  %15 = call i32 @_Z21work_group_reduce_addi(i32 noundef %14) #5
  store i32 %15, ptr %8, align 4
  %16 = load i32, ptr %7, align 4
  %17 = call i32 @_Z21work_group_reduce_maxi(i32 noundef %16) #5
  store i32 %17, ptr %9, align 4
  %18 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %20, label %29

20:                                               ; preds = %3
  %21 = load i32, ptr %8, align 4
  %22 = load ptr addrspace(1), ptr %5, align 8
  %23 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %24 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %23
  store i32 %21, ptr addrspace(1) %24, align 4
  %25 = load i32, ptr %9, align 4
  %26 = load ptr addrspace(1), ptr %6, align 8
  %27 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %28 = getelementptr inbounds i32, ptr addrspace(1) %26, i64 %27
  store i32 %25, ptr addrspace(1) %28, align 4
  br label %29

29:                                               ; preds = %20, %3
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z21work_group_reduce_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z21work_group_reduce_maxi(i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5}
!opencl.ocl.version = !{!6}

!0 = !{ptr @reduce_sum, !"kernel", i32 1}
!1 = !{ptr @reduce_unrolled, !"kernel", i32 1}
!2 = !{ptr @reduce_subgroup, !"kernel", i32 1}
!3 = !{ptr @reduce_workgroup, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"clang-19"}
!8 = !{i32 1, i32 1, i32 3, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*", !"int"}
!11 = !{!"const", !"", !"", !""}
!12 = !{!"int*", !"int*", !"int*", !"uint"}
!13 = !{!"const", !"", !"volatile", !""}
!14 = !{i32 1, i32 1, i32 0}
!15 = !{!"none", !"none", !"none"}
!16 = !{!"int*", !"int*", !"int"}
!17 = !{!"const", !"", !""}
!18 = !{i32 1, i32 1, i32 1}
!19 = !{!"int*", !"int*", !"int*"}
