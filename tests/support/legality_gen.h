/* legality_gen.h - random GPU functions with convergent operations, and
   meaningful legality queries on them: shared by tests/soundness/test_legality.c,
   fuzz/fuzz_legality.c and tests/bench/bench_legality.c.

   Randomness comes from an lg_src (a below(n) callback), so the test drives
   it with its seeded generator and the fuzzer with input bytes (an
   exhausted input reads 0, and 0 is always the plain choice). Include it
   after conv_impl.h (or conv.h).

   What a function holds (lg_build):
     arguments %tid (a divergence source), %u and %w (uniform);
     0-2 phis per block with predecessors;
     with tokens (a convergent function): token.entry in the entry block, a
       heart (token.loop on the parent's heart or the entry) in the header
       of every reducible cycle except the entry block, every convergent
       operation controlled by the innermost heart (the entry outside
       cycles), or by an anchor of its block where there is none, and
       anchor groups (an anchor and the collectives it controls);
     without tokens: the same operations, uncontrolled;
     per block 1-4 operations: add and mul (speculatable), thread.random (a
       divergence source), uniform.op (always uniform, not speculatable),
       store, call @ext (effects), collectives @subgroup.ballot / reduce /
       readfirstlane (convergent, uniform among their group, some flagged
       speculatable, some at workgroup scope), @subgroup.shuffle
       (superset_safe, some speculatable), @barrier (convergent barrier, at
       workgroup scope or the wave's);
     twins: copies of an earlier operation (same kind, callee, flags,
       operands and token) where its operands and token are available,
       first in a sibling of the dominator tree (the other arm of a
       branch), so merge and CSE queries have identical pairs (lg_fn.pairs
       lists them);
     stores of some calls' results (a third) and twins' (a half), so that
     what a pure operation computes is seen by the interpreter;
     terminators: branches and switches on values available at the end of
       the block (uniform or not), so loops exit after a hashed number of
       iterations in the interpreter.
   CFG shapes: lg_cfg_structured (nested if/else, switches, loops with
   preheaders, breaks and early returns) or any shape copied into an
   lg_cfg (random_cfg.h, fuzz_common.h: irreducible cycles included). */
#ifndef CONV_TEST_LEGALITY_GEN_H
#define CONV_TEST_LEGALITY_GEN_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__) || defined(__clang__)
#define LG_UNUSED __attribute__((unused))
#else
#define LG_UNUSED
#endif

typedef struct lg_src {
    unsigned (*below)(void *state, unsigned n); /* 0..n-1 (n >= 1) */
    void *state;
} lg_src;

LG_UNUSED static unsigned lg_below(lg_src *s, unsigned n) { return n > 1 ? s->below(s->state, n) % n : 0u; }

/* ------------------------------------------------------------- shapes --- */

#define LG_MAX_SUCCS 4

/* Blocks 0..n-1 (0 is the entry) and their successor lists; a block
   without successors returns. */
typedef struct lg_cfg {
    unsigned n, cap;
    unsigned *nsucc;
    unsigned (*succ)[LG_MAX_SUCCS];
} lg_cfg;

LG_UNUSED static bool lg_cfg_init(lg_cfg *g, unsigned cap) {
    memset(g, 0, sizeof *g);
    g->nsucc = (unsigned *)calloc(cap ? cap : 1u, sizeof *g->nsucc);
    g->succ = (unsigned(*)[LG_MAX_SUCCS])calloc(cap ? cap : 1u, sizeof *g->succ);
    g->cap = cap;
    return g->nsucc != NULL && g->succ != NULL;
}
LG_UNUSED static void lg_cfg_free(lg_cfg *g) {
    free(g->nsucc);
    free(g->succ);
    memset(g, 0, sizeof *g);
}
static unsigned lg_cfg_block(lg_cfg *g) {
    g->nsucc[g->n] = 0;
    return g->n++;
}
static void lg_cfg_edge(lg_cfg *g, unsigned a, unsigned b) {
    if (g->nsucc[a] < LG_MAX_SUCCS) g->succ[a][g->nsucc[a]++] = b;
}
/* a -> x, y in a random order */
static void lg_cfg_edge2(lg_cfg *g, lg_src *s, unsigned a, unsigned x, unsigned y) {
    bool swap = lg_below(s, 2) != 0;
    lg_cfg_edge(g, a, swap ? y : x);
    lg_cfg_edge(g, a, swap ? x : y);
}

/* Appends constructs after the open block `cur` (no successors yet) and
   returns the block where control continues. `fill`: keep going until the
   capacity is nearly used (the benchmark's large functions). */
static unsigned lg_region(lg_cfg *g, lg_src *s, unsigned cur, unsigned depth, bool fill) {
    while (g->n + 8 <= g->cap && (fill || lg_below(s, 3) != 0)) {
        unsigned kind = lg_below(s, 6), a, b, c, j;
        bool inner = depth < 3;
        switch (kind) {
        case 0: /* if-then */
            a = lg_cfg_block(g);
            j = lg_cfg_block(g);
            lg_cfg_edge2(g, s, cur, a, j);
            a = inner ? lg_region(g, s, a, depth + 1, false) : a;
            lg_cfg_edge(g, a, j);
            cur = j;
            break;
        case 1: /* if-else */
            a = lg_cfg_block(g);
            b = lg_cfg_block(g);
            j = lg_cfg_block(g);
            lg_cfg_edge2(g, s, cur, a, b);
            a = inner ? lg_region(g, s, a, depth + 1, false) : a;
            b = inner ? lg_region(g, s, b, depth + 1, false) : b;
            lg_cfg_edge(g, a, j);
            lg_cfg_edge(g, b, j);
            cur = j;
            break;
        case 2: /* loop: cur is the preheader; the latch leaves or goes back */
            a = lg_cfg_block(g);
            lg_cfg_edge(g, cur, a);
            b = inner ? lg_region(g, s, a, depth + 1, false) : a;
            j = lg_cfg_block(g);
            lg_cfg_edge2(g, s, b, a, j);
            cur = j;
            break;
        case 3: /* loop with a break in the middle */
            a = lg_cfg_block(g);
            lg_cfg_edge(g, cur, a);
            b = inner ? lg_region(g, s, a, depth + 1, false) : a;
            c = lg_cfg_block(g);
            j = lg_cfg_block(g);
            lg_cfg_edge2(g, s, b, c, j);
            c = inner ? lg_region(g, s, c, depth + 1, false) : c;
            lg_cfg_edge2(g, s, c, a, j);
            cur = j;
            break;
        case 4: /* early return */
            a = lg_cfg_block(g);
            j = lg_cfg_block(g);
            lg_cfg_edge2(g, s, cur, a, j);
            cur = j;
            break;
        default: /* switch with three arms and a join */
            a = lg_cfg_block(g);
            b = lg_cfg_block(g);
            c = lg_cfg_block(g);
            j = lg_cfg_block(g);
            lg_cfg_edge(g, cur, a);
            lg_cfg_edge(g, cur, b);
            lg_cfg_edge(g, cur, c);
            a = inner ? lg_region(g, s, a, depth + 1, false) : a;
            lg_cfg_edge(g, a, j);
            lg_cfg_edge(g, b, j);
            lg_cfg_edge(g, c, j);
            cur = j;
            break;
        }
    }
    return cur;
}

/* A structured shape of at most g->cap blocks (g from lg_cfg_init). */
LG_UNUSED static void lg_cfg_structured(lg_cfg *g, lg_src *s, bool fill) {
    g->n = 0;
    lg_region(g, s, lg_cfg_block(g), 0, fill);
}

/* ---------------------------------------------------------- functions --- */

#define LG_MAXV 8   /* values remembered per block for operands */
#define LG_RING 8   /* recent operations that may get a twin */

typedef struct lg_fn {
    conv_function *f;
    bool tokens;
    conv_value (*pairs)[2]; /* identical operations: (original, twin) */
    unsigned npairs, cap_pairs;
} lg_fn;

LG_UNUSED static void lg_fn_free(lg_fn *fn) {
    free(fn->pairs);
    memset(fn, 0, sizeof *fn);
}

typedef struct lg_op {
    conv_kind kind;
    const char *opcode;
    conv_value ops[2];
    uint32_t nops, flags;
    conv_value token;
    unsigned block;
    conv_value inst;
} lg_op;

typedef struct lg_gen {
    lg_src *s;
    lg_fn *fn;
    conv_function *f;
    const lg_cfg *cfg;
    const conv_function *shape; /* the skeleton: same block ids */
    const conv_domtree *dt;     /* the skeleton's */
    const conv_cycles *ci;
    conv_block *blocks;
    conv_value (*defs)[LG_MAXV];
    unsigned *ndefs;
    conv_value *token_of;    /* the natural token of each block, or invalid */
    conv_value *anchor_of;   /* an anchor made in the block, or invalid */
    conv_value *phis;        /* every phi, in block order */
    unsigned nphis;
    conv_value *counter_of;  /* reducible cycle headers: a phi that changes
                                every iteration (its back edges bring
                                `add counter, 1`), so exit conditions built
                                on it end loops after a hashed number of
                                iterations in the interpreter */
    conv_value args[3];
    lg_op ring[LG_RING];
    unsigned nring, serial;
    lg_op *block_op;         /* each block's first operation that may get
                                a twin (kind 0 and no block: none) */
    bool *has_op;
    uint64_t *reach;         /* functions of up to 64 blocks: the blocks
                                each block reaches (itself included only
                                on a cycle); NULL for larger ones */
} lg_gen;

static void lg_pair(lg_fn *fn, conv_value a, conv_value b) {
    if (fn->npairs == fn->cap_pairs) {
        unsigned cap = fn->cap_pairs ? 2u * fn->cap_pairs : 16u;
        conv_value(*np)[2] = (conv_value(*)[2])realloc(fn->pairs, cap * sizeof *np);
        if (np == NULL) return;
        fn->pairs = np;
        fn->cap_pairs = cap;
    }
    fn->pairs[fn->npairs][0] = a;
    fn->pairs[fn->npairs][1] = b;
    fn->npairs++;
}

/* A value available at the end of block b so far: b's values, those of its
   two nearest dominators, an argument or a constant. */
static conv_value lg_pick(lg_gen *g, unsigned b) {
    conv_block x = g->blocks[b];
    unsigned up = lg_below(g->s, 3), r;
    while (up-- > 0 && conv_block_valid(conv_domtree_idom(g->dt, x))) x = conv_domtree_idom(g->dt, x);
    r = lg_below(g->s, 8);
    if (r >= 3 && g->ndefs[conv_block_index(x)] > 0) {
        unsigned i = conv_block_index(x);
        return g->defs[i][lg_below(g->s, g->ndefs[i])];
    }
    if (r == 2) {
        conv_value c = {0};
        conv_function_add_constant(g->f, (int64_t)lg_below(g->s, 3), NULL, &c);
        return c;
    }
    return g->args[lg_below(g->s, 3)];
}

static conv_value lg_emit(lg_gen *g, unsigned b, const lg_op *op) {
    conv_inst_desc d;
    conv_value v = {0};
    char name[32];
    memset(&d, 0, sizeof d);
    d.kind = op->kind;
    d.opcode = op->opcode;
    d.operands = op->ops;
    d.operands_count = op->nops;
    d.token = op->token;
    d.flags = op->flags;
    if (op->flags & (CONV_FLAG_HAS_RESULT | CONV_FLAG_TOKEN)) {
        snprintf(name, sizeof name, "%%v%u", g->serial++);
        d.name = name;
    }
    if (conv_function_add_inst(g->f, g->blocks[b], &d, &v) != CONV_OK) return v;
    if ((op->flags & CONV_FLAG_HAS_RESULT) && g->ndefs[b] < LG_MAXV) g->defs[b][g->ndefs[b]++] = v;
    return v;
}

/* Remembers an operation for twins (oldest replaced). */
static void lg_remember(lg_gen *g, const lg_op *op) {
    g->ring[g->nring < LG_RING ? g->nring++ : lg_below(g->s, LG_RING)] = *op;
}

static bool lg_same_cycle(lg_gen *g, unsigned a, unsigned b) {
    return conv_cycles_innermost(g->ci, g->blocks[a]).id == conv_cycles_innermost(g->ci, g->blocks[b]).id;
}

/* The token a convergent operation of block b uses: the block's latest
   anchor if it has one, else mostly the natural token, else a new anchor;
   none without tokens. */
static conv_value lg_token(lg_gen *g, unsigned b) {
    conv_value none = {0};
    lg_op a;
    if (!g->fn->tokens) return none;
    if (conv_value_valid(g->anchor_of[b])) return g->anchor_of[b];
    if (conv_value_valid(g->token_of[b]) && lg_below(g->s, 6) != 0) return g->token_of[b];
    {
        memset(&a, 0, sizeof a);
        a.kind = CONV_KIND_ANCHOR;
        a.flags = CONV_FLAG_TOKEN;
        g->anchor_of[b] = lg_emit(g, b, &a);
    }
    return g->anchor_of[b];
}

/* Whether op's operands and token are available at the end of block c
   (its def blocks dominate c). */
static bool lg_available(lg_gen *g, const lg_op *op, unsigned c) {
    uint32_t i;
    if (!conv_domtree_contains(g->dt, g->blocks[c])) return false;
    for (i = 0; i < op->nops; i++) {
        conv_block d = conv_value_block(g->f, op->ops[i]);
        if (conv_block_valid(d) && !conv_domtree_dominates(g->dt, d, g->blocks[c])) return false;
    }
    /* the token a new operation of c would get (regions must nest: once
       a block has an anchor, its later convergent operations use the
       latest one, so no other token's use lies inside an anchor's region
       without its definition) */
    return !conv_value_valid(op->token) || op->token.id == (conv_value_valid(g->anchor_of[c]) ? g->anchor_of[c].id : g->token_of[c].id);
}

/* A twin of a remembered operation in block b: false when none fits. */
/* A store of v now and then, so that what v computes is seen (a pure
   operation's value only counts through its users). */
static void lg_observe(lg_gen *g, unsigned b, conv_value v, unsigned one_in) {
    lg_op st;
    if (!conv_value_valid(v) || lg_below(g->s, one_in) != 0) return;
    memset(&st, 0, sizeof st);
    st.opcode = "store";
    st.ops[0] = v;
    st.ops[1] = g->args[1];
    st.nops = 2;
    lg_emit(g, b, &st);
}

/* Operations of b's siblings in the dominator tree that neither reach
   nor are reached by b first (the other arm of a branch: merge pairs),
   then any. */
static bool lg_twin(lg_gen *g, unsigned b) {
    unsigned start = lg_below(g->s, g->nring ? g->nring : 1u), k;
    uint32_t nsib = 0;
    conv_block up = conv_domtree_idom(g->dt, g->blocks[b]);
    const conv_block *sib = conv_block_valid(up) ? conv_domtree_children(g->dt, up, &nsib) : NULL;
    unsigned sstart = lg_below(g->s, nsib ? nsib : 1u);
    for (k = 0; k < nsib + g->nring; k++) {
        lg_op *op;
        if (k < nsib) {
            unsigned c = conv_block_index(sib[(sstart + k) % nsib]);
            if (c == b || !g->has_op[c] ||
                (g->reach && ((g->reach[c] >> b & 1u) || (g->reach[b] >> c & 1u))))
                continue;
            op = &g->block_op[c];
        } else {
            op = &g->ring[(start + k - nsib) % g->nring];
        }
        if (!lg_available(g, op, b)) continue;
        if (op->kind == CONV_KIND_ANCHOR) {
            /* two anchors, each with a collective of its own */
            lg_op use;
            conv_value a;
            if (!lg_same_cycle(g, op->block, b)) continue;
            a = lg_emit(g, b, op);
            lg_pair(g->fn, op->inst, a);
            memset(&use, 0, sizeof use);
            use.kind = CONV_KIND_CALL;
            use.opcode = "@subgroup.ballot";
            use.ops[0] = g->args[0];
            use.nops = 1;
            use.flags = CONV_FLAG_HAS_RESULT | CONV_FLAG_CONVERGENT | CONV_FLAG_UNIFORM_COLLECTIVE;
            use.token = a;
            lg_emit(g, b, &use);
        } else {
            conv_value twin = lg_emit(g, b, op);
            lg_pair(g->fn, op->inst, twin);
            if (op->flags & CONV_FLAG_HAS_RESULT) lg_observe(g, b, twin, 2);
        }
        return true;
    }
    return false;
}

/* One random operation appended to block b. */
static void lg_operation(lg_gen *g, unsigned b, bool first) {
    lg_op op;
    unsigned r = lg_below(g->s, 22);
    memset(&op, 0, sizeof op);
    op.kind = CONV_KIND_GENERIC;
    op.flags = CONV_FLAG_HAS_RESULT;
    op.block = b;
    if ((r >= 19 || (first && lg_below(g->s, 2) == 0)) && lg_twin(g, b)) return;
    if (r < 5 || r >= 19) {
        op.opcode = r == 0 ? "mul" : "add";
        op.ops[0] = lg_pick(g, b);
        op.ops[1] = lg_pick(g, b);
        op.nops = 2;
    } else if (r == 5) {
        op.opcode = "thread.random";
        op.flags |= CONV_FLAG_DIVERGENCE_SOURCE;
    } else if (r == 6) {
        op.opcode = "uniform.op";
        op.ops[0] = lg_pick(g, b);
        op.nops = 1;
        op.flags |= CONV_FLAG_ALWAYS_UNIFORM;
    } else if (r == 7) {
        op.opcode = "store";
        op.ops[0] = lg_pick(g, b);
        op.ops[1] = lg_pick(g, b);
        op.nops = 2;
        op.flags = 0;
    } else if (r == 8) {
        op.kind = CONV_KIND_CALL;
        op.opcode = "@ext";
        op.ops[0] = lg_pick(g, b);
        op.nops = 1;
    } else if (r < 14) {
        static const char *const names[] = {"@subgroup.ballot", "@subgroup.reduce", "@subgroup.readfirstlane"};
        op.kind = CONV_KIND_CALL;
        op.opcode = names[lg_below(g->s, 3)];
        op.ops[0] = lg_pick(g, b);
        op.nops = 1;
        op.flags |= CONV_FLAG_CONVERGENT | CONV_FLAG_UNIFORM_COLLECTIVE;
        if (lg_below(g->s, 2)) op.flags |= CONV_FLAG_SPECULATABLE;
        if (lg_below(g->s, 6) == 0) op.flags |= CONV_FLAG_SCOPE(CONV_SCOPE_WORKGROUP);
        op.token = lg_token(g, b);
    } else if (r < 16) {
        op.kind = CONV_KIND_CALL;
        op.opcode = "@subgroup.shuffle";
        op.ops[0] = lg_pick(g, b);
        op.ops[1] = lg_pick(g, b);
        op.nops = 2;
        op.flags |= CONV_FLAG_CONVERGENT | CONV_FLAG_SUPERSET_SAFE;
        if (lg_below(g->s, 2)) op.flags |= CONV_FLAG_SPECULATABLE;
        op.token = lg_token(g, b);
    } else if (r < 17) {
        op.kind = CONV_KIND_CALL;
        op.opcode = "@barrier";
        op.flags = CONV_FLAG_CONVERGENT | CONV_FLAG_BARRIER;
        if (lg_below(g->s, 3)) op.flags |= CONV_FLAG_SCOPE(CONV_SCOPE_WORKGROUP);
        op.token = lg_token(g, b);
    } else if (g->fn->tokens) {
        /* an anchor group: a fresh anchor and a collective it controls */
        op.kind = CONV_KIND_ANCHOR;
        op.flags = CONV_FLAG_TOKEN;
        op.inst = lg_emit(g, b, &op);
        g->anchor_of[b] = op.inst;
        lg_remember(g, &op);
        memset(&op, 0, sizeof op);
        op.kind = CONV_KIND_CALL;
        op.opcode = "@subgroup.reduce";
        op.ops[0] = lg_pick(g, b);
        op.nops = 1;
        op.flags = CONV_FLAG_HAS_RESULT | CONV_FLAG_CONVERGENT | CONV_FLAG_UNIFORM_COLLECTIVE;
        op.token = g->anchor_of[b];
        op.block = b;
    } else {
        op.opcode = "add";
        op.ops[0] = g->args[lg_below(g->s, 3)];
        op.ops[1] = g->args[lg_below(g->s, 3)];
        op.nops = 2;
    }
    op.inst = lg_emit(g, b, &op);
    if (op.kind != CONV_KIND_ANCHOR) lg_remember(g, &op);
    if (!g->has_op[b] && op.kind != CONV_KIND_ANCHOR) {
        g->block_op[b] = op;
        g->has_op[b] = true;
    }
    if (op.kind == CONV_KIND_CALL && (op.flags & CONV_FLAG_HAS_RESULT)) lg_observe(g, b, op.inst, 3);
    /* a twin right behind it now and then: CSE in one block */
    if (lg_below(g->s, 10) == 0 && op.kind != CONV_KIND_ANCHOR) lg_pair(g->fn, op.inst, lg_emit(g, b, &op));
}

/* A function with the shape's blocks b0..bn-1 and the arguments %tid
   (a divergence source), %u and %w, added to m (args: 3 values). */
static conv_function *lg_begin(conv_module *m, const char *name, uint32_t flags, const lg_cfg *cfg, conv_value *args) {
    static const struct {
        const char *name;
        uint32_t flags;
    } params[3] = {{"%tid", CONV_FLAG_DIVERGENCE_SOURCE}, {"%u", 0}, {"%w", 0}};
    conv_function_desc fd;
    conv_function *f = NULL;
    unsigned i;
    memset(&fd, 0, sizeof fd);
    fd.name = name;
    fd.flags = flags;
    if (conv_module_add_function(m, &fd, &f) != CONV_OK) return NULL;
    for (i = 0; i < 3; i++) conv_function_add_argument(f, params[i].name, params[i].flags, &args[i]);
    for (i = 0; i < cfg->n; i++) {
        char nm[16];
        snprintf(nm, sizeof nm, "b%u", i);
        if (conv_function_add_block(f, nm, NULL) != CONV_OK) return NULL;
    }
    return f;
}

/* Block b's terminator: ret, br, br on cond, or switch on cond. */
static void lg_terminator(conv_function *f, const lg_cfg *cfg, unsigned b, conv_value cond) {
    conv_inst_desc d;
    conv_block succ[LG_MAX_SUCCS];
    int64_t cases[LG_MAX_SUCCS];
    unsigned k, n = cfg->nsucc[b];
    memset(&d, 0, sizeof d);
    for (k = 0; k < n; k++) {
        succ[k] = conv_function_block(f, cfg->succ[b][k]);
        cases[k] = (int64_t)k;
    }
    d.kind = n == 0 ? CONV_KIND_RETURN : n <= 2 ? CONV_KIND_BRANCH : CONV_KIND_SWITCH;
    d.successors = succ;
    d.successors_count = n;
    d.case_values = cases;
    d.operands = &cond;
    d.operands_count = n >= 2 ? 1u : 0u;
    conv_function_add_inst(f, conv_function_block(f, b), &d, NULL);
}

/* The shape with plain terminators, for its dominator tree and cycles
   before the real function is built (same block ids). */
static conv_function *lg_skeleton(conv_module *m, const lg_cfg *cfg, const char *name) {
    conv_value args[3];
    conv_function *f = lg_begin(m, name, 0, cfg, args);
    unsigned b;
    if (f == NULL) return NULL;
    for (b = 0; b < cfg->n; b++) lg_terminator(f, cfg, b, args[0]);
    return conv_function_finalize(f, NULL) == CONV_OK ? f : NULL;
}

/* The reducible cycle block b heads, or an invalid one. */
static conv_cycle lg_headed(const lg_gen *g, unsigned b) {
    conv_cycle c = conv_cycles_innermost(g->ci, g->blocks[b]), none = {0};
    if (!conv_cycle_valid(c) || b == 0 || conv_cycle_header(g->ci, c).id != g->blocks[b].id ||
        !conv_cycle_is_reducible(g->ci, c))
        return none;
    return c;
}

/* 0-2 phis in each block with predecessors, and a counter in each
   reducible cycle's header; operands come later. */
static void lg_make_phis(lg_gen *g) {
    unsigned b, k;
    for (b = 0; b < g->cfg->n; b++) {
        uint32_t npred = 0;
        conv_block_predecessors(g->shape, g->blocks[b], &npred);
        if (npred == 0) continue;
        if (conv_cycle_valid(lg_headed(g, b))) {
            lg_op op;
            memset(&op, 0, sizeof op);
            op.kind = CONV_KIND_PHI;
            op.flags = CONV_FLAG_HAS_RESULT;
            g->counter_of[b] = lg_emit(g, b, &op);
        }
        for (k = lg_below(g->s, 3); k > 0; k--) {
            lg_op op;
            memset(&op, 0, sizeof op);
            op.kind = CONV_KIND_PHI;
            op.flags = CONV_FLAG_HAS_RESULT;
            g->phis[g->nphis++] = lg_emit(g, b, &op);
        }
    }
}

/* Each phi's incoming values: one per edge, available at the end of the
   predecessor (a back edge brings a value of the loop). */
static void lg_phi_operands(lg_gen *g) {
    unsigned i;
    for (i = 0; i < g->nphis; i++) {
        conv_value ops[64];
        uint32_t npred = 0, k;
        const conv_block *preds = conv_block_predecessors(g->shape, conv_value_block(g->f, g->phis[i]), &npred);
        if (npred > 64) npred = 64;
        for (k = 0; k < npred; k++) ops[k] = lg_pick(g, conv_block_index(preds[k]));
        conv_function_set_operands(g->f, g->phis[i], ops, preds, npred);
    }
    for (i = 0; i < g->cfg->n; i++) {
        conv_value ops[64];
        uint32_t npred = 0, k;
        const conv_block *preds;
        conv_cycle c = lg_headed(g, i);
        if (!conv_value_valid(g->counter_of[i])) continue;
        preds = conv_block_predecessors(g->shape, g->blocks[i], &npred);
        if (npred > 64) npred = 64;
        for (k = 0; k < npred; k++) {
            if (conv_cycle_contains(g->ci, c, preds[k])) {
                lg_op op;
                memset(&op, 0, sizeof op);
                op.opcode = "add";
                op.ops[0] = g->counter_of[i];
                op.nops = 2;
                op.flags = CONV_FLAG_HAS_RESULT;
                conv_function_add_constant(g->f, 1, NULL, &op.ops[1]);
                ops[k] = lg_emit(g, conv_block_index(preds[k]), &op);
            } else {
                /* a uniform or a divergent start: uniform or divergent exits */
                ops[k] = g->args[lg_below(g->s, 3)];
            }
        }
        conv_function_set_operands(g->f, g->counter_of[i], ops, preds, npred);
    }
}

/* Block b's branch condition: in a cycle, a value of the innermost
   counter, or a thread.random where there is none (a new decision every
   iteration), else any value. */
static conv_value lg_condition(lg_gen *g, unsigned b) {
    conv_cycle c = conv_cycles_innermost(g->ci, g->blocks[b]);
    unsigned h;
    lg_op op;
    if (!conv_cycle_valid(c) || g->cfg->nsucc[b] < 2) return lg_pick(g, b);
    h = conv_block_index(conv_cycle_header(g->ci, c));
    memset(&op, 0, sizeof op);
    op.flags = CONV_FLAG_HAS_RESULT;
    if (!conv_value_valid(g->counter_of[h]) || !conv_domtree_dominates(g->dt, g->blocks[h], g->blocks[b])) {
        /* no counter here (irreducible, or headed by the entry): a new
           per-thread value every time */
        op.opcode = "thread.random";
        op.flags |= CONV_FLAG_DIVERGENCE_SOURCE;
        return lg_emit(g, b, &op);
    }
    op.opcode = "add";
    op.ops[0] = g->counter_of[h];
    op.ops[1] = lg_pick(g, b);
    op.nops = 2;
    return lg_emit(g, b, &op);
}

/* Tokens: entry in the entry block, a heart in each reducible cycle's
   header (not the entry block) on its parent cycle's heart or the entry;
   each block's natural token is its innermost cycle's heart, or the entry
   outside cycles. */
static void lg_hearts(lg_gen *g) {
    unsigned b, k, n = conv_cycles_count(g->ci);
    lg_op op;
    memset(&op, 0, sizeof op);
    op.kind = CONV_KIND_ENTRY;
    op.flags = CONV_FLAG_TOKEN;
    g->token_of[0] = lg_emit(g, 0, &op);
    /* parents first: cycles_get lists a cycle after its parent */
    for (k = 0; k < n; k++) {
        conv_cycle c = conv_cycles_get(g->ci, k), p = conv_cycle_parent(g->ci, c);
        unsigned h = conv_block_index(conv_cycle_header(g->ci, c));
        conv_value parent = conv_cycle_valid(p) ? g->token_of[conv_block_index(conv_cycle_header(g->ci, p))]
                                                : g->token_of[0];
        if (!conv_cycle_is_reducible(g->ci, c) || !conv_value_valid(parent) || h == 0) continue;
        if (conv_cycle_valid(p) && !conv_cycle_is_reducible(g->ci, p)) continue;
        op.kind = CONV_KIND_LOOP;
        op.token = parent;
        g->token_of[h] = lg_emit(g, h, &op);
    }
    for (b = 1; b < g->cfg->n; b++) {
        conv_cycle c = conv_cycles_innermost(g->ci, g->blocks[b]);
        if (!conv_cycle_valid(c)) g->token_of[b] = g->token_of[0];
        else if (conv_block_index(conv_cycle_header(g->ci, c)) != b)
            g->token_of[b] = g->token_of[conv_block_index(conv_cycle_header(g->ci, c))];
    }
}

/* lg_build: a random function named `name` on shape cfg, added to m and
   finalized (fn->f), with or without tokens. ops_per_block: at most this
   many random operations per block (1 + below(ops_per_block)). Returns
   false when the library refused (out of memory). The caller checks
   conv_verify: a rare random choice can still break a static rule. */
LG_UNUSED static bool lg_build(conv_module *m, const char *name, const lg_cfg *cfg, lg_src *s, bool tokens,
                               unsigned ops_per_block, lg_fn *fn) {
    lg_gen g;
    conv_domtree *dt = NULL;
    conv_cycles *ci = NULL;
    char shape_name[64];
    unsigned b, k;
    bool ok = false;
    memset(fn, 0, sizeof *fn);
    memset(&g, 0, sizeof g);
    fn->tokens = tokens;
    g.s = s;
    g.fn = fn;
    g.cfg = cfg;
    snprintf(shape_name, sizeof shape_name, "%s.shape", name);
    g.shape = lg_skeleton(m, cfg, shape_name);
    if (g.shape == NULL || conv_domtree_build(g.shape, NULL, &dt) != CONV_OK ||
        conv_cycles_build(g.shape, NULL, &ci) != CONV_OK)
        goto done;
    g.dt = dt;
    g.ci = ci;
    g.blocks = (conv_block *)calloc(cfg->n, sizeof *g.blocks);
    g.defs = (conv_value(*)[LG_MAXV])calloc(cfg->n, sizeof *g.defs);
    g.ndefs = (unsigned *)calloc(cfg->n, sizeof *g.ndefs);
    g.token_of = (conv_value *)calloc(cfg->n, sizeof *g.token_of);
    g.anchor_of = (conv_value *)calloc(cfg->n, sizeof *g.anchor_of);
    g.phis = (conv_value *)calloc(2u * cfg->n, sizeof *g.phis);
    g.counter_of = (conv_value *)calloc(cfg->n, sizeof *g.counter_of);
    g.block_op = (lg_op *)calloc(cfg->n, sizeof *g.block_op);
    g.has_op = (bool *)calloc(cfg->n, sizeof *g.has_op);
    if (!g.block_op || !g.has_op) goto done;
    if (!g.blocks || !g.defs || !g.ndefs || !g.token_of || !g.anchor_of || !g.phis || !g.counter_of) goto done;
    g.f = lg_begin(m, name, tokens ? CONV_FUNCTION_CONVERGENT : 0u, cfg, g.args);
    if (g.f == NULL) goto done;
    for (b = 0; b < cfg->n; b++) g.blocks[b] = conv_function_block(g.f, b);
    if (cfg->n <= 64) {
        /* reachability by closure, small functions only */
        bool grown = true;
        g.reach = (uint64_t *)calloc(cfg->n, sizeof *g.reach);
        if (g.reach == NULL) goto done;
        for (b = 0; b < cfg->n; b++)
            for (k = 0; k < cfg->nsucc[b]; k++) g.reach[b] |= (uint64_t)1 << cfg->succ[b][k];
        while (grown) {
            grown = false;
            for (b = 0; b < cfg->n; b++)
                for (k = 0; k < cfg->n; k++)
                    if ((g.reach[b] >> k & 1u) && (g.reach[k] & ~g.reach[b])) {
                        g.reach[b] |= g.reach[k];
                        grown = true;
                    }
        }
    }
    lg_make_phis(&g);
    if (tokens) lg_hearts(&g);
    /* blocks in reverse post-order, so twins find their originals' blocks
       built (a value is picked only where it dominates) */
    {
        uint32_t nrpo = 0, i;
        const conv_block *rpo = conv_function_rpo(g.shape, &nrpo);
        for (i = 0; i < nrpo; i++) {
            unsigned count = 1 + lg_below(s, ops_per_block);
            for (k = 0; k < count; k++) lg_operation(&g, conv_block_index(rpo[i]), k == 0);
        }
    }
    lg_phi_operands(&g);
    /* terminators on values available at the end of each block */
    for (b = 0; b < cfg->n; b++) lg_terminator(g.f, cfg, b, lg_condition(&g, b));
    ok = conv_function_finalize(g.f, NULL) == CONV_OK;
    if (ok) fn->f = g.f;
done:
    conv_cycles_free(ci);
    conv_domtree_free(dt);
    free(g.blocks);
    free(g.defs);
    free(g.ndefs);
    free(g.token_of);
    free(g.anchor_of);
    free(g.phis);
    free(g.counter_of);
    free(g.reach);
    free(g.block_op);
    free(g.has_op);
    return ok;
}

/* ------------------------------------------------------------ queries --- */

typedef enum lg_kind { LG_HOIST, LG_SINK, LG_SPECULATE, LG_MERGE, LG_CSE, LG_KINDS } lg_kind;

LG_UNUSED static const char *const lg_kind_names[LG_KINDS] = {"hoist", "sink", "speculate", "merge", "cse"};

typedef struct lg_query {
    lg_kind kind;
    conv_value a, b; /* b: merge and cse */
    conv_block to;   /* not for cse */
} lg_query;

/* What queries are drawn from: f's movable instructions (reachable, not
   phis or terminators), the convergent ones, and the identical pairs. */
typedef struct lg_pool {
    const conv_function *f;
    const conv_domtree *dt, *pdt;
    conv_value *insts, *conv;
    unsigned ninsts, nconv;
    const lg_fn *fn;
} lg_pool;

LG_UNUSED static void lg_pool_free(lg_pool *p) {
    free(p->insts);
    free(p->conv);
    memset(p, 0, sizeof *p);
}

LG_UNUSED static bool lg_pool_init(lg_pool *p, const lg_fn *fn, const conv_domtree *dt, const conv_domtree *pdt) {
    uint32_t nv = conv_function_value_count(fn->f), i;
    memset(p, 0, sizeof *p);
    p->f = fn->f;
    p->fn = fn;
    p->dt = dt;
    p->pdt = pdt;
    p->insts = (conv_value *)malloc((nv + 1u) * sizeof *p->insts);
    p->conv = (conv_value *)malloc((nv + 1u) * sizeof *p->conv);
    if (p->insts == NULL || p->conv == NULL) return false;
    for (i = 0; i < nv; i++) {
        conv_value v;
        conv_kind k;
        conv_block b;
        v.id = i + 1u;
        k = conv_value_kind(fn->f, v);
        b = conv_value_block(fn->f, v);
        if (!conv_block_valid(b) || !conv_domtree_contains(dt, b) || k == CONV_KIND_PHI || conv_kind_is_terminator(k))
            continue;
        p->insts[p->ninsts++] = v;
        if (conv_value_flags(fn->f, v) & CONV_FLAG_CONVERGENT || k == CONV_KIND_ANCHOR) p->conv[p->nconv++] = v;
    }
    return true;
}

/* A block k steps up the tree from b (fewer when the root comes first). */
static conv_block lg_up(const conv_domtree *dt, conv_block b, unsigned k) {
    while (k-- > 0 && conv_block_valid(conv_domtree_idom(dt, b))) b = conv_domtree_idom(dt, b);
    return b;
}
/* A block up to k steps down the tree from b, by random children. */
static conv_block lg_down(lg_src *s, const conv_domtree *dt, conv_block b, unsigned k) {
    while (k-- > 0) {
        uint32_t n = 0;
        const conv_block *ch = conv_domtree_children(dt, b, &n);
        if (n == 0) break;
        b = ch[lg_below(s, n)];
    }
    return b;
}

/* A random query, mostly meaningful: hoist and speculate to a strict
   dominator, sink to a block the instruction's block strictly dominates,
   merge of an identical pair to a common dominator or the nearest common
   post-dominator (their join), CSE of an identical pair, with the
   dominating one first most of the time. One in 16 takes any block. */
LG_UNUSED static bool lg_query_random(const lg_pool *p, lg_src *s, lg_query *q) {
    conv_block ba, bb;
    memset(q, 0, sizeof *q);
    q->kind = (lg_kind)lg_below(s, LG_KINDS);
    if ((q->kind == LG_MERGE || q->kind == LG_CSE) && p->fn->npairs == 0) q->kind = LG_HOIST;
    if (p->ninsts == 0) return false;
    if (q->kind == LG_MERGE || q->kind == LG_CSE) {
        unsigned i = lg_below(s, p->fn->npairs), tries;
        /* merges: mostly a pair in two blocks */
        for (tries = 0; q->kind == LG_MERGE && tries < 4; tries++) {
            if (conv_value_block(p->f, p->fn->pairs[i][0]).id != conv_value_block(p->f, p->fn->pairs[i][1]).id) break;
            i = lg_below(s, p->fn->npairs);
        }
        bool swap = lg_below(s, 4) == 0;
        q->a = p->fn->pairs[i][swap ? 1 : 0];
        q->b = p->fn->pairs[i][swap ? 0 : 1];
        ba = conv_value_block(p->f, q->a);
        bb = conv_value_block(p->f, q->b);
        if (!conv_domtree_contains(p->dt, ba) || !conv_domtree_contains(p->dt, bb)) return false;
        if (q->kind == LG_MERGE) {
            conv_block ncd = conv_domtree_nearest_common(p->dt, ba, bb);
            if (lg_below(s, 2) == 0 && conv_domtree_contains(p->pdt, ba) && conv_domtree_contains(p->pdt, bb))
                q->to = conv_domtree_nearest_common(p->pdt, ba, bb);
            else
                q->to = lg_up(p->dt, ncd, lg_below(s, 3));
            if (!conv_block_valid(q->to)) q->to = ncd;
        }
    } else {
        /* an instruction whose block has somewhere to go (a few tries) */
        unsigned tries;
        for (tries = 0; tries < 8; tries++) {
            bool convergent = p->nconv && lg_below(s, 2) == 0;
            q->a = convergent ? p->conv[lg_below(s, p->nconv)] : p->insts[lg_below(s, p->ninsts)];
            ba = conv_value_block(p->f, q->a);
            if (q->kind == LG_SINK)
                q->to = lg_down(s, p->dt, ba, 1 + lg_below(s, 3));
            else
                q->to = lg_up(p->dt, ba, 1 + lg_below(s, 3));
            if (q->to.id != ba.id) break;
        }
        if (q->to.id == ba.id) return false;
    }
    /* now and then any other block (the refusals of queries outside the
       API's domain) */
    if (q->kind != LG_CSE && lg_below(s, 16) == 0) {
        uint32_t n = conv_function_block_count(p->f);
        conv_block any = conv_function_block(p->f, lg_below(s, n));
        if (any.id != conv_value_block(p->f, q->a).id) q->to = any;
    }
    return true;
}

/* Asks L. */
LG_UNUSED static conv_result lg_ask(const conv_legality *L, const lg_query *q, conv_verdict *v) {
    switch (q->kind) {
    case LG_HOIST: return conv_can_hoist(L, q->a, q->to, v);
    case LG_SINK: return conv_can_sink(L, q->a, q->to, v);
    case LG_SPECULATE: return conv_can_speculate(L, q->a, q->to, v);
    case LG_MERGE: return conv_can_merge(L, q->a, q->b, q->to, v);
    case LG_CSE: return conv_can_cse(L, q->a, q->b, v);
    case LG_KINDS: break;
    }
    return CONV_ERR_INVALID_ARGUMENT;
}

/* Performs the query's transformation on a copy of f named `name`
   (speculation is a hoist). */
LG_UNUSED static conv_result lg_apply(conv_function *f, const lg_query *q, const char *name, conv_diags *diags,
                                      conv_function **out) {
    switch (q->kind) {
    case LG_HOIST:
    case LG_SPECULATE: return conv_apply_hoist(f, q->a, q->to, name, diags, out);
    case LG_SINK: return conv_apply_sink(f, q->a, q->to, name, diags, out);
    case LG_MERGE: return conv_apply_merge(f, q->a, q->b, q->to, name, diags, out);
    case LG_CSE: return conv_apply_cse(f, q->a, q->b, name, diags, out);
    case LG_KINDS: break;
    }
    return CONV_ERR_INVALID_ARGUMENT;
}

/* "hoist %v3 to b2" etc., for messages. */
LG_UNUSED static void lg_query_str(const conv_function *f, const lg_query *q, char *buf, size_t size) {
    const char *a = conv_value_name(f, q->a), *b = conv_value_valid(q->b) ? conv_value_name(f, q->b) : NULL;
    const char *to = conv_block_valid(q->to) ? conv_block_name(f, q->to) : NULL;
    snprintf(buf, size, "%s %s%s%s (in %s)%s%s", lg_kind_names[q->kind], a ? a : "(unnamed)", b ? " " : "",
             b ? b : "", conv_block_name(f, conv_value_block(f, q->a)), to ? " to " : "", to ? to : "");
}

/* Whether a run of f under d can tell anything about a transformed copy:
   every thread finishes within d's steps (a run cut short compares thread
   sets that depend on where other threads stopped), and no barrier
   executes without every thread of its wave (f is then undefined, and any
   program is a correct translation of it; *undefined counts those). */
LG_UNUSED static bool lg_usable(const conv_function *f, const conv_interp_desc *d, unsigned long *undefined) {
    conv_interp *run = NULL;
    bool ok = conv_interp_run(f, d, NULL, &run) == CONV_OK && conv_interp_finished(run);
    uint32_t i, n = ok ? conv_interp_instance_count(run) : 0u, ws = ok ? conv_interp_wave_size(run) : 0u;
    for (i = 0; i < n && ok; i++) {
        conv_interp_instance in;
        uint32_t first, members, threads = conv_interp_thread_count(run);
        if (!conv_interp_get(run, i, &in) || in.kind != CONV_INSTANCE_CONVERGENT ||
            !(conv_value_flags(f, in.inst) & CONV_FLAG_BARRIER))
            continue;
        first = in.wave * ws;
        members = threads - first < ws ? threads - first : ws;
        if (in.thread_count != members) {
            ok = false;
            if (undefined) (*undefined)++;
        }
    }
    conv_interp_free(run);
    return ok;
}

/* A merge or CSE of two anchors: b's users get a's groups, a partition
   the model allows but not the one the interpreter's split policy draws
   for b, so such pairs are compared with maximal anchors only. */
LG_UNUSED static bool lg_anchor_pair(const conv_function *f, const lg_query *q) {
    return (q->kind == LG_MERGE || q->kind == LG_CSE) && conv_value_kind(f, q->a) == CONV_KIND_ANCHOR;
}

/* --- stage II: a threading's way on --- */

/* Where threads from p leave b, when b's terminator says so for them: an
   unconditional branch, or a branch or switch on a phi of b whose entry
   for p is a constant (read as the interpreter reads it). */
LG_UNUSED static bool lg_way_on(const conv_function *f, conv_block p, conv_block b, conv_block *s) {
    conv_value term = conv_block_terminator(f, b), cond, phi_val = {0};
    uint32_t ns = 0, nops = 0, nin = 0, k;
    const conv_block *succ = conv_value_successors(f, term, &ns);
    const conv_value *ops = conv_value_operands(f, term, &nops);
    const conv_block *in;
    const conv_value *vals;
    int64_t x;
    if (ns == 1 && conv_value_kind(f, term) == CONV_KIND_BRANCH) {
        *s = succ[0];
        return true;
    }
    if (ns < 2 || nops < 1) return false;
    cond = ops[0];
    if (conv_value_kind(f, cond) != CONV_KIND_PHI || conv_value_block(f, cond).id != b.id) return false;
    in = conv_value_incoming(f, cond, &nin);
    vals = conv_value_operands(f, cond, &nops);
    for (k = 0; k < nin; k++)
        if (in[k].id == p.id) {
            phi_val = vals[k];
            break;
        }
    if (!conv_value_valid(phi_val) || conv_value_kind(f, phi_val) != CONV_KIND_CONSTANT) return false;
    x = conv_value_immediate(f, phi_val);
    if (conv_value_kind(f, term) == CONV_KIND_BRANCH) {
        *s = succ[((uint64_t)x & 1u) ? 0 : 1];
        return true;
    } else {
        uint32_t nc = 0;
        const int64_t *cases = conv_value_case_values(f, term, &nc);
        for (k = 0; k < nc; k++)
            if (cases[k] == x) {
                *s = succ[k + 1u];
                return true;
            }
        *s = succ[(uint64_t)x % ns];
        return true;
    }
}

#endif
