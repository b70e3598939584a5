; expect: token.mixed
; note: the uncontrolled call comes first in layout order, the controlled one
;   later
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br i1 %c, label %then, label %exit
then:
  call void @op()
  br label %exit
exit:
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}
