/* Minimal stand-ins for the CUDA runtime headers (the corpus is compiled
   with -nocudainc): the attribute macros and the thread-index accessors,
   on top of clang's __nvvm_* builtins. Written for conv. */
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __attribute__((always_inline)) inline
#define __noinline__ __attribute__((noinline))

typedef unsigned int uint;
#define FULL_MASK 0xffffffffu

__device__ static inline int tid_x() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static inline int tid_y() { return __nvvm_read_ptx_sreg_tid_y(); }
__device__ static inline int bid_x() { return __nvvm_read_ptx_sreg_ctaid_x(); }
__device__ static inline int bid_y() { return __nvvm_read_ptx_sreg_ctaid_y(); }
__device__ static inline int bdim_x() { return __nvvm_read_ptx_sreg_ntid_x(); }
__device__ static inline int gdim_x() { return __nvvm_read_ptx_sreg_nctaid_x(); }
__device__ static inline int lane() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static inline float shfl_down(float v, int d) {
  return __nvvm_shfl_sync_down_f32(FULL_MASK, v, d, 0x1f);
}
__device__ static inline float shfl_xor(float v, int d) {
  return __nvvm_shfl_sync_bfly_f32(FULL_MASK, v, d, 0x1f);
}
