; expect: valid
; source: ConvergentOperations.rst, Hoisting and sinking, convergent operations sunk together with their anchor
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @pure.convergent.operation() convergent
declare void @use(i32, i32)

define void @f(i1 %condition) {
entry:
  br i1 %condition, label %then, label %end
then:
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @pure.convergent.operation() [ "convergencectrl"(token %tok) ]
  %b = call i32 @pure.convergent.operation() [ "convergencectrl"(token %tok) ]
  call void @use(i32 %a, i32 %b)
  br label %end
end:
  ret void
}
