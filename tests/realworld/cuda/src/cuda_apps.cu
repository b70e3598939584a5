/* CUDA-style application kernels for sm_70, written for conv's real-world
   corpus without the CUDA headers: tiled SGEMM, a stencil with shared
   halo, CAS-loop atomics, an n-body tile loop, a state machine over a
   work queue, a read-only-cache load. */
#include "cuda_common.h"

#define T 16
__global__ void cu_sgemm(const float *a, const float *b, float *c, int n) {
  __shared__ float as[T][T];
  __shared__ float bs[T][T];
  int tx = tid_x(), ty = tid_y();
  int row = bid_y() * T + ty, col = bid_x() * T + tx;
  float acc = 0.0f;
  for (int t = 0; t < n; t += T) {
    as[ty][tx] = row < n && t + tx < n ? a[row * n + t + tx] : 0.0f;
    bs[ty][tx] = col < n && t + ty < n ? b[(t + ty) * n + col] : 0.0f;
    __syncthreads();
#pragma unroll 4
    for (int k = 0; k < T; k++)
      acc += as[ty][k] * bs[k][tx];
    __syncthreads();
  }
  if (row < n && col < n)
    c[row * n + col] = acc;
}

__global__ void cu_stencil1d(const float *in, float *out, int n, int r) {
  extern __shared__ float tile[];
  int g = bid_x() * bdim_x() + tid_x();
  int l = tid_x() + r;
  tile[l] = g < n ? __nvvm_ldg_f(&in[g]) : 0.0f;
  if (tid_x() < r) {
    tile[l - r] = g >= r ? in[g - r] : 0.0f;
    tile[l + bdim_x()] = g + bdim_x() < n ? in[g + bdim_x()] : 0.0f;
  }
  __syncthreads();
  if (g < n) {
    float s = 0.0f;
    for (int k = -r; k <= r; k++)
      s += tile[l + k];
    out[g] = s;
  }
}

/* atomic max of a float through a CAS loop on its bits */
__device__ float atomic_max_f(float *addr, float v) {
  int *ai = (int *)addr;
  int old = *ai;
  while (__builtin_bit_cast(float, old) < v) {
    int assumed = old;
    old = __nvvm_atom_cas_gen_i(ai, assumed, __builtin_bit_cast(int, v));
    if (old == assumed)
      break;
  }
  return __builtin_bit_cast(float, old);
}

__global__ void cu_max_abs(const float *in, float *out, int n) {
  int i = bid_x() * bdim_x() + tid_x();
  if (i < n)
    atomic_max_f(out, __builtin_fabsf(in[i]));
}

struct Body {
  float x, y, z, m;
};

__global__ void cu_nbody(const Body *bodies, float *acc3, int n, float eps2) {
  __shared__ Body sh[128];
  int i = bid_x() * bdim_x() + tid_x();
  Body me = i < n ? bodies[i] : Body{0, 0, 0, 0};
  float ax = 0, ay = 0, az = 0;
  for (int base = 0; base < n; base += 128) {
    int j = base + tid_x();
    if (tid_x() < 128)
      sh[tid_x()] = j < n ? bodies[j] : Body{0, 0, 0, 0};
    __syncthreads();
    for (int k = 0; k < 128 && base + k < n; k++) {
      float dx = sh[k].x - me.x, dy = sh[k].y - me.y, dz = sh[k].z - me.z;
      float d2 = dx * dx + dy * dy + dz * dz + eps2;
      float inv = __nvvm_rsqrt_approx_f(d2);
      float s = sh[k].m * inv * inv * inv;
      ax += dx * s;
      ay += dy * s;
      az += dz * s;
    }
    __syncthreads();
  }
  if (i < n) {
    acc3[3 * i] = ax;
    acc3[3 * i + 1] = ay;
    acc3[3 * i + 2] = az;
  }
}

/* persistent threads taking work items from a global counter; a small
   state machine per item (no spinning: the loop ends when the queue is
   empty) */
enum { W_LOAD, W_SPLIT, W_LEAF, W_END };

__global__ void cu_work_queue(const int *items, int nitems, int *next, int *out) {
  while (true) {
    int idx = 0;
    if (lane() == 0)
      idx = __nvvm_atom_add_gen_i(next, 32);
    idx = __nvvm_shfl_sync_idx_i32(FULL_MASK, idx, 0, 0x1f) + lane();
    if (__nvvm_vote_all_sync(FULL_MASK, idx >= nitems))
      return;
    int state = idx < nitems ? W_LOAD : W_END;
    int v = 0, steps = 0;
    while (state != W_END) {
      switch (state) {
      case W_LOAD:
        v = items[idx];
        state = v > 1 ? W_SPLIT : W_LEAF;
        break;
      case W_SPLIT:
        v = (v & 1) ? 3 * v + 1 : v / 2;
        steps++;
        state = v > 1 && steps < 1000 ? W_SPLIT : W_LEAF;
        break;
      case W_LEAF:
        out[idx] = steps;
        state = W_END;
        break;
      }
    }
  }
}

/* the clock and the global timer, the warp id and the SM id: values that
   differ between threads or over time */
__global__ void cu_timing(long long *t, int *ids, int spin) {
  int i = bid_x() * bdim_x() + tid_x();
  long long c0 = __nvvm_read_ptx_sreg_clock64();
  int acc = 0;
  for (int k = 0; k < spin; k++)
    acc += k * i;
  long long c1 = __nvvm_read_ptx_sreg_clock64();
  t[i] = c1 - c0 + (acc & 1);
  ids[i] = __nvvm_read_ptx_sreg_smid() * 64 + __nvvm_read_ptx_sreg_warpid();
}
