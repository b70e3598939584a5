; Issue 14: where conv's nvptx rules deliberately differ from LLVM 19
; (docs/uniformity-llvm19.md, 4.6). NVPTXTTIImpl::isSourceOfDivergence in
; LLVM 19 calls every call divergent, intrinsics included: @geometry's
; ctaid/nctaid/ntid reads and a pure intrinsic on uniform operands are
; divergent in opt-19, uniform for conv (they are the same for every thread
; of a block). An atomic load is uniform in opt-19 (only atomicrmw and
; cmpxchg are sources there), a source for conv (@atomic_load).
; Run: opt-19 -passes='print<uniformity>' -disable-output target-nvptx.ll
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.smax.i32(i32, i32)

define ptx_kernel void @geometry(i32 %n) {
entry:
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %max = call i32 @llvm.smax.i32(i32 %n, i32 1)
  ret void
}

define ptx_kernel void @atomic_load(ptr addrspace(1) %g) {
entry:
  %x = load atomic i32, ptr addrspace(1) %g monotonic, align 4
  ret void
}
