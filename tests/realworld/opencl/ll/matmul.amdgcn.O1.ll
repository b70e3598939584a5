source_filename = "src/matmul.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@matmul_tiled.As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_tiled.Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@transpose_tiled.tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @matmul_naive(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
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
  store float %19, ptr addrspace(1) %23, align 4, !tbaa !9
  br label %39

24:                                               ; preds = %16, %24
  %25 = phi i32 [ 0, %16 ], [ %37, %24 ]
  %26 = phi float [ 0.000000e+00, %16 ], [ %36, %24 ]
  %27 = add nsw i32 %25, %17
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !9
  %31 = mul nsw i32 %25, %4
  %32 = add nsw i32 %31, %10
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !9
  %36 = tail call float @llvm.fmuladd.f32(float %30, float %35, float %26)
  %37 = add nuw nsw i32 %25, 1
  %38 = icmp eq i32 %37, %5
  br i1 %38, label %18, label %24, !llvm.loop !13

39:                                               ; preds = %6, %18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @matmul_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #3 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #6
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #6
  %12 = shl i64 %11, 4
  %13 = add i64 %12, %9
  %14 = trunc i64 %13 to i32
  %15 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6
  %16 = shl i64 %15, 4
  %17 = add i64 %16, %7
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %5, 0
  br i1 %19, label %20, label %29

20:                                               ; preds = %6
  %21 = add nuw nsw i32 %5, 15
  %22 = lshr i32 %21, 4
  %23 = icmp slt i32 %14, %3
  %24 = mul nsw i32 %14, %5
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 %8
  %26 = icmp slt i32 %18, %4
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 %10, i32 %8
  %28 = tail call i32 @llvm.smax.i32(i32 %22, i32 1)
  br label %34

29:                                               ; preds = %59, %6
  %30 = phi float [ 0.000000e+00, %6 ], [ %69, %59 ]
  %31 = icmp slt i32 %14, %3
  %32 = icmp slt i32 %18, %4
  %33 = select i1 %31, i1 %32, i1 false
  br i1 %33, label %72, label %77

34:                                               ; preds = %20, %59
  %35 = phi float [ 0.000000e+00, %20 ], [ %69, %59 ]
  %36 = phi i32 [ 0, %20 ], [ %60, %59 ]
  %37 = shl nsw i32 %36, 4
  %38 = add nsw i32 %37, %8
  %39 = add nsw i32 %37, %10
  %40 = icmp slt i32 %38, %5
  %41 = select i1 %23, i1 %40, i1 false
  br i1 %41, label %42, label %47

42:                                               ; preds = %34
  %43 = add nsw i32 %38, %24
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !9
  br label %47

47:                                               ; preds = %34, %42
  %48 = phi float [ %46, %42 ], [ 0.000000e+00, %34 ]
  store float %48, ptr addrspace(3) %25, align 4, !tbaa !9
  %49 = icmp slt i32 %39, %5
  %50 = select i1 %26, i1 %49, i1 false
  br i1 %50, label %51, label %57

51:                                               ; preds = %47
  %52 = mul nsw i32 %39, %4
  %53 = add nsw i32 %52, %18
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !9
  br label %57

57:                                               ; preds = %47, %51
  %58 = phi float [ %56, %51 ], [ 0.000000e+00, %47 ]
  store float %58, ptr addrspace(3) %27, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #7
  br label %62

59:                                               ; preds = %62
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %60 = add nuw nsw i32 %36, 1
  %61 = icmp eq i32 %60, %28
  br i1 %61, label %29, label %34, !llvm.loop !15

62:                                               ; preds = %57, %62
  %63 = phi i32 [ 0, %57 ], [ %70, %62 ]
  %64 = phi float [ %35, %57 ], [ %69, %62 ]
  %65 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 %63
  %66 = load float, ptr addrspace(3) %65, align 4, !tbaa !9
  %67 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 %63, i32 %8
  %68 = load float, ptr addrspace(3) %67, align 4, !tbaa !9
  %69 = tail call float @llvm.fmuladd.f32(float %66, float %68, float %64)
  %70 = add nuw nsw i32 %63, 1
  %71 = icmp eq i32 %70, 16
  br i1 %71, label %59, label %62, !llvm.loop !16

72:                                               ; preds = %29
  %73 = mul nsw i32 %14, %4
  %74 = add nsw i32 %73, %18
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %75
  store float %30, ptr addrspace(1) %76, align 4, !tbaa !9
  br label %77

77:                                               ; preds = %72, %29
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @matvec_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, ptr addrspace(3) nocapture noundef align 4 %4) local_unnamed_addr #3 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %13

10:                                               ; preds = %5
  %11 = trunc i64 %6 to i32
  %12 = mul nsw i32 %11, %3
  br label %21

13:                                               ; preds = %21, %5
  %14 = phi float [ 0.000000e+00, %5 ], [ %31, %21 ]
  %15 = getelementptr inbounds float, ptr addrspace(3) %4, i32 %8
  store float %14, ptr addrspace(3) %15, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %16 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %17 = lshr i64 %16, 1
  %18 = trunc i64 %17 to i32
  %19 = getelementptr float, ptr addrspace(3) %4, i32 %8
  %20 = icmp sgt i32 %18, 0
  br i1 %20, label %38, label %36

21:                                               ; preds = %10, %21
  %22 = phi i32 [ %8, %10 ], [ %34, %21 ]
  %23 = phi float [ 0.000000e+00, %10 ], [ %31, %21 ]
  %24 = add nsw i32 %22, %12
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !9
  %28 = sext i32 %22 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !9
  %31 = tail call float @llvm.fmuladd.f32(float %27, float %30, float %23)
  %32 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %33 = trunc i64 %32 to i32
  %34 = add i32 %22, %33
  %35 = icmp slt i32 %34, %3
  br i1 %35, label %21, label %13, !llvm.loop !21

36:                                               ; preds = %46, %13
  %37 = icmp eq i32 %8, 0
  br i1 %37, label %49, label %54

38:                                               ; preds = %13, %46
  %39 = phi i32 [ %47, %46 ], [ %18, %13 ]
  %40 = icmp sgt i32 %39, %8
  br i1 %40, label %41, label %46

41:                                               ; preds = %38
  %42 = getelementptr float, ptr addrspace(3) %19, i32 %39
  %43 = load float, ptr addrspace(3) %42, align 4, !tbaa !9
  %44 = load float, ptr addrspace(3) %15, align 4, !tbaa !9
  %45 = fadd float %43, %44
  store float %45, ptr addrspace(3) %15, align 4, !tbaa !9
  br label %46

46:                                               ; preds = %41, %38
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %47 = lshr i32 %39, 1
  %48 = icmp ult i32 %39, 2
  br i1 %48, label %36, label %38, !llvm.loop !22

49:                                               ; preds = %36
  %50 = load float, ptr addrspace(3) %4, align 4, !tbaa !9
  %51 = shl i64 %6, 32
  %52 = ashr exact i64 %51, 30
  %53 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %52
  store float %50, ptr addrspace(1) %53, align 4, !tbaa !9
  br label %54

54:                                               ; preds = %49, %36
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @transpose_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %6, %2
  %10 = icmp slt i32 %8, %3
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %23

12:                                               ; preds = %4
  %13 = mul nsw i32 %8, %2
  %14 = add nsw i32 %13, %6
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !9
  %18 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #6
  %19 = trunc i64 %18 to i32
  %20 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %21 = trunc i64 %20 to i32
  %22 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i32 0, i32 %19, i32 %21
  store float %17, ptr addrspace(3) %22, align 4, !tbaa !9
  br label %23

23:                                               ; preds = %12, %4
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %24 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #6
  %25 = shl i64 %24, 4
  %26 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %27 = add i64 %25, %26
  %28 = trunc i64 %27 to i32
  %29 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6
  %30 = shl i64 %29, 4
  %31 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #6
  %32 = add i64 %30, %31
  %33 = trunc i64 %32 to i32
  %34 = icmp slt i32 %28, %3
  %35 = icmp slt i32 %33, %2
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %37, label %48

37:                                               ; preds = %23
  %38 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %39 = trunc i64 %38 to i32
  %40 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #6
  %41 = trunc i64 %40 to i32
  %42 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i32 0, i32 %39, i32 %41
  %43 = load float, ptr addrspace(3) %42, align 4, !tbaa !9
  %44 = mul nsw i32 %33, %3
  %45 = add nsw i32 %44, %28
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46
  store float %43, ptr addrspace(1) %47, align 4, !tbaa !9
  br label %48

48:                                               ; preds = %37, %23
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!8 = !{!"const", !"const", !"", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = !{i32 1, i32 1, i32 1, i32 0, i32 3}
!18 = !{!"none", !"none", !"none", !"none", !"none"}
!19 = !{!"float*", !"float*", !"float*", !"int", !"float*"}
!20 = !{!"const", !"const", !"", !"", !""}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = !{i32 1, i32 1, i32 0, i32 0}
!24 = !{!"none", !"none", !"none", !"none"}
!25 = !{!"float*", !"float*", !"int", !"int"}
!26 = !{!"const", !"", !"", !""}
