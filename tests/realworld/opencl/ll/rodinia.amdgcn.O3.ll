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
  %15 = load i8, ptr addrspace(1) %14, align 1, !tbaa !9, !amdgpu.noclobber !12
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %43, label %17

17:                                               ; preds = %11
  store i8 0, ptr addrspace(1) %14, align 1, !tbaa !9
  %18 = getelementptr inbounds %struct.node_t, ptr addrspace(1) %0, i64 %13
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 4
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !13
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
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !13
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %31
  %33 = load i8, ptr addrspace(1) %32, align 1, !tbaa !9
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %35, label %40

35:                                               ; preds = %26
  %36 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %31
  %37 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %31
  %38 = load i32, ptr addrspace(1) %25, align 4, !tbaa !13
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr addrspace(1) %37, align 4, !tbaa !13
  store i8 1, ptr addrspace(1) %36, align 1, !tbaa !9
  br label %40

40:                                               ; preds = %35, %26
  %41 = add nsw i32 %27, 1
  %42 = icmp slt i32 %41, %22
  br i1 %42, label %26, label %43

43:                                               ; preds = %40, %17, %11, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_bfs_2(ptr addrspace(1) nocapture noundef writeonly align 1 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(1) nocapture noundef writeonly align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %4
  br i1 %8, label %9, label %18

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %11
  %13 = load i8, ptr addrspace(1) %12, align 1, !tbaa !9, !amdgpu.noclobber !12
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %11
  %17 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11
  store i8 1, ptr addrspace(1) %17, align 1, !tbaa !9
  store i8 1, ptr addrspace(1) %16, align 1, !tbaa !9
  store i8 1, ptr addrspace(1) %3, align 1, !tbaa !9
  store i8 0, ptr addrspace(1) %12, align 1, !tbaa !9
  br label %18

18:                                               ; preds = %15, %9, %5
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_bp_layerforward(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5) local_unnamed_addr #4 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
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
  br i1 %20, label %21, label %27

21:                                               ; preds = %6
  %22 = getelementptr inbounds float, ptr addrspace(3) %3, i32 %12
  %23 = sext i32 %15 to i64
  %24 = getelementptr float, ptr addrspace(1) %0, i64 %23
  %25 = getelementptr i8, ptr addrspace(1) %24, i64 4
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !23
  store float %26, ptr addrspace(3) %22, align 4, !tbaa !23
  br label %27

27:                                               ; preds = %21, %6
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %28 = sext i32 %19 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !23
  %31 = getelementptr inbounds float, ptr addrspace(3) %3, i32 %12
  %32 = load float, ptr addrspace(3) %31, align 4, !tbaa !23
  %33 = fmul float %30, %32
  %34 = shl i32 %12, 6
  %35 = getelementptr i8, ptr addrspace(3) %4, i32 %34
  %36 = getelementptr float, ptr addrspace(3) %35, i32 %10
  store float %33, ptr addrspace(3) %36, align 4, !tbaa !23
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %37 = getelementptr float, ptr addrspace(3) %4, i32 %10
  %38 = and i32 %12, 1
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %47

40:                                               ; preds = %27
  %41 = shl i32 %12, 6
  %42 = or disjoint i32 %41, 64
  %43 = getelementptr i8, ptr addrspace(3) %37, i32 %42
  %44 = load float, ptr addrspace(3) %43, align 4, !tbaa !23
  %45 = load float, ptr addrspace(3) %36, align 4, !tbaa !23
  %46 = fadd float %44, %45
  store float %46, ptr addrspace(3) %36, align 4, !tbaa !23
  br label %47

47:                                               ; preds = %40, %27
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %48 = and i32 %12, 3
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %57

50:                                               ; preds = %47
  %51 = shl i32 %12, 6
  %52 = or disjoint i32 %51, 128
  %53 = getelementptr i8, ptr addrspace(3) %37, i32 %52
  %54 = load float, ptr addrspace(3) %53, align 4, !tbaa !23
  %55 = load float, ptr addrspace(3) %36, align 4, !tbaa !23
  %56 = fadd float %54, %55
  store float %56, ptr addrspace(3) %36, align 4, !tbaa !23
  br label %57

57:                                               ; preds = %50, %47
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %58 = and i32 %12, 7
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %67

60:                                               ; preds = %57
  %61 = shl i32 %12, 6
  %62 = or disjoint i32 %61, 256
  %63 = getelementptr i8, ptr addrspace(3) %37, i32 %62
  %64 = load float, ptr addrspace(3) %63, align 4, !tbaa !23
  %65 = load float, ptr addrspace(3) %36, align 4, !tbaa !23
  %66 = fadd float %64, %65
  store float %66, ptr addrspace(3) %36, align 4, !tbaa !23
  br label %67

67:                                               ; preds = %60, %57
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %68 = and i32 %12, 15
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %70, label %77

70:                                               ; preds = %67
  %71 = shl i32 %12, 6
  %72 = or disjoint i32 %71, 512
  %73 = getelementptr i8, ptr addrspace(3) %37, i32 %72
  %74 = load float, ptr addrspace(3) %73, align 4, !tbaa !23
  %75 = load float, ptr addrspace(3) %36, align 4, !tbaa !23
  %76 = fadd float %74, %75
  store float %76, ptr addrspace(3) %36, align 4, !tbaa !23
  br label %77

77:                                               ; preds = %70, %67
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %78 = icmp eq i32 %12, 0
  br i1 %78, label %79, label %85

79:                                               ; preds = %77
  %80 = load float, ptr addrspace(3) %37, align 4, !tbaa !23
  %81 = mul nsw i32 %8, %5
  %82 = add nsw i32 %81, %10
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %83
  store float %80, ptr addrspace(1) %84, align 4, !tbaa !23
  br label %85

85:                                               ; preds = %79, %77
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_bp_adjust(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5) local_unnamed_addr #4 !kernel_arg_addr_space !25 !kernel_arg_access_qual !20 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
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
  %20 = shl i64 %9, 32
  %21 = add i64 %20, 4294967296
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !23, !amdgpu.noclobber !12
  %25 = fmul float %24, 0x3FD3333340000000
  %26 = sext i32 %15 to i64
  %27 = getelementptr float, ptr addrspace(1) %2, i64 %26
  %28 = getelementptr i8, ptr addrspace(1) %27, i64 4
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !23
  %30 = sext i32 %19 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !23, !amdgpu.noclobber !12
  %33 = fmul float %32, 0x3FD3333340000000
  %34 = tail call float @llvm.fmuladd.f32(float %25, float %29, float %33)
  %35 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %30
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !23, !amdgpu.noclobber !12
  %37 = fadd float %36, %34
  store float %37, ptr addrspace(1) %35, align 4, !tbaa !23
  store float %34, ptr addrspace(1) %31, align 4, !tbaa !23
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %38 = or i32 %12, %8
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %49

40:                                               ; preds = %6
  %41 = load float, ptr addrspace(1) %23, align 4, !tbaa !23
  %42 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %22
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !23
  %44 = fmul float %43, 0x3FD3333340000000
  %45 = tail call float @llvm.fmuladd.f32(float %41, float 0x3FD3333340000000, float %44)
  %46 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %22
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !23
  %48 = fadd float %47, %45
  store float %48, ptr addrspace(1) %46, align 4, !tbaa !23
  store float %45, ptr addrspace(1) %42, align 4, !tbaa !23
  br label %49

49:                                               ; preds = %40, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_hotspot(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10) local_unnamed_addr #4 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
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
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i32 0, i32 %19, i32 %17
  %41 = sext i32 %31 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %41
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i32 0, i32 %19, i32 %17
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %41
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !23, !amdgpu.noclobber !12
  store float %45, ptr addrspace(3) %43, align 4, !tbaa !23
  %46 = load float, ptr addrspace(1) %42, align 4, !tbaa !23, !amdgpu.noclobber !12
  store float %46, ptr addrspace(3) %40, align 4, !tbaa !23
  br label %47

47:                                               ; preds = %39, %33, %11
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %48 = icmp sgt i32 %3, 0
  br i1 %48, label %49, label %128

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
  br label %85

85:                                               ; preds = %122, %49
  %86 = phi i32 [ 0, %49 ], [ %87, %122 ]
  %87 = add nuw nsw i32 %86, 1
  %88 = icmp slt i32 %86, %17
  br i1 %88, label %89, label %116

89:                                               ; preds = %85
  %90 = sub nsw i32 14, %86
  %91 = icmp slt i32 %90, %17
  %92 = icmp sge i32 %86, %19
  %93 = or i1 %92, %91
  %94 = icmp slt i32 %90, %19
  %95 = or i1 %94, %93
  %96 = select i1 %95, i1 true, i1 %72
  %97 = select i1 %96, i1 true, i1 %73
  %98 = or i1 %97, %74
  %99 = select i1 %98, i1 true, i1 %75
  br i1 %99, label %116, label %100

100:                                              ; preds = %89
  %101 = load float, ptr addrspace(3) %76, align 4, !tbaa !23
  %102 = load float, ptr addrspace(3) %78, align 4, !tbaa !23
  %103 = load float, ptr addrspace(3) %79, align 4, !tbaa !23
  %104 = load float, ptr addrspace(3) %80, align 4, !tbaa !23
  %105 = fadd float %103, %104
  %106 = tail call float @llvm.fmuladd.f32(float %101, float -2.000000e+00, float %105)
  %107 = tail call float @llvm.fmuladd.f32(float %106, float %8, float %102)
  %108 = load float, ptr addrspace(3) %81, align 4, !tbaa !23
  %109 = load float, ptr addrspace(3) %82, align 4, !tbaa !23
  %110 = fadd float %108, %109
  %111 = tail call float @llvm.fmuladd.f32(float %101, float -2.000000e+00, float %110)
  %112 = tail call float @llvm.fmuladd.f32(float %111, float %7, float %107)
  %113 = fsub float 8.000000e+01, %101
  %114 = tail call float @llvm.fmuladd.f32(float %113, float %9, float %112)
  %115 = tail call float @llvm.fmuladd.f32(float %77, float %114, float %101)
  store float %115, ptr addrspace(3) %83, align 4, !tbaa !23
  br label %116

116:                                              ; preds = %100, %89, %85
  %117 = phi i1 [ true, %100 ], [ false, %89 ], [ false, %85 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %118 = icmp eq i32 %86, %84
  br i1 %118, label %123, label %119

119:                                              ; preds = %116
  br i1 %117, label %120, label %122

120:                                              ; preds = %119
  %121 = load float, ptr addrspace(3) %83, align 4, !tbaa !23
  store float %121, ptr addrspace(3) %76, align 4, !tbaa !23
  br label %122

122:                                              ; preds = %120, %119
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %85

123:                                              ; preds = %116
  br i1 %117, label %124, label %128

124:                                              ; preds = %123
  %125 = sext i32 %31 to i64
  %126 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %125
  %127 = load float, ptr addrspace(3) %83, align 4, !tbaa !23
  store float %127, ptr addrspace(1) %126, align 4, !tbaa !23
  br label %128

128:                                              ; preds = %47, %124, %123
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_pathfinder(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #4 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
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
  %40 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %13
  %41 = zext nneg i32 %20 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !13, !amdgpu.noclobber !12
  store i32 %43, ptr addrspace(3) %40, align 4, !tbaa !13
  br label %44

44:                                               ; preds = %39, %9
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %45 = icmp sgt i32 %8, 0
  br i1 %45, label %46, label %87

46:                                               ; preds = %44
  %47 = add i32 %15, -2
  %48 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %31
  %49 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %13
  %50 = getelementptr inbounds i32, ptr addrspace(3) %3, i32 %33
  %51 = getelementptr inbounds i32, ptr addrspace(3) %4, i32 %13
  %52 = add nsw i32 %8, -1
  br label %53

53:                                               ; preds = %81, %46
  %54 = phi i32 [ 0, %46 ], [ %55, %81 ]
  %55 = add nuw nsw i32 %54, 1
  %56 = icmp slt i32 %54, %13
  br i1 %56, label %57, label %75

57:                                               ; preds = %53
  %58 = sub i32 %47, %54
  %59 = icmp slt i32 %58, %13
  %60 = select i1 %59, i1 true, i1 %34
  %61 = select i1 %60, i1 true, i1 %35
  br i1 %61, label %75, label %62

62:                                               ; preds = %57
  %63 = load i32, ptr addrspace(3) %48, align 4, !tbaa !13
  %64 = load i32, ptr addrspace(3) %49, align 4, !tbaa !13
  %65 = load i32, ptr addrspace(3) %50, align 4, !tbaa !13
  %66 = tail call i32 @_Z3minii(i32 noundef %63, i32 noundef %64) #9
  %67 = tail call i32 @_Z3minii(i32 noundef %66, i32 noundef %65) #9
  %68 = add nsw i32 %54, %6
  %69 = mul nsw i32 %68, %5
  %70 = add nsw i32 %69, %20
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %71
  %73 = load i32, ptr addrspace(1) %72, align 4, !tbaa !13
  %74 = add nsw i32 %73, %67
  store i32 %74, ptr addrspace(3) %51, align 4, !tbaa !13
  br label %75

75:                                               ; preds = %57, %62, %53
  %76 = phi i1 [ true, %62 ], [ false, %57 ], [ false, %53 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %77 = icmp eq i32 %54, %52
  br i1 %77, label %82, label %78

78:                                               ; preds = %75
  br i1 %76, label %79, label %81

79:                                               ; preds = %78
  %80 = load i32, ptr addrspace(3) %51, align 4, !tbaa !13
  store i32 %80, ptr addrspace(3) %49, align 4, !tbaa !13
  br label %81

81:                                               ; preds = %79, %78
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %53

82:                                               ; preds = %75
  br i1 %76, label %83, label %87

83:                                               ; preds = %82
  %84 = sext i32 %20 to i64
  %85 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %84
  %86 = load i32, ptr addrspace(3) %51, align 4, !tbaa !13
  store i32 %86, ptr addrspace(1) %85, align 4, !tbaa !13
  br label %87

87:                                               ; preds = %44, %83, %82
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_nw(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #4 !kernel_arg_addr_space !36 !kernel_arg_access_qual !20 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
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
  br i1 %20, label %21, label %25

21:                                               ; preds = %6
  %22 = sext i32 %16 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !13, !amdgpu.noclobber !12
  store i32 %24, ptr addrspace(3) @rd_nw.temp, align 4, !tbaa !13
  br label %25

25:                                               ; preds = %21, %6
  %26 = sext i32 %19 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !13, !amdgpu.noclobber !12
  %29 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 0, i32 %10
  store i32 %28, ptr addrspace(3) %29, align 4, !tbaa !13
  %30 = add nsw i32 %19, %2
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !13, !amdgpu.noclobber !12
  %34 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 1, i32 %10
  store i32 %33, ptr addrspace(3) %34, align 4, !tbaa !13
  %35 = shl nsw i32 %2, 1
  %36 = add nsw i32 %35, %19
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %37
  %39 = load i32, ptr addrspace(1) %38, align 4, !tbaa !13, !amdgpu.noclobber !12
  %40 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 2, i32 %10
  store i32 %39, ptr addrspace(3) %40, align 4, !tbaa !13
  %41 = mul nsw i32 %2, 3
  %42 = add nsw i32 %41, %19
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %43
  %45 = load i32, ptr addrspace(1) %44, align 4, !tbaa !13, !amdgpu.noclobber !12
  %46 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 3, i32 %10
  store i32 %45, ptr addrspace(3) %46, align 4, !tbaa !13
  %47 = shl nsw i32 %2, 2
  %48 = add nsw i32 %47, %19
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %49
  %51 = load i32, ptr addrspace(1) %50, align 4, !tbaa !13, !amdgpu.noclobber !12
  %52 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 4, i32 %10
  store i32 %51, ptr addrspace(3) %52, align 4, !tbaa !13
  %53 = mul nsw i32 %2, 5
  %54 = add nsw i32 %53, %19
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %55
  %57 = load i32, ptr addrspace(1) %56, align 4, !tbaa !13, !amdgpu.noclobber !12
  %58 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 5, i32 %10
  store i32 %57, ptr addrspace(3) %58, align 4, !tbaa !13
  %59 = mul nsw i32 %2, 6
  %60 = add nsw i32 %59, %19
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %61
  %63 = load i32, ptr addrspace(1) %62, align 4, !tbaa !13, !amdgpu.noclobber !12
  %64 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 6, i32 %10
  store i32 %63, ptr addrspace(3) %64, align 4, !tbaa !13
  %65 = mul nsw i32 %2, 7
  %66 = add nsw i32 %65, %19
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %67
  %69 = load i32, ptr addrspace(1) %68, align 4, !tbaa !13, !amdgpu.noclobber !12
  %70 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 7, i32 %10
  store i32 %69, ptr addrspace(3) %70, align 4, !tbaa !13
  %71 = shl nsw i32 %2, 3
  %72 = add nsw i32 %71, %19
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %73
  %75 = load i32, ptr addrspace(1) %74, align 4, !tbaa !13, !amdgpu.noclobber !12
  %76 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 8, i32 %10
  store i32 %75, ptr addrspace(3) %76, align 4, !tbaa !13
  %77 = mul nsw i32 %2, 9
  %78 = add nsw i32 %77, %19
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %79
  %81 = load i32, ptr addrspace(1) %80, align 4, !tbaa !13, !amdgpu.noclobber !12
  %82 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 9, i32 %10
  store i32 %81, ptr addrspace(3) %82, align 4, !tbaa !13
  %83 = mul nsw i32 %2, 10
  %84 = add nsw i32 %83, %19
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %85
  %87 = load i32, ptr addrspace(1) %86, align 4, !tbaa !13, !amdgpu.noclobber !12
  %88 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 10, i32 %10
  store i32 %87, ptr addrspace(3) %88, align 4, !tbaa !13
  %89 = mul nsw i32 %2, 11
  %90 = add nsw i32 %89, %19
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %91
  %93 = load i32, ptr addrspace(1) %92, align 4, !tbaa !13, !amdgpu.noclobber !12
  %94 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 11, i32 %10
  store i32 %93, ptr addrspace(3) %94, align 4, !tbaa !13
  %95 = mul nsw i32 %2, 12
  %96 = add nsw i32 %95, %19
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %97
  %99 = load i32, ptr addrspace(1) %98, align 4, !tbaa !13, !amdgpu.noclobber !12
  %100 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 12, i32 %10
  store i32 %99, ptr addrspace(3) %100, align 4, !tbaa !13
  %101 = mul nsw i32 %2, 13
  %102 = add nsw i32 %101, %19
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %103
  %105 = load i32, ptr addrspace(1) %104, align 4, !tbaa !13, !amdgpu.noclobber !12
  %106 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 13, i32 %10
  store i32 %105, ptr addrspace(3) %106, align 4, !tbaa !13
  %107 = mul nsw i32 %2, 14
  %108 = add nsw i32 %107, %19
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %109
  %111 = load i32, ptr addrspace(1) %110, align 4, !tbaa !13, !amdgpu.noclobber !12
  %112 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 14, i32 %10
  store i32 %111, ptr addrspace(3) %112, align 4, !tbaa !13
  %113 = mul nsw i32 %2, 15
  %114 = add nsw i32 %113, %19
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %115
  %117 = load i32, ptr addrspace(1) %116, align 4, !tbaa !13, !amdgpu.noclobber !12
  %118 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 15, i32 %10
  store i32 %117, ptr addrspace(3) %118, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %119 = add i32 %10, 1
  %120 = mul i32 %119, %2
  %121 = add i32 %120, %16
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %122
  %124 = load i32, ptr addrspace(1) %123, align 4, !tbaa !13
  %125 = shl i64 %9, 32
  %126 = add i64 %125, 4294967296
  %127 = lshr exact i64 %126, 32
  %128 = trunc nuw i64 %127 to i32
  %129 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %128
  store i32 %124, ptr addrspace(3) %129, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %130 = sext i32 %17 to i64
  %131 = getelementptr i32, ptr addrspace(1) %1, i64 %130
  %132 = getelementptr i8, ptr addrspace(1) %131, i64 4
  %133 = load i32, ptr addrspace(1) %132, align 4, !tbaa !13
  %134 = getelementptr inbounds [17 x i32], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %128
  store i32 %133, ptr addrspace(3) %134, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %135 = icmp sgt i32 %10, 0
  br i1 %135, label %153, label %136

136:                                              ; preds = %25
  %137 = sub nsw i32 0, %10
  %138 = sub i32 1, %10
  %139 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %137, i32 %10
  %140 = load i32, ptr addrspace(3) %139, align 4, !tbaa !13
  %141 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %137, i32 %10
  %142 = load i32, ptr addrspace(3) %141, align 4, !tbaa !13
  %143 = add nsw i32 %142, %140
  %144 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %138, i32 %10
  %145 = load i32, ptr addrspace(3) %144, align 4, !tbaa !13
  %146 = sub nsw i32 %145, %3
  %147 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %137, i32 %128
  %148 = load i32, ptr addrspace(3) %147, align 4, !tbaa !13
  %149 = sub nsw i32 %148, %3
  %150 = tail call i32 @_Z3maxii(i32 noundef %143, i32 noundef %146) #9
  %151 = tail call i32 @_Z3maxii(i32 noundef %150, i32 noundef %149) #9
  %152 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %138, i32 %128
  store i32 %151, ptr addrspace(3) %152, align 4, !tbaa !13
  br label %153

153:                                              ; preds = %136, %25
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %154 = icmp sgt i32 %10, 1
  br i1 %154, label %172, label %155

155:                                              ; preds = %153
  %156 = sub nsw i32 1, %10
  %157 = sub i32 2, %10
  %158 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %156, i32 %10
  %159 = load i32, ptr addrspace(3) %158, align 4, !tbaa !13
  %160 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %156, i32 %10
  %161 = load i32, ptr addrspace(3) %160, align 4, !tbaa !13
  %162 = add nsw i32 %161, %159
  %163 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %157, i32 %10
  %164 = load i32, ptr addrspace(3) %163, align 4, !tbaa !13
  %165 = sub nsw i32 %164, %3
  %166 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %156, i32 %128
  %167 = load i32, ptr addrspace(3) %166, align 4, !tbaa !13
  %168 = sub nsw i32 %167, %3
  %169 = tail call i32 @_Z3maxii(i32 noundef %162, i32 noundef %165) #9
  %170 = tail call i32 @_Z3maxii(i32 noundef %169, i32 noundef %168) #9
  %171 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %157, i32 %128
  store i32 %170, ptr addrspace(3) %171, align 4, !tbaa !13
  br label %172

172:                                              ; preds = %155, %153
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %173 = icmp sgt i32 %10, 2
  br i1 %173, label %191, label %174

174:                                              ; preds = %172
  %175 = sub nsw i32 2, %10
  %176 = sub i32 3, %10
  %177 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %175, i32 %10
  %178 = load i32, ptr addrspace(3) %177, align 4, !tbaa !13
  %179 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %175, i32 %10
  %180 = load i32, ptr addrspace(3) %179, align 4, !tbaa !13
  %181 = add nsw i32 %180, %178
  %182 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %176, i32 %10
  %183 = load i32, ptr addrspace(3) %182, align 4, !tbaa !13
  %184 = sub nsw i32 %183, %3
  %185 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %175, i32 %128
  %186 = load i32, ptr addrspace(3) %185, align 4, !tbaa !13
  %187 = sub nsw i32 %186, %3
  %188 = tail call i32 @_Z3maxii(i32 noundef %181, i32 noundef %184) #9
  %189 = tail call i32 @_Z3maxii(i32 noundef %188, i32 noundef %187) #9
  %190 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %176, i32 %128
  store i32 %189, ptr addrspace(3) %190, align 4, !tbaa !13
  br label %191

191:                                              ; preds = %174, %172
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %192 = icmp sgt i32 %10, 3
  br i1 %192, label %210, label %193

193:                                              ; preds = %191
  %194 = sub nsw i32 3, %10
  %195 = sub i32 4, %10
  %196 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %194, i32 %10
  %197 = load i32, ptr addrspace(3) %196, align 4, !tbaa !13
  %198 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %194, i32 %10
  %199 = load i32, ptr addrspace(3) %198, align 4, !tbaa !13
  %200 = add nsw i32 %199, %197
  %201 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %195, i32 %10
  %202 = load i32, ptr addrspace(3) %201, align 4, !tbaa !13
  %203 = sub nsw i32 %202, %3
  %204 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %194, i32 %128
  %205 = load i32, ptr addrspace(3) %204, align 4, !tbaa !13
  %206 = sub nsw i32 %205, %3
  %207 = tail call i32 @_Z3maxii(i32 noundef %200, i32 noundef %203) #9
  %208 = tail call i32 @_Z3maxii(i32 noundef %207, i32 noundef %206) #9
  %209 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %195, i32 %128
  store i32 %208, ptr addrspace(3) %209, align 4, !tbaa !13
  br label %210

210:                                              ; preds = %193, %191
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %211 = icmp sgt i32 %10, 4
  br i1 %211, label %229, label %212

212:                                              ; preds = %210
  %213 = sub nsw i32 4, %10
  %214 = sub i32 5, %10
  %215 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %213, i32 %10
  %216 = load i32, ptr addrspace(3) %215, align 4, !tbaa !13
  %217 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %213, i32 %10
  %218 = load i32, ptr addrspace(3) %217, align 4, !tbaa !13
  %219 = add nsw i32 %218, %216
  %220 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %214, i32 %10
  %221 = load i32, ptr addrspace(3) %220, align 4, !tbaa !13
  %222 = sub nsw i32 %221, %3
  %223 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %213, i32 %128
  %224 = load i32, ptr addrspace(3) %223, align 4, !tbaa !13
  %225 = sub nsw i32 %224, %3
  %226 = tail call i32 @_Z3maxii(i32 noundef %219, i32 noundef %222) #9
  %227 = tail call i32 @_Z3maxii(i32 noundef %226, i32 noundef %225) #9
  %228 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %214, i32 %128
  store i32 %227, ptr addrspace(3) %228, align 4, !tbaa !13
  br label %229

229:                                              ; preds = %212, %210
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %230 = icmp sgt i32 %10, 5
  br i1 %230, label %248, label %231

231:                                              ; preds = %229
  %232 = sub nsw i32 5, %10
  %233 = sub i32 6, %10
  %234 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %232, i32 %10
  %235 = load i32, ptr addrspace(3) %234, align 4, !tbaa !13
  %236 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %232, i32 %10
  %237 = load i32, ptr addrspace(3) %236, align 4, !tbaa !13
  %238 = add nsw i32 %237, %235
  %239 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %233, i32 %10
  %240 = load i32, ptr addrspace(3) %239, align 4, !tbaa !13
  %241 = sub nsw i32 %240, %3
  %242 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %232, i32 %128
  %243 = load i32, ptr addrspace(3) %242, align 4, !tbaa !13
  %244 = sub nsw i32 %243, %3
  %245 = tail call i32 @_Z3maxii(i32 noundef %238, i32 noundef %241) #9
  %246 = tail call i32 @_Z3maxii(i32 noundef %245, i32 noundef %244) #9
  %247 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %233, i32 %128
  store i32 %246, ptr addrspace(3) %247, align 4, !tbaa !13
  br label %248

248:                                              ; preds = %231, %229
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %249 = icmp sgt i32 %10, 6
  br i1 %249, label %267, label %250

250:                                              ; preds = %248
  %251 = sub nsw i32 6, %10
  %252 = sub i32 7, %10
  %253 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %251, i32 %10
  %254 = load i32, ptr addrspace(3) %253, align 4, !tbaa !13
  %255 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %251, i32 %10
  %256 = load i32, ptr addrspace(3) %255, align 4, !tbaa !13
  %257 = add nsw i32 %256, %254
  %258 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %252, i32 %10
  %259 = load i32, ptr addrspace(3) %258, align 4, !tbaa !13
  %260 = sub nsw i32 %259, %3
  %261 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %251, i32 %128
  %262 = load i32, ptr addrspace(3) %261, align 4, !tbaa !13
  %263 = sub nsw i32 %262, %3
  %264 = tail call i32 @_Z3maxii(i32 noundef %257, i32 noundef %260) #9
  %265 = tail call i32 @_Z3maxii(i32 noundef %264, i32 noundef %263) #9
  %266 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %252, i32 %128
  store i32 %265, ptr addrspace(3) %266, align 4, !tbaa !13
  br label %267

267:                                              ; preds = %250, %248
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %268 = icmp sgt i32 %10, 7
  br i1 %268, label %286, label %269

269:                                              ; preds = %267
  %270 = sub nsw i32 7, %10
  %271 = sub i32 8, %10
  %272 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %270, i32 %10
  %273 = load i32, ptr addrspace(3) %272, align 4, !tbaa !13
  %274 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %270, i32 %10
  %275 = load i32, ptr addrspace(3) %274, align 4, !tbaa !13
  %276 = add nsw i32 %275, %273
  %277 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %271, i32 %10
  %278 = load i32, ptr addrspace(3) %277, align 4, !tbaa !13
  %279 = sub nsw i32 %278, %3
  %280 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %270, i32 %128
  %281 = load i32, ptr addrspace(3) %280, align 4, !tbaa !13
  %282 = sub nsw i32 %281, %3
  %283 = tail call i32 @_Z3maxii(i32 noundef %276, i32 noundef %279) #9
  %284 = tail call i32 @_Z3maxii(i32 noundef %283, i32 noundef %282) #9
  %285 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %271, i32 %128
  store i32 %284, ptr addrspace(3) %285, align 4, !tbaa !13
  br label %286

286:                                              ; preds = %269, %267
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %287 = icmp sgt i32 %10, 8
  br i1 %287, label %305, label %288

288:                                              ; preds = %286
  %289 = sub nsw i32 8, %10
  %290 = sub i32 9, %10
  %291 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %289, i32 %10
  %292 = load i32, ptr addrspace(3) %291, align 4, !tbaa !13
  %293 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %289, i32 %10
  %294 = load i32, ptr addrspace(3) %293, align 4, !tbaa !13
  %295 = add nsw i32 %294, %292
  %296 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %290, i32 %10
  %297 = load i32, ptr addrspace(3) %296, align 4, !tbaa !13
  %298 = sub nsw i32 %297, %3
  %299 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %289, i32 %128
  %300 = load i32, ptr addrspace(3) %299, align 4, !tbaa !13
  %301 = sub nsw i32 %300, %3
  %302 = tail call i32 @_Z3maxii(i32 noundef %295, i32 noundef %298) #9
  %303 = tail call i32 @_Z3maxii(i32 noundef %302, i32 noundef %301) #9
  %304 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %290, i32 %128
  store i32 %303, ptr addrspace(3) %304, align 4, !tbaa !13
  br label %305

305:                                              ; preds = %288, %286
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %306 = icmp sgt i32 %10, 9
  br i1 %306, label %324, label %307

307:                                              ; preds = %305
  %308 = sub nsw i32 9, %10
  %309 = sub i32 10, %10
  %310 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %308, i32 %10
  %311 = load i32, ptr addrspace(3) %310, align 4, !tbaa !13
  %312 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %308, i32 %10
  %313 = load i32, ptr addrspace(3) %312, align 4, !tbaa !13
  %314 = add nsw i32 %313, %311
  %315 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %309, i32 %10
  %316 = load i32, ptr addrspace(3) %315, align 4, !tbaa !13
  %317 = sub nsw i32 %316, %3
  %318 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %308, i32 %128
  %319 = load i32, ptr addrspace(3) %318, align 4, !tbaa !13
  %320 = sub nsw i32 %319, %3
  %321 = tail call i32 @_Z3maxii(i32 noundef %314, i32 noundef %317) #9
  %322 = tail call i32 @_Z3maxii(i32 noundef %321, i32 noundef %320) #9
  %323 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %309, i32 %128
  store i32 %322, ptr addrspace(3) %323, align 4, !tbaa !13
  br label %324

324:                                              ; preds = %307, %305
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %325 = icmp sgt i32 %10, 10
  br i1 %325, label %343, label %326

326:                                              ; preds = %324
  %327 = sub nsw i32 10, %10
  %328 = sub i32 11, %10
  %329 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %327, i32 %10
  %330 = load i32, ptr addrspace(3) %329, align 4, !tbaa !13
  %331 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %327, i32 %10
  %332 = load i32, ptr addrspace(3) %331, align 4, !tbaa !13
  %333 = add nsw i32 %332, %330
  %334 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %328, i32 %10
  %335 = load i32, ptr addrspace(3) %334, align 4, !tbaa !13
  %336 = sub nsw i32 %335, %3
  %337 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %327, i32 %128
  %338 = load i32, ptr addrspace(3) %337, align 4, !tbaa !13
  %339 = sub nsw i32 %338, %3
  %340 = tail call i32 @_Z3maxii(i32 noundef %333, i32 noundef %336) #9
  %341 = tail call i32 @_Z3maxii(i32 noundef %340, i32 noundef %339) #9
  %342 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %328, i32 %128
  store i32 %341, ptr addrspace(3) %342, align 4, !tbaa !13
  br label %343

343:                                              ; preds = %326, %324
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %344 = icmp sgt i32 %10, 11
  br i1 %344, label %362, label %345

345:                                              ; preds = %343
  %346 = sub nsw i32 11, %10
  %347 = sub i32 12, %10
  %348 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %346, i32 %10
  %349 = load i32, ptr addrspace(3) %348, align 4, !tbaa !13
  %350 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %346, i32 %10
  %351 = load i32, ptr addrspace(3) %350, align 4, !tbaa !13
  %352 = add nsw i32 %351, %349
  %353 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %347, i32 %10
  %354 = load i32, ptr addrspace(3) %353, align 4, !tbaa !13
  %355 = sub nsw i32 %354, %3
  %356 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %346, i32 %128
  %357 = load i32, ptr addrspace(3) %356, align 4, !tbaa !13
  %358 = sub nsw i32 %357, %3
  %359 = tail call i32 @_Z3maxii(i32 noundef %352, i32 noundef %355) #9
  %360 = tail call i32 @_Z3maxii(i32 noundef %359, i32 noundef %358) #9
  %361 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %347, i32 %128
  store i32 %360, ptr addrspace(3) %361, align 4, !tbaa !13
  br label %362

362:                                              ; preds = %345, %343
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %363 = icmp sgt i32 %10, 12
  br i1 %363, label %381, label %364

364:                                              ; preds = %362
  %365 = sub nsw i32 12, %10
  %366 = sub i32 13, %10
  %367 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %365, i32 %10
  %368 = load i32, ptr addrspace(3) %367, align 4, !tbaa !13
  %369 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %365, i32 %10
  %370 = load i32, ptr addrspace(3) %369, align 4, !tbaa !13
  %371 = add nsw i32 %370, %368
  %372 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %366, i32 %10
  %373 = load i32, ptr addrspace(3) %372, align 4, !tbaa !13
  %374 = sub nsw i32 %373, %3
  %375 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %365, i32 %128
  %376 = load i32, ptr addrspace(3) %375, align 4, !tbaa !13
  %377 = sub nsw i32 %376, %3
  %378 = tail call i32 @_Z3maxii(i32 noundef %371, i32 noundef %374) #9
  %379 = tail call i32 @_Z3maxii(i32 noundef %378, i32 noundef %377) #9
  %380 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %366, i32 %128
  store i32 %379, ptr addrspace(3) %380, align 4, !tbaa !13
  br label %381

381:                                              ; preds = %364, %362
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %382 = icmp sgt i32 %10, 13
  br i1 %382, label %400, label %383

383:                                              ; preds = %381
  %384 = sub nsw i32 13, %10
  %385 = sub i32 14, %10
  %386 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %384, i32 %10
  %387 = load i32, ptr addrspace(3) %386, align 4, !tbaa !13
  %388 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %384, i32 %10
  %389 = load i32, ptr addrspace(3) %388, align 4, !tbaa !13
  %390 = add nsw i32 %389, %387
  %391 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %385, i32 %10
  %392 = load i32, ptr addrspace(3) %391, align 4, !tbaa !13
  %393 = sub nsw i32 %392, %3
  %394 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %384, i32 %128
  %395 = load i32, ptr addrspace(3) %394, align 4, !tbaa !13
  %396 = sub nsw i32 %395, %3
  %397 = tail call i32 @_Z3maxii(i32 noundef %390, i32 noundef %393) #9
  %398 = tail call i32 @_Z3maxii(i32 noundef %397, i32 noundef %396) #9
  %399 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %385, i32 %128
  store i32 %398, ptr addrspace(3) %399, align 4, !tbaa !13
  br label %400

400:                                              ; preds = %383, %381
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %401 = icmp sgt i32 %10, 14
  br i1 %401, label %419, label %402

402:                                              ; preds = %400
  %403 = sub nsw i32 14, %10
  %404 = sub i32 15, %10
  %405 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %403, i32 %10
  %406 = load i32, ptr addrspace(3) %405, align 4, !tbaa !13
  %407 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %403, i32 %10
  %408 = load i32, ptr addrspace(3) %407, align 4, !tbaa !13
  %409 = add nsw i32 %408, %406
  %410 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %404, i32 %10
  %411 = load i32, ptr addrspace(3) %410, align 4, !tbaa !13
  %412 = sub nsw i32 %411, %3
  %413 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %403, i32 %128
  %414 = load i32, ptr addrspace(3) %413, align 4, !tbaa !13
  %415 = sub nsw i32 %414, %3
  %416 = tail call i32 @_Z3maxii(i32 noundef %409, i32 noundef %412) #9
  %417 = tail call i32 @_Z3maxii(i32 noundef %416, i32 noundef %415) #9
  %418 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %404, i32 %128
  store i32 %417, ptr addrspace(3) %418, align 4, !tbaa !13
  br label %419

419:                                              ; preds = %402, %400
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %420 = icmp sgt i32 %10, 15
  br i1 %420, label %438, label %421

421:                                              ; preds = %419
  %422 = sub nsw i32 15, %10
  %423 = sub i32 16, %10
  %424 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %422, i32 %10
  %425 = load i32, ptr addrspace(3) %424, align 4, !tbaa !13
  %426 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %422, i32 %10
  %427 = load i32, ptr addrspace(3) %426, align 4, !tbaa !13
  %428 = add nsw i32 %427, %425
  %429 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %423, i32 %10
  %430 = load i32, ptr addrspace(3) %429, align 4, !tbaa !13
  %431 = sub nsw i32 %430, %3
  %432 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %422, i32 %128
  %433 = load i32, ptr addrspace(3) %432, align 4, !tbaa !13
  %434 = sub nsw i32 %433, %3
  %435 = tail call i32 @_Z3maxii(i32 noundef %428, i32 noundef %431) #9
  %436 = tail call i32 @_Z3maxii(i32 noundef %435, i32 noundef %434) #9
  %437 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %423, i32 %128
  store i32 %436, ptr addrspace(3) %437, align 4, !tbaa !13
  br label %438

438:                                              ; preds = %421, %419
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %439 = add nsw i32 %10, 16
  %440 = sub i64 64424509440, %125
  %441 = lshr exact i64 %440, 32
  %442 = trunc nuw i64 %441 to i32
  %443 = sub i64 68719476736, %125
  %444 = lshr exact i64 %443, 32
  %445 = trunc nuw i64 %444 to i32
  br i1 %401, label %463, label %446

446:                                              ; preds = %438
  %447 = add nsw i32 %10, 2
  %448 = add nsw i32 %10, 1
  %449 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %448
  %450 = load i32, ptr addrspace(3) %449, align 4, !tbaa !13
  %451 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %448
  %452 = load i32, ptr addrspace(3) %451, align 4, !tbaa !13
  %453 = add nsw i32 %452, %450
  %454 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %448
  %455 = load i32, ptr addrspace(3) %454, align 4, !tbaa !13
  %456 = sub nsw i32 %455, %3
  %457 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %447
  %458 = load i32, ptr addrspace(3) %457, align 4, !tbaa !13
  %459 = sub nsw i32 %458, %3
  %460 = tail call i32 @_Z3maxii(i32 noundef %453, i32 noundef %456) #9
  %461 = tail call i32 @_Z3maxii(i32 noundef %460, i32 noundef %459) #9
  %462 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %447
  store i32 %461, ptr addrspace(3) %462, align 4, !tbaa !13
  br label %463

463:                                              ; preds = %446, %438
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %382, label %481, label %464

464:                                              ; preds = %463
  %465 = add nsw i32 %10, 3
  %466 = add nsw i32 %10, 2
  %467 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %466
  %468 = load i32, ptr addrspace(3) %467, align 4, !tbaa !13
  %469 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %466
  %470 = load i32, ptr addrspace(3) %469, align 4, !tbaa !13
  %471 = add nsw i32 %470, %468
  %472 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %466
  %473 = load i32, ptr addrspace(3) %472, align 4, !tbaa !13
  %474 = sub nsw i32 %473, %3
  %475 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %465
  %476 = load i32, ptr addrspace(3) %475, align 4, !tbaa !13
  %477 = sub nsw i32 %476, %3
  %478 = tail call i32 @_Z3maxii(i32 noundef %471, i32 noundef %474) #9
  %479 = tail call i32 @_Z3maxii(i32 noundef %478, i32 noundef %477) #9
  %480 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %465
  store i32 %479, ptr addrspace(3) %480, align 4, !tbaa !13
  br label %481

481:                                              ; preds = %464, %463
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %363, label %499, label %482

482:                                              ; preds = %481
  %483 = add nsw i32 %10, 4
  %484 = add nsw i32 %10, 3
  %485 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %484
  %486 = load i32, ptr addrspace(3) %485, align 4, !tbaa !13
  %487 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %484
  %488 = load i32, ptr addrspace(3) %487, align 4, !tbaa !13
  %489 = add nsw i32 %488, %486
  %490 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %484
  %491 = load i32, ptr addrspace(3) %490, align 4, !tbaa !13
  %492 = sub nsw i32 %491, %3
  %493 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %483
  %494 = load i32, ptr addrspace(3) %493, align 4, !tbaa !13
  %495 = sub nsw i32 %494, %3
  %496 = tail call i32 @_Z3maxii(i32 noundef %489, i32 noundef %492) #9
  %497 = tail call i32 @_Z3maxii(i32 noundef %496, i32 noundef %495) #9
  %498 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %483
  store i32 %497, ptr addrspace(3) %498, align 4, !tbaa !13
  br label %499

499:                                              ; preds = %482, %481
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %344, label %517, label %500

500:                                              ; preds = %499
  %501 = add nsw i32 %10, 5
  %502 = add nsw i32 %10, 4
  %503 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %502
  %504 = load i32, ptr addrspace(3) %503, align 4, !tbaa !13
  %505 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %502
  %506 = load i32, ptr addrspace(3) %505, align 4, !tbaa !13
  %507 = add nsw i32 %506, %504
  %508 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %502
  %509 = load i32, ptr addrspace(3) %508, align 4, !tbaa !13
  %510 = sub nsw i32 %509, %3
  %511 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %501
  %512 = load i32, ptr addrspace(3) %511, align 4, !tbaa !13
  %513 = sub nsw i32 %512, %3
  %514 = tail call i32 @_Z3maxii(i32 noundef %507, i32 noundef %510) #9
  %515 = tail call i32 @_Z3maxii(i32 noundef %514, i32 noundef %513) #9
  %516 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %501
  store i32 %515, ptr addrspace(3) %516, align 4, !tbaa !13
  br label %517

517:                                              ; preds = %500, %499
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %325, label %535, label %518

518:                                              ; preds = %517
  %519 = add nsw i32 %10, 6
  %520 = add nsw i32 %10, 5
  %521 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %520
  %522 = load i32, ptr addrspace(3) %521, align 4, !tbaa !13
  %523 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %520
  %524 = load i32, ptr addrspace(3) %523, align 4, !tbaa !13
  %525 = add nsw i32 %524, %522
  %526 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %520
  %527 = load i32, ptr addrspace(3) %526, align 4, !tbaa !13
  %528 = sub nsw i32 %527, %3
  %529 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %519
  %530 = load i32, ptr addrspace(3) %529, align 4, !tbaa !13
  %531 = sub nsw i32 %530, %3
  %532 = tail call i32 @_Z3maxii(i32 noundef %525, i32 noundef %528) #9
  %533 = tail call i32 @_Z3maxii(i32 noundef %532, i32 noundef %531) #9
  %534 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %519
  store i32 %533, ptr addrspace(3) %534, align 4, !tbaa !13
  br label %535

535:                                              ; preds = %518, %517
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %306, label %553, label %536

536:                                              ; preds = %535
  %537 = add nsw i32 %10, 7
  %538 = add nsw i32 %10, 6
  %539 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %538
  %540 = load i32, ptr addrspace(3) %539, align 4, !tbaa !13
  %541 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %538
  %542 = load i32, ptr addrspace(3) %541, align 4, !tbaa !13
  %543 = add nsw i32 %542, %540
  %544 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %538
  %545 = load i32, ptr addrspace(3) %544, align 4, !tbaa !13
  %546 = sub nsw i32 %545, %3
  %547 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %537
  %548 = load i32, ptr addrspace(3) %547, align 4, !tbaa !13
  %549 = sub nsw i32 %548, %3
  %550 = tail call i32 @_Z3maxii(i32 noundef %543, i32 noundef %546) #9
  %551 = tail call i32 @_Z3maxii(i32 noundef %550, i32 noundef %549) #9
  %552 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %537
  store i32 %551, ptr addrspace(3) %552, align 4, !tbaa !13
  br label %553

553:                                              ; preds = %536, %535
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %287, label %571, label %554

554:                                              ; preds = %553
  %555 = add nsw i32 %10, 8
  %556 = add nsw i32 %10, 7
  %557 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %556
  %558 = load i32, ptr addrspace(3) %557, align 4, !tbaa !13
  %559 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %556
  %560 = load i32, ptr addrspace(3) %559, align 4, !tbaa !13
  %561 = add nsw i32 %560, %558
  %562 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %556
  %563 = load i32, ptr addrspace(3) %562, align 4, !tbaa !13
  %564 = sub nsw i32 %563, %3
  %565 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %555
  %566 = load i32, ptr addrspace(3) %565, align 4, !tbaa !13
  %567 = sub nsw i32 %566, %3
  %568 = tail call i32 @_Z3maxii(i32 noundef %561, i32 noundef %564) #9
  %569 = tail call i32 @_Z3maxii(i32 noundef %568, i32 noundef %567) #9
  %570 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %555
  store i32 %569, ptr addrspace(3) %570, align 4, !tbaa !13
  br label %571

571:                                              ; preds = %554, %553
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %268, label %589, label %572

572:                                              ; preds = %571
  %573 = add nsw i32 %10, 9
  %574 = add nsw i32 %10, 8
  %575 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %574
  %576 = load i32, ptr addrspace(3) %575, align 4, !tbaa !13
  %577 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %574
  %578 = load i32, ptr addrspace(3) %577, align 4, !tbaa !13
  %579 = add nsw i32 %578, %576
  %580 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %574
  %581 = load i32, ptr addrspace(3) %580, align 4, !tbaa !13
  %582 = sub nsw i32 %581, %3
  %583 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %573
  %584 = load i32, ptr addrspace(3) %583, align 4, !tbaa !13
  %585 = sub nsw i32 %584, %3
  %586 = tail call i32 @_Z3maxii(i32 noundef %579, i32 noundef %582) #9
  %587 = tail call i32 @_Z3maxii(i32 noundef %586, i32 noundef %585) #9
  %588 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %573
  store i32 %587, ptr addrspace(3) %588, align 4, !tbaa !13
  br label %589

589:                                              ; preds = %572, %571
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %249, label %607, label %590

590:                                              ; preds = %589
  %591 = add nsw i32 %10, 10
  %592 = add nsw i32 %10, 9
  %593 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %592
  %594 = load i32, ptr addrspace(3) %593, align 4, !tbaa !13
  %595 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %592
  %596 = load i32, ptr addrspace(3) %595, align 4, !tbaa !13
  %597 = add nsw i32 %596, %594
  %598 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %592
  %599 = load i32, ptr addrspace(3) %598, align 4, !tbaa !13
  %600 = sub nsw i32 %599, %3
  %601 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %591
  %602 = load i32, ptr addrspace(3) %601, align 4, !tbaa !13
  %603 = sub nsw i32 %602, %3
  %604 = tail call i32 @_Z3maxii(i32 noundef %597, i32 noundef %600) #9
  %605 = tail call i32 @_Z3maxii(i32 noundef %604, i32 noundef %603) #9
  %606 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %591
  store i32 %605, ptr addrspace(3) %606, align 4, !tbaa !13
  br label %607

607:                                              ; preds = %590, %589
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %230, label %625, label %608

608:                                              ; preds = %607
  %609 = add nsw i32 %10, 11
  %610 = add nsw i32 %10, 10
  %611 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %610
  %612 = load i32, ptr addrspace(3) %611, align 4, !tbaa !13
  %613 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %610
  %614 = load i32, ptr addrspace(3) %613, align 4, !tbaa !13
  %615 = add nsw i32 %614, %612
  %616 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %610
  %617 = load i32, ptr addrspace(3) %616, align 4, !tbaa !13
  %618 = sub nsw i32 %617, %3
  %619 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %609
  %620 = load i32, ptr addrspace(3) %619, align 4, !tbaa !13
  %621 = sub nsw i32 %620, %3
  %622 = tail call i32 @_Z3maxii(i32 noundef %615, i32 noundef %618) #9
  %623 = tail call i32 @_Z3maxii(i32 noundef %622, i32 noundef %621) #9
  %624 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %609
  store i32 %623, ptr addrspace(3) %624, align 4, !tbaa !13
  br label %625

625:                                              ; preds = %608, %607
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %211, label %643, label %626

626:                                              ; preds = %625
  %627 = add nsw i32 %10, 12
  %628 = add nsw i32 %10, 11
  %629 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %628
  %630 = load i32, ptr addrspace(3) %629, align 4, !tbaa !13
  %631 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %628
  %632 = load i32, ptr addrspace(3) %631, align 4, !tbaa !13
  %633 = add nsw i32 %632, %630
  %634 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %628
  %635 = load i32, ptr addrspace(3) %634, align 4, !tbaa !13
  %636 = sub nsw i32 %635, %3
  %637 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %627
  %638 = load i32, ptr addrspace(3) %637, align 4, !tbaa !13
  %639 = sub nsw i32 %638, %3
  %640 = tail call i32 @_Z3maxii(i32 noundef %633, i32 noundef %636) #9
  %641 = tail call i32 @_Z3maxii(i32 noundef %640, i32 noundef %639) #9
  %642 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %627
  store i32 %641, ptr addrspace(3) %642, align 4, !tbaa !13
  br label %643

643:                                              ; preds = %626, %625
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %192, label %661, label %644

644:                                              ; preds = %643
  %645 = add nsw i32 %10, 13
  %646 = add nsw i32 %10, 12
  %647 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %646
  %648 = load i32, ptr addrspace(3) %647, align 4, !tbaa !13
  %649 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %646
  %650 = load i32, ptr addrspace(3) %649, align 4, !tbaa !13
  %651 = add nsw i32 %650, %648
  %652 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %646
  %653 = load i32, ptr addrspace(3) %652, align 4, !tbaa !13
  %654 = sub nsw i32 %653, %3
  %655 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %645
  %656 = load i32, ptr addrspace(3) %655, align 4, !tbaa !13
  %657 = sub nsw i32 %656, %3
  %658 = tail call i32 @_Z3maxii(i32 noundef %651, i32 noundef %654) #9
  %659 = tail call i32 @_Z3maxii(i32 noundef %658, i32 noundef %657) #9
  %660 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %645
  store i32 %659, ptr addrspace(3) %660, align 4, !tbaa !13
  br label %661

661:                                              ; preds = %644, %643
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %173, label %679, label %662

662:                                              ; preds = %661
  %663 = add nsw i32 %10, 14
  %664 = add nsw i32 %10, 13
  %665 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %664
  %666 = load i32, ptr addrspace(3) %665, align 4, !tbaa !13
  %667 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %664
  %668 = load i32, ptr addrspace(3) %667, align 4, !tbaa !13
  %669 = add nsw i32 %668, %666
  %670 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %664
  %671 = load i32, ptr addrspace(3) %670, align 4, !tbaa !13
  %672 = sub nsw i32 %671, %3
  %673 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %663
  %674 = load i32, ptr addrspace(3) %673, align 4, !tbaa !13
  %675 = sub nsw i32 %674, %3
  %676 = tail call i32 @_Z3maxii(i32 noundef %669, i32 noundef %672) #9
  %677 = tail call i32 @_Z3maxii(i32 noundef %676, i32 noundef %675) #9
  %678 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %663
  store i32 %677, ptr addrspace(3) %678, align 4, !tbaa !13
  br label %679

679:                                              ; preds = %662, %661
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %154, label %697, label %680

680:                                              ; preds = %679
  %681 = add nsw i32 %10, 15
  %682 = add nsw i32 %10, 14
  %683 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %682
  %684 = load i32, ptr addrspace(3) %683, align 4, !tbaa !13
  %685 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %682
  %686 = load i32, ptr addrspace(3) %685, align 4, !tbaa !13
  %687 = add nsw i32 %686, %684
  %688 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %682
  %689 = load i32, ptr addrspace(3) %688, align 4, !tbaa !13
  %690 = sub nsw i32 %689, %3
  %691 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %681
  %692 = load i32, ptr addrspace(3) %691, align 4, !tbaa !13
  %693 = sub nsw i32 %692, %3
  %694 = tail call i32 @_Z3maxii(i32 noundef %687, i32 noundef %690) #9
  %695 = tail call i32 @_Z3maxii(i32 noundef %694, i32 noundef %693) #9
  %696 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %681
  store i32 %695, ptr addrspace(3) %696, align 4, !tbaa !13
  br label %697

697:                                              ; preds = %680, %679
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %135, label %714, label %698

698:                                              ; preds = %697
  %699 = add nsw i32 %10, 15
  %700 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %699
  %701 = load i32, ptr addrspace(3) %700, align 4, !tbaa !13
  %702 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i32 0, i32 %442, i32 %699
  %703 = load i32, ptr addrspace(3) %702, align 4, !tbaa !13
  %704 = add nsw i32 %703, %701
  %705 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %699
  %706 = load i32, ptr addrspace(3) %705, align 4, !tbaa !13
  %707 = sub nsw i32 %706, %3
  %708 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %442, i32 %439
  %709 = load i32, ptr addrspace(3) %708, align 4, !tbaa !13
  %710 = sub nsw i32 %709, %3
  %711 = tail call i32 @_Z3maxii(i32 noundef %704, i32 noundef %707) #9
  %712 = tail call i32 @_Z3maxii(i32 noundef %711, i32 noundef %710) #9
  %713 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 %445, i32 %439
  store i32 %712, ptr addrspace(3) %713, align 4, !tbaa !13
  br label %714

714:                                              ; preds = %698, %697
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %715 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 1, i32 %128
  %716 = load i32, ptr addrspace(3) %715, align 4, !tbaa !13
  %717 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26
  store i32 %716, ptr addrspace(1) %717, align 4, !tbaa !13
  %718 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 2, i32 %128
  %719 = load i32, ptr addrspace(3) %718, align 4, !tbaa !13
  %720 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %31
  store i32 %719, ptr addrspace(1) %720, align 4, !tbaa !13
  %721 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 3, i32 %128
  %722 = load i32, ptr addrspace(3) %721, align 4, !tbaa !13
  %723 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %37
  store i32 %722, ptr addrspace(1) %723, align 4, !tbaa !13
  %724 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 4, i32 %128
  %725 = load i32, ptr addrspace(3) %724, align 4, !tbaa !13
  %726 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %43
  store i32 %725, ptr addrspace(1) %726, align 4, !tbaa !13
  %727 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 5, i32 %128
  %728 = load i32, ptr addrspace(3) %727, align 4, !tbaa !13
  %729 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %49
  store i32 %728, ptr addrspace(1) %729, align 4, !tbaa !13
  %730 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 6, i32 %128
  %731 = load i32, ptr addrspace(3) %730, align 4, !tbaa !13
  %732 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %55
  store i32 %731, ptr addrspace(1) %732, align 4, !tbaa !13
  %733 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 7, i32 %128
  %734 = load i32, ptr addrspace(3) %733, align 4, !tbaa !13
  %735 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %61
  store i32 %734, ptr addrspace(1) %735, align 4, !tbaa !13
  %736 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 8, i32 %128
  %737 = load i32, ptr addrspace(3) %736, align 4, !tbaa !13
  %738 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %67
  store i32 %737, ptr addrspace(1) %738, align 4, !tbaa !13
  %739 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 9, i32 %128
  %740 = load i32, ptr addrspace(3) %739, align 4, !tbaa !13
  %741 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %73
  store i32 %740, ptr addrspace(1) %741, align 4, !tbaa !13
  %742 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 10, i32 %128
  %743 = load i32, ptr addrspace(3) %742, align 4, !tbaa !13
  %744 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %79
  store i32 %743, ptr addrspace(1) %744, align 4, !tbaa !13
  %745 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 11, i32 %128
  %746 = load i32, ptr addrspace(3) %745, align 4, !tbaa !13
  %747 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %85
  store i32 %746, ptr addrspace(1) %747, align 4, !tbaa !13
  %748 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 12, i32 %128
  %749 = load i32, ptr addrspace(3) %748, align 4, !tbaa !13
  %750 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %91
  store i32 %749, ptr addrspace(1) %750, align 4, !tbaa !13
  %751 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 13, i32 %128
  %752 = load i32, ptr addrspace(3) %751, align 4, !tbaa !13
  %753 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %97
  store i32 %752, ptr addrspace(1) %753, align 4, !tbaa !13
  %754 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 14, i32 %128
  %755 = load i32, ptr addrspace(3) %754, align 4, !tbaa !13
  %756 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %103
  store i32 %755, ptr addrspace(1) %756, align 4, !tbaa !13
  %757 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 15, i32 %128
  %758 = load i32, ptr addrspace(3) %757, align 4, !tbaa !13
  %759 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %109
  store i32 %758, ptr addrspace(1) %759, align 4, !tbaa !13
  %760 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i32 0, i32 16, i32 %128
  %761 = load i32, ptr addrspace(3) %760, align 4, !tbaa !13
  %762 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %115
  store i32 %761, ptr addrspace(1) %762, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_srad(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #3 !kernel_arg_addr_space !39 !kernel_arg_access_qual !33 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %11 = trunc i64 %10 to i32
  %12 = mul nsw i32 %7, %6
  %13 = icmp sgt i32 %12, %11
  br i1 %13, label %14, label %99

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
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !23, !amdgpu.noclobber !12
  %33 = mul nsw i32 %16, %6
  %34 = add nsw i32 %33, %19
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !23, !amdgpu.noclobber !12
  %38 = add nsw i32 %33, %23
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !23, !amdgpu.noclobber !12
  %42 = insertelement <2 x float> poison, float %37, i64 0
  %43 = insertelement <2 x float> %42, float %41, i64 1
  %44 = insertelement <2 x float> poison, float %32, i64 0
  %45 = shufflevector <2 x float> %44, <2 x float> poison, <2 x i32> zeroinitializer
  %46 = fsub <2 x float> %43, %45
  %47 = mul nsw i32 %24, %6
  %48 = add nsw i32 %47, %18
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !23, !amdgpu.noclobber !12
  %52 = mul nsw i32 %28, %6
  %53 = add nsw i32 %52, %18
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !23, !amdgpu.noclobber !12
  %57 = insertelement <2 x float> poison, float %51, i64 0
  %58 = insertelement <2 x float> %57, float %56, i64 1
  %59 = fsub <2 x float> %58, %45
  %60 = extractelement <2 x float> %46, i64 1
  %61 = fmul <2 x float> %46, %46
  %62 = extractelement <2 x float> %61, i64 1
  %63 = extractelement <2 x float> %46, i64 0
  %64 = tail call float @llvm.fmuladd.f32(float %63, float %63, float %62)
  %65 = extractelement <2 x float> %59, i64 0
  %66 = tail call float @llvm.fmuladd.f32(float %65, float %65, float %64)
  %67 = extractelement <2 x float> %59, i64 1
  %68 = tail call float @llvm.fmuladd.f32(float %67, float %67, float %66)
  %69 = fmul float %32, %32
  %70 = fdiv float %68, %69, !fpmath !42
  %71 = shufflevector <2 x float> %46, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %72 = fadd <2 x float> %46, %71
  %73 = fadd <2 x float> %72, %59
  %74 = shufflevector <2 x float> %59, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %75 = fadd <2 x float> %73, %74
  %76 = extractelement <2 x float> %75, i64 0
  %77 = fdiv float %76, %32, !fpmath !42
  %78 = fmul float %77, -6.250000e-02
  %79 = fmul float %77, %78
  %80 = tail call float @llvm.fmuladd.f32(float %70, float 5.000000e-01, float %79)
  %81 = tail call float @llvm.fmuladd.f32(float %77, float 2.500000e-01, float 1.000000e+00)
  %82 = fmul float %81, %81
  %83 = fdiv float %80, %82, !fpmath !42
  %84 = fsub float %83, %8
  %85 = fadd float %8, 1.000000e+00
  %86 = fmul float %85, %8
  %87 = fdiv float %84, %86, !fpmath !42
  %88 = fadd float %87, 1.000000e+00
  %89 = fdiv float 1.000000e+00, %88, !fpmath !42
  %90 = fcmp olt float %89, 0.000000e+00
  %91 = fcmp ogt float %89, 1.000000e+00
  %92 = select i1 %91, float 1.000000e+00, float %89
  %93 = select i1 %90, float 0.000000e+00, float %92
  %94 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  store float %93, ptr addrspace(1) %94, align 4, !tbaa !23
  %95 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  store float %63, ptr addrspace(1) %95, align 4, !tbaa !23
  %96 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  store float %60, ptr addrspace(1) %96, align 4, !tbaa !23
  %97 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %30
  store float %65, ptr addrspace(1) %97, align 4, !tbaa !23
  %98 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %30
  store float %67, ptr addrspace(1) %98, align 4, !tbaa !23
  br label %99

99:                                               ; preds = %9, %14
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_kmeans(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !43 !kernel_arg_access_qual !20 !kernel_arg_type !44 !kernel_arg_base_type !44 !kernel_arg_type_qual !22 {
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
  store i32 %21, ptr addrspace(1) %24, align 4, !tbaa !13
  br label %50

25:                                               ; preds = %25, %18
  %26 = phi i32 [ 0, %18 ], [ %40, %25 ]
  %27 = phi float [ 0.000000e+00, %18 ], [ %38, %25 ]
  %28 = mul nsw i32 %26, %3
  %29 = add nsw i32 %28, %8
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !23, !amdgpu.noclobber !12
  %33 = add nuw nsw i32 %26, %19
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !23, !amdgpu.noclobber !12
  %37 = fsub float %32, %36
  %38 = tail call float @llvm.fmuladd.f32(float %37, float %37, float %27)
  %39 = fcmp ult float %38, %16
  %40 = add nuw nsw i32 %26, 1
  %41 = icmp slt i32 %40, %5
  %42 = select i1 %39, i1 %41, i1 false
  br i1 %42, label %25, label %43

43:                                               ; preds = %25, %14
  %44 = phi float [ 0.000000e+00, %14 ], [ %38, %25 ]
  %45 = fcmp olt float %44, %16
  %46 = select i1 %45, i32 %15, i32 %17
  %47 = select i1 %45, float %44, float %16
  %48 = add nuw nsw i32 %15, 1
  %49 = icmp eq i32 %48, %4
  br i1 %49, label %20, label %14

50:                                               ; preds = %6, %20
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_lud_diagonal(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !45 !kernel_arg_access_qual !46 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !48 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = add i32 %2, 1
  %8 = mul i32 %7, %3
  %9 = getelementptr float, ptr addrspace(3) %1, i32 %6
  %10 = add nsw i32 %8, %6
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !23, !amdgpu.noclobber !12
  store float %13, ptr addrspace(3) %9, align 4, !tbaa !23
  %14 = add nsw i32 %8, %2
  %15 = add nsw i32 %14, %6
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !23, !amdgpu.noclobber !12
  %19 = getelementptr i8, ptr addrspace(3) %9, i32 64
  store float %18, ptr addrspace(3) %19, align 4, !tbaa !23
  %20 = add nsw i32 %14, %2
  %21 = add nsw i32 %20, %6
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !23, !amdgpu.noclobber !12
  %25 = getelementptr i8, ptr addrspace(3) %9, i32 128
  store float %24, ptr addrspace(3) %25, align 4, !tbaa !23
  %26 = add nsw i32 %20, %2
  %27 = add nsw i32 %26, %6
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !23, !amdgpu.noclobber !12
  %31 = getelementptr i8, ptr addrspace(3) %9, i32 192
  store float %30, ptr addrspace(3) %31, align 4, !tbaa !23
  %32 = add nsw i32 %26, %2
  %33 = add nsw i32 %32, %6
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !23, !amdgpu.noclobber !12
  %37 = getelementptr i8, ptr addrspace(3) %9, i32 256
  store float %36, ptr addrspace(3) %37, align 4, !tbaa !23
  %38 = add nsw i32 %32, %2
  %39 = add nsw i32 %38, %6
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !23, !amdgpu.noclobber !12
  %43 = getelementptr i8, ptr addrspace(3) %9, i32 320
  store float %42, ptr addrspace(3) %43, align 4, !tbaa !23
  %44 = add nsw i32 %38, %2
  %45 = add nsw i32 %44, %6
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !23, !amdgpu.noclobber !12
  %49 = getelementptr i8, ptr addrspace(3) %9, i32 384
  store float %48, ptr addrspace(3) %49, align 4, !tbaa !23
  %50 = add nsw i32 %44, %2
  %51 = add nsw i32 %50, %6
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !23, !amdgpu.noclobber !12
  %55 = getelementptr i8, ptr addrspace(3) %9, i32 448
  store float %54, ptr addrspace(3) %55, align 4, !tbaa !23
  %56 = add nsw i32 %50, %2
  %57 = add nsw i32 %56, %6
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !23, !amdgpu.noclobber !12
  %61 = getelementptr i8, ptr addrspace(3) %9, i32 512
  store float %60, ptr addrspace(3) %61, align 4, !tbaa !23
  %62 = add nsw i32 %56, %2
  %63 = add nsw i32 %62, %6
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !23, !amdgpu.noclobber !12
  %67 = getelementptr i8, ptr addrspace(3) %9, i32 576
  store float %66, ptr addrspace(3) %67, align 4, !tbaa !23
  %68 = add nsw i32 %62, %2
  %69 = add nsw i32 %68, %6
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !23, !amdgpu.noclobber !12
  %73 = getelementptr i8, ptr addrspace(3) %9, i32 640
  store float %72, ptr addrspace(3) %73, align 4, !tbaa !23
  %74 = add nsw i32 %68, %2
  %75 = add nsw i32 %74, %6
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !23, !amdgpu.noclobber !12
  %79 = getelementptr i8, ptr addrspace(3) %9, i32 704
  store float %78, ptr addrspace(3) %79, align 4, !tbaa !23
  %80 = add nsw i32 %74, %2
  %81 = add nsw i32 %80, %6
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %82
  %84 = load float, ptr addrspace(1) %83, align 4, !tbaa !23, !amdgpu.noclobber !12
  %85 = getelementptr i8, ptr addrspace(3) %9, i32 768
  store float %84, ptr addrspace(3) %85, align 4, !tbaa !23
  %86 = add nsw i32 %80, %2
  %87 = add nsw i32 %86, %6
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %88
  %90 = load float, ptr addrspace(1) %89, align 4, !tbaa !23, !amdgpu.noclobber !12
  %91 = getelementptr i8, ptr addrspace(3) %9, i32 832
  store float %90, ptr addrspace(3) %91, align 4, !tbaa !23
  %92 = add nsw i32 %86, %2
  %93 = add nsw i32 %92, %6
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4, !tbaa !23, !amdgpu.noclobber !12
  %97 = getelementptr i8, ptr addrspace(3) %9, i32 896
  store float %96, ptr addrspace(3) %97, align 4, !tbaa !23
  %98 = add nsw i32 %92, %2
  %99 = add nsw i32 %98, %6
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %100
  %102 = load float, ptr addrspace(1) %101, align 4, !tbaa !23, !amdgpu.noclobber !12
  %103 = getelementptr i8, ptr addrspace(3) %9, i32 960
  store float %102, ptr addrspace(3) %103, align 4, !tbaa !23
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %104 = getelementptr inbounds i8, ptr addrspace(3) %1, i32 64
  %105 = shl nsw i32 %6, 4
  %106 = getelementptr float, ptr addrspace(3) %1, i32 %105
  %107 = shl i32 %6, 6
  %108 = getelementptr i8, ptr addrspace(3) %1, i32 %107
  br label %187

109:                                              ; preds = %235
  %110 = add nsw i32 %3, 1
  %111 = mul nsw i32 %110, %2
  %112 = add nsw i32 %111, %3
  %113 = load float, ptr addrspace(3) %19, align 4, !tbaa !23
  %114 = add nsw i32 %112, %6
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %115
  store float %113, ptr addrspace(1) %116, align 4, !tbaa !23
  %117 = add nsw i32 %112, %2
  %118 = load float, ptr addrspace(3) %25, align 4, !tbaa !23
  %119 = add nsw i32 %117, %6
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %120
  store float %118, ptr addrspace(1) %121, align 4, !tbaa !23
  %122 = add nsw i32 %117, %2
  %123 = load float, ptr addrspace(3) %31, align 4, !tbaa !23
  %124 = add nsw i32 %122, %6
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %125
  store float %123, ptr addrspace(1) %126, align 4, !tbaa !23
  %127 = add nsw i32 %122, %2
  %128 = load float, ptr addrspace(3) %37, align 4, !tbaa !23
  %129 = add nsw i32 %127, %6
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %130
  store float %128, ptr addrspace(1) %131, align 4, !tbaa !23
  %132 = add nsw i32 %127, %2
  %133 = load float, ptr addrspace(3) %43, align 4, !tbaa !23
  %134 = add nsw i32 %132, %6
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %135
  store float %133, ptr addrspace(1) %136, align 4, !tbaa !23
  %137 = add nsw i32 %132, %2
  %138 = load float, ptr addrspace(3) %49, align 4, !tbaa !23
  %139 = add nsw i32 %137, %6
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %140
  store float %138, ptr addrspace(1) %141, align 4, !tbaa !23
  %142 = add nsw i32 %137, %2
  %143 = load float, ptr addrspace(3) %55, align 4, !tbaa !23
  %144 = add nsw i32 %142, %6
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %145
  store float %143, ptr addrspace(1) %146, align 4, !tbaa !23
  %147 = add nsw i32 %142, %2
  %148 = load float, ptr addrspace(3) %61, align 4, !tbaa !23
  %149 = add nsw i32 %147, %6
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %150
  store float %148, ptr addrspace(1) %151, align 4, !tbaa !23
  %152 = add nsw i32 %147, %2
  %153 = load float, ptr addrspace(3) %67, align 4, !tbaa !23
  %154 = add nsw i32 %152, %6
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %155
  store float %153, ptr addrspace(1) %156, align 4, !tbaa !23
  %157 = add nsw i32 %152, %2
  %158 = load float, ptr addrspace(3) %73, align 4, !tbaa !23
  %159 = add nsw i32 %157, %6
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %160
  store float %158, ptr addrspace(1) %161, align 4, !tbaa !23
  %162 = add nsw i32 %157, %2
  %163 = load float, ptr addrspace(3) %79, align 4, !tbaa !23
  %164 = add nsw i32 %162, %6
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %165
  store float %163, ptr addrspace(1) %166, align 4, !tbaa !23
  %167 = add nsw i32 %162, %2
  %168 = load float, ptr addrspace(3) %85, align 4, !tbaa !23
  %169 = add nsw i32 %167, %6
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %170
  store float %168, ptr addrspace(1) %171, align 4, !tbaa !23
  %172 = add nsw i32 %167, %2
  %173 = load float, ptr addrspace(3) %91, align 4, !tbaa !23
  %174 = add nsw i32 %172, %6
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %175
  store float %173, ptr addrspace(1) %176, align 4, !tbaa !23
  %177 = add nsw i32 %172, %2
  %178 = load float, ptr addrspace(3) %97, align 4, !tbaa !23
  %179 = add nsw i32 %177, %6
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %180
  store float %178, ptr addrspace(1) %181, align 4, !tbaa !23
  %182 = add nsw i32 %177, %2
  %183 = load float, ptr addrspace(3) %103, align 4, !tbaa !23
  %184 = add nsw i32 %182, %6
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %185
  store float %183, ptr addrspace(1) %186, align 4, !tbaa !23
  ret void

187:                                              ; preds = %4, %235
  %188 = phi i32 [ 1, %4 ], [ %237, %235 ]
  %189 = phi i32 [ 0, %4 ], [ %236, %235 ]
  %190 = icmp slt i32 %189, %6
  br i1 %190, label %191, label %217

191:                                              ; preds = %187
  %192 = icmp eq i32 %189, 0
  br i1 %192, label %198, label %193

193:                                              ; preds = %191
  %194 = or disjoint i32 %189, %105
  %195 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %194
  %196 = load float, ptr addrspace(3) %195, align 4, !tbaa !23
  %197 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %189
  br label %205

198:                                              ; preds = %205, %191
  %199 = mul nuw nsw i32 %189, 68
  %200 = getelementptr inbounds i8, ptr addrspace(3) %1, i32 %199
  %201 = load float, ptr addrspace(3) %200, align 4, !tbaa !23
  %202 = getelementptr float, ptr addrspace(3) %108, i32 %189
  %203 = load float, ptr addrspace(3) %202, align 4, !tbaa !23
  %204 = fdiv float %203, %201, !fpmath !42
  store float %204, ptr addrspace(3) %202, align 4, !tbaa !23
  br label %217

205:                                              ; preds = %193, %205
  %206 = phi float [ %196, %193 ], [ %214, %205 ]
  %207 = phi i32 [ 0, %193 ], [ %215, %205 ]
  %208 = getelementptr float, ptr addrspace(3) %106, i32 %207
  %209 = load float, ptr addrspace(3) %208, align 4, !tbaa !23
  %210 = shl nsw i32 %207, 6
  %211 = getelementptr inbounds i8, ptr addrspace(3) %197, i32 %210
  %212 = load float, ptr addrspace(3) %211, align 4, !tbaa !23
  %213 = fneg float %209
  %214 = tail call float @llvm.fmuladd.f32(float %213, float %212, float %206)
  store float %214, ptr addrspace(3) %195, align 4, !tbaa !23
  %215 = add nuw nsw i32 %207, 1
  %216 = icmp ult i32 %215, %189
  br i1 %216, label %205, label %198

217:                                              ; preds = %198, %187
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %190, label %218, label %235

218:                                              ; preds = %217
  %219 = shl nuw nsw i32 %189, 6
  %220 = getelementptr inbounds i8, ptr addrspace(3) %104, i32 %219
  %221 = getelementptr float, ptr addrspace(3) %220, i32 %6
  %222 = load float, ptr addrspace(3) %221, align 4, !tbaa !23
  br label %223

223:                                              ; preds = %218, %223
  %224 = phi i32 [ 0, %218 ], [ %233, %223 ]
  %225 = phi float [ %222, %218 ], [ %232, %223 ]
  %226 = getelementptr inbounds float, ptr addrspace(3) %220, i32 %224
  %227 = load float, ptr addrspace(3) %226, align 4, !tbaa !23
  %228 = shl i32 %224, 6
  %229 = getelementptr i8, ptr addrspace(3) %9, i32 %228
  %230 = load float, ptr addrspace(3) %229, align 4, !tbaa !23
  %231 = fneg float %227
  %232 = tail call float @llvm.fmuladd.f32(float %231, float %230, float %225)
  store float %232, ptr addrspace(3) %221, align 4, !tbaa !23
  %233 = add nuw nsw i32 %224, 1
  %234 = icmp eq i32 %233, %188
  br i1 %234, label %235, label %223

235:                                              ; preds = %223, %217
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %236 = add nuw nsw i32 %189, 1
  %237 = add nuw nsw i32 %188, 1
  %238 = icmp eq i32 %236, 15
  br i1 %238, label %109, label %187
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_nn(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !49 !kernel_arg_access_qual !16 !kernel_arg_type !50 !kernel_arg_base_type !50 !kernel_arg_type_qual !51 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %22

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds %struct.latlong_t, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !23, !amdgpu.noclobber !12
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 4
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !23, !amdgpu.noclobber !12
  %16 = fsub float %3, %13
  %17 = fsub float %4, %15
  %18 = fmul float %17, %17
  %19 = tail call float @llvm.fmuladd.f32(float %16, float %16, float %18)
  %20 = tail call float @llvm.sqrt.f32(float noundef %19) #9, !fpmath !52
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !23
  br label %22

22:                                               ; preds = %9, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_gauss_fan1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !kernel_arg_addr_space !53 !kernel_arg_access_qual !46 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !54 {
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
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !23, !amdgpu.noclobber !12
  %18 = add i32 %2, 1
  %19 = mul i32 %18, %3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !23, !amdgpu.noclobber !12
  %23 = fdiv float %17, %22, !fpmath !42
  %24 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %15
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !23
  br label %25

25:                                               ; preds = %4, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_gauss_fan2(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !55 !kernel_arg_access_qual !16 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !57 {
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
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !23, !amdgpu.noclobber !12
  %24 = mul nsw i32 %4, %3
  %25 = add nsw i32 %9, %4
  %26 = add nsw i32 %25, %24
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !23, !amdgpu.noclobber !12
  %30 = add nsw i32 %19, %25
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !23, !amdgpu.noclobber !12
  %34 = fneg float %23
  %35 = tail call float @llvm.fmuladd.f32(float %34, float %29, float %33)
  store float %35, ptr addrspace(1) %32, align 4, !tbaa !23
  %36 = icmp eq i32 %9, 0
  br i1 %36, label %37, label %48

37:                                               ; preds = %16
  %38 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %31
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !23
  %40 = sext i32 %4 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !23
  %43 = sext i32 %18 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !23
  %46 = fneg float %39
  %47 = tail call float @llvm.fmuladd.f32(float %46, float %42, float %45)
  store float %47, ptr addrspace(1) %44, align 4, !tbaa !23
  br label %48

48:                                               ; preds = %16, %37, %5
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @rd_btree_find(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !58 !kernel_arg_base_type !58 !kernel_arg_type_qual !59 {
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = shl i64 %6, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !13, !amdgpu.noclobber !12
  %13 = icmp sgt i32 %4, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %5
  %15 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %10
  %16 = shl i64 %7, 32
  %17 = ashr exact i64 %16, 32
  %18 = add nsw i32 %8, 1
  %19 = sext i32 %18 to i64
  br label %27

20:                                               ; preds = %49, %5
  %21 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %10
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !13
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !60
  %26 = icmp sgt i32 %25, %8
  br i1 %26, label %52, label %64

27:                                               ; preds = %14, %49
  %28 = phi i32 [ 0, %14 ], [ %50, %49 ]
  %29 = load i32, ptr addrspace(1) %15, align 4, !tbaa !13
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !60
  %33 = icmp sgt i32 %32, %8
  br i1 %33, label %34, label %49

34:                                               ; preds = %27
  %35 = getelementptr inbounds i8, ptr addrspace(1) %31, i64 8
  %36 = getelementptr inbounds [16 x i32], ptr addrspace(1) %35, i64 0, i64 %17
  %37 = load i32, ptr addrspace(1) %36, align 4, !tbaa !13
  %38 = icmp sgt i32 %37, %12
  br i1 %38, label %49, label %39

39:                                               ; preds = %34
  %40 = icmp eq i32 %18, %32
  br i1 %40, label %45, label %41

41:                                               ; preds = %39
  %42 = getelementptr inbounds [16 x i32], ptr addrspace(1) %35, i64 0, i64 %19
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !13
  %44 = icmp sgt i32 %43, %12
  br i1 %44, label %45, label %49

45:                                               ; preds = %41, %39
  %46 = getelementptr inbounds i8, ptr addrspace(1) %31, i64 72
  %47 = getelementptr inbounds [17 x i32], ptr addrspace(1) %46, i64 0, i64 %19
  %48 = load i32, ptr addrspace(1) %47, align 4, !tbaa !13
  store i32 %48, ptr addrspace(1) %15, align 4, !tbaa !13
  br label %49

49:                                               ; preds = %45, %41, %34, %27
  tail call void @_Z7barrierj(i32 noundef 2) #10
  %50 = add nuw nsw i32 %28, 1
  %51 = icmp eq i32 %50, %4
  br i1 %51, label %20, label %27

52:                                               ; preds = %20
  %53 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 8
  %54 = shl i64 %7, 32
  %55 = ashr exact i64 %54, 32
  %56 = getelementptr inbounds [16 x i32], ptr addrspace(1) %53, i64 0, i64 %55
  %57 = load i32, ptr addrspace(1) %56, align 4, !tbaa !13
  %58 = icmp eq i32 %57, %12
  br i1 %58, label %59, label %64

59:                                               ; preds = %52
  %60 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %10
  %61 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 72
  %62 = getelementptr inbounds [17 x i32], ptr addrspace(1) %61, i64 0, i64 %55
  %63 = load i32, ptr addrspace(1) %62, align 4, !tbaa !13
  store i32 %63, ptr addrspace(1) %60, align 4, !tbaa !13
  br label %64

64:                                               ; preds = %59, %52, %20
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_pf_find_index(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !62 !kernel_arg_base_type !62 !kernel_arg_type_qual !63 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %6
  br i1 %10, label %11, label %44

11:                                               ; preds = %7
  %12 = shl i64 %8, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !23, !amdgpu.noclobber !12
  %16 = icmp sgt i32 %6, 0
  br i1 %16, label %17, label %32

17:                                               ; preds = %11
  %18 = load float, ptr addrspace(1) %0, align 4, !tbaa !23, !amdgpu.noclobber !12
  %19 = fcmp ult float %18, %15
  br i1 %19, label %25, label %32

20:                                               ; preds = %25
  %21 = zext nneg i32 %27 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !23, !amdgpu.noclobber !12
  %24 = fcmp ult float %23, %15
  br i1 %24, label %25, label %29

25:                                               ; preds = %17, %20
  %26 = phi i32 [ %27, %20 ], [ 0, %17 ]
  %27 = add nuw nsw i32 %26, 1
  %28 = icmp eq i32 %27, %6
  br i1 %28, label %29, label %20

29:                                               ; preds = %20, %25
  %30 = phi i32 [ %27, %20 ], [ %6, %25 ]
  %31 = icmp slt i32 %27, %6
  br label %32

32:                                               ; preds = %29, %17, %11
  %33 = phi i32 [ 0, %11 ], [ 0, %17 ], [ %30, %29 ]
  %34 = phi i1 [ false, %11 ], [ true, %17 ], [ %31, %29 ]
  %35 = add nsw i32 %6, -1
  %36 = select i1 %34, i32 %33, i32 %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !23, !amdgpu.noclobber !12
  %40 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %13
  store float %39, ptr addrspace(1) %40, align 4, !tbaa !23
  %41 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %37
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !23
  %43 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %13
  store float %42, ptr addrspace(1) %43, align 4, !tbaa !23
  br label %44

44:                                               ; preds = %32, %7
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_sc_pgain(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 1 %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #1 !kernel_arg_addr_space !64 !kernel_arg_access_qual !65 !kernel_arg_type !66 !kernel_arg_base_type !66 !kernel_arg_type_qual !67 {
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
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !23, !amdgpu.noclobber !12
  %22 = fmul float %17, %21
  %23 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %19
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !23, !amdgpu.noclobber !12
  %25 = fcmp olt float %22, %24
  br i1 %25, label %42, label %48

26:                                               ; preds = %14, %26
  %27 = phi float [ %39, %26 ], [ 0.000000e+00, %14 ]
  %28 = phi i32 [ %40, %26 ], [ 0, %14 ]
  %29 = mul nsw i32 %28, %6
  %30 = add nsw i32 %29, %12
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !23, !amdgpu.noclobber !12
  %34 = add nsw i32 %29, %8
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !23, !amdgpu.noclobber !12
  %38 = fsub float %33, %37
  %39 = tail call float @llvm.fmuladd.f32(float %38, float %38, float %27)
  %40 = add nuw nsw i32 %28, 1
  %41 = icmp eq i32 %40, %7
  br i1 %41, label %16, label %26

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
  %53 = load i32, ptr addrspace(1) %52, align 4, !tbaa !13, !amdgpu.noclobber !12
  %54 = add nsw i32 %53, %51
  br label %55

55:                                               ; preds = %48, %42
  %56 = phi i32 [ %47, %42 ], [ %54, %48 ]
  %57 = phi float [ %44, %42 ], [ %49, %48 ]
  %58 = sext i32 %56 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !23
  %61 = fadd float %57, %60
  store float %61, ptr addrspace(1) %59, align 4, !tbaa !23
  br label %62

62:                                               ; preds = %55, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @rd_cfd_flux(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, ptr addrspace(1) nocapture noundef writeonly align 16 %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !68 !kernel_arg_base_type !69 !kernel_arg_type_qual !70 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %4
  br i1 %8, label %9, label %297

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 16, !tbaa !23, !amdgpu.noclobber !12
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 16
  %15 = load <4 x float>, ptr addrspace(1) %14, align 16, !tbaa !9, !amdgpu.noclobber !12
  %16 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 32
  %17 = load float, ptr addrspace(1) %16, align 16, !tbaa !23, !amdgpu.noclobber !12
  %18 = shufflevector <4 x float> %15, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %19 = insertelement <3 x float> poison, float %13, i64 0
  %20 = shufflevector <3 x float> %19, <3 x float> poison, <3 x i32> zeroinitializer
  %21 = fdiv <3 x float> %18, %20, !fpmath !42
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
  %33 = sext i32 %26 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %33
  %35 = load i32, ptr addrspace(1) %34, align 4, !tbaa !13, !amdgpu.noclobber !12
  %36 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %33
  %37 = load <4 x float>, ptr addrspace(1) %36, align 16, !tbaa !9, !amdgpu.noclobber !12
  %38 = shufflevector <4 x float> %37, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %39 = tail call float @_Z6lengthDv3_f(<3 x float> noundef %38) #9
  %40 = icmp sgt i32 %35, -1
  br i1 %40, label %41, label %85

41:                                               ; preds = %9
  %42 = zext nneg i32 %35 to i64
  %43 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 16, !tbaa !23, !amdgpu.noclobber !12
  %45 = getelementptr inbounds i8, ptr addrspace(1) %43, i64 16
  %46 = load <4 x float>, ptr addrspace(1) %45, align 16, !tbaa !9, !amdgpu.noclobber !12
  %47 = getelementptr inbounds i8, ptr addrspace(1) %43, i64 32
  %48 = load float, ptr addrspace(1) %47, align 16, !tbaa !23, !amdgpu.noclobber !12
  %49 = shufflevector <4 x float> %46, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %50 = insertelement <3 x float> poison, float %44, i64 0
  %51 = shufflevector <3 x float> %50, <3 x float> poison, <3 x i32> zeroinitializer
  %52 = fdiv <3 x float> %49, %51, !fpmath !42
  %53 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %52, <3 x float> noundef %52) #9
  %54 = fmul float %44, -5.000000e-01
  %55 = tail call float @llvm.fmuladd.f32(float %54, float %53, float %48)
  %56 = fmul float %55, 0x3FD99999A0000000
  %57 = fmul float %39, 0xBFC99999A0000000
  %58 = fmul float %57, 5.000000e-01
  %59 = tail call float @llvm.sqrt.f32(float noundef %22) #9, !fpmath !52
  %60 = tail call float @llvm.sqrt.f32(float noundef %53) #9, !fpmath !52
  %61 = fadd float %59, %60
  %62 = fmul float %58, %61
  %63 = fsub float %13, %44
  %64 = tail call float @llvm.fmuladd.f32(float %62, float %63, float 0.000000e+00)
  %65 = fsub float %17, %48
  %66 = fadd float %48, %56
  %67 = insertelement <3 x float> poison, float %66, i64 0
  %68 = shufflevector <3 x float> %67, <3 x float> poison, <3 x i32> zeroinitializer
  %69 = fmul <3 x float> %52, %68
  %70 = tail call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %32, <3 x float> %21, <3 x float> %69)
  %71 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %38, <3 x float> noundef %70) #9
  %72 = fmul float %71, 5.000000e-01
  %73 = tail call float @llvm.fmuladd.f32(float %62, float %65, float %72)
  %74 = fadd float %73, 0.000000e+00
  %75 = insertelement <3 x float> poison, float %62, i64 0
  %76 = fadd float %25, %56
  %77 = insertelement <3 x float> poison, float %76, i64 0
  %78 = shufflevector <3 x float> %75, <3 x float> poison, <4 x i32> zeroinitializer
  %79 = fsub <4 x float> %15, %46
  %80 = fmul <4 x float> %37, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %81 = shufflevector <3 x float> %77, <3 x float> poison, <4 x i32> zeroinitializer
  %82 = fmul <4 x float> %80, %81
  %83 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %78, <4 x float> %79, <4 x float> %82)
  %84 = fadd <4 x float> %83, zeroinitializer
  br label %93

85:                                               ; preds = %9
  switch i32 %35, label %93 [
    i32 -1, label %86
    i32 -2, label %89
  ]

86:                                               ; preds = %85
  %87 = shufflevector <3 x float> %29, <3 x float> poison, <4 x i32> zeroinitializer
  %88 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %37, <4 x float> %87, <4 x float> zeroinitializer)
  br label %93

89:                                               ; preds = %85
  %90 = shufflevector <3 x float> %28, <3 x float> poison, <4 x i32> zeroinitializer
  %91 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %37, <4 x float> %90, <4 x float> zeroinitializer)
  %92 = tail call float @llvm.fmuladd.f32(float %39, float 0x3FB99999A0000000, float 0.000000e+00)
  br label %93

93:                                               ; preds = %85, %86, %89, %41
  %94 = phi <4 x float> [ %84, %41 ], [ %88, %86 ], [ %91, %89 ], [ zeroinitializer, %85 ]
  %95 = phi float [ %74, %41 ], [ 0.000000e+00, %86 ], [ 0.000000e+00, %89 ], [ 0.000000e+00, %85 ]
  %96 = phi float [ %64, %41 ], [ 0.000000e+00, %86 ], [ %92, %89 ], [ 0.000000e+00, %85 ]
  %97 = or disjoint i32 %26, 1
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %98
  %100 = load i32, ptr addrspace(1) %99, align 4, !tbaa !13, !amdgpu.noclobber !12
  %101 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %98
  %102 = load <4 x float>, ptr addrspace(1) %101, align 16, !tbaa !9, !amdgpu.noclobber !12
  %103 = shufflevector <4 x float> %102, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %104 = tail call float @_Z6lengthDv3_f(<3 x float> noundef %103) #9
  %105 = icmp sgt i32 %100, -1
  br i1 %105, label %114, label %106

106:                                              ; preds = %93
  switch i32 %100, label %158 [
    i32 -1, label %111
    i32 -2, label %107
  ]

107:                                              ; preds = %106
  %108 = shufflevector <3 x float> %28, <3 x float> poison, <4 x i32> zeroinitializer
  %109 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %102, <4 x float> %108, <4 x float> %94)
  %110 = tail call float @llvm.fmuladd.f32(float %104, float 0x3FB99999A0000000, float %96)
  br label %158

111:                                              ; preds = %106
  %112 = shufflevector <3 x float> %29, <3 x float> poison, <4 x i32> zeroinitializer
  %113 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %102, <4 x float> %112, <4 x float> %94)
  br label %158

114:                                              ; preds = %93
  %115 = zext nneg i32 %100 to i64
  %116 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %115
  %117 = load float, ptr addrspace(1) %116, align 16, !tbaa !23, !amdgpu.noclobber !12
  %118 = getelementptr inbounds i8, ptr addrspace(1) %116, i64 16
  %119 = load <4 x float>, ptr addrspace(1) %118, align 16, !tbaa !9, !amdgpu.noclobber !12
  %120 = getelementptr inbounds i8, ptr addrspace(1) %116, i64 32
  %121 = load float, ptr addrspace(1) %120, align 16, !tbaa !23, !amdgpu.noclobber !12
  %122 = shufflevector <4 x float> %119, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %123 = insertelement <3 x float> poison, float %117, i64 0
  %124 = shufflevector <3 x float> %123, <3 x float> poison, <3 x i32> zeroinitializer
  %125 = fdiv <3 x float> %122, %124, !fpmath !42
  %126 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %125, <3 x float> noundef %125) #9
  %127 = fmul float %117, -5.000000e-01
  %128 = tail call float @llvm.fmuladd.f32(float %127, float %126, float %121)
  %129 = fmul float %128, 0x3FD99999A0000000
  %130 = fmul float %104, 0xBFC99999A0000000
  %131 = fmul float %130, 5.000000e-01
  %132 = tail call float @llvm.sqrt.f32(float noundef %22) #9, !fpmath !52
  %133 = tail call float @llvm.sqrt.f32(float noundef %126) #9, !fpmath !52
  %134 = fadd float %132, %133
  %135 = fmul float %131, %134
  %136 = fsub float %13, %117
  %137 = tail call float @llvm.fmuladd.f32(float %135, float %136, float %96)
  %138 = fsub float %17, %121
  %139 = fadd float %121, %129
  %140 = insertelement <3 x float> poison, float %139, i64 0
  %141 = shufflevector <3 x float> %140, <3 x float> poison, <3 x i32> zeroinitializer
  %142 = fmul <3 x float> %125, %141
  %143 = tail call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %32, <3 x float> %21, <3 x float> %142)
  %144 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %103, <3 x float> noundef %143) #9
  %145 = fmul float %144, 5.000000e-01
  %146 = tail call float @llvm.fmuladd.f32(float %135, float %138, float %145)
  %147 = fadd float %95, %146
  %148 = insertelement <3 x float> poison, float %135, i64 0
  %149 = fadd float %25, %129
  %150 = insertelement <3 x float> poison, float %149, i64 0
  %151 = shufflevector <3 x float> %148, <3 x float> poison, <4 x i32> zeroinitializer
  %152 = fsub <4 x float> %15, %119
  %153 = fmul <4 x float> %102, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %154 = shufflevector <3 x float> %150, <3 x float> poison, <4 x i32> zeroinitializer
  %155 = fmul <4 x float> %153, %154
  %156 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %151, <4 x float> %152, <4 x float> %155)
  %157 = fadd <4 x float> %94, %156
  br label %158

158:                                              ; preds = %114, %111, %107, %106
  %159 = phi <4 x float> [ %157, %114 ], [ %113, %111 ], [ %109, %107 ], [ %94, %106 ]
  %160 = phi float [ %147, %114 ], [ %95, %111 ], [ %95, %107 ], [ %95, %106 ]
  %161 = phi float [ %137, %114 ], [ %96, %111 ], [ %110, %107 ], [ %96, %106 ]
  %162 = or disjoint i32 %26, 2
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %163
  %165 = load i32, ptr addrspace(1) %164, align 4, !tbaa !13, !amdgpu.noclobber !12
  %166 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %163
  %167 = load <4 x float>, ptr addrspace(1) %166, align 16, !tbaa !9, !amdgpu.noclobber !12
  %168 = shufflevector <4 x float> %167, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %169 = tail call float @_Z6lengthDv3_f(<3 x float> noundef %168) #9
  %170 = icmp sgt i32 %165, -1
  br i1 %170, label %179, label %171

171:                                              ; preds = %158
  switch i32 %165, label %223 [
    i32 -1, label %176
    i32 -2, label %172
  ]

172:                                              ; preds = %171
  %173 = shufflevector <3 x float> %28, <3 x float> poison, <4 x i32> zeroinitializer
  %174 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %167, <4 x float> %173, <4 x float> %159)
  %175 = tail call float @llvm.fmuladd.f32(float %169, float 0x3FB99999A0000000, float %161)
  br label %223

176:                                              ; preds = %171
  %177 = shufflevector <3 x float> %29, <3 x float> poison, <4 x i32> zeroinitializer
  %178 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %167, <4 x float> %177, <4 x float> %159)
  br label %223

179:                                              ; preds = %158
  %180 = zext nneg i32 %165 to i64
  %181 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %180
  %182 = load float, ptr addrspace(1) %181, align 16, !tbaa !23, !amdgpu.noclobber !12
  %183 = getelementptr inbounds i8, ptr addrspace(1) %181, i64 16
  %184 = load <4 x float>, ptr addrspace(1) %183, align 16, !tbaa !9, !amdgpu.noclobber !12
  %185 = getelementptr inbounds i8, ptr addrspace(1) %181, i64 32
  %186 = load float, ptr addrspace(1) %185, align 16, !tbaa !23, !amdgpu.noclobber !12
  %187 = shufflevector <4 x float> %184, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %188 = insertelement <3 x float> poison, float %182, i64 0
  %189 = shufflevector <3 x float> %188, <3 x float> poison, <3 x i32> zeroinitializer
  %190 = fdiv <3 x float> %187, %189, !fpmath !42
  %191 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %190, <3 x float> noundef %190) #9
  %192 = fmul float %182, -5.000000e-01
  %193 = tail call float @llvm.fmuladd.f32(float %192, float %191, float %186)
  %194 = fmul float %193, 0x3FD99999A0000000
  %195 = fmul float %169, 0xBFC99999A0000000
  %196 = fmul float %195, 5.000000e-01
  %197 = tail call float @llvm.sqrt.f32(float noundef %22) #9, !fpmath !52
  %198 = tail call float @llvm.sqrt.f32(float noundef %191) #9, !fpmath !52
  %199 = fadd float %197, %198
  %200 = fmul float %196, %199
  %201 = fsub float %13, %182
  %202 = tail call float @llvm.fmuladd.f32(float %200, float %201, float %161)
  %203 = fsub float %17, %186
  %204 = fadd float %186, %194
  %205 = insertelement <3 x float> poison, float %204, i64 0
  %206 = shufflevector <3 x float> %205, <3 x float> poison, <3 x i32> zeroinitializer
  %207 = fmul <3 x float> %190, %206
  %208 = tail call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %32, <3 x float> %21, <3 x float> %207)
  %209 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %168, <3 x float> noundef %208) #9
  %210 = fmul float %209, 5.000000e-01
  %211 = tail call float @llvm.fmuladd.f32(float %200, float %203, float %210)
  %212 = fadd float %160, %211
  %213 = insertelement <3 x float> poison, float %200, i64 0
  %214 = fadd float %25, %194
  %215 = insertelement <3 x float> poison, float %214, i64 0
  %216 = shufflevector <3 x float> %213, <3 x float> poison, <4 x i32> zeroinitializer
  %217 = fsub <4 x float> %15, %184
  %218 = fmul <4 x float> %167, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %219 = shufflevector <3 x float> %215, <3 x float> poison, <4 x i32> zeroinitializer
  %220 = fmul <4 x float> %218, %219
  %221 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %216, <4 x float> %217, <4 x float> %220)
  %222 = fadd <4 x float> %159, %221
  br label %223

223:                                              ; preds = %179, %176, %172, %171
  %224 = phi <4 x float> [ %222, %179 ], [ %178, %176 ], [ %174, %172 ], [ %159, %171 ]
  %225 = phi float [ %212, %179 ], [ %160, %176 ], [ %160, %172 ], [ %160, %171 ]
  %226 = phi float [ %202, %179 ], [ %161, %176 ], [ %175, %172 ], [ %161, %171 ]
  %227 = or disjoint i32 %26, 3
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %228
  %230 = load i32, ptr addrspace(1) %229, align 4, !tbaa !13, !amdgpu.noclobber !12
  %231 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %228
  %232 = load <4 x float>, ptr addrspace(1) %231, align 16, !tbaa !9, !amdgpu.noclobber !12
  %233 = shufflevector <4 x float> %232, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %234 = tail call float @_Z6lengthDv3_f(<3 x float> noundef %233) #9
  %235 = icmp sgt i32 %230, -1
  br i1 %235, label %244, label %236

236:                                              ; preds = %223
  switch i32 %230, label %288 [
    i32 -1, label %241
    i32 -2, label %237
  ]

237:                                              ; preds = %236
  %238 = shufflevector <3 x float> %28, <3 x float> poison, <4 x i32> zeroinitializer
  %239 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %232, <4 x float> %238, <4 x float> %224)
  %240 = tail call float @llvm.fmuladd.f32(float %234, float 0x3FB99999A0000000, float %226)
  br label %288

241:                                              ; preds = %236
  %242 = shufflevector <3 x float> %29, <3 x float> poison, <4 x i32> zeroinitializer
  %243 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %232, <4 x float> %242, <4 x float> %224)
  br label %288

244:                                              ; preds = %223
  %245 = zext nneg i32 %230 to i64
  %246 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %245
  %247 = load float, ptr addrspace(1) %246, align 16, !tbaa !23, !amdgpu.noclobber !12
  %248 = getelementptr inbounds i8, ptr addrspace(1) %246, i64 16
  %249 = load <4 x float>, ptr addrspace(1) %248, align 16, !tbaa !9, !amdgpu.noclobber !12
  %250 = getelementptr inbounds i8, ptr addrspace(1) %246, i64 32
  %251 = load float, ptr addrspace(1) %250, align 16, !tbaa !23, !amdgpu.noclobber !12
  %252 = shufflevector <4 x float> %249, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %253 = insertelement <3 x float> poison, float %247, i64 0
  %254 = shufflevector <3 x float> %253, <3 x float> poison, <3 x i32> zeroinitializer
  %255 = fdiv <3 x float> %252, %254, !fpmath !42
  %256 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %255, <3 x float> noundef %255) #9
  %257 = fmul float %247, -5.000000e-01
  %258 = tail call float @llvm.fmuladd.f32(float %257, float %256, float %251)
  %259 = fmul float %258, 0x3FD99999A0000000
  %260 = fmul float %234, 0xBFC99999A0000000
  %261 = fmul float %260, 5.000000e-01
  %262 = tail call float @llvm.sqrt.f32(float noundef %22) #9, !fpmath !52
  %263 = tail call float @llvm.sqrt.f32(float noundef %256) #9, !fpmath !52
  %264 = fadd float %262, %263
  %265 = fmul float %261, %264
  %266 = fsub float %13, %247
  %267 = tail call float @llvm.fmuladd.f32(float %265, float %266, float %226)
  %268 = fsub float %17, %251
  %269 = fadd float %251, %259
  %270 = insertelement <3 x float> poison, float %269, i64 0
  %271 = shufflevector <3 x float> %270, <3 x float> poison, <3 x i32> zeroinitializer
  %272 = fmul <3 x float> %255, %271
  %273 = tail call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %32, <3 x float> %21, <3 x float> %272)
  %274 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %233, <3 x float> noundef %273) #9
  %275 = fmul float %274, 5.000000e-01
  %276 = tail call float @llvm.fmuladd.f32(float %265, float %268, float %275)
  %277 = fadd float %225, %276
  %278 = insertelement <3 x float> poison, float %265, i64 0
  %279 = fadd float %25, %259
  %280 = insertelement <3 x float> poison, float %279, i64 0
  %281 = shufflevector <3 x float> %278, <3 x float> poison, <4 x i32> zeroinitializer
  %282 = fsub <4 x float> %15, %249
  %283 = fmul <4 x float> %232, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %284 = shufflevector <3 x float> %280, <3 x float> poison, <4 x i32> zeroinitializer
  %285 = fmul <4 x float> %283, %284
  %286 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %281, <4 x float> %282, <4 x float> %285)
  %287 = fadd <4 x float> %224, %286
  br label %288

288:                                              ; preds = %244, %241, %237, %236
  %289 = phi <4 x float> [ %287, %244 ], [ %243, %241 ], [ %239, %237 ], [ %224, %236 ]
  %290 = phi float [ %277, %244 ], [ %225, %241 ], [ %225, %237 ], [ %225, %236 ]
  %291 = phi float [ %267, %244 ], [ %226, %241 ], [ %240, %237 ], [ %226, %236 ]
  %292 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %3, i64 %11
  store float %291, ptr addrspace(1) %292, align 16, !tbaa !23
  %293 = getelementptr inbounds i8, ptr addrspace(1) %292, i64 4
  tail call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %293, i8 0, i64 12, i1 false)
  %294 = getelementptr inbounds i8, ptr addrspace(1) %292, i64 16
  store <4 x float> %289, ptr addrspace(1) %294, align 16, !tbaa !9
  %295 = getelementptr inbounds i8, ptr addrspace(1) %292, i64 32
  store float %290, ptr addrspace(1) %295, align 16, !tbaa !23
  %296 = getelementptr inbounds i8, ptr addrspace(1) %292, i64 36
  tail call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %296, i8 0, i64 12, i1 false)
  br label %297

297:                                              ; preds = %5, %288
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
!12 = !{}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !10, i64 0}
!15 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!16 = !{!"none", !"none", !"none", !"none", !"none"}
!17 = !{!"char*", !"char*", !"char*", !"char*", !"int"}
!18 = !{!"", !"", !"", !"", !""}
!19 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0}
!20 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!21 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!22 = !{!"const", !"const", !"", !"", !"", !""}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !10, i64 0}
!25 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 1}
!26 = !{!"float*", !"int", !"float*", !"int", !"float*", !"float*"}
!27 = !{!"", !"", !"const", !"", !"", !""}
!28 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!29 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!30 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int", !"float", !"float", !"float", !"float", !"float"}
!31 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!32 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0, i32 0, i32 0, i32 0}
!33 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!34 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int", !"int", !"int", !"int"}
!35 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !""}
!36 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!37 = !{!"int*", !"int*", !"int", !"int", !"int", !"int"}
!38 = !{!"const", !"", !"", !"", !"", !""}
!39 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!40 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int", !"float"}
!41 = !{!"const", !"", !"", !"", !"", !"", !"", !"", !""}
!42 = !{float 2.500000e+00}
!43 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!44 = !{!"float*", !"float*", !"int*", !"int", !"int", !"int"}
!45 = !{i32 1, i32 3, i32 0, i32 0}
!46 = !{!"none", !"none", !"none", !"none"}
!47 = !{!"float*", !"float*", !"int", !"int"}
!48 = !{!"", !"", !"", !""}
!49 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!50 = !{!"latlong_t*", !"float*", !"int", !"float", !"float"}
!51 = !{!"const", !"", !"", !"", !""}
!52 = !{float 3.000000e+00}
!53 = !{i32 1, i32 1, i32 0, i32 0}
!54 = !{!"const", !"", !"", !""}
!55 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!56 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!57 = !{!"", !"", !"const", !"", !""}
!58 = !{!"bnode_t*", !"int*", !"int*", !"int*", !"int"}
!59 = !{!"const", !"const", !"", !"", !""}
!60 = !{!61, !14, i64 0}
!61 = !{!"", !14, i64 0, !14, i64 4, !10, i64 8, !10, i64 72}
!62 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!63 = !{!"const", !"const", !"const", !"const", !"", !"", !""}
!64 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!65 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!66 = !{!"float*", !"float*", !"int*", !"float*", !"float*", !"char*", !"int", !"int", !"int", !"int"}
!67 = !{!"const", !"const", !"const", !"const", !"", !"", !"", !"", !"", !""}
!68 = !{!"int*", !"float4*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!69 = !{!"int*", !"float __attribute__((ext_vector_type(4)))*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!70 = !{!"const", !"const", !"const", !"", !""}
