#include "common.h"

/* n-body: all-pairs forces, tiles of bodies in local memory */
kernel void nbody_forces(global const float4 *pos, global float4 *acc,
                         local float4 *tile, int n, float eps2) {
  int i = get_global_id(0);
  float4 p = pos[i];
  float4 a = (float4)(0.0f);
  for (int t = 0; t < n; t += get_local_size(0)) {
    tile[get_local_id(0)] = pos[t + get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < (int)get_local_size(0); ++j) {
      float4 d = tile[j] - p;
      float r2 = d.x * d.x + d.y * d.y + d.z * d.z + eps2;
      float inv = rsqrt(r2 * r2 * r2);
      a += d * (tile[j].w * inv);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  acc[i] = a;
}

/* sparse matrix-vector product, CSR, one row per work-item */
kernel void spmv_csr(global const int *rowptr, global const int *cols,
                     global const float *vals, global const float *x,
                     global float *y, int nrows) {
  int r = get_global_id(0);
  if (r < nrows) {
    float s = 0.0f;
    for (int k = rowptr[r]; k < rowptr[r + 1]; ++k)
      s += vals[k] * x[cols[k]];
    y[r] = s;
  }
}

/* black-scholes style pure arithmetic with a select */
kernel void black_scholes(global const float *S, global const float *K,
                          global float *call, float r, float v, float T) {
  int i = get_global_id(0);
  float sq = v * sqrt(T);
  float d1 = (log(S[i] / K[i]) + (r + 0.5f * v * v) * T) / sq;
  float d2 = d1 - sq;
  float nd1 = 0.5f * erfc(-d1 * M_SQRT1_2_F);
  float nd2 = 0.5f * erfc(-d2 * M_SQRT1_2_F);
  float c = S[i] * nd1 - K[i] * exp(-r * T) * nd2;
  call[i] = c > 0.0f ? c : 0.0f;
}

/* convolution with a uniform filter size loop and a divergent bounds check */
kernel void conv2d(global const float *img, global const float *filt,
                   global float *out, int w, int h, int fs) {
  int x = get_global_id(0), y = get_global_id(1);
  int half_ = fs / 2;
  float s = 0.0f;
  for (int fy = 0; fy < fs; ++fy)
    for (int fx = 0; fx < fs; ++fx) {
      int ix = x + fx - half_, iy = y + fy - half_;
      if (ix < 0 || iy < 0 || ix >= w || iy >= h)
        continue;
      s += img[iy * w + ix] * filt[fy * fs + fx];
    }
  if (x < w && y < h)
    out[y * w + x] = s;
}

/* random numbers through a non-kernel helper, in a loop with a uniform trip count */
kernel void monte_carlo_pi(global uint *hits, int samples, uint seed) {
  uint s = seed ^ (uint)get_global_id(0);
  uint h = 0;
  for (int k = 0; k < samples; ++k) {
    s = (uint)hash32(s);
    float x = (s & 0xffff) / 65535.0f;
    float y = (s >> 16) / 65535.0f;
    h += x * x + y * y <= 1.0f;
  }
  hits[get_global_id(0)] = h;
}
