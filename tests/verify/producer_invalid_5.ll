; expect: token.producer
; note: a token from another intrinsic; opt-19 first complains about the
;   preallocated intrinsic itself
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare token @llvm.call.preallocated.setup(i32)

define void @f() {
entry:
  %t = call token @llvm.call.preallocated.setup(i32 0)
  call void @op() [ "convergencectrl"(token %t) ]
  ret void
}
