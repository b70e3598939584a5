; expect: token.cycle-use
; source: llvm/test/Verifier/convergencectrl-invalid.ll @use_in_cycle
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @use_in_cycle() {
A:
  %t50_tok1 = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  call void @op() [ "convergencectrl"(token %t50_tok1) ]
  br label %B
}
