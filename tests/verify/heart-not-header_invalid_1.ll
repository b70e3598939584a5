; expect: token.heart-not-header
; note: a heart in a non-header block of a natural loop
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
  br label %H
H:
  br label %B
B:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @op() [ "convergencectrl"(token %h) ]
  br i1 %c, label %H, label %exit
exit:
  ret void
}
