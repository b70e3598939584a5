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
  %36 = load i32, ptr addrspace(1) %25, align 4, !tbaa !28
  %37 = add nsw i32 %36, 1
  %38 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %31
  store i32 %37, ptr addrspace(1) %38, align 4, !tbaa !28
  %39 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %31
  store i8 1, ptr addrspace(1) %39, align 1, !tbaa !25
  br label %40

40:                                               ; preds = %35, %26
  %41 = add nsw i32 %27, 1
  %42 = icmp slt i32 %41, %22
  br i1 %42, label %26, label %43, !llvm.loop !30

43:                                               ; preds = %40, %17, %11, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_bfs_2(ptr addrspace(1) nocapture noundef writeonly align 1 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(1) nocapture noundef writeonly align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
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
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11
  store i8 1, ptr addrspace(1) %16, align 1, !tbaa !25
  %17 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %11
  store i8 1, ptr addrspace(1) %17, align 1, !tbaa !25
  store i8 1, ptr addrspace(1) %3, align 1, !tbaa !25
  store i8 0, ptr addrspace(1) %12, align 1, !tbaa !25
  br label %18

18:                                               ; preds = %15, %9, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_bp_layerforward(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5) local_unnamed_addr #4 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
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
  br i1 %20, label %21, label %31

21:                                               ; preds = %6
  %22 = shl nsw i32 %8, 4
  %23 = add nsw i32 %22, %12
  %24 = sext i32 %23 to i64
  %25 = getelementptr float, ptr addrspace(1) %0, i64 %24
  %26 = getelementptr i8, ptr addrspace(1) %25, i64 4
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !40
  %28 = shl i64 %11, 32
  %29 = ashr exact i64 %28, 30
  %30 = getelementptr inbounds i8, ptr addrspace(3) %3, i64 %29
  store float %27, ptr addrspace(3) %30, align 4, !tbaa !40
  br label %31

31:                                               ; preds = %21, %6
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %32 = sext i32 %19 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !40
  %35 = shl i64 %11, 32
  %36 = ashr exact i64 %35, 30
  %37 = getelementptr inbounds i8, ptr addrspace(3) %3, i64 %36
  %38 = load float, ptr addrspace(3) %37, align 4, !tbaa !40
  %39 = fmul float %34, %38
  %40 = shl nsw i32 %12, 4
  %41 = add nsw i32 %40, %10
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %42
  store float %39, ptr addrspace(3) %43, align 4, !tbaa !40
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %46

44:                                               ; preds = %62
  %45 = icmp eq i32 %12, 0
  br i1 %45, label %65, label %74

46:                                               ; preds = %31, %62
  %47 = phi i32 [ 1, %31 ], [ %63, %62 ]
  %48 = shl nuw nsw i32 1, %47
  %49 = add nsw i32 %48, -1
  %50 = and i32 %49, %12
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %62

52:                                               ; preds = %46
  %53 = lshr exact i32 %48, 1
  %54 = add nsw i32 %53, %12
  %55 = shl nsw i32 %54, 4
  %56 = add nsw i32 %55, %10
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %57
  %59 = load float, ptr addrspace(3) %58, align 4, !tbaa !40
  %60 = load float, ptr addrspace(3) %43, align 4, !tbaa !40
  %61 = fadd float %59, %60
  store float %61, ptr addrspace(3) %43, align 4, !tbaa !40
  br label %62

62:                                               ; preds = %52, %46
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %63 = add nuw nsw i32 %47, 1
  %64 = icmp eq i32 %63, 5
  br i1 %64, label %44, label %46, !llvm.loop !42

65:                                               ; preds = %44
  %66 = shl i64 %9, 32
  %67 = ashr exact i64 %66, 30
  %68 = getelementptr inbounds i8, ptr addrspace(3) %4, i64 %67
  %69 = load float, ptr addrspace(3) %68, align 4, !tbaa !40
  %70 = mul nsw i32 %8, %5
  %71 = add nsw i32 %70, %10
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %72
  store float %69, ptr addrspace(1) %73, align 4, !tbaa !40
  br label %74

74:                                               ; preds = %65, %44
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_bp_adjust(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5) local_unnamed_addr #4 !kernel_arg_addr_space !43 !kernel_arg_access_qual !37 !kernel_arg_type !44 !kernel_arg_base_type !44 !kernel_arg_type_qual !45 {
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
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !40
  %27 = fmul float %26, 0x3FD3333340000000
  %28 = sext i32 %21 to i64
  %29 = getelementptr float, ptr addrspace(1) %2, i64 %28
  %30 = getelementptr i8, ptr addrspace(1) %29, i64 4
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !40
  %32 = sext i32 %19 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !40
  %35 = fmul float %34, 0x3FD3333340000000
  %36 = tail call float @llvm.fmuladd.f32(float %27, float %31, float %35)
  %37 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %32
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !40
  %39 = fadd float %38, %36
  store float %39, ptr addrspace(1) %37, align 4, !tbaa !40
  store float %36, ptr addrspace(1) %33, align 4, !tbaa !40
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %40 = or i32 %12, %8
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %51

42:                                               ; preds = %6
  %43 = load float, ptr addrspace(1) %25, align 4, !tbaa !40
  %44 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %24
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !40
  %46 = fmul float %45, 0x3FD3333340000000
  %47 = tail call float @llvm.fmuladd.f32(float %43, float 0x3FD3333340000000, float %46)
  %48 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %24
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !40
  %50 = fadd float %49, %47
  store float %50, ptr addrspace(1) %48, align 4, !tbaa !40
  store float %47, ptr addrspace(1) %44, align 4, !tbaa !40
  br label %51

51:                                               ; preds = %42, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_hotspot(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10) local_unnamed_addr #4 !kernel_arg_addr_space !46 !kernel_arg_access_qual !47 !kernel_arg_type !48 !kernel_arg_base_type !48 !kernel_arg_type_qual !49 {
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
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !40
  %43 = shl i64 %18, 32
  %44 = ashr exact i64 %43, 32
  %45 = shl i64 %16, 32
  %46 = ashr exact i64 %45, 32
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %44, i64 %46
  store float %42, ptr addrspace(3) %47, align 4, !tbaa !40
  %48 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !40
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i64 0, i64 %44, i64 %46
  store float %49, ptr addrspace(3) %50, align 4, !tbaa !40
  br label %51

51:                                               ; preds = %39, %33, %11
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %52 = icmp sgt i32 %3, 0
  br i1 %52, label %53, label %151

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
  %97 = shl i64 %18, 32
  %98 = ashr exact i64 %97, 32
  %99 = shl i64 %16, 32
  %100 = ashr exact i64 %99, 32
  %101 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i64 0, i64 %98, i64 %100
  %102 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %98, i64 %100
  br label %103

103:                                              ; preds = %140, %53
  %104 = phi i32 [ 0, %53 ], [ %105, %140 ]
  %105 = add nuw nsw i32 %104, 1
  %106 = icmp slt i32 %104, %17
  br i1 %106, label %107, label %134

107:                                              ; preds = %103
  %108 = sub nsw i32 14, %104
  %109 = icmp slt i32 %108, %17
  %110 = icmp sge i32 %104, %19
  %111 = or i1 %110, %109
  %112 = icmp slt i32 %108, %19
  %113 = or i1 %112, %111
  %114 = select i1 %113, i1 true, i1 %76
  %115 = select i1 %114, i1 true, i1 %77
  %116 = or i1 %115, %78
  %117 = select i1 %116, i1 true, i1 %79
  br i1 %117, label %134, label %118

118:                                              ; preds = %107
  %119 = load float, ptr addrspace(3) %84, align 4, !tbaa !40
  %120 = load float, ptr addrspace(3) %86, align 4, !tbaa !40
  %121 = load float, ptr addrspace(3) %88, align 4, !tbaa !40
  %122 = load float, ptr addrspace(3) %90, align 4, !tbaa !40
  %123 = fadd float %121, %122
  %124 = tail call float @llvm.fmuladd.f32(float %119, float -2.000000e+00, float %123)
  %125 = tail call float @llvm.fmuladd.f32(float %124, float %8, float %120)
  %126 = load float, ptr addrspace(3) %92, align 4, !tbaa !40
  %127 = load float, ptr addrspace(3) %94, align 4, !tbaa !40
  %128 = fadd float %126, %127
  %129 = tail call float @llvm.fmuladd.f32(float %119, float -2.000000e+00, float %128)
  %130 = tail call float @llvm.fmuladd.f32(float %129, float %7, float %125)
  %131 = fsub float 8.000000e+01, %119
  %132 = tail call float @llvm.fmuladd.f32(float %131, float %9, float %130)
  %133 = tail call float @llvm.fmuladd.f32(float %85, float %132, float %119)
  store float %133, ptr addrspace(3) %95, align 4, !tbaa !40
  br label %134

134:                                              ; preds = %118, %107, %103
  %135 = phi i1 [ true, %118 ], [ false, %107 ], [ false, %103 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %136 = icmp eq i32 %104, %96
  br i1 %136, label %141, label %137

137:                                              ; preds = %134
  br i1 %135, label %138, label %140

138:                                              ; preds = %137
  %139 = load float, ptr addrspace(3) %101, align 4, !tbaa !40
  store float %139, ptr addrspace(3) %102, align 4, !tbaa !40
  br label %140

140:                                              ; preds = %138, %137
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %103

141:                                              ; preds = %134
  br i1 %135, label %142, label %151

142:                                              ; preds = %141
  %143 = shl i64 %18, 32
  %144 = ashr exact i64 %143, 32
  %145 = shl i64 %16, 32
  %146 = ashr exact i64 %145, 32
  %147 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i64 0, i64 %144, i64 %146
  %148 = load float, ptr addrspace(3) %147, align 4, !tbaa !40
  %149 = sext i32 %31 to i64
  %150 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %149
  store float %148, ptr addrspace(1) %150, align 4, !tbaa !40
  br label %151

151:                                              ; preds = %51, %142, %141
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_pathfinder(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #4 !kernel_arg_addr_space !50 !kernel_arg_access_qual !51 !kernel_arg_type !52 !kernel_arg_base_type !52 !kernel_arg_type_qual !53 {
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
  %40 = zext nneg i32 %20 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %40
  %42 = load i32, ptr addrspace(1) %41, align 4, !tbaa !28
  %43 = shl i64 %12, 32
  %44 = ashr exact i64 %43, 30
  %45 = getelementptr inbounds i8, ptr addrspace(3) %3, i64 %44
  store i32 %42, ptr addrspace(3) %45, align 4, !tbaa !28
  br label %46

46:                                               ; preds = %39, %9
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %47 = icmp sgt i32 %8, 0
  br i1 %47, label %48, label %100

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
  %59 = shl i64 %12, 32
  %60 = ashr exact i64 %59, 32
  %61 = getelementptr inbounds i32, ptr addrspace(3) %4, i64 %60
  %62 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %60
  br label %63

63:                                               ; preds = %91, %48
  %64 = phi i32 [ 0, %48 ], [ %65, %91 ]
  %65 = add nuw nsw i32 %64, 1
  %66 = icmp slt i32 %64, %13
  br i1 %66, label %67, label %85

67:                                               ; preds = %63
  %68 = sub i32 %49, %64
  %69 = icmp slt i32 %68, %13
  %70 = select i1 %69, i1 true, i1 %34
  %71 = select i1 %70, i1 true, i1 %35
  br i1 %71, label %85, label %72

72:                                               ; preds = %67
  %73 = load i32, ptr addrspace(3) %51, align 4, !tbaa !28
  %74 = load i32, ptr addrspace(3) %54, align 4, !tbaa !28
  %75 = load i32, ptr addrspace(3) %56, align 4, !tbaa !28
  %76 = tail call i32 @_Z3minii(i32 noundef %73, i32 noundef %74) #9
  %77 = tail call i32 @_Z3minii(i32 noundef %76, i32 noundef %75) #9
  %78 = add nsw i32 %64, %6
  %79 = mul nsw i32 %78, %5
  %80 = add nsw i32 %79, %20
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %81
  %83 = load i32, ptr addrspace(1) %82, align 4, !tbaa !28
  %84 = add nsw i32 %83, %77
  store i32 %84, ptr addrspace(3) %57, align 4, !tbaa !28
  br label %85

85:                                               ; preds = %67, %72, %63
  %86 = phi i1 [ true, %72 ], [ false, %67 ], [ false, %63 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %87 = icmp eq i32 %64, %58
  br i1 %87, label %92, label %88

88:                                               ; preds = %85
  br i1 %86, label %89, label %91

89:                                               ; preds = %88
  %90 = load i32, ptr addrspace(3) %61, align 4, !tbaa !28
  store i32 %90, ptr addrspace(3) %62, align 4, !tbaa !28
  br label %91

91:                                               ; preds = %89, %88
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %63

92:                                               ; preds = %85
  br i1 %86, label %93, label %100

93:                                               ; preds = %92
  %94 = shl i64 %12, 32
  %95 = ashr exact i64 %94, 30
  %96 = getelementptr inbounds i8, ptr addrspace(3) %4, i64 %95
  %97 = load i32, ptr addrspace(3) %96, align 4, !tbaa !28
  %98 = sext i32 %20 to i64
  %99 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %98
  store i32 %97, ptr addrspace(1) %99, align 4, !tbaa !28
  br label %100

100:                                              ; preds = %46, %93, %92
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_nw(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #4 !kernel_arg_addr_space !54 !kernel_arg_access_qual !37 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
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
  br label %45

28:                                               ; preds = %45
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %29 = add i32 %10, 1
  %30 = mul i32 %29, %2
  %31 = add i32 %30, %16
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4, !tbaa !28
  %35 = shl i64 %9, 32
  %36 = add i64 %35, 4294967296
  %37 = ashr exact i64 %36, 32
  %38 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %37
  store i32 %34, ptr addrspace(3) %38, align 4, !tbaa !28
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %39 = sext i32 %17 to i64
  %40 = getelementptr i32, ptr addrspace(1) %1, i64 %39
  %41 = getelementptr i8, ptr addrspace(1) %40, i64 4
  %42 = load i32, ptr addrspace(1) %41, align 4, !tbaa !28
  %43 = getelementptr inbounds [17 x i32], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %37
  store i32 %42, ptr addrspace(3) %43, align 4, !tbaa !28
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %44 = ashr exact i64 %35, 32
  br label %62

45:                                               ; preds = %25, %45
  %46 = phi i32 [ 0, %25 ], [ %54, %45 ]
  %47 = mul nsw i32 %46, %2
  %48 = add nsw i32 %47, %19
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %49
  %51 = load i32, ptr addrspace(1) %50, align 4, !tbaa !28
  %52 = zext nneg i32 %46 to i64
  %53 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %52, i64 %27
  store i32 %51, ptr addrspace(3) %53, align 4, !tbaa !28
  %54 = add nuw nsw i32 %46, 1
  %55 = icmp eq i32 %54, 16
  br i1 %55, label %28, label %45, !llvm.loop !57

56:                                               ; preds = %84
  %57 = add nsw i32 %10, 16
  %58 = sub i64 64424509440, %35
  %59 = ashr exact i64 %58, 32
  %60 = sub i64 68719476736, %35
  %61 = ashr exact i64 %60, 32
  br label %87

62:                                               ; preds = %28, %84
  %63 = phi i32 [ 0, %28 ], [ %85, %84 ]
  %64 = icmp slt i32 %63, %10
  br i1 %64, label %84, label %65

65:                                               ; preds = %62
  %66 = sub nsw i32 %63, %10
  %67 = add nsw i32 %66, 1
  %68 = sext i32 %66 to i64
  %69 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %68, i64 %44
  %70 = load i32, ptr addrspace(3) %69, align 4, !tbaa !28
  %71 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %68, i64 %44
  %72 = load i32, ptr addrspace(3) %71, align 4, !tbaa !28
  %73 = add nsw i32 %72, %70
  %74 = sext i32 %67 to i64
  %75 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %74, i64 %44
  %76 = load i32, ptr addrspace(3) %75, align 4, !tbaa !28
  %77 = sub nsw i32 %76, %3
  %78 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %68, i64 %37
  %79 = load i32, ptr addrspace(3) %78, align 4, !tbaa !28
  %80 = sub nsw i32 %79, %3
  %81 = tail call i32 @_Z3maxii(i32 noundef %73, i32 noundef %77) #9
  %82 = tail call i32 @_Z3maxii(i32 noundef %81, i32 noundef %80) #9
  %83 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %74, i64 %37
  store i32 %82, ptr addrspace(3) %83, align 4, !tbaa !28
  br label %84

84:                                               ; preds = %65, %62
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %85 = add nuw nsw i32 %63, 1
  %86 = icmp eq i32 %85, 16
  br i1 %86, label %56, label %62, !llvm.loop !58

87:                                               ; preds = %56, %109
  %88 = phi i32 [ 14, %56 ], [ %110, %109 ]
  %89 = icmp slt i32 %88, %10
  br i1 %89, label %109, label %90

90:                                               ; preds = %87
  %91 = sub i32 %57, %88
  %92 = add nsw i32 %91, -1
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %59, i64 %93
  %95 = load i32, ptr addrspace(3) %94, align 4, !tbaa !28
  %96 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %59, i64 %93
  %97 = load i32, ptr addrspace(3) %96, align 4, !tbaa !28
  %98 = add nsw i32 %97, %95
  %99 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %61, i64 %93
  %100 = load i32, ptr addrspace(3) %99, align 4, !tbaa !28
  %101 = sub nsw i32 %100, %3
  %102 = sext i32 %91 to i64
  %103 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %59, i64 %102
  %104 = load i32, ptr addrspace(3) %103, align 4, !tbaa !28
  %105 = sub nsw i32 %104, %3
  %106 = tail call i32 @_Z3maxii(i32 noundef %98, i32 noundef %101) #9
  %107 = tail call i32 @_Z3maxii(i32 noundef %106, i32 noundef %105) #9
  %108 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %61, i64 %102
  store i32 %107, ptr addrspace(3) %108, align 4, !tbaa !28
  br label %109

109:                                              ; preds = %90, %87
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %110 = add nsw i32 %88, -1
  %111 = icmp eq i32 %88, 0
  br i1 %111, label %113, label %87, !llvm.loop !59

112:                                              ; preds = %113
  ret void

113:                                              ; preds = %109, %113
  %114 = phi i32 [ %115, %113 ], [ 0, %109 ]
  %115 = add nuw nsw i32 %114, 1
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %116, i64 %37
  %118 = load i32, ptr addrspace(3) %117, align 4, !tbaa !28
  %119 = mul nsw i32 %114, %2
  %120 = add nsw i32 %119, %19
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %121
  store i32 %118, ptr addrspace(1) %122, align 4, !tbaa !28
  %123 = icmp eq i32 %115, 16
  br i1 %123, label %112, label %113, !llvm.loop !60
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_srad(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #3 !kernel_arg_addr_space !61 !kernel_arg_access_qual !51 !kernel_arg_type !62 !kernel_arg_base_type !62 !kernel_arg_type_qual !63 {
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
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !40
  %33 = mul nsw i32 %16, %6
  %34 = add nsw i32 %33, %19
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !40
  %38 = fsub float %37, %32
  %39 = add nsw i32 %33, %23
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !40
  %43 = fsub float %42, %32
  %44 = mul nsw i32 %24, %6
  %45 = add nsw i32 %44, %18
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !40
  %49 = fsub float %48, %32
  %50 = mul nsw i32 %28, %6
  %51 = add nsw i32 %50, %18
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !40
  %55 = fsub float %54, %32
  %56 = fmul float %43, %43
  %57 = tail call float @llvm.fmuladd.f32(float %38, float %38, float %56)
  %58 = tail call float @llvm.fmuladd.f32(float %49, float %49, float %57)
  %59 = tail call float @llvm.fmuladd.f32(float %55, float %55, float %58)
  %60 = fmul float %32, %32
  %61 = fdiv float %59, %60, !fpmath !64
  %62 = fadd float %38, %43
  %63 = fadd float %62, %49
  %64 = fadd float %63, %55
  %65 = fdiv float %64, %32, !fpmath !64
  %66 = fmul float %65, -6.250000e-02
  %67 = fmul float %65, %66
  %68 = tail call float @llvm.fmuladd.f32(float %61, float 5.000000e-01, float %67)
  %69 = tail call float @llvm.fmuladd.f32(float %65, float 2.500000e-01, float 1.000000e+00)
  %70 = fmul float %69, %69
  %71 = fdiv float %68, %70, !fpmath !64
  %72 = fsub float %71, %8
  %73 = fadd float %8, 1.000000e+00
  %74 = fmul float %73, %8
  %75 = fdiv float %72, %74, !fpmath !64
  %76 = fadd float %75, 1.000000e+00
  %77 = fdiv float 1.000000e+00, %76, !fpmath !64
  %78 = fcmp olt float %77, 0.000000e+00
  %79 = fcmp ogt float %77, 1.000000e+00
  %80 = select i1 %79, float 1.000000e+00, float %77
  %81 = select i1 %78, float 0.000000e+00, float %80
  %82 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  store float %81, ptr addrspace(1) %82, align 4, !tbaa !40
  %83 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  store float %38, ptr addrspace(1) %83, align 4, !tbaa !40
  %84 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  store float %43, ptr addrspace(1) %84, align 4, !tbaa !40
  %85 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %30
  store float %49, ptr addrspace(1) %85, align 4, !tbaa !40
  %86 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %30
  store float %55, ptr addrspace(1) %86, align 4, !tbaa !40
  br label %87

87:                                               ; preds = %9, %14
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @rd_kmeans(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !65 !kernel_arg_access_qual !37 !kernel_arg_type !66 !kernel_arg_base_type !66 !kernel_arg_type_qual !39 {
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
  store i32 %21, ptr addrspace(1) %24, align 4, !tbaa !28
  br label %50

25:                                               ; preds = %25, %18
  %26 = phi i32 [ 0, %18 ], [ %40, %25 ]
  %27 = phi float [ 0.000000e+00, %18 ], [ %38, %25 ]
  %28 = mul nsw i32 %26, %3
  %29 = add nsw i32 %28, %8
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !40
  %33 = add nuw nsw i32 %26, %19
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !40
  %37 = fsub float %32, %36
  %38 = tail call float @llvm.fmuladd.f32(float %37, float %37, float %27)
  %39 = fcmp ult float %38, %16
  %40 = add nuw nsw i32 %26, 1
  %41 = icmp slt i32 %40, %5
  %42 = select i1 %39, i1 %41, i1 false
  br i1 %42, label %25, label %43, !llvm.loop !67

43:                                               ; preds = %25, %14
  %44 = phi float [ 0.000000e+00, %14 ], [ %38, %25 ]
  %45 = fcmp olt float %44, %16
  %46 = select i1 %45, i32 %15, i32 %17
  %47 = select i1 %45, float %44, float %16
  %48 = add nuw nsw i32 %15, 1
  %49 = icmp eq i32 %48, %4
  br i1 %49, label %20, label %14, !llvm.loop !68

50:                                               ; preds = %6, %20
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_lud_diagonal(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !69 !kernel_arg_access_qual !70 !kernel_arg_type !71 !kernel_arg_base_type !71 !kernel_arg_type_qual !72 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = add i32 %2, 1
  %8 = mul i32 %7, %3
  br label %12

9:                                                ; preds = %12
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %10 = shl nsw i32 %6, 4
  %11 = shl nsw i32 %6, 4
  br label %30

12:                                               ; preds = %4, %12
  %13 = phi i32 [ 0, %4 ], [ %24, %12 ]
  %14 = phi i32 [ %8, %4 ], [ %23, %12 ]
  %15 = add nsw i32 %14, %6
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !40
  %19 = shl nuw nsw i32 %13, 4
  %20 = add nsw i32 %19, %6
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %21
  store float %18, ptr addrspace(3) %22, align 4, !tbaa !40
  %23 = add nsw i32 %14, %2
  %24 = add nuw nsw i32 %13, 1
  %25 = icmp eq i32 %24, 16
  br i1 %25, label %9, label %12, !llvm.loop !73

26:                                               ; preds = %91
  %27 = add nsw i32 %3, 1
  %28 = mul nsw i32 %27, %2
  %29 = add nsw i32 %28, %3
  br label %96

30:                                               ; preds = %9, %91
  %31 = phi i32 [ 1, %9 ], [ %93, %91 ]
  %32 = phi i32 [ 0, %9 ], [ %92, %91 ]
  %33 = icmp slt i32 %32, %6
  br i1 %33, label %34, label %67

34:                                               ; preds = %30
  %35 = icmp eq i32 %32, 0
  br i1 %35, label %41, label %36

36:                                               ; preds = %34
  %37 = or disjoint i32 %32, %10
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %38
  %40 = load float, ptr addrspace(3) %39, align 4, !tbaa !40
  br label %51

41:                                               ; preds = %51, %34
  %42 = mul nuw nsw i32 %32, 17
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %43
  %45 = load float, ptr addrspace(3) %44, align 4, !tbaa !40
  %46 = add nuw nsw i32 %32, %11
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %47
  %49 = load float, ptr addrspace(3) %48, align 4, !tbaa !40
  %50 = fdiv float %49, %45, !fpmath !64
  store float %50, ptr addrspace(3) %48, align 4, !tbaa !40
  br label %67

51:                                               ; preds = %36, %51
  %52 = phi float [ %40, %36 ], [ %64, %51 ]
  %53 = phi i32 [ 0, %36 ], [ %65, %51 ]
  %54 = add nuw nsw i32 %53, %10
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %55
  %57 = load float, ptr addrspace(3) %56, align 4, !tbaa !40
  %58 = shl nsw i32 %53, 4
  %59 = add nuw nsw i32 %58, %32
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %60
  %62 = load float, ptr addrspace(3) %61, align 4, !tbaa !40
  %63 = fneg float %57
  %64 = tail call float @llvm.fmuladd.f32(float %63, float %62, float %52)
  store float %64, ptr addrspace(3) %39, align 4, !tbaa !40
  %65 = add nuw nsw i32 %53, 1
  %66 = icmp eq i32 %65, %32
  br i1 %66, label %41, label %51, !llvm.loop !74

67:                                               ; preds = %41, %30
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %33, label %68, label %91

68:                                               ; preds = %67
  %69 = shl nuw nsw i32 %32, 4
  %70 = add nuw nsw i32 %69, 16
  %71 = add nsw i32 %70, %6
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %72
  %74 = load float, ptr addrspace(3) %73, align 4, !tbaa !40
  br label %75

75:                                               ; preds = %68, %75
  %76 = phi i32 [ 0, %68 ], [ %89, %75 ]
  %77 = phi float [ %74, %68 ], [ %88, %75 ]
  %78 = add nuw nsw i32 %76, %70
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %79
  %81 = load float, ptr addrspace(3) %80, align 4, !tbaa !40
  %82 = shl nsw i32 %76, 4
  %83 = add nsw i32 %82, %6
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %84
  %86 = load float, ptr addrspace(3) %85, align 4, !tbaa !40
  %87 = fneg float %81
  %88 = tail call float @llvm.fmuladd.f32(float %87, float %86, float %77)
  store float %88, ptr addrspace(3) %73, align 4, !tbaa !40
  %89 = add nuw nsw i32 %76, 1
  %90 = icmp eq i32 %89, %31
  br i1 %90, label %91, label %75, !llvm.loop !75

91:                                               ; preds = %75, %67
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %92 = add nuw nsw i32 %32, 1
  %93 = add nuw nsw i32 %31, 1
  %94 = icmp eq i32 %92, 15
  br i1 %94, label %26, label %30, !llvm.loop !76

95:                                               ; preds = %96
  ret void

96:                                               ; preds = %26, %96
  %97 = phi i32 [ 1, %26 ], [ %108, %96 ]
  %98 = phi i32 [ %29, %26 ], [ %107, %96 ]
  %99 = shl nuw nsw i32 %97, 4
  %100 = add nsw i32 %99, %6
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %101
  %103 = load float, ptr addrspace(3) %102, align 4, !tbaa !40
  %104 = add nsw i32 %98, %6
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %105
  store float %103, ptr addrspace(1) %106, align 4, !tbaa !40
  %107 = add nsw i32 %98, %2
  %108 = add nuw nsw i32 %97, 1
  %109 = icmp eq i32 %108, 16
  br i1 %109, label %95, label %96, !llvm.loop !77
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_nn(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !78 !kernel_arg_access_qual !33 !kernel_arg_type !79 !kernel_arg_base_type !79 !kernel_arg_type_qual !80 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %22

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds %struct.latlong_t, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !40
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 4
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !40
  %16 = fsub float %3, %13
  %17 = fsub float %4, %15
  %18 = fmul float %17, %17
  %19 = tail call float @llvm.fmuladd.f32(float %16, float %16, float %18)
  %20 = tail call float @_Z4sqrtf(float noundef %19) #9, !fpmath !81
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !40
  br label %22

22:                                               ; preds = %9, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_gauss_fan1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !kernel_arg_addr_space !82 !kernel_arg_access_qual !70 !kernel_arg_type !71 !kernel_arg_base_type !71 !kernel_arg_type_qual !83 {
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
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !40
  %18 = add i32 %2, 1
  %19 = mul i32 %18, %3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !40
  %23 = fdiv float %17, %22, !fpmath !64
  %24 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %15
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !40
  br label %25

25:                                               ; preds = %4, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_gauss_fan2(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !84 !kernel_arg_access_qual !33 !kernel_arg_type !85 !kernel_arg_base_type !85 !kernel_arg_type_qual !86 {
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
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !40
  %24 = mul nsw i32 %4, %3
  %25 = add nsw i32 %9, %4
  %26 = add nsw i32 %25, %24
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !40
  %30 = add nsw i32 %19, %25
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !40
  %34 = fneg float %23
  %35 = tail call float @llvm.fmuladd.f32(float %34, float %29, float %33)
  store float %35, ptr addrspace(1) %32, align 4, !tbaa !40
  %36 = icmp eq i32 %9, 0
  br i1 %36, label %37, label %48

37:                                               ; preds = %16
  %38 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %31
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !40
  %40 = sext i32 %4 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !40
  %43 = sext i32 %18 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !40
  %46 = fneg float %39
  %47 = tail call float @llvm.fmuladd.f32(float %46, float %42, float %45)
  store float %47, ptr addrspace(1) %44, align 4, !tbaa !40
  br label %48

48:                                               ; preds = %16, %37, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_btree_find(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !87 !kernel_arg_base_type !87 !kernel_arg_type_qual !88 {
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = shl i64 %6, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !28
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
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !28
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !89
  %27 = icmp sgt i32 %26, %8
  br i1 %27, label %53, label %65

28:                                               ; preds = %14, %50
  %29 = phi i32 [ 0, %14 ], [ %51, %50 ]
  %30 = load i32, ptr addrspace(1) %15, align 4, !tbaa !28
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !89
  %34 = icmp sgt i32 %33, %8
  br i1 %34, label %35, label %50

35:                                               ; preds = %28
  %36 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 8
  %37 = getelementptr inbounds [16 x i32], ptr addrspace(1) %36, i64 0, i64 %17
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !28
  %39 = icmp sgt i32 %38, %12
  br i1 %39, label %50, label %40

40:                                               ; preds = %35
  %41 = icmp eq i32 %18, %33
  br i1 %41, label %46, label %42

42:                                               ; preds = %40
  %43 = getelementptr inbounds [16 x i32], ptr addrspace(1) %36, i64 0, i64 %19
  %44 = load i32, ptr addrspace(1) %43, align 4, !tbaa !28
  %45 = icmp sgt i32 %44, %12
  br i1 %45, label %46, label %50

46:                                               ; preds = %42, %40
  %47 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 72
  %48 = getelementptr inbounds [17 x i32], ptr addrspace(1) %47, i64 0, i64 %20
  %49 = load i32, ptr addrspace(1) %48, align 4, !tbaa !28
  store i32 %49, ptr addrspace(1) %15, align 4, !tbaa !28
  br label %50

50:                                               ; preds = %46, %42, %35, %28
  tail call void @_Z7barrierj(i32 noundef 2) #10
  %51 = add nuw nsw i32 %29, 1
  %52 = icmp eq i32 %51, %4
  br i1 %52, label %21, label %28, !llvm.loop !91

53:                                               ; preds = %21
  %54 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 8
  %55 = shl i64 %7, 32
  %56 = ashr exact i64 %55, 32
  %57 = getelementptr inbounds [16 x i32], ptr addrspace(1) %54, i64 0, i64 %56
  %58 = load i32, ptr addrspace(1) %57, align 4, !tbaa !28
  %59 = icmp eq i32 %58, %12
  br i1 %59, label %60, label %65

60:                                               ; preds = %53
  %61 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 72
  %62 = getelementptr inbounds [17 x i32], ptr addrspace(1) %61, i64 0, i64 %56
  %63 = load i32, ptr addrspace(1) %62, align 4, !tbaa !28
  %64 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %10
  store i32 %63, ptr addrspace(1) %64, align 4, !tbaa !28
  br label %65

65:                                               ; preds = %60, %53, %21
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @rd_pf_find_index(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !92 !kernel_arg_base_type !92 !kernel_arg_type_qual !93 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %6
  br i1 %10, label %11, label %44

11:                                               ; preds = %7
  %12 = shl i64 %8, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !40
  %16 = icmp sgt i32 %6, 0
  br i1 %16, label %17, label %32

17:                                               ; preds = %11
  %18 = load float, ptr addrspace(1) %0, align 4, !tbaa !40
  %19 = fcmp ult float %18, %15
  br i1 %19, label %25, label %32

20:                                               ; preds = %25
  %21 = zext nneg i32 %27 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !40
  %24 = fcmp ult float %23, %15
  br i1 %24, label %25, label %29, !llvm.loop !94

25:                                               ; preds = %17, %20
  %26 = phi i32 [ %27, %20 ], [ 0, %17 ]
  %27 = add nuw nsw i32 %26, 1
  %28 = icmp eq i32 %27, %6
  br i1 %28, label %29, label %20, !llvm.loop !94

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
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !40
  %40 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %13
  store float %39, ptr addrspace(1) %40, align 4, !tbaa !40
  %41 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %37
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !40
  %43 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %13
  store float %42, ptr addrspace(1) %43, align 4, !tbaa !40
  br label %44

44:                                               ; preds = %32, %7
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @rd_sc_pgain(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 1 %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #1 !kernel_arg_addr_space !95 !kernel_arg_access_qual !96 !kernel_arg_type !97 !kernel_arg_base_type !97 !kernel_arg_type_qual !98 {
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
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !40
  %22 = fmul float %17, %21
  %23 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %19
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !40
  %25 = fcmp olt float %22, %24
  br i1 %25, label %42, label %48

26:                                               ; preds = %14, %26
  %27 = phi float [ %39, %26 ], [ 0.000000e+00, %14 ]
  %28 = phi i32 [ %40, %26 ], [ 0, %14 ]
  %29 = mul nsw i32 %28, %6
  %30 = add nsw i32 %29, %12
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !40
  %34 = add nsw i32 %29, %8
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !40
  %38 = fsub float %33, %37
  %39 = tail call float @llvm.fmuladd.f32(float %38, float %38, float %27)
  %40 = add nuw nsw i32 %28, 1
  %41 = icmp eq i32 %40, %7
  br i1 %41, label %16, label %26, !llvm.loop !99

42:                                               ; preds = %16
  %43 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 %19
  store i8 1, ptr addrspace(1) %43, align 1, !tbaa !25
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
  %53 = load i32, ptr addrspace(1) %52, align 4, !tbaa !28
  %54 = add nsw i32 %53, %51
  br label %55

55:                                               ; preds = %48, %42
  %56 = phi i32 [ %47, %42 ], [ %54, %48 ]
  %57 = phi float [ %44, %42 ], [ %49, %48 ]
  %58 = sext i32 %56 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !40
  %61 = fadd float %57, %60
  store float %61, ptr addrspace(1) %59, align 4, !tbaa !40
  br label %62

62:                                               ; preds = %55, %10
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @rd_cfd_flux(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, ptr addrspace(1) nocapture noundef writeonly align 16 %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !100 !kernel_arg_base_type !101 !kernel_arg_type_qual !102 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %4
  br i1 %8, label %9, label %111

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 16, !tbaa !40
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 16
  %15 = load <4 x float>, ptr addrspace(1) %14, align 16, !tbaa !25
  %16 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 32
  %17 = load float, ptr addrspace(1) %16, align 16, !tbaa !40
  %18 = shufflevector <4 x float> %15, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %19 = insertelement <3 x float> poison, float %13, i64 0
  %20 = shufflevector <3 x float> %19, <3 x float> poison, <3 x i32> zeroinitializer
  %21 = fdiv <3 x float> %18, %20, !fpmath !64
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
  store float %108, ptr addrspace(1) %36, align 16, !tbaa !40
  %37 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 4
  tail call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %37, i8 0, i64 12, i1 false)
  %38 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 16
  store <4 x float> %106, ptr addrspace(1) %38, align 16, !tbaa !25
  %39 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 32
  store float %107, ptr addrspace(1) %39, align 16, !tbaa !40
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
  %58 = load float, ptr addrspace(1) %57, align 16, !tbaa !40
  %59 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 16
  %60 = load <4 x float>, ptr addrspace(1) %59, align 16, !tbaa !25
  %61 = getelementptr inbounds i8, ptr addrspace(1) %57, i64 32
  %62 = load float, ptr addrspace(1) %61, align 16, !tbaa !40
  %63 = shufflevector <4 x float> %60, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %64 = insertelement <3 x float> poison, float %58, i64 0
  %65 = shufflevector <3 x float> %64, <3 x float> poison, <3 x i32> zeroinitializer
  %66 = fdiv <3 x float> %63, %65, !fpmath !64
  %67 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %66, <3 x float> noundef %66) #9
  %68 = fmul float %58, -5.000000e-01
  %69 = tail call float @llvm.fmuladd.f32(float %68, float %67, float %62)
  %70 = fmul float %69, 0x3FD99999A0000000
  %71 = fmul float %53, 0xBFC99999A0000000
  %72 = fmul float %71, 5.000000e-01
  %73 = tail call float @_Z4sqrtf(float noundef %22) #9, !fpmath !81
  %74 = tail call float @_Z4sqrtf(float noundef %67) #9, !fpmath !81
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
  br i1 %110, label %35, label %41, !llvm.loop !103

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
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!33 = !{!"none", !"none", !"none", !"none", !"none"}
!34 = !{!"char*", !"char*", !"char*", !"char*", !"int"}
!35 = !{!"", !"", !"", !"", !""}
!36 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0}
!37 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!38 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!39 = !{!"const", !"const", !"", !"", !"", !""}
!40 = !{!41, !41, i64 0}
!41 = !{!"float", !26, i64 0}
!42 = distinct !{!42, !31}
!43 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 1}
!44 = !{!"float*", !"int", !"float*", !"int", !"float*", !"float*"}
!45 = !{!"", !"", !"const", !"", !"", !""}
!46 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!47 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!48 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int", !"float", !"float", !"float", !"float", !"float"}
!49 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!50 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0, i32 0, i32 0, i32 0}
!51 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!52 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int", !"int", !"int", !"int"}
!53 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !""}
!54 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!55 = !{!"int*", !"int*", !"int", !"int", !"int", !"int"}
!56 = !{!"const", !"", !"", !"", !"", !""}
!57 = distinct !{!57, !31}
!58 = distinct !{!58, !31}
!59 = distinct !{!59, !31}
!60 = distinct !{!60, !31}
!61 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!62 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int", !"float"}
!63 = !{!"const", !"", !"", !"", !"", !"", !"", !"", !""}
!64 = !{float 2.500000e+00}
!65 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!66 = !{!"float*", !"float*", !"int*", !"int", !"int", !"int"}
!67 = distinct !{!67, !31}
!68 = distinct !{!68, !31}
!69 = !{i32 1, i32 3, i32 0, i32 0}
!70 = !{!"none", !"none", !"none", !"none"}
!71 = !{!"float*", !"float*", !"int", !"int"}
!72 = !{!"", !"", !"", !""}
!73 = distinct !{!73, !31}
!74 = distinct !{!74, !31}
!75 = distinct !{!75, !31}
!76 = distinct !{!76, !31}
!77 = distinct !{!77, !31}
!78 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!79 = !{!"latlong_t*", !"float*", !"int", !"float", !"float"}
!80 = !{!"const", !"", !"", !"", !""}
!81 = !{float 3.000000e+00}
!82 = !{i32 1, i32 1, i32 0, i32 0}
!83 = !{!"const", !"", !"", !""}
!84 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!85 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!86 = !{!"", !"", !"const", !"", !""}
!87 = !{!"bnode_t*", !"int*", !"int*", !"int*", !"int"}
!88 = !{!"const", !"const", !"", !"", !""}
!89 = !{!90, !29, i64 0}
!90 = !{!"", !29, i64 0, !29, i64 4, !26, i64 8, !26, i64 72}
!91 = distinct !{!91, !31}
!92 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!93 = !{!"const", !"const", !"const", !"const", !"", !"", !""}
!94 = distinct !{!94, !31}
!95 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!96 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!97 = !{!"float*", !"float*", !"int*", !"float*", !"float*", !"char*", !"int", !"int", !"int", !"int"}
!98 = !{!"const", !"const", !"const", !"const", !"", !"", !"", !"", !"", !""}
!99 = distinct !{!99, !31}
!100 = !{!"int*", !"float4*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!101 = !{!"int*", !"float __attribute__((ext_vector_type(4)))*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!102 = !{!"const", !"const", !"const", !"", !""}
!103 = distinct !{!103, !31}
