; expect: token.cycle-two-uses
; also: token.heart-not-header
; note: two hearts with the same token in two blocks of one loop; opt-19 reports
;   only the heart position
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c1, i1 %c2) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %H
H:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %B
B:
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %c1, label %H, label %exit
exit:
  ret void
}
