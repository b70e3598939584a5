; expect: valid
; note: the inner heart token used after the inner loop, inside the outer loop
;   (every closed path through the use passes the inner header)
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
  br i1 %c1, label %inner, label %after
after:
  call void @op() [ "convergencectrl"(token %hi) ]
  call void @op() [ "convergencectrl"(token %ho) ]
  br i1 %c2, label %outer, label %exit
exit:
  ret void
}
