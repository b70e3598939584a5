; expect: token.heart-not-header
; source: ConvergentOperations.rst, Rationales for Static rules about cycles, second example, "loop heart intrinsics could be inserted differently" (heart in C, free-standing anchor in E)
; note: the spec presents this placement as possible ("unnatural counting of loop
;   iterations"), but its own rule 4 forbids it: the closed path B C D F
;   contains the heart in C and not %anchor, and C does not dominate B (the
;   note under "Heart of a Cycle" says a heart can only be in a natural-loop
;   header). opt-19 rejects it too
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @convergent.op.1() convergent
declare void @convergent.op.2() convergent

define void @f(i1 %condition1, i1 %condition2, i1 %exit.cond) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  br i1 %condition1, label %C, label %D
C:
  %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  call void @convergent.op.1() [ "convergencectrl"(token %loop) ]
  br label %D
D:
  br i1 %condition2, label %E, label %F
E:
  %free = call token @llvm.experimental.convergence.anchor()
  call void @convergent.op.2() [ "convergencectrl"(token %free) ]
  br label %F
F:
  br i1 %exit.cond, label %G, label %B
G:
  ret void
}
