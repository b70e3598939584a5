/* module_fixture.h - the fixture of the C unit tests that work on modules
   written as text (tests/unit/test_inline_api.c, test_infer_api.c,
   test_convergent_default.c, test_outline_api.c, test_outline_ll.c):
   parse a module in the native format, find a value by name, collect what a writer prints into a buffer and compare a
   function's or a module's printed text with the expected one. Each
   lookup is a CHECK, so a missing value or a parse error fails the test
   where it happens. Include after conv.h. */
#ifndef CONV_SUPPORT_MODULE_FIXTURE_H
#define CONV_SUPPORT_MODULE_FIXTURE_H

#include "check.h"

/* The module of `text` (native format, default options), or NULL; the
   first diagnostic goes to stderr. */
SUPPORT_UNUSED static conv_module *parse(const char *text) {
    conv_module *m = NULL;
    conv_diags *d = NULL;
    conv_diags_create(NULL, &d);
    CHECK_RESULT(conv_parse(text, strlen(text), NULL, d, &m), CONV_OK);
    if (conv_diags_count(d)) {
        char line[512];
        conv_diags_format(d, 0, line, sizeof line);
        fprintf(stderr, "%s\n", line);
    }
    conv_diags_destroy(d);
    return m;
}

/* The value named `name` (with its sigil: "%x") in f. */
SUPPORT_UNUSED static conv_value val(const conv_function *f, const char *name) {
    conv_value v = conv_function_find_value(f, name);
    CHECK_MSG(conv_value_valid(v), "no value %s in @%s", name, conv_function_name(f));
    return v;
}

/* A conv_write_fn sink: text_write appends to data (kept NUL-terminated)
   and refuses what does not fit, so a writer's overflow shows as its
   error. Set n = 0 before each use. */
typedef struct text_out {
    char data[16384];
    size_t n;
} text_out;

SUPPORT_UNUSED static bool text_write(const char *data, size_t size, void *user) {
    text_out *t = (text_out *)user;
    if (t->n + size >= sizeof t->data) return false;
    memcpy(t->data + t->n, data, size);
    t->n += size;
    t->data[t->n] = '\0';
    return true;
}

/* A print that returned r into t gave exactly `want`. */
SUPPORT_UNUSED static void check_text(conv_result r, const text_out *t, const char *want) {
    CHECK_RESULT(r, CONV_OK);
    CHECK_MSG(strcmp(t->data, want) == 0, "got:\n%s\nwanted:\n%s", t->data, want);
}

/* conv_function_print of g is exactly `want`. */
SUPPORT_UNUSED static void check_printed(const conv_function *g, const char *want) {
    text_out t;
    t.n = 0;
    t.data[0] = '\0';
    check_text(conv_function_print(g, text_write, &t), &t, want);
}

/* conv_module_print of m is exactly `want`. */
SUPPORT_UNUSED static void check_module_printed(const conv_module *m, const char *want) {
    text_out t;
    t.n = 0;
    t.data[0] = '\0';
    check_text(conv_module_print(m, text_write, &t), &t, want);
}

#endif
