/* Image-processing kernels in the style of the vendor SDK samples, written
   for conv's real-world corpus: Sobel, a 3x3 median with a small sorting
   network, a bilateral filter, RGBA conversion through vload4/vstore4. */
#include "common.h"

kernel void im_sobel(global const uchar *in, global uchar *out, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= w || y >= h)
    return;
  if (x == 0 || y == 0 || x == w - 1 || y == h - 1) {
    out[y * w + x] = 0;
    return;
  }
  int gx = 0, gy = 0;
  const int kx[3][3] = {{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}};
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
      int p = in[(y + dy) * w + x + dx];
      gx += kx[dy + 1][dx + 1] * p;
      gy += kx[dx + 1][dy + 1] * p;
    }
  float g = sqrt((float)(gx * gx + gy * gy));
  out[y * w + x] = convert_uchar_sat(g);
}

/* sorting network helper: swap if out of order */
#define SORT2(a, b)     \
  do {                  \
    uchar lo_ = min(a, b); \
    uchar hi_ = max(a, b); \
    a = lo_;            \
    b = hi_;            \
  } while (0)

kernel void im_median3x3(global const uchar *in, global uchar *out, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
    return;
  uchar v[9];
  int n = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      v[n++] = in[(y + dy) * w + x + dx];
  /* insertion sort of nine values: data-dependent inner loop */
  for (int i = 1; i < 9; i++) {
    uchar key = v[i];
    int j = i - 1;
    while (j >= 0 && v[j] > key) {
      v[j + 1] = v[j];
      j--;
    }
    v[j + 1] = key;
  }
  out[y * w + x] = v[4];
}

kernel void im_median3x3_net(global const uchar4 *in, global uchar4 *out, int w, int h) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x < 1 || y < 1 || x >= w - 1 || y >= h - 1)
    return;
  uchar4 r = (uchar4)(0);
  for (int c = 0; c < 4; c++) {
    uchar p0, p1, p2, p3, p4, p5, p6, p7, p8;
    uchar4 q;
#define CH(q, c) ((c) == 0 ? (q).x : (c) == 1 ? (q).y : (c) == 2 ? (q).z : (q).w)
    q = in[(y - 1) * w + x - 1]; p0 = CH(q, c);
    q = in[(y - 1) * w + x];     p1 = CH(q, c);
    q = in[(y - 1) * w + x + 1]; p2 = CH(q, c);
    q = in[y * w + x - 1];       p3 = CH(q, c);
    q = in[y * w + x];           p4 = CH(q, c);
    q = in[y * w + x + 1];       p5 = CH(q, c);
    q = in[(y + 1) * w + x - 1]; p6 = CH(q, c);
    q = in[(y + 1) * w + x];     p7 = CH(q, c);
    q = in[(y + 1) * w + x + 1]; p8 = CH(q, c);
    SORT2(p1, p2); SORT2(p4, p5); SORT2(p7, p8);
    SORT2(p0, p1); SORT2(p3, p4); SORT2(p6, p7);
    SORT2(p1, p2); SORT2(p4, p5); SORT2(p7, p8);
    SORT2(p0, p3); SORT2(p5, p8); SORT2(p4, p7);
    SORT2(p3, p6); SORT2(p1, p4); SORT2(p2, p5);
    SORT2(p4, p7); SORT2(p4, p2); SORT2(p6, p4);
    SORT2(p4, p2);
    if (c == 0) r.x = p4;
    else if (c == 1) r.y = p4;
    else if (c == 2) r.z = p4;
    else r.w = p4;
  }
  out[y * w + x] = r;
}

kernel void im_bilateral(global const float *in, global float *out, int w, int h, int radius,
                         float sigma_s, float sigma_r) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= w || y >= h)
    return;
  float c = in[y * w + x];
  float sum = 0.0f, wsum = 0.0f;
  for (int dy = -radius; dy <= radius; dy++) {
    int yy = clamp_index(y + dy, h);
    for (int dx = -radius; dx <= radius; dx++) {
      int xx = clamp(x + dx, 0, w - 1);
      float v = in[yy * w + xx];
      float ds = (float)(dx * dx + dy * dy) / (2.0f * sigma_s * sigma_s);
      float dr = (v - c) * (v - c) / (2.0f * sigma_r * sigma_r);
      float wt = exp(-ds - dr);
      sum += wt * v;
      wsum += wt;
    }
  }
  out[y * w + x] = wsum > 0.0f ? sum / wsum : c;
}

/* RGBA to grey and a gamma curve, four pixels per work-item */
kernel void im_rgba_gray(global const float *rgba, global float *gray, int npix, float gamma) {
  int i = get_global_id(0);
  if (i * 4 + 3 >= npix)
    return;
  float4 g;
  for (int k = 0; k < 4; k++) {
    float4 p = vload4(i * 4 + k, rgba);
    float l = dot(p.xyz, (float3)(0.299f, 0.587f, 0.114f));
    l = select(pow(l, gamma), 0.0f, isless(l, 0.0f));
    if (k == 0) g.x = l;
    else if (k == 1) g.y = l;
    else if (k == 2) g.z = l;
    else g.w = l;
  }
  vstore4(g, i, gray);
}

/* box blur, separable, the row pass through local memory with halo */
kernel void im_box_rows(global const float *in, global float *out, local float *row, int w, int r) {
  int x = get_global_id(0), y = get_global_id(1);
  int lx = get_local_id(0), ls = get_local_size(0);
  int base = get_group_id(0) * ls - r;
  for (int i = lx; i < ls + 2 * r; i += ls)
    row[i] = in[y * w + clamp(base + i, 0, w - 1)];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (x < w) {
    float s = 0.0f;
    for (int k = 0; k <= 2 * r; k++)
      s += row[lx + k];
    out[y * w + x] = s / (float)(2 * r + 1);
  }
}
