; Difference categories "conv-uniform/llvm-divergent: irreducible",
; "... terminator (irreducible)" and "... cycles assumed divergent"
; (conv more precise and sound; docs/uniformity-llvm19.md 4.3).
; The irreducible cycle {P, Q, R, S} of ConvergenceAndUniformity.rst with a
; divergent branch at Q whose diverged path enters at R (diverged entry).
; LLVM 19 gives up on the whole cycle: every value in it is divergent, the
; uniform branch of S too, and the cycle is listed as assumed divergent.
; conv also assumes the cycle divergent (not m-converged), but keeps the
; values computed only from values defined outside it uniform.
; Sound to call uniform: %pv, %qv, %rv, %k, %cs and S's branch have only the
; kernel argument %n (one value for all threads) as input, so every pair of
; their dynamic instances compares equal, in every cycle hierarchy.  The join
; phi %s must stay divergent (see cu-diverged-entry.ll).
; (Same CFG as cu-diverged-entry.ll @diverged_entry_p.)
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @assumed(i32 %n, i1 %cu, ptr addrspace(1) %o) {
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
; EXPECT uniform: %pv %qv %rv %k %cs
; EXPECT divergent: %cq %s
; EXPECT uniform-branch: S P R
; EXPECT divergent-branch: Q
; The cycle is not m-converged (the diverged entry criterion: neither Q nor
; the header P strictly dominates the join S), so conv lists it as assumed
; divergent too; what conv keeps uniform are the values that are the same
; in every iteration (pure operations on %n), which the criterion allows.
; EXPECT assumed-divergent: P
; SIMULATE --threads 8 --seed 1: agrees %k %cs
; SIMULATE --threads 8 --seed 1: differs %s
; LLVM19 divergent: %pv %qv %rv %k %cs %cq %s
; LLVM19 divergent-branch: S Q
; LLVM19 assumed-divergent: P
