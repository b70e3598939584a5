source_filename = "src/graph.cl"
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
define spir_kernel void @bfs_expand(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5, ptr addrspace(1) noundef align 4 %6, i32 noundef %7) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %9 = call token @llvm.experimental.convergence.entry()
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr addrspace(1), align 8
  %15 = alloca ptr addrspace(1), align 8
  %16 = alloca ptr addrspace(1), align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  store ptr addrspace(1) %2, ptr %12, align 8
  store i32 %3, ptr %13, align 4
  store ptr addrspace(1) %4, ptr %14, align 8
  store ptr addrspace(1) %5, ptr %15, align 8
  store ptr addrspace(1) %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  %23 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %9) ]
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr %18, align 4
  %25 = load i32, ptr %18, align 4
  %26 = load i32, ptr %13, align 4
  %27 = icmp sge i32 %25, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %8
  br label %76

29:                                               ; preds = %8
  %30 = load ptr addrspace(1), ptr %12, align 8
  %31 = load i32, ptr %18, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4
  store i32 %34, ptr %19, align 4
  %35 = load ptr addrspace(1), ptr %10, align 8
  %36 = load i32, ptr %19, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %37
  %39 = load i32, ptr addrspace(1) %38, align 4
  store i32 %39, ptr %20, align 4
  br label %40

40:                                               ; preds = %73, %29
  %41 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %9) ]
  %42 = load i32, ptr %20, align 4
  %43 = load ptr addrspace(1), ptr %10, align 8
  %44 = load i32, ptr %19, align 4
  %45 = add nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %46
  %48 = load i32, ptr addrspace(1) %47, align 4
  %49 = icmp slt i32 %42, %48
  br i1 %49, label %50, label %76

50:                                               ; preds = %40
  %51 = load ptr addrspace(1), ptr %11, align 8
  %52 = load i32, ptr %20, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr addrspace(1) %51, i64 %53
  %55 = load i32, ptr addrspace(1) %54, align 4
  store i32 %55, ptr %21, align 4
  %56 = load ptr addrspace(1), ptr %14, align 8
  %57 = load i32, ptr %21, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr addrspace(1) %56, i64 %58
  %60 = load i32, ptr %17, align 4
  %61 = add nsw i32 %60, 1
  %62 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %59, i32 noundef -1, i32 noundef %61) #6 [ "convergencectrl"(token %41) ]
  %63 = icmp eq i32 %62, -1
  br i1 %63, label %64, label %72

64:                                               ; preds = %50
  %65 = load ptr addrspace(1), ptr %16, align 8
  %66 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %65) #6 [ "convergencectrl"(token %41) ]
  store i32 %66, ptr %22, align 4
  %67 = load i32, ptr %21, align 4
  %68 = load ptr addrspace(1), ptr %15, align 8
  %69 = load i32, ptr %22, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr addrspace(1) %68, i64 %70
  store i32 %67, ptr addrspace(1) %71, align 4
  br label %72

72:                                               ; preds = %64, %50
  br label %73

73:                                               ; preds = %72
  %74 = load i32, ptr %20, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %20, align 4
  br label %40

76:                                               ; preds = %28, %40
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @bfs_masks(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 1 %2, ptr addrspace(1) noundef align 1 %3, ptr addrspace(1) noundef align 1 %4, ptr addrspace(1) noundef align 4 %5, i32 noundef %6) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
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
  %18 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(1) %3, ptr %12, align 8
  store ptr addrspace(1) %4, ptr %13, align 8
  store ptr addrspace(1) %5, ptr %14, align 8
  store i32 %6, ptr %15, align 4
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %8) ]
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %16, align 4
  %21 = load i32, ptr %16, align 4
  %22 = load i32, ptr %15, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %84

24:                                               ; preds = %7
  %25 = load ptr addrspace(1), ptr %11, align 8
  %26 = load i32, ptr %16, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 %27
  %29 = load i8, ptr addrspace(1) %28, align 1
  %30 = sext i8 %29 to i32
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %84

32:                                               ; preds = %24
  %33 = load ptr addrspace(1), ptr %11, align 8
  %34 = load i32, ptr %16, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 %35
  store i8 0, ptr addrspace(1) %36, align 1
  %37 = load ptr addrspace(1), ptr %9, align 8
  %38 = load i32, ptr %16, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %37, i64 %39
  %41 = load i32, ptr addrspace(1) %40, align 4
  store i32 %41, ptr %17, align 4
  br label %42

42:                                               ; preds = %80, %32
  %43 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %44 = load i32, ptr %17, align 4
  %45 = load ptr addrspace(1), ptr %9, align 8
  %46 = load i32, ptr %16, align 4
  %47 = add nsw i32 %46, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr addrspace(1) %45, i64 %48
  %50 = load i32, ptr addrspace(1) %49, align 4
  %51 = icmp slt i32 %44, %50
  br i1 %51, label %52, label %83

52:                                               ; preds = %42
  %53 = load ptr addrspace(1), ptr %10, align 8
  %54 = load i32, ptr %17, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(1) %53, i64 %55
  %57 = load i32, ptr addrspace(1) %56, align 4
  store i32 %57, ptr %18, align 4
  %58 = load ptr addrspace(1), ptr %13, align 8
  %59 = load i32, ptr %18, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i8, ptr addrspace(1) %58, i64 %60
  %62 = load i8, ptr addrspace(1) %61, align 1
  %63 = icmp ne i8 %62, 0
  br i1 %63, label %79, label %64

64:                                               ; preds = %52
  %65 = load ptr addrspace(1), ptr %14, align 8
  %66 = load i32, ptr %16, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr addrspace(1) %65, i64 %67
  %69 = load i32, ptr addrspace(1) %68, align 4
  %70 = add nsw i32 %69, 1
  %71 = load ptr addrspace(1), ptr %14, align 8
  %72 = load i32, ptr %18, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %73
  store i32 %70, ptr addrspace(1) %74, align 4
  %75 = load ptr addrspace(1), ptr %12, align 8
  %76 = load i32, ptr %18, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i8, ptr addrspace(1) %75, i64 %77
  store i8 1, ptr addrspace(1) %78, align 1
  br label %79

79:                                               ; preds = %64, %52
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr %17, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %17, align 4
  br label %42

83:                                               ; preds = %42
  br label %84

84:                                               ; preds = %83, %24, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @list_length(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %12

12:                                               ; preds = %22, %3
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %14 = load i32, ptr %8, align 4
  %15 = icmp sge i32 %14, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %12
  %17 = load i32, ptr %9, align 4
  %18 = load i32, ptr %7, align 4
  %19 = icmp slt i32 %17, %18
  br label %20

20:                                               ; preds = %16, %12
  %21 = phi i1 [ false, %12 ], [ %19, %16 ]
  br i1 %21, label %22, label %30

22:                                               ; preds = %20
  %23 = load ptr addrspace(1), ptr %5, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4
  store i32 %27, ptr %8, align 4
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %9, align 4
  br label %12

30:                                               ; preds = %20
  %31 = load i32, ptr %9, align 4
  %32 = load ptr addrspace(1), ptr %6, align 8
  %33 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %34 = getelementptr inbounds i32, ptr addrspace(1) %32, i64 %33
  store i32 %31, ptr addrspace(1) %34, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @connected_components(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !16 !kernel_arg_base_type !17 !kernel_arg_type_qual !15 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %8, align 4
  %15 = load i32, ptr %8, align 4
  %16 = load i32, ptr %7, align 4
  %17 = icmp sge i32 %15, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %3
  br label %114

19:                                               ; preds = %3
  %20 = load ptr addrspace(1), ptr %5, align 8
  %21 = load i32, ptr %8, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %20, i64 %22
  %24 = load <2 x i32>, ptr addrspace(1) %23, align 8
  %25 = extractelement <2 x i32> %24, i64 0
  store i32 %25, ptr %9, align 4
  %26 = load ptr addrspace(1), ptr %5, align 8
  %27 = load i32, ptr %8, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %26, i64 %28
  %30 = load <2 x i32>, ptr addrspace(1) %29, align 8
  %31 = extractelement <2 x i32> %30, i64 1
  store i32 %31, ptr %10, align 4
  br label %32

32:                                               ; preds = %113, %19
  %33 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  br label %34

34:                                               ; preds = %43, %32
  %35 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %33) ]
  %36 = load ptr addrspace(1), ptr %6, align 8
  %37 = load i32, ptr %9, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %38
  %40 = load i32, ptr addrspace(1) %39, align 4
  %41 = load i32, ptr %9, align 4
  %42 = icmp ne i32 %40, %41
  br i1 %42, label %43, label %62

43:                                               ; preds = %34
  %44 = load ptr addrspace(1), ptr %6, align 8
  %45 = load ptr addrspace(1), ptr %6, align 8
  %46 = load i32, ptr %9, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %45, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(1) %44, i64 %50
  %52 = load i32, ptr addrspace(1) %51, align 4
  %53 = load ptr addrspace(1), ptr %6, align 8
  %54 = load i32, ptr %9, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(1) %53, i64 %55
  store i32 %52, ptr addrspace(1) %56, align 4
  %57 = load ptr addrspace(1), ptr %6, align 8
  %58 = load i32, ptr %9, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr addrspace(1) %57, i64 %59
  %61 = load i32, ptr addrspace(1) %60, align 4
  store i32 %61, ptr %9, align 4
  br label %34

62:                                               ; preds = %34
  br label %63

63:                                               ; preds = %72, %62
  %64 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %33) ]
  %65 = load ptr addrspace(1), ptr %6, align 8
  %66 = load i32, ptr %10, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr addrspace(1) %65, i64 %67
  %69 = load i32, ptr addrspace(1) %68, align 4
  %70 = load i32, ptr %10, align 4
  %71 = icmp ne i32 %69, %70
  br i1 %71, label %72, label %91

72:                                               ; preds = %63
  %73 = load ptr addrspace(1), ptr %6, align 8
  %74 = load ptr addrspace(1), ptr %6, align 8
  %75 = load i32, ptr %10, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr addrspace(1) %74, i64 %76
  %78 = load i32, ptr addrspace(1) %77, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr addrspace(1) %73, i64 %79
  %81 = load i32, ptr addrspace(1) %80, align 4
  %82 = load ptr addrspace(1), ptr %6, align 8
  %83 = load i32, ptr %10, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr addrspace(1) %82, i64 %84
  store i32 %81, ptr addrspace(1) %85, align 4
  %86 = load ptr addrspace(1), ptr %6, align 8
  %87 = load i32, ptr %10, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr addrspace(1) %86, i64 %88
  %90 = load i32, ptr addrspace(1) %89, align 4
  store i32 %90, ptr %10, align 4
  br label %63

91:                                               ; preds = %63
  %92 = load i32, ptr %9, align 4
  %93 = load i32, ptr %10, align 4
  %94 = icmp eq i32 %92, %93
  br i1 %94, label %95, label %96

95:                                               ; preds = %91
  br label %114

96:                                               ; preds = %91
  %97 = load i32, ptr %9, align 4
  %98 = load i32, ptr %10, align 4
  %99 = call spir_func i32 @_Z3minii(i32 noundef %97, i32 noundef %98) #5 [ "convergencectrl"(token %33) ]
  store i32 %99, ptr %11, align 4
  %100 = load i32, ptr %9, align 4
  %101 = load i32, ptr %10, align 4
  %102 = call spir_func i32 @_Z3maxii(i32 noundef %100, i32 noundef %101) #5 [ "convergencectrl"(token %33) ]
  store i32 %102, ptr %12, align 4
  %103 = load ptr addrspace(1), ptr %6, align 8
  %104 = load i32, ptr %12, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, ptr addrspace(1) %103, i64 %105
  %107 = load i32, ptr %12, align 4
  %108 = load i32, ptr %11, align 4
  %109 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %106, i32 noundef %107, i32 noundef %108) #6 [ "convergencectrl"(token %33) ]
  %110 = load i32, ptr %12, align 4
  %111 = icmp eq i32 %109, %110
  br i1 %111, label %112, label %113

112:                                              ; preds = %96
  br label %114

113:                                              ; preds = %96
  br label %32

114:                                              ; preds = %18, %112, %95
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3minii(i32 noundef, i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3maxii(i32 noundef, i32 noundef) #3

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
!4 = !{i32 1, i32 1, i32 1, i32 0, i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int", !"int*", !"int*", !"int*", !"int"}
!7 = !{!"const", !"const", !"const", !"", !"", !"", !"", !""}
!8 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!11 = !{!"const", !"const", !"", !"", !"const", !"", !""}
!12 = !{i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"int*", !"int*", !"int"}
!15 = !{!"const", !"", !""}
!16 = !{!"int2*", !"int*", !"int"}
!17 = !{!"int __attribute__((ext_vector_type(2)))*", !"int*", !"int"}
