; expect: valid
; note: a token used only in a convergencectrl bundle, next to ordinary operands
;   (code token.operand is conv's own, not in the proposed list)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @use.i32(i32) convergent

define void @f(i32 %x) {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  %y = add i32 %x, 1
  call void @use.i32(i32 %y) [ "convergencectrl"(token %a) ]
  ret void
}
