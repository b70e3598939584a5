/* Dominator and post-dominator trees against naive iterative references
   on random CFGs (unreachable blocks, self loops, several exits, infinite
   loops, irreducible cycles), plus hand-checked trees. */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/dom_ref.h"

typedef uint64_t set64;

static void check_graph(const rcfg *g, unsigned iteration) {
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_domtree *dt = NULL, *pdt = NULL;
    conv_domtree_desc pd;
    set64 reach = rcfg_reach_from(g, 0, rcfg_all(g)), dom[64], pdom[64], roots = 0, trivial = 0;
    unsigned a, b, k;
    uint32_t nroots;
    const conv_block *rootv;
    bool ok = true;
    CHECK_RESULT(conv_module_create(NULL, &m), CONV_OK);
    CHECK_RESULT(rcfg_build(g, m, "f", &f), CONV_OK);
    CHECK_RESULT(conv_domtree_build(f, NULL, &dt), CONV_OK);
    memset(&pd, 0, sizeof pd);
    pd.post = true;
    CHECK_RESULT(conv_domtree_build(f, &pd, &pdt), CONV_OK);
    ref_dominators(g, reach, dom);
    for (b = 0; b < g->n && ok; b++) {
        conv_block bb = conv_function_block(f, b);
        bool in = (reach >> b & 1u) != 0;
        ok = ok && conv_domtree_contains(dt, bb) == in && conv_block_is_reachable(f, bb) == in;
        if (!in) {
            ok = ok && !conv_block_valid(conv_domtree_idom(dt, bb));
            continue;
        }
        if (b == 0) ok = ok && !conv_block_valid(conv_domtree_idom(dt, bb));
        else ok = ok && conv_domtree_idom(dt, bb).id == ref_idom(dom, b, g->n) + 1u;
        ok = ok && conv_domtree_depth(dt, bb) == test_popcount64(dom[b]) - 1u;
        for (a = 0; a < g->n; a++) {
            conv_block aa = conv_function_block(f, a);
            bool naive = (reach >> a & 1u) && (dom[b] >> a & 1u);
            ok = ok && conv_domtree_dominates(dt, aa, bb) == naive;
            if (reach >> a & 1u) {
                /* nearest common dominator: the deepest block dominating both */
                set64 common = dom[a] & dom[b];
                unsigned best = 0, d;
                for (d = 0; d < g->n; d++)
                    if ((common >> d & 1u) && test_popcount64(dom[d]) > test_popcount64(dom[best])) best = d;
                ok = ok && conv_domtree_nearest_common(dt, aa, bb).id == best + 1u;
            }
        }
    }
    CHECK_MSG(ok, "dominator tree differs from the naive reference (iteration %u, %u blocks)", iteration, g->n);

    /* Post-dominators: the roots must include every exit block, every
       block must reach a root, and no root may reach another root
       (otherwise it would be redundant); then the tree must equal the
       naive one for that root set. */
    rootv = conv_domtree_roots(pdt, &nroots);
    for (k = 0; k < nroots; k++) roots |= (set64)1 << (rootv[k].id - 1u);
    for (b = 0; b < g->n; b++)
        if (g->nsucc[b] == 0) trivial |= (set64)1 << b;
    ok = (roots & trivial) == trivial;
    for (b = 0; b < g->n && ok; b++) {
        set64 fr = rcfg_reach_from(g, b, rcfg_all(g));
        ok = (fr & roots) != 0;
        if ((roots >> b & 1u) && !(trivial >> b & 1u)) {
            /* a non-trivial root lies where no exit is reachable and reaches no other root */
            ok = ok && (fr & trivial) == 0 && (fr & roots) == ((set64)1 << b);
        }
    }
    CHECK_MSG(ok, "post-dominator roots violate their invariants (iteration %u)", iteration);
    ref_postdominators(g, roots, pdom);
    ok = true;
    for (b = 0; b < g->n && ok; b++) {
        conv_block bb = conv_function_block(f, b);
        unsigned ip = ref_idom(pdom, b, g->n);
        ok = conv_domtree_contains(pdt, bb);
        if (ip == REF_VIRTUAL_EXIT) ok = ok && !conv_block_valid(conv_domtree_idom(pdt, bb));
        else ok = ok && conv_domtree_idom(pdt, bb).id == ip + 1u;
        for (a = 0; a < g->n; a++)
            ok = ok && conv_domtree_dominates(pdt, conv_function_block(f, a), bb) == ((pdom[b] >> a & 1u) != 0);
        if (!ok) fprintf(stderr, "  block b%u: naive ipdom %u, conv %u\n", b, ip, conv_domtree_idom(pdt, bb).id);
    }
    CHECK_MSG(ok, "post-dominator tree differs from the naive reference (iteration %u, %u blocks)", iteration, g->n);
    conv_domtree_free(dt);
    conv_domtree_free(pdt);
    conv_module_destroy(m);
}

static conv_function *parse_one(conv_module **m, const char *text) {
    conv_diags *d = NULL;
    conv_result r;
    conv_diags_create(NULL, &d);
    r = conv_parse(text, strlen(text), NULL, d, m);
    CHECK_RESULT(r, CONV_OK);
    if (r != CONV_OK) {
        uint32_t i;
        for (i = 0; i < conv_diags_count(d); i++) fprintf(stderr, "  %s\n", conv_diags_get(d, i)->message);
    }
    conv_diags_destroy(d);
    return r == CONV_OK ? conv_module_function(*m, 0) : NULL;
}

static const char *idom_name(const conv_function *f, const conv_domtree *t, const char *block) {
    conv_block b = conv_domtree_idom(t, conv_function_find_block(f, block));
    return conv_block_valid(b) ? conv_block_name(f, b) : "-";
}

/* Trees worked out by hand. */
static void check_hand_examples(void) {
    conv_module *m = NULL;
    conv_function *f;
    conv_domtree *dt = NULL, *pdt = NULL;
    conv_domtree_desc pd;
    uint32_t n;
    memset(&pd, 0, sizeof pd);
    pd.post = true;
    /* A diamond inside a loop, with an unreachable block:
       entry -> h; h -> a | b; a -> j; b -> j; j -> h | exit; dead -> j. */
    f = parse_one(&m, "func @f(%c) {\nentry:\n  br h\nh:\n  br %c, a, b\na:\n  br j\nb:\n  br j\n"
                      "j:\n  br %c, h, exit\nexit:\n  ret\ndead:\n  br j\n}\n");
    if (f) {
        CHECK_RESULT(conv_domtree_build(f, NULL, &dt), CONV_OK);
        CHECK_RESULT(conv_domtree_build(f, &pd, &pdt), CONV_OK);
        CHECK_STR(idom_name(f, dt, "entry"), "-");
        CHECK_STR(idom_name(f, dt, "h"), "entry");
        CHECK_STR(idom_name(f, dt, "a"), "h");
        CHECK_STR(idom_name(f, dt, "b"), "h");
        CHECK_STR(idom_name(f, dt, "j"), "h");
        CHECK_STR(idom_name(f, dt, "exit"), "j");
        CHECK(!conv_domtree_contains(dt, conv_function_find_block(f, "dead")));
        CHECK_STR(idom_name(f, pdt, "exit"), "-");
        CHECK_STR(idom_name(f, pdt, "j"), "exit");
        CHECK_STR(idom_name(f, pdt, "a"), "j");
        CHECK_STR(idom_name(f, pdt, "b"), "j");
        CHECK_STR(idom_name(f, pdt, "h"), "j");
        CHECK_STR(idom_name(f, pdt, "entry"), "h");
        CHECK_STR(idom_name(f, pdt, "dead"), "j");
        CHECK(conv_domtree_roots(pdt, &n) != NULL && n == 1);
        CHECK_STR(conv_block_name(f, conv_domtree_nearest_common(dt, conv_function_find_block(f, "a"),
                                                                 conv_function_find_block(f, "exit"))),
                  "h");
        CHECK(conv_domtree_strictly_dominates(dt, conv_function_find_block(f, "h"), conv_function_find_block(f, "j")));
        CHECK(!conv_domtree_strictly_dominates(dt, conv_function_find_block(f, "h"), conv_function_find_block(f, "h")));
        CHECK(conv_domtree_is_post(pdt) && !conv_domtree_is_post(dt));
        conv_domtree_free(dt);
        conv_domtree_free(pdt);
    }
    conv_module_destroy(m);
    m = NULL;
    /* Two returns: their nearest common post-dominator is the virtual exit. */
    f = parse_one(&m, "func @g(%c) {\nentry:\n  br %c, r1, r2\nr1:\n  ret\nr2:\n  unreachable\n}\n");
    if (f) {
        CHECK_RESULT(conv_domtree_build(f, &pd, &pdt), CONV_OK);
        CHECK_STR(idom_name(f, pdt, "entry"), "-");
        CHECK(conv_domtree_roots(pdt, &n) != NULL && n == 2);
        CHECK(!conv_block_valid(conv_domtree_nearest_common(pdt, conv_function_find_block(f, "r1"),
                                                            conv_function_find_block(f, "r2"))));
        conv_domtree_free(pdt);
    }
    conv_module_destroy(m);
    m = NULL;
    /* An infinite loop: entry -> l; l -> l2; l2 -> l. The root is the last
       block of a depth-first walk from the entry, l2, as LLVM picks it. */
    f = parse_one(&m, "func @h() {\nentry:\n  br l\nl:\n  br l2\nl2:\n  br l\n}\n");
    if (f) {
        const conv_block *r;
        CHECK_RESULT(conv_domtree_build(f, &pd, &pdt), CONV_OK);
        r = conv_domtree_roots(pdt, &n);
        CHECK(n == 1 && r != NULL && strcmp(conv_block_name(f, r[0]), "l2") == 0);
        CHECK_STR(idom_name(f, pdt, "l"), "l2");
        CHECK_STR(idom_name(f, pdt, "entry"), "l");
        conv_domtree_free(pdt);
    }
    conv_module_destroy(m);
}

static void check_errors(void) {
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_function_desc fd;
    conv_domtree *t = (conv_domtree *)&fd;
    conv_block b;
    memset(&fd, 0, sizeof fd);
    fd.name = "f";
    CHECK_RESULT(conv_domtree_build(NULL, NULL, &t), CONV_ERR_INVALID_ARGUMENT);
    conv_module_create(NULL, &m);
    conv_module_add_function(m, &fd, &f);
    conv_function_add_block(f, "entry", &b);
    CHECK_RESULT(conv_domtree_build(f, NULL, &t), CONV_ERR_NOT_FINALIZED);
    CHECK(t == (conv_domtree *)&fd); /* untouched on failure */
    conv_domtree_free(NULL);
    CHECK(!conv_domtree_contains(NULL, b));
    CHECK(!conv_domtree_dominates(NULL, b, b));
    conv_module_destroy(m);
}

int main(int argc, char **argv) {
    bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    unsigned iterations = quick ? 1000u : 10000u, i;
    test_rng rng = {12345u};
    rcfg g;
    check_hand_examples();
    check_errors();
    for (i = 0; i < iterations; i++) {
        rcfg_random(&g, &rng, i % 10 == 0 ? RCFG_MAX_BLOCKS : 12u);
        check_graph(&g, i);
    }
    return check_summary();
}
