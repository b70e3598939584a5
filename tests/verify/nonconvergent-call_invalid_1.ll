; expect: token.nonconvergent-call
; source: llvm/test/Verifier/convergencectrl-invalid.ll @missing.attribute
; note: spec vs LLVM: the spec calls a call site with a convergencectrl bundle
;   convergent by definition, so it allows this; LLVM 19 rejects (Convergence
;   control token can only be used in a convergent call) and conv follows LLVM
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @missing.attribute() {
  %t05_tok1 = call token @llvm.experimental.convergence.anchor()
  call void @g() [ "convergencectrl"(token %t05_tok1) ]
  ret void
}
