; ConvergenceAndUniformity.rst, "Diverged Paths reaching a Cycle" (figure
; convergence-divergent-outside): the closed path P -> Q -> R -> S with the
; divergent branch in Entry, which enters it at P and at R.  "When diverged
; paths reach different entries of an irreducible cycle from outside the
; cycle, the static analysis conservatively reports every node in the cycle
; as not m-converged."
;
; Hand derivation:
; * %pp at P = phi [%a, Entry], [%sv, S]: with header P (first table) T1
;   executes P1 coming from Entry and T2 executes P2 coming from S, converged
;   (column 5): the two pick different values: divergent.
; * %rp at R = phi [%a2, Entry], [%qv, Q]: with header R (second table) R1
;   (T1, from Q) and R2 (T2, from Entry) are converged: divergent.
; * Q's branch is on %n alone and %k = add %n, 1: the kernel argument has one
;   value in every thread, so these are in fact uniform in every hierarchy;
;   the document's rule 2 ("divergent if not m-converged") reports them
;   divergent, and both answers are sound, so no EXPECT line is given.
; * Entry's branch is divergent (%tid).
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @diverged_outside(i32 %n, ptr addrspace(1) %o) {
Entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = sub i32 %n, 1
  %a2 = xor i32 %n, 5
  %ce = icmp ult i32 %tid, %n
  br i1 %ce, label %P, label %R
P:
  %pp = phi i32 [ %a, %Entry ], [ %sv, %S ]
  br label %Q
Q:
  %qv = mul i32 %pp, %n
  %k = add i32 %n, 1
  %cq = icmp ugt i32 %k, 7
  br i1 %cq, label %R, label %S
R:
  %rp = phi i32 [ %a2, %Entry ], [ %qv, %Q ]
  br label %S
S:
  %sp = phi i32 [ %qv, %Q ], [ %rp, %R ]
  %sv = or i32 %sp, %n
  %cs = icmp eq i32 %sv, 0
  br i1 %cs, label %P, label %Exit
Exit:
  ret void
}
; @diverged_outside_p: the same CFG with Entry's successors swapped, so that
; conv's DFS makes P the header (the document's first table) instead of R
; (its second): the interpreter then shows %pp differing, as the first
; table predicts, while @diverged_outside shows %rp differing.
define amdgpu_kernel void @diverged_outside_p(i32 %n, ptr addrspace(1) %o) {
Entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = sub i32 %n, 1
  %a2 = xor i32 %n, 5
  %ce = icmp ult i32 %tid, %n
  br i1 %ce, label %R, label %P
P:
  %pp = phi i32 [ %a, %Entry ], [ %sv, %S ]
  br label %Q
Q:
  %qv = mul i32 %pp, %n
  %k = add i32 %n, 1
  %cq = icmp ugt i32 %k, 7
  br i1 %cq, label %R, label %S
R:
  %rp = phi i32 [ %a2, %Entry ], [ %qv, %Q ]
  br label %S
S:
  %sp = phi i32 [ %qv, %Q ], [ %rp, %R ]
  %sv = or i32 %sp, %n
  %cs = icmp eq i32 %sv, 0
  br i1 %cs, label %P, label %Exit
Exit:
  ret void
}
; EXPECT @diverged_outside divergent: %ce %pp %rp
; EXPECT @diverged_outside_p divergent: %ce %pp %rp
; EXPECT @diverged_outside uniform: %a %a2
; EXPECT @diverged_outside_p uniform: %a %a2
; EXPECT @diverged_outside divergent-branch: Entry
; EXPECT @diverged_outside_p divergent-branch: Entry
; SIMULATE @diverged_outside --threads 8 --seed 1: differs %rp
; SIMULATE @diverged_outside --threads 8 --seed 1: branch-differs Entry
; SIMULATE @diverged_outside_p --threads 8 --seed 2: differs %pp
; LLVM19 @diverged_outside divergent: %ce %pp %rp %k %cq
; LLVM19 @diverged_outside divergent-branch: Entry Q
; LLVM19 @diverged_outside_p divergent: %ce %pp %rp %k %cq
