; Reproducer (hand-written for conv): @llvm.read_register of a VGPR ("v0",
; "v[0:1]"), an AGPR ("a0") or of any register as i1 ("vcc" as a lane mask
; bit) reads a per-lane value. LLVM 19's AMDGPU target calls these divergent
; (isReadRegisterSourceOfDivergence); conv treats @llvm.read_register like
; any generic intrinsic (computed from its operands, here none) and calls
; %v, %c and the branch on %c uniform. SGPR names (exec, m0, s17, vcc as
; i64, flat_scratch) are uniform in both.
; Seen in tests/realworld/llvm/UniformityAnalysis/AMDGPU/DivergenceAnalysis/read_register.ll.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.read_register.i32(metadata)
declare i1 @llvm.read_register.i1(metadata)
declare i64 @llvm.read_register.i64(metadata)

define amdgpu_kernel void @f(ptr addrspace(1) %out) {
entry:
  %v = call i32 @llvm.read_register.i32(metadata !0)
  %exec = call i64 @llvm.read_register.i64(metadata !2)
  store i32 %v, ptr addrspace(1) %out
  %c = call i1 @llvm.read_register.i1(metadata !1)
  br i1 %c, label %then, label %end

then:
  store i64 %exec, ptr addrspace(1) %out
  br label %end

end:
  ret void
}

!0 = !{!"v0"}
!1 = !{!"vcc"}
!2 = !{!"exec"}
