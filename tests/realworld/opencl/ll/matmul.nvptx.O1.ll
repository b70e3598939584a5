source_filename = "src/matmul.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@matmul_tiled.As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_tiled.Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@transpose_tiled.tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @matmul_naive(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %8, %3
  %12 = icmp slt i32 %10, %4
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %14, label %39

14:                                               ; preds = %6
  %15 = icmp sgt i32 %5, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %14
  %17 = mul nsw i32 %8, %5
  br label %24

18:                                               ; preds = %24, %14
  %19 = phi float [ 0.000000e+00, %14 ], [ %36, %24 ]
  %20 = mul nsw i32 %8, %4
  %21 = add nsw i32 %20, %10
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %22
  store float %19, ptr addrspace(1) %23, align 4, !tbaa !12
  br label %39

24:                                               ; preds = %16, %24
  %25 = phi i32 [ 0, %16 ], [ %37, %24 ]
  %26 = phi float [ 0.000000e+00, %16 ], [ %36, %24 ]
  %27 = add nsw i32 %25, %17
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !12
  %31 = mul nsw i32 %25, %4
  %32 = add nsw i32 %31, %10
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !12
  %36 = tail call float @llvm.fmuladd.f32(float %30, float %35, float %26)
  %37 = add nuw nsw i32 %25, 1
  %38 = icmp eq i32 %37, %5
  br i1 %38, label %18, label %24, !llvm.loop !16

39:                                               ; preds = %6, %18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @matmul_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #3 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #6
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #6
  %12 = shl i64 %11, 4
  %13 = shl i64 %9, 32
  %14 = ashr exact i64 %13, 32
  %15 = add i64 %12, %9
  %16 = trunc i64 %15 to i32
  %17 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6
  %18 = shl i64 %17, 4
  %19 = shl i64 %7, 32
  %20 = ashr exact i64 %19, 32
  %21 = add i64 %18, %7
  %22 = trunc i64 %21 to i32
  %23 = icmp sgt i32 %5, 0
  br i1 %23, label %24, label %33

24:                                               ; preds = %6
  %25 = add nuw nsw i32 %5, 15
  %26 = lshr i32 %25, 4
  %27 = icmp slt i32 %16, %3
  %28 = mul nsw i32 %16, %5
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %14, i64 %20
  %30 = icmp slt i32 %22, %4
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 %14, i64 %20
  %32 = tail call i32 @llvm.smax.i32(i32 %26, i32 1)
  br label %38

33:                                               ; preds = %63, %6
  %34 = phi float [ 0.000000e+00, %6 ], [ %74, %63 ]
  %35 = icmp slt i32 %16, %3
  %36 = icmp slt i32 %22, %4
  %37 = select i1 %35, i1 %36, i1 false
  br i1 %37, label %77, label %82

38:                                               ; preds = %24, %63
  %39 = phi float [ 0.000000e+00, %24 ], [ %74, %63 ]
  %40 = phi i32 [ 0, %24 ], [ %64, %63 ]
  %41 = shl nsw i32 %40, 4
  %42 = add nsw i32 %41, %8
  %43 = add nsw i32 %41, %10
  %44 = icmp slt i32 %42, %5
  %45 = select i1 %27, i1 %44, i1 false
  br i1 %45, label %46, label %51

46:                                               ; preds = %38
  %47 = add nsw i32 %42, %28
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !12
  br label %51

51:                                               ; preds = %38, %46
  %52 = phi float [ %50, %46 ], [ 0.000000e+00, %38 ]
  store float %52, ptr addrspace(3) %29, align 4, !tbaa !12
  %53 = icmp slt i32 %43, %5
  %54 = select i1 %30, i1 %53, i1 false
  br i1 %54, label %55, label %61

55:                                               ; preds = %51
  %56 = mul nsw i32 %43, %4
  %57 = add nsw i32 %56, %22
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !12
  br label %61

61:                                               ; preds = %51, %55
  %62 = phi float [ %60, %55 ], [ 0.000000e+00, %51 ]
  store float %62, ptr addrspace(3) %31, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #7
  br label %66

63:                                               ; preds = %66
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %64 = add nuw nsw i32 %40, 1
  %65 = icmp eq i32 %64, %32
  br i1 %65, label %33, label %38, !llvm.loop !18

66:                                               ; preds = %61, %66
  %67 = phi i32 [ 0, %61 ], [ %75, %66 ]
  %68 = phi float [ %39, %61 ], [ %74, %66 ]
  %69 = zext nneg i32 %67 to i64
  %70 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %14, i64 %69
  %71 = load float, ptr addrspace(3) %70, align 4, !tbaa !12
  %72 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 %69, i64 %20
  %73 = load float, ptr addrspace(3) %72, align 4, !tbaa !12
  %74 = tail call float @llvm.fmuladd.f32(float %71, float %73, float %68)
  %75 = add nuw nsw i32 %67, 1
  %76 = icmp eq i32 %75, 16
  br i1 %76, label %63, label %66, !llvm.loop !19

77:                                               ; preds = %33
  %78 = mul nsw i32 %16, %4
  %79 = add nsw i32 %78, %22
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %80
  store float %34, ptr addrspace(1) %81, align 4, !tbaa !12
  br label %82

82:                                               ; preds = %77, %33
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @matvec_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, ptr addrspace(3) nocapture noundef align 4 %4) local_unnamed_addr #3 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %13

10:                                               ; preds = %5
  %11 = trunc i64 %6 to i32
  %12 = mul nsw i32 %11, %3
  br label %22

13:                                               ; preds = %22, %5
  %14 = phi float [ 0.000000e+00, %5 ], [ %32, %22 ]
  %15 = shl i64 %7, 32
  %16 = ashr exact i64 %15, 30
  %17 = getelementptr inbounds i8, ptr addrspace(3) %4, i64 %16
  store float %14, ptr addrspace(3) %17, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %18 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %19 = lshr i64 %18, 1
  %20 = trunc i64 %19 to i32
  %21 = icmp sgt i32 %20, 0
  br i1 %21, label %39, label %37

22:                                               ; preds = %10, %22
  %23 = phi i32 [ %8, %10 ], [ %35, %22 ]
  %24 = phi float [ 0.000000e+00, %10 ], [ %32, %22 ]
  %25 = add nsw i32 %23, %12
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !12
  %29 = sext i32 %23 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !12
  %32 = tail call float @llvm.fmuladd.f32(float %28, float %31, float %24)
  %33 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %34 = trunc i64 %33 to i32
  %35 = add i32 %23, %34
  %36 = icmp slt i32 %35, %3
  br i1 %36, label %22, label %13, !llvm.loop !24

37:                                               ; preds = %49, %13
  %38 = icmp eq i32 %8, 0
  br i1 %38, label %52, label %57

39:                                               ; preds = %13, %49
  %40 = phi i32 [ %50, %49 ], [ %20, %13 ]
  %41 = icmp sgt i32 %40, %8
  br i1 %41, label %42, label %49

42:                                               ; preds = %39
  %43 = add nsw i32 %40, %8
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %44
  %46 = load float, ptr addrspace(3) %45, align 4, !tbaa !12
  %47 = load float, ptr addrspace(3) %17, align 4, !tbaa !12
  %48 = fadd float %46, %47
  store float %48, ptr addrspace(3) %17, align 4, !tbaa !12
  br label %49

49:                                               ; preds = %42, %39
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %50 = lshr i32 %40, 1
  %51 = icmp ult i32 %40, 2
  br i1 %51, label %37, label %39, !llvm.loop !25

52:                                               ; preds = %37
  %53 = load float, ptr addrspace(3) %4, align 4, !tbaa !12
  %54 = shl i64 %6, 32
  %55 = ashr exact i64 %54, 30
  %56 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %55
  store float %53, ptr addrspace(1) %56, align 4, !tbaa !12
  br label %57

57:                                               ; preds = %52, %37
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @transpose_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %6, %2
  %10 = icmp slt i32 %8, %3
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %21

12:                                               ; preds = %4
  %13 = mul nsw i32 %8, %2
  %14 = add nsw i32 %13, %6
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !12
  %18 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #6
  %19 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %20 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i64 0, i64 %18, i64 %19
  store float %17, ptr addrspace(3) %20, align 4, !tbaa !12
  br label %21

21:                                               ; preds = %12, %4
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %22 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #6
  %23 = shl i64 %22, 4
  %24 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %25 = add i64 %23, %24
  %26 = trunc i64 %25 to i32
  %27 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6
  %28 = shl i64 %27, 4
  %29 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #6
  %30 = add i64 %28, %29
  %31 = trunc i64 %30 to i32
  %32 = icmp slt i32 %26, %3
  %33 = icmp slt i32 %31, %2
  %34 = select i1 %32, i1 %33, i1 false
  br i1 %34, label %35, label %44

35:                                               ; preds = %21
  %36 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %37 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #6
  %38 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i64 0, i64 %36, i64 %37
  %39 = load float, ptr addrspace(3) %38, align 4, !tbaa !12
  %40 = mul nsw i32 %31, %3
  %41 = add nsw i32 %40, %26
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %42
  store float %39, ptr addrspace(1) %43, align 4, !tbaa !12
  br label %44

44:                                               ; preds = %35, %21
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5}
!opencl.ocl.version = !{!6}

!0 = !{ptr @matmul_naive, !"kernel", i32 1}
!1 = !{ptr @matmul_tiled, !"kernel", i32 1}
!2 = !{ptr @matvec_rows, !"kernel", i32 1}
!3 = !{ptr @transpose_tiled, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"clang-19"}
!8 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!11 = !{!"const", !"const", !"", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
!20 = !{i32 1, i32 1, i32 1, i32 0, i32 3}
!21 = !{!"none", !"none", !"none", !"none", !"none"}
!22 = !{!"float*", !"float*", !"float*", !"int", !"float*"}
!23 = !{!"const", !"const", !"", !"", !""}
!24 = distinct !{!24, !17}
!25 = distinct !{!25, !17}
!26 = !{i32 1, i32 1, i32 0, i32 0}
!27 = !{!"none", !"none", !"none", !"none"}
!28 = !{!"float*", !"float*", !"int", !"int"}
!29 = !{!"const", !"", !"", !""}
