/* toy_compiler.c: conv inside a compiler that is not LLVM.

   "toy" is a tiny compiler IR: a function is an array of blocks, a block an
   array of instructions, every instruction defines at most one virtual
   register (r0, r1, ...) exactly once. Its ops include a thread id, a wave
   ballot and a wave reduction, and a workgroup barrier. This file maps a toy
   function to a conv function through conv.h's builder API, then runs two
   passes that ask conv before moving anything:

     hoist  an instruction moves from its block to the block's immediate
            dominator (conv_can_hoist);
     sink   an instruction whose users all sit in one block that its own
            block strictly dominates moves there (conv_can_sink).

   Every legal answer is applied to the toy IR (not to conv's copy); the
   conv function is rebuilt from the toy IR before each question, as a
   compiler would keep its own IR and rebuild (or update) the analysis.

   Build and run (docs/tutorial.md):
     cc -std=c99 -I. -o toy examples/toy_compiler/toy_compiler.c && ./toy */
#define CONV_IMPLEMENTATION
#include "conv_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* --- the toy IR ---------------------------------------------------------- */

/* toy-ir:begin */
typedef enum toy_op {
    TOY_CONST,    /* rD = imm                                          */
    TOY_ARG,      /* rD = kernel argument imm (the same in every thread) */
    TOY_TID,      /* rD = the thread's id in its workgroup             */
    TOY_ADD,      /* rD = rA + rB                                      */
    TOY_LT,       /* rD = rA < rB                                      */
    TOY_BALLOT,   /* rD = mask of the wave's active threads with rA != 0 */
    TOY_REDUCE,   /* rD = sum of rA over the wave's active threads     */
    TOY_BARRIER,  /* workgroup barrier                                 */
    TOY_STORE,    /* out[rA] = rB                                      */
    TOY_BR,       /* goto block t0                                     */
    TOY_CBR,      /* if rA goto block t0 else block t1                 */
    TOY_RET
} toy_op;

typedef struct toy_inst {
    toy_op op;
    int dst;           /* defined register, -1 for none */
    int a, b;          /* operand registers, -1 for none */
    int imm;           /* TOY_CONST, TOY_ARG */
    int t0, t1;        /* successor blocks (TOY_BR, TOY_CBR) */
    bool moved;        /* moved by a pass: the other does not move it back */
} toy_inst;

#define TOY_MAX_INSTS 16
#define TOY_MAX_BLOCKS 8
#define TOY_MAX_REGS 32

typedef struct toy_block {
    const char *name;
    toy_inst insts[TOY_MAX_INSTS];
    int count;
} toy_block;

typedef struct toy_func {
    const char *name;
    toy_block blocks[TOY_MAX_BLOCKS];   /* blocks[0] is the entry */
    int count;
} toy_func;
/* toy-ir:end */

static const char *const toy_op_names[] = {"const", "arg", "tid", "add", "lt", "ballot",
                                           "reduce", "barrier", "store", "br", "cbr", "ret"};

static toy_inst toy_make(toy_op op, int dst, int a, int b)
{
    toy_inst inst;
    inst.op = op;
    inst.dst = dst;
    inst.a = a;
    inst.b = b;
    inst.imm = 0;
    inst.t0 = -1;
    inst.t1 = -1;
    inst.moved = false;
    return inst;
}

static void toy_push(toy_func *fn, int block, toy_inst inst)
{
    toy_block *b = &fn->blocks[block];
    b->insts[b->count++] = inst;
}

static void toy_print(const toy_func *fn)
{
    int bi, ii;
    printf("func %s:\n", fn->name);
    for (bi = 0; bi < fn->count; bi++) {
        const toy_block *b = &fn->blocks[bi];
        printf("  %s:\n", b->name);
        for (ii = 0; ii < b->count; ii++) {
            const toy_inst *in = &b->insts[ii];
            printf("    ");
            if (in->dst >= 0)
                printf("r%d = ", in->dst);
            printf("%s", toy_op_names[in->op]);
            if (in->op == TOY_CONST || in->op == TOY_ARG)
                printf(" %d", in->imm);
            if (in->a >= 0)
                printf(" r%d", in->a);
            if (in->b >= 0)
                printf(", r%d", in->b);
            if (in->op == TOY_BR)
                printf(" %s", fn->blocks[in->t0].name);
            if (in->op == TOY_CBR)
                printf(", %s, %s", fn->blocks[in->t0].name, fn->blocks[in->t1].name);
            printf("\n");
        }
    }
}

/* The program the passes work on:

     entry:  r0 = tid; r1 = arg 0; r2 = const 8
             r3 = lt r1, r2        uniform: a kernel argument and a constant
             r4 = lt r0, r1        divergent: depends on the thread id
             r5 = ballot r3        used only in `uni`: sink candidate
             r6 = reduce r0        used only in `div`: sink candidate
             cbr r3, uni, mid
     uni:    r7 = reduce r1        hoist candidate (uniform branch)
             barrier               hoist candidate (uniform branch)
             store r5, r7          hoist candidate (has effects)
             br mid
     mid:    cbr r4, div, exit
     div:    r8 = ballot r4        hoist candidate (divergent branch)
             r9 = add r6, r8
             r10 = add r1, r2      hoist candidate (not convergent)
             store r10, r9
             br exit
     exit:   ret */
static void toy_example(toy_func *fn)
{
    toy_inst in;
    memset(fn, 0, sizeof *fn);
    fn->name = "kernel";
    fn->count = 5;
    fn->blocks[0].name = "entry";
    fn->blocks[1].name = "uni";
    fn->blocks[2].name = "mid";
    fn->blocks[3].name = "div";
    fn->blocks[4].name = "exit";
    toy_push(fn, 0, toy_make(TOY_TID, 0, -1, -1));
    in = toy_make(TOY_ARG, 1, -1, -1);
    in.imm = 0;
    toy_push(fn, 0, in);
    in = toy_make(TOY_CONST, 2, -1, -1);
    in.imm = 8;
    toy_push(fn, 0, in);
    toy_push(fn, 0, toy_make(TOY_LT, 3, 1, 2));
    toy_push(fn, 0, toy_make(TOY_LT, 4, 0, 1));
    toy_push(fn, 0, toy_make(TOY_BALLOT, 5, 3, -1));
    toy_push(fn, 0, toy_make(TOY_REDUCE, 6, 0, -1));
    in = toy_make(TOY_CBR, -1, 3, -1);
    in.t0 = 1;
    in.t1 = 2;
    toy_push(fn, 0, in);
    toy_push(fn, 1, toy_make(TOY_REDUCE, 7, 1, -1));
    toy_push(fn, 1, toy_make(TOY_BARRIER, -1, -1, -1));
    toy_push(fn, 1, toy_make(TOY_STORE, -1, 5, 7));
    in = toy_make(TOY_BR, -1, -1, -1);
    in.t0 = 2;
    toy_push(fn, 1, in);
    in = toy_make(TOY_CBR, -1, 4, -1);
    in.t0 = 3;
    in.t1 = 4;
    toy_push(fn, 2, in);
    toy_push(fn, 3, toy_make(TOY_BALLOT, 8, 4, -1));
    toy_push(fn, 3, toy_make(TOY_ADD, 9, 6, 8));
    toy_push(fn, 3, toy_make(TOY_ADD, 10, 1, 2));
    toy_push(fn, 3, toy_make(TOY_STORE, -1, 10, 9));
    in = toy_make(TOY_BR, -1, -1, -1);
    in.t0 = 4;
    toy_push(fn, 3, in);
    toy_push(fn, 4, toy_make(TOY_RET, -1, -1, -1));
}

/* --- the mapping to conv ------------------------------------------------- */

/* One conv function built from a toy function, and the correspondence:
   toy block i is conv block blocks[i]; the toy instruction that defines
   register r, or sits at (block, index), is conv value insts[block][index]. */
typedef struct toy_conv {
    conv_module *module;
    conv_function *f;
    conv_block blocks[TOY_MAX_BLOCKS];
    conv_value insts[TOY_MAX_BLOCKS][TOY_MAX_INSTS];
    conv_value regs[TOY_MAX_REGS];
} toy_conv;

/* mapping:begin */
/* What conv must know about each toy op: its kind, its name in conv's
   printouts, and the properties the analyses and the legality stage read. */
static conv_inst_desc toy_desc(toy_op op)
{
    conv_inst_desc d;
    memset(&d, 0, sizeof d);
    d.kind = CONV_KIND_GENERIC;
    switch (op) {
    case TOY_TID:       /* differs between threads: where divergence starts */
        d.opcode = "tid";
        d.flags = CONV_FLAG_DIVERGENCE_SOURCE;
        break;
    case TOY_ADD:       /* LLVM's pure opcodes are known to conv */
        d.opcode = "add";
        break;
    case TOY_LT:
        d.opcode = "icmp";
        break;
    case TOY_BALLOT:    /* wave collectives: convergent, pure, uniform result */
    case TOY_REDUCE:
        d.kind = CONV_KIND_CALL;
        d.opcode = op == TOY_BALLOT ? "@toy.ballot" : "@toy.reduce";
        d.flags = CONV_FLAG_CONVERGENT | CONV_FLAG_SPECULATABLE | CONV_FLAG_UNIFORM_COLLECTIVE |
                  CONV_FLAG_SCOPE(CONV_SCOPE_WAVE);
        break;
    case TOY_BARRIER:   /* every thread of the workgroup, together */
        d.kind = CONV_KIND_CALL;
        d.opcode = "@toy.barrier";
        d.flags = CONV_FLAG_CONVERGENT | CONV_FLAG_BARRIER | CONV_FLAG_SCOPE(CONV_SCOPE_WORKGROUP);
        break;
    case TOY_STORE:     /* not a known pure opcode: conv treats it as an effect */
        d.opcode = "store";
        break;
    case TOY_BR:
    case TOY_CBR:
        d.kind = CONV_KIND_BRANCH;
        break;
    case TOY_RET:
        d.kind = CONV_KIND_RETURN;
        break;
    case TOY_CONST:     /* become conv constants and arguments, in no block */
    case TOY_ARG:
        break;
    }
    return d;
}
/* mapping:end */

static void toy_conv_free(toy_conv *tc)
{
    conv_module_destroy(tc->module);
    memset(tc, 0, sizeof *tc);
}

/* build:begin */
/* Builds tc->f from fn: blocks first (branches refer to later blocks), then
   every toy instruction in block order: `const` and `arg` become conv
   constants and arguments (values in no block), the others instructions of
   their block. The toy lists a block after its dominators, so every operand
   is built before its users (SSA without phis); then finalize. */
static conv_result toy_to_conv(const toy_func *fn, toy_conv *tc)
{
    conv_function_desc fd;
    conv_result r;
    char name[16];
    int bi, ii;
    memset(tc, 0, sizeof *tc);
    memset(&fd, 0, sizeof fd);
    fd.name = fn->name;
    fd.flags = CONV_FUNCTION_KERNEL;
    if ((r = conv_module_create(NULL, &tc->module)) != CONV_OK ||
        (r = conv_module_add_function(tc->module, &fd, &tc->f)) != CONV_OK)
        return r;
    for (bi = 0; bi < fn->count; bi++)
        if ((r = conv_function_add_block(tc->f, fn->blocks[bi].name, &tc->blocks[bi])) != CONV_OK)
            return r;
    for (bi = 0; bi < fn->count; bi++) {
        for (ii = 0; ii < fn->blocks[bi].count; ii++) {
            const toy_inst *in = &fn->blocks[bi].insts[ii];
            conv_inst_desc d = toy_desc(in->op);
            conv_value ops[2];
            conv_block succ[2];
            uint32_t n = 0;
            conv_value *out = &tc->insts[bi][ii];
            if (in->dst >= 0) {
                snprintf(name, sizeof name, "%%r%d", in->dst);
                d.name = name;
            }
            if (in->op == TOY_CONST) {
                r = conv_function_add_constant(tc->f, in->imm, name, out);
            } else if (in->op == TOY_ARG) {
                r = conv_function_add_argument(tc->f, name, 0, out); /* unflagged: uniform */
            } else {
                if (in->a >= 0)
                    ops[n++] = tc->regs[in->a];
                if (in->b >= 0)
                    ops[n++] = tc->regs[in->b];
                d.operands = ops;
                d.operands_count = n;
                if (in->op == TOY_BR || in->op == TOY_CBR) {
                    succ[0] = tc->blocks[in->t0];
                    if (in->op == TOY_CBR)
                        succ[1] = tc->blocks[in->t1];
                    d.successors = succ;
                    d.successors_count = in->op == TOY_CBR ? 2u : 1u;
                }
                r = conv_function_add_inst(tc->f, tc->blocks[bi], &d, out);
            }
            if (r != CONV_OK)
                return r;
            if (in->dst >= 0)
                tc->regs[in->dst] = *out;
        }
    }
    return conv_function_finalize(tc->f, NULL);
}
/* build:end */

/* --- the passes ---------------------------------------------------------- */

static bool toy_write(const char *data, size_t size, void *user)
{
    (void)user;
    return fwrite(data, 1, size, stdout) == size;
}

/* Moves instruction (from, index) to block `to`: to its end, before the
   terminator (a hoist), or to its start (a sink). */
static void toy_move(toy_func *fn, int from, int index, int to, bool at_start)
{
    toy_block *src = &fn->blocks[from], *dst = &fn->blocks[to];
    toy_inst in = src->insts[index];
    int i, at = at_start ? 0 : dst->count - 1;
    for (i = index; i + 1 < src->count; i++)
        src->insts[i] = src->insts[i + 1];
    src->count--;
    for (i = dst->count; i > at; i--)
        dst->insts[i] = dst->insts[i - 1];
    dst->insts[at] = in;
    dst->count++;
}

/* The one block where register `reg` is used, -1 when it is used in none
   or in several. */
static int toy_single_user_block(const toy_func *fn, int reg)
{
    int bi, ii, found = -1;
    for (bi = 0; bi < fn->count; bi++)
        for (ii = 0; ii < fn->blocks[bi].count; ii++) {
            const toy_inst *in = &fn->blocks[bi].insts[ii];
            if (in->a != reg && in->b != reg)
                continue;
            if (found >= 0 && found != bi)
                return -1;
            found = bi;
        }
    return found;
}

enum { TOY_SINK, TOY_HOIST };

/* ask:begin */
/* Asks conv whether instruction (bi, ii) of fn may move to block `to`;
   prints the question and the verdict; returns whether it is legal. */
static bool toy_ask(const toy_func *fn, uint32_t wave_size, int kind, int bi, int ii, int to)
{
    toy_conv tc;
    conv_legality *legal = NULL;
    conv_legality_desc ld;
    conv_verdict v;
    conv_result r;
    bool ok = false;
    memset(&ld, 0, sizeof ld);
    ld.wave_size = wave_size;
    if ((r = toy_to_conv(fn, &tc)) == CONV_OK && (r = conv_legality_build(tc.f, &ld, &legal)) == CONV_OK) {
        r = kind == TOY_SINK ? conv_can_sink(legal, tc.insts[bi][ii], tc.blocks[to], &v)
                             : conv_can_hoist(legal, tc.insts[bi][ii], tc.blocks[to], &v);
        if (r == CONV_OK) {
            const char *name = conv_value_name(tc.f, tc.insts[bi][ii]);
            printf("  %s ", kind == TOY_SINK ? "sink" : "hoist");
            if (name)
                printf("%s", name);
            else /* as `conv query` names an unnamed instruction */
                printf("%s:%d", fn->blocks[bi].name, ii);
            printf(" (%s) %s %s: ", toy_op_names[fn->blocks[bi].insts[ii].op], kind == TOY_SINK ? "into" : "to",
                   fn->blocks[to].name);
            conv_verdict_write(tc.f, &v, toy_write, NULL);
            printf(" [%s]\n", conv_legal_reason_str(v.reason));
            ok = v.legal;
        }
    }
    if (r != CONV_OK)
        printf("  conv: %s\n", conv_result_str(r));
    conv_legality_free(legal);
    toy_conv_free(&tc);
    return ok;
}
/* ask:end */

/* sink:begin */
/* Sinking: every instruction with a result, whose users all sit in one
   other block that its own block dominates, is offered to conv_can_sink
   (unless the hoisting pass put it where it is). */
static void toy_sink_pass(toy_func *fn, uint32_t wave_size)
{
    int bi, ii, to;
    toy_conv tc;
    conv_domtree *dt = NULL;
    printf("sinking pass:\n");
    for (bi = 0; bi < fn->count; bi++) {
        for (ii = 0; ii < fn->blocks[bi].count; ii++) {
            const toy_inst *in = &fn->blocks[bi].insts[ii];
            bool dominated;
            if (in->dst < 0 || in->op == TOY_CONST || in->op == TOY_ARG || in->moved)
                continue;
            to = toy_single_user_block(fn, in->dst);
            if (to < 0 || to == bi)
                continue;
            if (toy_to_conv(fn, &tc) != CONV_OK || conv_domtree_build(tc.f, NULL, &dt) != CONV_OK) {
                toy_conv_free(&tc);
                return;
            }
            dominated = conv_domtree_strictly_dominates(dt, tc.blocks[bi], tc.blocks[to]);
            conv_domtree_free(dt);
            toy_conv_free(&tc);
            if (dominated && toy_ask(fn, wave_size, TOY_SINK, bi, ii, to)) {
                fn->blocks[bi].insts[ii].moved = true;
                toy_move(fn, bi, ii, to, true);
                ii--; /* the next instruction slid into slot ii */
            }
        }
    }
}
/* sink:end */

/* hoist:begin */
/* Hoisting: every instruction of every block but the entry is offered to
   conv_can_hoist, with the block's immediate dominator as the target. */
static void toy_hoist_pass(toy_func *fn, uint32_t wave_size)
{
    int bi, ii, to, k;
    toy_conv tc;
    conv_domtree *dt = NULL;
    printf("hoisting pass:\n");
    for (bi = 1; bi < fn->count; bi++) {
        for (ii = 0; ii < fn->blocks[bi].count; ii++) {
            toy_op op = fn->blocks[bi].insts[ii].op;
            conv_block idom;
            if (op == TOY_BR || op == TOY_CBR || op == TOY_RET || fn->blocks[bi].insts[ii].moved)
                continue;
            if (toy_to_conv(fn, &tc) != CONV_OK || conv_domtree_build(tc.f, NULL, &dt) != CONV_OK) {
                toy_conv_free(&tc);
                return;
            }
            idom = conv_domtree_idom(dt, tc.blocks[bi]);
            to = -1;
            for (k = 0; k < fn->count; k++)
                if (tc.blocks[k].id == idom.id)
                    to = k;
            conv_domtree_free(dt);
            toy_conv_free(&tc);
            if (to >= 0 && toy_ask(fn, wave_size, TOY_HOIST, bi, ii, to)) {
                fn->blocks[bi].insts[ii].moved = true;
                toy_move(fn, bi, ii, to, false);
                ii--;
            }
        }
    }
}
/* hoist:end */

/* toy_compiler [WAVE_SIZE]: threads per wave, default 32; 1 is a CPU,
   where threads never communicate and every move legal for one thread is
   legal. */
int main(int argc, char **argv)
{
    static toy_func fn;
    long wave = argc > 1 ? strtol(argv[1], NULL, 10) : 32;
    if (wave < 1 || wave > 64) {
        fprintf(stderr, "usage: toy_compiler [WAVE_SIZE 1..64]\n");
        return 2;
    }
    toy_example(&fn);
    printf("== before (waves of %ld threads)\n", wave);
    toy_print(&fn);
    toy_hoist_pass(&fn, (uint32_t)wave);
    toy_sink_pass(&fn, (uint32_t)wave);
    printf("== after\n");
    toy_print(&fn);
    return 0;
}
