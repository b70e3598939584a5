; expect: token.heart-not-header
; source: llvm/test/Verifier/convergencectrl-invalid.ll @irreducible2 (mirror image of @irreducible1)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @irreducible2(i1 %cond) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %cond, label %B, label %C
B:
  %h5 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  br i1 %cond, label %C, label %D
C:
  %c = call token @llvm.experimental.convergence.anchor()
  br i1 %cond, label %B, label %E
D:
  call void @op() [ "convergencectrl"(token %h5) ]
  br i1 %cond, label %B, label %F
E:
  call void @op() [ "convergencectrl"(token %c) ]
  br i1 %cond, label %C, label %F
F:
  call void @op() [ "convergencectrl"(token %a) ]
  ret void
}
