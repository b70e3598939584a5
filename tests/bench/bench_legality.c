/* tests/bench/bench_legality.c - benchmark of the legality stage. A benchmark,
   never a test: it prints times; it fails only when the library returns
   an error (exit 2).

   Usage: build/bench_legality [--blocks N] [--queries Q] [--reps R] [--seed S] [--plain]
     (defaults 100000 blocks, 100000 queries, 3 repetitions; --plain: no
     tokens, convergent operations uncontrolled)

   The function: tests/support/legality_gen.h's structured shape filled to N blocks
   (diamonds, switches, loops with breaks, early returns, nested three
   deep) with tokens (entry, a heart per loop, anchors) and 1-2 random
   operations per block (collectives, shuffles, barriers at workgroup
   scope, stores, calls, twins in both arms of branches).

   Times (the minimum over R repetitions):
     dom, cycles, uni         conv_domtree_build, conv_cycles_build,
                              conv_uniformity_build (on those cycles and
                              dominators): the analyses the stage uses
                              (the post-dominator tree is timed too: the
                              benchmark's merge targets use it)
     build                    conv_legality_build(f, {wave 64}): builds all
                              of them itself, plus the workgroup-scope
                              uniformity
     shared                   conv_legality_build with the three analyses
                              given
   then Q random queries (lg_query_random: every kind, targets up to three
   steps up or down the dominator tree, identical pairs) on the stage,
   timed together: the mean per query, per kind, and the share legal;
   then stage II: conv_can_tail_duplicate on every block and each loop
   query on every cycle, the mean per query. */
#define _POSIX_C_SOURCE 200809L
#define CONV_IMPLEMENTATION
#include "../../conv_impl.h"
#include "../support/legality_gen.h"

#include <time.h>

typedef struct xrng {
    unsigned long long s;
} xrng;

static unsigned xbelow(void *state, unsigned n) {
    xrng *r = (xrng *)state;
    r->s = r->s * 6364136223846793005ull + 1442695040888963407ull;
    return (unsigned)((r->s >> 33) % n);
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void need(conv_result r, const char *what) {
    if (r != CONV_OK) {
        fprintf(stderr, "bench_legality: %s: %s\n", what, conv_result_str(r));
        exit(2);
    }
}

static double min_d(double a, double b) { return a < b ? a : b; }

/* Stage II on the same stage: tail duplication of every block, and every
   loop query on every cycle (their cost: O(the block and its region), and
   O(the cycle's blocks)). */
enum { S2_TAIL, S2_PEEL, S2_UNROLL, S2_ROTATE, S2_SEPARATE, S2_DELETE, S2_CHANGE_EXIT, S2_KINDS };
static const char *const s2_names[S2_KINDS] = {"tail-dup", "peel 2", "unroll 2", "rotate", "separate", "delete",
                                               "chg-exit"};

static conv_result s2_ask(const conv_legality *L, int kind, conv_cycle c, conv_verdict *v) {
    switch (kind) {
    case S2_PEEL: return conv_can_peel(L, c, 2, v);
    case S2_UNROLL: return conv_can_unroll(L, c, 2, CONV_UNROLL_MULTIPLE, v);
    case S2_ROTATE: return conv_can_rotate(L, c, v);
    case S2_SEPARATE: return conv_can_separate_backedges(L, c, v);
    case S2_DELETE: return conv_can_delete_loop(L, c, v);
    default: return conv_can_change_exit(L, c, v);
    }
}

static void stage2(const lg_fn *fn, const conv_legality *L) {
    const conv_cycles *ci = conv_legality_cycles(L);
    uint32_t nb = conv_function_block_count(fn->f), nc = conv_cycles_count(ci), b, c, cycle_blocks = 0;
    unsigned long legal[S2_KINDS], asked[S2_KINDS];
    double ms[S2_KINDS], t0;
    int k;
    memset(legal, 0, sizeof legal);
    memset(asked, 0, sizeof asked);
    t0 = now_ms();
    for (b = 1; b < nb; b++) {
        conv_verdict v;
        need(conv_can_tail_duplicate(L, conv_function_block(fn->f, b), &v), "tail duplication");
        asked[S2_TAIL]++;
        legal[S2_TAIL] += v.legal;
    }
    ms[S2_TAIL] = now_ms() - t0;
    for (c = 1; c <= nc; c++) {
        uint32_t n = 0;
        conv_cycle cy;
        cy.id = c;
        conv_cycle_blocks(ci, cy, &n);
        cycle_blocks += n;
    }
    for (k = S2_PEEL; k < S2_KINDS; k++) {
        t0 = now_ms();
        for (c = 1; c <= nc; c++) {
            conv_verdict v;
            conv_cycle cy;
            cy.id = c;
            need(s2_ask(L, k, cy, &v), s2_names[k]);
            asked[k]++;
            legal[k] += v.legal;
        }
        ms[k] = now_ms() - t0;
    }
    printf("  stage II: tail duplication of each of %u blocks, loop queries on each of %u cycles (%.1f blocks each on "
           "average)\n", nb - 1u, nc, nc ? (double)cycle_blocks / nc : 0.0);
    for (k = 0; k < S2_KINDS; k++)
        printf("    %-9s %6lu, %7.0f ns each, %5.1f%% legal%s\n", s2_names[k], asked[k],
               asked[k] ? ms[k] * 1e6 / (double)asked[k] : 0.0, asked[k] ? 100.0 * (double)legal[k] / (double)asked[k] : 0.0,
               "");
}

/* The size of a moved path (untimed): the blocks on a path from `upper`
   to `lower`, a backward walk from `lower` through the blocks `upper`
   dominates, `upper` and `lower` included. `seen` has a byte per block,
   zero on entry and on return; `stack` a slot per block. */
static unsigned long path_blocks(const conv_function *f, const conv_domtree *dt, conv_block upper, conv_block lower,
                                 unsigned char *seen, uint32_t *stack) {
    uint32_t sp = 0, k, np;
    unsigned long n = 0;
    const conv_block *preds;
    if (upper.id == lower.id) return 1;
    seen[conv_block_index(lower)] = 1;
    stack[sp++] = lower.id;
    while (sp > 0) {
        conv_block z;
        z.id = stack[--sp];
        n++;
        preds = conv_block_predecessors(f, z, &np);
        for (k = 0; k < np; k++) {
            uint32_t q = conv_block_index(preds[k]);
            if (seen[q] || preds[k].id == upper.id || !conv_domtree_dominates(dt, upper, preds[k])) continue;
            seen[q] = 1;
            stack[sp++] = preds[k].id;
        }
    }
    /* clear what was marked: the same walk again */
    seen[conv_block_index(lower)] = 0;
    stack[sp++] = lower.id;
    while (sp > 0) {
        conv_block z;
        z.id = stack[--sp];
        preds = conv_block_predecessors(f, z, &np);
        for (k = 0; k < np; k++)
            if (seen[conv_block_index(preds[k])]) {
                seen[conv_block_index(preds[k])] = 0;
                stack[sp++] = preds[k].id;
            }
    }
    return n + 1;
}

/* The path a query moves over: its upper and lower places (merges: the
   longer arm; CSE: from a to b). */
static unsigned long query_path(const conv_function *f, const conv_domtree *dt, const lg_query *q, unsigned char *seen,
                                uint32_t *stack) {
    conv_block ba = conv_value_block(f, q->a), bb = conv_value_valid(q->b) ? conv_value_block(f, q->b) : ba;
    unsigned long x, y;
    switch (q->kind) {
    case LG_HOIST:
    case LG_SPECULATE: return conv_domtree_dominates(dt, q->to, ba) ? path_blocks(f, dt, q->to, ba, seen, stack) : 1;
    case LG_SINK: return conv_domtree_dominates(dt, ba, q->to) ? path_blocks(f, dt, ba, q->to, seen, stack) : 1;
    case LG_CSE: return conv_domtree_dominates(dt, ba, bb) ? path_blocks(f, dt, ba, bb, seen, stack) : 1;
    case LG_MERGE:
        if (!conv_domtree_dominates(dt, q->to, ba) || !conv_domtree_dominates(dt, q->to, bb)) return 1;
        x = path_blocks(f, dt, q->to, ba, seen, stack);
        y = path_blocks(f, dt, q->to, bb, seen, stack);
        return x > y ? x : y;
    case LG_KINDS: break;
    }
    return 1;
}

int main(int argc, char **argv) {
    unsigned long blocks = 100000, queries = 100000, reps = 3, seed = 1, i;
    xrng rng;
    lg_src src;
    lg_cfg cfg;
    lg_fn fn;
    lg_pool pool;
    conv_module *m = NULL;
    conv_domtree_desc dd;
    conv_uniformity_desc ud;
    conv_legality_desc ld;
    conv_domtree *dt = NULL, *pdt = NULL;
    conv_cycles *ci = NULL;
    conv_uniformity *u = NULL;
    conv_legality *L = NULL;
    double t_dom = 1e30, t_pdom = 1e30, t_cyc = 1e30, t_uni = 1e30, t_build = 1e30, t_shared = 1e30, t0, tq;
    unsigned long asked[LG_KINDS], legal[LG_KINDS], path[LG_KINDS], path_all = 0;
    double kind_ms[LG_KINDS], ms_all = 0;
    lg_query *qs;
    bool valid = false, tokens = true;
    for (i = 1; i < (unsigned long)argc; i++) {
        if (strcmp(argv[i], "--blocks") == 0 && i + 1 < (unsigned long)argc) blocks = strtoul(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--queries") == 0 && i + 1 < (unsigned long)argc) queries = strtoul(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--reps") == 0 && i + 1 < (unsigned long)argc) reps = strtoul(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < (unsigned long)argc) seed = strtoul(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--plain") == 0) tokens = false;
    }
    rng.s = seed;
    src.below = xbelow;
    src.state = &rng;
    if (!lg_cfg_init(&cfg, (unsigned)blocks)) return 2;
    lg_cfg_structured(&cfg, &src, true);
    need(conv_module_create(NULL, &m), "module");
    if (!lg_build(m, "f", &cfg, &src, tokens, 2, &fn)) need(CONV_ERR_OUT_OF_MEMORY, "lg_build");
    need(conv_verify(fn.f, NULL, NULL, &valid), "conv_verify");
    if (!valid) {
        fprintf(stderr, "bench_legality: the generated function breaks a static rule\n");
        return 2;
    }
    printf("legality: %u blocks, %u values, %u identical pairs, %s\n", conv_function_block_count(fn.f),
           conv_function_value_count(fn.f), fn.npairs, tokens ? "tokens (entry, hearts, anchors)" : "no tokens");
    for (i = 0; i < reps; i++) {
        memset(&dd, 0, sizeof dd);
        t0 = now_ms();
        need(conv_domtree_build(fn.f, &dd, &dt), "domtree");
        t_dom = min_d(t_dom, now_ms() - t0);
        dd.post = true;
        t0 = now_ms();
        need(conv_domtree_build(fn.f, &dd, &pdt), "postdomtree");
        t_pdom = min_d(t_pdom, now_ms() - t0);
        t0 = now_ms();
        need(conv_cycles_build(fn.f, NULL, &ci), "cycles");
        t_cyc = min_d(t_cyc, now_ms() - t0);
        memset(&ud, 0, sizeof ud);
        ud.cycles = ci;
        ud.domtree = dt;
        t0 = now_ms();
        need(conv_uniformity_build(fn.f, &ud, &u), "uniformity");
        t_uni = min_d(t_uni, now_ms() - t0);
        memset(&ld, 0, sizeof ld);
        ld.wave_size = 64;
        t0 = now_ms();
        need(conv_legality_build(fn.f, &ld, &L), "legality");
        t_build = min_d(t_build, now_ms() - t0);
        conv_legality_free(L);
        ld.domtree = dt;
        ld.cycles = ci;
        ld.uniformity = u;
        t0 = now_ms();
        need(conv_legality_build(fn.f, &ld, &L), "legality (shared)");
        t_shared = min_d(t_shared, now_ms() - t0);
        if (i + 1 < reps) {
            conv_legality_free(L);
            conv_uniformity_free(u);
            conv_cycles_free(ci);
            conv_domtree_free(pdt);
            conv_domtree_free(dt);
        }
    }
    printf("  analyses it uses: dom %.2f ms, cycles %.2f ms, uniformity %.2f ms; sum %.2f ms (postdom, for the "
           "queries' targets only: %.2f ms)\n",
           t_dom, t_cyc, t_uni, t_dom + t_cyc + t_uni, t_pdom);
    printf("  conv_legality_build: %.2f ms = %.2fx the analyses it uses; on shared analyses %.2f ms\n", t_build,
           t_build / (t_dom + t_cyc + t_uni), t_shared);
    /* queries, drawn first so that only the answers are timed */
    qs = (lg_query *)malloc(queries * sizeof *qs);
    if (qs == NULL || !lg_pool_init(&pool, &fn, dt, pdt)) return 2;
    for (i = 0; i < queries;) {
        unsigned long tries = 0;
        while (!lg_query_random(&pool, &src, &qs[i]))
            if (++tries > 1000) return 2; /* nowhere to move anything */
        i++;
    }
    memset(asked, 0, sizeof asked);
    memset(legal, 0, sizeof legal);
    memset(kind_ms, 0, sizeof kind_ms);
    tq = now_ms();
    for (i = 0; i < queries; i++) {
        conv_verdict v;
        double tk = now_ms();
        need(lg_ask(L, &qs[i], &v), "query");
        kind_ms[qs[i].kind] += now_ms() - tk;
        asked[qs[i].kind]++;
        legal[qs[i].kind] += v.legal;
    }
    tq = now_ms() - tq;
    /* the moved paths' sizes, untimed: a query costs O(1) plus its path */
    {
        unsigned char *seen = (unsigned char *)calloc(conv_function_block_count(fn.f) + 1u, 1);
        uint32_t *stack = (uint32_t *)malloc((conv_function_block_count(fn.f) + 1u) * sizeof *stack);
        if (seen == NULL || stack == NULL) return 2;
        memset(path, 0, sizeof path);
        for (i = 0; i < queries; i++) path[qs[i].kind] += query_path(fn.f, dt, &qs[i], seen, stack);
        free(seen);
        free(stack);
    }
    printf("  %lu queries: %.2f ms, %.0f ns per query (clock reads included)\n", queries, tq,
           tq * 1e6 / (double)queries);
    for (i = 0; i < LG_KINDS; i++)
        printf("    %-9s %6lu, %6.0f ns each, %5.1f%% legal; moved path %6.1f blocks on average, %5.0f ns per block\n",
               lg_kind_names[i], asked[i], asked[i] ? kind_ms[i] * 1e6 / (double)asked[i] : 0.0,
               asked[i] ? 100.0 * (double)legal[i] / (double)asked[i] : 0.0,
               asked[i] ? (double)path[i] / (double)asked[i] : 0.0,
               path[i] ? kind_ms[i] * 1e6 / (double)path[i] : 0.0);
    for (i = 0; i < LG_KINDS; i++) {
        path_all += path[i];
        ms_all += kind_ms[i];
    }
    stage2(&fn, L);
    printf("kv blocks=%u values=%u dom_ms=%.3f pdom_ms=%.3f cycles_ms=%.3f uni_ms=%.3f build_ms=%.3f shared_ms=%.3f "
           "query_ns=%.1f path_ns=%.1f\n",
           conv_function_block_count(fn.f), conv_function_value_count(fn.f), t_dom, t_pdom, t_cyc, t_uni, t_build,
           t_shared, tq * 1e6 / (double)queries, path_all ? ms_all * 1e6 / (double)path_all : 0.0);
    free(qs);
    lg_pool_free(&pool);
    conv_legality_free(L);
    conv_uniformity_free(u);
    conv_cycles_free(ci);
    conv_domtree_free(pdt);
    conv_domtree_free(dt);
    lg_fn_free(&fn);
    conv_module_destroy(m);
    lg_cfg_free(&cfg);
    return 0;
}
