source_filename = "src/rodinia.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.node_t = type { i32, i32 }
%struct.latlong_t = type { float, float }
%struct.bnode_t = type { i32, i32, [16 x i32], [17 x i32] }
%struct.cfd_var_t = type { float, <3 x float>, float, [12 x i8] }

@rd_hotspot.t_on = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_hotspot.p_on = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_hotspot.t_tmp = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_nw.temp = internal unnamed_addr addrspace(3) global [17 x [17 x i32]] undef, align 4
@rd_nw.refl = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
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

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_bfs_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, ptr addrspace(1) nocapture noundef readonly align 1 %4, ptr addrspace(1) nocapture noundef align 4 %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %6
  br i1 %10, label %11, label %43

11:                                               ; preds = %7
  %12 = shl i64 %8, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %13
  %15 = load i8, ptr addrspace(1) %14, align 1, !tbaa !9
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %43, label %17

17:                                               ; preds = %11
  store i8 0, ptr addrspace(1) %14, align 1, !tbaa !9
  %18 = getelementptr inbounds %struct.node_t, ptr addrspace(1) %0, i64 %13
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !12
  %20 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 4
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !12
  %22 = add nsw i32 %21, %19
  %23 = icmp sgt i32 %21, 0
  br i1 %23, label %24, label %43

24:                                               ; preds = %17
  %25 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %13
  br label %26

26:                                               ; preds = %24, %40
  %27 = phi i32 [ %19, %24 ], [ %41, %40 ]
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !12
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %31
  %33 = load i8, ptr addrspace(1) %32, align 1, !tbaa !9
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %35, label %40

35:                                               ; preds = %26
  %36 = load i32, ptr addrspace(1) %25, align 4, !tbaa !12
  %37 = add nsw i32 %36, 1
  %38 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %31
  store i32 %37, ptr addrspace(1) %38, align 4, !tbaa !12
  %39 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %31
  store i8 1, ptr addrspace(1) %39, align 1, !tbaa !9
  br label %40

40:                                               ; preds = %35, %26
  %41 = add nsw i32 %27, 1
  %42 = icmp slt i32 %41, %22
  br i1 %42, label %26, label %43, !llvm.loop !14

43:                                               ; preds = %40, %17, %11, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_bfs_2(ptr addrspace(1) nocapture noundef writeonly align 1 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(1) nocapture noundef writeonly align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %4
  br i1 %8, label %9, label %18

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %11
  %13 = load i8, ptr addrspace(1) %12, align 1, !tbaa !9
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11
  store i8 1, ptr addrspace(1) %16, align 1, !tbaa !9
  %17 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %11
  store i8 1, ptr addrspace(1) %17, align 1, !tbaa !9
  store i8 1, ptr addrspace(1) %3, align 1, !tbaa !9
  store i8 0, ptr addrspace(1) %12, align 1, !tbaa !9
  br label %18

18:                                               ; preds = %15, %9, %5
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_bp_layerforward(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5) local_unnamed_addr #4 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #9
  %12 = trunc i64 %11 to i32
  %13 = add nsw i32 %5, 1
  %14 = shl i32 %8, 4
  %15 = add i32 %14, %12
  %16 = mul i32 %15, %13
  %17 = add i32 %5, 2
  %18 = add i32 %17, %10
  %19 = add i32 %18, %16
  %20 = icmp eq i32 %10, 0
  br i1 %20, label %21, label %29

21:                                               ; preds = %6
  %22 = shl nsw i32 %8, 4
  %23 = add nsw i32 %22, %12
  %24 = sext i32 %23 to i64
  %25 = getelementptr float, ptr addrspace(1) %0, i64 %24
  %26 = getelementptr i8, ptr addrspace(1) %25, i64 4
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !24
  %28 = getelementptr inbounds float, ptr addrspace(3) %3, i32 %12
  store float %27, ptr addrspace(3) %28, align 4, !tbaa !24
  br label %29

29:                                               ; preds = %21, %6
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %30 = sext i32 %19 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !24
  %33 = getelementptr inbounds float, ptr addrspace(3) %3, i32 %12
  %34 = load float, ptr addrspace(3) %33, align 4, !tbaa !24
  %35 = fmul float %32, %34
  %36 = shl i32 %12, 6
  %37 = getelementptr i8, ptr addrspace(3) %4, i32 %36
  %38 = getelementptr float, ptr addrspace(3) %37, i32 %10
  store float %35, ptr addrspace(3) %38, align 4, !tbaa !24
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %39 = getelementptr float, ptr addrspace(3) %4, i32 %10
  br label %42

40:                                               ; preds = %56
  %41 = icmp eq i32 %12, 0
  br i1 %41, label %59, label %66

42:                                               ; preds = %29, %56
  %43 = phi i32 [ 1, %29 ], [ %57, %56 ]
  %44 = shl nuw nsw i32 1, %43
  %45 = add nsw i32 %44, -1
  %46 = and i32 %45, %12
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %56

48:                                               ; preds = %42
  %49 = lshr exact i32 %44, 1
  %50 = add nsw i32 %49, %12
  %51 = shl i32 %50, 6
  %52 = getelementptr i8, ptr addrspace(3) %39, i32 %51
  %53 = load float, ptr addrspace(3) %52, align 4, !tbaa !24
  %54 = load float, ptr addrspace(3) %38, align 4, !tbaa !24
  %55 = fadd float %53, %54
  store float %55, ptr addrspace(3) %38, align 4, !tbaa !24
  br label %56

56:                                               ; preds = %48, %42
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %57 = add nuw nsw i32 %43, 1
  %58 = icmp eq i32 %57, 5
  br i1 %58, label %40, label %42, !llvm.loop !26

59:                                               ; preds = %40
  %60 = getelementptr inbounds float, ptr addrspace(3) %4, i32 %10
  %61 = load float, ptr addrspace(3) %60, align 4, !tbaa !24
  %62 = mul nsw i32 %8, %5
  %63 = add nsw i32 %62, %10
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %64
  store float %61, ptr addrspace(1) %65, align 4, !tbaa !24
  br label %66

66:                                               ; preds = %59, %40
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_bp_adjust(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5) local_unnamed_addr #4 !kernel_arg_addr_space !27 !kernel_arg_access_qual !21 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #9
  %12 = trunc i64 %11 to i32
  %13 = add nsw i32 %1, 1
  %14 = shl i32 %8, 4
  %15 = add i32 %14, %12
  %16 = mul i32 %15, %13
  %17 = add i32 %1, 2
  %18 = add i32 %17, %10
  %19 = add i32 %18, %16
  %20 = shl nsw i32 %8, 4
  %21 = add nsw i32 %20, %12
  %22 = shl i64 %9, 32
  %23 = add i64 %22, 4294967296
  %24 = ashr exact i64 %23, 32
  %25 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !24
  %27 = fmul float %26, 0x3FD3333340000000
  %28 = sext i32 %21 to i64
  %29 = getelementptr float, ptr addrspace(1) %2, i64 %28
  %30 = getelementptr i8, ptr addrspace(1) %29, i64 4
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !24
  %32 = sext i32 %19 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !24
  %35 = fmul float %34, 0x3FD3333340000000
  %36 = tail call float @llvm.fmuladd.f32(float %27, float %31, float %35)
  %37 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %32
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !24
  %39 = fadd float %38, %36
  store float %39, ptr addrspace(1) %37, align 4, !tbaa !24
  store float %36, ptr addrspace(1) %33, align 4, !tbaa !24
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %40 = or i32 %12, %8
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %51

42:                                               ; preds = %6
  %43 = load float, ptr addrspace(1) %25, align 4, !tbaa !24
  %44 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %24
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !24
  %46 = fmul float %45, 0x3FD3333340000000
  %47 = tail call float @llvm.fmuladd.f32(float %43, float 0x3FD3333340000000, float %46)
  %48 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %24
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !24
  %50 = fadd float %49, %47
  store float %50, ptr addrspace(1) %48, align 4, !tbaa !24
  store float %47, ptr addrspace(1) %44, align 4, !tbaa !24
  br label %51

51:                                               ; preds = %42, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_hotspot(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10) local_unnamed_addr #4 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %12 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %13 = trunc i64 %12 to i32
  %14 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #9
  %15 = trunc i64 %14 to i32
  %16 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %17 = trunc i64 %16 to i32
  %18 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #9
  %19 = trunc i64 %18 to i32
  %20 = shl nsw i32 %3, 1
  %21 = sub nsw i32 16, %20
  %22 = mul nsw i32 %21, %15
  %23 = sub nsw i32 %22, %3
  %24 = sub i32 0, %23
  %25 = mul nsw i32 %21, %13
  %26 = sub nsw i32 %25, %3
  %27 = sub i32 0, %26
  %28 = add nsw i32 %23, %19
  %29 = add nsw i32 %26, %17
  %30 = mul nsw i32 %28, %4
  %31 = add nsw i32 %30, %29
  %32 = icmp sgt i32 %28, -1
  br i1 %32, label %33, label %47

33:                                               ; preds = %11
  %34 = icmp slt i32 %28, %5
  %35 = icmp sgt i32 %29, -1
  %36 = icmp slt i32 %29, %4
  %37 = and i1 %35, %36
  %38 = select i1 %34, i1 %37, i1 false
  br i1 %38, label %39, label %47

39:                                               ; preds = %33
  %40 = sext i32 %31 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !24
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %19, i32 %17
  store float %42, ptr addrspace(3) %43, align 4, !tbaa !24
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !24
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i32 0, i32 %19, i32 %17
  store float %45, ptr addrspace(3) %46, align 4, !tbaa !24
  br label %47

47:                                               ; preds = %39, %33, %11
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %48 = icmp sgt i32 %3, 0
  br i1 %48, label %49, label %131

49:                                               ; preds = %47
  %50 = add nsw i32 %17, 1
  %51 = add nsw i32 %26, 15
  %52 = icmp slt i32 %51, %4
  %53 = xor i32 %26, -1
  %54 = add i32 %53, %4
  %55 = select i1 %52, i32 15, i32 %54
  %56 = tail call i32 @llvm.smin.i32(i32 %50, i32 %55)
  %57 = add nsw i32 %17, -1
  %58 = icmp slt i32 %26, 0
  %59 = select i1 %58, i32 %27, i32 0
  %60 = tail call i32 @llvm.smax.i32(i32 %57, i32 %59)
  %61 = add nsw i32 %19, 1
  %62 = add nsw i32 %23, 15
  %63 = icmp slt i32 %62, %5
  %64 = xor i32 %23, -1
  %65 = add i32 %64, %5
  %66 = select i1 %63, i32 15, i32 %65
  %67 = tail call i32 @llvm.smin.i32(i32 %61, i32 %66)
  %68 = add nsw i32 %19, -1
  %69 = icmp slt i32 %23, 0
  %70 = select i1 %69, i32 %24, i32 0
  %71 = tail call i32 @llvm.smax.i32(i32 %68, i32 %70)
  %72 = icmp sgt i32 %59, %17
  %73 = icmp slt i32 %55, %17
  %74 = icmp sgt i32 %70, %19
  %75 = icmp slt i32 %66, %19
  %76 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %19, i32 %17
  %77 = fdiv float %10, %6
  %78 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i32 0, i32 %19, i32 %17
  %79 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %67, i32 %17
  %80 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %71, i32 %17
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %19, i32 %56
  %82 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %19, i32 %60
  %83 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i32 0, i32 %19, i32 %17
  %84 = add nsw i32 %3, -1
  %85 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i32 0, i32 %19, i32 %17
  %86 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %19, i32 %17
  br label %87

87:                                               ; preds = %124, %49
  %88 = phi i32 [ 0, %49 ], [ %89, %124 ]
  %89 = add nuw nsw i32 %88, 1
  %90 = icmp slt i32 %88, %17
  br i1 %90, label %91, label %118

91:                                               ; preds = %87
  %92 = sub nsw i32 14, %88
  %93 = icmp slt i32 %92, %17
  %94 = icmp sge i32 %88, %19
  %95 = or i1 %94, %93
  %96 = icmp slt i32 %92, %19
  %97 = or i1 %96, %95
  %98 = select i1 %97, i1 true, i1 %72
  %99 = select i1 %98, i1 true, i1 %73
  %100 = or i1 %99, %74
  %101 = select i1 %100, i1 true, i1 %75
  br i1 %101, label %118, label %102

102:                                              ; preds = %91
  %103 = load float, ptr addrspace(3) %76, align 4, !tbaa !24
  %104 = load float, ptr addrspace(3) %78, align 4, !tbaa !24
  %105 = load float, ptr addrspace(3) %79, align 4, !tbaa !24
  %106 = load float, ptr addrspace(3) %80, align 4, !tbaa !24
  %107 = fadd float %105, %106
  %108 = tail call float @llvm.fmuladd.f32(float %103, float -2.000000e+00, float %107)
  %109 = tail call float @llvm.fmuladd.f32(float %108, float %8, float %104)
  %110 = load float, ptr addrspace(3) %81, align 4, !tbaa !24
  %111 = load float, ptr addrspace(3) %82, align 4, !tbaa !24
  %112 = fadd float %110, %111
  %113 = tail call float @llvm.fmuladd.f32(float %103, float -2.000000e+00, float %112)
  %114 = tail call float @llvm.fmuladd.f32(float %113, float %7, float %109)
  %115 = fsub float 8.000000e+01, %103
  %116 = tail call float @llvm.fmuladd.f32(float %115, float %9, float %114)
  %117 = tail call float @llvm.fmuladd.f32(float %77, float %116, float %103)
  store float %117, ptr addrspace(3) %83, align 4, !tbaa !24
  br label %118

118:                                              ; preds = %102, %91, %87
  %119 = phi i1 [ true, %102 ], [ false, %91 ], [ false, %87 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %120 = icmp eq i32 %88, %84
  br i1 %120, label %125, label %121

121:                                              ; preds = %118
  br i1 %119, label %122, label %124

122:                                              ; preds = %121
  %123 = load float, ptr addrspace(3) %85, align 4, !tbaa !24
  store float %123, ptr addrspace(3) %86, align 4, !tbaa !24
  br label %124

124:                                              ; preds = %122, %121
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %87

125:                                              ; preds = %118
  br i1 %119, label %126, label %131

126:                                              ; preds = %125
  %127 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i32 0, i32 %19, i32 %17
  %128 = load float, ptr addrspace(3) %127, align 4, !tbaa !24
  %129 = sext i32 %31 to i64
  %130 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %129
  store float %128, ptr addrspace(1) %130, align 4, !tbaa !24
  br label %131

131:                                              ; preds = %47, %126, %125
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_pathfinder(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #4 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %10 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %11 = trunc i64 %10 to i32
  %12 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %13 = trunc i64 %12 to i32
  %14 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %15 = trunc i64 %14 to i32
  %16 = shl nsw i32 %8, 1
  %17 = sub nsw i32 %15, %16
  %18 = mul nsw i32 %17, %11
  %19 = sub nsw i32 %18, %7
  %20 = add nsw i32 %19, %13
  %21 = icmp slt i32 %19, 0
  %22 = sub nsw i32 0, %19
  %23 = select i1 %21, i32 %22, i32 0
  %24 = add nsw i32 %19, %15
  %25 = icmp sgt i32 %24, %5
  %26 = add nsw i32 %15, -1
  %27 = sub i32 %5, %24
  %28 = select i1 %25, i32 %27, i32 0
  %29 = add i32 %26, %28
  %30 = add nsw i32 %13, -1
  %31 = tail call i32 @llvm.smax.i32(i32 %30, i32 %23)
  %32 = add nsw i32 %13, 1
  %33 = tail call i32 @llvm.smin.i32(i32 %32, i32 %29)
  %34 = icmp sgt i32 %23, %13
  %35 = icmp slt i32 %29, %13
  %36 = icmp sgt i32 %20, -1
  %37 = icmp slt i32 %20, %5
  %38 = and i1 %36, %37
  br i1 %38, label %39, label %44

39:                                               ; preds = %9
  %40 = zext nneg i32 %20 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %40
  %42 = load i32, ptr addrspace(1) %41, align 4, !tbaa !12
  %43 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %13
  store i32 %42, ptr addrspace(3) %43, align 4, !tbaa !12
  br label %44

44:                                               ; preds = %39, %9
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %45 = icmp sgt i32 %8, 0
  br i1 %45, label %46, label %90

46:                                               ; preds = %44
  %47 = add i32 %15, -2
  %48 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %31
  %49 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %13
  %50 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %33
  %51 = getelementptr inbounds i32, ptr addrspace(3) %4, i32 %13
  %52 = add nsw i32 %8, -1
  %53 = getelementptr inbounds i32, ptr addrspace(3) %4, i32 %13
  %54 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %13
  br label %55

55:                                               ; preds = %83, %46
  %56 = phi i32 [ 0, %46 ], [ %57, %83 ]
  %57 = add nuw nsw i32 %56, 1
  %58 = icmp slt i32 %56, %13
  br i1 %58, label %59, label %77

59:                                               ; preds = %55
  %60 = sub i32 %47, %56
  %61 = icmp slt i32 %60, %13
  %62 = select i1 %61, i1 true, i1 %34
  %63 = select i1 %62, i1 true, i1 %35
  br i1 %63, label %77, label %64

64:                                               ; preds = %59
  %65 = load i32, ptr addrspace(3) %48, align 4, !tbaa !12
  %66 = load i32, ptr addrspace(3) %49, align 4, !tbaa !12
  %67 = load i32, ptr addrspace(3) %50, align 4, !tbaa !12
  %68 = tail call i32 @_Z3minii(i32 noundef %65, i32 noundef %66) #9
  %69 = tail call i32 @_Z3minii(i32 noundef %68, i32 noundef %67) #9
  %70 = add nsw i32 %56, %6
  %71 = mul nsw i32 %70, %5
  %72 = add nsw i32 %71, %20
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %73
  %75 = load i32, ptr addrspace(1) %74, align 4, !tbaa !12
  %76 = add nsw i32 %75, %69
  store i32 %76, ptr addrspace(3) %51, align 4, !tbaa !12
  br label %77

77:                                               ; preds = %59, %64, %55
  %78 = phi i1 [ true, %64 ], [ false, %59 ], [ false, %55 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %79 = icmp eq i32 %56, %52
  br i1 %79, label %84, label %80

80:                                               ; preds = %77
  br i1 %78, label %81, label %83

81:                                               ; preds = %80
  %82 = load i32, ptr addrspace(3) %53, align 4, !tbaa !12
  store i32 %82, ptr addrspace(3) %54, align 4, !tbaa !12
  br label %83

83:                                               ; preds = %81, %80
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %55

84:                                               ; preds = %77
  br i1 %78, label %85, label %90

85:                                               ; preds = %84
  %86 = getelementptr inbounds i32, ptr addrspace(3) %4, i32 %13
  %87 = load i32, ptr addrspace(3) %86, align 4, !tbaa !12
  %88 = sext i32 %20 to i64
  %89 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %88
  store i32 %87, ptr addrspace(1) %89, align 4, !tbaa !12
  br label %90

90:                                               ; preds = %44, %85, %84
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_nw(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #4 !kernel_arg_addr_space !38 !kernel_arg_access_qual !21 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %10 = trunc i64 %9 to i32
  %11 = xor i32 %8, -1
  %12 = add i32 %11, %4
  %13 = shl nsw i32 %2, 4
  %14 = mul nsw i32 %13, %12
  %15 = shl nsw i32 %8, 4
  %16 = add nsw i32 %14, %15
  %17 = add nsw i32 %16, %10
  %18 = add i32 %2, 1
  %19 = add i32 %18, %17
  %20 = icmp eq i32 %10, 0
  br i1 %20, label %22, label %21

21:                                               ; preds = %22, %6
  br label %43

22:                                               ; preds = %6
  %23 = sext i32 %16 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !12
  store i32 %25, ptr addrspace(3) @rd_nw.temp, align 4, !tbaa !12
  br label %21

26:                                               ; preds = %43
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %27 = add i32 %10, 1
  %28 = mul i32 %27, %2
  %29 = add i32 %28, %16
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !12
  %33 = shl i64 %9, 32
  %34 = add i64 %33, 4294967296
  %35 = lshr exact i64 %34, 32
  %36 = trunc nuw i64 %35 to i32
  %37 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %36
  store i32 %32, ptr addrspace(3) %37, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %38 = sext i32 %17 to i64
  %39 = getelementptr i32, ptr addrspace(1) %1, i64 %38
  %40 = getelementptr i8, ptr addrspace(1) %39, i64 4
  %41 = load i32, ptr addrspace(1) %40, align 4, !tbaa !12
  %42 = getelementptr inbounds [17 x i32], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %36
  store i32 %41, ptr addrspace(3) %42, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %61

43:                                               ; preds = %21, %43
  %44 = phi i32 [ %51, %43 ], [ 0, %21 ]
  %45 = mul nsw i32 %44, %2
  %46 = add nsw i32 %45, %19
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4, !tbaa !12
  %50 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %44, i32 %10
  store i32 %49, ptr addrspace(3) %50, align 4, !tbaa !12
  %51 = add nuw nsw i32 %44, 1
  %52 = icmp eq i32 %51, 16
  br i1 %52, label %26, label %43, !llvm.loop !41

53:                                               ; preds = %81
  %54 = add nsw i32 %10, 16
  %55 = sub i64 64424509440, %33
  %56 = lshr exact i64 %55, 32
  %57 = trunc nuw i64 %56 to i32
  %58 = sub i64 68719476736, %33
  %59 = lshr exact i64 %58, 32
  %60 = trunc nuw i64 %59 to i32
  br label %84

61:                                               ; preds = %26, %81
  %62 = phi i32 [ 0, %26 ], [ %82, %81 ]
  %63 = icmp slt i32 %62, %10
  br i1 %63, label %81, label %64

64:                                               ; preds = %61
  %65 = sub nsw i32 %62, %10
  %66 = add nsw i32 %65, 1
  %67 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %65, i32 %10
  %68 = load i32, ptr addrspace(3) %67, align 4, !tbaa !12
  %69 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %65, i32 %10
  %70 = load i32, ptr addrspace(3) %69, align 4, !tbaa !12
  %71 = add nsw i32 %70, %68
  %72 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %66, i32 %10
  %73 = load i32, ptr addrspace(3) %72, align 4, !tbaa !12
  %74 = sub nsw i32 %73, %3
  %75 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %65, i32 %36
  %76 = load i32, ptr addrspace(3) %75, align 4, !tbaa !12
  %77 = sub nsw i32 %76, %3
  %78 = tail call i32 @_Z3maxii(i32 noundef %71, i32 noundef %74) #9
  %79 = tail call i32 @_Z3maxii(i32 noundef %78, i32 noundef %77) #9
  %80 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %66, i32 %36
  store i32 %79, ptr addrspace(3) %80, align 4, !tbaa !12
  br label %81

81:                                               ; preds = %64, %61
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %82 = add nuw nsw i32 %62, 1
  %83 = icmp eq i32 %82, 16
  br i1 %83, label %53, label %61, !llvm.loop !42

84:                                               ; preds = %53, %104
  %85 = phi i32 [ 14, %53 ], [ %105, %104 ]
  %86 = icmp slt i32 %85, %10
  br i1 %86, label %104, label %87

87:                                               ; preds = %84
  %88 = sub i32 %54, %85
  %89 = add nsw i32 %88, -1
  %90 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %57, i32 %89
  %91 = load i32, ptr addrspace(3) %90, align 4, !tbaa !12
  %92 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %57, i32 %89
  %93 = load i32, ptr addrspace(3) %92, align 4, !tbaa !12
  %94 = add nsw i32 %93, %91
  %95 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %60, i32 %89
  %96 = load i32, ptr addrspace(3) %95, align 4, !tbaa !12
  %97 = sub nsw i32 %96, %3
  %98 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %57, i32 %88
  %99 = load i32, ptr addrspace(3) %98, align 4, !tbaa !12
  %100 = sub nsw i32 %99, %3
  %101 = tail call i32 @_Z3maxii(i32 noundef %94, i32 noundef %97) #9
  %102 = tail call i32 @_Z3maxii(i32 noundef %101, i32 noundef %100) #9
  %103 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %60, i32 %88
  store i32 %102, ptr addrspace(3) %103, align 4, !tbaa !12
  br label %104

104:                                              ; preds = %87, %84
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %105 = add nsw i32 %85, -1
  %106 = icmp eq i32 %85, 0
  br i1 %106, label %108, label %84, !llvm.loop !43

107:                                              ; preds = %108
  ret void

108:                                              ; preds = %104, %108
  %109 = phi i32 [ %110, %108 ], [ 0, %104 ]
  %110 = add nuw nsw i32 %109, 1
  %111 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %110, i32 %36
  %112 = load i32, ptr addrspace(3) %111, align 4, !tbaa !12
  %113 = mul nsw i32 %109, %2
  %114 = add nsw i32 %113, %19
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %115
  store i32 %112, ptr addrspace(1) %116, align 4, !tbaa !12
  %117 = icmp eq i32 %110, 16
  br i1 %117, label %107, label %108, !llvm.loop !44
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_srad(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #3 !kernel_arg_addr_space !45 !kernel_arg_access_qual !35 !kernel_arg_type !46 !kernel_arg_base_type !46 !kernel_arg_type_qual !47 {
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %11 = trunc i64 %10 to i32
  %12 = mul nsw i32 %7, %6
  %13 = icmp sgt i32 %12, %11
  br i1 %13, label %14, label %87

14:                                               ; preds = %9
  %15 = freeze i32 %11
  %16 = sdiv i32 %15, %6
  %17 = mul i32 %16, %6
  %18 = sub i32 %15, %17
  %19 = tail call i32 @llvm.usub.sat.i32(i32 %18, i32 1)
  %20 = add nsw i32 %6, -1
  %21 = icmp eq i32 %18, %20
  %22 = add nsw i32 %18, 1
  %23 = select i1 %21, i32 %20, i32 %22
  %24 = tail call i32 @llvm.usub.sat.i32(i32 %16, i32 1)
  %25 = add nsw i32 %7, -1
  %26 = icmp eq i32 %16, %25
  %27 = add nsw i32 %16, 1
  %28 = select i1 %26, i32 %25, i32 %27
  %29 = shl i64 %10, 32
  %30 = ashr exact i64 %29, 32
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !24
  %33 = mul nsw i32 %16, %6
  %34 = add nsw i32 %33, %19
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !24
  %38 = fsub float %37, %32
  %39 = add nsw i32 %33, %23
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !24
  %43 = fsub float %42, %32
  %44 = mul nsw i32 %24, %6
  %45 = add nsw i32 %44, %18
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !24
  %49 = fsub float %48, %32
  %50 = mul nsw i32 %28, %6
  %51 = add nsw i32 %50, %18
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !24
  %55 = fsub float %54, %32
  %56 = fmul float %43, %43
  %57 = tail call float @llvm.fmuladd.f32(float %38, float %38, float %56)
  %58 = tail call float @llvm.fmuladd.f32(float %49, float %49, float %57)
  %59 = tail call float @llvm.fmuladd.f32(float %55, float %55, float %58)
  %60 = fmul float %32, %32
  %61 = fdiv float %59, %60, !fpmath !48
  %62 = fadd float %38, %43
  %63 = fadd float %62, %49
  %64 = fadd float %63, %55
  %65 = fdiv float %64, %32, !fpmath !48
  %66 = fmul float %65, -6.250000e-02
  %67 = fmul float %65, %66
  %68 = tail call float @llvm.fmuladd.f32(float %61, float 5.000000e-01, float %67)
  %69 = tail call float @llvm.fmuladd.f32(float %65, float 2.500000e-01, float 1.000000e+00)
  %70 = fmul float %69, %69
  %71 = fdiv float %68, %70, !fpmath !48
  %72 = fsub float %71, %8
  %73 = fadd float %8, 1.000000e+00
  %74 = fmul float %73, %8
  %75 = fdiv float %72, %74, !fpmath !48
  %76 = fadd float %75, 1.000000e+00
  %77 = fdiv float 1.000000e+00, %76, !fpmath !48
  %78 = fcmp olt float %77, 0.000000e+00
  %79 = fcmp ogt float %77, 1.000000e+00
  %80 = select i1 %79, float 1.000000e+00, float %77
  %81 = select i1 %78, float 0.000000e+00, float %80
  %82 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  store float %81, ptr addrspace(1) %82, align 4, !tbaa !24
  %83 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  store float %38, ptr addrspace(1) %83, align 4, !tbaa !24
  %84 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  store float %43, ptr addrspace(1) %84, align 4, !tbaa !24
  %85 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %30
  store float %49, ptr addrspace(1) %85, align 4, !tbaa !24
  %86 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %30
  store float %55, ptr addrspace(1) %86, align 4, !tbaa !24
  br label %87

87:                                               ; preds = %9, %14
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_kmeans(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !49 !kernel_arg_access_qual !21 !kernel_arg_type !50 !kernel_arg_base_type !50 !kernel_arg_type_qual !23 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %50

10:                                               ; preds = %6
  %11 = icmp sgt i32 %4, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %10
  %13 = icmp sgt i32 %5, 0
  br label %14

14:                                               ; preds = %12, %43
  %15 = phi i32 [ 0, %12 ], [ %48, %43 ]
  %16 = phi float [ 0x47EFFFFFE0000000, %12 ], [ %47, %43 ]
  %17 = phi i32 [ -1, %12 ], [ %46, %43 ]
  br i1 %13, label %18, label %43

18:                                               ; preds = %14
  %19 = mul nuw nsw i32 %15, %5
  br label %25

20:                                               ; preds = %43, %10
  %21 = phi i32 [ -1, %10 ], [ %46, %43 ]
  %22 = shl i64 %7, 32
  %23 = ashr exact i64 %22, 30
  %24 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %23
  store i32 %21, ptr addrspace(1) %24, align 4, !tbaa !12
  br label %50

25:                                               ; preds = %25, %18
  %26 = phi i32 [ 0, %18 ], [ %40, %25 ]
  %27 = phi float [ 0.000000e+00, %18 ], [ %38, %25 ]
  %28 = mul nsw i32 %26, %3
  %29 = add nsw i32 %28, %8
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !24
  %33 = add nuw nsw i32 %26, %19
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !24
  %37 = fsub float %32, %36
  %38 = tail call float @llvm.fmuladd.f32(float %37, float %37, float %27)
  %39 = fcmp ult float %38, %16
  %40 = add nuw nsw i32 %26, 1
  %41 = icmp slt i32 %40, %5
  %42 = select i1 %39, i1 %41, i1 false
  br i1 %42, label %25, label %43, !llvm.loop !51

43:                                               ; preds = %25, %14
  %44 = phi float [ 0.000000e+00, %14 ], [ %38, %25 ]
  %45 = fcmp olt float %44, %16
  %46 = select i1 %45, i32 %15, i32 %17
  %47 = select i1 %45, float %44, float %16
  %48 = add nuw nsw i32 %15, 1
  %49 = icmp eq i32 %48, %4
  br i1 %49, label %20, label %14, !llvm.loop !52

50:                                               ; preds = %6, %20
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_lud_diagonal(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !53 !kernel_arg_access_qual !54 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = add i32 %2, 1
  %8 = mul i32 %7, %3
  %9 = getelementptr float, ptr addrspace(3) %1, i32 %6
  br label %17

10:                                               ; preds = %17
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %11 = getelementptr inbounds i8, ptr addrspace(3) %1, i32 64
  %12 = shl nsw i32 %6, 4
  %13 = getelementptr float, ptr addrspace(3) %1, i32 %12
  %14 = getelementptr float, ptr addrspace(3) %1, i32 %6
  %15 = shl i32 %6, 6
  %16 = getelementptr i8, ptr addrspace(3) %1, i32 %15
  br label %34

17:                                               ; preds = %4, %17
  %18 = phi i32 [ 0, %4 ], [ %27, %17 ]
  %19 = phi i32 [ %8, %4 ], [ %26, %17 ]
  %20 = add nsw i32 %19, %6
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !24
  %24 = shl nuw nsw i32 %18, 6
  %25 = getelementptr i8, ptr addrspace(3) %9, i32 %24
  store float %23, ptr addrspace(3) %25, align 4, !tbaa !24
  %26 = add nsw i32 %19, %2
  %27 = add nuw nsw i32 %18, 1
  %28 = icmp eq i32 %27, 16
  br i1 %28, label %10, label %17, !llvm.loop !57

29:                                               ; preds = %82
  %30 = add nsw i32 %3, 1
  %31 = mul nsw i32 %30, %2
  %32 = add nsw i32 %31, %3
  %33 = getelementptr float, ptr addrspace(3) %1, i32 %6
  br label %87

34:                                               ; preds = %10, %82
  %35 = phi i32 [ 1, %10 ], [ %84, %82 ]
  %36 = phi i32 [ 0, %10 ], [ %83, %82 ]
  %37 = icmp slt i32 %36, %6
  br i1 %37, label %38, label %64

38:                                               ; preds = %34
  %39 = icmp eq i32 %36, 0
  br i1 %39, label %45, label %40

40:                                               ; preds = %38
  %41 = or disjoint i32 %36, %12
  %42 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %41
  %43 = load float, ptr addrspace(3) %42, align 4, !tbaa !24
  %44 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %36
  br label %52

45:                                               ; preds = %52, %38
  %46 = mul nuw nsw i32 %36, 68
  %47 = getelementptr inbounds i8, ptr addrspace(3) %1, i32 %46
  %48 = load float, ptr addrspace(3) %47, align 4, !tbaa !24
  %49 = getelementptr float, ptr addrspace(3) %16, i32 %36
  %50 = load float, ptr addrspace(3) %49, align 4, !tbaa !24
  %51 = fdiv float %50, %48, !fpmath !48
  store float %51, ptr addrspace(3) %49, align 4, !tbaa !24
  br label %64

52:                                               ; preds = %40, %52
  %53 = phi float [ %43, %40 ], [ %61, %52 ]
  %54 = phi i32 [ 0, %40 ], [ %62, %52 ]
  %55 = getelementptr float, ptr addrspace(3) %13, i32 %54
  %56 = load float, ptr addrspace(3) %55, align 4, !tbaa !24
  %57 = shl nsw i32 %54, 6
  %58 = getelementptr inbounds i8, ptr addrspace(3) %44, i32 %57
  %59 = load float, ptr addrspace(3) %58, align 4, !tbaa !24
  %60 = fneg float %56
  %61 = tail call float @llvm.fmuladd.f32(float %60, float %59, float %53)
  store float %61, ptr addrspace(3) %42, align 4, !tbaa !24
  %62 = add nuw nsw i32 %54, 1
  %63 = icmp ult i32 %62, %36
  br i1 %63, label %52, label %45, !llvm.loop !58

64:                                               ; preds = %45, %34
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %37, label %65, label %82

65:                                               ; preds = %64
  %66 = shl nuw nsw i32 %36, 6
  %67 = getelementptr inbounds i8, ptr addrspace(3) %11, i32 %66
  %68 = getelementptr float, ptr addrspace(3) %67, i32 %6
  %69 = load float, ptr addrspace(3) %68, align 4, !tbaa !24
  br label %70

70:                                               ; preds = %65, %70
  %71 = phi i32 [ 0, %65 ], [ %80, %70 ]
  %72 = phi float [ %69, %65 ], [ %79, %70 ]
  %73 = getelementptr inbounds float, ptr addrspace(3) %67, i32 %71
  %74 = load float, ptr addrspace(3) %73, align 4, !tbaa !24
  %75 = shl i32 %71, 6
  %76 = getelementptr i8, ptr addrspace(3) %14, i32 %75
  %77 = load float, ptr addrspace(3) %76, align 4, !tbaa !24
  %78 = fneg float %74
  %79 = tail call float @llvm.fmuladd.f32(float %78, float %77, float %72)
  store float %79, ptr addrspace(3) %68, align 4, !tbaa !24
  %80 = add nuw nsw i32 %71, 1
  %81 = icmp eq i32 %80, %35
  br i1 %81, label %82, label %70, !llvm.loop !59

82:                                               ; preds = %70, %64
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %83 = add nuw nsw i32 %36, 1
  %84 = add nuw nsw i32 %35, 1
  %85 = icmp eq i32 %83, 15
  br i1 %85, label %29, label %34, !llvm.loop !60

86:                                               ; preds = %87
  ret void

87:                                               ; preds = %29, %87
  %88 = phi i32 [ 1, %29 ], [ %97, %87 ]
  %89 = phi i32 [ %32, %29 ], [ %96, %87 ]
  %90 = shl nuw nsw i32 %88, 6
  %91 = getelementptr i8, ptr addrspace(3) %33, i32 %90
  %92 = load float, ptr addrspace(3) %91, align 4, !tbaa !24
  %93 = add nsw i32 %89, %6
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %94
  store float %92, ptr addrspace(1) %95, align 4, !tbaa !24
  %96 = add nsw i32 %89, %2
  %97 = add nuw nsw i32 %88, 1
  %98 = icmp eq i32 %97, 16
  br i1 %98, label %86, label %87, !llvm.loop !61
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_nn(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !62 !kernel_arg_access_qual !17 !kernel_arg_type !63 !kernel_arg_base_type !63 !kernel_arg_type_qual !64 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %22

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds %struct.latlong_t, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !24
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 4
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !24
  %16 = fsub float %3, %13
  %17 = fsub float %4, %15
  %18 = fmul float %17, %17
  %19 = tail call float @llvm.fmuladd.f32(float %16, float %16, float %18)
  %20 = tail call float @llvm.sqrt.f32(float noundef %19) #9, !fpmath !65
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !24
  br label %22

22:                                               ; preds = %9, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_gauss_fan1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !kernel_arg_addr_space !66 !kernel_arg_access_qual !54 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !67 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = xor i32 %3, -1
  %8 = add i32 %7, %2
  %9 = icmp sgt i32 %8, %6
  br i1 %9, label %10, label %25

10:                                               ; preds = %4
  %11 = add i32 %3, 1
  %12 = add i32 %11, %6
  %13 = mul nsw i32 %12, %2
  %14 = add nsw i32 %13, %3
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !24
  %18 = add i32 %2, 1
  %19 = mul i32 %18, %3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !24
  %23 = fdiv float %17, %22, !fpmath !48
  %24 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %15
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !24
  br label %25

25:                                               ; preds = %4, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_gauss_fan2(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !68 !kernel_arg_access_qual !17 !kernel_arg_type !69 !kernel_arg_base_type !69 !kernel_arg_type_qual !70 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
  %9 = trunc i64 %8 to i32
  %10 = xor i32 %4, -1
  %11 = add i32 %10, %3
  %12 = icmp sgt i32 %11, %7
  %13 = sub nsw i32 %3, %4
  %14 = icmp sgt i32 %13, %9
  %15 = select i1 %12, i1 %14, i1 false
  br i1 %15, label %16, label %48

16:                                               ; preds = %5
  %17 = add i32 %4, 1
  %18 = add i32 %17, %7
  %19 = mul nsw i32 %18, %3
  %20 = add nsw i32 %19, %4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !24
  %24 = mul nsw i32 %4, %3
  %25 = add nsw i32 %9, %4
  %26 = add nsw i32 %25, %24
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !24
  %30 = add nsw i32 %19, %25
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !24
  %34 = fneg float %23
  %35 = tail call float @llvm.fmuladd.f32(float %34, float %29, float %33)
  store float %35, ptr addrspace(1) %32, align 4, !tbaa !24
  %36 = icmp eq i32 %9, 0
  br i1 %36, label %37, label %48

37:                                               ; preds = %16
  %38 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %31
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !24
  %40 = sext i32 %4 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !24
  %43 = sext i32 %18 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !24
  %46 = fneg float %39
  %47 = tail call float @llvm.fmuladd.f32(float %46, float %42, float %45)
  store float %47, ptr addrspace(1) %44, align 4, !tbaa !24
  br label %48

48:                                               ; preds = %16, %37, %5
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_btree_find(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !71 !kernel_arg_base_type !71 !kernel_arg_type_qual !72 {
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = shl i64 %6, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !12
  %13 = icmp sgt i32 %4, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %5
  %15 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %10
  %16 = shl i64 %7, 32
  %17 = ashr exact i64 %16, 32
  %18 = add nsw i32 %8, 1
  %19 = sext i32 %18 to i64
  %20 = sext i32 %18 to i64
  br label %28

21:                                               ; preds = %50, %5
  %22 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %10
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !12
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !73
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %53, label %65

28:                                               ; preds = %14, %50
  %29 = phi i32 [ 0, %14 ], [ %51, %50 ]
  %30 = load i32, ptr addrspace(1) %15, align 4, !tbaa !12
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !73
  %34 = icmp sgt i32 %33, %8
  br i1 %34, label %35, label %50

35:                                               ; preds = %28
  %36 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 8
  %37 = getelementptr inbounds [16 x i32], ptr addrspace(1) %36, i64 0, i64 %17
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !12
  %39 = icmp sgt i32 %38, %12
  br i1 %39, label %50, label %40

40:                                               ; preds = %35
  %41 = icmp eq i32 %18, %33
  br i1 %41, label %46, label %42

42:                                               ; preds = %40
  %43 = getelementptr inbounds [16 x i32], ptr addrspace(1) %36, i64 0, i64 %19
  %44 = load i32, ptr addrspace(1) %43, align 4, !tbaa !12
  %45 = icmp sgt i32 %44, %12
  br i1 %45, label %46, label %50

46:                                               ; preds = %42, %40
  %47 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 72
  %48 = getelementptr inbounds [17 x i32], ptr addrspace(1) %47, i64 0, i64 %20
  %49 = load i32, ptr addrspace(1) %48, align 4, !tbaa !12
  store i32 %49, ptr addrspace(1) %15, align 4, !tbaa !12
  br label %50

50:                                               ; preds = %46, %42, %35, %28
  tail call void @_Z7barrierj(i32 noundef 2) #10
  %51 = add nuw nsw i32 %29, 1
  %52 = icmp eq i32 %51, %4
  br i1 %52, label %21, label %28, !llvm.loop !75

53:                                               ; preds = %21
  %54 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 8
  %55 = shl i64 %7, 32
  %56 = ashr exact i64 %55, 32
  %57 = getelementptr inbounds [16 x i32], ptr addrspace(1) %54, i64 0, i64 %56
  %58 = load i32, ptr addrspace(1) %57, align 4, !tbaa !12
  %59 = icmp eq i32 %58, %12
  br i1 %59, label %60, label %65

60:                                               ; preds = %53
  %61 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 72
  %62 = getelementptr inbounds [17 x i32], ptr addrspace(1) %61, i64 0, i64 %56
  %63 = load i32, ptr addrspace(1) %62, align 4, !tbaa !12
  %64 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %10
  store i32 %63, ptr addrspace(1) %64, align 4, !tbaa !12
  br label %65

65:                                               ; preds = %60, %53, %21
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_pf_find_index(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !76 !kernel_arg_base_type !76 !kernel_arg_type_qual !77 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %6
  br i1 %10, label %11, label %44

11:                                               ; preds = %7
  %12 = shl i64 %8, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !24
  %16 = icmp sgt i32 %6, 0
  br i1 %16, label %17, label %32

17:                                               ; preds = %11
  %18 = load float, ptr addrspace(1) %0, align 4, !tbaa !24
  %19 = fcmp ult float %18, %15
  br i1 %19, label %25, label %32

20:                                               ; preds = %25
  %21 = zext nneg i32 %27 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !24
  %24 = fcmp ult float %23, %15
  br i1 %24, label %25, label %29, !llvm.loop !78

25:                                               ; preds = %17, %20
  %26 = phi i32 [ %27, %20 ], [ 0, %17 ]
  %27 = add nuw nsw i32 %26, 1
  %28 = icmp eq i32 %27, %6
  br i1 %28, label %29, label %20, !llvm.loop !78

29:                                               ; preds = %20, %25
  %30 = phi i32 [ %27, %20 ], [ %6, %25 ]
  %31 = icmp slt i32 %27, %6
  br label %32

32:                                               ; preds = %29, %17, %11
  %33 = phi i32 [ 0, %11 ], [ 0, %17 ], [ %30, %29 ]
  %34 = phi i1 [ %16, %11 ], [ %16, %17 ], [ %31, %29 ]
  %35 = add nsw i32 %6, -1
  %36 = select i1 %34, i32 %33, i32 %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !24
  %40 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %13
  store float %39, ptr addrspace(1) %40, align 4, !tbaa !24
  %41 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %37
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !24
  %43 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %13
  store float %42, ptr addrspace(1) %43, align 4, !tbaa !24
  br label %44

44:                                               ; preds = %32, %7
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_sc_pgain(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 1 %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #1 !kernel_arg_addr_space !79 !kernel_arg_access_qual !80 !kernel_arg_type !81 !kernel_arg_base_type !81 !kernel_arg_type_qual !82 {
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %12 = trunc i64 %11 to i32
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %62

14:                                               ; preds = %10
  %15 = icmp sgt i32 %7, 0
  br i1 %15, label %26, label %16

16:                                               ; preds = %26, %14
  %17 = phi float [ 0.000000e+00, %14 ], [ %39, %26 ]
  %18 = shl i64 %11, 32
  %19 = ashr exact i64 %18, 32
  %20 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !24
  %22 = fmul float %17, %21
  %23 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %19
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !24
  %25 = fcmp olt float %22, %24
  br i1 %25, label %42, label %48

26:                                               ; preds = %14, %26
  %27 = phi float [ %39, %26 ], [ 0.000000e+00, %14 ]
  %28 = phi i32 [ %40, %26 ], [ 0, %14 ]
  %29 = mul nsw i32 %28, %6
  %30 = add nsw i32 %29, %12
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !24
  %34 = add nsw i32 %29, %8
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !24
  %38 = fsub float %33, %37
  %39 = tail call float @llvm.fmuladd.f32(float %38, float %38, float %27)
  %40 = add nuw nsw i32 %28, 1
  %41 = icmp eq i32 %40, %7
  br i1 %41, label %16, label %26, !llvm.loop !83

42:                                               ; preds = %16
  %43 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 %19
  store i8 1, ptr addrspace(1) %43, align 1, !tbaa !9
  %44 = fsub float %22, %24
  %45 = add nsw i32 %9, 1
  %46 = mul nsw i32 %45, %12
  %47 = add nsw i32 %46, %9
  br label %55

48:                                               ; preds = %16
  %49 = fsub float %24, %22
  %50 = add nsw i32 %9, 1
  %51 = mul nsw i32 %50, %12
  %52 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %19
  %53 = load i32, ptr addrspace(1) %52, align 4, !tbaa !12
  %54 = add nsw i32 %53, %51
  br label %55

55:                                               ; preds = %48, %42
  %56 = phi i32 [ %47, %42 ], [ %54, %48 ]
  %57 = phi float [ %44, %42 ], [ %49, %48 ]
  %58 = sext i32 %56 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !24
  %61 = fadd float %57, %60
  store float %61, ptr addrspace(1) %59, align 4, !tbaa !24
  br label %62

62:                                               ; preds = %55, %10
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_cfd_flux(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, ptr addrspace(1) nocapture noundef writeonly align 16 %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !84 !kernel_arg_base_type !85 !kernel_arg_type_qual !86 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %4
  br i1 %8, label %9, label %111

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 16, !tbaa !24
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 16
  %15 = load <4 x float>, ptr addrspace(1) %14, align 16, !tbaa !9
  %16 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 32
  %17 = load float, ptr addrspace(1) %16, align 16, !tbaa !24
  %18 = shufflevector <4 x float> %15, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %19 = insertelement <3 x float> poison, float %13, i64 0
  %20 = shufflevector <3 x float> %19, <3 x float> poison, <3 x i32> zeroinitializer
  %21 = fdiv <3 x float> %18, %20, !fpmath !48
  %22 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %21, <3 x float> noundef %21) #9
  %23 = fmul float %13, -5.000000e-01
  %24 = tail call float @llvm.fmuladd.f32(float %23, float %22, float %17)
  %25 = fmul float %24, 0x3FD99999A0000000
  %26 = shl nsw i32 %7, 2
  %27 = fadd float %25, -1.000000e+00
  %28 = insertelement <3 x float> poison, float %27, i64 0
  %29 = insertelement <3 x float> poison, float %25, i64 0
  %30 = fadd float %17, %25
  %31 = insertelement <3 x float> poison, float %30, i64 0
  %32 = shufflevector <3 x float> %31, <3 x float> poison, <3 x i32> zeroinitializer
  %33 = shufflevector <3 x float> %28, <3 x float> poison, <4 x i32> zeroinitializer
  %34 = shufflevector <3 x float> %29, <3 x float> poison, <4 x i32> zeroinitializer
  br label %41

35:                                               ; preds = %105
  %36 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %3, i64 %11
  store float %108, ptr addrspace(1) %36, align 16, !tbaa !24
  %37 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 4
  tail call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %37, i8 0, i64 12, i1 false)
  %38 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 16
  store <4 x float> %106, ptr addrspace(1) %38, align 16, !tbaa !9
  %39 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 32
  store float %107, ptr addrspace(1) %39, align 16, !tbaa !24
  %40 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 36
  tail call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %40, i8 0, i64 12, i1 false)
  br label %111

41:                                               ; preds = %9, %105
  %42 = phi float [ 0.000000e+00, %9 ], [ %108, %105 ]
  %43 = phi float [ 0.000000e+00, %9 ], [ %107, %105 ]
  %44 = phi <4 x float> [ zeroinitializer, %9 ], [ %106, %105 ]
  %45 = phi i32 [ 0, %9 ], [ %109, %105 ]
  %46 = add nuw nsw i32 %45, %26
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4, !tbaa !12
  %50 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %47
  %51 = load <4 x float>, ptr addrspace(1) %50, align 16, !tbaa !9
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %53 = tail call float @_Z6lengthDv3_f(<3 x float> noundef %52) #9
  %54 = icmp sgt i32 %49, -1
  br i1 %54, label %55, label %99

55:                                               ; preds = %41
  %56 = zext nneg i32 %49 to i64
  %57 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 16, !tbaa !24
  %59 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 16
  %60 = load <4 x float>, ptr addrspace(1) %59, align 16, !tbaa !9
  %61 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 32
  %62 = load float, ptr addrspace(1) %61, align 16, !tbaa !24
  %63 = shufflevector <4 x float> %60, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %64 = insertelement <3 x float> poison, float %58, i64 0
  %65 = shufflevector <3 x float> %64, <3 x float> poison, <3 x i32> zeroinitializer
  %66 = fdiv <3 x float> %63, %65, !fpmath !48
  %67 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %66, <3 x float> noundef %66) #9
  %68 = fmul float %58, -5.000000e-01
  %69 = tail call float @llvm.fmuladd.f32(float %68, float %67, float %62)
  %70 = fmul float %69, 0x3FD99999A0000000
  %71 = fmul float %53, 0xBFC99999A0000000
  %72 = fmul float %71, 5.000000e-01
  %73 = tail call float @llvm.sqrt.f32(float noundef %22) #9, !fpmath !65
  %74 = tail call float @llvm.sqrt.f32(float noundef %67) #9, !fpmath !65
  %75 = fadd float %73, %74
  %76 = fmul float %72, %75
  %77 = fsub float %13, %58
  %78 = tail call float @llvm.fmuladd.f32(float %76, float %77, float %42)
  %79 = fsub float %17, %62
  %80 = fadd float %62, %70
  %81 = insertelement <3 x float> poison, float %80, i64 0
  %82 = shufflevector <3 x float> %81, <3 x float> poison, <3 x i32> zeroinitializer
  %83 = fmul <3 x float> %66, %82
  %84 = tail call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %32, <3 x float> %21, <3 x float> %83)
  %85 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %52, <3 x float> noundef %84) #9
  %86 = fmul float %85, 5.000000e-01
  %87 = tail call float @llvm.fmuladd.f32(float %76, float %79, float %86)
  %88 = fadd float %43, %87
  %89 = insertelement <3 x float> poison, float %76, i64 0
  %90 = fadd float %25, %70
  %91 = insertelement <3 x float> poison, float %90, i64 0
  %92 = shufflevector <3 x float> %89, <3 x float> poison, <4 x i32> zeroinitializer
  %93 = fsub <4 x float> %15, %60
  %94 = fmul <4 x float> %51, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %95 = shufflevector <3 x float> %91, <3 x float> poison, <4 x i32> zeroinitializer
  %96 = fmul <4 x float> %94, %95
  %97 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %92, <4 x float> %93, <4 x float> %96)
  %98 = fadd <4 x float> %44, %97
  br label %105

99:                                               ; preds = %41
  switch i32 %49, label %105 [
    i32 -1, label %100
    i32 -2, label %102
  ]

100:                                              ; preds = %99
  %101 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %51, <4 x float> %34, <4 x float> %44)
  br label %105

102:                                              ; preds = %99
  %103 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %51, <4 x float> %33, <4 x float> %44)
  %104 = tail call float @llvm.fmuladd.f32(float %53, float 0x3FB99999A0000000, float %42)
  br label %105

105:                                              ; preds = %99, %100, %102, %55
  %106 = phi <4 x float> [ %98, %55 ], [ %101, %100 ], [ %103, %102 ], [ %44, %99 ]
  %107 = phi float [ %88, %55 ], [ %43, %100 ], [ %43, %102 ], [ %43, %99 ]
  %108 = phi float [ %78, %55 ], [ %42, %100 ], [ %104, %102 ], [ %42, %99 ]
  %109 = add nuw nsw i32 %45, 1
  %110 = icmp eq i32 %109, 4
  br i1 %110, label %35, label %41, !llvm.loop !87

111:                                              ; preds = %5, %35
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z6lengthDv3_f(<3 x float> noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p1.i64(ptr addrspace(1) nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"node_t*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!8 = !{!"const", !"const", !"", !"", !"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!17 = !{!"none", !"none", !"none", !"none", !"none"}
!18 = !{!"char*", !"char*", !"char*", !"char*", !"int"}
!19 = !{!"", !"", !"", !"", !""}
!20 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0}
!21 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!22 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!23 = !{!"const", !"const", !"", !"", !"", !""}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !10, i64 0}
!26 = distinct !{!26, !15}
!27 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 1}
!28 = !{!"float*", !"int", !"float*", !"int", !"float*", !"float*"}
!29 = !{!"", !"", !"const", !"", !"", !""}
!30 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!31 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!32 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int", !"float", !"float", !"float", !"float", !"float"}
!33 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!34 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0, i32 0, i32 0, i32 0}
!35 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!36 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int", !"int", !"int", !"int"}
!37 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !""}
!38 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!39 = !{!"int*", !"int*", !"int", !"int", !"int", !"int"}
!40 = !{!"const", !"", !"", !"", !"", !""}
!41 = distinct !{!41, !15}
!42 = distinct !{!42, !15}
!43 = distinct !{!43, !15}
!44 = distinct !{!44, !15}
!45 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!46 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int", !"float"}
!47 = !{!"const", !"", !"", !"", !"", !"", !"", !"", !""}
!48 = !{float 2.500000e+00}
!49 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!50 = !{!"float*", !"float*", !"int*", !"int", !"int", !"int"}
!51 = distinct !{!51, !15}
!52 = distinct !{!52, !15}
!53 = !{i32 1, i32 3, i32 0, i32 0}
!54 = !{!"none", !"none", !"none", !"none"}
!55 = !{!"float*", !"float*", !"int", !"int"}
!56 = !{!"", !"", !"", !""}
!57 = distinct !{!57, !15}
!58 = distinct !{!58, !15}
!59 = distinct !{!59, !15}
!60 = distinct !{!60, !15}
!61 = distinct !{!61, !15}
!62 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!63 = !{!"latlong_t*", !"float*", !"int", !"float", !"float"}
!64 = !{!"const", !"", !"", !"", !""}
!65 = !{float 3.000000e+00}
!66 = !{i32 1, i32 1, i32 0, i32 0}
!67 = !{!"const", !"", !"", !""}
!68 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!69 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!70 = !{!"", !"", !"const", !"", !""}
!71 = !{!"bnode_t*", !"int*", !"int*", !"int*", !"int"}
!72 = !{!"const", !"const", !"", !"", !""}
!73 = !{!74, !13, i64 0}
!74 = !{!"", !13, i64 0, !13, i64 4, !10, i64 8, !10, i64 72}
!75 = distinct !{!75, !15}
!76 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!77 = !{!"const", !"const", !"const", !"const", !"", !"", !""}
!78 = distinct !{!78, !15}
!79 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!80 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!81 = !{!"float*", !"float*", !"int*", !"float*", !"float*", !"char*", !"int", !"int", !"int", !"int"}
!82 = !{!"const", !"const", !"const", !"const", !"", !"", !"", !"", !"", !""}
!83 = distinct !{!83, !15}
!84 = !{!"int*", !"float4*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!85 = !{!"int*", !"float __attribute__((ext_vector_type(4)))*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!86 = !{!"const", !"const", !"const", !"", !""}
!87 = distinct !{!87, !15}
