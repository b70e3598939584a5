; expect: valid
; source: ConvergentOperations.rst, Rationales for Static rules about cycles, first example corrected with a loop heart
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
  %loop.tok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  call void @convergent.op() [ "convergencectrl"(token %loop.tok) ]
  br label %loop
}
