/* Outlining (conv_apply_outline, R19) against the reference interpreter
   and the verifier: outline, then inline the call back, and compare with
   the original.

   Random functions (tests/support/legality_gen.h: structured shapes and
   random CFGs, irreducible cycles included; with tokens in half of them:
   entry, hearts, anchor groups) and random regions: a block's dominator
   subtree (single-entry by construction), the block alone, or the
   subtree without one child's subtree. For each region conv_can_outline
   answers; a legal one is performed (conv_apply_outline): both functions
   must pass conv_verify, the new one must be convergent exactly when the
   verdict says so, and the call must carry the region's token from
   outside (OUTLINE_ENTRY) or none. The call is then inlined back
   (conv_apply_inline with keep_callee_origins, so that the values name
   the original's) and conv_equivalence_check must find the result and the
   original equivalent in five interpreter configurations (1 to 33
   threads, waves of 1 to 64): the same thread sets at every convergent
   operation, the same values and effects. Outlining then inlining keeps
   every operation where it ran, the region's entry getting the call's
   token: an outlining that lost convergence (a function not convergent,
   a token passed otherwise) could not come back equivalent. A refusal
   must be one conv_can_outline documents, and the refusals are counted
   by reason.

   Usage: test_outline [--quick | --count N] [--seed S] [--print N]
     N outlined regions; default 3,000 (1,000 under ASan), --quick 300. */
#define CONV_IMPLEMENTATION
#include "../../conv_impl.h"
#include "../support/check.h"
#include "../support/random_cfg.h"
#include "../support/legality_gen.h"
#include "../support/legality_check.h"

static unsigned print_limit = 3;

static struct {
    unsigned long regions, outlined, compared, phi_results, unverified, inequivalent, unchecked, printed;
    unsigned long reasons[CONV_LEGAL_REASON_COUNT];
    lg_made made;
} st;

static void dump(const char *what, const conv_function *f, const conv_function *g, const conv_function *o,
                 const char *why) {
    if (st.printed++ >= print_limit) return;
    fprintf(stderr, "=== %s %s\n--- original:\n", what, why);
    conv_function_print(f, print_stderr, NULL);
    if (g) {
        fprintf(stderr, "--- caller:\n");
        conv_function_print(g, print_stderr, NULL);
    }
    if (o) {
        fprintf(stderr, "--- outlined:\n");
        conv_function_print(o, print_stderr, NULL);
    }
}

/* A random region: the dominator subtree of a random block, the block
   alone, or the subtree without one child's subtree; the entry first. */
static uint32_t pick_region(const conv_function *f, const conv_domtree *dt, test_rng *rng, conv_block *out) {
    uint32_t nb = conv_function_block_count(f), n = 0, b, mode = test_below(rng, 3), nkids = 0;
    conv_block e = conv_function_block(f, 1u + test_below(rng, nb > 1 ? nb - 1u : 1u)), cut = {0};
    const conv_block *kids;
    if (!conv_domtree_contains(dt, e)) return 0;
    out[n++] = e;
    if (mode == 1) return n;
    kids = conv_domtree_children(dt, e, &nkids);
    if (mode == 2 && nkids) cut = kids[test_below(rng, nkids)];
    for (b = 0; b < nb; b++) {
        conv_block x = conv_function_block(f, b);
        if (x.id == e.id || !conv_domtree_contains(dt, x) || !conv_domtree_dominates(dt, e, x)) continue;
        if (cut.id && conv_domtree_dominates(dt, cut, x)) continue;
        out[n++] = x;
    }
    return n;
}

static void check_region(checker *c, lg_fn *fn, const conv_domtree *dt, test_rng *rng) {
    conv_function *f = fn->f, *g = NULL, *o = NULL, *back = NULL;
    conv_block blocks[RCFG_MAX_BLOCKS + 4];
    uint32_t n = pick_region(f, dt, rng, blocks), i;
    conv_value call = {0};
    conv_verdict v;
    conv_inline_desc desc;
    bool vg = false, vo = false, vb = false, phi_result;
    unsigned checked = 0;
    conv_result r;
    int eq;
    memset(&v, 0, sizeof v);
    if (n == 0) return;
    st.regions++;
    r = conv_can_outline(f, blocks, n, &v);
    CHECK_RESULT(r, CONV_OK);
    if (r != CONV_OK) {
        fprintf(stderr, "region of %u blocks:", n);
        for (i = 0; i < n; i++) fprintf(stderr, " %u", blocks[i].id);
        fprintf(stderr, "\n");
        dump("can_outline failed", f, NULL, NULL, conv_result_str(r));
        return;
    }
    st.reasons[v.reason]++;
    conv_diags_clear(c->diags);
    r = conv_apply_outline(f, blocks, n, "f.outline", "f.part", c->diags, &g, &o);
    CHECK_MSG((r == CONV_OK) == v.legal, "apply %s, verdict %s", conv_result_str(r), conv_legal_reason_str(v.reason));
    if (!v.legal) {
        CHECK(v.reason == CONV_LEGAL_SHAPE || v.reason == CONV_LEGAL_TOKEN_DEFINED_INSIDE ||
              v.reason == CONV_LEGAL_TWO_TOKENS || v.reason == CONV_LEGAL_TOKEN_REGION);
        CHECK(conv_diags_count(c->diags) == 1);
        return;
    }
    if (g == NULL || o == NULL) return;
    st.outlined++;
    CHECK(conv_verify(g, NULL, NULL, &vg) == CONV_OK && conv_verify(o, NULL, NULL, &vo) == CONV_OK);
    CHECK(vg && vo);
    if (!vg || !vo) {
        st.unverified++;
        dump("INVALID: the caller or the new function fails conv_verify", f, g, o, "");
        return;
    }
    CHECK(((conv_function_flags(o) & CONV_FUNCTION_CONVERGENT) != 0) == (v.reason != CONV_LEGAL_NOT_CONVERGENT));
    for (i = 0; i < conv_function_value_count(g); i++) {
        conv_value x;
        x.id = i + 1u;
        if (conv_value_kind(g, x) == CONV_KIND_CALL && conv_value_opcode(g, x) &&
            strcmp(conv_value_opcode(g, x), "@f.part") == 0)
            call = x;
    }
    CHECK(conv_value_valid(call));
    if (!conv_value_valid(call)) return;
    CHECK(conv_value_valid(conv_value_token(g, call)) == (v.reason == CONV_LEGAL_OUTLINE_ENTRY));
    /* a call standing for an exit phi's values of several edges has an
       origin of its own: the inlined phi of them is no value of f, and the
       check would call it an extra effect */
    phi_result = (conv_value_flags(g, call) & CONV_FLAG_HAS_RESULT) &&
                 conv_value_origin(g, call).id > conv_function_value_count(f);
    memset(&desc, 0, sizeof desc);
    desc.keep_callee_origins = true;
    desc.make_convergent = true;
    CHECK_RESULT(conv_apply_inline(g, call, &desc, "f.back", c->diags, &back), CONV_OK);
    if (back == NULL) return;
    CHECK(conv_verify(back, NULL, NULL, &vb) == CONV_OK && vb);
    if (phi_result) {
        st.phi_results++;
        return;
    }
    st.compared++;
    eq = run_equivalence(c, f, back, 64, 5, false, false, &checked);
    st.unchecked += checked == 0;
    CHECK_MSG(eq == 1, "outlined (%s) and inlined back, the interpreter tells it apart: %s",
              conv_legal_reason_str(v.reason), c->why);
    if (eq != 1) {
        st.inequivalent++;
        dump("UNSOUND: outlined and inlined back", f, g, o, c->why);
    }
}

static void check_function(checker *c, lg_fn *fn, test_rng *rng) {
    conv_domtree *dt = NULL;
    unsigned k;
    CHECK_RESULT(conv_domtree_build(fn->f, NULL, &dt), CONV_OK);
    for (k = 0; k < 3 && dt; k++) {
        conv_module *m = conv_function_module(fn->f);
        uint32_t before = conv_module_function_count(m);
        check_region(c, fn, dt, rng);
        /* the copies go, so that the names are free for the next region */
        while (conv_module_function_count(m) > before) {
            conv_function *last = conv_module_function(m, conv_module_function_count(m) - 1u);
            conv__module_drop_last(m, m->names.chars.count - strlen(conv_function_name(last)) - 1u);
        }
    }
    conv_domtree_free(dt);
}

int main(int argc, char **argv) {
    lg_options o = lg_parse(argc, argv, 3000ul, 1000ul, 300ul);
    unsigned r;
    print_limit = o.print;
    lg_random_functions(&st.outlined, o.count, o.seed, check_function, &st.made);
    printf("%lu random functions, %lu regions: %lu outlined (%lu inlined back and compared; %lu returning an exit "
           "phi's values, verified only)\n",
           st.made.funcs, st.regions, st.outlined, st.compared, st.phi_results);
    printf("  verdicts:");
    for (r = 0; r < CONV_LEGAL_REASON_COUNT; r++)
        if (st.reasons[r]) printf(" %s %lu", conv_legal_reason_str((conv_legal_reason)r), st.reasons[r]);
    printf("\n  %lu interpreter runs, %lu compared functions no configuration could run; %lu invalid, "
           "%lu inequivalent\n",
           lg_runs.runs, st.unchecked, st.unverified, st.inequivalent);
    CHECK(st.compared > o.count / 2 && st.reasons[CONV_LEGAL_OUTLINE_ENTRY] > 0);
    return check_summary();
}
