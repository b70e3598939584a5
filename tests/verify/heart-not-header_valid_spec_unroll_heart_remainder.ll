; expect: valid
; source: ConvergentOperations.rst, Loop unrolling examples, unrolled by 2 with a remainder (blocks A-E)
; note: statically valid: the spec says this unrolling is an incorrect TRANSFORM
;   (a legality question for can_unroll, not a verifier one); the loop
;   intrinsic in D is in no cycle
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
  %two = icmp sge i32 %n, 2
  br i1 %two, label %B, label %C
B:
  %counter = phi i32 [ %n, %A ], [ %counter.next, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @convergent.operation() [ "convergencectrl"(token %inner) ]
  call void @convergent.operation() [ "convergencectrl"(token %inner) ]
  %counter.next = sub i32 %counter, 2
  %more = icmp sge i32 %counter.next, 2
  br i1 %more, label %B, label %C
C:
  %left = phi i32 [ %n, %A ], [ %counter.next, %B ]
  %rem = icmp sgt i32 %left, 0
  br i1 %rem, label %D, label %E
D:
  %remainder = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @convergent.operation() [ "convergencectrl"(token %remainder) ]
  br label %E
E:
  ret void
}
