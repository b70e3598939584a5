; Source: https://github.com/llvm/llvm-project/blob/45d17e2243e831916d778bcc7dfc4d91a252cfb1/llvm/test/CodeGen/NVPTX/TailDuplication-convergent.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; RUN: llc -O2 -tail-dup-size=100 -enable-tail-merge=0 < %s | FileCheck %s
; RUN: %if ptxas %{ llc -O2 -tail-dup-size=100 -enable-tail-merge=0 < %s | %ptxas-verify %}
target triple = "nvptx64-nvidia-cuda"

declare void @foo()
declare void @llvm.nvvm.barrier0()

define void @call_syncthreads(ptr %a, ptr %b, i1 %cond, i1 %cond2) nounwind {
  br i1 %cond, label %L1, label %L2
  br i1 %cond2, label %Ret, label %L1
Ret:
  ret void
L1:
  store i32 0, ptr %a
  br label %L42
L2:
  store i32 1, ptr %a
  br label %L42
L42:
  call void @llvm.nvvm.barrier0()
  br label %Ret
}

define void @call_foo(ptr %a, ptr %b, i1 %cond, i1 %cond2) nounwind {
  br i1 %cond, label %L1, label %L2
  br i1 %cond2, label %Ret, label %L1
Ret:
  ret void
L1:
  store i32 0, ptr %a
  br label %L42
L2:
  store i32 1, ptr %a
  br label %L42
L42:
  call void @foo()
  br label %Ret
}
