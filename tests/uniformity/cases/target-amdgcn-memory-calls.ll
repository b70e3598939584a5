; Issue 14: amdgcn sources that are not intrinsics (LLVM 19's
; AMDGPUTTIImpl::isSourceOfDivergence). A load is a source when its pointer
; operand is flat (0) or private (5), read from the pointer operand's type
; only: a constant expression after `ptr addrspace(1)` names other address
; spaces without changing it (%g.cexpr, %c.cast are uniform), and `ptr`
; followed by an expression full of addrspace(1) is still flat (%flat.cexpr).
; atomicrmw and cmpxchg are sources. An atomic load from global memory is not
; a source in LLVM 19; conv calls every atomic load one (it may race with a
; store: the threads need not read at the same moment; 4.6). Calls
; of functions that are not intrinsics are sources whatever their operands,
; and so is inline asm for conv. LLVM 19 calls an asm result divergent only
; for a VGPR (`=v`) output: with an `=s` output on uniform operands %asm.s is
; uniform there (docs/uniformity-llvm19.md, 4.6: conv keeps every asm result
; a source).
target triple = "amdgcn-amd-amdhsa"

@g = addrspace(1) global [4 x i32] zeroinitializer
@c = addrspace(4) constant [4 x i32] zeroinitializer
@l = addrspace(3) global [4 x i32] undef

declare i32 @external(i32)

define amdgpu_kernel void @memory(ptr %flat, ptr addrspace(1) %glob, ptr addrspace(3) %lds, ptr addrspace(4) %const,
                                  ptr addrspace(5) %priv, i32 %v) {
entry:
  %flat.ld = load i32, ptr %flat
  %glob.ld = load i32, ptr addrspace(1) %glob
  %lds.ld = load i32, ptr addrspace(3) %lds
  %const.ld = load i32, ptr addrspace(4) %const
  %priv.ld = load i32, ptr addrspace(5) %priv
  %g.cexpr = load i32, ptr addrspace(1) getelementptr ([4 x i32], ptr addrspace(1) @g, i64 0, i64 2)
  %c.cast = load i32, ptr addrspace(4) addrspacecast (ptr addrspace(1) @g to ptr addrspace(4))
  %flat.cexpr = load i32, ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @g to ptr), i64 4)
  %lds.cexpr = load i32, ptr addrspace(3) getelementptr ([4 x i32], ptr addrspace(3) @l, i64 0, i64 1)
  %atomic.ld = load atomic i32, ptr addrspace(1) %glob seq_cst, align 4
  %rmw = atomicrmw add ptr addrspace(1) %glob, i32 %v seq_cst
  %xchg = cmpxchg ptr addrspace(1) %glob, i32 %v, i32 0 seq_cst seq_cst
  %call = call i32 @external(i32 %v)
  %asm.v = call i32 asm "v_mov_b32 $0, $1", "=v,r"(i32 %v)
  %asm.s = call i32 asm "s_mov_b32 $0, $1", "=s,s"(i32 %v)
  ret void
}
; EXPECT divergent: %flat.ld %priv.ld %flat.cexpr %atomic.ld %rmw %xchg %call %asm.v %asm.s
; EXPECT uniform: %glob.ld %lds.ld %const.ld %g.cexpr %c.cast %lds.cexpr
; LLVM19 divergent: %flat.ld %priv.ld %flat.cexpr %rmw %xchg %call %asm.v
; LLVM19 uniform: %glob.ld %lds.ld %const.ld %g.cexpr %c.cast %lds.cexpr %atomic.ld %asm.s
