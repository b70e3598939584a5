/* Minimal stand-ins for the HIP runtime headers (the corpus is compiled
   with -nogpuinc): the attribute macros and the thread-index accessors,
   on top of clang's __builtin_amdgcn_* builtins. Written for conv. */
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __attribute__((always_inline)) inline
#define __noinline__ __attribute__((noinline))

typedef unsigned int uint;
typedef unsigned long long u64;

__device__ static inline uint tid_x() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline uint tid_y() { return __builtin_amdgcn_workitem_id_y(); }
__device__ static inline uint bid_x() { return __builtin_amdgcn_workgroup_id_x(); }
__device__ static inline uint bid_y() { return __builtin_amdgcn_workgroup_id_y(); }
__device__ static inline uint bdim_x() { return __builtin_amdgcn_workgroup_size_x(); }
__device__ static inline uint bdim_y() { return __builtin_amdgcn_workgroup_size_y(); }
__device__ static inline uint gdim_x() {
  /* grid size in work-items from the HSA dispatch packet, in blocks */
  const uint *dp = (const uint *)__builtin_amdgcn_dispatch_ptr();
  return dp[3] / bdim_x();
}
__device__ static inline void syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
__device__ static inline uint lane_id() {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}
/* wave64 shuffle through ds_bpermute (byte addresses) */
__device__ static inline int shfl(int v, int src_lane) {
  return __builtin_amdgcn_ds_bpermute(src_lane << 2, v);
}
__device__ static inline float shfl_f(float v, int src_lane) {
  return __builtin_bit_cast(float, shfl(__builtin_bit_cast(int, v), src_lane));
}
