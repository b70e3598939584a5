/* fuzz_graph.c - the graph analyses on a decoded random CFG.

   Build (see fuzz/README.md): make build/fuzz/lf/fuzz_graph (linked with the
   implementation object build/obj/fuzz/conv.o)

   The input is decoded by fcfg_decode (fuzz_common.h) into a CFG of at
   most FCFG_MAX_BLOCKS blocks, built with the builder API and finalized.
   Invariants, each against a slow reference computed here from the
   decoded graph and never from conv's answers:

   * CFG: successors as built, predecessors their exact inverse (with
     duplicates), edge ids and endpoints, reachability, and the reverse
     post-order (a permutation of the reachable blocks, entry first, every
     other block after one of its predecessors).
   * dominator tree = the iterative dataflow solution: contains, idom,
     dominates on every pair, depth, nearest common dominator, children,
     roots.
   * post-dominator tree: the root list equals a port of LLVM 19's
     FindRoots (docs/dominance.md), order included; every block without
     successors is a root, every block reaches one, a root of an infinite
     loop reaches no other root; the tree equals the dataflow solution
     over the virtual exit joined to those roots (idom, dominates on every
     pair, depth, nearest common, children of the virtual root).
   * cycle hierarchy (both entry modes): every cycle strongly connected
     inside itself with an edge inside, header first in its block list and
     an entry, the header is the entry a depth-first search from the entry
     (successors last to first) reaches first, entries are exactly the
     blocks with a predecessor outside (reachable ones by default; any in
     the llvm19 mode), reducible iff one entry, exits and exiting blocks
     exact and sorted, children = the non-trivial SCCs of the cycle without
     its header and each a contiguous run of the parent's block list,
     top-level cycles = the non-trivial SCCs of the reachable blocks,
     parents before children, depth, contains, contains_cycle, innermost.
   * printing the module, parsing the text and printing again gives the
     same text and the same CFG.
   * the counting allocator is back to zero after everything is freed. */
#include "../conv.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);


/* ------------------------------------------------------------- CFG API --- */

static void check_cfg(const rcfg *g, const conv_function *f, uint64_t reach) {
    unsigned b, k, p, e = 0;
    uint32_t n, nrpo, i;
    const conv_block *list, *rpo;
    uint64_t seen = 0;
    FUZZ_CHECK(conv_function_block_count(f) == g->n, "block count %u", conv_function_block_count(f));
    for (b = 0; b < g->n; b++) {
        conv_block bb = conv_function_block(f, b);
        list = conv_block_successors(f, bb, &n);
        FUZZ_CHECK(n == g->nsucc[b], "b%u: %u successors, built %u", b, n, g->nsucc[b]);
        for (k = 0; k < n; k++) {
            conv_edge ed = conv_block_edge(f, bb, k);
            FUZZ_CHECK(list[k].id == g->succ[b][k] + 1u, "b%u successor %u", b, k);
            FUZZ_CHECK(conv_edge_source(f, ed).id == bb.id && conv_edge_target(f, ed).id == list[k].id,
                       "edge %u of b%u", k, b);
            e++;
        }
        /* predecessors: the inverse multiset */
        list = conv_block_predecessors(f, bb, &n);
        {
            unsigned expect = 0, got;
            for (p = 0; p < g->n; p++)
                for (k = 0; k < g->nsucc[p]; k++)
                    if (g->succ[p][k] == b) expect++;
            FUZZ_CHECK(n == expect, "b%u: %u predecessors, expected %u", b, n, expect);
            for (p = 0; p < g->n; p++) {
                unsigned want = 0;
                for (k = 0; k < g->nsucc[p]; k++)
                    if (g->succ[p][k] == b) want++;
                got = 0;
                for (i = 0; i < n; i++)
                    if (list[i].id == p + 1u) got++;
                FUZZ_CHECK(got == want, "b%u lists b%u as predecessor %u times, expected %u", b, p, got, want);
            }
        }
        FUZZ_CHECK(conv_block_is_reachable(f, bb) == ((reach >> b & 1u) != 0), "reachability of b%u", b);
        FUZZ_CHECK(conv_value_kind(f, conv_block_terminator(f, bb)) == g->term[b], "terminator of b%u", b);
    }
    FUZZ_CHECK(conv_function_edge_count(f) == e, "edge count %u, expected %u", conv_function_edge_count(f), e);
    rpo = conv_function_rpo(f, &nrpo);
    FUZZ_CHECK(nrpo == test_popcount64(reach), "rpo has %u blocks, %u reachable", nrpo, test_popcount64(reach));
    for (i = 0; i < nrpo; i++) {
        unsigned v = rpo[i].id - 1u;
        bool has_earlier_pred = false;
        FUZZ_CHECK(v < g->n && (reach >> v & 1u) && !(seen >> v & 1u), "rpo[%u] = b%u", i, v);
        FUZZ_CHECK((i == 0) == (v == 0), "the entry comes first in the rpo");
        for (p = 0; p < g->n && i > 0; p++)
            if (seen >> p & 1u)
                for (k = 0; k < g->nsucc[p]; k++)
                    if (g->succ[p][k] == v) has_earlier_pred = true;
        FUZZ_CHECK(i == 0 || has_earlier_pred, "rpo[%u] = b%u has no predecessor before it", i, v);
        seen |= (uint64_t)1 << v;
    }
}

/* ---------------------------------------------------------- dominance --- */

/* LLVM 19's FindRoots, restated in docs/dominance.md and tests/differential/ref_postdom.py:
   trivial roots in block order; then per still-uncovered block in block
   order the last block of a depth-first walk (successors pushed in
   ascending order) through uncovered blocks; then redundant non-trivial
   roots dropped by swapping with the last root. */
static void llvm_mark_backward(const rcfg *g, unsigned start, bool *visited) {
    unsigned stack[FCFG_MAX_BLOCKS], top = 0, v, p, k;
    if (visited[start]) return;
    visited[start] = true;
    stack[top++] = start;
    while (top) {
        v = stack[--top];
        for (p = 0; p < g->n; p++) {
            if (visited[p]) continue;
            for (k = 0; k < g->nsucc[p]; k++)
                if (g->succ[p][k] == v) {
                    visited[p] = true;
                    stack[top++] = p;
                    break;
                }
        }
    }
}

static unsigned llvm_furthest(const rcfg *g, unsigned start, const bool *blocked) {
    unsigned stack[FCFG_MAX_BLOCKS * RCFG_MAX_SUCCS + 1], top = 0, last = start, k, j;
    bool numbered[FCFG_MAX_BLOCKS];
    memset(numbered, 0, sizeof numbered);
    stack[top++] = start;
    while (top) {
        unsigned v = stack[--top], sorted[RCFG_MAX_SUCCS], ns = g->nsucc[v];
        if (numbered[v] || blocked[v]) continue;
        numbered[v] = true;
        last = v;
        for (k = 0; k < ns; k++) sorted[k] = g->succ[v][k];
        for (k = 1; k < ns; k++) /* insertion sort, ascending */
            for (j = k; j > 0 && sorted[j - 1] > sorted[j]; j--) {
                unsigned t = sorted[j];
                sorted[j] = sorted[j - 1];
                sorted[j - 1] = t;
            }
        for (k = 0; k < ns; k++) stack[top++] = sorted[k];
    }
    return last;
}

static unsigned llvm_postdom_roots(const rcfg *g, unsigned *roots) {
    bool visited[FCFG_MAX_BLOCKS];
    unsigned nr = 0, v, i;
    bool nontrivial = false;
    memset(visited, 0, sizeof visited);
    for (v = 0; v < g->n; v++)
        if (g->nsucc[v] == 0) {
            roots[nr++] = v;
            llvm_mark_backward(g, v, visited);
        }
    for (i = 0; i < g->n; i++) {
        unsigned far;
        if (visited[i]) continue;
        nontrivial = true;
        far = llvm_furthest(g, i, visited);
        roots[nr++] = far;
        llvm_mark_backward(g, far, visited);
    }
    if (nontrivial) {
        i = 0;
        while (i < nr) {
            unsigned r = roots[i], j;
            uint64_t reach, rootset = 0;
            if (g->nsucc[r] == 0) {
                i++;
                continue;
            }
            /* blocks reached in at least one step */
            reach = 0;
            for (j = 0; j < g->nsucc[r]; j++) reach |= rcfg_reach_from(g, g->succ[r][j], rcfg_all(g));
            for (j = 0; j < nr; j++)
                if (j != i) rootset |= (uint64_t)1 << roots[j];
            if (reach & rootset) {
                roots[i] = roots[nr - 1u];
                nr--;
                continue;
            }
            i++;
        }
    }
    return nr;
}

/* Children lists against idom: every child's idom is its parent, and the
   lists together hold every block of the tree once. */
static void check_children(const conv_function *f, const conv_domtree *t, unsigned n, uint64_t in_tree) {
    unsigned b, total = 0;
    uint32_t k, c;
    const conv_block *kids = conv_domtree_children(t, (conv_block){0}, &c);
    for (k = 0; k < c; k++) {
        FUZZ_CHECK(!conv_block_valid(conv_domtree_idom(t, kids[k])), "a child of the virtual root has an idom");
        total++;
    }
    for (b = 0; b < n; b++) {
        conv_block bb = conv_function_block(f, b);
        if (!(in_tree >> b & 1u)) continue;
        kids = conv_domtree_children(t, bb, &c);
        for (k = 0; k < c; k++)
            FUZZ_CHECK(conv_domtree_idom(t, kids[k]).id == bb.id, "child b%u of b%u has another idom",
                       kids[k].id - 1u, b);
        total += c;
    }
    FUZZ_CHECK(total == test_popcount64(in_tree), "children lists hold %u blocks, the tree %u", total,
               test_popcount64(in_tree));
}

static void check_domtree(const rcfg *g, const conv_function *f, const conv_domtree *dt, uint64_t reach) {
    uint64_t dom[FCFG_MAX_BLOCKS];
    unsigned a, b;
    uint32_t nroots;
    const conv_block *roots = conv_domtree_roots(dt, &nroots);
    FUZZ_CHECK(!conv_domtree_is_post(dt), "dominator tree flagged post");
    FUZZ_CHECK(nroots == 1 && roots[0].id == 1u, "dominator tree roots");
    ref_dominators(g, reach, dom);
    for (b = 0; b < g->n; b++) {
        conv_block bb = conv_function_block(f, b);
        bool in = (reach >> b & 1u) != 0;
        FUZZ_CHECK(conv_domtree_contains(dt, bb) == in, "dom contains b%u", b);
        if (!in) {
            FUZZ_CHECK(!conv_block_valid(conv_domtree_idom(dt, bb)), "unreachable b%u has an idom", b);
            for (a = 0; a < g->n; a++)
                FUZZ_CHECK(!conv_domtree_dominates(dt, conv_function_block(f, a), bb) &&
                               !conv_domtree_dominates(dt, bb, conv_function_block(f, a)),
                           "dominates() with unreachable b%u", b);
            continue;
        }
        if (b == 0) FUZZ_CHECK(!conv_block_valid(conv_domtree_idom(dt, bb)), "the entry has an idom");
        else
            FUZZ_CHECK(conv_domtree_idom(dt, bb).id == ref_idom(dom, b, g->n) + 1u, "idom(b%u) = %u, naive b%u", b,
                       conv_domtree_idom(dt, bb).id, ref_idom(dom, b, g->n));
        FUZZ_CHECK(conv_domtree_depth(dt, bb) == test_popcount64(dom[b]) - 1u, "depth of b%u", b);
        for (a = 0; a < g->n; a++) {
            conv_block aa = conv_function_block(f, a);
            bool naive = (reach >> a & 1u) && (dom[b] >> a & 1u);
            FUZZ_CHECK(conv_domtree_dominates(dt, aa, bb) == naive, "dominates(b%u, b%u)", a, b);
            FUZZ_CHECK(conv_domtree_strictly_dominates(dt, aa, bb) == (naive && a != b), "strictly(b%u, b%u)", a, b);
            if (reach >> a & 1u) {
                uint64_t common = dom[a] & dom[b];
                unsigned best = 0, d;
                for (d = 0; d < g->n; d++)
                    if ((common >> d & 1u) && test_popcount64(dom[d]) > test_popcount64(dom[best])) best = d;
                FUZZ_CHECK(conv_domtree_nearest_common(dt, aa, bb).id == best + 1u, "nearest_common(b%u, b%u)", a, b);
            }
        }
    }
    check_children(f, dt, g->n, reach);
}

static void check_postdomtree(const rcfg *g, const conv_function *f, const conv_domtree *pdt) {
    uint64_t pdom[FCFG_MAX_BLOCKS], roots = 0, trivial = 0, all = rcfg_all(g);
    unsigned expect[FCFG_MAX_BLOCKS], nexpect, a, b, k;
    uint32_t nroots;
    const conv_block *rootv = conv_domtree_roots(pdt, &nroots);
    FUZZ_CHECK(conv_domtree_is_post(pdt), "post-dominator tree not flagged post");
    nexpect = llvm_postdom_roots(g, expect);
    FUZZ_CHECK(nroots == nexpect, "%u post-dominator roots, LLVM's FindRoots gives %u", nroots, nexpect);
    for (k = 0; k < nroots; k++) {
        FUZZ_CHECK(rootv[k].id == expect[k] + 1u, "post-dominator root %u is b%u, LLVM's FindRoots gives b%u", k,
                   rootv[k].id - 1u, expect[k]);
        roots |= (uint64_t)1 << (rootv[k].id - 1u);
    }
    /* the root properties, independent of the port above */
    for (b = 0; b < g->n; b++)
        if (g->nsucc[b] == 0) trivial |= (uint64_t)1 << b;
    FUZZ_CHECK((roots & trivial) == trivial, "an exit block is not a root");
    for (b = 0; b < g->n; b++) {
        uint64_t fr = rcfg_reach_from(g, b, all);
        FUZZ_CHECK(fr & roots, "b%u reaches no root", b);
        if ((roots >> b & 1u) && !(trivial >> b & 1u))
            FUZZ_CHECK((fr & trivial) == 0 && (fr & roots) == ((uint64_t)1 << b),
                       "infinite-loop root b%u reaches an exit or another root", b);
    }
    ref_postdominators(g, roots, pdom);
    for (b = 0; b < g->n; b++) {
        conv_block bb = conv_function_block(f, b);
        unsigned ip = ref_idom(pdom, b, g->n);
        FUZZ_CHECK(conv_domtree_contains(pdt, bb), "b%u is not in the post-dominator tree", b);
        if (ip == REF_VIRTUAL_EXIT)
            FUZZ_CHECK(!conv_block_valid(conv_domtree_idom(pdt, bb)), "ipdom(b%u) should be the virtual exit", b);
        else
            FUZZ_CHECK(conv_domtree_idom(pdt, bb).id == ip + 1u, "ipdom(b%u) = %u, naive b%u", b,
                       conv_domtree_idom(pdt, bb).id, ip);
        /* depth counts block ancestors: a child of the virtual exit has
           depth 0 (pdom[b] holds b and the virtual exit) */
        FUZZ_CHECK(conv_domtree_depth(pdt, bb) == test_popcount64(pdom[b]) - 2u, "post depth of b%u: %u, naive %u", b,
                   conv_domtree_depth(pdt, bb), test_popcount64(pdom[b]) - 2u);
        for (a = 0; a < g->n; a++) {
            conv_block aa = conv_function_block(f, a);
            bool naive = (pdom[b] >> a & 1u) != 0;
            uint64_t common = pdom[a] & pdom[b];
            unsigned best = REF_VIRTUAL_EXIT, d;
            conv_block nc;
            FUZZ_CHECK(conv_domtree_dominates(pdt, aa, bb) == naive, "post-dominates(b%u, b%u)", a, b);
            for (d = 0; d < g->n; d++)
                if ((common >> d & 1u) &&
                    (best == REF_VIRTUAL_EXIT || test_popcount64(pdom[d]) > test_popcount64(pdom[best])))
                    best = d;
            nc = conv_domtree_nearest_common(pdt, aa, bb);
            if (best == REF_VIRTUAL_EXIT) FUZZ_CHECK(!conv_block_valid(nc), "post nearest_common(b%u, b%u) is a block", a, b);
            else FUZZ_CHECK(nc.id == best + 1u, "post nearest_common(b%u, b%u)", a, b);
        }
    }
    check_children(f, pdt, g->n, all);
}

/* ------------------------------------------------------------- cycles --- */

/* DFS preorder from the entry, successors from the last to the first. */
static void dfs_preorder(const rcfg *g, unsigned v, unsigned *counter, unsigned *pre) {
    int k;
    pre[v] = ++*counter;
    for (k = (int)g->nsucc[v] - 1; k >= 0; k--)
        if (pre[g->succ[v][k]] == 0) dfs_preorder(g, g->succ[v][k], counter, pre);
}

static uint64_t list_set(const conv_block *list, uint32_t n, unsigned nblocks, bool sorted) {
    uint64_t s = 0;
    uint32_t i;
    for (i = 0; i < n; i++) {
        unsigned b = list[i].id - 1u;
        FUZZ_CHECK(list[i].id >= 1u && b < nblocks && !(s >> b & 1u), "a block list repeats or is out of range");
        if (sorted && i) FUZZ_CHECK(list[i - 1].id < list[i].id, "a block list is not in block order");
        s |= (uint64_t)1 << b;
    }
    return s;
}

/* The non-trivial SCCs of `within`, as sets; returns their count. */
static unsigned nontrivial_sccs(const rcfg *g, uint64_t within, uint64_t *out) {
    uint64_t left = within;
    unsigned n = 0, v;
    while (left) {
        uint64_t s;
        v = 0;
        while (!(left >> v & 1u)) v++;
        s = rcfg_scc(g, v, within);
        left &= ~s;
        if (rcfg_has_internal_edge(g, s)) out[n++] = s;
    }
    return n;
}

static bool set_in(const uint64_t *sets, unsigned n, uint64_t s) {
    unsigned i;
    for (i = 0; i < n; i++)
        if (sets[i] == s) return true;
    return false;
}

static void check_cycles(const rcfg *g, const conv_function *f, const conv_cycles *ci, const conv_cycles *ci19,
                         uint64_t reach) {
    unsigned pre[FCFG_MAX_BLOCKS], counter = 0, b, k, i, nsccs;
    uint32_t count = conv_cycles_count(ci), n, j;
    uint64_t sccs[FCFG_MAX_BLOCKS], top_sets[FCFG_MAX_BLOCKS];
    const conv_cycle *tops;
    memset(pre, 0, sizeof pre);
    dfs_preorder(g, 0, &counter, pre);
    FUZZ_CHECK(count <= g->n, "%u cycles in %u blocks", count, g->n);
    FUZZ_CHECK(!conv_cycle_valid(conv_cycles_get(ci, count)), "cycles_get past the end");
    FUZZ_CHECK(conv_cycles_count(ci19) == count, "llvm19 mode has %u cycles, default %u", conv_cycles_count(ci19),
               count);
    for (i = 0; i < count; i++) {
        conv_cycle c = conv_cycles_get(ci, i), p, c19 = conv_cycles_get(ci19, i);
        conv_block h = conv_cycle_header(ci, c);
        const conv_block *list, *kids_blocks;
        const conv_cycle *kids;
        uint64_t blocks, entries = 0, entries19 = 0, exits = 0, exiting = 0, got, kid_union = 0, expect_kids[FCFG_MAX_BLOCKS];
        uint32_t nblocks, nkids, nk;
        unsigned hb = h.id - 1u, best = hb;
        FUZZ_CHECK(conv_cycle_valid(c) && conv_block_valid(h), "cycle %u or its header invalid", i);
        list = conv_cycle_blocks(ci, c, &nblocks);
        blocks = list_set(list, nblocks, g->n, false);
        FUZZ_CHECK(nblocks > 0 && list[0].id == h.id, "cycle %u: the header does not come first", i);
        FUZZ_CHECK((blocks & ~reach) == 0, "cycle %u holds an unreachable block", i);
        for (b = 0; b < g->n; b++)
            FUZZ_CHECK(conv_cycle_contains(ci, c, conv_function_block(f, b)) == ((blocks >> b & 1u) != 0),
                       "cycle %u: contains(b%u)", i, b);
        FUZZ_CHECK(rcfg_scc(g, hb, blocks) == blocks && rcfg_has_internal_edge(g, blocks),
                   "cycle %u (header b%u) is not strongly connected inside itself", i, hb);
        /* entries, exits, exiting */
        if (blocks & 1u) entries |= 1u, entries19 |= 1u;
        for (b = 0; b < g->n; b++)
            for (k = 0; k < g->nsucc[b]; k++) {
                unsigned s = g->succ[b][k];
                bool in_b = (blocks >> b & 1u) != 0, in_s = (blocks >> s & 1u) != 0;
                if (!in_b && in_s) {
                    entries19 |= (uint64_t)1 << s;
                    if (reach >> b & 1u) entries |= (uint64_t)1 << s;
                }
                if (in_b && !in_s) {
                    exits |= (uint64_t)1 << s;
                    exiting |= (uint64_t)1 << b;
                }
            }
        list = conv_cycle_entries(ci, c, &n);
        got = list_set(list, n, g->n, false);
        FUZZ_CHECK(got == entries, "cycle %u: entries %llx, expected %llx", i, (unsigned long long)got,
                   (unsigned long long)entries);
        FUZZ_CHECK(list[0].id == h.id, "cycle %u: the header is not the first entry", i);
        FUZZ_CHECK(conv_cycle_is_reducible(ci, c) == (n == 1), "cycle %u: reducible flag", i);
        for (b = 0; b < g->n; b++)
            if ((entries >> b & 1u) && pre[b] < pre[best]) best = b;
        FUZZ_CHECK(best == hb, "cycle %u: header b%u, the DFS reaches entry b%u first", i, hb, best);
        list = conv_cycle_exits(ci, c, &n);
        FUZZ_CHECK(list_set(list, n, g->n, true) == exits, "cycle %u: exits", i);
        list = conv_cycle_exiting(ci, c, &n);
        FUZZ_CHECK(list_set(list, n, g->n, true) == exiting, "cycle %u: exiting blocks", i);
        /* the llvm19 mode: same header and blocks, entries counting any predecessor */
        FUZZ_CHECK(conv_cycle_header(ci19, c19).id == h.id, "cycle %u: llvm19 header differs", i);
        list = conv_cycle_blocks(ci19, c19, &n);
        FUZZ_CHECK(list_set(list, n, g->n, false) == blocks, "cycle %u: llvm19 blocks differ", i);
        list = conv_cycle_entries(ci19, c19, &n);
        FUZZ_CHECK(list_set(list, n, g->n, false) == entries19 && list[0].id == h.id, "cycle %u: llvm19 entries", i);
        FUZZ_CHECK(conv_cycle_parent(ci19, c19).id == conv_cycle_parent(ci, c).id, "cycle %u: llvm19 parent", i);
        /* parent and depth */
        p = conv_cycle_parent(ci, c);
        if (conv_cycle_valid(p)) {
            uint32_t np;
            uint64_t pblocks;
            bool listed = false;
            list = conv_cycle_blocks(ci, p, &np);
            pblocks = list_set(list, np, g->n, false);
            FUZZ_CHECK((blocks & ~pblocks) == 0 && blocks != pblocks, "cycle %u is not strictly inside its parent", i);
            FUZZ_CHECK(p.id < c.id, "cycle %u comes before its parent", i);
            FUZZ_CHECK(conv_cycle_depth(ci, c) == conv_cycle_depth(ci, p) + 1u, "cycle %u: depth", i);
            FUZZ_CHECK(conv_cycle_contains_cycle(ci, p, c) && !conv_cycle_contains_cycle(ci, c, p),
                       "cycle %u: contains_cycle with its parent", i);
            kids = conv_cycle_children(ci, p, &nk);
            for (j = 0; j < nk; j++) listed = listed || kids[j].id == c.id;
            FUZZ_CHECK(listed, "cycle %u is not among its parent's children", i);
        } else {
            FUZZ_CHECK(conv_cycle_depth(ci, c) == 1u, "top-level cycle %u: depth", i);
        }
        FUZZ_CHECK(conv_cycle_contains_cycle(ci, c, c), "contains_cycle is not reflexive");
        /* children: the non-trivial SCCs without the header, each a contiguous run */
        nsccs = nontrivial_sccs(g, blocks & ~((uint64_t)1 << hb), expect_kids);
        kids = conv_cycle_children(ci, c, &nkids);
        FUZZ_CHECK(nkids == nsccs, "cycle %u: %u children, %u SCCs without the header", i, nkids, nsccs);
        list = conv_cycle_blocks(ci, c, &nblocks);
        for (j = 0; j < nkids; j++) {
            uint32_t nkb, start, t;
            uint64_t ks;
            FUZZ_CHECK(conv_cycle_parent(ci, kids[j]).id == c.id, "cycle %u: a child with another parent", i);
            kids_blocks = conv_cycle_blocks(ci, kids[j], &nkb);
            ks = list_set(kids_blocks, nkb, g->n, false);
            FUZZ_CHECK(set_in(expect_kids, nsccs, ks), "cycle %u: a child is not an SCC without the header", i);
            FUZZ_CHECK((ks & kid_union) == 0, "cycle %u: children overlap", i);
            kid_union |= ks;
            for (start = 0; start < nblocks && list[start].id != kids_blocks[0].id; start++) {
            }
            FUZZ_CHECK(start + nkb <= nblocks, "cycle %u: a child's blocks are not a run of its list", i);
            for (t = 0; t < nkb; t++)
                FUZZ_CHECK(list[start + t].id == kids_blocks[t].id, "cycle %u: a child's blocks are not a run", i);
        }
    }
    /* top level: the non-trivial SCCs of the reachable blocks */
    nsccs = nontrivial_sccs(g, reach, sccs);
    tops = conv_cycles_top_level(ci, &n);
    FUZZ_CHECK(n == nsccs, "%u top-level cycles, %u non-trivial SCCs", n, nsccs);
    for (j = 0; j < n; j++) {
        uint32_t nb2;
        const conv_block *list = conv_cycle_blocks(ci, tops[j], &nb2);
        top_sets[j] = list_set(list, nb2, g->n, false);
        FUZZ_CHECK(!conv_cycle_valid(conv_cycle_parent(ci, tops[j])), "a top-level cycle has a parent");
        FUZZ_CHECK(set_in(sccs, nsccs, top_sets[j]), "a top-level cycle is not a maximal SCC");
    }
    /* innermost: contains b, and no child of it does */
    for (b = 0; b < g->n; b++) {
        conv_block bb = conv_function_block(f, b);
        conv_cycle c = conv_cycles_innermost(ci, bb);
        bool in_any = false;
        for (j = 0; j < n; j++) in_any = in_any || (top_sets[j] >> b & 1u);
        FUZZ_CHECK(conv_cycle_valid(c) == in_any, "innermost(b%u) validity", b);
        if (conv_cycle_valid(c)) {
            uint32_t nk;
            const conv_cycle *kids = conv_cycle_children(ci, c, &nk);
            FUZZ_CHECK(conv_cycle_contains(ci, c, bb), "innermost(b%u) does not contain it", b);
            for (j = 0; j < nk; j++)
                FUZZ_CHECK(!conv_cycle_contains(ci, kids[j], bb), "a child of innermost(b%u) contains it", b);
        }
    }
}

/* ------------------------------------------------------------- driver --- */

static void check_round_trip(const conv_module *m, const rcfg *g, test_alloc_state *st) {
    strbuf t1, t2;
    conv_parse_desc pd;
    conv_module *m2 = NULL;
    conv_diags *d = NULL;
    conv_result r;
    conv_function *f2;
    unsigned b, k;
    FUZZ_CHECK(fuzz_print_module(m, &t1) == CONV_OK, "printing failed");
    memset(&pd, 0, sizeof pd);
    pd.allocator = test_allocator(st);
    pd.format = CONV_FORMAT_NATIVE;
    FUZZ_CHECK(conv_diags_create(&pd.allocator, &d) == CONV_OK, "diags");
    r = conv_parse(t1.p, t1.n, &pd, d, &m2);
    FUZZ_CHECK(r == CONV_OK, "the printed module does not parse (%s):\n%s", conv_result_str(r), t1.p);
    FUZZ_CHECK(fuzz_print_module(m2, &t2) == CONV_OK, "printing the reparsed module failed");
    FUZZ_CHECK(t1.n == t2.n && memcmp(t1.p, t2.p, t1.n) == 0, "print -> parse -> print differs:\n%s\n---\n%s", t1.p,
               t2.p);
    f2 = conv_module_find_function(m2, "f");
    FUZZ_CHECK(f2 != NULL && conv_function_block_count(f2) == g->n, "the reparsed function differs");
    for (b = 0; b < g->n; b++) {
        uint32_t n;
        const conv_block *s = conv_block_successors(f2, conv_function_block(f2, b), &n);
        FUZZ_CHECK(n == g->nsucc[b], "reparsed b%u: successor count", b);
        for (k = 0; k < n; k++) FUZZ_CHECK(s[k].id == g->succ[b][k] + 1u, "reparsed b%u: successor %u", b, k);
    }
    conv_module_destroy(m2);
    conv_diags_destroy(d);
    strbuf_free(&t1);
    strbuf_free(&t2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fuzz_reader rd;
    rcfg g;
    test_alloc_state st;
    conv_module_desc md;
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_function_desc fd;
    conv_block blocks[FCFG_MAX_BLOCKS];
    conv_value cond, no_value = {0};
    conv_domtree *dt = NULL, *pdt = NULL;
    conv_domtree_desc pd;
    conv_cycles *ci = NULL, *ci19 = NULL;
    conv_cycles_desc cd;
    conv_result r;
    uint64_t reach;
    unsigned b;
    if (size > FUZZ_MAX_INPUT) return 0;
    rd.p = data;
    rd.n = size;
    fcfg_decode(&g, &rd, FCFG_MAX_BLOCKS);
    memset(&st, 0, sizeof st);
    memset(&md, 0, sizeof md);
    md.allocator = test_allocator(&st);
    FUZZ_CHECK(conv_module_create(&md, &m) == CONV_OK, "module");
    memset(&fd, 0, sizeof fd);
    fd.name = "f";
    FUZZ_CHECK(conv_module_add_function(m, &fd, &f) == CONV_OK, "function");
    FUZZ_CHECK(conv_function_add_argument(f, "%c", CONV_FLAG_DIVERGENCE_SOURCE, &cond) == CONV_OK, "argument");
    for (b = 0; b < g.n; b++) {
        char name[16];
        snprintf(name, sizeof name, "b%u", b);
        FUZZ_CHECK(conv_function_add_block(f, name, &blocks[b]) == CONV_OK, "block");
    }
    for (b = 0; b < g.n; b++) {
        r = rcfg_add_terminator(&g, b, f, blocks, cond, no_value, NULL);
        FUZZ_CHECK(r == CONV_OK, "terminator of b%u: %s", b, conv_result_str(r));
    }
    /* analyses refuse an unfinalized function, leaving *out alone */
    dt = (conv_domtree *)&st;
    FUZZ_CHECK(conv_domtree_build(f, NULL, &dt) == CONV_ERR_NOT_FINALIZED && dt == (conv_domtree *)&st,
               "domtree on an unfinalized function");
    ci = (conv_cycles *)&st;
    FUZZ_CHECK(conv_cycles_build(f, NULL, &ci) == CONV_ERR_NOT_FINALIZED && ci == (conv_cycles *)&st,
               "cycles on an unfinalized function");
    r = conv_function_finalize(f, NULL);
    FUZZ_CHECK(r == CONV_OK, "finalize: %s", conv_result_str(r));

    reach = rcfg_reach_from(&g, 0, rcfg_all(&g));
    check_cfg(&g, f, reach);

    FUZZ_CHECK(conv_domtree_build(f, NULL, &dt) == CONV_OK, "dominator tree");
    check_domtree(&g, f, dt, reach);
    memset(&pd, 0, sizeof pd);
    pd.post = true;
    FUZZ_CHECK(conv_domtree_build(f, &pd, &pdt) == CONV_OK, "post-dominator tree");
    check_postdomtree(&g, f, pdt);

    FUZZ_CHECK(conv_cycles_build(f, NULL, &ci) == CONV_OK, "cycles");
    memset(&cd, 0, sizeof cd);
    cd.llvm19_unreachable_entries = true;
    FUZZ_CHECK(conv_cycles_build(f, &cd, &ci19) == CONV_OK, "cycles (llvm19 entries)");
    check_cycles(&g, f, ci, ci19, reach);

    check_round_trip(m, &g, &st);

    /* the analyses do not refer to f: free the module first */
    conv_module_destroy(m);
    conv_domtree_free(dt);
    conv_domtree_free(pdt);
    conv_cycles_free(ci);
    conv_cycles_free(ci19);
    FUZZ_CHECK_NO_LEAK(&st);
    return 0;
}
