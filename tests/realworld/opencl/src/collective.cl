/* Subgroup and work-group collectives and atomics, written for conv's
   real-world corpus. nvptx has no cl_khr_subgroups in clang-19: the
   subgroup kernels have local-memory versions there. */
#include "common.h"

#if HAVE_SUBGROUPS
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
/* reduction: subgroup sums, then the per-subgroup partials in local memory */
kernel void co_sg_reduce(global const float *in, global float *out, local float *part, int n) {
  int gid = get_global_id(0);
  float v = gid < n ? in[gid] : 0.0f;
  float s = sub_group_reduce_add(v);
  if (get_sub_group_local_id() == 0)
    part[get_sub_group_id()] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_sub_group_id() == 0) {
    uint lane = get_sub_group_local_id();
    float p = lane < get_num_sub_groups() ? part[lane] : 0.0f;
    float t = sub_group_reduce_add(p);
    if (lane == 0)
      out[get_group_id(0)] = t;
  }
}

/* stream compaction with subgroup scans: the lane's slot in the output */
kernel void co_sg_compact(global const int *in, global int *out, global uint *count, int n) {
  int gid = get_global_id(0);
  int v = gid < n ? in[gid] : 0;
  uint keep = v > 0 ? 1u : 0u;
  uint off = sub_group_scan_exclusive_add(keep);
  uint total = sub_group_reduce_add(keep);
  uint base = 0;
  if (get_sub_group_local_id() == 0 && total != 0)
    base = atomic_add(count, total);
  base = sub_group_broadcast(base, 0);
  if (keep)
    out[base + off] = v;
}

/* a loop whose trip count is decided by a subgroup vote */
kernel void co_sg_vote_loop(global float *x, float tol, int maxit) {
  int gid = get_global_id(0);
  float v = x[gid];
  int it = 0;
  while (sub_group_any(fabs(v) > tol) && it < maxit) {
    v = 0.5f * v;
    it++;
  }
  x[gid] = v + (float)get_sub_group_local_id() * 0.0f;
}

/* inclusive subgroup max scan plus the subgroup size */
kernel void co_sg_scan_max(global const int *in, global int *out) {
  int gid = get_global_id(0);
  int m = sub_group_scan_inclusive_max(in[gid]);
  out[gid] = m * (int)get_max_sub_group_size() + (int)get_sub_group_size();
}
#else
kernel void co_sg_reduce(global const float *in, global float *out, local float *part, int n) {
  int lid = get_local_id(0), ls = get_local_size(0);
  int gid = get_global_id(0);
  part[lid] = gid < n ? in[gid] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = ls / 2; off > 0; off >>= 1) {
    if (lid < off)
      part[lid] += part[lid + off];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    out[get_group_id(0)] = part[0];
}

kernel void co_sg_compact(global const int *in, global int *out, global uint *count, int n) {
  int gid = get_global_id(0);
  if (gid < n && in[gid] > 0)
    out[atomic_inc(count)] = in[gid];
}
#endif

/* work-group functions */
kernel void co_wg_scan(global const int *in, global int *out, global int *totals) {
  int v = in[get_global_id(0)];
  int ex = work_group_scan_exclusive_add(v);
  int tot = work_group_reduce_add(v);
  int mx = work_group_reduce_max(v);
  out[get_global_id(0)] = ex;
  if (get_local_id(0) == 0) {
    totals[2 * get_group_id(0)] = tot;
    totals[2 * get_group_id(0) + 1] = mx;
  }
}

kernel void co_wg_broadcast_loop(global float *x, int n) {
  float v = x[get_global_id(0)];
  for (int i = 0; i < n; i++) {
    float pivot = work_group_broadcast(v, (size_t)(i % get_local_size(0)));
    if (work_group_all(v < pivot))
      break;
    v = v - pivot * 0.5f;
  }
  x[get_global_id(0)] = v;
}

/* atomics: float add through a compare-and-swap loop (lock-free) */
static inline void atomic_add_float(volatile global float *p, float v) {
  union {
    uint u;
    float f;
  } old, nw;
  do {
    old.f = *p;
    nw.f = old.f + v;
  } while (atomic_cmpxchg((volatile global uint *)p, old.u, nw.u) != old.u);
}

kernel void co_atomic_float_sum(global const float *in, volatile global float *sum, int n) {
  int gid = get_global_id(0);
  if (gid < n)
    atomic_add_float(sum, in[gid]);
}

/* atomic max of (value, index) pairs packed into a ulong via a cas loop
   on two uint halves: claim, compare, retry */
kernel void co_atomic_argmax(global const int *in, volatile global int *best, volatile global int *best_idx, int n) {
  int gid = get_global_id(0);
  if (gid >= n)
    return;
  int v = in[gid];
  int old = atomic_max(best, v);
  if (old < v) {
    int cur = *best_idx;
    while (true) {
      if (in[cur] > v && cur != gid)
        break;
      int prev = atomic_cmpxchg(best_idx, cur, gid);
      if (prev == cur)
        break;
      cur = prev;
    }
  }
}

/* atomic counters of several kinds in one kernel, C11-style too */
kernel void co_atomic_mix(global uint *ctr, volatile global atomic_int *c11, global int *out) {
  uint gid = get_global_id(0);
  uint slot = atomic_inc(&ctr[0]);
  atomic_add(&ctr[1], gid);
  atomic_sub(&ctr[2], 1u);
  atomic_or(&ctr[3], 1u << (gid & 31u));
  atomic_xchg(&ctr[4], gid);
  uint m = atomic_min(&ctr[5], gid);
  int prev = atomic_fetch_add_explicit(c11, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  out[slot] = prev + (int)m;
}

/* a local queue with atomics, filled and drained by the same group,
   mem_fence and barriers around */
kernel void co_local_queue(global const int *in, global int *out, local int *queue, local int *qlen) {
  int lid = get_local_id(0);
  if (lid == 0)
    *qlen = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = in[get_global_id(0)];
  if (v & 1) {
    int slot = atomic_inc(qlen);
    queue[slot] = v;
  }
  mem_fence(CLK_LOCAL_MEM_FENCE);
  barrier(CLK_LOCAL_MEM_FENCE);
  int len = *qlen;
  for (int i = lid; i < len; i += get_local_size(0))
    out[get_group_id(0) * get_local_size(0) + i] = queue[i] * 3;
}
