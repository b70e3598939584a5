#include "common.h"

/* tree reduction in local memory, one partial sum per work-group */
kernel void reduce_sum(global const float *in, global float *partial,
                       local float *scratch, int n) {
  int gid = get_global_id(0);
  int lid = get_local_id(0);
  int lsz = get_local_size(0);
  float acc = 0.0f;
  for (int i = gid; i < n; i += get_global_size(0))
    acc += in[i];
  scratch[lid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = lsz / 2; s > 0; s >>= 1) {
    if (lid < s)
      scratch[lid] += scratch[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = scratch[0];
}

/* unrolled last warp, the "reduce6" shape */
kernel void reduce_unrolled(global const int *in, global int *out,
                            local volatile int *sdata, uint n) {
  uint tid = get_local_id(0);
  uint i = get_group_id(0) * (get_local_size(0) * 2) + tid;
  int sum = (i < n) ? in[i] : 0;
  if (i + get_local_size(0) < n)
    sum += in[i + get_local_size(0)];
  sdata[tid] = sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = get_local_size(0) / 2; s > 32; s >>= 1) {
    if (tid < s)
      sdata[tid] = sum = sum + sdata[tid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (tid < 32) {
    sdata[tid] = sum = sum + sdata[tid + 32];
    sdata[tid] = sum = sum + sdata[tid + 16];
    sdata[tid] = sum = sum + sdata[tid + 8];
    sdata[tid] = sum = sum + sdata[tid + 4];
    sdata[tid] = sum = sum + sdata[tid + 2];
    sdata[tid] = sum = sum + sdata[tid + 1];
  }
  if (tid == 0)
    out[get_group_id(0)] = sdata[0];
}

/* subgroup reduction, then one atomic per subgroup */
kernel void reduce_subgroup(global const int *in, global int *total, int n) {
  int gid = get_global_id(0);
  int v = gid < n ? in[gid] : 0;
#if HAVE_SUBGROUPS
  int s = sub_group_reduce_add(v);
  if (get_sub_group_local_id() == 0)
    atomic_add(total, s);
#else
  atomic_add(total, v);
#endif
}

/* work-group function: reduce, then the group's maximum */
kernel void reduce_workgroup(global const int *in, global int *sums,
                             global int *maxes) {
  int v = in[get_global_id(0)];
  int s = work_group_reduce_add(v);
  int m = work_group_reduce_max(v);
  if (get_local_id(0) == 0) {
    sums[get_group_id(0)] = s;
    maxes[get_group_id(0)] = m;
  }
}
