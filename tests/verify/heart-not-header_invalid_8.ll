; expect: token.heart-not-header
; note: three nested loops, the middle one without heart: the inner heart uses the
;   outer heart token, so the closed path around the middle loop contains a
;   heart that does not dominate it. Deliberate search for a middle-cycle gap:
;   opt-19 climbs from the innermost cycle to the largest one without the
;   definition (the middle loop) and rejects
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c1, i1 %c2, i1 %c3) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %L1
L1:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %L2
L2:
  br label %L3
L3:
  %h3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %h1) ]
  call void @op() [ "convergencectrl"(token %h3) ]
  br i1 %c3, label %L3, label %L2.latch
L2.latch:
  br i1 %c2, label %L2, label %L1.latch
L1.latch:
  br i1 %c1, label %L1, label %exit
exit:
  ret void
}
