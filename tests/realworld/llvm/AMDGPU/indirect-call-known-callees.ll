; Source: https://github.com/llvm/llvm-project/blob/03c5810db25e2ad5cee668cd4b7e3d4cb6dd7d77/llvm/test/CodeGen/AMDGPU/indirect-call-known-callees.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "amdgcn-amd-amdhsa"
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 < %s | FileCheck %s -check-prefix=GFX9
; RUN: llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1200 < %s | FileCheck %s -check-prefix=GFX12

define amdgpu_kernel void @indirect_call_known_no_special_inputs() {

bb:
  %cond = load i1, ptr addrspace(4) null
  %tmp = select i1 %cond, ptr @wobble, ptr @snork
  call void %tmp(ptr undef, i32 undef, ptr undef)
  ret void
}

define void @wobble() {
bb:
  ret void
}

define void @snork() {
bb:
  ret void
}
