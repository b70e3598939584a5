/* Less common OpenCL C features, written for conv's real-world corpus:
   printf, device-side enqueue with blocks, pipes, images and samplers,
   generic-address-space casts, half and double, C11 compare-exchange,
   program-scope globals, work-item queries, attributes on kernels. */
#include "common.h"
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif

/* program-scope variables (OpenCL 2.0) */
global int ex_counter = 0;
constant float ex_lut[8] = {0.0f, 0.125f, 0.25f, 0.375f, 0.5f, 0.625f, 0.75f, 0.875f};

kernel void ex_printf(global const int *in, int n) {
  int gid = get_global_id(0);
  if (gid < n && in[gid] < 0)
    printf("negative value %d at %d (%f)\n", in[gid], gid, (float)in[gid] * 0.5f);
  if (gid == 0)
    printf("n = %d, dims = %u\n", n, get_work_dim());
}

kernel void ex_workitem_queries(global ulong *out) {
  size_t gid = get_global_id(0);
  out[gid * 6 + 0] = get_global_offset(0);
  out[gid * 6 + 1] = get_enqueued_local_size(0);
  out[gid * 6 + 2] = get_work_dim();
  out[gid * 6 + 3] = get_global_linear_id();
  out[gid * 6 + 4] = get_local_linear_id();
  out[gid * 6 + 5] = get_num_groups(1) * get_global_size(2);
}

__attribute__((reqd_work_group_size(64, 1, 1)))
__attribute__((vec_type_hint(float4)))
kernel void ex_reqd_size(global float *x) {
  size_t l = get_local_id(0);
  size_t ly = get_local_id(1);
  x[get_global_id(0)] = ex_lut[l & 7] + (float)ly;
}

__attribute__((work_group_size_hint(128, 1, 1)))
kernel void ex_globals(global int *out) {
  int v = atomic_fetch_add((volatile global atomic_int *)&ex_counter, 1);
  out[get_global_id(0)] = v;
}

/* generic address space: the same helper on global and local pointers */
static float sum3(const float *p) { return p[0] + p[1] + p[2]; }

kernel void ex_generic(global float *g, local float *l) {
  int lid = get_local_id(0);
  l[lid] = g[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  float *p = (lid & 1) ? (float *)g + get_global_id(0) : (float *)l + lid;
  global float *gp = to_global(p);
  float s = sum3(p);
  if (gp)
    s += 1.0f;
  else if (to_local(p))
    s += 2.0f;
  g[get_global_id(0)] = s;
}

/* C11 atomics: strong/weak compare-exchange loops, flags, loads/stores */
kernel void ex_c11_atomics(volatile global atomic_int *a, volatile global atomic_flag *f, global int *out) {
  int gid = get_global_id(0);
  int expected = atomic_load_explicit(a, memory_order_acquire);
  while (!atomic_compare_exchange_weak_explicit(a, &expected, expected + gid, memory_order_acq_rel,
                                               memory_order_relaxed))
    ;
  int e2 = 0;
  bool won = atomic_compare_exchange_strong(a, &e2, -1);
  bool was = atomic_flag_test_and_set_explicit(f, memory_order_acq_rel, memory_scope_device);
  if (!was)
    atomic_flag_clear(f);
  atomic_store_explicit(a, expected, memory_order_release, memory_scope_device);
  out[gid] = expected + (won ? 1 : 0);
}

/* doubles and halves */
kernel void ex_double(global const double *x, global double *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    double v = x[i];
    y[i] = fma(v, v, 1.0) / (1.0 + exp(-v)) + (double)convert_float_rte(v);
  }
}

#ifdef cl_khr_fp16
kernel void ex_half(global const half *x, global half *y, int n) {
  int i = get_global_id(0);
  if (i < n) {
    half h = x[i];
    half4 v = vload4(0, x + (i & ~3));
    y[i] = h * (half)0.5 + v.x - v.w;
  }
}
#endif

/* vload_half / vstore_half without cl_khr_fp16 */
kernel void ex_vload_half(global const half *x, global float *y) {
  int i = get_global_id(0);
  float4 v = vload_half4(i, x);
  vstore_half4_rtz(v * 2.0f, i, (global half *)y);
}

#if defined(__AMDGCN__) || defined(__NVPTX__)
/* device-side enqueue: a child grid per work-group (the blocks become
   invoke functions and kernels) */
kernel void ex_enqueue(global int *data, int n) {
  queue_t q = get_default_queue();
  if (get_local_id(0) == 0) {
    ndrange_t nd = ndrange_1D((size_t)n);
    int base = get_group_id(0) * n;
    enqueue_kernel(q, CLK_ENQUEUE_FLAGS_NO_WAIT, nd, ^{
      data[base + get_global_id(0)] *= 2;
    });
  }
}

kernel void ex_enqueue_local(global int *data, int n) {
  queue_t q = get_default_queue();
  ndrange_t nd = ndrange_1D((size_t)n, (size_t)64);
  if (get_global_id(0) == 0) {
    clk_event_t ev;
    enqueue_kernel(q, CLK_ENQUEUE_FLAGS_WAIT_KERNEL, nd, 0, NULL, &ev,
                   ^(local void *scratch) {
                     local int *s = (local int *)scratch;
                     s[get_local_id(0)] = data[get_global_id(0)];
                     barrier(CLK_LOCAL_MEM_FENCE);
                     data[get_global_id(0)] = s[63 - get_local_id(0)];
                   },
                   64u * sizeof(int));
    release_event(ev);
  }
}

/* pipes */
kernel void ex_pipe_producer(global const int *in, write_only pipe int p) {
  int v = in[get_global_id(0)];
  if (v > 0)
    write_pipe(p, &v);
}

kernel void ex_pipe_consumer(read_only pipe int p, global int *out) {
  int v;
  if (read_pipe(p, &v) == 0)
    out[get_global_id(0)] = v;
  else
    out[get_global_id(0)] = -1;
}

kernel void ex_pipe_reserve(read_only pipe float p, global float *out) {
  reserve_id_t r = work_group_reserve_read_pipe(p, get_local_size(0));
  if (is_valid_reserve_id(r)) {
    float v;
    read_pipe(p, r, get_local_id(0), &v);
    out[get_global_id(0)] = v;
  }
  work_group_commit_read_pipe(p, r);
}
#endif

/* images and samplers */
constant sampler_t ex_smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

kernel void ex_image_blur(read_only image2d_t src, write_only image2d_t dst) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  int2 dim = get_image_dim(src);
  if (p.x >= dim.x || p.y >= dim.y)
    return;
  float4 s = (float4)(0.0f);
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      s += read_imagef(src, ex_smp, p + (int2)(dx, dy));
  write_imagef(dst, p, s / 9.0f);
}

kernel void ex_image_sampler_arg(read_only image2d_t src, sampler_t smp, global float4 *out, int w) {
  float2 c = (float2)((float)get_global_id(0) + 0.5f, (float)get_global_id(1) + 0.5f);
  out[get_global_id(1) * w + get_global_id(0)] =
      read_imagef(src, smp, c) * (float)get_image_width(src);
}

kernel void ex_image_rw(read_write image1d_t img, global const uint4 *v) {
  int i = get_global_id(0);
  uint4 cur = read_imageui(img, i);
  write_imageui(img, i, cur + v[i]);
}
