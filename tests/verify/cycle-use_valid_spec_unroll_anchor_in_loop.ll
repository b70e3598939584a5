; expect: valid
; source: ConvergentOperations.rst, Loop unrolling examples, anchor inside the loop (before unrolling)
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
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %while.body, label %exit
while.body:
  %tok = call token @llvm.experimental.convergence.anchor()
  call void @convergent.operation() [ "convergencectrl"(token %tok) ]
  %counter.next = sub i32 %counter, 1
  br label %while.cond
exit:
  ret void
}
