; Difference category "conv-divergent/llvm-uniform: join phi" (LLVM 19
; wrong, LLVM issue 137277; docs/uniformity-llvm19.md 4.1): a divergent
; branch whose two arms have three blocks each; opt-19 calls the join phi
; uniform.  Threads take both arms (the branch is on %tid) and meet at
; %join in one converged instance (acyclic: maximal convergence), with 1 or 2:
; divergent.  Shown by
;   build/conv simulate tests/uniformity/cases/llvm19-join-phi-137277.ll --json --threads 8 --seed 1
; (an instance of %p with both values).
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @arms3(ptr addrspace(1) %o) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %tid, 4
  br i1 %c, label %t1, label %e1
t1:
  br label %t2
t2:
  br label %t3
t3:
  br label %join
e1:
  br label %e2
e2:
  br label %e3
e3:
  br label %join
join:
  %p = phi i32 [ 1, %t3 ], [ 2, %e3 ]
  %q = add i32 %p, 1
  store i32 %q, ptr addrspace(1) %o
  ret void
}
; EXPECT divergent: %c %p %q
; EXPECT divergent-branch: entry
; SIMULATE --threads 8 --seed 1: differs %p %q
; LLVM19 uniform: %p %q
; LLVM19 divergent-branch: entry
