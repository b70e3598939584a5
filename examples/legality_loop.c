/* legality_loop.c: every legality question a code-motion pass could ask
   about the convergent calls of a function, with conv's answers.

   legality_loop [FILE [WAVE_SIZE]]   default: examples/data/reduction.conv, 64

   For each function with a body, one legality stage (conv_legality_build),
   then, for each convergent call X:
     can_hoist X to every block that strictly dominates X's block;
     can_sink  X into every block that X's block strictly dominates;
   and for each two convergent calls of the same callee in different
   blocks, can_merge them into their nearest common dominator. One line
   per question: the verdict as conv_verdict_write says it.

   Build: cc -std=c99 -I. -o legality_loop examples/legality_loop.c */
#define CONV_IMPLEMENTATION
#include "conv_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool print_text(const char *data, size_t size, void *user)
{
    (void)user;
    return fwrite(data, 1, size, stdout) == size;
}

static char *read_file(const char *path, size_t *size)
{
    FILE *fp = fopen(path, "rb");
    char *text = NULL;
    long n;
    if (!fp)
        return NULL;
    if (fseek(fp, 0, SEEK_END) == 0 && (n = ftell(fp)) >= 0 && fseek(fp, 0, SEEK_SET) == 0 &&
        (text = malloc((size_t)n + 1)) != NULL) {
        *size = fread(text, 1, (size_t)n, fp);
        text[*size] = '\0';
    }
    fclose(fp);
    return text;
}

static bool is_convergent_call(const conv_function *f, conv_value v)
{
    return conv_value_kind(f, v) == CONV_KIND_CALL && (conv_value_flags(f, v) & CONV_FLAG_CONVERGENT);
}

static void say(const conv_function *f, const char *what, const conv_verdict *v)
{
    printf("  %s: ", what);
    conv_verdict_write(f, v, print_text, NULL);
    printf("\n");
}

/* loop:begin */
static void ask_all(const conv_function *f, const conv_legality *L, const conv_domtree *dt)
{
    uint32_t n = conv_function_value_count(f), nb = conv_function_block_count(f), i, j, k;
    conv_verdict v;
    char what[256];
    for (i = 1; i <= n; i++) {
        conv_value x = {i};
        conv_block home = conv_value_block(f, x);
        if (!is_convergent_call(f, x) || !conv_block_is_reachable(f, home))
            continue;
        for (k = 0; k < nb; k++) {
            conv_block b = conv_function_block(f, k);
            const char *bn = conv_block_name(f, b);
            if (conv_domtree_strictly_dominates(dt, b, home) && conv_can_hoist(L, x, b, &v) == CONV_OK) {
                snprintf(what, sizeof what, "hoist %s to %s", conv_value_name(f, x), bn);
                say(f, what, &v);
            }
            if (conv_domtree_strictly_dominates(dt, home, b) && conv_can_sink(L, x, b, &v) == CONV_OK) {
                snprintf(what, sizeof what, "sink %s into %s", conv_value_name(f, x), bn);
                say(f, what, &v);
            }
        }
        for (j = i + 1; j <= n; j++) {
            conv_value y = {j};
            conv_block to, other = conv_value_block(f, y);
            if (!is_convergent_call(f, y) || other.id == home.id || !conv_block_is_reachable(f, other) ||
                strcmp(conv_value_opcode(f, x), conv_value_opcode(f, y)) != 0)
                continue;
            to = conv_domtree_nearest_common(dt, home, other);
            if (conv_can_merge(L, x, y, to, &v) == CONV_OK) {
                snprintf(what, sizeof what, "merge %s and %s in %s", conv_value_name(f, x),
                         conv_value_name(f, y), conv_block_name(f, to));
                say(f, what, &v);
            }
        }
    }
}
/* loop:end */

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "examples/data/reduction.conv";
    long wave = argc > 2 ? strtol(argv[2], NULL, 10) : 64;
    conv_parse_desc pd = {0};
    conv_module *m = NULL;
    size_t size = 0;
    uint32_t i;
    char *text = read_file(path, &size);
    if (!text || wave < 1 || wave > 64) {
        fprintf(stderr, "usage: legality_loop [FILE [WAVE_SIZE 1..64]]\n");
        free(text);
        return 2;
    }
    pd.filename = path;
    if (conv_parse(text, size, &pd, NULL, &m) != CONV_OK) {
        fprintf(stderr, "%s: cannot parse (conv verify %s says why)\n", path, path);
        free(text);
        return 2;
    }
    for (i = 0; i < conv_module_function_count(m); i++) {
        conv_function *f = conv_module_function(m, i);
        conv_legality_desc ld = {0};
        conv_legality *L = NULL;
        conv_domtree *dt = NULL;
        if (conv_function_flags(f) & CONV_FUNCTION_DECLARATION)
            continue;
        printf("@%s (waves of %ld):\n", conv_function_name(f), wave);
        ld.wave_size = (uint32_t)wave;
        /* the stage borrows the tree it is given: free the stage first */
        if (conv_domtree_build(f, NULL, &dt) == CONV_OK) {
            ld.domtree = dt;
            if (conv_legality_build(f, &ld, &L) == CONV_OK)
                ask_all(f, L, dt);
        }
        conv_legality_free(L);
        conv_domtree_free(dt);
    }
    conv_module_destroy(m);
    free(text);
    return 0;
}
