/* Moves of quad and wave operations across branches on a lane's bits
   (R23 at quad scope, docs/legality.md "Scope") against the reference
   interpreter.

   Random functions in the native format: a lane id, shifted right by 0
   to 4 and masked, compared with a constant (a branch uniform in every
   quad exactly when the shift is 2 or more, in the wave only when the
   masked bits lie above the wave's lanes), and below that branch, or
   below a second one on another shift, a collective of a quad or of the
   wave, controlled by the entry token or uncontrolled; hoisted to the
   entry block (or to the first branch's block), or sunk from the entry
   into the conditional block. Each question at a wave size of 1 to 64.

   Soundness: every legal verdict is applied (conv_apply_hoist /
   conv_apply_sink), the copy passes conv_verify, and
   conv_equivalence_check confirms it in two hashed runs (64 threads in
   waves of the verdict's size, anchors maximal; 24 threads in waves of
   at most 8, anchors split), which compare a quad collective's threads
   per quad. Printed: how many quad moves over wave-divergent branches
   conv accepts (the relaxation), and how many of the refused moves the
   interpreter refutes.

   Usage: test_quad_moves [--quick | --count QUESTIONS] [--seed S]
     default 4,000 questions (1,000 under ASan; --quick 400). */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/random_cfg.h"
#include "../support/legality_gen.h"
#include "../support/legality_check.h"
#include "../support/runtime_loop.h"

typedef struct quad_tally {
    unsigned long asked, legal, unsound, refused, refuted, quad_over_wave_divergent;
} quad_tally;

/* The function of one question, and what to ask about %d: hoist to
   `to` (entry or mid), or sink %d from entry into `then`. */
typedef struct quad_case {
    unsigned shift1, shift2, mask, konst, wave_scope, tokens, nested, sink, to_mid;
} quad_case;

static void write_case(const quad_case *q, rl_text *t) {
    const char *ctrl = q->tokens ? " ctrl %t" : "";
    const char *scope = q->wave_scope ? "scope.wave" : "scope.quad";
    t->len = 0;
    rl_emit(t, "func @k(%%x, %%out) convergent kernel {\nentry:\n");
    if (q->tokens) rl_emit(t, "  %%t = token.entry\n");
    rl_emit(t, "  %%lane = \"lane\" id.lane\n  %%s = lshr %%lane, %u\n  %%m = and %%s, %u\n", q->shift1, q->mask);
    rl_emit(t, "  %%c = icmp %%m, %u\n", q->konst);
    rl_emit(t, "  %%s2 = lshr %%lane, %u\n  %%m2 = and %%s2, 1\n  %%c2 = icmp %%m2, 1\n", q->shift2);
    if (q->sink) rl_emit(t, "  %%d = call @op(%%lane)%s convergent speculatable collective %s\n", ctrl, scope);
    rl_emit(t, "  br %%c, mid, end\nmid:\n");
    if (q->nested) rl_emit(t, "  br %%c2, then, end\nthen:\n");
    else rl_emit(t, "  br then\nthen:\n");
    if (!q->sink) rl_emit(t, "  %%d = call @op(%%lane)%s convergent speculatable collective %s\n", ctrl, scope);
    rl_emit(t, "  store %%d, %%out\n  br end\nend:\n  ret\n}\n");
}

static void check_question(test_rng *rng, quad_tally *st, unsigned long serial) {
    static const uint32_t waves[] = {1, 2, 4, 8, 16, 32, 64};
    static const unsigned masks[] = {1, 3, 7};
    quad_case q;
    rl_text t;
    conv_parse_desc pd;
    conv_module *m = NULL;
    conv_diags *d = NULL;
    conv_legality_desc ld;
    conv_legality *L = NULL;
    conv_function *f, *g = NULL;
    conv_verdict v;
    conv_block to;
    conv_value op;
    uint32_t W = waves[test_below(rng, 7)];
    char name[32];
    bool eq, valid = false;
    memset(&q, 0, sizeof q);
    q.shift1 = test_below(rng, 5);
    q.shift2 = test_below(rng, 5);
    q.mask = masks[test_below(rng, 3)];
    q.konst = test_below(rng, 3);
    q.wave_scope = test_below(rng, 3) == 0;
    q.tokens = test_below(rng, 2);
    q.nested = test_below(rng, 2);
    q.sink = test_below(rng, 4) == 0;
    q.to_mid = q.nested && !q.sink && test_below(rng, 2);
    write_case(&q, &t);
    memset(&pd, 0, sizeof pd);
    pd.filename = "quad.conv";
    CHECK_RESULT(conv_diags_create(NULL, &d), CONV_OK);
    if (conv_parse(t.data, t.len, &pd, d, &m) != CONV_OK) {
        CHECK_MSG(0, "the generated function does not parse:\n%s", t.data);
        conv_diags_destroy(d);
        return;
    }
    f = conv_module_find_function(m, "k");
    op = conv_function_find_value(f, "%d");
    to = conv_function_find_block(f, q.sink ? "then" : q.to_mid ? "mid" : "entry");
    memset(&ld, 0, sizeof ld);
    ld.wave_size = W;
    CHECK_RESULT(conv_legality_build(f, &ld, &L), CONV_OK);
    CHECK_RESULT(q.sink ? conv_can_sink(L, op, to, &v) : conv_can_hoist(L, op, to, &v), CONV_OK);
    conv_legality_free(L);
    st->asked++;
    snprintf(name, sizeof name, "k.move%lu", serial);
    conv_diags_clear(d);
    if ((q.sink ? conv_apply_sink(f, op, to, name, d, &g) : conv_apply_hoist(f, op, to, name, d, &g)) != CONV_OK) {
        CHECK_MSG(!v.legal, "a legal move not applied: %s\n%s", conv_diags_count(d) ? conv_diags_get(d, 0)->message : "",
                  t.data);
        conv_module_destroy(m);
        conv_diags_destroy(d);
        return;
    }
    CHECK_MSG(conv_verify(g, NULL, NULL, &valid) == CONV_OK && valid, "the copy breaks a static rule:\n%s", t.data);
    eq = rl_equivalent(f, g, W, test_mix64(serial), false, NULL, d) == 1;
    if (v.legal) {
        st->legal++;
        /* a quad's move over a branch that splits the wave (on a bit of
           the lane below the wave's size) */
        if (!q.wave_scope && W >= 4u && (q.shift1 < 6u && (1u << q.shift1) < W)) st->quad_over_wave_divergent++;
        if (!eq) {
            st->unsound++;
            printf("FAILED question %lu: unsound\n", serial);
            CHECK_MSG(0, "unsound: legal at wave size %u (%s) but: %s\n%s", W, conv_legal_reason_str(v.reason),
                      conv_diags_count(d) ? conv_diags_get(d, 0)->message : "", t.data);
        }
    } else {
        st->refused++;
        st->refuted += !eq;
    }
    conv_module_destroy(m);
    conv_diags_destroy(d);
}

int main(int argc, char **argv) {
    lg_options o = lg_parse(argc, argv, 4000ul, 1000ul, 400ul);
    test_rng rng;
    quad_tally st;
    unsigned long k;
    memset(&st, 0, sizeof st);
    rng.state = o.seed;
    for (k = 0; k < o.count; k++) check_question(&rng, &st, k);
    printf("legality quad: %lu questions, %lu legal (%lu quad moves over wave-divergent branches), %lu unsound, "
           "%lu refused (%lu of them refuted by the interpreter)\n",
           st.asked, st.legal, st.quad_over_wave_divergent, st.unsound, st.refused, st.refuted);
    CHECK_MSG(st.unsound == 0, "%lu unsound verdicts", st.unsound);
    CHECK(st.quad_over_wave_divergent > 0 && st.refuted > 0);
    return check_summary();
}
