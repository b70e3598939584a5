; expect: token.heart-not-header
; source: ConvergentOperations.rst, Loop unrolling examples, heart loop, translated literally (condition block as header)
; note: the pseudo-code while (counter > 0) { %inner = loop ... } emitted with a
;   separate condition block puts the heart in the body, which does not
;   dominate the header while.cond: rule 4 rejects it. The spec's examples
;   assume the heart is in the header
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @convergent.operation() convergent

define void @f(i32 %n) {
A:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %while.cond
while.cond:
  %counter = phi i32 [ %n, %A ], [ %counter.next, %B ]
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %B, label %C
B:
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @convergent.operation() [ "convergencectrl"(token %inner) ]
  %counter.next = sub i32 %counter, 1
  br label %while.cond
C:
  ret void
}
