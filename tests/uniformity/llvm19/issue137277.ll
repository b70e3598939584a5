; LLVM issue 137277: the phi at the join of a divergent branch is called
; uniform by LLVM 19 when both arms are chains of 3 blocks (arms1, arms2
; are right; arms3, arms3_again are wrong: %p must be divergent).
; Run: opt-19 -passes='print<uniformity>' -disable-output issue137277.ll
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

; arms of 1 block each
define amdgpu_kernel void @arms1(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %t1, label %e1
t1:
  br label %join
e1:
  br label %join
join:
  %p = phi i32 [ 1, %t1 ], [ 2, %e1 ]
  ret void
}

; arms of 2 blocks each
define amdgpu_kernel void @arms2(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %t1, label %e1
t1:
  br label %t2
t2:
  br label %join
e1:
  br label %e2
e2:
  br label %join
join:
  %p = phi i32 [ 1, %t2 ], [ 2, %e2 ]
  ret void
}

; arms of 3 blocks each
define amdgpu_kernel void @arms3(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
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
  ret void
}

; arms of 3 blocks, then a second divergent branch on the same condition
define amdgpu_kernel void @arms3_again(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp eq i32 %tid, 0
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
  br i1 %c, label %x, label %y
x:
  br label %end
y:
  br label %end
end:
  %q = phi i32 [ 3, %x ], [ 4, %y ]
  ret void
}
