/* strbuf.h - a growable text buffer that is a conv_write_fn target.

   Zero-initialize it; strbuf_write appends (always NUL-terminated) and
   fails when out of memory or, with `limit` set, past `limit` bytes (to
   test how writers handle a failing sink). strbuf_free releases it. */
#ifndef CONV_SUPPORT_STRBUF_H
#define CONV_SUPPORT_STRBUF_H

#include <stdarg.h>

#include "support.h"

typedef struct strbuf {
    char *p;      /* the text, NUL-terminated once anything was written */
    size_t n;     /* its length */
    size_t cap;   /* bytes allocated */
    size_t limit; /* a write that would pass this many bytes fails; 0 = none */
} strbuf;

SUPPORT_UNUSED static bool strbuf_write(const char *data, size_t size, void *user) {
    strbuf *b = (strbuf *)user;
    if (b->limit && b->n + size > b->limit) return false;
    if (b->n + size + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        char *np;
        while (cap < b->n + size + 1) cap *= 2;
        np = (char *)realloc(b->p, cap);
        if (np == NULL) return false;
        b->p = np;
        b->cap = cap;
    }
    if (size) memcpy(b->p + b->n, data, size);
    b->n += size;
    b->p[b->n] = '\0';
    return true;
}

SUPPORT_UNUSED static bool strbuf_printf(strbuf *b, const char *fmt, ...) {
    char small[512];
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof small) return false;
    return strbuf_write(small, (size_t)n, b);
}

/* Empty again (the text is "", the memory kept), without a limit. */
SUPPORT_UNUSED static void strbuf_clear(strbuf *b) {
    b->n = 0;
    b->limit = 0;
    (void)strbuf_write("", 0, b);
}

SUPPORT_UNUSED static void strbuf_free(strbuf *b) {
    free(b->p);
    memset(b, 0, sizeof *b);
}

#endif
