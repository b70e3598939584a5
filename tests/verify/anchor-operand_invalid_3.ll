; expect: token.anchor-operand
; also: token.dominance
; note: the (forbidden) operand of an anchor is still a use of %x, and its
;   definition does not dominate it
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) {
entry:
  br i1 %c, label %A, label %B
A:
  %x = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %x) ]
  ret void
B:
  %y = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %x) ]
  call void @op() [ "convergencectrl"(token %y) ]
  ret void
}
