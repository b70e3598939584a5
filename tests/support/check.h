/* check.h - the tiny test harness shared by every C test.

   Each test program includes conv.h and is linked with the implementation
   (build/obj/CONFIG/conv.o; a white-box test that reaches conv__ helpers
   includes conv_impl.h with CONV_IMPLEMENTATION itself), uses CHECK* to
   count assertions, and
   ends main with `return check_summary();`, which prints the suite's
   closing line "N passed, N failed". */
#ifndef CONV_TEST_CHECK_H
#define CONV_TEST_CHECK_H

#include "support.h"

#define CHECK_UNUSED SUPPORT_UNUSED

typedef struct check_state {
    unsigned passed;
    unsigned failed;
} check_state;

static check_state check_counts;

#define CHECK(cond)                                                                    \
    do {                                                                               \
        if (cond) {                                                                    \
            check_counts.passed++;                                                     \
        } else {                                                                       \
            check_counts.failed++;                                                     \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);   \
        }                                                                              \
    } while (0)

#define CHECK_MSG(cond, ...)                                                           \
    do {                                                                               \
        if (cond) {                                                                    \
            check_counts.passed++;                                                     \
        } else {                                                                       \
            check_counts.failed++;                                                     \
            fprintf(stderr, "%s:%d: CHECK failed: %s: ", __FILE__, __LINE__, #cond);   \
            fprintf(stderr, __VA_ARGS__);                                              \
            fprintf(stderr, "\n");                                                     \
        }                                                                              \
    } while (0)

#define CHECK_RESULT(expr, expected)                                                   \
    do {                                                                               \
        conv_result check_r_ = (expr);                                                 \
        CHECK_MSG(check_r_ == (expected), "got %s, expected %s",                       \
                  conv_result_str(check_r_), conv_result_str(expected));              \
    } while (0)

#define CHECK_STR(a, b)                                                                \
    do {                                                                               \
        const char *check_a_ = (a), *check_b_ = (b);                                   \
        CHECK_MSG(check_a_ && check_b_ && strcmp(check_a_, check_b_) == 0,             \
                  "'%s' != '%s'", check_a_ ? check_a_ : "(null)",                     \
                  check_b_ ? check_b_ : "(null)");                                     \
    } while (0)

CHECK_UNUSED static int check_summary(void) {
    printf("%u passed, %u failed\n", check_counts.passed, check_counts.failed);
    return check_counts.failed ? 1 : 0;
}

/* --- a counting allocator that can fail the k-th allocation --- */

typedef struct test_alloc_state {
    long allocations;   /* successful alloc/realloc calls */
    long live;          /* blocks currently allocated */
    long long live_bytes;
    long fail_at;       /* fail the fail_at-th call (1-based); 0 = never */
    long calls;
} test_alloc_state;

CHECK_UNUSED static void *test_alloc(size_t size, void *user) {
    test_alloc_state *s = (test_alloc_state *)user;
    void *p;
    s->calls++;
    if (s->fail_at && s->calls == s->fail_at) return NULL;
    p = malloc(size);
    if (p) {
        s->allocations++;
        s->live++;
        s->live_bytes += (long long)size;
    }
    return p;
}
CHECK_UNUSED static void *test_realloc(void *ptr, size_t old_size, size_t new_size, void *user) {
    test_alloc_state *s = (test_alloc_state *)user;
    void *p;
    s->calls++;
    if (s->fail_at && s->calls == s->fail_at) return NULL;
    p = realloc(ptr, new_size);
    if (p) s->live_bytes += (long long)new_size - (long long)old_size;
    return p;
}
CHECK_UNUSED static void test_free(void *ptr, size_t size, void *user) {
    test_alloc_state *s = (test_alloc_state *)user;
    if (ptr == NULL) return;
    s->live--;
    s->live_bytes -= (long long)size;
    free(ptr);
}
CHECK_UNUSED static conv_allocator test_allocator(test_alloc_state *s) {
    conv_allocator a;
    a.alloc = test_alloc;
    a.realloc = test_realloc;
    a.free = test_free;
    a.user = s;
    return a;
}

#endif
