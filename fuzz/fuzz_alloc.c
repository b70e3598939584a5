/* fuzz_alloc.c - fault injection: allocation failure at the n-th
   allocation of a whole pipeline.

   Build (see fuzz/README.md): make build/fuzz/lf/fuzz_alloc (linked with the
   implementation object build/obj/fuzz/conv.o)

   Input: a scenario byte, a mode byte, two bytes of n (little endian),
   then the scenario's payload:
     scenario % 3 == 0  text: an option byte as in fuzz_text.c, then text;
                        conv_parse, then per function both dominator
                        trees, the cycle hierarchy, conv_verify, and the
                        printer
     scenario % 3 == 1  a CFG as in fuzz_graph.c, built with the builder
                        (module, function, argument, blocks, terminators),
                        finalized, both trees, cycles in both entry modes,
                        printed
     scenario % 3 == 2  a function with token placements as in
                        fuzz_verify.c (vfn_build), then trees, cycles,
                        conv_cycle_heart, conv_token_region_contains on
                        every token/instruction pair, conv_verify, printed
   An empty input does nothing.

   The pipeline first runs with a counting allocator that never fails:
   it makes K allocation calls and a digest (every call's result, the
   printed text, every idom, every cycle, every diagnostic). Then it runs
   again with call number n = 1 + (the two bytes) % K failing:
     mode bit 0 clear: only call n fails. The public call that makes it
       must return CONV_ERR_OUT_OF_MEMORY and leave its out-pointer
       untouched; the harness then retries the same call, and the whole
       run must end with exactly the clean digest: the failed call left
       no partial state behind.
     mode bit 0 set: every call from n on fails. Each public call returns
       its clean result or CONV_ERR_OUT_OF_MEMORY; the pipeline stops at
       the first out-of-memory result.
   Either way the counting allocator must be back to zero after cleanup. */
#include "../conv.h"
#include "fuzz_common.h"

/* Every builder call of vfn_build retries once after an out-of-memory
   result when the single-failure mode is on. */
static conv_result g_last;
static bool g_retry;
static unsigned g_ooms;
#define VFN_STEP(call) \
    ((g_last = (call)) == CONV_ERR_OUT_OF_MEMORY ? (g_ooms++, g_retry ? (g_last = (call)) : g_last) : g_last)
#include "fuzz_verify.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct run {
    test_alloc_state st;
    strbuf digest;
    bool persistent;
    bool stopped; /* persistent mode: an out-of-memory result ended the run */
} run;

static void dig(run *r, const char *s) { strbuf_write(s, strlen(s), &r->digest); }
static void digf(run *r, const char *fmt, unsigned a) {
    char buf[64];
    snprintf(buf, sizeof buf, fmt, a);
    dig(r, buf);
}
/* Records a result; false when the run must stop. */
static bool result(run *r, conv_result res, const char *what) {
    dig(r, what);
    dig(r, "=");
    dig(r, conv_result_str(res));
    dig(r, "\n");
    if (res == CONV_ERR_OUT_OF_MEMORY) {
        FUZZ_CHECK(r->persistent || !g_retry, "%s: out of memory in the retry", what);
        r->stopped = true;
        return false;
    }
    return true;
}

/* A call that takes an out-pointer: on out-of-memory the pointer must be
   untouched, then (single-failure mode) the call is retried. */
#define CALL_OUT(res, call, outp, sentinel, what)                                                 \
    do {                                                                                          \
        (outp) = (sentinel);                                                                      \
        (res) = (call);                                                                           \
        if ((res) != CONV_OK) FUZZ_CHECK((outp) == (sentinel), "%s wrote its out-pointer on failure", what); \
        if ((res) == CONV_ERR_OUT_OF_MEMORY) {                                                    \
            g_ooms++;                                                                             \
            if (g_retry) {                                                                        \
                (outp) = (sentinel);                                                              \
                (res) = (call);                                                                   \
            }                                                                                     \
        }                                                                                         \
    } while (0)

static void dig_diags(run *r, const conv_diags *d) {
    uint32_t i;
    for (i = 0; i < conv_diags_count(d); i++) {
        dig(r, conv_diags_get(d, i)->code);
        dig(r, " ");
        dig(r, conv_diags_get(d, i)->message);
        dig(r, "\n");
    }
}

/* Trees, cycles, hearts, regions and the verifier on one function. */
static void analyses(run *r, const conv_function *f, const vfn *fn) {
    conv_allocator a = test_allocator(&r->st);
    conv_domtree_desc dd;
    conv_cycles_desc cd;
    conv_verify_desc vd;
    conv_domtree *dt = NULL, *pdt = NULL, *sent_t = (conv_domtree *)r;
    conv_cycles *ci = NULL, *ci19 = NULL, *sent_c = (conv_cycles *)r;
    conv_diags *d = NULL, *sent_d = (conv_diags *)r;
    conv_result res;
    uint32_t b, i, nb = conv_function_block_count(f);
    bool valid = false;
    memset(&dd, 0, sizeof dd);
    dd.allocator = a;
    CALL_OUT(res, conv_domtree_build(f, &dd, &dt), dt, sent_t, "conv_domtree_build");
    if (!result(r, res, "domtree")) goto done;
    dd.post = true;
    CALL_OUT(res, conv_domtree_build(f, &dd, &pdt), pdt, sent_t, "conv_domtree_build(post)");
    if (!result(r, res, "postdomtree")) goto done;
    for (b = 0; b < nb; b++) {
        digf(r, " %u", conv_domtree_idom(dt, conv_function_block(f, b)).id);
        digf(r, "/%u", conv_domtree_idom(pdt, conv_function_block(f, b)).id);
    }
    dig(r, "\n");
    memset(&cd, 0, sizeof cd);
    CALL_OUT(res, conv_cycles_build(f, &cd, &ci), ci, sent_c, "conv_cycles_build");
    if (!result(r, res, "cycles")) goto done;
    cd.allocator = a;
    cd.llvm19_unreachable_entries = true;
    CALL_OUT(res, conv_cycles_build(f, &cd, &ci19), ci19, sent_c, "conv_cycles_build(llvm19)");
    if (!result(r, res, "cycles19")) goto done;
    for (i = 0; i < conv_cycles_count(ci); i++) {
        conv_cycle c = conv_cycles_get(ci, i);
        uint32_t n, k;
        const conv_block *list = conv_cycle_blocks(ci, c, &n);
        digf(r, "cycle p%u:", conv_cycle_parent(ci, c).id);
        for (k = 0; k < n; k++) digf(r, " %u", list[k].id);
        list = conv_cycle_entries(ci19, conv_cycles_get(ci19, i), &n);
        dig(r, " entries19");
        for (k = 0; k < n; k++) digf(r, " %u", list[k].id);
        digf(r, " heart %u\n", conv_cycle_heart(f, ci, c).id);
    }
    if (fn) {
        /* regions: every token definition against every instruction */
        unsigned t, bb, k;
        for (t = 0; t + 1 < fn->ntokens; t++) {
            if (!fn->tokens[t].intrinsic) continue;
            for (bb = 0; bb < fn->cfg.n; bb++)
                for (k = 0; k < fn->ninst[bb]; k++) {
                    bool in = false;
                    res = conv_token_region_contains(f, dt, fn->token_value[t], fn->value[bb][k], &in);
                    if (res == CONV_ERR_OUT_OF_MEMORY) {
                        g_ooms++;
                        if (g_retry) res = conv_token_region_contains(f, dt, fn->token_value[t], fn->value[bb][k], &in);
                    }
                    if (!result(r, res, "region")) goto done;
                    dig(r, in ? "1" : "0");
                }
        }
        dig(r, "\n");
    }
    CALL_OUT(res, conv_diags_create(&a, &d), d, sent_d, "conv_diags_create");
    if (!result(r, res, "diags")) goto done;
    memset(&vd, 0, sizeof vd);
    vd.allocator = a;
    res = conv_verify(f, &vd, d, &valid);
    if (res == CONV_ERR_OUT_OF_MEMORY) {
        g_ooms++;
        if (g_retry) {
            conv_diags_clear(d);
            res = conv_verify(f, &vd, d, &valid);
        }
    }
    if (!result(r, res, "verify")) goto done;
    dig(r, valid ? "valid\n" : "invalid\n");
    dig_diags(r, d);
done:
    if (d != sent_d) conv_diags_destroy(d);
    if (ci19 != sent_c) conv_cycles_free(ci19);
    if (ci != sent_c) conv_cycles_free(ci);
    if (pdt != sent_t) conv_domtree_free(pdt);
    if (dt != sent_t) conv_domtree_free(dt);
}

static void print_module(run *r, const conv_module *m) {
    strbuf t;
    conv_result res = fuzz_print_module(m, &t);
    if (res == CONV_ERR_OUT_OF_MEMORY) {
        g_ooms++;
        if (g_retry) {
            strbuf_free(&t);
            res = fuzz_print_module(m, &t);
        }
    }
    if (result(r, res, "print")) strbuf_write(t.p, t.n, &r->digest);
    strbuf_free(&t);
}

static void scenario_text(run *r, const uint8_t *p, size_t n) {
    conv_parse_desc pd;
    conv_diags *d = NULL, *sent_d = (conv_diags *)r;
    conv_module *m = NULL, *sent_m = (conv_module *)r;
    conv_result res;
    uint32_t i;
    uint8_t opt = n ? p[0] : 0;
    const char *text = n ? (const char *)p + 1 : "";
    size_t len = n ? n - 1u : 0u;
    memset(&pd, 0, sizeof pd);
    pd.allocator = test_allocator(&r->st);
    pd.format = (opt & 1u) ? CONV_FORMAT_LLVM : CONV_FORMAT_NATIVE;
    pd.target = (opt & 4u) ? CONV_TARGET_AMDGCN : CONV_TARGET_DEFAULT;
    CALL_OUT(res, conv_diags_create(&pd.allocator, &d), d, sent_d, "conv_diags_create");
    if (!result(r, res, "diags")) return;
    m = sent_m;
    res = conv_parse(text, len, &pd, d, &m);
    if (res != CONV_OK) FUZZ_CHECK(m == sent_m, "conv_parse wrote its out-pointer on failure");
    if (res == CONV_ERR_OUT_OF_MEMORY) {
        g_ooms++;
        if (g_retry) {
            conv_diags_clear(d);
            res = conv_parse(text, len, &pd, d, &m);
        }
    }
    if (result(r, res, "parse")) {
        dig_diags(r, d);
        if (res == CONV_OK) {
            for (i = 0; i < conv_module_function_count(m) && !r->stopped; i++) {
                const conv_function *f = conv_module_function(m, i);
                if (conv_function_flags(f) & CONV_FUNCTION_DECLARATION) continue;
                analyses(r, f, NULL);
            }
            if (!r->stopped) print_module(r, m);
        }
    }
    if (m != sent_m) conv_module_destroy(m);
    conv_diags_destroy(d);
}

static void scenario_graph(run *r, const uint8_t *p, size_t n) {
    fuzz_reader rd;
    rcfg g;
    conv_module_desc md;
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_function_desc fd;
    conv_block blocks[FCFG_MAX_BLOCKS];
    conv_value cond, no_value = {0};
    unsigned b;
    rd.p = p;
    rd.n = n;
    fcfg_decode(&g, &rd, FCFG_MAX_BLOCKS);
    memset(&md, 0, sizeof md);
    md.allocator = test_allocator(&r->st);
    if (!result(r, VFN_STEP(conv_module_create(&md, &m)), "module")) return;
    memset(&fd, 0, sizeof fd);
    fd.name = "f";
    if (!result(r, VFN_STEP(conv_module_add_function(m, &fd, &f)), "function")) goto done;
    if (!result(r, VFN_STEP(conv_function_add_argument(f, "%c", CONV_FLAG_DIVERGENCE_SOURCE, &cond)), "argument"))
        goto done;
    for (b = 0; b < g.n; b++) {
        char name[16];
        snprintf(name, sizeof name, "b%u", b);
        if (!result(r, VFN_STEP(conv_function_add_block(f, name, &blocks[b])), "block")) goto done;
    }
    for (b = 0; b < g.n; b++) {
        uint32_t nv = conv_function_value_count(f);
        conv_result res = rcfg_add_terminator(&g, b, f, blocks, cond, no_value, NULL);
        if (res == CONV_ERR_OUT_OF_MEMORY) {
            FUZZ_CHECK(conv_function_value_count(f) == nv, "a failed add_inst left a value behind");
            g_ooms++;
            if (g_retry) res = rcfg_add_terminator(&g, b, f, blocks, cond, no_value, NULL);
        }
        if (!result(r, res, "terminator")) goto done;
    }
    {
        conv_result res = conv_function_finalize(f, NULL);
        if (res == CONV_ERR_OUT_OF_MEMORY) {
            FUZZ_CHECK(!conv_function_is_finalized(f), "a failed finalize left the function finalized");
            g_ooms++;
            if (g_retry) res = conv_function_finalize(f, NULL);
        }
        if (!result(r, res, "finalize")) goto done;
    }
    analyses(r, f, NULL);
    if (!r->stopped) print_module(r, m);
done:
    conv_module_destroy(m);
}

static void scenario_verify(run *r, const uint8_t *p, size_t n) {
    fuzz_reader rd;
    vfn fn;
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_result res;
    rd.p = p;
    rd.n = n;
    vfn_decode(&fn, &rd);
    res = vfn_build(&fn, &r->st, &m, &f);
    if (!result(r, res, "build")) return;
    analyses(r, f, &fn);
    if (!r->stopped) print_module(r, m);
    conv_module_destroy(m);
}

static void run_pipeline(run *r, unsigned scenario, const uint8_t *p, size_t n) {
    g_ooms = 0;
    switch (scenario) {
    case 0: scenario_text(r, p, n); break;
    case 1: scenario_graph(r, p, n); break;
    default: scenario_verify(r, p, n); break;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fuzz_reader rd;
    unsigned scenario, mode, nbytes;
    run clean, faulty;
    const uint8_t *payload;
    size_t plen;
    if (size == 0 || size > FUZZ_MAX_INPUT) return 0;
    rd.p = data;
    rd.n = size;
    scenario = fuzz_u8(&rd) % 3u;
    mode = fuzz_u8(&rd);
    nbytes = fuzz_u16(&rd);
    payload = rd.p;
    plen = rd.n;

    memset(&clean, 0, sizeof clean);
    g_retry = false;
    run_pipeline(&clean, scenario, payload, plen);
    FUZZ_CHECK(g_ooms == 0 && !clean.stopped, "out of memory without a failing allocator");
    FUZZ_CHECK_NO_LEAK(&clean.st);
    if (clean.st.calls == 0) {
        strbuf_free(&clean.digest);
        return 0;
    }

    memset(&faulty, 0, sizeof faulty);
    faulty.persistent = (mode & 1u) != 0;
    faulty.st.fail_at = 1 + (long)(nbytes % (unsigned long)clean.st.calls);
    faulty.st.fail_after = faulty.persistent;
    g_retry = !faulty.persistent;
    run_pipeline(&faulty, scenario, payload, plen);
    FUZZ_CHECK_NO_LEAK(&faulty.st);
    FUZZ_CHECK(faulty.st.failures >= 1, "allocation %ld of %ld never happened", faulty.st.fail_at, clean.st.calls);
    if (!faulty.persistent) {
        FUZZ_CHECK(faulty.st.failures == 1, "%ld failures in single mode", faulty.st.failures);
        FUZZ_CHECK(g_ooms <= 1, "%u out-of-memory results for one failed allocation", g_ooms);
        FUZZ_CHECK(faulty.digest.n == clean.digest.n && memcmp(faulty.digest.p, clean.digest.p, clean.digest.n) == 0,
                   "failing allocation %ld of %ld (then retrying) changed the outcome:\n%s\n--- clean:\n%s",
                   faulty.st.fail_at, clean.st.calls, faulty.digest.p, clean.digest.p);
    } else {
        /* every recorded result matches the clean run up to the first
           out-of-memory result, which ends the run */
        const char *a = faulty.digest.p ? faulty.digest.p : "", *b = clean.digest.p ? clean.digest.p : "";
        const char *oom = strstr(a, "=out of memory\n");
        size_t prefix = oom ? (size_t)(oom - a) : strlen(a);
        const char *line = oom;
        while (line && line > a && line[-1] != '\n') line--;
        if (line) prefix = (size_t)(line - a);
        FUZZ_CHECK(strncmp(a, b, prefix) == 0, "persistent failure from allocation %ld: results differ before the "
                   "first out-of-memory:\n%s\n--- clean:\n%s", faulty.st.fail_at, a, b);
    }
    strbuf_free(&clean.digest);
    strbuf_free(&faulty.digest);
    return 0;
}
