; expect: valid
; source: ConvergentOperations.rst, Inferring Tokens (step 1 done by a dispatch header H, then steps 2-4)
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
  call void @op() [ "convergencectrl"(token %e) ]
  br label %H
H:
  %sel = phi i1 [ %c, %entry ], [ true, %X ], [ false, %Y ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %sel, label %X, label %Y
X:
  call void @op() [ "convergencectrl"(token %h) ]
  br i1 %c, label %H, label %exit
Y:
  call void @op() [ "convergencectrl"(token %h) ]
  br i1 %c, label %H, label %exit
exit:
  ret void
}
