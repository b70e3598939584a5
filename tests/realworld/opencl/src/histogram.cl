#include "common.h"

/* global atomics */
kernel void histogram_global(global const uchar *data, global uint *bins, int n) {
  int i = get_global_id(0);
  if (i < n)
    atomic_inc(&bins[data[i]]);
}

/* privatized in local memory, merged with global atomics */
kernel void histogram_local(global const uint *data, global uint *bins,
                            int n, int nbins) {
  local uint lbins[256];
  for (int b = get_local_id(0); b < nbins; b += get_local_size(0))
    lbins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_global_id(0); i < n; i += get_global_size(0))
    atomic_add(&lbins[data[i] % nbins], 1u);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int b = get_local_id(0); b < nbins; b += get_local_size(0))
    if (lbins[b])
      atomic_add(&bins[b], lbins[b]);
}

/* atomic result used for control flow: claim slots in a queue */
kernel void claim_slots(global const int *want, global int *counter,
                        global int *owner, int cap) {
  int gid = get_global_id(0);
  if (!want[gid])
    return;
  int slot = atomic_inc(counter);
  if (slot < cap)
    owner[slot] = gid;
  else
    atomic_dec(counter);
}

/* compare-and-swap loop: float atomic max */
kernel void atomic_fmax(global const float *vals, volatile global int *best) {
  float v = vals[get_global_id(0)];
  int old = *best;
  while (as_float(old) < v) {
    int prev = atomic_cmpxchg(best, old, as_int(v));
    if (prev == old)
      break;
    old = prev;
  }
}
