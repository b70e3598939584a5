; Reproducer (hand-written for conv): the structurizer's control-flow
; intrinsics. LLVM 19's AMDGPU table makes llvm.amdgcn.if, .else and .loop
; divergence sources (their results depend on the exec mask), whatever
; their operands; conv calls their results uniform when the operands are
; uniform. Seen in
; tests/realworld/llvm/UniformityAnalysis/AMDGPU/control-flow-intrinsics.ll
target triple = "amdgcn-amd-amdhsa"

declare { i1, i64 } @llvm.amdgcn.if.i64(i1)
declare { i1, i64 } @llvm.amdgcn.else.i64.i64(i64)
declare i1 @llvm.amdgcn.loop.i64(i64)

define amdgpu_ps void @f(i32 inreg %a, i64 inreg %mask) {
entry:
  %c = icmp eq i32 %a, 0
  %if = call { i1, i64 } @llvm.amdgcn.if.i64(i1 %c)
  %if.bool = extractvalue { i1, i64 } %if, 0
  %else = call { i1, i64 } @llvm.amdgcn.else.i64.i64(i64 %mask)
  %else.bool = extractvalue { i1, i64 } %else, 0
  %loop = call i1 @llvm.amdgcn.loop.i64(i64 %mask)
  %all = and i1 %if.bool, %else.bool
  %all2 = and i1 %all, %loop
  store volatile i1 %all2, ptr addrspace(1) poison
  ret void
}
