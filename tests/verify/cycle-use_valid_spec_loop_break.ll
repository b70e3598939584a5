; expect: valid
; source: ConvergentOperations.rst, Extended Cycles: Divergent Exit from a Loop
; note: a use of the heart token outside the loop (the cycle is extended to it)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @convergent_op() convergent

define void @example(i1 %for.cond, i1 %condition) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  br label %for
for:
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry.tok) ]
  br i1 %for.cond, label %B, label %E
B:
  br i1 %condition, label %C, label %D
C:
  call void @convergent_op() [ "convergencectrl"(token %inner) ]
  br label %E
D:
  br label %for
E:
  ret void
}
