; expect: valid
; source: ConvergentOperations.rst, Unstructured control flow (original and jump-threaded, with the entry token)
target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent

define void @example_original(i1 %cond1, i1 %cond2) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  br i1 %cond1, label %then1, label %mid
then1:
  br label %mid
mid:
  %flag = phi i1 [ true, %entry ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end
then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %entry.tok) ]
  br label %end
end:
  ret void
}

define void @example_jumpthreaded(i1 %cond1, i1 %cond2) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  br i1 %cond1, label %then1, label %then2
then1:
  br i1 %cond2, label %then2, label %end
then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %entry.tok) ]
  br label %end
end:
  ret void
}
