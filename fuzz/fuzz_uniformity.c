/* fuzz_uniformity.c - the uniformity analysis on decoded random GPU
   functions, against the reference interpreter and the promises of
   docs/uniformity.md.

   Build (see fuzz/README.md): make build/fuzz/lf/fuzz_uniformity (linked with the
   implementation object build/obj/fuzz/conv.o)

   Input (decoded by uf_decode; an exhausted input reads zeros, and 0 is
   always the plain choice: wave 64, arguments as flagged, no tokens, `ret`,
   no phis, no instructions, the latest value, no extra sources):
     byte 0     bits 0-1 wave size (64, 32, 4, 1); bits 2-3 arguments mode
                (as flagged, uniform, divergent, as flagged); bits 4-5
                tokens (none, structured, extended, structured); bit 6
                kernel flag; bit 7 anchors split in the second run
     byte 1     bits 0-1 how the interpreter's divergence sources behave
                (its own per-thread hash; lane id; "leave after t % 4
                iterations, then alternate"; equal in pairs of threads);
                bits 2-7 the thread count of the third run (2 + b % 16)
     byte 2     seed of the interpreter runs
     CFG        1 + b % 12 blocks; per block one byte t: t % 5 successors;
                none: (t / 5) % 3 picks ret, ret of a value, unreachable;
                one: br; two: (t / 5) % 2 picks br on a value or switch;
                three, four: switch. One byte per successor:
                (block + 1 + byte) % n.
     per block  if it has predecessors, one byte: b % 3 phis; one byte:
                b % 7 instructions, each an opcode byte (b % 14, below), one
                pick byte per operand, and with extended tokens one token
                byte for a convergent operation; then, for br on a value,
                switch or ret of a value, the pick byte of its operand
     phis       per block, per phi, per distinct predecessor block: a pick
                byte for the value flowing in on its edges
     extras     three lists (extra sources, more extra sources for the
                monotonicity check, extra uniform values): a count byte
                (b % 4) and a pick byte per element over the arguments and
                every named non-token result

   Opcodes: 0 add a b, 1 icmp a b, 2 select a b c, 3 thread.id (a
   divergence source), 4 uniform.op a (always uniform), 5 ballot a,
   6 readfirstlane a, 7 reduce a (convergent collectives), 8 load a,
   9 call @ext(a), 10 call @shuffle(a) (convergent, not a collective),
   11 call @barrier() (convergent, no result), 12 anchor + ballot a,
   13 call @get.tid() (a divergence source).
   A pick byte p chooses among the values available at that point, in this
   order: the values of the block so far (latest first), those of its
   dominators (nearest first, latest first), the arguments %tid (divergent)
   %u %w, the constants 0 and 1; p % their number. Phis have distinct
   incoming values per predecessor block (same value on duplicate edges),
   so back edges carry loop values and exits use values from the loop.
   Blocks are built in dominator order, so the function is always SSA.

   Tokens (structured): a convergent function, `entry` in the entry block,
   a heart (`loop` on the parent cycle's heart or on entry) in the header
   of every reducible cycle whose parent has one, every convergent
   operation controlled by the innermost heart (entry outside cycles), or
   by a fresh anchor right before it where there is none. Extended: a
   token byte b != 0 makes a convergent operation use an earlier anchor of
   its block or of a dominator ((b - 1) % their number), which can extend
   a token region past a cycle exit. The function must pass conv_verify;
   when it does not, it is rebuilt one token level lower (extended ->
   structured -> none); without tokens it always passes.

   Invariants (nothing compares conv with its own answer):
   * conv_uniformity_build returns CONV_OK for every configuration.
   * soundness: three interpreter runs (8, 12 and 2-17 threads, waves of 8,
     4 and up to the thread count, never wider than the analysed wave
     size, three seeds, anchors maximal and split, at most 128 steps per
     thread, 64 in the later runs when the first did not finish), and
     conv_interp_check_uniformity counts no broken claim (values, branches, cycle
     exits). A value_fn gives the configuration's divergence sources
     per-thread values in the decoded pattern and forces the extra uniform
     values (and, with uniform arguments, the arguments) to one constant,
     so every claim is one the interpreter can check.
   * wave size 1: no divergent value, branch, exit or assumed cycle.
   * monotonicity: uniform arguments without extra sources <= the decoded
     configuration <= divergent arguments <= divergent arguments with more
     extra sources and no extra uniform values (divergent values,
     branches, cycles with divergent exits, assumed cycles).
   * rules: sources of the configuration are divergent (unless declared
     uniform); constants, tokens, always-uniform values, collectives and
     extra uniform values never are; an operation with a divergent operand
     is divergent, a branch, switch or ret on one is a divergent branch;
     an unconditional branch never is.
   * reasons: uniform <=> NONE; SOURCE only on a source; OPERAND names an
     operand that is divergent (for a branch: its condition, divergent or
     used after leaving a cycle with divergent exits); JOIN only on a phi
     whose incoming values do not all agree, in a block reachable from a
     divergent branch it names; TEMPORAL names an operand from a cycle
     that does not contain the user and has a divergent exit or is assumed
     divergent (and, if it names a block, a divergent branch); CYCLE names an assumed cycle holding the value (a pure
     operation only with an operand from inside) and a divergent branch.
     Every divergent value and branch is grounded: its chain of links ends
     at a source (a fixed point, so a loop of reasons fails).
   * joins: for a divergent branch B outside every cycle, every block J
     outside every cycle reached from two different successors of B along
     paths disjoint in the condensation of the CFG holds only divergent
     phis, except those whose incoming values agree (brute force).
   * assumed cycles (outermost, no tokens): every use outside of a value
     defined inside is divergent.
   * per exit: conv_uniformity_exit_divergent only for exit blocks, implies
     a divergent exit or an assumed cycle, holds for every exit of an
     assumed cycle and for some exit of a cycle with a divergent exit.
   * the analysis with a hierarchy passed in equals the one it builds.
   * conv_uniformity_explain of every named value and every branch: CONV_OK,
     first line "X is divergent: " / "X is uniform" as the analysis says,
     bounded, and a divergent chain ends at "a divergence source" or at
     threads entering a cycle through different entries (or, when some
     branch names a uniform value, see fuzz/README.md, at "is uniform");
     conv_reason_write of every reason: one line; conv_uniformity_write_dot
     gives a digraph.
   * print -> parse -> analysis gives the same divergent values (by name),
     branches (by block) and cycles (by header).
   * out-of-range ids answer false / NONE; the counting allocator is back
     to zero.

   Build options: -DUF_PRINT=1 prints every decoded function and
   configuration.

   State: none outside LLVMFuzzerTestOneInput (value_fn gets its data
   through `user`). */
#include "../conv.h"
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define UF_MAX_BLOCKS 12u
#define UF_MAX_PHIS 2u
#define UF_MAX_INSTS 6u
#define UF_MAX_DEFS (UF_MAX_PHIS + UF_MAX_INSTS)
#define UF_MAX_ANCHORS (2u * UF_MAX_INSTS)
#define UF_MAX_EXTRA 3u
#define UF_MAX_VALUES 384u
#define UF_MAX_STEPS 128u
#define UF_NARGS 3u
#define UF_NCONSTS 2u
#define UF_RUNS 3u

enum {
    UOP_ADD,
    UOP_ICMP,
    UOP_SELECT,
    UOP_TID,
    UOP_UNIFORM,
    UOP_BALLOT,
    UOP_READFIRSTLANE,
    UOP_REDUCE,
    UOP_LOAD,
    UOP_CALL,
    UOP_SHUFFLE,
    UOP_BARRIER,
    UOP_ANCHORED,
    UOP_TID_CALL,
    UOP_COUNT
};
static const unsigned uop_nops[UOP_COUNT] = {2, 2, 3, 0, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0};

static bool uop_convergent(unsigned op) {
    return op == UOP_BALLOT || op == UOP_READFIRSTLANE || op == UOP_REDUCE || op == UOP_SHUFFLE ||
           op == UOP_BARRIER || op == UOP_ANCHORED;
}

enum { UX_SOURCES, UX_MORE, UX_UNIFORM, UX_LISTS };

typedef struct uinst {
    unsigned op;
    uint8_t pick[3];
    uint8_t tok; /* extended tokens: 0 default, else an earlier anchor */
} uinst;

/* The decoded function and configuration. */
typedef struct ufn {
    unsigned wave;
    conv_argument_mode args;
    unsigned tokens; /* 0 none, 1 structured, 2 extended */
    bool kernel, split;
    unsigned pattern, seed, threads3;
    fcfg cfg;
    bool retval[UF_MAX_BLOCKS];
    unsigned npred[UF_MAX_BLOCKS]; /* distinct predecessor blocks */
    unsigned pred[UF_MAX_BLOCKS][UF_MAX_BLOCKS];
    unsigned nedges_in[UF_MAX_BLOCKS];
    unsigned nphi[UF_MAX_BLOCKS];
    uint8_t phi_pick[UF_MAX_BLOCKS][UF_MAX_PHIS][UF_MAX_BLOCKS];
    unsigned ninst[UF_MAX_BLOCKS];
    uinst inst[UF_MAX_BLOCKS][UF_MAX_INSTS];
    uint8_t cond_pick[UF_MAX_BLOCKS];
    unsigned nextra[UX_LISTS];
    uint8_t extra[UX_LISTS][UF_MAX_EXTRA];
    /* derived from the CFG */
    uint64_t reach;
    uint64_t dom[UF_MAX_BLOCKS];
    unsigned nidom[UF_MAX_BLOCKS];
    unsigned idoms[UF_MAX_BLOCKS][UF_MAX_BLOCKS]; /* strict dominators, nearest first */
    unsigned order[UF_MAX_BLOCKS];                /* build order: dominators first */
    uint64_t in_cycle;                            /* reachable blocks on a closed path */
    unsigned comp[UF_MAX_BLOCKS];                 /* SCC representative (reachable blocks) */
} ufn;

static bool uf_needs_operand(const ufn *fn, unsigned b) {
    const fcfg *g = &fn->cfg;
    if (g->term[b] == CONV_KIND_SWITCH) return true;
    if (g->term[b] == CONV_KIND_BRANCH) return g->nsucc[b] == 2;
    return g->term[b] == CONV_KIND_RETURN && fn->retval[b];
}

static void uf_derive(ufn *fn) {
    const fcfg *g = &fn->cfg;
    uint64_t all = fcfg_all(g);
    unsigned b, p, k, i, j;
    bool changed = true;
    fn->reach = fcfg_reach_from(g, 0, all);
    for (b = 0; b < g->n; b++) fn->dom[b] = b == 0 || !(fn->reach >> b & 1u) ? (uint64_t)1 << b : all;
    while (changed) {
        changed = false;
        for (b = 1; b < g->n; b++) {
            uint64_t meet = all, nd;
            if (!(fn->reach >> b & 1u)) continue;
            for (p = 0; p < g->n; p++)
                if (fn->reach >> p & 1u)
                    for (k = 0; k < g->nsucc[p]; k++)
                        if (g->succ[p][k] == b) meet &= fn->dom[p];
            nd = meet | ((uint64_t)1 << b);
            if (nd != fn->dom[b]) {
                fn->dom[b] = nd;
                changed = true;
            }
        }
    }
    /* strict dominators, nearest (largest dominator set) first */
    for (b = 0; b < g->n; b++) {
        unsigned n = 0;
        for (p = 0; p < g->n; p++)
            if (p != b && (fn->dom[b] >> p & 1u)) fn->idoms[b][n++] = p;
        for (i = 1; i < n; i++)
            for (j = i; j > 0 && fuzz_popcount64(fn->dom[fn->idoms[b][j - 1]]) < fuzz_popcount64(fn->dom[fn->idoms[b][j]]);
                 j--) {
                unsigned t = fn->idoms[b][j];
                fn->idoms[b][j] = fn->idoms[b][j - 1];
                fn->idoms[b][j - 1] = t;
            }
        fn->nidom[b] = n;
    }
    /* build order: reachable blocks by dominator depth, then the others */
    for (b = 0, i = 0; b < g->n; b++) fn->order[i++] = b;
    for (i = 1; i < g->n; i++)
        for (j = i; j > 0; j--) {
            unsigned x = fn->order[j - 1], y = fn->order[j];
            unsigned kx = (fn->reach >> x & 1u) ? fn->nidom[x] : 100u + x;
            unsigned ky = (fn->reach >> y & 1u) ? fn->nidom[y] : 100u + y;
            if (kx <= ky) break;
            fn->order[j - 1] = y;
            fn->order[j] = x;
        }
    for (b = 0; b < g->n; b++) {
        uint64_t scc;
        fn->comp[b] = b;
        if (!(fn->reach >> b & 1u)) continue;
        scc = fcfg_scc(g, b, fn->reach);
        for (p = 0; p < g->n; p++)
            if (scc >> p & 1u) {
                fn->comp[b] = p;
                break;
            }
        if (fcfg_has_internal_edge(g, scc)) fn->in_cycle |= (uint64_t)1 << b;
    }
}

static void uf_decode(ufn *fn, fuzz_reader *r) {
    static const unsigned waves[4] = {64, 32, 4, 1};
    static const conv_argument_mode modes[4] = {CONV_ARGUMENTS_AS_FLAGGED, CONV_ARGUMENTS_UNIFORM,
                                                CONV_ARGUMENTS_DIVERGENT, CONV_ARGUMENTS_AS_FLAGGED};
    static const unsigned tokens[4] = {0, 1, 2, 1};
    fcfg *g = &fn->cfg;
    unsigned h0, h1, b, k, i, p, x;
    memset(fn, 0, sizeof *fn);
    h0 = fuzz_u8(r);
    h1 = fuzz_u8(r);
    fn->seed = fuzz_u8(r);
    fn->wave = waves[h0 & 3u];
    fn->args = modes[(h0 >> 2) & 3u];
    fn->tokens = tokens[(h0 >> 4) & 3u];
    fn->kernel = (h0 >> 6 & 1u) != 0;
    fn->split = (h0 >> 7 & 1u) != 0;
    fn->pattern = h1 & 3u;
    fn->threads3 = 2u + (h1 >> 2) % 16u;
    g->n = 1u + fuzz_below(r, UF_MAX_BLOCKS);
    for (b = 0; b < g->n; b++) {
        unsigned t = fuzz_u8(r), v = t / 5u;
        g->nsucc[b] = t % 5u;
        switch (g->nsucc[b]) {
        case 0:
            g->term[b] = v % 3u == 2u ? CONV_KIND_UNREACHABLE : CONV_KIND_RETURN;
            fn->retval[b] = v % 3u == 1u;
            break;
        case 1: g->term[b] = CONV_KIND_BRANCH; break;
        case 2: g->term[b] = v % 2u ? CONV_KIND_SWITCH : CONV_KIND_BRANCH; break;
        default: g->term[b] = CONV_KIND_SWITCH; break;
        }
        for (k = 0; k < g->nsucc[b]; k++) g->succ[b][k] = (b + 1u + fuzz_u8(r)) % g->n;
    }
    for (b = 0; b < g->n; b++)
        for (p = 0; p < g->n; p++) {
            bool any = false;
            for (k = 0; k < g->nsucc[p]; k++)
                if (g->succ[p][k] == b) {
                    any = true;
                    fn->nedges_in[b]++;
                }
            if (any) fn->pred[b][fn->npred[b]++] = p;
        }
    for (b = 0; b < g->n; b++) {
        if (fn->nedges_in[b]) fn->nphi[b] = fuzz_below(r, UF_MAX_PHIS + 1u);
        fn->ninst[b] = fuzz_below(r, UF_MAX_INSTS + 1u);
        for (i = 0; i < fn->ninst[b]; i++) {
            uinst *in = &fn->inst[b][i];
            in->op = fuzz_below(r, UOP_COUNT);
            for (k = 0; k < uop_nops[in->op]; k++) in->pick[k] = fuzz_u8(r);
            if (fn->tokens == 2 && uop_convergent(in->op)) in->tok = fuzz_u8(r);
        }
        if (uf_needs_operand(fn, b)) fn->cond_pick[b] = fuzz_u8(r);
    }
    for (b = 0; b < g->n; b++)
        for (i = 0; i < fn->nphi[b]; i++)
            for (p = 0; p < fn->npred[b]; p++) fn->phi_pick[b][i][p] = fuzz_u8(r);
    for (x = 0; x < UX_LISTS; x++) {
        fn->nextra[x] = fuzz_below(r, UF_MAX_EXTRA + 1u);
        for (i = 0; i < fn->nextra[x]; i++) fn->extra[x][i] = fuzz_u8(r);
    }
    uf_derive(fn);
}

/* ------------------------------------------------------------ builder --- */

/* The cycle hierarchy of the CFG (from a skeleton function), to place
   hearts; only used to build, never as an oracle. */
typedef struct ushape {
    int innermost[UF_MAX_BLOCKS]; /* cycle index or -1 */
    unsigned ncyc;
    unsigned header[UF_MAX_BLOCKS];
    bool reducible[UF_MAX_BLOCKS];
    int parent[UF_MAX_BLOCKS];
} ushape;

typedef struct ubuild {
    conv_module *m;
    conv_function *f;
    unsigned tokens; /* the level actually built */
    bool has_tokens;
    conv_block blocks[UF_MAX_BLOCKS];
    conv_value args[UF_NARGS], consts[UF_NCONSTS];
    conv_value defs[UF_MAX_BLOCKS][UF_MAX_DEFS];
    unsigned ndefs[UF_MAX_BLOCKS];
    conv_value phis[UF_MAX_BLOCKS][UF_MAX_PHIS];
    conv_value anchors[UF_MAX_BLOCKS][UF_MAX_ANCHORS];
    unsigned nanchors[UF_MAX_BLOCKS];
    conv_value token_of[UF_MAX_BLOCKS]; /* entry (block 0) and hearts (headers) */
    conv_value extra[UX_LISTS][UF_MAX_EXTRA];
    unsigned nextra[UX_LISTS];
} ubuild;

#define UF_OK(call)                                                                                       \
    do {                                                                                                  \
        conv_result uf_r_ = (call);                                                                       \
        FUZZ_CHECK(uf_r_ == CONV_OK, "builder call %s: %s", #call, conv_result_str(uf_r_));               \
    } while (0)

/* A value available at the point `upto` values into block b (see the
   encoding). */
static conv_value uf_pick(const ufn *fn, const ubuild *ub, unsigned b, unsigned upto, uint8_t pick) {
    unsigned total = upto + UF_NARGS + UF_NCONSTS, k, p;
    for (k = 0; k < fn->nidom[b]; k++) total += ub->ndefs[fn->idoms[b][k]];
    p = (unsigned)pick % total;
    if (p < upto) return ub->defs[b][upto - 1u - p];
    p -= upto;
    for (k = 0; k < fn->nidom[b]; k++) {
        unsigned d = fn->idoms[b][k], nd = ub->ndefs[d];
        if (p < nd) return ub->defs[d][nd - 1u - p];
        p -= nd;
    }
    if (p < UF_NARGS) return ub->args[p];
    return ub->consts[p - UF_NARGS];
}

/* The arguments and every named non-token result, for the extra lists. */
static conv_value uf_pick_any(const ufn *fn, const ubuild *ub, uint8_t pick) {
    unsigned total = UF_NARGS, b, p;
    for (b = 0; b < fn->cfg.n; b++) total += ub->ndefs[b];
    p = (unsigned)pick % total;
    if (p < UF_NARGS) return ub->args[p];
    p -= UF_NARGS;
    for (b = 0; b < fn->cfg.n; b++) {
        if (p < ub->ndefs[b]) return ub->defs[b][p];
        p -= ub->ndefs[b];
    }
    return ub->args[0];
}

/* The incoming blocks of a phi in b, one per edge. */
static unsigned uf_incoming(const ufn *fn, const ubuild *ub, unsigned b, conv_block *inc, unsigned *pred_index) {
    const fcfg *g = &fn->cfg;
    unsigned p, k, n = 0, j;
    for (p = 0; p < g->n; p++)
        for (k = 0; k < g->nsucc[p]; k++)
            if (g->succ[p][k] == b) {
                inc[n] = ub->blocks[p];
                for (j = 0; j < fn->npred[b]; j++)
                    if (fn->pred[b][j] == p) pred_index[n] = j;
                n++;
            }
    return n;
}

static conv_result uf_add_terminators_only(const ufn *fn, conv_function *f, const conv_block *blocks, conv_value cond) {
    conv_value none = {0};
    unsigned b;
    for (b = 0; b < fn->cfg.n; b++) {
        conv_result r = rcfg_add_terminator(&fn->cfg, b, f, blocks, cond, fn->retval[b] ? cond : none, NULL);
        if (r != CONV_OK) return r;
    }
    return CONV_OK;
}

static void uf_shape(const ufn *fn, fuzz_alloc_state *st, ushape *sh) {
    conv_module_desc md;
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_function_desc fd;
    conv_block blocks[UF_MAX_BLOCKS];
    conv_value c;
    conv_cycles *ci = NULL;
    conv_cycles_desc cd;
    unsigned b, k;
    memset(sh, 0, sizeof *sh);
    memset(&md, 0, sizeof md);
    md.allocator = fuzz_allocator(st);
    UF_OK(conv_module_create(&md, &m));
    memset(&fd, 0, sizeof fd);
    fd.name = "shape";
    UF_OK(conv_module_add_function(m, &fd, &f));
    UF_OK(conv_function_add_argument(f, "%c", CONV_FLAG_DIVERGENCE_SOURCE, &c));
    for (b = 0; b < fn->cfg.n; b++) {
        char name[16];
        snprintf(name, sizeof name, "b%u", b);
        UF_OK(conv_function_add_block(f, name, &blocks[b]));
    }
    UF_OK(uf_add_terminators_only(fn, f, blocks, c));
    UF_OK(conv_function_finalize(f, NULL));
    memset(&cd, 0, sizeof cd);
    cd.allocator = fuzz_allocator(st);
    UF_OK(conv_cycles_build(f, &cd, &ci));
    sh->ncyc = conv_cycles_count(ci);
    FUZZ_CHECK(sh->ncyc <= UF_MAX_BLOCKS, "%u cycles", sh->ncyc);
    for (k = 0; k < sh->ncyc; k++) {
        conv_cycle cy = conv_cycles_get(ci, k), p = conv_cycle_parent(ci, cy);
        sh->header[k] = conv_block_index(conv_cycle_header(ci, cy));
        sh->reducible[k] = conv_cycle_is_reducible(ci, cy);
        sh->parent[k] = conv_cycle_valid(p) ? (int)(p.id - 1u) : -1;
    }
    for (b = 0; b < fn->cfg.n; b++) {
        conv_cycle cy = conv_cycles_innermost(ci, blocks[b]);
        sh->innermost[b] = conv_cycle_valid(cy) ? (int)(cy.id - 1u) : -1;
    }
    conv_cycles_free(ci);
    conv_module_destroy(m);
}

static conv_value uf_add(conv_function *f, conv_block blk, conv_inst_desc *d) {
    conv_value v = {0};
    UF_OK(conv_function_add_inst(f, blk, d, &v));
    return v;
}

static conv_value uf_anchor(ubuild *ub, unsigned b) {
    conv_inst_desc d;
    char name[24];
    conv_value v;
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_ANCHOR;
    snprintf(name, sizeof name, "%%a%u_%u", b, ub->nanchors[b]);
    d.name = name;
    v = uf_add(ub->f, ub->blocks[b], &d);
    if (ub->nanchors[b] < UF_MAX_ANCHORS) ub->anchors[b][ub->nanchors[b]++] = v;
    return v;
}

/* The token of a convergent operation in block b (tokens >= 1). */
static conv_value uf_token_for(const ufn *fn, const ushape *sh, ubuild *ub, unsigned b, const uinst *in) {
    int c = sh->innermost[b];
    if (ub->tokens == 2 && in->tok != 0) {
        unsigned total = ub->nanchors[b], k, p;
        for (k = 0; k < fn->nidom[b]; k++) total += ub->nanchors[fn->idoms[b][k]];
        if (total) {
            p = (unsigned)(in->tok - 1u) % total;
            if (p < ub->nanchors[b]) return ub->anchors[b][ub->nanchors[b] - 1u - p];
            p -= ub->nanchors[b];
            for (k = 0; k < fn->nidom[b]; k++) {
                unsigned d = fn->idoms[b][k];
                if (p < ub->nanchors[d]) return ub->anchors[d][ub->nanchors[d] - 1u - p];
                p -= ub->nanchors[d];
            }
        }
    }
    if (in->op == UOP_ANCHORED) return uf_anchor(ub, b);
    if (c < 0) {
        if (conv_value_valid(ub->token_of[0])) return ub->token_of[0];
    } else if (sh->reducible[c] && conv_value_valid(ub->token_of[sh->header[c]])) {
        return ub->token_of[sh->header[c]];
    }
    return uf_anchor(ub, b);
}

static void uf_build(const ufn *fn, const ushape *sh, unsigned tokens, fuzz_alloc_state *st, ubuild *ub) {
    const fcfg *g = &fn->cfg;
    conv_module_desc md;
    conv_function_desc fd;
    unsigned oi, b, i, k, x;
    memset(ub, 0, sizeof *ub);
    ub->tokens = tokens;
    memset(&md, 0, sizeof md);
    md.allocator = fuzz_allocator(st);
    UF_OK(conv_module_create(&md, &ub->m));
    memset(&fd, 0, sizeof fd);
    fd.name = "f";
    fd.flags = (tokens ? CONV_FUNCTION_CONVERGENT : 0u) | (fn->kernel ? CONV_FUNCTION_KERNEL : 0u);
    UF_OK(conv_module_add_function(ub->m, &fd, &ub->f));
    UF_OK(conv_function_add_argument(ub->f, "%tid", CONV_FLAG_DIVERGENCE_SOURCE, &ub->args[0]));
    UF_OK(conv_function_add_argument(ub->f, "%u", 0, &ub->args[1]));
    UF_OK(conv_function_add_argument(ub->f, "%w", 0, &ub->args[2]));
    UF_OK(conv_function_add_constant(ub->f, 0, NULL, &ub->consts[0]));
    UF_OK(conv_function_add_constant(ub->f, 1, NULL, &ub->consts[1]));
    for (b = 0; b < g->n; b++) {
        char name[16];
        snprintf(name, sizeof name, "b%u", b);
        UF_OK(conv_function_add_block(ub->f, name, &ub->blocks[b]));
    }
    for (oi = 0; oi < g->n; oi++) {
        conv_block inc[UF_MAX_BLOCKS * FCFG_MAX_SUCCS];
        conv_value ops[UF_MAX_BLOCKS * FCFG_MAX_SUCCS];
        unsigned pidx[UF_MAX_BLOCKS * FCFG_MAX_SUCCS], nin;
        conv_inst_desc d;
        char name[24];
        b = fn->order[oi];
        /* phis (operands later) */
        nin = uf_incoming(fn, ub, b, inc, pidx);
        for (k = 0; k < nin; k++) ops[k] = ub->args[1];
        for (i = 0; i < fn->nphi[b]; i++) {
            memset(&d, 0, sizeof d);
            d.kind = CONV_KIND_PHI;
            snprintf(name, sizeof name, "%%p%u_%u", b, i);
            d.name = name;
            d.operands = ops;
            d.incoming = inc;
            d.operands_count = nin;
            ub->phis[b][i] = uf_add(ub->f, ub->blocks[b], &d);
            ub->defs[b][ub->ndefs[b]++] = ub->phis[b][i];
        }
        /* entry and hearts first among the convergent operations */
        if (tokens && b == 0) {
            memset(&d, 0, sizeof d);
            d.kind = CONV_KIND_ENTRY;
            d.name = "%entry";
            ub->token_of[0] = uf_add(ub->f, ub->blocks[0], &d);
            ub->has_tokens = true;
        }
        if (tokens && b != 0) {
            for (k = 0; k < sh->ncyc; k++) {
                conv_value parent_tok = {0};
                if (sh->header[k] != b || !sh->reducible[k]) continue;
                parent_tok = sh->parent[k] < 0 ? ub->token_of[0] : ub->token_of[sh->header[sh->parent[k]]];
                if (!conv_value_valid(parent_tok)) continue;
                memset(&d, 0, sizeof d);
                d.kind = CONV_KIND_LOOP;
                snprintf(name, sizeof name, "%%h%u", b);
                d.name = name;
                d.token = parent_tok;
                ub->token_of[b] = uf_add(ub->f, ub->blocks[b], &d);
            }
        }
        for (i = 0; i < fn->ninst[b]; i++) {
            const uinst *in = &fn->inst[b][i];
            conv_value o[3], v;
            bool result = in->op != UOP_BARRIER;
            for (k = 0; k < uop_nops[in->op]; k++) o[k] = uf_pick(fn, ub, b, ub->ndefs[b], in->pick[k]);
            memset(&d, 0, sizeof d);
            d.operands = uop_nops[in->op] ? o : NULL;
            d.operands_count = uop_nops[in->op];
            switch (in->op) {
            case UOP_ADD: d.opcode = "add"; break;
            case UOP_ICMP: d.opcode = "icmp"; break;
            case UOP_SELECT: d.opcode = "select"; break;
            case UOP_TID: d.opcode = "thread.id", d.flags = CONV_FLAG_DIVERGENCE_SOURCE; break;
            case UOP_UNIFORM: d.opcode = "uniform.op", d.flags = CONV_FLAG_ALWAYS_UNIFORM; break;
            case UOP_BALLOT:
            case UOP_ANCHORED:
                d.kind = CONV_KIND_CALL, d.opcode = "@subgroup.ballot";
                d.flags = CONV_FLAG_CONVERGENT | CONV_FLAG_UNIFORM_COLLECTIVE;
                break;
            case UOP_READFIRSTLANE:
                d.kind = CONV_KIND_CALL, d.opcode = "@subgroup.readfirstlane";
                d.flags = CONV_FLAG_CONVERGENT | CONV_FLAG_UNIFORM_COLLECTIVE;
                break;
            case UOP_REDUCE:
                d.kind = CONV_KIND_CALL, d.opcode = "@subgroup.reduce.add";
                d.flags = CONV_FLAG_CONVERGENT | CONV_FLAG_UNIFORM_COLLECTIVE;
                break;
            case UOP_LOAD: d.opcode = "load"; break;
            case UOP_CALL: d.kind = CONV_KIND_CALL, d.opcode = "@ext"; break;
            case UOP_SHUFFLE: d.kind = CONV_KIND_CALL, d.opcode = "@shuffle", d.flags = CONV_FLAG_CONVERGENT; break;
            case UOP_BARRIER: d.kind = CONV_KIND_CALL, d.opcode = "@barrier", d.flags = CONV_FLAG_CONVERGENT; break;
            case UOP_TID_CALL: d.kind = CONV_KIND_CALL, d.opcode = "@get.tid", d.flags = CONV_FLAG_DIVERGENCE_SOURCE; break;
            default: FUZZ_CHECK(0, "opcode %u", in->op);
            }
            if (tokens && uop_convergent(in->op)) d.token = uf_token_for(fn, sh, ub, b, in);
            if (result) {
                snprintf(name, sizeof name, "%%v%u_%u", b, ub->ndefs[b]);
                d.name = name;
            }
            v = uf_add(ub->f, ub->blocks[b], &d);
            if (result) ub->defs[b][ub->ndefs[b]++] = v;
        }
        /* the terminator */
        {
            conv_value cond = {0}, none = {0};
            if (uf_needs_operand(fn, b)) cond = uf_pick(fn, ub, b, ub->ndefs[b], fn->cond_pick[b]);
            UF_OK(rcfg_add_terminator(g, b, ub->f, ub->blocks, cond, fn->retval[b] ? cond : none, NULL));
        }
    }
    /* phi operands: per predecessor block, a value available at its end */
    for (b = 0; b < g->n; b++) {
        conv_block inc[UF_MAX_BLOCKS * FCFG_MAX_SUCCS];
        conv_value ops[UF_MAX_BLOCKS * FCFG_MAX_SUCCS];
        unsigned pidx[UF_MAX_BLOCKS * FCFG_MAX_SUCCS], nin = uf_incoming(fn, ub, b, inc, pidx);
        for (i = 0; i < fn->nphi[b]; i++) {
            for (k = 0; k < nin; k++) {
                unsigned p = conv_block_index(inc[k]);
                ops[k] = uf_pick(fn, ub, p, ub->ndefs[p], fn->phi_pick[b][i][pidx[k]]);
            }
            UF_OK(conv_function_set_operands(ub->f, ub->phis[b][i], ops, inc, nin));
        }
    }
    UF_OK(conv_function_finalize(ub->f, NULL));
    for (x = 0; x < UX_LISTS; x++) {
        ub->nextra[x] = fn->nextra[x];
        for (i = 0; i < fn->nextra[x]; i++) ub->extra[x][i] = uf_pick_any(fn, ub, fn->extra[x][i]);
    }
}

/* ------------------------------------------------------------ context --- */

typedef struct uctx {
    const ufn *fn;
    const ubuild *ub;
    const conv_function *f;
    fuzz_alloc_state *st;
    fuzz_strbuf text;
    uint32_t nv, nb;
} uctx;

static void uf_dump(const uctx *cx) {
    unsigned x, i;
    static const char *const lists[UX_LISTS] = {"extra sources", "more extra sources", "extra uniform"};
    fprintf(stderr, "---- function (wave %u, arguments %d, tokens %u of %u, pattern %u, seed %u):\n%s", cx->fn->wave,
            (int)cx->fn->args, cx->ub->tokens, cx->fn->tokens, cx->fn->pattern, cx->fn->seed,
            cx->text.p ? cx->text.p : "(not printed)\n");
    for (x = 0; x < UX_LISTS; x++) {
        fprintf(stderr, "%s:", lists[x]);
        for (i = 0; i < cx->ub->nextra[x]; i++) {
            const char *nm = conv_value_name(cx->f, cx->ub->extra[x][i]);
            fprintf(stderr, " %s", nm ? nm : "?");
        }
        fputc('\n', stderr);
    }
}

#define UCHECK(cx, cond, ...)                 \
    do {                                      \
        if (!(cond)) {                        \
            uf_dump(cx);                      \
            FUZZ_CHECK(cond, __VA_ARGS__);    \
        }                                     \
    } while (0)

static const char *uf_name(const conv_function *f, conv_value v) {
    const char *n = conv_value_name(f, v);
    return n ? n : "(unnamed)";
}

/* ------------------------------------------------------- configuration --- */

typedef struct uconf {
    unsigned wave;
    conv_argument_mode args;
    conv_value sources[2 * UF_MAX_EXTRA];
    unsigned nsources;
    conv_value uniform[UF_MAX_EXTRA];
    unsigned nuniform;
    const conv_cycles *cycles;
} uconf;

static conv_uniformity *uf_analyse(const uctx *cx, const conv_function *f, const uconf *c, const char *what) {
    conv_uniformity_desc ud;
    conv_uniformity *u = NULL;
    conv_result r;
    memset(&ud, 0, sizeof ud);
    ud.allocator = fuzz_allocator(cx->st);
    ud.wave_size = c->wave;
    ud.arguments = c->args;
    ud.extra_sources = c->nsources ? c->sources : NULL;
    ud.extra_sources_count = c->nsources;
    ud.extra_uniform = c->nuniform ? c->uniform : NULL;
    ud.extra_uniform_count = c->nuniform;
    ud.cycles = c->cycles;
    r = conv_uniformity_build(f, &ud, &u);
    UCHECK(cx, r == CONV_OK && u != NULL, "conv_uniformity_build (%s): %s", what, conv_result_str(r));
    return u;
}

static bool uf_in(const conv_value *list, unsigned n, conv_value v) {
    unsigned i;
    for (i = 0; i < n; i++)
        if (list[i].id == v.id) return true;
    return false;
}

/* A divergence source of configuration c (before extra_uniform). */
static bool uf_is_source(const conv_function *f, const uconf *c, conv_value v) {
    uint32_t flags = conv_value_flags(f, v);
    conv_kind k = conv_value_kind(f, v);
    if (uf_in(c->sources, c->nsources, v)) return true;
    if (k == CONV_KIND_ARGUMENT)
        return c->args == CONV_ARGUMENTS_DIVERGENT ||
               (c->args == CONV_ARGUMENTS_AS_FLAGGED && (flags & CONV_FLAG_DIVERGENCE_SOURCE));
    return (flags & CONV_FLAG_DIVERGENCE_SOURCE) != 0;
}

static bool uf_is_token_def(conv_kind k) { return k == CONV_KIND_ENTRY || k == CONV_KIND_LOOP || k == CONV_KIND_ANCHOR; }

/* Never divergent by docs/uniformity.md. */
static bool uf_never_divergent(const conv_function *f, const uconf *c, conv_value v) {
    uint32_t flags = conv_value_flags(f, v);
    conv_kind k = conv_value_kind(f, v);
    if (k == CONV_KIND_CONSTANT || uf_is_token_def(k) || (flags & CONV_FLAG_TOKEN)) return true;
    if (k != CONV_KIND_ARGUMENT && !(flags & CONV_FLAG_HAS_RESULT)) return true;
    if (flags & (CONV_FLAG_ALWAYS_UNIFORM | CONV_FLAG_UNIFORM_COLLECTIVE)) return true;
    return uf_in(c->uniform, c->nuniform, v);
}

static bool uf_is_operand(const conv_function *f, conv_value user, conv_value x) {
    uint32_t n, i;
    const conv_value *ops = conv_value_operands(f, user, &n);
    for (i = 0; i < n; i++)
        if (ops[i].id == x.id) return true;
    return false;
}

static bool uf_value_in_cycle(const conv_function *f, const conv_cycles *ci, conv_cycle c, conv_value v) {
    conv_block b = conv_value_block(f, v);
    return conv_block_valid(b) && conv_cycle_contains(ci, c, b);
}

/* Every incoming value the same value or equal constants. */
static bool uf_phi_agrees(const conv_function *f, conv_value phi) {
    uint32_t n, i;
    const conv_value *ops = conv_value_operands(f, phi, &n);
    for (i = 1; i < n; i++) {
        if (ops[i].id == ops[0].id) continue;
        if (conv_value_kind(f, ops[i]) == CONV_KIND_CONSTANT && conv_value_kind(f, ops[0]) == CONV_KIND_CONSTANT &&
            conv_value_immediate(f, ops[i]) == conv_value_immediate(f, ops[0]))
            continue;
        return false;
    }
    return true;
}

static bool uf_pure(const char *op) {
    return op && (strcmp(op, "add") == 0 || strcmp(op, "icmp") == 0 || strcmp(op, "select") == 0);
}

/* --------------------------------------------------------- soundness --- */

typedef struct uvalues {
    uint8_t mode[UF_MAX_VALUES]; /* 0 the interpreter's, 1 one constant, 2 the source pattern */
    unsigned pattern;
    uint64_t seed;
} uvalues;

static uint64_t uf_mix(uint64_t x) {
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

static bool uf_value_fn(void *user, const conv_function *f, conv_value v, uint32_t thread, uint32_t occurrence,
                        int64_t *value) {
    const uvalues *uv = (const uvalues *)user;
    uint32_t i = conv_value_index(v);
    (void)f;
    if (i >= UF_MAX_VALUES || uv->mode[i] == 0) return false;
    if (uv->mode[i] == 1) {
        *value = (int64_t)(uf_mix(uv->seed ^ ((uint64_t)v.id << 20)) >> 1);
        return true;
    }
    switch (uv->pattern) {
    case 1: /* a lane id: the same in every execution */
        *value = (int64_t)thread;
        return true;
    case 2: { /* first t % 4 executions 1, then alternating */
        uint32_t k = thread % 4u;
        *value = occurrence < k ? 1 : (int64_t)((occurrence - k) & 1u);
        return true;
    }
    case 3: /* equal in pairs of threads */
        *value = (int64_t)(uf_mix(uv->seed ^ ((uint64_t)v.id << 32) ^ ((uint64_t)(thread / 2u) << 8) ^ occurrence) >> 1);
        return true;
    default: /* like the interpreter's own sources, also for extra ones */
        *value = (int64_t)(uf_mix(uv->seed ^ ((uint64_t)v.id << 32) ^ ((uint64_t)thread << 8) ^ ((uint64_t)occurrence << 40)) >> 1);
        return true;
    }
}

static void uf_soundness(const uctx *cx, const uconf *c, const conv_uniformity *u) {
    const conv_function *f = cx->f;
    const conv_cycles *ci = conv_uniformity_cycles(u);
    uint32_t i, k;
    bool finished = true;
    uvalues uv;
    memset(&uv, 0, sizeof uv);
    uv.pattern = cx->fn->pattern;
    uv.seed = cx->fn->seed;
    for (i = 0; i < cx->nv; i++) {
        conv_value v;
        v.id = i + 1u;
        if (uf_in(c->uniform, c->nuniform, v)) uv.mode[i] = 1;
        else if (uf_is_source(f, c, v) && !uf_never_divergent(f, c, v)) uv.mode[i] = 2;
        else if (conv_value_kind(f, v) == CONV_KIND_ARGUMENT && c->args == CONV_ARGUMENTS_UNIFORM) uv.mode[i] = 1;
    }
    for (k = 0; k < UF_RUNS; k++) {
        conv_interp_desc d;
        conv_interp *run = NULL;
        conv_diags *diags = NULL;
        conv_allocator a = fuzz_allocator(cx->st);
        uint32_t bad = 0;
        conv_result r;
        memset(&d, 0, sizeof d);
        d.allocator = a;
        if (k == 0) d.threads = 8, d.wave_size = 8;
        else if (k == 1) d.threads = 12, d.wave_size = 4;
        else d.threads = cx->fn->threads3, d.wave_size = cx->fn->threads3 < c->wave ? cx->fn->threads3 : c->wave;
        if (d.wave_size > c->wave) d.wave_size = c->wave; /* never wider than the analysed wave */
        d.seed = (uint64_t)cx->fn->seed * 3u + k;
        /* a function that did not finish in the first run most likely
           loops forever: the later runs stop sooner */
        d.max_steps = k > 0 && !finished ? UF_MAX_STEPS / 2u : UF_MAX_STEPS;
        d.anchors = k == 2 || (k == 1 && cx->fn->split) ? CONV_ANCHOR_SPLIT : CONV_ANCHOR_MAXIMAL;
        d.value_fn = uf_value_fn;
        d.user = &uv;
        d.cycles = ci;
        UF_OK(conv_diags_create(&a, &diags));
        r = conv_interp_run(f, &d, diags, &run);
        UCHECK(cx, r == CONV_OK && run != NULL, "conv_interp_run: %s", conv_result_str(r));
        conv_diags_clear(diags);
        if (k == 0) finished = conv_interp_finished(run);
        r = conv_interp_check_uniformity(run, f, u, diags, &bad);
        UCHECK(cx, r == CONV_OK, "conv_interp_check_uniformity: %s", conv_result_str(r));
        if (bad != 0) {
            char buf[600];
            uf_dump(cx);
            for (i = 0; i < conv_diags_count(diags) && i < 6; i++) {
                conv_diags_format(diags, i, buf, sizeof buf);
                fprintf(stderr, "  %s\n", buf);
            }
            FUZZ_CHECK(bad == 0, "%u claims broken in run %u (%u threads, waves of %u, seed %llu, anchors %s)", bad, k,
                       d.threads, d.wave_size, (unsigned long long)d.seed,
                       d.anchors == CONV_ANCHOR_SPLIT ? "split" : "maximal");
        }
        conv_diags_destroy(diags);
        conv_interp_free(run);
    }
}

/* ----------------------------------------------------- rules, reasons --- */

/* Divergence of value id v / block b / cycle index c, as sets. */
typedef struct usets {
    bool val[UF_MAX_VALUES];
    bool br[UF_MAX_BLOCKS];
    bool exit[UF_MAX_BLOCKS];
    bool assumed[UF_MAX_BLOCKS];
} usets;

static void uf_sets(const uctx *cx, const conv_uniformity *u, usets *s) {
    const conv_cycles *ci = conv_uniformity_cycles(u);
    uint32_t i;
    memset(s, 0, sizeof *s);
    for (i = 0; i < cx->nv; i++) {
        conv_value v;
        v.id = i + 1u;
        s->val[i] = conv_uniformity_value_divergent(u, v);
    }
    for (i = 0; i < cx->nb; i++) {
        conv_block b;
        b.id = i + 1u;
        s->br[i] = conv_uniformity_branch_divergent(u, b);
    }
    for (i = 0; i < conv_cycles_count(ci) && i < UF_MAX_BLOCKS; i++) {
        conv_cycle c = conv_cycles_get(ci, i);
        s->exit[i] = conv_uniformity_cycle_divergent_exit(u, c);
        s->assumed[i] = conv_uniformity_cycle_assumed_divergent(u, c);
    }
}

static void uf_check_subset(const uctx *cx, const usets *small, const usets *big, const char *what) {
    uint32_t i;
    conv_value v;
    for (i = 0; i < cx->nv; i++) {
        v.id = i + 1u;
        UCHECK(cx, !small->val[i] || big->val[i], "monotonicity (%s): %s divergent with fewer sources only", what,
               uf_name(cx->f, v));
    }
    for (i = 0; i < cx->nb; i++)
        UCHECK(cx, !small->br[i] || big->br[i], "monotonicity (%s): branch of b%u divergent with fewer sources only",
               what, i);
    for (i = 0; i < UF_MAX_BLOCKS; i++) {
        UCHECK(cx, !small->exit[i] || big->exit[i], "monotonicity (%s): cycle %u has a divergent exit with fewer sources only",
               what, i);
        UCHECK(cx, !small->assumed[i] || big->assumed[i], "monotonicity (%s): cycle %u assumed with fewer sources only",
               what, i);
    }
}

static void uf_check_equal(const uctx *cx, const usets *a, const usets *b, const char *what) {
    uf_check_subset(cx, a, b, what);
    uf_check_subset(cx, b, a, what);
}

/* Whether block `to` is reachable from some successor of `from`. */
static bool uf_reaches(const ufn *fn, unsigned from, unsigned to) {
    unsigned k;
    for (k = 0; k < fn->cfg.nsucc[from]; k++)
        if (fcfg_reach_from(&fn->cfg, fn->cfg.succ[from][k], fcfg_all(&fn->cfg)) >> to & 1u) return true;
    return false;
}

/* The divergence source, data, never-divergent and reason rules. */
static void uf_check_rules(const uctx *cx, const uconf *c, const conv_uniformity *u) {
    const conv_function *f = cx->f;
    const ufn *fn = cx->fn;
    const conv_cycles *ci = conv_uniformity_cycles(u);
    uint32_t nc = conv_cycles_count(ci), i, k;
    bool gval[UF_MAX_VALUES], gbr[UF_MAX_BLOCKS], changed = true, any_assumed = false;
    conv_value v;
    conv_block b;
    conv_reason r;
    for (k = 0; k < nc; k++) any_assumed = any_assumed || conv_uniformity_cycle_assumed_divergent(u, conv_cycles_get(ci, k));
    /* out-of-range ids */
    v.id = 0;
    UCHECK(cx, !conv_uniformity_value_divergent(u, v) && conv_uniformity_value_reason(u, v).kind == CONV_REASON_NONE,
           "value id 0");
    v.id = cx->nv + 1u;
    UCHECK(cx, !conv_uniformity_value_divergent(u, v) && conv_uniformity_value_reason(u, v).kind == CONV_REASON_NONE,
           "value id past the end");
    b.id = cx->nb + 1u;
    UCHECK(cx, !conv_uniformity_branch_divergent(u, b) && conv_uniformity_branch_reason(u, b).kind == CONV_REASON_NONE,
           "block id past the end");
    for (i = 0; i < cx->nv; i++) {
        bool div;
        uint32_t nops;
        const conv_value *ops;
        conv_kind kind;
        v.id = i + 1u;
        div = conv_uniformity_value_divergent(u, v);
        r = conv_uniformity_value_reason(u, v);
        kind = conv_value_kind(f, v);
        if (c->wave == 1) UCHECK(cx, !div, "wave size 1: %s divergent", uf_name(f, v));
        /* (past 16 anchors their collectives are divergent, reason ANCHOR) */
        if (uf_never_divergent(f, c, v) && r.kind != CONV_REASON_ANCHOR)
            UCHECK(cx, !div, "%s is never divergent, but is", uf_name(f, v));
        else if (c->wave > 1 && uf_is_source(f, c, v))
            UCHECK(cx, div, "the source %s is not divergent", uf_name(f, v));
        if (!div) {
            UCHECK(cx, r.kind == CONV_REASON_NONE, "uniform %s has reason %d", uf_name(f, v), (int)r.kind);
            continue;
        }
        ops = conv_value_operands(f, v, &nops);
        switch (r.kind) {
        case CONV_REASON_SOURCE: UCHECK(cx, uf_is_source(f, c, v), "%s: reason SOURCE but not a source", uf_name(f, v)); break;
        case CONV_REASON_OPERAND:
            UCHECK(cx, conv_value_valid(r.value) && r.value.id <= cx->nv && uf_is_operand(f, v, r.value),
                   "%s: reason OPERAND names %u, not an operand", uf_name(f, v), r.value.id);
            UCHECK(cx, conv_uniformity_value_divergent(u, r.value), "%s: reason OPERAND names the uniform %s",
                   uf_name(f, v), uf_name(f, r.value));
            break;
        case CONV_REASON_JOIN:
            UCHECK(cx, kind == CONV_KIND_PHI, "%s: reason JOIN on a %s", uf_name(f, v), conv_kind_str(kind));
            UCHECK(cx, !uf_phi_agrees(f, v), "%s: reason JOIN but its incoming values agree", uf_name(f, v));
            if (conv_block_valid(r.block)) {
                UCHECK(cx, r.block.id <= cx->nb && conv_uniformity_branch_divergent(u, r.block),
                       "%s: reason JOIN names the uniform branch of block %u", uf_name(f, v), r.block.id);
                UCHECK(cx, uf_reaches(fn, conv_block_index(r.block), conv_block_index(conv_value_block(f, v))),
                       "%s: reason JOIN names b%u, which does not reach it", uf_name(f, v), conv_block_index(r.block));
            } else {
                UCHECK(cx, any_assumed, "%s: reason JOIN without a branch and no assumed cycle", uf_name(f, v));
            }
            break;
        case CONV_REASON_TEMPORAL:
            UCHECK(cx, conv_cycle_valid(r.cycle) && r.cycle.id <= nc, "%s: reason TEMPORAL without a cycle", uf_name(f, v));
            UCHECK(cx, conv_value_valid(r.value) && r.value.id <= cx->nv && uf_is_operand(f, v, r.value),
                   "%s: reason TEMPORAL names %u, not an operand", uf_name(f, v), r.value.id);
            UCHECK(cx, !uf_value_in_cycle(f, ci, r.cycle, v), "%s: reason TEMPORAL, but inside the cycle", uf_name(f, v));
            UCHECK(cx, cx->ub->has_tokens || uf_value_in_cycle(f, ci, r.cycle, r.value),
                   "%s: reason TEMPORAL names %s, not from the cycle", uf_name(f, v), uf_name(f, r.value));
            UCHECK(cx,
                   conv_uniformity_cycle_divergent_exit(u, r.cycle) || conv_uniformity_cycle_assumed_divergent(u, r.cycle),
                   "%s: reason TEMPORAL names a cycle without divergent exits", uf_name(f, v));
            if (conv_block_valid(r.block)) /* the branch that made the exit divergent, when recorded */
                UCHECK(cx, r.block.id <= cx->nb && conv_uniformity_branch_divergent(u, r.block),
                       "%s: reason TEMPORAL names the uniform branch of block %u", uf_name(f, v), r.block.id);
            break;
        case CONV_REASON_CYCLE: {
            const char *op = conv_value_opcode(f, v);
            bool inside = false;
            UCHECK(cx, conv_cycle_valid(r.cycle) && r.cycle.id <= nc, "%s: reason CYCLE without a cycle", uf_name(f, v));
            UCHECK(cx, conv_uniformity_cycle_assumed_divergent(u, r.cycle), "%s: reason CYCLE names a cycle not assumed",
                   uf_name(f, v));
            UCHECK(cx, uf_value_in_cycle(f, ci, r.cycle, v), "%s: reason CYCLE names a cycle without it", uf_name(f, v));
            if (kind == CONV_KIND_GENERIC && uf_pure(op) &&
                !(conv_value_flags(f, v) & (CONV_FLAG_DIVERGENCE_SOURCE | CONV_FLAG_ALWAYS_UNIFORM))) {
                for (k = 0; k < nops; k++) inside = inside || uf_value_in_cycle(f, ci, r.cycle, ops[k]);
                UCHECK(cx, inside, "%s: a pure operation on values from outside, reason CYCLE", uf_name(f, v));
            }
            if (conv_block_valid(r.block))
                UCHECK(cx, r.block.id <= cx->nb && conv_uniformity_branch_divergent(u, r.block),
                       "%s: reason CYCLE names the uniform branch of block %u", uf_name(f, v), r.block.id);
            break;
        }
        case CONV_REASON_ANCHOR:
            UCHECK(cx, conv_value_valid(r.value) && r.value.id <= cx->nv && conv_value_kind(f, r.value) == CONV_KIND_ANCHOR,
                   "%s: reason ANCHOR names %u, not an anchor", uf_name(f, v), r.value.id);
            break;
        case CONV_REASON_NONE:
        default: UCHECK(cx, 0, "divergent %s has reason %d", uf_name(f, v), (int)r.kind);
        }
    }
    for (i = 0; i < cx->nv; i++) {
        uint32_t nops;
        const conv_value *ops;
        v.id = i + 1u;
        if (conv_value_kind(f, v) >= CONV_KIND_ARGUMENT) continue;
        ops = conv_value_operands(f, v, &nops);
        for (k = 0; k < nops; k++) {
            if (!conv_uniformity_value_divergent(u, ops[k])) continue;
            if (conv_kind_is_terminator(conv_value_kind(f, v)))
                UCHECK(cx, conv_uniformity_branch_divergent(u, conv_value_block(f, v)),
                       "the terminator of %s uses the divergent %s, its branch is uniform",
                       conv_block_name(f, conv_value_block(f, v)), uf_name(f, ops[k]));
            else if (!uf_never_divergent(f, c, v))
                UCHECK(cx, conv_uniformity_value_divergent(u, v), "%s uses the divergent %s but is uniform", uf_name(f, v),
                       uf_name(f, ops[k]));
        }
    }
    for (i = 0; i < cx->nb; i++) {
        bool div;
        conv_value t;
        uint32_t nops;
        b.id = i + 1u;
        div = conv_uniformity_branch_divergent(u, b);
        r = conv_uniformity_branch_reason(u, b);
        t = conv_block_terminator(f, b);
        (void)conv_value_operands(f, t, &nops);
        if (c->wave == 1) UCHECK(cx, !div, "wave size 1: the branch of b%u is divergent", i);
        if (!div) {
            UCHECK(cx, r.kind == CONV_REASON_NONE, "uniform branch of b%u has reason %d", i, (int)r.kind);
            continue;
        }
        UCHECK(cx, nops > 0, "b%u ends without an operand, but its branch is divergent", i);
        UCHECK(cx, r.kind == CONV_REASON_OPERAND || r.kind == CONV_REASON_TEMPORAL || r.kind == CONV_REASON_ANCHOR,
               "divergent branch of b%u has reason %d", i, (int)r.kind);
        if (r.kind == CONV_REASON_ANCHOR) {
            UCHECK(cx, conv_value_valid(r.value) && r.value.id <= cx->nv && conv_value_kind(f, r.value) == CONV_KIND_ANCHOR,
                   "divergent branch of b%u: reason ANCHOR names %u, not an anchor", i, r.value.id);
            continue;
        }
        UCHECK(cx, conv_value_valid(r.value) && r.value.id <= cx->nv && uf_is_operand(f, t, r.value),
               "divergent branch of b%u names %u, not its operand", i, r.value.id);
        if (r.kind == CONV_REASON_OPERAND)
            UCHECK(cx, conv_uniformity_value_divergent(u, r.value), "divergent branch of b%u names the uniform %s", i,
                   uf_name(f, r.value));
        else
            /* the condition comes from a cycle left in different
               iterations: the reason names the cycle and the branch that
               made its exit divergent */
            UCHECK(cx, conv_cycle_valid(r.cycle) && !conv_cycle_contains(ci, r.cycle, b) &&
                       (!conv_block_valid(r.block) || conv_uniformity_branch_divergent(u, r.block)),
                   "temporal branch of b%u: cycle %u, branch %u", i, r.cycle.id, r.block.id);
    }
    /* grounding: a fixed point of "the chain reaches a source" */
    memset(gval, 0, sizeof gval);
    memset(gbr, 0, sizeof gbr);
    while (changed) {
        bool any_gbr = false;
        changed = false;
        for (i = 0; i < cx->nb; i++) any_gbr = any_gbr || gbr[i];
        for (i = 0; i < cx->nv; i++) {
            bool g = false;
            v.id = i + 1u;
            if (gval[i] || !conv_uniformity_value_divergent(u, v)) continue;
            r = conv_uniformity_value_reason(u, v);
            switch (r.kind) {
            case CONV_REASON_SOURCE: g = true; break;
            case CONV_REASON_ANCHOR: g = true; break;
            case CONV_REASON_OPERAND: g = gval[r.value.id - 1u]; break;
            case CONV_REASON_JOIN: g = conv_block_valid(r.block) ? gbr[r.block.id - 1u] : any_gbr; break;
            case CONV_REASON_CYCLE: g = conv_block_valid(r.block) ? gbr[r.block.id - 1u] : any_gbr; break;
            case CONV_REASON_TEMPORAL:
                for (k = 0; k < cx->nb && !g; k++) {
                    conv_block bk;
                    bk.id = k + 1u;
                    g = gbr[k] && conv_cycle_contains(ci, r.cycle, bk);
                }
                g = g || (conv_uniformity_cycle_assumed_divergent(u, r.cycle) && any_gbr);
                break;
            case CONV_REASON_NONE:
            default: break;
            }
            if (g) gval[i] = changed = true;
        }
        for (i = 0; i < cx->nb; i++) {
            bool g;
            b.id = i + 1u;
            if (gbr[i] || !conv_uniformity_branch_divergent(u, b)) continue;
            r = conv_uniformity_branch_reason(u, b);
            if (r.kind == CONV_REASON_TEMPORAL)
                g = conv_block_valid(r.block) ? gbr[r.block.id - 1u] : any_gbr;
            else if (r.kind == CONV_REASON_ANCHOR)
                g = true;
            else
                g = gval[r.value.id - 1u];
            if (g) gbr[i] = changed = true;
        }
    }
    for (i = 0; i < cx->nv; i++) {
        v.id = i + 1u;
        UCHECK(cx, !conv_uniformity_value_divergent(u, v) || gval[i],
               "the reasons of %s do not lead back to a source (reason %d)", uf_name(f, v),
               (int)conv_uniformity_value_reason(u, v).kind);
    }
    for (i = 0; i < cx->nb; i++) {
        b.id = i + 1u;
        UCHECK(cx, !conv_uniformity_branch_divergent(u, b) || gbr[i],
               "the reasons of the branch of b%u do not lead back to a source", i);
    }
    /* cycles: wave 1, per-exit answers */
    for (k = 0; k < nc; k++) {
        conv_cycle cy = conv_cycles_get(ci, k);
        bool dx = conv_uniformity_cycle_divergent_exit(u, cy), as = conv_uniformity_cycle_assumed_divergent(u, cy),
             some = false;
        uint32_t nx, q;
        const conv_block *exits = conv_cycle_exits(ci, cy, &nx);
        if (c->wave == 1) UCHECK(cx, !dx && !as, "wave size 1: cycle %u has divergent exits or is assumed", k);
        for (q = 0; q < nx; q++) {
            bool e = conv_uniformity_exit_divergent(u, cy, exits[q]);
            some = some || e;
            UCHECK(cx, !e || dx || as, "cycle %u: exit %s divergent, but the cycle has no divergent exit", k,
                   conv_block_name(f, exits[q]));
            UCHECK(cx, e || !as, "cycle %u is assumed divergent, but its exit %s is not divergent", k,
                   conv_block_name(f, exits[q]));
        }
        UCHECK(cx, !dx || some, "cycle %u has a divergent exit, but no exit block is divergent", k);
        for (q = 0; q < cx->nb; q++) {
            conv_block bq;
            bool is_exit = false;
            uint32_t e;
            bq.id = q + 1u;
            for (e = 0; e < nx; e++) is_exit = is_exit || exits[e].id == bq.id;
            if (!is_exit)
                UCHECK(cx, !conv_uniformity_exit_divergent(u, cy, bq), "cycle %u: b%u is no exit, but divergent", k, q);
        }
    }
}

/* ------------------------------------------------ brute-force joins --- */

/* Two paths from different successors of b to j, disjoint in the
   condensation (nodes: SCC representatives), by max flow with unit node
   capacities. b and j are outside every cycle. */
static bool uf_disjoint_paths(const ufn *fn, unsigned b, unsigned j) {
    const fcfg *g = &fn->cfg;
    enum { N = 2 * UF_MAX_BLOCKS };
    uint8_t cap[N][N];
    unsigned x, k, flow = 0;
    memset(cap, 0, sizeof cap);
    /* node x: in = 2x, out = 2x + 1 (x a representative) */
    for (x = 0; x < g->n; x++) {
        if (!(fn->reach >> x & 1u) || fn->comp[x] != x) continue;
        if (x != b && x != j) cap[2 * x][2 * x + 1] = 1;
    }
    for (x = 0; x < g->n; x++) {
        if (!(fn->reach >> x & 1u)) continue;
        for (k = 0; k < g->nsucc[x]; k++) {
            unsigned from = fn->comp[x], to = fn->comp[g->succ[x][k]];
            if (from != to) cap[2 * from + 1][2 * to] = 1;
        }
    }
    while (flow < 2) {
        unsigned prev[N], queue[N], qh = 0, qt = 0, s = 2 * b + 1, t = 2 * j, y;
        bool seen[N];
        memset(seen, 0, sizeof seen);
        seen[s] = true;
        queue[qt++] = s;
        while (qh < qt && !seen[t]) {
            unsigned z = queue[qh++];
            for (y = 0; y < 2u * g->n; y++)
                if (!seen[y] && cap[z][y]) {
                    seen[y] = true;
                    prev[y] = z;
                    queue[qt++] = y;
                }
        }
        if (!seen[t]) break;
        for (y = t; y != s; y = prev[y]) {
            cap[prev[y]][y]--;
            cap[y][prev[y]]++;
        }
        flow++;
    }
    return flow >= 2;
}

static void uf_check_joins(const uctx *cx, const uconf *c, const conv_uniformity *u) {
    const ufn *fn = cx->fn;
    const conv_function *f = cx->f;
    unsigned b, j, i;
    for (b = 0; b < fn->cfg.n; b++) {
        if (!(fn->reach >> b & 1u) || (fn->in_cycle >> b & 1u)) continue;
        if (!conv_uniformity_branch_divergent(u, cx->ub->blocks[b])) continue;
        for (j = 0; j < fn->cfg.n; j++) {
            if (j == b || !(fn->reach >> j & 1u) || (fn->in_cycle >> j & 1u)) continue;
            if (!uf_disjoint_paths(fn, b, j)) continue;
            for (i = 0; i < fn->nphi[j]; i++) {
                conv_value p = cx->ub->phis[j][i];
                if (uf_phi_agrees(f, p) || uf_never_divergent(f, c, p)) continue;
                UCHECK(cx, conv_uniformity_value_divergent(u, p),
                       "b%u is a join of the divergent branch of b%u (disjoint paths), but %s is uniform", j, b,
                       uf_name(f, p));
            }
        }
    }
}

/* The outermost assumed cycles (no tokens): every use outside of a value
   defined inside is divergent. */
static void uf_check_assumed(const uctx *cx, const uconf *c, const conv_uniformity *u) {
    const conv_function *f = cx->f;
    const conv_cycles *ci = conv_uniformity_cycles(u);
    uint32_t k, i, q;
    if (cx->ub->has_tokens) return;
    for (k = 0; k < conv_cycles_count(ci); k++) {
        conv_cycle cy = conv_cycles_get(ci, k), p = conv_cycle_parent(ci, cy);
        if (!conv_uniformity_cycle_assumed_divergent(u, cy)) continue;
        if (conv_cycle_valid(p) && conv_uniformity_cycle_assumed_divergent(u, p)) continue;
        for (i = 0; i < cx->nv; i++) {
            conv_value user;
            conv_block ub;
            uint32_t nops;
            const conv_value *ops;
            user.id = i + 1u;
            if (conv_value_kind(f, user) >= CONV_KIND_ARGUMENT) continue;
            ub = conv_value_block(f, user);
            if (!conv_block_is_reachable(f, ub) || conv_cycle_contains(ci, cy, ub)) continue;
            ops = conv_value_operands(f, user, &nops);
            for (q = 0; q < nops; q++) {
                if (!uf_value_in_cycle(f, ci, cy, ops[q])) continue;
                if (conv_kind_is_terminator(conv_value_kind(f, user)))
                    UCHECK(cx, conv_uniformity_branch_divergent(u, ub),
                           "the terminator of %s uses %s of the assumed cycle %u, but is uniform", conv_block_name(f, ub),
                           uf_name(f, ops[q]), k);
                else if (!uf_never_divergent(f, c, user))
                    UCHECK(cx, conv_uniformity_value_divergent(u, user), "%s uses %s of the assumed cycle %u, but is uniform",
                           uf_name(f, user), uf_name(f, ops[q]), k);
            }
        }
    }
}

/* ------------------------------------------------------------ as text --- */

static bool uf_ends_with(const fuzz_strbuf *sb, const char *tail) {
    size_t n = strlen(tail);
    return sb->n >= n && memcmp(sb->p + sb->n - n, tail, n) == 0;
}

static unsigned uf_lines(const fuzz_strbuf *sb) {
    unsigned n = 0;
    size_t i;
    for (i = 0; i < sb->n; i++) n += sb->p[i] == '\n';
    return n;
}

/* conv_uniformity_explain for every value and branch: CONV_OK, the first
   line says divergent or uniform as the analysis does, a bounded number of
   lines, and a divergent chain ends at a source or at threads entering a
   cycle through different entries (or, for the known temporal-branch
   case, at the uniform value such a branch names). conv_reason_write for
   every reason, conv_uniformity_write_dot once. */
static void uf_check_text(const uctx *cx, const conv_uniformity *u) {
    const conv_function *f = cx->f;
    uint32_t i;
    bool branch_names_uniform = false;
    conv_value none_v = {0};
    conv_block none_b = {0};
    fuzz_strbuf sb;
    conv_result r;
    for (i = 0; i < cx->nb; i++) {
        conv_block b;
        conv_reason rs;
        b.id = i + 1u;
        rs = conv_uniformity_branch_reason(u, b);
        if (rs.kind != CONV_REASON_NONE && !conv_uniformity_value_divergent(u, rs.value)) branch_names_uniform = true;
    }
    for (i = 0; i < cx->nv + cx->nb; i++) {
        conv_value v = none_v;
        conv_block b = none_b;
        bool div;
        char head[96];
        const char *label;
        if (i < cx->nv) {
            v.id = i + 1u;
            if (conv_value_name(f, v) == NULL) continue; /* constants */
            div = conv_uniformity_value_divergent(u, v);
            label = conv_value_name(f, v);
            snprintf(head, sizeof head, "%s is %s", label, div ? "divergent: " : "uniform");
        } else {
            b.id = i - cx->nv + 1u;
            div = conv_uniformity_branch_divergent(u, b);
            label = conv_block_name(f, b);
            snprintf(head, sizeof head, "the branch of %s is %s", label, div ? "divergent: " : "uniform");
        }
        memset(&sb, 0, sizeof sb);
        FUZZ_CHECK(fuzz_sb_write("", 0, &sb), "out of memory");
        r = conv_uniformity_explain(f, u, v, b, fuzz_sb_write, &sb);
        UCHECK(cx, r == CONV_OK, "conv_uniformity_explain(%s): %s", label, conv_result_str(r));
        UCHECK(cx, strncmp(sb.p, head, strlen(head)) == 0, "conv_uniformity_explain(%s) starts\n%s\ninstead of \"%s\"",
               label, sb.p, head);
        UCHECK(cx, uf_lines(&sb) >= 1 && uf_lines(&sb) <= 2u * (cx->nv + cx->nb) + 2u,
               "conv_uniformity_explain(%s): %u lines", label, uf_lines(&sb));
        UCHECK(cx, uf_ends_with(&sb, "\n"), "conv_uniformity_explain(%s) does not end a line", label);
        if (div)
            UCHECK(cx,
                   uf_ends_with(&sb, "a divergence source\n") || uf_ends_with(&sb, " through different entries\n") ||
                       uf_ends_with(&sb, "(outside its convergence region)\n") ||
                       (branch_names_uniform && uf_ends_with(&sb, " is uniform\n")),
                   "conv_uniformity_explain(%s) does not end at a source:\n%s", label, sb.p);
        fuzz_sb_free(&sb);
        if (i < cx->nv) {
            memset(&sb, 0, sizeof sb);
            FUZZ_CHECK(fuzz_sb_write("", 0, &sb), "out of memory");
            r = conv_reason_write(f, u, conv_uniformity_value_reason(u, v), fuzz_sb_write, &sb);
            UCHECK(cx, r == CONV_OK && sb.n > 0 && strchr(sb.p, '\n') == NULL, "conv_reason_write(%s): %s", label,
                   conv_result_str(r));
            fuzz_sb_free(&sb);
        }
    }
    memset(&sb, 0, sizeof sb);
    FUZZ_CHECK(fuzz_sb_write("", 0, &sb), "out of memory");
    r = conv_uniformity_write_dot(f, u, fuzz_sb_write, &sb);
    UCHECK(cx, r == CONV_OK && strstr(sb.p, "digraph") != NULL, "conv_uniformity_write_dot: %s", conv_result_str(r));
    fuzz_sb_free(&sb);
}

/* ------------------------------------------------------ print -> parse --- */

static conv_value uf_map(const conv_function *from, const conv_function *to, conv_value v) {
    const char *n = conv_value_name(from, v);
    conv_value none = {0};
    return n ? conv_function_find_value(to, n) : none;
}

static void uf_check_parsed(const uctx *cx, const uconf *c, const conv_uniformity *u) {
    const conv_function *f = cx->f, *f2;
    conv_module *m2 = NULL;
    conv_parse_desc pd;
    conv_result r;
    conv_uniformity *u2;
    const conv_cycles *ci = conv_uniformity_cycles(u), *ci2;
    uconf c2 = *c;
    uint32_t i, k, q;
    memset(&pd, 0, sizeof pd);
    pd.allocator = fuzz_allocator(cx->st);
    pd.format = CONV_FORMAT_NATIVE;
    r = conv_parse(cx->text.p, cx->text.n, &pd, NULL, &m2);
    UCHECK(cx, r == CONV_OK, "the printed module does not parse: %s", conv_result_str(r));
    f2 = conv_module_find_function(m2, "f");
    UCHECK(cx, f2 != NULL, "no @f after parsing");
    c2.cycles = NULL;
    for (i = 0; i < c->nsources; i++) {
        c2.sources[i] = uf_map(f, f2, c->sources[i]);
        UCHECK(cx, conv_value_valid(c2.sources[i]), "%s lost in parsing", uf_name(f, c->sources[i]));
    }
    for (i = 0; i < c->nuniform; i++) {
        c2.uniform[i] = uf_map(f, f2, c->uniform[i]);
        UCHECK(cx, conv_value_valid(c2.uniform[i]), "%s lost in parsing", uf_name(f, c->uniform[i]));
    }
    u2 = uf_analyse(cx, f2, &c2, "parsed");
    for (i = 0; i < cx->nv; i++) {
        conv_value v, v2;
        v.id = i + 1u;
        if (conv_value_name(f, v) == NULL) continue;
        v2 = uf_map(f, f2, v);
        UCHECK(cx, conv_value_valid(v2), "%s lost in parsing", uf_name(f, v));
        UCHECK(cx, conv_uniformity_value_divergent(u, v) == conv_uniformity_value_divergent(u2, v2),
               "%s: divergent %d, after print and parse %d", uf_name(f, v), conv_uniformity_value_divergent(u, v),
               conv_uniformity_value_divergent(u2, v2));
    }
    UCHECK(cx, conv_function_block_count(f2) == cx->nb, "block count after parsing");
    for (i = 0; i < cx->nb; i++) {
        conv_block b, b2;
        b.id = i + 1u;
        b2 = conv_function_find_block(f2, conv_block_name(f, b));
        UCHECK(cx, conv_block_valid(b2), "b%u lost in parsing", i);
        UCHECK(cx, conv_uniformity_branch_divergent(u, b) == conv_uniformity_branch_divergent(u2, b2),
               "branch of b%u: divergent %d, after print and parse %d", i, conv_uniformity_branch_divergent(u, b),
               conv_uniformity_branch_divergent(u2, b2));
    }
    ci2 = conv_uniformity_cycles(u2);
    UCHECK(cx, conv_cycles_count(ci2) == conv_cycles_count(ci), "cycle count after parsing");
    for (k = 0; k < conv_cycles_count(ci); k++) {
        conv_cycle cy = conv_cycles_get(ci, k), cy2 = {0};
        const char *h = conv_block_name(f, conv_cycle_header(ci, cy));
        for (q = 0; q < conv_cycles_count(ci2); q++)
            if (strcmp(conv_block_name(f2, conv_cycle_header(ci2, conv_cycles_get(ci2, q))), h) == 0)
                cy2 = conv_cycles_get(ci2, q);
        UCHECK(cx, conv_cycle_valid(cy2), "the cycle headed by %s lost in parsing", h);
        UCHECK(cx,
               conv_uniformity_cycle_divergent_exit(u, cy) == conv_uniformity_cycle_divergent_exit(u2, cy2) &&
                   conv_uniformity_cycle_assumed_divergent(u, cy) == conv_uniformity_cycle_assumed_divergent(u2, cy2),
               "the cycle headed by %s differs after print and parse", h);
    }
    conv_uniformity_free(u2);
    conv_module_destroy(m2);
}

/* ------------------------------------------------------------- driver --- */

static bool uf_verify(const conv_function *f, fuzz_alloc_state *st) {
    conv_verify_desc vd;
    bool valid = false;
    conv_result r;
    memset(&vd, 0, sizeof vd);
    vd.allocator = fuzz_allocator(st);
    r = conv_verify(f, &vd, NULL, &valid);
    FUZZ_CHECK(r == CONV_OK, "conv_verify: %s", conv_result_str(r));
    return valid;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fuzz_reader rd;
    ufn *fn;
    ubuild *ub;
    ushape sh;
    fuzz_alloc_state st;
    uctx cx;
    uconf base, less, more1, more2, given;
    conv_uniformity *u, *ul, *um1, *um2, *ug, *u1;
    usets s_base, s_less, s_m1, s_m2, s_given, s_w1;
    conv_cycles *own = NULL;
    conv_cycles_desc cd;
    unsigned tokens, i;
    if (size > FUZZ_MAX_INPUT) return 0;
    rd.p = data;
    rd.n = size;
    fn = (ufn *)malloc(sizeof *fn);
    ub = (ubuild *)malloc(sizeof *ub);
    FUZZ_CHECK(fn != NULL && ub != NULL, "out of memory");
    uf_decode(fn, &rd);
    memset(&st, 0, sizeof st);
    memset(&sh, 0, sizeof sh);
    for (i = 0; i < UF_MAX_BLOCKS; i++) sh.innermost[i] = -1;
    if (fn->tokens) uf_shape(fn, &st, &sh);
    /* build; one token level lower while conv_verify refuses */
    for (tokens = fn->tokens;; tokens--) {
        uf_build(fn, &sh, tokens, &st, ub);
        if (uf_verify(ub->f, &st)) break;
        FUZZ_CHECK(tokens > 0, "a function without tokens fails conv_verify");
        conv_module_destroy(ub->m);
    }
    memset(&cx, 0, sizeof cx);
    cx.fn = fn;
    cx.ub = ub;
    cx.f = ub->f;
    cx.st = &st;
    cx.nv = conv_function_value_count(ub->f);
    cx.nb = conv_function_block_count(ub->f);
    FUZZ_CHECK(cx.nv <= UF_MAX_VALUES && cx.nb <= UF_MAX_BLOCKS, "%u values, %u blocks", cx.nv, cx.nb);
    FUZZ_CHECK(fuzz_print_module(ub->m, &cx.text) == CONV_OK, "print");
#if defined(UF_PRINT) && UF_PRINT
    uf_dump(&cx); /* -DUF_PRINT=1: show every decoded function */
#endif

    /* the configurations */
    memset(&base, 0, sizeof base);
    base.wave = fn->wave;
    base.args = fn->args;
    for (i = 0; i < ub->nextra[UX_SOURCES]; i++) base.sources[base.nsources++] = ub->extra[UX_SOURCES][i];
    for (i = 0; i < ub->nextra[UX_UNIFORM]; i++) base.uniform[base.nuniform++] = ub->extra[UX_UNIFORM][i];
    less = base;
    less.args = CONV_ARGUMENTS_UNIFORM;
    less.nsources = 0;
    more1 = base;
    more1.args = CONV_ARGUMENTS_DIVERGENT;
    more2 = more1;
    more2.nuniform = 0;
    for (i = 0; i < ub->nextra[UX_MORE]; i++) more2.sources[more2.nsources++] = ub->extra[UX_MORE][i];

    u = uf_analyse(&cx, ub->f, &base, "decoded");
    ul = uf_analyse(&cx, ub->f, &less, "uniform arguments, no extra sources");
    um1 = uf_analyse(&cx, ub->f, &more1, "divergent arguments");
    um2 = uf_analyse(&cx, ub->f, &more2, "divergent arguments, more sources, no extra uniform");
    uf_sets(&cx, u, &s_base);
    uf_sets(&cx, ul, &s_less);
    uf_sets(&cx, um1, &s_m1);
    uf_sets(&cx, um2, &s_m2);
    uf_check_subset(&cx, &s_less, &s_base, "uniform arguments <= decoded");
    uf_check_subset(&cx, &s_base, &s_m1, "decoded <= divergent arguments");
    uf_check_subset(&cx, &s_m1, &s_m2, "divergent arguments <= more sources, no extra uniform");

    /* wave size 1 */
    {
        uconf w1 = more2;
        w1.wave = 1;
        u1 = uf_analyse(&cx, ub->f, &w1, "wave size 1");
        uf_sets(&cx, u1, &s_w1);
        memset(&s_given, 0, sizeof s_given);
        uf_check_equal(&cx, &s_w1, &s_given, "wave size 1: nothing divergent");
        uf_check_rules(&cx, &w1, u1);
        conv_uniformity_free(u1);
    }

    /* a hierarchy passed in */
    memset(&cd, 0, sizeof cd);
    cd.allocator = fuzz_allocator(&st);
    FUZZ_CHECK(conv_cycles_build(ub->f, &cd, &own) == CONV_OK, "cycles");
    given = base;
    given.cycles = own;
    ug = uf_analyse(&cx, ub->f, &given, "hierarchy passed in");
    uf_sets(&cx, ug, &s_given);
    uf_check_equal(&cx, &s_base, &s_given, "a hierarchy passed in");
    conv_uniformity_free(ug);
    conv_cycles_free(own);

    uf_check_rules(&cx, &base, u);
    uf_check_rules(&cx, &less, ul);
    uf_check_rules(&cx, &more2, um2);
    uf_check_joins(&cx, &base, u);
    uf_check_joins(&cx, &more2, um2);
    uf_check_assumed(&cx, &base, u);
    uf_check_assumed(&cx, &more2, um2);
    uf_check_text(&cx, u);
    uf_soundness(&cx, &base, u);
    uf_check_parsed(&cx, &base, u);

    conv_uniformity_free(u);
    conv_uniformity_free(ul);
    conv_uniformity_free(um1);
    conv_uniformity_free(um2);
    fuzz_sb_free(&cx.text);
    conv_module_destroy(ub->m);
    free(fn);
    free(ub);
    FUZZ_CHECK_NO_LEAK(&st);
    return 0;
}
