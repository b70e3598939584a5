; expect: token.multiple-bundles
; note: an empty bundle (opt-19: requires exactly one token use)
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
  call void @op() [ "convergencectrl"() ]
  ret void
}
