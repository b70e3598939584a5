; expect: valid
; note: hearts of nested loops chained to the parent
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
  %hi = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %ho) ]
  call void @op() [ "convergencectrl"(token %hi) ]
  br i1 %c1, label %inner, label %latch
latch:
  call void @op() [ "convergencectrl"(token %ho) ]
  br i1 %c2, label %outer, label %exit
exit:
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}
