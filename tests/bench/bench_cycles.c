/* tests/bench/bench_cycles.c - benchmark of conv_cycles_build and conv_verify.

   A benchmark, never a test: it prints times; it fails (exit 2) only when
   the library returns an error or a wrong answer (checked before timing).

   Usage:
     build/bench_cycles [--reps R] FILE.ll
         parses FILE.ll, takes its first function with a body and times
           cycles  conv_cycles_build + conv_cycles_free
           verify  conv_verify (dominator tree + cycles + token rules)
         each the minimum over R repetitions (CLOCK_MONOTONIC; default R by
         size, 50 / 10 / 5 / 3; a phase stops repeating once its runs
         have taken 3 s, so a quadratic case runs only once or twice).
     build/bench_cycles [--reps R] --adv deep|wide N [--tokens]
         builds an adversarial CFG in memory through the builder API and
         times the same two phases on it:
           deep  N loops nested inside each other (entry, headers h0..hN-1,
                 latches lN-1..l0, exit: 3N+1 edges)
           wide  N sibling self loops in a row (2N+1 edges)
         --tokens makes the function convergent with an entry token in the
         entry block, a loop heart in every loop header using the token of
         the enclosing loop (the entry token at the top), and a convergent
         call controlled by that heart; conv_verify must accept it.
     build/bench_cycles --emit deep|wide N [--tokens] FILE.ll
         writes the same adversarial function as LLVM IR text (accepted by
         opt-19 -passes=verify), for timing LLVM's CycleAnalysis.

   Output: one human-readable line and one "kv key=value ..." line. */
#define _POSIX_C_SOURCE 199309L
#define CONV_IMPLEMENTATION
#define BENCH_NAME "bench_cycles"
#include "../../conv_impl.h"
#include "../support/bench_util.h"


static uint32_t parse_u32(const char *s) { return bench_parse_u32(s, 1ul, 100000000ul); }

/* ----------------------------------------------------- adversarial CFGs --- */

enum { SHAPE_DEEP, SHAPE_WIDE };

static int parse_shape(const char *s) {
    if (strcmp(s, "deep") == 0) return SHAPE_DEEP;
    if (strcmp(s, "wide") == 0) return SHAPE_WIDE;
    fprintf(stderr, "bench_cycles: unknown shape '%s' (deep or wide)\n", s);
    exit(2);
}

static void add_inst(conv_function *f, conv_block b, const conv_inst_desc *d, conv_value *out) {
    bench_check_ok(conv_function_add_inst(f, b, d, out), "conv_function_add_inst", NULL);
}

/* The heart of a loop header and one convergent call it controls. */
static conv_value add_heart(conv_function *f, conv_block b, conv_value parent) {
    conv_inst_desc d;
    conv_value heart, call;
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_LOOP;
    d.token = parent;
    add_inst(f, b, &d, &heart);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_CALL;
    d.opcode = "@conv.op";
    d.flags = CONV_FLAG_CONVERGENT;
    d.token = heart;
    add_inst(f, b, &d, &call);
    return heart;
}

static void add_br(conv_function *f, conv_block b, conv_value *cond, conv_block t, conv_block e) {
    conv_inst_desc d;
    conv_block s[2];
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_BRANCH;
    s[0] = t;
    s[1] = e;
    d.successors = s;
    d.successors_count = cond != NULL ? 2u : 1u;
    d.operands = cond;
    d.operands_count = cond != NULL ? 1u : 0u;
    add_inst(f, b, &d, NULL);
}

/* Blocks, in creation order:
     deep: 0 entry, 1..n headers h0..h(n-1), n+1..2n latches l0..l(n-1), 2n+1 exit
     wide: 0 entry, 1..n self loops s0..s(n-1), n+1 exit */
static conv_module *build_adv(int shape, uint32_t n, int tokens, conv_function **out) {
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_function_desc fd;
    conv_inst_desc d;
    conv_value c, tok = {CONV_INVALID_ID};
    uint32_t i, nb = shape == SHAPE_DEEP ? 2u * n + 2u : n + 2u;
    conv_block *B = (conv_block *)malloc(sizeof(conv_block) * nb);
    if (B == NULL) bench_die("out of memory");
    bench_check_ok(conv_module_create(NULL, &m), "conv_module_create", NULL);
    memset(&fd, 0, sizeof fd);
    fd.name = shape == SHAPE_DEEP ? "deep" : "wide";
    fd.flags = tokens ? CONV_FUNCTION_CONVERGENT : 0u;
    bench_check_ok(conv_module_add_function(m, &fd, &f), "conv_module_add_function", NULL);
    bench_check_ok(conv_function_add_argument(f, "%c", 0, &c), "conv_function_add_argument", NULL);
    for (i = 0; i < nb; i++) bench_check_ok(conv_function_add_block(f, NULL, &B[i]), "conv_function_add_block", NULL);
    if (tokens) {
        memset(&d, 0, sizeof d);
        d.kind = CONV_KIND_ENTRY;
        add_inst(f, B[0], &d, &tok);
    }
    add_br(f, B[0], NULL, B[1], B[1]);
    if (shape == SHAPE_DEEP) {
        for (i = 0; i < n; i++) { /* header h_i -> h_(i+1), the innermost -> its latch */
            if (tokens) tok = add_heart(f, B[1 + i], tok);
            add_br(f, B[1 + i], NULL, i + 1 < n ? B[2 + i] : B[n + n], B[0]);
        }
        for (i = 0; i < n; i++) /* latch l_i: back to h_i, out to l_(i-1) or the exit */
            add_br(f, B[n + 1 + i], &c, B[1 + i], i == 0 ? B[2 * n + 1] : B[n + i]);
    } else {
        conv_value top = tok;
        for (i = 0; i < n; i++) {
            if (tokens) add_heart(f, B[1 + i], top);
            add_br(f, B[1 + i], &c, B[1 + i], B[2 + i]);
        }
    }
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_RETURN;
    add_inst(f, B[nb - 1], &d, NULL);
    free(B);
    bench_check_ok(conv_function_finalize(f, NULL), "conv_function_finalize", NULL);
    *out = f;
    return m;
}

/* The same function as LLVM IR text. */
static void emit_adv(int shape, uint32_t n, int tokens, const char *path) {
    FILE *fp = fopen(path, "w");
    const char *fn = shape == SHAPE_DEEP ? "deep" : "wide";
    uint32_t i;
    if (fp == NULL) {
        fprintf(stderr, "bench_cycles: cannot write %s: %s\n", path, strerror(errno));
        exit(2);
    }
    fprintf(fp, "; conv cycles benchmark: %s, %u loops%s (tests/bench/bench_cycles.c)\n", fn, n,
            tokens ? ", convergence tokens" : "");
    if (tokens) {
        fprintf(fp, "declare void @conv.op() convergent\n");
        fprintf(fp, "declare token @llvm.experimental.convergence.entry()\n");
        fprintf(fp, "declare token @llvm.experimental.convergence.loop()\n\n");
    }
    fprintf(fp, "define void @%s(i1 %%c)%s {\nentry:\n", fn, tokens ? " convergent" : "");
    if (tokens) fprintf(fp, "  %%t = call token @llvm.experimental.convergence.entry()\n");
    if (shape == SHAPE_DEEP) {
        fprintf(fp, "  br label %%h0\n");
        for (i = 0; i < n; i++) {
            fprintf(fp, "h%u:\n", i);
            if (tokens) {
                if (i == 0)
                    fprintf(fp, "  %%t0 = call token @llvm.experimental.convergence.loop() "
                                "[ \"convergencectrl\"(token %%t) ]\n");
                else
                    fprintf(fp, "  %%t%u = call token @llvm.experimental.convergence.loop() "
                                "[ \"convergencectrl\"(token %%t%u) ]\n", i, i - 1);
                fprintf(fp, "  call void @conv.op() [ \"convergencectrl\"(token %%t%u) ]\n", i);
            }
            if (i + 1 < n)
                fprintf(fp, "  br label %%h%u\n", i + 1);
            else
                fprintf(fp, "  br label %%l%u\n", i);
        }
        for (i = n; i-- > 0;) {
            fprintf(fp, "l%u:\n", i);
            if (i == 0)
                fprintf(fp, "  br i1 %%c, label %%h0, label %%exit\n");
            else
                fprintf(fp, "  br i1 %%c, label %%h%u, label %%l%u\n", i, i - 1);
        }
    } else {
        fprintf(fp, "  br label %%s0\n");
        for (i = 0; i < n; i++) {
            fprintf(fp, "s%u:\n", i);
            if (tokens) {
                fprintf(fp, "  %%t%u = call token @llvm.experimental.convergence.loop() "
                            "[ \"convergencectrl\"(token %%t) ]\n", i);
                fprintf(fp, "  call void @conv.op() [ \"convergencectrl\"(token %%t%u) ]\n", i);
            }
            if (i + 1 < n)
                fprintf(fp, "  br i1 %%c, label %%s%u, label %%s%u\n", i, i + 1);
            else
                fprintf(fp, "  br i1 %%c, label %%s%u, label %%exit\n", i);
        }
    }
    fprintf(fp, "exit:\n  ret void\n}\n");
    if (fclose(fp) != 0) bench_die("write failed");
}

/* ---------------------------------------------------------------- timing --- */

#define BUDGET_MS 3000.0

static uint32_t default_reps(uint32_t edges) {
    if (edges <= 20000u) return 50u;
    if (edges <= 200000u) return 10u;
    if (edges <= 2000000u) return 5u;
    return 3u;
}

/* The minimum time of each phase over `reps` repetitions (fewer once a
   phase has used up BUDGET_MS: quadratic cases would take minutes). */
static void time_phases(const conv_function *f, uint32_t reps, double *best_c, double *best_v, uint32_t *done_c,
                        uint32_t *done_v) {
    uint32_t r;
    double t0, total;
    conv_cycles *cy = NULL;
    bool valid = false;
    for (r = 0, total = 0; r < reps && total < BUDGET_MS; r++) {
        t0 = bench_now_ms();
        bench_check_ok(conv_cycles_build(f, NULL, &cy), "conv_cycles_build", NULL);
        conv_cycles_free(cy);
        t0 = bench_now_ms() - t0;
        total += t0;
        if (r == 0 || t0 < *best_c) *best_c = t0;
    }
    *done_c = r;
    for (r = 0, total = 0; r < reps && total < BUDGET_MS; r++) {
        t0 = bench_now_ms();
        bench_check_ok(conv_verify(f, NULL, NULL, &valid), "conv_verify", NULL);
        t0 = bench_now_ms() - t0;
        total += t0;
        if (r == 0 || t0 < *best_v) *best_v = t0;
    }
    *done_v = r;
}

static void run(const conv_function *f, const char *label, uint32_t reps, uint32_t want_cycles) {
    uint32_t r, edges = conv_function_edge_count(f), ncycles;
    uint32_t done_c;
    double best_c, best_v, t0;
    conv_cycles *cy = NULL;
    conv_diags *d = NULL;
    bool valid = false;

    /* correctness first */
    t0 = bench_now_ms();
    bench_check_ok(conv_cycles_build(f, NULL, &cy), "conv_cycles_build", NULL);
    ncycles = conv_cycles_count(cy);
    conv_cycles_free(cy);
    best_c = bench_now_ms() - t0;
    if (want_cycles != 0 && ncycles != want_cycles) {
        fprintf(stderr, "bench_cycles: FATAL: %s: %u cycles, expected %u\n", label, ncycles, want_cycles);
        exit(2);
    }
    bench_check_ok(conv_diags_create(NULL, &d), "conv_diags_create", NULL);
    t0 = bench_now_ms();
    bench_check_ok(conv_verify(f, NULL, d, &valid), "conv_verify", d);
    best_v = bench_now_ms() - t0;
    if (!valid) {
        char buf[512];
        uint32_t i;
        fprintf(stderr, "bench_cycles: FATAL: %s: conv_verify rejects the function:\n", label);
        for (i = 0; i < conv_diags_count(d) && i < 10; i++) {
            conv_diags_format(d, i, buf, sizeof buf);
            fprintf(stderr, "  %s\n", buf);
        }
        exit(2);
    }
    conv_diags_destroy(d);

    if (reps == 0) reps = default_reps(edges);
    time_phases(f, reps, &best_c, &best_v, &done_c, &r);
    printf("%s: %u blocks, %u edges, %u cycles | cycles %.3f ms %.1f ns/edge | verify %.3f ms %.1f ns/edge "
           "(min of %u / %u runs)\n",
           label, conv_function_block_count(f), edges, ncycles, best_c, best_c * 1e6 / edges, best_v,
           best_v * 1e6 / edges, done_c, r);
    printf("kv blocks=%u edges=%u cycles=%u cycles_reps=%u verify_reps=%u cycles_ms=%.6f verify_ms=%.6f",
           conv_function_block_count(f), edges, ncycles, done_c, r, best_c, best_v);
#if defined(BENCH_HAVE_MALLOPT)
    /* Then with a warm heap: freed memory stays in the process, as in a
       long-running compiler, instead of going back to the kernel and
       paying first-touch page faults on every repetition. */
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, 0x7fffffff);
    mallopt(M_TOP_PAD, 64 << 20);
    time_phases(f, 1, &best_c, &best_v, &done_c, &r); /* warm-up */
    time_phases(f, reps, &best_c, &best_v, &done_c, &r);
    printf(" w_cycles_ms=%.6f w_verify_ms=%.6f", best_c, best_v);
    /* back to the defaults for the next function */
    mallopt(M_MMAP_MAX, 65536);
    mallopt(M_TRIM_THRESHOLD, 128 * 1024);
    mallopt(M_TOP_PAD, 0);
    malloc_trim(0);
#endif
    printf("\n");
}

static void usage(void) {
    fprintf(stderr, "usage: bench_cycles [--reps R] FILE.ll\n"
                    "       bench_cycles [--reps R] --adv deep|wide N [--tokens]\n"
                    "       bench_cycles --emit deep|wide N [--tokens] FILE.ll\n");
    exit(2);
}

int main(int argc, char **argv) {
    uint32_t reps = 0, n = 0;
    int i, shape = -1, tokens = 0, emit = 0;
    const char *file = NULL;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc) {
            reps = parse_u32(argv[++i]);
        } else if ((strcmp(argv[i], "--adv") == 0 || strcmp(argv[i], "--emit") == 0) && i + 2 < argc) {
            emit = strcmp(argv[i], "--emit") == 0;
            shape = parse_shape(argv[i + 1]);
            n = parse_u32(argv[i + 2]);
            i += 2;
        } else if (strcmp(argv[i], "--tokens") == 0) {
            tokens = 1;
        } else if (argv[i][0] != '-' && file == NULL) {
            file = argv[i];
        } else {
            usage();
        }
    }
    if (emit) {
        if (file == NULL) usage();
        emit_adv(shape, n, tokens, file);
        return 0;
    }
    if (shape >= 0) {
        conv_function *f = NULL;
        conv_module *m = build_adv(shape, n, tokens, &f);
        char label[64];
        sprintf(label, "%s %u%s", shape == SHAPE_DEEP ? "deep" : "wide", n, tokens ? " +tokens" : "");
        run(f, label, reps, n);
        conv_module_destroy(m);
        return 0;
    }
    if (file == NULL) usage();
    {
        size_t size = 0;
        char *text = bench_read_file(file, &size);
        conv_module *m = NULL;
        conv_function *f = bench_parse_function(text, size, file, &m);
        free(text);
        run(f, file, reps, 0);
        conv_module_destroy(m);
    }
    return 0;
}
