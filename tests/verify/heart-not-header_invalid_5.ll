; expect: token.heart-not-header
; note: a heart in an inner loop whose token is defined outside the outer loop,
;   which has no heart: the closed path around the outer loop does not contain
;   the definition and the heart does not dominate the outer header
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c1, i1 %c2) {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %outer
outer:
  br label %inner
inner:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @op() [ "convergencectrl"(token %h) ]
  br i1 %c1, label %inner, label %latch
latch:
  br i1 %c2, label %outer, label %exit
exit:
  ret void
}
