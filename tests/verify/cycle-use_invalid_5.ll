; expect: token.cycle-use
; note: three nested loops: the outer one has its heart and the inner one a heart
;   chained to an anchor of the middle loop, but the middle loop (no heart)
;   uses the outer heart token. Deliberate search for a middle-cycle gap in
;   LLVM 19: opt-19 rejects it (it checks the innermost cycle of the use
;   block, which is the middle loop here)
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
  call void @op() [ "convergencectrl"(token %h1) ]
  %a2 = call token @llvm.experimental.convergence.anchor()
  br label %L3
L3:
  %h3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a2) ]
  call void @op() [ "convergencectrl"(token %h3) ]
  br i1 %c3, label %L3, label %L2.latch
L2.latch:
  br i1 %c2, label %L2, label %L1.latch
L1.latch:
  br i1 %c1, label %L1, label %exit
exit:
  ret void
}
