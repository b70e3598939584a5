; Per-exit temporal divergence (issue 6; docs/uniformity-llvm19.md 4.4 and
; docs/uniformity.md "Temporal divergence per exit"): a loop with a divergent
; exit (b -> out1) and a uniform one (h -> out2, on the uniform counter).
; LLVM 19 treats temporal divergence per cycle: %u2 at out2 is divergent too.
; Hand derivation: threads reach out2 only through h's branch, which is on
; %i1 (uniform: all threads of a converged instance of h are in the same
; iteration and take the same side), so the threads arriving at out2 left
; the loop in the same iteration, with converged instances of %i1: %u2 is
; uniform.  %u1 at out1 (the divergent exit) is divergent.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @per_exit(i32 %n, ptr addrspace(1) %o) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %b ]
  %i1 = add i32 %i, 1
  %cu = icmp ult i32 %i1, %n
  br i1 %cu, label %b, label %out2
b:
  %cd = icmp eq i32 %i1, %tid
  br i1 %cd, label %out1, label %h
out1:
  %u1 = add i32 %i1, %n
  store i32 %u1, ptr addrspace(1) %o
  ret void
out2:
  %u2 = mul i32 %i1, %n
  store i32 %u2, ptr addrspace(1) %o
  ret void
}
; EXPECT uniform: %i %i1 %cu
; EXPECT uniform: %u2
; EXPECT divergent: %cd %u1
; EXPECT uniform-branch: h
; EXPECT divergent-branch: b
; EXPECT divergent-exit: h
; SIMULATE --threads 8 --seed 2: agrees %u2
; SIMULATE --threads 8 --seed 12: differs %u1
; LLVM19 divergent: %u1 %u2
; EXPECT divergent-exit-edge: h->out1
; EXPECT uniform-exit-edge: h->out2
