; conv more precise than LLVM 19: thread-id arithmetic (docs/uniformity.md
; "Thread-id arithmetic"). Values computed from thread ids and constants
; alone are exact: `and i32 0, %tid` and `mul i32 %tid, 0` are 0 in every
; thread, uniform everywhere; in a workgroup of 256 x 1 x 1 with waves of
; 64 (the amdgcn target's linear waves, +wavefrontsize64) `lshr %tid, 6` is
; one number per wave, and a branch on it sends each wave one way. LLVM 19
; knows two forms when the workgroup's x is a multiple of the wave size
; (GCNTTIImpl::isAlwaysUniform: `lshr` of workitem.id.x by at least
; log2(wave), `and` with a mask clearing its low bits, here `and 0`), not
; `mul %tid, 0`; without reqd_work_group_size it knows none (the
; differential test's functions: conv's "thread-id arithmetic" there).
; `add %tid, 1` and `lshr %tid, 5` still differ within a wave.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @tid_arith(ptr addrspace(1) %o) #0 !reqd_work_group_size !0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %zero = and i32 0, %tid
  %none = mul i32 %tid, 0
  %wave = lshr i32 %tid, 6
  %next = add i32 %tid, 1
  %half = lshr i32 %tid, 5
  %c = icmp eq i32 %wave, 0
  br i1 %c, label %first, label %done
first:
  store i32 %zero, ptr addrspace(1) %o
  br label %done
done:
  %p = phi i32 [ 1, %first ], [ 2, %entry ]
  store i32 %p, ptr addrspace(1) %o
  ret void
}
attributes #0 = { "target-features"="+wavefrontsize64" }
!0 = !{i32 256, i32 1, i32 1}
; EXPECT uniform: %zero %none %wave %c %p
; EXPECT uniform-branch: entry
; EXPECT divergent: %tid %next %half
; SIMULATE --threads 8 --seed 1: agrees %wave %zero
; SIMULATE --threads 8 --seed 1: differs %next
; LLVM19 divergent: %tid %none %next %half
; LLVM19 uniform: %zero %wave %c %p
; LLVM19 uniform-branch: entry
