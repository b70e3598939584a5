; Reproducer (hand-written for conv): LLVM 19's NVPTX table makes the
; result of every call a divergence source unless it is a thread-index
; read (it falls through to "any call is divergent"), including pure
; intrinsics of uniform operands, per-warp and per-block special registers
; and warp collectives. conv calls all of these uniform, which is right:
; smax/fmuladd of uniform values, %ntid/%ctaid/%nctaid/%warpsize/%smid/
; %warpid/%nwarpid/%nsmid/%gridid are equal in all threads of a warp, and
; vote/activemask return the same value to every thread that executes them
; together. A difference category "known LLVM 19" with this reproducer
; (docs/uniformity-llvm19.md) is the missing piece, not a conv change.
; Seen in tests/realworld/llvm/NVPTX/intrinsic-old.ll, vote.ll,
; activemask.ll, tests/realworld/opencl/ll/matmul.nvptx.O1.ll, misc.nvptx.O1.ll
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.smax.i32(i32, i32)
declare float @llvm.fmuladd.f32(float, float, float)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.warpid()
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i32 @llvm.nvvm.activemask()

define ptx_kernel void @f(i32 %n, float %x, ptr addrspace(1) %out) {
  %m = call i32 @llvm.smax.i32(i32 %n, i32 1)
  %f = call float @llvm.fmuladd.f32(float %x, float %x, float 1.0)
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %warp = call i32 @llvm.nvvm.read.ptx.sreg.warpid()
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 true)
  %act = call i32 @llvm.nvvm.activemask()
  %s1 = add i32 %m, %ntid
  %s2 = add i32 %s1, %ctaid
  %s3 = add i32 %s2, %warp
  %s4 = add i32 %s3, %act
  %fi = fptosi float %f to i32
  %s5 = add i32 %s4, %fi
  %s6 = select i1 %any, i32 %s5, i32 0
  store i32 %s6, ptr addrspace(1) %out
  ret void
}
