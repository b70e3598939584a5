/* The reference interpreter against an independent statement of maximal
   convergence, on random CFGs (reducible and irreducible) whose branches
   depend on per-thread values, on uniform values and on ballot results
   (so collectives steer control flow).

   The oracle rebuilds every thread's path from the branch instances it took
   part in, and recomputes, with the public cycle API only, the iteration
   vector of each of its events: for every cycle containing the block, the
   number of header executions since the thread entered the cycle. Maximal
   convergence says two threads of one wave share a dynamic instance exactly
   when they execute the same instruction with the same vector. So the run
   must group every instance by that key, never split one key over two
   instances (that would mean a collective ran twice, without all of its
   threads), and give every ballot the mask of its group. */
#include "../../conv.h"
#include "../support/check.h"
#include "../support/random_cfg.h"

#define MAX_THREADS 12
#define MAX_DEPTH 64

typedef struct sem_case {
    rcfg g;
    unsigned cond_kind[RCFG_MAX_BLOCKS]; /* 0 per-thread, 1 uniform, 2 ballot-steered */
    unsigned has_ballot[RCFG_MAX_BLOCKS];
} sem_case;

/* Each block: an optional ballot of the lane parity, a condition, the
   terminator of the random CFG. */
static conv_function *build_case(conv_module *m, const sem_case *c) {
    conv_function_desc fd;
    conv_function *f = NULL;
    conv_value tid, uni;
    conv_block blocks[RCFG_MAX_BLOCKS];
    unsigned b;
    memset(&fd, 0, sizeof fd);
    fd.name = "f";
    if (conv_module_add_function(m, &fd, &f) != CONV_OK) return NULL;
    if (conv_function_add_argument(f, "%tid", CONV_FLAG_DIVERGENCE_SOURCE, &tid) != CONV_OK) return NULL;
    if (conv_function_add_argument(f, "%u", 0, &uni) != CONV_OK) return NULL;
    for (b = 0; b < c->g.n; b++) {
        char nm[16];
        snprintf(nm, sizeof nm, "b%u", b);
        if (conv_function_add_block(f, nm, &blocks[b]) != CONV_OK) return NULL;
    }
    for (b = 0; b < c->g.n; b++) {
        conv_inst_desc d;
        conv_value ballot = {0}, cond = {0}, none = {0}, ops[2];
        char nm[32];
        if (c->has_ballot[b]) {
            memset(&d, 0, sizeof d);
            snprintf(nm, sizeof nm, "%%ballot%u", b);
            d.kind = CONV_KIND_CALL;
            d.name = nm;
            d.opcode = "@subgroup.ballot";
            d.operands = &tid;
            d.operands_count = 1;
            d.flags = CONV_FLAG_CONVERGENT | CONV_FLAG_HAS_RESULT;
            if (conv_function_add_inst(f, blocks[b], &d, &ballot) != CONV_OK) return NULL;
        }
        memset(&d, 0, sizeof d);
        snprintf(nm, sizeof nm, "%%c%u", b);
        d.name = nm;
        d.flags = CONV_FLAG_HAS_RESULT;
        if (c->cond_kind[b] == 2 && c->has_ballot[b]) {
            d.opcode = "xor";
            ops[0] = ballot;
            ops[1] = uni;
            d.operands = ops;
            d.operands_count = 2;
            /* uniform in the group, different between groups, and varying
               over iterations only through the ballot */
        } else if (c->cond_kind[b] == 1) {
            d.opcode = "uniform.random";
            d.flags |= CONV_FLAG_ALWAYS_UNIFORM;
        } else {
            d.opcode = "thread.random";
            d.flags |= CONV_FLAG_DIVERGENCE_SOURCE;
        }
        if (conv_function_add_inst(f, blocks[b], &d, &cond) != CONV_OK) return NULL;
        if (rcfg_add_terminator(&c->g, b, f, blocks, cond, none, NULL) != CONV_OK) return NULL;
    }
    if (conv_function_finalize(f, NULL) != CONV_OK) return NULL;
    return f;
}

/* %tid is the thread index, so ballots have a known mask. */
static bool force_tid(void *user, const conv_function *f, conv_value v, uint32_t thread, uint32_t occurrence,
                      int64_t *value) {
    (void)user;
    (void)occurrence;
    if (conv_value_kind(f, v) != CONV_KIND_ARGUMENT || strcmp(conv_value_name(f, v), "%tid") != 0) return false;
    *value = (int64_t)thread;
    return true;
}

/* A thread's iteration vector while the oracle walks its path. */
typedef struct walker {
    conv_cycle chain[MAX_DEPTH]; /* cycles containing the current block, outermost first */
    uint32_t count[MAX_DEPTH];
    uint32_t depth;
    conv_block block;
} walker;

static void walker_enter(walker *w, const conv_cycles *ci, conv_block v) {
    conv_cycle inner = conv_cycles_innermost(ci, v), chain[MAX_DEPTH];
    uint32_t d = 0, keep = 0, i;
    conv_cycle c;
    for (c = inner; conv_cycle_valid(c); c = conv_cycle_parent(ci, c)) d++;
    i = d;
    for (c = inner; conv_cycle_valid(c); c = conv_cycle_parent(ci, c)) chain[--i] = c;
    /* cycles kept: the common prefix of the old and new chains */
    while (keep < d && keep < w->depth && chain[keep].id == w->chain[keep].id) keep++;
    for (i = keep; i < d; i++) {
        w->chain[i] = chain[i];
        w->count[i] = 0;
    }
    w->depth = d;
    if (d && conv_cycle_header(ci, chain[d - 1]).id == v.id) w->count[d - 1]++;
    w->block = v;
}

/* The key of an event: a hash of (wave, instruction, vector). */
static uint64_t event_key(const walker *w, uint32_t wave, conv_value inst) {
    uint64_t h = test_mix64(((uint64_t)wave << 32) ^ inst.id);
    uint32_t i;
    for (i = 0; i < w->depth; i++) h = test_mix64(h ^ ((uint64_t)w->chain[i].id << 32) ^ w->count[i]);
    return h;
}

static int cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static unsigned runs_checked, runs_unfinished, collectives_seen, splits_seen;

static void check_run(const conv_function *f, const conv_cycles *ci, const conv_interp *run, unsigned nthreads,
                      unsigned wave_size) {
    walker w[MAX_THREADS];
    unsigned returned[MAX_THREADS] = {0};
    uint32_t n = conv_interp_instance_count(run), i, k;
    uint64_t *keys = (uint64_t *)calloc(n ? n : 1, sizeof(uint64_t));
    bool ok_path = true, ok_group = true, ok_ballot = true, ok_wave = true;
    for (k = 0; k < nthreads; k++) {
        memset(&w[k], 0, sizeof w[k]);
        walker_enter(&w[k], ci, conv_function_entry(f));
    }
    for (i = 0; i < n; i++) {
        conv_interp_instance in;
        uint64_t key = 0;
        conv_interp_get(run, i, &in);
        for (k = 0; k < in.thread_count; k++) {
            uint32_t t = in.threads[k];
            uint64_t kk;
            if (t >= nthreads || in.threads[k] / wave_size != in.wave) ok_wave = false;
            if (t >= nthreads) continue;
            if (w[t].block.id != in.block.id) ok_path = false;
            kk = event_key(&w[t], in.wave, in.inst);
            if (k == 0) key = kk;
            else if (kk != key) ok_group = false;
        }
        keys[i] = key;
        if (in.kind == CONV_INSTANCE_CONVERGENT && in.values) {
            /* ballot of %tid's lowest bit, %tid = thread index */
            uint64_t mask = 0;
            collectives_seen++;
            for (k = 0; k < in.thread_count; k++)
                if (in.threads[k] & 1u) mask |= (uint64_t)1 << (in.threads[k] % wave_size);
            for (k = 0; k < in.thread_count; k++)
                if ((uint64_t)in.values[k] != mask) ok_ballot = false;
            if (in.thread_count < nthreads) splits_seen++;
        }
        if (in.kind == CONV_INSTANCE_BRANCH) {
            uint32_t ns = 0;
            const conv_block *succ = conv_value_successors(f, in.inst, &ns);
            conv_kind term = conv_value_kind(f, in.inst);
            for (k = 0; k < in.thread_count; k++) {
                uint32_t t = in.threads[k];
                if (term == CONV_KIND_RETURN || term == CONV_KIND_UNREACHABLE) {
                    /* the end of the thread's path: successor -1, once */
                    if (t >= nthreads || in.values[k] != -1 || returned[t]++) ok_path = false;
                    continue;
                }
                if (t >= nthreads || in.values[k] < 0 || (uint64_t)in.values[k] >= ns) {
                    ok_path = false;
                    continue;
                }
                walker_enter(&w[t], ci, succ[in.values[k]]);
            }
        }
    }
    /* no key in two instances: every instance ran once with all threads */
    qsort(keys, n, sizeof(uint64_t), cmp_u64);
    for (i = 1; i < n; i++)
        if (keys[i] == keys[i - 1]) ok_group = false;
    /* finished threads end in a block without successors, whose
       terminator they executed */
    for (k = 0; k < nthreads; k++) {
        uint32_t ns = 1;
        conv_block_successors(f, w[k].block, &ns);
        if (conv_interp_thread_finished(run, k) && (ns != 0 || returned[k] != 1)) ok_path = false;
        if (!conv_interp_thread_finished(run, k) && returned[k] != 0) ok_path = false;
    }
    CHECK(ok_wave);
    CHECK(ok_path);
    CHECK(ok_group);
    CHECK(ok_ballot);
    free(keys);
    runs_checked++;
    if (!conv_interp_finished(run)) runs_unfinished++;
}

/* Two runs with one seed list the same instances. */
static bool same_runs(const conv_interp *a, const conv_interp *b) {
    uint32_t i, n = conv_interp_instance_count(a);
    if (n != conv_interp_instance_count(b)) return false;
    for (i = 0; i < n; i++) {
        conv_interp_instance x, y;
        conv_interp_get(a, i, &x);
        conv_interp_get(b, i, &y);
        if (x.inst.id != y.inst.id || x.thread_count != y.thread_count ||
            memcmp(x.threads, y.threads, sizeof(uint32_t) * x.thread_count) != 0 || (x.values == NULL) != (y.values == NULL) ||
            (x.values && memcmp(x.values, y.values, sizeof(int64_t) * x.thread_count) != 0))
            return false;
    }
    return true;
}

int main(int argc, char **argv) {
    test_rng rng = {12345u};
    unsigned iter, iters = (argc > 1 && strcmp(argv[1], "--quick") == 0) ? 150u : 2000u;
    for (iter = 0; iter < iters; iter++) {
        sem_case c;
        conv_module *m = NULL;
        conv_function *f;
        conv_cycles *ci = NULL;
        conv_interp *run = NULL, *again = NULL;
        conv_interp_desc desc;
        unsigned b, nthreads = 1 + test_below(&rng, MAX_THREADS), wave = 1 + test_below(&rng, nthreads);
        memset(&c, 0, sizeof c);
        rcfg_random(&c.g, &rng, 10);
        for (b = 0; b < c.g.n; b++) {
            c.has_ballot[b] = test_below(&rng, 3) != 0;
            c.cond_kind[b] = test_below(&rng, 3);
        }
        CHECK_RESULT(conv_module_create(NULL, &m), CONV_OK);
        f = build_case(m, &c);
        CHECK(f != NULL);
        if (f == NULL) {
            conv_module_destroy(m);
            continue;
        }
        CHECK_RESULT(conv_cycles_build(f, NULL, &ci), CONV_OK);
        memset(&desc, 0, sizeof desc);
        desc.threads = nthreads;
        desc.wave_size = wave;
        desc.seed = iter;
        desc.max_steps = 400;
        desc.value_fn = force_tid;
        CHECK_RESULT(conv_interp_run(f, &desc, NULL, &run), CONV_OK);
        if (run) check_run(f, ci, run, nthreads, wave);
        if (iter % 10 == 0) {
            CHECK_RESULT(conv_interp_run(f, &desc, NULL, &again), CONV_OK);
            CHECK(run && again && same_runs(run, again));
            conv_interp_free(again);
        }
        conv_interp_free(run);
        conv_cycles_free(ci);
        conv_module_destroy(m);
    }
    fprintf(stderr, "%u runs (%u stopped by max_steps), %u collective instances, %u of them without every thread\n",
            runs_checked, runs_unfinished, collectives_seen, splits_seen);
    /* the oracle must have had something to check */
    CHECK(collectives_seen > iters);
    CHECK(splits_seen > iters / 10u);
    return check_summary();
}
