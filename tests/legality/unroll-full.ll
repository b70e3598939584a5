; Full unrolling (LEGALITY.md R6; the spec's "Loop unrolling examples"),
; proved with concrete semantics: these loops run a known number of
; iterations (the exit test compares a counter with a constant), so
; `--concrete` runs them exactly and the proof holds the unrolled code to
; the real trip count. conv_apply_unroll_full makes straight-line code of a
; bottom-tested loop (one latch, the only block leaving the loop): the
; first N - 1 iterations copied before the loop, each copy's latch jumping
; to the next, the loop's own blocks the last iteration. Every copied heart
; is a loop intrinsic outside any cycle, run once per instance of its
; parent on the threads of that iteration.
;
; R6's extended loop: a token of the loop used after it is legal to unroll
; fully when every exit that reaches the use is taken at a known
; iteration; the last iteration's heart then controls the use, as before.
; A loop that also leaves early (a break) has exits taken at unknown
; iterations: a use after it would need a token phi, so it is refused.
target triple = "amdgcn-amd-amdhsa"

; Four iterations for every thread; the heart's token and the counter are
; used after the loop.
define amdgpu_kernel void @four(ptr addrspace(1) %out) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %v = add i32 %tid, %i
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0) [ "convergencectrl"(token %h) ]
  store i32 %r, ptr addrspace(1) %out, align 4
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 4
  br i1 %c, label %loop, label %exit

exit:
  %odd = and i32 %tid, 1
  %q = icmp eq i32 %odd, 0
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 %q) [ "convergencectrl"(token %h) ]
  store i32 %b, ptr addrspace(1) %out, align 4
  store i32 %i1, ptr addrspace(1) %out, align 4
  ret void
}

; R6: every thread leaves after the fourth iteration; the ballot after the loop keeps the last iteration's heart
; QUERY: can-unroll loop 4 full --function four --concrete
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; R6 at wave size 1 too
; QUERY: can-unroll loop 4 full --function four --concrete --wave-size 1
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; R6: without the known trip count, the uses after the loop meet threads of several iterations in one heart instance
; QUERY: can-unroll loop 2 multiple --function four
; EXPECT: illegal CONV_LEGAL_TOKEN_ESCAPES blocking value %b

; R7 holds when the token stays inside: the same loop without the ballot after it, by a divisor of the trip count
define amdgpu_kernel void @four_inside(ptr addrspace(1) %out) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %v = add i32 %tid, %i
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0) [ "convergencectrl"(token %h) ]
  store i32 %r, ptr addrspace(1) %out, align 4
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 4
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; R7: "assuming that the trip counter is known to be a multiple of 2 ... the loop intrinsic is not duplicated"
; QUERY: can-unroll loop 2 multiple --function four_inside --concrete
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; R6: full unrolling keeps each iteration in one copy
; QUERY: can-unroll loop 4 full --function four_inside --concrete
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; A loop with a break: threads with an odd id leave in the second
; iteration, the others after the fourth; the heart's token is used after
; the loop.
define amdgpu_kernel void @break_out(ptr addrspace(1) %out) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %early = icmp eq i32 %i, 1
  %leave = and i1 %early, true
  br i1 %leave, label %maybe, label %latch

maybe:
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %exit, label %latch

latch:
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 4
  br i1 %c, label %loop, label %exit

exit:
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %h) ]
  store i32 %b, ptr addrspace(1) %out, align 4
  ret void
}

; R6: the break is taken at an iteration the trip count does not fix, so the use after the loop would need a token phi
; QUERY: can-unroll loop 4 full --function break_out
; EXPECT: illegal CONV_LEGAL_TOKEN_ESCAPES blocking value %b

; A loop whose trip count is an argument of a non-kernel function
; (divergent to conv: each caller's threads may pass their own). The
; caller may know better: every call passes 4.
define void @counted(i32 %n, ptr addrspace(1) %out) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0) [ "convergencectrl"(token %h) ]
  store i32 %r, ptr addrspace(1) %out, align 4
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; R8: with a remainder, threads with different counts would run an iteration in different copies under the heart
; QUERY: can-unroll loop 3 runtime --function counted
; EXPECT: illegal CONV_LEGAL_DIVERGENT_BRANCH

; R8's uniform-trip-count case: a count every thread shares (--trip-count) runs the remainder in the same copy for all
; QUERY: can-unroll loop 3 runtime --trip-count 4 --function counted
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS
; (The interpreter gives each thread its own %n, so it cannot run the
; count the query vouches for: unroll-runtime.ll proves the kernel form.)
; PROVE: vouched

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @llvm.amdgcn.workitem.id.x() #2
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1
declare i32 @llvm.amdgcn.ballot.i32(i1) #1

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nounwind readnone speculatable willreturn }
