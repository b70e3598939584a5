; ConvergenceAndUniformity.rst, "Divergent Branch inside a Cycle" and the
; "Diverged Entry Criterion" (figures convergence-divergent-inside and
; convergence-closed-path): the closed path P -> Q -> R -> S, entered at P
; and at R; Q ends in a divergent branch whose join is S, with the diverged
; paths Q -> R -> S and Q -> S.  R is an entry to the closed path that lies
; on a diverged path from Q to S, so the nodes are not m-converged.
; Here the entry branch is uniform (%cu, a kernel argument): only the
; divergence at Q matters.
;
; Hand derivation:
; * %s at S: in the hierarchy with header P the document's second table has
;   T1 reach S1 from R and T2 reach S2 from Q in the same iteration, converged
;   ("threads that diverge at Q reconverge at S in the same iteration of C"),
;   so the phi picks %qv for one and %rv for the other: divergent (some
;   hierarchy makes it divergent, so it is not uniform in every hierarchy).
; * Q's branch is on %tid: divergent.
; * %k = add %n, 1 in S has only the kernel argument %n as operand, which has
;   one value in every thread, so every pair of instances, converged in any
;   hierarchy, compares equal: uniform (the document's rule 2, "divergent if
;   not m-converged", is the conservative report; conv is allowed more, see
;   docs/uniformity-llvm19.md 4.3).  The same holds for the branch of S,
;   which is on %n only.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @diverged_entry(i32 %n, i1 %cu, ptr addrspace(1) %o) {
Entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br i1 %cu, label %P, label %R
P:
  %pv = add i32 %n, 2
  br label %Q
Q:
  %qv = sub i32 %n, 3
  %cq = icmp ult i32 %tid, %n
  br i1 %cq, label %R, label %S
R:
  %rv = xor i32 %n, 4
  br label %S
S:
  %s = phi i32 [ %qv, %Q ], [ %rv, %R ]
  %k = add i32 %n, 1
  %cs = icmp eq i32 %k, 0
  br i1 %cs, label %P, label %Exit
Exit:
  store i32 %s, ptr addrspace(1) %o
  ret void
}
; @diverged_entry_p is the same CFG with Entry's successors swapped (and
; the condition read the other way), which makes the DFS reach P first:
; conv's cycle hierarchy then has the single cycle headed by P, the one of
; the document's second table, and the interpreter (which converges threads
; by conv's hierarchy) shows two threads of one instance of %s with different
; values.  Uniformity is a property of the CFG (m-convergence: "the same in
; every cycle hierarchy"), so %s must be divergent in both functions.
define amdgpu_kernel void @diverged_entry_p(i32 %n, i1 %cu, ptr addrspace(1) %o) {
Entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br i1 %cu, label %R, label %P
P:
  %pv = add i32 %n, 2
  br label %Q
Q:
  %qv = sub i32 %n, 3
  %cq = icmp ult i32 %tid, %n
  br i1 %cq, label %R, label %S
R:
  %rv = xor i32 %n, 4
  br label %S
S:
  %s = phi i32 [ %qv, %Q ], [ %rv, %R ]
  %k = add i32 %n, 1
  %cs = icmp eq i32 %k, 0
  br i1 %cs, label %P, label %Exit
Exit:
  store i32 %s, ptr addrspace(1) %o
  ret void
}
; EXPECT @diverged_entry divergent: %cq %s
; EXPECT @diverged_entry_p divergent: %cq %s
; EXPECT @diverged_entry_p uniform: %pv %qv %rv %k %cs
; EXPECT @diverged_entry_p divergent-branch: Q
; EXPECT @diverged_entry_p uniform-branch: Entry P R S
; SIMULATE @diverged_entry_p --threads 8 --seed 1: differs %s
; EXPECT @diverged_entry uniform: %pv %qv %rv %k %cs
; EXPECT @diverged_entry divergent-branch: Q
; EXPECT @diverged_entry uniform-branch: Entry P R S
; LLVM19 @diverged_entry divergent: %cq %s
; LLVM19 @diverged_entry_p divergent: %cq %s
