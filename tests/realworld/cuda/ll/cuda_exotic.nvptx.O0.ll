source_filename = "src/cuda_exotic.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { double, i32 }

@_ZZ9cx_spacesPfiE1s = internal addrspace(3) global [32 x float] undef, align 4
@.str = private unnamed_addr constant [19 x i8] c"negative %f at %d\0A\00", align 1
@__const._Z8cx_fnptrPKfPfPKi.fs = private unnamed_addr constant [2 x ptr] [ptr @_Z4f_sqf, ptr @_Z5f_negf], align 8
@.str1 = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z7cx_wmmaPKiS0_PfS1_i(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca [8 x i32], align 4
  %12 = alloca [8 x i32], align 4
  %13 = alloca [8 x float], align 4
  %14 = alloca [8 x float], align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %15 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 0
  %16 = load ptr, ptr %6, align 8
  %17 = load i32, ptr %10, align 4
  %18 = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %16, i32 %17)
  %19 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 0
  %20 = bitcast <2 x half> %19 to i32
  %21 = getelementptr i32, ptr %15, i32 0
  store i32 %20, ptr %21, align 4
  %22 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 1
  %23 = bitcast <2 x half> %22 to i32
  %24 = getelementptr i32, ptr %15, i32 1
  store i32 %23, ptr %24, align 4
  %25 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 2
  %26 = bitcast <2 x half> %25 to i32
  %27 = getelementptr i32, ptr %15, i32 2
  store i32 %26, ptr %27, align 4
  %28 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 3
  %29 = bitcast <2 x half> %28 to i32
  %30 = getelementptr i32, ptr %15, i32 3
  store i32 %29, ptr %30, align 4
  %31 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 4
  %32 = bitcast <2 x half> %31 to i32
  %33 = getelementptr i32, ptr %15, i32 4
  store i32 %32, ptr %33, align 4
  %34 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 5
  %35 = bitcast <2 x half> %34 to i32
  %36 = getelementptr i32, ptr %15, i32 5
  store i32 %35, ptr %36, align 4
  %37 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 6
  %38 = bitcast <2 x half> %37 to i32
  %39 = getelementptr i32, ptr %15, i32 6
  store i32 %38, ptr %39, align 4
  %40 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %18, 7
  %41 = bitcast <2 x half> %40 to i32
  %42 = getelementptr i32, ptr %15, i32 7
  store i32 %41, ptr %42, align 4
  %43 = getelementptr inbounds [8 x i32], ptr %12, i64 0, i64 0
  %44 = load ptr, ptr %7, align 8
  %45 = load i32, ptr %10, align 4
  %46 = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr %44, i32 %45)
  %47 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 0
  %48 = bitcast <2 x half> %47 to i32
  %49 = getelementptr i32, ptr %43, i32 0
  store i32 %48, ptr %49, align 4
  %50 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 1
  %51 = bitcast <2 x half> %50 to i32
  %52 = getelementptr i32, ptr %43, i32 1
  store i32 %51, ptr %52, align 4
  %53 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 2
  %54 = bitcast <2 x half> %53 to i32
  %55 = getelementptr i32, ptr %43, i32 2
  store i32 %54, ptr %55, align 4
  %56 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 3
  %57 = bitcast <2 x half> %56 to i32
  %58 = getelementptr i32, ptr %43, i32 3
  store i32 %57, ptr %58, align 4
  %59 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 4
  %60 = bitcast <2 x half> %59 to i32
  %61 = getelementptr i32, ptr %43, i32 4
  store i32 %60, ptr %61, align 4
  %62 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 5
  %63 = bitcast <2 x half> %62 to i32
  %64 = getelementptr i32, ptr %43, i32 5
  store i32 %63, ptr %64, align 4
  %65 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 6
  %66 = bitcast <2 x half> %65 to i32
  %67 = getelementptr i32, ptr %43, i32 6
  store i32 %66, ptr %67, align 4
  %68 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %46, 7
  %69 = bitcast <2 x half> %68 to i32
  %70 = getelementptr i32, ptr %43, i32 7
  store i32 %69, ptr %70, align 4
  %71 = getelementptr inbounds [8 x float], ptr %13, i64 0, i64 0
  %72 = load ptr, ptr %8, align 8
  %73 = load i32, ptr %10, align 4
  %74 = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr %72, i32 %73)
  %75 = extractvalue { float, float, float, float, float, float, float, float } %74, 0
  %76 = getelementptr float, ptr %71, i32 0
  store float %75, ptr %76, align 4
  %77 = extractvalue { float, float, float, float, float, float, float, float } %74, 1
  %78 = getelementptr float, ptr %71, i32 1
  store float %77, ptr %78, align 4
  %79 = extractvalue { float, float, float, float, float, float, float, float } %74, 2
  %80 = getelementptr float, ptr %71, i32 2
  store float %79, ptr %80, align 4
  %81 = extractvalue { float, float, float, float, float, float, float, float } %74, 3
  %82 = getelementptr float, ptr %71, i32 3
  store float %81, ptr %82, align 4
  %83 = extractvalue { float, float, float, float, float, float, float, float } %74, 4
  %84 = getelementptr float, ptr %71, i32 4
  store float %83, ptr %84, align 4
  %85 = extractvalue { float, float, float, float, float, float, float, float } %74, 5
  %86 = getelementptr float, ptr %71, i32 5
  store float %85, ptr %86, align 4
  %87 = extractvalue { float, float, float, float, float, float, float, float } %74, 6
  %88 = getelementptr float, ptr %71, i32 6
  store float %87, ptr %88, align 4
  %89 = extractvalue { float, float, float, float, float, float, float, float } %74, 7
  %90 = getelementptr float, ptr %71, i32 7
  store float %89, ptr %90, align 4
  %91 = getelementptr inbounds [8 x float], ptr %14, i64 0, i64 0
  %92 = getelementptr inbounds [8 x i32], ptr %11, i64 0, i64 0
  %93 = getelementptr inbounds [8 x i32], ptr %12, i64 0, i64 0
  %94 = getelementptr inbounds [8 x float], ptr %13, i64 0, i64 0
  %95 = getelementptr i32, ptr %92, i32 0
  %96 = load i32, ptr %95, align 4
  %97 = bitcast i32 %96 to <2 x half>
  %98 = getelementptr i32, ptr %92, i32 1
  %99 = load i32, ptr %98, align 4
  %100 = bitcast i32 %99 to <2 x half>
  %101 = getelementptr i32, ptr %92, i32 2
  %102 = load i32, ptr %101, align 4
  %103 = bitcast i32 %102 to <2 x half>
  %104 = getelementptr i32, ptr %92, i32 3
  %105 = load i32, ptr %104, align 4
  %106 = bitcast i32 %105 to <2 x half>
  %107 = getelementptr i32, ptr %92, i32 4
  %108 = load i32, ptr %107, align 4
  %109 = bitcast i32 %108 to <2 x half>
  %110 = getelementptr i32, ptr %92, i32 5
  %111 = load i32, ptr %110, align 4
  %112 = bitcast i32 %111 to <2 x half>
  %113 = getelementptr i32, ptr %92, i32 6
  %114 = load i32, ptr %113, align 4
  %115 = bitcast i32 %114 to <2 x half>
  %116 = getelementptr i32, ptr %92, i32 7
  %117 = load i32, ptr %116, align 4
  %118 = bitcast i32 %117 to <2 x half>
  %119 = getelementptr i32, ptr %93, i32 0
  %120 = load i32, ptr %119, align 4
  %121 = bitcast i32 %120 to <2 x half>
  %122 = getelementptr i32, ptr %93, i32 1
  %123 = load i32, ptr %122, align 4
  %124 = bitcast i32 %123 to <2 x half>
  %125 = getelementptr i32, ptr %93, i32 2
  %126 = load i32, ptr %125, align 4
  %127 = bitcast i32 %126 to <2 x half>
  %128 = getelementptr i32, ptr %93, i32 3
  %129 = load i32, ptr %128, align 4
  %130 = bitcast i32 %129 to <2 x half>
  %131 = getelementptr i32, ptr %93, i32 4
  %132 = load i32, ptr %131, align 4
  %133 = bitcast i32 %132 to <2 x half>
  %134 = getelementptr i32, ptr %93, i32 5
  %135 = load i32, ptr %134, align 4
  %136 = bitcast i32 %135 to <2 x half>
  %137 = getelementptr i32, ptr %93, i32 6
  %138 = load i32, ptr %137, align 4
  %139 = bitcast i32 %138 to <2 x half>
  %140 = getelementptr i32, ptr %93, i32 7
  %141 = load i32, ptr %140, align 4
  %142 = bitcast i32 %141 to <2 x half>
  %143 = getelementptr float, ptr %94, i32 0
  %144 = load float, ptr %143, align 4
  %145 = getelementptr float, ptr %94, i32 1
  %146 = load float, ptr %145, align 4
  %147 = getelementptr float, ptr %94, i32 2
  %148 = load float, ptr %147, align 4
  %149 = getelementptr float, ptr %94, i32 3
  %150 = load float, ptr %149, align 4
  %151 = getelementptr float, ptr %94, i32 4
  %152 = load float, ptr %151, align 4
  %153 = getelementptr float, ptr %94, i32 5
  %154 = load float, ptr %153, align 4
  %155 = getelementptr float, ptr %94, i32 6
  %156 = load float, ptr %155, align 4
  %157 = getelementptr float, ptr %94, i32 7
  %158 = load float, ptr %157, align 4
  %159 = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half> %97, <2 x half> %100, <2 x half> %103, <2 x half> %106, <2 x half> %109, <2 x half> %112, <2 x half> %115, <2 x half> %118, <2 x half> %121, <2 x half> %124, <2 x half> %127, <2 x half> %130, <2 x half> %133, <2 x half> %136, <2 x half> %139, <2 x half> %142, float %144, float %146, float %148, float %150, float %152, float %154, float %156, float %158)
  %160 = extractvalue { float, float, float, float, float, float, float, float } %159, 0
  %161 = getelementptr float, ptr %91, i32 0
  store float %160, ptr %161, align 4
  %162 = extractvalue { float, float, float, float, float, float, float, float } %159, 1
  %163 = getelementptr float, ptr %91, i32 1
  store float %162, ptr %163, align 4
  %164 = extractvalue { float, float, float, float, float, float, float, float } %159, 2
  %165 = getelementptr float, ptr %91, i32 2
  store float %164, ptr %165, align 4
  %166 = extractvalue { float, float, float, float, float, float, float, float } %159, 3
  %167 = getelementptr float, ptr %91, i32 3
  store float %166, ptr %167, align 4
  %168 = extractvalue { float, float, float, float, float, float, float, float } %159, 4
  %169 = getelementptr float, ptr %91, i32 4
  store float %168, ptr %169, align 4
  %170 = extractvalue { float, float, float, float, float, float, float, float } %159, 5
  %171 = getelementptr float, ptr %91, i32 5
  store float %170, ptr %171, align 4
  %172 = extractvalue { float, float, float, float, float, float, float, float } %159, 6
  %173 = getelementptr float, ptr %91, i32 6
  store float %172, ptr %173, align 4
  %174 = extractvalue { float, float, float, float, float, float, float, float } %159, 7
  %175 = getelementptr float, ptr %91, i32 7
  store float %174, ptr %175, align 4
  %176 = load ptr, ptr %9, align 8
  %177 = getelementptr inbounds [8 x float], ptr %14, i64 0, i64 0
  %178 = load i32, ptr %10, align 4
  %179 = getelementptr float, ptr %177, i32 0
  %180 = load float, ptr %179, align 4
  %181 = getelementptr float, ptr %177, i32 1
  %182 = load float, ptr %181, align 4
  %183 = getelementptr float, ptr %177, i32 2
  %184 = load float, ptr %183, align 4
  %185 = getelementptr float, ptr %177, i32 3
  %186 = load float, ptr %185, align 4
  %187 = getelementptr float, ptr %177, i32 4
  %188 = load float, ptr %187, align 4
  %189 = getelementptr float, ptr %177, i32 5
  %190 = load float, ptr %189, align 4
  %191 = getelementptr float, ptr %177, i32 6
  %192 = load float, ptr %191, align 4
  %193 = getelementptr float, ptr %177, i32 7
  %194 = load float, ptr %193, align 4
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr %176, float %180, float %182, float %184, float %186, float %188, float %190, float %192, float %194, i32 %178)
  ret void
}

; Function Attrs: nocallback nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr nocapture readonly, i32) #1

; Function Attrs: nocallback nounwind memory(argmem: read)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16.p0(ptr nocapture readonly, i32) #1

; Function Attrs: nocallback nounwind memory(argmem: read)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32.p0(ptr nocapture readonly, i32) #1

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #2

; Function Attrs: nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32.p0(ptr nocapture writeonly, float, float, float, float, float, float, float, float, i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z13cx_match_votePKiPi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %13 = call noundef i32 @_ZL5bid_xv() #13
  %14 = call noundef i32 @_ZL6bdim_xv() #13
  %15 = mul nsw i32 %13, %14
  %16 = call noundef i32 @_ZL5tid_xv() #13
  %17 = add nsw i32 %15, %16
  store i32 %17, ptr %5, align 4
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %5, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %18, i64 %20
  %22 = load i32, ptr %21, align 4
  store i32 %22, ptr %6, align 4
  %23 = load i32, ptr %6, align 4
  %24 = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %23)
  %25 = extractvalue { i32, i1 } %24, 1
  %26 = zext i1 %25 to i32
  store i32 %26, ptr %7, align 4
  %27 = extractvalue { i32, i1 } %24, 0
  store i32 %27, ptr %8, align 4
  %28 = load i32, ptr %6, align 4
  %29 = icmp sgt i32 %28, 0
  %30 = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %29)
  %31 = zext i1 %30 to i8
  store i8 %31, ptr %9, align 1
  %32 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  store i32 %32, ptr %10, align 4
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge()
  store i32 %33, ptr %11, align 4
  %34 = call i32 @llvm.nvvm.activemask()
  store i32 %34, ptr %12, align 4
  %35 = load i32, ptr %8, align 4
  %36 = load i32, ptr %10, align 4
  %37 = xor i32 %35, %36
  %38 = load i32, ptr %11, align 4
  %39 = xor i32 %37, %38
  %40 = load i32, ptr %12, align 4
  %41 = xor i32 %39, %40
  %42 = load i32, ptr %7, align 4
  %43 = mul nsw i32 %42, 2
  %44 = add nsw i32 %41, %43
  %45 = load i8, ptr %9, align 1
  %46 = trunc i8 %45 to i1
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, i32 1, i32 0
  %49 = add nsw i32 %44, %48
  %50 = load ptr, ptr %4, align 8
  %51 = load i32, ptr %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %50, i64 %52
  store i32 %49, ptr %53, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5bid_xv() #4 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL6bdim_xv() #4 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL5tid_xv() #4 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #5

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z13cx_inline_ptxPKiPi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = call noundef i32 @_ZL5bid_xv() #13
  %11 = call noundef i32 @_ZL6bdim_xv() #13
  %12 = mul nsw i32 %10, %11
  %13 = call noundef i32 @_ZL5tid_xv() #13
  %14 = add nsw i32 %12, %13
  store i32 %14, ptr %5, align 4
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %7, align 4
  %20 = call i32 asm "mov.u32 $0, %laneid;", "=r"() #14, !srcloc !15
  store i32 %20, ptr %6, align 4
  %21 = load i32, ptr %7, align 4
  %22 = call i32 asm sideeffect "add.s32 $0, $1, 1;", "=r,r"(i32 %21) #13, !srcloc !16
  store i32 %22, ptr %8, align 4
  %23 = call i64 asm sideeffect "mov.u64 $0, %globaltimer;", "=l"() #13, !srcloc !17
  store i64 %23, ptr %9, align 8
  %24 = load i32, ptr %6, align 4
  %25 = load i32, ptr %8, align 4
  %26 = add nsw i32 %24, %25
  %27 = load i64, ptr %9, align 8
  %28 = and i64 %27, 1
  %29 = trunc i64 %28 to i32
  %30 = add nsw i32 %26, %29
  %31 = load ptr, ptr %4, align 8
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %31, i64 %33
  store i32 %30, ptr %34, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z17cx_scoped_atomicsPiPfPy(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca float, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %14 = call noundef i32 @_ZL5bid_xv() #13
  %15 = call noundef i32 @_ZL6bdim_xv() #13
  %16 = mul nsw i32 %14, %15
  %17 = call noundef i32 @_ZL5tid_xv() #13
  %18 = add nsw i32 %16, %17
  store i32 %18, ptr %7, align 4
  %19 = load ptr, ptr %4, align 8
  %20 = call i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %19, i32 1)
  store i32 %20, ptr %8, align 4
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds i32, ptr %21, i64 1
  %23 = load i32, ptr %7, align 4
  %24 = call i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0(ptr %22, i32 0, i32 %23)
  store i32 %24, ptr %9, align 4
  %25 = load ptr, ptr %5, align 8
  %26 = atomicrmw fadd ptr %25, float 1.000000e+00 seq_cst, align 4
  store float %26, ptr %10, align 4
  %27 = load ptr, ptr %6, align 8
  %28 = load i32, ptr %7, align 4
  %29 = sext i32 %28 to i64
  %30 = atomicrmw umax ptr %27, i64 %29 seq_cst, align 8
  store i64 %30, ptr %11, align 8
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds i32, ptr %31, i64 2
  %33 = load i32, ptr %7, align 4
  %34 = call i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr %32, i32 %33)
  store i32 %34, ptr %12, align 4
  %35 = load ptr, ptr %4, align 8
  %36 = getelementptr inbounds i32, ptr %35, i64 3
  %37 = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %36, i32 100)
  store i32 %37, ptr %13, align 4
  call void @llvm.nvvm.membar.cta()
  call void @llvm.nvvm.membar.gl()
  call void @llvm.nvvm.membar.sys()
  %38 = load i32, ptr %8, align 4
  %39 = load i32, ptr %9, align 4
  %40 = add nsw i32 %38, %39
  %41 = load float, ptr %10, align 4
  %42 = fptosi float %41 to i32
  %43 = add nsw i32 %40, %42
  %44 = load i64, ptr %11, align 8
  %45 = trunc i64 %44 to i32
  %46 = add nsw i32 %43, %45
  %47 = load i32, ptr %12, align 4
  %48 = add nsw i32 %46, %47
  %49 = load i32, ptr %13, align 4
  %50 = add nsw i32 %48, %49
  %51 = load ptr, ptr %4, align 8
  %52 = load i32, ptr %7, align 4
  %53 = and i32 %52, 15
  %54 = add nsw i32 4, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %51, i64 %55
  store i32 %50, ptr %56, align 4
  ret void
}

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr nocapture, i32) #7

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.cas.gen.i.sys.i32.p0(ptr nocapture, i32, i32) #7

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.exch.gen.i.cta.i32.p0(ptr nocapture, i32) #7

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr nocapture, i32) #7

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #8

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #8

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.sys() #8

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9cx_spacesPfi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store float 2.000000e+00, ptr %5, align 4
  %9 = call noundef i32 @_ZL5tid_xv() #13
  store i32 %9, ptr %6, align 4
  %10 = load i32, ptr %6, align 4
  %11 = sitofp i32 %10 to float
  %12 = load i32, ptr %6, align 4
  %13 = and i32 %12, 31
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9cx_spacesPfiE1s to ptr), i64 0, i64 %14
  store float %11, ptr %15, align 4
  call void @llvm.nvvm.barrier0()
  %16 = load i32, ptr %4, align 4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %2
  %19 = load ptr, ptr %3, align 8
  br label %27

20:                                               ; preds = %2
  %21 = load i32, ptr %4, align 4
  %22 = icmp eq i32 %21, 1
  br i1 %22, label %23, label %24

23:                                               ; preds = %20
  br label %25

24:                                               ; preds = %20
  br label %25

25:                                               ; preds = %24, %23
  %26 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ9cx_spacesPfiE1s to ptr), %23 ], [ %5, %24 ]
  br label %27

27:                                               ; preds = %25, %18
  %28 = phi ptr [ %19, %18 ], [ %26, %25 ]
  store ptr %28, ptr %7, align 8
  %29 = load ptr, ptr %7, align 8
  %30 = call i1 @llvm.nvvm.isspacep.shared(ptr %29)
  %31 = zext i1 %30 to i64
  %32 = select i1 %30, i32 1, i32 0
  %33 = load ptr, ptr %7, align 8
  %34 = call i1 @llvm.nvvm.isspacep.global(ptr %33)
  %35 = zext i1 %34 to i64
  %36 = select i1 %34, i32 2, i32 0
  %37 = add nsw i32 %32, %36
  %38 = load ptr, ptr %7, align 8
  %39 = call i1 @llvm.nvvm.isspacep.local(ptr %38)
  %40 = zext i1 %39 to i64
  %41 = select i1 %39, i32 4, i32 0
  %42 = add nsw i32 %37, %41
  %43 = load ptr, ptr %7, align 8
  %44 = call i1 @llvm.nvvm.isspacep.const(ptr %43)
  %45 = zext i1 %44 to i64
  %46 = select i1 %44, i32 8, i32 0
  %47 = add nsw i32 %42, %46
  store i32 %47, ptr %8, align 4
  %48 = load ptr, ptr %7, align 8
  %49 = load float, ptr %48, align 4
  %50 = load i32, ptr %8, align 4
  %51 = sitofp i32 %50 to float
  %52 = fadd contract float %49, %51
  %53 = load ptr, ptr %3, align 8
  %54 = call noundef i32 @_ZL5bid_xv() #13
  %55 = call noundef i32 @_ZL6bdim_xv() #13
  %56 = mul nsw i32 %54, %55
  %57 = load i32, ptr %6, align 4
  %58 = add nsw i32 %56, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %53, i64 %59
  store float %52, ptr %60, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared(ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.global(ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.local(ptr nocapture) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.const(ptr nocapture) #6

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9cx_printfPKfi(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %printf_args, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noundef i32 @_ZL5bid_xv() #13
  %8 = call noundef i32 @_ZL6bdim_xv() #13
  %9 = mul nsw i32 %7, %8
  %10 = call noundef i32 @_ZL5tid_xv() #13
  %11 = add nsw i32 %9, %10
  store i32 %11, ptr %5, align 4
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %33

15:                                               ; preds = %2
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr %16, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fcmp contract olt float %20, 0.000000e+00
  br i1 %21, label %22, label %33

22:                                               ; preds = %15
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %23, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fpext float %27 to double
  %29 = load i32, ptr %5, align 4
  %30 = getelementptr inbounds %printf_args, ptr %6, i32 0, i32 0
  store double %28, ptr %30, align 8
  %31 = getelementptr inbounds %printf_args, ptr %6, i32 0, i32 1
  store i32 %29, ptr %31, align 4
  %32 = call i32 @vprintf(ptr @.str, ptr %6)
  br label %33

33:                                               ; preds = %22, %15, %2
  ret void
}

declare i32 @vprintf(ptr, ptr)

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z4f_sqf(float noundef %0) #4 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = load float, ptr %2, align 4
  %5 = fmul contract float %3, %4
  ret float %5
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef float @_Z5f_negf(float noundef %0) #4 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fneg contract float %3
  ret float %4
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z8cx_fnptrPKfPfPKi(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [2 x ptr], align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 @__const._Z8cx_fnptrPKfPfPKi.fs, i64 16, i1 false)
  %9 = call noundef i32 @_ZL5bid_xv() #13
  %10 = call noundef i32 @_ZL6bdim_xv() #13
  %11 = mul nsw i32 %9, %10
  %12 = call noundef i32 @_ZL5tid_xv() #13
  %13 = add nsw i32 %11, %12
  store i32 %13, ptr %8, align 4
  %14 = load ptr, ptr %6, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %14, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = and i32 %18, 1
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [2 x ptr], ptr %7, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %8, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %23, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = call contract noundef float %22(float noundef %27) #13
  %29 = load ptr, ptr %5, align 8
  %30 = load i32, ptr %8, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %29, i64 %31
  store float %28, ptr %32, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z16cx_alloca_bitintPKiPi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = call noundef i32 @_ZL5bid_xv() #13
  %11 = call noundef i32 @_ZL6bdim_xv() #13
  %12 = mul nsw i32 %10, %11
  %13 = call noundef i32 @_ZL5tid_xv() #13
  %14 = add nsw i32 %12, %13
  store i32 %14, ptr %5, align 4
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = and i32 %19, 7
  store i32 %20, ptr %6, align 4
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  %23 = zext i32 %22 to i64
  %24 = mul i64 4, %23
  %25 = alloca i8, i64 %24, align 8
  store ptr %25, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %26

26:                                               ; preds = %36, %2
  %27 = load i32, ptr %8, align 4
  %28 = load i32, ptr %6, align 4
  %29 = icmp sle i32 %27, %28
  br i1 %29, label %30, label %39

30:                                               ; preds = %26
  %31 = load i32, ptr %8, align 4
  %32 = load ptr, ptr %7, align 8
  %33 = load i32, ptr %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %32, i64 %34
  store i32 %31, ptr %35, align 4
  br label %36

36:                                               ; preds = %30
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %8, align 4
  br label %26, !llvm.loop !18

39:                                               ; preds = %26
  %40 = load ptr, ptr %3, align 8
  %41 = load i32, ptr %5, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = trunc i32 %44 to i24
  %46 = zext i24 %45 to i32
  store i32 %46, ptr %9, align 4
  %47 = load ptr, ptr %7, align 8
  %48 = load i32, ptr %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %47, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = load i32, ptr %9, align 4
  %53 = trunc i32 %52 to i24
  %54 = zext i24 %53 to i32
  %55 = mul nsw i32 %54, 3
  %56 = add nsw i32 %51, %55
  %57 = load ptr, ptr %4, align 8
  %58 = load i32, ptr %5, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %57, i64 %59
  store i32 %56, ptr %60, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z10cx_reflectPf(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = call noundef i32 @_ZL5bid_xv() #13
  %5 = call noundef i32 @_ZL6bdim_xv() #13
  %6 = mul nsw i32 %4, %5
  %7 = call noundef i32 @_ZL5tid_xv() #13
  %8 = add nsw i32 %6, %7
  store i32 %8, ptr %3, align 4
  %9 = call i32 @llvm.nvvm.reflect(ptr @.str1)
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %22

11:                                               ; preds = %1
  %12 = load ptr, ptr %2, align 8
  %13 = load i32, ptr %3, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %12, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = call contract float @llvm.nvvm.sqrt.approx.ftz.f(float %16)
  %18 = load ptr, ptr %2, align 8
  %19 = load i32, ptr %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %18, i64 %20
  store float %17, ptr %21, align 4
  br label %33

22:                                               ; preds = %1
  %23 = load ptr, ptr %2, align 8
  %24 = load i32, ptr %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %23, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = call contract float @llvm.nvvm.sqrt.rn.f(float %27)
  %29 = load ptr, ptr %2, align 8
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %29, i64 %31
  store float %28, ptr %32, align 4
  br label %33

33:                                               ; preds = %22, %11
  ret void
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.nvvm.reflect(ptr) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #12

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z12cx_warp_syncPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = call noundef i32 @_ZL5bid_xv() #13
  %6 = call noundef i32 @_ZL6bdim_xv() #13
  %7 = mul nsw i32 %5, %6
  %8 = call noundef i32 @_ZL5tid_xv() #13
  %9 = add nsw i32 %7, %8
  store i32 %9, ptr %3, align 4
  %10 = load ptr, ptr %2, align 8
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %10, i64 %12
  %14 = load i32, ptr %13, align 4
  store i32 %14, ptr %4, align 4
  %15 = call noundef i32 @_ZL4lanev() #13
  %16 = icmp slt i32 %15, 16
  br i1 %16, label %17, label %22

17:                                               ; preds = %1
  call void @llvm.nvvm.bar.warp.sync(i32 65535)
  %18 = load i32, ptr %4, align 4
  %19 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %18, i32 1, i32 31)
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr %4, align 4
  br label %22

22:                                               ; preds = %17, %1
  call void @llvm.nvvm.barrier.sync.cnt(i32 1, i32 64)
  %23 = load i32, ptr %4, align 4
  %24 = load i32, ptr %4, align 4
  %25 = call i32 @llvm.nvvm.prmt(i32 %24, i32 0, i32 12816)
  %26 = add i32 %23, %25
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds i32, ptr %27, i64 0
  %29 = call i32 @llvm.nvvm.ldu.global.i.i32.p0(ptr %28, i32 4)
  %30 = add i32 %26, %29
  %31 = load ptr, ptr %2, align 8
  %32 = load i32, ptr %3, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %31, i64 %33
  store i32 %30, ptr %34, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL4lanev() #4 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #9

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync.cnt(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #6

; Function Attrs: nocallback nounwind memory(argmem: read)
declare i32 @llvm.nvvm.ldu.global.i.i32.p0(ptr nocapture, i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z14cx_vote_branchPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call noundef i32 @_ZL5bid_xv() #13
  %11 = call noundef i32 @_ZL6bdim_xv() #13
  %12 = mul nsw i32 %10, %11
  %13 = call noundef i32 @_ZL5tid_xv() #13
  %14 = add nsw i32 %12, %13
  store i32 %14, ptr %7, align 4
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %25

18:                                               ; preds = %3
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = icmp sge i32 %23, 0
  br label %25

25:                                               ; preds = %18, %3
  %26 = phi i1 [ false, %3 ], [ %24, %18 ]
  %27 = zext i1 %26 to i8
  store i8 %27, ptr %8, align 1
  %28 = load i8, ptr %8, align 1
  %29 = trunc i8 %28 to i1
  %30 = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %29)
  br i1 %30, label %31, label %41

31:                                               ; preds = %25
  %32 = load ptr, ptr %5, align 8
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %32, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %37, i64 %39
  store i32 %36, ptr %40, align 4
  store i32 1, ptr %9, align 4
  br label %46

41:                                               ; preds = %25
  %42 = load ptr, ptr %4, align 8
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %42, i64 %44
  store i32 0, ptr %45, align 4
  store i32 2, ptr %9, align 4
  br label %46

46:                                               ; preds = %41, %31
  %47 = load i32, ptr %9, align 4
  %48 = load ptr, ptr %4, align 8
  %49 = load i32, ptr %6, align 4
  %50 = call noundef i32 @_ZL5bid_xv() #13
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %48, i64 %52
  store i32 %47, ptr %53, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nounwind memory(argmem: read) }
attributes #2 = { nocallback nounwind memory(none) }
attributes #3 = { nocallback nounwind memory(argmem: write) }
attributes #4 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx42,+ptx70,+sm_70" }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nounwind memory(argmem: readwrite) }
attributes #8 = { nocallback nounwind }
attributes #9 = { convergent nocallback nounwind }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { nounwind memory(none) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #13 = { convergent nounwind }
attributes #14 = { convergent nounwind memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}

!0 = !{ptr @_Z7cx_wmmaPKiS0_PfS1_i, !"kernel", i32 1}
!1 = !{ptr @_Z13cx_match_votePKiPi, !"kernel", i32 1}
!2 = !{ptr @_Z13cx_inline_ptxPKiPi, !"kernel", i32 1}
!3 = !{ptr @_Z17cx_scoped_atomicsPiPfPy, !"kernel", i32 1}
!4 = !{ptr @_Z9cx_spacesPfi, !"kernel", i32 1}
!5 = !{ptr @_Z9cx_printfPKfi, !"kernel", i32 1}
!6 = !{ptr @_Z8cx_fnptrPKfPfPKi, !"kernel", i32 1}
!7 = !{ptr @_Z16cx_alloca_bitintPKiPi, !"kernel", i32 1}
!8 = !{ptr @_Z10cx_reflectPf, !"kernel", i32 1}
!9 = !{ptr @_Z12cx_warp_syncPi, !"kernel", i32 1}
!10 = !{ptr @_Z14cx_vote_branchPiPKii, !"kernel", i32 1}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"clang-19"}
!15 = !{i64 1438}
!16 = !{i64 1496}
!17 = !{i64 1577}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
