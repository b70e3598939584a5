/* Inlining (conv_apply_inline, R18) against the reference interpreter and
   the verifier, on random callers and callees.

   The interpreter does not enter calls (docs/semantics.md), so the
   inlined function cannot be run against the caller with its call. What
   it can run is every way R18 has of getting one program: random
   functions without tokens (tests/support/legality_gen.h: structured
   shapes and random CFGs, irreducible cycles included; collectives,
   shuffles, barriers, stores, calls with effects) as a caller, in which a
   random operation becomes the call of the callee (convergent and with
   its token when the operation was), and a callee whose returns give a
   value. Plain inlining of the two (R18 d, no tokens anywhere) is P, the
   meaning of the call: its operations run maximally converged in the
   caller, which is what implicit convergence gives them. Then, with the
   caller's and the callee's tokens inferred (conv_infer_tokens keeps
   every operation's threads: tests/soundness/test_infer.c), each of
     (a) inferred caller, inferred callee: the callee's entry becomes the
         call's token (or an anchor for a call that is not convergent),
     (b) caller without tokens, inferred callee: the caller is inferred,
     (c) inferred caller, callee without tokens: the callee is inferred
         on the call's token,
   must either be refused with a reason (NOT_INFERRED: an irreducible
   cycle around a convergent operation; SHAPE: a callee entry block on a
   cycle) or give a function that conv_verify accepts and that
   conv_equivalence_check finds equivalent to P in five interpreter
   configurations (1 to 33 threads, waves of 1 to 64): the same thread
   sets at every convergent operation, the same values and effects. The
   callee's values are placed at the same origins in P and in every
   variant (conv__apply_inline_at's offset), so that the check pairs
   them.

   Usage: test_inline [--quick | --count N] [--seed S] [--print N]
     N callers; default 2,000 (600 under ASan), --quick 200. */
#define CONV_IMPLEMENTATION
#include "../../conv_impl.h"
#include "../support/check.h"
#include "../support/random_cfg.h"
#include "../support/legality_gen.h"
#include "../support/legality_check.h"

#define OFFSET (1u << 20)

static unsigned print_limit = 3;

static struct {
    unsigned long pairs, entry_on_cycle, plain, variants, inlined, refused, unverified, inequivalent, unchecked, printed;
    unsigned long reasons[CONV_LEGAL_REASON_COUNT];
} st;

static void dump(const char *what, const conv_function *caller, const conv_function *callee, const conv_function *p,
                 const conv_function *g, const char *why) {
    if (st.printed++ >= print_limit) return;
    fprintf(stderr, "=== %s %s\n--- caller:\n", what, why);
    conv_function_print(caller, print_stderr, NULL);
    fprintf(stderr, "--- callee:\n");
    conv_function_print(callee, print_stderr, NULL);
    if (p) {
        fprintf(stderr, "--- plain:\n");
        conv_function_print(p, print_stderr, NULL);
    }
    if (g) {
        fprintf(stderr, "--- inlined:\n");
        conv_function_print(g, print_stderr, NULL);
    }
}

/* f copied into m as `name` through the builder, with instruction x (if
   valid) replaced by `%the.call = call @callee(op, %u, %w)` (op: x's first
   operand, else %tid), convergent with x's token when x was convergent,
   and with `returns` every return given a value (the block's last result,
   else %u). */
static conv_function *rebuild(conv_module *m, const conv_function *f, const char *name, conv_value x, bool returns) {
    uint32_t nv = conv_function_value_count(f), nb = conv_function_block_count(f), i, b, k, n;
    uint32_t *map = (uint32_t *)calloc(nv + 1u, sizeof(uint32_t));
    conv_value args[3] = {{0}, {0}, {0}}, ops[64];
    conv_block inc[64];
    conv_function_desc fd;
    conv_function *g = NULL;
    bool ok = map != NULL;
    memset(&fd, 0, sizeof fd);
    fd.name = name;
    fd.flags = conv_function_flags(f);
    ok = ok && conv_module_add_function(m, &fd, &g) == CONV_OK;
    for (i = 0; ok && i < nv; i++) {
        conv_value v, out = {0};
        v.id = i + 1u;
        if (conv_value_kind(f, v) == CONV_KIND_ARGUMENT) {
            ok = conv_function_add_argument(g, conv_value_name(f, v), conv_value_flags(f, v) &
                                                (CONV_FLAG_DIVERGENCE_SOURCE | CONV_FLAG_ALWAYS_UNIFORM), &out) == CONV_OK;
            if (ok && conv_function_argument_count(g) <= 3) args[conv_function_argument_count(g) - 1u] = out;
        } else if (conv_value_kind(f, v) == CONV_KIND_CONSTANT) {
            ok = conv_function_add_constant(g, conv_value_immediate(f, v), conv_value_name(f, v), &out) == CONV_OK;
        } else {
            continue;
        }
        map[v.id] = out.id;
    }
    for (b = 0; ok && b < nb; b++) ok = conv_function_add_block(g, conv_block_name(f, conv_function_block(f, b)), NULL) == CONV_OK;
    for (b = 0; ok && b < nb; b++) {
        const conv_value *insts = conv_block_insts(f, conv_function_block(f, b), &n);
        for (k = 0; ok && k < n; k++) {
            conv_value v = insts[k], out = {0};
            conv_inst_desc d;
            uint32_t count = 0;
            memset(&d, 0, sizeof d);
            d.kind = conv_value_kind(f, v);
            d.name = conv_value_name(f, v);
            d.opcode = conv_value_opcode(f, v);
            d.flags = conv_value_flags(f, v);
            if (v.id == x.id) {
                d.kind = CONV_KIND_CALL;
                d.name = "%the.call";
                d.opcode = "@callee";
                d.flags = (d.flags & CONV_FLAG_CONVERGENT) | CONV_FLAG_HAS_RESULT;
            }
            if (conv_kind_is_terminator(d.kind)) {
                d.successors = conv_value_successors(f, v, &count);
                d.successors_count = count;
                d.case_values = conv_value_case_values(f, v, NULL);
            }
            ok = conv_function_add_inst(g, conv_function_block(g, b), &d, &out) == CONV_OK;
            map[v.id] = out.id;
        }
    }
    for (i = 0; ok && i < nv; i++) {
        conv_value v, t, in;
        const conv_value *o;
        const conv_block *blocks;
        uint32_t c = 0;
        v.id = i + 1u;
        if (conv_value_kind(f, v) >= CONV_KIND_ARGUMENT) continue;
        in.id = map[v.id];
        o = conv_value_operands(f, v, &c);
        blocks = conv_value_incoming(f, v, NULL);
        if (v.id == x.id) {
            ops[0].id = c ? map[o[0].id] : args[0].id;
            ops[1] = args[1];
            ops[2] = args[2];
            c = 3;
            blocks = NULL;
        } else if (returns && conv_value_kind(f, v) == CONV_KIND_RETURN && c == 0) {
            const conv_value *insts = conv_block_insts(f, conv_value_block(f, v), &n);
            ops[0] = args[1];
            for (k = 0; k < n; k++)
                if ((conv_value_flags(f, insts[k]) & CONV_FLAG_HAS_RESULT) &&
                    !(conv_value_flags(f, insts[k]) & CONV_FLAG_TOKEN))
                    ops[0].id = map[insts[k].id];
            c = 1;
        } else {
            for (k = 0; k < c && k < 64; k++) {
                ops[k].id = map[o[k].id];
                if (blocks) inc[k] = blocks[k];
            }
        }
        if (c) ok = conv_function_set_operands(g, in, ops, blocks ? inc : NULL, c) == CONV_OK;
        t = conv_value_token(f, v);
        if (ok && conv_value_valid(t)) {
            t.id = map[t.id];
            ok = conv_function_set_token(g, in, t) == CONV_OK;
        }
    }
    ok = ok && conv_function_finalize(g, NULL) == CONV_OK;
    free(map);
    return ok ? g : NULL;
}

/* f's tokens inferred into m as `name` (make_convergent, also for a
   called function: conv's inlining ignores the callee's own flag); NULL
   when refused. */
static conv_function *inferred(conv_module *m, const conv_function *f, const char *name) {
    conv__infer s;
    conv_function *g = NULL;
    memset(&s, 0, sizeof s);
    s.f = f;
    s.desc.make_convergent = true;
    s.called = 1;
    if (conv__infer_function(&s, m, name, NULL, &g) != CONV_OK) return NULL;
    if (s.rep.reason == CONV_INFER_NOTHING) conv__infer_keep(f, m, name);
    return conv_module_find_function(m, name);
}

/* Whether inlining call k of f may put an anchor for the callee's entry:
   a call that is not convergent and has no token. */
static bool anchored(const conv_function *f, conv_value k) {
    return !(conv_value_flags(f, k) & CONV_FLAG_CONVERGENT) && !conv_value_valid(conv_value_token(f, k));
}

/* One variant: inlines the call of `caller` (in its module with its
   callee) and compares the result with p. */
static void check_variant(checker *c, const char *label, conv_function *caller, const conv_function *p,
                          const conv_function *callee0, const conv_function *caller0) {
    conv_value k = conv_function_find_value(caller, "%the.call");
    conv_inline_desc desc;
    conv_verdict v;
    const conv_function *where = NULL;
    conv_function *g = NULL;
    conv_result r;
    bool valid = false;
    unsigned checked = 0;
    int eq;
    st.variants++;
    CHECK(conv_value_valid(k));
    memset(&desc, 0, sizeof desc);
    desc.make_convergent = true; /* the generator's functions are not convergent */
    r = conv_can_inline(caller, k, &desc, &v, &where);
    CHECK_RESULT(r, CONV_OK);
    if (r != CONV_OK) return;
    st.reasons[v.reason]++;
    conv_diags_clear(c->diags);
    r = conv__apply_inline_at(caller, k, &desc, "inlined", OFFSET, c->diags, &g);
    CHECK_MSG((r == CONV_OK) == v.legal, "%s: apply %s, verdict %s", label, conv_result_str(r),
              conv_legal_reason_str(v.reason));
    if (!v.legal) {
        st.refused++;
        CHECK_MSG(v.reason == CONV_LEGAL_NOT_INFERRED || v.reason == CONV_LEGAL_SHAPE, "%s: refused %s", label,
                  conv_legal_reason_str(v.reason));
        CHECK(conv_diags_count(c->diags) == 1);
        return;
    }
    if (g == NULL) return;
    st.inlined++;
    CHECK(conv_verify(g, NULL, NULL, &valid) == CONV_OK && valid);
    if (!valid) {
        st.unverified++;
        dump("INVALID: the inlined function fails conv_verify", caller, callee0, p, g, label);
        return;
    }
    /* an anchor stands for a call that was not convergent: any group of
       the threads that reach it is allowed, of which P (maximal
       convergence) is one; the interpreter's split anchors pick others */
    eq = run_equivalence(c, p, g, 64, 5, false, anchored(caller, k), &checked);
    st.unchecked += checked == 0;
    CHECK_MSG(eq == 1, "%s (%s): the inlined function runs other threads: %s", label,
              conv_legal_reason_str(v.reason), c->why);
    if (eq != 1) {
        st.inequivalent++;
        dump("UNSOUND: the interpreter tells it from plain inlining", caller0, callee0, p, g, c->why);
    }
}

/* An instruction of f to become the call: a call or an ordinary
   operation, at random; invalid when f has none. */
static conv_value pick_call(const conv_function *f, test_rng *rng) {
    uint32_t nv = conv_function_value_count(f), i, n = 0, want;
    conv_value v, none = {0};
    for (i = 0; i < nv; i++) {
        v.id = i + 1u;
        if (conv_value_kind(f, v) == CONV_KIND_CALL || conv_value_kind(f, v) == CONV_KIND_GENERIC) n++;
    }
    if (n == 0) return none;
    want = test_below(rng, n);
    for (i = 0; i < nv; i++) {
        v.id = i + 1u;
        if ((conv_value_kind(f, v) == CONV_KIND_CALL || conv_value_kind(f, v) == CONV_KIND_GENERIC) && want-- == 0)
            return v;
    }
    return none;
}

static void check_pair(checker *c, conv_function *f0, conv_function *g0, test_rng *rng) {
    conv_module *m = NULL, *ma = NULL, *mb = NULL, *mc = NULL;
    conv_function *caller, *callee, *p = NULL;
    conv_value k, x = pick_call(f0, rng), none = {0};
    conv_verdict v;
    memset(&v, 0, sizeof v);
    bool valid = false;
    if (!conv_value_valid(x)) return;
    CHECK_RESULT(conv_module_create(NULL, &m), CONV_OK);
    caller = rebuild(m, f0, "caller", x, false);
    callee = rebuild(m, g0, "callee", none, true);
    if (caller == NULL || callee == NULL || conv_verify(caller, NULL, NULL, &valid) != CONV_OK || !valid ||
        conv_verify(callee, NULL, NULL, &valid) != CONV_OK || !valid) {
        conv_module_destroy(m);
        return;
    }
    st.pairs++;
    k = conv_function_find_value(caller, "%the.call");
    /* P: no tokens anywhere, plain inlining */
    CHECK(conv_can_inline(caller, k, NULL, &v, NULL) == CONV_OK);
    if (v.reason == CONV_LEGAL_SHAPE && v.blocking == CONV_BLOCKING_BLOCK) {
        /* the callee's entry block is on a cycle (random_cfg.h's shapes) */
        uint32_t preds = 0;
        (void)conv_block_predecessors(callee, conv_function_entry(callee), &preds);
        CHECK(preds > 0);
        st.entry_on_cycle++;
        conv_module_destroy(m);
        return;
    }
    CHECK_MSG(v.reason == CONV_LEGAL_INLINE_PLAIN, "plain inlining: %s", conv_legal_reason_str(v.reason));
    CHECK_RESULT(conv__apply_inline_at(caller, k, NULL, "plain", OFFSET, NULL, &p), CONV_OK);
    CHECK(p && conv_verify(p, NULL, NULL, &valid) == CONV_OK && valid);
    if (p == NULL || !valid) {
        conv_module_destroy(m);
        return;
    }
    st.plain++;
    /* (a) both inferred, (b) the callee only, (c) the caller only */
    CHECK_RESULT(conv_module_create(NULL, &ma), CONV_OK);
    CHECK_RESULT(conv_module_create(NULL, &mb), CONV_OK);
    CHECK_RESULT(conv_module_create(NULL, &mc), CONV_OK);
    {
        conv_function *fa = inferred(ma, caller, "caller"), *ga = inferred(ma, callee, "callee");
        conv_function *fb = NULL, *gb, *fc = inferred(mc, caller, "caller"), *gc = NULL;
        CHECK_RESULT(conv__infer_keep(caller, mb, "caller"), CONV_OK);
        fb = conv_module_find_function(mb, "caller");
        gb = inferred(mb, callee, "callee");
        CHECK_RESULT(conv__infer_keep(callee, mc, "callee"), CONV_OK);
        gc = conv_module_find_function(mc, "callee");
        if (fa && ga) check_variant(c, "(a) both inferred", fa, p, callee, caller);
        if (fb && gb) check_variant(c, "(b) callee inferred", fb, p, callee, caller);
        if (fc && gc) check_variant(c, "(c) caller inferred", fc, p, callee, caller);
    }
    conv_module_destroy(ma);
    conv_module_destroy(mb);
    conv_module_destroy(mc);
    conv_module_destroy(m);
}

int main(int argc, char **argv) {
    lg_options o = lg_parse(argc, argv, 2000ul, 600ul, 200ul);
    test_rng rng;
    lg_src src;
    lg_cfg cfg;
    checker c;
    unsigned r;
    print_limit = o.print;
    rng.state = o.seed;
    src.below = rng_below;
    src.state = &rng;
    memset(&c, 0, sizeof c);
    c.rng = &rng;
    CHECK_RESULT(conv_diags_create(NULL, &c.diags), CONV_OK);
    CHECK(lg_cfg_init(&cfg, RCFG_MAX_BLOCKS));
    while (st.plain < o.count) {
        conv_module *m = NULL;
        lg_fn f0, g0;
        bool ok;
        CHECK_RESULT(conv_module_create(NULL, &m), CONV_OK);
        random_shape(&cfg, &rng, &src);
        ok = lg_build(m, "f0", &cfg, &src, false, 3, &f0);
        random_shape(&cfg, &rng, &src);
        ok = lg_build(m, "g0", &cfg, &src, false, 3, &g0) && ok;
        if (ok) check_pair(&c, f0.f, g0.f, &rng);
        lg_fn_free(&f0);
        lg_fn_free(&g0);
        conv_module_destroy(m);
    }
    lg_cfg_free(&cfg);
    conv_diags_destroy(c.diags);
    printf("%lu callers with a call (%lu more refused: the callee's entry block on a cycle), %lu inlined plainly "
           "(P);\n  %lu variants: %lu inlined and compared with P, %lu refused\n",
           st.pairs, st.entry_on_cycle, st.plain, st.variants, st.inlined, st.refused);
    printf("  verdicts:");
    for (r = 0; r < CONV_LEGAL_REASON_COUNT; r++)
        if (st.reasons[r]) printf(" %s %lu", conv_legal_reason_str((conv_legal_reason)r), st.reasons[r]);
    printf("\n  %lu interpreter runs, %lu inlined functions no configuration could run; %lu invalid, "
           "%lu inequivalent\n",
           lg_runs.runs, st.unchecked, st.unverified, st.inequivalent);
    CHECK(st.inlined > st.pairs);
    return check_summary();
}
