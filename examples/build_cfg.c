/* build_cfg.c: build a function with the builder API, no text involved,
   and ask the analyses about it.

   The function is the diamond of a wave ballot under a branch on the
   thread id, with a phi where the two arms meet:

     entry:  %tid = tid (divergent); %c = icmp %tid, %n; br %c, then, else
     then:   %b = call @ballot(%c) convergent; br join
     else:   br join
     join:   %r = phi [%b, then], [0, else]; ret %r

   Prints it in the native format, its dominators, and which values are
   divergent and why (the branch on %c is divergent, so the phi at the
   join is too).

   Build: cc -std=c99 -I. -o build_cfg examples/build_cfg.c */
#define CONV_IMPLEMENTATION
#include "conv_impl.h"

#include <stdio.h>

static bool print_text(const char *data, size_t size, void *user)
{
    (void)user;
    return fwrite(data, 1, size, stdout) == size;
}

int main(void)
{
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_domtree *dt = NULL;
    conv_uniformity *u = NULL;
    conv_function_desc fd = {0};
    conv_block entry, then_b, else_b, join;
    conv_value n, zero, tid, c, b, r;
    conv_inst_desc d;
    conv_block two[2];
    conv_value vals[2];
    uint32_t i;
    int status = 1;

    /* build:begin */
    fd.name = "diamond";
    fd.flags = CONV_FUNCTION_KERNEL;
    if (conv_module_create(NULL, &m) != CONV_OK || conv_module_add_function(m, &fd, &f) != CONV_OK)
        goto done;
    conv_function_add_block(f, "entry", &entry); /* the first block is the entry */
    conv_function_add_block(f, "then", &then_b);
    conv_function_add_block(f, "else", &else_b);
    conv_function_add_block(f, "join", &join);
    conv_function_add_argument(f, "%n", 0, &n); /* unflagged: uniform */
    conv_function_add_constant(f, 0, NULL, &zero);

    d = (conv_inst_desc){0};                        /* a thread id: divergent */
    d.name = "%tid";
    d.opcode = "tid";
    d.flags = CONV_FLAG_DIVERGENCE_SOURCE;
    conv_function_add_inst(f, entry, &d, &tid);
    d = (conv_inst_desc){0};                        /* %c = icmp %tid, %n */
    vals[0] = tid;
    vals[1] = n;
    d.name = "%c";
    d.opcode = "icmp";
    d.operands = vals;
    d.operands_count = 2;
    conv_function_add_inst(f, entry, &d, &c);
    d = (conv_inst_desc){0};                        /* br %c, then, else */
    two[0] = then_b;
    two[1] = else_b;
    d.kind = CONV_KIND_BRANCH;
    d.operands = &c;
    d.operands_count = 1;
    d.successors = two;
    d.successors_count = 2;
    conv_function_add_inst(f, entry, &d, NULL);

    d = (conv_inst_desc){0};                        /* a wave ballot */
    d.kind = CONV_KIND_CALL;
    d.name = "%b";
    d.opcode = "@ballot";
    d.operands = &c;
    d.operands_count = 1;
    d.flags = CONV_FLAG_CONVERGENT | CONV_FLAG_SPECULATABLE | CONV_FLAG_UNIFORM_COLLECTIVE;
    conv_function_add_inst(f, then_b, &d, &b);
    d = (conv_inst_desc){0};                        /* br join, in both arms */
    d.kind = CONV_KIND_BRANCH;
    d.successors = &join;
    d.successors_count = 1;
    conv_function_add_inst(f, then_b, &d, NULL);
    conv_function_add_inst(f, else_b, &d, NULL);

    d = (conv_inst_desc){0};                        /* %r = phi [%b, then], [0, else] */
    vals[0] = b;
    vals[1] = zero;
    two[0] = then_b;
    two[1] = else_b;
    d.kind = CONV_KIND_PHI;
    d.name = "%r";
    d.operands = vals;
    d.operands_count = 2;
    d.incoming = two;
    conv_function_add_inst(f, join, &d, &r);
    d = (conv_inst_desc){0};                        /* ret %r */
    d.kind = CONV_KIND_RETURN;
    d.operands = &r;
    d.operands_count = 1;
    conv_function_add_inst(f, join, &d, NULL);

    if (conv_function_finalize(f, NULL) != CONV_OK) /* checks the graph */
        goto done;
    /* build:end */

    conv_function_print(f, print_text, NULL);

    /* analyse:begin */
    if (conv_domtree_build(f, NULL, &dt) != CONV_OK || conv_uniformity_build(f, NULL, &u) != CONV_OK)
        goto done;
    for (i = 0; i < conv_function_block_count(f); i++) {
        conv_block blk = conv_function_block(f, i);
        conv_block idom = conv_domtree_idom(dt, blk);
        printf("idom(%s) = %s\n", conv_block_name(f, blk), idom.id ? conv_block_name(f, idom) : "-");
    }
    for (i = 0; i < conv_function_value_count(f); i++) {
        conv_value v = {i + 1}; /* value ids are index + 1 */
        const char *name = conv_value_name(f, v);
        if (!name)
            continue;
        printf("%-5s %s", name, conv_uniformity_value_divergent(u, v) ? "divergent: " : "uniform");
        if (conv_uniformity_value_divergent(u, v))
            conv_reason_write(f, u, conv_uniformity_value_reason(u, v), print_text, NULL);
        printf("\n");
    }
    /* analyse:end */
    status = 0;
done:
    conv_uniformity_free(u);
    conv_domtree_free(dt);
    conv_module_destroy(m);
    return status;
}
