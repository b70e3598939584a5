/* conv_verify: every static rule of convergence control with a valid and
   an invalid function (worked out by hand from the spec's rules), the
   option for tokens on non-convergent calls, and allocation failure. */
#include "../../conv.h"
#include "../support/check.h"

typedef struct verify_case {
    const char *name;
    const char *text;
    const char *codes; /* the exact set of rule codes reported; "" = valid */
} verify_case;

static const verify_case cases[] = {
    {"natural loop with a heart", "func @f(%c) convergent {\nentry:\n  %t = token.entry\n  br h\nh:\n"
     "  %l = token.loop %t\n  call @op() convergent ctrl %l\n  br %c, h, x\nx:\n  call @op() convergent ctrl %t\n"
     "  ret\n}\n", ""},
    {"token argument", "func @f(%tok token) convergent {\nentry:\n  call @op() convergent ctrl %tok\n  ret\n}\n",
     "token.producer"},
    {"token from a call", "func @f() {\nentry:\n  %x = call @mk() returns_token\n"
     "  call @op() convergent ctrl %x\n  ret\n}\n", "token.producer"},
    {"phi of ordinary values", "func @f(%c) {\nentry:\n  br %c, a, b\na:\n  br j\nb:\n  br j\nj:\n"
     "  %p = phi [1, a], [2, b]\n  ret\n}\n", ""},
    {"phi of tokens", "func @f(%c) {\nentry:\n  br %c, a, b\na:\n  %t1 = token.anchor\n  br j\nb:\n"
     "  %t2 = token.anchor\n  br j\nj:\n  %p = phi [%t1, a], [%t2, b]\n  ret\n}\n", "token.phi"},
    {"select of tokens", "func @f(%c) {\nentry:\n  %t1 = token.anchor\n  %t2 = token.anchor\n"
     "  %s = select %c, %t1, %t2\n  ret\n}\n", "token.select"},
    {"token as an argument of a function", "func @f() {\nentry:\n  %t1 = token.anchor\n  call @use(%t1)\n"
     "  ret\n}\n", "token.operand"},
    {"token as an argument of an intrinsic", "func @f() {\nentry:\n  %t1 = token.anchor\n"
     "  call @llvm.some.intrinsic(%t1)\n  ret\n}\n", ""},
    {"token as an ordinary operand", "func @f() {\nentry:\n  %t1 = token.anchor\n  %s = add %t1, 1\n  ret\n}\n",
     "token.operand"},
    {"entry in a non-convergent function", "func @f() {\nentry:\n  %t = token.entry\n  ret\n}\n",
     "token.entry-not-convergent-function"},
    {"entry outside the entry block", "func @f() convergent {\nentry:\n  br b\nb:\n  %t = token.entry\n  ret\n}\n",
     "token.entry-not-entry-block"},
    {"entry after a convergent operation", "func @f() convergent {\nentry:\n  %a = token.anchor\n"
     "  %t = token.entry\n  ret\n}\n", "token.entry-not-first"},
    {"entry after a plain operation", "func @f(%x) convergent {\nentry:\n  %y = add %x, 1\n  %t = token.entry\n"
     "  ret\n}\n", ""},
    /* the forbidden operand still counts as a use: it is not dominated */
    {"entry with a token operand", "func @f() convergent {\nentry:\n  %t = token.entry %a\n  %a = token.anchor\n"
     "  ret\n}\n", "token.entry-operand token.dominance"},
    {"anchor with a token operand", "func @f() convergent {\nentry:\n  %t = token.entry\n  %a = token.anchor %t\n"
     "  ret\n}\n", "token.anchor-operand"},
    {"loop without a token", "func @f(%c) {\nentry:\n  br h\nh:\n  %l = token.loop\n  br %c, h, x\nx:\n  ret\n}\n",
     "token.loop-no-operand"},
    {"loop after a convergent operation", "func @f(%c) convergent {\nentry:\n  %t = token.entry\n  br h\nh:\n"
     "  %a = token.anchor\n  %l = token.loop %t\n  br %c, h, x\nx:\n  ret\n}\n", "token.loop-not-first"},
    {"token on a non-convergent call", "func @f() {\nentry:\n  %a = token.anchor\n  call @op() ctrl %a\n"
     "  ret\n}\n", "token.nonconvergent-call"},
    {"controlled and uncontrolled", "func @f() convergent {\nentry:\n  %t = token.entry\n"
     "  call @op() convergent ctrl %t\n  call @op2() convergent\n  ret\n}\n", "token.mixed"},
    {"a controlled heart and an uncontrolled call", "func @f(%c) convergent {\nentry:\n  %t = token.entry\n"
     "  br h\nh:\n  %l = token.loop %t\n  call @op() convergent\n  br %c, h, x\nx:\n  ret\n}\n", "token.mixed"},
    {"only uncontrolled", "func @f() convergent {\nentry:\n  call @op() convergent\n  call @op2() convergent\n"
     "  ret\n}\n", ""},
    {"definition does not dominate", "func @f(%c) convergent {\nentry:\n  br %c, a, b\na:\n  %t = token.anchor\n"
     "  br j\nb:\n  br j\nj:\n  call @op() convergent ctrl %t\n  ret\n}\n", "token.dominance"},
    {"use before the definition", "func @f() {\nentry:\n  call @op() convergent ctrl %t\n  %t = token.anchor\n"
     "  ret\n}\n", "token.dominance"},
    {"use in unreachable code", "func @f() {\nentry:\n  ret\ndead:\n  call @op() convergent ctrl %t\n"
     "  %t = token.anchor\n  ret\n}\n", ""},
    {"anchor inside the loop", "func @f(%c) {\nentry:\n  br h\nh:\n  %a = token.anchor\n"
     "  call @op() convergent ctrl %a\n  br %c, h, x\nx:\n  ret\n}\n", ""},
    {"anchor outside the loop", "func @f(%c) {\nentry:\n  %a = token.anchor\n  br h\nh:\n"
     "  call @op() convergent ctrl %a\n  br %c, h, x\nx:\n  ret\n}\n", "token.cycle-use"},
    {"two hearts of one token", "func @f(%c) convergent {\nentry:\n  %t = token.entry\n  br h\nh:\n"
     "  %l1 = token.loop %t\n  br b\nb:\n  %l2 = token.loop %t\n  br %c, h, x\nx:\n  ret\n}\n",
     "token.cycle-two-uses token.heart-not-header"},
    {"hearts of two tokens", "func @f(%c) convergent {\nentry:\n  %t = token.entry\n  %a = token.anchor\n  br h\nh:\n"
     "  %l1 = token.loop %t\n  %l2 = token.loop %a\n  br %c, h, x\nx:\n  ret\n}\n",
     "token.loop-not-first token.cycle-two-tokens token.region-nesting"},
    {"heart in an irreducible cycle", "func @f(%c) convergent {\nentry:\n  %t = token.entry\n  br %c, a, b\na:\n"
     "  %l = token.loop %t\n  br b\nb:\n  br %c, a, x\nx:\n  ret\n}\n", "token.heart-not-header"},
    {"heart of the parent in a nested loop", "func @f(%c) convergent {\nentry:\n  %t = token.entry\n  br o\no:\n"
     "  %lo = token.loop %t\n  br i\ni:\n  %li = token.loop %lo\n  call @op() convergent ctrl %li\n"
     "  br %c, i, l\nl:\n  br %c, o, x\nx:\n  ret\n}\n", ""},
    {"inner heart skips the parent", "func @f(%c) convergent {\nentry:\n  %t = token.entry\n  br o\no:\n"
     "  %lo = token.loop %t\n  br i\ni:\n  %li = token.loop %t\n  br %c, i, l\nl:\n  br %c, o, x\nx:\n  ret\n}\n",
     /* the outer loop holds two uses of %t, and %li is on the closed path
        o -> i -> l -> o without %t's definition, which it does not
        dominate */
     "token.cycle-two-uses token.heart-not-header"},
    {"regions nest", "func @f() {\nentry:\n  %t1 = token.anchor\n  %t2 = token.anchor\n"
     "  call @op() convergent ctrl %t2\n  call @op() convergent ctrl %t1\n  ret\n}\n", ""},
    {"regions overlap", "func @f() {\nentry:\n  %t1 = token.anchor\n  %t2 = token.anchor\n"
     "  call @op() convergent ctrl %t1\n  call @op() convergent ctrl %t2\n  ret\n}\n", "token.region-nesting"},
    /* across blocks: the outer token is defined higher in the dominator
       tree than the inner one, and used below it */
    {"regions overlap across blocks", "func @f() {\nentry:\n  %t1 = token.anchor\n  br a\na:\n"
     "  %t2 = token.anchor\n  br b\nb:\n  call @op() convergent ctrl %t1\n  br c\nc:\n"
     "  call @op() convergent ctrl %t2\n  ret\n}\n", "token.region-nesting"},
    {"outer use after the inner region", "func @f() {\nentry:\n  %t1 = token.anchor\n  br a\na:\n"
     "  %t2 = token.anchor\n  br b\nb:\n  call @op() convergent ctrl %t2\n  br c\nc:\n"
     "  call @op() convergent ctrl %t1\n  ret\n}\n", ""},
    {"outermost use inside two inner regions", "func @f() {\nentry:\n  %t1 = token.anchor\n  br a\na:\n"
     "  %t2 = token.anchor\n  br b\nb:\n  %t3 = token.anchor\n  call @op() convergent ctrl %t1\n"
     "  call @op() convergent ctrl %t3\n  call @op() convergent ctrl %t2\n  ret\n}\n", "token.region-nesting"},
    /* the back edge re-enters the inner token's definition, so the
       outer use in the latch is outside the inner region */
    {"outer use before the inner token in a loop", "func @f(%c) {\nentry:\n  %t1 = token.anchor\n  br h\nh:\n"
     "  %t2 = token.anchor\n  call @op() convergent ctrl %t2\n  br %c, b, x\nb:\n"
     "  call @op() convergent ctrl %t1\n  br h\nx:\n  ret\n}\n", "token.cycle-use"},
};

static bool has_code(const conv_diags *d, const char *code) {
    uint32_t i;
    for (i = 0; i < conv_diags_count(d); i++)
        if (strcmp(conv_diags_get(d, i)->code, code) == 0) return true;
    return false;
}

static bool in_list(const char *list, const char *code) {
    size_t n = strlen(code);
    const char *p = list;
    while ((p = strstr(p, code)) != NULL) {
        if ((p == list || p[-1] == ' ') && (p[n] == '\0' || p[n] == ' ')) return true;
        p += n;
    }
    return false;
}

static void run_case(const verify_case *c) {
    conv_module *m = NULL;
    conv_diags *d = NULL;
    conv_result r;
    bool valid = true;
    uint32_t i;
    conv_diags_create(NULL, &d);
    r = conv_parse(c->text, strlen(c->text), NULL, d, &m);
    CHECK_MSG(r == CONV_OK, "%s: parse failed", c->name);
    if (r != CONV_OK) {
        conv_diags_destroy(d);
        return;
    }
    CHECK_RESULT(conv_verify(conv_module_function(m, 0), NULL, d, &valid), CONV_OK);
    CHECK_MSG(valid == (c->codes[0] == '\0'), "%s: valid = %d", c->name, valid);
    for (i = 0; i < conv_diags_count(d); i++) {
        const conv_diag *g = conv_diags_get(d, i);
        CHECK_MSG(in_list(c->codes, g->code), "%s: unexpected %s: %s", c->name, g->code, g->message);
        CHECK_MSG(g->line > 0 && g->block != NULL && g->instruction != NULL, "%s: %s is not located", c->name, g->code);
    }
    {
        const char *p = c->codes;
        while (*p) {
            char code[64];
            size_t k = 0;
            while (*p == ' ') p++;
            while (*p && *p != ' ' && k + 1 < sizeof code) code[k++] = *p++;
            code[k] = '\0';
            if (k) CHECK_MSG(has_code(d, code), "%s: %s was not reported", c->name, code);
        }
    }
    conv_diags_destroy(d);
    conv_module_destroy(m);
}

static void test_option_and_errors(void) {
    const char *text = "func @f() {\nentry:\n  %a = token.anchor\n  call @op() ctrl %a\n  ret\n}\n";
    conv_module *m = NULL;
    conv_verify_desc vd;
    bool valid = false;
    conv_diags *d = NULL;
    CHECK_RESULT(conv_parse(text, strlen(text), NULL, NULL, &m), CONV_OK);
    memset(&vd, 0, sizeof vd);
    vd.allow_token_on_nonconvergent = true;
    conv_diags_create(NULL, &d);
    CHECK_RESULT(conv_verify(conv_module_function(m, 0), &vd, d, &valid), CONV_OK);
    CHECK(valid && conv_diags_count(d) == 0);
    CHECK_RESULT(conv_verify(conv_module_function(m, 0), NULL, NULL, &valid), CONV_OK);
    CHECK(!valid);
    CHECK_RESULT(conv_verify(NULL, NULL, d, &valid), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_verify(conv_module_function(m, 0), NULL, d, NULL), CONV_ERR_INVALID_ARGUMENT);
    conv_diags_destroy(d);
    conv_module_destroy(m);
}

/* Every allocation of conv_verify may fail: the result says so and
   nothing leaks. */
static void test_oom(void) {
    const char *text = NULL;
    long k;
    size_t c;
    /* a case that exercises every pass: paths, regions, several codes */
    for (c = 0; c < sizeof cases / sizeof cases[0]; c++)
        if (strcmp(cases[c].name, "hearts of two tokens") == 0) text = cases[c].text;
    CHECK(text != NULL);
    if (text == NULL) return;
    for (k = 1;; k++) {
        test_alloc_state st;
        conv_allocator a;
        conv_parse_desc pd;
        conv_verify_desc vd;
        conv_module *m = NULL;
        conv_diags *d = NULL;
        bool valid = true;
        conv_result r;
        long before;
        memset(&st, 0, sizeof st);
        a = test_allocator(&st);
        memset(&pd, 0, sizeof pd);
        pd.allocator = a;
        CHECK_RESULT(conv_parse(text, strlen(text), &pd, NULL, &m), CONV_OK);
        CHECK_RESULT(conv_diags_create(&a, &d), CONV_OK);
        before = st.calls;
        st.fail_at = before + k;
        memset(&vd, 0, sizeof vd);
        r = conv_verify(conv_module_function(m, 0), &vd, d, &valid);
        st.fail_at = 0;
        conv_diags_destroy(d);
        conv_module_destroy(m);
        CHECK_MSG(st.live == 0 && st.live_bytes == 0, "conv_verify leaked after failing allocation %ld", k);
        if (r == CONV_OK) {
            CHECK(!valid);
            break;
        }
        CHECK_RESULT(r, CONV_ERR_OUT_OF_MEMORY);
    }
}

/* The query API: hearts and convergence regions, worked out by hand. */
static void test_queries(void) {
    const char *loop = "func @f(%c) convergent {\nentry:\n  %t = token.entry\n  br h\nh:\n"
                       "  %l = token.loop %t\n  call @op() convergent ctrl %l\n  br %c, h, x\nx:\n"
                       "  %a = token.anchor\n  ret\n}\n";
    const char *overlap = "func @g() {\nentry:\n  %t1 = token.anchor\n  %t2 = token.anchor\n"
                          "  %u1 = call @op() convergent ctrl %t1\n  %u2 = call @op() convergent ctrl %t2\n"
                          "  %z = add 1, 2\n  ret\n}\n";
    conv_module *m = NULL;
    conv_function *f;
    conv_cycles *ci = NULL;
    conv_domtree *dt = NULL;
    bool in = false;
    CHECK_RESULT(conv_parse(loop, strlen(loop), NULL, NULL, &m), CONV_OK);
    f = conv_module_function(m, 0);
    CHECK_RESULT(conv_cycles_build(f, NULL, &ci), CONV_OK);
    CHECK_RESULT(conv_domtree_build(f, NULL, &dt), CONV_OK);
    CHECK(conv_cycle_heart(f, ci, conv_cycles_get(ci, 0)).id == conv_function_find_value(f, "%l").id);
    CHECK(!conv_value_valid(conv_cycle_heart(f, ci, conv_cycles_get(ci, 1))));
    /* %t's region: its uses are the heart in h, reached again around the
       loop, so the whole loop is in it; x (after the last exit) is not. */
    CHECK_RESULT(conv_token_region_contains(f, dt, conv_function_find_value(f, "%t"),
                                            conv_function_find_value(f, "%l"), &in), CONV_OK);
    CHECK(in);
    CHECK_RESULT(conv_token_region_contains(f, dt, conv_function_find_value(f, "%t"),
                                            conv_function_find_value(f, "%a"), &in), CONV_OK);
    CHECK(!in);
    CHECK_RESULT(conv_token_region_contains(f, dt, conv_function_find_value(f, "%c"),
                                            conv_function_find_value(f, "%a"), &in), CONV_ERR_INVALID_ARGUMENT);
    {
        /* uses: %t is used by the heart only; %l by the call; %a by none */
        conv_value uses[2] = {{0}, {0}};
        CHECK(conv_token_uses(f, conv_function_find_value(f, "%t"), NULL, 0) == 1);
        CHECK(conv_token_uses(f, conv_function_find_value(f, "%t"), uses, 2) == 1);
        CHECK(uses[0].id == conv_function_find_value(f, "%l").id);
        CHECK(conv_token_uses(f, conv_function_find_value(f, "%l"), uses, 2) == 1);
        CHECK(conv_value_kind(f, uses[0]) == CONV_KIND_CALL);
        CHECK(conv_token_uses(f, conv_function_find_value(f, "%a"), uses, 2) == 0);
        CHECK(conv_token_uses(f, conv_function_find_value(f, "%c"), uses, 2) == 0);
    }
    conv_cycles_free(ci);
    conv_domtree_free(dt);
    conv_module_destroy(m);
    m = NULL;
    CHECK_RESULT(conv_parse(overlap, strlen(overlap), NULL, NULL, &m), CONV_OK);
    f = conv_module_function(m, 0);
    CHECK_RESULT(conv_domtree_build(f, NULL, &dt), CONV_OK);
    /* %t1's region runs from %t1 to %u1: it holds %t2's definition but not
       %u2; %t2's region runs from %t2 to %u2: it holds %u1, a use of %t1,
       but not %t1's definition -- the overlap the verifier reports. */
#define IN_REGION(tok, x) (conv_token_region_contains(f, dt, conv_function_find_value(f, tok), \
                                                      conv_function_find_value(f, x), &in) == CONV_OK && in)
    CHECK(IN_REGION("%t1", "%t2"));
    CHECK(IN_REGION("%t1", "%u1"));
    CHECK(!IN_REGION("%t1", "%u2"));
    CHECK(!IN_REGION("%t1", "%t1"));
    CHECK(IN_REGION("%t2", "%u1"));
    CHECK(IN_REGION("%t2", "%u2"));
    CHECK(!IN_REGION("%t2", "%t1"));
    CHECK(!IN_REGION("%t2", "%z"));
#undef IN_REGION
    {
        /* the capacity bounds the writes, the count is the total */
        conv_value uses[1] = {{0}};
        conv_value t1 = conv_function_find_value(f, "%t1");
        CHECK(conv_token_uses(f, t1, uses, 1) == 1);
        CHECK(uses[0].id == conv_function_find_value(f, "%u1").id);
    }
    conv_domtree_free(dt);
    conv_module_destroy(m);
}

int main(int argc, char **argv) {
    size_t i;
    (void)argc;
    (void)argv;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) run_case(&cases[i]);
    test_option_and_errors();
    test_queries();
    test_oom();
    return check_summary();
}
