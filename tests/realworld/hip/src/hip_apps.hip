/* HIP-style application kernels for gfx90a, written for conv's real-world
   corpus without the HIP headers: tiled GEMM with dynamic shared memory,
   an MFMA tile, a histogram with agent/workgroup-scope atomics, a
   CSR SpMV with one wave per row, a grid-stride loop with early exit,
   a particle struct update with a device-function call. */
#include "hip_common.h"

extern __shared__ float dyn_smem[];

__global__ void hip_sgemm_tiled(const float *a, const float *b, float *c, int n, int tile) {
  float *as = dyn_smem;
  float *bs = dyn_smem + tile * tile;
  int tx = (int)tid_x(), ty = (int)tid_y();
  int row = (int)bid_y() * tile + ty, col = (int)bid_x() * tile + tx;
  float acc = 0.0f;
  for (int t = 0; t < n; t += tile) {
    as[ty * tile + tx] = row < n && t + tx < n ? a[row * n + t + tx] : 0.0f;
    bs[ty * tile + tx] = col < n && t + ty < n ? b[(t + ty) * n + col] : 0.0f;
    syncthreads();
    for (int k = 0; k < tile; k++)
      acc += as[ty * tile + k] * bs[k * tile + tx];
    syncthreads();
  }
  if (row < n && col < n)
    c[row * n + col] = acc;
}

typedef float float4_t __attribute__((ext_vector_type(4)));
typedef float float16_t __attribute__((ext_vector_type(16)));

/* one 32x32 tile of C with v_mfma_f32_32x32x2f32, k in steps of 2 */
__global__ void hip_mfma_tile(const float *a, const float *b, float *c, int k) {
  uint lane = lane_id();
  float16_t acc = {};
  for (int kk = 0; kk < k; kk += 2) {
    float av = a[(lane & 31) * k + kk + (int)(lane >> 5)];
    float bv = b[(kk + (int)(lane >> 5)) * 32 + (lane & 31)];
    acc = __builtin_amdgcn_mfma_f32_32x32x2f32(av, bv, acc, 0, 0, 0);
  }
  for (int r = 0; r < 16; r++)
    c[(r + (int)(lane >> 5) * 16) * 32 + (lane & 31)] = acc[r];
}

__global__ void hip_histogram(const unsigned char *data, uint *hist, int n) {
  __shared__ uint lh[256];
  uint t = tid_x();
  for (uint i = t; i < 256; i += bdim_x())
    lh[i] = 0;
  syncthreads();
  for (int i = (int)(bid_x() * bdim_x() + t); i < n; i += (int)(gdim_x() * bdim_x()))
    __hip_atomic_fetch_add(&lh[data[i]], 1u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  syncthreads();
  for (uint i = t; i < 256; i += bdim_x()) {
    uint v = lh[i];
    if (v)
      __hip_atomic_fetch_add(&hist[i], v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  }
}

__global__ void hip_spmv_wave(const float *val, const int *col, const int *rowp, const float *x, float *y,
                              int nrows) {
  uint lane = lane_id();
  int row = (int)((bid_x() * bdim_x() + tid_x()) / 64);
  if (row >= nrows)
    return;
  float s = 0.0f;
  for (int j = rowp[row] + (int)lane; j < rowp[row + 1]; j += 64)
    s += val[j] * x[col[j]];
  for (int off = 32; off > 0; off >>= 1)
    s += shfl_f(s, (int)(lane ^ (uint)off));
  if (lane == 0)
    y[row] = s;
}

struct Particle {
  float x, y, z;
  float vx, vy, vz;
  int alive;
};

__device__ __noinline__ bool collide(const Particle &p, float r) {
  return p.x * p.x + p.y * p.y + p.z * p.z > r * r;
}

__global__ void hip_particles(Particle *ps, int n, float dt, float radius, int steps) {
  int i = (int)(bid_x() * bdim_x() + tid_x());
  if (i >= n)
    return;
  Particle p = ps[i];
  for (int s = 0; s < steps && p.alive; s++) {
    p.x += p.vx * dt;
    p.y += p.vy * dt;
    p.z += p.vz * dt;
    if (collide(p, radius)) {
      p.vx = -p.vx;
      p.vy = -p.vy;
      p.vz = -p.vz;
      if (__builtin_fabsf(p.vx) < 1e-3f)
        p.alive = 0;
    }
  }
  ps[i] = p;
}

/* a device-wide "last block done" pattern: atomic ticket, the last block
   reduces the partial results (no spinning) */
__global__ void hip_last_block(const float *partial, float *result, uint *ticket) {
  __shared__ bool am_last;
  uint t = tid_x();
  if (t == 0) {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent");
    uint v = __hip_atomic_fetch_add(ticket, 1u, __ATOMIC_ACQ_REL, __HIP_MEMORY_SCOPE_AGENT);
    am_last = v == gdim_x() - 1;
  }
  syncthreads();
  if (am_last && t == 0) {
    float s = 0.0f;
    for (uint b = 0; b < gdim_x(); b++)
      s += partial[b];
    *result = s;
    *ticket = 0;
  }
}
