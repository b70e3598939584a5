/* Less common device-code constructs for gfx90a, written for conv's
   real-world corpus without the HIP headers: odd integer widths, bf16 and
   _Float16, vector builtins, overflow builtins, inline asm with VGPR and
   SGPR outputs, dynamic allocas, indirect and virtual calls, computed goto,
   recursion, printf, and more AMDGPU builtins (icmp/fcmp ballots, swizzle,
   DPP moves, timers, LDS append/consume, address-space tests). */
#include "hip_common.h"

extern "C" __device__ int printf(const char *, ...);

typedef int int4_t __attribute__((ext_vector_type(4)));
typedef bool bool4_t __attribute__((ext_vector_type(4)));
typedef _Float16 half2_t __attribute__((ext_vector_type(2)));

__global__ void hx_bitint(const _BitInt(37) *in, unsigned _BitInt(9) *out, int n) {
  int i = (int)(bid_x() * bdim_x() + tid_x());
  if (i < n) {
    _BitInt(37) v = in[i];
    out[i] = (unsigned _BitInt(9))(v >> 3) + (unsigned _BitInt(9))1;
  }
}

__global__ void hx_halfs(const _Float16 *a, const __bf16 *b, float *out, int n) {
  int i = (int)(bid_x() * bdim_x() + tid_x());
  if (i >= n)
    return;
  half2_t h = {a[i], a[i] * (_Float16)2.0f};
  float f = (float)b[i];
  out[i] = (float)(h.x + h.y) + f;
}

__global__ void hx_vector_builtins(const int4_t *in, int *out, int4_t lim) {
  uint i = bid_x() * bdim_x() + tid_x();
  int4_t v = in[i];
  int4_t c = __builtin_elementwise_min(v, lim);
  int4_t s = __builtin_shufflevector(c, c, 3, 2, 1, 0);
  bool4_t m = __builtin_convertvector(s > lim, bool4_t);
  int any = __builtin_reduce_or(__builtin_convertvector(m, int4_t));
  out[i] = __builtin_reduce_add(s) + any + __builtin_reduce_max(v);
}

__global__ void hx_overflow(const int *a, const int *b, int *out, unsigned *flags) {
  uint i = bid_x() * bdim_x() + tid_x();
  int r;
  bool o1 = __builtin_add_overflow(a[i], b[i], &r);
  long long w;
  bool o2 = __builtin_mul_overflow((long long)a[i], (long long)b[i], &w);
  out[i] = r ^ (int)(w >> 32) ^ (int)__builtin_bitreverse32((unsigned)r) ^
           (int)__builtin_rotateleft32((unsigned)a[i], 7);
  if (o1 || o2)
    __hip_atomic_fetch_or(flags, 1u << (i & 31), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}

__global__ void hx_inline_asm(const int *in, int *out) {
  uint i = bid_x() * bdim_x() + tid_x();
  int v = in[i], w, s;
  asm volatile("v_mov_b32 %0, %1" : "=v"(w) : "v"(v));
  asm volatile("s_mov_b32 %0, 42" : "=s"(s));
  int lane;
  asm("v_mbcnt_lo_u32_b32 %0, -1, 0" : "=v"(lane));
  asm volatile("s_nop 0" ::: "memory");
  out[i] = w + s + lane;
}

__global__ void hx_alloca(const int *in, int *out, int n) {
  uint i = bid_x() * bdim_x() + tid_x();
  int k = in[i] & 15;
  int *buf = (int *)__builtin_alloca(sizeof(int) * (unsigned)(k + 1));
  for (int j = 0; j <= k; j++)
    buf[j] = j * n;
  int s = 0;
  for (int j = k; j >= 0; j -= 2)
    s += buf[j];
  out[i] = s;
}

__device__ __noinline__ int op_add(int a, int b) { return a + b; }
__device__ __noinline__ int op_mul(int a, int b) { return a * b; }
__device__ __noinline__ int op_lane(int a, int b) { return a + (int)lane_id() * b; }

__global__ void hx_fnptr(const int *sel, int *out, int k) {
  typedef int (*op_t)(int, int);
  op_t ops[3] = {op_add, op_mul, op_lane};
  uint i = bid_x() * bdim_x() + tid_x();
  op_t f = ops[sel[i] % 3];
  op_t g = ops[k % 3];
  out[i] = f((int)i, 3) + g(k, 2);
}

struct Shape {
  virtual __device__ float area() const = 0;
  __device__ virtual ~Shape() {}
};
struct Sq : Shape {
  float s;
  __device__ Sq(float x) : s(x) {}
  __device__ float area() const override { return s * s; }
};
struct Circ : Shape {
  float r;
  __device__ Circ(float x) : r(x) {}
  __device__ float area() const override { return 3.14159f * r * r; }
};

__global__ void hx_virtual(const float *in, float *out) {
  uint i = bid_x() * bdim_x() + tid_x();
  Sq a(in[i]);
  Circ b(in[i]);
  const Shape *s = (i & 1) ? (const Shape *)&a : (const Shape *)&b;
  out[i] = s->area();
}

__global__ void hx_computed_goto(const unsigned char *code, int *out, int len) {
  static void *const table[] = {&&op_inc, &&op_dbl, &&op_neg, &&op_end};
  uint i = bid_x() * bdim_x() + tid_x();
  int acc = (int)i, pc = 0;
#define NEXT                                   \
  do {                                         \
    if (pc >= len) goto done;                  \
    goto *table[code[pc++] & 3];               \
  } while (0)
  NEXT;
op_inc:
  acc++;
  NEXT;
op_dbl:
  acc *= 2;
  NEXT;
op_neg:
  acc = -acc;
  NEXT;
op_end:
done:
  out[i] = acc;
#undef NEXT
}

__device__ int fib_rec(int n) { return n < 2 ? n : fib_rec(n - 1) + fib_rec(n - 2); }

__global__ void hx_recursion(int *out) {
  uint i = bid_x() * bdim_x() + tid_x();
  out[i] = fib_rec((int)(i & 7)) + fib_rec(5);
}

__global__ void hx_printf(const float *in, int n) {
  uint i = bid_x() * bdim_x() + tid_x();
  if (i < (uint)n && in[i] != in[i])
    printf("NaN at %u (block %u)\n", i, bid_x());
  if (i == 0)
    printf("n=%d\n", n);
}

__global__ void hx_amdgpu_builtins(const float *in, uint *out, u64 *ballots) {
  uint i = bid_x() * bdim_x() + tid_x();
  float v = in[i];
  u64 b1 = __builtin_amdgcn_uicmpl(i & 1u, 0u, 33);   /* ICMP_NE */
  u64 b2 = __builtin_amdgcn_fcmpf(v, 0.0f, 2);        /* FCMP_OGT */
  int sw = __builtin_amdgcn_ds_swizzle((int)i, 0x041f);
  int mv = __builtin_amdgcn_mov_dpp((int)i, 0x101, 0xf, 0xf, false);
  u64 t0 = __builtin_amdgcn_s_memtime();
  u64 t1 = __builtin_amdgcn_s_memrealtime();
  uint wfs = __builtin_amdgcn_wavefrontsize();
  uint hwreg = __builtin_amdgcn_s_getreg(0x1803);   /* HW_REG_HW_ID */
  uint gss = __builtin_amdgcn_groupstaticsize();
  const uint *ia = (const uint *)__builtin_amdgcn_implicitarg_ptr();
  __builtin_amdgcn_s_sleep(1);
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_sched_barrier(0);
  out[i] = (uint)sw + (uint)mv + wfs + hwreg + gss + ia[0] + (uint)(t1 - t0);
  if ((i & 63) == 0)
    ballots[i / 64] = b1 ^ b2;
}

__global__ void hx_lds_append(int *out) {
  __shared__ int cnt;
  __shared__ int buf[64];
  uint t = tid_x();
  if (t == 0)
    cnt = 0;
  syncthreads();
  int slot = -1;
  if (t & 1)
    slot = __builtin_amdgcn_ds_append(&cnt);
  if (slot >= 0 && slot < 64)
    buf[slot] = (int)t;
  syncthreads();
  int c = __builtin_amdgcn_ds_consume(&cnt);
  out[bid_x() * bdim_x() + t] = (t < 64 ? buf[t] : 0) + c;
}

__global__ void hx_addrspace(float *p, int which) {
  __shared__ float lds[64];
  float local_v = 1.0f;
  uint t = tid_x();
  lds[t & 63] = (float)t;
  float *q = which == 0 ? p : which == 1 ? lds : &local_v;
  float *r = (t & 1) ? p + t : lds + (t & 63);
  int k = (__builtin_amdgcn_is_shared(q) ? 1 : 0) + (__builtin_amdgcn_is_private(q) ? 2 : 0) +
          (__builtin_amdgcn_is_shared(r) ? 4 : 0);
  p[bid_x() * bdim_x() + t] = *q + (float)k;
}

__global__ void hx_fp_atomics(float *acc, const float *in, unsigned *ctr) {
  uint i = bid_x() * bdim_x() + tid_x();
  float old = __hip_atomic_fetch_add(acc, in[i], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  float mx = __hip_atomic_fetch_max(acc + 1, in[i], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  unsigned w = __builtin_amdgcn_atomic_inc32(ctr, 1000u, __ATOMIC_RELAXED, "agent");
  unsigned d = __builtin_amdgcn_atomic_dec32(ctr + 1, 1000u, __ATOMIC_RELAXED, "workgroup");
  unsigned expected = 0;
  bool ok = __hip_atomic_compare_exchange_strong(ctr + 2, &expected, i, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED,
                                                 __HIP_MEMORY_SCOPE_AGENT);
  if (ok)
    acc[2 + (i & 7)] = old + mx + (float)(w + d);
  __builtin_trap();
}

__global__ void hx_assume(const int *in, int *out, int n) {
  uint i = bid_x() * bdim_x() + tid_x();
  __builtin_assume(n > 0);
  int v = in[i];
  if (__builtin_expect(v < 0, 0))
    __builtin_unreachable();
  const int *a = (const int *)__builtin_assume_aligned(in, 16);
  out[i] = v % n + a[0];
}
