; expect: token.phi
; also: token.producer
; note: LLVM rejects token phis in the verifier (PHI nodes cannot have token
;   type!), then the operand as a producer error and a spurious mixing error
;   (the failed bundle makes the call count as uncontrolled)
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
  br label %join
else:
  %t2 = call token @llvm.experimental.convergence.anchor()
  br label %join
join:
  %p = phi token [ %t1, %then ], [ %t2, %else ]
  call void @op() [ "convergencectrl"(token %p) ]
  ret void
}
