; expect: valid
; note: a select of ordinary values next to a controlled call
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
  %v = select i1 %c, i32 1, i32 2
  call void @op() [ "convergencectrl"(token %a) ]
  ret void
}
