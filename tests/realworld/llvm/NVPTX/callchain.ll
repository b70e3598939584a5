; Source: https://github.com/llvm/llvm-project/blob/08f04422503a77503330a472d0f7f7998f28f313/llvm/test/CodeGen/NVPTX/callchain.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; RUN: llc < %s -mtriple=nvptx64 -mcpu=sm_20 | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64 -mcpu=sm_20 | %ptxas-verify %}

target triple = "nvptx"

define void @foo(ptr %ptr) {
  tail call void %ptr()
  ret void
}
