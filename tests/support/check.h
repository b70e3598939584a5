/* check.h - the tiny test harness shared by every C test.

   Each test program includes conv.h and is linked with the implementation
   (build/obj/CONFIG/conv.o; a white-box test that reaches conv__ helpers
   includes conv_impl.h with CONV_IMPLEMENTATION itself), uses CHECK* to
   count assertions, and
   ends main with `return check_summary();`, which prints the suite's
   closing line "N passed, N failed". */
#ifndef CONV_TEST_CHECK_H
#define CONV_TEST_CHECK_H

#include "alloc.h"
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

#endif
