/* tests/bench/bench.c - benchmark of conv's parse, finalize, builder and
   dominator/post-dominator trees on large random CFGs.

   A benchmark, never a test: it prints times; it fails only when the
   library returns an error or gives a wrong answer (checked before any
   timing, so that a broken build cannot report fast garbage).

   Usage:
     build/bench --emit N FILE.ll [--seed S]
         writes the benchmark function for N blocks as LLVM IR text.
     build/bench [--seed S] [--reps R] [--kv] [--no-header] N [FILE.ll]
         generates the same function (or reads FILE.ll, which must hold
         exactly the text --emit writes for N and S), checks conv's answers
         against an independent dominator algorithm, then times
           parse     conv_parse with no_finalize (LLVM IR text -> module)
           finalize  conv_function_finalize of the parsed function
           build     the same CFG through the builder API + finalize
           dom       conv_domtree_build
           pdom      conv_domtree_build with .post = true
           b+f+2t    build + finalize + dom + pdom as one timed sequence
         each the minimum over R repetitions, and prints one table row per
         heap mode (ms and ns per CFG edge): "default" is glibc malloc as
         configured out of the box (large freed blocks go back to the
         kernel, so repetitions pay first-touch page faults again), "warm"
         keeps freed memory in the process (mallopt; glibc only). --kv adds
         a machine-readable line for tests/bench/bench.sh.
     build/bench --profile parse|build|dom|pdom [--reps R] N [FILE.ll]
         runs one phase R times without checks or output, for perf record
         or valgrind --tool=callgrind.

   The CFG is mostly structured (sequences, if/then, if/else diamonds,
   while and do-while loops with breaks and continues, switches with
   duplicate targets and fall-through) with a few early returns,
   `unreachable` traps, two-entry (irreducible) cycles and an occasional
   infinite loop. Every block is reachable. Blocks are named bN in layout
   order; the only values are %tid (llvm.amdgcn.workitem.id.x) and one
   icmp of %tid against a constant per conditional branch. */
#define _POSIX_C_SOURCE 199309L
#define CONV_IMPLEMENTATION
#define BENCH_NAME "bench"
#include "../../conv_impl.h"
#include "../support/bench_util.h"


/* ------------------------------------------------------------ helpers --- */

static void *xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (p == NULL) bench_die("out of memory");
    return p;
}

static void *xrealloc(void *p, size_t n) {
    void *q = realloc(p, n ? n : 1);
    if (q == NULL) bench_die("out of memory");
    return q;
}

/* splitmix64: small, fast, deterministic across platforms. */
typedef struct rng {
    uint64_t s;
} rng;

static uint64_t rng_next(rng *r) {
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Uniform in [0, n). */
static uint32_t rng_below(rng *r, uint32_t n) { return n ? (uint32_t)(rng_next(r) % n) : 0u; }

/* Uniform in [0, 1). */
static double rng_unit(rng *r) { return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0); }

/* A growable text buffer. */
typedef struct buf {
    char *p;
    size_t n, cap;
} buf;

static void buf_reserve(buf *b, size_t extra) {
    if (b->n + extra <= b->cap) return;
    while (b->n + extra > b->cap) b->cap = b->cap ? b->cap * 2u : 4096u;
    b->p = (char *)xrealloc(b->p, b->cap);
}

static void buf_str(buf *b, const char *s) {
    size_t n = strlen(s);
    buf_reserve(b, n);
    memcpy(b->p + b->n, s, n);
    b->n += n;
}

static void buf_u32(buf *b, uint32_t v) {
    char tmp[16];
    int k = 0;
    buf_reserve(b, 12);
    do {
        tmp[k++] = (char)('0' + (char)(v % 10u));
        v /= 10u;
    } while (v);
    while (k) b->p[b->n++] = tmp[--k];
}

/* ---------------------------------------------------------------- CFG --- */

enum { T_NONE = 0, T_RET, T_UNREACHABLE, T_BR, T_CONDBR, T_SWITCH };

#define NO_BLOCK 0xffffffffu

/* The generated CFG. During generation each block's successors live in an
   edge pool at [tbegin, tbegin + tcount); cfg_compact() then lays them
   out in block order (succ_begin / succ). */
typedef struct cfg {
    uint32_t n;         /* blocks */
    uint32_t allocated; /* blocks handed out so far */
    uint8_t *kind;      /* T_* */
    uint8_t *pred_kind; /* icmp predicate index for T_CONDBR */
    uint8_t *imm;       /* icmp constant for T_CONDBR */
    uint32_t *tbegin, *tcount;
    uint32_t *pool;
    size_t pool_n, pool_cap;
    uint32_t *succ_begin; /* n + 1 */
    uint32_t *succ;       /* edges */
    uint32_t edges;
    /* shape statistics */
    uint32_t n_condbr, n_switch, n_ret, n_unreachable, n_loops, n_irreducible, n_infinite, n_breaks,
        n_continues, max_depth;
} cfg;

typedef struct gen {
    cfg *g;
    rng r;
} gen;

static uint32_t new_block(gen *G) {
    cfg *g = G->g;
    if (g->allocated >= g->n) bench_die("generator: block budget exceeded (bug in bench.c)");
    return g->allocated++;
}

static void set_term(gen *G, uint32_t b, int kind, const uint32_t *succ, uint32_t k) {
    cfg *g = G->g;
    uint32_t i;
    if (g->kind[b] != T_NONE) bench_die("generator: terminator set twice (bug in bench.c)");
    g->kind[b] = (uint8_t)kind;
    if (g->pool_n + k > g->pool_cap) {
        while (g->pool_n + k > g->pool_cap) g->pool_cap = g->pool_cap ? g->pool_cap * 2u : 1024u;
        g->pool = (uint32_t *)xrealloc(g->pool, g->pool_cap * sizeof(uint32_t));
    }
    g->tbegin[b] = (uint32_t)g->pool_n;
    g->tcount[b] = k;
    for (i = 0; i < k; i++) g->pool[g->pool_n++] = succ[i];
    if (kind == T_CONDBR) {
        g->n_condbr++;
        g->pred_kind[b] = (uint8_t)rng_below(&G->r, 5);
        g->imm[b] = (uint8_t)rng_below(&G->r, 64);
    } else if (kind == T_SWITCH) {
        g->n_switch++;
    } else if (kind == T_RET) {
        g->n_ret++;
    } else if (kind == T_UNREACHABLE) {
        g->n_unreachable++;
    }
}

static void br1(gen *G, uint32_t b, uint32_t to) { set_term(G, b, T_BR, &to, 1); }

static void br2(gen *G, uint32_t b, uint32_t t, uint32_t f) {
    uint32_t s[2];
    s[0] = t;
    s[1] = f;
    set_term(G, b, T_CONDBR, s, 2);
}

/* Region flags. */
enum { R_NO_EXIT = 1 }; /* inside an infinite loop: no ret / unreachable */

#define MAX_DEPTH 7
/* Largest sub-region budget at each nesting depth: the shape statistics do
   not depend on the total size, so ns per edge is comparable across sizes. */
static const uint32_t depth_cap[MAX_DEPTH + 1] = {60, 40, 24, 14, 8, 5, 3, 0};

enum {
    C_SEQ = 0,
    C_IF,
    C_IFELSE,
    C_WHILE,
    C_DOWHILE,
    C_SWITCH,
    C_RET,
    C_TRAP,
    C_BREAK,
    C_CONTINUE,
    C_IRRED,
    C_INFINITE,
    C_COUNT
};

/* Relative weights (per mille-ish). */
static const double weight[C_COUNT] = {
    /* SEQ */ 18, /* IF */ 14, /* IFELSE */ 12, /* WHILE */ 5, /* DOWHILE */ 4, /* SWITCH */ 2.5,
    /* RET */ 1.2, /* TRAP */ 0.4, /* BREAK */ 3, /* CONTINUE */ 1, /* IRRED */ 0.7, /* INFINITE */ 0.04,
};

/* Fixed block cost of each construct (its own blocks, without sub-regions). */
static const uint32_t ccost[C_COUNT] = {1, 2, 3, 3, 2, 4, 2, 2, 1, 1, 3, 2};

static uint32_t sub_budget(gen *G, uint32_t avail, uint32_t depth) {
    uint32_t cap = depth_cap[depth < MAX_DEPTH ? depth : MAX_DEPTH];
    if (cap > avail) cap = avail;
    /* Skewed towards small regions: min of two uniforms. */
    {
        uint32_t a = rng_below(&G->r, cap + 1), b = rng_below(&G->r, cap + 1);
        return a < b ? a : b;
    }
}

static uint32_t region(gen *G, uint32_t cur, uint32_t budget, uint32_t depth, uint32_t brk, uint32_t cont,
                       unsigned flags);

/* Emits one construct starting at the open block `cur` that uses exactly
   `use` new blocks, and returns the new open block. */
static uint32_t construct(gen *G, int c, uint32_t cur, uint32_t avail, uint32_t depth, uint32_t brk, uint32_t cont,
                          unsigned flags, uint32_t *used) {
    cfg *g = G->g;
    uint32_t start = g->allocated;
    if (depth + 1u > g->max_depth && c != C_SEQ && c != C_RET && c != C_TRAP && c != C_BREAK && c != C_CONTINUE)
        g->max_depth = depth + 1u;
    switch (c) {
    case C_SEQ: {
        uint32_t nb = new_block(G);
        br1(G, cur, nb);
        cur = nb;
        break;
    }
    case C_IF: { /* cur: br c, then, join ; then...: br join */
        uint32_t s = sub_budget(G, avail - 2u, depth);
        uint32_t t = new_block(G), te, j;
        te = region(G, t, s, depth + 1u, brk, cont, flags);
        j = new_block(G);
        if (rng_below(&G->r, 2)) br2(G, cur, t, j);
        else br2(G, cur, j, t);
        br1(G, te, j);
        cur = j;
        break;
    }
    case C_IFELSE: {
        uint32_t s1 = sub_budget(G, avail - 3u, depth), s2, t, te, e, ee, j;
        s2 = sub_budget(G, avail - 3u - s1, depth);
        t = new_block(G);
        te = region(G, t, s1, depth + 1u, brk, cont, flags);
        e = new_block(G);
        ee = region(G, e, s2, depth + 1u, brk, cont, flags);
        j = new_block(G);
        br2(G, cur, t, e);
        br1(G, te, j);
        br1(G, ee, j);
        cur = j;
        break;
    }
    case C_WHILE: { /* cur: br h ; h: br c, body, x ; body...: br h (or br c, h, x) */
        uint32_t s = sub_budget(G, avail - 3u, depth);
        uint32_t h = new_block(G), body = new_block(G), be, x;
        /* Blocks are handed out in order and regions use exactly their
           budget, so the exit's number is known before the body exists. */
        uint32_t xpred = body + s + 1u;
        g->n_loops++;
        br1(G, cur, h);
        br2(G, h, body, xpred);
        be = region(G, body, s, depth + 1u, xpred, h, flags);
        x = new_block(G);
        if (x != xpred) bench_die("generator: exit prediction (bug in bench.c)");
        if (rng_below(&G->r, 4) == 0) br2(G, be, h, x);
        else br1(G, be, h);
        cur = x;
        break;
    }
    case C_DOWHILE: { /* cur: br body ; body...: br c, body, x */
        uint32_t s = sub_budget(G, avail - 2u, depth);
        uint32_t body = new_block(G), be, x, xpred = body + s + 1u;
        g->n_loops++;
        br1(G, cur, body);
        be = region(G, body, s, depth + 1u, xpred, body, flags);
        x = new_block(G);
        if (x != xpred) bench_die("generator: exit prediction (bug in bench.c)");
        br2(G, be, body, x);
        cur = x;
        break;
    }
    case C_SWITCH: { /* k cases, default to the join or a case, some
                        duplicate values, some fall-through */
        uint32_t k = 2u + rng_below(&G->r, 4), i, j;
        uint32_t cs[8], ce[8], succ[16], ns = 0;
        uint32_t left;
        if (k + 2u > avail) k = avail - 2u;
        left = avail - k - 1u;
        for (i = 0; i < k; i++) {
            uint32_t s = sub_budget(G, left, depth + 1u);
            left -= s;
            cs[i] = new_block(G);
            ce[i] = region(G, cs[i], s, depth + 1u, brk, cont, flags);
        }
        j = new_block(G);
        succ[ns++] = rng_below(&G->r, 3) == 0 ? cs[0] : j; /* default */
        for (i = 0; i < k; i++) {
            succ[ns++] = cs[i];
            if (rng_below(&G->r, 5) == 0) succ[ns++] = cs[i]; /* a second value, same block */
        }
        if (rng_below(&G->r, 4) == 0) succ[ns++] = j; /* an explicit case to the join */
        set_term(G, cur, T_SWITCH, succ, ns);
        for (i = 0; i < k; i++) {
            if (i + 1u < k && rng_below(&G->r, 6) == 0) br1(G, ce[i], cs[i + 1u]); /* fall through */
            else br1(G, ce[i], j);
        }
        cur = j;
        break;
    }
    case C_RET:
    case C_TRAP: {
        uint32_t e = new_block(G), nb = new_block(G);
        if (rng_below(&G->r, 2)) br2(G, cur, e, nb);
        else br2(G, cur, nb, e);
        set_term(G, e, c == C_RET ? T_RET : T_UNREACHABLE, NULL, 0);
        cur = nb;
        break;
    }
    case C_BREAK:
    case C_CONTINUE: {
        uint32_t nb = new_block(G);
        br2(G, cur, c == C_BREAK ? brk : cont, nb);
        if (c == C_BREAK) g->n_breaks++;
        else g->n_continues++;
        cur = nb;
        break;
    }
    case C_IRRED: { /* cur: br c, x, y ; x...: br c, y, j ; y...: br c, x, j */
        uint32_t s1 = sub_budget(G, avail - 3u, depth + 1u), s2, x, xe, y, ye, j;
        s2 = sub_budget(G, avail - 3u - s1, depth + 1u);
        g->n_irreducible++;
        x = new_block(G);
        xe = region(G, x, s1, depth + 1u, NO_BLOCK, NO_BLOCK, flags);
        y = new_block(G);
        ye = region(G, y, s2, depth + 1u, NO_BLOCK, NO_BLOCK, flags);
        j = new_block(G);
        br2(G, cur, x, y);
        br2(G, xe, y, j);
        br2(G, ye, x, j);
        cur = j;
        break;
    }
    case C_INFINITE: { /* cur: br c, i, n ; i...: br i (never leaves) */
        uint32_t s = sub_budget(G, avail - 2u, depth);
        uint32_t i = new_block(G), ie, nb;
        g->n_infinite++;
        g->n_loops++;
        ie = region(G, i, s, depth + 1u, NO_BLOCK, i, flags | R_NO_EXIT);
        nb = new_block(G);
        br2(G, cur, i, nb);
        br1(G, ie, i);
        cur = nb;
        break;
    }
    default:
        bench_die("generator: bad construct");
    }
    *used = g->allocated - start;
    return cur;
}

/* Fills `budget` new blocks starting from the open block `cur` (whose
   terminator is not set yet) and returns the last open block. */
static uint32_t region(gen *G, uint32_t cur, uint32_t budget, uint32_t depth, uint32_t brk, uint32_t cont,
                       unsigned flags) {
    uint32_t left = budget;
    while (left > 0) {
        double total = 0, pick;
        double w[C_COUNT];
        int c;
        for (c = 0; c < C_COUNT; c++) {
            bool ok = ccost[c] <= left;
            if ((c == C_RET || c == C_TRAP) && (flags & R_NO_EXIT)) ok = false;
            if (c == C_BREAK && brk == NO_BLOCK) ok = false;
            if (c == C_CONTINUE && cont == NO_BLOCK) ok = false;
            if (c != C_SEQ && c != C_RET && c != C_TRAP && c != C_BREAK && c != C_CONTINUE && depth >= MAX_DEPTH)
                ok = false;
            if (c == C_INFINITE && depth > 1u) ok = false;
            w[c] = ok ? weight[c] : 0.0;
            total += w[c];
        }
        pick = rng_unit(&G->r) * total;
        for (c = 0; c < C_COUNT - 1; c++) {
            if (pick < w[c]) break;
            pick -= w[c];
        }
        while (w[c] == 0.0) c--; /* rounding at the top end */
        {
            uint32_t used = 0;
            cur = construct(G, c, cur, left, depth, brk, cont, flags, &used);
            if (used > left) bench_die("generator: region overran its budget (bug in bench.c)");
            left -= used;
        }
    }
    return cur;
}

static void cfg_free(cfg *g) {
    free(g->kind);
    free(g->pred_kind);
    free(g->imm);
    free(g->tbegin);
    free(g->tcount);
    free(g->pool);
    free(g->succ_begin);
    free(g->succ);
    memset(g, 0, sizeof *g);
}

/* Generates the benchmark CFG with exactly n >= 2 blocks. */
static void cfg_generate(cfg *g, uint32_t n, uint64_t seed) {
    gen G;
    uint32_t last, b, e;
    memset(g, 0, sizeof *g);
    g->n = n;
    g->kind = (uint8_t *)xmalloc(n);
    g->pred_kind = (uint8_t *)xmalloc(n);
    g->imm = (uint8_t *)xmalloc(n);
    g->tbegin = (uint32_t *)xmalloc((size_t)n * sizeof(uint32_t));
    g->tcount = (uint32_t *)xmalloc((size_t)n * sizeof(uint32_t));
    memset(g->kind, 0, n);
    memset(g->pred_kind, 0, n);
    memset(g->imm, 0, n);
    G.g = g;
    G.r.s = seed * 0x2545F4914F6CDD1Dull + (uint64_t)n;
    (void)new_block(&G); /* b0, the entry */
    last = region(&G, 0, n - 1u, 0, NO_BLOCK, NO_BLOCK, 0);
    set_term(&G, last, T_RET, NULL, 0);
    if (g->allocated != n) bench_die("generator: wrong block count (bug in bench.c)");
    g->succ_begin = (uint32_t *)xmalloc(((size_t)n + 1u) * sizeof(uint32_t));
    g->succ = (uint32_t *)xmalloc((g->pool_n ? g->pool_n : 1u) * sizeof(uint32_t));
    e = 0;
    for (b = 0; b < n; b++) {
        uint32_t k;
        if (g->kind[b] == T_NONE) bench_die("generator: block without terminator (bug in bench.c)");
        g->succ_begin[b] = e;
        for (k = 0; k < g->tcount[b]; k++) {
            uint32_t s = g->pool[g->tbegin[b] + k];
            if (s >= n || s == 0) bench_die("generator: bad successor (bug in bench.c)");
            g->succ[e++] = s;
        }
    }
    g->succ_begin[n] = e;
    g->edges = e;
}

/* --------------------------------------------------------- LLVM text --- */

static const char *const icmp_pred[5] = {"ult", "slt", "eq", "ne", "ugt"};

static void cfg_to_ll(const cfg *g, buf *out) {
    uint32_t b;
    buf_str(out, "; conv benchmark CFG (tests/bench/bench.c)\n");
    buf_str(out, "target triple = \"amdgcn-amd-amdhsa\"\n\n");
    buf_str(out, "declare i32 @llvm.amdgcn.workitem.id.x()\n\n");
    buf_str(out, "define amdgpu_kernel void @bench() {\n");
    for (b = 0; b < g->n; b++) {
        const uint32_t *s = g->succ + g->succ_begin[b];
        uint32_t k = g->succ_begin[b + 1] - g->succ_begin[b], i;
        buf_str(out, "b");
        buf_u32(out, b);
        buf_str(out, ":\n");
        if (b == 0) buf_str(out, "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n");
        switch (g->kind[b]) {
        case T_RET:
            buf_str(out, "  ret void\n");
            break;
        case T_UNREACHABLE:
            buf_str(out, "  unreachable\n");
            break;
        case T_BR:
            buf_str(out, "  br label %b");
            buf_u32(out, s[0]);
            buf_str(out, "\n");
            break;
        case T_CONDBR:
            buf_str(out, "  %c");
            buf_u32(out, b);
            buf_str(out, " = icmp ");
            buf_str(out, icmp_pred[g->pred_kind[b]]);
            buf_str(out, " i32 %tid, ");
            buf_u32(out, g->imm[b]);
            buf_str(out, "\n  br i1 %c");
            buf_u32(out, b);
            buf_str(out, ", label %b");
            buf_u32(out, s[0]);
            buf_str(out, ", label %b");
            buf_u32(out, s[1]);
            buf_str(out, "\n");
            break;
        case T_SWITCH:
            buf_str(out, "  switch i32 %tid, label %b");
            buf_u32(out, s[0]);
            buf_str(out, " [\n");
            for (i = 1; i < k; i++) {
                buf_str(out, "    i32 ");
                buf_u32(out, i - 1u);
                buf_str(out, ", label %b");
                buf_u32(out, s[i]);
                buf_str(out, "\n");
            }
            buf_str(out, "  ]\n");
            break;
        default:
            bench_die("bad terminator kind");
        }
    }
    buf_str(out, "}\n");
}

/* --------------------------------------------------- counting allocator --- */

typedef struct counter {
    size_t live, peak, calls;
} counter;

static void count_add(counter *c, size_t add, size_t sub) {
    c->live = c->live + add - sub;
    if (c->live > c->peak) c->peak = c->live;
    c->calls++;
}
static void *count_alloc(size_t size, void *user) {
    void *p = malloc(size ? size : 1);
    if (p) count_add((counter *)user, size, 0);
    return p;
}
static void *count_realloc(void *ptr, size_t old_size, size_t new_size, void *user) {
    void *p = realloc(ptr, new_size ? new_size : 1);
    if (p) count_add((counter *)user, new_size, ptr ? old_size : 0);
    return p;
}
static void count_free(void *ptr, size_t size, void *user) {
    if (ptr == NULL) return;
    free(ptr);
    count_add((counter *)user, 0, size);
}

static conv_allocator counting_allocator(counter *c) {
    conv_allocator a;
    a.alloc = count_alloc;
    a.realloc = count_realloc;
    a.free = count_free;
    a.user = c;
    return a;
}

/* ---------------------------------------------------- the conv side --- */

typedef struct names {
    char *chars;
    uint32_t *off; /* block i's name is chars + off[i] */
} names;

static void names_make(names *nm, uint32_t n) {
    buf b = {NULL, 0, 0};
    uint32_t i;
    nm->off = (uint32_t *)xmalloc((size_t)n * sizeof(uint32_t));
    for (i = 0; i < n; i++) {
        nm->off[i] = (uint32_t)b.n;
        buf_str(&b, "b");
        buf_u32(&b, i);
        buf_reserve(&b, 1);
        b.p[b.n++] = '\0';
    }
    nm->chars = b.p;
}

/* Builds the CFG through the builder API (blocks, the %tid call, and the
   terminators; branch and switch conditions use %tid) and finalizes it. */
static conv_module *build_module(const cfg *g, const names *nm, const conv_allocator *alloc, conv_block *tmp,
                                 int64_t *cases, conv_function **fout) {
    conv_module_desc md;
    conv_function_desc fd;
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_inst_desc id;
    conv_value tid;
    uint32_t b;
    memset(&md, 0, sizeof md);
    if (alloc) md.allocator = *alloc;
    md.target = "amdgcn-amd-amdhsa";
    bench_check_ok(conv_module_create(&md, &m), "conv_module_create", NULL);
    memset(&fd, 0, sizeof fd);
    fd.name = "bench";
    fd.flags = CONV_FUNCTION_KERNEL;
    bench_check_ok(conv_module_add_function(m, &fd, &f), "conv_module_add_function", NULL);
    for (b = 0; b < g->n; b++) {
        conv_block out;
        bench_check_ok(conv_function_add_block(f, nm->chars + nm->off[b], &out), "conv_function_add_block", NULL);
    }
    memset(&id, 0, sizeof id);
    id.kind = CONV_KIND_CALL;
    id.name = "%tid";
    id.opcode = "@llvm.amdgcn.workitem.id.x";
    id.flags = CONV_FLAG_DIVERGENCE_SOURCE;
    {
        conv_block entry;
        entry.id = 1;
        bench_check_ok(conv_function_add_inst(f, entry, &id, &tid), "conv_function_add_inst(call)", NULL);
    }
    for (b = 0; b < g->n; b++) {
        uint32_t k = g->succ_begin[b + 1] - g->succ_begin[b], i;
        conv_block blk;
        blk.id = b + 1u;
        for (i = 0; i < k; i++) tmp[i].id = g->succ[g->succ_begin[b] + i] + 1u;
        memset(&id, 0, sizeof id);
        id.successors = tmp;
        id.successors_count = k;
        switch (g->kind[b]) {
        case T_RET:
            id.kind = CONV_KIND_RETURN;
            break;
        case T_UNREACHABLE:
            id.kind = CONV_KIND_UNREACHABLE;
            break;
        case T_BR:
            id.kind = CONV_KIND_BRANCH;
            break;
        case T_CONDBR:
            id.kind = CONV_KIND_BRANCH;
            id.operands = &tid;
            id.operands_count = 1;
            break;
        case T_SWITCH:
            id.kind = CONV_KIND_SWITCH;
            id.operands = &tid;
            id.operands_count = 1;
            id.case_values = cases;
            break;
        default:
            bench_die("bad terminator kind");
        }
        bench_check_ok(conv_function_add_inst(f, blk, &id, NULL), "conv_function_add_inst(terminator)", NULL);
    }
    bench_check_ok(conv_function_finalize(f, NULL), "conv_function_finalize (builder)", NULL);
    *fout = f;
    return m;
}

static conv_module *parse_module(const char *text, size_t size, const conv_allocator *alloc, conv_diags *d,
                                 conv_function **fout) {
    conv_parse_desc pd;
    conv_module *m = NULL;
    memset(&pd, 0, sizeof pd);
    if (alloc) pd.allocator = *alloc;
    pd.filename = "bench.ll";
    pd.format = CONV_FORMAT_LLVM;
    pd.no_finalize = true;
    bench_check_ok(conv_parse(text, size, &pd, d, &m), "conv_parse", d);
    *fout = conv_module_find_function(m, "bench");
    if (*fout == NULL) bench_die("conv_parse: no function @bench");
    return m;
}

static conv_domtree *tree(const conv_function *f, bool post, const conv_allocator *alloc) {
    conv_domtree_desc dd;
    conv_domtree *t = NULL;
    memset(&dd, 0, sizeof dd);
    if (alloc) dd.allocator = *alloc;
    dd.post = post;
    bench_check_ok(conv_domtree_build(f, &dd, &t), post ? "conv_domtree_build(post)" : "conv_domtree_build", NULL);
    return t;
}

/* ------------------------------------- independent reference (checks) --- */

/* Cooper, Harvey and Kennedy's iterative dominator algorithm over a graph
   in CSR form: a different algorithm from conv's Semi-NCA, so agreement
   means something. idom[v] = NO_BLOCK for nodes unreachable from root;
   idom[root] = root. */
static void chk_idom(uint32_t n, uint32_t root, const uint32_t *sb, const uint32_t *s, const uint32_t *pb,
                     const uint32_t *p, uint32_t *idom) {
    uint32_t *po = (uint32_t *)xmalloc((size_t)n * sizeof(uint32_t));
    uint32_t *order = (uint32_t *)xmalloc((size_t)n * sizeof(uint32_t));
    uint32_t *stack = (uint32_t *)xmalloc((size_t)n * 2u * sizeof(uint32_t));
    uint32_t sp = 0, cnt = 0, i;
    bool changed = true;
    for (i = 0; i < n; i++) {
        po[i] = NO_BLOCK;
        idom[i] = NO_BLOCK;
    }
    /* Postorder by iterative DFS; po[] = 0xfffffffe while on the stack. */
    po[root] = 0xfffffffeu;
    stack[0] = root;
    stack[1] = sb[root];
    sp = 1;
    while (sp) {
        uint32_t v = stack[2 * (sp - 1)], pos = stack[2 * (sp - 1) + 1];
        if (pos < sb[v + 1]) {
            uint32_t w = s[pos];
            stack[2 * (sp - 1) + 1] = pos + 1;
            if (po[w] == NO_BLOCK) {
                po[w] = 0xfffffffeu;
                stack[2 * sp] = w;
                stack[2 * sp + 1] = sb[w];
                sp++;
            }
        } else {
            po[v] = cnt;
            order[cnt++] = v;
            sp--;
        }
    }
    idom[root] = root;
    while (changed) {
        changed = false;
        for (i = cnt; i-- > 0;) { /* reverse postorder */
            uint32_t v = order[i], q, nd = NO_BLOCK;
            if (v == root) continue;
            for (q = pb[v]; q < pb[v + 1]; q++) {
                uint32_t u = p[q];
                if (po[u] == NO_BLOCK || idom[u] == NO_BLOCK) continue;
                if (nd == NO_BLOCK) {
                    nd = u;
                } else {
                    uint32_t a = u, c = nd;
                    while (a != c) {
                        while (po[a] < po[c]) a = idom[a];
                        while (po[c] < po[a]) c = idom[c];
                    }
                    nd = a;
                }
            }
            if (idom[v] != nd) {
                idom[v] = nd;
                changed = true;
            }
        }
    }
    free(po);
    free(order);
    free(stack);
}

/* Predecessor CSR of a CSR graph. */
static void csr_reverse(uint32_t n, const uint32_t *sb, const uint32_t *s, uint32_t **pb_out, uint32_t **p_out) {
    uint32_t *pb = (uint32_t *)xmalloc(((size_t)n + 1u) * sizeof(uint32_t));
    uint32_t *p = (uint32_t *)xmalloc(((size_t)sb[n] + 1u) * sizeof(uint32_t));
    uint32_t *cur = (uint32_t *)xmalloc(((size_t)n + 1u) * sizeof(uint32_t));
    uint32_t v, e;
    memset(pb, 0, ((size_t)n + 1u) * sizeof(uint32_t));
    for (e = 0; e < sb[n]; e++) pb[s[e] + 1u]++;
    for (v = 0; v < n; v++) pb[v + 1] += pb[v];
    memcpy(cur, pb, ((size_t)n + 1u) * sizeof(uint32_t));
    for (v = 0; v < n; v++)
        for (e = sb[v]; e < sb[v + 1]; e++) p[cur[s[e]]++] = v;
    free(cur);
    *pb_out = pb;
    *p_out = p;
}

static void fail_check(const char *what, uint32_t b, uint32_t got, uint32_t want) {
    fprintf(stderr, "bench: CHECK FAILED: %s at block b%u: conv says %u, reference says %u\n", what, b, got, want);
    exit(3);
}

/* The function has exactly the generated blocks and successors. */
static void check_function(const conv_function *f, const cfg *g, const char *what) {
    uint32_t b, k, cnt;
    char name[24];
    if (conv_function_block_count(f) != g->n) fail_check(what, 0, conv_function_block_count(f), g->n);
    if (conv_function_edge_count(f) != g->edges) fail_check(what, 0, conv_function_edge_count(f), g->edges);
    for (b = 0; b < g->n; b++) {
        conv_block blk;
        const conv_block *s;
        blk.id = b + 1u;
        snprintf(name, sizeof name, "b%u", (unsigned)b);
        if (strcmp(conv_block_name(f, blk), name) != 0) fail_check("block name", b, 0, 0);
        s = conv_block_successors(f, blk, &cnt);
        if (cnt != g->succ_begin[b + 1] - g->succ_begin[b]) fail_check("successor count", b, cnt, 0);
        for (k = 0; k < cnt; k++)
            if (s[k].id != g->succ[g->succ_begin[b] + k] + 1u)
                fail_check("successor", b, s[k].id - 1u, g->succ[g->succ_begin[b] + k]);
    }
}

/* Forward tree against the reference; also spot-checks dominates(). */
static void check_dom(const conv_domtree *t, const cfg *g, const uint32_t *pb, const uint32_t *p) {
    uint32_t *ref = (uint32_t *)xmalloc((size_t)g->n * sizeof(uint32_t));
    uint32_t b;
    rng r;
    chk_idom(g->n, 0, g->succ_begin, g->succ, pb, p, ref);
    for (b = 0; b < g->n; b++) {
        conv_block blk, id;
        uint32_t want;
        blk.id = b + 1u;
        if (!conv_domtree_contains(t, blk)) fail_check("dominator tree: block missing", b, 0, 1);
        id = conv_domtree_idom(t, blk);
        want = b == 0 ? 0u : ref[b] + 1u;
        if (id.id != want) fail_check("immediate dominator", b, id.id - 1u, want - 1u);
    }
    /* dominates(): an ancestor found by walking idoms dominates, the
       reverse holds only for equal blocks. */
    r.s = 12345;
    for (b = 0; b < 2000; b++) {
        conv_block x, y;
        uint32_t steps = rng_below(&r, 20), v = rng_below(&r, g->n);
        y.id = v + 1u;
        while (steps-- && v != 0) v = ref[v];
        x.id = v + 1u;
        if (!conv_domtree_dominates(t, x, y)) fail_check("dominates(ancestor, block)", y.id - 1u, 0, 1);
        if (x.id != y.id && conv_domtree_dominates(t, y, x)) fail_check("dominates(block, ancestor)", y.id - 1u, 1, 0);
    }
    free(ref);
}

/* Post-dominator tree: given conv's roots (LLVM's choice for infinite
   loops is a convention, not something to recompute here), every exit
   must be a root and every idom must match the reference on the reverse
   graph with a virtual exit. */
static void check_pdom(const conv_domtree *t, const cfg *g) {
    uint32_t n = g->n, nn = n + 1u, nroots, i, b, e;
    const conv_block *roots = conv_domtree_roots(t, &nroots);
    uint8_t *isroot = (uint8_t *)xmalloc(n);
    uint32_t *rsb = (uint32_t *)xmalloc(((size_t)nn + 1u) * sizeof(uint32_t));
    uint32_t *rs = (uint32_t *)xmalloc(((size_t)g->edges + nroots + 1u) * sizeof(uint32_t));
    uint32_t *rpb, *rp, *ref = (uint32_t *)xmalloc((size_t)nn * sizeof(uint32_t));
    uint32_t *pb, *p;
    memset(isroot, 0, n);
    for (i = 0; i < nroots; i++) {
        if (roots[i].id == 0 || roots[i].id > n) fail_check("post-dominator root id", 0, roots[i].id, 0);
        isroot[roots[i].id - 1u] = 1;
    }
    for (b = 0; b < n; b++)
        if (g->succ_begin[b + 1] == g->succ_begin[b] && !isroot[b]) fail_check("exit block is not a root", b, 0, 1);
    /* Reverse graph: v -> its CFG predecessors; node n (virtual exit) -> roots. */
    csr_reverse(n, g->succ_begin, g->succ, &pb, &p);
    e = 0;
    for (b = 0; b < n; b++) {
        uint32_t q;
        rsb[b] = e;
        for (q = pb[b]; q < pb[b + 1]; q++) rs[e++] = p[q];
    }
    rsb[n] = e;
    for (i = 0; i < nroots; i++) rs[e++] = roots[i].id - 1u;
    rsb[nn] = e;
    csr_reverse(nn, rsb, rs, &rpb, &rp);
    chk_idom(nn, n, rsb, rs, rpb, rp, ref);
    for (b = 0; b < n; b++) {
        conv_block blk, id;
        uint32_t want;
        blk.id = b + 1u;
        if (ref[b] == NO_BLOCK) {
            if (conv_domtree_contains(t, blk)) fail_check("post-dominator tree: extra block", b, 1, 0);
            continue;
        }
        if (!conv_domtree_contains(t, blk)) fail_check("post-dominator tree: block missing", b, 0, 1);
        id = conv_domtree_idom(t, blk);
        want = ref[b] == n ? 0u : ref[b] + 1u;
        if (id.id != want) fail_check("immediate post-dominator", b, id.id - 1u, want - 1u);
    }
    free(isroot);
    free(rsb);
    free(rs);
    free(rpb);
    free(rp);
    free(ref);
    free(pb);
    free(p);
}

static void check_same_tree(const conv_domtree *a, const conv_domtree *b, uint32_t n, const char *what) {
    uint32_t i;
    for (i = 0; i < n; i++) {
        conv_block blk;
        blk.id = i + 1u;
        if (conv_domtree_idom(a, blk).id != conv_domtree_idom(b, blk).id)
            fail_check(what, i, conv_domtree_idom(b, blk).id, conv_domtree_idom(a, blk).id);
    }
}

/* ------------------------------------------------------------ timing --- */

enum { PH_PARSE = 0, PH_FINAL, PH_BUILD, PH_DOM, PH_PDOM, PH_PIPE, PH_COUNT };
static const char *const phase_name[PH_COUNT] = {"parse", "final", "build", "dom", "pdom", "pipe"};

typedef struct timings {
    double ms[PH_COUNT];  /* minimum over the repetitions */
    long faults[PH_COUNT]; /* minor page faults of the fastest repetition */
} timings;

typedef struct bench_ctx {
    const cfg *g;
    const names *nm;
    conv_block *tmp;
    int64_t *cases;
    const char *text;
    size_t size;
    conv_diags *diags;
} bench_ctx;

/* Phase timer: faults are read outside the timed interval. */
typedef struct stopwatch {
    long f0;
    double t0;
} stopwatch;

static void sw_start(stopwatch *s) {
    s->f0 = bench_minor_faults();
    s->t0 = bench_now_ms();
}

static void sw_stop(stopwatch *s, timings *t, int phase) {
    double ms = bench_now_ms() - s->t0;
    long f = bench_minor_faults() - s->f0;
    if (ms < t->ms[phase]) {
        t->ms[phase] = ms;
        t->faults[phase] = f;
    }
}

static void measure(const bench_ctx *c, uint32_t reps, timings *t) {
    uint32_t i;
    int k;
    for (k = 0; k < PH_COUNT; k++) {
        t->ms[k] = 1e300;
        t->faults[k] = 0;
    }
    for (i = 0; i < reps; i++) {
        conv_function *f = NULL;
        conv_module *m;
        conv_domtree *d1, *d2;
        stopwatch s;
        /* parse, then finalize, then the two trees of the parsed function */
        sw_start(&s);
        m = parse_module(c->text, c->size, NULL, c->diags, &f);
        sw_stop(&s, t, PH_PARSE);
        sw_start(&s);
        bench_check_ok(conv_function_finalize(f, c->diags), "conv_function_finalize", c->diags);
        sw_stop(&s, t, PH_FINAL);
        sw_start(&s);
        d1 = tree(f, false, NULL);
        sw_stop(&s, t, PH_DOM);
        sw_start(&s);
        d2 = tree(f, true, NULL);
        sw_stop(&s, t, PH_PDOM);
        conv_domtree_free(d1);
        conv_domtree_free(d2);
        conv_module_destroy(m);
        /* the builder, alone */
        sw_start(&s);
        m = build_module(c->g, c->nm, NULL, c->tmp, c->cases, &f);
        sw_stop(&s, t, PH_BUILD);
        conv_module_destroy(m);
        /* build + finalize + both trees as one sequence */
        sw_start(&s);
        m = build_module(c->g, c->nm, NULL, c->tmp, c->cases, &f);
        d1 = tree(f, false, NULL);
        d2 = tree(f, true, NULL);
        sw_stop(&s, t, PH_PIPE);
        conv_domtree_free(d1);
        conv_domtree_free(d2);
        conv_module_destroy(m);
    }
}

static double ns_per_edge(double ms, uint32_t edges) { return ms * 1e6 / (double)edges; }

static void print_row(const bench_ctx *c, const char *mode, const timings *t, size_t peak, const struct rusage *ru) {
    uint32_t e = c->g->edges;
    printf("%9u %9u %-7s | %9.3f %6.1f | %8.3f %5.1f | %9.3f %6.1f | %8.3f %5.1f | %8.3f %5.1f | %9.3f %7ld | "
           "%7.1f %7.1f\n",
           (unsigned)c->g->n, (unsigned)e, mode, t->ms[PH_PARSE], ns_per_edge(t->ms[PH_PARSE], e), t->ms[PH_FINAL],
           ns_per_edge(t->ms[PH_FINAL], e), t->ms[PH_BUILD], ns_per_edge(t->ms[PH_BUILD], e), t->ms[PH_DOM],
           ns_per_edge(t->ms[PH_DOM], e), t->ms[PH_PDOM], ns_per_edge(t->ms[PH_PDOM], e), t->ms[PH_PIPE],
           t->faults[PH_PIPE], (double)peak / 1048576.0, (double)ru->ru_maxrss / 1024.0);
}

/* ------------------------------------------------------------- main --- */


static void usage(void) {
    fprintf(stderr, "usage: bench --emit N FILE.ll [--seed S]\n"
                    "       bench [--seed S] [--reps R] [--kv] [--no-header] N [FILE.ll]\n"
                    "       bench --profile parse|build|dom|pdom [--reps R] N [FILE.ll]\n");
    exit(2);
}

static uint32_t parse_u32(const char *s) { return bench_parse_u32(s, 2ul, 100000000ul); }

int main(int argc, char **argv) {
    uint64_t seed = 1;
    uint32_t n = 0, reps = 0, i;
    const char *emit = NULL, *file = NULL, *profile = NULL;
    bool kv = false, header = true;
    cfg g;
    buf text = {NULL, 0, 0};
    char *ftext = NULL;
    size_t fsize = 0;
    const char *ptext;
    size_t psize;
    names nm;
    conv_block *tmp;
    int64_t cases[64];
    uint32_t *pb, *p;
    conv_diags *diags = NULL;
    bench_ctx ctx;
    timings td, tw;
    bool warm = false;
    size_t peak_parse, peak_build;
    struct rusage ru;

    for (i = 1; i < (uint32_t)argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--emit") == 0 && i + 2 < (uint32_t)argc) {
            n = parse_u32(argv[++i]);
            emit = argv[++i];
        } else if (strcmp(a, "--seed") == 0 && i + 1 < (uint32_t)argc) {
            seed = (uint64_t)strtoull(argv[++i], NULL, 10);
        } else if (strcmp(a, "--reps") == 0 && i + 1 < (uint32_t)argc) {
            reps = (uint32_t)strtoul(argv[++i], NULL, 10);
        } else if (strcmp(a, "--profile") == 0 && i + 1 < (uint32_t)argc) {
            profile = argv[++i];
        } else if (strcmp(a, "--kv") == 0) {
            kv = true;
        } else if (strcmp(a, "--no-header") == 0) {
            header = false;
        } else if (a[0] == '-') {
            usage();
        } else if (n == 0) {
            n = parse_u32(a);
        } else if (file == NULL) {
            file = a;
        } else {
            usage();
        }
    }
    if (n == 0) usage();

    cfg_generate(&g, n, seed);
    cfg_to_ll(&g, &text);
    if (emit) {
        FILE *fp = fopen(emit, "wb");
        if (fp == NULL || fwrite(text.p, 1, text.n, fp) != text.n || fclose(fp) != 0) {
            fprintf(stderr, "bench: cannot write %s\n", emit);
            return 2;
        }
        free(text.p);
        cfg_free(&g);
        return 0;
    }
    ptext = text.p;
    psize = text.n;
    if (file) {
        ftext = bench_read_file(file, &fsize);
        if (fsize != text.n || memcmp(ftext, text.p, fsize) != 0) {
            fprintf(stderr,
                    "bench: %s is not the text bench --emit %u writes for seed %llu (stale cache?); "
                    "delete it and re-run\n",
                    file, (unsigned)n, (unsigned long long)seed);
            return 2;
        }
        ptext = ftext;
        psize = fsize;
    }
    if (reps == 0) reps = n <= 1000 ? 200u : n <= 10000 ? 50u : n <= 100000 ? 10u : 5u;

    names_make(&nm, n);
    tmp = (conv_block *)xmalloc(64u * sizeof(conv_block));
    for (i = 0; i < 64; i++) cases[i] = (int64_t)i;
    bench_check_ok(conv_diags_create(NULL, &diags), "conv_diags_create", NULL);
    csr_reverse(n, g.succ_begin, g.succ, &pb, &p);
    ctx.g = &g;
    ctx.nm = &nm;
    ctx.tmp = tmp;
    ctx.cases = cases;
    ctx.text = ptext;
    ctx.size = psize;
    ctx.diags = diags;

    /* --profile PHASE: only run one phase `reps` times, no checks, no
       output; for perf record / valgrind --tool=callgrind. */
    if (profile) {
        conv_function *f = NULL;
        conv_module *m = NULL;
        bool pa = strcmp(profile, "parse") == 0, bu = strcmp(profile, "build") == 0;
        bool dm = strcmp(profile, "dom") == 0, pd = strcmp(profile, "pdom") == 0;
        if (!pa && !bu && !dm && !pd) usage();
        if (dm || pd) m = build_module(&g, &nm, NULL, tmp, cases, &f);
        for (i = 0; i < reps; i++) {
            if (pa) {
                m = parse_module(ptext, psize, NULL, diags, &f);
                conv_module_destroy(m);
            } else if (bu) {
                m = build_module(&g, &nm, NULL, tmp, cases, &f);
                conv_module_destroy(m);
            } else {
                conv_domtree_free(tree(f, pd, NULL));
            }
        }
        if (dm || pd) conv_module_destroy(m);
        conv_diags_destroy(diags);
        free(pb);
        free(p);
        free(tmp);
        free(nm.chars);
        free(nm.off);
        free(text.p);
        free(ftext);
        cfg_free(&g);
        return 0;
    }

    /* 1. Correctness, and peak live library memory, before any timing. */
    {
        counter cp = {0, 0, 0}, cb = {0, 0, 0};
        conv_allocator ap = counting_allocator(&cp), ab = counting_allocator(&cb);
        conv_function *fp = NULL, *fb = NULL;
        conv_module *mp, *mb;
        conv_domtree *dp, *pp, *db, *pdb;
        mp = parse_module(ptext, psize, &ap, diags, &fp);
        bench_check_ok(conv_function_finalize(fp, diags), "conv_function_finalize (parsed)", diags);
        dp = tree(fp, false, NULL);
        pp = tree(fp, true, NULL);
        peak_parse = cp.peak;
        check_function(fp, &g, "parsed function");
        check_dom(dp, &g, pb, p);
        check_pdom(pp, &g);
        mb = build_module(&g, &nm, &ab, tmp, cases, &fb);
        db = tree(fb, false, NULL);
        pdb = tree(fb, true, NULL);
        peak_build = cb.peak;
        check_function(fb, &g, "built function");
        check_same_tree(dp, db, n, "dominator tree (builder vs parser)");
        check_same_tree(pp, pdb, n, "post-dominator tree (builder vs parser)");
        conv_domtree_free(dp);
        conv_domtree_free(pp);
        conv_domtree_free(db);
        conv_domtree_free(pdb);
        conv_module_destroy(mp);
        conv_module_destroy(mb);
        if (cp.live != 0 || cb.live != 0) {
            fprintf(stderr, "bench: CHECK FAILED: %zu bytes still live after destroy\n", cp.live + cb.live);
            return 3;
        }
    }

    /* 2. Timing, with the default allocator (malloc), minimum over reps:
       first with glibc's default settings, under which large freed
       blocks go back to the kernel so that every repetition pays the
       first-touch page faults again; then with a warm heap (freed memory
       kept by malloc: the steady state of a long-running compiler). */
    measure(&ctx, reps, &td);
#if defined(BENCH_HAVE_MALLOPT)
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, 0x7fffffff);
    mallopt(M_TOP_PAD, 64 << 20);
    measure(&ctx, 1, &tw); /* warm-up */
    measure(&ctx, reps, &tw);
    warm = true;
#endif
    getrusage(RUSAGE_SELF, &ru);

    if (header) {
        printf("%9s %9s %-7s | %9s %6s | %8s %5s | %9s %6s | %8s %5s | %8s %5s | %9s %7s | %7s %7s\n", "blocks",
               "edges", "heap", "parse ms", "ns/e", "final ms", "ns/e", "build+fin", "ns/e", "dom ms", "ns/e",
               "pdom ms", "ns/e", "b+f+2t ms", "faults", "peak MB", "rss MB");
    }
    print_row(&ctx, "default", &td, peak_parse, &ru);
    if (warm) print_row(&ctx, "warm", &tw, peak_parse, &ru);
    printf("shape: %u blocks, %u edges (%.2f/block), %u conditional branches, %u switches, %u loops "
           "(%u infinite), %u two-entry cycles, %u breaks, %u continues, %u returns, %u unreachable, "
           "nesting depth %u, %.1f MB of .ll text\n",
           (unsigned)g.n, (unsigned)g.edges, (double)g.edges / (double)g.n, (unsigned)g.n_condbr,
           (unsigned)g.n_switch, (unsigned)g.n_loops, (unsigned)g.n_infinite, (unsigned)g.n_irreducible,
           (unsigned)g.n_breaks, (unsigned)g.n_continues, (unsigned)g.n_ret, (unsigned)g.n_unreachable,
           (unsigned)g.max_depth, (double)psize / 1048576.0);
    if (kv) {
        int k;
        printf("kv n=%u edges=%u reps=%u peak_parse_bytes=%zu peak_build_bytes=%zu maxrss_kb=%ld text_bytes=%zu "
               "warm=%d",
               (unsigned)n, (unsigned)g.edges, (unsigned)reps, peak_parse, peak_build, (long)ru.ru_maxrss, psize,
               warm ? 1 : 0);
        for (k = 0; k < PH_COUNT; k++) printf(" d_%s_ms=%.6f d_%s_faults=%ld", phase_name[k], td.ms[k],
                                              phase_name[k], td.faults[k]);
        for (k = 0; warm && k < PH_COUNT; k++) printf(" w_%s_ms=%.6f w_%s_faults=%ld", phase_name[k], tw.ms[k],
                                                      phase_name[k], tw.faults[k]);
        printf("\n");
    }
    fflush(stdout);

    conv_diags_destroy(diags);
    free(pb);
    free(p);
    free(tmp);
    free(nm.chars);
    free(nm.off);
    free(text.p);
    free(ftext);
    cfg_free(&g);
    return 0;
}
