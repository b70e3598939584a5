; expect: valid
; note: a heart in the header of a natural loop nested in an irreducible cycle,
;   its token defined in the irreducible cycle outside the loop
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) {
A:
  br i1 %c, label %X, label %Y
X:
  br i1 %c, label %Y, label %exit
Y:
  br i1 %c, label %X, label %P
P:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %Lp
Lp:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @op() [ "convergencectrl"(token %h) ]
  br i1 %c, label %Lp, label %X
exit:
  ret void
}
