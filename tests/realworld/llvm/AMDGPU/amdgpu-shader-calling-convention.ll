; Source: https://github.com/llvm/llvm-project/blob/1413ad019348275c5f3dbde380b939c701d2fc58/llvm/test/CodeGen/AMDGPU/amdgpu-shader-calling-convention.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "amdgcn-amd-amdhsa"
; RUN: llc -mtriple=amdgcn -mcpu=tahiti -verify-machineinstrs < %s | FileCheck -check-prefix=GCN %s
; RUN: llc -mtriple=amdgcn -mcpu=tonga -verify-machineinstrs < %s | FileCheck -check-prefix=GCN %s


define amdgpu_cs float @shader_cc(<4 x i32> inreg, <4 x i32> inreg, i32 inreg %w, float %v) {
  %vi = bitcast float %v to i32
  %x = add i32 %vi, %w
  %xf = bitcast i32 %x to float
  ret float %xf
}

define amdgpu_kernel void @kernel_cc(<4 x i32> inreg, <4 x i32> inreg, i32 inreg %w, float %v) {
  %vi = bitcast float %v to i32
  %x = add i32 %vi, %w
  %xf = bitcast i32 %x to float
  store float %xf, ptr addrspace(1) undef
  ret void
}
