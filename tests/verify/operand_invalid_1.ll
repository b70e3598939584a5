; expect: token.operand
; note: a token passed as an ordinary call argument; opt-19 rejects the
;   declaration (Function takes token but isn't an intrinsic)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @use(token)

define void @f() {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  call void @use(token %a)
  call void @op() [ "convergencectrl"(token %a) ]
  ret void
}
