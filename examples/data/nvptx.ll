; An NVPTX kernel marked by !nvvm.annotations, and a device function whose
; arguments are therefore divergent. Unnamed (numbered) values and blocks.
target triple = "nvptx64-nvidia-cuda"

define void @kernel(ptr addrspace(1) %out, i32 %n) {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = icmp slt i32 %1, %n
  br i1 %2, label %3, label %6

3:
  %4 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %2)
  %5 = call i32 @device(i32 %4)
  call void @llvm.nvvm.barrier0()
  store i32 %5, ptr addrspace(1) %out, align 4
  br label %6

6:
  ret void
}

define i32 @device(i32 %x) {
entry:
  %v = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 0, i32 31)
  %g = load i32, ptr addrspace(1) null, align 4
  %s = add i32 %v, %g
  ret i32 %s
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()

!nvvm.annotations = !{!0}
!0 = !{ptr @kernel, !"kernel", i32 1}
