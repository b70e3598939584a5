/* conv_infer_tokens and conv_module_infer_tokens (R20) on the spec's
   examples and on each refusal, with the answers the documents give
   (seed 000, "Inferring tokens"; ../shared/LEGALITY.md R20), each result
   also held to conv_verify and to the interpreter (conv_equivalence_check:
   the same threads at every convergent operation). The failing allocator
   covers every allocation of an inference: CONV_ERR_OUT_OF_MEMORY, the
   module unchanged, nothing leaked. */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/module_fixture.h"

/* The token the copy of original value `name` carries, as its intrinsic's
   kind and block name. */
static void check_token(const conv_function *g, const char *name, conv_kind kind, const char *block) {
    conv_value t = conv_value_token(g, val(g, name));
    CHECK_MSG(conv_value_valid(t) && conv_value_kind(g, t) == kind, "%s: token of kind %s", name,
              conv_value_valid(t) ? conv_kind_str(conv_value_kind(g, t)) : "none");
    if (conv_value_valid(t)) CHECK_STR(conv_block_name(g, conv_value_block(g, t)), block);
}

/* conv_verify accepts g, and the interpreter gives every convergent
   operation of f and g the same threads (33 threads in waves of 32 and 4,
   two seeds). */
static void check_sound(const conv_function *f, const conv_function *g) {
    static const uint32_t waves[] = {32, 4, 1};
    bool valid = false;
    unsigned i;
    CHECK(conv_verify(g, NULL, NULL, &valid) == CONV_OK && valid);
    for (i = 0; i < 6; i++) {
        conv_interp_desc d;
        bool eq = false;
        memset(&d, 0, sizeof d);
        d.threads = 33;
        d.wave_size = waves[i % 3];
        d.seed = 7u + i;
        d.max_steps = 2000;
        CHECK(conv_equivalence_check(f, g, &d, NULL, &eq) == CONV_OK && eq);
    }
}

static conv_function *infer(conv_function *f, const conv_infer_desc *desc, conv_infer_report *rep) {
    conv_function *g = NULL;
    char name[128];
    snprintf(name, sizeof name, "%s.tokens%u", conv_function_name(f), conv_module_function_count(conv_function_module(f)));
    CHECK_RESULT(conv_infer_tokens(f, desc, name, NULL, rep, &g), CONV_OK);
    return g;
}

/* Seed 000, divergent exit from a loop: in @maximal the call after the
   `break` is uncontrolled, so every thread that leaves meets the others in
   C. Inference gives it the parent token, `entry` (R20: "ops in
   divergent-exit blocks get the parent token"), not a heart of the loop:
   the spec's @example, with the loop token, is another program. */
static void test_break_loop(void) {
    static const char text[] =
        "func @maximal() convergent {\n"
        "entry:\n  br for\n"
        "for:\n  %i = phi [0, entry], [%i.next, D]\n"
        "  %condition = call @condition(%i) divergent\n  br %condition, C, D\n"
        "C:\n  %v = add %i, 1\n  %r = call @convergent_op(%v) convergent collective\n  br E\n"
        "D:\n  %i.next = add %i, 1\n  br for\n"
        "E:\n  ret\n}\n";
    conv_module *m = parse(text);
    conv_function *f = m ? conv_module_function(m, 0) : NULL, *g;
    conv_infer_report rep;
    conv_infer_desc every;
    if (f == NULL) return;
    g = infer(f, NULL, &rep);
    CHECK(rep.reason == CONV_INFER_DONE && rep.entries == 1 && rep.hearts == 0 && rep.controlled == 1);
    if (g) {
        check_token(g, "%r", CONV_KIND_ENTRY, "entry");
        check_sound(f, g);
        /* %v stays temporally divergent: the tokens keep maximal convergence */
        {
            conv_uniformity *u = NULL;
            CHECK(conv_uniformity_build(g, NULL, &u) == CONV_OK && conv_uniformity_value_divergent(u, val(g, "%v")));
            conv_uniformity_free(u);
        }
    }
    /* the spec's procedure word for word: a heart in the loop too, unused */
    memset(&every, 0, sizeof every);
    every.every_loop = true;
    g = infer(f, &every, &rep);
    CHECK(rep.reason == CONV_INFER_DONE && rep.hearts == 1 && rep.controlled == 1);
    if (g) {
        conv_value heart = val(g, "%conv.loop.for");
        CHECK(conv_value_kind(g, heart) == CONV_KIND_LOOP);
        CHECK(conv_value_kind(g, conv_value_token(g, heart)) == CONV_KIND_ENTRY);
        check_token(g, "%r", CONV_KIND_ENTRY, "entry");
        check_sound(f, g);
    }
    conv_module_destroy(m);
}

/* The procedure's chain: an operation in an inner loop reads the inner
   heart, the inner heart the outer one, the outer one `entry`; an
   operation between the loops reads the outer heart, one after them
   `entry`. The hearts sit after the headers' phis. */
static void test_nested(void) {
    static const char text[] =
        "func @nest(%tid divergent, %n) convergent {\n"
        "b0:\n  br b1\n"
        "b1:\n  %i = phi [0, b0], [%i1, b3]\n"
        "  %a = call @subgroup.reduce(%i) convergent collective\n  br b2\n"
        "b2:\n  %j = phi [0, b1], [%j1, b2]\n"
        "  %b = call @subgroup.ballot(%j) convergent collective\n"
        "  %j1 = add %j, 1\n  %c = icmp %j1, %tid\n  br %c, b2, b3\n"
        "b3:\n  %i1 = add %i, 1\n  %d = icmp %i1, %n\n  br %d, b1, b4\n"
        "b4:\n  %z = call @subgroup.reduce(%i1) convergent collective\n  ret\n}\n";
    conv_module *m = parse(text);
    conv_function *f = m ? conv_module_function(m, 0) : NULL, *g;
    conv_infer_report rep;
    if (f == NULL) return;
    g = infer(f, NULL, &rep);
    CHECK(rep.reason == CONV_INFER_DONE && rep.entries == 1 && rep.hearts == 2 && rep.controlled == 3);
    if (g) {
        conv_value outer = val(g, "%conv.loop.b1"), inner = val(g, "%conv.loop.b2");
        uint32_t n = 0;
        const conv_value *insts = conv_block_insts(g, conv_function_block(g, 2), &n);
        check_token(g, "%a", CONV_KIND_LOOP, "b1");
        check_token(g, "%b", CONV_KIND_LOOP, "b2");
        check_token(g, "%z", CONV_KIND_ENTRY, "b0");
        CHECK(conv_value_token(g, inner).id == outer.id);
        CHECK(conv_value_kind(g, conv_value_token(g, outer)) == CONV_KIND_ENTRY);
        CHECK(n >= 2 && conv_value_kind(g, insts[0]) == CONV_KIND_PHI && insts[1].id == inner.id);
        CHECK(conv_function_flags(g) & CONV_FUNCTION_CONVERGENT);
        check_sound(f, g);
    }
    conv_module_destroy(m);
}

/* What is left alone: the spec's @reserveSpaceInBuffer (anchors only,
   already controlled), a function without convergent operations, a
   declaration. */
static void test_left_alone(void) {
    static const char text[] =
        "func @reserve(%count) {\n"
        "entry:\n  %anchor = token.anchor\n"
        "  %ballot = call @subgroup.ballot(1) ctrl %anchor convergent collective\n"
        "  %base = call @subgroup.broadcast.first(%count) ctrl %anchor convergent collective\n"
        "  ret %base\n}\n"
        "func @plain(%x) convergent {\nentry:\n  %y = add %x, 1\n  ret %y\n}\n";
    conv_module *m = parse(text);
    conv_function *g = (conv_function *)1;
    conv_infer_report rep;
    uint32_t before;
    if (m == NULL) return;
    before = conv_module_function_count(m);
    CHECK_RESULT(conv_infer_tokens(conv_module_function(m, 0), NULL, "r2", NULL, &rep, &g), CONV_OK);
    CHECK(rep.reason == CONV_INFER_HAS_TOKENS && g == (conv_function *)1);
    CHECK_RESULT(conv_infer_tokens(conv_module_function(m, 1), NULL, "p2", NULL, &rep, &g), CONV_OK);
    CHECK(rep.reason == CONV_INFER_NOTHING && g == (conv_function *)1);
    CHECK(conv_module_function_count(m) == before);
    CHECK_STR(conv_infer_reason_str(CONV_INFER_HAS_TOKENS), "CONV_INFER_HAS_TOKENS");
    CHECK_STR(conv_infer_reason_str(CONV_INFER_REASON_COUNT), "CONV_INFER_UNKNOWN");
    conv_module_destroy(m);
}

/* One refusal: the reason, no copy, one warning with its code. */
static void refused(const char *text, const conv_infer_desc *desc, conv_infer_reason reason, const char *code,
                    const char *where) {
    conv_module *m = parse(text);
    conv_diags *d = NULL;
    conv_function *g = NULL;
    conv_infer_report rep;
    if (m == NULL) return;
    CHECK_RESULT(conv_diags_create(NULL, &d), CONV_OK);
    CHECK_RESULT(conv_infer_tokens(conv_module_function(m, 0), desc, "copy", d, &rep, &g), CONV_OK);
    CHECK_MSG(rep.reason == reason, "%s, expected %s", conv_infer_reason_str(rep.reason), conv_infer_reason_str(reason));
    CHECK(g == NULL && conv_module_function_count(m) == 1);
    CHECK(conv_diags_count(d) == 1);
    if (conv_diags_count(d) == 1) {
        const conv_diag *x = conv_diags_get(d, 0);
        CHECK_STR(x->code, code);
        CHECK(x->severity == CONV_SEVERITY_WARNING);
        if (where) {
            CHECK_STR(x->block ? x->block : x->instruction, where);
        } else {
            /* the header of the irreducible cycle, as conv_cycles (held to
               opt-19's print<cycles>) chooses it */
            conv_cycles *ci = NULL;
            conv_function *f = conv_module_function(m, 0);
            uint32_t c;
            CHECK_RESULT(conv_cycles_build(f, NULL, &ci), CONV_OK);
            for (c = 0; ci && c < conv_cycles_count(ci); c++)
                if (!conv_cycle_is_reducible(ci, conv_cycles_get(ci, c))) {
                    CHECK(rep.block.id == conv_cycle_header(ci, conv_cycles_get(ci, c)).id);
                    CHECK_STR(x->block, conv_block_name(f, rep.block));
                }
            conv_cycles_free(ci);
        }
    }
    conv_diags_destroy(d);
    conv_module_destroy(m);
}

static void test_refusals(void) {
    conv_infer_desc make;
    /* an irreducible cycle b1 <-> b2 entered at both: refused at its header */
    refused("func @irr(%c divergent, %x) convergent {\n"
            "b0:\n  br %c, b1, b2\n"
            "b1:\n  %a = call @subgroup.reduce(%x) convergent collective\n  br %c, b2, b3\n"
            "b2:\n  br %c, b1, b3\n"
            "b3:\n  ret\n}\n",
            NULL, CONV_INFER_IRREDUCIBLE, "infer.irreducible", NULL);
    /* an entry token beside an uncontrolled call (token.mixed) */
    refused("func @mixed(%x) convergent {\n"
            "b0:\n  %e = token.entry\n  %a = call @subgroup.reduce(%x) ctrl %e convergent collective\n"
            "  %b = call @subgroup.reduce(%x) convergent collective\n  ret\n}\n",
            NULL, CONV_INFER_MIXED, "infer.mixed", "b0");
    /* not convergent: entry would break token.entry-not-convergent-function */
    refused("func @kernel(%x) {\nb0:\n  %a = call @subgroup.reduce(%x) convergent collective\n  ret\n}\n", NULL,
            CONV_INFER_NOT_CONVERGENT, "infer.not-convergent", "b0");
    /* the entry block on a cycle: entry would run once per iteration */
    refused("func @cyc(%c divergent, %x) convergent {\n"
            "b0:\n  %a = call @subgroup.reduce(%x) convergent collective\n  br %c, b0, b1\n"
            "b1:\n  ret\n}\n",
            NULL, CONV_INFER_ENTRY_IN_CYCLE, "infer.entry-in-cycle", "b0");
    /* make_convergent: the kernel gets entry and is marked convergent */
    {
        conv_module *m = parse("func @kernel(%x) {\nb0:\n  %a = call @subgroup.reduce(%x) convergent collective\n"
                               "  ret\n}\n");
        conv_function *g;
        conv_infer_report rep;
        memset(&make, 0, sizeof make);
        make.make_convergent = true;
        if (m == NULL) return;
        g = infer(conv_module_function(m, 0), &make, &rep);
        CHECK(rep.reason == CONV_INFER_DONE && g && (conv_function_flags(g) & CONV_FUNCTION_CONVERGENT));
        if (g) check_sound(conv_module_function(m, 0), g);
        conv_module_destroy(m);
    }
    /* an irreducible cycle without convergent operations is no obstacle */
    {
        conv_module *m = parse("func @irr2(%c divergent, %x) convergent {\n"
                               "b0:\n  br %c, b1, b2\n"
                               "b1:\n  br %c, b2, b3\n"
                               "b2:\n  br %c, b1, b3\n"
                               "b3:\n  %a = call @subgroup.reduce(%x) convergent collective\n  ret\n}\n");
        conv_function *g;
        conv_infer_report rep;
        if (m == NULL) return;
        g = infer(conv_module_function(m, 0), NULL, &rep);
        CHECK(rep.reason == CONV_INFER_DONE && g != NULL);
        if (g) {
            check_token(g, "%a", CONV_KIND_ENTRY, "b0");
            check_sound(conv_module_function(m, 0), g);
        }
        conv_module_destroy(m);
    }
}

/* Names of the inserted intrinsics stay unique; a module keeps its
   declarations, order and names, and counts its refusals. */
static void test_module(void) {
    static const char text[] =
        "declare @subgroup.reduce() convergent\n"
        "func @a(%x) convergent {\nb0:\n  %conv.entry = add %x, 1\n"
        "  %r = call @subgroup.reduce(%conv.entry) convergent collective\n  ret\n}\n"
        "func @k(%x) {\nb0:\n  %r = call @subgroup.reduce(%x) convergent collective\n  ret\n}\n";
    conv_module *m = parse(text), *out = NULL;
    conv_diags *d = NULL;
    uint32_t refused_count = 99, i;
    if (m == NULL) return;
    CHECK_RESULT(conv_diags_create(NULL, &d), CONV_OK);
    CHECK_RESULT(conv_module_infer_tokens(m, NULL, d, &refused_count, &out), CONV_OK);
    CHECK(refused_count == 1 && conv_diags_count(d) == 1);
    CHECK(out && conv_module_function_count(out) == conv_module_function_count(m));
    for (i = 0; out && i < conv_module_function_count(m); i++)
        CHECK_STR(conv_function_name(conv_module_function(out, i)), conv_function_name(conv_module_function(m, i)));
    if (out && conv_module_function_count(out) == 3) {
        conv_function *a = conv_module_function(out, 1);
        CHECK(conv_function_flags(conv_module_function(out, 0)) & CONV_FUNCTION_DECLARATION);
        CHECK(conv_value_kind(a, conv_function_find_value(a, "%conv.entry.1")) == CONV_KIND_ENTRY);
        check_token(a, "%r", CONV_KIND_ENTRY, "b0");
        check_sound(conv_module_function(m, 1), a);
        /* the refused kernel is copied as it was */
        CHECK(!conv_value_valid(conv_value_token(conv_module_function(out, 2),
                                                 val(conv_module_function(out, 2), "%r"))));
    }
    conv_module_destroy(out);
    conv_diags_destroy(d);
    conv_module_destroy(m);
}

/* make_convergent only where no function of the module calls the
   function: in LLVM IR the calls would turn convergent (and uncontrolled
   in their callers). */
static void test_make_convergent_called(void) {
    static const char text[] =
        "func @leaf(%x) {\nb0:\n  %a = call @subgroup.reduce(%x) convergent collective\n  ret\n}\n"
        "func @top(%x) convergent {\nb0:\n  call @leaf(%x)\n  ret\n}\n";
    conv_module *m = parse(text), *out = NULL;
    conv_infer_desc make;
    conv_infer_report rep;
    conv_function *g = NULL;
    uint32_t refused_count = 0;
    if (m == NULL) return;
    memset(&make, 0, sizeof make);
    make.make_convergent = true;
    CHECK_RESULT(conv_infer_tokens(conv_module_function(m, 0), &make, "leaf2", NULL, &rep, &g), CONV_OK);
    CHECK(rep.reason == CONV_INFER_NOT_CONVERGENT && g == NULL);
    CHECK_RESULT(conv_module_infer_tokens(m, &make, NULL, &refused_count, &out), CONV_OK);
    CHECK(refused_count == 1);
    CHECK(out && !(conv_function_flags(conv_module_function(out, 0)) & CONV_FUNCTION_CONVERGENT));
    conv_module_destroy(out);
    conv_module_destroy(m);
}

/* Every allocation of an inference, failed one at a time. */
static void test_out_of_memory(void) {
    static const char text[] =
        "func @nest(%tid divergent, %n) convergent {\n"
        "b0:\n  br b1\n"
        "b1:\n  %i = phi [0, b0], [%i1, b1]\n"
        "  %a = call @subgroup.reduce(%i) convergent collective\n"
        "  %i1 = add %i, 1\n  %d = icmp %i1, %n\n  br %d, b1, b2\n"
        "b2:\n  ret\n}\n";
    test_alloc_state s;
    long k, total = 0;
    bool done = false;
    for (k = 1; !done && k < 100000; k++) {
        conv_parse_desc pd;
        conv_module *m = NULL, *out = NULL;
        conv_function *g = NULL;
        conv_infer_report rep;
        conv_result r1, r2;
        long before;
        memset(&s, 0, sizeof s);
        memset(&pd, 0, sizeof pd);
        pd.allocator = test_allocator(&s);
        if (conv_parse(text, strlen(text), &pd, NULL, &m) != CONV_OK) break;
        before = s.calls;
        s.fail_at = before + k;
        r1 = conv_infer_tokens(conv_module_function(m, 0), NULL, "copy", NULL, &rep, &g);
        r2 = conv_module_infer_tokens(m, NULL, NULL, NULL, &out);
        CHECK(r1 == CONV_OK || r1 == CONV_ERR_OUT_OF_MEMORY);
        CHECK(r2 == CONV_OK || r2 == CONV_ERR_OUT_OF_MEMORY);
        if (r1 != CONV_OK) CHECK(g == NULL && conv_module_function_count(m) == 1);
        if (r2 != CONV_OK) CHECK(out == NULL);
        done = s.failures == 0;
        total = k;
        conv_module_destroy(out);
        conv_module_destroy(m);
        CHECK_MSG(s.live == 0, "%ld blocks leaked when allocation %ld fails", s.live, k);
    }
    CHECK(done && total > 10);
}

/* --- conv_write_llvm_edits --- */

/* LLVM's call forms: metadata after the call, a varargs function type,
   another bundle, inline assembly, a header on two lines with a struct
   return type. The expected text follows LLVM's grammar (bundles after the
   function attributes, before metadata; one bundle list; function
   attributes before the body's '{'); tests/unit/test_cli.py has opt-19
   verify the same output. */
static const char ll_in[] =
    "declare void @f(i32) convergent\n"
    "declare i32 @printf(ptr, ...) convergent\n"
    "declare void @g() convergent\n"
    "\n"
    "define { i32, i32 } @two(i32 %x,\n"
    "                         ptr %p) {\n"
    "entry:\n"
    "  call void @f(i32 %x), !dbg !5\n"
    "  %r = call i32 (ptr, ...) @printf(ptr %p, i32 %x) #0\n"
    "  call void @g() [ \"deopt\"() ]\n"
    "  %a = call i32 asm \"mov $0, 1;\", \"=r\"() convergent\n"
    "  ret { i32, i32 } zeroinitializer\n"
    "}\n"
    "\n"
    "attributes #0 = { nounwind }\n"
    "!5 = !{}\n";
static const char ll_out[] =
    "declare void @f(i32) convergent\n"
    "declare i32 @printf(ptr, ...) convergent\n"
    "declare void @g() convergent\n"
    "\n"
    "define { i32, i32 } @two(i32 %x,\n"
    "                         ptr %p) convergent {\n"
    "entry:\n"
    "  %conv.entry = call token @llvm.experimental.convergence.entry()\n"
    "  call void @f(i32 %x) convergent [ \"convergencectrl\"(token %conv.entry) ], !dbg !5\n"
    "  %r = call i32 (ptr, ...) @printf(ptr %p, i32 %x) #0 convergent [ \"convergencectrl\"(token %conv.entry) ]\n"
    "  call void @g() convergent [ \"convergencectrl\"(token %conv.entry), \"deopt\"() ]\n"
    "  %a = call i32 asm \"mov $0, 1;\", \"=r\"() convergent convergent [ \"convergencectrl\"(token %conv.entry) ]\n"
    "  ret { i32, i32 } zeroinitializer\n"
    "}\n"
    "\n"
    "attributes #0 = { nounwind }\n"
    "!5 = !{}\n";

static conv_module *parse_ll(const char *text, const conv_allocator *a) {
    conv_parse_desc pd;
    conv_module *m = NULL;
    memset(&pd, 0, sizeof pd);
    pd.format = CONV_FORMAT_LLVM;
    pd.target = CONV_TARGET_NONE;
    if (a) pd.allocator = *a;
    if (conv_parse(text, strlen(text), &pd, NULL, &m) != CONV_OK) return NULL;
    return m;
}

static void test_llvm_write(void) {
    conv_module *m = parse_ll(ll_in, NULL), *out = NULL;
    conv_infer_desc desc;
    conv_diags *d = NULL;
    text_out t;
    CHECK(m != NULL);
    if (m == NULL) return;
    /* no edits: the text itself */
    t.n = 0;
    CHECK_RESULT(conv_write_llvm_edits(ll_in, strlen(ll_in), m, m, NULL, text_write, &t), CONV_OK);
    CHECK(t.n == strlen(ll_in) && memcmp(t.data, ll_in, t.n) == 0);
    memset(&desc, 0, sizeof desc);
    desc.make_convergent = true;
    CHECK_RESULT(conv_module_infer_tokens(m, &desc, NULL, NULL, &out), CONV_OK);
    t.n = 0;
    CHECK_RESULT(conv_write_llvm_edits(ll_in, strlen(ll_in), m, out, NULL, text_write, &t), CONV_OK);
    CHECK_MSG(t.n == strlen(ll_out) && memcmp(t.data, ll_out, t.n) == 0, "got:\n%s", t.data);
    /* the other direction is no edit conv can write: tokens removed */
    t.n = 0;
    CHECK_RESULT(conv_diags_create(NULL, &d), CONV_OK);
    CHECK_RESULT(conv_write_llvm_edits(ll_out, strlen(ll_out), out, m, d, text_write, &t), CONV_ERR_INVALID_ARGUMENT);
    CHECK(t.n == 0 && conv_diags_count(d) > 0);
    if (conv_diags_count(d) > 0) CHECK_STR(conv_diags_get(d, 0)->code, "write.unsupported-edit");
    CHECK_RESULT(conv_write_llvm_edits(NULL, 1, m, m, NULL, text_write, &t), CONV_ERR_INVALID_ARGUMENT);
    /* a function added after parsing has no text: refused, not dropped */
    {
        conv_function *copy = NULL;
        CHECK_RESULT(conv_function_clone(conv_module_function(m, 3), "two.copy", &copy), CONV_OK);
        t.n = 0;
        CHECK_RESULT(conv_write_llvm_edits(ll_in, strlen(ll_in), m, m, NULL, text_write, &t),
                     CONV_ERR_INVALID_ARGUMENT);
        CHECK(t.n == 0);
    }
    conv_diags_destroy(d);
    conv_module_destroy(out);
    conv_module_destroy(m);
}

/* Every allocation of a write failed once: out of memory, nothing
   written, nothing leaked. */
static void test_llvm_write_out_of_memory(void) {
    long k;
    bool done = false;
    for (k = 1; !done && k < 100000; k++) {
        test_alloc_state s;
        conv_allocator a;
        conv_module *m, *out = NULL;
        conv_infer_desc desc;
        conv_result r;
        text_out t;
        memset(&s, 0, sizeof s);
        a = test_allocator(&s);
        m = parse_ll(ll_in, &a);
        memset(&desc, 0, sizeof desc);
        desc.make_convergent = true;
        if (m == NULL || conv_module_infer_tokens(m, &desc, NULL, NULL, &out) != CONV_OK) {
            CHECK(false);
            conv_module_destroy(m);
            break;
        }
        s.fail_at = s.calls + k;
        t.n = 0;
        r = conv_write_llvm_edits(ll_in, strlen(ll_in), m, out, NULL, text_write, &t);
        CHECK(r == CONV_OK || (r == CONV_ERR_OUT_OF_MEMORY && t.n == 0));
        done = s.failures == 0;
        conv_module_destroy(out);
        conv_module_destroy(m);
        CHECK_MSG(s.live == 0, "%ld blocks leaked when allocation %ld fails", s.live, k);
    }
    CHECK(done);
}

int main(void) {
    test_break_loop();
    test_nested();
    test_left_alone();
    test_refusals();
    test_module();
    test_make_convergent_called();
    test_out_of_memory();
    test_llvm_write();
    test_llvm_write_out_of_memory();
    return check_summary();
}
