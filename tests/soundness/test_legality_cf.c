/* Legality stage II (the transformations that copy or re-route blocks:
   conv_can_tail_duplicate, conv_can_jump_thread, conv_can_merge_blocks)
   against the reference interpreter.

   Random functions as in test_legality.c (tests/support/legality_gen.h:
   structured and random_cfg.h shapes, tokens or none, collectives,
   barriers, stores, divergence sources), and random questions of the
   three kinds on blocks of the shape each needs: a block with two or more
   predecessors to duplicate; an edge pred -> block whose way on is known
   (block ends in an unconditional branch, or branches on one of its phis
   whose entry for pred is a constant, as a threading pass would know);
   a block and its only successor whose only predecessor it is; a loop's
   header and a count to peel or a factor to unroll (the multiple kind,
   whose form conv_apply_unroll makes: copies with their exit tests), or
   whose back edges to separate, a branch of it to unswitch, or to delete (a loop that runs forever in
   the original is not judged: the check compares finished runs). A
   tenth of
   the questions name blocks at random (the shape refusals; a threading
   whose way on the test cannot confirm is asked, never applied).

   Soundness: every legal answer, at wave size 64 or a smaller one, is
   applied (conv_apply_*), the copy must pass conv_verify, and
   conv_equivalence_check must confirm it in 5 configurations (1 to 33
   threads, waves up to the stage's, anchors maximal and split). What is
   legal for a wave is legal for one thread, and one thread never hears of
   a divergent branch.

   Precision (printed): among transformations that copy, bypass or merge
   a block holding a convergent operation and that the interpreter never
   tells apart from the original (applied whatever the verdict), the share
   conv accepts, beside LLVM 19's rules: TailDuplicator and JumpThreading
   refuse to copy a block with a convergent call, JumpThreading does
   nothing on targets with divergent branches (docs/llvm.md), SimplifyCFG
   merges blocks.

   Usage: test_legality_cf [--quick | --count QUESTIONS] [--seed S] [--print N]
     default 30,000 questions (4,000 under ASan; --quick 2,000). */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/random_cfg.h"
#include "../support/legality_gen.h"
#include "../support/legality_check.h"

#define QUESTIONS_PER_FUNCTION 8u

typedef enum cf_kind {
    CF_TAIL_DUPLICATE,
    CF_JUMP_THREAD,
    CF_MERGE_BLOCKS,
    CF_PEEL,
    CF_UNROLL,
    CF_SEPARATE,
    CF_DELETE,
    CF_UNSWITCH,
    CF_ROTATE,
    CF_KINDS
} cf_kind;
static const char *const cf_names[CF_KINDS] = {"tail-duplicate", "jump-thread", "merge-blocks", "peel",
                                               "unroll", "separate-backedges", "delete-loop", "unswitch",
                                               "rotate"};

typedef struct cf_query {
    cf_kind kind;
    conv_block b[3]; /* peel, unroll: the header */
    uint32_t count;  /* peel: iterations; unroll: the factor */
} cf_query;

/* The cycle `header` heads in f's hierarchy (0: none). */
static conv_cycle headed(const conv_cycles *ci, conv_block header) {
    conv_cycle c = conv_cycles_innermost(ci, header), none = {0};
    return c.id && conv_cycle_header(ci, c).id == header.id ? c : none;
}

static unsigned print_limit = 3;

static struct {
    unsigned long questions, legal, unsound, w1_monotone_bad, w1_divergent_bad;
    lg_made made;
    unsigned long asked[CF_KINDS], accepted[CF_KINDS], reasons[CONV_LEGAL_REASON_COUNT];
    unsigned long indist[CF_KINDS], indist_conv[CF_KINDS], indist_llvm[CF_KINDS];
    unsigned printed;
} st;

/* --- the shapes --- */

static uint32_t edges_between(const conv_function *f, conv_block a, conv_block b) {
    uint32_t n = 0, k, count = 0;
    const conv_block *s = conv_block_successors(f, a, &count);
    for (k = 0; k < count; k++) n += s[k].id == b.id;
    return n;
}

static uint32_t distinct_preds(const conv_function *f, conv_block b) {
    uint32_t n = 0, k, j, count = 0;
    const conv_block *p = conv_block_predecessors(f, b, &count);
    for (k = 0; k < count; k++) {
        for (j = 0; j < k && p[j].id != p[k].id; j++) {
        }
        n += j == k;
    }
    return n;
}

/* A random block of the cycle `header` heads. */
static conv_block random_cycle_block(const conv_function *f, const conv_cycles *ci, conv_block header, test_rng *rng) {
    uint32_t n = 0;
    const conv_block *blocks = conv_cycle_blocks(ci, headed(ci, header), &n);
    (void)f;
    return n ? blocks[test_below(rng, n)] : header;
}

/* A random question of kind `kind` on blocks of its shape; false when the
   function has none. */
static bool cf_shaped(const conv_function *f, cf_kind kind, test_rng *rng, cf_query *q) {
    uint32_t n = conv_function_block_count(f), i, seen = 0, k, count;
    conv_cycles *ci = NULL;
    q->kind = kind;
    for (i = 0; i < n; i++) {
        conv_block b = conv_function_block(f, i), s;
        const conv_block *p;
        if (!conv_block_is_reachable(f, b) || i == 0) continue;
        switch (kind) {
        case CF_TAIL_DUPLICATE:
            if (distinct_preds(f, b) >= 2 && test_below(rng, ++seen) == 0) q->b[0] = b;
            break;
        case CF_JUMP_THREAD:
            p = conv_block_predecessors(f, b, &count);
            for (k = 0; k < count; k++)
                if (p[k].id != b.id && edges_between(f, p[k], b) == 1 && lg_way_on(f, p[k], b, &s) &&
                    test_below(rng, ++seen) == 0) {
                    q->b[0] = p[k];
                    q->b[1] = b;
                    q->b[2] = s;
                }
            break;
        case CF_MERGE_BLOCKS:
            p = conv_block_predecessors(f, b, &count);
            if (distinct_preds(f, b) == 1 && p[0].id != b.id) {
                uint32_t ns = 0;
                conv_block_successors(f, p[0], &ns);
                if (edges_between(f, p[0], b) == ns && test_below(rng, ++seen) == 0) {
                    q->b[0] = p[0];
                    q->b[1] = b;
                }
            }
            break;
        case CF_PEEL:
        case CF_UNROLL:
        case CF_SEPARATE:
        case CF_DELETE:
        case CF_UNSWITCH:
        case CF_ROTATE:
            if (ci == NULL) CHECK_RESULT(conv_cycles_build(f, NULL, &ci), CONV_OK);
            if (ci && headed(ci, b).id && test_below(rng, ++seen) == 0) {
                q->b[0] = b;
                q->count = (kind == CF_UNROLL ? 2u : 1u) + test_below(rng, 2);
                /* unswitch: a block of the cycle */
                q->b[1] = kind == CF_UNSWITCH ? random_cycle_block(f, ci, b, rng) : b;
            }
            break;
        case CF_KINDS: break;
        }
    }
    conv_cycles_free(ci);
    return seen > 0;
}

static bool cf_random(const conv_function *f, test_rng *rng, cf_query *q) {
    uint32_t n = conv_function_block_count(f), i;
    memset(q, 0, sizeof *q);
    q->kind = (cf_kind)test_below(rng, CF_KINDS);
    if (test_below(rng, 10) == 0) {
        for (i = 0; i < 3; i++) q->b[i] = conv_function_block(f, test_below(rng, n));
        q->count = test_below(rng, 3);
        return true;
    }
    return cf_shaped(f, q->kind, rng, q);
}

static conv_result cf_ask(const conv_legality *L, const cf_query *q, conv_verdict *v) {
    switch (q->kind) {
    case CF_TAIL_DUPLICATE: return conv_can_tail_duplicate(L, q->b[0], v);
    case CF_JUMP_THREAD: return conv_can_jump_thread(L, q->b[0], q->b[1], q->b[2], v);
    case CF_MERGE_BLOCKS: return conv_can_merge_blocks(L, q->b[0], q->b[1], v);
    case CF_PEEL:
    case CF_UNROLL:
    case CF_SEPARATE:
    case CF_DELETE:
    case CF_UNSWITCH:
    case CF_ROTATE: {
        conv_cycle c = headed(conv_legality_cycles(L), q->b[0]);
        if (c.id == 0) { /* not a header: the shape refusal */
            memset(v, 0, sizeof *v);
            v->reason = CONV_LEGAL_SHAPE;
            return CONV_OK;
        }
        /* the applied form is the multiple one (copies with their exits) */
        if (q->kind == CF_UNROLL) return conv_can_unroll(L, c, q->count, CONV_UNROLL_MULTIPLE, v);
        if (q->kind == CF_SEPARATE) return conv_can_separate_backedges(L, c, v);
        if (q->kind == CF_DELETE) return conv_can_delete_loop(L, c, v);
        if (q->kind == CF_UNSWITCH) return conv_can_unswitch(L, c, q->b[1], v);
        if (q->kind == CF_ROTATE) return conv_can_rotate(L, c, v);
        return conv_can_peel(L, c, q->count, v);
    }
    case CF_KINDS: break;
    }
    return CONV_ERR_INVALID_ARGUMENT;
}

static conv_result cf_apply(conv_function *f, const cf_query *q, const char *name, conv_diags *d, conv_function **g) {
    switch (q->kind) {
    case CF_TAIL_DUPLICATE: return conv_apply_tail_duplicate(f, q->b[0], name, d, g);
    case CF_JUMP_THREAD: return conv_apply_jump_thread(f, q->b[0], q->b[1], q->b[2], name, d, g);
    case CF_MERGE_BLOCKS: return conv_apply_merge_blocks(f, q->b[0], q->b[1], name, d, g);
    case CF_PEEL: return conv_apply_peel(f, q->b[0], q->count, name, d, g);
    case CF_UNROLL: return conv_apply_unroll(f, q->b[0], q->count, name, d, g);
    case CF_SEPARATE: return conv_apply_separate_backedges(f, q->b[0], name, d, g);
    case CF_DELETE: return conv_apply_delete_loop(f, q->b[0], name, d, g);
    case CF_UNSWITCH: return conv_apply_unswitch(f, q->b[0], q->b[1], name, d, g);
    case CF_ROTATE: return conv_apply_rotate(f, q->b[0], name, d, g);
    case CF_KINDS: break;
    }
    return CONV_ERR_INVALID_ARGUMENT;
}

/* Whether block b holds a convergent operation or a token definition. */
static bool holds_convergent(const conv_function *f, conv_block b) {
    uint32_t n = 0, k;
    const conv_value *insts = conv_block_insts(f, b, &n);
    for (k = 0; k < n; k++) {
        conv_kind kind = conv_value_kind(f, insts[k]);
        if ((conv_value_flags(f, insts[k]) & CONV_FLAG_CONVERGENT) || kind == CONV_KIND_ENTRY ||
            kind == CONV_KIND_LOOP || kind == CONV_KIND_ANCHOR)
            return true;
    }
    return false;
}

/* Whether a convergent operation is in what the edit copies, bypasses or
   merges. */
static bool touches_convergent(const conv_function *f, const cf_query *q) {
    if (q->kind >= CF_PEEL) {
        conv_cycles *ci = NULL;
        bool any = false;
        uint32_t n = 0, i;
        const conv_block *blocks;
        CHECK_RESULT(conv_cycles_build(f, NULL, &ci), CONV_OK);
        blocks = conv_cycle_blocks(ci, headed(ci, q->b[0]), &n);
        for (i = 0; i < n && !any; i++) any = holds_convergent(f, blocks[i]);
        conv_cycles_free(ci);
        return any;
    }
    return holds_convergent(f, q->kind == CF_TAIL_DUPLICATE ? q->b[0] : q->b[1]) ||
           (q->kind == CF_MERGE_BLOCKS && holds_convergent(f, q->b[0]));
}

/* LLVM 19's rules (docs/llvm.md): no copy of a block with a convergent
   call, no threading at all on targets with divergent branches, blocks
   merged. */
static bool llvm19_accepts(const conv_function *f, const cf_query *q) {
    if (q->kind == CF_JUMP_THREAD) return false;
    if (q->kind == CF_PEEL) return true; /* LoopPeel: no convergence check (LEGALITY.md R9) */
    if (q->kind == CF_UNROLL) return true; /* UnrollLoop without a remainder: heart copies erased (R7) */
    if (q->kind == CF_SEPARATE) return false; /* separateNestedLoop refuses any convergent call (R16) */
    if (q->kind == CF_DELETE) return true;     /* LoopDeletion: no token check in 19 (R24) */
    if (q->kind == CF_UNSWITCH) return false;  /* non-trivial unswitching refuses convergent loops (R15) */
    if (q->kind == CF_ROTATE) return !holds_convergent(f, q->b[0]); /* rotateLoop: none in the header (R17) */
    if (q->kind == CF_TAIL_DUPLICATE) return !holds_convergent(f, q->b[0]);
    return true;
}

/* --- checking --- */

static void cf_str(const conv_function *f, const cf_query *q, char *out, size_t size) {
    if (q->kind == CF_TAIL_DUPLICATE)
        snprintf(out, size, "%s %s", cf_names[q->kind], conv_block_name(f, q->b[0]));
    else if (q->kind == CF_JUMP_THREAD)
        snprintf(out, size, "%s %s %s %s", cf_names[q->kind], conv_block_name(f, q->b[0]), conv_block_name(f, q->b[1]),
                 conv_block_name(f, q->b[2]));
    else if (q->kind == CF_UNSWITCH)
        snprintf(out, size, "%s %s %s", cf_names[q->kind], conv_block_name(f, q->b[0]), conv_block_name(f, q->b[1]));
    else if (q->kind == CF_SEPARATE || q->kind == CF_DELETE || q->kind == CF_ROTATE)
        snprintf(out, size, "%s %s", cf_names[q->kind], conv_block_name(f, q->b[0]));
    else if (q->kind == CF_PEEL || q->kind == CF_UNROLL)
        snprintf(out, size, "%s %s %u", cf_names[q->kind], conv_block_name(f, q->b[0]), q->count);
    else
        snprintf(out, size, "%s %s %s", cf_names[q->kind], conv_block_name(f, q->b[0]), conv_block_name(f, q->b[1]));
}

static bool in_reproducers;

static void report(const char *what, const conv_function *f, const cf_query *q, uint32_t W, const conv_verdict *v,
                   const conv_function *g, const char *why) {
    char qs[200], vs[400];
    cf_str(f, q, qs, sizeof qs);
    verdict_text(f, v, vs, sizeof vs);
    /* one line per failure (tests/soundness/mutate_legality.sh reads them) */
    if (in_reproducers) fprintf(stderr, "FAILED reproducer: %s: %s: %s\n", what, qs, vs);
    else fprintf(stderr, "FAILED question %lu: %s: %s: %s\n", st.questions, what, qs, vs);
    if (st.printed++ >= print_limit) return;
    fprintf(stderr, "\n=== %s\nquestion: %s (wave size %u)\nverdict: %s\nwhy: %s\n--- function\n", what, qs, W, vs, why);
    conv_function_print(f, print_stderr, NULL);
    if (g) {
        fprintf(stderr, "--- transformed\n");
        conv_function_print(g, print_stderr, NULL);
    }
}

/* The copy of q's edit, checked by conv_verify; NULL when refused or
   invalid (c->why says which). */
static conv_function *cf_transformed(checker *c, conv_function *f, const cf_query *q, unsigned *serial) {
    char name[32];
    conv_function *g = NULL;
    bool valid = false;
    snprintf(name, sizeof name, "g%u", (*serial)++);
    conv_diags_clear(c->diags);
    if (cf_apply(f, q, name, c->diags, &g) != CONV_OK) {
        snprintf(c->why, sizeof c->why, "apply refused");
        if (conv_diags_count(c->diags)) conv_diags_format(c->diags, 0, c->why, sizeof c->why);
        return NULL;
    }
    conv_diags_clear(c->diags);
    if (conv_verify(g, NULL, c->diags, &valid) != CONV_OK || !valid) {
        snprintf(c->why, sizeof c->why, "the copy breaks a static rule: ");
        if (conv_diags_count(c->diags))
            conv_diags_format(c->diags, 0, c->why + strlen(c->why), sizeof c->why - strlen(c->why));
        return NULL;
    }
    return g;
}

static void check_question(checker *c, conv_function *f, const conv_legality *L, uint32_t W, const conv_legality *L1,
                           const cf_query *q, unsigned *serial) {
    conv_verdict v, v1;
    conv_function *g;
    conv_block way;
    unsigned checked = 0;
    memset(&v, 0, sizeof v);
    memset(&v1, 0, sizeof v1);
    CHECK_RESULT(cf_ask(L, q, &v), CONV_OK);
    CHECK_RESULT(cf_ask(L1, q, &v1), CONV_OK);
    CHECK((unsigned)v.reason < CONV_LEGAL_REASON_COUNT && v.legal == (v.reason < CONV_LEGAL_DIVERGENT_BRANCH));
    st.questions++;
    st.asked[q->kind]++;
    st.accepted[q->kind] += v.legal;
    st.legal += v.legal;
    st.reasons[v.reason]++;
    if (v.legal && !v1.legal) {
        st.w1_monotone_bad++;
        CHECK_MSG(false, "legal for wave %u, refused for wave 1", W);
        report("WAVE 1: refused, but a wider wave accepts", f, q, 1, &v1, NULL, "");
    }
    if (v1.reason == CONV_LEGAL_DIVERGENT_BRANCH) {
        st.w1_divergent_bad++;
        CHECK_MSG(false, "a divergent branch at wave size 1");
        report("WAVE 1: a divergent branch", f, q, 1, &v1, NULL, "");
    }
    /* a threading is the caller's claim that pred's threads leave block
       for succ: only a true claim makes an edit to check */
    if (q->kind == CF_JUMP_THREAD && !(lg_way_on(f, q->b[0], q->b[1], &way) && way.id == q->b[2].id)) return;
    if (v.legal) {
        g = cf_transformed(c, f, q, serial);
        if (g == NULL) {
            st.unsound++;
            CHECK_MSG(false, "a legal edit cannot be applied or breaks a static rule");
            report("UNSOUND: legal, but the edit is refused or invalid", f, q, W, &v, NULL, c->why);
        } else if (run_equivalence(c, f, g, W, 5, false, false, &checked) == 0) {
            st.unsound++;
            CHECK_MSG(false, "legal edit not confirmed by the interpreter");
            report("UNSOUND: legal, but the interpreter tells the programs apart", f, q, W, &v, g, c->why);
        }
    }
    /* precision: edits around convergent operations one can apply */
    if (W == 64 && v1.legal && touches_convergent(f, q) && (g = cf_transformed(c, f, q, serial)) != NULL &&
        run_equivalence(c, f, g, 64, 5, false, false, &checked) == 1 && checked >= 3) {
        st.indist[q->kind]++;
        st.indist_conv[q->kind] += v.legal;
        st.indist_llvm[q->kind] += llvm19_accepts(f, q);
    }
}

static void check_function(checker *c, lg_fn *fn, test_rng *rng) {
    conv_function *f = fn->f;
    static const uint32_t waves[] = {4, 32};
    conv_legality_desc d;
    conv_legality *L64 = NULL, *L1 = NULL, *Lw = NULL;
    uint32_t w = waves[test_below(rng, 2)], k;
    unsigned serial = 0;
    memset(&d, 0, sizeof d);
    d.wave_size = 64;
    CHECK_RESULT(conv_legality_build(f, &d, &L64), CONV_OK);
    d.wave_size = 1;
    CHECK_RESULT(conv_legality_build(f, &d, &L1), CONV_OK);
    d.wave_size = w;
    CHECK_RESULT(conv_legality_build(f, &d, &Lw), CONV_OK);
    for (k = 0; L64 && L1 && Lw && k < QUESTIONS_PER_FUNCTION; k++) {
        cf_query q;
        unsigned pick = test_below(rng, 10);
        test_rng qrng;
        if (!cf_random(f, rng, &q)) continue;
        qrng.state = test_rand(rng) * 0x9e3779b97f4a7c15ull + k;
        c->rng = &qrng;
        check_question(c, f, pick < 6 ? L64 : pick < 8 ? L1 : Lw, pick < 6 ? 64u : pick < 8 ? 1u : w, L1, &q, &serial);
        c->rng = rng;
    }
    conv_legality_free(L64);
    conv_legality_free(L1);
    conv_legality_free(Lw);
}

/* --- reproducers: a function as native text and one question whose legal
   answer is held to the same checks (the random stream finds these
   shapes rarely) --- */

typedef struct cf_case {
    const char *name, *text;
    cf_kind kind;
    const char *blocks[3];
    uint32_t count, wave;
} cf_case;

/* R6/R9's shape for two reproducers below: a loop whose heart is read
   after it. */
#define HEART_READ_AFTER_LOOP                                                                                      \
    "func @t(%tid divergent, %x, %out) convergent {\n"                                                            \
    "entry:\n"                                                                                                    \
    "  %e = token.entry\n"                                                                                        \
    "  br head\n"                                                                                                 \
    "head:\n"                                                                                                     \
    "  %i = phi [0, entry], [%i1, head]\n"                                                                        \
    "  %h = token.loop %e\n"                                                                                      \
    "  %i1 = add %i, 1\n"                                                                                         \
    "  %c = icmp %i1, %tid\n"                                                                                     \
    "  br %c, head, exit\n"                                                                                       \
    "exit:\n"                                                                                                     \
    "  %r = call @reduce(%x) ctrl %h convergent collective\n"                                                     \
    "  store %r, %out\n"                                                                                          \
    "  ret\n"                                                                                                     \
    "}\n"

static const cf_case cf_cases[] = {
    /* threads leave a loop by two exits and meet at `join`: copies per way
       in would part them (the region of one iteration does not see it) */
    {"copies of a block entered from two exits of a loop",
     "func @x(%tid divergent, %x, %out) convergent {\n"
     "entry:\n"
     "  %e = token.entry\n"
     "  br head\n"
     "head:\n"
     "  %i = phi [0, entry], [%i1, latch]\n"
     "  %c1 = icmp %i, 7\n"
     "  br %c1, body, join\n"
     "body:\n"
     "  %c2 = icmp %i, %tid\n"
     "  br %c2, latch, join\n"
     "latch:\n"
     "  %i1 = add %i, 1\n"
     "  br head\n"
     "join:\n"
     "  %b = call @ballot(%x) ctrl %e convergent collective\n"
     "  store %b, %out\n"
     "  ret\n"
     "}\n",
     CF_TAIL_DUPLICATE, {"join", NULL, NULL}, 0, 64},
    /* R12: merged as it is, the loop intrinsic would follow a convergent
       operation in its block (a static rule: conv_verify refuses the
       copy); outside any cycle it folds into its parent */
    {"a loop intrinsic merged after a ballot",
     "func @d(%x, %out) convergent {\n"
     "entry:\n"
     "  %e = token.entry\n"
     "  %b = call @ballot(%x) ctrl %e convergent collective\n"
     "  store %b, %out\n"
     "  br next\n"
     "next:\n"
     "  %l = token.loop %e\n"
     "  %r = call @reduce(%x) ctrl %l convergent collective\n"
     "  store %r, %out\n"
     "  ret\n"
     "}\n",
     CF_MERGE_BLOCKS, {"entry", "next", NULL}, 0, 64},
    /* R12: a loop intrinsic in a cycle (not its heart) folds into its
       parent, the heart: a thread runs it once per iteration */
    {"a loop intrinsic in a cycle merged after a ballot",
     "func @l(%tid divergent, %x, %out) convergent {\n"
     "entry:\n"
     "  %e = token.entry\n"
     "  br head\n"
     "head:\n"
     "  %i = phi [0, entry], [%i1, next]\n"
     "  %h = token.loop %e\n"
     "  %c = icmp %i, %tid\n"
     "  br %c, body, exit\n"
     "body:\n"
     "  %b = call @ballot(%x) ctrl %h convergent collective\n"
     "  store %b, %out\n"
     "  br next\n"
     "next:\n"
     "  %l = token.loop %h\n"
     "  %r = call @reduce(%x) ctrl %l convergent collective\n"
     "  store %r, %out\n"
     "  %i1 = add %i, 1\n"
     "  br head\n"
     "exit:\n"
     "  ret\n"
     "}\n",
     CF_MERGE_BLOCKS, {"body", "next", NULL}, 0, 64},
    /* R17: a while loop whose test holds a ballot, its values read in the
       body and after the loop: the guard's and the loop's copies meet in
       new phis (random loops rarely have a two-way exiting header) */
    {"a ballot in a rotated header",
     "func @r(%tid divergent, %out) {\n"
     "entry:\n"
     "  br head\n"
     "head:\n"
     "  %i = phi [0, entry], [%i1, body]\n"
     "  %b = call @ballot(%i) convergent collective\n"
     "  %c = icmp %i, %tid\n"
     "  br %c, body, exit\n"
     "body:\n"
     "  store %b, %out\n"
     "  %i1 = add %i, 1\n"
     "  br head\n"
     "exit:\n"
     "  store %b, %out\n"
     "  ret\n"
     "}\n",
     CF_ROTATE, {"head", NULL, NULL}, 0, 64},
    /* R17 refuses (a mutation that accepts must be caught here): the
       heart cannot leave the header, and the body's use of the header's
       anchor would need a token phi of its two copies */
    {"a heart in a rotated header",
     "func @h(%tid divergent, %out) convergent {\n"
     "entry:\n"
     "  %e = token.entry\n"
     "  br head\n"
     "head:\n"
     "  %i = phi [0, entry], [%i1, body]\n"
     "  %h = token.loop %e\n"
     "  %c = icmp %i, %tid\n"
     "  br %c, body, exit\n"
     "body:\n"
     "  %r = call @reduce(%i) ctrl %h convergent collective\n"
     "  store %r, %out\n"
     "  %i1 = add %i, 1\n"
     "  br head\n"
     "exit:\n"
     "  ret\n"
     "}\n",
     CF_ROTATE, {"head", NULL, NULL}, 0, 64},
    {"an anchor in a rotated header read in the body",
     "func @a(%tid divergent, %out) {\n"
     "entry:\n"
     "  br head\n"
     "head:\n"
     "  %i = phi [0, entry], [%i1, body]\n"
     "  %a = token.anchor\n"
     "  %c = icmp %i, %tid\n"
     "  br %c, body, exit\n"
     "body:\n"
     "  %r = call @reduce(%i) ctrl %a convergent collective\n"
     "  store %r, %out\n"
     "  %i1 = add %i, 1\n"
     "  br head\n"
     "exit:\n"
     "  ret\n"
     "}\n",
     CF_ROTATE, {"head", NULL, NULL}, 0, 64},
    /* R6/R9: the heart is read after the loop (its last iteration's
       threads); a copy would need a phi of tokens, which no valid
       function has: refused (the random stream rarely reads a loop's
       token after it) */
    {"a peeled loop's heart read after it",
     HEART_READ_AFTER_LOOP,
     CF_PEEL, {"head", NULL, NULL}, 1, 64},
    {"an unrolled loop's heart read after it",
     HEART_READ_AFTER_LOOP,
     CF_UNROLL, {"head", NULL, NULL}, 2, 64},
    {NULL, NULL, CF_KINDS, {NULL, NULL, NULL}, 0, 0},
};

static void reproducers(test_rng *rng) {
    const cf_case *tc;
    checker c;
    memset(&c, 0, sizeof c);
    c.rng = rng;
    CHECK_RESULT(conv_diags_create(NULL, &c.diags), CONV_OK);
    in_reproducers = true;
    for (tc = cf_cases; tc->name; tc++) {
        conv_module *m = NULL;
        conv_legality_desc d;
        conv_legality *L = NULL, *L1 = NULL;
        cf_query q;
        unsigned i, serial = 0;
        memset(&q, 0, sizeof q);
        CHECK_RESULT(conv_parse(tc->text, strlen(tc->text), NULL, NULL, &m), CONV_OK);
        if (m == NULL) continue;
        q.kind = tc->kind;
        q.count = tc->count;
        for (i = 0; i < 3; i++)
            if (tc->blocks[i]) q.b[i] = conv_function_find_block(conv_module_function(m, 0), tc->blocks[i]);
        memset(&d, 0, sizeof d);
        d.wave_size = tc->wave;
        CHECK_RESULT(conv_legality_build(conv_module_function(m, 0), &d, &L), CONV_OK);
        d.wave_size = 1;
        CHECK_RESULT(conv_legality_build(conv_module_function(m, 0), &d, &L1), CONV_OK);
        if (L && L1) check_question(&c, conv_module_function(m, 0), L, tc->wave, L1, &q, &serial);
        printf("reproducer '%s' checked\n", tc->name);
        conv_legality_free(L);
        conv_legality_free(L1);
        conv_module_destroy(m);
    }
    in_reproducers = false;
    conv_diags_destroy(c.diags);
}

static double pct(unsigned long a, unsigned long b) { return b ? 100.0 * (double)a / (double)b : 0.0; }

static void print_figures(void) {
    unsigned k, r;
    printf("legality stage II: %lu questions on %lu functions, %lu legal, %lu unsound; %lu interpreter "
           "comparisons; wave size 1: %lu refused what a wave accepts, %lu divergent branches\n",
           st.questions, st.made.funcs, st.legal, st.unsound, lg_runs.runs, st.w1_monotone_bad, st.w1_divergent_bad);
    for (k = 0; k < CF_KINDS; k++)
        printf("  %-18s asked %6lu, legal %5.1f%%\n", cf_names[k], st.asked[k], pct(st.accepted[k], st.asked[k]));
    printf("  reasons:");
    for (r = 0; r < CONV_LEGAL_REASON_COUNT; r++)
        if (st.reasons[r]) printf(" %s %lu", conv_legal_reason_str((conv_legal_reason)r) + 11, st.reasons[r]);
    printf("\nprecision (wave 64): edits around convergent operations the interpreter never tells apart:\n");
    for (k = 0; k < CF_KINDS; k++)
        printf("  %-18s %6lu: conv accepts %5.1f%%, LLVM 19's rules %5.1f%%\n", cf_names[k], st.indist[k],
               pct(st.indist_conv[k], st.indist[k]), pct(st.indist_llvm[k], st.indist[k]));
}

int main(int argc, char **argv) {
    lg_options o = lg_parse(argc, argv, 30000ul, 4000ul, 2000ul);
    print_limit = o.print;
    {
        test_rng rng;
        rng.state = o.seed;
        reproducers(&rng);
    }
    lg_random_functions(&st.questions, o.count, o.seed, check_function, &st.made);
    print_figures();
    CHECK_MSG(st.unsound == 0, "%lu unsound verdicts", st.unsound);
    CHECK(st.made.funcs > 0 && st.legal > 0);
    return check_summary();
}
