; expect: token.entry-not-first
; source: llvm/test/Verifier/convergencectrl-invalid.ll @entry_at_start
; note: an uncontrolled convergent call before entry. Spec: entry has no bundle so
;   it is not a controlled operation and the function has no controlled
;   operation: no mixing error by the letter of the spec. opt-19 stops at the
;   entry check for this instruction, so it reports only entry-not-first here;
;   conv expected to report mixing only if it counts the intrinsics (see
;   mixed_valid_2)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i32 %x, i32 %y) convergent {
  %z = add i32 %x, %y
  call void @op()
  %e = call token @llvm.experimental.convergence.entry()
  ret void
}
