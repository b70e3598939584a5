; Source: https://github.com/llvm/llvm-project/blob/2f0b774dce3260cf59bbde573c0a611b058ed218/llvm/test/CodeGen/NVPTX/shfl.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "nvptx64-nvidia-cuda"
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_30 | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64 -mcpu=sm_30 | %ptxas-verify %}

declare i32 @llvm.nvvm.shfl.down.i32(i32, i32, i32)
declare float @llvm.nvvm.shfl.down.f32(float, i32, i32)
declare i32 @llvm.nvvm.shfl.up.i32(i32, i32, i32)
declare float @llvm.nvvm.shfl.up.f32(float, i32, i32)
declare i32 @llvm.nvvm.shfl.bfly.i32(i32, i32, i32)
declare float @llvm.nvvm.shfl.bfly.f32(float, i32, i32)
declare i32 @llvm.nvvm.shfl.idx.i32(i32, i32, i32)
declare float @llvm.nvvm.shfl.idx.f32(float, i32, i32)


define i32 @shfl_down1(i32 %in) {
  %val = call i32 @llvm.nvvm.shfl.down.i32(i32 %in, i32 1, i32 2)
  ret i32 %val
}

define i32 @shfl_down2(i32 %in, i32 %width) {
  %val = call i32 @llvm.nvvm.shfl.down.i32(i32 %in, i32 %width, i32 3)
  ret i32 %val
}

define i32 @shfl_down3(i32 %in, i32 %mask) {
  %val = call i32 @llvm.nvvm.shfl.down.i32(i32 %in, i32 4, i32 %mask)
  ret i32 %val
}

define i32 @shfl_down4(i32 %in, i32 %width, i32 %mask) {
  %val = call i32 @llvm.nvvm.shfl.down.i32(i32 %in, i32 %width, i32 %mask)
  ret i32 %val
}

define float @shfl_down_float(float %in) {
  %out = call float @llvm.nvvm.shfl.down.f32(float %in, i32 5, i32 6)
  ret float %out
}

define void @shfl_rest(i32 %in_i32, float %in_float, ptr %out_i32, ptr %out_float) {
  %up_i32 = call i32 @llvm.nvvm.shfl.up.i32(i32 %in_i32, i32 1, i32 2)
  store i32 %up_i32, ptr %out_i32

  %up_float = call float @llvm.nvvm.shfl.up.f32(float %in_float, i32 3, i32 4)
  store float %up_float, ptr %out_float

  %bfly_i32 = call i32 @llvm.nvvm.shfl.bfly.i32(i32 %in_i32, i32 5, i32 6)
  store i32 %bfly_i32, ptr %out_i32

  %bfly_float = call float @llvm.nvvm.shfl.bfly.f32(float %in_float, i32 7, i32 8)
  store float %bfly_float, ptr %out_float

  %idx_i32 = call i32 @llvm.nvvm.shfl.idx.i32(i32 %in_i32, i32 9, i32 10)
  store i32 %idx_i32, ptr %out_i32

  %idx_float = call float @llvm.nvvm.shfl.idx.f32(float %in_float, i32 11, i32 12)
  store float %idx_float, ptr %out_float

  ret void
}
