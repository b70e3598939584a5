; expect: valid
; note: DIFF: an entry intrinsic (no bundle) and an uncontrolled convergent call.
;   Spec: a controlled operation is one with a convergencectrl bundle; the
;   mixing rule applies only when the function contains one, so this is valid
;   by the letter of the spec. opt-19 counts every convergence intrinsic as
;   controlled and rejects (Cannot mix controlled and uncontrolled
;   convergence). The verify session must choose; expected here: the spec
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f() convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  call void @op()
  ret void
}
