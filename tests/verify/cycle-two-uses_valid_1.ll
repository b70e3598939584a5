; expect: valid
; note: two hearts using the same token in two sequential loops: no closed path
;   contains both
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c1, i1 %c2) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %L1
L1:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @op() [ "convergencectrl"(token %h1) ]
  br i1 %c1, label %L1, label %L2
L2:
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @op() [ "convergencectrl"(token %h2) ]
  br i1 %c2, label %L2, label %exit
exit:
  ret void
}
