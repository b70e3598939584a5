; expect: token.dominance
; note: a loop-carried use: the anchor in the loop body is used in the header on
;   the next iteration (every closed path through the use contains the
;   definition, so only dominance is broken)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) {
entry:
  br label %header
header:
  call void @op() [ "convergencectrl"(token %b) ]
  br label %body
body:
  %b = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %header, label %exit
exit:
  ret void
}
