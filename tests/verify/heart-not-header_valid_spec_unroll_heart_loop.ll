; expect: valid
; source: ConvergentOperations.rst, Loop unrolling examples, heart loop before unrolling (blocks A, B, C)
; note: the spec's while loop in rotated form (guard in A, the body B is the
;   header), so that the heart is in the loop header; see heart-not-
;   header_invalid_spec_unroll_while_heart_in_body for the literal translation
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
  %counter.next = sub i32 %counter, 1
  %more = icmp sgt i32 %counter.next, 0
  br i1 %more, label %B, label %C
C:
  ret void
}
