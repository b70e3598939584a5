/* Outlining (conv_can_outline, conv_apply_outline, conv_module_outline;
   ../shared/LEGALITY.md R19) on hand-made regions, with R19's answers:
   the new function is convergent when the region holds a convergent
   operation that needs it; a token the region uses from outside becomes
   the new function's entry and the call's token, never an argument (the
   LEGALITY.md reproduction: CodeExtractor drops `convergent` and passes
   the token as an argument, a module LLVM's verifier rejects); a region
   that defines a token used outside is refused, and so is every shape
   outlining cannot keep (two exits, two values read after the region, a
   return, the function's entry block, an entry entered from inside).
   Each result passes conv_verify, and inlining the call back
   (conv_apply_inline) gives a function the interpreter cannot tell from
   the original (conv_equivalence_check: the same threads at every
   convergent operation, the same values and effects). The failing
   allocator covers conv_apply_outline and conv_module_outline. */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/module_fixture.h"

static bool valid(const conv_function *g) {
    bool ok = false;
    return conv_verify(g, NULL, NULL, &ok) == CONV_OK && ok;
}

/* The blocks named in a space-separated list. */
static uint32_t region(const conv_function *f, const char *names, conv_block *out) {
    char buf[256], *tok;
    uint32_t n = 0;
    snprintf(buf, sizeof buf, "%s", names);
    for (tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        out[n] = conv_function_find_block(f, tok);
        CHECK_MSG(conv_block_valid(out[n]), "no block %s", tok);
        n++;
    }
    return n;
}

static conv_verdict verdict(const conv_function *f, const char *names, conv_legal_reason want) {
    conv_block blocks[16];
    uint32_t n = region(f, names, blocks);
    conv_verdict v;
    memset(&v, 0, sizeof v);
    CHECK_RESULT(conv_can_outline(f, blocks, n, &v), CONV_OK);
    CHECK_MSG(v.reason == want, "@%s {%s}: %s, wanted %s", conv_function_name(f), names,
              conv_legal_reason_str(v.reason), conv_legal_reason_str(want));
    return v;
}

/* Outlines {names} of f, inlines the call back and compares with f under
   the interpreter (33 threads in waves of 32, 4 and 1; anchors maximal
   and split). */
static void round_trip(conv_function *f, const char *names, const char *call_name) {
    conv_block blocks[16];
    uint32_t n = region(f, names, blocks), i;
    char cname[64], oname[64], iname[64];
    conv_function *g = NULL, *o = NULL, *back = NULL;
    conv_value call = {0};
    static unsigned serial;
    serial++;
    snprintf(cname, sizeof cname, "%s.outline%u", conv_function_name(f), serial);
    snprintf(oname, sizeof oname, "%s.outlined%u", conv_function_name(f), serial);
    snprintf(iname, sizeof iname, "%s.back%u", conv_function_name(f), serial);
    CHECK_RESULT(conv_apply_outline(f, blocks, n, cname, oname, NULL, &g, &o), CONV_OK);
    if (g == NULL || o == NULL) return;
    CHECK(valid(g) && valid(o));
    for (i = 0; i < conv_function_value_count(g); i++) {
        conv_value v;
        v.id = i + 1u;
        if (conv_value_kind(g, v) == CONV_KIND_CALL && conv_value_opcode(g, v) &&
            strcmp(conv_value_opcode(g, v) + 1, oname) == 0)
            call = v;
    }
    CHECK(conv_value_valid(call));
    if (call_name) CHECK_STR(conv_value_name(g, call), call_name);
    {
        conv_inline_desc desc;
        memset(&desc, 0, sizeof desc);
        desc.keep_callee_origins = true; /* @F.outlined's values name f's */
        CHECK_RESULT(conv_apply_inline(g, call, &desc, iname, NULL, &back), CONV_OK);
    }
    if (back == NULL) return;
    CHECK(valid(back));
    for (i = 0; i < 6; i++) {
        static const uint32_t waves[] = {32, 4, 1};
        conv_interp_desc d;
        bool eq = false;
        conv_diags *diags = NULL;
        memset(&d, 0, sizeof d);
        d.threads = 33;
        d.wave_size = waves[i % 3];
        d.seed = 11u + i;
        d.max_steps = 2000;
        d.anchors = i < 3 ? CONV_ANCHOR_MAXIMAL : CONV_ANCHOR_SPLIT;
        conv_diags_create(NULL, &diags);
        CHECK(conv_equivalence_check(f, back, &d, diags, &eq) == CONV_OK);
        if (!eq && conv_diags_count(diags)) {
            char line[512];
            conv_diags_format(diags, 0, line, sizeof line);
            fprintf(stderr, "  %s\n", line);
        }
        CHECK_MSG(eq, "@%s {%s}: outlining and inlining back changes what the interpreter sees", conv_function_name(f),
                  names);
        conv_diags_destroy(diags);
    }
}

/* R19's reproduction: a region that uses the function's entry token. */
static const char token_text[] =
    "func @k(%n, %tid divergent) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  %c = icmp %tid, %n\n"
    "  br %c, r1, done\n"
    "r1:\n"
    "  %x = add %n, 1\n"
    "  %b = call @ballot(%x) ctrl %e convergent collective\n"
    "  br %b, r2, r3\n"
    "r2:\n"
    "  %y = add %b, 2\n"
    "  br r3\n"
    "r3:\n"
    "  %z = phi [%b, r1], [%y, r2]\n"
    "  br done\n"
    "done:\n"
    "  %p = phi [0, entry], [%z, r3]\n"
    "  ret %p\n"
    "}\n";

static void test_token_region(void) {
    conv_module *m = parse(token_text), *out = NULL;
    conv_function *f = m ? conv_module_find_function(m, "k") : NULL;
    conv_block blocks[4];
    uint32_t n;
    conv_verdict v;
    if (f == NULL) return;
    v = verdict(f, "r1 r2 r3", CONV_LEGAL_OUTLINE_ENTRY);
    CHECK(v.blocking == CONV_BLOCKING_VALUE && v.value.id == val(f, "%e").id);
    n = region(f, "r1 r2 r3", blocks);
    CHECK_RESULT(conv_module_outline(f, blocks, n, "part", NULL, &out), CONV_OK);
    if (out) {
        static const char caller[] =
            "func @k(%n, %tid divergent) convergent {\n"
            "entry:\n"
            "  %e = token.entry\n"
            "  %c = icmp %tid, %n\n"
            "  br %c, r1, done\n"
            "r1:\n"
            "  %z = call @part(%n) ctrl %e convergent\n"
            "  br done\n"
            "done:\n"
            "  %p = phi [0, entry], [%z, r1]\n"
            "  ret %p\n"
            "}\n";
        static const char part[] =
            "func @part(%n divergent) convergent {\n"
            "r1:\n"
            "  %conv.entry = token.entry\n"
            "  %x = add %n, 1\n"
            "  %b = call @ballot(%x) ctrl %conv.entry convergent collective\n"
            "  br %b, r2, r3\n"
            "r2:\n"
            "  %y = add %b, 2\n"
            "  br r3\n"
            "r3:\n"
            "  %z = phi [%b, r1], [%y, r2]\n"
            "  br exit\n"
            "exit:\n"
            "  ret %z\n"
            "}\n";
        CHECK(conv_module_function_count(out) == 2);
        check_printed(conv_module_find_function(out, "k"), caller);
        check_printed(conv_module_find_function(out, "part"), part);
        CHECK(valid(conv_module_find_function(out, "k")) && valid(conv_module_find_function(out, "part")));
    }
    conv_module_destroy(out);
    round_trip(f, "r1 r2 r3", "%z");
    round_trip(f, "r2", NULL);
    conv_module_destroy(m);
}

/* A loop with its preheader, its heart on the entry; an anchor group; an
   uncontrolled function; and the refusals. */
static const char cases_text[] =
    "func @loop(%n, %tid divergent) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  br pre\n"
    "pre:\n"
    "  br head\n"
    "head:\n"
    "  %i = phi [0, pre], [%i1, head]\n"
    "  %h = token.loop %e\n"
    "  %s = call @reduce(%i) ctrl %h convergent collective\n"
    "  %i1 = add %i, %s\n"
    "  %c = icmp %i1, %tid\n"
    "  br %c, head, out\n"
    "out:\n"
    "  %r = call @reduce(%i1) ctrl %e convergent collective\n"
    "  ret %r\n"
    "}\n"
    "\n"
    "func @escape(%n) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  br pre\n"
    "pre:\n"
    "  br head\n"
    "head:\n"
    "  %i = phi [0, pre], [%i1, head]\n"
    "  %h = token.loop %e\n"
    "  %i1 = add %i, 1\n"
    "  %c = icmp %i1, %n\n"
    "  br %c, head, out\n"
    "out:\n"
    "  %r = call @reduce(%i1) ctrl %h convergent collective\n"
    "  ret %r\n"
    "}\n"
    "\n"
    "func @anchors(%n, %tid divergent) {\n"
    "entry:\n"
    "  %c = icmp %tid, %n\n"
    "  br %c, a, done\n"
    "a:\n"
    "  %t = token.anchor\n"
    "  %b = call @ballot(%n) ctrl %t convergent collective\n"
    "  store %b, %n\n"
    "  br done\n"
    "done:\n"
    "  ret\n"
    "}\n"
    "\n"
    "func @unc(%n, %tid divergent) {\n"
    "entry:\n"
    "  %c = icmp %tid, %n\n"
    "  br %c, a, done\n"
    "a:\n"
    "  %b = call @ballot(%n) convergent collective\n"
    "  store %b, %n\n"
    "  br done\n"
    "done:\n"
    "  ret\n"
    "}\n"
    "\n"
    "func @two(%n, %tid divergent) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  %t = token.anchor\n"
    "  %c = icmp %tid, %n\n"
    "  br %c, a, done\n"
    "a:\n"
    "  %y = call @ballot(%n) ctrl %t convergent collective\n"
    "  %x = call @ballot(%n) ctrl %e convergent collective\n"
    "  %z = add %x, %y\n"
    "  br b\n"
    "b:\n"
    "  store %x, %n\n"
    "  br %c, done, other\n"
    "other:\n"
    "  store %y, %n\n"
    "  br done\n"
    "done:\n"
    "  %q = phi [%x, b], [%z, other], [0, entry]\n"
    "  ret\n"
    "}\n";

static void test_cases(void) {
    conv_module *m = parse(cases_text), *out = NULL;
    conv_function *f;
    conv_block blocks[8];
    conv_verdict v;
    conv_diags *d = NULL;
    uint32_t n;
    if (m == NULL) return;
    /* the whole loop with its preheader: the heart reads the entry */
    f = conv_module_find_function(m, "loop");
    v = verdict(f, "pre head", CONV_LEGAL_OUTLINE_ENTRY);
    CHECK(v.value.id == val(f, "%e").id);
    round_trip(f, "pre head", "%i1");
    /* the loop alone: its header is entered from inside */
    v = verdict(f, "head", CONV_LEGAL_SHAPE);
    CHECK(v.blocking == CONV_BLOCKING_BLOCK);
    /* the entry block; a return */
    verdict(f, "entry pre", CONV_LEGAL_SHAPE);
    v = verdict(f, "out", CONV_LEGAL_SHAPE); /* the block that returns */
    CHECK(v.blocking == CONV_BLOCKING_BLOCK && v.block.id == conv_function_find_block(f, "out").id);
    /* R19: a loop's token used after it stays with the loop */
    f = conv_module_find_function(m, "escape");
    v = verdict(f, "pre head", CONV_LEGAL_TOKEN_DEFINED_INSIDE);
    CHECK(v.value.id == val(f, "%h").id);
    n = region(f, "pre head", blocks);
    conv_diags_create(NULL, &d);
    CHECK_RESULT(conv_module_outline(f, blocks, n, "x", d, &out), CONV_ERR_INVALID_ARGUMENT);
    CHECK(out == NULL && conv_diags_count(d) == 1);
    if (conv_diags_count(d)) CHECK_STR(conv_diags_get(d, 0)->code, "legal.apply");
    conv_diags_destroy(d);
    /* anchors alone need no convergent (R21): neither function nor call */
    f = conv_module_find_function(m, "anchors");
    verdict(f, "a", CONV_LEGAL_NOT_CONVERGENT);
    n = region(f, "a", blocks);
    CHECK_RESULT(conv_module_outline(f, blocks, n, "grp", NULL, &out), CONV_OK);
    if (out) {
        conv_function *g = conv_module_find_function(out, "anchors"), *o = conv_module_find_function(out, "grp");
        CHECK(!(conv_function_flags(o) & CONV_FUNCTION_CONVERGENT));
        CHECK(valid(g) && valid(o));
    }
    conv_module_destroy(out);
    out = NULL;
    round_trip(f, "a", NULL);
    /* uncontrolled: the new function is convergent, the call too */
    f = conv_module_find_function(m, "unc");
    verdict(f, "a", CONV_LEGAL_OUTLINE_CONVERGENT);
    n = region(f, "a", blocks);
    CHECK_RESULT(conv_module_outline(f, blocks, n, "part", NULL, &out), CONV_OK);
    if (out) {
        conv_function *g = conv_module_find_function(out, "unc"), *o = conv_module_find_function(out, "part");
        uint32_t cnt = 0;
        const conv_value *insts = conv_block_insts(g, conv_function_find_block(g, "a"), &cnt);
        CHECK(conv_function_flags(o) & CONV_FUNCTION_CONVERGENT);
        CHECK(cnt == 2 && (conv_value_flags(g, insts[0]) & CONV_FLAG_CONVERGENT) &&
              !conv_value_valid(conv_value_token(g, insts[0])));
        CHECK(valid(g) && valid(o));
    }
    conv_module_destroy(out);
    out = NULL;
    round_trip(f, "a", NULL);
    /* two tokens from outside; two values read after it; two exits */
    f = conv_module_find_function(m, "two");
    v = verdict(f, "a", CONV_LEGAL_TWO_TOKENS);
    CHECK(v.blocking == CONV_BLOCKING_VALUE);
    v = verdict(f, "a b", CONV_LEGAL_SHAPE); /* it leaves to done and to other */
    CHECK(v.blocking == CONV_BLOCKING_BLOCK);
    /* arguments */
    CHECK_RESULT(conv_can_outline(f, blocks, 0, &v), CONV_ERR_INVALID_ARGUMENT);
    blocks[0] = conv_function_find_block(f, "a");
    blocks[1] = blocks[0];
    CHECK_RESULT(conv_can_outline(f, blocks, 2, &v), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_can_outline(f, blocks, 1, NULL), CONV_ERR_INVALID_ARGUMENT);
    {
        conv_function *g = NULL, *o = NULL;
        uint32_t before = conv_module_function_count(m);
        CHECK_RESULT(conv_apply_outline(f, blocks, 1, "same", "same", NULL, &g, &o), CONV_ERR_DUPLICATE);
        CHECK_RESULT(conv_apply_outline(f, blocks, 1, "x", "unc", NULL, &g, &o), CONV_ERR_DUPLICATE);
        CHECK_RESULT(conv_apply_outline(f, blocks, 1, "x", "y", NULL, &g, &o), CONV_ERR_INVALID_ARGUMENT);
        CHECK(g == NULL && o == NULL && conv_module_function_count(m) == before);
    }
    conv_module_destroy(m);
}

/* Two values read after the region, and a region with two exits. */
static const char shapes_text[] =
    "func @f(%n, %tid divergent) {\n"
    "entry:\n"
    "  %c = icmp %tid, %n\n"
    "  br %c, a, c\n"
    "a:\n"
    "  %x = add %n, 1\n"
    "  %y = add %n, 2\n"
    "  br %c, b, c\n"
    "b:\n"
    "  store %x, %y\n"
    "  br c\n"
    "c:\n"
    "  %p = phi [0, entry], [%x, a], [%y, b]\n"
    "  ret %p\n"
    "}\n";

static void test_shapes(void) {
    conv_module *m = parse(shapes_text);
    conv_function *f = m ? conv_module_find_function(m, "f") : NULL;
    conv_verdict v;
    if (f == NULL) return;
    /* {a}: exits to b and c */
    v = verdict(f, "a", CONV_LEGAL_SHAPE);
    CHECK(v.blocking == CONV_BLOCKING_BLOCK);
    /* {a b}: the phi of c reads %x and %y on the region's edges: the new
       function returns the one it took */
    verdict(f, "a b", CONV_LEGAL_NOT_CONVERGENT);
    {
        conv_block blocks[2];
        conv_function *g = NULL, *o = NULL;
        uint32_t n = region(f, "a b", blocks);
        CHECK_RESULT(conv_apply_outline(f, blocks, n, "f.outline", "f.outlined", NULL, &g, &o), CONV_OK);
        if (g && o) {
            static const char want[] =
                "func @f.outlined(%n divergent, %c divergent) {\n"
                "a:\n"
                "  %x = add %n, 1\n"
                "  %y = add %n, 2\n"
                "  br %c, b, exit\n"
                "b:\n"
                "  store %x, %y\n"
                "  br exit\n"
                "exit:\n"
                "  %p = phi [%x, a], [%y, b]\n"
                "  ret %p\n"
                "}\n";
            check_printed(o, want);
            CHECK(valid(g) && valid(o));
            /* the caller's phi reads the call on the one edge left */
            {
                conv_value p = val(g, "%p");
                uint32_t cnt = 0;
                const conv_value *ops = conv_value_operands(g, p, &cnt);
                CHECK(cnt == 2 && conv_value_kind(g, ops[1]) == CONV_KIND_CALL);
            }
        }
    }
    conv_module_destroy(m);
}

/* Every allocation of an outlining failed once: out of memory, the module
   as before, nothing leaked. */
static void test_out_of_memory(void) {
    long k;
    bool done = false;
    for (k = 1; !done && k < 100000; k++) {
        test_alloc_state s;
        conv_parse_desc pd;
        conv_module *m = NULL, *out = NULL;
        conv_function *f, *g = NULL, *o = NULL;
        conv_block blocks[4];
        uint32_t n;
        conv_result r1, r2;
        memset(&s, 0, sizeof s);
        memset(&pd, 0, sizeof pd);
        pd.allocator = test_allocator(&s);
        if (conv_parse(token_text, strlen(token_text), &pd, NULL, &m) != CONV_OK) {
            CHECK(false);
            break;
        }
        f = conv_module_find_function(m, "k");
        n = region(f, "r1 r2 r3", blocks);
        s.fail_at = s.calls + k;
        r1 = conv_apply_outline(f, blocks, n, "k.o", "k.part", NULL, &g, &o);
        r2 = conv_module_outline(f, blocks, n, "part", NULL, &out);
        CHECK(r1 == CONV_OK || r1 == CONV_ERR_OUT_OF_MEMORY);
        CHECK(r2 == CONV_OK || r2 == CONV_ERR_OUT_OF_MEMORY);
        if (r1 != CONV_OK) CHECK(g == NULL && o == NULL && conv_module_function_count(m) == 1u);
        if (r2 != CONV_OK) CHECK(out == NULL);
        done = s.failures == 0;
        conv_module_destroy(out);
        conv_module_destroy(m);
        CHECK_MSG(s.live == 0, "%ld blocks leaked when allocation %ld fails", s.live, k);
    }
    CHECK(done);
}

int main(void) {
    test_token_region();
    test_cases();
    test_shapes();
    test_out_of_memory();
    return check_summary();
}
