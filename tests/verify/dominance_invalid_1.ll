; expect: token.dominance
; note: opt-19 reports the SSA error (Instruction does not dominate all uses!) and
;   then its own token message
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) {
entry:
  br i1 %c, label %then, label %join
then:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %join
join:
  call void @op() [ "convergencectrl"(token %a) ]
  ret void
}
