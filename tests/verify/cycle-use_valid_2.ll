; expect: valid
; note: an anchor in a loop body used later in the same iteration
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
  br label %loop
loop:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %c1, label %body, label %exit
body:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %body2
body2:
  call void @op() [ "convergencectrl"(token %a) ]
  br i1 %c2, label %loop, label %exit
exit:
  ret void
}
