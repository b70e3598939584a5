; expect: valid
; note: a closed path with a use but not the definition, in unreachable code. The
;   spec says "every closed path in the CFG"; LLVM's cycle info and verifier
;   see only reachable blocks, and conv follows LLVM (expected valid)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f() {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  ret void
dead:
  call void @op() [ "convergencectrl"(token %a) ]
  br label %dead
}
