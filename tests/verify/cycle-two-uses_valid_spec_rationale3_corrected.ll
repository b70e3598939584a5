; expect: valid
; source: ConvergentOperations.rst, Rationales for Static rules about cycles, third example corrected (not in the spec): a heart in the outer loop, the inner hearts chained to it
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
  %outer.tok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br i1 %condition1, label %inner1, label %mid
inner1:
  %loop1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer.tok) ]
  br i1 %c.in1, label %inner1, label %mid
mid:
  br i1 %condition2, label %inner2, label %latch
inner2:
  %loop2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer.tok) ]
  br i1 %c.in2, label %inner2, label %latch
latch:
  br label %outer
}
