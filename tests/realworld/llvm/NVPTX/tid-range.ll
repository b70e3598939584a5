; Source: https://github.com/llvm/llvm-project/blob/42a19fbdaf00711d4b80c754d10ce7fc1ccb5e40/llvm/test/CodeGen/NVPTX/tid-range.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "nvptx64-nvidia-cuda"
; RUN: llc < %s -mtriple=nvptx64 | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64 | %ptxas-verify %}

declare i32 @get_register()

define i1 @test1() {
entry:
  %call = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !range !0
  %cmp = icmp eq i32 %call, 1
  ret i1 %cmp
}


declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!0 = !{ i32 0, i32 3 }
