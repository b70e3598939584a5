/* runtime_loop.h - random counted loops in LLVM IR, the inputs of runtime
   unrolling (conv_apply_unroll_runtime): one kernel @k of one loop whose
   shape a loop_shape says (tests/soundness/test_unroll_runtime.c says
   which shapes; fuzz/fuzz_unroll_runtime.c decodes them from bytes).
   Every shape is a counted loop conv can build the remainder of, and
   every loop ends: rising counters start below a bound of at most 15 (or,
   8-bit, near 255 with a step that cannot jump the last window), falling
   ones start above a bound of 16 or more, and counters tested for
   equality start a whole number of steps from the bound. Also the two
   interpreter runs such tests prove an edit with (rl_equivalent, used by
   test_quad_moves.c too). Include after conv.h. */
#ifndef CONV_TEST_RUNTIME_LOOP_H
#define CONV_TEST_RUNTIME_LOOP_H
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
#define RL_UNUSED __attribute__((unused))
#else
#define RL_UNUSED
#endif

/* How a loop's reduction is controlled. */
enum { CTRL_HEART, CTRL_ANCHOR, CTRL_OUTER, CTRL_NONE, CTRL_KINDS };
RL_UNUSED static const char *const ctrl_names[CTRL_KINDS] = {"heart", "anchor", "outer anchor", "uncontrolled"};
/* What bounds the loop. */
enum { BOUND_CONSTANT, BOUND_UNIFORM, BOUND_TID, BOUND_GROUP8, BOUND_KINDS };

typedef struct rl_text {
    char data[4096];
    size_t len;
} rl_text;

RL_UNUSED static void rl_emit(rl_text *t, const char *fmt, ...) {
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(t->data + t->len, sizeof t->data - t->len, fmt, ap);
    va_end(ap);
    if (n > 0) t->len += (size_t)n < sizeof t->data - t->len ? (size_t)n : sizeof t->data - t->len - 1u;
}

/* LLVM's predicates by how the loop goes on: `lt` or `le` rising, `gt`
   or `ge` falling; signed or not. */
RL_UNUSED static const char *pred_name(bool rising, bool is_signed, bool strict) {
    static const char *const names[2][2][2] = {{{"uge", "ugt"}, {"sge", "sgt"}}, {{"ule", "ult"}, {"sle", "slt"}}};
    return names[rising][is_signed][strict];
}
/* p with its operands swapped (`ult` -> `ugt`), or negated (`ult` ->
   `uge`). */
RL_UNUSED static const char *pred_map(const char *p, bool negate) {
    static const char *const from[] = {"ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge", "eq", "ne"};
    static const char *const swapped[] = {"ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle", "eq", "ne"};
    static const char *const negated[] = {"uge", "ugt", "ule", "ult", "sge", "sgt", "sle", "slt", "ne", "eq"};
    unsigned i;
    for (i = 0; i < 10u; i++)
        if (strcmp(p, from[i]) == 0) return negate ? negated[i] : swapped[i];
    return p;
}

typedef struct loop_shape {
    unsigned width, ctrl, bound, step, bound_const, start;
    bool rising, is_signed, strict, test_next, swapped, exit_on_true, guarded, inner_branch, wraps;
    bool equality; /* the loop goes on while the counter is not the bound,
                      which it reaches after `start` steps */
} loop_shape;

RL_UNUSED static void rl_random_shape(unsigned (*below)(void *, unsigned), void *rng, loop_shape *s) {
    static const unsigned widths[] = {8, 16, 32};
    memset(s, 0, sizeof *s);
    s->width = widths[below(rng, 3)];
    s->ctrl = below(rng, CTRL_KINDS);
    s->bound = below(rng, BOUND_KINDS);
    s->rising = below(rng, 3) != 0;
    s->is_signed = s->width > 8 && below(rng, 2);
    s->strict = below(rng, 2);
    s->step = 1u + (below(rng, 3) ? below(rng, 2) : below(rng, 9));
    s->test_next = below(rng, 3) != 0;
    s->swapped = below(rng, 4) == 0;
    s->exit_on_true = below(rng, 3) == 0;
    s->guarded = below(rng, 3) == 0;
    s->inner_branch = below(rng, 3) == 0;
    /* an 8-bit counter from near 255 up to a constant bound just below
       it: the loop leaves before it wraps, the test ahead wraps */
    s->wraps = s->width == 8 && s->rising && below(rng, 3) == 0;
    s->bound_const = 1u + below(rng, 12);
    s->start = s->rising ? below(rng, 4) : below(rng, 13); /* falling: above the bound */
    if (s->wraps) {
        /* ult 255 - room: a step of at most room + 1 cannot jump the
           window [bound, 255], so the loop leaves without wrapping */
        unsigned room = below(rng, 6);
        s->is_signed = false;
        s->strict = true;
        s->bound = BOUND_CONSTANT;
        s->bound_const = 255u - room;
        s->start = 200u + below(rng, 50);
        s->step = 1u + below(rng, room + 1u);
    }
    /* LLVM's canonical exit test after -O2 (read last: older inputs keep
       their meaning, and an exhausted input reads 0, not this) */
    s->equality = below(rng, 4) == 3 && !s->wraps;
    if (s->equality) s->start = below(rng, 13);
}

/* The kernel @k of loop shape s. */
RL_UNUSED static void rl_write(const loop_shape *s, rl_text *t) {
    unsigned w = s->width;
    const char *go = s->equality ? "ne" : pred_name(s->rising, s->is_signed, s->strict), *test = go;
    const char *iv = s->test_next ? "%i1" : "%i";
    const char *ctrl = s->ctrl == CTRL_HEART || s->ctrl == CTRL_OUTER ? "%h" : s->ctrl == CTRL_ANCHOR ? "%a" : NULL;
    char bound[32];
    t->len = 0;
    rl_emit(t, "target triple = \"amdgcn-amd-amdhsa\"\n\n");
    rl_emit(t, "define amdgpu_kernel void @k(ptr addrspace(1) %%out, i32 %%u) #0 {\nentry:\n");
    if (s->ctrl == CTRL_HEART) rl_emit(t, "  %%e = call token @llvm.experimental.convergence.entry()\n");
    if (s->ctrl == CTRL_OUTER) rl_emit(t, "  %%e = call token @llvm.experimental.convergence.anchor()\n");
    rl_emit(t, "  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %%odd = and i32 %%tid, 1\n  %%isodd = icmp ne i32 %%odd, 0\n");
    if (s->bound == BOUND_CONSTANT && s->rising) {
        snprintf(bound, sizeof bound, "%u", s->bound_const);
    } else if (s->bound == BOUND_CONSTANT) {
        snprintf(bound, sizeof bound, "%u", s->bound_const + 16u);
    } else {
        const char *src = s->bound == BOUND_UNIFORM ? "%u" : "%tid";
        if (s->bound == BOUND_GROUP8) {
            rl_emit(t, "  %%g8 = lshr i32 %%tid, 3\n");
            src = "%g8";
        }
        rl_emit(t, "  %%b32 = and i32 %s, 15\n", src);
        /* falling: the bound is 16 or more, so that a step of at most 9
           below it never wraps */
        if (w < 32u) rl_emit(t, "  %%b%u = trunc i32 %%b32 to i%u\n", w, w);
        rl_emit(t, "  %%bnd = add i%u %%b%u, %u\n", w, w < 32u ? w : 32u, s->rising ? 0u : 16u);
        snprintf(bound, sizeof bound, "%%bnd");
    }
    /* the start: small when rising; the bound plus up to 12 when falling */
    if (s->equality) /* `start` steps from the bound (the phi tested: 0 allowed) */
        rl_emit(t, "  %%start = %s i%u %s, %u\n", s->rising ? "sub" : "add", w, bound,
                (s->start + (s->test_next ? 1u : 0u)) * s->step);
    else if (s->rising) rl_emit(t, "  %%start = add i%u %u, 0\n", w, s->start);
    else rl_emit(t, "  %%start = add i%u %s, %u\n", w, bound, s->start);
    if (s->guarded) {
        rl_emit(t, "  %%enter = icmp %s i%u %%start, %s\n", go, w, bound);
        rl_emit(t, "  br i1 %%enter, label %%loop, label %%exit\n\n");
    } else {
        rl_emit(t, "  br label %%loop\n\n");
    }
    rl_emit(t, "loop:\n  %%i = phi i%u [ %%start, %%entry ], [ %%i1, %%latch ]\n", w);
    if (s->ctrl == CTRL_HEART || s->ctrl == CTRL_OUTER)
        rl_emit(t, "  %%h = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %%e) ]\n");
    if (s->ctrl == CTRL_ANCHOR) rl_emit(t, "  %%a = call token @llvm.experimental.convergence.anchor()\n");
    if (w < 32u) rl_emit(t, "  %%w = zext i%u %%i to i32\n", w);
    else rl_emit(t, "  %%w = add i32 %%i, 0\n");
    rl_emit(t, "  %%v = add i32 %%tid, %%w\n");
    if (ctrl) rl_emit(t, "  %%r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %%v, i32 0) [ \"convergencectrl\"(token %s) ]\n", ctrl);
    else rl_emit(t, "  %%r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %%v, i32 0)\n");
    if (s->inner_branch) {
        rl_emit(t, "  br i1 %%isodd, label %%then, label %%latch\n\nthen:\n");
        rl_emit(t, "  store i32 %%r, ptr addrspace(1) %%out, align 4\n  br label %%latch\n\n");
    } else {
        rl_emit(t, "  store i32 %%r, ptr addrspace(1) %%out, align 4\n  br label %%latch\n\n");
    }
    rl_emit(t, "latch:\n  %%i1 = %s i%u %%i, %u\n", s->rising ? "add" : "sub", w, s->step);
    if (s->exit_on_true) test = pred_map(test, true);
    if (s->swapped) rl_emit(t, "  %%c = icmp %s i%u %s, %s\n", pred_map(test, false), w, bound, iv);
    else rl_emit(t, "  %%c = icmp %s i%u %s, %s\n", test, w, iv, bound);
    if (s->exit_on_true) rl_emit(t, "  br i1 %%c, label %%exit, label %%loop\n\n");
    else rl_emit(t, "  br i1 %%c, label %%loop, label %%exit\n\n");
    rl_emit(t, "exit:\n");
    if (s->guarded) rl_emit(t, "  %%last = phi i%u [ %%start, %%entry ], [ %%i1, %%latch ]\n", w);
    else rl_emit(t, "  %%last = add i%u %%i1, 0\n", w);
    if (w < 32u) rl_emit(t, "  %%l32 = zext i%u %%last to i32\n", w);
    else rl_emit(t, "  %%l32 = add i32 %%last, 0\n");
    rl_emit(t, "  store i32 %%l32, ptr addrspace(1) %%out, align 4\n  ret void\n}\n\n");
    rl_emit(t, "declare token @llvm.experimental.convergence.entry() #1\n");
    rl_emit(t, "declare token @llvm.experimental.convergence.loop() #1\n");
    rl_emit(t, "declare token @llvm.experimental.convergence.anchor() #1\n");
    rl_emit(t, "declare i32 @llvm.amdgcn.workitem.id.x()\n");
    rl_emit(t, "declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1\n\n");
    rl_emit(t, "attributes #0 = { convergent }\nattributes #1 = { convergent nounwind }\n");
}

/* A transformed copy g compared with f in two runs, concrete or hashed:
   64 threads in waves of W (anchors maximal), 24 threads in waves of at
   most 8 (anchors split). 1 equivalent in both, 0 not, -1 the check
   failed. al: NULL for the default allocator. */
RL_UNUSED static int rl_equivalent(const conv_function *f, const conv_function *g, uint32_t W, uint64_t seed,
                                   bool concrete, const conv_allocator *al, conv_diags *d) {
    static const uint32_t threads[2] = {64, 24};
    unsigned k;
    for (k = 0; k < 2u; k++) {
        conv_interp_desc id;
        bool eq = false;
        memset(&id, 0, sizeof id);
        if (al) id.allocator = *al;
        id.concrete = concrete;
        id.seed = seed + k;
        id.threads = threads[k];
        id.wave_size = k == 0 ? W : (W > 8u ? 8u : W);
        if (id.threads % id.wave_size) id.wave_size = id.threads;
        id.anchors = k ? CONV_ANCHOR_SPLIT : CONV_ANCHOR_MAXIMAL;
        conv_diags_clear(d);
        if (conv_equivalence_check(f, g, &id, d, &eq) != CONV_OK) return -1;
        if (!eq) return 0;
    }
    return 1;
}

#endif
