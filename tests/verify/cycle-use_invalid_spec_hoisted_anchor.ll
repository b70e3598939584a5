; expect: token.cycle-use
; source: ConvergentOperations.rst, Hoisting and sinking, "Hoisting the anchor would make the program invalid according to the static validity rules"
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
  %tok = call token @llvm.experimental.convergence.anchor()
  br label %loop
loop:
  call void @convergent.operation() [ "convergencectrl"(token %tok) ]
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
