; expect: token.cycle-use
; note: a use of the entry token in an irreducible cycle
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
  br i1 %c, label %X, label %Y
X:
  call void @op() [ "convergencectrl"(token %e) ]
  br i1 %c, label %Y, label %exit
Y:
  br i1 %c, label %X, label %exit
exit:
  ret void
}
