; expect: token.cycle-use
; note: the outer heart token used in an inner loop that has no heart
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
  br label %outer
outer:
  %ho = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %inner
inner:
  call void @op() [ "convergencectrl"(token %ho) ]
  br i1 %c1, label %inner, label %latch
latch:
  br i1 %c2, label %outer, label %exit
exit:
  ret void
}
