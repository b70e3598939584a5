#include "common.h"

/* BFS: expand the current frontier (CSR graph) */
kernel void bfs_expand(global const int *row, global const int *col,
                       global const int *frontier, int fsize,
                       global int *dist, global int *next, global int *nsize,
                       int level) {
  int t = get_global_id(0);
  if (t >= fsize)
    return;
  int v = frontier[t];
  for (int e = row[v]; e < row[v + 1]; ++e) {
    int u = col[e];
    if (atomic_cmpxchg(&dist[u], -1, level + 1) == -1) {
      int p = atomic_inc(nsize);
      next[p] = u;
    }
  }
}

/* BFS, Rodinia style: masks instead of a queue */
kernel void bfs_masks(global const int *row, global const int *col,
                      global char *mask, global char *updating,
                      global const char *visited, global int *cost, int n) {
  int tid = get_global_id(0);
  if (tid < n && mask[tid]) {
    mask[tid] = 0;
    for (int i = row[tid]; i < row[tid + 1]; i++) {
      int id = col[i];
      if (!visited[id]) {
        cost[id] = cost[tid] + 1;
        updating[id] = 1;
      }
    }
  }
}

/* pointer chasing with a data-dependent trip count */
kernel void list_length(global const int *next, global int *len, int maxlen) {
  int p = get_global_id(0);
  int n = 0;
  while (p >= 0 && n < maxlen) {
    p = next[p];
    ++n;
  }
  len[get_global_id(0)] = n;
}

/* union-find with path halving: loops with data-dependent exits */
kernel void connected_components(global const int2 *edges, global int *parent, int m) {
  int e = get_global_id(0);
  if (e >= m)
    return;
  int a = edges[e].x, b = edges[e].y;
  for (;;) {
    while (parent[a] != a) { parent[a] = parent[parent[a]]; a = parent[a]; }
    while (parent[b] != b) { parent[b] = parent[parent[b]]; b = parent[b]; }
    if (a == b)
      break;
    int lo = min(a, b), hi = max(a, b);
    if (atomic_cmpxchg(&parent[hi], hi, lo) == hi)
      break;
  }
}
