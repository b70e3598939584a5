; expect: token.entry-not-entry-block
; also: token.entry-not-first
; note: entry outside the entry block, preceded by a convergent operation in its
;   block: the spec's first-in-block rule holds in any block; opt-19 stops at
;   the entry-block check for that instruction
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f() convergent {
entry:
  br label %B
B:
  %a = call token @llvm.experimental.convergence.anchor()
  %e = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %e) ]
  call void @op() [ "convergencectrl"(token %a) ]
  ret void
}
