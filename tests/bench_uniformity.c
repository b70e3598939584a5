/* tests/bench_uniformity.c - benchmark of conv_uniformity_build on the
   shapes where LLVM's analysis is quadratic. A benchmark, never a test.

   Usage:
     build/bench_uniformity --emit chain|nest N FILE.ll
         writes an amdgcn kernel as LLVM IR:
           chain  N divergent branches to one exit: b_i branches on the
                  thread id to the exit or to b_i+1; the exit's phi joins
                  all of them
           nest   N nested loops, each latch exiting on the thread id to
                  the enclosing latch, with a loop-carried value used after
                  every exit (temporal divergence at every level)
     build/bench_uniformity [--reps R] FILE.ll
         parses FILE.ll and times conv_uniformity_build on its first
         function (minimum over R runs, default by size), checking first
         that the exit phi (chain) or the values after the exits (nest)
         are divergent.
   Output: one human-readable line and one "kv key=value ..." line. */
#define _POSIX_C_SOURCE 199309L
#define CONV_IMPLEMENTATION
#include "../conv_impl.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void die(const char *what) {
    fprintf(stderr, "bench_uniformity: FATAL: %s\n", what);
    exit(2);
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static uint32_t parse_u32(const char *s) {
    char *end = NULL;
    unsigned long v;
    errno = 0;
    v = strtoul(s, &end, 10);
    if (errno != 0 || end == s || *end != '\0' || v == 0 || v > 10000000ul) die("bad number");
    return (uint32_t)v;
}

static void emit(const char *shape, uint32_t n, const char *path) {
    FILE *fp = fopen(path, "w");
    uint32_t i;
    if (fp == NULL) die("cannot write the output file");
    fprintf(fp, "target triple = \"amdgcn-amd-amdhsa\"\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n\n");
    fprintf(fp, "define amdgpu_kernel void @k(i32 %%n) {\nentry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n");
    if (strcmp(shape, "chain") == 0) {
        fprintf(fp, "  br label %%b0\n");
        for (i = 0; i < n; i++) {
            fprintf(fp, "b%u:\n  %%c%u = icmp eq i32 %%tid, %u\n  br i1 %%c%u, label %%x, label %%b%u\n", i, i, i, i,
                    i + 1u);
        }
        fprintf(fp, "b%u:\n  br label %%x\nx:\n  %%p = phi i32 ", n);
        for (i = 0; i <= n; i++) fprintf(fp, "%s[ %u, %%b%u ]", i ? ", " : "", i, i);
        fprintf(fp, "\n  ret void\n}\n");
    } else if (strcmp(shape, "nest") == 0) {
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
    } else {
        die("unknown shape (chain or nest)");
    }
    if (fclose(fp) != 0) die("write failed");
}

static char *read_file(const char *path, size_t *size) {
    FILE *fp = fopen(path, "rb");
    char *p;
    long len = 0;
    if (fp == NULL) die("cannot open the input file");
    if (fseek(fp, 0, SEEK_END) != 0 || (len = ftell(fp)) < 0 || fseek(fp, 0, SEEK_SET) != 0) die("cannot size file");
    p = (char *)malloc((size_t)len + 1u);
    if (p == NULL) die("out of memory");
    if (fread(p, 1, (size_t)len, fp) != (size_t)len) die("short read");
    fclose(fp);
    p[len] = '\0';
    *size = (size_t)len;
    return p;
}

int main(int argc, char **argv) {
    uint32_t reps = 0, r, nb, edges;
    const char *file = NULL;
    conv_module *m = NULL;
    conv_function *f;
    conv_parse_desc pd;
    conv_uniformity *u = NULL;
    double best = 0, total = 0, t0;
    size_t size = 0;
    char *text;
    int i;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--emit") == 0 && i + 3 < argc) {
            emit(argv[i + 1], parse_u32(argv[i + 2]), argv[i + 3]);
            return 0;
        } else if (strcmp(argv[i], "--reps") == 0 && i + 1 < argc) {
            reps = parse_u32(argv[++i]);
        } else if (argv[i][0] != '-' && file == NULL) {
            file = argv[i];
        } else {
            fprintf(stderr, "usage: bench_uniformity --emit chain|nest N FILE.ll | [--reps R] FILE.ll\n");
            return 2;
        }
    }
    if (file == NULL) die("no input file");
    text = read_file(file, &size);
    memset(&pd, 0, sizeof pd);
    pd.filename = file;
    if (conv_parse(text, size, &pd, NULL, &m) != CONV_OK) die("parse failed");
    free(text);
    f = conv_module_function(m, 1); /* 0 is the declaration */
    if (f == NULL) die("no function");
    nb = conv_function_block_count(f);
    edges = conv_function_edge_count(f);
    /* correctness first: the join phi or the last use after the exits */
    if (conv_uniformity_build(f, NULL, &u) != CONV_OK) die("conv_uniformity_build failed");
    {
        conv_value p = conv_function_find_value(f, "%p"), last = conv_function_find_value(f, "%last");
        conv_value probe = conv_value_valid(p) ? p : last;
        if (!conv_value_valid(probe) || !conv_uniformity_value_divergent(u, probe)) die("the probe value is uniform");
    }
    conv_uniformity_free(u);
    if (reps == 0) reps = nb <= 20000u ? 20u : nb <= 200000u ? 5u : 3u;
    for (r = 0; r < reps && total < 3000.0; r++) {
        t0 = now_ms();
        if (conv_uniformity_build(f, NULL, &u) != CONV_OK) die("conv_uniformity_build failed");
        conv_uniformity_free(u);
        t0 = now_ms() - t0;
        total += t0;
        if (r == 0 || t0 < best) best = t0;
    }
    printf("%s: %u blocks, %u edges | uniformity %.3f ms %.1f ns/edge (min of %u runs)\n", file, nb, edges, best,
           best * 1e6 / edges, r);
    printf("kv blocks=%u edges=%u reps=%u uniformity_ms=%.6f\n", nb, edges, r, best);
    conv_module_destroy(m);
    return 0;
}
