/* fuzz_unroll_runtime.c - runtime unrolling (R8) on decoded counted loops:
   every loop is built with a remainder, and every "legal" verdict is
   confirmed by the reference interpreter's concrete semantics.

   Build (see fuzz/README.md):
     clang -std=c99 -fsanitize=fuzzer,address,undefined -g -O1 fuzz/fuzz_unroll_runtime.c -o build/fuzz/lf/fuzz_unroll_runtime

   Input (an exhausted input reads zeros):
     byte 0     bits 0-2 the stage's wave size (1, 4, 8, 16, 32, 64, 64,
                64); bits 3-4 the factor - 2 (2-5)
     byte 1     interpreter seed
     loop       tests/support/runtime_loop.h's choices (rl_random_shape),
                one byte each: width, control (heart, anchor, heart of an
                outer anchor, none), bound (constant, kernel argument,
                thread id, thread id / 8), direction, signedness,
                strictness, step, the value tested, its side, the
                branch's sense, a guard, a branch in the body, an 8-bit
                counter that wraps in the test ahead, bound and start

   Invariants (nothing compares conv with its own answer):
   * the decoded text parses and passes conv_verify; conv_legality_build
     and conv_can_unroll (CONV_UNROLL_RUNTIME) return CONV_OK, legal iff a
     legal reason;
   * every decoded loop is counted, so conv_apply_unroll_runtime builds
     it whatever the verdict, and the copy passes conv_verify;
   * soundness: a legal verdict is confirmed by conv_equivalence_check
     with concrete semantics in two runs (64 threads in waves of the
     stage's size, anchors maximal; 24 threads in waves of at most 8,
     anchors split);
   * wave size 1 answers legal whatever a wider wave answers legal;
   * every allocation goes through the counting allocator; nothing leaks. */
#include "../conv.h"
#include "fuzz_common.h"
#include "../tests/support/runtime_loop.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static unsigned fu_below(void *state, unsigned n) { return fuzz_below((fuzz_reader *)state, n > 256u ? 256u : n); }

/* The verdict of runtime unrolling by `factor` at wave size W. */
static conv_verdict fu_verdict(conv_function *f, conv_block loop, uint32_t W, uint32_t factor, const conv_allocator *al) {
    conv_legality_desc ld;
    conv_legality *L = NULL;
    conv_verdict v;
    memset(&ld, 0, sizeof ld);
    ld.allocator = *al;
    ld.wave_size = W;
    FUZZ_CHECK(conv_legality_build(f, &ld, &L) == CONV_OK, "conv_legality_build (wave %u)", W);
    FUZZ_CHECK(conv_can_unroll(L, conv_cycles_innermost(conv_legality_cycles(L), loop), factor, CONV_UNROLL_RUNTIME,
                               &v) == CONV_OK,
               "conv_can_unroll");
    FUZZ_CHECK(v.legal == (v.reason < CONV_LEGAL_DIVERGENT_BRANCH), "legal %d with reason %s", (int)v.legal,
               conv_legal_reason_str(v.reason));
    conv_legality_free(L);
    return v;
}

static void fu_check(conv_function *f, const rl_text *t, uint32_t W, uint32_t factor, uint8_t seed,
                     const conv_allocator *al) {
    conv_block loop = conv_function_find_block(f, "loop");
    conv_diags *d = NULL;
    conv_function *g = NULL;
    conv_verdict v = fu_verdict(f, loop, W, factor, al), v1 = fu_verdict(f, loop, 1, factor, al);
    bool valid = false;
    FUZZ_CHECK(!(v.legal && !v1.legal), "wave size 1 refuses what wave size %u accepts:\n%s", W, t->data);
    FUZZ_CHECK(conv_diags_create(al, &d) == CONV_OK, "diags");
    FUZZ_CHECK(conv_apply_unroll_runtime(f, loop, factor, "k.runtime", d, &g) == CONV_OK, "not built: %s\n%s",
               conv_diags_count(d) ? conv_diags_get(d, 0)->message : "", t->data);
    FUZZ_CHECK(conv_verify(g, NULL, NULL, &valid) == CONV_OK && valid, "the copy breaks a static rule:\n%s", t->data);
    if (v.legal) {
        int eq = rl_equivalent(f, g, W, seed, true, al, d);
        FUZZ_CHECK(eq >= 0, "equivalence check");
        FUZZ_CHECK(eq == 1, "unsound: legal at wave size %u, factor %u: %s\n%s", W, factor,
                   conv_diags_count(d) ? conv_diags_get(d, 0)->message : "", t->data);
    }
    conv_diags_destroy(d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    static const uint32_t waves[8] = {1, 4, 8, 16, 32, 64, 64, 64};
    fuzz_reader r;
    fuzz_alloc_state st;
    conv_allocator al;
    conv_parse_desc pd;
    conv_module *m = NULL;
    conv_function *f;
    loop_shape s;
    rl_text t;
    uint8_t opt, seed;
    bool valid = false;
    if (size > FUZZ_MAX_INPUT) return 0;
    r.p = data;
    r.n = size;
    opt = fuzz_u8(&r);
    seed = fuzz_u8(&r);
    rl_random_shape(fu_below, &r, &s);
    rl_write(&s, &t);
    memset(&st, 0, sizeof st);
    al = fuzz_allocator(&st);
    memset(&pd, 0, sizeof pd);
    pd.allocator = al;
    pd.format = CONV_FORMAT_LLVM;
    pd.filename = "loop.ll";
    FUZZ_CHECK(conv_parse(t.data, t.len, &pd, NULL, &m) == CONV_OK, "the decoded loop does not parse:\n%s", t.data);
    f = conv_module_find_function(m, "k");
    FUZZ_CHECK(f && conv_verify(f, NULL, NULL, &valid) == CONV_OK && valid, "the decoded loop is invalid:\n%s", t.data);
    fu_check(f, &t, waves[opt & 7u], 2u + ((opt >> 3) & 3u), seed, &al);
    conv_module_destroy(m);
    FUZZ_CHECK_NO_LEAK(&st);
    return 0;
}
