; Reproducer (hand-written for conv, in the shape clang-19 emits for
; -target spirv-unknown-vulkan-compute): OpenCL work-item builtins in a
; module whose triple conv has no table for. conv applies no rules
; (CONV_TARGET_NONE), so get_global_id/get_local_id/get_sub_group_local_id
; come out uniform and so does the branch on them -- the answer a user
; would miscompile with. opt-19 has no SPIR-V target and calls everything
; uniform too (no branch divergence), so this is caught only by the
; harness's class (f). Seen in every tests/realworld/opencl/ll/*.spirv.*.ll.
target triple = "spirv-unknown-vulkan-compute"

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func i32 @_Z22get_sub_group_local_idv()

define spir_kernel void @f(ptr addrspace(1) %out) {
entry:
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  %lane = call spir_func i32 @_Z22get_sub_group_local_idv()
  %c = icmp eq i32 %lane, 0
  br i1 %c, label %then, label %exit

then:
  %s = add i64 %gid, %lid
  store i64 %s, ptr addrspace(1) %out
  br label %exit

exit:
  ret void
}
