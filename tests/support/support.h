/* support.h - what every header of tests/support/ uses: the unused-static
   marker and the deterministic random numbers.

   tests/support/ is shared by the C tests (tests/unit, tests/soundness),
   the fuzz harnesses (fuzz/) and the benchmarks (tests/bench): the random
   control-flow graphs and their builder (random_cfg.h), the random
   functions built on them (random_fn.h), the naive dominator references
   (dom_ref.h), the counting allocator that can fail (alloc.h), the
   growable string buffer (strbuf.h), the benchmarks' timing helpers
   (bench_util.h), the test harness (check.h), the unit tests' fixture for
   modules written as text (module_fixture.h) and the implementation TU
   (conv_impl.c). Every header is static-only, so each program includes
   what it needs. */
#ifndef CONV_SUPPORT_H
#define CONV_SUPPORT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
#define SUPPORT_UNUSED __attribute__((unused))
#else
#define SUPPORT_UNUSED
#endif

/* Deterministic random numbers (a 64-bit LCG; the high bits are used). */
typedef struct test_rng {
    unsigned long long state;
} test_rng;
SUPPORT_UNUSED static unsigned test_rand(test_rng *r) {
    r->state = r->state * 6364136223846793005ull + 1442695040888963407ull;
    return (unsigned)(r->state >> 33);
}
/* 0..n-1 (0 when n is 0). */
SUPPORT_UNUSED static unsigned test_below(test_rng *r, unsigned n) { return n ? test_rand(r) % n : 0; }

/* A 64-bit mixing function (splitmix64's finalizer), for hash keys. */
SUPPORT_UNUSED static uint64_t test_mix64(uint64_t x) {
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

SUPPORT_UNUSED static unsigned test_popcount64(uint64_t x) {
    unsigned c = 0;
    while (x) {
        x &= x - 1u;
        c++;
    }
    return c;
}

#endif
