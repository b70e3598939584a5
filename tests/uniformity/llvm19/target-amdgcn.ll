; Issue 14: where conv's amdgcn tables deliberately differ from LLVM 19
; (docs/uniformity-llvm19.md, 4.6). All operands are uniform kernel
; arguments, so every divergent mark below comes from the target's rules.
;   @lane_ops: conv calls these sources, opt-19 uniform (not in LLVM 19's
;     table): ds.permute writes each thread's value to the lane its address
;     names, so even on uniform operands most lanes get another value;
;     set.inactive and wwm see inactive lanes; interp.inreg and ds.append are
;     kept sources with the rest of interp.* and ds.*.
;   @asm_sgpr: an inline asm result is a source for conv; opt-19 calls an
;     `=s` (SGPR) output uniform on uniform operands.
;   @atomic_load: every atomic load is a source for conv (it may race with
;     a store); opt-19 looks only at the address space (global: uniform).
;   @wave_reduce: wave.reduce.* is collective for conv (uniform among the
;     threads that run it together, as LLVM after 19 calls it always
;     uniform); opt-19 propagates its divergent operand: %r divergent.
;     This is the one place conv says uniform where opt-19 says divergent.
; Run: opt-19 -passes='print<uniformity>' -disable-output target-amdgcn.ll
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.ds.permute(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.permlane64.i32(i32)
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.wwm.i32(i32)
declare float @llvm.amdgcn.interp.inreg.p10(float, float, float)
declare i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3), i1)
declare i32 @llvm.amdgcn.wave.reduce.umin.i32(i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @lane_ops(i32 %a, i32 %v, float %p, float %i, ptr addrspace(3) %lds) {
entry:
  %permute = call i32 @llvm.amdgcn.ds.permute(i32 %a, i32 %v)
  %bpermute = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %v)
  %perm64 = call i32 @llvm.amdgcn.permlane64.i32(i32 %v)
  %inactive = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
  %wwm = call i32 @llvm.amdgcn.wwm.i32(i32 %v)
  %interp = call float @llvm.amdgcn.interp.inreg.p10(float %p, float %i, float %p)
  %append = call i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3) %lds, i1 false)
  ret void
}

define amdgpu_kernel void @asm_sgpr(i32 %v) {
entry:
  %s = call i32 asm "s_mov_b32 $0, $1", "=s,s"(i32 %v)
  ret void
}

define amdgpu_kernel void @atomic_load(ptr addrspace(1) %g) {
entry:
  %x = load atomic i32, ptr addrspace(1) %g monotonic, align 4
  ret void
}

define amdgpu_kernel void @wave_reduce() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @llvm.amdgcn.wave.reduce.umin.i32(i32 %tid, i32 1)
  ret void
}
