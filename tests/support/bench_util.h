/* bench_util.h - what the benchmark drivers share (tests/bench: bench.c,
   bench_cycles.c, bench_uniformity.c): the clock, fatal errors, reading
   an input file, strict number arguments and the page-fault counter. Each driver defines BENCH_NAME (its name in
   messages) and CONV_IMPLEMENTATION, then includes conv_impl.h and this
   file. POSIX: define _POSIX_C_SOURCE (clock_gettime) before any include. */
#ifndef CONV_SUPPORT_BENCH_UTIL_H
#define CONV_SUPPORT_BENCH_UTIL_H

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#if defined(__GLIBC__)
#include <malloc.h>
#define BENCH_HAVE_MALLOPT 1
#endif

#include "support.h"

#ifndef BENCH_NAME
#error "define BENCH_NAME (the program's name in messages) before including bench_util.h"
#endif

SUPPORT_UNUSED static void bench_die(const char *what) {
    fprintf(stderr, "%s: FATAL: %s\n", BENCH_NAME, what);
    exit(2);
}

/* Monotonic wall-clock time in milliseconds. */
SUPPORT_UNUSED static double bench_now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* Minor page faults of the process so far (first touches of memory). */
SUPPORT_UNUSED static long bench_minor_faults(void) {
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_minflt;
}

/* Exits (status 2) with the diagnostics when r is not CONV_OK. */
SUPPORT_UNUSED static void bench_check_ok(conv_result r, const char *what, conv_diags *d) {
    uint32_t i;
    char buf[512];
    if (r == CONV_OK) return;
    fprintf(stderr, "%s: FATAL: %s failed: %s\n", BENCH_NAME, what, conv_result_str(r));
    for (i = 0; d != NULL && i < conv_diags_count(d) && i < 10; i++) {
        conv_diags_format(d, i, buf, sizeof buf);
        fprintf(stderr, "  %s\n", buf);
    }
    exit(2);
}

/* The whole file, NUL-terminated (malloc; the caller frees). */
SUPPORT_UNUSED static char *bench_read_file(const char *path, size_t *size) {
    FILE *fp = fopen(path, "rb");
    char *p;
    long len = 0;
    if (fp == NULL) {
        fprintf(stderr, "%s: cannot open %s: %s\n", BENCH_NAME, path, strerror(errno));
        exit(2);
    }
    if (fseek(fp, 0, SEEK_END) != 0 || (len = ftell(fp)) < 0 || fseek(fp, 0, SEEK_SET) != 0)
        bench_die("cannot size file");
    p = (char *)malloc((size_t)len + 1u);
    if (p == NULL) bench_die("out of memory");
    if (fread(p, 1, (size_t)len, fp) != (size_t)len) bench_die("short read");
    fclose(fp);
    p[len] = '\0';
    *size = (size_t)len;
    return p;
}

/* Parses text (the contents of `file`; exits on errors) into *m and
   returns its first function with a body (exits when there is none). */
SUPPORT_UNUSED static conv_function *bench_parse_function(const char *text, size_t size, const char *file,
                                                          conv_module **m) {
    conv_parse_desc pd;
    conv_diags *d = NULL;
    uint32_t k;
    memset(&pd, 0, sizeof pd);
    pd.filename = file;
    bench_check_ok(conv_diags_create(NULL, &d), "conv_diags_create", NULL);
    bench_check_ok(conv_parse(text, size, &pd, d, m), "conv_parse", d);
    conv_diags_destroy(d);
    for (k = 0; k < conv_module_function_count(*m); k++) {
        conv_function *g = conv_module_function(*m, k);
        if ((conv_function_flags(g) & CONV_FUNCTION_DECLARATION) == 0) return g;
    }
    bench_die("no function with a body");
    return NULL;
}

/* A decimal number in [min, max]; anything else exits (status 2). */
SUPPORT_UNUSED static uint32_t bench_parse_u32(const char *s, unsigned long min, unsigned long max) {
    char *end = NULL;
    unsigned long v;
    errno = 0;
    v = strtoul(s, &end, 10);
    if (errno != 0 || end == s || *end != '\0' || v < min || v > max) {
        fprintf(stderr, "%s: bad number '%s'\n", BENCH_NAME, s);
        exit(2);
    }
    return (uint32_t)v;
}

#endif
