; expect: token.producer
; note: the constant token poison
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f() {
entry:
  call void @op() [ "convergencectrl"(token poison) ]
  ret void
}
