; expect: token.heart-not-header
; also: token.dominance
; source: ConvergentOperations.rst, Inferring Tokens (step 1 skipped: a heart put at one entry of an irreducible cycle)
; note: why step 1 (make irreducible cycles reducible) is needed: the heart cannot
;   dominate the cycle, and its token does not dominate the other entry
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %e) ]
  br i1 %c, label %X, label %Y
X:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @op() [ "convergencectrl"(token %h) ]
  br i1 %c, label %Y, label %exit
Y:
  call void @op() [ "convergencectrl"(token %h) ]
  br i1 %c, label %X, label %exit
exit:
  ret void
}
