; expect: token.mixed
; source: llvm/test/Verifier/convergencectrl-invalid.ll @mixed2
; note: opt-19 reports two errors: at the anchor (it counts intrinsics as
;   controlled) and at the controlled call
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @mixed2() {
  call void @g()
  call void @op()
  call void @g()
  %t20_tok1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t20_tok1) ]
  ret void
}
