; expect: valid
; source: ConvergentOperations.rst, Loop unrolling examples, anchor loop unrolled by 2 with a tail loop (allowed)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @convergent.operation() convergent

define void @f(i32 %n) {
entry:
  br label %while.cond
while.cond:
  %counter = phi i32 [ %n, %entry ], [ %counter.next, %while.body ]
  %more = icmp sge i32 %counter, 2
  br i1 %more, label %while.body, label %tail.cond
while.body:
  %tok = call token @llvm.experimental.convergence.anchor()
  call void @convergent.operation() [ "convergencectrl"(token %tok) ]
  %tok.1 = call token @llvm.experimental.convergence.anchor()
  call void @convergent.operation() [ "convergencectrl"(token %tok.1) ]
  %counter.next = sub i32 %counter, 2
  br label %while.cond
tail.cond:
  %counter2 = phi i32 [ %counter, %while.cond ], [ %counter2.next, %tail.body ]
  %more2 = icmp sgt i32 %counter2, 0
  br i1 %more2, label %tail.body, label %exit
tail.body:
  %tok.2 = call token @llvm.experimental.convergence.anchor()
  call void @convergent.operation() [ "convergencectrl"(token %tok.2) ]
  %counter2.next = sub i32 %counter2, 1
  br label %tail.cond
exit:
  ret void
}
