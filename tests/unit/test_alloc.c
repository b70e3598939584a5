/* Allocation failure at every allocation point of every public entry
   point: the call returns CONV_ERR_OUT_OF_MEMORY, leaves its out-pointer
   untouched, leaks nothing, and leaves no partial state (retrying the same
   builder call after the failure gives exactly the module a run without
   failures gives). */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/spirv_words.h"
#include "../support/strbuf.h"


static const char native_text[] =
    "target \"amdgcn\"\n"
    "declare @ballot convergent\n"
    "func @k(%a divergent, %b uniform) convergent kernel {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  %x = add %a, 1\n"
    "  switch %x, d, 1: l, 2: l\n"
    "l:\n"
    "  %p = phi [%x, entry], [%x, entry], [%y, l]\n"
    "  %h = token.loop %t\n"
    "  %y = call @ballot(%p) convergent collective ctrl %h\n"
    "  br %y, l, d\n"
    "d:\n"
    "  ret %x\n"
    "}\n";

static const char llvm_text[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "%struct.S = type { i32, i32 }\n"
    "@g = global i32 0\n"
    "define amdgpu_ps float @main(i32 inreg %u, i32 %v, ptr byval(%struct.S) %s) #0 {\n"
    "entry:\n"
    "  %t = call token @llvm.experimental.convergence.entry()\n"
    "  %tid = call i32 @llvm.amdgcn.workitem.id.x(), !dbg !3\n"
    "  %c = icmp eq i32 %tid, %u\n"
    "  br i1 %c, label %a, label %1\n"
    "a:\n"
    "  %r = call i32 @llvm.amdgcn.readfirstlane(i32 %v) [ \"convergencectrl\"(token %t) ]\n"
    "  switch i32 %r, label %1 [\n"
    "    i32 0, label %1\n"
    "    i32 7, label %a\n"
    "  ]\n"
    "1:\n"
    "  %p = phi i32 [ 0, %entry ], [ %r, %a ], [ %r, %a ]\n"
    "  %f = sitofp i32 %p to float\n"
    "  ret float %f\n"
    "}\n"
    "declare i32 @llvm.amdgcn.workitem.id.x()\n"
    "declare i32 @llvm.amdgcn.readfirstlane(i32) #0\n"
    "attributes #0 = { convergent }\n"
    "!3 = !{}\n";

/* SPIR-V assembly: nested loops (three hearts), a break, a switch, a call
   (every function has a cycle, as parse_scenario checks);
   structured tokens, so the reader's dominator trees and conv_verify run
   under allocation failure too. */
static const char spirv_text[] =
    "OpCapability Shader\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\" %lid\n"
    "OpName %main \"main\"\n"
    "OpDecorate %lid BuiltIn LocalInvocationIndex\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%bool = OpTypeBool\n"
    "%uint = OpTypeInt 32 0\n"
    "%fnu = OpTypeFunction %uint %uint\n"
    "%pin = OpTypePointer Input %uint\n"
    "%lid = OpVariable %pin Input\n"
    "%u0 = OpConstant %uint 0\n"
    "%u1 = OpConstant %uint 1\n"
    "%u3 = OpConstant %uint 3\n"
    "%t = OpConstantTrue %bool\n"
    "%g = OpFunction %uint None %fnu\n"
    "%p = OpFunctionParameter %uint\n"
    "%gb = OpLabel\n"
    "OpBranch %gl\n"
    "%gl = OpLabel\n"
    "OpLoopMerge %ge %gl None\n"
    "OpBranchConditional %t %gl %ge\n"
    "%ge = OpLabel\n"
    "OpReturnValue %p\n"
    "OpFunctionEnd\n"
    "%main = OpFunction %void None %fn\n"
    "%a = OpLabel\n"
    "%x = OpLoad %uint %lid\n"
    "OpBranch %oh\n"
    "%oh = OpLabel\n"
    "%i = OpPhi %uint %u0 %a %n %oc\n"
    "OpLoopMerge %om %oc None\n"
    "OpBranch %ih\n"
    "%ih = OpLabel\n"
    "OpLoopMerge %im %ih None\n"
    "%y = OpGroupNonUniformAll %bool %u3 %t\n"
    "OpBranchConditional %t %ih %im\n"
    "%im = OpLabel\n"
    "%eq = OpIEqual %bool %i %x\n"
    "OpSelectionMerge %oc None\n"
    "OpBranchConditional %eq %brk %oc\n"
    "%brk = OpLabel\n"
    "%b = OpGroupNonUniformBallot %uint %u3 %t\n"
    "OpBranch %om\n"
    "%oc = OpLabel\n"
    "%n = OpIAdd %uint %i %u1\n"
    "%c = OpFunctionCall %uint %g %n\n"
    "OpSelectionMerge %sw None\n"
    "OpSwitch %c %oh 1 %sw 2 %sw\n"
    "%sw = OpLabel\n"
    "OpBranch %om\n"
    "%om = OpLabel\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

/* Undefined ids, a bad branch target and an unknown opcode. */
static const char spirv_bad_text[] =
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%f = OpFunction %void None %fn\n"
    "%a = OpLabel\n"
    "%x = OpIAdd %void %nope %nope2\n"
    "%y = OpFooBar %x\n"
    "OpBranch %void\n"
    "OpFunctionEnd\n";

/* Parses, builds both trees and the cycles of every function (each has
   one, unless `acyclic`), prints. */
static conv_result parse_scenario(test_alloc_state *st, const char *text, size_t size, bool acyclic,
                                  const char *filename, strbuf *out) {
    conv_allocator a = test_allocator(st);
    conv_parse_desc pd;
    conv_diags *diags = NULL;
    conv_module *m = (conv_module *)out; /* sentinel: must stay untouched on failure */
    conv_result r;
    uint32_t i;
    r = conv_diags_create(&a, &diags);
    if (r != CONV_OK) return r;
    memset(&pd, 0, sizeof pd);
    pd.allocator = a;
    pd.filename = filename;
    r = conv_parse(text, size, &pd, diags, &m);
    if (r != CONV_OK) {
        CHECK_MSG(m == (conv_module *)out, "conv_parse wrote its out-pointer on failure");
        CHECK_MSG(r == CONV_ERR_OUT_OF_MEMORY, "parse of %s failed with %s", filename, conv_result_str(r));
        /* the input is valid: out of memory must not invent parse errors */
        for (i = 0; i < conv_diags_count(diags); i++)
            CHECK_MSG(strncmp(conv_diags_get(diags, i)->code, "parse.", 6) != 0 &&
                          strncmp(conv_diags_get(diags, i)->code, "spirv.", 6) != 0,
                      "%s: out of memory reported as %s", filename, conv_diags_get(diags, i)->code);
        conv_diags_destroy(diags);
        return r;
    }
    for (i = 0; i < conv_module_function_count(m) && r == CONV_OK; i++) {
        conv_function *f = conv_module_function(m, i);
        conv_domtree *t = (conv_domtree *)out;
        conv_domtree_desc dd;
        int post;
        if (conv_function_flags(f) & CONV_FUNCTION_DECLARATION) continue;
        for (post = 0; post < 2 && r == CONV_OK; post++) {
            memset(&dd, 0, sizeof dd);
            dd.post = post != 0;
            t = (conv_domtree *)out;
            r = conv_domtree_build(f, &dd, &t);
            if (r == CONV_OK) conv_domtree_free(t);
            else CHECK(t == (conv_domtree *)out);
        }
    }
    for (i = 0; i < conv_module_function_count(m) && r == CONV_OK; i++) {
        conv_function *f = conv_module_function(m, i);
        conv_cycles *ci = (conv_cycles *)out;
        if (conv_function_flags(f) & CONV_FUNCTION_DECLARATION) continue;
        r = conv_cycles_build(f, NULL, &ci);
        if (r == CONV_OK) {
            CHECK(conv_cycles_count(ci) >= 1 || acyclic);
            conv_cycles_free(ci);
        } else {
            CHECK(ci == (conv_cycles *)out);
        }
    }
    if (r == CONV_OK) {
        strbuf_clear(out);
        r = conv_module_print(m, strbuf_write, out);
    }
    conv_module_destroy(m);
    conv_diags_destroy(diags);
    return r;
}

/* Builds a small function step by step; a step that fails must leave the
   function as it was, so it is simply retried without the failure. */
#define STEP(call)                                                                          \
    do {                                                                                    \
        uint32_t nv_ = f ? conv_function_value_count(f) : 0, nb_ = f ? conv_function_block_count(f) : 0; \
        conv_result r_ = (call);                                                            \
        if (r_ == CONV_ERR_OUT_OF_MEMORY) {                                                 \
            failures++;                                                                     \
            CHECK(!f || (conv_function_value_count(f) == nv_ && conv_function_block_count(f) == nb_)); \
            st->fail_at = 0;                                                                \
            r_ = (call);                                                                    \
        }                                                                                   \
        CHECK_RESULT(r_, CONV_OK);                                                          \
    } while (0)

static unsigned builder_scenario(test_alloc_state *st, strbuf *out) {
    conv_allocator a = test_allocator(st);
    conv_module_desc md;
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_function_desc fd;
    conv_block e, l, x;
    conv_value arg, one, sum, phi, tok, loop;
    conv_inst_desc d;
    conv_value ops[2];
    conv_block inc[2];
    unsigned failures = 0;
    memset(&md, 0, sizeof md);
    md.allocator = a;
    md.target = "nvptx";
    STEP(conv_module_create(&md, &m));
    memset(&fd, 0, sizeof fd);
    fd.name = "built";
    fd.flags = CONV_FUNCTION_CONVERGENT;
    STEP(conv_module_add_function(m, &fd, &f));
    STEP(conv_function_add_argument(f, "%arg", CONV_FLAG_DIVERGENCE_SOURCE, &arg));
    STEP(conv_function_add_constant(f, 1, NULL, &one));
    STEP(conv_function_add_block(f, "e", &e));
    STEP(conv_function_add_block(f, "l", &l));
    STEP(conv_function_add_block(f, "x", &x));
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_ENTRY;
    d.name = "%tok";
    STEP(conv_function_add_inst(f, e, &d, &tok));
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_BRANCH;
    d.successors = &l;
    d.successors_count = 1;
    STEP(conv_function_add_inst(f, e, &d, NULL));
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_PHI;
    d.name = "%phi";
    STEP(conv_function_add_inst(f, l, &d, &phi));
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_LOOP;
    d.name = "%loop";
    d.token = tok;
    STEP(conv_function_add_inst(f, l, &d, &loop));
    memset(&d, 0, sizeof d);
    d.name = "%sum";
    d.opcode = "add";
    ops[0] = phi;
    ops[1] = one;
    d.operands = ops;
    d.operands_count = 2;
    STEP(conv_function_add_inst(f, l, &d, &sum));
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_CALL;
    d.opcode = "@llvm.nvvm.barrier0";
    d.flags = CONV_FLAG_CONVERGENT;
    STEP(conv_function_add_inst(f, l, &d, &ops[0]));
    STEP(conv_function_set_token(f, ops[0], loop));
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_BRANCH;
    {
        conv_block both[2];
        both[0] = l;
        both[1] = x;
        d.successors = both;
        d.successors_count = 2;
        d.operands = &arg;
        d.operands_count = 1;
        STEP(conv_function_add_inst(f, l, &d, NULL));
    }
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_RETURN;
    d.operands = &sum;
    d.operands_count = 1;
    STEP(conv_function_add_inst(f, x, &d, NULL));
    ops[0] = one;
    ops[1] = sum;
    inc[0] = e;
    inc[1] = l;
    STEP(conv_function_set_operands(f, phi, ops, inc, 2));
    STEP(conv_function_finalize(f, NULL));
    strbuf_clear(out);
    STEP(conv_module_print(m, strbuf_write, out));
    conv_module_destroy(m);
    return failures;
}

/* A function for the analyses: a divergent branch and its join, a loop
   with a divergent and a uniform exit whose token is used after it (per-exit
   temporal divergence, token region exemptions) and an irreducible cycle
   entered through both entries (assumed divergent). */
static const char analyses_text[] =
    "target \"amdgcn\"\n"
    "declare @ballot convergent\n"
    "func @k(%tid divergent, %n uniform) convergent kernel {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  %c0 = icmp %tid, %n\n"
    "  br %c0, a, b\n"
    "a:\n"
    "  br j\n"
    "b:\n"
    "  br j\n"
    "j:\n"
    "  %p = phi [1, a], [2, b]\n"
    "  br h\n"
    "h:\n"
    "  %i = phi [0, j], [%i1, body]\n"
    "  %h1 = token.loop %t\n"
    "  %i1 = add %i, 1\n"
    "  %cu = icmp %i1, %n\n"
    "  br %cu, body, out2\n"
    "body:\n"
    "  %cd = icmp %i1, %tid\n"
    "  br %cd, out1, h\n"
    "out1:\n"
    "  %u1 = add %i1, %n\n"
    "  %v = call @ballot(%u1) convergent collective ctrl %h1\n"
    "  br %c0, x, y\n"
    "out2:\n"
    "  %u2 = add %i1, %p\n"
    "  br x\n"
    "x:\n"
    "  %vx = phi [%n, out1], [%vy, y], [%u2, out2]\n"
    "  br %n, y, done\n"
    "y:\n"
    "  %vy = phi [%n, out1], [%vx, x]\n"
    "  br %n, x, done\n"
    "done:\n"
    "  %a = token.anchor\n"
    "  %w = call @ballot(%tid) convergent collective ctrl %a\n"
    "  %w2 = add %w, 1\n"
    "  ret\n"
    "}\n"
;

/* Appends a digest of everything the uniformity result and an interpreter
   run say: a retried call must reproduce it exactly. */
static void digest_uniformity(const conv_function *f, const conv_uniformity *u, strbuf *out) {
    const conv_cycles *ci = conv_uniformity_cycles(u);
    uint32_t i, k;
    for (i = 0; i < conv_function_value_count(f); i++) {
        conv_value v;
        conv_reason r;
        v.id = i + 1u;
        r = conv_uniformity_value_reason(u, v);
        CHECK(strbuf_printf(out, "%c%d.%u.%u.%u ", conv_uniformity_value_divergent(u, v) ? 'D' : 'u', (int)r.kind,
                            r.value.id, r.block.id, r.cycle.id));
    }
    for (i = 0; i < conv_function_block_count(f); i++)
        CHECK(strbuf_printf(out, "%c", conv_uniformity_branch_divergent(u, conv_function_block(f, i)) ? 'B' : 'b'));
    for (i = 0; i < conv_cycles_count(ci); i++) {
        conv_cycle c = conv_cycles_get(ci, i);
        uint32_t n = 0;
        const conv_block *exits = conv_cycle_exits(ci, c, &n);
        CHECK(strbuf_printf(out, " c%u%c%c", i, conv_uniformity_cycle_divergent_exit(u, c) ? 'E' : 'e',
                            conv_uniformity_cycle_assumed_divergent(u, c) ? 'A' : 'a'));
        for (k = 0; k < n; k++) CHECK(strbuf_printf(out, "%c", conv_uniformity_exit_divergent(u, c, exits[k]) ? 'X' : 'x'));
    }
}

static void digest_run(const conv_interp *run, strbuf *out) {
    uint32_t i, t;
    unsigned long long h = 1469598103934665603ull; /* FNV-1a over every instance */
    for (i = 0; i < conv_interp_instance_count(run); i++) {
        conv_interp_instance in;
        CHECK(conv_interp_get(run, i, &in));
        h = (h ^ in.inst.id) * 1099511628211ull;
        for (t = 0; t < in.thread_count; t++) {
            h = (h ^ in.threads[t]) * 1099511628211ull;
            if (in.values) h = (h ^ (unsigned long long)in.values[t]) * 1099511628211ull;
        }
    }
    CHECK(strbuf_printf(out, " run %u %d %llx", conv_interp_instance_count(run), (int)conv_interp_finished(run), h));
}

/* which: 0 uniformity, 1 interpreter run, 2 interpreter check, 3 DOT, 4 the
   run and conv_interp_check_uniformity. The module
   is parsed with a clean allocator; only the analysis call under test
   gets the failing one. */
static conv_result analyses_scenario(test_alloc_state *st, int which, strbuf *out) {
    conv_module *m = NULL;
    conv_function *f;
    conv_result r;
    test_alloc_state clean;
    conv_parse_desc pd;
    memset(&clean, 0, sizeof clean);
    memset(&pd, 0, sizeof pd);
    pd.allocator = test_allocator(&clean);
    pd.filename = "analyses.conv";
    CHECK_RESULT(conv_parse(analyses_text, sizeof analyses_text - 1u, &pd, NULL, &m), CONV_OK);
    f = conv_module_find_function(m, "k");
    CHECK(f != NULL);
    strbuf_clear(out);
    if (which == 0 || which == 3) {
        conv_uniformity_desc ud;
        conv_uniformity *u = (conv_uniformity *)out; /* must stay untouched on failure */
        memset(&ud, 0, sizeof ud);
        ud.allocator = test_allocator(st);
        r = conv_uniformity_build(f, &ud, &u);
        if (r == CONV_OK && which == 0) digest_uniformity(f, u, out);
        if (r == CONV_OK && which == 3) r = conv_uniformity_write_dot(f, u, strbuf_write, out);
        if (r == CONV_OK || which == 3) conv_uniformity_free(u == (conv_uniformity *)out ? NULL : u);
        else CHECK(u == (conv_uniformity *)out);
    } else {
        conv_interp_desc idesc;
        conv_interp *run = (conv_interp *)out; /* must stay untouched on failure */
        memset(&idesc, 0, sizeof idesc);
        idesc.threads = 8;
        idesc.seed = 3;
        idesc.max_steps = 300; /* keeps the run (and 2 x its allocation points) small */
        idesc.allocator = test_allocator(which == 1 || which == 4 ? st : &clean);
        r = conv_interp_run(f, &idesc, NULL, &run);
        if (r != CONV_OK) {
            CHECK((which == 1 || which == 4) && run == (conv_interp *)out);
            run = NULL;
        } else {
            digest_run(run, out);
        }
        if (run && which == 2) {
            conv_allocator da = test_allocator(st);
            conv_diags *diags = NULL;
            bool claims[64];
            uint32_t violations = 12345u, i;
            for (i = 0; i < 64u; i++) claims[i] = true; /* every value uniform: false claims to report */
            r = conv_diags_create(&da, &diags);
            if (r == CONV_OK) r = conv_interp_check(run, f, claims, claims, NULL, diags, &violations);
            if (r == CONV_OK) {
                CHECK(violations > 0u);
                CHECK(strbuf_printf(out, " violations %u diags %u", violations, conv_diags_count(diags)));
            }
            conv_diags_destroy(diags);
        }
        if (run && which == 4) {
            /* the claims of a sound analysis (built without failures):
               the helper's claim arrays and the check's bookkeeping go
               through the run's failing allocator */
            conv_uniformity_desc ud;
            conv_uniformity *u = NULL;
            uint32_t violations = 12345u;
            memset(&ud, 0, sizeof ud);
            ud.allocator = test_allocator(&clean);
            CHECK_RESULT(conv_uniformity_build(f, &ud, &u), CONV_OK);
            r = conv_interp_check_uniformity(run, f, u, NULL, &violations);
            if (r == CONV_OK) {
                CHECK(violations == 0u);
                CHECK(strbuf_printf(out, " violations %u", violations));
            } else {
                CHECK(violations == 12345u);
            }
            conv_uniformity_free(u);
        }
        conv_interp_free(run);
    }
    conv_module_destroy(m);
    CHECK(clean.live == 0);
    return r;
}

typedef conv_result (*scenario_fn)(test_alloc_state *st, int which, strbuf *out);

/* Fails each allocation point of scenario `which` in turn: the call under
   test returns CONV_ERR_OUT_OF_MEMORY and leaks nothing, and the same call
   again without failures gives the clean answer. */
static void fail_each_allocation(scenario_fn scenario, int which, const char *name, long min_points) {
    test_alloc_state st;
    strbuf reference = {NULL, 0, 0, 0}, got = {NULL, 0, 0, 0};
    long k, total;
    memset(&st, 0, sizeof st);
    CHECK_RESULT(scenario(&st, which, &reference), CONV_OK);
    CHECK(st.live == 0);
    /* every free names the size its allocation had */
    CHECK_MSG(st.live_bytes == 0, "%s: %lld bytes freed with another size than allocated", name, st.live_bytes);
    total = st.calls;
    CHECK_MSG(total >= min_points, "%s: only %ld allocations", name, total);
    printf("%s: %ld allocation points\n", name, total);
    for (k = 1; k <= total; k++) {
        conv_result r;
        memset(&st, 0, sizeof st);
        st.fail_at = k;
        r = scenario(&st, which, &got);
        CHECK_MSG(r == CONV_ERR_OUT_OF_MEMORY, "%s: failing allocation %ld of %ld gave %s", name, k, total,
                  conv_result_str(r));
        CHECK_MSG(st.live == 0, "%s: failing allocation %ld leaked %ld blocks", name, k, st.live);
        /* the same call again, without failures: the clean answer */
        memset(&st, 0, sizeof st);
        CHECK_RESULT(scenario(&st, which, &got), CONV_OK);
        CHECK_MSG(got.p && reference.p && strcmp(got.p, reference.p) == 0,
                  "%s: after failing allocation %ld the answer differs", name, k);
    }
    strbuf_free(&reference);
    strbuf_free(&got);
}

static void run_analyses(void) {
    static const char *const names[] = {"conv_uniformity_build", "conv_interp_run", "conv_interp_check",
                                        "conv_uniformity_write_dot", "conv_interp_check_uniformity"};
    int which;
    for (which = 0; which < 5; which++) fail_each_allocation(analyses_scenario, which, names[which], 2);
}

/* The lint: a workgroup barrier under a branch uniform only in a wave
   (readfirstlane), a derivative under a divergent one, a wave collective
   after a loop through the loop's heart (a cycle). which 0:
   conv_lint_build (with the failing allocator; its post-dominator tree
   too), its findings and their text; 1: the uniformity and the lint with
   the failing allocator, then conv_uniformity_write_dot_scopes. */
static const char lint_text[] =
    "func @k(%tid divergent, %x) convergent kernel {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  %r = call @readfirstlane(%tid) ctrl %e convergent collective\n"
    "  %c = icmp %r, 0\n"
    "  br %c, then, loop\n"
    "then:\n"
    "  call @barrier() ctrl %e convergent barrier scope.workgroup\n"
    "  %d = icmp %tid, 1\n"
    "  br %d, q, loop\n"
    "q:\n"
    "  %dx = call @ddx(%x) ctrl %e convergent scope.quad\n"
    "  br loop\n"
    "loop:\n"
    "  %h = token.loop %e\n"
    "  %l = icmp %tid, %x\n"
    "  br %l, loop, out\n"
    "out:\n"
    "  %s = call @subgroupAdd(%x) ctrl %h convergent collective scope.wave\n"
    "  ret\n"
    "}\n";

static conv_result lint_scenario(test_alloc_state *st, int which, strbuf *out) {
    conv_module *m = NULL;
    conv_function *f;
    conv_uniformity *u = NULL;
    conv_lint *lint = (conv_lint *)out; /* must stay untouched on failure */
    conv_uniformity_desc ud;
    conv_lint_desc ld;
    conv_result r;
    test_alloc_state clean;
    uint32_t i;
    memset(&clean, 0, sizeof clean);
    CHECK_RESULT(conv_parse(lint_text, sizeof lint_text - 1u, NULL, NULL, &m), CONV_OK);
    f = conv_module_find_function(m, "k");
    strbuf_clear(out);
    memset(&ud, 0, sizeof ud);
    ud.allocator = test_allocator(which == 1 ? st : &clean);
    r = conv_uniformity_build(f, &ud, &u);
    memset(&ld, 0, sizeof ld);
    ld.allocator = test_allocator(st);
    if (r == CONV_OK) r = conv_lint_build(f, u, &ld, &lint);
    if (r != CONV_OK) CHECK(lint == (conv_lint *)out);
    for (i = 0; r == CONV_OK && i < conv_lint_count(lint); i++) {
        conv_lint_finding x;
        CHECK(conv_lint_get(lint, i, &x));
        CHECK(strbuf_printf(out, "%s %u %d: ", conv_lint_code_str(x.code), x.line, (int)x.cause));
        CHECK_RESULT(conv_lint_write(f, u, &x, strbuf_write, out), CONV_OK);
        CHECK_RESULT(conv_lint_explain(f, u, &x, strbuf_write, out), CONV_OK);
    }
    if (r == CONV_OK && which == 0) CHECK(conv_lint_count(lint) == 3u);
    if (r == CONV_OK && which == 1) r = conv_uniformity_write_dot_scopes(f, u, lint, strbuf_write, out);
    if (lint != (conv_lint *)out) conv_lint_free(lint);
    conv_uniformity_free(u);
    conv_module_destroy(m);
    CHECK(clean.live == 0);
    return r;
}

static void run_lint(void) {
    fail_each_allocation(lint_scenario, 0, "conv_lint_build", 3);
    fail_each_allocation(lint_scenario, 1, "conv_uniformity_write_dot_scopes", 3);
}

/* The legality stage: %x and %y are identical ballots in both arms of a
   uniform branch (merge), %s a speculatable ballot with a twin %s2 below
   it (CSE), %st a store that stays put, a loop whose collective may not
   leave it. */
static const char legality_text[] =
    "func @l(%tid divergent, %n uniform) convergent kernel {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  %c = icmp %n, 3\n"
    "  br %c, a, b\n"
    "a:\n"
    "  %x = call @ballot(%n) convergent collective ctrl %t\n"
    "  %s = call @ballot(%tid) convergent collective speculatable ctrl %t\n"
    "  br j\n"
    "b:\n"
    "  %y = call @ballot(%n) convergent collective ctrl %t\n"
    "  br j\n"
    "j:\n"
    "  %p = phi [%x, a], [%y, b]\n"
    "  store %p, %n\n"
    "  br h\n"
    "h:\n"
    "  %i = phi [0, j], [%i1, h]\n"
    "  %hl = token.loop %t\n"
    "  %i1 = add %i, 1\n"
    "  %r = call @reduce(%n) convergent collective speculatable ctrl %hl\n"
    "  %d = icmp %i1, %tid\n"
    "  br %d, h, out\n"
    "out:\n"
    "  %q = add %i1, %n\n"
    "  ret\n"
    "}\n";

/* One digest line per query kind (verdicts), then the apply's printed
   copy, then the equivalence answer. which: 0 conv_legality_build and
   the queries (the desc's allocator), 1 conv_apply_* (the module's), 2
   conv_equivalence_check (the interpreter's and the diagnostics'). The
   failing allocator counts only the calls under test. */
static conv_result legality_scenario(test_alloc_state *st, int which, strbuf *out) {
    conv_module *m = NULL;
    conv_function *f, *g = NULL;
    conv_legality *L = NULL;
    conv_legality_desc ld;
    conv_parse_desc pd;
    test_alloc_state clean;
    conv_result r = CONV_OK;
    long fail_at = st->fail_at;
    memset(&clean, 0, sizeof clean);
    memset(&pd, 0, sizeof pd);
    /* apply adds the copy to the module: the module gets the allocator
       under test, counted from after the parse */
    st->fail_at = 0;
    pd.allocator = test_allocator(which == 1 ? st : &clean);
    pd.filename = "legality.conv";
    CHECK_RESULT(conv_parse(legality_text, sizeof legality_text - 1u, &pd, NULL, &m), CONV_OK);
    if (m == NULL) return CONV_ERR_INVALID_ARGUMENT;
    st->calls = 0; /* count (and fail) from here on */
    st->fail_at = fail_at;
    f = conv_module_find_function(m, "l");
    strbuf_clear(out);
    memset(&ld, 0, sizeof ld);
    ld.allocator = test_allocator(which == 0 ? st : &clean);
    L = (conv_legality *)out; /* must stay untouched on failure */
    r = conv_legality_build(f, &ld, &L);
    if (r != CONV_OK) {
        CHECK(which == 0 && L == (conv_legality *)out);
        L = NULL;
    } else {
        conv_value x = conv_function_find_value(f, "%x"), y = conv_function_find_value(f, "%y");
        conv_value s = conv_function_find_value(f, "%s"), q = conv_function_find_value(f, "%q");
        conv_value rr = conv_function_find_value(f, "%r");
        conv_block entry = conv_function_find_block(f, "entry"), j = conv_function_find_block(f, "j");
        conv_block h = conv_function_find_block(f, "h"), out_b = conv_function_find_block(f, "out");
        conv_verdict v[6];
        conv_result qr[6];
        int i;
        memset(v, 0, sizeof v);
        qr[0] = conv_can_hoist(L, x, entry, &v[0]);
        qr[1] = conv_can_sink(L, rr, out_b, &v[1]);
        qr[2] = conv_can_speculate(L, s, entry, &v[2]);
        qr[3] = conv_can_merge(L, x, y, j, &v[3]);
        qr[4] = conv_can_cse(L, x, y, &v[4]);
        qr[5] = conv_can_hoist(L, q, h, &v[5]);
        for (i = 0; i < 6 && r == CONV_OK; i++) {
            r = qr[i];
            if (r == CONV_OK) CHECK(strbuf_printf(out, "%d.%d.%u.%u ", (int)v[i].legal, (int)v[i].reason, v[i].block.id,
                                                  v[i].value.id));
        }
        if (r == CONV_OK) {
            conv_diags *diags = NULL;
            conv_allocator da = test_allocator(which == 1 ? st : &clean);
            r = conv_diags_create(&da, &diags);
            g = (conv_function *)out; /* untouched on failure */
            if (r == CONV_OK) r = conv_apply_merge(f, x, y, entry, "merged", diags, &g);
            if (r != CONV_OK) CHECK(g == (conv_function *)out);
            if (r == CONV_OK) {
                CHECK(conv_module_function_count(m) == 2u);
                r = conv_function_print(g, strbuf_write, out); /* allocates through the module too */
            } else {
                CHECK(conv_module_function_count(m) == 1u);
            }
            conv_diags_destroy(diags);
        }
        if (r == CONV_OK && which == 2) {
            conv_interp_desc idesc;
            conv_allocator da = test_allocator(st);
            conv_diags *diags = NULL;
            bool eq = false;
            memset(&idesc, 0, sizeof idesc);
            idesc.threads = 4;
            idesc.seed = 5;
            idesc.max_steps = 40;
            idesc.allocator = test_allocator(st);
            r = conv_diags_create(&da, &diags);
            if (r == CONV_OK) r = conv_equivalence_check(f, g, &idesc, diags, &eq);
            if (r == CONV_OK) CHECK(strbuf_printf(out, " equivalent %d", (int)eq));
            conv_diags_destroy(diags);
        }
    }
    conv_legality_free(L);
    conv_module_destroy(m);
    CHECK(clean.live == 0);
    return r;
}

/* Legality stage II: join holds a ballot and is reached from a and b of
   a uniform branch (tail duplication, threading a -> join -> then: %f is
   1 from a), then -> end merge, and a loop with two latches to peel,
   unroll and separate. */
static const char stage2_text[] =
    "func @m(%tid divergent, %n uniform) convergent {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  %c = icmp %n, 3\n"
    "  br %c, a, b\n"
    "a:\n"
    "  br join\n"
    "b:\n"
    "  %z = icmp %n, 2\n"
    "  br join\n"
    "join:\n"
    "  %f = phi [1, a], [%z, b]\n"
    "  %x = call @ballot(%n) convergent collective ctrl %t\n"
    "  store %x, %n\n"
    "  br %f, then, end\n"
    "then:\n"
    "  store %n, %n\n"
    "  br last\n"
    "last:\n"
    "  br end\n"
    "end:\n"
    "  br loop\n"
    "loop:\n"
    "  %i = phi [0, end], [%i1, loop], [%i1, again]\n"
    "  %h = token.loop %t\n"
    "  %r = call @reduce(%i) convergent collective ctrl %h\n"
    "  %i1 = add %i, 1\n"
    "  %d = icmp %i1, %tid\n"
    "  br %d, loop, again\n"
    "again:\n"
    "  br %c, loop, done\n"
    "done:\n"
    "  ret\n"
    "}\n";

/* A loop without tokens whose two latches may be separated. */
static const char separate_text[] =
    "func @m(%n, %u, %x, %out) convergent {\n"
    "entry:\n"
    "  br header\n"
    "header:\n"
    "  %i = phi [0, entry], [%i1, body], [%i1, tail]\n"
    "  %cond1 = icmp %i, %n\n"
    "  br %cond1, body, exit\n"
    "body:\n"
    "  %b = call @ballot(%x) convergent collective\n"
    "  store %b, %out\n"
    "  %i1 = add %i, 1\n"
    "  %cond2 = icmp %i1, %u\n"
    "  br %cond2, header, tail\n"
    "tail:\n"
    "  br header\n"
    "exit:\n"
    "  ret\n"
    "}\n";

/* A loop nothing depends on (deletion). */
static const char dead_text[] =
    "func @m(%tid divergent, %x, %out) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  br header\n"
    "header:\n"
    "  %i = phi [0, entry], [%i1, header]\n"
    "  %h = token.loop %e\n"
    "  %r = call @reduce(%i) ctrl %h convergent collective speculatable\n"
    "  %i1 = add %i, 1\n"
    "  %c = icmp %i1, %tid\n"
    "  br %c, header, exit\n"
    "exit:\n"
    "  %k = phi [%x, header]\n"
    "  store %k, %out\n"
    "  ret\n"
    "}\n";

/* A loop with a branch on a value every thread shares (unswitching). */
static const char unswitch_text[] =
    "func @m(%tid divergent, %c, %out) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  br header\n"
    "header:\n"
    "  %i = phi [0, entry], [%i1, latch]\n"
    "  %h = token.loop %e\n"
    "  %r = call @reduce(%i) ctrl %h convergent collective\n"
    "  store %r, %out\n"
    "  br %c, a, b\n"
    "a:\n"
    "  store 1, %out\n"
    "  br latch\n"
    "b:\n"
    "  br latch\n"
    "latch:\n"
    "  %i1 = add %i, 1\n"
    "  %d = icmp %i1, %tid\n"
    "  br %d, header, exit\n"
    "exit:\n"
    "  ret\n"
    "}\n";

/* R17: a while loop whose header values reach the body and the exit
   (the rotated copy makes phis). */
static const char rotate_text[] =
    "func @m(%tid divergent, %out) {\n"
    "entry:\n"
    "  br header\n"
    "header:\n"
    "  %i = phi [0, entry], [%i1, body]\n"
    "  %b = call @ballot(%i) convergent collective\n"
    "  %c = icmp %i, %tid\n"
    "  br %c, body, exit\n"
    "body:\n"
    "  store %b, %out\n"
    "  %i1 = add %i, 1\n"
    "  br header\n"
    "exit:\n"
    "  store %b, %out\n"
    "  ret\n"
    "}\n";

/* R6: a bottom-tested loop whose heart is used after it (full unrolling
   makes straight-line code). */
static const char full_text[] =
    "func @m(%tid divergent, %out) convergent {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  br loop\n"
    "loop:\n"
    "  %i = phi [0, entry], [%i1, loop]\n"
    "  %h = token.loop %e\n"
    "  %r = call @reduce(%i) ctrl %h convergent collective\n"
    "  store %r, %out\n"
    "  %i1 = add %i, 1\n"
    "  %c = icmp %i1, 4\n"
    "  br %c, loop, exit\n"
    "exit:\n"
    "  %b = call @ballot(%tid) ctrl %h convergent collective\n"
    "  store %b, %out\n"
    "  ret\n"
    "}\n";

/* A counted loop in LLVM IR: conv_apply_unroll_runtime's remainder. */
static const char runtime_text[] =
    "define void @m(i32 %n, ptr %out) convergent {\n"
    "entry:\n  %e = call token @llvm.experimental.convergence.entry()\n  br label %loop\n"
    "loop:\n  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n"
    "  %h = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %e) ]\n"
    "  %r = call i32 @reduce(i32 %i) convergent [ \"convergencectrl\"(token %h) ]\n"
    "  store i32 %r, ptr %out\n  %i1 = add i32 %i, 1\n  %c = icmp ult i32 %i1, %n\n"
    "  br i1 %c, label %loop, label %exit\n"
    "exit:\n  store i32 %i1, ptr %out\n  ret void\n}\n"
    "declare i32 @reduce(i32) convergent\n";

/* which: 0 conv_legality_build and the five queries (the desc's
   allocator); 1 to 5 conv_apply_tail_duplicate, _jump_thread,
   _merge_blocks, _peel, _unroll (the module's), the copy printed. */
static conv_result stage2_scenario(test_alloc_state *st, int which, strbuf *out) {
    conv_module *m = NULL;
    conv_function *f, *g = NULL;
    conv_legality *L = NULL;
    conv_legality_desc ld;
    conv_parse_desc pd;
    test_alloc_state clean;
    conv_result r = CONV_OK;
    conv_block a, join, then_b, last, loop;
    uint32_t functions;
    long fail_at = st->fail_at;
    memset(&clean, 0, sizeof clean);
    memset(&pd, 0, sizeof pd);
    st->fail_at = 0;
    pd.allocator = test_allocator(which >= 1 ? st : &clean);
    pd.filename = "stage2.conv";
    if (which == 6) CHECK_RESULT(conv_parse(separate_text, sizeof separate_text - 1u, &pd, NULL, &m), CONV_OK);
    else if (which == 7) CHECK_RESULT(conv_parse(dead_text, sizeof dead_text - 1u, &pd, NULL, &m), CONV_OK);
    else if (which == 8) CHECK_RESULT(conv_parse(unswitch_text, sizeof unswitch_text - 1u, &pd, NULL, &m), CONV_OK);
    else if (which == 11) CHECK_RESULT(conv_parse(full_text, sizeof full_text - 1u, &pd, NULL, &m), CONV_OK);
    else if (which == 12) {
        pd.format = CONV_FORMAT_LLVM;
        CHECK_RESULT(conv_parse(runtime_text, sizeof runtime_text - 1u, &pd, NULL, &m), CONV_OK);
    }
    else if (which >= 9) CHECK_RESULT(conv_parse(rotate_text, sizeof rotate_text - 1u, &pd, NULL, &m), CONV_OK);
    else CHECK_RESULT(conv_parse(stage2_text, sizeof stage2_text - 1u, &pd, NULL, &m), CONV_OK);
    if (m == NULL) return CONV_ERR_INVALID_ARGUMENT;
    st->calls = 0;
    st->fail_at = fail_at;
    functions = conv_module_function_count(m); /* the declarations too */
    f = conv_module_find_function(m, "m");
    a = conv_function_find_block(f, "a");
    join = conv_function_find_block(f, "join");
    then_b = conv_function_find_block(f, "then");
    last = conv_function_find_block(f, "last");
    loop = conv_function_find_block(f, "loop");
    strbuf_clear(out);
    if (which == 0) {
        conv_verdict v[8];
        int i;
        memset(&ld, 0, sizeof ld);
        memset(v, 0, sizeof v);
        ld.allocator = test_allocator(st);
        L = (conv_legality *)out;
        r = conv_legality_build(f, &ld, &L);
        if (r != CONV_OK) {
            CHECK(L == (conv_legality *)out);
            L = NULL;
        }
        if (r == CONV_OK) r = conv_can_tail_duplicate(L, join, &v[0]);
        if (r == CONV_OK) r = conv_can_jump_thread(L, a, join, then_b, &v[1]);
        if (r == CONV_OK) r = conv_can_merge_blocks(L, then_b, last, &v[2]);
        if (r == CONV_OK) r = conv_can_peel(L, conv_cycles_innermost(conv_legality_cycles(L), loop), 2, &v[3]);
        if (r == CONV_OK)
            r = conv_can_unroll(L, conv_cycles_innermost(conv_legality_cycles(L), loop), 2, CONV_UNROLL_RUNTIME, &v[4]);
        if (r == CONV_OK)
            r = conv_can_separate_backedges(L, conv_cycles_innermost(conv_legality_cycles(L), loop), &v[5]);
        if (r == CONV_OK) r = conv_can_delete_loop(L, conv_cycles_innermost(conv_legality_cycles(L), loop), &v[6]);
        if (r == CONV_OK) r = conv_can_change_exit(L, conv_cycles_innermost(conv_legality_cycles(L), loop), &v[7]);
        for (i = 0; i < 8 && r == CONV_OK; i++)
            CHECK(strbuf_printf(out, "%d.%d.%u ", (int)v[i].legal, (int)v[i].reason, v[i].block.id));
        conv_legality_free(L);
    } else {
        conv_diags *diags = NULL;
        conv_allocator da = test_allocator(st);
        r = conv_diags_create(&da, &diags);
        g = (conv_function *)out; /* untouched on failure */
        if (r == CONV_OK && which == 1) r = conv_apply_tail_duplicate(f, join, "dup", diags, &g);
        if (r == CONV_OK && which == 2) r = conv_apply_jump_thread(f, a, join, then_b, "thread", diags, &g);
        if (r == CONV_OK && which == 3) r = conv_apply_merge_blocks(f, then_b, last, "merged", diags, &g);
        if (r == CONV_OK && which == 4) r = conv_apply_peel(f, loop, 2, "peeled", diags, &g);
        if (r == CONV_OK && which == 5) r = conv_apply_unroll(f, loop, 3, "unrolled", diags, &g);
        if (r == CONV_OK && which == 6)
            r = conv_apply_separate_backedges(f, conv_function_find_block(f, "header"), "separated", diags, &g);
        if (r == CONV_OK && which == 7) r = conv_apply_delete_loop(f, conv_function_find_block(f, "header"), "gone", diags, &g);
        if (r == CONV_OK && which == 8)
            r = conv_apply_unswitch(f, conv_function_find_block(f, "header"), conv_function_find_block(f, "header"), "unsw",
                                    diags, &g);
        if (r == CONV_OK && which == 9) r = conv_apply_rotate(f, conv_function_find_block(f, "header"), "rotated", diags, &g);
        if (r == CONV_OK && which == 11) r = conv_apply_unroll_full(f, loop, 3, "unrolled", diags, &g);
        if (r == CONV_OK && which == 12) r = conv_apply_unroll_runtime(f, loop, 3, "unrolled", diags, &g);
        if (r == CONV_OK && which == 10) {
            conv_verdict v;
            memset(&ld, 0, sizeof ld);
            ld.allocator = test_allocator(st);
            r = conv_legality_build(f, &ld, &L);
            if (r == CONV_OK)
                r = conv_can_rotate(L, conv_cycles_innermost(conv_legality_cycles(L), conv_function_find_block(f, "header")),
                                    &v);
            if (r == CONV_OK) CHECK(strbuf_printf(out, "%d.%d ", (int)v.legal, (int)v.reason));
            conv_legality_free(L);
            conv_diags_destroy(diags);
            conv_module_destroy(m);
            CHECK(clean.live == 0);
            return r;
        }
        if (r != CONV_OK) {
            CHECK(g == (conv_function *)out);
            CHECK(conv_module_function_count(m) == functions);
        } else {
            CHECK(conv_module_function_count(m) == functions + 1u);
            r = conv_function_print(g, strbuf_write, out);
        }
        conv_diags_destroy(diags);
    }
    conv_module_destroy(m);
    CHECK(clean.live == 0);
    return r;
}

static void run_stage2(void) {
    static const char *const names[] = {"conv_legality_build + stage II queries", "conv_apply_tail_duplicate",
                                        "conv_apply_jump_thread", "conv_apply_merge_blocks", "conv_apply_peel",
                                        "conv_apply_unroll", "conv_apply_separate_backedges",
                                        "conv_apply_delete_loop", "conv_apply_unswitch", "conv_apply_rotate",
                                        "conv_legality_build + conv_can_rotate", "conv_apply_unroll_full",
                                        "conv_apply_unroll_runtime"};
    int which;
    for (which = 0; which < 13; which++) fail_each_allocation(stage2_scenario, which, names[which], 1);
}

/* Inlining and outlining (R18, R19): @unctl's call needs the caller's
   tokens inferred (R18 b), @ctl's the callee's (R18 c); @k's region uses
   the entry from outside (R19). */
static const char inline_text[] =
    "func @unc(%x) convergent {\n"
    "entry:\n  br loop\n"
    "loop:\n  %i = phi [0, entry], [%i1, loop]\n  %b = call @ballot(%i) convergent collective\n"
    "  %i1 = add %i, 1\n  %c = icmp %i1, %x\n  br %c, loop, done\n"
    "done:\n  %s = call @reduce(%i1) convergent collective\n  ret %s\n}\n"
    "func @ctl(%n) convergent {\n"
    "entry:\n  %e = token.entry\n  %v = call @unc(%n) ctrl %e convergent\n  %w = add %v, 1\n  ret %w\n}\n"
    "func @ent(%x) convergent {\n"
    "entry:\n  %t = token.entry\n  %b = call @ballot(%x) ctrl %t convergent collective\n  ret %b\n}\n"
    "func @unctl(%n, %tid divergent) convergent {\n"
    "entry:\n  br loop\n"
    "loop:\n  %i = phi [0, entry], [%i1, loop]\n  %v = call @ent(%i) convergent\n  %i1 = add %i, %v\n"
    "  %c = icmp %i1, %tid\n  br %c, loop, done\n"
    "done:\n  %z = call @ballot(%n) convergent collective\n  ret\n}\n"
    "func @k(%n, %tid divergent) convergent {\n"
    "entry:\n  %e = token.entry\n  %c = icmp %tid, %n\n  br %c, r1, done\n"
    "r1:\n  %x = add %n, 1\n  %b = call @ballot(%x) ctrl %e convergent collective\n  br %b, r2, r3\n"
    "r2:\n  %y = add %b, 2\n  br r3\n"
    "r3:\n  %z = phi [%b, r1], [%y, r2]\n  br done\n"
    "done:\n  %p = phi [0, entry], [%z, r3]\n  ret %p\n}\n";

/* The spec's inlining example as LLVM IR, written back after inlining. */
static const char inline_ll[] =
    "define void @callee() convergent {\n"
    "entry:\n"
    "  %tok = call token @llvm.experimental.convergence.entry()\n"
    "  %r = call i32 @op(i32 1) [ \"convergencectrl\"(token %tok) ]\n"
    "  ret void\n"
    "}\n"
    "define void @main(i32 %n) {\n"
    "entry:\n"
    "  %outer = call token @llvm.experimental.convergence.anchor()\n"
    "  br label %for\n"
    "for:\n"
    "  %i = phi i32 [ 0, %entry ], [ %i.next, %for ]\n"
    "  %inner = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %outer) ]\n"
    "  call void @callee() [ \"convergencectrl\"(token %inner) ]\n"
    "  %i.next = add i32 %i, 1\n"
    "  %c = icmp slt i32 %i.next, %n\n"
    "  br i1 %c, label %for, label %exit\n"
    "exit:\n"
    "  ret void\n"
    "}\n"
    "declare i32 @op(i32) convergent\n";

/* A callee that never returns: the loop's latch left dead, emptied. */
static const char inline_spin_ll[] =
    "define void @spin() {\n"
    "entry:\n  br label %loop\n"
    "loop:\n  br label %loop\n"
    "}\n"
    "define void @main(i32 %n, i1 %c) {\n"
    "entry:\n  br label %head\n"
    "head:\n  %i = phi i32 [ 0, %entry ], [ %j, %tail ]\n  br i1 %c, label %call, label %exit\n"
    "call:\n  call void @spin()\n  br label %tail\n"
    "tail:\n  %j = add i32 %i, 1\n  br label %head\n"
    "exit:\n  ret void\n"
    "}\n";

/* which: 0 conv_can_inline (R18 b and c), 1 conv_apply_inline (R18 b),
   2 conv_module_inline (R18 c), 3 conv_can_outline, 4 conv_apply_outline,
   5 conv_module_outline, 6 conv_write_llvm_edits of an inlining, 7
   conv_module_inline and conv_write_llvm_edits of a callee that never
   returns (the blocks it leaves dead emptied). The
   module allocates through the allocator under test, counted from after
   the parse. */
static conv_result inline_scenario(test_alloc_state *st, int which, strbuf *out) {
    conv_module *m = NULL, *res = NULL;
    conv_function *g = NULL, *o = NULL;
    conv_parse_desc pd;
    conv_verdict v;
    conv_block blocks[3];
    conv_result r = CONV_OK;
    long fail_at = st->fail_at;
    const char *text = which == 7 ? inline_spin_ll : which == 6 ? inline_ll : inline_text;
    memset(&pd, 0, sizeof pd);
    st->fail_at = 0;
    pd.allocator = test_allocator(st);
    pd.filename = which >= 6 ? "inline.ll" : "inline.conv";
    CHECK_RESULT(conv_parse(text, strlen(text), &pd, NULL, &m), CONV_OK);
    if (m == NULL) return CONV_ERR_INVALID_ARGUMENT;
    st->calls = 0;
    st->fail_at = fail_at;
    strbuf_clear(out);
    memset(&v, 0, sizeof v);
    if (which <= 2) {
        conv_function *unctl = conv_module_find_function(m, "unctl"), *ctl = conv_module_find_function(m, "ctl");
        conv_value cb = conv_function_find_value(unctl, "%v"), cc = conv_function_find_value(ctl, "%v");
        if (which == 0) {
            r = conv_can_inline(unctl, cb, NULL, &v, NULL);
            if (r == CONV_OK) CHECK(strbuf_printf(out, "%d ", (int)v.reason));
            if (r == CONV_OK) r = conv_can_inline(ctl, cc, NULL, &v, NULL);
            if (r == CONV_OK) CHECK(strbuf_printf(out, "%d", (int)v.reason));
        } else if (which == 1) {
            g = (conv_function *)out;
            r = conv_apply_inline(unctl, cb, NULL, "copy", NULL, &g);
            if (r != CONV_OK) CHECK(g == (conv_function *)out && conv_module_function_count(m) == 5u);
            else r = conv_function_print(g, strbuf_write, out);
        } else {
            res = (conv_module *)out;
            r = conv_module_inline(ctl, cc, NULL, NULL, &res);
            if (r != CONV_OK) {
                CHECK(res == (conv_module *)out);
                res = NULL;
            } else {
                r = conv_module_print(res, strbuf_write, out);
            }
        }
    } else if (which <= 5) {
        conv_function *k = conv_module_find_function(m, "k");
        blocks[0] = conv_function_find_block(k, "r1");
        blocks[1] = conv_function_find_block(k, "r2");
        blocks[2] = conv_function_find_block(k, "r3");
        if (which == 3) {
            r = conv_can_outline(k, blocks, 3, &v);
            if (r == CONV_OK) CHECK(strbuf_printf(out, "%d", (int)v.reason));
        } else if (which == 4) {
            g = (conv_function *)out;
            r = conv_apply_outline(k, blocks, 3, "k.o", "k.part", NULL, &g, &o);
            if (r != CONV_OK) CHECK(g == (conv_function *)out && conv_module_function_count(m) == 5u);
            else r = conv_module_print(m, strbuf_write, out);
        } else {
            res = (conv_module *)out;
            r = conv_module_outline(k, blocks, 3, "part", NULL, &res);
            if (r != CONV_OK) {
                CHECK(res == (conv_module *)out);
                res = NULL;
            } else {
                r = conv_module_print(res, strbuf_write, out);
            }
        }
    } else if (which == 7) {
        conv_function *main_f = conv_module_find_function(m, "main");
        uint32_t n = 0;
        const conv_value *insts = conv_block_insts(main_f, conv_function_find_block(main_f, "call"), &n);
        r = n > 0 ? conv_module_inline(main_f, insts[0], NULL, NULL, &res) : CONV_ERR_INVALID_ARGUMENT;
        if (r == CONV_OK) r = conv_write_llvm_edits(text, strlen(text), m, res, NULL, strbuf_write, out);
        if (r != CONV_OK) strbuf_clear(out);
    } else {
        conv_function *main_f = conv_module_find_function(m, "main");
        uint32_t n = 0;
        const conv_value *insts = conv_block_insts(main_f, conv_function_find_block(main_f, "for"), &n);
        /* the inlining itself with a clean allocator: only the writer fails */
        long keep = st->fail_at;
        st->fail_at = 0;
        r = n > 2 ? conv_module_inline(main_f, insts[2], NULL, NULL, &res) : CONV_ERR_INVALID_ARGUMENT;
        st->calls = 0;
        st->fail_at = keep;
        if (r == CONV_OK) r = conv_write_llvm_edits(text, strlen(text), m, res, NULL, strbuf_write, out);
        if (r != CONV_OK) strbuf_clear(out);
    }
    conv_module_destroy(res);
    conv_module_destroy(m);
    return r;
}

static void run_inline(void) {
    static const char *const names[] = {"conv_can_inline", "conv_apply_inline", "conv_module_inline",
                                        "conv_can_outline", "conv_apply_outline", "conv_module_outline",
                                        "conv_write_llvm_edits of an inlining",
                                        "conv_module_inline + conv_write_llvm_edits, a callee that never returns"};
    int which;
    for (which = 0; which < 8; which++) fail_each_allocation(inline_scenario, which, names[which], 1);
}

static void run_legality(void) {
    static const char *const names[] = {"conv_legality_build + queries", "conv_apply_merge",
                                        "conv_equivalence_check"};
    int which;
    for (which = 0; which < 3; which++) fail_each_allocation(legality_scenario, which, names[which], 1);
}

static void run_parse_sized(const char *text, size_t size, bool acyclic, const char *filename) {
    test_alloc_state st;
    strbuf reference = {NULL, 0, 0, 0}, got = {NULL, 0, 0, 0};
    long k, total;
    memset(&st, 0, sizeof st);
    CHECK_RESULT(parse_scenario(&st, text, size, acyclic, filename, &reference), CONV_OK);
    CHECK(st.live == 0 && st.live_bytes == 0);
    total = st.calls;
    CHECK(total > 10);
    for (k = 1; k <= total; k++) {
        conv_result r;
        memset(&st, 0, sizeof st);
        st.fail_at = k;
        r = parse_scenario(&st, text, size, acyclic, filename, &got);
        CHECK_MSG(r == CONV_ERR_OUT_OF_MEMORY, "%s: failing allocation %ld of %ld gave %s", filename, k, total,
                  conv_result_str(r));
        CHECK_MSG(st.live == 0 && st.live_bytes == 0, "%s: failing allocation %ld leaked %ld blocks", filename, k,
                  st.live);
    }
    strbuf_free(&reference);
    strbuf_free(&got);
}

static void run_parse(const char *text, const char *filename) {
    run_parse_sized(text, strlen(text), false, filename);
}

static void run_builder(void) {
    test_alloc_state st;
    strbuf reference = {NULL, 0, 0, 0}, got = {NULL, 0, 0, 0};
    long k, total;
    memset(&st, 0, sizeof st);
    CHECK(builder_scenario(&st, &reference) == 0);
    CHECK(st.live == 0);
    total = st.calls;
    for (k = 1; k <= total; k++) {
        unsigned failures;
        memset(&st, 0, sizeof st);
        st.fail_at = k;
        failures = builder_scenario(&st, &got);
        CHECK_MSG(failures == 1, "builder: failing allocation %ld was not reported once", k);
        CHECK_MSG(got.n == reference.n && memcmp(got.p, reference.p, got.n) == 0,
                  "builder: after failing allocation %ld and a retry the module differs:\n%s\n----\n%s", k,
                  got.p, reference.p);
        CHECK_MSG(st.live == 0 && st.live_bytes == 0, "builder: failing allocation %ld leaked", k);
    }
    strbuf_free(&reference);
    strbuf_free(&got);
}

/* Malformed input under allocation failure: the parse fails either way,
   with CONV_ERR_PARSE when every allocation succeeded for the diagnostics
   and CONV_ERR_OUT_OF_MEMORY otherwise; nothing may leak either way. */
static void run_bad_parse(const char *text, const char *filename) {
    test_alloc_state st;
    long k, total = 0;
    unsigned parse_errors = 0;
    for (k = 0;; k++) {
        conv_allocator a;
        conv_parse_desc pd;
        conv_diags *diags = NULL;
        conv_module *m = NULL;
        conv_result r;
        memset(&st, 0, sizeof st);
        st.fail_at = k;
        a = test_allocator(&st);
        r = conv_diags_create(&a, &diags);
        if (r == CONV_OK) {
            memset(&pd, 0, sizeof pd);
            pd.allocator = a;
            pd.filename = filename;
            r = conv_parse(text, strlen(text), &pd, diags, &m);
            CHECK(m == NULL);
            if (r == CONV_ERR_PARSE) {
                parse_errors++;
                CHECK(conv_diags_error_count(diags) > 0);
            }
            conv_diags_destroy(diags);
        }
        CHECK_MSG(r == CONV_ERR_PARSE || r == CONV_ERR_OUT_OF_MEMORY, "%s: allocation %ld gave %s", filename, k,
                  conv_result_str(r));
        CHECK_MSG(st.live == 0 && st.live_bytes == 0, "%s: failing allocation %ld leaked", filename, k);
        if (k == 0) total = st.calls;
        if (k >= total) break;
    }
    CHECK(parse_errors >= 1);
}

/* conv_diags_add copies six strings; failing any of them drops the whole
   diagnostic. */
static void run_diags(void) {
    long k;
    for (k = 1; k <= 8; k++) {
        test_alloc_state st;
        conv_allocator a;
        conv_diags *d = NULL;
        conv_diag g;
        conv_result r;
        memset(&st, 0, sizeof st);
        a = test_allocator(&st);
        CHECK_RESULT(conv_diags_create(&a, &d), CONV_OK);
        st.fail_at = st.calls + k;
        memset(&g, 0, sizeof g);
        g.code = "c";
        g.message = "m";
        g.file = "f";
        g.function = "fn";
        g.block = "b";
        g.instruction = "%i";
        r = conv_diags_add(d, &g);
        if (k <= 7) {
            CHECK_RESULT(r, CONV_ERR_OUT_OF_MEMORY);
            CHECK(conv_diags_count(d) == 0 && conv_diags_error_count(d) == 0);
        } else {
            CHECK_RESULT(r, CONV_OK);
        }
        conv_diags_destroy(d);
        CHECK(st.live == 0 && st.live_bytes == 0);
    }
}

int main(int argc, char **argv) {
    (void)argc;
    (void)argv;
    run_diags();
    run_bad_parse("func @f(%a) {\nentry:\n  %x = add %a, %nope\n  br missing\n}\nfunc @f() {\n}\n", "bad.conv");
    run_bad_parse("define void @f() {\nentry:\n  br label %nowhere\n}\ngarbage here\n", "bad.ll");
    run_bad_parse(spirv_bad_text, "bad.spvasm");
    run_parse(native_text, "alloc.conv");
    run_parse(llvm_text, "alloc.ll");
    run_parse(spirv_text, "alloc.spvasm");
    /* the words in the host's byte order: the reader takes either */
    run_parse_sized((const char *)binary_words, sizeof binary_words, true, "alloc.spv");
    run_builder();
    run_analyses();
    run_lint();
    run_legality();
    run_stage2();
    run_inline();
    return check_summary();
}
