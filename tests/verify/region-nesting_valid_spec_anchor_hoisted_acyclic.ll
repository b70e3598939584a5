; expect: valid
; source: ConvergentOperations.rst, Hoisting and sinking, anchors hoisted in acyclic control flow (after hoisting; before hoisting see phi_valid_1)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @convergent.operation() convergent

define void @f(i1 %condition) {
entry:
  %tok = call token @llvm.experimental.convergence.anchor()
  br i1 %condition, label %then, label %else
then:
  call void @convergent.operation() [ "convergencectrl"(token %tok) ]
  br label %end
else:
  call void @convergent.operation() [ "convergencectrl"(token %tok) ]
  br label %end
end:
  ret void
}
