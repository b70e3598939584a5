; expect: token.cycle-use
; source: ConvergentOperations.rst, Rationales for Static rules about cycles, first incorrect example (for (;;) with an anchor outside)
; note: forbidden by the first closed-path rule
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @convergent.op() convergent

define void @f() {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %loop
loop:
  call void @convergent.op() [ "convergencectrl"(token %anchor) ]
  br label %loop
}
