source_filename = "src/stencil.cl"
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

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @jacobi2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = add nsw i32 %2, -1
  %11 = add nsw i32 %3, -1
  %12 = insertelement <4 x i32> poison, i32 %7, i64 0
  %13 = insertelement <4 x i32> %12, i32 %9, i64 1
  %14 = insertelement <4 x i32> %13, i32 %10, i64 2
  %15 = insertelement <4 x i32> %14, i32 %11, i64 3
  %16 = shufflevector <4 x i32> %13, <4 x i32> <i32 0, i32 0, i32 poison, i32 poison>, <4 x i32> <i32 4, i32 5, i32 0, i32 1>
  %17 = icmp sgt <4 x i32> %15, %16
  %18 = freeze <4 x i1> %17
  %19 = bitcast <4 x i1> %18 to i4
  %20 = icmp eq i4 %19, -1
  br i1 %20, label %31, label %21

21:                                               ; preds = %4
  %22 = icmp slt i32 %7, %2
  %23 = icmp slt i32 %9, %3
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %62

25:                                               ; preds = %21
  %26 = mul nsw i32 %9, %2
  %27 = add nsw i32 %26, %7
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !8
  br label %58

31:                                               ; preds = %4
  %32 = mul nsw i32 %9, %2
  %33 = add nsw i32 %32, %7
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !8
  %37 = getelementptr i8, ptr addrspace(1) %35, i64 -4
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !8
  %39 = fadd float %36, %38
  %40 = getelementptr i8, ptr addrspace(1) %35, i64 4
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !8
  %42 = fadd float %39, %41
  %43 = add nsw i32 %9, -1
  %44 = mul nsw i32 %43, %2
  %45 = add nsw i32 %44, %7
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !8
  %49 = fadd float %42, %48
  %50 = add nuw nsw i32 %9, 1
  %51 = mul nsw i32 %50, %2
  %52 = add nsw i32 %51, %7
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !8
  %56 = fadd float %49, %55
  %57 = fmul float %56, 0x3FC99999A0000000
  br label %58

58:                                               ; preds = %31, %25
  %59 = phi i64 [ %28, %25 ], [ %34, %31 ]
  %60 = phi float [ %30, %25 ], [ %57, %31 ]
  %61 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %59
  store float %60, ptr addrspace(1) %61, align 4, !tbaa !8
  br label %62

62:                                               ; preds = %58, %21
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @stencil1d_halo(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7 [ "convergencectrl"(token %6) ]
  %10 = trunc i64 %9 to i32
  %11 = add i32 %10, %4
  %12 = icmp slt i32 %8, 0
  %13 = icmp slt i32 %8, %2
  %14 = add nsw i32 %2, -1
  %15 = select i1 %13, i32 %8, i32 %14
  %16 = select i1 %12, i32 0, i32 %15
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !8
  %20 = sext i32 %11 to i64
  %21 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %20
  store float %19, ptr addrspace(3) %21, align 4, !tbaa !8
  %22 = zext i32 %4 to i64
  %23 = icmp ult i64 %9, %22
  br i1 %23, label %24, label %47

24:                                               ; preds = %5
  %25 = sub nsw i32 %8, %4
  %26 = icmp slt i32 %25, 0
  %27 = icmp slt i32 %25, %2
  %28 = select i1 %27, i32 %25, i32 %14
  %29 = select i1 %26, i32 0, i32 %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !8
  %33 = sext i32 %10 to i64
  %34 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %33
  store float %32, ptr addrspace(3) %34, align 4, !tbaa !8
  %35 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #7 [ "convergencectrl"(token %6) ]
  %36 = add i64 %35, %7
  %37 = trunc i64 %36 to i32
  %38 = icmp slt i32 %37, 0
  %39 = icmp slt i32 %37, %2
  %40 = select i1 %39, i32 %37, i32 %14
  %41 = select i1 %38, i32 0, i32 %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !8
  %45 = getelementptr float, ptr addrspace(3) %3, i64 %35
  %46 = getelementptr float, ptr addrspace(3) %45, i64 %20
  store float %44, ptr addrspace(3) %46, align 4, !tbaa !8
  br label %47

47:                                               ; preds = %24, %5
  call spir_func void @_Z7barrierj(i32 noundef 1) #8 [ "convergencectrl"(token %6) ]
  %48 = sub nsw i32 0, %4
  br label %49

49:                                               ; preds = %55, %47
  %50 = phi float [ 0.000000e+00, %47 ], [ %60, %55 ]
  %51 = phi i32 [ %48, %47 ], [ %61, %55 ]
  %52 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %53 = icmp sgt i32 %51, %4
  br i1 %53, label %54, label %55

54:                                               ; preds = %49
  br i1 %13, label %62, label %69

55:                                               ; preds = %49
  %56 = add nsw i32 %51, %11
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %57
  %59 = load float, ptr addrspace(3) %58, align 4, !tbaa !8
  %60 = fadd float %50, %59
  %61 = add nsw i32 %51, 1
  br label %49

62:                                               ; preds = %54
  %63 = shl nsw i32 %4, 1
  %64 = or disjoint i32 %63, 1
  %65 = sitofp i32 %64 to float
  %66 = fdiv float %50, %65, !fpmath !16
  %67 = sext i32 %8 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %67
  store float %66, ptr addrspace(1) %68, align 4, !tbaa !8
  br label %69

69:                                               ; preds = %62, %54
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @heat_steps(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, ptr addrspace(3) nocapture noundef align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3) local_unnamed_addr #4 !kernel_arg_addr_space !17 !kernel_arg_access_qual !5 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !8
  %13 = sext i32 %7 to i64
  %14 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %13
  store float %12, ptr addrspace(3) %14, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #8 [ "convergencectrl"(token %5) ]
  %15 = icmp sgt i32 %7, 0
  %16 = add nsw i32 %7, -1
  %17 = zext nneg i32 %16 to i64
  %18 = select i1 %15, i64 %17, i64 %13
  %19 = add nsw i32 %9, -1
  %20 = icmp sgt i32 %19, %7
  %21 = add nsw i32 %7, 1
  %22 = sext i32 %21 to i64
  %23 = select i1 %20, i64 %22, i64 %13
  br label %24

24:                                               ; preds = %35, %4
  %25 = phi i32 [ 0, %4 ], [ %46, %35 ]
  %26 = phi ptr addrspace(3) [ %3, %4 ], [ %27, %35 ]
  %27 = phi ptr addrspace(3) [ %2, %4 ], [ %26, %35 ]
  %28 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %29 = icmp slt i32 %25, %1
  br i1 %29, label %35, label %30

30:                                               ; preds = %24
  %31 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %13
  %32 = load float, ptr addrspace(3) %31, align 4, !tbaa !8
  %33 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  store float %32, ptr addrspace(1) %34, align 4, !tbaa !8
  ret void

35:                                               ; preds = %24
  %36 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %18
  %37 = load float, ptr addrspace(3) %36, align 4, !tbaa !8
  %38 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %23
  %39 = load float, ptr addrspace(3) %38, align 4, !tbaa !8
  %40 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %13
  %41 = load float, ptr addrspace(3) %40, align 4, !tbaa !8
  %42 = tail call float @llvm.fmuladd.f32(float %41, float -2.000000e+00, float %37)
  %43 = fadd float %39, %42
  %44 = tail call float @llvm.fmuladd.f32(float %43, float 2.500000e-01, float %41)
  %45 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %13
  store float %44, ptr addrspace(3) %45, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #8 [ "convergencectrl"(token %28) ]
  %46 = add nuw nsw i32 %25, 1
  br label %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"float*", !"float*", !"int", !"int"}
!7 = !{!"const", !"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{i32 1, i32 1, i32 0, i32 3, i32 0}
!13 = !{!"none", !"none", !"none", !"none", !"none"}
!14 = !{!"float*", !"float*", !"int", !"float*", !"int"}
!15 = !{!"const", !"", !"", !"", !""}
!16 = !{float 2.500000e+00}
!17 = !{i32 1, i32 0, i32 3, i32 3}
!18 = !{!"float*", !"int", !"float*", !"float*"}
!19 = !{!"", !"", !"", !""}
