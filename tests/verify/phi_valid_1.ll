; expect: valid
; note: one anchor per branch instead of a phi of tokens (spec: hoisting anchors
;   example, before hoisting)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) {
entry:
  br i1 %c, label %then, label %else
then:
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  br label %join
else:
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  br label %join
join:
  %x = phi i32 [ 1, %then ], [ 2, %else ]
  ret void
}
