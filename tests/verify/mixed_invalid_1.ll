; expect: token.mixed
; source: llvm/test/Verifier/convergencectrl-invalid.ll @mixed1
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @mixed1() {
  call void @g()
  %t10_tok1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t10_tok1) ]
  call void @g()
  call void @op()
  ret void
}
