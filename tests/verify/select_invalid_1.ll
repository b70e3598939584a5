; expect: token.select
; also: token.producer
; note: the LLVM parser itself rejects a select of tokens
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call token @llvm.experimental.convergence.anchor()
  %s = select i1 %c, token %a, token %b
  call void @op() [ "convergencectrl"(token %s) ]
  ret void
}
