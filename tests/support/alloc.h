/* alloc.h - a counting allocator that can fail, for the C tests and the
   fuzz harnesses: it counts calls and live blocks and bytes, fails call
   number fail_at (1-based; 0 = never) and, with fail_after, every later
   call too. Plain malloc underneath; a zero size allocates one byte. */
#ifndef CONV_SUPPORT_ALLOC_H
#define CONV_SUPPORT_ALLOC_H

#include "support.h"

typedef struct test_alloc_state {
    long calls;       /* alloc and realloc calls, failed ones included */
    long allocations; /* successful alloc calls */
    long live;        /* blocks currently allocated */
    long long live_bytes;
    long fail_at;   /* fail call number fail_at (1-based); 0 = never */
    int fail_after; /* keep failing from fail_at on */
    long failures;  /* calls made to fail */
} test_alloc_state;

SUPPORT_UNUSED static bool test_alloc_should_fail(test_alloc_state *s) {
    s->calls++;
    if (s->fail_at == 0) return false;
    if (s->calls == s->fail_at || (s->fail_after && s->calls > s->fail_at)) {
        s->failures++;
        return true;
    }
    return false;
}
SUPPORT_UNUSED static void *test_alloc(size_t size, void *user) {
    test_alloc_state *s = (test_alloc_state *)user;
    void *p;
    if (test_alloc_should_fail(s)) return NULL;
    p = malloc(size ? size : 1u);
    if (p) {
        s->allocations++;
        s->live++;
        s->live_bytes += (long long)size;
    }
    return p;
}
SUPPORT_UNUSED static void *test_realloc(void *ptr, size_t old_size, size_t new_size, void *user) {
    test_alloc_state *s = (test_alloc_state *)user;
    void *p;
    if (test_alloc_should_fail(s)) return NULL;
    p = realloc(ptr, new_size ? new_size : 1u);
    if (p) s->live_bytes += (long long)new_size - (long long)old_size;
    return p;
}
SUPPORT_UNUSED static void test_free(void *ptr, size_t size, void *user) {
    test_alloc_state *s = (test_alloc_state *)user;
    if (ptr == NULL) return;
    s->live--;
    s->live_bytes -= (long long)size;
    free(ptr);
}
SUPPORT_UNUSED static conv_allocator test_allocator(test_alloc_state *s) {
    conv_allocator a;
    a.alloc = test_alloc;
    a.realloc = test_realloc;
    a.free = test_free;
    a.user = s;
    return a;
}

#endif
