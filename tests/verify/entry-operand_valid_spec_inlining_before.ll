; expect: valid
; source: ConvergentOperations.rst, llvm.experimental.convergence.entry: inlining example, before inlining (two functions)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @convergent_operation() convergent

define void @callee() convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  call void @convergent_operation() [ "convergencectrl"(token %tok) ]
  ret void
}

define void @main(i32 %n) {
entry:
  %outer = call token @llvm.experimental.convergence.anchor()
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %for.body, label %exit
for.body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for.body ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @callee() [ "convergencectrl"(token %inner) ]
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %for.body, label %exit
exit:
  ret void
}
