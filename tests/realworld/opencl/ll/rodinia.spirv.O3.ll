source_filename = "src/rodinia.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

%struct.node_t = type { i32, i32 }
%struct.latlong_t = type { float, float }
%struct.bnode_t = type { i32, i32, [16 x i32], [17 x i32] }
%struct.cfd_var_t = type { float, <3 x float>, float, [12 x i8] }

@rd_hotspot.t_on = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_hotspot.p_on = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_hotspot.t_tmp = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@rd_nw.temp = internal unnamed_addr addrspace(3) global [17 x [17 x i32]] undef, align 4
@rd_nw.refl = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4

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

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @rd_bfs_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, ptr addrspace(1) nocapture noundef readonly align 1 %4, ptr addrspace(1) nocapture noundef align 4 %5, i32 noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %6
  br i1 %11, label %12, label %43

12:                                               ; preds = %7
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %13
  %15 = load i8, ptr addrspace(1) %14, align 1, !tbaa !8
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %43, label %17

17:                                               ; preds = %12
  store i8 0, ptr addrspace(1) %14, align 1, !tbaa !8
  %18 = getelementptr inbounds %struct.node_t, ptr addrspace(1) %0, i64 %13
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !11
  %20 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 4
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !11
  %22 = add nsw i32 %21, %19
  %23 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %13
  br label %24

24:                                               ; preds = %41, %17
  %25 = phi i32 [ %19, %17 ], [ %42, %41 ]
  %26 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %27 = icmp slt i32 %25, %22
  br i1 %27, label %28, label %43

28:                                               ; preds = %24
  %29 = sext i32 %25 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29
  %31 = load i32, ptr addrspace(1) %30, align 4, !tbaa !11
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %32
  %34 = load i8, ptr addrspace(1) %33, align 1, !tbaa !8
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %36, label %41

36:                                               ; preds = %28
  %37 = load i32, ptr addrspace(1) %23, align 4, !tbaa !11
  %38 = add nsw i32 %37, 1
  %39 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %32
  store i32 %38, ptr addrspace(1) %39, align 4, !tbaa !11
  %40 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %32
  store i8 1, ptr addrspace(1) %40, align 1, !tbaa !8
  br label %41

41:                                               ; preds = %36, %28
  %42 = add nsw i32 %25, 1
  br label %24

43:                                               ; preds = %24, %12, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @rd_bfs_2(ptr addrspace(1) nocapture noundef writeonly align 1 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(1) nocapture noundef writeonly align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %4
  br i1 %9, label %10, label %18

10:                                               ; preds = %5
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %11
  %13 = load i8, ptr addrspace(1) %12, align 1, !tbaa !8
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11
  store i8 1, ptr addrspace(1) %16, align 1, !tbaa !8
  %17 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %11
  store i8 1, ptr addrspace(1) %17, align 1, !tbaa !8
  store i8 1, ptr addrspace(1) %3, align 1, !tbaa !8
  store i8 0, ptr addrspace(1) %12, align 1, !tbaa !8
  br label %18

18:                                               ; preds = %15, %10, %5
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @rd_bp_layerforward(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5) local_unnamed_addr #5 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #10 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %7) ]
  %11 = trunc i64 %10 to i32
  %12 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #10 [ "convergencectrl"(token %7) ]
  %13 = trunc i64 %12 to i32
  %14 = add nsw i32 %5, 1
  %15 = shl i32 %9, 4
  %16 = add i32 %15, %13
  %17 = mul i32 %16, %14
  %18 = add i32 %5, 2
  %19 = add i32 %18, %11
  %20 = add i32 %19, %17
  %21 = icmp eq i32 %11, 0
  br i1 %21, label %24, label %22

22:                                               ; preds = %6
  %23 = sext i32 %13 to i64
  br label %31

24:                                               ; preds = %6
  %25 = sext i32 %16 to i64
  %26 = getelementptr float, ptr addrspace(1) %0, i64 %25
  %27 = getelementptr i8, ptr addrspace(1) %26, i64 4
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !21
  %29 = sext i32 %13 to i64
  %30 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %29
  store float %28, ptr addrspace(3) %30, align 4, !tbaa !21
  br label %31

31:                                               ; preds = %22, %24
  %32 = phi i64 [ %23, %22 ], [ %29, %24 ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
  %33 = sext i32 %20 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !21
  %36 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %32
  %37 = load float, ptr addrspace(3) %36, align 4, !tbaa !21
  %38 = fmul float %35, %37
  %39 = shl nsw i32 %13, 4
  %40 = add nsw i32 %39, %11
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %41
  store float %38, ptr addrspace(3) %42, align 4, !tbaa !21
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
  %43 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %44 = and i32 %13, 1
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %48, label %57

46:                                               ; preds = %81, %84
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %43) ]
  %47 = icmp eq i32 %13, 0
  br i1 %47, label %93, label %101

48:                                               ; preds = %31
  %49 = shl i32 %13, 4
  %50 = or disjoint i32 %49, 16
  %51 = add nsw i32 %50, %11
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %52
  %54 = load float, ptr addrspace(3) %53, align 4, !tbaa !21
  %55 = load float, ptr addrspace(3) %42, align 4, !tbaa !21
  %56 = fadd float %54, %55
  store float %56, ptr addrspace(3) %42, align 4, !tbaa !21
  br label %57

57:                                               ; preds = %48, %31
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %43) ]
  %58 = and i32 %13, 3
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %69

60:                                               ; preds = %57
  %61 = shl i32 %13, 4
  %62 = or disjoint i32 %61, 32
  %63 = add nsw i32 %62, %11
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %64
  %66 = load float, ptr addrspace(3) %65, align 4, !tbaa !21
  %67 = load float, ptr addrspace(3) %42, align 4, !tbaa !21
  %68 = fadd float %66, %67
  store float %68, ptr addrspace(3) %42, align 4, !tbaa !21
  br label %69

69:                                               ; preds = %60, %57
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %43) ]
  %70 = and i32 %13, 7
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %72, label %81

72:                                               ; preds = %69
  %73 = shl i32 %13, 4
  %74 = or disjoint i32 %73, 64
  %75 = add nsw i32 %74, %11
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %76
  %78 = load float, ptr addrspace(3) %77, align 4, !tbaa !21
  %79 = load float, ptr addrspace(3) %42, align 4, !tbaa !21
  %80 = fadd float %78, %79
  store float %80, ptr addrspace(3) %42, align 4, !tbaa !21
  br label %81

81:                                               ; preds = %72, %69
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %43) ]
  %82 = and i32 %13, 15
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %84, label %46

84:                                               ; preds = %81
  %85 = shl i32 %13, 4
  %86 = or disjoint i32 %85, 128
  %87 = add nsw i32 %86, %11
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %88
  %90 = load float, ptr addrspace(3) %89, align 4, !tbaa !21
  %91 = load float, ptr addrspace(3) %42, align 4, !tbaa !21
  %92 = fadd float %90, %91
  store float %92, ptr addrspace(3) %42, align 4, !tbaa !21
  br label %46

93:                                               ; preds = %46
  %94 = sext i32 %11 to i64
  %95 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %94
  %96 = load float, ptr addrspace(3) %95, align 4, !tbaa !21
  %97 = mul nsw i32 %9, %5
  %98 = add nsw i32 %97, %11
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %99
  store float %96, ptr addrspace(1) %100, align 4, !tbaa !21
  br label %101

101:                                              ; preds = %93, %46
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @rd_bp_adjust(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5) local_unnamed_addr #5 !kernel_arg_addr_space !23 !kernel_arg_access_qual !18 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #10 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %7) ]
  %11 = trunc i64 %10 to i32
  %12 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #10 [ "convergencectrl"(token %7) ]
  %13 = trunc i64 %12 to i32
  %14 = add nsw i32 %1, 1
  %15 = shl i32 %9, 4
  %16 = add i32 %15, %13
  %17 = mul i32 %16, %14
  %18 = add i32 %11, 1
  %19 = add i32 %18, %14
  %20 = add i32 %19, %17
  %21 = sext i32 %18 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !21
  %24 = fmul float %23, 0x3FD3333340000000
  %25 = sext i32 %16 to i64
  %26 = getelementptr float, ptr addrspace(1) %2, i64 %25
  %27 = getelementptr i8, ptr addrspace(1) %26, i64 4
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !21
  %29 = sext i32 %20 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !21
  %32 = fmul float %31, 0x3FD3333340000000
  %33 = tail call float @llvm.fmuladd.f32(float %24, float %28, float %32)
  %34 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %29
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !21
  %36 = fadd float %35, %33
  store float %36, ptr addrspace(1) %34, align 4, !tbaa !21
  store float %33, ptr addrspace(1) %30, align 4, !tbaa !21
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
  %37 = or i32 %13, %9
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %48

39:                                               ; preds = %6
  %40 = load float, ptr addrspace(1) %22, align 4, !tbaa !21
  %41 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %21
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !21
  %43 = fmul float %42, 0x3FD3333340000000
  %44 = tail call float @llvm.fmuladd.f32(float %40, float 0x3FD3333340000000, float %43)
  %45 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %21
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !21
  %47 = fadd float %46, %44
  store float %47, ptr addrspace(1) %45, align 4, !tbaa !21
  store float %44, ptr addrspace(1) %41, align 4, !tbaa !21
  br label %48

48:                                               ; preds = %39, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @rd_hotspot(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10) local_unnamed_addr #5 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %12 = tail call token @llvm.experimental.convergence.entry()
  %13 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #10 [ "convergencectrl"(token %12) ]
  %14 = trunc i64 %13 to i32
  %15 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #10 [ "convergencectrl"(token %12) ]
  %16 = trunc i64 %15 to i32
  %17 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %12) ]
  %18 = trunc i64 %17 to i32
  %19 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #10 [ "convergencectrl"(token %12) ]
  %20 = trunc i64 %19 to i32
  %21 = shl nsw i32 %3, 1
  %22 = sub nsw i32 16, %21
  %23 = mul nsw i32 %22, %16
  %24 = sub nsw i32 %23, %3
  %25 = sub i32 0, %24
  %26 = mul nsw i32 %22, %14
  %27 = sub nsw i32 %26, %3
  %28 = sub i32 0, %27
  %29 = add nsw i32 %24, %20
  %30 = add nsw i32 %27, %18
  %31 = mul nsw i32 %29, %4
  %32 = add nsw i32 %31, %30
  %33 = icmp sgt i32 %29, -1
  br i1 %33, label %34, label %50

34:                                               ; preds = %11
  %35 = icmp slt i32 %29, %5
  %36 = icmp sgt i32 %30, -1
  %37 = icmp slt i32 %30, %4
  %38 = and i1 %36, %37
  %39 = select i1 %35, i1 %38, i1 false
  br i1 %39, label %40, label %50

40:                                               ; preds = %34
  %41 = sext i32 %32 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !21
  %44 = sext i32 %20 to i64
  %45 = sext i32 %18 to i64
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %44, i64 %45
  store float %43, ptr addrspace(3) %46, align 4, !tbaa !21
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %41
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !21
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i64 0, i64 %44, i64 %45
  store float %48, ptr addrspace(3) %49, align 4, !tbaa !21
  br label %50

50:                                               ; preds = %40, %34, %11
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %12) ]
  %51 = icmp slt i32 %24, 0
  %52 = select i1 %51, i32 %25, i32 0
  %53 = icmp slt i32 %27, 0
  %54 = select i1 %53, i32 %28, i32 0
  %55 = add nsw i32 %24, 15
  %56 = icmp slt i32 %55, %5
  %57 = xor i32 %24, -1
  %58 = add i32 %57, %5
  %59 = select i1 %56, i32 15, i32 %58
  %60 = add nsw i32 %27, 15
  %61 = icmp slt i32 %60, %4
  %62 = xor i32 %27, -1
  %63 = add i32 %62, %4
  %64 = select i1 %61, i32 15, i32 %63
  %65 = add nsw i32 %20, -1
  %66 = tail call i32 @llvm.smax.i32(i32 %65, i32 %52)
  %67 = add nsw i32 %20, 1
  %68 = tail call i32 @llvm.smin.i32(i32 %67, i32 %59)
  %69 = add nsw i32 %18, -1
  %70 = tail call i32 @llvm.smax.i32(i32 %69, i32 %54)
  %71 = add nsw i32 %18, 1
  %72 = tail call i32 @llvm.smin.i32(i32 %71, i32 %64)
  %73 = icmp sgt i32 %54, %18
  %74 = icmp slt i32 %64, %18
  %75 = icmp sgt i32 %52, %20
  %76 = icmp slt i32 %59, %20
  %77 = sext i32 %20 to i64
  %78 = sext i32 %18 to i64
  %79 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %77, i64 %78
  %80 = fdiv float %10, %6
  %81 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i64 0, i64 %77, i64 %78
  %82 = sext i32 %68 to i64
  %83 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %82, i64 %78
  %84 = sext i32 %66 to i64
  %85 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %84, i64 %78
  %86 = sext i32 %72 to i64
  %87 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %77, i64 %86
  %88 = sext i32 %70 to i64
  %89 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %77, i64 %88
  %90 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i64 0, i64 %77, i64 %78
  %91 = add nsw i32 %3, -1
  br label %92

92:                                               ; preds = %133, %50
  %93 = phi i1 [ false, %50 ], [ %128, %133 ]
  %94 = phi i32 [ 0, %50 ], [ %98, %133 ]
  %95 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %12) ]
  %96 = icmp slt i32 %94, %3
  br i1 %96, label %97, label %134

97:                                               ; preds = %92
  %98 = add nuw nsw i32 %94, 1
  %99 = icmp slt i32 %94, %18
  br i1 %99, label %100, label %127

100:                                              ; preds = %97
  %101 = sub nsw i32 14, %94
  %102 = icmp slt i32 %101, %18
  %103 = icmp sge i32 %94, %20
  %104 = or i1 %103, %102
  %105 = icmp slt i32 %101, %20
  %106 = or i1 %105, %104
  %107 = select i1 %106, i1 true, i1 %73
  %108 = select i1 %107, i1 true, i1 %74
  %109 = or i1 %108, %75
  %110 = select i1 %109, i1 true, i1 %76
  br i1 %110, label %127, label %111

111:                                              ; preds = %100
  %112 = load float, ptr addrspace(3) %79, align 4, !tbaa !21
  %113 = load float, ptr addrspace(3) %81, align 4, !tbaa !21
  %114 = load float, ptr addrspace(3) %83, align 4, !tbaa !21
  %115 = load float, ptr addrspace(3) %85, align 4, !tbaa !21
  %116 = fadd float %114, %115
  %117 = tail call float @llvm.fmuladd.f32(float %112, float -2.000000e+00, float %116)
  %118 = tail call float @llvm.fmuladd.f32(float %117, float %8, float %113)
  %119 = load float, ptr addrspace(3) %87, align 4, !tbaa !21
  %120 = load float, ptr addrspace(3) %89, align 4, !tbaa !21
  %121 = fadd float %119, %120
  %122 = tail call float @llvm.fmuladd.f32(float %112, float -2.000000e+00, float %121)
  %123 = tail call float @llvm.fmuladd.f32(float %122, float %7, float %118)
  %124 = fsub float 8.000000e+01, %112
  %125 = tail call float @llvm.fmuladd.f32(float %124, float %9, float %123)
  %126 = tail call float @llvm.fmuladd.f32(float %80, float %125, float %112)
  store float %126, ptr addrspace(3) %90, align 4, !tbaa !21
  br label %127

127:                                              ; preds = %111, %100, %97
  %128 = phi i1 [ true, %111 ], [ false, %100 ], [ false, %97 ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %95) ]
  %129 = icmp eq i32 %94, %91
  br i1 %129, label %134, label %130

130:                                              ; preds = %127
  br i1 %128, label %131, label %133

131:                                              ; preds = %130
  %132 = load float, ptr addrspace(3) %90, align 4, !tbaa !21
  store float %132, ptr addrspace(3) %79, align 4, !tbaa !21
  br label %133

133:                                              ; preds = %131, %130
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %95) ]
  br label %92

134:                                              ; preds = %127, %92
  %135 = phi i1 [ %93, %92 ], [ %128, %127 ]
  br i1 %135, label %136, label %140

136:                                              ; preds = %134
  %137 = load float, ptr addrspace(3) %90, align 4, !tbaa !21
  %138 = sext i32 %32 to i64
  %139 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %138
  store float %137, ptr addrspace(1) %139, align 4, !tbaa !21
  br label %140

140:                                              ; preds = %136, %134
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @rd_pathfinder(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #5 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %10 = tail call token @llvm.experimental.convergence.entry()
  %11 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #10 [ "convergencectrl"(token %10) ]
  %12 = trunc i64 %11 to i32
  %13 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %10) ]
  %14 = trunc i64 %13 to i32
  %15 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #10 [ "convergencectrl"(token %10) ]
  %16 = trunc i64 %15 to i32
  %17 = shl nsw i32 %8, 1
  %18 = sub nsw i32 %16, %17
  %19 = mul nsw i32 %18, %12
  %20 = sub nsw i32 %19, %7
  %21 = add nsw i32 %20, %14
  %22 = icmp slt i32 %20, 0
  %23 = sub nsw i32 0, %20
  %24 = select i1 %22, i32 %23, i32 0
  %25 = add nsw i32 %20, %16
  %26 = icmp sgt i32 %25, %5
  %27 = add nsw i32 %16, -1
  %28 = sub i32 %5, %25
  %29 = select i1 %26, i32 %28, i32 0
  %30 = add i32 %27, %29
  %31 = add nsw i32 %14, -1
  %32 = tail call i32 @llvm.smax.i32(i32 %31, i32 %24)
  %33 = add nsw i32 %14, 1
  %34 = tail call i32 @llvm.smin.i32(i32 %33, i32 %30)
  %35 = icmp sgt i32 %24, %14
  %36 = icmp slt i32 %30, %14
  %37 = icmp sgt i32 %21, -1
  %38 = icmp slt i32 %21, %5
  %39 = and i1 %37, %38
  br i1 %39, label %42, label %40

40:                                               ; preds = %9
  %41 = sext i32 %14 to i64
  br label %48

42:                                               ; preds = %9
  %43 = zext nneg i32 %21 to i64
  %44 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %43
  %45 = load i32, ptr addrspace(1) %44, align 4, !tbaa !11
  %46 = sext i32 %14 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %46
  store i32 %45, ptr addrspace(3) %47, align 4, !tbaa !11
  br label %48

48:                                               ; preds = %40, %42
  %49 = phi i64 [ %41, %40 ], [ %46, %42 ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %10) ]
  %50 = add i32 %16, -2
  %51 = sext i32 %32 to i64
  %52 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %51
  %53 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %49
  %54 = sext i32 %34 to i64
  %55 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %54
  %56 = getelementptr inbounds i32, ptr addrspace(3) %4, i64 %49
  %57 = add nsw i32 %8, -1
  br label %58

58:                                               ; preds = %90, %48
  %59 = phi i32 [ 0, %48 ], [ %64, %90 ]
  %60 = phi i1 [ false, %48 ], [ %85, %90 ]
  %61 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %10) ]
  %62 = icmp slt i32 %59, %8
  br i1 %62, label %63, label %91

63:                                               ; preds = %58
  %64 = add nuw nsw i32 %59, 1
  %65 = icmp slt i32 %59, %14
  br i1 %65, label %66, label %84

66:                                               ; preds = %63
  %67 = sub i32 %50, %59
  %68 = icmp slt i32 %67, %14
  %69 = select i1 %68, i1 true, i1 %35
  %70 = select i1 %69, i1 true, i1 %36
  br i1 %70, label %84, label %71

71:                                               ; preds = %66
  %72 = load i32, ptr addrspace(3) %52, align 4, !tbaa !11
  %73 = load i32, ptr addrspace(3) %53, align 4, !tbaa !11
  %74 = load i32, ptr addrspace(3) %55, align 4, !tbaa !11
  %75 = call spir_func i32 @_Z3minii(i32 noundef %72, i32 noundef %73) #10 [ "convergencectrl"(token %61) ]
  %76 = call spir_func i32 @_Z3minii(i32 noundef %75, i32 noundef %74) #10 [ "convergencectrl"(token %61) ]
  %77 = add nsw i32 %59, %6
  %78 = mul nsw i32 %77, %5
  %79 = add nsw i32 %78, %21
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %80
  %82 = load i32, ptr addrspace(1) %81, align 4, !tbaa !11
  %83 = add nsw i32 %82, %76
  store i32 %83, ptr addrspace(3) %56, align 4, !tbaa !11
  br label %84

84:                                               ; preds = %66, %71, %63
  %85 = phi i1 [ true, %71 ], [ false, %66 ], [ false, %63 ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %61) ]
  %86 = icmp eq i32 %59, %57
  br i1 %86, label %91, label %87

87:                                               ; preds = %84
  br i1 %85, label %88, label %90

88:                                               ; preds = %87
  %89 = load i32, ptr addrspace(3) %56, align 4, !tbaa !11
  store i32 %89, ptr addrspace(3) %53, align 4, !tbaa !11
  br label %90

90:                                               ; preds = %88, %87
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %61) ]
  br label %58

91:                                               ; preds = %84, %58
  %92 = phi i1 [ %60, %58 ], [ %85, %84 ]
  br i1 %92, label %93, label %97

93:                                               ; preds = %91
  %94 = load i32, ptr addrspace(3) %56, align 4, !tbaa !11
  %95 = sext i32 %21 to i64
  %96 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %95
  store i32 %94, ptr addrspace(1) %96, align 4, !tbaa !11
  br label %97

97:                                               ; preds = %93, %91
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @rd_nw(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #5 !kernel_arg_addr_space !34 !kernel_arg_access_qual !18 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #10 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %7) ]
  %11 = trunc i64 %10 to i32
  %12 = xor i32 %9, -1
  %13 = add i32 %12, %4
  %14 = shl nsw i32 %2, 4
  %15 = mul nsw i32 %14, %13
  %16 = shl nsw i32 %9, 4
  %17 = add nsw i32 %15, %16
  %18 = add nsw i32 %17, %11
  %19 = add i32 %2, 1
  %20 = add i32 %19, %18
  %21 = icmp eq i32 %11, 0
  br i1 %21, label %22, label %26

22:                                               ; preds = %6
  %23 = sext i32 %17 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !11
  store i32 %25, ptr addrspace(3) @rd_nw.temp, align 4, !tbaa !11
  br label %26

26:                                               ; preds = %6, %22
  %27 = sext i32 %11 to i64
  %28 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %29 = sext i32 %20 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %29
  %31 = load i32, ptr addrspace(1) %30, align 4, !tbaa !11
  %32 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 0, i64 %27
  store i32 %31, ptr addrspace(3) %32, align 4, !tbaa !11
  %33 = add nsw i32 %20, %2
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4, !tbaa !11
  %37 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 1, i64 %27
  store i32 %36, ptr addrspace(3) %37, align 4, !tbaa !11
  %38 = shl nsw i32 %2, 1
  %39 = add nsw i32 %38, %20
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %40
  %42 = load i32, ptr addrspace(1) %41, align 4, !tbaa !11
  %43 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 2, i64 %27
  store i32 %42, ptr addrspace(3) %43, align 4, !tbaa !11
  %44 = mul nsw i32 %2, 3
  %45 = add nsw i32 %44, %20
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %46
  %48 = load i32, ptr addrspace(1) %47, align 4, !tbaa !11
  %49 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 3, i64 %27
  store i32 %48, ptr addrspace(3) %49, align 4, !tbaa !11
  %50 = shl nsw i32 %2, 2
  %51 = add nsw i32 %50, %20
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %52
  %54 = load i32, ptr addrspace(1) %53, align 4, !tbaa !11
  %55 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 4, i64 %27
  store i32 %54, ptr addrspace(3) %55, align 4, !tbaa !11
  %56 = mul nsw i32 %2, 5
  %57 = add nsw i32 %56, %20
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %58
  %60 = load i32, ptr addrspace(1) %59, align 4, !tbaa !11
  %61 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 5, i64 %27
  store i32 %60, ptr addrspace(3) %61, align 4, !tbaa !11
  %62 = mul nsw i32 %2, 6
  %63 = add nsw i32 %62, %20
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %64
  %66 = load i32, ptr addrspace(1) %65, align 4, !tbaa !11
  %67 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 6, i64 %27
  store i32 %66, ptr addrspace(3) %67, align 4, !tbaa !11
  %68 = mul nsw i32 %2, 7
  %69 = add nsw i32 %68, %20
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %70
  %72 = load i32, ptr addrspace(1) %71, align 4, !tbaa !11
  %73 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 7, i64 %27
  store i32 %72, ptr addrspace(3) %73, align 4, !tbaa !11
  %74 = shl nsw i32 %2, 3
  %75 = add nsw i32 %74, %20
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %76
  %78 = load i32, ptr addrspace(1) %77, align 4, !tbaa !11
  %79 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 8, i64 %27
  store i32 %78, ptr addrspace(3) %79, align 4, !tbaa !11
  %80 = mul nsw i32 %2, 9
  %81 = add nsw i32 %80, %20
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %82
  %84 = load i32, ptr addrspace(1) %83, align 4, !tbaa !11
  %85 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 9, i64 %27
  store i32 %84, ptr addrspace(3) %85, align 4, !tbaa !11
  %86 = mul nsw i32 %2, 10
  %87 = add nsw i32 %86, %20
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %88
  %90 = load i32, ptr addrspace(1) %89, align 4, !tbaa !11
  %91 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 10, i64 %27
  store i32 %90, ptr addrspace(3) %91, align 4, !tbaa !11
  %92 = mul nsw i32 %2, 11
  %93 = add nsw i32 %92, %20
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %94
  %96 = load i32, ptr addrspace(1) %95, align 4, !tbaa !11
  %97 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 11, i64 %27
  store i32 %96, ptr addrspace(3) %97, align 4, !tbaa !11
  %98 = mul nsw i32 %2, 12
  %99 = add nsw i32 %98, %20
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %100
  %102 = load i32, ptr addrspace(1) %101, align 4, !tbaa !11
  %103 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 12, i64 %27
  store i32 %102, ptr addrspace(3) %103, align 4, !tbaa !11
  %104 = mul nsw i32 %2, 13
  %105 = add nsw i32 %104, %20
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %106
  %108 = load i32, ptr addrspace(1) %107, align 4, !tbaa !11
  %109 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 13, i64 %27
  store i32 %108, ptr addrspace(3) %109, align 4, !tbaa !11
  %110 = mul nsw i32 %2, 14
  %111 = add nsw i32 %110, %20
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %112
  %114 = load i32, ptr addrspace(1) %113, align 4, !tbaa !11
  %115 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 14, i64 %27
  store i32 %114, ptr addrspace(3) %115, align 4, !tbaa !11
  %116 = mul nsw i32 %2, 15
  %117 = add nsw i32 %116, %20
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %118
  %120 = load i32, ptr addrspace(1) %119, align 4, !tbaa !11
  %121 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 15, i64 %27
  store i32 %120, ptr addrspace(3) %121, align 4, !tbaa !11
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
  %122 = add i32 %11, 1
  %123 = mul i32 %122, %2
  %124 = add i32 %123, %17
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %125
  %127 = load i32, ptr addrspace(1) %126, align 4, !tbaa !11
  %128 = sext i32 %122 to i64
  %129 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %128
  store i32 %127, ptr addrspace(3) %129, align 4, !tbaa !11
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
  %130 = sext i32 %18 to i64
  %131 = getelementptr i32, ptr addrspace(1) %1, i64 %130
  %132 = getelementptr i8, ptr addrspace(1) %131, i64 4
  %133 = load i32, ptr addrspace(1) %132, align 4, !tbaa !11
  %134 = getelementptr inbounds [17 x i32], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %128
  store i32 %133, ptr addrspace(3) %134, align 4, !tbaa !11
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
  br label %135

135:                                              ; preds = %166, %26
  %136 = phi i32 [ 0, %26 ], [ %167, %166 ]
  %137 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %138 = icmp ult i32 %136, 16
  br i1 %138, label %145, label %139

139:                                              ; preds = %135
  %140 = add nsw i32 %11, 16
  %141 = sub nsw i32 16, %11
  %142 = sub i32 15, %11
  %143 = sext i32 %142 to i64
  %144 = sext i32 %141 to i64
  br label %168

145:                                              ; preds = %135
  %146 = icmp slt i32 %136, %11
  br i1 %146, label %166, label %147

147:                                              ; preds = %145
  %148 = sub nsw i32 %136, %11
  %149 = add nsw i32 %148, 1
  %150 = sext i32 %148 to i64
  %151 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %150, i64 %27
  %152 = load i32, ptr addrspace(3) %151, align 4, !tbaa !11
  %153 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %150, i64 %27
  %154 = load i32, ptr addrspace(3) %153, align 4, !tbaa !11
  %155 = add nsw i32 %154, %152
  %156 = sext i32 %149 to i64
  %157 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %156, i64 %27
  %158 = load i32, ptr addrspace(3) %157, align 4, !tbaa !11
  %159 = sub nsw i32 %158, %3
  %160 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %150, i64 %128
  %161 = load i32, ptr addrspace(3) %160, align 4, !tbaa !11
  %162 = sub nsw i32 %161, %3
  %163 = call spir_func i32 @_Z3maxii(i32 noundef %155, i32 noundef %159) #10 [ "convergencectrl"(token %137) ]
  %164 = call spir_func i32 @_Z3maxii(i32 noundef %163, i32 noundef %162) #10 [ "convergencectrl"(token %137) ]
  %165 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %156, i64 %128
  store i32 %164, ptr addrspace(3) %165, align 4, !tbaa !11
  br label %166

166:                                              ; preds = %147, %145
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %137) ]
  %167 = add nuw nsw i32 %136, 1
  br label %135

168:                                              ; preds = %139, %193
  %169 = phi i32 [ %194, %193 ], [ 14, %139 ]
  %170 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %171 = icmp sgt i32 %169, -1
  br i1 %171, label %172, label %195

172:                                              ; preds = %168
  %173 = icmp slt i32 %169, %11
  br i1 %173, label %193, label %174

174:                                              ; preds = %172
  %175 = sub i32 %140, %169
  %176 = add nsw i32 %175, -1
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %143, i64 %177
  %179 = load i32, ptr addrspace(3) %178, align 4, !tbaa !11
  %180 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %143, i64 %177
  %181 = load i32, ptr addrspace(3) %180, align 4, !tbaa !11
  %182 = add nsw i32 %181, %179
  %183 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %144, i64 %177
  %184 = load i32, ptr addrspace(3) %183, align 4, !tbaa !11
  %185 = sub nsw i32 %184, %3
  %186 = sext i32 %175 to i64
  %187 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %143, i64 %186
  %188 = load i32, ptr addrspace(3) %187, align 4, !tbaa !11
  %189 = sub nsw i32 %188, %3
  %190 = call spir_func i32 @_Z3maxii(i32 noundef %182, i32 noundef %185) #10 [ "convergencectrl"(token %170) ]
  %191 = call spir_func i32 @_Z3maxii(i32 noundef %190, i32 noundef %189) #10 [ "convergencectrl"(token %170) ]
  %192 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %144, i64 %186
  store i32 %191, ptr addrspace(3) %192, align 4, !tbaa !11
  br label %193

193:                                              ; preds = %174, %172
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %170) ]
  %194 = add nsw i32 %169, -1
  br label %168

195:                                              ; preds = %168
  %196 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %197 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 1, i64 %128
  %198 = load i32, ptr addrspace(3) %197, align 4, !tbaa !11
  %199 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29
  store i32 %198, ptr addrspace(1) %199, align 4, !tbaa !11
  %200 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 2, i64 %128
  %201 = load i32, ptr addrspace(3) %200, align 4, !tbaa !11
  %202 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %34
  store i32 %201, ptr addrspace(1) %202, align 4, !tbaa !11
  %203 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 3, i64 %128
  %204 = load i32, ptr addrspace(3) %203, align 4, !tbaa !11
  %205 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %40
  store i32 %204, ptr addrspace(1) %205, align 4, !tbaa !11
  %206 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 4, i64 %128
  %207 = load i32, ptr addrspace(3) %206, align 4, !tbaa !11
  %208 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %46
  store i32 %207, ptr addrspace(1) %208, align 4, !tbaa !11
  %209 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 5, i64 %128
  %210 = load i32, ptr addrspace(3) %209, align 4, !tbaa !11
  %211 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %52
  store i32 %210, ptr addrspace(1) %211, align 4, !tbaa !11
  %212 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 6, i64 %128
  %213 = load i32, ptr addrspace(3) %212, align 4, !tbaa !11
  %214 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %58
  store i32 %213, ptr addrspace(1) %214, align 4, !tbaa !11
  %215 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 7, i64 %128
  %216 = load i32, ptr addrspace(3) %215, align 4, !tbaa !11
  %217 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %64
  store i32 %216, ptr addrspace(1) %217, align 4, !tbaa !11
  %218 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 8, i64 %128
  %219 = load i32, ptr addrspace(3) %218, align 4, !tbaa !11
  %220 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %70
  store i32 %219, ptr addrspace(1) %220, align 4, !tbaa !11
  %221 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 9, i64 %128
  %222 = load i32, ptr addrspace(3) %221, align 4, !tbaa !11
  %223 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %76
  store i32 %222, ptr addrspace(1) %223, align 4, !tbaa !11
  %224 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 10, i64 %128
  %225 = load i32, ptr addrspace(3) %224, align 4, !tbaa !11
  %226 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %82
  store i32 %225, ptr addrspace(1) %226, align 4, !tbaa !11
  %227 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 11, i64 %128
  %228 = load i32, ptr addrspace(3) %227, align 4, !tbaa !11
  %229 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %88
  store i32 %228, ptr addrspace(1) %229, align 4, !tbaa !11
  %230 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 12, i64 %128
  %231 = load i32, ptr addrspace(3) %230, align 4, !tbaa !11
  %232 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %94
  store i32 %231, ptr addrspace(1) %232, align 4, !tbaa !11
  %233 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 13, i64 %128
  %234 = load i32, ptr addrspace(3) %233, align 4, !tbaa !11
  %235 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %100
  store i32 %234, ptr addrspace(1) %235, align 4, !tbaa !11
  %236 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 14, i64 %128
  %237 = load i32, ptr addrspace(3) %236, align 4, !tbaa !11
  %238 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %106
  store i32 %237, ptr addrspace(1) %238, align 4, !tbaa !11
  %239 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 15, i64 %128
  %240 = load i32, ptr addrspace(3) %239, align 4, !tbaa !11
  %241 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %112
  store i32 %240, ptr addrspace(1) %241, align 4, !tbaa !11
  %242 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 16, i64 %128
  %243 = load i32, ptr addrspace(3) %242, align 4, !tbaa !11
  %244 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %118
  store i32 %243, ptr addrspace(1) %244, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @rd_srad(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #4 !kernel_arg_addr_space !37 !kernel_arg_access_qual !31 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %10 = tail call token @llvm.experimental.convergence.entry()
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %10) ]
  %12 = trunc i64 %11 to i32
  %13 = mul nsw i32 %7, %6
  %14 = icmp sgt i32 %13, %12
  br i1 %14, label %15, label %87

15:                                               ; preds = %9
  %16 = freeze i32 %12
  %17 = sdiv i32 %16, %6
  %18 = mul i32 %17, %6
  %19 = sub i32 %16, %18
  %20 = tail call i32 @llvm.usub.sat.i32(i32 %19, i32 1)
  %21 = add nsw i32 %6, -1
  %22 = icmp eq i32 %19, %21
  %23 = add nsw i32 %19, 1
  %24 = select i1 %22, i32 %21, i32 %23
  %25 = tail call i32 @llvm.usub.sat.i32(i32 %17, i32 1)
  %26 = add nsw i32 %7, -1
  %27 = icmp eq i32 %17, %26
  %28 = add nsw i32 %17, 1
  %29 = select i1 %27, i32 %26, i32 %28
  %30 = sext i32 %12 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !21
  %33 = mul nsw i32 %17, %6
  %34 = add nsw i32 %33, %20
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !21
  %38 = fsub float %37, %32
  %39 = add nsw i32 %33, %24
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !21
  %43 = fsub float %42, %32
  %44 = mul nsw i32 %25, %6
  %45 = add nsw i32 %44, %19
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !21
  %49 = fsub float %48, %32
  %50 = mul nsw i32 %29, %6
  %51 = add nsw i32 %50, %19
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !21
  %55 = fsub float %54, %32
  %56 = fmul float %43, %43
  %57 = tail call float @llvm.fmuladd.f32(float %38, float %38, float %56)
  %58 = tail call float @llvm.fmuladd.f32(float %49, float %49, float %57)
  %59 = tail call float @llvm.fmuladd.f32(float %55, float %55, float %58)
  %60 = fmul float %32, %32
  %61 = fdiv float %59, %60, !fpmath !40
  %62 = fadd float %38, %43
  %63 = fadd float %62, %49
  %64 = fadd float %63, %55
  %65 = fdiv float %64, %32, !fpmath !40
  %66 = fmul float %65, -6.250000e-02
  %67 = fmul float %65, %66
  %68 = tail call float @llvm.fmuladd.f32(float %61, float 5.000000e-01, float %67)
  %69 = tail call float @llvm.fmuladd.f32(float %65, float 2.500000e-01, float 1.000000e+00)
  %70 = fmul float %69, %69
  %71 = fdiv float %68, %70, !fpmath !40
  %72 = fsub float %71, %8
  %73 = fadd float %8, 1.000000e+00
  %74 = fmul float %73, %8
  %75 = fdiv float %72, %74, !fpmath !40
  %76 = fadd float %75, 1.000000e+00
  %77 = fdiv float 1.000000e+00, %76, !fpmath !40
  %78 = fcmp olt float %77, 0.000000e+00
  %79 = fcmp ogt float %77, 1.000000e+00
  %80 = select i1 %79, float 1.000000e+00, float %77
  %81 = select i1 %78, float 0.000000e+00, float %80
  %82 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  store float %81, ptr addrspace(1) %82, align 4, !tbaa !21
  %83 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  store float %38, ptr addrspace(1) %83, align 4, !tbaa !21
  %84 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  store float %43, ptr addrspace(1) %84, align 4, !tbaa !21
  %85 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %30
  store float %49, ptr addrspace(1) %85, align 4, !tbaa !21
  %86 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %30
  store float %55, ptr addrspace(1) %86, align 4, !tbaa !21
  br label %87

87:                                               ; preds = %9, %15
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @rd_kmeans(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !41 !kernel_arg_access_qual !18 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !20 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %47

11:                                               ; preds = %6, %41
  %12 = phi i32 [ %44, %41 ], [ -1, %6 ]
  %13 = phi float [ %45, %41 ], [ 0x47EFFFFFE0000000, %6 ]
  %14 = phi i32 [ %46, %41 ], [ 0, %6 ]
  %15 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %16 = icmp slt i32 %14, %4
  br i1 %16, label %17, label %19

17:                                               ; preds = %11
  %18 = mul nsw i32 %14, %5
  br label %22

19:                                               ; preds = %11
  %20 = sext i32 %9 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %20
  store i32 %12, ptr addrspace(1) %21, align 4, !tbaa !11
  br label %47

22:                                               ; preds = %27, %17
  %23 = phi float [ %38, %27 ], [ 0.000000e+00, %17 ]
  %24 = phi i32 [ %40, %27 ], [ 0, %17 ]
  %25 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %15) ]
  %26 = icmp slt i32 %24, %5
  br i1 %26, label %27, label %41

27:                                               ; preds = %22
  %28 = mul nsw i32 %24, %3
  %29 = add nsw i32 %28, %9
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !21
  %33 = add nsw i32 %24, %18
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !21
  %37 = fsub float %32, %36
  %38 = tail call float @llvm.fmuladd.f32(float %37, float %37, float %23)
  %39 = fcmp ult float %38, %13
  %40 = add nuw nsw i32 %24, 1
  br i1 %39, label %22, label %41

41:                                               ; preds = %22, %27
  %42 = phi float [ %38, %27 ], [ %23, %22 ]
  %43 = fcmp olt float %42, %13
  %44 = select i1 %43, i32 %14, i32 %12
  %45 = select i1 %43, float %42, float %13
  %46 = add nuw nsw i32 %14, 1
  br label %11

47:                                               ; preds = %6, %19
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @rd_lud_diagonal(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !43 !kernel_arg_access_qual !44 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = add i32 %2, 1
  %9 = mul i32 %8, %3
  %10 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %11 = add nsw i32 %9, %7
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !21
  %15 = sext i32 %7 to i64
  %16 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %15
  store float %14, ptr addrspace(3) %16, align 4, !tbaa !21
  %17 = add nsw i32 %9, %2
  %18 = add nsw i32 %17, %7
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !21
  %22 = sext i32 %7 to i64
  %23 = getelementptr float, ptr addrspace(3) %1, i64 %22
  %24 = getelementptr i8, ptr addrspace(3) %23, i64 64
  store float %21, ptr addrspace(3) %24, align 4, !tbaa !21
  %25 = add nsw i32 %17, %2
  %26 = add nsw i32 %25, %7
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !21
  %30 = sext i32 %7 to i64
  %31 = getelementptr float, ptr addrspace(3) %1, i64 %30
  %32 = getelementptr i8, ptr addrspace(3) %31, i64 128
  store float %29, ptr addrspace(3) %32, align 4, !tbaa !21
  %33 = add nsw i32 %25, %2
  %34 = add nsw i32 %33, %7
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !21
  %38 = sext i32 %7 to i64
  %39 = getelementptr float, ptr addrspace(3) %1, i64 %38
  %40 = getelementptr i8, ptr addrspace(3) %39, i64 192
  store float %37, ptr addrspace(3) %40, align 4, !tbaa !21
  %41 = add nsw i32 %33, %2
  %42 = add nsw i32 %41, %7
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !21
  %46 = sext i32 %7 to i64
  %47 = getelementptr float, ptr addrspace(3) %1, i64 %46
  %48 = getelementptr i8, ptr addrspace(3) %47, i64 256
  store float %45, ptr addrspace(3) %48, align 4, !tbaa !21
  %49 = add nsw i32 %41, %2
  %50 = add nsw i32 %49, %7
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !21
  %54 = sext i32 %7 to i64
  %55 = getelementptr float, ptr addrspace(3) %1, i64 %54
  %56 = getelementptr i8, ptr addrspace(3) %55, i64 320
  store float %53, ptr addrspace(3) %56, align 4, !tbaa !21
  %57 = add nsw i32 %49, %2
  %58 = add nsw i32 %57, %7
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !21
  %62 = sext i32 %7 to i64
  %63 = getelementptr float, ptr addrspace(3) %1, i64 %62
  %64 = getelementptr i8, ptr addrspace(3) %63, i64 384
  store float %61, ptr addrspace(3) %64, align 4, !tbaa !21
  %65 = add nsw i32 %57, %2
  %66 = add nsw i32 %65, %7
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !21
  %70 = sext i32 %7 to i64
  %71 = getelementptr float, ptr addrspace(3) %1, i64 %70
  %72 = getelementptr i8, ptr addrspace(3) %71, i64 448
  store float %69, ptr addrspace(3) %72, align 4, !tbaa !21
  %73 = add nsw i32 %65, %2
  %74 = add nsw i32 %73, %7
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4, !tbaa !21
  %78 = sext i32 %7 to i64
  %79 = getelementptr float, ptr addrspace(3) %1, i64 %78
  %80 = getelementptr i8, ptr addrspace(3) %79, i64 512
  store float %77, ptr addrspace(3) %80, align 4, !tbaa !21
  %81 = add nsw i32 %73, %2
  %82 = add nsw i32 %81, %7
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %83
  %85 = load float, ptr addrspace(1) %84, align 4, !tbaa !21
  %86 = sext i32 %7 to i64
  %87 = getelementptr float, ptr addrspace(3) %1, i64 %86
  %88 = getelementptr i8, ptr addrspace(3) %87, i64 576
  store float %85, ptr addrspace(3) %88, align 4, !tbaa !21
  %89 = add nsw i32 %81, %2
  %90 = add nsw i32 %89, %7
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4, !tbaa !21
  %94 = sext i32 %7 to i64
  %95 = getelementptr float, ptr addrspace(3) %1, i64 %94
  %96 = getelementptr i8, ptr addrspace(3) %95, i64 640
  store float %93, ptr addrspace(3) %96, align 4, !tbaa !21
  %97 = add nsw i32 %89, %2
  %98 = add nsw i32 %97, %7
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %99
  %101 = load float, ptr addrspace(1) %100, align 4, !tbaa !21
  %102 = sext i32 %7 to i64
  %103 = getelementptr float, ptr addrspace(3) %1, i64 %102
  %104 = getelementptr i8, ptr addrspace(3) %103, i64 704
  store float %101, ptr addrspace(3) %104, align 4, !tbaa !21
  %105 = add nsw i32 %97, %2
  %106 = add nsw i32 %105, %7
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %107
  %109 = load float, ptr addrspace(1) %108, align 4, !tbaa !21
  %110 = sext i32 %7 to i64
  %111 = getelementptr float, ptr addrspace(3) %1, i64 %110
  %112 = getelementptr i8, ptr addrspace(3) %111, i64 768
  store float %109, ptr addrspace(3) %112, align 4, !tbaa !21
  %113 = add nsw i32 %105, %2
  %114 = add nsw i32 %113, %7
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %115
  %117 = load float, ptr addrspace(1) %116, align 4, !tbaa !21
  %118 = sext i32 %7 to i64
  %119 = getelementptr float, ptr addrspace(3) %1, i64 %118
  %120 = getelementptr i8, ptr addrspace(3) %119, i64 832
  store float %117, ptr addrspace(3) %120, align 4, !tbaa !21
  %121 = add nsw i32 %113, %2
  %122 = add nsw i32 %121, %7
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %123
  %125 = load float, ptr addrspace(1) %124, align 4, !tbaa !21
  %126 = sext i32 %7 to i64
  %127 = getelementptr float, ptr addrspace(3) %1, i64 %126
  %128 = getelementptr i8, ptr addrspace(3) %127, i64 896
  store float %125, ptr addrspace(3) %128, align 4, !tbaa !21
  %129 = add nsw i32 %121, %2
  %130 = add nsw i32 %129, %7
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %131
  %133 = load float, ptr addrspace(1) %132, align 4, !tbaa !21
  %134 = sext i32 %7 to i64
  %135 = getelementptr float, ptr addrspace(3) %1, i64 %134
  %136 = getelementptr i8, ptr addrspace(3) %135, i64 960
  store float %133, ptr addrspace(3) %136, align 4, !tbaa !21
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %5) ]
  %137 = shl nsw i32 %7, 4
  br label %138

138:                                              ; preds = %198, %4
  %139 = phi i32 [ 0, %4 ], [ %199, %198 ]
  %140 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %141 = icmp ult i32 %139, 15
  br i1 %141, label %142, label %200

142:                                              ; preds = %138
  %143 = icmp slt i32 %139, %7
  br i1 %143, label %144, label %173

144:                                              ; preds = %142
  %145 = or disjoint i32 %139, %137
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %146
  br label %148

148:                                              ; preds = %144, %159
  %149 = phi i32 [ %172, %159 ], [ 0, %144 ]
  %150 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %140) ]
  %151 = icmp ult i32 %149, %139
  br i1 %151, label %159, label %152

152:                                              ; preds = %148
  %153 = mul nuw nsw i32 %139, 17
  %154 = zext nneg i32 %153 to i64
  %155 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %154
  %156 = load float, ptr addrspace(3) %155, align 4, !tbaa !21
  %157 = load float, ptr addrspace(3) %147, align 4, !tbaa !21
  %158 = fdiv float %157, %156, !fpmath !40
  store float %158, ptr addrspace(3) %147, align 4, !tbaa !21
  br label %173

159:                                              ; preds = %148
  %160 = add nuw nsw i32 %149, %137
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %161
  %163 = load float, ptr addrspace(3) %162, align 4, !tbaa !21
  %164 = shl nsw i32 %149, 4
  %165 = or disjoint i32 %164, %139
  %166 = zext nneg i32 %165 to i64
  %167 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %166
  %168 = load float, ptr addrspace(3) %167, align 4, !tbaa !21
  %169 = load float, ptr addrspace(3) %147, align 4, !tbaa !21
  %170 = fneg float %163
  %171 = tail call float @llvm.fmuladd.f32(float %170, float %168, float %169)
  store float %171, ptr addrspace(3) %147, align 4, !tbaa !21
  %172 = add nuw nsw i32 %149, 1
  br label %148

173:                                              ; preds = %152, %142
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %140) ]
  br i1 %143, label %174, label %198

174:                                              ; preds = %173
  %175 = shl nuw nsw i32 %139, 4
  %176 = add nuw nsw i32 %175, 16
  %177 = add nsw i32 %176, %7
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %178
  br label %180

180:                                              ; preds = %174, %184
  %181 = phi i32 [ %197, %184 ], [ 0, %174 ]
  %182 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %140) ]
  %183 = icmp ugt i32 %181, %139
  br i1 %183, label %198, label %184

184:                                              ; preds = %180
  %185 = add nuw nsw i32 %181, %176
  %186 = zext nneg i32 %185 to i64
  %187 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %186
  %188 = load float, ptr addrspace(3) %187, align 4, !tbaa !21
  %189 = shl nsw i32 %181, 4
  %190 = add nsw i32 %189, %7
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %191
  %193 = load float, ptr addrspace(3) %192, align 4, !tbaa !21
  %194 = load float, ptr addrspace(3) %179, align 4, !tbaa !21
  %195 = fneg float %188
  %196 = tail call float @llvm.fmuladd.f32(float %195, float %193, float %194)
  store float %196, ptr addrspace(3) %179, align 4, !tbaa !21
  %197 = add nuw nsw i32 %181, 1
  br label %180

198:                                              ; preds = %180, %173
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %140) ]
  %199 = add nuw nsw i32 %139, 1
  br label %138

200:                                              ; preds = %138
  %201 = add nsw i32 %3, 1
  %202 = mul nsw i32 %201, %2
  %203 = add nsw i32 %202, %3
  %204 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %205 = load float, ptr addrspace(3) %24, align 4, !tbaa !21
  %206 = add nsw i32 %203, %7
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %207
  store float %205, ptr addrspace(1) %208, align 4, !tbaa !21
  %209 = add nsw i32 %203, %2
  %210 = load float, ptr addrspace(3) %32, align 4, !tbaa !21
  %211 = add nsw i32 %209, %7
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %212
  store float %210, ptr addrspace(1) %213, align 4, !tbaa !21
  %214 = add nsw i32 %209, %2
  %215 = load float, ptr addrspace(3) %40, align 4, !tbaa !21
  %216 = add nsw i32 %214, %7
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %217
  store float %215, ptr addrspace(1) %218, align 4, !tbaa !21
  %219 = add nsw i32 %214, %2
  %220 = load float, ptr addrspace(3) %48, align 4, !tbaa !21
  %221 = add nsw i32 %219, %7
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %222
  store float %220, ptr addrspace(1) %223, align 4, !tbaa !21
  %224 = add nsw i32 %219, %2
  %225 = load float, ptr addrspace(3) %56, align 4, !tbaa !21
  %226 = add nsw i32 %224, %7
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %227
  store float %225, ptr addrspace(1) %228, align 4, !tbaa !21
  %229 = add nsw i32 %224, %2
  %230 = load float, ptr addrspace(3) %64, align 4, !tbaa !21
  %231 = add nsw i32 %229, %7
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %232
  store float %230, ptr addrspace(1) %233, align 4, !tbaa !21
  %234 = add nsw i32 %229, %2
  %235 = load float, ptr addrspace(3) %72, align 4, !tbaa !21
  %236 = add nsw i32 %234, %7
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %237
  store float %235, ptr addrspace(1) %238, align 4, !tbaa !21
  %239 = add nsw i32 %234, %2
  %240 = load float, ptr addrspace(3) %80, align 4, !tbaa !21
  %241 = add nsw i32 %239, %7
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %242
  store float %240, ptr addrspace(1) %243, align 4, !tbaa !21
  %244 = add nsw i32 %239, %2
  %245 = load float, ptr addrspace(3) %88, align 4, !tbaa !21
  %246 = add nsw i32 %244, %7
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %247
  store float %245, ptr addrspace(1) %248, align 4, !tbaa !21
  %249 = add nsw i32 %244, %2
  %250 = load float, ptr addrspace(3) %96, align 4, !tbaa !21
  %251 = add nsw i32 %249, %7
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %252
  store float %250, ptr addrspace(1) %253, align 4, !tbaa !21
  %254 = add nsw i32 %249, %2
  %255 = load float, ptr addrspace(3) %104, align 4, !tbaa !21
  %256 = add nsw i32 %254, %7
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %257
  store float %255, ptr addrspace(1) %258, align 4, !tbaa !21
  %259 = add nsw i32 %254, %2
  %260 = load float, ptr addrspace(3) %112, align 4, !tbaa !21
  %261 = add nsw i32 %259, %7
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %262
  store float %260, ptr addrspace(1) %263, align 4, !tbaa !21
  %264 = add nsw i32 %259, %2
  %265 = load float, ptr addrspace(3) %120, align 4, !tbaa !21
  %266 = add nsw i32 %264, %7
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %267
  store float %265, ptr addrspace(1) %268, align 4, !tbaa !21
  %269 = add nsw i32 %264, %2
  %270 = load float, ptr addrspace(3) %128, align 4, !tbaa !21
  %271 = add nsw i32 %269, %7
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %272
  store float %270, ptr addrspace(1) %273, align 4, !tbaa !21
  %274 = add nsw i32 %269, %2
  %275 = load float, ptr addrspace(3) %136, align 4, !tbaa !21
  %276 = add nsw i32 %274, %7
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %277
  store float %275, ptr addrspace(1) %278, align 4, !tbaa !21
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @rd_nn(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !47 !kernel_arg_access_qual !14 !kernel_arg_type !48 !kernel_arg_base_type !48 !kernel_arg_type_qual !49 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %22

10:                                               ; preds = %5
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.latlong_t, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !21
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 4
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !21
  %16 = fsub float %3, %13
  %17 = fsub float %4, %15
  %18 = fmul float %17, %17
  %19 = tail call float @llvm.fmuladd.f32(float %16, float %16, float %18)
  %20 = call spir_func float @_Z4sqrtf(float noundef %19) #10 [ "convergencectrl"(token %6) ]
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !21
  br label %22

22:                                               ; preds = %10, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @rd_gauss_fan1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !50 !kernel_arg_access_qual !44 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !51 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = xor i32 %3, -1
  %9 = add i32 %8, %2
  %10 = icmp sgt i32 %9, %7
  br i1 %10, label %11, label %26

11:                                               ; preds = %4
  %12 = add i32 %3, 1
  %13 = add i32 %12, %7
  %14 = mul nsw i32 %13, %2
  %15 = add nsw i32 %14, %3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !21
  %19 = add i32 %2, 1
  %20 = mul i32 %19, %3
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !21
  %24 = fdiv float %18, %23, !fpmath !40
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %16
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !21
  br label %26

26:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @rd_gauss_fan2(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !52 !kernel_arg_access_qual !14 !kernel_arg_type !53 !kernel_arg_base_type !53 !kernel_arg_type_qual !54 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #10 [ "convergencectrl"(token %6) ]
  %10 = trunc i64 %9 to i32
  %11 = xor i32 %4, -1
  %12 = add i32 %11, %3
  %13 = icmp sgt i32 %12, %8
  %14 = sub nsw i32 %3, %4
  %15 = icmp sgt i32 %14, %10
  %16 = select i1 %13, i1 %15, i1 false
  br i1 %16, label %17, label %49

17:                                               ; preds = %5
  %18 = add i32 %4, 1
  %19 = add i32 %18, %8
  %20 = mul nsw i32 %19, %3
  %21 = add nsw i32 %20, %4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !21
  %25 = mul nsw i32 %4, %3
  %26 = add nsw i32 %10, %4
  %27 = add nsw i32 %26, %25
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !21
  %31 = add nsw i32 %20, %26
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !21
  %35 = fneg float %24
  %36 = tail call float @llvm.fmuladd.f32(float %35, float %30, float %34)
  store float %36, ptr addrspace(1) %33, align 4, !tbaa !21
  %37 = icmp eq i32 %10, 0
  br i1 %37, label %38, label %49

38:                                               ; preds = %17
  %39 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %32
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !21
  %41 = sext i32 %4 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !21
  %44 = sext i32 %19 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !21
  %47 = fneg float %40
  %48 = tail call float @llvm.fmuladd.f32(float %47, float %43, float %46)
  store float %48, ptr addrspace(1) %45, align 4, !tbaa !21
  br label %49

49:                                               ; preds = %17, %38, %5
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @rd_btree_find(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #5 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %9 = trunc i64 %8 to i32
  %10 = shl i64 %7, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !11
  %14 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %11
  %15 = sext i32 %9 to i64
  %16 = add nsw i32 %9, 1
  %17 = sext i32 %16 to i64
  br label %18

18:                                               ; preds = %44, %5
  %19 = phi i32 [ 0, %5 ], [ %45, %44 ]
  %20 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %21 = icmp slt i32 %19, %4
  %22 = load i32, ptr addrspace(1) %14, align 4, !tbaa !11
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !57
  %26 = icmp sgt i32 %25, %9
  br i1 %21, label %28, label %27

27:                                               ; preds = %18
  br i1 %26, label %46, label %56

28:                                               ; preds = %18
  br i1 %26, label %29, label %44

29:                                               ; preds = %28
  %30 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 8
  %31 = getelementptr inbounds [16 x i32], ptr addrspace(1) %30, i64 0, i64 %15
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !11
  %33 = icmp sgt i32 %32, %13
  br i1 %33, label %44, label %34

34:                                               ; preds = %29
  %35 = icmp eq i32 %16, %25
  br i1 %35, label %40, label %36

36:                                               ; preds = %34
  %37 = getelementptr inbounds [16 x i32], ptr addrspace(1) %30, i64 0, i64 %17
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !11
  %39 = icmp sgt i32 %38, %13
  br i1 %39, label %40, label %44

40:                                               ; preds = %36, %34
  %41 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 72
  %42 = getelementptr inbounds [17 x i32], ptr addrspace(1) %41, i64 0, i64 %17
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !11
  store i32 %43, ptr addrspace(1) %14, align 4, !tbaa !11
  br label %44

44:                                               ; preds = %40, %36, %29, %28
  call spir_func void @_Z7barrierj(i32 noundef 2) #11 [ "convergencectrl"(token %20) ]
  %45 = add nuw nsw i32 %19, 1
  br label %18

46:                                               ; preds = %27
  %47 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 8
  %48 = getelementptr inbounds [16 x i32], ptr addrspace(1) %47, i64 0, i64 %15
  %49 = load i32, ptr addrspace(1) %48, align 4, !tbaa !11
  %50 = icmp eq i32 %49, %13
  br i1 %50, label %51, label %56

51:                                               ; preds = %46
  %52 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 72
  %53 = getelementptr inbounds [17 x i32], ptr addrspace(1) %52, i64 0, i64 %15
  %54 = load i32, ptr addrspace(1) %53, align 4, !tbaa !11
  %55 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %11
  store i32 %54, ptr addrspace(1) %55, align 4, !tbaa !11
  br label %56

56:                                               ; preds = %51, %46, %27
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @rd_pf_find_index(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !59 !kernel_arg_base_type !59 !kernel_arg_type_qual !60 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %6
  br i1 %11, label %12, label %39

12:                                               ; preds = %7
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !21
  %16 = tail call i32 @llvm.smax.i32(i32 %6, i32 0)
  br label %17

17:                                               ; preds = %26, %12
  %18 = phi i32 [ 0, %12 ], [ %27, %26 ]
  %19 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %20 = icmp slt i32 %18, %6
  br i1 %20, label %21, label %28

21:                                               ; preds = %17
  %22 = zext nneg i32 %18 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !21
  %25 = fcmp ult float %24, %15
  br i1 %25, label %26, label %28

26:                                               ; preds = %21
  %27 = add nuw nsw i32 %18, 1
  br label %17

28:                                               ; preds = %17, %21
  %29 = phi i32 [ %16, %17 ], [ %18, %21 ]
  %30 = add nsw i32 %6, -1
  %31 = select i1 %20, i32 %29, i32 %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !21
  %35 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %13
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !21
  %36 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %32
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !21
  %38 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %13
  store float %37, ptr addrspace(1) %38, align 4, !tbaa !21
  br label %39

39:                                               ; preds = %28, %7
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @rd_sc_pgain(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 1 %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #2 !kernel_arg_addr_space !61 !kernel_arg_access_qual !62 !kernel_arg_type !63 !kernel_arg_base_type !63 !kernel_arg_type_qual !64 {
  %11 = tail call token @llvm.experimental.convergence.entry()
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %11) ]
  %13 = trunc i64 %12 to i32
  %14 = icmp slt i32 %13, %6
  br i1 %14, label %15, label %61

15:                                               ; preds = %10, %28
  %16 = phi i32 [ %40, %28 ], [ 0, %10 ]
  %17 = phi float [ %39, %28 ], [ 0.000000e+00, %10 ]
  %18 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %11) ]
  %19 = icmp slt i32 %16, %7
  br i1 %19, label %28, label %20

20:                                               ; preds = %15
  %21 = sext i32 %13 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !21
  %24 = fmul float %17, %23
  %25 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %21
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !21
  %27 = fcmp olt float %24, %26
  br i1 %27, label %41, label %47

28:                                               ; preds = %15
  %29 = mul nsw i32 %16, %6
  %30 = add nsw i32 %29, %13
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !21
  %34 = add nsw i32 %29, %8
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !21
  %38 = fsub float %33, %37
  %39 = tail call float @llvm.fmuladd.f32(float %38, float %38, float %17)
  %40 = add nuw nsw i32 %16, 1
  br label %15

41:                                               ; preds = %20
  %42 = getelementptr inbounds i8, ptr addrspace(1) %5, i64 %21
  store i8 1, ptr addrspace(1) %42, align 1, !tbaa !8
  %43 = fsub float %24, %26
  %44 = add nsw i32 %9, 1
  %45 = mul nsw i32 %44, %13
  %46 = add nsw i32 %45, %9
  br label %54

47:                                               ; preds = %20
  %48 = fsub float %26, %24
  %49 = add nsw i32 %9, 1
  %50 = mul nsw i32 %49, %13
  %51 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %21
  %52 = load i32, ptr addrspace(1) %51, align 4, !tbaa !11
  %53 = add nsw i32 %52, %50
  br label %54

54:                                               ; preds = %47, %41
  %55 = phi i32 [ %46, %41 ], [ %53, %47 ]
  %56 = phi float [ %43, %41 ], [ %48, %47 ]
  %57 = sext i32 %55 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !21
  %60 = fadd float %56, %59
  store float %60, ptr addrspace(1) %58, align 4, !tbaa !21
  br label %61

61:                                               ; preds = %54, %10
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @rd_cfd_flux(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, ptr addrspace(1) nocapture noundef writeonly align 16 %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !65 !kernel_arg_base_type !66 !kernel_arg_type_qual !67 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %4
  br i1 %9, label %10, label %113

10:                                               ; preds = %5
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 16, !tbaa !21
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 16
  %15 = load <4 x float>, ptr addrspace(1) %14, align 16, !tbaa !8
  %16 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 32
  %17 = load float, ptr addrspace(1) %16, align 16, !tbaa !21
  %18 = shufflevector <4 x float> %15, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %19 = insertelement <3 x float> poison, float %13, i64 0
  %20 = shufflevector <3 x float> %19, <3 x float> poison, <3 x i32> zeroinitializer
  %21 = fdiv <3 x float> %18, %20, !fpmath !40
  %22 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %21, <3 x float> noundef %21) #10 [ "convergencectrl"(token %6) ]
  %23 = fmul float %13, -5.000000e-01
  %24 = tail call float @llvm.fmuladd.f32(float %23, float %22, float %17)
  %25 = fmul float %24, 0x3FD99999A0000000
  %26 = shl nsw i32 %8, 2
  %27 = fadd float %25, -1.000000e+00
  %28 = insertelement <3 x float> poison, float %27, i64 0
  %29 = insertelement <3 x float> poison, float %25, i64 0
  %30 = fadd float %17, %25
  %31 = insertelement <3 x float> poison, float %30, i64 0
  %32 = shufflevector <3 x float> %31, <3 x float> poison, <3 x i32> zeroinitializer
  %33 = shufflevector <3 x float> %28, <3 x float> poison, <4 x i32> zeroinitializer
  %34 = shufflevector <3 x float> %29, <3 x float> poison, <4 x i32> zeroinitializer
  br label %35

35:                                               ; preds = %108, %10
  %36 = phi i32 [ 0, %10 ], [ %112, %108 ]
  %37 = phi <4 x float> [ zeroinitializer, %10 ], [ %109, %108 ]
  %38 = phi float [ 0.000000e+00, %10 ], [ %110, %108 ]
  %39 = phi float [ 0.000000e+00, %10 ], [ %111, %108 ]
  %40 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %41 = icmp ult i32 %36, 4
  br i1 %41, label %48, label %42

42:                                               ; preds = %35
  %43 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %3, i64 %11
  store float %39, ptr addrspace(1) %43, align 16, !tbaa !21
  %44 = getelementptr inbounds i8, ptr addrspace(1) %43, i64 4
  tail call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %44, i8 0, i64 12, i1 false)
  %45 = getelementptr inbounds i8, ptr addrspace(1) %43, i64 16
  store <4 x float> %37, ptr addrspace(1) %45, align 16, !tbaa !8
  %46 = getelementptr inbounds i8, ptr addrspace(1) %43, i64 32
  store float %38, ptr addrspace(1) %46, align 16, !tbaa !21
  %47 = getelementptr inbounds i8, ptr addrspace(1) %43, i64 36
  tail call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %47, i8 0, i64 12, i1 false)
  br label %113

48:                                               ; preds = %35
  %49 = or disjoint i32 %36, %26
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %50
  %52 = load i32, ptr addrspace(1) %51, align 4, !tbaa !11
  %53 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %50
  %54 = load <4 x float>, ptr addrspace(1) %53, align 16, !tbaa !8
  %55 = shufflevector <4 x float> %54, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %56 = call spir_func float @_Z6lengthDv3_f(<3 x float> noundef %55) #10 [ "convergencectrl"(token %40) ]
  %57 = icmp sgt i32 %52, -1
  br i1 %57, label %58, label %102

58:                                               ; preds = %48
  %59 = zext nneg i32 %52 to i64
  %60 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 16, !tbaa !21
  %62 = getelementptr inbounds i8, ptr addrspace(1) %60, i64 16
  %63 = load <4 x float>, ptr addrspace(1) %62, align 16, !tbaa !8
  %64 = getelementptr inbounds i8, ptr addrspace(1) %60, i64 32
  %65 = load float, ptr addrspace(1) %64, align 16, !tbaa !21
  %66 = shufflevector <4 x float> %63, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %67 = insertelement <3 x float> poison, float %61, i64 0
  %68 = shufflevector <3 x float> %67, <3 x float> poison, <3 x i32> zeroinitializer
  %69 = fdiv <3 x float> %66, %68, !fpmath !40
  %70 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %69, <3 x float> noundef %69) #10 [ "convergencectrl"(token %40) ]
  %71 = fmul float %61, -5.000000e-01
  %72 = tail call float @llvm.fmuladd.f32(float %71, float %70, float %65)
  %73 = fmul float %72, 0x3FD99999A0000000
  %74 = fmul float %56, 0xBFC99999A0000000
  %75 = fmul float %74, 5.000000e-01
  %76 = call spir_func float @_Z4sqrtf(float noundef %22) #10 [ "convergencectrl"(token %40) ]
  %77 = call spir_func float @_Z4sqrtf(float noundef %70) #10 [ "convergencectrl"(token %40) ]
  %78 = fadd float %76, %77
  %79 = fmul float %75, %78
  %80 = fsub float %13, %61
  %81 = tail call float @llvm.fmuladd.f32(float %79, float %80, float %39)
  %82 = fsub float %17, %65
  %83 = fadd float %65, %73
  %84 = insertelement <3 x float> poison, float %83, i64 0
  %85 = shufflevector <3 x float> %84, <3 x float> poison, <3 x i32> zeroinitializer
  %86 = fmul <3 x float> %69, %85
  %87 = tail call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %32, <3 x float> %21, <3 x float> %86)
  %88 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %55, <3 x float> noundef %87) #10 [ "convergencectrl"(token %40) ]
  %89 = fmul float %88, 5.000000e-01
  %90 = tail call float @llvm.fmuladd.f32(float %79, float %82, float %89)
  %91 = fadd float %38, %90
  %92 = insertelement <3 x float> poison, float %79, i64 0
  %93 = fadd float %25, %73
  %94 = insertelement <3 x float> poison, float %93, i64 0
  %95 = shufflevector <3 x float> %92, <3 x float> poison, <4 x i32> zeroinitializer
  %96 = fsub <4 x float> %15, %63
  %97 = fmul <4 x float> %54, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %98 = shufflevector <3 x float> %94, <3 x float> poison, <4 x i32> zeroinitializer
  %99 = fmul <4 x float> %97, %98
  %100 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %95, <4 x float> %96, <4 x float> %99)
  %101 = fadd <4 x float> %37, %100
  br label %108

102:                                              ; preds = %48
  switch i32 %52, label %108 [
    i32 -1, label %103
    i32 -2, label %105
  ]

103:                                              ; preds = %102
  %104 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %54, <4 x float> %34, <4 x float> %37)
  br label %108

105:                                              ; preds = %102
  %106 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %54, <4 x float> %33, <4 x float> %37)
  %107 = tail call float @llvm.fmuladd.f32(float %56, float 0x3FB99999A0000000, float %39)
  br label %108

108:                                              ; preds = %102, %103, %105, %58
  %109 = phi <4 x float> [ %101, %58 ], [ %104, %103 ], [ %106, %105 ], [ %37, %102 ]
  %110 = phi float [ %91, %58 ], [ %38, %103 ], [ %38, %105 ], [ %38, %102 ]
  %111 = phi float [ %81, %58 ], [ %39, %103 ], [ %107, %105 ], [ %39, %102 ]
  %112 = add nuw nsw i32 %36, 1
  br label %35

113:                                              ; preds = %5, %42
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z6lengthDv3_f(<3 x float> noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #7

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p1.i64(ptr addrspace(1) nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #5 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { convergent nounwind willreturn memory(none) }
attributes #11 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"node_t*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!7 = !{!"const", !"const", !"", !"", !"const", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !9, i64 0}
!13 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!14 = !{!"none", !"none", !"none", !"none", !"none"}
!15 = !{!"char*", !"char*", !"char*", !"char*", !"int"}
!16 = !{!"", !"", !"", !"", !""}
!17 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0}
!18 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!19 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!20 = !{!"const", !"const", !"", !"", !"", !""}
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !9, i64 0}
!23 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 1}
!24 = !{!"float*", !"int", !"float*", !"int", !"float*", !"float*"}
!25 = !{!"", !"", !"const", !"", !"", !""}
!26 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!27 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!28 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int", !"float", !"float", !"float", !"float", !"float"}
!29 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!30 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0, i32 0, i32 0, i32 0}
!31 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!32 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int", !"int", !"int", !"int"}
!33 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !""}
!34 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!35 = !{!"int*", !"int*", !"int", !"int", !"int", !"int"}
!36 = !{!"const", !"", !"", !"", !"", !""}
!37 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!38 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int", !"float"}
!39 = !{!"const", !"", !"", !"", !"", !"", !"", !"", !""}
!40 = !{float 2.500000e+00}
!41 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!42 = !{!"float*", !"float*", !"int*", !"int", !"int", !"int"}
!43 = !{i32 1, i32 3, i32 0, i32 0}
!44 = !{!"none", !"none", !"none", !"none"}
!45 = !{!"float*", !"float*", !"int", !"int"}
!46 = !{!"", !"", !"", !""}
!47 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!48 = !{!"latlong_t*", !"float*", !"int", !"float", !"float"}
!49 = !{!"const", !"", !"", !"", !""}
!50 = !{i32 1, i32 1, i32 0, i32 0}
!51 = !{!"const", !"", !"", !""}
!52 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!53 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!54 = !{!"", !"", !"const", !"", !""}
!55 = !{!"bnode_t*", !"int*", !"int*", !"int*", !"int"}
!56 = !{!"const", !"const", !"", !"", !""}
!57 = !{!58, !12, i64 0}
!58 = !{!"", !12, i64 0, !12, i64 4, !9, i64 8, !9, i64 72}
!59 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!60 = !{!"const", !"const", !"const", !"const", !"", !"", !""}
!61 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!62 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!63 = !{!"float*", !"float*", !"int*", !"float*", !"float*", !"char*", !"int", !"int", !"int", !"int"}
!64 = !{!"const", !"const", !"const", !"const", !"", !"", !"", !"", !"", !""}
!65 = !{!"int*", !"float4*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!66 = !{!"int*", !"float __attribute__((ext_vector_type(4)))*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!67 = !{!"const", !"const", !"const", !"", !""}
