/* conv_lint_build on hand-checked cases: which scoped operations may run
   without their whole scope instance, and why. Every expectation below is
   worked out from the model (docs/uniformity.md, "Lint"), the reasoning
   next to it, not copied from the output: an operation is diagnosed when
   a branch deciding which threads reach it is not uniform at its scope
   (iterated control dependence), when threads leave a cycle around it (or
   around a heart of its token) in different iterations, or when its token
   comes from an anchor. Also the text of findings, the checks mask, the
   DOT colouring by scope and argument errors. */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/strbuf.h"

static const char cases[] =
    "declare @barrier convergent\n"
    "declare @readfirstlane convergent\n"
    "declare @subgroupAdd convergent\n"
    "declare @ddx convergent\n"
    "\n"
    /* A: the branch on readfirstlane sends each wave one way, waves of a
       workgroup different ways: uniform in a wave, not in a workgroup. */
    "func @wave_branch(%tid divergent, %x) convergent kernel {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  %r = call @readfirstlane(%tid) ctrl %e convergent collective\n"
    "  %c = icmp %r, 0\n"
    "  br %c, then, end\n"
    "then:\n"
    "  call @barrier() ctrl %e convergent barrier scope.workgroup\n"
    "  %s = call @subgroupAdd(%x) ctrl %e convergent collective scope.wave\n"
    "  br end\n"
    "end:\n"
    "  call @barrier() ctrl %e convergent barrier scope.workgroup\n"
    "  ret\n"
    "}\n"
    "\n"
    /* B: %q is the same in the 4 lanes of a quad (uniform.quad) */
    "func @quad(%tid divergent, %x) convergent kernel {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  %q = call @quadrandom() divergent uniform.quad\n"
    "  %c = icmp %q, 0\n"
    "  br %c, a, b\n"
    "a:\n"
    "  %d1 = call @ddx(%x) ctrl %e convergent scope.quad\n"
    "  %w1 = call @subgroupAdd(%x) ctrl %e convergent collective scope.wave\n"
    "  br b\n"
    "b:\n"
    "  %c2 = icmp %tid, 0\n"
    "  br %c2, c, d\n"
    "c:\n"
    "  %d2 = call @ddx(%x) ctrl %e convergent scope.quad\n"
    "  br d\n"
    "d:\n"
    "  ret\n"
    "}\n"
    "\n"
    /* C: a barrier in a loop that threads leave in different iterations */
    "func @loop(%tid divergent, %n) convergent kernel {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  br loop\n"
    "loop:\n"
    "  %i = phi [0, entry], [%i1, loop]\n"
    "  %h = token.loop %e\n"
    "  call @barrier() ctrl %h convergent barrier scope.workgroup\n"
    "  %i1 = add %i, 1\n"
    "  %d = icmp %i1, %tid\n"
    "  br %d, loop, exit\n"
    "exit:\n"
    "  ret\n"
    "}\n"
    "\n"
    /* D: uniform code: a loop bounded by a kernel argument, a branch on
       it, a branch on the workgroup id before a workgroup barrier, a
       derivative after a divergent if/else has joined */
    "func @uniform(%tid divergent, %n, %x) convergent kernel {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  %wg = call @workgroupid() uniform.workgroup\n"
    "  br loop\n"
    "loop:\n"
    "  %i = phi [0, entry], [%i1, latch]\n"
    "  %h = token.loop %e\n"
    "  call @barrier() ctrl %h convergent barrier scope.workgroup\n"
    "  %cn = icmp %i, %n\n"
    "  br %cn, then, latch\n"
    "then:\n"
    "  %s = call @subgroupAdd(%x) ctrl %h convergent collective scope.wave\n"
    "  br latch\n"
    "latch:\n"
    "  %i1 = add %i, 1\n"
    "  %d = icmp %i1, %n\n"
    "  br %d, loop, after\n"
    "after:\n"
    "  %cw = icmp %wg, 1\n"
    "  br %cw, wgthen, split\n"
    "wgthen:\n"
    "  call @barrier() ctrl %e convergent barrier scope.workgroup\n"
    "  br split\n"
    "split:\n"
    "  %ct = icmp %tid, 2\n"
    "  br %ct, left, join\n"
    "left:\n"
    "  br join\n"
    "join:\n"
    "  %dd = call @ddx(%x) ctrl %e convergent scope.quad\n"
    "  ret\n"
    "}\n"
    "\n"
    /* E: the heart's token used after the loop (its instance is the
       iteration threads left in): the use post-dominates the loop's
       branch, so no branch decides whether threads reach it; the cycle
       does, through the heart */
    "func @escape(%tid divergent) convergent kernel {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  br loop\n"
    "loop:\n"
    "  %i = phi [0, entry], [%i1, loop]\n"
    "  %h = token.loop %e\n"
    "  %i1 = add %i, 1\n"
    "  %d = icmp %i1, %tid\n"
    "  br %d, loop, exit\n"
    "exit:\n"
    "  %s = call @subgroupAdd(%i1) ctrl %h convergent collective scope.wave\n"
    "  ret\n"
    "}\n"
    "\n"
    /* F: an anchor's threads are the implementation's choice */
    "func @anchor(%x) convergent kernel {\n"
    "entry:\n"
    "  %a = token.anchor\n"
    "  call @barrier() ctrl %a convergent barrier scope.workgroup\n"
    "  ret\n"
    "}\n"
    "\n"
    /* G: threads that return early never reach the barrier; H: a uniform
       branch inside a divergent one: the divergent one decides */
    "func @early(%tid divergent, %n) convergent kernel {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  %c = icmp %tid, 5\n"
    "  br %c, done, more\n"
    "more:\n"
    "  %u = icmp %n, 1\n"
    "  br %u, inner, rest\n"
    "inner:\n"
    "  call @barrier() ctrl %e convergent barrier scope.workgroup\n"
    "  br rest\n"
    "rest:\n"
    "  call @barrier() ctrl %e convergent barrier scope.workgroup\n"
    "  br done\n"
    "done:\n"
    "  ret\n"
    "}\n"
    "\n"
    /* I: no tokens (maximal convergence): a barrier after a loop with a
       divergent exit has every thread again; one inside has not; a
       device-scope collective under the workgroup id's branch */
    "func @plain(%tid divergent, %x) kernel {\n"
    "entry:\n"
    "  %wg = call @workgroupid() uniform.workgroup\n"
    "  br loop\n"
    "loop:\n"
    "  %i = phi [0, entry], [%i1, loop]\n"
    "  %i1 = add %i, 1\n"
    "  call @barrier() convergent barrier scope.workgroup\n"
    "  %d = icmp %i1, %tid\n"
    "  br %d, loop, exit\n"
    "exit:\n"
    "  call @barrier() convergent barrier scope.workgroup\n"
    "  %b = call @ballot(%x) convergent collective\n"
    "  %cw = icmp %wg, 0\n"
    "  br %cw, dev, end\n"
    "dev:\n"
    "  %g = call @deviceAdd(%x) convergent collective scope.device\n"
    "  call @barrier() convergent barrier scope.workgroup\n"
    "  br end\n"
    "end:\n"
    "  ret\n"
    "}\n";

typedef struct expect {
    const char *function;
    conv_lint_code code;
    uint32_t line;          /* of the operation in `cases` */
    conv_lint_cause cause;
    const char *block;      /* BRANCH: the branch; CYCLE: the header; ANCHOR: NULL */
    conv_scope scope, uniform_scope;
} expect;

static conv_module *parse_cases(void) {
    conv_module *m = NULL;
    conv_parse_desc pd;
    memset(&pd, 0, sizeof pd);
    pd.filename = "lint.conv";
    CHECK_RESULT(conv_parse(cases, sizeof cases - 1u, &pd, NULL, &m), CONV_OK);
    return m;
}

/* The findings of one function (waves of 64, default checks). */
static conv_lint *lint_of(const conv_function *f, conv_uniformity **u, uint32_t checks) {
    conv_lint *lint = NULL;
    conv_lint_desc ld;
    bool valid = false;
    CHECK_RESULT(conv_verify(f, NULL, NULL, &valid), CONV_OK);
    CHECK_MSG(valid, "@%s obeys the static rules", conv_function_name(f));
    CHECK_RESULT(conv_uniformity_build(f, NULL, u), CONV_OK);
    memset(&ld, 0, sizeof ld);
    ld.checks = checks;
    CHECK_RESULT(conv_lint_build(f, *u, &ld, &lint), CONV_OK);
    return lint;
}

/* The cases' lines, counted in the text above (line 1 is the first
   declare): each expectation names its operation by line. */
static void hand_checked(conv_module *m) {
    static const expect want[] = {
        /* A: the barrier under the wave-uniform branch; the subgroup op
           beside it is fine (the branch is uniform in its wave); the
           barrier at the join has every thread */
        {"wave_branch", CONV_LINT_BARRIER, 13, CONV_LINT_CAUSE_BRANCH, "entry", CONV_SCOPE_WORKGROUP, CONV_SCOPE_WAVE},
        /* B: the wave op under the quad-uniform branch (each quad one
           way, not each wave); the derivative under the branch on %tid.
           %d1 is fine: its quad went one way */
        {"quad", CONV_LINT_COLLECTIVE, 29, CONV_LINT_CAUSE_BRANCH, "entry", CONV_SCOPE_WAVE, CONV_SCOPE_QUAD},
        {"quad", CONV_LINT_QUAD, 35, CONV_LINT_CAUSE_BRANCH, "b", CONV_SCOPE_QUAD, CONV_SCOPE_THREAD},
        /* C: the loop's own branch sends threads back or out: later
           iterations run the barrier with fewer threads */
        {"loop", CONV_LINT_BARRIER, 48, CONV_LINT_CAUSE_BRANCH, "loop", CONV_SCOPE_WORKGROUP, CONV_SCOPE_THREAD},
        /* D: nothing */
        /* E: the cycle (through the heart %h) */
        {"escape", CONV_LINT_COLLECTIVE, 101, CONV_LINT_CAUSE_CYCLE, "loop", CONV_SCOPE_WAVE, CONV_SCOPE_THREAD},
        /* F: the anchor */
        {"anchor", CONV_LINT_BARRIER, 108, CONV_LINT_CAUSE_ANCHOR, NULL, CONV_SCOPE_WORKGROUP, CONV_SCOPE_THREAD},
        /* G, H: both barriers are reached only by the threads that did not
           return: the divergent entry branch decides, not the uniform
           one around the first */
        {"early", CONV_LINT_BARRIER, 121, CONV_LINT_CAUSE_BRANCH, "entry", CONV_SCOPE_WORKGROUP, CONV_SCOPE_THREAD},
        {"early", CONV_LINT_BARRIER, 124, CONV_LINT_CAUSE_BRANCH, "entry", CONV_SCOPE_WORKGROUP, CONV_SCOPE_THREAD},
        /* I: the barrier in the loop (its header is reached again only
           by threads the loop's branch sends back); the device
           collective under the branch on the workgroup id (one way per
           workgroup, not on the device). The barrier after the loop and
           the one beside the device collective are fine (a workgroup
           takes one way), and the ballot has no scope (not checked) */
        {"plain", CONV_LINT_BARRIER, 137, CONV_LINT_CAUSE_BRANCH, "loop", CONV_SCOPE_WORKGROUP, CONV_SCOPE_THREAD},
        {"plain", CONV_LINT_COLLECTIVE, 146, CONV_LINT_CAUSE_BRANCH, "exit", CONV_SCOPE_DEVICE, CONV_SCOPE_WORKGROUP},
    };
    uint32_t fi, w = 0, total = 0;
    for (fi = 0; fi < conv_module_function_count(m); fi++) {
        conv_function *f = conv_module_function(m, fi);
        conv_uniformity *u = NULL;
        conv_lint *lint;
        uint32_t i;
        if (conv_function_flags(f) & CONV_FUNCTION_DECLARATION) continue;
        lint = lint_of(f, &u, 0);
        for (i = 0; i < conv_lint_count(lint); i++, w++) {
            conv_lint_finding x;
            const expect *e = w < sizeof want / sizeof want[0] ? &want[w] : NULL;
            CHECK(conv_lint_get(lint, i, &x));
            total++;
            CHECK_MSG(e != NULL, "unexpected finding in @%s at line %u", conv_function_name(f), x.line);
            if (e == NULL) continue;
            CHECK_STR(conv_function_name(f), e->function);
            CHECK_MSG(x.code == e->code && x.line == e->line && x.cause == e->cause && x.scope == e->scope &&
                          x.uniform_scope == e->uniform_scope,
                      "@%s: got %s line %u cause %d scope %s uniform %s", e->function, conv_lint_code_str(x.code),
                      x.line, (int)x.cause, conv_scope_name(x.scope), conv_scope_name(x.uniform_scope));
            if (e->block) CHECK_STR(conv_block_name(f, x.block), e->block);
            else CHECK(conv_value_kind(f, x.value) == CONV_KIND_ANCHOR);
            CHECK(x.col == 3u);
        }
        conv_lint_free(lint);
        conv_uniformity_free(u);
    }
    CHECK_MSG(total == sizeof want / sizeof want[0], "%u findings, expected %u", total,
              (unsigned)(sizeof want / sizeof want[0]));
}

/* The message and the chain of reasons of a function's first finding. */
static void check_text(conv_module *m, const char *name, const char *message, const char *reasons) {
    conv_function *f = conv_module_find_function(m, name);
    conv_uniformity *u = NULL;
    conv_lint *lint = lint_of(f, &u, 0);
    conv_lint_finding x;
    strbuf t = {NULL, 0, 0, 0};
    CHECK(conv_lint_get(lint, 0, &x));
    CHECK_RESULT(conv_lint_write(f, u, &x, strbuf_write, &t), CONV_OK);
    CHECK_STR(t.p, message);
    strbuf_clear(&t);
    CHECK_RESULT(conv_lint_explain(f, u, &x, strbuf_write, &t), CONV_OK);
    CHECK_STR(t.p, reasons);
    strbuf_free(&t);
    conv_lint_free(lint);
    conv_uniformity_free(u);
}

/* The text of findings: A's chain at workgroup scope (%r, readfirstlane,
   is the source: the same in a wave, not across), E's cycle (the chain of
   the loop's branch, at the wave: conv explain's words), F's anchor; and
   bad findings. */
static void text(conv_module *m) {
    conv_function *f = conv_module_find_function(m, "wave_branch");
    conv_uniformity *u = NULL;
    conv_lint *lint;
    conv_lint_finding x, bad;
    conv_value none = {0};
    strbuf t = {NULL, 0, 0, 0};
    check_text(m, "wave_branch",
               "barrier @barrier may run without its whole workgroup: the branch of entry decides which threads "
               "reach it, and it is uniform only in a wave",
               "the branch of entry is not uniform in a workgroup: its condition %c is not uniform in a workgroup\n"
               "%c is not uniform in a workgroup: uses %r\n"
               "%r is not uniform in a workgroup: a source uniform only in a wave\n");
    check_text(m, "escape",
               "collective @subgroupAdd may run without its whole wave: threads leave the cycle headed by loop in "
               "different iterations (its exits are divergent even within a quad)",
               "the branch of loop is divergent: its condition %d is divergent\n"
               "%d is divergent: uses the divergent %tid\n"
               "%tid is divergent: a divergence source\n");
    check_text(m, "anchor",
               "barrier @barrier may run without its whole workgroup: its token comes from the anchor %a, whose "
               "threads the implementation chooses",
               "%a is an anchor: the implementation chooses which threads execute it together\n");
    lint = lint_of(f, &u, 0);
    CHECK(conv_lint_get(lint, 0, &x));
    CHECK(!conv_lint_get(lint, 1, &bad) && !conv_lint_get(NULL, 0, &bad));
    /* the explanation at the wave is conv explain's: the branch is uniform */
    CHECK_RESULT(conv_uniformity_explain(f, u, none, x.block, strbuf_write, &t), CONV_OK);
    CHECK_STR(t.p, "the branch of entry is uniform\n");
    bad = x;
    bad.code = CONV_LINT_CODE_COUNT;
    CHECK_RESULT(conv_lint_write(f, u, &bad, strbuf_write, &t), CONV_ERR_INVALID_ARGUMENT);
    bad = x;
    bad.block.id = 1000;
    CHECK_RESULT(conv_lint_explain(f, u, &bad, strbuf_write, &t), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_lint_write(f, u, NULL, strbuf_write, &t), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_lint_write(conv_module_find_function(m, "quad"), u, &x, strbuf_write, &t),
                 CONV_ERR_INVALID_ARGUMENT);
    t.limit = 5; /* a writer that stops */
    CHECK_RESULT(conv_lint_write(f, u, &x, strbuf_write, &t), CONV_ERR_INVALID_ARGUMENT);
    CHECK_STR(conv_lint_code_str(CONV_LINT_QUAD), "lint.quad");
    CHECK_STR(conv_lint_code_str(CONV_LINT_CODE_COUNT), "lint.unknown");
    strbuf_free(&t);
    conv_lint_free(lint);
    conv_uniformity_free(u);
}

/* The checks mask: barriers only, quad operations and barriers; unscoped
   calls too (I's ballot sits after the loop, where every thread is back:
   nothing more; a ballot under a divergent branch is found). */
static void checks(conv_module *m) {
    conv_function *f = conv_module_find_function(m, "quad");
    conv_uniformity *u = NULL;
    conv_lint *lint = lint_of(f, &u, CONV_LINT_CHECK_BARRIER);
    conv_lint_desc ld;
    conv_lint *out = (conv_lint *)&ld;
    CHECK(conv_lint_count(lint) == 0u); /* @quad has no barrier */
    conv_lint_free(lint);
    conv_uniformity_free(u);
    /* the derivative without the wave collective */
    lint = lint_of(f, &u, CONV_LINT_CHECK_QUAD | CONV_LINT_CHECK_BARRIER);
    CHECK(conv_lint_count(lint) == 1u);
    conv_lint_free(lint);
    /* errors: out untouched */
    memset(&ld, 0, sizeof ld);
    ld.checks = CONV_LINT_CHECK_ALL + 1u;
    CHECK_RESULT(conv_lint_build(f, u, &ld, &out), CONV_ERR_INVALID_ARGUMENT);
    CHECK(out == (conv_lint *)&ld);
    CHECK_RESULT(conv_lint_build(NULL, u, NULL, &out), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_lint_build(f, NULL, NULL, &out), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_lint_build(f, u, NULL, NULL), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_lint_build(conv_module_find_function(m, "loop"), u, NULL, &out), CONV_ERR_INVALID_ARGUMENT);
    {
        conv_domtree *dt = NULL;
        CHECK_RESULT(conv_domtree_build(f, NULL, &dt), CONV_OK);
        ld.checks = 0;
        ld.postdomtree = dt; /* a dominator tree, not the post-dominator tree */
        CHECK_RESULT(conv_lint_build(f, u, &ld, &out), CONV_ERR_INVALID_ARGUMENT);
        conv_domtree_free(dt);
    }
    conv_lint_free(NULL);
    CHECK(conv_lint_count(NULL) == 0u);
    conv_uniformity_free(u);
    f = conv_module_find_function(m, "plain");
    lint = lint_of(f, &u, CONV_LINT_CHECK_ALL);
    CHECK(conv_lint_count(lint) == 2u);
    conv_lint_free(lint);
    conv_uniformity_free(u);
    {
        static const char text[] =
            "func @k(%tid divergent) kernel {\n"
            "entry:\n"
            "  %c = icmp %tid, 1\n"
            "  br %c, a, b\n"
            "a:\n"
            "  %b = call @ballot(%c) convergent collective\n"
            "  br b\n"
            "b:\n"
            "  ret\n"
            "}\n";
        conv_module *m2 = NULL;
        conv_lint_finding x;
        CHECK_RESULT(conv_parse(text, sizeof text - 1u, NULL, NULL, &m2), CONV_OK);
        f = conv_module_find_function(m2, "k");
        lint = lint_of(f, &u, 0);
        CHECK(conv_lint_count(lint) == 0u); /* no scope: not checked by default */
        conv_lint_free(lint);
        conv_uniformity_free(u);
        lint = lint_of(f, &u, CONV_LINT_CHECK_UNSCOPED);
        CHECK(conv_lint_count(lint) == 1u && conv_lint_get(lint, 0, &x) && x.code == CONV_LINT_COLLECTIVE &&
              x.scope == CONV_SCOPE_WAVE && x.cause == CONV_LINT_CAUSE_BRANCH);
        conv_lint_free(lint);
        conv_uniformity_free(u);
        conv_module_destroy(m2);
    }
}

/* conv_uniformity_write_dot_scopes: each value in its scope's colour, the
   legend, the finding in bold with its code. */
static void dot(conv_module *m) {
    conv_function *f = conv_module_find_function(m, "wave_branch");
    conv_uniformity *u = NULL;
    conv_lint *lint = lint_of(f, &u, 0);
    strbuf t = {NULL, 0, 0, 0};
    CHECK_RESULT(conv_uniformity_write_dot_scopes(f, u, lint, strbuf_write, &t), CONV_OK);
    /* %r (readfirstlane) uniform in a wave: purple; %tid: red; the
       barrier in bold; entry's branch purple */
    CHECK(strstr(t.p, "<font color=\"#9467bd\">%r</font>") != NULL);
    CHECK(strstr(t.p, "<font color=\"#9467bd\">%c</font>") != NULL);
    CHECK(strstr(t.p, "<b>(call @barrier) [lint.barrier]</b>") != NULL);
    CHECK(strstr(t.p, "b0 -> b1 [color=\"#9467bd\"];") != NULL);
    CHECK(strstr(t.p, "legend [shape=none") != NULL && strstr(t.p, ">workgroup</font>") != NULL);
    /* the plain writer is unchanged: no legend, red for divergent */
    strbuf_clear(&t);
    CHECK_RESULT(conv_uniformity_write_dot(f, u, strbuf_write, &t), CONV_OK);
    CHECK(strstr(t.p, "legend") == NULL && strstr(t.p, "#9467bd") == NULL);
    strbuf_clear(&t);
    CHECK_RESULT(conv_uniformity_write_dot_scopes(f, u, NULL, strbuf_write, &t), CONV_OK);
    CHECK(strstr(t.p, "[lint.") == NULL);
    strbuf_free(&t);
    conv_lint_free(lint);
    conv_uniformity_free(u);
}

int main(void) {
    conv_module *m = parse_cases();
    if (m) {
        hand_checked(m);
        text(m);
        checks(m);
        dot(m);
    }
    conv_module_destroy(m);
    return check_summary();
}
