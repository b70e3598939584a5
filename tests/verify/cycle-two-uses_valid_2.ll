; expect: valid
; note: two uses in a loop of a token defined in the loop
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) {
entry:
  br label %loop
loop:
  %a = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %a) ]
  call void @op2() [ "convergencectrl"(token %a) ]
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
