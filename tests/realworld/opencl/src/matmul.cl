#define TILE 16

/* naive matrix multiply */
kernel void matmul_naive(global const float *A, global const float *B,
                         global float *C, int M, int N, int K) {
  int row = get_global_id(1);
  int col = get_global_id(0);
  if (row >= M || col >= N)
    return;
  float acc = 0.0f;
  for (int k = 0; k < K; ++k)
    acc += A[row * K + k] * B[k * N + col];
  C[row * N + col] = acc;
}

/* tiled matrix multiply with local memory */
kernel void matmul_tiled(global const float *A, global const float *B,
                         global float *C, int M, int N, int K) {
  local float As[TILE][TILE];
  local float Bs[TILE][TILE];
  int tx = get_local_id(0), ty = get_local_id(1);
  int row = get_group_id(1) * TILE + ty;
  int col = get_group_id(0) * TILE + tx;
  float acc = 0.0f;
  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    int ak = t * TILE + tx, bk = t * TILE + ty;
    As[ty][tx] = (row < M && ak < K) ? A[row * K + ak] : 0.0f;
    Bs[ty][tx] = (col < N && bk < K) ? B[bk * N + col] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TILE; ++k)
      acc += As[ty][k] * Bs[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (row < M && col < N)
    C[row * N + col] = acc;
}

/* matrix-vector product, one work-group per row, reduction in local memory */
kernel void matvec_rows(global const float *A, global const float *x,
                        global float *y, int ncols, local float *part) {
  int row = get_group_id(0);
  int lid = get_local_id(0);
  float s = 0.0f;
  for (int c = lid; c < ncols; c += get_local_size(0))
    s += A[row * ncols + c] * x[c];
  part[lid] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int w = get_local_size(0) / 2; w > 0; w /= 2) {
    if (lid < w)
      part[lid] += part[lid + w];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    y[row] = part[0];
}

/* transpose through local memory with a padded tile */
kernel void transpose_tiled(global const float *in, global float *out,
                            int w, int h) {
  local float tile[TILE][TILE + 1];
  int x = get_global_id(0), y = get_global_id(1);
  if (x < w && y < h)
    tile[get_local_id(1)][get_local_id(0)] = in[y * w + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  x = get_group_id(1) * TILE + get_local_id(0);
  y = get_group_id(0) * TILE + get_local_id(1);
  if (x < h && y < w)
    out[y * h + x] = tile[get_local_id(0)][get_local_id(1)];
}
