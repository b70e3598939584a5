; expect: valid
; note: convergent through an attribute group
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f() #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}

attributes #0 = { convergent nounwind }
