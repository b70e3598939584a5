; expect: token.cycle-use
; also: token.cycle-two-uses
; source: ConvergentOperations.rst, Rationales for Static rules about cycles, second incorrect example (blocks A-G, two convergent ops using the anchor)
; note: the spec's for (;;) is given an exit condition in F so that G is
;   reachable; rule 2 is broken too (both uses on the closed path B C D E F)
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
  call void @convergent.op.1() [ "convergencectrl"(token %anchor) ]
  br label %D
D:
  br i1 %condition2, label %E, label %F
E:
  call void @convergent.op.2() [ "convergencectrl"(token %anchor) ]
  br label %F
F:
  br i1 %exit.cond, label %G, label %B
G:
  ret void
}
