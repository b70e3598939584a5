/* Runtime unrolling with a remainder loop (R8: conv_can_unroll with
   CONV_UNROLL_RUNTIME, conv_apply_unroll_runtime) against the reference
   interpreter's concrete semantics.

   Random counted loops in LLVM IR (a kernel of one loop): an induction
   value of 8, 16 or 32 bits, rising or falling by a step of 1 to 9,
   compared signed or unsigned, strictly or not, as the phi or as the
   phi's next value, on either side of the icmp, the loop leaving on true
   or on false; a bound that is a constant, a kernel argument (uniform), a
   thread's id (divergent) or a thread's id shifted right by 3 (uniform in
   groups of 8 threads: divergent in waves wider than 8); 8-bit counters
   started near 255 so that the test ahead wraps; loops guarded so that
   some threads run 0 iterations, or not (1 or more). The body: a
   reduction of the thread's id plus the counter controlled by the loop's
   heart (of the entry), an anchor of the body, a heart of an anchor
   before the loop (the spec's second example), or nothing (uncontrolled), with or without a branch on the thread's parity inside
   the loop and a store under it; the counter's last value stored after
   the loop.

   For each loop, a factor of 2 to 5 at a wave size of 1 to 64: the
   verdict, and the edit whatever the verdict (every generated loop is
   counted, so conv_apply_unroll_runtime must build it), which must pass
   conv_verify. Soundness: every legal verdict is confirmed by
   conv_equivalence_check under concrete semantics in two runs (64 and 24
   threads, waves of the verdict's size or smaller, anchors maximal and
   split). Precision (printed): among the edits the interpreter never
   tells apart from the original, the share conv accepts, beside LLVM
   19's rule (no runtime unrolling of a loop with a heart or an
   uncontrolled convergent operation). Uncontrolled operations are not
   held to the check's answer when conv refuses: the interpreter converges
   an uncontrolled operation's copies by the iteration they run in, which
   an implementation need not do (docs/semantics.md).

   Usage: test_unroll_runtime [--quick | --count LOOPS] [--seed S]
     default 3,000 loops (600 under ASan; --quick 300). */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/random_cfg.h"
#include "../support/legality_gen.h"
#include "../support/legality_check.h"

#include <stdarg.h>

/* How a loop's reduction is controlled. */
enum { CTRL_HEART, CTRL_ANCHOR, CTRL_OUTER, CTRL_NONE, CTRL_KINDS };
static const char *const ctrl_names[CTRL_KINDS] = {"heart", "anchor", "outer anchor", "uncontrolled"};
/* What bounds the loop. */
enum { BOUND_CONSTANT, BOUND_UNIFORM, BOUND_TID, BOUND_GROUP8, BOUND_KINDS };

typedef struct text {
    char data[4096];
    size_t len;
} text;

static void emit(text *t, const char *fmt, ...) {
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(t->data + t->len, sizeof t->data - t->len, fmt, ap);
    va_end(ap);
    if (n > 0) t->len += (size_t)n < sizeof t->data - t->len ? (size_t)n : sizeof t->data - t->len - 1u;
}

/* LLVM's predicates by how the loop goes on: `lt` or `le` rising, `gt`
   or `ge` falling; signed or not. */
static const char *pred_name(bool rising, bool is_signed, bool strict) {
    static const char *const names[2][2][2] = {{{"uge", "ugt"}, {"sge", "sgt"}}, {{"ule", "ult"}, {"sle", "slt"}}};
    return names[rising][is_signed][strict];
}
/* p with its operands swapped (`ult` -> `ugt`), or negated (`ult` ->
   `uge`). */
static const char *pred_map(const char *p, bool negate) {
    static const char *const from[] = {"ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"};
    static const char *const swapped[] = {"ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
    static const char *const negated[] = {"uge", "ugt", "ule", "ult", "sge", "sgt", "sle", "slt"};
    unsigned i;
    for (i = 0; i < 8u; i++)
        if (strcmp(p, from[i]) == 0) return negate ? negated[i] : swapped[i];
    return p;
}

typedef struct loop_shape {
    unsigned width, ctrl, bound, step, bound_const, start;
    bool rising, is_signed, strict, test_next, swapped, exit_on_true, guarded, inner_branch, wraps;
} loop_shape;

static void random_shape_of_loop(test_rng *rng, loop_shape *s) {
    static const unsigned widths[] = {8, 16, 32};
    memset(s, 0, sizeof *s);
    s->width = widths[test_below(rng, 3)];
    s->ctrl = test_below(rng, CTRL_KINDS);
    s->bound = test_below(rng, BOUND_KINDS);
    s->rising = test_below(rng, 3) != 0;
    s->is_signed = s->width > 8 && test_below(rng, 2);
    s->strict = test_below(rng, 2);
    s->step = 1u + (test_below(rng, 3) ? test_below(rng, 2) : test_below(rng, 9));
    s->test_next = test_below(rng, 3) != 0;
    s->swapped = test_below(rng, 4) == 0;
    s->exit_on_true = test_below(rng, 3) == 0;
    s->guarded = test_below(rng, 3) == 0;
    s->inner_branch = test_below(rng, 3) == 0;
    /* an 8-bit counter from near 255 up to a constant bound just below
       it: the loop leaves before it wraps, the test ahead wraps */
    s->wraps = s->width == 8 && s->rising && test_below(rng, 3) == 0;
    s->bound_const = 1u + test_below(rng, 12);
    s->start = s->rising ? test_below(rng, 4) : test_below(rng, 13); /* falling: above the bound */
    if (s->wraps) {
        /* ult 255 - room: a step of at most room + 1 cannot jump the
           window [bound, 255], so the loop leaves without wrapping */
        unsigned room = test_below(rng, 6);
        s->is_signed = false;
        s->strict = true;
        s->bound = BOUND_CONSTANT;
        s->bound_const = 255u - room;
        s->start = 200u + test_below(rng, 50);
        s->step = 1u + test_below(rng, room + 1u);
    }
}

/* The kernel @k of loop shape s. */
static void write_loop(const loop_shape *s, text *t) {
    unsigned w = s->width;
    const char *go = pred_name(s->rising, s->is_signed, s->strict), *test = go, *iv = s->test_next ? "%i1" : "%i";
    const char *ctrl = s->ctrl == CTRL_HEART || s->ctrl == CTRL_OUTER ? "%h" : s->ctrl == CTRL_ANCHOR ? "%a" : NULL;
    char bound[32];
    t->len = 0;
    emit(t, "target triple = \"amdgcn-amd-amdhsa\"\n\n");
    emit(t, "define amdgpu_kernel void @k(ptr addrspace(1) %%out, i32 %%u) #0 {\nentry:\n");
    if (s->ctrl == CTRL_HEART) emit(t, "  %%e = call token @llvm.experimental.convergence.entry()\n");
    if (s->ctrl == CTRL_OUTER) emit(t, "  %%e = call token @llvm.experimental.convergence.anchor()\n");
    emit(t, "  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %%odd = and i32 %%tid, 1\n  %%isodd = icmp ne i32 %%odd, 0\n");
    if (s->bound == BOUND_CONSTANT && s->rising) {
        snprintf(bound, sizeof bound, "%u", s->bound_const);
    } else if (s->bound == BOUND_CONSTANT) {
        snprintf(bound, sizeof bound, "%u", s->bound_const + 16u);
    } else {
        const char *src = s->bound == BOUND_UNIFORM ? "%u" : "%tid";
        if (s->bound == BOUND_GROUP8) {
            emit(t, "  %%g8 = lshr i32 %%tid, 3\n");
            src = "%g8";
        }
        emit(t, "  %%b32 = and i32 %s, 15\n", src);
        /* falling: the bound is 16 or more, so that a step of at most 9
           below it never wraps */
        if (w < 32u) emit(t, "  %%b%u = trunc i32 %%b32 to i%u\n", w, w);
        emit(t, "  %%bnd = add i%u %%b%u, %u\n", w, w < 32u ? w : 32u, s->rising ? 0u : 16u);
        snprintf(bound, sizeof bound, "%%bnd");
    }
    /* the start: small when rising; the bound plus up to 12 when falling */
    if (s->rising) emit(t, "  %%start = add i%u %u, 0\n", w, s->start);
    else emit(t, "  %%start = add i%u %s, %u\n", w, bound, s->start);
    if (s->guarded) {
        emit(t, "  %%enter = icmp %s i%u %%start, %s\n", go, w, bound);
        emit(t, "  br i1 %%enter, label %%loop, label %%exit\n\n");
    } else {
        emit(t, "  br label %%loop\n\n");
    }
    emit(t, "loop:\n  %%i = phi i%u [ %%start, %%entry ], [ %%i1, %%latch ]\n", w);
    if (s->ctrl == CTRL_HEART || s->ctrl == CTRL_OUTER)
        emit(t, "  %%h = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %%e) ]\n");
    if (s->ctrl == CTRL_ANCHOR) emit(t, "  %%a = call token @llvm.experimental.convergence.anchor()\n");
    if (w < 32u) emit(t, "  %%w = zext i%u %%i to i32\n", w);
    else emit(t, "  %%w = add i32 %%i, 0\n");
    emit(t, "  %%v = add i32 %%tid, %%w\n");
    if (ctrl) emit(t, "  %%r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %%v, i32 0) [ \"convergencectrl\"(token %s) ]\n", ctrl);
    else emit(t, "  %%r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %%v, i32 0)\n");
    if (s->inner_branch) {
        emit(t, "  br i1 %%isodd, label %%then, label %%latch\n\nthen:\n");
        emit(t, "  store i32 %%r, ptr addrspace(1) %%out, align 4\n  br label %%latch\n\n");
    } else {
        emit(t, "  store i32 %%r, ptr addrspace(1) %%out, align 4\n  br label %%latch\n\n");
    }
    emit(t, "latch:\n  %%i1 = %s i%u %%i, %u\n", s->rising ? "add" : "sub", w, s->step);
    if (s->exit_on_true) test = pred_map(test, true);
    if (s->swapped) emit(t, "  %%c = icmp %s i%u %s, %s\n", pred_map(test, false), w, bound, iv);
    else emit(t, "  %%c = icmp %s i%u %s, %s\n", test, w, iv, bound);
    if (s->exit_on_true) emit(t, "  br i1 %%c, label %%exit, label %%loop\n\n");
    else emit(t, "  br i1 %%c, label %%loop, label %%exit\n\n");
    emit(t, "exit:\n");
    if (s->guarded) emit(t, "  %%last = phi i%u [ %%start, %%entry ], [ %%i1, %%latch ]\n", w);
    else emit(t, "  %%last = add i%u %%i1, 0\n", w);
    if (w < 32u) emit(t, "  %%l32 = zext i%u %%last to i32\n", w);
    else emit(t, "  %%l32 = add i32 %%last, 0\n");
    emit(t, "  store i32 %%l32, ptr addrspace(1) %%out, align 4\n  ret void\n}\n\n");
    emit(t, "declare token @llvm.experimental.convergence.entry() #1\n");
    emit(t, "declare token @llvm.experimental.convergence.loop() #1\n");
    emit(t, "declare token @llvm.experimental.convergence.anchor() #1\n");
    emit(t, "declare i32 @llvm.amdgcn.workitem.id.x()\n");
    emit(t, "declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1\n\n");
    emit(t, "attributes #0 = { convergent }\nattributes #1 = { convergent nounwind }\n");
}

typedef struct tally {
    unsigned long loops, asked, legal, illegal, unsound, not_built, harmless, harmless_conv, harmless_llvm;
    unsigned long legal_by_ctrl[CTRL_KINDS], asked_by_ctrl[CTRL_KINDS], wrapped;
} tally;

/* The edit compared with the original in two concrete runs at wave sizes
   up to W: equivalent in both? */
static bool equivalent_runs(const conv_function *f, const conv_function *g, uint32_t W, uint64_t seed, conv_diags *d) {
    static const uint32_t threads[2] = {64, 24};
    unsigned k;
    for (k = 0; k < 2u; k++) {
        conv_interp_desc id;
        bool eq = false;
        memset(&id, 0, sizeof id);
        id.concrete = true;
        id.seed = seed + k;
        id.threads = threads[k];
        id.wave_size = k == 0 ? W : (W > 8u ? 8u : W);
        if (id.threads % id.wave_size) id.wave_size = id.threads;
        id.anchors = k ? CONV_ANCHOR_SPLIT : CONV_ANCHOR_MAXIMAL;
        conv_diags_clear(d);
        if (conv_equivalence_check(f, g, &id, d, &eq) != CONV_OK || !eq) return false;
    }
    return true;
}

static void check_loop(test_rng *rng, tally *st, unsigned long serial) {
    static const uint32_t waves[] = {1, 4, 8, 16, 32, 64};
    loop_shape s;
    text t;
    conv_parse_desc pd;
    conv_module *m = NULL;
    conv_diags *d = NULL;
    conv_legality *L = NULL;
    conv_legality_desc ld;
    conv_function *f, *g = NULL;
    conv_verdict v;
    conv_block loop;
    uint32_t W = waves[test_below(rng, 6)], factor = 2u + test_below(rng, 4);
    char name[32];
    bool eq, valid = false;
    random_shape_of_loop(rng, &s);
    write_loop(&s, &t);
    memset(&pd, 0, sizeof pd);
    pd.format = CONV_FORMAT_LLVM;
    pd.filename = "loop.ll";
    CHECK_RESULT(conv_diags_create(NULL, &d), CONV_OK);
    if (conv_parse(t.data, t.len, &pd, d, &m) != CONV_OK) {
        CHECK_MSG(0, "the generated loop does not parse:\n%s", t.data);
        conv_diags_destroy(d);
        return;
    }
    f = conv_module_find_function(m, "k");
    loop = conv_function_find_block(f, "loop");
    memset(&ld, 0, sizeof ld);
    ld.wave_size = W;
    CHECK_RESULT(conv_legality_build(f, &ld, &L), CONV_OK);
    CHECK_RESULT(conv_can_unroll(L, conv_cycles_innermost(conv_legality_cycles(L), loop), factor, CONV_UNROLL_RUNTIME, &v),
                 CONV_OK);
    conv_legality_free(L);
    st->loops++;
    st->asked_by_ctrl[s.ctrl]++;
    snprintf(name, sizeof name, "k.unroll%lu", serial);
    conv_diags_clear(d);
    if (conv_apply_unroll_runtime(f, loop, factor, name, d, &g) != CONV_OK) {
        /* every generated loop is counted: a refusal is a recognizer gap */
        st->not_built++;
        printf("FAILED question %lu: not built\n", serial);
        CHECK_MSG(0, "not built (%s):\n%s", conv_diags_count(d) ? conv_diags_get(d, 0)->message : "", t.data);
        conv_module_destroy(m);
        conv_diags_destroy(d);
        return;
    }
    if (conv_verify(g, NULL, NULL, &valid) != CONV_OK || !valid) printf("FAILED question %lu: invalid copy\n", serial);
    CHECK_MSG(conv_verify(g, NULL, NULL, &valid) == CONV_OK && valid, "the remainder form breaks a static rule:\n%s",
              t.data);
    eq = equivalent_runs(f, g, W, test_mix64(serial), d);
    st->wrapped += s.wraps;
    if (v.legal) {
        st->legal++;
        st->legal_by_ctrl[s.ctrl]++;
        if (!eq) {
            st->unsound++;
            printf("FAILED question %lu: unsound\n", serial);
            CHECK_MSG(0, "unsound: legal at wave size %u, factor %u, but: %s\n%s", W, factor,
                      conv_diags_count(d) ? conv_diags_get(d, 0)->message : "", t.data);
        }
    } else {
        st->illegal++;
    }
    if (eq) {
        /* harmless here; LLVM 19 refuses a heart or an uncontrolled
           operation in the loop: only the anchor of the body passes */
        st->harmless++;
        st->harmless_conv += v.legal;
        st->harmless_llvm += s.ctrl == CTRL_ANCHOR;
    }
    conv_module_destroy(m);
    conv_diags_destroy(d);
}

int main(int argc, char **argv) {
    lg_options o = lg_parse(argc, argv, 3000ul, 600ul, 300ul);
    test_rng rng;
    tally st;
    unsigned long k;
    unsigned c;
    memset(&st, 0, sizeof st);
    rng.state = o.seed;
    for (k = 0; k < o.count; k++) check_loop(&rng, &st, k);
    printf("legality runtime: %lu loops, %lu legal, %lu illegal, %lu unsound, %lu not built, %lu with a wrapping "
           "test ahead\n", st.loops, st.legal, st.illegal, st.unsound, st.not_built, st.wrapped);
    for (c = 0; c < CTRL_KINDS; c++)
        printf("  %-13s %5lu asked, %5lu legal\n", ctrl_names[c], st.asked_by_ctrl[c], st.legal_by_ctrl[c]);
    if (st.harmless)
        printf("precision: of %lu edits the interpreter never tells apart, conv accepts %.1f%%, LLVM 19's rules %.1f%%\n",
               st.harmless, 100.0 * (double)st.harmless_conv / (double)st.harmless,
               100.0 * (double)st.harmless_llvm / (double)st.harmless);
    CHECK_MSG(st.unsound == 0, "%lu unsound verdicts", st.unsound);
    CHECK(st.legal > 0 && st.illegal > 0);
    return check_summary();
}
