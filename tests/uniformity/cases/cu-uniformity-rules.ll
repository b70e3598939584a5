; ConvergenceAndUniformity.rst, section "Uniformity": the rules for one
; static instance in an acyclic (so m-converged) function.
;   1. "The semantics of the instruction may specify the output to be
;      uniform": readfirstlane of a divergent value (%rfl), and a ballot of a
;      divergent condition (%bal) are the same in all threads executing them
;      together.
;   3.1 a phi is uniform iff converged instances choose the same output from
;      converged dynamic instances and that output is uniform:
;      - %jd, at the join of the divergent branch of `entry`, picks 1 or 2
;        depending on the thread: divergent;
;      - %same picks %n on both paths (one converged instance of the
;        argument, uniform): uniform;
;      - %ju, at the join of the branch of `mid` on the kernel argument %cu
;        (uniform: every thread takes the same side): uniform.
;   3.2 other operations: uniform iff the operands are: %x (from %tid)
;       divergent, %y (from %n) uniform, %z in the join block from %y uniform.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)

define amdgpu_kernel void @rules(i32 %n, i1 %cu, ptr addrspace(1) %o) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x = add i32 %tid, 1
  %y = add i32 %n, 1
  %rfl = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %cd = icmp eq i32 %x, 3
  %bal = call i64 @llvm.amdgcn.ballot.i64(i1 %cd)
  br i1 %cd, label %then, label %mid
then:
  br label %mid
mid:
  %jd = phi i32 [ 1, %then ], [ 2, %entry ]
  %same = phi i32 [ %n, %then ], [ %n, %entry ]
  %z = mul i32 %y, %rfl
  br i1 %cu, label %a, label %join
a:
  br label %join
join:
  %ju = phi i32 [ %z, %a ], [ %y, %mid ]
  %w = add i32 %ju, %same
  store i32 %w, ptr addrspace(1) %o
  ret void
}
; EXPECT divergent: %tid %x %cd %jd
; EXPECT uniform: %y %rfl %bal %same %z %ju %w
; EXPECT divergent-branch: entry
; EXPECT uniform-branch: then mid a
; SIMULATE --threads 8 --seed 1: differs %jd
; SIMULATE --threads 8 --seed 1: agrees %rfl %bal %same %z %ju %w
; LLVM19 divergent: %jd
; LLVM19 uniform: %y %rfl %bal %same %z %ju %w
