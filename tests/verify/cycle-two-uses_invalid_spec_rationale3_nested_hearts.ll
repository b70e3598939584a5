; expect: token.cycle-two-uses
; also: token.heart-not-header
; source: ConvergentOperations.rst, Rationales for Static rules about cycles, third incorrect example (two nested loops with hearts using %anchor)
; note: the spec's inner for (;;) loops are given exits so that a closed path goes
;   through both hearts; it is also a rule-4 violation (neither inner heart
;   dominates the outer loop), which is what opt-19 reports
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %condition1, i1 %condition2, i1 %c.in1, i1 %c.in2) {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %outer
outer:
  br i1 %condition1, label %inner1, label %mid
inner1:
  %loop1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br i1 %c.in1, label %inner1, label %mid
mid:
  br i1 %condition2, label %inner2, label %latch
inner2:
  %loop2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br i1 %c.in2, label %inner2, label %latch
latch:
  br label %outer
}
