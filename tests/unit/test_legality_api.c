/* The legality stage on hand-made functions: each query's verdict and
   reason worked out by hand from ../shared/LEGALITY.md's rules (the rule
   is named at each case), the transformations (conv_apply_*) checked for
   what they produce, and the equivalence check shown to tell a legal move
   from an illegal one on the same function. The random soundness test is
   tests/soundness/test_legality.c; the spec's examples through the CLI are
   tests/legality/. */

#include "../../conv.h"
#include "../support/check.h"

typedef struct fixture {
    conv_module *m;
    conv_function *f;
    conv_legality *L;
    conv_diags *d;
} fixture;

static bool fixture_open(fixture *x, const char *text, uint32_t wave_size) {
    conv_parse_desc pd;
    conv_legality_desc ld;
    memset(x, 0, sizeof *x);
    memset(&pd, 0, sizeof pd);
    memset(&ld, 0, sizeof ld);
    pd.filename = "t.conv";
    conv_diags_create(NULL, &x->d);
    CHECK_RESULT(conv_parse(text, strlen(text), &pd, x->d, &x->m), CONV_OK);
    if (x->m == NULL) return false;
    x->f = conv_module_function(x->m, 0);
    {
        bool valid = false;
        CHECK_RESULT(conv_verify(x->f, NULL, x->d, &valid), CONV_OK);
        CHECK_MSG(valid, "the fixture breaks a static rule of tokens");
    }
    ld.wave_size = wave_size;
    CHECK_RESULT(conv_legality_build(x->f, &ld, &x->L), CONV_OK);
    return x->L != NULL;
}

static void fixture_close(fixture *x) {
    conv_legality_free(x->L);
    conv_module_destroy(x->m);
    conv_diags_destroy(x->d);
}

static conv_value V(const fixture *x, const char *name) { return conv_function_find_value(x->f, name); }
static conv_block B(const fixture *x, const char *name) { return conv_function_find_block(x->f, name); }

enum { HOIST, SINK, SPECULATE };

/* text with the first `from` replaced by `to`, in a static buffer */
static const char *edited(const char *text, const char *from, const char *to) {
    static char buf[4096];
    const char *at = strstr(text, from);
    size_t head = at ? (size_t)(at - text) : strlen(text);
    CHECK(at != NULL && strlen(text) + strlen(to) < sizeof buf);
    if (at == NULL) return text;
    memcpy(buf, text, head);
    strcpy(buf + head, to);
    strcat(buf, at + strlen(from));
    return buf;
}

/* The verdict of one move query, checked against the expected reason. */
static conv_verdict expect_move(int line, const fixture *x, int kind, const char *inst, const char *to,
                                conv_legal_reason want) {
    conv_verdict v;
    conv_result r;
    memset(&v, 0, sizeof v);
    r = kind == HOIST ? conv_can_hoist(x->L, V(x, inst), B(x, to), &v)
                      : kind == SINK ? conv_can_sink(x->L, V(x, inst), B(x, to), &v)
                                     : conv_can_speculate(x->L, V(x, inst), B(x, to), &v);
    CHECK_MSG(r == CONV_OK && v.reason == want, "line %d: %s %s: got %s, want %s", line, inst, to,
              conv_legal_reason_str(v.reason), conv_legal_reason_str(want));
    CHECK_MSG(v.legal == (want < CONV_LEGAL_DIVERGENT_BRANCH), "line %d: legal flag", line);
    return v;
}

/* Runs f and g under several seeds, thread counts and wave sizes; returns
   how many runs told them apart. */
static unsigned differing_runs(conv_function *f, conv_function *g, conv_diags *d) {
    unsigned seed, differ = 0;
    for (seed = 0; seed < 24; seed++) {
        conv_interp_desc id;
        bool eq = false;
        memset(&id, 0, sizeof id);
        id.threads = 3 + seed % 7;
        id.wave_size = 1 + seed % 5;
        id.seed = seed;
        id.anchors = seed % 2 ? CONV_ANCHOR_SPLIT : CONV_ANCHOR_MAXIMAL;
        conv_diags_clear(d);
        CHECK_RESULT(conv_equivalence_check(f, g, &id, d, &eq), CONV_OK);
        if (!eq) {
            differ++;
            CHECK(conv_diags_count(d) >= 1 && strcmp(conv_diags_get(d, 0)->code, "legal.counterexample") == 0);
        }
    }
    return differ;
}

static const char guarded_add[] =
    "func @k(%cc, %x, %tid divergent) convergent kernel {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  %d = icmp %tid, 5\n"
    "  br %cc, then, join\n"
    "then:\n"
    "  %s = call @subgroupAdd(%x) ctrl %t convergent speculatable\n"
    "  br %d, inner, join\n"
    "inner:\n"
    "  %s2 = call @subgroupAdd(%x) ctrl %t convergent speculatable\n"
    "  %q = add %s2, 1\n"
    "  br join\n"
    "join:\n"
    "  %r = phi [%s, then], [0, entry], [%q, inner]\n"
    "  ret %r\n"
    "}\n";

/* R1 and R3: the spec's %cc-guarded subgroupAdd. */
static void hoisting_tests(void) {
    fixture x;
    conv_function *g = NULL;
    conv_verdict v;
    if (!fixture_open(&x, guarded_add, 64)) return;
    /* %cc is a uniform argument: every thread of the entry's group goes
       the same way, so the call already runs on the whole group (R1) */
    expect_move(__LINE__, &x, HOIST, "%s", "entry", CONV_LEGAL_UNIFORM);
    /* %d depends on %tid: the threads of `then` split at its branch */
    v = expect_move(__LINE__, &x, HOIST, "%s2", "then", CONV_LEGAL_DIVERGENT_BRANCH);
    CHECK(v.blocking == CONV_BLOCKING_BRANCH && v.block.id == B(&x, "then").id);
    /* the call is not superset-safe: no speculation past it (R3) */
    expect_move(__LINE__, &x, SPECULATE, "%s2", "then", CONV_LEGAL_NOT_SUPERSET_SAFE);
    /* the target must dominate (hoist) or be dominated (sink) */
    expect_move(__LINE__, &x, HOIST, "%s", "join", CONV_LEGAL_DIRECTION);
    expect_move(__LINE__, &x, SINK, "%s", "entry", CONV_LEGAL_DIRECTION);
    /* %q's operand %s2 is defined in `inner` */
    expect_move(__LINE__, &x, HOIST, "%q", "then", CONV_LEGAL_OPERAND);
    /* the phi reads %s on the edge from `then`: sinking %s into `inner`
       leaves that use undominated */
    expect_move(__LINE__, &x, SINK, "%s", "inner", CONV_LEGAL_USER);
    expect_move(__LINE__, &x, HOIST, "%d", "entry", CONV_LEGAL_SAME_PLACE);
    expect_move(__LINE__, &x, HOIST, "%r", "entry", CONV_LEGAL_NOT_MOVABLE);
    expect_move(__LINE__, &x, HOIST, "%t", "entry", CONV_LEGAL_TOKEN_INTRINSIC);
    /* the legal hoist is confirmed by the interpreter, the illegal one is
       told apart */
    CHECK_RESULT(conv_apply_hoist(x.f, V(&x, "%s"), B(&x, "entry"), "k.legal", x.d, &g), CONV_OK);
    if (g) {
        CHECK(conv_value_block(g, conv_function_find_value(g, "%s")).id == conv_function_find_block(g, "entry").id);
        CHECK(conv_value_origin(g, conv_function_find_value(g, "%s")).id == V(&x, "%s").id);
        CHECK(differing_runs(x.f, g, x.d) == 0);
    }
    g = NULL;
    CHECK_RESULT(conv_apply_hoist(x.f, V(&x, "%s2"), B(&x, "then"), "k.illegal", x.d, &g), CONV_OK);
    if (g) CHECK(differing_runs(x.f, g, x.d) > 0);
    /* an edit that breaks SSA is refused, and the module keeps its
       functions */
    g = NULL;
    conv_diags_clear(x.d);
    CHECK_RESULT(conv_apply_hoist(x.f, V(&x, "%q"), B(&x, "then"), "k.bad", x.d, &g), CONV_ERR_INVALID_ARGUMENT);
    CHECK(g == NULL && conv_module_function_count(x.m) == 3);
    CHECK(conv_diags_count(x.d) == 1 && strcmp(conv_diags_get(x.d, 0)->code, "legal.apply") == 0);
    fixture_close(&x);
    /* a superset-safe shuffle may be speculated past the divergent branch */
    if (fixture_open(&x, edited(guarded_add, "%s2 = call @subgroupAdd(%x) ctrl %t convergent speculatable",
                                "%s2 = call @subgroupAdd(%x) ctrl %t convergent speculatable superset_safe"),
                     64)) {
        expect_move(__LINE__, &x, SPECULATE, "%s2", "then", CONV_LEGAL_SUPERSET_SAFE);
        expect_move(__LINE__, &x, HOIST, "%s2", "then", CONV_LEGAL_DIVERGENT_BRANCH);
    }
    fixture_close(&x);
    /* wave size 1: threads never communicate, so every branch is uniform */
    if (fixture_open(&x, guarded_add, 1)) expect_move(__LINE__, &x, HOIST, "%s2", "then", CONV_LEGAL_UNIFORM);
    fixture_close(&x);
}

static const char loop_invariant[] =
    "func @k(%n, %x, %tid divergent) convergent kernel {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  br pre\n"
    "pre:\n"
    "  br head\n"
    "head:\n"
    "  %i = phi [0, pre], [%i2, head]\n"
    "  %h = token.loop %t\n"
    "  %s = call @subgroupAdd(%x) ctrl %h convergent speculatable\n"
    "  %v = call @subgroupAdd(%i) ctrl %h convergent speculatable\n"
    "  %i2 = add %i, %s\n"
    "  %c = icmp %i2, %n\n"
    "  br %c, head, exit\n"
    "exit:\n"
    "  ret\n"
    "}\n";

static const char loop_exit[] =
    "func @k(%n, %x, %tid divergent) convergent kernel {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  br head\n"
    "head:\n"
    "  %i = phi [0, entry], [%i2, head]\n"
    "  %h = token.loop %t\n"
    "  %s = call @subgroupAdd(%x) ctrl %h convergent speculatable\n"
    "  %i2 = add %i, 1\n"
    "  %c = icmp %i2, %n\n"
    "  br %c, head, exit\n"
    "exit:\n"
    "  %d = icmp %tid, 3\n"
    "  br %d, some, done\n"
    "some:\n"
    "  store %s, %x\n"
    "  br done\n"
    "done:\n"
    "  ret\n"
    "}\n";

/* R13, sinking: out of a loop into its exit when the whole group leaves
   together; not past a divergent branch after the exit; not out of a loop
   whose exit is divergent. */
static void sink_out_tests(void) {
    fixture x;
    conv_function *g = NULL;
    if (fixture_open(&x, loop_exit, 64)) {
        expect_move(__LINE__, &x, SINK, "%s", "exit", CONV_LEGAL_UNIFORM);
        expect_move(__LINE__, &x, SINK, "%s", "some", CONV_LEGAL_DIVERGENT_BRANCH);
        /* the copy's call takes the heart's own token, %t */
        CHECK_RESULT(conv_apply_sink(x.f, V(&x, "%s"), B(&x, "exit"), "k.sink", x.d, &g), CONV_OK);
        if (g) {
            CHECK(conv_value_token(g, conv_function_find_value(g, "%s")).id == conv_function_find_value(g, "%t").id);
            CHECK(differing_runs(x.f, g, x.d) == 0);
        }
    }
    fixture_close(&x);
    if (fixture_open(&x, edited(loop_exit, "icmp %i2, %n", "icmp %i2, %tid"), 64))
        expect_move(__LINE__, &x, SINK, "%s", "exit", CONV_LEGAL_DIVERGENT_BRANCH);
    fixture_close(&x);
}

/* R13: out of a loop to its preheader. */
static void licm_tests(void) {
    fixture x;
    conv_function *g = NULL;
    if (fixture_open(&x, loop_invariant, 64)) {
        /* %x is invariant, the call runs first in every iteration, and the
           exit on uniform %n keeps the group whole: each iteration's
           instance has the threads that entered */
        expect_move(__LINE__, &x, HOIST, "%s", "pre", CONV_LEGAL_LOOP_INVARIANT);
        expect_move(__LINE__, &x, HOIST, "%s", "entry", CONV_LEGAL_LOOP_INVARIANT);
        /* %i changes every iteration */
        expect_move(__LINE__, &x, HOIST, "%v", "pre", CONV_LEGAL_OPERAND);
        /* the copy's call takes the heart's own token, %t */
        CHECK_RESULT(conv_apply_hoist(x.f, V(&x, "%s"), B(&x, "pre"), "k.licm", x.d, &g), CONV_OK);
        if (g) {
            conv_value s = conv_function_find_value(g, "%s");
            CHECK(conv_value_token(g, s).id == conv_function_find_value(g, "%t").id);
            CHECK(differing_runs(x.f, g, x.d) == 0);
        }
    }
    fixture_close(&x);
    /* a divergent exit: later iterations run on fewer threads */
    if (fixture_open(&x, edited(loop_invariant, "icmp %i2, %n", "icmp %i2, %tid"), 64))
        expect_move(__LINE__, &x, HOIST, "%s", "pre", CONV_LEGAL_DIVERGENT_BRANCH);
    fixture_close(&x);
}

static const char scopes_text[] =
    "func @k(%x, %tid divergent) convergent kernel {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  %b = call @readfirstlane(%tid) ctrl %t convergent speculatable collective\n"
    "  %c = icmp %b, 3\n"
    "  br %c, then, join\n"
    "then:\n"
    "  %w = call @wave.sum(%x) ctrl %t convergent speculatable\n"
    "  %g = call @workgroup.sum(%x) ctrl %t convergent speculatable scope.workgroup\n"
    "  store %g, %w\n"
    "  br join\n"
    "join:\n"
    "  ret\n"
    "}\n";

static const char wide_scopes_text[] =
    "func @k(%x, %tid divergent) convergent kernel {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  %grp = \"group.id\" uniform.workgroup\n"
    "  %c = icmp %grp, 3\n"
    "  br %c, then, second\n"
    "then:\n"
    "  %bar = call @barrier() ctrl %t convergent speculatable scope.workgroup\n"
    "  %dev = call @device.sum(%x) ctrl %t convergent speculatable scope.device\n"
    "  store %bar, %dev\n"
    "  br second\n"
    "second:\n"
    "  %r = call @workgroup.sum(%tid) ctrl %t convergent speculatable collective scope.workgroup\n"
    "  %c2 = icmp %r, 5\n"
    "  br %c2, then2, pre\n"
    "then2:\n"
    "  %bar2 = call @barrier2() ctrl %t convergent speculatable scope.workgroup\n"
    "  store %bar2, %x\n"
    "  br pre\n"
    "pre:\n"
    "  br loop\n"
    "loop:\n"
    "  %h = token.loop %t\n"
    "  %wl = call @wave.sum(%x) ctrl %h convergent speculatable\n"
    "  %gl = call @workgroup.sum2(%x) ctrl %h convergent speculatable scope.workgroup\n"
    "  store %wl, %gl\n"
    "  %f = call @readfirstlane(%tid) ctrl %h convergent speculatable collective\n"
    "  %c3 = icmp %f, 7\n"
    "  br %c3, loop, done\n"
    "done:\n"
    "  ret\n"
    "}\n";

/* R23: a readfirstlane result is uniform within a wave, not across the
   waves of a workgroup. */
static void scope_tests(void) {
    fixture x;
    if (fixture_open(&x, scopes_text, 64)) {
        expect_move(__LINE__, &x, HOIST, "%w", "entry", CONV_LEGAL_UNIFORM);
        expect_move(__LINE__, &x, HOIST, "%g", "entry", CONV_LEGAL_DIVERGENT_BRANCH);
        CHECK(conv_value_scope(x.f, V(&x, "%g")) == CONV_SCOPE_WORKGROUP);
        CHECK(conv_value_scope(x.f, V(&x, "%w")) == CONV_SCOPE_WAVE);
    }
    fixture_close(&x);
    if (fixture_open(&x, wide_scopes_text, 64)) {
        /* the branch on the workgroup id keeps each workgroup whole, not
           the device: by hand, a barrier may rise above it, a
           device-wide operation may not */
        expect_move(__LINE__, &x, HOIST, "%bar", "entry", CONV_LEGAL_UNIFORM);
        expect_move(__LINE__, &x, HOIST, "%dev", "entry", CONV_LEGAL_DIVERGENT_BRANCH);
        /* a workgroup reduction's result is the same in every wave of the
           workgroup: a branch on it keeps the workgroup whole */
        expect_move(__LINE__, &x, HOIST, "%bar2", "second", CONV_LEGAL_UNIFORM);
        /* the loop's exit tests a readfirstlane: each wave leaves in one
           iteration, waves of one workgroup in different ones */
        expect_move(__LINE__, &x, HOIST, "%wl", "pre", CONV_LEGAL_LOOP_INVARIANT);
        expect_move(__LINE__, &x, HOIST, "%gl", "pre", CONV_LEGAL_DIVERGENT_BRANCH);
    }
    fixture_close(&x);
}

static const char effects_text[] =
    "func @k(%p, %cc) {\n"
    "entry:\n"
    "  store %p, 1\n"
    "  br mid\n"
    "mid:\n"
    "  store %p, 2\n"
    "  %l = load %p\n"
    "  br %cc, then, join\n"
    "then:\n"
    "  store %p, 3\n"
    "  br join\n"
    "join:\n"
    "  ret\n"
    "}\n";

static bool reorder_all(void *user, const conv_function *f, conv_value a, conv_value b) {
    (void)f, (void)a, (void)b;
    ++*(unsigned *)user;
    return true;
}

/* Operations with effects keep their executions and their order. */
static void effects_tests(void) {
    fixture x;
    if (fixture_open(&x, effects_text, 64)) {
        conv_value first_mid = conv_block_insts(x.f, B(&x, "mid"), NULL)[0];
        conv_value in_then = conv_block_insts(x.f, B(&x, "then"), NULL)[0];
        conv_verdict v;
        conv_legality_desc ld;
        conv_legality *L2 = NULL;
        unsigned asked = 0;
        /* entry always reaches mid once: same threads, and the store
           stays after entry's own */
        CHECK_RESULT(conv_can_hoist(x.L, first_mid, B(&x, "entry"), &v), CONV_OK);
        CHECK(v.legal && v.reason == CONV_LEGAL_CONTROL_EQUIVALENT);
        /* the load would pass the store before it in mid */
        v = expect_move(__LINE__, &x, HOIST, "%l", "entry", CONV_LEGAL_REORDER);
        CHECK(v.blocking == CONV_BLOCKING_VALUE && v.value.id == first_mid.id);
        /* out of the conditional: it would run on threads that skip it */
        CHECK_RESULT(conv_can_hoist(x.L, in_then, B(&x, "mid"), &v), CONV_OK);
        CHECK(!v.legal && v.reason == CONV_LEGAL_EXECUTION_COUNT);
        /* the caller's memory model may let them swap */
        memset(&ld, 0, sizeof ld);
        ld.may_reorder = reorder_all;
        ld.user = &asked;
        CHECK_RESULT(conv_legality_build(x.f, &ld, &L2), CONV_OK);
        CHECK_RESULT(conv_can_hoist(L2, V(&x, "%l"), B(&x, "entry"), &v), CONV_OK);
        CHECK(v.legal && v.reason == CONV_LEGAL_CONTROL_EQUIVALENT && asked == 1);
        conv_legality_free(L2);
    }
    fixture_close(&x);
}

static const char merge_text[] =
    "func @k(%x, %c) convergent kernel {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  br %c, then, else\n"
    "then:\n"
    "  %a = call @WaveActiveSum(%x) ctrl %t convergent speculatable\n"
    "  br join\n"
    "else:\n"
    "  %b = call @WaveActiveSum(%x) ctrl %t convergent speculatable\n"
    "  br join\n"
    "join:\n"
    "  %r = phi [%a, then], [%b, else]\n"
    "  ret %r\n"
    "}\n";

/* R4: DXC's if/else WaveActiveSum. Uniform %c: each group runs one arm
   whole, so one call for all is the same set; divergent: never. */
static void merge_tests(void) {
    fixture x;
    conv_function *g = NULL;
    conv_verdict v;
    if (fixture_open(&x, merge_text, 64)) {
        CHECK_RESULT(conv_can_merge(x.L, V(&x, "%a"), V(&x, "%b"), B(&x, "join"), &v), CONV_OK);
        CHECK(v.legal && v.reason == CONV_LEGAL_UNIFORM);
        CHECK_RESULT(conv_can_merge(x.L, V(&x, "%a"), V(&x, "%b"), B(&x, "entry"), &v), CONV_OK);
        CHECK(v.legal && v.reason == CONV_LEGAL_UNIFORM);
        CHECK_RESULT(conv_can_merge(x.L, V(&x, "%a"), V(&x, "%a"), B(&x, "join"), &v), CONV_OK);
        CHECK(!v.legal && v.reason == CONV_LEGAL_NOT_IDENTICAL);
        /* sink-merge: the phi becomes the one call */
        CHECK_RESULT(conv_apply_merge(x.f, V(&x, "%a"), V(&x, "%b"), B(&x, "join"), "k.merged", x.d, &g), CONV_OK);
        if (g) {
            uint32_t n = 0;
            const conv_value *in_join = conv_block_insts(g, conv_function_find_block(g, "join"), &n);
            CHECK(n == 2 && conv_value_kind(g, in_join[0]) == CONV_KIND_CALL);
            CHECK(!conv_value_valid(conv_function_find_value(g, "%b")) &&
                  !conv_value_valid(conv_function_find_value(g, "%r")));
            CHECK(conv_value_origin(g, in_join[0]).id == V(&x, "%a").id);
            CHECK(differing_runs(x.f, g, x.d) == 0);
        }
    }
    fixture_close(&x);
    if (fixture_open(&x, edited(merge_text, "(%x, %c)", "(%x, %c divergent)"), 64)) {
        CHECK_RESULT(conv_can_merge(x.L, V(&x, "%a"), V(&x, "%b"), B(&x, "join"), &v), CONV_OK);
        CHECK(!v.legal && v.reason == CONV_LEGAL_DIVERGENT_BRANCH && v.block.id == B(&x, "entry").id);
        g = NULL;
        CHECK_RESULT(conv_apply_merge(x.f, V(&x, "%a"), V(&x, "%b"), B(&x, "join"), "k.bad", x.d, &g), CONV_OK);
        if (g) CHECK(differing_runs(x.f, g, x.d) > 0);
    }
    fixture_close(&x);
}

static const char misc_text[] =
    "func @k(%x, %tid divergent) convergent kernel {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  %b1 = call @ballot(%x) ctrl %t convergent speculatable collective\n"
    "  %b2 = call @ballot(%x) ctrl %t convergent speculatable collective\n"
    "  call @barrier() ctrl %t convergent barrier scope.workgroup\n"
    "  %c = icmp %tid, 2\n"
    "  %d = icmp %tid, 3\n"
    "  br %c, then, join\n"
    "then:\n"
    "  call @barrier() ctrl %t convergent barrier scope.workgroup\n"
    "  %b3 = call @ballot(%x) ctrl %t convergent speculatable collective\n"
    "  store %b2, %b3\n"
    "  %an = token.anchor\n"
    "  br %d, inner, join\n"
    "inner:\n"
    "  %u = call @ballot(%x) ctrl %an convergent speculatable collective\n"
    "  br join\n"
    "join:\n"
    "  ret\n"
    "}\n";

/* R5 (CSE), R22 (anchors) and barriers. */
static void misc_tests(void) {
    fixture x;
    conv_verdict v;
    conv_value early, late;
    if (!fixture_open(&x, misc_text, 64)) return;
    early = conv_block_insts(x.f, B(&x, "entry"), NULL)[3];
    late = conv_block_insts(x.f, B(&x, "then"), NULL)[0];
    CHECK(conv_value_flags(x.f, early) & conv_value_flags(x.f, late) & CONV_FLAG_BARRIER);
    CHECK_RESULT(conv_can_cse(x.L, V(&x, "%b1"), V(&x, "%b2"), &v), CONV_OK);
    CHECK(v.legal && v.reason == CONV_LEGAL_SAME_INSTANCE);
    /* %b3 runs on the threads with %c set only */
    CHECK_RESULT(conv_can_cse(x.L, V(&x, "%b1"), V(&x, "%b3"), &v), CONV_OK);
    CHECK(!v.legal && v.reason == CONV_LEGAL_DIVERGENT_BRANCH);
    /* the anchor sinks to its only user (R22) ... */
    expect_move(__LINE__, &x, SINK, "%an", "inner", CONV_LEGAL_ANCHOR);
    /* ... but rising to entry its region would take in the uses of %t
       before it, whose definition it does not hold (regions nest) */
    expect_move(__LINE__, &x, HOIST, "%an", "entry", CONV_LEGAL_TOKEN_REGION);
    /* an entry-controlled ballot may not sink into the divergent branch */
    expect_move(__LINE__, &x, SINK, "%b2", "then", CONV_LEGAL_DIVERGENT_BRANCH);
    /* a barrier rises out of a conditional, never sinks into one */
    CHECK_RESULT(conv_can_hoist(x.L, late, B(&x, "entry"), &v), CONV_OK);
    CHECK(v.legal && v.reason == CONV_LEGAL_BARRIER_HOIST);
    CHECK_RESULT(conv_can_sink(x.L, early, B(&x, "then"), &v), CONV_OK);
    CHECK(!v.legal && v.reason == CONV_LEGAL_BARRIER_SINK);
    fixture_close(&x);
}

int main(int argc, char **argv) {
    (void)argc;
    (void)argv;
    hoisting_tests();
    licm_tests();
    sink_out_tests();
    scope_tests();
    effects_tests();
    merge_tests();
    misc_tests();
    return check_summary();
}
