; expect: token.loop-no-operand
; note: a loop intrinsic without operand outside any cycle
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f() {
entry:
  %l = call token @llvm.experimental.convergence.loop()
  call void @op() [ "convergencectrl"(token %l) ]
  ret void
}
