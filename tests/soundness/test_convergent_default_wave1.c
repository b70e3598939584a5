/* Convergent by default (seed 001) costs a CPU nothing: with waves of one
   thread, making every call convergent loses no transformation.

   The RFC's claim: "there is no effect on CPU optimizations. An
   optimization may use divergence analysis ... This analysis is trivial on
   CPUs where branches do not have divergence and hence all control flow
   is uniform." Random functions without tokens (tests/support/
   legality_gen.h: structured shapes and random CFGs, irreducible cycles
   included; calls with effects, collectives, shuffles, barriers) are
   built twice from the same random choices: in a plain module, and in a
   module CONV_MODULE_CONVERGENT_BY_DEFAULT, where every call (@ext
   included) is convergent. Every legality query the tests ask (stage I:
   hoist, sink, speculate, merge, CSE at random places; stage II: tail
   duplication of every block, threading, merging blocks, and per cycle
   peeling, unrolling of each kind, rotation, separating back edges,
   deletion, changing the exit, unswitching) gets the same legal answer
   from both at wave size 1: nothing legal becomes illegal (and nothing
   illegal legal: convergence only adds constraints). At wave size 64 the
   same comparison shows what the default costs a GPU: the count of
   queries that become illegal (printed; more than zero).

   Usage: test_convergent_default_wave1 [--quick | --count N] [--seed S]
     N functions; default 2,000 (600 under ASan), --quick 200. */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/random_cfg.h"
#include "../support/legality_gen.h"
#include "../support/legality_check.h"

enum { K_HOIST, K_SINK, K_SPECULATE, K_MERGE, K_CSE, K_TAIL, K_THREAD, K_MERGE_BLOCKS, K_PEEL, K_UNROLL, K_ROTATE,
       K_SEPARATE, K_DELETE, K_EXIT, K_UNSWITCH, K_COUNT };
static const char *const kind_names[K_COUNT] = {
    "hoist", "sink", "speculate", "merge", "cse", "tail-duplicate", "jump-thread", "merge-blocks", "peel",
    "unroll", "rotate", "separate-backedges", "delete-loop", "change-exit", "unswitch"};

static struct {
    unsigned long funcs, calls, asked[K_COUNT], legal1[K_COUNT], lost1[K_COUNT], gained1[K_COUNT];
    unsigned long legal64[K_COUNT], lost64[K_COUNT];
} st;

/* One question to both functions' stages (same ids), at one wave size. */
typedef struct pair {
    const conv_legality *plain, *dflt;
    int kind;
    bool wave1;
} pair;

static void compare(const pair *p, conv_result rp, const conv_verdict *vp, conv_result rd, const conv_verdict *vd,
                    const char *what) {
    CHECK_MSG(rp == rd, "%s: results %s and %s", what, conv_result_str(rp), conv_result_str(rd));
    if (rp != CONV_OK || rd != CONV_OK) return;
    if (p->wave1) {
        st.asked[p->kind]++;
        st.legal1[p->kind] += vp->legal;
        st.lost1[p->kind] += vp->legal && !vd->legal;
        st.gained1[p->kind] += !vp->legal && vd->legal;
        CHECK_MSG(vp->legal == vd->legal, "wave 1, %s %s: plain %s, convergent by default %s", kind_names[p->kind],
                  what, conv_legal_reason_str(vp->reason), conv_legal_reason_str(vd->reason));
    } else {
        st.legal64[p->kind] += vp->legal;
        st.lost64[p->kind] += vp->legal && !vd->legal;
        CHECK_MSG(vp->legal || !vd->legal, "wave 64, %s %s: illegal plain, legal by default (%s)", kind_names[p->kind],
                  what, conv_legal_reason_str(vd->reason));
    }
}

#define ASK(P, KIND, WHAT, CALL)                                                                                       \
    do {                                                                                                               \
        conv_verdict vp_, vd_;                                                                                         \
        conv_result rp_, rd_;                                                                                          \
        const conv_legality *L_;                                                                                       \
        memset(&vp_, 0, sizeof vp_);                                                                                   \
        memset(&vd_, 0, sizeof vd_);                                                                                   \
        (P)->kind = (KIND);                                                                                            \
        L_ = (P)->plain;                                                                                               \
        rp_ = CALL(L_, &vp_);                                                                                          \
        L_ = (P)->dflt;                                                                                                \
        rd_ = CALL(L_, &vd_);                                                                                          \
        compare((P), rp_, &vp_, rd_, &vd_, (WHAT));                                                                    \
    } while (0)

static void ask_all(pair *p, const lg_fn *fn, const conv_domtree *dt, const conv_domtree *pdt, const conv_cycles *ci,
                    uint64_t seed) {
    const conv_function *f = fn->f;
    lg_pool pool;
    test_rng rng;
    lg_src src;
    uint32_t nb = conv_function_block_count(f), b, k, c;
    unsigned q;
    rng.state = seed;
    src.below = rng_below;
    src.state = &rng;
    if (lg_pool_init(&pool, fn, dt, pdt)) {
        for (q = 0; q < 24; q++) {
            lg_query qq;
            if (!lg_query_random(&pool, &src, &qq)) continue;
#define STAGE1(L, V) lg_ask((L), &qq, (V))
            ASK(p, (int)qq.kind, "stage I", STAGE1);
#undef STAGE1
        }
    }
    lg_pool_free(&pool);
    for (b = 0; b < nb; b++) {
        conv_block blk = conv_function_block(f, b);
        uint32_t np = 0, ns = 0;
        const conv_block *preds = conv_block_predecessors(f, blk, &np), *succs = conv_block_successors(f, blk, &ns);
#define TAIL(L, V) conv_can_tail_duplicate((L), blk, (V))
        ASK(p, K_TAIL, "block", TAIL);
#undef TAIL
        if (np && ns) {
            conv_block pred = preds[test_below(&rng, np)], succ = succs[test_below(&rng, ns)];
#define THREAD(L, V) conv_can_jump_thread((L), pred, blk, succ, (V))
            ASK(p, K_THREAD, "block", THREAD);
#undef THREAD
        }
        if (ns == 1) {
            conv_block next = succs[0];
#define MERGE(L, V) conv_can_merge_blocks((L), blk, next, (V))
            ASK(p, K_MERGE_BLOCKS, "block", MERGE);
#undef MERGE
        }
    }
    for (c = 0; c < conv_cycles_count(ci); c++) {
        conv_cycle cy = conv_cycles_get(ci, c);
        uint32_t n = 0;
        const conv_block *blocks = conv_cycle_blocks(ci, cy, &n);
#define PEEL(L, V) conv_can_peel((L), cy, 1u + (uint32_t)(c % 2u), (V))
        ASK(p, K_PEEL, "cycle", PEEL);
#undef PEEL
        for (k = 0; k < 3; k++) {
            conv_unroll_kind uk = k == 0 ? CONV_UNROLL_MULTIPLE : k == 1 ? CONV_UNROLL_FULL : CONV_UNROLL_RUNTIME;
#define UNROLL(L, V) conv_can_unroll((L), cy, 2u + k, uk, (V))
            ASK(p, K_UNROLL, "cycle", UNROLL);
#undef UNROLL
        }
#define ROTATE(L, V) conv_can_rotate((L), cy, (V))
        ASK(p, K_ROTATE, "cycle", ROTATE);
#undef ROTATE
#define SEPARATE(L, V) conv_can_separate_backedges((L), cy, (V))
        ASK(p, K_SEPARATE, "cycle", SEPARATE);
#undef SEPARATE
#define DELETE(L, V) conv_can_delete_loop((L), cy, (V))
        ASK(p, K_DELETE, "cycle", DELETE);
#undef DELETE
#define EXIT(L, V) conv_can_change_exit((L), cy, (V))
        ASK(p, K_EXIT, "cycle", EXIT);
#undef EXIT
        for (k = 0; k < n; k++) {
            uint32_t ns = 0;
            conv_block br = blocks[k];
            (void)conv_block_successors(f, br, &ns);
            if (ns < 2) continue;
#define UNSWITCH(L, V) conv_can_unswitch((L), cy, br, (V))
            ASK(p, K_UNSWITCH, "cycle", UNSWITCH);
#undef UNSWITCH
        }
    }
}

/* The same random function, plain and convergent by default. */
static void check_one(lg_cfg *cfg, uint64_t seed) {
    conv_module *mp = NULL, *md = NULL;
    conv_module_desc desc;
    lg_fn fp, fd;
    test_rng r1, r2;
    lg_src s1, s2;
    bool vp = false, vd = false, ok;
    uint32_t i, n;
    r1.state = r2.state = seed;
    s1.below = s2.below = rng_below;
    s1.state = &r1;
    s2.state = &r2;
    memset(&desc, 0, sizeof desc);
    CHECK_RESULT(conv_module_create(NULL, &mp), CONV_OK);
    desc.flags = CONV_MODULE_CONVERGENT_BY_DEFAULT;
    CHECK_RESULT(conv_module_create(&desc, &md), CONV_OK);
    ok = lg_build(mp, "f", cfg, &s1, false, 4, &fp);
    ok = lg_build(md, "f", cfg, &s2, false, 4, &fd) && ok;
    if (ok) ok = conv_verify(fp.f, NULL, NULL, &vp) == CONV_OK && conv_verify(fd.f, NULL, NULL, &vd) == CONV_OK;
    if (ok && vp && vd) {
        uint32_t w;
        st.funcs++;
        n = conv_function_value_count(fp.f);
        CHECK(n == conv_function_value_count(fd.f));
        for (i = 0; i < n; i++) {
            conv_value v;
            v.id = i + 1u;
            if (conv_value_kind(fd.f, v) != CONV_KIND_CALL) continue;
            st.calls++;
            CHECK(conv_value_flags(fd.f, v) & CONV_FLAG_CONVERGENT);
        }
        CHECK(conv_function_flags(fd.f) & CONV_FUNCTION_CONVERGENT);
        for (w = 0; w < 2; w++) {
            conv_domtree *dt = NULL, *pdt = NULL;
            conv_domtree_desc dd;
            conv_cycles *ci = NULL;
            conv_legality *Lp = NULL, *Ld = NULL;
            conv_legality_desc ld;
            pair p;
            memset(&dd, 0, sizeof dd);
            dd.post = true;
            memset(&ld, 0, sizeof ld);
            ld.wave_size = w == 0 ? 1u : 64u;
            CHECK_RESULT(conv_domtree_build(fp.f, NULL, &dt), CONV_OK);
            CHECK_RESULT(conv_domtree_build(fp.f, &dd, &pdt), CONV_OK);
            CHECK_RESULT(conv_cycles_build(fp.f, NULL, &ci), CONV_OK);
            CHECK_RESULT(conv_legality_build(fp.f, &ld, &Lp), CONV_OK);
            CHECK_RESULT(conv_legality_build(fd.f, &ld, &Ld), CONV_OK);
            if (Lp && Ld && dt && pdt && ci) {
                p.plain = Lp;
                p.dflt = Ld;
                p.wave1 = w == 0;
                /* the queries are drawn from the plain function; the other
                   has the same ids (one build sequence) */
                ask_all(&p, &fp, dt, pdt, ci, seed ^ 0x9e3779b97f4a7c15ull);
            }
            conv_legality_free(Lp);
            conv_legality_free(Ld);
            conv_cycles_free(ci);
            conv_domtree_free(dt);
            conv_domtree_free(pdt);
        }
    }
    lg_fn_free(&fp);
    lg_fn_free(&fd);
    conv_module_destroy(mp);
    conv_module_destroy(md);
}

int main(int argc, char **argv) {
    lg_options o = lg_parse(argc, argv, 2000ul, 600ul, 200ul);
    test_rng rng;
    lg_src src;
    lg_cfg cfg;
    unsigned long total = 0, legal1 = 0, lost64 = 0, legal64 = 0;
    int k;
    rng.state = o.seed;
    src.below = rng_below;
    src.state = &rng;
    CHECK(lg_cfg_init(&cfg, RCFG_MAX_BLOCKS));
    while (st.funcs < o.count) {
        random_shape(&cfg, &rng, &src);
        check_one(&cfg, test_rand(&rng));
    }
    lg_cfg_free(&cfg);
    printf("%lu random functions built twice (plain, convergent by default: %lu calls made convergent)\n", st.funcs,
           st.calls);
    printf("  %-20s %8s %8s %8s %8s | %8s %8s\n", "query", "asked", "legal@1", "lost@1", "gained@1", "legal@64",
           "lost@64");
    for (k = 0; k < K_COUNT; k++) {
        printf("  %-20s %8lu %8lu %8lu %8lu | %8lu %8lu\n", kind_names[k], st.asked[k], st.legal1[k], st.lost1[k],
               st.gained1[k], st.legal64[k], st.lost64[k]);
        total += st.asked[k];
        legal1 += st.legal1[k];
        legal64 += st.legal64[k];
        lost64 += st.lost64[k];
    }
    printf("  %lu queries: at wave size 1, %lu legal in both, none lost; at wave size 64, %lu of %lu legal ones "
           "become illegal\n",
           total, legal1, lost64, legal64);
    CHECK(total > 1000 && legal1 > 0 && lost64 > 0);
    return check_summary();
}
