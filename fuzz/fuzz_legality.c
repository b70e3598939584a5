/* fuzz_legality.c - the legality stage on decoded random GPU functions:
   every "legal" verdict is applied, verified and confirmed by the
   reference interpreter.

   Build (see fuzz/README.md):
     clang -std=c99 -fsanitize=fuzzer,address,undefined -g -O1 fuzz/fuzz_legality.c -o build/fuzz/lf/fuzz_legality

   Input (an exhausted input reads zeros):
     byte 0     bits 0-1 the stage's wave size (64, 1, 4, 32); bit 2 tokens
                (a convergent function with entry, hearts and anchors);
                bit 3 the shape: 0 structured (tests/support/legality_gen.h,
                lg_cfg_structured, decoded from the bytes that follow, up
                to 16 blocks), 1 any CFG (fuzz_common.h, fcfg_decode, up to
                12 blocks; invokes become plain branches); bits 4-5 the
                most operations per block - 1 (1-4)
     byte 1     interpreter seed
     shape      as bit 3 says
     function   lg_build's choices, one byte each (lg_below: byte % n):
                phis, hearts, per block (reverse post-order) the number of
                operations, each operation's kind (0: add ... ; twins of
                earlier operations from 19 on), its operands (lg_pick: the
                block, a dominator one or two levels up, a constant or an
                argument), flags (speculatable, workgroup scope) and token;
                then the phis' incoming values and the branch conditions
     queries    while input remains (at most 8): lg_query_random's choices
                (kind: hoist, sink, speculate, merge, cse; the operation or
                the identical pair; the target up or down the dominator
                tree, or any block)
     stage II   then, while input remains (at most 4), five bytes: the
                kind (tail duplication, jump threading, block merge, peel,
                unroll, back-edge separation, loop deletion, unswitching,
                rotation, a changed exit iteration: asked only),
                three blocks (any: the shape refusals are asked too; the
                loop kinds name a cycle by its header) and a count 0-4

   Inference: before the queries, conv_infer_tokens of the function (bit 6
   of byte 0: a heart in every loop), checked as a legal edit is (see
   fl_infer).

   Invariants (nothing compares conv with its own answer):
   * generated functions that break a static rule (conv_verify) are
     skipped; conv_legality_build and every query return CONV_OK;
   * a verdict is legal iff its reason is one of the legal ones, and
     conv_verdict_write's text starts with "legal" or "illegal";
   * soundness: a legal verdict's conv_apply_* succeeds, the copy passes
     conv_verify, and conv_equivalence_check confirms it in three runs
     (33 threads in waves as wide as the stage's, at most 32, then one
     thread, then 8 threads in waves of up to 4; anchors maximal, split
     (maximal for a merge or CSE of anchors), maximal; 128 steps per
     thread), each where the original alone finishes within 64 steps and
     no barrier runs without its whole wave (lg_usable);
   * wave size 1: the stage built for one thread answers legal every move
     that the stage of the decoded wave size answers legal (every branch
     is uniform for one thread);
   * stage II: the same for every conv_can_* of stage II (a threading
     applied only when the test confirms its way on: lg_way_on), with
     conv_apply_* making the copy;
   * every allocation goes through the counting allocator; nothing leaks. */
#include "../conv.h"
#include "fuzz_common.h"
#include "../tests/support/legality_gen.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static unsigned fl_below(void *state, unsigned n) { return fuzz_below((fuzz_reader *)state, n > 256u ? 256u : n); }

static bool fl_stderr(const char *data, size_t size, void *user) {
    (void)user;
    fwrite(data, 1, size, stderr);
    return true;
}

/* What the fuzzer asked, for messages: a stage I query, or a stage II
   question (kind, blocks). */
typedef struct fl_question {
    const lg_query *q;
    unsigned kind;
    conv_block b[3];
    uint32_t count; /* peel: iterations; unroll: factor */
} fl_question;

static const char *const fl_cf_names[8] = {"tail-duplicate", "jump-thread", "merge-blocks", "peel",
                                           "unroll", "separate-backedges", "delete-loop", "unswitch"};

static void fl_question_str(const conv_function *f, const fl_question *x, char *out, size_t size) {
    if (x->q) {
        lg_query_str(f, x->q, out, size);
        return;
    }
    if (x->kind >= 8u) {
        snprintf(out, size, "infer-tokens");
        return;
    }
    snprintf(out, size, "%s %s %s %s (%u)", fl_cf_names[x->kind], conv_block_name(f, x->b[0]), conv_block_name(f, x->b[1]),
             x->kind == 1 ? conv_block_name(f, x->b[2]) : "", x->count);
}

static void fl_fail(const conv_function *f, const fl_question *x, const conv_function *g, const conv_diags *diags,
                    const char *what) {
    char qs[200], why[600];
    fl_question_str(f, x, qs, sizeof qs);
    why[0] = '\0';
    if (diags && conv_diags_count(diags)) conv_diags_format(diags, 0, why, sizeof why);
    fprintf(stderr, "query: %s\n%s\n--- function\n", qs, why);
    conv_function_print(f, fl_stderr, NULL);
    if (g) {
        fprintf(stderr, "--- transformed\n");
        conv_function_print(g, fl_stderr, NULL);
    }
    FUZZ_CHECK(false, "%s", what);
}

/* Checks g, the copy a legal question made (NULL: apply refused), against
   f. maximal: anchors maximal in every run (a merge or CSE of anchors). */
static void fl_check_copy(const conv_function *f, const fl_question *x, conv_function *g, uint32_t W, uint8_t seed,
                          bool maximal, conv_diags *diags) {
    bool valid = false;
    unsigned i;
    if (g == NULL) fl_fail(f, x, NULL, diags, "a legal edit is refused by apply");
    conv_diags_clear(diags);
    FUZZ_CHECK(conv_verify(g, NULL, diags, &valid) == CONV_OK, "verify");
    if (!valid) fl_fail(f, x, g, diags, "a legal edit breaks a static rule");
    for (i = 0; i < 3; i++) {
        conv_interp_desc d;
        bool eq = false;
        memset(&d, 0, sizeof d);
        d.threads = i == 0 ? 33u : i == 1 ? 1u : 8u;
        d.wave_size = i == 0 ? (W < 32u ? W : 32u) : i == 1 ? 1u : (W < 4u ? W : 4u);
        d.seed = (uint64_t)seed * 7919u + i;
        d.max_steps = 64;
        d.anchors = i == 1 && !maximal ? CONV_ANCHOR_SPLIT : CONV_ANCHOR_MAXIMAL;
        /* only runs that tell something: f finishes in half the steps
           (a moved operation adds at most one step per step) and is
           defined */
        if (!lg_usable(f, &d, NULL)) continue;
        d.max_steps = 128;
        conv_diags_clear(diags);
        FUZZ_CHECK(conv_equivalence_check(f, g, &d, diags, &eq) == CONV_OK, "equivalence check refused");
        if (!eq) fl_fail(f, x, g, diags, "UNSOUND: a legal edit is not confirmed by the interpreter");
    }
}

/* Applies a legal query and checks the copy against f. */
static void fl_confirm(lg_fn *fn, const lg_query *q, uint32_t W, uint8_t seed, unsigned serial, conv_diags *diags) {
    conv_function *g = NULL;
    fl_question x;
    char name[24];
    memset(&x, 0, sizeof x);
    x.q = q;
    snprintf(name, sizeof name, "g%u", serial);
    conv_diags_clear(diags);
    if (lg_apply(fn->f, q, name, diags, &g) != CONV_OK) g = NULL;
    fl_check_copy(fn->f, &x, g, W, seed, lg_anchor_pair(fn->f, q), diags);
}

/* A stage II question from three bytes: its kind and blocks (any blocks:
   the shape refusals are answered too). */
static conv_result fl_cf_ask(const conv_legality *L, const fl_question *x, conv_verdict *v) {
    const conv_cycles *ci = conv_legality_cycles(L);
    conv_cycle c = conv_cycles_innermost(ci, x->b[0]);
    if (x->kind == 0) return conv_can_tail_duplicate(L, x->b[0], v);
    if (x->kind == 1) return conv_can_jump_thread(L, x->b[0], x->b[1], x->b[2], v);
    if (x->kind == 2) return conv_can_merge_blocks(L, x->b[0], x->b[1], v);
    /* the loop kinds name a cycle by its header */
    if (c.id == 0 || conv_cycle_header(ci, c).id != x->b[0].id) {
        memset(v, 0, sizeof *v);
        v->reason = CONV_LEGAL_SHAPE;
        return CONV_OK;
    }
    if (x->kind == 3) return conv_can_peel(L, c, x->count, v);
    if (x->kind == 4) return conv_can_unroll(L, c, x->count, CONV_UNROLL_MULTIPLE, v);
    if (x->kind == 5) return conv_can_separate_backedges(L, c, v);
    if (x->kind == 6) return conv_can_delete_loop(L, c, v);
    if (x->kind == 8) return conv_can_rotate(L, c, v);
    if (x->kind == 9) return conv_can_change_exit(L, c, v);
    return conv_can_unswitch(L, c, x->b[1], v);
}

static conv_result fl_cf_apply(conv_function *f, const fl_question *x, const char *name, conv_diags *d, conv_function **g) {
    if (x->kind == 0) return conv_apply_tail_duplicate(f, x->b[0], name, d, g);
    if (x->kind == 1) return conv_apply_jump_thread(f, x->b[0], x->b[1], x->b[2], name, d, g);
    if (x->kind == 2) return conv_apply_merge_blocks(f, x->b[0], x->b[1], name, d, g);
    if (x->kind == 3) return conv_apply_peel(f, x->b[0], x->count, name, d, g);
    if (x->kind == 4) return conv_apply_unroll(f, x->b[0], x->count, name, d, g);
    if (x->kind == 5) return conv_apply_separate_backedges(f, x->b[0], name, d, g);
    if (x->kind == 6) return conv_apply_delete_loop(f, x->b[0], name, d, g);
    if (x->kind == 8) return conv_apply_rotate(f, x->b[0], name, d, g);
    return conv_apply_unswitch(f, x->b[0], x->b[1], name, d, g);
}

static void fl_stage2(fuzz_reader *r, lg_fn *fn, const conv_legality *L, const conv_legality *L1, uint32_t W,
                      uint8_t seed, conv_diags *diags) {
    const conv_function *f = fn->f;
    uint32_t nb = conv_function_block_count(f), k, i;
    for (k = 0; k < 4 && r->n > 0; k++) {
        fl_question x;
        conv_verdict v, v1;
        conv_block way;
        conv_function *g = NULL;
        char name[24];
        conv_result ar;
        memset(&x, 0, sizeof x);
        x.kind = fuzz_u8(r) % 10u;
        for (i = 0; i < 3; i++) x.b[i] = conv_function_block(f, fuzz_u8(r) % nb);
        x.count = fuzz_u8(r) % 5u;
        FUZZ_CHECK(fl_cf_ask(L, &x, &v) == CONV_OK && fl_cf_ask(L1, &x, &v1) == CONV_OK, "stage II question %u", k);
        FUZZ_CHECK(v.legal == (v.reason < CONV_LEGAL_DIVERGENT_BRANCH), "legal %d with reason %s", (int)v.legal,
                   conv_legal_reason_str(v.reason));
        if (v.legal && !v1.legal) fl_fail(f, &x, NULL, NULL, "wave size 1 refuses an edit a wider wave accepts");
        /* a threading is the caller's claim about the way on: checked only
           when true */
        if (!v.legal || (x.kind == 1 && !(lg_way_on(f, x.b[0], x.b[1], &way) && way.id == x.b[2].id))) continue;
        if (x.kind == 9) continue; /* change-exit: the rewrite is the caller's, nothing to apply */
        snprintf(name, sizeof name, "h%u", k);
        conv_diags_clear(diags);
        ar = fl_cf_apply(fn->f, &x, name, diags, &g);
        fl_check_copy(f, &x, ar == CONV_OK ? g : NULL, W, seed, false, diags);
    }
}

static void fl_queries(fuzz_reader *r, lg_src *src, lg_fn *fn, uint32_t W, uint8_t seed, const conv_allocator *al) {
    conv_legality_desc ld;
    conv_legality *L = NULL, *L1 = NULL;
    conv_domtree *dt = NULL, *pdt = NULL;
    conv_domtree_desc dd;
    conv_diags *diags = NULL;
    lg_pool pool;
    unsigned k;
    memset(&pool, 0, sizeof pool);
    memset(&ld, 0, sizeof ld);
    ld.allocator = *al;
    ld.wave_size = W;
    FUZZ_CHECK(conv_legality_build(fn->f, &ld, &L) == CONV_OK, "conv_legality_build (wave %u)", W);
    ld.wave_size = 1;
    FUZZ_CHECK(conv_legality_build(fn->f, &ld, &L1) == CONV_OK, "conv_legality_build (wave 1)");
    memset(&dd, 0, sizeof dd);
    FUZZ_CHECK(conv_domtree_build(fn->f, &dd, &dt) == CONV_OK, "domtree");
    dd.post = true;
    FUZZ_CHECK(conv_domtree_build(fn->f, &dd, &pdt) == CONV_OK, "postdomtree");
    FUZZ_CHECK(conv_diags_create(al, &diags) == CONV_OK, "diags");
    FUZZ_CHECK(lg_pool_init(&pool, fn, dt, pdt), "pool");
    for (k = 0; k < 8 && r->n > 0; k++) {
        lg_query q;
        conv_verdict v, v1;
        char text[300];
        fuzz_strbuf sb;
        if (!lg_query_random(&pool, src, &q)) break;
        FUZZ_CHECK(lg_ask(L, &q, &v) == CONV_OK, "query %u", k);
        FUZZ_CHECK((unsigned)v.reason < CONV_LEGAL_REASON_COUNT, "reason %d", (int)v.reason);
        FUZZ_CHECK(v.legal == (v.reason < CONV_LEGAL_DIVERGENT_BRANCH), "legal %d with reason %s", (int)v.legal,
                   conv_legal_reason_str(v.reason));
        memset(&sb, 0, sizeof sb);
        FUZZ_CHECK(conv_verdict_write(fn->f, &v, fuzz_sb_write, &sb) == CONV_OK && sb.p != NULL, "verdict text");
        snprintf(text, sizeof text, "%s", sb.p);
        fuzz_sb_free(&sb);
        FUZZ_CHECK(strncmp(text, v.legal ? "legal" : "illegal", v.legal ? 5u : 7u) == 0, "text '%s'", text);
        if (v.legal) fl_confirm(fn, &q, W, seed, k, diags);
        FUZZ_CHECK(lg_ask(L1, &q, &v1) == CONV_OK, "query %u (wave 1)", k);
        if (v.legal && !v1.legal) {
            fl_question x;
            memset(&x, 0, sizeof x);
            x.q = &q;
            fl_fail(fn->f, &x, NULL, NULL, "wave size 1 refuses a move a wider wave accepts");
        }
    }
    fl_stage2(r, fn, L, L1, W, seed, diags);
    lg_pool_free(&pool);
    conv_diags_destroy(diags);
    conv_domtree_free(dt);
    conv_domtree_free(pdt);
    conv_legality_free(L);
    conv_legality_free(L1);
}

/* Token inference (R20) of the function: one without tokens (made
   convergent) must come back with tokens that conv_verify accepts and the
   interpreter cannot tell apart (fl_check_copy's three runs, wave size
   64), or refused for an irreducible cycle or an entry block on a cycle;
   one with tokens must be left alone. Bit 6 of the option byte asks for a
   heart in every loop. */
static void fl_infer(lg_fn *fn, uint8_t seed, uint8_t opt, const conv_allocator *al) {
    conv_infer_desc desc;
    conv_infer_report rep;
    conv_function *g = NULL;
    conv_diags *diags = NULL;
    fl_question x;
    memset(&desc, 0, sizeof desc);
    memset(&x, 0, sizeof x);
    x.kind = 99; /* no question: the inference */
    desc.make_convergent = true;
    desc.every_loop = (opt & 64u) != 0;
    FUZZ_CHECK(conv_diags_create(al, &diags) == CONV_OK, "diags");
    FUZZ_CHECK(conv_infer_tokens(fn->f, &desc, "f.tokens", diags, &rep, &g) == CONV_OK, "infer_tokens");
    if (fn->tokens) {
        FUZZ_CHECK(rep.reason == CONV_INFER_HAS_TOKENS && g == NULL, "tokens: %s", conv_infer_reason_str(rep.reason));
    } else if (rep.reason == CONV_INFER_DONE) {
        FUZZ_CHECK(g != NULL && rep.entries == 1, "inferred without a copy");
        fl_check_copy(fn->f, &x, g, 64, seed, true, diags);
    } else {
        FUZZ_CHECK(g == NULL && (rep.reason == CONV_INFER_NOTHING || rep.reason == CONV_INFER_IRREDUCIBLE ||
                                 rep.reason == CONV_INFER_ENTRY_IN_CYCLE),
                   "refused: %s", conv_infer_reason_str(rep.reason));
    }
    conv_diags_destroy(diags);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const uint32_t waves[4] = {64, 1, 4, 32};
    fuzz_reader r;
    fuzz_alloc_state st;
    conv_allocator al;
    conv_module_desc md;
    conv_module *m = NULL;
    lg_src src;
    lg_cfg cfg;
    lg_fn fn;
    uint8_t opt, seed;
    bool valid = false;
    if (size > FUZZ_MAX_INPUT) return 0;
    r.p = data;
    r.n = size;
    src.below = fl_below;
    src.state = &r;
    opt = fuzz_u8(&r);
    seed = fuzz_u8(&r);
    memset(&st, 0, sizeof st);
    al = fuzz_allocator(&st);
    memset(&md, 0, sizeof md);
    md.allocator = al;
    FUZZ_CHECK(lg_cfg_init(&cfg, 16), "cfg");
    if (opt & 8u) {
        fcfg shape;
        unsigned b, k;
        fcfg_decode(&shape, &r, 12);
        cfg.n = shape.n;
        for (b = 0; b < shape.n; b++) {
            cfg.nsucc[b] = shape.nsucc[b];
            for (k = 0; k < shape.nsucc[b]; k++) cfg.succ[b][k] = shape.succ[b][k];
        }
    } else {
        lg_cfg_structured(&cfg, &src, false);
    }
    FUZZ_CHECK(conv_module_create(&md, &m) == CONV_OK, "module");
    memset(&fn, 0, sizeof fn);
    if (lg_build(m, "f", &cfg, &src, (opt & 4u) != 0, 1u + ((opt >> 4) & 3u), &fn) &&
        conv_verify(fn.f, NULL, NULL, &valid) == CONV_OK && valid) {
        fl_infer(&fn, seed, opt, &al);
        fl_queries(&r, &src, &fn, waves[opt & 3u], seed, &al);
    }
    lg_fn_free(&fn);
    conv_module_destroy(m);
    lg_cfg_free(&cfg);
    FUZZ_CHECK_NO_LEAK(&st);
    return 0;
}
