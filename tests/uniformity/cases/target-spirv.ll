; Issue 14, SPIR-V (clang's spir/spirv triples). LLVM 19 has no divergence
; rules for SPIR-V (opt-19 calls everything uniform: no LLVM19 lines here);
; conv's are its own (docs/text-format.md 2.6, docs/uniformity-llvm19.md
; 4.6): OpenCL work-item functions that differ per thread are sources
; (get_global_id, get_local_id, get_sub_group_local_id), the launch and
; sub-group geometry is uniform (get_group_id, get_local_size,
; get_sub_group_id, get_num_sub_groups), reductions, broadcasts and votes
; are collective (uniform), scans and unknown functions are sources, pure
; math builtins (sqrt) compute from their operands; loads other than from
; CrossWorkgroup (1), UniformConstant (2) and Workgroup (3) are sources, and
; so is anything naming a per-thread builtin variable; kernel (spir_kernel)
; arguments are uniform, other functions' divergent.
target triple = "spirv-unknown-vulkan-compute"

@__spirv_BuiltInGlobalInvocationId = external addrspace(7) global <3 x i64>
@__spirv_BuiltInWorkgroupId = external addrspace(7) global <3 x i64>

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i32 @_Z22get_sub_group_local_idv()
declare spir_func i64 @_Z12get_group_idj(i32)
declare spir_func i64 @_Z14get_local_sizej(i32)
declare spir_func i32 @_Z16get_sub_group_idv()
declare spir_func i32 @_Z18get_num_sub_groupsv()
declare spir_func i32 @_Z20sub_group_reduce_addi(i32)
declare spir_func i32 @_Z19sub_group_broadcastij(i32, i32)
declare spir_func i32 @_Z13sub_group_alli(i32)
declare spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32)
declare spir_func float @_Z4sqrtf(float)
declare spir_func i32 @helper(i32)

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr %p, ptr addrspace(4) %gen, i32 %n, float %f) {
entry:
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  %sglid = call spir_func i32 @_Z22get_sub_group_local_idv()
  %grp = call spir_func i64 @_Z12get_group_idj(i32 0)
  %lsize = call spir_func i64 @_Z14get_local_sizej(i32 0)
  %sgid = call spir_func i32 @_Z16get_sub_group_idv()
  %nsg = call spir_func i32 @_Z18get_num_sub_groupsv()
  %x = trunc i64 %gid to i32
  %red = call spir_func i32 @_Z20sub_group_reduce_addi(i32 %x)
  %bc = call spir_func i32 @_Z19sub_group_broadcastij(i32 %x, i32 0)
  %all = call spir_func i32 @_Z13sub_group_alli(i32 %x)
  %scan = call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 %n)
  %root = call spir_func float @_Z4sqrtf(float %f)
  %other = call spir_func i32 @helper(i32 %n)
  %gld = load i32, ptr addrspace(1) %g
  %lld = load i32, ptr addrspace(3) %l
  %pld = load i32, ptr %p
  %genld = load i32, ptr addrspace(4) %gen
  %var = load <3 x i64>, ptr addrspace(7) @__spirv_BuiltInGlobalInvocationId
  %wg = load <3 x i64>, ptr addrspace(7) @__spirv_BuiltInWorkgroupId
  %rmw = atomicrmw add ptr addrspace(1) %g, i32 1 monotonic
  ret void
}

define spir_func void @device(i32 %a) {
entry:
  ret void
}
; EXPECT @k divergent: %gid %lid %sglid %x %scan %other %pld %genld %var %rmw
; EXPECT @k uniform: %grp %lsize %sgid %nsg %red %bc %all %root %gld %lld %wg
; EXPECT @k uniform-argument: %g %n %f
; EXPECT @device divergent-argument: %a
