/* fuzz_spirv.c - the SPIR-V reader (docs/spirv.md) on arbitrary bytes.

   Build (see fuzz/README.md): make build/fuzz/lf/fuzz_spirv (linked with
   the implementation object build/obj/fuzz/conv.o)

   Input: one option byte, then the module.
     bit 0     tokens: structured (0) or none (1)
     bit 1     no_finalize (the harness then calls conv_module_finalize)
     bit 2     words mode: the harness writes a valid header (magic,
               version 1.3, bound = 1 + the next byte, schema 0) and the
               rest of the input, zero-padded to whole words, follows as
               instruction words, so that mutations reach the instruction
               decoder at once; otherwise the bytes are read as they are
               (binary when they start with the magic number, else text)
     bit 3     words mode: big-endian words
   An empty input does nothing.

   Invariants:
   * the result is CONV_OK, CONV_ERR_PARSE, CONV_ERR_INVALID_GRAPH or
     CONV_ERR_LIMIT, never a crash; on failure *out is untouched and,
     except for CONV_ERR_LIMIT, there is at least one error;
   * every diagnostic has a documented code (spirv.*, parse.*, graph.*,
     token.*) and a file; one of a binary module has no line and a message
     starting "byte offset N:" with N a multiple of 4 inside the input; one
     of text has line >= 1 and col >= 1;
   * a successful parse leaves no diagnostics; every function with a body
     is finalized and, with structured tokens, passes conv_verify;
   * print -> parse (native) -> print gives the same text;
   * every valid function runs in the interpreter's concrete mode (8
     threads in waves of 4, two 64-byte buffers at bindings 0 and 1):
     CONV_OK, whatever the module computes, divides or indexes;
   * the counting allocator is back to zero. */
#include "../conv.h"
#include "fuzz_common.h"

#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool documented(const char *code) {
    return strncmp(code, "spirv.", 6) == 0 || strncmp(code, "parse.", 6) == 0 || strncmp(code, "graph.", 6) == 0 ||
           strncmp(code, "token.", 6) == 0;
}

static void check_diags(const conv_diags *d, bool binary, size_t size) {
    uint32_t i, errors = 0;
    for (i = 0; i < conv_diags_count(d); i++) {
        const conv_diag *g = conv_diags_get(d, i);
        FUZZ_CHECK(g->code && g->message && documented(g->code), "undocumented diagnostic '%s'", g->code);
        FUZZ_CHECK(g->file != NULL, "[%s] without a file", g->code);
        if (strncmp(g->code, "spirv.", 6) == 0 && strcmp(g->code, "spirv.token-rule") != 0) {
            if (binary) {
                unsigned long at = 0;
                FUZZ_CHECK(g->line == 0 && sscanf(g->message, "byte offset %lu:", &at) == 1 && at % 4u == 0 &&
                               at < size + 4u,
                           "binary [%s] not at a byte offset: %u '%s'", g->code, g->line, g->message);
            } else {
                FUZZ_CHECK(g->line >= 1 && g->col >= 1, "text [%s] at %u:%u", g->code, g->line, g->col);
            }
        }
        if (g->severity == CONV_SEVERITY_ERROR) errors++;
    }
    FUZZ_CHECK(conv_diags_error_count(d) == errors, "error count");
}

/* The input as conv_parse reads it: as given, or words after a header. */
static uint8_t *make_input(const uint8_t *data, size_t size, uint8_t opt, size_t *out_size) {
    size_t n = size, words, i, k;
    uint8_t *buf;
    if (!(opt & 4u)) {
        buf = (uint8_t *)malloc(n ? n : 1u);
        FUZZ_CHECK(buf != NULL, "malloc");
        if (n) memcpy(buf, data, n);
        *out_size = n;
        return buf;
    }
    words = 5u + (n > 0 ? (n - 1u + 3u) / 4u : 0u);
    buf = (uint8_t *)calloc(words, 4u);
    FUZZ_CHECK(buf != NULL, "calloc");
    {
        const uint32_t header[5] = {0x07230203u, 0x00010300u, 0u, 1u + (n ? data[0] : 0u), 0u};
        for (i = 0; i < 5; i++)
            for (k = 0; k < 4; k++)
                buf[i * 4u + k] = (uint8_t)((opt & 8u) ? header[i] >> (8u * (3u - k)) : header[i] >> (8u * k));
    }
    for (i = 1; i < n; i++) {
        size_t w = 5u + (i - 1u) / 4u, byte = (i - 1u) % 4u;
        buf[w * 4u + ((opt & 8u) ? 3u - byte : byte)] = data[i];
    }
    *out_size = words * 4u;
    return buf;
}

/* Concrete mode on whatever the module computes: buffers of 64 bytes at
   bindings 0 and 1, a few steps per thread. */
static void run_concrete(const conv_function *f, test_alloc_state *st) {
    unsigned char bytes[2][64];
    conv_interp_buffer bufs[2];
    conv_interp_desc desc;
    conv_interp *run = NULL;
    conv_result r;
    memset(bytes, 0x5a, sizeof bytes);
    memset(&desc, 0, sizeof desc);
    bufs[0].binding = 0;
    bufs[0].data = bytes[0];
    bufs[0].size = sizeof bytes[0];
    bufs[1].binding = 1;
    bufs[1].data = bytes[1];
    bufs[1].size = sizeof bytes[1];
    desc.allocator = test_allocator(st);
    desc.threads = 8;
    desc.wave_size = 4;
    desc.max_steps = 200;
    desc.concrete = true;
    desc.buffers = bufs;
    desc.buffers_count = 2;
    r = conv_interp_run(f, &desc, NULL, &run);
    FUZZ_CHECK(r == CONV_OK, "concrete run: %s", conv_result_str(r));
    conv_interp_free(run);
}

static void round_trip(const conv_module *m, test_alloc_state *st) {
    strbuf a, b;
    conv_parse_desc pd;
    conv_module *again = NULL;
    conv_result r;
    FUZZ_CHECK(fuzz_print_module(m, &a) == CONV_OK, "print");
    memset(&pd, 0, sizeof pd);
    pd.allocator = test_allocator(st);
    pd.format = CONV_FORMAT_NATIVE;
    pd.filename = "printed.conv";
    pd.no_finalize = true; /* the text, not the graph, is compared (some functions may not finalize) */
    r = conv_parse(a.p, a.n, &pd, NULL, &again);
    FUZZ_CHECK(r == CONV_OK, "the printed module does not parse: %s\n%s", conv_result_str(r), a.p);
    FUZZ_CHECK(fuzz_print_module(again, &b) == CONV_OK, "print again");
    FUZZ_CHECK(a.n == b.n && memcmp(a.p, b.p, a.n) == 0, "print -> parse -> print differs:\n%s\n---\n%s", a.p, b.p);
    free(a.p);
    free(b.p);
    conv_module_destroy(again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    test_alloc_state st;
    conv_parse_desc pd;
    conv_diags *d = NULL;
    conv_module *m, *sentinel;
    conv_result r;
    uint8_t opt, *input;
    size_t input_size;
    uint32_t i;
    bool binary;
    if (size == 0 || size > FUZZ_MAX_INPUT) return 0;
    opt = data[0];
    input = make_input(data + 1, size - 1u, opt, &input_size);
    binary = input_size >= 4 && ((input[0] == 0x03 && input[1] == 0x02 && input[2] == 0x23 && input[3] == 0x07) ||
                                 (input[0] == 0x07 && input[1] == 0x23 && input[2] == 0x02 && input[3] == 0x03));
    memset(&st, 0, sizeof st);
    memset(&pd, 0, sizeof pd);
    pd.allocator = test_allocator(&st);
    pd.format = CONV_FORMAT_SPIRV;
    pd.filename = "fuzz.spv";
    pd.spirv_tokens = (opt & 1u) ? CONV_SPIRV_TOKENS_NONE : CONV_SPIRV_TOKENS_STRUCTURED;
    pd.no_finalize = (opt & 2u) != 0;
    FUZZ_CHECK(conv_diags_create(&pd.allocator, &d) == CONV_OK, "diags");
    sentinel = (conv_module *)&st;
    m = sentinel;
    r = conv_parse((const char *)input, input_size, &pd, d, &m);
    FUZZ_CHECK(r == CONV_OK || r == CONV_ERR_PARSE || r == CONV_ERR_INVALID_GRAPH || r == CONV_ERR_LIMIT,
               "conv_parse returned %s", conv_result_str(r));
    check_diags(d, binary, input_size);
    if (r != CONV_OK) {
        FUZZ_CHECK(m == sentinel, "conv_parse wrote *out on failure");
        if (r != CONV_ERR_LIMIT) FUZZ_CHECK(conv_diags_error_count(d) >= 1, "%s without an error", conv_result_str(r));
    } else {
        FUZZ_CHECK(m != sentinel && m != NULL && conv_diags_count(d) == 0, "success with diagnostics");
        if (pd.no_finalize) {
            r = conv_module_finalize(m, NULL);
            FUZZ_CHECK(r == CONV_OK || r == CONV_ERR_INVALID_GRAPH, "finalize: %s", conv_result_str(r));
        }
        for (i = 0; i < conv_module_function_count(m); i++) {
            conv_function *f = conv_module_function(m, i);
            bool valid = false;
            if ((conv_function_flags(f) & CONV_FUNCTION_DECLARATION) || !conv_function_is_finalized(f)) {
                FUZZ_CHECK(pd.no_finalize || (conv_function_flags(f) & CONV_FUNCTION_DECLARATION),
                           "@%s is not finalized", conv_function_name(f));
                continue;
            }
            FUZZ_CHECK(conv_verify(f, NULL, NULL, &valid) == CONV_OK, "verify");
            FUZZ_CHECK(valid || pd.no_finalize, "@%s: structured tokens that do not verify", conv_function_name(f));
            if (valid) run_concrete(f, &st);
        }
        round_trip(m, &st);
        conv_module_destroy(m);
    }
    conv_diags_destroy(d);
    free(input);
    FUZZ_CHECK_NO_LEAK(&st);
    return 0;
}
