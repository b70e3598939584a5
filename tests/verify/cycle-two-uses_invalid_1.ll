; expect: token.cycle-two-uses
; also: token.loop-not-first
; note: two hearts with the same token in one loop header. Rule 2 cannot be broken
;   alone: two loop uses in one block make the second not first, in two blocks
;   one of them does not dominate the other (rule 4), any other use breaks
;   rule 1
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  br i1 %c, label %B, label %X
X:
  ret void
}
