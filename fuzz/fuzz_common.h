/* fuzz_common.h - what every harness shares: the byte reader, a counting
   allocator that can fail, a growable string buffer, FUZZ_CHECK, and the
   decoder of random control-flow graphs (fuzz_cfg).

   Include it after conv_impl.h (the harness is the implementation TU).

   FUZZ_CHECK(cond, fmt, ...) prints the failed invariant and aborts, so
   libFuzzer saves the input as a crash and the replay driver counts the
   file as failed. */
#ifndef CONV_FUZZ_COMMON_H
#define CONV_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
#define FUZZ_UNUSED __attribute__((unused))
#else
#define FUZZ_UNUSED
#endif

/* Inputs longer than this are ignored (return 0 at once). */
#define FUZZ_MAX_INPUT 4096u

#define FUZZ_CHECK(cond, ...)                                                            \
    do {                                                                                 \
        if (!(cond)) {                                                                   \
            fprintf(stderr, "%s:%d: FUZZ_CHECK failed: %s: ", __FILE__, __LINE__, #cond); \
            fprintf(stderr, __VA_ARGS__);                                                \
            fputc('\n', stderr);                                                         \
            abort();                                                                     \
        }                                                                                \
    } while (0)

/* ------------------------------------------------------------- reader --- */

/* Reads the input front to back. Past the end every read gives 0, and
   every decoder maps 0 to its neutral, terminating choice (no more blocks'
   successors, no more instructions, the plain return), so truncating an
   input never steers a harness toward one particular case. */
typedef struct fuzz_reader {
    const uint8_t *p;
    size_t n;
} fuzz_reader;

FUZZ_UNUSED static uint8_t fuzz_u8(fuzz_reader *r) {
    uint8_t b;
    if (r->n == 0) return 0;
    b = *r->p++;
    r->n--;
    return b;
}
/* 0..n-1 from one byte (n <= 256); 0 when n == 0 or the input is used up. */
FUZZ_UNUSED static unsigned fuzz_below(fuzz_reader *r, unsigned n) { return n ? (unsigned)fuzz_u8(r) % n : 0u; }
/* 0..65535 from two bytes, little endian. */
FUZZ_UNUSED static unsigned fuzz_u16(fuzz_reader *r) {
    unsigned lo = fuzz_u8(r);
    return lo | ((unsigned)fuzz_u8(r) << 8);
}

/* ---------------------------------------------------------- allocator --- */

/* Counts calls and live blocks; fails call number fail_at (1-based), and
   with fail_after every later call too. */
typedef struct fuzz_alloc_state {
    long calls;
    long live;
    long long live_bytes;
    long fail_at;     /* 0 = never fail */
    int fail_after;   /* keep failing from fail_at on */
    long failures;
} fuzz_alloc_state;

FUZZ_UNUSED static int fuzz_alloc_should_fail(fuzz_alloc_state *s) {
    s->calls++;
    if (s->fail_at == 0) return 0;
    if (s->calls == s->fail_at || (s->fail_after && s->calls > s->fail_at)) {
        s->failures++;
        return 1;
    }
    return 0;
}
FUZZ_UNUSED static void *fuzz_alloc_fn(size_t size, void *user) {
    fuzz_alloc_state *s = (fuzz_alloc_state *)user;
    void *p;
    if (fuzz_alloc_should_fail(s)) return NULL;
    p = malloc(size ? size : 1u);
    if (p) {
        s->live++;
        s->live_bytes += (long long)size;
    }
    return p;
}
FUZZ_UNUSED static void *fuzz_realloc_fn(void *ptr, size_t old_size, size_t new_size, void *user) {
    fuzz_alloc_state *s = (fuzz_alloc_state *)user;
    void *p;
    if (fuzz_alloc_should_fail(s)) return NULL;
    p = realloc(ptr, new_size ? new_size : 1u);
    if (p) s->live_bytes += (long long)new_size - (long long)old_size;
    return p;
}
FUZZ_UNUSED static void fuzz_free_fn(void *ptr, size_t size, void *user) {
    fuzz_alloc_state *s = (fuzz_alloc_state *)user;
    if (ptr == NULL) return;
    s->live--;
    s->live_bytes -= (long long)size;
    free(ptr);
}
FUZZ_UNUSED static conv_allocator fuzz_allocator(fuzz_alloc_state *s) {
    conv_allocator a;
    a.alloc = fuzz_alloc_fn;
    a.realloc = fuzz_realloc_fn;
    a.free = fuzz_free_fn;
    a.user = s;
    return a;
}
#define FUZZ_CHECK_NO_LEAK(st)                                                              \
    FUZZ_CHECK((st)->live == 0 && (st)->live_bytes == 0, "%ld blocks (%lld bytes) leaked", \
               (st)->live, (st)->live_bytes)

/* ------------------------------------------------------------- strbuf --- */

/* Printed text (plain malloc: never counted, never failed). */
typedef struct fuzz_strbuf {
    char *p;
    size_t n, cap;
} fuzz_strbuf;

FUZZ_UNUSED static bool fuzz_sb_write(const char *data, size_t size, void *user) {
    fuzz_strbuf *b = (fuzz_strbuf *)user;
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
FUZZ_UNUSED static void fuzz_sb_free(fuzz_strbuf *b) {
    free(b->p);
    memset(b, 0, sizeof *b);
}
/* The native text of a module; NULL-free (an empty buffer gives ""). */
FUZZ_UNUSED static conv_result fuzz_print_module(const conv_module *m, fuzz_strbuf *out) {
    conv_result r;
    memset(out, 0, sizeof *out);
    if (!fuzz_sb_write("", 0, out)) abort();
    r = conv_module_print(m, fuzz_sb_write, out);
    return r;
}

/* ------------------------------------------------- random CFG decoder --- */

/* A random CFG: blocks 0..n-1 (0 is the entry), per block a terminator
   kind and 0..FCFG_MAX_SUCCS successors (duplicates and self loops
   allowed).

   Encoding: one byte gives n = 1 + b % max_blocks; then per block one byte
   t: t % 5 successors, and variant (t / 5) % 3 picks the terminator
     0 succs: ret, unreachable, invoke without successors
     1 succ:  br, invoke, switch with only a default
     2 succs: br on %c, switch, invoke
     3-4:     switch, invoke, switch
   followed by one byte per successor: target = (b + 1 + byte) % n, so a 0
   byte is "the next block". An exhausted input reads zeros: every
   remaining block is a `ret` without successors. */
#define FCFG_MAX_BLOCKS 48
#define FCFG_MAX_SUCCS 4

typedef struct fcfg {
    unsigned n;
    unsigned nsucc[FCFG_MAX_BLOCKS];
    unsigned succ[FCFG_MAX_BLOCKS][FCFG_MAX_SUCCS];
    conv_kind term[FCFG_MAX_BLOCKS];
} fcfg;

FUZZ_UNUSED static void fcfg_decode(fcfg *g, fuzz_reader *r, unsigned max_blocks) {
    static const conv_kind variants[5][3] = {
        {CONV_KIND_RETURN, CONV_KIND_UNREACHABLE, CONV_KIND_INVOKE},
        {CONV_KIND_BRANCH, CONV_KIND_INVOKE, CONV_KIND_SWITCH},
        {CONV_KIND_BRANCH, CONV_KIND_SWITCH, CONV_KIND_INVOKE},
        {CONV_KIND_SWITCH, CONV_KIND_INVOKE, CONV_KIND_SWITCH},
        {CONV_KIND_SWITCH, CONV_KIND_INVOKE, CONV_KIND_SWITCH}};
    unsigned b, k;
    if (max_blocks > FCFG_MAX_BLOCKS) max_blocks = FCFG_MAX_BLOCKS;
    memset(g, 0, sizeof *g);
    g->n = 1u + fuzz_below(r, max_blocks);
    for (b = 0; b < g->n; b++) {
        unsigned t = fuzz_u8(r);
        g->nsucc[b] = t % 5u;
        g->term[b] = variants[t % 5u][(t / 5u) % 3u];
        for (k = 0; k < g->nsucc[b]; k++) g->succ[b][k] = (b + 1u + fuzz_u8(r)) % g->n;
    }
}

/* Adds block b's terminator to f. `cond` is the branch/switch condition. */
FUZZ_UNUSED static conv_result fcfg_add_terminator(const fcfg *g, unsigned b, conv_function *f, const conv_block *blocks,
                                                   conv_value cond, conv_value *out) {
    conv_inst_desc d;
    conv_block succ[FCFG_MAX_SUCCS];
    int64_t cases[FCFG_MAX_SUCCS];
    unsigned k;
    memset(&d, 0, sizeof d);
    for (k = 0; k < g->nsucc[b]; k++) {
        succ[k] = blocks[g->succ[b][k]];
        cases[k] = (int64_t)k;
    }
    d.kind = g->term[b];
    d.successors = succ;
    d.successors_count = g->nsucc[b];
    if ((d.kind == CONV_KIND_BRANCH && g->nsucc[b] == 2) || d.kind == CONV_KIND_SWITCH) {
        d.operands = &cond;
        d.operands_count = 1;
    }
    if (d.kind == CONV_KIND_SWITCH) d.case_values = cases;
    if (d.kind == CONV_KIND_INVOKE) d.opcode = "@callee";
    return conv_function_add_inst(f, blocks[b], &d, out);
}

/* Blocks reachable from `start` (bit sets over at most 64 blocks). */
FUZZ_UNUSED static uint64_t fcfg_reach_from(const fcfg *g, unsigned start, uint64_t within) {
    uint64_t seen = (uint64_t)1 << start;
    bool changed = true;
    while (changed) {
        unsigned b, k;
        changed = false;
        for (b = 0; b < g->n; b++)
            if ((seen >> b & 1u) && (within >> b & 1u))
                for (k = 0; k < g->nsucc[b]; k++) {
                    unsigned s = g->succ[b][k];
                    if ((within >> s & 1u) && !(seen >> s & 1u)) {
                        seen |= (uint64_t)1 << s;
                        changed = true;
                    }
                }
    }
    return seen;
}

/* The blocks of `within` that reach `target` inside `within`. */
FUZZ_UNUSED static uint64_t fcfg_reach_to(const fcfg *g, unsigned target, uint64_t within) {
    uint64_t seen = (uint64_t)1 << target;
    bool changed = true;
    while (changed) {
        unsigned b, k;
        changed = false;
        for (b = 0; b < g->n; b++)
            if ((within >> b & 1u) && !(seen >> b & 1u))
                for (k = 0; k < g->nsucc[b]; k++)
                    if (seen >> g->succ[b][k] & 1u) {
                        seen |= (uint64_t)1 << b;
                        changed = true;
                        break;
                    }
    }
    return seen;
}

FUZZ_UNUSED static uint64_t fcfg_all(const fcfg *g) {
    return g->n >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << g->n) - 1u);
}

/* The strongly connected component of v inside `within` (v in within). */
FUZZ_UNUSED static uint64_t fcfg_scc(const fcfg *g, unsigned v, uint64_t within) {
    return fcfg_reach_from(g, v, within) & fcfg_reach_to(g, v, within);
}

/* Whether the set has an edge inside it (a single block: a self loop). */
FUZZ_UNUSED static bool fcfg_has_internal_edge(const fcfg *g, uint64_t set) {
    unsigned b, k;
    for (b = 0; b < g->n; b++)
        if (set >> b & 1u)
            for (k = 0; k < g->nsucc[b]; k++)
                if (set >> g->succ[b][k] & 1u) return true;
    return false;
}

FUZZ_UNUSED static unsigned fuzz_popcount64(uint64_t x) {
    unsigned c = 0;
    while (x) {
        x &= x - 1u;
        c++;
    }
    return c;
}

#endif
