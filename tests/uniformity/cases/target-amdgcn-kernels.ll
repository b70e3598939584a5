; Issue 14: on amdgcn, kernels and argument uniformity follow the calling
; convention as LLVM 19 does (AMDGPU::isKernel, isArgPassedInSGPR):
; amdgpu_kernel and spir_kernel pass every argument in scalar registers;
; the shader conventions (amdgpu_vs/gs/ps/cs/hs/es/ls, amdgpu_gfx,
; amdgpu_cs_chain[_preserve]) their inreg and byval arguments; any other
; function its inreg arguments. ptx_kernel and !nvvm.annotations are NVVM's
; and make no kernel here.
target triple = "amdgcn-amd-amdhsa"

define spir_kernel void @spir(i32 %a) {
  ret void
}
define ptx_kernel void @ptx(i32 %a, i32 inreg %b) {
  ret void
}
define void @annotated(i32 %a) {
  ret void
}
define void @plain(i32 %a, i32 inreg %b, ptr byval(i32) %c) {
  ret void
}
define amdgpu_gfx void @gfx(i32 %a, i32 inreg %b, ptr byval(i32) %c) {
  ret void
}
define amdgpu_cs_chain void @chain(i32 %a, i32 inreg %b) {
  ret void
}
define amdgpu_hs void @hs(i32 %a, i32 inreg %b) {
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"kernel", i32 1}
; EXPECT @spir uniform-argument: %a
; EXPECT @ptx divergent-argument: %a
; EXPECT @ptx uniform-argument: %b
; EXPECT @annotated divergent-argument: %a
; EXPECT @plain divergent-argument: %a %c
; EXPECT @plain uniform-argument: %b
; EXPECT @gfx divergent-argument: %a
; EXPECT @gfx uniform-argument: %b %c
; EXPECT @chain divergent-argument: %a
; EXPECT @chain uniform-argument: %b
; EXPECT @hs divergent-argument: %a
; EXPECT @hs uniform-argument: %b
; LLVM19 @spir uniform-argument: %a
; LLVM19 @ptx divergent-argument: %a
; LLVM19 @ptx uniform-argument: %b
; LLVM19 @annotated divergent-argument: %a
; LLVM19 @plain divergent-argument: %a %c
; LLVM19 @plain uniform-argument: %b
; LLVM19 @gfx divergent-argument: %a
; LLVM19 @gfx uniform-argument: %b %c
; LLVM19 @chain divergent-argument: %a
; LLVM19 @chain uniform-argument: %b
; LLVM19 @hs divergent-argument: %a
; LLVM19 @hs uniform-argument: %b
