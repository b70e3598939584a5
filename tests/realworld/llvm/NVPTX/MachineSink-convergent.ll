; Source: https://github.com/llvm/llvm-project/blob/9fd1a4cc110f3fed0f929a49b3e7770410edfc0d/llvm/test/CodeGen/NVPTX/MachineSink-convergent.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; RUN: llc < %s | FileCheck %s
; RUN: %if ptxas %{ llc < %s | %ptxas-verify %}

target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier0()

define i32 @f(i32 %x, ptr %ptr, i1 %cond) {
Start:
  %ptr_val = load i32, ptr %ptr
  call void @llvm.nvvm.barrier0()
  br i1 %cond, label %L1, label %L2
L1:
  %ptr_val2 = add i32 %ptr_val, 100
  br label %L2
L2:
  %v4 = phi i32 [ %x, %Start ], [ %ptr_val2, %L1 ]
  %v5 = add i32 %v4, 1000
  ret i32 %v5
}
