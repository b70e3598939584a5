; expect: token.region-nesting
; source: llvm/test/Verifier/convergencectrl-invalid.ll @region_nesting1
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @region_nesting1() {
  %t30_tok1 = call token @llvm.experimental.convergence.anchor()
  %t30_tok2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t30_tok1) ]
  call void @op() [ "convergencectrl"(token %t30_tok2) ]
  ret void
}
