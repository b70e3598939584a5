; Issue 6, "divergence sources (flagged values, the target table, non-kernel
; arguments)"; LLVM's kernel-args.ll and isArgPassedInSGPR (docs/text-format.md
; 2.3): on amdgcn an argument of a kernel is uniform (one launch value for
; every thread), of a shader only when `inreg`, of any other function only
; when `inreg`; other arguments are passed per thread (VGPR): divergent.
; A branch on a uniform argument is uniform and keeps its join phi uniform.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @kernel(i32 %a, i1 %c) {
entry:
  %x = add i32 %a, 1
  br i1 %c, label %t, label %j
t:
  br label %j
j:
  %p = phi i32 [ %x, %t ], [ %a, %entry ]
  ret void
}

define void @function(i32 %a, i32 inreg %b) {
entry:
  %x = add i32 %a, 1
  %y = add i32 %b, 1
  ret void
}

define amdgpu_ps void @shader(i32 %a, i32 inreg %b) {
entry:
  %x = add i32 %a, 1
  %y = add i32 %b, 1
  ret void
}
; EXPECT @kernel uniform: all
; EXPECT @function divergent-argument: %a
; EXPECT @function uniform-argument: %b
; EXPECT @function divergent: %x
; EXPECT @function uniform: %y
; EXPECT @shader divergent-argument: %a
; EXPECT @shader uniform-argument: %b
; EXPECT @shader divergent: %x
; EXPECT @shader uniform: %y
; `--arguments` overrides the rule for every argument:
; EXPECT @function arguments uniform uniform: all
; EXPECT @kernel arguments divergent divergent-argument: %a %c
; EXPECT @kernel arguments divergent divergent: %x %p
; EXPECT @kernel arguments divergent divergent-branch: entry
; LLVM19 @kernel uniform: all
; LLVM19 @function divergent-argument: %a
; LLVM19 @function uniform-argument: %b
; LLVM19 @shader divergent-argument: %a
; LLVM19 @shader uniform-argument: %b
