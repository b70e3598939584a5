; A kernel whose loop exit depends on the thread id.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @loop(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %cmp = icmp slt i32 %i, %tid
  br i1 %cmp, label %body, label %exit

body:
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 %cmp)
  %i.next = add i32 %i, 1
  br label %header

exit:
  store i32 %i, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #1
declare i32 @llvm.amdgcn.ballot.i32(i1) #2

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
attributes #1 = { nounwind readnone speculatable }
attributes #2 = { convergent nounwind }
