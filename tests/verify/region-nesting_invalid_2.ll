; expect: token.region-nesting
; source: llvm/test/Verifier/convergencectrl-invalid.ll @region_nesting2
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @region_nesting2(i1 %cond) {
A:
  %t40_tok1 = call token @llvm.experimental.convergence.anchor()
  %t40_tok2 = call token @llvm.experimental.convergence.anchor()
  br i1 %cond, label %B, label %C
B:
  call void @op() [ "convergencectrl"(token %t40_tok1) ]
  br label %C
C:
  call void @op() [ "convergencectrl"(token %t40_tok2) ]
  ret void
}
