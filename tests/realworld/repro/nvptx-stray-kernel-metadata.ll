; Reproducer (hand-written for conv): a metadata node that looks like an
; nvvm.annotations kernel entry but is not listed in !nvvm.annotations.
; LLVM ignores it: @f is not a kernel and its argument %p is divergent
; (opt-19: "DIVERGENT: ptr %p"). conv takes it as a kernel annotation and
; calls %p uniform -- a conv-uniform/llvm-divergent argument, and every
; value computed from %p inherits the wrong answer.
; Seen in tests/realworld/llvm/NVPTX/noduplicate-syncthreads.ll
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
  %v = load i32, ptr %p
  %c = icmp eq ptr %p, null
  br i1 %c, label %a, label %b
a:
  store i32 %v, ptr %p
  br label %b
b:
  ret void
}

!0 = !{ptr @f, !"kernel", i32 1}
