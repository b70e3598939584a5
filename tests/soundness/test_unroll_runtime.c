/* Runtime unrolling with a remainder loop (R8: conv_can_unroll with
   CONV_UNROLL_RUNTIME, conv_apply_unroll_runtime) against the reference
   interpreter's concrete semantics.

   Random counted loops in LLVM IR (a kernel of one loop): an induction
   value of 8, 16 or 32 bits, rising or falling by a step of 1 to 9,
   compared signed or unsigned, strictly or not, or for equality (LLVM's
   canonical exit test after -O2), as the phi or as the
   phi's next value, on either side of the icmp, the loop leaving on true
   or on false; a bound that is a constant, a kernel argument (uniform), a
   thread's id (divergent) or a thread's id shifted right by 3 (uniform in
   groups of 8 threads: divergent in waves wider than 8); 8-bit counters
   started near 255 so that the test ahead wraps; loops guarded so that
   some threads run 0 iterations, or not (1 or more). The body: a
   reduction of the thread's id plus the counter controlled by the loop's
   heart (of the entry), an anchor of the body, a heart of an anchor
   before the loop (the spec's second example), or nothing (uncontrolled), with or without a branch on the thread's parity inside
   the loop and a store under it; the counter's last value stored after
   the loop.

   For each loop, a factor of 2 to 5 at a wave size of 1 to 64: the
   verdict, and the edit whatever the verdict (every generated loop is
   counted, so conv_apply_unroll_runtime must build it), which must pass
   conv_verify. Soundness: every legal verdict is confirmed by
   conv_equivalence_check under concrete semantics in two runs (64 and 24
   threads, waves of the verdict's size or smaller, anchors maximal and
   split). Precision (printed): among the edits the interpreter never
   tells apart from the original, the share conv accepts, beside LLVM
   19's rule (no runtime unrolling of a loop with a heart or an
   uncontrolled convergent operation). Uncontrolled operations are not
   held to the check's answer when conv refuses: the interpreter converges
   an uncontrolled operation's copies by the iteration they run in, which
   an implementation need not do (docs/semantics.md).

   Usage: test_unroll_runtime [--quick | --count LOOPS] [--seed S]
     default 3,000 loops (600 under ASan; --quick 300). */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/random_cfg.h"
#include "../support/legality_gen.h"
#include "../support/legality_check.h"
#include "../support/runtime_loop.h"

typedef struct tally {
    unsigned long loops, asked, legal, illegal, unsound, not_built, harmless, harmless_conv, harmless_llvm;
    unsigned long legal_by_ctrl[CTRL_KINDS], asked_by_ctrl[CTRL_KINDS], wrapped, equality;
} tally;

static void check_loop(test_rng *rng, tally *st, unsigned long serial) {
    static const uint32_t waves[] = {1, 4, 8, 16, 32, 64};
    loop_shape s;
    rl_text t;
    conv_parse_desc pd;
    conv_module *m = NULL;
    conv_diags *d = NULL;
    conv_legality *L = NULL;
    conv_legality_desc ld;
    conv_function *f, *g = NULL;
    conv_verdict v;
    conv_block loop;
    uint32_t W = waves[test_below(rng, 6)], factor = 2u + test_below(rng, 4);
    char name[32];
    bool eq, valid = false;
    rl_random_shape(rng_below, rng, &s);
    rl_write(&s, &t);
    memset(&pd, 0, sizeof pd);
    pd.format = CONV_FORMAT_LLVM;
    pd.filename = "loop.ll";
    CHECK_RESULT(conv_diags_create(NULL, &d), CONV_OK);
    if (conv_parse(t.data, t.len, &pd, d, &m) != CONV_OK) {
        CHECK_MSG(0, "the generated loop does not parse:\n%s", t.data);
        conv_diags_destroy(d);
        return;
    }
    f = conv_module_find_function(m, "k");
    loop = conv_function_find_block(f, "loop");
    memset(&ld, 0, sizeof ld);
    ld.wave_size = W;
    CHECK_RESULT(conv_legality_build(f, &ld, &L), CONV_OK);
    CHECK_RESULT(conv_can_unroll(L, conv_cycles_innermost(conv_legality_cycles(L), loop), factor, CONV_UNROLL_RUNTIME, &v),
                 CONV_OK);
    conv_legality_free(L);
    st->loops++;
    st->asked_by_ctrl[s.ctrl]++;
    snprintf(name, sizeof name, "k.unroll%lu", serial);
    conv_diags_clear(d);
    if (conv_apply_unroll_runtime(f, loop, factor, name, d, &g) != CONV_OK) {
        /* every generated loop is counted: a refusal is a recognizer gap */
        st->not_built++;
        printf("FAILED question %lu: not built\n", serial);
        CHECK_MSG(0, "not built (%s):\n%s", conv_diags_count(d) ? conv_diags_get(d, 0)->message : "", t.data);
        conv_module_destroy(m);
        conv_diags_destroy(d);
        return;
    }
    if (conv_verify(g, NULL, NULL, &valid) != CONV_OK || !valid) printf("FAILED question %lu: invalid copy\n", serial);
    CHECK_MSG(conv_verify(g, NULL, NULL, &valid) == CONV_OK && valid, "the remainder form breaks a static rule:\n%s",
              t.data);
    eq = rl_equivalent(f, g, W, test_mix64(serial), true, NULL, d) == 1;
    st->wrapped += s.wraps;
    st->equality += s.equality;
    if (v.legal) {
        st->legal++;
        st->legal_by_ctrl[s.ctrl]++;
        if (!eq) {
            st->unsound++;
            printf("FAILED question %lu: unsound\n", serial);
            CHECK_MSG(0, "unsound: legal at wave size %u, factor %u, but: %s\n%s", W, factor,
                      conv_diags_count(d) ? conv_diags_get(d, 0)->message : "", t.data);
        }
    } else {
        st->illegal++;
    }
    if (eq) {
        /* harmless here; LLVM 19 refuses a heart or an uncontrolled
           operation in the loop: only the anchor of the body passes */
        st->harmless++;
        st->harmless_conv += v.legal;
        st->harmless_llvm += s.ctrl == CTRL_ANCHOR;
    }
    conv_module_destroy(m);
    conv_diags_destroy(d);
}

int main(int argc, char **argv) {
    lg_options o = lg_parse(argc, argv, 3000ul, 600ul, 300ul);
    test_rng rng;
    tally st;
    unsigned long k;
    unsigned c;
    memset(&st, 0, sizeof st);
    rng.state = o.seed;
    for (k = 0; k < o.count; k++) check_loop(&rng, &st, k);
    printf("legality runtime: %lu loops, %lu legal, %lu illegal, %lu unsound, %lu not built, %lu with a wrapping "
           "test ahead, %lu with an equality test\n", st.loops, st.legal, st.illegal, st.unsound, st.not_built, st.wrapped,
           st.equality);
    for (c = 0; c < CTRL_KINDS; c++)
        printf("  %-13s %5lu asked, %5lu legal\n", ctrl_names[c], st.asked_by_ctrl[c], st.legal_by_ctrl[c]);
    if (st.harmless)
        printf("precision: of %lu edits the interpreter never tells apart, conv accepts %.1f%%, LLVM 19's rules %.1f%%\n",
               st.harmless, 100.0 * (double)st.harmless_conv / (double)st.harmless,
               100.0 * (double)st.harmless_llvm / (double)st.harmless);
    CHECK_MSG(st.unsound == 0, "%lu unsound verdicts", st.unsound);
    CHECK(st.legal > 0 && st.illegal > 0);
    return check_summary();
}
