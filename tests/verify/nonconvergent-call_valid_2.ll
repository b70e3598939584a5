; expect: valid
; note: callee convergent through an attribute group
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @h() #0
attributes #0 = { convergent }

define void @f() {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  call void @h() [ "convergencectrl"(token %a) ]
  ret void
}
