; expect: valid
; source: ConvergentOperations.rst, Hoisting and sinking, subgroupShuffle in both branches
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @subgroupShuffle(i32, i32) convergent

define void @example(i32 %data, i32 %id, i1 %condition) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  br i1 %condition, label %then, label %else
then:
  %shuffled = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %entry.tok) ]
  br label %end
else:
  %shuffled.2 = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %entry.tok) ]
  br label %end
end:
  ret void
}
