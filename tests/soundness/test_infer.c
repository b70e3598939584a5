/* Token inference (conv_infer_tokens, R20) against the reference
   interpreter, the verifier and the uniformity analysis.

   Random functions (tests/support/legality_gen.h: structured shapes and
   random_cfg.h's shapes, irreducible cycles included; collectives,
   shuffles, barriers, stores, calls with effects, divergence sources).
   Those built without tokens have uncontrolled convergent operations and
   are not convergent, so they are inferred with make_convergent; every
   other function with every_loop as well. For each inferred copy:
     - conv_verify accepts it, and no uncontrolled convergent operation is
       left (every call marked convergent carries a token);
     - conv_equivalence_check finds the same thread sets at every
       convergent operation, the same values and effects, over five
       interpreter configurations (1 to 33 threads, waves of 1 to 64);
     - conv_uniformity_build gives every copied value and every branch the
       same answer in the copy as in the original (the spec's inference
       keeps maximal convergence).
   Functions built with tokens must come back CONV_INFER_HAS_TOKENS (no
   copy). A refusal must be CONV_INFER_IRREDUCIBLE where an irreducible
   cycle holds a convergent call, or CONV_INFER_ENTRY_IN_CYCLE where the
   entry block is on a cycle (checked on the hierarchy).

   Usage: test_infer [--quick | --count N] [--seed S] [--print N]
     N inferred functions; default 3,000 (1,000 under ASan), --quick 300;
     make soundness runs 20,000. */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/random_cfg.h"
#include "../support/legality_gen.h"
#include "../support/legality_check.h"

static unsigned print_limit = 3;

static struct {
    unsigned long inferred, reducible, with_loops, hearts, controlled, has_tokens, refused, nothing, entry_in_cycle;
    unsigned long unverified, inequivalent, uniformity_differs, unchecked, printed;
    lg_made made;
} st;

static void dump(const char *what, const conv_function *f, const conv_function *g, const char *why) {
    if (st.printed++ >= print_limit) return;
    fprintf(stderr, "=== %s %s\n--- original:\n", what, why);
    conv_function_print(f, print_stderr, NULL);
    if (g) {
        fprintf(stderr, "--- inferred:\n");
        conv_function_print(g, print_stderr, NULL);
    }
}

/* Whether some irreducible cycle of f holds a convergent call: the only
   functions the inference may refuse (the generator makes no tokens in
   the functions it leaves uncontrolled). */
static bool irreducible_around_call(const conv_function *f) {
    conv_cycles *ci = NULL;
    bool found = false;
    uint32_t i, n = conv_function_value_count(f);
    if (conv_cycles_build(f, NULL, &ci) != CONV_OK) return false;
    for (i = 0; i < n && !found; i++) {
        conv_value v;
        conv_cycle c;
        v.id = i + 1u;
        if (conv_value_kind(f, v) != CONV_KIND_CALL || !(conv_value_flags(f, v) & CONV_FLAG_CONVERGENT)) continue;
        for (c = conv_cycles_innermost(ci, conv_value_block(f, v)); conv_cycle_valid(c) && !found;
             c = conv_cycle_parent(ci, c))
            found = !conv_cycle_is_reducible(ci, c);
    }
    conv_cycles_free(ci);
    return found;
}

/* Whether the entry block has a predecessor on a cycle through it. */
static bool entry_in_cycle(const conv_function *f) {
    conv_cycles *ci = NULL;
    bool in;
    if (conv_cycles_build(f, NULL, &ci) != CONV_OK) return false;
    in = conv_cycle_valid(conv_cycles_innermost(ci, conv_function_entry(f)));
    conv_cycles_free(ci);
    return in;
}

static bool all_reducible(const conv_function *f, uint32_t *count) {
    conv_cycles *ci = NULL;
    bool ok = true;
    uint32_t c, n;
    if (conv_cycles_build(f, NULL, &ci) != CONV_OK) return false;
    n = conv_cycles_count(ci);
    for (c = 0; c < n; c++) ok = ok && conv_cycle_is_reducible(ci, conv_cycles_get(ci, c));
    *count = n;
    conv_cycles_free(ci);
    return ok;
}

/* Every call or invoke marked convergent carries a token. */
static bool none_uncontrolled(const conv_function *g) {
    uint32_t i, n = conv_function_value_count(g);
    for (i = 0; i < n; i++) {
        conv_value v;
        conv_kind k;
        v.id = i + 1u;
        k = conv_value_kind(g, v);
        if ((k == CONV_KIND_CALL || k == CONV_KIND_INVOKE) && (conv_value_flags(g, v) & CONV_FLAG_CONVERGENT) &&
            !conv_value_valid(conv_value_token(g, v)))
            return false;
    }
    return true;
}

/* The uniformity of every copied value and every branch, in f and g, at
   wave size 64; *what names the first difference. */
static bool same_uniformity(const conv_function *f, const conv_function *g, char *what, size_t size) {
    conv_uniformity *uf = NULL, *ug = NULL;
    uint32_t i, n = conv_function_value_count(g), nb = conv_function_block_count(f);
    bool same = conv_uniformity_build(f, NULL, &uf) == CONV_OK && conv_uniformity_build(g, NULL, &ug) == CONV_OK;
    for (i = 0; i < n && same; i++) {
        conv_value y, x;
        y.id = i + 1u;
        x = conv_value_origin(g, y);
        if (conv_value_kind(g, y) == CONV_KIND_ENTRY || conv_value_kind(g, y) == CONV_KIND_LOOP) continue;
        if (conv_uniformity_value_divergent(uf, x) != conv_uniformity_value_divergent(ug, y)) {
            same = false;
            snprintf(what, size, "value %s", conv_value_name(g, y) ? conv_value_name(g, y) : "(unnamed)");
        }
    }
    for (i = 0; i < nb && same; i++) {
        conv_block b = conv_function_block(f, i);
        if (conv_uniformity_branch_divergent(uf, b) != conv_uniformity_branch_divergent(ug, b)) {
            same = false;
            snprintf(what, size, "branch of %s", conv_block_name(f, b));
        }
    }
    conv_uniformity_free(uf);
    conv_uniformity_free(ug);
    return same;
}

static void check_inferred(checker *c, const conv_function *f, const conv_function *g, const conv_infer_report *rep) {
    bool valid = false;
    unsigned checked = 0;
    uint32_t cycles = 0;
    char what[160] = "";
    int eq;
    st.inferred++;
    st.hearts += rep->hearts;
    st.controlled += rep->controlled;
    if (all_reducible(f, &cycles)) st.reducible++;
    st.with_loops += cycles > 0;
    CHECK(conv_verify(g, NULL, NULL, &valid) == CONV_OK && valid);
    CHECK(none_uncontrolled(g));
    CHECK(rep->entries == 1 && rep->controlled > 0);
    if (!valid) {
        st.unverified++;
        dump("INVALID: the inferred copy fails conv_verify", f, g, "");
    }
    eq = run_equivalence(c, f, g, 64, 5, false, false, &checked);
    st.unchecked += checked == 0;
    CHECK_MSG(eq == 1, "inferred tokens change the threads: %s", c->why);
    if (eq != 1) {
        st.inequivalent++;
        dump("UNSOUND: the interpreter tells them apart", f, g, c->why);
    }
    if (!same_uniformity(f, g, what, sizeof what)) {
        st.uniformity_differs++;
        CHECK_MSG(false, "uniformity differs after inference: %s", what);
        dump("UNIFORMITY: differs", f, g, what);
    }
}

static void check_function(checker *c, lg_fn *fn, test_rng *rng) {
    conv_infer_desc desc;
    conv_infer_report rep;
    conv_function *g = NULL;
    conv_result r;
    memset(&desc, 0, sizeof desc);
    memset(&rep, 0, sizeof rep);
    desc.make_convergent = !fn->tokens;
    desc.every_loop = test_below(rng, 2) == 0;
    conv_diags_clear(c->diags);
    r = conv_infer_tokens(fn->f, &desc, "f.tokens", c->diags, &rep, &g);
    CHECK_RESULT(r, CONV_OK);
    if (r != CONV_OK) return;
    if (fn->tokens) {
        st.has_tokens++;
        CHECK_MSG(rep.reason == CONV_INFER_HAS_TOKENS && g == NULL, "tokens: %s", conv_infer_reason_str(rep.reason));
        return;
    }
    if (rep.reason == CONV_INFER_NOTHING) {
        st.nothing++;
        CHECK(g == NULL);
        return;
    }
    if (rep.reason != CONV_INFER_DONE) {
        st.refused++;
        if (rep.reason == CONV_INFER_ENTRY_IN_CYCLE) st.entry_in_cycle++;
        CHECK_MSG(g == NULL && ((rep.reason == CONV_INFER_IRREDUCIBLE && irreducible_around_call(fn->f)) ||
                                (rep.reason == CONV_INFER_ENTRY_IN_CYCLE && entry_in_cycle(fn->f))),
                  "refused: %s", conv_infer_reason_str(rep.reason));
        CHECK(conv_diags_count(c->diags) == 1);
        return;
    }
    CHECK(g != NULL && !irreducible_around_call(fn->f));
    if (g) check_inferred(c, fn->f, g, &rep);
}

int main(int argc, char **argv) {
    lg_options o = lg_parse(argc, argv, 3000ul, 1000ul, 300ul);
    print_limit = o.print;
    lg_random_functions(&st.inferred, o.count, o.seed, check_function, &st.made);
    printf("%lu random functions: %lu inferred (%lu of them with cycles, %lu with every cycle reducible), "
           "%lu hearts and %lu operations controlled in all;\n",
           st.made.funcs, st.inferred, st.with_loops, st.reducible, st.hearts, st.controlled);
    printf("  %lu with tokens left alone, %lu without convergent operations, %lu refused (%lu of them: the "
           "entry block in a cycle; the others an irreducible cycle around a convergent call);\n",
           st.has_tokens, st.nothing, st.refused, st.entry_in_cycle);
    printf("  %lu interpreter runs, %lu inferred functions no configuration could run; "
           "%lu invalid, %lu inequivalent, %lu with another uniformity\n",
           lg_runs.runs, st.unchecked, st.unverified, st.inequivalent, st.uniformity_differs);
    CHECK(st.inferred >= o.count && st.reducible > 0 && st.refused > 0);
    return check_summary();
}
