/* fuzz_common.h - what every harness shares: the byte reader, FUZZ_CHECK,
   and the decoder of random control-flow graphs (fcfg_decode). The graphs
   themselves, their builder (rcfg_add_terminator), the block-set helpers,
   the naive dominators, the counting allocator that can fail and the
   string buffer come from tests/support/, shared with the C tests.

   Include it after conv.h; the harness is linked with the implementation
   (build/obj/fuzz/conv.o, build/obj/asan/conv.o for the replay driver).

   FUZZ_CHECK(cond, fmt, ...) prints the failed invariant and aborts, so
   libFuzzer saves the input as a crash and the replay driver counts the
   file as failed. */
#ifndef CONV_FUZZ_COMMON_H
#define CONV_FUZZ_COMMON_H

#include "../tests/support/alloc.h"
#include "../tests/support/dom_ref.h"
#include "../tests/support/random_cfg.h"
#include "../tests/support/strbuf.h"

#define FUZZ_UNUSED SUPPORT_UNUSED

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

/* test_alloc_state and test_allocator: tests/support/alloc.h */
#define FUZZ_CHECK_NO_LEAK(st)                                                              \
    FUZZ_CHECK((st)->live == 0 && (st)->live_bytes == 0, "%ld blocks (%lld bytes) leaked", \
               (st)->live, (st)->live_bytes)

/* ------------------------------------------------------------- text --- */

/* The native text of a module; NULL-free (an empty buffer gives ""). */
FUZZ_UNUSED static conv_result fuzz_print_module(const conv_module *m, strbuf *out) {
    memset(out, 0, sizeof *out);
    if (!strbuf_write("", 0, out)) abort();
    return conv_module_print(m, strbuf_write, out);
}

/* ------------------------------------------------- random CFG decoder --- */

/* A random CFG (an rcfg, tests/support/random_cfg.h) from the input:
   blocks 0..n-1 (0 is the entry), per block a terminator kind and
   0..RCFG_MAX_SUCCS successors (duplicates and self loops allowed).

   Encoding: one byte gives n = 1 + b % max_blocks; then per block one byte
   t: t % 5 successors, and variant (t / 5) % 3 picks the terminator
     0 succs: ret, unreachable, invoke without successors
     1 succ:  br, invoke, switch with only a default
     2 succs: br on %c, switch, invoke
     3-4:     switch, invoke, switch
   followed by one byte per successor: target = (b + 1 + byte) % n, so a 0
   byte is "the next block". An exhausted input reads zeros: every
   remaining block is a `ret` without successors. */
#define FCFG_MAX_BLOCKS 48 /* the decoder's bound (larger graphs slow every run) */

FUZZ_UNUSED static void fcfg_decode(rcfg *g, fuzz_reader *r, unsigned max_blocks) {
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

/* The older names fuzz/fuzz_uniformity.c uses for the shared pieces (it is
   being edited in parallel; rename it to the rcfg_/strbuf_ names and drop
   these). */
typedef rcfg fcfg;
typedef strbuf fuzz_strbuf;
typedef test_alloc_state fuzz_alloc_state;
#define fuzz_allocator test_allocator
#define FCFG_MAX_SUCCS RCFG_MAX_SUCCS
#define fcfg_all rcfg_all
#define fcfg_reach_from rcfg_reach_from
#define fcfg_scc rcfg_scc
#define fcfg_has_internal_edge rcfg_has_internal_edge
#define fuzz_popcount64 test_popcount64
#define fuzz_sb_write strbuf_write
#define fuzz_sb_free strbuf_free

#endif
