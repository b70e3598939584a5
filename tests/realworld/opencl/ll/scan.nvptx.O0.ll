source_filename = "src/scan.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@compact_positive.base = internal addrspace(3) global i32 undef, align 4

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
define dso_local spir_kernel void @scan_hillis_steele(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
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
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %10, align 4
  %17 = load i32, ptr %10, align 4
  %18 = load i32, ptr %8, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %4
  %21 = load ptr addrspace(1), ptr %5, align 8
  %22 = load i32, ptr %10, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4
  br label %27

26:                                               ; preds = %4
  br label %27

27:                                               ; preds = %26, %20
  %28 = phi i32 [ %25, %20 ], [ 0, %26 ]
  %29 = load ptr addrspace(3), ptr %7, align 8
  %30 = load i32, ptr %9, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(3) %29, i64 %31
  store i32 %28, ptr addrspace(3) %32, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  store i32 1, ptr %11, align 4
  br label %33

33:                                               ; preds = %60, %27
  %34 = load i32, ptr %11, align 4
  %35 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %36 = trunc i64 %35 to i32
  %37 = icmp slt i32 %34, %36
  br i1 %37, label %38, label %63

38:                                               ; preds = %33
  %39 = load i32, ptr %9, align 4
  %40 = load i32, ptr %11, align 4
  %41 = icmp sge i32 %39, %40
  br i1 %41, label %42, label %50

42:                                               ; preds = %38
  %43 = load ptr addrspace(3), ptr %7, align 8
  %44 = load i32, ptr %9, align 4
  %45 = load i32, ptr %11, align 4
  %46 = sub nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(3) %43, i64 %47
  %49 = load i32, ptr addrspace(3) %48, align 4
  br label %51

50:                                               ; preds = %38
  br label %51

51:                                               ; preds = %50, %42
  %52 = phi i32 [ %49, %42 ], [ 0, %50 ]
  store i32 %52, ptr %12, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  %53 = load i32, ptr %12, align 4
  %54 = load ptr addrspace(3), ptr %7, align 8
  %55 = load i32, ptr %9, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(3) %54, i64 %56
  %58 = load i32, ptr addrspace(3) %57, align 4
  %59 = add nsw i32 %58, %53
  store i32 %59, ptr addrspace(3) %57, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  br label %60

60:                                               ; preds = %51
  %61 = load i32, ptr %11, align 4
  %62 = shl i32 %61, 1
  store i32 %62, ptr %11, align 4
  br label %33

63:                                               ; preds = %33
  %64 = load i32, ptr %10, align 4
  %65 = load i32, ptr %8, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %77

67:                                               ; preds = %63
  %68 = load ptr addrspace(3), ptr %7, align 8
  %69 = load i32, ptr %9, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr addrspace(3) %68, i64 %70
  %72 = load i32, ptr addrspace(3) %71, align 4
  %73 = load ptr addrspace(1), ptr %6, align 8
  %74 = load i32, ptr %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr addrspace(1) %73, i64 %75
  store i32 %72, ptr addrspace(1) %76, align 4
  br label %77

77:                                               ; preds = %67, %63
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @scan_blelloch(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(3), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(3) %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %16 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %7, align 4
  store i32 1, ptr %8, align 4
  %18 = load ptr addrspace(1), ptr %4, align 8
  %19 = load i32, ptr %7, align 4
  %20 = mul nsw i32 2, %19
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = load ptr addrspace(3), ptr %5, align 8
  %25 = load i32, ptr %7, align 4
  %26 = mul nsw i32 2, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(3) %24, i64 %27
  store i32 %23, ptr addrspace(3) %28, align 4
  %29 = load ptr addrspace(1), ptr %4, align 8
  %30 = load i32, ptr %7, align 4
  %31 = mul nsw i32 2, %30
  %32 = add nsw i32 %31, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %33
  %35 = load i32, ptr addrspace(1) %34, align 4
  %36 = load ptr addrspace(3), ptr %5, align 8
  %37 = load i32, ptr %7, align 4
  %38 = mul nsw i32 2, %37
  %39 = add nsw i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(3) %36, i64 %40
  store i32 %35, ptr addrspace(3) %41, align 4
  %42 = load i32, ptr %6, align 4
  %43 = ashr i32 %42, 1
  store i32 %43, ptr %9, align 4
  br label %44

44:                                               ; preds = %78, %3
  %45 = load i32, ptr %9, align 4
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %81

47:                                               ; preds = %44
  call void @_Z7barrierj(i32 noundef 1) #5
  %48 = load i32, ptr %7, align 4
  %49 = load i32, ptr %9, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %75

51:                                               ; preds = %47
  %52 = load i32, ptr %8, align 4
  %53 = load i32, ptr %7, align 4
  %54 = mul nsw i32 2, %53
  %55 = add nsw i32 %54, 1
  %56 = mul nsw i32 %52, %55
  %57 = sub nsw i32 %56, 1
  store i32 %57, ptr %10, align 4
  %58 = load i32, ptr %8, align 4
  %59 = load i32, ptr %7, align 4
  %60 = mul nsw i32 2, %59
  %61 = add nsw i32 %60, 2
  %62 = mul nsw i32 %58, %61
  %63 = sub nsw i32 %62, 1
  store i32 %63, ptr %11, align 4
  %64 = load ptr addrspace(3), ptr %5, align 8
  %65 = load i32, ptr %10, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr addrspace(3) %64, i64 %66
  %68 = load i32, ptr addrspace(3) %67, align 4
  %69 = load ptr addrspace(3), ptr %5, align 8
  %70 = load i32, ptr %11, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr addrspace(3) %69, i64 %71
  %73 = load i32, ptr addrspace(3) %72, align 4
  %74 = add nsw i32 %73, %68
  store i32 %74, ptr addrspace(3) %72, align 4
  br label %75

75:                                               ; preds = %51, %47
  %76 = load i32, ptr %8, align 4
  %77 = mul nsw i32 %76, 2
  store i32 %77, ptr %8, align 4
  br label %78

78:                                               ; preds = %75
  %79 = load i32, ptr %9, align 4
  %80 = ashr i32 %79, 1
  store i32 %80, ptr %9, align 4
  br label %44

81:                                               ; preds = %44
  %82 = load i32, ptr %7, align 4
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %84, label %90

84:                                               ; preds = %81
  %85 = load ptr addrspace(3), ptr %5, align 8
  %86 = load i32, ptr %6, align 4
  %87 = sub nsw i32 %86, 1
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr addrspace(3) %85, i64 %88
  store i32 0, ptr addrspace(3) %89, align 4
  br label %90

90:                                               ; preds = %84, %81
  store i32 1, ptr %12, align 4
  br label %91

91:                                               ; preds = %136, %90
  %92 = load i32, ptr %12, align 4
  %93 = load i32, ptr %6, align 4
  %94 = icmp slt i32 %92, %93
  br i1 %94, label %95, label %139

95:                                               ; preds = %91
  %96 = load i32, ptr %8, align 4
  %97 = ashr i32 %96, 1
  store i32 %97, ptr %8, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  %98 = load i32, ptr %7, align 4
  %99 = load i32, ptr %12, align 4
  %100 = icmp slt i32 %98, %99
  br i1 %100, label %101, label %135

101:                                              ; preds = %95
  %102 = load i32, ptr %8, align 4
  %103 = load i32, ptr %7, align 4
  %104 = mul nsw i32 2, %103
  %105 = add nsw i32 %104, 1
  %106 = mul nsw i32 %102, %105
  %107 = sub nsw i32 %106, 1
  store i32 %107, ptr %13, align 4
  %108 = load i32, ptr %8, align 4
  %109 = load i32, ptr %7, align 4
  %110 = mul nsw i32 2, %109
  %111 = add nsw i32 %110, 2
  %112 = mul nsw i32 %108, %111
  %113 = sub nsw i32 %112, 1
  store i32 %113, ptr %14, align 4
  %114 = load ptr addrspace(3), ptr %5, align 8
  %115 = load i32, ptr %13, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr addrspace(3) %114, i64 %116
  %118 = load i32, ptr addrspace(3) %117, align 4
  store i32 %118, ptr %15, align 4
  %119 = load ptr addrspace(3), ptr %5, align 8
  %120 = load i32, ptr %14, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr addrspace(3) %119, i64 %121
  %123 = load i32, ptr addrspace(3) %122, align 4
  %124 = load ptr addrspace(3), ptr %5, align 8
  %125 = load i32, ptr %13, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i32, ptr addrspace(3) %124, i64 %126
  store i32 %123, ptr addrspace(3) %127, align 4
  %128 = load i32, ptr %15, align 4
  %129 = load ptr addrspace(3), ptr %5, align 8
  %130 = load i32, ptr %14, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i32, ptr addrspace(3) %129, i64 %131
  %133 = load i32, ptr addrspace(3) %132, align 4
  %134 = add nsw i32 %133, %128
  store i32 %134, ptr addrspace(3) %132, align 4
  br label %135

135:                                              ; preds = %101, %95
  br label %136

136:                                              ; preds = %135
  %137 = load i32, ptr %12, align 4
  %138 = mul nsw i32 %137, 2
  store i32 %138, ptr %12, align 4
  br label %91

139:                                              ; preds = %91
  call void @_Z7barrierj(i32 noundef 1) #5
  %140 = load ptr addrspace(3), ptr %5, align 8
  %141 = load i32, ptr %7, align 4
  %142 = mul nsw i32 2, %141
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i32, ptr addrspace(3) %140, i64 %143
  %145 = load i32, ptr addrspace(3) %144, align 4
  %146 = load ptr addrspace(1), ptr %4, align 8
  %147 = load i32, ptr %7, align 4
  %148 = mul nsw i32 2, %147
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i32, ptr addrspace(1) %146, i64 %149
  store i32 %145, ptr addrspace(1) %150, align 4
  %151 = load ptr addrspace(3), ptr %5, align 8
  %152 = load i32, ptr %7, align 4
  %153 = mul nsw i32 2, %152
  %154 = add nsw i32 %153, 1
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds i32, ptr addrspace(3) %151, i64 %155
  %157 = load i32, ptr addrspace(3) %156, align 4
  %158 = load ptr addrspace(1), ptr %4, align 8
  %159 = load i32, ptr %7, align 4
  %160 = mul nsw i32 2, %159
  %161 = add nsw i32 %160, 1
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds i32, ptr addrspace(1) %158, i64 %162
  store i32 %157, ptr addrspace(1) %163, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @scan_collectives(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !13 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr %7, align 4
  %11 = load ptr addrspace(1), ptr %4, align 8
  %12 = load i32, ptr %7, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4
  store i32 %15, ptr %8, align 4
  %16 = load i32, ptr %8, align 4
  %17 = load ptr addrspace(1), ptr %5, align 8
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %19
  store i32 %16, ptr addrspace(1) %20, align 4
  %21 = load i32, ptr %8, align 4
  %22 = call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %21) #5
  %23 = load ptr addrspace(1), ptr %6, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %25
  store i32 %22, ptr addrspace(1) %26, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @compact_positive(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !13 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %7, align 4
  %14 = load ptr addrspace(1), ptr %4, align 8
  %15 = load i32, ptr %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4
  store i32 %18, ptr %8, align 4
  %19 = load i32, ptr %8, align 4
  %20 = icmp sgt i32 %19, 0
  %21 = zext i1 %20 to i32
  store i32 %21, ptr %9, align 4
  %22 = load i32, ptr %9, align 4
  %23 = call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %22) #5
  store i32 %23, ptr %10, align 4
  %24 = load i32, ptr %9, align 4
  %25 = call i32 @_Z21work_group_reduce_addi(i32 noundef %24) #5
  store i32 %25, ptr %11, align 4
  %26 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %3
  %29 = load ptr addrspace(1), ptr %6, align 8
  %30 = load i32, ptr %11, align 4
  %31 = call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %29, i32 noundef %30) #5
  store i32 %31, ptr addrspace(3) @compact_positive.base, align 4
  br label %32

32:                                               ; preds = %28, %3
  call void @_Z7barrierj(i32 noundef 1) #5
  %33 = load i32, ptr %9, align 4
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %43

35:                                               ; preds = %32
  %36 = load i32, ptr %8, align 4
  %37 = load ptr addrspace(1), ptr %5, align 8
  %38 = load i32, ptr addrspace(3) @compact_positive.base, align 4
  %39 = load i32, ptr %10, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %37, i64 %41
  store i32 %36, ptr addrspace(1) %42, align 4
  br label %43

43:                                               ; preds = %35, %32
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z21work_group_reduce_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5}
!opencl.ocl.version = !{!6}

!0 = !{ptr @scan_hillis_steele, !"kernel", i32 1}
!1 = !{ptr @scan_blelloch, !"kernel", i32 1}
!2 = !{ptr @scan_collectives, !"kernel", i32 1}
!3 = !{ptr @compact_positive, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"clang-19"}
!8 = !{i32 1, i32 1, i32 3, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int*", !"int"}
!11 = !{!"const", !"", !"", !""}
!12 = !{i32 1, i32 3, i32 0}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"int*", !"int*", !"int"}
!15 = !{!"", !"", !""}
!16 = !{i32 1, i32 1, i32 1}
!17 = !{!"int*", !"int*", !"int*"}
!18 = !{!"const", !"", !""}
