; Source: https://github.com/llvm/llvm-project/blob/2fec04313aea3127434ee9349d5c536ca9ce7cea/llvm/test/CodeGen/AMDGPU/llvm.amdgcn.s.sleep.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "amdgcn-amd-amdhsa"
; RUN: llc -mtriple=amdgcn -mcpu=gfx600 < %s | FileCheck -check-prefix=GCN %s
; RUN: llc -mtriple=amdgcn -mcpu=tonga < %s | FileCheck -check-prefix=GCN %s

declare void @llvm.amdgcn.s.sleep(i32) #0

define amdgpu_kernel void @test_s_sleep(i32 %x) #0 {
  call void @llvm.amdgcn.s.sleep(i32 0)
  call void @llvm.amdgcn.s.sleep(i32 1)
  call void @llvm.amdgcn.s.sleep(i32 2)
  call void @llvm.amdgcn.s.sleep(i32 3)
  call void @llvm.amdgcn.s.sleep(i32 4)
  call void @llvm.amdgcn.s.sleep(i32 5)
  call void @llvm.amdgcn.s.sleep(i32 6)
  call void @llvm.amdgcn.s.sleep(i32 7)

  ; Values that might only work on VI
  call void @llvm.amdgcn.s.sleep(i32 8)
  call void @llvm.amdgcn.s.sleep(i32 9)
  call void @llvm.amdgcn.s.sleep(i32 10)
  call void @llvm.amdgcn.s.sleep(i32 11)
  call void @llvm.amdgcn.s.sleep(i32 12)
  call void @llvm.amdgcn.s.sleep(i32 13)
  call void @llvm.amdgcn.s.sleep(i32 14)
  call void @llvm.amdgcn.s.sleep(i32 15)
  ret void
}

attributes #0 = { nounwind }
