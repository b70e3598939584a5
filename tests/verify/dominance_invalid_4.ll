; expect: token.dominance
; note: a heart that takes its own token: opt-19 reports Only PHI nodes may
;   reference their own value! (then region nesting)
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
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %h) ]
  call void @op() [ "convergencectrl"(token %h) ]
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
