; expect: valid
; note: as heart-not-header_valid_5 but the unreachable predecessor goes to the
;   header itself: LLVM 19 never adds the header to the entries a second time,
;   so opt-19 accepts this one
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i1 %c) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %loop
loop:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @op() [ "convergencectrl"(token %h) ]
  br i1 %c, label %loop, label %exit
exit:
  ret void
dead:
  br label %loop
}
