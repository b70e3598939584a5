/* fuzz_text.c - both text readers and the printer on arbitrary bytes.

   Build (see fuzz/README.md): make build/fuzz/lf/fuzz_text (linked with the
   implementation object build/obj/fuzz/conv.o)

   Input: one option byte, then the text.
     bit 0     LLVM IR reader (1) or the native reader (0)
     bit 1     no_finalize (the harness then calls conv_module_finalize)
     bits 2-3  target: default, none, amdgcn, nvptx (LLVM reader)
     bit 4     two caller rules ("@my.tid" divergent, "@my.lane.*"
               collective)
   An empty input does nothing, so no option is favoured when bytes run
   out.

   Invariants:
   * the result is CONV_OK, CONV_ERR_PARSE, CONV_ERR_INVALID_GRAPH or
     CONV_ERR_LIMIT, never a crash; on failure *out is untouched and,
     except for CONV_ERR_LIMIT, there is at least one error;
   * every diagnostic has a code from docs/text-format.md section 3, a
     file name, line >= 1 and col >= 1, and formats as
     "file:line:col: severity: [code] message";
   * a successful parse leaves no diagnostics; every function with a body
     is finalized; both dominator trees, the cycle hierarchy and
     conv_verify run on it (verify: codes from conv.h, valid iff no
     error);
   * print -> parse (native) -> print gives the same text, and the
     reparsed module the same functions, arguments, blocks, instructions
     (kind, flags, opcode, operands, successors, case values, token);
   * the counting allocator is back to zero. */
#include "../conv.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const parse_codes[] = {
    "parse.expected", "parse.invalid-character", "parse.unterminated-string", "parse.bad-integer",
    "parse.bad-name", "parse.no-block", "parse.unexpected-ctrl", "parse.duplicate-target",
    "parse.duplicate-function", "parse.duplicate-block", "parse.duplicate-value", "parse.duplicate-case",
    "parse.undefined-value", "parse.undefined-block", "parse.after-terminator", "parse.empty-function",
    "parse.unterminated-function", "parse.unsupported", "parse.invalid-instruction", "token.multiple-bundles",
    "graph.no-terminator", "graph.phi-not-predecessor", "graph.phi-missing-incoming", "graph.no-blocks",
    "graph.bad-branch", "graph.bad-terminator", "parse.no-target", "parse.unknown-opcode", NULL};

/* The codes conv.h's tokens section lists. */
static const char *const verify_codes[] = {
    "token.producer", "token.phi", "token.select", "token.operand", "token.entry-not-convergent-function",
    "token.entry-not-entry-block", "token.entry-not-first", "token.entry-operand", "token.anchor-operand",
    "token.loop-no-operand", "token.loop-not-first", "token.nonconvergent-call", "token.mixed", "token.dominance",
    "token.cycle-use", "token.cycle-two-uses", "token.cycle-two-tokens", "token.heart-not-header",
    "token.region-nesting", NULL};

static bool in_codes(const char *const *codes, const char *code) {
    size_t i;
    for (i = 0; codes[i]; i++)
        if (strcmp(codes[i], code) == 0) return true;
    return false;
}

static void check_diags(const conv_diags *d, const char *const *codes, bool located) {
    uint32_t i, errors = 0;
    char buf[1024];
    for (i = 0; i < conv_diags_count(d); i++) {
        const conv_diag *g = conv_diags_get(d, i);
        size_t need;
        FUZZ_CHECK(g != NULL && g->code != NULL && g->message != NULL, "diagnostic %u without code or message", i);
        FUZZ_CHECK(in_codes(codes, g->code), "undocumented diagnostic code '%s'", g->code);
        if (located)
            FUZZ_CHECK(g->file != NULL && g->line >= 1 && g->col >= 1, "diagnostic [%s] without file:line:col (%u:%u)",
                       g->code, g->line, g->col);
        if (g->severity == CONV_SEVERITY_ERROR) errors++;
        need = conv_diags_format(d, i, buf, sizeof buf);
        FUZZ_CHECK(need >= strlen(buf) && (need >= sizeof buf || need == strlen(buf)), "diags_format length");
        FUZZ_CHECK(strstr(buf, g->code) != NULL || need >= sizeof buf, "formatted diagnostic lacks its code");
    }
    FUZZ_CHECK(conv_diags_error_count(d) == errors, "error count %u, counted %u", conv_diags_error_count(d), errors);
    FUZZ_CHECK(conv_diags_get(d, conv_diags_count(d)) == NULL, "diags_get past the end");
}

/* ----------------------------------------------- structural comparison --- */

/* Where a value is: argument index, constant immediate, or block and
   position, so that values of two modules can be compared. */
typedef struct vkey {
    int kind; /* 0 none, 1 argument, 2 constant, 3 instruction */
    int64_t a;
    uint32_t b;
} vkey;

static vkey key_of(const conv_function *f, conv_value v) {
    vkey k;
    memset(&k, 0, sizeof k);
    if (!conv_value_valid(v)) return k;
    switch (conv_value_kind(f, v)) {
    case CONV_KIND_ARGUMENT: {
        uint32_t i;
        k.kind = 1;
        for (i = 0; i < conv_function_argument_count(f); i++)
            if (conv_function_argument(f, i).id == v.id) k.a = i;
        break;
    }
    case CONV_KIND_CONSTANT:
        k.kind = 2;
        k.a = conv_value_immediate(f, v);
        break;
    case CONV_KIND_GENERIC:
    case CONV_KIND_PHI:
    case CONV_KIND_CALL:
    case CONV_KIND_ENTRY:
    case CONV_KIND_LOOP:
    case CONV_KIND_ANCHOR:
    case CONV_KIND_BRANCH:
    case CONV_KIND_SWITCH:
    case CONV_KIND_RETURN:
    case CONV_KIND_UNREACHABLE:
    case CONV_KIND_INVOKE:
    case CONV_KIND_COUNT: {
        conv_block b = conv_value_block(f, v);
        uint32_t n, i;
        const conv_value *insts = conv_block_insts(f, b, &n);
        k.kind = 3;
        k.a = (int64_t)b.id;
        for (i = 0; i < n; i++)
            if (insts[i].id == v.id) k.b = i;
        break;
    }
    }
    return k;
}
static bool same_key(vkey x, vkey y) { return x.kind == y.kind && x.a == y.a && x.b == y.b; }
static bool same_str(const char *a, const char *b) {
    if (a == NULL || b == NULL) return a == b;
    return strcmp(a, b) == 0;
}

static void compare_functions(const conv_function *f, const conv_function *g) {
    uint32_t b, i, k, n1, n2;
    FUZZ_CHECK(same_str(conv_function_name(f), conv_function_name(g)), "function name");
    FUZZ_CHECK(conv_function_flags(f) == conv_function_flags(g), "@%s: function flags", conv_function_name(f));
    FUZZ_CHECK(conv_function_argument_count(f) == conv_function_argument_count(g), "@%s: arguments",
               conv_function_name(f));
    for (i = 0; i < conv_function_argument_count(f); i++)
        FUZZ_CHECK(conv_value_flags(f, conv_function_argument(f, i)) == conv_value_flags(g, conv_function_argument(g, i)),
                   "@%s: flags of argument %u", conv_function_name(f), i);
    FUZZ_CHECK(conv_function_block_count(f) == conv_function_block_count(g), "@%s: block count", conv_function_name(f));
    if (!conv_function_is_finalized(f) || !conv_function_is_finalized(g)) return;
    for (b = 0; b < conv_function_block_count(f); b++) {
        conv_block bf = conv_function_block(f, b), bg = conv_function_block(g, b);
        const conv_value *xf = conv_block_insts(f, bf, &n1), *xg = conv_block_insts(g, bg, &n2);
        FUZZ_CHECK(same_str(conv_block_name(f, bf), conv_block_name(g, bg)), "@%s: block %u name", conv_function_name(f), b);
        FUZZ_CHECK(n1 == n2, "@%s: block %s: %u instructions, reparsed %u", conv_function_name(f), conv_block_name(f, bf),
                   n1, n2);
        for (i = 0; i < n1; i++) {
            conv_value v = xf[i], w = xg[i];
            const conv_value *of, *og;
            const conv_block *sf, *sg;
            const int64_t *cf, *cg;
            uint32_t m1, m2;
            conv_kind kind = conv_value_kind(f, v);
            FUZZ_CHECK(kind == conv_value_kind(g, w), "@%s %s #%u: kind", conv_function_name(f), conv_block_name(f, bf), i);
            FUZZ_CHECK(conv_value_flags(f, v) == conv_value_flags(g, w), "@%s %s #%u: flags %x, reparsed %x",
                       conv_function_name(f), conv_block_name(f, bf), i, conv_value_flags(f, v), conv_value_flags(g, w));
            if (kind != CONV_KIND_GENERIC || conv_value_opcode(f, v) != NULL)
                FUZZ_CHECK(same_str(conv_value_opcode(f, v), conv_value_opcode(g, w)), "@%s %s #%u: opcode",
                           conv_function_name(f), conv_block_name(f, bf), i);
            of = conv_value_operands(f, v, &m1);
            og = conv_value_operands(g, w, &m2);
            FUZZ_CHECK(m1 == m2, "@%s %s #%u: operand count", conv_function_name(f), conv_block_name(f, bf), i);
            for (k = 0; k < m1; k++)
                FUZZ_CHECK(same_key(key_of(f, of[k]), key_of(g, og[k])), "@%s %s #%u: operand %u",
                           conv_function_name(f), conv_block_name(f, bf), i, k);
            sf = conv_value_incoming(f, v, &m1);
            sg = conv_value_incoming(g, w, &m2);
            FUZZ_CHECK(m1 == m2, "incoming count");
            for (k = 0; k < m1; k++) FUZZ_CHECK(sf[k].id == sg[k].id, "incoming block %u", k);
            sf = conv_value_successors(f, v, &m1);
            sg = conv_value_successors(g, w, &m2);
            FUZZ_CHECK(m1 == m2, "successor count");
            for (k = 0; k < m1; k++) FUZZ_CHECK(sf[k].id == sg[k].id, "successor %u", k);
            cf = conv_value_case_values(f, v, &m1);
            cg = conv_value_case_values(g, w, &m2);
            FUZZ_CHECK(m1 == m2, "case count");
            for (k = 0; k < m1; k++) FUZZ_CHECK(cf[k] == cg[k], "case value %u", k);
            if (kind == CONV_KIND_CALL || kind == CONV_KIND_INVOKE || kind == CONV_KIND_ENTRY ||
                kind == CONV_KIND_LOOP || kind == CONV_KIND_ANCHOR)
                FUZZ_CHECK(same_key(key_of(f, conv_value_token(f, v)), key_of(g, conv_value_token(g, w))),
                           "@%s %s #%u: token", conv_function_name(f), conv_block_name(f, bf), i);
        }
    }
}

/* ----------------------------------------------------------- analyses --- */

static void run_analyses(conv_function *f, test_alloc_state *st) {
    conv_domtree *dt = NULL, *pdt = NULL;
    conv_domtree_desc dd;
    conv_cycles *ci = NULL;
    conv_diags *d = NULL;
    conv_allocator a = test_allocator(st);
    bool valid = false;
    conv_result r;
    FUZZ_CHECK(conv_domtree_build(f, NULL, &dt) == CONV_OK, "dominator tree");
    memset(&dd, 0, sizeof dd);
    dd.post = true;
    FUZZ_CHECK(conv_domtree_build(f, &dd, &pdt) == CONV_OK, "post-dominator tree");
    FUZZ_CHECK(conv_cycles_build(f, NULL, &ci) == CONV_OK, "cycles");
    FUZZ_CHECK(conv_diags_create(&a, &d) == CONV_OK, "diags");
    r = conv_verify(f, NULL, d, &valid);
    FUZZ_CHECK(r == CONV_OK, "verify: %s", conv_result_str(r));
    check_diags(d, verify_codes, false);
    FUZZ_CHECK(valid == (conv_diags_error_count(d) == 0), "verify: valid %d with %u errors", valid,
               conv_diags_error_count(d));
    conv_diags_destroy(d);
    conv_cycles_free(ci);
    conv_domtree_free(pdt);
    conv_domtree_free(dt);
}

static void round_trip(const conv_module *m, bool no_finalize, test_alloc_state *st) {
    strbuf t1, t2;
    conv_parse_desc pd;
    conv_diags *d = NULL;
    conv_module *m2 = NULL;
    conv_result r;
    uint32_t i;
    FUZZ_CHECK(fuzz_print_module(m, &t1) == CONV_OK, "printing failed");
    memset(&pd, 0, sizeof pd);
    pd.allocator = test_allocator(st);
    pd.format = CONV_FORMAT_NATIVE;
    pd.no_finalize = no_finalize;
    FUZZ_CHECK(conv_diags_create(&pd.allocator, &d) == CONV_OK, "diags");
    r = conv_parse(t1.p, t1.n, &pd, d, &m2);
    if (r != CONV_OK) {
        char buf[512];
        if (conv_diags_count(d)) conv_diags_format(d, 0, buf, sizeof buf);
        else buf[0] = '\0';
        FUZZ_CHECK(r == CONV_OK, "the printed module does not parse (%s: %s):\n%s", conv_result_str(r), buf, t1.p);
    }
    FUZZ_CHECK(fuzz_print_module(m2, &t2) == CONV_OK, "printing the reparsed module failed");
    FUZZ_CHECK(t1.n == t2.n && memcmp(t1.p, t2.p, t1.n) == 0, "print -> parse -> print differs:\n%s\n---\n%s", t1.p,
               t2.p);
    FUZZ_CHECK(conv_module_function_count(m) == conv_module_function_count(m2), "function count");
    FUZZ_CHECK(same_str(conv_module_target(m), conv_module_target(m2)), "target");
    for (i = 0; i < conv_module_function_count(m); i++)
        compare_functions(conv_module_function(m, i), conv_module_function(m2, i));
    conv_module_destroy(m2);
    conv_diags_destroy(d);
    strbuf_free(&t1);
    strbuf_free(&t2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const conv_target_rule rules[2] = {{"@my.tid", CONV_FLAG_DIVERGENCE_SOURCE},
                                              {"@my.lane.*", CONV_FLAG_CONVERGENT | CONV_FLAG_UNIFORM_COLLECTIVE}};
    static const conv_target_kind targets[4] = {CONV_TARGET_DEFAULT, CONV_TARGET_NONE, CONV_TARGET_AMDGCN,
                                                CONV_TARGET_NVPTX};
    test_alloc_state st;
    conv_parse_desc pd;
    conv_diags *d = NULL;
    conv_module *m, *sentinel;
    conv_result r;
    uint8_t opt;
    uint32_t i;
    bool no_finalize;
    if (size == 0 || size > FUZZ_MAX_INPUT) return 0;
    opt = data[0];
    memset(&st, 0, sizeof st);
    memset(&pd, 0, sizeof pd);
    pd.allocator = test_allocator(&st);
    pd.format = (opt & 1u) ? CONV_FORMAT_LLVM : CONV_FORMAT_NATIVE;
    pd.filename = (opt & 1u) ? "fuzz.ll" : "fuzz.conv";
    no_finalize = (opt & 2u) != 0;
    pd.no_finalize = no_finalize;
    pd.target = targets[(opt >> 2) & 3u];
    if (opt & 16u) {
        pd.rules = rules;
        pd.rules_count = 2;
    }
    FUZZ_CHECK(conv_diags_create(&pd.allocator, &d) == CONV_OK, "diags");
    sentinel = (conv_module *)&st;
    m = sentinel;
    r = conv_parse((const char *)data + 1, size - 1u, &pd, d, &m);
    FUZZ_CHECK(r == CONV_OK || r == CONV_ERR_PARSE || r == CONV_ERR_INVALID_GRAPH || r == CONV_ERR_LIMIT,
               "conv_parse returned %s", conv_result_str(r));
    check_diags(d, parse_codes, true);
    if (r != CONV_OK) {
        FUZZ_CHECK(m == sentinel, "conv_parse wrote *out on failure");
        if (r != CONV_ERR_LIMIT) FUZZ_CHECK(conv_diags_error_count(d) >= 1, "%s without an error", conv_result_str(r));
        conv_diags_destroy(d);
        FUZZ_CHECK_NO_LEAK(&st);
        return 0;
    }
    FUZZ_CHECK(m != sentinel && m != NULL, "no module");
    /* the only diagnostic a successful parse may leave: LLVM IR without a
       target triple read with the default target */
    for (i = 0; i < conv_diags_count(d); i++)
        FUZZ_CHECK(strcmp(conv_diags_get(d, i)->code, "parse.no-target") == 0 && (opt & 1u) &&
                       pd.target == CONV_TARGET_DEFAULT && conv_module_target(m) == NULL,
                   "a successful parse left [%s]", conv_diags_get(d, i)->code);
    conv_diags_clear(d);
    if (no_finalize) {
        for (i = 0; i < conv_module_function_count(m); i++) {
            const conv_function *f = conv_module_function(m, i);
            FUZZ_CHECK(!conv_function_is_finalized(f), "no_finalize: @%s is finalized", conv_function_name(f));
        }
        /* print -> parse -> print also holds for unfinalized modules */
        round_trip(m, true, &st);
        r = conv_module_finalize(m, d);
        FUZZ_CHECK(r == CONV_OK || r == CONV_ERR_INVALID_GRAPH, "conv_module_finalize returned %s", conv_result_str(r));
        check_diags(d, parse_codes, false);
        FUZZ_CHECK((r == CONV_OK) == (conv_diags_error_count(d) == 0), "finalize %s with %u errors",
                   conv_result_str(r), conv_diags_error_count(d));
    }
    if (r == CONV_OK) {
        for (i = 0; i < conv_module_function_count(m); i++) {
            conv_function *f = conv_module_function(m, i);
            if (conv_function_flags(f) & CONV_FUNCTION_DECLARATION) continue;
            FUZZ_CHECK(conv_function_is_finalized(f), "@%s is not finalized", conv_function_name(f));
            run_analyses(f, &st);
        }
        round_trip(m, false, &st);
    }
    conv_module_destroy(m);
    conv_diags_destroy(d);
    FUZZ_CHECK_NO_LEAK(&st);
    return 0;
}
