; OpenCL C on nvptx (docs/uniformity.md "Launch geometry"), as clang-19
; -cl-std=CL2.0 -nogpulib -O2 compiles a reduction: get_local_size is a
; call to the library (one value per workgroup, by the OpenCL
; specification), and the block size %ntid a special register the same in
; every thread of the launch (PTX ISA, "Special Registers"); %envreg may
; hold a per-CTA value, %total_smem_size is not in conv's tables (a
; source). Loops bounded by either size run as many times in every thread
; of a workgroup: their exits are uniform. LLVM 19 calls every call on
; nvptx divergent (docs/uniformity-llvm19.md 4.6). The scopes are in
; tests/unit/test_scopes.py.
target triple = "nvptx64-nvidia-cuda"

define void @reduce(ptr addrspace(3) %tmp) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ls64 = call i64 @_Z14get_local_sizej(i32 0)
  %ls = trunc i64 %ls64 to i32
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %n = call i32 @llvm.umin.i32(i32 %ls, i32 %ntid)
  %half0 = lshr i32 %n, 1
  %empty = icmp eq i32 %half0, 0
  br i1 %empty, label %done, label %loop

loop:
  %s = phi i32 [ %half0, %entry ], [ %next, %latch ]
  %active = icmp ult i32 %tid, %s
  br i1 %active, label %add, label %latch

add:
  %p = getelementptr inbounds i32, ptr addrspace(3) %tmp, i32 %tid
  store i32 1, ptr addrspace(3) %p
  br label %latch

latch:
  call void @llvm.nvvm.barrier0()
  %next = lshr i32 %s, 1
  %last = icmp ult i32 %s, 2
  br i1 %last, label %done, label %loop

done:
  %env = call i32 @llvm.nvvm.read.ptx.sreg.envreg0()
  %smem = call i32 @llvm.nvvm.read.ptx.sreg.total.smem.size()
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg0()
declare i32 @llvm.nvvm.read.ptx.sreg.total.smem.size()
declare i64 @_Z14get_local_sizej(i32)
declare i32 @llvm.umin.i32(i32, i32)
declare void @llvm.nvvm.barrier0() convergent

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}

; EXPECT divergent: %tid %active %smem
; EXPECT uniform: %ls64 %ls %ntid %n %half0 %empty %s %next %last %env
; EXPECT uniform-branch: entry latch
; EXPECT divergent-branch: loop
; EXPECT uniform-exit: loop
; LLVM19 divergent: %tid %ls64 %ls %ntid %n %half0 %empty %s %active %next %last %env %smem
; LLVM19 divergent-branch: entry loop latch
; LLVM19 divergent-exit: loop
