/* conv_lint_build against the reference interpreter: on random functions
   with scoped operations (workgroup barriers, quad operations, wave and
   workgroup collectives; with and without convergence tokens), every
   operation the lint does NOT diagnose must run, in every finished run
   where all threads start together, with its whole scope instance:

     quad       each instance holds all 4 lanes of every quad it touches;
     wave       each instance holds every thread of its wave;
     workgroup  that, and every wave of a workgroup runs it equally often
                (waves of a workgroup converge at it in the same
                iterations; a wave that runs it fewer times has left the
                others alone at it), and so runs every heart of its token
                chain (a heart's token used after its loop: waves that
                left in different iterations hold different instances).

   Runs: workgroups of 1-4 waves of 1, 4, 32 or 64 threads, one or two
   workgroups, the uniformity built for the run's wave size. Also: the
   checker has teeth (it sees some diagnosed operations run partial: had
   the lint missed them, it would fail), and precision counts. Ends with
   'N passed, N failed'.

       build/gcc/test_lint_random [--count N]     (default 1,000; --quick 100;
                                                  make soundness: 20,000) */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/random_fn.h"

typedef struct gen {
    rfn fn;
    const conv_domtree *dt; /* the shape's */
} gen;

/* A value available at the end of block b: defined in a dominator (b's
   own first `upto` values), an argument, or a constant. */
static conv_value pick(gen *g, unsigned b, unsigned upto) {
    conv_block x;
    unsigned tries;
    for (tries = 0; tries < 3; tries++) {
        unsigned depth = test_below(g->fn.rng, 3), d;
        x.id = b + 1u;
        while (depth-- && conv_block_valid(conv_domtree_idom(g->dt, x))) x = conv_domtree_idom(g->dt, x);
        d = conv_block_index(x);
        if ((d == b ? upto : g->fn.ndefs[d]) && test_below(g->fn.rng, 4) != 0)
            return g->fn.defs[d][test_below(g->fn.rng, d == b ? upto : g->fn.ndefs[d])];
    }
    return rfn_leaf(&g->fn);
}

/* Sometimes the heart of a loop that block b follows (a dominator's token
   other than b's own): a token used after its loop, whose instances are
   the loop's iterations. The verifier drops the function when that breaks
   a static rule. */
static conv_value escaping_token(gen *g, unsigned b, conv_value own) {
    conv_block x;
    x.id = b + 1u;
    for (x = conv_domtree_idom(g->dt, x); conv_block_valid(x); x = conv_domtree_idom(g->dt, x)) {
        conv_value t = g->fn.token_of[conv_block_index(x)];
        if (conv_value_valid(t) && t.id != own.id && conv_value_kind(g->fn.f, t) == CONV_KIND_LOOP) return t;
    }
    return own;
}

/* One ordinary instruction of block b: data (add, sources at each scope,
   values uniform in a wave, a readfirstlane) or a scoped operation (barrier, quad operation, wave
   or workgroup collective). */
static void instruction(gen *g, unsigned b, bool with_tokens) {
    conv_inst_desc d;
    conv_value ops[2];
    unsigned r = test_below(g->fn.rng, 14);
    memset(&d, 0, sizeof d);
    d.flags = CONV_FLAG_HAS_RESULT;
    ops[0] = pick(g, b, g->fn.ndefs[b]);
    ops[1] = pick(g, b, g->fn.ndefs[b]);
    d.operands = ops;
    d.operands_count = 2;
    if (r < 3) {
        d.opcode = "add";
    } else if (r == 3) {
        d.opcode = "thread.random";
        d.flags |= CONV_FLAG_DIVERGENCE_SOURCE;
        d.operands_count = 0;
    } else if (r == 4) {
        d.opcode = "quad.random";
        d.flags |= CONV_FLAG_DIVERGENCE_SOURCE | CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_QUAD);
        d.operands_count = 0;
    } else if (r == 12 || r == 13) {
        /* the same in each wave, another per wave and iteration: exits on
           it leave each wave in its own iteration */
        d.opcode = "wave.op";
        d.flags |= CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_WAVE);
    } else if (r == 5) {
        d.opcode = "workgroup.id";
        d.flags |= CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_WORKGROUP);
        d.operands_count = 0;
    } else {
        /* convergent: a token where tokens are used (none in irreducible
           cycles: no operation there) */
        conv_value tok = {0};
        if (with_tokens) {
            tok = g->fn.token_of[b];
            if (test_below(g->fn.rng, 4) == 0) tok = escaping_token(g, b, tok);
            if (!conv_value_valid(tok)) return;
        }
        d.kind = CONV_KIND_CALL;
        d.token = tok;
        d.operands_count = 1;
        d.flags |= CONV_FLAG_CONVERGENT;
        if (r == 6 || r == 7) {
            d.opcode = "@readfirstlane";
            d.flags |= CONV_FLAG_UNIFORM_COLLECTIVE;
        } else if (r == 8) {
            d.opcode = "@barrier";
            d.flags = CONV_FLAG_CONVERGENT | CONV_FLAG_BARRIER | CONV_FLAG_SCOPE(CONV_SCOPE_WORKGROUP);
            d.operands_count = 0;
        } else if (r == 9) {
            d.opcode = "@ddx";
            d.flags = CONV_FLAG_CONVERGENT | CONV_FLAG_SCOPE(CONV_SCOPE_QUAD);
        } else if (r == 10) {
            d.opcode = "@subgroupAdd";
            d.flags |= CONV_FLAG_UNIFORM_COLLECTIVE | CONV_FLAG_SCOPE(CONV_SCOPE_WAVE);
        } else {
            d.opcode = "@workgroupAdd";
            d.flags |= CONV_FLAG_UNIFORM_COLLECTIVE | CONV_FLAG_SCOPE(CONV_SCOPE_WORKGROUP);
        }
    }
    rfn_add(&g->fn, b, &d);
}

/* A random function on the shape of cfg (dt and ci: the shape's), or NULL. */
static conv_function *build(conv_module *m, const rcfg *cfg, const conv_domtree *dt, const conv_cycles *ci,
                            test_rng *rng, bool with_tokens) {
    gen g;
    uint32_t flags;
    unsigned b, k;
    memset(&g, 0, sizeof g);
    g.fn.rng = rng;
    g.dt = dt;
    flags = (with_tokens ? CONV_FUNCTION_CONVERGENT : 0u) | (test_below(rng, 2) ? CONV_FUNCTION_KERNEL : 0u);
    if (!rfn_begin(&g.fn, m, cfg, flags)) return NULL;
    /* a phi in some blocks with predecessors (operands set below) */
    for (b = 0; b < cfg->n; b++)
        if (rfn_has_preds(cfg, b) && test_below(rng, 2) == 0) rfn_phis(&g.fn, cfg, b, 1);
    if (with_tokens) rfn_tokens(&g.fn, ci);
    for (b = 0; b < cfg->n; b++)
        for (k = 1 + test_below(rng, 4); k > 0; k--) instruction(&g, b, with_tokens);
    for (b = 0; b < cfg->n; b++) {
        conv_value v = g.fn.ndefs[b] ? g.fn.defs[b][0] : g.fn.args[0], ops[RCFG_MAX_BLOCKS * RCFG_MAX_SUCCS];
        uint32_t n = 0, j;
        const conv_block *inc;
        conv_value cond = pick(&g, b, g.fn.ndefs[b]), none = {0};
        if (g.fn.ndefs[b] && conv_value_kind(g.fn.f, v) == CONV_KIND_PHI) {
            /* copied: the function's own list may move when it changes */
            conv_block incs[RCFG_MAX_BLOCKS * RCFG_MAX_SUCCS];
            inc = conv_value_incoming(g.fn.f, v, &n);
            for (j = 0; j < n; j++) incs[j] = inc[j];
            for (j = 0; j < n; j++) ops[j] = pick(&g, conv_block_index(incs[j]), g.fn.ndefs[conv_block_index(incs[j])]);
            conv_function_set_operands(g.fn.f, v, ops, incs, n);
        }
        rcfg_add_terminator(cfg, b, g.fn.f, g.fn.blocks, cond, none, NULL);
    }
    return conv_function_finalize(g.fn.f, NULL) == CONV_OK ? g.fn.f : NULL;
}

static unsigned st_funcs, st_runs, st_unfinished, st_checked_ops, st_findings, st_ran_clean, st_bad,
    st_partial_found, st_executed_clean, st_cause[3], st_wave_uniform_cause;

static bool print_to_stderr(const char *data, size_t size, void *user) {
    (void)user;
    fwrite(data, 1, size, stderr);
    return true;
}

/* Whether the instances of x in a run all had the whole scope instance
   (see the top); per_wave: scratch, one count per wave. */
static bool whole(const conv_interp *run, conv_value x, conv_scope s, uint32_t w, uint32_t per, uint32_t *per_wave,
                  uint32_t *instances) {
    uint32_t i, waves = conv_interp_thread_count(run) / w, k;
    bool ok = true;
    for (k = 0; k < waves; k++) per_wave[k] = 0;
    for (i = 0; i < conv_interp_instance_count(run) && ok; i++) {
        conv_interp_instance in;
        conv_interp_get(run, i, &in);
        if (in.inst.id != x.id || in.kind != CONV_INSTANCE_CONVERGENT) continue;
        per_wave[in.wave]++;
        (*instances)++;
        if (s >= CONV_SCOPE_WAVE) {
            ok = in.thread_count == w;
        } else {
            /* every lane of each quad touched: the quad of lane l is
               lanes l & ~3 .. +3 within the wave */
            for (k = 0; k < in.thread_count && ok; k++) {
                uint32_t lane = in.threads[k] % w, first = lane & ~3u, last = first + 3u < w ? first + 3u : w - 1u, j, have = 0;
                for (j = 0; j < in.thread_count; j++) {
                    uint32_t l = in.threads[j] % w;
                    have += in.threads[j] / w == in.threads[k] / w && l >= first && l <= last;
                }
                ok = have == last - first + 1u;
            }
        }
    }
    if (ok && s >= CONV_SCOPE_WORKGROUP)
        for (k = 0; k < waves && ok; k++) {
            uint32_t group_first = s >= CONV_SCOPE_DEVICE ? 0u : k / per * per;
            ok = per_wave[k] == per_wave[group_first];
        }
    return ok;
}

/* whole(), and at workgroup scope and wider the same counts for every
   heart of x's token chain. */
static bool whole_with_hearts(const conv_function *f, const conv_interp *run, conv_value x, conv_scope s, uint32_t w,
                              uint32_t per, uint32_t *per_wave, uint32_t *instances) {
    conv_value t = conv_value_token(f, x);
    uint32_t ignored = 0;
    bool ok = whole(run, x, s, w, per, per_wave, instances);
    for (; ok && s >= CONV_SCOPE_WORKGROUP && conv_value_kind(f, t) == CONV_KIND_LOOP; t = conv_value_token(f, t)) {
        /* a heart: counted as a workgroup operation (its instances hold
           whole waves when x's do: only the counts are asked) */
        uint32_t i, waves = conv_interp_thread_count(run) / w;
        (void)whole(run, t, CONV_SCOPE_WAVE, w, per, per_wave, &ignored);
        for (i = 0; i < waves && ok; i++) ok = per_wave[i] == per_wave[s >= CONV_SCOPE_DEVICE ? 0u : i / per * per];
    }
    return ok;
}

static void check_function(conv_function *f, const conv_cycles *ci, test_rng *rng, unsigned runs) {
    static const uint32_t wave_sizes[4] = {1, 4, 32, 64};
    unsigned k;
    for (k = 0; k < runs; k++) {
        uint32_t w = wave_sizes[test_below(rng, 4)], per = 1 + test_below(rng, 4), groups = 1 + test_below(rng, 2);
        uint32_t per_wave[16], i;
        conv_uniformity_desc ud;
        conv_uniformity *u = NULL;
        conv_lint *lint = NULL;
        conv_interp_desc d;
        conv_interp *run = NULL;
        if (w >= 32 && per > 2) per = 2;
        memset(&ud, 0, sizeof ud);
        ud.wave_size = w;
        ud.cycles = ci;
        CHECK_RESULT(conv_uniformity_build(f, &ud, &u), CONV_OK);
        CHECK_RESULT(conv_lint_build(f, u, NULL, &lint), CONV_OK);
        memset(&d, 0, sizeof d);
        d.wave_size = w;
        d.workgroup_size = w * per;
        d.threads = w * per * groups;
        d.seed = test_rand(rng);
        d.max_steps = 300;
        d.cycles = ci;
        CHECK_RESULT(conv_interp_run(f, &d, NULL, &run), CONV_OK);
        st_runs++;
        if (run && !conv_interp_finished(run)) st_unfinished++;
        for (i = 0; run && conv_interp_finished(run) && i < conv_function_value_count(f); i++) {
            conv_value x;
            uint32_t j, flags;
            bool found = false, ok;
            uint32_t instances = 0;
            conv_scope s;
            x.id = i + 1u;
            flags = conv_value_flags(f, x);
            if (!(flags & CONV_FLAG_CONVERGENT) || !(flags & CONV_FLAG_SCOPE_MASK) || conv_value_kind(f, x) != CONV_KIND_CALL)
                continue;
            s = conv_value_scope(f, x);
            for (j = 0; j < conv_lint_count(lint); j++) {
                conv_lint_finding y;
                conv_lint_get(lint, j, &y);
                if (y.inst.id != x.id) continue;
                found = true;
                st_cause[y.cause]++;
                st_wave_uniform_cause += y.uniform_scope >= CONV_SCOPE_WAVE && y.cause == CONV_LINT_CAUSE_CYCLE;
            }
            ok = whole_with_hearts(f, run, x, s, w, per, per_wave, &instances);
            st_checked_ops++;
            if (found) {
                st_findings++;
                st_partial_found += !ok;
                continue;
            }
            st_ran_clean++;
            st_executed_clean += instances > 0;
            CHECK_MSG(ok, "%s %s ran without its whole %s (wave %u, %u waves per workgroup, %u workgroups)",
                      conv_value_opcode(f, x), conv_value_name(f, x) ? conv_value_name(f, x) : "", conv_scope_name(s),
                      w, per, groups);
            if (!ok && st_bad++ < 2) conv_function_print(f, print_to_stderr, NULL);
        }
        conv_interp_free(run);
        conv_lint_free(lint);
        conv_uniformity_free(u);
    }
}

int main(int argc, char **argv) {
    test_rng rng = {4242u};
    unsigned count = 1000, iter;
    int i;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0) count = 100;
        if (strcmp(argv[i], "--count") == 0 && i + 1 < argc) count = (unsigned)strtoul(argv[i + 1], NULL, 10);
    }
    for (iter = 0; iter < count; iter++) {
        rcfg cfg;
        conv_module *m = NULL;
        conv_function *shape = NULL, *f;
        conv_domtree *dt = NULL;
        conv_cycles *ci = NULL, *fci = NULL;
        bool with_tokens = test_below(&rng, 2) == 0, valid = false;
        rcfg_random(&cfg, &rng, 8);
        CHECK_RESULT(conv_module_create(NULL, &m), CONV_OK);
        CHECK_RESULT(rcfg_build(&cfg, m, "shape", &shape), CONV_OK);
        conv_domtree_build(shape, NULL, &dt);
        conv_cycles_build(shape, NULL, &ci);
        f = build(m, &cfg, dt, ci, &rng, with_tokens);
        if (f) conv_verify(f, NULL, NULL, &valid);
        if (f && valid && conv_cycles_build(f, NULL, &fci) == CONV_OK) {
            st_funcs++;
            check_function(f, fci, &rng, 3);
        }
        conv_cycles_free(fci);
        conv_cycles_free(ci);
        conv_domtree_free(dt);
        conv_module_destroy(m);
    }
    printf("%u functions, %u runs (%u unfinished, not checked); %u scoped operations checked in finished runs: "
           "%u diagnosed (%u of them seen partial in that run), %u not diagnosed (%u of them executed), each time "
           "with their whole scope\n",
           st_funcs, st_runs, st_unfinished, st_checked_ops, st_findings, st_partial_found, st_ran_clean, st_executed_clean);
    printf("causes of the findings: %u branches, %u cycles, %u anchors; %u cycles whose exits are uniform in a wave\n", st_cause[0],
           st_cause[1], st_cause[2], st_wave_uniform_cause);
    CHECK(st_funcs > count / 4u && st_executed_clean > 0u && st_partial_found > 0u);
    return check_summary();
}
