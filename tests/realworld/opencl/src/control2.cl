/* Control-flow shapes, written for conv's real-world corpus: switch-based
   state machines, early returns inside loops, nested loops with breaks,
   inline and noinline helpers, structs and vectors. */
#include "common.h"

typedef struct {
  int2 pos;
  float4 color;
  int state;
} agent_t;

/* lexer-like state machine over a byte string, no goto */
enum { S_START, S_NUM, S_WORD, S_SPACE, S_DONE };

kernel void cf_tokenize(global const uchar *text, global const int *starts, global int *counts, int len) {
  int gid = get_global_id(0);
  int i = starts[gid];
  int state = S_START;
  int nums = 0, words = 0;
  while (state != S_DONE) {
    uchar c = i < len ? text[i] : 0;
    switch (state) {
    case S_START:
    case S_SPACE:
      if (c == 0)
        state = S_DONE;
      else if (c >= '0' && c <= '9')
        state = S_NUM, nums++;
      else if (c == ' ')
        state = S_SPACE;
      else
        state = S_WORD, words++;
      break;
    case S_NUM:
      if (c == 0)
        state = S_DONE;
      else if (c == ' ')
        state = S_SPACE;
      else if (c < '0' || c > '9')
        state = S_WORD, words++;
      break;
    case S_WORD:
      if (c == 0 || c == '\n')
        state = S_DONE;
      else if (c == ' ')
        state = S_SPACE;
      break;
    default:
      state = S_DONE;
    }
    i++;
  }
  counts[2 * gid] = nums;
  counts[2 * gid + 1] = words;
}

/* agents: a struct per work-item, switch on a field, vector updates */
__attribute__((noinline)) float4 shade(float4 c, int2 p) {
  float d = (float)(p.x * p.x + p.y * p.y);
  return c * (1.0f / (1.0f + d)) + (float4)(0.0f, 0.0f, 0.0f, 1.0f);
}

kernel void cf_agents(global agent_t *agents, global const int2 *dirs, int steps, int2 lo, int2 hi) {
  int gid = get_global_id(0);
  agent_t a = agents[gid];
  for (int s = 0; s < steps; s++) {
    switch (a.state) {
    case 0:
      a.pos += dirs[gid % 4];
      if (any(a.pos < lo) || any(a.pos > hi))
        a.state = 1;
      break;
    case 1:
      a.pos = clamp(a.pos, lo, hi);
      a.state = 2;
      break;
    case 2:
      a.color = shade(a.color, a.pos);
      a.state = a.color.w > 4.0f ? 3 : 0;
      break;
    default:
      goto out;
    }
  }
out:
  agents[gid] = a;
}

/* search in a 2-d table: nested loops, break out of both with a flag,
   early return inside the inner loop */
kernel void cf_find2d(global const int *table, global const int *keys, global int2 *where, int rows, int cols) {
  int gid = get_global_id(0);
  int key = keys[gid];
  for (int r = 0; r < rows; r++) {
    if (table[r * cols] > key)
      break;
    for (int c = 0; c < cols; c++) {
      int v = table[r * cols + c];
      if (v == key) {
        where[gid] = (int2)(r, c);
        return;
      }
      if (v > key)
        break;
    }
  }
  where[gid] = (int2)(-1, -1);
}

/* helpers: an inline and a noinline one, both with loops and returns */
static inline int digits_inline(int v) {
  int n = 1;
  while (v >= 10) {
    v /= 10;
    n++;
  }
  return n;
}

__attribute__((noinline)) int first_prime_after(int v) {
  for (int c = v + 1;; c++) {
    int prime = c > 1;
    for (int d = 2; d * d <= c; d++)
      if (c % d == 0) {
        prime = 0;
        break;
      }
    if (prime)
      return c;
  }
}

kernel void cf_helpers2(global const int *in, global int *out, int uniform_v) {
  int gid = get_global_id(0);
  int a = digits_inline(in[gid]);
  int b = first_prime_after(in[gid] & 1023);
  int c = first_prime_after(uniform_v);
  out[gid] = a * 10000 + b + c;
}

/* vector types, select, vload/vstore, shuffle-like swizzles */
kernel void cf_vectors(global const float *in, global float *out, global const int4 *masks, float t) {
  int gid = get_global_id(0);
  float4 v = vload4(gid, in);
  int4 m = masks[gid & 7];
  float4 w = select(v, v.wzyx, m < (int4)(0));
  float4 c = clamp(w, (float4)(-t), (float4)(t));
  float4 r = mix(c, native_sqrt(fabs(w)), (float4)(0.25f));
  int2 ix = convert_int2(r.xy);
  r.zw = convert_float2(ix) + r.zw;
  vstore4(r, gid, out);
}

/* a loop with continue, break, and a return all depending on loaded data,
   and a barrier after it that every work-item reaches */
kernel void cf_loop_exits(global const int *in, global int *out, local int *lm, int n) {
  int lid = get_local_id(0);
  int acc = 0;
  for (int i = lid; i < n; i += get_local_size(0)) {
    int v = in[i];
    if (v == 0)
      continue;
    if (v < 0)
      break;
    acc += v;
    if (acc > 1 << 20) {
      acc = -1;
      break;
    }
  }
  lm[lid] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) {
    int s = 0;
    for (uint i = 0; i < get_local_size(0); i++) {
      if (lm[i] < 0) {
        out[get_group_id(0)] = -1;
        return;
      }
      s += lm[i];
    }
    out[get_group_id(0)] = s;
  }
}

/* a uniform loop over the group count, a divergent one over the lane,
   with a math-builtin-heavy body */
kernel void cf_math(global const float *in, global float *out, int iters) {
  int gid = get_global_id(0);
  float x = in[gid];
  for (int i = 0; i < iters; i++) {
    x = fma(x, 0.5f, sin(x)) + log1p(fabs(x)) - atan2(x, 1.0f + (float)i);
    x = fmin(fmax(x, -10.0f), 10.0f);
  }
  int e;
  float m = frexp(x, &e);
  out[gid] = ldexp(m, e / 2) + rsqrt(1.0f + x * x) + hypot(x, 2.0f) + erf(x) + cbrt(x);
}
