; expect: token.heart-not-header
; note: as invalid_6 with the heart at the other entry (not the one LLVM picks as
;   header)
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
  br i1 %c, label %X, label %Y
X:
  br i1 %c, label %Y, label %exit
Y:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @op() [ "convergencectrl"(token %h) ]
  br i1 %c, label %X, label %exit
exit:
  ret void
}
