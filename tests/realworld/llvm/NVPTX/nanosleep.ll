; Source: https://github.com/llvm/llvm-project/blob/1ac58821cdac39643ef23a8a548c024cb91281cb/llvm/test/CodeGen/NVPTX/nanosleep.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "nvptx64-nvidia-cuda"
; RUN: llc < %s -mtriple=nvptx64 -O2 -mcpu=sm_70 -mattr=+ptx63 | FileCheck %s
; RUN: %if ptxas-sm_70 && ptxas-isa-6.3 %{ llc < %s -mtriple=nvptx64 -mcpu=sm_70 -mattr=+ptx63 | %ptxas-verify -arch=sm_70 %}

declare void @llvm.nvvm.nanosleep(i32)

define void @test_nanosleep_r(i32 noundef %d) {
entry:
  call void @llvm.nvvm.nanosleep(i32 %d)
  ret void
}

define void @test_nanosleep_i() {
entry:
  call void @llvm.nvvm.nanosleep(i32 42)
  ret void
}
