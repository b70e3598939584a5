/* dom_ref.h - naive dominator and post-dominator references over an rcfg
   (random_cfg.h): the textbook dataflow equations iterated to a fixed
   point, as slow and as obviously right as possible, for comparing with
   conv's Semi-NCA trees (tests/unit/test_domtree.c, fuzz/fuzz_graph.c,
   fuzz/fuzz_verify.c). Sets are uint64_t over the blocks; post-dominator
   sets also hold REF_VIRTUAL_EXIT, the exit every root leads to. */
#ifndef CONV_SUPPORT_DOM_REF_H
#define CONV_SUPPORT_DOM_REF_H

#include "random_cfg.h"

#define REF_VIRTUAL_EXIT 63u

/* dom[b]: the blocks that dominate b, for the blocks of `reach` (the
   blocks reachable from the entry; others get just themselves). */
SUPPORT_UNUSED static void ref_dominators(const rcfg *g, uint64_t reach, uint64_t *dom) {
    uint64_t all = rcfg_all(g);
    unsigned b, p, k;
    bool changed = true;
    for (b = 0; b < g->n; b++) dom[b] = b == 0 || !(reach >> b & 1u) ? (uint64_t)1 << b : all;
    while (changed) {
        changed = false;
        for (b = 1; b < g->n; b++) {
            uint64_t meet = all, nd;
            if (!(reach >> b & 1u)) continue;
            for (p = 0; p < g->n; p++)
                if (reach >> p & 1u)
                    for (k = 0; k < g->nsucc[p]; k++)
                        if (g->succ[p][k] == b) meet &= dom[p];
            nd = meet | ((uint64_t)1 << b);
            if (nd != dom[b]) {
                dom[b] = nd;
                changed = true;
            }
        }
    }
}

/* pdom[b] over the blocks plus REF_VIRTUAL_EXIT, the blocks of `roots`
   leading to the virtual exit. */
SUPPORT_UNUSED static void ref_postdominators(const rcfg *g, uint64_t roots, uint64_t *pdom) {
    uint64_t all = rcfg_all(g) | ((uint64_t)1 << REF_VIRTUAL_EXIT);
    unsigned b, k;
    bool changed = true;
    for (b = 0; b < g->n; b++) pdom[b] = all;
    while (changed) {
        changed = false;
        for (b = 0; b < g->n; b++) {
            uint64_t meet = all, nd;
            for (k = 0; k < g->nsucc[b]; k++) meet &= pdom[g->succ[b][k]];
            if (roots >> b & 1u) meet &= (uint64_t)1 << REF_VIRTUAL_EXIT;
            nd = meet | ((uint64_t)1 << b);
            if (nd != pdom[b]) {
                pdom[b] = nd;
                changed = true;
            }
        }
    }
}

/* The immediate dominator in a dominator-set table: the strict dominator
   whose own set is one smaller; REF_VIRTUAL_EXIT, or ~0u for none. */
SUPPORT_UNUSED static unsigned ref_idom(const uint64_t *sets, unsigned b, unsigned n) {
    uint64_t strict = sets[b] & ~((uint64_t)1 << b);
    unsigned d;
    for (d = 0; d < 64; d++) {
        if (!(strict >> d & 1u)) continue;
        if (d == REF_VIRTUAL_EXIT) {
            if (test_popcount64(strict) == 1) return REF_VIRTUAL_EXIT;
            continue;
        }
        if (d < n && test_popcount64(sets[d]) == test_popcount64(strict)) return d;
    }
    return ~0u;
}

#endif
