/* fuzz_verify.c - conv_verify on a decoded random function with token
   placements.

   Build (see fuzz/README.md): make build/fuzz/lf/fuzz_verify (linked with the
   implementation object build/obj/fuzz/conv.o)

   Input (decoded by vfn_decode, shared with fuzz_alloc.c through
   fuzz_verify.h):
     byte 0       bit 0: the function is convergent
     a CFG        fcfg_decode with at most VFN_MAX_BLOCKS blocks
     per block    one byte: b % 5 instructions, then per instruction an
                  opcode byte (below) and, where it needs one, a token
                  byte (b % the number of token values) or a sub-kind byte
   Opcodes (byte % 12):
     0 add %c (no token)            6  call @op() ctrl T (not convergent)
     1 %t = token.anchor            7  %t = token.entry T (forbidden operand)
     2 %t = token.entry             8  %t = token.anchor T (forbidden operand)
     3 %t = token.loop T            9  %t = token.loop (no operand)
     4 call @op() convergent ctrl T 10 T misused: call @use(T), call @llvm.x(T),
     5 call @op() convergent           select %c, T, T, or a phi of T
                                    11 %t = call @mk() returns_token
   The token values are the results of 1, 2, 3, 7, 8, 9, 11 in order,
   then the argument %tok; a token byte picks one (forward references
   allowed). An exhausted input reads zeros: no instructions, `add`, the
   first token.

   Invariants:
   * conv_verify returns CONV_OK; every diagnostic has a code from the
     list in conv.h, the function and the block; valid iff no error;
   * running it again gives the same diagnostics;
   * with allow_token_on_nonconvergent the diagnostics are the default
     ones without token.nonconvergent-call;
   * print -> parse -> verify gives the same codes;
   * token.dominance is reported iff some token use in a reachable block
     is not dominated by its definition (naive dominator sets); when none
     is, each of token.cycle-use, token.cycle-two-uses,
     token.cycle-two-tokens and token.heart-not-header is reported iff a
     brute force over strongly connected components finds a closed path
     breaking it (see check_closed_paths);
   * conv_cycle_heart names a loop intrinsic of the header whose token is
     defined outside the cycle, and only when there is one;
   * the counting allocator is back to zero. */
#include "../conv.h"
#include "fuzz_common.h"
#include "fuzz_verify.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const verify_codes[] = {
    "token.producer", "token.phi", "token.select", "token.operand", "token.entry-not-convergent-function",
    "token.entry-not-entry-block", "token.entry-not-first", "token.entry-operand", "token.anchor-operand",
    "token.loop-no-operand", "token.loop-not-first", "token.nonconvergent-call", "token.mixed", "token.dominance",
    "token.cycle-use", "token.cycle-two-uses", "token.cycle-two-tokens", "token.heart-not-header",
    "token.region-nesting", NULL};

enum { R_DOMINANCE, R_CYCLE_USE, R_TWO_USES, R_TWO_TOKENS, R_HEART, R_COUNT };
static const char *const rule_codes[R_COUNT] = {"token.dominance", "token.cycle-use", "token.cycle-two-uses",
                                                "token.cycle-two-tokens", "token.heart-not-header"};

static bool has_code(const conv_diags *d, const char *code) {
    uint32_t i;
    for (i = 0; i < conv_diags_count(d); i++)
        if (strcmp(conv_diags_get(d, i)->code, code) == 0) return true;
    return false;
}

/* The codes of a list, sorted, one per line, for comparisons. */
static void codes_of(const conv_diags *d, const char *skip, strbuf *out) {
    uint32_t n = conv_diags_count(d), i, j;
    const char *codes[512];
    memset(out, 0, sizeof *out);
    strbuf_write("", 0, out);
    FUZZ_CHECK(n <= 512, "too many diagnostics");
    for (i = j = 0; i < n; i++)
        if (skip == NULL || strcmp(conv_diags_get(d, i)->code, skip) != 0) codes[j++] = conv_diags_get(d, i)->code;
    n = j;
    for (i = 1; i < n; i++) /* insertion sort */
        for (j = i; j > 0 && strcmp(codes[j - 1], codes[j]) > 0; j--) {
            const char *t = codes[j];
            codes[j] = codes[j - 1];
            codes[j - 1] = t;
        }
    for (i = 0; i < n; i++) {
        strbuf_write(codes[i], strlen(codes[i]), out);
        strbuf_write("\n", 1, out);
    }
}

static void run_verify(const conv_function *f, bool allow, test_alloc_state *st, conv_diags **out, bool *valid) {
    conv_verify_desc vd;
    conv_allocator a = test_allocator(st);
    conv_diags *d = NULL;
    conv_result r;
    uint32_t i;
    memset(&vd, 0, sizeof vd);
    vd.allow_token_on_nonconvergent = allow;
    FUZZ_CHECK(conv_diags_create(&a, &d) == CONV_OK, "diags");
    *valid = !allow; /* must be overwritten */
    r = conv_verify(f, &vd, d, valid);
    FUZZ_CHECK(r == CONV_OK, "conv_verify: %s", conv_result_str(r));
    FUZZ_CHECK(*valid == (conv_diags_error_count(d) == 0), "valid=%d with %u errors", *valid,
               conv_diags_error_count(d));
    for (i = 0; i < conv_diags_count(d); i++) {
        const conv_diag *g = conv_diags_get(d, i);
        bool known = false;
        size_t k;
        FUZZ_CHECK(g->code != NULL && g->message != NULL, "diagnostic without code or message");
        for (k = 0; verify_codes[k]; k++) known = known || strcmp(verify_codes[k], g->code) == 0;
        FUZZ_CHECK(known, "undocumented verifier code '%s'", g->code);
        FUZZ_CHECK(g->function != NULL && strcmp(g->function, conv_function_name(f)) == 0, "[%s] without the function",
                   g->code);
        FUZZ_CHECK(g->block != NULL, "[%s] without a block", g->code);
    }
    *out = d;
}

/* ---------------------------------------------------------- brute force --- */

/* The closed-path rules straight from their statement, on blocks (a closed
   path contains a definition or use when it passes its block). For a use
   in block u of a token defined in block d != u, the closed paths through
   u that avoid d are the closed walks inside SCC(u) of the reachable
   blocks without d; such a path exists iff that SCC has an edge. Two
   blocks lie on one closed path avoiding a set X iff they share a
   non-trivial SCC of the reachable blocks without X. */
static bool closed_scc(const rcfg *g, unsigned u, uint64_t within, uint64_t *scc) {
    uint64_t s;
    if (!(within >> u & 1u)) return false;
    s = rcfg_scc(g, u, within);
    *scc = s;
    return rcfg_has_internal_edge(g, s);
}

typedef struct vuse {
    unsigned block, pos, token; /* token: index into vfn.tokens */
    bool is_loop;
} vuse;

static void brute_force(const vfn *fn, bool expect[R_COUNT], bool *compare_paths) {
    const rcfg *g = &fn->cfg;
    uint64_t reach = rcfg_reach_from(g, 0, rcfg_all(g)), dom[FCFG_MAX_BLOCKS];
    vuse uses[VFN_MAX_BLOCKS * VFN_MAX_INSTS];
    unsigned nu = 0, b, i, j;
    memset(expect, 0, sizeof(bool) * R_COUNT);
    ref_dominators(g, reach, dom);
    /* the uses: token operands of calls, loop, entry, anchor in reachable
       blocks whose token is made by entry, loop or anchor */
    for (b = 0; b < g->n; b++) {
        if (!(reach >> b & 1u)) continue;
        for (i = 0; i < fn->ninst[b]; i++) {
            const vinst *x = &fn->inst[b][i];
            if (!vop_uses_token_field(x->op)) continue;
            if (!fn->tokens[x->token].intrinsic) continue;
            uses[nu].block = b;
            uses[nu].pos = i;
            uses[nu].token = x->token;
            uses[nu].is_loop = x->op == VOP_LOOP;
            nu++;
        }
    }
    for (i = 0; i < nu; i++) {
        const vtoken *t = &fn->tokens[uses[i].token];
        unsigned u = uses[i].block;
        bool dominated = (reach >> t->block & 1u) &&
                         (t->block == u ? t->pos < uses[i].pos : ((dom[u] >> t->block & 1u) != 0));
        if (!dominated) expect[R_DOMINANCE] = true;
    }
    *compare_paths = !expect[R_DOMINANCE];
    if (!*compare_paths) return;
    for (i = 0; i < nu; i++) {
        const vtoken *t = &fn->tokens[uses[i].token];
        unsigned u = uses[i].block;
        uint64_t scc;
        if (u == t->block) continue;
        if (!closed_scc(g, u, reach & ~((uint64_t)1 << t->block), &scc)) continue;
        if (!uses[i].is_loop) expect[R_CYCLE_USE] = true;
        else
            for (b = 0; b < g->n; b++)
                if ((scc >> b & 1u) && !(dom[b] >> u & 1u)) expect[R_HEART] = true;
        for (j = i + 1; j < nu; j++) {
            const vtoken *t2 = &fn->tokens[uses[j].token];
            unsigned u2 = uses[j].block;
            uint64_t scc2;
            if (uses[j].token == uses[i].token) {
                if (scc >> u2 & 1u) expect[R_TWO_USES] = true;
                continue;
            }
            if (u2 == t2->block || u == t2->block) continue;
            if (closed_scc(g, u, reach & ~((uint64_t)1 << t->block) & ~((uint64_t)1 << t2->block), &scc2) &&
                (scc2 >> u2 & 1u))
                expect[R_TWO_TOKENS] = true;
        }
    }
}

/* conv_cycle_heart against a scan of the header. */
static void check_hearts(const vfn *fn, const conv_function *f, test_alloc_state *st) {
    conv_cycles *ci = NULL;
    conv_cycles_desc cd;
    uint32_t c;
    memset(&cd, 0, sizeof cd);
    cd.allocator = test_allocator(st);
    FUZZ_CHECK(conv_cycles_build(f, &cd, &ci) == CONV_OK, "cycles");
    for (c = 0; c < conv_cycles_count(ci); c++) {
        conv_cycle cy = conv_cycles_get(ci, c);
        unsigned h = conv_cycle_header(ci, cy).id - 1u, i;
        conv_value heart = conv_cycle_heart(f, ci, cy);
        bool any = false;
        for (i = 0; i < fn->ninst[h]; i++) {
            const vinst *x = &fn->inst[h][i];
            const vtoken *t;
            if (x->op != VOP_LOOP) continue;
            t = &fn->tokens[x->token];
            /* an argument is defined in no block: conv counts it as no heart */
            if (!t->is_argument && !conv_cycle_contains(ci, cy, conv_function_block(f, t->block))) {
                any = true;
                if (heart.id == fn->value[h][i].id) break;
            }
        }
        if (conv_value_valid(heart)) {
            FUZZ_CHECK(i < fn->ninst[h], "conv_cycle_heart of the cycle headed by b%u is not such a loop", h);
        } else {
            FUZZ_CHECK(!any, "the cycle headed by b%u has a heart conv_cycle_heart misses", h);
        }
    }
    conv_cycles_free(ci);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fuzz_reader rd;
    vfn fn;
    test_alloc_state st;
    conv_module *m = NULL, *m2 = NULL;
    conv_function *f = NULL;
    conv_diags *d1 = NULL, *d2 = NULL, *d3 = NULL, *d4 = NULL;
    bool v1, v2, v3, v4, expect[R_COUNT], compare_paths;
    strbuf s1, s2, text;
    conv_parse_desc pd;
    conv_result r;
    uint32_t i;
    unsigned k;
    if (size > FUZZ_MAX_INPUT) return 0;
    rd.p = data;
    rd.n = size;
    vfn_decode(&fn, &rd);
    memset(&st, 0, sizeof st);
    r = vfn_build(&fn, &st, &m, &f);
    FUZZ_CHECK(r == CONV_OK, "building the function: %s", conv_result_str(r));

    run_verify(f, false, &st, &d1, &v1);
    run_verify(f, false, &st, &d2, &v2);
    FUZZ_CHECK(v1 == v2 && conv_diags_count(d1) == conv_diags_count(d2), "a second run differs");
    for (i = 0; i < conv_diags_count(d1); i++) {
        const conv_diag *a = conv_diags_get(d1, i), *b = conv_diags_get(d2, i);
        FUZZ_CHECK(strcmp(a->code, b->code) == 0 && strcmp(a->message, b->message) == 0, "a second run differs at %u",
                   i);
    }
    /* the option drops token.nonconvergent-call and nothing else */
    run_verify(f, true, &st, &d3, &v3);
    codes_of(d1, "token.nonconvergent-call", &s1);
    codes_of(d3, NULL, &s2);
    FUZZ_CHECK(strcmp(s1.p, s2.p) == 0, "allow_token_on_nonconvergent changes more than token.nonconvergent-call:\n%s---\n%s",
               s1.p, s2.p);
    strbuf_free(&s1);
    strbuf_free(&s2);

    /* the brute force */
    FUZZ_CHECK(fuzz_print_module(m, &text) == CONV_OK, "print");
    brute_force(&fn, expect, &compare_paths);
    FUZZ_CHECK(has_code(d1, rule_codes[R_DOMINANCE]) == expect[R_DOMINANCE],
               "token.dominance: conv %d, brute force %d, in\n%s", has_code(d1, rule_codes[R_DOMINANCE]),
               expect[R_DOMINANCE], text.p);
    if (compare_paths)
        for (k = R_CYCLE_USE; k < R_COUNT; k++)
            FUZZ_CHECK(has_code(d1, rule_codes[k]) == expect[k], "%s: conv %d, brute force %d, in\n%s", rule_codes[k],
                       has_code(d1, rule_codes[k]), expect[k], text.p);
    check_hearts(&fn, f, &st);

    /* print -> parse -> verify */
    memset(&pd, 0, sizeof pd);
    pd.allocator = test_allocator(&st);
    pd.format = CONV_FORMAT_NATIVE;
    r = conv_parse(text.p, text.n, &pd, NULL, &m2);
    FUZZ_CHECK(r == CONV_OK, "the printed function does not parse (%s):\n%s", conv_result_str(r), text.p);
    run_verify(conv_module_function(m2, 0), false, &st, &d4, &v4);
    codes_of(d1, NULL, &s1);
    codes_of(d4, NULL, &s2);
    FUZZ_CHECK(v1 == v4 && strcmp(s1.p, s2.p) == 0, "verdicts differ after print and parse:\n%s---\n%s\n%s", s1.p, s2.p,
               text.p);
    strbuf_free(&s1);
    strbuf_free(&s2);
    strbuf_free(&text);

    conv_diags_destroy(d1);
    conv_diags_destroy(d2);
    conv_diags_destroy(d3);
    conv_diags_destroy(d4);
    conv_module_destroy(m2);
    conv_module_destroy(m);
    FUZZ_CHECK_NO_LEAK(&st);
    return 0;
}
