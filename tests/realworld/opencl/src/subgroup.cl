#include "common.h"

#if HAVE_SUBGROUPS
/* broadcast of lane 0's value, ballot-style vote through any/all */
kernel void sg_broadcast_vote(global const int *in, global int *out) {
  int gid = get_global_id(0);
  int v = in[gid];
  int first = sub_group_broadcast(v, 0);
  int any = sub_group_any(v > first);
  int all = sub_group_all(v >= 0);
  out[gid] = first + any * 2 + all * 4;
}

/* per-subgroup ids, used in uniform and divergent branches */
kernel void sg_ids(global int *out) {
  uint sg = get_sub_group_id();
  uint lane = get_sub_group_local_id();
  uint size = get_sub_group_size();
  uint nsg = get_num_sub_groups();
  if (sg + 1 == nsg)
    out[get_global_id(0)] = (int)(size * 1000 + lane);
  else if (lane & 1)
    out[get_global_id(0)] = -(int)lane;
  else
    out[get_global_id(0)] = (int)sg;
}

/* subgroup reduction inside a data-dependent loop */
kernel void sg_loop_reduce(global const int *in, global int *out, int n) {
  int lane = get_sub_group_local_id();
  int acc = 0;
  for (int base = get_sub_group_id() * get_sub_group_size(); base < n;
       base += get_num_sub_groups() * get_sub_group_size()) {
    int v = base + lane < n ? in[base + lane] : 0;
    int s = sub_group_reduce_add(v);
    if (s == 0)
      continue;
    acc += s;
    if (acc > 1000000)
      break;
  }
  if (lane == 0)
    out[get_sub_group_id()] = acc;
}

/* subgroup min/max and a barrier in the same kernel */
kernel void sg_minmax_barrier(global const float *in, global float *out, local float *lm) {
  float v = in[get_global_id(0)];
  float lo = sub_group_reduce_min(v);
  float hi = sub_group_reduce_max(v);
  if (get_sub_group_local_id() == 0)
    lm[get_sub_group_id()] = hi - lo;
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0) {
    float m = 0.0f;
    for (uint i = 0; i < get_num_sub_groups(); ++i)
      m = fmax(m, lm[i]);
    out[get_group_id(0)] = m;
  }
}
#else
/* no subgroup support on this target: the local-memory versions */
kernel void sg_broadcast_vote(global const int *in, global int *out) {
  local int first;
  if (get_local_id(0) == 0)
    first = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = first + (in[get_global_id(0)] > first);
}

kernel void sg_loop_reduce(global const int *in, global int *out, int n) {
  int acc = 0;
  for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
    if (in[i] == 0)
      continue;
    acc += in[i];
    if (acc > 1000000)
      break;
  }
  out[get_global_id(0)] = acc;
}
#endif

/* work-group broadcast and any/all */
kernel void wg_broadcast_vote(global const int *in, global int *out) {
  int v = in[get_global_id(0)];
  int first = work_group_broadcast(v, 0);
  int any = work_group_any(v > first);
  int all = work_group_all(v >= 0);
  out[get_global_id(0)] = first + any + all;
}
