; Temporal divergence per cycle, not per exit.  Loop h has two exits: a
; divergent one (b -> out1, on %tid) and a uniform one (h -> out2, on %n).
; Threads reach out2 only through the uniform exit, all in the same
; iteration, so %u2 (a use of the loop's %i1 at out2) is uniform; %u1 at
; out1 is temporally divergent.  LLVM 19 marks the whole cycle as "with
; divergent exit" and calls every use outside it divergent, %u2 included.
; (Whether out2's threads are really converged depends on the threads that
; left through out1 first -- they do not reach out2; the spec's per-exit
; rule says %u2 is uniform.)
; Run: opt-19 -passes='print<uniformity>' -disable-output temporal-per-cycle.ll
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @two_exits(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %b ]
  %i1 = add i32 %i, 1
  %cu = icmp sge i32 %i1, %n
  br i1 %cu, label %out2, label %b
b:
  %cd = icmp eq i32 %i1, %tid
  br i1 %cd, label %out1, label %h
out1:
  %u1 = add i32 %i1, 1
  ret void
out2:
  %u2 = add i32 %i1, 2
  ret void
}
