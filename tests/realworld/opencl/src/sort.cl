#include "common.h"

/* bitonic sort, one pass per launch */
kernel void bitonic_step(global int *a, uint j, uint k) {
  uint i = get_global_id(0);
  uint ixj = i ^ j;
  if (ixj > i) {
    int x = a[i], y = a[ixj];
    if (((i & k) == 0 && x > y) || ((i & k) != 0 && x < y)) {
      a[i] = y;
      a[ixj] = x;
    }
  }
}

/* bitonic sort of a whole work-group in local memory */
kernel void bitonic_local(global int *a, local int *s) {
  uint lid = get_local_id(0);
  uint n = get_local_size(0);
  s[lid] = a[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint k = 2; k <= n; k <<= 1) {
    for (uint j = k >> 1; j > 0; j >>= 1) {
      uint p = lid ^ j;
      if (p > lid) {
        int x = s[lid], y = s[p];
        bool up = (lid & k) == 0;
        if ((x > y) == up) {
          s[lid] = y;
          s[p] = x;
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  a[get_global_id(0)] = s[lid];
}

/* odd-even transposition sort with an early exit when nothing moved */
kernel void odd_even_sort(global int *a, local int *s, local int *changed) {
  uint lid = get_local_id(0);
  uint n = get_local_size(0);
  s[lid] = a[get_global_id(0)];
  for (uint round = 0; round < n; ++round) {
    if (lid == 0)
      *changed = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint i = 2 * lid + (round & 1);
    if (i + 1 < n && s[i] > s[i + 1]) {
      int t = s[i]; s[i] = s[i + 1]; s[i + 1] = t;
      *changed = 1;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (!*changed)
      break;
  }
  a[get_global_id(0)] = s[lid];
}

/* radix sort digit count: one bit, counted with a work-group reduction */
kernel void radix_count(global const uint *keys, global uint *ones, uint shift) {
  uint bit = (keys[get_global_id(0)] >> shift) & 1u;
  uint c = work_group_reduce_add(bit);
  if (get_local_id(0) == 0)
    ones[get_group_id(0)] = c;
}
