; expect: valid
; note: a use in an unreachable block, of a token defined in a block that does not
;   dominate it structurally: dominance is vacuous in unreachable code (LLVM:
;   everything dominates an unreachable block); conv follows LLVM and checks
;   dominance, regions and closed paths on reachable blocks only
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) {
entry:
  br i1 %c, label %then, label %exit
then:
  %a = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %a) ]
  br label %exit
exit:
  ret void
dead:
  call void @op() [ "convergencectrl"(token %a) ]
  br label %exit
}
