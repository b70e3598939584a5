; expect: valid
; source: ConvergentOperations.rst, Inferring Tokens (an irreducible cycle, uncontrolled)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) convergent {
entry:
  call void @op()
  br i1 %c, label %X, label %Y
X:
  call void @op()
  br i1 %c, label %Y, label %exit
Y:
  call void @op()
  br i1 %c, label %X, label %exit
exit:
  ret void
}
