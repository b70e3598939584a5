source_filename = "src/misc.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define spir_func i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
  %2 = lshr i32 %0, 16
  %3 = xor i32 %2, %0
  %4 = mul i32 %3, 2146121005
  %5 = lshr i32 %4, 15
  %6 = xor i32 %5, %4
  %7 = mul i32 %6, -2073254261
  %8 = lshr i32 %7, 16
  %9 = xor i32 %8, %7
  ret i32 %9
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @nbody_forces(ptr addrspace(1) nocapture noundef readonly align 16 %0, ptr addrspace(1) nocapture noundef writeonly align 16 %1, ptr addrspace(3) nocapture noundef align 16 %2, i32 noundef %3, float noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %6) ]
  %8 = shl i64 %7, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %9
  %11 = load <4 x float>, ptr addrspace(1) %10, align 16, !tbaa !9
  br label %12

12:                                               ; preds = %33, %5
  %13 = phi i32 [ 0, %5 ], [ %36, %33 ]
  %14 = phi <4 x float> [ zeroinitializer, %5 ], [ %28, %33 ]
  %15 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %16 = icmp slt i32 %13, %3
  br i1 %16, label %19, label %17

17:                                               ; preds = %12
  %18 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %9
  store <4 x float> %14, ptr addrspace(1) %18, align 16, !tbaa !9
  ret void

19:                                               ; preds = %12
  %20 = sext i32 %13 to i64
  %21 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #9 [ "convergencectrl"(token %15) ]
  %22 = getelementptr <4 x float>, ptr addrspace(1) %0, i64 %21
  %23 = getelementptr <4 x float>, ptr addrspace(1) %22, i64 %20
  %24 = load <4 x float>, ptr addrspace(1) %23, align 16, !tbaa !9
  %25 = getelementptr inbounds <4 x float>, ptr addrspace(3) %2, i64 %21
  store <4 x float> %24, ptr addrspace(3) %25, align 16, !tbaa !9
  call spir_func void @_Z7barrierj(i32 noundef 1) #10 [ "convergencectrl"(token %15) ]
  br label %26

26:                                               ; preds = %37, %19
  %27 = phi i32 [ 0, %19 ], [ %57, %37 ]
  %28 = phi <4 x float> [ %14, %19 ], [ %56, %37 ]
  %29 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %15) ]
  %30 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #9 [ "convergencectrl"(token %29) ]
  %31 = trunc i64 %30 to i32
  %32 = icmp slt i32 %27, %31
  br i1 %32, label %37, label %33

33:                                               ; preds = %26
  call spir_func void @_Z7barrierj(i32 noundef 1) #10 [ "convergencectrl"(token %15) ]
  %34 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #9 [ "convergencectrl"(token %15) ]
  %35 = trunc i64 %34 to i32
  %36 = add i32 %13, %35
  br label %12

37:                                               ; preds = %26
  %38 = zext nneg i32 %27 to i64
  %39 = getelementptr inbounds <4 x float>, ptr addrspace(3) %2, i64 %38
  %40 = load <4 x float>, ptr addrspace(3) %39, align 16
  %41 = fsub <4 x float> %40, %11
  %42 = extractelement <4 x float> %41, i64 0
  %43 = fmul <4 x float> %41, %41
  %44 = extractelement <4 x float> %43, i64 1
  %45 = tail call float @llvm.fmuladd.f32(float %42, float %42, float %44)
  %46 = extractelement <4 x float> %41, i64 2
  %47 = tail call float @llvm.fmuladd.f32(float %46, float %46, float %45)
  %48 = fadd float %47, %4
  %49 = fmul float %48, %48
  %50 = fmul float %48, %49
  %51 = call spir_func float @_Z5rsqrtf(float noundef %50) #9 [ "convergencectrl"(token %29) ]
  %52 = extractelement <4 x float> %40, i64 3
  %53 = fmul float %52, %51
  %54 = insertelement <4 x float> poison, float %53, i64 0
  %55 = shufflevector <4 x float> %54, <4 x float> poison, <4 x i32> zeroinitializer
  %56 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %41, <4 x float> %55, <4 x float> %28)
  %57 = add nuw nsw i32 %27, 1
  br label %26
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z5rsqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @spmv_csr(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #6 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %11, label %35

11:                                               ; preds = %6
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !16
  %15 = getelementptr i8, ptr addrspace(1) %13, i64 4
  br label %16

16:                                               ; preds = %24, %11
  %17 = phi float [ 0.000000e+00, %11 ], [ %33, %24 ]
  %18 = phi i32 [ %14, %11 ], [ %34, %24 ]
  %19 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %20 = load i32, ptr addrspace(1) %15, align 4, !tbaa !16
  %21 = icmp slt i32 %18, %20
  br i1 %21, label %24, label %22

22:                                               ; preds = %16
  %23 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %17, ptr addrspace(1) %23, align 4, !tbaa !18
  br label %35

24:                                               ; preds = %16
  %25 = sext i32 %18 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !18
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %25
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !16
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !18
  %33 = tail call float @llvm.fmuladd.f32(float %27, float %32, float %17)
  %34 = add nsw i32 %18, 1
  br label %16

35:                                               ; preds = %22, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @black_scholes(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, float noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #7 !kernel_arg_addr_space !20 !kernel_arg_access_qual !13 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %7) ]
  %9 = call spir_func float @_Z4sqrtf(float noundef %5) #9 [ "convergencectrl"(token %7) ]
  %10 = fmul float %9, %4
  %11 = shl i64 %8, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !18
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !18
  %17 = fdiv float %14, %16, !fpmath !23
  %18 = call spir_func float @_Z3logf(float noundef %17) #9 [ "convergencectrl"(token %7) ]
  %19 = fmul float %4, 5.000000e-01
  %20 = tail call float @llvm.fmuladd.f32(float %19, float %4, float %3)
  %21 = tail call float @llvm.fmuladd.f32(float %20, float %5, float %18)
  %22 = fdiv float %21, %10, !fpmath !23
  %23 = fsub float %22, %10
  %24 = fmul float %22, 0xBFE6A09E60000000
  %25 = call spir_func float @_Z4erfcf(float noundef %24) #9 [ "convergencectrl"(token %7) ]
  %26 = fmul float %25, 5.000000e-01
  %27 = fmul float %23, 0xBFE6A09E60000000
  %28 = call spir_func float @_Z4erfcf(float noundef %27) #9 [ "convergencectrl"(token %7) ]
  %29 = fmul float %28, 5.000000e-01
  %30 = fneg float %3
  %31 = fmul float %30, %5
  %32 = call spir_func float @_Z3expf(float noundef %31) #9 [ "convergencectrl"(token %7) ]
  %33 = fneg float %16
  %34 = fmul float %32, %33
  %35 = fmul float %29, %34
  %36 = tail call float @llvm.fmuladd.f32(float %14, float %26, float %35)
  %37 = fcmp ogt float %36, 0.000000e+00
  %38 = select i1 %37, float %36, float 0.000000e+00
  %39 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12
  store float %38, ptr addrspace(1) %39, align 4, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3logf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4erfcf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3expf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @conv2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #6 !kernel_arg_addr_space !20 !kernel_arg_access_qual !13 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !22 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #9 [ "convergencectrl"(token %7) ]
  %11 = trunc i64 %10 to i32
  %12 = sdiv i32 %5, -2
  %13 = add i32 %12, %9
  %14 = add i32 %12, %11
  br label %15

15:                                               ; preds = %35, %6
  %16 = phi i32 [ 0, %6 ], [ %36, %35 ]
  %17 = phi float [ 0.000000e+00, %6 ], [ %32, %35 ]
  %18 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %19 = icmp slt i32 %16, %5
  br i1 %19, label %20, label %26

20:                                               ; preds = %15
  %21 = add i32 %14, %16
  %22 = icmp sgt i32 %21, -1
  %23 = icmp slt i32 %21, %4
  %24 = mul nsw i32 %21, %3
  %25 = mul nsw i32 %16, %5
  br label %30

26:                                               ; preds = %15
  %27 = icmp slt i32 %9, %3
  %28 = icmp slt i32 %11, %4
  %29 = select i1 %27, i1 %28, i1 false
  br i1 %29, label %57, label %62

30:                                               ; preds = %20, %54
  %31 = phi i32 [ %56, %54 ], [ 0, %20 ]
  %32 = phi float [ %55, %54 ], [ %17, %20 ]
  %33 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %18) ]
  %34 = icmp slt i32 %31, %5
  br i1 %34, label %37, label %35

35:                                               ; preds = %30
  %36 = add nuw nsw i32 %16, 1
  br label %15

37:                                               ; preds = %30
  %38 = add i32 %13, %31
  %39 = icmp sgt i32 %38, -1
  %40 = select i1 %39, i1 %22, i1 false
  %41 = icmp slt i32 %38, %3
  %42 = and i1 %41, %40
  %43 = select i1 %42, i1 %23, i1 false
  br i1 %43, label %44, label %54

44:                                               ; preds = %37
  %45 = add nuw nsw i32 %38, %24
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !18
  %49 = add nsw i32 %31, %25
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !18
  %53 = tail call float @llvm.fmuladd.f32(float %48, float %52, float %32)
  br label %54

54:                                               ; preds = %37, %44
  %55 = phi float [ %53, %44 ], [ %32, %37 ]
  %56 = add nuw nsw i32 %31, 1
  br label %30

57:                                               ; preds = %26
  %58 = mul nsw i32 %11, %3
  %59 = add nsw i32 %58, %9
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %60
  store float %17, ptr addrspace(1) %61, align 4, !tbaa !18
  br label %62

62:                                               ; preds = %57, %26
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(write)
define spir_kernel void @monte_carlo_pi(ptr addrspace(1) nocapture noundef writeonly align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #8 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = xor i32 %6, %2
  br label %8

8:                                                ; preds = %17, %3
  %9 = phi i32 [ 0, %3 ], [ %36, %17 ]
  %10 = phi i32 [ 0, %3 ], [ %35, %17 ]
  %11 = phi i32 [ %7, %3 ], [ %25, %17 ]
  %12 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %13 = icmp slt i32 %9, %1
  br i1 %13, label %17, label %14

14:                                               ; preds = %8
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %4) ]
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  store i32 %10, ptr addrspace(1) %16, align 4, !tbaa !16
  ret void

17:                                               ; preds = %8
  %18 = lshr i32 %11, 16
  %19 = xor i32 %18, %11
  %20 = mul i32 %19, 2146121005
  %21 = lshr i32 %20, 15
  %22 = xor i32 %21, %20
  %23 = mul i32 %22, -2073254261
  %24 = lshr i32 %23, 16
  %25 = xor i32 %24, %23
  %26 = and i32 %25, 65535
  %27 = uitofp nneg i32 %26 to float
  %28 = fdiv float %27, 6.553500e+04, !fpmath !23
  %29 = uitofp nneg i32 %24 to float
  %30 = fdiv float %29, 6.553500e+04, !fpmath !23
  %31 = fmul float %30, %30
  %32 = tail call float @llvm.fmuladd.f32(float %28, float %28, float %31)
  %33 = fcmp ole float %32, 1.000000e+00
  %34 = zext i1 %33 to i32
  %35 = add i32 %10, %34
  %36 = add nuw nsw i32 %9, 1
  br label %8
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #8 = { convergent nofree norecurse nounwind memory(write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"float4*", !"float4*", !"float4*", !"int", !"float"}
!7 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int", !"float"}
!8 = !{!"const", !"", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!14 = !{!"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!15 = !{!"const", !"const", !"const", !"const", !"", !""}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !10, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !10, i64 0}
!20 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!21 = !{!"float*", !"float*", !"float*", !"float", !"float", !"float"}
!22 = !{!"const", !"const", !"", !"", !"", !""}
!23 = !{float 2.500000e+00}
!24 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!25 = !{i32 1, i32 0, i32 0}
!26 = !{!"none", !"none", !"none"}
!27 = !{!"uint*", !"int", !"uint"}
!28 = !{!"", !"", !""}
