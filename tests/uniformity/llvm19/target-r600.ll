; Issue 14: LLVM 19's R600 target reports no divergence at all (its TTI
; has no branch divergence, so print<uniformity> says ALL VALUES UNIFORM),
; which calls the thread id %tx uniform. conv reads r600 triples with its
; r600 table (docs/text-format.md, 2.6): %tx and %i are divergent, and the
; arguments of non-kernel functions too.
; Run: opt-19 -mtriple=r600-- -passes='print<uniformity>' -disable-output target-r600.ll
target triple = "r600--"

declare i32 @llvm.r600.read.tidig.x()

define amdgpu_kernel void @kernel(i32 %n) {
entry:
  %tx = call i32 @llvm.r600.read.tidig.x()
  %i = add i32 %tx, %n
  ret void
}

define void @function(i32 %a) {
  ret void
}
