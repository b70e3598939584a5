; expect: token.loop-not-first
; note: a loop intrinsic outside any cycle preceded by the anchor it uses
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
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @op() [ "convergencectrl"(token %l) ]
  ret void
}
