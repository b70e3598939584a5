/* random_fn.h - what the random-function generators of
   tests/soundness/test_uniformity.c and tests/soundness/test_lint_random.c
   share: the function on an rcfg shape (@f with arguments %tid, a
   divergence source, and %u, %w; blocks b0, b1, ...), the values each block
   defines (operands for later instructions), phis with placeholder
   operands, the tokens (the entry token, a heart in each reducible cycle's
   header on its parent's) and the leaves of operand choice (a constant or
   an argument).

   Each test keeps its own instruction mix, its own way of picking values
   from dominators and its own phi operands, and draws its random numbers
   in its own order: these helpers draw only where the test asks them to
   (rfn_leaf), so a seed still gives the functions it gave. Include after
   conv.h. */
#ifndef CONV_SUPPORT_RANDOM_FN_H
#define CONV_SUPPORT_RANDOM_FN_H

#include "random_cfg.h"

#define RFN_MAXV 24 /* values remembered per block for operands */

typedef struct rfn {
    test_rng *rng;
    conv_function *f;
    conv_block blocks[RCFG_MAX_BLOCKS];
    conv_value defs[RCFG_MAX_BLOCKS][RFN_MAXV]; /* values with results, per block */
    unsigned ndefs[RCFG_MAX_BLOCKS];
    conv_value args[3];                   /* %tid, %u, %w */
    conv_value token_of[RCFG_MAX_BLOCKS]; /* rfn_tokens: the token of the block's operations, or 0 */
} rfn;

/* Adds d to block b (named %vB_I when it has a result, remembered in
   defs); the new value, or 0 when the library refused it. */
SUPPORT_UNUSED static conv_value rfn_add(rfn *g, unsigned b, conv_inst_desc *d) {
    conv_value v = {0};
    char name[32];
    if (d->flags & CONV_FLAG_HAS_RESULT) {
        snprintf(name, sizeof name, "%%v%u_%u", b, g->ndefs[b]);
        d->name = name;
    }
    if (conv_function_add_inst(g->f, g->blocks[b], d, &v) != CONV_OK) return v;
    if ((d->flags & CONV_FLAG_HAS_RESULT) && g->ndefs[b] < RFN_MAXV) g->defs[b][g->ndefs[b]++] = v;
    return v;
}

/* An operand that needs no dominator: a new constant 0..3 (one time in
   three), else an argument. */
SUPPORT_UNUSED static conv_value rfn_leaf(rfn *g) {
    if (test_below(g->rng, 3) == 0) {
        conv_value c = {0};
        conv_function_add_constant(g->f, (int64_t)test_below(g->rng, 4), NULL, &c);
        return c;
    }
    return g->args[test_below(g->rng, 3)];
}

/* Adds @f (function flags `flags`) to m with its arguments and one block
   per block of cfg, into g (g->rng set, the rest zero); false when the
   library refused. */
SUPPORT_UNUSED static bool rfn_begin(rfn *g, conv_module *m, const rcfg *cfg, uint32_t flags) {
    conv_function_desc fd;
    unsigned b;
    memset(&fd, 0, sizeof fd);
    fd.name = "f";
    fd.flags = flags;
    if (conv_module_add_function(m, &fd, &g->f) != CONV_OK) return false;
    conv_function_add_argument(g->f, "%tid", CONV_FLAG_DIVERGENCE_SOURCE, &g->args[0]);
    conv_function_add_argument(g->f, "%u", 0, &g->args[1]);
    conv_function_add_argument(g->f, "%w", 0, &g->args[2]);
    for (b = 0; b < cfg->n; b++) {
        char nm[16];
        snprintf(nm, sizeof nm, "b%u", b);
        conv_function_add_block(g->f, nm, &g->blocks[b]);
    }
    return true;
}

/* Whether block b of cfg has a predecessor (a phi there has operands). */
SUPPORT_UNUSED static bool rfn_has_preds(const rcfg *cfg, unsigned b) {
    unsigned i, j;
    for (i = 0; i < cfg->n; i++)
        for (j = 0; j < cfg->nsucc[i]; j++)
            if (cfg->succ[i][j] == b) return true;
    return false;
}

/* `count` phis in block b, each with an incoming %u per edge into b (one
   per edge: a block that branches twice to b gives two), for the test to
   replace (conv_function_set_operands). */
SUPPORT_UNUSED static void rfn_phis(rfn *g, const rcfg *cfg, unsigned b, unsigned count) {
    conv_block inc[RCFG_MAX_BLOCKS * RCFG_MAX_SUCCS];
    conv_value placeholder[RCFG_MAX_BLOCKS * RCFG_MAX_SUCCS];
    unsigned preds = 0, i, j;
    for (i = 0; i < cfg->n; i++)
        for (j = 0; j < cfg->nsucc[i]; j++)
            if (cfg->succ[i][j] == b) {
                inc[preds] = g->blocks[i];
                placeholder[preds++] = g->args[1];
            }
    if (preds == 0) return;
    for (; count > 0; count--) {
        conv_inst_desc d;
        memset(&d, 0, sizeof d);
        d.kind = CONV_KIND_PHI;
        d.flags = CONV_FLAG_HAS_RESULT;
        d.operands = placeholder;
        d.incoming = inc;
        d.operands_count = preds;
        rfn_add(g, b, &d);
    }
}

/* The tokens, as inference places them: the entry token in block 0, a
   heart in each reducible cycle's header (not the entry block) on its
   parent's heart or the entry; token_of[b] is then the heart of b's
   innermost cycle, the entry token outside every cycle, and 0 in an
   irreducible cycle (no convergent operation there). */
SUPPORT_UNUSED static void rfn_tokens(rfn *g, const conv_cycles *ci) {
    conv_inst_desc d;
    conv_value heart[RCFG_MAX_BLOCKS];
    unsigned k, b;
    memset(heart, 0, sizeof heart);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_ENTRY;
    d.name = "%entry";
    conv_function_add_inst(g->f, g->blocks[0], &d, &heart[0]);
    for (k = 0; k < conv_cycles_count(ci); k++) {
        conv_cycle c = conv_cycles_get(ci, k), p = conv_cycle_parent(ci, c);
        unsigned h = conv_block_index(conv_cycle_header(ci, c));
        conv_value parent = conv_cycle_valid(p) ? heart[conv_block_index(conv_cycle_header(ci, p))] : heart[0];
        char nm[24];
        if (!conv_cycle_is_reducible(ci, c) || !conv_value_valid(parent) || h == 0) continue;
        memset(&d, 0, sizeof d);
        d.kind = CONV_KIND_LOOP;
        snprintf(nm, sizeof nm, "%%heart%u", h);
        d.name = nm;
        d.token = parent;
        conv_function_add_inst(g->f, g->blocks[h], &d, &heart[h]);
    }
    for (b = 0; b < RCFG_MAX_BLOCKS; b++) {
        conv_cycle c;
        if (!conv_block_valid(g->blocks[b])) continue;
        c = conv_cycles_innermost(ci, g->blocks[b]);
        if (!conv_cycle_valid(c)) g->token_of[b] = heart[0];
        else if (conv_cycle_is_reducible(ci, c)) g->token_of[b] = heart[conv_block_index(conv_cycle_header(ci, c))];
    }
}

#endif
