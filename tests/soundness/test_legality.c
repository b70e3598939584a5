/* The legality stage against the reference interpreter.

   Random functions (tests/support/legality_gen.h: structured shapes and the random
   shapes of random_cfg.h with irreducible cycles; with entry, loop and
   anchor tokens or uncontrolled; collectives, shuffles flagged
   superset_safe, barriers at workgroup scope, stores and calls with
   effects, divergence sources; identical twins in both arms of branches),
   random queries of the five kinds on them (lg_query_random: targets that
   dominate or are dominated, identical pairs), asked of legality stages
   built for wave sizes 64, 1 and 4 or 32.

   Soundness: every "legal" answer is applied (conv_apply_*), the copy must
   pass conv_verify, and conv_equivalence_check must confirm it over
   several seeds, thread counts (1, 3, 8, 33) and wave sizes (1, 4, 32 and
   the stage's own, never wider than it), anchors maximal and split. Any
   failure prints the function, the query, the verdict and the
   counterexample.

   Wave size 1: a move the interpreter cannot tell apart with one thread
   (several seeds) must be legal for the wave-size-1 stage, unless it
   breaks SSA or the token rules (apply refuses, or the copy fails
   conv_verify), changes how often an operation with effects runs or their
   order (reasons EXECUTION_COUNT, REORDER, BARRIER_SINK on an operation
   that has effects), or is not the kind of query the API defines
   (DIRECTION, NOT_MOVABLE, NOT_IDENTICAL, BOTH_EXECUTE, TOKEN_INTRINSIC).

   R14: a legal move of a non-convergent value that conv's uniformity calls
   uniform must leave it uniform in the copy (conv_uniformity_build of the
   copy), unless the verdict is CONV_LEGAL_BECOMES_DIVERGENT.

   Shared analyses: a stage built on a caller's dominator trees, cycles and
   uniformity answers every query exactly as one that builds its own.

   Precision (printed, not asserted): among moves of convergent operations
   that the interpreter never tells apart from the original (applied
   whatever the verdict; the moved operation must run in the original, a
   move of code no run reaches proves nothing and is counted apart), the
   share conv accepts, per kind, beside the
   share LLVM 19's rules accept (none for hoist, sink, speculate and merge
   of a convergent call; CSE only inside one block); and the share among
   such moves across branches that conv's own uniformity proves uniform,
   within one cycle (target: all).

   Usage: test_legality [--quick | --count PAIRS] [--seed S] [--print N]
     (--print: how many failures to print in full, default 3)
     default 100,000 (function, query) pairs (10,000 under ASan);
     --quick 4,000 (valgrind, clang); make soundness runs 1,000,000. */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/random_cfg.h"
#include "../support/legality_gen.h"
#include "../support/legality_check.h"

#define QUERIES_PER_FUNCTION 24u
static unsigned print_limit = 3;
static bool in_reproducers;

/* --- statistics --- */

static struct {
    unsigned long pairs, legal, unsound;
    lg_made made;
    unsigned long asked[LG_KINDS], accepted[LG_KINDS];
    unsigned long reasons[CONV_LEGAL_REASON_COUNT];
    /* precision: convergent moves the interpreter never tells apart */
    unsigned long indist[LG_KINDS], indist_conv[LG_KINDS], indist_llvm[LG_KINDS];
    unsigned long uni_indist, uni_conv, seen_indist, seen_conv, unrun_indist, unrun_conv;
    unsigned long uni_refused[CONV_LEGAL_REASON_COUNT], indist_refused[CONV_LEGAL_REASON_COUNT];
    unsigned long w1_checked, w1_bad, shared_checked, r14_checked, r14_missed, unchecked_legal;
    unsigned printed;
} st;

/* The transformed copy of f, checked by conv_verify; NULL when apply
   refuses or the copy breaks a static rule (c->why says which). */
static conv_function *transformed(checker *c, lg_fn *fn, const lg_query *q, unsigned *serial) {
    char name[32];
    conv_function *g = NULL;
    conv_result r;
    bool valid = false;
    snprintf(name, sizeof name, "g%u", (*serial)++);
    conv_diags_clear(c->diags);
    r = lg_apply(fn->f, q, name, c->diags, &g);
    if (r != CONV_OK) {
        c->why[0] = '\0';
        if (conv_diags_count(c->diags)) conv_diags_format(c->diags, 0, c->why, sizeof c->why);
        else snprintf(c->why, sizeof c->why, "apply: %s", conv_result_str(r));
        return NULL;
    }
    conv_diags_clear(c->diags);
    if (conv_verify(g, NULL, c->diags, &valid) != CONV_OK || !valid) {
        snprintf(c->why, sizeof c->why, "the copy breaks a static rule: ");
        if (conv_diags_count(c->diags))
            conv_diags_format(c->diags, 0, c->why + strlen(c->why), sizeof c->why - strlen(c->why));
        return NULL;
    }
    return g;
}

static void report(const char *what, const lg_fn *fn, const lg_query *q, uint32_t W, const conv_verdict *v,
                   const conv_function *g, const char *why) {
    char qs[200], vs[400];
    lg_query_str(fn->f, q, qs, sizeof qs);
    verdict_text(fn->f, v, vs, sizeof vs);
    /* one line per failure, always: the pair's number identifies it across
       runs with the same seed (tests/mutate_legality.sh compares them) */
    if (in_reproducers) fprintf(stderr, "FAILED reproducer: %s: %s: %s\n", what, qs, vs);
    else fprintf(stderr, "FAILED pair %lu: %s: %s: %s\n", st.pairs, what, qs, vs);
    if (st.printed++ >= print_limit) return;
    fprintf(stderr, "\n=== %s\nquery: %s (wave size %u)\nverdict: %s\nwhy: %s\n--- function\n", what, qs, W, vs, why);
    conv_function_print(fn->f, print_stderr, NULL);
    if (g) {
        fprintf(stderr, "--- transformed\n");
        conv_function_print(g, print_stderr, NULL);
    }
}

/* --- what a move crosses (for the precision figures) --- */

/* Blocks from which `target` is reachable (bit per block; n <= 64). */
static uint64_t reaching(const conv_function *f, conv_block target) {
    uint64_t seen = (uint64_t)1 << conv_block_index(target), grown = 1;
    while (grown) {
        uint32_t i, n = conv_function_block_count(f);
        grown = 0;
        for (i = 0; i < n; i++) {
            uint32_t ns = 0, k;
            const conv_block *s;
            if (seen >> i & 1u) continue;
            s = conv_block_successors(f, conv_function_block(f, i), &ns);
            for (k = 0; k < ns; k++)
                if (seen >> conv_block_index(s[k]) & 1u) {
                    seen |= (uint64_t)1 << i;
                    grown = 1;
                    break;
                }
        }
    }
    return seen;
}

/* The conditional branches between `top` and `target`: blocks top
   dominates that reach target, target excluded, with two or more distinct
   successors. *uniform: all of them uniform in u. Returns their number. */
static unsigned branches_between(const conv_function *f, const conv_domtree *dt, const conv_uniformity *u,
                                 conv_block top, conv_block target, bool *uniform) {
    uint64_t reach = reaching(f, target);
    uint32_t i, n = conv_function_block_count(f);
    unsigned count = 0;
    for (i = 0; i < n; i++) {
        conv_block x = conv_function_block(f, i);
        uint32_t ns = 0, k;
        const conv_block *s;
        bool conditional = false;
        if (!(reach >> i & 1u) || x.id == target.id || !conv_domtree_dominates(dt, top, x)) continue;
        s = conv_block_successors(f, x, &ns);
        for (k = 1; k < ns; k++) conditional = conditional || s[k].id != s[0].id;
        if (!conditional) continue;
        count++;
        if (conv_uniformity_branch_divergent(u, x)) *uniform = false;
    }
    return count;
}

/* Whether q moves a wave-scope convergent operation across at least one
   conditional branch, all of them uniform for u, within one cycle (the
   caller also requires an operation without effects). */
static bool across_uniform_branches(const lg_fn *fn, const conv_domtree *dt, const conv_uniformity *u,
                                    const lg_query *q) {
    const conv_function *f = fn->f;
    const conv_cycles *ci = conv_uniformity_cycles(u);
    conv_block ba = conv_value_block(f, q->a), bb = conv_value_valid(q->b) ? conv_value_block(f, q->b) : ba;
    conv_block to = q->kind == LG_CSE ? bb : q->to;
    conv_cycle c = conv_cycles_innermost(ci, ba);
    bool uniform = true;
    unsigned n = 0;
    if (conv_function_block_count(f) > 64 || !(conv_value_flags(f, q->a) & CONV_FLAG_CONVERGENT)) return false;
    if (conv_value_scope(f, q->a) != CONV_SCOPE_WAVE) return false;
    if (conv_cycles_innermost(ci, bb).id != c.id || conv_cycles_innermost(ci, to).id != c.id) return false;
    switch (q->kind) {
    case LG_HOIST:
    case LG_SPECULATE: n = branches_between(f, dt, u, to, ba, &uniform); break;
    case LG_SINK: n = branches_between(f, dt, u, ba, to, &uniform); break;
    case LG_CSE: n = branches_between(f, dt, u, ba, bb, &uniform); break;
    case LG_MERGE:
        if (conv_domtree_dominates(dt, to, ba) && conv_domtree_dominates(dt, to, bb))
            n = branches_between(f, dt, u, to, ba, &uniform) + branches_between(f, dt, u, to, bb, &uniform);
        else
            n = branches_between(f, dt, u, conv_domtree_nearest_common(dt, ba, bb), to, &uniform);
        break;
    case LG_KINDS: break;
    }
    return n > 0 && uniform;
}

/* Whether some instruction reads v (its value can be seen). */
static bool has_user(const conv_function *f, conv_value v) {
    uint32_t i, n = conv_function_value_count(f);
    for (i = 0; i < n; i++) {
        conv_value x;
        uint32_t k, nops = 0;
        const conv_value *ops;
        x.id = i + 1u;
        ops = conv_value_operands(f, x, &nops);
        for (k = 0; k < nops; k++)
            if (ops[k].id == v.id) return true;
    }
    return false;
}

/* Whether LLVM 19 would do it: never a hoist, sink, speculation or merge
   of a convergent call; CSE of two readnone (speculatable) ones in one
   block (EarlyCSE). */
static bool llvm19_accepts(const conv_function *f, const lg_query *q) {
    return q->kind == LG_CSE && conv_value_block(f, q->a).id == conv_value_block(f, q->b).id &&
           (conv_value_flags(f, q->a) & CONV_FLAG_SPECULATABLE);
}

static bool has_effects(const conv_function *f, conv_value v) {
    uint32_t fl = conv_value_flags(f, v);
    conv_kind k = conv_value_kind(f, v);
    if (k == CONV_KIND_ANCHOR) return false;
    if (fl & (CONV_FLAG_SPECULATABLE | CONV_FLAG_SUPERSET_SAFE)) return false;
    return !(k == CONV_KIND_GENERIC && !(fl & CONV_FLAG_DIVERGENCE_SOURCE) &&
             conv_opcode_is_speculatable(conv_value_opcode(f, v)));
}

/* --- one function --- */

typedef struct stages {
    conv_legality *l64, *l1, *lw, *shared;
    uint32_t w;
    conv_domtree *dt, *pdt;
    conv_uniformity *u;
} stages;

static conv_legality *stage(const conv_function *f, uint32_t wave) {
    conv_legality_desc d;
    conv_legality *L = NULL;
    memset(&d, 0, sizeof d);
    d.wave_size = wave;
    CHECK_RESULT(conv_legality_build(f, &d, &L), CONV_OK);
    return L;
}

static bool stages_build(stages *s, const conv_function *f, test_rng *rng) {
    conv_domtree_desc dd;
    conv_uniformity_desc ud;
    conv_legality_desc ld;
    memset(s, 0, sizeof *s);
    memset(&dd, 0, sizeof dd);
    CHECK_RESULT(conv_domtree_build(f, &dd, &s->dt), CONV_OK);
    dd.post = true;
    CHECK_RESULT(conv_domtree_build(f, &dd, &s->pdt), CONV_OK);
    memset(&ud, 0, sizeof ud);
    ud.domtree = s->dt;
    CHECK_RESULT(conv_uniformity_build(f, &ud, &s->u), CONV_OK);
    s->l64 = stage(f, 64);
    s->l1 = stage(f, 1);
    s->w = test_below(rng, 2) ? 4u : 32u;
    s->lw = stage(f, s->w);
    if (test_below(rng, 4) == 0 && s->u) {
        memset(&ld, 0, sizeof ld);
        ld.wave_size = 64;
        ld.domtree = s->dt;
        ld.cycles = conv_uniformity_cycles(s->u);
        ld.uniformity = s->u;
        CHECK_RESULT(conv_legality_build(f, &ld, &s->shared), CONV_OK);
    }
    return s->dt && s->pdt && s->u && s->l64 && s->l1 && s->lw;
}

static void stages_free(stages *s) {
    conv_legality_free(s->l64);
    conv_legality_free(s->l1);
    conv_legality_free(s->lw);
    conv_legality_free(s->shared);
    conv_uniformity_free(s->u);
    conv_domtree_free(s->dt);
    conv_domtree_free(s->pdt);
}

/* A verdict's fields agree with each other and its text. */
static void check_verdict_form(const conv_function *f, const conv_verdict *v) {
    char text[400];
    CHECK((unsigned)v->reason < CONV_LEGAL_REASON_COUNT);
    CHECK(v->legal == (v->reason < CONV_LEGAL_DIVERGENT_BRANCH));
    verdict_text(f, v, text, sizeof text);
    CHECK(strncmp(text, v->legal ? "legal" : "illegal", v->legal ? 5u : 7u) == 0);
}

/* Soundness of one legal verdict of the stage of wave size W. */
static void check_legal(checker *c, lg_fn *fn, const lg_query *q, uint32_t W, const conv_verdict *v,
                        unsigned *serial) {
    conv_function *g = transformed(c, fn, q, serial);
    unsigned checked = 0;
    int eq;
    if (g == NULL) {
        st.unsound++;
        CHECK_MSG(false, "a legal move cannot be applied or breaks a static rule");
        report("UNSOUND: legal, but the transformation is refused or invalid", fn, q, W, v, NULL, c->why);
        return;
    }
    eq = run_equivalence(c, fn->f, g, W, 5, false, lg_anchor_pair(fn->f, q), &checked);
    st.unchecked_legal += checked == 0;
    CHECK_MSG(eq == 1, "legal move not confirmed by the interpreter");
    if (eq != 1) {
        st.unsound++;
        report("UNSOUND: legal, but the interpreter tells the programs apart", fn, q, W, v, g, c->why);
    }
}

/* Wave size 1: a move one thread cannot tell apart must be legal (see the
   file comment for the exceptions). */
static void check_wave1(checker *c, lg_fn *fn, const lg_query *q, const conv_verdict *v1, unsigned *serial) {
    conv_function *g;
    const conv_function *f = fn->f;
    unsigned checked = 0;
    static const conv_legal_reason outside[] = {CONV_LEGAL_DIRECTION,        CONV_LEGAL_NOT_MOVABLE,
                                                CONV_LEGAL_NOT_IDENTICAL,     CONV_LEGAL_BOTH_EXECUTE,
                                                CONV_LEGAL_TOKEN_INTRINSIC,   CONV_LEGAL_TOKEN_DOMINANCE,
                                                CONV_LEGAL_OPERAND,           CONV_LEGAL_USER};
    static const conv_legal_reason effects[] = {CONV_LEGAL_EXECUTION_COUNT, CONV_LEGAL_REORDER,
                                                CONV_LEGAL_BARRIER_SINK};
    size_t i;
    /* not the API's kind of query, or it breaks SSA or the token rules */
    for (i = 0; i < sizeof outside / sizeof outside[0]; i++)
        if (v1->reason == outside[i]) return;
    /* it changes what an operation with effects does */
    for (i = 0; i < sizeof effects / sizeof effects[0]; i++)
        if (v1->reason == effects[i] && has_effects(f, q->a)) return;
    if (v1->legal) return;
    g = transformed(c, fn, q, serial);
    if (g == NULL) return;
    st.w1_checked++;
    if (run_equivalence(c, f, g, 1, 4, true, lg_anchor_pair(f, q), &checked) == 1 && checked > 0) {
        st.w1_bad++;
        CHECK_MSG(false, "wave size 1 refuses a move one thread cannot tell apart");
        report("WAVE 1: refused, but one thread never tells the programs apart", fn, q, 1, v1, g,
               "(4 seeds, 1 thread)");
    }
}

/* Whether the original runs the moved operation (a, or b for a pair) in
   one of two runs (33 threads in one wave, 8 threads in waves of 4): a
   move of code no run reaches is one the interpreter cannot judge. */
static bool runs_moved(checker *c, const conv_function *f, const lg_query *q) {
    unsigned i;
    bool ran = false;
    for (i = 0; i < 2 && !ran; i++) {
        conv_interp_desc d;
        conv_interp *run = NULL;
        uint32_t k, n;
        configuration(c, 64, 0, &d);
        if (i == 1) {
            d.threads = 8;
            d.wave_size = 4;
        }
        if (conv_interp_run(f, &d, NULL, &run) == CONV_OK) {
            n = conv_interp_instance_count(run);
            for (k = 0; k < n && !ran; k++) {
                conv_interp_instance in;
                ran = conv_interp_get(run, k, &in) && (in.inst.id == q->a.id || in.inst.id == q->b.id);
            }
        }
        conv_interp_free(run);
    }
    return ran;
}

/* Precision: a convergent move applied whatever the verdict (stage of
   wave size 64). */
static void measure(checker *c, lg_fn *fn, const stages *s, const lg_query *q, const conv_verdict *v,
                    unsigned *serial) {
    conv_function *g;
    unsigned checked = 0;
    bool uni;
    if (!(conv_value_flags(fn->f, q->a) & CONV_FLAG_CONVERGENT)) return;
    /* operations without effects: one with effects runs on other threads
       when it crosses any branch that is ever taken both ways */
    uni = !has_effects(fn->f, q->a) && across_uniform_branches(fn, s->dt, s->u, q);
    g = transformed(c, fn, q, serial);
    if (g == NULL || run_equivalence(c, fn->f, g, 64, 5, false, lg_anchor_pair(fn->f, q), &checked) != 1 || checked < 3)
        return;
    if (!runs_moved(c, fn->f, q)) {
        st.unrun_indist++;
        st.unrun_conv += v->legal;
        return;
    }
    st.indist[q->kind]++;
    st.indist_conv[q->kind] += v->legal;
    st.indist_llvm[q->kind] += llvm19_accepts(fn->f, q);
    if (has_user(fn->f, q->a) || (conv_value_valid(q->b) && has_user(fn->f, q->b))) {
        st.seen_indist++;
        st.seen_conv += v->legal;
    }
    if (!v->legal) st.indist_refused[v->reason]++;
    if (uni) {
        st.uni_indist++;
        st.uni_conv += v->legal;
        if (!v->legal) st.uni_refused[v->reason]++;
    }
}

/* R14: a legal move of a non-convergent value that conv's uniformity
   calls uniform keeps it uniform in the copy, unless the verdict says
   BECOMES_DIVERGENT. */
static void check_r14(checker *c, lg_fn *fn, const stages *s, const lg_query *q, const conv_verdict *v,
                      unsigned *serial) {
    conv_function *g;
    conv_uniformity *ug = NULL;
    uint32_t i, n;
    if (!v->legal || v->reason == CONV_LEGAL_BECOMES_DIVERGENT || q->kind == LG_CSE ||
        (conv_value_flags(fn->f, q->a) & CONV_FLAG_CONVERGENT) || conv_uniformity_value_divergent(s->u, q->a) ||
        !(conv_value_flags(fn->f, q->a) & CONV_FLAG_HAS_RESULT))
        return;
    g = transformed(c, fn, q, serial);
    if (g == NULL || conv_uniformity_build(g, NULL, &ug) != CONV_OK) return;
    n = conv_function_value_count(g);
    for (i = 0; i < n; i++) {
        conv_value x;
        x.id = i + 1u;
        if (conv_value_origin(g, x).id != q->a.id) continue;
        st.r14_checked++;
        if (conv_uniformity_value_divergent(ug, x)) {
            st.r14_missed++;
            CHECK_MSG(false, "a legal move made a uniform value divergent without CONV_LEGAL_BECOMES_DIVERGENT");
            report("R14: the moved value is divergent in the copy, and the verdict does not say so", fn, q, 64, v, g,
                   "conv_uniformity_build on the copy");
        }
    }
    conv_uniformity_free(ug);
}

static void check_function(checker *c, lg_fn *fn, test_rng *rng) {
    stages s;
    lg_pool pool;
    lg_src src;
    unsigned k, serial = 0;
    src.below = rng_below;
    src.state = rng;
    memset(&pool, 0, sizeof pool);
    if (!stages_build(&s, fn->f, rng) || !lg_pool_init(&pool, fn, s.dt, s.pdt)) {
        stages_free(&s);
        lg_pool_free(&pool);
        return;
    }
    for (k = 0; k < QUERIES_PER_FUNCTION; k++) {
        lg_query q;
        conv_verdict v, v1;
        unsigned pick = test_below(rng, 10);
        const conv_legality *L = pick < 6 ? s.l64 : pick < 8 ? s.l1 : s.lw;
        uint32_t W = pick < 6 ? 64u : pick < 8 ? 1u : s.w;
        test_rng qrng; /* the checks' own stream: what they draw depends on
                          verdicts, the functions and queries must not */
        if (!lg_query_random(&pool, &src, &q)) continue;
        qrng.state = test_rand(rng) * 0x9e3779b97f4a7c15ull + k;
        c->rng = &qrng;
        memset(&v, 0, sizeof v);
        CHECK_RESULT(lg_ask(L, &q, &v), CONV_OK);
        check_verdict_form(fn->f, &v);
        st.pairs++;
        st.asked[q.kind]++;
        st.accepted[q.kind] += v.legal;
        st.legal += v.legal;
        st.reasons[v.reason]++;
        if (v.legal) check_legal(c, fn, &q, W, &v, &serial);
        /* the wave-size-1 stage on every query */
        memset(&v1, 0, sizeof v1);
        CHECK_RESULT(lg_ask(s.l1, &q, &v1), CONV_OK);
        /* one thread: whatever a wider wave may do, it may too */
        CHECK_MSG(!v.legal || v1.legal, "legal for wave %u, refused for wave 1", W);
        if (v.legal && !v1.legal) report("WAVE 1: refused, but a wider wave accepts", fn, &q, 1, &v1, NULL, "");
        check_wave1(c, fn, &q, &v1, &serial);
        if (W == 64) {
            if (s.shared) {
                conv_verdict vs;
                memset(&vs, 0, sizeof vs);
                CHECK_RESULT(lg_ask(s.shared, &q, &vs), CONV_OK);
                CHECK(vs.legal == v.legal && vs.reason == v.reason);
                if (vs.legal != v.legal || vs.reason != v.reason)
                    report("SHARED: another verdict on shared analyses", fn, &q, 64, &vs, NULL, "");
                st.shared_checked++;
            }
            measure(c, fn, &s, &q, &v, &serial);
            check_r14(c, fn, &s, &q, &v, &serial);
        }
    }
    lg_pool_free(&pool);
    stages_free(&s);
}

static double pct(unsigned long a, unsigned long b) { return b ? 100.0 * (double)a / (double)b : 0.0; }

static void print_figures(void) {
    unsigned k, r;
    unsigned long ind = 0, acc = 0, llvm = 0;
    printf("legality: %lu (function, query) pairs on %lu functions (%lu with tokens; %lu generated functions "
           "broke a static rule and were skipped), %lu legal, %lu unsound; %lu interpreter comparisons\n",
           st.pairs, st.made.funcs, st.made.token_funcs, st.made.invalid_funcs, st.legal, st.unsound, lg_runs.runs);
    for (k = 0; k < LG_KINDS; k++)
        printf("  %-9s asked %7lu, legal %5.1f%%\n", lg_kind_names[k], st.asked[k], pct(st.accepted[k], st.asked[k]));
    printf("  reasons:");
    for (r = 0; r < CONV_LEGAL_REASON_COUNT; r++)
        if (st.reasons[r]) printf(" %s %lu", conv_legal_reason_str((conv_legal_reason)r) + 11, st.reasons[r]);
    printf("\n  runs of the original not finishing in %u steps or undefined (a barrier without its whole wave: %lu), "
           "seed redrawn: %lu; legal verdicts with no usable configuration: %lu",
           LG_MAX_STEPS / 2u, lg_runs.undefined, lg_runs.unfinished, st.unchecked_legal);
    printf("\n  wave size 1: %lu refusals of valid moves checked with one thread, %lu wrong; shared analyses: %lu "
           "verdicts compared; R14: %lu moved values checked, %lu made divergent without "
           "CONV_LEGAL_BECOMES_DIVERGENT\n",
           st.w1_checked, st.w1_bad, st.shared_checked, st.r14_checked, st.r14_missed);
    printf("precision (wave 64): convergent moves the interpreter runs and never tells apart (5 configurations):\n");
    for (k = 0; k < LG_KINDS; k++) {
        ind += st.indist[k];
        acc += st.indist_conv[k];
        llvm += st.indist_llvm[k];
        printf("  %-9s %6lu: conv accepts %5.1f%%, LLVM 19's rules %5.1f%%\n", lg_kind_names[k], st.indist[k],
               pct(st.indist_conv[k], st.indist[k]), pct(st.indist_llvm[k], st.indist[k]));
    }
    printf("  all       %6lu: conv accepts %5.1f%% (target >= 80%%), LLVM 19's rules %5.1f%%\n", ind, pct(acc, ind),
           pct(llvm, ind));
    printf("    refused for:");
    for (r = 0; r < CONV_LEGAL_REASON_COUNT; r++)
        if (st.indist_refused[r]) printf(" %s %lu", conv_legal_reason_str((conv_legal_reason)r) + 11, st.indist_refused[r]);
    printf("\n");
    printf("  of those, moves of a value some instruction reads: %lu: conv accepts %5.1f%%\n", st.seen_indist,
           pct(st.seen_conv, st.seen_indist));
    printf("  not counted: moves of operations no run reaches (nothing to tell apart): %lu: conv accepts %5.1f%%\n",
           st.unrun_indist, pct(st.unrun_conv, st.unrun_indist));
    printf("  across branches conv proves uniform, within one cycle: %lu: conv accepts %5.1f%% (target 100%%), "
           "LLVM 19's rules 0.0%%\n",
           st.uni_indist, pct(st.uni_conv, st.uni_indist));
    if (st.uni_indist > st.uni_conv) {
        printf("    refused for:");
        for (r = 0; r < CONV_LEGAL_REASON_COUNT; r++)
            if (st.uni_refused[r]) printf(" %s %lu", conv_legal_reason_str((conv_legal_reason)r) + 11, st.uni_refused[r]);
        printf("\n");
    }
}

/* --- reproducers: a function as native text and one query; a legal
   verdict must be confirmed like the random ones (unsound verdicts found
   by this test or the fuzzer are kept here, named for what they broke) --- */

typedef struct text_case {
    const char *name, *text;
    lg_kind kind;
    const char *a, *b, *to; /* values by name, the target block by name */
    uint32_t wave;
    bool must_be_legal; /* one thread never tells the programs apart */
} text_case;

static const text_case text_cases[] = {
    /* An anchor hoisted above a uniform branch, without its user: its
       region now runs from the end of b0 to %y and holds %x's use of the
       entry token, whose definition lies before the anchor (static rule:
       regions nest). Found by fuzz_legality (regression
       anchor_hoist_region_nesting) and this test; conv said ANCHOR. */
    {"anchor hoist breaks region nesting",
     "func @a(%tid divergent, %u) convergent {\n"
     "b0:\n"
     "  %e = token.entry\n"
     "  br %u, b1, b2\n"
     "b1:\n"
     "  %x = call @subgroup.reduce(%u) ctrl %e convergent collective\n"
     "  %a = token.anchor\n"
     "  %y = call @subgroup.ballot(%tid) ctrl %a convergent collective\n"
     "  br b2\n"
     "b2:\n"
     "  ret\n"
     "}\n",
     LG_HOIST, "%a", NULL, "b0", 64, false},
    /* An anchor's user sunk past another token's use: the anchor's region
       grows over %x, whose token %e is defined before the anchor. */
    {"sinking an anchor's user breaks region nesting",
     "func @b(%tid divergent, %u) convergent {\n"
     "b0:\n"
     "  %e = token.entry\n"
     "  %a = token.anchor\n"
     "  %y = call @subgroup.ballot(%tid) ctrl %a convergent collective speculatable\n"
     "  br b1\n"
     "b1:\n"
     "  %x = call @subgroup.reduce(%u) ctrl %e convergent collective\n"
     "  br b2\n"
     "b2:\n"
     "  store %y, %u\n"
     "  ret\n"
     "}\n",
     LG_SINK, "%y", NULL, "b2", 64, false},
    /* Two always-uniform operations (not speculatable: effects) in the arms
       of a divergent branch merged into their dominator: each thread still
       runs one, but the interpreter computes such a value per operation and
       context (like s_getpc or readfirstlane), so the threads of b2 store
       another value. */
    {"merging always-uniform operations across a divergent branch",
     "func @c(%tid divergent, %u) {\n"
     "b0:\n"
     "  br %tid, b1, b2\n"
     "b1:\n"
     "  %x = uniform.op %u uniform\n"
     "  store %x, %u\n"
     "  br b3\n"
     "b2:\n"
     "  %y = uniform.op %u uniform\n"
     "  store %y, %u\n"
     "  br b3\n"
     "b3:\n"
     "  ret\n"
     "}\n",
     LG_MERGE, "%x", "%y", "b0", 64, false},
    /* Wave size 1 (a CPU): a speculatable reduction of a loop-invariant
       value sunk from the loop into its exit. One thread computes the same
       value in every iteration, so the move is legal single-threaded, and
       the issue asks wave size 1 to answer legal; conv said CYCLE. */
    {"wave size 1: a pure collective sunk out of its loop",
     "func @w(%tid divergent, %u) {\n"
     "b0:\n"
     "  br b1\n"
     "b1:\n"
     "  %i = phi [%u, b0], [%i1, b1]\n"
     "  %x = call @subgroup.reduce(%u) convergent collective speculatable\n"
     "  %i1 = add %i, 1\n"
     "  br %i1, b1, b2\n"
     "b2:\n"
     "  store %x, %u\n"
     "  ret\n"
     "}\n",
     LG_SINK, "%x", NULL, "b2", 1, true},
    /* Wave size 1 across cycles (conv__legal_move_alone): the static rules
       still hold. Out of the loop %r takes %a, the token its heart was
       chained to, whose region would then hold %b's use of %e (defined
       before %a): the copy fails conv_verify (tests/legality/wave-one.conv). */
    {"wave size 1: a use's new token would grow over an older token's use",
     "func @o(%tid divergent, %x, %out) convergent {\n"
     "b0:\n"
     "  %e = token.entry\n"
     "  %a = token.anchor\n"
     "  br b1\n"
     "b1:\n"
     "  %i = phi [0, b0], [%i1, b1]\n"
     "  %h = token.loop %a\n"
     "  %r = call @subgroup.reduce(%x) ctrl %h convergent speculatable collective\n"
     "  %i1 = add %i, 1\n"
     "  br %i1, b1, b2\n"
     "b2:\n"
     "  %b = call @subgroup.ballot(%tid) ctrl %e convergent collective\n"
     "  store %b, %out\n"
     "  br b3\n"
     "b3:\n"
     "  store %r, %out\n"
     "  ret\n"
     "}\n",
     LG_SINK, "%r", NULL, "b3", 1, false},
    /* ... an anchor raised out of the loop of its user (the cycle rule) */
    {"wave size 1: an anchor raised out of its user's loop",
     "func @p(%tid divergent, %out) convergent {\n"
     "b0:\n"
     "  br b1\n"
     "b1:\n"
     "  %i = phi [0, b0], [%i1, b1]\n"
     "  %a = token.anchor\n"
     "  %b = call @subgroup.ballot(%tid) ctrl %a convergent collective\n"
     "  store %b, %out\n"
     "  %i1 = add %i, 1\n"
     "  br %i1, b1, b2\n"
     "b2:\n"
     "  ret\n"
     "}\n",
     LG_HOIST, "%a", NULL, "b0", 1, false},
    /* ... an anchor raised over an older token's use */
    {"wave size 1: an anchor raised over an older token's use",
     "func @q(%tid divergent, %out) convergent {\n"
     "b0:\n"
     "  %e = token.entry\n"
     "  br b1\n"
     "b1:\n"
     "  %y = call @subgroup.ballot(%tid) ctrl %e convergent collective\n"
     "  store %y, %out\n"
     "  br b2\n"
     "b2:\n"
     "  %i = phi [0, b1], [%i1, b2]\n"
     "  %a = token.anchor\n"
     "  %i1 = add %i, 1\n"
     "  br %i1, b2, b3\n"
     "b3:\n"
     "  %b = call @subgroup.ballot(%tid) ctrl %a convergent collective\n"
     "  store %b, %out\n"
     "  ret\n"
     "}\n",
     LG_HOIST, "%a", NULL, "b0", 1, false},
    /* ... and effects: a call with effects sunk out of its loop runs once */
    {"wave size 1: a call with effects sunk out of its loop",
     "func @r(%tid divergent, %u) convergent {\n"
     "b0:\n"
     "  %e = token.entry\n"
     "  br b1\n"
     "b1:\n"
     "  %i = phi [0, b0], [%i1, b1]\n"
     "  %h = token.loop %e\n"
     "  %s = call @subgroup.reduce(%u) ctrl %h convergent collective\n"
     "  %i1 = add %i, 1\n"
     "  %c = icmp %i1, 3\n"
     "  br %c, b1, b2\n"
     "b2:\n"
     "  ret\n"
     "}\n",
     LG_SINK, "%s", NULL, "b2", 1, false},
    /* ... the legal ones: out of two loops; an anchor with its group */
    {"wave size 1: a collective sunk out of two loops",
     "func @s(%tid divergent, %n, %out) convergent {\n"
     "b0:\n"
     "  %e = token.entry\n"
     "  br b1\n"
     "b1:\n"
     "  %i = phi [0, b0], [%i1, b3]\n"
     "  %h1 = token.loop %e\n"
     "  br b2\n"
     "b2:\n"
     "  %j = phi [0, b1], [%j1, b2]\n"
     "  %h2 = token.loop %h1\n"
     "  %r = call @subgroup.reduce(%n) ctrl %h2 convergent speculatable collective\n"
     "  %j1 = add %j, 1\n"
     "  %c = icmp %j1, %tid\n"
     "  br %c, b2, b3\n"
     "b3:\n"
     "  %i1 = add %i, 1\n"
     "  %d = icmp %i1, %tid\n"
     "  br %d, b1, b4\n"
     "b4:\n"
     "  store %r, %out\n"
     "  ret\n"
     "}\n",
     LG_SINK, "%r", NULL, "b4", 1, true},
    {"wave size 1: an anchor sunk out of its loop with its group",
     "func @t(%tid divergent, %x, %out) convergent {\n"
     "b0:\n"
     "  br b1\n"
     "b1:\n"
     "  %i = phi [0, b0], [%i1, b1]\n"
     "  %a = token.anchor\n"
     "  %b = call @subgroup.ballot(%x) ctrl %a convergent speculatable collective\n"
     "  %i1 = add %i, 1\n"
     "  %c = icmp %i1, %tid\n"
     "  br %c, b1, b2\n"
     "b2:\n"
     "  store %b, %out\n"
     "  ret\n"
     "}\n",
     LG_SINK, "%a", NULL, "b2", 1, true},
    /* conv_function_clone of a function without successor lists: clang's
       UBSan reports "applying zero offset to null pointer" (the empty
       blockrefs vector, conv_impl.h, the copy of a terminator); gcc builds
       pass. A CSE any apply would clone for. */
    {"clone of a function whose only block returns (UBSan)",
     "func @z(%u) {\n"
     "b0:\n"
     "  %x = add %u, 1\n"
     "  %y = add %u, 1\n"
     "  store %y, %u\n"
     "  ret\n"
     "}\n",
     LG_CSE, "%x", "%y", NULL, 64, false},
    /* A barrier hoisted out of a conditional into a block that a divergent
       branch guards: when %u sends every thread of b1 to b3, the original
       runs no barrier (and is defined), the copy runs it in b1 with only
       the threads %tid sent there. conv said BARRIER_HOIST (found by the
       random test, pair 23610 of the default run). */
    {"barrier hoisted to a block not every thread reaches",
     "func @bh(%tid divergent, %u) convergent {\n"
     "b0:\n"
     "  %e = token.entry\n"
     "  br %tid, b1, b4\n"
     "b1:\n"
     "  br %u, b2, b3\n"
     "b2:\n"
     "  %bar = call @barrier() ctrl %e convergent barrier\n"
     "  br b3\n"
     "b3:\n"
     "  br b4\n"
     "b4:\n"
     "  ret\n"
     "}\n",
     LG_HOIST, "%bar", NULL, "b1", 64, false},
    /* Directed (the random functions rarely hold it): two calls with
       effects in two arms of a three-way switch merged into the switch's
       block: threads that take the third arm would run the call too. Must
       not be legal (tests/soundness/mutate_legality.sh, merge-effects). */
    {"merge of calls with effects where some threads run neither",
     "func @me(%tid divergent, %u) {\n"
     "b0:\n"
     "  switch %tid, b3, 1: b1, 2: b2\n"
     "b1:\n"
     "  %x = call @ext(%u)\n"
     "  br b3\n"
     "b2:\n"
     "  %y = call @ext(%u)\n"
     "  br b3\n"
     "b3:\n"
     "  ret\n"
     "}\n",
     LG_MERGE, "%x", "%y", "b0", 64, false},
    /* R13 sinking: a use of an anchor defined in the loop, sunk out of it
       below a uniform exit. The anchor's region would then run from the
       anchor around the rest of the loop to the exit, holding %h's use
       %r in b2 without %h's definition (regions nest). Found by this test
       (pair 9787 of the default run); conv said UNIFORM. */
    {"an anchor's use sunk out of the anchor's loop",
     "func @sa(%tid divergent, %u) convergent {\n"
     "b0:\n"
     "  %e = token.entry\n"
     "  br b1\n"
     "b1:\n"
     "  %i = phi [%u, b0], [%i1, b2]\n"
     "  %h = token.loop %e\n"
     "  %a = token.anchor\n"
     "  %x = call @subgroup.shuffle(%u, 1) ctrl %a convergent superset_safe\n"
     "  br %u, b2, b3\n"
     "b2:\n"
     "  %r = call @subgroup.readfirstlane(%u) ctrl %h convergent collective\n"
     "  %i1 = add %i, 1\n"
     "  br %i1, b1, b3\n"
     "b3:\n"
     "  store %x, %u\n"
     "  ret\n"
     "}\n",
     LG_SINK, "%x", NULL, "b3", 64, false},
    {NULL, NULL, LG_HOIST, NULL, NULL, NULL, 0, false}};

static void reproducers(test_rng *rng) {
    const text_case *tc;
    checker c;
    memset(&c, 0, sizeof c);
    c.rng = rng;
    CHECK_RESULT(conv_diags_create(NULL, &c.diags), CONV_OK);
    for (tc = text_cases; tc->name; tc++) {
        conv_module *m = NULL;
        lg_fn fn;
        lg_query q;
        conv_legality *L;
        conv_verdict v;
        unsigned serial = 0;
        memset(&fn, 0, sizeof fn);
        memset(&q, 0, sizeof q);
        CHECK_RESULT(conv_parse(tc->text, strlen(tc->text), NULL, NULL, &m), CONV_OK);
        if (m == NULL) continue;
        fn.f = conv_module_function(m, 0);
        q.kind = tc->kind;
        q.a = conv_function_find_value(fn.f, tc->a);
        if (tc->b) q.b = conv_function_find_value(fn.f, tc->b);
        if (tc->to) q.to = conv_function_find_block(fn.f, tc->to);
        L = stage(fn.f, tc->wave);
        memset(&v, 0, sizeof v);
        if (L && lg_ask(L, &q, &v) == CONV_OK && v.legal) check_legal(&c, &fn, &q, tc->wave, &v, &serial);
        if (tc->must_be_legal && !v.legal) {
            conv_function *g = transformed(&c, &fn, &q, &serial);
            unsigned checked = 0;
            /* the premise first: one thread never tells them apart */
            CHECK(g != NULL && run_equivalence(&c, fn.f, g, 1, 4, true, false, &checked) == 1 && checked > 0);
            CHECK_MSG(v.legal, "%s", tc->name);
            report("WAVE 1: refused, but one thread never tells the programs apart", &fn, &q, tc->wave, &v, g, "");
        }
        printf("reproducer '%s': %s (%s)\n", tc->name, v.legal ? "legal" : "illegal", conv_legal_reason_str(v.reason));
        conv_legality_free(L);
        conv_module_destroy(m);
    }
    conv_diags_destroy(c.diags);
}

int main(int argc, char **argv) {
    lg_options o = lg_parse(argc, argv, 100000ul, 10000ul, 4000ul);
    print_limit = o.print;
    {
        test_rng rng;
        rng.state = o.seed;
        in_reproducers = true;
        reproducers(&rng);
        in_reproducers = false;
    }
    lg_random_functions(&st.pairs, o.count, o.seed, check_function, &st.made);
    print_figures();
    CHECK_MSG(st.unsound == 0, "%lu unsound verdicts", st.unsound);
    CHECK(st.made.funcs > 0 && st.legal > 0);
    return check_summary();
}
