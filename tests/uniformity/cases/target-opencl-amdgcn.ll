; OpenCL C on amdgcn (docs/uniformity.md "Launch geometry"): clang-19
; -cl-std=CL2.0 -nogpulib leaves OpenCL's work-item functions calls to the
; library, and marks the module with !opencl.ocl.version. conv knows them
; by the specification there: get_local_size is one value per workgroup
; (the last workgroup of a non-uniform NDRange is smaller), the NDRange's
; sizes one per launch, get_sub_group_size and get_sub_group_id one per
; subgroup, get_group_id one per workgroup; get_local_id and get_global_id
; differ per work-item; collectives are uniform among the threads that run
; them; math builtins compute from their operands; any other function is a
; source. All of these are uniform in a wave but the ids. LLVM 19 sees
; calls of functions it does not have: every one divergent, and all that
; uses them (tests/differential/diff_opt_uniformity.py, category "OpenCL
; builtin"). The scopes are checked in tests/unit/test_scopes.py.
target triple = "amdgcn-amd-amdhsa"

; the reduction loop of the corpus (tests/realworld/opencl/src/reduce.cl,
; as clang-19 -O2 shapes it): the loop runs log2(local size) times in every
; work-item of a workgroup, so its exit is uniform and the barrier in its
; latch is reached by all; only the `lid < s` branch is divergent
define amdgpu_kernel void @reduce(ptr addrspace(3) %tmp) {
entry:
  %lid = call i64 @_Z12get_local_idj(i32 0)
  %ls = call i64 @_Z14get_local_sizej(i32 0)
  %half0 = lshr i64 %ls, 1
  %empty = icmp eq i64 %half0, 0
  br i1 %empty, label %done, label %loop

loop:
  %s = phi i64 [ %half0, %entry ], [ %next, %latch ]
  %active = icmp ult i64 %lid, %s
  br i1 %active, label %add, label %latch

add:
  %p = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %lid
  store i32 1, ptr addrspace(3) %p
  br label %latch

latch:
  call void @_Z7barrierj(i32 1)
  %next = lshr i64 %s, 1
  %last = icmp ult i64 %s, 2
  br i1 %last, label %done, label %loop

done:
  ret void
}

define amdgpu_kernel void @geometry(float %f) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %lid = call i64 @_Z12get_local_idj(i32 0)
  %gs = call i64 @_Z15get_global_sizej(i32 0)
  %ng = call i64 @_Z14get_num_groupsj(i32 0)
  %wd = call i32 @_Z12get_work_dimv()
  %off = call i64 @_Z17get_global_offsetj(i32 0)
  %els = call i64 @_Z23get_enqueued_local_sizej(i32 0)
  %grp = call i64 @_Z12get_group_idj(i32 0)
  %sgs = call i32 @_Z18get_sub_group_sizev()
  %sgid = call i32 @_Z16get_sub_group_idv()
  %nsg = call i32 @_Z18get_num_sub_groupsv()
  %msg = call i32 @_Z22get_max_sub_group_sizev()
  %x = trunc i64 %lid to i32
  %red = call i32 @_Z20sub_group_reduce_addi(i32 %x)
  %all = call i32 @_Z14work_group_alli(i32 %x)
  %root = call float @_Z4sqrtf(float %f)
  %xf = uitofp i32 %x to float
  %rootd = call float @_Z4sqrtf(float %xf)
  %other = call i64 @helper(i64 %gs)
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare i64 @_Z12get_local_idj(i32)
declare i64 @_Z14get_local_sizej(i32)
declare i64 @_Z15get_global_sizej(i32)
declare i64 @_Z14get_num_groupsj(i32)
declare i32 @_Z12get_work_dimv()
declare i64 @_Z17get_global_offsetj(i32)
declare i64 @_Z23get_enqueued_local_sizej(i32)
declare i64 @_Z12get_group_idj(i32)
declare i32 @_Z18get_sub_group_sizev()
declare i32 @_Z16get_sub_group_idv()
declare i32 @_Z18get_num_sub_groupsv()
declare i32 @_Z22get_max_sub_group_sizev()
declare i32 @_Z20sub_group_reduce_addi(i32)
declare i32 @_Z14work_group_alli(i32)
declare float @_Z4sqrtf(float)
declare i64 @helper(i64)
declare void @_Z7barrierj(i32) convergent

!opencl.ocl.version = !{!0}
!0 = !{i32 2, i32 0}

; EXPECT @reduce divergent: %lid %active
; EXPECT @reduce uniform: %ls %half0 %empty %s %next %last
; EXPECT @reduce uniform-branch: entry latch
; EXPECT @reduce divergent-branch: loop
; EXPECT @reduce uniform-exit: loop
; LLVM19 @reduce divergent: %lid %ls %half0 %empty %s %active %next %last
; LLVM19 @reduce divergent-branch: entry loop latch
; LLVM19 @reduce divergent-exit: loop
; EXPECT @geometry divergent: %gid %lid %x %xf %rootd %other
; EXPECT @geometry uniform: %gs %ng %wd %off %els %grp %sgs %sgid %nsg %msg %red %all %root
; LLVM19 @geometry divergent: %gid %lid %gs %ng %wd %off %els %grp %sgs %sgid %nsg %msg %x %red %all %root %xf %rootd %other
