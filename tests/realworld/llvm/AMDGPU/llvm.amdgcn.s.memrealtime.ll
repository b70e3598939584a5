; Source: https://github.com/llvm/llvm-project/blob/05277c5598edabe72fa7ac4ec7f15678549cbdf9/llvm/test/CodeGen/AMDGPU/llvm.amdgcn.s.memrealtime.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "amdgcn-amd-amdhsa"
; RUN: llc -mtriple=amdgcn -mcpu=tonga -verify-machineinstrs < %s | FileCheck -check-prefix=GCN %s
; RUN: not --crash llc -mtriple=amdgcn -mcpu=gfx1100 -verify-machineinstrs < %s 2>&1 | FileCheck -check-prefix=ERR %s

declare i64 @llvm.amdgcn.s.memrealtime() #0

define amdgpu_kernel void @test_s_memrealtime(ptr addrspace(1) %out) #0 {
  %cycle0 = call i64 @llvm.amdgcn.s.memrealtime()
  store volatile i64 %cycle0, ptr addrspace(1) %out

  %cycle1 = call i64 @llvm.amdgcn.s.memrealtime()
  store volatile i64 %cycle1, ptr addrspace(1) %out
  ret void
}

attributes #0 = { nounwind }
