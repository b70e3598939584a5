; Hand-checked scopes (tests/unit/test_scopes.py): readfirstlane is uniform in its
; wave and not across waves; the workgroup id in its workgroup; a branch on
; readfirstlane is wave-uniform but workgroup-divergent, so its join and the
; values leaving the loop it bounds are uniform in the wave only.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %q = add i32 %wg, %n
  %c = icmp eq i32 %r, 0
  br i1 %c, label %then, label %join
then:
  %x = add i32 %wg, 2
  br label %join
join:
  %p = phi i32 [ %x, %then ], [ %q, %entry ]
  br label %loop
loop:
  %i = phi i32 [ 0, %join ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %r
  br i1 %d, label %loop, label %exit
exit:
  %last = add i32 %i1, %wg
  store i32 %last, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
