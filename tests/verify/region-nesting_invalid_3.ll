; expect: token.region-nesting
; note: crossing through a join: the use of %t1 on one path kills %t2 for the join
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) {
A:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C
B:
  call void @op() [ "convergencectrl"(token %t1) ]
  br label %D
C:
  br label %D
D:
  call void @op() [ "convergencectrl"(token %t2) ]
  ret void
}
