; expect: valid
; source: ConvergentOperations.rst, Inferring Tokens (input: uncontrolled convergent operations in nested loops)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c1, i1 %c2, i1 %c3) convergent {
entry:
  call void @op()
  br label %outer
outer:
  call void @op()
  br label %inner
inner:
  call void @op()
  br i1 %c1, label %inner, label %latch
latch:
  br i1 %c2, label %outer, label %exit
exit:
  br i1 %c3, label %then, label %end
then:
  call void @op()
  br label %end
end:
  ret void
}
