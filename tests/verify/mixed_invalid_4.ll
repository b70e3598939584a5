; expect: token.mixed
; note: the only controlled operation is the heart (a loop intrinsic with a
;   bundle, so a controlled operation by the spec's definition), next to an
;   uncontrolled call; opt-19 rejects too (it counts every convergence
;   intrinsic)
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
  br label %loop
loop:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  call void @op()
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
