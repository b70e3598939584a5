; expect: valid
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %then, label %join
then:
  call void @op() [ "convergencectrl"(token %a) ]
  br label %join
join:
  call void @op() [ "convergencectrl"(token %a) ]
  ret void
}
