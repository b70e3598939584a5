; expect: token.entry-not-entry-block
; note: a second entry, in a loop block (spec: at most once, and only in the entry
;   block); its use is in its own block so no closed-path rule is broken
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %loop
loop:
  %e2 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %e2) ]
  br i1 %c, label %loop, label %exit
exit:
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}
