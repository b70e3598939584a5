; The cases of docs/llvm.md: what LLVM 19's passes do to convergent
; operations, next to conv's verdicts. Each function is run through one
; pass by tests/unit/test_examples.py (opt-19 -passes=PASS) and asked by
; `conv query` (the commands are in docs/llvm.md).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x() #1
declare i32 @llvm.amdgcn.ballot.i32(i1) #0
declare token @llvm.experimental.convergence.entry() #0
declare token @llvm.experimental.convergence.loop() #0
declare token @llvm.experimental.convergence.anchor() #0
declare void @barrier() #2
declare i32 @subgroupShuffle(i32, i32) #3
declare i1 @cond()

; Sink: the ballot is used only under a uniform branch (a kernel argument).
define amdgpu_kernel void @sink_uniform(i32 %n, ptr addrspace(1) %out) {
entry:
  %n.b = trunc i32 %n to i1
  %r = call i32 @llvm.amdgcn.ballot.i32(i1 %n.b)
  %c = icmp slt i32 %n, 8
  br i1 %c, label %then, label %end
then:
  store i32 %r, ptr addrspace(1) %out
  br label %end
end:
  ret void
}

; The same under a branch on the thread id.
define amdgpu_kernel void @sink_divergent(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %n.b = trunc i32 %n to i1
  %r = call i32 @llvm.amdgcn.ballot.i32(i1 %n.b)
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %end
then:
  store i32 %r, ptr addrspace(1) %out
  br label %end
end:
  ret void
}

; GVNSink: one ballot and one store in each arm of a divergent branch.
define amdgpu_kernel void @arms_divergent(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = trunc i32 %tid to i1
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %else
then:
  %a = call i32 @llvm.amdgcn.ballot.i32(i1 %t)
  store i32 %a, ptr addrspace(1) %out
  br label %end
else:
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 %t)
  store i32 %b, ptr addrspace(1) %out
  br label %end
end:
  ret void
}

; SimplifyCFG's hoist and sink of common code: a ballot in each arm of a
; uniform and of a divergent branch, joined by a phi.
define amdgpu_kernel void @merge_uniform(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = trunc i32 %tid to i1
  %c = icmp slt i32 %n, 8
  br i1 %c, label %then, label %else
then:
  %a = call i32 @llvm.amdgcn.ballot.i32(i1 %t)
  br label %end
else:
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 %t)
  br label %end
end:
  %p = phi i32 [ %a, %then ], [ %b, %else ]
  store i32 %p, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @merge_divergent(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = trunc i32 %tid to i1
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %else
then:
  %a = call i32 @llvm.amdgcn.ballot.i32(i1 %t)
  br label %end
else:
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 %t)
  br label %end
end:
  %p = phi i32 [ %a, %then ], [ %b, %else ]
  store i32 %p, ptr addrspace(1) %out
  ret void
}

; EarlyCSE / GVN: two ballots in one block, a third under a divergent branch.
define amdgpu_kernel void @cse(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t = trunc i32 %tid to i1
  %x = call i32 @llvm.amdgcn.ballot.i32(i1 %t)
  %y = call i32 @llvm.amdgcn.ballot.i32(i1 %t)
  %s = add i32 %x, %y
  %c = icmp slt i32 %tid, %n
  br i1 %c, label %then, label %end
then:
  %z = call i32 @llvm.amdgcn.ballot.i32(i1 %t)
  store i32 %z, ptr addrspace(1) %out
  br label %end
end:
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; LICM: a loop-invariant ballot in a loop whose trip count is uniform.
define amdgpu_kernel void @licm(i32 %n, ptr addrspace(1) %out) {
entry:
  %n.b = trunc i32 %n to i1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %r = call i32 @llvm.amdgcn.ballot.i32(i1 %n.b)
  store i32 %r, ptr addrspace(1) %out
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; LoopUnroll with a runtime trip count: an uncontrolled ballot, one
; controlled by the loop's heart, one controlled by an anchor in the loop.
define amdgpu_kernel void @unroll_uncontrolled(i32 %n, ptr addrspace(1) %out) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %t = trunc i32 %i to i1
  %r = call i32 @llvm.amdgcn.ballot.i32(i1 %t)
  store volatile i32 %r, ptr addrspace(1) %out
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define amdgpu_kernel void @unroll_heart(i32 %n, ptr addrspace(1) %out) #2 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %t = trunc i32 %i to i1
  %r = call i32 @llvm.amdgcn.ballot.i32(i1 %t) [ "convergencectrl"(token %h) ]
  store volatile i32 %r, ptr addrspace(1) %out
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define amdgpu_kernel void @unroll_anchor(i32 %n, ptr addrspace(1) %out) {
entry:
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = call token @llvm.experimental.convergence.anchor()
  %t = trunc i32 %i to i1
  %r = call i32 @llvm.amdgcn.ballot.i32(i1 %t) [ "convergencectrl"(token %a) ]
  store volatile i32 %r, ptr addrspace(1) %out
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; SimplifyCFG / SpeculativeExecution: a `convergent speculatable` shuffle
; under a divergent branch (the spec's @subgroupShuffle example).
define amdgpu_kernel void @speculate(i32 %data, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %data
  br i1 %c, label %then, label %end
then:
  %s = call i32 @subgroupShuffle(i32 %data, i32 %tid)
  br label %end
end:
  %p = phi i32 [ %s, %then ], [ 0, %entry ]
  store i32 %p, ptr addrspace(1) %out
  ret void
}

; Jump threading: the spec's example_original (seed 000, "Unstructured
; control flow"). Threading %mid sends entry straight to %then2.
define void @example_original(i1 %cond1) {
entry:
  br i1 %cond1, label %then1, label %mid
then1:
  %cond2 = call i1 @cond()
  br label %mid
mid:
  %flag = phi i1 [ true, %entry ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end
then2:
  call void @barrier()
  br label %end
end:
  ret void
}

attributes #0 = { convergent nounwind willreturn memory(none) }
attributes #1 = { nounwind readnone speculatable willreturn }
attributes #2 = { convergent nounwind }
attributes #3 = { convergent nounwind willreturn memory(none) speculatable }
