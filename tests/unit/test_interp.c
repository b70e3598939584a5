/* The reference interpreter (conv_interp_*): the thread tables of LLVM's
   ConvergentOperations.rst (seed 000 is its translation) and
   ConvergenceAndUniformity.rst, the two-thread ballot traces of the llvm-dev
   RFC of seed 004, and the API promises of conv.h's "semantics" section.

   Method. Every program is written in the native format with its blocks
   named as in the document. A thread table gives each thread's path as a
   list of blocks; the value_fn hook forces every two-way branch condition
   so that each thread follows its path (the k-th visit of block X by a
   thread takes the successor that follows the k-th X of its path). Each
   test then asserts
     (a) the path: the blocks of the terminator instances a thread took
         part in, in order, are exactly its path;
     (b) the convergence: for an instruction X and every thread, the exact
         set of threads of each dynamic instance of X it executed, in the
         thread's execution order. Written "{0,1} {0} | {0,1}": thread 0
         executed X twice, first with thread 1, then alone; thread 1 once.
         (Threads are numbered from 0; the documents' Thread 1 is thread 0.)
   Every expected set and value below is worked out by hand from the
   documents' rules (maximal convergence: same iteration of every enclosing
   cycle, counted by header executions since entering it; tokens: the
   dynamic rules of entry, loop and anchor) and explained next to it; none
   is copied from the interpreter's output.

   Usage: test_interp [--quick]   (--quick runs fewer anchor seeds) */
#include "../../conv.h"
#include "../support/check.h"

#define MAXT 16u  /* threads a path table may describe */
#define MAXP 64u  /* blocks per path */

static bool quick_mode = false;

/* ------------------------------------------------------------ helpers --- */

static conv_module *parse_text(const char *label, const char *text) {
    conv_module *m = NULL;
    conv_diags *d = NULL;
    conv_result r;
    conv_diags_create(NULL, &d);
    r = conv_parse(text, strlen(text), NULL, d, &m);
    CHECK_MSG(r == CONV_OK, "%s: parse failed: %s", label, conv_result_str(r));
    if (r != CONV_OK) {
        uint32_t i;
        for (i = 0; i < conv_diags_count(d); i++) {
            char buf[512];
            conv_diags_format(d, i, buf, sizeof buf);
            fprintf(stderr, "  %s\n", buf);
        }
        m = NULL;
    }
    conv_diags_destroy(d);
    return m;
}

static bool diags_have(const conv_diags *d, const char *code) {
    uint32_t i;
    for (i = 0; i < conv_diags_count(d); i++)
        if (strcmp(conv_diags_get(d, i)->code, code) == 0) return true;
    return false;
}

/* The programs of the documents must be valid by conv_verify (or, for the
   documents' "incorrect" examples, invalid): a precondition that keeps a
   verifier question apart from an interpreter one. */
static void expect_valid(const char *label, const conv_function *f, bool valid_expected) {
    conv_diags *d = NULL;
    bool valid = false;
    conv_diags_create(NULL, &d);
    CHECK_RESULT(conv_verify(f, NULL, d, &valid), CONV_OK);
    CHECK_MSG(valid == valid_expected, "%s: conv_verify says valid=%d", label, valid);
    if (valid != valid_expected) {
        uint32_t i;
        for (i = 0; i < conv_diags_count(d); i++) {
            char buf[512];
            conv_diags_format(d, i, buf, sizeof buf);
            fprintf(stderr, "  %s\n", buf);
        }
    }
    conv_diags_destroy(d);
}

/* A value forced by name, for one thread (or every thread: -1) and one
   occurrence (or every occurrence: -1). */
typedef struct forced {
    const char *name;
    int thread;
    int occurrence;
    int64_t value;
} forced;

typedef struct force_ctx {
    const conv_function *f;
    uint32_t path_threads;
    conv_block path[MAXT][MAXP];
    uint32_t len[MAXT];
    const forced *extra;
    uint32_t extra_count;
    bool deviated;  /* a thread left its path: the table was not followed */
    unsigned long calls;
} force_ctx;

static void force_init(force_ctx *c, const conv_function *f) {
    memset(c, 0, sizeof *c);
    c->f = f;
}

/* paths[t] = "A B C": thread t's blocks, as in the documents' tables. */
static void force_paths(force_ctx *c, const char *const *paths, uint32_t threads) {
    uint32_t t;
    c->path_threads = threads;
    for (t = 0; t < threads && t < MAXT; t++) {
        const char *p = paths[t];
        c->len[t] = 0;
        while (*p) {
            char name[64];
            size_t n = 0;
            conv_block b;
            while (*p == ' ') p++;
            if (!*p) break;
            while (*p && *p != ' ' && n + 1 < sizeof name) name[n++] = *p++;
            name[n] = '\0';
            b = conv_function_find_block(c->f, name);
            CHECK_MSG(conv_block_valid(b), "path block '%s' does not exist", name);
            if (c->len[t] < MAXP) c->path[t][c->len[t]++] = b;
        }
    }
}

static bool force_value(void *user, const conv_function *f, conv_value v, uint32_t thread, uint32_t occurrence,
                        int64_t *value) {
    force_ctx *c = (force_ctx *)user;
    const char *name = conv_value_name(f, v);
    uint32_t i;
    c->calls++;
    for (i = 0; i < c->extra_count; i++) {
        const forced *e = &c->extra[i];
        if (name && strcmp(name, e->name) == 0 && (e->thread < 0 || (uint32_t)e->thread == thread) &&
            (e->occurrence < 0 || (uint32_t)e->occurrence == occurrence)) {
            *value = e->value;
            return true;
        }
    }
    if (thread < c->path_threads && thread < MAXT && c->len[thread] > 0) {
        conv_block b = conv_value_block(f, v);
        if (conv_block_valid(b)) {
            conv_value term = conv_block_terminator(f, b);
            uint32_t nops = 0, nsucc = 0, k, seen = 0;
            const conv_value *ops = conv_value_operands(f, term, &nops);
            const conv_block *succ = conv_value_successors(f, term, &nsucc);
            if (conv_value_kind(f, term) == CONV_KIND_BRANCH && nops == 1 && ops[0].id == v.id && nsucc == 2) {
                for (k = 0; k + 1 < c->len[thread]; k++) {
                    if (c->path[thread][k].id != b.id) continue;
                    if (seen++ != occurrence) continue;
                    if (c->path[thread][k + 1].id == succ[0].id) {
                        *value = 1;
                        return true;
                    }
                    if (c->path[thread][k + 1].id == succ[1].id) {
                        *value = 0;
                        return true;
                    }
                    break;
                }
                c->deviated = true;
            }
        }
    }
    return false;
}

static bool inst_has(const conv_interp_instance *in, uint32_t thread) {
    uint32_t i;
    for (i = 0; i < in->thread_count; i++)
        if (in->threads[i] == thread) return true;
    return false;
}

static uint32_t inst_pos(const conv_interp_instance *in, uint32_t thread) {
    uint32_t i;
    for (i = 0; i < in->thread_count; i++)
        if (in->threads[i] == thread) return i;
    return UINT32_MAX;
}

static uint64_t inst_mask(const conv_interp_instance *in) {
    uint64_t m = 0;
    uint32_t i;
    for (i = 0; i < in->thread_count; i++)
        if (in->threads[i] < 64) m |= (uint64_t)1 << in->threads[i];
    return m;
}

/* What every run must satisfy whatever the program: thread lists ascending
   and in range, one wave per instance (wave = thread / wave_size), values
   where conv.h promises them, kinds matching the instruction. */
static void check_run_shape(const char *label, const conv_function *f, const conv_interp *run) {
    uint32_t n = conv_interp_instance_count(run), i, j;
    uint32_t threads = conv_interp_thread_count(run), ws = conv_interp_wave_size(run);
    uint32_t last_wave = 0;
    bool ok = true;
    conv_interp_instance in;
    CHECK_MSG(ws > 0, "%s: wave size 0", label);
    if (ws == 0) return;
    for (i = 0; i < n && ok; i++) {
        conv_kind k;
        bool term, conv;
        if (!conv_interp_get(run, i, &in)) {
            CHECK_MSG(false, "%s: conv_interp_get(%u) failed", label, i);
            return;
        }
        k = conv_value_kind(f, in.inst);
        term = conv_kind_is_terminator(k);
        conv = k == CONV_KIND_ENTRY || k == CONV_KIND_LOOP || k == CONV_KIND_ANCHOR ||
               (!term && (conv_value_flags(f, in.inst) & CONV_FLAG_CONVERGENT) != 0);
        if (in.thread_count == 0 || in.threads == NULL) ok = false;
        for (j = 0; ok && j < in.thread_count; j++) {
            if (in.threads[j] >= threads || (j > 0 && in.threads[j] <= in.threads[j - 1])) ok = false;
            if (ok && in.threads[j] / ws != in.wave) ok = false;
        }
        if (in.block.id != conv_value_block(f, in.inst).id) ok = false;
        if (term && in.kind != CONV_INSTANCE_BRANCH) ok = false;
        if (!term && conv && in.kind != CONV_INSTANCE_CONVERGENT) ok = false;
        if (!term && !conv && in.kind != CONV_INSTANCE_VALUE) ok = false;
        if (in.kind == CONV_INSTANCE_VALUE && in.values == NULL) ok = false;
        if (in.kind == CONV_INSTANCE_BRANCH && k != CONV_KIND_RETURN && k != CONV_KIND_UNREACHABLE &&
            in.values == NULL)
            ok = false;
        if (in.wave < last_wave) ok = false; /* listed by wave */
        last_wave = in.wave;
        CHECK_MSG(ok, "%s: instance %u (%s in %s) is malformed", label, i,
                  conv_value_name(f, in.inst) ? conv_value_name(f, in.inst) : conv_kind_str(k),
                  conv_block_name(f, in.block));
    }
    CHECK_MSG(!conv_interp_get(run, n, &in), "%s: conv_interp_get past the end", label);
}

static conv_interp *run_fn(const char *label, const conv_function *f, uint32_t threads, uint32_t wave_size,
                           force_ctx *fc, conv_anchor_mode anchors, uint64_t seed) {
    conv_interp_desc desc;
    conv_interp *run = NULL;
    conv_diags *d = NULL;
    conv_result r;
    memset(&desc, 0, sizeof desc);
    desc.threads = threads;
    desc.wave_size = wave_size;
    desc.anchors = anchors;
    desc.seed = seed;
    if (fc) {
        desc.value_fn = force_value;
        desc.user = fc;
        fc->deviated = false;
    }
    conv_diags_create(NULL, &d);
    r = conv_interp_run(f, &desc, d, &run);
    CHECK_MSG(r == CONV_OK, "%s: conv_interp_run: %s", label, conv_result_str(r));
    if (r != CONV_OK) {
        uint32_t i;
        for (i = 0; i < conv_diags_count(d); i++) {
            char buf[512];
            conv_diags_format(d, i, buf, sizeof buf);
            fprintf(stderr, "  %s\n", buf);
        }
        conv_diags_destroy(d);
        return NULL;
    }
    conv_diags_destroy(d);
    CHECK_MSG(conv_interp_thread_count(run) == threads, "%s: %u threads", label, conv_interp_thread_count(run));
    if (fc) CHECK_MSG(!fc->deviated, "%s: a thread left the path of the table", label);
    check_run_shape(label, f, run);
    return run;
}

/* "%x": the value; "B": the terminator of block B; "B#k": B's k-th
   instruction (0-based). */
static conv_value resolve(const conv_function *f, const char *spec) {
    conv_value none = {0};
    if (spec[0] == '%') return conv_function_find_value(f, spec);
    {
        char name[64];
        const char *hash = strchr(spec, '#');
        size_t n = hash ? (size_t)(hash - spec) : strlen(spec);
        conv_block b;
        if (n >= sizeof name) return none;
        memcpy(name, spec, n);
        name[n] = '\0';
        b = conv_function_find_block(f, name);
        if (!conv_block_valid(b)) return none;
        if (!hash) return conv_block_terminator(f, b);
        {
            uint32_t count = 0, k = (uint32_t)atoi(hash + 1);
            const conv_value *insts = conv_block_insts(f, b, &count);
            return k < count ? insts[k] : none;
        }
    }
}

static void strip_spaces(const char *in, char *out, size_t cap) {
    size_t n = 0;
    for (; *in && n + 1 < cap; in++)
        if (*in != ' ') out[n++] = *in;
    out[n] = '\0';
}

/* Tokens separated by single spaces ('|' is a token of its own). */
static void normalize(const char *in, char *out, size_t cap) {
    size_t n = 0;
    bool space = false;
    for (; *in && n + 3 < cap; in++) {
        if (*in == ' ') {
            space = n > 0;
            continue;
        }
        if (*in == '|') {
            if (n > 0) out[n++] = ' ';
            out[n++] = '|';
            space = true;
            continue;
        }
        if (space) out[n++] = ' ';
        space = false;
        out[n++] = *in;
    }
    out[n] = '\0';
}

static void append(char *buf, size_t cap, const char *s) {
    size_t n = strlen(buf);
    while (*s && n + 1 < cap) buf[n++] = *s++;
    buf[n] = '\0';
}

/* (a) every thread's blocks, from the terminator instances it took part
   in, are exactly its path. */
static void check_paths(const char *label, const conv_function *f, const conv_interp *run, const char *const *paths,
                        uint32_t threads) {
    uint32_t t, i, n = conv_interp_instance_count(run);
    conv_interp_instance in;
    for (t = 0; t < threads; t++) {
        char got[2048] = "", want[2048] = "", got_s[2048], want_s[2048];
        conv_value last = {0};
        int64_t last_succ = 0;
        for (i = 0; i < n; i++) {
            if (!conv_interp_get(run, i, &in) || in.kind != CONV_INSTANCE_BRANCH || !inst_has(&in, t)) continue;
            if (got[0]) append(got, sizeof got, " ");
            append(got, sizeof got, conv_block_name(f, in.block));
            last = in.inst;
            last_succ = in.values ? in.values[inst_pos(&in, t)] : -1;
        }
        /* the block a thread returns from: the successor its last branch
           took when the return itself is not listed (conv.h promises every
           terminator; test_terminators checks that separately) */
        if (conv_value_valid(last) && conv_interp_thread_finished(run, t)) {
            conv_kind k = conv_value_kind(f, last);
            if (k == CONV_KIND_BRANCH || k == CONV_KIND_SWITCH) {
                uint32_t ns = 0;
                const conv_block *succ = conv_value_successors(f, last, &ns);
                if (last_succ >= 0 && (uint64_t)last_succ < ns) {
                    append(got, sizeof got, " ");
                    append(got, sizeof got, conv_block_name(f, succ[last_succ]));
                }
            }
        }
        append(want, sizeof want, paths[t]);
        strip_spaces(got, got_s, sizeof got_s);
        strip_spaces(want, want_s, sizeof want_s);
        CHECK_MSG(strcmp(got_s, want_s) == 0, "%s: thread %u took [%s], the table says [%s]", label, t, got,
                  want);
    }
}

static void format_set(char *buf, size_t cap, uint64_t mask) {
    uint32_t t;
    bool first = true;
    append(buf, cap, "{");
    for (t = 0; t < 64; t++) {
        char num[8];
        if (!(mask >> t & 1u)) continue;
        snprintf(num, sizeof num, "%s%u", first ? "" : ",", t);
        append(buf, cap, num);
        first = false;
    }
    append(buf, cap, "}");
}

/* (b) for each thread, the thread sets of the instances of `spec` it took
   part in, in its execution order; threads separated by '|'. */
static void check_groups(const char *label, const conv_function *f, const conv_interp *run, const char *spec,
                         uint32_t threads, const char *expected) {
    conv_value v = resolve(f, spec);
    uint32_t t, i, n = conv_interp_instance_count(run);
    char got[4096] = "", got_s[4096], want_s[4096];
    conv_interp_instance in;
    CHECK_MSG(conv_value_valid(v), "%s: no instruction '%s'", label, spec);
    if (!conv_value_valid(v)) return;
    for (t = 0; t < threads; t++) {
        if (t) append(got, sizeof got, " | ");
        for (i = 0; i < n; i++) {
            if (!conv_interp_get(run, i, &in) || in.inst.id != v.id || !inst_has(&in, t)) continue;
            format_set(got, sizeof got, inst_mask(&in));
            append(got, sizeof got, " ");
        }
    }
    strip_spaces(got, got_s, sizeof got_s);
    strip_spaces(expected, want_s, sizeof want_s);
    CHECK_MSG(strcmp(got_s, want_s) == 0, "%s: %s converged as [%s], expected [%s]", label, spec, got, expected);
}

/* For each thread, the values it computed at `spec`, in order (decimal). */
static void check_values(const char *label, const conv_function *f, const conv_interp *run, const char *spec,
                         uint32_t threads, const char *expected) {
    conv_value v = resolve(f, spec);
    uint32_t t, i, n = conv_interp_instance_count(run);
    char got[4096] = "", got_s[4096], want_s[4096];
    conv_interp_instance in;
    CHECK_MSG(conv_value_valid(v), "%s: no instruction '%s'", label, spec);
    if (!conv_value_valid(v)) return;
    for (t = 0; t < threads; t++) {
        if (t) append(got, sizeof got, " | ");
        for (i = 0; i < n; i++) {
            char num[32];
            if (!conv_interp_get(run, i, &in) || in.inst.id != v.id || !inst_has(&in, t)) continue;
            if (in.values == NULL) {
                append(got, sizeof got, "null ");
                continue;
            }
            snprintf(num, sizeof num, "%lld ", (long long)in.values[inst_pos(&in, t)]);
            append(got, sizeof got, num);
        }
    }
    normalize(got, got_s, sizeof got_s);
    normalize(expected, want_s, sizeof want_s);
    CHECK_MSG(strcmp(got_s, want_s) == 0, "%s: %s computed [%s], expected [%s]", label, spec, got_s, want_s);
}

/* The value thread t computed at its k-th execution of `spec`. */
static bool value_at(const conv_function *f, const conv_interp *run, const char *spec, uint32_t t, uint32_t k,
                     int64_t *out) {
    conv_value v = resolve(f, spec);
    uint32_t i, n = conv_interp_instance_count(run), seen = 0;
    conv_interp_instance in;
    for (i = 0; i < n; i++) {
        if (!conv_interp_get(run, i, &in) || in.inst.id != v.id || !inst_has(&in, t)) continue;
        if (seen++ != k) continue;
        if (in.values == NULL) return false;
        *out = in.values[inst_pos(&in, t)];
        return true;
    }
    return false;
}

/* The index of the instance of thread t's k-th execution of `spec`. */
static uint32_t instance_of(const conv_function *f, const conv_interp *run, const char *spec, uint32_t t,
                            uint32_t k) {
    conv_value v = resolve(f, spec);
    uint32_t i, n = conv_interp_instance_count(run), seen = 0;
    conv_interp_instance in;
    for (i = 0; i < n; i++) {
        if (!conv_interp_get(run, i, &in) || in.inst.id != v.id || !inst_has(&in, t)) continue;
        if (seen++ == k) return i;
    }
    return UINT32_MAX;
}

static uint32_t instance_count_of(const conv_function *f, const conv_interp *run, const char *spec) {
    conv_value v = resolve(f, spec);
    uint32_t i, n = conv_interp_instance_count(run), c = 0;
    conv_interp_instance in;
    for (i = 0; i < n; i++)
        if (conv_interp_get(run, i, &in) && in.inst.id == v.id) c++;
    return c;
}

/* The cycle hierarchy a table assumes, e.g. the header of the top-level
   cycle and of its only child ("" = none). */
static void check_hierarchy(const char *label, const conv_function *f, const char *outer, const char *inner) {
    conv_cycles *cy = NULL;
    uint32_t count = 0, nchild = 0;
    const conv_cycle *top, *kids;
    CHECK_RESULT(conv_cycles_build(f, NULL, &cy), CONV_OK);
    if (!cy) return;
    top = conv_cycles_top_level(cy, &count);
    CHECK_MSG(count == 1, "%s: %u top-level cycles", label, count);
    if (count == 1) {
        CHECK_STR(conv_block_name(f, conv_cycle_header(cy, top[0])), outer);
        kids = conv_cycle_children(cy, top[0], &nchild);
        if (inner[0]) {
            CHECK_MSG(nchild == 1, "%s: %u child cycles", label, nchild);
            if (nchild == 1) CHECK_STR(conv_block_name(f, conv_cycle_header(cy, kids[0])), inner);
        } else {
            CHECK_MSG(nchild == 0, "%s: %u child cycles", label, nchild);
        }
    }
    conv_cycles_free(cy);
}

/* One table: parse, verify, force the paths, run one wave, check paths. */
typedef struct table_run {
    conv_module *m;
    conv_function *f;
    conv_interp *run;
    force_ctx fc;
} table_run;

static bool table_start(table_run *tr, const char *label, const char *text, const char *const *paths,
                        uint32_t threads, const forced *extra, uint32_t extra_count, conv_anchor_mode anchors,
                        uint64_t seed) {
    memset(tr, 0, sizeof *tr);
    tr->m = parse_text(label, text);
    if (!tr->m) return false;
    tr->f = conv_module_function(tr->m, 0);
    expect_valid(label, tr->f, true);
    force_init(&tr->fc, tr->f);
    if (paths) force_paths(&tr->fc, paths, threads);
    tr->fc.extra = extra;
    tr->fc.extra_count = extra_count;
    tr->run = run_fn(label, tr->f, threads, 0, &tr->fc, anchors, seed);
    if (!tr->run) {
        conv_module_destroy(tr->m);
        tr->m = NULL;
        return false;
    }
    CHECK_MSG(conv_interp_finished(tr->run), "%s: did not finish", label);
    if (paths) check_paths(label, tr->f, tr->run, paths, threads);
    return true;
}

static void table_end(table_run *tr) {
    conv_interp_free(tr->run);
    conv_module_destroy(tr->m);
    memset(tr, 0, sizeof *tr);
}

/* ======================= ConvergenceAndUniformity.rst ==================== */

/* "Threads and Dynamic Instances" / "Maximal Convergence": the natural loop
   (figure convergence-natural-loop) with Entry, header H, B, latch L and
   Exit. Thread 1: Entry H1 B1 L1 H3 L3 Exit; Thread 2: Entry H2 L2 H4 B2 L4
   H5 B3 L5 Exit. The document: Entry1 ~ Entry2, H1 ~ H2, H3 ~ H4, L1 ~ L2,
   L3 ~ L4; B1 !~ B2 (due to H4), H3 !~ H5, L3 !~ L5. So per iteration of H:
   iterations 1 and 2 hold both threads, iteration 3 thread 2 alone; B runs
   in iteration 1 for thread 0 and iterations 2, 3 for thread 1, never
   together. Exit is in no cycle: converged. */
static const char natural_loop[] =
    "func @natural() {\n"
    "Entry:\n  br H\n"
    "H:\n  %c.H = cond\n  br %c.H, B, L\n"
    "B:\n  br L\n"
    "L:\n  %c.L = cond\n  br %c.L, H, Exit\n"
    "Exit:\n  ret\n"
    "}\n";

static void test_cu_natural_loop(void) {
    static const char *const paths[] = {"Entry H B L H L Exit", "Entry H L H B L H B L Exit"};
    table_run tr;
    const char *L = "CU natural loop";
    if (!table_start(&tr, L, natural_loop, paths, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_hierarchy(L, tr.f, "H", "");
    check_groups(L, tr.f, tr.run, "Entry", 2, "{0,1} | {0,1}");
    check_groups(L, tr.f, tr.run, "H", 2, "{0,1} {0,1} | {0,1} {0,1} {1}");
    check_groups(L, tr.f, tr.run, "%c.H", 2, "{0,1} {0,1} | {0,1} {0,1} {1}");
    check_groups(L, tr.f, tr.run, "B", 2, "{0} | {1} {1}");
    check_groups(L, tr.f, tr.run, "L", 2, "{0,1} {0,1} | {0,1} {0,1} {1}");
    /* the branch of H in iteration 1: thread 0 to B (successor 0), thread
       1 to L (successor 1); the forced condition values are 1 and 0 */
    check_values(L, tr.f, tr.run, "H", 2, "0 1 | 1 0 0");
    check_values(L, tr.f, tr.run, "%c.H", 2, "1 0 | 0 1 1");
    table_end(&tr);
}

/* conv.h: the interpreter "records, for every dynamic instance of every
   instruction, which threads executed it converged", and kind BRANCH is
   "a terminator" (issue 5: one entry "of every terminator"): a `ret` is a
   terminator, so every finished thread's last terminator instance is its
   return. The natural-loop table's Exit (in no cycle) is one instance of
   both threads. */
static void test_terminators(void) {
    static const char *const paths[] = {"Entry H B L H L Exit", "Entry H L H B L H B L Exit"};
    table_run tr;
    uint32_t t;
    if (!table_start(&tr, "terminators", natural_loop, paths, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    for (t = 0; t < 2; t++) {
        uint32_t i, n = conv_interp_instance_count(tr.run), last = UINT32_MAX;
        conv_interp_instance in;
        for (i = 0; i < n; i++)
            if (conv_interp_get(tr.run, i, &in) && in.kind == CONV_INSTANCE_BRANCH && inst_has(&in, t)) last = i;
        CHECK_MSG(last != UINT32_MAX && conv_interp_get(tr.run, last, &in) &&
                      conv_value_kind(tr.f, in.inst) == CONV_KIND_RETURN,
                  "terminators: thread %u's return is not recorded", t);
    }
    check_groups("terminators", tr.f, tr.run, "Exit", 2, "{0,1} | {0,1}");
    table_end(&tr);
}

/* The irreducible figures of ConvergenceAndUniformity.rst all share one
   CFG: the closed path P -> Q -> R -> S -> P with entries P and R (from
   Entry), the divergent branch Q with the diverged paths Q -> R -> S and
   Q -> S, and the exit from S. Which of P and R heads the cycle depends on
   the depth-first order: conv visits successors last to first, so Entry's
   successor order picks the header.
     irr_r: Entry -> (P, R): R is reached first and heads the cycle; inside
            it, P -> Q -> S -> P is a child cycle whose header is S (reached
            from R before P is).
     irr_p: Entry -> (R, P): P heads the cycle and no child cycle exists
            (without the back edge S -> P the rest is acyclic). */
static const char irr_r[] =
    "func @irr_r() {\n"
    "Entry:\n  %c.Entry = cond\n  br %c.Entry, P, R\n"
    "P:\n  br Q\n"
    "Q:\n  %c.Q = cond\n  br %c.Q, S, R\n"
    "R:\n  br S\n"
    "S:\n  %c.S = cond\n  br %c.S, P, Exit\n"
    "Exit:\n  ret\n"
    "}\n";
static const char irr_p[] =
    "func @irr_p() {\n"
    "Entry:\n  %c.Entry = cond\n  br %c.Entry, R, P\n"
    "P:\n  br Q\n"
    "Q:\n  %c.Q = cond\n  br %c.Q, S, R\n"
    "R:\n  br S\n"
    "S:\n  %c.S = cond\n  br %c.S, P, Exit\n"
    "Exit:\n  ret\n"
    "}\n";

/* "Dependence on Cycle Headers", example (figure
   convergence-both-diverged-nested): nested irreducible cycles with headers
   R (outer) and S (inner); Entry and Q branch divergently.
     Thread1: Entry P1 Q1 S1 P3 Q3 R1 S2 Exit
     Thread2: Entry P2 Q2 R2 S3 Exit
     Thread3: Entry R3 S4 Exit
   Columns: P1~P2, Q1~Q2, R1~R2~R3, S2~S3~S4; "P2 and P3 are not converged
   due to S1", "Q2 and Q3 ... due to S1", "S1 and S3 ... due to R2", "S1 and
   S4 ... due to R3". By iteration counts (R count, S count): P1, P2 are
   (0,0); P3 is (0,1) after S1; R is reached by all three before any other
   R; each thread re-enters the inner cycle at S right after R, so S2, S3,
   S4 are (1,1) while S1 is (0,1). */
static void test_cu_nested_irreducible(void) {
    static const char *const paths[] = {"Entry P Q S P Q R S Exit", "Entry P Q R S Exit", "Entry R S Exit"};
    table_run tr;
    const char *L = "CU nested irreducible";
    if (!table_start(&tr, L, irr_r, paths, 3, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_hierarchy(L, tr.f, "R", "S");
    check_groups(L, tr.f, tr.run, "Entry", 3, "{0,1,2} | {0,1,2} | {0,1,2}");
    check_groups(L, tr.f, tr.run, "P", 3, "{0,1} {0} | {0,1} |");
    check_groups(L, tr.f, tr.run, "Q", 3, "{0,1} {0} | {0,1} |");
    check_groups(L, tr.f, tr.run, "R", 3, "{0,1,2} | {0,1,2} | {0,1,2}");
    check_groups(L, tr.f, tr.run, "S", 3, "{0} {0,1,2} | {0,1,2} | {0,1,2}");
    table_end(&tr);
}

/* "Divergent Branch inside a Cycle", diverged entry criterion, first table
   (R exists and heads C; the child C' in C - R holds Q and S):
     Thread1: Entry P1 Q1 -- -- -- R1 S1 P3 ... Exit
     Thread2: Entry P2 Q2 S2 P4 Q4 R2 S4 Exit
   "S2 is not converged with S1 due to R1"; columns: P1~P2, Q1~Q2, R1~R2,
   S1~S4; S2, P4, Q4 and P3 alone. The document elides thread 1 after P3
   ("..."); we complete it with Q3 S3 Exit. (R, S) counts: thread 0: P,Q
   (0,0), R (1), S (1,1), P,Q (1,1), S (1,2); thread 1: P,Q (0,0), S (0,1),
   P,Q (0,1), R (1), S (1,1). Equal counts = converged. */
static void test_cu_diverged_entry_r(void) {
    static const char *const paths[] = {"Entry P Q R S P Q S Exit", "Entry P Q S P Q R S Exit"};
    table_run tr;
    const char *L = "CU diverged entry, R header";
    if (!table_start(&tr, L, irr_r, paths, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_hierarchy(L, tr.f, "R", "S");
    check_groups(L, tr.f, tr.run, "P", 2, "{0,1} {0} | {0,1} {1}");
    check_groups(L, tr.f, tr.run, "Q", 2, "{0,1} {0} | {0,1} {1}");
    check_groups(L, tr.f, tr.run, "R", 2, "{0,1} | {0,1}");
    check_groups(L, tr.f, tr.run, "S", 2, "{0,1} {0} | {1} {0,1}");
    /* S1 (thread 0's first S) and S4 (thread 1's second) are one instance */
    CHECK(instance_of(tr.f, tr.run, "S", 0, 0) == instance_of(tr.f, tr.run, "S", 1, 1));
    table_end(&tr);
}

/* Second table (another node, P, heads C; no child cycle): threads that
   diverge at Q reconverge at S in the same iteration of C.
     Thread1: Entry P1 Q1 R1 S1 P3 Q3 R3 S3 Exit
     Thread2: Entry P2 Q2 -- S2 P4 Q4 R2 S4 Exit
   Columns: P1~P2, Q1~Q2, R1 alone, S1~S2, P3~P4, Q3~Q4, R3~R2, S3~S4. */
static void test_cu_diverged_entry_p(void) {
    static const char *const paths[] = {"Entry P Q R S P Q R S Exit", "Entry P Q S P Q R S Exit"};
    table_run tr;
    const char *L = "CU diverged entry, P header";
    if (!table_start(&tr, L, irr_p, paths, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_hierarchy(L, tr.f, "P", "");
    check_groups(L, tr.f, tr.run, "P", 2, "{0,1} {0,1} | {0,1} {0,1}");
    check_groups(L, tr.f, tr.run, "Q", 2, "{0,1} {0,1} | {0,1} {0,1}");
    check_groups(L, tr.f, tr.run, "R", 2, "{0} {0,1} | {0,1}");
    check_groups(L, tr.f, tr.run, "S", 2, "{0,1} {0,1} | {0,1} {0,1}");
    table_end(&tr);
}

/* "Diverged Paths reaching a Cycle": the divergent branch is in Entry;
   thread 1 enters the closed path at P, thread 2 at R.
   P is the header:
     Thread1: Entry -- -- -- P1 Q1 R1 S1 P3 Q3 -- S3 Exit
     Thread2: Entry -- R2 S2 P2 Q2 -- S2 P4 Q4 R3 S4 Exit
   Columns: R2, S2 alone (iteration 0 of thread 2), P1~P2, Q1~Q2, R1 alone,
   S1~S2', P3~P4, Q3~Q4, R3 alone, S3~S4. */
static void test_cu_outside_p(void) {
    static const char *const paths[] = {"Entry P Q R S P Q S Exit", "Entry R S P Q S P Q R S Exit"};
    table_run tr;
    const char *L = "CU diverged outside, P header";
    if (!table_start(&tr, L, irr_p, paths, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_hierarchy(L, tr.f, "P", "");
    check_groups(L, tr.f, tr.run, "Entry", 2, "{0,1} | {0,1}");
    check_groups(L, tr.f, tr.run, "P", 2, "{0,1} {0,1} | {0,1} {0,1}");
    check_groups(L, tr.f, tr.run, "Q", 2, "{0,1} {0,1} | {0,1} {0,1}");
    check_groups(L, tr.f, tr.run, "R", 2, "{0} | {1} {1}");
    check_groups(L, tr.f, tr.run, "S", 2, "{0,1} {0,1} | {1} {0,1} {0,1}");
    table_end(&tr);
}

/* R is the header:
     Thread1: Entry -- P1 Q1 R1 S1 P3 Q3 S3 -- -- Exit
     Thread2: Entry -- -- -- R2 S2 P2 Q2 S2 P4 ... Exit
   Columns: P1, Q1 alone, R1~R2, S1~S2, P3~P2, Q3~Q2, S3~S2', P4 alone.
   Thread 2's "..." is the same path as in the P-header table (Q4 R3 S4):
   the figure's two tables describe one execution. (R, S) counts: thread 0:
   P,Q (0,0), R 1, S (1,1), P,Q (1,1), S (1,2); thread 1: R 1, S (1,1),
   P,Q (1,1), S (1,2), P,Q (1,2), R 2, S (2,1): only P4, Q4, R3, S4 of
   thread 1 and P1, Q1 of thread 0 are alone. */
static void test_cu_outside_r(void) {
    static const char *const paths[] = {"Entry P Q R S P Q S Exit", "Entry R S P Q S P Q R S Exit"};
    table_run tr;
    const char *L = "CU diverged outside, R header";
    if (!table_start(&tr, L, irr_r, paths, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_hierarchy(L, tr.f, "R", "S");
    check_groups(L, tr.f, tr.run, "P", 2, "{0} {0,1} | {0,1} {1}");
    check_groups(L, tr.f, tr.run, "Q", 2, "{0} {0,1} | {0,1} {1}");
    check_groups(L, tr.f, tr.run, "R", 2, "{0,1} | {0,1} {1}");
    check_groups(L, tr.f, tr.run, "S", 2, "{0,1} {0,1} | {0,1} {0,1} {1}");
    table_end(&tr);
}

/* The same execution under an explicitly given hierarchy (desc->cycles)
   converges exactly as under the default one. */
static void test_cu_explicit_hierarchy(void) {
    static const char *const paths[] = {"Entry P Q S P Q R S Exit", "Entry P Q R S Exit", "Entry R S Exit"};
    conv_module *m = parse_text("explicit hierarchy", irr_r);
    conv_function *f;
    conv_cycles *cy = NULL;
    conv_interp_desc desc;
    conv_interp *run = NULL;
    force_ctx fc;
    if (!m) return;
    f = conv_module_function(m, 0);
    CHECK_RESULT(conv_cycles_build(f, NULL, &cy), CONV_OK);
    force_init(&fc, f);
    force_paths(&fc, paths, 3);
    memset(&desc, 0, sizeof desc);
    desc.threads = 3;
    desc.cycles = cy;
    desc.value_fn = force_value;
    desc.user = &fc;
    CHECK_RESULT(conv_interp_run(f, &desc, NULL, &run), CONV_OK);
    if (run) {
        check_paths("explicit hierarchy", f, run, paths, 3);
        check_groups("explicit hierarchy", f, run, "S", 3, "{0} {0,1,2} | {0,1,2} | {0,1,2}");
        check_groups("explicit hierarchy", f, run, "P", 3, "{0,1} {0} | {0,1} |");
        conv_interp_free(run);
    }
    conv_cycles_free(cy);
    conv_module_destroy(m);
}

/* "Divergent Cycle Exits": temporal divergence. Modelled on LLVM's
   temporal_diverge test: a value computed in the loop (%uni.inc, from the
   iteration count only) is uniform among the threads converged in each
   iteration, but its use outside the loop (%div.user) receives it from
   different iterations when threads leave at different ones. Thread 0
   leaves after 1 iteration, threads 1 and 2 after 2, thread 3 after 3.
   The uses in X converge (X is in no cycle), yet thread 0 sees iteration 1's
   value, threads 1, 2 iteration 2's and thread 3 iteration 3's: the hashes
   of different operand chains, so the values differ, while threads 1 and 2
   compute from the same operands and agree. */
static const char temporal[] =
    "func @temporal(%a uniform) {\n"
    "entry:\n  br H\n"
    "H:\n  %uni.merge.h = phi [0, entry], [%uni.inc, H]\n  %uni.inc = add %uni.merge.h, 1\n"
    "  %div.exitx = cond\n  br %div.exitx, X, H\n"
    "X:\n  %div.user = add %uni.inc, 5\n  ret\n"
    "}\n";

static void test_cu_temporal_divergence(void) {
    static const char *const paths[] = {"entry H X", "entry H H X", "entry H H X", "entry H H H X"};
    table_run tr;
    const char *L = "CU temporal divergence";
    int64_t v0 = 0, v1 = 0, v2 = 0, v3 = 0;
    if (!table_start(&tr, L, temporal, paths, 4, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_groups(L, tr.f, tr.run, "%uni.inc", 4,
                 "{0,1,2,3} | {0,1,2,3} {1,2,3} | {0,1,2,3} {1,2,3} | {0,1,2,3} {1,2,3} {3}");
    check_groups(L, tr.f, tr.run, "%div.user", 4, "{0,1,2,3} | {0,1,2,3} | {0,1,2,3} | {0,1,2,3}");
    CHECK(value_at(tr.f, tr.run, "%div.user", 0, 0, &v0));
    CHECK(value_at(tr.f, tr.run, "%div.user", 1, 0, &v1));
    CHECK(value_at(tr.f, tr.run, "%div.user", 2, 0, &v2));
    CHECK(value_at(tr.f, tr.run, "%div.user", 3, 0, &v3));
    CHECK(v0 != v1 && v1 == v2 && v1 != v3 && v0 != v3);
    /* inside the loop every instance computes one value */
    {
        int64_t a = 0, b = 0;
        CHECK(value_at(tr.f, tr.run, "%uni.inc", 0, 0, &a) && value_at(tr.f, tr.run, "%uni.inc", 3, 0, &b) &&
              a == b);
        CHECK(value_at(tr.f, tr.run, "%uni.inc", 1, 1, &a) && value_at(tr.f, tr.run, "%uni.inc", 3, 1, &b) &&
              a == b);
    }
    /* conv_interp_check: one claim at a time, so that each broken claim is
       exactly one diagnostic whichever instance it names. */
    {
        uint32_t nv = conv_function_value_count(tr.f), nb = conv_function_block_count(tr.f), viol = 99;
        bool *vu = (bool *)calloc(nv, sizeof(bool));
        bool *bu = (bool *)calloc(nb, sizeof(bool));
        bool eu[1] = {true};
        conv_diags *d = NULL;
        conv_cycles *cy = NULL;
        conv_diags_create(NULL, &d);
        CHECK_RESULT(conv_cycles_build(tr.f, NULL, &cy), CONV_OK);
        CHECK(cy && conv_cycles_count(cy) == 1);
        /* true claims: %uni.merge.h and %uni.inc are uniform in every
           instance; the branch of entry and of X (one successor, ret) never
           split */
        vu[conv_value_index(conv_function_find_value(tr.f, "%uni.inc"))] = true;
        vu[conv_value_index(conv_function_find_value(tr.f, "%uni.merge.h"))] = true;
        bu[conv_block_index(conv_function_find_block(tr.f, "entry"))] = true;
        CHECK_RESULT(conv_interp_check(tr.run, tr.f, vu, bu, NULL, d, &viol), CONV_OK);
        CHECK_MSG(viol == 0, "temporal: %u violations of true claims", viol);
        CHECK(conv_diags_count(d) == 0);
        /* the use outside: one instance whose threads disagree */
        memset(vu, 0, nv);
        vu[conv_value_index(conv_function_find_value(tr.f, "%div.user"))] = true;
        conv_diags_clear(d);
        viol = 99;
        CHECK_RESULT(conv_interp_check(tr.run, tr.f, vu, NULL, NULL, d, &viol), CONV_OK);
        CHECK_MSG(viol == 1, "temporal: %u violations of the %%div.user claim", viol);
        CHECK(diags_have(d, "interp.unsound-value"));
        /* the divergent exit: H's branch splits its instances, and threads
           converged on entering the loop leave it at iterations 1, 2, 3 */
        memset(bu, 0, nb);
        bu[conv_block_index(conv_function_find_block(tr.f, "H"))] = true;
        conv_diags_clear(d);
        viol = 99;
        CHECK_RESULT(conv_interp_check(tr.run, tr.f, NULL, bu, NULL, d, &viol), CONV_OK);
        CHECK_MSG(viol == 1, "temporal: %u violations of the branch claim", viol);
        CHECK(diags_have(d, "interp.unsound-branch"));
        conv_diags_clear(d);
        viol = 99;
        CHECK_RESULT(conv_interp_check(tr.run, tr.f, NULL, NULL, eu, d, &viol), CONV_OK);
        CHECK_MSG(viol == 1, "temporal: %u violations of the exit claim", viol);
        CHECK(diags_have(d, "interp.unsound-exit"));
        /* no claims: nothing to report */
        conv_diags_clear(d);
        viol = 99;
        CHECK_RESULT(conv_interp_check(tr.run, tr.f, NULL, NULL, NULL, d, &viol), CONV_OK);
        CHECK(viol == 0);
        conv_cycles_free(cy);
        conv_diags_destroy(d);
        free(vu);
        free(bu);
    }
    table_end(&tr);
    /* the same loop left by every thread at iteration 2: the exit and the
       use outside are then uniform */
    {
        static const char *const same[] = {"entry H H X", "entry H H X", "entry H H X"};
        bool eu[1] = {true};
        uint32_t viol = 99;
        if (!table_start(&tr, "temporal, uniform exit", temporal, same, 3, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
        {
            uint32_t nv = conv_function_value_count(tr.f);
            bool *vu = (bool *)calloc(nv, sizeof(bool));
            bool *bu = (bool *)calloc(conv_function_block_count(tr.f), sizeof(bool));
            vu[conv_value_index(conv_function_find_value(tr.f, "%div.user"))] = true;
            bu[conv_block_index(conv_function_find_block(tr.f, "H"))] = true;
            CHECK_RESULT(conv_interp_check(tr.run, tr.f, vu, bu, eu, NULL, &viol), CONV_OK);
            CHECK_MSG(viol == 0, "uniform exit: %u violations", viol);
            free(vu);
            free(bu);
        }
        table_end(&tr);
    }
}

/* ==================== ConvergentOperations.rst (seed 000) ================ */

/* "Rationales for Static rules about cycles": the loop with the heart
   inserted "most naturally" in B.
     Thread 1: A B C D F B D E F G
     Thread 2: A B D E F B C D F G
   The document: %loop(1;j) == %loop(2;j) for j = 1, 2; %loop(i;1) !=
   %loop(i;2); @op.1(1) != @op.1(2) (thread 1 runs C in iteration 1,
   thread 2 in iteration 2: tokens of non-converged %loop instances);
   likewise @op.2(1) != @op.2(2). Both threads execute converged instances
   of the anchor. */
static const char heart_in_b[] =
    "func @heart_in_b() {\n"
    "A:\n  %anchor = token.anchor\n  br B\n"
    "B:\n  %loop = token.loop %anchor\n  %c.B = cond\n  br %c.B, C, D\n"
    "C:\n  call @convergent.op.1() convergent ctrl %loop\n  br D\n"
    "D:\n  %c.D = cond\n  br %c.D, E, F\n"
    "E:\n  call @convergent.op.2() convergent ctrl %loop\n  br F\n"
    "F:\n  %c.F = cond\n  br %c.F, B, G\n"
    "G:\n  ret\n"
    "}\n";

static const char *const abcdfg_paths[] = {"A B C D F B D E F G", "A B D E F B C D F G"};

static void test_co_heart_in_b(void) {
    table_run tr;
    const char *L = "CO heart in B";
    if (!table_start(&tr, L, heart_in_b, abcdfg_paths, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_groups(L, tr.f, tr.run, "%anchor", 2, "{0,1} | {0,1}");
    check_groups(L, tr.f, tr.run, "%loop", 2, "{0,1} {0,1} | {0,1} {0,1}");
    check_groups(L, tr.f, tr.run, "C#0", 2, "{0} | {1}");
    check_groups(L, tr.f, tr.run, "E#0", 2, "{0} | {1}");
    /* convergent operations without a result record no values */
    {
        conv_interp_instance in;
        uint32_t i = instance_of(tr.f, tr.run, "C#0", 0, 0);
        CHECK(i != UINT32_MAX && conv_interp_get(tr.run, i, &in) && in.kind == CONV_INSTANCE_CONVERGENT &&
              in.values == NULL);
    }
    table_end(&tr);
    /* With CONV_ANCHOR_SPLIT the anchor may split {0,1}; %loop then
       converges only within an anchor group (same token value and same n),
       and the calls stay apart as before. */
    {
        uint64_t seed;
        for (seed = 0; seed < (quick_mode ? 4u : 16u); seed++) {
            uint32_t ia, ib;
            bool together;
            if (!table_start(&tr, "CO heart in B, split", heart_in_b, abcdfg_paths, 2, NULL, 0, CONV_ANCHOR_SPLIT,
                             seed))
                return;
            ia = instance_of(tr.f, tr.run, "%anchor", 0, 0);
            ib = instance_of(tr.f, tr.run, "%anchor", 1, 0);
            together = ia == ib;
            if (together) {
                check_groups(L, tr.f, tr.run, "%loop", 2, "{0,1} {0,1} | {0,1} {0,1}");
            } else {
                check_groups(L, tr.f, tr.run, "%anchor", 2, "{0} | {1}");
                check_groups(L, tr.f, tr.run, "%loop", 2, "{0} {0} | {1} {1}");
            }
            check_groups(L, tr.f, tr.run, "C#0", 2, "{0} | {1}");
            check_groups(L, tr.f, tr.run, "E#0", 2, "{0} | {1}");
            table_end(&tr);
        }
    }
}

/* The document's incorrect programs must be refused: conv_interp_run says
   CONV_ERR_INVALID_ARGUMENT, leaves *out untouched and names the rule.
   1. %anchor used inside the loop by @convergent.op: "forbidden by the
      first static rule about cycles" (token.cycle-use).
   2. The "unnatural counting" variant with the heart in C: C is on the
      closed path C D F B C without %anchor's definition and does not
      dominate it, so the fourth static rule forbids it (the rule was added
      after this example was written; conv_verify: token.heart-not-header).
   3. Two nested loops whose hearts both use %anchor: one closed path holds
      both uses (token.cycle-two-uses). */
static const char bad_anchor_in_loop[] =
    "func @bad1(%x) {\n"
    "entry:\n  %anchor = token.anchor\n  br loop\n"
    "loop:\n  call @convergent.op() convergent ctrl %anchor\n  br %x, loop, exit\n"
    "exit:\n  ret\n"
    "}\n";
static const char bad_heart_in_c[] =
    "func @bad2() {\n"
    "A:\n  %anchor = token.anchor\n  br B\n"
    "B:\n  %c.B = cond\n  br %c.B, C, D\n"
    "C:\n  %loop = token.loop %anchor\n  call @convergent.op.1() convergent ctrl %loop\n  br D\n"
    "D:\n  %c.D = cond\n  br %c.D, E, F\n"
    "E:\n  %free = token.anchor\n  call @convergent.op.2() convergent ctrl %free\n  br F\n"
    "F:\n  %c.F = cond\n  br %c.F, B, G\n"
    "G:\n  ret\n"
    "}\n";
static const char bad_nested_hearts[] =
    "func @bad3(%x) {\n"
    "entry:\n  %anchor = token.anchor\n  br top\n"
    "top:\n  br %x, l1, mid\n"
    "l1:\n  %loop1 = token.loop %anchor\n  br %x, l1, mid\n"
    "mid:\n  br %x, l2, latch\n"
    "l2:\n  %loop2 = token.loop %anchor\n  br %x, l2, latch\n"
    "latch:\n  br %x, top, exit\n"
    "exit:\n  ret\n"
    "}\n";

static void expect_refused(const char *label, const char *text, const char *code) {
    conv_module *m = parse_text(label, text);
    conv_function *f;
    conv_diags *d = NULL;
    conv_interp_desc desc;
    conv_interp *sentinel = (conv_interp *)&desc, *run = sentinel;
    conv_result r;
    if (!m) return;
    f = conv_module_function(m, 0);
    expect_valid(label, f, false);
    conv_diags_create(NULL, &d);
    memset(&desc, 0, sizeof desc);
    desc.threads = 2;
    r = conv_interp_run(f, &desc, d, &run);
    CHECK_MSG(r == CONV_ERR_INVALID_ARGUMENT, "%s: conv_interp_run gave %s", label, conv_result_str(r));
    CHECK_MSG(run == sentinel, "%s: *out written on failure", label);
    CHECK_MSG(conv_diags_error_count(d) >= 1, "%s: no diagnostic", label);
    CHECK_MSG(diags_have(d, code), "%s: no %s diagnostic", label, code);
    if (r == CONV_OK && run != sentinel) conv_interp_free(run);
    conv_diags_destroy(d);
    conv_module_destroy(m);
}

static void test_co_incorrect_refused(void) {
    expect_refused("CO anchor used in a loop", bad_anchor_in_loop, "token.cycle-use");
    expect_refused("CO heart in C", bad_heart_in_c, "token.heart-not-header");
    expect_refused("CO nested hearts of one anchor", bad_nested_hearts, "token.cycle-two-uses");
}

/* The free-standing anchor of the "unnatural counting" example, in a valid
   program (heart in B as above, E's operation controlled by %free): whether
   @op.2(1) == @op.2(2) is implementation-defined. Maximally, E runs in
   iteration 2 for thread 0 and iteration 1 for thread 1: never together,
   the "almost certainly non-converged" outcome. With CONV_ANCHOR_SPLIT a
   group can only be a subset of that, and the operation groups exactly as
   the %free instance whose token it uses. */
static const char free_anchor[] =
    "func @free_anchor() {\n"
    "A:\n  %anchor = token.anchor\n  br B\n"
    "B:\n  %loop = token.loop %anchor\n  %c.B = cond\n  br %c.B, C, D\n"
    "C:\n  call @convergent.op.1() convergent ctrl %loop\n  br D\n"
    "D:\n  %c.D = cond\n  br %c.D, E, F\n"
    "E:\n  %free = token.anchor\n  call @convergent.op.2() convergent ctrl %free\n  br F\n"
    "F:\n  %c.F = cond\n  br %c.F, B, G\n"
    "G:\n  ret\n"
    "}\n";

static void test_co_free_anchor(void) {
    table_run tr;
    const char *L = "CO free anchor";
    uint64_t seed;
    if (!table_start(&tr, L, free_anchor, abcdfg_paths, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_groups(L, tr.f, tr.run, "%loop", 2, "{0,1} {0,1} | {0,1} {0,1}");
    check_groups(L, tr.f, tr.run, "C#1", 2, "{0} | {1}");
    check_groups(L, tr.f, tr.run, "%free", 2, "{0} | {1}");
    check_groups(L, tr.f, tr.run, "E#1", 2, "{0} | {1}");
    table_end(&tr);
    for (seed = 0; seed < 4; seed++) {
        if (!table_start(&tr, L, free_anchor, abcdfg_paths, 2, NULL, 0, CONV_ANCHOR_SPLIT, seed)) return;
        check_groups(L, tr.f, tr.run, "%free", 2, "{0} | {1}");
        check_groups(L, tr.f, tr.run, "E#1", 2, "{0} | {1}");
        table_end(&tr);
    }
}

/* "Loop unrolling examples": the loop with a heart, threads of 3 and 4
   iterations.
     Thread 1: A B B B C
     Thread 2: A B B B B C
   "these threads execute converged dynamic instances of the loop intrinsic
   for the first 3 iterations, and then thread 2 executes another dynamic
   instance by itself"; likewise @convergent.operation in iterations 1, 2,
   3 (the instance of iteration n differs from that of iteration m). */
static const char heart_loop[] =
    "func @heart_loop() {\n"
    "A:\n  %outer = token.anchor\n  br B\n"
    "B:\n  %inner = token.loop %outer\n  call @convergent.operation() convergent ctrl %inner\n"
    "  %c.B = cond\n  br %c.B, B, C\n"
    "C:\n  ret\n"
    "}\n";

static void test_co_loop_heart(void) {
    static const char *const paths[] = {"A B B B C", "A B B B B C"};
    table_run tr;
    const char *L = "CO loop heart 3/4";
    uint32_t k;
    if (!table_start(&tr, L, heart_loop, paths, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_groups(L, tr.f, tr.run, "%outer", 2, "{0,1} | {0,1}");
    check_groups(L, tr.f, tr.run, "%inner", 2, "{0,1} {0,1} {0,1} | {0,1} {0,1} {0,1} {1}");
    check_groups(L, tr.f, tr.run, "B#1", 2, "{0,1} {0,1} {0,1} | {0,1} {0,1} {0,1} {1}");
    /* iteration n of thread 0 is iteration n of thread 1, and no other */
    for (k = 0; k < 3; k++) {
        CHECK(instance_of(tr.f, tr.run, "B#1", 0, k) == instance_of(tr.f, tr.run, "B#1", 1, k));
        CHECK(instance_of(tr.f, tr.run, "B#1", 0, k) != instance_of(tr.f, tr.run, "B#1", 1, k + 1));
    }
    CHECK(instance_count_of(tr.f, tr.run, "B#1") == 4);
    table_end(&tr);
}

/* Unrolling by 2 with a remainder:
     Thread 1: A B C D E
     Thread 2: A B B C D E
   "they execute converged dynamic instances of the %inner intrinsic and the
   @convergent.operation in the first iteration of the unrolled loop"; "for
   the 3rd iteration of the original loop ... in thread 1 ... the call in
   the remainder, while in thread 2 ... the first call to
   @convergent.operation in the unrolled loop. Therefore, they execute
   non-converged dynamic instances".
   The table has thread 2 pass D too, although with 4 iterations its
   counter is 0 after B B and the remainder is skipped: literally, thread 2
   then runs the remainder (its fifth "iteration"), together with thread 1
   (both run %remainder for the first time with one %outer value). The
   test follows the table as written, then the consistent path A B B C E;
   the document's conclusion holds for both. */
static const char unrolled_tail[] =
    "func @unrolled_tail() {\n"
    "A:\n  %outer = token.anchor\n  br B\n"
    "B:\n  %inner = token.loop %outer\n  call @convergent.operation() convergent ctrl %inner\n"
    "  call @convergent.operation() convergent ctrl %inner\n  %c.B = cond\n  br %c.B, B, C\n"
    "C:\n  %c.C = cond\n  br %c.C, D, E\n"
    "D:\n  %remainder = token.loop %outer\n  call @convergent.operation() convergent ctrl %remainder\n  br E\n"
    "E:\n  ret\n"
    "}\n";

static void test_co_unroll_remainder(void) {
    static const char *const literal[] = {"A B C D E", "A B B C D E"};
    static const char *const consistent[] = {"A B C D E", "A B B C E"};
    table_run tr;
    const char *L = "CO unrolled with remainder";
    if (!table_start(&tr, L, unrolled_tail, literal, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_groups(L, tr.f, tr.run, "%inner", 2, "{0,1} | {0,1} {1}");
    check_groups(L, tr.f, tr.run, "B#1", 2, "{0,1} | {0,1} {1}");
    check_groups(L, tr.f, tr.run, "B#2", 2, "{0,1} | {0,1} {1}");
    check_groups(L, tr.f, tr.run, "%remainder", 2, "{0,1} | {0,1}");
    check_groups(L, tr.f, tr.run, "D#1", 2, "{0,1} | {0,1}");
    /* original iteration 3: thread 0's remainder call, thread 1's first
       call of its second unrolled iteration: different instances */
    CHECK(instance_of(tr.f, tr.run, "D#1", 0, 0) != instance_of(tr.f, tr.run, "B#1", 1, 1));
    table_end(&tr);
    if (!table_start(&tr, "CO unrolled, consistent path", unrolled_tail, consistent, 2, NULL, 0,
                     CONV_ANCHOR_MAXIMAL, 1))
        return;
    check_groups(L, tr.f, tr.run, "%inner", 2, "{0,1} | {0,1} {1}");
    check_groups(L, tr.f, tr.run, "B#1", 2, "{0,1} | {0,1} {1}");
    check_groups(L, tr.f, tr.run, "B#2", 2, "{0,1} | {0,1} {1}");
    check_groups(L, tr.f, tr.run, "D#1", 2, "{0} |");
    /* the communicating set of original iteration 3 was {0,1} (see
       test_co_loop_heart); now it is {0} for thread 0 and {1} for thread 1 */
    table_end(&tr);
}

/* Unrolling without a tail is allowed: with trip counts that are multiples
   of 2 (2 and 4), the original loop runs iterations 1, 2 with both threads
   and 3, 4 with thread 1 alone; unrolled by 2 (1 and 2 iterations), the
   first copy stands for the odd original iterations and the second for the
   even ones, and gives the same sets: {0,1} {0,1} for iteration 1 of the
   unrolled loop, {1} {1} for its iteration 2. */
static const char unrolled_no_tail[] =
    "func @unrolled_no_tail() {\n"
    "A:\n  %outer = token.anchor\n  br B\n"
    "B:\n  %inner = token.loop %outer\n  call @convergent.operation() convergent ctrl %inner\n"
    "  call @convergent.operation() convergent ctrl %inner\n  %c.B = cond\n  br %c.B, B, C\n"
    "C:\n  ret\n"
    "}\n";

static void test_co_unroll_no_tail(void) {
    static const char *const orig[] = {"A B B C", "A B B B B C"};
    static const char *const unrolled[] = {"A B C", "A B B C"};
    table_run tr;
    if (!table_start(&tr, "CO original, 2 and 4", heart_loop, orig, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_groups("CO original, 2 and 4", tr.f, tr.run, "B#1", 2, "{0,1} {0,1} | {0,1} {0,1} {1} {1}");
    table_end(&tr);
    if (!table_start(&tr, "CO unrolled, no tail", unrolled_no_tail, unrolled, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1))
        return;
    check_groups("CO unrolled, no tail", tr.f, tr.run, "B#1", 2, "{0,1} | {0,1} {1}");
    check_groups("CO unrolled, no tail", tr.f, tr.run, "B#2", 2, "{0,1} | {0,1} {1}");
    table_end(&tr);
}

/* "Extended Cycles: Divergent Exit from a Loop": the call in C (an exit
   block of the loop for/B/D) is controlled by the heart %inner, so "the
   convergent call is performed convergently only by those threads that
   convergently exited the loop in a given iteration". Threads 0 and 1 leave
   through C in iteration 1, thread 2 in iteration 2, thread 3 leaves from
   `for` in iteration 3 without calling. Without tokens (the same CFG with
   an uncontrolled call), C is in no cycle and maximal convergence puts
   every thread that reaches it in one instance: "all threads that take the
   divergent exit on different iterations first converge at the beginning
   of basic block C and then together execute the call". */
static const char loop_exit_tokens[] =
    "func @example() convergent {\n"
    "entry:\n  %entry = token.entry\n  br for\n"
    "for:\n  %inner = token.loop %entry\n  %for.cond = cond\n  br %for.cond, B, E\n"
    "B:\n  %condition = cond\n  br %condition, C, D\n"
    "C:\n  call @convergent_op() convergent ctrl %inner\n  br E\n"
    "D:\n  br for\n"
    "E:\n  ret\n"
    "}\n";
static const char loop_exit_plain[] =
    "func @example() convergent {\n"
    "entry:\n  br for\n"
    "for:\n  %for.cond = cond\n  br %for.cond, B, E\n"
    "B:\n  %condition = cond\n  br %condition, C, D\n"
    "C:\n  call @convergent_op() convergent\n  br E\n"
    "D:\n  br for\n"
    "E:\n  ret\n"
    "}\n";

static void test_co_loop_exit(void) {
    static const char *const paths[] = {"entry for B C E", "entry for B C E", "entry for B D for B C E",
                                        "entry for B D for B D for E"};
    table_run tr;
    const char *L = "CO divergent loop exit";
    if (!table_start(&tr, L, loop_exit_tokens, paths, 4, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_groups(L, tr.f, tr.run, "%entry", 4, "{0,1,2,3} | {0,1,2,3} | {0,1,2,3} | {0,1,2,3}");
    check_groups(L, tr.f, tr.run, "%inner", 4,
                 "{0,1,2,3} | {0,1,2,3} | {0,1,2,3} {2,3} | {0,1,2,3} {2,3} {3}");
    check_groups(L, tr.f, tr.run, "C#0", 4, "{0,1} | {0,1} | {2} |");
    table_end(&tr);
    if (!table_start(&tr, "CO divergent loop exit, uncontrolled", loop_exit_plain, paths, 4, NULL, 0,
                     CONV_ANCHOR_MAXIMAL, 1))
        return;
    check_groups(L, tr.f, tr.run, "C#0", 4, "{0,1,2} | {0,1,2} | {0,1,2} |");
    table_end(&tr);
}

/* "Unstructured control flow": example_original and example_jumpthreaded
   with the entry token. "If S is the set of threads that the entry
   intrinsic communicated with, then the @subgroupControlBarrier call
   communicates with the subset of S that actually reaches the call site.
   This set of threads doesn't change after jump-threading". A ballot next
   to the barrier shows the set as a mask. Threads 0, 1 have %cond1 = 1,
   2, 3 have 0; in then1, %cond2 is 1 for thread 0 and 0 for thread 1. In
   the original, %flag is the phi's constant 1 (true) from entry for
   threads 2, 3 and %cond2 from then1 for threads 0, 1: then2 is reached by
   {0,2,3}: ballot 0b1101 = 13 in both programs. Nothing forces %flag: the
   phi picks by predecessor. */
static const char jt_original[] =
    "func @example_original(%cond1 divergent) convergent {\n"
    "entry:\n  %entry = token.entry\n  br %cond1, then1, mid\n"
    "then1:\n  %cond2 = cond\n  br mid\n"
    "mid:\n  %flag = phi [1, entry], [%cond2, then1]\n  br %flag, then2, end\n"
    "then2:\n  call @subgroupControlBarrier() convergent ctrl %entry\n"
    "  %mask = call @subgroup.ballot(1) convergent ctrl %entry\n  br end\n"
    "end:\n  ret\n"
    "}\n";
static const char jt_threaded[] =
    "func @example_jumpthreaded(%cond1 divergent) convergent {\n"
    "entry:\n  %entry = token.entry\n  br %cond1, then1, then2\n"
    "then1:\n  %cond2 = cond\n  br %cond2, then2, end\n"
    "then2:\n  call @subgroupControlBarrier() convergent ctrl %entry\n"
    "  %mask = call @subgroup.ballot(1) convergent ctrl %entry\n  br end\n"
    "end:\n  ret\n"
    "}\n";

static void test_co_jump_threading(void) {
    static const forced f[] = {{"%cond1", 0, -1, 1}, {"%cond1", 1, -1, 1}, {"%cond1", 2, -1, 0},
                               {"%cond1", 3, -1, 0}, {"%cond2", 0, -1, 1}, {"%cond2", 1, -1, 0}};
    static const char *const p_orig[] = {"entry then1 mid then2 end", "entry then1 mid end", "entry mid then2 end",
                                         "entry mid then2 end"};
    static const char *const p_jt[] = {"entry then1 then2 end", "entry then1 end", "entry then2 end",
                                       "entry then2 end"};
    table_run tr;
    if (!table_start(&tr, "CO jump threading, original", jt_original, NULL, 4, f, 6, CONV_ANCHOR_MAXIMAL, 1))
        return;
    check_paths("CO jump threading, original", tr.f, tr.run, p_orig, 4);
    check_values("CO jump threading, original", tr.f, tr.run, "%flag", 4, "1 | 0 | 1 | 1");
    check_groups("CO jump threading, original", tr.f, tr.run, "then2#0", 4, "{0,2,3} | | {0,2,3} | {0,2,3}");
    check_values("CO jump threading, original", tr.f, tr.run, "%mask", 4, "13 | | 13 | 13");
    table_end(&tr);
    if (!table_start(&tr, "CO jump threading, threaded", jt_threaded, NULL, 4, f, 6, CONV_ANCHOR_MAXIMAL, 1))
        return;
    check_paths("CO jump threading, threaded", tr.f, tr.run, p_jt, 4);
    check_groups("CO jump threading, threaded", tr.f, tr.run, "then2#0", 4, "{0,2,3} | | {0,2,3} | {0,2,3}");
    check_values("CO jump threading, threaded", tr.f, tr.run, "%mask", 4, "13 | | 13 | 13");
    table_end(&tr);
}

/* "Reductions inside divergent control flow": the subgroupAdd in `then` is
   executed by the threads with positive delta and the one in `else` by the
   others, each group computing one result; hoisted above the branch, one
   call would "sum up the delta across all threads instead". */
static const char reductions[] =
    "func @example_kernel(%delta divergent) convergent {\n"
    "entry:\n  %entry = token.entry\n  %all = call @subgroupAdd(%delta) convergent ctrl %entry\n"
    "  %cc = icmp.sgt %delta, 0\n  br %cc, then, else\n"
    "then:\n  %total_gains = call @subgroupAdd(%delta) convergent ctrl %entry\n  br end\n"
    "else:\n  %total_losses = call @subgroupAdd(%delta) convergent ctrl %entry\n  br end\n"
    "end:\n  ret\n"
    "}\n";

static void test_co_reductions(void) {
    /* delta: 5 -3 7 -1 2 -8; %cc = delta > 0 */
    static const forced f[] = {{"%delta", 0, -1, 5}, {"%delta", 1, -1, -3}, {"%delta", 2, -1, 7},
                               {"%delta", 3, -1, -1}, {"%delta", 4, -1, 2}, {"%delta", 5, -1, -8},
                               {"%cc", 0, -1, 1},     {"%cc", 1, -1, 0},     {"%cc", 2, -1, 1},
                               {"%cc", 3, -1, 0},     {"%cc", 4, -1, 1},     {"%cc", 5, -1, 0}};
    table_run tr;
    const char *L = "CO reductions";
    int64_t g0 = 0, g2 = 0, g4 = 0, l1 = 0, l3 = 0, l5 = 0, a0 = 0, a5 = 0;
    if (!table_start(&tr, L, reductions, NULL, 6, f, 12, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_groups(L, tr.f, tr.run, "%total_gains", 6, "{0,2,4} | | {0,2,4} | | {0,2,4} |");
    check_groups(L, tr.f, tr.run, "%total_losses", 6, "| {1,3,5} | | {1,3,5} | | {1,3,5}");
    check_groups(L, tr.f, tr.run, "%all", 6,
                 "{0,1,2,3,4,5} | {0,1,2,3,4,5} | {0,1,2,3,4,5} | {0,1,2,3,4,5} | {0,1,2,3,4,5} | {0,1,2,3,4,5}");
    CHECK(value_at(tr.f, tr.run, "%total_gains", 0, 0, &g0) && value_at(tr.f, tr.run, "%total_gains", 2, 0, &g2) &&
          value_at(tr.f, tr.run, "%total_gains", 4, 0, &g4));
    CHECK(value_at(tr.f, tr.run, "%total_losses", 1, 0, &l1) &&
          value_at(tr.f, tr.run, "%total_losses", 3, 0, &l3) && value_at(tr.f, tr.run, "%total_losses", 5, 0, &l5));
    CHECK(value_at(tr.f, tr.run, "%all", 0, 0, &a0) && value_at(tr.f, tr.run, "%all", 5, 0, &a5));
    /* one result per group; the groups combine different operands */
    CHECK(g0 == g2 && g2 == g4);
    CHECK(l1 == l3 && l3 == l5);
    CHECK(a0 == a5);
    CHECK(g0 != l1 && g0 != a0 && l1 != a0);
    table_end(&tr);
}

/* "Opportunistic convergent operations": @reserveSpaceInBuffer (not a
   convergent function) takes "whatever set of threads it can get": the
   ballot returns "the bitmask of threads that executed the anchor
   together", and the final broadcast "executes with the same set of
   threads". (The callees are spelled with lower-case "ballot" and
   "broadcast", the words conv.h's collectives are recognised by.)
   Maximal anchors: the 4 threads are one group, the ballot of `true` is
   0b1111 = 15 everywhere, and the broadcast returns the lowest thread's
   %baseOffset.2 (thread 0 is forced to be the "first thread" and fetches
   %baseOffset.1 in `then`; the others bring the constant 0 from entry).
   Split anchors (the implementation-defined choice): every anchor instance
   is a subset of the maximal group, the instances partition the threads,
   and both controlled calls group exactly like the anchor instance; each
   ballot is its group's mask and each broadcast the %baseOffset.2 of its
   group's lowest thread. */
static const char reserve[] =
    "func @reserveSpaceInBuffer() {\n"
    "entry:\n  %anchor = token.anchor\n"
    "  %ballot = call @subgroup.ballot(1) convergent ctrl %anchor\n"
    "  %numThreads = call @llvm.ctpop.i64(%ballot)\n"
    "  %isFirstThread = icmp.eq %numThreads, 0\n"
    "  br %isFirstThread, then, end\n"
    "then:\n  %baseOffset.1 = atomicrmw.add %numThreads\n  br end\n"
    "end:\n  %baseOffset.2 = phi [0, entry], [%baseOffset.1, then]\n"
    "  %baseOffset = call @subgroup.broadcast.first(%baseOffset.2) convergent ctrl %anchor\n"
    "  %offset = add %baseOffset, %numThreads\n  ret %offset\n"
    "}\n";

static void check_reserve_groups(const char *label, const table_run *tr, uint32_t threads, bool *split_seen) {
    uint32_t t, u;
    uint64_t all = ((uint64_t)1 << threads) - 1u, covered = 0;
    conv_interp_instance ia, ib, ic;
    for (t = 0; t < threads; t++) {
        uint32_t a = instance_of(tr->f, tr->run, "%anchor", t, 0);
        uint32_t b = instance_of(tr->f, tr->run, "%ballot", t, 0);
        uint32_t c = instance_of(tr->f, tr->run, "%baseOffset", t, 0);
        int64_t phi_low = 0;
        uint32_t lowest;
        if (!(a != UINT32_MAX && b != UINT32_MAX && c != UINT32_MAX && conv_interp_get(tr->run, a, &ia) &&
              conv_interp_get(tr->run, b, &ib) && conv_interp_get(tr->run, c, &ic))) {
            CHECK_MSG(false, "%s: thread %u misses an instance", label, t);
            return;
        }
        CHECK_MSG((inst_mask(&ia) & ~all) == 0, "%s: anchor group beyond the maximal one", label);
        if (inst_mask(&ia) != all) *split_seen = true;
        CHECK_MSG(inst_mask(&ib) == inst_mask(&ia), "%s: thread %u ballot group != anchor group", label, t);
        CHECK_MSG(inst_mask(&ic) == inst_mask(&ia), "%s: thread %u broadcast group != anchor group", label, t);
        /* the ballot of `true`: the group's lanes (one wave: lane = thread) */
        CHECK_MSG(ib.values && ib.values[inst_pos(&ib, t)] == (int64_t)inst_mask(&ia),
                  "%s: thread %u ballot %lld, group mask %llu", label, t,
                  ib.values ? (long long)ib.values[inst_pos(&ib, t)] : -1LL, (unsigned long long)inst_mask(&ia));
        lowest = ia.threads[0];
        CHECK(value_at(tr->f, tr->run, "%baseOffset.2", lowest, 0, &phi_low));
        CHECK_MSG(ic.values && ic.values[inst_pos(&ic, t)] == phi_low, "%s: thread %u broadcast", label, t);
        /* anchor instances partition the threads */
        for (u = 0; u < threads; u++) {
            bool same = instance_of(tr->f, tr->run, "%anchor", u, 0) == a;
            CHECK_MSG(same == (((inst_mask(&ia) >> u) & 1u) != 0), "%s: anchor instances overlap", label);
        }
        covered |= inst_mask(&ia);
    }
    CHECK(covered == all);
}

static void test_co_opportunistic(void) {
    /* thread 0 is the "first thread" and fetches %baseOffset.1 = 1000 */
    static const forced f[] = {{"%isFirstThread", 0, -1, 1},
                               {"%isFirstThread", -1, -1, 0},
                               {"%baseOffset.1", -1, -1, 1000}};
    static const char *const paths[] = {"entry then end", "entry end", "entry end", "entry end"};
    table_run tr;
    const char *L = "CO opportunistic anchor";
    bool split_seen = false;
    uint64_t seed;
    if (!table_start(&tr, L, reserve, NULL, 4, f, 3, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_paths(L, tr.f, tr.run, paths, 4);
    check_groups(L, tr.f, tr.run, "%anchor", 4, "{0,1,2,3} | {0,1,2,3} | {0,1,2,3} | {0,1,2,3}");
    check_values(L, tr.f, tr.run, "%ballot", 4, "15 | 15 | 15 | 15");
    check_groups(L, tr.f, tr.run, "%baseOffset", 4, "{0,1,2,3} | {0,1,2,3} | {0,1,2,3} | {0,1,2,3}");
    check_values(L, tr.f, tr.run, "%baseOffset.2", 4, "1000 | 0 | 0 | 0");
    check_values(L, tr.f, tr.run, "%baseOffset", 4, "1000 | 1000 | 1000 | 1000");
    table_end(&tr);
    for (seed = 0; seed < (quick_mode ? 8u : 32u); seed++) {
        if (!table_start(&tr, "CO opportunistic, split", reserve, NULL, 4, f, 3, CONV_ANCHOR_SPLIT, seed)) return;
        check_reserve_groups("CO opportunistic, split", &tr, 4, &split_seen);
        table_end(&tr);
    }
    /* "a test mode that picks other legal groupings": some seed splits */
    CHECK_MSG(split_seen, "CONV_ANCHOR_SPLIT never split the anchor's group in %u seeds", quick_mode ? 8u : 32u);
}

/* "Temporal Divergence at Cycle Exit" (ConvergentOperations.rst,
   "Controlled Maximal Convergence"): "if a controlled convergent operation
   outside the cycle uses a token defined by an operation D inside the
   cycle, the convergence region of D now extends outside the cycle. If two
   threads executed converged dynamic instances of D before exiting the
   cycle, then they continue to execute converged dynamic instances of nodes
   in the convergence region of D outside the cycle ... for a value V
   defined inside the cycle, any use U of V within the convergence region
   of T uses the output of converged dynamic instances of V. If V is
   uniform, then its use at such a U is also uniform." By the controlled
   maximal converged-with relation, a non-convergent X is converged only
   among threads that "executed converged dynamic instances of every token
   definition D such that X is in the convergence region of D".
   %u in C lies before the call that uses %inner, so in %inner's region:
   threads 0, 1 (who left in iteration 1, with one %inner instance) form one
   instance, thread 2 (iteration 2) another; %u, a use of the iteration
   counter %i, is uniform in each. (The same program without tokens is the
   temporal-divergence case above: one instance of all three.) */
static const char loop_exit_region[] =
    "func @example_region() convergent {\n"
    "entry:\n  %entry = token.entry\n  br for\n"
    "for:\n  %i = phi [0, entry], [%i.next, D]\n  %inner = token.loop %entry\n  %for.cond = cond\n"
    "  br %for.cond, B, E\n"
    "B:\n  %condition = cond\n  br %condition, C, D\n"
    "C:\n  %u = add %i, 0\n  call @convergent_op() convergent ctrl %inner\n  br E\n"
    "D:\n  %i.next = add %i, 1\n  br for\n"
    "E:\n  ret\n"
    "}\n";

static void test_co_exit_region(void) {
    static const char *const paths[] = {"entry for B C E", "entry for B C E", "entry for B D for B C E",
                                        "entry for B D for B D for E"};
    table_run tr;
    const char *L = "CO temporal divergence in a token region";
    if (!table_start(&tr, L, loop_exit_region, paths, 4, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_groups(L, tr.f, tr.run, "C#1", 4, "{0,1} | {0,1} | {2} |");
    check_groups(L, tr.f, tr.run, "%u", 4, "{0,1} | {0,1} | {2} |");
    {
        uint32_t viol = 99;
        bool *vu = (bool *)calloc(conv_function_value_count(tr.f), sizeof(bool));
        vu[conv_value_index(conv_function_find_value(tr.f, "%u"))] = true;
        CHECK_RESULT(conv_interp_check(tr.run, tr.f, vu, NULL, NULL, NULL, &viol), CONV_OK);
        CHECK_MSG(viol == 0, "%s: the use of a uniform value in the region is reported divergent (%u)", L, viol);
        free(vu);
    }
    table_end(&tr);
}

/* An anchor inside the irreducible cycle of the nested table: by default
   (CONV_ANCHOR_MAXIMAL) its instances are the maximally converged ones of
   S ("implementation-defined, so maximal convergence by default"), and the
   call it controls groups the same way. */
static const char irr_anchor[] =
    "func @irr_anchor() {\n"
    "Entry:\n  %c.Entry = cond\n  br %c.Entry, P, R\n"
    "P:\n  br Q\n"
    "Q:\n  %c.Q = cond\n  br %c.Q, S, R\n"
    "R:\n  br S\n"
    "S:\n  %a = token.anchor\n  call @op() convergent ctrl %a\n  %c.S = cond\n  br %c.S, P, Exit\n"
    "Exit:\n  ret\n"
    "}\n";

static void test_co_irreducible_anchor(void) {
    static const char *const paths[] = {"Entry P Q S P Q R S Exit", "Entry P Q R S Exit", "Entry R S Exit"};
    table_run tr;
    const char *L = "CO anchor in an irreducible cycle";
    if (!table_start(&tr, L, irr_anchor, paths, 3, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_hierarchy(L, tr.f, "R", "S");
    check_groups(L, tr.f, tr.run, "%a", 3, "{0} {0,1,2} | {0,1,2} | {0,1,2}");
    check_groups(L, tr.f, tr.run, "S#1", 3, "{0} {0,1,2} | {0,1,2} | {0,1,2}");
    table_end(&tr);
}

/* Collective results steering control flow: a loop whose exit is decided
   by a ballot. A branch on the mask takes its first successor when bit 0
   (lane 0) is set, so the three threads, converged in every iteration, go
   the same way. %c per iteration: thread 0: 1 1 0, thread 1: 0 1 1,
   thread 2: 1 0 0. Masks: 0b101 = 5, 0b011 = 3, 0b010 = 2; bit 0 is set in
   iterations 1, 2 only, so everybody leaves after iteration 3. */
static const char ballot_loop[] =
    "func @ballot_loop() {\n"
    "entry:\n  br H\n"
    "H:\n  %c = cond\n  %b = call @subgroup.ballot(%c) convergent\n  br %b, H, X\n"
    "X:\n  %x = mark\n  ret\n"
    "}\n";

static void test_ballot_steers(void) {
    static const forced f[] = {{"%c", 0, 0, 1}, {"%c", 0, 1, 1}, {"%c", 0, 2, 0}, {"%c", 1, 0, 0}, {"%c", 1, 1, 1},
                               {"%c", 1, 2, 1}, {"%c", 2, 0, 1}, {"%c", 2, 1, 0}, {"%c", 2, 2, 0}};
    static const char *const paths[] = {"entry H H H X", "entry H H H X", "entry H H H X"};
    table_run tr;
    const char *L = "ballot steers a loop";
    if (!table_start(&tr, L, ballot_loop, NULL, 3, f, 9, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_paths(L, tr.f, tr.run, paths, 3);
    check_values(L, tr.f, tr.run, "%b", 3, "5 3 2 | 5 3 2 | 5 3 2");
    check_groups(L, tr.f, tr.run, "%b", 3, "{0,1,2} {0,1,2} {0,1,2} | {0,1,2} {0,1,2} {0,1,2} | {0,1,2} {0,1,2} {0,1,2}");
    check_groups(L, tr.f, tr.run, "%x", 3, "{0,1,2} | {0,1,2} | {0,1,2}");
    table_end(&tr);
}

/* ================ Seed 004: the llvm-dev RFC's ballot traces ============= */

/* The RFC ("Adding thread group semantics to LangRef"): with two threads
   in a wave, the `for` loop with `continue`
       for (int i = 0; i < 2; i++) {
         foo = ballot(true); // ballot 1
         if (threadID % 2 == 0) continue;
         bar = ballot(true); // ballot 2
       }
   has the trace "mandated by SPIR-V":
       thread 0          | thread 1
       ballot 1 = 0b11   | ballot 1 = 0b11
       skipped           | ballot 2 = 0b10
       ballot 1 = 0b11   | ballot 1 = 0b11
       skipped           | ballot 2 = 0b10
   and its jump-threaded form, where the loop became two nested loops
       while (true) {
         do {
           if (i == 2) break;
           foo = ballot(true); // ballot 1
           i++;
         } while (threadID % 2 == 0);
         if (i == 2) break;
         bar = ballot(true); // ballot 2
         i++;
       }
   the trace "that programmers would expect for the second example":
       ballot 1 = 0b11   | ballot 1 = 0b11
       ballot 1 = 0b01   | skipped
       skipped           | ballot 2 = 0b10
       skipped           | ballot 1 = 0b10
       skipped           | ballot 2 = 0b10
   The ballots are uncontrolled (the RFC predates tokens), so maximal
   convergence applies: in the `for` form one loop (header `header`), both
   threads run ballot 1 in iterations 1 and 2 together (0b11); in the nested
   form the inner loop `inner` is re-entered from `outer`, thread 0 runs
   ballot 1 in inner iterations 1, 2 of outer iteration 1, thread 1 in inner
   iteration 1 of outer iterations 1 and 2: only their first ballot 1 is
   shared; the second ballot 1 of each is alone (0b01 and 0b10). Paths are
   forced as in the trace (the second i++ would stop thread 1 after two
   ballots, as a reply in the thread notes; the trace has four). */
static const char rfc_for[] =
    "func @for_continue(%tid divergent) {\n"
    "entry:\n  br header\n"
    "header:\n  %i = phi [0, entry], [%i.next, latch]\n  %c.header = icmp.slt %i, 2\n"
    "  br %c.header, body, exit\n"
    "body:\n  %foo = call @ballot(1) convergent\n  %c.body = icmp.even %tid\n  br %c.body, latch, b2\n"
    "b2:\n  %bar = call @ballot(1) convergent\n  br latch\n"
    "latch:\n  %i.next = add %i, 1\n  br header\n"
    "exit:\n  ret\n"
    "}\n";
static const char rfc_nested[] =
    "func @nested(%tid divergent) {\n"
    "entry:\n  br outer\n"
    "outer:\n  %i.o = phi [0, entry], [%i.2, body2]\n  br inner\n"
    "inner:\n  %i.in = phi [%i.o, outer], [%i.1, body1]\n  %c.inner = icmp.eq %i.in, 2\n"
    "  br %c.inner, after, body1\n"
    "body1:\n  %foo = call @ballot(1) convergent\n  %i.1 = add %i.in, 1\n  %c.body1 = icmp.even %tid\n"
    "  br %c.body1, inner, after\n"
    "after:\n  %i.a = phi [%i.in, inner], [%i.1, body1]\n  %c.after = icmp.eq %i.a, 2\n"
    "  br %c.after, exit, body2\n"
    "body2:\n  %bar = call @ballot(1) convergent\n  %i.2 = add %i.a, 1\n  br outer\n"
    "exit:\n  ret\n"
    "}\n";

static void test_rfc_ballots(void) {
    static const char *const p_for[] = {"entry header body latch header body latch header exit",
                                        "entry header body b2 latch header body b2 latch header exit"};
    static const char *const p_nested[] = {"entry outer inner body1 inner body1 inner after exit",
                                           "entry outer inner body1 after body2 outer inner body1 after body2 "
                                           "outer inner after exit"};
    table_run tr;
    int64_t for_second[2] = {0, 0}, nested_second[2] = {0, 0};
    if (!table_start(&tr, "RFC for/continue", rfc_for, p_for, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_hierarchy("RFC for/continue", tr.f, "header", "");
    /* 0b11 = 3, 0b10 = 2 */
    check_values("RFC for/continue", tr.f, tr.run, "%foo", 2, "3 3 | 3 3");
    check_values("RFC for/continue", tr.f, tr.run, "%bar", 2, "| 2 2");
    check_groups("RFC for/continue", tr.f, tr.run, "%foo", 2, "{0,1} {0,1} | {0,1} {0,1}");
    CHECK(value_at(tr.f, tr.run, "%foo", 0, 1, &for_second[0]) && value_at(tr.f, tr.run, "%foo", 1, 1, &for_second[1]));
    table_end(&tr);
    if (!table_start(&tr, "RFC nested", rfc_nested, p_nested, 2, NULL, 0, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_hierarchy("RFC nested", tr.f, "outer", "inner");
    /* 0b11 = 3, 0b01 = 1, 0b10 = 2 */
    check_values("RFC nested", tr.f, tr.run, "%foo", 2, "3 1 | 3 2");
    check_values("RFC nested", tr.f, tr.run, "%bar", 2, "| 2 2");
    check_groups("RFC nested", tr.f, tr.run, "%foo", 2, "{0,1} {0} | {0,1} {1}");
    CHECK(value_at(tr.f, tr.run, "%foo", 0, 1, &nested_second[0]) &&
          value_at(tr.f, tr.run, "%foo", 1, 1, &nested_second[1]));
    table_end(&tr);
    /* the two forms give different masks: the second ballot 1 */
    CHECK(for_second[0] != nested_second[0] && for_second[1] != nested_second[1]);
}

/* ============================== API basics ============================== */

/* Values: a divergence source gives each thread its own value, other
   arguments one value for every thread (with or without `uniform`),
   constants their immediate; phis pick by predecessor. A phi with a single
   incoming value shows an argument's value as an instance value. Generic
   operations are deterministic functions of opcode and operands: %b and
   %b2 (same opcode, same operands) agree in every thread. */
static const char values_fn[] =
    "func @values(%tid divergent, %u, %w uniform) {\n"
    "entry:\n  %a = add %tid, 0\n  %b = add %u, 0\n  %b2 = add %u, 0\n  %c.entry = cond\n"
    "  br %c.entry, left, right\n"
    "left:\n  br join\n"
    "right:\n  br join\n"
    "join:\n  %tid.v = phi [%tid, left], [%tid, right]\n  %u.v = phi [%u, left], [%u, right]\n"
    "  %w.v = phi [%w, left], [%w, right]\n  %k.v = phi [42, left], [-42, right]\n"
    "  %p = phi [7, left], [9, right]\n  %q = phi [%a, left], [%b, right]\n  ret\n"
    "}\n";

static void test_values(void) {
    /* even threads go left, odd right */
    static const char *const paths[] = {"entry left join", "entry right join", "entry left join", "entry right join",
                                        "entry left join", "entry right join", "entry left join", "entry right join"};
    table_run tr;
    const char *L = "values";
    uint32_t t, u;
    int64_t tid[8], uu[8], ww[8], a[8], b[8], b2[8], q[8];
    if (!table_start(&tr, L, values_fn, paths, 8, NULL, 0, CONV_ANCHOR_MAXIMAL, 7)) return;
    check_groups(L, tr.f, tr.run, "%tid.v", 8,
                 "{0,1,2,3,4,5,6,7} | {0,1,2,3,4,5,6,7} | {0,1,2,3,4,5,6,7} | {0,1,2,3,4,5,6,7} | "
                 "{0,1,2,3,4,5,6,7} | {0,1,2,3,4,5,6,7} | {0,1,2,3,4,5,6,7} | {0,1,2,3,4,5,6,7}");
    check_groups(L, tr.f, tr.run, "left", 8, "{0,2,4,6} | | {0,2,4,6} | | {0,2,4,6} | | {0,2,4,6} |");
    check_values(L, tr.f, tr.run, "%k.v", 8, "42 | -42 | 42 | -42 | 42 | -42 | 42 | -42");
    check_values(L, tr.f, tr.run, "%p", 8, "7 | 9 | 7 | 9 | 7 | 9 | 7 | 9");
    for (t = 0; t < 8; t++) {
        CHECK(value_at(tr.f, tr.run, "%tid.v", t, 0, &tid[t]));
        CHECK(value_at(tr.f, tr.run, "%u.v", t, 0, &uu[t]));
        CHECK(value_at(tr.f, tr.run, "%w.v", t, 0, &ww[t]));
        CHECK(value_at(tr.f, tr.run, "%a", t, 0, &a[t]));
        CHECK(value_at(tr.f, tr.run, "%b", t, 0, &b[t]));
        CHECK(value_at(tr.f, tr.run, "%b2", t, 0, &b2[t]));
        CHECK(value_at(tr.f, tr.run, "%q", t, 0, &q[t]));
    }
    for (t = 0; t < 8; t++) {
        for (u = t + 1; u < 8; u++) {
            CHECK_MSG(tid[t] != tid[u], "divergence source equal in threads %u and %u", t, u);
            CHECK_MSG(a[t] != a[u], "%%a = add %%tid, 0 equal in threads %u and %u", t, u);
        }
        CHECK_MSG(uu[t] == uu[0] && ww[t] == ww[0], "plain argument differs in thread %u", t);
        CHECK(b[t] == b[0]);
        CHECK(b2[t] == b[t]);
        /* %q: %a from left (even threads), %b from right (odd threads) */
        CHECK_MSG(q[t] == ((t % 2 == 0) ? a[t] : b[t]), "phi %%q of thread %u", t);
    }
    table_end(&tr);
}

/* A switch takes the case equal to its value, else the successor whose
   index is the value modulo the number of successors; its instance values
   are successor indices. Successors of `switch %s, d, 1: a, 2: b` are
   (d, a, b): %s = 1 -> a (1), 2 -> b (2), 7 -> 7 mod 3 = 1 -> a, 6 -> 0 ->
   d. */
static const char switch_fn[] =
    "func @sw() {\n"
    "entry:\n  %s = sel\n  switch %s, d, 1: a, 2: b\n"
    "a:\n  br j\n"
    "b:\n  br j\n"
    "d:\n  br j\n"
    "j:\n  ret\n"
    "}\n";

static void test_switch(void) {
    static const forced f[] = {{"%s", 0, -1, 1}, {"%s", 1, -1, 2}, {"%s", 2, -1, 7}, {"%s", 3, -1, 6}};
    static const char *const paths[] = {"entry a j", "entry b j", "entry a j", "entry d j"};
    table_run tr;
    if (!table_start(&tr, "switch", switch_fn, NULL, 4, f, 4, CONV_ANCHOR_MAXIMAL, 1)) return;
    check_paths("switch", tr.f, tr.run, paths, 4);
    check_values("switch", tr.f, tr.run, "entry", 4, "1 | 2 | 1 | 0");
    check_values("switch", tr.f, tr.run, "%s", 4, "1 | 2 | 7 | 6");
    check_groups("switch", tr.f, tr.run, "a", 4, "{0,2} | | {0,2} |");
    table_end(&tr);
}

/* Collectives compute from their whole group: a "ballot" callee returns the
   mask of the group's lanes whose first operand has its lowest bit set; a
   "readfirstlane" or "broadcast" callee the operand of the group's lowest
   thread; any other convergent call with a result one value for the whole
   group. %tid is forced to 100 + 3t: odd for threads 1, 3, 5, 7. At entry
   (all 8): ballot 0b10101010 = 170, readfirstlane 100. Branch: threads
   {2,3,5,6} go to a: ballot lanes 3, 5 = 40, readfirstlane 106; threads
   {0,1,4,7} go to b: ballot lanes 1, 7 = 130, readfirstlane 100. The
   constant operand 3 has its lowest bit set (ballot = the group), 2 not
   (ballot 0). */
static const char coll_fn[] =
    "func @coll(%tid divergent) {\n"
    "entry:\n  %bal = call @subgroup.ballot(%tid) convergent\n"
    "  %rfl = call @llvm.amdgcn.readfirstlane(%tid) convergent\n"
    "  %bc = call @subgroup.broadcast(%tid) convergent\n"
    "  %red = call @subgroup.add(%tid) convergent\n"
    "  %one = call @subgroup.ballot(3) convergent\n"
    "  %none = call @subgroup.ballot(2) convergent\n"
    "  %c.entry = cond\n  br %c.entry, a, b\n"
    "a:\n  %bal.a = call @subgroup.ballot(%tid) convergent\n"
    "  %rfl.a = call @llvm.amdgcn.readfirstlane(%tid) convergent\n"
    "  %red.a = call @subgroup.add(%tid) convergent\n  br j\n"
    "b:\n  %bal.b = call @subgroup.ballot(%tid) convergent\n"
    "  %bc.b = call @subgroup.broadcast(%tid) convergent\n"
    "  %red.b = call @subgroup.add(%tid) convergent\n  br j\n"
    "j:\n  ret\n"
    "}\n";

static void test_collectives(void) {
    static const forced f[] = {{"%tid", 0, -1, 100}, {"%tid", 1, -1, 103}, {"%tid", 2, -1, 106},
                               {"%tid", 3, -1, 109}, {"%tid", 4, -1, 112}, {"%tid", 5, -1, 115},
                               {"%tid", 6, -1, 118}, {"%tid", 7, -1, 121}};
    static const char *const paths[] = {"entry b j", "entry b j", "entry a j", "entry a j",
                                        "entry b j", "entry a j", "entry a j", "entry b j"};
    table_run tr;
    const char *L = "collectives";
    uint32_t t;
    int64_t r0 = 0, r = 0, ra2 = 0, rb0 = 0;
    /* both: the paths and the %tid values are forced */
    memset(&tr, 0, sizeof tr);
    tr.m = parse_text(L, coll_fn);
    if (!tr.m) return;
    tr.f = conv_module_function(tr.m, 0);
    force_init(&tr.fc, tr.f);
    force_paths(&tr.fc, paths, 8);
    tr.fc.extra = f;
    tr.fc.extra_count = 8;
    tr.run = run_fn(L, tr.f, 8, 0, &tr.fc, CONV_ANCHOR_MAXIMAL, 1);
    if (!tr.run) {
        conv_module_destroy(tr.m);
        return;
    }
    check_paths(L, tr.f, tr.run, paths, 8);
    check_values(L, tr.f, tr.run, "%bal", 8, "170 | 170 | 170 | 170 | 170 | 170 | 170 | 170");
    check_values(L, tr.f, tr.run, "%rfl", 8, "100 | 100 | 100 | 100 | 100 | 100 | 100 | 100");
    check_values(L, tr.f, tr.run, "%bc", 8, "100 | 100 | 100 | 100 | 100 | 100 | 100 | 100");
    check_values(L, tr.f, tr.run, "%one", 8, "255 | 255 | 255 | 255 | 255 | 255 | 255 | 255");
    check_values(L, tr.f, tr.run, "%none", 8, "0 | 0 | 0 | 0 | 0 | 0 | 0 | 0");
    check_values(L, tr.f, tr.run, "%bal.a", 8, "| | 40 | 40 | | 40 | 40 |");
    check_values(L, tr.f, tr.run, "%rfl.a", 8, "| | 106 | 106 | | 106 | 106 |");
    check_values(L, tr.f, tr.run, "%bal.b", 8, "130 | 130 | | | 130 | | | 130");
    check_values(L, tr.f, tr.run, "%bc.b", 8, "100 | 100 | | | 100 | | | 100");
    check_groups(L, tr.f, tr.run, "%red.a", 8, "| | {2,3,5,6} | {2,3,5,6} | | {2,3,5,6} | {2,3,5,6} |");
    CHECK(value_at(tr.f, tr.run, "%red", 0, 0, &r0));
    for (t = 1; t < 8; t++) CHECK(value_at(tr.f, tr.run, "%red", t, 0, &r) && r == r0);
    CHECK(value_at(tr.f, tr.run, "%red.a", 2, 0, &ra2));
    for (t = 3; t < 7; t++)
        if (t != 4) CHECK(value_at(tr.f, tr.run, "%red.a", t, 0, &r) && r == ra2);
    CHECK(value_at(tr.f, tr.run, "%red.b", 0, 0, &rb0));
    CHECK(value_at(tr.f, tr.run, "%red.b", 7, 0, &r) && r == rb0);
    table_end(&tr);
}

/* Several waves: threads of different waves never share an instance, the
   entry token converges each wave, and a ballot's lanes are positions in
   the wave (threads 4..7 are lanes 0..3 of wave 1): 0b1111 = 15 in both
   waves. The same holds without tokens. */
static const char waves_fn[] =
    "func @waves(%tid divergent) convergent {\n"
    "entry:\n  %e = token.entry\n  %bal = call @subgroup.ballot(1) convergent ctrl %e\n"
    "  %v = add %tid, 1\n  ret\n"
    "}\n";
static const char waves_plain[] =
    "func @waves_plain(%tid divergent) {\n"
    "entry:\n  %bal = call @subgroup.ballot(1) convergent\n  %c = cond\n  br %c, a, j\n"
    "a:\n  %bal.a = call @subgroup.ballot(1) convergent\n  br j\n"
    "j:\n  %jm = mark\n  ret\n"
    "}\n";

static void test_waves(void) {
    conv_module *m = parse_text("waves", waves_fn);
    conv_interp *run;
    conv_function *f;
    conv_interp_instance in;
    uint32_t i, n;
    if (!m) return;
    f = conv_module_function(m, 0);
    run = run_fn("waves", f, 8, 4, NULL, CONV_ANCHOR_MAXIMAL, 1);
    if (run) {
        CHECK(conv_interp_wave_size(run) == 4);
        CHECK(conv_interp_finished(run));
        check_groups("waves", f, run, "%e", 8,
                     "{0,1,2,3} | {0,1,2,3} | {0,1,2,3} | {0,1,2,3} | {4,5,6,7} | {4,5,6,7} | {4,5,6,7} | {4,5,6,7}");
        check_groups("waves", f, run, "%v", 8,
                     "{0,1,2,3} | {0,1,2,3} | {0,1,2,3} | {0,1,2,3} | {4,5,6,7} | {4,5,6,7} | {4,5,6,7} | {4,5,6,7}");
        check_values("waves", f, run, "%bal", 8, "15 | 15 | 15 | 15 | 15 | 15 | 15 | 15");
        n = conv_interp_instance_count(run);
        for (i = 0; i < n; i++)
            if (conv_interp_get(run, i, &in) && in.inst.id == conv_function_find_value(f, "%e").id)
                CHECK(in.wave == in.threads[0] / 4);
        conv_interp_free(run);
    }
    conv_module_destroy(m);
    /* without tokens: threads 1, 2 (wave 0) and 5, 6 (wave 1) go to a */
    {
        static const char *const paths[] = {"entry j", "entry a j", "entry a j", "entry j",
                                            "entry j", "entry a j", "entry a j", "entry j"};
        force_ctx fc;
        m = parse_text("waves, uncontrolled", waves_plain);
        if (!m) return;
        f = conv_module_function(m, 0);
        force_init(&fc, f);
        force_paths(&fc, paths, 8);
        run = run_fn("waves, uncontrolled", f, 8, 4, &fc, CONV_ANCHOR_MAXIMAL, 1);
        if (run) {
            check_paths("waves, uncontrolled", f, run, paths, 8);
            check_values("waves, uncontrolled", f, run, "%bal", 8, "15 | 15 | 15 | 15 | 15 | 15 | 15 | 15");
            /* lanes 1, 2 of each wave: 0b0110 = 6 */
            check_values("waves, uncontrolled", f, run, "%bal.a", 8, "| 6 | 6 | | | 6 | 6 |");
            check_groups("waves, uncontrolled", f, run, "%jm", 8,
                         "{0,1,2,3} | {0,1,2,3} | {0,1,2,3} | {0,1,2,3} | {4,5,6,7} | {4,5,6,7} | {4,5,6,7} | "
                         "{4,5,6,7}");
            conv_interp_free(run);
        }
        conv_module_destroy(m);
    }
    /* defaults: 32 threads, one wave of all of them */
    {
        conv_interp_desc desc;
        m = parse_text("defaults", waves_fn);
        if (!m) return;
        f = conv_module_function(m, 0);
        memset(&desc, 0, sizeof desc);
        run = NULL;
        CHECK_RESULT(conv_interp_run(f, &desc, NULL, &run), CONV_OK);
        if (run) {
            CHECK(conv_interp_thread_count(run) == 32);
            CHECK(conv_interp_wave_size(run) == 32);
            CHECK(conv_interp_finished(run));
            check_run_shape("defaults", f, run);
            CHECK(instance_count_of(f, run, "%e") == 1);
            /* all 32 lanes: 2^32 - 1 */
            {
                int64_t v = 0;
                CHECK(value_at(f, run, "%bal", 31, 0, &v) && v == 4294967295LL);
            }
            conv_interp_free(run);
        }
        conv_module_destroy(m);
    }
}

/* max_steps: an infinite loop stops; the run is not finished but what ran
   is recorded. When only thread 1 spins, thread 0 still finishes: the
   ballot in `out` cannot wait for a thread that has stopped, so it runs
   with thread 0 alone (mask 0b01). */
static const char spin_fn[] =
    "func @spin() {\n"
    "entry:\n  br loop\n"
    "loop:\n  %x = add 1, 2\n  br loop\n"
    "}\n";
static const char spin_one[] =
    "func @spin_one() {\n"
    "entry:\n  %c.entry = cond\n  br %c.entry, out, loop\n"
    "loop:\n  %x = add 1, 2\n  br loop\n"
    "out:\n  %b = call @subgroup.ballot(1) convergent\n  ret\n"
    "}\n";

static void test_max_steps(void) {
    conv_module *m = parse_text("spin", spin_fn);
    conv_function *f;
    conv_interp_desc desc;
    conv_interp *run = NULL;
    if (!m) return;
    f = conv_module_function(m, 0);
    memset(&desc, 0, sizeof desc);
    desc.threads = 2;
    desc.max_steps = 50;
    CHECK_RESULT(conv_interp_run(f, &desc, NULL, &run), CONV_OK);
    if (run) {
        uint32_t t;
        CHECK(!conv_interp_finished(run));
        CHECK(!conv_interp_thread_finished(run, 0) && !conv_interp_thread_finished(run, 1));
        CHECK(conv_interp_instance_count(run) > 0);
        check_run_shape("spin", f, run);
        for (t = 0; t < 2; t++) {
            uint32_t i, n = conv_interp_instance_count(run), steps = 0;
            conv_interp_instance in;
            for (i = 0; i < n; i++)
                if (conv_interp_get(run, i, &in) && inst_has(&in, t)) steps++;
            /* each instruction a thread executed is one instance it is in */
            CHECK_MSG(steps <= 50 && steps >= 40, "thread %u executed %u instructions of 50", t, steps);
        }
        /* the loop's iterations are converged: %x of iteration n is one
           instance of both threads */
        CHECK(instance_of(f, run, "%x", 0, 3) == instance_of(f, run, "%x", 1, 3));
        conv_interp_free(run);
    }
    conv_module_destroy(m);
    {
        static const char *const paths[] = {"entry out", "entry loop"};
        force_ctx fc;
        m = parse_text("spin one", spin_one);
        if (!m) return;
        f = conv_module_function(m, 0);
        force_init(&fc, f);
        force_paths(&fc, paths, 2);
        memset(&desc, 0, sizeof desc);
        desc.threads = 2;
        desc.max_steps = 100;
        desc.value_fn = force_value;
        desc.user = &fc;
        run = NULL;
        CHECK_RESULT(conv_interp_run(f, &desc, NULL, &run), CONV_OK);
        if (run) {
            CHECK(!conv_interp_finished(run));
            CHECK(conv_interp_thread_finished(run, 0));
            CHECK(!conv_interp_thread_finished(run, 1));
            check_groups("spin one", f, run, "%b", 2, "{0} |");
            check_values("spin one", f, run, "%b", 2, "1 |");
            conv_interp_free(run);
        }
        conv_module_destroy(m);
    }
}

/* Bad arguments and unfinalized functions. */
static void test_bad_arguments(void) {
    conv_module *m = parse_text("bad args", heart_loop);
    conv_function *f;
    conv_interp_desc desc;
    conv_interp *sentinel = (conv_interp *)&desc, *run = sentinel;
    if (!m) return;
    f = conv_module_function(m, 0);
    memset(&desc, 0, sizeof desc);
    desc.threads = 2;
    /* an allocator with only some callbacks set is rejected */
    desc.allocator.alloc = test_alloc;
    CHECK_RESULT(conv_interp_run(f, &desc, NULL, &run), CONV_ERR_INVALID_ARGUMENT);
    CHECK(run == sentinel);
    memset(&desc, 0, sizeof desc);
    CHECK_RESULT(conv_interp_run(NULL, &desc, NULL, &run), CONV_ERR_INVALID_ARGUMENT);
    CHECK(run == sentinel);
    /* past the limits: one diagnostic names the numbers and the limits */
    {
        conv_diags *d = NULL;
        char buf[512];
        CHECK_RESULT(conv_diags_create(NULL, &d), CONV_OK);
        memset(&desc, 0, sizeof desc);
        desc.threads = 65536;
        desc.max_steps = 10000;
        CHECK_RESULT(conv_interp_run(f, &desc, d, &run), CONV_ERR_INVALID_ARGUMENT);
        CHECK(run == sentinel);
        CHECK(conv_diags_count(d) == 1 && strcmp(conv_diags_get(d, 0)->code, "interp.limit") == 0);
        conv_diags_format(d, 0, buf, sizeof buf);
        CHECK_MSG(strstr(buf, "65536 threads x 10000 max steps = 655360000") && strstr(buf, "2^26 (67108864)"),
                  "limit message: %s", buf);
        conv_diags_clear(d);
        desc.threads = 70000;
        desc.max_steps = 1;
        CHECK_RESULT(conv_interp_run(f, &desc, d, &run), CONV_ERR_INVALID_ARGUMENT);
        CHECK(conv_diags_count(d) == 1 && strcmp(conv_diags_get(d, 0)->code, "interp.limit") == 0);
        conv_diags_destroy(d);
    }
    conv_module_destroy(m);
    {
        conv_parse_desc pd;
        memset(&pd, 0, sizeof pd);
        pd.no_finalize = true;
        m = NULL;
        CHECK_RESULT(conv_parse(heart_loop, strlen(heart_loop), &pd, NULL, &m), CONV_OK);
        if (!m) return;
        f = conv_module_function(m, 0);
        memset(&desc, 0, sizeof desc);
        CHECK_RESULT(conv_interp_run(f, &desc, NULL, &run), CONV_ERR_NOT_FINALIZED);
        CHECK(run == sentinel);
        conv_module_destroy(m);
    }
}

/* conv_interp_check on a diamond: %d (forced to the thread index) differs
   within the one entry instance, so "uniform" is refuted; %v (from a plain
   argument) is the same everywhere; entry's branch splits its instance
   (threads 1, 3 go to a), while a's and b's (one successor) cannot. */
static const char check_fn[] =
    "func @chk(%tid divergent, %u) {\n"
    "entry:\n  %d = add %tid, 1\n  %v = add %u, 1\n  br %d, a, b\n"
    "a:\n  br j\n"
    "b:\n  br j\n"
    "j:\n  %p = phi [1, a], [1, b]\n  %p2 = phi [%v, a], [%d, b]\n  ret\n"
    "}\n";

static void test_check(void) {
    static const forced f[] = {{"%d", 0, -1, 0}, {"%d", 1, -1, 1}, {"%d", 2, -1, 2}, {"%d", 3, -1, 3}};
    table_run tr;
    uint32_t nv, nb, viol;
    bool *vu, *bu;
    conv_diags *d = NULL;
    if (!table_start(&tr, "check", check_fn, NULL, 4, f, 4, CONV_ANCHOR_MAXIMAL, 1)) return;
    nv = conv_function_value_count(tr.f);
    nb = conv_function_block_count(tr.f);
    vu = (bool *)calloc(nv, sizeof(bool));
    bu = (bool *)calloc(nb, sizeof(bool));
    conv_diags_create(NULL, &d);
    /* true claims: %v, %p (both incoming values are 1), a's and b's branch */
    vu[conv_value_index(conv_function_find_value(tr.f, "%v"))] = true;
    vu[conv_value_index(conv_function_find_value(tr.f, "%p"))] = true;
    bu[conv_block_index(conv_function_find_block(tr.f, "a"))] = true;
    bu[conv_block_index(conv_function_find_block(tr.f, "b"))] = true;
    viol = 99;
    CHECK_RESULT(conv_interp_check(tr.run, tr.f, vu, bu, NULL, d, &viol), CONV_OK);
    CHECK_MSG(viol == 0, "check: %u violations of true claims", viol);
    CHECK(conv_diags_count(d) == 0);
    /* false claims, one at a time */
    memset(vu, 0, nv);
    vu[conv_value_index(conv_function_find_value(tr.f, "%d"))] = true;
    viol = 99;
    CHECK_RESULT(conv_interp_check(tr.run, tr.f, vu, NULL, NULL, d, &viol), CONV_OK);
    CHECK_MSG(viol == 1, "check: %u violations of the %%d claim", viol);
    CHECK(diags_have(d, "interp.unsound-value"));
    conv_diags_clear(d);
    memset(vu, 0, nv);
    /* %p2: %v for threads 1, 3 (from a) and %d (0, 2) for the others */
    vu[conv_value_index(conv_function_find_value(tr.f, "%p2"))] = true;
    viol = 99;
    CHECK_RESULT(conv_interp_check(tr.run, tr.f, vu, NULL, NULL, d, &viol), CONV_OK);
    CHECK_MSG(viol == 1, "check: %u violations of the %%p2 claim", viol);
    conv_diags_clear(d);
    memset(bu, 0, nb);
    bu[conv_block_index(conv_function_find_block(tr.f, "entry"))] = true;
    viol = 99;
    CHECK_RESULT(conv_interp_check(tr.run, tr.f, NULL, bu, NULL, d, &viol), CONV_OK);
    CHECK_MSG(viol == 1, "check: %u violations of the branch claim", viol);
    CHECK(diags_have(d, "interp.unsound-branch"));
    /* %p2, %d and entry's branch at once: three broken claims, three
       diagnostics */
    conv_diags_clear(d);
    vu[conv_value_index(conv_function_find_value(tr.f, "%d"))] = true;
    viol = 99;
    CHECK_RESULT(conv_interp_check(tr.run, tr.f, vu, bu, NULL, d, &viol), CONV_OK);
    CHECK_MSG(viol == 3, "check: %u violations of three broken claims", viol);
    CHECK(conv_diags_count(d) == 3);
    conv_diags_destroy(d);
    free(vu);
    free(bu);
    table_end(&tr);
}

/* conv_interp_check_uniformity: the claims of a uniformity result against
   a run. Thread t goes round H t + 1 times (%c is forced), so H's branch
   splits its instances, threads converged on entering H leave it in
   different iterations, and X sees four different %i2. The honest
   analysis calls all of that divergent and no claim breaks. Two wrong
   results, made through the public desc (%tid declared uniform; a wave
   size of 1, which claims everything uniform), claim %d, %c, %out, H's
   branch and H's exits uniform: five broken claims, each named. */
static const char claims_fn[] =
    "func @claims(%tid divergent, %u) {\n"
    "entry:\n  %d = add %tid, 1\n  %w = add %u, 1\n  br H\n"
    "H:\n  %i = phi [0, entry], [%i2, H]\n  %i2 = add %i, 1\n  %c = lt %i2, %d\n  br %c, H, X\n"
    "X:\n  %out = add %i2, %w\n  ret\n"
    "}\n"
    "func @other() {\nentry:\n  ret\n}\n";

static bool claims_value_fn(void *user, const conv_function *f, conv_value v, uint32_t thread, uint32_t occurrence,
                            int64_t *value) {
    (void)user;
    if (v.id != conv_function_find_value(f, "%c").id) return false;
    *value = occurrence < thread ? 1 : 0;
    return true;
}

static bool diags_name(const conv_diags *d, const char *code, const char *instruction) {
    uint32_t i;
    for (i = 0; i < conv_diags_count(d); i++) {
        const conv_diag *g = conv_diags_get(d, i);
        if (strcmp(g->code, code) == 0 && g->instruction && strcmp(g->instruction, instruction) == 0) return true;
    }
    return false;
}

static void test_check_uniformity(void) {
    conv_module *m = parse_text("check_uniformity", claims_fn);
    conv_function *f, *other;
    conv_interp_desc id;
    conv_interp *run = NULL;
    conv_uniformity *honest = NULL, *told = NULL, *cpu = NULL, *wrong_fn = NULL;
    conv_uniformity_desc ud;
    conv_value tid;
    conv_diags *d = NULL;
    uint32_t viol;
    const char *L = "check_uniformity";
    if (m == NULL) return;
    f = conv_module_find_function(m, "claims");
    other = conv_module_find_function(m, "other");
    tid = conv_function_find_value(f, "%tid");
    conv_diags_create(NULL, &d);
    memset(&id, 0, sizeof id);
    id.threads = 4;
    id.value_fn = claims_value_fn;
    CHECK_RESULT(conv_interp_run(f, &id, NULL, &run), CONV_OK);
    CHECK(run && conv_interp_finished(run));
    CHECK_RESULT(conv_uniformity_build(f, NULL, &honest), CONV_OK);
    memset(&ud, 0, sizeof ud);
    ud.extra_uniform = &tid;
    ud.extra_uniform_count = 1;
    CHECK_RESULT(conv_uniformity_build(f, &ud, &told), CONV_OK);
    memset(&ud, 0, sizeof ud);
    ud.wave_size = 1;
    CHECK_RESULT(conv_uniformity_build(f, &ud, &cpu), CONV_OK);
    CHECK_RESULT(conv_uniformity_build(other, NULL, &wrong_fn), CONV_OK);
    if (run == NULL || honest == NULL || told == NULL || cpu == NULL || wrong_fn == NULL) goto done;
    /* the honest analysis: sound, and it does claim something */
    CHECK(!conv_uniformity_value_divergent(honest, conv_function_find_value(f, "%w")));
    CHECK(!conv_uniformity_value_divergent(honest, conv_function_find_value(f, "%i2")));
    CHECK(conv_uniformity_value_divergent(honest, conv_function_find_value(f, "%out")));
    viol = 99;
    CHECK_RESULT(conv_interp_check_uniformity(run, f, honest, d, &viol), CONV_OK);
    CHECK_MSG(viol == 0 && conv_diags_count(d) == 0, "%s: %u violations of the honest claims", L, viol);
    /* the wrong ones: five broken claims, each one diagnostic */
    {
        const conv_uniformity *wrong[2];
        uint32_t k;
        wrong[0] = told;
        wrong[1] = cpu;
        for (k = 0; k < 2; k++) {
            CHECK(!conv_uniformity_value_divergent(wrong[k], conv_function_find_value(f, "%d")));
            conv_diags_clear(d);
            viol = 99;
            CHECK_RESULT(conv_interp_check_uniformity(run, f, wrong[k], d, &viol), CONV_OK);
            CHECK_MSG(viol == 5 && conv_diags_count(d) == 5, "%s: wrong result %u: %u violations, %u diagnostics",
                      L, k, viol, conv_diags_count(d));
            CHECK(diags_name(d, "interp.unsound-value", "%d"));
            CHECK(diags_name(d, "interp.unsound-value", "%c"));
            CHECK(diags_name(d, "interp.unsound-value", "%out"));
            CHECK(diags_have(d, "interp.unsound-branch"));
            CHECK(diags_have(d, "interp.unsound-exit"));
        }
    }
    /* refused: another function's result, NULL arguments; *violations untouched */
    viol = 99;
    CHECK_RESULT(conv_interp_check_uniformity(run, f, wrong_fn, d, &viol), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_interp_check_uniformity(run, other, honest, d, &viol), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_interp_check_uniformity(NULL, f, honest, d, &viol), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_interp_check_uniformity(run, f, NULL, d, &viol), CONV_ERR_INVALID_ARGUMENT);
    CHECK_RESULT(conv_interp_check_uniformity(run, f, honest, d, NULL), CONV_ERR_INVALID_ARGUMENT);
    CHECK(viol == 99);
done:
    conv_uniformity_free(honest);
    conv_uniformity_free(told);
    conv_uniformity_free(cpu);
    conv_uniformity_free(wrong_fn);
    conv_interp_free(run);
    conv_diags_destroy(d);
    conv_module_destroy(m);
}

/* The run keeps no pointer to desc->cycles: freeing the hierarchy right
   after conv_interp_run leaves the run usable (exit claims included;
   valgrind and ASan builds would catch a dangling read). */
static void test_cycles_not_kept(void) {
    conv_module *m = parse_text("cycles_not_kept", claims_fn);
    conv_function *f;
    conv_cycles *cy = NULL;
    conv_interp_desc id;
    conv_interp *run = NULL;
    conv_uniformity *u = NULL;
    bool eu[1] = {true};
    uint32_t viol = 99;
    if (m == NULL) return;
    f = conv_module_find_function(m, "claims");
    CHECK_RESULT(conv_cycles_build(f, NULL, &cy), CONV_OK);
    memset(&id, 0, sizeof id);
    id.threads = 4;
    id.value_fn = claims_value_fn;
    id.cycles = cy;
    CHECK_RESULT(conv_interp_run(f, &id, NULL, &run), CONV_OK);
    conv_cycles_free(cy);
    CHECK_RESULT(conv_interp_check(run, f, NULL, NULL, eu, NULL, &viol), CONV_OK);
    CHECK_MSG(viol == 1, "cycles_not_kept: %u violations of the exit claim", viol);
    CHECK_RESULT(conv_uniformity_build(f, NULL, &u), CONV_OK);
    CHECK_RESULT(conv_interp_check_uniformity(run, f, u, NULL, &viol), CONV_OK);
    CHECK(viol == 0);
    conv_uniformity_free(u);
    conv_interp_free(run);
    conv_module_destroy(m);
}

/* Allocation failure at every allocation of conv_interp_run: the call
   returns CONV_ERR_OUT_OF_MEMORY, leaves *out untouched and leaks nothing.
   The program has tokens, a loop, collectives and several waves, so every
   kind of bookkeeping allocates. */
static void test_alloc_failure(void) {
    static const char *const paths[] = {"A B B B C", "A B B B B C", "A B C", "A B B C"};
    conv_module *m = parse_text("alloc", heart_loop);
    conv_function *f;
    test_alloc_state st;
    conv_interp_desc desc;
    conv_interp *run = NULL;
    force_ctx fc;
    long total, k, failures = 0;
    if (!m) return;
    f = conv_module_function(m, 0);
    force_init(&fc, f);
    force_paths(&fc, paths, 4);
    memset(&st, 0, sizeof st);
    memset(&desc, 0, sizeof desc);
    desc.allocator = test_allocator(&st);
    desc.threads = 4;
    desc.wave_size = 2;
    desc.value_fn = force_value;
    desc.user = &fc;
    CHECK_RESULT(conv_interp_run(f, &desc, NULL, &run), CONV_OK);
    total = st.calls;
    CHECK(total > 0);
    if (run) {
        CHECK(st.live > 0);
        conv_interp_free(run);
    }
    CHECK_MSG(st.live == 0 && st.live_bytes == 0, "a run leaks %ld blocks", st.live);
    for (k = 1; k <= total; k++) {
        conv_interp *sentinel = (conv_interp *)&st;
        conv_result r;
        memset(&st, 0, sizeof st);
        st.fail_at = k;
        desc.allocator = test_allocator(&st);
        run = sentinel;
        r = conv_interp_run(f, &desc, NULL, &run);
        if (r == CONV_OK) {
            /* the failure hit no allocation of this run (it allocated less) */
            CHECK_MSG(st.calls < k, "allocation %ld of %ld failed, yet the run succeeded", k, total);
            if (run != sentinel) conv_interp_free(run);
        } else {
            failures++;
            CHECK_MSG(r == CONV_ERR_OUT_OF_MEMORY, "allocation %ld: %s", k, conv_result_str(r));
            CHECK_MSG(run == sentinel, "allocation %ld: *out written on failure", k);
        }
        CHECK_MSG(st.live == 0 && st.live_bytes == 0, "allocation %ld failed: %ld blocks leak", k, st.live);
    }
    CHECK(failures == total);
    conv_module_destroy(m);
}

/* Determinism: the same seed gives the same instances (threads, values,
   order), also with split anchors; another seed changes the hashed values
   of generic operations (a seeded hash: with 64-bit values two seeds agree
   on every one of them only by accident). */
static bool same_runs(const conv_interp *a, const conv_interp *b) {
    uint32_t i, n = conv_interp_instance_count(a);
    if (n != conv_interp_instance_count(b)) return false;
    for (i = 0; i < n; i++) {
        conv_interp_instance x, y;
        if (!conv_interp_get(a, i, &x) || !conv_interp_get(b, i, &y)) return false;
        if (x.inst.id != y.inst.id || x.block.id != y.block.id || x.kind != y.kind || x.wave != y.wave ||
            x.thread_count != y.thread_count)
            return false;
        if (memcmp(x.threads, y.threads, x.thread_count * sizeof *x.threads) != 0) return false;
        if ((x.values == NULL) != (y.values == NULL)) return false;
        if (x.values && memcmp(x.values, y.values, x.thread_count * sizeof *x.values) != 0) return false;
    }
    return true;
}

static void test_determinism(void) {
    conv_module *m = parse_text("determinism", reserve);
    conv_module *m2 = parse_text("determinism", temporal);
    conv_function *f, *f2;
    conv_interp *a, *b, *c;
    static const char *const paths[] = {"entry H X", "entry H H X", "entry H H X", "entry H H H X"};
    force_ctx fc;
    if (!m || !m2) {
        conv_module_destroy(m);
        conv_module_destroy(m2);
        return;
    }
    f = conv_module_function(m, 0);
    a = run_fn("determinism", f, 8, 4, NULL, CONV_ANCHOR_SPLIT, 42);
    b = run_fn("determinism", f, 8, 4, NULL, CONV_ANCHOR_SPLIT, 42);
    if (a && b) CHECK_MSG(same_runs(a, b), "two runs with seed 42 differ");
    conv_interp_free(a);
    conv_interp_free(b);
    f2 = conv_module_function(m2, 0);
    force_init(&fc, f2);
    force_paths(&fc, paths, 4);
    a = run_fn("determinism", f2, 4, 0, &fc, CONV_ANCHOR_MAXIMAL, 5);
    b = run_fn("determinism", f2, 4, 0, &fc, CONV_ANCHOR_MAXIMAL, 5);
    c = run_fn("determinism", f2, 4, 0, &fc, CONV_ANCHOR_MAXIMAL, 6);
    if (a && b && c) {
        int64_t x = 0, y = 0;
        CHECK(same_runs(a, b));
        CHECK(!same_runs(a, c));
        CHECK(value_at(f2, a, "%uni.inc", 0, 0, &x) && value_at(f2, c, "%uni.inc", 0, 0, &y) && x != y);
        /* the paths are forced, so the convergence is the same */
        check_groups("determinism", f2, c, "%div.user", 4, "{0,1,2,3} | {0,1,2,3} | {0,1,2,3} | {0,1,2,3}");
    }
    conv_interp_free(a);
    conv_interp_free(b);
    conv_interp_free(c);
    conv_module_destroy(m);
    conv_module_destroy(m2);
}

int main(int argc, char **argv) {
    quick_mode = argc > 1 && strcmp(argv[1], "--quick") == 0;
    /* ConvergenceAndUniformity.rst */
    test_cu_natural_loop();
    test_terminators();
    test_cu_nested_irreducible();
    test_cu_diverged_entry_r();
    test_cu_diverged_entry_p();
    test_cu_outside_p();
    test_cu_outside_r();
    test_cu_explicit_hierarchy();
    test_cu_temporal_divergence();
    /* ConvergentOperations.rst (seed 000) */
    test_co_heart_in_b();
    test_co_incorrect_refused();
    test_co_free_anchor();
    test_co_loop_heart();
    test_co_unroll_remainder();
    test_co_unroll_no_tail();
    test_co_loop_exit();
    test_co_jump_threading();
    test_co_reductions();
    test_co_opportunistic();
    test_co_exit_region();
    test_co_irreducible_anchor();
    /* seed 004 */
    test_rfc_ballots();
    /* API */
    test_values();
    test_switch();
    test_collectives();
    test_ballot_steers();
    test_waves();
    test_max_steps();
    test_bad_arguments();
    test_check();
    test_check_uniformity();
    test_cycles_not_kept();
    test_alloc_failure();
    test_determinism();
    return check_summary();
}
