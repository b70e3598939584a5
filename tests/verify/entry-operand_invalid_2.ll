; expect: token.entry-operand
; also: token.producer
; note: operand token none
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f() convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry() [ "convergencectrl"(token none) ]
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}
