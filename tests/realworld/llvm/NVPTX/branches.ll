; Source: https://github.com/llvm/llvm-project/blob/93347929741b9208b2f93218c625a41b54837d26/llvm/test/CodeGen/NVPTX/branches.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "nvptx64-nvidia-cuda"
; RUN: llc < %s -stop-after=finalize-isel -O0 -march=nvptx64| FileCheck %s

define dso_local i32 @foo(i32 noundef %i, i32 noundef %b) #0 {
entry:
  %cmp = icmp eq i32 %i, 4
  br i1 %cmp, label %bb.1, label %bb.2

bb.1:
  %add = add nsw i32 %i, %b
  br label %bb.2

bb.2:
  %ret = phi i32 [%add, %bb.1], [%i, %entry]
  ret i32 %ret
}
