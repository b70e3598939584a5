; Difference category "conv-divergent/llvm-uniform: temporal" (LLVM 19 wrong).
; The irreducible cycle {h, q} is entered through both entries by the
; divergent branch of entry, so LLVM 19 assumes it divergent; it then skips
; the exit divergence of that cycle, and the always-uniform %r
; (readfirstlane) defined in the cycle escapes to `out` as uniform (in the
; random test LLVM's answer depends on pointer order; on this file opt-19
; says uniform on every run tried).
;
; Hand derivation: with header h (conv's DFS choice), a thread entering at q
; runs q in iteration 0, a thread entering at h runs q in iteration 1; the
; two execute q in different dynamic instances, so their readfirstlane groups
; and hence %r, %cnt and the exit decision %k differ; they can leave the cycle
; in different iterations and meet at `out` (outside every cycle: converged)
; with different %r: %use is divergent.  The interpreter shows it:
;   build/conv simulate tests/uniformity/cases/llvm19-temporal-escape.ll --json --threads 8 --seed 1
; has an instance of %use whose eight threads hold two different values.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

define amdgpu_kernel void @escape(i32 %n, ptr addrspace(1) %o) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %ce = icmp ult i32 %tid, %n
  br i1 %ce, label %q, label %h
h:
  %hv = phi i32 [ %n, %entry ], [ %cnt, %q ]
  br label %q
q:
  %qv = phi i32 [ %tid, %entry ], [ %hv, %h ]
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %qv)
  %cnt = add i32 %r, 1
  %k = icmp ult i32 %cnt, %n
  br i1 %k, label %h, label %out
out:
  %use = add i32 %r, 1
  store i32 %use, ptr addrspace(1) %o
  ret void
}
; EXPECT uniform: %r
; EXPECT divergent: %ce %hv %qv %use
; EXPECT divergent-branch: entry
; EXPECT divergent-exit: h
; SIMULATE --threads 8 --seed 1: differs %use
; SIMULATE --threads 8 --seed 1: agrees %r
; LLVM19 uniform: %r %use
; LLVM19 divergent: %hv %qv %cnt %k
; LLVM19 assumed-divergent: h
