/* The legality tests' checking kit (tests/soundness/test_legality*.c):
   running a function and its transformed copy under the interpreter in
   several configurations (conv_equivalence_check), random CFG shapes whose
   every block can finish, and verdicts as text. One TU includes it; its
   counters are the including test's. */
#ifndef CONV_TEST_LEGALITY_CHECK_H
#define CONV_TEST_LEGALITY_CHECK_H

#include "../../conv.h"
#include "check.h"
#include "random_cfg.h"
#include "legality_gen.h"

#define LG_MAX_STEPS 600u

LG_UNUSED static unsigned rng_below(void *state, unsigned n) { return test_below((test_rng *)state, n); }

/* What the runs cost and skipped. */
static struct {
    unsigned long runs, unfinished, undefined;
} lg_runs;

/* --- text for messages --- */

typedef struct sbuf {
    char data[16384];
    size_t n;
} sbuf;

LG_UNUSED static bool sbuf_write(const char *data, size_t size, void *user) {
    sbuf *b = (sbuf *)user;
    if (b->n + size >= sizeof b->data) size = sizeof b->data - 1u - b->n;
    memcpy(b->data + b->n, data, size);
    b->n += size;
    b->data[b->n] = '\0';
    return true;
}

LG_UNUSED static void verdict_text(const conv_function *f, const conv_verdict *v, char *out, size_t size) {
    sbuf b;
    b.n = 0;
    b.data[0] = '\0';
    if (conv_verdict_write(f, v, sbuf_write, &b) != CONV_OK) snprintf(b.data, sizeof b.data, "(no text)");
    snprintf(out, size, "%s [%s]", b.data, conv_legal_reason_str(v->reason));
}

/* --- running both programs --- */

typedef struct checker {
    test_rng *rng;
    conv_diags *diags;
    char why[1024];
} checker;

/* The i-th interpreter configuration for a stage of wave size W: the
   widest first, then one thread, then the others at random; waves never
   wider than W nor than the threads. */
LG_UNUSED static void configuration(checker *c, uint32_t W, unsigned i, conv_interp_desc *d) {
    static const uint32_t threads[] = {1, 3, 8, 33};
    static const uint32_t waves[] = {1, 4, 32};
    uint32_t t, w;
    memset(d, 0, sizeof *d);
    if (i == 0) {
        t = 33;
        w = W;
    } else if (i == 1) {
        t = 1;
        w = 1;
    } else {
        t = threads[test_below(c->rng, 4)];
        w = test_below(c->rng, 4) == 0 ? W : waves[test_below(c->rng, 3)];
    }
    if (w > W) w = W;
    if (w > t) w = t;
    d->threads = t;
    d->wave_size = w;
    d->seed = test_rand(c->rng);
    d->max_steps = LG_MAX_STEPS;
    d->anchors = (i & 1u) ? CONV_ANCHOR_SPLIT : CONV_ANCHOR_MAXIMAL;
}

/* 1: conv_equivalence_check confirms n configurations (those where f
   is usable within LG_MAX_STEPS / 2 steps: three seeds are tried; g then has
   LG_MAX_STEPS, at least twice what a moved operation can add); 0: one
   differs (c->why says how); -1: the check refused (c->why says why).
   *checked counts the configurations compared. maximal: anchors maximal
   only (lg_anchor_pair). */
LG_UNUSED static int run_equivalence(checker *c, const conv_function *f, const conv_function *g, uint32_t W, unsigned n,
                           bool one_thread, bool maximal, unsigned *checked) {
    unsigned i, tries;
    if (checked) *checked = 0;
    for (i = 0; i < n; i++) {
        conv_interp_desc d;
        bool eq = false;
        conv_result r;
        configuration(c, W, one_thread ? 1u : i, &d);
        if (maximal) d.anchors = CONV_ANCHOR_MAXIMAL;
        d.max_steps = LG_MAX_STEPS / 2u;
        for (tries = 0; tries < 3 && !lg_usable(f, &d, &lg_runs.undefined); tries++) d.seed = test_rand(c->rng);
        lg_runs.unfinished += tries;
        if (tries == 3) continue;
        d.max_steps = LG_MAX_STEPS;
        if (checked) (*checked)++;
        conv_diags_clear(c->diags);
        r = conv_equivalence_check(f, g, &d, c->diags, &eq);
        lg_runs.runs++;
        c->why[0] = '\0';
        if (conv_diags_count(c->diags) > 0) conv_diags_format(c->diags, 0, c->why, sizeof c->why);
        if (r != CONV_OK || !eq) {
            size_t len = strlen(c->why);
            snprintf(c->why + len, sizeof c->why - len, " (%s; %u threads, wave %u, seed %llu, anchors %s)",
                     r != CONV_OK ? conv_result_str(r) : "not equivalent", d.threads, d.wave_size,
                     (unsigned long long)d.seed, d.anchors == CONV_ANCHOR_SPLIT ? "split" : "maximal");
            return r != CONV_OK ? -1 : 0;
        }
    }
    return 1;
}

LG_UNUSED static bool print_stderr(const char *data, size_t size, void *user) {
    (void)user;
    fwrite(data, 1, size, stderr);
    return true;
}

/* Whether every block reachable from the entry reaches a return (a
   function that can finish: the interpreter compares finished runs). */
LG_UNUSED static bool can_finish(const rcfg *r) {
    uint64_t from = 1, to = 0, grown = 1;
    unsigned b, k;
    for (b = 0; b < r->n; b++)
        if (r->nsucc[b] == 0) to |= (uint64_t)1 << b;
    while (grown) {
        grown = 0;
        for (b = 0; b < r->n; b++)
            for (k = 0; k < r->nsucc[b]; k++) {
                uint64_t s = (uint64_t)1 << r->succ[b][k], me = (uint64_t)1 << b;
                if ((from & me) && !(from & s)) {
                    from |= s;
                    grown = 1;
                }
                if ((to & s) && !(to & me)) {
                    to |= me;
                    grown = 1;
                }
            }
    }
    return (from & ~to) == 0;
}

/* A random shape: structured (loops with preheaders, diamonds, switches,
   breaks) or random_cfg.h's (irreducible cycles, self loops), one whose
   every block can reach a return. */
LG_UNUSED static void random_shape(lg_cfg *cfg, test_rng *rng, lg_src *src) {
    if (test_below(rng, 2)) {
        cfg->cap = 16;
        lg_cfg_structured(cfg, src, false);
    } else {
        rcfg r;
        unsigned b, k, tries = 0;
        do rcfg_random(&r, rng, 9);
        while (!can_finish(&r) && ++tries < 20);
        cfg->n = r.n;
        for (b = 0; b < r.n; b++) {
            cfg->nsucc[b] = r.nsucc[b];
            for (k = 0; k < r.nsucc[b]; k++) cfg->succ[b][k] = r.succ[b][k];
        }
    }
}


/* What lg_random_functions made. */
typedef struct lg_made {
    unsigned long funcs, token_funcs, invalid_funcs;
} lg_made;

/* Random functions (random_shape, tokens in half of them) that pass
   conv_verify, each given to `check` with the checker, until *asked (the
   check's own count) reaches count. */
LG_UNUSED static void lg_random_functions(const unsigned long *asked, unsigned long count, unsigned long long seed,
                                          void (*check)(checker *c, lg_fn *fn, test_rng *rng), lg_made *made) {
    test_rng rng;
    lg_src src;
    lg_cfg cfg;
    checker c;
    rng.state = seed;
    src.below = rng_below;
    src.state = &rng;
    memset(&c, 0, sizeof c);
    c.rng = &rng;
    CHECK_RESULT(conv_diags_create(NULL, &c.diags), CONV_OK);
    CHECK(lg_cfg_init(&cfg, RCFG_MAX_BLOCKS));
    while (*asked < count) {
        conv_module *m = NULL;
        lg_fn fn;
        bool valid = false, tokens = test_below(&rng, 2) == 0;
        random_shape(&cfg, &rng, &src);
        CHECK_RESULT(conv_module_create(NULL, &m), CONV_OK);
        if (lg_build(m, "f", &cfg, &src, tokens, 4, &fn)) {
            conv_verify(fn.f, NULL, NULL, &valid);
            if (valid) {
                made->funcs++;
                made->token_funcs += tokens;
                check(&c, &fn, &rng);
            } else {
                made->invalid_funcs++;
            }
        }
        lg_fn_free(&fn);
        conv_module_destroy(m);
    }
    lg_cfg_free(&cfg);
    conv_diags_destroy(c.diags);
}

/* The command line of a legality test: [--quick | --count N] [--seed S]
   [--print N]. The default count is `normal`, or `asan` under
   AddressSanitizer (the suite's asan step runs tests without --quick). */
typedef struct lg_options {
    unsigned long count;
    unsigned long long seed;
    unsigned print;
} lg_options;

LG_UNUSED static lg_options lg_parse(int argc, char **argv, unsigned long normal, unsigned long asan,
                                     unsigned long quick) {
    lg_options o;
    int i;
    o.count = normal;
#if defined(__SANITIZE_ADDRESS__)
    o.count = asan;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    o.count = asan;
#endif
#endif
    (void)asan;
    o.seed = 20261127ull;
    o.print = 3;
    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0) o.count = quick;
        else if (strcmp(argv[i], "--count") == 0 && i + 1 < argc) o.count = strtoul(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc) o.seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--print") == 0 && i + 1 < argc) o.print = (unsigned)strtoul(argv[++i], NULL, 10);
    }
    return o;
}

#endif
