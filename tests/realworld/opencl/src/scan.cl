#include "common.h"

/* Hillis-Steele inclusive scan within a work-group */
kernel void scan_hillis_steele(global const int *in, global int *out,
                               local int *tmp, int n) {
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  tmp[lid] = gid < n ? in[gid] : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 1; off < (int)get_local_size(0); off <<= 1) {
    int t = lid >= off ? tmp[lid - off] : 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    tmp[lid] += t;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (gid < n)
    out[gid] = tmp[lid];
}

/* Blelloch work-efficient exclusive scan (up-sweep, down-sweep) */
kernel void scan_blelloch(global int *data, local int *temp, int n) {
  int thid = get_local_id(0);
  int offset = 1;
  temp[2 * thid] = data[2 * thid];
  temp[2 * thid + 1] = data[2 * thid + 1];
  for (int d = n >> 1; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      temp[bi] += temp[ai];
    }
    offset *= 2;
  }
  if (thid == 0)
    temp[n - 1] = 0;
  for (int d = 1; d < n; d *= 2) {
    offset >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (thid < d) {
      int ai = offset * (2 * thid + 1) - 1;
      int bi = offset * (2 * thid + 2) - 1;
      int t = temp[ai];
      temp[ai] = temp[bi];
      temp[bi] += t;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  data[2 * thid] = temp[2 * thid];
  data[2 * thid + 1] = temp[2 * thid + 1];
}

/* subgroup scans and work-group scan functions */
kernel void scan_collectives(global const int *in, global int *out,
                             global int *wg_out) {
  int gid = get_global_id(0);
  int v = in[gid];
#if HAVE_SUBGROUPS
  int incl = sub_group_scan_inclusive_add(v);
  int excl = sub_group_scan_exclusive_max(v);
  out[gid] = incl - excl;
#else
  out[gid] = v;
#endif
  wg_out[gid] = work_group_scan_exclusive_add(v);
}

/* stream compaction: keep positive values, order kept by the scan */
kernel void compact_positive(global const int *in, global int *out,
                             global int *count) {
  int gid = get_global_id(0);
  int v = in[gid];
  int keep = v > 0;
  int pos = work_group_scan_exclusive_add(keep);
  int total = work_group_reduce_add(keep);
  local int base;
  if (get_local_id(0) == 0)
    base = atomic_add(count, total);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (keep)
    out[base + pos] = v;
}
