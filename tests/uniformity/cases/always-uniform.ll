; ConvergenceAndUniformity.rst, "Uniformity", rule 1: "The semantics of the
; instruction may specify the output to be uniform."  amdgcn: readfirstlane,
; readlane, ballot, icmp intrinsics are uniform among the threads that execute
; them together (collectives); s.getpc is always uniform.  They stay uniform
; under divergent control flow, because they are compared only within one
; converged instance: %r2 inside the `then` of a divergent branch is uniform.
; But a collective result is uniform per dynamic instance: used outside a
; loop whose exit is divergent, the threads bring values from different
; iterations (section "Divergent Cycle Exits"): %out is divergent although
; %r3 is uniform in the loop.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i64 @llvm.amdgcn.s.getpc()

define amdgpu_kernel void @always_uniform(i32 %n, ptr addrspace(1) %o) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %rl = call i32 @llvm.amdgcn.readlane.i32(i32 %tid, i32 0)
  %pc = call i64 @llvm.amdgcn.s.getpc()
  %c = icmp ult i32 %tid, 16
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  br i1 %c, label %then, label %pre
then:
  %r2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  br label %pre
pre:
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %r3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i.next)
  %d = icmp ult i32 %i.next, %tid
  br i1 %d, label %loop, label %exit
exit:
  %out = add i32 %r3, 1
  store i32 %out, ptr addrspace(1) %o
  ret void
}
; EXPECT uniform: %r1 %rl %pc %b %r2 %i %i.next %r3
; EXPECT divergent: %tid %c %d %out
; EXPECT divergent-exit: loop
; SIMULATE --threads 8 --seed 1: agrees %r1 %r2 %r3
; LLVM19 uniform: %r1 %rl %pc %b %r2 %r3
; LLVM19 divergent: %out
