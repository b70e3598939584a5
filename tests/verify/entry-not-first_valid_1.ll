; expect: valid
; note: an anchor after entry in the same block is fine
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i32 %x) convergent {
entry:
  %y = mul i32 %x, 3
  call void @g()
  %e = call token @llvm.experimental.convergence.entry()
  %a = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %a) ]
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}
