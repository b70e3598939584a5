/* The cycle hierarchy: hand-checked examples, a brute-force reference on
   random CFGs (the recursive SCC definition of CycleTerminology.rst with
   the header chosen by a recursive depth-first search), and very deep and
   very wide nests. */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/random_cfg.h"

typedef uint64_t set64;

static conv_function *parse_one(conv_module **m, const char *text) {
    conv_result r = conv_parse(text, strlen(text), NULL, NULL, m);
    CHECK_RESULT(r, CONV_OK);
    return r == CONV_OK ? conv_module_function(*m, 0) : NULL;
}

static set64 block_set(const conv_block *list, uint32_t n) {
    set64 s = 0;
    uint32_t i;
    for (i = 0; i < n; i++) s |= (set64)1 << (list[i].id - 1u);
    return s;
}

static set64 named(const conv_function *f, const char *names) {
    set64 s = 0;
    char buf[64];
    const char *p = names;
    while (*p) {
        size_t k = 0;
        while (*p == ' ') p++;
        while (*p && *p != ' ' && k + 1 < sizeof buf) buf[k++] = *p++;
        buf[k] = '\0';
        if (k) {
            conv_block b = conv_function_find_block(f, buf);
            CHECK_MSG(conv_block_valid(b), "no block %s", buf);
            if (conv_block_valid(b)) s |= (set64)1 << (b.id - 1u);
        }
    }
    return s;
}

static conv_cycle cycle_of(const conv_cycles *ci, const conv_function *f, const char *header) {
    uint32_t i;
    conv_cycle none = {0};
    for (i = 0; i < conv_cycles_count(ci); i++) {
        conv_cycle c = conv_cycles_get(ci, i);
        if (strcmp(conv_block_name(f, conv_cycle_header(ci, c)), header) == 0) return c;
    }
    return none;
}

static void expect_cycle(const conv_cycles *ci, const conv_function *f, const char *header, const char *entries,
                         const char *blocks, const char *exits, unsigned depth, const char *parent) {
    conv_cycle c = cycle_of(ci, f, header), p;
    uint32_t n;
    const conv_block *list;
    CHECK_MSG(conv_cycle_valid(c), "no cycle with header %s", header);
    if (!conv_cycle_valid(c)) return;
    list = conv_cycle_entries(ci, c, &n);
    CHECK_MSG(block_set(list, n) == named(f, entries), "entries of %s", header);
    CHECK_MSG(list[0].id == conv_function_find_block(f, header).id, "the header is the first entry of %s", header);
    list = conv_cycle_blocks(ci, c, &n);
    CHECK_MSG(block_set(list, n) == named(f, blocks) && n == (uint32_t)__builtin_popcountll(named(f, blocks)),
              "blocks of %s", header);
    list = conv_cycle_exits(ci, c, &n);
    CHECK_MSG(block_set(list, n) == named(f, exits), "exits of %s", header);
    CHECK_MSG(conv_cycle_depth(ci, c) == depth, "depth of %s: %u", header, conv_cycle_depth(ci, c));
    p = conv_cycle_parent(ci, c);
    if (parent == NULL) CHECK_MSG(!conv_cycle_valid(p), "%s is top level", header);
    else CHECK_MSG(conv_cycle_valid(p) && strcmp(conv_block_name(f, conv_cycle_header(ci, p)), parent) == 0,
                   "parent of %s", header);
    CHECK(conv_cycle_is_reducible(ci, c) == (strchr(entries, ' ') == NULL));
}

static void test_examples(void) {
    conv_module *m = NULL;
    conv_function *f;
    conv_cycles *ci = NULL;
    conv_cycles_desc d;
    /* Two nested natural loops and a sibling; a self loop; an unreachable
       block jumping into the inner loop's body. */
    f = parse_one(&m, "func @f(%c) {\n"
                      "entry:\n  br outer\n"
                      "outer:\n  br inner\n"
                      "inner:\n  br body\n"
                      "body:\n  br %c, inner, latch\n"
                      "latch:\n  br %c, outer, mid\n"
                      "mid:\n  br %c, self, sib\n"
                      "self:\n  br %c, self, sib\n"
                      "sib:\n  br %c, sib2, done\n"
                      "sib2:\n  br sib\n"
                      "done:\n  ret\n"
                      "dead:\n  br body\n"
                      "}\n");
    if (f == NULL) return;
    CHECK_RESULT(conv_cycles_build(f, NULL, &ci), CONV_OK);
    CHECK(conv_cycles_count(ci) == 4);
    expect_cycle(ci, f, "outer", "outer", "outer inner body latch", "mid", 1, NULL);
    expect_cycle(ci, f, "inner", "inner", "inner body", "latch", 2, "outer");
    expect_cycle(ci, f, "self", "self", "self", "sib", 1, NULL);
    expect_cycle(ci, f, "sib", "sib", "sib sib2", "done", 1, NULL);
    {
        conv_cycle outer = cycle_of(ci, f, "outer"), inner = cycle_of(ci, f, "inner");
        uint32_t n;
        const conv_cycle *kids = conv_cycle_children(ci, outer, &n);
        const conv_block *exiting = conv_cycle_exiting(ci, outer, &n);
        CHECK(n == 1 && exiting[0].id == conv_function_find_block(f, "latch").id);
        kids = conv_cycle_children(ci, outer, &n);
        CHECK(n == 1 && kids[0].id == inner.id);
        CHECK(conv_cycle_contains_cycle(ci, outer, inner) && !conv_cycle_contains_cycle(ci, inner, outer));
        CHECK(conv_cycle_contains(ci, outer, conv_function_find_block(f, "body")));
        CHECK(!conv_cycle_contains(ci, inner, conv_function_find_block(f, "latch")));
        CHECK(conv_cycles_innermost(ci, conv_function_find_block(f, "body")).id == inner.id);
        CHECK(conv_cycles_innermost(ci, conv_function_find_block(f, "latch")).id == outer.id);
        CHECK(!conv_cycle_valid(conv_cycles_innermost(ci, conv_function_find_block(f, "dead"))));
        CHECK(!conv_cycle_valid(conv_cycles_innermost(ci, conv_function_find_block(f, "entry"))));
        conv_cycles_top_level(ci, &n);
        CHECK(n == 3);
        /* Parents come before children in the numbering. */
        CHECK(outer.id < inner.id);
    }
    conv_cycles_free(ci);
    /* LLVM 19 takes the unreachable predecessor of body for an entry. */
    memset(&d, 0, sizeof d);
    d.llvm19_unreachable_entries = true;
    CHECK_RESULT(conv_cycles_build(f, &d, &ci), CONV_OK);
    expect_cycle(ci, f, "inner", "inner body", "inner body", "latch", 2, "outer");
    expect_cycle(ci, f, "outer", "outer body", "outer inner body latch", "mid", 1, NULL);
    conv_cycles_free(ci);
    conv_module_destroy(m);
    m = NULL;

    /* An irreducible cycle entered at a and at b; the depth-first search
       from entry tries the LAST successor first (as LLVM), so b is
       reached first and is the header. Inside, with b removed, a -> c -> a
       is a child cycle. */
    f = parse_one(&m, "func @g(%c) {\n"
                      "entry:\n  br %c, a, b\n"
                      "a:\n  br c\n"
                      "c:\n  br %c, a, b\n"
                      "b:\n  br %c, a, out\n"
                      "out:\n  ret\n"
                      "}\n");
    if (f == NULL) return;
    CHECK_RESULT(conv_cycles_build(f, NULL, &ci), CONV_OK);
    CHECK(conv_cycles_count(ci) == 2);
    expect_cycle(ci, f, "b", "b a", "a c b", "out", 1, NULL);
    expect_cycle(ci, f, "a", "a", "a c", "b", 2, "b");
    conv_cycles_free(ci);
    conv_module_destroy(m);
    m = NULL;

    /* No cycles at all, and argument errors. */
    f = parse_one(&m, "func @h() {\nentry:\n  ret\n}\n");
    if (f == NULL) return;
    CHECK_RESULT(conv_cycles_build(f, NULL, &ci), CONV_OK);
    CHECK(conv_cycles_count(ci) == 0 && !conv_cycle_valid(conv_cycles_get(ci, 0)));
    {
        uint32_t n = 7;
        CHECK(conv_cycles_top_level(ci, &n) == NULL && n == 0);
        CHECK(conv_cycle_entries(ci, conv_cycles_get(ci, 0), &n) == NULL && n == 0);
    }
    conv_cycles_free(ci);
    conv_cycles_free(NULL);
    CHECK_RESULT(conv_cycles_build(NULL, NULL, &ci), CONV_ERR_INVALID_ARGUMENT);
    conv_module_destroy(m);
}

/* ---- brute force: the recursive definition ---- */

typedef struct ref_cycle {
    unsigned header;
    set64 blocks, entries, exits, exiting;
    int parent; /* index in the reference list, -1 = top level */
    unsigned depth;
} ref_cycle;

typedef struct ref_info {
    ref_cycle cycles[RCFG_MAX_BLOCKS];
    unsigned count;
    unsigned start[RCFG_MAX_BLOCKS]; /* DFS preorder, 0 = unreachable */
} ref_info;

static void ref_dfs(const rcfg *g, unsigned v, unsigned *counter, unsigned *start) {
    int k;
    start[v] = ++*counter;
    for (k = (int)g->nsucc[v] - 1; k >= 0; k--)
        if (start[g->succ[v][k]] == 0) ref_dfs(g, g->succ[v][k], counter, start);
}

static void ref_cycles_in(const rcfg *g, ref_info *ri, set64 within, int parent, unsigned depth) {
    set64 left = within;
    while (left) {
        unsigned v = 0, b, k, best = ~0u;
        set64 scc;
        ref_cycle *c;
        int me;
        while (!(left >> v & 1u)) v++;
        scc = rcfg_scc(g, v, within);
        left &= ~scc;
        if (test_popcount64(scc) == 1 && !rcfg_has_internal_edge(g, scc)) continue;
        me = (int)ri->count++;
        c = &ri->cycles[me];
        memset(c, 0, sizeof *c);
        c->blocks = scc;
        c->parent = parent;
        c->depth = depth;
        /* entries: blocks with a reachable predecessor outside; the
           function's entry is entered from outside the function */
        if (scc & 1u) c->entries |= 1u;
        for (b = 0; b < g->n; b++) {
            if (ri->start[b] == 0) continue;
            for (k = 0; k < g->nsucc[b]; k++) {
                unsigned s = g->succ[b][k];
                bool in_b = (scc >> b & 1u) != 0, in_s = (scc >> s & 1u) != 0;
                if (!in_b && in_s) c->entries |= (set64)1 << s;
                if (in_b && !in_s) {
                    c->exits |= (set64)1 << s;
                    c->exiting |= (set64)1 << b;
                }
            }
        }
        for (b = 0; b < g->n; b++)
            if ((c->entries >> b & 1u) && ri->start[b] < best) best = ri->start[b], c->header = b;
        ref_cycles_in(g, ri, scc & ~((set64)1 << c->header), me, depth + 1);
    }
}

static void ref_compute(const rcfg *g, ref_info *ri) {
    unsigned counter = 0, b;
    set64 reach = 0;
    memset(ri, 0, sizeof *ri);
    ref_dfs(g, 0, &counter, ri->start);
    for (b = 0; b < g->n; b++)
        if (ri->start[b]) reach |= (set64)1 << b;
    ref_cycles_in(g, ri, reach, -1, 1);
}

static void check_random(const rcfg *g, unsigned iteration) {
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_cycles *ci = NULL;
    ref_info ri;
    unsigned i, b;
    bool ok = true;
    CHECK_RESULT(conv_module_create(NULL, &m), CONV_OK);
    CHECK_RESULT(rcfg_build(g, m, "f", &f), CONV_OK);
    CHECK_RESULT(conv_cycles_build(f, NULL, &ci), CONV_OK);
    ref_compute(g, &ri);
    ok = conv_cycles_count(ci) == ri.count;
    for (i = 0; i < ri.count && ok; i++) {
        const ref_cycle *rc = &ri.cycles[i];
        conv_cycle c = conv_cycles_innermost(ci, conv_function_block(f, rc->header));
        uint32_t n;
        const conv_block *list;
        /* the cycle headed by rc->header: walk out from the innermost */
        while (conv_cycle_valid(c) && conv_cycle_header(ci, c).id != rc->header + 1u) c = conv_cycle_parent(ci, c);
        ok = conv_cycle_valid(c);
        if (!ok) break;
        list = conv_cycle_blocks(ci, c, &n);
        ok = ok && block_set(list, n) == rc->blocks && n == (uint32_t)__builtin_popcountll(rc->blocks);
        list = conv_cycle_entries(ci, c, &n);
        ok = ok && block_set(list, n) == rc->entries && n == (uint32_t)__builtin_popcountll(rc->entries);
        list = conv_cycle_exits(ci, c, &n);
        ok = ok && block_set(list, n) == rc->exits && n == (uint32_t)__builtin_popcountll(rc->exits);
        list = conv_cycle_exiting(ci, c, &n);
        ok = ok && block_set(list, n) == rc->exiting && n == (uint32_t)__builtin_popcountll(rc->exiting);
        ok = ok && conv_cycle_depth(ci, c) == rc->depth;
        if (rc->parent < 0) ok = ok && !conv_cycle_valid(conv_cycle_parent(ci, c));
        else
            ok = ok && conv_cycle_header(ci, conv_cycle_parent(ci, c)).id == ri.cycles[rc->parent].header + 1u;
        for (b = 0; b < g->n; b++)
            ok = ok && conv_cycle_contains(ci, c, conv_function_block(f, b)) == ((rc->blocks >> b & 1u) != 0);
        if (!ok && check_counts.failed < 5) {
            unsigned k;
            fprintf(stderr, "  cycle headed by b%u differs; graph:", rc->header);
            for (b = 0; b < g->n; b++) {
                fprintf(stderr, " b%u->", b);
                for (k = 0; k < g->nsucc[b]; k++) fprintf(stderr, "%s%u", k ? "," : "", g->succ[b][k]);
            }
            fprintf(stderr, "\n  ref blocks %llx entries %llx exits %llx depth %u\n", (unsigned long long)rc->blocks,
                    (unsigned long long)rc->entries, (unsigned long long)rc->exits, rc->depth);
            list = conv_cycle_blocks(ci, c, &n);
            fprintf(stderr, "  conv blocks %llx", (unsigned long long)block_set(list, n));
            list = conv_cycle_entries(ci, c, &n);
            fprintf(stderr, " entries %llx", (unsigned long long)block_set(list, n));
            list = conv_cycle_exits(ci, c, &n);
            fprintf(stderr, " exits %llx depth %u", (unsigned long long)block_set(list, n), conv_cycle_depth(ci, c));
            list = conv_cycle_exiting(ci, c, &n);
            fprintf(stderr, " exiting %llx (ref %llx) parent header %u (ref %d)\n",
                    (unsigned long long)block_set(list, n), (unsigned long long)rc->exiting,
                    conv_cycle_header(ci, conv_cycle_parent(ci, c)).id,
                    rc->parent < 0 ? -1 : (int)ri.cycles[rc->parent].header + 1);
        }
    }
    /* innermost: the smallest reference cycle containing the block */
    for (b = 0; b < g->n && ok; b++) {
        int best = -1;
        for (i = 0; i < ri.count; i++)
            if ((ri.cycles[i].blocks >> b & 1u) && (best < 0 || ri.cycles[i].depth > ri.cycles[best].depth)) best = (int)i;
        if (best < 0) ok = !conv_cycle_valid(conv_cycles_innermost(ci, conv_function_block(f, b)));
        else ok = conv_cycle_header(ci, conv_cycles_innermost(ci, conv_function_block(f, b))).id ==
                  ri.cycles[best].header + 1u;
    }
    /* preorder numbering: every parent before its children */
    for (i = 0; i < conv_cycles_count(ci) && ok; i++) {
        conv_cycle c = conv_cycles_get(ci, i), p = conv_cycle_parent(ci, c);
        ok = !conv_cycle_valid(p) || p.id < c.id;
    }
    CHECK_MSG(ok, "cycle hierarchy differs from the reference (iteration %u, %u blocks)", iteration, g->n);
    conv_cycles_free(ci);
    conv_module_destroy(m);
}

/* count nested loops: h0 -> h1 -> ... -> h(k-1) -> latch(k-1) -> ... ;
   latch i branches back to h i or out to latch i-1. */
static void test_deep_and_wide(unsigned count) {
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_function_desc fd;
    conv_value c;
    conv_cycles *ci = NULL;
    unsigned i;
    conv_inst_desc d;
    conv_block two[2];
    memset(&fd, 0, sizeof fd);
    fd.name = "deep";
    conv_module_create(NULL, &m);
    conv_module_add_function(m, &fd, &f);
    conv_function_add_argument(f, "%c", 0, &c);
    /* blocks: entry, h0..h(k-1), l0..l(k-1), exit */
    for (i = 0; i < 2 * count + 2; i++) conv_function_add_block(f, NULL, NULL);
    for (i = 0; i < 2 * count + 2; i++) {
        conv_block b = conv_function_block(f, i);
        memset(&d, 0, sizeof d);
        if (i == 0) { /* entry -> h0 */
            two[0] = conv_function_block(f, 1);
            d.kind = CONV_KIND_BRANCH;
            d.successors = two;
            d.successors_count = 1;
        } else if (i <= count) { /* h(i-1) -> h(i) or the innermost latch */
            two[0] = conv_function_block(f, i < count ? i + 1 : count + count);
            d.kind = CONV_KIND_BRANCH;
            d.successors = two;
            d.successors_count = 1;
        } else if (i <= 2 * count) { /* latch j = i - count - 1 */
            unsigned j = i - count - 1;
            two[0] = conv_function_block(f, j + 1);                         /* back to h j */
            two[1] = conv_function_block(f, j == 0 ? 2 * count + 1 : i - 1); /* out to latch j-1 */
            d.kind = CONV_KIND_BRANCH;
            d.successors = two;
            d.successors_count = 2;
            d.operands = &c;
            d.operands_count = 1;
        } else {
            d.kind = CONV_KIND_RETURN;
        }
        conv_function_add_inst(f, b, &d, NULL);
    }
    CHECK_RESULT(conv_function_finalize(f, NULL), CONV_OK);
    CHECK_RESULT(conv_cycles_build(f, NULL, &ci), CONV_OK);
    CHECK(conv_cycles_count(ci) == count);
    CHECK(conv_cycle_depth(ci, conv_cycles_innermost(ci, conv_function_block(f, count))) == count);
    CHECK(conv_cycle_contains(ci, conv_cycles_get(ci, 0), conv_function_block(f, 2 * count)));
    {
        uint32_t n;
        conv_cycle_blocks(ci, conv_cycles_get(ci, 0), &n);
        CHECK(n == 2 * count);
        /* the innermost loop exits to the latch of the one around it */
        conv_cycle_exits(ci, conv_cycles_get(ci, count - 1), &n);
        CHECK(n == 1);
    }
    conv_cycles_free(ci);
    conv_module_destroy(m);

    /* count sibling self loops in a row */
    m = NULL;
    fd.name = "wide";
    conv_module_create(NULL, &m);
    conv_module_add_function(m, &fd, &f);
    conv_function_add_argument(f, "%c", 0, &c);
    for (i = 0; i < count + 1; i++) conv_function_add_block(f, NULL, NULL);
    for (i = 0; i < count + 1; i++) {
        memset(&d, 0, sizeof d);
        if (i < count) {
            two[0] = conv_function_block(f, i);
            two[1] = conv_function_block(f, i + 1);
            d.kind = CONV_KIND_BRANCH;
            d.successors = two;
            d.successors_count = 2;
            d.operands = &c;
            d.operands_count = 1;
        } else {
            d.kind = CONV_KIND_RETURN;
        }
        conv_function_add_inst(f, conv_function_block(f, i), &d, NULL);
    }
    CHECK_RESULT(conv_function_finalize(f, NULL), CONV_OK);
    CHECK_RESULT(conv_cycles_build(f, NULL, &ci), CONV_OK);
    CHECK(conv_cycles_count(ci) == count);
    {
        uint32_t n;
        conv_cycles_top_level(ci, &n);
        CHECK(n == count);
    }
    conv_cycles_free(ci);
    conv_module_destroy(m);
}

int main(int argc, char **argv) {
    bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    unsigned iterations = quick ? 1000u : 10000u, i;
    test_rng rng = {777u};
    rcfg g;
    test_examples();
    for (i = 0; i < iterations; i++) {
        rcfg_random(&g, &rng, i % 10 == 0 ? RCFG_MAX_BLOCKS : 12u);
        check_random(&g, i);
    }
    test_deep_and_wide(quick ? 2000u : 20000u);
    return check_summary();
}
