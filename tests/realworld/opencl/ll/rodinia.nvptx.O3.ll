source_filename = "src/rodinia.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.node_t = type { i32, i32 }
%struct.latlong_t = type { float, float }
%struct.bnode_t = type { i32, i32, [16 x i32], [17 x i32] }
%struct.cfd_var_t = type { float, <3 x float>, float }

@rd_hotspot.t_on = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_hotspot.p_on = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_hotspot.t_tmp = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_nw.temp = internal unnamed_addr addrspace(3) global [17 x [17 x i32]] undef, align 4
@rd_nw.refl = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4

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

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @rd_bfs_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, ptr addrspace(1) nocapture noundef readonly align 1 %4, ptr addrspace(1) nocapture noundef align 4 %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %6
  br i1 %10, label %11, label %43

11:                                               ; preds = %7
  %12 = shl i64 %8, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %13
  %15 = load i8, ptr addrspace(1) %14, align 1, !tbaa !25
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %43, label %17

17:                                               ; preds = %11
  store i8 0, ptr addrspace(1) %14, align 1, !tbaa !25
  %18 = getelementptr inbounds %struct.node_t, ptr addrspace(1) %0, i64 %13
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !28
  %20 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 4
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !28
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
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !28
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %31
  %33 = load i8, ptr addrspace(1) %32, align 1, !tbaa !25
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %35, label %40

35:                                               ; preds = %26
  %36 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %31
  %37 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %31
  %38 = load i32, ptr addrspace(1) %25, align 4, !tbaa !28
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr addrspace(1) %37, align 4, !tbaa !28
  store i8 1, ptr addrspace(1) %36, align 1, !tbaa !25
  br label %40

40:                                               ; preds = %35, %26
  %41 = add nsw i32 %27, 1
  %42 = icmp slt i32 %41, %22
  br i1 %42, label %26, label %43

43:                                               ; preds = %40, %17, %11, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_bfs_2(ptr addrspace(1) nocapture noundef writeonly align 1 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(1) nocapture noundef writeonly align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %4
  br i1 %8, label %9, label %18

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %11
  %13 = load i8, ptr addrspace(1) %12, align 1, !tbaa !25
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %11
  %17 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11
  store i8 1, ptr addrspace(1) %17, align 1, !tbaa !25
  store i8 1, ptr addrspace(1) %16, align 1, !tbaa !25
  store i8 1, ptr addrspace(1) %3, align 1, !tbaa !25
  store i8 0, ptr addrspace(1) %12, align 1, !tbaa !25
  br label %18

18:                                               ; preds = %15, %9, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_bp_layerforward(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5) local_unnamed_addr #4 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
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
  %21 = shl i64 %11, 32
  %22 = ashr exact i64 %21, 30
  br i1 %20, label %23, label %29

23:                                               ; preds = %6
  %24 = getelementptr inbounds i8, ptr addrspace(3) %3, i64 %22
  %25 = sext i32 %15 to i64
  %26 = getelementptr float, ptr addrspace(1) %0, i64 %25
  %27 = getelementptr i8, ptr addrspace(1) %26, i64 4
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !38
  store float %28, ptr addrspace(3) %24, align 4, !tbaa !38
  br label %29

29:                                               ; preds = %6, %23
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %30 = sext i32 %19 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !38
  %33 = getelementptr inbounds i8, ptr addrspace(3) %3, i64 %22
  %34 = load float, ptr addrspace(3) %33, align 4, !tbaa !38
  %35 = fmul float %32, %34
  %36 = shl nsw i32 %12, 4
  %37 = add nsw i32 %36, %10
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %38
  store float %35, ptr addrspace(3) %39, align 4, !tbaa !38
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %40 = and i32 %12, 1
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %51

42:                                               ; preds = %29
  %43 = shl i32 %12, 4
  %44 = or disjoint i32 %43, 16
  %45 = add nsw i32 %44, %10
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %46
  %48 = load float, ptr addrspace(3) %47, align 4, !tbaa !38
  %49 = load float, ptr addrspace(3) %39, align 4, !tbaa !38
  %50 = fadd float %48, %49
  store float %50, ptr addrspace(3) %39, align 4, !tbaa !38
  br label %51

51:                                               ; preds = %42, %29
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %52 = and i32 %12, 3
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %63

54:                                               ; preds = %51
  %55 = shl i32 %12, 4
  %56 = or disjoint i32 %55, 32
  %57 = add nsw i32 %56, %10
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %58
  %60 = load float, ptr addrspace(3) %59, align 4, !tbaa !38
  %61 = load float, ptr addrspace(3) %39, align 4, !tbaa !38
  %62 = fadd float %60, %61
  store float %62, ptr addrspace(3) %39, align 4, !tbaa !38
  br label %63

63:                                               ; preds = %54, %51
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %64 = and i32 %12, 7
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %75

66:                                               ; preds = %63
  %67 = shl i32 %12, 4
  %68 = or disjoint i32 %67, 64
  %69 = add nsw i32 %68, %10
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %70
  %72 = load float, ptr addrspace(3) %71, align 4, !tbaa !38
  %73 = load float, ptr addrspace(3) %39, align 4, !tbaa !38
  %74 = fadd float %72, %73
  store float %74, ptr addrspace(3) %39, align 4, !tbaa !38
  br label %75

75:                                               ; preds = %66, %63
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %76 = and i32 %12, 15
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %78, label %87

78:                                               ; preds = %75
  %79 = shl i32 %12, 4
  %80 = or disjoint i32 %79, 128
  %81 = add nsw i32 %80, %10
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %82
  %84 = load float, ptr addrspace(3) %83, align 4, !tbaa !38
  %85 = load float, ptr addrspace(3) %39, align 4, !tbaa !38
  %86 = fadd float %84, %85
  store float %86, ptr addrspace(3) %39, align 4, !tbaa !38
  br label %87

87:                                               ; preds = %78, %75
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %88 = icmp eq i32 %12, 0
  br i1 %88, label %89, label %98

89:                                               ; preds = %87
  %90 = mul nsw i32 %8, %5
  %91 = add nsw i32 %90, %10
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %92
  %94 = shl i64 %9, 32
  %95 = ashr exact i64 %94, 30
  %96 = getelementptr inbounds i8, ptr addrspace(3) %4, i64 %95
  %97 = load float, ptr addrspace(3) %96, align 4, !tbaa !38
  store float %97, ptr addrspace(1) %93, align 4, !tbaa !38
  br label %98

98:                                               ; preds = %89, %87
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_bp_adjust(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5) local_unnamed_addr #4 !kernel_arg_addr_space !40 !kernel_arg_access_qual !35 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
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
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !38
  %25 = fmul float %24, 0x3FD3333340000000
  %26 = sext i32 %15 to i64
  %27 = getelementptr float, ptr addrspace(1) %2, i64 %26
  %28 = getelementptr i8, ptr addrspace(1) %27, i64 4
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !38
  %30 = sext i32 %19 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !38
  %33 = fmul float %32, 0x3FD3333340000000
  %34 = tail call float @llvm.fmuladd.f32(float %25, float %29, float %33)
  %35 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %30
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !38
  %37 = fadd float %36, %34
  store float %37, ptr addrspace(1) %35, align 4, !tbaa !38
  store float %34, ptr addrspace(1) %31, align 4, !tbaa !38
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %38 = or i32 %12, %8
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %49

40:                                               ; preds = %6
  %41 = load float, ptr addrspace(1) %23, align 4, !tbaa !38
  %42 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %22
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !38
  %44 = fmul float %43, 0x3FD3333340000000
  %45 = tail call float @llvm.fmuladd.f32(float %41, float 0x3FD3333340000000, float %44)
  %46 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %22
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !38
  %48 = fadd float %47, %45
  store float %48, ptr addrspace(1) %46, align 4, !tbaa !38
  store float %45, ptr addrspace(1) %42, align 4, !tbaa !38
  br label %49

49:                                               ; preds = %40, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_hotspot(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10) local_unnamed_addr #4 !kernel_arg_addr_space !43 !kernel_arg_access_qual !44 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
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
  br i1 %32, label %33, label %51

33:                                               ; preds = %11
  %34 = icmp slt i32 %28, %5
  %35 = icmp sgt i32 %29, -1
  %36 = icmp slt i32 %29, %4
  %37 = and i1 %35, %36
  %38 = select i1 %34, i1 %37, i1 false
  br i1 %38, label %39, label %51

39:                                               ; preds = %33
  %40 = sext i32 %31 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !38
  %43 = shl i64 %18, 32
  %44 = ashr exact i64 %43, 32
  %45 = shl i64 %16, 32
  %46 = ashr exact i64 %45, 32
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %44, i64 %46
  store float %42, ptr addrspace(3) %47, align 4, !tbaa !38
  %48 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !38
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i64 0, i64 %44, i64 %46
  store float %49, ptr addrspace(3) %50, align 4, !tbaa !38
  br label %51

51:                                               ; preds = %39, %33, %11
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %52 = icmp sgt i32 %3, 0
  br i1 %52, label %53, label %140

53:                                               ; preds = %51
  %54 = add nsw i32 %17, 1
  %55 = add nsw i32 %26, 15
  %56 = icmp slt i32 %55, %4
  %57 = xor i32 %26, -1
  %58 = add i32 %57, %4
  %59 = select i1 %56, i32 15, i32 %58
  %60 = tail call i32 @llvm.smin.i32(i32 %54, i32 %59)
  %61 = add nsw i32 %17, -1
  %62 = icmp slt i32 %26, 0
  %63 = select i1 %62, i32 %27, i32 0
  %64 = tail call i32 @llvm.smax.i32(i32 %61, i32 %63)
  %65 = add nsw i32 %19, 1
  %66 = add nsw i32 %23, 15
  %67 = icmp slt i32 %66, %5
  %68 = xor i32 %23, -1
  %69 = add i32 %68, %5
  %70 = select i1 %67, i32 15, i32 %69
  %71 = tail call i32 @llvm.smin.i32(i32 %65, i32 %70)
  %72 = add nsw i32 %19, -1
  %73 = icmp slt i32 %23, 0
  %74 = select i1 %73, i32 %24, i32 0
  %75 = tail call i32 @llvm.smax.i32(i32 %72, i32 %74)
  %76 = icmp sgt i32 %63, %17
  %77 = icmp slt i32 %59, %17
  %78 = icmp sgt i32 %74, %19
  %79 = icmp slt i32 %70, %19
  %80 = shl i64 %18, 32
  %81 = ashr exact i64 %80, 32
  %82 = shl i64 %16, 32
  %83 = ashr exact i64 %82, 32
  %84 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %81, i64 %83
  %85 = fdiv float %10, %6
  %86 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i64 0, i64 %81, i64 %83
  %87 = sext i32 %71 to i64
  %88 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %87, i64 %83
  %89 = sext i32 %75 to i64
  %90 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %89, i64 %83
  %91 = sext i32 %60 to i64
  %92 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %81, i64 %91
  %93 = sext i32 %64 to i64
  %94 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %81, i64 %93
  %95 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i64 0, i64 %81, i64 %83
  %96 = add nsw i32 %3, -1
  br label %97

97:                                               ; preds = %134, %53
  %98 = phi i32 [ 0, %53 ], [ %99, %134 ]
  %99 = add nuw nsw i32 %98, 1
  %100 = icmp slt i32 %98, %17
  br i1 %100, label %101, label %128

101:                                              ; preds = %97
  %102 = sub nsw i32 14, %98
  %103 = icmp slt i32 %102, %17
  %104 = icmp sge i32 %98, %19
  %105 = or i1 %104, %103
  %106 = icmp slt i32 %102, %19
  %107 = or i1 %106, %105
  %108 = select i1 %107, i1 true, i1 %76
  %109 = select i1 %108, i1 true, i1 %77
  %110 = or i1 %109, %78
  %111 = select i1 %110, i1 true, i1 %79
  br i1 %111, label %128, label %112

112:                                              ; preds = %101
  %113 = load float, ptr addrspace(3) %84, align 4, !tbaa !38
  %114 = load float, ptr addrspace(3) %86, align 4, !tbaa !38
  %115 = load float, ptr addrspace(3) %88, align 4, !tbaa !38
  %116 = load float, ptr addrspace(3) %90, align 4, !tbaa !38
  %117 = fadd float %115, %116
  %118 = tail call float @llvm.fmuladd.f32(float %113, float -2.000000e+00, float %117)
  %119 = tail call float @llvm.fmuladd.f32(float %118, float %8, float %114)
  %120 = load float, ptr addrspace(3) %92, align 4, !tbaa !38
  %121 = load float, ptr addrspace(3) %94, align 4, !tbaa !38
  %122 = fadd float %120, %121
  %123 = tail call float @llvm.fmuladd.f32(float %113, float -2.000000e+00, float %122)
  %124 = tail call float @llvm.fmuladd.f32(float %123, float %7, float %119)
  %125 = fsub float 8.000000e+01, %113
  %126 = tail call float @llvm.fmuladd.f32(float %125, float %9, float %124)
  %127 = tail call float @llvm.fmuladd.f32(float %85, float %126, float %113)
  store float %127, ptr addrspace(3) %95, align 4, !tbaa !38
  br label %128

128:                                              ; preds = %112, %101, %97
  %129 = phi i1 [ true, %112 ], [ false, %101 ], [ false, %97 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %130 = icmp eq i32 %98, %96
  br i1 %130, label %135, label %131

131:                                              ; preds = %128
  br i1 %129, label %132, label %134

132:                                              ; preds = %131
  %133 = load float, ptr addrspace(3) %95, align 4, !tbaa !38
  store float %133, ptr addrspace(3) %84, align 4, !tbaa !38
  br label %134

134:                                              ; preds = %132, %131
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %97

135:                                              ; preds = %128
  br i1 %129, label %136, label %140

136:                                              ; preds = %135
  %137 = sext i32 %31 to i64
  %138 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %137
  %139 = load float, ptr addrspace(3) %95, align 4, !tbaa !38
  store float %139, ptr addrspace(1) %138, align 4, !tbaa !38
  br label %140

140:                                              ; preds = %51, %136, %135
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_pathfinder(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #4 !kernel_arg_addr_space !47 !kernel_arg_access_qual !48 !kernel_arg_type !49 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
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
  br i1 %38, label %39, label %46

39:                                               ; preds = %9
  %40 = shl i64 %12, 32
  %41 = ashr exact i64 %40, 30
  %42 = getelementptr inbounds i8, ptr addrspace(3) %3, i64 %41
  %43 = zext nneg i32 %20 to i64
  %44 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %43
  %45 = load i32, ptr addrspace(1) %44, align 4, !tbaa !28
  store i32 %45, ptr addrspace(3) %42, align 4, !tbaa !28
  br label %46

46:                                               ; preds = %39, %9
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %47 = icmp sgt i32 %8, 0
  br i1 %47, label %48, label %95

48:                                               ; preds = %46
  %49 = add i32 %15, -2
  %50 = sext i32 %31 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %50
  %52 = shl i64 %12, 32
  %53 = ashr exact i64 %52, 32
  %54 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %53
  %55 = sext i32 %33 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %55
  %57 = getelementptr inbounds i32, ptr addrspace(3) %4, i64 %53
  %58 = add nsw i32 %8, -1
  br label %59

59:                                               ; preds = %87, %48
  %60 = phi i32 [ 0, %48 ], [ %61, %87 ]
  %61 = add nuw nsw i32 %60, 1
  %62 = icmp slt i32 %60, %13
  br i1 %62, label %63, label %81

63:                                               ; preds = %59
  %64 = sub i32 %49, %60
  %65 = icmp slt i32 %64, %13
  %66 = select i1 %65, i1 true, i1 %34
  %67 = select i1 %66, i1 true, i1 %35
  br i1 %67, label %81, label %68

68:                                               ; preds = %63
  %69 = load i32, ptr addrspace(3) %51, align 4, !tbaa !28
  %70 = load i32, ptr addrspace(3) %54, align 4, !tbaa !28
  %71 = load i32, ptr addrspace(3) %56, align 4, !tbaa !28
  %72 = tail call i32 @_Z3minii(i32 noundef %69, i32 noundef %70) #9
  %73 = tail call i32 @_Z3minii(i32 noundef %72, i32 noundef %71) #9
  %74 = add nsw i32 %60, %6
  %75 = mul nsw i32 %74, %5
  %76 = add nsw i32 %75, %20
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %77
  %79 = load i32, ptr addrspace(1) %78, align 4, !tbaa !28
  %80 = add nsw i32 %79, %73
  store i32 %80, ptr addrspace(3) %57, align 4, !tbaa !28
  br label %81

81:                                               ; preds = %63, %68, %59
  %82 = phi i1 [ true, %68 ], [ false, %63 ], [ false, %59 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %83 = icmp eq i32 %60, %58
  br i1 %83, label %88, label %84

84:                                               ; preds = %81
  br i1 %82, label %85, label %87

85:                                               ; preds = %84
  %86 = load i32, ptr addrspace(3) %57, align 4, !tbaa !28
  store i32 %86, ptr addrspace(3) %54, align 4, !tbaa !28
  br label %87

87:                                               ; preds = %85, %84
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %59

88:                                               ; preds = %81
  br i1 %82, label %89, label %95

89:                                               ; preds = %88
  %90 = sext i32 %20 to i64
  %91 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %90
  %92 = ashr exact i64 %52, 30
  %93 = getelementptr inbounds i8, ptr addrspace(3) %4, i64 %92
  %94 = load i32, ptr addrspace(3) %93, align 4, !tbaa !28
  store i32 %94, ptr addrspace(1) %91, align 4, !tbaa !28
  br label %95

95:                                               ; preds = %46, %89, %88
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_nw(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #4 !kernel_arg_addr_space !51 !kernel_arg_access_qual !35 !kernel_arg_type !52 !kernel_arg_base_type !52 !kernel_arg_type_qual !53 {
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
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !28
  store i32 %24, ptr addrspace(3) @rd_nw.temp, align 4, !tbaa !28
  br label %25

25:                                               ; preds = %21, %6
  %26 = shl i64 %9, 32
  %27 = ashr exact i64 %26, 32
  %28 = sext i32 %19 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !28
  %31 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 0, i64 %27
  store i32 %30, ptr addrspace(3) %31, align 4, !tbaa !28
  %32 = add nsw i32 %19, %2
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %33
  %35 = load i32, ptr addrspace(1) %34, align 4, !tbaa !28
  %36 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 1, i64 %27
  store i32 %35, ptr addrspace(3) %36, align 4, !tbaa !28
  %37 = shl nsw i32 %2, 1
  %38 = add nsw i32 %37, %19
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %39
  %41 = load i32, ptr addrspace(1) %40, align 4, !tbaa !28
  %42 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 2, i64 %27
  store i32 %41, ptr addrspace(3) %42, align 4, !tbaa !28
  %43 = mul nsw i32 %2, 3
  %44 = add nsw i32 %43, %19
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %45
  %47 = load i32, ptr addrspace(1) %46, align 4, !tbaa !28
  %48 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 3, i64 %27
  store i32 %47, ptr addrspace(3) %48, align 4, !tbaa !28
  %49 = shl nsw i32 %2, 2
  %50 = add nsw i32 %49, %19
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %51
  %53 = load i32, ptr addrspace(1) %52, align 4, !tbaa !28
  %54 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 4, i64 %27
  store i32 %53, ptr addrspace(3) %54, align 4, !tbaa !28
  %55 = mul nsw i32 %2, 5
  %56 = add nsw i32 %55, %19
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %57
  %59 = load i32, ptr addrspace(1) %58, align 4, !tbaa !28
  %60 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 5, i64 %27
  store i32 %59, ptr addrspace(3) %60, align 4, !tbaa !28
  %61 = mul nsw i32 %2, 6
  %62 = add nsw i32 %61, %19
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %63
  %65 = load i32, ptr addrspace(1) %64, align 4, !tbaa !28
  %66 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 6, i64 %27
  store i32 %65, ptr addrspace(3) %66, align 4, !tbaa !28
  %67 = mul nsw i32 %2, 7
  %68 = add nsw i32 %67, %19
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %69
  %71 = load i32, ptr addrspace(1) %70, align 4, !tbaa !28
  %72 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 7, i64 %27
  store i32 %71, ptr addrspace(3) %72, align 4, !tbaa !28
  %73 = shl nsw i32 %2, 3
  %74 = add nsw i32 %73, %19
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %75
  %77 = load i32, ptr addrspace(1) %76, align 4, !tbaa !28
  %78 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 8, i64 %27
  store i32 %77, ptr addrspace(3) %78, align 4, !tbaa !28
  %79 = mul nsw i32 %2, 9
  %80 = add nsw i32 %79, %19
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %81
  %83 = load i32, ptr addrspace(1) %82, align 4, !tbaa !28
  %84 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 9, i64 %27
  store i32 %83, ptr addrspace(3) %84, align 4, !tbaa !28
  %85 = mul nsw i32 %2, 10
  %86 = add nsw i32 %85, %19
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %87
  %89 = load i32, ptr addrspace(1) %88, align 4, !tbaa !28
  %90 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 10, i64 %27
  store i32 %89, ptr addrspace(3) %90, align 4, !tbaa !28
  %91 = mul nsw i32 %2, 11
  %92 = add nsw i32 %91, %19
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %93
  %95 = load i32, ptr addrspace(1) %94, align 4, !tbaa !28
  %96 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 11, i64 %27
  store i32 %95, ptr addrspace(3) %96, align 4, !tbaa !28
  %97 = mul nsw i32 %2, 12
  %98 = add nsw i32 %97, %19
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %99
  %101 = load i32, ptr addrspace(1) %100, align 4, !tbaa !28
  %102 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 12, i64 %27
  store i32 %101, ptr addrspace(3) %102, align 4, !tbaa !28
  %103 = mul nsw i32 %2, 13
  %104 = add nsw i32 %103, %19
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %105
  %107 = load i32, ptr addrspace(1) %106, align 4, !tbaa !28
  %108 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 13, i64 %27
  store i32 %107, ptr addrspace(3) %108, align 4, !tbaa !28
  %109 = mul nsw i32 %2, 14
  %110 = add nsw i32 %109, %19
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %111
  %113 = load i32, ptr addrspace(1) %112, align 4, !tbaa !28
  %114 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 14, i64 %27
  store i32 %113, ptr addrspace(3) %114, align 4, !tbaa !28
  %115 = mul nsw i32 %2, 15
  %116 = add nsw i32 %115, %19
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %117
  %119 = load i32, ptr addrspace(1) %118, align 4, !tbaa !28
  %120 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 15, i64 %27
  store i32 %119, ptr addrspace(3) %120, align 4, !tbaa !28
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %121 = add i32 %10, 1
  %122 = mul i32 %121, %2
  %123 = add i32 %122, %16
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %124
  %126 = load i32, ptr addrspace(1) %125, align 4, !tbaa !28
  %127 = add i64 %26, 4294967296
  %128 = ashr exact i64 %127, 32
  %129 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %128
  store i32 %126, ptr addrspace(3) %129, align 4, !tbaa !28
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %130 = sext i32 %17 to i64
  %131 = getelementptr i32, ptr addrspace(1) %1, i64 %130
  %132 = getelementptr i8, ptr addrspace(1) %131, i64 4
  %133 = load i32, ptr addrspace(1) %132, align 4, !tbaa !28
  %134 = getelementptr inbounds [17 x i32], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %128
  store i32 %133, ptr addrspace(3) %134, align 4, !tbaa !28
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %141

135:                                              ; preds = %185
  %136 = add nsw i32 %10, 16
  %137 = sub i64 64424509440, %26
  %138 = ashr exact i64 %137, 32
  %139 = sub i64 68719476736, %26
  %140 = ashr exact i64 %139, 32
  br label %188

141:                                              ; preds = %185, %25
  %142 = phi i32 [ 0, %25 ], [ %186, %185 ]
  %143 = icmp slt i32 %142, %10
  br i1 %143, label %163, label %144

144:                                              ; preds = %141
  %145 = sub nsw i32 %142, %10
  %146 = add nsw i32 %145, 1
  %147 = sext i32 %145 to i64
  %148 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %147, i64 %27
  %149 = load i32, ptr addrspace(3) %148, align 4, !tbaa !28
  %150 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %147, i64 %27
  %151 = load i32, ptr addrspace(3) %150, align 4, !tbaa !28
  %152 = add nsw i32 %151, %149
  %153 = sext i32 %146 to i64
  %154 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %153, i64 %27
  %155 = load i32, ptr addrspace(3) %154, align 4, !tbaa !28
  %156 = sub nsw i32 %155, %3
  %157 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %147, i64 %128
  %158 = load i32, ptr addrspace(3) %157, align 4, !tbaa !28
  %159 = sub nsw i32 %158, %3
  %160 = tail call i32 @_Z3maxii(i32 noundef %152, i32 noundef %156) #9
  %161 = tail call i32 @_Z3maxii(i32 noundef %160, i32 noundef %159) #9
  %162 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %153, i64 %128
  store i32 %161, ptr addrspace(3) %162, align 4, !tbaa !28
  br label %163

163:                                              ; preds = %144, %141
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %164 = or disjoint i32 %142, 1
  %165 = icmp slt i32 %164, %10
  br i1 %165, label %185, label %166

166:                                              ; preds = %163
  %167 = sub nsw i32 %164, %10
  %168 = add nsw i32 %167, 1
  %169 = sext i32 %167 to i64
  %170 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %169, i64 %27
  %171 = load i32, ptr addrspace(3) %170, align 4, !tbaa !28
  %172 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %169, i64 %27
  %173 = load i32, ptr addrspace(3) %172, align 4, !tbaa !28
  %174 = add nsw i32 %173, %171
  %175 = sext i32 %168 to i64
  %176 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %175, i64 %27
  %177 = load i32, ptr addrspace(3) %176, align 4, !tbaa !28
  %178 = sub nsw i32 %177, %3
  %179 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %169, i64 %128
  %180 = load i32, ptr addrspace(3) %179, align 4, !tbaa !28
  %181 = sub nsw i32 %180, %3
  %182 = tail call i32 @_Z3maxii(i32 noundef %174, i32 noundef %178) #9
  %183 = tail call i32 @_Z3maxii(i32 noundef %182, i32 noundef %181) #9
  %184 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %175, i64 %128
  store i32 %183, ptr addrspace(3) %184, align 4, !tbaa !28
  br label %185

185:                                              ; preds = %166, %163
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %186 = add nuw nsw i32 %142, 2
  %187 = icmp eq i32 %186, 16
  br i1 %187, label %135, label %141

188:                                              ; preds = %135, %210
  %189 = phi i32 [ 14, %135 ], [ %211, %210 ]
  %190 = icmp slt i32 %189, %10
  br i1 %190, label %210, label %191

191:                                              ; preds = %188
  %192 = sub i32 %136, %189
  %193 = add nsw i32 %192, -1
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %138, i64 %194
  %196 = load i32, ptr addrspace(3) %195, align 4, !tbaa !28
  %197 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %138, i64 %194
  %198 = load i32, ptr addrspace(3) %197, align 4, !tbaa !28
  %199 = add nsw i32 %198, %196
  %200 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %140, i64 %194
  %201 = load i32, ptr addrspace(3) %200, align 4, !tbaa !28
  %202 = sub nsw i32 %201, %3
  %203 = sext i32 %192 to i64
  %204 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %138, i64 %203
  %205 = load i32, ptr addrspace(3) %204, align 4, !tbaa !28
  %206 = sub nsw i32 %205, %3
  %207 = tail call i32 @_Z3maxii(i32 noundef %199, i32 noundef %202) #9
  %208 = tail call i32 @_Z3maxii(i32 noundef %207, i32 noundef %206) #9
  %209 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %140, i64 %203
  store i32 %208, ptr addrspace(3) %209, align 4, !tbaa !28
  br label %210

210:                                              ; preds = %191, %188
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %211 = add nsw i32 %189, -1
  %212 = icmp eq i32 %189, 0
  br i1 %212, label %213, label %188

213:                                              ; preds = %210
  %214 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 1, i64 %128
  %215 = load i32, ptr addrspace(3) %214, align 4, !tbaa !28
  %216 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28
  store i32 %215, ptr addrspace(1) %216, align 4, !tbaa !28
  %217 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 2, i64 %128
  %218 = load i32, ptr addrspace(3) %217, align 4, !tbaa !28
  %219 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %33
  store i32 %218, ptr addrspace(1) %219, align 4, !tbaa !28
  %220 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 3, i64 %128
  %221 = load i32, ptr addrspace(3) %220, align 4, !tbaa !28
  %222 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %39
  store i32 %221, ptr addrspace(1) %222, align 4, !tbaa !28
  %223 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 4, i64 %128
  %224 = load i32, ptr addrspace(3) %223, align 4, !tbaa !28
  %225 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %45
  store i32 %224, ptr addrspace(1) %225, align 4, !tbaa !28
  %226 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 5, i64 %128
  %227 = load i32, ptr addrspace(3) %226, align 4, !tbaa !28
  %228 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %51
  store i32 %227, ptr addrspace(1) %228, align 4, !tbaa !28
  %229 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 6, i64 %128
  %230 = load i32, ptr addrspace(3) %229, align 4, !tbaa !28
  %231 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %57
  store i32 %230, ptr addrspace(1) %231, align 4, !tbaa !28
  %232 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 7, i64 %128
  %233 = load i32, ptr addrspace(3) %232, align 4, !tbaa !28
  %234 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %63
  store i32 %233, ptr addrspace(1) %234, align 4, !tbaa !28
  %235 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 8, i64 %128
  %236 = load i32, ptr addrspace(3) %235, align 4, !tbaa !28
  %237 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %69
  store i32 %236, ptr addrspace(1) %237, align 4, !tbaa !28
  %238 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 9, i64 %128
  %239 = load i32, ptr addrspace(3) %238, align 4, !tbaa !28
  %240 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %75
  store i32 %239, ptr addrspace(1) %240, align 4, !tbaa !28
  %241 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 10, i64 %128
  %242 = load i32, ptr addrspace(3) %241, align 4, !tbaa !28
  %243 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %81
  store i32 %242, ptr addrspace(1) %243, align 4, !tbaa !28
  %244 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 11, i64 %128
  %245 = load i32, ptr addrspace(3) %244, align 4, !tbaa !28
  %246 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %87
  store i32 %245, ptr addrspace(1) %246, align 4, !tbaa !28
  %247 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 12, i64 %128
  %248 = load i32, ptr addrspace(3) %247, align 4, !tbaa !28
  %249 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %93
  store i32 %248, ptr addrspace(1) %249, align 4, !tbaa !28
  %250 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 13, i64 %128
  %251 = load i32, ptr addrspace(3) %250, align 4, !tbaa !28
  %252 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %99
  store i32 %251, ptr addrspace(1) %252, align 4, !tbaa !28
  %253 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 14, i64 %128
  %254 = load i32, ptr addrspace(3) %253, align 4, !tbaa !28
  %255 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %105
  store i32 %254, ptr addrspace(1) %255, align 4, !tbaa !28
  %256 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 15, i64 %128
  %257 = load i32, ptr addrspace(3) %256, align 4, !tbaa !28
  %258 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %111
  store i32 %257, ptr addrspace(1) %258, align 4, !tbaa !28
  %259 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 16, i64 %128
  %260 = load i32, ptr addrspace(3) %259, align 4, !tbaa !28
  %261 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %117
  store i32 %260, ptr addrspace(1) %261, align 4, !tbaa !28
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_srad(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #3 !kernel_arg_addr_space !54 !kernel_arg_access_qual !48 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
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
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !38
  %33 = mul nsw i32 %16, %6
  %34 = add nsw i32 %33, %19
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !38
  %38 = fsub float %37, %32
  %39 = add nsw i32 %33, %23
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !38
  %43 = fsub float %42, %32
  %44 = mul nsw i32 %24, %6
  %45 = add nsw i32 %44, %18
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !38
  %49 = fsub float %48, %32
  %50 = mul nsw i32 %28, %6
  %51 = add nsw i32 %50, %18
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !38
  %55 = fsub float %54, %32
  %56 = fmul float %43, %43
  %57 = tail call float @llvm.fmuladd.f32(float %38, float %38, float %56)
  %58 = tail call float @llvm.fmuladd.f32(float %49, float %49, float %57)
  %59 = tail call float @llvm.fmuladd.f32(float %55, float %55, float %58)
  %60 = fmul float %32, %32
  %61 = fdiv float %59, %60, !fpmath !57
  %62 = fadd float %38, %43
  %63 = fadd float %62, %49
  %64 = fadd float %63, %55
  %65 = fdiv float %64, %32, !fpmath !57
  %66 = fmul float %65, -6.250000e-02
  %67 = fmul float %65, %66
  %68 = tail call float @llvm.fmuladd.f32(float %61, float 5.000000e-01, float %67)
  %69 = tail call float @llvm.fmuladd.f32(float %65, float 2.500000e-01, float 1.000000e+00)
  %70 = fmul float %69, %69
  %71 = fdiv float %68, %70, !fpmath !57
  %72 = fsub float %71, %8
  %73 = fadd float %8, 1.000000e+00
  %74 = fmul float %73, %8
  %75 = fdiv float %72, %74, !fpmath !57
  %76 = fadd float %75, 1.000000e+00
  %77 = fdiv float 1.000000e+00, %76, !fpmath !57
  %78 = fcmp olt float %77, 0.000000e+00
  %79 = fcmp ogt float %77, 1.000000e+00
  %80 = select i1 %79, float 1.000000e+00, float %77
  %81 = select i1 %78, float 0.000000e+00, float %80
  %82 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  store float %81, ptr addrspace(1) %82, align 4, !tbaa !38
  %83 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  store float %38, ptr addrspace(1) %83, align 4, !tbaa !38
  %84 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  store float %43, ptr addrspace(1) %84, align 4, !tbaa !38
  %85 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %30
  store float %49, ptr addrspace(1) %85, align 4, !tbaa !38
  %86 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %30
  store float %55, ptr addrspace(1) %86, align 4, !tbaa !38
  br label %87

87:                                               ; preds = %9, %14
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @rd_kmeans(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !58 !kernel_arg_access_qual !35 !kernel_arg_type !59 !kernel_arg_base_type !59 !kernel_arg_type_qual !37 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %113

10:                                               ; preds = %6
  %11 = icmp sgt i32 %4, 0
  br i1 %11, label %12, label %56

12:                                               ; preds = %10
  %13 = icmp sgt i32 %5, 0
  %14 = and i32 %4, 1
  %15 = icmp eq i32 %4, 1
  br i1 %15, label %25, label %16

16:                                               ; preds = %12
  %17 = and i32 %4, 2147483646
  br label %18

18:                                               ; preds = %105, %16
  %19 = phi i32 [ 0, %16 ], [ %110, %105 ]
  %20 = phi float [ 0x47EFFFFFE0000000, %16 ], [ %109, %105 ]
  %21 = phi i32 [ -1, %16 ], [ %108, %105 ]
  %22 = phi i32 [ 0, %16 ], [ %111, %105 ]
  br i1 %13, label %23, label %79

23:                                               ; preds = %18
  %24 = mul nuw nsw i32 %19, %5
  br label %61

25:                                               ; preds = %105, %12
  %26 = phi i32 [ poison, %12 ], [ %108, %105 ]
  %27 = phi i32 [ 0, %12 ], [ %110, %105 ]
  %28 = phi float [ 0x47EFFFFFE0000000, %12 ], [ %109, %105 ]
  %29 = phi i32 [ -1, %12 ], [ %108, %105 ]
  %30 = icmp eq i32 %14, 0
  br i1 %30, label %56, label %31

31:                                               ; preds = %25
  br i1 %13, label %32, label %52

32:                                               ; preds = %31
  %33 = mul nuw nsw i32 %27, %5
  br label %34

34:                                               ; preds = %34, %32
  %35 = phi i32 [ 0, %32 ], [ %49, %34 ]
  %36 = phi float [ 0.000000e+00, %32 ], [ %47, %34 ]
  %37 = mul nsw i32 %35, %3
  %38 = add nsw i32 %37, %8
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !38
  %42 = add nuw nsw i32 %35, %33
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !38
  %46 = fsub float %41, %45
  %47 = tail call float @llvm.fmuladd.f32(float %46, float %46, float %36)
  %48 = fcmp ult float %47, %28
  %49 = add nuw nsw i32 %35, 1
  %50 = icmp slt i32 %49, %5
  %51 = select i1 %48, i1 %50, i1 false
  br i1 %51, label %34, label %52

52:                                               ; preds = %34, %31
  %53 = phi float [ 0.000000e+00, %31 ], [ %47, %34 ]
  %54 = fcmp olt float %53, %28
  %55 = select i1 %54, i32 %27, i32 %29
  br label %56

56:                                               ; preds = %52, %25, %10
  %57 = phi i32 [ -1, %10 ], [ %26, %25 ], [ %55, %52 ]
  %58 = shl i64 %7, 32
  %59 = ashr exact i64 %58, 30
  %60 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %59
  store i32 %57, ptr addrspace(1) %60, align 4, !tbaa !28
  br label %113

61:                                               ; preds = %61, %23
  %62 = phi i32 [ 0, %23 ], [ %76, %61 ]
  %63 = phi float [ 0.000000e+00, %23 ], [ %74, %61 ]
  %64 = mul nsw i32 %62, %3
  %65 = add nsw i32 %64, %8
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !38
  %69 = add nuw nsw i32 %62, %24
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !38
  %73 = fsub float %68, %72
  %74 = tail call float @llvm.fmuladd.f32(float %73, float %73, float %63)
  %75 = fcmp ult float %74, %20
  %76 = add nuw nsw i32 %62, 1
  %77 = icmp slt i32 %76, %5
  %78 = select i1 %75, i1 %77, i1 false
  br i1 %78, label %61, label %79

79:                                               ; preds = %61, %18
  %80 = phi float [ 0.000000e+00, %18 ], [ %74, %61 ]
  %81 = fcmp olt float %80, %20
  %82 = select i1 %81, i32 %19, i32 %21
  %83 = select i1 %81, float %80, float %20
  %84 = or disjoint i32 %19, 1
  br i1 %13, label %85, label %105

85:                                               ; preds = %79
  %86 = mul nuw nsw i32 %84, %5
  br label %87

87:                                               ; preds = %87, %85
  %88 = phi i32 [ 0, %85 ], [ %102, %87 ]
  %89 = phi float [ 0.000000e+00, %85 ], [ %100, %87 ]
  %90 = mul nsw i32 %88, %3
  %91 = add nsw i32 %90, %8
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %92
  %94 = load float, ptr addrspace(1) %93, align 4, !tbaa !38
  %95 = add nuw nsw i32 %88, %86
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4, !tbaa !38
  %99 = fsub float %94, %98
  %100 = tail call float @llvm.fmuladd.f32(float %99, float %99, float %89)
  %101 = fcmp ult float %100, %83
  %102 = add nuw nsw i32 %88, 1
  %103 = icmp slt i32 %102, %5
  %104 = select i1 %101, i1 %103, i1 false
  br i1 %104, label %87, label %105

105:                                              ; preds = %87, %79
  %106 = phi float [ 0.000000e+00, %79 ], [ %100, %87 ]
  %107 = fcmp olt float %106, %83
  %108 = select i1 %107, i32 %84, i32 %82
  %109 = select i1 %107, float %106, float %83
  %110 = add nuw nsw i32 %19, 2
  %111 = add i32 %22, 2
  %112 = icmp eq i32 %111, %17
  br i1 %112, label %25, label %18

113:                                              ; preds = %6, %56
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_lud_diagonal(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !60 !kernel_arg_access_qual !61 !kernel_arg_type !62 !kernel_arg_base_type !62 !kernel_arg_type_qual !63 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = add i32 %2, 1
  %8 = mul i32 %7, %3
  %9 = add nsw i32 %8, %6
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !38
  %13 = shl i64 %5, 32
  %14 = ashr exact i64 %13, 30
  %15 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %14
  store float %12, ptr addrspace(3) %15, align 4, !tbaa !38
  %16 = add nsw i32 %8, %2
  %17 = add nsw i32 %16, %6
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !38
  %21 = shl i64 %5, 32
  %22 = add i64 %21, 68719476736
  %23 = ashr exact i64 %22, 30
  %24 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %23
  store float %20, ptr addrspace(3) %24, align 4, !tbaa !38
  %25 = add nsw i32 %16, %2
  %26 = add nsw i32 %25, %6
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !38
  %30 = shl i64 %5, 32
  %31 = add i64 %30, 137438953472
  %32 = ashr exact i64 %31, 30
  %33 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %32
  store float %29, ptr addrspace(3) %33, align 4, !tbaa !38
  %34 = add nsw i32 %25, %2
  %35 = add nsw i32 %34, %6
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !38
  %39 = shl i64 %5, 32
  %40 = add i64 %39, 206158430208
  %41 = ashr exact i64 %40, 30
  %42 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %41
  store float %38, ptr addrspace(3) %42, align 4, !tbaa !38
  %43 = add nsw i32 %34, %2
  %44 = add nsw i32 %43, %6
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !38
  %48 = shl i64 %5, 32
  %49 = add i64 %48, 274877906944
  %50 = ashr exact i64 %49, 30
  %51 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %50
  store float %47, ptr addrspace(3) %51, align 4, !tbaa !38
  %52 = add nsw i32 %43, %2
  %53 = add nsw i32 %52, %6
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !38
  %57 = shl i64 %5, 32
  %58 = add i64 %57, 343597383680
  %59 = ashr exact i64 %58, 30
  %60 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %59
  store float %56, ptr addrspace(3) %60, align 4, !tbaa !38
  %61 = add nsw i32 %52, %2
  %62 = add nsw i32 %61, %6
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !38
  %66 = shl i64 %5, 32
  %67 = add i64 %66, 412316860416
  %68 = ashr exact i64 %67, 30
  %69 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %68
  store float %65, ptr addrspace(3) %69, align 4, !tbaa !38
  %70 = add nsw i32 %61, %2
  %71 = add nsw i32 %70, %6
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !38
  %75 = shl i64 %5, 32
  %76 = add i64 %75, 481036337152
  %77 = ashr exact i64 %76, 30
  %78 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %77
  store float %74, ptr addrspace(3) %78, align 4, !tbaa !38
  %79 = add nsw i32 %70, %2
  %80 = add nsw i32 %79, %6
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4, !tbaa !38
  %84 = shl i64 %5, 32
  %85 = add i64 %84, 549755813888
  %86 = ashr exact i64 %85, 30
  %87 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %86
  store float %83, ptr addrspace(3) %87, align 4, !tbaa !38
  %88 = add nsw i32 %79, %2
  %89 = add nsw i32 %88, %6
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4, !tbaa !38
  %93 = shl i64 %5, 32
  %94 = add i64 %93, 618475290624
  %95 = ashr exact i64 %94, 30
  %96 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %95
  store float %92, ptr addrspace(3) %96, align 4, !tbaa !38
  %97 = add nsw i32 %88, %2
  %98 = add nsw i32 %97, %6
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %99
  %101 = load float, ptr addrspace(1) %100, align 4, !tbaa !38
  %102 = shl i64 %5, 32
  %103 = add i64 %102, 687194767360
  %104 = ashr exact i64 %103, 30
  %105 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %104
  store float %101, ptr addrspace(3) %105, align 4, !tbaa !38
  %106 = add nsw i32 %97, %2
  %107 = add nsw i32 %106, %6
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %108
  %110 = load float, ptr addrspace(1) %109, align 4, !tbaa !38
  %111 = shl i64 %5, 32
  %112 = add i64 %111, 755914244096
  %113 = ashr exact i64 %112, 30
  %114 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %113
  store float %110, ptr addrspace(3) %114, align 4, !tbaa !38
  %115 = add nsw i32 %106, %2
  %116 = add nsw i32 %115, %6
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %117
  %119 = load float, ptr addrspace(1) %118, align 4, !tbaa !38
  %120 = shl i64 %5, 32
  %121 = add i64 %120, 824633720832
  %122 = ashr exact i64 %121, 30
  %123 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %122
  store float %119, ptr addrspace(3) %123, align 4, !tbaa !38
  %124 = add nsw i32 %115, %2
  %125 = add nsw i32 %124, %6
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %126
  %128 = load float, ptr addrspace(1) %127, align 4, !tbaa !38
  %129 = shl i64 %5, 32
  %130 = add i64 %129, 893353197568
  %131 = ashr exact i64 %130, 30
  %132 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %131
  store float %128, ptr addrspace(3) %132, align 4, !tbaa !38
  %133 = add nsw i32 %124, %2
  %134 = add nsw i32 %133, %6
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %135
  %137 = load float, ptr addrspace(1) %136, align 4, !tbaa !38
  %138 = shl i64 %5, 32
  %139 = add i64 %138, 962072674304
  %140 = ashr exact i64 %139, 30
  %141 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %140
  store float %137, ptr addrspace(3) %141, align 4, !tbaa !38
  %142 = add nsw i32 %133, %2
  %143 = add nsw i32 %142, %6
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %144
  %146 = load float, ptr addrspace(1) %145, align 4, !tbaa !38
  %147 = shl i64 %5, 32
  %148 = add i64 %147, 1030792151040
  %149 = ashr exact i64 %148, 30
  %150 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %149
  store float %146, ptr addrspace(3) %150, align 4, !tbaa !38
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %151 = shl nsw i32 %6, 4
  br label %230

152:                                              ; preds = %419
  %153 = add nsw i32 %3, 1
  %154 = mul nsw i32 %153, %2
  %155 = add nsw i32 %154, %3
  %156 = load float, ptr addrspace(3) %24, align 4, !tbaa !38
  %157 = add nsw i32 %155, %6
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %158
  store float %156, ptr addrspace(1) %159, align 4, !tbaa !38
  %160 = add nsw i32 %155, %2
  %161 = load float, ptr addrspace(3) %33, align 4, !tbaa !38
  %162 = add nsw i32 %160, %6
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %163
  store float %161, ptr addrspace(1) %164, align 4, !tbaa !38
  %165 = add nsw i32 %160, %2
  %166 = load float, ptr addrspace(3) %42, align 4, !tbaa !38
  %167 = add nsw i32 %165, %6
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %168
  store float %166, ptr addrspace(1) %169, align 4, !tbaa !38
  %170 = add nsw i32 %165, %2
  %171 = load float, ptr addrspace(3) %51, align 4, !tbaa !38
  %172 = add nsw i32 %170, %6
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %173
  store float %171, ptr addrspace(1) %174, align 4, !tbaa !38
  %175 = add nsw i32 %170, %2
  %176 = load float, ptr addrspace(3) %60, align 4, !tbaa !38
  %177 = add nsw i32 %175, %6
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %178
  store float %176, ptr addrspace(1) %179, align 4, !tbaa !38
  %180 = add nsw i32 %175, %2
  %181 = load float, ptr addrspace(3) %69, align 4, !tbaa !38
  %182 = add nsw i32 %180, %6
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %183
  store float %181, ptr addrspace(1) %184, align 4, !tbaa !38
  %185 = add nsw i32 %180, %2
  %186 = load float, ptr addrspace(3) %78, align 4, !tbaa !38
  %187 = add nsw i32 %185, %6
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %188
  store float %186, ptr addrspace(1) %189, align 4, !tbaa !38
  %190 = add nsw i32 %185, %2
  %191 = load float, ptr addrspace(3) %87, align 4, !tbaa !38
  %192 = add nsw i32 %190, %6
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %193
  store float %191, ptr addrspace(1) %194, align 4, !tbaa !38
  %195 = add nsw i32 %190, %2
  %196 = load float, ptr addrspace(3) %96, align 4, !tbaa !38
  %197 = add nsw i32 %195, %6
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %198
  store float %196, ptr addrspace(1) %199, align 4, !tbaa !38
  %200 = add nsw i32 %195, %2
  %201 = load float, ptr addrspace(3) %105, align 4, !tbaa !38
  %202 = add nsw i32 %200, %6
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %203
  store float %201, ptr addrspace(1) %204, align 4, !tbaa !38
  %205 = add nsw i32 %200, %2
  %206 = load float, ptr addrspace(3) %114, align 4, !tbaa !38
  %207 = add nsw i32 %205, %6
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %208
  store float %206, ptr addrspace(1) %209, align 4, !tbaa !38
  %210 = add nsw i32 %205, %2
  %211 = load float, ptr addrspace(3) %123, align 4, !tbaa !38
  %212 = add nsw i32 %210, %6
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %213
  store float %211, ptr addrspace(1) %214, align 4, !tbaa !38
  %215 = add nsw i32 %210, %2
  %216 = load float, ptr addrspace(3) %132, align 4, !tbaa !38
  %217 = add nsw i32 %215, %6
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %218
  store float %216, ptr addrspace(1) %219, align 4, !tbaa !38
  %220 = add nsw i32 %215, %2
  %221 = load float, ptr addrspace(3) %141, align 4, !tbaa !38
  %222 = add nsw i32 %220, %6
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %223
  store float %221, ptr addrspace(1) %224, align 4, !tbaa !38
  %225 = add nsw i32 %220, %2
  %226 = load float, ptr addrspace(3) %150, align 4, !tbaa !38
  %227 = add nsw i32 %225, %6
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %228
  store float %226, ptr addrspace(1) %229, align 4, !tbaa !38
  ret void

230:                                              ; preds = %4, %419
  %231 = phi i32 [ 1, %4 ], [ %421, %419 ]
  %232 = phi i32 [ 0, %4 ], [ %420, %419 ]
  %233 = icmp slt i32 %232, %6
  br i1 %233, label %234, label %331

234:                                              ; preds = %230
  %235 = icmp eq i32 %232, 0
  br i1 %235, label %267, label %236

236:                                              ; preds = %234
  %237 = or disjoint i32 %232, %151
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %238
  %240 = load float, ptr addrspace(3) %239, align 4, !tbaa !38
  %241 = and i32 %232, 3
  %242 = icmp ult i32 %232, 4
  br i1 %242, label %245, label %243

243:                                              ; preds = %236
  %244 = and i32 %232, 2147483644
  br label %277

245:                                              ; preds = %277, %236
  %246 = phi float [ %240, %236 ], [ %327, %277 ]
  %247 = phi i32 [ 0, %236 ], [ %328, %277 ]
  %248 = icmp eq i32 %241, 0
  br i1 %248, label %267, label %249

249:                                              ; preds = %245, %249
  %250 = phi float [ %263, %249 ], [ %246, %245 ]
  %251 = phi i32 [ %264, %249 ], [ %247, %245 ]
  %252 = phi i32 [ %265, %249 ], [ 0, %245 ]
  %253 = add nuw nsw i32 %251, %151
  %254 = sext i32 %253 to i64
  %255 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %254
  %256 = load float, ptr addrspace(3) %255, align 4, !tbaa !38
  %257 = shl nsw i32 %251, 4
  %258 = add nuw nsw i32 %257, %232
  %259 = zext nneg i32 %258 to i64
  %260 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %259
  %261 = load float, ptr addrspace(3) %260, align 4, !tbaa !38
  %262 = fneg float %256
  %263 = tail call float @llvm.fmuladd.f32(float %262, float %261, float %250)
  store float %263, ptr addrspace(3) %239, align 4, !tbaa !38
  %264 = add nuw nsw i32 %251, 1
  %265 = add i32 %252, 1
  %266 = icmp eq i32 %265, %241
  br i1 %266, label %267, label %249, !llvm.loop !64

267:                                              ; preds = %245, %249, %234
  %268 = mul nuw nsw i32 %232, 17
  %269 = zext nneg i32 %268 to i64
  %270 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %269
  %271 = load float, ptr addrspace(3) %270, align 4, !tbaa !38
  %272 = add nuw nsw i32 %232, %151
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %273
  %275 = load float, ptr addrspace(3) %274, align 4, !tbaa !38
  %276 = fdiv float %275, %271, !fpmath !57
  store float %276, ptr addrspace(3) %274, align 4, !tbaa !38
  br label %331

277:                                              ; preds = %277, %243
  %278 = phi float [ %240, %243 ], [ %327, %277 ]
  %279 = phi i32 [ 0, %243 ], [ %328, %277 ]
  %280 = phi i32 [ 0, %243 ], [ %329, %277 ]
  %281 = add nuw nsw i32 %279, %151
  %282 = sext i32 %281 to i64
  %283 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %282
  %284 = load float, ptr addrspace(3) %283, align 4, !tbaa !38
  %285 = shl nsw i32 %279, 4
  %286 = add nuw nsw i32 %285, %232
  %287 = zext nneg i32 %286 to i64
  %288 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %287
  %289 = load float, ptr addrspace(3) %288, align 4, !tbaa !38
  %290 = fneg float %284
  %291 = tail call float @llvm.fmuladd.f32(float %290, float %289, float %278)
  store float %291, ptr addrspace(3) %239, align 4, !tbaa !38
  %292 = or disjoint i32 %279, 1
  %293 = add nuw nsw i32 %292, %151
  %294 = sext i32 %293 to i64
  %295 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %294
  %296 = load float, ptr addrspace(3) %295, align 4, !tbaa !38
  %297 = shl nsw i32 %292, 4
  %298 = add nuw nsw i32 %297, %232
  %299 = zext nneg i32 %298 to i64
  %300 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %299
  %301 = load float, ptr addrspace(3) %300, align 4, !tbaa !38
  %302 = fneg float %296
  %303 = tail call float @llvm.fmuladd.f32(float %302, float %301, float %291)
  store float %303, ptr addrspace(3) %239, align 4, !tbaa !38
  %304 = or disjoint i32 %279, 2
  %305 = add nuw nsw i32 %304, %151
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %306
  %308 = load float, ptr addrspace(3) %307, align 4, !tbaa !38
  %309 = shl nsw i32 %304, 4
  %310 = add nuw nsw i32 %309, %232
  %311 = zext nneg i32 %310 to i64
  %312 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %311
  %313 = load float, ptr addrspace(3) %312, align 4, !tbaa !38
  %314 = fneg float %308
  %315 = tail call float @llvm.fmuladd.f32(float %314, float %313, float %303)
  store float %315, ptr addrspace(3) %239, align 4, !tbaa !38
  %316 = or disjoint i32 %279, 3
  %317 = add nuw nsw i32 %316, %151
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %318
  %320 = load float, ptr addrspace(3) %319, align 4, !tbaa !38
  %321 = shl nsw i32 %316, 4
  %322 = add nuw nsw i32 %321, %232
  %323 = zext nneg i32 %322 to i64
  %324 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %323
  %325 = load float, ptr addrspace(3) %324, align 4, !tbaa !38
  %326 = fneg float %320
  %327 = tail call float @llvm.fmuladd.f32(float %326, float %325, float %315)
  store float %327, ptr addrspace(3) %239, align 4, !tbaa !38
  %328 = add nuw nsw i32 %279, 4
  %329 = add i32 %280, 4
  %330 = icmp eq i32 %329, %244
  br i1 %330, label %245, label %277

331:                                              ; preds = %267, %230
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %233, label %332, label %419

332:                                              ; preds = %331
  %333 = shl nuw nsw i32 %232, 4
  %334 = add nuw nsw i32 %333, 16
  %335 = add nsw i32 %334, %6
  %336 = sext i32 %335 to i64
  %337 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %336
  %338 = load float, ptr addrspace(3) %337, align 4, !tbaa !38
  %339 = and i32 %231, 3
  %340 = icmp ult i32 %232, 3
  br i1 %340, label %397, label %341

341:                                              ; preds = %332
  %342 = and i32 %231, 2147483644
  br label %343

343:                                              ; preds = %343, %341
  %344 = phi i32 [ 0, %341 ], [ %394, %343 ]
  %345 = phi float [ %338, %341 ], [ %393, %343 ]
  %346 = phi i32 [ 0, %341 ], [ %395, %343 ]
  %347 = add nuw nsw i32 %344, %334
  %348 = zext nneg i32 %347 to i64
  %349 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %348
  %350 = load float, ptr addrspace(3) %349, align 4, !tbaa !38
  %351 = shl nsw i32 %344, 4
  %352 = add nsw i32 %351, %6
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %353
  %355 = load float, ptr addrspace(3) %354, align 4, !tbaa !38
  %356 = fneg float %350
  %357 = tail call float @llvm.fmuladd.f32(float %356, float %355, float %345)
  store float %357, ptr addrspace(3) %337, align 4, !tbaa !38
  %358 = or disjoint i32 %344, 1
  %359 = add nuw nsw i32 %358, %334
  %360 = zext nneg i32 %359 to i64
  %361 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %360
  %362 = load float, ptr addrspace(3) %361, align 4, !tbaa !38
  %363 = shl nsw i32 %358, 4
  %364 = add nsw i32 %363, %6
  %365 = sext i32 %364 to i64
  %366 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %365
  %367 = load float, ptr addrspace(3) %366, align 4, !tbaa !38
  %368 = fneg float %362
  %369 = tail call float @llvm.fmuladd.f32(float %368, float %367, float %357)
  store float %369, ptr addrspace(3) %337, align 4, !tbaa !38
  %370 = or disjoint i32 %344, 2
  %371 = add nuw nsw i32 %370, %334
  %372 = zext nneg i32 %371 to i64
  %373 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %372
  %374 = load float, ptr addrspace(3) %373, align 4, !tbaa !38
  %375 = shl nsw i32 %370, 4
  %376 = add nsw i32 %375, %6
  %377 = sext i32 %376 to i64
  %378 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %377
  %379 = load float, ptr addrspace(3) %378, align 4, !tbaa !38
  %380 = fneg float %374
  %381 = tail call float @llvm.fmuladd.f32(float %380, float %379, float %369)
  store float %381, ptr addrspace(3) %337, align 4, !tbaa !38
  %382 = or disjoint i32 %344, 3
  %383 = add nuw nsw i32 %382, %334
  %384 = zext nneg i32 %383 to i64
  %385 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %384
  %386 = load float, ptr addrspace(3) %385, align 4, !tbaa !38
  %387 = shl nsw i32 %382, 4
  %388 = add nsw i32 %387, %6
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %389
  %391 = load float, ptr addrspace(3) %390, align 4, !tbaa !38
  %392 = fneg float %386
  %393 = tail call float @llvm.fmuladd.f32(float %392, float %391, float %381)
  store float %393, ptr addrspace(3) %337, align 4, !tbaa !38
  %394 = add nuw nsw i32 %344, 4
  %395 = add i32 %346, 4
  %396 = icmp eq i32 %395, %342
  br i1 %396, label %397, label %343

397:                                              ; preds = %343, %332
  %398 = phi i32 [ 0, %332 ], [ %394, %343 ]
  %399 = phi float [ %338, %332 ], [ %393, %343 ]
  %400 = icmp eq i32 %339, 0
  br i1 %400, label %419, label %401

401:                                              ; preds = %397, %401
  %402 = phi i32 [ %416, %401 ], [ %398, %397 ]
  %403 = phi float [ %415, %401 ], [ %399, %397 ]
  %404 = phi i32 [ %417, %401 ], [ 0, %397 ]
  %405 = add nuw nsw i32 %402, %334
  %406 = zext nneg i32 %405 to i64
  %407 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %406
  %408 = load float, ptr addrspace(3) %407, align 4, !tbaa !38
  %409 = shl nsw i32 %402, 4
  %410 = add nsw i32 %409, %6
  %411 = sext i32 %410 to i64
  %412 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %411
  %413 = load float, ptr addrspace(3) %412, align 4, !tbaa !38
  %414 = fneg float %408
  %415 = tail call float @llvm.fmuladd.f32(float %414, float %413, float %403)
  store float %415, ptr addrspace(3) %337, align 4, !tbaa !38
  %416 = add nuw nsw i32 %402, 1
  %417 = add i32 %404, 1
  %418 = icmp eq i32 %417, %339
  br i1 %418, label %419, label %401, !llvm.loop !66

419:                                              ; preds = %397, %401, %331
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %420 = add nuw nsw i32 %232, 1
  %421 = add nuw nsw i32 %231, 1
  %422 = icmp eq i32 %420, 15
  br i1 %422, label %152, label %230
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_nn(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !67 !kernel_arg_access_qual !31 !kernel_arg_type !68 !kernel_arg_base_type !68 !kernel_arg_type_qual !69 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %22

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds %struct.latlong_t, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !38
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 4
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !38
  %16 = fsub float %3, %13
  %17 = fsub float %4, %15
  %18 = fmul float %17, %17
  %19 = tail call float @llvm.fmuladd.f32(float %16, float %16, float %18)
  %20 = tail call float @_Z4sqrtf(float noundef %19) #9, !fpmath !70
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !38
  br label %22

22:                                               ; preds = %9, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_gauss_fan1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !kernel_arg_addr_space !71 !kernel_arg_access_qual !61 !kernel_arg_type !62 !kernel_arg_base_type !62 !kernel_arg_type_qual !72 {
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
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !38
  %18 = add i32 %2, 1
  %19 = mul i32 %18, %3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !38
  %23 = fdiv float %17, %22, !fpmath !57
  %24 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %15
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !38
  br label %25

25:                                               ; preds = %4, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_gauss_fan2(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !73 !kernel_arg_access_qual !31 !kernel_arg_type !74 !kernel_arg_base_type !74 !kernel_arg_type_qual !75 {
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
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !38
  %24 = mul nsw i32 %4, %3
  %25 = add nsw i32 %9, %4
  %26 = add nsw i32 %25, %24
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !38
  %30 = add nsw i32 %19, %25
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !38
  %34 = fneg float %23
  %35 = tail call float @llvm.fmuladd.f32(float %34, float %29, float %33)
  store float %35, ptr addrspace(1) %32, align 4, !tbaa !38
  %36 = icmp eq i32 %9, 0
  br i1 %36, label %37, label %48

37:                                               ; preds = %16
  %38 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %31
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !38
  %40 = sext i32 %4 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !38
  %43 = sext i32 %18 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !38
  %46 = fneg float %39
  %47 = tail call float @llvm.fmuladd.f32(float %46, float %42, float %45)
  store float %47, ptr addrspace(1) %44, align 4, !tbaa !38
  br label %48

48:                                               ; preds = %16, %37, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_btree_find(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !76 !kernel_arg_base_type !76 !kernel_arg_type_qual !77 {
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = shl i64 %6, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !28
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
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !28
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !78
  %26 = icmp sgt i32 %25, %8
  br i1 %26, label %52, label %64

27:                                               ; preds = %14, %49
  %28 = phi i32 [ 0, %14 ], [ %50, %49 ]
  %29 = load i32, ptr addrspace(1) %15, align 4, !tbaa !28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !78
  %33 = icmp sgt i32 %32, %8
  br i1 %33, label %34, label %49

34:                                               ; preds = %27
  %35 = getelementptr inbounds i8, ptr addrspace(1) %31, i64 8
  %36 = getelementptr inbounds [16 x i32], ptr addrspace(1) %35, i64 0, i64 %17
  %37 = load i32, ptr addrspace(1) %36, align 4, !tbaa !28
  %38 = icmp sgt i32 %37, %12
  br i1 %38, label %49, label %39

39:                                               ; preds = %34
  %40 = icmp eq i32 %18, %32
  br i1 %40, label %45, label %41

41:                                               ; preds = %39
  %42 = getelementptr inbounds [16 x i32], ptr addrspace(1) %35, i64 0, i64 %19
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !28
  %44 = icmp sgt i32 %43, %12
  br i1 %44, label %45, label %49

45:                                               ; preds = %41, %39
  %46 = getelementptr inbounds i8, ptr addrspace(1) %31, i64 72
  %47 = getelementptr inbounds [17 x i32], ptr addrspace(1) %46, i64 0, i64 %19
  %48 = load i32, ptr addrspace(1) %47, align 4, !tbaa !28
  store i32 %48, ptr addrspace(1) %15, align 4, !tbaa !28
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
  %57 = load i32, ptr addrspace(1) %56, align 4, !tbaa !28
  %58 = icmp eq i32 %57, %12
  br i1 %58, label %59, label %64

59:                                               ; preds = %52
  %60 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %10
  %61 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 72
  %62 = getelementptr inbounds [17 x i32], ptr addrspace(1) %61, i64 0, i64 %55
  %63 = load i32, ptr addrspace(1) %62, align 4, !tbaa !28
  store i32 %63, ptr addrspace(1) %60, align 4, !tbaa !28
  br label %64

64:                                               ; preds = %59, %52, %20
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @rd_pf_find_index(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !80 !kernel_arg_base_type !80 !kernel_arg_type_qual !81 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %6
  br i1 %10, label %11, label %44

11:                                               ; preds = %7
  %12 = shl i64 %8, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !38
  %16 = icmp sgt i32 %6, 0
  br i1 %16, label %17, label %32

17:                                               ; preds = %11
  %18 = load float, ptr addrspace(1) %0, align 4, !tbaa !38
  %19 = fcmp ult float %18, %15
  br i1 %19, label %25, label %32

20:                                               ; preds = %25
  %21 = zext nneg i32 %27 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !38
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
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !38
  %40 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %13
  store float %39, ptr addrspace(1) %40, align 4, !tbaa !38
  %41 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %37
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !38
  %43 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %13
  store float %42, ptr addrspace(1) %43, align 4, !tbaa !38
  br label %44

44:                                               ; preds = %32, %7
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @rd_sc_pgain(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 1 %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #1 !kernel_arg_addr_space !82 !kernel_arg_access_qual !83 !kernel_arg_type !84 !kernel_arg_base_type !84 !kernel_arg_type_qual !85 {
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %12 = trunc i64 %11 to i32
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %128

14:                                               ; preds = %10
  %15 = icmp sgt i32 %7, 0
  br i1 %15, label %16, label %44

16:                                               ; preds = %14
  %17 = and i32 %7, 3
  %18 = icmp ult i32 %7, 4
  br i1 %18, label %21, label %19

19:                                               ; preds = %16
  %20 = and i32 %7, 2147483644
  br label %54

21:                                               ; preds = %54, %16
  %22 = phi float [ poison, %16 ], [ %104, %54 ]
  %23 = phi float [ 0.000000e+00, %16 ], [ %104, %54 ]
  %24 = phi i32 [ 0, %16 ], [ %105, %54 ]
  %25 = icmp eq i32 %17, 0
  br i1 %25, label %44, label %26

26:                                               ; preds = %21, %26
  %27 = phi float [ %40, %26 ], [ %23, %21 ]
  %28 = phi i32 [ %41, %26 ], [ %24, %21 ]
  %29 = phi i32 [ %42, %26 ], [ 0, %21 ]
  %30 = mul nsw i32 %28, %6
  %31 = add nsw i32 %30, %12
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !38
  %35 = add nsw i32 %30, %8
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !38
  %39 = fsub float %34, %38
  %40 = tail call float @llvm.fmuladd.f32(float %39, float %39, float %27)
  %41 = add nuw nsw i32 %28, 1
  %42 = add i32 %29, 1
  %43 = icmp eq i32 %42, %17
  br i1 %43, label %44, label %26, !llvm.loop !86

44:                                               ; preds = %21, %26, %14
  %45 = phi float [ 0.000000e+00, %14 ], [ %22, %21 ], [ %40, %26 ]
  %46 = shl i64 %11, 32
  %47 = ashr exact i64 %46, 32
  %48 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !38
  %50 = fmul float %45, %49
  %51 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %47
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !38
  %53 = fcmp olt float %50, %52
  br i1 %53, label %108, label %114

54:                                               ; preds = %54, %19
  %55 = phi float [ 0.000000e+00, %19 ], [ %104, %54 ]
  %56 = phi i32 [ 0, %19 ], [ %105, %54 ]
  %57 = phi i32 [ 0, %19 ], [ %106, %54 ]
  %58 = mul nsw i32 %56, %6
  %59 = add nsw i32 %58, %12
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !38
  %63 = add nsw i32 %58, %8
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !38
  %67 = fsub float %62, %66
  %68 = tail call float @llvm.fmuladd.f32(float %67, float %67, float %55)
  %69 = or disjoint i32 %56, 1
  %70 = mul nsw i32 %69, %6
  %71 = add nsw i32 %70, %12
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !38
  %75 = add nsw i32 %70, %8
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !38
  %79 = fsub float %74, %78
  %80 = tail call float @llvm.fmuladd.f32(float %79, float %79, float %68)
  %81 = or disjoint i32 %56, 2
  %82 = mul nsw i32 %81, %6
  %83 = add nsw i32 %82, %12
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4, !tbaa !38
  %87 = add nsw i32 %82, %8
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %88
  %90 = load float, ptr addrspace(1) %89, align 4, !tbaa !38
  %91 = fsub float %86, %90
  %92 = tail call float @llvm.fmuladd.f32(float %91, float %91, float %80)
  %93 = or disjoint i32 %56, 3
  %94 = mul nsw i32 %93, %6
  %95 = add nsw i32 %94, %12
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4, !tbaa !38
  %99 = add nsw i32 %94, %8
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %100
  %102 = load float, ptr addrspace(1) %101, align 4, !tbaa !38
  %103 = fsub float %98, %102
  %104 = tail call float @llvm.fmuladd.f32(float %103, float %103, float %92)
  %105 = add nuw nsw i32 %56, 4
  %106 = add i32 %57, 4
  %107 = icmp eq i32 %106, %20
  br i1 %107, label %21, label %54

108:                                              ; preds = %44
  %109 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 %47
  store i8 1, ptr addrspace(1) %109, align 1, !tbaa !25
  %110 = fsub float %50, %52
  %111 = add nsw i32 %9, 1
  %112 = mul nsw i32 %111, %12
  %113 = add nsw i32 %112, %9
  br label %121

114:                                              ; preds = %44
  %115 = fsub float %52, %50
  %116 = add nsw i32 %9, 1
  %117 = mul nsw i32 %116, %12
  %118 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %47
  %119 = load i32, ptr addrspace(1) %118, align 4, !tbaa !28
  %120 = add nsw i32 %119, %117
  br label %121

121:                                              ; preds = %114, %108
  %122 = phi i32 [ %113, %108 ], [ %120, %114 ]
  %123 = phi float [ %110, %108 ], [ %115, %114 ]
  %124 = sext i32 %122 to i64
  %125 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %124
  %126 = load float, ptr addrspace(1) %125, align 4, !tbaa !38
  %127 = fadd float %123, %126
  store float %127, ptr addrspace(1) %125, align 4, !tbaa !38
  br label %128

128:                                              ; preds = %121, %10
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @rd_cfd_flux(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, ptr addrspace(1) nocapture noundef writeonly align 16 %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !87 !kernel_arg_base_type !88 !kernel_arg_type_qual !89 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %4
  br i1 %8, label %9, label %111

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 16, !tbaa !38
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 16
  %15 = load <4 x float>, ptr addrspace(1) %14, align 16, !tbaa !25
  %16 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 32
  %17 = load float, ptr addrspace(1) %16, align 16, !tbaa !38
  %18 = shufflevector <4 x float> %15, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %19 = insertelement <3 x float> poison, float %13, i64 0
  %20 = shufflevector <3 x float> %19, <3 x float> poison, <3 x i32> zeroinitializer
  %21 = fdiv <3 x float> %18, %20, !fpmath !57
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
  store float %108, ptr addrspace(1) %36, align 16, !tbaa !38
  %37 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 4
  tail call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %37, i8 0, i64 12, i1 false)
  %38 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 16
  store <4 x float> %106, ptr addrspace(1) %38, align 16, !tbaa !25
  %39 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 32
  store float %107, ptr addrspace(1) %39, align 16, !tbaa !38
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
  %49 = load i32, ptr addrspace(1) %48, align 4, !tbaa !28
  %50 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %47
  %51 = load <4 x float>, ptr addrspace(1) %50, align 16, !tbaa !25
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %53 = tail call float @_Z6lengthDv3_f(<3 x float> noundef %52) #9
  %54 = icmp sgt i32 %49, -1
  br i1 %54, label %55, label %99

55:                                               ; preds = %41
  %56 = zext nneg i32 %49 to i64
  %57 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 16, !tbaa !38
  %59 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 16
  %60 = load <4 x float>, ptr addrspace(1) %59, align 16, !tbaa !25
  %61 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 32
  %62 = load float, ptr addrspace(1) %61, align 16, !tbaa !38
  %63 = shufflevector <4 x float> %60, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %64 = insertelement <3 x float> poison, float %58, i64 0
  %65 = shufflevector <3 x float> %64, <3 x float> poison, <3 x i32> zeroinitializer
  %66 = fdiv <3 x float> %63, %65, !fpmath !57
  %67 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %66, <3 x float> noundef %66) #9
  %68 = fmul float %58, -5.000000e-01
  %69 = tail call float @llvm.fmuladd.f32(float %68, float %67, float %62)
  %70 = fmul float %69, 0x3FD99999A0000000
  %71 = fmul float %53, 0xBFC99999A0000000
  %72 = fmul float %71, 5.000000e-01
  %73 = tail call float @_Z4sqrtf(float noundef %22) #9, !fpmath !70
  %74 = tail call float @_Z4sqrtf(float noundef %67) #9, !fpmath !70
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
  br i1 %110, label %35, label %41

111:                                              ; preds = %5, %35
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z6lengthDv3_f(<3 x float> noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p1.i64(ptr addrspace(1) nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #4 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16}
!llvm.module.flags = !{!17, !18}
!opencl.ocl.version = !{!19}

!0 = !{ptr @rd_bfs_1, !"kernel", i32 1}
!1 = !{ptr @rd_bfs_2, !"kernel", i32 1}
!2 = !{ptr @rd_bp_layerforward, !"kernel", i32 1}
!3 = !{ptr @rd_bp_adjust, !"kernel", i32 1}
!4 = !{ptr @rd_hotspot, !"kernel", i32 1}
!5 = !{ptr @rd_pathfinder, !"kernel", i32 1}
!6 = !{ptr @rd_nw, !"kernel", i32 1}
!7 = !{ptr @rd_srad, !"kernel", i32 1}
!8 = !{ptr @rd_kmeans, !"kernel", i32 1}
!9 = !{ptr @rd_lud_diagonal, !"kernel", i32 1}
!10 = !{ptr @rd_nn, !"kernel", i32 1}
!11 = !{ptr @rd_gauss_fan1, !"kernel", i32 1}
!12 = !{ptr @rd_gauss_fan2, !"kernel", i32 1}
!13 = !{ptr @rd_btree_find, !"kernel", i32 1}
!14 = !{ptr @rd_pf_find_index, !"kernel", i32 1}
!15 = !{ptr @rd_sc_pgain, !"kernel", i32 1}
!16 = !{ptr @rd_cfd_flux, !"kernel", i32 1}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{i32 2, i32 0}
!20 = !{!"clang-19"}
!21 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!22 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!23 = !{!"node_t*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!24 = !{!"const", !"const", !"", !"", !"const", !"", !""}
!25 = !{!26, !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C/C++ TBAA"}
!28 = !{!29, !29, i64 0}
!29 = !{!"int", !26, i64 0}
!30 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!31 = !{!"none", !"none", !"none", !"none", !"none"}
!32 = !{!"char*", !"char*", !"char*", !"char*", !"int"}
!33 = !{!"", !"", !"", !"", !""}
!34 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0}
!35 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!36 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!37 = !{!"const", !"const", !"", !"", !"", !""}
!38 = !{!39, !39, i64 0}
!39 = !{!"float", !26, i64 0}
!40 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 1}
!41 = !{!"float*", !"int", !"float*", !"int", !"float*", !"float*"}
!42 = !{!"", !"", !"const", !"", !"", !""}
!43 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!44 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!45 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int", !"float", !"float", !"float", !"float", !"float"}
!46 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!47 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0, i32 0, i32 0, i32 0}
!48 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!49 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int", !"int", !"int", !"int"}
!50 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !""}
!51 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!52 = !{!"int*", !"int*", !"int", !"int", !"int", !"int"}
!53 = !{!"const", !"", !"", !"", !"", !""}
!54 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!55 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int", !"float"}
!56 = !{!"const", !"", !"", !"", !"", !"", !"", !"", !""}
!57 = !{float 2.500000e+00}
!58 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!59 = !{!"float*", !"float*", !"int*", !"int", !"int", !"int"}
!60 = !{i32 1, i32 3, i32 0, i32 0}
!61 = !{!"none", !"none", !"none", !"none"}
!62 = !{!"float*", !"float*", !"int", !"int"}
!63 = !{!"", !"", !"", !""}
!64 = distinct !{!64, !65}
!65 = !{!"llvm.loop.unroll.disable"}
!66 = distinct !{!66, !65}
!67 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!68 = !{!"latlong_t*", !"float*", !"int", !"float", !"float"}
!69 = !{!"const", !"", !"", !"", !""}
!70 = !{float 3.000000e+00}
!71 = !{i32 1, i32 1, i32 0, i32 0}
!72 = !{!"const", !"", !"", !""}
!73 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!74 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!75 = !{!"", !"", !"const", !"", !""}
!76 = !{!"bnode_t*", !"int*", !"int*", !"int*", !"int"}
!77 = !{!"const", !"const", !"", !"", !""}
!78 = !{!79, !29, i64 0}
!79 = !{!"", !29, i64 0, !29, i64 4, !26, i64 8, !26, i64 72}
!80 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!81 = !{!"const", !"const", !"const", !"const", !"", !"", !""}
!82 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!83 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!84 = !{!"float*", !"float*", !"int*", !"float*", !"float*", !"char*", !"int", !"int", !"int", !"int"}
!85 = !{!"const", !"const", !"const", !"const", !"", !"", !"", !"", !"", !""}
!86 = distinct !{!86, !65}
!87 = !{!"int*", !"float4*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!88 = !{!"int*", !"float __attribute__((ext_vector_type(4)))*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!89 = !{!"const", !"const", !"const", !"", !""}
