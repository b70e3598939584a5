/* random_cfg.h - random control-flow graphs, shared by the C tests and the
   fuzz harnesses: one description (rcfg), one builder (rcfg_add_terminator,
   rcfg_build), and the set helpers the references use (reachability,
   strongly connected components).

   An rcfg is a list of successor lists over blocks 0..n-1 (block 0 is the
   entry) plus each block's terminator kind. Duplicate successors (a branch
   or switch with two edges to one block) and self loops are allowed.
   rcfg_random draws one from the tests' random numbers; the fuzz harnesses
   decode one from their input (fcfg_decode in fuzz/fuzz_common.h). Block
   sets are uint64_t bit sets, so n < 64 (bit 63 is dom_ref.h's virtual
   exit). Include after conv.h. */
#ifndef CONV_SUPPORT_RANDOM_CFG_H
#define CONV_SUPPORT_RANDOM_CFG_H

#include "support.h"

#define RCFG_MAX_BLOCKS 63
#define RCFG_MAX_SUCCS 4

typedef struct rcfg {
    unsigned n;
    unsigned nsucc[RCFG_MAX_BLOCKS];
    unsigned succ[RCFG_MAX_BLOCKS][RCFG_MAX_SUCCS];
    conv_kind term[RCFG_MAX_BLOCKS]; /* RETURN, UNREACHABLE, BRANCH, SWITCH or INVOKE */
} rcfg;

/* Shapes vary with the seed: sparse and dense, with exits or without.
   Terminators: no successor -> ret (unreachable in every third block),
   one -> br, two -> br on a condition, more -> switch. One block in eight
   with several successors repeats its first successor (a branch or switch
   with two edges to one block: phis there have an incoming value per
   edge, and a branch whose targets are equal splits no threads). */
SUPPORT_UNUSED static void rcfg_random(rcfg *g, test_rng *rng, unsigned max_blocks) {
    unsigned b, exit_bias = test_below(rng, 4), density = test_below(rng, 3);
    if (max_blocks > RCFG_MAX_BLOCKS) max_blocks = RCFG_MAX_BLOCKS;
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
        if (ns >= 2 && test_below(rng, 8) == 0) g->succ[b][1 + test_below(rng, ns - 1)] = g->succ[b][0];
        g->term[b] = ns == 0 ? (b % 3 == 2 ? CONV_KIND_UNREACHABLE : CONV_KIND_RETURN)
                     : ns <= 2 ? CONV_KIND_BRANCH
                               : CONV_KIND_SWITCH;
    }
}

/* Adds block b's terminator to f: a branch with two successors and every
   switch on `cond`, a return of `ret` when that is valid (else a plain
   return), an invoke of @callee; switch cases 0, 1, ... in successor
   order. */
SUPPORT_UNUSED static conv_result rcfg_add_terminator(const rcfg *g, unsigned b, conv_function *f,
                                                      const conv_block *blocks, conv_value cond, conv_value ret,
                                                      conv_value *out) {
    conv_inst_desc d;
    conv_block succ[RCFG_MAX_SUCCS];
    int64_t cases[RCFG_MAX_SUCCS];
    unsigned k;
    memset(&d, 0, sizeof d);
    for (k = 0; k < g->nsucc[b]; k++) {
        succ[k] = blocks[g->succ[b][k]];
        cases[k] = (int64_t)k;
    }
    d.kind = g->term[b];
    d.successors = succ;
    d.successors_count = g->nsucc[b];
    if ((d.kind == CONV_KIND_BRANCH && g->nsucc[b] == 2) || d.kind == CONV_KIND_SWITCH) {
        d.operands = &cond;
        d.operands_count = 1;
    }
    if (d.kind == CONV_KIND_RETURN && conv_value_valid(ret)) {
        d.operands = &ret;
        d.operands_count = 1;
    }
    if (d.kind == CONV_KIND_SWITCH) d.case_values = cases;
    if (d.kind == CONV_KIND_INVOKE) d.opcode = "@callee";
    return conv_function_add_inst(f, blocks[b], &d, out);
}

/* The graph alone as a finalized function `name` of m: one argument %c (a
   divergence source) as every condition, blocks b0, b1, ... */
SUPPORT_UNUSED static conv_result rcfg_build(const rcfg *g, conv_module *m, const char *name, conv_function **out) {
    conv_function_desc fd;
    conv_function *f = NULL;
    conv_value cond, none = {0};
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
        r = rcfg_add_terminator(g, b, f, blocks, cond, none, NULL);
        if (r != CONV_OK) return r;
    }
    r = conv_function_finalize(f, NULL);
    if (r != CONV_OK) return r;
    *out = f;
    return CONV_OK;
}

/* ------------------------------------------------------- block sets --- */

SUPPORT_UNUSED static uint64_t rcfg_all(const rcfg *g) {
    return g->n >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << g->n) - 1u);
}

/* Blocks reachable from `start` inside `within`. */
SUPPORT_UNUSED static uint64_t rcfg_reach_from(const rcfg *g, unsigned start, uint64_t within) {
    uint64_t seen = (uint64_t)1 << start;
    bool changed = true;
    while (changed) {
        unsigned b, k;
        changed = false;
        for (b = 0; b < g->n; b++)
            if ((seen >> b & 1u) && (within >> b & 1u))
                for (k = 0; k < g->nsucc[b]; k++) {
                    unsigned s = g->succ[b][k];
                    if ((within >> s & 1u) && !(seen >> s & 1u)) {
                        seen |= (uint64_t)1 << s;
                        changed = true;
                    }
                }
    }
    return seen;
}

/* The blocks of `within` that reach `target` inside `within`. */
SUPPORT_UNUSED static uint64_t rcfg_reach_to(const rcfg *g, unsigned target, uint64_t within) {
    uint64_t seen = (uint64_t)1 << target;
    bool changed = true;
    while (changed) {
        unsigned b, k;
        changed = false;
        for (b = 0; b < g->n; b++)
            if ((within >> b & 1u) && !(seen >> b & 1u))
                for (k = 0; k < g->nsucc[b]; k++)
                    if (seen >> g->succ[b][k] & 1u) {
                        seen |= (uint64_t)1 << b;
                        changed = true;
                        break;
                    }
    }
    return seen;
}

/* The strongly connected component of v inside `within` (v in within). */
SUPPORT_UNUSED static uint64_t rcfg_scc(const rcfg *g, unsigned v, uint64_t within) {
    return rcfg_reach_from(g, v, within) & rcfg_reach_to(g, v, within);
}

/* Whether the set has an edge inside it (a single block: a self loop). */
SUPPORT_UNUSED static bool rcfg_has_internal_edge(const rcfg *g, uint64_t set) {
    unsigned b, k;
    for (b = 0; b < g->n; b++)
        if (set >> b & 1u)
            for (k = 0; k < g->nsucc[b]; k++)
                if (set >> g->succ[b][k] & 1u) return true;
    return false;
}

#endif
