/* PolyBench/GPU-style linear algebra and stencils, written for conv's
   real-world corpus (one work-item per output element, row-major arrays,
   the loop bounds passed as kernel arguments). */
#include "common.h"

#define A2(a, i, j, n) ((a)[(i) * (n) + (j)])

/* C = alpha * A * B + beta * C */
kernel void pb_gemm(global const float *a, global const float *b, global float *c,
                    float alpha, float beta, int ni, int nj, int nk) {
  int j = get_global_id(0);
  int i = get_global_id(1);
  if (i < ni && j < nj) {
    float acc = A2(c, i, j, nj) * beta;
    for (int k = 0; k < nk; k++)
      acc += alpha * A2(a, i, k, nk) * A2(b, k, j, nj);
    A2(c, i, j, nj) = acc;
  }
}

/* first product of 2mm: tmp = alpha * A * B */
kernel void pb_2mm_1(global const float *a, global const float *b, global float *tmp,
                     float alpha, int ni, int nj, int nk) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i >= ni || j >= nj)
    return;
  float s = 0.0f;
  for (int k = 0; k < nk; ++k)
    s = fma(A2(a, i, k, nk), A2(b, k, j, nj), s);
  A2(tmp, i, j, nj) = alpha * s;
}

/* second product of 2mm: D = tmp * C + beta * D */
kernel void pb_2mm_2(global const float *tmp, global const float *c, global float *d,
                     float beta, int ni, int nj, int nl) {
  int l = get_global_id(0), i = get_global_id(1);
  if (i >= ni || l >= nl)
    return;
  float s = A2(d, i, l, nl) * beta;
  for (int j = 0; j < nj; ++j)
    s += A2(tmp, i, j, nj) * A2(c, j, l, nl);
  A2(d, i, l, nl) = s;
}

/* atax: tmp = A x, then y = A^T tmp */
kernel void pb_atax_1(global const float *a, global const float *x, global float *tmp, int nx, int ny) {
  int i = get_global_id(0);
  if (i < nx) {
    float s = 0.0f;
    for (int j = 0; j < ny; j++)
      s += A2(a, i, j, ny) * x[j];
    tmp[i] = s;
  }
}

kernel void pb_atax_2(global const float *a, global const float *tmp, global float *y, int nx, int ny) {
  int j = get_global_id(0);
  if (j < ny) {
    float s = 0.0f;
    for (int i = 0; i < nx; i++)
      s += A2(a, i, j, ny) * tmp[i];
    y[j] = s;
  }
}

/* bicg: both products in one kernel, split by the second dimension */
kernel void pb_bicg(global const float *a, global const float *p, global const float *r,
                    global float *q, global float *s, int nx, int ny) {
  int i = get_global_id(0);
  int which = get_global_id(1);
  if (which == 0) {
    if (i < nx) {
      float t = 0.0f;
      for (int j = 0; j < ny; j++)
        t += A2(a, i, j, ny) * p[j];
      q[i] = t;
    }
  } else if (i < ny) {
    float t = 0.0f;
    for (int k = 0; k < nx; k++)
      t += r[k] * A2(a, k, i, ny);
    s[i] = t;
  }
}

/* mvt: x1 += A y1, x2 += A^T y2 */
kernel void pb_mvt(global const float *a, global float *x1, global float *x2,
                   global const float *y1, global const float *y2, int n) {
  int i = get_global_id(0);
  if (i >= n)
    return;
  float s1 = x1[i], s2 = x2[i];
  for (int j = 0; j < n; j++) {
    s1 += A2(a, i, j, n) * y1[j];
    s2 += A2(a, j, i, n) * y2[j];
  }
  x1[i] = s1;
  x2[i] = s2;
}

/* syrk: C = alpha A A^T + beta C, lower triangle only */
kernel void pb_syrk(global const float *a, global float *c, float alpha, float beta, int n, int m) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i < n && j <= i) {
    float s = A2(c, i, j, n) * beta;
    for (int k = 0; k < m; k++)
      s += alpha * A2(a, i, k, m) * A2(a, j, k, m);
    A2(c, i, j, n) = s;
  }
}

/* covariance: column means, then the symmetric matrix */
kernel void pb_cov_mean(global float *mean, global const float *data, float fn, int m, int n) {
  int j = get_global_id(0);
  if (j < m) {
    float s = 0.0f;
    for (int i = 0; i < n; i++)
      s += A2(data, i, j, m);
    mean[j] = s / fn;
  }
}

kernel void pb_cov(global float *symmat, global const float *data, int m, int n) {
  int j1 = get_global_id(0);
  if (j1 >= m)
    return;
  for (int j2 = j1; j2 < m; j2++) {
    float s = 0.0f;
    for (int i = 0; i < n; i++)
      s += A2(data, i, j1, m) * A2(data, i, j2, m);
    A2(symmat, j1, j2, m) = s;
    A2(symmat, j2, j1, m) = s;
  }
}

/* correlation: standard deviation with a small-value guard */
kernel void pb_corr_std(global const float *mean, global float *stddev, global const float *data,
                        float fn, float eps, int m, int n) {
  int j = get_global_id(0);
  if (j < m) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) {
      float d = A2(data, i, j, m) - mean[j];
      s += d * d;
    }
    s = sqrt(s / fn);
    stddev[j] = s <= eps ? 1.0f : s;
  }
}

/* gramschmidt: one work-group computes the norm of column k with a local
   reduction, then every work-item normalises one element */
kernel void pb_gramschmidt_norm(global float *a, global float *r, global float *q, local float *part,
                                int k, int m, int n) {
  int lid = get_local_id(0);
  int sz = get_local_size(0);
  float s = 0.0f;
  for (int i = lid; i < m; i += sz) {
    float v = A2(a, i, k, n);
    s += v * v;
  }
  part[lid] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = sz / 2; off > 0; off >>= 1) {
    if (lid < off)
      part[lid] += part[lid + off];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float nrm = sqrt(part[0]);
  if (lid == 0)
    A2(r, k, k, n) = nrm;
  for (int i = lid; i < m; i += sz)
    A2(q, i, k, n) = A2(a, i, k, n) / nrm;
}

/* lu: one elimination step k */
kernel void pb_lu_step(global float *a, int k, int n) {
  int j = get_global_id(0) + k + 1;
  int i = get_global_id(1) + k + 1;
  if (i < n && j < n)
    A2(a, i, j, n) -= A2(a, i, k, n) * A2(a, k, j, n) / A2(a, k, k, n);
}

/* jacobi-1d: two sweeps in one kernel, a global barrier is not available,
   so the second sweep reads the neighbours through local memory */
kernel void pb_jacobi1d(global const float *a, global float *b, local float *tile, int n) {
  int gid = get_global_id(0);
  int lid = get_local_id(0);
  int ls = get_local_size(0);
  tile[lid + 1] = gid < n ? a[gid] : 0.0f;
  if (lid == 0)
    tile[0] = gid > 0 ? a[gid - 1] : 0.0f;
  if (lid == ls - 1)
    tile[ls + 1] = gid + 1 < n ? a[gid + 1] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (gid > 0 && gid < n - 1)
    b[gid] = 0.33333f * (tile[lid] + tile[lid + 1] + tile[lid + 2]);
}

/* jacobi-2d with a time loop over one work-group's tile */
kernel void pb_jacobi2d_tile(global float *a, local float *t, int n, int steps) {
  int x = get_local_id(0), y = get_local_id(1);
  int w = get_local_size(0), h = get_local_size(1);
  int gx = get_group_id(0) * (w - 2) + x, gy = get_group_id(1) * (h - 2) + y;
  bool in = gx < n && gy < n;
  t[y * w + x] = in ? A2(a, gy, gx, n) : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = 0; s < steps; s++) {
    float v = t[y * w + x];
    if (x > 0 && y > 0 && x < w - 1 && y < h - 1)
      v = 0.2f * (v + t[y * w + x - 1] + t[y * w + x + 1] + t[(y - 1) * w + x] + t[(y + 1) * w + x]);
    barrier(CLK_LOCAL_MEM_FENCE);
    t[y * w + x] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (in && x > 0 && y > 0 && x < w - 1 && y < h - 1)
    A2(a, gy, gx, n) = t[y * w + x];
}

/* fdtd-2d: the three field updates, selected by a uniform argument */
kernel void pb_fdtd2d(global float *ex, global float *ey, global float *hz, global const float *fict,
                      int t, int nx, int ny, int phase) {
  int j = get_global_id(0), i = get_global_id(1);
  if (i >= nx || j >= ny)
    return;
  switch (phase) {
  case 0:
    if (i == 0)
      A2(ey, 0, j, ny) = fict[t];
    else
      A2(ey, i, j, ny) -= 0.5f * (A2(hz, i, j, ny) - A2(hz, i - 1, j, ny));
    break;
  case 1:
    if (j > 0)
      A2(ex, i, j, ny) -= 0.5f * (A2(hz, i, j, ny) - A2(hz, i, j - 1, ny));
    break;
  default:
    if (i < nx - 1 && j < ny - 1)
      A2(hz, i, j, ny) -= 0.7f * (A2(ex, i, j + 1, ny) - A2(ex, i, j, ny) +
                                  A2(ey, i + 1, j, ny) - A2(ey, i, j, ny));
  }
}

/* 3x3 and 3x3x3 convolutions with fixed coefficients */
kernel void pb_conv2d(global const float *a, global float *b, int ni, int nj) {
  int j = get_global_id(0), i = get_global_id(1);
  const float c[3][3] = {{0.2f, 0.5f, -0.8f}, {-0.3f, 0.6f, -0.9f}, {0.4f, 0.7f, 0.1f}};
  if (i > 0 && j > 0 && i < ni - 1 && j < nj - 1) {
    float s = 0.0f;
    for (int di = -1; di <= 1; di++)
      for (int dj = -1; dj <= 1; dj++)
        s += c[di + 1][dj + 1] * A2(a, i + di, j + dj, nj);
    A2(b, i, j, nj) = s;
  }
}

kernel void pb_conv3d(global const float *a, global float *b, int ni, int nj, int nk) {
  int k = get_global_id(0), j = get_global_id(1);
  for (int i = 1; i < ni - 1; i++) {
    if (j < 1 || k < 1 || j >= nj - 1 || k >= nk - 1)
      break;
    float s = 0.0f;
    for (int d = -1; d <= 1; d++)
      s += (0.1f * d + 0.5f) * (a[((i + d) * nj + j) * nk + k] + a[(i * nj + j + d) * nk + k] +
                                a[(i * nj + j) * nk + k + d]);
    b[(i * nj + j) * nk + k] = s;
  }
}
