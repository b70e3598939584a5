/* Parboil- and SHOC-style kernels, written for conv's real-world corpus:
   sparse matrix-vector products, a 7-point stencil, register-tiled sgemm,
   histogram, MRI-Q, TPACF, scans and reductions in local memory, a local
   radix sort step, Lennard-Jones forces over a neighbour list, an FFT
   butterfly. */
#include "common.h"

/* spmv, CSR, one row per work-item */
kernel void ps_spmv_csr_scalar(global const float *val, global const int *cols, global const int *rowp,
                               global const float *x, global float *y, int nrows) {
  int row = get_global_id(0);
  if (row < nrows) {
    float s = 0.0f;
    int end = rowp[row + 1];
    for (int j = rowp[row]; j < end; j++)
      s += val[j] * x[cols[j]];
    y[row] = s;
  }
}

/* spmv, CSR, one row per 32 work-items with a local reduction */
kernel void ps_spmv_csr_vector(global const float *val, global const int *cols, global const int *rowp,
                               global const float *x, global float *y, local volatile float *part, int nrows) {
  int t = get_local_id(0);
  int lane = t & 31;
  int row = get_global_id(0) / 32;
  float s = 0.0f;
  if (row < nrows)
    for (int j = rowp[row] + lane; j < rowp[row + 1]; j += 32)
      s += val[j] * x[cols[j]];
  part[t] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 16; off > 0; off >>= 1) {
    if (lane < off)
      part[t] += part[t + off];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lane == 0 && row < nrows)
    y[row] = part[t];
}

/* spmv, ELLPACK, padded with column -1 */
kernel void ps_spmv_ell(global const float *val, global const int *cols, global const int *rowlen,
                        global const float *x, global float *y, int nrows) {
  int row = get_global_id(0);
  if (row >= nrows)
    return;
  float s = 0.0f;
  int len = rowlen[row];
  for (int k = 0; k < len; k++) {
    int c = cols[k * nrows + row];
    if (c < 0)
      break;
    s += val[k * nrows + row] * x[c];
  }
  y[row] = s;
}

/* stencil: 7-point, marching along z with registers for the column */
kernel void ps_stencil7(global const float *in, global float *out, float c0, float c1, int nx, int ny, int nz) {
  int i = get_global_id(0), j = get_global_id(1);
  if (i < 1 || j < 1 || i >= nx - 1 || j >= ny - 1)
    return;
#define IX(x, y, z) (((z) * ny + (y)) * nx + (x))
  float below = in[IX(i, j, 0)], cur = in[IX(i, j, 1)];
  for (int k = 1; k < nz - 1; k++) {
    float above = in[IX(i, j, k + 1)];
    out[IX(i, j, k)] = c1 * (below + above + in[IX(i - 1, j, k)] + in[IX(i + 1, j, k)] + in[IX(i, j - 1, k)] +
                             in[IX(i, j + 1, k)]) - c0 * cur;
    below = cur;
    cur = above;
  }
#undef IX
}

/* sgemm: 16x16 tiles of B in local memory, each work-item computes a
   column strip of 4 outputs in registers */
#define TS 16
kernel void ps_sgemm_tiled(global const float *a, int lda, global const float *b, int ldb, global float *c,
                           int ldc, int k, float alpha, float beta) {
  local float bs[TS][TS];
  int tx = get_local_id(0), ty = get_local_id(1);
  int col = get_group_id(0) * TS + tx;
  int row0 = get_group_id(1) * TS * 4 + ty * 4;
  float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int t = 0; t < k; t += TS) {
    bs[ty][tx] = b[(t + ty) * ldb + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int kk = 0; kk < TS; kk++) {
      float bv = bs[kk][tx];
#pragma unroll
      for (int r = 0; r < 4; r++)
        acc[r] += a[(row0 + r) * lda + t + kk] * bv;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int r = 0; r < 4; r++)
    c[(row0 + r) * ldc + col] = alpha * acc[r] + beta * c[(row0 + r) * ldc + col];
}

/* histo: saturating 8-bit bins, private sub-histograms in local memory */
kernel void ps_histo(global const uint *img, global uchar *bins, local uint *lbins, int n, int nbins) {
  int lid = get_local_id(0), ls = get_local_size(0);
  for (int i = lid; i < nbins; i += ls)
    lbins[i] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = get_global_id(0); i < n; i += get_global_size(0)) {
    uint v = img[i];
    if (v < (uint)nbins)
      atomic_inc(&lbins[v]);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = lid; i < nbins; i += ls) {
    uint c = lbins[i];
    if (c == 0)
      continue;
    uint old = bins[i];
    uint sum = old + c;
    bins[i] = (uchar)(sum > 255 ? 255 : sum);
  }
}

/* mri-q: sum over k-space samples in chunks staged through local memory */
typedef struct {
  float kx, ky, kz, phi_mag;
} kvalue_t;

kernel void ps_mriq(int num_k, int k_base, global const float *x, global const float *y, global const float *z,
                    global float *qr, global float *qi, constant kvalue_t *kv) {
  int xi = get_global_id(0);
  float sx = x[xi], sy = y[xi], sz = z[xi];
  float r = qr[xi], im = qi[xi];
  for (int k = 0; k < num_k - k_base && k < 1024; k++) {
    kvalue_t v = kv[k];
    float arg = 6.2831853f * (v.kx * sx + v.ky * sy + v.kz * sz);
    r += v.phi_mag * native_cos(arg);
    im += v.phi_mag * native_sin(arg);
  }
  qr[xi] = r;
  qi[xi] = im;
}

/* tpacf: binary search of the angular bin, per-group histogram */
static int find_bin(constant const float *binb, int nbins, float dot) {
  int lo = 0, hi = nbins;
  while (hi > lo + 1) {
    int mid = (lo + hi) / 2;
    if (dot >= binb[mid])
      hi = mid;
    else
      lo = mid;
  }
  return lo;
}

kernel void ps_tpacf(global const float4 *pts, int npts, constant const float *binb, int nbins,
                     global uint *hist, local uint *lhist) {
  int lid = get_local_id(0), ls = get_local_size(0);
  for (int i = lid; i < nbins; i += ls)
    lhist[i] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int i = get_group_id(0);
  if (i < npts) {
    float4 p = pts[i];
    for (int j = i + 1 + lid; j < npts; j += ls) {
      float d = dot(p.xyz, pts[j].xyz);
      atomic_add(&lhist[find_bin(binb, nbins, d)], 1u);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int b = lid; b < nbins; b += ls)
    atomic_add(&hist[b], lhist[b]);
}

/* scan: exclusive work-efficient scan of 2 * local size elements, with
   padding against bank conflicts; the block sum goes to `sums` */
#define PAD(i) ((i) + ((i) >> 5))
kernel void ps_scan_local(global const float *in, global float *out, global float *sums, local float *tmp, int n) {
  int lid = get_local_id(0), ls = get_local_size(0);
  int base = get_group_id(0) * ls * 2;
  int ai = lid, bi = lid + ls;
  tmp[PAD(ai)] = base + ai < n ? in[base + ai] : 0.0f;
  tmp[PAD(bi)] = base + bi < n ? in[base + bi] : 0.0f;
  int off = 1;
  for (int d = ls; d > 0; d >>= 1) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      int x = off * (2 * lid + 1) - 1, y = off * (2 * lid + 2) - 1;
      tmp[PAD(y)] += tmp[PAD(x)];
    }
    off <<= 1;
  }
  if (lid == 0) {
    sums[get_group_id(0)] = tmp[PAD(2 * ls - 1)];
    tmp[PAD(2 * ls - 1)] = 0.0f;
  }
  for (int d = 1; d < 2 * ls; d <<= 1) {
    off >>= 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < d) {
      int x = off * (2 * lid + 1) - 1, y = off * (2 * lid + 2) - 1;
      float t = tmp[PAD(x)];
      tmp[PAD(x)] = tmp[PAD(y)];
      tmp[PAD(y)] += t;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (base + ai < n)
    out[base + ai] = tmp[PAD(ai)];
  if (base + bi < n)
    out[base + bi] = tmp[PAD(bi)];
}

/* reduction: tree in local memory down to 64, then the last warp without
   barriers through volatile local memory (the classic unrolled stage) */
static inline void warp_reduce(local volatile float *s, int t) {
  s[t] += s[t + 32];
  s[t] += s[t + 16];
  s[t] += s[t + 8];
  s[t] += s[t + 4];
  s[t] += s[t + 2];
  s[t] += s[t + 1];
}

kernel void ps_reduce_warp(global const float *in, global float *out, local volatile float *s, int n) {
  int t = get_local_id(0), ls = get_local_size(0);
  int i = get_group_id(0) * ls * 2 + t;
  int stride = ls * 2 * get_num_groups(0);
  float acc = 0.0f;
  while (i < n) {
    acc += in[i];
    if (i + ls < n)
      acc += in[i + ls];
    i += stride;
  }
  s[t] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int d = ls / 2; d > 32; d >>= 1) {
    if (t < d)
      s[t] += s[t + d];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t < 32)
    warp_reduce(s, t);
  if (t == 0)
    out[get_group_id(0)] = s[0];
}

/* radix sort: one 1-bit split step of a local block (counting the zeros
   with a local scan) */
kernel void ps_radix_split(global uint *keys, local uint *flags, local uint *tmpk, int bit) {
  int lid = get_local_id(0), ls = get_local_size(0);
  int gid = get_global_id(0);
  uint k = keys[gid];
  uint b = (k >> bit) & 1u;
  flags[lid] = 1u - b;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int off = 1; off < ls; off <<= 1) {
    uint v = lid >= off ? flags[lid - off] : 0u;
    barrier(CLK_LOCAL_MEM_FENCE);
    flags[lid] += v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  uint zeros = flags[ls - 1];
  uint pos = b ? zeros + (uint)lid - (flags[lid]) : flags[lid] - 1u;
  tmpk[pos] = k;
  barrier(CLK_LOCAL_MEM_FENCE);
  keys[gid] = tmpk[lid];
}

/* md: Lennard-Jones forces over a fixed-width neighbour list */
kernel void ps_md_lj(global float4 *force, global const float4 *pos, global const int *neigh, int max_neigh,
                     int natoms, float cutsq, float lj1, float lj2) {
  int i = get_global_id(0);
  if (i >= natoms)
    return;
  float4 p = pos[i];
  float4 f = (float4)(0.0f);
  for (int j = 0; j < max_neigh; j++) {
    int nj = neigh[j * natoms + i];
    if (nj < 0)
      break;
    float4 q = pos[nj];
    float3 d = p.xyz - q.xyz;
    float r2 = dot(d, d);
    if (r2 < cutsq) {
      float r2inv = 1.0f / r2;
      float r6inv = r2inv * r2inv * r2inv;
      float fs = r2inv * r6inv * (lj1 * r6inv - lj2);
      f.xyz += d * fs;
    }
  }
  force[i] = f;
}

/* fft: one radix-2 butterfly stage over complex float2 */
static inline float2 cmul(float2 a, float2 b) { return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x); }

kernel void ps_fft_stage(global float2 *data, int n, int stage) {
  int i = get_global_id(0);
  if (i >= n / 2)
    return;
  int hw = 1 << stage;
  int grp = i / hw, pos = i % hw;
  int a = grp * hw * 2 + pos, b = a + hw;
  float ang = -3.14159265f * (float)pos / (float)hw;
  float2 w = (float2)(cos(ang), sin(ang));
  float2 u = data[a], v = cmul(data[b], w);
  data[a] = u + v;
  data[b] = u - v;
}

/* bit reversal of a 6-bit index, kept as a real call */
__attribute__((noinline)) uint rev_bits6(uint x) {
  uint r = 0;
  for (int i = 0; i < 6; i++) {
    r = (r << 1) | (x & 1u);
    x >>= 1;
  }
  return r;
}

/* fft: a whole 64-point transform in local memory, stages in a loop with
   barriers, bit-reversed load */
kernel void ps_fft64_local(global float2 *data, local float2 *s) {
  int t = get_local_id(0);
  int base = get_group_id(0) * 64;
  s[t] = data[base + (int)(rev_bits6((uint)t))];
  s[t + 32] = data[base + (int)(rev_bits6((uint)t + 32u))];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int hw = 1; hw < 64; hw <<= 1) {
    int grp = t / hw, pos = t % hw;
    int a = grp * hw * 2 + pos, b = a + hw;
    float ang = -3.14159265f * (float)pos / (float)hw;
    float2 w = (float2)(native_cos(ang), native_sin(ang));
    float2 u = s[a], v = cmul(s[b], w);
    barrier(CLK_LOCAL_MEM_FENCE);
    s[a] = u + v;
    s[b] = u - v;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  data[base + t] = s[t];
  data[base + t + 32] = s[t + 32];
}
