; expect: token.producer
; note: a call of a non-intrinsic returning token; opt-19 already rejects the
;   declaration (Function returns a token but isn't an intrinsic), then
;   reports the convergence message
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare token @mk()

define void @f() {
entry:
  %t = call token @mk()
  call void @op() [ "convergencectrl"(token %t) ]
  ret void
}
