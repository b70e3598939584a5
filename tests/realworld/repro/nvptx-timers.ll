; Reproducer (hand-written for conv): timer and performance-counter reads
; on nvptx. opt-19 calls every result divergent; conv calls them uniform.
; A read of %clock/%clock64/%globaltimer/%pm0..3 (and llvm.readcyclecounter)
; is not guaranteed equal across the threads of a warp, so conv's table
; should make them divergence sources (the conservative answer).
; Seen in tests/realworld/llvm/NVPTX/intrinsics.ll, intrinsic-old.ll
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.clock()
declare i64 @llvm.nvvm.read.ptx.sreg.clock64()
declare i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
declare i32 @llvm.nvvm.read.ptx.sreg.pm0()
declare i64 @llvm.readcyclecounter()

define ptx_kernel void @f(ptr addrspace(1) %out) {
  %c = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  %c64 = call i64 @llvm.nvvm.read.ptx.sreg.clock64()
  %t = call i64 @llvm.nvvm.read.ptx.sreg.globaltimer()
  %pm = call i32 @llvm.nvvm.read.ptx.sreg.pm0()
  %cc = call i64 @llvm.readcyclecounter()
  %c.w = zext i32 %c to i64
  %s1 = add i64 %c.w, %c64
  %s2 = add i64 %s1, %t
  %s3 = add i64 %s2, %cc
  %pm.w = zext i32 %pm to i64
  %s4 = add i64 %s3, %pm.w
  %odd = trunc i64 %s4 to i1
  br i1 %odd, label %a, label %b
a:
  store i64 %s4, ptr addrspace(1) %out
  br label %b
b:
  ret void
}
