/* The text section: the native .conv reader, the LLVM IR reader and the
   printer (docs/text-format.md).

   (a) positive tests of both readers: every expected block, value, operand,
       successor, case value, token and flag below was worked out by reading
       the input by hand (and the .ll inputs pass `opt-19 -passes=verify`);
   (b) the LLVM reader and the native reader give the same graph for the
       same program, both written by hand;
   (c) print -> parse -> print is byte-identical for every file in
       examples/data/ and for every input of this file;
   (d) malformed inputs: result code, diagnostic code, line and column (all
       positions counted by hand), and no crash or leak;
   (e) a deterministic mutation test over the valid inputs.

   Usage: test_text [--quick]   (--quick runs fewer mutations) */
#define _POSIX_C_SOURCE 200809L /* opendir, for examples/data */
#define CONV_IMPLEMENTATION
#include "../../conv_impl.h"
#include "../support/check.h"
#include "../support/strbuf.h"

#include <dirent.h>
#include <stdlib.h>

/* ------------------------------------------------------------ helpers --- */

static char *print_module(const conv_module *m) {
    strbuf b;
    memset(&b, 0, sizeof b);
    strbuf_write("", 0, &b);
    CHECK_RESULT(conv_module_print(m, strbuf_write, &b), CONV_OK);
    return b.p;
}

static void dump_diags(const conv_diags *d) {
    uint32_t i;
    char buf[600];
    for (i = 0; i < conv_diags_count(d); i++) {
        conv_diags_format(d, i, buf, sizeof buf);
        fprintf(stderr, "    %s\n", buf);
    }
}

/* How many of the diagnostics are the warning for LLVM IR without a target
   triple (parse.no-target), which a successful parse may leave. */
static uint32_t no_target_warnings(const conv_diags *d) {
    uint32_t i, n = 0;
    for (i = 0; i < conv_diags_count(d); i++) {
        const conv_diag *g = conv_diags_get(d, i);
        n += g->severity == CONV_SEVERITY_WARNING && strcmp(g->code, "parse.no-target") == 0;
    }
    return n;
}

/* Parses `text` (format by the file name's extension); NULL on failure,
   which is reported with the diagnostics. */
static conv_module *parse_desc(int line, const char *text, size_t size, const conv_parse_desc *desc) {
    conv_diags *d = NULL;
    conv_module *m = NULL;
    conv_result r;
    conv_diags_create(NULL, &d);
    r = conv_parse(text, size, desc, d, &m);
    CHECK_MSG(r == CONV_OK, "line %d: parse of %s gave %s", line, desc && desc->filename ? desc->filename : "?",
              conv_result_str(r));
    if (r != CONV_OK) dump_diags(d);
    CHECK_MSG(conv_diags_count(d) == no_target_warnings(d), "line %d: a successful parse left %u diagnostics", line,
              (unsigned)conv_diags_count(d));
    conv_diags_destroy(d);
    return r == CONV_OK ? m : NULL;
}
static conv_module *parse_as(int line, const char *text, const char *filename) {
    conv_parse_desc pd;
    memset(&pd, 0, sizeof pd);
    pd.filename = filename;
    return parse_desc(line, text, strlen(text), &pd);
}
#define PARSE(text, file) parse_as(__LINE__, (text), (file))

static conv_function *fn(const conv_module *m, const char *name) {
    conv_function *f = conv_module_find_function(m, name);
    CHECK_MSG(f != NULL, "no function @%s", name);
    return f;
}

/* The value called `name` (with '%'). */
static conv_value val(const conv_function *f, const char *name) {
    conv_value v = conv_function_find_value(f, name);
    CHECK_MSG(conv_value_valid(v), "no value %s", name);
    return v;
}
/* The i-th instruction of block `block`. */
static conv_value at(const conv_function *f, const char *block, uint32_t i) {
    conv_value none = {0};
    uint32_t n = 0;
    conv_block b = conv_function_find_block(f, block);
    const conv_value *insts = conv_block_insts(f, b, &n);
    CHECK_MSG(conv_block_valid(b) && i < n, "no instruction %u in block '%s'", (unsigned)i, block);
    return conv_block_valid(b) && i < n ? insts[i] : none;
}

/* Renderings compared with hand-written strings. */
static char render_bufs[16][2048];
static unsigned render_next;
static char *rbuf(void) { return render_bufs[render_next++ % 16]; }

static void cat(char *dst, const char *s) {
    size_t n = strlen(dst);
    if (n + strlen(s) + 1 < sizeof render_bufs[0]) strcpy(dst + n, s);
}
static void cat_value(char *dst, const conv_function *f, conv_value v) {
    char num[32];
    const char *name;
    if (conv_value_kind(f, v) == CONV_KIND_CONSTANT) {
        snprintf(num, sizeof num, "%lld", (long long)conv_value_immediate(f, v));
        cat(dst, num);
    } else if ((name = conv_value_name(f, v)) != NULL) {
        cat(dst, name);
    } else {
        snprintf(num, sizeof num, "#%u", (unsigned)v.id);
        cat(dst, num);
    }
}
static const char *ops_str(const conv_function *f, conv_value v) {
    char *b = rbuf();
    uint32_t n = 0, i;
    const conv_value *ops = conv_value_operands(f, v, &n);
    b[0] = '\0';
    for (i = 0; i < n; i++) {
        if (i) cat(b, ", ");
        cat_value(b, f, ops[i]);
    }
    return b;
}
static const char *flags_str(uint32_t flags) {
    static const struct {
        uint32_t flag;
        const char *word;
    } words[] = {{CONV_FLAG_CONVERGENT, "convergent"},
                 {CONV_FLAG_NOCONVERGENT, "noconvergent"},
                 {CONV_FLAG_SPECULATABLE, "speculatable"},
                 {CONV_FLAG_DIVERGENCE_SOURCE, "divergent"},
                 {CONV_FLAG_ALWAYS_UNIFORM, "uniform"},
                 {CONV_FLAG_UNIFORM_COLLECTIVE, "collective"},
                 {CONV_FLAG_TOKEN, "token"}};
    char *b = rbuf();
    size_t i;
    b[0] = '\0';
    for (i = 0; i < sizeof words / sizeof words[0]; i++)
        if (flags & words[i].flag) {
            if (b[0]) cat(b, " ");
            cat(b, words[i].word);
        }
    return b;
}
static const char *blocks_str(const conv_function *f, const conv_block *bs, uint32_t n) {
    char *b = rbuf();
    uint32_t i;
    b[0] = '\0';
    for (i = 0; i < n; i++) {
        if (i) cat(b, ", ");
        cat(b, conv_block_name(f, bs[i]));
    }
    return b;
}
static const char *all_blocks(const conv_function *f) {
    char *b = rbuf();
    uint32_t i;
    b[0] = '\0';
    for (i = 0; i < conv_function_block_count(f); i++) {
        if (i) cat(b, ", ");
        cat(b, conv_block_name(f, conv_function_block(f, i)));
    }
    return b;
}
/* "name" for named instructions, the kind for unnamed ones. */
static const char *insts_str(const conv_function *f, const char *block) {
    char *b = rbuf();
    uint32_t n = 0, i;
    const conv_value *insts = conv_block_insts(f, conv_function_find_block(f, block), &n);
    b[0] = '\0';
    for (i = 0; i < n; i++) {
        const char *name = conv_value_name(f, insts[i]);
        if (i) cat(b, ", ");
        cat(b, name ? name : conv_kind_str(conv_value_kind(f, insts[i])));
    }
    return b;
}
static const char *succs_str(const conv_function *f, conv_value v) {
    uint32_t n = 0;
    const conv_block *s = conv_value_successors(f, v, &n);
    return blocks_str(f, s, n);
}
static const char *incoming_str(const conv_function *f, conv_value v) {
    char *b = rbuf();
    uint32_t n = 0, nb = 0, i;
    const conv_value *ops = conv_value_operands(f, v, &n);
    const conv_block *in = conv_value_incoming(f, v, &nb);
    b[0] = '\0';
    for (i = 0; i < n && i < nb; i++) {
        if (i) cat(b, ", ");
        cat_value(b, f, ops[i]);
        cat(b, "@");
        cat(b, conv_block_name(f, in[i]));
    }
    return b;
}
static const char *cases_str(const conv_function *f, conv_value v) {
    char *b = rbuf();
    uint32_t n = 0, i;
    const int64_t *c = conv_value_case_values(f, v, &n);
    b[0] = '\0';
    for (i = 0; i < n; i++) {
        char num[32];
        snprintf(num, sizeof num, "%s%lld", i ? ", " : "", (long long)c[i]);
        cat(b, num);
    }
    return b;
}
static const char *args_str(const conv_function *f) {
    char *b = rbuf();
    uint32_t i;
    b[0] = '\0';
    for (i = 0; i < conv_function_argument_count(f); i++) {
        conv_value a = conv_function_argument(f, i);
        uint32_t fl = conv_value_flags(f, a) & ~(uint32_t)CONV_FLAG_HAS_RESULT;
        if (i) cat(b, ", ");
        cat(b, conv_value_name(f, a));
        if (fl) {
            cat(b, " ");
            cat(b, flags_str(fl));
        }
    }
    return b;
}
static const char *fflags_str(uint32_t flags) {
    char *b = rbuf();
    b[0] = '\0';
    if (flags & CONV_FUNCTION_CONVERGENT) cat(b, "convergent");
    if (flags & CONV_FUNCTION_KERNEL) cat(b, b[0] ? " kernel" : "kernel");
    if (flags & CONV_FUNCTION_DECLARATION) cat(b, b[0] ? " declaration" : "declaration");
    return b;
}

static void expect_str(int line, const char *what, const char *got, const char *want) {
    CHECK_MSG(got != NULL && strcmp(got, want) == 0, "line %d: %s: got '%s', want '%s'", line, what,
              got ? got : "(null)", want);
}
#define EXPECT_STR(what, got, want) expect_str(__LINE__, (what), (got), (want))

/* One instruction: kind, opcode or callee ("" for none), operands, flags
   (without HAS_RESULT). */
static void expect_value(int line, const conv_function *f, conv_value v, conv_kind kind, const char *opcode,
                         const char *ops, const char *flags) {
    const char *op = conv_value_opcode(f, v);
    CHECK_MSG(conv_value_kind(f, v) == kind, "line %d: kind %s, want %s", line, conv_kind_str(conv_value_kind(f, v)),
              conv_kind_str(kind));
    expect_str(line, "opcode", op ? op : "", opcode);
    expect_str(line, "operands", ops_str(f, v), ops);
    expect_str(line, "flags", flags_str(conv_value_flags(f, v) & ~(uint32_t)CONV_FLAG_HAS_RESULT), flags);
}
#define EXPECT(f, v, kind, opcode, ops, flags) expect_value(__LINE__, (f), (v), (kind), (opcode), (ops), (flags))
#define EXPECT_SUCCS(f, v, want) expect_str(__LINE__, "successors", succs_str((f), (v)), (want))
#define EXPECT_INCOMING(f, v, want) expect_str(__LINE__, "incoming", incoming_str((f), (v)), (want))
#define EXPECT_CASES(f, v, want) expect_str(__LINE__, "case values", cases_str((f), (v)), (want))
#define EXPECT_BLOCKS(f, want) expect_str(__LINE__, "blocks", all_blocks(f), (want))
#define EXPECT_INSTS(f, block, want) expect_str(__LINE__, "instructions of " block, insts_str((f), (block)), (want))
#define EXPECT_ARGS(f, want) expect_str(__LINE__, "arguments", args_str(f), (want))
#define EXPECT_FFLAGS(f, want) expect_str(__LINE__, "function flags", fflags_str(conv_function_flags(f)), (want))
static void expect_token(int line, const conv_function *f, conv_value v, const char *want) {
    conv_value t = conv_value_token(f, v);
    expect_str(line, "token", conv_value_valid(t) ? conv_value_name(f, t) : "", want);
}
#define EXPECT_TOKEN(f, v, want) expect_token(__LINE__, (f), (v), (want))

/* Round trip: print, parse the text as native, print again; the two texts
   must be identical. Returns the first text (caller frees). */
static char *round_trip(int line, const conv_module *m, const char *what) {
    char *first = print_module(m), *second = NULL;
    conv_parse_desc pd;
    conv_module *m2;
    memset(&pd, 0, sizeof pd);
    pd.format = CONV_FORMAT_NATIVE;
    pd.filename = "printed.conv";
    m2 = parse_desc(line, first ? first : "", first ? strlen(first) : 0, &pd);
    if (m2) {
        second = print_module(m2);
        CHECK_MSG(second && first && strcmp(first, second) == 0, "line %d: %s: print/parse/print differs:\n%s---\n%s",
                  line, what, first ? first : "", second ? second : "");
        conv_module_destroy(m2);
    }
    free(second);
    return first;
}
#define ROUND_TRIP(m, what) free(round_trip(__LINE__, (m), (what)))

/* ------------------------------------------------ (a) native reader --- */

static const char native_features[] =
    "; Every construct of the native format.\n"
    "target \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "declare @ballot convergent\n"
    "declare @\"helper\\20fn\"(%p divergent)\n"
    "\n"
    "func @main(%n uniform, %tid divergent, %t token) convergent kernel {\n"
    "entry:\n"
    "  %e = token.entry\n"
    "  %c = icmp %tid, %n\n"
    "  br %c, loop, \"exit block\"\n"
    "loop:\n"
    "  %i = phi [0, entry], [%i.next, latch]\n"
    "  %h = token.loop %e\n"
    "  %b = call @ballot(%c) convergent collective ctrl %h\n"
    "  %i.next = add %i, 1\n"
    "  switch %i.next, latch, 1: one, -2: two, 3: latch\n"
    "one:\n"
    "  %a = token.anchor\n"
    "  %x = call @\"helper\\20fn\"(%i, 42) ctrl %a\n"
    "  br latch\n"
    "two:\n"
    "  %q = invoke @may.throw(%i) to latch, lpad\n"
    "latch:\n"
    "  %done = \"br\" %i.next, %n speculatable\n"
    "  br %done, \"exit block\", loop\n"
    "lpad:\n"
    "  %r = \"%weird\\22op\" divergent uniform\n"
    "  unreachable\n"
    "\"exit block\":\n"
    "  %s = call %fp(%n) noconvergent returns_token\n"
    "  %z = add 1, -9223372036854775808\n"
    "  ret %z\n"
    "}\n";

static void test_native_features(void) {
    conv_module *m = PARSE(native_features, "features.conv");
    conv_function *f, *h;
    if (m == NULL) return;
    EXPECT_STR("target", conv_module_target(m), "amdgcn-amd-amdhsa");
    CHECK(conv_module_function_count(m) == 3);
    EXPECT_FFLAGS(fn(m, "ballot"), "convergent declaration");
    h = fn(m, "helper fn"); /* \20 is a space */
    EXPECT_FFLAGS(h, "declaration");
    EXPECT_ARGS(h, "%p divergent");
    f = fn(m, "main");
    EXPECT_FFLAGS(f, "convergent kernel");
    EXPECT_ARGS(f, "%n uniform, %tid divergent, %t token");
    EXPECT_BLOCKS(f, "entry, loop, one, two, latch, lpad, exit block");
    CHECK(conv_function_is_finalized(f));

    EXPECT_INSTS(f, "entry", "%e, %c, branch");
    EXPECT(f, val(f, "%e"), CONV_KIND_ENTRY, "", "", "convergent token");
    EXPECT_TOKEN(f, val(f, "%e"), "");
    EXPECT(f, val(f, "%c"), CONV_KIND_GENERIC, "icmp", "%tid, %n", "");
    EXPECT(f, at(f, "entry", 2), CONV_KIND_BRANCH, "", "%c", "");
    EXPECT_SUCCS(f, at(f, "entry", 2), "loop, exit block");

    EXPECT_INSTS(f, "loop", "%i, %h, %b, %i.next, switch");
    EXPECT(f, val(f, "%i"), CONV_KIND_PHI, "", "0, %i.next", "");
    EXPECT_INCOMING(f, val(f, "%i"), "0@entry, %i.next@latch");
    EXPECT(f, val(f, "%h"), CONV_KIND_LOOP, "", "", "convergent token");
    EXPECT_TOKEN(f, val(f, "%h"), "%e");
    EXPECT(f, val(f, "%b"), CONV_KIND_CALL, "@ballot", "%c", "convergent collective");
    EXPECT_TOKEN(f, val(f, "%b"), "%h");
    EXPECT(f, val(f, "%i.next"), CONV_KIND_GENERIC, "add", "%i, 1", "");
    EXPECT(f, at(f, "loop", 4), CONV_KIND_SWITCH, "", "%i.next", "");
    EXPECT_SUCCS(f, at(f, "loop", 4), "latch, one, two, latch");
    EXPECT_CASES(f, at(f, "loop", 4), "1, -2, 3");

    EXPECT_INSTS(f, "one", "%a, %x, branch");
    EXPECT(f, val(f, "%a"), CONV_KIND_ANCHOR, "", "", "convergent token");
    EXPECT(f, val(f, "%x"), CONV_KIND_CALL, "@helper fn", "%i, 42", "");
    EXPECT_TOKEN(f, val(f, "%x"), "%a");
    EXPECT_SUCCS(f, at(f, "one", 2), "latch");

    EXPECT(f, val(f, "%q"), CONV_KIND_INVOKE, "@may.throw", "%i", "");
    EXPECT_SUCCS(f, val(f, "%q"), "latch, lpad");

    /* A quoted opcode is a generic operation even when it spells a
       keyword. */
    EXPECT(f, val(f, "%done"), CONV_KIND_GENERIC, "br", "%i.next, %n", "speculatable");
    EXPECT(f, at(f, "latch", 1), CONV_KIND_BRANCH, "", "%done", "");
    EXPECT_SUCCS(f, at(f, "latch", 1), "exit block, loop");

    EXPECT(f, val(f, "%r"), CONV_KIND_GENERIC, "%weird\"op", "", "divergent uniform");
    EXPECT(f, at(f, "lpad", 1), CONV_KIND_UNREACHABLE, "", "", "");

    EXPECT(f, val(f, "%s"), CONV_KIND_CALL, "%fp", "%n", "noconvergent token");
    EXPECT(f, val(f, "%z"), CONV_KIND_GENERIC, "add", "1, -9223372036854775808", "");
    EXPECT(f, at(f, "exit block", 2), CONV_KIND_RETURN, "", "%z", "");
    /* Each constant is one value: the two 1s are the same. */
    {
        uint32_t n1 = 0, n2 = 0;
        const conv_value *a = conv_value_operands(f, val(f, "%i.next"), &n1);
        const conv_value *b = conv_value_operands(f, val(f, "%z"), &n2);
        CHECK(n1 == 2 && n2 == 2 && a[1].id == b[0].id);
        CHECK(conv_value_kind(f, a[1]) == CONV_KIND_CONSTANT && conv_value_immediate(f, a[1]) == 1);
    }
    /* Locations: the first token of the instruction line. */
    {
        uint32_t line = 0, col = 0;
        conv_value_location(f, val(f, "%b"), &line, &col);
        CHECK(line == 15 && col == 3);
        conv_value_location(f, at(f, "latch", 1), &line, &col);
        CHECK(line == 26 && col == 3);
    }
    ROUND_TRIP(m, "native features");
    conv_module_destroy(m);
}

/* Comments, CRLF line ends, tabs, quoted names with escapes, labels that
   are numbers, integers that are conditions. */
static const char native_lexical[] =
    "; leading comment\r\n"
    "func @\"a\\22b\"(%\"x y\") { ; after the brace\r\n"
    "\r\n"
    "\"lab\\5Cel\":\t; a quoted label with an escaped backslash\r\n"
    "\tbr 1, 7, 1 ; constant condition\r\n"
    "7:\r\n"
    "  br 1\r\n"
    "1:\r\n"
    "  br -3\r\n"
    "-3:\r\n"
    "  br 1.5\r\n"
    "1.5:\r\n"
    "  %\"\\41\\42\" = \"\" %\"x y\"\r\n"
    "  ret %AB\r\n"
    "}\r\n";

static void test_native_lexical(void) {
    conv_module *m = PARSE(native_lexical, "lexical.conv");
    conv_function *f;
    if (m == NULL) return;
    CHECK(conv_module_target(m) == NULL);
    f = fn(m, "a\"b");
    EXPECT_ARGS(f, "%x y");
    EXPECT_BLOCKS(f, "lab\\el, 7, 1, -3, 1.5");
    EXPECT(f, at(f, "lab\\el", 0), CONV_KIND_BRANCH, "", "1", "");
    EXPECT_SUCCS(f, at(f, "lab\\el", 0), "7, 1");
    EXPECT(f, at(f, "7", 0), CONV_KIND_BRANCH, "", "", "");
    EXPECT_SUCCS(f, at(f, "7", 0), "1");
    EXPECT_SUCCS(f, at(f, "1", 0), "-3");
    EXPECT_SUCCS(f, at(f, "-3", 0), "1.5");
    /* %"\41\42" is %AB; the empty quoted opcode is allowed. */
    EXPECT(f, val(f, "%AB"), CONV_KIND_GENERIC, "", "%x y", "");
    EXPECT(f, at(f, "1.5", 1), CONV_KIND_RETURN, "", "%AB", "");
    {
        uint32_t line = 0, col = 0;
        conv_value_location(f, at(f, "lab\\el", 0), &line, &col);
        CHECK(line == 5 && col == 2); /* after a tab */
    }
    ROUND_TRIP(m, "native lexical");
    conv_module_destroy(m);
}

/* LLVM IR without a target triple, read with the default target: a
   warning names the default used, the parse succeeds. A triple, a chosen
   target or the native format: no warning. */
static void test_no_target_warning(void) {
    static const char body[] = "define void @f() {\nentry:\n  ret void\n}\n";
    static const char with_triple[] = "target triple = \"x86_64-unknown-linux-gnu\"\n"
                                      "define void @f() {\nentry:\n  ret void\n}\n";
    conv_parse_desc pd;
    conv_diags *d = NULL;
    conv_module *m = NULL;
    char buf[512];
    CHECK_RESULT(conv_diags_create(NULL, &d), CONV_OK);
    memset(&pd, 0, sizeof pd);
    pd.filename = "k.ll";
    CHECK_RESULT(conv_parse(body, strlen(body), &pd, d, &m), CONV_OK);
    conv_module_destroy(m);
    CHECK(conv_diags_count(d) == 1 && conv_diags_error_count(d) == 0);
    if (conv_diags_count(d) == 1) {
        CHECK(conv_diags_get(d, 0)->severity == CONV_SEVERITY_WARNING);
        conv_diags_format(d, 0, buf, sizeof buf);
        CHECK_MSG(strcmp(buf, "k.ll:1:1: warning: [parse.no-target] no target triple and no target chosen "
                              "(--target, conv_parse_desc.target): using target none (no divergence sources "
                              "from a target table)") == 0, "warning: %s", buf);
    }
    conv_diags_clear(d);
    pd.target = CONV_TARGET_NONE;
    m = NULL;
    CHECK_RESULT(conv_parse(body, strlen(body), &pd, d, &m), CONV_OK);
    conv_module_destroy(m);
    pd.target = CONV_TARGET_DEFAULT;
    m = NULL;
    CHECK_RESULT(conv_parse(with_triple, strlen(with_triple), &pd, d, &m), CONV_OK);
    conv_module_destroy(m);
    pd.filename = "k.conv";
    m = NULL;
    CHECK_RESULT(conv_parse("func @f() {\nentry:\n  ret\n}\n", 27, &pd, d, &m), CONV_OK);
    conv_module_destroy(m);
    CHECK_MSG(conv_diags_count(d) == 0, "%u diagnostics with a triple, a target or the native format",
              conv_diags_count(d));
    conv_diags_destroy(d);
}

/* Inputs without functions are valid modules. */
static void test_empty_inputs(void) {
    static const struct {
        const char *file, *text, *target;
        uint32_t functions;
    } cases[] = {
        {"e.conv", "", NULL, 0},
        {"e.conv", "\n\n\n", NULL, 0},
        {"e.conv", "   \t\r\n", NULL, 0},
        {"e.conv", "; only a comment", NULL, 0},
        {"e.conv", "target \"x\"", "x", 0},
        {"e.conv", "target \"\"\n", "", 0},
        {"e.conv", "declare @d\n; trailing", NULL, 1},
        {"e.conv", "declare @d(%a, %b uniform)", NULL, 1},
        {"e.ll", "", NULL, 0},
        {"e.ll", "; ModuleID = 'x'\n", NULL, 0},
        {"e.ll", "source_filename = \"a.c\"\ntarget datalayout = \"e\"\ntarget triple = \"spirv64\"\n", "spirv64", 0},
        {"e.ll", "@g = global i32 0\n%T = type { i32 }\n$c = comdat any\n!0 = !{}\n!llvm.ident = !{!0}\n", NULL, 0},
        {"e.ll", "declare void @f(i32, ...)\nattributes #0 = { nounwind }\n", NULL, 1},
        {"e.ll", "define void @f() #99999999999999999999 {\nentry:\n  ret void\n}\n", NULL, 1},
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        conv_module *m = parse_as((int)i, cases[i].text, cases[i].file);
        if (m == NULL) continue;
        CHECK_MSG(conv_module_function_count(m) == cases[i].functions, "empty case %u", (unsigned)i);
        if (cases[i].target) EXPECT_STR("target", conv_module_target(m), cases[i].target);
        else CHECK(conv_module_target(m) == NULL);
        ROUND_TRIP(m, "empty input");
        conv_module_destroy(m);
    }
}

/* ------------------------------------------------- (a) LLVM reader --- */

/* Argument divergence: kernels, shaders (inreg and byval in scalar
   registers) and other functions; an unnamed parameter is %0 and the
   unnamed entry block takes the next number. */
static const char llvm_args[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "%struct.S = type { i32, float }\n"
    "\n"
    "define amdgpu_kernel void @kern(ptr addrspace(1) %out, i32 %n) {\n"
    "entry:\n"
    "  ret void\n"
    "}\n"
    "\n"
    "define amdgpu_gfx float @shader(i32 inreg %u, i32 %v, ptr addrspace(5) byval(%struct.S) %s) {\n"
    "entry:\n"
    "  ret float 0.0\n"
    "}\n"
    "\n"
    "define i32 @device(i32 inreg %u, i32 %v, ptr byval(%struct.S) %s, i32, i32 %4) {\n"
    "  %6 = add i32 %0, %4\n"
    "  ret i32 %6\n"
    "}\n";

static void test_llvm_args(void) {
    conv_module *m = PARSE(llvm_args, "args.ll");
    conv_function *f;
    conv_parse_desc pd;
    if (m == NULL) return;
    EXPECT_STR("target", conv_module_target(m), "amdgcn-amd-amdhsa");
    EXPECT_FFLAGS(fn(m, "kern"), "kernel");
    EXPECT_ARGS(fn(m, "kern"), "%out, %n");
    EXPECT_FFLAGS(fn(m, "shader"), "");
    EXPECT_ARGS(fn(m, "shader"), "%u, %v divergent, %s");
    f = fn(m, "device");
    EXPECT_ARGS(f, "%u, %v divergent, %s divergent, %0 divergent, %4 divergent");
    EXPECT_BLOCKS(f, "5");
    EXPECT(f, val(f, "%6"), CONV_KIND_GENERIC, "add", "%0, %4", "");
    EXPECT(f, at(f, "5", 1), CONV_KIND_RETURN, "", "%6", "");
    ROUND_TRIP(m, "llvm args");
    conv_module_destroy(m);

    /* The same text read with other target tables. */
    memset(&pd, 0, sizeof pd);
    pd.filename = "args.ll";
    pd.target = CONV_TARGET_NONE;
    m = parse_desc(__LINE__, llvm_args, strlen(llvm_args), &pd);
    if (m) {
        EXPECT_ARGS(fn(m, "shader"), "%u, %v, %s");
        EXPECT_ARGS(fn(m, "device"), "%u, %v, %s, %0, %4");
        conv_module_destroy(m);
    }
    pd.target = CONV_TARGET_NVPTX;
    m = parse_desc(__LINE__, llvm_args, strlen(llvm_args), &pd);
    if (m) {
        /* amdgpu_kernel is no kernel on nvptx (opt-19 agrees) */
        EXPECT_ARGS(fn(m, "kern"), "%out divergent, %n divergent");
        EXPECT_ARGS(fn(m, "shader"), "%u divergent, %v divergent, %s divergent");
        conv_module_destroy(m);
    }
}

/* The amdgcn tables, attribute groups used before they are defined,
   call-site and callee attributes, loads by address space, atomics, named
   types and metadata attachments. */
static const char llvm_calls[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "%struct.T = type { i32, i32 }\n"
    "\n"
    "@lds = addrspace(3) global [64 x i32] poison\n"
    "\n"
    "define amdgpu_kernel void @calls(ptr addrspace(1) %out, ptr %flat, ptr addrspace(5) %priv, ptr addrspace(4) %k) "
    "#0 {\n"
    "entry:\n"
    "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
    "  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)\n"
    "  %bal = call i64 @llvm.amdgcn.ballot.i64(i1 true)\n"
    "  %rfl = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)\n"
    "  %perm = call i32 @llvm.amdgcn.ds.bpermute(i32 %tid, i32 %lane)\n"
    "  %pc = call i64 @llvm.amdgcn.s.getpc()\n"
    "  call void @llvm.amdgcn.s.barrier()\n"
    "  %u = call i32 @unknown(i32 %tid) #1\n"
    "  %w = call i32 @wrapper(i32 %tid)\n"
    "  %p = call i32 @pure(i32 %tid)\n"
    "  %l0 = load i32, ptr %flat, align 4\n"
    "  %l1 = load i32, ptr addrspace(1) %out, align 4\n"
    "  %l5 = load i32, ptr addrspace(5) %priv, align 4\n"
    "  %lp = load ptr addrspace(1), ptr addrspace(5) %priv, align 8\n"
    "  %l4 = load i32, ptr addrspace(4) %k, align 4\n"
    "  %gep = getelementptr inbounds %struct.T, ptr addrspace(1) %out, i32 %tid, i32 1\n"
    "  %agg = load %struct.T, ptr addrspace(1) %gep, align 4\n"
    "  %rmw = atomicrmw add ptr addrspace(1) %gep, i32 1 seq_cst, align 4\n"
    "  %cx = cmpxchg ptr addrspace(1) %out, i32 0, i32 %tid seq_cst seq_cst, align 4\n"
    "  %sel = select i1 true, i32 %l0, i32 7\n"
    "  store i32 %sel, ptr addrspace(1) %lp, align 4, !nontemporal !0\n"
    "  ret void\n"
    "}\n"
    "\n"
    "declare i32 @llvm.amdgcn.workitem.id.x() #2\n"
    "declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)\n"
    "declare i64 @llvm.amdgcn.ballot.i64(i1) #3\n"
    "declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3\n"
    "declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3\n"
    "declare i64 @llvm.amdgcn.s.getpc()\n"
    "declare void @llvm.amdgcn.s.barrier() #3\n"
    "declare i32 @unknown(i32)\n"
    "declare i32 @wrapper(i32) #3\n"
    "declare i32 @pure(i32) #2\n"
    "\n"
    "attributes #0 = { \"amdgpu-flat-work-group-size\"=\"1,256\" }\n"
    "attributes #1 = { convergent nounwind }\n"
    "attributes #2 = { nounwind speculatable memory(none) }\n"
    "attributes #3 = { convergent nounwind }\n"
    "\n"
    "!0 = !{i32 1}\n";

/* The generated amdgcn table (tools/gen_target_tables.py): type suffixes,
   the longest known name winning (if vs if.break), LLVM's sources that
   the hand-written table used to miss, hand-written flags added to a
   generated source, an amdgcn intrinsic the table does not know, and the
   r600 table (both AMDGPU targets look in both tables). Operands are constants, so a flag can only
   come from the tables. */
static const char llvm_gen_table[] =
    "define amdgpu_kernel void @k(i64 %m) {\n"
    "  %if = call { i1, i64 } @llvm.amdgcn.if.i64(i1 true)\n"
    "  %brk = call i64 @llvm.amdgcn.if.break.i64(i1 true, i64 0)\n"
    "  %mfma = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float 1.0, float 1.0, <4 x float> zeroinitializer, "
    "i32 0, i32 0, i32 0)\n"
    "  %inv = call i1 @llvm.amdgcn.inverse.ballot.i64(i64 0)\n"
    "  %img = call i32 @llvm.amdgcn.image.atomic.add.1d.i32.i32(i32 1, i32 0, <8 x i32> zeroinitializer, i32 0, "
    "i32 0)\n"
    "  %new = call i32 @llvm.amdgcn.not.an.intrinsic.yet(i32 0)\n"
    "  %sqrt = call float @llvm.sqrt.f32(float 2.0)\n"
    "  %tid = call i32 @llvm.r600.read.tidig.x()\n"
    "  %mask = extractvalue { i1, i64 } %if, 1\n"
    "  ret void\n"
    "}\n";

#define EXPECT_FLAGS(f, v, want)                                                                                   \
    expect_str(__LINE__, "flags of " v,                                                                           \
               flags_str(conv_value_flags((f), val((f), (v))) & ~(uint32_t)CONV_FLAG_HAS_RESULT), (want))

static void test_llvm_gen_table(void) {
    conv_parse_desc pd;
    conv_module *m;
    conv_function *f;
    memset(&pd, 0, sizeof pd);
    pd.filename = "gen.ll";
    pd.target = CONV_TARGET_AMDGCN;
    m = parse_desc(__LINE__, llvm_gen_table, strlen(llvm_gen_table), &pd);
    if (m == NULL) return;
    f = fn(m, "k");
    EXPECT_FLAGS(f, "%if", "divergent");
    EXPECT_FLAGS(f, "%brk", "uniform");
    EXPECT_FLAGS(f, "%mfma", "convergent divergent");
    EXPECT_FLAGS(f, "%inv", "convergent divergent");
    EXPECT_FLAGS(f, "%img", "divergent");
    EXPECT_FLAGS(f, "%new", "divergent");
    EXPECT_FLAGS(f, "%sqrt", "");
    EXPECT_FLAGS(f, "%tid", "divergent"); /* LLVM's AMDGPU source table names it */
    EXPECT_FLAGS(f, "%mask", "uniform");
    conv_module_destroy(m);
    pd.target = CONV_TARGET_R600;
    m = parse_desc(__LINE__, llvm_gen_table, strlen(llvm_gen_table), &pd);
    if (m == NULL) return;
    f = fn(m, "k");
    EXPECT_FLAGS(f, "%tid", "divergent");
    EXPECT_FLAGS(f, "%if", "divergent");
    EXPECT_FLAGS(f, "%mask", ""); /* amdgcn only; the source %if makes it divergent */
    EXPECT_ARGS(f, "%m");
    conv_module_destroy(m);
}

static void test_llvm_calls(void) {
    conv_module *m = PARSE(llvm_calls, "calls.ll");
    conv_function *f;
    conv_parse_desc pd;
    conv_target_rule rules[2];
    if (m == NULL) return;
    f = fn(m, "calls");
    EXPECT_FFLAGS(f, "kernel");
    EXPECT_ARGS(f, "%out, %flat, %priv, %k");
    EXPECT_BLOCKS(f, "entry");
    EXPECT(f, val(f, "%tid"), CONV_KIND_CALL, "@llvm.amdgcn.workitem.id.x", "", "speculatable divergent");
    EXPECT(f, val(f, "%lane"), CONV_KIND_CALL, "@llvm.amdgcn.mbcnt.lo", "-1, 0", "divergent");
    /* speculatable: the legality stage's table (no memory effects, no UB) */
    EXPECT(f, val(f, "%bal"), CONV_KIND_CALL, "@llvm.amdgcn.ballot.i64", "1", "convergent speculatable collective");
    EXPECT(f, val(f, "%rfl"), CONV_KIND_CALL, "@llvm.amdgcn.readfirstlane.i32", "%tid",
           "convergent speculatable collective");
    EXPECT(f, val(f, "%perm"), CONV_KIND_CALL, "@llvm.amdgcn.ds.bpermute", "%tid, %lane", "convergent divergent");
    EXPECT(f, val(f, "%pc"), CONV_KIND_CALL, "@llvm.amdgcn.s.getpc", "", "uniform");
    EXPECT(f, at(f, "entry", 6), CONV_KIND_CALL, "@llvm.amdgcn.s.barrier", "", "convergent");
    EXPECT(f, val(f, "%u"), CONV_KIND_CALL, "@unknown", "%tid", "convergent divergent");
    EXPECT(f, val(f, "%w"), CONV_KIND_CALL, "@wrapper", "%tid", "convergent divergent");
    EXPECT(f, val(f, "%p"), CONV_KIND_CALL, "@pure", "%tid", "speculatable divergent");
    EXPECT(f, val(f, "%l0"), CONV_KIND_GENERIC, "load", "%flat", "divergent");
    EXPECT(f, val(f, "%l1"), CONV_KIND_GENERIC, "load", "%out", "");
    EXPECT(f, val(f, "%l5"), CONV_KIND_GENERIC, "load", "%priv", "divergent");
    EXPECT(f, val(f, "%lp"), CONV_KIND_GENERIC, "load", "%priv", "divergent");
    EXPECT(f, val(f, "%l4"), CONV_KIND_GENERIC, "load", "%k", "");
    EXPECT(f, val(f, "%gep"), CONV_KIND_GENERIC, "getelementptr", "%out, %tid", "");
    EXPECT(f, val(f, "%agg"), CONV_KIND_GENERIC, "load", "%gep", "");
    EXPECT(f, val(f, "%rmw"), CONV_KIND_GENERIC, "atomicrmw", "%gep", "divergent");
    EXPECT(f, val(f, "%cx"), CONV_KIND_GENERIC, "cmpxchg", "%out, %tid", "divergent");
    EXPECT(f, val(f, "%sel"), CONV_KIND_GENERIC, "select", "%l0", "");
    EXPECT(f, at(f, "entry", 20), CONV_KIND_GENERIC, "store", "%sel, %lp", "");
    EXPECT(f, at(f, "entry", 21), CONV_KIND_RETURN, "", "", "");
    CHECK(!conv_value_valid(conv_function_find_value(f, "%struct.T")));
    EXPECT_FFLAGS(fn(m, "llvm.amdgcn.ballot.i64"), "convergent declaration");
    EXPECT_FFLAGS(fn(m, "wrapper"), "convergent declaration");
    EXPECT_FFLAGS(fn(m, "pure"), "declaration");
    CHECK(conv_module_function_count(m) == 11);
    ROUND_TRIP(m, "llvm calls");
    conv_module_destroy(m);

    /* Caller rules come first; flags 0 removes the table's flags. */
    memset(&pd, 0, sizeof pd);
    pd.filename = "calls.ll";
    rules[0].callee = "@unknown";
    rules[0].flags = CONV_FLAG_ALWAYS_UNIFORM;
    rules[1].callee = "@llvm.amdgcn.mbcnt.*";
    rules[1].flags = 0;
    pd.rules = rules;
    pd.rules_count = 2;
    m = parse_desc(__LINE__, llvm_calls, strlen(llvm_calls), &pd);
    if (m) {
        f = fn(m, "calls");
        EXPECT(f, val(f, "%u"), CONV_KIND_CALL, "@unknown", "%tid", "convergent uniform");
        EXPECT(f, val(f, "%lane"), CONV_KIND_CALL, "@llvm.amdgcn.mbcnt.lo", "-1, 0", "");
        EXPECT(f, val(f, "%tid"), CONV_KIND_CALL, "@llvm.amdgcn.workitem.id.x", "", "speculatable divergent");
        conv_module_destroy(m);
    }
    /* No target tables: only the attributes remain. */
    pd.rules = NULL;
    pd.rules_count = 0;
    pd.target = CONV_TARGET_NONE;
    m = parse_desc(__LINE__, llvm_calls, strlen(llvm_calls), &pd);
    if (m) {
        f = fn(m, "calls");
        EXPECT(f, val(f, "%tid"), CONV_KIND_CALL, "@llvm.amdgcn.workitem.id.x", "", "speculatable");
        EXPECT(f, val(f, "%bal"), CONV_KIND_CALL, "@llvm.amdgcn.ballot.i64", "1", "convergent");
        EXPECT(f, val(f, "%u"), CONV_KIND_CALL, "@unknown", "%tid", "convergent");
        EXPECT(f, val(f, "%l0"), CONV_KIND_GENERIC, "load", "%flat", "");
        EXPECT(f, val(f, "%rmw"), CONV_KIND_GENERIC, "atomicrmw", "%gep", "");
        EXPECT_ARGS(f, "%out, %flat, %priv, %k");
        conv_module_destroy(m);
    }
}

/* Control flow: numbered blocks and values, a quoted label with an
   escape, switch and invoke written over several lines as LLVM prints
   them, indirectbr, landingpad/resume, callbr, a label followed by its
   instruction on the same line. No triple: no target tables. */
static const char llvm_cf[] =
    "define i32 @cf(i32 %x, ptr %p) personality ptr @pers {\n"
    "  %1 = icmp eq i32 %x, 0\n"
    "  br i1 %1, label %2, label %\"a\\22b\"\n"
    "\n"
    "2:                                                ; preds = %0\n"
    "  switch i32 %x, label %\"a\\22b\" [\n"
    "    i32 1, label %3\n"
    "    i32 -5, label %exit\n"
    "    i32 7, label %3\n"
    "  ]\n"
    "\n"
    "3:\n"
    "  %4 = invoke i32 @thrower(i32 %x)\n"
    "          to label %exit unwind label %lpad\n"
    "\n"
    "\"a\\22b\":\n"
    "  %y = phi i32 [ 10, %0 ], [ 20, %2 ]\n"
    "  indirectbr ptr %p, [label %exit, label %3]\n"
    "\n"
    "exit:\n"
    "  %r = phi i32 [ %4, %3 ], [ %y, %\"a\\22b\" ], [ 0, %2 ]\n"
    "  ret i32 %r\n"
    "\n"
    "lpad:\n"
    "  %lp = landingpad { ptr, i32 }\n"
    "          cleanup\n"
    "  resume { ptr, i32 } %lp\n"
    "}\n"
    "\n"
    "define void @cb(i32 %x) {\n"
    "entry:\n"
    "  callbr void asm \"\", \"r,!i\"(i32 %x)\n"
    "          to label %fall [label %ind]\n"
    "fall: ret void\n"
    "ind:\n"
    "  ret void\n"
    "}\n"
    "\n"
    "declare i32 @thrower(i32)\n"
    "declare i32 @pers(...)\n";

static void test_llvm_control_flow(void) {
    conv_module *m = PARSE(llvm_cf, "cf.ll");
    conv_function *f;
    if (m == NULL) return;
    CHECK(conv_module_target(m) == NULL);
    f = fn(m, "cf");
    EXPECT_ARGS(f, "%x, %p");
    EXPECT_BLOCKS(f, "0, 2, 3, a\"b, exit, lpad");
    EXPECT_INSTS(f, "0", "%1, branch");
    EXPECT(f, val(f, "%1"), CONV_KIND_GENERIC, "icmp", "%x", "");
    EXPECT(f, at(f, "0", 1), CONV_KIND_BRANCH, "", "%1", "");
    EXPECT_SUCCS(f, at(f, "0", 1), "2, a\"b");
    EXPECT(f, at(f, "2", 0), CONV_KIND_SWITCH, "", "%x", "");
    EXPECT_SUCCS(f, at(f, "2", 0), "a\"b, 3, exit, 3");
    EXPECT_CASES(f, at(f, "2", 0), "1, -5, 7");
    EXPECT_INSTS(f, "3", "%4");
    EXPECT(f, val(f, "%4"), CONV_KIND_INVOKE, "@thrower", "%x", "");
    EXPECT_SUCCS(f, val(f, "%4"), "exit, lpad");
    EXPECT(f, val(f, "%y"), CONV_KIND_PHI, "", "10, 20", "");
    EXPECT_INCOMING(f, val(f, "%y"), "10@0, 20@2");
    /* indirectbr: destination 0 is the default, destination d the case d. */
    EXPECT(f, at(f, "a\"b", 1), CONV_KIND_SWITCH, "", "%p", "");
    EXPECT_SUCCS(f, at(f, "a\"b", 1), "exit, 3");
    EXPECT_CASES(f, at(f, "a\"b", 1), "1");
    EXPECT_INCOMING(f, val(f, "%r"), "%4@3, %y@a\"b, 0@2");
    EXPECT(f, at(f, "exit", 1), CONV_KIND_RETURN, "", "%r", "");
    EXPECT(f, val(f, "%lp"), CONV_KIND_GENERIC, "landingpad", "", "");
    EXPECT(f, at(f, "lpad", 1), CONV_KIND_RETURN, "", "%lp", "");
    f = fn(m, "cb");
    EXPECT_BLOCKS(f, "entry, fall, ind");
    EXPECT(f, at(f, "entry", 0), CONV_KIND_INVOKE, "asm", "%x", "");
    EXPECT_SUCCS(f, at(f, "entry", 0), "fall, ind");
    EXPECT(f, at(f, "fall", 0), CONV_KIND_RETURN, "", "", "");
    {
        uint32_t line = 0, col = 0;
        conv_value_location(f, at(f, "fall", 0), &line, &col);
        CHECK(line == 34 && col == 7);
    }
    ROUND_TRIP(m, "llvm control flow");
    conv_module_destroy(m);
}

/* NVPTX: ptx_kernel and !nvvm.annotations kernels (value 1 only),
   device-function arguments, the nvptx table and loads. */
static const char llvm_nvptx[] =
    "target triple = \"nvptx64-nvidia-cuda\"\n"
    "\n"
    "define ptx_kernel void @k1(i32 %a, ptr %gp) {\n"
    "entry:\n"
    "  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()\n"
    "  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 true)\n"
    "  %sh = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %tid, i32 0, i32 31)\n"
    "  call void @llvm.nvvm.barrier0()\n"
    "  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %tid, i32 -1)\n"
    "  %ld = load i32, ptr %gp, align 4\n"
    "  %lg = load i32, ptr addrspace(1) null, align 4\n"
    "  %ll = load i32, ptr addrspace(5) null, align 4\n"
    "  %la = load atomic i32, ptr addrspace(1) null monotonic, align 4\n"
    "  %c = call i32 @ext(i32 %a)\n"
    "  ret void\n"
    "}\n"
    "\n"
    "define void @k2(i32 %a) {\n"
    "entry:\n"
    "  ret void\n"
    "}\n"
    "\n"
    "define void @dev(i32 %a, i32 inreg %b) {\n"
    "entry:\n"
    "  ret void\n"
    "}\n"
    "\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.laneid()\n"
    "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
    "declare i1 @llvm.nvvm.vote.any.sync(i32, i1)\n"
    "declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)\n"
    "declare void @llvm.nvvm.barrier0()\n"
    "declare i32 @llvm.nvvm.redux.sync.add(i32, i32)\n"
    "declare i32 @ext(i32)\n"
    "\n"
    "!nvvm.annotations = !{!0, !1}\n"
    "!0 = !{ptr @k2, !\"kernel\", i32 1}\n"
    "!1 = !{ptr @dev, !\"kernel\", i32 0}\n";

static void test_llvm_nvptx(void) {
    conv_module *m = PARSE(llvm_nvptx, "nv.ll");
    conv_function *f;
    if (m == NULL) return;
    f = fn(m, "k1");
    EXPECT_FFLAGS(f, "kernel");
    EXPECT_ARGS(f, "%a, %gp");
    EXPECT(f, val(f, "%tid"), CONV_KIND_CALL, "@llvm.nvvm.read.ptx.sreg.tid.x", "", "divergent");
    EXPECT(f, val(f, "%lane"), CONV_KIND_CALL, "@llvm.nvvm.read.ptx.sreg.laneid", "", "divergent");
    EXPECT(f, val(f, "%ctaid"), CONV_KIND_CALL, "@llvm.nvvm.read.ptx.sreg.ctaid.x", "", "");
    EXPECT(f, val(f, "%any"), CONV_KIND_CALL, "@llvm.nvvm.vote.any.sync", "-1, 1", "convergent collective");
    EXPECT(f, val(f, "%sh"), CONV_KIND_CALL, "@llvm.nvvm.shfl.sync.idx.i32", "-1, %tid, 0, 31",
           "convergent divergent");
    EXPECT(f, at(f, "entry", 5), CONV_KIND_CALL, "@llvm.nvvm.barrier0", "", "convergent");
    EXPECT(f, val(f, "%r"), CONV_KIND_CALL, "@llvm.nvvm.redux.sync.add", "%tid, -1", "convergent collective");
    EXPECT(f, val(f, "%ld"), CONV_KIND_GENERIC, "load", "%gp", "divergent");
    EXPECT(f, val(f, "%lg"), CONV_KIND_GENERIC, "load", "", "");
    EXPECT(f, val(f, "%ll"), CONV_KIND_GENERIC, "load", "", "divergent");
    EXPECT(f, val(f, "%la"), CONV_KIND_GENERIC, "load", "", "divergent");
    EXPECT(f, val(f, "%c"), CONV_KIND_CALL, "@ext", "%a", "divergent");
    EXPECT_FFLAGS(fn(m, "k2"), "kernel");
    EXPECT_ARGS(fn(m, "k2"), "%a");
    EXPECT_FFLAGS(fn(m, "dev"), "");
    EXPECT_ARGS(fn(m, "dev"), "%a divergent, %b divergent");
    ROUND_TRIP(m, "llvm nvptx");
    conv_module_destroy(m);
}

/* Convergence-control tokens: the intrinsics become ENTRY/LOOP/ANCHOR,
   the "convergencectrl" bundle becomes the token operand. */
static const char llvm_tokens[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "define void @tokens(i32 %n, ptr addrspace(1) %out) convergent {\n"
    "entry:\n"
    "  %e = call token @llvm.experimental.convergence.entry()\n"
    "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
    "  br label %loop\n"
    "\n"
    "loop:\n"
    "  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]\n"
    "  %h = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %e) ]\n"
    "  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ \"convergencectrl\"(token %h) ]\n"
    "  %i.next = add i32 %i, 1\n"
    "  %done = icmp sge i32 %i.next, %n\n"
    "  br i1 %done, label %exit, label %loop\n"
    "\n"
    "exit:\n"
    "  %a = call token @llvm.experimental.convergence.anchor()\n"
    "  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ \"convergencectrl\"(token %a) ]\n"
    "  %t = call token @llvm.call.preallocated.setup(i32 0)\n"
    "  ret void\n"
    "}\n"
    "\n"
    "declare token @llvm.experimental.convergence.entry()\n"
    "declare token @llvm.experimental.convergence.loop()\n"
    "declare token @llvm.experimental.convergence.anchor()\n"
    "declare i32 @llvm.amdgcn.workitem.id.x()\n"
    "declare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n"
    "declare token @llvm.call.preallocated.setup(i32)\n";

static void test_llvm_tokens(void) {
    conv_module *m = PARSE(llvm_tokens, "tokens.ll");
    conv_function *f;
    if (m == NULL) return;
    f = fn(m, "tokens");
    EXPECT_FFLAGS(f, "convergent");
    EXPECT_ARGS(f, "%n divergent, %out divergent");
    EXPECT(f, val(f, "%e"), CONV_KIND_ENTRY, "", "", "convergent token");
    EXPECT_TOKEN(f, val(f, "%e"), "");
    EXPECT(f, val(f, "%h"), CONV_KIND_LOOP, "", "", "convergent token");
    EXPECT_TOKEN(f, val(f, "%h"), "%e");
    EXPECT(f, val(f, "%b"), CONV_KIND_CALL, "@llvm.amdgcn.readfirstlane.i32", "%i",
           "convergent speculatable collective");
    EXPECT_TOKEN(f, val(f, "%b"), "%h");
    EXPECT(f, val(f, "%a"), CONV_KIND_ANCHOR, "", "", "convergent token");
    EXPECT_TOKEN(f, val(f, "%r"), "%a");
    /* A call returning a token is marked so. */
    EXPECT(f, val(f, "%t"), CONV_KIND_CALL, "@llvm.call.preallocated.setup", "0", "token");
    EXPECT_INCOMING(f, val(f, "%i"), "0@entry, %i.next@loop");
    EXPECT(f, at(f, "loop", 5), CONV_KIND_BRANCH, "", "%done", "");
    EXPECT_SUCCS(f, at(f, "loop", 5), "exit, loop");
    ROUND_TRIP(m, "llvm tokens");
    conv_module_destroy(m);
}

/* Debug info and metadata are skipped: debug records (LLVM 19's
   "#dbg_value"), calls of llvm.dbg.* (the older form), !dbg attachments,
   metadata lines, function metadata; quoted names with escapes. */
static const char llvm_debug_records[] =
    "define i32 @f(i32 %x) !dbg !4 {\n"
    "entry:\n"
    "    #dbg_value(i32 %x, !6, !DIExpression(), !8)\n"
    "  %\"sum\\5Cx\" = add i32 %x, 1, !dbg !8\n"
    "  ret i32 %\"sum\\5Cx\", !dbg !8\n"
    "}\n"
    "\n"
    "!llvm.dbg.cu = !{!0}\n"
    "!llvm.module.flags = !{!2}\n"
    "!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: \"x\", isOptimized: false, "
    "runtimeVersion: 0, emissionKind: FullDebug)\n"
    "!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n"
    "!2 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
    "!4 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: !5, unit: !0)\n"
    "!5 = !DISubroutineType(types: !{null})\n"
    "!6 = !DILocalVariable(name: \"x\", scope: !4, file: !1, line: 1, type: !7)\n"
    "!7 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n"
    "!8 = !DILocation(line: 1, scope: !4)\n";

static const char llvm_debug_calls[] =
    "define i32 @f(i32 %x) !dbg !4 {\n"
    "entry:\n"
    "  call void @llvm.dbg.value(metadata i32 %x, metadata !6, metadata !DIExpression()), !dbg !8\n"
    "  %\"sum\\5Cx\" = add i32 %x, 1, !dbg !8\n"
    "  ret i32 %\"sum\\5Cx\", !dbg !8\n"
    "}\n"
    "\n"
    "declare void @llvm.dbg.value(metadata, metadata, metadata)\n"
    "\n"
    "!llvm.dbg.cu = !{!0}\n"
    "!llvm.module.flags = !{!2}\n"
    "!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: \"x\", isOptimized: false, "
    "runtimeVersion: 0, emissionKind: FullDebug)\n"
    "!1 = !DIFile(filename: \"a.c\", directory: \"/\")\n"
    "!2 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
    "!4 = distinct !DISubprogram(name: \"f\", scope: !1, file: !1, line: 1, type: !5, unit: !0)\n"
    "!5 = !DISubroutineType(types: !{null})\n"
    "!6 = !DILocalVariable(name: \"x\", scope: !4, file: !1, line: 1, type: !7)\n"
    "!7 = !DIBasicType(name: \"int\", size: 32, encoding: DW_ATE_signed)\n"
    "!8 = !DILocation(line: 1, scope: !4)\n";

static void test_llvm_debug_info(void) {
    const char *texts[2];
    size_t k;
    texts[0] = llvm_debug_records;
    texts[1] = llvm_debug_calls;
    for (k = 0; k < 2; k++) {
        conv_module *m = PARSE(texts[k], "dbg.ll");
        conv_function *f;
        if (m == NULL) continue;
        f = fn(m, "f");
        EXPECT_BLOCKS(f, "entry");
        EXPECT_INSTS(f, "entry", "%sum\\x, return");
        EXPECT(f, val(f, "%sum\\x"), CONV_KIND_GENERIC, "add", "%x", "");
        EXPECT(f, at(f, "entry", 1), CONV_KIND_RETURN, "", "%sum\\x", "");
        CHECK(conv_module_function_count(m) == (k == 0 ? 1u : 2u));
        ROUND_TRIP(m, "llvm debug info");
        conv_module_destroy(m);
    }
}

/* Named types (also quoted ones) are never values; an unnamed parameter of
   a named type is numbered; constants of every spelling. */
static const char llvm_types[] =
    "%struct.S = type { i32, float }\n"
    "%\"quoted type\" = type { ptr }\n"
    "@g = global i32 0\n"
    "\n"
    "define void @types(%struct.S %s, %\"quoted type\", ptr %p, float %f) strictfp {\n"
    "entry:\n"
    "  %a = extractvalue %struct.S %s, 0\n"
    "  %b = alloca %\"quoted type\", align 8\n"
    "  %c = call i32 @h(%struct.S %s, i1 false, ptr null, ptr @g, float 1.5, <2 x i32> <i32 1, i32 2>)\n"
    "  %d = call i32 @h(%struct.S zeroinitializer, i1 true, ptr undef, ptr @g, float 1.5, <2 x i32> <i32 1, i32 2>)\n"
    "  %m = call float @llvm.experimental.constrained.fadd.f32(float 1.5, float %f, metadata !\"round.dynamic\", "
    "metadata !\"fpexcept.strict\") strictfp\n"
    "  ret void\n"
    "}\n"
    "\n"
    "declare i32 @h(%struct.S, i1, ptr, ptr, float, <2 x i32>)\n"
    "declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)\n";

static void test_llvm_types_and_constants(void) {
    conv_module *m = PARSE(llvm_types, "types.ll");
    conv_function *f;
    if (m == NULL) return;
    f = fn(m, "types");
    EXPECT_ARGS(f, "%s, %0, %p, %f");
    EXPECT_BLOCKS(f, "entry");
    {
        uint32_t n = 0;
        const conv_value *ops;
        conv_value v = conv_function_find_value(f, "%a");
        CHECK(conv_value_kind(f, v) == CONV_KIND_GENERIC);
        ops = conv_value_operands(f, v, &n);
        CHECK(n == 1 && conv_value_name(f, ops[0]) && strcmp(conv_value_name(f, ops[0]), "%s") == 0);
        v = conv_function_find_value(f, "%b");
        conv_value_operands(f, v, &n);
        CHECK(n == 0);
        CHECK(!conv_value_valid(conv_function_find_value(f, "%struct.S")));
        CHECK(!conv_value_valid(conv_function_find_value(f, "%quoted type")));
    }
    {
        /* Call arguments: the %value, false = 0, null, @g, 1.5 and the
           vector constant (hashed), metadata skipped. The second call's
           constants differ where the text differs, equal where it is the
           same. */
        uint32_t n1 = 0, n2 = 0;
        const conv_value *a = conv_value_operands(f, val(f, "%c"), &n1);
        const conv_value *b = conv_value_operands(f, val(f, "%d"), &n2);
        CHECK(n1 == 6 && n2 == 6);
        if (n1 == 6 && n2 == 6) {
            CHECK(conv_value_kind(f, a[0]) == CONV_KIND_ARGUMENT);
            CHECK(conv_value_immediate(f, a[1]) == 0 && conv_value_immediate(f, b[1]) == 1);
            CHECK(conv_value_immediate(f, a[2]) == (int64_t)(conv__hash("null", 4) >> 1));
            CHECK(conv_value_immediate(f, b[2]) == (int64_t)(conv__hash("undef", 5) >> 1));
            CHECK(a[3].id == b[3].id && a[4].id == b[4].id && a[5].id == b[5].id);
            CHECK(conv_value_kind(f, b[0]) == CONV_KIND_CONSTANT && b[0].id != a[2].id);
            CHECK(a[2].id != b[2].id && a[3].id != a[4].id);
        }
        /* Metadata arguments are not operands; 1.5 is the same constant. */
        b = conv_value_operands(f, val(f, "%m"), &n2);
        CHECK(n2 == 2 && n1 == 6);
        if (n2 == 2 && n1 == 6) {
            CHECK(b[0].id == a[4].id);
            CHECK(conv_value_name(f, b[1]) && strcmp(conv_value_name(f, b[1]), "%f") == 0);
        }
    }
    ROUND_TRIP(m, "llvm types");
    conv_module_destroy(m);
}

/* Issue 14: syntax that opt-19 reads and LLVM's tests and clang write,
   which the reader once refused or misread. Each part is checked against
   what opt-19 makes of the same text (tests/data/llvm-syntax.ll holds the
   file, and the differential test runs opt-19 on it). */
static const char llvm_syntax[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "@g = addrspace(1) global [2 x i32] [\n"
    "  i32 1,\n"
    "  i32 2\n"
    "]\n"
    "@s = constant [6 x i8] c\"ab\n"
    "cd\\00\"\n"
    "attributes #0 = {\n"
    "  nounwind\n"
    "  convergent\n"
    "}\n"
    "declare i32 @k()\n"
    "declare void @v()\n"
    "declare i32 @h(i32) #0\n"
    "define i32 @brace_below(i32 inreg %a)\n"
    "{\n"
    "entry:\n"
    "  ret i32 %a\n"
    "}\n"
    "define i32 @same_line(i32 inreg %a) { ret i32 %a }\n"
    "define i32 @one_line(i32 inreg %a) { entry: %x = add i32 %a, 1\n"
    "  ret i32 %x }\n"
    "define i32 @split(i32 inreg %a, i32 %b) {\n"
    "entry:\n"
    "  %x = add i32 %a,\n"
    "    u0x10\n"
    "  %y = add i32 %x, s0x10\n"
    "  %z = fadd float +2.0, 1.0e+10\n"
    "  %w = fadd half 0xH3C00, 0xH3C00\n"
    "  %c = icmp eq i32 %y,\n"
    "         0\n"
    "  br i1 %c,\n"
    "     label %t, label %e\n"
    "t:\n"
    "  switch i32 %a, label %e\n"
    "  [\n"
    "    i32 0, label %e\n"
    "    i32 1, label %t2\n"
    "  ]\n"
    "t2:\n"
    "  %r = call i32 asm sideeffect \"v_mov_b32 $0, $1\",\n"
    "       \"=v,v\"(i32 %b)\n"
    "  %q = call i32 @h(i32 %r)\n"
    "  br label %e\n"
    "e:\n"
    "  ret i32 0\n"
    "}\n"
    "define i32 @numbered(i32 inreg %a) {\n"
    "  call i32 @k()\n"
    "  call void @v()\n"
    "  %2 = add i32 %1, 1\n"
    "  store i32 %2, ptr addrspace(1) null\n"
    "  atomicrmw add ptr addrspace(1) null, i32 1 seq_cst\n"
    "  %4 = add i32 %3, 1\n"
    "  call void null()\n"
    "  call void undef()\n"
    "  call void poison()\n"
    "  %x = call i32 bitcast (ptr @h to ptr)(i32 %a)\n"
    "  %y = call i32 inttoptr (i64 1234 to ptr)(i32 %a)\n"
    "  ret i32 %4\n"
    "}\n";

static void test_llvm_syntax_forms(void) {
    conv_module *m = PARSE(llvm_syntax, "syntax.ll");
    conv_function *f;
    uint32_t n = 0;
    const conv_value *ops;
    if (m == NULL) return;
    f = fn(m, "brace_below");
    EXPECT_BLOCKS(f, "entry");
    EXPECT_INSTS(f, "entry", "return");
    f = fn(m, "same_line");
    EXPECT_BLOCKS(f, "0");
    f = fn(m, "one_line");
    EXPECT_INSTS(f, "entry", "%x, return");
    f = fn(m, "split");
    EXPECT_BLOCKS(f, "entry, t, t2, e");
    EXPECT_INSTS(f, "entry", "%x, %y, %z, %w, %c, branch");
    ops = conv_value_operands(f, val(f, "%x"), &n);
    CHECK(n == 1 && conv_value_kind(f, ops[0]) == CONV_KIND_ARGUMENT); /* %a; constants are not operands */
    EXPECT_INSTS(f, "t", "switch");
    CHECK(strcmp(succs_str(f, conv_block_terminator(f, conv_function_find_block(f, "t"))), "e, e, t2") == 0);
    EXPECT_INSTS(f, "t2", "%r, %q, branch");
    /* inline asm with its constraints on the next line: an unknown callee
       whose result is divergent on amdgcn, as in LLVM 19 */
    CHECK(conv_value_flags(f, val(f, "%r")) & CONV_FLAG_DIVERGENCE_SOURCE);
    CHECK(conv_value_flags(f, val(f, "%q")) & CONV_FLAG_CONVERGENT); /* from attributes #0 across lines */
    f = fn(m, "numbered");
    EXPECT_BLOCKS(f, "0");
    EXPECT_INSTS(f, "0", "%1, call, %2, generic, %3, %4, call, call, call, %x, %y, return");
    ops = conv_value_operands(f, val(f, "%4"), &n);
    CHECK(n == 1 && conv_value_valid(ops[0]) && strcmp(conv_value_name(f, ops[0]), "%3") == 0);
    CHECK(strcmp(conv_value_opcode(f, val(f, "%x")), "@h") == 0);
    CHECK(conv_value_flags(f, val(f, "%x")) & CONV_FLAG_CONVERGENT);
    CHECK(conv_value_flags(f, val(f, "%y")) & CONV_FLAG_DIVERGENCE_SOURCE);
    ROUND_TRIP(m, "llvm syntax forms");
    conv_module_destroy(m);
}

/* ----------------------------- (b) LLVM and native give the same graph --- */

static const char same_llvm[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "define void @f(i32 %n, i32 inreg %u) convergent {\n"
    "entry:\n"
    "  %t = call token @llvm.experimental.convergence.entry()\n"
    "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
    "  br label %head\n"
    "\n"
    "head:\n"
    "  %i = phi i32 [ 0, %entry ], [ %next, %body ]\n"
    "  %h = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %t) ]\n"
    "  %c = icmp slt i32 %i, %n\n"
    "  br i1 %c, label %body, label %exit\n"
    "\n"
    "body:\n"
    "  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ \"convergencectrl\"(token %h) ]\n"
    "  %next = add i32 %i, %b\n"
    "  %l = load i32, ptr addrspace(5) null, align 4\n"
    "  store i32 %l, ptr addrspace(1) null, align 4\n"
    "  switch i32 %next, label %head [\n"
    "    i32 3, label %exit\n"
    "    i32 4, label %exit\n"
    "  ]\n"
    "\n"
    "exit:\n"
    "  %r = phi i32 [ %i, %head ], [ %next, %body ], [ %next, %body ]\n"
    "  %s = call i32 @g(i32 %r, i32 5) #0 [ \"convergencectrl\"(token %t) ]\n"
    "  ret void\n"
    "}\n"
    "\n"
    "declare token @llvm.experimental.convergence.entry()\n"
    "declare token @llvm.experimental.convergence.loop()\n"
    "declare i32 @llvm.amdgcn.workitem.id.x() #1\n"
    "declare i32 @llvm.amdgcn.readfirstlane.i32(i32)\n"
    "declare i32 @g(i32, i32) convergent\n"
    "\n"
    "attributes #0 = { convergent }\n"
    "attributes #1 = { speculatable }\n";

static const char same_native[] =
    "target \"amdgcn-amd-amdhsa\"\n"
    "\n"
    "func @f(%n divergent, %u) convergent {\n"
    "entry:\n"
    "  %t = token.entry\n"
    "  %tid = call @llvm.amdgcn.workitem.id.x() speculatable divergent id.x\n"
    "  br head\n"
    "head:\n"
    "  %i = phi [0, entry], [%next, body]\n"
    "  %h = token.loop %t\n"
    "  %c = icmp %i, %n\n"
    "  br %c, body, exit\n"
    "body:\n"
    "  %b = call @llvm.amdgcn.readfirstlane.i32(%tid) convergent speculatable collective ctrl %h\n"
    "  %next = add %i, %b\n"
    "  %l = load divergent\n"
    "  store %l\n"
    "  switch %next, head, 3: exit, 4: exit\n"
    "exit:\n"
    "  %r = phi [%i, head], [%next, body], [%next, body]\n"
    "  %s = call @g(%r, 5) convergent divergent ctrl %t\n"
    "  ret\n"
    "}\n"
    "\n"
    "declare @llvm.experimental.convergence.entry\n"
    "declare @llvm.experimental.convergence.loop\n"
    "declare @llvm.amdgcn.workitem.id.x\n"
    "declare @llvm.amdgcn.readfirstlane.i32\n"
    "declare @g convergent\n";

static void expect_same_function(int line, const conv_function *a, const conv_function *b) {
    uint32_t i, nb = conv_function_block_count(a);
    expect_str(line, "function name", conv_function_name(a), conv_function_name(b));
    CHECK_MSG(conv_function_flags(a) == conv_function_flags(b), "line %d: @%s: function flags differ", line,
              conv_function_name(a));
    expect_str(line, "arguments", args_str(a), args_str(b));
    expect_str(line, "blocks", all_blocks(a), all_blocks(b));
    CHECK_MSG(conv_function_value_count(a) == conv_function_value_count(b), "line %d: @%s: %u values vs %u", line,
              conv_function_name(a), (unsigned)conv_function_value_count(a), (unsigned)conv_function_value_count(b));
    if (conv_function_flags(a) & CONV_FUNCTION_DECLARATION) return;
    CHECK(conv_function_is_finalized(a) && conv_function_is_finalized(b));
    for (i = 0; i < nb && i < conv_function_block_count(b); i++) {
        conv_block ba = conv_function_block(a, i), bb = conv_function_block(b, i);
        uint32_t na = 0, nbb = 0, k;
        const conv_value *ia = conv_block_insts(a, ba, &na);
        const conv_value *ib = conv_block_insts(b, bb, &nbb);
        CHECK_MSG(na == nbb, "line %d: block %s: %u vs %u instructions", line, conv_block_name(a, ba), (unsigned)na,
                  (unsigned)nbb);
        for (k = 0; k < na && k < nbb; k++) {
            conv_value va = ia[k], vb = ib[k];
            const char *oa = conv_value_opcode(a, va), *ob = conv_value_opcode(b, vb);
            const char *na_ = conv_value_name(a, va), *nb_ = conv_value_name(b, vb);
            conv_value ta = conv_value_token(a, va), tb = conv_value_token(b, vb);
            CHECK_MSG(conv_value_kind(a, va) == conv_value_kind(b, vb) && va.id == vb.id,
                      "line %d: block %s inst %u: kind or id differs", line, conv_block_name(a, ba), (unsigned)k);
            expect_str(line, "name", na_ ? na_ : "", nb_ ? nb_ : "");
            expect_str(line, "opcode", oa ? oa : "", ob ? ob : "");
            expect_str(line, "flags", flags_str(conv_value_flags(a, va)), flags_str(conv_value_flags(b, vb)));
            expect_str(line, "operands", ops_str(a, va), ops_str(b, vb));
            expect_str(line, "successors", succs_str(a, va), succs_str(b, vb));
            expect_str(line, "incoming", incoming_str(a, va), incoming_str(b, vb));
            expect_str(line, "cases", cases_str(a, va), cases_str(b, vb));
            expect_str(line, "token", conv_value_valid(ta) ? conv_value_name(a, ta) : "",
                       conv_value_valid(tb) ? conv_value_name(b, tb) : "");
        }
    }
    for (i = 0; i < conv_function_value_count(a); i++) {
        conv_value v;
        v.id = i + 1;
        CHECK_MSG(conv_value_kind(a, v) == conv_value_kind(b, v), "line %d: value %u: kind differs", line,
                  (unsigned)v.id);
        if (conv_value_kind(a, v) == CONV_KIND_CONSTANT)
            CHECK(conv_value_immediate(a, v) == conv_value_immediate(b, v));
    }
}

static void test_same_graph(void) {
    conv_module *a = PARSE(same_llvm, "same.ll"), *b = PARSE(same_native, "same.conv");
    uint32_t i;
    if (a && b) {
        char *pa, *pb;
        CHECK(conv_module_function_count(a) == 6 && conv_module_function_count(b) == 6);
        EXPECT_STR("target", conv_module_target(a), conv_module_target(b));
        for (i = 0; i < conv_module_function_count(a) && i < conv_module_function_count(b); i++)
            expect_same_function(__LINE__, conv_module_function(a, i), conv_module_function(b, i));
        /* A few of the expectations, by hand, so that equal-but-wrong fails. */
        {
            conv_function *f = fn(a, "f");
            EXPECT_ARGS(f, "%n divergent, %u");
            EXPECT(f, val(f, "%s"), CONV_KIND_CALL, "@g", "%r, 5", "convergent divergent");
            EXPECT_TOKEN(f, val(f, "%s"), "%t");
            EXPECT(f, val(f, "%l"), CONV_KIND_GENERIC, "load", "", "divergent");
            EXPECT_CASES(f, at(f, "body", 4), "3, 4");
            EXPECT_INCOMING(f, val(f, "%r"), "%i@head, %next@body, %next@body");
        }
        pa = print_module(a);
        pb = print_module(b);
        CHECK_MSG(pa && pb && strcmp(pa, pb) == 0, "printed texts differ:\n%s---\n%s", pa ? pa : "", pb ? pb : "");
        free(pa);
        free(pb);
    }
    conv_module_destroy(a);
    conv_module_destroy(b);
}

/* ------------------------------------------------- (c) round trips --- */

static char *read_file(const char *path, size_t *size) {
    FILE *fp = fopen(path, "rb");
    char *buf = NULL;
    size_t cap = 0, n = 0;
    if (fp == NULL) return NULL;
    for (;;) {
        size_t got;
        if (n + 1 >= cap) {
            char *nb;
            cap = cap ? cap * 2 : 4096;
            nb = (char *)realloc(buf, cap);
            if (nb == NULL) break;
            buf = nb;
        }
        got = fread(buf + n, 1, cap - n - 1, fp);
        n += got;
        if (got == 0) break;
    }
    fclose(fp);
    if (buf) buf[n] = '\0';
    *size = n;
    return buf;
}

typedef struct corpus {
    char *text[64];
    size_t size[64];
    char name[64][256];
    uint32_t count;
} corpus;

static void corpus_add(corpus *c, const char *text, size_t size, const char *name) {
    if (c->count >= 64) return;
    c->text[c->count] = (char *)malloc(size + 1);
    if (c->text[c->count] == NULL) return;
    memcpy(c->text[c->count], text, size);
    c->text[c->count][size] = '\0';
    c->size[c->count] = size;
    snprintf(c->name[c->count], sizeof c->name[0], "%s", name);
    c->count++;
}

static bool has_suffix(const char *name, const char *suffix) {
    size_t n = strlen(name), k = strlen(suffix);
    return n >= k && strcmp(name + n - k, suffix) == 0;
}

/* Every input of examples/data parses, and prints back identically. */
static void test_example_files(corpus *c) {
    static const char *const dirs[] = {"examples/data", "../examples/data"};
    DIR *d = NULL;
    struct dirent *e;
    const char *dir = NULL;
    unsigned files = 0;
    size_t i;
    for (i = 0; i < 2 && d == NULL; i++) {
        d = opendir(dirs[i]);
        dir = dirs[i];
    }
    CHECK_MSG(d != NULL, "cannot open examples/data (run from the repository root)");
    if (d == NULL) return;
    while ((e = readdir(d)) != NULL) {
        char path[512];
        size_t size = 0;
        char *text;
        conv_module *m;
        conv_parse_desc pd;
        if (e->d_name[0] == '.') continue;
        /* inputs only: a shader's GLSL source (ballot_break.comp) sits
           beside the SPIR-V text glslc made of it */
        if (!has_suffix(e->d_name, ".conv") && !has_suffix(e->d_name, ".ll") && !has_suffix(e->d_name, ".spvasm") &&
            !has_suffix(e->d_name, ".spv"))
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        text = read_file(path, &size);
        CHECK_MSG(text != NULL, "cannot read %s", path);
        if (text == NULL) continue;
        files++;
        memset(&pd, 0, sizeof pd);
        pd.filename = e->d_name;
        m = parse_desc(__LINE__, text, size, &pd);
        if (m) {
            char *printed = round_trip(__LINE__, m, path);
            if (printed) corpus_add(c, printed, strlen(printed), "printed example");
            free(printed);
            conv_module_destroy(m);
        }
        corpus_add(c, text, size, e->d_name);
        free(text);
    }
    closedir(d);
    CHECK_MSG(files >= 5, "only %u files in examples/data", files);
}

/* The printer's guarantee for built modules too: unnamed values that are
   used, a name that collides with the printed form of an unnamed value,
   opcodes that are keywords or not identifiers, callees that are not
   @names, an empty phi, an invoke without successors, a declaration with
   arguments. The expected text is written by hand. */
static void test_printer_builder(void) {
    conv_module *m = NULL;
    conv_function *ext = NULL, *f = NULL;
    conv_function_desc fd;
    conv_inst_desc d;
    conv_value arg, v3, v4, seven, ops[1];
    conv_block entry, next;
    char *text;
    static const char expected[] =
        "declare @ext(%q divergent) convergent\n"
        "\n"
        "func @f(%.1 divergent) kernel {\n"
        "entry:\n"
        "  %p = phi\n"
        "  %..3 = \"br\" %.1\n"
        "  %.3 = \"9lives\" %..3\n"
        "  call \"asm\"(%.3) convergent\n"
        "  %c = call %fp()\n"
        "  br \"next block\"\n"
        "\"next block\":\n"
        "  invoke @ext(7)\n"
        "}\n";
    CHECK_RESULT(conv_module_create(NULL, &m), CONV_OK);
    if (m == NULL) return;
    memset(&fd, 0, sizeof fd);
    fd.name = "ext";
    fd.flags = CONV_FUNCTION_DECLARATION | CONV_FUNCTION_CONVERGENT;
    CHECK_RESULT(conv_module_add_function(m, &fd, &ext), CONV_OK);
    CHECK_RESULT(conv_function_add_argument(ext, "%q", CONV_FLAG_DIVERGENCE_SOURCE, NULL), CONV_OK);
    fd.name = "f";
    fd.flags = CONV_FUNCTION_KERNEL;
    CHECK_RESULT(conv_module_add_function(m, &fd, &f), CONV_OK);
    CHECK_RESULT(conv_function_add_argument(f, NULL, CONV_FLAG_DIVERGENCE_SOURCE, &arg), CONV_OK);
    CHECK_RESULT(conv_function_add_block(f, "entry", &entry), CONV_OK);
    CHECK_RESULT(conv_function_add_block(f, "next block", &next), CONV_OK);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_PHI;
    d.name = "%p";
    CHECK_RESULT(conv_function_add_inst(f, entry, &d, NULL), CONV_OK);
    memset(&d, 0, sizeof d);
    d.opcode = "br";
    ops[0] = arg;
    d.operands = ops;
    d.operands_count = 1;
    CHECK_RESULT(conv_function_add_inst(f, entry, &d, &v3), CONV_OK);
    CHECK(v3.id == 3);
    d.opcode = "9lives";
    d.name = "%.3";
    ops[0] = v3;
    CHECK_RESULT(conv_function_add_inst(f, entry, &d, &v4), CONV_OK);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_CALL;
    d.opcode = "asm";
    ops[0] = v4;
    d.operands = ops;
    d.operands_count = 1;
    d.flags = CONV_FLAG_CONVERGENT;
    CHECK_RESULT(conv_function_add_inst(f, entry, &d, NULL), CONV_OK);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_CALL;
    d.opcode = "%fp";
    d.name = "%c";
    CHECK_RESULT(conv_function_add_inst(f, entry, &d, NULL), CONV_OK);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_BRANCH;
    d.successors = &next;
    d.successors_count = 1;
    CHECK_RESULT(conv_function_add_inst(f, entry, &d, NULL), CONV_OK);
    CHECK_RESULT(conv_function_add_constant(f, 7, NULL, &seven), CONV_OK);
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_INVOKE;
    d.opcode = "@ext";
    ops[0] = seven;
    d.operands = ops;
    d.operands_count = 1;
    CHECK_RESULT(conv_function_add_inst(f, next, &d, NULL), CONV_OK);
    CHECK_RESULT(conv_module_finalize(m, NULL), CONV_OK);
    text = round_trip(__LINE__, m, "built module");
    EXPECT_STR("printed built module", text, expected);
    free(text);
    conv_module_destroy(m);
}

/* ------------------------------------------------ white-box lexer --- */

static void lex_one(const char *s, size_t n, conv__tok *t) {
    conv__lexer lx;
    memset(&lx, 0, sizeof lx);
    lx.src = s;
    lx.size = n;
    lx.line = 1;
    conv__lex_next(&lx, t);
}

static void test_lexer(void) {
    conv__tok t;
    conv__lexer lx;
    conv__i64set set;
    const conv_allocator *a;
    conv_allocator alloc;
    int64_t v;
    lex_one("\0", 1, &t);
    CHECK(t.kind == CONV__T_BAD && t.punct == CONV__BAD_CHAR && t.n == 1);
    lex_one("-9223372036854775808", 20, &t);
    CHECK(t.kind == CONV__T_INT && t.value == INT64_MIN && t.n == 20);
    lex_one("9223372036854775808", 19, &t);
    CHECK(t.kind == CONV__T_NUMBER && t.n == 19);
    lex_one("18446744073709551616x", 21, &t);
    CHECK(t.kind == CONV__T_NUMBER && t.n == 21);
    lex_one("1e-5,", 5, &t);
    CHECK(t.kind == CONV__T_NUMBER && t.n == 4);
    lex_one("0x1F", 4, &t);
    CHECK(t.kind == CONV__T_NUMBER && t.n == 4);
    lex_one("...", 3, &t);
    CHECK(t.kind == CONV__T_PUNCT && t.punct == '.');
    lex_one("%\"a", 3, &t);
    CHECK(t.kind == CONV__T_BAD && t.punct == CONV__BAD_STRING);
    lex_one("@ x", 3, &t);
    CHECK(t.kind == CONV__T_BAD && t.punct == CONV__BAD_SIGIL);
    lex_one("#x", 2, &t);
    CHECK(t.kind == CONV__T_BAD && t.punct == CONV__BAD_CHAR);
    lex_one("#12 ", 4, &t);
    CHECK(t.kind == CONV__T_HASH && t.n == 3);
    lex_one("!\"k\"", 4, &t);
    CHECK(t.kind == CONV__T_META && t.n == 4);
    lex_one("%\"a b\" ", 7, &t);
    CHECK(t.kind == CONV__T_LOCAL && t.n == 6);
    /* "1-2" is the integers 1 and -2; columns count bytes. */
    memset(&lx, 0, sizeof lx);
    lx.src = "1-2\n\t;c\n x";
    lx.size = strlen(lx.src);
    lx.line = 1;
    conv__lex_next(&lx, &t);
    CHECK(t.kind == CONV__T_INT && t.value == 1);
    conv__lex_next(&lx, &t);
    CHECK(t.kind == CONV__T_INT && t.value == -2 && t.col == 2);
    conv__lex_next(&lx, &t);
    CHECK(t.kind == CONV__T_NEWLINE && t.line == 1 && t.col == 4);
    conv__lex_next(&lx, &t);
    CHECK(t.kind == CONV__T_NEWLINE && t.line == 2 && t.col == 4);
    conv__lex_next(&lx, &t);
    CHECK(t.kind == CONV__T_IDENT && t.line == 3 && t.col == 2);
    conv__lex_next(&lx, &t);
    CHECK(t.kind == CONV__T_EOF);
    /* The case-value set. */
    memset(&set, 0, sizeof set);
    conv__allocator_resolve(NULL, &alloc);
    a = &alloc;
    for (v = -500; v < 500; v++) CHECK(conv__i64set_add(a, &set, v * 7919) == 1);
    for (v = -500; v < 500; v++) CHECK(conv__i64set_add(a, &set, v * 7919) == 0);
    CHECK(set.count == 1000);
    conv__i64set_clear(a, &set);
    CHECK(set.count == 0 && conv__i64set_add(a, &set, 5) == 1);
    conv__i64set_free(a, &set);
}

/* ------------------------------------------- (d) malformed inputs --- */

typedef struct bad_case {
    const char *file; /* the extension picks the reader */
    const char *text;
    size_t size;      /* 0: strlen(text) */
    conv_result result;
    const char *code;
    uint32_t line, col;
} bad_case;

#define NAT "func @f(%a) {\nentry:\n"
#define LLH "define void @f(i32 %a) {\nentry:\n"
#define P CONV_ERR_PARSE
#define G CONV_ERR_INVALID_GRAPH

static const bad_case bad_cases[] = {
    /* native: truncated lines, missing operands */
    {"n.conv", NAT "  %x = add %a,\n  ret %x\n}\n", 0, P, "parse.expected", 3, 15},
    {"n.conv", NAT "  br %a, x\n  ret\n}\n", 0, P, "parse.expected", 3, 11},
    {"n.conv", NAT "  switch %a\n}\n", 0, P, "parse.expected", 3, 12},
    {"n.conv", NAT "  call @g\n}\n", 0, P, "parse.expected", 3, 10},
    {"n.conv", NAT "  invoke @g() to\n}\n", 0, P, "parse.expected", 3, 17},
    {"n.conv", NAT "  %p = phi [1 a]\n}\n", 0, P, "parse.expected", 3, 15},
    {"n.conv", NAT "  %x add %a\n}\n", 0, P, "parse.expected", 3, 6},
    /* native: bad tokens, stray characters */
    {"n.conv", NAT "  %x = add %a, ~\n}\n", 0, P, "parse.invalid-character", 3, 16},
    {"n.conv", NAT "  ret %a )\n}\n", 0, P, "parse.expected", 3, 10},
    {"n.conv", NAT "  ret %a, %a\n}\n", 0, P, "parse.expected", 3, 9},
    {"n.conv", NAT "  ret convergentx\n}\n", 0, P, "parse.expected", 3, 7},
    {"n.conv", NAT "  br %a, %x, %y\n}\n", 0, P, "parse.expected", 3, 10},
    {"n.conv", NAT "  %h = token.loop foo\n}\n", 0, P, "parse.expected", 3, 19},
    {"n.conv", NAT "  %x = add %a, 99999999999999999999\n}\n", 0, P, "parse.bad-integer", 3, 16},
    {"n.conv", NAT "  %x = add %a ctrl %a\n}\n", 0, P, "parse.unexpected-ctrl", 3, 15},
    {"n.conv", NAT "  call @g() ctrl %a ctrl %a\n}\n", 0, P, "token.multiple-bundles", 3, 21},
    {"n.conv", "foo\n", 0, P, "parse.expected", 1, 1},
    {"n.conv", "}\n", 0, P, "parse.expected", 1, 1},
    {"n.conv", "target amdgcn\n", 0, P, "parse.expected", 1, 8},
    {"n.conv", "target \"a\"\ntarget \"b\"\n", 0, P, "parse.duplicate-target", 2, 8},
    {"n.conv", "target \"abc\n", 0, P, "parse.unterminated-string", 1, 8},
    {"n.conv", "func () {\n}\n", 0, P, "parse.expected", 1, 6},
    {"n.conv", "func @f() fast {\na:\n  ret\n}\n", 0, P, "parse.expected", 1, 11},
    {"n.conv", "declare @g foo\n", 0, P, "parse.expected", 1, 12},
    {"n.conv", "func @f() {\na:\n  ret\n} x\n", 0, P, "parse.expected", 4, 3},
    {"n.conv", "func @f() {\na: ret\n}\n", 0, P, "parse.expected", 2, 4},
    {"n.conv", "func @f(%a) {\nentry:\n  ret %a\n}\n\x7f\n", 0, P, "parse.invalid-character", 5, 1},
    {"n.conv", "\x01\x02\xff", 0, P, "parse.invalid-character", 1, 1},
    {"n.conv", "func @f() {\na:\n  ret \0\n}\n", sizeof "func @f() {\na:\n  ret \0\n}\n" - 1, P,
     "parse.invalid-character", 3, 7},
    /* native: bad switch tables */
    {"n.conv", NAT "  switch %a, d, x: d\n}\n", 0, P, "parse.expected", 3, 17},
    {"n.conv", NAT "  switch %a, entry, 1: entry, 1: entry\n}\n", 0, P, "parse.duplicate-case", 3, 31},
    /* native: undefined and duplicate names, names that cannot exist */
    {"n.conv", NAT "  ret %nope\n}\n", 0, P, "parse.undefined-value", 3, 7},
    {"n.conv", NAT "  br nowhere\n}\n", 0, P, "parse.undefined-block", 3, 6},
    {"n.conv", NAT "  %x = add %a\n  %x = add %a\n  ret\n}\n", 0, P, "parse.duplicate-value", 4, 3},
    {"n.conv", "func @f(%a, %a) {\nentry:\n  ret\n}\n", 0, P, "parse.duplicate-value", 1, 13},
    {"n.conv", "func @f() {\na:\n  br a\na:\n  ret\n}\n", 0, P, "parse.duplicate-block", 4, 1},
    {"n.conv", "func @f() {\na:\n  ret\n}\nfunc @f() {\na:\n  ret\n}\n", 0, P, "parse.duplicate-function", 5, 6},
    {"n.conv", "func @f() {\n\"\":\n  ret\n}\n", 0, P, "parse.bad-name", 2, 1},
    {"n.conv", "func @f() {\n\"a\\00b\":\n  ret\n}\n", 0, P, "parse.bad-name", 2, 1},
    /* native: structure */
    {"n.conv", "func @f() {\na:\n  ret\n  %x = add 1\n}\n", 0, P, "parse.after-terminator", 4, 3},
    {"n.conv", "func @f() {\n  ret\n}\n", 0, P, "parse.no-block", 2, 3},
    {"n.conv", "func @f() {\n}\n", 0, P, "parse.empty-function", 1, 1},
    {"n.conv", "func @f() {\na:\n  ret\n", 0, P, "parse.unterminated-function", 1, 1},
    {"n.conv", "func @f() {\na:\n  ret\nfunc @g() {\nb:\n  ret\n}\n", 0, P, "parse.unterminated-function", 1, 1},
    {"n.conv", "func @f() {\na:\n  %x = add 1\nb:\n  ret\n}\n", 0, G, "graph.no-terminator", 2, 1},
    {"n.conv", "func @f() {\na:\nb:\n  ret\n}\n", 0, G, "graph.no-terminator", 2, 1},
    {"n.conv", "func @f(%c) {\na:\n  br %c, b, c\nb:\n  br c\nc:\n  %p = phi [1, a], [2, b], [3, c]\n  ret %p\n}\n",
     0, G, "graph.phi-not-predecessor", 7, 3},
    {"n.conv", "func @f(%c) {\na:\n  br %c, b, c\nb:\n  br c\nc:\n  %p = phi [1, a]\n  ret %p\n}\n", 0, G,
     "graph.phi-missing-incoming", 7, 3},

    /* LLVM: truncated lines, missing operands */
    {"l.ll", LLH "  br i1 %a, label %x\n}\n", 0, P, "parse.expected", 3, 21},
    {"l.ll", LLH "  br %x\n}\n", 0, P, "parse.expected", 3, 8},
    {"l.ll", LLH "  br label %x, label %y\n}\n", 0, P, "parse.expected", 3, 14},
    {"l.ll", LLH "  br %a, label %x, label %y\n}\n", 0, P, "parse.expected", 3, 6},
    {"l.ll", LLH "  switch i32 %a, label %d\n}\n", 0, P, "parse.expected", 3, 26},
    {"l.ll", LLH "  switch i32 %a, label %d [\n    i32 0, label %x\n  ret void\n}\n", 0, P, "parse.expected", 3, 27},
    {"l.ll", LLH "  %p = phi i32 [ 0, %entry\n  ret void\n}\n", 0, P, "parse.expected", 3, 16},
    {"l.ll", LLH "  %p = phi i32 [ 0 %entry ]\n  ret void\n}\n", 0, P, "parse.expected", 3, 16},
    {"l.ll", LLH "  %p = phi i32\n  ret void\n}\n", 0, P, "parse.expected", 3, 15},
    {"l.ll", LLH "  %p = phi i32 [ i32, %entry ]\n  ret void\n}\n", 0, P, "parse.expected", 3, 18},
    {"l.ll", LLH "  %c = call i32 @g(i32 %a\n  ret void\n}\n", 0, P, "parse.expected", 3, 19},
    {"l.ll", LLH "  call void @g(i32)\n  ret void\n}\n", 0, P, "parse.expected", 3, 19},
    {"l.ll", LLH "  call void\n  ret void\n}\n", 0, P, "parse.expected", 3, 3},
    {"l.ll", LLH "  ret i32\n}\n", 0, P, "parse.expected", 3, 10},
    {"l.ll", LLH "  unreachable x\n}\n", 0, P, "parse.expected", 3, 15},
    {"l.ll", LLH "  invoke void @g() to label %x\n}\n", 0, P, "parse.expected", 3, 31},
    {"l.ll", LLH "  callbr void asm \"\", \"\"() to label %x\n}\n", 0, P, "parse.expected", 3, 39},
    /* LLVM: bundles */
    {"l.ll", LLH "  call void @g() [ \"convergencectrl\"() ]\n  ret void\n}\n", 0, P, "token.multiple-bundles", 3, 20},
    {"l.ll", LLH "  call void @g() [ \"convergencectrl\"(token %a), \"convergencectrl\"(token %a) ]\n  ret void\n}\n", 0, P,
     "token.multiple-bundles", 3, 49},
    /* LLVM: bad switch tables */
    {"l.ll", LLH "  switch i32 %a, label %d [ i32 %a, label %d ]\n}\n", 0, P, "parse.expected", 3, 33},
    {"l.ll", LLH "  switch i32 %a, label %d [ i32 1, label %d i32 1, label %d ]\n}\n", 0, P, "parse.duplicate-case", 3,
     49},
    /* LLVM: bad tokens, stray characters, names */
    {"l.ll", LLH "  %x = add i32 %a, 1 ~\n  ret void\n}\n", 0, P, "parse.invalid-character", 3, 22},
    {"l.ll", LLH "  #foo\n  ret void\n}\n", 0, P, "parse.invalid-character", 3, 3},
    {"l.ll", LLH "  %x = add i32 %a, 1\0\n  ret void\n}\n", sizeof LLH "  %x = add i32 %a, 1\0\n  ret void\n}\n" - 1, P,
     "parse.invalid-character", 3, 21},
    {"l.ll", LLH "  call void @g(ptr @\"abc)\n  ret void\n}\n", 0, P, "parse.unterminated-string", 3, 20},
    {"l.ll", LLH "  %\"\" = add i32 %a, 1\n  ret void\n}\n", 0, P, "parse.bad-name", 3, 3},
    {"l.ll", "define void @\"a\\00b\"() {\nentry:\n  ret void\n}\n", 0, P, "parse.bad-name", 1, 13},
    {"l.ll", "foo bar\n", 0, P, "parse.expected", 1, 1},
    {"l.ll", "}\n", 0, P, "parse.expected", 1, 1},
    {"l.ll", "\x80\x81", 0, P, "parse.invalid-character", 1, 1},
    {"l.ll", LLH "  %cs = catchswitch within none [label %x] unwind to caller\n}\n", 0, P, "parse.unsupported", 3, 9},
    /* LLVM: headers and function structure */
    {"l.ll", "define void @f {\n", 0, P, "parse.expected", 1, 16},
    {"l.ll", "define void @f(i32 %a,) {\nentry:\n  ret void\n}\n", 0, P, "parse.expected", 1, 23},
    {"l.ll", "define void @f()\nentry:\n  ret void\n}\n", 0, P, "parse.expected", 1, 17},
    {"l.ll", "define void @f() { x\nentry:\n  ret void\n}\n", 0, P, "parse.unknown-opcode", 1, 20},
    {"l.ll", "define void @f() {\nentry:\n  ret void\n} x\n", 0, P, "parse.expected", 4, 3},
    {"l.ll", "define void @f() {\nentry:\n  ret void\n", 0, P, "parse.unterminated-function", 1, 1},
    {"l.ll", "define void @f() {\nentry:\n  ret void\ndefine void @g() {\nentry:\n  ret void\n}\n", 0, P,
     "parse.unterminated-function", 1, 1},
    {"l.ll", "define void @f() {\n}\n", 0, P, "parse.empty-function", 1, 1},
    {"l.ll", "define void @f(i32 %a, i32 %a) {\nentry:\n  ret void\n}\n", 0, P, "parse.duplicate-value", 1, 28},
    {"l.ll", "declare void @f()\ndeclare void @f()\n", 0, P, "parse.duplicate-function", 2, 14},
    {"l.ll", LLH "  %x = add i32 %a, 1\n  %x = add i32 %a, 1\n  ret void\n}\n", 0, P, "parse.duplicate-value", 4, 3},
    {"l.ll", LLH "  %x = add i32 %nope, 1\n  ret void\n}\n", 0, P, "parse.undefined-value", 3, 16},
    {"l.ll", LLH "  br label %nowhere\n}\n", 0, P, "parse.undefined-block", 3, 12},
    /* LLVM: graph errors */
    {"l.ll", LLH "  ret void\n  %x = add i32 %a, 1\n}\n", 0, G, "graph.no-terminator", 4, 3},
    {"l.ll", LLH "  %x = add i32 %a, 1\nnext:\n  ret void\n}\n", 0, G, "graph.no-terminator", 2, 1},
    {"l.ll", "define i32 @f(i32 %a) {\nentry:\n  br label %b\nb:\n  %p = phi i32 [ 0, %entry ], [ 1, %c ]\n"
             "  ret i32 %p\nc:\n  ret i32 0\n}\n",
     0, G, "graph.phi-not-predecessor", 5, 3},
    {"l.ll", "define i32 @f(i1 %a) {\nentry:\n  br i1 %a, label %b, label %c\nb:\n  br label %c\nc:\n"
             "  %p = phi i32 [ 0, %entry ]\n  ret i32 %p\n}\n",
     0, G, "graph.phi-missing-incoming", 7, 3},
};

#undef NAT
#undef LLH
#undef P
#undef G

/* Parses a malformed input with a counting allocator and checks the
   result, the diagnostic, and that nothing leaks; again without a
   diagnostics list. */
static void check_bad(int index, const char *file, const char *text, size_t size, conv_result want, const char *code,
                      uint32_t line, uint32_t col) {
    test_alloc_state st;
    conv_parse_desc pd;
    conv_diags *d = NULL;
    conv_module *m = (conv_module *)&st; /* must stay untouched */
    conv_result r;
    uint32_t i;
    bool found = false, all_located = true;
    memset(&st, 0, sizeof st);
    memset(&pd, 0, sizeof pd);
    pd.allocator = test_allocator(&st);
    pd.filename = file;
    conv_diags_create(NULL, &d);
    r = conv_parse(text, size, &pd, d, &m);
    CHECK_MSG(r == want, "bad case %d: got %s, want %s", index, conv_result_str(r), conv_result_str(want));
    CHECK_MSG(m == (conv_module *)&st, "bad case %d: the out pointer was written", index);
    if (r == CONV_OK) conv_module_destroy(m);
    for (i = 0; i < conv_diags_count(d); i++) {
        const conv_diag *g = conv_diags_get(d, i);
        if (strcmp(g->code, code) == 0 && g->line == line && g->col == col) found = true;
        if (g->line == 0 || g->file == NULL || strcmp(g->file, file) != 0) all_located = false;
    }
    CHECK_MSG(found, "bad case %d: no [%s] at %u:%u", index, code, (unsigned)line, (unsigned)col);
    CHECK_MSG(all_located, "bad case %d: a diagnostic without file or line", index);
    CHECK_MSG(conv_diags_error_count(d) >= 1, "bad case %d: no error counted", index);
    if (!found || r != want || !all_located) dump_diags(d);
    conv_diags_destroy(d);
    CHECK_MSG(st.live == 0 && st.live_bytes == 0, "bad case %d: %ld blocks leaked", index, st.live);
    m = NULL;
    r = conv_parse(text, size, &pd, NULL, &m);
    CHECK_MSG(r == want && m == NULL, "bad case %d without diagnostics: got %s", index, conv_result_str(r));
    conv_module_destroy(m);
    CHECK(st.live == 0);
}

static void test_bad_inputs(void) {
    size_t i;
    CHECK(sizeof bad_cases / sizeof bad_cases[0] >= 50);
    for (i = 0; i < sizeof bad_cases / sizeof bad_cases[0]; i++) {
        const bad_case *c = &bad_cases[i];
        check_bad((int)i, c->file, c->text, c->size ? c->size : strlen(c->text), c->result, c->code, c->line, c->col);
    }
}

/* Inputs built at run time: very long names, deeply nested brackets. */
static void test_big_inputs(void) {
    const size_t big = 100000;
    char *s = (char *)malloc(2 * big + 256);
    size_t n;
    if (s == NULL) return;
    /* A long undefined name: reported, with a bounded message. */
    n = (size_t)sprintf(s, "func @f() {\na:\n  ret %%");
    memset(s + n, 'x', big);
    n += big;
    n += (size_t)sprintf(s + n, "\n}\n");
    check_bad(1000, "long.conv", s, n, CONV_ERR_PARSE, "parse.undefined-value", 3, 7);
    /* A long label is kept whole (no truncation). */
    n = (size_t)sprintf(s, "define void @f() {\n");
    memset(s + n, 'b', big);
    n += big;
    n += (size_t)sprintf(s + n, ":\n  br label %%");
    memset(s + n, 'b', 10);
    n += 10;
    n += (size_t)sprintf(s + n, "\n}\n");
    {
        conv_parse_desc pd;
        conv_diags *d = NULL;
        conv_module *m = NULL;
        memset(&pd, 0, sizeof pd);
        pd.filename = "long.ll";
        pd.target = CONV_TARGET_NONE; /* no parse.no-target warning */
        conv_diags_create(NULL, &d);
        /* The branch names a 10-character block that does not exist. */
        CHECK_RESULT(conv_parse(s, n, &pd, d, &m), CONV_ERR_PARSE);
        CHECK(conv_diags_count(d) == 1 && strcmp(conv_diags_get(d, 0)->code, "parse.undefined-block") == 0);
        conv_diags_destroy(d);
        /* Now branch to the long label itself. */
        n = (size_t)sprintf(s, "define void @f() {\n");
        memset(s + n, 'b', big);
        n += big;
        n += (size_t)sprintf(s + n, ":\n  br label %%");
        memset(s + n, 'b', big);
        n += big;
        n += (size_t)sprintf(s + n, "\n}\n");
        m = parse_desc(__LINE__, s, n, &pd);
        if (m) {
            const conv_function *f = conv_module_function(m, 0);
            CHECK(strlen(conv_block_name(f, conv_function_entry(f))) == big);
            ROUND_TRIP(m, "long label");
            conv_module_destroy(m);
        }
    }
    /* Deeply nested brackets. */
    n = (size_t)sprintf(s, "func @f() {\na:\n  call @g(");
    memset(s + n, '(', big);
    n += big;
    n += (size_t)sprintf(s + n, "\n}\n");
    check_bad(1001, "deep.conv", s, n, CONV_ERR_PARSE, "parse.expected", 3, 11);
    n = (size_t)sprintf(s, "define void @f() {\nentry:\n  call void @g(");
    memset(s + n, '(', big);
    n += big;
    n += (size_t)sprintf(s + n, "\n  ret void\n}\n");
    check_bad(1002, "deep.ll", s, n, CONV_ERR_PARSE, "parse.expected", 3, 15);
    n = (size_t)sprintf(s, "define void @f() {\nentry:\n  %%p = phi i32 ");
    memset(s + n, '[', big);
    n += big;
    n += (size_t)sprintf(s + n, "\n  ret void\n}\n");
    check_bad(1003, "deep.ll", s, n, CONV_ERR_PARSE, "parse.expected", 3, 16);
    n = (size_t)sprintf(s, "define void @f() {\nentry:\n  call void @g(");
    memset(s + n, '(', big / 2);
    memset(s + n + big / 2, ')', big / 2);
    n += big;
    n += (size_t)sprintf(s + n, ")\n  ret void\n}\n");
    check_bad(1004, "deep.ll", s, n, CONV_ERR_PARSE, "parse.expected", 3, 16);
    free(s);
}

/* no_finalize keeps graph errors for later: the parse succeeds. */
static void test_no_finalize(void) {
    static const char text[] = "func @f() {\na:\n  %x = add 1\n}\n";
    conv_parse_desc pd;
    conv_module *m = NULL;
    memset(&pd, 0, sizeof pd);
    pd.filename = "nf.conv";
    pd.no_finalize = true;
    m = parse_desc(__LINE__, text, strlen(text), &pd);
    if (m) {
        conv_diags *d = NULL;
        CHECK(!conv_function_is_finalized(conv_module_function(m, 0)));
        conv_diags_create(NULL, &d);
        CHECK_RESULT(conv_module_finalize(m, d), CONV_ERR_INVALID_GRAPH);
        CHECK(conv_diags_count(d) == 1 && strcmp(conv_diags_get(d, 0)->code, "graph.no-terminator") == 0);
        conv_diags_destroy(d);
        conv_module_destroy(m);
    }
}

/* Every allocation failure during a parse gives CONV_ERR_OUT_OF_MEMORY
   and leaks nothing. */
static void test_oom(const char *text, const char *file) {
    long k;
    for (k = 1; k < 100000; k++) {
        test_alloc_state st;
        conv_parse_desc pd;
        conv_module *m = NULL;
        conv_result r;
        memset(&st, 0, sizeof st);
        st.fail_at = k;
        memset(&pd, 0, sizeof pd);
        pd.allocator = test_allocator(&st);
        pd.filename = file;
        r = conv_parse(text, strlen(text), &pd, NULL, &m);
        if (r == CONV_OK) {
            conv_module_destroy(m);
            CHECK(st.live == 0);
            break;
        }
        CHECK_MSG(r == CONV_ERR_OUT_OF_MEMORY || (r == CONV_ERR_PARSE && st.calls < k),
                  "%s: allocation %ld failing gave %s", file, k, conv_result_str(r));
        CHECK_MSG(st.live == 0, "%s: allocation %ld failing leaked %ld blocks", file, k, st.live);
        if (r == CONV_ERR_PARSE) break;
    }
}

/* ------------------------------------------------- (e) mutations --- */

static char mutation_byte(test_rng *rng) {
    static const char alphabet[] = "%@\"\\[](){}<>,:;=!#\n\n\t -0123456789abcxyz.*|^~_";
    if (test_below(rng, 10) == 0) return (char)test_below(rng, 256);
    return alphabet[test_below(rng, sizeof alphabet - 1)];
}

static void test_mutations(const corpus *c, unsigned iterations) {
    test_rng rng;
    unsigned it, ok = 0, failed = 0;
    test_alloc_state st;
    rng.state = 20251122u;
    memset(&st, 0, sizeof st);
    if (c->count == 0) return;
    for (it = 0; it < iterations; it++) {
        uint32_t k = test_below(&rng, c->count), j, muts = 1 + test_below(&rng, 4);
        size_t n = c->size[k];
        char *buf = (char *)malloc(n + 128);
        conv_parse_desc pd;
        conv_diags *d = NULL;
        conv_module *m = NULL;
        conv_result r;
        bool llvm = strstr(c->name[k], ".ll") != NULL;
        if (buf == NULL) break;
        memcpy(buf, c->text[k], n);
        for (j = 0; j < muts; j++) {
            size_t pos = n ? test_below(&rng, (unsigned)n) : 0;
            switch (test_below(&rng, 5)) {
            case 0: /* replace a byte */
                if (n) buf[pos] = mutation_byte(&rng);
                break;
            case 1: /* insert a byte */
                if (n + 1 < c->size[k] + 128) {
                    memmove(buf + pos + 1, buf + pos, n - pos);
                    buf[pos] = mutation_byte(&rng);
                    n++;
                }
                break;
            case 2: /* delete a byte */
                if (n) {
                    memmove(buf + pos, buf + pos + 1, n - pos - 1);
                    n--;
                }
                break;
            case 3: { /* duplicate a short run */
                size_t len = 1 + test_below(&rng, 24);
                if (pos + len <= n && n + len < c->size[k] + 128) {
                    memmove(buf + pos + len, buf + pos, n - pos);
                    n += len;
                }
                break;
            }
            default: /* truncate, sometimes */
                if (test_below(&rng, 4) == 0) n = pos;
                break;
            }
        }
        memset(&pd, 0, sizeof pd);
        pd.allocator = test_allocator(&st);
        pd.filename = llvm ? "mutant.ll" : "mutant.conv";
        conv_diags_create(NULL, &d);
        r = conv_parse(buf, n, &pd, d, &m);
        if (r == CONV_OK) {
            char *first = print_module(m), *second = NULL;
            conv_module *m2 = NULL;
            conv_parse_desc pn;
            conv_result r2;
            ok++;
            memset(&pn, 0, sizeof pn);
            pn.filename = "reprinted.conv";
            conv_diags_clear(d);
            r2 = first ? conv_parse(first, strlen(first), &pn, d, &m2) : CONV_ERR_OUT_OF_MEMORY;
            CHECK_MSG(r2 == CONV_OK, "mutant %u (%s): the printed module does not parse: %s", it, c->name[k],
                      conv_result_str(r2));
            if (r2 != CONV_OK) {
                dump_diags(d);
                fprintf(stderr, "%s\n", first ? first : "");
            } else {
                second = print_module(m2);
                CHECK_MSG(second && strcmp(first, second) == 0, "mutant %u: print/parse/print differs", it);
            }
            free(first);
            free(second);
            conv_module_destroy(m2);
            conv_module_destroy(m);
        } else {
            uint32_t i;
            bool located = false;
            failed++;
            CHECK_MSG(r == CONV_ERR_PARSE || r == CONV_ERR_INVALID_GRAPH, "mutant %u (%s): result %s", it,
                      c->name[k], conv_result_str(r));
            for (i = 0; i < conv_diags_count(d); i++)
                if (conv_diags_get(d, i)->line != 0) located = true;
            CHECK_MSG(located, "mutant %u (%s): %s without a located diagnostic", it, c->name[k], conv_result_str(r));
            if (!located) fwrite(buf, 1, n, stderr);
        }
        conv_diags_destroy(d);
        free(buf);
    }
    CHECK_MSG(st.live == 0, "mutations leaked %ld blocks", st.live);
    CHECK(ok > 0 && failed > 0);
    printf("mutations: %u parsed, %u rejected\n", ok, failed);
}

/* ----------------------------------------------------------- main --- */

static const struct {
    const char *name;
    const char *text;
} inline_inputs[] = {
    {"features.conv", native_features}, {"lexical.conv", native_lexical}, {"args.ll", llvm_args},
    {"calls.ll", llvm_calls},           {"cf.ll", llvm_cf},               {"nvptx.ll", llvm_nvptx},
    {"tokens.ll", llvm_tokens},         {"dbg1.ll", llvm_debug_records},  {"dbg2.ll", llvm_debug_calls},
    {"types.ll", llvm_types},           {"same.ll", same_llvm},           {"same.conv", same_native},
};

/* --write-inputs DIR writes the inputs above as files, for checking the
   .ll ones with `opt-19 -passes=verify`. */
static int write_inputs(const char *dir) {
    size_t i;
    for (i = 0; i < sizeof inline_inputs / sizeof inline_inputs[0]; i++) {
        char path[512];
        FILE *fp;
        snprintf(path, sizeof path, "%s/%s", dir, inline_inputs[i].name);
        fp = fopen(path, "wb");
        if (fp == NULL) return 1;
        fputs(inline_inputs[i].text, fp);
        fclose(fp);
    }
    return 0;
}

int main(int argc, char **argv) {
    bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    corpus *c;
    size_t i;
    if (argc > 2 && strcmp(argv[1], "--write-inputs") == 0) return write_inputs(argv[2]);
    c = (corpus *)calloc(1, sizeof *c);
    if (c == NULL) return 1;
    test_lexer();
    test_native_features();
    test_native_lexical();
    test_empty_inputs();
    test_no_target_warning();
    test_llvm_args();
    test_llvm_calls();
    test_llvm_gen_table();
    test_llvm_control_flow();
    test_llvm_nvptx();
    test_llvm_tokens();
    test_llvm_debug_info();
    test_llvm_types_and_constants();
    test_llvm_syntax_forms();
    test_same_graph();
    test_printer_builder();
    test_example_files(c);
    test_bad_inputs();
    test_big_inputs();
    test_no_finalize();
    test_oom(native_features, "features.conv");
    test_oom(llvm_cf, "cf.ll");
    test_oom(llvm_calls, "calls.ll");
    test_oom("func @f() {\na:\n  ret %x\n}\n", "bad.conv");
    for (i = 0; i < sizeof inline_inputs / sizeof inline_inputs[0]; i++) {
        const char *t = inline_inputs[i].text;
        corpus_add(c, t, strlen(t), inline_inputs[i].name);
    }
    test_mutations(c, quick ? 1500u : 5000u);
    for (i = 0; i < c->count; i++) free(c->text[i]);
    free(c);
    return check_summary();
}
