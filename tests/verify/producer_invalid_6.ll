; expect: token.producer
; note: a bundle whose value is not a token; opt-19 says the bundle requires
;   exactly one token use (its multiple-bundles message); conv's LLVM reader:
;   parse.expected today
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
  call void @op() [ "convergencectrl"(i32 0) ]
  ret void
}
