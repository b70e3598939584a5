/* fuzz_verify.h - the decoder of random functions with convergence-token
   placements (fuzz_verify.c documents the encoding), and their builder.
   Shared by fuzz_verify.c and fuzz_alloc.c. Include after fuzz_common.h. */
#ifndef CONV_FUZZ_VERIFY_H
#define CONV_FUZZ_VERIFY_H

#define VFN_MAX_BLOCKS 10
#define VFN_MAX_INSTS 4
#define VFN_MAX_TOKENS (VFN_MAX_BLOCKS * VFN_MAX_INSTS + 1)

/* Every builder call goes through VFN_STEP; fuzz_alloc.c defines it to
   retry a call that failed for lack of memory. */
#ifndef VFN_STEP
#define VFN_STEP(call) (call)
#endif

typedef enum vop {
    VOP_ADD = 0,
    VOP_ANCHOR,
    VOP_ENTRY,
    VOP_LOOP,
    VOP_CALL_CTRL,
    VOP_CALL_UNCONTROLLED,
    VOP_CALL_NONCONVERGENT_CTRL,
    VOP_ENTRY_OPERAND,
    VOP_ANCHOR_OPERAND,
    VOP_LOOP_NO_OPERAND,
    VOP_MISUSE,
    VOP_MAKE_TOKEN,
    VOP_COUNT
} vop;

typedef struct vinst {
    vop op;
    unsigned token; /* index into vfn.tokens, for ops that take one */
    unsigned sub;   /* VOP_MISUSE: 0 call @use, 1 call @llvm.x, 2 select, 3 phi */
} vinst;

typedef struct vtoken {
    unsigned block, pos;
    bool intrinsic;   /* made by entry, loop or anchor */
    bool is_argument; /* the argument %tok */
} vtoken;

typedef struct vfn {
    bool convergent;
    rcfg cfg;
    unsigned ninst[VFN_MAX_BLOCKS];
    vinst inst[VFN_MAX_BLOCKS][VFN_MAX_INSTS];
    vtoken tokens[VFN_MAX_TOKENS];
    unsigned ntokens;
    /* filled by vfn_build */
    conv_value value[VFN_MAX_BLOCKS][VFN_MAX_INSTS];
    conv_value token_value[VFN_MAX_TOKENS];
} vfn;

FUZZ_UNUSED static bool vop_defines_token(vop op) {
    return op == VOP_ANCHOR || op == VOP_ENTRY || op == VOP_LOOP || op == VOP_ENTRY_OPERAND ||
           op == VOP_ANCHOR_OPERAND || op == VOP_LOOP_NO_OPERAND || op == VOP_MAKE_TOKEN;
}
/* ops whose token goes into the instruction's token field */
FUZZ_UNUSED static bool vop_uses_token_field(vop op) {
    return op == VOP_LOOP || op == VOP_CALL_CTRL || op == VOP_CALL_NONCONVERGENT_CTRL || op == VOP_ENTRY_OPERAND ||
           op == VOP_ANCHOR_OPERAND;
}

FUZZ_UNUSED static void vfn_decode(vfn *fn, fuzz_reader *r) {
    unsigned b, i, refs[VFN_MAX_BLOCKS][VFN_MAX_INSTS];
    memset(fn, 0, sizeof *fn);
    fn->convergent = (fuzz_u8(r) & 1u) != 0;
    fcfg_decode(&fn->cfg, r, VFN_MAX_BLOCKS);
    for (b = 0; b < fn->cfg.n; b++) {
        fn->ninst[b] = fuzz_below(r, VFN_MAX_INSTS + 1u);
        for (i = 0; i < fn->ninst[b]; i++) {
            vinst *x = &fn->inst[b][i];
            x->op = (vop)fuzz_below(r, VOP_COUNT);
            if (x->op == VOP_MISUSE) x->sub = fuzz_below(r, 4);
            if (vop_uses_token_field(x->op) || x->op == VOP_MISUSE) refs[b][i] = fuzz_u8(r);
            if (vop_defines_token(x->op)) {
                vtoken *t = &fn->tokens[fn->ntokens++];
                t->block = b;
                t->pos = i;
                t->intrinsic = x->op != VOP_MAKE_TOKEN;
            }
        }
    }
    fn->tokens[fn->ntokens].is_argument = true; /* %tok, last */
    fn->ntokens++;
    for (b = 0; b < fn->cfg.n; b++)
        for (i = 0; i < fn->ninst[b]; i++)
            if (vop_uses_token_field(fn->inst[b][i].op) || fn->inst[b][i].op == VOP_MISUSE)
                fn->inst[b][i].token = refs[b][i] % fn->ntokens;
}

/* The predecessors of block b, one per edge (a phi's incoming list). */
FUZZ_UNUSED static unsigned vfn_preds(const rcfg *g, unsigned b, const conv_block *blocks, conv_block *out) {
    unsigned p, k, n = 0;
    for (p = 0; p < g->n; p++)
        for (k = 0; k < g->nsucc[p]; k++)
            if (g->succ[p][k] == b) out[n++] = blocks[p];
    return n;
}

/* Builds and finalizes the function "f" in a new module (allocator: st).
   Every builder call must succeed unless an allocation fails; then the
   failing result is returned and the module destroyed (*mout NULL). */
FUZZ_UNUSED static conv_result vfn_build(vfn *fn, fuzz_alloc_state *st, conv_module **mout, conv_function **fout) {
    const rcfg *g = &fn->cfg;
    conv_module_desc md;
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_function_desc fd;
    conv_block blocks[VFN_MAX_BLOCKS], inc[VFN_MAX_BLOCKS * RCFG_MAX_SUCCS];
    conv_value cond, tokarg, no_value = {0}, ops[VFN_MAX_BLOCKS * RCFG_MAX_SUCCS];
    conv_result r;
    unsigned b, i, k, t = 0, nops;
    *mout = NULL;
    *fout = NULL;
    memset(&md, 0, sizeof md);
    md.allocator = fuzz_allocator(st);
    r = VFN_STEP(conv_module_create(&md, &m));
    if (r != CONV_OK) return r;
    memset(&fd, 0, sizeof fd);
    fd.name = "f";
    fd.flags = fn->convergent ? CONV_FUNCTION_CONVERGENT : 0u;
#define VFN_TRY(call)                \
    do {                             \
        r = VFN_STEP(call);          \
        if (r != CONV_OK) goto fail; \
    } while (0)
    VFN_TRY(conv_module_add_function(m, &fd, &f));
    VFN_TRY(conv_function_add_argument(f, "%c", CONV_FLAG_DIVERGENCE_SOURCE, &cond));
    VFN_TRY(conv_function_add_argument(f, "%tok", CONV_FLAG_TOKEN, &tokarg));
    for (b = 0; b < g->n; b++) {
        char name[16];
        snprintf(name, sizeof name, "b%u", b);
        VFN_TRY(conv_function_add_block(f, name, &blocks[b]));
    }
    for (b = 0; b < g->n; b++) {
        for (i = 0; i < fn->ninst[b]; i++) {
            const vinst *x = &fn->inst[b][i];
            conv_inst_desc d;
            char name[24];
            nops = 0;
            memset(&d, 0, sizeof d);
            snprintf(name, sizeof name, "%%v%u.%u", b, i);
            d.name = name;
            switch (x->op) {
            case VOP_ADD: d.opcode = "add", ops[nops++] = cond; break;
            case VOP_ANCHOR:
            case VOP_ANCHOR_OPERAND: d.kind = CONV_KIND_ANCHOR; break;
            case VOP_ENTRY:
            case VOP_ENTRY_OPERAND: d.kind = CONV_KIND_ENTRY; break;
            case VOP_LOOP:
            case VOP_LOOP_NO_OPERAND: d.kind = CONV_KIND_LOOP; break;
            case VOP_CALL_CTRL:
            case VOP_CALL_UNCONTROLLED:
                d.kind = CONV_KIND_CALL, d.opcode = "@op", d.flags = CONV_FLAG_CONVERGENT, d.name = NULL;
                break;
            case VOP_CALL_NONCONVERGENT_CTRL: d.kind = CONV_KIND_CALL, d.opcode = "@op", d.name = NULL; break;
            case VOP_MAKE_TOKEN: d.kind = CONV_KIND_CALL, d.opcode = "@mk", d.flags = CONV_FLAG_TOKEN; break;
            case VOP_MISUSE:
                /* operands are placeholders until every token exists */
                if (x->sub == 0) d.kind = CONV_KIND_CALL, d.opcode = "@use", ops[nops++] = cond;
                else if (x->sub == 1) d.kind = CONV_KIND_CALL, d.opcode = "@llvm.x", ops[nops++] = cond;
                else if (x->sub == 2) d.opcode = "select", ops[nops++] = cond, ops[nops++] = cond, ops[nops++] = cond;
                else {
                    d.kind = CONV_KIND_PHI;
                    nops = vfn_preds(g, b, blocks, inc);
                    for (k = 0; k < nops; k++) ops[k] = cond;
                    d.incoming = inc;
                }
                break;
            case VOP_COUNT: break;
            }
            d.operands = nops ? ops : NULL;
            d.operands_count = nops;
            VFN_TRY(conv_function_add_inst(f, blocks[b], &d, &fn->value[b][i]));
            if (vop_defines_token(x->op)) fn->token_value[t++] = fn->value[b][i];
        }
        VFN_TRY(rcfg_add_terminator(g, b, f, blocks, cond, no_value, NULL));
    }
    fn->token_value[t] = tokarg;
    /* tokens, now that every value exists */
    for (b = 0; b < g->n; b++)
        for (i = 0; i < fn->ninst[b]; i++) {
            const vinst *x = &fn->inst[b][i];
            conv_value tv = fn->token_value[x->token];
            if (vop_uses_token_field(x->op)) VFN_TRY(conv_function_set_token(f, fn->value[b][i], tv));
            if (x->op != VOP_MISUSE) continue;
            if (x->sub <= 1) {
                VFN_TRY(conv_function_set_operands(f, fn->value[b][i], &tv, NULL, 1));
            } else if (x->sub == 2) {
                ops[0] = cond, ops[1] = tv, ops[2] = tv;
                VFN_TRY(conv_function_set_operands(f, fn->value[b][i], ops, NULL, 3));
            } else {
                nops = vfn_preds(g, b, blocks, inc);
                for (k = 0; k < nops; k++) ops[k] = tv;
                VFN_TRY(conv_function_set_operands(f, fn->value[b][i], ops, inc, nops));
            }
        }
    VFN_TRY(conv_function_finalize(f, NULL));
    *mout = m;
    *fout = f;
    return CONV_OK;
fail:
    conv_module_destroy(m);
    return r;
#undef VFN_TRY
}

#endif
