; expect: valid
; source: ConvergentOperations.rst, Hoisting and sinking, "The program would stay valid if the anchor was sunk into the loop"
; note: the anchor sunk into the loop header and the loop intrinsic in the next
;   block: the loop intrinsic is then no heart (its token is defined in the
;   same cycle), and the program is valid
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
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %header, label %exit
header:
  %counter = phi i32 [ %n, %entry ], [ %counter.next, %body ]
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %body
body:
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @convergent.operation() [ "convergencectrl"(token %inner) ]
  %counter.next = sub i32 %counter, 1
  %more = icmp sgt i32 %counter.next, 0
  br i1 %more, label %header, label %exit
exit:
  ret void
}
