"""Builds conv._conv, the cffi extension of the conv Python package.

API (out-of-line) mode: cffi writes a C file that includes conv_impl.h and
compiles it, so the compiler checks conv_cdef.h against conv.h.

    /usr/bin/python3 bindings/python/build_conv.py     # what `make python` runs

compiles into build/python/ (the C file, objects) and copies the extension
module next to the package (bindings/python/conv/_conv.*.so), so that
`PYTHONPATH=bindings/python /usr/bin/python3 -c "import conv"` works. It does
nothing when the module is newer than conv.h, conv_impl.h, conv_cdef.h and
this file. setup.py uses `ffibuilder` from here (cffi_modules).

The headers are looked up in $CONV_INCLUDE_DIR, else two directories up
(the repository root).
"""
import os
import shutil
import sys

from cffi import FFI

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.environ.get("CONV_INCLUDE_DIR") or os.path.normpath(os.path.join(HERE, "..", ".."))

# The extension's own C code: the library itself (static, so the module
# exports nothing but its init function), a counting allocator every object
# made from Python allocates with, and a printer that collects text.
SOURCE = r"""
#define CONV_STATIC
#define CONV_IMPLEMENTATION
#include "conv_impl.h"

/* The counting allocator. Every module, diagnostics list and analysis the
   Python layer creates allocates through it, so that a test (and a user
   hunting a leak) can ask how many blocks are live. The counters are
   updated atomically: cffi releases the GIL during calls. The failure
   countdown is a test hook (conv._testing): when it is >= 0, each
   allocation decrements it and the one that finds it at 0 fails. */
static int64_t convpy_live_blocks, convpy_live_bytes, convpy_total, convpy_countdown = -1;

#if defined(__GNUC__) || defined(__clang__)
#define CONVPY_ADD(p, v) ((void)__atomic_add_fetch((p), (v), __ATOMIC_RELAXED))
#define CONVPY_LOAD(p) __atomic_load_n((p), __ATOMIC_RELAXED)
#define CONVPY_STORE(p, v) __atomic_store_n((p), (v), __ATOMIC_RELAXED)
#else
#define CONVPY_ADD(p, v) ((void)(*(p) += (v)))
#define CONVPY_LOAD(p) (*(p))
#define CONVPY_STORE(p, v) ((void)(*(p) = (v)))
#endif

/* True when this allocation must fail (the test hook). */
static int convpy_should_fail(void) {
    int64_t c = CONVPY_LOAD(&convpy_countdown);
    if (c < 0) return 0;
    CONVPY_STORE(&convpy_countdown, c - 1);
    return c == 0;
}

static void *convpy_alloc_fn(size_t size, void *user) {
    void *p;
    (void)user;
    if (convpy_should_fail()) return NULL;
    p = malloc(size ? size : 1);
    if (p != NULL) {
        CONVPY_ADD(&convpy_live_blocks, 1);
        CONVPY_ADD(&convpy_live_bytes, (int64_t)size);
        CONVPY_ADD(&convpy_total, 1);
    }
    return p;
}

static void *convpy_realloc_fn(void *ptr, size_t old_size, size_t new_size, void *user) {
    void *p;
    (void)user;
    if (ptr == NULL) return convpy_alloc_fn(new_size, user);
    if (convpy_should_fail()) return NULL;
    p = realloc(ptr, new_size ? new_size : 1);
    if (p != NULL) {
        CONVPY_ADD(&convpy_live_bytes, (int64_t)new_size - (int64_t)old_size);
        CONVPY_ADD(&convpy_total, 1);
    }
    return p;
}

static void convpy_free_fn(void *ptr, size_t size, void *user) {
    (void)user;
    if (ptr == NULL) return;
    CONVPY_ADD(&convpy_live_blocks, -1);
    CONVPY_ADD(&convpy_live_bytes, -(int64_t)size);
    free(ptr);
}

static const conv_allocator convpy_allocator_value = {convpy_alloc_fn, convpy_realloc_fn, convpy_free_fn, NULL};

static const conv_allocator *convpy_allocator(void) { return &convpy_allocator_value; }

static void convpy_alloc_stats(int64_t *live_blocks, int64_t *live_bytes, int64_t *total) {
    *live_blocks = CONVPY_LOAD(&convpy_live_blocks);
    *live_bytes = CONVPY_LOAD(&convpy_live_bytes);
    *total = CONVPY_LOAD(&convpy_total);
}

static void convpy_fail_allocation(int64_t countdown) { CONVPY_STORE(&convpy_countdown, countdown); }
static int64_t convpy_fail_pending(void) { return CONVPY_LOAD(&convpy_countdown); }

/* Printing into one growing buffer of the counting allocator. */
typedef struct convpy_text {
    char *data;
    size_t length, capacity;
    int failed;
} convpy_text;

static bool convpy_text_write(const char *data, size_t size, void *user) {
    convpy_text *t = (convpy_text *)user;
    if (size > ((size_t)-1) / 2 - t->length - 1) {
        t->failed = 1;
        return false;
    }
    if (t->length + size + 1 > t->capacity) {
        size_t cap = t->capacity ? t->capacity : 256;
        char *p;
        while (cap < t->length + size + 1) cap *= 2;
        p = (char *)convpy_realloc_fn(t->data, t->capacity, cap, NULL);
        if (p == NULL) {
            t->failed = 1;
            return false;
        }
        t->data = p;
        t->capacity = cap;
    }
    memcpy(t->data + t->length, data, size);
    t->length += size;
    t->data[t->length] = '\0';
    return true;
}

static conv_result convpy_text_finish(convpy_text *t, conv_result r, char **out, size_t *length, size_t *capacity) {
    if (t->failed) r = CONV_ERR_OUT_OF_MEMORY; /* the writer stopped the printer */
    if (r != CONV_OK) {
        if (t->data != NULL) convpy_free_fn(t->data, t->capacity, NULL);
        return r;
    }
    *out = t->data;
    *length = t->length;
    *capacity = t->capacity;
    return CONV_OK;
}

static conv_result convpy_print_module(const conv_module *m, char **out, size_t *length, size_t *capacity) {
    convpy_text t = {NULL, 0, 0, 0};
    return convpy_text_finish(&t, conv_module_print(m, convpy_text_write, &t), out, length, capacity);
}

static conv_result convpy_write_llvm_edits(const char *text, size_t size, const conv_module *original,
                                           const conv_module *edited, conv_diags *diags, char **out, size_t *length,
                                           size_t *capacity) {
    convpy_text t = {NULL, 0, 0, 0};
    return convpy_text_finish(&t, conv_write_llvm_edits(text, size, original, edited, diags, convpy_text_write, &t),
                              out, length, capacity);
}

static conv_result convpy_print_function(const conv_function *f, char **out, size_t *length, size_t *capacity) {
    convpy_text t = {NULL, 0, 0, 0};
    return convpy_text_finish(&t, conv_function_print(f, convpy_text_write, &t), out, length, capacity);
}

static conv_result convpy_reason_text(const conv_function *f, const conv_uniformity *u, conv_reason r, char **out,
                                      size_t *length, size_t *capacity) {
    convpy_text t = {NULL, 0, 0, 0};
    return convpy_text_finish(&t, conv_reason_write(f, u, r, convpy_text_write, &t), out, length, capacity);
}

static conv_result convpy_explain(const conv_function *f, const conv_uniformity *u, conv_value v, conv_block b,
                                  char **out, size_t *length, size_t *capacity) {
    convpy_text t = {NULL, 0, 0, 0};
    return convpy_text_finish(&t, conv_uniformity_explain(f, u, v, b, convpy_text_write, &t), out, length, capacity);
}

static conv_result convpy_write_dot(const conv_function *f, const conv_uniformity *u, char **out, size_t *length,
                                    size_t *capacity) {
    convpy_text t = {NULL, 0, 0, 0};
    return convpy_text_finish(&t, conv_uniformity_write_dot(f, u, convpy_text_write, &t), out, length, capacity);
}

static conv_result convpy_write_dot_scopes(const conv_function *f, const conv_uniformity *u, const conv_lint *lint,
                                          char **out, size_t *length, size_t *capacity) {
    convpy_text t = {NULL, 0, 0, 0};
    return convpy_text_finish(&t, conv_uniformity_write_dot_scopes(f, u, lint, convpy_text_write, &t), out, length,
                              capacity);
}

/* A lint finding's message (explain false) or chain of reasons. */
static conv_result convpy_lint_text(const conv_function *f, const conv_uniformity *u, const conv_lint_finding *x,
                                    bool explain, char **out, size_t *length, size_t *capacity) {
    convpy_text t = {NULL, 0, 0, 0};
    conv_result r = explain ? conv_lint_explain(f, u, x, convpy_text_write, &t) : conv_lint_write(f, u, x, convpy_text_write, &t);
    return convpy_text_finish(&t, r, out, length, capacity);
}

static void convpy_text_free(char *text, size_t capacity) { convpy_free_fn(text, capacity, NULL); }

static conv_result convpy_verdict_text(const conv_function *f, const conv_verdict *v, char **out, size_t *length,
                                       size_t *capacity) {
    convpy_text t = {NULL, 0, 0, 0};
    return convpy_text_finish(&t, conv_verdict_write(f, v, convpy_text_write, &t), out, length, capacity);
}
"""

ffibuilder = FFI()
with open(os.path.join(HERE, "conv_cdef.h")) as fp:
    ffibuilder.cdef(fp.read())
ffibuilder.set_source(
    "conv._conv",
    SOURCE,
    include_dirs=[ROOT],
    depends=[os.path.join(ROOT, "conv.h"), os.path.join(ROOT, "conv_impl.h")],
    extra_compile_args=["-std=c99"],
)


def _inputs():
    return [os.path.join(ROOT, "conv.h"), os.path.join(ROOT, "conv_impl.h"),
            os.path.join(HERE, "conv_cdef.h"), os.path.abspath(__file__)]


def build_in_place(force=False):
    """Compiles the extension into build/python and copies it into conv/."""
    pkg = os.path.join(HERE, "conv")
    existing = [os.path.join(pkg, n) for n in os.listdir(pkg) if n.startswith("_conv.") and n.endswith((".so", ".pyd"))]
    newest_input = max(os.path.getmtime(p) for p in _inputs())
    if existing and not force and all(os.path.getmtime(p) >= newest_input for p in existing):
        print("conv._conv is up to date")
        return existing[0]
    tmpdir = os.path.join(ROOT, "build", "python")
    os.makedirs(tmpdir, exist_ok=True)
    built = ffibuilder.compile(tmpdir=tmpdir, verbose=True)
    for p in existing:
        os.remove(p)
    target = os.path.join(pkg, os.path.basename(built))
    shutil.copy2(built, target)
    os.utime(target)  # newer than its inputs, whatever the copy kept
    print("built", os.path.relpath(target))
    return target


if __name__ == "__main__":
    build_in_place(force="--force" in sys.argv[1:])
