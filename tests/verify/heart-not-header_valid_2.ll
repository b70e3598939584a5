; expect: valid
; note: a loop intrinsic in a non-header block whose token is defined in the same
;   loop is not a heart
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) {
entry:
  br label %H
H:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @op() [ "convergencectrl"(token %l) ]
  br i1 %c, label %H, label %exit
exit:
  ret void
}
