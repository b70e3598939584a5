; Hand-checked lint cases (tests/unit/test_lint_cli.py, bindings/python/tests/test_lint.py).
; %r (readfirstlane) is the same in each wave, not across the waves of a
; workgroup: the barrier under the branch on it may miss waves (lint.barrier,
; line 20); the ballot beside it (no scope: checked with --unscoped, at the
; wave) is a wave operation whose wave went one way: not diagnosed. The
; barrier under the branch on the workgroup id (line 28) has its whole
; workgroup; the one in the loop (line 32) is reached again only by the
; threads the loop's exit test on %tid sends back, and so is the ballot
; there (line 33, with --unscoped); the barrier after the loop (line 38) has
; every thread again.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %c = icmp eq i32 %r, 0
  br i1 %c, label %then, label %next
then:
  call void @llvm.amdgcn.s.barrier()
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  br label %next
next:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %cw = icmp eq i32 %wg, %n
  br i1 %cw, label %wgthen, label %loop
wgthen:
  call void @llvm.amdgcn.s.barrier()
  br label %loop
loop:
  %i = phi i32 [ 0, %next ], [ 0, %wgthen ], [ %i1, %loop ]
  call void @llvm.amdgcn.s.barrier()
  %lb = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %tid
  br i1 %d, label %loop, label %exit
exit:
  call void @llvm.amdgcn.s.barrier()
  store i32 %i1, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @clean(i32 %n) {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %c = icmp eq i32 %wg, %n
  br i1 %c, label %a, label %b
a:
  call void @llvm.amdgcn.s.barrier()
  br label %b
b:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare void @llvm.amdgcn.s.barrier()
