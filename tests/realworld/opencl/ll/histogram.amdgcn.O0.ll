source_filename = "src/histogram.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@histogram_local.lbins = internal addrspace(3) global [256 x i32] undef, align 4
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
define protected amdgpu_kernel void @histogram_global(ptr addrspace(1) noundef align 1 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %8 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr addrspace(5) %7, align 4
  %10 = load i32, ptr addrspace(5) %7, align 4
  %11 = load i32, ptr addrspace(5) %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %23

13:                                               ; preds = %3
  %14 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %15 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %16 = load i32, ptr addrspace(5) %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i8, ptr addrspace(1) %15, i64 %17
  %19 = load i8, ptr addrspace(1) %18, align 1
  %20 = zext i8 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %20
  %22 = call i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %21) #5
  br label %23

23:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @histogram_local(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store i32 %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %12 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr addrspace(5) %9, align 4
  br label %14

14:                                               ; preds = %22, %4
  %15 = load i32, ptr addrspace(5) %9, align 4
  %16 = load i32, ptr addrspace(5) %8, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %14
  %19 = load i32, ptr addrspace(5) %9, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %20
  store i32 0, ptr addrspace(3) %21, align 4
  br label %22

22:                                               ; preds = %18
  %23 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %24 = load i32, ptr addrspace(5) %9, align 4
  %25 = sext i32 %24 to i64
  %26 = add i64 %25, %23
  %27 = trunc i64 %26 to i32
  store i32 %27, ptr addrspace(5) %9, align 4
  br label %14

28:                                               ; preds = %14
  call void @_Z7barrierj(i32 noundef 1) #5
  %29 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %30 = trunc i64 %29 to i32
  store i32 %30, ptr addrspace(5) %10, align 4
  br label %31

31:                                               ; preds = %46, %28
  %32 = load i32, ptr addrspace(5) %10, align 4
  %33 = load i32, ptr addrspace(5) %7, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %52

35:                                               ; preds = %31
  %36 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %37 = load i32, ptr addrspace(5) %10, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %38
  %40 = load i32, ptr addrspace(1) %39, align 4
  %41 = load i32, ptr addrspace(5) %8, align 4
  %42 = urem i32 %40, %41
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %43
  %45 = call i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %44, i32 noundef 1) #5
  br label %46

46:                                               ; preds = %35
  %47 = call i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %48 = load i32, ptr addrspace(5) %10, align 4
  %49 = sext i32 %48 to i64
  %50 = add i64 %49, %47
  %51 = trunc i64 %50 to i32
  store i32 %51, ptr addrspace(5) %10, align 4
  br label %31

52:                                               ; preds = %31
  call void @_Z7barrierj(i32 noundef 1) #5
  %53 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %54 = trunc i64 %53 to i32
  store i32 %54, ptr addrspace(5) %11, align 4
  br label %55

55:                                               ; preds = %76, %52
  %56 = load i32, ptr addrspace(5) %11, align 4
  %57 = load i32, ptr addrspace(5) %8, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %82

59:                                               ; preds = %55
  %60 = load i32, ptr addrspace(5) %11, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %61
  %63 = load i32, ptr addrspace(3) %62, align 4
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %65, label %75

65:                                               ; preds = %59
  %66 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %67 = load i32, ptr addrspace(5) %11, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 %68
  %70 = load i32, ptr addrspace(5) %11, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i64 0, i64 %71
  %73 = load i32, ptr addrspace(3) %72, align 4
  %74 = call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %69, i32 noundef %73) #5
  br label %75

75:                                               ; preds = %65, %59
  br label %76

76:                                               ; preds = %75
  %77 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %78 = load i32, ptr addrspace(5) %11, align 4
  %79 = sext i32 %78 to i64
  %80 = add i64 %79, %77
  %81 = trunc i64 %80 to i32
  store i32 %81, ptr addrspace(5) %11, align 4
  br label %55

82:                                               ; preds = %55
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z15get_global_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @claim_slots(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !13 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %7, align 8
  store i32 %3, ptr addrspace(5) %8, align 4
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %9, align 4
  %13 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %14 = load i32, ptr addrspace(5) %9, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %20, label %19

19:                                               ; preds = %4
  br label %35

20:                                               ; preds = %4
  %21 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %22 = call i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %21) #5
  store i32 %22, ptr addrspace(5) %10, align 4
  %23 = load i32, ptr addrspace(5) %10, align 4
  %24 = load i32, ptr addrspace(5) %8, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %32

26:                                               ; preds = %20
  %27 = load i32, ptr addrspace(5) %9, align 4
  %28 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %29 = load i32, ptr addrspace(5) %10, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %28, i64 %30
  store i32 %27, ptr addrspace(1) %31, align 4
  br label %35

32:                                               ; preds = %20
  %33 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %34 = call i32 @_Z10atomic_decPU3AS1Vi(ptr addrspace(1) noundef %33) #5
  br label %35

35:                                               ; preds = %19, %32, %26
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_decPU3AS1Vi(ptr addrspace(1) noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @atomic_fmax(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %8 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %10 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4
  store float %11, ptr addrspace(5) %5, align 4
  %12 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %13 = load volatile i32, ptr addrspace(1) %12, align 4
  store i32 %13, ptr addrspace(5) %6, align 4
  br label %14

14:                                               ; preds = %29, %2
  %15 = load i32, ptr addrspace(5) %6, align 4
  %16 = bitcast i32 %15 to float
  %17 = load float, ptr addrspace(5) %5, align 4
  %18 = fcmp olt float %16, %17
  br i1 %18, label %19, label %31

19:                                               ; preds = %14
  %20 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %21 = load i32, ptr addrspace(5) %6, align 4
  %22 = load float, ptr addrspace(5) %5, align 4
  %23 = bitcast float %22 to i32
  %24 = call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %20, i32 noundef %21, i32 noundef %23) #5
  store i32 %24, ptr addrspace(5) %7, align 4
  %25 = load i32, ptr addrspace(5) %7, align 4
  %26 = load i32, ptr addrspace(5) %6, align 4
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %19
  br label %31

29:                                               ; preds = %19
  %30 = load i32, ptr addrspace(5) %7, align 4
  store i32 %30, ptr addrspace(5) %6, align 4
  br label %14

31:                                               ; preds = %28, %14
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) #3

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
!6 = !{i32 1, i32 1, i32 0}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"uchar*", !"uint*", !"int"}
!9 = !{!"const", !"", !""}
!10 = !{i32 1, i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none"}
!12 = !{!"uint*", !"uint*", !"int", !"int"}
!13 = !{!"const", !"", !"", !""}
!14 = !{i32 1, i32 1, i32 1, i32 0}
!15 = !{!"int*", !"int*", !"int*", !"int"}
!16 = !{i32 1, i32 1}
!17 = !{!"none", !"none"}
!18 = !{!"float*", !"int*"}
!19 = !{!"const", !"volatile"}
