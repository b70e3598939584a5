; Hand-checked thread-id arithmetic (tests/unit/test_scopes.py,
; bindings/python/tests/test_scopes.py; docs/uniformity.md "Thread-id
; arithmetic"). amdgcn waves are cut from a workgroup's threads in their
; linear order (x fastest), a quad is 4 consecutive lanes.
target triple = "amdgcn-amd-amdhsa"

; 256 x 1 x 1, waves of 64: the wave of thread x holds x with the same
; x >> 6, its quad the same x >> 2.
define amdgpu_kernel void @k1(ptr addrspace(1) %out, i32 %size) #0 !reqd_work_group_size !0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %shr = lshr i32 %tid, 6
  %div = udiv i32 %tid, 64
  %mask = and i32 %tid, -64
  %quad = and i32 %tid, -4
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, %size
  %gid = add i32 %tid, %base
  %gshr = lshr i32 %gid, 6
  %wg256 = shl i32 %wg, 8
  %sum = add i32 %tid, %wg256
  %sumshr = lshr i32 %sum, 6
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %c = icmp eq i32 %shr, 0
  br i1 %c, label %first, label %done
first:
  store i32 %r, ptr addrspace(1) %out
  br label %done
done:
  ret void
}

; 96 x 2 x 1: a wave of 64 spans two rows (x from 64 to 95, then 0 to 31),
; a quad never does (96 is a multiple of 4).
define amdgpu_kernel void @k2(ptr addrspace(1) %out) #0 !reqd_work_group_size !1 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %shr = lshr i32 %tid, 6
  %div = udiv i32 %tid, 64
  %mask = and i32 %tid, -64
  %quad = and i32 %tid, -4
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  ret void
}

; 64 x 4 x 1: one row is one wave; x < 64, y < 4.
define amdgpu_kernel void @k3(ptr addrspace(1) %out) #0 !reqd_work_group_size !2 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %shr = lshr i32 %tid, 6
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %yshr = lshr i32 %y, 2
  %row = shl i32 %y, 6
  %lin = or i32 %row, %tid
  %linshr = lshr i32 %lin, 6
  ret void
}

; no shape, at most 256 threads: x may not be a multiple of the wave size
define amdgpu_kernel void @k4(ptr addrspace(1) %out) #1 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %shr = lshr i32 %tid, 6
  %shr8 = lshr i32 %tid, 8
  ret void
}

; waves of 32, 128 x 1 x 1
define amdgpu_kernel void @k5(ptr addrspace(1) %out) #2 !reqd_work_group_size !3 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %shr4 = lshr i32 %tid, 4
  %shr5 = lshr i32 %tid, 5
  %shr6 = lshr i32 %tid, 6
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

attributes #0 = { "target-features"="+wavefrontsize64" }
attributes #1 = { "amdgpu-flat-work-group-size"="1,256" "target-features"="+wavefrontsize64" }
attributes #2 = { "target-features"="+wavefrontsize32" }

!0 = !{i32 256, i32 1, i32 1}
!1 = !{i32 96, i32 2, i32 1}
!2 = !{i32 64, i32 4, i32 1}
!3 = !{i32 128, i32 1, i32 1}
