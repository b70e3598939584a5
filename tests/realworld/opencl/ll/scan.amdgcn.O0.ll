source_filename = "src/scan.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@compact_positive.base = internal addrspace(3) global i32 undef, align 4
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
define protected amdgpu_kernel void @scan_hillis_steele(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(3), align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store ptr addrspace(3) %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %13 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %9, align 4
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr addrspace(5) %10, align 4
  %17 = load i32, ptr addrspace(5) %10, align 4
  %18 = load i32, ptr addrspace(5) %8, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %4
  %21 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %22 = load i32, ptr addrspace(5) %10, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4
  br label %27

26:                                               ; preds = %4
  br label %27

27:                                               ; preds = %26, %20
  %28 = phi i32 [ %25, %20 ], [ 0, %26 ]
  %29 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %30 = load i32, ptr addrspace(5) %9, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(3) %29, i64 %31
  store i32 %28, ptr addrspace(3) %32, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  store i32 1, ptr addrspace(5) %11, align 4
  br label %33

33:                                               ; preds = %60, %27
  %34 = load i32, ptr addrspace(5) %11, align 4
  %35 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %36 = trunc i64 %35 to i32
  %37 = icmp slt i32 %34, %36
  br i1 %37, label %38, label %63

38:                                               ; preds = %33
  %39 = load i32, ptr addrspace(5) %9, align 4
  %40 = load i32, ptr addrspace(5) %11, align 4
  %41 = icmp sge i32 %39, %40
  br i1 %41, label %42, label %50

42:                                               ; preds = %38
  %43 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %44 = load i32, ptr addrspace(5) %9, align 4
  %45 = load i32, ptr addrspace(5) %11, align 4
  %46 = sub nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(3) %43, i64 %47
  %49 = load i32, ptr addrspace(3) %48, align 4
  br label %51

50:                                               ; preds = %38
  br label %51

51:                                               ; preds = %50, %42
  %52 = phi i32 [ %49, %42 ], [ 0, %50 ]
  store i32 %52, ptr addrspace(5) %12, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  %53 = load i32, ptr addrspace(5) %12, align 4
  %54 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %55 = load i32, ptr addrspace(5) %9, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(3) %54, i64 %56
  %58 = load i32, ptr addrspace(3) %57, align 4
  %59 = add nsw i32 %58, %53
  store i32 %59, ptr addrspace(3) %57, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  br label %60

60:                                               ; preds = %51
  %61 = load i32, ptr addrspace(5) %11, align 4
  %62 = shl i32 %61, 1
  store i32 %62, ptr addrspace(5) %11, align 4
  br label %33

63:                                               ; preds = %33
  %64 = load i32, ptr addrspace(5) %10, align 4
  %65 = load i32, ptr addrspace(5) %8, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %77

67:                                               ; preds = %63
  %68 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %69 = load i32, ptr addrspace(5) %9, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr addrspace(3) %68, i64 %70
  %72 = load i32, ptr addrspace(3) %71, align 4
  %73 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %74 = load i32, ptr addrspace(5) %10, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr addrspace(1) %73, i64 %75
  store i32 %72, ptr addrspace(1) %76, align 4
  br label %77

77:                                               ; preds = %67, %63
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @scan_blelloch(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(3), align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(3) %1, ptr addrspace(5) %5, align 4
  store i32 %2, ptr addrspace(5) %6, align 4
  %16 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %7, align 4
  store i32 1, ptr addrspace(5) %8, align 4
  %18 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %19 = load i32, ptr addrspace(5) %7, align 4
  %20 = mul nsw i32 2, %19
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %25 = load i32, ptr addrspace(5) %7, align 4
  %26 = mul nsw i32 2, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(3) %24, i64 %27
  store i32 %23, ptr addrspace(3) %28, align 4
  %29 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %30 = load i32, ptr addrspace(5) %7, align 4
  %31 = mul nsw i32 2, %30
  %32 = add nsw i32 %31, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %33
  %35 = load i32, ptr addrspace(1) %34, align 4
  %36 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %37 = load i32, ptr addrspace(5) %7, align 4
  %38 = mul nsw i32 2, %37
  %39 = add nsw i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(3) %36, i64 %40
  store i32 %35, ptr addrspace(3) %41, align 4
  %42 = load i32, ptr addrspace(5) %6, align 4
  %43 = ashr i32 %42, 1
  store i32 %43, ptr addrspace(5) %9, align 4
  br label %44

44:                                               ; preds = %78, %3
  %45 = load i32, ptr addrspace(5) %9, align 4
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %81

47:                                               ; preds = %44
  call void @_Z7barrierj(i32 noundef 1) #5
  %48 = load i32, ptr addrspace(5) %7, align 4
  %49 = load i32, ptr addrspace(5) %9, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %75

51:                                               ; preds = %47
  %52 = load i32, ptr addrspace(5) %8, align 4
  %53 = load i32, ptr addrspace(5) %7, align 4
  %54 = mul nsw i32 2, %53
  %55 = add nsw i32 %54, 1
  %56 = mul nsw i32 %52, %55
  %57 = sub nsw i32 %56, 1
  store i32 %57, ptr addrspace(5) %10, align 4
  %58 = load i32, ptr addrspace(5) %8, align 4
  %59 = load i32, ptr addrspace(5) %7, align 4
  %60 = mul nsw i32 2, %59
  %61 = add nsw i32 %60, 2
  %62 = mul nsw i32 %58, %61
  %63 = sub nsw i32 %62, 1
  store i32 %63, ptr addrspace(5) %11, align 4
  %64 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %65 = load i32, ptr addrspace(5) %10, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr addrspace(3) %64, i64 %66
  %68 = load i32, ptr addrspace(3) %67, align 4
  %69 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %70 = load i32, ptr addrspace(5) %11, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr addrspace(3) %69, i64 %71
  %73 = load i32, ptr addrspace(3) %72, align 4
  %74 = add nsw i32 %73, %68
  store i32 %74, ptr addrspace(3) %72, align 4
  br label %75

75:                                               ; preds = %51, %47
  %76 = load i32, ptr addrspace(5) %8, align 4
  %77 = mul nsw i32 %76, 2
  store i32 %77, ptr addrspace(5) %8, align 4
  br label %78

78:                                               ; preds = %75
  %79 = load i32, ptr addrspace(5) %9, align 4
  %80 = ashr i32 %79, 1
  store i32 %80, ptr addrspace(5) %9, align 4
  br label %44

81:                                               ; preds = %44
  %82 = load i32, ptr addrspace(5) %7, align 4
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %84, label %90

84:                                               ; preds = %81
  %85 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %86 = load i32, ptr addrspace(5) %6, align 4
  %87 = sub nsw i32 %86, 1
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr addrspace(3) %85, i64 %88
  store i32 0, ptr addrspace(3) %89, align 4
  br label %90

90:                                               ; preds = %84, %81
  store i32 1, ptr addrspace(5) %12, align 4
  br label %91

91:                                               ; preds = %136, %90
  %92 = load i32, ptr addrspace(5) %12, align 4
  %93 = load i32, ptr addrspace(5) %6, align 4
  %94 = icmp slt i32 %92, %93
  br i1 %94, label %95, label %139

95:                                               ; preds = %91
  %96 = load i32, ptr addrspace(5) %8, align 4
  %97 = ashr i32 %96, 1
  store i32 %97, ptr addrspace(5) %8, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  %98 = load i32, ptr addrspace(5) %7, align 4
  %99 = load i32, ptr addrspace(5) %12, align 4
  %100 = icmp slt i32 %98, %99
  br i1 %100, label %101, label %135

101:                                              ; preds = %95
  %102 = load i32, ptr addrspace(5) %8, align 4
  %103 = load i32, ptr addrspace(5) %7, align 4
  %104 = mul nsw i32 2, %103
  %105 = add nsw i32 %104, 1
  %106 = mul nsw i32 %102, %105
  %107 = sub nsw i32 %106, 1
  store i32 %107, ptr addrspace(5) %13, align 4
  %108 = load i32, ptr addrspace(5) %8, align 4
  %109 = load i32, ptr addrspace(5) %7, align 4
  %110 = mul nsw i32 2, %109
  %111 = add nsw i32 %110, 2
  %112 = mul nsw i32 %108, %111
  %113 = sub nsw i32 %112, 1
  store i32 %113, ptr addrspace(5) %14, align 4
  %114 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %115 = load i32, ptr addrspace(5) %13, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i32, ptr addrspace(3) %114, i64 %116
  %118 = load i32, ptr addrspace(3) %117, align 4
  store i32 %118, ptr addrspace(5) %15, align 4
  %119 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %120 = load i32, ptr addrspace(5) %14, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr addrspace(3) %119, i64 %121
  %123 = load i32, ptr addrspace(3) %122, align 4
  %124 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %125 = load i32, ptr addrspace(5) %13, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i32, ptr addrspace(3) %124, i64 %126
  store i32 %123, ptr addrspace(3) %127, align 4
  %128 = load i32, ptr addrspace(5) %15, align 4
  %129 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %130 = load i32, ptr addrspace(5) %14, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i32, ptr addrspace(3) %129, i64 %131
  %133 = load i32, ptr addrspace(3) %132, align 4
  %134 = add nsw i32 %133, %128
  store i32 %134, ptr addrspace(3) %132, align 4
  br label %135

135:                                              ; preds = %101, %95
  br label %136

136:                                              ; preds = %135
  %137 = load i32, ptr addrspace(5) %12, align 4
  %138 = mul nsw i32 %137, 2
  store i32 %138, ptr addrspace(5) %12, align 4
  br label %91

139:                                              ; preds = %91
  call void @_Z7barrierj(i32 noundef 1) #5
  %140 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %141 = load i32, ptr addrspace(5) %7, align 4
  %142 = mul nsw i32 2, %141
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i32, ptr addrspace(3) %140, i64 %143
  %145 = load i32, ptr addrspace(3) %144, align 4
  %146 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %147 = load i32, ptr addrspace(5) %7, align 4
  %148 = mul nsw i32 2, %147
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i32, ptr addrspace(1) %146, i64 %149
  store i32 %145, ptr addrspace(1) %150, align 4
  %151 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %152 = load i32, ptr addrspace(5) %7, align 4
  %153 = mul nsw i32 2, %152
  %154 = add nsw i32 %153, 1
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds i32, ptr addrspace(3) %151, i64 %155
  %157 = load i32, ptr addrspace(3) %156, align 4
  %158 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %159 = load i32, ptr addrspace(5) %7, align 4
  %160 = mul nsw i32 2, %159
  %161 = add nsw i32 %160, 1
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds i32, ptr addrspace(1) %158, i64 %162
  store i32 %157, ptr addrspace(1) %163, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @scan_collectives(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %6, align 8
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %7, align 4
  %13 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %14 = load i32, ptr addrspace(5) %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  store i32 %17, ptr addrspace(5) %8, align 4
  %18 = load i32, ptr addrspace(5) %8, align 4
  %19 = call i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %18) #5
  store i32 %19, ptr addrspace(5) %9, align 4
  %20 = load i32, ptr addrspace(5) %8, align 4
  %21 = call i32 @_Z28sub_group_scan_exclusive_maxi(i32 noundef %20) #5
  store i32 %21, ptr addrspace(5) %10, align 4
  %22 = load i32, ptr addrspace(5) %9, align 4
  %23 = load i32, ptr addrspace(5) %10, align 4
  %24 = sub nsw i32 %22, %23
  %25 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %26 = load i32, ptr addrspace(5) %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %25, i64 %27
  store i32 %24, ptr addrspace(1) %28, align 4
  %29 = load i32, ptr addrspace(5) %8, align 4
  %30 = call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %29) #5
  %31 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %32 = load i32, ptr addrspace(5) %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %31, i64 %33
  store i32 %30, ptr addrspace(1) %34, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_exclusive_maxi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @compact_positive(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %6, align 8
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr addrspace(5) %7, align 4
  %14 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %15 = load i32, ptr addrspace(5) %7, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4
  store i32 %18, ptr addrspace(5) %8, align 4
  %19 = load i32, ptr addrspace(5) %8, align 4
  %20 = icmp sgt i32 %19, 0
  %21 = zext i1 %20 to i32
  store i32 %21, ptr addrspace(5) %9, align 4
  %22 = load i32, ptr addrspace(5) %9, align 4
  %23 = call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %22) #5
  store i32 %23, ptr addrspace(5) %10, align 4
  %24 = load i32, ptr addrspace(5) %9, align 4
  %25 = call i32 @_Z21work_group_reduce_addi(i32 noundef %24) #5
  store i32 %25, ptr addrspace(5) %11, align 4
  %26 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %3
  %29 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %30 = load i32, ptr addrspace(5) %11, align 4
  %31 = call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %29, i32 noundef %30) #5
  store i32 %31, ptr addrspace(3) @compact_positive.base, align 4
  br label %32

32:                                               ; preds = %28, %3
  call void @_Z7barrierj(i32 noundef 1) #5
  %33 = load i32, ptr addrspace(5) %9, align 4
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %35, label %43

35:                                               ; preds = %32
  %36 = load i32, ptr addrspace(5) %8, align 4
  %37 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %38 = load i32, ptr addrspace(3) @compact_positive.base, align 4
  %39 = load i32, ptr addrspace(5) %10, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %37, i64 %41
  store i32 %36, ptr addrspace(1) %42, align 4
  br label %43

43:                                               ; preds = %35, %32
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21work_group_reduce_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"clang-19"}
!6 = !{i32 1, i32 1, i32 3, i32 0}
!7 = !{!"none", !"none", !"none", !"none"}
!8 = !{!"int*", !"int*", !"int*", !"int"}
!9 = !{!"const", !"", !"", !""}
!10 = !{i32 1, i32 3, i32 0}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"int*", !"int*", !"int"}
!13 = !{!"", !"", !""}
!14 = !{i32 1, i32 1, i32 1}
!15 = !{!"int*", !"int*", !"int*"}
!16 = !{!"const", !"", !""}
