; expect: token.cycle-two-tokens
; also: token.loop-not-first,token.region-nesting
; source: llvm/test/Verifier/convergencectrl-invalid.ll @multiple_hearts
; note: spec: also region nesting, through the back edge (the region of %t70_tok2
;   contains %h1, a use of %t70_tok1, but not its definition); opt-19 tracks
;   live tokens along forward edges only and does not report it. Rule 3 cannot
;   be broken alone (same argument as rule 2; and two tokens both used on a
;   closed path without their definitions always break region nesting)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @multiple_hearts() {
A:
  %t70_tok1 = call token @llvm.experimental.convergence.anchor()
  %t70_tok2 = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t70_tok2) ]
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t70_tok1) ]
  br label %B
}
