; expect: valid
; note: nested anchors inside a loop. Valid when a region is read as the points
;   where the token is live (paths that do not pass the definition again);
;   with "any path" the region of %b would wrap around the back edge and
;   contain the use of %a, making this natural code invalid. opt-19 accepts
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
  %b = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %b) ]
  call void @op() [ "convergencectrl"(token %a) ]
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
