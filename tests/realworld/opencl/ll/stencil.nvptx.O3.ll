source_filename = "src/stencil.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
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

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @jacobi2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %6, 0
  %10 = icmp sgt i32 %8, 0
  %11 = select i1 %9, i1 %10, i1 false
  %12 = add nsw i32 %2, -1
  %13 = icmp sgt i32 %12, %6
  %14 = select i1 %11, i1 %13, i1 false
  %15 = add nsw i32 %3, -1
  %16 = icmp sgt i32 %15, %8
  %17 = select i1 %14, i1 %16, i1 false
  br i1 %17, label %29, label %18

18:                                               ; preds = %4
  %19 = icmp slt i32 %6, %2
  %20 = icmp slt i32 %8, %3
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %22, label %57

22:                                               ; preds = %18
  %23 = mul nsw i32 %8, %2
  %24 = add nsw i32 %23, %6
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %25
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !11
  store float %28, ptr addrspace(1) %26, align 4, !tbaa !11
  br label %57

29:                                               ; preds = %4
  %30 = mul nsw i32 %8, %2
  %31 = add nsw i32 %30, %6
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !11
  %35 = getelementptr i8, ptr addrspace(1) %33, i64 -4
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !11
  %37 = fadd float %34, %36
  %38 = getelementptr i8, ptr addrspace(1) %33, i64 4
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !11
  %40 = fadd float %37, %39
  %41 = add nsw i32 %8, -1
  %42 = mul nsw i32 %41, %2
  %43 = add nsw i32 %42, %6
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !11
  %47 = fadd float %40, %46
  %48 = add nuw nsw i32 %8, 1
  %49 = mul nsw i32 %48, %2
  %50 = add nsw i32 %49, %6
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !11
  %54 = fadd float %47, %53
  %55 = fmul float %54, 0x3FC99999A0000000
  %56 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %32
  store float %55, ptr addrspace(1) %56, align 4, !tbaa !11
  br label %57

57:                                               ; preds = %18, %22, %29
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @stencil1d_halo(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %9 = trunc i64 %8 to i32
  %10 = add i32 %9, %4
  %11 = icmp slt i32 %7, 0
  %12 = icmp slt i32 %7, %2
  %13 = add nsw i32 %2, -1
  %14 = select i1 %12, i32 %7, i32 %13
  %15 = select i1 %11, i32 0, i32 %14
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !11
  %19 = sext i32 %10 to i64
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %19
  store float %18, ptr addrspace(3) %20, align 4, !tbaa !11
  %21 = zext i32 %4 to i64
  %22 = icmp ult i64 %8, %21
  br i1 %22, label %23, label %47

23:                                               ; preds = %5
  %24 = sub nsw i32 %7, %4
  %25 = icmp slt i32 %24, 0
  %26 = icmp slt i32 %24, %2
  %27 = select i1 %26, i32 %24, i32 %13
  %28 = select i1 %25, i32 0, i32 %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !11
  %32 = shl nuw i64 %8, 32
  %33 = ashr exact i64 %32, 30
  %34 = getelementptr inbounds i8, ptr addrspace(3) %3, i64 %33
  store float %31, ptr addrspace(3) %34, align 4, !tbaa !11
  %35 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %36 = add i64 %35, %6
  %37 = trunc i64 %36 to i32
  %38 = icmp slt i32 %37, 0
  %39 = icmp slt i32 %37, %2
  %40 = select i1 %39, i32 %37, i32 %13
  %41 = select i1 %38, i32 0, i32 %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !11
  %45 = getelementptr float, ptr addrspace(3) %3, i64 %35
  %46 = getelementptr float, ptr addrspace(3) %45, i64 %19
  store float %44, ptr addrspace(3) %46, align 4, !tbaa !11
  br label %47

47:                                               ; preds = %23, %5
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %48 = icmp slt i32 %4, 0
  br i1 %48, label %67, label %49

49:                                               ; preds = %47
  %50 = shl nuw i32 %4, 1
  %51 = and i32 %50, 6
  %52 = sub nsw i32 0, %4
  br label %53

53:                                               ; preds = %53, %49
  %54 = phi i32 [ %62, %53 ], [ %52, %49 ]
  %55 = phi float [ %61, %53 ], [ 0.000000e+00, %49 ]
  %56 = phi i32 [ %63, %53 ], [ 0, %49 ]
  %57 = add nsw i32 %54, %10
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %58
  %60 = load float, ptr addrspace(3) %59, align 4, !tbaa !11
  %61 = fadd float %55, %60
  %62 = add i32 %54, 1
  %63 = add i32 %56, 1
  %64 = icmp eq i32 %56, %51
  br i1 %64, label %65, label %53, !llvm.loop !19

65:                                               ; preds = %53
  %66 = icmp ult i32 %4, 4
  br i1 %66, label %67, label %69

67:                                               ; preds = %65, %69, %47
  %68 = phi float [ 0.000000e+00, %47 ], [ %61, %65 ], [ %118, %69 ]
  br i1 %12, label %121, label %129

69:                                               ; preds = %65, %69
  %70 = phi i32 [ %119, %69 ], [ %62, %65 ]
  %71 = phi float [ %118, %69 ], [ %61, %65 ]
  %72 = add nsw i32 %70, %10
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %73
  %75 = load float, ptr addrspace(3) %74, align 4, !tbaa !11
  %76 = fadd float %71, %75
  %77 = add i32 %70, 1
  %78 = add nsw i32 %77, %10
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %79
  %81 = load float, ptr addrspace(3) %80, align 4, !tbaa !11
  %82 = fadd float %76, %81
  %83 = add i32 %70, 2
  %84 = add nsw i32 %83, %10
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %85
  %87 = load float, ptr addrspace(3) %86, align 4, !tbaa !11
  %88 = fadd float %82, %87
  %89 = add i32 %70, 3
  %90 = add nsw i32 %89, %10
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %91
  %93 = load float, ptr addrspace(3) %92, align 4, !tbaa !11
  %94 = fadd float %88, %93
  %95 = add i32 %70, 4
  %96 = add nsw i32 %95, %10
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %97
  %99 = load float, ptr addrspace(3) %98, align 4, !tbaa !11
  %100 = fadd float %94, %99
  %101 = add i32 %70, 5
  %102 = add nsw i32 %101, %10
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %103
  %105 = load float, ptr addrspace(3) %104, align 4, !tbaa !11
  %106 = fadd float %100, %105
  %107 = add i32 %70, 6
  %108 = add nsw i32 %107, %10
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %109
  %111 = load float, ptr addrspace(3) %110, align 4, !tbaa !11
  %112 = fadd float %106, %111
  %113 = add i32 %70, 7
  %114 = add nsw i32 %113, %10
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %115
  %117 = load float, ptr addrspace(3) %116, align 4, !tbaa !11
  %118 = fadd float %112, %117
  %119 = add i32 %70, 8
  %120 = icmp eq i32 %113, %4
  br i1 %120, label %67, label %69

121:                                              ; preds = %67
  %122 = shl nsw i32 %4, 1
  %123 = or disjoint i32 %122, 1
  %124 = sitofp i32 %123 to float
  %125 = fdiv float %68, %124, !fpmath !21
  %126 = shl i64 %6, 32
  %127 = ashr exact i64 %126, 30
  %128 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %127
  store float %125, ptr addrspace(1) %128, align 4, !tbaa !11
  br label %129

129:                                              ; preds = %121, %67
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @heat_steps(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, ptr addrspace(3) nocapture noundef align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3) local_unnamed_addr #3 !kernel_arg_addr_space !22 !kernel_arg_access_qual !8 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %6 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !11
  %10 = shl i64 %5, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %11
  store float %9, ptr addrspace(3) %12, align 4, !tbaa !11
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %13 = icmp sgt i32 %1, 0
  br i1 %13, label %14, label %26

14:                                               ; preds = %4
  %15 = trunc i64 %6 to i32
  %16 = trunc i64 %5 to i32
  %17 = icmp sgt i32 %16, 0
  %18 = add i64 %5, 4294967295
  %19 = and i64 %18, 4294967295
  %20 = select i1 %17, i64 %19, i64 %11
  %21 = add nsw i32 %15, -1
  %22 = icmp sgt i32 %21, %16
  %23 = add i64 %10, 4294967296
  %24 = ashr exact i64 %23, 32
  %25 = select i1 %22, i64 %24, i64 %11
  br label %32

26:                                               ; preds = %32, %4
  %27 = phi ptr addrspace(3) [ %2, %4 ], [ %34, %32 ]
  %28 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %11
  %29 = load float, ptr addrspace(3) %28, align 4, !tbaa !11
  %30 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  store float %29, ptr addrspace(1) %31, align 4, !tbaa !11
  ret void

32:                                               ; preds = %14, %32
  %33 = phi ptr addrspace(3) [ %2, %14 ], [ %34, %32 ]
  %34 = phi ptr addrspace(3) [ %3, %14 ], [ %33, %32 ]
  %35 = phi i32 [ 0, %14 ], [ %46, %32 ]
  %36 = getelementptr inbounds float, ptr addrspace(3) %33, i64 %20
  %37 = load float, ptr addrspace(3) %36, align 4, !tbaa !11
  %38 = getelementptr inbounds float, ptr addrspace(3) %33, i64 %25
  %39 = load float, ptr addrspace(3) %38, align 4, !tbaa !11
  %40 = getelementptr inbounds float, ptr addrspace(3) %33, i64 %11
  %41 = load float, ptr addrspace(3) %40, align 4, !tbaa !11
  %42 = tail call float @llvm.fmuladd.f32(float %41, float -2.000000e+00, float %37)
  %43 = fadd float %39, %42
  %44 = tail call float @llvm.fmuladd.f32(float %43, float 2.500000e-01, float %41)
  %45 = getelementptr inbounds float, ptr addrspace(3) %34, i64 %11
  store float %44, ptr addrspace(3) %45, align 4, !tbaa !11
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %46 = add nuw nsw i32 %35, 1
  %47 = icmp eq i32 %46, %1
  br i1 %47, label %26, label %32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4}
!opencl.ocl.version = !{!5}

!0 = !{ptr @jacobi2d, !"kernel", i32 1}
!1 = !{ptr @stencil1d_halo, !"kernel", i32 1}
!2 = !{ptr @heat_steps, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 2, i32 0}
!6 = !{!"clang-19"}
!7 = !{i32 1, i32 1, i32 0, i32 0}
!8 = !{!"none", !"none", !"none", !"none"}
!9 = !{!"float*", !"float*", !"int", !"int"}
!10 = !{!"const", !"", !"", !""}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{i32 1, i32 1, i32 0, i32 3, i32 0}
!16 = !{!"none", !"none", !"none", !"none", !"none"}
!17 = !{!"float*", !"float*", !"int", !"float*", !"int"}
!18 = !{!"const", !"", !"", !"", !""}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = !{float 2.500000e+00}
!22 = !{i32 1, i32 0, i32 3, i32 3}
!23 = !{!"float*", !"int", !"float*", !"float*"}
!24 = !{!"", !"", !"", !""}
