; expect: valid
; source: ConvergentOperations.rst, Hoisting and sinking, anchor inside for (;;)
; note: the spec's for (;;) is given an exit
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @convergent.operation() convergent

define void @f(i1 %c) {
entry:
  br label %loop
loop:
  %tok = call token @llvm.experimental.convergence.anchor()
  call void @convergent.operation() [ "convergencectrl"(token %tok) ]
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
