/* CUDA-style warp-level kernels for sm_70, written for conv's real-world
   corpus without the CUDA headers: shuffle reductions, ballots, match,
   warp-aggregated atomics, a block scan. */
#include "cuda_common.h"

__device__ float warp_sum(float v) {
  for (int off = 16; off > 0; off >>= 1)
    v += shfl_down(v, off);
  return v;
}

__global__ void cu_reduce(const float *in, float *out, int n) {
  __shared__ float warp_part[32];
  float v = 0.0f;
  for (int i = bid_x() * bdim_x() + tid_x(); i < n; i += gdim_x() * bdim_x())
    v += in[i];
  v = warp_sum(v);
  int w = tid_x() / 32;
  if (lane() == 0)
    warp_part[w] = v;
  __syncthreads();
  if (w == 0) {
    v = tid_x() < bdim_x() / 32 ? warp_part[lane()] : 0.0f;
    v = warp_sum(v);
    if (tid_x() == 0)
      __nvvm_atom_add_gen_f(out, v);
  }
}

/* warp-aggregated atomic increment: one atomic per warp, positions from
   the ballot */
__global__ void cu_compact(const int *in, int *out, int *count, int n) {
  int i = bid_x() * bdim_x() + tid_x();
  int v = i < n ? in[i] : 0;
  bool keep = v > 0;
  uint mask = __nvvm_vote_ballot_sync(FULL_MASK, keep);
  int leader = __builtin_ctz(mask | 0x80000000u);
  int base = 0;
  if (lane() == leader && mask)
    base = __nvvm_atom_add_gen_i(count, __builtin_popcount(mask));
  base = __nvvm_shfl_sync_idx_i32(FULL_MASK, base, leader, 0x1f);
  uint below = mask & ((1u << lane()) - 1u);
  if (keep)
    out[base + __builtin_popcount(below)] = v;
}

/* votes: all/any/uni in a convergence loop */
__global__ void cu_vote_loop(float *x, float tol, int maxit) {
  int i = bid_x() * bdim_x() + tid_x();
  float v = x[i];
  for (int it = 0; it < maxit; it++) {
    bool done = __builtin_fabsf(v) < tol;
    if (__nvvm_vote_all_sync(FULL_MASK, done))
      break;
    if (!__nvvm_vote_any_sync(FULL_MASK, !done))
      break;
    v = v * 0.5f + (done ? 0.0f : 0.25f * v);
  }
  x[i] = v;
}

/* match.any: lanes with the same key aggregate their values */
__global__ void cu_match_aggregate(const int *keys, const float *vals, float *table) {
  int i = bid_x() * bdim_x() + tid_x();
  int k = keys[i];
  uint peers = __nvvm_match_any_sync_i32(FULL_MASK, k);
  int leader = __builtin_ctz(peers);
  float v = vals[i];
  float s = 0.0f;
  for (uint m = peers; m; m &= m - 1) {
    int src = __builtin_ctz(m);
    s += __nvvm_shfl_sync_idx_f32(peers, v, src, 0x1f);
  }
  if (lane() == leader)
    __nvvm_atom_add_gen_f(&table[k], s);
}

/* block-wide exclusive scan: warp scans with shfl.up, then the warp sums */
__global__ void cu_block_scan(const int *in, int *out) {
  __shared__ int wsum[32];
  int t = tid_x();
  int v = in[bid_x() * bdim_x() + t];
  int x = v;
  for (int off = 1; off < 32; off <<= 1) {
    int y = __nvvm_shfl_sync_up_i32(FULL_MASK, x, off, 0);
    if (lane() >= off)
      x += y;
  }
  if (lane() == 31)
    wsum[t / 32] = x;
  __syncthreads();
  if (t < 32) {
    int s = t < bdim_x() / 32 ? wsum[t] : 0;
    for (int off = 1; off < 32; off <<= 1) {
      int y = __nvvm_shfl_sync_up_i32(FULL_MASK, s, off, 0);
      if (lane() >= off)
        s += y;
    }
    wsum[t] = s;
  }
  __syncthreads();
  int pre = t >= 32 ? wsum[t / 32 - 1] : 0;
  out[bid_x() * bdim_x() + t] = pre + x - v;
}

/* barrier with a predicate count: __syncthreads_count */
__global__ void cu_bar_count(const int *in, int *out) {
  int t = bid_x() * bdim_x() + tid_x();
  int pos = __nvvm_bar0_popc(in[t] > 0);
  int any = __nvvm_bar0_or(in[t] < 0);
  int all = __nvvm_bar0_and(in[t] != 0);
  if (tid_x() == 0)
    out[bid_x()] = pos * 4 + any * 2 + all;
}
