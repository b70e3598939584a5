/* The uniformity analysis against the reference interpreter: on random
   functions (reducible and irreducible CFGs, SSA values with phis,
   per-thread sources, uniform operations, ballots, loops with divergent
   exits, with and without convergence tokens), every value and branch the
   analysis calls uniform, and every cycle whose exits it calls uniform,
   must behave so in runs with several thread counts, wave sizes and seeds
   (conv_interp_check_uniformity counts zero broken claims). Also: precision counts
   (how much is uniform), so an analysis that calls everything divergent
   is caught, and hand-checked cases. */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/random_fn.h"
#include "../support/strbuf.h"

typedef struct gen {
    rfn fn;
    bool scopes; /* also draw values uniform at a scope (scope_tests) */
    bool arith;  /* also thread ids and arithmetic on them (scope_tests) */
    /* the thread ids and the values computed from them and constants
       alone, defined in each block (thread-id arithmetic) */
    conv_value exact[RCFG_MAX_BLOCKS][RFN_MAXV];
    unsigned nexact[RCFG_MAX_BLOCKS];
} gen;

/* Blocks that dominate b (b included), from a dominator tree of the same
   shape. */
static unsigned dominators(const conv_domtree *dt, unsigned b, unsigned *out) {
    unsigned n = 0;
    conv_block x;
    x.id = b + 1u;
    while (conv_block_valid(x)) {
        out[n++] = conv_block_index(x);
        x = conv_domtree_idom(dt, x);
    }
    return n;
}

/* A value available at the end of block b (defined in a dominator of b,
   b included), an argument, or a constant. */
static conv_value pick(gen *g, const conv_domtree *dt, unsigned b, unsigned upto_self) {
    unsigned doms[RCFG_MAX_BLOCKS], n = dominators(dt, b, doms), tries;
    for (tries = 0; tries < 4; tries++) {
        unsigned d = doms[test_below(g->fn.rng, n)];
        unsigned have = d == b ? upto_self : g->fn.ndefs[d];
        if (have && test_below(g->fn.rng, 4) != 0) return g->fn.defs[d][test_below(g->fn.rng, have)];
    }
    return rfn_leaf(&g->fn);
}

/* What the generator drew, so the run can show (and check) that it reaches
   the cases hand-written tests used to be alone in reaching. */
static unsigned stat_const_phis, stat_mixed_const_phis, stat_same_value_phis, stat_equal_operands, stat_repeated_succs;

/* A new constant value (a separate value each time, so equal constants
   are equal by immediate, not by id). */
static conv_value constant(gen *g, int64_t imm) {
    conv_value c = {0};
    conv_function_add_constant(g->fn.f, imm, NULL, &c);
    return c;
}

/* --- thread-id arithmetic: ids, and shifts, divisions, masks and sums
   by constants (the interpreter computes them exactly, so a claim that
   `tid.x / 32` is uniform in a wave of 64 breaks) --- */

static unsigned stat_ids, stat_arith;

/* A thread id: the local x, y, z, linear index, lane or workgroup x, as a
   generic operation without operands (sometimes also flagged divergent:
   the kind decides). */
static conv_value thread_id(gen *g, unsigned b) {
    static const char *const names[] = {"tid.x", "tid.y", "tid.z", "tid.index", "lane", "group.x"};
    static const conv_thread_id kinds[] = {CONV_ID_LOCAL_X, CONV_ID_LOCAL_Y, CONV_ID_LOCAL_Z, CONV_ID_LOCAL_INDEX,
                                           CONV_ID_LANE,    CONV_ID_GROUP_X};
    unsigned k = test_below(g->fn.rng, 10);
    conv_inst_desc d;
    conv_value v;
    k = k < 4 ? 0 : k < 5 ? 1 : k < 6 ? 2 : k < 7 ? 3 : k < 9 ? 4 : 5;
    memset(&d, 0, sizeof d);
    d.opcode = names[k];
    d.flags = CONV_FLAG_HAS_RESULT | CONV_FLAG_THREAD_ID(kinds[k]);
    if (kinds[k] != CONV_ID_GROUP_X && test_below(g->fn.rng, 2)) d.flags |= CONV_FLAG_DIVERGENCE_SOURCE;
    if (kinds[k] == CONV_ID_GROUP_X && test_below(g->fn.rng, 2)) d.flags |= CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_WORKGROUP);
    v = rfn_add(&g->fn, b, &d);
    if (conv_value_valid(v) && g->nexact[b] < RFN_MAXV) g->exact[b][g->nexact[b]++] = v;
    stat_ids++;
    return v;
}

/* An exact value available at the end of block b (a new id when none). */
static conv_value pick_exact(gen *g, const conv_domtree *dt, unsigned b) {
    unsigned doms[RCFG_MAX_BLOCKS], n = dominators(dt, b, doms), tries;
    for (tries = 0; tries < 4; tries++) {
        unsigned d = doms[test_below(g->fn.rng, n)];
        if (g->nexact[d]) return g->exact[d][test_below(g->fn.rng, g->nexact[d])];
    }
    return thread_id(g, b);
}

/* An operation on an exact value: by a constant, mostly, or by another
   exact value. */
static void arith_op(gen *g, const conv_domtree *dt, unsigned b) {
    static const char *const ops[] = {"lshr", "udiv", "and", "shl", "add", "sub", "mul",
                                      "or",   "xor",  "urem", "ashr", "sdiv"};
    static const int64_t shifts[] = {0, 1, 2, 3, 4, 5, 6, 7, 2, 5, 6};
    static const int64_t divisors[] = {1, 2, 4, 8, 16, 32, 64, 128, 3, 6, 48, 0};
    static const int64_t masks[] = {-4, -64, -32, -2, 3, 63, 31, 1, 0, 12, -16, -128, 4, 64};
    static const int64_t addends[] = {1, 4, 32, 64, 3, -1, 0, 128, -64, 256};
    unsigned k = test_below(g->fn.rng, 12);
    const char *op = ops[k];
    conv_value ops2[2], v;
    conv_inst_desc d;
    int64_t c;
    if (k == 0 || k == 3 || k == 10) c = shifts[test_below(g->fn.rng, 11)];
    else if (k == 1 || k == 9 || k == 11) c = divisors[test_below(g->fn.rng, 12)];
    else if (k == 2 || k == 7 || k == 8) c = masks[test_below(g->fn.rng, 14)];
    else c = addends[test_below(g->fn.rng, 10)];
    ops2[0] = pick_exact(g, dt, b);
    ops2[1] = (k >= 2 && k <= 8 && test_below(g->fn.rng, 3) == 0) ? pick_exact(g, dt, b) : constant(g, c);
    if (test_below(g->fn.rng, 8) == 0) {
        /* the constant first */
        conv_value t = ops2[0];
        ops2[0] = ops2[1];
        ops2[1] = t;
    }
    memset(&d, 0, sizeof d);
    d.opcode = op;
    d.flags = CONV_FLAG_HAS_RESULT;
    d.operands = ops2;
    d.operands_count = 2;
    v = rfn_add(&g->fn, b, &d);
    if (conv_value_valid(v) && g->nexact[b] < RFN_MAXV) g->exact[b][g->nexact[b]++] = v;
    stat_arith++;
}

/* Builds a random function on the shape of `shape` (finalized, same CFG),
   whose dominator tree is dt. tokens: a convergent function with an entry
   token, a heart in every reducible cycle header (nested hearts use their
   parent's heart), ballots controlled by the innermost heart. */
static conv_function *build(conv_module *m, const rcfg *cfg, const conv_domtree *dt, const conv_cycles *ci,
                            test_rng *rng, bool tokens, bool scopes) {
    gen g;
    uint32_t flags;
    unsigned b, k;
    memset(&g, 0, sizeof g);
    g.fn.rng = rng;
    g.scopes = scopes;
    g.arith = scopes && test_below(rng, 2) == 0;
    flags = tokens ? CONV_FUNCTION_CONVERGENT : 0u;
    /* a kernel's arguments are uniform on the device, others' in a wave */
    if (scopes && test_below(rng, 3) == 0) flags |= CONV_FUNCTION_KERNEL;
    if (!rfn_begin(&g.fn, m, cfg, flags)) return NULL;
    /* phis first (operands later), in every block with predecessors */
    for (b = 0; b < cfg->n; b++)
        if (rfn_has_preds(cfg, b)) rfn_phis(&g.fn, cfg, b, test_below(rng, 3));
    if (tokens) rfn_tokens(&g.fn, ci);
    /* ordinary instructions */
    for (b = 0; b < cfg->n; b++) {
        unsigned count = 1 + test_below(rng, g.arith ? 6 : 4);
        for (k = 0; k < count; k++) {
            conv_inst_desc d;
            conv_value ops[2];
            unsigned r = test_below(rng, g.arith ? 22u : g.scopes ? 15u : 10u);
            if (r >= 15) {
                if (r == 15) thread_id(&g, b);
                else arith_op(&g, dt, b);
                continue;
            }
            memset(&d, 0, sizeof d);
            d.flags = CONV_FLAG_HAS_RESULT;
            ops[0] = pick(&g, dt, b, g.fn.ndefs[b]);
            ops[1] = pick(&g, dt, b, g.fn.ndefs[b]);
            /* equal operands: the same value twice, or two equal constants */
            if (test_below(rng, 6) == 0) {
                bool is_constant = conv_value_kind(g.fn.f, ops[0]) == CONV_KIND_CONSTANT;
                ops[1] = is_constant ? constant(&g, conv_value_immediate(g.fn.f, ops[0])) : ops[0];
                stat_equal_operands++;
            }
            d.operands = ops;
            d.operands_count = 2;
            if (r < 5) {
                d.opcode = "add";
            } else if (r == 5) {
                d.opcode = "thread.random";
                d.flags |= CONV_FLAG_DIVERGENCE_SOURCE;
                d.operands_count = 0;
            } else if (r == 6) {
                d.opcode = "uniform.op";
                d.flags |= CONV_FLAG_ALWAYS_UNIFORM;
            } else if (r == 10 || r == 11) {
                /* a workgroup id (no operands), or a value uniform in its
                   wave where its operands are */
                d.opcode = r == 10 ? "workgroup.id" : "wave.op";
                d.flags |= CONV_FLAG_UNIFORM_SCOPE(r == 10 ? CONV_SCOPE_WORKGROUP : CONV_SCOPE_WAVE);
                d.operands_count = r == 10 ? 0u : 2u;
            } else if (r == 12) {
                /* a source uniform within a quad */
                d.opcode = "quad.random";
                d.flags |= CONV_FLAG_DIVERGENCE_SOURCE | CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_QUAD);
                d.operands_count = 0;
            } else if (r == 13) {
                d.opcode = "device.op";
                d.flags |= CONV_FLAG_ALWAYS_UNIFORM | CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_DEVICE);
            } else {
                /* a collective: uniform among the threads that run it */
                conv_value tok = {0};
                if (tokens) {
                    /* the innermost heart around b, or the entry token
                       outside every cycle */
                    tok = g.fn.token_of[b];
                    if (!conv_value_valid(tok)) continue; /* no token here: no convergent op */
                }
                d.kind = CONV_KIND_CALL;
                /* r == 14: a workgroup's reduction, or in odd blocks a
                   quad's (its quads compute apart: divergent in a wave) */
                bool quad = r == 14 && (b & 1u);
                d.opcode = r == 7 ? "@subgroup.ballot" : r == 8 ? "@subgroup.reduce" : quad ? "@quad.reduce"
                           : r == 14 ? "@workgroup.reduce" : "@subgroup.readfirstlane";
                d.flags |= CONV_FLAG_CONVERGENT | CONV_FLAG_UNIFORM_COLLECTIVE;
                if (r == 14) d.flags |= CONV_FLAG_SCOPE(quad ? CONV_SCOPE_QUAD : CONV_SCOPE_WORKGROUP);
                d.operands_count = 1;
                d.token = tok;
            }
            rfn_add(&g.fn, b, &d);
        }
    }
    /* phi operands: a value available at the end of each predecessor */
    for (b = 0; b < cfg->n; b++) {
        uint32_t n = 0, i;
        const conv_value *insts;
        for (i = 0; i < g.fn.ndefs[b]; i++) {
            conv_value v = g.fn.defs[b][i];
            uint32_t nops = 0, j, mode;
            int64_t base;
            conv_value same;
            const conv_value *ops;
            const conv_block *inc;
            conv_value newops[RCFG_MAX_BLOCKS * RCFG_MAX_SUCCS];
            conv_block newinc[RCFG_MAX_BLOCKS * RCFG_MAX_SUCCS];
            (void)insts;
            (void)n;
            if (conv_value_kind(g.fn.f, v) != CONV_KIND_PHI) continue;
            ops = conv_value_operands(g.fn.f, v, &nops);
            inc = conv_value_incoming(g.fn.f, v, &nops);
            /* incoming values: 1 in 4 phis all constants (mostly one
               immediate, each a separate constant value; some mixed), 1 in
               8 the same argument on every edge, else a value available at
               the end of each predecessor; duplicate edges from one block
               carry one value */
            mode = test_below(rng, 8);
            base = (int64_t)test_below(rng, 3);
            same = g.fn.args[test_below(rng, 3)];
            for (j = 0; j < nops; j++) {
                unsigned p = conv_block_index(inc[j]), e;
                newinc[j] = inc[j];
                for (e = 0; e < j && inc[e].id != inc[j].id; e++) continue;
                if (e < j) newops[j] = newops[e];
                else if (mode < 2) newops[j] = constant(&g, test_below(rng, 4) ? base : (int64_t)test_below(rng, 3));
                else if (mode == 2) newops[j] = same;
                else newops[j] = pick(&g, dt, p, g.fn.ndefs[p]);
            }
            if (nops >= 2 && mode < 2) {
                bool mixed = false;
                for (j = 1; j < nops; j++)
                    mixed |= conv_value_immediate(g.fn.f, newops[j]) != conv_value_immediate(g.fn.f, newops[0]);
                stat_const_phis++;
                stat_mixed_const_phis += mixed;
            }
            if (nops >= 2 && mode == 2) stat_same_value_phis++;
            (void)ops;
            conv_function_set_operands(g.fn.f, v, newops, newinc, nops);
        }
    }
    /* terminators on random available values */
    for (b = 0; b < cfg->n; b++) {
        conv_value cond = pick(&g, dt, b, g.fn.ndefs[b]), none = {0};
        for (k = 1; k < cfg->nsucc[b]; k++)
            if (cfg->succ[b][k] == cfg->succ[b][0]) {
                stat_repeated_succs++;
                break;
            }
        rcfg_add_terminator(cfg, b, g.fn.f, g.fn.blocks, cond, none, NULL);
    }
    if (conv_function_finalize(g.fn.f, NULL) != CONV_OK) return NULL;
    return g.fn.f;
}

/* The shape only, to get its dominator tree and cycles before building. */
static conv_function *skeleton(conv_module *m, const rcfg *cfg) {
    conv_function *f = NULL;
    return rcfg_build(cfg, m, "shape", &f) == CONV_OK ? f : NULL;
}

static unsigned stat_funcs, stat_token_funcs, stat_runs, stat_values, stat_uniform_values, stat_branches,
    stat_uniform_branches, stat_bad;

static void check_function(conv_function *f, test_rng *rng, unsigned runs) {
    conv_uniformity *u = NULL;
    const conv_cycles *ci;
    uint32_t nv = conv_function_value_count(f), nb = conv_function_block_count(f), i, k;
    conv_uniformity_desc ud;
    memset(&ud, 0, sizeof ud);
    CHECK_RESULT(conv_uniformity_build(f, &ud, &u), CONV_OK);
    if (u == NULL) return;
    ci = conv_uniformity_cycles(u);
    for (i = 0; i < nv; i++) {
        conv_value v;
        v.id = i + 1u;
        if (conv_value_flags(f, v) & CONV_FLAG_HAS_RESULT) {
            stat_values++;
            stat_uniform_values += !conv_uniformity_value_divergent(u, v);
        }
    }
    for (i = 0; i < nb; i++) {
        conv_block b;
        b.id = i + 1u;
        stat_branches++;
        stat_uniform_branches += !conv_uniformity_branch_divergent(u, b);
    }
    for (k = 0; k < runs; k++) {
        conv_interp_desc d;
        conv_interp *run = NULL;
        conv_diags *diags = NULL;
        uint32_t bad = 0;
        memset(&d, 0, sizeof d);
        d.threads = 1 + test_below(rng, 8);
        d.wave_size = 1 + test_below(rng, d.threads);
        d.seed = test_rand(rng);
        d.max_steps = 300;
        d.cycles = ci;
        CHECK_RESULT(conv_interp_run(f, &d, NULL, &run), CONV_OK);
        if (run == NULL) continue;
        conv_diags_create(NULL, &diags);
        CHECK_RESULT(conv_interp_check_uniformity(run, f, u, diags, &bad), CONV_OK);
        CHECK_MSG(bad == 0, "%u unsound claims", bad);
        if (bad && stat_bad++ < 3) {
            char buf[600];
            for (i = 0; i < conv_diags_count(diags) && i < 4; i++) {
                conv_diags_format(diags, i, buf, sizeof buf);
                fprintf(stderr, "  %s\n", buf);
            }
        }
        stat_runs++;
        conv_diags_destroy(diags);
        conv_interp_free(run);
    }
    conv_uniformity_free(u);
}

static bool print_to_stderr(const char *data, size_t size, void *user) {
    (void)user;
    fwrite(data, 1, size, stderr);
    return true;
}

/* One function of a random stream: its module, and the shape's dominator
   tree and hierarchy (drawn_free frees them); f is NULL when the
   function breaks a static rule. */
typedef struct drawn {
    conv_module *m;
    conv_domtree *dt;
    conv_cycles *ci;
    conv_function *f;
    bool tokens;
} drawn;

static drawn draw(test_rng *rng, bool scopes) {
    drawn d;
    rcfg cfg;
    conv_function *shape;
    bool valid = false;
    memset(&d, 0, sizeof d);
    d.tokens = test_below(rng, 3) == 0;
    rcfg_random(&cfg, rng, 9);
    CHECK_RESULT(conv_module_create(NULL, &d.m), CONV_OK);
    shape = d.m ? skeleton(d.m, &cfg) : NULL;
    CHECK(shape != NULL);
    if (shape == NULL) return d;
    conv_domtree_build(shape, NULL, &d.dt);
    conv_cycles_build(shape, NULL, &d.ci);
    d.f = build(d.m, &cfg, d.dt, d.ci, rng, d.tokens, scopes);
    CHECK(d.f != NULL);
    if (d.f) conv_verify(d.f, NULL, NULL, &valid);
    if (!valid) d.f = NULL;
    return d;
}

static void drawn_free(drawn *d) {
    conv_cycles_free(d->ci);
    conv_domtree_free(d->dt);
    conv_module_destroy(d->m);
}

static void random_tests(unsigned count) {
    test_rng rng = {777u};
    unsigned iter;
    for (iter = 0; iter < count; iter++) {
        unsigned before = stat_bad;
        drawn d = draw(&rng, false);
        if (d.f) {
            stat_funcs++;
            stat_token_funcs += d.tokens;
            check_function(d.f, &rng, 4);
            if (stat_bad != before && before < 3) conv_function_print(d.f, print_to_stderr, NULL);
        }
        drawn_free(&d);
    }
}

/* --- every scope: the widest scope of each value, branch and exit
   (conv_uniformity_value_scope, ...) against runs whose workgroups hold
   1-4 waves of 1, 4, 32 or 64 threads, quads of 4 lanes, and one or two
   workgroups (conv_interp_check_scope at each scope). The generator adds
   values uniform at a scope by their flags (a workgroup id, a wave's
   value, a source uniform in its quad, a device value, a workgroup
   collective), and kernels. --- */

static unsigned sc_funcs, sc_runs, sc_bad, sc_value_scope[7], sc_branch_scope[7], sc_exit_scope[7];

static void scope_stats(const conv_function *f, const conv_uniformity *u) {
    const conv_cycles *ci = conv_uniformity_cycles(u);
    uint32_t i;
    for (i = 1; i <= conv_function_value_count(f); i++) {
        conv_value v;
        v.id = i;
        if (conv_value_flags(f, v) & CONV_FLAG_HAS_RESULT) sc_value_scope[conv_uniformity_value_scope(u, v)]++;
    }
    for (i = 0; i < conv_function_block_count(f); i++) sc_branch_scope[conv_uniformity_branch_scope(u, conv_function_block(f, i))]++;
    for (i = 0; i < conv_cycles_count(ci); i++) sc_exit_scope[conv_uniformity_cycle_exit_scope(u, conv_cycles_get(ci, i))]++;
}

/* What the analysis was told of a run's threads, for the stats: the
   workgroup shape, only its size, or nothing; waves linear or not; one
   wave size or a range. */
static unsigned sc_told_shape, sc_told_max, sc_told_nothing, sc_nonlinear, sc_ranges, sc_multi_d;

static void check_scopes(conv_function *f, const conv_cycles *ci, test_rng *rng, unsigned runs) {
    static const uint32_t wave_sizes[4] = {1, 4, 32, 64};
    unsigned k, s, i;
    for (k = 0; k < runs; k++) {
        conv_interp_desc d;
        conv_interp *run = NULL;
        conv_uniformity *u = NULL;
        conv_uniformity_desc ud;
        uint32_t w = wave_sizes[test_below(rng, 4)], per = 1 + test_below(rng, 4), groups = 1 + test_below(rng, 2);
        uint32_t wg, x, y = 1, z = 1, told = test_below(rng, 8);
        if (w >= 32 && per > 3u) per = 3u;
        if (w == 64 && per == 3u) groups = 1; /* (keeps a run under 300 threads) */
        wg = w * per;
        /* the workgroup's shape: one dimension, or x times y (times z),
           x a multiple of the wave size or not */
        x = wg;
        if (test_below(rng, 2)) {
            /* x from the wave size, a multiple of it or not */
            uint32_t xs[10], tries;
            xs[0] = w, xs[1] = w / 2u, xs[2] = 2u * w, xs[3] = 3u * w / 2u, xs[4] = 3u * w / 4u, xs[5] = 3;
            xs[6] = 4, xs[7] = 6, xs[8] = 16, xs[9] = 24;
            for (tries = 0; tries < 8; tries++) {
                uint32_t cand = xs[test_below(rng, 10)];
                if (cand && cand < wg && wg % cand == 0) {
                    x = cand;
                    break;
                }
            }
            y = wg / x;
            if (y % 2 == 0 && y > 2 && test_below(rng, 2)) y /= 2, z = 2;
            sc_multi_d += y * z > 1;
        }
        memset(&ud, 0, sizeof ud);
        ud.cycles = ci;
        ud.wave_size = w;
        /* the analysis is told what holds for the run, or less */
        ud.linear_waves = test_below(rng, 6) != 0;
        sc_nonlinear += !ud.linear_waves;
        if (w >= 4 && test_below(rng, 4) == 0) {
            /* a range of wave sizes the run's is in */
            ud.wave_size = w == 4 ? 1u : 4u;
            ud.wave_size_max = w == 64 ? 64u : w * (1u + test_below(rng, 2));
            sc_ranges++;
        }
        if (told < 5) {
            ud.workgroup_size[0] = x;
            ud.workgroup_size[1] = y;
            ud.workgroup_size[2] = z;
            sc_told_shape++;
        } else if (told < 7) {
            ud.max_workgroup_size = wg + test_below(rng, 2) * wg;
            sc_told_max++;
        } else {
            sc_told_nothing++;
        }
        CHECK_RESULT(conv_uniformity_build(f, &ud, &u), CONV_OK);
        if (u == NULL) continue;
        if (k == 0) scope_stats(f, u);
        memset(&d, 0, sizeof d);
        d.wave_size = w;
        d.workgroup_size = wg;
        d.workgroup_shape[0] = x;
        d.workgroup_shape[1] = y;
        d.workgroup_shape[2] = z;
        d.threads = wg * groups;
        d.seed = test_rand(rng);
        d.max_steps = 300;
        d.cycles = ci;
        CHECK_RESULT(conv_interp_run(f, &d, NULL, &run), CONV_OK);
        if (run == NULL) {
            conv_uniformity_free(u);
            continue;
        }
        for (s = CONV_SCOPE_THREAD; s <= CONV_SCOPE_SYSTEM; s++) {
            conv_diags *diags = NULL;
            uint32_t bad = 0;
            conv_diags_create(NULL, &diags);
            CHECK_RESULT(conv_interp_check_scope(run, f, u, (conv_scope)s, diags, &bad), CONV_OK);
            CHECK_MSG(bad == 0,
                      "%u unsound claims at %s scope (wave %u%s, %u waves per workgroup %ux%ux%u%s, %u workgroups)",
                      bad, conv_scope_name((conv_scope)s), w, ud.wave_size_max ? " in a range" : "", per, x, y, z,
                      told < 5 ? " told" : told < 7 ? " max told" : "", groups);
            if (bad && sc_bad++ < 3) {
                char buf[600];
                for (i = 0; i < conv_diags_count(diags) && i < 4; i++) {
                    conv_diags_format(diags, i, buf, sizeof buf);
                    fprintf(stderr, "  %s\n", buf);
                }
            }
            conv_diags_destroy(diags);
        }
        sc_runs++;
        conv_interp_free(run);
        conv_uniformity_free(u);
    }
}

static void scope_tests(unsigned count) {
    test_rng rng = {1717u};
    unsigned iter;
    for (iter = 0; iter < count; iter++) {
        unsigned before = sc_bad;
        drawn d = draw(&rng, true);
        conv_cycles *fci = NULL;
        /* the function's own hierarchy (the same cycles as the shape's) */
        if (d.f) CHECK_RESULT(conv_cycles_build(d.f, NULL, &fci), CONV_OK);
        if (fci) {
            sc_funcs++;
            check_scopes(d.f, fci, &rng, 2);
            if (sc_bad != before && before < 3) conv_function_print(d.f, print_to_stderr, NULL);
        }
        conv_cycles_free(fci);
        drawn_free(&d);
    }
}

/* --- uniformity as text (conv_reason_write, conv_uniformity_explain,
   conv_uniformity_write_dot): the words are the API's documented forms;
   which value each line names is worked out by hand below. --- */

/* %tid is a source; entry's branch on %c (from %tid) is divergent and %p
   joins its paths; %q uses %p; the loop leaves to out in different
   iterations (on %d), so %u, which uses %i from the loop, is temporal. */
static const char text_example[] =
    "func @t(%tid divergent, %n) {\n"
    "entry:\n"
    "  %c = icmp %tid, %n\n"
    "  br %c, a, b\n"
    "a:\n"
    "  br j\n"
    "b:\n"
    "  br j\n"
    "j:\n"
    "  %p = phi [1, a], [2, b]\n"
    "  %q = add %p, 1\n"
    "  br loop\n"
    "loop:\n"
    "  %i = phi [0, j], [%i1, loop]\n"
    "  %i1 = add %i, 1\n"
    "  %d = icmp %i1, %tid\n"
    "  br %d, loop, out\n"
    "out:\n"
    "  %u = add %i, %n\n"
    "  ret\n"
    "}\n";

static void text_tests(void) {
    conv_module *m = NULL;
    conv_function *f;
    conv_uniformity *u = NULL;
    strbuf t = {NULL, 0, 0, 0};
    conv_value none = {0};
    conv_block no_block = {0};
    CHECK_RESULT(conv_parse(text_example, sizeof text_example - 1u, NULL, NULL, &m), CONV_OK);
    f = conv_module_find_function(m, "t");
    CHECK_RESULT(conv_uniformity_build(f, NULL, &u), CONV_OK);

    strbuf_clear(&t);
    CHECK_RESULT(conv_reason_write(f, u, conv_uniformity_value_reason(u, conv_function_find_value(f, "%p")),
                                   strbuf_write, &t),
                 CONV_OK);
    CHECK_STR(t.p, "a phi where paths from the divergent branch of entry meet");
    strbuf_clear(&t);
    CHECK_RESULT(conv_reason_write(f, u, conv_uniformity_value_reason(u, conv_function_find_value(f, "%u")),
                                   strbuf_write, &t),
                 CONV_OK);
    CHECK_STR(t.p, "uses %i from the cycle headed by loop, which threads leave in different iterations");

    strbuf_clear(&t);
    CHECK_RESULT(conv_uniformity_explain(f, u, conv_function_find_value(f, "%q"), no_block, strbuf_write, &t),
                 CONV_OK);
    CHECK_STR(t.p, "%q is divergent: uses the divergent %p\n"
                      "%p is divergent: a phi where paths from the divergent branch of entry meet\n"
                      "the branch of entry is divergent: its condition %c is divergent\n"
                      "%c is divergent: uses the divergent %tid\n"
                      "%tid is divergent: a divergence source\n");
    strbuf_clear(&t);
    CHECK_RESULT(conv_uniformity_explain(f, u, conv_function_find_value(f, "%u"), no_block, strbuf_write, &t),
                 CONV_OK);
    CHECK_STR(t.p, "%u is divergent: uses %i from the cycle headed by loop, which threads leave in different "
                      "iterations\n"
                      "the cycle's exit is divergent: the branch of loop is divergent: its condition %d is "
                      "divergent\n"
                      "%d is divergent: uses the divergent %tid\n"
                      "%tid is divergent: a divergence source\n");
    strbuf_clear(&t);
    CHECK_RESULT(conv_uniformity_explain(f, u, none, conv_function_find_block(f, "a"), strbuf_write, &t), CONV_OK);
    CHECK_STR(t.p, "the branch of a is uniform\n");
    /* exactly one subject; a writer that stops */
    CHECK_RESULT(conv_uniformity_explain(f, u, none, no_block, strbuf_write, &t), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_uniformity_explain(f, u, conv_function_find_value(f, "%q"), conv_function_find_block(f, "a"),
                                         strbuf_write, &t),
                 CONV_ERR_INVALID_ARGUMENT);
    strbuf_clear(&t);
    t.limit = 10;
    CHECK_RESULT(conv_uniformity_explain(f, u, conv_function_find_value(f, "%q"), no_block, strbuf_write, &t),
                 CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_reason_write(NULL, u, conv_uniformity_value_reason(u, conv_function_find_value(f, "%p")),
                                   strbuf_write, &t),
                 CONV_ERR_INVALID_ARGUMENT);

    strbuf_clear(&t);
    CHECK_RESULT(conv_uniformity_write_dot(f, u, strbuf_write, &t), CONV_OK);
    /* blocks are b<index>: entry b0, a b1, b b2, j b3, loop b4, out b5 */
    CHECK(strstr(t.p, "digraph \"t\" {") == t.p);
    CHECK(strstr(t.p, "label=\"cycle headed by loop, divergent exit\"; style=rounded; color=red;") != NULL);
    CHECK(strstr(t.p, "b3 [label=<<b>j</b> (join)") != NULL);
    CHECK(strstr(t.p, "<font color=\"red\">%p</font>") != NULL);
    CHECK(strstr(t.p, "<br align=\"left\"/>%i<br") != NULL);             /* uniform */
    CHECK(strstr(t.p, "b0 -> b1 [color=red];") != NULL);                /* divergent branch */
    CHECK(strstr(t.p, "b4 -> b5 [color=red, style=dashed];") != NULL);  /* divergent exit */
    CHECK(strstr(t.p, "b4 -> b4 [color=red];") != NULL);
    CHECK(strstr(t.p, "b3 -> b4;") != NULL);
    CHECK(t.n >= 2u && strcmp(t.p + t.n - 2u, "}\n") == 0);
    strbuf_clear(&t);
    t.limit = 100;
    CHECK_RESULT(conv_uniformity_write_dot(f, u, strbuf_write, &t), CONV_ERR_INVALID_ARGUMENT);

    {
        /* a dominator tree passed in gives the same answers; a post-dominator
           tree is refused */
        conv_domtree *dt = NULL, *pdt = NULL;
        conv_domtree_desc dd;
        conv_uniformity_desc ud;
        conv_uniformity *u2 = NULL;
        uint32_t i;
        memset(&dd, 0, sizeof dd);
        CHECK_RESULT(conv_domtree_build(f, &dd, &dt), CONV_OK);
        dd.post = true;
        CHECK_RESULT(conv_domtree_build(f, &dd, &pdt), CONV_OK);
        memset(&ud, 0, sizeof ud);
        ud.domtree = pdt;
        CHECK_RESULT(conv_uniformity_build(f, &ud, &u2), CONV_ERR_INVALID_ARGUMENT);
        ud.domtree = dt;
        CHECK_RESULT(conv_uniformity_build(f, &ud, &u2), CONV_OK);
        for (i = 0; i < conv_function_value_count(f); i++) {
            conv_value v;
            v.id = i + 1u;
            CHECK(conv_uniformity_value_divergent(u, v) == conv_uniformity_value_divergent(u2, v));
        }
        conv_uniformity_free(u2);
        conv_domtree_free(dt);
        conv_domtree_free(pdt);
    }
    conv_uniformity_free(u);
    conv_module_destroy(m);
    strbuf_free(&t);
}

/* Built through the API without names: an unnamed icmp on a divergent
   argument is the condition of entry's branch; finalize must make it a
   result, so the condition and the branch are divergent, and the unnamed
   phi where the paths meet is too (found by hand). */
static void unnamed_values_test(void) {
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_function_desc fd;
    conv_inst_desc d;
    conv_block blocks[4], two[2];
    conv_value tid, n, cond, one, two_c, phi, ops[2];
    conv_uniformity *u = NULL;
    memset(&fd, 0, sizeof fd);
    fd.name = "unnamed";
    CHECK_RESULT(conv_module_create(NULL, &m), CONV_OK);
    CHECK_RESULT(conv_module_add_function(m, &fd, &f), CONV_OK);
    CHECK_RESULT(conv_function_add_argument(f, NULL, CONV_FLAG_DIVERGENCE_SOURCE, &tid), CONV_OK);
    CHECK_RESULT(conv_function_add_argument(f, NULL, 0, &n), CONV_OK);
    CHECK_RESULT(conv_function_add_constant(f, 1, NULL, &one), CONV_OK);
    CHECK_RESULT(conv_function_add_constant(f, 2, NULL, &two_c), CONV_OK);
    CHECK_RESULT(conv_function_add_block(f, "entry", &blocks[0]), CONV_OK);
    CHECK_RESULT(conv_function_add_block(f, "a", &blocks[1]), CONV_OK);
    CHECK_RESULT(conv_function_add_block(f, "b", &blocks[2]), CONV_OK);
    CHECK_RESULT(conv_function_add_block(f, "j", &blocks[3]), CONV_OK);
    memset(&d, 0, sizeof d);
    d.opcode = "icmp";
    ops[0] = tid;
    ops[1] = n;
    d.operands = ops;
    d.operands_count = 2;
    CHECK_RESULT(conv_function_add_inst(f, blocks[0], &d, &cond), CONV_OK);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_BRANCH;
    d.operands = &cond;
    d.operands_count = 1;
    two[0] = blocks[1];
    two[1] = blocks[2];
    d.successors = two;
    d.successors_count = 2;
    CHECK_RESULT(conv_function_add_inst(f, blocks[0], &d, NULL), CONV_OK);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_BRANCH;
    d.successors = &blocks[3];
    d.successors_count = 1;
    CHECK_RESULT(conv_function_add_inst(f, blocks[1], &d, NULL), CONV_OK);
    CHECK_RESULT(conv_function_add_inst(f, blocks[2], &d, NULL), CONV_OK);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_PHI;
    ops[0] = one;
    ops[1] = two_c;
    d.operands = ops;
    d.operands_count = 2;
    d.incoming = &blocks[1];
    CHECK_RESULT(conv_function_add_inst(f, blocks[3], &d, &phi), CONV_OK);
    memset(&d, 0, sizeof d);
    d.opcode = "store";
    d.operands = &phi;
    d.operands_count = 1;
    CHECK_RESULT(conv_function_add_inst(f, blocks[3], &d, NULL), CONV_OK);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_RETURN;
    CHECK_RESULT(conv_function_add_inst(f, blocks[3], &d, NULL), CONV_OK);
    CHECK_RESULT(conv_function_finalize(f, NULL), CONV_OK);
    CHECK((conv_value_flags(f, cond) & CONV_FLAG_HAS_RESULT) != 0);
    CHECK((conv_value_flags(f, one) & CONV_FLAG_HAS_RESULT) == 0);
    CHECK_RESULT(conv_uniformity_build(f, NULL, &u), CONV_OK);
    CHECK(conv_uniformity_value_divergent(u, cond));
    CHECK(conv_uniformity_branch_divergent(u, blocks[0]));
    CHECK(conv_uniformity_value_divergent(u, phi));
    CHECK(!conv_uniformity_branch_divergent(u, blocks[1]));
    conv_uniformity_free(u);
    conv_module_destroy(m);
}

/* --quick: 200 functions (valgrind, clang); default 5,000 (the suite);
   --count N for the larger run of `make soundness`. */
/* Collectives under anchors (docs/uniformity.md "Anchors"): the reasons
   and explanations name the anchor, and past 16 anchors the collectives
   themselves are divergent (conv.h). Expectations by hand: %x follows the
   last use of %a (outside its region), and so does %p (a join of the
   branch on %x); the branch of x uses %c, in the
   region of the heart %t, which threads leave h in different iterations
   with. */
static const char anchor_text[] =
    "func @g(%tid divergent) convergent {\n"
    "b0:\n"
    "  %entry = token.entry\n"
    "  %a = token.anchor\n"
    "  %b = call @subgroup.ballot(%tid) ctrl %a convergent collective\n"
    "  %x = add %b, %b\n"
    "  br %x, l, r\n"
    "l:\n"
    "  br j\n"
    "r:\n"
    "  br j\n"
    "j:\n"
    "  %p = phi [1, l], [2, r]\n"
    "  ret\n"
    "}\n"
    "func @k(%tid divergent) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  br h\n"
    "h:\n"
    "  %i = phi [0, entry], [%i1, h]\n"
    "  %t = token.loop %e\n"
    "  %i1 = add %i, 1\n"
    "  %d = icmp.ult %i1, %tid\n"
    "  br %d, h, x\n"
    "x:\n"
    "  %c = and %i1, 1\n"
    "  br %c, l, r\n"
    "l:\n"
    "  %bl = call @subgroup.ballot(%c) ctrl %t convergent collective\n"
    "  br j\n"
    "r:\n"
    "  %br = call @subgroup.ballot(%c) ctrl %t convergent collective\n"
    "  br j\n"
    "j:\n"
    "  %p = phi [1, l], [2, r]\n"
    "  ret\n"
    "}\n";

/* n anchors in one block, each controlling a ballot, then a use of every
   ballot after the last use of its anchor. */
static conv_function *anchors_function(unsigned n) {
    char text[8192];
    size_t len = 0;
    unsigned i;
    conv_module *parsed = NULL;
    len += (size_t)snprintf(text + len, sizeof text - len, "func @n%u(%%tid divergent) {\nb0:\n", n);
    for (i = 0; i < n; i++)
        len += (size_t)snprintf(text + len, sizeof text - len,
                                "  %%a%u = token.anchor\n  %%b%u = call @subgroup.ballot(%%tid) ctrl %%a%u convergent "
                                "collective\n  %%x%u = add %%b%u, 1\n",
                                i, i, i, i, i);
    len += (size_t)snprintf(text + len, sizeof text - len, "  ret\n}\n");
    CHECK(len < sizeof text);
    CHECK_RESULT(conv_parse(text, len, NULL, NULL, &parsed), CONV_OK);
    return parsed ? conv_module_function(parsed, 0) : NULL;
}

static void anchor_tests(void) {
    conv_module *m = NULL;
    conv_function *f;
    conv_uniformity *u = NULL;
    strbuf t = {NULL, 0, 0, 0};
    conv_value none = {0};
    conv_block no_block = {0};
    conv_reason r;
    unsigned n;
    CHECK_RESULT(conv_parse(anchor_text, sizeof anchor_text - 1u, NULL, NULL, &m), CONV_OK);
    f = conv_module_find_function(m, "g");
    CHECK_RESULT(conv_uniformity_build(f, NULL, &u), CONV_OK);
    CHECK(!conv_uniformity_value_divergent(u, conv_function_find_value(f, "%b")));
    r = conv_uniformity_value_reason(u, conv_function_find_value(f, "%x"));
    CHECK(r.kind == CONV_REASON_ANCHOR && r.value.id == conv_function_find_value(f, "%a").id);
    strbuf_clear(&t);
    CHECK_RESULT(conv_uniformity_explain(f, u, conv_function_find_value(f, "%p"), no_block, strbuf_write, &t),
                 CONV_OK);
    CHECK_STR(t.p, "%p is divergent: depends on a collective under the anchor %a, and threads of its different "
                      "groups meet here (outside its convergence region)\n");
    strbuf_clear(&t);
    CHECK_RESULT(conv_uniformity_explain(f, u, none, conv_function_find_block(f, "b0"), strbuf_write, &t), CONV_OK);
    CHECK_STR(t.p, "the branch of b0 is divergent: its condition %x is divergent\n"
                      "%x is divergent: depends on a collective under the anchor %a, and threads of its different "
                      "groups meet here (outside its convergence region)\n");
    conv_uniformity_free(u);

    f = conv_module_find_function(m, "k");
    CHECK_RESULT(conv_uniformity_build(f, NULL, &u), CONV_OK);
    CHECK(!conv_uniformity_value_divergent(u, conv_function_find_value(f, "%c")));
    CHECK(conv_uniformity_value_divergent(u, conv_function_find_value(f, "%p")));
    strbuf_clear(&t);
    CHECK_RESULT(conv_uniformity_explain(f, u, none, conv_function_find_block(f, "x"), strbuf_write, &t), CONV_OK);
    CHECK_STR(t.p, "the branch of x is divergent: uses %c from the cycle headed by h, which threads leave in "
                      "different iterations\n"
                      "the cycle's exit is divergent: the branch of h is divergent: its condition %d is divergent\n"
                      "%d is divergent: uses the divergent %tid\n"
                      "%tid is divergent: a divergence source\n");
    conv_uniformity_free(u);
    conv_module_destroy(m);

    /* 16 anchors: one run each, the ballots uniform, their uses after the
       regions divergent; 17: the ballots divergent */
    for (n = 16; n <= 17; n++) {
        unsigned i, ballots_uniform = 0, uses_divergent = 0, anchor_reasons = 0;
        f = anchors_function(n);
        CHECK(f != NULL);
        if (f == NULL) continue;
        CHECK_RESULT(conv_uniformity_build(f, NULL, &u), CONV_OK);
        for (i = 0; i < n; i++) {
            char name[16];
            conv_value b, x;
            snprintf(name, sizeof name, "%%b%u", i);
            b = conv_function_find_value(f, name);
            snprintf(name, sizeof name, "%%x%u", i);
            x = conv_function_find_value(f, name);
            ballots_uniform += !conv_uniformity_value_divergent(u, b);
            uses_divergent += conv_uniformity_value_divergent(u, x);
            anchor_reasons += conv_uniformity_value_reason(u, n == 16 ? x : b).kind == CONV_REASON_ANCHOR;
        }
        CHECK_MSG(ballots_uniform == (n == 16 ? n : 0u), "%u anchors: %u ballots uniform", n, ballots_uniform);
        CHECK_MSG(uses_divergent == n, "%u anchors: %u uses divergent", n, uses_divergent);
        CHECK_MSG(anchor_reasons == n, "%u anchors: %u reasons ANCHOR", n, anchor_reasons);
        conv_uniformity_free(u);
        conv_module_destroy(conv_function_module(f));
    }
    strbuf_free(&t);
}

int main(int argc, char **argv) {
    bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    unsigned count = quick ? 200u : 5000u, scope_count = quick ? 100u : 1000u;
    int i;
    /* --count N: N random functions for the wave and N for every scope
       (make soundness); --scope-count N: N for every scope alone */
    for (i = 1; i + 1 < argc; i++) {
        if (strcmp(argv[i], "--count") == 0) count = scope_count = (unsigned)strtoul(argv[i + 1], NULL, 10);
        if (strcmp(argv[i], "--scope-count") == 0) scope_count = (unsigned)strtoul(argv[i + 1], NULL, 10);
    }
    text_tests();
    anchor_tests();
    unnamed_values_test();
    random_tests(count);
    scope_tests(scope_count);
    fprintf(stderr, "scopes: %u functions, %u runs checked at every scope; values widest uniform at thread %u, quad %u, "
                    "wave %u, workgroup %u, device %u, system %u; branches %u %u %u %u %u %u; exits %u %u %u %u %u %u\n",
            sc_funcs, sc_runs, sc_value_scope[1], sc_value_scope[2], sc_value_scope[3], sc_value_scope[4],
            sc_value_scope[5], sc_value_scope[6], sc_branch_scope[1], sc_branch_scope[2], sc_branch_scope[3],
            sc_branch_scope[4], sc_branch_scope[5], sc_branch_scope[6], sc_exit_scope[1], sc_exit_scope[2],
            sc_exit_scope[3], sc_exit_scope[4], sc_exit_scope[5], sc_exit_scope[6]);
    fprintf(stderr, "thread-id arithmetic: %u ids, %u operations on them; runs told the workgroup shape %u, its size "
                    "%u, nothing %u; %u multi-dimensional, %u non-linear waves, %u wave-size ranges\n",
            stat_ids, stat_arith, sc_told_shape, sc_told_max, sc_told_nothing, sc_multi_d, sc_nonlinear, sc_ranges);
    /* every step of the lattice is reached: values at each scope, branches
       uniform in a wave but not in the workgroup */
    if (scope_count >= 100u) {
        CHECK(sc_funcs > scope_count / 2u);
        CHECK(sc_value_scope[1] && sc_value_scope[2] && sc_value_scope[3] && sc_value_scope[4] && sc_value_scope[5] &&
              sc_value_scope[6]);
        CHECK(sc_branch_scope[3] > 0 && sc_branch_scope[4] > 0 && sc_exit_scope[3] > 0);
        CHECK(stat_ids > scope_count && stat_arith > scope_count && sc_multi_d > 0 && sc_ranges > 0);
    }
    fprintf(stderr,
            "%u functions (%u with tokens), %u runs; %u of %u values and %u of %u branches called uniform\n",
            stat_funcs, stat_token_funcs, stat_runs, stat_uniform_values, stat_values, stat_uniform_branches,
            stat_branches);
    fprintf(stderr,
            "drawn: %u phis of constants only (%u with different immediates), %u phis of one argument on every "
            "edge, %u instructions with equal operands, %u branches or switches with a repeated successor\n",
            stat_const_phis, stat_mixed_const_phis, stat_same_value_phis, stat_equal_operands, stat_repeated_succs);
    if (count == 0) return check_summary();
    /* the check had something to check, and the analysis is not trivially
       all-divergent */
    CHECK(stat_funcs > count / 2u);
    CHECK(stat_uniform_values * 4u > stat_values);
    /* the generator reaches the hand-written cases: equal constants on
       several phi inputs (and unequal ones), one value on every edge, equal
       operands, repeated successors */
    CHECK(stat_const_phis > stat_funcs / 10u && stat_mixed_const_phis > stat_funcs / 20u);
    CHECK(stat_same_value_phis > stat_funcs / 20u);
    CHECK(stat_equal_operands > stat_funcs / 10u && stat_repeated_succs > stat_funcs / 20u);
    return check_summary();
}
