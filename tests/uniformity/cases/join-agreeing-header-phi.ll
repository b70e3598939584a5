; Issue 6: "the join blocks of every divergent branch, whose phis become
; divergent unless their incoming values agree".  The loop header `loop` is
; the join of entry's divergent branch (paths entry -> loop and
; entry -> then -> loop), and the header phi %i takes 0 on both of those
; paths; its third incoming value comes over the back edge.
;
; Hand derivation: the loop is reducible, so threads at a converged instance
; of `loop` are in the same iteration.  In iteration 1 every thread arrives
; from entry or from then, and gets 0 either way; in iteration k > 1 every
; thread arrives over the back edge with %i.next of iteration k-1, converged
; instances of a uniform value.  So %i, %i.next are uniform (rule 3.1 of
; ConvergenceAndUniformity.rst: converged instances choose the same output).
; @agree_acyclic is the acyclic form (phi [0, entry], [0, then]).
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @agree_header(i32 %n, ptr addrspace(1) %o) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %loop
then:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ 0, %then ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %d = icmp ult i32 %i.next, %n
  br i1 %d, label %loop, label %exit
exit:
  store i32 %i.next, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @agree_acyclic(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %i = phi i32 [ 0, %entry ], [ 0, %then ]
  ret void
}
; EXPECT @agree_header uniform: %i %i.next %d
; EXPECT @agree_header uniform-branch: loop
; EXPECT @agree_acyclic uniform: %i
; SIMULATE @agree_header --threads 8 --seed 1: agrees %i %i.next
; LLVM19 @agree_acyclic uniform: %i
; LLVM 19 calls the header phi divergent (conservative):
; LLVM19 @agree_header divergent: %i %i.next
