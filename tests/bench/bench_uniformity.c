/* tests/bench/bench_uniformity.c - benchmark of conv's uniformity pipeline
   (dominator tree + cycle hierarchy + conv_uniformity_build). A benchmark,
   never a test: it prints times; it fails only when the library returns an
   error (exit 2) or a wrong answer (exit 3), both checked before timing.

   Usage:
     build/bench_uniformity --emit SHAPE N FILE.ll
         writes an amdgcn kernel as LLVM IR (accepted by opt-19
         -passes=verify); LLVM 19's UniformityInfoAnalysis is quadratic
         on the first four shapes, not on ladder:
           chain      N divergent branches to one exit: b_i branches on the
                      thread id to the exit or to b_i+1; the exit's phi
                      joins all of them (2N+2 edges, no cycle)
           nest       N nested loops, each latch exiting on the thread id
                      to the enclosing latch, with a loop-carried value
                      used after every exit (temporal divergence at every
                      level)
           loopchain  the chain inside one loop: N divergent branches to
                      the latch, whose phi joins them; the loop itself is
                      uniform (its counter and exit branch stay uniform)
           exits      one loop with N divergent exits to one exit block,
                      whose phi joins them, and a value from the loop used
                      after it (temporal divergence)
           ladder     N two-entry (irreducible) cycles in a row, each
                      entered through a divergent branch; the phis in the
                      cycles and the block after each cycle are divergent
         The first line of the file names the shape and N.
     build/bench_uniformity [--reps R] FILE.ll
         parses FILE.ll (a file written by --emit, or tests/bench/bench.c's
         random CFG), checks the analysis on it (below), then times, each
         the minimum over R repetitions (default by size; a phase stops
         repeating once its runs have taken 3 s):
           dom     conv_domtree_build
           cycles  conv_cycles_build
           uni     conv_uniformity_build with desc.cycles = a prebuilt
                   hierarchy (it builds its own dominator tree: the desc
                   has no field for one)
           alone   conv_uniformity_build(f, NULL): cycles, dominator tree
                   and uniformity, what `conv uniformity` calls
           pipe    conv_domtree_build + conv_cycles_build +
                   conv_uniformity_build (desc.cycles = those cycles) as
                   one sequence, all three results alive at the end (their
                   frees are not timed)
         first with glibc's default heap (large freed blocks go back to the
         kernel, so repetitions pay first-touch page faults again), then
         with a warm heap (mallopt keeps freed memory in the process, after
         one untimed warm-up repetition; glibc only), as tests/bench/bench.c does.
     build/bench_uniformity --profile dom|cycles|uni|alone|pipe [--warm] [--reps R] FILE.ll
         runs one phase R times (default 100) without checks or output,
         for perf record or valgrind --tool=callgrind; --warm first sets
         up the warm heap (above) and runs the phase once more, untimed.

   Checks (exit 3 with "CHECK FAILED" on a mismatch):
     random     every conditional branch and switch of tests/bench/bench.c's CFG
                is on %tid (an icmp of it, or %tid itself) and has two or
                more distinct successors, and every block is reachable, so
                exactly those branches are divergent; every value is %tid
                or an icmp of it, so every value is divergent
     chain      every b_i branch divergent and no other, %p divergent
     nest       every latch branch divergent and no other, every loop with
                a divergent exit, %use_i and %last divergent, the counters
                %iv_i and %next_i uniform
     loopchain  the N chain branches divergent and no other, the latch phi
                %p divergent, %iv, %next, %more uniform, no divergent exit
     exits      the N exiting branches divergent and no other, the loop's
                exit divergent, %p and %last divergent, %iv and %next
                uniform
     ladder     the N entry branches divergent, %px_i and %py_i (the phis in
                the cycles), %j_i and %q divergent, N irreducible cycles
   Output: one human-readable line per heap mode and one "kv key=value ..."
   line for tests/bench/bench.sh. */
#define _POSIX_C_SOURCE 199309L
#define CONV_IMPLEMENTATION
#define BENCH_NAME "bench_uniformity"
#include "../../conv_impl.h"
#include "../support/bench_util.h"


#define BUDGET_MS 3000.0

static void check_failed(const char *what, const char *where) {
    fprintf(stderr, "bench_uniformity: CHECK FAILED: %s%s%s\n", what, where ? ": " : "", where ? where : "");
    exit(3);
}

static uint32_t parse_u32(const char *s) { return bench_parse_u32(s, 1ul, 10000000ul); }

/* ------------------------------------------------------------- shapes --- */

enum { SH_RANDOM = 0, SH_CHAIN, SH_NEST, SH_LOOPCHAIN, SH_EXITS, SH_LADDER, SH_COUNT };
static const char *const shape_name[SH_COUNT] = {"random", "chain", "nest", "loopchain", "exits", "ladder"};

static int parse_shape(const char *s) {
    int k;
    for (k = SH_CHAIN; k < SH_COUNT; k++)
        if (strcmp(s, shape_name[k]) == 0) return k;
    bench_die("unknown shape (chain, nest, loopchain, exits or ladder)");
    return -1;
}

static void emit(int shape, uint32_t n, const char *path) {
    FILE *fp = fopen(path, "w");
    uint32_t i;
    if (fp == NULL) bench_die("cannot write the output file");
    fprintf(fp, "; bench_uniformity %s %u (tests/bench/bench_uniformity.c)\n", shape_name[shape], n);
    fprintf(fp, "target triple = \"amdgcn-amd-amdhsa\"\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n\n");
    fprintf(fp, "define amdgpu_kernel void @k(i32 %%n) {\nentry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n");
    switch (shape) {
    case SH_CHAIN:
        fprintf(fp, "  br label %%b0\n");
        for (i = 0; i < n; i++) {
            fprintf(fp, "b%u:\n  %%c%u = icmp eq i32 %%tid, %u\n  br i1 %%c%u, label %%x, label %%b%u\n", i, i, i, i,
                    i + 1u);
        }
        fprintf(fp, "b%u:\n  br label %%x\nx:\n  %%p = phi i32 ", n);
        for (i = 0; i <= n; i++) fprintf(fp, "%s[ %u, %%b%u ]", i ? ", " : "", i, i);
        fprintf(fp, "\n  ret void\n}\n");
        break;
    case SH_NEST:
        /* headers h0..hN-1, latches lN-1..l0; l_i loops to h_i or exits to
           l_i-1 (l0 exits to x) */
        fprintf(fp, "  br label %%h0\n");
        for (i = 0; i < n; i++) {
            char pred[32];
            if (i == 0) snprintf(pred, sizeof pred, "entry");
            else snprintf(pred, sizeof pred, "h%u", i - 1u);
            fprintf(fp, "h%u:\n  %%iv%u = phi i32 [ 0, %%%s ], [ %%next%u, %%l%u ]\n  %%next%u = add i32 %%iv%u, 1\n", i, i,
                    pred, i, i, i, i);
            if (i + 1u < n) fprintf(fp, "  br label %%h%u\n", i + 1u);
            else fprintf(fp, "  br label %%l%u\n", i);
        }
        for (i = n; i-- > 0;) {
            fprintf(fp, "l%u:\n", i);
            if (i + 1u < n) fprintf(fp, "  %%use%u = add i32 %%iv%u, %%n\n", i, i + 1u);
            fprintf(fp, "  %%c%u = icmp slt i32 %%tid, %%iv%u\n", i, i);
            if (i > 0) fprintf(fp, "  br i1 %%c%u, label %%h%u, label %%l%u\n", i, i, i - 1u);
            else fprintf(fp, "  br i1 %%c%u, label %%h%u, label %%x\n", i, i);
        }
        fprintf(fp, "x:\n  %%last = add i32 %%iv0, 1\n  ret void\n}\n");
        break;
    case SH_LOOPCHAIN:
        /* h -> b0 -> ... -> bN -> latch; b_i also branches to the latch on
           the thread id; the latch loops on a uniform counter */
        fprintf(fp, "  br label %%h\nh:\n  %%iv = phi i32 [ 0, %%entry ], [ %%next, %%latch ]\n  br label %%b0\n");
        for (i = 0; i < n; i++)
            fprintf(fp, "b%u:\n  %%c%u = icmp eq i32 %%tid, %u\n  br i1 %%c%u, label %%latch, label %%b%u\n", i, i, i, i,
                    i + 1u);
        fprintf(fp, "b%u:\n  br label %%latch\nlatch:\n  %%p = phi i32 ", n);
        for (i = 0; i <= n; i++) fprintf(fp, "%s[ %u, %%b%u ]", i ? ", " : "", i, i);
        fprintf(fp, "\n  %%next = add i32 %%iv, 1\n  %%more = icmp slt i32 %%next, %%n\n"
                    "  br i1 %%more, label %%h, label %%x\nx:\n  ret void\n}\n");
        break;
    case SH_EXITS:
        /* h -> b0 -> ... -> bN-1 -> latch -> h; b_i exits to x on the
           thread id; the latch exits to x on a uniform counter */
        fprintf(fp, "  br label %%h\nh:\n  %%iv = phi i32 [ 0, %%entry ], [ %%next, %%latch ]\n"
                    "  %%next = add i32 %%iv, 1\n  br label %%b0\n");
        for (i = 0; i < n; i++)
        {
            fprintf(fp, "b%u:\n  %%c%u = icmp eq i32 %%tid, %u\n  br i1 %%c%u, label %%x, label ", i, i, i, i);
            if (i + 1u < n) fprintf(fp, "%%b%u\n", i + 1u);
            else fprintf(fp, "%%latch\n");
        }
        fprintf(fp, "latch:\n  %%more = icmp slt i32 %%next, %%n\n  br i1 %%more, label %%h, label %%x\n"
                    "x:\n  %%p = phi i32 ");
        for (i = 0; i < n; i++) fprintf(fp, "%s[ %u, %%b%u ]", i ? ", " : "", i, i);
        fprintf(fp, ", [ %u, %%latch ]\n  %%last = add i32 %%next, 1\n  ret void\n}\n", n);
        break;
    case SH_LADDER:
        /* c_i branches on the thread id into x_i or y_i, a two-entry cycle
           (x_i <-> y_i, on the uniform %u); both leave to c_i+1 */
        fprintf(fp, "  %%u = icmp eq i32 %%n, 0\n  br label %%c0\n");
        for (i = 0; i < n; i++) {
            fprintf(fp, "c%u:\n", i);
            if (i > 0) fprintf(fp, "  %%j%u = phi i32 [ %%px%u, %%x%u ], [ %%py%u, %%y%u ]\n", i, i - 1u, i - 1u, i - 1u, i - 1u);
            fprintf(fp, "  %%d%u = icmp eq i32 %%tid, %u\n  br i1 %%d%u, label %%x%u, label %%y%u\n", i, i, i, i, i);
            fprintf(fp, "x%u:\n  %%px%u = phi i32 [ 0, %%c%u ], [ %%py%u, %%y%u ]\n  br i1 %%u, label %%y%u, label %%c%u\n", i, i,
                    i, i, i, i, i + 1u);
            fprintf(fp, "y%u:\n  %%py%u = phi i32 [ 1, %%c%u ], [ %%px%u, %%x%u ]\n  br i1 %%u, label %%x%u, label %%c%u\n", i, i,
                    i, i, i, i, i + 1u);
        }
        fprintf(fp, "c%u:\n  %%q = phi i32 [ %%px%u, %%x%u ], [ %%py%u, %%y%u ]\n  ret void\n}\n", n, n - 1u, n - 1u, n - 1u,
                n - 1u);
        break;
    default:
        bench_die("bad shape");
    }
    if (fclose(fp) != 0) bench_die("write failed");
}

/* The shape from the file's first line: tests/bench/bench.c's comment, or ours. */
static int detect_shape(const char *text, uint32_t *n) {
    char name[32];
    unsigned v = 0;
    *n = 0;
    if (strncmp(text, "; conv benchmark CFG (tests/bench/bench.c)", 36) == 0) return SH_RANDOM;
    if (sscanf(text, "; bench_uniformity %31s %u", name, &v) == 2) {
        *n = (uint32_t)v;
        return parse_shape(name);
    }
    bench_die("the file is neither tests/bench/bench.c's random CFG nor written by bench_uniformity --emit");
    return -1;
}

/* ------------------------------------------------------------- checks --- */

typedef struct counts {
    uint32_t div_values, div_branches, cond_branches, switches, cycles, div_exits;
} counts;

static conv_value must_find(const conv_function *f, const char *name) {
    conv_value v = conv_function_find_value(f, name);
    if (!conv_value_valid(v)) check_failed("value not found", name);
    return v;
}

static void want_value(const conv_function *f, const conv_uniformity *u, const char *name, bool divergent) {
    if (conv_uniformity_value_divergent(u, must_find(f, name)) != divergent)
        check_failed(divergent ? "value uniform, expected divergent" : "value divergent, expected uniform", name);
}

static void want_value_i(const conv_function *f, const conv_uniformity *u, const char *prefix, uint32_t i,
                         bool divergent) {
    char name[48];
    snprintf(name, sizeof name, "%%%s%u", prefix, i);
    want_value(f, u, name, divergent);
}

static void want_branch(const conv_function *f, const conv_uniformity *u, const char *block, bool divergent) {
    conv_block b = conv_function_find_block(f, block);
    if (!conv_block_valid(b)) check_failed("block not found", block);
    if (conv_uniformity_branch_divergent(u, b) != divergent)
        check_failed(divergent ? "branch uniform, expected divergent" : "branch divergent, expected uniform", block);
}

static void want_branch_i(const conv_function *f, const conv_uniformity *u, const char *prefix, uint32_t i,
                          bool divergent) {
    char name[48];
    snprintf(name, sizeof name, "%s%u", prefix, i);
    want_branch(f, u, name, divergent);
}

static void want_count(const char *what, uint32_t got, uint32_t want) {
    char buf[96];
    if (got == want) return;
    snprintf(buf, sizeof buf, "%u, expected %u", got, want);
    check_failed(what, buf);
}

/* Whether v is %tid or an icmp with %tid as an operand. */
static bool on_tid(const conv_function *f, conv_value v, conv_value tid) {
    const conv_value *ops;
    uint32_t k, nops = 0;
    if (v.id == tid.id) return true;
    if (conv_value_kind(f, v) != CONV_KIND_GENERIC || conv_value_opcode(f, v) == NULL ||
        strcmp(conv_value_opcode(f, v), "icmp") != 0)
        return false;
    ops = conv_value_operands(f, v, &nops);
    for (k = 0; k < nops; k++)
        if (ops[k].id == tid.id) return true;
    return false;
}

static void check_random(const conv_function *f, const conv_uniformity *u, counts *c) {
    uint32_t nb = conv_function_block_count(f), b, k, i, nvals = 0;
    conv_value tid = must_find(f, "%tid");
    if (!conv_uniformity_value_divergent(u, tid)) check_failed("%tid uniform", NULL);
    for (b = 0; b < nb; b++) {
        conv_block blk = conv_function_block(f, b), *dist = NULL;
        conv_value t = conv_block_terminator(f, blk);
        conv_kind kind = conv_value_kind(f, t);
        uint32_t ns = 0, nd = 0, nops = 0, ninst = 0;
        const conv_block *s = conv_block_successors(f, blk, &ns);
        const conv_value *ops = conv_value_operands(f, t, &nops);
        const conv_value *insts = conv_block_insts(f, blk, &ninst);
        bool cond = (kind == CONV_KIND_BRANCH && ns == 2u) || kind == CONV_KIND_SWITCH;
        if (!conv_block_is_reachable(f, blk)) check_failed("unreachable block", conv_block_name(f, blk));
        if (cond) {
            /* on %tid, with at least two distinct successors */
            if (nops < 1u || !on_tid(f, ops[0], tid)) check_failed("condition not on %tid", conv_block_name(f, blk));
            dist = (conv_block *)malloc(ns * sizeof *dist);
            if (dist == NULL) bench_die("out of memory");
            for (k = 0; k < ns; k++) {
                for (i = 0; i < nd && dist[i].id != s[k].id; i++) {
                }
                if (i == nd) dist[nd++] = s[k];
            }
            free(dist);
            if (nd < 2u) check_failed("conditional branch with one distinct successor", conv_block_name(f, blk));
            if (kind == CONV_KIND_SWITCH) c->switches++;
            else c->cond_branches++;
        }
        if (conv_uniformity_branch_divergent(u, blk) != cond)
            check_failed(cond ? "branch on %tid uniform" : "unconditional terminator divergent", conv_block_name(f, blk));
        for (k = 0; k < ninst; k++) {
            if (conv_kind_is_terminator(conv_value_kind(f, insts[k]))) continue;
            nvals++;
            if (!on_tid(f, insts[k], tid)) check_failed("a value other than %tid or an icmp of it", conv_block_name(f, blk));
            if (!conv_uniformity_value_divergent(u, insts[k])) check_failed("value on %tid uniform", conv_block_name(f, blk));
        }
    }
    /* the generator's claim: %tid plus one icmp per conditional branch */
    want_count("values (%tid + one icmp per conditional branch)", nvals, 1u + c->cond_branches);
    want_count("divergent branches", c->div_branches, c->cond_branches + c->switches);
    want_count("divergent values", c->div_values, nvals);
}

static void check_shape(const conv_function *f, const conv_uniformity *u, int shape, uint32_t n, counts *c) {
    const conv_cycles *ci = conv_uniformity_cycles(u);
    uint32_t i;
    switch (shape) {
    case SH_RANDOM:
        check_random(f, u, c);
        return;
    case SH_CHAIN:
        for (i = 0; i < n; i++) want_branch_i(f, u, "b", i, true);
        want_value(f, u, "%p", true);
        want_count("divergent branches", c->div_branches, n);
        want_count("cycles", c->cycles, 0);
        return;
    case SH_NEST:
        for (i = 0; i < n; i++) {
            want_branch_i(f, u, "l", i, true);
            want_value_i(f, u, "iv", i, false);
            want_value_i(f, u, "next", i, false);
            if (i + 1u < n) want_value_i(f, u, "use", i, true);
        }
        want_value(f, u, "%last", true);
        want_count("divergent branches", c->div_branches, n);
        want_count("cycles", c->cycles, n);
        want_count("cycles with a divergent exit", c->div_exits, n);
        return;
    case SH_LOOPCHAIN:
        for (i = 0; i < n; i++) want_branch_i(f, u, "b", i, true);
        want_branch(f, u, "latch", false);
        want_value(f, u, "%p", true);
        want_value(f, u, "%iv", false);
        want_value(f, u, "%next", false);
        want_value(f, u, "%more", false);
        want_count("divergent branches", c->div_branches, n);
        want_count("cycles", c->cycles, 1);
        want_count("cycles with a divergent exit", c->div_exits, 0);
        return;
    case SH_EXITS:
        for (i = 0; i < n; i++) want_branch_i(f, u, "b", i, true);
        want_branch(f, u, "latch", false);
        want_value(f, u, "%p", true);
        want_value(f, u, "%last", true);
        want_value(f, u, "%iv", false);
        want_value(f, u, "%next", false);
        want_count("divergent branches", c->div_branches, n);
        want_count("cycles", c->cycles, 1);
        want_count("cycles with a divergent exit", c->div_exits, 1);
        return;
    case SH_LADDER:
        for (i = 0; i < n; i++) {
            want_branch_i(f, u, "c", i, true);
            want_value_i(f, u, "px", i, true);
            want_value_i(f, u, "py", i, true);
            if (i > 0) want_value_i(f, u, "j", i, true);
        }
        for (i = 0; i < c->cycles; i++)
            if (conv_cycle_is_reducible(ci, conv_cycles_get(ci, i))) check_failed("reducible cycle in the ladder", NULL);
        want_value(f, u, "%u", false);
        want_value(f, u, "%q", true);
        want_count("cycles", c->cycles, n);
        return;
    default:
        bench_die("bad shape");
    }
}

static counts count_all(const conv_function *f, const conv_uniformity *u) {
    counts c;
    const conv_cycles *ci = conv_uniformity_cycles(u);
    uint32_t i;
    memset(&c, 0, sizeof c);
    for (i = 0; i < conv_function_value_count(f); i++) {
        conv_value v;
        v.id = i + 1u;
        if (conv_kind_is_terminator(conv_value_kind(f, v))) continue;
        c.div_values += conv_uniformity_value_divergent(u, v);
    }
    for (i = 0; i < conv_function_block_count(f); i++)
        c.div_branches += conv_uniformity_branch_divergent(u, conv_function_block(f, i));
    c.cycles = conv_cycles_count(ci);
    for (i = 0; i < c.cycles; i++) c.div_exits += conv_uniformity_cycle_divergent_exit(u, conv_cycles_get(ci, i));
    return c;
}

/* ------------------------------------------------------------- timing --- */

enum { PH_DOM = 0, PH_CYCLES, PH_UNI, PH_ALONE, PH_PIPE, PH_COUNT };
static const char *const phase_name[PH_COUNT] = {"dom", "cycles", "uni", "alone", "pipe"};

typedef struct timings {
    double ms[PH_COUNT];   /* minimum over the repetitions */
    long faults[PH_COUNT]; /* minor page faults of the fastest repetition */
    uint32_t reps[PH_COUNT];
} timings;

static conv_domtree *dom(const conv_function *f) {
    conv_domtree *t = NULL;
    bench_check_ok(conv_domtree_build(f, NULL, &t), "conv_domtree_build", NULL);
    return t;
}

static conv_cycles *cycles(const conv_function *f) {
    conv_cycles *c = NULL;
    bench_check_ok(conv_cycles_build(f, NULL, &c), "conv_cycles_build", NULL);
    return c;
}

static conv_uniformity *uni(const conv_function *f, const conv_cycles *c, const conv_domtree *d) {
    conv_uniformity_desc ud;
    conv_uniformity *u = NULL;
    memset(&ud, 0, sizeof ud);
    ud.cycles = c;
    ud.domtree = d;
    bench_check_ok(conv_uniformity_build(f, c || d ? &ud : NULL, &u), "conv_uniformity_build", NULL);
    return u;
}

/* One timed run of a phase; returns ms and adds the faults to *faults. */
static double run_phase(const conv_function *f, int ph, long *faults) {
    conv_domtree *d = NULL;
    conv_cycles *c = NULL;
    conv_uniformity *u = NULL;
    double t0, ms;
    long f0;
    if (ph == PH_UNI) c = cycles(f);
    f0 = bench_minor_faults();
    t0 = bench_now_ms();
    switch (ph) {
    case PH_DOM:
        d = dom(f);
        break;
    case PH_CYCLES:
        c = cycles(f);
        break;
    case PH_UNI:
        u = uni(f, c, NULL);
        break;
    case PH_ALONE:
        u = uni(f, NULL, NULL);
        break;
    case PH_PIPE:
        d = dom(f);
        c = cycles(f);
        u = uni(f, c, d);
        break;
    default:
        bench_die("bad phase");
    }
    ms = bench_now_ms() - t0;
    *faults = bench_minor_faults() - f0;
    conv_uniformity_free(u);
    conv_cycles_free(c);
    conv_domtree_free(d);
    return ms;
}

static void measure(const conv_function *f, uint32_t reps, timings *t) {
    int ph;
    for (ph = 0; ph < PH_COUNT; ph++) {
        uint32_t r;
        double total = 0;
        t->ms[ph] = 1e300;
        t->faults[ph] = 0;
        for (r = 0; r < reps && total < BUDGET_MS; r++) {
            long faults = 0;
            double ms = run_phase(f, ph, &faults);
            total += ms;
            if (ms < t->ms[ph]) {
                t->ms[ph] = ms;
                t->faults[ph] = faults;
            }
        }
        t->reps[ph] = r;
    }
}

static void print_line(const char *file, const char *mode, const timings *t, uint32_t edges) {
    printf("%s (%s heap): dom %.3f, cycles %.3f, uni %.3f, alone %.3f, pipe %.3f ms = %.1f ns/edge (%ld faults; "
           "min of %u runs)\n",
           file, mode, t->ms[PH_DOM], t->ms[PH_CYCLES], t->ms[PH_UNI], t->ms[PH_ALONE], t->ms[PH_PIPE],
           t->ms[PH_PIPE] * 1e6 / edges, t->faults[PH_PIPE], t->reps[PH_PIPE]);
}

static void print_kv(const char *prefix, const timings *t) {
    int ph;
    for (ph = 0; ph < PH_COUNT; ph++)
        printf(" %s%s_ms=%.6f %s%s_reps=%u", prefix, phase_name[ph], t->ms[ph], prefix, phase_name[ph], t->reps[ph]);
    printf(" %spipe_faults=%ld", prefix, t->faults[PH_PIPE]);
}

static void usage(void) {
    fprintf(stderr, "usage: bench_uniformity --emit chain|nest|loopchain|exits|ladder N FILE.ll\n"
                    "       bench_uniformity [--reps R] FILE.ll\n"
                    "       bench_uniformity --profile dom|cycles|uni|alone|pipe [--warm] [--reps R] FILE.ll\n");
    exit(2);
}

int main(int argc, char **argv) {
    uint32_t reps = 0, nb, edges, n = 0, k;
    const char *file = NULL, *profile = NULL;
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_uniformity *u;
    timings td, tw;
    counts c;
    size_t size = 0;
    char *text;
    int i, shape, warm = 0;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--emit") == 0 && i + 3 < argc) {
            emit(parse_shape(argv[i + 1]), parse_u32(argv[i + 2]), argv[i + 3]);
            return 0;
        } else if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc) {
            reps = parse_u32(argv[++i]);
        } else if (strcmp(argv[i], "--profile") == 0 && i + 1 < argc) {
            profile = argv[++i];
        } else if (strcmp(argv[i], "--warm") == 0) {
            warm = 1;
        } else if (argv[i][0] != '-' && file == NULL) {
            file = argv[i];
        } else {
            usage();
        }
    }
    if (file == NULL) usage();
    text = bench_read_file(file, &size);
    shape = detect_shape(text, &n);
    f = bench_parse_function(text, size, file, &m);
    free(text);
    nb = conv_function_block_count(f);
    edges = conv_function_edge_count(f);

    if (profile != NULL) {
        int ph;
        long faults = 0;
        for (ph = 0; ph < PH_COUNT && strcmp(profile, phase_name[ph]) != 0; ph++) {
        }
        if (ph == PH_COUNT) usage();
        if (reps == 0) reps = 100;
        if (warm) {
#if defined(BENCH_HAVE_MALLOPT)
            mallopt(M_MMAP_MAX, 0);
            mallopt(M_TRIM_THRESHOLD, 0x7fffffff);
            mallopt(M_TOP_PAD, 64 << 20);
#endif
            (void)run_phase(f, ph, &faults);
        }
        for (k = 0; k < reps; k++) (void)run_phase(f, ph, &faults);
        conv_module_destroy(m);
        return 0;
    }

    /* correctness first, on the pipeline's result */
    {
        conv_domtree *dt = dom(f);
        conv_cycles *cy = cycles(f);
        counts c2;
        u = uni(f, cy, NULL);
        c = count_all(f, u);
        check_shape(f, u, shape, n, &c);
        conv_uniformity_free(u);
        /* the self-contained call must agree */
        u = uni(f, NULL, NULL);
        c2 = count_all(f, u);
        if (c2.div_values != c.div_values || c2.div_branches != c.div_branches || c2.cycles != c.cycles ||
            c2.div_exits != c.div_exits)
            check_failed("conv_uniformity_build(f, NULL) disagrees with desc.cycles", NULL);
        conv_uniformity_free(u);
        conv_cycles_free(cy);
        conv_domtree_free(dt);
    }

    if (reps == 0) reps = nb <= 2000u ? 200u : nb <= 20000u ? 50u : nb <= 200000u ? 10u : 3u;
    warm = 0;
    measure(f, reps, &td);
    print_line(file, "default", &td, edges);
#if defined(BENCH_HAVE_MALLOPT)
    /* Then with a warm heap: freed memory stays in the process, as in a
       long-running compiler. */
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, 0x7fffffff);
    mallopt(M_TOP_PAD, 64 << 20);
    measure(f, 1, &tw); /* warm-up */
    measure(f, reps, &tw);
    warm = 1;
    print_line(file, "warm", &tw, edges);
#endif
    printf("kv shape=%s n=%u blocks=%u edges=%u values=%u div_values=%u div_branches=%u cond_branches=%u switches=%u "
           "cycles=%u div_exits=%u warm=%d",
           shape_name[shape], n, nb, edges, conv_function_value_count(f), c.div_values, c.div_branches,
           c.cond_branches, c.switches, c.cycles, c.div_exits, warm);
    print_kv("d_", &td);
    if (warm) print_kv("w_", &tw);
    printf("\n");
    conv_module_destroy(m);
    return 0;
}
