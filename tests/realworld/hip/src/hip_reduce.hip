/* HIP-style reductions and scans for gfx90a (wave64), written for conv's
   real-world corpus without the HIP headers. */
#include "hip_common.h"

/* block reduction: shared-memory tree, then a wave reduction with
   ds_bpermute; a template on the block size */
template <int BS>
__device__ float block_reduce(float v, float *smem) {
  uint t = tid_x();
  smem[t] = v;
  syncthreads();
#pragma unroll
  for (int s = BS / 2; s >= 64; s >>= 1) {
    if (t < (uint)s)
      smem[t] += smem[t + s];
    syncthreads();
  }
  float r = t < 64 ? smem[t] : 0.0f;
  if (t < 64) {
    for (int off = 32; off > 0; off >>= 1)
      r += shfl_f(r, (int)lane_id() ^ off);
  }
  return r;
}

__global__ void hip_reduce256(const float *in, float *out, int n) {
  __shared__ float smem[256];
  int i = (int)(bid_x() * 256 + tid_x());
  float v = 0.0f;
  for (; i < n; i += (int)(gdim_x() * 256))
    v += in[i];
  float r = block_reduce<256>(v, smem);
  if (tid_x() == 0)
    out[bid_x()] = r;
}

/* wave-level inclusive scan with DPP row shifts, then across waves */
__global__ void hip_wave_scan(const int *in, int *out, int *wave_sums) {
  __shared__ int sums[16];
  uint t = tid_x();
  int v = in[bid_x() * bdim_x() + t];
  /* Kogge-Stone inside the wave, through bpermute */
  uint lane = lane_id();
  for (uint off = 1; off < 64; off <<= 1) {
    int o = shfl(v, (int)(lane - off));
    if (lane >= off)
      v += o;
  }
  uint wave = t / 64;
  if (lane == 63)
    sums[wave] = v;
  syncthreads();
  if (t == 0) {
    int acc = 0;
    for (uint w = 0; w < bdim_x() / 64; w++) {
      int s = sums[w];
      sums[w] = acc;
      acc += s;
    }
    wave_sums[bid_x()] = acc;
  }
  syncthreads();
  out[bid_x() * bdim_x() + t] = v + sums[wave];
}

/* ballot-based compaction: the lane's position from mbcnt of the mask */
__global__ void hip_ballot_compact(const int *in, int *out, uint *count, int n) {
  uint i = bid_x() * bdim_x() + tid_x();
  int v = i < (uint)n ? in[i] : 0;
  bool keep = v != 0;
  u64 mask = __builtin_amdgcn_ballot_w64(keep);
  uint before = __builtin_amdgcn_mbcnt_hi((uint)(mask >> 32), __builtin_amdgcn_mbcnt_lo((uint)mask, 0u));
  uint total = (uint)__builtin_popcountll(mask);
  uint base = 0;
  if (lane_id() == 0 && total)
    base = __hip_atomic_fetch_add(count, total, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  base = (uint)__builtin_amdgcn_readfirstlane((int)base);
  if (keep)
    out[base + before] = v;
}

/* dpp row reduction (row_shr) as rocPRIM does, the result read from the
   last lane of each row */
__global__ void hip_dpp_rowsum(const int *in, int *out) {
  uint i = bid_x() * bdim_x() + tid_x();
  int v = in[i];
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false); /* row_shr:1 */
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false); /* row_shr:2 */
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xe, false); /* row_shr:4 */
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xc, false); /* row_shr:8 */
  if ((lane_id() & 15) == 15)
    out[i / 16] = v;
}

/* readlane / readfirstlane broadcasts in a uniform loop */
__global__ void hip_lane_bcast(const float *in, float *out, int rounds) {
  uint i = bid_x() * bdim_x() + tid_x();
  float v = in[i];
  float acc = 0.0f;
  for (int r = 0; r < rounds; r++) {
    int src = r & 63;
    float b = __builtin_bit_cast(float, __builtin_amdgcn_readlane(__builtin_bit_cast(int, v), src));
    acc += b * v;
    v = __builtin_bit_cast(float, __builtin_amdgcn_readfirstlane(__builtin_bit_cast(int, acc)));
  }
  out[i] = acc + v;
}
