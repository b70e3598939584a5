; expect: token.producer
; note: a bundle whose value is not a token: the spec's operand is not produced by
;   entry/loop/anchor; opt-19 says the bundle requires exactly one token use
;   (the message it also uses for multiple-bundles)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f() {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(i32 0) ]
  ret void
}
