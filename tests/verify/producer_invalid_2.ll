; expect: token.producer
; note: a token argument; opt-19 first rejects the signature (Function takes token
;   but isn't an intrinsic), then reports the convergence message
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(token %t) convergent {
entry:
  call void @op() [ "convergencectrl"(token %t) ]
  ret void
}
