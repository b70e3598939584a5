; expect: token.loop-not-first
; source: ConvergentOperations.rst, Hoisting and sinking, "The program would stay valid if the anchor was sunk into the loop"
; note: SPEC-INTERNAL: sinking the anchor into a single-block loop puts it before
;   the loop intrinsic in the same block, which the loop rules forbid; the
;   spec's "would stay valid" holds only when the anchor lands in another
;   block (cycle-use_valid_spec_sunk_anchor_into_loop)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @convergent.operation() convergent

define void @f(i32 %n) {
entry:
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %body, label %exit
body:
  %counter = phi i32 [ %n, %entry ], [ %counter.next, %body ]
  %outer = call token @llvm.experimental.convergence.anchor()
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @convergent.operation() [ "convergencectrl"(token %inner) ]
  %counter.next = sub i32 %counter, 1
  %more = icmp sgt i32 %counter.next, 0
  br i1 %more, label %body, label %exit
exit:
  ret void
}
