; expect: token.loop-not-first
; also: token.mixed
; source: llvm/test/Verifier/convergencectrl-invalid.ll @loop_at_start, block C
; note: an uncontrolled convergent call before loop (mixing too, loop has a bundle
;   so it is a controlled operation)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @loop_at_start(i32 %x, i32 %y) convergent {
A:
  %t60_tok3 = call token @llvm.experimental.convergence.entry()
  br label %C
C:
  call void @op()
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t60_tok3) ]
  ret void
}
