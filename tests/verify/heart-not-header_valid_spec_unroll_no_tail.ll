; expect: valid
; source: ConvergentOperations.rst, Loop unrolling examples, unrolled by a trip multiple (no tail); the loop intrinsic is not duplicated
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
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %B, label %C
B:
  %counter = phi i32 [ %n, %A ], [ %counter.next, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @convergent.operation() [ "convergencectrl"(token %inner) ]
  call void @convergent.operation() [ "convergencectrl"(token %inner) ]
  %counter.next = sub i32 %counter, 2
  %more = icmp sgt i32 %counter.next, 0
  br i1 %more, label %B, label %C
C:
  ret void
}
