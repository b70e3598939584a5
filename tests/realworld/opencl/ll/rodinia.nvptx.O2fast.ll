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
  %35 = fmul reassoc nnan ninf nsz arcp afn float %34, %32
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
  %50 = fadd reassoc nnan ninf nsz arcp afn float %49, %48
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
  %62 = fadd reassoc nnan ninf nsz arcp afn float %61, %60
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
  %74 = fadd reassoc nnan ninf nsz arcp afn float %73, %72
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
  %86 = fadd reassoc nnan ninf nsz arcp afn float %85, %84
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
  %25 = fmul reassoc nnan ninf nsz arcp afn float %24, 0x3FD3333340000000
  %26 = sext i32 %15 to i64
  %27 = getelementptr float, ptr addrspace(1) %2, i64 %26
  %28 = getelementptr i8, ptr addrspace(1) %27, i64 4
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !38
  %30 = sext i32 %19 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !38
  %33 = fmul reassoc nnan ninf nsz arcp afn float %32, 0x3FD3333340000000
  %34 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %25, float %29, float %33)
  %35 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %30
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !38
  %37 = fadd reassoc nnan ninf nsz arcp afn float %34, %36
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
  %44 = fmul reassoc nnan ninf nsz arcp afn float %43, 0x3FD3333340000000
  %45 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %41, float 0x3FD3333340000000, float %44)
  %46 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %22
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !38
  %48 = fadd reassoc nnan ninf nsz arcp afn float %45, %47
  store float %48, ptr addrspace(1) %46, align 4, !tbaa !38
  store float %45, ptr addrspace(1) %42, align 4, !tbaa !38
  br label %49

49:                                               ; preds = %40, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_hotspot(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef nofpclass(nan inf) %6, float noundef nofpclass(nan inf) %7, float noundef nofpclass(nan inf) %8, float noundef nofpclass(nan inf) %9, float noundef nofpclass(nan inf) %10) local_unnamed_addr #4 !kernel_arg_addr_space !43 !kernel_arg_access_qual !44 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
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
  %85 = fdiv reassoc nnan ninf nsz arcp afn float %10, %6
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
  %117 = fadd reassoc nnan ninf nsz arcp afn float %116, %115
  %118 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %113, float -2.000000e+00, float %117)
  %119 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %118, float %8, float %114)
  %120 = load float, ptr addrspace(3) %92, align 4, !tbaa !38
  %121 = load float, ptr addrspace(3) %94, align 4, !tbaa !38
  %122 = fadd reassoc nnan ninf nsz arcp afn float %121, %120
  %123 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %113, float -2.000000e+00, float %122)
  %124 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %123, float %7, float %119)
  %125 = fsub reassoc nnan ninf nsz arcp afn float 8.000000e+01, %113
  %126 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %125, float %9, float %124)
  %127 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %85, float %126, float %113)
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

135:                                              ; preds = %163
  %136 = add nsw i32 %10, 16
  %137 = sub i64 64424509440, %26
  %138 = ashr exact i64 %137, 32
  %139 = sub i64 68719476736, %26
  %140 = ashr exact i64 %139, 32
  br label %166

141:                                              ; preds = %25, %163
  %142 = phi i32 [ 0, %25 ], [ %164, %163 ]
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
  %164 = add nuw nsw i32 %142, 1
  %165 = icmp eq i32 %164, 16
  br i1 %165, label %135, label %141

166:                                              ; preds = %135, %188
  %167 = phi i32 [ 14, %135 ], [ %189, %188 ]
  %168 = icmp slt i32 %167, %10
  br i1 %168, label %188, label %169

169:                                              ; preds = %166
  %170 = sub i32 %136, %167
  %171 = add nsw i32 %170, -1
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %138, i64 %172
  %174 = load i32, ptr addrspace(3) %173, align 4, !tbaa !28
  %175 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %138, i64 %172
  %176 = load i32, ptr addrspace(3) %175, align 4, !tbaa !28
  %177 = add nsw i32 %176, %174
  %178 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %140, i64 %172
  %179 = load i32, ptr addrspace(3) %178, align 4, !tbaa !28
  %180 = sub nsw i32 %179, %3
  %181 = sext i32 %170 to i64
  %182 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %138, i64 %181
  %183 = load i32, ptr addrspace(3) %182, align 4, !tbaa !28
  %184 = sub nsw i32 %183, %3
  %185 = tail call i32 @_Z3maxii(i32 noundef %177, i32 noundef %180) #9
  %186 = tail call i32 @_Z3maxii(i32 noundef %185, i32 noundef %184) #9
  %187 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %140, i64 %181
  store i32 %186, ptr addrspace(3) %187, align 4, !tbaa !28
  br label %188

188:                                              ; preds = %169, %166
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %189 = add nsw i32 %167, -1
  %190 = icmp eq i32 %167, 0
  br i1 %190, label %191, label %166

191:                                              ; preds = %188
  %192 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 1, i64 %128
  %193 = load i32, ptr addrspace(3) %192, align 4, !tbaa !28
  %194 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28
  store i32 %193, ptr addrspace(1) %194, align 4, !tbaa !28
  %195 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 2, i64 %128
  %196 = load i32, ptr addrspace(3) %195, align 4, !tbaa !28
  %197 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %33
  store i32 %196, ptr addrspace(1) %197, align 4, !tbaa !28
  %198 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 3, i64 %128
  %199 = load i32, ptr addrspace(3) %198, align 4, !tbaa !28
  %200 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %39
  store i32 %199, ptr addrspace(1) %200, align 4, !tbaa !28
  %201 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 4, i64 %128
  %202 = load i32, ptr addrspace(3) %201, align 4, !tbaa !28
  %203 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %45
  store i32 %202, ptr addrspace(1) %203, align 4, !tbaa !28
  %204 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 5, i64 %128
  %205 = load i32, ptr addrspace(3) %204, align 4, !tbaa !28
  %206 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %51
  store i32 %205, ptr addrspace(1) %206, align 4, !tbaa !28
  %207 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 6, i64 %128
  %208 = load i32, ptr addrspace(3) %207, align 4, !tbaa !28
  %209 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %57
  store i32 %208, ptr addrspace(1) %209, align 4, !tbaa !28
  %210 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 7, i64 %128
  %211 = load i32, ptr addrspace(3) %210, align 4, !tbaa !28
  %212 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %63
  store i32 %211, ptr addrspace(1) %212, align 4, !tbaa !28
  %213 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 8, i64 %128
  %214 = load i32, ptr addrspace(3) %213, align 4, !tbaa !28
  %215 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %69
  store i32 %214, ptr addrspace(1) %215, align 4, !tbaa !28
  %216 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 9, i64 %128
  %217 = load i32, ptr addrspace(3) %216, align 4, !tbaa !28
  %218 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %75
  store i32 %217, ptr addrspace(1) %218, align 4, !tbaa !28
  %219 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 10, i64 %128
  %220 = load i32, ptr addrspace(3) %219, align 4, !tbaa !28
  %221 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %81
  store i32 %220, ptr addrspace(1) %221, align 4, !tbaa !28
  %222 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 11, i64 %128
  %223 = load i32, ptr addrspace(3) %222, align 4, !tbaa !28
  %224 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %87
  store i32 %223, ptr addrspace(1) %224, align 4, !tbaa !28
  %225 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 12, i64 %128
  %226 = load i32, ptr addrspace(3) %225, align 4, !tbaa !28
  %227 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %93
  store i32 %226, ptr addrspace(1) %227, align 4, !tbaa !28
  %228 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 13, i64 %128
  %229 = load i32, ptr addrspace(3) %228, align 4, !tbaa !28
  %230 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %99
  store i32 %229, ptr addrspace(1) %230, align 4, !tbaa !28
  %231 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 14, i64 %128
  %232 = load i32, ptr addrspace(3) %231, align 4, !tbaa !28
  %233 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %105
  store i32 %232, ptr addrspace(1) %233, align 4, !tbaa !28
  %234 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 15, i64 %128
  %235 = load i32, ptr addrspace(3) %234, align 4, !tbaa !28
  %236 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %111
  store i32 %235, ptr addrspace(1) %236, align 4, !tbaa !28
  %237 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 16, i64 %128
  %238 = load i32, ptr addrspace(3) %237, align 4, !tbaa !28
  %239 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %117
  store i32 %238, ptr addrspace(1) %239, align 4, !tbaa !28
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_srad(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6, i32 noundef %7, float noundef nofpclass(nan inf) %8) local_unnamed_addr #3 !kernel_arg_addr_space !54 !kernel_arg_access_qual !48 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %11 = trunc i64 %10 to i32
  %12 = mul nsw i32 %7, %6
  %13 = icmp sgt i32 %12, %11
  br i1 %13, label %14, label %86

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
  %38 = fsub reassoc nnan ninf nsz arcp afn float %37, %32
  %39 = add nsw i32 %33, %23
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !38
  %43 = fsub reassoc nnan ninf nsz arcp afn float %42, %32
  %44 = mul nsw i32 %24, %6
  %45 = add nsw i32 %44, %18
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !38
  %49 = fsub reassoc nnan ninf nsz arcp afn float %48, %32
  %50 = mul nsw i32 %28, %6
  %51 = add nsw i32 %50, %18
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !38
  %55 = fsub reassoc nnan ninf nsz arcp afn float %54, %32
  %56 = fmul reassoc nnan ninf nsz arcp afn float %43, %43
  %57 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %38, float %38, float %56)
  %58 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %49, float %49, float %57)
  %59 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %55, float %55, float %58)
  %60 = fmul reassoc nnan ninf nsz arcp afn float %32, %32
  %61 = fdiv reassoc nnan ninf nsz arcp afn float %59, %60, !fpmath !57
  %62 = fadd reassoc nnan ninf nsz arcp afn float %43, %38
  %63 = fadd reassoc nnan ninf nsz arcp afn float %62, %49
  %64 = fadd reassoc nnan ninf nsz arcp afn float %63, %55
  %65 = fdiv reassoc nnan ninf nsz arcp afn float %64, %32, !fpmath !57
  %66 = fmul reassoc nnan ninf nsz arcp afn float %65, %65
  %67 = fmul reassoc nnan ninf nsz arcp afn float %66, -6.250000e-02
  %68 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %61, float 5.000000e-01, float %67)
  %69 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %65, float 2.500000e-01, float 1.000000e+00)
  %70 = fmul reassoc nnan ninf nsz arcp afn float %69, %69
  %71 = fdiv reassoc nnan ninf nsz arcp afn float %68, %70, !fpmath !57
  %72 = fsub reassoc nnan ninf nsz arcp afn float %71, %8
  %73 = fadd reassoc nnan ninf nsz arcp afn float %8, 1.000000e+00
  %74 = fmul reassoc nnan ninf nsz arcp afn float %73, %8
  %75 = fdiv reassoc nnan ninf nsz arcp afn float %72, %74, !fpmath !57
  %76 = fadd reassoc nnan ninf nsz arcp afn float %75, 1.000000e+00
  %77 = fdiv reassoc nnan ninf nsz arcp afn float 1.000000e+00, %76, !fpmath !57
  %78 = fcmp reassoc nnan ninf nsz arcp afn ogt float %77, 1.000000e+00
  %79 = select reassoc nnan ninf nsz arcp afn i1 %78, float 1.000000e+00, float %77
  %80 = tail call reassoc nnan ninf nsz arcp afn float @llvm.maxnum.f32(float %79, float 0.000000e+00)
  %81 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  store float %80, ptr addrspace(1) %81, align 4, !tbaa !38
  %82 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  store float %38, ptr addrspace(1) %82, align 4, !tbaa !38
  %83 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  store float %43, ptr addrspace(1) %83, align 4, !tbaa !38
  %84 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %30
  store float %49, ptr addrspace(1) %84, align 4, !tbaa !38
  %85 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %30
  store float %55, ptr addrspace(1) %85, align 4, !tbaa !38
  br label %86

86:                                               ; preds = %9, %14
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @rd_kmeans(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !58 !kernel_arg_access_qual !35 !kernel_arg_type !59 !kernel_arg_base_type !59 !kernel_arg_type_qual !37 {
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
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !38
  %33 = add nuw nsw i32 %26, %19
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !38
  %37 = fsub reassoc nnan ninf nsz arcp afn float %32, %36
  %38 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %37, float %37, float %27)
  %39 = fcmp reassoc nnan ninf nsz arcp afn ult float %38, %16
  %40 = add nuw nsw i32 %26, 1
  %41 = icmp slt i32 %40, %5
  %42 = select i1 %39, i1 %41, i1 false
  br i1 %42, label %25, label %43

43:                                               ; preds = %25, %14
  %44 = phi nsz float [ 0.000000e+00, %14 ], [ %38, %25 ]
  %45 = fcmp reassoc nnan ninf nsz arcp afn olt float %44, %16
  %46 = select i1 %45, i32 %15, i32 %17
  %47 = select nsz i1 %45, float %44, float %16
  %48 = add nuw nsw i32 %15, 1
  %49 = icmp eq i32 %48, %4
  br i1 %49, label %20, label %14

50:                                               ; preds = %6, %20
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_lud_diagonal(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !60 !kernel_arg_access_qual !61 !kernel_arg_type !62 !kernel_arg_base_type !62 !kernel_arg_type_qual !63 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = add i32 %2, 1
  %8 = mul i32 %7, %3
  br label %11

9:                                                ; preds = %11
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %10 = shl nsw i32 %6, 4
  br label %39

11:                                               ; preds = %11, %4
  %12 = phi i32 [ 0, %4 ], [ %33, %11 ]
  %13 = phi i32 [ %8, %4 ], [ %32, %11 ]
  %14 = add nsw i32 %13, %6
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !38
  %18 = shl nuw nsw i32 %12, 4
  %19 = add nsw i32 %18, %6
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %20
  store float %17, ptr addrspace(3) %21, align 4, !tbaa !38
  %22 = add nsw i32 %13, %2
  %23 = add nsw i32 %22, %6
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !38
  %27 = shl i32 %12, 4
  %28 = or disjoint i32 %27, 16
  %29 = add nsw i32 %28, %6
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %30
  store float %26, ptr addrspace(3) %31, align 4, !tbaa !38
  %32 = add nsw i32 %22, %2
  %33 = add nuw nsw i32 %12, 2
  %34 = icmp eq i32 %33, 16
  br i1 %34, label %9, label %11

35:                                               ; preds = %168
  %36 = add nsw i32 %3, 1
  %37 = mul nsw i32 %36, %2
  %38 = add nsw i32 %37, %3
  br label %173

39:                                               ; preds = %9, %168
  %40 = phi i32 [ 1, %9 ], [ %170, %168 ]
  %41 = phi i32 [ 0, %9 ], [ %169, %168 ]
  %42 = icmp slt i32 %41, %6
  br i1 %42, label %43, label %110

43:                                               ; preds = %39
  %44 = icmp eq i32 %41, 0
  br i1 %44, label %70, label %45

45:                                               ; preds = %43
  %46 = or disjoint i32 %41, %10
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %47
  %49 = load float, ptr addrspace(3) %48, align 4, !tbaa !38
  %50 = and i32 %41, 1
  %51 = icmp eq i32 %41, 1
  br i1 %51, label %54, label %52

52:                                               ; preds = %45
  %53 = and i32 %41, 2147483646
  br label %80

54:                                               ; preds = %80, %45
  %55 = phi float [ %49, %45 ], [ %106, %80 ]
  %56 = phi i32 [ 0, %45 ], [ %107, %80 ]
  %57 = icmp eq i32 %50, 0
  br i1 %57, label %70, label %58

58:                                               ; preds = %54
  %59 = add nuw nsw i32 %56, %10
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %60
  %62 = load float, ptr addrspace(3) %61, align 4, !tbaa !38
  %63 = shl nsw i32 %56, 4
  %64 = add nuw nsw i32 %63, %41
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %65
  %67 = load float, ptr addrspace(3) %66, align 4, !tbaa !38
  %68 = fneg reassoc nnan ninf nsz arcp afn float %62
  %69 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %68, float %67, float %55)
  store float %69, ptr addrspace(3) %48, align 4, !tbaa !38
  br label %70

70:                                               ; preds = %58, %54, %43
  %71 = mul nuw nsw i32 %41, 17
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %72
  %74 = load float, ptr addrspace(3) %73, align 4, !tbaa !38
  %75 = add nuw nsw i32 %41, %10
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %76
  %78 = load float, ptr addrspace(3) %77, align 4, !tbaa !38
  %79 = fdiv reassoc nnan ninf nsz arcp afn float %78, %74, !fpmath !57
  store float %79, ptr addrspace(3) %77, align 4, !tbaa !38
  br label %110

80:                                               ; preds = %80, %52
  %81 = phi float [ %49, %52 ], [ %106, %80 ]
  %82 = phi i32 [ 0, %52 ], [ %107, %80 ]
  %83 = phi i32 [ 0, %52 ], [ %108, %80 ]
  %84 = add nuw nsw i32 %82, %10
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %85
  %87 = load float, ptr addrspace(3) %86, align 4, !tbaa !38
  %88 = shl nsw i32 %82, 4
  %89 = add nuw nsw i32 %88, %41
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %90
  %92 = load float, ptr addrspace(3) %91, align 4, !tbaa !38
  %93 = fneg reassoc nnan ninf nsz arcp afn float %87
  %94 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %93, float %92, float %81)
  store float %94, ptr addrspace(3) %48, align 4, !tbaa !38
  %95 = or disjoint i32 %82, 1
  %96 = add nuw nsw i32 %95, %10
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %97
  %99 = load float, ptr addrspace(3) %98, align 4, !tbaa !38
  %100 = shl nsw i32 %95, 4
  %101 = add nuw nsw i32 %100, %41
  %102 = zext nneg i32 %101 to i64
  %103 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %102
  %104 = load float, ptr addrspace(3) %103, align 4, !tbaa !38
  %105 = fneg reassoc nnan ninf nsz arcp afn float %99
  %106 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %105, float %104, float %94)
  store float %106, ptr addrspace(3) %48, align 4, !tbaa !38
  %107 = add nuw nsw i32 %82, 2
  %108 = add i32 %83, 2
  %109 = icmp eq i32 %108, %53
  br i1 %109, label %54, label %80

110:                                              ; preds = %70, %39
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %42, label %111, label %168

111:                                              ; preds = %110
  %112 = shl nuw nsw i32 %41, 4
  %113 = add nuw nsw i32 %112, 16
  %114 = add nsw i32 %113, %6
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %115
  %117 = load float, ptr addrspace(3) %116, align 4, !tbaa !38
  %118 = and i32 %40, 1
  %119 = icmp eq i32 %41, 0
  br i1 %119, label %152, label %120

120:                                              ; preds = %111
  %121 = and i32 %40, 2147483646
  br label %122

122:                                              ; preds = %122, %120
  %123 = phi i32 [ 0, %120 ], [ %149, %122 ]
  %124 = phi float [ %117, %120 ], [ %148, %122 ]
  %125 = phi i32 [ 0, %120 ], [ %150, %122 ]
  %126 = add nuw nsw i32 %123, %113
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %127
  %129 = load float, ptr addrspace(3) %128, align 4, !tbaa !38
  %130 = shl nsw i32 %123, 4
  %131 = add nsw i32 %130, %6
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %132
  %134 = load float, ptr addrspace(3) %133, align 4, !tbaa !38
  %135 = fneg reassoc nnan ninf nsz arcp afn float %129
  %136 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %135, float %134, float %124)
  store float %136, ptr addrspace(3) %116, align 4, !tbaa !38
  %137 = or disjoint i32 %123, 1
  %138 = add nuw nsw i32 %137, %113
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %139
  %141 = load float, ptr addrspace(3) %140, align 4, !tbaa !38
  %142 = shl nsw i32 %137, 4
  %143 = add nsw i32 %142, %6
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %144
  %146 = load float, ptr addrspace(3) %145, align 4, !tbaa !38
  %147 = fneg reassoc nnan ninf nsz arcp afn float %141
  %148 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %147, float %146, float %136)
  store float %148, ptr addrspace(3) %116, align 4, !tbaa !38
  %149 = add nuw nsw i32 %123, 2
  %150 = add i32 %125, 2
  %151 = icmp eq i32 %150, %121
  br i1 %151, label %152, label %122

152:                                              ; preds = %122, %111
  %153 = phi i32 [ 0, %111 ], [ %149, %122 ]
  %154 = phi float [ %117, %111 ], [ %148, %122 ]
  %155 = icmp eq i32 %118, 0
  br i1 %155, label %168, label %156

156:                                              ; preds = %152
  %157 = add nuw nsw i32 %153, %113
  %158 = zext nneg i32 %157 to i64
  %159 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %158
  %160 = load float, ptr addrspace(3) %159, align 4, !tbaa !38
  %161 = shl nsw i32 %153, 4
  %162 = add nsw i32 %161, %6
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %163
  %165 = load float, ptr addrspace(3) %164, align 4, !tbaa !38
  %166 = fneg reassoc nnan ninf nsz arcp afn float %160
  %167 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %166, float %165, float %154)
  store float %167, ptr addrspace(3) %116, align 4, !tbaa !38
  br label %168

168:                                              ; preds = %156, %152, %110
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %169 = add nuw nsw i32 %41, 1
  %170 = add nuw nsw i32 %40, 1
  %171 = icmp eq i32 %169, 15
  br i1 %171, label %35, label %39

172:                                              ; preds = %173
  ret void

173:                                              ; preds = %173, %35
  %174 = phi i32 [ 1, %35 ], [ %205, %173 ]
  %175 = phi i32 [ %38, %35 ], [ %204, %173 ]
  %176 = shl nuw nsw i32 %174, 4
  %177 = add nsw i32 %176, %6
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %178
  %180 = load float, ptr addrspace(3) %179, align 4, !tbaa !38
  %181 = add nsw i32 %175, %6
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %182
  store float %180, ptr addrspace(1) %183, align 4, !tbaa !38
  %184 = add nsw i32 %175, %2
  %185 = shl i32 %174, 4
  %186 = add i32 %185, 16
  %187 = add nsw i32 %186, %6
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %188
  %190 = load float, ptr addrspace(3) %189, align 4, !tbaa !38
  %191 = add nsw i32 %184, %6
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %192
  store float %190, ptr addrspace(1) %193, align 4, !tbaa !38
  %194 = add nsw i32 %184, %2
  %195 = shl i32 %174, 4
  %196 = add i32 %195, 32
  %197 = add nsw i32 %196, %6
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %198
  %200 = load float, ptr addrspace(3) %199, align 4, !tbaa !38
  %201 = add nsw i32 %194, %6
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %202
  store float %200, ptr addrspace(1) %203, align 4, !tbaa !38
  %204 = add nsw i32 %194, %2
  %205 = add nuw nsw i32 %174, 3
  %206 = icmp eq i32 %205, 16
  br i1 %206, label %172, label %173
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_nn(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, float noundef nofpclass(nan inf) %3, float noundef nofpclass(nan inf) %4) local_unnamed_addr #3 !kernel_arg_addr_space !64 !kernel_arg_access_qual !31 !kernel_arg_type !65 !kernel_arg_base_type !65 !kernel_arg_type_qual !66 {
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
  %16 = fsub reassoc nnan ninf nsz arcp afn float %3, %13
  %17 = fsub reassoc nnan ninf nsz arcp afn float %4, %15
  %18 = fmul reassoc nnan ninf nsz arcp afn float %17, %17
  %19 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %16, float %16, float %18)
  %20 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z4sqrtf(float noundef nofpclass(nan inf) %19) #9, !fpmath !67
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !38
  br label %22

22:                                               ; preds = %9, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z4sqrtf(float noundef nofpclass(nan inf)) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_gauss_fan1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !kernel_arg_addr_space !68 !kernel_arg_access_qual !61 !kernel_arg_type !62 !kernel_arg_base_type !62 !kernel_arg_type_qual !69 {
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
  %23 = fdiv reassoc nnan ninf nsz arcp afn float %17, %22, !fpmath !57
  %24 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %15
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !38
  br label %25

25:                                               ; preds = %4, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @rd_gauss_fan2(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !70 !kernel_arg_access_qual !31 !kernel_arg_type !71 !kernel_arg_base_type !71 !kernel_arg_type_qual !72 {
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
  %34 = fneg reassoc nnan ninf nsz arcp afn float %23
  %35 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %34, float %29, float %33)
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
  %46 = fneg reassoc nnan ninf nsz arcp afn float %39
  %47 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %46, float %42, float %45)
  store float %47, ptr addrspace(1) %44, align 4, !tbaa !38
  br label %48

48:                                               ; preds = %16, %37, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @rd_btree_find(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !73 !kernel_arg_base_type !73 !kernel_arg_type_qual !74 {
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
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !75
  %26 = icmp sgt i32 %25, %8
  br i1 %26, label %52, label %64

27:                                               ; preds = %14, %49
  %28 = phi i32 [ 0, %14 ], [ %50, %49 ]
  %29 = load i32, ptr addrspace(1) %15, align 4, !tbaa !28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !75
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
define dso_local spir_kernel void @rd_pf_find_index(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !77 !kernel_arg_base_type !77 !kernel_arg_type_qual !78 {
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
  %19 = fcmp reassoc nnan ninf nsz arcp afn ult float %18, %15
  br i1 %19, label %25, label %32

20:                                               ; preds = %25
  %21 = zext nneg i32 %27 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !38
  %24 = fcmp reassoc nnan ninf nsz arcp afn ult float %23, %15
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
define dso_local spir_kernel void @rd_sc_pgain(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 1 %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #1 !kernel_arg_addr_space !79 !kernel_arg_access_qual !80 !kernel_arg_type !81 !kernel_arg_base_type !81 !kernel_arg_type_qual !82 {
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %12 = trunc i64 %11 to i32
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %98

14:                                               ; preds = %10
  %15 = icmp sgt i32 %7, 0
  br i1 %15, label %16, label %38

16:                                               ; preds = %14
  %17 = and i32 %7, 1
  %18 = icmp eq i32 %7, 1
  br i1 %18, label %21, label %19

19:                                               ; preds = %16
  %20 = and i32 %7, 2147483646
  br label %48

21:                                               ; preds = %48, %16
  %22 = phi float [ poison, %16 ], [ %74, %48 ]
  %23 = phi float [ 0.000000e+00, %16 ], [ %74, %48 ]
  %24 = phi i32 [ 0, %16 ], [ %75, %48 ]
  %25 = icmp eq i32 %17, 0
  br i1 %25, label %38, label %26

26:                                               ; preds = %21
  %27 = mul nsw i32 %24, %6
  %28 = add nsw i32 %27, %12
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !38
  %32 = add nsw i32 %27, %8
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !38
  %36 = fsub reassoc nnan ninf nsz arcp afn float %31, %35
  %37 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %36, float %36, float %23)
  br label %38

38:                                               ; preds = %26, %21, %14
  %39 = phi float [ 0.000000e+00, %14 ], [ %22, %21 ], [ %37, %26 ]
  %40 = shl i64 %11, 32
  %41 = ashr exact i64 %40, 32
  %42 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !38
  %44 = fmul reassoc nnan ninf nsz arcp afn float %43, %39
  %45 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %41
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !38
  %47 = fcmp reassoc nnan ninf nsz arcp afn olt float %44, %46
  br i1 %47, label %78, label %84

48:                                               ; preds = %48, %19
  %49 = phi float [ 0.000000e+00, %19 ], [ %74, %48 ]
  %50 = phi i32 [ 0, %19 ], [ %75, %48 ]
  %51 = phi i32 [ 0, %19 ], [ %76, %48 ]
  %52 = mul nsw i32 %50, %6
  %53 = add nsw i32 %52, %12
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !38
  %57 = add nsw i32 %52, %8
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !38
  %61 = fsub reassoc nnan ninf nsz arcp afn float %56, %60
  %62 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %61, float %61, float %49)
  %63 = or disjoint i32 %50, 1
  %64 = mul nsw i32 %63, %6
  %65 = add nsw i32 %64, %12
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !38
  %69 = add nsw i32 %64, %8
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !38
  %73 = fsub reassoc nnan ninf nsz arcp afn float %68, %72
  %74 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %73, float %73, float %62)
  %75 = add nuw nsw i32 %50, 2
  %76 = add i32 %51, 2
  %77 = icmp eq i32 %76, %20
  br i1 %77, label %21, label %48

78:                                               ; preds = %38
  %79 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 %41
  store i8 1, ptr addrspace(1) %79, align 1, !tbaa !25
  %80 = fsub reassoc nnan ninf nsz arcp afn float %44, %46
  %81 = add nsw i32 %9, 1
  %82 = mul nsw i32 %81, %12
  %83 = add nsw i32 %82, %9
  br label %91

84:                                               ; preds = %38
  %85 = fsub reassoc nnan ninf nsz arcp afn float %46, %44
  %86 = add nsw i32 %9, 1
  %87 = mul nsw i32 %86, %12
  %88 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %41
  %89 = load i32, ptr addrspace(1) %88, align 4, !tbaa !28
  %90 = add nsw i32 %89, %87
  br label %91

91:                                               ; preds = %84, %78
  %92 = phi i32 [ %83, %78 ], [ %90, %84 ]
  %93 = phi float [ %80, %78 ], [ %85, %84 ]
  %94 = sext i32 %92 to i64
  %95 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4, !tbaa !38
  %97 = fadd reassoc nnan ninf nsz arcp afn float %93, %96
  store float %97, ptr addrspace(1) %95, align 4, !tbaa !38
  br label %98

98:                                               ; preds = %91, %10
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @rd_cfd_flux(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, ptr addrspace(1) nocapture noundef writeonly align 16 %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !83 !kernel_arg_base_type !84 !kernel_arg_type_qual !85 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %4
  br i1 %8, label %9, label %110

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
  %21 = fdiv reassoc nnan ninf nsz arcp afn <3 x float> %18, %20, !fpmath !57
  %22 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3dotDv3_fS_(<3 x float> noundef nofpclass(nan inf) %21, <3 x float> noundef nofpclass(nan inf) %21) #9
  %23 = fmul reassoc nnan ninf nsz arcp afn float %13, -5.000000e-01
  %24 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %23, float %22, float %17)
  %25 = fmul reassoc nnan ninf nsz arcp afn float %24, 0x3FD99999A0000000
  %26 = shl nsw i32 %7, 2
  %27 = fadd reassoc nnan ninf nsz arcp afn float %25, -1.000000e+00
  %28 = insertelement <3 x float> poison, float %27, i64 0
  %29 = insertelement <3 x float> poison, float %25, i64 0
  %30 = fadd reassoc nnan ninf nsz arcp afn float %25, %17
  %31 = insertelement <3 x float> poison, float %30, i64 0
  %32 = shufflevector <3 x float> %31, <3 x float> poison, <3 x i32> zeroinitializer
  %33 = shufflevector <3 x float> %28, <3 x float> poison, <4 x i32> zeroinitializer
  %34 = shufflevector <3 x float> %29, <3 x float> poison, <4 x i32> zeroinitializer
  br label %41

35:                                               ; preds = %104
  %36 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %3, i64 %11
  store float %107, ptr addrspace(1) %36, align 16, !tbaa !38
  %37 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 4
  tail call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %37, i8 0, i64 12, i1 false)
  %38 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 16
  store <4 x float> %105, ptr addrspace(1) %38, align 16, !tbaa !25
  %39 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 32
  store float %106, ptr addrspace(1) %39, align 16, !tbaa !38
  %40 = getelementptr inbounds i8, ptr addrspace(1) %36, i64 36
  tail call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %40, i8 0, i64 12, i1 false)
  br label %110

41:                                               ; preds = %9, %104
  %42 = phi float [ 0.000000e+00, %9 ], [ %107, %104 ]
  %43 = phi float [ 0.000000e+00, %9 ], [ %106, %104 ]
  %44 = phi <4 x float> [ zeroinitializer, %9 ], [ %105, %104 ]
  %45 = phi i32 [ 0, %9 ], [ %108, %104 ]
  %46 = add nuw nsw i32 %45, %26
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4, !tbaa !28
  %50 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %47
  %51 = load <4 x float>, ptr addrspace(1) %50, align 16, !tbaa !25
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %53 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z6lengthDv3_f(<3 x float> noundef nofpclass(nan inf) %52) #9
  %54 = icmp sgt i32 %49, -1
  br i1 %54, label %55, label %98

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
  %66 = fdiv reassoc nnan ninf nsz arcp afn <3 x float> %63, %65, !fpmath !57
  %67 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3dotDv3_fS_(<3 x float> noundef nofpclass(nan inf) %66, <3 x float> noundef nofpclass(nan inf) %66) #9
  %68 = fmul reassoc nnan ninf nsz arcp afn float %58, -5.000000e-01
  %69 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %68, float %67, float %62)
  %70 = fmul reassoc nnan ninf nsz arcp afn float %69, 0x3FD99999A0000000
  %71 = fmul reassoc nnan ninf nsz arcp afn float %53, 0xBFB99999A0000000
  %72 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z4sqrtf(float noundef nofpclass(nan inf) %22) #9, !fpmath !67
  %73 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z4sqrtf(float noundef nofpclass(nan inf) %67) #9, !fpmath !67
  %74 = fadd reassoc nnan ninf nsz arcp afn float %73, %72
  %75 = fmul reassoc nnan ninf nsz arcp afn float %71, %74
  %76 = fsub reassoc nnan ninf nsz arcp afn float %13, %58
  %77 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %75, float %76, float %42)
  %78 = fsub reassoc nnan ninf nsz arcp afn float %17, %62
  %79 = fadd reassoc nnan ninf nsz arcp afn float %70, %62
  %80 = insertelement <3 x float> poison, float %79, i64 0
  %81 = shufflevector <3 x float> %80, <3 x float> poison, <3 x i32> zeroinitializer
  %82 = fmul reassoc nnan ninf nsz arcp afn <3 x float> %81, %66
  %83 = tail call reassoc nnan ninf nsz arcp afn <3 x float> @llvm.fmuladd.v3f32(<3 x float> %32, <3 x float> %21, <3 x float> %82)
  %84 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3dotDv3_fS_(<3 x float> noundef nofpclass(nan inf) %52, <3 x float> noundef nofpclass(nan inf) %83) #9
  %85 = fmul reassoc nnan ninf nsz arcp afn float %84, 5.000000e-01
  %86 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %75, float %78, float %85)
  %87 = fadd reassoc nnan ninf nsz arcp afn float %86, %43
  %88 = insertelement <3 x float> poison, float %75, i64 0
  %89 = fadd reassoc nnan ninf nsz arcp afn float %70, %25
  %90 = fmul reassoc nnan ninf nsz arcp afn float %89, 5.000000e-01
  %91 = insertelement <3 x float> poison, float %90, i64 0
  %92 = shufflevector <3 x float> %88, <3 x float> poison, <4 x i32> zeroinitializer
  %93 = fsub reassoc nnan ninf nsz arcp afn <4 x float> %15, %60
  %94 = shufflevector <3 x float> %91, <3 x float> poison, <4 x i32> zeroinitializer
  %95 = fmul reassoc nnan ninf nsz arcp afn <4 x float> %94, %51
  %96 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %92, <4 x float> %93, <4 x float> %95)
  %97 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %96, %44
  br label %104

98:                                               ; preds = %41
  switch i32 %49, label %104 [
    i32 -1, label %99
    i32 -2, label %101
  ]

99:                                               ; preds = %98
  %100 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %51, <4 x float> %34, <4 x float> %44)
  br label %104

101:                                              ; preds = %98
  %102 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %51, <4 x float> %33, <4 x float> %44)
  %103 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %53, float 0x3FB99999A0000000, float %42)
  br label %104

104:                                              ; preds = %98, %99, %101, %55
  %105 = phi nsz <4 x float> [ %97, %55 ], [ %100, %99 ], [ %102, %101 ], [ %44, %98 ]
  %106 = phi nsz float [ %87, %55 ], [ %43, %99 ], [ %43, %101 ], [ %43, %98 ]
  %107 = phi nsz float [ %77, %55 ], [ %42, %99 ], [ %103, %101 ], [ %42, %98 ]
  %108 = add nuw nsw i32 %45, 1
  %109 = icmp eq i32 %108, 4
  br i1 %109, label %35, label %41

110:                                              ; preds = %5, %35
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z3dotDv3_fS_(<3 x float> noundef nofpclass(nan inf), <3 x float> noundef nofpclass(nan inf)) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z6lengthDv3_f(<3 x float> noundef nofpclass(nan inf)) local_unnamed_addr #2

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p1.i64(ptr addrspace(1) nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #4 = { convergent noinline norecurse nounwind "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
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
!64 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!65 = !{!"latlong_t*", !"float*", !"int", !"float", !"float"}
!66 = !{!"const", !"", !"", !"", !""}
!67 = !{float 3.000000e+00}
!68 = !{i32 1, i32 1, i32 0, i32 0}
!69 = !{!"const", !"", !"", !""}
!70 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!71 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!72 = !{!"", !"", !"const", !"", !""}
!73 = !{!"bnode_t*", !"int*", !"int*", !"int*", !"int"}
!74 = !{!"const", !"const", !"", !"", !""}
!75 = !{!76, !29, i64 0}
!76 = !{!"", !29, i64 0, !29, i64 4, !26, i64 8, !26, i64 72}
!77 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!78 = !{!"const", !"const", !"const", !"const", !"", !"", !""}
!79 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!80 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!81 = !{!"float*", !"float*", !"int*", !"float*", !"float*", !"char*", !"int", !"int", !"int", !"int"}
!82 = !{!"const", !"const", !"const", !"const", !"", !"", !"", !"", !"", !""}
!83 = !{!"int*", !"float4*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!84 = !{!"int*", !"float __attribute__((ext_vector_type(4)))*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!85 = !{!"const", !"const", !"const", !"", !""}
