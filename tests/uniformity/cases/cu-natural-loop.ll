; ConvergenceAndUniformity.rst, "Threads and Dynamic Instances" and
; "Maximal Convergence": the natural loop of figure convergence-natural-loop
; (Entry -> H; H -> B, H -> L; B -> L; L -> H, L -> Exit), with the thread
; table  T1: H1 B1 L1 H3 L3 Exit   T2: H2 L2 H4 B2 L4 H5 B3 L5 Exit.
; Both branches are made divergent (they depend on %tid).
;
; Hand derivation (the document's rules, section "Uniformity"):
; * %i, %i.next, %u: the cycle is reducible, so every node is m-converged
;   ("A reducible cycle trivially satisfies the above conditions"); the
;   header phi only receives %i.next from converged instances of L in the
;   same iteration (L1 == L2, L3 == L4 in the table) or 0 from Entry, and
;   %u's operands are uniform: uniform (rule 3.2).
; * %p at L: L is a join of H's divergent branch (disjoint paths H->B->L and
;   H->L); in the table L1 (T1, from B) and L2 (T2, from H) are converged
;   and pick different incoming values: divergent (rule 3.1).
; * %after and %out at Exit use %u / %i.next from the cycle: T1 leaves after
;   L3 (2nd iteration), T2 after L5 (3rd); "any use U outside the cycle
;   receives a value from non-converged dynamic instances of N" (section
;   "Divergent Cycle Exits"): temporal divergence, divergent.
; * the cycle headed by H has a divergent exit (L's branch is divergent).
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @natural_loop(i32 %n, ptr addrspace(1) %o) {
Entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H
H:
  %i = phi i32 [ 0, %Entry ], [ %i.next, %L ]
  %c1 = icmp ult i32 %i, %tid
  br i1 %c1, label %B, label %L
B:
  %b = add i32 %i, 7
  br label %L
L:
  %p = phi i32 [ %i, %H ], [ %b, %B ]
  %i.next = add i32 %i, 1
  %u = mul i32 %i.next, %n
  %c2 = icmp ult i32 %i.next, %tid
  br i1 %c2, label %H, label %Exit
Exit:
  %after = add i32 %u, 1
  %out = add i32 %i.next, %n
  store i32 %after, ptr addrspace(1) %o
  ret void
}
; EXPECT uniform: %i %b %i.next %u
; EXPECT divergent: %tid %c1 %p %c2 %after %out
; EXPECT divergent-branch: H L
; EXPECT uniform-branch: Entry B
; EXPECT divergent-exit: H
; EXPECT not-assumed-divergent: H
; EXPECT uniform-argument: %n %o
; The interpreter exhibits it: two threads in one converged instance of %p
; (and of %after at Exit) with different values.
; SIMULATE --threads 4 --seed 1: differs %p %after %out
; SIMULATE --threads 8 --seed 2: agrees %i %i.next %u
; LLVM19 uniform: %i %b %i.next %u
; LLVM19 divergent: %p %after %out
; LLVM19 divergent-branch: H L
; LLVM19 divergent-exit: H
