; Reproducer (hand-written for conv, round 3): a branch on a warp vote
; outside any loop. LLVM 19 calls every NVPTX call divergent
; (docs/uniformity-llvm19.md 4.6), so it calls the branch on
; `vote.all.sync` divergent and, by sync dependence, the phi at the join
; (and the gep after it). conv calls all three uniform, rightly. The
; harness exempted the call and the branch (NVPTX_THREAD_VARYING /
; nvptx_uniform_call) but not the join phi, whose own operands agree: in a
; function without cycles that was a class (c) failure
; (cuda/ll/cuda_exotic.nvptx.O1.ll, @_Z14cx_vote_branchPiPKii, %24).
; nvptx_uniform_source now exempts such a phi when every branch LLVM alone
; calls divergent comes from an exempt call.
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = icmp slt i32 %tid, %n
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %p)
  br i1 %all, label %a, label %b

a:
  store i32 1, ptr %out
  br label %j

b:
  store i32 2, ptr %out
  br label %j

j:
  %phi = phi i32 [ 1, %a ], [ 2, %b ]
  %gep = getelementptr i32, ptr %out, i32 %phi
  store i32 %phi, ptr %gep
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
