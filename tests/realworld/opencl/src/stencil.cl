#include "common.h"

/* 5-point Jacobi stencil with a uniform boundary test */
kernel void jacobi2d(global const float *in, global float *out, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1) {
    if (x < w && y < h)
      out[y * w + x] = in[y * w + x];
    return;
  }
  out[y * w + x] = 0.2f * (in[y * w + x] + in[y * w + x - 1] +
                           in[y * w + x + 1] + in[(y - 1) * w + x] +
                           in[(y + 1) * w + x]);
}

/* 1D stencil with halo cells in local memory */
kernel void stencil1d_halo(global const float *in, global float *out, int n,
                           local float *buf, int radius) {
  int g = get_global_id(0);
  int l = get_local_id(0) + radius;
  buf[l] = in[clamp_index(g, n)];
  if (get_local_id(0) < (uint)radius) {
    buf[l - radius] = in[clamp_index(g - radius, n)];
    buf[l + get_local_size(0)] = in[clamp_index(g + get_local_size(0), n)];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  float s = 0.0f;
  for (int k = -radius; k <= radius; ++k)
    s += buf[l + k];
  if (g < n)
    out[g] = s / (2 * radius + 1);
}

/* several time steps inside the kernel, ping-pong in local memory */
kernel void heat_steps(global float *u, int steps, local float *a, local float *b) {
  int i = get_local_id(0);
  int n = get_local_size(0);
  a[i] = u[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int t = 0; t < steps; ++t) {
    float left = i > 0 ? a[i - 1] : a[i];
    float right = i < n - 1 ? a[i + 1] : a[i];
    b[i] = a[i] + 0.25f * (left - 2.0f * a[i] + right);
    barrier(CLK_LOCAL_MEM_FENCE);
    local float *tmp = a; a = b; b = tmp;
  }
  u[get_global_id(0)] = a[i];
}
