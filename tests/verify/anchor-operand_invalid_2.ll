; expect: token.anchor-operand
; also: token.loop-no-operand,token.loop-not-first
; source: llvm/test/Verifier/convergencectrl-invalid.ll @basic_syntax
; note: the loop intrinsic is also preceded by convergent operations (the
;   anchors); opt-19 stops at the missing operand for that instruction
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @basic_syntax() {
  %t04_tok1 = call token @llvm.experimental.convergence.anchor()
  %t04_tok2 = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %t04_tok1) ]
  %t04_tok3 = call token @llvm.experimental.convergence.loop()
  ret void
}
