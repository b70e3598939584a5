/* random_cfg.h - random control-flow graphs for the C tests.

   A random CFG is a list of successor lists over blocks 0..n-1 (block 0
   is the entry). build_cfg() turns one into a finalized conv function:
   no successor -> ret (or unreachable), one -> br, two -> br on an
   argument, more -> switch. Duplicate successors (a switch with two cases
   to one block) and self loops are allowed. */
#ifndef CONV_TEST_RANDOM_CFG_H
#define CONV_TEST_RANDOM_CFG_H

#define RCFG_MAX_BLOCKS 63
#define RCFG_MAX_SUCCS 4

typedef struct rcfg {
    unsigned n;
    unsigned nsucc[RCFG_MAX_BLOCKS];
    unsigned succ[RCFG_MAX_BLOCKS][RCFG_MAX_SUCCS];
} rcfg;

/* Shapes vary with the seed: sparse and dense, with exits or without. */
CHECK_UNUSED static void rcfg_random(rcfg *g, test_rng *rng, unsigned max_blocks) {
    unsigned b, exit_bias = test_below(rng, 4), density = test_below(rng, 3);
    g->n = 1 + test_below(rng, max_blocks);
    for (b = 0; b < g->n; b++) {
        unsigned k, r = test_below(rng, 10);
        unsigned ns = r < 1 + exit_bias ? 0u : r < 6 ? 1u : r < 9 ? 2u : 2u + test_below(rng, RCFG_MAX_SUCCS - 1);
        if (density == 2 && ns < 2 && test_below(rng, 2)) ns = 2;
        if (ns > RCFG_MAX_SUCCS) ns = RCFG_MAX_SUCCS;
        g->nsucc[b] = ns;
        for (k = 0; k < ns; k++) {
            /* Prefer forward edges so that many blocks are reachable, but
               keep back edges, self loops and far jumps. */
            unsigned t;
            if (test_below(rng, 3) == 0 || b + 1 >= g->n) t = test_below(rng, g->n);
            else t = b + 1 + test_below(rng, g->n - b - 1 < 3 ? g->n - b - 1 : 3);
            g->succ[b][k] = t;
        }
    }
}

CHECK_UNUSED static conv_result rcfg_build(const rcfg *g, conv_module *m, const char *name, conv_function **out) {
    conv_function_desc fd;
    conv_function *f = NULL;
    conv_value cond;
    conv_block blocks[RCFG_MAX_BLOCKS];
    conv_result r;
    unsigned b;
    memset(&fd, 0, sizeof fd);
    fd.name = name;
    r = conv_module_add_function(m, &fd, &f);
    if (r != CONV_OK) return r;
    r = conv_function_add_argument(f, "%c", CONV_FLAG_DIVERGENCE_SOURCE, &cond);
    if (r != CONV_OK) return r;
    for (b = 0; b < g->n; b++) {
        char nm[16];
        snprintf(nm, sizeof nm, "b%u", b);
        r = conv_function_add_block(f, nm, &blocks[b]);
        if (r != CONV_OK) return r;
    }
    for (b = 0; b < g->n; b++) {
        conv_inst_desc d;
        conv_block succ[RCFG_MAX_SUCCS];
        int64_t cases[RCFG_MAX_SUCCS];
        unsigned k;
        memset(&d, 0, sizeof d);
        for (k = 0; k < g->nsucc[b]; k++) {
            succ[k] = blocks[g->succ[b][k]];
            cases[k] = (int64_t)k;
        }
        d.successors = succ;
        d.successors_count = g->nsucc[b];
        if (g->nsucc[b] == 0) {
            d.kind = (b % 3 == 2) ? CONV_KIND_UNREACHABLE : CONV_KIND_RETURN;
        } else if (g->nsucc[b] == 1) {
            d.kind = CONV_KIND_BRANCH;
        } else if (g->nsucc[b] == 2) {
            d.kind = CONV_KIND_BRANCH;
            d.operands = &cond;
            d.operands_count = 1;
        } else {
            d.kind = CONV_KIND_SWITCH;
            d.operands = &cond;
            d.operands_count = 1;
            d.case_values = cases;
        }
        r = conv_function_add_inst(f, blocks[b], &d, NULL);
        if (r != CONV_OK) return r;
    }
    r = conv_function_finalize(f, NULL);
    if (r != CONV_OK) return r;
    *out = f;
    return CONV_OK;
}

#endif
