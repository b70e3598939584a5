/* wave_sweep.c: the same function under several wave sizes.

   wave_sweep [FILE [FUNCTION]]   default: examples/data/ballot.conv, @kernel

   For waves of 1, 2, 4 and 8 threads it prints how many values and
   branches the uniformity analysis calls divergent, and, from one run of
   the reference interpreter with 8 threads, which threads executed each
   dynamic instance of each convergent operation together. Wave size 1 is
   a CPU: every thread is alone, nothing is divergent (there is nobody to
   differ from), and every convergent operation runs once per thread.
   Larger waves give larger groups: threads of different waves never
   communicate.

   Build: cc -std=c99 -I. -o wave_sweep examples/wave_sweep.c */
#define CONV_IMPLEMENTATION
#include "conv_impl.h"

#include <stdio.h>
#include <stdlib.h>

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

/* Divergent named values and divergent branches of f at this wave size. */
static void count_divergent(const conv_function *f, uint32_t wave_size)
{
    conv_uniformity_desc ud = {0};
    conv_uniformity *u = NULL;
    uint32_t i, values = 0, branches = 0;
    ud.wave_size = wave_size;
    if (conv_uniformity_build(f, &ud, &u) != CONV_OK)
        return;
    for (i = 0; i < conv_function_value_count(f); i++) {
        conv_value v = {i + 1};
        if (conv_value_name(f, v) && conv_uniformity_value_divergent(u, v))
            values++;
    }
    for (i = 0; i < conv_function_block_count(f); i++)
        if (conv_uniformity_branch_divergent(u, conv_function_block(f, i)))
            branches++;
    printf("  uniformity: %u divergent values, %u divergent branches\n", values, branches);
    conv_uniformity_free(u);
}

/* sweep:begin */
/* Runs f with 8 threads in waves of wave_size and prints, per convergent
   operation, the thread sets of its dynamic instances in execution order. */
static void show_groups(const conv_function *f, uint32_t wave_size)
{
    conv_interp_desc id = {0};
    conv_interp *run = NULL;
    conv_interp_instance in;
    uint32_t i, k, t;
    id.threads = 8;
    id.wave_size = wave_size;
    id.seed = 1;
    if (conv_interp_run(f, &id, NULL, &run) != CONV_OK) {
        printf("  the interpreter refuses the function\n");
        return;
    }
    for (i = 0; i < conv_function_value_count(f); i++) {
        conv_value v = {i + 1};
        const char *name = conv_value_name(f, v);
        if (!name || conv_value_kind(f, v) != CONV_KIND_CALL || !(conv_value_flags(f, v) & CONV_FLAG_CONVERGENT))
            continue;
        printf("  %s:", name);
        for (k = 0; k < conv_interp_instance_count(run); k++) {
            if (!conv_interp_get(run, k, &in) || in.inst.id != v.id)
                continue;
            printf(" {");
            for (t = 0; t < in.thread_count; t++)
                printf(t ? ",%u" : "%u", in.threads[t]);
            printf("}");
        }
        printf("\n");
    }
    conv_interp_free(run);
}
/* sweep:end */

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "examples/data/ballot.conv";
    const char *name = argc > 2 ? argv[2] : "kernel";
    static const uint32_t waves[] = {1, 2, 4, 8};
    conv_parse_desc pd = {0};
    conv_module *m = NULL;
    conv_function *f;
    size_t size = 0, w;
    char *text = read_file(path, &size);
    if (!text) {
        fprintf(stderr, "%s: cannot read\n", path);
        return 2;
    }
    pd.filename = path;
    if (conv_parse(text, size, &pd, NULL, &m) != CONV_OK || !(f = conv_module_find_function(m, name))) {
        fprintf(stderr, "%s: cannot parse, or no function %s\n", path, name);
        conv_module_destroy(m);
        free(text);
        return 2;
    }
    for (w = 0; w < sizeof waves / sizeof waves[0]; w++) {
        printf("waves of %u threads:\n", waves[w]);
        count_divergent(f, waves[w]);
        show_groups(f, waves[w]);
    }
    conv_module_destroy(m);
    free(text);
    return 0;
}
