; expect: token.heart-not-header
; source: llvm/test/Verifier/convergencectrl-invalid.ll @irreducible1
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @irreducible1(i1 %cond) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %cond, label %B, label %C
B:
  %b = call token @llvm.experimental.convergence.anchor()
  br i1 %cond, label %C, label %D
C:
  %h4 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  br i1 %cond, label %B, label %E
D:
  call void @op() [ "convergencectrl"(token %b) ]
  br i1 %cond, label %B, label %F
E:
  call void @op() [ "convergencectrl"(token %h4) ]
  br i1 %cond, label %C, label %F
F:
  call void @op() [ "convergencectrl"(token %a) ]
  ret void
}
