; Reproducer (hand-written for conv): an unnamed landingpad takes a slot
; number (%1 here: the unnamed entry block is %0). opt-19 lists %1 in block
; `lpad`; conv's listing has no value there (the harness reports a listing
; mismatch "values differ: block lpad: llvm ['%1'] conv []").
; Seen in tests/realworld/llvm/AMDGPU/call-constexpr.ll (@test_invoke).
target triple = "amdgcn-amd-amdhsa"

declare i32 @__gxx_personality_v0(...)
declare float @g(float)

define amdgpu_kernel void @f() personality ptr @__gxx_personality_v0 {
  %val = invoke float @g(float 2.0)
          to label %cont unwind label %lpad

lpad:
  landingpad { ptr, i32 } cleanup
  ret void

cont:
  %op = fadd float %val, 1.0
  store volatile float %op, ptr addrspace(1) poison
  ret void
}
