/* Convergent by default (seed 001: "make all function calls convergent by
   default ... introduce a new noconvergent attribute"):
   CONV_MODULE_CONVERGENT_BY_DEFAULT in the builder, the native format's
   `module convergent-by-default` line, conv_parse_desc.convergent_by_default
   for LLVM IR (where `noconvergent` on a call, a define, a declare or an
   attribute group says otherwise), the printer, the copies that keep the
   flag (conv_module_infer_tokens, conv_module_inline, conv_module_outline),
   and conv_infer_convergent recovering `noconvergent` for the functions
   that need no convergence and their calls (R21). That waves of one thread
   lose no transformation to the default is tests/soundness/
   test_convergent_default.c. */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/module_fixture.h"

static conv_module *parse_as(const char *text, conv_format format, bool by_default, conv_diags *d) {
    conv_parse_desc pd;
    conv_module *m = NULL;
    memset(&pd, 0, sizeof pd);
    pd.format = format;
    pd.target = format == CONV_FORMAT_LLVM ? CONV_TARGET_AMDGCN : CONV_TARGET_DEFAULT;
    pd.convergent_by_default = by_default;
    if (conv_parse(text, strlen(text), &pd, d, &m) != CONV_OK) return NULL;
    return m;
}

static bool convergent(const conv_function *f, const char *name) {
    return (conv_value_flags(f, val(f, name)) & CONV_FLAG_CONVERGENT) != 0;
}
static bool noconvergent(const conv_function *f, const char *name) {
    return (conv_value_flags(f, val(f, name)) & CONV_FLAG_NOCONVERGENT) != 0;
}

/* The native format: the module line, the default on calls and
   functions, `noconvergent` on both, a callee's `noconvergent` on its
   calls, intrinsics exempt; printing reads back the same. */
static const char native_text[] =
    "module convergent-by-default\n"
    "\n"
    "declare @ballot(%x) convergent\n"
    "\n"
    "declare @sqrt(%x) noconvergent\n"
    "\n"
    "func @leaf(%x) convergent {\n"
    "entry:\n"
    "  %y = call @sqrt(%x) noconvergent\n"
    "  %z = add %y, 1\n"
    "  %w = call @llvm.fabs(%z)\n"
    "  ret %w\n"
    "}\n"
    "\n"
    "func @mid(%x) convergent {\n"
    "entry:\n"
    "  %a = call @leaf(%x) convergent\n"
    "  %p = call @pure(%a) noconvergent\n"
    "  ret %a\n"
    "}\n"
    "\n"
    "func @user(%x, %tid divergent) convergent {\n"
    "entry:\n"
    "  %c = icmp %tid, %x\n"
    "  br %c, then, done\n"
    "then:\n"
    "  %b = call @ballot(%x) convergent\n"
    "  %m = call @mid(%b) convergent\n"
    "  br done\n"
    "done:\n"
    "  ret\n"
    "}\n";

static void test_native(void) {
    static const char unmarked[] =
        "module convergent-by-default\n"
        "declare @ballot(%x)\n"
        "declare @sqrt(%x) noconvergent\n"
        "func @leaf(%x) {\nentry:\n  %y = call @sqrt(%x)\n  %z = add %y, 1\n  %w = call @llvm.fabs(%z)\n  ret %w\n}\n"
        "func @mid(%x) {\nentry:\n  %a = call @leaf(%x)\n  %p = call @pure(%a) noconvergent\n  ret %a\n}\n"
        "func @user(%x, %tid divergent) {\nentry:\n  %c = icmp %tid, %x\n  br %c, then, done\nthen:\n"
        "  %b = call @ballot(%x)\n  %m = call @mid(%b)\n  br done\ndone:\n  ret\n}\n";
    conv_module *m = parse_as(unmarked, CONV_FORMAT_NATIVE, false, NULL);
    conv_function *leaf, *mid;
    CHECK(m != NULL);
    if (m == NULL) return;
    CHECK(conv_module_flags(m) == CONV_MODULE_CONVERGENT_BY_DEFAULT);
    leaf = conv_module_find_function(m, "leaf");
    mid = conv_module_find_function(m, "mid");
    CHECK(conv_function_flags(conv_module_find_function(m, "ballot")) & CONV_FUNCTION_CONVERGENT);
    CHECK(conv_function_flags(conv_module_find_function(m, "sqrt")) == (CONV_FUNCTION_DECLARATION | CONV_FUNCTION_NOCONVERGENT));
    CHECK(conv_function_flags(leaf) & CONV_FUNCTION_CONVERGENT);
    /* @sqrt's calls follow its `noconvergent`; @llvm.* keeps its own; the
       call-site word; every other call convergent */
    CHECK(!convergent(leaf, "%y") && noconvergent(leaf, "%y"));
    CHECK(!convergent(leaf, "%w") && !noconvergent(leaf, "%w"));
    CHECK(!convergent(leaf, "%z"));
    CHECK(convergent(mid, "%a") && !convergent(mid, "%p") && noconvergent(mid, "%p"));
    /* printed with every flag written: the text above */
    check_module_printed(m, native_text);
    conv_module_destroy(m);
    /* and that reads back as itself */
    m = parse_as(native_text, CONV_FORMAT_NATIVE, false, NULL);
    CHECK(m != NULL);
    if (m) check_module_printed(m, native_text);
    conv_module_destroy(m);
    /* the desc's option does what the line does */
    m = parse_as(unmarked + strlen("module convergent-by-default\n"), CONV_FORMAT_NATIVE, true, NULL);
    CHECK(m && conv_module_flags(m) == CONV_MODULE_CONVERGENT_BY_DEFAULT);
    if (m) check_module_printed(m, native_text);
    conv_module_destroy(m);
    /* without either, nothing is convergent that is not marked */
    m = parse_as(unmarked + strlen("module convergent-by-default\n"), CONV_FORMAT_NATIVE, false, NULL);
    CHECK(m && conv_module_flags(m) == 0);
    if (m) {
        CHECK(!convergent(conv_module_find_function(m, "mid"), "%a"));
        CHECK(!(conv_function_flags(conv_module_find_function(m, "leaf")) & CONV_FUNCTION_CONVERGENT));
        conv_module_destroy(m);
    }
    /* the line comes first; it takes one word */
    {
        static const char *const bad[] = {"func @f() {\nentry:\n  ret\n}\nmodule convergent-by-default\n",
                                          "module convergent\n"};
        static const char *const codes[] = {"parse.late-module-flag", "parse.expected"};
        int i;
        for (i = 0; i < 2; i++) {
            conv_diags *d = NULL;
            conv_diags_create(NULL, &d);
            CHECK(parse_as(bad[i], CONV_FORMAT_NATIVE, false, d) == NULL);
            CHECK(conv_diags_count(d) >= 1);
            if (conv_diags_count(d)) CHECK_STR(conv_diags_get(d, 0)->code, codes[i]);
            conv_diags_destroy(d);
        }
    }
}

/* The builder applies the default as things are added. */
static void test_builder(void) {
    conv_module_desc md;
    conv_module *m = NULL;
    conv_function *f = NULL, *g = NULL, *h = NULL;
    conv_function_desc fd;
    conv_inst_desc d;
    conv_value a, b, c, x;
    conv_block e;
    memset(&md, 0, sizeof md);
    md.flags = 1u << 5;
    CHECK_RESULT(conv_module_create(&md, &m), CONV_ERR_INVALID_ARGUMENT);
    md.flags = CONV_MODULE_CONVERGENT_BY_DEFAULT;
    CHECK_RESULT(conv_module_create(&md, &m), CONV_OK);
    if (m == NULL) return;
    CHECK(conv_module_flags(m) == CONV_MODULE_CONVERGENT_BY_DEFAULT && conv_module_flags(NULL) == 0);
    memset(&fd, 0, sizeof fd);
    fd.name = "f";
    CHECK_RESULT(conv_module_add_function(m, &fd, &f), CONV_OK);
    fd.name = "g";
    fd.flags = CONV_FUNCTION_NOCONVERGENT;
    CHECK_RESULT(conv_module_add_function(m, &fd, &g), CONV_OK);
    fd.name = "llvm.x";
    fd.flags = CONV_FUNCTION_DECLARATION;
    CHECK_RESULT(conv_module_add_function(m, &fd, &h), CONV_OK);
    CHECK(conv_function_flags(f) == CONV_FUNCTION_CONVERGENT);
    CHECK(conv_function_flags(g) == CONV_FUNCTION_NOCONVERGENT);
    CHECK(conv_function_flags(h) == CONV_FUNCTION_DECLARATION);
    CHECK_RESULT(conv_function_add_block(f, "entry", &e), CONV_OK);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_CALL;
    d.opcode = "@g";
    CHECK_RESULT(conv_function_add_inst(f, e, &d, &a), CONV_OK);
    d.flags = CONV_FLAG_NOCONVERGENT;
    CHECK_RESULT(conv_function_add_inst(f, e, &d, &b), CONV_OK);
    d.flags = 0;
    d.opcode = "@llvm.x";
    CHECK_RESULT(conv_function_add_inst(f, e, &d, &c), CONV_OK);
    d.kind = CONV_KIND_GENERIC;
    d.opcode = "add";
    CHECK_RESULT(conv_function_add_inst(f, e, &d, &x), CONV_OK);
    CHECK(conv_value_flags(f, a) == CONV_FLAG_CONVERGENT);
    CHECK(conv_value_flags(f, b) == CONV_FLAG_NOCONVERGENT);
    CHECK(conv_value_flags(f, c) == 0 && conv_value_flags(f, x) == 0);
    conv_module_destroy(m);
}

/* LLVM IR: `noconvergent` on a declare, a define, a call site and in an
   attribute group; read only with the option (LLVM 19 has no such
   attribute). */
static const char ll_text[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "declare float @sqrtf(float) noconvergent\n"
    "declare i32 @ext(i32)\n"
    "define float @leaf(float %x) {\n"
    "entry:\n"
    "  %y = call float @sqrtf(float %x)\n"
    "  ret float %y\n"
    "}\n"
    "define i32 @uses(i32 %x) #1 {\n"
    "entry:\n"
    "  %y = call i32 @ext(i32 %x)\n"
    "  %z = call i32 @ext(i32 %y) #0\n"
    "  %v = call i32 @ext(i32 %z) noconvergent\n"
    "  ret i32 %v\n"
    "}\n"
    "define amdgpu_kernel void @k(ptr addrspace(1) %p) {\n"
    "entry:\n"
    "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
    "  %f = sitofp i32 %tid to float\n"
    "  %s = call float @leaf(float %f)\n"
    "  %u = call i32 @uses(i32 %tid)\n"
    "  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)\n"
    "  store i32 %b, ptr addrspace(1) %p\n"
    "  ret void\n"
    "}\n"
    "declare i32 @llvm.amdgcn.workitem.id.x()\n"
    "declare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n"
    "attributes #0 = { noconvergent }\n"
    "attributes #1 = { noconvergent nounwind }\n";

static void test_llvm(void) {
    conv_module *m = parse_as(ll_text, CONV_FORMAT_LLVM, true, NULL), *r21 = NULL;
    conv_function *leaf, *uses, *k;
    uint32_t dropped = 0;
    CHECK(m != NULL);
    if (m == NULL) return;
    leaf = conv_module_find_function(m, "leaf");
    uses = conv_module_find_function(m, "uses");
    k = conv_module_find_function(m, "k");
    CHECK(conv_function_flags(conv_module_find_function(m, "sqrtf")) & CONV_FUNCTION_NOCONVERGENT);
    CHECK(conv_function_flags(conv_module_find_function(m, "ext")) & CONV_FUNCTION_CONVERGENT);
    CHECK(conv_function_flags(uses) == CONV_FUNCTION_NOCONVERGENT); /* its group */
    CHECK(conv_function_flags(leaf) & CONV_FUNCTION_CONVERGENT);
    CHECK(conv_function_flags(k) & CONV_FUNCTION_CONVERGENT);
    CHECK(!convergent(leaf, "%y") && noconvergent(leaf, "%y")); /* the callee's */
    CHECK(convergent(uses, "%y"));                             /* the default */
    CHECK(!convergent(uses, "%z") && noconvergent(uses, "%z")); /* a group */
    CHECK(!convergent(uses, "%v") && noconvergent(uses, "%v")); /* the word */
    CHECK(!convergent(k, "%tid"));                             /* an intrinsic: its table */
    CHECK(convergent(k, "%b") && convergent(k, "%s"));
    CHECK(!convergent(k, "%u") && noconvergent(k, "%u"));      /* a noconvergent define */
    /* R21 recovers `noconvergent` for @leaf (it calls only @sqrtf) and its
       call; @uses calls @ext, which may be convergent: it needs it */
    CHECK_RESULT(conv_infer_convergent(m, NULL, &dropped, &r21), CONV_OK);
    CHECK(dropped == 1);
    if (r21) {
        conv_function *k2 = conv_module_find_function(r21, "k");
        CHECK(conv_module_flags(r21) == CONV_MODULE_CONVERGENT_BY_DEFAULT);
        CHECK(conv_function_flags(conv_module_find_function(r21, "leaf")) == CONV_FUNCTION_NOCONVERGENT);
        CHECK(!convergent(k2, "%s") && noconvergent(k2, "%s"));
        CHECK(convergent(conv_module_find_function(r21, "uses"), "%y"));
    }
    conv_module_destroy(r21);
    conv_module_destroy(m);
    /* without the option: `noconvergent` on a function means nothing */
    m = parse_as(ll_text, CONV_FORMAT_LLVM, false, NULL);
    CHECK(m != NULL);
    if (m) {
        CHECK(conv_module_flags(m) == 0);
        CHECK(conv_function_flags(conv_module_find_function(m, "uses")) == 0);
        CHECK(!convergent(conv_module_find_function(m, "uses"), "%y"));
        conv_module_destroy(m);
    }
}

/* What R21 changes in the native module above: @leaf calls only @sqrt
   (noconvergent) and an intrinsic, @mid only @leaf and @pure (noconvergent
   at its call): both need no convergence, and they and their calls say
   `noconvergent`; @user calls @ballot, a declaration convergent by
   default, and keeps it. Every other line stays. */
static const char *const recovered_lines[][2] = {
    {"func @leaf(%x) convergent {\n", "func @leaf(%x) noconvergent {\n"},
    {"func @mid(%x) convergent {\n", "func @mid(%x) noconvergent {\n"},
    {"  %a = call @leaf(%x) convergent\n", "  %a = call @leaf(%x) noconvergent\n"},
    {"  %m = call @mid(%b) convergent\n", "  %m = call @mid(%b) noconvergent\n"},
};

/* text with each line edits[k][0] (found exactly once) replaced by
   edits[k][1], into buf; an empty text, which no module prints, when an
   edit does not apply or buf is too small. */
static void with_edits(char *buf, size_t size, const char *text, const char *const (*edits)[2], size_t n) {
    size_t k, len = strlen(text);
    buf[0] = '\0';
    if (len >= size) return;
    memcpy(buf, text, len + 1u);
    for (k = 0; k < n; k++) {
        size_t from = strlen(edits[k][0]), to = strlen(edits[k][1]);
        char *at = strstr(buf, edits[k][0]);
        if (at == NULL || strstr(at + 1, edits[k][0]) != NULL || len - from + to >= size) {
            buf[0] = '\0';
            return;
        }
        memmove(at + to, at + from, len - (size_t)(at - buf) - from + 1u);
        memcpy(at, edits[k][1], to);
        len = len - from + to;
    }
}

static void test_recover(void) {
    conv_module *m = parse_as(native_text, CONV_FORMAT_NATIVE, false, NULL), *r21 = NULL, *again = NULL;
    uint32_t dropped = 0;
    char want[sizeof native_text + 64];
    with_edits(want, sizeof want, native_text, recovered_lines, sizeof recovered_lines / sizeof recovered_lines[0]);
    if (m == NULL) return;
    CHECK_RESULT(conv_infer_convergent(m, NULL, &dropped, &r21), CONV_OK);
    CHECK(dropped == 2);
    if (r21) check_module_printed(r21, want);
    /* a second pass changes nothing */
    if (r21) CHECK_RESULT(conv_infer_convergent(r21, NULL, &dropped, &again), CONV_OK);
    CHECK(dropped == 0);
    conv_module_destroy(again);
    conv_module_destroy(r21);
    conv_module_destroy(m);
}

/* The new modules of inference, inlining and outlining keep the flag; an
   outlined region that needs no convergence says `noconvergent`. */
static void test_copies(void) {
    static const char text[] =
        "module convergent-by-default\n"
        "func @f(%n, %tid divergent) {\n"
        "entry:\n  %c = icmp %tid, %n\n  br %c, a, b\n"
        "a:\n  %x = add %n, 1\n  store %x, %n\n  br b\n"
        "b:\n  %y = call @g(%n)\n  ret %y\n}\n"
        "func @g(%n) {\nentry:\n  %z = add %n, 2\n  ret %z\n}\n";
    conv_module *m = parse_as(text, CONV_FORMAT_NATIVE, false, NULL), *out = NULL;
    conv_function *f;
    conv_block blocks[1];
    if (m == NULL) return;
    f = conv_module_find_function(m, "f");
    CHECK_RESULT(conv_module_infer_tokens(m, NULL, NULL, NULL, &out), CONV_OK);
    CHECK(out && conv_module_flags(out) == CONV_MODULE_CONVERGENT_BY_DEFAULT);
    conv_module_destroy(out);
    out = NULL;
    CHECK_RESULT(conv_module_inline(f, conv_function_find_value(f, "%y"), NULL, NULL, &out), CONV_OK);
    CHECK(out && conv_module_flags(out) == CONV_MODULE_CONVERGENT_BY_DEFAULT);
    conv_module_destroy(out);
    out = NULL;
    blocks[0] = conv_function_find_block(f, "a");
    CHECK_RESULT(conv_module_outline(f, blocks, 1, "part", NULL, &out), CONV_OK);
    if (out) {
        conv_function *g = conv_module_find_function(out, "f"), *part = conv_module_find_function(out, "part");
        uint32_t n = 0;
        const conv_value *insts = conv_block_insts(g, conv_function_find_block(g, "a"), &n);
        CHECK(conv_module_flags(out) == CONV_MODULE_CONVERGENT_BY_DEFAULT);
        CHECK(conv_function_flags(part) == CONV_FUNCTION_NOCONVERGENT);
        CHECK(n == 2 && (conv_value_flags(g, insts[0]) & CONV_FLAG_NOCONVERGENT) &&
              !(conv_value_flags(g, insts[0]) & CONV_FLAG_CONVERGENT));
    }
    conv_module_destroy(out);
    conv_module_destroy(m);
}

int main(void) {
    test_native();
    test_builder();
    test_llvm();
    test_recover();
    test_copies();
    return check_summary();
}
