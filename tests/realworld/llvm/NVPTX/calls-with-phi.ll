; Source: https://github.com/llvm/llvm-project/blob/25d293f0cb7a0e243bb0d27e75ee31e0e06fb861/llvm/test/CodeGen/NVPTX/calls-with-phi.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "nvptx64-nvidia-cuda"
; RUN: llc < %s -mtriple=nvptx64 2>&1 | FileCheck %s
; RUN: %if ptxas %{ llc < %s -mtriple=nvptx64 | %ptxas-verify %}

define i32 @loop(i32, i32) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %0, %entry ], [ %res, %loop ]
  %res = call i32 @div(i32 %i, i32 %1)

  %exitcond = icmp eq i32 %res, %0
  br i1 %exitcond, label %exit, label %loop

exit:
  ret i32 %res
}

define i32 @div(i32, i32) {
  ret i32 0
}
