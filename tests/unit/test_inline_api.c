/* Inlining (conv_can_inline, conv_apply_inline, conv_module_inline; R18)
   on the documents' examples, with their answers: the spec's entry
   inlining example (seed 000, "llvm.experimental.convergence.entry"), the
   inliner reproductions of ../shared/LEGALITY.md (an uncontrolled callee
   through a token call, R18 c; a controlled callee without a token,
   R18 b; an unused entry removed while the callers keep their bundles,
   R21 and R24), every refusal with its reason, the shape of the result
   (names, blocks, the phi of the returns, origins), a callee that never
   returns (the blocks it leaves dead emptied). Every result
   is held to conv_verify.

   The interpreter does not enter calls, so the threads are checked by
   hand: conv_interp_run of the caller gives the threads of each instance
   of the call; the callee's body says which of them run each of its
   operations (all of them for one at its top level, those whose forced
   condition holds for one in a branch), and the run of the inlined
   function must give exactly those sets (value_fn forces the same
   conditions in both runs). tests/soundness/test_inline.c compares every
   R18 case with plain inlining on random functions. The failing
   allocator covers conv_apply_inline and conv_module_inline. */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/module_fixture.h"

/* The `index`-th instruction of block `block`. */
static conv_value inst(const conv_function *f, const char *block, uint32_t index) {
    uint32_t n = 0;
    const conv_value *insts = conv_block_insts(f, conv_function_find_block(f, block), &n);
    conv_value none = {0};
    CHECK_MSG(index < n, "block %s has no instruction %u", block, index);
    return index < n ? insts[index] : none;
}

static void check_valid(const conv_function *g) {
    bool valid = false;
    conv_diags *d = NULL;
    conv_diags_create(NULL, &d);
    CHECK(conv_verify(g, NULL, d, &valid) == CONV_OK && valid);
    if (!valid && conv_diags_count(d)) {
        char line[512];
        conv_diags_format(d, 0, line, sizeof line);
        fprintf(stderr, "  %s\n", line);
    }
    conv_diags_destroy(d);
}

/* The verdict of inlining `call` of @caller, its reason, and the function
   its block or value belong to. */
static conv_verdict verdict(const conv_function *f, conv_value call, bool make_convergent, conv_legal_reason want,
                            const char *where_name) {
    conv_verdict v;
    conv_inline_desc desc;
    const conv_function *where = NULL;
    memset(&v, 0, sizeof v);
    memset(&desc, 0, sizeof desc);
    desc.make_convergent = make_convergent;
    CHECK_RESULT(conv_can_inline(f, call, &desc, &v, &where), CONV_OK);
    CHECK_MSG(v.reason == want, "@%s: %s, wanted %s", conv_function_name(f), conv_legal_reason_str(v.reason),
              conv_legal_reason_str(want));
    CHECK(v.legal == (want < CONV_LEGAL_DIVERGENT_BRANCH));
    CHECK_MSG(where && strcmp(conv_function_name(where), where_name) == 0, "where @%s, wanted @%s",
              where ? conv_function_name(where) : "(none)", where_name);
    return v;
}

/* conv_module_inline of `call`, the result's caller (NULL when refused). */
static conv_function *inline_module(conv_function *f, conv_value call, bool make_convergent, conv_module **out) {
    conv_inline_desc desc;
    memset(&desc, 0, sizeof desc);
    desc.make_convergent = make_convergent;
    *out = NULL;
    if (conv_module_inline(f, call, &desc, NULL, out) != CONV_OK) return NULL;
    return conv_module_find_function(*out, conv_function_name(f));
}

/* --- the spec's example --- */

/* Seed 000, convergence.entry: "Function inlining substitutes this
   intrinsic with the token from the operand bundle". The callee's
   operation then reads the caller's %inner. */
static const char spec_text[] =
    "func @callee() convergent {\n"
    "entry:\n"
    "  %tok = token.entry\n"
    "  %r = call @convergent_operation() ctrl %tok convergent collective\n"
    "  ret\n"
    "}\n"
    "\n"
    "func @main(%n) {\n"
    "entry:\n"
    "  %outer = token.anchor\n"
    "  br for\n"
    "for:\n"
    "  %i = phi [0, entry], [%i.next, for]\n"
    "  %inner = token.loop %outer\n"
    "  call @callee() ctrl %inner convergent\n"
    "  %i.next = add %i, 1\n"
    "  %c = icmp %i.next, %n\n"
    "  br %c, for, exit\n"
    "exit:\n"
    "  ret\n"
    "}\n";

static const char spec_answer[] =
    "func @main(%n) {\n"
    "entry:\n"
    "  %outer = token.anchor\n"
    "  br for\n"
    "for:\n"
    "  %i = phi [0, entry], [%i.next, callee.exit]\n"
    "  %inner = token.loop %outer\n"
    "  br entry.i\n"
    "exit:\n"
    "  ret\n"
    "entry.i:\n"
    "  %r.i = call @convergent_operation() ctrl %inner convergent collective\n"
    "  br callee.exit\n"
    "callee.exit:\n"
    "  %i.next = add %i, 1\n"
    "  %c = icmp %i.next, %n\n"
    "  br %c, for, exit\n"
    "}\n";

/* The threads of every instance of instruction v in a run, in order, as
   bit masks (up to 32 threads). */
static uint32_t instance_sets(const conv_interp *run, conv_value v, uint32_t *sets, uint32_t cap) {
    uint32_t i, n = conv_interp_instance_count(run), count = 0, k;
    for (i = 0; i < n; i++) {
        conv_interp_instance in;
        uint32_t mask = 0;
        if (!conv_interp_get(run, i, &in) || in.inst.id != v.id) continue;
        for (k = 0; k < in.thread_count; k++) mask |= 1u << in.threads[k];
        if (count < cap) sets[count] = mask;
        count++;
    }
    return count;
}

/* Forces named values per thread: "%name" -> bit t of masks[i], or, with
   iterate[i], 1 while the thread's occurrence is below t % 3 (a loop's
   "go on" that thread t answers t % 3 times, then leaves). */
typedef struct forcing {
    const char *names[4];
    uint32_t masks[4];
    bool iterate[4];
    unsigned n;
} forcing;

static bool force_fn(void *user, const conv_function *f, conv_value v, uint32_t thread, uint32_t occurrence,
                     int64_t *value) {
    const forcing *fc = (const forcing *)user;
    const char *name = conv_value_name(f, v);
    unsigned i;
    for (i = 0; name && i < fc->n; i++)
        if (strcmp(name, fc->names[i]) == 0) {
            *value = fc->iterate[i] ? (int64_t)(occurrence < thread % 3u) : (int64_t)((fc->masks[i] >> thread) & 1u);
            return true;
        }
    return false;
}

static conv_interp *run(const conv_function *f, const forcing *fc, uint32_t threads, uint32_t wave) {
    conv_interp_desc d;
    conv_interp *r = NULL;
    memset(&d, 0, sizeof d);
    d.threads = threads;
    d.wave_size = wave;
    d.seed = 3;
    d.max_steps = 400;
    d.anchors = CONV_ANCHOR_MAXIMAL;
    d.value_fn = fc ? force_fn : NULL;
    d.user = (void *)(uintptr_t)fc;
    CHECK_RESULT(conv_interp_run(f, &d, NULL, &r), CONV_OK);
    return r;
}

static void test_spec_example(void) {
    conv_module *m = parse(spec_text), *out = NULL;
    conv_function *f = m ? conv_module_find_function(m, "main") : NULL, *g, *copy = NULL;
    conv_value call;
    conv_verdict v;
    if (f == NULL) return;
    call = inst(f, "for", 2);
    v = verdict(f, call, false, CONV_LEGAL_INLINE_ENTRY, "main");
    CHECK(v.blocking == CONV_BLOCKING_VALUE && v.value.id == val(f, "%inner").id);
    g = inline_module(f, call, false, &out);
    CHECK(g != NULL);
    if (g) {
        check_printed(g, spec_answer);
        check_valid(g);
        CHECK(conv_value_kind(g, conv_value_token(g, val(g, "%r.i"))) == CONV_KIND_LOOP);
        /* the other functions are copied as they are, in order */
        CHECK(conv_module_function_count(out) == 2);
        CHECK_STR(conv_function_name(conv_module_function(out, 0)), "callee");
    }
    /* by hand: the callee's operation runs at its top level, so each
       iteration's instance has exactly the threads of the call's */
    CHECK_RESULT(conv_apply_inline(f, call, NULL, "main.inlined", NULL, &copy), CONV_OK);
    if (copy) {
        conv_interp *rf = run(f, NULL, 8, 8), *rg = run(copy, NULL, 8, 8);
        uint32_t a[16], b[16], na = instance_sets(rf, call, a, 16), nb = instance_sets(rg, val(copy, "%r.i"), b, 16);
        CHECK(na > 0 && na == nb && memcmp(a, b, sizeof(uint32_t) * (na < 16 ? na : 16)) == 0);
        conv_interp_free(rf);
        conv_interp_free(rg);
        check_valid(copy);
        CHECK(conv_module_function_count(m) == 3);
    }
    conv_module_destroy(out);
    conv_module_destroy(m);
}

/* --- ../shared/LEGALITY.md's inliner reproductions --- */

/* R18 (c): a call with a token T of a callee without tokens. LLVM 19's
   inliner copies the uncontrolled calls next to T, a module its own
   verifier rejects (token.mixed). conv infers the callee's tokens with T
   as its entry: the operation in its loop reads the loop's new heart, on
   T; the one after the loop reads T itself, so the threads that left in
   different iterations meet there as they did. */
static const char uncontrolled_text[] =
    "func @unc(%x) convergent {\n"
    "entry:\n"
    "  br loop\n"
    "loop:\n"
    "  %i = phi [0, entry], [%i1, loop]\n"
    "  %b = call @ballot(%i) convergent collective\n"
    "  %i1 = add %i, 1\n"
    "  %c = icmp %i1, %x\n"
    "  br %c, loop, done\n"
    "done:\n"
    "  %s = call @reduce(%i1) convergent collective\n"
    "  ret %s\n"
    "}\n"
    "\n"
    "func @ctl(%n) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  %v = call @unc(%n) ctrl %e convergent\n"
    "  %w = add %v, 1\n"
    "  ret %w\n"
    "}\n";

static const char uncontrolled_answer[] =
    "func @ctl(%n) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  br entry.i\n"
    "entry.i:\n"
    "  br loop.i\n"
    "loop.i:\n"
    "  %i.i = phi [0, entry.i], [%i1.i, loop.i]\n"
    "  %conv.loop.loop.i = token.loop %e\n"
    "  %b.i = call @ballot(%i.i) ctrl %conv.loop.loop.i convergent collective\n"
    "  %i1.i = add %i.i, 1\n"
    "  %c.i = icmp %i1.i, %n\n"
    "  br %c.i, loop.i, done.i\n"
    "done.i:\n"
    "  %s.i = call @reduce(%i1.i) ctrl %e convergent collective\n"
    "  br unc.exit\n"
    "unc.exit:\n"
    "  %v = phi [%s.i, done.i]\n"
    "  %w = add %v, 1\n"
    "  ret %w\n"
    "}\n";

static void test_uncontrolled_callee(void) {
    conv_module *m = parse(uncontrolled_text), *out = NULL;
    conv_function *f = m ? conv_module_find_function(m, "ctl") : NULL, *g, *copy = NULL;
    conv_verdict v;
    if (f == NULL) return;
    v = verdict(f, val(f, "%v"), false, CONV_LEGAL_INLINE_CALLEE_INFERRED, "ctl");
    CHECK(v.value.id == val(f, "%e").id);
    g = inline_module(f, val(f, "%v"), false, &out);
    CHECK(g != NULL);
    if (g) {
        check_printed(g, uncontrolled_answer);
        check_valid(g);
    }
    /* by hand: 8 threads enter the call together (one instance of %v);
       thread t leaves the callee's loop after t % 3 + 1 iterations (%c.i
       forced), so the ballot's instances have the threads still in the
       loop, {all}, {t % 3 >= 1}, {t % 3 == 2}, and the reduce after it
       every thread that entered the call */
    CHECK_RESULT(conv_apply_inline(f, val(f, "%v"), NULL, "ctl.inlined", NULL, &copy), CONV_OK);
    if (copy) {
        static const uint32_t ballot[3] = {0xffu, 0xb6u, 0x24u};
        forcing fc;
        conv_interp *rf = run(f, NULL, 8, 8), *rg;
        uint32_t a[8], na = instance_sets(rf, val(f, "%v"), a, 8);
        CHECK(na == 1 && a[0] == 0xffu);
        conv_interp_free(rf);
        memset(&fc, 0, sizeof fc);
        fc.n = 1;
        fc.names[0] = "%c.i";
        fc.iterate[0] = true;
        rg = run(copy, &fc, 8, 8);
        na = instance_sets(rg, val(copy, "%b.i"), a, 8);
        CHECK(na == 3 && memcmp(a, ballot, sizeof ballot) == 0);
        na = instance_sets(rg, val(copy, "%s.i"), a, 8);
        CHECK(na == 1 && a[0] == 0xffu);
        conv_interp_free(rg);
    }
    conv_module_destroy(out);
    conv_module_destroy(m);
}

/* R18 (b): a callee with entry called without a token. LLVM 19's inliner
   refuses it; conv infers the caller's tokens (R20: the call gets the
   heart of its loop), then the callee's entry becomes that token. The
   caller must be convergent to hold entry: a kernel is refused unless
   make_convergent. */
static const char controlled_text[] =
    "func @ent(%x) convergent {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  %b = call @ballot(%x) ctrl %t convergent collective\n"
    "  ret %b\n"
    "}\n"
    "\n"
    "func @unctl(%n, %tid divergent) convergent {\n"
    "entry:\n"
    "  br loop\n"
    "loop:\n"
    "  %i = phi [0, entry], [%i1, loop]\n"
    "  %v = call @ent(%i) convergent\n"
    "  %i1 = add %i, %v\n"
    "  %c = icmp %i1, %tid\n"
    "  br %c, loop, done\n"
    "done:\n"
    "  %z = call @ballot(%n) convergent collective\n"
    "  ret\n"
    "}\n"
    "\n"
    "func @kernel(%n) kernel {\n"
    "entry:\n"
    "  %v = call @ent(%n) convergent\n"
    "  %z = call @ballot(%v) convergent collective\n"
    "  ret\n"
    "}\n";

static const char controlled_answer[] =
    "func @unctl(%n, %tid divergent) convergent {\n"
    "entry:\n"
    "  %conv.entry = token.entry\n"
    "  br loop\n"
    "loop:\n"
    "  %i = phi [0, entry], [%i1, ent.exit]\n"
    "  %conv.loop.loop = token.loop %conv.entry\n"
    "  br entry.i\n"
    "done:\n"
    "  %z = call @ballot(%n) ctrl %conv.entry convergent collective\n"
    "  ret\n"
    "entry.i:\n"
    "  %b.i = call @ballot(%i) ctrl %conv.loop.loop convergent collective\n"
    "  br ent.exit\n"
    "ent.exit:\n"
    "  %v = phi [%b.i, entry.i]\n"
    "  %i1 = add %i, %v\n"
    "  %c = icmp %i1, %tid\n"
    "  br %c, loop, done\n"
    "}\n";

static void test_controlled_callee(void) {
    conv_module *m = parse(controlled_text), *out = NULL;
    conv_function *f = m ? conv_module_find_function(m, "unctl") : NULL, *k, *g, *copy = NULL;
    conv_diags *d = NULL;
    conv_verdict v;
    if (f == NULL) return;
    verdict(f, val(f, "%v"), false, CONV_LEGAL_INLINE_CALLER_INFERRED, "unctl");
    g = inline_module(f, val(f, "%v"), false, &out);
    CHECK(g != NULL);
    if (g) {
        check_printed(g, controlled_answer);
        check_valid(g);
    }
    conv_module_destroy(out);
    /* by hand: the callee's ballot runs at its top level, with the
       threads of each instance of the call (the loop's exit forced:
       thread t leaves after t % 3 + 1 iterations, in both runs) */
    CHECK_RESULT(conv_apply_inline(f, val(f, "%v"), NULL, "unctl.inlined", NULL, &copy), CONV_OK);
    if (copy) {
        static const uint32_t iterations[3] = {0xffu, 0xb6u, 0x24u};
        forcing fc;
        conv_interp *rf, *rg;
        uint32_t a[8], b[8], na, nb;
        memset(&fc, 0, sizeof fc);
        fc.n = 1;
        fc.names[0] = "%c";
        fc.iterate[0] = true;
        rf = run(f, &fc, 8, 8);
        rg = run(copy, &fc, 8, 8);
        na = instance_sets(rf, val(f, "%v"), a, 8);
        nb = instance_sets(rg, val(copy, "%b.i"), b, 8);
        CHECK(na == 3 && memcmp(a, iterations, sizeof iterations) == 0);
        CHECK(nb == na && memcmp(a, b, sizeof(uint32_t) * na) == 0);
        /* the caller's own ballot after the loop: every thread, as before */
        CHECK(instance_sets(rg, val(copy, "%z"), b, 8) == 1 && b[0] == 0xffu);
        conv_interp_free(rf);
        conv_interp_free(rg);
    }
    /* a kernel cannot hold entry: refused, naming the operation the
       inference stops at, unless it may be made convergent */
    k = conv_module_find_function(m, "kernel");
    v = verdict(k, val(k, "%v"), false, CONV_LEGAL_NOT_INFERRED, "kernel");
    CHECK(v.blocking == CONV_BLOCKING_VALUE && v.value.id == val(k, "%v").id);
    conv_diags_create(NULL, &d);
    out = NULL;
    CHECK_RESULT(conv_module_inline(k, val(k, "%v"), NULL, d, &out), CONV_ERR_INVALID_ARGUMENT);
    CHECK(out == NULL && conv_diags_count(d) == 1);
    if (conv_diags_count(d) == 1) CHECK_STR(conv_diags_get(d, 0)->code, "legal.apply");
    conv_diags_destroy(d);
    verdict(k, val(k, "%v"), true, CONV_LEGAL_INLINE_CALLER_INFERRED, "kernel");
    g = inline_module(k, val(k, "%v"), true, &out);
    CHECK(g && (conv_function_flags(g) & CONV_FUNCTION_CONVERGENT));
    if (g) {
        check_valid(g);
        CHECK(conv_value_kind(g, conv_value_token(g, val(g, "%b.i"))) == CONV_KIND_ENTRY);
        CHECK(conv_value_kind(g, conv_value_token(g, val(g, "%z"))) == CONV_KIND_ENTRY);
    }
    conv_module_destroy(out);
    conv_module_destroy(m);
}

/* R21 and R24: @leafe's entry has no use, so an optimizer may delete it
   (R24), giving @leaf; a function without entry nor convergent operation
   needs no `convergent` (R21), and then its calls must lose their bundles
   too, or LLVM 19's verifier aborts on a bundle of a call that is not
   convergent. conv_infer_convergent drops both; inlining either callee
   while the caller keeps its bundle copies the body and nothing else (the
   unused entry is not copied), and %e keeps its other uses. */
static const char unused_entry_text[] =
    "func @leaf(%x) convergent {\n"
    "entry:\n"
    "  %y = add %x, 1\n"
    "  ret %y\n"
    "}\n"
    "\n"
    "func @leafe(%x) convergent {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  %y = add %x, 1\n"
    "  ret %y\n"
    "}\n"
    "\n"
    "func @user(%n) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  %a = call @leaf(%n) ctrl %e convergent\n"
    "  %b = call @leafe(%a) ctrl %e convergent\n"
    "  %c = call @ballot(%b) ctrl %e convergent collective\n"
    "  ret %c\n"
    "}\n";

static void test_unused_entry(void) {
    conv_module *m = parse(unused_entry_text), *out = NULL, *r21 = NULL;
    conv_function *f = m ? conv_module_find_function(m, "user") : NULL, *g;
    uint32_t dropped = 0;
    if (f == NULL) return;
    verdict(f, val(f, "%a"), false, CONV_LEGAL_INLINE_PLAIN, "user");
    verdict(f, val(f, "%b"), false, CONV_LEGAL_INLINE_PLAIN, "user");
    g = inline_module(f, val(f, "%a"), false, &out);
    CHECK(g != NULL);
    if (g) {
        check_valid(g);
        CHECK(conv_value_token(g, val(g, "%b")).id == val(g, "%e").id);
    }
    conv_module_destroy(out);
    g = inline_module(f, val(f, "%b"), false, &out);
    CHECK(g != NULL);
    if (g) {
        check_valid(g);
        CHECK(!conv_value_valid(conv_function_find_value(g, "%t.i")));
        CHECK(conv_value_kind(g, val(g, "%y.i")) == CONV_KIND_GENERIC);
    }
    conv_module_destroy(out);
    /* R21: @leaf needs no convergent; its call loses the flag and the
       bundle; @leafe calls entry, so it keeps both */
    CHECK_RESULT(conv_infer_convergent(m, NULL, &dropped, &r21), CONV_OK);
    CHECK(dropped == 1);
    if (r21) {
        conv_function *u = conv_module_find_function(r21, "user");
        CHECK(!(conv_function_flags(conv_module_find_function(r21, "leaf")) & CONV_FUNCTION_CONVERGENT));
        CHECK(!conv_value_valid(conv_value_token(u, val(u, "%a"))));
        CHECK(!(conv_value_flags(u, val(u, "%a")) & CONV_FLAG_CONVERGENT));
        CHECK(conv_value_valid(conv_value_token(u, val(u, "%b"))));
        check_valid(u);
        verdict(u, val(u, "%a"), false, CONV_LEGAL_INLINE_PLAIN, "user");
        g = inline_module(u, val(u, "%a"), false, &out);
        CHECK(g != NULL);
        if (g) check_valid(g);
        conv_module_destroy(out);
    }
    conv_module_destroy(r21);
    conv_module_destroy(m);
}

/* --- the other cases and the refusals --- */

static const char cases_text[] =
    "declare @ext(%a)\n"
    "\n"
    "; an entry without a token at the call: the call is not convergent,\n"
    "; so an anchor stands for the entry\n"
    "func @ent(%x) convergent {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  %b = call @ballot(%x) ctrl %t convergent collective\n"
    "  ret %b\n"
    "}\n"
    "\n"
    "func @plaincall(%n) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  %v = call @ent(%n)\n"
    "  %z = call @ballot(%v) ctrl %e convergent collective\n"
    "  ret\n"
    "}\n"
    "\n"
    "; two returns, names taken in the caller, no tokens anywhere\n"
    "func @two(%a divergent, %b) {\n"
    "entry:\n"
    "  %x = add %a, 1\n"
    "  br %a, l, r\n"
    "l:\n"
    "  ret %x\n"
    "r:\n"
    "  %y = call @ballot(%b) convergent collective\n"
    "  ret %y\n"
    "}\n"
    "\n"
    "func @names(%p divergent) {\n"
    "entry:\n"
    "  %x.i = add %p, 2\n"
    "  br entry.i\n"
    "entry.i:\n"
    "  %r = call @two(%x.i, 7) convergent\n"
    "  %s = add %r, %x.i\n"
    "  ret %s\n"
    "}\n"
    "\n"
    "; recursion: one level is inlined, the inner call stays\n"
    "func @rec(%n) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  %c = icmp %n, 0\n"
    "  br %c, more, done\n"
    "more:\n"
    "  %m = add %n, -1\n"
    "  %r = call @rec(%m) ctrl %e convergent\n"
    "  br done\n"
    "done:\n"
    "  %z = call @ballot(%n) ctrl %e convergent collective\n"
    "  ret %z\n"
    "}\n"
    "\n"
    "; refusals\n"
    "func @irr(%c divergent, %x) convergent {\n"
    "b0:\n"
    "  br %c, b1, b2\n"
    "b1:\n"
    "  %a = call @reduce(%x) convergent collective\n"
    "  br %c, b2, b3\n"
    "b2:\n"
    "  br %c, b1, b3\n"
    "b3:\n"
    "  ret\n"
    "}\n"
    "\n"
    "func @loopy(%x) {\n"
    "head:\n"
    "  %c = icmp %x, 1\n"
    "  br %c, head, out\n"
    "out:\n"
    "  ret\n"
    "}\n"
    "\n"
    "func @noval() {\n"
    "entry:\n"
    "  ret\n"
    "}\n"
    "\n"
    "func @mixed(%x) convergent {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  %a = call @ballot(%x) ctrl %t convergent collective\n"
    "  %b = call @reduce(%x) convergent collective\n"
    "  ret %b\n"
    "}\n"
    "\n"
    "func @refusals(%c divergent, %n) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  call @irr(%c, %n) ctrl %e convergent\n"
    "  %x = call @ext(%n)\n"
    "  %y = call @llvm.foo(%n)\n"
    "  %z = call %fp(%n)\n"
    "  call @loopy(%n, %n)\n"
    "  call @loopy(%n)\n"
    "  %v = call @noval()\n"
    "  %w = add %v, 1\n"
    "  %u = call @mixed(%n) ctrl %e convergent\n"
    "  %q = add %n, 1\n"
    "  %i = invoke @two(%n, %n) to next\n"
    "next:\n"
    "  ret\n"
    "}\n";

static void test_cases(void) {
    conv_module *m = parse(cases_text), *out = NULL;
    conv_function *f, *g;
    conv_verdict v;
    uint32_t i, n, largest = 0;
    if (m == NULL) return;
    /* a call that is not convergent: an anchor where entry was */
    f = conv_module_find_function(m, "plaincall");
    v = verdict(f, val(f, "%v"), false, CONV_LEGAL_INLINE_ANCHOR, "plaincall");
    CHECK(v.value.id == val(f, "%v").id);
    g = inline_module(f, val(f, "%v"), false, &out);
    CHECK(g != NULL);
    if (g) {
        check_valid(g);
        CHECK(conv_value_kind(g, val(g, "%t.i")) == CONV_KIND_ANCHOR);
        CHECK(conv_value_token(g, val(g, "%b.i")).id == val(g, "%t.i").id);
        CHECK(conv_value_token(g, val(g, "%z")).id == val(g, "%e").id);
    }
    conv_module_destroy(out);
    /* two returns: a phi of both, named as the call; names taken in the
       caller get a number */
    f = conv_module_find_function(m, "names");
    verdict(f, val(f, "%r"), false, CONV_LEGAL_INLINE_PLAIN, "names");
    g = inline_module(f, val(f, "%r"), false, &out);
    CHECK(g != NULL);
    if (g) {
        static const char want[] =
            "func @names(%p divergent) {\n"
            "entry:\n"
            "  %x.i = add %p, 2\n"
            "  br entry.i\n"
            "entry.i:\n"
            "  br entry.i.1\n"
            "entry.i.1:\n"
            "  %x.i.1 = add %x.i, 1\n"
            "  br %x.i, l.i, r.i\n"
            "l.i:\n"
            "  br two.exit\n"
            "r.i:\n"
            "  %y.i = call @ballot(7) convergent collective\n"
            "  br two.exit\n"
            "two.exit:\n"
            "  %r = phi [%x.i.1, l.i], [%y.i, r.i]\n"
            "  %s = add %r, %x.i\n"
            "  ret %s\n"
            "}\n";
        check_printed(g, want);
        check_valid(g);
        /* the caller's blocks keep their ids; the callee's values have
           origins past every origin of the caller */
        CHECK_STR(conv_block_name(g, conv_function_block(g, 1)), "entry.i");
        n = conv_function_value_count(f);
        for (i = 0; i < n; i++) {
            conv_value x;
            x.id = i + 1u;
            if (conv_value_origin(f, x).id > largest) largest = conv_value_origin(f, x).id;
        }
        CHECK(conv_value_origin(g, val(g, "%y.i")).id > largest);
        CHECK(conv_value_origin(g, val(g, "%x.i.1")).id > largest);
        CHECK(conv_value_origin(g, val(g, "%s")).id == val(f, "%s").id);
        CHECK(conv_value_origin(g, val(g, "%r")).id == val(f, "%r").id);
    }
    conv_module_destroy(out);
    /* recursion */
    f = conv_module_find_function(m, "rec");
    verdict(f, val(f, "%r"), false, CONV_LEGAL_INLINE_ENTRY, "rec");
    g = inline_module(f, val(f, "%r"), false, &out);
    CHECK(g != NULL);
    if (g) {
        check_valid(g);
        CHECK_STR(conv_value_opcode(g, val(g, "%r.i")), "@rec");
        CHECK(conv_value_token(g, val(g, "%r.i")).id == val(g, "%e").id);
    }
    conv_module_destroy(out);
    /* the refusals, each with what decides it */
    f = conv_module_find_function(m, "refusals");
    v = verdict(f, inst(f, "entry", 1), false, CONV_LEGAL_NOT_INFERRED, "irr");
    CHECK(v.blocking == CONV_BLOCKING_BLOCK && v.block.id == conv_function_find_block(conv_module_find_function(m, "irr"), "b2").id);
    v = verdict(f, val(f, "%x"), false, CONV_LEGAL_NO_BODY, "refusals");
    CHECK(v.blocking == CONV_BLOCKING_VALUE && v.value.id == val(f, "%x").id);
    verdict(f, val(f, "%y"), false, CONV_LEGAL_NO_BODY, "refusals");
    verdict(f, val(f, "%z"), false, CONV_LEGAL_NO_BODY, "refusals");
    verdict(f, inst(f, "entry", 5), false, CONV_LEGAL_SHAPE, "refusals"); /* two arguments for one */
    v = verdict(f, inst(f, "entry", 6), false, CONV_LEGAL_SHAPE, "loopy"); /* its entry block is a loop */
    CHECK(v.blocking == CONV_BLOCKING_BLOCK);
    v = verdict(f, val(f, "%v"), false, CONV_LEGAL_SHAPE, "noval"); /* the result is used, none returned */
    CHECK(v.blocking == CONV_BLOCKING_VALUE);
    verdict(f, val(f, "%u"), false, CONV_LEGAL_BROKEN_INPUT, "mixed");
    verdict(f, val(f, "%i"), false, CONV_LEGAL_SHAPE, "refusals"); /* an invoke */
    /* arguments: no call, another function's value */
    CHECK_RESULT(conv_can_inline(f, val(f, "%q"), NULL, &v, NULL), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_can_inline(NULL, val(f, "%x"), NULL, &v, NULL), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_can_inline(f, val(f, "%x"), NULL, NULL, NULL), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_apply_inline(f, val(f, "%x"), NULL, NULL, NULL, &g), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_module_inline(f, val(f, "%x"), NULL, NULL, NULL), CONV_ERR_INVALID_ARGUMENT);
    /* a refused apply adds nothing */
    n = conv_module_function_count(m);
    g = NULL;
    CHECK_RESULT(conv_apply_inline(f, val(f, "%x"), NULL, "copy", NULL, &g), CONV_ERR_INVALID_ARGUMENT);
    CHECK(g == NULL && conv_module_function_count(m) == n);
    /* a name taken */
    CHECK_RESULT(conv_apply_inline(conv_module_find_function(m, "names"), val(conv_module_find_function(m, "names"), "%r"),
                                   NULL, "two", NULL, &g),
                 CONV_ERR_DUPLICATE);
    CHECK(conv_module_function_count(m) == n);
    conv_module_destroy(m);
}

/* A callee that never returns: the rest of the call's block ends in
   `unreachable` (the call's value a phi of nothing), the blocks only it
   reached are emptied to `unreachable` and their edges, with the phis'
   entries of them, are gone, as is a block unreachable before that read
   one of their values; a block unreachable before that reads nothing of
   them is left as it is. */
static const char never_text[] =
    "func @spin(%x) {\n"
    "entry:\n  br loop\n"
    "loop:\n  br loop\n"
    "}\n"
    "func @main(%n, %c divergent) convergent {\n"
    "entry:\n  %e = token.entry\n  br head\n"
    "head:\n  %i = phi [0, entry], [%b, x]\n  %h = token.loop %e\n  br %c, a, callb\n"
    "a:\n  br x\n"
    "callb:\n  %s = call @spin(%i)\n  %u = add %s, 1\n  br d\n"
    "d:\n  %t = add %s, %u\n  br x\n"
    "x:\n  %p = phi [%i, a], [%t, d], [%z, stray]\n  %b = call @ballot(%p) ctrl %h convergent collective\n"
    "  %c2 = icmp %b, %n\n  br %c2, head, done\n"
    "stray:\n  %z = add %t, 1\n  br x\n"
    "lost:\n  %y = add %n, 1\n  br lost\n"
    "done:\n  ret\n"
    "}\n";

static void test_never_returns(void) {
    conv_module *m = parse(never_text), *out = NULL;
    conv_function *f = m ? conv_module_find_function(m, "main") : NULL, *g;
    if (f == NULL) return;
    verdict(f, val(f, "%s"), false, CONV_LEGAL_INLINE_PLAIN, "main");
    g = inline_module(f, val(f, "%s"), false, &out);
    CHECK(g != NULL);
    if (g) {
        static const char want[] =
            "func @main(%n, %c divergent) convergent {\n"
            "entry:\n"
            "  %e = token.entry\n"
            "  br head\n"
            "head:\n"
            "  %i = phi [0, entry], [%b, x]\n"
            "  %h = token.loop %e\n"
            "  br %c, a, callb\n"
            "a:\n"
            "  br x\n"
            "callb:\n"
            "  br entry.i\n"
            "d:\n"
            "  unreachable\n"
            "x:\n"
            "  %p = phi [%i, a]\n"
            "  %b = call @ballot(%p) ctrl %h convergent collective\n"
            "  %c2 = icmp %b, %n\n"
            "  br %c2, head, done\n"
            "stray:\n"
            "  unreachable\n"
            "lost:\n"
            "  %y = add %n, 1\n"
            "  br lost\n"
            "done:\n"
            "  ret\n"
            "entry.i:\n"
            "  br loop.i\n"
            "loop.i:\n"
            "  br loop.i\n"
            "spin.exit:\n"
            "  %s = phi\n"
            "  %u = add %s, 1\n"
            "  unreachable\n"
            "}\n";
        check_printed(g, want);
        check_valid(g);
    }
    conv_module_destroy(out);
    conv_module_destroy(m);
}

/* conv_verdict_write names what decides, in the function `where` says. */
static void test_verdict_text(void) {
    conv_module *m = parse(cases_text);
    conv_function *f = m ? conv_module_find_function(m, "refusals") : NULL;
    const conv_function *where = NULL;
    conv_verdict v;
    text_out t;
    if (f == NULL) return;
    CHECK_RESULT(conv_can_inline(f, inst(f, "entry", 1), NULL, &v, &where), CONV_OK);
    t.n = 0;
    CHECK_RESULT(conv_verdict_write(where, &v, text_write, &t), CONV_OK);
    CHECK_STR(t.data, "illegal: the tokens it needs cannot be inferred (R20 refuses) (block b2)");
    CHECK_STR(conv_legal_reason_str(CONV_LEGAL_INLINE_CALLEE_INFERRED), "CONV_LEGAL_INLINE_CALLEE_INFERRED");
    conv_module_destroy(m);
}

/* Every allocation of an inlining failed once: out of memory, the module
   as before, nothing leaked. Both inferences (R18 b on @unctl, R18 c on
   @ctl) and the plain copy are covered. */
static void test_out_of_memory(void) {
    static const char *const texts[2] = {controlled_text, uncontrolled_text};
    static const char *const callers[2] = {"unctl", "ctl"};
    int which;
    for (which = 0; which < 2; which++) {
        long k;
        bool done = false;
        for (k = 1; !done && k < 100000; k++) {
            test_alloc_state s;
            conv_parse_desc pd;
            conv_module *m = NULL, *out = NULL;
            conv_function *f, *g = NULL;
            conv_result r1, r2;
            memset(&s, 0, sizeof s);
            memset(&pd, 0, sizeof pd);
            pd.allocator = test_allocator(&s);
            if (conv_parse(texts[which], strlen(texts[which]), &pd, NULL, &m) != CONV_OK) {
                CHECK(false);
                break;
            }
            f = conv_module_find_function(m, callers[which]);
            s.fail_at = s.calls + k;
            r1 = conv_apply_inline(f, val(f, "%v"), NULL, "copy", NULL, &g);
            r2 = conv_module_inline(f, val(f, "%v"), NULL, NULL, &out);
            CHECK(r1 == CONV_OK || r1 == CONV_ERR_OUT_OF_MEMORY);
            CHECK(r2 == CONV_OK || r2 == CONV_ERR_OUT_OF_MEMORY);
            if (r1 != CONV_OK) CHECK(g == NULL && conv_module_function_count(m) == 3u - (unsigned)which);
            if (r2 != CONV_OK) CHECK(out == NULL);
            done = s.failures == 0;
            conv_module_destroy(out);
            conv_module_destroy(m);
            CHECK_MSG(s.live == 0, "%ld blocks leaked when allocation %ld fails", s.live, k);
        }
        CHECK(done);
    }
}

int main(void) {
    test_spec_example();
    test_uncontrolled_callee();
    test_controlled_callee();
    test_unused_entry();
    test_cases();
    test_never_returns();
    test_verdict_text();
    test_out_of_memory();
    return check_summary();
}
