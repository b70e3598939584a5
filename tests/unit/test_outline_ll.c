/* conv_write_llvm_edits of conv_module_outline's result (R19 in LLVM IR,
   `conv outline FILE.ll`): the input text with only the outlining's
   edits, on hand-made modules whose expected texts were checked by hand
   and by opt-19 -passes=verify:

   * LEGALITY.md's reproduction (CodeExtractor passes the token as an
     argument and drops `convergent`, which LLVM's verifier rejects): the
     region uses the outside token %e; the new function is convergent,
     starts with `%conv.entry`, its ballot reads it, and the call carries
     %e as a bundle, never as an argument;
   * a region whose exit phi reads two values: the new function returns
     them through its own phi (a constant stays inline), the caller's phi
     reads the call, named after it (%r.out), once; the region's entry
     keeps its phi, which the new function receives as an argument;
   * a region that never leaves (`unreachable`) with an uncontrolled
     convergent call: convergent function and call, no block exit;
   * a region of numbered values (as clang writes them) whose entry's phi
     becomes a parameter: the label written after it is quoted, `"4":`,
     since LLVM reads numbers in increasing order only; and a region whose
     blocks lie apart in the text: the call %6, where its first block was,
     comes before the block 4 left between them, so it and its use are
     written quoted, `%"6"`;
   * a debug record after the region that reads one of its values: it
     reads `poison`, the value being gone;
   * refusals, nothing written (write.unsupported-edit): a value read from
     an `extractvalue`, whose type conv does not read; a module that is
     not one outlining (conv_apply_outline adds two functions).

   Each written text is parsed again and, printed in the native format, is
   conv_module_outline's module: the graph written is the graph outlined.
   And the outlined call is a divergence source when the region holds one
   (a native module without target: the call stands for the thread id). */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/module_fixture.h"

static conv_module *parse_as(const char *text, conv_format format) {
    conv_parse_desc pd;
    conv_module *m = NULL;
    memset(&pd, 0, sizeof pd);
    pd.format = format;
    /* LLVM IR: the target of its triple (amdgcn), whose functions'
       arguments are divergent, as the outlined function's are (any caller) */
    pd.target = format == CONV_FORMAT_LLVM ? CONV_TARGET_DEFAULT : CONV_TARGET_NONE;
    CHECK_RESULT(conv_parse(text, strlen(text), &pd, NULL, &m), CONV_OK);
    return m;
}

static void print_module(const conv_module *m, text_out *t) {
    t->n = 0;
    t->data[0] = '\0';
    CHECK_RESULT(conv_module_print(m, text_write, t), CONV_OK);
}

/* The region `names` (its entry first) of @fname outlined as @part and
   written as LLVM IR: `want`, or, with want NULL, a refusal whose message
   holds `why`, nothing written. */
static void check_outline(const char *text, const char *fname, const char *const *names, uint32_t count,
                          const char *want, const char *why) {
    conv_module *m = parse_as(text, CONV_FORMAT_LLVM), *out = NULL, *back = NULL;
    conv_function *f = m ? conv_module_find_function(m, fname) : NULL;
    conv_block blocks[8];
    conv_diags *d = NULL;
    text_out t, a, b;
    uint32_t i;
    CHECK(f != NULL);
    if (f == NULL) {
        conv_module_destroy(m);
        return;
    }
    for (i = 0; i < count; i++) blocks[i] = conv_function_find_block(f, names[i]);
    CHECK_RESULT(conv_module_outline(f, blocks, count, "part", NULL, &out), CONV_OK);
    CHECK_RESULT(conv_diags_create(NULL, &d), CONV_OK);
    t.n = 0;
    t.data[0] = '\0';
    if (want == NULL) {
        CHECK_RESULT(conv_write_llvm_edits(text, strlen(text), m, out, d, text_write, &t), CONV_ERR_INVALID_ARGUMENT);
        CHECK(t.n == 0 && conv_diags_count(d) == 1u);
        if (conv_diags_count(d) == 1u) {
            CHECK_STR(conv_diags_get(d, 0)->code, "write.unsupported-edit");
            CHECK_MSG(strstr(conv_diags_get(d, 0)->message, why) != NULL, "%s", conv_diags_get(d, 0)->message);
        }
    } else {
        CHECK_RESULT(conv_write_llvm_edits(text, strlen(text), m, out, d, text_write, &t), CONV_OK);
        CHECK_MSG(strcmp(t.data, want) == 0, "got:\n%s\nwanted:\n%s", t.data, want);
        /* read back: the module conv_module_outline made */
        back = parse_as(t.data, CONV_FORMAT_LLVM);
        if (back) {
            print_module(back, &a);
            print_module(out, &b);
            CHECK_MSG(strcmp(a.data, b.data) == 0, "read back:\n%s\noutlined:\n%s", a.data, b.data);
        }
    }
    conv_diags_destroy(d);
    conv_module_destroy(back);
    conv_module_destroy(out);
    conv_module_destroy(m);
}

static const char token_in[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "declare i32 @ballot(i1) convergent\n"
    "\n"
    "define i32 @k(i32 %n, i32 %tid) convergent {\n"
    "entry:\n"
    "  %e = call token @llvm.experimental.convergence.entry()\n"
    "  %c = icmp slt i32 %tid, %n\n"
    "  br i1 %c, label %r1, label %done\n"
    "\n"
    "r1:\n"
    "  %x = icmp eq i32 %tid, 0\n"
    "  %b = call i32 @ballot(i1 %x) [ \"convergencectrl\"(token %e) ]\n"
    "  %z = add i32 %b, %n\n"
    "  br label %done\n"
    "\n"
    "done:\n"
    "  %p = phi i32 [ 0, %entry ], [ %z, %r1 ]\n"
    "  ret i32 %p\n"
    "}\n";

static const char token_out[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "declare i32 @ballot(i1) convergent\n"
    "\n"
    "define i32 @k(i32 %n, i32 %tid) convergent {\n"
    "entry:\n"
    "  %e = call token @llvm.experimental.convergence.entry()\n"
    "  %c = icmp slt i32 %tid, %n\n"
    "  br i1 %c, label %r1, label %done\n"
    "\n"
    "r1:\n"
    "  %z = call i32 @part(i32 %n, i32 %tid) convergent [ \"convergencectrl\"(token %e) ]\n"
    "  br label %done\n"
    "\n"
    "done:\n"
    "  %p = phi i32 [ 0, %entry ], [ %z, %r1 ]\n"
    "  ret i32 %p\n"
    "}\n"
    "\n"
    "define i32 @part(i32 %n, i32 %tid) convergent {\n"
    "r1:\n"
    "  %conv.entry = call token @llvm.experimental.convergence.entry()\n"
    "  %x = icmp eq i32 %tid, 0\n"
    "  %b = call i32 @ballot(i1 %x) [ \"convergencectrl\"(token %conv.entry) ]\n"
    "  %z = add i32 %b, %n\n"
    "  br label %exit\n"
    "\n"
    "exit:\n"
    "  ret i32 %z\n"
    "}\n";

static const char phi_in[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "define i32 @sel(i32 %n, i1 %c) {\n"
    "entry:\n"
    "  br label %a\n"
    "\n"
    "a:\n"
    "  %q = phi i32 [ %n, %entry ]\n"
    "  br i1 %c, label %b1, label %b2\n"
    "\n"
    "b1:\n"
    "  %y1 = mul i32 %q, 3\n"
    "  br label %join\n"
    "\n"
    "b2:\n"
    "  br label %join\n"
    "\n"
    "join:\n"
    "  %r = phi i32 [ %y1, %b1 ], [ 7, %b2 ]\n"
    "  ret i32 %r\n"
    "}\n";

static const char phi_out[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "define i32 @sel(i32 %n, i1 %c) {\n"
    "entry:\n"
    "  br label %a\n"
    "\n"
    "a:\n"
    "  %q = phi i32 [ %n, %entry ]\n"
    "  %r.out = call i32 @part(i1 %c, i32 %q)\n"
    "  br label %join\n"
    "\n"
    "join:\n"
    "  %r = phi i32 [ %r.out, %a ]\n"
    "  ret i32 %r\n"
    "}\n"
    "\n"
    "define i32 @part(i1 %c, i32 %q) {\n"
    "a:\n"
    "  br i1 %c, label %b1, label %b2\n"
    "\n"
    "b1:\n"
    "  %y1 = mul i32 %q, 3\n"
    "  br label %exit\n"
    "\n"
    "b2:\n"
    "  br label %exit\n"
    "\n"
    "exit:\n"
    "  %r = phi i32 [ %y1, %b1 ], [ 7, %b2 ]\n"
    "  ret i32 %r\n"
    "}\n";

static const char unreachable_in[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "declare void @sync() convergent\n"
    "\n"
    "define void @trap(i1 %c, ptr addrspace(1) %p) {\n"
    "entry:\n"
    "  br i1 %c, label %bad, label %ok\n"
    "\n"
    "bad:\n"
    "  store i32 1, ptr addrspace(1) %p, align 4\n"
    "  call void @sync()\n"
    "  unreachable\n"
    "\n"
    "ok:\n"
    "  ret void\n"
    "}\n";

static const char unreachable_out[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "declare void @sync() convergent\n"
    "\n"
    "define void @trap(i1 %c, ptr addrspace(1) %p) {\n"
    "entry:\n"
    "  br i1 %c, label %bad, label %ok\n"
    "\n"
    "bad:\n"
    "  call void @part(ptr addrspace(1) %p) convergent\n"
    "  unreachable\n"
    "\n"
    "ok:\n"
    "  ret void\n"
    "}\n"
    "\n"
    "define void @part(ptr addrspace(1) %p) convergent {\n"
    "bad:\n"
    "  store i32 1, ptr addrspace(1) %p, align 4\n"
    "  call void @sync()\n"
    "  unreachable\n"
    "}\n";

static const char numbered_in[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "define i32 @q(i32 %0, i1 %1) {\n"
    "  br i1 %1, label %3, label %4\n"
    "\n"
    "3:\n"
    "  br label %4\n"
    "\n"
    "4:\n"
    "  %5 = phi i32 [ 1, %2 ], [ 2, %3 ]\n"
    "  %6 = add i32 %5, %0\n"
    "  br label %7\n"
    "\n"
    "7:\n"
    "  ret i32 %6\n"
    "}\n";

/* LLVM reads numbers in increasing order: the entry's phi %5 is a
   parameter, so the label 4 after it is written quoted, a name LLVM does
   not number and conv reads as 4. */
static const char numbered_out[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "define i32 @q(i32 %0, i1 %1) {\n"
    "  br i1 %1, label %3, label %4\n"
    "\n"
    "3:\n"
    "  br label %4\n"
    "\n"
    "4:\n"
    "  %5 = phi i32 [ 1, %2 ], [ 2, %3 ]\n"
    "  %6 = call i32 @part(i32 %0, i32 %5)\n"
    "  br label %7\n"
    "\n"
    "7:\n"
    "  ret i32 %6\n"
    "}\n"
    "\n"
    "define i32 @part(i32 %0, i32 %5) {\n"
    "\"4\":\n"
    "  %6 = add i32 %5, %0\n"
    "  br label %exit\n"
    "\n"
    "exit:\n"
    "  ret i32 %6\n"
    "}\n";

static const char extract_in[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "declare { i32, i32 } @pair()\n"
    "\n"
    "define i32 @ext() {\n"
    "entry:\n"
    "  %s = call { i32, i32 } @pair()\n"
    "  %v = extractvalue { i32, i32 } %s, 0\n"
    "  br label %r\n"
    "\n"
    "r:\n"
    "  %w = add i32 %v, 1\n"
    "  br label %out\n"
    "\n"
    "out:\n"
    "  ret i32 %w\n"
    "}\n"
    "\n";

static const char apart_in[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "define i32 @apart(i32 %0) {\n"
    "  br label %2\n"
    "\n"
    "2:\n"
    "  %3 = add i32 %0, 1\n"
    "  br label %5\n"
    "\n"
    "4:\n"
    "  ret i32 %6\n"
    "\n"
    "5:\n"
    "  %6 = mul i32 %3, 2\n"
    "  br label %4\n"
    "}\n";

/* The region 2 5 lies apart in the text (block 4 between): its call %6,
   where block 2 was, comes before the label 4, so the call and its use
   are written quoted. */
static const char apart_out[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "define i32 @apart(i32 %0) {\n"
    "  br label %2\n"
    "\n"
    "2:\n"
    "  %\"6\" = call i32 @part(i32 %0)\n"
    "  br label %4\n"
    "\n"
    "4:\n"
    "  ret i32 %\"6\"\n"
    "}\n"
    "\n"
    "define i32 @part(i32 %0) {\n"
    "2:\n"
    "  %3 = add i32 %0, 1\n"
    "  br label %5\n"
    "\n"
    "5:\n"
    "  %6 = mul i32 %3, 2\n"
    "  br label %exit\n"
    "\n"
    "exit:\n"
    "  ret i32 %6\n"
    "}\n";

/* A debug record after the region reads its value %a, which is gone:
   it reads poison (the instructions keep their !dbg). */
/* The debug metadata records_in and records_out share, byte for byte. */
#define RECORDS_METADATA \
    "!llvm.dbg.cu = !{!0}\n" \
    "!llvm.module.flags = !{!3, !4}\n" \
    "!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: \"x\", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)\n" \
    "!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n" \
    "!3 = !{i32 2, !\"Debug Info Version\", i32 3}\n" \
    "!4 = !{i32 7, !\"Dwarf Version\", i32 5}\n" \
    "!5 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)\n" \
    "!6 = !DISubroutineType(types: !7)\n" \
    "!7 = !{null}\n" \
    "!8 = !DILocation(line: 2, column: 1, scope: !5)\n" \
    "!9 = !DILocalVariable(name: \"v\", scope: !5, file: !1, line: 2, type: !10)\n" \
    "!10 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n"

static const char records_in[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "define void @f(i32 %n, i1 %c) !dbg !5 {\n"
    "entry:\n"
    "  br i1 %c, label %r, label %x\n"
    "\n"
    "r:\n"
    "  %a = add i32 %n, 1, !dbg !8\n"
    "  br label %x, !dbg !8\n"
    "\n"
    "x:\n"
    "    #dbg_value(i32 %a, !9, !DIExpression(), !8)\n"
    "  ret void, !dbg !8\n"
    "}\n"
    "\n"
    RECORDS_METADATA;

static const char records_out[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "define void @f(i32 %n, i1 %c) !dbg !5 {\n"
    "entry:\n"
    "  br i1 %c, label %r, label %x\n"
    "\n"
    "r:\n"
    "  call void @part(i32 %n)\n"
    "  br label %x\n"
    "\n"
    "x:\n"
    "    #dbg_value(i32 poison, !9, !DIExpression(), !8)\n"
    "  ret void, !dbg !8\n"
    "}\n"
    "\n"
    RECORDS_METADATA
    "\n"
    "define void @part(i32 %n) {\n"
    "r:\n"
    "  %a = add i32 %n, 1, !dbg !8\n"
    "  br label %exit, !dbg !8\n"
    "\n"
    "exit:\n"
    "  ret void\n"
    "}\n";

static void test_written(void) {
    static const char *const r1[] = {"r1"}, *const abb[] = {"a", "b1", "b2"}, *const bad[] = {"bad"}, *const four[] = {"4"},
                             *const two_five[] = {"2", "5"}, *const rr[] = {"r"};
    check_outline(token_in, "k", r1, 1, token_out, NULL);
    check_outline(phi_in, "sel", abb, 3, phi_out, NULL);
    check_outline(unreachable_in, "trap", bad, 1, unreachable_out, NULL);
    check_outline(numbered_in, "q", four, 1, numbered_out, NULL);
    check_outline(apart_in, "apart", two_five, 2, apart_out, NULL);
    check_outline(records_in, "f", rr, 1, records_out, NULL);
}

static void test_refused(void) {
    static const char *const r[] = {"r"};
    conv_module *m = parse_as(token_in, CONV_FORMAT_LLVM);
    conv_function *f = m ? conv_module_find_function(m, "k") : NULL, *g = NULL, *o = NULL;
    conv_block b;
    text_out t;
    check_outline(extract_in, "ext", r, 1, NULL, "LLVM type");
    /* two functions added to the module itself: no one outlining */
    CHECK(f != NULL);
    if (f == NULL) return;
    b = conv_function_find_block(f, "r1");
    CHECK_RESULT(conv_apply_outline(f, &b, 1, "k.copy", "k.part", NULL, &g, &o), CONV_OK);
    t.n = 0;
    CHECK_RESULT(conv_write_llvm_edits(token_in, strlen(token_in), m, m, NULL, text_write, &t),
                 CONV_ERR_INVALID_ARGUMENT);
    CHECK(t.n == 0);
    conv_module_destroy(m);
}

/* The call stands for the region's value: divergent when a divergence
   source of the region can reach it, even without a target. */
static void test_divergent_call(void) {
    static const char native[] = "func @k(%n) {\n"
                                 "entry:\n"
                                 "  br mid\n"
                                 "mid:\n"
                                 "  %t = call @tid() divergent\n"
                                 "  %u = add %t, %n\n"
                                 "  br join\n"
                                 "join:\n"
                                 "  ret %u\n"
                                 "}\n";
    conv_module *m = parse_as(native, CONV_FORMAT_NATIVE), *out = NULL;
    conv_function *f = m ? conv_module_find_function(m, "k") : NULL;
    conv_block b;
    CHECK(f != NULL);
    if (f == NULL) return;
    b = conv_function_find_block(f, "mid");
    CHECK_RESULT(conv_module_outline(f, &b, 1, "part", NULL, &out), CONV_OK);
    if (out) {
        const conv_function *g = conv_module_find_function(out, "k");
        conv_value call = conv_function_find_value(g, "%u");
        CHECK(conv_value_kind(g, call) == CONV_KIND_CALL);
        CHECK((conv_value_flags(g, call) & CONV_FLAG_DIVERGENCE_SOURCE) != 0);
    }
    conv_module_destroy(out);
    conv_module_destroy(m);
}

/* Every allocation of the write failed once: out of memory, nothing
   written, nothing leaked. */
static void check_out_of_memory(const char *text, const char *fname, const char *const *names, uint32_t count) {
    long k;
    bool done = false;
    for (k = 1; !done && k < 100000; k++) {
        test_alloc_state s;
        conv_parse_desc pd;
        conv_module *m = NULL, *out = NULL;
        conv_function *f;
        conv_block blocks[8];
        conv_result r;
        text_out t;
        uint32_t i;
        memset(&s, 0, sizeof s);
        memset(&pd, 0, sizeof pd);
        pd.format = CONV_FORMAT_LLVM;
        pd.allocator = test_allocator(&s);
        if (conv_parse(text, strlen(text), &pd, NULL, &m) != CONV_OK) {
            CHECK(false);
            break;
        }
        f = conv_module_find_function(m, fname);
        for (i = 0; i < count; i++) blocks[i] = conv_function_find_block(f, names[i]);
        if (conv_module_outline(f, blocks, count, "part", NULL, &out) != CONV_OK) {
            CHECK(false);
            conv_module_destroy(m);
            break;
        }
        s.fail_at = s.calls + k;
        t.n = 0;
        r = conv_write_llvm_edits(text, strlen(text), m, out, NULL, text_write, &t);
        CHECK_MSG(r == CONV_OK || (r == CONV_ERR_OUT_OF_MEMORY && t.n == 0), "allocation %ld: %s", k,
                  conv_result_str(r));
        done = s.failures == 0;
        conv_module_destroy(out);
        conv_module_destroy(m);
        CHECK_MSG(s.live == 0, "%ld blocks leaked when allocation %ld fails", s.live, k);
    }
    CHECK(done);
}

static void test_out_of_memory(void) {
    static const char *const abb[] = {"a", "b1", "b2"}, *const r1[] = {"r1"}, *const two_five[] = {"2", "5"};
    check_out_of_memory(phi_in, "sel", abb, 3);
    check_out_of_memory(token_in, "k", r1, 1);
    check_out_of_memory(apart_in, "apart", two_five, 2);
}

int main(void) {
    test_written();
    test_refused();
    test_divergent_call();
    test_out_of_memory();
    return check_summary();
}
