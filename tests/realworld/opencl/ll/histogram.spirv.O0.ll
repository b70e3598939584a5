source_filename = "src/histogram.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

@histogram_local.lbins = internal addrspace(3) global [256 x i32] undef, align 4

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
define spir_kernel void @histogram_global(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr %8, align 4
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %24

14:                                               ; preds = %3
  %15 = load ptr addrspace(1), ptr %6, align 8
  %16 = load ptr addrspace(1), ptr %5, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 %18
  %20 = load i8, ptr addrspace(1) %19, align 1
  %21 = zext i8 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %21
  %23 = call spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %22) #6 [ "convergencectrl"(token %4) ]
  br label %24

24:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @histogram_local(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %13 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %10, align 4
  br label %15

15:                                               ; preds = %24, %4
  %16 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %17 = load i32, ptr %10, align 4
  %18 = load i32, ptr %9, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %30

20:                                               ; preds = %15
  %21 = load i32, ptr %10, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %22
  store i32 0, ptr addrspace(3) %23, align 4
  br label %24

24:                                               ; preds = %20
  %25 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %16) ]
  %26 = load i32, ptr %10, align 4
  %27 = sext i32 %26 to i64
  %28 = add i64 %27, %25
  %29 = trunc i64 %28 to i32
  store i32 %29, ptr %10, align 4
  br label %15

30:                                               ; preds = %15
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %31 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %32 = trunc i64 %31 to i32
  store i32 %32, ptr %11, align 4
  br label %33

33:                                               ; preds = %49, %30
  %34 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %35 = load i32, ptr %11, align 4
  %36 = load i32, ptr %8, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %55

38:                                               ; preds = %33
  %39 = load ptr addrspace(1), ptr %6, align 8
  %40 = load i32, ptr %11, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4
  %44 = load i32, ptr %9, align 4
  %45 = urem i32 %43, %44
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %46
  %48 = call spir_func i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %47, i32 noundef 1) #6 [ "convergencectrl"(token %34) ]
  br label %49

49:                                               ; preds = %38
  %50 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %34) ]
  %51 = load i32, ptr %11, align 4
  %52 = sext i32 %51 to i64
  %53 = add i64 %52, %50
  %54 = trunc i64 %53 to i32
  store i32 %54, ptr %11, align 4
  br label %33

55:                                               ; preds = %33
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %56 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %57 = trunc i64 %56 to i32
  store i32 %57, ptr %12, align 4
  br label %58

58:                                               ; preds = %80, %55
  %59 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %60 = load i32, ptr %12, align 4
  %61 = load i32, ptr %9, align 4
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %63, label %86

63:                                               ; preds = %58
  %64 = load i32, ptr %12, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %65
  %67 = load i32, ptr addrspace(3) %66, align 4
  %68 = icmp ne i32 %67, 0
  br i1 %68, label %69, label %79

69:                                               ; preds = %63
  %70 = load ptr addrspace(1), ptr %7, align 8
  %71 = load i32, ptr %12, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr addrspace(1) %70, i64 %72
  %74 = load i32, ptr %12, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %75
  %77 = load i32, ptr addrspace(3) %76, align 4
  %78 = call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %73, i32 noundef %77) #6 [ "convergencectrl"(token %59) ]
  br label %79

79:                                               ; preds = %69, %63
  br label %80

80:                                               ; preds = %79
  %81 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %59) ]
  %82 = load i32, ptr %12, align 4
  %83 = sext i32 %82 to i64
  %84 = add i64 %83, %81
  %85 = trunc i64 %84 to i32
  store i32 %85, ptr %12, align 4
  br label %58

86:                                               ; preds = %58
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @claim_slots(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !9 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !11 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(1) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %10, align 4
  %14 = load ptr addrspace(1), ptr %6, align 8
  %15 = load i32, ptr %10, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %21, label %20

20:                                               ; preds = %4
  br label %36

21:                                               ; preds = %4
  %22 = load ptr addrspace(1), ptr %7, align 8
  %23 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %22) #6 [ "convergencectrl"(token %5) ]
  store i32 %23, ptr %11, align 4
  %24 = load i32, ptr %11, align 4
  %25 = load i32, ptr %9, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %33

27:                                               ; preds = %21
  %28 = load i32, ptr %10, align 4
  %29 = load ptr addrspace(1), ptr %8, align 8
  %30 = load i32, ptr %11, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %31
  store i32 %28, ptr addrspace(1) %32, align 4
  br label %36

33:                                               ; preds = %21
  %34 = load ptr addrspace(1), ptr %7, align 8
  %35 = call spir_func i32 @_Z10atomic_decPU3AS1Vi(ptr addrspace(1) noundef %34) #6 [ "convergencectrl"(token %5) ]
  br label %36

36:                                               ; preds = %20, %33, %27
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_decPU3AS1Vi(ptr addrspace(1) noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @atomic_fmax(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  %9 = load ptr addrspace(1), ptr %4, align 8
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %11 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4
  store float %12, ptr %6, align 4
  %13 = load ptr addrspace(1), ptr %5, align 8
  %14 = load volatile i32, ptr addrspace(1) %13, align 4
  store i32 %14, ptr %7, align 4
  br label %15

15:                                               ; preds = %31, %2
  %16 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %17 = load i32, ptr %7, align 4
  %18 = bitcast i32 %17 to float
  %19 = load float, ptr %6, align 4
  %20 = fcmp olt float %18, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %15
  %22 = load ptr addrspace(1), ptr %5, align 8
  %23 = load i32, ptr %7, align 4
  %24 = load float, ptr %6, align 4
  %25 = bitcast float %24 to i32
  %26 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %22, i32 noundef %23, i32 noundef %25) #6 [ "convergencectrl"(token %16) ]
  store i32 %26, ptr %8, align 4
  %27 = load i32, ptr %8, align 4
  %28 = load i32, ptr %7, align 4
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %21
  br label %33

31:                                               ; preds = %21
  %32 = load i32, ptr %8, align 4
  store i32 %32, ptr %7, align 4
  br label %15

33:                                               ; preds = %30, %15
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) #4

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
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"uchar*", !"uint*", !"int"}
!7 = !{!"const", !"", !""}
!8 = !{i32 1, i32 1, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"uint*", !"uint*", !"int", !"int"}
!11 = !{!"const", !"", !"", !""}
!12 = !{i32 1, i32 1, i32 1, i32 0}
!13 = !{!"int*", !"int*", !"int*", !"int"}
!14 = !{i32 1, i32 1}
!15 = !{!"none", !"none"}
!16 = !{!"float*", !"int*"}
!17 = !{!"const", !"volatile"}
