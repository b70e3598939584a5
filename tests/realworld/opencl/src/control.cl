#include "common.h"

/* nested loops with break/continue depending on the data */
kernel void search_rows(global const int *m, global int *found, int rows,
                        int cols, int key) {
  int r = get_global_id(0);
  found[r] = -1;
  if (r >= rows)
    return;
  for (int c = 0; c < cols; ++c) {
    int v = m[r * cols + c];
    if (v < 0)
      continue;
    if (v == key) {
      found[r] = c;
      break;
    }
    if (v > key * 2)
      break;
  }
}

/* a switch on a lane-dependent value, and one on a kernel argument */
kernel void switch_ops(global float *x, int mode) {
  int i = get_global_id(0);
  float v = x[i];
  switch (i & 3) {
  case 0: v = v * 2.0f; break;
  case 1: v = v + 1.0f; break;
  case 2: v = -v; break;
  default: break;
  }
  switch (mode) {
  case 7: v = sqrt(fabs(v)); break;
  case 9: v = v * v; break;
  case 13: v = 0.0f; break;
  default: v = v + (float)mode; break;
  }
  x[i] = v;
}

/* Mandelbrot: per-pixel trip count */
kernel void mandelbrot(global int *out, int w, int h, int maxit) {
  int px = get_global_id(0), py = get_global_id(1);
  float cx = -2.0f + 3.0f * px / w, cy = -1.5f + 3.0f * py / h;
  float x = 0.0f, y = 0.0f;
  int it = 0;
  while (x * x + y * y < 4.0f && it < maxit) {
    float t = x * x - y * y + cx;
    y = 2.0f * x * y + cy;
    x = t;
    ++it;
  }
  out[py * w + px] = it;
}

/* Collatz steps: loop with divergent exit, value live after the loop */
kernel void collatz(global const uint *start, global uint *steps) {
  uint n = start[get_global_id(0)];
  uint s = 0;
  do {
    n = (n & 1) ? 3 * n + 1 : n / 2;
    ++s;
  } while (n != 1 && s < 10000);
  steps[get_global_id(0)] = s;
}

/* helper functions that are not kernels (not inlined: noinline) */
__attribute__((noinline)) float poly(float x, int deg, global const float *c) {
  float r = 0.0f;
  for (int i = deg; i >= 0; --i)
    r = r * x + c[i];
  return r;
}

__attribute__((noinline)) int first_negative(global const int *a, int n) {
  for (int i = 0; i < n; ++i)
    if (a[i] < 0)
      return i;
  return -1;
}

kernel void use_helpers(global float *x, global const float *c, int deg,
                        global const int *a, global int *idx, int n) {
  int i = get_global_id(0);
  x[i] = poly(x[i], deg, c);
  idx[i] = first_negative(a + i * n, n);
  idx[i] += hash32(i) & 1;
}

/* goto-based state machine (irreducible-looking control flow) */
kernel void state_machine(global const int *input, global int *out, int n) {
  int i = get_global_id(0);
  int acc = 0, k = 0;
  if (input[i] & 1)
    goto odd;
even:
  acc += 2;
  if (++k >= n)
    goto done;
  if (input[(i + k) % n] & 1)
    goto odd;
  goto even;
odd:
  acc += 3;
  if (++k >= n)
    goto done;
  if (input[(i + k) % n] & 1)
    goto odd;
  goto even;
done:
  out[i] = acc;
}
