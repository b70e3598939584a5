; Issue 14, nvptx (LLVM 19's NVPTXTTIImpl::isSourceOfDivergence): arguments
; of a kernel (ptx_kernel, or !nvvm.annotations "kernel" 1) are uniform,
; others divergent (amdgpu_kernel is no kernel here); loads through generic
; (0) and local (5) pointers, atomicrmw and cmpxchg are sources; conv also
; calls every atomic load a source, LLVM 19 does not (4.6). Special registers that differ between threads or between two
; reads are sources: tid, laneid, lanemask, clock, clock64, globaltimer,
; pm0-3, warpid, smid. conv keeps the launch geometry (ctaid, nctaid, ntid)
; and pure arithmetic intrinsics uniform, which LLVM 19 does not: it calls
; every call divergent (docs/uniformity-llvm19.md, 4.6).
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
declare i32 @llvm.nvvm.read.ptx.sreg.pm0()
declare i32 @llvm.nvvm.read.ptx.sreg.warpid()
declare i32 @llvm.nvvm.read.ptx.sreg.smid()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i64 @llvm.readcyclecounter()

define ptx_kernel void @sregs(ptr addrspace(1) %g, ptr %p, ptr addrspace(5) %loc, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %mask = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %clock = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  %clock64 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %timer = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %pm0 = call i32 @llvm.nvvm.read.ptx.sreg.pm0()
  %warp = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  %sm = call i32 @llvm.nvvm.read.ptx.sreg.smid()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %gld = load i32, ptr addrspace(1) %g
  %generic = load i32, ptr %p
  %local = load i32, ptr addrspace(5) %loc
  %atomic.ld = load atomic i32, ptr addrspace(1) %g monotonic, align 4
  %rmw = atomicrmw add ptr addrspace(1) %g, i32 %n monotonic
  %x = add i32 %n, 1
  %cycles = call i64 @llvm.readcyclecounter()
  ret void
}

define void @device(i32 %a) {
  ret void
}
define amdgpu_kernel void @amd(i32 %a) {
  ret void
}
define void @annotated(i32 %a) {
  ret void
}
define void @stray(i32 %a) {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"kernel", i32 1}
; a kernel node that !nvvm.annotations does not list makes no kernel
!1 = !{ptr @stray, !"kernel", i32 1}
; EXPECT @sregs divergent: %tid %lane %mask %clock %clock64 %timer %pm0 %warp %sm %generic %local %atomic.ld %rmw %cycles
; EXPECT @sregs uniform: %ctaid %ntid %gld %x
; EXPECT @device divergent-argument: %a
; EXPECT @amd divergent-argument: %a
; EXPECT @annotated uniform-argument: %a
; EXPECT @stray divergent-argument: %a
; LLVM19 @sregs divergent: %tid %lane %mask %clock %clock64 %timer %pm0 %warp %sm %generic %local %rmw
; LLVM19 @sregs divergent: %ctaid %ntid %cycles
; LLVM19 @sregs uniform: %gld %x %atomic.ld
; LLVM19 @device divergent-argument: %a
; LLVM19 @amd divergent-argument: %a
; LLVM19 @annotated uniform-argument: %a
; LLVM19 @stray divergent-argument: %a
