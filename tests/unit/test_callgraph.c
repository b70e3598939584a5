/* The module call graph, its strongly connected components and the need
   for `convergent` (conv_callgraph_build, R21), and conv_infer_convergent.

   Random modules (up to 12 functions, declarations among them, direct
   calls of each other, indirect calls, intrinsics and external calls,
   convergent or not, controlled by entry or an anchor or uncontrolled),
   written as text and parsed, against references computed here from what
   the generator wrote: the callee sets; the components by reachability
   closure (and callees numbered first); the need by a naive fixed point
   (a function needs `convergent` iff entry, an uncontrolled convergent
   operation not calling a function of the module, or an uncontrolled
   convergent call of a function of the module that needs it). The result
   of conv_infer_convergent: exactly the functions that need nothing lose
   the flag, exactly the calls of such definitions lose theirs and their
   token, and every function that passed conv_verify still does.
   Directed cases: the spec's @reserveSpaceInBuffer (anchors only), a
   recursion resolved together, each reason.

   Usage: test_callgraph [--quick | --count N] [--seed S] (default 3,000
   modules, --quick 300). */
#include "../../conv.h"
#include "../support/check.h"
#include <stdarg.h>

#define MAXF 12

typedef struct gen_module {
    unsigned n;
    bool decl[MAXF], conv[MAXF];
    bool calls[MAXF][MAXF];      /* any direct call i -> j */
    bool dep[MAXF][MAXF];        /* an uncontrolled convergent call i -> j */
    bool base[MAXF];             /* needs convergent on its own */
    bool unknown[MAXF];
    char text[16384];
    size_t len;
} gen_module;

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
static void app(gen_module *g, const char *fmt, ...) {
    va_list ap;
    int k;
    va_start(ap, fmt);
    k = vsnprintf(g->text + g->len, sizeof g->text - g->len, fmt, ap);
    va_end(ap);
    if (k > 0 && (size_t)k < sizeof g->text - g->len) g->len += (size_t)k;
}

/* One call of function i: kind 0 a module function, 1 an external
   collective, 2 an indirect call, 3 a plain external call. tok: the
   token every convergent call of i carries (NULL: uncontrolled). */
static void gen_call(gen_module *g, test_rng *rng, unsigned i, const char *tok) {
    unsigned kind = test_below(rng, 4), j = test_below(rng, g->n);
    bool convergent = test_below(rng, 3) != 0;
    if (kind == 0) {
        g->calls[i][j] = true;
        /* a convergent declaration makes its calls convergent too */
        if (g->decl[j] && g->conv[j]) convergent = true;
        app(g, "  call @f%u(%%x)", j);
        if (convergent && !tok) {
            if (g->decl[j] && !g->conv[j]) g->base[i] = true; /* the call site alone */
            else g->dep[i][j] = true;
        }
    } else if (kind == 1) {
        app(g, "  call @subgroup.reduce(%%x) collective");
        convergent = true;
        if (!tok) g->base[i] = true;
    } else if (kind == 2) {
        app(g, "  call %%p(%%x)");
        g->unknown[i] = true;
        if (convergent && !tok) g->base[i] = true;
    } else {
        app(g, "  call @ext(%%x)");
        convergent = false;
    }
    app(g, "%s%s%s\n", convergent ? " convergent" : "", convergent && tok ? " ctrl " : "",
        convergent && tok ? tok : "");
}

static void gen(gen_module *g, test_rng *rng) {
    unsigned i, k;
    memset(g, 0, sizeof *g);
    g->n = 1 + test_below(rng, MAXF);
    for (i = 0; i < g->n; i++) {
        g->decl[i] = test_below(rng, 5) == 0;
        g->conv[i] = test_below(rng, 2) == 0;
    }
    for (i = 0; i < g->n; i++) {
        unsigned mode = test_below(rng, 3), ncalls = test_below(rng, 5);
        const char *tok = NULL;
        if (g->decl[i]) {
            app(g, "declare @f%u(%%x)%s\n", i, g->conv[i] ? " convergent" : "");
            if (g->conv[i]) g->base[i] = true;
            continue;
        }
        app(g, "func @f%u(%%x, %%p)%s {\nb0:\n", i, g->conv[i] ? " convergent" : "");
        if (mode == 1 && g->conv[i]) {
            app(g, "  %%e = token.entry\n");
            tok = "%e";
            g->base[i] = true;
        } else if (mode == 2) {
            app(g, "  %%a = token.anchor\n");
            tok = "%a";
        }
        for (k = 0; k < ncalls; k++) gen_call(g, rng, i, tok);
        app(g, "  ret\n}\n");
    }
}

/* The reference need: the least fixed point, naively. */
static void reference_need(const gen_module *g, bool *need) {
    unsigned i, j;
    bool grown = true;
    for (i = 0; i < g->n; i++) need[i] = g->base[i];
    while (grown) {
        grown = false;
        for (i = 0; i < g->n; i++)
            for (j = 0; j < g->n; j++)
                if (!need[i] && g->dep[i][j] && need[j]) need[i] = grown = true;
    }
}

static void check_graph(const gen_module *gm, const conv_module *m, const conv_callgraph *cg) {
    bool reach[MAXF][MAXF], need[MAXF];
    unsigned i, j, k;
    CHECK(conv_callgraph_function_count(cg) == gm->n);
    for (i = 0; i < gm->n; i++)
        for (j = 0; j < gm->n; j++) reach[i][j] = gm->calls[i][j];
    for (k = 0; k < gm->n; k++)
        for (i = 0; i < gm->n; i++)
            for (j = 0; j < gm->n; j++)
                if (reach[i][k] && reach[k][j]) reach[i][j] = true;
    reference_need(gm, need);
    for (i = 0; i < gm->n; i++) {
        uint32_t count = 0, c;
        const uint32_t *callees = conv_callgraph_callees(cg, i, &count);
        unsigned expected = 0;
        conv_need nd;
        for (j = 0; j < gm->n; j++) expected += gm->calls[i][j];
        CHECK_MSG(count == expected, "f%u: %u callees, expected %u", i, count, expected);
        for (c = 0; c < count; c++) CHECK(callees[c] < gm->n && gm->calls[i][callees[c]]);
        CHECK(conv_callgraph_calls_unknown(cg, i) == gm->unknown[i]);
        for (j = 0; j < gm->n; j++) {
            bool same = i == j || (reach[i][j] && reach[j][i]);
            CHECK((conv_callgraph_scc(cg, i) == conv_callgraph_scc(cg, j)) == same);
            if (gm->calls[i][j]) CHECK(conv_callgraph_scc(cg, j) <= conv_callgraph_scc(cg, i));
        }
        CHECK(conv_callgraph_need(cg, i, &nd));
        CHECK_MSG(nd.needed == need[i], "f%u: needed %d, expected %d", i, nd.needed, need[i]);
        CHECK(nd.convergent == gm->conv[i]);
        if (gm->decl[i]) CHECK(nd.reason == CONV_NEED_DECLARATION);
        else if (!nd.needed) CHECK(nd.reason == CONV_NEED_NONE);
        else if (nd.reason == CONV_NEED_CALLEE) CHECK(nd.callee < gm->n && need[nd.callee] && gm->dep[i][nd.callee]);
        else CHECK(gm->base[i] && conv_value_valid(nd.value));
    }
    (void)m;
}

/* conv_infer_convergent: the flags and tokens that go, and the verifier. */
static void check_dropped(const gen_module *gm, const conv_module *m, const conv_callgraph *cg) {
    conv_module *out = NULL;
    uint32_t dropped = 99, expected = 0, i;
    CHECK_RESULT(conv_infer_convergent(m, NULL, &dropped, &out), CONV_OK);
    if (out == NULL) return;
    for (i = 0; i < gm->n; i++) {
        conv_function *f = conv_module_function(m, i), *g = conv_module_function(out, i);
        conv_need nd;
        bool valid_f = false, valid_g = false, drop;
        uint32_t v, nv;
        conv_callgraph_need(cg, i, &nd);
        drop = !gm->decl[i] && gm->conv[i] && !nd.needed;
        expected += drop;
        CHECK(((conv_function_flags(g) & CONV_FUNCTION_CONVERGENT) != 0) == (gm->conv[i] && !drop));
        if (gm->decl[i]) continue;
        nv = conv_function_value_count(f);
        CHECK(conv_function_value_count(g) == nv);
        for (v = 1; v <= nv && conv_function_value_count(g) == nv; v++) {
            conv_value x, y;
            conv_function *callee;
            bool gone;
            x.id = y.id = v;
            if (conv_value_kind(f, x) != CONV_KIND_CALL) continue;
            callee = conv_module_find_function(m, conv_value_opcode(f, x) + 1);
            gone = callee && !(conv_function_flags(callee) & CONV_FUNCTION_DECLARATION) &&
                   conv_callgraph_need(cg, (uint32_t)(strtoul(conv_function_name(callee) + 1, NULL, 10)), &nd) &&
                   !nd.needed;
            CHECK((conv_value_flags(g, y) & CONV_FLAG_CONVERGENT) ==
                  (gone ? 0u : (conv_value_flags(f, x) & CONV_FLAG_CONVERGENT)));
            CHECK(conv_value_token(g, y).id == (gone ? 0u : conv_value_token(f, x).id));
        }
        conv_verify(f, NULL, NULL, &valid_f);
        conv_verify(g, NULL, NULL, &valid_g);
        CHECK_MSG(!valid_f || valid_g, "f%u is no longer valid", i);
    }
    CHECK(dropped == expected);
    conv_module_destroy(out);
}

static void random_modules(unsigned long count, unsigned long long seed) {
    test_rng rng;
    unsigned long k, needed = 0, functions = 0, recursive = 0;
    static gen_module gm;
    rng.state = seed;
    for (k = 0; k < count; k++) {
        conv_module *m = NULL;
        conv_callgraph *cg = NULL;
        conv_diags *d = NULL;
        gen(&gm, &rng);
        conv_diags_create(NULL, &d);
        if (conv_parse(gm.text, gm.len, NULL, d, &m) != CONV_OK) {
            char buf[512];
            CHECK_MSG(false, "the generator's module does not parse");
            if (conv_diags_count(d)) conv_diags_format(d, 0, buf, sizeof buf), fprintf(stderr, "%s\n%s", buf, gm.text);
            conv_diags_destroy(d);
            break;
        }
        conv_diags_destroy(d);
        CHECK_RESULT(conv_callgraph_build(m, NULL, &cg), CONV_OK);
        if (cg) {
            uint32_t i;
            conv_need nd;
            check_graph(&gm, m, cg);
            check_dropped(&gm, m, cg);
            for (i = 0; i < gm.n; i++) {
                functions++;
                needed += conv_callgraph_need(cg, i, &nd) && nd.needed;
            }
            recursive += conv_callgraph_scc_count(cg) < gm.n;
        }
        conv_callgraph_free(cg);
        conv_module_destroy(m);
    }
    printf("%lu random modules, %lu functions (%lu need convergent), %lu modules with recursion\n", count, functions,
           needed, recursive);
}

static conv_need need_of(const conv_callgraph *cg, const conv_module *m, const char *name) {
    conv_need nd;
    uint32_t i;
    memset(&nd, 0, sizeof nd);
    for (i = 0; i < conv_module_function_count(m); i++)
        if (strcmp(conv_function_name(conv_module_function(m, i)), name) == 0) conv_callgraph_need(cg, i, &nd);
    return nd;
}

/* The documents' cases. */
static void directed(void) {
    static const char text[] =
        /* seed 000: anchors only, so `convergent` may go (R21) */
        "func @reserve(%count) convergent {\n"
        "entry:\n  %anchor = token.anchor\n"
        "  %ballot = call @subgroup.ballot(1) ctrl %anchor convergent collective\n"
        "  %base = call @subgroup.broadcast.first(%count) ctrl %anchor convergent collective\n"
        "  ret %base\n}\n"
        /* a recursion that needs nothing else, resolved together */
        "func @even(%x) convergent {\nb0:\n  call @odd(%x) convergent\n  ret\n}\n"
        "func @odd(%x) convergent {\nb0:\n  call @even(%x) convergent\n  ret\n}\n"
        /* the same with a collective in one of them: both need it */
        "func @ping(%x) convergent {\nb0:\n  call @pong(%x) convergent\n  ret\n}\n"
        "func @pong(%x) convergent {\nb0:\n  call @ping(%x) convergent\n"
        "  %r = call @subgroup.reduce(%x) convergent collective\n  ret\n}\n"
        "func @caller(%x) convergent {\nb0:\n  %e = token.entry\n"
        "  call @reserve(%x) ctrl %e convergent\n  ret\n}\n"
        "func @viaptr(%x, %p) convergent {\nb0:\n  call %p(%x) convergent\n  ret\n}\n";
    conv_module *m = NULL, *out = NULL;
    conv_callgraph *cg = NULL;
    conv_need nd;
    uint32_t dropped = 0;
    CHECK_RESULT(conv_parse(text, strlen(text), NULL, NULL, &m), CONV_OK);
    if (m == NULL) return;
    CHECK_RESULT(conv_callgraph_build(m, NULL, &cg), CONV_OK);
    if (cg == NULL) return;
    CHECK(!need_of(cg, m, "reserve").needed && need_of(cg, m, "reserve").reason == CONV_NEED_NONE);
    CHECK(!need_of(cg, m, "even").needed && !need_of(cg, m, "odd").needed);
    CHECK(conv_callgraph_scc(cg, 1) == conv_callgraph_scc(cg, 2));
    nd = need_of(cg, m, "pong");
    CHECK(nd.needed && nd.reason == CONV_NEED_OPERATION);
    nd = need_of(cg, m, "ping");
    CHECK(nd.needed && nd.reason == CONV_NEED_CALLEE && nd.callee == 4);
    CHECK(need_of(cg, m, "caller").reason == CONV_NEED_ENTRY);
    CHECK(need_of(cg, m, "viaptr").reason == CONV_NEED_UNKNOWN_CALLEE && conv_callgraph_calls_unknown(cg, 6));
    CHECK_STR(conv_need_reason_str(CONV_NEED_CALLEE), "CONV_NEED_CALLEE");
    CHECK_STR(conv_need_reason_str(CONV_NEED_REASON_COUNT), "CONV_NEED_UNKNOWN");
    /* reserve, even and odd lose `convergent`; the caller's bundle goes */
    CHECK_RESULT(conv_infer_convergent(m, NULL, &dropped, &out), CONV_OK);
    CHECK(dropped == 3);
    if (out) {
        conv_function *caller = conv_module_find_function(out, "caller");
        conv_value call;
        bool valid = false;
        call.id = 0;
        if (caller) {
            uint32_t n = 0;
            const conv_value *insts = conv_block_insts(caller, conv_function_entry(caller), &n);
            if (n >= 2) call = insts[1];
        }
        CHECK(caller && conv_value_kind(caller, call) == CONV_KIND_CALL);
        CHECK(caller && !conv_value_valid(conv_value_token(caller, call)) &&
              !(conv_value_flags(caller, call) & CONV_FLAG_CONVERGENT));
        CHECK(caller && conv_verify(caller, NULL, NULL, &valid) == CONV_OK && valid);
        CHECK(!(conv_function_flags(conv_module_find_function(out, "reserve")) & CONV_FUNCTION_CONVERGENT));
        CHECK(conv_function_flags(conv_module_find_function(out, "ping")) & CONV_FUNCTION_CONVERGENT);
    }
    conv_module_destroy(out);
    conv_callgraph_free(cg);
    conv_module_destroy(m);
}

/* Every allocation of a build and of conv_infer_convergent, failed once. */
static void out_of_memory(void) {
    static const char text[] = "func @a(%x) convergent {\nb0:\n  call @b(%x) convergent\n  ret\n}\n"
                               "func @b(%x) convergent {\nb0:\n  call @a(%x) convergent\n  call %x(%x)\n  ret\n}\n";
    long k;
    bool done = false;
    for (k = 1; !done && k < 100000; k++) {
        test_alloc_state s;
        conv_parse_desc pd;
        conv_module *m = NULL, *out = NULL;
        conv_callgraph *cg = NULL;
        conv_result r1, r2;
        memset(&s, 0, sizeof s);
        memset(&pd, 0, sizeof pd);
        pd.allocator = test_allocator(&s);
        if (conv_parse(text, strlen(text), &pd, NULL, &m) != CONV_OK) break;
        s.fail_at = s.calls + k;
        r1 = conv_callgraph_build(m, NULL, &cg);
        r2 = conv_infer_convergent(m, NULL, NULL, &out);
        CHECK((r1 == CONV_OK) == (cg != NULL) && (r1 == CONV_OK || r1 == CONV_ERR_OUT_OF_MEMORY));
        CHECK((r2 == CONV_OK) == (out != NULL) && (r2 == CONV_OK || r2 == CONV_ERR_OUT_OF_MEMORY));
        done = s.failures == 0;
        conv_callgraph_free(cg);
        conv_module_destroy(out);
        conv_module_destroy(m);
        CHECK_MSG(s.live == 0, "%ld blocks leaked when allocation %ld fails", s.live, k);
    }
    CHECK(done);
}

int main(int argc, char **argv) {
    unsigned long count = 3000;
    unsigned long long seed = 20261127ull;
    int i;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0) count = 300;
        else if (strcmp(argv[i], "--count") == 0 && i + 1 < argc) count = strtoul(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) seed = strtoull(argv[++i], NULL, 10);
    }
    directed();
    out_of_memory();
    random_modules(count, seed);
    return check_summary();
}
