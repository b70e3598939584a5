; Runtime unrolling with a remainder loop (LEGALITY.md R8; the spec's
; "Loop unrolling examples"), on counted loops that conv_apply_unroll_runtime
; can build the remainder of, proved with concrete semantics (--concrete:
; the interpreter runs the real trip counts, and the new tests that pick
; the unrolled loop or the remainder). The built form: a guard sends
; threads whose first FACTOR iterations all run to the unrolled loop (the
; heart once), the others to the remainder, a copy of the loop with its
; own heart; the unrolled loop's last latch goes around while the next
; FACTOR iterations all run, then the remainder takes the rest.
;
; The exit tests conv can test ahead: an ordered icmp (the counter below
; the bound as it rises, above it as it falls) and an equality (LLVM's
; canonical form after -O2: the loop leaves when the counter reaches the
; bound).
;
; R8: the remainder runs some iterations in another static copy for some
; threads. Under a heart (or an outer token, or uncontrolled) that is
; legal only when the trip count is uniform at the operation's scope:
; every thread of a wave leaves the unrolled loop at the same iteration.
; Under an anchor of the loop body the set is the implementation's choice
; anyway. The verdicts below are worked out from R8; each legal one is
; proved, each divergent one refuted by the interpreter.
target triple = "amdgcn-amd-amdhsa"

; %n is a kernel argument: every thread runs the same count.
define amdgpu_kernel void @uniform(ptr addrspace(1) %out, i32 %n) #0 {
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
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  store i32 %i1, ptr addrspace(1) %out, align 4
  ret void
}

; R8: a uniform trip count: every thread leaves the unrolled loop at the same iteration, the remainder runs the rest for all
; QUERY: can-unroll loop 3 runtime --function uniform --concrete
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; R8 with a factor of 2 and of 5 (a factor above most counts: the guard sends every thread to the remainder)
; QUERY: can-unroll loop 2 runtime --function uniform --concrete
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; R8 with a factor of 5
; QUERY: can-unroll loop 5 runtime --function uniform --concrete
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; Each thread runs tid % 8 + 1 iterations (at least one: bottom-tested).
define amdgpu_kernel void @divergent(ptr addrspace(1) %out) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %n = and i32 %tid, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %v = add i32 %tid, %i
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0) [ "convergencectrl"(token %h) ]
  store i32 %r, ptr addrspace(1) %out, align 4
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; R8: the spec's "heart with remainder: illegal": a thread with 1 iteration runs it in the remainder while a thread with 8 runs its first in the unrolled loop, so the first iteration's reduction splits
; QUERY: can-unroll loop 2 runtime --function divergent --concrete
; EXPECT: illegal CONV_LEGAL_DIVERGENT_BRANCH blocking cycle loop
; PROVE: counterexample

; R8 at wave size 1: one thread per wave, every count uniform in its wave
; QUERY: can-unroll loop 4 runtime --function divergent --concrete --wave-size 1
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; The spec's first example: the reduction refers back to an anchor inside
; the loop body, the count divergent.
define amdgpu_kernel void @anchor_inside(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %n = and i32 %tid, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = call token @llvm.experimental.convergence.anchor()
  %v = add i32 %tid, %i
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0) [ "convergencectrl"(token %a) ]
  store i32 %r, ptr addrspace(1) %out, align 4
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; R8: "anchor inside: legal", even with a remainder: which threads an anchor gathers is the implementation's choice
; QUERY: can-unroll loop 2 runtime --function anchor_inside --concrete
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; No tokens: an uncontrolled convergent reduction, the count divergent
; (%tid-dependent) or uniform (the kernel argument %m).
define amdgpu_kernel void @uncontrolled(ptr addrspace(1) %out, i32 %m) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %n = and i32 %tid, 3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %v = add i32 %tid, %i
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0)
  store i32 %r, ptr addrspace(1) %out, align 4
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  br label %loop2

loop2:
  %j = phi i32 [ 0, %exit ], [ %j1, %loop2 ]
  %u = add i32 %tid, %j
  %s = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %u, i32 0)
  store i32 %s, ptr addrspace(1) %out, align 4
  %j1 = add i32 %j, 1
  %d = icmp ult i32 %j1, %m
  br i1 %d, label %loop2, label %done

done:
  ret void
}

; R8: "if the loop contains uncontrolled convergent operations, [runtime unrolling] is forbidden" unless the count is uniform: here it is not
; QUERY: can-unroll loop 3 runtime --function uncontrolled --concrete
; EXPECT: illegal CONV_LEGAL_DIVERGENT_BRANCH blocking cycle loop
; (Not refuted by the interpreter: it converges an uncontrolled operation's
; copies by the iteration they run in, docs/semantics.md, so the remainder's
; first iteration meets the unrolled loop's. An implementation need not.)

; R8: the second loop's count is a kernel argument, uniform: legal
; QUERY: can-unroll loop2 3 runtime --function uncontrolled --concrete
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; A falling counter (sub, signed compare), the loop leaving when the test
; holds, a body of three blocks with a divergent branch inside, and values
; of the loop read after it.
define amdgpu_kernel void @falling(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  br label %loop

loop:
  %i = phi i32 [ %n, %entry ], [ %i1, %latch ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %i, i32 0) [ "convergencectrl"(token %h) ]
  br i1 %isodd, label %then, label %latch

then:
  store i32 %r, ptr addrspace(1) %out, align 4
  br label %latch

latch:
  %i1 = sub i32 %i, 2
  %stop = icmp sle i32 %i1, 0
  br i1 %stop, label %exit, label %loop

exit:
  %last = phi i32 [ %r, %latch ]
  store i32 %last, ptr addrspace(1) %out, align 4
  store i32 %i1, ptr addrspace(1) %out, align 4
  ret void
}

; R8: the count (from the kernel argument %n) is uniform; the divergent branch inside the body does not decide an exit
; QUERY: can-unroll loop 4 runtime --function falling --concrete
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; An 8-bit counter that would wrap inside the unrolled loop's test: i1
; runs 15, 25, ..., 255 and the loop leaves at 255; four iterations ahead
; of 245 is 275, which wraps to 19, below the bound. The built test also
; checks that the value did not wrap, so those iterations go to the
; remainder, which leaves at 255 as the loop does.
define amdgpu_kernel void @wraps(ptr addrspace(1) %out) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i8 [ 5, %entry ], [ %i1, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %w = zext i8 %i to i32
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %w, i32 0) [ "convergencectrl"(token %h) ]
  store i32 %r, ptr addrspace(1) %out, align 4
  %i1 = add i8 %i, 10
  %c = icmp ult i8 %i1, 250
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; R8: a constant count is uniform
; QUERY: can-unroll loop 4 runtime --function wraps --concrete
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; LLVM's canonical exit test after -O2: the loop leaves when the counter
; reaches the bound (%m + 1 iterations, %m from the kernel argument: the
; same for every thread). The built test: the distance to the bound is
; more than FACTOR - 1 steps.
define amdgpu_kernel void @equality(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %low = and i32 %n, 15
  %m = add i32 %low, 1
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %v = add i32 %tid, %i
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0) [ "convergencectrl"(token %h) ]
  store i32 %r, ptr addrspace(1) %out, align 4
  %i1 = add i32 %i, 1
  %c = icmp eq i32 %i1, %m
  br i1 %c, label %exit, label %loop

exit:
  ret void
}

; R8: the count is uniform: legal, the remainder of an equality test proved
; QUERY: can-unroll loop 3 runtime --function equality --concrete
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; The same test with a count of its own in each thread (tid % 8 + 1),
; counting down by 2 from twice the count to 0.
define amdgpu_kernel void @equality_divergent(ptr addrspace(1) %out) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %low = and i32 %tid, 7
  %m = add i32 %low, 1
  %start = shl i32 %m, 1
  br label %loop

loop:
  %i = phi i32 [ %start, %entry ], [ %i1, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %v = add i32 %tid, %i
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0) [ "convergencectrl"(token %h) ]
  store i32 %r, ptr addrspace(1) %out, align 4
  %i1 = sub i32 %i, 2
  %c = icmp ne i32 0, %i1
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; R8: a divergent count under the heart: the first iteration's reduction splits between the unrolled loop and the remainder
; QUERY: can-unroll loop 2 runtime --function equality_divergent --concrete
; EXPECT: illegal CONV_LEGAL_DIVERGENT_BRANCH blocking cycle loop
; PROVE: counterexample

; R8 at wave size 1
; QUERY: can-unroll loop 4 runtime --function equality_divergent --concrete --wave-size 1
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS

; A counter that doubles: no constant step, so conv cannot test ahead and
; builds no remainder; the verdict is R8's all the same.
define amdgpu_kernel void @not_counted(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 1, %entry ], [ %i1, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %i, i32 0) [ "convergencectrl"(token %h) ]
  store i32 %r, ptr addrspace(1) %out, align 4
  %i1 = shl i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; R8: uniform count: legal; conv's own remainder needs a counter with a constant step
; QUERY: can-unroll loop 2 runtime --function not_counted --concrete
; EXPECT: legal CONV_LEGAL_SAME_ITERATIONS
; PROVE: not-proved

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare token @llvm.experimental.convergence.anchor() #1
declare i32 @llvm.amdgcn.workitem.id.x() #2
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nounwind readnone speculatable }
