; expect: valid
; note: non-convergent instructions (and a non-convergent call) may precede entry
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define void @f(i32 %x, i32 %y) convergent {
entry:
  %z = add i32 %x, %y
  call void @g()
  %e = call token @llvm.experimental.convergence.entry()
  br label %next
next:
  call void @op() [ "convergencectrl"(token %e) ]
  ret void
}
