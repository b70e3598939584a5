/* analyse_ll.c: read an LLVM IR file and print, per function, whether it
   obeys the static rules of convergence tokens, its divergent values and
   branches, and why each divergent branch is divergent (the chain of
   reasons back to a divergence source).

   analyse_ll [FILE.ll]      default: examples/data/loop.ll

   The target tables come from the module's `target triple` (amdgcn,
   nvptx, r600, spirv): they say which calls are thread ids, which are
   collectives and which arguments are uniform (docs/text-format.md).

   Build: cc -std=c99 -I. -o analyse_ll examples/analyse_ll.c */
#define CONV_IMPLEMENTATION
#include "conv_impl.h"

#include <stdio.h>
#include <stdlib.h>

static bool print_text(const char *data, size_t size, void *user)
{
    (void)user;
    return fwrite(data, 1, size, stdout) == size;
}

/* The whole file, NUL-terminated, or NULL. */
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

/* Every divergent value and branch of f, and the chain behind each branch. */
static void report(conv_function *f, conv_uniformity *u)
{
    uint32_t i, k, count;
    for (i = 0; i < conv_function_block_count(f); i++) {
        conv_block b = conv_function_block(f, i);
        const conv_value *insts = conv_block_insts(f, b, &count);
        for (k = 0; k < count; k++)
            if (conv_value_name(f, insts[k]) && conv_uniformity_value_divergent(u, insts[k]))
                printf("  divergent %s\n", conv_value_name(f, insts[k]));
        if (conv_uniformity_branch_divergent(u, b)) {
            conv_value none = {CONV_INVALID_ID};
            printf("  divergent branch ending %s:\n", conv_block_name(f, b));
            conv_uniformity_explain(f, u, none, b, print_text, NULL);
        }
    }
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "examples/data/loop.ll";
    size_t size = 0;
    char *text = read_file(path, &size);
    char line[512];
    uint32_t i;
    if (!text) {
        fprintf(stderr, "%s: cannot read\n", path);
        return 2;
    }
    /* parse:begin */
    conv_module *m = NULL;
    conv_diags *diags = NULL;
    conv_parse_desc pd = {0};
    pd.filename = path; /* ".ll": the LLVM IR reader, anything else the native format */
    conv_diags_create(NULL, &diags);
    if (conv_parse(text, size, &pd, diags, &m) != CONV_OK) {
        for (i = 0; i < conv_diags_count(diags); i++) {
            conv_diags_format(diags, i, line, sizeof line); /* file:line:col: error: [code] message */
            fprintf(stderr, "%s\n", line);
        }
        conv_diags_destroy(diags);
        free(text);
        return 2;
    }
    for (i = 0; i < conv_module_function_count(m); i++) {
        conv_function *f = conv_module_function(m, i);
        conv_uniformity *u = NULL;
        bool valid = false;
        if (conv_function_flags(f) & CONV_FUNCTION_DECLARATION)
            continue;
        conv_verify(f, NULL, diags, &valid);
        printf("@%s: tokens %s\n", conv_function_name(f), valid ? "valid" : "INVALID");
        if (conv_uniformity_build(f, NULL, &u) == CONV_OK)
            report(f, u);
        conv_uniformity_free(u);
    }
    conv_module_destroy(m);
    conv_diags_destroy(diags);
    /* parse:end */
    free(text);
    return 0;
}
