/* conv_verify's closed-path, dominance and region rules against a brute
   force on small CFGs (issue 4: "all closed paths of CFGs up to 7 blocks
   agree with the cycle-based rule checks").

   Graphs: block 0 is the entry; every block has 0 successors (ret), 1 (br)
   or 2 (a conditional br, successors ordered, both may be the same block:
   a duplicate edge). Every such CFG with 1..4 blocks is enumerated
   (3 + 7^2 + 13^3 + 21^4 = 196,730 graphs), plus seeded random graphs with
   5, 6 and 7 blocks. Unreachable blocks and self loops are included.

   Placements: a convergent function gets token definitions (entry,
   anchor, loop) and uses (calls with `ctrl`, loop intrinsics) in its
   blocks. Four families:
     E  exhaustive over a small family (one token with one or two uses in
        every combination of blocks, kinds and orders; an entry and an
        anchor with one use each; a heart with a use and a use of its
        parent), for every graph with up to 2 blocks and sampled for 3;
     S  "structured": an entry, hearts at the start of random cycle blocks
        whose parent is the token of the nearest dominating heart, calls
        using the nearest dominating heart -- valid on natural loops,
        invalid where a heart is not a header (irreducible cycles, hearts
        inside loops);
     R  random: 1-4 tokens (entry, anchors, loops of any token, forward
        references included), 0-4 calls, anywhere, in any order;
     M  3-4 tokens defined mostly outside cycles, 3-6 uses mostly inside
        (closed paths with uses of several tokens).
   Per graph size: see the plans above main(); the counts of graphs,
   functions, verdicts and rules are printed to stderr.

   The reference below never looks at conv's dominator tree or cycle
   hierarchy. It decides, on the CFG of the blocks reachable from the entry
   (conv checks only those):
     * blocks: a dominates b iff b is not reachable from the entry once a is
       removed; instruction (point) dominance: same block and earlier, or
       the block strictly dominates;
     * a closed path through blocks x and y avoiding the blocks in Z exists
       iff y is reachable from x by a path of >= 1 edge avoiding Z and x is
       reachable from y likewise (concatenate the two paths; conversely a
       closed walk through x and y contains such paths). A closed path
       through a block passes every instruction in it, so a definition in
       the block of its use is on every closed path through the use.
     * token.dominance: a reachable use whose definition does not strictly
       dominate it (point-wise). As documented (docs/tokens.md), such a use
       gets only token.dominance and takes no part in the path rules; the
       region rule is compared only on functions without dominance errors.
     * token.cycle-use: a non-loop use U (block u) of T (definition in
       block d != u) with a closed path through u avoiding d.
     * token.heart-not-header: a loop use U with a closed path through u
       avoiding d, and a block x on such a path (x and u on one closed path
       avoiding d) that u does not dominate.
     * token.cycle-two-uses (per token): two distinct uses of T on one
       closed path avoiding d.
     * token.cycle-two-tokens (per unordered pair of tokens): a use of T1
       and a use of T2 on one closed path avoiding both definitions.
     * token.region-nesting (per ordered pair): the region of T1 -- the
       points strictly dominated by D1 from which a use of T1 is reachable
       in the instruction graph without passing D1 -- holds a use of T2 but
       not D2.
   conv reports the per-use rules at the use (compared exactly), and the
   per-token and per-pair rules once, at one use (compared as sets of
   tokens / pairs; the pair is read from the message; the reported use
   must be one that takes part in the violation).

   `--quick` (valgrind, clang ASan) runs every graph up to 3 blocks with one
   or a few placements each and 120 random larger ones; a build with
   AddressSanitizer runs a quarter of the full run. */
#include "../../conv.h"
#include "../support/check.h"

#define MAXB 7
#define MAXI 16
#define MAXP (MAXI + MAXB)

enum { P_ENTRY, P_ANCHOR, P_LOOP, P_CALL };

typedef struct graph {
    unsigned n;
    unsigned ns[MAXB];
    unsigned s[MAXB][2];
} graph;

typedef struct pinst {
    unsigned kind;  /* P_* */
    unsigned block;
    unsigned tok;   /* LOOP, CALL: index of the defining instruction */
} pinst;

/* Instructions in list order; inside a block, list order is program order
   (the terminator follows them). */
typedef struct placement {
    unsigned ni;
    pinst in[MAXI];
} placement;

/* Rule verdicts. Use and token sets are masks over instruction indices. */
enum { R_DOM, R_USE, R_HEART, R_TWO_USES, R_TWO_TOKENS, R_REGION, R_COUNT };
static const char *const rule_code[R_COUNT] = {"token.dominance", "token.cycle-use", "token.heart-not-header",
                                               "token.cycle-two-uses", "token.cycle-two-tokens",
                                               "token.region-nesting"};

typedef struct facts {
    unsigned dom, cuse, heart; /* uses */
    unsigned two_uses;         /* tokens */
    unsigned two_tok[MAXI];    /* [t1] mask of t2 > t1 */
    unsigned region[MAXI];     /* [t1] mask of t2 */
    int three;                 /* not a rule: uses of three tokens on one
                                  closed path without their definitions */
} facts;

/* Reference-only: the uses that take part in each per-token violation. */
typedef struct witness {
    unsigned two_uses[MAXI];
    unsigned two_tok[MAXI][MAXI];
    unsigned region[MAXI][MAXI];
} witness;

static int is_def(unsigned k) { return k == P_ENTRY || k == P_ANCHOR || k == P_LOOP; }
static int is_use(unsigned k) { return k == P_LOOP || k == P_CALL; }
static unsigned bit(unsigned i) { return 1u << i; }

/* ------------------------------------------------------------ reference --- */

/* Blocks reachable from x by a path of >= 1 edge that enters no block of
   `removed`. */
static unsigned reach_plus(const graph *g, unsigned removed, unsigned x) {
    unsigned seen = 0, stack[MAXB * 2], sp = 0, k;
    for (k = 0; k < g->ns[x]; k++) stack[sp++] = g->s[x][k];
    while (sp) {
        unsigned b = stack[--sp];
        if ((removed | seen) & bit(b)) continue;
        seen |= bit(b);
        for (k = 0; k < g->ns[b]; k++) stack[sp++] = g->s[b][k];
    }
    return seen;
}

/* Blocks reachable from the entry avoiding `removed`. */
static unsigned reach_entry(const graph *g, unsigned removed) {
    if (removed & 1u) return 0;
    return 1u | reach_plus(g, removed, 0);
}

/* Closed path through blocks x and y avoiding the blocks in `removed`. */
static int closed_path(const graph *g, unsigned removed, unsigned x, unsigned y) {
    if ((removed & (bit(x) | bit(y))) != 0) return 0;
    return (reach_plus(g, removed, x) & bit(y)) && (reach_plus(g, removed, y) & bit(x));
}

typedef struct refctx {
    const graph *g;
    const placement *p;
    unsigned reach;        /* blocks reachable from the entry */
    unsigned dom[MAXB];    /* dom[a]: blocks dominated by a (reachable) */
    unsigned pos[MAXI];    /* position in the block */
    unsigned cnt[MAXB];    /* placed instructions per block */
} refctx;

static void ref_init(refctx *c, const graph *g, const placement *p) {
    unsigned a, i;
    memset(c, 0, sizeof *c);
    c->g = g;
    c->p = p;
    c->reach = reach_entry(g, 0);
    for (a = 0; a < g->n; a++)
        if (c->reach & bit(a)) c->dom[a] = c->reach & ~reach_entry(g, bit(a));
    for (i = 0; i < p->ni; i++) c->pos[i] = c->cnt[p->in[i].block]++;
}

/* Point (block, position) a strictly dominates point b. */
static int point_sdom(const refctx *c, unsigned ba, unsigned pa, unsigned bb, unsigned pb) {
    if (!(c->reach & bit(bb)) || !(c->reach & bit(ba))) return 0;
    if (ba == bb) return pa < pb;
    return (c->dom[ba] & bit(bb)) != 0;
}

/* Region of the token defined by instruction t: a mask over points, point
   id = block * (MAXI + 1) + position would not fit, so points are numbered
   base[b] + position, the terminator last. */
static void region_of(const refctx *c, const unsigned *base, unsigned t, unsigned long long *out) {
    const placement *p = c->p;
    const graph *g = c->g;
    unsigned long long seen = 0;
    unsigned stack[MAXP], sp = 0, i, b, dpt = base[p->in[t].block] + c->pos[t];
    for (i = 0; i < p->ni; i++) {
        unsigned pt;
        if (!is_use(p->in[i].kind) || p->in[i].tok != t || !(c->reach & bit(p->in[i].block))) continue;
        pt = base[p->in[i].block] + c->pos[i];
        if (pt == dpt || (seen >> pt & 1u)) continue;
        seen |= 1ull << pt;
        stack[sp++] = pt;
    }
    /* backward walk over the point graph, never through the definition */
    while (sp) {
        unsigned pt = stack[--sp];
        for (b = 0; b < g->n; b++)
            if (pt >= base[b] && pt <= base[b] + c->cnt[b]) break;
        if (pt > base[b]) {
            unsigned q = pt - 1u;
            if (q != dpt && !(seen >> q & 1u)) {
                seen |= 1ull << q;
                stack[sp++] = q;
            }
        } else {
            unsigned a, k;
            for (a = 0; a < g->n; a++) {
                if (!(c->reach & bit(a))) continue;
                for (k = 0; k < g->ns[a]; k++) {
                    unsigned q = base[a] + c->cnt[a];
                    if (g->s[a][k] != b || q == dpt || (seen >> q & 1u)) continue;
                    seen |= 1ull << q;
                    stack[sp++] = q;
                }
            }
        }
    }
    /* keep the points strictly dominated by the definition */
    *out = 0;
    for (b = 0; b < g->n; b++) {
        unsigned k;
        for (k = 0; k <= c->cnt[b]; k++)
            if ((seen >> (base[b] + k) & 1u) && point_sdom(c, p->in[t].block, c->pos[t], b, k))
                *out |= 1ull << (base[b] + k);
    }
}

static void reference(const graph *g, const placement *p, facts *f, witness *w) {
    refctx c;
    unsigned i, j, live = 0, base[MAXB], nb = 0, b;
    memset(f, 0, sizeof *f);
    memset(w, 0, sizeof *w);
    ref_init(&c, g, p);
    for (b = 0; b < g->n; b++) {
        base[b] = nb;
        nb += c.cnt[b] + 1u;
    }
    /* dominance */
    for (i = 0; i < p->ni; i++) {
        const pinst *u = &p->in[i];
        unsigned t;
        if (!is_use(u->kind) || !(c.reach & bit(u->block))) continue;
        t = u->tok;
        if (point_sdom(&c, p->in[t].block, c.pos[t], u->block, c.pos[i])) live |= bit(i);
        else f->dom |= bit(i);
    }
    /* per use: cycle-use, heart-not-header */
    for (i = 0; i < p->ni; i++) {
        unsigned ub = p->in[i].block, d, x;
        if (!(live & bit(i))) continue;
        d = p->in[p->in[i].tok].block;
        if (!closed_path(g, bit(d), ub, ub)) continue;
        if (p->in[i].kind == P_CALL) f->cuse |= bit(i);
        else
            for (x = 0; x < g->n; x++)
                if (closed_path(g, bit(d), ub, x) && !(c.dom[ub] & bit(x))) f->heart |= bit(i);
    }
    /* pairs of uses */
    for (i = 0; i < p->ni; i++) {
        if (!(live & bit(i))) continue;
        for (j = i + 1; j < p->ni; j++) {
            unsigned ti = p->in[i].tok, tj = p->in[j].tok, di, dj;
            if (!(live & bit(j))) continue;
            di = p->in[ti].block;
            dj = p->in[tj].block;
            if (ti == tj) {
                if (closed_path(g, bit(di), p->in[i].block, p->in[j].block)) {
                    f->two_uses |= bit(ti);
                    w->two_uses[ti] |= bit(i) | bit(j);
                }
            } else if (closed_path(g, bit(di) | bit(dj), p->in[i].block, p->in[j].block)) {
                unsigned lo = ti < tj ? ti : tj, hi = ti < tj ? tj : ti;
                f->two_tok[lo] |= bit(hi);
                w->two_tok[lo][hi] |= bit(i) | bit(j);
            }
        }
    }
    /* three tokens (for the report only) */
    for (i = 0; i < p->ni && !f->three; i++)
        for (j = 0; j < p->ni && !f->three; j++) {
            unsigned k, ti = p->in[i].tok, tj = p->in[j].tok;
            if (!(live & bit(i)) || !(live & bit(j)) || ti >= tj) continue;
            for (k = 0; k < p->ni; k++) {
                unsigned tk = p->in[k].tok;
                unsigned rm = bit(p->in[ti].block) | bit(p->in[tj].block) | bit(p->in[tk].block);
                if (!(live & bit(k)) || tk <= tj) continue;
                if (closed_path(g, rm, p->in[i].block, p->in[j].block) &&
                    closed_path(g, rm, p->in[i].block, p->in[k].block))
                    f->three = 1;
            }
        }
    /* regions */
    for (i = 0; i < p->ni; i++) {
        unsigned long long r;
        if (!is_def(p->in[i].kind) || !(c.reach & bit(p->in[i].block))) continue;
        region_of(&c, base, i, &r);
        for (j = 0; j < p->ni; j++) {
            unsigned t2 = p->in[j].tok, ub = p->in[j].block;
            if (!is_use(p->in[j].kind) || t2 == i || !(c.reach & bit(ub))) continue;
            if (!(r >> (base[ub] + c.pos[j]) & 1u)) continue;
            if (c.reach & bit(p->in[t2].block) && (r >> (base[p->in[t2].block] + c.pos[t2]) & 1u)) continue;
            f->region[i] |= bit(t2);
            w->region[i][t2] |= bit(j);
        }
    }
}

/* ------------------------------------------------------------- conv side --- */

typedef struct conv_run {
    facts f;
    char problem[256]; /* attribution or duplicate reports: "" = none */
} conv_run;

static conv_function *build(conv_module **mout, const graph *g, const placement *p, uint32_t *ids) {
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_function_desc fd;
    conv_value cond;
    conv_block blocks[MAXB];
    unsigned b, i;
    if (conv_module_create(NULL, &m) != CONV_OK) return NULL;
    *mout = m;
    memset(&fd, 0, sizeof fd);
    fd.name = "f";
    fd.flags = CONV_FUNCTION_CONVERGENT;
    if (conv_module_add_function(m, &fd, &f) != CONV_OK) return NULL;
    if (conv_function_add_argument(f, "%c", CONV_FLAG_DIVERGENCE_SOURCE, &cond) != CONV_OK) return NULL;
    for (b = 0; b < g->n; b++) {
        char nm[16];
        snprintf(nm, sizeof nm, "b%u", b);
        if (conv_function_add_block(f, nm, &blocks[b]) != CONV_OK) return NULL;
    }
    for (i = 0; i < p->ni; i++) {
        conv_inst_desc d;
        conv_value v;
        char nm[16];
        memset(&d, 0, sizeof d);
        snprintf(nm, sizeof nm, "%%%c%u", is_def(p->in[i].kind) ? 'k' : 'u', i);
        d.name = nm;
        switch (p->in[i].kind) {
        case P_ENTRY: d.kind = CONV_KIND_ENTRY; d.flags = CONV_FLAG_CONVERGENT | CONV_FLAG_TOKEN; break;
        case P_ANCHOR: d.kind = CONV_KIND_ANCHOR; d.flags = CONV_FLAG_CONVERGENT | CONV_FLAG_TOKEN; break;
        case P_LOOP: d.kind = CONV_KIND_LOOP; d.flags = CONV_FLAG_CONVERGENT | CONV_FLAG_TOKEN; break;
        default: d.kind = CONV_KIND_CALL; d.opcode = "@op"; d.flags = CONV_FLAG_CONVERGENT; break;
        }
        if (conv_function_add_inst(f, blocks[p->in[i].block], &d, &v) != CONV_OK) return NULL;
        ids[i] = v.id;
    }
    for (i = 0; i < p->ni; i++) {
        conv_value v, t;
        if (!is_use(p->in[i].kind)) continue;
        v.id = ids[i];
        t.id = ids[p->in[i].tok];
        if (conv_function_set_token(f, v, t) != CONV_OK) return NULL;
    }
    for (b = 0; b < g->n; b++) {
        conv_inst_desc d;
        conv_block succ[2];
        unsigned k;
        memset(&d, 0, sizeof d);
        for (k = 0; k < g->ns[b]; k++) succ[k] = blocks[g->s[b][k]];
        d.successors = succ;
        d.successors_count = g->ns[b];
        d.kind = g->ns[b] ? CONV_KIND_BRANCH : CONV_KIND_RETURN;
        if (g->ns[b] == 2) {
            d.operands = &cond;
            d.operands_count = 1;
        }
        if (conv_function_add_inst(f, blocks[b], &d, NULL) != CONV_OK) return NULL;
    }
    if (conv_function_finalize(f, NULL) != CONV_OK) return NULL;
    return f;
}

/* The instruction index named in `s` ("%k3" or "%u3"), or MAXI. */
static unsigned inst_of_name(const char *s, char prefix) {
    unsigned v = 0;
    if (s == NULL || s[0] != '%' || s[1] != prefix || s[2] < '0' || s[2] > '9') return MAXI;
    s += 2;
    while (*s >= '0' && *s <= '9') v = v * 10u + (unsigned)(*s++ - '0');
    return v < MAXI ? v : MAXI;
}
static unsigned token_after(const char *msg, const char *marker) {
    const char *q = msg ? strstr(msg, marker) : NULL;
    return q ? inst_of_name(q + strlen(marker), 'k') : MAXI;
}

static int run_conv(const graph *g, const placement *p, const witness *w, int regions, conv_run *out) {
    conv_module *m = NULL;
    conv_function *f;
    conv_diags *d = NULL;
    uint32_t ids[MAXI], k;
    bool valid = true;
    unsigned rep_two_uses = 0, rep_two_tok[MAXI], rep_region[MAXI];
    memset(out, 0, sizeof *out);
    memset(rep_two_tok, 0, sizeof rep_two_tok);
    memset(rep_region, 0, sizeof rep_region);
    f = build(&m, g, p, ids);
    if (f == NULL || conv_diags_create(NULL, &d) != CONV_OK || conv_verify(f, NULL, d, &valid) != CONV_OK) {
        conv_diags_destroy(d);
        conv_module_destroy(m);
        return 0;
    }
    for (k = 0; k < conv_diags_count(d); k++) {
        const conv_diag *dg = conv_diags_get(d, k);
        unsigned r, i, t, t1, t2;
        conv_value v;
        for (r = 0; r < R_COUNT; r++)
            if (strcmp(dg->code, rule_code[r]) == 0) break;
        if (r == R_COUNT) continue;
        /* map the reported instruction back to its index */
        v = conv_function_find_value(f, dg->instruction ? dg->instruction : "");
        for (i = 0; i < p->ni; i++)
            if (conv_value_valid(v) && ids[i] == v.id) break;
        if (i == p->ni || !is_use(p->in[i].kind)) {
            snprintf(out->problem, sizeof out->problem, "%s reported at %s, not a use", dg->code,
                     dg->instruction ? dg->instruction : "(null)");
            continue;
        }
        t = p->in[i].tok;
        switch (r) {
        case R_DOM: out->f.dom |= bit(i); break;
        case R_USE: out->f.cuse |= bit(i); break;
        case R_HEART: out->f.heart |= bit(i); break;
        case R_TWO_USES:
            if (rep_two_uses & bit(t))
                snprintf(out->problem, sizeof out->problem, "%s reported twice for %%k%u", dg->code, t);
            else if (!(w->two_uses[t] & bit(i)))
                snprintf(out->problem, sizeof out->problem, "%s for %%k%u at %s, not a use in the violation",
                         dg->code, t, dg->instruction);
            rep_two_uses |= bit(t);
            out->f.two_uses |= bit(t);
            break;
        case R_TWO_TOKENS:
            t1 = token_after(dg->message, "uses both ");
            t2 = token_after(dg->message, " and ");
            if (t1 == MAXI || t2 == MAXI || t1 == t2 || (t != t1 && t != t2)) {
                snprintf(out->problem, sizeof out->problem, "%s at %s: cannot read the pair from \"%s\"", dg->code,
                         dg->instruction, dg->message);
                break;
            }
            if (t1 > t2) {
                unsigned x = t1;
                t1 = t2;
                t2 = x;
            }
            if (rep_two_tok[t1] & bit(t2))
                snprintf(out->problem, sizeof out->problem, "%s reported twice for %%k%u %%k%u", dg->code, t1, t2);
            else if (!(w->two_tok[t1][t2] & bit(i)))
                snprintf(out->problem, sizeof out->problem, "%s for %%k%u %%k%u at %s, not a use in the violation",
                         dg->code, t1, t2, dg->instruction);
            rep_two_tok[t1] |= bit(t2);
            out->f.two_tok[t1] |= bit(t2);
            break;
        default: /* R_REGION */
            t1 = token_after(dg->message, "region of ");
            if (t1 == MAXI || t1 == t) {
                snprintf(out->problem, sizeof out->problem, "%s at %s: cannot read the region from \"%s\"", dg->code,
                         dg->instruction, dg->message);
                break;
            }
            if (!regions) break; /* not compared with dominance errors */
            if (rep_region[t1] & bit(t))
                snprintf(out->problem, sizeof out->problem, "%s reported twice for %%k%u %%k%u", dg->code, t1, t);
            else if (!(w->region[t1][t] & bit(i)))
                snprintf(out->problem, sizeof out->problem, "%s for %%k%u %%k%u at %s, not a use in the violation",
                         dg->code, t1, t, dg->instruction);
            rep_region[t1] |= bit(t);
            out->f.region[t1] |= bit(t);
            break;
        }
    }
    conv_diags_destroy(d);
    conv_module_destroy(m);
    return 1;
}

/* ----------------------------------------------------------- comparison --- */

typedef struct stats {
    unsigned long graphs[MAXB + 1];
    unsigned long funcs[MAXB + 1];
    unsigned long valid[MAXB + 1];    /* reference: no compared rule broken */
    unsigned long flagged[R_COUNT];   /* functions where the reference reports the rule */
    unsigned long mism[MAXB + 1][R_COUNT + 1]; /* R_COUNT: attribution problems */
    unsigned long three, three_mism, mism_funcs;
    unsigned long region_compared;
    unsigned long family[4];
    unsigned printed;
} stats;

static stats st;

static bool write_stderr(const char *data, size_t size, void *user) {
    (void)user;
    return fwrite(data, 1, size, stderr) == size;
}

static void show(const graph *g, const placement *p, const char *what) {
    conv_module *m = NULL;
    uint32_t ids[MAXI];
    conv_function *f;
    if (st.printed >= (getenv("VS_SHOW") ? (unsigned)atoi(getenv("VS_SHOW")) : 12u)) return;
    st.printed++;
    fprintf(stderr, "--- mismatch: %s\n", what);
    f = build(&m, g, p, ids);
    if (f) conv_function_print(f, write_stderr, NULL);
    conv_module_destroy(m);
}

static int rows_equal(const unsigned *a, const unsigned *b) {
    unsigned i;
    for (i = 0; i < MAXI; i++)
        if (a[i] != b[i]) return 0;
    return 1;
}
static int rows_any(const unsigned *a) {
    unsigned i;
    for (i = 0; i < MAXI; i++)
        if (a[i]) return 1;
    return 0;
}

static void compare(const graph *g, const placement *p, unsigned family) {
    facts rf;
    witness w;
    conv_run cr;
    unsigned n = g->n, r;
    int diff[R_COUNT + 1];
    reference(g, p, &rf, &w);
    if (!run_conv(g, p, &w, rf.dom == 0, &cr)) {
        CHECK_MSG(0, "building or verifying a %u-block function failed", n);
        return;
    }
    st.funcs[n]++;
    st.family[family]++;
    diff[R_DOM] = rf.dom != cr.f.dom;
    diff[R_USE] = rf.cuse != cr.f.cuse;
    diff[R_HEART] = rf.heart != cr.f.heart;
    diff[R_TWO_USES] = rf.two_uses != cr.f.two_uses;
    diff[R_TWO_TOKENS] = !rows_equal(rf.two_tok, cr.f.two_tok);
    /* regions are compared where every use is dominated (docs/tokens.md) */
    diff[R_REGION] = rf.dom == 0 && !rows_equal(rf.region, cr.f.region);
    if (rf.dom == 0) st.region_compared++;
    if (rf.three) st.three++;
    diff[R_COUNT] = cr.problem[0] != '\0';
    if (rf.dom) st.flagged[R_DOM]++;
    if (rf.cuse) st.flagged[R_USE]++;
    if (rf.heart) st.flagged[R_HEART]++;
    if (rf.two_uses) st.flagged[R_TWO_USES]++;
    if (rows_any(rf.two_tok)) st.flagged[R_TWO_TOKENS]++;
    if (rf.dom == 0 && rows_any(rf.region)) st.flagged[R_REGION]++;
    if (!rf.dom && !rf.cuse && !rf.heart && !rf.two_uses && !rows_any(rf.two_tok) && !rows_any(rf.region))
        st.valid[n]++;
    for (r = 0; r <= R_COUNT; r++)
        if (diff[r]) break;
    if (r <= R_COUNT) {
        st.mism_funcs++;
        if (rf.three) st.three_mism++;
    }
    for (r = 0; r <= R_COUNT; r++)
        if (diff[r]) {
            char what[512];
            st.mism[n][r]++;
            if (r == R_COUNT) snprintf(what, sizeof what, "%s", cr.problem);
            else if (r <= R_HEART)
                snprintf(what, sizeof what, "%s: reference uses %#x, conv %#x (bit i = instruction i)", rule_code[r],
                         r == R_DOM ? rf.dom : r == R_USE ? rf.cuse : rf.heart,
                         r == R_DOM ? cr.f.dom : r == R_USE ? cr.f.cuse : cr.f.heart);
            else if (r == R_TWO_USES)
                snprintf(what, sizeof what, "%s: reference tokens %#x, conv %#x", rule_code[r], rf.two_uses,
                         cr.f.two_uses);
            else {
                const unsigned *a = r == R_TWO_TOKENS ? rf.two_tok : rf.region;
                const unsigned *b = r == R_TWO_TOKENS ? cr.f.two_tok : cr.f.region;
                unsigned i, len = 0;
                len += (unsigned)snprintf(what, sizeof what, "%s: token -> tokens, reference/conv:", rule_code[r]);
                for (i = 0; i < MAXI && len < sizeof what - 40; i++)
                    if (a[i] || b[i]) len += (unsigned)snprintf(what + len, sizeof what - len, " k%u:%#x/%#x", i, a[i], b[i]);
            }
            show(g, p, what);
        }
}

/* ----------------------------------------------------------- placements --- */

static void add(placement *p, unsigned kind, unsigned block, unsigned tok) {
    p->in[p->ni].kind = kind;
    p->in[p->ni].block = block;
    p->in[p->ni].tok = tok;
    p->ni++;
}

/* Family E, every member, through `fn`. */
static void family_e(const graph *g, void (*fn)(const graph *, const placement *, void *), void *user) {
    unsigned n = g->n, x, y, z, k1, k2, order, with2;
    placement p;
    /* one token, one use: both orders when they share a block; the token
       is an entry (x = n) or an anchor in block x */
    for (x = 0; x <= n; x++)
        for (y = 0; y < n; y++)
            for (k1 = P_LOOP; k1 <= P_CALL; k1++)
                for (order = 0; order < 2; order++) {
                    unsigned db = x == n ? 0 : x, dk = x == n ? P_ENTRY : P_ANCHOR;
                    if (order && db != y) continue;
                    p.ni = 0;
                    if (!order) {
                        add(&p, dk, db, 0);
                        add(&p, k1, y, 0);
                    } else {
                        add(&p, k1, y, 1);
                        add(&p, dk, db, 0);
                    }
                    fn(g, &p, user);
                }
    /* one token, two uses */
    for (x = 0; x <= n; x++)
        for (y = 0; y < n; y++)
            for (z = 0; z < n; z++)
                for (k1 = P_LOOP; k1 <= P_CALL; k1++)
                    for (k2 = P_LOOP; k2 <= P_CALL; k2++) {
                        p.ni = 0;
                        add(&p, x == n ? P_ENTRY : P_ANCHOR, x == n ? 0 : x, 0);
                        add(&p, k1, y, 0);
                        add(&p, k2, z, 0);
                        fn(g, &p, user);
                    }
    /* an entry and an anchor in block x, one use of each */
    for (x = 0; x < n; x++)
        for (y = 0; y < n; y++)
            for (z = 0; z < n; z++)
                for (k1 = P_LOOP; k1 <= P_CALL; k1++)
                    for (k2 = P_LOOP; k2 <= P_CALL; k2++) {
                        p.ni = 0;
                        add(&p, P_ENTRY, 0, 0);
                        add(&p, P_ANCHOR, x, 0);
                        add(&p, k1, y, 0);
                        add(&p, k2, z, 1);
                        fn(g, &p, user);
                    }
    /* an entry, a heart of it in block x, a use of the heart, and
       possibly a call using the entry in block z */
    for (x = 0; x < n; x++)
        for (y = 0; y < n; y++)
            for (k1 = P_LOOP; k1 <= P_CALL; k1++)
                for (with2 = 0; with2 <= n; with2++) {
                    p.ni = 0;
                    add(&p, P_ENTRY, 0, 0);
                    add(&p, P_LOOP, x, 0);
                    add(&p, k1, y, 1);
                    if (with2 < n) add(&p, P_CALL, with2, 0);
                    fn(g, &p, user);
                }
}

/* Family S: the spec's procedure for inferring tokens, applied to random
   cycle blocks. */
static void family_s(const graph *g, test_rng *rng, placement *p) {
    refctx c;
    placement empty;
    unsigned order[MAXB], no = 0, seen = 0, i, b, heart_of[MAXB], ncalls, k;
    empty.ni = 0;
    ref_init(&c, g, &empty);
    p->ni = 0;
    add(p, P_ENTRY, 0, 0);
    /* blocks in breadth-first order: a dominator comes before the blocks
       it dominates */
    order[no++] = 0;
    seen = 1;
    for (i = 0; i < no; i++)
        for (k = 0; k < g->ns[order[i]]; k++)
            if (!(seen & bit(g->s[order[i]][k]))) {
                seen |= bit(g->s[order[i]][k]);
                order[no++] = g->s[order[i]][k];
            }
    for (b = 0; b < MAXB; b++) heart_of[b] = MAXI;
    for (i = 0; i < no; i++) {
        unsigned blk = order[i], parent = 0, a, best = MAXB;
        if (!closed_path(g, 0, blk, blk) || test_below(rng, 3) == 0) continue;
        /* the nearest strict dominator with a heart */
        for (a = 0; a < g->n; a++)
            if (a != blk && heart_of[a] != MAXI && (c.dom[a] & bit(blk)) &&
                (best == MAXB || (c.dom[best] & bit(a))))
                best = a;
        if (best != MAXB) parent = heart_of[best];
        /* sometimes the parent is the entry anyway (skipping a level) */
        if (test_below(rng, 6) == 0) parent = 0;
        heart_of[blk] = p->ni;
        add(p, P_LOOP, blk, parent);
    }
    ncalls = 1 + test_below(rng, 3);
    for (k = 0; k < ncalls && p->ni < MAXI; k++) {
        unsigned blk = test_below(rng, g->n), a, best = MAXB, tok = 0;
        for (a = 0; a < g->n; a++)
            if (heart_of[a] != MAXI && (c.dom[a] & bit(blk)) && (best == MAXB || (c.dom[best] & bit(a)))) best = a;
        if (best != MAXB) tok = heart_of[best];
        add(p, P_CALL, blk, tok);
    }
}

/* Family R: anything. With `many` (family M): 3-4 tokens, defined mostly
   outside cycles, and 3-6 uses mostly inside, so that closed paths carry
   uses of several tokens. */
static void family_r(const graph *g, test_rng *rng, placement *p, int many) {
    unsigned ntok = many ? 3 + test_below(rng, 2) : 1 + test_below(rng, 4);
    unsigned ncalls = many ? 3 + test_below(rng, 4) : test_below(rng, 5), k, cyc = 0, b, ndefs = 0;
    unsigned defs[MAXI];
    placement tmp;
    for (b = 0; b < g->n; b++)
        if (closed_path(g, 0, b, b)) cyc |= bit(b);
    p->ni = 0;
    for (k = 0; k < ntok; k++) {
        unsigned kind = k == 0 && test_below(rng, 3) ? P_ENTRY
                        : test_below(rng, many ? 4 : 2) ? P_ANCHOR : P_LOOP;
        unsigned blk = test_below(rng, g->n);
        if (cyc && !many && test_below(rng, 2)) {
            do blk = test_below(rng, g->n);
            while (!(cyc & bit(blk)));
        } else if (many && (cyc | bit(blk)) == cyc && test_below(rng, 4)) {
            blk = 0; /* outside the cycles, or at least in the entry block */
        }
        if (kind == P_ENTRY) blk = 0;
        add(p, kind, blk, 0);
        defs[ndefs++] = p->ni - 1;
    }
    for (k = 0; k < ncalls; k++) {
        unsigned blk = test_below(rng, g->n);
        if (cyc && test_below(rng, many ? 4 : 2)) {
            do blk = test_below(rng, g->n);
            while (!(cyc & bit(blk)));
        }
        add(p, many && test_below(rng, 4) == 0 ? P_LOOP : P_CALL, blk, 0);
    }
    for (k = 0; k < p->ni; k++) {
        unsigned t;
        if (!is_use(p->in[k].kind)) continue;
        do t = defs[test_below(rng, ndefs)];
        while (t == k && ndefs > 1);
        if (t == k) { /* a lone loop: make it an anchor */
            p->in[k].kind = P_ANCHOR;
            continue;
        }
        p->in[k].tok = t;
    }
    /* shuffle the program order (instruction indices follow) */
    tmp = *p;
    {
        unsigned perm[MAXI], inv[MAXI];
        for (k = 0; k < p->ni; k++) perm[k] = k;
        for (k = p->ni; k > 1; k--) {
            unsigned j = test_below(rng, k), x = perm[k - 1];
            if (test_below(rng, 2)) continue; /* keep some order */
            perm[k - 1] = perm[j];
            perm[j] = x;
        }
        for (k = 0; k < p->ni; k++) inv[perm[k]] = k;
        for (k = 0; k < p->ni; k++) {
            p->in[k] = tmp.in[perm[k]];
            p->in[k].tok = inv[tmp.in[perm[k]].tok];
        }
    }
}

/* Counting family E (to sample it for 3 blocks). */
typedef struct e_sample {
    unsigned long index, keep_every, phase;
} e_sample;
static void compare_e_sampled(const graph *g, const placement *p, void *user) {
    e_sample *s = (e_sample *)user;
    if (s->index++ % s->keep_every == s->phase) compare(g, p, 0);
}

/* ---------------------------------------------------------------- graphs --- */

/* Graph number `code` among all with n blocks: per block one of 1 + n + n^2
   choices (none, one successor, an ordered pair). */
static void decode_graph(graph *g, unsigned n, unsigned long code) {
    unsigned b, per = 1 + n + n * n;
    g->n = n;
    for (b = 0; b < n; b++) {
        unsigned ch = (unsigned)(code % per);
        code /= per;
        if (ch == 0) g->ns[b] = 0;
        else if (ch <= n) {
            g->ns[b] = 1;
            g->s[b][0] = ch - 1;
        } else {
            g->ns[b] = 2;
            g->s[b][0] = (ch - 1 - n) / n;
            g->s[b][1] = (ch - 1 - n) % n;
        }
    }
}

static void random_graph(graph *g, test_rng *rng, unsigned n) {
    unsigned b, k;
    g->n = n;
    for (b = 0; b < n; b++) {
        unsigned r = test_below(rng, 20);
        g->ns[b] = r < 3 ? 0u : r < 11 ? 1u : 2u;
        for (k = 0; k < g->ns[b]; k++)
            g->s[b][k] = (test_below(rng, 2) && b + 1 < n) ? b + 1 : test_below(rng, n);
    }
}

static void run_graph(const graph *g, test_rng *rng, unsigned n_s, unsigned n_r, unsigned n_m) {
    placement p;
    unsigned k;
    st.graphs[g->n]++;
    for (k = 0; k < n_s; k++) {
        family_s(g, rng, &p);
        compare(g, &p, 1);
    }
    for (k = 0; k < n_r; k++) {
        family_r(g, rng, &p, 0);
        compare(g, &p, 2);
    }
    for (k = 0; k < n_m; k++) {
        family_r(g, rng, &p, 1);
        compare(g, &p, 3);
    }
}

/* ----------------------------------------------------- reference sanity --- */

/* Hand-written functions with the verdicts worked out from the spec's
   rules: the reference must reproduce them (so it cannot be vacuous). */
typedef struct sanity_case {
    const char *name;
    const char *succ; /* per block, space separated: "-" none, "3", "3,5" */
    const char *insts; /* "k<block>" entry, "a<block>" anchor, "l<block>:<tok>", "c<block>:<tok>" */
    const char *expect; /* codes expected, "" = valid */
} sanity_case;

static const sanity_case sanity[] = {
    /* spec: an anchor outside a loop, a use inside */
    {"spec: anchor outside the loop", "1 1,2 -", "a0 c1:0", "token.cycle-use"},
    /* spec: A B C D E F G with two uses of the anchor in the loop */
    {"spec: two uses of an outside anchor", "1 2,3 3 4,5 5 1,6 -", "a0 c2:0 c4:0",
     "token.cycle-use token.cycle-two-uses"},
    {"spec: fixed by a heart in B", "1 2,3 3 4,5 5 1,6 -", "a0 l1:0 c2:1 c4:1", ""},
    {"spec: heart in C, a free anchor in E", "1 2,3 3 4,5 5 1,6 -", "a0 l2:0 c2:1 a4 c4:3",
     "token.heart-not-header"},
    {"spec: nested loops with hearts of one anchor", "1 2,3 2,3 4,5 4,5 1,6 -", "a0 l2:0 l4:0",
     "token.cycle-two-uses token.heart-not-header"},
    {"natural loop, heart and a use after the loop", "1 1,2 -", "k0 l1:0 c1:1 c2:0", ""},
    {"heart in an irreducible cycle", "1,2 2 1,3 -", "k0 l1:0", "token.heart-not-header"},
    {"hearts of two tokens in one header", "1 1,2 -", "k0 a0 l1:0 l1:1",
     "token.cycle-two-tokens token.region-nesting"},
    {"definition in one arm, use at the join", "1,2 3 3 -", "a1 c3:0", "token.dominance"},
    {"use before its definition in a block", "-", "c0:1 a0", "token.dominance"},
    {"regions overlap", "-", "a0 a0 c0:0 c0:1", "token.region-nesting"},
    {"regions nest", "-", "a0 a0 c0:1 c0:0", ""},
    {"anchor and use inside a self loop", "1 1,2 -", "a1 c1:0", ""},
    {"nested hearts", "1 2 2,3 1,4 -", "k0 l1:0 l2:1 c2:2", ""},
    {"inner heart skips the parent", "1 2 2,3 1,4 -", "k0 l1:0 l2:0",
     "token.cycle-two-uses token.heart-not-header"},
    {"use of an outer token in an inner loop", "1 2 2,3 1,4 -", "k0 l1:0 c2:1", "token.cycle-use"},
    {"dead loop", "- 1", "a1 c1:0 c1:0", ""},
};

static int parse_sanity(const sanity_case *sc, graph *g, placement *p) {
    const char *s = sc->succ;
    memset(g, 0, sizeof *g);
    p->ni = 0;
    while (*s) {
        while (*s == ' ') s++;
        if (!*s) break;
        if (*s == '-') s++;
        else
            for (;;) {
                g->s[g->n][g->ns[g->n]++] = (unsigned)(*s++ - '0');
                if (*s != ',') break;
                s++;
            }
        g->n++;
    }
    s = sc->insts;
    while (*s) {
        unsigned kind, blk, tok = 0;
        while (*s == ' ') s++;
        if (!*s) break;
        kind = *s == 'k' ? P_ENTRY : *s == 'a' ? P_ANCHOR : *s == 'l' ? P_LOOP : P_CALL;
        s++;
        blk = (unsigned)(*s++ - '0');
        if (*s == ':') {
            s++;
            while (*s >= '0' && *s <= '9') tok = tok * 10u + (unsigned)(*s++ - '0');
        }
        add(p, kind, blk, tok);
    }
    return g->n >= 1 && g->n <= MAXB;
}

static void codes_of(const facts *f, char *buf, size_t size) {
    buf[0] = '\0';
    if (f->dom) strncat(buf, " token.dominance", size - strlen(buf) - 1);
    if (f->cuse) strncat(buf, " token.cycle-use", size - strlen(buf) - 1);
    if (f->two_uses) strncat(buf, " token.cycle-two-uses", size - strlen(buf) - 1);
    if (rows_any(f->two_tok)) strncat(buf, " token.cycle-two-tokens", size - strlen(buf) - 1);
    if (f->heart) strncat(buf, " token.heart-not-header", size - strlen(buf) - 1);
    if (rows_any(f->region)) strncat(buf, " token.region-nesting", size - strlen(buf) - 1);
}

static void test_sanity(void) {
    size_t i;
    for (i = 0; i < sizeof sanity / sizeof sanity[0]; i++) {
        graph g;
        placement p;
        facts f;
        witness w;
        char got[256], want[256];
        CHECK_MSG(parse_sanity(&sanity[i], &g, &p), "%s: bad case", sanity[i].name);
        reference(&g, &p, &f, &w);
        codes_of(&f, got, sizeof got);
        snprintf(want, sizeof want, "%s%s", sanity[i].expect[0] ? " " : "", sanity[i].expect);
        CHECK_MSG(strcmp(got, want) == 0, "reference on '%s': got '%s', expected '%s'", sanity[i].name, got, want);
        compare(&g, &p, 0); /* and conv, through the usual comparison */
    }
}

/* ------------------------------------------------------------------ main --- */

/* How much to run. The full run takes a few seconds with gcc -O2; under
   AddressSanitizer (run_all.sh runs the full test so) a smaller one. */
typedef struct plan {
    unsigned max_exhaustive;     /* graphs enumerated up to this size */
    unsigned long e_keep[5];     /* family E: one member in e_keep[n] (0: none) */
    unsigned per[5][3];          /* S, R, M placements per graph of n blocks;
                                    per[n][0] == 99: one, the families in turn */
    unsigned long samples;       /* random graphs of 5, 6 and 7 blocks each */
} plan;

static const plan plan_full = {4, {0, 1, 1, 4, 0}, {{0, 0, 0}, {4, 8, 8}, {4, 8, 8}, {2, 4, 1}, {2, 2, 1}}, 12000};
static const plan plan_sanitized = {4, {0, 1, 1, 16, 0}, {{0, 0, 0}, {4, 8, 8}, {4, 8, 8}, {1, 1, 1}, {99, 0, 0}}, 3000};
static const plan plan_quick = {3, {0, 4, 4, 2048, 0}, {{0, 0, 0}, {1, 1, 2}, {1, 1, 2}, {99, 0, 0}, {0, 0, 0}}, 40};

#if defined(__SANITIZE_ADDRESS__)
#define VS_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define VS_SANITIZED 1
#endif
#endif
#ifndef VS_SANITIZED
#define VS_SANITIZED 0
#endif

int main(int argc, char **argv) {
    int quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    unsigned n, r;
    unsigned long code, total, i;
    test_rng rng;
    const plan *pl = quick ? &plan_quick : VS_SANITIZED ? &plan_sanitized : &plan_full;
    rng.state = 20240604u;
    memset(&st, 0, sizeof st);

    test_sanity();

    /* every graph with 1..max_exhaustive blocks */
    for (n = 1; n <= pl->max_exhaustive; n++) {
        unsigned per = 1 + n + n * n;
        total = 1;
        for (i = 0; i < n; i++) total *= per;
        for (code = 0; code < total; code++) {
            graph g;
            e_sample es;
            decode_graph(&g, n, code);
            if (pl->e_keep[n]) {
                /* family E, sampled with a different phase per graph */
                es.index = 0;
                es.keep_every = pl->e_keep[n];
                es.phase = code % es.keep_every;
                family_e(&g, compare_e_sampled, &es);
            }
            if (pl->per[n][0] == 99)
                run_graph(&g, &rng, code % 3 == 0, code % 3 == 1, code % 3 == 2);
            else
                run_graph(&g, &rng, pl->per[n][0], pl->per[n][1], pl->per[n][2]);
        }
    }
    /* random graphs with 5..7 blocks */
    for (n = 5; n <= MAXB; n++)
        for (i = 0; i < pl->samples; i++) {
            graph g;
            random_graph(&g, &rng, n);
            run_graph(&g, &rng, quick ? 1 : 3, quick ? 1 : 4, 2);
        }

    /* report */
    {
        unsigned long funcs = 0, valid = 0, mism = 0;
        for (n = 1; n <= MAXB; n++) {
            fprintf(stderr, "%u blocks: %lu graphs, %lu functions, %lu valid, %lu invalid\n", n, st.graphs[n],
                    st.funcs[n], st.valid[n], st.funcs[n] - st.valid[n]);
            funcs += st.funcs[n];
            valid += st.valid[n];
        }
        fprintf(stderr, "families: E %lu, S %lu, R %lu, M %lu; region rule compared on %lu\n", st.family[0],
                st.family[1], st.family[2], st.family[3], st.region_compared);
        for (r = 0; r < R_COUNT; r++) fprintf(stderr, "reference reports %-24s in %lu functions\n", rule_code[r], st.flagged[r]);
        for (n = 1; n <= MAXB; n++)
            for (r = 0; r <= R_COUNT; r++) {
                CHECK_MSG(st.mism[n][r] == 0, "%s on %u-block graphs: %lu of %lu functions differ",
                          r == R_COUNT ? "attribution" : rule_code[r], n, st.mism[n][r], st.funcs[n]);
                mism += st.mism[n][r];
            }
        /* the comparison is not vacuous: every verdict occurs */
        CHECK(valid > funcs / 20);
        for (r = 0; r < R_COUNT; r++) CHECK_MSG(st.flagged[r] > (quick ? 10u : 200u), "%s flagged only %lu times", rule_code[r], st.flagged[r]);
        fprintf(stderr, "%lu functions compared, %lu valid, %lu rule mismatches in %lu functions\n", funcs, valid, mism,
                st.mism_funcs);
        fprintf(stderr, "%lu functions have uses of three tokens on one closed path without their definitions; "
                "%lu of the differing functions are among them\n", st.three, st.three_mism);
    }
    return check_summary();
}
