/* The SPIR-V reader (docs/spirv.md), on small modules written by hand:

   (a) assembly text: blocks, successors, switch cases, phis, constants,
       builtins as divergence sources, convergent operations with their
       scope and properties, the merge declarations (conv_block_merge);
   (b) tokens from the structure: entry first in the entry block, one
       heart per loop header chained to the loop around it, a ballot in a
       break block controlled by its loop's heart, one after the loop by
       entry; --spirv-tokens none: no tokens at all; conv_verify clean;
   (c) errors of the text with their code, line and column (counted by
       hand), and of binaries with their byte offset;
   (d) binary modules built word by word here: the same graph as the text,
       in both byte orders, and every truncation of a valid binary rejected
       without a crash.

   Usage: test_spirv [--quick] (the same run either way) */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/spirv_words.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------ helpers --- */

static conv_module *parse_spirv(const char *text, size_t size, conv_spirv_tokens tokens, conv_diags *d,
                                conv_result expect) {
    conv_parse_desc pd;
    conv_module *m = NULL;
    conv_result r;
    memset(&pd, 0, sizeof pd);
    pd.filename = "test.spvasm";
    pd.spirv_tokens = tokens;
    r = conv_parse(text, size, &pd, d, &m);
    CHECK_MSG(r == expect, "parse gave %s, expected %s", conv_result_str(r), conv_result_str(expect));
    if (r != expect && d) {
        uint32_t i;
        char buf[600];
        for (i = 0; i < conv_diags_count(d); i++) {
            conv_diags_format(d, i, buf, sizeof buf);
            fprintf(stderr, "    %s\n", buf);
        }
    }
    return m;
}

static conv_value find(const conv_function *f, const char *name) {
    conv_value v = conv_function_find_value(f, name);
    CHECK_MSG(conv_value_valid(v), "no value %s", name);
    return v;
}

static conv_block block(const conv_function *f, const char *name) {
    conv_block b = conv_function_find_block(f, name);
    CHECK_MSG(conv_block_valid(b), "no block %s", name);
    return b;
}

/* The successors of block `name`, as a space-separated list of names. */
static void check_succ(const conv_function *f, const char *name, const char *expect) {
    uint32_t n = 0, i;
    const conv_block *s = conv_block_successors(f, block(f, name), &n);
    char buf[200] = "";
    for (i = 0; i < n; i++) {
        if (i) strcat(buf, " ");
        strcat(buf, conv_block_name(f, s[i]));
    }
    CHECK_MSG(strcmp(buf, expect) == 0, "successors of %s: '%s', expected '%s'", name, buf, expect);
}

/* The error diagnostic with `code`, or NULL. */
static const conv_diag *diag_with(const conv_diags *d, const char *code) {
    uint32_t i;
    for (i = 0; i < conv_diags_count(d); i++)
        if (strcmp(conv_diags_get(d, i)->code, code) == 0) return conv_diags_get(d, i);
    return NULL;
}

/* --------------------------------------------- (a), (b) one shader --- */

/* A compute shader: a loop (header %loop, merge %done, continue %cont)
   whose body breaks with a ballot (%brk), an if, a switch, a shuffle, a
   barrier, a call, and builtins of both kinds. */
static const char shader[] =
    "; SPIR-V\n"
    "               OpCapability Shader\n"
    "               OpMemoryModel Logical GLSL450\n"
    "               OpEntryPoint GLCompute %main \"main\" %lid %wgid\n"
    "               OpName %main \"main\"\n"
    "               OpName %helper \"helper\"\n"
    "               OpDecorate %lid BuiltIn LocalInvocationId\n"
    "               OpDecorate %wgid BuiltIn WorkgroupId\n"
    "       %void = OpTypeVoid\n"
    "         %fn = OpTypeFunction %void\n"
    "       %uint = OpTypeInt 32 0\n"
    "        %int = OpTypeInt 32 1\n"
    "       %bool = OpTypeBool\n"
    "     %v3uint = OpTypeVector %uint 3\n"
    "     %v4uint = OpTypeVector %uint 4\n"
    "     %fnuint = OpTypeFunction %uint %uint\n"
    "    %ptr_in3 = OpTypePointer Input %v3uint\n"
    "     %ptr_in = OpTypePointer Input %uint\n"
    "        %lid = OpVariable %ptr_in3 Input\n"
    "       %wgid = OpVariable %ptr_in3 Input\n"
    "     %uint_0 = OpConstant %uint 0\n"
    "     %uint_1 = OpConstant %uint 1\n"
    "     %uint_2 = OpConstant %uint 2\n"
    "     %uint_3 = OpConstant %uint 3\n"
    "     %uint_8 = OpConstant %uint 8\n"
    "   %uint_264 = OpConstant %uint 264\n"
    "     %int_m5 = OpConstant %int -5\n"
    "       %true = OpConstantTrue %bool\n"
    "     %helper = OpFunction %uint None %fnuint\n"
    "          %x = OpFunctionParameter %uint\n"
    "         %hb = OpLabel\n"
    "         %hy = OpIAdd %uint %x %uint_1\n"
    "               OpReturnValue %hy\n"
    "               OpFunctionEnd\n"
    "       %main = OpFunction %void None %fn\n"
    "      %entry = OpLabel\n"
    "         %tp = OpAccessChain %ptr_in %lid %uint_0\n"
    "        %tid = OpLoad %uint %tp\n"
    "         %gp = OpAccessChain %ptr_in %wgid %uint_0\n"
    "        %gid = OpLoad %uint %gp\n"
    "               OpBranch %loop\n"
    "       %loop = OpLabel\n"
    "          %i = OpPhi %uint %uint_0 %entry %inext %cont\n"
    "               OpLoopMerge %done %cont None\n"
    "               OpBranch %check\n"
    "      %check = OpLabel\n"
    "         %lt = OpULessThan %bool %i %uint_8\n"
    "               OpBranchConditional %lt %body %done\n"
    "       %body = OpLabel\n"
    "         %eq = OpIEqual %bool %i %tid\n"
    "               OpSelectionMerge %cont None\n"
    "               OpBranchConditional %eq %brk %cont\n"
    "        %brk = OpLabel\n"
    "         %bb = OpGroupNonUniformBallot %v4uint %uint_3 %true\n"
    "               OpBranch %done\n"
    "       %cont = OpLabel\n"
    "      %inext = OpIAdd %uint %i %uint_1\n"
    "               OpBranch %loop\n"
    "       %done = OpLabel\n"
    "        %all = OpGroupNonUniformBallot %v4uint %uint_3 %true\n"
    "        %shf = OpGroupNonUniformShuffle %uint %uint_3 %tid %uint_1\n"
    "       %scan = OpGroupNonUniformIAdd %uint %uint_3 InclusiveScan %tid\n"
    "        %red = OpGroupNonUniformIAdd %uint %uint_3 Reduce %tid\n"
    "               OpControlBarrier %uint_2 %uint_2 %uint_264\n"
    "          %c = OpFunctionCall %uint %helper %gid\n"
    "               OpSelectionMerge %end None\n"
    "               OpSwitch %gid %end 1 %one 2 %two\n"
    "        %one = OpLabel\n"
    "               OpBranch %end\n"
    "        %two = OpLabel\n"
    "         %neg = OpIAdd %int %int_m5 %int_m5\n"
    "               OpBranch %end\n"
    "        %end = OpLabel\n"
    "               OpReturn\n"
    "               OpFunctionEnd\n";

static void test_shader_graph(void) {
    conv_diags *d = NULL;
    conv_module *m;
    conv_function *f, *h;
    conv_block cont = {0}, merge;
    conv_value v;
    uint32_t n = 0;
    const int64_t *cases;
    const conv_block *inc;
    conv_diags_create(NULL, &d);
    m = parse_spirv(shader, sizeof shader - 1, CONV_SPIRV_TOKENS_DEFAULT, d, CONV_OK);
    if (m == NULL) goto out;
    CHECK_STR(conv_module_target(m), "spirv");
    CHECK(conv_module_function_count(m) == 2);
    f = conv_module_find_function(m, "main");
    h = conv_module_find_function(m, "helper");
    CHECK(f != NULL && h != NULL);
    if (f == NULL || h == NULL) goto out;
    CHECK(conv_function_flags(f) == (CONV_FUNCTION_CONVERGENT | CONV_FUNCTION_KERNEL));
    CHECK(conv_function_flags(h) == CONV_FUNCTION_CONVERGENT);
    CHECK(conv_function_argument_count(h) == 1 && conv_function_argument(h, 0).id == find(h, "%x").id);
    /* blocks in order, edges as the terminators say */
    CHECK(conv_function_block_count(f) == 10);
    CHECK_STR(conv_block_name(f, conv_function_entry(f)), "entry");
    check_succ(f, "entry", "loop");
    check_succ(f, "loop", "check");
    check_succ(f, "check", "body done");
    check_succ(f, "body", "brk cont");
    check_succ(f, "brk", "done");
    check_succ(f, "cont", "loop");
    check_succ(f, "done", "end one two");
    check_succ(f, "end", "");
    cases = conv_value_case_values(f, conv_block_terminator(f, block(f, "done")), &n);
    CHECK(n == 2 && cases && cases[0] == 1 && cases[1] == 2);
    /* the phi and its incoming blocks; constants as constants */
    v = find(f, "%i");
    CHECK(conv_value_kind(f, v) == CONV_KIND_PHI);
    inc = conv_value_incoming(f, v, &n);
    CHECK(n == 2 && inc[0].id == block(f, "entry").id && inc[1].id == block(f, "cont").id);
    CHECK(conv_value_kind(f, conv_value_operands(f, v, NULL)[0]) == CONV_KIND_CONSTANT);
    CHECK(conv_value_immediate(f, conv_value_operands(f, v, NULL)[0]) == 0);
    v = find(f, "%neg");
    CHECK_STR(conv_value_opcode(f, v), "OpIAdd");
    CHECK(conv_value_immediate(f, conv_value_operands(f, v, &n)[0]) == -5 && n == 2);
    /* builtins: the thread id varies, the workgroup id does not */
    CHECK(conv_value_flags(f, find(f, "%tid")) & CONV_FLAG_DIVERGENCE_SOURCE);
    CHECK(conv_value_flags(f, find(f, "%tp")) & CONV_FLAG_DIVERGENCE_SOURCE);
    CHECK(!(conv_value_flags(f, find(f, "%gid")) & CONV_FLAG_DIVERGENCE_SOURCE));
    /* convergent operations */
    v = find(f, "%bb");
    CHECK(conv_value_kind(f, v) == CONV_KIND_CALL);
    CHECK_STR(conv_value_opcode(f, v), "@OpGroupNonUniformBallot");
    CHECK((conv_value_flags(f, v) & (CONV_FLAG_CONVERGENT | CONV_FLAG_UNIFORM_COLLECTIVE)) ==
          (CONV_FLAG_CONVERGENT | CONV_FLAG_UNIFORM_COLLECTIVE));
    CHECK(conv_value_scope(f, v) == CONV_SCOPE_WAVE);
    conv_value_operands(f, v, &n);
    CHECK(n == 1); /* the predicate; the Scope id is in the flags */
    v = find(f, "%shf");
    CHECK((conv_value_flags(f, v) & (CONV_FLAG_SUPERSET_SAFE | CONV_FLAG_DIVERGENCE_SOURCE)) ==
          (CONV_FLAG_SUPERSET_SAFE | CONV_FLAG_DIVERGENCE_SOURCE));
    CHECK_STR(conv_value_opcode(f, find(f, "%scan")), "@OpGroupNonUniformIAdd.InclusiveScan");
    CHECK(conv_value_flags(f, find(f, "%scan")) & CONV_FLAG_DIVERGENCE_SOURCE);
    CHECK(conv_value_flags(f, find(f, "%red")) & CONV_FLAG_UNIFORM_COLLECTIVE);
    {
        uint32_t k, barriers = 0;
        const conv_value *insts = conv_block_insts(f, block(f, "done"), &n);
        for (k = 0; k < n; k++) {
            if (conv_value_opcode(f, insts[k]) == NULL || strcmp(conv_value_opcode(f, insts[k]), "@OpControlBarrier"))
                continue;
            barriers++;
            CHECK(conv_value_flags(f, insts[k]) & CONV_FLAG_BARRIER);
            CHECK(conv_value_scope(f, insts[k]) == CONV_SCOPE_WORKGROUP);
        }
        CHECK(barriers == 1);
    }
    v = find(f, "%c");
    CHECK(conv_value_kind(f, v) == CONV_KIND_CALL);
    CHECK_STR(conv_value_opcode(f, v), "@helper");
    CHECK(conv_value_flags(f, v) & CONV_FLAG_CONVERGENT);
    /* the merge declarations */
    merge = conv_block_merge(f, block(f, "loop"), &cont);
    CHECK(merge.id == block(f, "done").id && cont.id == block(f, "cont").id);
    merge = conv_block_merge(f, block(f, "body"), &cont);
    CHECK(merge.id == block(f, "cont").id && cont.id == 0);
    merge = conv_block_merge(f, block(f, "brk"), &cont);
    CHECK(merge.id == 0 && cont.id == 0);
    {
        conv_function *copy = NULL;
        CHECK_RESULT(conv_function_clone(f, "copy", &copy), CONV_OK);
        if (copy) CHECK(conv_block_merge(copy, block(f, "loop"), NULL).id == block(f, "done").id);
    }
out:
    conv_module_destroy(m);
    conv_diags_destroy(d);
}

static void test_shader_tokens(void) {
    conv_module *m = parse_spirv(shader, sizeof shader - 1, CONV_SPIRV_TOKENS_STRUCTURED, NULL, CONV_OK);
    conv_function *f = m ? conv_module_find_function(m, "main") : NULL;
    conv_value entry, heart;
    bool valid = false;
    uint32_t n = 0;
    const conv_value *insts;
    if (f == NULL) goto out;
    insts = conv_block_insts(f, conv_function_entry(f), &n);
    entry = find(f, "%conv.entry");
    CHECK(n > 0 && insts[0].id == entry.id && conv_value_kind(f, entry) == CONV_KIND_ENTRY);
    heart = find(f, "%conv.heart.loop");
    insts = conv_block_insts(f, block(f, "loop"), &n);
    CHECK(n == 3 && insts[0].id == find(f, "%i").id && insts[1].id == heart.id); /* after the phi */
    CHECK(conv_value_kind(f, heart) == CONV_KIND_LOOP && conv_value_token(f, heart).id == entry.id);
    /* per iteration in the break block; converged after the loop */
    CHECK(conv_value_token(f, find(f, "%bb")).id == heart.id);
    CHECK(conv_value_token(f, find(f, "%all")).id == entry.id);
    CHECK(conv_value_token(f, find(f, "%c")).id == entry.id);
    CHECK_RESULT(conv_verify(f, NULL, NULL, &valid), CONV_OK);
    CHECK(valid);
    f = conv_module_find_function(m, "helper");
    CHECK(f && conv_value_kind(f, conv_block_insts(f, conv_function_entry(f), NULL)[0]) == CONV_KIND_ENTRY);
out:
    conv_module_destroy(m);
    /* the CFG alone */
    m = parse_spirv(shader, sizeof shader - 1, CONV_SPIRV_TOKENS_NONE, NULL, CONV_OK);
    f = m ? conv_module_find_function(m, "main") : NULL;
    if (f) {
        uint32_t id;
        for (id = 1; id <= conv_function_value_count(f); id++) {
            conv_value x;
            x.id = id;
            CHECK(conv_value_kind(f, x) != CONV_KIND_ENTRY && conv_value_kind(f, x) != CONV_KIND_LOOP);
            CHECK(!conv_value_valid(conv_value_token(f, x)));
        }
        CHECK(conv_value_flags(f, find(f, "%bb")) & CONV_FLAG_CONVERGENT);
        CHECK_RESULT(conv_verify(f, NULL, NULL, &valid), CONV_OK);
        CHECK(valid);
    }
    conv_module_destroy(m);
}

/* Nested loops: the inner heart chains to the outer one; an operation in
   the outer loop after the inner loop's merge uses the outer heart. */
static void test_nested_tokens(void) {
    static const char text[] =
        "OpCapability Shader\n"
        "OpMemoryModel Logical GLSL450\n"
        "%void = OpTypeVoid\n"
        "%fn = OpTypeFunction %void\n"
        "%bool = OpTypeBool\n"
        "%uint = OpTypeInt 32 0\n"
        "%uint_3 = OpConstant %uint 3\n"
        "%c = OpConstantTrue %bool\n"
        "%f = OpFunction %void None %fn\n"
        "%a = OpLabel\n"
        "OpBranch %oh\n"
        "%oh = OpLabel\n"
        "OpLoopMerge %om %oc None\n"
        "OpBranch %ih\n"
        "%ih = OpLabel\n"
        "OpLoopMerge %im %ih None\n"
        "%x = OpGroupNonUniformAll %bool %uint_3 %c\n"
        "OpBranchConditional %c %ih %im\n"
        "%im = OpLabel\n"
        "%y = OpGroupNonUniformAny %bool %uint_3 %c\n"
        "OpBranch %oc\n"
        "%oc = OpLabel\n"
        "OpBranchConditional %c %oh %om\n"
        "%om = OpLabel\n"
        "OpReturn\n"
        "OpFunctionEnd\n";
    conv_module *m = parse_spirv(text, sizeof text - 1, CONV_SPIRV_TOKENS_DEFAULT, NULL, CONV_OK);
    conv_function *f = m ? conv_module_function(m, 0) : NULL;
    if (f) {
        conv_value outer = find(f, "%conv.heart.oh"), inner = find(f, "%conv.heart.ih");
        CHECK(conv_value_token(f, outer).id == find(f, "%conv.entry").id);
        CHECK(conv_value_token(f, inner).id == outer.id);
        CHECK(conv_value_token(f, find(f, "%x")).id == inner.id); /* in its own header */
        CHECK(conv_value_token(f, find(f, "%y")).id == outer.id); /* past the inner merge */
        CHECK_STR(conv_function_name(f), "f");                      /* no OpName: the id */
    }
    conv_module_destroy(m);
}

/* --------------------------------------------------- (c) text errors --- */

typedef struct error_case {
    const char *body;    /* lines after the common prefix */
    conv_result result;
    const char *code;
    uint32_t line, col;  /* counted by hand: the prefix has 5 lines */
} error_case;

static void test_text_errors(void) {
    static const char prefix[] =
        "OpCapability Shader\n"
        "%void = OpTypeVoid\n"
        "%fn = OpTypeFunction %void\n"
        "%bool = OpTypeBool\n"
        "%t = OpConstantTrue %bool\n";
    static const error_case cases[] = {
        {"%f = OpFunction %void None %fn\n%a = OpLabel\n  %x = OpFooBar %bool\nOpReturn\nOpFunctionEnd\n",
         CONV_ERR_PARSE, "spirv.unsupported-opcode", 8, 8},
        {"%f = OpFunction %void None %fn\n%a = OpLabel\n%x = OpLogicalNot %bool %nope\nOpReturn\nOpFunctionEnd\n",
         CONV_ERR_PARSE, "spirv.undefined-id", 8, 25},
        {"%f OpFunction %void None %fn\n", CONV_ERR_PARSE, "spirv.expected", 6, 4},
        /* a string over two lines (spirv-dis prints OpSource text so): the
           line after it is line 8 */
        {"OpSource GLSL 450 \"line1\n \\\"line2\\\" ; no comment\"\n%f OpFunction %void None %fn\n", CONV_ERR_PARSE,
         "spirv.expected", 8, 4},
        {"%f = OpFunction %void None %fn\n%a = OpLabel\nOpBranch %t\nOpFunctionEnd\n", CONV_ERR_PARSE,
         "spirv.bad-target", 8, 1},
        {"%f = OpFunction %void None %fn\n%a = OpLabel\n%t = OpLogicalNot %bool %t\nOpReturn\nOpFunctionEnd\n",
         CONV_ERR_PARSE, "spirv.duplicate-id", 8, 6},
        {"%f = OpFunction %void None %fn\n%a = OpLabel\n%x = OpLogicalNot %bool %t\nOpFunctionEnd\n",
         CONV_ERR_PARSE, "spirv.no-terminator", 9, 1},
        {"%f = OpFunction %void None %fn\n%a = OpLabel\nOpReturn\n%x = OpLogicalNot %bool %t\nOpFunctionEnd\n",
         CONV_ERR_PARSE, "spirv.outside-block", 9, 6},
        {"%s = OpString \"abc\n", CONV_ERR_PARSE, "spirv.unterminated-string", 6, 15},
        {"%f = OpFunction %void None %fn\n%a = OpLabel\nOpCapability Shader\nOpReturn\nOpFunctionEnd\n",
         CONV_ERR_PARSE, "spirv.misplaced", 8, 1},
        {"OpReturn %t\n%f = OpFunction %void None %fn\n", CONV_ERR_PARSE, "spirv.no-function-end", 7, 6},
        {"%x = OpTypeInt 32 0\n%k = OpConstant %x 1.5\n", CONV_ERR_PARSE, "spirv.bad-literal", 7, 6},
        /* a back edge to a block that declares no loop: entry's token would
           be used on a cycle without its definition */
        {"%uint = OpTypeInt 32 0\n%s3 = OpConstant %uint 3\n%f = OpFunction %void None %fn\n%a = OpLabel\n"
         "OpBranch %h\n%h = OpLabel\n%v = OpGroupNonUniformAll %bool %s3 %t\nOpBranchConditional %t %h %e\n"
         "%e = OpLabel\nOpReturn\nOpFunctionEnd\n",
         CONV_ERR_PARSE, "spirv.token-rule", 8, 6},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[1024];
        conv_diags *d = NULL;
        conv_module *m;
        const conv_diag *g;
        snprintf(text, sizeof text, "%s%s", prefix, cases[i].body);
        conv_diags_create(NULL, &d);
        m = parse_spirv(text, strlen(text), CONV_SPIRV_TOKENS_DEFAULT, d, cases[i].result);
        CHECK(m == NULL);
        conv_module_destroy(m);
        g = diag_with(d, cases[i].code);
        CHECK_MSG(g != NULL, "case %u: no %s", (unsigned)i, cases[i].code);
        if (g) {
            CHECK_MSG(g->line == cases[i].line && g->col == cases[i].col, "case %u (%s): at %u:%u, expected %u:%u",
                      (unsigned)i, cases[i].code, g->line, g->col, cases[i].line, cases[i].col);
            CHECK_STR(g->file, "test.spvasm");
        }
        conv_diags_destroy(d);
    }
    /* without structured tokens the unstructured cycle reads fine */
    {
        char text[1024];
        conv_module *m;
        snprintf(text, sizeof text, "%s%s", prefix, cases[sizeof cases / sizeof cases[0] - 1].body);
        m = parse_spirv(text, strlen(text), CONV_SPIRV_TOKENS_NONE, NULL, CONV_OK);
        conv_module_destroy(m);
    }
}

/* ------------------------------------------------- (d) binary modules --- */

static conv_module *parse_binary(const uint32_t *words, size_t count, bool big_endian, size_t cut, conv_diags *d,
                                 conv_result expect) {
    unsigned char *bytes = (unsigned char *)malloc(count * 4u + 1u);
    conv_parse_desc pd;
    conv_module *m = NULL;
    conv_result r;
    size_t i;
    for (i = 0; i < count; i++) {
        uint32_t w = words[i];
        unsigned k;
        for (k = 0; k < 4; k++)
            bytes[i * 4u + k] = (unsigned char)(big_endian ? w >> (8u * (3u - k)) : w >> (8u * k));
    }
    memset(&pd, 0, sizeof pd);
    pd.filename = "test.spv";
    r = conv_parse((const char *)bytes, cut ? cut : count * 4u, &pd, d, &m);
    if (expect != CONV_RESULT_COUNT) CHECK_MSG(r == expect, "binary: %s, expected %s", conv_result_str(r),
                                               conv_result_str(expect));
    CHECK(r == CONV_OK || r == CONV_ERR_PARSE);
    free(bytes);
    return m;
}

static void test_binary(void) {
    size_t count = sizeof binary_words / sizeof binary_words[0], cut;
    int order;
    for (order = 0; order < 2; order++) {
        conv_module *m = parse_binary(binary_words, count, order == 1, 0, NULL, CONV_OK);
        conv_function *f = m ? conv_module_find_function(m, "1") : NULL;
        CHECK(f != NULL);
        if (f) {
            conv_value b = find(f, "%14");
            check_succ(f, "4", "12 13");
            CHECK(conv_value_flags(f, find(f, "%9")) & CONV_FLAG_DIVERGENCE_SOURCE);
            CHECK(conv_value_kind(f, b) == CONV_KIND_CALL && conv_value_token(f, b).id == find(f, "%conv.entry").id);
            CHECK(conv_block_merge(f, block(f, "4"), NULL).id == block(f, "13").id);
            CHECK(conv_function_flags(f) & CONV_FUNCTION_KERNEL);
        }
        conv_module_destroy(m);
    }
    /* every cut of the module: no crash; an error when the cut is not a
       whole number of words or falls inside the function (words 49-83) */
    for (cut = 1; cut < count * 4u; cut++) {
        conv_module *m = parse_binary(binary_words, count, false, cut, NULL, CONV_RESULT_COUNT);
        if (cut % 4u != 0 || cut > 49u * 4u) CHECK_MSG(m == NULL, "the cut at byte %u was read", (unsigned)cut);
        conv_module_destroy(m);
    }
}

typedef struct binary_error {
    size_t word;         /* the word to replace */
    uint32_t value;
    const char *code;
    const char *offset;  /* "byte offset N:" of the message */
} binary_error;

static void test_binary_errors(void) {
    static const binary_error cases[] = {
        {3, 0u, "spirv.bad-bound", "byte offset 12:"},
        {3, 100000u, "spirv.bad-bound", "byte offset 12:"},
        {5, W2(0, 17), "spirv.bad-word-count", "byte offset 20:"},
        {5, W2(900, 17), "spirv.bad-word-count", "byte offset 20:"},
        {20, 25u, "spirv.bad-id", "byte offset 76:"},     /* %25 = OpTypeVoid: past the bound 20 */
        {14, 0x6e69616du, "spirv.bad-string", "byte offset 40:"}, /* "mainmain" without NUL */
        {56, W2(4, 300), "spirv.unsupported-opcode", "byte offset 224:"}, /* an unknown opcode in a block */
    };
    size_t count = sizeof binary_words / sizeof binary_words[0], i;
    uint32_t *words = (uint32_t *)malloc(sizeof binary_words);
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        conv_diags *d = NULL;
        conv_module *m;
        const conv_diag *g;
        memcpy(words, binary_words, sizeof binary_words);
        words[cases[i].word] = cases[i].value;
        conv_diags_create(NULL, &d);
        m = parse_binary(words, count, false, 0, d, CONV_ERR_PARSE);
        conv_module_destroy(m);
        g = diag_with(d, cases[i].code);
        CHECK_MSG(g != NULL, "binary case %u: no %s", (unsigned)i, cases[i].code);
        if (g) {
            CHECK_MSG(strncmp(g->message, cases[i].offset, strlen(cases[i].offset)) == 0,
                      "binary case %u: '%s', expected '%s'", (unsigned)i, g->message, cases[i].offset);
            CHECK(g->line == 0 && g->col == 0);
        }
        conv_diags_destroy(d);
    }
    free(words);
}

int main(void) {
    test_shader_graph();
    test_shader_tokens();
    test_nested_tokens();
    test_text_errors();
    test_binary();
    test_binary_errors();
    return check_summary();
}
