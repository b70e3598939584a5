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
  br label %24, !llvm.loop !13

43:                                               ; preds = %24, %12, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @rd_bfs_2(ptr addrspace(1) nocapture noundef writeonly align 1 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(1) nocapture noundef writeonly align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
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
define spir_kernel void @rd_bp_layerforward(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5) local_unnamed_addr #5 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
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
  br i1 %21, label %22, label %31

22:                                               ; preds = %6
  %23 = shl nsw i32 %9, 4
  %24 = add nsw i32 %23, %13
  %25 = sext i32 %24 to i64
  %26 = getelementptr float, ptr addrspace(1) %0, i64 %25
  %27 = getelementptr i8, ptr addrspace(1) %26, i64 4
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !23
  %29 = sext i32 %13 to i64
  %30 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %29
  store float %28, ptr addrspace(3) %30, align 4, !tbaa !23
  br label %31

31:                                               ; preds = %22, %6
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
  %32 = sext i32 %20 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !23
  %35 = sext i32 %13 to i64
  %36 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %35
  %37 = load float, ptr addrspace(3) %36, align 4, !tbaa !23
  %38 = fmul float %34, %37
  %39 = shl nsw i32 %13, 4
  %40 = add nsw i32 %39, %11
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %41
  store float %38, ptr addrspace(3) %42, align 4, !tbaa !23
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
  br label %43

43:                                               ; preds = %64, %31
  %44 = phi i32 [ 1, %31 ], [ %65, %64 ]
  %45 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %46 = icmp ult i32 %44, 5
  br i1 %46, label %49, label %47

47:                                               ; preds = %43
  %48 = icmp eq i32 %13, 0
  br i1 %48, label %66, label %74

49:                                               ; preds = %43
  %50 = shl nuw nsw i32 1, %44
  %51 = add nsw i32 %50, -1
  %52 = and i32 %51, %13
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %64

54:                                               ; preds = %49
  %55 = lshr exact i32 %50, 1
  %56 = add nsw i32 %55, %13
  %57 = shl nsw i32 %56, 4
  %58 = add nsw i32 %57, %11
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %59
  %61 = load float, ptr addrspace(3) %60, align 4, !tbaa !23
  %62 = load float, ptr addrspace(3) %42, align 4, !tbaa !23
  %63 = fadd float %61, %62
  store float %63, ptr addrspace(3) %42, align 4, !tbaa !23
  br label %64

64:                                               ; preds = %54, %49
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %45) ]
  %65 = add nuw nsw i32 %44, 1
  br label %43, !llvm.loop !25

66:                                               ; preds = %47
  %67 = sext i32 %11 to i64
  %68 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %67
  %69 = load float, ptr addrspace(3) %68, align 4, !tbaa !23
  %70 = mul nsw i32 %9, %5
  %71 = add nsw i32 %70, %11
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %72
  store float %69, ptr addrspace(1) %73, align 4, !tbaa !23
  br label %74

74:                                               ; preds = %66, %47
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @rd_bp_adjust(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5) local_unnamed_addr #5 !kernel_arg_addr_space !26 !kernel_arg_access_qual !20 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
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
  %21 = shl nsw i32 %9, 4
  %22 = add nsw i32 %21, %13
  %23 = add nsw i32 %11, 1
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !23
  %27 = fmul float %26, 0x3FD3333340000000
  %28 = sext i32 %22 to i64
  %29 = getelementptr float, ptr addrspace(1) %2, i64 %28
  %30 = getelementptr i8, ptr addrspace(1) %29, i64 4
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !23
  %32 = sext i32 %20 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !23
  %35 = fmul float %34, 0x3FD3333340000000
  %36 = tail call float @llvm.fmuladd.f32(float %27, float %31, float %35)
  %37 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %32
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !23
  %39 = fadd float %38, %36
  store float %39, ptr addrspace(1) %37, align 4, !tbaa !23
  store float %36, ptr addrspace(1) %33, align 4, !tbaa !23
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
  %40 = or i32 %13, %9
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %51

42:                                               ; preds = %6
  %43 = load float, ptr addrspace(1) %25, align 4, !tbaa !23
  %44 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %24
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !23
  %46 = fmul float %45, 0x3FD3333340000000
  %47 = tail call float @llvm.fmuladd.f32(float %43, float 0x3FD3333340000000, float %46)
  %48 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %24
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !23
  %50 = fadd float %49, %47
  store float %50, ptr addrspace(1) %48, align 4, !tbaa !23
  store float %47, ptr addrspace(1) %44, align 4, !tbaa !23
  br label %51

51:                                               ; preds = %42, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #7

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @rd_hotspot(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10) local_unnamed_addr #5 !kernel_arg_addr_space !29 !kernel_arg_access_qual !30 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
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
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !23
  %44 = sext i32 %20 to i64
  %45 = sext i32 %18 to i64
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %44, i64 %45
  store float %43, ptr addrspace(3) %46, align 4, !tbaa !23
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %41
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !23
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.p_on, i64 0, i64 %44, i64 %45
  store float %48, ptr addrspace(3) %49, align 4, !tbaa !23
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
  %92 = sext i32 %20 to i64
  %93 = sext i32 %18 to i64
  %94 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i64 0, i64 %92, i64 %93
  %95 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_on, i64 0, i64 %92, i64 %93
  br label %96

96:                                               ; preds = %137, %50
  %97 = phi i1 [ false, %50 ], [ %132, %137 ]
  %98 = phi i32 [ 0, %50 ], [ %102, %137 ]
  %99 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %12) ]
  %100 = icmp slt i32 %98, %3
  br i1 %100, label %101, label %138

101:                                              ; preds = %96
  %102 = add nuw nsw i32 %98, 1
  %103 = icmp slt i32 %98, %18
  br i1 %103, label %104, label %131

104:                                              ; preds = %101
  %105 = sub nsw i32 14, %98
  %106 = icmp slt i32 %105, %18
  %107 = icmp sge i32 %98, %20
  %108 = or i1 %107, %106
  %109 = icmp slt i32 %105, %20
  %110 = or i1 %109, %108
  %111 = select i1 %110, i1 true, i1 %73
  %112 = select i1 %111, i1 true, i1 %74
  %113 = or i1 %112, %75
  %114 = select i1 %113, i1 true, i1 %76
  br i1 %114, label %131, label %115

115:                                              ; preds = %104
  %116 = load float, ptr addrspace(3) %79, align 4, !tbaa !23
  %117 = load float, ptr addrspace(3) %81, align 4, !tbaa !23
  %118 = load float, ptr addrspace(3) %83, align 4, !tbaa !23
  %119 = load float, ptr addrspace(3) %85, align 4, !tbaa !23
  %120 = fadd float %118, %119
  %121 = tail call float @llvm.fmuladd.f32(float %116, float -2.000000e+00, float %120)
  %122 = tail call float @llvm.fmuladd.f32(float %121, float %8, float %117)
  %123 = load float, ptr addrspace(3) %87, align 4, !tbaa !23
  %124 = load float, ptr addrspace(3) %89, align 4, !tbaa !23
  %125 = fadd float %123, %124
  %126 = tail call float @llvm.fmuladd.f32(float %116, float -2.000000e+00, float %125)
  %127 = tail call float @llvm.fmuladd.f32(float %126, float %7, float %122)
  %128 = fsub float 8.000000e+01, %116
  %129 = tail call float @llvm.fmuladd.f32(float %128, float %9, float %127)
  %130 = tail call float @llvm.fmuladd.f32(float %80, float %129, float %116)
  store float %130, ptr addrspace(3) %90, align 4, !tbaa !23
  br label %131

131:                                              ; preds = %115, %104, %101
  %132 = phi i1 [ true, %115 ], [ false, %104 ], [ false, %101 ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %99) ]
  %133 = icmp eq i32 %98, %91
  br i1 %133, label %138, label %134

134:                                              ; preds = %131
  br i1 %132, label %135, label %137

135:                                              ; preds = %134
  %136 = load float, ptr addrspace(3) %94, align 4, !tbaa !23
  store float %136, ptr addrspace(3) %95, align 4, !tbaa !23
  br label %137

137:                                              ; preds = %135, %134
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %99) ]
  br label %96, !llvm.loop !33

138:                                              ; preds = %131, %96
  %139 = phi i1 [ %97, %96 ], [ %132, %131 ]
  br i1 %139, label %140, label %147

140:                                              ; preds = %138
  %141 = sext i32 %20 to i64
  %142 = sext i32 %18 to i64
  %143 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @rd_hotspot.t_tmp, i64 0, i64 %141, i64 %142
  %144 = load float, ptr addrspace(3) %143, align 4, !tbaa !23
  %145 = sext i32 %32 to i64
  %146 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %145
  store float %144, ptr addrspace(1) %146, align 4, !tbaa !23
  br label %147

147:                                              ; preds = %140, %138
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @rd_pathfinder(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, ptr addrspace(3) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #5 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
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
  br i1 %39, label %40, label %46

40:                                               ; preds = %9
  %41 = zext nneg i32 %21 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !11
  %44 = sext i32 %14 to i64
  %45 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %44
  store i32 %43, ptr addrspace(3) %45, align 4, !tbaa !11
  br label %46

46:                                               ; preds = %40, %9
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %10) ]
  %47 = add i32 %16, -2
  %48 = sext i32 %32 to i64
  %49 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %48
  %50 = sext i32 %14 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %50
  %52 = sext i32 %34 to i64
  %53 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %52
  %54 = getelementptr inbounds i32, ptr addrspace(3) %4, i64 %50
  %55 = add nsw i32 %8, -1
  %56 = sext i32 %14 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(3) %4, i64 %56
  %58 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %56
  br label %59

59:                                               ; preds = %91, %46
  %60 = phi i32 [ 0, %46 ], [ %65, %91 ]
  %61 = phi i1 [ false, %46 ], [ %86, %91 ]
  %62 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %10) ]
  %63 = icmp slt i32 %60, %8
  br i1 %63, label %64, label %92

64:                                               ; preds = %59
  %65 = add nuw nsw i32 %60, 1
  %66 = icmp slt i32 %60, %14
  br i1 %66, label %67, label %85

67:                                               ; preds = %64
  %68 = sub i32 %47, %60
  %69 = icmp slt i32 %68, %14
  %70 = select i1 %69, i1 true, i1 %35
  %71 = select i1 %70, i1 true, i1 %36
  br i1 %71, label %85, label %72

72:                                               ; preds = %67
  %73 = load i32, ptr addrspace(3) %49, align 4, !tbaa !11
  %74 = load i32, ptr addrspace(3) %51, align 4, !tbaa !11
  %75 = load i32, ptr addrspace(3) %53, align 4, !tbaa !11
  %76 = call spir_func i32 @_Z3minii(i32 noundef %73, i32 noundef %74) #10 [ "convergencectrl"(token %62) ]
  %77 = call spir_func i32 @_Z3minii(i32 noundef %76, i32 noundef %75) #10 [ "convergencectrl"(token %62) ]
  %78 = add nsw i32 %60, %6
  %79 = mul nsw i32 %78, %5
  %80 = add nsw i32 %79, %21
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %81
  %83 = load i32, ptr addrspace(1) %82, align 4, !tbaa !11
  %84 = add nsw i32 %83, %77
  store i32 %84, ptr addrspace(3) %54, align 4, !tbaa !11
  br label %85

85:                                               ; preds = %67, %72, %64
  %86 = phi i1 [ true, %72 ], [ false, %67 ], [ false, %64 ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %62) ]
  %87 = icmp eq i32 %60, %55
  br i1 %87, label %92, label %88

88:                                               ; preds = %85
  br i1 %86, label %89, label %91

89:                                               ; preds = %88
  %90 = load i32, ptr addrspace(3) %57, align 4, !tbaa !11
  store i32 %90, ptr addrspace(3) %58, align 4, !tbaa !11
  br label %91

91:                                               ; preds = %89, %88
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %62) ]
  br label %59, !llvm.loop !38

92:                                               ; preds = %85, %59
  %93 = phi i1 [ %61, %59 ], [ %86, %85 ]
  br i1 %93, label %94, label %100

94:                                               ; preds = %92
  %95 = sext i32 %14 to i64
  %96 = getelementptr inbounds i32, ptr addrspace(3) %4, i64 %95
  %97 = load i32, ptr addrspace(3) %96, align 4, !tbaa !11
  %98 = sext i32 %21 to i64
  %99 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %98
  store i32 %97, ptr addrspace(1) %99, align 4, !tbaa !11
  br label %100

100:                                              ; preds = %94, %92
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @rd_nw(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #5 !kernel_arg_addr_space !39 !kernel_arg_access_qual !20 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
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

26:                                               ; preds = %22, %6
  %27 = sext i32 %11 to i64
  br label %28

28:                                               ; preds = %48, %26
  %29 = phi i32 [ 0, %26 ], [ %56, %48 ]
  %30 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %31 = icmp ult i32 %29, 16
  br i1 %31, label %48, label %32

32:                                               ; preds = %28
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
  %33 = add i32 %11, 1
  %34 = mul i32 %33, %2
  %35 = add i32 %34, %17
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !11
  %39 = add nsw i32 %11, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %40
  store i32 %38, ptr addrspace(3) %41, align 4, !tbaa !11
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
  %42 = sext i32 %18 to i64
  %43 = getelementptr i32, ptr addrspace(1) %1, i64 %42
  %44 = getelementptr i8, ptr addrspace(1) %43, i64 4
  %45 = load i32, ptr addrspace(1) %44, align 4, !tbaa !11
  %46 = getelementptr inbounds [17 x i32], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %40
  store i32 %45, ptr addrspace(3) %46, align 4, !tbaa !11
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
  %47 = sext i32 %11 to i64
  br label %57

48:                                               ; preds = %28
  %49 = mul nsw i32 %29, %2
  %50 = add nsw i32 %49, %20
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %51
  %53 = load i32, ptr addrspace(1) %52, align 4, !tbaa !11
  %54 = zext nneg i32 %29 to i64
  %55 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %54, i64 %27
  store i32 %53, ptr addrspace(3) %55, align 4, !tbaa !11
  %56 = add nuw nsw i32 %29, 1
  br label %28, !llvm.loop !42

57:                                               ; preds = %88, %32
  %58 = phi i32 [ 0, %32 ], [ %89, %88 ]
  %59 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %60 = icmp ult i32 %58, 16
  br i1 %60, label %67, label %61

61:                                               ; preds = %57
  %62 = add nsw i32 %11, 16
  %63 = sub nsw i32 16, %11
  %64 = sub i32 15, %11
  %65 = sext i32 %64 to i64
  %66 = sext i32 %63 to i64
  br label %90

67:                                               ; preds = %57
  %68 = icmp slt i32 %58, %11
  br i1 %68, label %88, label %69

69:                                               ; preds = %67
  %70 = sub nsw i32 %58, %11
  %71 = add nsw i32 %70, 1
  %72 = sext i32 %70 to i64
  %73 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %72, i64 %47
  %74 = load i32, ptr addrspace(3) %73, align 4, !tbaa !11
  %75 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %72, i64 %47
  %76 = load i32, ptr addrspace(3) %75, align 4, !tbaa !11
  %77 = add nsw i32 %76, %74
  %78 = sext i32 %71 to i64
  %79 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %78, i64 %47
  %80 = load i32, ptr addrspace(3) %79, align 4, !tbaa !11
  %81 = sub nsw i32 %80, %3
  %82 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %72, i64 %40
  %83 = load i32, ptr addrspace(3) %82, align 4, !tbaa !11
  %84 = sub nsw i32 %83, %3
  %85 = call spir_func i32 @_Z3maxii(i32 noundef %77, i32 noundef %81) #10 [ "convergencectrl"(token %59) ]
  %86 = call spir_func i32 @_Z3maxii(i32 noundef %85, i32 noundef %84) #10 [ "convergencectrl"(token %59) ]
  %87 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %78, i64 %40
  store i32 %86, ptr addrspace(3) %87, align 4, !tbaa !11
  br label %88

88:                                               ; preds = %69, %67
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %59) ]
  %89 = add nuw nsw i32 %58, 1
  br label %57, !llvm.loop !43

90:                                               ; preds = %61, %115
  %91 = phi i32 [ %116, %115 ], [ 14, %61 ]
  %92 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %93 = icmp sgt i32 %91, -1
  br i1 %93, label %94, label %117

94:                                               ; preds = %90
  %95 = icmp slt i32 %91, %11
  br i1 %95, label %115, label %96

96:                                               ; preds = %94
  %97 = sub i32 %62, %91
  %98 = add nsw i32 %97, -1
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %65, i64 %99
  %101 = load i32, ptr addrspace(3) %100, align 4, !tbaa !11
  %102 = getelementptr inbounds [16 x [16 x i32]], ptr addrspace(3) @rd_nw.refl, i64 0, i64 %65, i64 %99
  %103 = load i32, ptr addrspace(3) %102, align 4, !tbaa !11
  %104 = add nsw i32 %103, %101
  %105 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %66, i64 %99
  %106 = load i32, ptr addrspace(3) %105, align 4, !tbaa !11
  %107 = sub nsw i32 %106, %3
  %108 = sext i32 %97 to i64
  %109 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %65, i64 %108
  %110 = load i32, ptr addrspace(3) %109, align 4, !tbaa !11
  %111 = sub nsw i32 %110, %3
  %112 = call spir_func i32 @_Z3maxii(i32 noundef %104, i32 noundef %107) #10 [ "convergencectrl"(token %92) ]
  %113 = call spir_func i32 @_Z3maxii(i32 noundef %112, i32 noundef %111) #10 [ "convergencectrl"(token %92) ]
  %114 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %66, i64 %108
  store i32 %113, ptr addrspace(3) %114, align 4, !tbaa !11
  br label %115

115:                                              ; preds = %96, %94
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %92) ]
  %116 = add nsw i32 %91, -1
  br label %90, !llvm.loop !44

117:                                              ; preds = %90, %122
  %118 = phi i32 [ %123, %122 ], [ 0, %90 ]
  %119 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %120 = icmp ult i32 %118, 16
  br i1 %120, label %122, label %121

121:                                              ; preds = %117
  ret void

122:                                              ; preds = %117
  %123 = add nuw nsw i32 %118, 1
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds [17 x [17 x i32]], ptr addrspace(3) @rd_nw.temp, i64 0, i64 %124, i64 %40
  %126 = load i32, ptr addrspace(3) %125, align 4, !tbaa !11
  %127 = mul nsw i32 %118, %2
  %128 = add nsw i32 %127, %20
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %129
  store i32 %126, ptr addrspace(1) %130, align 4, !tbaa !11
  br label %117, !llvm.loop !45
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @rd_srad(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #4 !kernel_arg_addr_space !46 !kernel_arg_access_qual !35 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !48 {
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
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !23
  %33 = mul nsw i32 %17, %6
  %34 = add nsw i32 %33, %20
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !23
  %38 = fsub float %37, %32
  %39 = add nsw i32 %33, %24
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !23
  %43 = fsub float %42, %32
  %44 = mul nsw i32 %25, %6
  %45 = add nsw i32 %44, %19
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !23
  %49 = fsub float %48, %32
  %50 = mul nsw i32 %29, %6
  %51 = add nsw i32 %50, %19
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !23
  %55 = fsub float %54, %32
  %56 = fmul float %43, %43
  %57 = tail call float @llvm.fmuladd.f32(float %38, float %38, float %56)
  %58 = tail call float @llvm.fmuladd.f32(float %49, float %49, float %57)
  %59 = tail call float @llvm.fmuladd.f32(float %55, float %55, float %58)
  %60 = fmul float %32, %32
  %61 = fdiv float %59, %60, !fpmath !49
  %62 = fadd float %38, %43
  %63 = fadd float %62, %49
  %64 = fadd float %63, %55
  %65 = fdiv float %64, %32, !fpmath !49
  %66 = fmul float %65, -6.250000e-02
  %67 = fmul float %65, %66
  %68 = tail call float @llvm.fmuladd.f32(float %61, float 5.000000e-01, float %67)
  %69 = tail call float @llvm.fmuladd.f32(float %65, float 2.500000e-01, float 1.000000e+00)
  %70 = fmul float %69, %69
  %71 = fdiv float %68, %70, !fpmath !49
  %72 = fsub float %71, %8
  %73 = fadd float %8, 1.000000e+00
  %74 = fmul float %73, %8
  %75 = fdiv float %72, %74, !fpmath !49
  %76 = fadd float %75, 1.000000e+00
  %77 = fdiv float 1.000000e+00, %76, !fpmath !49
  %78 = fcmp olt float %77, 0.000000e+00
  %79 = fcmp ogt float %77, 1.000000e+00
  %80 = select i1 %79, float 1.000000e+00, float %77
  %81 = select i1 %78, float 0.000000e+00, float %80
  %82 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  store float %81, ptr addrspace(1) %82, align 4, !tbaa !23
  %83 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  store float %38, ptr addrspace(1) %83, align 4, !tbaa !23
  %84 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  store float %43, ptr addrspace(1) %84, align 4, !tbaa !23
  %85 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %30
  store float %49, ptr addrspace(1) %85, align 4, !tbaa !23
  %86 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %30
  store float %55, ptr addrspace(1) %86, align 4, !tbaa !23
  br label %87

87:                                               ; preds = %9, %15
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @rd_kmeans(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !50 !kernel_arg_access_qual !20 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !22 {
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
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !23
  %33 = add nsw i32 %24, %18
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !23
  %37 = fsub float %32, %36
  %38 = tail call float @llvm.fmuladd.f32(float %37, float %37, float %23)
  %39 = fcmp ult float %38, %13
  %40 = add nuw nsw i32 %24, 1
  br i1 %39, label %22, label %41, !llvm.loop !52

41:                                               ; preds = %22, %27
  %42 = phi float [ %38, %27 ], [ %23, %22 ]
  %43 = fcmp olt float %42, %13
  %44 = select i1 %43, i32 %14, i32 %12
  %45 = select i1 %43, float %42, float %13
  %46 = add nuw nsw i32 %14, 1
  br label %11, !llvm.loop !53

47:                                               ; preds = %6, %19
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @rd_lud_diagonal(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !54 !kernel_arg_access_qual !55 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !57 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = add i32 %2, 1
  %9 = mul i32 %8, %3
  br label %10

10:                                               ; preds = %18, %4
  %11 = phi i32 [ %9, %4 ], [ %27, %18 ]
  %12 = phi i32 [ 0, %4 ], [ %28, %18 ]
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %14 = icmp ult i32 %12, 16
  br i1 %14, label %18, label %15

15:                                               ; preds = %10
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %5) ]
  %16 = shl nsw i32 %7, 4
  %17 = shl nsw i32 %7, 4
  br label %29

18:                                               ; preds = %10
  %19 = add nsw i32 %11, %7
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !23
  %23 = shl nuw nsw i32 %12, 4
  %24 = add nsw i32 %23, %7
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %25
  store float %22, ptr addrspace(3) %26, align 4, !tbaa !23
  %27 = add nsw i32 %11, %2
  %28 = add nuw nsw i32 %12, 1
  br label %10, !llvm.loop !58

29:                                               ; preds = %96, %15
  %30 = phi i32 [ 0, %15 ], [ %97, %96 ]
  %31 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %32 = icmp ult i32 %30, 15
  br i1 %32, label %37, label %33

33:                                               ; preds = %29
  %34 = add nsw i32 %3, 1
  %35 = mul nsw i32 %34, %2
  %36 = add nsw i32 %35, %3
  br label %98

37:                                               ; preds = %29
  %38 = icmp slt i32 %30, %7
  br i1 %38, label %39, label %71

39:                                               ; preds = %37
  %40 = or disjoint i32 %30, %16
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %41
  br label %43

43:                                               ; preds = %39, %57
  %44 = phi i32 [ %70, %57 ], [ 0, %39 ]
  %45 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %31) ]
  %46 = icmp ult i32 %44, %30
  br i1 %46, label %57, label %47

47:                                               ; preds = %43
  %48 = mul nuw nsw i32 %30, 17
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %49
  %51 = load float, ptr addrspace(3) %50, align 4, !tbaa !23
  %52 = or disjoint i32 %30, %17
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %53
  %55 = load float, ptr addrspace(3) %54, align 4, !tbaa !23
  %56 = fdiv float %55, %51, !fpmath !49
  store float %56, ptr addrspace(3) %54, align 4, !tbaa !23
  br label %71

57:                                               ; preds = %43
  %58 = add nuw nsw i32 %44, %16
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %59
  %61 = load float, ptr addrspace(3) %60, align 4, !tbaa !23
  %62 = shl nsw i32 %44, 4
  %63 = or disjoint i32 %62, %30
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %64
  %66 = load float, ptr addrspace(3) %65, align 4, !tbaa !23
  %67 = load float, ptr addrspace(3) %42, align 4, !tbaa !23
  %68 = fneg float %61
  %69 = tail call float @llvm.fmuladd.f32(float %68, float %66, float %67)
  store float %69, ptr addrspace(3) %42, align 4, !tbaa !23
  %70 = add nuw nsw i32 %44, 1
  br label %43, !llvm.loop !59

71:                                               ; preds = %47, %37
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %31) ]
  br i1 %38, label %72, label %96

72:                                               ; preds = %71
  %73 = shl nuw nsw i32 %30, 4
  %74 = add nuw nsw i32 %73, 16
  %75 = add nsw i32 %74, %7
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %76
  br label %78

78:                                               ; preds = %72, %82
  %79 = phi i32 [ %95, %82 ], [ 0, %72 ]
  %80 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %31) ]
  %81 = icmp ugt i32 %79, %30
  br i1 %81, label %96, label %82

82:                                               ; preds = %78
  %83 = add nuw nsw i32 %79, %74
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %84
  %86 = load float, ptr addrspace(3) %85, align 4, !tbaa !23
  %87 = shl nsw i32 %79, 4
  %88 = add nsw i32 %87, %7
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %89
  %91 = load float, ptr addrspace(3) %90, align 4, !tbaa !23
  %92 = load float, ptr addrspace(3) %77, align 4, !tbaa !23
  %93 = fneg float %86
  %94 = tail call float @llvm.fmuladd.f32(float %93, float %91, float %92)
  store float %94, ptr addrspace(3) %77, align 4, !tbaa !23
  %95 = add nuw nsw i32 %79, 1
  br label %78, !llvm.loop !60

96:                                               ; preds = %78, %71
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %31) ]
  %97 = add nuw nsw i32 %30, 1
  br label %29, !llvm.loop !61

98:                                               ; preds = %104, %33
  %99 = phi i32 [ %36, %33 ], [ %113, %104 ]
  %100 = phi i32 [ 1, %33 ], [ %114, %104 ]
  %101 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %102 = icmp ult i32 %100, 16
  br i1 %102, label %104, label %103

103:                                              ; preds = %98
  ret void

104:                                              ; preds = %98
  %105 = shl nuw nsw i32 %100, 4
  %106 = add nsw i32 %105, %7
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %107
  %109 = load float, ptr addrspace(3) %108, align 4, !tbaa !23
  %110 = add nsw i32 %99, %7
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %111
  store float %109, ptr addrspace(1) %112, align 4, !tbaa !23
  %113 = add nsw i32 %99, %2
  %114 = add nuw nsw i32 %100, 1
  br label %98, !llvm.loop !62
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @rd_nn(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !63 !kernel_arg_access_qual !16 !kernel_arg_type !64 !kernel_arg_base_type !64 !kernel_arg_type_qual !65 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %22

10:                                               ; preds = %5
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.latlong_t, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !23
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 4
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !23
  %16 = fsub float %3, %13
  %17 = fsub float %4, %15
  %18 = fmul float %17, %17
  %19 = tail call float @llvm.fmuladd.f32(float %16, float %16, float %18)
  %20 = call spir_func float @_Z4sqrtf(float noundef %19) #10 [ "convergencectrl"(token %6) ]
  %21 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !23
  br label %22

22:                                               ; preds = %10, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @rd_gauss_fan1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !66 !kernel_arg_access_qual !55 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !67 {
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
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !23
  %19 = add i32 %2, 1
  %20 = mul i32 %19, %3
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !23
  %24 = fdiv float %18, %23, !fpmath !49
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %16
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !23
  br label %26

26:                                               ; preds = %4, %11
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @rd_gauss_fan2(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !68 !kernel_arg_access_qual !16 !kernel_arg_type !69 !kernel_arg_base_type !69 !kernel_arg_type_qual !70 {
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
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !23
  %25 = mul nsw i32 %4, %3
  %26 = add nsw i32 %10, %4
  %27 = add nsw i32 %26, %25
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !23
  %31 = add nsw i32 %20, %26
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !23
  %35 = fneg float %24
  %36 = tail call float @llvm.fmuladd.f32(float %35, float %30, float %34)
  store float %36, ptr addrspace(1) %33, align 4, !tbaa !23
  %37 = icmp eq i32 %10, 0
  br i1 %37, label %38, label %49

38:                                               ; preds = %17
  %39 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %32
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !23
  %41 = sext i32 %4 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !23
  %44 = sext i32 %19 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !23
  %47 = fneg float %40
  %48 = tail call float @llvm.fmuladd.f32(float %47, float %43, float %46)
  store float %48, ptr addrspace(1) %45, align 4, !tbaa !23
  br label %49

49:                                               ; preds = %17, %38, %5
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @rd_btree_find(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(1) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #5 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !71 !kernel_arg_base_type !71 !kernel_arg_type_qual !72 {
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
  %18 = sext i32 %16 to i64
  br label %19

19:                                               ; preds = %51, %5
  %20 = phi i32 [ 0, %5 ], [ %52, %51 ]
  %21 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %22 = icmp slt i32 %20, %4
  br i1 %22, label %30, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %11
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !11
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !73
  %29 = icmp sgt i32 %28, %9
  br i1 %29, label %53, label %64

30:                                               ; preds = %19
  %31 = load i32, ptr addrspace(1) %14, align 4, !tbaa !11
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds %struct.bnode_t, ptr addrspace(1) %0, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4, !tbaa !73
  %35 = icmp sgt i32 %34, %9
  br i1 %35, label %36, label %51

36:                                               ; preds = %30
  %37 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 8
  %38 = getelementptr inbounds [16 x i32], ptr addrspace(1) %37, i64 0, i64 %15
  %39 = load i32, ptr addrspace(1) %38, align 4, !tbaa !11
  %40 = icmp sgt i32 %39, %13
  br i1 %40, label %51, label %41

41:                                               ; preds = %36
  %42 = icmp eq i32 %16, %34
  br i1 %42, label %47, label %43

43:                                               ; preds = %41
  %44 = getelementptr inbounds [16 x i32], ptr addrspace(1) %37, i64 0, i64 %17
  %45 = load i32, ptr addrspace(1) %44, align 4, !tbaa !11
  %46 = icmp sgt i32 %45, %13
  br i1 %46, label %47, label %51

47:                                               ; preds = %43, %41
  %48 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 72
  %49 = getelementptr inbounds [17 x i32], ptr addrspace(1) %48, i64 0, i64 %18
  %50 = load i32, ptr addrspace(1) %49, align 4, !tbaa !11
  store i32 %50, ptr addrspace(1) %14, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %47, %43, %36, %30
  call spir_func void @_Z7barrierj(i32 noundef 2) #11 [ "convergencectrl"(token %21) ]
  %52 = add nuw nsw i32 %20, 1
  br label %19, !llvm.loop !75

53:                                               ; preds = %23
  %54 = getelementptr inbounds i8, ptr addrspace(1) %27, i64 8
  %55 = sext i32 %9 to i64
  %56 = getelementptr inbounds [16 x i32], ptr addrspace(1) %54, i64 0, i64 %55
  %57 = load i32, ptr addrspace(1) %56, align 4, !tbaa !11
  %58 = icmp eq i32 %57, %13
  br i1 %58, label %59, label %64

59:                                               ; preds = %53
  %60 = getelementptr inbounds i8, ptr addrspace(1) %27, i64 72
  %61 = getelementptr inbounds [17 x i32], ptr addrspace(1) %60, i64 0, i64 %55
  %62 = load i32, ptr addrspace(1) %61, align 4, !tbaa !11
  %63 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %11
  store i32 %62, ptr addrspace(1) %63, align 4, !tbaa !11
  br label %64

64:                                               ; preds = %59, %53, %23
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @rd_pf_find_index(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, i32 noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !76 !kernel_arg_base_type !76 !kernel_arg_type_qual !77 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %6
  br i1 %11, label %12, label %39

12:                                               ; preds = %7
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !23
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
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !23
  %25 = fcmp ult float %24, %15
  br i1 %25, label %26, label %28

26:                                               ; preds = %21
  %27 = add nuw nsw i32 %18, 1
  br label %17, !llvm.loop !78

28:                                               ; preds = %17, %21
  %29 = phi i32 [ %18, %21 ], [ %16, %17 ]
  %30 = add nsw i32 %6, -1
  %31 = select i1 %20, i32 %29, i32 %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !23
  %35 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %13
  store float %34, ptr addrspace(1) %35, align 4, !tbaa !23
  %36 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %32
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !23
  %38 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %13
  store float %37, ptr addrspace(1) %38, align 4, !tbaa !23
  br label %39

39:                                               ; preds = %28, %7
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @rd_sc_pgain(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 1 %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9) local_unnamed_addr #2 !kernel_arg_addr_space !79 !kernel_arg_access_qual !80 !kernel_arg_type !81 !kernel_arg_base_type !81 !kernel_arg_type_qual !82 {
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
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !23
  %24 = fmul float %17, %23
  %25 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %21
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !23
  %27 = fcmp olt float %24, %26
  br i1 %27, label %41, label %47

28:                                               ; preds = %15
  %29 = mul nsw i32 %16, %6
  %30 = add nsw i32 %29, %13
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !23
  %34 = add nsw i32 %29, %8
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !23
  %38 = fsub float %33, %37
  %39 = tail call float @llvm.fmuladd.f32(float %38, float %38, float %17)
  %40 = add nuw nsw i32 %16, 1
  br label %15, !llvm.loop !83

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
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !23
  %60 = fadd float %56, %59
  store float %60, ptr addrspace(1) %58, align 4, !tbaa !23
  br label %61

61:                                               ; preds = %54, %10
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @rd_cfd_flux(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, ptr addrspace(1) nocapture noundef writeonly align 16 %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !84 !kernel_arg_base_type !85 !kernel_arg_type_qual !86 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %4
  br i1 %9, label %10, label %113

10:                                               ; preds = %5
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds %struct.cfd_var_t, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 16, !tbaa !23
  %14 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 16
  %15 = load <4 x float>, ptr addrspace(1) %14, align 16, !tbaa !8
  %16 = getelementptr inbounds i8, ptr addrspace(1) %12, i64 32
  %17 = load float, ptr addrspace(1) %16, align 16, !tbaa !23
  %18 = shufflevector <4 x float> %15, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %19 = insertelement <3 x float> poison, float %13, i64 0
  %20 = shufflevector <3 x float> %19, <3 x float> poison, <3 x i32> zeroinitializer
  %21 = fdiv <3 x float> %18, %20, !fpmath !49
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
  store float %39, ptr addrspace(1) %43, align 16, !tbaa !23
  %44 = getelementptr inbounds i8, ptr addrspace(1) %43, i64 4
  tail call void @llvm.memset.p1.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %44, i8 0, i64 12, i1 false)
  %45 = getelementptr inbounds i8, ptr addrspace(1) %43, i64 16
  store <4 x float> %37, ptr addrspace(1) %45, align 16, !tbaa !8
  %46 = getelementptr inbounds i8, ptr addrspace(1) %43, i64 32
  store float %38, ptr addrspace(1) %46, align 16, !tbaa !23
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
  %61 = load float, ptr addrspace(1) %60, align 16, !tbaa !23
  %62 = getelementptr inbounds i8, ptr addrspace(1) %60, i64 16
  %63 = load <4 x float>, ptr addrspace(1) %62, align 16, !tbaa !8
  %64 = getelementptr inbounds i8, ptr addrspace(1) %60, i64 32
  %65 = load float, ptr addrspace(1) %64, align 16, !tbaa !23
  %66 = shufflevector <4 x float> %63, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %67 = insertelement <3 x float> poison, float %61, i64 0
  %68 = shufflevector <3 x float> %67, <3 x float> poison, <3 x i32> zeroinitializer
  %69 = fdiv <3 x float> %66, %68, !fpmath !49
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
  br label %35, !llvm.loop !87

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!16 = !{!"none", !"none", !"none", !"none", !"none"}
!17 = !{!"char*", !"char*", !"char*", !"char*", !"int"}
!18 = !{!"", !"", !"", !"", !""}
!19 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0}
!20 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!21 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!22 = !{!"const", !"const", !"", !"", !"", !""}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !9, i64 0}
!25 = distinct !{!25, !14}
!26 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 1}
!27 = !{!"float*", !"int", !"float*", !"int", !"float*", !"float*"}
!28 = !{!"", !"", !"const", !"", !"", !""}
!29 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!30 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!31 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int", !"float", !"float", !"float", !"float", !"float"}
!32 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!33 = distinct !{!33, !14}
!34 = !{i32 1, i32 1, i32 1, i32 3, i32 3, i32 0, i32 0, i32 0, i32 0}
!35 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!36 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int", !"int", !"int", !"int"}
!37 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !""}
!38 = distinct !{!38, !14}
!39 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!40 = !{!"int*", !"int*", !"int", !"int", !"int", !"int"}
!41 = !{!"const", !"", !"", !"", !"", !""}
!42 = distinct !{!42, !14}
!43 = distinct !{!43, !14}
!44 = distinct !{!44, !14}
!45 = distinct !{!45, !14}
!46 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!47 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int", !"float"}
!48 = !{!"const", !"", !"", !"", !"", !"", !"", !"", !""}
!49 = !{float 2.500000e+00}
!50 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!51 = !{!"float*", !"float*", !"int*", !"int", !"int", !"int"}
!52 = distinct !{!52, !14}
!53 = distinct !{!53, !14}
!54 = !{i32 1, i32 3, i32 0, i32 0}
!55 = !{!"none", !"none", !"none", !"none"}
!56 = !{!"float*", !"float*", !"int", !"int"}
!57 = !{!"", !"", !"", !""}
!58 = distinct !{!58, !14}
!59 = distinct !{!59, !14}
!60 = distinct !{!60, !14}
!61 = distinct !{!61, !14}
!62 = distinct !{!62, !14}
!63 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!64 = !{!"latlong_t*", !"float*", !"int", !"float", !"float"}
!65 = !{!"const", !"", !"", !"", !""}
!66 = !{i32 1, i32 1, i32 0, i32 0}
!67 = !{!"const", !"", !"", !""}
!68 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!69 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!70 = !{!"", !"", !"const", !"", !""}
!71 = !{!"bnode_t*", !"int*", !"int*", !"int*", !"int"}
!72 = !{!"const", !"const", !"", !"", !""}
!73 = !{!74, !12, i64 0}
!74 = !{!"", !12, i64 0, !12, i64 4, !9, i64 8, !9, i64 72}
!75 = distinct !{!75, !14}
!76 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!77 = !{!"const", !"const", !"const", !"const", !"", !"", !""}
!78 = distinct !{!78, !14}
!79 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!80 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!81 = !{!"float*", !"float*", !"int*", !"float*", !"float*", !"char*", !"int", !"int", !"int", !"int"}
!82 = !{!"const", !"const", !"const", !"const", !"", !"", !"", !"", !"", !""}
!83 = distinct !{!83, !14}
!84 = !{!"int*", !"float4*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!85 = !{!"int*", !"float __attribute__((ext_vector_type(4)))*", !"cfd_var_t*", !"cfd_var_t*", !"int"}
!86 = !{!"const", !"const", !"const", !"", !""}
!87 = distinct !{!87, !14}
