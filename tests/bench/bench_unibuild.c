/* tests/bench/bench_unibuild.c - conv_uniformity_build alone on large
   functions built in memory, the two kinds where it used to be superlinear.
   A benchmark, never a test: it prints times and a digest of the answers;
   it fails only when the library returns an error (exit 2).

   Usage: build/bench_unibuild --shape structured|random [--blocks N] [--reps R]
                               [--seed S] [--plain] [--profile]
     structured  tests/support/legality_gen.h's structured shape filled to N
                 blocks (nested if/else, switches, loops with breaks, early
                 returns) with tokens (entry, a heart per loop, anchors and
                 their collectives) and 1-2 operations per block, as
                 tests/bench/bench_legality.c builds it;
     random      tests/support/random_cfg.h's distribution scaled to N blocks
                 (0-4 successors, a third of the edges to any block, so
                 large irreducible cycles, dead ends and self loops), with
                 legality_gen.h's values and tokens on it;
     --plain     no tokens (convergent operations uncontrolled);
     --profile   only R builds (default 3), for perf record; no output.
   Times the minimum over R repetitions (default 3) of conv_uniformity_build
   with desc.cycles and desc.domtree prebuilt (what it does alone), and
   prints one human line and one "kv key=value ..." line. The digest hashes
   every answer of the result (values, branches and their reasons, cycles'
   divergent exits per exit, assumed cycles): equal digests from two
   versions of conv_impl.h mean the same answers. */
#define _POSIX_C_SOURCE 199309L
#define CONV_IMPLEMENTATION
#define BENCH_NAME "bench_unibuild"
#include "../../conv_impl.h"
#include "../support/bench_util.h"
#include "../support/legality_gen.h"

/* lg_src's callback on support.h's generator (bench_legality.c's numbers) */
static unsigned rng_below(void *state, unsigned n) { return test_below((test_rng *)state, n); }

/* random_cfg.h's rcfg_random on n blocks: the same draws per block. */
static void random_shape(lg_cfg *g, lg_src *s, unsigned n) {
    unsigned b, exit_bias = lg_below(s, 4), density = lg_below(s, 3);
    g->n = n;
    for (b = 0; b < n; b++) {
        unsigned k, r = lg_below(s, 10);
        unsigned ns = r < 1 + exit_bias ? 0u : r < 6 ? 1u : r < 9 ? 2u : 2u + lg_below(s, LG_MAX_SUCCS - 1);
        if (density == 2 && ns < 2 && lg_below(s, 2)) ns = 2;
        if (ns > LG_MAX_SUCCS) ns = LG_MAX_SUCCS;
        g->nsucc[b] = ns;
        for (k = 0; k < ns; k++) {
            unsigned t;
            if (lg_below(s, 3) == 0 || b + 1 >= n) t = lg_below(s, n);
            else t = b + 1 + lg_below(s, n - b - 1 < 3 ? n - b - 1 : 3);
            g->succ[b][k] = t;
        }
        if (ns >= 2 && lg_below(s, 8) == 0) g->succ[b][1 + lg_below(s, ns - 1)] = g->succ[b][0];
    }
}

static uint64_t mix(uint64_t h, uint64_t x) {
    h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h * 0xff51afd7ed558ccdull;
}

static uint64_t mix_reason(uint64_t h, conv_reason r) {
    h = mix(h, (uint64_t)r.kind);
    h = mix(h, r.value.id);
    h = mix(h, r.block.id);
    return mix(h, r.cycle.id);
}

/* Every answer of u, hashed; counts of the divergent for the report. */
static uint64_t digest(const conv_function *f, const conv_uniformity *u, uint32_t *ndiv, uint32_t *nexits) {
    const conv_cycles *ci = conv_uniformity_cycles(u);
    uint64_t h = 1469598103934665603ull;
    uint32_t i, k, n;
    *ndiv = *nexits = 0;
    for (i = 1; i <= conv_function_value_count(f); i++) {
        conv_value v;
        v.id = i;
        *ndiv += conv_uniformity_value_divergent(u, v);
        h = mix(h, conv_uniformity_value_divergent(u, v));
        h = mix_reason(h, conv_uniformity_value_reason(u, v));
    }
    for (i = 0; i < conv_function_block_count(f); i++) {
        conv_block b = conv_function_block(f, i);
        h = mix(h, conv_uniformity_branch_divergent(u, b));
        h = mix_reason(h, conv_uniformity_branch_reason(u, b));
    }
    for (i = 0; i < conv_cycles_count(ci); i++) {
        conv_cycle c = conv_cycles_get(ci, i);
        const conv_block *x = conv_cycle_exits(ci, c, &n);
        *nexits += conv_uniformity_cycle_divergent_exit(u, c);
        h = mix(h, conv_uniformity_cycle_divergent_exit(u, c));
        h = mix(h, conv_uniformity_cycle_assumed_divergent(u, c));
        for (k = 0; k < n; k++) h = mix(h, conv_uniformity_exit_divergent(u, c, x[k]));
    }
    return h;
}

/* An allocator that counts the bytes held and their peak, so the build's
   memory can be compared between versions of conv_impl.h. */
typedef struct counted {
    size_t held, peak;
} counted;
static void *counted_alloc(size_t size, void *user) {
    counted *c = (counted *)user;
    void *p = malloc(size);
    if (p != NULL && (c->held += size) > c->peak) c->peak = c->held;
    return p;
}
static void *counted_realloc(void *ptr, size_t old_size, size_t new_size, void *user) {
    counted *c = (counted *)user;
    void *p = realloc(ptr, new_size);
    if (p != NULL) {
        c->held = c->held - old_size + new_size;
        if (c->held > c->peak) c->peak = c->held;
    }
    return p;
}
static void counted_free(void *ptr, size_t size, void *user) {
    counted *c = (counted *)user;
    if (ptr != NULL) c->held -= size;
    free(ptr);
}

#ifdef CONV_FLAG_UNIFORM_SCOPE_SHIFT
/* How many values and branches are uniform at each scope at most (the
   one-pass scopes' extra answers): "value scopes t/q/w/wg/d/s". Absent
   from a conv.h older than the scopes (bench.sh builds this file against
   the wave-only version too, to time it side by side). */
static void scope_counts(const conv_function *f, const conv_uniformity *u, uint32_t *values, uint32_t *branches) {
    uint32_t i;
    memset(values, 0, 7u * sizeof *values);
    memset(branches, 0, 7u * sizeof *branches);
    for (i = 1; i <= conv_function_value_count(f); i++) {
        conv_value v;
        v.id = i;
        values[conv_uniformity_value_scope(u, v)]++;
    }
    for (i = 0; i < conv_function_block_count(f); i++) branches[conv_uniformity_branch_scope(u, conv_function_block(f, i))]++;
}
#endif

static void usage(void) {
    fprintf(stderr, "usage: bench_unibuild --shape structured|random [--blocks N] [--reps R] [--seed S] [--plain] "
                    "[--profile]\n");
    exit(2);
}

int main(int argc, char **argv) {
    unsigned long blocks = 10000, reps = 0, seed = 1, i;
    const char *shape = NULL;
    bool tokens = true, profile = false, valid = false;
    test_rng rng;
    lg_src src;
    lg_cfg cfg;
    lg_fn fn;
    conv_module *m = NULL;
    conv_domtree *dt = NULL;
    conv_cycles *ci = NULL;
    conv_uniformity *u = NULL;
    conv_uniformity_desc ud;
    double best = 1e300, t0;
    counted bytes = {0, 0};
    uint32_t ndiv = 0, nexits = 0;
    uint64_t h;
    for (i = 1; i < (unsigned long)argc; i++) {
        if (strcmp(argv[i], "--shape") == 0 && i + 1 < (unsigned long)argc) shape = argv[++i];
        else if (strcmp(argv[i], "--blocks") == 0 && i + 1 < (unsigned long)argc) blocks = bench_parse_u32(argv[++i], 16ul, 10000000ul);
        else if (strcmp(argv[i], "--reps") == 0 && i + 1 < (unsigned long)argc) reps = bench_parse_u32(argv[++i], 1ul, 1000ul);
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < (unsigned long)argc) seed = bench_parse_u32(argv[++i], 0ul, 4000000000ul);
        else if (strcmp(argv[i], "--plain") == 0) tokens = false;
        else if (strcmp(argv[i], "--profile") == 0) profile = true;
        else usage();
    }
    if (shape == NULL || (strcmp(shape, "structured") != 0 && strcmp(shape, "random") != 0)) usage();
    if (reps == 0) reps = 3;
    rng.state = seed;
    src.below = rng_below;
    src.state = &rng;
    if (!lg_cfg_init(&cfg, (unsigned)blocks)) bench_die("out of memory");
    if (strcmp(shape, "structured") == 0) lg_cfg_structured(&cfg, &src, true);
    else random_shape(&cfg, &src, (unsigned)blocks);
    bench_check_ok(conv_module_create(NULL, &m), "conv_module_create", NULL);
    if (!lg_build(m, "f", &cfg, &src, tokens, 2, &fn)) bench_die("lg_build failed");
    bench_check_ok(conv_verify(fn.f, NULL, NULL, &valid), "conv_verify", NULL);
    bench_check_ok(conv_domtree_build(fn.f, NULL, &dt), "conv_domtree_build", NULL);
    bench_check_ok(conv_cycles_build(fn.f, NULL, &ci), "conv_cycles_build", NULL);
    memset(&ud, 0, sizeof ud);
    ud.cycles = ci;
    ud.domtree = dt;
    ud.allocator.alloc = counted_alloc;
    ud.allocator.realloc = counted_realloc;
    ud.allocator.free = counted_free;
    ud.allocator.user = &bytes;
    for (i = 0; i < reps; i++) {
        bytes.peak = bytes.held;
        t0 = bench_now_ms();
        bench_check_ok(conv_uniformity_build(fn.f, &ud, &u), "conv_uniformity_build", NULL);
        t0 = bench_now_ms() - t0;
        if (t0 < best) best = t0;
        if (i + 1 < reps) conv_uniformity_free(u);
    }
    if (!profile) {
        h = digest(fn.f, u, &ndiv, &nexits);
        printf("unibuild %s%s %u blocks, %u edges, %u values, %u cycles (%s): uniformity %.3f ms = %.1f ns/block "
               "(min of %lu); %u divergent values, %u cycles with divergent exits; digest %016llx\n",
               shape, tokens ? "+tokens" : "", conv_function_block_count(fn.f), conv_function_edge_count(fn.f),
               conv_function_value_count(fn.f), conv_cycles_count(ci), valid ? "verified" : "breaks a static rule",
               best, best * 1e6 / (double)conv_function_block_count(fn.f), reps, ndiv, nexits, (unsigned long long)h);
        printf("kv shape=%s tokens=%d blocks=%u edges=%u values=%u cycles=%u uni_ms=%.3f uni_bytes=%lu reps=%lu "
               "div_values=%u div_exit_cycles=%u digest=%016llx\n",
               shape, tokens ? 1 : 0, conv_function_block_count(fn.f), conv_function_edge_count(fn.f),
               conv_function_value_count(fn.f), conv_cycles_count(ci), best, (unsigned long)bytes.peak, reps, ndiv,
               nexits, (unsigned long long)h);
#ifdef CONV_FLAG_UNIFORM_SCOPE_SHIFT
        {
            uint32_t vs[7], bs[7];
            scope_counts(fn.f, u, vs, bs);
            printf("scopes: values uniform at most at thread %u, quad %u, wave %u, workgroup %u, device %u, system %u; "
                   "branches %u, %u, %u, %u, %u, %u\n",
                   vs[1], vs[2], vs[3], vs[4], vs[5], vs[6], bs[1], bs[2], bs[3], bs[4], bs[5], bs[6]);
        }
#endif
    }
    conv_uniformity_free(u);
    conv_cycles_free(ci);
    conv_domtree_free(dt);
    lg_fn_free(&fn);
    conv_module_destroy(m);
    lg_cfg_free(&cfg);
    return 0;
}
