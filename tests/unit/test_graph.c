/* base and graph IR: allocator resolution, vectors, bitsets, name index,
   diagnostics, the builder, finalize (CSR arrays, reverse post-order,
   structural errors). Expected values are worked out by hand. */
#define CONV_IMPLEMENTATION
#include "../../conv_impl.h"
#include "../support/check.h"

static void test_results(void) {
    int r;
    CHECK_STR(conv_result_str(CONV_OK), "ok");
    CHECK_STR(conv_result_str(CONV_ERR_OUT_OF_MEMORY), "out of memory");
    CHECK_STR(conv_result_str(CONV_RESULT_COUNT), "unknown result");
    CHECK_STR(conv_result_str((conv_result)-1), "unknown result");
    for (r = 0; r < (int)CONV_RESULT_COUNT; r++) {
        const char *s = conv_result_str((conv_result)r);
        CHECK(s != NULL && s[0] != '\0' && strcmp(s, "unknown result") != 0);
    }
}

static void test_allocator_resolution(void) {
    conv_allocator partial, out;
    test_alloc_state st;
    conv_module *m = (conv_module *)&st;
    conv_module_desc md;
    memset(&st, 0, sizeof st);
    memset(&partial, 0, sizeof partial);
    partial.alloc = test_alloc;
    CHECK_RESULT(conv__allocator_resolve(&partial, &out), CONV_ERR_INVALID_ARGUMENT);
    memset(&md, 0, sizeof md);
    md.allocator = partial;
    CHECK_RESULT(conv_module_create(&md, &m), CONV_ERR_INVALID_ARGUMENT);
    CHECK(m == (conv_module *)&st);
    md.allocator = test_allocator(&st);
    CHECK_RESULT(conv_module_create(&md, &m), CONV_OK);
    CHECK(st.live > 0);
    conv_module_destroy(m);
    CHECK(st.live == 0 && st.live_bytes == 0);
    CHECK_RESULT(conv__allocator_resolve(NULL, &out), CONV_OK);
    CHECK(out.alloc == conv__default_alloc);
}

typedef struct names_ctx {
    const conv__strpool *pool;
    const uint32_t *offs;
} names_ctx;

static const char *names_of(const void *ctx, uint32_t item) {
    const names_ctx *c = (const names_ctx *)ctx;
    return conv__strpool_get(c->pool, c->offs[item]);
}

static void test_vec_bits_names(void) {
    conv_allocator a;
    conv__vec v;
    uint64_t words[3];
    size_t i;
    conv__strpool pool;
    conv__nameindex idx;
    uint32_t offs[1000];
    test_alloc_state st;
    memset(&st, 0, sizeof st);
    a = test_allocator(&st);
    memset(&v, 0, sizeof v);
    for (i = 0; i < 1000; i++) {
        uint32_t x = (uint32_t)(i * 7u);
        CHECK_RESULT(CONV__VEC_PUSH1(&a, &v, uint32_t, x), CONV_OK);
    }
    CHECK(v.count == 1000 && CONV__VEC(v, uint32_t)[999] == 6993u && CONV__VEC(v, uint32_t)[0] == 0u);
    conv__vec_free(&a, &v, sizeof(uint32_t));
    CHECK(st.live == 0 && st.live_bytes == 0);

    memset(words, 0, sizeof words);
    conv__bit_set(words, 0);
    conv__bit_set(words, 63);
    conv__bit_set(words, 64);
    conv__bit_set(words, 130);
    CHECK(words[0] == (1ull | (1ull << 63)) && words[1] == 1ull && words[2] == 4ull);
    CHECK(conv__bit_test(words, 130) && !conv__bit_test(words, 129));
    CHECK(conv__bits_count(words, 3) == 4);
    conv__bit_clear(words, 63);
    CHECK(!conv__bit_test(words, 63) && conv__bits_count(words, 3) == 3);
    {
        uint64_t other[3] = {2u, 0u, 0u};
        CHECK(conv__bits_or(other, words, 3) && other[0] == 3u);
        CHECK(!conv__bits_or(other, words, 3));
    }
    CHECK(conv__bitset_words(0) == 0 && conv__bitset_words(64) == 1 && conv__bitset_words(65) == 2);

    /* A name index over 1000 names survives rehashing and finds each. */
    memset(&pool, 0, sizeof pool);
    memset(&idx, 0, sizeof idx);
    for (i = 0; i < 1000; i++) {
        char name[32];
        int n = snprintf(name, sizeof name, "name%u", (unsigned)i);
        CHECK_RESULT(conv__strpool_add(&a, &pool, name, (size_t)n, &offs[i]), CONV_OK);
    }
    CHECK_STR(conv__strpool_get(&pool, offs[517]), "name517");
    {
        names_ctx c;
        c.pool = &pool;
        c.offs = offs;
        for (i = 0; i < 1000; i++) CHECK_RESULT(conv__nameindex_insert(&a, &idx, names_of, &c, (uint32_t)i), CONV_OK);
        CHECK(idx.count == 1000 && idx.cap >= 2000);
        CHECK(conv__nameindex_find(&idx, names_of, &c, "name517", 7) == 517);
        CHECK(conv__nameindex_find(&idx, names_of, &c, "name0", 5) == 0);
        CHECK(conv__nameindex_find(&idx, names_of, &c, "name5170", 8) == CONV__NONE);
        CHECK(conv__nameindex_find(&idx, names_of, &c, "name51", 6) == 51);
        /* a prefix of a longer name must not match it */
        CHECK(conv__nameindex_find(&idx, names_of, &c, "name", 4) == CONV__NONE);
    }
    conv__vec_free(&a, &pool.chars, 1);
    conv__nameindex_free(&a, &idx);
    CHECK(st.live == 0);
    CHECK(conv__hash("abc", 3) != conv__hash("abd", 3));
}

static void test_diags(void) {
    conv_diags *d = NULL;
    conv_diag g;
    char buf[256];
    size_t need;
    test_alloc_state st;
    conv_allocator a;
    memset(&st, 0, sizeof st);
    a = test_allocator(&st);
    CHECK_RESULT(conv_diags_create(&a, &d), CONV_OK);
    memset(&g, 0, sizeof g);
    g.code = "parse.expected";
    g.message = "expected ')'";
    g.file = "k.ll";
    g.line = 3;
    g.col = 7;
    CHECK_RESULT(conv_diags_add(d, &g), CONV_OK);
    g.severity = CONV_SEVERITY_WARNING;
    g.line = 0;
    g.file = NULL;
    CHECK_RESULT(conv_diags_add(d, &g), CONV_OK);
    CHECK(conv_diags_count(d) == 2 && conv_diags_error_count(d) == 1);
    need = conv_diags_format(d, 0, buf, sizeof buf);
    CHECK_STR(buf, "k.ll:3:7: error: [parse.expected] expected ')'");
    CHECK(need == strlen(buf));
    conv_diags_format(d, 1, buf, sizeof buf);
    CHECK_STR(buf, "<input>: warning: [parse.expected] expected ')'");
    /* Truncation still terminates the string and reports the full size. */
    need = conv_diags_format(d, 0, buf, 5);
    CHECK(strlen(buf) == 4 && need > 5);
    CHECK(conv_diags_get(d, 2) == NULL);
    CHECK_STR(conv_diags_get(d, 0)->file, "k.ll");
    conv_diags_clear(d);
    CHECK(conv_diags_count(d) == 0 && conv_diags_error_count(d) == 0);
    conv_diags_destroy(d);
    conv_diags_destroy(NULL);
    CHECK(st.live == 0 && st.live_bytes == 0);
}

/* entry -> a | b (switch with a duplicate edge to b); a -> join; b -> join;
   join -> ret; dead -> join. */
static void test_builder_and_finalize(void) {
    conv_module *m = NULL;
    conv_function *f = NULL, *dup = NULL;
    conv_function_desc fd;
    conv_block entry, a, b, join, dead, bogus = {99};
    conv_value x, c0, p, v;
    conv_inst_desc d;
    conv_block succ[3];
    int64_t cases[2] = {1, 2};
    conv_value ops[3];
    conv_block inc[3];
    uint32_t n;
    const conv_block *list;
    const conv_value *insts;
    memset(&fd, 0, sizeof fd);
    CHECK_RESULT(conv_module_create(NULL, &m), CONV_OK);
    CHECK_RESULT(conv_module_add_function(m, &fd, &f), CONV_ERR_INVALID_ARGUMENT);
    fd.name = "f";
    fd.flags = CONV_FUNCTION_CONVERGENT;
    CHECK_RESULT(conv_module_add_function(m, &fd, &f), CONV_OK);
    CHECK_RESULT(conv_module_add_function(m, &fd, &dup), CONV_ERR_DUPLICATE);
    CHECK(conv_module_find_function(m, "f") == f && conv_module_find_function(m, "g") == NULL);
    CHECK_RESULT(conv_function_add_argument(f, "%x", CONV_FLAG_DIVERGENCE_SOURCE, &x), CONV_OK);
    CHECK_RESULT(conv_function_add_argument(f, "%x", 0, NULL), CONV_ERR_DUPLICATE);
    CHECK_RESULT(conv_function_add_argument(f, "%y", CONV_FLAG_CONVERGENT, NULL), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_function_add_block(f, "entry", &entry), CONV_OK);
    CHECK_RESULT(conv_function_add_block(f, "a", &a), CONV_OK);
    CHECK_RESULT(conv_function_add_block(f, "a", NULL), CONV_ERR_DUPLICATE);
    CHECK_RESULT(conv_function_add_block(f, "b", &b), CONV_OK);
    CHECK_RESULT(conv_function_add_block(f, "join", &join), CONV_OK);
    CHECK_RESULT(conv_function_add_block(f, NULL, &dead), CONV_OK);
    CHECK_STR(conv_block_name(f, dead), "4"); /* unnamed blocks get their index */
    CHECK_RESULT(conv_function_add_constant(f, 7, NULL, &c0), CONV_OK);
    CHECK(conv_value_kind(f, c0) == CONV_KIND_CONSTANT && conv_value_immediate(f, c0) == 7);

    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_SWITCH;
    d.operands = &x;
    d.operands_count = 1;
    succ[0] = a;
    succ[1] = b;
    succ[2] = b;
    d.successors = succ;
    d.successors_count = 3;
    d.case_values = cases;
    CHECK_RESULT(conv_function_add_inst(f, entry, &d, NULL), CONV_OK);
    /* Nothing may follow a terminator. */
    memset(&d, 0, sizeof d);
    d.opcode = "add";
    CHECK_RESULT(conv_function_add_inst(f, entry, &d, NULL), CONV_ERR_INVALID_GRAPH);
    /* Bad arguments. */
    CHECK_RESULT(conv_function_add_inst(f, bogus, &d, NULL), CONV_ERR_INVALID_ARGUMENT);
    d.kind = CONV_KIND_ARGUMENT;
    CHECK_RESULT(conv_function_add_inst(f, a, &d, NULL), CONV_ERR_INVALID_ARGUMENT);
    d.kind = CONV_KIND_GENERIC;
    d.successors = succ;
    d.successors_count = 1;
    CHECK_RESULT(conv_function_add_inst(f, a, &d, NULL), CONV_ERR_INVALID_ARGUMENT);

    memset(&d, 0, sizeof d);
    d.name = "%v";
    d.opcode = "mul";
    ops[0] = x;
    ops[1] = c0;
    d.operands = ops;
    d.operands_count = 2;
    CHECK_RESULT(conv_function_add_inst(f, a, &d, &v), CONV_OK);
    CHECK_RESULT(conv_function_add_inst(f, a, &d, NULL), CONV_ERR_DUPLICATE);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_BRANCH;
    d.successors = &join;
    d.successors_count = 1;
    CHECK_RESULT(conv_function_add_inst(f, a, &d, NULL), CONV_OK);
    CHECK_RESULT(conv_function_add_inst(f, b, &d, NULL), CONV_OK);
    CHECK_RESULT(conv_function_add_inst(f, dead, &d, NULL), CONV_OK);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_PHI;
    d.name = "%p";
    CHECK_RESULT(conv_function_add_inst(f, join, &d, &p), CONV_OK);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_RETURN;
    d.operands = &p;
    d.operands_count = 1;
    CHECK_RESULT(conv_function_add_inst(f, join, &d, NULL), CONV_OK);

    /* The phi lacks incoming values: finalize must refuse and say why. */
    {
        conv_diags *diags = NULL;
        conv_diags_create(NULL, &diags);
        CHECK_RESULT(conv_function_finalize(f, diags), CONV_ERR_INVALID_GRAPH);
        CHECK(conv_diags_count(diags) >= 1 && strcmp(conv_diags_get(diags, 0)->code, "graph.phi-missing-incoming") == 0);
        CHECK(!conv_function_is_finalized(f));
        conv_diags_destroy(diags);
    }
    /* Incoming from a block that is not a predecessor. */
    ops[0] = v;
    ops[1] = x;
    ops[2] = c0;
    inc[0] = a;
    inc[1] = b;
    inc[2] = entry;
    CHECK_RESULT(conv_function_set_operands(f, p, ops, inc, 3), CONV_OK);
    {
        conv_diags *diags = NULL;
        conv_diags_create(NULL, &diags);
        CHECK_RESULT(conv_function_finalize(f, diags), CONV_ERR_INVALID_GRAPH);
        CHECK(conv_diags_count(diags) >= 1 && strcmp(conv_diags_get(diags, 0)->code, "graph.phi-not-predecessor") == 0);
        CHECK_STR(conv_diags_get(diags, 0)->block, "join");
        conv_diags_destroy(diags);
    }
    inc[2] = dead;
    CHECK_RESULT(conv_function_set_operands(f, p, ops, inc, 3), CONV_OK);
    {
        /* the phi's own arrays handed back: they live in storage the call
           grows (ASan saw a read of freed memory before it made room
           first); forty rounds outgrow any capacity */
        int round;
        for (round = 0; round < 40; round++) {
            uint32_t no = 0, ni = 0;
            const conv_value *own_ops = conv_value_operands(f, p, &no);
            const conv_block *own_inc = conv_value_incoming(f, p, &ni);
            CHECK(no == 3 && ni == 3);
            CHECK_RESULT(conv_function_set_operands(f, p, own_ops, own_inc, 3), CONV_OK);
        }
        {
            uint32_t no = 0, ni = 0;
            const conv_value *own_ops = conv_value_operands(f, p, &no);
            const conv_block *own_inc = conv_value_incoming(f, p, &ni);
            CHECK(no == 3 && own_ops[0].id == v.id && own_ops[1].id == x.id && own_ops[2].id == c0.id);
            CHECK(ni == 3 && own_inc[0].id == a.id && own_inc[1].id == b.id && own_inc[2].id == dead.id);
        }
    }
    CHECK_RESULT(conv_function_set_operands(f, p, ops, NULL, 3), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_function_finalize(f, NULL), CONV_OK);
    CHECK(conv_function_is_finalized(f));
    CHECK_RESULT(conv_function_finalize(f, NULL), CONV_OK);
    CHECK_RESULT(conv_function_add_block(f, "late", NULL), CONV_ERR_FINALIZED);
    CHECK_RESULT(conv_function_set_token(f, p, x), CONV_ERR_FINALIZED);

    CHECK(conv_function_block_count(f) == 5 && conv_function_edge_count(f) == 6);
    list = conv_block_successors(f, entry, &n);
    CHECK(n == 3 && list[0].id == a.id && list[1].id == b.id && list[2].id == b.id);
    list = conv_block_predecessors(f, b, &n);
    CHECK(n == 2 && list[0].id == entry.id && list[1].id == entry.id);
    list = conv_block_predecessors(f, join, &n);
    CHECK(n == 3 && list[0].id == a.id && list[1].id == b.id && list[2].id == dead.id);
    CHECK(conv_edge_source(f, conv_block_edge(f, entry, 2)).id == entry.id);
    CHECK(conv_edge_target(f, conv_block_edge(f, entry, 2)).id == b.id);
    CHECK(conv_block_edge(f, entry, 3).id == 0);
    {
        /* DFS from entry visiting successors in order: entry, a, join (post
           join, a), b (post b), entry. Post-order: join a b entry. */
        const conv_block *rpo = conv_function_rpo(f, &n);
        CHECK(n == 4 && rpo[0].id == entry.id && rpo[1].id == b.id && rpo[2].id == a.id && rpo[3].id == join.id);
    }
    CHECK(!conv_block_is_reachable(f, dead) && conv_block_is_reachable(f, join));
    insts = conv_block_insts(f, join, &n);
    CHECK(n == 2 && insts[0].id == p.id && conv_value_kind(f, insts[1]) == CONV_KIND_RETURN);
    CHECK(conv_block_terminator(f, join).id == insts[1].id);
    {
        const int64_t *cv = conv_value_case_values(f, conv_block_terminator(f, entry), &n);
        CHECK(n == 2 && cv[0] == 1 && cv[1] == 2);
        list = conv_value_incoming(f, p, &n);
        CHECK(n == 3 && list[2].id == dead.id);
        CHECK(conv_value_operands(f, p, &n)[0].id == v.id && n == 3);
    }
    CHECK_STR(conv_value_name(f, v), "%v");
    CHECK_STR(conv_value_opcode(f, v), "mul");
    CHECK(conv_value_block(f, v).id == a.id && !conv_block_valid(conv_value_block(f, x)));
    CHECK((conv_value_flags(f, v) & CONV_FLAG_HAS_RESULT) && (conv_value_flags(f, x) & CONV_FLAG_DIVERGENCE_SOURCE));
    CHECK(conv_function_find_value(f, "%p").id == p.id && conv_function_find_value(f, "%nope").id == 0);
    CHECK(conv_function_find_block(f, "join").id == join.id);
    CHECK(conv_function_argument_count(f) == 1 && conv_function_argument(f, 0).id == x.id);
    CHECK(conv_function_argument(f, 1).id == 0);
    CHECK_STR(conv_kind_str(CONV_KIND_LOOP), "loop");
    CHECK(conv_kind_is_terminator(CONV_KIND_INVOKE) && !conv_kind_is_terminator(CONV_KIND_CALL));
    CHECK(conv_function_flags(f) == CONV_FUNCTION_CONVERGENT);
    CHECK(conv_function_module(f) == m);
    conv_module_destroy(m);
}

static void test_finalize_errors(void) {
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_function_desc fd;
    conv_diags *diags = NULL;
    conv_block e, x;
    conv_inst_desc d;
    conv_value c;
    memset(&fd, 0, sizeof fd);
    fd.name = "empty";
    conv_module_create(NULL, &m);
    conv_diags_create(NULL, &diags);
    conv_module_add_function(m, &fd, &f);
    CHECK_RESULT(conv_function_finalize(f, diags), CONV_ERR_INVALID_GRAPH);
    CHECK_STR(conv_diags_get(diags, 0)->code, "graph.no-blocks");
    conv_diags_clear(diags);
    fd.name = "noterm";
    conv_module_add_function(m, &fd, &f);
    conv_function_add_block(f, "e", &e);
    conv_function_add_block(f, "x", &x);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_BRANCH;
    d.successors = &x;
    d.successors_count = 1;
    conv_function_add_inst(f, e, &d, NULL);
    CHECK_RESULT(conv_function_finalize(f, diags), CONV_ERR_INVALID_GRAPH);
    CHECK_STR(conv_diags_get(diags, 0)->code, "graph.no-terminator");
    CHECK_STR(conv_diags_get(diags, 0)->block, "x");
    CHECK_STR(conv_diags_get(diags, 0)->function, "noterm");
    conv_diags_clear(diags);
    /* A conditional branch needs exactly one condition and two targets. */
    fd.name = "badbr";
    conv_module_add_function(m, &fd, &f);
    conv_function_add_block(f, "e", &e);
    conv_function_add_argument(f, "%c", 0, &c);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_BRANCH;
    d.successors = &e;
    d.successors_count = 1;
    d.operands = &c;
    d.operands_count = 1;
    conv_function_add_inst(f, e, &d, NULL);
    CHECK_RESULT(conv_function_finalize(f, diags), CONV_ERR_INVALID_GRAPH);
    CHECK_STR(conv_diags_get(diags, 0)->code, "graph.bad-branch");
    /* Declarations have no body. */
    fd.name = "decl";
    fd.flags = CONV_FUNCTION_DECLARATION;
    conv_module_add_function(m, &fd, &f);
    CHECK_RESULT(conv_function_add_block(f, "e", NULL), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_module_finalize(m, NULL), CONV_ERR_INVALID_GRAPH);
    conv_diags_destroy(diags);
    conv_module_destroy(m);
    conv_module_destroy(NULL);
}

/* A long chain must not recurse: finalize and RPO on 200000 blocks. */
static void test_deep_chain(void) {
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_function_desc fd;
    uint32_t i, n, count = 200000;
    conv_inst_desc d;
    memset(&fd, 0, sizeof fd);
    fd.name = "chain";
    conv_module_create(NULL, &m);
    conv_module_add_function(m, &fd, &f);
    for (i = 0; i < count; i++) conv_function_add_block(f, NULL, NULL);
    for (i = 0; i < count; i++) {
        conv_block b = conv_function_block(f, i), next = conv_function_block(f, i + 1);
        memset(&d, 0, sizeof d);
        d.kind = i + 1 < count ? CONV_KIND_BRANCH : CONV_KIND_RETURN;
        d.successors = &next;
        d.successors_count = i + 1 < count ? 1u : 0u;
        conv_function_add_inst(f, b, &d, NULL);
    }
    CHECK_RESULT(conv_function_finalize(f, NULL), CONV_OK);
    CHECK(conv_function_rpo(f, &n)[count - 1].id == count && n == count);
    {
        conv_domtree *t = NULL, *pt = NULL;
        conv_domtree_desc pd;
        memset(&pd, 0, sizeof pd);
        pd.post = true;
        CHECK_RESULT(conv_domtree_build(f, NULL, &t), CONV_OK);
        CHECK_RESULT(conv_domtree_build(f, &pd, &pt), CONV_OK);
        CHECK(conv_domtree_idom(t, conv_function_block(f, count - 1)).id == count - 1);
        CHECK(conv_domtree_depth(t, conv_function_block(f, count - 1)) == count - 1);
        CHECK(conv_domtree_idom(pt, conv_function_block(f, 0)).id == 2);
        CHECK(conv_domtree_dominates(pt, conv_function_block(f, count - 1), conv_function_block(f, 0)));
        conv_domtree_free(t);
        conv_domtree_free(pt);
    }
    conv_module_destroy(m);
}

int main(int argc, char **argv) {
    (void)argc;
    (void)argv;
    test_results();
    test_allocator_resolution();
    test_vec_bits_names();
    test_diags();
    test_builder_and_finalize();
    test_finalize_errors();
    test_deep_chain();
    return check_summary();
}
