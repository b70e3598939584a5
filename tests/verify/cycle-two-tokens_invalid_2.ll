; expect: token.cycle-two-tokens
; also: token.heart-not-header,token.region-nesting
; note: hearts with two outer tokens in two blocks of one loop
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
  %a = call token @llvm.experimental.convergence.anchor()
  br label %H
H:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  br label %B
B:
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %c, label %H, label %exit
exit:
  ret void
}
