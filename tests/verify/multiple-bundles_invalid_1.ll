; expect: token.multiple-bundles
; note: two bundles; opt-19 then also reports mixing (the call counts as
;   uncontrolled after the failed check). conv's LLVM reader reports
;   token.multiple-bundles while parsing, so there is no .conv twin
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f() {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %b), "convergencectrl"(token %a) ]
  ret void
}
