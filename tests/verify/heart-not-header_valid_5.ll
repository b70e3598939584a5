; expect: valid
; note: DIFF: a natural loop (loop, body) whose non-header block also has a
;   predecessor in unreachable code. Spec: valid (the heart dominates every
;   node of every closed path; unreachable code does not matter). opt-19
;   rejects: LLVM 19 cycle info counts the unreachable predecessor as an
;   entry, so the cycle has entries(loop body), is "irreducible", and the
;   heart check fails (later LLVM versions skip unreachable predecessors; conv
;   cycles --llvm19 shows the LLVM 19 view)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %loop
loop:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %body
body:
  call void @op() [ "convergencectrl"(token %h) ]
  br i1 %c, label %loop, label %exit
exit:
  ret void
dead:
  br label %body
}
