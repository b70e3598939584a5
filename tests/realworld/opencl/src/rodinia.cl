/* Rodinia-style kernels, written for conv's real-world corpus: graph
   traversal, neural-network layers, stencils with pyramids of barriers,
   dynamic-programming wavefronts, clustering, LU with local memory. */
#include "common.h"

typedef struct {
  int start;
  int count;
} node_t;

/* bfs: expand the frontier (mask), mark the next one */
kernel void rd_bfs_1(global const node_t *nodes, global const int *edges, global char *mask,
                     global char *updating, global const char *visited, global int *cost, int n) {
  int tid = get_global_id(0);
  if (tid < n && mask[tid]) {
    mask[tid] = 0;
    node_t nd = nodes[tid];
    for (int i = nd.start; i < nd.start + nd.count; i++) {
      int id = edges[i];
      if (!visited[id]) {
        cost[id] = cost[tid] + 1;
        updating[id] = 1;
      }
    }
  }
}

kernel void rd_bfs_2(global char *mask, global char *updating, global char *visited,
                     global char *over, int n) {
  int tid = get_global_id(0);
  if (tid < n && updating[tid]) {
    mask[tid] = 1;
    visited[tid] = 1;
    *over = 1;
    updating[tid] = 0;
  }
}

/* backprop: layer forward with a local-memory tree sum per column */
#define BP_W 16
kernel void rd_bp_layerforward(global const float *input, global const float *weights,
                               global float *partial, local float *in_node, local float *wm, int hid) {
  int by = get_group_id(1);
  int tx = get_local_id(0), ty = get_local_id(1);
  int index = (hid + 1) * BP_W * by + (hid + 1) * ty + tx + 1 + (hid + 1);
  int index_in = BP_W * by + ty + 1;
  if (tx == 0)
    in_node[ty] = input[index_in];
  barrier(CLK_LOCAL_MEM_FENCE);
  wm[ty * BP_W + tx] = weights[index] * in_node[ty];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 1; i <= 4; i++) {
    int p = 1 << i;
    if (ty % p == 0)
      wm[ty * BP_W + tx] += wm[(ty + p / 2) * BP_W + tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (ty == 0)
    partial[by * hid + tx] = wm[tx];
}

kernel void rd_bp_adjust(global float *delta, int hid, global const float *ly, int in,
                         global float *w, global float *oldw) {
  int by = get_group_id(1);
  int tx = get_local_id(0), ty = get_local_id(1);
  int index = (hid + 1) * BP_W * by + (hid + 1) * ty + tx + 1 + (hid + 1);
  int index_y = BP_W * by + ty + 1;
  int index_x = tx + 1;
  float d = 0.3f * delta[index_x] * ly[index_y] + 0.3f * oldw[index];
  w[index] += d;
  oldw[index] = d;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (ty == 0 && by == 0) {
    float d0 = 0.3f * delta[index_x] + 0.3f * oldw[index_x];
    w[index_x] += d0;
    oldw[index_x] = d0;
  }
}

/* hotspot: pyramid of `iters` steps in local memory, the valid region
   shrinking each step */
#define HS 16
kernel void rd_hotspot(global const float *power, global const float *temp_src, global float *temp_dst,
                       int iters, int cols, int rows, float cap, float rx, float ry, float rz, float step) {
  local float t_on[HS][HS];
  local float p_on[HS][HS];
  local float t_tmp[HS][HS];
  int bx = get_group_id(0), by = get_group_id(1);
  int tx = get_local_id(0), ty = get_local_id(1);
  int small = HS - iters * 2;
  int blkY = small * by - 1 * iters, blkX = small * bx - 1 * iters;
  int yidx = blkY + ty, xidx = blkX + tx;
  int index = cols * yidx + xidx;
  if (yidx >= 0 && yidx < rows && xidx >= 0 && xidx < cols) {
    t_on[ty][tx] = temp_src[index];
    p_on[ty][tx] = power[index];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  int vy0 = blkY < 0 ? -blkY : 0, vx0 = blkX < 0 ? -blkX : 0;
  int vy1 = blkY + HS - 1 > rows - 1 ? HS - 1 - (blkY + HS - rows) : HS - 1;
  int vx1 = blkX + HS - 1 > cols - 1 ? HS - 1 - (blkX + HS - cols) : HS - 1;
  int n = ty - 1 < vy0 ? vy0 : ty - 1, s = ty + 1 > vy1 ? vy1 : ty + 1;
  int w = tx - 1 < vx0 ? vx0 : tx - 1, e = tx + 1 > vx1 ? vx1 : tx + 1;
  bool computed = false;
  for (int i = 0; i < iters; i++) {
    computed = false;
    if (tx >= i + 1 && tx <= HS - i - 2 && ty >= i + 1 && ty <= HS - i - 2 &&
        tx >= vx0 && tx <= vx1 && ty >= vy0 && ty <= vy1) {
      computed = true;
      t_tmp[ty][tx] = t_on[ty][tx] + step / cap *
          (p_on[ty][tx] + (t_on[s][tx] + t_on[n][tx] - 2.0f * t_on[ty][tx]) * ry +
           (t_on[ty][e] + t_on[ty][w] - 2.0f * t_on[ty][tx]) * rx + (80.0f - t_on[ty][tx]) * rz);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i == iters - 1)
      break;
    if (computed)
      t_on[ty][tx] = t_tmp[ty][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (computed)
    temp_dst[index] = t_tmp[ty][tx];
}

/* pathfinder: dynamic programming over rows, one row per step, with the
   previous row in local memory */
kernel void rd_pathfinder(global const int *wall, global const int *src, global int *dst,
                          local int *prev, local int *result, int cols, int start_step, int border, int iters) {
  int bx = get_group_id(0), tx = get_local_id(0);
  int bs = get_local_size(0);
  int small = bs - iters * 2;
  int blkX = small * bx - border;
  int xidx = blkX + tx;
  int validXmin = blkX < 0 ? -blkX : 0;
  int validXmax = blkX + bs - 1 > cols - 1 ? bs - 1 - (blkX + bs - cols) : bs - 1;
  int W = tx - 1 < validXmin ? validXmin : tx - 1;
  int E = tx + 1 > validXmax ? validXmax : tx + 1;
  bool isValid = tx >= validXmin && tx <= validXmax;
  if (xidx >= 0 && xidx < cols)
    prev[tx] = src[xidx];
  barrier(CLK_LOCAL_MEM_FENCE);
  bool computed = false;
  for (int i = 0; i < iters; i++) {
    computed = false;
    if (tx >= i + 1 && tx <= bs - i - 2 && isValid) {
      computed = true;
      int l = prev[W], u = prev[tx], r = prev[E];
      int m = min(min(l, u), r);
      result[tx] = m + wall[cols * (start_step + i) + xidx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i == iters - 1)
      break;
    if (computed)
      prev[tx] = result[tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (computed)
    dst[xidx] = result[tx];
}

/* nw: Needleman-Wunsch, one diagonal block; the anti-diagonal wavefront
   has a barrier inside both loops */
#define NWB 16
static inline int max3(int a, int b, int c) { return max(max(a, b), c); }

kernel void rd_nw(global const int *ref, global int *score, int cols, int penalty, int blk, int block_width) {
  local int temp[NWB + 1][NWB + 1];
  local int refl[NWB][NWB];
  int bx = get_group_id(0), tx = get_local_id(0);
  int b_index_x = bx;
  int b_index_y = blk - 1 - bx;
  int index = cols * NWB * b_index_y + NWB * b_index_x + tx + cols + 1;
  int index_n = cols * NWB * b_index_y + NWB * b_index_x + tx + 1;
  int index_w = cols * NWB * b_index_y + NWB * b_index_x + cols;
  int index_nw = cols * NWB * b_index_y + NWB * b_index_x;
  if (tx == 0)
    temp[0][0] = score[index_nw];
  for (int ty = 0; ty < NWB; ty++)
    refl[ty][tx] = ref[index + cols * ty];
  barrier(CLK_LOCAL_MEM_FENCE);
  temp[tx + 1][0] = score[index_w + cols * tx];
  barrier(CLK_LOCAL_MEM_FENCE);
  temp[0][tx + 1] = score[index_n];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int m = 0; m < NWB; m++) {
    if (tx <= m) {
      int x = tx + 1, y = m - tx + 1;
      temp[y][x] = max3(temp[y - 1][x - 1] + refl[y - 1][x - 1], temp[y][x - 1] - penalty,
                        temp[y - 1][x] - penalty);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int m = NWB - 2; m >= 0; m--) {
    if (tx <= m) {
      int x = tx + NWB - m, y = NWB - tx;
      temp[y][x] = max3(temp[y - 1][x - 1] + refl[y - 1][x - 1], temp[y][x - 1] - penalty,
                        temp[y - 1][x] - penalty);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int ty = 0; ty < NWB; ty++)
    score[index + ty * cols] = temp[ty + 1][tx + 1];
  (void)block_width;
}

/* srad: diffusion coefficient from the four derivatives */
kernel void rd_srad(global const float *img, global float *c, global float *dn, global float *ds,
                    global float *dw, global float *de, int rows, int cols, float q0sqr) {
  int idx = get_global_id(0);
  if (idx >= rows * cols)
    return;
  int r = idx % rows, col = idx / rows;
  int in = r == 0 ? 0 : r - 1, is = r == rows - 1 ? rows - 1 : r + 1;
  int jw = col == 0 ? 0 : col - 1, je = col == cols - 1 ? cols - 1 : col + 1;
  float jc = img[idx];
  float n = img[col * rows + in] - jc, s = img[col * rows + is] - jc;
  float w = img[jw * rows + r] - jc, e = img[je * rows + r] - jc;
  float g2 = (n * n + s * s + w * w + e * e) / (jc * jc);
  float l = (n + s + w + e) / jc;
  float num = 0.5f * g2 - (1.0f / 16.0f) * l * l;
  float den = 1.0f + 0.25f * l;
  float qsqr = num / (den * den);
  den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
  float cv = 1.0f / (1.0f + den);
  c[idx] = cv < 0.0f ? 0.0f : (cv > 1.0f ? 1.0f : cv);
  dn[idx] = n;
  ds[idx] = s;
  dw[idx] = w;
  de[idx] = e;
}

/* kmeans: nearest centre of each point */
kernel void rd_kmeans(global const float *feature, global const float *clusters, global int *membership,
                      int npoints, int nclusters, int nfeatures) {
  int p = get_global_id(0);
  if (p >= npoints)
    return;
  int best = -1;
  float best_d = FLT_MAX;
  for (int c = 0; c < nclusters; c++) {
    float d = 0.0f;
    for (int f = 0; f < nfeatures; f++) {
      float diff = feature[f * npoints + p] - clusters[c * nfeatures + f];
      d += diff * diff;
      if (d >= best_d)
        break;
    }
    if (d < best_d) {
      best_d = d;
      best = c;
    }
  }
  membership[p] = best;
}

/* lud: the diagonal block, factorised in local memory by one work-group */
#define LB 16
kernel void rd_lud_diagonal(global float *m, local float *shadow, int dim, int offset) {
  int tx = get_local_id(0);
  int array_offset = offset * dim + offset;
  for (int i = 0; i < LB; i++) {
    shadow[i * LB + tx] = m[array_offset + tx];
    array_offset += dim;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 0; i < LB - 1; i++) {
    if (tx > i) {
      for (int j = 0; j < i; j++)
        shadow[tx * LB + i] -= shadow[tx * LB + j] * shadow[j * LB + i];
      shadow[tx * LB + i] /= shadow[i * LB + i];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (tx > i) {
      for (int j = 0; j < i + 1; j++)
        shadow[(i + 1) * LB + tx] -= shadow[(i + 1) * LB + j] * shadow[j * LB + tx];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  array_offset = (offset + 1) * dim + offset;
  for (int i = 1; i < LB; i++) {
    m[array_offset + tx] = shadow[i * LB + tx];
    array_offset += dim;
  }
}

/* nn: distance of each record to the query point */
typedef struct {
  float lat;
  float lng;
} latlong_t;

kernel void rd_nn(global const latlong_t *d_locations, global float *d_distances, int n, float lat, float lng) {
  int gid = get_global_id(0);
  if (gid < n) {
    latlong_t l = d_locations[gid];
    d_distances[gid] = sqrt((lat - l.lat) * (lat - l.lat) + (lng - l.lng) * (lng - l.lng));
  }
}

/* gaussian elimination: multipliers, then the row update */
kernel void rd_gauss_fan1(global const float *a, global float *m, int size, int t) {
  int gid = get_global_id(0);
  if (gid >= size - 1 - t)
    return;
  m[size * (gid + t + 1) + t] = a[size * (gid + t + 1) + t] / a[size * t + t];
}

kernel void rd_gauss_fan2(global float *a, global float *b, global const float *m, int size, int t) {
  int x = get_global_id(0), y = get_global_id(1);
  if (x >= size - 1 - t || y >= size - t)
    return;
  a[size * (x + 1 + t) + (y + t)] -= m[size * (x + 1 + t) + t] * a[size * t + (y + t)];
  if (y == 0)
    b[x + 1 + t] -= m[size * (x + 1 + t) + (y + t)] * b[t];
}

/* b+tree: descend `height` levels, one query per work-group, the key
   comparison spread over the work-items of the group */
typedef struct {
  int num_keys;
  int is_leaf;
  int keys[16];
  int children[17];
} bnode_t;

kernel void rd_btree_find(global const bnode_t *nodes, global const int *keys, global int *result,
                          global int *current, int height) {
  int bid = get_group_id(0), tid = get_local_id(0);
  int key = keys[bid];
  for (int lvl = 0; lvl < height; lvl++) {
    global const bnode_t *nd = &nodes[current[bid]];
    if (tid < nd->num_keys && nd->keys[tid] <= key && (tid + 1 == nd->num_keys || nd->keys[tid + 1] > key))
      current[bid] = nd->children[tid + 1];
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
  global const bnode_t *leaf = &nodes[current[bid]];
  if (tid < leaf->num_keys && leaf->keys[tid] == key)
    result[bid] = leaf->children[tid];
}

/* particle filter: the first CDF entry not below u, linear search with an
   early return */
static int find_index(global const float *cdf, int n, float u) {
  for (int i = 0; i < n; i++)
    if (cdf[i] >= u)
      return i;
  return n - 1;
}

kernel void rd_pf_find_index(global const float *cdf, global const float *u, global const float *ax,
                             global const float *ay, global float *xj, global float *yj, int n) {
  int i = get_global_id(0);
  if (i < n) {
    int idx = find_index(cdf, n, u[i]);
    xj[i] = ax[idx];
    yj[i] = ay[idx];
  }
}

/* streamcluster: cost of opening a centre at x */
kernel void rd_sc_pgain(global const float *coords, global const float *weights, global const int *assign,
                        global const float *cost, global float *lower, global char *switch_membership,
                        int num, int dim, int x, int ncenters) {
  int tid = get_global_id(0);
  if (tid >= num)
    return;
  float d = 0.0f;
  for (int i = 0; i < dim; i++) {
    float t = coords[i * num + tid] - coords[i * num + x];
    d += t * t;
  }
  float c = d * weights[tid];
  float cur = cost[tid];
  if (c < cur) {
    switch_membership[tid] = 1;
    lower[tid * (ncenters + 1) + ncenters] += c - cur;
  } else {
    lower[tid * (ncenters + 1) + assign[tid]] += cur - c;
  }
}

/* cfd: flux over the four neighbours of a cell, with boundary kinds */
typedef struct {
  float density;
  float3 momentum;
  float energy;
} cfd_var_t;

static inline float pressure(float density, float density_energy, float speed_sqd) {
  return 0.4f * (density_energy - 0.5f * density * speed_sqd);
}

kernel void rd_cfd_flux(global const int *neighbors, global const float4 *normals, global const cfd_var_t *vars,
                        global cfd_var_t *fluxes, int nelr) {
  int i = get_global_id(0);
  if (i >= nelr)
    return;
  cfd_var_t v = vars[i];
  float3 vel = v.momentum / v.density;
  float sp2 = dot(vel, vel);
  float p = pressure(v.density, v.energy, sp2);
  cfd_var_t f = {0.0f, (float3)(0.0f), 0.0f};
  for (int j = 0; j < 4; j++) {
    int nb = neighbors[i * 4 + j];
    float4 nrm = normals[i * 4 + j];
    float nlen = length(nrm.xyz);
    if (nb >= 0) {
      cfd_var_t w = vars[nb];
      float3 vn = w.momentum / w.density;
      float pn = pressure(w.density, w.energy, dot(vn, vn));
      float factor = -nlen * 0.2f * 0.5f * (sqrt(sp2) + sqrt(dot(vn, vn)));
      f.density += factor * (v.density - w.density);
      f.energy += factor * (v.energy - w.energy) + 0.5f * dot(nrm.xyz, (v.energy + p) * vel + (w.energy + pn) * vn);
      f.momentum += factor * (v.momentum - w.momentum) + 0.5f * nrm.xyz * (p + pn);
    } else if (nb == -1) {
      f.momentum += nrm.xyz * p;
    } else if (nb == -2) {
      f.momentum += nrm.xyz * (p - 1.0f);
      f.density += 0.1f * nlen;
    }
  }
  fluxes[i] = f;
}
