; expect: token.mixed
; source: ConvergentOperations.rst, Inferring Tokens (step 4 forgotten for one operation)
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
  call void @op() [ "convergencectrl"(token %e) ]
  br label %outer
outer:
  %ho = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @op() [ "convergencectrl"(token %ho) ]
  br label %inner
inner:
  %hi = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %ho) ]
  call void @op()
  br i1 %c1, label %inner, label %latch
latch:
  br i1 %c2, label %outer, label %exit
exit:
  br i1 %c3, label %then, label %end
then:
  call void @op() [ "convergencectrl"(token %e) ]
  br label %end
end:
  ret void
}
