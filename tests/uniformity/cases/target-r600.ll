; Issue 14: r600 triples read with the r600 table, never amdgcn's:
; llvm.r600.read.tidig.{x,y,z} (the thread ids) are sources, as in LLVM's
; AMDGPU source table; the group ids and sizes are not; kernel arguments
; are uniform, others divergent (r600 has no scalar registers for inreg).
; No LLVM19 lines: LLVM 19's R600 target reports no divergence at all
; (tests/uniformity/llvm19/target-r600.ll).
target triple = "r600--"

declare i32 @llvm.r600.read.tidig.x()
declare i32 @llvm.r600.read.tidig.y()
declare i32 @llvm.r600.read.tgid.x()
declare i32 @llvm.r600.read.local.size.x()

define amdgpu_kernel void @kernel(i32 %n) {
entry:
  %tx = call i32 @llvm.r600.read.tidig.x()
  %ty = call i32 @llvm.r600.read.tidig.y()
  %gx = call i32 @llvm.r600.read.tgid.x()
  %lx = call i32 @llvm.r600.read.local.size.x()
  %i = add i32 %tx, %n
  %j = mul i32 %gx, %lx
  ret void
}

define void @function(i32 %a, i32 inreg %b) {
  ret void
}
; EXPECT @kernel divergent: %tx %ty %i
; EXPECT @kernel uniform: %gx %lx %j
; EXPECT @kernel uniform-argument: %n
; EXPECT @function divergent-argument: %a %b
