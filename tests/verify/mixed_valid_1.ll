; expect: valid
; note: only uncontrolled convergent operations
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) convergent {
entry:
  call void @op()
  br i1 %c, label %then, label %exit
then:
  call void @op2()
  br label %exit
exit:
  ret void
}
