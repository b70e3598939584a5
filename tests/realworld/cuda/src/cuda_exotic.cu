/* Less common device-code constructs for sm_70, written for conv's
   real-world corpus without the CUDA headers: WMMA tensor-core fragments,
   match.all with its predicate, vote.uni, lane masks, inline PTX, CTA- and
   system-scope atomics, address-space tests, printf (vprintf), indirect
   calls, dynamic allocas, odd integer widths, __nvvm_reflect. */
#include "cuda_common.h"

extern "C" __device__ int printf(const char *, ...);

/* one 16x16x16 tile of D = A B + C on tensor cores (f16 inputs, f32 acc) */
__global__ void cx_wmma(const int *a, const int *b, float *c, float *d, int ld) {
  int fa[8], fb[8];
  float fc[8], fd[8];
  __hmma_m16n16k16_ld_a(fa, a, ld, 0);
  __hmma_m16n16k16_ld_b(fb, b, ld, 0);
  __hmma_m16n16k16_ld_c_f32(fc, c, ld, 0);
  __hmma_m16n16k16_mma_f32f32(fd, fa, fb, fc, 0, 0);
  __hmma_m16n16k16_st_c_f32(d, fd, ld, 0);
}

__global__ void cx_match_vote(const int *keys, int *out) {
  int i = bid_x() * bdim_x() + tid_x();
  int k = keys[i];
  int pred;
  uint all = __nvvm_match_all_sync_i32p(FULL_MASK, k, &pred);
  bool uni = __nvvm_vote_uni_sync(FULL_MASK, k > 0);
  uint lt = __nvvm_read_ptx_sreg_lanemask_lt();
  uint ge = __nvvm_read_ptx_sreg_lanemask_ge();
  uint act = __nvvm_activemask();
  out[i] = (int)(all ^ lt ^ ge ^ act) + pred * 2 + (uni ? 1 : 0);
}

__global__ void cx_inline_ptx(const int *in, int *out) {
  int i = bid_x() * bdim_x() + tid_x();
  int lane_asm, v = in[i], r;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane_asm));
  asm volatile("add.s32 %0, %1, 1;" : "=r"(r) : "r"(v));
  unsigned long long g;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g));
  out[i] = lane_asm + r + (int)(g & 1);
}

__global__ void cx_scoped_atomics(int *ctr, float *f, unsigned long long *u) {
  int i = bid_x() * bdim_x() + tid_x();
  int a = __nvvm_atom_cta_add_gen_i(ctr, 1);
  int b = __nvvm_atom_sys_cas_gen_i(ctr + 1, 0, i);
  float c = __nvvm_atom_add_gen_f(f, 1.0f);
  unsigned long long d = __nvvm_atom_max_gen_ull(u, (unsigned long long)i);
  int e = __nvvm_atom_cta_xchg_gen_i(ctr + 2, i);
  int g = __nvvm_atom_inc_gen_ui((unsigned *)ctr + 3, 100u);
  __nvvm_membar_cta();
  __nvvm_membar_gl();
  __nvvm_membar_sys();
  ctr[4 + (i & 15)] = a + b + (int)c + (int)d + e + g;
}

__global__ void cx_spaces(float *p, int which) {
  __shared__ float s[32];
  float loc = 2.0f;
  int t = tid_x();
  s[t & 31] = (float)t;
  __syncthreads();
  float *q = which == 0 ? p : which == 1 ? s : &loc;
  int k = (__nvvm_isspacep_shared(q) ? 1 : 0) + (__nvvm_isspacep_global(q) ? 2 : 0) +
          (__nvvm_isspacep_local(q) ? 4 : 0) + (__nvvm_isspacep_const(q) ? 8 : 0);
  p[bid_x() * bdim_x() + t] = *q + (float)k;
}

__global__ void cx_printf(const float *in, int n) {
  int i = bid_x() * bdim_x() + tid_x();
  if (i < n && in[i] < 0.0f)
    printf("negative %f at %d\n", (double)in[i], i);
}

__device__ __noinline__ float f_sq(float x) { return x * x; }
__device__ __noinline__ float f_neg(float x) { return -x; }

__global__ void cx_fnptr(const float *in, float *out, const int *sel) {
  typedef float (*fn_t)(float);
  fn_t fs[2] = {f_sq, f_neg};
  int i = bid_x() * bdim_x() + tid_x();
  out[i] = fs[sel[i] & 1](in[i]);
}

__global__ void cx_alloca_bitint(const int *in, int *out) {
  int i = bid_x() * bdim_x() + tid_x();
  int k = in[i] & 7;
  int *buf = (int *)__builtin_alloca(sizeof(int) * (unsigned)(k + 1));
  for (int j = 0; j <= k; j++)
    buf[j] = j;
  unsigned _BitInt(24) x = (unsigned _BitInt(24))in[i];
  out[i] = buf[k] + (int)(x * 3);
}

__global__ void cx_reflect(float *x) {
  int i = bid_x() * bdim_x() + tid_x();
  if (__nvvm_reflect("__CUDA_FTZ"))
    x[i] = __nvvm_sqrt_approx_ftz_f(x[i]);
  else
    x[i] = __nvvm_sqrt_rn_f(x[i]);
}

__global__ void cx_warp_sync(int *data) {
  int i = bid_x() * bdim_x() + tid_x();
  int v = data[i];
  if (lane() < 16) {
    __nvvm_bar_warp_sync(0x0000ffffu);
    v += __nvvm_shfl_sync_bfly_i32(0x0000ffffu, v, 1, 0x1f);
  }
  __nvvm_barrier_sync_cnt(1, 64);
  data[i] = v + __nvvm_prmt(v, 0, 0x3210) + __nvvm_ldu_i(&data[0]);
}

/* a branch on a warp vote outside any loop, with stores on both sides: the
   join's phi is uniform (the vote is), LLVM 19 calls it divergent */
__global__ void cx_vote_branch(int *out, const int *in, int n) {
  int i = bid_x() * bdim_x() + tid_x();
  bool ok = i < n && in[i] >= 0;
  int mode;
  if (__nvvm_vote_all_sync(FULL_MASK, ok)) {
    out[i] = in[i];
    mode = 1;
  } else {
    out[i] = 0;
    mode = 2;
  }
  out[n + bid_x()] = mode;
}
