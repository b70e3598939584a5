; expect: valid
; source: ConvergentOperations.rst, Rationales for Static rules about cycles, second example with the heart in B ("most naturally")
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
  %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br i1 %condition1, label %C, label %D
C:
  call void @convergent.op.1() [ "convergencectrl"(token %loop) ]
  br label %D
D:
  br i1 %condition2, label %E, label %F
E:
  call void @convergent.op.2() [ "convergencectrl"(token %loop) ]
  br label %F
F:
  br i1 %exit.cond, label %G, label %B
G:
  ret void
}
