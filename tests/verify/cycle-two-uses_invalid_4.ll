; expect: token.cycle-two-uses
; also: token.cycle-use
; note: two non-loop uses in a loop without the definition
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  call void @op() [ "convergencectrl"(token %a) ]
  call void @op2() [ "convergencectrl"(token %a) ]
  br i1 %c, label %B, label %X
X:
  ret void
}
