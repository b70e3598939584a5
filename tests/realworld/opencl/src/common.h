/* Shared helpers for the conv real-world OpenCL corpus (written for conv;
   in the style of common GPU benchmark kernels). */
#if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)
#define HAVE_SUBGROUPS 1
#else
#define HAVE_SUBGROUPS 0
#endif

/* not a kernel: inlined at -O1 and above, a real call at -O0 */
static inline int clamp_index(int i, int n) {
  return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

int hash32(uint x);
int hash32(uint x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return (int)x;
}
