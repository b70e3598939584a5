; expect: token.entry-operand
; also: token.entry-not-first
; note: cannot be broken alone: the operand must be a token defined before entry
;   in the entry block, which is a convergent operation before entry. opt-19
;   reports only entry-not-first (its checks stop at the first failure of an
;   instruction)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f() convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  %e = call token @llvm.experimental.convergence.entry() [ "convergencectrl"(token %a) ]
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}
