; expect: token.dominance
; note: use before the definition in the same block: opt-19 reports the SSA error,
;   and its token check (block-level dominance) passes, so its second message
;   is "Convergence region is not well-nested"
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f() {
entry:
  call void @op() [ "convergencectrl"(token %a) ]
  %a = call token @llvm.experimental.convergence.anchor()
  ret void
}
