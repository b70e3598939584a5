/* conv_impl.h - implementation of conv.h. See conv.h for documentation.

   Exactly one translation unit does:
       #define CONV_IMPLEMENTATION
       #include "conv_impl.h"

   Sections, in pipeline order (grep for the tags). Each holds its private
   helpers first and then the public functions of its stage:
       >>config      assertion and limit macros
       >>util        allocator, vectors, bitsets, name tables, diagnostics
       >>graph       modules, functions, the builder, finalize (and, first,
                     the public functions of base: results, diagnostics)
       >>domtree     dominator and post-dominator trees (Semi-NCA)
       >>cycles      the cycle hierarchy (GenericCycleInfo semantics)
       >>tokens      the static rules of convergence tokens (conv_verify)
       >>uniformity  divergence analysis with reasons (conv_uniformity_build)
       >>semantics   the reference interpreter and soundness checks
       >>text        lexer, native format reader, LLVM IR reader, SPIR-V reader,
                     printer
*/
#include "conv.h"

#ifdef CONV_IMPLEMENTATION
#ifndef CONV_IMPL_INCLUDED
#define CONV_IMPL_INCLUDED 1

/* ======================================================================
   Stop now, if you are only interested in the API.
   Below, you find the implementation.
   ====================================================================== */

/* >>config ============================================================ */

#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <stdarg.h>

#ifndef CONV_ASSERT
#include <assert.h>
#define CONV_ASSERT(c) assert(c)
#endif

#ifndef CONV_MAX_BLOCKS
#define CONV_MAX_BLOCKS (1u << 28)
#endif
#ifndef CONV_MAX_VALUES
#define CONV_MAX_VALUES (1u << 28)
#endif
#if CONV_MAX_VALUES > (1u << 30) || CONV_MAX_BLOCKS > (1u << 30)
#error "CONV_MAX_VALUES and CONV_MAX_BLOCKS must be at most 2^30 (ids are packed in 64-bit keys)"
#endif

#if defined(__GNUC__) || defined(__clang__)
#define CONV__PRIVATE __attribute__((unused)) static
#else
#define CONV__PRIVATE static
#endif

#define CONV__NONE 0xffffffffu

/* >>util ============================================================== */

CONV__PRIVATE void *conv__default_alloc(size_t size, void *user) {
    (void)user;
    return malloc(size);
}
CONV__PRIVATE void *conv__default_realloc(void *ptr, size_t old_size, size_t new_size, void *user) {
    (void)user;
    (void)old_size;
    return realloc(ptr, new_size);
}
CONV__PRIVATE void conv__default_free(void *ptr, size_t size, void *user) {
    (void)user;
    (void)size;
    free(ptr);
}

/* Resolves a user allocator: all-NULL callbacks mean the C library, a
   partial set is an error rather than a silent fallback. */
CONV__PRIVATE conv_result conv__allocator_resolve(const conv_allocator *in, conv_allocator *out) {
    if (in == NULL || (in->alloc == NULL && in->realloc == NULL && in->free == NULL)) {
        out->alloc = conv__default_alloc;
        out->realloc = conv__default_realloc;
        out->free = conv__default_free;
        out->user = NULL;
        return CONV_OK;
    }
    if (in->alloc == NULL || in->realloc == NULL || in->free == NULL) return CONV_ERR_INVALID_ARGUMENT;
    *out = *in;
    return CONV_OK;
}

CONV__PRIVATE bool conv__mul_ok(size_t a, size_t b) { return b == 0 || a <= SIZE_MAX / b; }

CONV__PRIVATE void *conv__alloc(const conv_allocator *a, size_t size) {
    if (size == 0) size = 1;
    return a->alloc(size, a->user);
}
CONV__PRIVATE void *conv__alloc_array(const conv_allocator *a, size_t count, size_t elem) {
    if (!conv__mul_ok(count, elem)) return NULL;
    return conv__alloc(a, count * elem);
}
CONV__PRIVATE void *conv__calloc_array(const conv_allocator *a, size_t count, size_t elem) {
    void *p = conv__alloc_array(a, count, elem);
    if (p != NULL) memset(p, 0, count * elem == 0 ? 1 : count * elem);
    return p;
}
CONV__PRIVATE void conv__free(const conv_allocator *a, void *ptr, size_t size) {
    if (ptr != NULL) a->free(ptr, size == 0 ? 1 : size, a->user);
}
CONV__PRIVATE void conv__free_array(const conv_allocator *a, void *ptr, size_t count, size_t elem) {
    conv__free(a, ptr, count * elem);
}

CONV__PRIVATE char *conv__strndup(const conv_allocator *a, const char *s, size_t n) {
    char *p = (char *)conv__alloc(a, n + 1);
    if (p == NULL) return NULL;
    if (n) memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

/* A growable array of fixed-size elements. Capacity grows geometrically;
   counts are size_t so that overflow checks are simple. */
typedef struct conv__vec {
    void *data;
    size_t count;
    size_t cap;
} conv__vec;

CONV__PRIVATE conv_result conv__vec_reserve(const conv_allocator *a, conv__vec *v, size_t elem, size_t need) {
    size_t cap;
    void *p;
    if (need <= v->cap) return CONV_OK;
    cap = v->cap ? v->cap : 8;
    while (cap < need) {
        if (cap > SIZE_MAX / 2) return CONV_ERR_OUT_OF_MEMORY;
        cap *= 2;
    }
    if (!conv__mul_ok(cap, elem)) return CONV_ERR_OUT_OF_MEMORY;
    if (v->data == NULL)
        p = conv__alloc(a, cap * elem);
    else
        p = a->realloc(v->data, v->cap * elem, cap * elem, a->user);
    if (p == NULL) return CONV_ERR_OUT_OF_MEMORY;
    v->data = p;
    v->cap = cap;
    return CONV_OK;
}

/* Appends `n` elements copied from `src` (zeroed when src is NULL). */
CONV__PRIVATE conv_result conv__vec_push(const conv_allocator *a, conv__vec *v, size_t elem, const void *src,
                                         size_t n) {
    /* the readers push one record at a time: grow only when full */
    if (n > v->cap - v->count) {
        conv_result r;
        if (n > SIZE_MAX - v->count) return CONV_ERR_OUT_OF_MEMORY;
        r = conv__vec_reserve(a, v, elem, v->count + n);
        if (r != CONV_OK) return r;
    }
    if (n) {
        if (src)
            memcpy((char *)v->data + v->count * elem, src, n * elem);
        else
            memset((char *)v->data + v->count * elem, 0, n * elem);
    }
    v->count += n;
    return CONV_OK;
}

CONV__PRIVATE void conv__vec_free(const conv_allocator *a, conv__vec *v, size_t elem) {
    if (v->data) conv__free(a, v->data, v->cap * elem);
    v->data = NULL;
    v->count = v->cap = 0;
}

#define CONV__VEC_PUSH1(a, v, T, val) conv__vec_push((a), (v), sizeof(T), &(val), 1)
#define CONV__VEC(v, T) ((T *)(v).data)

/* Dense bitsets with 64-bit words. */
CONV__PRIVATE size_t conv__bitset_words(size_t bits) { return (bits + 63u) / 64u; }
CONV__PRIVATE void conv__bit_set(uint64_t *w, size_t i) { w[i >> 6] |= (uint64_t)1 << (i & 63u); }
CONV__PRIVATE void conv__bit_clear(uint64_t *w, size_t i) { w[i >> 6] &= ~((uint64_t)1 << (i & 63u)); }
CONV__PRIVATE bool conv__bit_test(const uint64_t *w, size_t i) { return (w[i >> 6] >> (i & 63u)) & 1u; }
/* Sets dst |= src over n words; returns whether dst changed. */
CONV__PRIVATE bool conv__bits_or(uint64_t *dst, const uint64_t *src, size_t n) {
    uint64_t changed = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        uint64_t old = dst[i];
        dst[i] = old | src[i];
        changed |= dst[i] ^ old;
    }
    return changed != 0;
}
CONV__PRIVATE size_t conv__bits_count(const uint64_t *w, size_t n) {
    size_t c = 0, i;
    for (i = 0; i < n; i++) {
        uint64_t x = w[i];
        while (x) {
            x &= x - 1u;
            c++;
        }
    }
    return c;
}

/* FNV-1a, used for name tables and for hashing constant text. */
CONV__PRIVATE uint64_t conv__hash(const char *s, size_t n) {
    uint64_t h = 1469598103934665603ull;
    size_t i;
    for (i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 1099511628211ull;
    }
    return h;
}

/* A pool of NUL-terminated strings addressed by 32-bit offsets. Offset 0 is
   the empty string and means "no name". */
typedef struct conv__strpool {
    conv__vec chars;
} conv__strpool;

CONV__PRIVATE conv_result conv__strpool_add(const conv_allocator *a, conv__strpool *p, const char *s, size_t n,
                                            uint32_t *out) {
    conv_result r;
    size_t at;
    char zero = '\0';
    if (p->chars.count == 0) {
        r = CONV__VEC_PUSH1(a, &p->chars, char, zero);
        if (r != CONV_OK) return r;
    }
    at = p->chars.count;
    if (at + n + 1 > 0xffffffffu) return CONV_ERR_LIMIT;
    /* the string and its NUL in one step */
    r = conv__vec_reserve(a, &p->chars, 1, at + n + 1u);
    if (r != CONV_OK) return r;
    if (n) memcpy((char *)p->chars.data + at, s, n);
    ((char *)p->chars.data)[at + n] = zero;
    p->chars.count = at + n + 1u;
    *out = (uint32_t)at;
    return CONV_OK;
}
CONV__PRIVATE const char *conv__strpool_get(const conv__strpool *p, uint32_t off) {
    if (p->chars.data == NULL) return "";
    return (const char *)p->chars.data + off;
}

/* An open-addressing hash index from names to item indices. The items keep
   their own names; the index stores item numbers (index+1; 0 = empty) and
   asks `name_of` for an item's name when probing or rehashing. */
typedef const char *(*conv__name_of_fn)(const void *ctx, uint32_t item);

typedef struct conv__nameindex {
    uint32_t *slots;  /* item + 1, 0 = empty */
    uint32_t *hashes; /* the name's hash per slot: most probes compare it only */
    uint32_t cap;     /* power of two or 0 */
    uint32_t count;
} conv__nameindex;

CONV__PRIVATE uint32_t conv__nameindex_find(const conv__nameindex *t, conv__name_of_fn name_of, const void *ctx,
                                            const char *name, size_t n) {
    uint32_t mask, i, h;
    if (t->cap == 0) return CONV__NONE;
    mask = t->cap - 1u;
    h = (uint32_t)conv__hash(name, n);
    i = h & mask;
    for (;;) {
        uint32_t item = t->slots[i];
        if (item == 0) return CONV__NONE;
        if (t->hashes[i] == h) {
            const char *s = name_of(ctx, item - 1u);
            if (strncmp(s, name, n) == 0 && s[n] == '\0') return item - 1u;
        }
        i = (i + 1u) & mask;
    }
}

/* Room for n items without growing (a table at most half full). */
CONV__PRIVATE conv_result conv__nameindex_reserve(const conv_allocator *a, conv__nameindex *t, size_t n) {
    uint32_t ncap, k;
    uint32_t *ns, *nh;
    if (n > (1u << 29)) return CONV_ERR_LIMIT;
    if (n * 2u <= t->cap) return CONV_OK;
    ncap = t->cap ? t->cap : 16u;
    while ((size_t)ncap < n * 2u) ncap *= 2u;
    ns = (uint32_t *)conv__calloc_array(a, ncap, sizeof(uint32_t));
    nh = (uint32_t *)conv__alloc_array(a, ncap, sizeof(uint32_t));
    if (ns == NULL || nh == NULL) {
        conv__free_array(a, ns, ncap, sizeof(uint32_t));
        conv__free_array(a, nh, ncap, sizeof(uint32_t));
        return CONV_ERR_OUT_OF_MEMORY;
    }
    for (k = 0; k < t->cap; k++) {
        if (t->slots[k]) {
            uint32_t j = t->hashes[k] & (ncap - 1u);
            while (ns[j]) j = (j + 1u) & (ncap - 1u);
            ns[j] = t->slots[k];
            nh[j] = t->hashes[k];
        }
    }
    conv__free_array(a, t->slots, t->cap, sizeof(uint32_t));
    conv__free_array(a, t->hashes, t->cap, sizeof(uint32_t));
    t->slots = ns;
    t->hashes = nh;
    t->cap = ncap;
    return CONV_OK;
}

CONV__PRIVATE conv_result conv__nameindex_insert(const conv_allocator *a, conv__nameindex *t,
                                                 conv__name_of_fn name_of, const void *ctx, uint32_t item) {
    uint32_t mask, i, h;
    const char *s;
    conv_result r = conv__nameindex_reserve(a, t, (size_t)t->count + 1u);
    if (r != CONV_OK) return r;
    mask = t->cap - 1u;
    s = name_of(ctx, item);
    h = (uint32_t)conv__hash(s, strlen(s));
    i = h & mask;
    while (t->slots[i]) i = (i + 1u) & mask;
    t->slots[i] = item + 1u;
    t->hashes[i] = h;
    t->count++;
    return CONV_OK;
}

/* Removes `item` (backward-shift deletion keeps every probe chain intact,
   so no tombstones and no allocation: failure paths may call it). */
CONV__PRIVATE void conv__nameindex_remove(conv__nameindex *t, uint32_t item) {
    uint32_t mask, hole, j;
    if (t->cap == 0) return;
    mask = t->cap - 1u;
    for (hole = 0; hole < t->cap && t->slots[hole] != item + 1u; hole++) {}
    if (hole == t->cap) return;
    t->slots[hole] = 0;
    t->count--;
    for (j = (hole + 1u) & mask; t->slots[j]; j = (j + 1u) & mask) {
        uint32_t home = t->hashes[j] & mask;
        /* the entry at j may fill the hole unless its home lies in (hole, j] */
        bool stays = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j);
        if (stays) continue;
        t->slots[hole] = t->slots[j];
        t->hashes[hole] = t->hashes[j];
        t->slots[j] = 0;
        hole = j;
    }
}

CONV__PRIVATE void conv__nameindex_free(const conv_allocator *a, conv__nameindex *t) {
    conv__free_array(a, t->slots, t->cap, sizeof(uint32_t));
    conv__free_array(a, t->hashes, t->cap, sizeof(uint32_t));
    t->slots = NULL;
    t->hashes = NULL;
    t->cap = t->count = 0;
}

/* An open-addressing map from nonzero 64-bit keys to 32-bit values, for
   sets of pairs (key 0 marks an empty slot). */
typedef struct conv__u64map {
    uint64_t *keys;
    uint32_t *values;
    uint32_t cap; /* power of two or 0 */
    uint32_t count;
} conv__u64map;

CONV__PRIVATE uint32_t conv__u64map_slot(uint64_t key, uint32_t mask) {
    key ^= key >> 33;
    key *= 0xff51afd7ed558ccdull;
    key ^= key >> 33;
    return (uint32_t)key & mask;
}

/* The value of key, or CONV__NONE. */
CONV__PRIVATE uint32_t conv__u64map_get(const conv__u64map *m, uint64_t key) {
    uint32_t i;
    if (m->cap == 0) return CONV__NONE;
    for (i = conv__u64map_slot(key, m->cap - 1u); m->keys[i]; i = (i + 1u) & (m->cap - 1u))
        if (m->keys[i] == key) return m->values[i];
    return CONV__NONE;
}

/* Inserts or overwrites key (nonzero). */
CONV__PRIVATE conv_result conv__u64map_put(const conv_allocator *a, conv__u64map *m, uint64_t key, uint32_t value) {
    uint32_t i;
    if ((size_t)(m->count + 1u) * 2u > m->cap) {
        uint32_t ncap = m->cap ? m->cap * 2u : 16u, k;
        uint64_t *nk;
        uint32_t *nv;
        if (ncap == 0 || ncap > (1u << 30)) return CONV_ERR_LIMIT;
        nk = (uint64_t *)conv__calloc_array(a, ncap, sizeof(uint64_t));
        nv = (uint32_t *)conv__alloc_array(a, ncap, sizeof(uint32_t));
        if (nk == NULL || nv == NULL) {
            conv__free_array(a, nk, ncap, sizeof(uint64_t));
            conv__free_array(a, nv, ncap, sizeof(uint32_t));
            return CONV_ERR_OUT_OF_MEMORY;
        }
        for (k = 0; k < m->cap; k++) {
            if (m->keys[k] == 0) continue;
            for (i = conv__u64map_slot(m->keys[k], ncap - 1u); nk[i]; i = (i + 1u) & (ncap - 1u)) {
            }
            nk[i] = m->keys[k];
            nv[i] = m->values[k];
        }
        conv__free_array(a, m->keys, m->cap, sizeof(uint64_t));
        conv__free_array(a, m->values, m->cap, sizeof(uint32_t));
        m->keys = nk;
        m->values = nv;
        m->cap = ncap;
    }
    for (i = conv__u64map_slot(key, m->cap - 1u); m->keys[i] && m->keys[i] != key; i = (i + 1u) & (m->cap - 1u)) {
    }
    if (m->keys[i] == 0) m->count++;
    m->keys[i] = key;
    m->values[i] = value;
    return CONV_OK;
}

CONV__PRIVATE void conv__u64map_free(const conv_allocator *a, conv__u64map *m) {
    conv__free_array(a, m->keys, m->cap, sizeof(uint64_t));
    conv__free_array(a, m->values, m->cap, sizeof(uint32_t));
    memset(m, 0, sizeof *m);
}

/* --- diagnostics --- */

typedef struct conv__diag_rec {
    conv_diag pub;
    size_t sizes[6]; /* allocation sizes of the six owned strings */
} conv__diag_rec;

struct conv_diags {
    conv_allocator allocator;
    conv__vec items; /* conv__diag_rec */
    uint32_t errors;
};

static const char *const conv__result_names[] = {
#define CONV__RESULT_NAME(name, text) text,
    CONV_RESULT_LIST(CONV__RESULT_NAME)
#undef CONV__RESULT_NAME
};

CONV__PRIVATE void conv__diag_rec_free(const conv_allocator *a, conv__diag_rec *d) {
    conv__free(a, (void *)(uintptr_t)d->pub.code, d->sizes[0]);
    conv__free(a, (void *)(uintptr_t)d->pub.message, d->sizes[1]);
    conv__free(a, (void *)(uintptr_t)d->pub.file, d->sizes[2]);
    conv__free(a, (void *)(uintptr_t)d->pub.function, d->sizes[3]);
    conv__free(a, (void *)(uintptr_t)d->pub.block, d->sizes[4]);
    conv__free(a, (void *)(uintptr_t)d->pub.instruction, d->sizes[5]);
}

/* Adds a diagnostic with a printf-formatted message. A NULL list ignores
   it; running out of memory while reporting drops the diagnostic (the
   caller's own result already says what went wrong). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 9, 10)))
#endif
CONV__PRIVATE conv_result conv__diagf(conv_diags *diags, const char *code, conv_severity sev, const char *file,
                                      const char *function, const char *block, uint32_t line, uint32_t col,
                                      const char *fmt, ...) {
    char buf[512];
    va_list ap;
    conv_diag d;
    if (diags == NULL) return CONV_OK;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    memset(&d, 0, sizeof d);
    d.code = code;
    d.severity = sev;
    d.message = buf;
    d.file = file;
    d.function = function;
    d.block = block;
    d.line = line;
    d.col = col;
    return conv_diags_add(diags, &d);
}

/* >>graph ============================================================= */

typedef struct conv__value_rec {
    uint32_t kind;
    uint32_t flags;
    uint32_t block;      /* block index + 1, 0 for arguments and constants */
    uint32_t name;       /* pool offset, 0 = unnamed */
    uint32_t opcode;     /* pool offset: opcode or callee */
    uint32_t ops_begin;  /* into function->operands */
    uint32_t ops_count;
    uint32_t refs_begin; /* into function->blockrefs: successors, or phi incoming */
    uint32_t refs_count;
    uint32_t token;      /* value id or 0 */
    uint32_t next;       /* next instruction of the block before finalize (id) */
    uint32_t origin;     /* the id of the value of the function this one was
                            copied from (conv_function_clone), 0 = itself */
    uint32_t line, col;
    int64_t immediate;   /* CONSTANT: value; SWITCH: index of first case value */
    /* What the concrete interpreter needs that the graph does not say
       (docs/semantics.md, concrete mode), set by the readers; zero when
       unknown, and then the value is hashed. Copies drop it. */
    uint32_t cwidth;     /* result: scalar bit width | components << 8 */
    uint32_t aux_begin, aux_count; /* into function->aux: per-opcode words */
} conv__value_rec;

/* A structured-control-flow declaration kept from SPIR-V (OpLoopMerge,
   OpSelectionMerge): block ids, cont 0 for a selection. */
typedef struct conv__merge_rec {
    uint32_t block, merge, cont;
} conv__merge_rec;

typedef struct conv__block_rec {
    uint32_t name;
    uint32_t first, last; /* instruction ids before finalize */
    uint32_t terminator;  /* instruction id, 0 = none yet */
} conv__block_rec;

struct conv_function {
    conv_module *module;
    const conv_allocator *allocator; /* the module's */
    uint32_t name;                   /* in module pool */
    uint32_t flags;
    uint32_t line, col;
    bool finalized;
    conv__strpool names; /* block and value names, opcodes */
    conv__vec blocks;    /* conv__block_rec */
    conv__vec values;    /* conv__value_rec */
    conv__vec operands;  /* conv_value */
    conv__vec blockrefs; /* conv_block */
    conv__vec cases;     /* int64_t */
    conv__vec args;      /* conv_value */
    conv__nameindex block_index, value_index;
    /* Compact form built by finalize. */
    uint32_t *succ_begin;   /* blocks + 1 */
    conv_block *succ;       /* edges */
    uint32_t *pred_begin;   /* blocks + 1 */
    conv_block *pred;       /* edges */
    uint32_t *edge_source;  /* edges: source block index */
    uint32_t *inst_begin;   /* blocks + 1 */
    conv_value *insts;
    conv_block *rpo;
    uint32_t *rpo_index;    /* blocks; CONV__NONE = unreachable */
    uint32_t edge_count, inst_count, rpo_count;
    conv__vec merges;       /* conv__merge_rec, by block: SPIR-V merge declarations */
    conv__vec aux;          /* int64_t: the concrete words of conv__value_rec */
};

struct conv_module {
    conv_allocator allocator;
    conv__strpool names;
    uint32_t target;        /* pool offset */
    conv__vec functions;    /* conv_function * */
    conv__vec function_names; /* uint32_t pool offsets, parallel to functions */
    conv__nameindex function_index;
};

#define CONV__VAL(f, id) (&CONV__VEC((f)->values, conv__value_rec)[(id) - 1u])
#define CONV__BLK(f, id) (&CONV__VEC((f)->blocks, conv__block_rec)[(id) - 1u])

CONV__PRIVATE void conv__function_free_compact(conv_function *f) {
    const conv_allocator *a = f->allocator;
    size_t nb = f->blocks.count;
    conv__free_array(a, f->succ_begin, nb + 1, sizeof(uint32_t));
    conv__free_array(a, f->succ, f->edge_count, sizeof(conv_block));
    conv__free_array(a, f->pred_begin, nb + 1, sizeof(uint32_t));
    conv__free_array(a, f->pred, f->edge_count, sizeof(conv_block));
    conv__free_array(a, f->edge_source, f->edge_count, sizeof(uint32_t));
    conv__free_array(a, f->inst_begin, nb + 1, sizeof(uint32_t));
    conv__free_array(a, f->insts, f->inst_count, sizeof(conv_value));
    conv__free_array(a, f->rpo, nb, sizeof(conv_block));
    conv__free_array(a, f->rpo_index, nb, sizeof(uint32_t));
    f->succ_begin = f->pred_begin = f->edge_source = f->inst_begin = f->rpo_index = NULL;
    f->succ = f->pred = f->rpo = NULL;
    f->insts = NULL;
}

CONV__PRIVATE void conv__function_free(conv_function *f) {
    const conv_allocator *a;
    if (f == NULL) return;
    a = f->allocator;
    conv__function_free_compact(f);
    conv__vec_free(a, &f->names.chars, 1);
    conv__vec_free(a, &f->blocks, sizeof(conv__block_rec));
    conv__vec_free(a, &f->values, sizeof(conv__value_rec));
    conv__vec_free(a, &f->operands, sizeof(conv_value));
    conv__vec_free(a, &f->blockrefs, sizeof(conv_block));
    conv__vec_free(a, &f->cases, sizeof(int64_t));
    conv__vec_free(a, &f->aux, sizeof(int64_t));
    conv__vec_free(a, &f->args, sizeof(conv_value));
    conv__vec_free(a, &f->merges, sizeof(conv__merge_rec));
    conv__nameindex_free(a, &f->block_index);
    conv__nameindex_free(a, &f->value_index);
    conv__free(a, f, sizeof *f);
}

CONV__PRIVATE bool conv__block_ok(const conv_function *f, conv_block b) {
    return f != NULL && b.id != 0 && b.id <= f->blocks.count;
}
CONV__PRIVATE bool conv__value_ok(const conv_function *f, conv_value v) {
    return f != NULL && v.id != 0 && v.id <= f->values.count;
}

CONV__PRIVATE const char *conv__value_name_of(const void *ctx, uint32_t item) {
    const conv_function *f = (const conv_function *)ctx;
    return conv__strpool_get(&f->names, CONV__VEC(f->values, conv__value_rec)[item].name);
}
CONV__PRIVATE const char *conv__block_name_of(const void *ctx, uint32_t item) {
    const conv_function *f = (const conv_function *)ctx;
    return conv__strpool_get(&f->names, CONV__VEC(f->blocks, conv__block_rec)[item].name);
}
CONV__PRIVATE const char *conv__function_name_of(const void *ctx, uint32_t item) {
    const conv_module *m = (const conv_module *)ctx;
    return conv__strpool_get(&m->names, CONV__VEC(m->function_names, uint32_t)[item]);
}

/* Adds a value record without indexing its name: callers index it with
   conv__function_index_value as their last fallible step, so that a
   failure can be rolled back by truncating the vectors. */
CONV__PRIVATE conv_result conv__function_new_value(conv_function *f, conv_kind kind, const char *name, uint32_t flags,
                                                   uint32_t *out_id) {
    const conv_allocator *a = f->allocator;
    conv__value_rec rec;
    conv_result r;
    size_t pool_mark = f->names.chars.count;
    uint32_t id;
    if (f->values.count >= CONV_MAX_VALUES) return CONV_ERR_LIMIT;
    memset(&rec, 0, sizeof rec);
    rec.kind = (uint32_t)kind;
    rec.flags = flags;
    if (name != NULL) {
        size_t n = strlen(name);
        if (n == 0) return CONV_ERR_INVALID_ARGUMENT;
        if (conv__nameindex_find(&f->value_index, conv__value_name_of, f, name, n) != CONV__NONE)
            return CONV_ERR_DUPLICATE;
        r = conv__strpool_add(a, &f->names, name, n, &rec.name);
        if (r != CONV_OK) return r;
        rec.flags |= CONV_FLAG_HAS_RESULT;
    }
    r = CONV__VEC_PUSH1(a, &f->values, conv__value_rec, rec);
    if (r != CONV_OK) {
        f->names.chars.count = pool_mark;
        return r;
    }
    id = (uint32_t)f->values.count;
    *out_id = id;
    return CONV_OK;
}

/* Room for what a parser is about to add, so that the arrays are not
   copied as they grow (page faults on fresh memory dominate building a
   large function otherwise). Counts are upper bounds; only capacity
   changes. */
CONV__PRIVATE conv_result conv__function_reserve(conv_function *f, size_t blocks, size_t values, size_t named,
                                                 size_t operands, size_t blockrefs) {
    const conv_allocator *a = f->allocator;
    conv_result r = conv__vec_reserve(a, &f->blocks, sizeof(conv__block_rec), f->blocks.count + blocks);
    if (r == CONV_OK) r = conv__vec_reserve(a, &f->values, sizeof(conv__value_rec), f->values.count + values);
    if (r == CONV_OK) r = conv__vec_reserve(a, &f->operands, sizeof(conv_value), f->operands.count + operands);
    if (r == CONV_OK) r = conv__vec_reserve(a, &f->blockrefs, sizeof(conv_block), f->blockrefs.count + blockrefs);
    if (r == CONV_OK) r = conv__nameindex_reserve(a, &f->block_index, (size_t)f->block_index.count + blocks);
    /* only named values are indexed: a table sized for every value is
       mostly empty yet touched all over (10^6 blocks: 32 MB for 8 MB of
       names) */
    if (r == CONV_OK) r = conv__nameindex_reserve(a, &f->value_index, (size_t)f->value_index.count + named);
    return r;
}

CONV__PRIVATE conv_result conv__function_index_value(conv_function *f, uint32_t id) {
    if (CONV__VAL(f, id)->name == 0) return CONV_OK;
    return conv__nameindex_insert(f->allocator, &f->value_index, conv__value_name_of, f, id - 1u);
}

CONV__PRIVATE bool conv__kind_is_terminator(uint32_t k) {
    return k == CONV_KIND_BRANCH || k == CONV_KIND_SWITCH || k == CONV_KIND_RETURN || k == CONV_KIND_UNREACHABLE ||
           k == CONV_KIND_INVOKE;
}

/* Flags that follow from an instruction's kind; printers omit them. */
CONV__PRIVATE uint32_t conv__implied_flags(uint32_t kind) {
    switch ((conv_kind)kind) {
    case CONV_KIND_ENTRY:
    case CONV_KIND_LOOP:
    case CONV_KIND_ANCHOR:
        return CONV_FLAG_CONVERGENT | CONV_FLAG_TOKEN;
    case CONV_KIND_GENERIC:
    case CONV_KIND_PHI:
    case CONV_KIND_CALL:
    case CONV_KIND_BRANCH:
    case CONV_KIND_SWITCH:
    case CONV_KIND_RETURN:
    case CONV_KIND_UNREACHABLE:
    case CONV_KIND_INVOKE:
    case CONV_KIND_ARGUMENT:
    case CONV_KIND_CONSTANT:
    case CONV_KIND_COUNT:
        break;
    }
    return 0;
}

/* Stores operand (and incoming) arrays for an instruction. */
CONV__PRIVATE conv_result conv__store_operands(conv_function *f, conv__value_rec *rec, const conv_value *ops,
                                               const conv_block *incoming, uint32_t count) {
    const conv_allocator *a = f->allocator;
    size_t ops_mark = f->operands.count, refs_mark = f->blockrefs.count;
    conv_result r;
    uint32_t i;
    for (i = 0; i < count; i++) {
        if (!conv__value_ok(f, ops[i])) return CONV_ERR_INVALID_ARGUMENT;
        if (incoming && !conv__block_ok(f, incoming[i])) return CONV_ERR_INVALID_ARGUMENT;
    }
    if (f->operands.count + count > 0xffffffffu || f->blockrefs.count + count > 0xffffffffu) return CONV_ERR_LIMIT;
    r = conv__vec_push(a, &f->operands, sizeof(conv_value), ops, count);
    if (r != CONV_OK) return r;
    if (incoming) {
        r = conv__vec_push(a, &f->blockrefs, sizeof(conv_block), incoming, count);
        if (r != CONV_OK) {
            f->operands.count = ops_mark;
            return r;
        }
        rec->refs_begin = (uint32_t)refs_mark;
        rec->refs_count = count;
    }
    rec->ops_begin = (uint32_t)ops_mark;
    rec->ops_count = count;
    return CONV_OK;
}

/* --- base: public --- */

CONVDEF const char *conv_result_str(conv_result result) {
    if ((int)result < 0 || result >= CONV_RESULT_COUNT) return "unknown result";
    return conv__result_names[result];
}

CONVDEF conv_result conv_diags_create(const conv_allocator *allocator, conv_diags **out) {
    conv_allocator a;
    conv_diags *d;
    conv_result r;
    if (out == NULL) return CONV_ERR_INVALID_ARGUMENT;
    r = conv__allocator_resolve(allocator, &a);
    if (r != CONV_OK) return r;
    d = (conv_diags *)conv__alloc(&a, sizeof *d);
    if (d == NULL) return CONV_ERR_OUT_OF_MEMORY;
    memset(d, 0, sizeof *d);
    d->allocator = a;
    *out = d;
    return CONV_OK;
}

CONVDEF void conv_diags_clear(conv_diags *d) {
    size_t i;
    if (d == NULL) return;
    for (i = 0; i < d->items.count; i++) conv__diag_rec_free(&d->allocator, &CONV__VEC(d->items, conv__diag_rec)[i]);
    d->items.count = 0;
    d->errors = 0;
}

CONVDEF void conv_diags_destroy(conv_diags *d) {
    conv_allocator a;
    if (d == NULL) return;
    conv_diags_clear(d);
    a = d->allocator;
    conv__vec_free(&a, &d->items, sizeof(conv__diag_rec));
    conv__free(&a, d, sizeof *d);
}

CONVDEF uint32_t conv_diags_count(const conv_diags *d) { return d ? (uint32_t)d->items.count : 0u; }
CONVDEF uint32_t conv_diags_error_count(const conv_diags *d) { return d ? d->errors : 0u; }

CONVDEF const conv_diag *conv_diags_get(const conv_diags *d, uint32_t index) {
    if (d == NULL || index >= d->items.count) return NULL;
    return &CONV__VEC(d->items, conv__diag_rec)[index].pub;
}

CONVDEF conv_result conv_diags_add(conv_diags *d, const conv_diag *diag) {
    conv__diag_rec rec;
    const char *src[6];
    char *dst[6];
    int i;
    if (d == NULL || diag == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if (d->items.count >= 0xffffffffu) return CONV_ERR_LIMIT;
    memset(&rec, 0, sizeof rec);
    rec.pub = *diag;
    src[0] = diag->code ? diag->code : "error";
    src[1] = diag->message ? diag->message : "";
    src[2] = diag->file;
    src[3] = diag->function;
    src[4] = diag->block;
    src[5] = diag->instruction;
    for (i = 0; i < 6; i++) {
        dst[i] = NULL;
        if (src[i] != NULL) {
            size_t n = strlen(src[i]);
            dst[i] = conv__strndup(&d->allocator, src[i], n);
            rec.sizes[i] = n + 1;
            if (dst[i] == NULL) {
                while (i-- > 0) conv__free(&d->allocator, dst[i], rec.sizes[i]);
                return CONV_ERR_OUT_OF_MEMORY;
            }
        }
    }
    rec.pub.code = dst[0];
    rec.pub.message = dst[1];
    rec.pub.file = dst[2];
    rec.pub.function = dst[3];
    rec.pub.block = dst[4];
    rec.pub.instruction = dst[5];
    if (CONV__VEC_PUSH1(&d->allocator, &d->items, conv__diag_rec, rec) != CONV_OK) {
        conv__diag_rec_free(&d->allocator, &rec);
        return CONV_ERR_OUT_OF_MEMORY;
    }
    if (diag->severity == CONV_SEVERITY_ERROR) d->errors++;
    return CONV_OK;
}

CONVDEF size_t conv_diags_format(const conv_diags *d, uint32_t index, char *buf, size_t size) {
    const conv_diag *g = conv_diags_get(d, index);
    const char *sev;
    int n;
    if (g == NULL) {
        if (buf && size) buf[0] = '\0';
        return 0;
    }
    sev = g->severity == CONV_SEVERITY_ERROR ? "error" : g->severity == CONV_SEVERITY_WARNING ? "warning" : "note";
    if (g->line)
        n = snprintf(buf, size, "%s:%u:%u: %s: [%s] %s", g->file ? g->file : "<input>", (unsigned)g->line,
                     (unsigned)g->col, sev, g->code, g->message);
    else
        n = snprintf(buf, size, "%s: %s: [%s] %s", g->file ? g->file : "<input>", sev, g->code, g->message);
    return n < 0 ? 0u : (size_t)n;
}

/* --- graph: public --- */

CONVDEF conv_result conv_module_create(const conv_module_desc *desc, conv_module **out) {
    conv_allocator a;
    conv_module *m;
    conv_result r;
    if (out == NULL) return CONV_ERR_INVALID_ARGUMENT;
    r = conv__allocator_resolve(desc ? &desc->allocator : NULL, &a);
    if (r != CONV_OK) return r;
    m = (conv_module *)conv__alloc(&a, sizeof *m);
    if (m == NULL) return CONV_ERR_OUT_OF_MEMORY;
    memset(m, 0, sizeof *m);
    m->allocator = a;
    if (desc && desc->target) {
        r = conv__strpool_add(&m->allocator, &m->names, desc->target, strlen(desc->target), &m->target);
        if (r != CONV_OK) {
            conv__free(&a, m, sizeof *m);
            return r;
        }
    }
    *out = m;
    return CONV_OK;
}

CONVDEF void conv_module_destroy(conv_module *m) {
    conv_allocator a;
    size_t i;
    if (m == NULL) return;
    a = m->allocator;
    for (i = 0; i < m->functions.count; i++) conv__function_free(CONV__VEC(m->functions, conv_function *)[i]);
    conv__vec_free(&a, &m->functions, sizeof(conv_function *));
    conv__vec_free(&a, &m->function_names, sizeof(uint32_t));
    conv__vec_free(&a, &m->names.chars, 1);
    conv__nameindex_free(&a, &m->function_index);
    conv__free(&a, m, sizeof *m);
}

CONVDEF const char *conv_module_target(const conv_module *m) {
    if (m == NULL || m->target == 0) return NULL;
    return conv__strpool_get(&m->names, m->target);
}
CONVDEF uint32_t conv_module_function_count(const conv_module *m) { return m ? (uint32_t)m->functions.count : 0u; }
CONVDEF conv_function *conv_module_function(const conv_module *m, uint32_t index) {
    if (m == NULL || index >= m->functions.count) return NULL;
    return CONV__VEC(m->functions, conv_function *)[index];
}
CONVDEF conv_function *conv_module_find_function(const conv_module *m, const char *name) {
    uint32_t i;
    if (m == NULL || name == NULL) return NULL;
    i = conv__nameindex_find(&m->function_index, conv__function_name_of, m, name, strlen(name));
    return i == CONV__NONE ? NULL : CONV__VEC(m->functions, conv_function *)[i];
}

CONVDEF conv_result conv_module_add_function(conv_module *m, const conv_function_desc *desc, conv_function **out) {
    const conv_allocator *a;
    conv_function *f;
    conv_result r;
    size_t n, pool_mark;
    uint32_t off;
    if (m == NULL || desc == NULL || desc->name == NULL || (desc->flags & ~(uint32_t)CONV_FUNCTION_FLAGS_ALL))
        return CONV_ERR_INVALID_ARGUMENT;
    n = strlen(desc->name);
    if (n == 0) return CONV_ERR_INVALID_ARGUMENT;
    if (conv__nameindex_find(&m->function_index, conv__function_name_of, m, desc->name, n) != CONV__NONE)
        return CONV_ERR_DUPLICATE;
    a = &m->allocator;
    pool_mark = m->names.chars.count;
    r = conv__strpool_add(a, &m->names, desc->name, n, &off);
    if (r != CONV_OK) return r;
    f = (conv_function *)conv__alloc(a, sizeof *f);
    if (f == NULL) {
        m->names.chars.count = pool_mark;
        return CONV_ERR_OUT_OF_MEMORY;
    }
    memset(f, 0, sizeof *f);
    f->module = m;
    f->allocator = a;
    f->name = off;
    f->flags = desc->flags;
    f->line = desc->line;
    f->col = desc->col;
    r = CONV__VEC_PUSH1(a, &m->functions, conv_function *, f);
    if (r == CONV_OK) {
        r = CONV__VEC_PUSH1(a, &m->function_names, uint32_t, off);
        if (r != CONV_OK) m->functions.count--;
    }
    if (r == CONV_OK) {
        r = conv__nameindex_insert(a, &m->function_index, conv__function_name_of, m,
                                   (uint32_t)m->functions.count - 1u);
        if (r != CONV_OK) {
            m->functions.count--;
            m->function_names.count--;
        }
    }
    if (r != CONV_OK) {
        conv__free(a, f, sizeof *f);
        m->names.chars.count = pool_mark;
        return r;
    }
    if (out) *out = f;
    return CONV_OK;
}

CONVDEF conv_result conv_function_add_argument(conv_function *f, const char *name, uint32_t flags, conv_value *out) {
    conv_result r;
    uint32_t id;
    size_t pool_mark;
    conv_value v;
    if (f == NULL || (flags & ~(uint32_t)(CONV_FLAG_DIVERGENCE_SOURCE | CONV_FLAG_ALWAYS_UNIFORM | CONV_FLAG_TOKEN)))
        return CONV_ERR_INVALID_ARGUMENT;
    if (f->finalized) return CONV_ERR_FINALIZED;
    r = conv__vec_reserve(f->allocator, &f->args, sizeof(conv_value), f->args.count + 1);
    if (r != CONV_OK) return r;
    pool_mark = f->names.chars.count;
    r = conv__function_new_value(f, CONV_KIND_ARGUMENT, name, flags, &id);
    if (r != CONV_OK) return r;
    r = conv__function_index_value(f, id);
    if (r != CONV_OK) {
        f->values.count--;
        f->names.chars.count = pool_mark;
        return r;
    }
    v.id = id;
    CONV__VEC(f->args, conv_value)[f->args.count++] = v;
    if (out) *out = v;
    return CONV_OK;
}

CONVDEF conv_result conv_function_add_constant(conv_function *f, int64_t immediate, const char *name,
                                               conv_value *out) {
    conv_result r;
    uint32_t id;
    size_t pool_mark;
    if (f == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if (f->finalized) return CONV_ERR_FINALIZED;
    pool_mark = f->names.chars.count;
    r = conv__function_new_value(f, CONV_KIND_CONSTANT, name, 0, &id);
    if (r != CONV_OK) return r;
    r = conv__function_index_value(f, id);
    if (r != CONV_OK) {
        f->values.count--;
        f->names.chars.count = pool_mark;
        return r;
    }
    CONV__VAL(f, id)->immediate = immediate;
    CONV__VAL(f, id)->flags &= ~(uint32_t)CONV_FLAG_HAS_RESULT;
    if (out) out->id = id;
    return CONV_OK;
}

CONVDEF conv_result conv_function_add_block(conv_function *f, const char *name, conv_block *out) {
    const conv_allocator *a;
    conv__block_rec rec;
    conv_result r;
    size_t n, pool_mark;
    char numbuf[16];
    if (f == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if (f->finalized) return CONV_ERR_FINALIZED;
    if (f->flags & CONV_FUNCTION_DECLARATION) return CONV_ERR_INVALID_ARGUMENT;
    if (f->blocks.count >= CONV_MAX_BLOCKS) return CONV_ERR_LIMIT;
    a = f->allocator;
    if (name == NULL) {
        snprintf(numbuf, sizeof numbuf, "%u", (unsigned)f->blocks.count);
        name = numbuf;
    }
    n = strlen(name);
    if (n == 0) return CONV_ERR_INVALID_ARGUMENT;
    if (conv__nameindex_find(&f->block_index, conv__block_name_of, f, name, n) != CONV__NONE)
        return CONV_ERR_DUPLICATE;
    memset(&rec, 0, sizeof rec);
    pool_mark = f->names.chars.count;
    r = conv__strpool_add(a, &f->names, name, n, &rec.name);
    if (r != CONV_OK) return r;
    r = CONV__VEC_PUSH1(a, &f->blocks, conv__block_rec, rec);
    if (r == CONV_OK) {
        r = conv__nameindex_insert(a, &f->block_index, conv__block_name_of, f, (uint32_t)f->blocks.count - 1u);
        if (r != CONV_OK) f->blocks.count--;
    }
    if (r != CONV_OK) {
        f->names.chars.count = pool_mark;
        return r;
    }
    if (out) out->id = (uint32_t)f->blocks.count;
    return CONV_OK;
}

CONVDEF conv_result conv_function_add_inst(conv_function *f, conv_block block, const conv_inst_desc *d,
                                           conv_value *out) {
    const conv_allocator *a;
    conv_result r;
    uint32_t id, k;
    conv__value_rec *rec;
    conv__block_rec *brec;
    size_t ops_mark, refs_mark, cases_mark, pool_mark, vals_mark;
    if (f == NULL || d == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if (f->finalized) return CONV_ERR_FINALIZED;
    if (!conv__block_ok(f, block)) return CONV_ERR_INVALID_ARGUMENT;
    if ((unsigned)d->kind >= (unsigned)CONV_KIND_ARGUMENT) return CONV_ERR_INVALID_ARGUMENT;
    if (d->flags & ~(uint32_t)CONV_FLAG_ALL) return CONV_ERR_INVALID_ARGUMENT;
    if ((d->operands_count && d->operands == NULL) || (d->successors_count && d->successors == NULL))
        return CONV_ERR_INVALID_ARGUMENT;
    if (d->kind == CONV_KIND_PHI && d->operands_count && d->incoming == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if (d->kind == CONV_KIND_SWITCH && d->successors_count > 1 && d->case_values == NULL)
        return CONV_ERR_INVALID_ARGUMENT;
    if (!conv__kind_is_terminator((uint32_t)d->kind) && d->successors_count) return CONV_ERR_INVALID_ARGUMENT;
    if (d->token.id != 0 && !conv__value_ok(f, d->token)) return CONV_ERR_INVALID_ARGUMENT;
    for (k = 0; k < d->successors_count; k++)
        if (!conv__block_ok(f, d->successors[k])) return CONV_ERR_INVALID_ARGUMENT;
    brec = CONV__BLK(f, block.id);
    if (brec->terminator != 0) return CONV_ERR_INVALID_GRAPH;
    a = f->allocator;
    ops_mark = f->operands.count;
    refs_mark = f->blockrefs.count;
    cases_mark = f->cases.count;
    pool_mark = f->names.chars.count;
    vals_mark = f->values.count;
    r = conv__function_new_value(f, d->kind, d->name, d->flags | conv__implied_flags((uint32_t)d->kind), &id);
    if (r != CONV_OK) return r;
    rec = CONV__VAL(f, id);
    rec->block = block.id;
    rec->token = d->token.id;
    rec->line = d->line;
    rec->col = d->col;
    if (d->opcode != NULL) r = conv__strpool_add(a, &f->names, d->opcode, strlen(d->opcode), &rec->opcode);
    rec = CONV__VAL(f, id);
    if (r == CONV_OK)
        r = conv__store_operands(f, rec, d->operands, d->kind == CONV_KIND_PHI ? d->incoming : NULL, d->operands_count);
    if (r == CONV_OK && d->successors_count) {
        rec->refs_begin = (uint32_t)f->blockrefs.count;
        rec->refs_count = d->successors_count;
        r = conv__vec_push(a, &f->blockrefs, sizeof(conv_block), d->successors, d->successors_count);
    }
    if (r == CONV_OK && d->kind == CONV_KIND_SWITCH && d->successors_count > 1) {
        rec->immediate = (int64_t)f->cases.count;
        r = conv__vec_push(a, &f->cases, sizeof(int64_t), d->case_values, d->successors_count - 1u);
    }
    if (r == CONV_OK) r = conv__function_index_value(f, id);
    if (r != CONV_OK) {
        /* Roll back everything this call added. */
        f->operands.count = ops_mark;
        f->blockrefs.count = refs_mark;
        f->cases.count = cases_mark;
        f->values.count = vals_mark;
        f->names.chars.count = pool_mark;
        return r;
    }
    if (brec->last) CONV__VAL(f, brec->last)->next = id;
    else brec->first = id;
    brec->last = id;
    if (conv__kind_is_terminator((uint32_t)d->kind)) brec->terminator = id;
    if (out) out->id = id;
    return CONV_OK;
}

CONVDEF conv_result conv_function_set_operands(conv_function *f, conv_value inst, const conv_value *operands,
                                               const conv_block *incoming, uint32_t count) {
    conv__value_rec *rec, tmp;
    conv_result r;
    if (f == NULL || !conv__value_ok(f, inst) || (count && operands == NULL)) return CONV_ERR_INVALID_ARGUMENT;
    if (f->finalized) return CONV_ERR_FINALIZED;
    rec = CONV__VAL(f, inst.id);
    if (rec->kind >= CONV_KIND_ARGUMENT) return CONV_ERR_INVALID_ARGUMENT;
    if ((rec->kind == CONV_KIND_PHI) != (incoming != NULL) && count) return CONV_ERR_INVALID_ARGUMENT;
    tmp = *rec;
    r = conv__store_operands(f, &tmp, operands, incoming, count);
    if (r != CONV_OK) return r;
    *CONV__VAL(f, inst.id) = tmp;
    return CONV_OK;
}

CONVDEF conv_result conv_function_set_token(conv_function *f, conv_value inst, conv_value token) {
    conv__value_rec *rec;
    if (f == NULL || !conv__value_ok(f, inst) || (token.id != 0 && !conv__value_ok(f, token)))
        return CONV_ERR_INVALID_ARGUMENT;
    if (f->finalized) return CONV_ERR_FINALIZED;
    rec = CONV__VAL(f, inst.id);
    if (rec->kind >= CONV_KIND_ARGUMENT) return CONV_ERR_INVALID_ARGUMENT;
    rec->token = token.id;
    return CONV_OK;
}

/* --- copies: conv_function_clone and the legality stage's transformations --- */

/* Where the copy puts each instruction. NULL plan: where f has it. */
typedef struct conv__copy_plan {
    const uint32_t *block_begin; /* blocks + 1: block b's slice of `order` */
    const uint32_t *order;       /* original instruction ids, in their new
                                    blocks and order; an instruction in no
                                    slice is dropped */
    const uint32_t *replace;     /* values + 1, or NULL: a use of id reads
                                    replace[id] instead when it is not 0
                                    (the uses of dropped instructions) */
    uint32_t retoken_inst;       /* an instruction whose token becomes */
    uint32_t retoken_value;      /* this one (R13's hoist out of a cycle) */
} conv__copy_plan;

/* Removes the module's last function, which must have been added just now
   (pool_mark: the module's name pool before). Allocates nothing. */
CONV__PRIVATE void conv__module_drop_last(conv_module *m, size_t pool_mark) {
    conv_function *f = CONV__VEC(m->functions, conv_function *)[m->functions.count - 1u];
    conv__nameindex_remove(&m->function_index, (uint32_t)m->functions.count - 1u);
    m->functions.count--;
    m->function_names.count--;
    m->names.chars.count = pool_mark;
    conv__function_free(f);
}

/* f's instruction ids in program order, block by block (the chains the
   builder keeps, valid before and after finalize). */
CONV__PRIVATE conv_result conv__function_layout(const conv_function *f, uint32_t **begin_out, uint32_t **order_out) {
    const conv_allocator *a = f->allocator;
    size_t nb = f->blocks.count, nv = f->values.count, b;
    uint32_t *begin = (uint32_t *)conv__alloc_array(a, nb + 1u, sizeof(uint32_t));
    uint32_t *order = (uint32_t *)conv__alloc_array(a, nv + 1u, sizeof(uint32_t));
    uint32_t n = 0, id;
    if (begin == NULL || order == NULL) {
        conv__free_array(a, begin, nb + 1u, sizeof(uint32_t));
        conv__free_array(a, order, nv + 1u, sizeof(uint32_t));
        return CONV_ERR_OUT_OF_MEMORY;
    }
    for (b = 0; b < nb; b++) {
        begin[b] = n;
        for (id = CONV__VEC(f->blocks, conv__block_rec)[b].first; id != 0; id = CONV__VAL(f, id)->next) order[n++] = id;
    }
    begin[nb] = n;
    *begin_out = begin;
    *order_out = order;
    return CONV_OK;
}

/* The copy's value for a use of original id `id`. */
CONV__PRIVATE conv_value conv__copy_use(const conv__copy_plan *plan, const uint32_t *map, uint32_t id) {
    conv_value v;
    if (id != 0 && plan->replace != NULL && plan->replace[id] != 0) id = plan->replace[id];
    v.id = id ? map[id] : 0u;
    return v;
}

/* Adds g's instruction for original `id` (operands and token come later:
   they may be forward references). */
CONV__PRIVATE conv_result conv__copy_inst(const conv_function *f, conv_function *g, uint32_t id, conv_block to,
                                          uint32_t *map) {
    const conv__value_rec *v = CONV__VAL(f, id);
    conv_inst_desc d;
    conv_value out;
    conv_result r;
    memset(&d, 0, sizeof d);
    d.kind = (conv_kind)v->kind;
    d.name = v->name ? conv__strpool_get(&f->names, v->name) : NULL;
    d.opcode = v->opcode ? conv__strpool_get(&f->names, v->opcode) : NULL;
    d.flags = v->flags & ~conv__implied_flags(v->kind);
    d.line = v->line;
    d.col = v->col;
    if (conv__kind_is_terminator(v->kind) && v->refs_count) {
        /* (no pointer arithmetic on an empty, NULL list) */
        d.successors = CONV__VEC(f->blockrefs, conv_block) + v->refs_begin;
        d.successors_count = v->refs_count;
        if (v->kind == CONV_KIND_SWITCH && v->refs_count > 1u) d.case_values = CONV__VEC(f->cases, int64_t) + v->immediate;
    }
    r = conv_function_add_inst(g, to, &d, &out);
    if (r != CONV_OK) return r;
    map[id] = out.id;
    CONV__VAL(g, out.id)->origin = v->origin ? v->origin : id;
    return CONV_OK;
}

/* The copy's operands and tokens, once every value exists. */
CONV__PRIVATE conv_result conv__copy_operands(const conv_function *f, conv_function *g, const conv__copy_plan *plan,
                                              const uint32_t *map, conv_value *scratch) {
    uint32_t k, i;
    conv_result r = CONV_OK;
    for (k = 0; k < plan->block_begin[f->blocks.count] && r == CONV_OK; k++) {
        uint32_t id = plan->order[k];
        const conv__value_rec *v = CONV__VAL(f, id);
        conv_value inst;
        inst.id = map[id];
        for (i = 0; i < v->ops_count; i++)
            scratch[i] = conv__copy_use(plan, map, CONV__VEC(f->operands, conv_value)[v->ops_begin + i].id);
        if (v->ops_count)
            r = conv_function_set_operands(g, inst, scratch,
                                           v->kind == CONV_KIND_PHI && v->refs_count
                                               ? CONV__VEC(f->blockrefs, conv_block) + v->refs_begin
                                               : NULL,
                                           v->ops_count);
        if (r == CONV_OK && v->token)
            r = conv_function_set_token(
                g, inst, conv__copy_use(plan, map, id == plan->retoken_inst ? plan->retoken_value : v->token));
    }
    return r;
}

/* A new empty function `name` in f's module, with f's flags and place. */
CONV__PRIVATE conv_result conv__copy_begin(const conv_function *f, const char *name, conv_function **g) {
    conv_function_desc fd;
    memset(&fd, 0, sizeof fd);
    fd.name = name;
    fd.flags = f->flags;
    fd.line = f->line;
    fd.col = f->col;
    return conv_module_add_function(f->module, &fd, g);
}

/* g's arguments and constants, f's in order (map: f's ids to g's). */
CONV__PRIVATE conv_result conv__copy_values(const conv_function *f, conv_function *g, uint32_t *map) {
    size_t nv = f->values.count, id;
    conv_result r = CONV_OK;
    for (id = 1; id <= nv && r == CONV_OK; id++) {
        const conv__value_rec *v = CONV__VAL(f, id);
        const char *name = v->name ? conv__strpool_get(&f->names, v->name) : NULL;
        conv_value out = {0};
        if (v->kind == CONV_KIND_ARGUMENT)
            r = conv_function_add_argument(g, name, v->flags & (CONV_FLAG_DIVERGENCE_SOURCE | CONV_FLAG_ALWAYS_UNIFORM |
                                                                CONV_FLAG_TOKEN), &out);
        else if (v->kind == CONV_KIND_CONSTANT)
            r = conv_function_add_constant(g, v->immediate, name, &out);
        else
            continue;
        if (r != CONV_OK) break;
        map[id] = out.id;
        CONV__VAL(g, out.id)->origin = v->origin ? v->origin : (uint32_t)id;
    }
    return r;
}

/* Fills the new function g (empty, in f's module) as plan says. */
CONV__PRIVATE conv_result conv__copy_fill(const conv_function *f, conv_function *g, const conv__copy_plan *plan,
                                          uint32_t *map, conv_value *scratch, conv_diags *diags) {
    size_t nb = f->blocks.count, b;
    uint32_t k;
    conv_result r = CONV_OK;
    for (b = 0; b < nb && r == CONV_OK; b++)
        r = conv_function_add_block(g, conv__strpool_get(&f->names, CONV__VEC(f->blocks, conv__block_rec)[b].name), NULL);
    if (r == CONV_OK) r = conv__copy_values(f, g, map);
    for (b = 0; b < nb && r == CONV_OK; b++) {
        conv_block to;
        to.id = (uint32_t)b + 1u;
        for (k = plan->block_begin[b]; k < plan->block_begin[b + 1u] && r == CONV_OK; k++)
            r = conv__copy_inst(f, g, plan->order[k], to, map);
    }
    if (r == CONV_OK) r = conv__copy_operands(f, g, plan, map, scratch);
    if (r == CONV_OK && f->finalized) r = conv_function_finalize(g, diags);
    return r;
}

/* A copy of f named `name`, laid out by plan (NULL: as f), added to f's
   module; on failure the module is as before. */
CONV__PRIVATE conv_result conv__function_copy(const conv_function *f, const char *name, const conv__copy_plan *plan_in,
                                              conv_diags *diags, conv_function **out) {
    conv_module *m;
    const conv_allocator *a;
    conv_function *g = NULL;
    conv__copy_plan plan;
    uint32_t *begin = NULL, *order = NULL, *map = NULL, maxops = 1, id;
    conv_value *scratch = NULL;
    size_t pool_mark, nv;
    conv_result r;
    if (f == NULL || name == NULL || (f->flags & CONV_FUNCTION_DECLARATION) || f->blocks.count == 0)
        return CONV_ERR_INVALID_ARGUMENT;
    m = f->module;
    a = f->allocator;
    nv = f->values.count;
    for (id = 1; id <= nv; id++)
        if (CONV__VAL(f, id)->ops_count > maxops) maxops = CONV__VAL(f, id)->ops_count;
    if (plan_in == NULL) {
        r = conv__function_layout(f, &begin, &order);
        if (r != CONV_OK) return r;
        plan.block_begin = begin;
        plan.order = order;
        plan.replace = NULL;
        plan.retoken_inst = plan.retoken_value = 0;
    } else {
        plan = *plan_in;
    }
    map = (uint32_t *)conv__calloc_array(a, nv + 1u, sizeof(uint32_t));
    scratch = (conv_value *)conv__alloc_array(a, maxops, sizeof(conv_value));
    pool_mark = m->names.chars.count;
    r = map == NULL || scratch == NULL ? CONV_ERR_OUT_OF_MEMORY : conv__copy_begin(f, name, &g);
    if (r == CONV_OK) {
        r = conv__copy_fill(f, g, &plan, map, scratch, diags);
        if (r == CONV_OK) /* blocks keep their ids: so do the merge declarations */
            r = conv__vec_push(a, &g->merges, sizeof(conv__merge_rec), f->merges.data, f->merges.count);
        if (r != CONV_OK) conv__module_drop_last(m, pool_mark);
    }
    conv__free_array(a, map, nv + 1u, sizeof(uint32_t));
    conv__free_array(a, scratch, maxops, sizeof(conv_value));
    if (begin) conv__free_array(a, begin, f->blocks.count + 1u, sizeof(uint32_t));
    if (order) conv__free_array(a, order, nv + 1u, sizeof(uint32_t));
    if (r == CONV_OK) *out = g;
    return r;
}

CONVDEF conv_result conv_function_clone(conv_function *f, const char *name, conv_function **out) {
    if (out == NULL) return CONV_ERR_INVALID_ARGUMENT;
    return conv__function_copy(f, name, NULL, NULL, out);
}

/* The allocator of an analysis of f: the one its desc asks for, or f's
   module's when the desc (or its allocator) is all zero; a partial one is
   an error. */
CONV__PRIVATE conv_result conv__analysis_allocator(const conv_function *f, const conv_allocator *requested,
                                                   conv_allocator *out) {
    if (requested == NULL || (requested->alloc == NULL && requested->realloc == NULL && requested->free == NULL)) {
        *out = *f->allocator;
        return CONV_OK;
    }
    return conv__allocator_resolve(requested, out);
}

CONV__PRIVATE const char *conv__fname(const conv_function *f) {
    return conv__strpool_get(&f->module->names, f->name);
}

/* Reports a finalize problem at an instruction (or block when inst is 0). */
CONV__PRIVATE void conv__finalize_error(const conv_function *f, conv_diags *diags, const char *code, uint32_t block,
                                        uint32_t inst, const char *msg, const char *detail) {
    const conv__value_rec *v = inst ? CONV__VAL(f, inst) : NULL;
    conv__diagf(diags, code, CONV_SEVERITY_ERROR, NULL, conv__fname(f),
                block ? conv__strpool_get(&f->names, CONV__BLK(f, block)->name) : NULL, v ? v->line : f->line,
                v ? v->col : f->col, "%s%s%s", msg, detail ? " " : "", detail ? detail : "");
}

/* finalize, in named steps: validate the blocks (conv__finalize_validate:
   every error it can report, before anything is built), build the compact
   form (conv__finalize_build: CSR successors and predecessors, the
   instruction list, the reverse post-order), then the checks that need
   predecessors (conv__finalize_check_phis), and last the result flags. */

/* The structural checks of every block: a terminator, well-formed
   branches, switches, returns and unreachables. Counts the edges and the
   instructions for the build; returns the number of errors reported. */
CONV__PRIVATE uint32_t conv__finalize_validate(const conv_function *f, conv_diags *diags, uint32_t *edges,
                                               uint32_t *insts) {
    uint32_t nb = (uint32_t)f->blocks.count, ne = 0, ni = 0, b, errors = 0;
    for (b = 1; b <= nb; b++) {
        const conv__block_rec *br = CONV__BLK(f, b);
        uint32_t i;
        if (br->terminator == 0) {
            conv__finalize_error(f, diags, "graph.no-terminator", b, br->last, "block has no terminator", NULL);
            errors++;
            continue;
        }
        ne += CONV__VAL(f, br->terminator)->refs_count;
        for (i = br->first; i != 0; i = CONV__VAL(f, i)->next) {
            const conv__value_rec *v = CONV__VAL(f, i);
            ni++;
            if (v->kind == CONV_KIND_BRANCH &&
                !((v->refs_count == 1 && v->ops_count == 0) || (v->refs_count == 2 && v->ops_count == 1))) {
                conv__finalize_error(f, diags, "graph.bad-branch", b, i,
                                     "a branch has one successor, or one condition and two successors", NULL);
                errors++;
            }
            if ((v->kind == CONV_KIND_SWITCH && (v->refs_count < 1 || v->ops_count != 1)) ||
                (v->kind == CONV_KIND_RETURN && v->ops_count > 1) ||
                (v->kind == CONV_KIND_UNREACHABLE && v->ops_count != 0)) {
                conv__finalize_error(f, diags, "graph.bad-terminator", b, i, "malformed terminator", NULL);
                errors++;
            }
            /* (a loop intrinsic without a token is a verifier matter; the
               graph itself is fine) */
        }
    }
    *edges = ne;
    *insts = ni;
    return errors;
}

/* Fills the compact successor, predecessor and instruction arrays. */
CONV__PRIVATE void conv__finalize_edges(conv_function *f) {
    uint32_t nb = (uint32_t)f->blocks.count, ne = f->edge_count, e = 0, k = 0, b;
    for (b = 1; b <= nb; b++) {
        const conv__block_rec *br = CONV__BLK(f, b);
        const conv__value_rec *t = CONV__VAL(f, br->terminator);
        uint32_t s, i;
        f->succ_begin[b - 1] = e;
        for (s = 0; s < t->refs_count; s++) {
            conv_block to = CONV__VEC(f->blockrefs, conv_block)[t->refs_begin + s];
            f->succ[e] = to;
            f->edge_source[e] = b - 1u;
            f->pred_begin[to.id]++;
            e++;
        }
        f->inst_begin[b - 1] = k;
        for (i = br->first; i != 0; i = CONV__VAL(f, i)->next) f->insts[k++].id = i;
    }
    f->succ_begin[nb] = e;
    f->inst_begin[nb] = k;
    for (b = 0; b < nb; b++) f->pred_begin[b + 1] += f->pred_begin[b];
    /* Predecessors in source-block order, via a running cursor held in
       rpo_index (rebuilt by conv__finalize_rpo). */
    for (b = 0; b < nb; b++) f->rpo_index[b] = f->pred_begin[b];
    for (e = 0; e < ne; e++) {
        uint32_t to = f->succ[e].id - 1u;
        f->pred[f->rpo_index[to]++].id = f->edge_source[e] + 1u;
    }
}

/* Reverse post-order by an iterative DFS from the entry; rpo_index marks
   the blocks seen while it runs, then holds each block's position
   (CONV__NONE: unreachable). */
CONV__PRIVATE conv_result conv__finalize_rpo(conv_function *f) {
    uint32_t nb = (uint32_t)f->blocks.count, sp, post = 0, i;
    uint32_t *stack = (uint32_t *)conv__alloc_array(f->allocator, (size_t)nb * 2u, sizeof(uint32_t));
    if (stack == NULL) return CONV_ERR_OUT_OF_MEMORY;
    for (i = 0; i < nb; i++) f->rpo_index[i] = CONV__NONE;
    /* stack holds (block, next successor position) pairs. */
    f->rpo_index[0] = 0;
    stack[0] = 0;
    stack[1] = f->succ_begin[0];
    sp = 1;
    while (sp) {
        uint32_t v = stack[2 * (sp - 1)], pos = stack[2 * (sp - 1) + 1];
        if (pos < f->succ_begin[v + 1]) {
            uint32_t w = f->succ[pos].id - 1u;
            stack[2 * (sp - 1) + 1] = pos + 1;
            if (f->rpo_index[w] == CONV__NONE) {
                f->rpo_index[w] = 0;
                stack[2 * sp] = w;
                stack[2 * sp + 1] = f->succ_begin[w];
                sp++;
            }
        } else {
            f->rpo[post++].id = v + 1u;
            sp--;
        }
    }
    conv__free_array(f->allocator, stack, (size_t)nb * 2u, sizeof(uint32_t));
    f->rpo_count = post;
    for (i = 0; i < post / 2; i++) {
        conv_block tmp = f->rpo[i];
        f->rpo[i] = f->rpo[post - 1 - i];
        f->rpo[post - 1 - i] = tmp;
    }
    for (i = 0; i < post; i++) f->rpo_index[f->rpo[i].id - 1u] = i;
    return CONV_OK;
}

/* The compact form of a validated function (edge_count and inst_count
   set). On failure the caller frees what was made
   (conv__function_free_compact). */
CONV__PRIVATE conv_result conv__finalize_build(conv_function *f) {
    const conv_allocator *a = f->allocator;
    uint32_t nb = (uint32_t)f->blocks.count, ne = f->edge_count;
    f->succ_begin = (uint32_t *)conv__alloc_array(a, (size_t)nb + 1, sizeof(uint32_t));
    f->pred_begin = (uint32_t *)conv__calloc_array(a, (size_t)nb + 1, sizeof(uint32_t));
    f->inst_begin = (uint32_t *)conv__alloc_array(a, (size_t)nb + 1, sizeof(uint32_t));
    f->succ = (conv_block *)conv__alloc_array(a, ne, sizeof(conv_block));
    f->pred = (conv_block *)conv__alloc_array(a, ne, sizeof(conv_block));
    f->edge_source = (uint32_t *)conv__alloc_array(a, ne, sizeof(uint32_t));
    f->insts = (conv_value *)conv__alloc_array(a, f->inst_count, sizeof(conv_value));
    f->rpo = (conv_block *)conv__alloc_array(a, nb, sizeof(conv_block));
    f->rpo_index = (uint32_t *)conv__alloc_array(a, nb, sizeof(uint32_t));
    if (!f->succ_begin || !f->pred_begin || !f->inst_begin || !f->succ || !f->pred || !f->edge_source || !f->insts ||
        !f->rpo || !f->rpo_index)
        return CONV_ERR_OUT_OF_MEMORY;
    conv__finalize_edges(f);
    return conv__finalize_rpo(f);
}

/* Phi incoming blocks must be the predecessors, and every predecessor
   needs an incoming block. Stamped marks (never cleared) keep this linear
   in the phi's size: is_pred[b] == phi id when b precedes the phi's block,
   listed[b] == phi id when the phi names b. Adds the errors reported to
   *errors. */
CONV__PRIVATE conv_result conv__finalize_check_phis(const conv_function *f, conv_diags *diags, uint32_t *errors) {
    uint32_t nb = (uint32_t)f->blocks.count, ni = f->inst_count, i, *is_pred = NULL, *listed;
    for (i = 0; i < ni && is_pred == NULL; i++) {
        if (CONV__VAL(f, f->insts[i].id)->kind != CONV_KIND_PHI) continue;
        is_pred = (uint32_t *)conv__calloc_array(f->allocator, (size_t)nb * 2u, sizeof(uint32_t));
        if (is_pred == NULL) return CONV_ERR_OUT_OF_MEMORY;
    }
    listed = is_pred ? is_pred + nb : NULL;
    for (i = 0; i < ni && is_pred; i++) {
        uint32_t id = f->insts[i].id;
        const conv__value_rec *v = CONV__VAL(f, id);
        uint32_t blk = v->block - 1u, k, p;
        if (v->kind != CONV_KIND_PHI) continue;
        for (p = f->pred_begin[blk]; p < f->pred_begin[blk + 1]; p++) is_pred[f->pred[p].id - 1u] = id;
        for (k = 0; k < v->refs_count; k++) {
            /* indexed, not offset: blockrefs may be empty (NULL) */
            uint32_t from = CONV__VEC(f->blockrefs, conv_block)[v->refs_begin + k].id;
            listed[from - 1u] = id;
            if (is_pred[from - 1u] != id) {
                conv__finalize_error(f, diags, "graph.phi-not-predecessor", v->block, id,
                                     "phi incoming block is not a predecessor:",
                                     conv__strpool_get(&f->names, CONV__BLK(f, from)->name));
                (*errors)++;
            }
        }
        for (p = f->pred_begin[blk]; p < f->pred_begin[blk + 1]; p++) {
            uint32_t from = f->pred[p].id;
            if (listed[from - 1u] != id) {
                conv__finalize_error(f, diags, "graph.phi-missing-incoming", v->block, id,
                                     "phi has no incoming value for predecessor",
                                     conv__strpool_get(&f->names, CONV__BLK(f, from)->name));
                (*errors)++;
                break;
            }
        }
    }
    conv__free_array(f->allocator, is_pred, (size_t)nb * 2u, sizeof(uint32_t));
    return CONV_OK;
}

/* A value that another instruction uses is a result, named or not (the
   builder marks only named values): an unnamed condition must still be
   seen as divergent by the analyses. */
CONV__PRIVATE void conv__finalize_mark_results(conv_function *f) {
    uint32_t i, k;
    for (i = 0; i < f->inst_count; i++) {
        const conv__value_rec *v = CONV__VAL(f, f->insts[i].id);
        for (k = 0; k < v->ops_count; k++) {
            conv__value_rec *op = CONV__VAL(f, CONV__VEC(f->operands, conv_value)[v->ops_begin + k].id);
            if (op->kind != CONV_KIND_CONSTANT) op->flags |= CONV_FLAG_HAS_RESULT;
        }
    }
}

CONVDEF conv_result conv_function_finalize(conv_function *f, conv_diags *diags) {
    uint32_t ne, ni, errors;
    conv_result r;
    if (f == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if (f->finalized) return CONV_OK;
    if (f->flags & CONV_FUNCTION_DECLARATION) return CONV_ERR_INVALID_ARGUMENT;
    if (f->blocks.count == 0) {
        conv__finalize_error(f, diags, "graph.no-blocks", 0, 0, "function has no blocks", NULL);
        return CONV_ERR_INVALID_GRAPH;
    }
    /* structural checks first, so the compact form is built only for
       well-formed functions */
    errors = conv__finalize_validate(f, diags, &ne, &ni);
    if (errors) return CONV_ERR_INVALID_GRAPH;
    if (ne > CONV_MAX_VALUES * 4u) return CONV_ERR_LIMIT;
    f->edge_count = ne;
    f->inst_count = ni;
    r = conv__finalize_build(f);
    if (r == CONV_OK) r = conv__finalize_check_phis(f, diags, &errors);
    if (r == CONV_OK && errors) r = CONV_ERR_INVALID_GRAPH;
    if (r != CONV_OK) {
        conv__function_free_compact(f);
        return r;
    }
    conv__finalize_mark_results(f);
    f->finalized = true;
    return CONV_OK;
}

CONVDEF conv_result conv_module_finalize(conv_module *m, conv_diags *diags) {
    conv_result worst = CONV_OK;
    size_t i;
    if (m == NULL) return CONV_ERR_INVALID_ARGUMENT;
    for (i = 0; i < m->functions.count; i++) {
        conv_function *f = CONV__VEC(m->functions, conv_function *)[i];
        conv_result r;
        if (f->flags & CONV_FUNCTION_DECLARATION) continue;
        r = conv_function_finalize(f, diags);
        if (r == CONV_ERR_OUT_OF_MEMORY) return r;
        if (r != CONV_OK && worst == CONV_OK) worst = r;
    }
    return worst;
}

CONVDEF bool conv_function_is_finalized(const conv_function *f) { return f != NULL && f->finalized; }
CONVDEF const char *conv_function_name(const conv_function *f) { return f ? conv__fname(f) : NULL; }
CONVDEF uint32_t conv_function_flags(const conv_function *f) { return f ? f->flags : 0u; }
CONVDEF conv_module *conv_function_module(const conv_function *f) { return f ? f->module : NULL; }
CONVDEF uint32_t conv_function_block_count(const conv_function *f) { return f ? (uint32_t)f->blocks.count : 0u; }
CONVDEF uint32_t conv_function_value_count(const conv_function *f) { return f ? (uint32_t)f->values.count : 0u; }
CONVDEF uint32_t conv_function_edge_count(const conv_function *f) { return f && f->finalized ? f->edge_count : 0u; }
CONVDEF uint32_t conv_function_argument_count(const conv_function *f) { return f ? (uint32_t)f->args.count : 0u; }
CONVDEF conv_value conv_function_argument(const conv_function *f, uint32_t index) {
    conv_value v = {0};
    if (f && index < f->args.count) v = CONV__VEC(f->args, conv_value)[index];
    return v;
}
CONVDEF conv_block conv_function_block(const conv_function *f, uint32_t index) {
    conv_block b = {0};
    if (f && index < f->blocks.count) b.id = index + 1u;
    return b;
}
CONVDEF conv_block conv_function_entry(const conv_function *f) { return conv_function_block(f, 0); }
CONVDEF conv_block conv_function_find_block(const conv_function *f, const char *name) {
    conv_block b = {0};
    uint32_t i;
    if (f == NULL || name == NULL) return b;
    i = conv__nameindex_find(&f->block_index, conv__block_name_of, f, name, strlen(name));
    if (i != CONV__NONE) b.id = i + 1u;
    return b;
}
CONVDEF conv_value conv_function_find_value(const conv_function *f, const char *name) {
    conv_value v = {0};
    uint32_t i;
    if (f == NULL || name == NULL) return v;
    i = conv__nameindex_find(&f->value_index, conv__value_name_of, f, name, strlen(name));
    if (i != CONV__NONE) v.id = i + 1u;
    return v;
}

CONVDEF const char *conv_block_name(const conv_function *f, conv_block b) {
    return conv__block_ok(f, b) ? conv__strpool_get(&f->names, CONV__BLK(f, b.id)->name) : NULL;
}
CONVDEF const conv_block *conv_block_successors(const conv_function *f, conv_block b, uint32_t *count) {
    if (count) *count = 0;
    if (!conv__block_ok(f, b) || !f->finalized) return NULL;
    if (count) *count = f->succ_begin[b.id] - f->succ_begin[b.id - 1u];
    return f->succ + f->succ_begin[b.id - 1u];
}
CONVDEF const conv_block *conv_block_predecessors(const conv_function *f, conv_block b, uint32_t *count) {
    if (count) *count = 0;
    if (!conv__block_ok(f, b) || !f->finalized) return NULL;
    if (count) *count = f->pred_begin[b.id] - f->pred_begin[b.id - 1u];
    return f->pred + f->pred_begin[b.id - 1u];
}
CONVDEF conv_edge conv_block_edge(const conv_function *f, conv_block b, uint32_t successor_index) {
    conv_edge e = {0};
    if (!conv__block_ok(f, b) || !f->finalized) return e;
    if (successor_index < f->succ_begin[b.id] - f->succ_begin[b.id - 1u])
        e.id = f->succ_begin[b.id - 1u] + successor_index + 1u;
    return e;
}
CONVDEF conv_block conv_edge_source(const conv_function *f, conv_edge e) {
    conv_block b = {0};
    if (f && f->finalized && e.id != 0 && e.id <= f->edge_count) b.id = f->edge_source[e.id - 1u] + 1u;
    return b;
}
CONVDEF conv_block conv_edge_target(const conv_function *f, conv_edge e) {
    conv_block b = {0};
    if (f && f->finalized && e.id != 0 && e.id <= f->edge_count) b = f->succ[e.id - 1u];
    return b;
}
CONVDEF const conv_value *conv_block_insts(const conv_function *f, conv_block b, uint32_t *count) {
    if (count) *count = 0;
    if (!conv__block_ok(f, b) || !f->finalized) return NULL;
    if (count) *count = f->inst_begin[b.id] - f->inst_begin[b.id - 1u];
    return f->insts + f->inst_begin[b.id - 1u];
}
CONVDEF conv_value conv_block_terminator(const conv_function *f, conv_block b) {
    conv_value v = {0};
    if (conv__block_ok(f, b)) v.id = CONV__BLK(f, b.id)->terminator;
    return v;
}
CONVDEF const conv_block *conv_function_rpo(const conv_function *f, uint32_t *count) {
    if (count) *count = f && f->finalized ? f->rpo_count : 0u;
    return f && f->finalized ? f->rpo : NULL;
}
CONVDEF bool conv_block_is_reachable(const conv_function *f, conv_block b) {
    return conv__block_ok(f, b) && f->finalized && f->rpo_index[b.id - 1u] != CONV__NONE;
}

/* The merge declarations are sorted by block (the SPIR-V reader adds them
   block by block): a binary search. */
CONVDEF conv_block conv_block_merge(const conv_function *f, conv_block b, conv_block *continue_target) {
    conv_block none = {0}, merge = {0};
    size_t lo = 0, hi;
    if (continue_target) *continue_target = none;
    if (!conv__block_ok(f, b)) return none;
    hi = f->merges.count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2u;
        const conv__merge_rec *m = &CONV__VEC(f->merges, conv__merge_rec)[mid];
        if (m->block == b.id) {
            merge.id = m->merge;
            if (continue_target) continue_target->id = m->cont;
            return merge;
        }
        if (m->block < b.id) lo = mid + 1u;
        else hi = mid;
    }
    return none;
}

CONVDEF bool conv_kind_is_terminator(conv_kind kind) { return conv__kind_is_terminator((uint32_t)kind); }
CONVDEF const char *conv_scope_name(conv_scope scope) {
    switch (scope) {
    case CONV_SCOPE_THREAD: return "thread";
    case CONV_SCOPE_QUAD: return "quad";
    case CONV_SCOPE_WAVE: return "wave";
    case CONV_SCOPE_WORKGROUP: return "workgroup";
    case CONV_SCOPE_DEVICE: return "device";
    case CONV_SCOPE_SYSTEM: return "system";
    case CONV_SCOPE_DEFAULT: break;
    }
    return "default";
}

CONVDEF conv_scope conv_value_scope(const conv_function *f, conv_value v) {
    uint32_t scope = conv__value_ok(f, v) ? (CONV__VAL(f, v.id)->flags & CONV_FLAG_SCOPE_MASK) >> CONV_FLAG_SCOPE_SHIFT
                                          : 0u;
    return scope == CONV_SCOPE_DEFAULT || scope > CONV_SCOPE_SYSTEM ? CONV_SCOPE_WAVE : (conv_scope)scope;
}
CONVDEF conv_value conv_value_origin(const conv_function *f, conv_value v) {
    conv_value o = {0};
    if (conv__value_ok(f, v)) o.id = CONV__VAL(f, v.id)->origin ? CONV__VAL(f, v.id)->origin : v.id;
    return o;
}
CONVDEF const char *conv_kind_str(conv_kind kind) {
    switch (kind) {
    case CONV_KIND_GENERIC: return "generic";
    case CONV_KIND_PHI: return "phi";
    case CONV_KIND_CALL: return "call";
    case CONV_KIND_ENTRY: return "entry";
    case CONV_KIND_LOOP: return "loop";
    case CONV_KIND_ANCHOR: return "anchor";
    case CONV_KIND_BRANCH: return "branch";
    case CONV_KIND_SWITCH: return "switch";
    case CONV_KIND_RETURN: return "return";
    case CONV_KIND_UNREACHABLE: return "unreachable";
    case CONV_KIND_INVOKE: return "invoke";
    case CONV_KIND_ARGUMENT: return "argument";
    case CONV_KIND_CONSTANT: return "constant";
    case CONV_KIND_COUNT: break;
    }
    return "unknown";
}
CONVDEF conv_kind conv_value_kind(const conv_function *f, conv_value v) {
    return conv__value_ok(f, v) ? (conv_kind)CONV__VAL(f, v.id)->kind : CONV_KIND_COUNT;
}
CONVDEF const char *conv_value_name(const conv_function *f, conv_value v) {
    if (!conv__value_ok(f, v) || CONV__VAL(f, v.id)->name == 0) return NULL;
    return conv__strpool_get(&f->names, CONV__VAL(f, v.id)->name);
}
CONVDEF const char *conv_value_opcode(const conv_function *f, conv_value v) {
    if (!conv__value_ok(f, v) || CONV__VAL(f, v.id)->opcode == 0) return NULL;
    return conv__strpool_get(&f->names, CONV__VAL(f, v.id)->opcode);
}
CONVDEF uint32_t conv_value_flags(const conv_function *f, conv_value v) {
    return conv__value_ok(f, v) ? CONV__VAL(f, v.id)->flags : 0u;
}
CONVDEF conv_block conv_value_block(const conv_function *f, conv_value v) {
    conv_block b = {0};
    if (conv__value_ok(f, v)) b.id = CONV__VAL(f, v.id)->block;
    return b;
}
CONVDEF const conv_value *conv_value_operands(const conv_function *f, conv_value v, uint32_t *count) {
    if (count) *count = 0;
    if (!conv__value_ok(f, v)) return NULL;
    if (count) *count = CONV__VAL(f, v.id)->ops_count;
    if (CONV__VAL(f, v.id)->ops_count == 0) return NULL;
    return CONV__VEC(f->operands, conv_value) + CONV__VAL(f, v.id)->ops_begin;
}
CONVDEF const conv_block *conv_value_incoming(const conv_function *f, conv_value v, uint32_t *count) {
    if (count) *count = 0;
    if (!conv__value_ok(f, v) || CONV__VAL(f, v.id)->kind != CONV_KIND_PHI) return NULL;
    if (count) *count = CONV__VAL(f, v.id)->refs_count;
    if (CONV__VAL(f, v.id)->refs_count == 0) return NULL;
    return CONV__VEC(f->blockrefs, conv_block) + CONV__VAL(f, v.id)->refs_begin;
}
CONVDEF const conv_block *conv_value_successors(const conv_function *f, conv_value v, uint32_t *count) {
    if (count) *count = 0;
    if (!conv__value_ok(f, v) || !conv__kind_is_terminator(CONV__VAL(f, v.id)->kind)) return NULL;
    if (count) *count = CONV__VAL(f, v.id)->refs_count;
    if (CONV__VAL(f, v.id)->refs_count == 0) return NULL;
    return CONV__VEC(f->blockrefs, conv_block) + CONV__VAL(f, v.id)->refs_begin;
}
CONVDEF conv_value conv_value_token(const conv_function *f, conv_value v) {
    conv_value t = {0};
    if (conv__value_ok(f, v)) t.id = CONV__VAL(f, v.id)->token;
    return t;
}
CONVDEF int64_t conv_value_immediate(const conv_function *f, conv_value v) {
    if (!conv__value_ok(f, v) || CONV__VAL(f, v.id)->kind != CONV_KIND_CONSTANT) return 0;
    return CONV__VAL(f, v.id)->immediate;
}
CONVDEF const int64_t *conv_value_case_values(const conv_function *f, conv_value v, uint32_t *count) {
    const conv__value_rec *rec;
    if (count) *count = 0;
    if (!conv__value_ok(f, v)) return NULL;
    rec = CONV__VAL(f, v.id);
    if (rec->kind != CONV_KIND_SWITCH || rec->refs_count < 2) return NULL;
    if (count) *count = rec->refs_count - 1u;
    return CONV__VEC(f->cases, int64_t) + rec->immediate;
}
CONVDEF void conv_value_location(const conv_function *f, conv_value v, uint32_t *line, uint32_t *col) {
    if (line) *line = conv__value_ok(f, v) ? CONV__VAL(f, v.id)->line : 0u;
    if (col) *col = conv__value_ok(f, v) ? CONV__VAL(f, v.id)->col : 0u;
}

/* >>domtree =========================================================== */

struct conv_domtree {
    conv_allocator allocator;
    bool post;
    uint32_t n;            /* blocks */
    uint32_t *idom;        /* n: block id of the parent, 0 = root child or absent */
    uint32_t *pre, *last;  /* n: tree DFS interval; pre 0 = not in tree */
    uint32_t *depth;       /* n */
    uint32_t *child_begin; /* n + 2: index n is the virtual root */
    conv_block *children;  /* tree nodes */
    uint32_t in_tree;      /* nodes in the tree, excluding the virtual root */
    conv_block *roots;     /* the entry, or the blocks joined to the virtual exit */
    uint32_t roots_count;
    size_t bytes;          /* one allocation holds everything */
    void *block;
};

/* A graph as compressed successor/predecessor lists over nodes 0..n-1. The
   post-dominator view appends a virtual exit node. */
typedef struct conv__graphview {
    uint32_t n;
    const uint32_t *succ_begin;
    const conv_block *succ; /* node index + 1 */
    const uint32_t *pred_begin;
    const conv_block *pred;
} conv__graphview;

/* Semi-NCA (Georgiadis 2005) from `root`, iterative throughout so that a
   million-block chain does not exhaust the C stack. Writes parent node
   index to out_idom (CONV__NONE for the root and unreachable nodes).
   scratch needs 6*n uint32. */
CONV__PRIVATE uint32_t conv__seminca(const conv__graphview *g, uint32_t root, uint32_t *out_idom, uint32_t *scratch) {
    uint32_t n = g->n;
    uint32_t *num = scratch;          /* node -> preorder number (1-based), 0 unvisited */
    uint32_t *vertex = num + n;       /* number-1 -> node */
    uint32_t *parent = vertex + n;    /* number -> parent number (index by number-1) */
    uint32_t *semi = parent + n;      /* by number-1: semidominator number */
    uint32_t *label = semi + n;       /* by number-1: number with minimal semi on path */
    uint32_t *ancestor = label + n;   /* by number-1: forest parent number, 0 = none */
    uint32_t *stack = out_idom;       /* reused as DFS stack: (node) and edge cursor kept in label */
    uint32_t count = 0, sp = 0, i;
    memset(num, 0, sizeof(uint32_t) * n);
    /* Iterative preorder DFS; label[] temporarily holds each stacked node's
       next successor position. */
    {
        uint32_t *spos = semi, *send = ancestor, *snum = label;
        (void)stack;
        num[root] = ++count;
        vertex[0] = root;
        parent[0] = 0;
        spos[0] = g->succ_begin[root];
        send[0] = g->succ_begin[root + 1];
        snum[0] = 1;
        sp = 1;
        while (sp) {
            uint32_t pos = spos[sp - 1];
            if (pos < send[sp - 1]) {
                uint32_t w = g->succ[pos].id - 1u;
                spos[sp - 1] = pos + 1;
                if (num[w] == 0) {
                    num[w] = ++count;
                    vertex[count - 1] = w;
                    parent[count - 1] = snum[sp - 1];
                    spos[sp] = g->succ_begin[w];
                    send[sp] = g->succ_begin[w + 1];
                    snum[sp] = count;
                    sp++;
                }
            } else {
                sp--;
            }
        }
    }
    for (i = 0; i < count; i++) {
        semi[i] = i + 1;
        label[i] = i + 1;
        ancestor[i] = 0;
    }
    /* Semidominators, in reverse preorder. */
    for (i = count; i >= 2; i--) {
        uint32_t w = vertex[i - 1];
        uint32_t p;
        for (p = g->pred_begin[w]; p < g->pred_begin[w + 1]; p++) {
            uint32_t vnum = num[g->pred[p].id - 1u];
            uint32_t u;
            if (vnum == 0) continue;
            /* eval(vnum) with iterative path compression */
            if (ancestor[vnum - 1] == 0) {
                u = vnum;
            } else {
                uint32_t x = vnum, top = 0;
                while (ancestor[ancestor[x - 1] - 1] != 0) {
                    stack[top++] = x;
                    x = ancestor[x - 1];
                }
                while (top) {
                    uint32_t y = stack[--top];
                    uint32_t anc = ancestor[y - 1];
                    if (semi[label[anc - 1] - 1] < semi[label[y - 1] - 1]) label[y - 1] = label[anc - 1];
                    ancestor[y - 1] = ancestor[anc - 1];
                }
                u = label[vnum - 1];
            }
            if (semi[u - 1] < semi[i - 1]) semi[i - 1] = semi[u - 1];
        }
        ancestor[i - 1] = parent[i - 1];
    }
    /* Immediate dominators: the nearest common ancestor of parent and
       semidominator, walking up already-final idoms. ancestor[] now holds
       idom numbers. */
    ancestor[0] = 0;
    for (i = 2; i <= count; i++) {
        uint32_t d = parent[i - 1];
        while (d > semi[i - 1]) d = ancestor[d - 1];
        ancestor[i - 1] = d;
    }
    for (i = 0; i < n; i++) out_idom[i] = CONV__NONE;
    for (i = 2; i <= count; i++) out_idom[vertex[i - 1]] = vertex[ancestor[i - 1] - 1];
    return count;
}

/* Marks (mark = 1) every block that reaches `from`, walking predecessors;
   blocks already marked stop the walk. */
CONV__PRIVATE void conv__mark_reaching(const conv_function *f, uint32_t from, uint8_t *mark, uint32_t *stack) {
    uint32_t sp = 0;
    if (mark[from] == 1) return;
    mark[from] = 1;
    stack[sp++] = from;
    while (sp) {
        uint32_t v = stack[--sp], p;
        for (p = f->pred_begin[v]; p < f->pred_begin[v + 1]; p++) {
            uint32_t w = f->pred[p].id - 1u;
            if (mark[w] != 1) {
                mark[w] = 1;
                stack[sp++] = w;
            }
        }
    }
}

/* Chooses the post-dominator roots exactly as LLVM 19 does (its
   SemiNCAInfo::FindRoots), so that trees and root lists agree with
   opt-19's print<postdomtree>; tests/ref_postdom.py is the executable
   model this was ported from and checked against.

   1. Every block without successors is a root; every block reaching one is
      covered.
   2. Scanning blocks in function order, each block still uncovered starts
      a depth-first walk through uncovered blocks: pop a block, skip it if
      already numbered, number it, push its successors in ascending block
      order (so the highest-numbered successor is walked first). The block
      numbered last, "the furthest away", becomes a root, and every block
      reaching it is covered. Blocks the walk saw that do not reach it stay
      uncovered for the scan to find later.
   3. A root of step 2 that reaches another root is redundant and is
      removed, by LLVM's swap-with-last-and-pop, which fixes the order of
      the final list. Which roots go does not depend on the order (two
      roots never reach each other), so redundancy is computed in linear
      time by flowing up to two distinct root ids backwards from every
      root, instead of LLVM's walk per root.

   Writes the roots to `roots` (capacity n) and returns their number, or
   CONV__NONE when scratch memory cannot be allocated. */
CONV__PRIVATE uint32_t conv__postdom_roots(const conv_function *f, const conv_allocator *a, conv_block *roots) {
    uint32_t n = (uint32_t)f->blocks.count, ne = f->edge_count, i, nroots = 0, covered = 0, k;
    /* stack: the walks push each edge once (ne + 1), the redundancy queue
       holds each block at most twice plus the roots (3n). */
    size_t stack_words = (size_t)ne + 1u > (size_t)n * 3u ? (size_t)ne + 1u : (size_t)n * 3u;
    size_t words = stack_words + (size_t)n * 3u;
    uint32_t *scratch = (uint32_t *)conv__alloc_array(a, words, sizeof(uint32_t));
    uint32_t *stack, *order, *reach1, *reach2;
    uint8_t *mark;
    bool any_nontrivial = false;
    uint8_t *cov1 = NULL;
    uint32_t ntriv = 0;
    if (scratch == NULL) return CONV__NONE;
    stack = scratch;
    order = stack + stack_words;             /* n */
    reach1 = order + n;                      /* n */
    reach2 = reach1 + n;                     /* n; mark overlays it in steps 1-2 */
    mark = (uint8_t *)(void *)reach2;
    memset(mark, 0, n);
    for (i = 0; i < n; i++)
        if (f->succ_begin[i + 1] == f->succ_begin[i]) {
            roots[nroots++].id = i + 1u;
            conv__mark_reaching(f, i, mark, stack);
        }
    for (i = 0; i < n; i++) covered += mark[i] == 1;
    ntriv = nroots;
    if (covered < n) {
        cov1 = (uint8_t *)conv__alloc(a, n);
        if (cov1 == NULL) {
            conv__free_array(a, scratch, words, sizeof(uint32_t));
            return CONV__NONE;
        }
        memcpy(cov1, mark, n);
    }
    for (i = 0; i < n && covered < n; i++) {
        uint32_t sp = 0, numbered = 0, furthest;
        if (mark[i] == 1) continue;
        stack[sp++] = i;
        while (sp) {
            uint32_t v = stack[--sp], s, first = f->succ_begin[v], last = f->succ_begin[v + 1];
            if (mark[v] != 0) continue; /* covered, or numbered in this walk */
            mark[v] = 2;
            order[numbered++] = v;
            /* Push successors so that they pop in descending block order:
               the stack receives them in ascending order. Successor lists
               are short; an insertion sort into the stack is enough. */
            for (s = first; s < last; s++) {
                uint32_t w = f->succ[s].id - 1u, j = sp;
                while (j > 0 && j > sp - (s - first) && stack[j - 1] > w) {
                    stack[j] = stack[j - 1];
                    j--;
                }
                stack[j] = w;
                sp++;
            }
        }
        furthest = order[numbered - 1];
        for (k = 0; k < numbered; k++) mark[order[k]] = 0;
        roots[nroots++].id = furthest + 1u;
        any_nontrivial = true;
        conv__mark_reaching(f, furthest, mark, stack);
    }
    if (any_nontrivial) {
        /* reach1/reach2: up to two distinct roots (index + 1) that each
           block reaches; `stack` is the work queue. */
        uint32_t head = 0, tail = 0;
        memset(reach1, 0, sizeof(uint32_t) * n);
        memset(reach2, 0, sizeof(uint32_t) * n);
        for (k = ntriv; k < nroots; k++) {
            uint32_t b = roots[k].id - 1u;
            reach1[b] = k + 1u;
            stack[tail++] = b;
        }
        while (head < tail) {
            uint32_t v = stack[head++], p;
            uint32_t ids[2], nid = 0, t;
            ids[nid++] = reach1[v];
            if (reach2[v]) ids[nid++] = reach2[v];
            for (p = f->pred_begin[v]; p < f->pred_begin[v + 1]; p++) {
                uint32_t w = f->pred[p].id - 1u;
                if (cov1[w] == 1) continue;
                for (t = 0; t < nid; t++) {
                    uint32_t id = ids[t];
                    if (reach1[w] == 0) {
                        reach1[w] = id;
                    } else if (reach1[w] != id && reach2[w] == 0) {
                        reach2[w] = id;
                    } else {
                        continue;
                    }
                    stack[tail++] = w;
                }
            }
        }
        /* LLVM's order: walk the list, swapping a redundant root with the
           last one and popping it. */
        i = 0;
        while (i < nroots) {
            uint32_t b = roots[i].id - 1u;
            bool trivial = f->succ_begin[b + 1] == f->succ_begin[b];
            bool redundant = !trivial && reach2[b] != 0;
            if (redundant) {
                roots[i] = roots[nroots - 1u];
                nroots--;
            } else {
                i++;
            }
        }
    }
    if (cov1) conv__free(a, cov1, n);
    conv__free_array(a, scratch, words, sizeof(uint32_t));
    return nroots;
}

CONV__PRIVATE conv_result conv__domtree_alloc(const conv_allocator *a, uint32_t n, conv_domtree **out) {
    size_t words, bytes;
    conv_domtree *t;
    char *p;
    /* idom, pre, last, depth: n each; child_begin: n + 2; children: n;
       roots: n. */
    words = (size_t)n * 7u + 2u;
    if (!conv__mul_ok(words, sizeof(uint32_t))) return CONV_ERR_OUT_OF_MEMORY;
    bytes = sizeof(conv_domtree) + words * sizeof(uint32_t);
    p = (char *)conv__alloc(a, bytes);
    if (p == NULL) return CONV_ERR_OUT_OF_MEMORY;
    memset(p, 0, bytes);
    t = (conv_domtree *)(void *)p;
    t->allocator = *a;
    t->n = n;
    t->bytes = bytes;
    t->block = p;
    t->idom = (uint32_t *)(void *)(p + sizeof(conv_domtree));
    t->pre = t->idom + n;
    t->last = t->pre + n;
    t->depth = t->last + n;
    t->child_begin = t->depth + n;
    t->children = (conv_block *)(void *)(t->child_begin + n + 2);
    t->roots = t->children + n;
    *out = t;
    return CONV_OK;
}

/* Fills children, DFS intervals and depths from parent[] (node index, n =
   the virtual root, CONV__NONE = absent). */
CONV__PRIVATE void conv__domtree_finish(conv_domtree *t, const uint32_t *parent, uint32_t *cursor,
                                        const uint32_t *order, uint32_t count) {
    uint32_t n = t->n, i, k, clock = 0;
    memset(t->child_begin, 0, sizeof(uint32_t) * (n + 2));
    for (i = 0; i < n; i++)
        if (parent[i] != CONV__NONE) t->child_begin[parent[i] + 1]++;
    for (i = 0; i <= n; i++) t->child_begin[i + 1] += t->child_begin[i];
    for (i = 0; i <= n; i++) cursor[i] = t->child_begin[i];
    for (i = 0; i < n; i++)
        if (parent[i] != CONV__NONE) t->children[cursor[parent[i]]++].id = i + 1u;
    for (i = 0; i < n; i++) {
        t->idom[i] = (parent[i] == CONV__NONE || parent[i] == n) ? 0u : parent[i] + 1u;
    }
    /* Preorder intervals without a DFS: `order` is a preorder of the
       CFG's DFS tree, in which every idom precedes the nodes it dominates. */
    for (k = 0; k < count; k++) {
        uint32_t v = order[k];
        if (v < n) t->last[v] = 1; /* subtree size for now */
    }
    for (k = count; k-- > 0;) {
        uint32_t v = order[k], p;
        if (v >= n) continue;
        p = parent[v];
        if (p != n) t->last[p] += t->last[v];
    }
    cursor[n] = 1;
    for (k = 0; k < count; k++) {
        uint32_t v = order[k], p, sz;
        if (v >= n) continue;
        p = parent[v];
        sz = t->last[v];
        t->pre[v] = cursor[p];
        cursor[p] += sz;
        cursor[v] = t->pre[v] + 1u;
        t->depth[v] = p == n ? 0u : t->depth[p] + 1u;
        t->last[v] = t->pre[v] + sz - 1u;
        clock++;
    }
    t->in_tree = clock;
}

CONVDEF conv_result conv_domtree_build(const conv_function *f, const conv_domtree_desc *desc, conv_domtree **out) {
    conv_allocator a;
    conv_result r;
    conv_domtree *t = NULL;
    uint32_t n, nn, i;
    uint32_t *scratch = NULL;
    size_t scratch_words;
    bool post;
    if (f == NULL || out == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if (!f->finalized) return CONV_ERR_NOT_FINALIZED;
    r = conv__analysis_allocator(f, desc ? &desc->allocator : NULL, &a);
    if (r != CONV_OK) return r;
    post = desc != NULL && desc->post;
    n = (uint32_t)f->blocks.count;
    nn = n + 1u;
    /* Scratch: seminca 6*nn, idom nn, cursor nn, and for the reverse view
       rsucc_begin/rpred_begin (nn + 1 each), rsucc/rpred (edges + n each),
       roots n, mark n bytes (as n words). */
    scratch_words = (size_t)nn * 8u;
    if (post) scratch_words += (size_t)(nn + 1u) * 2u + ((size_t)f->edge_count + n) * 2u + (size_t)n * 2u;
    scratch = (uint32_t *)conv__alloc_array(&a, scratch_words, sizeof(uint32_t));
    if (scratch == NULL) return CONV_ERR_OUT_OF_MEMORY;
    r = conv__domtree_alloc(&a, n, &t);
    if (r != CONV_OK) {
        conv__free_array(&a, scratch, scratch_words, sizeof(uint32_t));
        return r;
    }
    t->post = post;
    {
        uint32_t *sn = scratch;
        uint32_t *idom = sn + (size_t)nn * 6u;
        uint32_t *cursor = idom + nn;
        uint32_t cnt;
        conv__graphview g;
        if (!post) {
            g.n = n;
            g.succ_begin = f->succ_begin;
            g.succ = f->succ;
            g.pred_begin = f->pred_begin;
            g.pred = f->pred;
            cnt = conv__seminca(&g, 0, idom, sn);
            idom[0] = n; /* the entry hangs below the virtual root */
            t->roots[0].id = 1;
            t->roots_count = 1;
        } else {
            uint32_t *rsb = cursor + nn;             /* nn + 1 */
            uint32_t *rpb = rsb + nn + 1;            /* nn + 1 */
            conv_block *rs = (conv_block *)(void *)(rpb + nn + 1); /* edges + n */
            conv_block *rp = rs + f->edge_count + n;                /* edges + n */
            conv_block *roots = rp + f->edge_count + n;             /* n */
            uint8_t *mark = (uint8_t *)(void *)(roots + n);         /* n bytes */
            uint32_t nroots = conv__postdom_roots(f, &a, roots), k, pos;
            if (nroots == CONV__NONE) {
                conv_domtree_free(t);
                conv__free_array(&a, scratch, scratch_words, sizeof(uint32_t));
                return CONV_ERR_OUT_OF_MEMORY;
            }
            /* Reverse graph: node v's successors are its CFG predecessors;
               the virtual exit (node n) leads to the roots. */
            pos = 0;
            for (i = 0; i < n; i++) {
                uint32_t p;
                rsb[i] = pos;
                for (p = f->pred_begin[i]; p < f->pred_begin[i + 1]; p++) rs[pos++] = f->pred[p];
            }
            rsb[n] = pos;
            for (k = 0; k < nroots; k++) rs[pos++] = roots[k];
            rsb[n + 1] = pos;
            /* Reverse predecessors: CFG successors, plus the virtual exit
               for each root. */
            memset(mark, 0, n);
            for (k = 0; k < nroots; k++) mark[roots[k].id - 1u] = 1;
            pos = 0;
            for (i = 0; i < n; i++) {
                uint32_t s;
                rpb[i] = pos;
                for (s = f->succ_begin[i]; s < f->succ_begin[i + 1]; s++) rp[pos++] = f->succ[s];
                if (mark[i]) rp[pos++].id = n + 1u;
            }
            rpb[n] = pos;
            rpb[n + 1] = pos;
            g.n = nn;
            g.succ_begin = rsb;
            g.succ = rs;
            g.pred_begin = rpb;
            g.pred = rp;
            cnt = conv__seminca(&g, n, idom, sn);
            memcpy(t->roots, roots, sizeof(conv_block) * nroots);
            t->roots_count = nroots;
        }
        conv__domtree_finish(t, idom, cursor, sn + g.n, cnt);
    }
    conv__free_array(&a, scratch, scratch_words, sizeof(uint32_t));
    *out = t;
    return CONV_OK;
}

CONVDEF void conv_domtree_free(conv_domtree *t) {
    conv_allocator a;
    if (t == NULL) return;
    a = t->allocator;
    conv__free(&a, t->block, t->bytes);
}

CONVDEF bool conv_domtree_is_post(const conv_domtree *t) { return t != NULL && t->post; }
CONVDEF uint32_t conv_domtree_block_count(const conv_domtree *t) { return t ? t->n : 0; }

CONV__PRIVATE bool conv__dt_in(const conv_domtree *t, conv_block b) {
    return t != NULL && b.id != 0 && b.id <= t->n && t->pre[b.id - 1u] != 0;
}
CONVDEF bool conv_domtree_contains(const conv_domtree *t, conv_block b) { return conv__dt_in(t, b); }
CONVDEF conv_block conv_domtree_idom(const conv_domtree *t, conv_block b) {
    conv_block r = {0};
    if (conv__dt_in(t, b)) r.id = t->idom[b.id - 1u];
    return r;
}
CONVDEF bool conv_domtree_dominates(const conv_domtree *t, conv_block a, conv_block b) {
    uint32_t pa, pb;
    if (!conv__dt_in(t, a) || !conv__dt_in(t, b)) return false;
    pa = t->pre[a.id - 1u];
    pb = t->pre[b.id - 1u];
    return pa <= pb && pb <= t->last[a.id - 1u];
}
CONVDEF bool conv_domtree_strictly_dominates(const conv_domtree *t, conv_block a, conv_block b) {
    return a.id != b.id && conv_domtree_dominates(t, a, b);
}
CONVDEF uint32_t conv_domtree_depth(const conv_domtree *t, conv_block b) {
    return conv__dt_in(t, b) ? t->depth[b.id - 1u] : 0u;
}
CONVDEF conv_block conv_domtree_nearest_common(const conv_domtree *t, conv_block a, conv_block b) {
    conv_block none = {0};
    uint32_t x, y;
    if (!conv__dt_in(t, a) || !conv__dt_in(t, b)) return none;
    x = a.id;
    y = b.id;
    while (x != y) {
        if (x == 0 || y == 0) return none;
        if (t->depth[x - 1u] >= t->depth[y - 1u]) {
            if (t->depth[x - 1u] == 0 && t->depth[y - 1u] == 0) return none;
            if (t->depth[x - 1u] == t->depth[y - 1u]) {
                x = t->idom[x - 1u];
                y = t->idom[y - 1u];
            } else {
                x = t->idom[x - 1u];
            }
        } else {
            y = t->idom[y - 1u];
        }
    }
    none.id = x;
    return none;
}
CONVDEF const conv_block *conv_domtree_children(const conv_domtree *t, conv_block b, uint32_t *count) {
    uint32_t v;
    if (count) *count = 0;
    if (t == NULL) return NULL;
    if (b.id == 0) v = t->n;
    else if (conv__dt_in(t, b)) v = b.id - 1u;
    else return NULL;
    if (count) *count = t->child_begin[v + 1] - t->child_begin[v];
    return t->children + t->child_begin[v];
}
CONVDEF const conv_block *conv_domtree_roots(const conv_domtree *t, uint32_t *count) {
    if (count) *count = t ? t->roots_count : 0;
    return t ? t->roots : NULL;
}
/* >>cycles ============================================================ */

struct conv_cycles {
    conv_allocator allocator;
    uint32_t n;             /* blocks of the function */
    uint32_t count;         /* cycles */
    uint32_t top_count;
    uint32_t layout_count;  /* blocks that are in some cycle */
    uint32_t entries_count, exits_count, exiting_count;
    /* Per cycle, indexed by id - 1 (preorder of the forest). */
    uint32_t *parent;       /* cycle id, 0 = top level */
    uint32_t *depth;
    uint32_t *blocks_begin; /* count + 1 entries would not do: slices nest */
    uint32_t *blocks_end;
    uint32_t *entries_begin;  /* count + 1 */
    uint32_t *children_begin; /* count + 1 */
    uint32_t *exits_begin;    /* count + 1 */
    uint32_t *exiting_begin;  /* count + 1 */
    conv_block *layout;     /* every cycle's blocks as a slice; children nest */
    conv_block *entries;
    conv_cycle *children;   /* count children, then the top-level cycles */
    conv_block *exits;
    conv_block *exiting;
    /* Per block. */
    uint32_t *innermost;    /* cycle id, 0 = none */
    uint32_t *position;     /* index into layout */
};

CONV__PRIVATE void conv__cycles_release(conv_cycles *ci) {
    const conv_allocator *a = &ci->allocator;
    size_t c = ci->count, n = ci->n;
    conv__free_array(a, ci->parent, c, sizeof(uint32_t));
    conv__free_array(a, ci->depth, c, sizeof(uint32_t));
    conv__free_array(a, ci->blocks_begin, c, sizeof(uint32_t));
    conv__free_array(a, ci->blocks_end, c, sizeof(uint32_t));
    conv__free_array(a, ci->entries_begin, c + 1, sizeof(uint32_t));
    conv__free_array(a, ci->children_begin, c + 1, sizeof(uint32_t));
    conv__free_array(a, ci->exits_begin, c + 1, sizeof(uint32_t));
    conv__free_array(a, ci->exiting_begin, c + 1, sizeof(uint32_t));
    conv__free_array(a, ci->layout, ci->layout_count, sizeof(conv_block));
    conv__free_array(a, ci->entries, ci->entries_count, sizeof(conv_block));
    conv__free_array(a, ci->children, c, sizeof(conv_cycle));
    conv__free_array(a, ci->exits, ci->exits_count, sizeof(conv_block));
    conv__free_array(a, ci->exiting, ci->exiting_count, sizeof(conv_block));
    conv__free_array(a, ci->innermost, n, sizeof(uint32_t));
    conv__free_array(a, ci->position, n, sizeof(uint32_t));
}

/* Working state of the construction, indexed by block or by cycle
   creation number (cycles are created in reverse DFS preorder of their
   headers, as LLVM does). A cycle's contents are kept as LLVM keeps its
   block list: a sequence of items, each a block of its own (value < n) or
   a whole child cycle (n + child), in the order they were found. */
typedef struct conv__cyclework {
    uint32_t n;
    uint32_t *start, *end;   /* DFS preorder interval per block, 0 = unreachable */
    uint32_t *preorder;      /* blocks by preorder number - 1 */
    uint32_t *claim;         /* block -> creating cycle that owns it, NONE */
    uint32_t *up;            /* per cycle: union-find link towards the top */
    uint32_t *parent;        /* per cycle: parent creation number, NONE */
    uint32_t *item_head, *item_tail;   /* per cycle, into items */
    uint32_t *entry_head, *entry_tail; /* per cycle, into entry_nodes */
    uint32_t *top_index;     /* per cycle: position in `top`, NONE once nested */
    conv__vec items;         /* pairs (item, next node + 1) */
    conv__vec entry_nodes;   /* pairs (block, next node + 1) */
    conv__vec top;           /* creation numbers of the top-level cycles */
    conv__vec worklist;      /* blocks */
    uint32_t cycles;
    uint32_t entries;
    bool unreachable_entries; /* LLVM 19: unreachable predecessors make entries */
} conv__cyclework;

/* The outermost cycle that contains cycle c so far, with path halving. */
CONV__PRIVATE uint32_t conv__cycle_top(uint32_t *up, uint32_t c) {
    while (up[c] != CONV__NONE) {
        if (up[up[c]] != CONV__NONE) up[c] = up[up[c]];
        c = up[c];
    }
    return c;
}

/* Depth-first search from the entry in LLVM's order (successors from last
   to first) numbering blocks in preorder and recording the last number in
   each subtree. `stack` holds (block, next successor position) pairs. */
CONV__PRIVATE void conv__cycles_dfs(const conv_function *f, conv__cyclework *w, uint32_t *stack) {
    uint32_t counter = 0, sp = 0;
    w->start[0] = ++counter;
    w->preorder[0] = 0;
    stack[0] = 0;
    stack[1] = f->succ_begin[1];
    sp = 1;
    while (sp) {
        uint32_t v = stack[2 * (sp - 1)], pos = stack[2 * (sp - 1) + 1];
        if (pos > f->succ_begin[v]) {
            uint32_t s = f->succ[pos - 1].id - 1u;
            stack[2 * (sp - 1) + 1] = pos - 1;
            if (w->start[s] == 0) {
                w->preorder[counter] = s;
                w->start[s] = ++counter;
                stack[2 * sp] = s;
                stack[2 * sp + 1] = f->succ_begin[s + 1];
                sp++;
            }
        } else {
            w->end[v] = counter;
            sp--;
        }
    }
}

/* Appends `value` to the list (head, tail) kept in the pair pool `pool`. */
CONV__PRIVATE conv_result conv__pairlist_append(const conv_allocator *a, conv__vec *pool, uint32_t *head,
                                                uint32_t *tail, uint32_t value) {
    uint32_t node[2];
    conv_result r;
    node[0] = value;
    node[1] = 0;
    r = conv__vec_push(a, pool, sizeof node, node, 1);
    if (r != CONV_OK) return r;
    if (*tail == CONV__NONE) *head = (uint32_t)pool->count - 1u;
    else CONV__VEC(*pool, uint32_t)[2 * *tail + 1] = (uint32_t)pool->count;
    *tail = (uint32_t)pool->count - 1u;
    return CONV_OK;
}

/* A block newly in cycle c (header h): predecessors inside h's DFS subtree
   continue the search; a predecessor outside makes b an entry. LLVM
   visits predecessors in use-list order, which for parsed text is
   decreasing block position: conv's predecessor lists are increasing, so
   they are walked backwards. */
CONV__PRIVATE conv_result conv__cycle_preds(const conv_function *f, const conv_allocator *a, conv__cyclework *w,
                                            uint32_t c, uint32_t h, uint32_t b) {
    uint32_t p;
    bool entry = false;
    for (p = f->pred_begin[b + 1]; p > f->pred_begin[b]; p--) {
        uint32_t q = f->pred[p - 1].id - 1u;
        if (w->start[q] == 0) {
            /* Never executed, so not an entry; LLVM 19 disagrees. */
            if (w->unreachable_entries) entry = true;
        } else if (w->start[h] <= w->start[q] && w->start[q] <= w->end[h]) {
            conv_result r = CONV__VEC_PUSH1(a, &w->worklist, uint32_t, q);
            if (r != CONV_OK) return r;
        } else {
            entry = true;
        }
    }
    if (!entry) return CONV_OK;
    w->entries++;
    return conv__pairlist_append(a, &w->entry_nodes, &w->entry_head[c], &w->entry_tail[c], b);
}

/* Finds the cycles: each block, in reverse preorder, that is the target of
   an edge from its own DFS subtree heads a cycle, whose blocks are found by
   walking predecessors back within the subtree; the outermost cycles found
   earlier (deeper headers) that the walk meets become children. */
CONV__PRIVATE conv_result conv__cycles_find(const conv_function *f, const conv_allocator *a, conv__cyclework *w,
                                            uint32_t reachable) {
    uint32_t k, n = w->n;
    conv_result r = CONV_OK;
    for (k = reachable; k-- > 0 && r == CONV_OK;) {
        uint32_t h = w->preorder[k], p, c;
        w->worklist.count = 0;
        for (p = f->pred_begin[h + 1]; p > f->pred_begin[h] && r == CONV_OK; p--) {
            uint32_t q = f->pred[p - 1].id - 1u;
            if (w->start[q] != 0 && w->start[h] <= w->start[q] && w->start[q] <= w->end[h])
                r = CONV__VEC_PUSH1(a, &w->worklist, uint32_t, q);
        }
        if (r != CONV_OK || w->worklist.count == 0) continue;
        c = w->cycles++;
        w->up[c] = w->parent[c] = w->top_index[c] = CONV__NONE;
        w->item_head[c] = w->item_tail[c] = CONV__NONE;
        w->entry_head[c] = w->entry_tail[c] = CONV__NONE;
        w->entries++;
        r = conv__pairlist_append(a, &w->entry_nodes, &w->entry_head[c], &w->entry_tail[c], h);
        w->claim[h] = c;
        if (r == CONV_OK) r = conv__pairlist_append(a, &w->items, &w->item_head[c], &w->item_tail[c], h);
        while (r == CONV_OK && w->worklist.count) {
            uint32_t b = CONV__VEC(w->worklist, uint32_t)[--w->worklist.count];
            if (b == h) continue;
            if (w->claim[b] != CONV__NONE) {
                uint32_t t = conv__cycle_top(w->up, w->claim[b]), e, last;
                if (t == c) continue;
                /* The top-level cycle t nests in c. LLVM removes it from
                   the top-level list by moving the last one into its
                   place, which is what orders that list. */
                last = CONV__VEC(w->top, uint32_t)[w->top.count - 1u];
                CONV__VEC(w->top, uint32_t)[w->top_index[t]] = last;
                w->top_index[last] = w->top_index[t];
                w->top.count--;
                w->top_index[t] = CONV__NONE;
                w->up[t] = c;
                w->parent[t] = c;
                r = conv__pairlist_append(a, &w->items, &w->item_head[c], &w->item_tail[c], n + t);
                for (e = w->entry_head[t]; e != CONV__NONE && r == CONV_OK;) {
                    uint32_t entry_block = CONV__VEC(w->entry_nodes, uint32_t)[2 * e];
                    uint32_t next = CONV__VEC(w->entry_nodes, uint32_t)[2 * e + 1];
                    r = conv__cycle_preds(f, a, w, c, h, entry_block);
                    e = next ? next - 1u : CONV__NONE;
                }
            } else {
                w->claim[b] = c;
                r = conv__pairlist_append(a, &w->items, &w->item_head[c], &w->item_tail[c], b);
                if (r == CONV_OK) r = conv__cycle_preds(f, a, w, c, h, b);
            }
        }
        if (r == CONV_OK) {
            w->top_index[c] = (uint32_t)w->top.count;
            r = CONV__VEC_PUSH1(a, &w->top, uint32_t, c);
        }
    }
    return r;
}

/* Lays the cycles out in preorder of the forest (top-level cycles in
   LLVM's list order, children in the order found): ids, depths, block
   slices (a cycle's block list, children's lists expanded in place, so
   every cycle is one contiguous slice inside its parent's), entries,
   children and the top-level list. `stack` needs 2 * cycles words,
   `newid` cycles words. */
CONV__PRIVATE void conv__cycles_layout(conv_cycles *ci, conv__cyclework *w, uint32_t *stack, uint32_t *newid) {
    uint32_t n = w->n, c, sp = 0, next_id = 0, pos = 0, kids = 0, t;
    const uint32_t *items = CONV__VEC(w->items, uint32_t);
    for (t = (uint32_t)w->top.count; t-- > 0;) {
        stack[2 * sp] = CONV__VEC(w->top, uint32_t)[t];
        stack[2 * sp + 1] = CONV__NONE; /* not entered yet */
        sp++;
    }
    while (sp) {
        uint32_t cc = stack[2 * (sp - 1)], node = stack[2 * (sp - 1) + 1];
        if (node == CONV__NONE) {
            uint32_t id = ++next_id;
            newid[cc] = id;
            ci->parent[id - 1u] = w->parent[cc] == CONV__NONE ? 0u : newid[w->parent[cc]];
            ci->depth[id - 1u] = w->parent[cc] == CONV__NONE ? 1u : ci->depth[newid[w->parent[cc]] - 1u] + 1u;
            ci->blocks_begin[id - 1u] = pos;
            node = w->item_head[cc];
        } else {
            uint32_t next = items[2 * node + 1];
            node = next ? next - 1u : CONV__NONE;
        }
        /* Emit own blocks up to the next child cycle, then descend. */
        while (node != CONV__NONE && items[2 * node] < n) {
            uint32_t b = items[2 * node], next = items[2 * node + 1];
            ci->layout[pos].id = b + 1u;
            ci->position[b] = pos++;
            ci->innermost[b] = newid[cc];
            node = next ? next - 1u : CONV__NONE;
        }
        if (node == CONV__NONE) {
            ci->blocks_end[newid[cc] - 1u] = pos;
            sp--;
            continue;
        }
        stack[2 * (sp - 1) + 1] = node;
        stack[2 * sp] = items[2 * node] - n;
        stack[2 * sp + 1] = CONV__NONE;
        sp++;
    }
    /* Entries and children by id. */
    {
        uint32_t *byid = stack;
        uint32_t epos = 0, e;
        for (c = 0; c < w->cycles; c++) byid[newid[c] - 1u] = c;
        for (c = 0; c < w->cycles; c++) {
            uint32_t cc = byid[c], node;
            ci->entries_begin[c] = epos;
            for (e = w->entry_head[cc]; e != CONV__NONE;) {
                const uint32_t *entry = &CONV__VEC(w->entry_nodes, uint32_t)[2 * e];
                ci->entries[epos++].id = entry[0] + 1u;
                e = entry[1] ? entry[1] - 1u : CONV__NONE;
            }
            ci->children_begin[c] = kids;
            for (node = w->item_head[cc]; node != CONV__NONE;) {
                if (items[2 * node] >= n) ci->children[kids++].id = newid[items[2 * node] - n];
                node = items[2 * node + 1] ? items[2 * node + 1] - 1u : CONV__NONE;
            }
        }
        ci->entries_begin[w->cycles] = epos;
        ci->children_begin[w->cycles] = kids;
        ci->top_count = (uint32_t)w->top.count;
        /* The top-level cycles follow the children in the same array. */
        for (t = 0; t < w->top.count; t++) ci->children[kids + t].id = newid[CONV__VEC(w->top, uint32_t)[t]];
    }
}

CONV__PRIVATE bool conv__cycle_has(const conv_cycles *ci, uint32_t id, uint32_t block) {
    uint32_t p;
    if (ci->innermost[block] == 0) return false;
    p = ci->position[block];
    return ci->blocks_begin[id - 1u] <= p && p < ci->blocks_end[id - 1u];
}

/* Exits (exiting = false) or exiting blocks of every cycle, each listed
   once, in block order. An edge u->v leaves the cycles from innermost(u)
   outwards up to the first one containing v.
   Exits, per target v: a per-cycle stamp stops a walk where an earlier
   edge into v already walked (everything above was walked then too).
   Exiting blocks, per source u: the cycles u exits are the longest of the
   walks of its edges, all starting at innermost(u); each edge continues
   from the highest cycle reached so far when that one does not contain
   its target. Either way the cost is the edges plus the size of the
   result. Two passes: count (fill = false), then fill. */
CONV__PRIVATE void conv__cycles_exits(const conv_function *f, conv_cycles *ci, bool exiting, uint32_t *stamp,
                                      uint32_t *cursor, bool fill) {
    uint32_t n = ci->n, v, c;
    uint32_t *begin = exiting ? ci->exiting_begin : ci->exits_begin;
    conv_block *out = exiting ? ci->exiting : ci->exits;
    memset(stamp, 0, sizeof(uint32_t) * ci->count);
    if (fill)
        for (c = 0; c < ci->count; c++) cursor[c] = begin[c];
    else
        memset(cursor, 0, sizeof(uint32_t) * ci->count);
    for (v = 0; v < n; v++) {
        uint32_t k;
        if (exiting) {
            uint32_t highest = 0; /* last cycle recorded for u = v */
            if (ci->innermost[v] == 0) continue;
            for (k = f->succ_begin[v]; k < f->succ_begin[v + 1]; k++) {
                uint32_t target = f->succ[k].id - 1u;
                uint32_t id = highest ? ci->parent[highest - 1u] : ci->innermost[v];
                if (highest && conv__cycle_has(ci, highest, target)) continue;
                while (id != 0 && !conv__cycle_has(ci, id, target)) {
                    if (fill) out[cursor[id - 1u]++].id = v + 1u;
                    else cursor[id - 1u]++;
                    highest = id;
                    id = ci->parent[id - 1u];
                }
            }
        } else {
            for (k = f->pred_begin[v]; k < f->pred_begin[v + 1]; k++) {
                uint32_t id = ci->innermost[f->pred[k].id - 1u];
                while (id != 0 && stamp[id - 1u] != v + 1u && !conv__cycle_has(ci, id, v)) {
                    stamp[id - 1u] = v + 1u;
                    if (fill) out[cursor[id - 1u]++].id = v + 1u;
                    else cursor[id - 1u]++;
                    id = ci->parent[id - 1u];
                }
            }
        }
    }
    if (!fill) {
        uint32_t total = 0;
        for (c = 0; c < ci->count; c++) {
            begin[c] = total;
            total += cursor[c];
        }
        begin[ci->count] = total;
    }
}

CONVDEF conv_result conv_cycles_build(const conv_function *f, const conv_cycles_desc *desc, conv_cycles **out) {
    conv_allocator a;
    conv_cycles *ci;
    conv__cyclework w;
    conv_result r = CONV_OK;
    uint32_t n, reachable = 0, b;
    uint32_t *scratch;
    size_t scratch_words;
    if (f == NULL || out == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if (!f->finalized) return CONV_ERR_NOT_FINALIZED;
    r = conv__analysis_allocator(f, desc ? &desc->allocator : NULL, &a);
    if (r != CONV_OK) return r;
    n = (uint32_t)f->blocks.count;
    /* Per block: start, end, preorder, claim (4n); per cycle (at most n):
       up, parent, item_head, item_tail, entry_head, entry_tail, top_index
       (7n); the DFS stack (2n). */
    scratch_words = (size_t)n * 13u;
    scratch = (uint32_t *)conv__alloc_array(&a, scratch_words, sizeof(uint32_t));
    if (scratch == NULL) return CONV_ERR_OUT_OF_MEMORY;
    memset(&w, 0, sizeof w);
    w.n = n;
    w.unreachable_entries = desc != NULL && desc->llvm19_unreachable_entries;
    w.start = scratch;
    w.end = w.start + n;
    w.preorder = w.end + n;
    w.claim = w.preorder + n;
    w.up = w.claim + n;
    w.parent = w.up + n;
    w.item_head = w.parent + n;
    w.item_tail = w.item_head + n;
    w.entry_head = w.item_tail + n;
    w.entry_tail = w.entry_head + n;
    w.top_index = w.entry_tail + n;
    memset(w.start, 0, sizeof(uint32_t) * n);
    for (b = 0; b < n; b++) w.claim[b] = CONV__NONE;
    conv__cycles_dfs(f, &w, w.top_index + n);
    for (b = 0; b < n; b++) reachable += w.start[b] != 0;
    r = conv__cycles_find(f, &a, &w, reachable);
    ci = NULL;
    if (r == CONV_OK) {
        ci = (conv_cycles *)conv__alloc(&a, sizeof *ci);
        if (ci == NULL) r = CONV_ERR_OUT_OF_MEMORY;
    }
    if (r == CONV_OK) {
        uint32_t c = w.cycles, placed = 0;
        memset(ci, 0, sizeof *ci);
        ci->allocator = a;
        ci->n = n;
        ci->count = c;
        for (b = 0; b < n; b++) placed += w.claim[b] != CONV__NONE;
        ci->layout_count = placed;
        ci->entries_count = w.entries;
        ci->parent = (uint32_t *)conv__alloc_array(&a, c, sizeof(uint32_t));
        ci->depth = (uint32_t *)conv__alloc_array(&a, c, sizeof(uint32_t));
        ci->blocks_begin = (uint32_t *)conv__alloc_array(&a, c, sizeof(uint32_t));
        ci->blocks_end = (uint32_t *)conv__alloc_array(&a, c, sizeof(uint32_t));
        ci->entries_begin = (uint32_t *)conv__alloc_array(&a, (size_t)c + 1, sizeof(uint32_t));
        ci->children_begin = (uint32_t *)conv__alloc_array(&a, (size_t)c + 1, sizeof(uint32_t));
        ci->exits_begin = (uint32_t *)conv__alloc_array(&a, (size_t)c + 1, sizeof(uint32_t));
        ci->exiting_begin = (uint32_t *)conv__alloc_array(&a, (size_t)c + 1, sizeof(uint32_t));
        ci->layout = (conv_block *)conv__alloc_array(&a, placed, sizeof(conv_block));
        ci->entries = (conv_block *)conv__alloc_array(&a, w.entries, sizeof(conv_block));
        ci->children = (conv_cycle *)conv__alloc_array(&a, c, sizeof(conv_cycle));
        ci->innermost = (uint32_t *)conv__calloc_array(&a, n, sizeof(uint32_t));
        ci->position = (uint32_t *)conv__calloc_array(&a, n, sizeof(uint32_t));
        if (!ci->parent || !ci->depth || !ci->blocks_begin || !ci->blocks_end || !ci->entries_begin ||
            !ci->children_begin || !ci->exits_begin || !ci->exiting_begin || !ci->layout || !ci->entries ||
            !ci->children || !ci->innermost || !ci->position)
            r = CONV_ERR_OUT_OF_MEMORY;
    }
    if (r == CONV_OK) {
        /* The DFS scratch is free again: reuse it. */
        uint32_t *newid = w.start, *stack = w.top_index + n;
        conv__cycles_layout(ci, &w, stack, newid);
        conv__cycles_exits(f, ci, false, w.start, w.end, false);
        conv__cycles_exits(f, ci, true, w.preorder, w.claim, false);
        ci->exits_count = ci->exits_begin[ci->count];
        ci->exiting_count = ci->exiting_begin[ci->count];
        ci->exits = (conv_block *)conv__alloc_array(&a, ci->exits_count, sizeof(conv_block));
        ci->exiting = (conv_block *)conv__alloc_array(&a, ci->exiting_count, sizeof(conv_block));
        if (ci->exits == NULL || ci->exiting == NULL) {
            r = CONV_ERR_OUT_OF_MEMORY;
        } else {
            conv__cycles_exits(f, ci, false, w.start, w.end, true);
            conv__cycles_exits(f, ci, true, w.preorder, w.claim, true);
        }
    }
    conv__vec_free(&a, &w.entry_nodes, 2 * sizeof(uint32_t));
    conv__vec_free(&a, &w.items, 2 * sizeof(uint32_t));
    conv__vec_free(&a, &w.top, sizeof(uint32_t));
    conv__vec_free(&a, &w.worklist, sizeof(uint32_t));
    conv__free_array(&a, scratch, scratch_words, sizeof(uint32_t));
    if (r != CONV_OK) {
        if (ci != NULL) {
            conv__cycles_release(ci);
            conv__free(&a, ci, sizeof *ci);
        }
        return r;
    }
    *out = ci;
    return CONV_OK;
}

CONVDEF void conv_cycles_free(conv_cycles *ci) {
    conv_allocator a;
    if (ci == NULL) return;
    a = ci->allocator;
    conv__cycles_release(ci);
    conv__free(&a, ci, sizeof *ci);
}

CONV__PRIVATE bool conv__cycle_ok(const conv_cycles *ci, conv_cycle c) {
    return ci != NULL && c.id != 0 && c.id <= ci->count;
}

CONVDEF uint32_t conv_cycles_count(const conv_cycles *ci) { return ci ? ci->count : 0u; }
CONVDEF conv_cycle conv_cycles_get(const conv_cycles *ci, uint32_t index) {
    conv_cycle c = {0};
    if (ci && index < ci->count) c.id = index + 1u;
    return c;
}
CONVDEF const conv_cycle *conv_cycles_top_level(const conv_cycles *ci, uint32_t *count) {
    if (count) *count = ci ? ci->top_count : 0u;
    if (ci == NULL || ci->top_count == 0) return NULL;
    return ci->children + ci->children_begin[ci->count];
}
CONVDEF conv_cycle conv_cycles_innermost(const conv_cycles *ci, conv_block b) {
    conv_cycle c = {0};
    if (ci && b.id != 0 && b.id <= ci->n) c.id = ci->innermost[b.id - 1u];
    return c;
}
CONVDEF conv_block conv_cycle_header(const conv_cycles *ci, conv_cycle c) {
    conv_block b = {0};
    if (conv__cycle_ok(ci, c)) b = ci->entries[ci->entries_begin[c.id - 1u]];
    return b;
}
CONVDEF const conv_block *conv_cycle_entries(const conv_cycles *ci, conv_cycle c, uint32_t *count) {
    if (count) *count = 0;
    if (!conv__cycle_ok(ci, c)) return NULL;
    if (count) *count = ci->entries_begin[c.id] - ci->entries_begin[c.id - 1u];
    return ci->entries + ci->entries_begin[c.id - 1u];
}
CONVDEF const conv_block *conv_cycle_blocks(const conv_cycles *ci, conv_cycle c, uint32_t *count) {
    if (count) *count = 0;
    if (!conv__cycle_ok(ci, c)) return NULL;
    if (count) *count = ci->blocks_end[c.id - 1u] - ci->blocks_begin[c.id - 1u];
    return ci->layout + ci->blocks_begin[c.id - 1u];
}
CONVDEF const conv_block *conv_cycle_exits(const conv_cycles *ci, conv_cycle c, uint32_t *count) {
    uint32_t k;
    if (count) *count = 0;
    if (!conv__cycle_ok(ci, c)) return NULL;
    k = ci->exits_begin[c.id] - ci->exits_begin[c.id - 1u];
    if (count) *count = k;
    return k ? ci->exits + ci->exits_begin[c.id - 1u] : NULL;
}
CONVDEF const conv_block *conv_cycle_exiting(const conv_cycles *ci, conv_cycle c, uint32_t *count) {
    uint32_t k;
    if (count) *count = 0;
    if (!conv__cycle_ok(ci, c)) return NULL;
    k = ci->exiting_begin[c.id] - ci->exiting_begin[c.id - 1u];
    if (count) *count = k;
    return k ? ci->exiting + ci->exiting_begin[c.id - 1u] : NULL;
}
CONVDEF conv_cycle conv_cycle_parent(const conv_cycles *ci, conv_cycle c) {
    conv_cycle p = {0};
    if (conv__cycle_ok(ci, c)) p.id = ci->parent[c.id - 1u];
    return p;
}
CONVDEF const conv_cycle *conv_cycle_children(const conv_cycles *ci, conv_cycle c, uint32_t *count) {
    uint32_t k;
    if (count) *count = 0;
    if (!conv__cycle_ok(ci, c)) return NULL;
    k = ci->children_begin[c.id] - ci->children_begin[c.id - 1u];
    if (count) *count = k;
    return k ? ci->children + ci->children_begin[c.id - 1u] : NULL;
}
CONVDEF uint32_t conv_cycle_depth(const conv_cycles *ci, conv_cycle c) {
    return conv__cycle_ok(ci, c) ? ci->depth[c.id - 1u] : 0u;
}
CONVDEF bool conv_cycle_is_reducible(const conv_cycles *ci, conv_cycle c) {
    return conv__cycle_ok(ci, c) && ci->entries_begin[c.id] - ci->entries_begin[c.id - 1u] == 1u;
}
CONVDEF bool conv_cycle_contains(const conv_cycles *ci, conv_cycle c, conv_block b) {
    if (!conv__cycle_ok(ci, c) || b.id == 0 || b.id > ci->n) return false;
    return conv__cycle_has(ci, c.id, b.id - 1u);
}
CONVDEF bool conv_cycle_contains_cycle(const conv_cycles *ci, conv_cycle outer, conv_cycle inner) {
    if (!conv__cycle_ok(ci, outer) || !conv__cycle_ok(ci, inner)) return false;
    return ci->blocks_begin[outer.id - 1u] <= ci->blocks_begin[inner.id - 1u] &&
           ci->blocks_end[inner.id - 1u] <= ci->blocks_end[outer.id - 1u];
}

/* conv_cycle_heart is a cycle query (declared with them in conv.h); it
   reads the header's instructions, which the graph stage provides. */
CONVDEF conv_value conv_cycle_heart(const conv_function *f, const conv_cycles *ci, conv_cycle c) {
    conv_value none = {0};
    uint32_t header, k;
    if (f == NULL || !f->finalized || !conv__cycle_ok(ci, c) || ci->n != f->blocks.count) return none;
    header = ci->entries[ci->entries_begin[c.id - 1u]].id - 1u;
    for (k = f->inst_begin[header]; k < f->inst_begin[header + 1]; k++) {
        const conv__value_rec *v = CONV__VAL(f, f->insts[k].id);
        if (v->kind == CONV_KIND_LOOP && v->token != 0 && CONV__VAL(f, v->token)->block != 0 &&
            !conv__cycle_has(ci, c.id, CONV__VAL(f, v->token)->block - 1u)) {
            none.id = f->insts[k].id;
            return none;
        }
    }
    return none;
}

/* Helpers over a built hierarchy, shared by the later stages. */

CONV__PRIVATE uint32_t conv__cycle_depth_of(const conv_cycles *ci, uint32_t c) { return c ? ci->depth[c - 1u] : 0u; }
/* The node of block u in region r (0 = the function, else a cycle id that
   contains u): u itself when r is u's innermost cycle, else the child cycle
   of r that contains u (numbered nb + id - 1). */
CONV__PRIVATE uint32_t conv__cycle_node(const conv_cycles *ci, uint32_t nb, uint32_t r, uint32_t u) {
    uint32_t c = ci->innermost[u];
    if (c == r) return u;
    while (ci->parent[c - 1u] != r) c = ci->parent[c - 1u];
    return nb + c - 1u;
}

CONV__PRIVATE uint32_t conv__cycle_lca(const conv_cycles *ci, uint32_t x, uint32_t y) {
    uint32_t dx = conv__cycle_depth_of(ci, x), dy = conv__cycle_depth_of(ci, y);
    for (; dx > dy; dx--) x = ci->parent[x - 1u];
    for (; dy > dx; dy--) y = ci->parent[y - 1u];
    while (x != y) {
        x = ci->parent[x - 1u];
        y = ci->parent[y - 1u];
    }
    return x;
}


/* Numbers the reachable blocks in a topological order of the cycle
   hierarchy in which every cycle's blocks are contiguous. Regions are the
   function (0) and the cycles; a region's nodes are its own blocks and its
   child cycles. An edge belongs to the innermost region containing both
   ends and is cut when it enters that region's header; what remains is
   acyclic (a closed path among a region's nodes avoiding its header would
   be a child cycle), so Kahn's algorithm orders each region, and a walk of
   the region tree hands out the numbers. */
CONV__PRIVATE conv_result conv__cycle_order(const conv_function *f, const conv_cycles *ci, const conv_allocator *a,
                                           uint32_t *ord) {
    uint32_t nb = (uint32_t)f->blocks.count, nc = ci->count, nn = nb + nc, ne = 0, i, u, k, next = 0, sp = 0;
    uint32_t *region, *indeg, *adj_begin, *adj, *src, *dst, *reg_begin, *nodes, *topo, *queue, *stack;
    size_t words = (size_t)nn * 6u + (size_t)f->edge_count * 3u + (size_t)(nc + 2u) * 3u + 4u;
    uint32_t *mem = (uint32_t *)conv__calloc_array(a, words, sizeof(uint32_t));
    if (mem == NULL) return CONV_ERR_OUT_OF_MEMORY;
    region = mem;                     /* nn: region of each node, CONV__NONE = none */
    indeg = region + nn;              /* nn */
    adj_begin = indeg + nn;           /* nn + 1 */
    adj = adj_begin + nn + 1u;        /* edges */
    src = adj + f->edge_count;        /* edges */
    dst = src + f->edge_count;        /* edges */
    reg_begin = dst + f->edge_count;  /* nc + 2 */
    nodes = reg_begin + nc + 2u;      /* nn: nodes grouped by region */
    topo = nodes + nn;                /* nn */
    queue = topo + nn;                /* nn */
    stack = queue + nn;               /* 2 (nc + 1): (region, cursor) per level */
    for (i = 0; i < nn; i++) region[i] = CONV__NONE;
    for (u = 0; u < nb; u++)
        if (f->rpo_index[u] != CONV__NONE) region[u] = ci->innermost[u];
    for (i = 0; i < nc; i++) region[nb + i] = ci->parent[i];
    for (u = 0; u < nb; u++) {
        if (f->rpo_index[u] == CONV__NONE) continue;
        for (k = f->succ_begin[u]; k < f->succ_begin[u + 1u]; k++) {
            uint32_t v = f->succ[k].id - 1u, r = conv__cycle_lca(ci, ci->innermost[u], ci->innermost[v]), nu, nv;
            if (r != 0 && ci->entries[ci->entries_begin[r - 1u]].id - 1u == v) continue;
            nu = conv__cycle_node(ci, nb, r, u);
            nv = conv__cycle_node(ci, nb, r, v);
            if (nu == nv) continue;
            src[ne] = nu;
            dst[ne] = nv;
            ne++;
            adj_begin[nu + 1u]++;
            indeg[nv]++;
        }
    }
    for (i = 0; i < nn; i++) adj_begin[i + 1u] += adj_begin[i];
    for (i = 0; i < ne; i++) adj[adj_begin[src[i]]++] = dst[i];
    for (i = nn; i > 0; i--) adj_begin[i] = adj_begin[i - 1u];
    adj_begin[0] = 0;
    /* group the nodes by region (counting sort, stable) */
    for (i = 0; i < nn; i++)
        if (region[i] != CONV__NONE) reg_begin[region[i] + 1u]++;
    for (i = 0; i <= nc; i++) reg_begin[i + 1u] += reg_begin[i];
    for (i = 0; i < nn; i++)
        if (region[i] != CONV__NONE) nodes[reg_begin[region[i]]++] = i;
    for (i = nc + 1u; i > 0; i--) reg_begin[i] = reg_begin[i - 1u];
    reg_begin[0] = 0;
    /* Kahn per region: topo[reg_begin[r] ..] is region r's order */
    for (i = 0; i <= nc; i++) {
        uint32_t head = 0, tail = 0, n;
        for (n = reg_begin[i]; n < reg_begin[i + 1u]; n++)
            if (indeg[nodes[n]] == 0) queue[tail++] = nodes[n];
        while (head < tail) {
            uint32_t x = queue[head++];
            topo[reg_begin[i] + head - 1u] = x;
            for (k = adj_begin[x]; k < adj_begin[x + 1u]; k++)
                if (--indeg[adj[k]] == 0) queue[tail++] = adj[k];
        }
        CONV_ASSERT(tail == reg_begin[i + 1u] - reg_begin[i]);
        if (tail != reg_begin[i + 1u] - reg_begin[i]) {
            conv__free_array(a, mem, words, sizeof(uint32_t));
            return CONV_ERR_INVALID_ARGUMENT;
        }
    }
    /* walk the region tree: (region, cursor) pairs */
    stack[sp++] = 0;
    stack[sp++] = reg_begin[0];
    while (sp) {
        uint32_t r = stack[sp - 2u], cur = stack[sp - 1u], x;
        if (cur == reg_begin[r + 1u]) {
            sp -= 2u;
            continue;
        }
        stack[sp - 1u] = cur + 1u;
        x = topo[cur];
        if (x < nb) {
            ord[x] = next++;
        } else {
            stack[sp++] = x - nb + 1u;
            stack[sp++] = reg_begin[x - nb + 1u];
        }
    }
    conv__free_array(a, mem, words, sizeof(uint32_t));
    return CONV_OK;
}

/* >>tokens ============================================================ */

typedef struct conv__verifier {
    const conv_function *f;
    const conv_allocator *a;
    conv_diags *diags;
    const conv_domtree *dt;
    const conv_cycles *ci;
    uint32_t *pos;       /* instruction id - 1 -> position in its block */
    conv__u64map reported; /* (rule, token a, token b) already reported */
    bool valid;
    conv_result status;
} conv__verifier;

CONV__PRIVATE const char *conv__vname(const conv_function *f, uint32_t id) {
    const conv__value_rec *v = CONV__VAL(f, id);
    if (v->name) return conv__strpool_get(&f->names, v->name);
    return v->kind == CONV_KIND_CONSTANT ? "a constant" : conv_kind_str((conv_kind)v->kind);
}

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 4, 5)))
#endif
CONV__PRIVATE void conv__verr(conv__verifier *vf, const char *code, uint32_t inst, const char *fmt, ...) {
    char buf[512];
    va_list ap;
    conv_diag d;
    const conv__value_rec *v = CONV__VAL(vf->f, inst);
    vf->valid = false;
    if (vf->diags == NULL) return;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    memset(&d, 0, sizeof d);
    d.code = code;
    d.message = buf;
    d.function = conv__fname(vf->f);
    d.block = v->block ? conv__strpool_get(&vf->f->names, CONV__BLK(vf->f, v->block)->name) : NULL;
    d.instruction = conv__vname(vf->f, inst);
    d.line = v->line;
    d.col = v->col;
    if (conv_diags_add(vf->diags, &d) != CONV_OK && vf->status == CONV_OK) vf->status = CONV_ERR_OUT_OF_MEMORY;
}

/* Reports a rule about one or two tokens once per function: true the
   first time (rule, a, b) is seen. Value ids are below 2^30. */
CONV__PRIVATE bool conv__verify_once(conv__verifier *vf, uint32_t rule, uint32_t a, uint32_t b) {
    uint64_t key = ((uint64_t)rule << 60) | ((uint64_t)a << 30) | b;
    if (conv__u64map_get(&vf->reported, key) != CONV__NONE) return false;
    if (conv__u64map_put(vf->a, &vf->reported, key, 1) != CONV_OK && vf->status == CONV_OK)
        vf->status = CONV_ERR_OUT_OF_MEMORY;
    return true;
}

CONV__PRIVATE bool conv__is_token_def(uint32_t kind) {
    return kind == CONV_KIND_ENTRY || kind == CONV_KIND_LOOP || kind == CONV_KIND_ANCHOR;
}
CONV__PRIVATE bool conv__is_token_value(const conv_function *f, uint32_t id) {
    const conv__value_rec *v = CONV__VAL(f, id);
    return conv__is_token_def(v->kind) || (v->flags & CONV_FLAG_TOKEN);
}

/* An instruction that names a token as its convergence token: a call,
   an invoke, or an intrinsic (a loop's operand; entry and anchor
   operands are forbidden but still count). */
CONV__PRIVATE bool conv__is_token_use(const conv__value_rec *v) {
    return v->token != 0 && (v->kind == CONV_KIND_CALL || v->kind == CONV_KIND_INVOKE || conv__is_token_def(v->kind));
}

/* Instruction-level dominance: a dominates b. `pos` gives each
   instruction's position in its block. */
CONV__PRIVATE bool conv__inst_dom(const conv_function *f, const conv_domtree *dt, const uint32_t *pos, uint32_t a,
                                  uint32_t b) {
    const conv__value_rec *va = CONV__VAL(f, a), *vb = CONV__VAL(f, b);
    conv_block ba, bb;
    if (va->block == 0 || vb->block == 0) return false;
    if (va->block == vb->block) return pos[a - 1u] < pos[b - 1u];
    ba.id = va->block;
    bb.id = vb->block;
    return conv_domtree_dominates(dt, ba, bb);
}
CONV__PRIVATE bool conv__inst_dominates(const conv__verifier *vf, uint32_t a, uint32_t b) {
    return conv__inst_dom(vf->f, vf->dt, vf->pos, a, b);
}

/* The convergence region of the token defined by d: the points dominated by
   d from which one of its uses is reachable without passing d again. It is
   marked per block, at instruction precision: last_use[b] is the position +
   1 of the last use of d in b (0 = none), live_out[b] is 1 when a use is
   reachable from the end of b. The blocks marked are listed in `touched`
   (the caller clears their marks afterwards); `stack` needs 2 blocks
   entries. Returns the number of touched blocks. */
CONV__PRIVATE uint32_t conv__token_region(const conv_function *f, const conv_domtree *dt, const uint32_t *pos,
                                          uint32_t d, const uint32_t *uses, uint32_t nuses, uint32_t *last_use,
                                          uint32_t *live_out, uint32_t *touched, uint32_t *stack) {
    uint32_t j, ntouched = 0, sp = 0, db = CONV__VAL(f, d)->block - 1u;
    conv_block dbb;
    dbb.id = db + 1u;
    for (j = 0; j < nuses; j++) {
        uint32_t use = uses[j], ub = CONV__VAL(f, use)->block - 1u;
        if (!conv__inst_dom(f, dt, pos, d, use)) continue;
        if (last_use[ub] == 0) {
            touched[ntouched++] = ub;
            if (ub != db) stack[sp++] = ub;
        }
        if (pos[use - 1u] + 1u > last_use[ub]) last_use[ub] = pos[use - 1u] + 1u;
    }
    while (sp) {
        uint32_t b = stack[--sp], p;
        for (p = f->pred_begin[b]; p < f->pred_begin[b + 1]; p++) {
            uint32_t q = f->pred[p].id - 1u;
            conv_block qb;
            qb.id = q + 1u;
            if (live_out[q] || !conv_domtree_dominates(dt, dbb, qb)) continue;
            if (last_use[q] == 0) touched[ntouched++] = q;
            live_out[q] = 1;
            if (q != db) stack[sp++] = q;
        }
    }
    return ntouched;
}

/* Whether instruction x (the point just before it) is in the region marked
   by conv__token_region: a use of d at x itself or after it in x's block,
   or one reachable from the block's end. */
CONV__PRIVATE bool conv__in_region(const conv_function *f, const conv_domtree *dt, const uint32_t *pos, uint32_t d,
                                   uint32_t x, const uint32_t *last_use, const uint32_t *live_out) {
    uint32_t b = CONV__VAL(f, x)->block;
    if (b == 0 || !conv__inst_dom(f, dt, pos, d, x)) return false;
    return last_use[b - 1u] >= pos[x - 1u] + 1u || live_out[b - 1u];
}

/* The rules that look at one block at a time: producers, intrinsic
   placement and operands, phis and selects, mixing. Collects the token
   uses of reachable blocks into `uses`. */
CONV__PRIVATE void conv__verify_local(conv__verifier *vf, const conv_verify_desc *desc, conv__vec *uses) {
    const conv_function *f = vf->f;
    uint32_t b, nb = (uint32_t)f->blocks.count, first_controlled = 0, first_uncontrolled = 0;
    for (b = 0; b < nb; b++) {
        uint32_t k, begin = f->inst_begin[b], end = f->inst_begin[b + 1];
        uint32_t convergent_before = 0;
        bool reachable = f->rpo_index[b] != CONV__NONE;
        for (k = begin; k < end; k++) {
            uint32_t id = f->insts[k].id, op;
            const conv__value_rec *v = CONV__VAL(f, id);
            const conv_value *ops = v->ops_count ? CONV__VEC(f->operands, conv_value) + v->ops_begin : NULL;
            vf->pos[id - 1u] = k - begin;
            switch ((conv_kind)v->kind) {
            case CONV_KIND_ENTRY:
                /* an operation with a token is controlled, even where the
                   token is forbidden */
                if (v->token && !first_controlled) first_controlled = id;
                if (v->token) conv__verr(vf, "token.entry-operand", id, "convergence.entry %s takes no token operand", conv__vname(f, id));
                if (!(f->flags & CONV_FUNCTION_CONVERGENT))
                    conv__verr(vf, "token.entry-not-convergent-function", id,
                               "convergence.entry %s in a function that is not convergent", conv__vname(f, id));
                if (b != 0)
                    conv__verr(vf, "token.entry-not-entry-block", id, "convergence.entry %s is not in the entry block",
                               conv__vname(f, id));
                if (convergent_before)
                    conv__verr(vf, "token.entry-not-first", id,
                               "convergence.entry %s follows the convergent operation %s in its block",
                               conv__vname(f, id), conv__vname(f, convergent_before));
                break;
            case CONV_KIND_ANCHOR:
                if (v->token && !first_controlled) first_controlled = id;
                if (v->token) conv__verr(vf, "token.anchor-operand", id, "convergence.anchor %s takes no token operand", conv__vname(f, id));
                break;
            case CONV_KIND_LOOP:
                /* a loop with its token is a controlled convergent operation */
                if (v->token && !first_controlled) first_controlled = id;
                if (!v->token) conv__verr(vf, "token.loop-no-operand", id, "convergence.loop %s has no token operand", conv__vname(f, id));
                if (convergent_before)
                    conv__verr(vf, "token.loop-not-first", id,
                               "convergence.loop %s follows the convergent operation %s in its block",
                               conv__vname(f, id), conv__vname(f, convergent_before));
                break;
            case CONV_KIND_CALL:
            case CONV_KIND_INVOKE:
                /* Only intrinsics take tokens as ordinary arguments. */
                if (!(v->opcode && strncmp(conv__strpool_get(&f->names, v->opcode), "@llvm.", 6) == 0))
                    for (op = 0; op < v->ops_count; op++)
                        if (conv__is_token_value(f, ops[op].id)) {
                            conv__verr(vf, "token.operand", id,
                                       "the token %s is an ordinary argument of %s, which is not an intrinsic",
                                       conv__vname(f, ops[op].id), conv__vname(f, id));
                            break;
                        }
                if (v->token) {
                    if (!first_controlled) first_controlled = id;
                    if (!(v->flags & CONV_FLAG_CONVERGENT) && !(desc && desc->allow_token_on_nonconvergent))
                        conv__verr(vf, "token.nonconvergent-call", id,
                                   "%s carries the convergence token %s but is not convergent", conv__vname(f, id),
                                   conv__vname(f, v->token));
                } else if ((v->flags & CONV_FLAG_CONVERGENT) && !first_uncontrolled) {
                    first_uncontrolled = id;
                }
                break;
            case CONV_KIND_PHI:
            case CONV_KIND_GENERIC:
                for (op = 0; op < v->ops_count; op++) {
                    if (!conv__is_token_value(f, ops[op].id)) continue;
                    if (v->kind == CONV_KIND_PHI)
                        conv__verr(vf, "token.phi", id, "the token %s flows through the phi %s", conv__vname(f, ops[op].id),
                                   conv__vname(f, id));
                    else if (v->opcode && strcmp(conv__strpool_get(&f->names, v->opcode), "select") == 0)
                        conv__verr(vf, "token.select", id, "the token %s flows through the select %s",
                                   conv__vname(f, ops[op].id), conv__vname(f, id));
                    else
                        conv__verr(vf, "token.operand", id, "the token %s is an ordinary operand of %s",
                                   conv__vname(f, ops[op].id), conv__vname(f, id));
                    break;
                }
                break;
            case CONV_KIND_BRANCH:
            case CONV_KIND_SWITCH:
            case CONV_KIND_RETURN:
            case CONV_KIND_UNREACHABLE:
            case CONV_KIND_ARGUMENT:
            case CONV_KIND_CONSTANT:
            case CONV_KIND_COUNT:
                break;
            }
            if (conv__is_token_use(v)) {
                if (!conv__is_token_def(CONV__VAL(f, v->token)->kind))
                    conv__verr(vf, "token.producer", id,
                               "%s uses %s as its convergence token, which is not made by convergence.entry, "
                               ".loop or .anchor",
                               conv__vname(f, id), conv__vname(f, v->token));
                /* Every token operand is a use for the path and region
                   rules, the forbidden ones of entry and anchor included. */
                else if (reachable && CONV__VEC_PUSH1(vf->a, uses, uint32_t, id) != CONV_OK)
                    vf->status = CONV_ERR_OUT_OF_MEMORY;
            }
            if (v->flags & CONV_FLAG_CONVERGENT) convergent_before = id;
        }
    }
    if (first_controlled && first_uncontrolled)
        conv__verr(vf, "token.mixed", first_uncontrolled,
                   "the uncontrolled convergent operation %s is in a function with controlled ones (first: %s)",
                   conv__vname(f, first_uncontrolled), conv__vname(f, first_controlled));
}

/* One token used in a cycle that does not contain its definition. */
typedef struct conv__cycle_token {
    uint32_t token;
    uint32_t uses;
    uint32_t next; /* the cycle's previous entry + 1, 0 = none */
} conv__cycle_token;

/* Dominance and the closed-path rules, per use, on the cycle hierarchy.
   Every cycle K keeps the list of tokens used in K but defined outside it
   (heads[K] starts it), with their use counts; a (cycle, token) map finds
   the entry of a use. The work is the uses times the cycles they cross,
   plus one step per pair of tokens reported together. */
CONV__PRIVATE void conv__verify_paths(conv__verifier *vf, const conv__vec *uses, uint32_t *heads) {
    const conv_function *f = vf->f;
    const conv_cycles *ci = vf->ci;
    conv__vec entries;
    conv__u64map per_cycle;
    size_t i;
    memset(&entries, 0, sizeof entries);
    memset(&per_cycle, 0, sizeof per_cycle);
    memset(heads, 0, sizeof(uint32_t) * ci->count);
    for (i = 0; i < uses->count; i++) {
        uint32_t u = CONV__VEC(*uses, uint32_t)[i];
        const conv__value_rec *uv = CONV__VAL(f, u);
        uint32_t t = uv->token, db = CONV__VAL(f, t)->block, c, cmax;
        if (!conv__inst_dominates(vf, t, u)) {
            conv__verr(vf, "token.dominance", u, "the definition of %s does not dominate its use by %s",
                       conv__vname(f, t), conv__vname(f, u));
            continue;
        }
        c = ci->innermost[uv->block - 1u];
        if (c == 0 || conv__cycle_has(ci, c, db - 1u)) continue;
        if (uv->kind != CONV_KIND_LOOP)
            conv__verr(vf, "token.cycle-use", u,
                       "%s uses %s inside the cycle headed by %s, which does not contain its definition",
                       conv__vname(f, u), conv__vname(f, t),
                       conv__strpool_get(&f->names, CONV__BLK(f, ci->entries[ci->entries_begin[c - 1u]].id)->name));
        /* The largest cycle around the use without the definition holds
           every closed path through the use that avoids it. */
        for (cmax = c; ci->parent[cmax - 1u] && !conv__cycle_has(ci, ci->parent[cmax - 1u], db - 1u);)
            cmax = ci->parent[cmax - 1u];
        if (uv->kind == CONV_KIND_LOOP) {
            uint32_t header = ci->entries[ci->entries_begin[cmax - 1u]].id;
            bool reducible = ci->entries_begin[cmax] - ci->entries_begin[cmax - 1u] == 1u;
            if (header != uv->block || !reducible)
                conv__verr(vf, "token.heart-not-header", u,
                           "the loop intrinsic %s is on closed paths (the cycle headed by %s) without the definition "
                           "of %s but does not dominate them: a heart must be the header of a natural loop",
                           conv__vname(f, u), conv__strpool_get(&f->names, CONV__BLK(f, header)->name),
                           conv__vname(f, t));
        }
        /* Record the use in every cycle from the innermost to cmax. */
        for (;;) {
            uint64_t key = ((uint64_t)c << 32) | t;
            uint32_t e = conv__u64map_get(&per_cycle, key);
            const char *hname = conv__strpool_get(&f->names, CONV__BLK(f, ci->entries[ci->entries_begin[c - 1u]].id)->name);
            if (e == CONV__NONE) {
                /* a token new to this cycle pairs with every token before it */
                conv__cycle_token entry;
                uint32_t other;
                for (other = heads[c - 1u]; other; other = CONV__VEC(entries, conv__cycle_token)[other - 1u].next) {
                    uint32_t s2 = CONV__VEC(entries, conv__cycle_token)[other - 1u].token;
                    uint32_t lo = s2 < t ? s2 : t, hi = s2 < t ? t : s2;
                    if (conv__verify_once(vf, 2, lo, hi))
                        conv__verr(vf, "token.cycle-two-tokens", u,
                                   "the cycle headed by %s uses both %s and %s without containing either definition",
                                   hname, conv__vname(f, s2), conv__vname(f, t));
                }
                entry.token = t;
                entry.uses = 1;
                entry.next = heads[c - 1u];
                if (conv__vec_push(vf->a, &entries, sizeof entry, &entry, 1) != CONV_OK ||
                    conv__u64map_put(vf->a, &per_cycle, key, (uint32_t)entries.count - 1u) != CONV_OK) {
                    vf->status = CONV_ERR_OUT_OF_MEMORY;
                    goto done;
                }
                heads[c - 1u] = (uint32_t)entries.count;
            } else if (++CONV__VEC(entries, conv__cycle_token)[e].uses == 2 && conv__verify_once(vf, 1, t, 0)) {
                conv__verr(vf, "token.cycle-two-uses", u,
                           "%s is the second use of %s in the cycle headed by %s, which does not contain its "
                           "definition",
                           conv__vname(f, u), conv__vname(f, t), hname);
            }
            if (c == cmax) break;
            c = ci->parent[c - 1u];
        }
    }
done:
    conv__vec_free(vf->a, &entries, sizeof(conv__cycle_token));
    conv__u64map_free(vf->a, &per_cycle);
}

/* Which token definitions D1 can break region nesting. A use U2 of T2 in
   T1's region is dominated by both D1 and D2, so one of them dominates the
   other. When D1 dominates D2, D2 is in the region too: the path from D2 to
   U2 avoids D1, and U2 reaches a use of T1 without D1. So only a D1 that
   dominates a use of a token defined strictly above it (D2 dominates D1)
   needs its region walked. Those are found in one pass over the dominator
   tree: with key(x) = (preorder number of x's block, position), D1 needs
   a walk exactly when some use dominated by D1 has a definition with a
   smaller key. Well-nested code (nests of hearts, anchors used before the
   next token) marks nothing and costs linear time. `mins` holds 2 nb
   words; marked gets one bit per value. */
CONV__PRIVATE void conv__regions_to_walk(const conv__verifier *vf, const conv__vec *uses, uint64_t *mins,
                                         uint64_t *marked) {
    const conv_function *f = vf->f;
    const conv_domtree *dt = vf->dt;
    uint32_t nb = (uint32_t)f->blocks.count, i, k;
    uint64_t *block_min = mins, *children_min = mins + nb;
    const uint32_t *u = CONV__VEC(*uses, uint32_t);
    for (i = 0; i < nb; i++) block_min[i] = children_min[i] = UINT64_MAX;
    for (i = 0; i < uses->count; i++) {
        uint32_t t = CONV__VAL(f, u[i])->token, tb = CONV__VAL(f, t)->block - 1u;
        uint64_t key;
        if (!conv__inst_dominates(vf, t, u[i])) continue;
        key = ((uint64_t)dt->pre[tb] << 32) | vf->pos[t - 1u];
        if (key < block_min[CONV__VAL(f, u[i])->block - 1u]) block_min[CONV__VAL(f, u[i])->block - 1u] = key;
    }
    /* Reverse post-order lists every block after its immediate dominator;
       walked backwards, a block's subtree minimum is complete before it
       flows into its parent. */
    for (i = f->rpo_count; i-- > 0;) {
        uint32_t b = f->rpo[i].id - 1u, parent = dt->idom[b];
        uint64_t m = block_min[b] < children_min[b] ? block_min[b] : children_min[b];
        if (parent && m < children_min[parent - 1u]) children_min[parent - 1u] = m;
    }
    for (i = 0; i < f->rpo_count; i++) {
        uint32_t b = f->rpo[i].id - 1u;
        uint64_t running = children_min[b], base = (uint64_t)dt->pre[b] << 32;
        for (k = f->inst_begin[b + 1]; k-- > f->inst_begin[b];) {
            uint32_t x = f->insts[k].id;
            const conv__value_rec *v = CONV__VAL(f, x);
            if (conv__is_token_def(v->kind) && running < (base | (k - f->inst_begin[b]))) conv__bit_set(marked, x - 1u);
            /* a use counts for the definitions before it in the block */
            if (conv__is_token_use(v) && conv__is_token_def(CONV__VAL(f, v->token)->kind) &&
                conv__inst_dominates(vf, v->token, x)) {
                uint32_t t = v->token;
                uint64_t key = ((uint64_t)dt->pre[CONV__VAL(f, t)->block - 1u] << 32) | vf->pos[t - 1u];
                if (key < running) running = key;
            }
        }
    }
}

/* Convergence regions must nest. The region of token T1 (defined by D1)
   is the set of points dominated by D1 from which a use of T1 can be
   reached without passing D1 again; per T1 it is found by a backward walk
   from T1's uses through blocks dominated by D1. A use of another token
   T2 in the region requires T2's definition D2 in the region. Only the
   definitions conv__regions_to_walk marks are walked, so the cost is the
   size of their regions. Scratch: 6 nb + 4 + 2 uses + values. */
CONV__PRIVATE void conv__verify_regions(conv__verifier *vf, const conv__vec *uses, uint32_t *scratch,
                                        const uint64_t *marked) {
    const conv_function *f = vf->f;
    uint32_t nb = (uint32_t)f->blocks.count, nv = (uint32_t)f->values.count, nu = (uint32_t)uses->count, i, j;
    uint32_t *last_use = scratch;              /* nb: last position + 1 of a T1 use, 0 = none */
    uint32_t *live_out = last_use + nb;        /* nb: 1 when a T1 use is reachable from the end */
    uint32_t *block_begin = live_out + nb;     /* nb + 2: uses grouped by block */
    uint32_t *by_block = block_begin + nb + 2; /* nu */
    uint32_t *token_begin = by_block + nu;     /* nv + 2: uses grouped by token */
    uint32_t *by_token = token_begin + nv + 2; /* nu */
    uint32_t *touched = by_token + nu;         /* nb */
    uint32_t *stack = touched + nb;            /* 2 nb (a block is pushed at most twice) */
    const uint32_t *u = CONV__VEC(*uses, uint32_t);
    /* Group the uses by block and by token (counting sort). */
    memset(block_begin, 0, sizeof(uint32_t) * (nb + 2));
    memset(token_begin, 0, sizeof(uint32_t) * (nv + 2));
    for (i = 0; i < nu; i++) {
        block_begin[CONV__VAL(f, u[i])->block]++;
        token_begin[CONV__VAL(f, u[i])->token]++;
    }
    for (i = 0; i < nb; i++) block_begin[i + 1] += block_begin[i];
    for (i = 0; i < nv; i++) token_begin[i + 1] += token_begin[i];
    block_begin[nb + 1] = block_begin[nb];
    token_begin[nv + 1] = token_begin[nv];
    for (i = nu; i-- > 0;) {
        by_block[--block_begin[CONV__VAL(f, u[i])->block]] = u[i];
        by_token[--token_begin[CONV__VAL(f, u[i])->token]] = u[i];
    }
    /* After the decrements, block_begin[b + 1] and token_begin[t] are the
       starts: uses of block index b are [block_begin[b + 1], block_begin[b + 2]),
       uses of token id t are [token_begin[t], token_begin[t + 1]). */
    memset(last_use, 0, sizeof(uint32_t) * nb);
    memset(live_out, 0, sizeof(uint32_t) * nb);
    for (i = 0; i < f->inst_count; i++) {
        uint32_t d = f->insts[i].id, ntouched;
        const conv__value_rec *dv = CONV__VAL(f, d);
        if (!conv__is_token_def(dv->kind) || f->rpo_index[dv->block - 1u] == CONV__NONE ||
            !conv__bit_test(marked, d - 1u))
            continue;
        ntouched = conv__token_region(f, vf->dt, vf->pos, d, by_token + token_begin[d], token_begin[d + 1] - token_begin[d],
                                      last_use, live_out, touched, stack);
        /* Uses of other tokens in the region need their definition there. */
        for (j = 0; j < ntouched; j++) {
            uint32_t b = touched[j], k;
            for (k = block_begin[b + 1]; k < block_begin[b + 2]; k++) {
                uint32_t u2 = by_block[k], t2 = CONV__VAL(f, u2)->token;
                if (t2 == d || !conv__in_region(f, vf->dt, vf->pos, d, u2, last_use, live_out)) continue;
                if (!conv__in_region(f, vf->dt, vf->pos, d, t2, last_use, live_out) && conv__verify_once(vf, 3, d, t2))
                    conv__verr(vf, "token.region-nesting", u2,
                               "the convergence region of %s contains the use of %s by %s but not the definition "
                               "of %s",
                               conv__vname(f, d), conv__vname(f, t2), conv__vname(f, u2), conv__vname(f, t2));
            }
        }
        for (j = 0; j < ntouched; j++) last_use[touched[j]] = live_out[touched[j]] = 0;
    }
}

/* Fills pos[] (instruction position in its block) for a finalized f. */
CONV__PRIVATE void conv__positions(const conv_function *f, uint32_t *pos) {
    uint32_t b, k;
    for (b = 0; b < f->blocks.count; b++)
        for (k = f->inst_begin[b]; k < f->inst_begin[b + 1]; k++) pos[f->insts[k].id - 1u] = k - f->inst_begin[b];
}

CONVDEF uint32_t conv_token_uses(const conv_function *f, conv_value token, conv_value *out, uint32_t capacity) {
    uint32_t k, count = 0;
    if (f == NULL || !f->finalized || !conv__value_ok(f, token) || !conv__is_token_def(CONV__VAL(f, token.id)->kind))
        return 0;
    for (k = 0; k < f->inst_count; k++) {
        const conv__value_rec *v = CONV__VAL(f, f->insts[k].id);
        if (!conv__is_token_use(v) || v->token != token.id) continue;
        if (count < capacity && out != NULL) out[count] = f->insts[k];
        count++;
    }
    return count;
}

CONVDEF conv_result conv_token_region_contains(const conv_function *f, const conv_domtree *dt, conv_value token,
                                               conv_value inst, bool *contains) {
    const conv_allocator *a;
    uint32_t nb, nv, *scratch, *pos, *last_use, *live_out, *touched, *stack, *uses, nuses = 0, k;
    size_t words;
    if (f == NULL || dt == NULL || contains == NULL || !conv__value_ok(f, token) || !conv__value_ok(f, inst))
        return CONV_ERR_INVALID_ARGUMENT;
    if (!f->finalized) return CONV_ERR_NOT_FINALIZED;
    if (conv_domtree_is_post(dt) || dt->n != f->blocks.count || !conv__is_token_def(CONV__VAL(f, token.id)->kind) ||
        CONV__VAL(f, inst.id)->block == 0)
        return CONV_ERR_INVALID_ARGUMENT;
    a = f->allocator;
    nb = (uint32_t)f->blocks.count;
    nv = (uint32_t)f->values.count;
    /* pos nv, last_use nb, live_out nb, touched nb, stack 2 nb, uses insts */
    words = (size_t)nv + (size_t)nb * 5u + f->inst_count;
    scratch = (uint32_t *)conv__calloc_array(a, words, sizeof(uint32_t));
    if (scratch == NULL) return CONV_ERR_OUT_OF_MEMORY;
    pos = scratch;
    last_use = pos + nv;
    live_out = last_use + nb;
    touched = live_out + nb;
    stack = touched + nb;
    uses = stack + 2u * nb;
    conv__positions(f, pos);
    for (k = 0; k < f->inst_count; k++) {
        const conv__value_rec *v = CONV__VAL(f, f->insts[k].id);
        if (conv__is_token_use(v) && v->token == token.id) uses[nuses++] = f->insts[k].id;
    }
    *contains = false;
    if (CONV__VAL(f, token.id)->block != 0 && f->rpo_index[CONV__VAL(f, token.id)->block - 1u] != CONV__NONE) {
        conv__token_region(f, dt, pos, token.id, uses, nuses, last_use, live_out, touched, stack);
        *contains = conv__in_region(f, dt, pos, token.id, inst.id, last_use, live_out);
    }
    conv__free_array(a, scratch, words, sizeof(uint32_t));
    return CONV_OK;
}

CONVDEF conv_result conv_verify(const conv_function *f, const conv_verify_desc *desc, conv_diags *diags, bool *valid) {
    conv_allocator a;
    conv__verifier vf;
    conv__vec uses;
    conv_domtree_desc dd;
    conv_cycles_desc cd;
    conv_domtree *dt = NULL;
    conv_cycles *ci = NULL;
    conv_result r;
    uint32_t *scratch = NULL;
    uint64_t *marks = NULL;
    size_t words = 0, marks_words = 0;
    if (f == NULL || valid == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if (!f->finalized) return CONV_ERR_NOT_FINALIZED;
    r = conv__analysis_allocator(f, desc ? &desc->allocator : NULL, &a);
    if (r != CONV_OK) return r;
    memset(&dd, 0, sizeof dd);
    memset(&cd, 0, sizeof cd);
    dd.allocator = a;
    cd.allocator = a;
    r = conv_domtree_build(f, &dd, &dt);
    if (r == CONV_OK) r = conv_cycles_build(f, &cd, &ci);
    if (r != CONV_OK) {
        conv_domtree_free(dt);
        return r;
    }
    memset(&vf, 0, sizeof vf);
    memset(&uses, 0, sizeof uses);
    vf.f = f;
    vf.a = &a;
    vf.diags = diags;
    vf.dt = dt;
    vf.ci = ci;
    vf.valid = true;
    vf.pos = (uint32_t *)conv__calloc_array(&a, f->values.count ? f->values.count : 1, sizeof(uint32_t));
    if (vf.pos == NULL) vf.status = CONV_ERR_OUT_OF_MEMORY;
    if (vf.status == CONV_OK) conv__verify_local(&vf, desc, &uses);
    if (vf.status == CONV_OK) {
        size_t nb = f->blocks.count;
        /* paths: 1 per cycle; regions: see conv__verify_regions */
        size_t need_paths = (size_t)ci->count,
               need_regions = nb * 6u + 4u + 2u * uses.count + f->values.count;
        words = need_paths > need_regions ? need_paths : need_regions;
        scratch = (uint32_t *)conv__alloc_array(&a, words ? words : 1, sizeof(uint32_t));
        if (scratch == NULL) vf.status = CONV_ERR_OUT_OF_MEMORY;
    }
    if (vf.status == CONV_OK) conv__verify_paths(&vf, &uses, scratch);
    if (vf.status == CONV_OK) {
        /* 2 nb words for conv__regions_to_walk, then the marked bits */
        marks_words = 2u * f->blocks.count + conv__bitset_words(f->values.count) + 1u;
        marks = (uint64_t *)conv__calloc_array(&a, marks_words, sizeof(uint64_t));
        if (marks == NULL) vf.status = CONV_ERR_OUT_OF_MEMORY;
    }
    if (vf.status == CONV_OK) {
        conv__regions_to_walk(&vf, &uses, marks, marks + 2u * f->blocks.count);
        conv__verify_regions(&vf, &uses, scratch, marks + 2u * f->blocks.count);
    }
    if (marks) conv__free_array(&a, marks, marks_words, sizeof(uint64_t));
    conv__free_array(&a, scratch, words ? words : 1, sizeof(uint32_t));
    conv__free_array(&a, vf.pos, f->values.count ? f->values.count : 1, sizeof(uint32_t));
    conv__vec_free(&a, &uses, sizeof(uint32_t));
    conv__u64map_free(&a, &vf.reported);
    conv_cycles_free(ci);
    conv_domtree_free(dt);
    if (vf.status != CONV_OK) return vf.status;
    *valid = vf.valid;
    return CONV_OK;
}

/* >>uniformity ======================================================== */

/* The divergence analysis (docs/uniformity.md). A worklist of divergent
   values and branches; each divergent branch walks, level by level from
   its innermost cycle outwards, the nodes of the cycle's iteration (its
   own blocks and its child cycles collapsed, edges into its header cut)
   in topological order, carrying one label per successor. A node reached
   by two labels is a join; labels that reach the header again end the
   iteration ("continue"), labels that leave the cycle go on at the parent
   level. Threads that continue while others leave make a divergent exit.

   The engine is a few objects, each with one job:
     conv__uni            the propagation worklist: marks values, branches
                          and cycles divergent with their reasons, and owns
                          the objects below for the length of one build;
     conv__sync_walk      the sync-dependence walk of one divergent branch
                          (typed labels, the nodes' heap, the sinks of a
                          level), with its graph helpers (dominance
                          frontiers, jump depths) and conv__lone_outcomes;
     conv__temporal_pass  divergent cycle exits and the temporal divergence
                          of the uses leaving a cycle;
     conv__uni_anchor_groups  one group run (conv__uni_run) per anchor.
   The walk calls back into the worklist (a join marks phis, a diverged
   entry assumes a cycle divergent), and reads what those callbacks
   changed (assumed cycles), so the objects share one engine pointer
   rather than running one after the other. */

/* The reason of a divergent item and its level: the narrowest scope
   (CONV_SCOPE_QUAD .. CONV_SCOPE_SYSTEM) at which it may differ, so that
   it is uniform at level - 1 and narrower. Every item marked at any scope
   has one; an item without one is uniform at every scope. (The level
   rides in the record: no array per item for it.) */
typedef struct conv__reason_rec {
    uint16_t kind, level;
    uint32_t value, block, cycle;
} conv__reason_rec;

struct conv_uniformity {
    conv_allocator allocator;
    uint32_t nb, nv, nc;
    /* One allocation (conv__uniformity_layout), owned, freed with u: */
    void *block;
    size_t block_size;
    /* The bitsets hold the answers at wave scope once built; while
       building they hold the items marked at any scope so far (the scopes
       are one pass, conv__uni_run_build), and conv__uni_wave_bits keeps
       only those whose level is at most the wave. */
    uint64_t *value_div;      /* nv bits, by value id - 1 */
    uint64_t *branch_div;     /* nb bits, by block id - 1 */
    uint64_t *exit_div;       /* nc bits, by cycle id - 1: a divergent branch makes threads leave in different iterations */
    uint64_t *assumed;        /* nc bits: the cycle is not m-converged */
    uint64_t *assumed_within; /* nc bits: the cycle or one around it is assumed
                                 (filled once at the end of the build, so that
                                 the query is O(1) and not a walk up the nest) */
    uint8_t *exit_level;      /* nc, by cycle id - 1: the level (conv__reason_rec) of exit_div, 0 none */
    uint8_t *assumed_level;   /* nc: of assumed */
    uint8_t *within_level;    /* nc: of assumed_within */
    uint32_t *reason_at;      /* nv values then nb branches (item = value id - 1,
                                 or nv + block id - 1): 0 uniform, else the
                                 position + 1 of the reason in reason_recs
                                 (records only for the divergent: 4 bytes per
                                 uniform item instead of 16) */
    /* end of the allocation */
    conv__vec reason_recs;   /* conv__reason_rec, owned */
    conv__u64map div_exits;  /* conv__uni_exit_key(cycle, exit block) -> a CONV__UNI_EXIT_* kind
                                | its level << CONV__UNI_EXIT_LEVEL_SHIFT; owned */
    conv_cycles *owned_cycles; /* built here when the desc gave none; freed with u */
    const conv_cycles *cycles; /* owned_cycles or the desc's (borrowed) */
};

/* --- one-block allocations ---

   An analysis that needs many arrays makes one allocation: a layout
   struct names the byte offset of each sub-array, one function computes
   it (conv__layout_take per array, in order), and the block is carved by
   reading the struct, so the size and the carving cannot disagree and the
   free path is one call. Every sub-array starts 8-byte aligned. A size
   that overflows saturates to SIZE_MAX, which no allocator grants. */
CONV__PRIVATE size_t conv__layout_take(size_t *size, size_t count, size_t elem) {
    size_t at = (*size + 7u) & ~(size_t)7u, bytes;
    if (at < *size || !conv__mul_ok(count, elem) || SIZE_MAX - at < count * elem) {
        *size = SIZE_MAX;
        return 0;
    }
    bytes = count * elem;
    *size = at + bytes;
    return at;
}

CONV__PRIVATE size_t conv__layout_u32(size_t *size, size_t count) { return conv__layout_take(size, count, sizeof(uint32_t)); }
CONV__PRIVATE size_t conv__layout_bits(size_t *size, size_t bits) {
    return conv__layout_take(size, conv__bitset_words(bits), sizeof(uint64_t));
}

CONV__PRIVATE void *conv__layout_at(void *block, size_t offset) { return (char *)block + offset; }

/* The result's arrays (struct conv_uniformity). */
typedef struct conv__uniformity_layout {
    size_t value_div, branch_div, exit_div, assumed, assumed_within, reason_at, exit_level, assumed_level, within_level;
    size_t size;
} conv__uniformity_layout;

CONV__PRIVATE conv__uniformity_layout conv__uniformity_get_layout(uint32_t nb, uint32_t nv, uint32_t nc) {
    conv__uniformity_layout l;
    l.size = 0;
    l.value_div = conv__layout_bits(&l.size, nv);
    l.branch_div = conv__layout_bits(&l.size, nb);
    l.exit_div = conv__layout_bits(&l.size, nc);
    l.assumed = conv__layout_bits(&l.size, nc);
    l.assumed_within = conv__layout_bits(&l.size, nc);
    l.reason_at = conv__layout_u32(&l.size, (size_t)nv + nb);
    l.exit_level = conv__layout_take(&l.size, nc, 1u);
    l.assumed_level = conv__layout_take(&l.size, nc, 1u);
    l.within_level = conv__layout_take(&l.size, nc, 1u);
    return l;
}

/* The scratch of conv__token_region for one token at a time, behind an
   optional index of token uses. */
typedef struct conv__region_layout {
    size_t use_begin; /* index_tokens ? nv + 2 : 0 */
    size_t uses;      /* nuses */
    size_t last_use, live_out, touched; /* nb each */
    size_t stack;     /* 2 nb */
    size_t size;
} conv__region_layout;

CONV__PRIVATE conv__region_layout conv__region_get_layout(uint32_t nb, uint32_t nv, bool index_tokens, size_t nuses) {
    conv__region_layout l;
    l.size = 0;
    l.use_begin = conv__layout_u32(&l.size, index_tokens ? (size_t)nv + 2u : 0u);
    l.uses = conv__layout_u32(&l.size, nuses);
    l.last_use = conv__layout_u32(&l.size, nb);
    l.live_out = conv__layout_u32(&l.size, nb);
    l.touched = conv__layout_u32(&l.size, nb);
    l.stack = conv__layout_u32(&l.size, 2u * (size_t)nb);
    return l;
}

/* --- labels and sinks of the sync-dependence walk ---

   A label names the way a thread went from the divergent branch: two
   threads at one node with equal labels came the same way (they are one
   group there), different labels meet. 0 is no label. Three kinds share
   one uint32 in disjoint ranges, over the walk's node space (the nb blocks,
   then one node per cycle: cycle c is node nb + c - 1; nn nodes):
     path(s)   s + 1             in [1, nb]:          through successor block s of the branch
     join(n)   nn + n + 1        in [nn + 1, 2 nn]:   the ways that met at node n; for a cycle
                                                       node, the threads that came back to its
                                                       header by different ways and stay
     exit(x)   2 nn + x + 1      in [2 nn + 1, 2 nn + nb]: a new way from exit block x of a
                                                       cycle whose threads diverged inside
   Only equality is asked of labels. */
typedef uint32_t conv__label;

#define CONV__LABEL_NONE 0u

CONV__PRIVATE conv__label conv__label_path(uint32_t successor_block) { return successor_block + 1u; }
CONV__PRIVATE conv__label conv__label_join(uint32_t nn, uint32_t node) { return nn + node + 1u; }
CONV__PRIVATE conv__label conv__label_exit(uint32_t nn, uint32_t exit_block) { return 2u * nn + exit_block + 1u; }

/* Where a label ended an iteration of the walk's current cycle. */
typedef struct conv__sink {
    uint32_t exit;     /* the block it left the cycle to, + 1; 0 = back to the header */
    conv__label label;
    uint32_t from;     /* the block it came from, + 1; 0 = out of a collapsed child cycle */
} conv__sink;

#define CONV__UNI_OUTCOME_MAX 8u

/* Where a lone label goes from a node of a natural loop's iteration
   (conv__uni_outcome). The memo: one record per node, in `records`:
   count, continues, then count (exit block + 1, from) pairs; read it with
   the conv__outcome_* accessors. */
typedef struct conv__lone_outcomes {
    uint32_t *at;        /* nn, NULL until first needed; by node: 0 not computed,
                            CONV__NONE more than CONV__UNI_OUTCOME_MAX exits,
                            else the position + 1 of its record in `records`
                            (one allocation with `stamp`) */
    uint32_t *stamp;     /* nb, by block: the exits already in the record being built */
    uint32_t mark;       /* the stamp of the record being built */
    conv__vec records;   /* uint32_t */
    conv__vec stack;     /* (node, state) pairs of the depth-first computation */
} conv__lone_outcomes;

CONV__PRIVATE uint32_t conv__outcome_count(const uint32_t *o) { return o[0]; }
CONV__PRIVATE bool conv__outcome_continues(const uint32_t *o) { return o[1] != 0; }
CONV__PRIVATE uint32_t conv__outcome_exit(const uint32_t *o, uint32_t k) { return o[2u + 2u * k]; }
CONV__PRIVATE uint32_t conv__outcome_from(const uint32_t *o, uint32_t k) { return o[3u + 2u * k]; }

/* The sync-dependence walk of one divergent branch at a time. Between
   walks every label is CONV__LABEL_NONE, the heap and the sinks are empty
   (conv__walk_reset). Arrays are carved from the engine's block. */
typedef struct conv__sync_walk {
    uint32_t nn;              /* nodes: nb blocks, then nc cycles */
    uint32_t *order;          /* nb, by block: its number in conv__cycle_order (the heap key;
                                 a cycle node's key is its header's) */
    conv__label *label;       /* nn, by node: the label that reached it in this walk */
    uint32_t *entry;          /* nc, by cycle node - nb, valid while the node has a label:
                                 the block + 1 by which the labels entered the cycle,
                                 CONV__NONE when they entered by different blocks (diverged) */
    uint32_t *heap;           /* 2 nb: the labelled nodes not yet stepped, a min-heap on the key
                                 (at most nn <= 2 nb); conv__uni_irreducible_joins uses it
                                 as a stack of blocks (each pushed at most twice) */
    uint32_t heap_n;
    uint32_t *touched;        /* nn: the labelled nodes, to reset */
    uint32_t ntouched;
    conv__vec sinks;          /* conv__sink: the labels that ended the current level's iteration */
    conv__vec spare_sinks;    /* conv__sink, empty: the previous level's storage, reused by the
                                 next (a fresh vector per level cost more than the sinks) */
    uint32_t level;           /* the stamp of the current level's sinks (conv__walk_new_level) */
    uint32_t *sink_level;     /* nb, by exit block: `level` when the level has sinks to it */
    conv__label *sink_first;  /* nb, valid with sink_level: the label of its first sink */
    conv__label *sink_second; /* nb, likewise: the first label of its sinks other than sink_first */
    uint32_t *pair_level;     /* edges, by position in f->succ: `level` when a sink came along it */
    conv__label *pair_label;  /* edges, valid with pair_level: that sink's label */
    uint32_t walk_id;         /* the stamp of the current walk (conv__uni_propagate) */
    uint32_t *exit_walked;    /* nb, by exit block: `walk_id` once this walk recorded the divergent
                                 exits to it (every cycle from a level out to the outermost one
                                 without it: the levels above need nothing more) */
    uint32_t *top_irreducible; /* nc + 1, by cycle id: the outermost irreducible cycle around
                                  it (itself included), 0 = none; [0] unused */
    uint32_t *df_begin;       /* nb + 1, or NULL (too many): the dominance frontier of block v
                                 is df[df_begin[v] .. df_begin[v + 1]); one allocation with df */
    uint32_t *df;             /* block indices */
    size_t df_words;
    uint32_t *jump_depth;     /* nb (with df_begin): a label may jump from block n to its
                                 frontier at the level of a natural loop of depth <= jump_depth[n] */
    conv__lone_outcomes lone;
} conv__sync_walk;

/* A divergent exit not yet walked by conv__uni_reach_from_exits. */
typedef struct conv__exit_link {
    uint32_t exit; /* block + 1 */
    uint32_t next; /* position + 1 of the next link of the cycle in exit_links, 0 = last */
} conv__exit_link;

/* Divergent cycle exits and the temporal divergence of the uses leaving
   cycles. The uses leaving a cycle are marked once the worklist is empty,
   inner cycles first (conv__uni_drain); arrays are carved from the
   engine's block. */
typedef struct conv__temporal_pass {
    conv__vec pending;        /* uint32_t cycle ids whose leaving uses wait to be marked */
    uint64_t *queued;         /* nc bits: in pending */
    uint64_t *done;           /* nc bits: every use leaving the cycle is marked
                                 (assumed, all exits divergent, or budget spent) */
    uint64_t *exempted;       /* nc bits: a token region exempted some use leaving
                                 the cycle (its parent cannot skip it) */
    uint64_t *exempt;         /* nv bits, by value id - 1: clear between cycles; the
                                 instructions of the token regions of the cycle being marked */
    uint32_t *exit_head;      /* nc + 1, by cycle id: its divergent exits not yet walked
                                 (position + 1 of the first link in exit_links, 0 = none) */
    uint32_t *exit_count;     /* nc + 1: distinct divergent exits whose uses are marked at the cycle */
    uint32_t *exit_branch;    /* nc + 1: the divergent branch (block + 1) that first made the uses
                                 leaving the cycle divergent: the reason of those uses */
    conv__vec exit_links;     /* conv__exit_link */
    size_t budget;            /* steps left for per-exit marking; then whole cycles */
    uint64_t *reached;        /* nb bits: the blocks conv__uni_reach_from_exits reached (clear
                                 between cycles) */
    uint32_t *reach_stack;    /* nb: its depth-first stack */
    uint32_t *reach_list;     /* nb: the blocks it set in `reached`, to clear */
    uint32_t nreached;
    void *regions;            /* NULL until the first token region is exempted: the token uses
                                 by token and conv__token_region's scratch (region_layout; its
                                 per-block arrays zero between tokens), so that a function with T
                                 tokens in cycles costs T regions, not T scans of the function */
    conv__region_layout region_layout;
} conv__temporal_pass;

/* What one run of the engine starts from: the user's request, or a group
   run of conv__uni_anchor_groups, whose only sources are one anchor's
   collectives. */
typedef struct conv__uni_run {
    conv_uniformity_desc desc;   /* defaults resolved; cycles, domtree and the arrays borrowed */
    uint32_t group_anchor;       /* 0: the sources are desc's; else the anchor (value id) */
    const uint32_t *group_roots; /* with group_anchor: by token value id, the anchor at the
                                    root of its chain (conv__uni_anchor_root's memo) */
} conv__uni_run;

/* A work item of the propagation worklist: a value id, or a block id
   tagged CONV__WORK_BRANCH (its branch is divergent), or a cycle id
   tagged CONV__WORK_CYCLE (assumed divergent: walk its exits). Ids are
   below 2^30 (CONV_MAX_BLOCKS, CONV_MAX_VALUES). */
#define CONV__WORK_BRANCH 0x80000000u
#define CONV__WORK_CYCLE 0x40000000u

/* The engine of one build: the propagation worklist and the objects it
   drives. Everything it allocates is freed by conv__uni_fini. */
typedef struct conv__uni {
    const conv_function *f;
    const conv_allocator *a;  /* the result's */
    const conv_cycles *ci;    /* the result's hierarchy */
    const conv_domtree *dt;   /* the desc's (borrowed) or owned_dt */
    conv_domtree *owned_dt;
    conv_uniformity *u;       /* the result being filled */
    const conv__uni_run *run; /* borrowed: the caller's, read while the engine lives */
    uint32_t nb, nv, nc;
    void *block;              /* the engine's one allocation (conv__uni_layout) */
    size_t block_size;
    uint32_t *pos;            /* nv, by value id - 1: position in its block (only with tokens:
                                 their regions; else NULL) */
    uint32_t *users_begin;    /* nv + 1: the users of value id are users[users_begin[id - 1] .. users_begin[id]) */
    uint32_t *users;          /* value ids, one per operand use */
    uint64_t *stays_uniform;  /* nv bits: never marked by propagation (always-uniform
                                 flag, desc's extra_uniform); empty in a group run */
    uint64_t *requested_uniform; /* nv bits: desc's extra_uniform (arguments there are no sources) */
    uint64_t *variant;        /* nv bits: conv__uni_assume's scratch, clear between calls */
    uint8_t *src_level;       /* nv, by value id - 1: conv__uni_source_level (request runs) */
    bool has_tokens;          /* any token definition (else no regions, no exemptions) */
    conv__vec work;           /* uint32_t work items (CONV__WORK_*) */
    uint32_t *assumed_children; /* nc + 1, by cycle id (0 = the function): its children assumed */
    uint32_t *assume_origin;  /* nc + 1: the branch (block + 1) that made the cycle assumed */
    uint32_t level;           /* the scope being propagated (conv__uni_run_build): every item
                                 marked now is divergent from this scope on */
    conv__sync_walk walk;
    conv__temporal_pass temporal;
    conv_result status;       /* the first error; every step stops on one */
} conv__uni;

/* The engine's arrays (struct conv__uni and its objects). */
typedef struct conv__uni_layout {
    size_t pos, users_begin, users, stays_uniform, requested_uniform, variant, src_level;
    size_t assumed_children, assume_origin;
    size_t order, label, entry, heap, touched, top_irreducible, jump_depth;
    size_t sink_level, sink_first, sink_second, pair_level, pair_label, exit_walked;
    size_t queued, done, exempted, exempt, exit_head, exit_count, exit_branch, reached, reach_stack, reach_list;
    size_t size;
} conv__uni_layout;

CONV__PRIVATE conv__uni_layout conv__uni_get_layout(uint32_t nb, uint32_t nv, uint32_t nc, size_t nops, bool tokens,
                                                    uint32_t ne) {
    conv__uni_layout l;
    size_t nn = (size_t)nb + nc;
    l.size = 0;
    l.pos = conv__layout_u32(&l.size, tokens ? nv : 0u);
    l.users_begin = conv__layout_u32(&l.size, (size_t)nv + 1u);
    l.users = conv__layout_u32(&l.size, nops);
    l.stays_uniform = conv__layout_bits(&l.size, nv);
    l.requested_uniform = conv__layout_bits(&l.size, nv);
    l.variant = conv__layout_bits(&l.size, nv);
    l.src_level = conv__layout_take(&l.size, nv, 1u);
    l.assumed_children = conv__layout_u32(&l.size, (size_t)nc + 1u);
    l.assume_origin = conv__layout_u32(&l.size, (size_t)nc + 1u);
    l.order = conv__layout_u32(&l.size, nb);
    l.label = conv__layout_take(&l.size, nn, sizeof(conv__label));
    l.entry = conv__layout_u32(&l.size, nc);
    l.heap = conv__layout_u32(&l.size, 2u * (size_t)nb);
    l.touched = conv__layout_u32(&l.size, nn);
    l.top_irreducible = conv__layout_u32(&l.size, (size_t)nc + 1u);
    l.jump_depth = conv__layout_u32(&l.size, nb);
    l.sink_level = conv__layout_u32(&l.size, nb);
    l.sink_first = conv__layout_take(&l.size, nb, sizeof(conv__label));
    l.sink_second = conv__layout_take(&l.size, nb, sizeof(conv__label));
    l.pair_level = conv__layout_u32(&l.size, ne);
    l.pair_label = conv__layout_take(&l.size, ne, sizeof(conv__label));
    l.exit_walked = conv__layout_u32(&l.size, nb);
    l.queued = conv__layout_bits(&l.size, nc);
    l.done = conv__layout_bits(&l.size, nc);
    l.exempted = conv__layout_bits(&l.size, nc);
    l.exempt = conv__layout_bits(&l.size, nv);
    l.exit_head = conv__layout_u32(&l.size, (size_t)nc + 1u);
    l.exit_count = conv__layout_u32(&l.size, (size_t)nc + 1u);
    l.exit_branch = conv__layout_u32(&l.size, (size_t)nc + 1u);
    l.reached = conv__layout_bits(&l.size, nb);
    l.reach_stack = conv__layout_u32(&l.size, nb);
    l.reach_list = conv__layout_u32(&l.size, nb);
    return l;
}

/* Carves the engine's block (zeroed) by its layout. */
CONV__PRIVATE void conv__uni_carve(conv__uni *g, const conv__uni_layout *l) {
    void *m = g->block;
    g->pos = g->has_tokens ? (uint32_t *)conv__layout_at(m, l->pos) : NULL;
    g->users_begin = (uint32_t *)conv__layout_at(m, l->users_begin);
    g->users = (uint32_t *)conv__layout_at(m, l->users);
    g->stays_uniform = (uint64_t *)conv__layout_at(m, l->stays_uniform);
    g->requested_uniform = (uint64_t *)conv__layout_at(m, l->requested_uniform);
    g->variant = (uint64_t *)conv__layout_at(m, l->variant);
    g->src_level = (uint8_t *)conv__layout_at(m, l->src_level);
    g->assumed_children = (uint32_t *)conv__layout_at(m, l->assumed_children);
    g->assume_origin = (uint32_t *)conv__layout_at(m, l->assume_origin);
    g->walk.order = (uint32_t *)conv__layout_at(m, l->order);
    g->walk.label = (conv__label *)conv__layout_at(m, l->label);
    g->walk.entry = (uint32_t *)conv__layout_at(m, l->entry);
    g->walk.heap = (uint32_t *)conv__layout_at(m, l->heap);
    g->walk.touched = (uint32_t *)conv__layout_at(m, l->touched);
    g->walk.top_irreducible = (uint32_t *)conv__layout_at(m, l->top_irreducible);
    g->walk.jump_depth = (uint32_t *)conv__layout_at(m, l->jump_depth);
    g->walk.sink_level = (uint32_t *)conv__layout_at(m, l->sink_level);
    g->walk.sink_first = (conv__label *)conv__layout_at(m, l->sink_first);
    g->walk.sink_second = (conv__label *)conv__layout_at(m, l->sink_second);
    g->walk.pair_level = (uint32_t *)conv__layout_at(m, l->pair_level);
    g->walk.pair_label = (conv__label *)conv__layout_at(m, l->pair_label);
    g->walk.exit_walked = (uint32_t *)conv__layout_at(m, l->exit_walked);
    g->temporal.queued = (uint64_t *)conv__layout_at(m, l->queued);
    g->temporal.done = (uint64_t *)conv__layout_at(m, l->done);
    g->temporal.exempted = (uint64_t *)conv__layout_at(m, l->exempted);
    g->temporal.exempt = (uint64_t *)conv__layout_at(m, l->exempt);
    g->temporal.exit_head = (uint32_t *)conv__layout_at(m, l->exit_head);
    g->temporal.exit_count = (uint32_t *)conv__layout_at(m, l->exit_count);
    g->temporal.exit_branch = (uint32_t *)conv__layout_at(m, l->exit_branch);
    g->temporal.reached = (uint64_t *)conv__layout_at(m, l->reached);
    g->temporal.reach_stack = (uint32_t *)conv__layout_at(m, l->reach_stack);
    g->temporal.reach_list = (uint32_t *)conv__layout_at(m, l->reach_list);
}

/* --- the propagation worklist: marks and reasons --- */

/* The reason record of item (a value id - 1, or nv + a block id - 1),
   made (zeroed) the first time; NULL when out of memory. Valid until the
   next record is made. */
CONV__PRIVATE conv__reason_rec *conv__uni_reason(conv__uni *g, uint32_t item) {
    conv_uniformity *u = g->u;
    if (u->reason_at[item] == 0) {
        conv__reason_rec zero = {0, 0, 0, 0, 0};
        zero.level = (uint16_t)g->level;
        if (CONV__VEC_PUSH1(g->a, &u->reason_recs, conv__reason_rec, zero) != CONV_OK) {
            g->status = CONV_ERR_OUT_OF_MEMORY;
            return NULL;
        }
        u->reason_at[item] = (uint32_t)u->reason_recs.count;
    }
    return CONV__VEC(u->reason_recs, conv__reason_rec) + u->reason_at[item] - 1u;
}

CONV__PRIVATE void conv__uni_push_work(conv__uni *g, uint32_t item) {
    if (CONV__VEC_PUSH1(g->a, &g->work, uint32_t, item) != CONV_OK) g->status = CONV_ERR_OUT_OF_MEMORY;
}

/* Values propagation never marks: no result, tokens, constants, results
   uniform by definition, and what the run declares uniform. */
CONV__PRIVATE bool conv__uni_never_divergent(const conv__uni *g, uint32_t id) {
    const conv__value_rec *v = CONV__VAL(g->f, id);
    if (!(v->flags & CONV_FLAG_HAS_RESULT) || conv__is_token_def(v->kind) || v->kind == CONV_KIND_CONSTANT) return true;
    if (v->flags & CONV_FLAG_UNIFORM_COLLECTIVE) return true;
    return conv__bit_test(g->stays_uniform, id - 1u);
}
CONV__PRIVATE void conv__uni_mark_source(conv__uni *g, uint32_t id, uint32_t kind, uint32_t value) {
    conv__reason_rec *r;
    if (conv__bit_test(g->u->value_div, id - 1u)) return;
    conv__bit_set(g->u->value_div, id - 1u);
    r = conv__uni_reason(g, id - 1u);
    if (r == NULL) return;
    r->kind = (uint16_t)kind;
    r->value = value;
    conv__uni_push_work(g, id);
}

CONV__PRIVATE void conv__uni_mark_value(conv__uni *g, uint32_t id, uint32_t kind, uint32_t value, uint32_t block,
                                        uint32_t cycle) {
    conv__reason_rec *r;
    if (conv__bit_test(g->u->value_div, id - 1u) || conv__uni_never_divergent(g, id)) return;
    conv__bit_set(g->u->value_div, id - 1u);
    r = conv__uni_reason(g, id - 1u);
    if (r == NULL) return;
    r->kind = (uint16_t)kind;
    r->value = value;
    r->block = block;
    r->cycle = cycle;
    conv__uni_push_work(g, id);
}

CONV__PRIVATE void conv__uni_mark_branch(conv__uni *g, uint32_t block, uint32_t cond) {
    conv__reason_rec *r;
    if (conv__bit_test(g->u->branch_div, block - 1u)) return;
    conv__bit_set(g->u->branch_div, block - 1u);
    r = conv__uni_reason(g, g->nv + block - 1u);
    if (r == NULL) return;
    r->kind = CONV_REASON_OPERAND;
    r->value = cond;
    conv__uni_push_work(g, block | CONV__WORK_BRANCH);
}

/* Marks the user u of value `of` (for `kind`): a branch on it, or its
   result. */
CONV__PRIVATE void conv__uni_mark_user(conv__uni *g, uint32_t u, uint32_t of, uint32_t kind, uint32_t block,
                                       uint32_t cycle) {
    const conv__value_rec *v = CONV__VAL(g->f, u);
    /* a terminator on a divergent value: a branch or switch sends threads
       different ways; a ret of a divergent value is marked too, as LLVM
       does (no successors, nothing to propagate) */
    if (v->kind == CONV_KIND_BRANCH || v->kind == CONV_KIND_SWITCH || v->kind == CONV_KIND_RETURN) {
        if (conv__bit_test(g->u->branch_div, v->block - 1u)) return;
        conv__uni_mark_branch(g, v->block, of);
        if (kind == CONV_REASON_TEMPORAL) {
            /* the condition is uniform where it is computed: the reason
               is the cycle the threads left in different iterations */
            conv__reason_rec *r = conv__uni_reason(g, g->nv + v->block - 1u);
            if (r == NULL) return;
            r->kind = (uint16_t)kind;
            r->block = block;
            r->cycle = cycle;
        }
        return;
    }
    /* an invoke or callbr with several successors on a divergent operand:
       conservatively a divergent branch too (the interpreter takes its
       normal successor; a callbr's asm may choose) */
    if (v->kind == CONV_KIND_INVOKE && v->refs_count > 1u) conv__uni_mark_branch(g, v->block, of);
    conv__uni_mark_value(g, u, kind, of, block, cycle);
}

/* The phis of join block j: divergent unless every incoming value is the
   same value or an equal constant. */
CONV__PRIVATE void conv__uni_check_join(conv__uni *g, uint32_t j, uint32_t b);

CONV__PRIVATE void conv__uni_join(conv__uni *g, uint32_t j, uint32_t branch_block) {
    const conv_function *f = g->f;
    const conv_cycles *ci = g->ci;
    uint32_t k, loop = ci->innermost[j];
    bool from_inside = false;
    if (branch_block) conv__uni_check_join(g, j + 1u, branch_block);
    /* At the header of a natural loop, threads arrive from outside (the
       first iteration) or back from inside (a later one), never both in
       one instance. The paths of a branch outside the loop arrive from
       outside; the back edges then bring later iterations, whose threads
       all came that way (their values are plain data). The paths of a
       branch inside the loop come back by back edges. So only the
       incoming values on the paths' side need to agree. */
    if (loop == 0 || branch_block == 0 || ci->entries[ci->entries_begin[loop - 1u]].id - 1u != j ||
        ci->entries_begin[loop] - ci->entries_begin[loop - 1u] != 1u)
        loop = 0;
    else
        from_inside = conv__cycle_has(ci, loop, branch_block - 1u);
    for (k = f->inst_begin[j]; k < f->inst_begin[j + 1u]; k++) {
        uint32_t id = f->insts[k].id, i, first = 0;
        const conv__value_rec *p = CONV__VAL(f, id);
        const conv_value *ops = CONV__VEC(f->operands, conv_value) + p->ops_begin;
        const conv_block *inc = CONV__VEC(f->blockrefs, conv_block) + p->refs_begin;
        bool same = true;
        if (p->kind != CONV_KIND_PHI) break;
        /* (a divergent phi stays as it is: a block joined again by every
           walk through it costs its phis, not their incoming values) */
        if (conv__bit_test(g->u->value_div, id - 1u)) continue;
        for (i = 0; i < p->ops_count && same; i++) {
            const conv__value_rec *a0, *ai;
            if (loop && conv__cycle_has(ci, loop, inc[i].id - 1u) != from_inside) continue;
            if (first == 0) {
                first = ops[i].id;
                continue;
            }
            a0 = CONV__VAL(f, first);
            ai = CONV__VAL(f, ops[i].id);
            same = ops[i].id == first || (a0->kind == CONV_KIND_CONSTANT && ai->kind == CONV_KIND_CONSTANT &&
                                          a0->immediate == ai->immediate);
        }
        if (!same) conv__uni_mark_value(g, id, CONV_REASON_JOIN, 0, branch_block, 0);
    }
}

/* --- the temporal-divergence pass: divergent exits recorded --- */

CONV__PRIVATE void conv__uni_temporal(conv__uni *g, uint32_t c);

/* The uses leaving cycle c are marked once the worklist is empty, inner
   cycles first, so that an outer cycle skips the children already done:
   a nest of loops with divergent exits costs its size, not its depth
   times its size. */
CONV__PRIVATE void conv__uni_defer_temporal(conv__uni *g, uint32_t c) {
    if (conv__bit_test(g->temporal.done, c - 1u) || conv__bit_test(g->temporal.queued, c - 1u)) return;
    conv__bit_set(g->temporal.queued, c - 1u);
    if (CONV__VEC_PUSH1(g->a, &g->temporal.pending, uint32_t, c) != CONV_OK) g->status = CONV_ERR_OUT_OF_MEMORY;
}

CONV__PRIVATE uint64_t conv__uni_exit_key(uint32_t c, uint32_t x) { return ((uint64_t)c << 32) | (x + 1u); }

/* How a divergent exit (cycle c, exit block x) was recorded in div_exits.
   Every query only asks whether the pair is there; the kinds let the
   recording stop early. Whether c is the outermost cycle the threads
   leave to x depends on c and x alone (the parent of c holds x, or c has
   none), so each pair has one kind in every chain of cycles through it. */
#define CONV__UNI_EXIT_ALONE 0u /* by conv__anchor_apply_exits: the cycles around c may not have it */
#define CONV__UNI_EXIT_MARKS 1u /* c is the outermost cycle the threads leave to x: the uses leaving
                                   c there are marked at c */
#define CONV__UNI_EXIT_CHAIN 2u /* an inner cycle of a chain (conv__walk_divergent_exits): every cycle
                                   from c out to the outermost one has the pair too */
/* div_exits holds the kind in the low bits, the level above them */
#define CONV__UNI_EXIT_KIND_MASK 15u
#define CONV__UNI_EXIT_LEVEL_SHIFT 4u

/* Threads may leave cycle c to block x in different iterations. Recorded
   for the per-exit query; a MARKS pair also joins the exits whose leaving
   uses are to be marked. True when the pair was there already with this
   kind (for CHAIN: so is the rest of the chain, which the caller skips:
   a sink of a deep nest then costs one lookup, not one per level). */
CONV__PRIVATE bool conv__uni_divergent_exit(conv__uni *g, uint32_t c, uint32_t x, uint32_t kind, uint32_t branch) {
    conv__exit_link link;
    uint32_t had, had_kind, level;
    conv__bit_set(g->u->exit_div, c - 1u);
    if (g->u->exit_level[c - 1u] == 0) g->u->exit_level[c - 1u] = (uint8_t)g->level;
    if (kind == CONV__UNI_EXIT_MARKS && g->temporal.exit_branch[c] == 0) g->temporal.exit_branch[c] = branch;
    /* (an ALONE pair may still become MARKS or CHAIN here; never back) */
    had = conv__u64map_get(&g->u->div_exits, conv__uni_exit_key(c, x));
    had_kind = had == CONV__NONE ? CONV__NONE : had & CONV__UNI_EXIT_KIND_MASK;
    if (had_kind == kind || (had != CONV__NONE && kind == CONV__UNI_EXIT_ALONE)) return true;
    /* the pair keeps the level it was first recorded at (the narrowest:
       levels only grow during a build) */
    level = had == CONV__NONE ? g->level : had >> CONV__UNI_EXIT_LEVEL_SHIFT;
    if (conv__u64map_put(g->a, &g->u->div_exits, conv__uni_exit_key(c, x), kind | (level << CONV__UNI_EXIT_LEVEL_SHIFT)) !=
        CONV_OK) {
        g->status = CONV_ERR_OUT_OF_MEMORY;
        return false;
    }
    if (kind != CONV__UNI_EXIT_MARKS || conv__bit_test(g->temporal.done, c - 1u)) return false;
    link.exit = x + 1u;
    link.next = g->temporal.exit_head[c];
    if (CONV__VEC_PUSH1(g->a, &g->temporal.exit_links, conv__exit_link, link) != CONV_OK) {
        g->status = CONV_ERR_OUT_OF_MEMORY;
        return false;
    }
    g->temporal.exit_head[c] = (uint32_t)g->temporal.exit_links.count;
    g->temporal.exit_count[c]++;
    conv__uni_defer_temporal(g, c);
    return false;
}

CONV__PRIVATE int conv__cmp_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y ? 1 : 0;
}

/* Operations whose result is a function of their operands alone (no
   memory, no call): the same in every iteration when the operands are. */
CONV__PRIVATE bool conv__pure_opcode(const char *op) {
    static const char *const pure[] = {
        "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor",
        "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "icmp", "fcmp", "select", "trunc", "zext", "sext",
        "fptrunc", "fpext", "fptoui", "fptosi", "uitofp", "sitofp", "ptrtoint", "inttoptr", "bitcast",
        "addrspacecast", "getelementptr", "extractelement", "insertelement", "shufflevector", "extractvalue",
        "insertvalue", "freeze"};
    size_t i;
    for (i = 0; i < sizeof pure / sizeof pure[0]; i++)
        if (strcmp(op, pure[i]) == 0) return true;
    return false;
}

/* Cycle c is assumed divergent: its nodes are not m-converged, so threads
   of one instance may be in different iterations or on different paths
   inside it, whatever the hierarchy. Every value of c that may change from
   one iteration to the next is divergent: phis, calls, memory, collectives
   and always-uniform operations (uniform in their own instance, but not
   from one iteration to the next), and whatever uses them. Pure operations
   on values from outside c (and on such values) are the same in every
   iteration and stay uniform, which the spec allows and LLVM 19 does not
   use (it marks every value of the cycle). Threads may also leave c in
   different iterations (temporal divergence) and by any exit (a work item
   restarts the paths at its exits). */
CONV__PRIVATE void conv__uni_assume(conv__uni *g, uint32_t c, uint32_t branch_block) {
    const conv_function *f = g->f;
    const conv_cycles *ci = g->ci;
    uint32_t i, k, j;
    bool changed = true;
    if (conv__bit_test(g->u->assumed, c - 1u)) return;
    conv__bit_set(g->u->assumed, c - 1u);
    g->u->assumed_level[c - 1u] = (uint8_t)g->level;
    g->assumed_children[ci->parent[c - 1u]]++;
    g->assume_origin[c] = branch_block;
    if (g->temporal.exit_branch[c] == 0) g->temporal.exit_branch[c] = branch_block;
    conv__uni_defer_temporal(g, c);
    /* the variant values of c (their bits in g->variant), to a fixed point */
    while (changed) {
        changed = false;
        for (i = ci->blocks_begin[c - 1u]; i < ci->blocks_end[c - 1u]; i++) {
            uint32_t b = ci->layout[i].id - 1u;
            for (k = f->inst_begin[b]; k < f->inst_begin[b + 1u]; k++) {
                uint32_t id = f->insts[k].id;
                const conv__value_rec *v = CONV__VAL(f, id);
                bool variant;
                if (conv__bit_test(g->variant, id - 1u)) continue;
                variant = v->kind != CONV_KIND_GENERIC || (v->flags & (CONV_FLAG_DIVERGENCE_SOURCE | CONV_FLAG_ALWAYS_UNIFORM |
                                                                       CONV_FLAG_UNIFORM_COLLECTIVE)) ||
                          !conv__pure_opcode(v->opcode ? conv__strpool_get(&f->names, v->opcode) : "");
                for (j = 0; j < v->ops_count && !variant; j++)
                    variant = conv__bit_test(g->variant, CONV__VEC(f->operands, conv_value)[v->ops_begin + j].id - 1u);
                if (!variant) continue;
                conv__bit_set(g->variant, id - 1u);
                changed = true;
            }
        }
    }
    for (i = ci->blocks_begin[c - 1u]; i < ci->blocks_end[c - 1u]; i++) {
        uint32_t b = ci->layout[i].id - 1u;
        for (k = f->inst_begin[b]; k < f->inst_begin[b + 1u]; k++) {
            uint32_t id = f->insts[k].id;
            if (!conv__bit_test(g->variant, id - 1u)) continue;
            conv__bit_clear(g->variant, id - 1u);
            conv__uni_mark_value(g, id, CONV_REASON_CYCLE, 0, branch_block, c);
        }
    }
    conv__uni_push_work(g, c | CONV__WORK_CYCLE);
}

/* The m-convergence criteria for a join j of the divergent branch ending
   block b (both + 1): nodes of an irreducible cycle are m-converged only
   when their convergence is the same in every cycle hierarchy.
     Diverged entry: for the smallest cycle c holding both, unless b or
     c's header strictly dominates j, an entry of c may lie on a diverged
     path: c (and each parent whose header does not dominate j) is
     assumed divergent.
     Diverged paths reaching a cycle: a join inside an irreducible cycle
     without b: the largest such cycle is assumed divergent. */
CONV__PRIVATE void conv__uni_check_join(conv__uni *g, uint32_t j, uint32_t b) {
    const conv_cycles *ci = g->ci;
    uint32_t c = ci->innermost[j - 1u], common;
    conv_block bb, jb, hb;
    /* both criteria need an irreducible cycle around the join */
    if (c == 0 || g->walk.top_irreducible[c] == 0) return;
    bb.id = b;
    jb.id = j;
    if (!conv__cycle_has(ci, c, b - 1u)) {
        uint32_t outer = c;
        while (ci->parent[outer - 1u] && !conv__cycle_has(ci, ci->parent[outer - 1u], b - 1u))
            outer = ci->parent[outer - 1u];
        if (ci->entries_begin[outer] - ci->entries_begin[outer - 1u] > 1u) conv__uni_assume(g, outer, b);
    }
    common = conv__cycle_lca(ci, c, ci->innermost[b - 1u]);
    if (common == 0 || ci->entries_begin[common] - ci->entries_begin[common - 1u] == 1u) return;
    if (conv_domtree_strictly_dominates(g->dt, bb, jb)) return;
    hb.id = ci->entries[ci->entries_begin[common - 1u]].id;
    if (conv_domtree_strictly_dominates(g->dt, hb, jb)) return;
    while (ci->parent[common - 1u]) {
        hb.id = ci->entries[ci->entries_begin[ci->parent[common - 1u] - 1u]].id;
        if (conv_domtree_strictly_dominates(g->dt, hb, jb)) break;
        common = ci->parent[common - 1u];
    }
    conv__uni_assume(g, common, b);
}

/* --- the sync-dependence walk --- */

/* The heap key of node n: the cycle-order number of its block, or of its
   cycle's header. */
CONV__PRIVATE uint32_t conv__walk_key(const conv__uni *g, uint32_t n) {
    const conv_cycles *ci = g->ci;
    return n < g->nb ? g->walk.order[n] : g->walk.order[ci->entries[ci->entries_begin[n - g->nb]].id - 1u];
}

CONV__PRIVATE void conv__walk_heap_push(conv__uni *g, uint32_t n) {
    conv__sync_walk *w = &g->walk;
    uint32_t i = w->heap_n++, key = conv__walk_key(g, n);
    while (i > 0) {
        uint32_t parent = (i - 1u) / 2u;
        if (conv__walk_key(g, w->heap[parent]) <= key) break;
        w->heap[i] = w->heap[parent];
        i = parent;
    }
    w->heap[i] = n;
}

CONV__PRIVATE uint32_t conv__walk_heap_pop(conv__uni *g) {
    conv__sync_walk *w = &g->walk;
    uint32_t top = w->heap[0], last = w->heap[--w->heap_n], i = 0, key = conv__walk_key(g, last);
    for (;;) {
        uint32_t c = 2u * i + 1u;
        if (c >= w->heap_n) break;
        if (c + 1u < w->heap_n && conv__walk_key(g, w->heap[c + 1u]) < conv__walk_key(g, w->heap[c])) c++;
        if (key <= conv__walk_key(g, w->heap[c])) break;
        w->heap[i] = w->heap[c];
        i = c;
    }
    if (w->heap_n) w->heap[i] = last;
    return top;
}

/* Clears the labels of the nodes the walk touched. */
CONV__PRIVATE void conv__walk_clear_labels(conv__sync_walk *w) {
    uint32_t i;
    for (i = 0; i < w->ntouched; i++) w->label[w->touched[i]] = CONV__LABEL_NONE;
    w->ntouched = 0;
}

/* Starts a level: the sinks recorded from now on are the new level's. */
CONV__PRIVATE void conv__walk_new_level(conv__uni *g) {
    conv__sync_walk *w = &g->walk;
    if (++w->level == 0) {
        /* the stamps wrapped: none may look current */
        memset(w->sink_level, 0, sizeof(uint32_t) * g->nb);
        memset(w->pair_level, 0, sizeof(uint32_t) * g->f->edge_count);
        w->level = 1;
    }
}

/* Whether a sink of label `label` to exit block x from block `from` (+ 1)
   changes nothing the level's sinks are read for, given those already
   recorded, and notes it among them otherwise. The sinks of a level are
   read for: which labels there are (more than one: the walk goes on),
   which exits have a label other than the continuing threads' (divergent
   exits), which label came to x from `from` (conv__walk_up), and the
   labels pushed at the parent level in order. Dropped:
     a sink to x once x has two different labels (the first two pushes
     at the parent that differ leave x's node joined, with the entry
     through x or diverged, which later pushes through x do not change),
     or one more of x's only label where x will be a block node (pushes
     of a label a block has change nothing), in both cases when a sink
     from `from` to x was recorded (or `from` is 0).
   A deep nest of cycles with many exits then keeps a few sinks per exit
   at each level, instead of one more per exit and per level below (every
   level's continuing label is pushed to every exit). Two sinks from one
   block to one exit have one label: the block's, stepped once. */
CONV__PRIVATE bool conv__walk_sink_redundant(conv__uni *g, uint32_t r, uint32_t x, conv__label label, uint32_t from) {
    const conv_function *f = g->f;
    const conv_cycles *ci = g->ci;
    conv__sync_walk *w = &g->walk;
    uint32_t cx;
    bool pair_seen = from == 0; /* (from a block without an edge to x: never seen, kept) */
    if (from != 0) {
        uint32_t k = f->succ_begin[from - 1u];
        while (k < f->succ_begin[from] && f->succ[k].id != x + 1u) k++;
        if (k < f->succ_begin[from]) {
            pair_seen = w->pair_level[k] == w->level;
            CONV_ASSERT(!pair_seen || w->pair_label[k] == label);
            w->pair_level[k] = w->level;
            w->pair_label[k] = label;
        }
    }
    if (w->sink_level[x] != w->level) {
        w->sink_level[x] = w->level;
        w->sink_first[x] = label;
        w->sink_second[x] = CONV__LABEL_NONE;
        return false;
    }
    if (w->sink_first[x] != label && w->sink_second[x] == CONV__LABEL_NONE) {
        w->sink_second[x] = label;
        return false;
    }
    if (!pair_seen) return false;
    if (w->sink_second[x] != CONV__LABEL_NONE) return true;
    /* x's only label again: x is a block node where it is pushed when its
       innermost cycle is around r (or there is none) */
    cx = ci->innermost[x];
    return cx == 0 || conv__cycle_has(ci, cx, ci->entries[ci->entries_begin[r - 1u]].id - 1u);
}

CONV__PRIVATE void conv__walk_add_sink(conv__uni *g, uint32_t r, uint32_t exit, conv__label label, uint32_t from) {
    conv__sink sink;
    if (exit != 0 && conv__walk_sink_redundant(g, r, exit - 1u, label, from)) return;
    sink.exit = exit;
    sink.label = label;
    sink.from = from;
    if (CONV__VEC_PUSH1(g->a, &g->walk.sinks, conv__sink, sink) != CONV_OK) g->status = CONV_ERR_OUT_OF_MEMORY;
}

/* Where one label goes from node `start` of the iteration of natural loop
   r when it is the only label left: the exit blocks it reaches (each with
   the `from` a walk would record: the exiting block when that is a node of
   r, else 0) and whether it reaches the header again. Nothing else can
   happen to a lone label: the nodes after it in topological order carry
   no other label, so it makes no join. Computed once per node (the graph
   alone decides it), children first; an outcome of more than
   CONV__UNI_OUTCOME_MAX exits is not kept (NULL: the label walks). A loop
   body of N blocks each with an exit then costs N, not N^2 (the walk of
   each exiting branch would go through the rest of the body).

   The outcome being built, while its node's successors are merged. */
typedef struct conv__lone_build {
    conv__vec pairs; /* uint32_t (exit block + 1, from) pairs */
    bool cont;       /* some way reaches the header again */
    bool too_large;  /* more than CONV__UNI_OUTCOME_MAX exits, or a successor's was */
} conv__lone_build;

/* Adds exit block x (+ 1) with its `from` to the outcome being built,
   once (lone.stamp), or says it is too large. */
CONV__PRIVATE void conv__lone_add(conv__uni *g, conv__lone_build *o, uint32_t x, uint32_t from) {
    conv__lone_outcomes *lone = &g->walk.lone;
    uint32_t pair[2];
    if (lone->stamp[x - 1u] == lone->mark) return;
    lone->stamp[x - 1u] = lone->mark;
    pair[0] = x;
    pair[1] = from;
    if (o->pairs.count >= 2u * CONV__UNI_OUTCOME_MAX) o->too_large = true;
    else if (conv__vec_push(g->a, &o->pairs, sizeof(uint32_t), pair, 2) != CONV_OK) g->status = CONV_ERR_OUT_OF_MEMORY;
}

/* Successor s of a node of r's iteration (reached from block `from` + 1,
   0 out of a child cycle): merged into o when `merge`, else pushed on the
   stack when its own outcome is still to be computed. */
CONV__PRIVATE void conv__lone_visit(conv__uni *g, uint32_t r, uint32_t s, uint32_t from, conv__lone_build *o,
                                    bool merge) {
    const conv_cycles *ci = g->ci;
    conv__lone_outcomes *lone = &g->walk.lone;
    uint32_t header = ci->entries[ci->entries_begin[r - 1u]].id - 1u;
    if (s == header) {
        o->cont = true;
    } else if (!conv__cycle_has(ci, r, s)) {
        conv__lone_add(g, o, s + 1u, from);
    } else if (merge) {
        uint32_t n = conv__cycle_node(ci, g->nb, r, s), at = lone->at[n], k, count;
        const uint32_t *rec;
        if (at == CONV__NONE || at == 0) {
            o->too_large = true;
            return;
        }
        rec = CONV__VEC(lone->records, uint32_t) + at - 1u;
        count = conv__outcome_count(rec);
        if (conv__outcome_continues(rec)) o->cont = true;
        /* (records is not grown while merging: rec stays valid) */
        for (k = 0; k < count && !o->too_large && g->status == CONV_OK; k++)
            conv__lone_add(g, o, conv__outcome_exit(rec, k), conv__outcome_from(rec, k));
    } else {
        uint32_t n = conv__cycle_node(ci, g->nb, r, s), item[2];
        if (lone->at[n] != 0) return;
        item[0] = n;
        item[1] = 0;
        if (conv__vec_push(g->a, &lone->stack, sizeof(uint32_t), item, 2) != CONV_OK) g->status = CONV_ERR_OUT_OF_MEMORY;
    }
}

/* Calls conv__lone_visit for every successor of node n at level r. */
CONV__PRIVATE void conv__lone_successors(conv__uni *g, uint32_t r, uint32_t n, conv__lone_build *o, bool merge) {
    const conv_function *f = g->f;
    const conv_cycles *ci = g->ci;
    uint32_t k;
    if (n < g->nb) {
        for (k = f->succ_begin[n]; k < f->succ_begin[n + 1u] && !o->too_large && g->status == CONV_OK; k++)
            conv__lone_visit(g, r, f->succ[k].id - 1u, n + 1u, o, merge);
    } else {
        uint32_t c = n - g->nb + 1u;
        for (k = ci->exits_begin[c - 1u]; k < ci->exits_begin[c] && !o->too_large && g->status == CONV_OK; k++)
            conv__lone_visit(g, r, ci->exits[k].id - 1u, 0u, o, merge);
    }
}

/* Stores the outcome built for node n (or CONV__NONE when too large). */
CONV__PRIVATE void conv__lone_store(conv__uni *g, uint32_t n, const conv__lone_build *o) {
    conv__lone_outcomes *lone = &g->walk.lone;
    uint32_t head[2];
    if (o->too_large || g->status != CONV_OK) {
        lone->at[n] = CONV__NONE;
        return;
    }
    head[0] = (uint32_t)(o->pairs.count / 2u);
    head[1] = o->cont ? 1u : 0u;
    lone->at[n] = (uint32_t)lone->records.count + 1u;
    if (conv__vec_push(g->a, &lone->records, sizeof(uint32_t), head, 2) != CONV_OK ||
        (o->pairs.count &&
         conv__vec_push(g->a, &lone->records, sizeof(uint32_t), CONV__VEC(o->pairs, uint32_t), o->pairs.count) != CONV_OK))
        g->status = CONV_ERR_OUT_OF_MEMORY;
}

/* The outcome record of node `start` of r's iteration (read with the
   conv__outcome_* accessors; valid until the next call), or NULL. */
CONV__PRIVATE const uint32_t *conv__uni_outcome(conv__uni *g, uint32_t r, uint32_t start) {
    conv__lone_outcomes *lone = &g->walk.lone;
    conv__lone_build o;
    if (lone->at == NULL) {
        lone->at = (uint32_t *)conv__calloc_array(g->a, (size_t)g->walk.nn + g->nb, sizeof(uint32_t));
        if (lone->at == NULL) {
            g->status = CONV_ERR_OUT_OF_MEMORY;
            return NULL;
        }
        lone->stamp = lone->at + g->walk.nn;
    }
    memset(&o, 0, sizeof o);
    if (lone->at[start] == 0) {
        uint32_t item[2];
        item[0] = start;
        item[1] = 0;
        lone->stack.count = 0;
        if (conv__vec_push(g->a, &lone->stack, sizeof(uint32_t), item, 2) != CONV_OK) g->status = CONV_ERR_OUT_OF_MEMORY;
    }
    while (lone->stack.count && g->status == CONV_OK) {
        uint32_t *top = CONV__VEC(lone->stack, uint32_t) + lone->stack.count - 2u, n = top[0];
        o.cont = o.too_large = false;
        if (lone->at[n] != 0) {
            lone->stack.count -= 2u;
            continue;
        }
        if (top[1] == 0) {
            /* first the successors (an acyclic graph: none is in progress) */
            top[1] = 1;
            conv__lone_successors(g, r, n, &o, false);
            continue;
        }
        lone->stack.count -= 2u;
        o.pairs.count = 0;
        lone->mark++;
        conv__lone_successors(g, r, n, &o, true);
        conv__lone_store(g, n, &o);
    }
    conv__vec_free(g->a, &o.pairs, sizeof(uint32_t));
    if (g->status != CONV_OK || lone->at[start] == CONV__NONE || lone->at[start] == 0) return NULL;
    return CONV__VEC(lone->records, uint32_t) + lone->at[start] - 1u;
}

/* Label `lab` arrives at block v, along an edge from block `from` (+ 1; 0
   when it comes out of a collapsed cycle), at the level of region r (0 =
   the function). */
CONV__PRIVATE void conv__uni_push(conv__uni *g, uint32_t r, conv__label lab, uint32_t v, uint32_t from,
                                  uint32_t branch_block) {
    const conv_cycles *ci = g->ci;
    conv__sync_walk *w = &g->walk;
    uint32_t n;
    conv__label joined;
    if (r != 0 && (!conv__cycle_has(ci, r, v) || ci->entries[ci->entries_begin[r - 1u]].id - 1u == v)) {
        conv__walk_add_sink(g, r, conv__cycle_has(ci, r, v) ? 0u : v + 1u, lab, from);
        return;
    }
    n = conv__cycle_node(ci, g->nb, r, v);
    if (w->label[n] == CONV__LABEL_NONE) {
        w->label[n] = lab;
        if (n >= g->nb) w->entry[n - g->nb] = v + 1u;
        w->touched[w->ntouched++] = n;
        conv__walk_heap_push(g, n);
        return;
    }
    if (w->label[n] == lab) return;
    joined = conv__label_join(w->nn, n);
    if (n < g->nb) {
        if (w->label[n] != joined) conv__uni_join(g, n, branch_block);
    } else if (w->entry[n - g->nb] == v + 1u) {
        /* both paths enter the cycle at one block: they meet there */
        if (w->label[n] != joined) conv__uni_join(g, v, branch_block);
    } else if (w->entry[n - g->nb] != CONV__NONE) {
        w->entry[n - g->nb] = CONV__NONE; /* diverged entry */
        conv__uni_assume(g, n - g->nb + 1u, branch_block);
    }
    w->label[n] = joined;
}

/* With one node left in natural loop r whose children are not assumed
   (their exits would start new labels), its label goes where
   conv__uni_outcome says: its sinks are added at once. False when the
   shortcut does not apply (the label walks). */
CONV__PRIVATE bool conv__walk_lone_shortcut(conv__uni *g, uint32_t r) {
    const conv_cycles *ci = g->ci;
    conv__sync_walk *w = &g->walk;
    uint32_t only = w->heap[0], count, k;
    const uint32_t *o;
    conv__label lab;
    bool cont;
    if (w->heap_n != 1 || r == 0 || ci->entries_begin[r] - ci->entries_begin[r - 1u] != 1u ||
        g->assumed_children[r] != 0 || (only >= g->nb && w->entry[only - g->nb] == CONV__NONE))
        return false;
    o = conv__uni_outcome(g, r, only);
    if (o == NULL) return false;
    count = conv__outcome_count(o);
    cont = conv__outcome_continues(o);
    lab = w->label[only];
    w->heap_n = 0;
    for (k = 0; k <= count && g->status == CONV_OK; k++) {
        o = CONV__VEC(w->lone.records, uint32_t) + w->lone.at[only] - 1u;
        if (k == count && !cont) break;
        if (k < count) conv__walk_add_sink(g, r, conv__outcome_exit(o, k), lab, conv__outcome_from(o, k));
        else conv__walk_add_sink(g, r, 0u, lab, 0u);
    }
    return true;
}

/* Sends the label of node n on from n, at the level of region r. */
CONV__PRIVATE void conv__walk_step(conv__uni *g, uint32_t r, uint32_t n, uint32_t b) {
    const conv_function *f = g->f;
    const conv_cycles *ci = g->ci;
    conv__sync_walk *w = &g->walk;
    conv__label lab = w->label[n];
    uint32_t k;
    if (n < g->nb && w->df_begin &&
        (r == 0 || (ci->entries_begin[r] - ci->entries_begin[r - 1u] == 1u && w->jump_depth[n] >= ci->depth[r - 1u]))) {
        /* A label at block n is the only one in the blocks n dominates
           (any other path to them passes n, and would have met this one
           there): it can jump to n's dominance frontier. N divergent
           branches to one exit then cost N steps, not N^2. Inside a
           natural loop only when no edge from those blocks ends the
           iteration (goes back to the header or out of the loop): each
           such edge must be seen (conv__uni_jump_depths). */
        for (k = w->df_begin[n]; k < w->df_begin[n + 1u]; k++) conv__uni_push(g, r, lab, w->df[k], n + 1u, b + 1u);
    } else if (n < g->nb) {
        for (k = f->succ_begin[n]; k < f->succ_begin[n + 1u]; k++)
            conv__uni_push(g, r, lab, f->succ[k].id - 1u, n + 1u, b + 1u);
    } else {
        uint32_t c = n - g->nb + 1u;
        bool diverged = w->entry[n - g->nb] == CONV__NONE || conv__bit_test(g->u->assumed, c - 1u);
        for (k = ci->exits_begin[c - 1u]; k < ci->exits_begin[c]; k++) {
            uint32_t x = ci->exits[k].id - 1u;
            /* after a diverged entry each exit starts a new path */
            conv__uni_push(g, r, diverged ? conv__label_exit(w->nn, x) : lab, x, 0, b + 1u);
        }
    }
}

/* Steps the labels at the level of region r in topological order until
   none is left. True when every path from the branch met at one node
   with nothing past this level's iteration: the walk is over. */
CONV__PRIVATE bool conv__walk_level(conv__uni *g, uint32_t r, uint32_t b) {
    conv__sync_walk *w = &g->walk;
    while (w->heap_n && g->status == CONV_OK) {
        uint32_t last = w->heap[0];
        if (w->heap_n == 1 && w->sinks.count == 0 &&
            !(last >= g->nb && (w->entry[last - g->nb] == CONV__NONE || conv__bit_test(g->u->assumed, last - g->nb)))) {
            w->heap_n = 0;
            return true;
        }
        if (conv__walk_lone_shortcut(g, r)) break;
        conv__walk_step(g, r, conv__walk_heap_pop(g), b);
    }
    return false;
}

/* The labels that ended an iteration of the walk's current cycle. */
typedef struct conv__walk_summary {
    bool distinct;          /* the sinks carry more than one label */
    conv__label cont_first; /* the first label back at the header; NONE: no thread continues */
    bool cont_joined;       /* threads came back to the header with different labels */
} conv__walk_summary;

CONV__PRIVATE conv__walk_summary conv__walk_summarize(const conv__sync_walk *w) {
    const conv__sink *sk = CONV__VEC(w->sinks, conv__sink);
    conv__walk_summary s;
    conv__label first = CONV__LABEL_NONE;
    size_t i;
    s.distinct = s.cont_joined = false;
    s.cont_first = CONV__LABEL_NONE;
    for (i = 0; i < w->sinks.count; i++) {
        if (first == CONV__LABEL_NONE) first = sk[i].label;
        else if (sk[i].label != first) s.distinct = true;
        if (sk[i].exit == 0) {
            if (s.cont_first == CONV__LABEL_NONE) s.cont_first = sk[i].label;
            else if (sk[i].label != s.cont_first) s.cont_joined = true;
        }
    }
    return s;
}

/* Some threads go on to another iteration of r while others leave to
   block x: every cycle from r out to the outermost one without x is left
   in different iterations (a divergent exit). The threads that left to x
   are out of all of them, so only uses outside the outermost one can see
   both groups: the temporal divergence of values is marked there (uses
   between r and it are reached by the continuing threads alone). A chain
   met before (an inner cycle's CHAIN pair) is not walked again, and an
   exit whose chain this walk recorded at a lower level is not looked up. */
CONV__PRIVATE void conv__walk_divergent_exits(conv__uni *g, uint32_t r, const conv__walk_summary *s, uint32_t b) {
    const conv_cycles *ci = g->ci;
    size_t i;
    for (i = 0; i < g->walk.sinks.count && s->cont_first && g->status == CONV_OK; i++) {
        const conv__sink *sk = CONV__VEC(g->walk.sinks, conv__sink) + i;
        uint32_t x = sk->exit, d;
        if (x == 0 || (!s->cont_joined && sk->label == s->cont_first) || g->walk.exit_walked[x - 1u] == g->walk.walk_id)
            continue;
        g->walk.exit_walked[x - 1u] = g->walk.walk_id;
        for (d = r; g->status == CONV_OK; d = ci->parent[d - 1u]) {
            bool outermost = ci->parent[d - 1u] == 0 || conv__cycle_has(ci, ci->parent[d - 1u], x - 1u);
            if (conv__uni_divergent_exit(g, d, x - 1u, outermost ? CONV__UNI_EXIT_MARKS : CONV__UNI_EXIT_CHAIN, b + 1u) ||
                outermost)
                break;
        }
    }
}

/* The only block of cycle c with an edge to exit block x (+ 1), or
   CONV__NONE when there are several (0 when none). */
CONV__PRIVATE uint32_t conv__cycle_exit_from(const conv__uni *g, uint32_t c, uint32_t x) {
    const conv_function *f = g->f;
    uint32_t p, from = 0;
    for (p = f->pred_begin[x]; p < f->pred_begin[x + 1u] && from != CONV__NONE; p++) {
        uint32_t q = f->pred[p].id;
        if (!conv__cycle_has(g->ci, c, q - 1u)) continue;
        if (from == 0) from = q;
        else if (from != q) from = CONV__NONE;
    }
    return from;
}

/* Up one level from r; returns r's parent. Threads that left r go on from
   its exits; threads that went back to r's header stay in r, in the same
   iteration of the parent, and may still take any exit of r: at the
   parent level r is a node carrying their label (the header's join label
   when they came back by different paths). */
CONV__PRIVATE uint32_t conv__walk_up(conv__uni *g, uint32_t r, const conv__walk_summary *s, uint32_t b) {
    const conv_cycles *ci = g->ci;
    conv__sync_walk *w = &g->walk;
    conv__vec left = w->sinks; /* conv__sink; the new level's sinks start empty */
    const conv__sink *e = CONV__VEC(left, conv__sink);
    uint32_t parent = ci->parent[r - 1u], k;
    size_t i;
    conv__walk_clear_labels(w);
    w->sinks = w->spare_sinks;
    w->sinks.count = 0;
    conv__walk_new_level(g);
    for (i = 0; i < left.count; i++)
        if (e[i].exit != 0) conv__uni_push(g, parent, e[i].label, e[i].exit - 1u, e[i].from, b + 1u);
    for (k = ci->exits_begin[r - 1u]; k < ci->exits_begin[r] && s->cont_first; k++) {
        uint32_t x = ci->exits[k].id - 1u, from;
        conv__label lab = s->cont_joined ? conv__label_join(w->nn, g->nb + r - 1u) : s->cont_first;
        /* When x is r's only exit, has a single predecessor in r, and
           threads left to x from it already, the staying threads will come
           in by the same edge: at x they are one group (their phis pick
           the same incoming; values from r are temporal, marked above).
           With several exits the staying threads may leave by another one
           in a later iteration (a branch uniform in each iteration may
           choose differently in the next), so they keep their own label. */
        from = ci->exits_begin[r] - ci->exits_begin[r - 1u] != 1u ? CONV__NONE : conv__cycle_exit_from(g, r, x);
        for (i = 0; i < left.count && from != CONV__NONE; i++)
            if (e[i].exit == x + 1u && e[i].from == from) lab = e[i].label;
        conv__uni_push(g, parent, lab, x, from == CONV__NONE ? 0u : from, b + 1u);
    }
    left.count = 0;
    w->spare_sinks = left;
    return parent;
}

/* Runs the labels pushed at the level of region r outwards: joins,
   divergent exits, up to the point where every path meets. b is the block
   whose divergence started it (for the reasons). */
CONV__PRIVATE void conv__uni_propagate(conv__uni *g, uint32_t r, uint32_t b) {
    const conv_cycles *ci = g->ci;
    if (++g->walk.walk_id == 0) {
        memset(g->walk.exit_walked, 0, sizeof(uint32_t) * g->nb); /* wrapped */
        g->walk.walk_id = 1;
    }
    while (!conv__walk_level(g, r, b) && r != 0 && g->status == CONV_OK) {
        conv__walk_summary s = conv__walk_summarize(&g->walk);
        if (!s.distinct) break;
        /* threads back at the header by different paths meet there */
        if (s.cont_joined) conv__uni_join(g, ci->entries[ci->entries_begin[r - 1u]].id - 1u, b + 1u);
        conv__walk_divergent_exits(g, r, &s, b);
        r = conv__walk_up(g, r, &s, b);
    }
    conv__walk_clear_labels(&g->walk);
    g->walk.heap_n = 0;
    g->walk.sinks.count = 0;
}

/* Inside an irreducible cycle the joins of a branch depend on the
   hierarchy: a path through an entry that is the header in one hierarchy
   is a new iteration there but not in another. To check the m-convergence
   criteria for every hierarchy, the joins are also found on the plain
   graph of the outermost irreducible cycle around b (edges into headers
   not cut): a block reached from two successors of b by different paths.
   The walk's heap serves as a stack of blocks. */
CONV__PRIVATE void conv__uni_irreducible_joins(conv__uni *g, uint32_t b) {
    const conv_function *f = g->f;
    const conv_cycles *ci = g->ci;
    conv__sync_walk *w = &g->walk;
    uint32_t top = w->top_irreducible[ci->innermost[b]], k, sp = 0, i;
    if (top == 0) return;
    for (k = f->succ_begin[b]; k < f->succ_begin[b + 1u]; k++) {
        uint32_t y = f->succ[k].id - 1u;
        if (!conv__cycle_has(ci, top, y) || w->label[y] == conv__label_path(y)) continue;
        if (w->label[y] == CONV__LABEL_NONE) w->touched[w->ntouched++] = y;
        w->label[y] = w->label[y] != CONV__LABEL_NONE ? conv__label_join(w->nn, y) : conv__label_path(y);
        w->heap[sp++] = y;
    }
    while (sp && g->status == CONV_OK) {
        uint32_t x = w->heap[--sp];
        conv__label lab = w->label[x];
        if (x == b) continue; /* paths back to the branch are closed */
        for (k = f->succ_begin[x]; k < f->succ_begin[x + 1u]; k++) {
            uint32_t y = f->succ[k].id - 1u;
            if (!conv__cycle_has(ci, top, y) || w->label[y] == lab || w->label[y] == conv__label_join(w->nn, y)) continue;
            if (w->label[y] == CONV__LABEL_NONE) {
                w->touched[w->ntouched++] = y;
                w->label[y] = lab;
            } else {
                w->label[y] = conv__label_join(w->nn, y); /* a join: its own label from now on */
            }
            w->heap[sp++] = y; /* a block is pushed at most twice: labelled, then joined */
        }
    }
    for (i = 0; i < w->ntouched; i++) {
        uint32_t y = w->touched[i];
        if (w->label[y] == conv__label_join(w->nn, y) && y != b) conv__uni_check_join(g, y + 1u, b + 1u);
    }
    conv__walk_clear_labels(w);
}

/* The joins and divergent exits of the divergent branch ending block b. */
CONV__PRIVATE void conv__uni_branch(conv__uni *g, uint32_t b) {
    const conv_function *f = g->f;
    uint32_t r = g->ci->innermost[b], k;
    if (f->rpo_index[b] == CONV__NONE) return;
    conv__uni_irreducible_joins(g, b);
    g->walk.sinks.count = 0;
    conv__walk_new_level(g);
    for (k = f->succ_begin[b]; k < f->succ_begin[b + 1u]; k++)
        conv__uni_push(g, r, conv__label_path(f->succ[k].id - 1u), f->succ[k].id - 1u, b + 1u, b + 1u);
    conv__uni_propagate(g, r, b);
}

/* A cycle assumed divergent: threads may leave it through any exit in any
   iteration, whatever the hierarchy, so each exit starts its own path at
   the parent level. */
CONV__PRIVATE void conv__uni_cycle_exits(conv__uni *g, uint32_t c) {
    const conv_cycles *ci = g->ci;
    uint32_t r = ci->parent[c - 1u], k, origin = g->assume_origin[c];
    g->walk.sinks.count = 0;
    conv__walk_new_level(g);
    for (k = ci->exits_begin[c - 1u]; k < ci->exits_begin[c]; k++) {
        uint32_t x = ci->exits[k].id - 1u;
        /* threads may come out by different edges: a join at x */
        if (conv__cycle_exit_from(g, c, x) == CONV__NONE) conv__uni_join(g, x, origin);
        conv__uni_push(g, r, conv__label_exit(g->walk.nn, x), x, 0, origin);
    }
    conv__uni_propagate(g, r, origin ? origin - 1u : 0u);
}

/* --- the temporal-divergence pass: marking the uses leaving a cycle --- */

CONV__PRIVATE void conv__temporal_set_reached(conv__temporal_pass *t, uint32_t b) {
    conv__bit_set(t->reached, b);
    t->reach_list[t->nreached++] = b;
}

CONV__PRIVATE void conv__temporal_clear_reached(conv__temporal_pass *t) {
    uint32_t i;
    for (i = 0; i < t->nreached; i++) conv__bit_clear(t->reached, t->reach_list[i]);
    t->nreached = 0;
}

/* Per exit: threads leave c through an exit that is not divergent only
   in the last iteration (in an earlier one some threads go on, which only
   a divergent branch can decide, and that branch makes the exit
   divergent). So the threads reaching a block that no divergent exit of c
   leads to, without entering c again (a new instance of c), left c
   together, and what they see of c is uniform if it was inside.
   This marks as reached the blocks the divergent exits of c recorded
   since its last visit lead to. It fails, marking nothing, when the walk
   would exceed the budget: the whole cycle is marked instead, so a nest
   of partial walks stays linear. */
CONV__PRIVATE bool conv__uni_reach_from_exits(conv__uni *g, uint32_t c) {
    const conv_function *f = g->f;
    conv__temporal_pass *t = &g->temporal;
    const conv__exit_link *links = CONV__VEC(t->exit_links, conv__exit_link);
    uint32_t link, sp = 0, k;
    t->nreached = 0;
    for (link = t->exit_head[c]; link; link = links[link - 1u].next) {
        uint32_t x = links[link - 1u].exit - 1u;
        if (conv__bit_test(t->reached, x)) continue;
        conv__temporal_set_reached(t, x);
        t->reach_stack[sp++] = x;
    }
    while (sp) {
        uint32_t b = t->reach_stack[--sp];
        size_t cost = 1u + (size_t)(f->succ_begin[b + 1u] - f->succ_begin[b]);
        if (t->budget < cost) {
            conv__temporal_clear_reached(t);
            return false;
        }
        t->budget -= cost;
        for (k = f->succ_begin[b]; k < f->succ_begin[b + 1u]; k++) {
            uint32_t y = f->succ[k].id - 1u;
            if (conv__bit_test(t->reached, y) || conv__cycle_has(g->ci, c, y)) continue;
            conv__temporal_set_reached(t, y);
            t->reach_stack[sp++] = y;
        }
    }
    return true;
}

/* Whether `user`, outside cycle c, sees value x of c (or of its token
   regions) from threads that may have left c in different iterations: it
   is in a block a divergent exit leads to, or, for a phi, its incoming
   edge is such a block's or a divergent exit edge of c. */
CONV__PRIVATE bool conv__uni_use_reached(const conv__uni *g, uint32_t c, uint32_t user, uint32_t x) {
    const conv_function *f = g->f;
    const conv__value_rec *v = CONV__VAL(f, user);
    const conv_value *ops;
    const conv_block *inc;
    uint32_t i;
    if (v->kind != CONV_KIND_PHI) return conv__bit_test(g->temporal.reached, v->block - 1u);
    ops = CONV__VEC(f->operands, conv_value) + v->ops_begin;
    inc = CONV__VEC(f->blockrefs, conv_block) + v->refs_begin;
    for (i = 0; i < v->ops_count; i++) {
        uint32_t p = inc[i].id - 1u;
        if (ops[i].id != x) continue;
        if (conv__cycle_has(g->ci, c, p)
                ? conv__u64map_get(&g->u->div_exits, conv__uni_exit_key(c, v->block - 1u)) != CONV__NONE
                : conv__bit_test(g->temporal.reached, p))
            return true;
    }
    return false;
}

/* Whether user, in the region of a token of the cycle being marked, is
   exempt from its temporal divergence: threads that compute it together
   hold one instance of the token, so they left the cycle together. Not a
   branch: threads of different instances (that left in different
   iterations) reach it apart, and it may send them different ways to
   joins past the region where they meet again. */
CONV__PRIVATE bool conv__uni_exempt(const conv__uni *g, uint32_t user) {
    uint32_t kind = CONV__VAL(g->f, user)->kind;
    if (kind == CONV_KIND_BRANCH || kind == CONV_KIND_SWITCH || kind == CONV_KIND_INVOKE) return false;
    return conv__bit_test(g->temporal.exempt, user - 1u);
}

/* The token uses by token: uses[use_begin[t] .. use_begin[t + 1]) for
   token value id t (use_begin: nv + 2, zeroed). */
CONV__PRIVATE void conv__token_uses_index(const conv_function *f, uint32_t nv, uint32_t *use_begin, uint32_t *uses) {
    uint32_t k, i;
    for (k = 0; k < f->inst_count; k++) {
        const conv__value_rec *v = CONV__VAL(f, f->insts[k].id);
        if (conv__is_token_use(v)) use_begin[v->token]++;
    }
    for (i = 0; i <= nv; i++) use_begin[i + 1u] += use_begin[i];
    for (k = f->inst_count; k-- > 0;) {
        const conv__value_rec *v = CONV__VAL(f, f->insts[k].id);
        if (conv__is_token_use(v)) uses[--use_begin[v->token]] = f->insts[k].id;
    }
}

/* The token uses of every token and the scratch of conv__token_region,
   made on first need; false when out of memory. */
CONV__PRIVATE bool conv__temporal_regions(conv__uni *g) {
    conv__temporal_pass *t = &g->temporal;
    if (t->regions != NULL) return true;
    t->region_layout = conv__region_get_layout(g->nb, g->nv, true, g->f->inst_count);
    t->regions = conv__calloc_array(g->a, t->region_layout.size, 1u);
    if (t->regions == NULL) {
        g->status = CONV_ERR_OUT_OF_MEMORY;
        return false;
    }
    conv__token_uses_index(g->f, g->nv, (uint32_t *)conv__layout_at(t->regions, t->region_layout.use_begin),
                           (uint32_t *)conv__layout_at(t->regions, t->region_layout.uses));
    return true;
}

/* Exempts the instructions of the region of token d (defined in cycle c)
   when one of its uses leaves c: sets their bits in temporal.exempt and
   lists them in `region`. */
CONV__PRIVATE void conv__temporal_exempt_token(conv__uni *g, uint32_t c, uint32_t d, conv__vec *region) {
    const conv_function *f = g->f;
    const conv__region_layout *l = &g->temporal.region_layout;
    const uint32_t *use_begin, *uses;
    uint32_t j, nuses, ntouched, k, *last_use, *live_out, *touched;
    bool leaves = false;
    if (!conv__temporal_regions(g)) return;
    use_begin = (const uint32_t *)conv__layout_at(g->temporal.regions, l->use_begin);
    uses = (const uint32_t *)conv__layout_at(g->temporal.regions, l->uses) + use_begin[d];
    nuses = use_begin[d + 1u] - use_begin[d];
    for (j = 0; j < nuses && !leaves; j++) leaves = !conv__cycle_has(g->ci, c, CONV__VAL(f, uses[j])->block - 1u);
    if (!leaves) return;
    last_use = (uint32_t *)conv__layout_at(g->temporal.regions, l->last_use);
    live_out = (uint32_t *)conv__layout_at(g->temporal.regions, l->live_out);
    touched = (uint32_t *)conv__layout_at(g->temporal.regions, l->touched);
    ntouched = conv__token_region(f, g->dt, g->pos, d, uses, nuses, last_use, live_out, touched,
                                  (uint32_t *)conv__layout_at(g->temporal.regions, l->stack));
    for (k = 0; k < ntouched; k++) {
        uint32_t tb = touched[k], x;
        for (x = f->inst_begin[tb]; x < f->inst_begin[tb + 1u]; x++) {
            uint32_t id = f->insts[x].id;
            if (conv__bit_test(g->temporal.exempt, id - 1u) || !conv__in_region(f, g->dt, g->pos, d, id, last_use, live_out))
                continue;
            conv__bit_set(g->temporal.exempt, id - 1u);
            if (CONV__VEC_PUSH1(g->a, region, uint32_t, id) != CONV_OK) g->status = CONV_ERR_OUT_OF_MEMORY;
        }
    }
    for (k = 0; k < ntouched; k++) last_use[touched[k]] = live_out[touched[k]] = 0;
}

/* Exemptions: the regions of tokens defined in c, outside its children,
   and used outside c. Such a token dominates its uses, so every iteration
   that leads to one defines it anew (a path from the header around it
   would make a path from the entry around it, since the entry reaches a
   natural loop's header first): threads with one instance of it left c in
   one iteration. In an irreducible cycle only the header's tokens are sure
   to be. No token of c tells the iterations of a child cycle apart, so
   values of children get no exemption here (their own tokens exempt them
   when the child is marked). */
CONV__PRIVATE void conv__temporal_exemptions(conv__uni *g, uint32_t c, conv__vec *region) {
    const conv_function *f = g->f;
    const conv_cycles *ci = g->ci;
    uint32_t i, k;
    for (i = ci->blocks_begin[c - 1u]; i < ci->blocks_end[c - 1u] && g->status == CONV_OK && g->has_tokens; i++) {
        uint32_t b = ci->layout[i].id - 1u;
        if (ci->innermost[b] != c || (ci->entries_begin[c] - ci->entries_begin[c - 1u] > 1u &&
                                      ci->entries[ci->entries_begin[c - 1u]].id - 1u != b))
            continue;
        for (k = f->inst_begin[b]; k < f->inst_begin[b + 1u] && g->status == CONV_OK; k++)
            if (conv__is_token_def(CONV__VAL(f, f->insts[k].id)->kind))
                conv__temporal_exempt_token(g, c, f->insts[k].id, region);
    }
}

/* Marks the users outside c of value x, unless exempted (`exemptions`:
   whether c's token regions apply to x). */
CONV__PRIVATE void conv__temporal_mark_users(conv__uni *g, uint32_t c, uint32_t x, bool every_use, bool exemptions) {
    uint32_t j;
    for (j = g->users_begin[x - 1u]; j < g->users_begin[x]; j++) {
        uint32_t user = g->users[j];
        if (!conv__cycle_has(g->ci, c, CONV__VAL(g->f, user)->block - 1u) && (!exemptions || !conv__uni_exempt(g, user)) &&
            (every_use || conv__uni_use_reached(g, c, user, x)))
            conv__uni_mark_user(g, user, x, CONV_REASON_TEMPORAL, g->temporal.exit_branch[c], c);
    }
}

/* Marks the uses leaving c of the defs of c, minus finished children;
   returns the work done (instructions and uses scanned). */
CONV__PRIVATE size_t conv__temporal_mark_defs(conv__uni *g, uint32_t c, bool every_use) {
    const conv_function *f = g->f;
    const conv_cycles *ci = g->ci;
    size_t scanned = 0;
    uint32_t i, k;
    for (i = ci->blocks_begin[c - 1u]; i < ci->blocks_end[c - 1u] && g->status == CONV_OK; i++) {
        /* A child's slice starts with its header, whose innermost cycle is
           that child: a block whose innermost cycle is not c nor inside a
           slice being scanned opens a child slice; finished ones are
           skipped whole. (Nested slices are scanned in place.) */
        uint32_t b = ci->layout[i].id - 1u, inner = ci->innermost[b];
        if (inner != c && ci->entries[ci->entries_begin[inner - 1u]].id - 1u == b &&
            conv__bit_test(g->temporal.done, inner - 1u) && !conv__bit_test(g->temporal.exempted, inner - 1u)) {
            i = ci->blocks_end[inner - 1u] - 1u;
            continue;
        }
        for (k = f->inst_begin[b]; k < f->inst_begin[b + 1u]; k++) {
            uint32_t x = f->insts[k].id;
            scanned += 1u + (g->users_begin[x] - g->users_begin[x - 1u]);
            conv__temporal_mark_users(g, c, x, every_use, inner == c);
        }
    }
    return scanned;
}

/* Uses of values from cycle c, outside it: divergent where threads that
   left c in different iterations meet (every use when c is assumed
   divergent or all its exits are divergent; else those the divergent
   exits lead to), unless the user is in the convergence region of a token
   defined in c. Child cycles whose every leaving use is marked are
   skipped, unless a token region exempted some of those uses: at c's
   level, the tokens of a child do not exempt (see below), and an
   irreducible c could be left in different iterations by threads with
   one instance of them. (Skipping them would also make the answer depend
   on whether the child was finished, which more divergence changes.) */
CONV__PRIVATE void conv__uni_temporal(conv__uni *g, uint32_t c) {
    const conv_cycles *ci = g->ci;
    conv__temporal_pass *t = &g->temporal;
    conv__vec region; /* uint32_t: the instructions exempted, to clear and to scan */
    uint32_t i;
    size_t scanned;
    bool every_use;
    conv__bit_clear(t->queued, c - 1u);
    if (conv__bit_test(t->done, c - 1u)) return;
    every_use = conv__bit_test(g->u->assumed, c - 1u) ||
                t->exit_count[c] >= ci->exits_begin[c] - ci->exits_begin[c - 1u] || !conv__uni_reach_from_exits(g, c);
    t->exit_head[c] = 0;
    if (every_use) conv__bit_set(t->done, c - 1u);
    memset(&region, 0, sizeof region);
    conv__temporal_exemptions(g, c, &region);
    scanned = conv__temporal_mark_defs(g, c, every_use);
    /* the exempted instructions outside c, whose results also live in the
       extension */
    for (i = 0; i < region.count && g->status == CONV_OK; i++) {
        uint32_t x = CONV__VEC(region, uint32_t)[i];
        if (!conv__cycle_has(ci, c, CONV__VAL(g->f, x)->block - 1u)) conv__temporal_mark_users(g, c, x, every_use, true);
    }
    for (i = 0; i < region.count; i++) conv__bit_clear(t->exempt, CONV__VEC(region, uint32_t)[i] - 1u);
    if (region.count) conv__bit_set(t->exempted, c - 1u);
    conv__vec_free(g->a, &region, sizeof(uint32_t));
    /* a partial scan is paid from the budget (once it is spent, every
       cycle is marked whole, and skipped whole by its parent) */
    if (!every_use) {
        conv__temporal_clear_reached(t);
        t->budget = t->budget > scanned ? t->budget - scanned : 0u;
    }
}

/* --- the walk's graph helpers: jump depths and dominance frontiers --- */

/* For every block n, the depth of the shallowest cycle level at which some
   edge from a block n dominates ends an iteration, minus one: the edge
   v -> s leaves every cycle around v that does not hold s, and a back
   edge to the header of a cycle L ends L's iteration too. A label at n may
   jump to n's frontier at the level of a natural loop r when no edge below
   n ends r's iteration: depth(r) <= jump_depth[n]. Children's minima are
   folded into their immediate dominators in reverse RPO. */
CONV__PRIVATE void conv__uni_jump_depths(conv__uni *g) {
    const conv_function *f = g->f;
    const conv_cycles *ci = g->ci;
    uint32_t i, k;
    for (i = 0; i < g->nb; i++) {
        uint32_t v = i, lowest = CONV__NONE;
        for (k = f->succ_begin[v]; k < f->succ_begin[v + 1u]; k++) {
            uint32_t s = f->succ[k].id - 1u, inner = ci->innermost[s], d;
            if (inner && ci->entries[ci->entries_begin[inner - 1u]].id - 1u == s && conv__cycle_has(ci, inner, v))
                d = ci->depth[inner - 1u] - 1u; /* back edge */
            else
                d = conv__cycle_depth_of(ci, conv__cycle_lca(ci, ci->innermost[v], inner));
            if (d < lowest) lowest = d;
        }
        g->walk.jump_depth[v] = lowest;
    }
    for (i = f->rpo_count; i-- > 1u;) {
        uint32_t v = f->rpo[i].id - 1u, up = g->dt->idom[v];
        if (up != 0 && g->walk.jump_depth[v] < g->walk.jump_depth[up - 1u]) g->walk.jump_depth[up - 1u] = g->walk.jump_depth[v];
    }
}

/* The dominance frontier of every reachable block (the blocks with a
   predecessor it dominates that it does not strictly dominate): a walk up
   the dominator tree from each predecessor of each join block, stopping
   at a block that has it already. The same walk three times (the total,
   the count per block, the fill), so that nothing but the result is
   allocated (`last` stamps the join block a runner was last seen for). When the total exceeds a few times the
   edges (ladders can make it quadratic) there are no frontiers and labels
   walk edge by edge. */
CONV__PRIVATE size_t conv__uni_frontier_pass(conv__uni *g, uint32_t *last, size_t cap) {
    const conv_function *f = g->f;
    const uint32_t *idom = g->dt->idom;
    uint32_t v, p;
    size_t total = 0;
    for (v = 0; v < g->nb; v++) {
        if (f->rpo_index[v] == CONV__NONE || f->pred_begin[v + 1u] - f->pred_begin[v] < 2u) continue;
        for (p = f->pred_begin[v]; p < f->pred_begin[v + 1u]; p++) {
            uint32_t runner = f->pred[p].id;
            if (f->rpo_index[runner - 1u] == CONV__NONE) continue;
            while (runner != 0 && runner != idom[v] && last[runner - 1u] != v + 1u) {
                last[runner - 1u] = v + 1u;
                if (++total > cap) return total;
                /* the second pass fills the lists, counted into df_begin */
                if (g->walk.df) g->walk.df[--g->walk.df_begin[runner]] = v;
                else if (g->walk.df_begin) g->walk.df_begin[runner]++;
                runner = idom[runner - 1u];
            }
        }
    }
    return total;
}

CONV__PRIVATE void conv__uni_frontiers(conv__uni *g) {
    uint32_t nb = g->nb, v, *last;
    size_t cap = 4u * (size_t)g->f->edge_count + nb + 16u, total;
    last = (uint32_t *)conv__calloc_array(g->a, nb + 1u, sizeof(uint32_t));
    if (last == NULL) {
        g->status = CONV_ERR_OUT_OF_MEMORY;
        return;
    }
    total = conv__uni_frontier_pass(g, last, cap);
    if (total <= cap) {
        g->walk.df_words = (size_t)nb + 1u + total;
        g->walk.df_begin = (uint32_t *)conv__calloc_array(g->a, g->walk.df_words, sizeof(uint32_t));
        if (g->walk.df_begin == NULL) g->status = CONV_ERR_OUT_OF_MEMORY;
    }
    if (g->walk.df_begin != NULL) {
        /* counts at df_begin[b + 1], summed: each block's end, which the
           fill moves back to its start; then shifted down one */
        memset(last, 0, sizeof(uint32_t) * (nb + 1u));
        (void)conv__uni_frontier_pass(g, last, cap);
        for (v = 0; v < nb; v++) g->walk.df_begin[v + 1u] += g->walk.df_begin[v];
        g->walk.df = g->walk.df_begin + nb + 1u;
        memset(last, 0, sizeof(uint32_t) * (nb + 1u));
        (void)conv__uni_frontier_pass(g, last, cap);
        memmove(g->walk.df_begin, g->walk.df_begin + 1u, sizeof(uint32_t) * nb);
        g->walk.df_begin[nb] = (uint32_t)total;
    }
    conv__free_array(g->a, last, nb + 1u, sizeof(uint32_t));
}

/* --- the anchor-group pass --- */

CONV__PRIVATE conv_result conv__uni_run_build(const conv_function *f, const conv__uni_run *run, conv_uniformity **out);

/* The anchor at the root of token t's chain (t, the parent token of a
   heart, ...), or 0: rooted at the entry, or at something that is not a
   token definition. memo (nv + 1, zeroed) keeps the roots found, CONV__NONE
   for none; a malformed chain that loops is bounded by the value count. */
CONV__PRIVATE uint32_t conv__uni_anchor_root(const conv_function *f, uint32_t t, uint32_t *memo) {
    uint32_t x = t, root = CONV__NONE, steps = 0;
    for (; x != 0 && steps <= f->values.count; steps++) {
        const conv__value_rec *d = CONV__VAL(f, x);
        if (memo[x] != 0) {
            root = memo[x];
            break;
        }
        if (d->kind == CONV_KIND_ANCHOR) {
            root = x;
            break;
        }
        if (d->kind != CONV_KIND_LOOP) break;
        x = d->token;
    }
    for (x = t; x != 0 && memo[x] == 0; x = CONV__VAL(f, x)->token) {
        memo[x] = root;
        if (CONV__VAL(f, x)->kind != CONV_KIND_LOOP) break;
    }
    return root == CONV__NONE ? 0u : root;
}

#define CONV__UNI_ANCHOR_RUNS 16u

/* A result computed by the threads that communicate at it (a convergent
   call under a token): it may depend on which threads those are. */
CONV__PRIVATE bool conv__uni_group_result(const conv__value_rec *v) {
    return (v->flags & CONV_FLAG_HAS_RESULT) && v->token != 0 &&
           (v->kind == CONV_KIND_CALL || v->kind == CONV_KIND_INVOKE) &&
           (v->flags & (CONV_FLAG_CONVERGENT | CONV_FLAG_UNIFORM_COLLECTIVE));
}

/* The state of conv__uni_anchor_groups, freed by conv__anchor_pass_free. */
typedef struct conv__anchor_pass {
    conv__vec anchors;        /* uint32_t: the anchors at the root of some group result, once each */
    uint32_t *memo;           /* nv + 1, by value id: conv__uni_anchor_root's memo (owned) */
    uint64_t *grouped;        /* nv bits (+ 1 word), by value id - 1: first the anchors seen,
                                 then per run the points where threads are one group (owned) */
    size_t grouped_words;
    void *block;              /* conv__region_layout with the token-use index (owned) */
    conv__region_layout l;
} conv__anchor_pass;

CONV__PRIVATE void conv__anchor_pass_free(conv__uni *g, conv__anchor_pass *p) {
    conv__vec_free(g->a, &p->anchors, sizeof(uint32_t));
    if (p->memo) conv__free_array(g->a, p->memo, (size_t)g->nv + 1u, sizeof(uint32_t));
    if (p->grouped) conv__free_array(g->a, p->grouped, p->grouped_words, sizeof(uint64_t));
    if (p->block) conv__free(g->a, p->block, p->l.size);
}

/* Lists the anchors (grouped marks those seen). */
CONV__PRIVATE void conv__anchor_list(conv__uni *g, conv__anchor_pass *p) {
    const conv_function *f = g->f;
    uint32_t k;
    for (k = 0; k < f->inst_count && g->status == CONV_OK; k++) {
        const conv__value_rec *v = CONV__VAL(f, f->insts[k].id);
        uint32_t root;
        if (!conv__uni_group_result(v)) continue;
        root = conv__uni_anchor_root(f, v->token, p->memo);
        if (root == 0 || conv__bit_test(p->grouped, root - 1u)) continue;
        conv__bit_set(p->grouped, root - 1u);
        if (CONV__VEC_PUSH1(g->a, &p->anchors, uint32_t, root) != CONV_OK) g->status = CONV_ERR_OUT_OF_MEMORY;
    }
}

/* Past CONV__UNI_ANCHOR_RUNS anchors, no runs: every group result under
   an anchor is a source. */
CONV__PRIVATE void conv__anchor_mark_all(conv__uni *g, conv__anchor_pass *p) {
    const conv_function *f = g->f;
    uint32_t k;
    for (k = 0; k < f->inst_count; k++) {
        uint32_t id = f->insts[k].id, root;
        const conv__value_rec *v = CONV__VAL(f, id);
        if (!conv__uni_group_result(v)) continue;
        root = conv__uni_anchor_root(f, v->token, p->memo);
        if (root != 0) conv__uni_mark_source(g, id, CONV_REASON_ANCHOR, root);
    }
}

/* Sets in p->grouped the points where threads are one group of anchor:
   the regions of the tokens rooted at it. */
CONV__PRIVATE void conv__anchor_grouped(conv__uni *g, conv__anchor_pass *p, uint32_t anchor) {
    const conv_function *f = g->f;
    const uint32_t *use_begin = (const uint32_t *)conv__layout_at(p->block, p->l.use_begin);
    const uint32_t *uses = (const uint32_t *)conv__layout_at(p->block, p->l.uses);
    uint32_t *last_use = (uint32_t *)conv__layout_at(p->block, p->l.last_use);
    uint32_t *live_out = (uint32_t *)conv__layout_at(p->block, p->l.live_out);
    uint32_t *touched = (uint32_t *)conv__layout_at(p->block, p->l.touched);
    uint32_t *stack = (uint32_t *)conv__layout_at(p->block, p->l.stack);
    uint32_t k;
    memset(p->grouped, 0, p->grouped_words * sizeof(uint64_t));
    for (k = 0; k < f->inst_count; k++) {
        uint32_t d = f->insts[k].id, t, ntouched;
        if (!conv__is_token_def(CONV__VAL(f, d)->kind) || f->rpo_index[CONV__VAL(f, d)->block - 1u] == CONV__NONE ||
            conv__uni_anchor_root(f, d, p->memo) != anchor)
            continue;
        ntouched = conv__token_region(f, g->dt, g->pos, d, uses + use_begin[d], use_begin[d + 1u] - use_begin[d], last_use,
                                      live_out, touched, stack);
        for (t = 0; t < ntouched; t++) {
            uint32_t tb = touched[t], x;
            for (x = f->inst_begin[tb]; x < f->inst_begin[tb + 1u]; x++)
                if (conv__in_region(f, g->dt, g->pos, d, f->insts[x].id, last_use, live_out))
                    conv__bit_set(p->grouped, f->insts[x].id - 1u);
        }
        for (t = 0; t < ntouched; t++) last_use[touched[t]] = live_out[touched[t]] = 0;
    }
}

/* The branches the group run `dep` found divergent, outside the grouped
   points, are divergent here. */
CONV__PRIVATE void conv__anchor_apply_branches(conv__uni *g, const conv_uniformity *dep, const uint64_t *grouped,
                                               uint32_t anchor) {
    const conv_function *f = g->f;
    uint32_t b, k;
    for (b = 0; b < g->nb; b++) {
        const conv__value_rec *term;
        if (!conv__bit_test(dep->branch_div, b) || conv__bit_test(g->u->branch_div, b) ||
            f->inst_begin[b + 1u] == f->inst_begin[b])
            continue;
        if (conv__bit_test(grouped, f->insts[f->inst_begin[b + 1u] - 1u].id - 1u)) continue;
        term = CONV__VAL(f, f->insts[f->inst_begin[b + 1u] - 1u].id);
        /* a divergent operand marks it anyway, with a longer chain */
        for (k = 0; k < term->ops_count; k++)
            if (conv__bit_test(g->u->value_div, CONV__VEC(f->operands, conv_value)[term->ops_begin + k].id - 1u)) break;
        if (k < term->ops_count) continue;
        conv__uni_mark_branch(g, b + 1u, anchor);
        if (g->status == CONV_OK) conv__uni_reason(g, g->nv + b)->kind = CONV_REASON_ANCHOR;
    }
}

/* Threads that enter a cycle together, where its header is outside the
   regions (the anchor is inside), are split into groups in it: a branch
   uniform in each group (left uniform by conv__anchor_apply_branches) may
   still make them leave in different iterations. The cycles the run
   found with divergent exits, or assumed, get those exits here (their
   uses outside were found by the run). */
CONV__PRIVATE void conv__anchor_apply_exits(conv__uni *g, const conv_uniformity *dep, const uint64_t *grouped) {
    const conv_function *f = g->f;
    const conv_cycles *ci = g->ci;
    uint32_t c, k;
    for (c = 1; c <= g->nc && g->status == CONV_OK; c++) {
        uint32_t header = ci->entries[ci->entries_begin[c - 1u]].id - 1u, x;
        bool assumed = conv__bit_test(dep->assumed, c - 1u);
        if ((!assumed && !conv__bit_test(dep->exit_div, c - 1u)) ||
            conv__bit_test(grouped, f->insts[f->inst_begin[header]].id - 1u))
            continue;
        for (k = ci->exits_begin[c - 1u]; k < ci->exits_begin[c]; k++) {
            x = ci->exits[k].id - 1u;
            if (assumed || conv__u64map_get(&dep->div_exits, conv__uni_exit_key(c, x)) != CONV__NONE)
                (void)conv__uni_divergent_exit(g, c, x, CONV__UNI_EXIT_ALONE, 0);
        }
    }
}

/* One group run: the analysis with the group of `anchor` as its only
   source, then what it found outside the anchor's regions applied here. */
CONV__PRIVATE void conv__anchor_run(conv__uni *g, conv__anchor_pass *p, uint32_t anchor) {
    const conv_function *f = g->f;
    conv__uni_run run;
    conv_uniformity *dep = NULL;
    conv_result r;
    uint32_t k;
    memset(&run, 0, sizeof run);
    run.desc.allocator = g->u->allocator;
    run.desc.wave_size = g->run->desc.wave_size;
    run.desc.arguments = CONV_ARGUMENTS_UNIFORM;
    run.desc.cycles = g->ci;
    run.desc.domtree = g->dt;
    run.group_anchor = anchor;
    run.group_roots = p->memo;
    r = conv__uni_run_build(f, &run, &dep);
    if (r != CONV_OK) {
        g->status = r;
        return;
    }
    conv__anchor_grouped(g, p, anchor);
    for (k = 0; k < f->inst_count; k++) {
        uint32_t id = f->insts[k].id;
        if (conv__bit_test(dep->value_div, id - 1u) && !conv__bit_test(p->grouped, id - 1u))
            conv__uni_mark_value(g, id, CONV_REASON_ANCHOR, anchor, 0, 0);
    }
    conv__anchor_apply_branches(g, dep, p->grouped, anchor);
    conv__anchor_apply_exits(g, dep, p->grouped);
    conv_uniformity_free(dep);
}

/* A collective controlled by an anchor (directly or through hearts), or
   any convergent call's result there, is the same for the threads of one
   group of the anchor, and the implementation may make the groups any
   subsets of the threads that execute the anchor together. A point in the
   convergence region of the anchor or of a heart below it is reached by
   the threads of one group at a time; elsewhere threads of different
   groups meet. So for each such anchor a second run of the analysis
   (conv__anchor_run) takes the group as a hidden divergent value: its
   only sources are the anchor's collectives, and what it finds depends on
   the group. Of that, whatever lies outside the regions is divergent
   here, and a branch outside them is divergent (inside them, a branch
   uniform in each group has its joins and exits inside too, or they are
   found by that run as dependent values outside). Past
   CONV__UNI_ANCHOR_RUNS anchors, their collectives are divergent (sound,
   less precise). */
CONV__PRIVATE void conv__uni_anchor_groups(conv__uni *g) {
    conv__anchor_pass p;
    uint32_t i;
    memset(&p, 0, sizeof p);
    if (!g->has_tokens) return;
    p.grouped_words = conv__bitset_words(g->nv) + 1u;
    p.memo = (uint32_t *)conv__calloc_array(g->a, (size_t)g->nv + 1u, sizeof(uint32_t));
    p.grouped = (uint64_t *)conv__calloc_array(g->a, p.grouped_words, sizeof(uint64_t));
    if (p.memo == NULL || p.grouped == NULL) g->status = CONV_ERR_OUT_OF_MEMORY;
    else conv__anchor_list(g, &p);
    if (g->status == CONV_OK && p.anchors.count > CONV__UNI_ANCHOR_RUNS) {
        conv__anchor_mark_all(g, &p);
    } else if (g->status == CONV_OK && p.anchors.count > 0) {
        p.l = conv__region_get_layout(g->nb, g->nv, true, g->f->inst_count);
        p.block = conv__calloc_array(g->a, p.l.size, 1u);
        if (p.block == NULL) g->status = CONV_ERR_OUT_OF_MEMORY;
        else
            conv__token_uses_index(g->f, g->nv, (uint32_t *)conv__layout_at(p.block, p.l.use_begin),
                                   (uint32_t *)conv__layout_at(p.block, p.l.uses));
        for (i = 0; i < p.anchors.count && g->status == CONV_OK; i++)
            conv__anchor_run(g, &p, CONV__VEC(p.anchors, uint32_t)[i]);
    }
    conv__anchor_pass_free(g, &p);
}

/* --- building the result --- */

CONV__PRIVATE bool conv__uniformity_ok(const conv_uniformity *u, uint32_t id, uint32_t n) {
    return u != NULL && id != 0 && id <= n;
}

/* Inside an assumed cycle nothing is m-converged, so its children are
   assumed too. Cycle ids are preorder (a parent before its children): one
   pass fills the flag that conv_uniformity_cycle_assumed_divergent reads. */
CONV__PRIVATE void conv__uni_assumed_within(conv_uniformity *u) {
    uint32_t i;
    for (i = 0; i < u->nc; i++) {
        uint32_t parent = u->cycles->parent[i];
        uint8_t level = u->assumed_level[i], outer = parent ? u->within_level[parent - 1u] : 0;
        if (conv__bit_test(u->assumed, i) || (parent && conv__bit_test(u->assumed_within, parent - 1u)))
            conv__bit_set(u->assumed_within, i);
        u->within_level[i] = level == 0 || (outer != 0 && outer < level) ? outer : level;
    }
}

/* The level of item (as conv__uni_reason), 0 when never marked. */
CONV__PRIVATE uint32_t conv__uni_level_of(const conv_uniformity *u, uint32_t item) {
    return u->reason_at[item] ? CONV__VEC(u->reason_recs, conv__reason_rec)[u->reason_at[item] - 1u].level : 0u;
}

/* The bitsets, which hold every item marked at any scope while building,
   keep the answers at wave scope: the items whose level is at most the
   wave (the levels stay in the records and the per-cycle arrays). */
CONV__PRIVATE void conv__uni_wave_bits(conv_uniformity *u) {
    uint32_t i;
    for (i = 0; i < u->nv; i++)
        if (conv__bit_test(u->value_div, i) && conv__uni_level_of(u, i) > (uint32_t)CONV_SCOPE_WAVE)
            conv__bit_clear(u->value_div, i);
    for (i = 0; i < u->nb; i++)
        if (conv__bit_test(u->branch_div, i) && conv__uni_level_of(u, u->nv + i) > (uint32_t)CONV_SCOPE_WAVE)
            conv__bit_clear(u->branch_div, i);
    for (i = 0; i < u->nc; i++) {
        if (u->exit_level[i] > (uint32_t)CONV_SCOPE_WAVE) conv__bit_clear(u->exit_div, i);
        if (u->assumed_level[i] > (uint32_t)CONV_SCOPE_WAVE) conv__bit_clear(u->assumed, i);
    }
}

CONVDEF void conv_uniformity_free(conv_uniformity *u) {
    conv_allocator a;
    if (u == NULL) return;
    a = u->allocator;
    conv_cycles_free(u->owned_cycles);
    if (u->block) conv__free(&a, u->block, u->block_size);
    conv__vec_free(&a, &u->reason_recs, sizeof(conv__reason_rec));
    conv__u64map_free(&a, &u->div_exits);
    conv__free(&a, u, sizeof *u);
}

/* The checks of conv_uniformity_build's desc, and its defaults: `desc`
   gets desc_in with the allocator resolved and the wave size set. */
CONV__PRIVATE conv_result conv__uni_validate(const conv_function *f, const conv_uniformity_desc *desc_in,
                                             conv_uniformity_desc *desc) {
    conv_allocator a;
    conv_result r;
    uint32_t i;
    memset(desc, 0, sizeof *desc);
    if (desc_in) *desc = *desc_in;
    r = conv__analysis_allocator(f, &desc->allocator, &a);
    if (r != CONV_OK) return r;
    desc->allocator = a;
    if (desc->wave_size == 0) desc->wave_size = 64;
    if ((desc->arguments != CONV_ARGUMENTS_AS_FLAGGED && desc->arguments != CONV_ARGUMENTS_UNIFORM &&
         desc->arguments != CONV_ARGUMENTS_DIVERGENT) ||
        (desc->cycles && desc->cycles->n != f->blocks.count) ||
        (desc->domtree && (desc->domtree->post || desc->domtree->n != f->blocks.count)) ||
        (desc->extra_sources_count && !desc->extra_sources) || (desc->extra_uniform_count && !desc->extra_uniform))
        return CONV_ERR_INVALID_ARGUMENT;
    for (i = 0; i < desc->extra_sources_count; i++)
        if (!conv__value_ok(f, desc->extra_sources[i])) return CONV_ERR_INVALID_ARGUMENT;
    for (i = 0; i < desc->extra_uniform_count; i++)
        if (!conv__value_ok(f, desc->extra_uniform[i])) return CONV_ERR_INVALID_ARGUMENT;
    return CONV_OK;
}

/* The empty result: its hierarchy (the run's, or built and owned) and its
   zeroed arrays. On failure *out is what was made, for conv_uniformity_free. */
CONV__PRIVATE conv_result conv__uniformity_create(const conv_function *f, const conv__uni_run *run, conv_uniformity **out) {
    conv_uniformity *u;
    conv__uniformity_layout l;
    conv_result r = CONV_OK;
    u = (conv_uniformity *)conv__alloc(&run->desc.allocator, sizeof *u);
    *out = u;
    if (u == NULL) return CONV_ERR_OUT_OF_MEMORY;
    memset(u, 0, sizeof *u);
    u->allocator = run->desc.allocator;
    u->nb = (uint32_t)f->blocks.count;
    u->nv = (uint32_t)f->values.count;
    if (run->desc.cycles) {
        u->cycles = run->desc.cycles;
    } else {
        conv_cycles_desc cd;
        memset(&cd, 0, sizeof cd);
        cd.allocator = u->allocator;
        r = conv_cycles_build(f, &cd, &u->owned_cycles);
        if (r != CONV_OK) return r;
        u->cycles = u->owned_cycles;
    }
    u->nc = u->cycles->count;
    l = conv__uniformity_get_layout(u->nb, u->nv, u->nc);
    u->block = conv__calloc_array(&u->allocator, l.size, 1u);
    if (u->block == NULL) return CONV_ERR_OUT_OF_MEMORY;
    u->block_size = l.size;
    u->value_div = (uint64_t *)conv__layout_at(u->block, l.value_div);
    u->branch_div = (uint64_t *)conv__layout_at(u->block, l.branch_div);
    u->exit_div = (uint64_t *)conv__layout_at(u->block, l.exit_div);
    u->assumed = (uint64_t *)conv__layout_at(u->block, l.assumed);
    u->assumed_within = (uint64_t *)conv__layout_at(u->block, l.assumed_within);
    u->reason_at = (uint32_t *)conv__layout_at(u->block, l.reason_at);
    u->exit_level = (uint8_t *)conv__layout_at(u->block, l.exit_level);
    u->assumed_level = (uint8_t *)conv__layout_at(u->block, l.assumed_level);
    u->within_level = (uint8_t *)conv__layout_at(u->block, l.within_level);
    return CONV_OK;
}

/* The users of every value: every operand of every instruction, in
   reachable blocks or not (their values are data-dependent like any
   other, and LLVM lists them; only control divergence skips them). */
CONV__PRIVATE void conv__uni_index_users(conv__uni *g) {
    const conv_function *f = g->f;
    uint32_t k, i, nusers = 0;
    for (k = 0; k < f->inst_count; k++) {
        const conv__value_rec *v = CONV__VAL(f, f->insts[k].id);
        for (i = 0; i < v->ops_count; i++) g->users_begin[CONV__VEC(f->operands, conv_value)[v->ops_begin + i].id]++;
        nusers += v->ops_count;
    }
    for (i = 0; i < g->nv; i++) g->users_begin[i + 1u] += g->users_begin[i];
    for (k = f->inst_count; k-- > 0;) {
        const conv__value_rec *v = CONV__VAL(f, f->insts[k].id);
        for (i = v->ops_count; i-- > 0;)
            g->users[--g->users_begin[CONV__VEC(f->operands, conv_value)[v->ops_begin + i].id]] = f->insts[k].id;
    }
    /* users_begin[id] now starts the users of value id: shift to ids - 1 */
    memmove(g->users_begin, g->users_begin + 1u, sizeof(uint32_t) * g->nv);
    g->users_begin[g->nv] = nusers;
}

/* The engine for filling u: its block, the users, the walk's graph
   helpers. */
CONV__PRIVATE conv_result conv__uni_init(conv__uni *g, const conv_function *f, const conv__uni_run *run,
                                         conv_uniformity *u) {
    conv__uni_layout l;
    uint32_t i, k;
    memset(g, 0, sizeof *g);
    g->f = f;
    g->a = &u->allocator;
    g->u = u;
    g->ci = u->cycles;
    g->run = run;
    g->nb = u->nb;
    g->nv = u->nv;
    g->nc = u->nc;
    g->walk.nn = g->nb + g->nc;
    if (run->desc.domtree) {
        g->dt = run->desc.domtree;
    } else {
        conv_domtree_desc dd;
        memset(&dd, 0, sizeof dd);
        dd.allocator = u->allocator;
        g->status = conv_domtree_build(f, &dd, &g->owned_dt);
        if (g->status != CONV_OK) return g->status;
        g->dt = g->owned_dt;
    }
    for (k = 0; k < f->inst_count && !g->has_tokens; k++) g->has_tokens = conv__is_token_def(CONV__VAL(f, f->insts[k].id)->kind);
    l = conv__uni_get_layout(g->nb, g->nv, g->nc, f->operands.count, g->has_tokens, f->edge_count);
    g->block = conv__calloc_array(g->a, l.size, 1u);
    if (g->block == NULL) {
        g->status = CONV_ERR_OUT_OF_MEMORY;
        return g->status;
    }
    g->block_size = l.size;
    conv__uni_carve(g, &l);
    /* per-exit marking may walk and scan a few times the function */
    g->temporal.budget = 4u * ((size_t)f->edge_count + f->inst_count + f->operands.count) + g->nb + 64u;
    /* cycle ids are preorder: a parent before its children */
    for (i = 0; i < g->nc; i++) {
        uint32_t parent = g->ci->parent[i], *top = g->walk.top_irreducible;
        bool irreducible = g->ci->entries_begin[i + 1u] - g->ci->entries_begin[i] > 1u;
        top[i + 1u] = parent && top[parent] ? top[parent] : irreducible ? i + 1u : 0u;
    }
    conv__uni_frontiers(g);
    if (g->walk.df_begin) conv__uni_jump_depths(g);
    if (g->pos) conv__positions(f, g->pos);
    conv__uni_index_users(g);
    if (g->status == CONV_OK) g->status = conv__cycle_order(f, g->ci, g->a, g->walk.order);
    return g->status;
}

/* The level of a source (conv__reason_rec: the narrowest scope at which
   value id may differ by itself), or 0 when it is no source at any scope.
   At wave scope and narrower the sources are today's (a level of at most
   CONV_SCOPE_WAVE exactly for the values the wave-only analysis took as
   sources), so the wave answers do not depend on the wider ones:
     divergent arguments and DIVERGENCE_SOURCE: QUAD (a thread id differs
       within a quad), or WAVE with CONV_FLAG_UNIFORM_SCOPE(QUAD);
     ALWAYS_UNIFORM, UNIFORM_COLLECTIVE and desc->extra_uniform: uniform
       at the scope they communicate at (the wave by default: a
       readfirstlane differs between the waves of a workgroup), never
       below WORKGROUP;
     other convergent results: WORKGROUP (what the threads of a wave
       compute together differs between waves);
     other arguments: uniform at DEVICE in a kernel (the dispatch's
       arguments), else at WAVE (a caller may pass each wave its own);
     anything else with CONV_FLAG_UNIFORM_SCOPE(s): s + 1 (a workgroup
       id), else not a source (its operands decide).
   A wave of one thread is one quad: with wave_size 1 nothing differs
   below WORKGROUP. */
CONV__PRIVATE uint32_t conv__uni_source_level(const conv__uni *g, uint32_t id) {
    const conv__value_rec *v = CONV__VAL(g->f, id);
    const conv_uniformity_desc *desc = &g->run->desc;
    uint32_t own = (v->flags & CONV_FLAG_UNIFORM_SCOPE_MASK) >> CONV_FLAG_UNIFORM_SCOPE_SHIFT;
    uint32_t comm = (v->flags & CONV_FLAG_SCOPE_MASK) >> CONV_FLAG_SCOPE_SHIFT, level = 0, at;
    bool requested = conv__bit_test(g->requested_uniform, id - 1u), arg = v->kind == CONV_KIND_ARGUMENT;
    bool div = arg ? desc->arguments == CONV_ARGUMENTS_DIVERGENT ||
                         (desc->arguments == CONV_ARGUMENTS_AS_FLAGGED && (v->flags & CONV_FLAG_DIVERGENCE_SOURCE))
                   : (v->flags & CONV_FLAG_DIVERGENCE_SOURCE) != 0;
    bool by_flag = !arg && (v->flags & (CONV_FLAG_ALWAYS_UNIFORM | CONV_FLAG_UNIFORM_COLLECTIVE)) != 0;
    if (!arg && (!(v->flags & CONV_FLAG_HAS_RESULT) || conv__is_token_def(v->kind) || v->kind == CONV_KIND_CONSTANT))
        return 0;
    if (requested || by_flag || (!div && !arg && (v->flags & CONV_FLAG_CONVERGENT))) {
        /* uniform at wave scope by definition, or (a convergent call) a
           function of the threads that communicate, which differ from one
           wave to the next: a source only wider. A collective is uniform
           at the scope it communicates at; another convergent call is
           taken as a wave's, whatever its scope. */
        at = own ? own : by_flag && comm ? comm : (uint32_t)CONV_SCOPE_WAVE;
        return at >= (uint32_t)CONV_SCOPE_SYSTEM ? 0u : at + 1u < (uint32_t)CONV_SCOPE_WORKGROUP ? (uint32_t)CONV_SCOPE_WORKGROUP : at + 1u;
    }
    if (div) level = own && own + 1u < (uint32_t)CONV_SCOPE_WAVE ? own + 1u : own ? (uint32_t)CONV_SCOPE_WAVE : (uint32_t)CONV_SCOPE_QUAD;
    else if (arg && own == 0) level = (g->f->flags & CONV_FUNCTION_KERNEL) ? (uint32_t)CONV_SCOPE_SYSTEM : (uint32_t)CONV_SCOPE_WORKGROUP;
    else if (arg) level = own >= (uint32_t)CONV_SCOPE_SYSTEM ? 0u : own + 1u < (uint32_t)CONV_SCOPE_WORKGROUP ? (uint32_t)CONV_SCOPE_WORKGROUP : own + 1u;
    else if (own) level = own >= (uint32_t)CONV_SCOPE_SYSTEM ? 0u : own + 1u;
    if (level != 0 && level < (uint32_t)CONV_SCOPE_WORKGROUP && desc->wave_size <= 1u) level = CONV_SCOPE_WORKGROUP;
    return level;
}

/* Fills g->src_level (conv__uni_source_level of every value) and the
   uniformity the run requests; returns a bitmask of the levels that have
   sources (bit L for level L). */
CONV__PRIVATE uint32_t conv__uni_source_levels(conv__uni *g) {
    const conv_uniformity_desc *desc = &g->run->desc;
    uint32_t i, levels = 0;
    for (i = 0; i < desc->extra_uniform_count; i++) {
        conv__bit_set(g->requested_uniform, desc->extra_uniform[i].id - 1u);
        conv__bit_set(g->stays_uniform, desc->extra_uniform[i].id - 1u);
    }
    for (i = 1; i <= g->nv; i++) {
        if (CONV__VAL(g->f, i)->flags & CONV_FLAG_ALWAYS_UNIFORM) conv__bit_set(g->stays_uniform, i - 1u);
        g->src_level[i - 1u] = (uint8_t)conv__uni_source_level(g, i);
        levels |= 1u << g->src_level[i - 1u];
    }
    return levels & ~1u;
}

/* The sources of the user's request at the scope being propagated
   (g->level): arguments, instructions, then at the narrowest level the
   desc's extra sources and the anchors' groups (an anchor may split a
   quad). Today's order at the narrowest level, so that the reasons at
   wave scope are the wave-only analysis's. */
CONV__PRIVATE uint32_t conv__uni_first_level(const conv_uniformity_desc *desc) {
    return desc->wave_size <= 1u ? (uint32_t)CONV_SCOPE_WORKGROUP : (uint32_t)CONV_SCOPE_QUAD;
}

CONV__PRIVATE void conv__uni_seed_desc(conv__uni *g) {
    const conv_function *f = g->f;
    const conv_uniformity_desc *desc = &g->run->desc;
    uint32_t i, k, first = conv__uni_first_level(desc);
    for (i = 0; i < f->args.count; i++) {
        uint32_t id = CONV__VEC(f->args, conv_value)[i].id;
        if (g->src_level[id - 1u] == g->level) conv__uni_mark_source(g, id, CONV_REASON_SOURCE, 0);
    }
    for (k = 0; k < f->inst_count; k++) {
        uint32_t id = f->insts[k].id;
        const conv__value_rec *v = CONV__VAL(f, id);
        /* an invoke that is a source picks its successor by itself, with
           or without a result */
        bool branch = v->kind == CONV_KIND_INVOKE && v->refs_count > 1u &&
                      (g->src_level[id - 1u] == g->level || (g->level == first && (v->flags & CONV_FLAG_DIVERGENCE_SOURCE)));
        /* (a collective is never marked by propagation: a source wider) */
        if (g->src_level[id - 1u] == g->level && g->level <= (uint32_t)CONV_SCOPE_WAVE)
            conv__uni_mark_value(g, id, CONV_REASON_SOURCE, 0, 0, 0);
        else if (g->src_level[id - 1u] == g->level)
            conv__uni_mark_source(g, id, CONV_REASON_SOURCE, 0);
        if (branch) conv__uni_mark_branch(g, v->block, id);
    }
    if (g->level != first) return;
    for (i = 0; i < desc->extra_sources_count; i++) {
        uint32_t id = desc->extra_sources[i].id;
        if (CONV__VAL(f, id)->kind == CONV_KIND_ARGUMENT) {
            if (!conv__bit_test(g->requested_uniform, id - 1u)) conv__uni_mark_source(g, id, CONV_REASON_SOURCE, 0);
        } else {
            conv__uni_mark_value(g, id, CONV_REASON_SOURCE, 0, 0, 0);
        }
    }
    if (desc->wave_size > 1u) conv__uni_anchor_groups(g);
}

/* The sources of a group run: the collectives of the anchor's group (no
   value stays uniform by flag: an always-uniform operation is uniform
   among the threads that execute it together, which inside an anchor's
   region are one group, and differs between groups when its operands
   do). */
CONV__PRIVATE void conv__uni_seed_group(conv__uni *g) {
    const conv_function *f = g->f;
    uint32_t k;
    for (k = 0; k < f->inst_count; k++) {
        const conv__value_rec *v = CONV__VAL(f, f->insts[k].id);
        if (conv__uni_group_result(v) && g->run->group_roots[v->token] == g->run->group_anchor)
            conv__uni_mark_source(g, f->insts[k].id, CONV_REASON_SOURCE, 0);
    }
}

/* Marks the leaving uses of the pending cycles, deepest first. */
CONV__PRIVATE void conv__uni_run_pending(conv__uni *g) {
    conv__vec batch = g->temporal.pending;
    uint64_t *keys; /* depth (inverted, so deepest first) in the high bits, then the cycle id */
    size_t nbatch = batch.count, q;
    memset(&g->temporal.pending, 0, sizeof g->temporal.pending);
    keys = (uint64_t *)conv__alloc_array(g->a, nbatch, sizeof(uint64_t));
    if (keys == NULL) {
        conv__vec_free(g->a, &batch, sizeof(uint32_t));
        g->status = CONV_ERR_OUT_OF_MEMORY;
        return;
    }
    for (q = 0; q < nbatch; q++) {
        uint32_t c = CONV__VEC(batch, uint32_t)[q];
        keys[q] = ((uint64_t)(0xffffffffu - g->ci->depth[c - 1u]) << 32) | c;
    }
    conv__vec_free(g->a, &batch, sizeof(uint32_t));
    qsort(keys, nbatch, sizeof(uint64_t), conv__cmp_u64);
    for (q = 0; q < nbatch && g->status == CONV_OK; q++) conv__uni_temporal(g, (uint32_t)keys[q]);
    conv__free_array(g->a, keys, nbatch, sizeof(uint64_t));
}

/* Runs the worklist to its end; the pending cycles when it is empty. */
CONV__PRIVATE void conv__uni_drain(conv__uni *g) {
    uint32_t k;
    while ((g->work.count || g->temporal.pending.count) && g->status == CONV_OK) {
        uint32_t item;
        if (g->work.count == 0) {
            conv__uni_run_pending(g);
            continue;
        }
        item = CONV__VEC(g->work, uint32_t)[--g->work.count];
        if (item & CONV__WORK_BRANCH) {
            conv__uni_branch(g, (item & ~CONV__WORK_BRANCH) - 1u);
        } else if (item & CONV__WORK_CYCLE) {
            conv__uni_cycle_exits(g, item & ~CONV__WORK_CYCLE);
        } else {
            for (k = g->users_begin[item - 1u]; k < g->users_begin[item]; k++)
                conv__uni_mark_user(g, g->users[k], item, CONV_REASON_OPERAND, 0, 0);
        }
    }
}

CONV__PRIVATE void conv__uni_fini(conv__uni *g) {
    const conv_allocator *a = g->a;
    if (a == NULL) return;
    if (g->block) conv__free(a, g->block, g->block_size);
    if (g->walk.df_begin) conv__free_array(a, g->walk.df_begin, g->walk.df_words, sizeof(uint32_t));
    if (g->walk.lone.at) conv__free_array(a, g->walk.lone.at, (size_t)g->walk.nn + g->nb, sizeof(uint32_t));
    conv__vec_free(a, &g->work, sizeof(uint32_t));
    conv__vec_free(a, &g->walk.sinks, sizeof(conv__sink));
    conv__vec_free(a, &g->walk.spare_sinks, sizeof(conv__sink));
    conv__vec_free(a, &g->walk.lone.records, sizeof(uint32_t));
    conv__vec_free(a, &g->walk.lone.stack, sizeof(uint32_t));
    conv__vec_free(a, &g->temporal.pending, sizeof(uint32_t));
    conv__vec_free(a, &g->temporal.exit_links, sizeof(conv__exit_link));
    if (g->temporal.regions) conv__free(a, g->temporal.regions, g->temporal.region_layout.size);
    conv_domtree_free(g->owned_dt);
}

/* One run of the engine: the user's request or a group run. */
CONV__PRIVATE conv_result conv__uni_run_build(const conv_function *f, const conv__uni_run *run, conv_uniformity **out) {
    conv_uniformity *u = NULL;
    conv__uni g;
    conv_result r;
    memset(&g, 0, sizeof g);
    r = conv__uniformity_create(f, run, &u);
    if (r == CONV_OK) r = conv__uni_init(&g, f, run, u);
    if (r == CONV_OK && run->group_anchor) {
        /* a group run: the groups split threads of one wave, at any scope */
        g.level = CONV_SCOPE_QUAD;
        if (run->desc.wave_size > 1u) conv__uni_seed_group(&g);
        conv__uni_drain(&g);
        r = g.status;
    } else if (r == CONV_OK) {
        /* Every scope in one pass: the sources of each level, narrowest
           first, each level drained before the next is seeded. An item is
           marked once, at the first level that reaches it, which is the
           narrowest at which it is divergent; an item already marked stops
           every later level's propagation, so the pass costs one analysis
           plus the items divergent only at wider scopes. At the end of the
           wave level, the marks are exactly the wave-only analysis's. */
        uint32_t levels = conv__uni_source_levels(&g);
        for (g.level = CONV_SCOPE_QUAD; g.level <= (uint32_t)CONV_SCOPE_SYSTEM && g.status == CONV_OK; g.level++) {
            if (!(levels & (1u << g.level)) && g.level != conv__uni_first_level(&run->desc)) continue;
            conv__uni_seed_desc(&g);
            conv__uni_drain(&g);
        }
        r = g.status;
    }
    if (r == CONV_OK) conv__uni_wave_bits(u);
    if (r == CONV_OK) conv__uni_assumed_within(u);
    conv__uni_fini(&g);
    if (r != CONV_OK) {
        conv_uniformity_free(u);
        return r;
    }
    *out = u;
    return CONV_OK;
}

CONVDEF conv_result conv_uniformity_build(const conv_function *f, const conv_uniformity_desc *desc,
                                          conv_uniformity **out) {
    conv__uni_run run;
    conv_result r;
    if (f == NULL || out == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if (!f->finalized) return CONV_ERR_NOT_FINALIZED;
    memset(&run, 0, sizeof run);
    r = conv__uni_validate(f, desc, &run.desc);
    if (r != CONV_OK) return r;
    return conv__uni_run_build(f, &run, out);
}

CONVDEF bool conv_uniformity_value_divergent(const conv_uniformity *u, conv_value v) {
    return conv__uniformity_ok(u, v.id, u ? u->nv : 0u) && conv__bit_test(u->value_div, v.id - 1u);
}
CONVDEF bool conv_uniformity_branch_divergent(const conv_uniformity *u, conv_block b) {
    return conv__uniformity_ok(u, b.id, u ? u->nb : 0u) && conv__bit_test(u->branch_div, b.id - 1u);
}
CONVDEF bool conv_uniformity_cycle_divergent_exit(const conv_uniformity *u, conv_cycle c) {
    return conv__uniformity_ok(u, c.id, u ? u->nc : 0u) && conv__bit_test(u->exit_div, c.id - 1u);
}
CONVDEF bool conv_uniformity_exit_divergent(const conv_uniformity *u, conv_cycle c, conv_block exit) {
    /* (DEFAULT, not an exit, is 0: below the wave, hence the test) */
    conv_scope at = conv_uniformity_exit_scope(u, c, exit);
    return at != CONV_SCOPE_DEFAULT && at < CONV_SCOPE_WAVE;
}
CONVDEF bool conv_uniformity_cycle_assumed_divergent(const conv_uniformity *u, conv_cycle c) {
    return conv__uniformity_ok(u, c.id, u ? u->nc : 0u) && conv__bit_test(u->assumed_within, c.id - 1u);
}
CONV__PRIVATE conv_reason conv__reason_of(const conv__reason_rec *r) {
    conv_reason out;
    out.kind = (conv_reason_kind)r->kind;
    out.value.id = r->value;
    out.block.id = r->block;
    out.cycle.id = r->cycle;
    return out;
}
CONVDEF conv_reason conv_uniformity_value_reason(const conv_uniformity *u, conv_value v) {
    conv__reason_rec none = {0, 0, 0, 0, 0};
    if (!conv_uniformity_value_divergent(u, v)) return conv__reason_of(&none);
    return conv__reason_of(CONV__VEC(u->reason_recs, conv__reason_rec) + u->reason_at[v.id - 1u] - 1u);
}
CONVDEF conv_reason conv_uniformity_branch_reason(const conv_uniformity *u, conv_block b) {
    conv__reason_rec none = {0, 0, 0, 0, 0};
    if (!conv_uniformity_branch_divergent(u, b)) return conv__reason_of(&none);
    return conv__reason_of(CONV__VEC(u->reason_recs, conv__reason_rec) + u->reason_at[u->nv + b.id - 1u] - 1u);
}
CONVDEF const conv_cycles *conv_uniformity_cycles(const conv_uniformity *u) { return u ? u->cycles : NULL; }

/* The widest scope at which an item of level `level` is uniform (the
   smaller of two levels when both are set: 0 is none). */
CONV__PRIVATE conv_scope conv__uni_scope_of(uint32_t level, uint32_t other) {
    if (level == 0 || (other != 0 && other < level)) level = other;
    return level == 0 ? CONV_SCOPE_SYSTEM : (conv_scope)(level - 1u);
}
CONVDEF conv_scope conv_uniformity_value_scope(const conv_uniformity *u, conv_value v) {
    if (!conv__uniformity_ok(u, v.id, u ? u->nv : 0u)) return CONV_SCOPE_DEFAULT;
    return conv__uni_scope_of(conv__uni_level_of(u, v.id - 1u), 0);
}
CONVDEF conv_scope conv_uniformity_branch_scope(const conv_uniformity *u, conv_block b) {
    if (!conv__uniformity_ok(u, b.id, u ? u->nb : 0u)) return CONV_SCOPE_DEFAULT;
    return conv__uni_scope_of(conv__uni_level_of(u, u->nv + b.id - 1u), 0);
}
CONVDEF conv_scope conv_uniformity_cycle_exit_scope(const conv_uniformity *u, conv_cycle c) {
    if (!conv__uniformity_ok(u, c.id, u ? u->nc : 0u)) return CONV_SCOPE_DEFAULT;
    return conv__uni_scope_of(u->exit_level[c.id - 1u], u->within_level[c.id - 1u]);
}
CONVDEF conv_scope conv_uniformity_exit_scope(const conv_uniformity *u, conv_cycle c, conv_block exit) {
    uint32_t k, had;
    bool is_exit = false;
    if (!conv__uniformity_ok(u, c.id, u ? u->nc : 0u) || exit.id == 0 || exit.id > u->nb) return CONV_SCOPE_DEFAULT;
    for (k = u->cycles->exits_begin[c.id - 1u]; k < u->cycles->exits_begin[c.id] && !is_exit; k++)
        is_exit = u->cycles->exits[k].id == exit.id;
    if (!is_exit) return CONV_SCOPE_DEFAULT;
    had = conv__u64map_get(&u->div_exits, conv__uni_exit_key(c.id, exit.id - 1u));
    return conv__uni_scope_of(had == CONV__NONE ? 0u : had >> CONV__UNI_EXIT_LEVEL_SHIFT, u->within_level[c.id - 1u]);
}

/* >>semantics ========================================================= */

/* The reference interpreter (docs/semantics.md).

   A thread's place in the convergence structure is its block, its position
   in the block, and its context: one iteration counter per cycle of the
   hierarchy that contains the block, counted by header executions since the
   thread entered the cycle. Contexts are interned as chains (wave, then one
   link per cycle level), so two threads are at the same maximally converged
   dynamic instance exactly when they are at the same instruction with the
   same context id.

   Ordering. Every point gets a place in one order that no thread can move
   backwards in: compare contexts on the cycles both points lie in (outermost
   first), then the blocks' places in a topological order of the cycle
   hierarchy in which every cycle's blocks are contiguous and a cycle's
   header edges are cut, then positions. Along any edge a thread either
   passes a header (its counter grows) or moves forward in that order, and a
   thread that leaves a cycle can only re-enter it in a later iteration of
   the parent. So the earliest waiting point can be joined by no other
   thread, and executing it first gives each collective all of its threads. */

typedef struct conv__interp_record {
    uint32_t thread;
    uint32_t inst;  /* value id */
    uint32_t ctx;   /* context id */
    uint32_t group; /* 0, or the token group of a controlled operation */
    int64_t value;
    uint32_t kind;  /* conv_instance_kind */
    uint32_t has_value;
} conv__interp_record;

typedef struct conv__interp_exit {
    uint32_t thread, cycle, parent_ctx, iteration;
    uint32_t outside, group; /* parent_ctx's context outside and token group at the header */
} conv__interp_exit;

typedef struct conv__interp_thread {
    uint32_t state; /* CONV__T_* */
    uint32_t block, pos, prev;
    uint32_t depth; /* cycle depth of the current block */
    uint32_t steps;
} conv__interp_thread;

enum { CONV__T_RUN = 0, CONV__T_WAIT, CONV__T_DONE, CONV__T_STOPPED };

struct conv_interp {
    conv_allocator allocator;
    uint32_t threads, wave_size;
    bool finished;
    uint64_t hashed;      /* concrete mode: values hashed */
    uint8_t *thread_done; /* threads */
    /* The hierarchy the run counted iterations in is not kept (the
       caller's desc->cycles may be freed right after the run): only its
       size and each cycle's header, for conv_interp_check's exit claims
       and conv_interp_check_uniformity's hierarchy check. */
    uint32_t nc;
    uint32_t *cycle_header; /* nc + 1: block id of cycle i's header */
    uint32_t nb, nv;
    conv__vec instances; /* conv_interp_instance */
    conv__vec members;   /* uint32_t: instance threads */
    conv__vec values;    /* int64_t: instance values */
    conv__vec has_values; /* uint8_t per instance */
    conv__vec exits;     /* conv__interp_exit */
    /* contexts: per id (index = id) */
    conv__vec ctx_parent, ctx_counter; /* uint32_t */
    conv__vec ctx_hash;  /* uint64_t: the context's chain of counters,
                            hashed: unlike the id, which numbers contexts
                            in the order threads reach them, it is equal
                            in two programs that differ only in where
                            operations sit (conv_equivalence_check) */
    conv__vec ctx_wavefree; /* uint64_t: the chain of counters below the
                            wave's root, hashed: equal for threads of
                            different waves in the same iterations, which
                            converge at scopes wider than a wave
                            (conv_interp_check_scope) */
    uint32_t workgroup_size; /* as run (default: every thread) */
};

/* The working state of one run. */
typedef struct conv__interp_state {
    const conv_function *f;
    const conv_allocator *a;
    conv_interp *run;
    const conv_interp_desc *desc;
    const conv_cycles *ci;
    uint32_t nb, nv, nt, maxdepth;
    uint32_t *ord;          /* nb: place in the cycle-contiguous order */
    uint32_t *header_of;    /* nb: cycle id whose header the block is, 0 */
    conv__interp_thread *th;
    int64_t *vals;          /* nt x nv */
    uint32_t *occ;          /* nt x nv: executions so far */
    uint32_t *same_origin;  /* nv: the next value of the same origin, in a
                               ring (a copy of a block repeats origins) */
    uint32_t *tok_last;     /* nt x nv: last token seen by a controlled op */
    uint32_t *tok_count;    /* nt x nv: executions with that token */
    uint32_t *ctx;          /* nt x (maxdepth + 1): context id per level */
    uint32_t *counter;      /* nt x (maxdepth + 1): iteration per level */
    uint32_t *entry_group;  /* nt x (maxdepth + 1): token group at the header when the cycle was entered */
    int64_t *phi_tmp;       /* nv */
    uint32_t *group;        /* nt: scratch for one instance */
    conv__u64map ctx_map, tok_map;
    uint32_t next_token;
    conv__vec records;      /* conv__interp_record */
    uint32_t *region_begin; /* nv + 1: token definitions whose region holds an instruction */
    uint32_t *region_defs;
    size_t region_words;
    void *block;            /* the arrays above from ord to group, pos (conv__interp_layout) */
    size_t block_size;
    conv_result status;
    conv_diags *diags;
    /* concrete mode */
    uint32_t conc_wg;       /* workgroup size */
    conv__u64map conc_mem;  /* Function, Private, Workgroup memory: address -> cell */
    conv__vec conc_cells;   /* int64_t */
    int64_t *conc_coll;     /* nt: one collective's results, by member */
    uint32_t *conc_barriers; /* nt: workgroup barriers passed */
    uint64_t conc_hashed;
} conv__interp_state;

CONV__PRIVATE uint64_t conv__mix(uint64_t x) {
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}


/* The context id for (parent, counter), interned. */
CONV__PRIVATE uint32_t conv__origin_of(const conv__value_rec *v, uint32_t id) { return v->origin ? v->origin : id; }
CONV__PRIVATE uint64_t conv__interp_ctx_hash(const conv__interp_state *s, uint32_t ctx) {
    return CONV__VEC(s->run->ctx_hash, uint64_t)[ctx];
}

CONV__PRIVATE uint32_t conv__interp_ctx(conv__interp_state *s, uint32_t parent, uint32_t counter) {
    uint64_t key = ((uint64_t)parent << 32) | counter, hash, wavefree;
    uint32_t id;
    conv_interp *run = s->run;
    if (key == 0) key = (uint64_t)1 << 63; /* wave 0's root */
    id = conv__u64map_get(&s->ctx_map, key);
    if (id != CONV__NONE) return id;
    id = (uint32_t)run->ctx_parent.count;
    hash = conv__mix(CONV__VEC(run->ctx_hash, uint64_t)[parent] ^ conv__mix(counter));
    /* a root (parent 0, counter = the wave) hashes the same in every wave */
    wavefree = parent == 0 ? 0x5bd1e995u : conv__mix(CONV__VEC(run->ctx_wavefree, uint64_t)[parent] ^ conv__mix(counter));
    if (CONV__VEC_PUSH1(s->a, &run->ctx_parent, uint32_t, parent) != CONV_OK ||
        CONV__VEC_PUSH1(s->a, &run->ctx_counter, uint32_t, counter) != CONV_OK ||
        CONV__VEC_PUSH1(s->a, &run->ctx_hash, uint64_t, hash) != CONV_OK ||
        CONV__VEC_PUSH1(s->a, &run->ctx_wavefree, uint64_t, wavefree) != CONV_OK ||
        conv__u64map_put(s->a, &s->ctx_map, key, id) != CONV_OK) {
        s->status = CONV_ERR_OUT_OF_MEMORY;
        return 0;
    }
    return id;
}

/* Compares two points (block, position, context id of the block's depth)
   in the order described above: <0, 0, >0. */
CONV__PRIVATE int conv__interp_cmp(const conv_interp *run, const conv_cycles *ci, const uint32_t *ord, uint32_t ba,
                                   uint32_t pa, uint32_t ka, uint32_t bb, uint32_t pb, uint32_t kb) {
    const uint32_t *parent = CONV__VEC(run->ctx_parent, uint32_t);
    const uint32_t *counter = CONV__VEC(run->ctx_counter, uint32_t);
    uint32_t x = ci->innermost[ba], y = ci->innermost[bb], dx = conv__cycle_depth_of(ci, x),
             dy = conv__cycle_depth_of(ci, y);
    /* the innermost cycle containing both blocks */
    while (dx > dy) {
        x = ci->parent[x - 1u];
        dx--;
        ka = parent[ka];
    }
    while (dy > dx) {
        y = ci->parent[y - 1u];
        dy--;
        kb = parent[kb];
    }
    while (x != y) {
        x = ci->parent[x - 1u];
        y = ci->parent[y - 1u];
        ka = parent[ka];
        kb = parent[kb];
    }
    if (ka != kb) {
        /* the outermost level where the contexts differ decides */
        while (parent[ka] != parent[kb]) {
            ka = parent[ka];
            kb = parent[kb];
        }
        return counter[ka] < counter[kb] ? -1 : 1;
    }
    if (ba != bb) return ord[ba] < ord[bb] ? -1 : 1;
    return pa < pb ? -1 : pa > pb ? 1 : 0;
}

/* Token instances are interned from pairs under a tag, so that equal
   pairs of different meaning never meet: (def, context) for entry and
   anchor, (anchor instance, part) for split anchors, (operation, token
   value) then (that, execution number) for loops and controlled calls,
   and chains of token values for plain operations inside regions. */
enum {
    CONV__TOK_DEF = 0,
    CONV__TOK_PART = 1,
    CONV__TOK_USE = 2,
    CONV__TOK_NTH = 3,
    CONV__TOK_REGION = 4,
    CONV__TOK_ENTERED = 5
};

/* Ids and counts stay below 2^30 (conv_interp_run bounds the steps). */
CONV__PRIVATE uint32_t conv__interp_token(conv__interp_state *s, uint32_t tag, uint32_t a, uint32_t b) {
    uint64_t key = ((uint64_t)tag << 60) | ((uint64_t)a << 30) | b;
    uint32_t id;
    if (key == 0) key = (uint64_t)1 << 63; /* (DEF, 0, 0) cannot occur: ids start at 1 */
    id = conv__u64map_get(&s->tok_map, key);
    if (id != CONV__NONE) return id;
    id = ++s->next_token;
    if (conv__u64map_put(s->a, &s->tok_map, key, id) != CONV_OK) s->status = CONV_ERR_OUT_OF_MEMORY;
    return id;
}

/* A plain operation inside the convergence regions of tokens is converged
   only among threads that hold converged instances of those tokens (the
   spec's controlled maximal convergence): so temporal divergence stops at
   the edge of a region that extends a cycle. The group of thread t at
   instruction inst: its instances of those tokens, interned. */
CONV__PRIVATE uint32_t conv__interp_region_group(conv__interp_state *s, uint32_t t, uint32_t inst) {
    uint32_t group = 0, k;
    for (k = s->region_begin[inst - 1u]; k < s->region_begin[inst]; k++)
        group = conv__interp_token(s, CONV__TOK_REGION, group,
                                   (uint32_t)s->vals[(size_t)t * s->nv + s->region_defs[k] - 1u]);
    return group;
}

CONV__PRIVATE bool conv__interp_records_push(conv__interp_state *s, uint32_t t, uint32_t inst, uint32_t group,
                                             int64_t value, conv_instance_kind kind, bool has_value) {
    conv__interp_record rec;
    if (group == 0) group = conv__interp_region_group(s, t, inst);
    rec.thread = t;
    rec.inst = inst;
    rec.ctx = s->ctx[(size_t)t * (s->maxdepth + 1u) + s->th[t].depth];
    rec.group = group;
    rec.value = value;
    rec.kind = (uint32_t)kind;
    rec.has_value = has_value ? 1u : 0u;
    if (CONV__VEC_PUSH1(s->a, &s->records, conv__interp_record, rec) != CONV_OK) {
        s->status = CONV_ERR_OUT_OF_MEMORY;
        return false;
    }
    return true;
}

/* The user's override of a value, if any. */
CONV__PRIVATE int64_t conv__interp_override(conv__interp_state *s, uint32_t t, uint32_t id, int64_t computed) {
    int64_t forced = computed;
    conv_value v;
    v.id = id;
    if (s->desc->value_fn && s->desc->value_fn(s->desc->user, s->f, v, t, s->occ[(size_t)t * s->nv + id - 1u], &forced))
        return forced;
    return computed;
}

CONV__PRIVATE uint64_t conv__interp_opcode_hash(const conv_function *f, const conv__value_rec *v) {
    const char *op = v->opcode ? conv__strpool_get(&f->names, v->opcode) : "";
    return conv__hash(op, strlen(op));
}

/* --- concrete mode: exact integer semantics (docs/semantics.md) --- */

/* The exact integer operations, shared by both readers' opcodes. */
enum {
    CONV__IOP_NONE = 0, CONV__IOP_ADD, CONV__IOP_SUB, CONV__IOP_MUL, CONV__IOP_UDIV, CONV__IOP_SDIV, CONV__IOP_UREM,
    CONV__IOP_SREM, CONV__IOP_SMOD, CONV__IOP_AND, CONV__IOP_OR, CONV__IOP_XOR, CONV__IOP_SHL, CONV__IOP_LSHR,
    CONV__IOP_ASHR, CONV__IOP_EQ, CONV__IOP_NE, CONV__IOP_UGT, CONV__IOP_UGE, CONV__IOP_ULT, CONV__IOP_ULE,
    CONV__IOP_SGT, CONV__IOP_SGE, CONV__IOP_SLT, CONV__IOP_SLE
};
/* Outcomes of an exact operation. */
enum { CONV__CONC_HASH = 0, CONV__CONC_OK, CONV__CONC_UB };

/* v truncated to w bits (1..64), zero-extended. */
CONV__PRIVATE uint64_t conv__conc_zext(uint64_t v, uint32_t w) {
    return w >= 64u ? v : v & (((uint64_t)1 << w) - 1u);
}

/* v truncated to w bits, sign-extended. */
CONV__PRIVATE int64_t conv__conc_sext(uint64_t v, uint32_t w) {
    uint64_t m;
    if (w >= 64u) return (int64_t)v;
    v = conv__conc_zext(v, w);
    m = (uint64_t)1 << (w - 1u);
    return (int64_t)((v ^ m) - m);
}

/* Binary operation `op` at width w on a and b (any extension): the
   result zero-extended (comparisons: 0 or 1). CONV__CONC_UB for division
   by zero, the signed division overflow (INT_MIN / -1) and shifts by w
   or more, which LLVM calls poison or UB and SPIR-V undefined. */
CONV__PRIVATE int conv__conc_binop(uint32_t op, uint32_t w, uint64_t a, uint64_t b, uint64_t *out) {
    uint64_t ua = conv__conc_zext(a, w), ub = conv__conc_zext(b, w), r = 0;
    int64_t sa = conv__conc_sext(a, w), sb = conv__conc_sext(b, w);
    uint64_t smin = (uint64_t)1 << (w - 1u);
    switch (op) {
    case CONV__IOP_ADD: r = ua + ub; break;
    case CONV__IOP_SUB: r = ua - ub; break;
    case CONV__IOP_MUL: r = ua * ub; break;
    case CONV__IOP_UDIV: case CONV__IOP_UREM:
        if (ub == 0) return CONV__CONC_UB;
        r = op == CONV__IOP_UDIV ? ua / ub : ua % ub;
        break;
    case CONV__IOP_SDIV: case CONV__IOP_SREM: case CONV__IOP_SMOD:
        if (ub == 0 || (ua == smin && sb == -1)) return CONV__CONC_UB;
        r = (uint64_t)(op == CONV__IOP_SDIV ? sa / sb : sa % sb);
        /* SMod takes the divisor's sign */
        if (op == CONV__IOP_SMOD && r != 0 && ((int64_t)r < 0) != (sb < 0)) r += (uint64_t)sb;
        break;
    case CONV__IOP_AND: r = ua & ub; break;
    case CONV__IOP_OR: r = ua | ub; break;
    case CONV__IOP_XOR: r = ua ^ ub; break;
    case CONV__IOP_SHL: case CONV__IOP_LSHR: case CONV__IOP_ASHR:
        if (ub >= w) return CONV__CONC_UB;
        r = op == CONV__IOP_SHL ? ua << ub : op == CONV__IOP_LSHR ? ua >> ub
            : (uint64_t)(sa < 0 ? ~(~(uint64_t)sa >> ub) : (uint64_t)sa >> ub);
        break;
    case CONV__IOP_EQ: *out = ua == ub; return CONV__CONC_OK;
    case CONV__IOP_NE: *out = ua != ub; return CONV__CONC_OK;
    case CONV__IOP_UGT: *out = ua > ub; return CONV__CONC_OK;
    case CONV__IOP_UGE: *out = ua >= ub; return CONV__CONC_OK;
    case CONV__IOP_ULT: *out = ua < ub; return CONV__CONC_OK;
    case CONV__IOP_ULE: *out = ua <= ub; return CONV__CONC_OK;
    case CONV__IOP_SGT: *out = sa > sb; return CONV__CONC_OK;
    case CONV__IOP_SGE: *out = sa >= sb; return CONV__CONC_OK;
    case CONV__IOP_SLT: *out = sa < sb; return CONV__CONC_OK;
    case CONV__IOP_SLE: *out = sa <= sb; return CONV__CONC_OK;
    default: return CONV__CONC_HASH;
    }
    *out = conv__conc_zext(r, w);
    return CONV__CONC_OK;
}

typedef struct conv__conc_opname {
    const char *name;
    uint32_t op;
} conv__conc_opname;

/* The opcodes of both readers with an exact binary operation. */
static const conv__conc_opname conv__conc_binops[] = {
    {"add", CONV__IOP_ADD}, {"sub", CONV__IOP_SUB}, {"mul", CONV__IOP_MUL}, {"udiv", CONV__IOP_UDIV},
    {"sdiv", CONV__IOP_SDIV}, {"urem", CONV__IOP_UREM}, {"srem", CONV__IOP_SREM}, {"and", CONV__IOP_AND},
    {"or", CONV__IOP_OR}, {"xor", CONV__IOP_XOR}, {"shl", CONV__IOP_SHL}, {"lshr", CONV__IOP_LSHR},
    {"ashr", CONV__IOP_ASHR}, {"OpIAdd", CONV__IOP_ADD}, {"OpISub", CONV__IOP_SUB}, {"OpIMul", CONV__IOP_MUL},
    {"OpUDiv", CONV__IOP_UDIV}, {"OpSDiv", CONV__IOP_SDIV}, {"OpUMod", CONV__IOP_UREM}, {"OpSRem", CONV__IOP_SREM},
    {"OpSMod", CONV__IOP_SMOD}, {"OpBitwiseAnd", CONV__IOP_AND}, {"OpBitwiseOr", CONV__IOP_OR},
    {"OpBitwiseXor", CONV__IOP_XOR}, {"OpShiftLeftLogical", CONV__IOP_SHL}, {"OpShiftRightLogical", CONV__IOP_LSHR},
    {"OpShiftRightArithmetic", CONV__IOP_ASHR}, {"OpLogicalAnd", CONV__IOP_AND}, {"OpLogicalOr", CONV__IOP_OR},
    {"OpLogicalEqual", CONV__IOP_EQ}, {"OpLogicalNotEqual", CONV__IOP_NE}, {"OpIEqual", CONV__IOP_EQ},
    {"OpINotEqual", CONV__IOP_NE}, {"OpUGreaterThan", CONV__IOP_UGT}, {"OpSGreaterThan", CONV__IOP_SGT},
    {"OpUGreaterThanEqual", CONV__IOP_UGE}, {"OpSGreaterThanEqual", CONV__IOP_SGE}, {"OpULessThan", CONV__IOP_ULT},
    {"OpSLessThan", CONV__IOP_SLT}, {"OpULessThanEqual", CONV__IOP_ULE}, {"OpSLessThanEqual", CONV__IOP_SLE}};

/* LLVM icmp predicates, as the LLVM reader records them (aux word 1). */
static const conv__conc_opname conv__conc_predicates[] = {
    {"eq", CONV__IOP_EQ}, {"ne", CONV__IOP_NE}, {"ugt", CONV__IOP_UGT}, {"uge", CONV__IOP_UGE},
    {"ult", CONV__IOP_ULT}, {"ule", CONV__IOP_ULE}, {"sgt", CONV__IOP_SGT}, {"sge", CONV__IOP_SGE},
    {"slt", CONV__IOP_SLT}, {"sle", CONV__IOP_SLE}};

CONV__PRIVATE uint32_t conv__conc_lookup(const conv__conc_opname *t, size_t n, const char *name) {
    size_t i;
    for (i = 0; i < n; i++)
        if (strcmp(t[i].name, name) == 0) return t[i].op;
    return CONV__IOP_NONE;
}

/* The comparison operations take their width from the operands (aux). */
CONV__PRIVATE bool conv__conc_is_compare(uint32_t op) { return op >= CONV__IOP_EQ; }

/* A result of width cw (conv__value_rec.cwidth) in the run's form:
   sign-extended when the type is signed (bit 16), else zero-extended. */
CONV__PRIVATE int64_t conv__conc_norm(uint64_t v, uint32_t cw) {
    uint32_t w = cw & 0xffu;
    if (w == 0 || (cw >> 8 & 0xffu) > 1u) return (int64_t)v;
    return (cw & 0x10000u) ? conv__conc_sext(v, w) : (int64_t)conv__conc_zext(v, w);
}

/* Vectors of up to 4 components packed in one value: component 0 in bits
   0..31, 1 in 32..47, 2 in 48..63, 3 must be 0 (ids, ballots of waves up
   to 32). Exact for the builtins' and ballots' vectors, not in general. */
CONV__PRIVATE uint64_t conv__conc_vec_get(int64_t v, uint32_t k) {
    uint64_t u = (uint64_t)v;
    return k == 0 ? u & 0xffffffffu : k == 1 ? (u >> 32) & 0xffffu : k == 2 ? u >> 48 : 0u;
}
CONV__PRIVATE int64_t conv__conc_vec_make(const uint64_t *c, uint32_t n) {
    uint64_t u = c[0] & 0xffffffffu;
    if (n > 1) u |= (c[1] & 0xffffu) << 32;
    if (n > 2) u |= (c[2] & 0xffffu) << 48;
    return (int64_t)u;
}

/* The concrete interpreter's encoding of a pointer (an int64): the kind
   of memory, the object in it and a byte offset. Objects: a buffer's
   binding, a variable's value id (Function) or SPIR-V id (Private,
   Workgroup), a builtin's number. */
enum {
    CONV__MEM_BUFFER = 1,
    CONV__MEM_FUNCTION = 2,
    CONV__MEM_PRIVATE = 3,
    CONV__MEM_WORKGROUP = 4,
    CONV__MEM_BUILTIN = 5
};
#define CONV__MEM_PTR(space, object, offset) \
    ((int64_t)(((uint64_t)(space) << 60) | ((uint64_t)((object) & 0xfffffffu) << 32) | (uint32_t)(offset)))
#define CONV__MEM_SPACE(p) ((uint32_t)((uint64_t)(p) >> 60))
#define CONV__MEM_OBJECT(p) ((uint32_t)(((uint64_t)(p) >> 32) & 0xfffffffu))
#define CONV__MEM_OFFSET(p) ((uint32_t)(uint64_t)(p))

/* --- concrete mode: the interpreter's side --- */

CONV__PRIVATE conv_result conv__interp_report(const conv_function *f, conv_diags *diags, const char *code, uint32_t inst,
                                              const char *fmt, ...);

/* Operand k of value v. */
CONV__PRIVATE uint32_t conv__conc_op(const conv_function *f, const conv__value_rec *v, uint32_t k) {
    return CONV__VEC(f->operands, conv_value)[v->ops_begin + k].id;
}
CONV__PRIVATE int64_t conv__conc_aux(const conv_function *f, const conv__value_rec *v, uint32_t k) {
    return k < v->aux_count ? CONV__VEC(f->aux, int64_t)[v->aux_begin + k] : 0;
}

/* Stops thread t at instruction id: undefined behaviour or an access
   outside a buffer. The diagnostic is a warning: the run goes on. */
CONV__PRIVATE int conv__conc_stop(conv__interp_state *s, uint32_t t, uint32_t id, const char *code, const char *what) {
    s->th[t].state = CONV__T_STOPPED;
    if (conv__interp_report(s->f, s->diags, code, id, "thread %u stops: %s", t, what) != CONV_OK)
        s->status = CONV_ERR_OUT_OF_MEMORY;
    return CONV__CONC_UB;
}

/* A builtin's component k for thread t: workgroups of s->wg threads cut
   into the run's waves (the wave size divides the workgroup size). */
CONV__PRIVATE bool conv__conc_builtin(const conv__interp_state *s, uint32_t t, uint32_t builtin, uint32_t k,
                                      uint64_t *out) {
    uint32_t wg = s->conc_wg, w = s->desc->wave_size, local = t % wg, lane = t % w;
    uint64_t all = w >= 64u ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1u, below = ((uint64_t)1 << lane) - 1u;
    uint64_t xyz[3] = {0, 0, 0};
    switch (builtin) {
    case 24: xyz[0] = (s->nt + wg - 1u) / wg; xyz[1] = xyz[2] = 1; break; /* NumWorkgroups */
    case 25: xyz[0] = wg; xyz[1] = xyz[2] = 1; break;                     /* WorkgroupSize */
    case 26: xyz[0] = t / wg; break;                                      /* WorkgroupId */
    case 27: xyz[0] = local; break;                                       /* LocalInvocationId */
    case 28: xyz[0] = t; break;                                           /* GlobalInvocationId */
    case 29: xyz[0] = local; break;                                       /* LocalInvocationIndex */
    case 36: xyz[0] = w; break;                                           /* SubgroupSize */
    case 38: xyz[0] = (wg + w - 1u) / w; break;                           /* NumSubgroups */
    case 40: xyz[0] = local / w; break;                                   /* SubgroupId */
    case 41: xyz[0] = lane; break;                                        /* SubgroupLocalInvocationId */
    case 4416: xyz[0] = (uint64_t)1 << lane; break;                       /* SubgroupEqMask */
    case 4417: xyz[0] = all & ~below; break;                              /* SubgroupGeMask */
    case 4418: xyz[0] = all & ~below & ~((uint64_t)1 << lane); break;     /* SubgroupGtMask */
    case 4419: xyz[0] = below | ((uint64_t)1 << lane); break;             /* SubgroupLeMask */
    case 4420: xyz[0] = below; break;                                     /* SubgroupLtMask */
    default: return false;
    }
    if (k > 2u || lane >= 32u) return false;
    *out = xyz[k];
    return true;
}

/* The key of a word of interpreter-owned memory (Function, Private,
   Workgroup), 0 when it does not fit the key. */
CONV__PRIVATE uint64_t conv__conc_key(const conv__interp_state *s, uint32_t t, int64_t p) {
    uint32_t space = CONV__MEM_SPACE(p), object = CONV__MEM_OBJECT(p), offset = CONV__MEM_OFFSET(p);
    uint32_t owner = space == CONV__MEM_WORKGROUP ? t / s->conc_wg : t;
    if (object >= (1u << 20) || offset >= (1u << 24) || owner >= (1u << 17)) return 0;
    return (uint64_t)space << 61 | (uint64_t)owner << 44 | (uint64_t)object << 24 | offset;
}

/* Objects of named buffers (LLVM kernel arguments): this bit, then the
   buffer's index in desc->buffers. */
#define CONV__MEM_NAMED 0x8000000u

CONV__PRIVATE conv_interp_buffer *conv__conc_buffer(const conv__interp_state *s, uint32_t binding) {
    uint32_t i;
    if (binding & CONV__MEM_NAMED)
        return (binding & ~CONV__MEM_NAMED) < s->desc->buffers_count ? &s->desc->buffers[binding & ~CONV__MEM_NAMED] : NULL;
    for (i = 0; i < s->desc->buffers_count; i++)
        if (s->desc->buffers[i].binding == binding && s->desc->buffers[i].data) return &s->desc->buffers[i];
    return NULL;
}

/* Loads (store false) or stores *val, `size` bytes at pointer p for
   thread t. Buffers are little-endian bytes; other memory holds one
   value per address. */
CONV__PRIVATE int conv__conc_memory(conv__interp_state *s, uint32_t t, uint32_t id, int64_t p, uint32_t size,
                                    bool store, uint64_t *val) {
    uint32_t space = CONV__MEM_SPACE(p), off = CONV__MEM_OFFSET(p), k;
    if (size == 0 || size > 8u) return CONV__CONC_HASH;
    if (space == CONV__MEM_BUFFER) {
        conv_interp_buffer *b = conv__conc_buffer(s, CONV__MEM_OBJECT(p));
        unsigned char *bytes;
        char what[96];
        if (b == NULL) return CONV__CONC_HASH;
        if ((size_t)off + size > b->size) {
            if (b->name)
                snprintf(what, sizeof what, "%u bytes at offset %u of %.40s (%lu bytes)", size, off, b->name,
                         (unsigned long)b->size);
            else
                snprintf(what, sizeof what, "%u bytes at offset %u of binding %u (%lu bytes)", size, off, b->binding,
                         (unsigned long)b->size);
            return conv__conc_stop(s, t, id, "interp.out-of-bounds", what);
        }
        bytes = (unsigned char *)b->data + off;
        if (store)
            for (k = 0; k < size; k++) bytes[k] = (unsigned char)(*val >> (8u * k));
        else
            for (*val = 0, k = 0; k < size; k++) *val |= (uint64_t)bytes[k] << (8u * k);
        return CONV__CONC_OK;
    }
    if (space == CONV__MEM_FUNCTION || space == CONV__MEM_PRIVATE || space == CONV__MEM_WORKGROUP) {
        uint64_t key = conv__conc_key(s, t, p);
        uint32_t cell = key ? conv__u64map_get(&s->conc_mem, key) : CONV__NONE;
        if (key == 0) return CONV__CONC_HASH;
        if (!store) {
            *val = cell == CONV__NONE ? 0u : (uint64_t)CONV__VEC(s->conc_cells, int64_t)[cell];
            return CONV__CONC_OK;
        }
        if (cell == CONV__NONE) {
            int64_t first = (int64_t)*val;
            cell = (uint32_t)s->conc_cells.count;
            if (CONV__VEC_PUSH1(s->a, &s->conc_cells, int64_t, first) != CONV_OK ||
                conv__u64map_put(s->a, &s->conc_mem, key, cell) != CONV_OK) {
                s->status = CONV_ERR_OUT_OF_MEMORY;
                return CONV__CONC_HASH;
            }
        }
        CONV__VEC(s->conc_cells, int64_t)[cell] = (int64_t)*val;
        return CONV__CONC_OK;
    }
    return CONV__CONC_HASH;
}

/* The pointer an access chain computes: the base (aux word 0, or the
   first operand), plus per index its stride times the index, or a
   struct member's offset. */
CONV__PRIVATE int conv__conc_chain(const conv__interp_state *s, uint32_t t, const conv__value_rec *v, int64_t *out) {
    const conv_function *f = s->f;
    const int64_t *mine = s->vals + (size_t)t * s->nv;
    int64_t base = conv__conc_aux(f, v, 0);
    uint32_t first = base ? 0u : 1u, k;
    uint64_t off;
    if (v->aux_count == 0 || v->ops_count != first + v->aux_count - 1u) return CONV__CONC_HASH;
    if (!base) base = mine[conv__conc_op(f, v, 0) - 1u];
    off = CONV__MEM_OFFSET(base);
    for (k = 1; k < v->aux_count; k++) {
        int64_t step = conv__conc_aux(f, v, k);
        off += step < 0 ? (uint64_t)(-(step + 1)) : (uint64_t)step * (uint64_t)mine[conv__conc_op(f, v, first + k - 1u) - 1u];
    }
    if (off > 0xffffffffu) return CONV__CONC_HASH;
    *out = CONV__MEM_PTR(CONV__MEM_SPACE(base), CONV__MEM_OBJECT(base), off);
    return CONV__CONC_OK;
}

/* OpLoad: builtins (whole vectors or one component) and memory. */
CONV__PRIVATE int conv__conc_load(conv__interp_state *s, uint32_t t, uint32_t id, const conv__value_rec *v,
                                  int64_t *out) {
    const conv_function *f = s->f;
    int64_t p = conv__conc_aux(f, v, 0);
    uint32_t w = v->cwidth & 0xffu, n = (v->cwidth >> 8) & 0xffu, k;
    uint64_t val = 0, c[4] = {0, 0, 0, 0};
    int r;
    if (v->aux_count != 1u || v->ops_count != (p ? 0u : 1u) || w == 0) return CONV__CONC_HASH;
    if (!p) p = s->vals[(size_t)t * s->nv + conv__conc_op(f, v, 0) - 1u];
    if (CONV__MEM_SPACE(p) == CONV__MEM_BUILTIN) {
        for (k = 0; k < (n ? n : 1u); k++)
            if (k > 3u || !conv__conc_builtin(s, t, CONV__MEM_OBJECT(p), CONV__MEM_OFFSET(p) / 4u + k, &c[k]))
                return CONV__CONC_HASH;
        *out = n > 1u ? conv__conc_vec_make(c, n) : conv__conc_norm(c[0], v->cwidth);
        return CONV__CONC_OK;
    }
    if (n > 1u) {
        /* a packed vector, component by component */
        for (k = 0; k < n && k < 4u; k++) {
            r = conv__conc_memory(s, t, id, p + (int64_t)(k * (w == 1u ? 4u : (w + 7u) / 8u)),
                                  w == 1u ? 4u : (w + 7u) / 8u, false, &c[k]);
            if (r != CONV__CONC_OK) return r;
        }
        *out = conv__conc_vec_make(c, n);
        return CONV__CONC_OK;
    }
    r = conv__conc_memory(s, t, id, p, w == 1u ? 4u : (w + 7u) / 8u, false, &val);
    if (r == CONV__CONC_OK) *out = conv__conc_norm(w == 1u ? val != 0 : val, v->cwidth);
    return r;
}

/* OpStore: aux words base and size. */
CONV__PRIVATE int conv__conc_store(conv__interp_state *s, uint32_t t, uint32_t id, const conv__value_rec *v) {
    const conv_function *f = s->f;
    const int64_t *mine = s->vals + (size_t)t * s->nv;
    int64_t p = conv__conc_aux(f, v, 0);
    uint64_t val;
    uint32_t x, n, size, k;
    int r = CONV__CONC_OK;
    if (v->aux_count != 2u || v->ops_count != (p ? 1u : 2u)) return CONV__CONC_HASH;
    if (!p) p = mine[conv__conc_op(f, v, 0) - 1u];
    x = conv__conc_op(f, v, v->ops_count - 1u);
    val = (uint64_t)mine[x - 1u];
    n = (CONV__VAL(f, x)->cwidth >> 8) & 0xffu;
    size = (uint32_t)conv__conc_aux(f, v, 1);
    if (n < 2u || n > 4u || size % n != 0) return conv__conc_memory(s, t, id, p, size, true, &val);
    for (k = 0; k < n && r == CONV__CONC_OK; k++) {
        /* a packed vector, component by component */
        uint64_t c = conv__conc_vec_get((int64_t)val, k);
        r = conv__conc_memory(s, t, id, p + (int64_t)(k * (size / n)), size / n, true, &c);
    }
    return r;
}

/* The bit of thread t's lane in a packed ballot value. */
CONV__PRIVATE uint64_t conv__conc_lane_bits(const conv__interp_state *s, uint32_t t, int64_t ballot, int which) {
    uint32_t lane = t % s->desc->wave_size;
    uint64_t m = conv__conc_vec_get(ballot, 0), below = ((uint64_t)1 << lane) - 1u;
    if (which == 0) return m;                        /* all */
    if (which == 1) return m & (below | ((uint64_t)1 << lane)); /* inclusive */
    if (which == 2) return m & below;                /* exclusive */
    return (m >> lane) & 1u;                         /* the lane's bit */
}

CONV__PRIVATE uint32_t conv__conc_popcount(uint64_t m) {
    uint32_t c = 0;
    for (; m; m &= m - 1u) c++;
    return c;
}

/* The plain operations on ballot values (no other thread takes part). */
CONV__PRIVATE int conv__conc_ballot_op(const conv__interp_state *s, uint32_t t, const conv__value_rec *v,
                                       const char *op, uint64_t *r) {
    const conv_function *f = s->f;
    const int64_t *mine = s->vals + (size_t)t * s->nv;
    int64_t ballot;
    uint64_t m;
    uint32_t k;
    if (v->ops_count < 2u || (s->desc->wave_size > 32u)) return CONV__CONC_HASH;
    ballot = mine[conv__conc_op(f, v, 1) - 1u];
    m = conv__conc_vec_get(ballot, 0);
    if (strcmp(op, "OpGroupNonUniformInverseBallot") == 0) *r = conv__conc_lane_bits(s, t, ballot, 3);
    else if (strcmp(op, "OpGroupNonUniformBallotBitExtract") == 0 && v->ops_count == 3u)
        *r = ((uint64_t)mine[conv__conc_op(f, v, 2) - 1u] < 32u) ? (m >> mine[conv__conc_op(f, v, 2) - 1u]) & 1u : 0u;
    else if (strcmp(op, "OpGroupNonUniformBallotBitCount") == 0 && v->aux_count == 1u)
        *r = conv__conc_popcount(conv__conc_lane_bits(s, t, ballot, (int)conv__conc_aux(f, v, 0)));
    else if ((strcmp(op, "OpGroupNonUniformBallotFindLSB") == 0 || strcmp(op, "OpGroupNonUniformBallotFindMSB") == 0) && m) {
        bool lsb = op[27] == 'L'; /* OpGroupNonUniformBallotFind[LM]SB */
        for (k = lsb ? 0u : 31u; ((m >> k) & 1u) == 0; k = lsb ? k + 1u : k - 1u) {
        }
        *r = k;
    } else {
        return CONV__CONC_HASH;
    }
    return CONV__CONC_OK;
}

/* Conversions and unary operations; `from` is the operand's width. */
CONV__PRIVATE int conv__conc_unary(const char *op, uint32_t w, uint32_t from, uint64_t a, uint64_t *r) {
    bool widen = strcmp(op, "zext") == 0 || strcmp(op, "OpUConvert") == 0;
    if ((widen || strcmp(op, "sext") == 0 || strcmp(op, "OpSConvert") == 0) && from == 0) return CONV__CONC_HASH;
    if (widen) *r = conv__conc_zext(a, from);
    else if (strcmp(op, "sext") == 0 || strcmp(op, "OpSConvert") == 0) *r = (uint64_t)conv__conc_sext(a, from);
    else if (strcmp(op, "trunc") == 0 || strcmp(op, "freeze") == 0 || strcmp(op, "OpCopyObject") == 0) *r = a;
    else if (strcmp(op, "OpBitcast") == 0 && from == w) *r = a;
    else if (strcmp(op, "OpNot") == 0) *r = ~a;
    else if (strcmp(op, "OpSNegate") == 0) *r = (uint64_t)0 - a;
    else if (strcmp(op, "OpLogicalNot") == 0) *r = (a & 1u) ^ 1u;
    else return CONV__CONC_HASH;
    return CONV__CONC_OK;
}

/* Composite extraction and construction of packed vectors. */
CONV__PRIVATE int conv__conc_composite(const conv__interp_state *s, uint32_t t, const conv__value_rec *v,
                                       const char *op, int64_t *out) {
    const conv_function *f = s->f;
    const int64_t *mine = s->vals + (size_t)t * s->nv;
    uint32_t n = (v->cwidth >> 8) & 0xffu, k;
    uint64_t c[4] = {0, 0, 0, 0};
    if (strcmp(op, "OpCompositeExtract") == 0 && v->ops_count == 1u && v->aux_count == 1u && n <= 1u) {
        const conv__value_rec *src = CONV__VAL(f, conv__conc_op(f, v, 0));
        int64_t index = conv__conc_aux(f, v, 0);
        if (((src->cwidth >> 8) & 0xffu) < 2u || index < 0 || index > 3) return CONV__CONC_HASH;
        *out = conv__conc_norm(conv__conc_vec_get(mine[conv__conc_op(f, v, 0) - 1u], (uint32_t)index), v->cwidth);
        return CONV__CONC_OK;
    }
    if (strcmp(op, "OpCompositeConstruct") == 0 && n >= 2u && v->ops_count == n) {
        for (k = 0; k < n; k++) c[k] = (uint64_t)mine[conv__conc_op(f, v, k) - 1u];
        *out = conv__conc_vec_make(c, n);
        return CONV__CONC_OK;
    }
    return CONV__CONC_HASH;
}

/* An LLVM integer operation (aux: operand width, icmp predicate, which
   operands are constants, their values; docs/semantics.md). */
CONV__PRIVATE int conv__conc_llvm(conv__interp_state *s, uint32_t t, uint32_t id, const conv__value_rec *v,
                                  const char *op, int64_t *out) {
    const conv_function *f = s->f;
    const int64_t *mine = s->vals + (size_t)t * s->nv;
    bool cast = strcmp(op, "zext") == 0 || strcmp(op, "sext") == 0 || strcmp(op, "trunc") == 0;
    uint32_t arity = strcmp(op, "select") == 0 ? 3u : cast ? 1u : 2u;
    uint32_t k, j = 0, w = (uint32_t)conv__conc_aux(f, v, 0), iop;
    uint64_t x[3] = {0, 0, 0}, r = 0;
    int res;
    for (k = 0; k < arity; k++) {
        if ((conv__conc_aux(f, v, 2) >> k) & 1) x[k] = (uint64_t)conv__conc_aux(f, v, 3u + k);
        else if (j < v->ops_count) x[k] = (uint64_t)mine[conv__conc_op(f, v, j++) - 1u];
        else return CONV__CONC_HASH;
    }
    if (j != v->ops_count || w == 0 || w > 64u) return CONV__CONC_HASH;
    if (arity == 3u) res = (r = (x[0] & 1u) ? x[1] : x[2], CONV__CONC_OK);
    else if (arity == 1u) res = conv__conc_unary(op, v->cwidth & 0xffu, w, x[0], &r);
    else {
        iop = strcmp(op, "icmp") == 0 ? conv__conc_predicates[conv__conc_aux(f, v, 1) % 10].op
                                      : conv__conc_lookup(conv__conc_binops, 13, op);
        res = conv__conc_binop(iop, w, x[0], x[1], &r);
        if (res == CONV__CONC_UB)
            return conv__conc_stop(s, t, id, "interp.undefined",
                                   iop >= CONV__IOP_SHL && iop <= CONV__IOP_ASHR ? "a shift by the operand's width or more"
                                                                                 : "division by zero or overflow");
    }
    if (res == CONV__CONC_OK) *out = conv__conc_norm(r, v->cwidth);
    return res;
}

/* LLVM memory: getelementptr (one index), load and store of integers,
   on the buffers the kernel's pointer arguments name. */
CONV__PRIVATE int conv__conc_llvm_memory(conv__interp_state *s, uint32_t t, uint32_t id, const conv__value_rec *v,
                                         const char *op, int64_t *out) {
    const conv_function *f = s->f;
    const int64_t *mine = s->vals + (size_t)t * s->nv;
    uint64_t mask = (uint64_t)conv__conc_aux(f, v, 2), val = 0;
    uint32_t size = (uint32_t)conv__conc_aux(f, v, 0), want = strcmp(op, "load") == 0 ? 1u : 2u - (uint32_t)(mask & 1u);
    int64_t p, index;
    int r;
    if (strcmp(op, "getelementptr") == 0) {
        if (v->ops_count != 2u - (uint32_t)((mask >> 1) & 1u)) return CONV__CONC_HASH;
        p = mine[conv__conc_op(f, v, 0) - 1u];
        index = (mask >> 1) & 1u ? conv__conc_aux(f, v, 4) : mine[conv__conc_op(f, v, 1) - 1u];
        index = conv__conc_sext((uint64_t)index, (uint32_t)conv__conc_aux(f, v, 1));
        if (CONV__MEM_SPACE(p) != CONV__MEM_BUFFER) return CONV__CONC_HASH;
        *out = CONV__MEM_PTR(CONV__MEM_BUFFER, CONV__MEM_OBJECT(p),
                             (uint64_t)CONV__MEM_OFFSET(p) + (uint64_t)index * size);
        return CONV__CONC_OK;
    }
    if (v->ops_count != want) return CONV__CONC_HASH;
    p = mine[conv__conc_op(f, v, want - 1u) - 1u];
    if (CONV__MEM_SPACE(p) != CONV__MEM_BUFFER) return CONV__CONC_HASH;
    if (strcmp(op, "store") == 0) {
        val = mask & 1u ? (uint64_t)conv__conc_aux(f, v, 3) : (uint64_t)mine[conv__conc_op(f, v, 0) - 1u];
        return conv__conc_memory(s, t, id, p, size, true, &val);
    }
    r = conv__conc_memory(s, t, id, p, size, false, &val);
    if (r == CONV__CONC_OK) *out = conv__conc_norm(val, v->cwidth);
    return r;
}

/* The ids the LLVM targets read through calls: the thread's place in
   its workgroup and wave. */
CONV__PRIVATE int conv__conc_llvm_id(const conv__interp_state *s, uint32_t t, const char *callee, int64_t *out) {
    static const char *const local[] = {"@llvm.amdgcn.workitem.id.x", "@llvm.nvvm.read.ptx.sreg.tid.x"};
    static const char *const group[] = {"@llvm.amdgcn.workgroup.id.x", "@llvm.nvvm.read.ptx.sreg.ctaid.x"};
    size_t k;
    for (k = 0; k < 2u; k++) {
        if (strcmp(callee, local[k]) == 0) *out = (int64_t)(t % s->conc_wg);
        else if (strcmp(callee, group[k]) == 0) *out = (int64_t)(t / s->conc_wg);
        else continue;
        return CONV__CONC_OK;
    }
    if (strcmp(callee, "@llvm.nvvm.read.ptx.sreg.laneid") == 0) {
        *out = (int64_t)(t % s->desc->wave_size);
        return CONV__CONC_OK;
    }
    return CONV__CONC_HASH;
}

/* The exact value of a plain operation for thread t: CONV__CONC_OK with
   *out, CONV__CONC_HASH when there is no concrete definition, or
   CONV__CONC_UB (the thread stopped). */
CONV__PRIVATE int conv__conc_value(conv__interp_state *s, uint32_t t, uint32_t id, int64_t *out) {
    const conv_function *f = s->f;
    const conv__value_rec *v = CONV__VAL(f, id);
    const int64_t *mine = s->vals + (size_t)t * s->nv;
    const char *op = v->opcode ? conv__strpool_get(&f->names, v->opcode) : "";
    uint32_t w = v->cwidth & 0xffu, iop, from = (uint32_t)conv__conc_aux(f, v, 0) & 0xffu;
    uint64_t r = 0, a, b;
    int res;
    if (v->kind == CONV_KIND_CALL) return conv__conc_llvm_id(s, t, op, out);
    if (v->kind != CONV_KIND_GENERIC) return CONV__CONC_HASH;
    if (v->aux_count == 6u && (strcmp(op, "load") == 0 || strcmp(op, "getelementptr") == 0))
        return conv__conc_llvm_memory(s, t, id, v, op, out);
    if (v->aux_count == 6u && op[0] >= 'a' && op[0] <= 'z') return conv__conc_llvm(s, t, id, v, op, out);
    if (strcmp(op, "OpVariable") == 0) {
        *out = CONV__MEM_PTR(CONV__MEM_FUNCTION, id, 0);
        return CONV__CONC_OK;
    }
    if (strcmp(op, "OpAccessChain") == 0 || strcmp(op, "OpInBoundsAccessChain") == 0) return conv__conc_chain(s, t, v, out);
    if (strcmp(op, "OpLoad") == 0) return conv__conc_load(s, t, id, v, out);
    if (strncmp(op, "OpComposite", 11) == 0) return conv__conc_composite(s, t, v, op, out);
    if (w == 0 || ((v->cwidth >> 8) & 0xffu) > 1u) return CONV__CONC_HASH;
    if (strncmp(op, "OpGroupNonUniform", 17) == 0) res = conv__conc_ballot_op(s, t, v, op, &r);
    else if ((strcmp(op, "OpSelect") == 0 || strcmp(op, "select") == 0) && v->ops_count == 3u)
        res = (r = (uint64_t)mine[conv__conc_op(f, v, ((uint64_t)mine[conv__conc_op(f, v, 0) - 1u] & 1u) ? 1u : 2u) - 1u],
               CONV__CONC_OK);
    else if (v->ops_count == 1u)
        res = conv__conc_unary(op, w, from, (uint64_t)mine[conv__conc_op(f, v, 0) - 1u], &r);
    else if (v->ops_count != 2u)
        res = CONV__CONC_HASH;
    else {
        iop = strcmp(op, "icmp") == 0 && conv__conc_aux(f, v, 1) >= 0 && conv__conc_aux(f, v, 1) < 10
                  ? conv__conc_predicates[conv__conc_aux(f, v, 1)].op
                  : conv__conc_lookup(conv__conc_binops, sizeof conv__conc_binops / sizeof conv__conc_binops[0], op);
        if (conv__conc_is_compare(iop) && (from == 0 || (conv__conc_aux(f, v, 0) >> 8) > 1)) return CONV__CONC_HASH;
        a = (uint64_t)mine[conv__conc_op(f, v, 0) - 1u];
        b = (uint64_t)mine[conv__conc_op(f, v, 1) - 1u];
        res = conv__conc_binop(iop, conv__conc_is_compare(iop) ? from : w, a, b, &r);
        if (res == CONV__CONC_UB)
            return conv__conc_stop(s, t, id, "interp.undefined",
                                   iop == CONV__IOP_SHL || iop == CONV__IOP_LSHR || iop == CONV__IOP_ASHR
                                       ? "a shift by the operand's width or more" : "division by zero or overflow");
    }
    if (res == CONV__CONC_OK) *out = conv__conc_norm(r, v->cwidth);
    return res;
}

/* The fold of a group arithmetic operation ("IAdd", "UMin", ...) at width
   w, and its identity (the exclusive scan's first value). */
CONV__PRIVATE bool conv__conc_fold(const char *name, uint32_t w, uint64_t acc, uint64_t x, uint64_t *out) {
    int64_t sa = conv__conc_sext(acc, w), sx = conv__conc_sext(x, w);
    acc = conv__conc_zext(acc, w);
    x = conv__conc_zext(x, w);
    if (strcmp(name, "IAdd") == 0) *out = acc + x;
    else if (strcmp(name, "IMul") == 0) *out = acc * x;
    else if (strcmp(name, "UMin") == 0) *out = acc < x ? acc : x;
    else if (strcmp(name, "UMax") == 0) *out = acc > x ? acc : x;
    else if (strcmp(name, "SMin") == 0) *out = (uint64_t)(sa < sx ? sa : sx);
    else if (strcmp(name, "SMax") == 0) *out = (uint64_t)(sa > sx ? sa : sx);
    else if (strcmp(name, "BitwiseAnd") == 0 || strcmp(name, "LogicalAnd") == 0) *out = acc & x;
    else if (strcmp(name, "BitwiseOr") == 0 || strcmp(name, "LogicalOr") == 0) *out = acc | x;
    else if (strcmp(name, "BitwiseXor") == 0 || strcmp(name, "LogicalXor") == 0) *out = acc ^ x;
    else return false;
    *out = conv__conc_zext(*out, w);
    return true;
}

CONV__PRIVATE uint64_t conv__conc_identity(const char *name, uint32_t w) {
    uint64_t ones = conv__conc_zext(~(uint64_t)0, w);
    if (strcmp(name, "IMul") == 0) return 1;
    if (strcmp(name, "UMin") == 0 || strcmp(name, "BitwiseAnd") == 0 || strcmp(name, "LogicalAnd") == 0) return ones;
    if (strcmp(name, "SMin") == 0) return ones >> 1;
    if (strcmp(name, "SMax") == 0) return conv__conc_zext((uint64_t)1 << (w - 1u), w);
    return 0;
}

/* Reductions and scans over the group (members ascending, so lanes
   ascending within the wave). */
CONV__PRIVATE bool conv__conc_arith(conv__interp_state *s, const conv__value_rec *v, const char *name, const char *kind,
                                    const uint32_t *members, uint32_t n) {
    const conv_function *f = s->f;
    uint32_t w = v->cwidth & 0xffu, i, x = conv__conc_op(f, v, 0);
    uint64_t acc = conv__conc_identity(name, w), next;
    bool reduce = strcmp(kind, "Reduce") == 0, inclusive = strcmp(kind, "InclusiveScan") == 0;
    if (!reduce && !inclusive && strcmp(kind, "ExclusiveScan") != 0) return false;
    for (i = 0; i < n; i++) {
        if (!conv__conc_fold(name, w, acc, (uint64_t)s->vals[(size_t)members[i] * s->nv + x - 1u], &next)) return false;
        s->conc_coll[i] = inclusive ? (int64_t)next : (int64_t)acc;
        acc = next;
    }
    if (reduce)
        for (i = 0; i < n; i++) s->conc_coll[i] = (int64_t)acc;
    for (i = 0; i < n; i++) s->conc_coll[i] = conv__conc_norm((uint64_t)s->conc_coll[i], v->cwidth);
    return true;
}

CONV__PRIVATE int64_t conv__interp_plain_value(conv__interp_state *s, uint32_t t, uint32_t id);

/* Shuffles, broadcasts and quad operations: each member reads the
   operand of the lane it names; a member whose lane is not in the group
   or the wave (undefined) gets a hashed value. */
CONV__PRIVATE bool conv__conc_shuffle(conv__interp_state *s, uint32_t id, const conv__value_rec *v, const char *name,
                                      const uint32_t *members, uint32_t n) {
    const conv_function *f = s->f;
    uint32_t wave = s->desc->wave_size, i, j, x = conv__conc_op(f, v, 0), y = v->ops_count > 1u ? conv__conc_op(f, v, 1) : 0u;
    for (i = 0; i < n; i++) {
        uint32_t lane = members[i] % wave;
        uint64_t arg = y ? (uint64_t)s->vals[(size_t)members[i] * s->nv + y - 1u] : 0u, src;
        if (strcmp(name, "Shuffle") == 0 || strcmp(name, "Broadcast") == 0) src = arg;
        else if (strcmp(name, "ShuffleXor") == 0) src = lane ^ arg;
        else if (strcmp(name, "ShuffleUp") == 0) src = lane - arg;
        else if (strcmp(name, "ShuffleDown") == 0) src = lane + arg;
        else if (strcmp(name, "QuadBroadcast") == 0) src = (lane & ~3u) + arg;
        else if (strcmp(name, "QuadSwap") == 0 && arg < 3u) src = lane ^ (uint32_t)(arg + 1u);
        else if (strcmp(name, "BroadcastFirst") == 0) src = members[0] % wave;
        else return false;
        if (!y && strcmp(name, "BroadcastFirst") != 0) return false;
        for (j = 0; j < n && members[j] % wave != src; j++) {
        }
        s->conc_coll[i] = j < n ? s->vals[(size_t)members[j] * s->nv + x - 1u] : conv__interp_plain_value(s, members[i], id);
    }
    return true;
}

/* A SPIR-V group operation's result for every member of one instance
   (in s->conc_coll), or false when it has no concrete definition. */
CONV__PRIVATE bool conv__conc_collective(conv__interp_state *s, uint32_t id, const uint32_t *members, uint32_t n) {
    const conv_function *f = s->f;
    const conv__value_rec *v = CONV__VAL(f, id);
    const char *callee = v->opcode ? conv__strpool_get(&f->names, v->opcode) : "", *dot;
    char name[32];
    uint32_t i, x = v->ops_count ? conv__conc_op(f, v, 0) : 0u, wave = s->desc->wave_size;
    uint64_t all = 1, any = 0, mask = 0;
    bool equal = true;
    if (strncmp(callee, "@OpGroupNonUniform", 18) != 0 || (v->cwidth & 0xffu) == 0) return false;
    callee += 18;
    dot = strchr(callee, '.');
    if ((size_t)(dot ? dot - callee : (ptrdiff_t)strlen(callee)) >= sizeof name) return false;
    memcpy(name, callee, dot ? (size_t)(dot - callee) : strlen(callee) + 1u);
    if (dot) name[dot - callee] = '\0';
    if (dot) return conv__conc_arith(s, v, name, dot + 1, members, n);
    if (strcmp(name, "Elect") == 0) {
        for (i = 0; i < n; i++) s->conc_coll[i] = i == 0;
        return true;
    }
    if (x == 0) return false;
    for (i = 0; i < n; i++) {
        int64_t val = s->vals[(size_t)members[i] * s->nv + x - 1u];
        all &= (uint64_t)val & 1u;
        any |= (uint64_t)val & 1u;
        if (((uint64_t)val & 1u) && members[i] % wave < 32u) mask |= (uint64_t)1 << (members[i] % wave);
        if (val != s->vals[(size_t)members[0] * s->nv + x - 1u]) equal = false;
    }
    if (strcmp(name, "Ballot") == 0) {
        if (wave > 32u) return false;
        for (i = 0; i < n; i++) s->conc_coll[i] = (int64_t)mask;
    } else if (strcmp(name, "All") == 0 || strcmp(name, "Any") == 0 || strcmp(name, "AllEqual") == 0) {
        int64_t r = name[1] == 'n' ? (int64_t)any : name[3] == 'E' ? (int64_t)equal : (int64_t)all;
        for (i = 0; i < n; i++) s->conc_coll[i] = r;
    } else {
        return conv__conc_shuffle(s, id, v, name, members, n);
    }
    return true;
}

/* Whether thread t waits at a barrier of workgroup scope or wider. */
CONV__PRIVATE bool conv__conc_at_barrier(const conv__interp_state *s, uint32_t t) {
    const conv__interp_thread *th = &s->th[t];
    const conv__value_rec *v = CONV__VAL(s->f, s->f->insts[s->f->inst_begin[th->block] + th->pos].id);
    return th->state == CONV__T_WAIT && (v->flags & CONV_FLAG_BARRIER) &&
           ((v->flags & CONV_FLAG_SCOPE_MASK) >> CONV_FLAG_SCOPE_SHIFT) >= (uint32_t)CONV_SCOPE_WORKGROUP;
}

/* Concrete mode: waves meet at workgroup barriers, so that memory
   written before a barrier by one wave is seen after it by every other
   (the scheduler's order alone would run wave 0 past a barrier before
   wave 1 reaches it). Thread t, waiting at such a barrier, may not pass
   while a live thread of its workgroup has passed fewer barriers, or as
   many but does not wait at one. Finished and stopped threads do not
   hold the others (a barrier in divergent control flow is undefined). */
CONV__PRIVATE bool conv__conc_barrier_blocked(const conv__interp_state *s, uint32_t t) {
    uint32_t first = t - t % s->conc_wg, u;
    if (!s->desc->concrete || !conv__conc_at_barrier(s, t)) return false;
    for (u = first; u < first + s->conc_wg && u < s->nt; u++) {
        uint32_t st = s->th[u].state;
        if (u == t || st == CONV__T_DONE || st == CONV__T_STOPPED) continue;
        if (s->conc_barriers[u] < s->conc_barriers[t]) return true;
        if (s->conc_barriers[u] == s->conc_barriers[t] && !conv__conc_at_barrier(s, u)) return true;
    }
    return false;
}

/* The value of a plain (non-collective) operation for thread t. */
/* The instance of `scope` thread t belongs to (conv_uniformity_value_scope):
   a quad is 4 consecutive lanes of a wave, a run is one dispatch (device
   and system scope: one instance). */
CONV__PRIVATE uint32_t conv__interp_scope_instance(uint32_t t, uint32_t wave, uint32_t workgroup, conv_scope scope) {
    switch (scope) {
    case CONV_SCOPE_THREAD: return t;
    case CONV_SCOPE_QUAD: return (t / wave) * ((wave + 3u) / 4u) + (t % wave) / 4u;
    case CONV_SCOPE_WAVE: return t / wave;
    case CONV_SCOPE_WORKGROUP: return t / workgroup;
    case CONV_SCOPE_DEFAULT:
    case CONV_SCOPE_DEVICE:
    case CONV_SCOPE_SYSTEM: break;
    }
    return 0;
}

/* What a value uniform at `scope` by itself is made of for thread t: its
   instance of the scope and its iteration (the context: within a wave,
   or counted below the wave's root for scopes across waves). */
CONV__PRIVATE uint64_t conv__interp_scope_key(const conv__interp_state *s, uint32_t t, conv_scope scope) {
    uint32_t ctx = s->ctx[(size_t)t * (s->maxdepth + 1u) + s->th[t].depth];
    uint64_t iteration = scope >= CONV_SCOPE_WORKGROUP ? CONV__VEC(s->run->ctx_wavefree, uint64_t)[ctx]
                                                       : conv__interp_ctx_hash(s, ctx);
    return conv__mix(iteration ^ conv__mix(((uint64_t)scope << 32) |
                                           conv__interp_scope_instance(t, s->run->wave_size, s->run->workgroup_size, scope)));
}

CONV__PRIVATE int64_t conv__interp_plain_value(conv__interp_state *s, uint32_t t, uint32_t id) {
    const conv_function *f = s->f;
    const conv__value_rec *v = CONV__VAL(f, id);
    const int64_t *mine = s->vals + (size_t)t * s->nv;
    uint64_t seed = s->desc->seed, h;
    uint32_t k, own = (v->flags & CONV_FLAG_UNIFORM_SCOPE_MASK) >> CONV_FLAG_UNIFORM_SCOPE_SHIFT;
    if (v->kind == CONV_KIND_PHI) return mine[id - 1u]; /* set on entering the block */
    if (s->desc->concrete) {
        int64_t exact = 0;
        int res = conv__conc_value(s, t, id, &exact);
        if (res != CONV__CONC_HASH) return exact;
        s->conc_hashed++;
    }
    /* hashed by origin and context chain, never by ids and context numbers
       that differ between a function and a transformed copy */
    if ((v->flags & CONV_FLAG_DIVERGENCE_SOURCE) && own >= (uint32_t)CONV_SCOPE_QUAD)
        /* a source uniform within a quad (the analysis takes it as one,
           whatever wider scope its flags claim: a source differs within
           a wave) */
        return (int64_t)conv__mix(seed ^ conv__mix((uint64_t)conv__origin_of(v, id) << 32) ^
                                  conv__interp_scope_key(s, t, CONV_SCOPE_QUAD));
    if (v->flags & CONV_FLAG_DIVERGENCE_SOURCE) {
        /* a new value at each execution of the origin, whichever copy */
        uint32_t runs = 0, j = id;
        do {
            runs += s->occ[(size_t)t * s->nv + j - 1u];
            j = s->same_origin[j - 1u];
        } while (j != id);
        return (int64_t)conv__mix(seed ^ conv__mix(((uint64_t)conv__origin_of(v, id) << 32) ^ t) ^ conv__mix(runs));
    }
    if (v->flags & CONV_FLAG_ALWAYS_UNIFORM) {
        if (own >= (uint32_t)CONV_SCOPE_WORKGROUP)
            return (int64_t)conv__mix(seed ^ conv__mix((uint64_t)conv__origin_of(v, id) << 32) ^
                                      conv__interp_scope_key(s, t, (conv_scope)own));
        return (int64_t)conv__mix(seed ^ conv__mix((uint64_t)conv__origin_of(v, id) << 32) ^
                                  conv__interp_ctx_hash(s, s->ctx[(size_t)t * (s->maxdepth + 1u) + s->th[t].depth]));
    }
    h = conv__mix(seed ^ conv__interp_opcode_hash(f, v));
    for (k = 0; k < v->ops_count; k++) {
        uint32_t op = CONV__VEC(f->operands, conv_value)[v->ops_begin + k].id;
        h = conv__mix(h ^ (uint64_t)mine[op - 1u]);
    }
    /* uniform at scope `own` by itself: equal in one instance of it (and
       iteration), and only where the operands are */
    if (own) h = conv__mix(h ^ conv__interp_scope_key(s, t, (conv_scope)own));
    return (int64_t)h;
}

/* Moves thread t along the edge from its block to block v: phis, then the
   iteration counters (leaving cycles records an exit, entering one starts
   at iteration 0, arriving at a header counts an iteration). */
CONV__PRIVATE void conv__interp_enter(conv__interp_state *s, uint32_t t, uint32_t v) {
    const conv_function *f = s->f;
    const conv_cycles *ci = s->ci;
    conv__interp_thread *th = &s->th[t];
    uint32_t u = th->block, k, nphi = 0, cu = ci->innermost[u], cv = ci->innermost[v], r, c, d, from;
    size_t base = (size_t)t * (s->maxdepth + 1u);
    int64_t *mine = s->vals + (size_t)t * s->nv;
    /* phis read their operands all at once, on the edge */
    for (k = f->inst_begin[v]; k < f->inst_begin[v + 1u]; k++) {
        const conv__value_rec *p = CONV__VAL(f, f->insts[k].id);
        uint32_t i;
        if (p->kind != CONV_KIND_PHI) break;
        s->phi_tmp[nphi] = 0;
        for (i = 0; i < p->refs_count; i++)
            if (CONV__VEC(f->blockrefs, conv_block)[p->refs_begin + i].id == u + 1u) {
                s->phi_tmp[nphi] = mine[CONV__VEC(f->operands, conv_value)[p->ops_begin + i].id - 1u];
                break;
            }
        nphi++;
    }
    for (k = 0; k < nphi; k++) mine[f->insts[f->inst_begin[v] + k].id - 1u] = s->phi_tmp[k];
    r = conv__cycle_lca(ci, cu, cv);
    for (c = cu; c != r; c = ci->parent[c - 1u]) {
        conv__interp_exit e;
        d = ci->depth[c - 1u];
        e.thread = t;
        e.cycle = c;
        /* threads entered together: one context outside, and one token
           group at the header (threads of different token instances are
           never converged inside) */
        e.parent_ctx = conv__interp_token(s, CONV__TOK_ENTERED, s->ctx[base + d - 1u], s->entry_group[base + d]);
        e.outside = s->ctx[base + d - 1u];
        e.group = s->entry_group[base + d];
        e.iteration = s->counter[base + d];
        if (CONV__VEC_PUSH1(s->a, &s->run->exits, conv__interp_exit, e) != CONV_OK) s->status = CONV_ERR_OUT_OF_MEMORY;
    }
    from = conv__cycle_depth_of(ci, r) + 1u;
    for (c = cv; c != r; c = ci->parent[c - 1u]) {
        s->counter[base + ci->depth[c - 1u]] = 0;
        s->entry_group[base + ci->depth[c - 1u]] =
            conv__interp_region_group(s, t, f->insts[f->inst_begin[ci->entries[ci->entries_begin[c - 1u]].id - 1u]].id);
    }
    if (s->header_of[v]) {
        d = ci->depth[s->header_of[v] - 1u];
        s->counter[base + d]++;
        if (d < from) from = d;
    }
    th->depth = conv__cycle_depth_of(ci, cv);
    for (d = from; d <= th->depth; d++) s->ctx[base + d] = conv__interp_ctx(s, s->ctx[base + d - 1u], s->counter[base + d]);
    th->prev = u;
    th->block = v;
    th->pos = 0;
}

CONV__PRIVATE bool conv__interp_is_sync(const conv__value_rec *v) {
    if (conv__is_token_def(v->kind)) return true;
    return (v->kind == CONV_KIND_CALL || v->kind == CONV_KIND_INVOKE) && (v->flags & CONV_FLAG_CONVERGENT);
}

/* The successor index a terminator takes for thread t. */
CONV__PRIVATE uint32_t conv__interp_successor(conv__interp_state *s, uint32_t t, const conv__value_rec *v) {
    const conv_function *f = s->f;
    const int64_t *mine = s->vals + (size_t)t * s->nv;
    if (v->kind == CONV_KIND_INVOKE || v->refs_count < 2u) return 0;
    if (v->kind == CONV_KIND_BRANCH) {
        int64_t cond = mine[CONV__VEC(f->operands, conv_value)[v->ops_begin].id - 1u];
        return ((uint64_t)cond & 1u) ? 0u : 1u;
    } else {
        int64_t x = mine[CONV__VEC(f->operands, conv_value)[v->ops_begin].id - 1u];
        const int64_t *cases = CONV__VEC(f->cases, int64_t) + v->immediate;
        uint32_t i;
        for (i = 0; i + 1u < v->refs_count; i++)
            if (cases[i] == x) return i + 1u;
        /* hashed values rarely equal a case: spread them over every
           successor; a concrete value takes the default */
        return s->desc->concrete ? 0u : (uint32_t)((uint64_t)x % v->refs_count);
    }
}

/* Runs thread t until it waits at a convergent operation, finishes, or
   has used its steps. */
CONV__PRIVATE void conv__interp_run_thread(conv__interp_state *s, uint32_t t) {
    const conv_function *f = s->f;
    conv__interp_thread *th = &s->th[t];
    while (th->state == CONV__T_RUN && s->status == CONV_OK) {
        uint32_t id = f->insts[f->inst_begin[th->block] + th->pos].id;
        const conv__value_rec *v = CONV__VAL(f, id);
        size_t slot = (size_t)t * s->nv + id - 1u;
        if (th->steps >= s->desc->max_steps) {
            th->state = CONV__T_STOPPED;
            break;
        }
        if (conv__interp_is_sync(v)) {
            th->state = CONV__T_WAIT;
            break;
        }
        th->steps++;
        switch ((conv_kind)v->kind) {
        case CONV_KIND_RETURN:
        case CONV_KIND_UNREACHABLE:
            /* a terminator without successor: recorded with successor -1 */
            conv__interp_records_push(s, t, id, 0, -1, CONV_INSTANCE_BRANCH, true);
            th->state = CONV__T_DONE;
            break;
        case CONV_KIND_BRANCH:
        case CONV_KIND_SWITCH:
        case CONV_KIND_INVOKE: {
            uint32_t succ;
            if (v->kind == CONV_KIND_INVOKE && (v->flags & CONV_FLAG_HAS_RESULT)) {
                s->vals[slot] = conv__interp_override(s, t, id, conv__interp_plain_value(s, t, id));
                conv__interp_records_push(s, t, id, 0, s->vals[slot], CONV_INSTANCE_VALUE, true);
            }
            succ = conv__interp_successor(s, t, v);
            conv__interp_records_push(s, t, id, 0, (int64_t)succ, CONV_INSTANCE_BRANCH, true);
            s->occ[slot]++;
            conv__interp_enter(s, t, CONV__VEC(f->blockrefs, conv_block)[v->refs_begin + succ].id - 1u);
            continue;
        }
        case CONV_KIND_GENERIC:
        case CONV_KIND_PHI:
        case CONV_KIND_CALL:
            if (v->flags & CONV_FLAG_HAS_RESULT) {
                s->vals[slot] = conv__interp_override(s, t, id, conv__interp_plain_value(s, t, id));
                if (th->state == CONV__T_STOPPED) break; /* concrete: undefined, no result */
                conv__interp_records_push(s, t, id, 0, s->vals[slot], CONV_INSTANCE_VALUE, true);
                break;
            }
            if (s->desc->concrete && v->kind == CONV_KIND_GENERIC && v->opcode) {
                const char *op = conv__strpool_get(&f->names, v->opcode);
                int64_t none;
                int r = strcmp(op, "OpStore") == 0 ? conv__conc_store(s, t, id, v)
                        : strcmp(op, "store") == 0 && v->aux_count == 6u ? conv__conc_llvm_memory(s, t, id, v, op, &none)
                                                                          : CONV__CONC_OK;
                if (r == CONV__CONC_HASH) s->conc_hashed++; /* a store the run does not model */
            }
            if (s->desc->record_void) {
                conv__interp_records_push(s, t, id, 0, 0, CONV_INSTANCE_VALUE, false);
            }
            break;
        case CONV_KIND_ENTRY:
        case CONV_KIND_LOOP:
        case CONV_KIND_ANCHOR:
        case CONV_KIND_ARGUMENT:
        case CONV_KIND_CONSTANT:
        case CONV_KIND_COUNT:
            break;
        }
        s->occ[slot]++;
        if (th->state == CONV__T_RUN) th->pos++;
    }
}

/* The token group of thread t at controlled operation or loop `id`: the
   n-th execution with one token value. */
CONV__PRIVATE uint32_t conv__interp_nth(conv__interp_state *s, uint32_t t, uint32_t id, uint32_t token_value) {
    size_t slot = (size_t)t * s->nv + id - 1u;
    if (s->tok_last[slot] != token_value) {
        s->tok_last[slot] = token_value;
        s->tok_count[slot] = 0;
    }
    s->tok_count[slot]++;
    return conv__interp_token(s, CONV__TOK_NTH, conv__interp_token(s, CONV__TOK_USE, id, token_value),
                              s->tok_count[slot]);
}

CONV__PRIVATE bool conv__interp_callee_has(const conv_function *f, const conv__value_rec *v, const char *word) {
    return v->opcode && strstr(conv__strpool_get(&f->names, v->opcode), word) != NULL;
}

/* Executes one dynamic instance of the convergent operation `id` for the
   threads in `members` (ascending), which share a token group. */
CONV__PRIVATE void conv__interp_collective(conv__interp_state *s, uint32_t id, const uint32_t *members, uint32_t n,
                                           uint32_t group) {
    const conv_function *f = s->f;
    const conv__value_rec *v = CONV__VAL(f, id);
    const conv_value *ops = v->ops_count ? CONV__VEC(f->operands, conv_value) + v->ops_begin : NULL;
    bool has_result = (v->flags & CONV_FLAG_HAS_RESULT) != 0 && !conv__is_token_def(v->kind);
    int64_t result = 0;
    uint32_t i, k, own = (v->flags & CONV_FLAG_UNIFORM_SCOPE_MASK) >> CONV_FLAG_UNIFORM_SCOPE_SHIFT;
    uint32_t comm = (v->flags & CONV_FLAG_SCOPE_MASK) >> CONV_FLAG_SCOPE_SHIFT;
    conv_scope wide = CONV_SCOPE_DEFAULT;
    bool concrete = false;
    if (s->desc->concrete && has_result) {
        concrete = conv__conc_collective(s, id, members, n);
        /* the ballots and broadcasts below are exact in either mode */
        if (!concrete && !conv__interp_callee_has(f, v, "ballot") && !conv__interp_callee_has(f, v, "readfirstlane") &&
            !conv__interp_callee_has(f, v, "broadcast"))
            s->conc_hashed++;
    }
    /* A result uniform across waves (a collective at workgroup scope or
       wider, or flagged so): the run computes each wave's instance alone,
       so it stands for what the whole scope computes together by a value
       equal in one instance of the scope and iteration. */
    if (own >= (uint32_t)CONV_SCOPE_WORKGROUP) wide = (conv_scope)own;
    else if (own == 0 && (v->flags & CONV_FLAG_UNIFORM_COLLECTIVE) && comm >= (uint32_t)CONV_SCOPE_WORKGROUP) wide = (conv_scope)comm;
    if (has_result && !(v->flags & CONV_FLAG_DIVERGENCE_SOURCE)) {
        if (conv__interp_callee_has(f, v, "ballot")) {
            uint64_t mask = 0;
            for (i = 0; i < n; i++)
                if (ops && ((uint64_t)s->vals[(size_t)members[i] * s->nv + ops[0].id - 1u] & 1u))
                    mask |= (uint64_t)1 << ((members[i] % s->run->wave_size) & 63u);
            result = (int64_t)mask;
        } else if (conv__interp_callee_has(f, v, "readfirstlane") || conv__interp_callee_has(f, v, "broadcast")) {
            result = ops ? s->vals[(size_t)members[0] * s->nv + ops[0].id - 1u] : 0;
        } else {
            uint64_t h = conv__mix(s->desc->seed ^ conv__interp_opcode_hash(f, v));
            for (i = 0; i < n; i++) {
                h = conv__mix(h ^ (members[i] % s->run->wave_size));
                for (k = 0; k < v->ops_count; k++) h = conv__mix(h ^ (uint64_t)s->vals[(size_t)members[i] * s->nv + ops[k].id - 1u]);
            }
            result = (int64_t)h;
        }
    }
    for (i = 0; i < n; i++) {
        uint32_t t = members[i];
        size_t slot = (size_t)t * s->nv + id - 1u;
        conv__interp_thread *th = &s->th[t];
        if (conv__is_token_def(v->kind)) {
            s->vals[slot] = (int64_t)group;
        } else if (has_result) {
            /* a superset-safe operation's result for a thread does not
               depend on who else joins: computed per thread */
            int64_t mine = concrete ? s->conc_coll[i]
                           : (v->flags & (CONV_FLAG_DIVERGENCE_SOURCE | CONV_FLAG_SUPERSET_SAFE))
                               ? conv__interp_plain_value(s, t, id)
                           : wide ? (int64_t)conv__mix(s->desc->seed ^ conv__mix((uint64_t)conv__origin_of(v, id) << 32) ^
                                                      conv__interp_scope_key(s, t, wide))
                                  : result;
            s->vals[slot] = conv__interp_override(s, t, id, mine);
        }
        conv__interp_records_push(s, t, id, group, s->vals[slot], CONV_INSTANCE_CONVERGENT,
                                  has_result || conv__is_token_def(v->kind));
        if (s->conc_barriers && conv__conc_at_barrier(s, t)) s->conc_barriers[t]++;
        s->occ[slot]++;
        th->steps++;
        th->state = CONV__T_RUN;
        if (v->kind == CONV_KIND_INVOKE) {
            /* an invoke is also a terminator: it takes its normal successor */
            conv__interp_records_push(s, t, id, 0, 0, CONV_INSTANCE_BRANCH, true);
            conv__interp_enter(s, t, CONV__VEC(f->blockrefs, conv_block)[v->refs_begin].id - 1u);
        } else {
            th->pos++;
        }
    }
}

/* Executes the earliest waiting instance: the threads waiting at the
   earliest point, split into token groups. Returns false when no thread
   waits. */
CONV__PRIVATE bool conv__interp_schedule(conv__interp_state *s) {
    const conv_function *f = s->f;
    uint32_t t, best = CONV__NONE, n = 0, id, i;
    const conv__value_rec *v;
    size_t md = s->maxdepth + 1u;
    for (t = 0; t < s->nt; t++) {
        const conv__interp_thread *th = &s->th[t];
        if (th->state != CONV__T_WAIT || conv__conc_barrier_blocked(s, t)) continue;
        if (best == CONV__NONE) {
            best = t;
            continue;
        }
        {
            const conv__interp_thread *b = &s->th[best];
            if (conv__interp_cmp(s->run, s->ci, s->ord, th->block, th->pos, s->ctx[t * md + th->depth], b->block, b->pos,
                                 s->ctx[best * md + b->depth]) < 0)
                best = t;
        }
    }
    if (best == CONV__NONE) return false;
    id = f->insts[f->inst_begin[s->th[best].block] + s->th[best].pos].id;
    v = CONV__VAL(f, id);
    for (t = 0; t < s->nt; t++) {
        const conv__interp_thread *th = &s->th[t];
        if (th->state == CONV__T_WAIT && th->block == s->th[best].block && th->pos == s->th[best].pos &&
            s->ctx[t * md + th->depth] == s->ctx[best * md + s->th[best].depth])
            s->group[n++] = t;
    }
    /* the token group of each member, kept in tok_group order */
    for (i = 0; i < n; i++) {
        uint32_t m = s->group[i], g = 0, c = s->ctx[m * md + s->th[m].depth];
        switch ((conv_kind)v->kind) {
        case CONV_KIND_ENTRY:
            g = conv__interp_token(s, CONV__TOK_DEF, id, c);
            break;
        case CONV_KIND_ANCHOR:
            g = conv__interp_token(s, CONV__TOK_DEF, id, c);
            if (s->desc->anchors == CONV_ANCHOR_SPLIT) {
                /* a seeded partition of the maximal group into 1..n parts */
                uint64_t h = conv__mix(s->desc->seed ^ conv__mix((uint64_t)conv__origin_of(v, id) << 32) ^
                                       conv__interp_ctx_hash(s, c));
                uint32_t parts = 1u + (uint32_t)(h % n);
                g = conv__interp_token(s, CONV__TOK_PART, g, 1u + (uint32_t)(conv__mix(h ^ m) % parts));
            }
            break;
        case CONV_KIND_LOOP:
        case CONV_KIND_CALL:
        case CONV_KIND_INVOKE:
            if (v->token) g = conv__interp_nth(s, m, id, (uint32_t)s->vals[(size_t)m * s->nv + v->token - 1u]);
            break;
        case CONV_KIND_GENERIC:
        case CONV_KIND_PHI:
        case CONV_KIND_BRANCH:
        case CONV_KIND_SWITCH:
        case CONV_KIND_RETURN:
        case CONV_KIND_UNREACHABLE:
        case CONV_KIND_ARGUMENT:
        case CONV_KIND_CONSTANT:
        case CONV_KIND_COUNT:
            break;
        }
        s->group[s->nt + i] = g;
    }
    /* execute each token group: members in ascending thread order */
    for (i = 0; i < n; i++) {
        uint32_t g = s->group[s->nt + i], k, cnt = 0;
        if (g == CONV__NONE) continue;
        for (k = i; k < n; k++)
            if (s->group[s->nt + k] == g) {
                s->group[2u * s->nt + cnt++] = s->group[k];
                if (k != i) s->group[s->nt + k] = CONV__NONE;
            }
        conv__interp_collective(s, id, s->group + 2u * s->nt, cnt, g);
        s->group[s->nt + i] = CONV__NONE;
    }
    return true;
}

/* For every instruction, the token definitions whose convergence region
   contains it, as CSR arrays (region_begin over value ids, region_defs).
   Regions come from the verifier's mechanism; O(size x tokens). */
CONV__PRIVATE conv_result conv__interp_regions(conv__interp_state *s, const uint32_t *pos) {
    const conv_function *f = s->f;
    const conv_allocator *a = s->a;
    conv_domtree *dt = NULL;
    conv_domtree_desc dd;
    conv__vec pairs; /* (instruction, definition) */
    uint32_t nb = s->nb, nv = s->nv, k, ntok = 0, *mem = NULL, *uses, *last_use, *live_out, *touched, *stack;
    size_t words = 0;
    conv_result r;
    memset(&pairs, 0, sizeof pairs);
    memset(&dd, 0, sizeof dd);
    dd.allocator = *a;
    for (k = 0; k < f->inst_count; k++)
        if (conv__is_token_def(CONV__VAL(f, f->insts[k].id)->kind)) ntok++;
    s->region_words = (size_t)nv + 1u;
    if (ntok == 0) {
        s->region_begin = (uint32_t *)conv__calloc_array(a, s->region_words, sizeof(uint32_t));
        return s->region_begin ? CONV_OK : CONV_ERR_OUT_OF_MEMORY;
    }
    r = conv_domtree_build(f, &dd, &dt);
    if (r != CONV_OK) return r;
    /* uses of one token at a time, last_use/live_out nb, touched nb, stack 2 nb */
    words = (size_t)f->inst_count + (size_t)nb * 5u + 1u;
    mem = (uint32_t *)conv__calloc_array(a, words, sizeof(uint32_t));
    if (mem == NULL) r = CONV_ERR_OUT_OF_MEMORY;
    uses = mem;
    last_use = mem ? uses + f->inst_count : NULL;
    live_out = last_use ? last_use + nb : NULL;
    touched = live_out ? live_out + nb : NULL;
    stack = touched ? touched + nb : NULL;
    for (k = 0; k < f->inst_count && r == CONV_OK; k++) {
        uint32_t d = f->insts[k].id, nuses = 0, j, ntouched;
        if (!conv__is_token_def(CONV__VAL(f, d)->kind) || f->rpo_index[CONV__VAL(f, d)->block - 1u] == CONV__NONE)
            continue;
        for (j = 0; j < f->inst_count; j++) {
            const conv__value_rec *v = CONV__VAL(f, f->insts[j].id);
            if (conv__is_token_use(v) && v->token == d) uses[nuses++] = f->insts[j].id;
        }
        ntouched = conv__token_region(f, dt, pos, d, uses, nuses, last_use, live_out, touched, stack);
        for (j = 0; j < ntouched && r == CONV_OK; j++) {
            uint32_t b = touched[j], i;
            for (i = f->inst_begin[b]; i < f->inst_begin[b + 1u]; i++) {
                uint32_t x = f->insts[i].id, pair[2];
                if (!conv__in_region(f, dt, pos, d, x, last_use, live_out)) continue;
                pair[0] = x;
                pair[1] = d;
                if (conv__vec_push(a, &pairs, sizeof pair, pair, 1) != CONV_OK) {
                    r = CONV_ERR_OUT_OF_MEMORY;
                    break;
                }
            }
        }
        for (j = 0; j < ntouched; j++) last_use[touched[j]] = live_out[touched[j]] = 0;
    }
    if (r == CONV_OK) {
        const uint32_t *p = CONV__VEC(pairs, uint32_t);
        s->region_begin = (uint32_t *)conv__calloc_array(a, s->region_words + pairs.count, sizeof(uint32_t));
        if (s->region_begin == NULL) r = CONV_ERR_OUT_OF_MEMORY;
        if (r == CONV_OK) {
            s->region_words += pairs.count;
            s->region_defs = s->region_begin + nv + 1u;
            for (k = 0; k < pairs.count; k++) s->region_begin[p[2u * k]]++;
            for (k = 0; k < nv; k++) s->region_begin[k + 1u] += s->region_begin[k];
            /* fill backwards so that each instruction keeps block order */
            for (k = (uint32_t)pairs.count; k-- > 0;) s->region_defs[--s->region_begin[p[2u * k]]] = p[2u * k + 1u];
            /* region_begin[x] now starts instruction id x's list: shift so
               that ids (x - 1) index it */
            memmove(s->region_begin, s->region_begin + 1u, sizeof(uint32_t) * nv);
            s->region_begin[nv] = (uint32_t)pairs.count;
        }
    }
    conv__vec_free(a, &pairs, 2u * sizeof(uint32_t));
    if (mem) conv__free_array(a, mem, words, sizeof(uint32_t));
    conv_domtree_free(dt);
    return r;
}

/* One converged dynamic instance, as stored: offsets into the pools. */
typedef struct conv__interp_inst {
    uint32_t inst, block, kind, wave, count, first, has_value;
    uint32_t ctx, group; /* the record's (conv__interp_record) */
} conv__interp_inst;

typedef struct conv__interp_sorter {
    const conv__interp_state *s;
    const conv__interp_record *rec;
    const uint32_t *pos;
} conv__interp_sorter;

CONV__PRIVATE int conv__interp_rec_cmp(const conv__interp_sorter *q, uint32_t x, uint32_t y) {
    const conv__interp_record *a = &q->rec[x], *b = &q->rec[y];
    const conv_function *f = q->s->f;
    int c;
    if (a->inst != b->inst || a->ctx != b->ctx) {
        c = conv__interp_cmp(q->s->run, q->s->ci, q->s->ord, CONV__VAL(f, a->inst)->block - 1u, q->pos[a->inst - 1u],
                             a->ctx, CONV__VAL(f, b->inst)->block - 1u, q->pos[b->inst - 1u], b->ctx);
        if (c) return c;
    }
    if (a->kind != b->kind) return a->kind < b->kind ? -1 : 1; /* an invoke's value, then its branch */
    if (a->group != b->group) return a->group < b->group ? -1 : 1;
    return a->thread < b->thread ? -1 : a->thread > b->thread ? 1 : 0;
}

/* Bottom-up merge sort of record indices (stable, no recursion). */
CONV__PRIVATE void conv__interp_sort(const conv__interp_sorter *q, uint32_t *idx, uint32_t *tmp, uint32_t n) {
    uint32_t width, i;
    for (width = 1; width < n; width = width > UINT32_MAX / 2u ? n : width * 2u) {
        for (i = 0; i < n; i += 2u * width) {
            uint32_t lo = i, mid = n - i > width ? i + width : n, hi = n - mid > width ? mid + width : n;
            uint32_t p = lo, r = mid, o = lo;
            while (p < mid && r < hi) tmp[o++] = conv__interp_rec_cmp(q, idx[r], idx[p]) < 0 ? idx[r++] : idx[p++];
            while (p < mid) tmp[o++] = idx[p++];
            while (r < hi) tmp[o++] = idx[r++];
        }
        memcpy(idx, tmp, sizeof(uint32_t) * n);
    }
}

/* Groups the sorted records into instances. */
CONV__PRIVATE conv_result conv__interp_collect(conv__interp_state *s, const uint32_t *pos) {
    conv_interp *run = s->run;
    const conv__interp_record *rec = CONV__VEC(s->records, conv__interp_record);
    uint32_t n = (uint32_t)s->records.count, i, *idx, *tmp;
    conv__interp_sorter q;
    if (n == 0) return CONV_OK;
    idx = (uint32_t *)conv__alloc_array(s->a, (size_t)n * 2u, sizeof(uint32_t));
    if (idx == NULL) return CONV_ERR_OUT_OF_MEMORY;
    tmp = idx + n;
    for (i = 0; i < n; i++) idx[i] = i;
    q.s = s;
    q.rec = rec;
    q.pos = pos;
    conv__interp_sort(&q, idx, tmp, n);
    for (i = 0; i < n; i++) {
        const conv__interp_record *r = &rec[idx[i]];
        conv__interp_inst *last = run->instances.count ? &CONV__VEC(run->instances, conv__interp_inst)[run->instances.count - 1u] : NULL;
        const conv__interp_record *prev = i ? &rec[idx[i - 1u]] : NULL;
        if (prev == NULL || prev->inst != r->inst || prev->ctx != r->ctx || prev->group != r->group ||
            prev->kind != r->kind) {
            conv__interp_inst in;
            in.inst = r->inst;
            in.block = CONV__VAL(s->f, r->inst)->block;
            in.kind = r->kind;
            in.wave = r->thread / run->wave_size;
            in.count = 0;
            in.first = (uint32_t)run->members.count;
            in.has_value = r->has_value;
            in.ctx = r->ctx;
            in.group = r->group;
            if (CONV__VEC_PUSH1(s->a, &run->instances, conv__interp_inst, in) != CONV_OK) goto oom;
            last = &CONV__VEC(run->instances, conv__interp_inst)[run->instances.count - 1u];
        }
        if (CONV__VEC_PUSH1(s->a, &run->members, uint32_t, r->thread) != CONV_OK ||
            CONV__VEC_PUSH1(s->a, &run->values, int64_t, r->value) != CONV_OK)
            goto oom;
        last->count++;
    }
    conv__free_array(s->a, idx, (size_t)n * 2u, sizeof(uint32_t));
    return CONV_OK;
oom:
    conv__free_array(s->a, idx, (size_t)n * 2u, sizeof(uint32_t));
    return CONV_ERR_OUT_OF_MEMORY;
}

CONVDEF void conv_interp_free(conv_interp *run) {
    conv_allocator a;
    if (run == NULL) return;
    a = run->allocator;
    if (run->cycle_header) conv__free_array(&a, run->cycle_header, (size_t)run->nc + 1u, sizeof(uint32_t));
    conv__free_array(&a, run->thread_done, run->threads, 1);
    conv__vec_free(&a, &run->instances, sizeof(conv__interp_inst));
    conv__vec_free(&a, &run->members, sizeof(uint32_t));
    conv__vec_free(&a, &run->values, sizeof(int64_t));
    conv__vec_free(&a, &run->exits, sizeof(conv__interp_exit));
    conv__vec_free(&a, &run->ctx_parent, sizeof(uint32_t));
    conv__vec_free(&a, &run->ctx_counter, sizeof(uint32_t));
    conv__vec_free(&a, &run->ctx_hash, sizeof(uint64_t));
    conv__vec_free(&a, &run->ctx_wavefree, sizeof(uint64_t));
    conv__free(&a, run, sizeof *run);
}

/* The state's arrays, in one allocation. */
typedef struct conv__interp_layout {
    size_t vals, phi_tmp, occ, same_origin, tok_last, tok_count, ctx, counter, entry_group, ord, header_of, group, pos,
        size;
} conv__interp_layout;

CONV__PRIVATE conv__interp_layout conv__interp_get_layout(uint32_t nt, uint32_t nv, uint32_t nb, size_t md) {
    conv__interp_layout l;
    size_t per_value = (size_t)nt * nv, per_level = (size_t)nt * md;
    l.size = 0;
    l.vals = conv__layout_take(&l.size, per_value, sizeof(int64_t));
    l.phi_tmp = conv__layout_take(&l.size, nv, sizeof(int64_t));
    l.occ = conv__layout_u32(&l.size, per_value);
    l.same_origin = conv__layout_u32(&l.size, nv);
    l.tok_last = conv__layout_u32(&l.size, per_value);
    l.tok_count = conv__layout_u32(&l.size, per_value);
    l.ctx = conv__layout_u32(&l.size, per_level);
    l.counter = conv__layout_u32(&l.size, per_level);
    l.entry_group = conv__layout_u32(&l.size, per_level);
    l.ord = conv__layout_u32(&l.size, nb);
    l.header_of = conv__layout_u32(&l.size, nb);
    l.group = conv__layout_u32(&l.size, 3u * (size_t)nt);
    l.pos = conv__layout_u32(&l.size, nv);
    return l;
}

/* same_origin: each value's ring of the values sharing its origin. */
CONV__PRIVATE conv_result conv__interp_origin_rings(conv__interp_state *s) {
    const conv_function *f = s->f;
    conv__u64map first;
    conv_result r = CONV_OK;
    uint32_t id;
    memset(&first, 0, sizeof first);
    for (id = 1; id <= s->nv && r == CONV_OK; id++) {
        uint32_t o = conv__origin_of(CONV__VAL(f, id), id), prev = conv__u64map_get(&first, o);
        s->same_origin[id - 1u] = id;
        if (prev == CONV__NONE) {
            r = conv__u64map_put(s->a, &first, o, id);
        } else {
            s->same_origin[id - 1u] = s->same_origin[prev - 1u];
            s->same_origin[prev - 1u] = id;
        }
    }
    conv__u64map_free(s->a, &first);
    return r;
}

/* Frees the working state (not the run). */
CONV__PRIVATE void conv__interp_state_free(conv__interp_state *s) {
    if (s->block) conv__free(s->a, s->block, s->block_size);
    conv__free_array(s->a, s->th, s->nt ? s->nt : 1, sizeof(conv__interp_thread));
    if (s->region_begin) conv__free_array(s->a, s->region_begin, s->region_words, sizeof(uint32_t));
    conv__u64map_free(s->a, &s->ctx_map);
    conv__u64map_free(s->a, &s->tok_map);
    conv__vec_free(s->a, &s->records, sizeof(conv__interp_record));
    conv__u64map_free(s->a, &s->conc_mem);
    conv__vec_free(s->a, &s->conc_cells, sizeof(int64_t));
    if (s->conc_coll) conv__free_array(s->a, s->conc_coll, s->nt, sizeof(int64_t));
    if (s->conc_barriers) conv__free_array(s->a, s->conc_barriers, s->nt, sizeof(uint32_t));
}

/* The checks of conv_interp_run's request (the limits diagnosed), with its
   defaults resolved into *desc and the allocator into *a; the function
   must pass conv_verify. */
CONV__PRIVATE conv_result conv__interp_validate(const conv_function *f, const conv_interp_desc *desc_in, conv_diags *diags,
                                                conv_interp_desc *desc, conv_allocator *a) {
    conv_verify_desc vd;
    conv_result r;
    bool valid = true;
    memset(desc, 0, sizeof *desc);
    if (desc_in) *desc = *desc_in;
    r = conv__analysis_allocator(f, &desc->allocator, a);
    if (r != CONV_OK) return r;
    if (desc->threads == 0) desc->threads = 32;
    if (desc->wave_size == 0) desc->wave_size = desc->threads;
    if (desc->max_steps == 0) desc->max_steps = 10000;
    if (desc->threads > 65536u || (uint64_t)desc->threads * desc->max_steps > ((uint64_t)1 << 26)) {
        /* name the limit and the numbers: a refusal must say why */
        conv__diagf(diags, "interp.limit", CONV_SEVERITY_ERROR, NULL, conv_function_name(f), NULL, 0, 0,
                    "%u threads x %u max steps = %llu: the interpreter allows at most 65536 threads and "
                    "threads x max steps <= 2^26 (67108864)", desc->threads, desc->max_steps,
                    (unsigned long long)desc->threads * desc->max_steps);
        return CONV_ERR_INVALID_ARGUMENT;
    }
    if (desc->workgroup_size == 0) desc->workgroup_size = desc->threads;
    if (desc->buffers_count && !desc->buffers) return CONV_ERR_INVALID_ARGUMENT;
    if (desc->workgroup_size % desc->wave_size != 0 && (desc->concrete || desc->workgroup_size < desc->threads)) {
        /* waves are runs of the thread list: one may not span two workgroups */
        conv__diagf(diags, "interp.workgroup", CONV_SEVERITY_ERROR, NULL, conv_function_name(f), NULL, 0, 0,
                    "a workgroup is made of whole waves: workgroup size %u, wave size %u",
                    desc->workgroup_size, desc->wave_size);
        return CONV_ERR_INVALID_ARGUMENT;
    }
    if ((desc->anchors != CONV_ANCHOR_MAXIMAL && desc->anchors != CONV_ANCHOR_SPLIT) ||
        (desc->cycles && desc->cycles->n != f->blocks.count) || (f->flags & CONV_FUNCTION_DECLARATION))
        return CONV_ERR_INVALID_ARGUMENT;
    memset(&vd, 0, sizeof vd);
    vd.allocator = *a;
    vd.allow_token_on_nonconvergent = desc->allow_token_on_nonconvergent;
    r = conv_verify(f, &vd, diags, &valid);
    if (r != CONV_OK) return r;
    return valid ? CONV_OK : CONV_ERR_INVALID_ARGUMENT;
}

/* The state's arrays (s->ci set): carved from one block; *pos gets the
   instruction positions. */
CONV__PRIVATE conv_result conv__interp_alloc(conv__interp_state *s, uint32_t **pos) {
    conv__interp_layout l;
    uint32_t c, zero = 0;
    uint64_t zero64 = 0;
    void *m;
    for (c = 0; c < s->ci->count; c++)
        if (s->ci->depth[c] > s->maxdepth) s->maxdepth = s->ci->depth[c];
    l = conv__interp_get_layout(s->nt, s->nv, s->nb, (size_t)s->maxdepth + 1u);
    s->block = conv__calloc_array(s->a, l.size, 1u);
    s->block_size = l.size;
    s->th = (conv__interp_thread *)conv__calloc_array(s->a, s->nt, sizeof(conv__interp_thread));
    if (s->block == NULL || s->th == NULL) return CONV_ERR_OUT_OF_MEMORY;
    m = s->block;
    s->vals = (int64_t *)conv__layout_at(m, l.vals);
    s->phi_tmp = (int64_t *)conv__layout_at(m, l.phi_tmp);
    s->occ = (uint32_t *)conv__layout_at(m, l.occ);
    s->same_origin = (uint32_t *)conv__layout_at(m, l.same_origin);
    s->tok_last = (uint32_t *)conv__layout_at(m, l.tok_last);
    s->tok_count = (uint32_t *)conv__layout_at(m, l.tok_count);
    s->ctx = (uint32_t *)conv__layout_at(m, l.ctx);
    s->counter = (uint32_t *)conv__layout_at(m, l.counter);
    s->entry_group = (uint32_t *)conv__layout_at(m, l.entry_group);
    s->ord = (uint32_t *)conv__layout_at(m, l.ord);
    s->header_of = (uint32_t *)conv__layout_at(m, l.header_of);
    s->group = (uint32_t *)conv__layout_at(m, l.group);
    *pos = (uint32_t *)conv__layout_at(m, l.pos);
    conv__positions(s->f, *pos);
    for (c = 0; c < s->ci->count; c++) s->header_of[s->ci->entries[s->ci->entries_begin[c]].id - 1u] = c + 1u;
    if (conv__interp_origin_rings(s) != CONV_OK) return CONV_ERR_OUT_OF_MEMORY;
    /* context 0 is reserved: roots have parent 0 */
    if (CONV__VEC_PUSH1(s->a, &s->run->ctx_parent, uint32_t, zero) != CONV_OK ||
        CONV__VEC_PUSH1(s->a, &s->run->ctx_counter, uint32_t, zero) != CONV_OK ||
        CONV__VEC_PUSH1(s->a, &s->run->ctx_hash, uint64_t, zero64) != CONV_OK ||
        CONV__VEC_PUSH1(s->a, &s->run->ctx_wavefree, uint64_t, zero64) != CONV_OK)
        return CONV_ERR_OUT_OF_MEMORY;
    return CONV_OK;
}

/* Argument id's value in thread t of a run with `seed` (before a value
   callback): the same in two programs for arguments of the same origin. */
CONV__PRIVATE int64_t conv__interp_argument(const conv_function *f, uint32_t id, uint64_t seed, uint32_t t) {
    const conv__value_rec *v = CONV__VAL(f, id);
    uint64_t h = conv__mix(seed ^ conv__mix((uint64_t)conv__origin_of(v, id) << 32));
    if (v->flags & CONV_FLAG_DIVERGENCE_SOURCE) h = conv__mix(h ^ (t + 1u));
    return (int64_t)h;
}

/* Concrete mode: a pointer argument named like a buffer points at it. */
CONV__PRIVATE void conv__conc_argument(const conv__interp_state *s, uint32_t id, int64_t *value) {
    const conv__value_rec *v = CONV__VAL(s->f, id);
    const char *name = v->name ? conv__strpool_get(&s->f->names, v->name) : NULL;
    uint32_t i;
    if (name == NULL) return;
    if (name[0] == '%') name++;
    for (i = 0; i < s->desc->buffers_count && i < 0x100000u; i++)
        if (s->desc->buffers[i].name && strcmp(s->desc->buffers[i].name, name) == 0 && s->desc->buffers[i].data) {
            *value = CONV__MEM_PTR(CONV__MEM_BUFFER, CONV__MEM_NAMED | i, 0);
            return;
        }
}

/* Arguments and constants of every thread, then every thread at the
   entry. */
CONV__PRIVATE conv_result conv__interp_start(conv__interp_state *s) {
    const conv_function *f = s->f;
    size_t md = (size_t)s->maxdepth + 1u;
    uint32_t t;
    for (t = 0; t < s->nt && s->status == CONV_OK; t++) {
        uint32_t k;
        int64_t *mine = s->vals + (size_t)t * s->nv;
        for (k = 0; k < f->args.count; k++) {
            uint32_t id = CONV__VEC(f->args, conv_value)[k].id;
            mine[id - 1u] = conv__interp_override(s, t, id, conv__interp_argument(f, id, s->desc->seed, t));
            if (s->desc->concrete) conv__conc_argument(s, id, &mine[id - 1u]);
        }
        for (k = 0; k < s->nv; k++)
            if (CONV__VAL(f, k + 1u)->kind == CONV_KIND_CONSTANT) mine[k] = CONV__VAL(f, k + 1u)->immediate;
        s->ctx[(size_t)t * md] = conv__interp_ctx(s, 0, t / s->desc->wave_size);
        s->th[t].block = CONV__NONE;
    }
    for (t = 0; t < s->nt && s->status == CONV_OK; t++) {
        /* enter the entry block as if from nowhere: a header entry counts */
        uint32_t entry = 0, d, c = s->ci->innermost[0];
        size_t base = (size_t)t * md;
        s->th[t].block = entry;
        s->th[t].prev = CONV__NONE;
        s->th[t].depth = conv__cycle_depth_of(s->ci, c);
        /* the entry block has no predecessors outside: it is in no cycle
           unless it loops to itself, then it is that cycle's header */
        for (d = 1; d <= s->th[t].depth; d++) {
            s->counter[base + d] = d == s->th[t].depth && s->header_of[0] ? 1u : 0u;
            s->ctx[base + d] = conv__interp_ctx(s, s->ctx[base + d - 1u], s->counter[base + d]);
        }
    }
    return s->status;
}

CONVDEF conv_result conv_interp_run(const conv_function *f, const conv_interp_desc *desc_in, conv_diags *diags,
                                    conv_interp **out) {
    conv_interp_desc desc;
    conv_interp *run;
    conv__interp_state s;
    conv_allocator a;
    conv_result r;
    conv_cycles *owned_cycles = NULL;
    uint32_t t, *pos = NULL;
    if (f == NULL || out == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if (!f->finalized) return CONV_ERR_NOT_FINALIZED;
    r = conv__interp_validate(f, desc_in, diags, &desc, &a);
    if (r != CONV_OK) return r;
    run = (conv_interp *)conv__alloc(&a, sizeof *run);
    if (run == NULL) return CONV_ERR_OUT_OF_MEMORY;
    memset(run, 0, sizeof *run);
    memset(&s, 0, sizeof s);
    run->allocator = a;
    run->threads = desc.threads;
    run->wave_size = desc.wave_size;
    run->workgroup_size = desc.workgroup_size;
    run->nb = (uint32_t)f->blocks.count;
    run->nv = (uint32_t)f->values.count;
    s.f = f;
    s.a = &run->allocator;
    s.run = run;
    s.desc = &desc;
    s.nb = run->nb;
    s.nv = run->nv;
    s.nt = desc.threads;
    s.diags = diags;
    s.conc_wg = desc.workgroup_size;
    if (desc.concrete) {
        s.conc_coll = (int64_t *)conv__calloc_array(s.a, s.nt, sizeof(int64_t));
        s.conc_barriers = (uint32_t *)conv__calloc_array(s.a, s.nt, sizeof(uint32_t));
        if (s.conc_coll == NULL || s.conc_barriers == NULL) r = CONV_ERR_OUT_OF_MEMORY;
    }
    if (r != CONV_OK) {
        /* out of memory above */
    } else if (desc.cycles) {
        s.ci = desc.cycles;
    } else {
        conv_cycles_desc cd;
        memset(&cd, 0, sizeof cd);
        cd.allocator = a;
        r = conv_cycles_build(f, &cd, &owned_cycles);
        s.ci = owned_cycles;
    }
    if (r == CONV_OK) {
        uint32_t c;
        run->cycle_header = (uint32_t *)conv__calloc_array(s.a, (size_t)s.ci->count + 1u, sizeof(uint32_t));
        if (run->cycle_header == NULL) r = CONV_ERR_OUT_OF_MEMORY;
        else run->nc = s.ci->count;
        for (c = 0; r == CONV_OK && c < s.ci->count; c++)
            run->cycle_header[c] = s.ci->entries[s.ci->entries_begin[c]].id;
    }
    run->thread_done = r == CONV_OK ? (uint8_t *)conv__calloc_array(s.a, s.nt, 1) : NULL;
    if (r == CONV_OK && run->thread_done == NULL) r = CONV_ERR_OUT_OF_MEMORY;
    if (r == CONV_OK) r = conv__interp_alloc(&s, &pos);
    if (r == CONV_OK) r = conv__cycle_order(f, s.ci, s.a, s.ord);
    if (r == CONV_OK) r = conv__interp_regions(&s, pos);
    if (r == CONV_OK) r = conv__interp_start(&s);
    while (r == CONV_OK) {
        for (t = 0; t < s.nt; t++) conv__interp_run_thread(&s, t);
        if (s.status != CONV_OK || !conv__interp_schedule(&s)) break;
    }
    if (r == CONV_OK) r = s.status;
    if (r == CONV_OK) {
        run->finished = true;
        for (t = 0; t < s.nt; t++) {
            run->thread_done[t] = s.th[t].state == CONV__T_DONE;
            if (!run->thread_done[t]) run->finished = false;
        }
        r = conv__interp_collect(&s, pos);
    }
    run->hashed = s.conc_hashed;
    conv__interp_state_free(&s);
    conv_cycles_free(owned_cycles);
    if (r != CONV_OK) {
        conv_interp_free(run);
        return r;
    }
    *out = run;
    return CONV_OK;
}

CONVDEF bool conv_interp_finished(const conv_interp *run) { return run != NULL && run->finished; }
CONVDEF uint64_t conv_interp_hashed_count(const conv_interp *run) { return run ? run->hashed : 0u; }
CONVDEF uint32_t conv_interp_thread_count(const conv_interp *run) { return run ? run->threads : 0u; }
CONVDEF uint32_t conv_interp_wave_size(const conv_interp *run) { return run ? run->wave_size : 0u; }
CONVDEF bool conv_interp_thread_finished(const conv_interp *run, uint32_t thread) {
    return run != NULL && thread < run->threads && run->thread_done[thread] != 0;
}
CONVDEF uint32_t conv_interp_instance_count(const conv_interp *run) {
    return run ? (uint32_t)run->instances.count : 0u;
}
CONVDEF bool conv_interp_get(const conv_interp *run, uint32_t index, conv_interp_instance *out) {
    const conv__interp_inst *in;
    if (run == NULL || out == NULL || index >= run->instances.count) return false;
    in = &CONV__VEC(run->instances, conv__interp_inst)[index];
    out->inst.id = in->inst;
    out->block.id = in->block;
    out->kind = (conv_instance_kind)in->kind;
    out->wave = in->wave;
    out->thread_count = in->count;
    out->threads = CONV__VEC(run->members, uint32_t) + in->first;
    out->values = in->has_value ? CONV__VEC(run->values, int64_t) + in->first : NULL;
    return true;
}

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 5, 6)))
#endif
CONV__PRIVATE conv_result conv__interp_report(const conv_function *f, conv_diags *diags, const char *code, uint32_t inst,
                                              const char *fmt, ...) {
    char buf[512];
    va_list ap;
    conv_diag d;
    const conv__value_rec *v = CONV__VAL(f, inst);
    if (diags == NULL) return CONV_OK;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    memset(&d, 0, sizeof d);
    d.code = code;
    d.message = buf;
    d.function = conv__fname(f);
    d.block = v->block ? conv__strpool_get(&f->names, CONV__BLK(f, v->block)->name) : NULL;
    d.instruction = conv__vname(f, inst);
    d.line = v->line;
    d.col = v->col;
    return conv_diags_add(diags, &d);
}

/* The claims of a uniformity result, as conv_interp_check takes them: one
   bool array holds the value claims, then the branch claims, then the
   exit claims. Only public queries of u are used, plus its sizes, which
   must equal the run's (a result of another function is refused). */
CONVDEF conv_result conv_interp_check_uniformity(const conv_interp *run, const conv_function *f,
                                                 const conv_uniformity *u, conv_diags *diags, uint32_t *violations) {
    const conv_cycles *ci;
    bool *claims;
    size_t n;
    uint32_t i;
    conv_result r;
    if (run == NULL || f == NULL || u == NULL || violations == NULL || f->blocks.count != run->nb ||
        f->values.count != run->nv || u->nv != run->nv || u->nb != run->nb)
        return CONV_ERR_INVALID_ARGUMENT;
    /* exit claims are by cycle index: the run must have counted iterations
       in a hierarchy with the same cycles (any hierarchy conv_cycles_build
       makes of f has them) */
    ci = conv_uniformity_cycles(u);
    if (ci == NULL || ci->count != run->nc) return CONV_ERR_INVALID_ARGUMENT;
    for (i = 0; i < run->nc; i++)
        if (ci->entries[ci->entries_begin[i]].id != run->cycle_header[i]) return CONV_ERR_INVALID_ARGUMENT;
    n = (size_t)run->nv + run->nb + run->nc + 1u;
    claims = (bool *)conv__calloc_array(&run->allocator, n, sizeof(bool));
    if (claims == NULL) return CONV_ERR_OUT_OF_MEMORY;
    for (i = 0; i < run->nv; i++) {
        conv_value v;
        v.id = i + 1u;
        claims[i] = !conv_uniformity_value_divergent(u, v);
    }
    for (i = 0; i < run->nb; i++) {
        conv_block b;
        b.id = i + 1u;
        claims[(size_t)run->nv + i] = !conv_uniformity_branch_divergent(u, b);
    }
    for (i = 0; i < run->nc; i++) {
        conv_cycle c;
        c.id = i + 1u;
        claims[(size_t)run->nv + run->nb + i] =
            !conv_uniformity_cycle_divergent_exit(u, c) && !conv_uniformity_cycle_assumed_divergent(u, c);
    }
    r = conv_interp_check(run, f, claims, claims + run->nv, claims + (size_t)run->nv + run->nb, diags, violations);
    conv__free_array(&run->allocator, claims, n, sizeof(bool));
    return r;
}

CONVDEF conv_result conv_interp_check(const conv_interp *run, const conv_function *f, const bool *value_uniform,
                                      const bool *branch_uniform, const bool *exit_uniform, conv_diags *diags,
                                      uint32_t *violations) {
    uint32_t i, k, bad = 0, nc;
    conv_result r = CONV_OK;
    conv__u64map first;
    uint64_t *broken; /* one bit per value, block and cycle: each claim counts once */
    size_t words;
    if (run == NULL || f == NULL || violations == NULL || f->blocks.count != run->nb || f->values.count != run->nv)
        return CONV_ERR_INVALID_ARGUMENT;
    nc = run->nc;
    words = conv__bitset_words((size_t)run->nv + run->nb + nc) + 1u;
    broken = (uint64_t *)conv__calloc_array(&run->allocator, words, sizeof(uint64_t));
    if (broken == NULL) return CONV_ERR_OUT_OF_MEMORY;
    for (i = 0; i < run->instances.count && r == CONV_OK; i++) {
        conv_interp_instance in;
        bool branch;
        size_t bit;
        conv_interp_get(run, i, &in);
        if (in.values == NULL || in.thread_count < 2u) continue;
        branch = in.kind == CONV_INSTANCE_BRANCH;
        if (!(branch ? branch_uniform && branch_uniform[in.block.id - 1u]
                     : value_uniform && value_uniform[in.inst.id - 1u]))
            continue;
        bit = branch ? (size_t)run->nv + in.block.id - 1u : (size_t)in.inst.id - 1u;
        if (conv__bit_test(broken, bit)) continue;
        for (k = 1; k < in.thread_count; k++)
            if (in.values[k] != in.values[0]) break;
        if (k == in.thread_count) continue;
        conv__bit_set(broken, bit);
        bad++;
        if (branch)
            r = conv__interp_report(f, diags, "interp.unsound-branch", in.inst.id,
                                    "the branch of %s is claimed uniform, but threads %u and %u of one converged "
                                    "instance took successors %lld and %lld",
                                    conv__strpool_get(&f->names, CONV__BLK(f, in.block.id)->name), in.threads[0],
                                    in.threads[k], (long long)in.values[0], (long long)in.values[k]);
        else
            r = conv__interp_report(f, diags, "interp.unsound-value", in.inst.id,
                                    "%s is claimed uniform, but threads %u and %u of one converged instance computed "
                                    "%lld and %lld",
                                    conv__vname(f, in.inst.id), in.threads[0], in.threads[k], (long long)in.values[0],
                                    (long long)in.values[k]);
    }
    /* exits: threads entered together (one context outside the cycle)
       must leave it in one iteration; the first exit of each entry is
       remembered */
    memset(&first, 0, sizeof first);
    for (i = 0; exit_uniform && i < run->exits.count && r == CONV_OK; i++) {
        const conv__interp_exit *e = &CONV__VEC(run->exits, conv__interp_exit)[i];
        uint64_t key = ((uint64_t)e->cycle << 32) | e->parent_ctx;
        size_t bit = (size_t)run->nv + run->nb + e->cycle - 1u;
        uint32_t seen;
        if (!exit_uniform[e->cycle - 1u] || conv__bit_test(broken, bit)) continue;
        seen = conv__u64map_get(&first, key);
        if (seen == CONV__NONE) {
            r = conv__u64map_put(&run->allocator, &first, key, i);
        } else {
            const conv__interp_exit *e0 = &CONV__VEC(run->exits, conv__interp_exit)[seen];
            if (e0->iteration != e->iteration) {
                uint32_t header = run->cycle_header[e->cycle - 1u];
                conv__bit_set(broken, bit);
                bad++;
                /* reported at the header's first instruction */
                r = conv__interp_report(f, diags, "interp.unsound-exit", f->insts[f->inst_begin[header - 1u]].id,
                                        "the exits of the cycle headed by %s are claimed uniform, but threads %u and "
                                        "%u, converged when they entered it, left it in iterations %u and %u",
                                        conv__strpool_get(&f->names, CONV__BLK(f, header)->name), e0->thread, e->thread,
                                        e0->iteration, e->iteration);
            }
        }
    }
    conv__u64map_free(&run->allocator, &first);
    conv__free_array(&run->allocator, broken, words, sizeof(uint64_t));
    if (r != CONV_OK) return r;
    *violations = bad;
    return CONV_OK;
}

/* --- claims at a scope (conv_interp_check_scope) --- */

/* The claims of u at `scope`, as conv_interp_check takes them (one bool
   array: values, then branches, then exits); NULL when out of memory. */
CONV__PRIVATE bool *conv__interp_scope_claims(const conv_interp *run, const conv_uniformity *u, conv_scope scope, size_t *n) {
    bool *claims;
    uint32_t i;
    *n = (size_t)run->nv + run->nb + run->nc + 1u;
    claims = (bool *)conv__calloc_array(&run->allocator, *n, sizeof(bool));
    if (claims == NULL) return NULL;
    for (i = 0; i < run->nv; i++) {
        conv_value v;
        v.id = i + 1u;
        claims[i] = conv_uniformity_value_scope(u, v) >= scope;
    }
    for (i = 0; i < run->nb; i++) {
        conv_block b;
        b.id = i + 1u;
        claims[(size_t)run->nv + i] = conv_uniformity_branch_scope(u, b) >= scope;
    }
    for (i = 0; i < run->nc; i++) {
        conv_cycle c;
        c.id = i + 1u;
        claims[(size_t)run->nv + run->nb + i] = conv_uniformity_cycle_exit_scope(u, c) >= scope;
    }
    return claims;
}

/* The state of one check at a scope: the claims, the broken ones, and the
   first value (or exit iteration) seen in each instance of the scope. */
typedef struct conv__scope_check {
    const conv_interp *run;
    const conv_function *f;
    conv_scope scope;
    const bool *claims;       /* conv__interp_scope_claims */
    uint64_t *broken;         /* one bit per value, block and cycle: each claim counts once */
    conv__u64map first;       /* key (conv__scope_check_key) -> position + 1 in `seen` */
    conv__vec seen;           /* conv__scope_seen */
    uint32_t bad;
    conv_diags *diags;
    conv_result status;
} conv__scope_check;

typedef struct conv__scope_seen {
    int64_t value;
    uint32_t thread;
} conv__scope_seen;

/* One key for (a, b, c, d): mixed to 64 bits, never 0 (the map's empty
   key). Two keys collide with probability 2^-64 per pair. */
CONV__PRIVATE uint64_t conv__scope_check_key(uint64_t a, uint64_t b, uint64_t c, uint64_t d) {
    uint64_t h = conv__mix(conv__mix(conv__mix(conv__mix(a) ^ b) ^ c) ^ d);
    return h ? h : 1u;
}

/* Thread `thread` has `value` in the instance of the scope named by key:
   true when it differs from the first thread seen there (*other). */
CONV__PRIVATE bool conv__scope_check_differs(conv__scope_check *q, uint64_t key, int64_t value, uint32_t thread,
                                             conv__scope_seen *other) {
    uint32_t at = conv__u64map_get(&q->first, key);
    conv__scope_seen s;
    if (at == CONV__NONE) {
        s.value = value;
        s.thread = thread;
        if (CONV__VEC_PUSH1(&q->run->allocator, &q->seen, conv__scope_seen, s) != CONV_OK ||
            conv__u64map_put(&q->run->allocator, &q->first, key, (uint32_t)q->seen.count) != CONV_OK)
            q->status = CONV_ERR_OUT_OF_MEMORY;
        return false;
    }
    *other = CONV__VEC(q->seen, conv__scope_seen)[at - 1u];
    return other->value != value;
}

/* The value and branch claims: the threads of one instance of the run in
   one instance of the scope (a quad), or, for scopes across waves, the
   instances of every wave at the same instruction and iteration (below
   the wave's root) in one instance of the scope. Instances of
   token-controlled operations are compared within their wave only: a
   token's groups are a wave's. */
CONV__PRIVATE void conv__scope_check_values(conv__scope_check *q) {
    const conv_interp *run = q->run;
    const conv__interp_inst *all = CONV__VEC(run->instances, conv__interp_inst);
    uint32_t i, k;
    for (i = 0; i < run->instances.count && q->status == CONV_OK; i++) {
        const conv__interp_inst *in = &all[i];
        const uint32_t *threads = CONV__VEC(run->members, uint32_t) + in->first;
        const int64_t *values = CONV__VEC(run->values, int64_t) + in->first;
        bool branch = in->kind == CONV_INSTANCE_BRANCH, across = q->scope >= CONV_SCOPE_WORKGROUP;
        size_t bit = branch ? (size_t)run->nv + in->block - 1u : (size_t)in->inst - 1u;
        conv__scope_seen other;
        if (!in->has_value || !q->claims[bit] || conv__bit_test(q->broken, bit) || (across && in->group != 0)) continue;
        for (k = 0; k < in->count && q->status == CONV_OK; k++) {
            uint32_t t = threads[k];
            uint64_t key = across ? conv__scope_check_key(in->inst | ((uint64_t)in->kind << 32),
                                                          CONV__VEC(run->ctx_wavefree, uint64_t)[in->ctx],
                                                          conv__interp_scope_instance(t, run->wave_size, run->workgroup_size, q->scope), 0)
                                  : conv__scope_check_key(i, conv__interp_scope_instance(t, run->wave_size, run->workgroup_size, q->scope), 1, 0);
            if (!conv__scope_check_differs(q, key, values[k], t, &other)) continue;
            conv__bit_set(q->broken, bit);
            q->bad++;
            q->status = conv__interp_report(q->f, q->diags, branch ? "interp.unsound-branch" : "interp.unsound-value", in->inst,
                                            "%s of %s is claimed uniform at %s scope, but threads %u and %u of one "
                                            "instance of it computed %lld and %lld",
                                            branch ? "the branch" : "the value", branch
                                                ? conv__strpool_get(&q->f->names, CONV__BLK(q->f, in->block)->name)
                                                : conv__vname(q->f, in->inst),
                                            conv_scope_name(q->scope), other.thread, t, (long long)other.value,
                                            (long long)values[k]);
            break;
        }
    }
}

/* The exit claims: threads converged when they entered the cycle (one
   context outside it: below the wave's root for scopes across waves) and
   in one instance of the scope leave it in one iteration. */
CONV__PRIVATE void conv__scope_check_exits(conv__scope_check *q) {
    const conv_interp *run = q->run;
    bool across = q->scope >= CONV_SCOPE_WORKGROUP;
    uint32_t i;
    for (i = 0; i < run->exits.count && q->status == CONV_OK; i++) {
        const conv__interp_exit *e = &CONV__VEC(run->exits, conv__interp_exit)[i];
        size_t bit = (size_t)run->nv + run->nb + e->cycle - 1u;
        uint32_t where = conv__interp_scope_instance(e->thread, run->wave_size, run->workgroup_size, q->scope), header;
        /* across waves: the iterations outside, unless a token group at
           the header tells the wave's threads apart (then within it) */
        uint64_t key = across && e->group == 0
                           ? conv__scope_check_key(e->cycle, CONV__VEC(run->ctx_wavefree, uint64_t)[e->outside], where, 2)
                           : conv__scope_check_key(e->cycle, e->parent_ctx, where, 3);
        conv__scope_seen other;
        if (!q->claims[bit] || conv__bit_test(q->broken, bit) ||
            !conv__scope_check_differs(q, key, (int64_t)e->iteration, e->thread, &other))
            continue;
        conv__bit_set(q->broken, bit);
        q->bad++;
        header = run->cycle_header[e->cycle - 1u];
        q->status = conv__interp_report(q->f, q->diags, "interp.unsound-exit", q->f->insts[q->f->inst_begin[header - 1u]].id,
                                        "the exits of the cycle headed by %s are claimed uniform at %s scope, but "
                                        "threads %u and %u, converged when they entered it, left it in iterations "
                                        "%lld and %u",
                                        conv__strpool_get(&q->f->names, CONV__BLK(q->f, header)->name),
                                        conv_scope_name(q->scope), other.thread, e->thread, (long long)other.value,
                                        e->iteration);
    }
}

CONVDEF conv_result conv_interp_check_scope(const conv_interp *run, const conv_function *f, const conv_uniformity *u,
                                            conv_scope scope, conv_diags *diags, uint32_t *violations) {
    conv__scope_check q;
    bool *claims;
    size_t n, words;
    conv_result r;
    if (scope < CONV_SCOPE_THREAD || scope > CONV_SCOPE_SYSTEM) return CONV_ERR_INVALID_ARGUMENT;
    /* the checks of conv_interp_check_uniformity, and the wave's answer */
    if (scope == CONV_SCOPE_WAVE || run == NULL || f == NULL || u == NULL || violations == NULL)
        return conv_interp_check_uniformity(run, f, u, diags, violations);
    r = conv_interp_check_uniformity(run, f, u, NULL, violations);
    if (r != CONV_OK) return r;
    memset(&q, 0, sizeof q);
    q.run = run;
    q.f = f;
    q.scope = scope;
    q.diags = diags;
    claims = conv__interp_scope_claims(run, u, scope, &n);
    words = conv__bitset_words(n) + 1u;
    q.broken = claims ? (uint64_t *)conv__calloc_array(&run->allocator, words, sizeof(uint64_t)) : NULL;
    q.claims = claims;
    if (q.broken == NULL) q.status = CONV_ERR_OUT_OF_MEMORY;
    /* (thread scope claims nothing: one thread agrees with itself) */
    if (scope > CONV_SCOPE_THREAD && q.status == CONV_OK) conv__scope_check_values(&q);
    conv__u64map_free(&run->allocator, &q.first);
    memset(&q.first, 0, sizeof q.first);
    if (scope > CONV_SCOPE_THREAD && q.status == CONV_OK) conv__scope_check_exits(&q);
    conv__u64map_free(&run->allocator, &q.first);
    conv__vec_free(&run->allocator, &q.seen, sizeof(conv__scope_seen));
    if (q.broken) conv__free_array(&run->allocator, q.broken, words, sizeof(uint64_t));
    if (claims) conv__free_array(&run->allocator, claims, n, sizeof(bool));
    if (q.status != CONV_OK) return q.status;
    *violations = q.bad;
    return CONV_OK;
}

/* >>legality ========================================================== */

/* The legality stage answers "may this operation move there?" from the
   earlier stages' public answers: dominance places operands and users,
   the cycle hierarchy counts iterations, uniformity says which branches
   split a converged group. Every query reduces to one question about the
   blocks between the old and the new place (conv__legal_region): can a
   thread of one converged group reach one place and not the other? */

struct conv_legality {
    conv_allocator allocator;
    const conv_function *f;        /* borrowed (conv_legality_build) */
    const conv_domtree *dt;        /* borrowed from the desc, or the owned_* */
    const conv_cycles *ci;
    const conv_uniformity *u;      /* wave scope */
    conv_domtree *owned_dt;
    conv_cycles *owned_ci;
    conv_uniformity *owned_u;
    uint32_t wave_size;
    conv_may_reorder_fn may_reorder;
    void *user;
    uint32_t nb, nv;
    /* Users of each value, operand and token uses alike, as one slice per
       value id: users[users_begin[id - 1] .. users_begin[id]). */
    uint32_t *users_begin; /* nv + 1 */
    uint32_t *users;
    uint32_t users_count;
    /* Place of each instruction in its block (0-based), by id - 1. */
    uint32_t *position;    /* nv */
    /* The token definitions along the dominator tree (conv__legal_tokens):
       token_last[b - 1] is the last one that dominates the end of block b,
       token_above[d - 1] the one before definition d (0: none). From a
       point, they list nearest first every token defined above it. */
    uint32_t *token_last;  /* nb */
    uint32_t *token_above; /* nv */
    /* youngest_out[b - 1]: of the tokens whose convergence region holds
       the end of block b, the one defined last (deepest in the dominator
       tree; they all dominate b), 0 for none (conv__legal_youngest). */
    uint32_t *youngest_out; /* nb */
    /* Blocks every thread that starts the function runs once, together
       (conv__legal_all_reach): outside every cycle, after no cycle, on
       every path from the entry. Bit block - 1; NULL when f has no
       barrier (only a barrier's hoist asks). */
    uint64_t *reached_by_all;
    /* Values that depend on a collective under an anchor (directly or
       through a heart chained to one), whose result is uniform only among
       the threads of one of the anchor's groups (conv__legal_anchored).
       Bit id - 1; NULL when f has no anchor. */
    uint64_t *anchored;
    /* Branches uniform in a wave but perhaps not in a workgroup: their
       condition depends on a value that is uniform only within one wave
       (ALWAYS_UNIFORM, collectives). NULL when f has no operation wider
       than a wave. Bit block - 1. */
    uint64_t *wave_only_branch;
};

CONV__PRIVATE conv_value conv__legal_value(uint32_t id) {
    conv_value v;
    v.id = id;
    return v;
}
CONV__PRIVATE conv_block conv__legal_block(uint32_t id) {
    conv_block b;
    b.id = id;
    return b;
}

/* --- properties of operations --- */

static const char *const conv__speculatable_opcodes[] = {
    "add", "sub", "mul", "shl", "lshr", "ashr", "and", "or", "xor", "icmp", "fcmp", "select", "zext", "sext",
    "trunc", "bitcast", "fadd", "fsub", "fmul", "fdiv", "frem", "fneg", "fpext", "fptrunc", "fptoui", "fptosi",
    "uitofp", "sitofp", "ptrtoint", "inttoptr", "addrspacecast", "getelementptr", "extractvalue", "insertvalue",
    "extractelement", "insertelement", "shufflevector", "freeze",
};

CONVDEF bool conv_opcode_is_speculatable(const char *opcode) {
    size_t i;
    if (opcode == NULL) return false;
    for (i = 0; i < sizeof conv__speculatable_opcodes / sizeof conv__speculatable_opcodes[0]; i++)
        if (strcmp(opcode, conv__speculatable_opcodes[i]) == 0) return true;
    return false;
}

CONVDEF const char *conv_legal_reason_str(conv_legal_reason reason) {
    switch (reason) {
#define CONV__LEGAL_NAME(name, text) \
    case name: return #name;
        CONV_LEGAL_REASON_LIST(CONV__LEGAL_NAME)
#undef CONV__LEGAL_NAME
    case CONV_LEGAL_REASON_COUNT: break;
    }
    return "CONV_LEGAL_UNKNOWN";
}

CONV__PRIVATE const char *conv__legal_reason_text(conv_legal_reason reason) {
    switch (reason) {
#define CONV__LEGAL_TEXT(name, text) \
    case name: return text;
        CONV_LEGAL_REASON_LIST(CONV__LEGAL_TEXT)
#undef CONV__LEGAL_TEXT
    case CONV_LEGAL_REASON_COUNT: break;
    }
    return "unknown reason";
}

/* May run more or fewer times: no side effects, no undefined behaviour,
   and the same result at every execution with the same operands (a
   divergence source or a wave-uniform register read is a new value at
   each execution in the semantics, so it is not). */
CONV__PRIVATE bool conv__legal_speculatable(const conv_function *f, uint32_t id) {
    const conv__value_rec *v = CONV__VAL(f, id);
    if (v->flags & (CONV_FLAG_DIVERGENCE_SOURCE | CONV_FLAG_ALWAYS_UNIFORM)) return false;
    if (v->kind == CONV_KIND_ANCHOR || v->kind == CONV_KIND_PHI) return true;
    /* superset-safe says more: no effects, and extra threads change no result */
    if (v->flags & (CONV_FLAG_SPECULATABLE | CONV_FLAG_SUPERSET_SAFE))
        return v->kind == CONV_KIND_GENERIC || v->kind == CONV_KIND_CALL;
    return v->kind == CONV_KIND_GENERIC && v->opcode &&
           conv_opcode_is_speculatable(conv__strpool_get(&f->names, v->opcode));
}

/* An operation with effects: it must keep its executions and its order
   among the others. Terminators and token intrinsics have none. */
CONV__PRIVATE bool conv__legal_has_effects(const conv_function *f, uint32_t id) {
    const conv__value_rec *v = CONV__VAL(f, id);
    if (v->kind == CONV_KIND_BRANCH || v->kind == CONV_KIND_SWITCH || v->kind == CONV_KIND_UNREACHABLE ||
        conv__is_token_def(v->kind))
        return false;
    if (v->kind == CONV_KIND_RETURN || v->kind == CONV_KIND_INVOKE) return true;
    return !conv__legal_speculatable(f, id);
}

CONV__PRIVATE bool conv__legal_convergent(const conv_function *f, uint32_t id) {
    const conv__value_rec *v = CONV__VAL(f, id);
    return (v->flags & CONV_FLAG_CONVERGENT) != 0 && (v->kind == CONV_KIND_CALL || v->kind == CONV_KIND_ANCHOR);
}

/* Convergent, and with threads to communicate with: with wave size 1 a
   convergent call behaves like any other. Anchors keep their static
   rules (they never leave their cycle) whatever the wave size. */
CONV__PRIVATE bool conv__legal_communicates(const conv_legality *L, uint32_t id) {
    if (!conv__legal_convergent(L->f, id)) return false;
    return L->wave_size > 1u || CONV__VAL(L->f, id)->kind == CONV_KIND_ANCHOR;
}

CONV__PRIVATE conv_scope conv__legal_scope(const conv_function *f, uint32_t id) {
    conv_value v;
    v.id = id;
    return conv_value_scope(f, v);
}

/* --- building --- */

/* The scratch of conv__legal_wave_only, one allocation each. */
typedef struct conv__wave_only {
    uint64_t *tainted;       /* nv bits: may differ between waves */
    uint64_t *reached;       /* nb bits: reached from a marked branch */
    uint64_t *cycle_done;    /* cycles bits: uses leaving it marked */
    uint32_t *values;        /* nv: worklist of tainted values */
    uint32_t *blocks;        /* nb: worklist of reached blocks */
    uint32_t nvalues, nblocks;
} conv__wave_only;

CONV__PRIVATE void conv__wave_only_taint(conv__wave_only *w, uint32_t id) {
    if (conv__bit_test(w->tainted, id - 1u)) return;
    conv__bit_set(w->tainted, id - 1u);
    w->values[w->nvalues++] = id;
}

/* A branch on a tainted value: its joins are every block it reaches (their
   phis), and values of the cycles around it are seen outside them in
   different iterations by different waves. */
CONV__PRIVATE void conv__wave_only_branch(const conv_legality *L, conv__wave_only *w, uint32_t b) {
    const conv_function *f = L->f;
    uint32_t q, k;
    w->blocks[w->nblocks++] = b;
    while (w->nblocks > 0) {
        uint32_t blk = w->blocks[--w->nblocks], e;
        for (e = f->succ_begin[blk - 1u]; e < f->succ_begin[blk]; e++) {
            uint32_t s = f->succ[e].id;
            if (conv__bit_test(w->reached, s - 1u)) continue;
            conv__bit_set(w->reached, s - 1u);
            for (q = f->inst_begin[s - 1u]; q < f->inst_begin[s] && CONV__VAL(f, f->insts[q].id)->kind == CONV_KIND_PHI;
                 q++)
                conv__wave_only_taint(w, f->insts[q].id);
            w->blocks[w->nblocks++] = s;
        }
    }
    conv_block from;
    conv_cycle cy;
    from.id = b;
    for (cy = conv_cycles_innermost(L->ci, from); cy.id != 0 && !conv__bit_test(w->cycle_done, cy.id - 1u);
         cy = conv_cycle_parent(L->ci, cy)) {
        const conv_block *blocks;
        uint32_t n, i;
        conv__bit_set(w->cycle_done, cy.id - 1u);
        blocks = conv_cycle_blocks(L->ci, cy, &n);
        for (i = 0; i < n; i++)
            for (q = f->inst_begin[blocks[i].id - 1u]; q < f->inst_begin[blocks[i].id]; q++) {
                uint32_t id = f->insts[q].id;
                for (k = L->users_begin[id - 1u]; k < L->users_begin[id]; k++)
                    if (!conv_cycle_contains(L->ci, cy, conv_value_block(f, conv__legal_value(L->users[k]))))
                        conv__wave_only_taint(w, L->users[k]);
            }
    }
}

/* Marks, for operations wider than a wave, the branches that conv's
   wave-scope uniformity may call uniform only because of a value that is
   uniform within one wave (ALWAYS_UNIFORM, collectives): data flow from
   such values, the joins of branches on them, and values leaving the
   cycles around those branches. Over-approximate on purpose: a marked
   branch only costs a legal answer. */
CONV__PRIVATE conv_result conv__legal_wave_only(conv_legality *L) {
    const conv_function *f = L->f;
    const conv_allocator *a = &L->allocator;
    size_t vwords = (L->nv + 64u) / 64u, bwords = (L->nb + 64u) / 64u, cwords = (conv_cycles_count(L->ci) + 64u) / 64u;
    conv__wave_only w;
    uint64_t *branches = (uint64_t *)conv__calloc_array(a, bwords, sizeof(uint64_t));
    uint32_t id, k;
    memset(&w, 0, sizeof w);
    w.tainted = (uint64_t *)conv__calloc_array(a, vwords, sizeof(uint64_t));
    w.reached = (uint64_t *)conv__calloc_array(a, bwords, sizeof(uint64_t));
    w.cycle_done = (uint64_t *)conv__calloc_array(a, cwords, sizeof(uint64_t));
    w.values = (uint32_t *)conv__alloc_array(a, (size_t)L->nv + 1u, sizeof(uint32_t));
    w.blocks = (uint32_t *)conv__alloc_array(a, (size_t)L->nb + 1u, sizeof(uint32_t));
    if (branches && w.tainted && w.reached && w.cycle_done && w.values && w.blocks) {
        for (id = 1; id <= L->nv; id++) {
            const conv__value_rec *v = CONV__VAL(f, id);
            if (v->block != 0 && ((v->flags & (CONV_FLAG_ALWAYS_UNIFORM | CONV_FLAG_UNIFORM_COLLECTIVE)) != 0 ||
                                  (v->kind == CONV_KIND_CALL && conv__legal_convergent(f, id))))
                conv__wave_only_taint(&w, id);
        }
        while (w.nvalues > 0) {
            id = w.values[--w.nvalues];
            for (k = L->users_begin[id - 1u]; k < L->users_begin[id]; k++) {
                uint32_t user = L->users[k];
                const conv__value_rec *uv = CONV__VAL(f, user);
                if (conv__kind_is_terminator(uv->kind) && uv->refs_count > 1u) {
                    if (conv__bit_test(branches, uv->block - 1u)) continue;
                    conv__bit_set(branches, uv->block - 1u);
                    conv__wave_only_branch(L, &w, uv->block);
                }
                conv__wave_only_taint(&w, user);
            }
        }
        L->wave_only_branch = branches;
        branches = NULL;
    }
    conv__free_array(a, branches, bwords, sizeof(uint64_t));
    conv__free_array(a, w.tainted, vwords, sizeof(uint64_t));
    conv__free_array(a, w.reached, bwords, sizeof(uint64_t));
    conv__free_array(a, w.cycle_done, cwords, sizeof(uint64_t));
    conv__free_array(a, w.values, (size_t)L->nv + 1u, sizeof(uint32_t));
    conv__free_array(a, w.blocks, (size_t)L->nb + 1u, sizeof(uint32_t));
    return L->wave_only_branch ? CONV_OK : CONV_ERR_OUT_OF_MEMORY;
}

/* The users of every value (operands, phi inputs and token uses). */
CONV__PRIVATE conv_result conv__legal_users(conv_legality *L) {
    const conv_function *f = L->f;
    const conv_allocator *a = &L->allocator;
    uint32_t k, i, total = 0;
    L->users_begin = (uint32_t *)conv__calloc_array(a, (size_t)L->nv + 1u, sizeof(uint32_t));
    L->position = (uint32_t *)conv__calloc_array(a, L->nv, sizeof(uint32_t));
    if (L->users_begin == NULL || L->position == NULL) return CONV_ERR_OUT_OF_MEMORY;
    for (k = 0; k < f->inst_count; k++) {
        const conv__value_rec *v = CONV__VAL(f, f->insts[k].id);
        total += v->ops_count + (v->token ? 1u : 0u);
    }
    L->users_count = total;
    L->users = (uint32_t *)conv__alloc_array(a, (size_t)total + 1u, sizeof(uint32_t));
    if (L->users == NULL) return CONV_ERR_OUT_OF_MEMORY;
    /* counts at [id], prefix sums, then fill backwards */
    for (k = 0; k < f->inst_count; k++) {
        const conv__value_rec *v = CONV__VAL(f, f->insts[k].id);
        for (i = 0; i < v->ops_count; i++) L->users_begin[CONV__VEC(f->operands, conv_value)[v->ops_begin + i].id]++;
        if (v->token) L->users_begin[v->token]++;
    }
    for (k = 1; k <= L->nv; k++) L->users_begin[k] += L->users_begin[k - 1u];
    for (k = f->inst_count; k-- > 0;) {
        uint32_t id = f->insts[k].id;
        const conv__value_rec *v = CONV__VAL(f, id);
        for (i = 0; i < v->ops_count; i++)
            L->users[--L->users_begin[CONV__VEC(f->operands, conv_value)[v->ops_begin + i].id]] = id;
        if (v->token) L->users[--L->users_begin[v->token]] = id;
    }
    /* users_begin[id] now starts id's users: shift to index id - 1 */
    memmove(L->users_begin, L->users_begin + 1u, sizeof(uint32_t) * L->nv);
    L->users_begin[L->nv] = total;
    for (k = 0; k < L->nb; k++)
        for (i = f->inst_begin[k]; i < f->inst_begin[k + 1u]; i++) L->position[f->insts[i].id - 1u] = i - f->inst_begin[k];
    return CONV_OK;
}

/* token_last and token_above, in reverse post-order (a block's immediate
   dominator comes first). */
CONV__PRIVATE conv_result conv__legal_tokens(conv_legality *L) {
    const conv_function *f = L->f;
    const conv_block *rpo;
    uint32_t i, k, n = 0;
    L->token_last = (uint32_t *)conv__calloc_array(&L->allocator, L->nb, sizeof(uint32_t));
    L->token_above = (uint32_t *)conv__calloc_array(&L->allocator, L->nv, sizeof(uint32_t));
    if (L->token_last == NULL || L->token_above == NULL) return CONV_ERR_OUT_OF_MEMORY;
    rpo = conv_function_rpo(f, &n);
    for (i = 0; i < n; i++) {
        uint32_t b = rpo[i].id, idom = conv_domtree_idom(L->dt, rpo[i]).id;
        uint32_t last = idom ? L->token_last[idom - 1u] : 0u;
        for (k = f->inst_begin[b - 1u]; k < f->inst_begin[b]; k++) {
            uint32_t id = f->insts[k].id;
            if (!conv__is_token_def(CONV__VAL(f, id)->kind)) continue;
            L->token_above[id - 1u] = last;
            last = id;
        }
        L->token_last[b - 1u] = last;
    }
    return CONV_OK;
}

/* reached_by_all, in reverse post-order: a block outside every cycle that
   post-dominates the entry (every path from it passes the block) and that
   no block of a cycle reaches (threads arrive once each, with nothing to
   go round before it). The entry must be outside every cycle too. */
CONV__PRIVATE conv_result conv__legal_all_reach(conv_legality *L) {
    const conv_function *f = L->f;
    const conv_block *rpo;
    conv_domtree *pdt = NULL;
    conv_domtree_desc dd;
    uint8_t *after_cycle;
    uint32_t i, k, n = 0;
    bool barrier = false;
    conv_result r;
    for (k = 0; k < f->inst_count && !barrier; k++) barrier = (CONV__VAL(f, f->insts[k].id)->flags & CONV_FLAG_BARRIER) != 0;
    if (!barrier) return CONV_OK;
    memset(&dd, 0, sizeof dd);
    dd.allocator = L->allocator;
    dd.post = true;
    L->reached_by_all = (uint64_t *)conv__calloc_array(&L->allocator, (L->nb + 64u) / 64u, sizeof(uint64_t));
    after_cycle = (uint8_t *)conv__calloc_array(&L->allocator, (size_t)L->nb + 1u, 1);
    r = L->reached_by_all && after_cycle ? conv_domtree_build(f, &dd, &pdt) : CONV_ERR_OUT_OF_MEMORY;
    rpo = conv_function_rpo(f, &n);
    for (i = 0; r == CONV_OK && i < n; i++) {
        uint32_t b = rpo[i].id;
        const conv_block *preds;
        uint32_t np = 0;
        if (conv_cycles_innermost(L->ci, rpo[i]).id != 0) {
            after_cycle[b - 1u] = 1;
            continue;
        }
        /* no retreating edge enters a block outside every cycle: its
           predecessors come first in reverse post-order */
        preds = conv_block_predecessors(f, rpo[i], &np);
        for (k = 0; k < np; k++) after_cycle[b - 1u] = (uint8_t)(after_cycle[b - 1u] | after_cycle[preds[k].id - 1u]);
        if (!after_cycle[b - 1u] && !after_cycle[rpo[0].id - 1u] && conv_domtree_dominates(pdt, rpo[i], rpo[0]))
            conv__bit_set(L->reached_by_all, b - 1u);
    }
    conv_domtree_free(pdt);
    conv__free_array(&L->allocator, after_cycle, (size_t)L->nb + 1u, 1);
    return r;
}

/* `anchored`: from the convergent operations whose token chain reaches an
   anchor, forward over users. */
CONV__PRIVATE conv_result conv__legal_anchored(conv_legality *L) {
    const conv_function *f = L->f;
    uint32_t *stack, sp = 0, k, t;
    bool any = false;
    for (k = 0; k < f->inst_count && !any; k++) any = CONV__VAL(f, f->insts[k].id)->kind == CONV_KIND_ANCHOR;
    if (!any) return CONV_OK;
    L->anchored = (uint64_t *)conv__calloc_array(&L->allocator, ((size_t)L->nv + 64u) / 64u, sizeof(uint64_t));
    stack = (uint32_t *)conv__alloc_array(&L->allocator, (size_t)L->nv + 1u, sizeof(uint32_t));
    if (L->anchored == NULL || stack == NULL) {
        conv__free_array(&L->allocator, stack, (size_t)L->nv + 1u, sizeof(uint32_t));
        return CONV_ERR_OUT_OF_MEMORY;
    }
    for (k = 0; k < f->inst_count; k++) {
        uint32_t id = f->insts[k].id;
        if (!conv__legal_convergent(f, id) || CONV__VAL(f, id)->kind == CONV_KIND_ANCHOR) continue;
        for (t = CONV__VAL(f, id)->token; t && CONV__VAL(f, t)->kind != CONV_KIND_ANCHOR; t = CONV__VAL(f, t)->token) {}
        if (t == 0) continue;
        conv__bit_set(L->anchored, id - 1u);
        stack[sp++] = id;
    }
    while (sp > 0) {
        uint32_t v = stack[--sp];
        for (k = L->users_begin[v - 1u]; k < L->users_begin[v]; k++) {
            uint32_t u = L->users[k];
            if (conv__bit_test(L->anchored, u - 1u) || CONV__VAL(f, u)->token == v) continue;
            conv__bit_set(L->anchored, u - 1u);
            stack[sp++] = u;
        }
    }
    conv__free_array(&L->allocator, stack, (size_t)L->nv + 1u, sizeof(uint32_t));
    return CONV_OK;
}

/* youngest_out, one backward walk per token from its uses through the
   blocks its definition dominates (as conv_verify walks the regions): the
   cost is the size of the regions. */
CONV__PRIVATE conv_result conv__legal_youngest(conv_legality *L) {
    const conv_function *f = L->f;
    uint32_t *stamp, *stack, k, j, sp;
    L->youngest_out = (uint32_t *)conv__calloc_array(&L->allocator, L->nb, sizeof(uint32_t));
    stamp = (uint32_t *)conv__calloc_array(&L->allocator, (size_t)L->nb + 1u, sizeof(uint32_t));
    stack = (uint32_t *)conv__alloc_array(&L->allocator, (size_t)L->nb + 1u, sizeof(uint32_t));
    if (L->youngest_out == NULL || stamp == NULL || stack == NULL) {
        conv__free_array(&L->allocator, stamp, (size_t)L->nb + 1u, sizeof(uint32_t));
        conv__free_array(&L->allocator, stack, (size_t)L->nb + 1u, sizeof(uint32_t));
        return CONV_ERR_OUT_OF_MEMORY;
    }
    for (k = 0; k < f->inst_count; k++) {
        uint32_t d = f->insts[k].id, db = CONV__VAL(f, d)->block;
        if (!conv__is_token_def(CONV__VAL(f, d)->kind) || f->rpo_index[db - 1u] == CONV__NONE) continue;
        sp = 0;
        for (j = L->users_begin[d - 1u]; j < L->users_begin[d]; j++) {
            uint32_t ub = CONV__VAL(f, L->users[j])->block;
            if (CONV__VAL(f, L->users[j])->token != d || ub == 0 || ub == db || stamp[ub - 1u] == d) continue;
            stamp[ub - 1u] = d;
            stack[sp++] = ub;
        }
        while (sp > 0) {
            uint32_t z = stack[--sp], p;
            for (p = f->pred_begin[z - 1u]; p < f->pred_begin[z]; p++) {
                uint32_t q = f->pred[p].id, y;
                if (f->rpo_index[q - 1u] == CONV__NONE ||
                    !conv_domtree_dominates(L->dt, conv__legal_block(db), conv__legal_block(q)))
                    continue;
                /* the end of q is in d's region: d is the youngest so far
                   when the current one dominates it */
                y = L->youngest_out[q - 1u];
                if (y == 0 || (CONV__VAL(f, y)->block == db ? L->position[y - 1u] < L->position[d - 1u]
                                                            : conv_domtree_dominates(L->dt, conv__legal_block(CONV__VAL(f, y)->block),
                                                                                     conv__legal_block(db))))
                    L->youngest_out[q - 1u] = d;
                if (q == db || stamp[q - 1u] == d) continue;
                stamp[q - 1u] = d;
                stack[sp++] = q;
            }
        }
    }
    conv__free_array(&L->allocator, stamp, (size_t)L->nb + 1u, sizeof(uint32_t));
    conv__free_array(&L->allocator, stack, (size_t)L->nb + 1u, sizeof(uint32_t));
    return CONV_OK;
}

CONVDEF void conv_legality_free(conv_legality *L) {
    conv_allocator a;
    if (L == NULL) return;
    a = L->allocator;
    conv_domtree_free(L->owned_dt);
    conv_uniformity_free(L->owned_u);
    conv_cycles_free(L->owned_ci);
    conv__free_array(&a, L->users_begin, (size_t)L->nv + 1u, sizeof(uint32_t));
    conv__free_array(&a, L->users, (size_t)L->users_count + 1u, sizeof(uint32_t));
    conv__free_array(&a, L->position, L->nv, sizeof(uint32_t));
    conv__free_array(&a, L->token_last, L->nb, sizeof(uint32_t));
    conv__free_array(&a, L->token_above, L->nv, sizeof(uint32_t));
    conv__free_array(&a, L->youngest_out, L->nb, sizeof(uint32_t));
    conv__free_array(&a, L->reached_by_all, (L->nb + 64u) / 64u, sizeof(uint64_t));
    conv__free_array(&a, L->anchored, ((size_t)L->nv + 64u) / 64u, sizeof(uint64_t));
    conv__free_array(&a, L->wave_only_branch, (L->nb + 64u) / 64u, sizeof(uint64_t));
    conv__free(&a, L, sizeof *L);
}

/* The analyses the desc does not share, built and owned. */
CONV__PRIVATE conv_result conv__legal_analyses(conv_legality *L, const conv_legality_desc *desc) {
    conv_result r = CONV_OK;
    if (L->dt == NULL) {
        conv_domtree_desc dd;
        memset(&dd, 0, sizeof dd);
        dd.allocator = L->allocator;
        r = conv_domtree_build(L->f, &dd, &L->owned_dt);
        L->dt = L->owned_dt;
    }
    if (r == CONV_OK && L->ci == NULL) {
        conv_cycles_desc cd;
        memset(&cd, 0, sizeof cd);
        cd.allocator = L->allocator;
        r = conv_cycles_build(L->f, &cd, &L->owned_ci);
        L->ci = L->owned_ci;
    }
    if (r == CONV_OK && L->u == NULL) {
        conv_uniformity_desc ud;
        memset(&ud, 0, sizeof ud);
        ud.allocator = L->allocator;
        ud.wave_size = L->wave_size;
        ud.arguments = desc->arguments;
        ud.cycles = L->ci;
        ud.domtree = L->dt;
        r = conv_uniformity_build(L->f, &ud, &L->owned_u);
        L->u = L->owned_u;
    }
    return r;
}

CONVDEF conv_result conv_legality_build(const conv_function *f, const conv_legality_desc *desc_in,
                                        conv_legality **out) {
    conv_legality_desc desc;
    conv_legality *L;
    conv_allocator a;
    conv_result r;
    uint32_t id;
    bool wide = false;
    if (f == NULL || out == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if (!f->finalized) return CONV_ERR_NOT_FINALIZED;
    memset(&desc, 0, sizeof desc);
    if (desc_in) desc = *desc_in;
    if ((unsigned)desc.arguments > (unsigned)CONV_ARGUMENTS_DIVERGENT) return CONV_ERR_INVALID_ARGUMENT;
    if (desc.domtree && (conv_domtree_is_post(desc.domtree) || conv_domtree_block_count(desc.domtree) != f->blocks.count))
        return CONV_ERR_INVALID_ARGUMENT;
    r = conv__analysis_allocator(f, &desc.allocator, &a);
    if (r != CONV_OK) return r;
    L = (conv_legality *)conv__alloc(&a, sizeof *L);
    if (L == NULL) return CONV_ERR_OUT_OF_MEMORY;
    memset(L, 0, sizeof *L);
    L->allocator = a;
    L->f = f;
    L->nb = (uint32_t)f->blocks.count;
    L->nv = (uint32_t)f->values.count;
    L->wave_size = desc.wave_size ? desc.wave_size : 64u;
    L->dt = desc.domtree;
    L->ci = desc.cycles;
    L->u = desc.uniformity;
    L->may_reorder = desc.may_reorder;
    L->user = desc.user;
    if (L->u && desc.cycles && conv_uniformity_cycles(L->u) != desc.cycles) r = CONV_ERR_INVALID_ARGUMENT;
    if (r == CONV_OK && L->u && L->ci == NULL) L->ci = conv_uniformity_cycles(L->u);
    if (r == CONV_OK) r = conv__legal_analyses(L, &desc);
    if (r == CONV_OK) r = conv__legal_users(L);
    if (r == CONV_OK) r = conv__legal_tokens(L);
    if (r == CONV_OK) r = conv__legal_youngest(L);
    if (r == CONV_OK) r = conv__legal_all_reach(L);
    if (r == CONV_OK) r = conv__legal_anchored(L);
    for (id = 1; r == CONV_OK && id <= L->nv; id++)
        if (CONV__VAL(f, id)->block && conv__legal_convergent(f, id) && conv__legal_scope(f, id) > CONV_SCOPE_WAVE)
            wide = true;
    if (r == CONV_OK && wide && L->wave_size > 1u) r = conv__legal_wave_only(L);
    if (r != CONV_OK) {
        conv_legality_free(L);
        return r;
    }
    *out = L;
    return CONV_OK;
}

CONVDEF const conv_function *conv_legality_function(const conv_legality *L) { return L ? L->f : NULL; }

/* --- the region between two places --- */

/* Whether block b's terminator may send threads to different blocks: two
   distinct successors (a conditional branch to one block twice does not). */
CONV__PRIVATE bool conv__legal_splits(const conv_function *f, uint32_t b) {
    uint32_t k;
    for (k = f->succ_begin[b - 1u] + 1u; k < f->succ_begin[b]; k++)
        if (f->succ[k].id != f->succ[f->succ_begin[b - 1u]].id) return true;
    return false;
}

/* Whether the branch ending block b keeps every converged group together
   at scope `scope`. */
CONV__PRIVATE bool conv__legal_branch_uniform(const conv_legality *L, uint32_t b, conv_scope scope) {
    if (L->wave_size <= 1u) return true;
    if (conv_uniformity_branch_divergent(L->u, conv__legal_block(b))) return false;
    return scope <= CONV_SCOPE_WAVE || L->wave_only_branch == NULL || !conv__bit_test(L->wave_only_branch, b - 1u);
}

/* What lies between `from` and the first of `stop` a thread reaches in
   the same iteration of every cycle around `from`. */
typedef struct conv__region {
    conv__vec blocks;       /* uint32_t block ids visited, `from` first */
    bool cyclic;            /* a closed path avoids every stop block */
    bool leaves;            /* some path leaves the iteration (an exit of
                               the cycle around `from`, its header, or a
                               block without successors) first */
    bool reaches_stop;
    uint32_t leave_block;   /* a block where a path leaves */
    uint32_t divergent;     /* first block whose branch splits a group, 0 */
} conv__region;

CONV__PRIVATE void conv__region_free(const conv_legality *L, conv__region *R) {
    conv__vec_free(&L->allocator, &R->blocks, sizeof(uint32_t));
}

CONV__PRIVATE bool conv__region_is_stop(const uint32_t *stop, uint32_t nstop, uint32_t b) {
    uint32_t i;
    for (i = 0; i < nstop; i++)
        if (stop[i] == b) return true;
    return false;
}

/* What a thread at a block of the region does in this iteration: always
   reach the stop block, never, or either (by the branches on the way). */
enum { CONV__FATE_MIXED = 0, CONV__FATE_MUST = 1, CONV__FATE_NEVER = 2 };

/* The fate of successor z of a region block (home: the cycle around the
   region's start, header its header). */
CONV__PRIVATE uint8_t conv__region_fate_of(const conv_legality *L, conv_cycle home, uint32_t header, uint32_t stop,
                                          const conv__u64map *index, const uint8_t *must, const uint8_t *may,
                                          uint32_t z) {
    uint32_t at;
    if (z == stop) return CONV__FATE_MUST;
    if (home.id && (z == header || !conv_cycle_contains(L->ci, home, conv__legal_block(z)))) return CONV__FATE_NEVER;
    at = conv__u64map_get(index, z);
    if (at == CONV__NONE) return CONV__FATE_NEVER;
    return must[at] ? CONV__FATE_MUST : may[at] ? CONV__FATE_MIXED : CONV__FATE_NEVER;
}

/* A divergent branch splits a group harmlessly when all of its
   successors share one sure fate: every thread reaches the stop block, or
   none does. Keeps in R->divergent the first branch that does harm (0:
   none). Least fixpoints: a block that may loop forever is not sure. */
CONV__PRIVATE conv_result conv__region_refine_divergent(const conv_legality *L, conv__region *R, uint32_t stop,
                                                         conv_scope scope) {
    const conv_function *f = L->f;
    const uint32_t *blocks = CONV__VEC(R->blocks, uint32_t);
    uint32_t n = (uint32_t)R->blocks.count, i, k;
    conv_cycle home = conv_cycles_innermost(L->ci, conv__legal_block(blocks[0]));
    uint32_t header = home.id ? conv_cycle_header(L->ci, home).id : 0u;
    uint8_t *must = (uint8_t *)conv__calloc_array(&L->allocator, (size_t)n * 2u + 1u, 1), *may;
    conv__u64map index;
    conv_result r = must ? CONV_OK : CONV_ERR_OUT_OF_MEMORY;
    if (must == NULL) return r;
    may = must + n;
    bool changed = true;
    memset(&index, 0, sizeof index);
    for (i = 0; i < n && r == CONV_OK; i++) r = conv__u64map_put(&L->allocator, &index, blocks[i], i);
    while (r == CONV_OK && changed) {
        changed = false;
        for (i = 0; i < n; i++) {
            bool all = f->succ_begin[blocks[i]] > f->succ_begin[blocks[i] - 1u], any = false;
            for (k = f->succ_begin[blocks[i] - 1u]; k < f->succ_begin[blocks[i]]; k++) {
                uint8_t fate = conv__region_fate_of(L, home, header, stop, &index, must, may, f->succ[k].id);
                all = all && fate == CONV__FATE_MUST;
                any = any || fate != CONV__FATE_NEVER;
            }
            if (all && !must[i]) must[i] = 1, changed = true;
            if (any && !may[i]) may[i] = 1, changed = true;
        }
    }
    if (r == CONV_OK) R->divergent = 0;
    for (i = 0; r == CONV_OK && i < n && !R->divergent; i++) {
        uint32_t b = blocks[i], first = f->succ_begin[b - 1u];
        uint8_t fate0;
        bool same = true;
        if (!conv__legal_splits(f, b) || conv__legal_branch_uniform(L, b, scope)) continue;
        fate0 = conv__region_fate_of(L, home, header, stop, &index, must, may, f->succ[first].id);
        for (k = first + 1u; k < f->succ_begin[b]; k++)
            same = same && conv__region_fate_of(L, home, header, stop, &index, must, may, f->succ[k].id) == fate0;
        if (!same || fate0 == CONV__FATE_MIXED) R->divergent = b;
    }
    conv__u64map_free(&L->allocator, &index);
    conv__free_array(&L->allocator, must, (size_t)n * 2u + 1u, 1);
    return r;
}

/* Whether the edge from a region block to z stays in the iteration of
   `home` (whose header is `header`): not a back edge, not an exit. */
CONV__PRIVATE bool conv__region_inside(const conv_legality *L, conv_cycle home, uint32_t header, uint32_t z) {
    return !home.id || (z != header && conv_cycle_contains(L->ci, home, conv__legal_block(z)));
}

/* The flags of a region whose blocks are exactly those on a path from
   its start to `stop` in the iteration (conv__legal_path): a successor
   outside them never leads to `stop` in this iteration, so a path that
   takes it leaves (or loops apart), as the forward walk would find. */
CONV__PRIVATE void conv__region_path_flags(const conv_legality *L, conv__region *R, const conv__u64map *in,
                                           const uint32_t *stop, uint32_t nstop, conv_scope scope) {
    const conv_function *f = L->f;
    const uint32_t *blocks = CONV__VEC(R->blocks, uint32_t);
    conv_cycle home = conv_cycles_innermost(L->ci, conv__legal_block(blocks[0]));
    uint32_t header = home.id ? conv_cycle_header(L->ci, home).id : 0u, k;
    size_t i;
    for (i = 0; i < R->blocks.count; i++) {
        uint32_t b = blocks[i];
        conv_cycle bc = conv_cycles_innermost(L->ci, conv__legal_block(b));
        /* a cycle inside the region: threads may go round it */
        if (bc.id != home.id) R->cyclic = true;
        if (!R->divergent && conv__legal_splits(f, b) && !conv__legal_branch_uniform(L, b, scope))
            R->divergent = b;
        bool leaves = f->succ_begin[b] == f->succ_begin[b - 1u];
        for (k = f->succ_begin[b - 1u]; k < f->succ_begin[b]; k++) {
            uint32_t z = f->succ[k].id;
            if (conv__region_is_stop(stop, nstop, z)) R->reaches_stop = true;
            else if (!conv__region_inside(L, home, header, z) || conv__u64map_get(in, z) == CONV__NONE) leaves = true;
            else if (z == blocks[0]) R->cyclic = true;
        }
        if (leaves && !R->leaves) R->leave_block = b;
        R->leaves = R->leaves || leaves;
    }
}

/* Keeps, of the blocks that reach a stop (R->blocks, `in` their index),
   those `from` (the first) reaches through them: without dominance, the
   backward walk also finds blocks on other paths to the stops. */
CONV__PRIVATE conv_result conv__region_keep_from(const conv_legality *L, conv__region *R, conv__u64map *in) {
    const conv_function *f = L->f;
    const conv_allocator *a = &L->allocator;
    uint32_t *blocks = CONV__VEC(R->blocks, uint32_t), k;
    conv__u64map reached;
    conv__vec stack;
    size_t kept = 1, i;
    conv_result r;
    memset(&reached, 0, sizeof reached);
    memset(&stack, 0, sizeof stack);
    r = conv__u64map_put(a, &reached, blocks[0], 1u);
    if (r == CONV_OK) r = CONV__VEC_PUSH1(a, &stack, uint32_t, blocks[0]);
    while (r == CONV_OK && stack.count > 0) {
        uint32_t b = CONV__VEC(stack, uint32_t)[--stack.count];
        for (k = f->succ_begin[b - 1u]; k < f->succ_begin[b] && r == CONV_OK; k++) {
            uint32_t z = f->succ[k].id;
            if (conv__u64map_get(in, z) == CONV__NONE || conv__u64map_get(&reached, z) != CONV__NONE) continue;
            r = conv__u64map_put(a, &reached, z, 1u);
            if (r == CONV_OK) r = CONV__VEC_PUSH1(a, &stack, uint32_t, z);
        }
    }
    for (i = 1; r == CONV_OK && i < R->blocks.count; i++)
        if (conv__u64map_get(&reached, blocks[i]) != CONV__NONE) blocks[kept++] = blocks[i];
    if (r == CONV_OK) {
        R->blocks.count = kept;
        conv__u64map_free(a, in);
        *in = reached;
    } else {
        conv__u64map_free(a, &reached);
    }
    conv__vec_free(a, &stack, sizeof(uint32_t));
    return r;
}

/* The region from `from` to the first of the `stop` blocks, walked
   backwards from them: the blocks on a path between them in the
   iteration, and nothing else, so the cost is the size of the moved path
   (a forward walk would visit everything reachable). */
CONV__PRIVATE conv_result conv__legal_region(const conv_legality *L, uint32_t from, const uint32_t *stop, uint32_t nstop,
                                             conv_scope scope, conv__region *R) {
    const conv_function *f = L->f;
    const conv_allocator *a = &L->allocator;
    conv_cycle home = conv_cycles_innermost(L->ci, conv__legal_block(from));
    uint32_t header = home.id ? conv_cycle_header(L->ci, home).id : 0u, p, s;
    bool dominated = true;
    conv__u64map in;
    conv__vec stack;
    conv_result r;
    memset(R, 0, sizeof *R);
    memset(&in, 0, sizeof in);
    memset(&stack, 0, sizeof stack);
    r = conv__u64map_put(a, &in, from, 1u);
    if (r == CONV_OK) r = CONV__VEC_PUSH1(a, &R->blocks, uint32_t, from);
    /* when `from` dominates every stop, so does it every block between
       (a path around it to one of them would reach the stop around it) */
    for (s = 0; s < nstop && r == CONV_OK; s++) {
        dominated = dominated && conv_domtree_dominates(L->dt, conv__legal_block(from), conv__legal_block(stop[s]));
        if (conv__region_inside(L, home, header, stop[s])) r = CONV__VEC_PUSH1(a, &stack, uint32_t, stop[s]);
    }
    while (r == CONV_OK && stack.count > 0) {
        uint32_t z = CONV__VEC(stack, uint32_t)[--stack.count];
        for (p = f->pred_begin[z - 1u]; p < f->pred_begin[z] && r == CONV_OK; p++) {
            uint32_t q = f->pred[p].id;
            if (conv__region_is_stop(stop, nstop, q) || f->rpo_index[q - 1u] == CONV__NONE || conv__u64map_get(&in, q) != CONV__NONE ||
                !conv__region_inside(L, home, header, q) ||
                (dominated && !conv_domtree_dominates(L->dt, conv__legal_block(from), conv__legal_block(q))))
                continue;
            r = conv__u64map_put(a, &in, q, 1u);
            if (r == CONV_OK) r = CONV__VEC_PUSH1(a, &R->blocks, uint32_t, q);
            if (r == CONV_OK) r = CONV__VEC_PUSH1(a, &stack, uint32_t, q);
        }
    }
    if (r == CONV_OK && !dominated) r = conv__region_keep_from(L, R, &in);
    if (r == CONV_OK) conv__region_path_flags(L, R, &in, stop, nstop, scope);
    conv__u64map_free(a, &in);
    conv__vec_free(a, &stack, sizeof(uint32_t));
    /* with one stop block, a divergent branch whose ways all share one
       sure fate splits no group's answer */
    if (r == CONV_OK && R->divergent && nstop == 1) r = conv__region_refine_divergent(L, R, stop[0], scope);
    if (r != CONV_OK) conv__region_free(L, R);
    return r;
}

/* Every thread that reaches `from` reaches a stop block once before
   leaving the iteration: the two places run on the same threads. */
CONV__PRIVATE bool conv__region_control_equivalent(const conv__region *R) {
    return !R->cyclic && !R->leaves;
}

/* Every converged group reaching `from` stays together until it reaches
   a stop block or leaves. Also in a cycle assumed divergent (not
   m-converged, its threads of one instance possibly in different
   iterations): there conv's uniformity already calls divergent every value
   that may change from one iteration to the next, so a branch it calls
   uniform sends all the threads of an instance the same way, whichever
   iteration each is in. */
CONV__PRIVATE bool conv__region_uniform(const conv__region *R) { return !R->divergent; }

/* --- verdicts --- */

CONV__PRIVATE conv_verdict conv__verdict(conv_legal_reason reason, conv_blocking_kind kind, uint32_t id) {
    conv_verdict v;
    memset(&v, 0, sizeof v);
    v.legal = reason < CONV_LEGAL_DIVERGENT_BRANCH;
    v.reason = reason;
    v.blocking = kind;
    if (kind == CONV_BLOCKING_BRANCH || kind == CONV_BLOCKING_BLOCK) v.block.id = id;
    if (kind == CONV_BLOCKING_VALUE) v.value.id = id;
    if (kind == CONV_BLOCKING_CYCLE) v.cycle.id = id;
    return v;
}

/* Where an operation goes in block `to`: at its end (before the
   terminator) when hoisted, at its start (after phis and a leading entry
   or loop intrinsic) when sunk. Returns the index in `to` it goes before. */
CONV__PRIVATE uint32_t conv__legal_insert_at(const conv_function *f, uint32_t to, bool at_end) {
    uint32_t k = f->inst_begin[to - 1u];
    if (at_end) return f->inst_begin[to] - 1u - k;
    while (k < f->inst_begin[to]) {
        uint32_t kind = CONV__VAL(f, f->insts[k].id)->kind;
        if (kind != CONV_KIND_PHI && kind != CONV_KIND_ENTRY && kind != CONV_KIND_LOOP) break;
        k++;
    }
    return k - f->inst_begin[to - 1u];
}

/* a's block dominates b's, a coming first when they share one. */
CONV__PRIVATE bool conv__legal_before(const conv_legality *L, uint32_t block_a, uint32_t pos_a, uint32_t block_b,
                                      uint32_t pos_b) {
    if (block_a == block_b) return pos_a < pos_b;
    return conv_domtree_dominates(L->dt, conv__legal_block(block_a), conv__legal_block(block_b));
}

/* The token `id` would have in block `to`: leaving a heart's cycle for a
   block outside it, the heart's own token operand, as often as it leaves
   cycles (R13); else its own. */
CONV__PRIVATE uint32_t conv__legal_new_token(const conv_legality *L, uint32_t id, uint32_t to) {
    const conv_function *f = L->f;
    uint32_t t = CONV__VAL(f, id)->token;
    while (t && CONV__VAL(f, t)->kind == CONV_KIND_LOOP) {
        conv_cycle c = conv_cycles_innermost(L->ci, conv__legal_block(CONV__VAL(f, t)->block));
        if (c.id == 0 || conv_cycle_heart(f, L->ci, c).id != t || conv_cycle_contains(L->ci, c, conv__legal_block(to)))
            break;
        t = CONV__VAL(f, t)->token;
    }
    return t;
}

/* Whether `user`, staying where it is, still follows `id` placed in `to`
   before index `at` (a phi: at the end of the incoming block). */
CONV__PRIVATE bool conv__legal_place_users_of(const conv_legality *L, uint32_t id, uint32_t to, uint32_t at,
                                              uint32_t user, conv_verdict *v) {
    const conv_function *f = L->f;
    const conv__value_rec *u = CONV__VAL(f, user);
    uint32_t i;
    bool ok = true;
    if (u->kind == CONV_KIND_PHI) {
        for (i = 0; i < u->ops_count; i++)
            if (CONV__VEC(f->operands, conv_value)[u->ops_begin + i].id == id)
                ok = ok && conv_domtree_dominates(L->dt, conv__legal_block(to),
                                                  CONV__VEC(f->blockrefs, conv_block)[u->refs_begin + i]);
    } else {
        ok = u->block == to ? L->position[user - 1u] >= at
                            : conv_domtree_dominates(L->dt, conv__legal_block(to), conv__legal_block(u->block));
    }
    if (!ok) *v = conv__verdict(CONV_LEGAL_USER, CONV_BLOCKING_VALUE, user);
    return ok;
}

/* Checks that do not depend on convergence: what moves, its operands and
   token at the new place, its users after it. `at` is the index in `to`
   the operation would be inserted before; `users` false skips the users
   (they are rewired). Fills *v and returns false when the move is refused. */
CONV__PRIVATE bool conv__legal_place(const conv_legality *L, uint32_t id, uint32_t to, uint32_t at, bool users,
                                     conv_verdict *v) {
    const conv_function *f = L->f;
    const conv__value_rec *x = CONV__VAL(f, id);
    uint32_t i, k, token = conv__legal_new_token(L, id, to);
    conv_cycle tc;
    for (i = 0; i < x->ops_count; i++) {
        uint32_t op = CONV__VEC(f->operands, conv_value)[x->ops_begin + i].id;
        const conv__value_rec *o = CONV__VAL(f, op);
        if (o->block == 0) continue;
        if (!conv__legal_before(L, o->block, L->position[op - 1u], to, at)) {
            *v = conv__verdict(CONV_LEGAL_OPERAND, CONV_BLOCKING_VALUE, op);
            return false;
        }
    }
    if (token) {
        const conv__value_rec *t = CONV__VAL(f, token);
        tc = conv_cycles_innermost(L->ci, conv__legal_block(to));
        /* the definition dominates the new place, and every cycle around it
           holds the definition (no closed path through a use without it) */
        if (!conv__legal_before(L, t->block, L->position[token - 1u], to, at)) {
            *v = conv__verdict(CONV_LEGAL_TOKEN_DOMINANCE, CONV_BLOCKING_VALUE, token);
            return false;
        }
        if (tc.id && !conv_cycle_contains(L->ci, tc, conv__legal_block(t->block))) {
            *v = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, tc.id);
            return false;
        }
    }
    for (k = L->users_begin[id - 1u]; users && k < L->users_begin[id]; k++)
        if (!conv__legal_place_users_of(L, id, to, at, L->users[k], v)) return false;
    return true;
}

/* What may not move at all. */
CONV__PRIVATE bool conv__legal_movable(const conv_legality *L, uint32_t id, uint32_t to, conv_verdict *v) {
    const conv_function *f = L->f;
    const conv__value_rec *x = CONV__VAL(f, id);
    if (x->kind == CONV_KIND_ENTRY || x->kind == CONV_KIND_LOOP) {
        *v = conv__verdict(CONV_LEGAL_TOKEN_INTRINSIC, CONV_BLOCKING_VALUE, id);
        return false;
    }
    if (x->kind == CONV_KIND_PHI || conv__kind_is_terminator(x->kind) || f->rpo_index[x->block - 1u] == CONV__NONE) {
        *v = conv__verdict(CONV_LEGAL_NOT_MOVABLE, CONV_BLOCKING_VALUE, id);
        return false;
    }
    if (f->rpo_index[to - 1u] == CONV__NONE) {
        *v = conv__verdict(CONV_LEGAL_NOT_MOVABLE, CONV_BLOCKING_BLOCK, to);
        return false;
    }
    return true;
}

/* --- what a move passes --- */

/* The instructions a move passes over: those of the region's blocks
   other than `skip`, and those at indices [lo, hi) of block `part` (0:
   none). A hoist passes the blocks between and the start of its old
   block; a sink the end of its old block and the blocks between. */
typedef struct conv__span {
    const conv__region *R; /* NULL: only `part` */
    uint32_t skip, part, lo, hi;
} conv__span;

CONV__PRIVATE conv__span conv__span_of(const conv__region *R, uint32_t skip, uint32_t part, uint32_t lo, uint32_t hi) {
    conv__span s;
    s.R = R;
    s.skip = skip;
    s.part = part;
    s.lo = lo;
    s.hi = hi;
    return s;
}

/* What stops a move at an instruction it passes (ctx: the rule's data). */
typedef bool (*conv__stops_fn)(const conv_legality *L, const void *ctx, uint32_t id, uint32_t y);

/* The first instruction of the span other than id that stops it, 0: none. */
CONV__PRIVATE uint32_t conv__span_first(const conv_legality *L, const conv__span *s, uint32_t id, conv__stops_fn stops,
                                        const void *ctx) {
    const conv_function *f = L->f;
    size_t n = s->R ? s->R->blocks.count : 0u, i;
    uint32_t k;
    for (i = 0; i <= n; i++) {
        uint32_t b = i < n ? CONV__VEC(s->R->blocks, uint32_t)[i] : s->part;
        uint32_t first, last;
        if (b == 0 || (i < n && b == s->skip)) continue;
        first = f->inst_begin[b - 1u];
        last = f->inst_begin[b];
        if (i == n) {
            last = first + s->hi;
            first += s->lo;
        }
        for (k = first; k < last; k++)
            if (f->insts[k].id != id && stops(L, ctx, id, f->insts[k].id)) return f->insts[k].id;
    }
    return 0;
}

/* An operation with effects passes another only if the caller's
   may_reorder says they commute. */
CONV__PRIVATE bool conv__stops_effects(const conv_legality *L, const void *ctx, uint32_t id, uint32_t y) {
    (void)ctx;
    if (!conv__legal_has_effects(L->f, y)) return false;
    return !(L->may_reorder && L->may_reorder(L->user, L->f, conv__legal_value(id), conv__legal_value(y)));
}

CONV__PRIVATE bool conv__legal_crossing(const conv_legality *L, uint32_t id, const conv__region *R, uint32_t skip,
                                        uint32_t part, uint32_t lo, uint32_t hi, conv_verdict *v) {
    conv__span s = conv__span_of(R, skip, part, lo, hi);
    uint32_t y = conv__span_first(L, &s, id, conv__stops_effects, NULL);
    if (y) *v = conv__verdict(CONV_LEGAL_REORDER, CONV_BLOCKING_VALUE, y);
    return y == 0;
}

/* --- convergence regions (the static rule that they nest) ---

   The region of a token T is the set of points its definition dominates
   from which one of its uses is reachable without passing the definition
   again; a region that holds a use of another token U must hold U's
   definition (token.region-nesting). A move changes one token's region:
   - a use moved up (hoist, speculate, out of a cycle) only shrinks its
     token's region, and what stays in it keeps its definitions there;
   - a use moved down, or an anchor moved up, grows a region over the
     instructions it passes;
   - the moved use itself must not land in the region of a token defined
     after its own (that region cannot hold its definition). */

/* The nearest token definition before the point ahead of index `at` of
   block b that dominates it (0: none). */
CONV__PRIVATE uint32_t conv__legal_token_before(const conv_legality *L, uint32_t b, uint32_t at) {
    uint32_t d = L->token_last[b - 1u];
    while (d && CONV__VAL(L->f, d)->block == b && L->position[d - 1u] >= at) d = L->token_above[d - 1u];
    return d;
}

/* Whether instruction d comes before the point ahead of index `at` of
   block b, dominating it. */
CONV__PRIVATE bool conv__legal_point_dominates_inst(const conv_legality *L, uint32_t d, uint32_t b, uint32_t at) {
    uint32_t db = CONV__VAL(L->f, d)->block;
    if (db == b) return L->position[d - 1u] < at;
    return conv_domtree_dominates(L->dt, conv__legal_block(db), conv__legal_block(b));
}

/* Whether the point ahead of index `at` of block b dominates instruction y. */
CONV__PRIVATE bool conv__legal_point_dominates(const conv_legality *L, uint32_t b, uint32_t at, uint32_t y) {
    uint32_t yb = CONV__VAL(L->f, y)->block;
    if (yb == b) return L->position[y - 1u] >= at;
    return conv_domtree_dominates(L->dt, conv__legal_block(b), conv__legal_block(yb));
}

/* Whether the point ahead of index `at` of block b, which token d's
   definition dominates, lies in d's region: a use of d there or later in
   b, or one reachable from b's end without passing d (a backward walk
   from d's uses through the blocks d dominates, as conv__token_region
   does for conv_verify). */
CONV__PRIVATE conv_result conv__legal_in_region(const conv_legality *L, uint32_t d, uint32_t b, uint32_t at, bool *in) {
    const conv_function *f = L->f;
    const conv_allocator *a = &L->allocator;
    uint32_t db = CONV__VAL(f, d)->block, k;
    conv__u64map seen;
    conv__vec stack;
    conv_result r = CONV_OK;
    *in = false;
    memset(&seen, 0, sizeof seen);
    memset(&stack, 0, sizeof stack);
    for (k = L->users_begin[d - 1u]; k < L->users_begin[d] && r == CONV_OK && !*in; k++) {
        uint32_t u = L->users[k], ub = CONV__VAL(f, u)->block;
        if (CONV__VAL(f, u)->token != d || ub == 0) continue;
        if (ub == b && L->position[u - 1u] >= at) *in = true;
        else if (ub != db && conv__u64map_get(&seen, ub) == CONV__NONE && (r = conv__u64map_put(a, &seen, ub, 1u)) == CONV_OK)
            r = CONV__VEC_PUSH1(a, &stack, uint32_t, ub);
    }
    while (r == CONV_OK && !*in && stack.count > 0) {
        uint32_t s = CONV__VEC(stack, uint32_t)[--stack.count], p;
        for (p = f->pred_begin[s - 1u]; p < f->pred_begin[s] && r == CONV_OK && !*in; p++) {
            uint32_t q = f->pred[p].id;
            if (q == b) *in = true;
            if (*in || q == db || f->rpo_index[q - 1u] == CONV__NONE || conv__u64map_get(&seen, q) != CONV__NONE ||
                !conv_domtree_dominates(L->dt, conv__legal_block(db), conv__legal_block(q)))
                continue;
            r = conv__u64map_put(a, &seen, q, 1u);
            if (r == CONV_OK) r = CONV__VEC_PUSH1(a, &stack, uint32_t, q);
        }
    }
    conv__u64map_free(a, &seen);
    conv__vec_free(a, &stack, sizeof(uint32_t));
    return r;
}

/* Whether d is defined after `token` (strictly below it in dominance). */
CONV__PRIVATE bool conv__legal_younger(const conv_legality *L, uint32_t d, uint32_t token) {
    const conv_function *f = L->f;
    return conv__legal_before(L, CONV__VAL(f, token)->block, L->position[token - 1u], CONV__VAL(f, d)->block,
                              L->position[d - 1u]);
}

/* conv__legal_nests_at in O(size of `to`) from youngest_out: a younger
   token's region holds the point when one of its uses follows in `to`, or
   when it holds the end of `to` (then so does the youngest such token).
   Returns false when it cannot tell: the youngest token at the end of `to`
   is defined in `to` after the point, and an older one might hold it. */
CONV__PRIVATE bool conv__legal_nests_fast(const conv_legality *L, uint32_t token, uint32_t to, uint32_t at, bool *ok,
                                          conv_verdict *v) {
    const conv_function *f = L->f;
    uint32_t k, y = L->youngest_out[to - 1u];
    for (k = f->inst_begin[to - 1u] + at; k < f->inst_begin[to]; k++) {
        uint32_t t = CONV__VAL(f, f->insts[k].id)->token;
        if (t && t != token && conv__legal_younger(L, t, token) && conv__legal_point_dominates_inst(L, t, to, at)) {
            *ok = false;
            *v = conv__verdict(CONV_LEGAL_TOKEN_REGION, CONV_BLOCKING_VALUE, t);
            return true;
        }
    }
    if (y == 0 || y == token || !conv__legal_younger(L, y, token)) return true;
    if (!conv__legal_point_dominates_inst(L, y, to, at)) return false;
    *ok = false;
    *v = conv__verdict(CONV_LEGAL_TOKEN_REGION, CONV_BLOCKING_VALUE, y);
    return true;
}

/* A use of `token` placed ahead of index `at` of block `to` must not lie
   in the region of a token defined between `token` and that point (such a
   region cannot hold `token`'s definition); a region of a token defined
   before `token` that holds the point holds the definition too. `gone`:
   a token definition the edit removes (0: none). *ok false: *v names the
   other token. */
CONV__PRIVATE conv_result conv__legal_nests_at(const conv_legality *L, uint32_t token, uint32_t to, uint32_t at,
                                               uint32_t gone, bool *ok, conv_verdict *v) {
    uint32_t d;
    conv_result r = CONV_OK;
    *ok = true;
    if (gone == 0 && conv__legal_nests_fast(L, token, to, at, ok, v)) return CONV_OK;
    for (d = conv__legal_token_before(L, to, at); d && d != token && r == CONV_OK && *ok; d = L->token_above[d - 1u]) {
        bool in = false;
        if (d == gone) continue;
        r = conv__legal_in_region(L, d, to, at, &in);
        if (in) {
            *ok = false;
            *v = conv__verdict(CONV_LEGAL_TOKEN_REGION, CONV_BLOCKING_VALUE, d);
        }
    }
    return r;
}

/* A legal verdict for a use of a token landing ahead of `at` in `to`
   stays legal only if the use lands in no region of a later token. */
CONV__PRIVATE conv_result conv__legal_lands(const conv_legality *L, uint32_t id, uint32_t to, uint32_t at,
                                            conv_verdict *out) {
    conv_verdict v;
    bool ok = true;
    conv_result r;
    if (!out->legal || CONV__VAL(L->f, id)->token == 0) return CONV_OK;
    r = conv__legal_nests_at(L, conv__legal_new_token(L, id, to), to, at, 0, &ok, &v);
    if (r == CONV_OK && !ok) *out = v;
    return r;
}

/* The definition point of a region that grows: ahead of index `at` of
   `block` (the token's own, or an anchor's new place). */
typedef struct conv__grow {
    uint32_t token, block, at;
} conv__grow;

/* A region growing over y: y's own token (other than the growing one)
   must be defined inside the grown region, below its definition point. */
CONV__PRIVATE bool conv__stops_growth(const conv_legality *L, const void *ctx, uint32_t id, uint32_t y) {
    const conv__grow *g = (const conv__grow *)ctx;
    uint32_t t = CONV__VAL(L->f, y)->token;
    (void)id;
    if (t == 0 || t == g->token) return false;
    return !conv__legal_point_dominates(L, g->block, g->at, t);
}

/* A region that grows over span s from the definition point (block, at). */
CONV__PRIVATE bool conv__legal_grows_over(const conv_legality *L, uint32_t id, uint32_t token, uint32_t block,
                                          uint32_t at, const conv__span *s, conv_verdict *v) {
    conv__grow g;
    uint32_t y;
    g.token = token;
    g.block = block;
    g.at = at;
    y = conv__span_first(L, s, id, conv__stops_growth, &g);
    if (y) *v = conv__verdict(CONV_LEGAL_TOKEN_REGION, CONV_BLOCKING_VALUE, y);
    return y == 0;
}

/* The first instruction of block b at indices [lo, hi), other than id,
   that stops growth g (0: none). */
CONV__PRIVATE uint32_t conv__legal_growth_stop_in(const conv_legality *L, uint32_t id, const conv__grow *g, uint32_t b,
                                                  uint32_t lo, uint32_t hi) {
    const conv_function *f = L->f;
    uint32_t k;
    for (k = f->inst_begin[b - 1u] + lo; k < f->inst_begin[b - 1u] + hi; k++)
        if (f->insts[k].id != id && conv__stops_growth(L, g, id, f->insts[k].id)) return f->insts[k].id;
    return 0;
}

/* A region growing from its definition point g to the point ahead of
   `at` in `bottom`, along every path between them (not only within one
   iteration: a walk back from `bottom` through the blocks g's block
   dominates, never past it). *found: the first instruction on the way
   that stops the growth, 0: none. Costs the blocks between the points. */
CONV__PRIVATE conv_result conv__legal_grows_back(const conv_legality *L, uint32_t id, const conv__grow *g, uint32_t bottom,
                                                 uint32_t at, uint32_t *found) {
    const conv_function *f = L->f;
    const conv_allocator *a = &L->allocator;
    conv__u64map seen;
    conv__vec stack;
    conv_result r = CONV_OK;
    memset(&seen, 0, sizeof seen);
    memset(&stack, 0, sizeof stack);
    *found = conv__legal_growth_stop_in(L, id, g, bottom, bottom == g->block ? g->at : 0u, at);
    if (*found == 0 && bottom != g->block) r = CONV__VEC_PUSH1(a, &stack, uint32_t, bottom);
    while (r == CONV_OK && *found == 0 && stack.count > 0) {
        uint32_t z = CONV__VEC(stack, uint32_t)[--stack.count], p;
        for (p = f->pred_begin[z - 1u]; p < f->pred_begin[z] && r == CONV_OK && *found == 0; p++) {
            uint32_t q = f->pred[p].id;
            if (f->rpo_index[q - 1u] == CONV__NONE || conv__u64map_get(&seen, q) != CONV__NONE ||
                !conv_domtree_dominates(L->dt, conv__legal_block(g->block), conv__legal_block(q)))
                continue;
            r = conv__u64map_put(a, &seen, q, 1u);
            *found = conv__legal_growth_stop_in(L, id, g, q, q == g->block ? g->at : 0u,
                                                f->inst_begin[q] - f->inst_begin[q - 1u]);
            if (r == CONV_OK && q != g->block) r = CONV__VEC_PUSH1(a, &stack, uint32_t, q);
        }
    }
    conv__u64map_free(a, &seen);
    conv__vec_free(a, &stack, sizeof(uint32_t));
    return r;
}

/* No token defined between an anchor's old place and the point ahead of
   `at` in `to` (which dominates it) may hold a use of the anchor in its
   region: the region would lose the anchor's definition. `gone`: an
   anchor merged into this one (0: none), whose region is this one's. */
CONV__PRIVATE conv_result conv__legal_anchor_keeps_users(const conv_legality *L, uint32_t anchor, uint32_t to, uint32_t at,
                                                         uint32_t gone, bool *ok, conv_verdict *v) {
    const conv_function *f = L->f;
    uint32_t d, k;
    conv_result r = CONV_OK;
    d = conv__legal_token_before(L, CONV__VAL(f, anchor)->block, L->position[anchor - 1u]);
    for (; *ok && r == CONV_OK && d && conv__legal_point_dominates(L, to, at, d); d = L->token_above[d - 1u])
        for (k = L->users_begin[anchor - 1u]; d != gone && *ok && r == CONV_OK && k < L->users_begin[anchor]; k++) {
            uint32_t u = L->users[k];
            bool in = false;
            if (!conv__legal_point_dominates(L, CONV__VAL(f, d)->block, L->position[d - 1u] + 1u, u)) continue;
            r = conv__legal_in_region(L, d, CONV__VAL(f, u)->block, L->position[u - 1u], &in);
            if (in) {
                *ok = false;
                *v = conv__verdict(CONV_LEGAL_TOKEN_REGION, CONV_BLOCKING_VALUE, d);
            }
        }
    return r;
}

/* An anchor rising from its place to the point ahead of `at` in `to`:
   its region grows over span s, and keeps its users' regions whole
   (`gone`: conv__legal_anchor_keeps_users). */
CONV__PRIVATE conv_result conv__legal_anchor_rises(const conv_legality *L, uint32_t anchor, uint32_t to, uint32_t at,
                                                   const conv__span *s, uint32_t gone, bool *ok, conv_verdict *v) {
    *ok = conv__legal_grows_over(L, anchor, anchor, to, at, s, v);
    return *ok ? conv__legal_anchor_keeps_users(L, anchor, to, at, gone, ok, v) : CONV_OK;
}

/* R14: a legal move of a uniform value that makes it (or its users) read
   values of a cycle that threads leave in different iterations, or values
   of an anchor's group where several groups may meet. Returns the cycle,
   CONV__TEMPORAL_ANCHOR, or 0. */
#define CONV__TEMPORAL_ANCHOR 0xffffffffu

CONV__PRIVATE uint32_t conv__legal_temporal(const conv_legality *L, uint32_t id, uint32_t from, uint32_t to) {
    const conv_function *f = L->f;
    const conv__value_rec *x = CONV__VAL(f, id);
    conv_cycle c;
    uint32_t i;
    if (L->wave_size <= 1u || !(x->flags & CONV_FLAG_HAS_RESULT) || conv_uniformity_value_divergent(L->u, conv__legal_value(id)))
        return 0;
    /* uniform only among one anchor group's threads: elsewhere groups may
       meet (reported whenever it moves: the region is not checked) */
    if (L->anchored && conv__bit_test(L->anchored, id - 1u) && from != to) return CONV__TEMPORAL_ANCHOR;
    /* reads a cycle's values after threads left it: out of the cycle, or
       out of the part of the program a token region adds to it (where
       convergence is still per iteration; a move that stays in that part
       is reported too, harmlessly: the answer is legal either way) */
    for (i = 0; i < x->ops_count; i++) {
        uint32_t op = CONV__VEC(f->operands, conv_value)[x->ops_begin + i].id;
        if (CONV__VAL(f, op)->block == 0) continue;
        for (c = conv_cycles_innermost(L->ci, conv__legal_block(CONV__VAL(f, op)->block)); c.id; c = conv_cycle_parent(L->ci, c)) {
            if (conv_cycle_contains(L->ci, c, conv__legal_block(to))) break;
            if (conv_uniformity_cycle_divergent_exit(L->u, c) || conv_uniformity_cycle_assumed_divergent(L->u, c))
                return c.id;
        }
    }
    /* into a cycle: its users outside read it after threads left */
    for (c = conv_cycles_innermost(L->ci, conv__legal_block(to)); c.id; c = conv_cycle_parent(L->ci, c)) {
        if (conv_cycle_contains(L->ci, c, conv__legal_block(from))) break;
        if (conv_uniformity_cycle_divergent_exit(L->u, c) || conv_uniformity_cycle_assumed_divergent(L->u, c))
            return c.id;
    }
    return 0;
}

/* --- the queries --- */

/* R14's verdict for what conv__legal_temporal found. */
CONV__PRIVATE conv_verdict conv__legal_becomes_divergent(uint32_t found) {
    if (found == CONV__TEMPORAL_ANCHOR) return conv__verdict(CONV_LEGAL_BECOMES_DIVERGENT, CONV_BLOCKING_NONE, 0);
    return conv__verdict(CONV_LEGAL_BECOMES_DIVERGENT, CONV_BLOCKING_CYCLE, found);
}

/* The verdict for a legal move of an operation that talks to no other
   thread: not convergent, or convergent with wave size 1 (no one to wait
   for: every branch is uniform). One place, so every query says the same. */
CONV__PRIVATE conv_verdict conv__legal_free_move(const conv_function *f, uint32_t id) {
    return conv__verdict(conv__legal_convergent(f, id) ? CONV_LEGAL_UNIFORM : CONV_LEGAL_NOT_CONVERGENT,
                         CONV_BLOCKING_NONE, 0);
}

/* Whether moving id moves a token's region: a use of a token, or an
   anchor. */
CONV__PRIVATE bool conv__legal_has_region(const conv_function *f, uint32_t id) {
    return CONV__VAL(f, id)->token != 0 || CONV__VAL(f, id)->kind == CONV_KIND_ANCHOR;
}

typedef enum conv__move_kind { CONV__MOVE_HOIST, CONV__MOVE_SINK, CONV__MOVE_SPECULATE } conv__move_kind;

CONV__PRIVATE bool conv__legal_same_cycle(const conv_legality *L, uint32_t a, uint32_t b) {
    return conv_cycles_innermost(L->ci, conv__legal_block(a)).id == conv_cycles_innermost(L->ci, conv__legal_block(b)).id;
}

/* The cycle one place is in and the other is not (innermost first). */
CONV__PRIVATE uint32_t conv__legal_cycle_between(const conv_legality *L, uint32_t a, uint32_t b) {
    conv_cycle ca = conv_cycles_innermost(L->ci, conv__legal_block(a));
    conv_cycle cb = conv_cycles_innermost(L->ci, conv__legal_block(b));
    if (ca.id && !conv_cycle_contains(L->ci, ca, conv__legal_block(b))) return ca.id;
    return cb.id;
}

CONV__PRIVATE conv_verdict conv__legal_refused_path(const conv__region *R, conv_legal_reason reason) {
    if (R->divergent) return conv__verdict(reason, CONV_BLOCKING_BRANCH, R->divergent);
    return conv__verdict(reason, CONV_BLOCKING_BLOCK, R->leave_block);
}

/* Whether every thread that starts the function runs block `to`, once
   and together: outside every cycle, after none, on every path from the
   entry (precomputed by conv__legal_all_reach). */
CONV__PRIVATE conv_result conv__legal_reached_by_all(const conv_legality *L, uint32_t to, bool *all) {
    *all = L->reached_by_all != NULL && conv__bit_test(L->reached_by_all, to - 1u);
    return CONV_OK;
}

/* An operation with effects keeps its threads and its order. A barrier
   may rise out of a conditional into a block every thread runs together;
   it crosses only what lies on the paths to its old place: on the others
   it is an extra barrier of the whole scope. */
CONV__PRIVATE conv_result conv__legal_effects_move(const conv_legality *L, uint32_t id, uint32_t from, uint32_t to,
                                                   conv__move_kind kind, conv__region *R, conv_verdict *v) {
    const conv_function *f = L->f;
    bool hoist = kind != CONV__MOVE_SINK, ce = conv__region_control_equivalent(R);
    bool barrier = (CONV__VAL(f, id)->flags & CONV_FLAG_BARRIER) && conv__legal_convergent(f, id);
    uint32_t pos = L->position[id - 1u], count = f->inst_begin[from] - f->inst_begin[from - 1u];
    conv_result r;
    bool whole = false;
    /* a barrier rising out of a conditional runs where it did not: only
       where every thread of the function arrives together */
    if (!ce && barrier && hoist && (r = conv__legal_reached_by_all(L, to, &whole)) != CONV_OK) return r;
    if (!ce && !(barrier && hoist && whole)) {
        *v = conv__verdict(barrier && !hoist ? CONV_LEGAL_BARRIER_SINK : CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_BLOCK,
                           R->leaves ? R->leave_block : CONV__VEC(R->blocks, uint32_t)[0]);
        return CONV_OK;
    }
    if (hoist) {
        /* crosses the blocks between, the start of its block, and the
           terminator of the new block (an invoke has effects) */
        uint32_t term = CONV__BLK(f, to)->terminator;
        if (!conv__legal_crossing(L, id, R, to, from, 0, pos, v)) return CONV_OK;
        if (conv__legal_has_effects(f, term) &&
            !(L->may_reorder && L->may_reorder(L->user, f, conv__legal_value(id), conv__legal_value(term)))) {
            *v = conv__verdict(CONV_LEGAL_REORDER, CONV_BLOCKING_VALUE, term);
            return CONV_OK;
        }
    } else if (!conv__legal_crossing(L, id, R, from, from, pos + 1u, count, v)) {
        return CONV_OK;
    }
    *v = conv__verdict(ce ? CONV_LEGAL_CONTROL_EQUIVALENT : CONV_LEGAL_BARRIER_HOIST, CONV_BLOCKING_NONE, 0);
    return CONV_OK;
}

/* The first place between `from` and `stop` where a converged group may
   split at `scope` (R: the region between them), as a refusal with
   `reason`; 0 reason when none. */
CONV__PRIVATE conv_result conv__legal_split_between(const conv_legality *L, uint32_t from, uint32_t stop, conv_scope scope,
                                                    conv_legal_reason reason, conv_verdict *out) {
    conv__region R;
    conv_result r;
    if (from == stop) return CONV_OK;
    r = conv__legal_region(L, from, &stop, 1, scope, &R);
    if (r != CONV_OK) return r;
    if (!conv__region_uniform(&R)) *out = conv__legal_refused_path(&R, reason);
    conv__region_free(L, &R);
    return CONV_OK;
}

/* One cycle R13 takes the operation out of: reducible, left by whole
   groups only (no divergent exit at the operation's scope), and within an
   iteration no group splits on the way from the header to `inner` (the
   operation's block, or the header of the cycle inside it taken too). */
CONV__PRIVATE conv_result conv__legal_licm_level(const conv_legality *L, conv_cycle c, uint32_t inner, conv_scope scope,
                                                 conv_verdict *out) {
    uint32_t i, n;
    const conv_block *exiting;
    if (!conv_cycle_is_reducible(L->ci, c)) {
        *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, c.id);
        return CONV_OK;
    }
    if (L->wave_size > 1u &&
        (conv_uniformity_cycle_divergent_exit(L->u, c) || conv_uniformity_cycle_assumed_divergent(L->u, c))) {
        *out = conv__verdict(CONV_LEGAL_DIVERGENT_BRANCH, CONV_BLOCKING_CYCLE, c.id);
        return CONV_OK;
    }
    exiting = conv_cycle_exiting(L->ci, c, &n);
    for (i = 0; i < n; i++)
        if (!conv__legal_branch_uniform(L, exiting[i].id, scope)) {
            *out = conv__verdict(CONV_LEGAL_DIVERGENT_BRANCH, CONV_BLOCKING_BRANCH, exiting[i].id);
            return CONV_OK;
        }
    return conv__legal_split_between(L, conv_cycle_header(L->ci, c).id, inner, scope, CONV_LEGAL_DIVERGENT_BRANCH, out);
}

/* R13: a convergent operation out of one or more reducible cycles to a
   block `to` of an enclosing one (or of none) that dominates the
   outermost header. Each instance in an iteration must hold the threads
   that were together at `to`: no group splits between `to` and the
   header, between each header and what it leads to, nor at an exit. The
   operation must be free to run more often (speculatable): threads that
   reach `to` and never enter run it too. */
CONV__PRIVATE conv_result conv__legal_licm(const conv_legality *L, uint32_t id, uint32_t from, uint32_t to,
                                           conv_verdict *out) {
    const conv_function *f = L->f;
    conv_cycle c = conv_cycles_innermost(L->ci, conv__legal_block(from));
    conv_cycle outer = conv_cycles_innermost(L->ci, conv__legal_block(to));
    conv_scope scope = conv__legal_scope(f, id);
    uint32_t inner = from;
    conv_result r = CONV_OK;
    *out = conv__verdict(CONV_LEGAL_LOOP_INVARIANT, CONV_BLOCKING_NONE, 0);
    if (CONV__VAL(f, id)->kind == CONV_KIND_ANCHOR || (outer.id && !conv_cycle_contains(L->ci, outer, conv__legal_block(from)))) {
        *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, c.id);
        return CONV_OK;
    }
    if (!conv__legal_speculatable(f, id)) {
        *out = conv__verdict(CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_CYCLE, c.id);
        return CONV_OK;
    }
    for (; r == CONV_OK && out->legal && c.id != outer.id; c = conv_cycle_parent(L->ci, c)) {
        r = conv__legal_licm_level(L, c, inner, scope, out);
        inner = conv_cycle_header(L->ci, c).id;
    }
    if (r != CONV_OK || !out->legal) return r;
    if (!conv_domtree_dominates(L->dt, conv__legal_block(to), conv__legal_block(inner))) {
        *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_BLOCK, inner);
        return CONV_OK;
    }
    return conv__legal_split_between(L, to, inner, scope, CONV_LEGAL_DIVERGENT_BRANCH, out);
}

/* From the exit block z of cycle c to `to`, where a sunk operation lands:
   no group splits on the way, the way does not enter c again, and the
   token's region grows over it only where it may (regions nest). */
CONV__PRIVATE conv_result conv__legal_exit_to(const conv_legality *L, uint32_t id, conv_cycle c, uint32_t z, uint32_t to,
                                              conv_verdict *out) {
    const conv_function *f = L->f;
    uint32_t token = conv__legal_new_token(L, id, to);
    conv__region R;
    conv__span s;
    conv_result r;
    size_t i;
    if (z == to) return CONV_OK;
    if (conv_cycles_innermost(L->ci, conv__legal_block(z)).id != conv_cycles_innermost(L->ci, conv__legal_block(to)).id) {
        *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_BLOCK, z);
        return CONV_OK;
    }
    r = conv__legal_region(L, z, &to, 1, conv__legal_scope(f, id), &R);
    if (r != CONV_OK) return r;
    for (i = 0; i < R.blocks.count && out->legal; i++)
        if (conv_cycle_contains(L->ci, c, conv__legal_block(CONV__VEC(R.blocks, uint32_t)[i])))
            *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, c.id);
    if (out->legal && !conv__region_uniform(&R)) *out = conv__legal_refused_path(&R, CONV_LEGAL_DIVERGENT_BRANCH);
    if (out->legal && token) {
        s = conv__span_of(&R, 0, 0, 0, 0);
        conv__legal_grows_over(L, id, token, CONV__VAL(f, token)->block, L->position[token - 1u] + 1u, &s, out);
    }
    conv__region_free(L, &R);
    return r;
}

/* R13, sinking: a convergent operation from its cycle c to a block `to`
   of c's parent, below an exit. Whole groups leave together (c passes
   conv__legal_licm_level), the operation runs in the iteration they leave
   in (its block dominates `to`, so every exiting block on the way), and
   no group splits between the exit and `to`: the instance at `to` then
   has the threads of the last instance in the cycle, and reads its
   operands' last values. */
CONV__PRIVATE conv_result conv__legal_sink_out(const conv_legality *L, uint32_t id, uint32_t from, uint32_t to, uint32_t at,
                                               conv_verdict *out) {
    const conv_function *f = L->f;
    conv_cycle c = conv_cycles_innermost(L->ci, conv__legal_block(from));
    uint32_t i, n, k;
    const conv_block *exiting;
    conv_result r;
    uint32_t token = conv__legal_new_token(L, id, to);
    /* a token defined in c (an anchor) would see its region grow over the
       rest of the cycle, back to its own definition */
    if (CONV__VAL(f, id)->kind == CONV_KIND_ANCHOR ||
        (token && conv_cycle_contains(L->ci, c, conv__legal_block(CONV__VAL(f, token)->block))) ||
        conv_cycle_parent(L->ci, c).id != conv_cycles_innermost(L->ci, conv__legal_block(to)).id) {
        *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, c.id);
        return CONV_OK;
    }
    if (!conv__legal_speculatable(f, id)) {
        *out = conv__verdict(CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_CYCLE, c.id);
        return CONV_OK;
    }
    *out = conv__verdict(CONV_LEGAL_UNIFORM, CONV_BLOCKING_NONE, 0);
    r = conv__legal_licm_level(L, c, from, conv__legal_scope(f, id), out);
    exiting = conv_cycle_exiting(L->ci, c, &n);
    /* an exit that leads to `to` leaves from a block `from` dominates (a
       path around `from` to the exit would reach `to` around it) */
    for (i = 0; r == CONV_OK && out->legal && i < n; i++) {
        uint32_t e = exiting[i].id;
        for (k = f->succ_begin[e - 1u]; r == CONV_OK && out->legal && k < f->succ_begin[e]; k++)
            if (!conv_cycle_contains(L->ci, c, f->succ[k])) r = conv__legal_exit_to(L, id, c, f->succ[k].id, to, out);
    }
    return r == CONV_OK ? conv__legal_lands(L, id, to, at, out) : r;
}

/* The anchor, then the operations its token controls in its block, in
   program order: what sinks together. Returns how many. */
CONV__PRIVATE uint32_t conv__legal_anchor_group(const conv_legality *L, uint32_t anchor, uint32_t *out) {
    const conv_function *f = L->f;
    uint32_t b = CONV__VAL(f, anchor)->block, k, n = 0;
    out[n++] = anchor;
    for (k = f->inst_begin[b - 1u] + L->position[anchor - 1u] + 1u; k < f->inst_begin[b]; k++)
        if (CONV__VAL(f, f->insts[k].id)->token == anchor) out[n++] = f->insts[k].id;
    return n;
}

/* R22: an anchor sinks with the operations it controls in its block,
   which must be free to run on fewer threads, and whose users, like the
   anchor's other users, must be dominated by the new place. */
CONV__PRIVATE bool conv__legal_anchor_sink(const conv_legality *L, uint32_t anchor, uint32_t to, conv_verdict *v) {
    const conv_function *f = L->f;
    uint32_t b = CONV__VAL(f, anchor)->block, at = conv__legal_insert_at(f, to, false), k, q;
    for (k = L->users_begin[anchor - 1u]; k < L->users_begin[anchor]; k++) {
        uint32_t user = L->users[k];
        const conv__value_rec *u = CONV__VAL(f, user);
        if (u->block != b) {
            if (!conv__legal_place_users_of(L, anchor, to, at, user, v)) return false;
            continue;
        }
        if (u->kind == CONV_KIND_LOOP || !conv__legal_speculatable(f, user)) {
            *v = conv__verdict(CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_VALUE, user);
            return false;
        }
        if (!conv__legal_place(L, user, to, at, false, v)) return false;
        for (q = L->users_begin[user - 1u]; q < L->users_begin[user]; q++) {
            const conv__value_rec *w = CONV__VAL(f, L->users[q]);
            bool moves_too = w->block == b && w->token == anchor && w->kind != CONV_KIND_LOOP;
            if (!moves_too && !conv__legal_place_users_of(L, user, to, at, L->users[q], v)) return false;
        }
    }
    return true;
}

/* The region nesting rule for a use of a token, or an anchor, moved from
   `from` to the point ahead of `at` in `to` over the region R between
   them (same cycle; its blocks are those on a path between the two
   places). *ok false: *v says why. */
CONV__PRIVATE conv_result conv__legal_regions_nest(const conv_legality *L, uint32_t id, uint32_t from, uint32_t to,
                                                   uint32_t at, bool hoist, uint32_t gone, const conv__region *R,
                                                   bool *ok, conv_verdict *v) {
    const conv_function *f = L->f;
    uint32_t pos = L->position[id - 1u], count = f->inst_begin[from] - f->inst_begin[from - 1u];
    uint32_t token = conv__legal_new_token(L, id, to);
    conv__span s;
    *ok = true;
    if (!conv__legal_has_region(f, id)) return CONV_OK;
    if (CONV__VAL(f, id)->kind == CONV_KIND_ANCHOR) {
        if (!hoist) return CONV_OK; /* toward its users its region only shrinks */
        s = conv__span_of(R, to, from, 0, pos);
        return conv__legal_anchor_rises(L, id, to, at, &s, gone, ok, v);
    }
    if (!hoist) {
        s = conv__span_of(R, from, from, pos + 1u, count);
        *ok = conv__legal_grows_over(L, id, token, CONV__VAL(f, token)->block, L->position[token - 1u] + 1u, &s, v);
        if (!*ok) return CONV_OK;
    }
    return conv__legal_nests_at(L, token, to, at, 0, ok, v);
}

/* Whether every cycle around a user of the anchor holds block `to` (a
   cycle's heart may use a token from outside it; its parent may not).
   With `group`, the users in the anchor's block move with it. */
CONV__PRIVATE bool conv__legal_users_stay_in(const conv_legality *L, uint32_t anchor, uint32_t to, bool group,
                                             conv_verdict *v) {
    const conv_function *f = L->f;
    uint32_t k;
    for (k = L->users_begin[anchor - 1u]; k < L->users_begin[anchor]; k++) {
        uint32_t u = L->users[k];
        conv_cycle c = conv_cycles_innermost(L->ci, conv__legal_block(CONV__VAL(f, u)->block));
        if (group && CONV__VAL(f, u)->block == CONV__VAL(f, anchor)->block) continue;
        if (c.id && conv_cycle_heart(f, L->ci, c).id == u) c = conv_cycle_parent(L->ci, c);
        if (c.id && !conv_cycle_contains(L->ci, c, conv__legal_block(to))) {
            *v = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, c.id);
            return false;
        }
    }
    return true;
}

/* Wave size 1: each thread is alone in its wave, so no thread set can
   change, and a token's use or an anchor crosses cycles as any operation
   does (by its effects) as long as the copy keeps the static rules. A
   use lands in no younger token's region, and its token's region, when
   it grows (down, or onto the token a heart was chained to), meets no use
   of an older token. An anchor rises with every cycle around its users
   still holding it, over no use of a token older than its new place (it
   sinks with its group: conv__legal_move). */
CONV__PRIVATE conv_result conv__legal_move_alone(const conv_legality *L, uint32_t id, uint32_t from, uint32_t to,
                                                 uint32_t at, bool hoist, uint32_t gone, conv_verdict *out) {
    const conv_function *f = L->f;
    uint32_t cycle = conv__legal_cycle_between(L, from, to), token = conv__legal_new_token(L, id, to), y = 0;
    bool ok = true;
    conv__grow g;
    conv_result r = CONV_OK;
    if (conv__legal_has_effects(f, id)) {
        *out = conv__verdict(CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_CYCLE, cycle);
        return CONV_OK;
    }
    *out = conv__legal_free_move(f, id);
    if (CONV__VAL(f, id)->kind == CONV_KIND_ANCHOR) {
        if (!conv__legal_users_stay_in(L, id, to, false, out)) return CONV_OK;
        g.token = id;
        g.block = to;
        g.at = at;
        r = conv__legal_grows_back(L, id, &g, from, L->position[id - 1u], &y);
        if (r == CONV_OK && y == 0) r = conv__legal_anchor_keeps_users(L, id, to, at, gone, &ok, out);
    } else if (!hoist || token != CONV__VAL(f, id)->token) {
        g.token = token;
        g.block = CONV__VAL(f, token)->block;
        g.at = L->position[token - 1u] + 1u;
        r = conv__legal_grows_back(L, id, &g, to, at, &y);
    }
    if (r == CONV_OK && y) *out = conv__verdict(CONV_LEGAL_TOKEN_REGION, CONV_BLOCKING_VALUE, y);
    return r == CONV_OK && out->legal ? conv__legal_lands(L, id, to, at, out) : r;
}

/* Into or out of the cycle around one of the places: other iterations,
   other groups. A convergent operation or an anchor moves only by R13
   (out of its cycle, up or down); a token's use that talks to no thread
   (wave size 1) moves like any operation, up anywhere (its token's
   region only shrinks: the use must just land outside younger regions),
   down out of its cycle as R13 sinks; the rest moves as its effects and
   R14 allow. */
CONV__PRIVATE conv_result conv__legal_move_across(const conv_legality *L, uint32_t id, uint32_t from, uint32_t to,
                                                  uint32_t at, bool hoist, uint32_t gone, conv_verdict *out) {
    const conv_function *f = L->f;
    uint32_t cycle = conv__legal_cycle_between(L, from, to);
    bool leaves = cycle == conv_cycles_innermost(L->ci, conv__legal_block(from)).id;
    bool bound = conv__legal_communicates(L, id) || CONV__VAL(f, id)->kind == CONV_KIND_ANCHOR;
    conv_result r = CONV_OK;
    if (L->wave_size <= 1u && conv__legal_has_region(f, id)) return conv__legal_move_alone(L, id, from, to, at, hoist, gone, out);
    if (bound || conv__legal_has_region(f, id)) {
        if (!leaves && (bound || !hoist)) {
            *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, cycle);
            return CONV_OK;
        }
        if (!hoist) return conv__legal_sink_out(L, id, from, to, at, out);
        if (bound) r = conv__legal_licm(L, id, from, to, out);
        else if (conv__legal_has_effects(f, id)) *out = conv__verdict(CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_CYCLE, cycle);
        else *out = conv__legal_free_move(f, id);
        return r == CONV_OK ? conv__legal_lands(L, id, to, at, out) : r;
    }
    if (conv__legal_has_effects(f, id)) *out = conv__verdict(CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_CYCLE, cycle);
    else if ((cycle = conv__legal_temporal(L, id, from, to)) != 0)
        *out = conv__legal_becomes_divergent(cycle);
    else *out = conv__legal_free_move(f, id);
    return CONV_OK;
}

/* Within one cycle, once the static rules hold: which threads run the
   operation at each place (R1-R3, R22). */
CONV__PRIVATE conv_result conv__legal_move_within(const conv_legality *L, uint32_t id, uint32_t from, uint32_t to,
                                                  conv__move_kind kind, conv__region *R, conv_verdict *v) {
    const conv_function *f = L->f;
    uint32_t cycle;
    if (conv__legal_has_effects(f, id)) return conv__legal_effects_move(L, id, from, to, kind, R, v);
    if (!conv__legal_communicates(L, id) && (cycle = conv__legal_temporal(L, id, from, to)) != 0)
        *v = conv__legal_becomes_divergent(cycle);
    else if (!conv__legal_communicates(L, id)) *v = conv__legal_free_move(f, id);
    else if (CONV__VAL(f, id)->kind == CONV_KIND_ANCHOR) *v = conv__verdict(CONV_LEGAL_ANCHOR, CONV_BLOCKING_NONE, 0);
    else if (conv__region_control_equivalent(R)) *v = conv__verdict(CONV_LEGAL_CONTROL_EQUIVALENT, CONV_BLOCKING_NONE, 0);
    else if (conv__region_uniform(R)) *v = conv__verdict(CONV_LEGAL_UNIFORM, CONV_BLOCKING_NONE, 0);
    else if (kind == CONV__MOVE_SPECULATE && (CONV__VAL(f, id)->flags & CONV_FLAG_SUPERSET_SAFE))
        *v = conv__verdict(CONV_LEGAL_SUPERSET_SAFE, CONV_BLOCKING_NONE, 0);
    else
        *v = conv__legal_refused_path(R, kind == CONV__MOVE_SPECULATE ? CONV_LEGAL_NOT_SUPERSET_SAFE
                                                                      : CONV_LEGAL_DIVERGENT_BRANCH);
    return CONV_OK;
}

/* A pure operation whose result nothing reads: no thread can tell which
   threads ran it, or how often, so a move refused only for that is legal.
   The static rules still hold: checked before, or here when `landing` (a
   hoist out of a cycle). */
CONV__PRIVATE conv_result conv__legal_unused(const conv_legality *L, uint32_t id, uint32_t to, uint32_t at, bool landing,
                                             conv_verdict *v) {
    conv_legal_reason why = v->reason;
    if (v->legal || conv__legal_has_effects(L->f, id) || L->users_begin[id - 1u] != L->users_begin[id]) return CONV_OK;
    if (why != CONV_LEGAL_DIVERGENT_BRANCH && why != CONV_LEGAL_CYCLE && why != CONV_LEGAL_NOT_SUPERSET_SAFE)
        return CONV_OK;
    *v = conv__verdict(CONV_LEGAL_UNUSED, CONV_BLOCKING_NONE, 0);
    return landing ? conv__legal_lands(L, id, to, at, v) : CONV_OK;
}

/* A hoist, sink or speculation of inst to `to`. `gone`: for one of two
   copies merged by two hoists (conv__legal_merge_twice), the other one:
   an anchor then has the other's region too, not to be kept apart. */
CONV__PRIVATE conv_result conv__legal_move(const conv_legality *L, conv_value inst, conv_block to, conv__move_kind kind,
                                           uint32_t gone, conv_verdict *out) {
    const conv_function *f;
    uint32_t id, from, upper, lower, at;
    bool hoist = kind != CONV__MOVE_SINK, nests = true;
    conv__region R;
    conv_verdict v;
    conv_result r;
    if (L == NULL || out == NULL || !conv__value_ok(L->f, inst) || !conv__block_ok(L->f, to)) return CONV_ERR_INVALID_ARGUMENT;
    f = L->f;
    id = inst.id;
    from = CONV__VAL(f, id)->block;
    if (from == 0) return CONV_ERR_INVALID_ARGUMENT;
    if (!conv__legal_movable(L, id, to.id, out)) return CONV_OK;
    if (from == to.id) {
        *out = conv__verdict(CONV_LEGAL_SAME_PLACE, CONV_BLOCKING_NONE, 0);
        return CONV_OK;
    }
    upper = hoist ? to.id : from;
    lower = hoist ? from : to.id;
    if (!conv_domtree_dominates(L->dt, conv__legal_block(upper), conv__legal_block(lower))) {
        *out = conv__verdict(CONV_LEGAL_DIRECTION, CONV_BLOCKING_BLOCK, to.id);
        return CONV_OK;
    }
    if (CONV__VAL(f, id)->kind == CONV_KIND_ANCHOR && !hoist) {
        /* across cycles only alone in its wave (conv__legal_move_alone):
           its group then runs as often as any sunk operation */
        bool across = !conv__legal_same_cycle(L, from, to.id);
        if (across && L->wave_size > 1u) {
            *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, conv__legal_cycle_between(L, from, to.id));
            return CONV_OK;
        }
        /* toward its users its region only shrinks: no token to cross */
        if (conv__legal_anchor_sink(L, id, to.id, out) && (!across || conv__legal_users_stay_in(L, id, to.id, true, out)))
            *out = across ? conv__legal_free_move(f, id) : conv__verdict(CONV_LEGAL_ANCHOR, CONV_BLOCKING_NONE, 0);
        return CONV_OK;
    }
    at = conv__legal_insert_at(f, to.id, hoist);
    if (!conv__legal_place(L, id, to.id, at, true, out)) return CONV_OK;
    if (!conv__legal_same_cycle(L, from, to.id)) {
        r = conv__legal_move_across(L, id, from, to.id, at, hoist, gone, out);
        /* down out of a cycle a token's region would grow over the rest of
           the cycle: no unused operation sinks across cycles */
        return r == CONV_OK && hoist ? conv__legal_unused(L, id, to.id, at, true, out) : r;
    }
    r = conv__legal_region(L, upper, &lower, 1, conv__legal_scope(f, id), &R);
    if (r != CONV_OK) return r;
    r = conv__legal_regions_nest(L, id, from, to.id, at, hoist, gone, &R, &nests, &v);
    if (r == CONV_OK && nests) r = conv__legal_move_within(L, id, from, to.id, kind, &R, &v);
    if (r == CONV_OK && nests) r = conv__legal_unused(L, id, to.id, at, false, &v);
    conv__region_free(L, &R);
    if (r == CONV_OK) *out = v;
    return r;
}

/* A verdict naming a cycle also names its header (conv_verdict_write
   prints it without the hierarchy). */
CONV__PRIVATE conv_result conv__legal_finish(const conv_legality *L, conv_result r, conv_verdict *out) {
    if (r == CONV_OK && out->blocking == CONV_BLOCKING_CYCLE) out->block = conv_cycle_header(L->ci, out->cycle);
    return r;
}

CONVDEF conv_result conv_can_hoist(const conv_legality *L, conv_value inst, conv_block to, conv_verdict *out) {
    return conv__legal_finish(L, conv__legal_move(L, inst, to, CONV__MOVE_HOIST, 0, out), out);
}
CONVDEF conv_result conv_can_sink(const conv_legality *L, conv_value inst, conv_block to, conv_verdict *out) {
    return conv__legal_finish(L, conv__legal_move(L, inst, to, CONV__MOVE_SINK, 0, out), out);
}
CONVDEF conv_result conv_can_speculate(const conv_legality *L, conv_value inst, conv_block to, conv_verdict *out) {
    return conv__legal_finish(L, conv__legal_move(L, inst, to, CONV__MOVE_SPECULATE, 0, out), out);
}

/* Same kind, callee or opcode, flags, operands and token. */
CONV__PRIVATE bool conv__legal_identical(const conv_function *f, uint32_t a, uint32_t b) {
    const conv__value_rec *x = CONV__VAL(f, a), *y = CONV__VAL(f, b);
    const char *ox = x->opcode ? conv__strpool_get(&f->names, x->opcode) : "";
    const char *oy = y->opcode ? conv__strpool_get(&f->names, y->opcode) : "";
    uint32_t i;
    /* a divergence source or a wave-uniform read (a thread id, s_getpc)
       yields its own value per instruction: two are never one */
    if (a == b || x->kind != y->kind || x->token != y->token || x->ops_count != y->ops_count ||
        ((x->flags ^ y->flags) & ~(uint32_t)CONV_FLAG_HAS_RESULT) || strcmp(ox, oy) != 0 ||
        (x->flags & (CONV_FLAG_DIVERGENCE_SOURCE | CONV_FLAG_ALWAYS_UNIFORM)))
        return false;
    for (i = 0; i < x->ops_count; i++)
        if (CONV__VEC(f->operands, conv_value)[x->ops_begin + i].id != CONV__VEC(f->operands, conv_value)[y->ops_begin + i].id)
            return false;
    return true;
}

/* The checks merge and CSE share: both movable, identical. */
CONV__PRIVATE bool conv__legal_pair(const conv_legality *L, uint32_t a, uint32_t b, uint32_t to, conv_verdict *v) {
    if (!conv__legal_movable(L, a, to, v) || !conv__legal_movable(L, b, to, v)) return false;
    if (!conv__legal_identical(L->f, a, b)) {
        *v = conv__verdict(CONV_LEGAL_NOT_IDENTICAL, CONV_BLOCKING_VALUE, b);
        return false;
    }
    return true;
}

/* A backward walk from `to` in the iteration of the cycle around
   `home_block`: *found when it meets `goal`, a block `bound` does not
   dominate (0: no bound), or the start of the iteration (with a bound):
   a bound keeps the walk to what lies under it, an answer of "found" the
   conservative one beyond. The `avoid` blocks (two, 0 for none) are not
   walked through. */
CONV__PRIVATE conv_result conv__legal_walk_back(const conv_legality *L, uint32_t home_block, uint32_t to, uint32_t goal,
                                                uint32_t bound, const uint32_t *avoid, bool *found) {
    const conv_function *f = L->f;
    const conv_allocator *a = &L->allocator;
    conv_cycle home = conv_cycles_innermost(L->ci, conv__legal_block(home_block));
    uint32_t header = home.id ? conv_cycle_header(L->ci, home).id : 0u, p;
    conv__u64map seen;
    conv__vec stack;
    conv_result r;
    memset(&seen, 0, sizeof seen);
    memset(&stack, 0, sizeof stack);
    *found = false;
    r = conv__u64map_put(a, &seen, to, 1u);
    if (r == CONV_OK) r = CONV__VEC_PUSH1(a, &stack, uint32_t, to);
    while (r == CONV_OK && !*found && stack.count > 0) {
        uint32_t z = CONV__VEC(stack, uint32_t)[--stack.count];
        /* an edge into z stays in the iteration only if z is not its start */
        if (!conv__region_inside(L, home, header, z)) {
            *found = bound != 0;
            continue;
        }
        for (p = f->pred_begin[z - 1u]; p < f->pred_begin[z] && r == CONV_OK && !*found; p++) {
            uint32_t q = f->pred[p].id;
            if (q == avoid[0] || q == avoid[1] || f->rpo_index[q - 1u] == CONV__NONE || conv__u64map_get(&seen, q) != CONV__NONE)
                continue;
            if (q == goal || (bound && !conv_domtree_dominates(L->dt, conv__legal_block(bound), conv__legal_block(q)))) {
                *found = true;
                break;
            }
            /* from `goal`, which `bound` dominates, the iteration never
               comes back to `bound` (that would take a cycle through both
               inside the iteration) */
            if (q == bound) continue;
            if (home.id && !conv_cycle_contains(L->ci, home, conv__legal_block(q))) continue;
            r = conv__u64map_put(a, &seen, q, 1u);
            if (r == CONV_OK) r = CONV__VEC_PUSH1(a, &stack, uint32_t, q);
        }
    }
    conv__u64map_free(a, &seen);
    conv__vec_free(a, &stack, sizeof(uint32_t));
    return r;
}

/* Whether a thread may run both a's and b's blocks in one iteration. */
CONV__PRIVATE conv_result conv__legal_both_run(const conv_legality *L, uint32_t ba, uint32_t bb, bool *both) {
    uint32_t none[2] = {0, 0};
    /* a path from one to the other that leaves what their nearest common
       dominator dominates comes back through it: a cycle, answered "may" */
    uint32_t ncd = conv_domtree_nearest_common(L->dt, conv__legal_block(ba), conv__legal_block(bb)).id;
    conv_result r = conv__legal_walk_back(L, ba, bb, ba, ncd, none, both);
    if (r != CONV_OK || *both) return r;
    return conv__legal_walk_back(L, bb, ba, bb, ncd, none, both);
}

/* The verdict for a legal merge of operations that talk to no thread:
   R14 asks whether the merged value, at `to`, reads a cycle's values
   after threads left it where a or b did not. */
CONV__PRIVATE conv_verdict conv__legal_merged_free(const conv_legality *L, uint32_t a, uint32_t b, uint32_t to) {
    const conv_function *f = L->f;
    uint32_t cycle = conv__legal_temporal(L, a, CONV__VAL(f, a)->block, to);
    if (cycle == 0) cycle = conv__legal_temporal(L, b, CONV__VAL(f, b)->block, to);
    if (cycle) return conv__legal_becomes_divergent(cycle);
    return conv__legal_free_move(f, a);
}

/* The region nesting rule for a and b merged at the end of `to` (R: the
   region from `to` to their blocks): uses of a token only land there; an
   anchor rises over the paths to both places. */
CONV__PRIVATE conv_result conv__legal_merged_nest(const conv_legality *L, uint32_t a, uint32_t b, uint32_t to,
                                                  const conv__region *R, bool *ok, conv_verdict *v) {
    const conv_function *f = L->f;
    uint32_t at = conv__legal_insert_at(f, to, true);
    conv__span s;
    conv_result r;
    *ok = true;
    if (!conv__legal_has_region(f, a)) return CONV_OK;
    if (CONV__VAL(f, a)->kind != CONV_KIND_ANCHOR) return conv__legal_nests_at(L, CONV__VAL(f, a)->token, to, at, 0, ok, v);
    s = conv__span_of(R, to, CONV__VAL(f, a)->block, 0, L->position[a - 1u]);
    r = conv__legal_anchor_rises(L, a, to, at, &s, 0, ok, v);
    if (r != CONV_OK || !*ok) return r;
    s = conv__span_of(R, to, CONV__VAL(f, b)->block, 0, L->position[b - 1u]);
    return conv__legal_anchor_rises(L, b, to, at, &s, 0, ok, v);
}

/* R4 hoisting: one operation at the end of `to` for the threads that ran
   a or b. Each group must take one arm whole (or none), and with effects
   every thread must run exactly one of them. */
CONV__PRIVATE conv_result conv__legal_merge_up(const conv_legality *L, uint32_t a, uint32_t b, uint32_t to,
                                               conv_verdict *out) {
    const conv_function *f = L->f;
    uint32_t stop[2], count;
    conv__region R;
    conv_verdict v;
    conv_result r;
    bool convergent = conv__legal_communicates(L, a), effects = conv__legal_has_effects(f, a), nests = true;
    stop[0] = CONV__VAL(f, a)->block;
    stop[1] = CONV__VAL(f, b)->block;
    if (!conv__legal_place(L, a, to, conv__legal_insert_at(f, to, true), true, out) ||
        !conv__legal_place(L, b, to, conv__legal_insert_at(f, to, true), true, out))
        return CONV_OK;
    r = conv__legal_region(L, to, stop, 2, conv__legal_scope(f, a), &R);
    if (r == CONV_OK) r = conv__legal_merged_nest(L, a, b, to, &R, &nests, &v);
    if (r != CONV_OK || !nests) {
        conv__region_free(L, &R);
        if (r == CONV_OK) *out = v;
        return r;
    }
    if (effects && !conv__region_control_equivalent(&R)) {
        v = conv__verdict(CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_BLOCK, R.leaves ? R.leave_block : to);
    } else if (effects && convergent && !conv__region_uniform(&R)) {
        v = conv__legal_refused_path(&R, CONV_LEGAL_DIVERGENT_BRANCH);
    } else if (effects) {
        count = L->position[b - 1u];
        if (conv__legal_crossing(L, a, &R, to, stop[0], 0, L->position[a - 1u], &v) &&
            conv__legal_crossing(L, b, &R, to, stop[1], 0, count, &v))
            v = conv__verdict(convergent ? CONV_LEGAL_UNIFORM : CONV_LEGAL_CONTROL_EQUIVALENT, CONV_BLOCKING_NONE, 0);
    } else if (!convergent) {
        v = conv__legal_merged_free(L, a, b, to);
    } else if (CONV__VAL(f, a)->kind == CONV_KIND_ANCHOR) {
        v = conv__verdict(CONV_LEGAL_ANCHOR, CONV_BLOCKING_NONE, 0);
    } else if (conv__region_uniform(&R)) {
        v = conv__verdict(CONV_LEGAL_UNIFORM, CONV_BLOCKING_NONE, 0);
    } else if (CONV__VAL(f, a)->flags & CONV_FLAG_SUPERSET_SAFE) {
        v = conv__verdict(CONV_LEGAL_SUPERSET_SAFE, CONV_BLOCKING_NONE, 0);
    } else {
        v = conv__legal_refused_path(&R, CONV_LEGAL_DIVERGENT_BRANCH);
    }
    conv__region_free(L, &R);
    *out = v;
    return CONV_OK;
}

/* The users of a and b are all phis of `to` that read only a and b (the
   merged operation replaces them). */
CONV__PRIVATE bool conv__legal_merge_users(const conv_legality *L, uint32_t a, uint32_t b, uint32_t to, conv_verdict *v) {
    const conv_function *f = L->f;
    uint32_t side, k, i, ids[2];
    ids[0] = a;
    ids[1] = b;
    for (side = 0; side < 2u; side++)
        for (k = L->users_begin[ids[side] - 1u]; k < L->users_begin[ids[side]]; k++) {
            const conv__value_rec *u = CONV__VAL(f, L->users[k]);
            bool ok = u->kind == CONV_KIND_PHI && u->block == to && u->token != ids[side];
            for (i = 0; ok && i < u->ops_count; i++) {
                uint32_t op = CONV__VEC(f->operands, conv_value)[u->ops_begin + i].id;
                ok = op == a || op == b;
            }
            if (!ok) {
                *v = conv__verdict(CONV_LEGAL_USER, CONV_BLOCKING_VALUE, L->users[k]);
                return false;
            }
        }
    return true;
}

/* From one arm to the join: every thread that ran the arm's operation
   reaches the join (with effects), or its group stays whole (without). */
CONV__PRIVATE conv_result conv__legal_arm_to_join(const conv_legality *L, uint32_t id, uint32_t to, bool *ok,
                                                  conv_verdict *v) {
    const conv_function *f = L->f;
    uint32_t from = CONV__VAL(f, id)->block, count = f->inst_begin[from] - f->inst_begin[from - 1u];
    conv__region R;
    conv_result r = conv__legal_region(L, from, &to, 1, conv__legal_scope(f, id), &R);
    bool effects = conv__legal_has_effects(f, id), convergent = conv__legal_communicates(L, id);
    if (r != CONV_OK) return r;
    *ok = false;
    if (effects && !conv__region_control_equivalent(&R))
        *v = conv__verdict(CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_BLOCK, R.leaves ? R.leave_block : from);
    else if (convergent && !conv__region_control_equivalent(&R) && !conv__region_uniform(&R))
        *v = conv__legal_refused_path(&R, CONV_LEGAL_DIVERGENT_BRANCH);
    else
        r = conv__legal_regions_nest(L, id, from, to, conv__legal_insert_at(f, to, false), false, 0, &R, ok, v);
    if (r == CONV_OK && *ok && effects) *ok = conv__legal_crossing(L, id, &R, from, from, L->position[id - 1u] + 1u, count, v);
    conv__region_free(L, &R);
    return r;
}

/* Whether a thread may reach the join `to` of the arms in blocks arm[0],
   arm[1] without passing either in this iteration: from `split` around
   them, or from outside what `split` dominates. */
CONV__PRIVATE conv_result conv__legal_reaches_around(const conv_legality *L, uint32_t split, const uint32_t *arm,
                                                     uint32_t to, bool *around) {
    return conv__legal_walk_back(L, split, to, split, split, arm, around);
}

/* R4 sinking: one operation at the start of the join `to`. The branch
   that chose the arm must keep groups whole, every path to the join must
   pass one arm, and each arm must lead to the join. */
CONV__PRIVATE conv_result conv__legal_merge_down(const conv_legality *L, uint32_t a, uint32_t b, uint32_t to,
                                                 conv_verdict *out) {
    const conv_function *f = L->f;
    uint32_t stop[2], split;
    conv__region R;
    conv_result r;
    bool ok = true, convergent = conv__legal_communicates(L, a), passes_join = false, split_group = false;
    /* what nothing reads shows no thread which threads ran it, or how
       often (conv__legal_unused): only the static rules are left */
    bool unread = !conv__legal_has_effects(f, a) && L->users_begin[a - 1u] == L->users_begin[a] &&
                  L->users_begin[b - 1u] == L->users_begin[b];
    stop[0] = CONV__VAL(f, a)->block;
    stop[1] = CONV__VAL(f, b)->block;
    if (!conv__legal_place(L, a, to, conv__legal_insert_at(f, to, false), false, out) ||
        !conv__legal_merge_users(L, a, b, to, out))
        return CONV_OK;
    split = conv_domtree_nearest_common(L->dt, conv__legal_block(stop[0]), conv__legal_block(stop[1])).id;
    r = conv__legal_reaches_around(L, split, stop, to, &passes_join);
    if (r == CONV_OK) r = conv__legal_region(L, split, stop, 2, conv__legal_scope(f, a), &R);
    if (r != CONV_OK) return r;
    /* a group may reach the join without either copy: with a uniform
       region it is a whole group on its own, which may run a pure
       operation once more */
    if (passes_join && conv__legal_has_effects(f, a)) {
        *out = conv__verdict(CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_BLOCK, to);
        ok = false;
    } else if (convergent && !conv__region_uniform(&R)) {
        split_group = true;
        if (!unread) {
            *out = conv__legal_refused_path(&R, CONV_LEGAL_DIVERGENT_BRANCH);
            ok = false;
        }
    }
    conv__region_free(L, &R);
    if (ok) r = conv__legal_arm_to_join(L, a, to, &ok, out);
    if (r == CONV_OK && ok) r = conv__legal_arm_to_join(L, b, to, &ok, out);
    if (r == CONV_OK && ok)
        *out = split_group ? conv__verdict(CONV_LEGAL_UNUSED, CONV_BLOCKING_NONE, 0) : conv__legal_merged_free(L, a, b, to);
    return r;
}

/* What a merge of operations in blocks ba and bb into `to` is: a hoist
   (`to` strictly dominates both), a sink (`to` is reachable and neither
   dominates it), or neither (CONV_LEGAL_DIRECTION). */
typedef enum conv__merge_shape { CONV__MERGE_NONE, CONV__MERGE_UP, CONV__MERGE_DOWN } conv__merge_shape;

CONV__PRIVATE conv__merge_shape conv__legal_merge_shape(const conv_legality *L, uint32_t ba, uint32_t bb, uint32_t to) {
    if (to != ba && to != bb && conv_domtree_dominates(L->dt, conv__legal_block(to), conv__legal_block(ba)) &&
        conv_domtree_dominates(L->dt, conv__legal_block(to), conv__legal_block(bb)))
        return CONV__MERGE_UP;
    if (!conv_domtree_dominates(L->dt, conv__legal_block(ba), conv__legal_block(to)) &&
        !conv_domtree_dominates(L->dt, conv__legal_block(bb), conv__legal_block(to)) &&
        conv_block_is_reachable(L->f, conv__legal_block(to)))
        return CONV__MERGE_DOWN;
    return CONV__MERGE_NONE;
}

/* Two identical operations without effects (two anchors too) that one
   thread may both run, merged at the end of `to`, which dominates both:
   the merged one answers each of them exactly when each could be hoisted
   (or, more threads allowed, speculated) there on its own, the two copies
   then computing in one instance. */
CONV__PRIVATE conv_result conv__legal_merge_twice(const conv_legality *L, conv_value a, conv_value b, conv_block to,
                                                  conv_verdict *out) {
    conv__move_kind kind =
        (CONV__VAL(L->f, a.id)->flags & CONV_FLAG_SUPERSET_SAFE) ? CONV__MOVE_SPECULATE : CONV__MOVE_HOIST;
    uint32_t at = conv__legal_insert_at(L->f, to.id, true);
    conv_verdict vb;
    conv_result r;
    if (!conv__legal_place(L, a.id, to.id, at, true, out) || !conv__legal_place(L, b.id, to.id, at, true, out))
        return CONV_OK;
    r = conv__legal_move(L, a, to, kind, b.id, out);
    if (r != CONV_OK || !out->legal) return r;
    r = conv__legal_move(L, b, to, kind, a.id, &vb);
    if (r == CONV_OK && !vb.legal) *out = vb;
    return r;
}

CONV__PRIVATE conv_result conv__legal_merge(const conv_legality *L, conv_value a, conv_value b, conv_block to,
                                            conv_verdict *out) {
    const conv_function *f;
    uint32_t ba, bb;
    bool both = false, up, pure;
    conv__merge_shape shape;
    conv_result r;
    if (L == NULL || out == NULL || !conv__value_ok(L->f, a) || !conv__value_ok(L->f, b) || !conv__block_ok(L->f, to))
        return CONV_ERR_INVALID_ARGUMENT;
    f = L->f;
    ba = CONV__VAL(f, a.id)->block;
    bb = CONV__VAL(f, b.id)->block;
    if (ba == 0 || bb == 0) return CONV_ERR_INVALID_ARGUMENT;
    if (!conv__legal_pair(L, a.id, b.id, to.id, out)) return CONV_OK;
    shape = conv__legal_merge_shape(L, ba, bb, to.id);
    up = shape == CONV__MERGE_UP;
    if (shape == CONV__MERGE_NONE) {
        *out = conv__verdict(CONV_LEGAL_DIRECTION, CONV_BLOCKING_BLOCK, to.id);
        return CONV_OK;
    }
    pure = !conv__legal_has_effects(f, a.id) && CONV__VAL(f, a.id)->kind != CONV_KIND_ANCHOR;
    both = ba == bb;
    r = both ? CONV_OK : conv__legal_both_run(L, ba, bb, &both);
    if (r != CONV_OK) return r;
    if (both && up && !conv__legal_has_effects(f, a.id)) return conv__legal_merge_twice(L, a, b, to, out);
    /* a thread that runs both copies runs the merged one once: only what
       nothing reads may sink so (conv__legal_merge_down) */
    if (both && !up && !conv__legal_has_effects(f, a.id) && L->users_begin[a.id - 1u] == L->users_begin[a.id] &&
        L->users_begin[b.id - 1u] == L->users_begin[b.id] && conv__legal_same_cycle(L, ba, to.id) &&
        conv__legal_same_cycle(L, bb, to.id))
        return conv__legal_merge_down(L, a.id, b.id, to.id, out);
    if (both) {
        *out = conv__verdict(CONV_LEGAL_BOTH_EXECUTE, CONV_BLOCKING_VALUE, b.id);
        return CONV_OK;
    }
    if ((conv__legal_communicates(L, a.id) || conv__legal_has_effects(f, a.id)) &&
        (!conv__legal_same_cycle(L, ba, to.id) || !conv__legal_same_cycle(L, bb, to.id))) {
        /* alone in its wave, an anchor rises across cycles as two hoists
           would (conv__legal_move_alone): their regions and users unite */
        if (L->wave_size <= 1u && up && !conv__legal_has_effects(f, a.id)) return conv__legal_merge_twice(L, a, b, to, out);
        *out = conv__verdict(conv__legal_communicates(L, a.id) ? CONV_LEGAL_CYCLE : CONV_LEGAL_EXECUTION_COUNT,
                             CONV_BLOCKING_CYCLE, conv__legal_cycle_between(L, to.id, conv__legal_same_cycle(L, ba, to.id) ? bb : ba));
        return CONV_OK;
    }
    if (!up) return conv__legal_merge_down(L, a.id, b.id, to.id, out);
    r = conv__legal_merge_up(L, a.id, b.id, to.id, out);
    /* without effects, two hoists that are each legal suffice */
    if (r == CONV_OK && pure && (out->reason == CONV_LEGAL_DIVERGENT_BRANCH || out->reason == CONV_LEGAL_NOT_SUPERSET_SAFE))
        r = conv__legal_merge_twice(L, a, b, to, out);
    return r;
}

/* R22: b's users take a's token. a's region grows over what lies between
   a and b, and no token defined between a and one of b's users may hold
   that user in its region (it would not hold a). */
CONV__PRIVATE conv_result conv__legal_cse_anchors(const conv_legality *L, uint32_t a, uint32_t b, conv_verdict *out) {
    const conv_function *f = L->f;
    uint32_t ba = CONV__VAL(f, a)->block, bb = CONV__VAL(f, b)->block, pa = L->position[a - 1u] + 1u, k;
    conv__region R;
    conv__span s;
    conv_result r = CONV_OK;
    bool ok;
    *out = conv__verdict(CONV_LEGAL_ANCHOR, CONV_BLOCKING_NONE, 0);
    if (ba == bb) {
        s = conv__span_of(NULL, 0, ba, pa, L->position[b - 1u]);
        ok = conv__legal_grows_over(L, a, a, ba, pa, &s, out);
    } else {
        r = conv__legal_region(L, ba, &bb, 1, CONV_SCOPE_WAVE, &R);
        if (r != CONV_OK) return r;
        s = conv__span_of(&R, ba, ba, pa, f->inst_begin[ba] - f->inst_begin[ba - 1u]);
        ok = conv__legal_grows_over(L, a, a, ba, pa, &s, out);
        s = conv__span_of(NULL, 0, bb, 0, L->position[b - 1u]);
        ok = ok && conv__legal_grows_over(L, a, a, ba, pa, &s, out);
        conv__region_free(L, &R);
    }
    for (k = L->users_begin[b - 1u]; r == CONV_OK && ok && k < L->users_begin[b]; k++) {
        uint32_t u = L->users[k];
        if (CONV__VAL(f, u)->token == b)
            r = conv__legal_nests_at(L, a, CONV__VAL(f, u)->block, L->position[u - 1u], b, &ok, out);
    }
    return r;
}

CONV__PRIVATE conv_result conv__legal_cse(const conv_legality *L, conv_value a, conv_value b, conv_verdict *out) {
    const conv_function *f;
    uint32_t ba, bb;
    conv__region R;
    conv_result r;
    if (L == NULL || out == NULL || !conv__value_ok(L->f, a) || !conv__value_ok(L->f, b)) return CONV_ERR_INVALID_ARGUMENT;
    f = L->f;
    ba = CONV__VAL(f, a.id)->block;
    bb = CONV__VAL(f, b.id)->block;
    if (ba == 0 || bb == 0) return CONV_ERR_INVALID_ARGUMENT;
    if (!conv__legal_pair(L, a.id, b.id, bb, out)) return CONV_OK;
    if (!conv__legal_before(L, ba, L->position[a.id - 1u], bb, L->position[b.id - 1u])) {
        *out = conv__verdict(CONV_LEGAL_DIRECTION, CONV_BLOCKING_VALUE, a.id);
        return CONV_OK;
    }
    if (conv__legal_has_effects(f, a.id)) {
        *out = conv__verdict(CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_VALUE, b.id);
        return CONV_OK;
    }
    /* b goes, and nothing read it: a region only shrinks */
    if (L->users_begin[b.id - 1u] == L->users_begin[b.id] && conv__legal_communicates(L, a.id)) {
        *out = conv__verdict(CONV_LEGAL_UNUSED, CONV_BLOCKING_NONE, 0);
        return CONV_OK;
    }
    if (!conv__legal_communicates(L, a.id)) {
        *out = conv__legal_free_move(f, a.id);
        return CONV_OK;
    }
    if (!conv__legal_same_cycle(L, ba, bb)) {
        *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, conv__legal_cycle_between(L, ba, bb));
        return CONV_OK;
    }
    if (CONV__VAL(f, a.id)->kind == CONV_KIND_ANCHOR) return conv__legal_cse_anchors(L, a.id, b.id, out);
    if (ba == bb) {
        *out = conv__verdict(CONV_LEGAL_SAME_INSTANCE, CONV_BLOCKING_NONE, 0);
        return CONV_OK;
    }
    r = conv__legal_region(L, ba, &bb, 1, conv__legal_scope(f, a.id), &R);
    if (r != CONV_OK) return r;
    if (conv__region_control_equivalent(&R)) *out = conv__verdict(CONV_LEGAL_SAME_INSTANCE, CONV_BLOCKING_NONE, 0);
    else if (conv__region_uniform(&R)) *out = conv__verdict(CONV_LEGAL_UNIFORM, CONV_BLOCKING_NONE, 0);
    else *out = conv__legal_refused_path(&R, CONV_LEGAL_DIVERGENT_BRANCH);
    conv__region_free(L, &R);
    return CONV_OK;
}

CONVDEF conv_result conv_can_merge(const conv_legality *L, conv_value a, conv_value b, conv_block to, conv_verdict *out) {
    return conv__legal_finish(L, conv__legal_merge(L, a, b, to, out), out);
}
CONVDEF conv_result conv_can_cse(const conv_legality *L, conv_value a, conv_value b, conv_verdict *out) {
    return conv__legal_finish(L, conv__legal_cse(L, a, b, out), out);
}

/* --- the transformations, on copies --- */

typedef enum conv__edit_kind { CONV__EDIT_HOIST, CONV__EDIT_SINK, CONV__EDIT_MERGE, CONV__EDIT_CSE } conv__edit_kind;

/* One edit: the `moved` instructions (moved_count of them, in order; 0
   for none) go to block `to` before the instruction at index `at` of f's
   block; `dropped` (0: none) goes, its uses reading `kept`; with
   drop_merged_phis, the phis of `to` that `replace` maps go too (a
   sink-merge: their uses read the merged operation). */
typedef struct conv__edit {
    uint32_t *moved;   /* the caller's buffer, values + 1 long */
    uint32_t moved_count;
    uint8_t *moving;   /* values + 1: 1 for the moved ids */
    uint32_t to, at, dropped, kept;
    bool drop_merged_phis;
} conv__edit;

/* The plan of a copy with one edit applied: f's order, minus what moves
   or goes, plus the moved operations at their place. */
CONV__PRIVATE void conv__legal_plan(const conv_function *f, const conv__edit *e, uint32_t *begin, uint32_t *order,
                                    uint32_t *replace) {
    uint32_t b, k, n = 0, i;
    for (b = 0; b < f->blocks.count; b++) {
        uint32_t first = f->inst_begin[b], last = f->inst_begin[b + 1u];
        begin[b] = n;
        for (k = first; k <= last; k++) {
            uint32_t id = k < last ? f->insts[k].id : 0u;
            if (b + 1u == e->to && k - first == e->at)
                for (i = 0; i < e->moved_count; i++) order[n++] = e->moved[i];
            if (id == 0 || e->moving[id] || id == e->dropped) continue;
            if (e->drop_merged_phis && b + 1u == e->to && replace[id]) continue;
            order[n++] = id;
        }
    }
    begin[f->blocks.count] = n;
    if (e->dropped) replace[e->dropped] = e->kept;
}

/* Refuses an edit that would break SSA: the verdict came from a check of
   operands, token or users. */
CONV__PRIVATE conv_result conv__legal_apply_refused(const conv_function *f, conv_diags *diags, uint32_t inst,
                                                    const conv_verdict *v) {
    uint32_t what = v->blocking == CONV_BLOCKING_VALUE ? v->value.id : 0u;
    conv__interp_report(f, diags, "legal.apply", inst, "cannot apply: %s%s%s", conv__legal_reason_text(v->reason),
                        what ? ": " : "", what ? conv__vname(f, what) : "");
    return CONV_ERR_INVALID_ARGUMENT;
}

/* The edit for a query, checked for SSA (operands before, users after). */
CONV__PRIVATE bool conv__legal_edit(const conv_legality *L, conv__edit_kind kind, uint32_t a, uint32_t b, uint32_t to,
                                    conv__edit *e, uint32_t *replace, conv_verdict *v) {
    const conv_function *f = L->f;
    uint32_t ba = CONV__VAL(f, a)->block, k, q;
    bool up;
    e->moved_count = 0;
    e->to = e->at = e->dropped = e->kept = 0;
    e->drop_merged_phis = false;
    if (kind == CONV__EDIT_CSE) {
        e->dropped = b;
        e->kept = a;
        if (conv__legal_before(L, ba, L->position[a - 1u], CONV__VAL(f, b)->block, L->position[b - 1u])) return true;
        *v = conv__verdict(CONV_LEGAL_DIRECTION, CONV_BLOCKING_VALUE, a);
        return false;
    }
    /* only the query's shapes: a hoist up the dominator tree, a sink down
       it (to its own block: the query's SAME_PLACE), a merge into neither
       copy's block */
    if ((kind == CONV__EDIT_MERGE && conv__legal_merge_shape(L, ba, CONV__VAL(f, b)->block, to) == CONV__MERGE_NONE) ||
        (kind == CONV__EDIT_HOIST && !conv_domtree_dominates(L->dt, conv__legal_block(to), conv__legal_block(ba))) ||
        (kind == CONV__EDIT_SINK && !conv_domtree_dominates(L->dt, conv__legal_block(ba), conv__legal_block(to)))) {
        *v = conv__verdict(CONV_LEGAL_DIRECTION, CONV_BLOCKING_BLOCK, to);
        return false;
    }
    up = kind == CONV__EDIT_HOIST ||
         (kind == CONV__EDIT_MERGE && conv__legal_merge_shape(L, ba, CONV__VAL(f, b)->block, to) == CONV__MERGE_UP);
    e->to = to;
    e->at = conv__legal_insert_at(f, to, up);
    if (kind == CONV__EDIT_SINK && CONV__VAL(f, a)->kind == CONV_KIND_ANCHOR) {
        /* R22: the anchor and what it controls in its block, as one group */
        if (!conv__legal_anchor_sink(L, a, to, v)) return false;
        e->moved_count = conv__legal_anchor_group(L, a, e->moved);
        for (k = 0; k < e->moved_count; k++) e->moving[e->moved[k]] = 1;
        return true;
    }
    e->moved[0] = a;
    e->moved_count = 1;
    e->moving[a] = 1;
    if (kind == CONV__EDIT_MERGE) {
        e->dropped = b;
        e->kept = a;
        if (!up) {
            /* the join's phis that read only a and b become the operation */
            e->drop_merged_phis = true;
            if (!conv__legal_merge_users(L, a, b, to, v)) return false;
            for (k = f->inst_begin[to - 1u]; k < f->inst_begin[to]; k++) {
                uint32_t p = f->insts[k].id;
                bool reads = CONV__VAL(f, p)->kind == CONV_KIND_PHI && CONV__VAL(f, p)->ops_count > 0;
                for (q = 0; reads && q < CONV__VAL(f, p)->ops_count; q++) {
                    uint32_t op = CONV__VEC(f->operands, conv_value)[CONV__VAL(f, p)->ops_begin + q].id;
                    reads = op == a || op == b;
                }
                if (reads) replace[p] = a;
            }
        }
        return conv__legal_place(L, a, to, e->at, up, v) && (!up || conv__legal_place(L, b, to, e->at, true, v));
    }
    return conv__legal_place(L, a, to, e->at, true, v);
}

CONV__PRIVATE conv_result conv__legal_apply(conv_function *f, conv__edit_kind kind, conv_value a, conv_value b,
                                            conv_block to, const char *name, conv_diags *diags, conv_function **out) {
    conv_legality_desc desc;
    conv_legality *L = NULL;
    conv__copy_plan plan;
    conv__edit e;
    conv_verdict v;
    uint32_t *begin = NULL, *order = NULL, *replace = NULL, *moved = NULL;
    uint8_t *moving = NULL;
    size_t nb, nv;
    conv_result r;
    bool pair = kind == CONV__EDIT_MERGE || kind == CONV__EDIT_CSE;
    if (f == NULL || name == NULL || out == NULL || !conv__value_ok(f, a) || CONV__VAL(f, a.id)->block == 0 ||
        (pair && (!conv__value_ok(f, b) || CONV__VAL(f, b.id)->block == 0 || a.id == b.id)) ||
        (kind != CONV__EDIT_CSE && !conv__block_ok(f, to)))
        return CONV_ERR_INVALID_ARGUMENT;
    if (!f->finalized) return CONV_ERR_NOT_FINALIZED;
    nb = f->blocks.count;
    nv = f->values.count;
    memset(&desc, 0, sizeof desc);
    desc.wave_size = 1; /* only dominance and positions are read */
    r = conv_legality_build(f, &desc, &L);
    begin = (uint32_t *)conv__alloc_array(f->allocator, nb + 1u, sizeof(uint32_t));
    order = (uint32_t *)conv__alloc_array(f->allocator, (size_t)f->inst_count + 1u, sizeof(uint32_t));
    replace = (uint32_t *)conv__calloc_array(f->allocator, nv + 1u, sizeof(uint32_t));
    moved = (uint32_t *)conv__alloc_array(f->allocator, nv + 1u, sizeof(uint32_t));
    moving = (uint8_t *)conv__calloc_array(f->allocator, nv + 1u, 1);
    memset(&e, 0, sizeof e);
    e.moved = moved;
    e.moving = moving;
    if (r == CONV_OK && (begin == NULL || order == NULL || replace == NULL || moved == NULL || moving == NULL))
        r = CONV_ERR_OUT_OF_MEMORY;
    if (r == CONV_OK) {
        uint32_t target = kind == CONV__EDIT_CSE ? CONV__VAL(f, b.id)->block : to.id;
        bool ok = pair ? conv__legal_pair(L, a.id, b.id, target, &v) : conv__legal_movable(L, a.id, target, &v);
        if (!ok || !conv__legal_edit(L, kind, a.id, b.id, to.id, &e, replace, &v))
            r = conv__legal_apply_refused(f, diags, a.id, &v);
    }
    if (r == CONV_OK) {
        conv__legal_plan(f, &e, begin, order, replace);
        plan.block_begin = begin;
        plan.order = order;
        plan.replace = replace;
        plan.retoken_inst = e.moved_count ? e.moved[0] : 0u;
        plan.retoken_value = e.moved_count ? conv__legal_new_token(L, e.moved[0], e.to) : 0u;
        r = conv__function_copy(f, name, &plan, diags, out);
    }
    conv_legality_free(L);
    conv__free_array(f->allocator, begin, nb + 1u, sizeof(uint32_t));
    conv__free_array(f->allocator, order, (size_t)f->inst_count + 1u, sizeof(uint32_t));
    conv__free_array(f->allocator, replace, nv + 1u, sizeof(uint32_t));
    conv__free_array(f->allocator, moved, nv + 1u, sizeof(uint32_t));
    conv__free_array(f->allocator, moving, nv + 1u, 1);
    return r;
}

CONVDEF conv_result conv_apply_hoist(conv_function *f, conv_value inst, conv_block to, const char *name,
                                     conv_diags *diags, conv_function **out) {
    conv_value none = {0};
    return conv__legal_apply(f, CONV__EDIT_HOIST, inst, none, to, name, diags, out);
}
CONVDEF conv_result conv_apply_sink(conv_function *f, conv_value inst, conv_block to, const char *name,
                                    conv_diags *diags, conv_function **out) {
    conv_value none = {0};
    return conv__legal_apply(f, CONV__EDIT_SINK, inst, none, to, name, diags, out);
}
CONVDEF conv_result conv_apply_merge(conv_function *f, conv_value a, conv_value b, conv_block to, const char *name,
                                     conv_diags *diags, conv_function **out) {
    return conv__legal_apply(f, CONV__EDIT_MERGE, a, b, to, name, diags, out);
}
CONVDEF conv_result conv_apply_cse(conv_function *f, conv_value a, conv_value b, const char *name, conv_diags *diags,
                                   conv_function **out) {
    conv_block none = {0};
    return conv__legal_apply(f, CONV__EDIT_CSE, a, b, none, name, diags, out);
}

/* --- control-flow transformations (stage II: R10-R12) ---

   Tail duplication, jump threading and block merging copy or re-route
   whole blocks. What they can change: which threads run a copy of a
   convergent operation together (one copy per predecessor splits the
   threads converged at the block unless the choice of predecessor is
   uniform at the operation's scope: R10), the cycle structure (a header,
   an entry or a back edge touched: refused, R11), and the static rules of
   tokens and SSA (a value defined in a copied or bypassed block is read
   only there or by the phis its edges feed; entry and loop intrinsics are
   never copied; a merged block keeps at most one intrinsic, first: R12).
   In acyclic control flow threads reconverge maximally (the spec's
   stance), so re-routing an edge changes no thread set by itself (R11):
   the spec's example_original -> example_jumpthreaded keeps its barrier's
   threads. Seed 004's objection to threading near a ballot holds only for
   implementations that reconverge at post-dominators, which the model
   excludes. */

/* The most iterations conv_apply_peel copies (each copy is a map over the
   function's values). */
#define CONV__PEEL_MAX 64u

/* One block of an edit's result: a copy of original block `src` (value
   map `copy`: 0 is the original's, k > 0 the k-th copy), optionally
   followed by original block `tail` (a merge: its phis take their single
   entry, its terminator ends the block). */
typedef struct conv__cf_block {
    uint32_t src, copy, tail;
    uint32_t phi_pred;   /* 0: src's phis stay (their entries rebuilt from
                            the result's edges); else each takes its
                            entry for this original predecessor */
    uint32_t jump;       /* 0, or 1 + the result block an unconditional
                            branch to replaces the terminator */
    uint32_t cond, jump2; /* with cond (an original value, read through
                            map 0): a conditional branch to jump (true)
                            or jump2 (false) instead */
    uint32_t succ_begin; /* the terminator's edges: result blocks at
                            succ[succ_begin...], as many as it has */
    uint32_t suffix;     /* a copy's names: original name "." this
                            original block's name, or `tag` when set */
    char tag[24];
    uint32_t alias;      /* an instruction of src not copied: its uses read
                            the original's (an unrolled loop's heart) */
    bool phis_only;      /* src's phis and the jump (a new outer header) */
} conv__cf_block;

typedef struct conv__cf_plan {
    conv__vec blocks;   /* conv__cf_block, the result's order (first: entry) */
    conv__vec succ;     /* uint32_t result block indexes */
    uint32_t ncopies;   /* value maps beyond the original's */
    uint32_t bypass_pred, bypass_block; /* an edge from bypass_pred's result
                                           block into a successor of the
                                           bypassed block reads that
                                           successor's phis as if it came
                                           through the bypassed block */
} conv__cf_plan;

CONV__PRIVATE void conv__cf_plan_free(const conv_allocator *a, conv__cf_plan *p) {
    conv__vec_free(a, &p->blocks, sizeof(conv__cf_block));
    conv__vec_free(a, &p->succ, sizeof(uint32_t));
}

/* The state of one build: the maps from original values to the result's,
   one per copy (map + k * (nv + 1)). */
typedef struct conv__cf_build {
    const conv_function *f;
    conv_function *g;
    const conv__cf_plan *p;
    conv__vec conds;     /* uint32_t pairs: a new branch, its condition */
    uint32_t *map;
    size_t nv;
    char name[160];
} conv__cf_build;

/* The result's value for original v as seen by copy k (0 when it has none). */
CONV__PRIVATE uint32_t conv__cf_lookup(const conv__cf_build *s, uint32_t k, uint32_t v) {
    if (v == 0) return 0;
    if (k && s->map[(size_t)k * (s->nv + 1u) + v]) return s->map[(size_t)k * (s->nv + 1u) + v];
    return s->map[v];
}

/* What a copy's names end with. */
CONV__PRIVATE const char *conv__cf_tag(const conv_function *f, const conv__cf_block *b) {
    return b->tag[0] ? b->tag : conv__strpool_get(&f->names, CONV__BLK(f, b->suffix)->name);
}

/* A name for a copy: base "." suffix, made unique in f and the result. */
CONV__PRIVATE const char *conv__cf_name(conv__cf_build *s, const char *base, const char *suffix, bool block) {
    size_t n;
    uint32_t i;
    if (base == NULL) return NULL;
    for (i = 1; i < 1000u; i++) {
        if (i == 1) n = (size_t)snprintf(s->name, sizeof s->name, "%s.%s", base, suffix + (suffix[0] == '%'));
        else n = (size_t)snprintf(s->name, sizeof s->name, "%s.%s.%u", base, suffix + (suffix[0] == '%'), i);
        if (n >= sizeof s->name) return NULL;
        if (block ? conv_function_find_block(s->f, s->name).id == 0 && conv_function_find_block(s->g, s->name).id == 0
                  : conv_function_find_value(s->f, s->name).id == 0 && conv_function_find_value(s->g, s->name).id == 0)
            return s->name;
    }
    return NULL;
}

/* Adds the result's instruction for original `id` in result block `rb`
   (copy k of it): operands come later. A terminator gets the plan's
   edges (or the unconditional branch `jump`). */
CONV__PRIVATE conv_result conv__cf_inst(conv__cf_build *s, uint32_t id, uint32_t rb, bool terminator) {
    const conv_function *f = s->f;
    const conv__cf_block *b = &CONV__VEC(s->p->blocks, conv__cf_block)[rb];
    const conv__value_rec *v = CONV__VAL(f, id);
    conv_block *targets = NULL, to;
    conv_inst_desc d;
    conv_value out;
    uint32_t i, n = terminator ? v->refs_count : 0u;
    conv_result r;
    memset(&d, 0, sizeof d);
    d.kind = (conv_kind)v->kind;
    d.name = v->name ? conv__strpool_get(&f->names, v->name) : NULL;
    if (d.name && b->copy) d.name = conv__cf_name(s, d.name, conv__cf_tag(f, b), false);
    if (v->name && d.name == NULL) return CONV_ERR_INVALID_ARGUMENT;
    d.opcode = v->opcode ? conv__strpool_get(&f->names, v->opcode) : NULL;
    d.flags = v->flags & ~conv__implied_flags(v->kind);
    d.line = v->line;
    d.col = v->col;
    if (n) {
        targets = (conv_block *)conv__alloc_array(f->allocator, n, sizeof(conv_block));
        if (targets == NULL) return CONV_ERR_OUT_OF_MEMORY;
        for (i = 0; i < n; i++) targets[i].id = CONV__VEC(s->p->succ, uint32_t)[b->succ_begin + i] + 1u;
        d.successors = targets;
        d.successors_count = n;
        if (v->kind == CONV_KIND_SWITCH && n > 1u) d.case_values = CONV__VEC(f->cases, int64_t) + v->immediate;
    }
    to.id = rb + 1u;
    r = conv_function_add_inst(s->g, to, &d, &out);
    if (targets) conv__free_array(f->allocator, targets, n, sizeof(conv_block));
    if (r != CONV_OK) return r;
    s->map[(size_t)b->copy * (s->nv + 1u) + id] = out.id;
    CONV__VAL(s->g, out.id)->origin = v->origin ? v->origin : id;
    return CONV_OK;
}

/* The entry of phi `phi` for predecessor block `pred` (the first, as the
   interpreter reads it); 0 when it has none. */
CONV__PRIVATE uint32_t conv__cf_entry(const conv_function *f, uint32_t phi, uint32_t pred) {
    const conv__value_rec *v = CONV__VAL(f, phi);
    uint32_t i;
    for (i = 0; i < v->refs_count; i++)
        if (CONV__VEC(f->blockrefs, conv_block)[v->refs_begin + i].id == pred)
            return CONV__VEC(f->operands, conv_value)[v->ops_begin + i].id;
    return 0;
}

/* The instructions of result block rb, in order: src's (phis unless
   resolved; its terminator unless a tail or a jump replaces it), then
   tail's (without its phis), then the jump. */
CONV__PRIVATE conv_result conv__cf_fill_block(conv__cf_build *s, uint32_t rb) {
    const conv_function *f = s->f;
    const conv__cf_block *b = &CONV__VEC(s->p->blocks, conv__cf_block)[rb];
    uint32_t part, k;
    conv_result r = CONV_OK;
    for (part = 0; part < 2u && r == CONV_OK; part++) {
        uint32_t ob = part ? b->tail : b->src;
        bool last = part ? true : b->tail == 0;
        if (ob == 0) continue;
        for (k = f->inst_begin[ob - 1u]; k < f->inst_begin[ob] && r == CONV_OK; k++) {
            uint32_t id = f->insts[k].id;
            uint32_t kind = CONV__VAL(f, id)->kind;
            bool term = conv__kind_is_terminator(kind);
            if ((kind == CONV_KIND_PHI && (part || b->phi_pred)) || (kind != CONV_KIND_PHI && b->phis_only) ||
                (term && (!last || b->jump)) || id == b->alias)
                continue;
            r = conv__cf_inst(s, id, rb, term);
        }
    }
    if (r == CONV_OK && b->jump) {
        conv_inst_desc d;
        conv_block to, target[2];
        conv_value out;
        memset(&d, 0, sizeof d);
        d.kind = CONV_KIND_BRANCH;
        target[0].id = b->jump;
        target[1].id = b->jump2;
        d.successors = target;
        d.successors_count = b->cond ? 2u : 1u;
        to.id = rb + 1u;
        r = conv_function_add_inst(s->g, to, &d, &out);
        if (r == CONV_OK && b->cond) r = CONV__VEC_PUSH1(f->allocator, &s->conds, uint32_t, out.id);
        if (r == CONV_OK && b->cond) r = CONV__VEC_PUSH1(f->allocator, &s->conds, uint32_t, b->cond);
        /* it stands for src's terminator (an origin of its own would name
           another of f's values) */
        if (r == CONV_OK) {
            uint32_t term = f->insts[f->inst_begin[b->src] - 1u].id;
            CONV__VAL(s->g, out.id)->origin = CONV__VAL(f, term)->origin ? CONV__VAL(f, term)->origin : term;
        }
    }
    return r;
}

/* Phis that take one entry: a resolved copy's (its entry for phi_pred,
   as the predecessor sees it) and a merged tail's (its entry for src, as
   the block sees it). They become that value in the copy's map. */
CONV__PRIVATE conv_result conv__cf_resolve_phis(conv__cf_build *s) {
    const conv_function *f = s->f;
    size_t rb;
    uint32_t k;
    for (rb = 0; rb < s->p->blocks.count; rb++) {
        const conv__cf_block *b = &CONV__VEC(s->p->blocks, conv__cf_block)[rb];
        uint32_t part;
        if (b->alias) s->map[(size_t)b->copy * (s->nv + 1u) + b->alias] = s->map[b->alias];
        for (part = 0; part < 2u; part++) {
            uint32_t ob = part ? b->tail : b->src, pred = part ? b->src : b->phi_pred;
            if (ob == 0 || pred == 0) continue;
            for (k = f->inst_begin[ob - 1u]; k < f->inst_begin[ob]; k++) {
                uint32_t id = f->insts[k].id, v;
                if (CONV__VAL(f, id)->kind != CONV_KIND_PHI) break;
                v = conv__cf_lookup(s, part ? b->copy : 0u, conv__cf_entry(f, id, pred));
                if (v == 0) return CONV_ERR_INVALID_ARGUMENT;
                s->map[(size_t)b->copy * (s->nv + 1u) + id] = v;
            }
        }
    }
    return CONV_OK;
}

/* Operands and tokens of every non-phi instruction the result copied,
   and the conditions of the branches it made. */
CONV__PRIVATE conv_result conv__cf_operands(conv__cf_build *s, conv_value *scratch) {
    const conv_function *f = s->f;
    size_t rb;
    uint32_t k, i, part;
    conv_result r = CONV_OK;
    for (k = 0; k + 1u < s->conds.count && r == CONV_OK; k += 2u) {
        conv_value inst, cond;
        inst.id = CONV__VEC(s->conds, uint32_t)[k];
        cond.id = conv__cf_lookup(s, 0, CONV__VEC(s->conds, uint32_t)[k + 1u]);
        r = cond.id ? conv_function_set_operands(s->g, inst, &cond, NULL, 1) : CONV_ERR_INVALID_ARGUMENT;
    }
    for (rb = 0; rb < s->p->blocks.count && r == CONV_OK; rb++) {
        const conv__cf_block *b = &CONV__VEC(s->p->blocks, conv__cf_block)[rb];
        for (part = 0; part < 2u && r == CONV_OK; part++) {
            uint32_t ob = part ? b->tail : b->src;
            if (ob == 0) continue;
            for (k = f->inst_begin[ob - 1u]; k < f->inst_begin[ob] && r == CONV_OK; k++) {
                uint32_t id = f->insts[k].id;
                const conv__value_rec *v = CONV__VAL(f, id);
                conv_value inst;
                if (v->kind == CONV_KIND_PHI) continue;
                inst.id = s->map[(size_t)b->copy * (s->nv + 1u) + id];
                if (inst.id == 0) continue; /* a terminator the plan replaced */
                for (i = 0; i < v->ops_count; i++) {
                    scratch[i].id = conv__cf_lookup(s, b->copy, CONV__VEC(f->operands, conv_value)[v->ops_begin + i].id);
                    if (scratch[i].id == 0) return CONV_ERR_INVALID_ARGUMENT;
                }
                if (v->ops_count) r = conv_function_set_operands(s->g, inst, scratch, NULL, v->ops_count);
                if (r == CONV_OK && v->token) {
                    conv_value t;
                    t.id = conv__cf_lookup(s, b->copy, v->token);
                    r = t.id ? conv_function_set_token(s->g, inst, t) : CONV_ERR_INVALID_ARGUMENT;
                }
            }
        }
    }
    return r;
}

/* How many edges result block x's terminator has. */
CONV__PRIVATE uint32_t conv__cf_edge_count(const conv_function *f, const conv__cf_block *x) {
    uint32_t ob = x->tail ? x->tail : x->src;
    return CONV__VAL(f, f->insts[f->inst_begin[ob] - 1u].id)->refs_count;
}

/* The entry of kept phi `phi` (of result block ry) on an edge from result
   block rx: the original entry for the block rx continues (its tail, or
   its src), or, on a bypassing edge, the entry for the bypassed block with
   that block's phis read for the predecessor. As rx's copy sees it. */
CONV__PRIVATE uint32_t conv__cf_edge_value(const conv__cf_build *s, uint32_t phi, uint32_t rx) {
    const conv_function *f = s->f;
    const conv__cf_block *x = &CONV__VEC(s->p->blocks, conv__cf_block)[rx];
    uint32_t q = x->tail ? x->tail : x->src, v = conv__cf_entry(f, phi, q);
    /* from a block of the same phis (a separated loop's outer header):
       its copy of this phi */
    if (x->phis_only && x->src == CONV__VAL(f, phi)->block) return s->map[(size_t)x->copy * (s->nv + 1u) + phi];
    if (v == 0 && q == s->p->bypass_pred && s->p->bypass_block) {
        v = conv__cf_entry(f, phi, s->p->bypass_block);
        if (v && CONV__VAL(f, v)->kind == CONV_KIND_PHI && CONV__VAL(f, v)->block == s->p->bypass_block)
            v = conv__cf_entry(f, v, q);
    }
    return conv__cf_lookup(s, x->copy, v);
}

/* How many edges result block x has, and where edge e leads. */
CONV__PRIVATE uint32_t conv__cf_out_count(const conv_function *f, const conv__cf_block *x) {
    return x->jump ? (x->cond ? 2u : 1u) : conv__cf_edge_count(f, x);
}
CONV__PRIVATE uint32_t conv__cf_out(const conv__cf_plan *p, const conv__cf_block *x, uint32_t e) {
    if (x->jump) return (e ? x->jump2 : x->jump) - 1u;
    return CONV__VEC(p->succ, uint32_t)[x->succ_begin + e];
}

/* The result's edges by target: the source of each edge into result block
   ry is from[begin[ry] ...], in source order (begin: nb + 1, from: every
   edge). */
CONV__PRIVATE conv_result conv__cf_preds(const conv__cf_build *s, uint32_t **begin_out, uint32_t **from_out, size_t *edges) {
    const conv_allocator *a = s->f->allocator;
    size_t nb = s->p->blocks.count, rx, total = 0;
    uint32_t *begin, *from, *fill, e;
    for (rx = 0; rx < nb; rx++) {
        const conv__cf_block *x = &CONV__VEC(s->p->blocks, conv__cf_block)[rx];
        total += conv__cf_out_count(s->f, x);
    }
    begin = (uint32_t *)conv__calloc_array(a, nb + 2u, sizeof(uint32_t));
    from = (uint32_t *)conv__alloc_array(a, total + 1u, sizeof(uint32_t));
    if (begin == NULL || from == NULL) {
        conv__free_array(a, begin, nb + 2u, sizeof(uint32_t));
        conv__free_array(a, from, total + 1u, sizeof(uint32_t));
        return CONV_ERR_OUT_OF_MEMORY;
    }
    fill = begin + 1; /* counts, then running positions */
    for (rx = 0; rx < nb; rx++) {
        const conv__cf_block *x = &CONV__VEC(s->p->blocks, conv__cf_block)[rx];
        uint32_t count = conv__cf_out_count(s->f, x);
        for (e = 0; e < count; e++) fill[conv__cf_out(s->p, x, e)]++;
    }
    for (rx = 1; rx <= nb; rx++) begin[rx] += begin[rx - 1u];
    for (rx = 0; rx < nb; rx++) {
        const conv__cf_block *x = &CONV__VEC(s->p->blocks, conv__cf_block)[rx];
        uint32_t count = conv__cf_out_count(s->f, x);
        for (e = 0; e < count; e++) {
            uint32_t ry = conv__cf_out(s->p, x, e);
            from[begin[ry]++] = (uint32_t)rx;
        }
    }
    for (rx = nb; rx > 0; rx--) begin[rx] = begin[rx - 1u];
    begin[0] = 0;
    *begin_out = begin;
    *from_out = from;
    *edges = total;
    return CONV_OK;
}

/* Kept phis: one entry per edge of the result into their block. */
CONV__PRIVATE conv_result conv__cf_phis(conv__cf_build *s, conv_value *vals, conv_block *from) {
    const conv_function *f = s->f;
    size_t nb = s->p->blocks.count, ry, edges = 0;
    uint32_t k, e, *begin = NULL, *src = NULL;
    conv_result r = conv__cf_preds(s, &begin, &src, &edges);
    for (ry = 0; ry < nb && r == CONV_OK; ry++) {
        const conv__cf_block *y = &CONV__VEC(s->p->blocks, conv__cf_block)[ry];
        if (y->phi_pred) continue;
        for (k = f->inst_begin[y->src - 1u]; k < f->inst_begin[y->src] && r == CONV_OK; k++) {
            uint32_t phi = f->insts[k].id, n = 0;
            conv_value inst;
            if (CONV__VAL(f, phi)->kind != CONV_KIND_PHI) break;
            for (e = begin[ry]; e < begin[ry + 1u] && r == CONV_OK; e++, n++) {
                vals[n].id = conv__cf_edge_value(s, phi, src[e]);
                from[n].id = src[e] + 1u;
                if (vals[n].id == 0) r = CONV_ERR_INVALID_ARGUMENT;
            }
            inst.id = s->map[(size_t)y->copy * (s->nv + 1u) + phi];
            if (r == CONV_OK && n) r = conv_function_set_operands(s->g, inst, vals, from, n);
        }
    }
    conv__free_array(f->allocator, begin, nb + 2u, sizeof(uint32_t));
    conv__free_array(f->allocator, src, edges + 1u, sizeof(uint32_t));
    return r;
}

/* The result of plan p on f: a new function `name` in f's module, every
   instruction keeping its original's id as origin; on failure the module
   is as before. */
CONV__PRIVATE conv_result conv__cf_run(const conv_function *f, const conv__cf_plan *p, const char *name, conv_diags *diags,
                                       conv_function **out) {
    const conv_allocator *a = f->allocator;
    conv_module *m = f->module;
    conv__cf_build s;
    conv_value *vals = NULL;
    conv_block *from = NULL;
    size_t pool_mark = m->names.chars.count, rb, maps;
    uint32_t id, cap = (uint32_t)f->succ_begin[f->blocks.count] + (uint32_t)p->succ.count + (uint32_t)p->blocks.count + 1u;
    conv_result r;
    memset(&s, 0, sizeof s);
    s.f = f;
    s.p = p;
    s.nv = f->values.count;
    maps = ((size_t)p->ncopies + 1u) * (s.nv + 1u);
    for (id = 1; id <= s.nv; id++)
        if (CONV__VAL(f, id)->ops_count > cap) cap = CONV__VAL(f, id)->ops_count;
    s.map = (uint32_t *)conv__calloc_array(a, maps, sizeof(uint32_t));
    vals = (conv_value *)conv__alloc_array(a, cap, sizeof(conv_value));
    from = (conv_block *)conv__alloc_array(a, cap, sizeof(conv_block));
    r = s.map == NULL || vals == NULL || from == NULL ? CONV_ERR_OUT_OF_MEMORY : conv__copy_begin(f, name, &s.g);
    if (r == CONV_OK) {
        r = conv__copy_values(f, s.g, s.map);
        for (rb = 0; rb < p->blocks.count && r == CONV_OK; rb++) {
            const conv__cf_block *b = &CONV__VEC(p->blocks, conv__cf_block)[rb];
            const char *bname = conv__strpool_get(&f->names, CONV__BLK(f, b->src)->name);
            if (b->copy) bname = conv__cf_name(&s, bname, conv__cf_tag(f, b), true);
            r = bname ? conv_function_add_block(s.g, bname, NULL) : CONV_ERR_INVALID_ARGUMENT;
        }
        for (rb = 0; rb < p->blocks.count && r == CONV_OK; rb++) r = conv__cf_fill_block(&s, (uint32_t)rb);
        if (r == CONV_OK) r = conv__cf_resolve_phis(&s);
        if (r == CONV_OK) r = conv__cf_operands(&s, vals);
        if (r == CONV_OK) r = conv__cf_phis(&s, vals, from);
        if (r == CONV_OK && f->finalized) r = conv_function_finalize(s.g, diags);
        if (r != CONV_OK) conv__module_drop_last(m, pool_mark);
    }
    conv__free_array(a, s.map, maps, sizeof(uint32_t));
    conv__vec_free(a, &s.conds, sizeof(uint32_t));
    conv__free_array(a, vals, cap, sizeof(conv_value));
    conv__free_array(a, from, cap, sizeof(conv_block));
    if (r == CONV_OK) *out = s.g;
    return r;
}

/* --- the stage II queries --- */

/* Whether block b opens a cycle: the header or another entry of its
   innermost cycle (an entry of a larger one enters this one too). */
CONV__PRIVATE uint32_t conv__cf_opens_cycle(const conv_legality *L, uint32_t b) {
    conv_cycle c = conv_cycles_innermost(L->ci, conv__legal_block(b));
    const conv_block *entries;
    uint32_t i, n = 0;
    if (c.id == 0) return 0;
    entries = conv_cycle_entries(L->ci, c, &n);
    for (i = 0; i < n; i++)
        if (entries[i].id == b) return c.id;
    return 0;
}

/* The first reader of a value of block b that a copy or a bypass of b
   would leave without a definition: any reader outside b but a phi
   entry on an edge from b (0: none). */
CONV__PRIVATE uint32_t conv__cf_escaping_reader(const conv_legality *L, uint32_t b) {
    const conv_function *f = L->f;
    uint32_t k, j, i;
    for (k = f->inst_begin[b - 1u]; k < f->inst_begin[b]; k++) {
        uint32_t id = f->insts[k].id;
        for (j = L->users_begin[id - 1u]; j < L->users_begin[id]; j++) {
            uint32_t u = L->users[j];
            const conv__value_rec *uv = CONV__VAL(f, u);
            bool ok = uv->kind != CONV_KIND_PHI ? uv->block == b : true;
            for (i = 0; uv->kind == CONV_KIND_PHI && i < uv->ops_count; i++)
                if (CONV__VEC(f->operands, conv_value)[uv->ops_begin + i].id == id &&
                    CONV__VEC(f->blockrefs, conv_block)[uv->refs_begin + i].id != b)
                    ok = false;
            if (!ok) return u;
        }
    }
    return 0;
}

/* An entry or loop intrinsic of block b (0: none). */
CONV__PRIVATE uint32_t conv__cf_intrinsic(const conv_function *f, uint32_t b) {
    uint32_t k;
    for (k = f->inst_begin[b - 1u]; k < f->inst_begin[b]; k++) {
        uint32_t kind = CONV__VAL(f, f->insts[k].id)->kind;
        if (kind == CONV_KIND_ENTRY || kind == CONV_KIND_LOOP) return f->insts[k].id;
    }
    return 0;
}

/* R10: copies of block b's convergent operations, one per way into b. The
   threads converged at b split between them unless every branch between
   b's immediate dominator and b keeps a group whole at the widest scope
   of those operations (anchors count: their groups split too). */
CONV__PRIVATE conv_result conv__cf_copies_split(const conv_legality *L, uint32_t b, conv_verdict *out) {
    const conv_function *f = L->f;
    conv_scope scope = CONV_SCOPE_THREAD;
    conv__region R;
    conv_result r;
    uint32_t k, idom;
    bool any = false, unread = false;
    for (k = f->inst_begin[b - 1u]; k < f->inst_begin[b]; k++) {
        uint32_t id = f->insts[k].id;
        conv_scope sc = conv__legal_scope(f, id);
        if (!conv__legal_communicates(L, id)) continue;
        /* a pure one nothing reads shows no thread its set (as UNUSED) */
        if (!conv__legal_has_effects(f, id) && L->users_begin[id - 1u] == L->users_begin[id]) {
            unread = true;
            continue;
        }
        any = true;
        if ((sc == CONV_SCOPE_DEFAULT ? CONV_SCOPE_WAVE : sc) > scope) scope = sc == CONV_SCOPE_DEFAULT ? CONV_SCOPE_WAVE : sc;
    }
    *out = conv__verdict(any ? CONV_LEGAL_UNIFORM : unread ? CONV_LEGAL_UNUSED : CONV_LEGAL_NOT_CONVERGENT,
                         CONV_BLOCKING_NONE, 0);
    if (!any) return CONV_OK;
    /* threads that left a cycle in different iterations or by different
       exits meet at b: the copies would part them (refused, whatever the
       exits: the region below walks one iteration only) */
    for (k = f->pred_begin[b - 1u]; k < f->pred_begin[b]; k++) {
        conv_cycle pc = conv_cycles_innermost(L->ci, f->pred[k]);
        if (pc.id && !conv_cycle_contains(L->ci, pc, conv__legal_block(b))) {
            *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, pc.id);
            return CONV_OK;
        }
    }
    idom = conv_domtree_idom(L->dt, conv__legal_block(b)).id;
    if (idom == 0) return CONV_OK;
    r = conv__legal_region(L, idom, &b, 1, scope, &R);
    if (r != CONV_OK) return r;
    /* every split counts, also one whose ways all reach b (the region's
       refinement forgives those: they change which way, not whether) */
    for (k = 0; k < R.blocks.count && out->legal; k++) {
        uint32_t z = CONV__VEC(R.blocks, uint32_t)[k];
        if (conv__legal_splits(f, z) && !conv__legal_branch_uniform(L, z, scope))
            *out = conv__verdict(CONV_LEGAL_DIVERGENT_BRANCH, CONV_BLOCKING_BRANCH, z);
    }
    conv__region_free(L, &R);
    return CONV_OK;
}

/* The number of edges from block p to block b. */
CONV__PRIVATE uint32_t conv__cf_edges(const conv_function *f, uint32_t p, uint32_t b) {
    uint32_t k, n = 0;
    for (k = f->succ_begin[p - 1u]; k < f->succ_begin[p]; k++) n += f->succ[k].id == b;
    return n;
}

/* How many distinct blocks lead to b. */
CONV__PRIVATE uint32_t conv__cf_distinct_preds(const conv_function *f, uint32_t b) {
    uint32_t k, j, n = 0;
    for (k = f->pred_begin[b - 1u]; k < f->pred_begin[b]; k++) {
        for (j = f->pred_begin[b - 1u]; j < k && f->pred[j].id != f->pred[k].id; j++) {
        }
        n += j == k;
    }
    return n;
}

CONV__PRIVATE bool conv__cf_block_ok(const conv_legality *L, conv_block b) {
    return conv__block_ok(L->f, b) && L->f->rpo_index[b.id - 1u] != CONV__NONE;
}

CONVDEF conv_result conv_can_tail_duplicate(const conv_legality *L, conv_block block, conv_verdict *out) {
    const conv_function *f;
    uint32_t b, y, c;
    if (L == NULL || out == NULL || !conv__block_ok(L->f, block)) return CONV_ERR_INVALID_ARGUMENT;
    f = L->f;
    b = block.id;
    if (!conv__cf_block_ok(L, block) || b == 1u || conv__cf_distinct_preds(f, b) < 2u)
        *out = conv__verdict(CONV_LEGAL_SHAPE, CONV_BLOCKING_BLOCK, b);
    else if ((c = conv__cf_opens_cycle(L, b)) != 0)
        *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, c);
    else if ((y = conv__cf_intrinsic(f, b)) != 0)
        *out = conv__verdict(CONV_LEGAL_TOKEN_INTRINSIC, CONV_BLOCKING_VALUE, y);
    else if ((y = conv__cf_escaping_reader(L, b)) != 0)
        *out = conv__verdict(CONV_LEGAL_USER, CONV_BLOCKING_VALUE, y);
    else
        return conv__legal_finish(L, conv__cf_copies_split(L, b, out), out);
    return conv__legal_finish(L, CONV_OK, out);
}

/* Whether block b holds only phis and its terminator (threading it copies
   nothing). */
CONV__PRIVATE bool conv__cf_empty(const conv_function *f, uint32_t b) {
    uint32_t k;
    for (k = f->inst_begin[b - 1u]; k + 1u < f->inst_begin[b]; k++)
        if (CONV__VAL(f, f->insts[k].id)->kind != CONV_KIND_PHI) return false;
    return true;
}

CONVDEF conv_result conv_can_jump_thread(const conv_legality *L, conv_block pred, conv_block block, conv_block succ,
                                         conv_verdict *out) {
    const conv_function *f;
    uint32_t p, b, s, y, c;
    if (L == NULL || out == NULL || !conv__block_ok(L->f, pred) || !conv__block_ok(L->f, block) ||
        !conv__block_ok(L->f, succ))
        return CONV_ERR_INVALID_ARGUMENT;
    f = L->f;
    p = pred.id;
    b = block.id;
    s = succ.id;
    if (!conv__cf_block_ok(L, block) || !conv__cf_block_ok(L, pred) || b == 1u || p == b || s == b ||
        conv__cf_edges(f, p, b) != 1u || conv__cf_edges(f, b, s) == 0 || conv__cf_edges(f, p, s) != 0)
        *out = conv__verdict(CONV_LEGAL_SHAPE, CONV_BLOCKING_BLOCK, b);
    /* no rule for pred, block and succ in different cycles: neither block
       nor succ opens a cycle, so pred leaves a cycle at most (an exit,
       whose copy R10 judges with the cycle-exit rule), which iterations
       do not notice */
    else if ((c = conv__cf_opens_cycle(L, b)) != 0 || (c = conv__cf_opens_cycle(L, s)) != 0)
        *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, c);
    else if ((y = conv__cf_escaping_reader(L, b)) != 0)
        *out = conv__verdict(CONV_LEGAL_USER, CONV_BLOCKING_VALUE, y);
    else if (conv__cf_empty(f, b))
        *out = conv__verdict(CONV_LEGAL_REROUTED, CONV_BLOCKING_NONE, 0);
    else if ((y = conv__cf_intrinsic(f, b)) != 0)
        *out = conv__verdict(CONV_LEGAL_TOKEN_INTRINSIC, CONV_BLOCKING_VALUE, y);
    else
        return conv__legal_finish(L, conv__cf_copies_split(L, b, out), out);
    return conv__legal_finish(L, CONV_OK, out);
}

/* Whether block b holds a convergent operation or a token intrinsic. */
CONV__PRIVATE bool conv__cf_has_convergent(const conv_function *f, uint32_t b) {
    uint32_t k;
    for (k = f->inst_begin[b - 1u]; k < f->inst_begin[b]; k++) {
        const conv__value_rec *v = CONV__VAL(f, f->insts[k].id);
        if (conv__is_token_def(v->kind) || (v->flags & CONV_FLAG_CONVERGENT)) return true;
    }
    return false;
}

CONVDEF conv_result conv_can_merge_blocks(const conv_legality *L, conv_block a, conv_block b, conv_verdict *out) {
    const conv_function *f;
    uint32_t y, term;
    if (L == NULL || out == NULL || !conv__block_ok(L->f, a) || !conv__block_ok(L->f, b)) return CONV_ERR_INVALID_ARGUMENT;
    f = L->f;
    term = f->insts[f->inst_begin[a.id] - 1u].id;
    if (!conv__cf_block_ok(L, a) || a.id == b.id || b.id == 1u || CONV__VAL(f, term)->kind == CONV_KIND_INVOKE ||
        conv__cf_edges(f, a.id, b.id) != f->succ_begin[a.id] - f->succ_begin[a.id - 1u] ||
        conv__cf_edges(f, a.id, b.id) == 0 || conv__cf_distinct_preds(f, b.id) != 1u)
        *out = conv__verdict(CONV_LEGAL_SHAPE, CONV_BLOCKING_BLOCK, b.id);
    else if ((y = conv__cf_intrinsic(f, b.id)) != 0 && (conv__cf_has_convergent(f, a.id) || conv__cf_opens_cycle(L, a.id)))
        /* it would follow another convergent operation, or become a
           header's heart */
        *out = conv__verdict(CONV_LEGAL_TOKEN_INTRINSIC, CONV_BLOCKING_VALUE, y);
    else
        *out = conv__verdict(conv__cf_has_convergent(f, a.id) || conv__cf_has_convergent(f, b.id)
                                 ? CONV_LEGAL_CONTROL_EQUIVALENT
                                 : CONV_LEGAL_NOT_CONVERGENT,
                             CONV_BLOCKING_NONE, 0);
    return conv__legal_finish(L, CONV_OK, out);
}

/* The first reader outside cycle c of a value of c other than a phi
   entry on an edge from c (a copy of c would need a new phi for it; 0:
   none). */
CONV__PRIVATE uint32_t conv__cf_cycle_reader(const conv_legality *L, conv_cycle c) {
    const conv_function *f = L->f;
    const conv_block *blocks;
    uint32_t n = 0, i, k, j, e;
    blocks = conv_cycle_blocks(L->ci, c, &n);
    for (i = 0; i < n; i++)
        for (k = f->inst_begin[blocks[i].id - 1u]; k < f->inst_begin[blocks[i].id]; k++) {
            uint32_t id = f->insts[k].id;
            for (j = L->users_begin[id - 1u]; j < L->users_begin[id]; j++) {
                uint32_t u = L->users[j];
                const conv__value_rec *uv = CONV__VAL(f, u);
                if (conv_cycle_contains(L->ci, c, conv__legal_block(uv->block))) continue;
                if (uv->kind != CONV_KIND_PHI) return u;
                for (e = 0; e < uv->ops_count; e++)
                    if (CONV__VEC(f->operands, conv_value)[uv->ops_begin + e].id == id &&
                        !conv_cycle_contains(L->ci, c, CONV__VEC(f->blockrefs, conv_block)[uv->refs_begin + e]))
                        return u;
            }
        }
    return 0;
}

/* Whether cycle c holds a convergent operation or a token definition. */
CONV__PRIVATE bool conv__cf_cycle_convergent(const conv_legality *L, conv_cycle c) {
    const conv_block *blocks;
    uint32_t n = 0, i;
    blocks = conv_cycle_blocks(L->ci, c, &n);
    for (i = 0; i < n; i++)
        if (conv__cf_has_convergent(L->f, blocks[i].id)) return true;
    return false;
}

/* An always-uniform operation of cycle c (0: none). */
CONV__PRIVATE uint32_t conv__cf_cycle_always_uniform(const conv_legality *L, conv_cycle c) {
    const conv_function *f = L->f;
    const conv_block *blocks;
    uint32_t n = 0, i, k;
    blocks = conv_cycle_blocks(L->ci, c, &n);
    for (i = 0; i < n; i++)
        for (k = f->inst_begin[blocks[i].id - 1u]; k < f->inst_begin[blocks[i].id]; k++)
            if (CONV__VAL(f, f->insts[k].id)->flags & CONV_FLAG_ALWAYS_UNIFORM) return f->insts[k].id;
    return 0;
}

CONVDEF const conv_cycles *conv_legality_cycles(const conv_legality *L) { return L ? L->ci : NULL; }

CONVDEF conv_result conv_can_peel(const conv_legality *L, conv_cycle cycle, uint32_t count, conv_verdict *out) {
    uint32_t header, y;
    if (L == NULL || out == NULL || cycle.id == 0 || cycle.id > conv_cycles_count(L->ci)) return CONV_ERR_INVALID_ARGUMENT;
    header = conv_cycle_header(L->ci, cycle).id;
    if (count == 0 || count > CONV__PEEL_MAX || header == 1u)
        *out = conv__verdict(CONV_LEGAL_SHAPE, CONV_BLOCKING_BLOCK, header);
    else if (!conv_cycle_is_reducible(L->ci, cycle))
        *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, cycle.id);
    else if ((y = conv__cf_cycle_reader(L, cycle)) != 0)
        *out = conv__verdict(CONV_LEGAL_USER, CONV_BLOCKING_VALUE, y);
    else if ((y = conv__cf_cycle_always_uniform(L, cycle)) != 0)
        /* its value belongs to its instance of the iteration (a wave
           register read): the first iteration's, peeled, is another
           instance, outside the loop */
        *out = conv__verdict(CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_VALUE, y);
    else
        /* R9: the copies are the first iterations, each on the threads that
           ran it; the loop goes on from the next one (a copied heart is a
           loop intrinsic outside any cycle: once per instance of its
           parent, as the first iteration) */
        *out = conv__verdict(conv__cf_cycle_convergent(L, cycle) ? CONV_LEGAL_SAME_ITERATIONS : CONV_LEGAL_NOT_CONVERGENT,
                             CONV_BLOCKING_NONE, 0);
    return conv__legal_finish(L, CONV_OK, out);
}

/* A loop intrinsic of cycle c that is not the heart of its innermost
   cycle (the spec: such a loop cannot generally be unrolled; 0: none). */
CONV__PRIVATE uint32_t conv__cf_stray_loop_token(const conv_legality *L, conv_cycle c) {
    const conv_function *f = L->f;
    const conv_block *blocks;
    uint32_t n = 0, i, k;
    blocks = conv_cycle_blocks(L->ci, c, &n);
    for (i = 0; i < n; i++)
        for (k = f->inst_begin[blocks[i].id - 1u]; k < f->inst_begin[blocks[i].id]; k++) {
            uint32_t id = f->insts[k].id;
            if (CONV__VAL(f, id)->kind == CONV_KIND_LOOP &&
                conv_cycle_heart(f, L->ci, conv_cycles_innermost(L->ci, blocks[i])).id != id)
                return id;
        }
    return 0;
}

/* R8: a remainder runs some iterations in other static copies for some
   threads: only anchors may govern the loop's convergent operations, or
   every exit of the loop (its trip count) must be uniform at their
   widest scope. */
CONV__PRIVATE void conv__cf_remainder(const conv_legality *L, conv_cycle c, conv_verdict *out) {
    const conv_function *f = L->f;
    const conv_block *blocks, *exiting;
    conv_scope scope = CONV_SCOPE_THREAD;
    uint32_t n = 0, i, k, ne = 0;
    bool governed = false; /* a heart's or an outer token's use, or uncontrolled */
    blocks = conv_cycle_blocks(L->ci, c, &n);
    for (i = 0; i < n; i++)
        for (k = f->inst_begin[blocks[i].id - 1u]; k < f->inst_begin[blocks[i].id]; k++) {
            uint32_t id = f->insts[k].id, t = CONV__VAL(f, id)->token;
            conv_scope sc = conv__legal_scope(f, id);
            if (!conv__legal_communicates(L, id) || CONV__VAL(f, id)->kind == CONV_KIND_ANCHOR) continue;
            if (sc == CONV_SCOPE_DEFAULT) sc = CONV_SCOPE_WAVE;
            if (sc > scope) scope = sc;
            /* under an anchor of the loop's own body the set is the
               implementation's choice, in the remainder too */
            if (!(t && CONV__VAL(f, t)->kind == CONV_KIND_ANCHOR &&
                  conv_cycle_contains(L->ci, c, conv__legal_block(CONV__VAL(f, t)->block))))
                governed = true;
        }
    if (!governed) return;
    if (L->wave_size > 1u && (conv_uniformity_cycle_divergent_exit(L->u, c) || conv_uniformity_cycle_assumed_divergent(L->u, c))) {
        *out = conv__verdict(CONV_LEGAL_DIVERGENT_BRANCH, CONV_BLOCKING_CYCLE, c.id);
        return;
    }
    exiting = conv_cycle_exiting(L->ci, c, &ne);
    for (i = 0; i < ne; i++)
        if (!conv__legal_branch_uniform(L, exiting[i].id, scope)) {
            *out = conv__verdict(CONV_LEGAL_DIVERGENT_BRANCH, CONV_BLOCKING_BRANCH, exiting[i].id);
            return;
        }
}

CONVDEF conv_result conv_can_unroll(const conv_legality *L, conv_cycle cycle, uint32_t factor, conv_unroll_kind kind,
                                    conv_verdict *out) {
    uint32_t header, y;
    if (L == NULL || out == NULL || cycle.id == 0 || cycle.id > conv_cycles_count(L->ci) ||
        (kind != CONV_UNROLL_FULL && kind != CONV_UNROLL_MULTIPLE && kind != CONV_UNROLL_RUNTIME))
        return CONV_ERR_INVALID_ARGUMENT;
    header = conv_cycle_header(L->ci, cycle).id;
    if (factor < (kind == CONV_UNROLL_FULL ? 1u : 2u) || factor > CONV__PEEL_MAX || header == 1u)
        *out = conv__verdict(CONV_LEGAL_SHAPE, CONV_BLOCKING_BLOCK, header);
    else if (!conv_cycle_is_reducible(L->ci, cycle))
        *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, cycle.id);
    else if ((y = conv__cf_stray_loop_token(L, cycle)) != 0)
        *out = conv__verdict(CONV_LEGAL_TOKEN_INTRINSIC, CONV_BLOCKING_VALUE, y);
    else if ((y = conv__cf_cycle_reader(L, cycle)) != 0)
        /* a token of the loop used after it (R6: the iterations its
           threads left in would merge; LLVM refuses too), or a value that
           would need a phi */
        *out = conv__verdict(CONV__VAL(L->f, y)->token && conv_cycle_contains(L->ci, cycle,
                             conv__legal_block(CONV__VAL(L->f, CONV__VAL(L->f, y)->token)->block))
                                 ? CONV_LEGAL_TOKEN_ESCAPES : CONV_LEGAL_USER,
                             CONV_BLOCKING_VALUE, y);
    else if ((y = conv__cf_cycle_always_uniform(L, cycle)) != 0)
        *out = conv__verdict(CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_VALUE, y);
    else {
        /* R6, R7: every iteration in one static copy, whatever the trip
           count, the heart kept once; R8: below */
        *out = conv__verdict(conv__cf_cycle_convergent(L, cycle) ? CONV_LEGAL_SAME_ITERATIONS : CONV_LEGAL_NOT_CONVERGENT,
                             CONV_BLOCKING_NONE, 0);
        if (kind == CONV_UNROLL_RUNTIME) conv__cf_remainder(L, cycle, out);
    }
    return conv__legal_finish(L, CONV_OK, out);
}

/* The latches of cycle c in the header's predecessor order, distinct;
   returns how many (out: room for the header's predecessors). */
CONV__PRIVATE uint32_t conv__cf_latches(const conv_legality *L, conv_cycle c, uint32_t *out) {
    const conv_function *f = L->f;
    uint32_t h = conv_cycle_header(L->ci, c).id, k, j, n = 0;
    for (k = f->pred_begin[h - 1u]; k < f->pred_begin[h]; k++) {
        uint32_t p = f->pred[k].id;
        if (!conv_cycle_contains(L->ci, c, f->pred[k])) continue;
        for (j = 0; j < n && out[j] != p; j++) {
        }
        if (j == n) out[n++] = p;
    }
    return n;
}

/* R16: the last latch's back edges go to a new outer header, the others
   stay: the iterations through them become an inner loop's. Each group
   must keep choosing one latch together (a branch in the cycle between
   two of its blocks uniform at the widest scope of its convergent
   operations); tokens refuse (the heart's use of its parent would lie in
   the outer cycle without being its heart; an anchor's region could cross
   the new header). */
CONVDEF conv_result conv_can_separate_backedges(const conv_legality *L, conv_cycle cycle, conv_verdict *out) {
    const conv_function *f;
    const conv_block *blocks;
    conv_scope scope = CONV_SCOPE_THREAD;
    uint32_t header, n = 0, i, k, *latches, nl, token = 0;
    bool any = false;
    if (L == NULL || out == NULL || cycle.id == 0 || cycle.id > conv_cycles_count(L->ci)) return CONV_ERR_INVALID_ARGUMENT;
    f = L->f;
    header = conv_cycle_header(L->ci, cycle).id;
    latches = (uint32_t *)conv__alloc_array(&L->allocator, (size_t)f->pred_begin[header] - f->pred_begin[header - 1u] + 1u,
                                            sizeof(uint32_t));
    if (latches == NULL) return CONV_ERR_OUT_OF_MEMORY;
    nl = conv__cf_latches(L, cycle, latches);
    conv__free_array(&L->allocator, latches, (size_t)f->pred_begin[header] - f->pred_begin[header - 1u] + 1u,
                     sizeof(uint32_t));
    blocks = conv_cycle_blocks(L->ci, cycle, &n);
    *out = conv__verdict(CONV_LEGAL_NOT_CONVERGENT, CONV_BLOCKING_NONE, 0);
    for (i = 0; i < n; i++)
        for (k = f->inst_begin[blocks[i].id - 1u]; k < f->inst_begin[blocks[i].id]; k++) {
            uint32_t id = f->insts[k].id;
            conv_scope sc = conv__legal_scope(f, id);
            if (!token && (conv__is_token_def(CONV__VAL(f, id)->kind) || CONV__VAL(f, id)->token)) token = id;
            if (!conv__legal_communicates(L, id)) continue;
            any = true;
            if (sc == CONV_SCOPE_DEFAULT) sc = CONV_SCOPE_WAVE;
            if (sc > scope) scope = sc;
        }
    if (nl < 2u || header == 1u) *out = conv__verdict(CONV_LEGAL_SHAPE, CONV_BLOCKING_BLOCK, header);
    else if (!conv_cycle_is_reducible(L->ci, cycle)) *out = conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, cycle.id);
    else if (token) *out = conv__verdict(CONV_LEGAL_TOKEN_REGION, CONV_BLOCKING_VALUE, token);
    else if ((k = conv__cf_cycle_always_uniform(L, cycle)) != 0)
        /* its value belongs to its instance of the iteration, which the
           nested loops count anew */
        *out = conv__verdict(CONV_LEGAL_EXECUTION_COUNT, CONV_BLOCKING_VALUE, k);
    else if (any) {
        *out = conv__verdict(CONV_LEGAL_UNIFORM, CONV_BLOCKING_NONE, 0);
        for (i = 0; i < n && out->legal; i++) {
            uint32_t b = blocks[i].id, inside = 0;
            for (k = f->succ_begin[b - 1u]; k < f->succ_begin[b]; k++) inside += conv_cycle_contains(L->ci, cycle, f->succ[k]);
            if (inside >= 2u && conv__legal_splits(f, b) && !conv__legal_branch_uniform(L, b, scope))
                *out = conv__verdict(CONV_LEGAL_DIVERGENT_BRANCH, CONV_BLOCKING_BRANCH, b);
        }
    }
    return conv__legal_finish(L, CONV_OK, out);
}

/* Loop deletion's shape: the one block outside cycle c that leads into it
   (*pre) and the one it leads to (*exit), the first not leading to the
   second; false otherwise. */
CONV__PRIVATE bool conv__cf_deletable_shape(const conv_legality *L, conv_cycle c, uint32_t *pre, uint32_t *exit) {
    const conv_function *f = L->f;
    const conv_block *exits, *blocks;
    uint32_t h = conv_cycle_header(L->ci, c).id, k, n = 0, i;
    *pre = 0;
    for (k = f->pred_begin[h - 1u]; k < f->pred_begin[h]; k++) {
        if (conv_cycle_contains(L->ci, c, f->pred[k])) continue;
        if (*pre && *pre != f->pred[k].id) return false;
        *pre = f->pred[k].id;
    }
    exits = conv_cycle_exits(L->ci, c, &n);
    if (*pre == 0 || n != 1u || !conv_cycle_is_reducible(L->ci, c)) return false;
    *exit = exits[0].id;
    /* no other way in, not even from unreachable code (its edge would
       lead nowhere) */
    blocks = conv_cycle_blocks(L->ci, c, &n);
    for (i = 0; i < n; i++)
        for (k = f->pred_begin[blocks[i].id - 1u]; k < f->pred_begin[blocks[i].id]; k++)
            if (!conv_cycle_contains(L->ci, c, f->pred[k]) && (f->pred[k].id != *pre || blocks[i].id != h)) return false;
    return conv__cf_edges(f, *pre, *exit) == 0;
}

/* The first thing that keeps cycle c alive for deletion: an operation
   with effects (its value id, *reason EXECUTION_COUNT), or a value or token
   of c read after it (USER, TOKEN_ESCAPES) where the exit's phis may read,
   on the edges out of c, only one value defined before c. */
CONV__PRIVATE uint32_t conv__cf_alive(const conv_legality *L, conv_cycle c, uint32_t exit, conv_legal_reason *reason) {
    const conv_function *f = L->f;
    const conv_block *blocks;
    uint32_t n = 0, i, k, e, y;
    blocks = conv_cycle_blocks(L->ci, c, &n);
    *reason = CONV_LEGAL_EXECUTION_COUNT;
    for (i = 0; i < n; i++)
        for (k = f->inst_begin[blocks[i].id - 1u]; k < f->inst_begin[blocks[i].id]; k++)
            if (conv__legal_has_effects(f, f->insts[k].id)) return f->insts[k].id;
    if ((y = conv__cf_cycle_reader(L, c)) != 0) {
        uint32_t t = CONV__VAL(f, y)->token;
        *reason = t && conv_cycle_contains(L->ci, c, conv__legal_block(CONV__VAL(f, t)->block)) ? CONV_LEGAL_TOKEN_ESCAPES
                                                                                                : CONV_LEGAL_USER;
        return y;
    }
    *reason = CONV_LEGAL_USER;
    for (k = f->inst_begin[exit - 1u]; k < f->inst_begin[exit]; k++) {
        const conv__value_rec *phi = CONV__VAL(f, f->insts[k].id);
        uint32_t common = 0;
        if (phi->kind != CONV_KIND_PHI) break;
        for (e = 0; e < phi->ops_count; e++) {
            uint32_t v = CONV__VEC(f->operands, conv_value)[phi->ops_begin + e].id;
            if (!conv_cycle_contains(L->ci, c, CONV__VEC(f->blockrefs, conv_block)[phi->refs_begin + e])) continue;
            if ((common && v != common) || (CONV__VAL(f, v)->block &&
                                            conv_cycle_contains(L->ci, c, conv__legal_block(CONV__VAL(f, v)->block))))
                return f->insts[k].id;
            common = v;
        }
    }
    return 0;
}

/* R24: a loop nothing depends on may go. The caller vouches that it
   terminates (conv cannot tell: a loop that never ends is not dead). */
CONVDEF conv_result conv_can_delete_loop(const conv_legality *L, conv_cycle cycle, conv_verdict *out) {
    uint32_t pre = 0, exit = 0, y;
    conv_legal_reason why;
    if (L == NULL || out == NULL || cycle.id == 0 || cycle.id > conv_cycles_count(L->ci)) return CONV_ERR_INVALID_ARGUMENT;
    if (!conv__cf_deletable_shape(L, cycle, &pre, &exit))
        *out = conv_cycle_is_reducible(L->ci, cycle)
                   ? conv__verdict(CONV_LEGAL_SHAPE, CONV_BLOCKING_BLOCK, conv_cycle_header(L->ci, cycle).id)
                   : conv__verdict(CONV_LEGAL_CYCLE, CONV_BLOCKING_CYCLE, cycle.id);
    else if ((y = conv__cf_alive(L, cycle, exit, &why)) != 0)
        *out = conv__verdict(why, CONV_BLOCKING_VALUE, y);
    else
        *out = conv__verdict(CONV_LEGAL_UNUSED, CONV_BLOCKING_NONE, 0);
    return conv__legal_finish(L, CONV_OK, out);
}

/* Unswitching's shape: block b of cycle c ends in a branch on a value
   defined before the cycle (*cond), and the cycle's one way in is the
   only edge of a block *pre that the value is available at. 0, or the
   reason. */
CONV__PRIVATE conv_legal_reason conv__cf_unswitch_shape(const conv_legality *L, conv_cycle c, uint32_t b, uint32_t *cond,
                                                         uint32_t *pre) {
    const conv_function *f = L->f;
    const conv__value_rec *term = CONV__VAL(f, f->insts[f->inst_begin[b] - 1u].id);
    uint32_t h = conv_cycle_header(L->ci, c).id, k, cb;
    *pre = 0;
    if (!conv_cycle_contains(L->ci, c, conv__legal_block(b)) || term->kind != CONV_KIND_BRANCH || term->ops_count != 1u ||
        !conv__legal_splits(f, b) || h == 1u)
        return CONV_LEGAL_SHAPE;
    for (k = f->pred_begin[h - 1u]; k < f->pred_begin[h]; k++) {
        if (conv_cycle_contains(L->ci, c, f->pred[k])) continue;
        if (*pre) return CONV_LEGAL_SHAPE;
        *pre = f->pred[k].id;
    }
    if (*pre == 0 || f->succ_begin[*pre] - f->succ_begin[*pre - 1u] != 1u) return CONV_LEGAL_SHAPE;
    if (!conv_cycle_is_reducible(L->ci, c)) return CONV_LEGAL_CYCLE;
    *cond = CONV__VEC(f->operands, conv_value)[term->ops_begin].id;
    cb = CONV__VAL(f, *cond)->block;
    /* the condition must be ready before the loop, at the end of *pre */
    if (cb && !conv_domtree_dominates(L->dt, conv__legal_block(cb), conv__legal_block(*pre))) return CONV_LEGAL_OPERAND;
    return (conv_legal_reason)0;
}

/* R15: the loop copied, the branch of `branch` decided before it (a copy
   for each way). Each group enters one copy only if the condition is
   uniform at the widest scope of the loop's convergent operations. */
CONVDEF conv_result conv_can_unswitch(const conv_legality *L, conv_cycle cycle, conv_block branch, conv_verdict *out) {
    const conv_function *f;
    const conv_block *blocks;
    conv_scope scope = CONV_SCOPE_THREAD;
    conv_legal_reason why;
    uint32_t cond = 0, pre = 0, y, n = 0, i, k;
    bool any = false;
    if (L == NULL || out == NULL || cycle.id == 0 || cycle.id > conv_cycles_count(L->ci) || !conv__block_ok(L->f, branch))
        return CONV_ERR_INVALID_ARGUMENT;
    f = L->f;
    why = conv__cf_unswitch_shape(L, cycle, branch.id, &cond, &pre);
    if (why)
        *out = why == CONV_LEGAL_OPERAND ? conv__verdict(why, CONV_BLOCKING_VALUE, cond)
               : why == CONV_LEGAL_CYCLE ? conv__verdict(why, CONV_BLOCKING_CYCLE, cycle.id)
                                         : conv__verdict(why, CONV_BLOCKING_BLOCK, branch.id);
    else if ((y = conv__cf_cycle_reader(L, cycle)) != 0)
        *out = conv__verdict(CONV__VAL(f, y)->token && conv_cycle_contains(L->ci, cycle,
                             conv__legal_block(CONV__VAL(f, CONV__VAL(f, y)->token)->block))
                                 ? CONV_LEGAL_TOKEN_ESCAPES : CONV_LEGAL_USER,
                             CONV_BLOCKING_VALUE, y);
    else {
        blocks = conv_cycle_blocks(L->ci, cycle, &n);
        for (i = 0; i < n; i++)
            for (k = f->inst_begin[blocks[i].id - 1u]; k < f->inst_begin[blocks[i].id]; k++) {
                uint32_t id = f->insts[k].id;
                conv_scope sc = conv__legal_scope(f, id);
                if (!conv__legal_communicates(L, id)) continue;
                any = true;
                if (sc == CONV_SCOPE_DEFAULT) sc = CONV_SCOPE_WAVE;
                if (sc > scope) scope = sc;
            }
        *out = conv__verdict(any ? CONV_LEGAL_UNIFORM : CONV_LEGAL_NOT_CONVERGENT, CONV_BLOCKING_NONE, 0);
        if (any && !conv__legal_branch_uniform(L, branch.id, scope))
            *out = conv__verdict(CONV_LEGAL_DIVERGENT_BRANCH, CONV_BLOCKING_BRANCH, branch.id);
    }
    return conv__legal_finish(L, CONV_OK, out);
}

/* --- the stage II transformations, on copies --- */

/* The result blocks of the original ones, in order, `drop` left out and
   `after` followed by `extra` blocks: index[o - 1] is original block o's
   result block (CONV__NONE: dropped). */
CONV__PRIVATE void conv__cf_layout(const conv_function *f, uint32_t drop, uint32_t after, uint32_t extra,
                                       uint32_t *index) {
    uint32_t o, n = 0;
    for (o = 1; o <= f->blocks.count; o++) {
        index[o - 1u] = o == drop ? CONV__NONE : n++;
        if (o == after) n += extra;
    }
}

/* Adds original block o (value map 0) with its edges through `index`,
   an edge to `from_b` sent to `to_rb` instead (0 from_b: none). */
CONV__PRIVATE conv_result conv__cf_add_original(const conv_function *f, conv__cf_plan *p, uint32_t o, const uint32_t *index,
                                                uint32_t from_b, uint32_t to_rb, uint32_t tail) {
    const conv_allocator *a = f->allocator;
    conv__cf_block cb;
    uint32_t ob = tail ? tail : o, k, t;
    conv_result r = CONV_OK;
    memset(&cb, 0, sizeof cb);
    cb.src = o;
    cb.tail = tail;
    cb.succ_begin = (uint32_t)p->succ.count;
    for (k = f->succ_begin[ob - 1u]; k < f->succ_begin[ob] && r == CONV_OK; k++) {
        t = f->succ[k].id == from_b ? to_rb : index[f->succ[k].id - 1u];
        r = CONV__VEC_PUSH1(a, &p->succ, uint32_t, t);
    }
    return r == CONV_OK ? CONV__VEC_PUSH1(a, &p->blocks, conv__cf_block, cb) : r;
}

/* The edit's own checks, its query at wave size 1 (the shape, the cycle
   structure and the static rules, which no wave size relaxes): CONV_OK,
   or the refusal with legal.apply at the last block's terminator.
   blk: the query's blocks (one, three or two by kind). */
typedef enum conv__cf_kind {
    CONV__CF_TAIL_DUPLICATE,
    CONV__CF_JUMP_THREAD,
    CONV__CF_MERGE_BLOCKS,
    CONV__CF_PEEL,
    CONV__CF_UNROLL,
    CONV__CF_SEPARATE,
    CONV__CF_DELETE,
    CONV__CF_UNSWITCH
} conv__cf_kind;

CONV__PRIVATE conv_result conv__cf_allowed(const conv_function *f, conv__cf_kind kind, const conv_block *blk,
                                           conv_diags *diags) {
    conv_legality_desc desc;
    conv_legality *L = NULL;
    conv_verdict v;
    uint32_t last = blk[kind == CONV__CF_JUMP_THREAD || kind == CONV__CF_MERGE_BLOCKS ? 1 : 0].id;
    conv_result r;
    if (!f->finalized) return CONV_ERR_NOT_FINALIZED;
    memset(&desc, 0, sizeof desc);
    desc.wave_size = 1;
    r = conv_legality_build(f, &desc, &L);
    if (r == CONV_OK && kind == CONV__CF_TAIL_DUPLICATE) r = conv_can_tail_duplicate(L, blk[0], &v);
    if (r == CONV_OK && kind == CONV__CF_JUMP_THREAD) r = conv_can_jump_thread(L, blk[0], blk[1], blk[2], &v);
    if (r == CONV_OK && kind == CONV__CF_MERGE_BLOCKS) r = conv_can_merge_blocks(L, blk[0], blk[1], &v);
    if (r == CONV_OK && kind >= CONV__CF_PEEL) {
        conv_cycle cy = conv_cycles_innermost(L->ci, blk[0]);
        /* blk[1].id: the count */
        if (cy.id == 0 || conv_cycle_header(L->ci, cy).id != blk[0].id)
            v = conv__verdict(CONV_LEGAL_SHAPE, CONV_BLOCKING_BLOCK, blk[0].id);
        else if (kind == CONV__CF_PEEL)
            r = conv_can_peel(L, cy, blk[1].id, &v);
        else if (kind == CONV__CF_UNROLL)
            r = conv_can_unroll(L, cy, blk[1].id, CONV_UNROLL_MULTIPLE, &v);
        else if (kind == CONV__CF_SEPARATE)
            r = conv_can_separate_backedges(L, cy, &v);
        else if (kind == CONV__CF_DELETE)
            r = conv_can_delete_loop(L, cy, &v);
        else
            r = conv_can_unswitch(L, cy, blk[1], &v);
    }
    conv_legality_free(L);
    if (r != CONV_OK || v.legal) return r;
    return conv__legal_apply_refused(f, diags, f->insts[f->inst_begin[last] - 1u].id, &v);
}

CONVDEF conv_result conv_apply_tail_duplicate(conv_function *f, conv_block block, const char *name, conv_diags *diags,
                                              conv_function **out) {
    const conv_allocator *a;
    conv__cf_plan p;
    uint32_t *index = NULL, *preds = NULL, npred = 0, b = block.id, o, k, i, nb;
    conv_result r;
    if (f == NULL || name == NULL || out == NULL || !conv__block_ok(f, block)) return CONV_ERR_INVALID_ARGUMENT;
    a = f->allocator;
    nb = (uint32_t)f->blocks.count;
    memset(&p, 0, sizeof p);
    r = conv__cf_allowed(f, CONV__CF_TAIL_DUPLICATE, &block, diags);
    index = (uint32_t *)conv__alloc_array(a, nb, sizeof(uint32_t));
    preds = (uint32_t *)conv__alloc_array(a, (size_t)f->pred_begin[b] - f->pred_begin[b - 1u] + 1u, sizeof(uint32_t));
    if (r == CONV_OK && (index == NULL || preds == NULL)) r = CONV_ERR_OUT_OF_MEMORY;
    for (k = f->pred_begin[b - 1u]; r == CONV_OK && k < f->pred_begin[b]; k++) {
        for (i = 0; i < npred && preds[i] != f->pred[k].id; i++) {
        }
        if (i == npred) preds[npred++] = f->pred[k].id;
    }
    if (r == CONV_OK) conv__cf_layout(f, b, b, npred, index);
    p.ncopies = npred;
    for (o = 1; r == CONV_OK && o <= nb; o++) {
        if (o != b) {
            for (i = 0; i < npred && preds[i] != o; i++) {
            }
            r = conv__cf_add_original(f, &p, o, index, i < npred ? b : 0u, b - 1u + i, 0);
            continue;
        }
        for (i = 0; i < npred && r == CONV_OK; i++) {
            conv__cf_block cb;
            memset(&cb, 0, sizeof cb);
            cb.src = b;
            cb.copy = i + 1u;
            cb.phi_pred = cb.suffix = preds[i];
            cb.succ_begin = (uint32_t)p.succ.count;
            for (k = f->succ_begin[b - 1u]; k < f->succ_begin[b] && r == CONV_OK; k++)
                r = CONV__VEC_PUSH1(a, &p.succ, uint32_t, index[f->succ[k].id - 1u]);
            if (r == CONV_OK) r = CONV__VEC_PUSH1(a, &p.blocks, conv__cf_block, cb);
        }
    }
    if (r == CONV_OK) r = conv__cf_run(f, &p, name, diags, out);
    conv__cf_plan_free(a, &p);
    conv__free_array(a, index, nb, sizeof(uint32_t));
    conv__free_array(a, preds, (size_t)f->pred_begin[b] - f->pred_begin[b - 1u] + 1u, sizeof(uint32_t));
    return r;
}

CONVDEF conv_result conv_apply_jump_thread(conv_function *f, conv_block pred, conv_block block, conv_block succ,
                                           const char *name, conv_diags *diags, conv_function **out) {
    const conv_allocator *a;
    conv__cf_plan p;
    conv_block blk[3];
    uint32_t *index = NULL, b = block.id, o, nb, threaded = 0;
    bool copy, drop;
    conv_result r;
    if (f == NULL || name == NULL || out == NULL || !conv__block_ok(f, pred) || !conv__block_ok(f, block) ||
        !conv__block_ok(f, succ))
        return CONV_ERR_INVALID_ARGUMENT;
    a = f->allocator;
    nb = (uint32_t)f->blocks.count;
    memset(&p, 0, sizeof p);
    blk[0] = pred;
    blk[1] = block;
    blk[2] = succ;
    r = conv__cf_allowed(f, CONV__CF_JUMP_THREAD, blk, diags);
    index = (uint32_t *)conv__alloc_array(a, nb, sizeof(uint32_t));
    if (r == CONV_OK && index == NULL) r = CONV_ERR_OUT_OF_MEMORY;
    /* a block left without a way in is dropped (its values are read only
       by itself and its edges' phis) */
    copy = r == CONV_OK && !conv__cf_empty(f, b);
    drop = r == CONV_OK && conv__cf_distinct_preds(f, b) == 1u;
    if (r == CONV_OK) {
        conv__cf_layout(f, drop ? b : 0u, copy ? b : 0u, copy ? 1u : 0u, index);
        threaded = copy ? (drop ? b - 1u : b) : index[succ.id - 1u];
        p.ncopies = copy ? 1u : 0u;
        if (!copy) {
            p.bypass_pred = pred.id;
            p.bypass_block = b;
        }
    }
    for (o = 1; r == CONV_OK && o <= nb; o++) {
        conv__cf_block cb;
        if (o != b) {
            r = conv__cf_add_original(f, &p, o, index, o == pred.id ? b : 0u, threaded, 0);
            continue;
        }
        if (!drop) r = conv__cf_add_original(f, &p, o, index, 0, 0, 0);
        if (r != CONV_OK || !copy) continue;
        memset(&cb, 0, sizeof cb);
        cb.src = b;
        cb.copy = 1;
        cb.phi_pred = cb.suffix = pred.id;
        cb.jump = index[succ.id - 1u] + 1u;
        cb.succ_begin = (uint32_t)p.succ.count;
        r = CONV__VEC_PUSH1(a, &p.blocks, conv__cf_block, cb);
    }
    if (r == CONV_OK) r = conv__cf_run(f, &p, name, diags, out);
    conv__cf_plan_free(a, &p);
    conv__free_array(a, index, nb, sizeof(uint32_t));
    return r;
}

CONVDEF conv_result conv_apply_merge_blocks(conv_function *f, conv_block a_block, conv_block b_block, const char *name,
                                            conv_diags *diags, conv_function **out) {
    const conv_allocator *a;
    conv__cf_plan p;
    conv_block blk[2];
    uint32_t *index = NULL, o, nb;
    conv_result r;
    if (f == NULL || name == NULL || out == NULL || !conv__block_ok(f, a_block) || !conv__block_ok(f, b_block))
        return CONV_ERR_INVALID_ARGUMENT;
    a = f->allocator;
    nb = (uint32_t)f->blocks.count;
    memset(&p, 0, sizeof p);
    blk[0] = a_block;
    blk[1] = b_block;
    r = conv__cf_allowed(f, CONV__CF_MERGE_BLOCKS, blk, diags);
    index = (uint32_t *)conv__alloc_array(a, nb, sizeof(uint32_t));
    if (r == CONV_OK && index == NULL) r = CONV_ERR_OUT_OF_MEMORY;
    if (r == CONV_OK) conv__cf_layout(f, b_block.id, 0, 0, index);
    for (o = 1; r == CONV_OK && o <= nb; o++)
        if (o != b_block.id) r = conv__cf_add_original(f, &p, o, index, 0, 0, o == a_block.id ? b_block.id : 0u);
    if (r == CONV_OK) r = conv__cf_run(f, &p, name, diags, out);
    conv__cf_plan_free(a, &p);
    conv__free_array(a, index, nb, sizeof(uint32_t));
    return r;
}

/* The start of an edit of the loop `header` heads: the edit's own checks
   (number: its count or factor), the cycles, and an index per block. */
CONV__PRIVATE conv_result conv__cf_loop_begin(conv_function *f, conv_block header, conv__cf_kind kind, uint32_t number,
                                              conv_diags *diags, conv_cycles **ci, uint32_t **index) {
    conv_block blk[2];
    conv_result r;
    blk[0] = header;
    blk[1].id = number;
    r = conv__cf_allowed(f, kind, blk, diags);
    if (r == CONV_OK) r = conv_cycles_build(f, NULL, ci);
    if (r == CONV_OK) {
        *index = (uint32_t *)conv__alloc_array(f->allocator, f->blocks.count, sizeof(uint32_t));
        if (*index == NULL) r = CONV_ERR_OUT_OF_MEMORY;
    }
    return r;
}

/* Copies of a loop: `copies` of its blocks, each copy's back edges to the
   next one's header and the last's to the loop. Peeling puts them before
   the loop (its ways in lead to the first); unrolling after its last
   block (its back edges lead to the first), the heart not copied. */
CONV__PRIVATE conv_result conv__cf_loop_copies(conv_function *f, conv_block header, uint32_t count, bool unroll,
                                               const char *name, conv_diags *diags, conv_function **out) {
    const conv_allocator *a = f->allocator;
    conv__cf_plan p;
    conv_cycles *ci = NULL;
    conv_cycle cy;
    uint32_t copies = unroll ? count - 1u : count, nb = (uint32_t)f->blocks.count, h = header.id;
    uint32_t *index = NULL, *first = NULL, *slot = NULL, o, k, e, ncyc = 0, t, last = 0, heart = 0, at = 0;
    conv_result r;
    memset(&p, 0, sizeof p);
    r = conv__cf_loop_begin(f, header, unroll ? CONV__CF_UNROLL : CONV__CF_PEEL, count, diags, &ci, &index);
    slot = (uint32_t *)conv__alloc_array(a, nb, sizeof(uint32_t));
    first = (uint32_t *)conv__alloc_array(a, (size_t)copies + 2u, sizeof(uint32_t));
    if (r == CONV_OK && (slot == NULL || first == NULL)) r = CONV_ERR_OUT_OF_MEMORY;
    if (r == CONV_OK) {
        /* copy k of block o is result block first[k] + slot[o - 1], the
           copies placed before the header (peel) or after the last block
           of the cycle (unroll) */
        cy = conv_cycles_innermost(ci, header);
        heart = unroll ? conv_cycle_heart(f, ci, cy).id : 0u;
        for (o = 1; o <= nb; o++) {
            slot[o - 1u] = conv_cycle_contains(ci, cy, conv__legal_block(o)) ? ncyc++ : CONV__NONE;
            if (slot[o - 1u] != CONV__NONE) last = o;
        }
        at = unroll ? last : h;
        for (o = 1, t = 0; o <= nb; o++) {
            if (o == at && !unroll)
                for (k = 1; k <= copies; k++, t += ncyc) first[k] = t;
            index[o - 1u] = t++;
            if (o == at && unroll)
                for (k = 1; k <= copies; k++, t += ncyc) first[k] = t;
        }
        p.ncopies = copies;
    }
    for (o = 1; r == CONV_OK && o <= nb; o++) {
        bool redirect = unroll ? slot[o - 1u] != CONV__NONE : slot[o - 1u] == CONV__NONE;
        if (o == at && unroll)
            r = conv__cf_add_original(f, &p, o, index, redirect ? h : 0u, first[1] + slot[h - 1u], 0);
        for (k = 1; o == at && r == CONV_OK && k <= copies; k++) {
            uint32_t q;
            for (q = 1; r == CONV_OK && q <= nb; q++) {
                conv__cf_block cb;
                if (slot[q - 1u] == CONV__NONE) continue;
                memset(&cb, 0, sizeof cb);
                cb.src = q;
                cb.copy = k;
                cb.alias = q == h ? heart : 0u; /* an unrolled loop keeps its heart once */
                snprintf(cb.tag, sizeof cb.tag, "%s%u", unroll ? "unroll" : "peel", k);
                cb.succ_begin = (uint32_t)p.succ.count;
                for (e = f->succ_begin[q - 1u]; e < f->succ_begin[q] && r == CONV_OK; e++) {
                    uint32_t s = f->succ[e].id;
                    t = s == h ? (k < copies ? first[k + 1u] + slot[h - 1u] : index[h - 1u])
                        : slot[s - 1u] != CONV__NONE ? first[k] + slot[s - 1u] : index[s - 1u];
                    r = CONV__VEC_PUSH1(a, &p.succ, uint32_t, t);
                }
                if (r == CONV_OK) r = CONV__VEC_PUSH1(a, &p.blocks, conv__cf_block, cb);
            }
        }
        if (r == CONV_OK && !(o == at && unroll))
            r = conv__cf_add_original(f, &p, o, index, redirect ? h : 0u, first[1] + slot[h - 1u], 0);
    }
    if (r == CONV_OK) r = conv__cf_run(f, &p, name, diags, out);
    conv__cf_plan_free(a, &p);
    conv_cycles_free(ci);
    conv__free_array(a, index, nb, sizeof(uint32_t));
    conv__free_array(a, slot, nb, sizeof(uint32_t));
    conv__free_array(a, first, (size_t)copies + 2u, sizeof(uint32_t));
    return r;
}

CONVDEF conv_result conv_apply_peel(conv_function *f, conv_block header, uint32_t count, const char *name,
                                    conv_diags *diags, conv_function **out) {
    if (f == NULL || name == NULL || out == NULL || !conv__block_ok(f, header)) return CONV_ERR_INVALID_ARGUMENT;
    return conv__cf_loop_copies(f, header, count, false, name, diags, out);
}

CONVDEF conv_result conv_apply_unroll(conv_function *f, conv_block header, uint32_t factor, const char *name,
                                      conv_diags *diags, conv_function **out) {
    if (f == NULL || name == NULL || out == NULL || !conv__block_ok(f, header)) return CONV_ERR_INVALID_ARGUMENT;
    return conv__cf_loop_copies(f, header, factor, true, name, diags, out);
}

/* R16's edit: a new outer header (the header's phis, then a branch to
   it) takes the ways in and the last latch's back edges. */
CONVDEF conv_result conv_apply_separate_backedges(conv_function *f, conv_block header, const char *name,
                                                  conv_diags *diags, conv_function **out) {
    const conv_allocator *a;
    conv__cf_plan p;
    conv_cycles *ci = NULL;
    uint32_t *index = NULL, h = header.id, o, nb, outer = 0, k;
    conv_result r;
    if (f == NULL || name == NULL || out == NULL || !conv__block_ok(f, header)) return CONV_ERR_INVALID_ARGUMENT;
    a = f->allocator;
    nb = (uint32_t)f->blocks.count;
    memset(&p, 0, sizeof p);
    r = conv__cf_loop_begin(f, header, CONV__CF_SEPARATE, 0, diags, &ci, &index);
    if (r == CONV_OK) {
        conv_cycle cy = conv_cycles_innermost(ci, header);
        /* the outer latch: the last latch in the header's predecessor order */
        for (k = f->pred_begin[h - 1u]; k < f->pred_begin[h]; k++)
            if (conv_cycle_contains(ci, cy, f->pred[k])) outer = f->pred[k].id;
        /* the new header comes right before the old one */
        conv__cf_layout(f, 0, 0, 0, index);
        for (o = h; o <= nb; o++) index[o - 1u]++;
        p.ncopies = 1;
        for (o = 1; r == CONV_OK && o <= nb; o++) {
            bool in = conv_cycle_contains(ci, cy, conv__legal_block(o));
            if (o == h) {
                conv__cf_block cb;
                memset(&cb, 0, sizeof cb);
                cb.src = h;
                cb.copy = 1;
                cb.phis_only = true;
                cb.jump = index[h - 1u] + 1u;
                snprintf(cb.tag, sizeof cb.tag, "outer");
                cb.succ_begin = (uint32_t)p.succ.count;
                r = CONV__VEC_PUSH1(a, &p.blocks, conv__cf_block, cb);
            }
            /* ways in and the outer latch's back edges: to the new header */
            if (r == CONV_OK) r = conv__cf_add_original(f, &p, o, index, !in || o == outer ? h : 0u, index[h - 1u] - 1u, 0);
        }
    }
    if (r == CONV_OK) r = conv__cf_run(f, &p, name, diags, out);
    conv__cf_plan_free(a, &p);
    conv_cycles_free(ci);
    conv__free_array(a, index, nb, sizeof(uint32_t));
    return r;
}

/* R24's edit: the preheader goes straight to the exit; the loop's blocks
   are dropped, and the exit's phis read, from the preheader, the one value
   they read from the loop. */
CONVDEF conv_result conv_apply_delete_loop(conv_function *f, conv_block header, const char *name, conv_diags *diags,
                                           conv_function **out) {
    const conv_allocator *a;
    conv__cf_plan p;
    conv_cycles *ci = NULL;
    uint32_t *index = NULL, h = header.id, o, nb, pre = 0, t, exiting = 0, k;
    conv_result r;
    if (f == NULL || name == NULL || out == NULL || !conv__block_ok(f, header)) return CONV_ERR_INVALID_ARGUMENT;
    a = f->allocator;
    nb = (uint32_t)f->blocks.count;
    memset(&p, 0, sizeof p);
    r = conv__cf_loop_begin(f, header, CONV__CF_DELETE, 0, diags, &ci, &index);
    if (r == CONV_OK) {
        conv_cycle cy = conv_cycles_innermost(ci, header);
        const conv_block *exits;
        uint32_t ne = 0;
        exits = conv_cycle_exits(ci, cy, &ne);
        for (k = f->pred_begin[h - 1u]; k < f->pred_begin[h]; k++)
            if (!conv_cycle_contains(ci, cy, f->pred[k])) pre = f->pred[k].id;
        /* an exiting block: the exit's phis are read for it */
        for (k = f->pred_begin[exits[0].id - 1u]; k < f->pred_begin[exits[0].id]; k++)
            if (conv_cycle_contains(ci, cy, f->pred[k])) exiting = f->pred[k].id;
        for (o = 1, t = 0; o <= nb; o++)
            index[o - 1u] = conv_cycle_contains(ci, cy, conv__legal_block(o)) ? CONV__NONE : t++;
        p.bypass_pred = pre;
        p.bypass_block = exiting;
        for (o = 1; r == CONV_OK && o <= nb; o++)
            if (index[o - 1u] != CONV__NONE) r = conv__cf_add_original(f, &p, o, index, o == pre ? h : 0u, index[exits[0].id - 1u], 0);
    }
    if (r == CONV_OK) r = conv__cf_run(f, &p, name, diags, out);
    conv__cf_plan_free(a, &p);
    conv_cycles_free(ci);
    conv__free_array(a, index, nb, sizeof(uint32_t));
    return r;
}

/* Adds copy k of cycle block q: its edges into the cycle to copy k's
   blocks (first + slot), the others to `index`; when q is `decided`, an
   unconditional branch to `to` (a result block) instead. */
CONV__PRIVATE conv_result conv__cf_add_cycle_copy(const conv_function *f, conv__cf_plan *p, uint32_t q, uint32_t k,
                                                  uint32_t first, const uint32_t *slot, const uint32_t *index,
                                                  uint32_t decided, uint32_t to, const char *tag) {
    conv__cf_block cb;
    uint32_t e;
    conv_result r = CONV_OK;
    memset(&cb, 0, sizeof cb);
    cb.src = q;
    cb.copy = k;
    snprintf(cb.tag, sizeof cb.tag, "%s", tag);
    cb.succ_begin = (uint32_t)p->succ.count;
    if (q == decided) cb.jump = to + 1u;
    for (e = f->succ_begin[q - 1u]; e < f->succ_begin[q] && r == CONV_OK && q != decided; e++) {
        uint32_t s = f->succ[e].id, t = k && slot[s - 1u] != CONV__NONE ? first + slot[s - 1u] : index[s - 1u];
        r = CONV__VEC_PUSH1(f->allocator, &p->succ, uint32_t, t);
    }
    return r == CONV_OK ? CONV__VEC_PUSH1(f->allocator, &p->blocks, conv__cf_block, cb) : r;
}

/* R15's edit: the way in branches on the condition to the loop (true)
   or its copy BLOCK.false (false); in each, the branch goes its way. */
CONVDEF conv_result conv_apply_unswitch(conv_function *f, conv_block header, conv_block branch, const char *name,
                                        conv_diags *diags, conv_function **out) {
    const conv_allocator *a;
    conv__cf_plan p;
    conv_cycles *ci = NULL;
    conv_block blk[2];
    uint32_t *index = NULL, *slot = NULL, h = header.id, b = branch.id, o, nb, ncyc = 0, last = 0, t, first = 0;
    uint32_t pre = 0, cond = 0, yes, no, k;
    conv_result r;
    if (f == NULL || name == NULL || out == NULL || !conv__block_ok(f, header) || !conv__block_ok(f, branch))
        return CONV_ERR_INVALID_ARGUMENT;
    a = f->allocator;
    nb = (uint32_t)f->blocks.count;
    memset(&p, 0, sizeof p);
    blk[0] = header;
    blk[1] = branch;
    r = conv__cf_allowed(f, CONV__CF_UNSWITCH, blk, diags);
    if (r == CONV_OK) r = conv_cycles_build(f, NULL, &ci);
    index = (uint32_t *)conv__alloc_array(a, nb, sizeof(uint32_t));
    slot = (uint32_t *)conv__alloc_array(a, nb, sizeof(uint32_t));
    if (r == CONV_OK && (index == NULL || slot == NULL)) r = CONV_ERR_OUT_OF_MEMORY;
    if (r == CONV_OK) {
        conv_cycle cy = conv_cycles_innermost(ci, header);
        const conv__value_rec *term = CONV__VAL(f, f->insts[f->inst_begin[b] - 1u].id);
        for (o = 1; o <= nb; o++) {
            slot[o - 1u] = conv_cycle_contains(ci, cy, conv__legal_block(o)) ? ncyc++ : CONV__NONE;
            if (slot[o - 1u] != CONV__NONE) last = o;
        }
        for (k = f->pred_begin[h - 1u]; k < f->pred_begin[h]; k++)
            if (!conv_cycle_contains(ci, cy, f->pred[k])) pre = f->pred[k].id;
        cond = CONV__VEC(f->operands, conv_value)[term->ops_begin].id;
        for (o = 1, t = 0; o <= nb; o++) {
            index[o - 1u] = t++;
            if (o == last) {
                first = t;
                t += ncyc;
            }
        }
        yes = CONV__VEC(f->blockrefs, conv_block)[term->refs_begin].id;
        no = CONV__VEC(f->blockrefs, conv_block)[term->refs_begin + 1u].id;
        p.ncopies = 1;
        for (o = 1; r == CONV_OK && o <= nb; o++) {
            if (o == pre) {
                conv__cf_block cb;
                memset(&cb, 0, sizeof cb);
                cb.src = o;
                cb.cond = cond;
                cb.jump = index[h - 1u] + 1u;
                cb.jump2 = first + slot[h - 1u] + 1u;
                cb.succ_begin = (uint32_t)p.succ.count;
                r = CONV__VEC_PUSH1(a, &p.blocks, conv__cf_block, cb);
            } else if (slot[o - 1u] != CONV__NONE) {
                r = conv__cf_add_cycle_copy(f, &p, o, 0, 0, slot, index, b, index[yes - 1u], "");
            } else {
                r = conv__cf_add_original(f, &p, o, index, 0, 0, 0);
            }
            for (k = 1; o == last && r == CONV_OK && k <= nb; k++)
                if (slot[k - 1u] != CONV__NONE)
                    r = conv__cf_add_cycle_copy(f, &p, k, 1, first, slot, index, b,
                                                slot[no - 1u] != CONV__NONE ? first + slot[no - 1u] : index[no - 1u], "false");
        }
    }
    if (r == CONV_OK) r = conv__cf_run(f, &p, name, diags, out);
    conv__cf_plan_free(a, &p);
    conv_cycles_free(ci);
    conv__free_array(a, index, nb, sizeof(uint32_t));
    conv__free_array(a, slot, nb, sizeof(uint32_t));
    return r;
}

/* --- the equivalence check --- */

/* One run seen thread by thread: thread t's instances, in its program
   order, are events[begin[t] .. begin[t + 1]), each the instance index
   and the thread's place among its members. */
typedef struct conv__trace {
    const conv_function *f;
    conv_interp *run;
    uint32_t threads;
    uint32_t *begin;      /* threads + 1 */
    uint32_t *instance;   /* events */
    uint32_t *member;     /* events: index of the thread in the instance */
    size_t events;
    /* per thread, rewound for each: the latest value and the instance
       (index + 1) that made it, by value id - 1 */
    int64_t *value;
    uint32_t *made_by;
    uint8_t *unreliable; /* the value depends on a thread that did not
                            finish: a stopped thread changes collectives */
} conv__trace;

CONV__PRIVATE void conv__trace_free(const conv_allocator *a, conv__trace *t) {
    conv_interp_free(t->run);
    conv__free_array(a, t->begin, (size_t)t->threads + 1u, sizeof(uint32_t));
    conv__free_array(a, t->instance, t->events + 1u, sizeof(uint32_t));
    conv__free_array(a, t->member, t->events + 1u, sizeof(uint32_t));
    if (t->f) {
        conv__free_array(a, t->value, t->f->values.count + 1u, sizeof(int64_t));
        conv__free_array(a, t->made_by, t->f->values.count + 1u, sizeof(uint32_t));
        conv__free_array(a, t->unreliable, t->f->values.count + 1u, 1);
    }
    memset(t, 0, sizeof *t);
}

/* Runs f and splits the run by thread. */
CONV__PRIVATE conv_result conv__trace_build(const conv_allocator *a, const conv_function *f, const conv_interp_desc *desc,
                                            conv_diags *diags, conv__trace *t) {
    conv_interp_instance in;
    uint32_t i, k, n;
    conv_result r;
    memset(t, 0, sizeof *t);
    r = conv_interp_run(f, desc, diags, &t->run);
    if (r != CONV_OK) return r;
    t->f = f;
    t->threads = conv_interp_thread_count(t->run);
    n = conv_interp_instance_count(t->run);
    for (i = 0; i < n && conv_interp_get(t->run, i, &in); i++) t->events += in.thread_count;
    t->begin = (uint32_t *)conv__calloc_array(a, (size_t)t->threads + 1u, sizeof(uint32_t));
    t->instance = (uint32_t *)conv__alloc_array(a, t->events + 1u, sizeof(uint32_t));
    t->member = (uint32_t *)conv__alloc_array(a, t->events + 1u, sizeof(uint32_t));
    t->value = (int64_t *)conv__alloc_array(a, f->values.count + 1u, sizeof(int64_t));
    t->made_by = (uint32_t *)conv__alloc_array(a, f->values.count + 1u, sizeof(uint32_t));
    t->unreliable = (uint8_t *)conv__alloc_array(a, f->values.count + 1u, 1);
    if (!t->begin || !t->instance || !t->member || !t->value || !t->made_by || !t->unreliable)
        return CONV_ERR_OUT_OF_MEMORY;
    for (i = 0; i < n && conv_interp_get(t->run, i, &in); i++)
        for (k = 0; k < in.thread_count; k++) t->begin[in.threads[k] + 1u]++;
    for (k = 0; k < t->threads; k++) t->begin[k + 1u] += t->begin[k];
    for (i = 0; i < n && conv_interp_get(t->run, i, &in); i++)
        for (k = 0; k < in.thread_count; k++) {
            uint32_t slot = t->begin[in.threads[k]]++;
            t->instance[slot] = i;
            t->member[slot] = k;
        }
    for (k = t->threads; k > 0; k--) t->begin[k] = t->begin[k - 1u];
    t->begin[0] = 0;
    return CONV_OK;
}

/* How the check treats the operations of f, by f's value id - 1. */
enum {
    CONV__EQ_SKIP = 0,   /* token intrinsics: their values are group numbers */
    CONV__EQ_FREE,       /* moved or gone and speculatable: seen through users */
    CONV__EQ_SAME,       /* compared in each thread's sequence, by origin */
    CONV__EQ_EFFECT      /* compared in sequence, by what it does (a merged
                            operation stands for either original) */
};

typedef struct conv__equiv {
    const conv_function *f, *g;
    const conv_interp_desc *desc;
    conv__trace tf, tg;
    uint8_t *class_f;      /* f's values: CONV__EQ_* */
    uint32_t *g_to_f;      /* g's value id - 1 -> f's value id, 0 none */
    uint8_t *anchored_f;   /* f's values governed by an anchor */
    uint8_t *unfinished;   /* threads that did not finish in f or in g */
    conv_diags *diags;
    bool equivalent, undefined;
} conv__equiv;

CONV__PRIVATE bool conv__equiv_same_set(const conv__trace *a, uint32_t ia, const conv__trace *b, uint32_t ib) {
    conv_interp_instance x, y;
    if (!conv_interp_get(a->run, ia, &x) || !conv_interp_get(b->run, ib, &y)) return false;
    return x.thread_count == y.thread_count && memcmp(x.threads, y.threads, sizeof(uint32_t) * x.thread_count) == 0;
}

/* Whether an instance holds every thread of its wave. */
CONV__PRIVATE bool conv__equiv_full(const conv__trace *t, uint32_t i) {
    conv_interp_instance in;
    uint32_t ws = conv_interp_wave_size(t->run), first;
    if (!conv_interp_get(t->run, i, &in) || ws == 0) return false;
    first = in.wave * ws;
    return in.thread_count == (t->threads - first < ws ? t->threads - first : ws);
}

/* Whether an instance holds a thread that did not finish in one of the
   runs: a thread stopped by max_steps may be missing from it, and the
   collective then computes something else. */
CONV__PRIVATE bool conv__equiv_touches_unfinished(const conv__equiv *q, const conv_interp_instance *in) {
    uint32_t k;
    if (in->kind != CONV_INSTANCE_CONVERGENT) return false;
    for (k = 0; k < in->thread_count; k++)
        if (q->unfinished[in->threads[k]]) return true;
    return false;
}

/* Whether an operation reads a value that a stopped thread may have
   changed. */
CONV__PRIVATE bool conv__equiv_reads_unreliable(const conv__trace *t, uint32_t id) {
    const conv__value_rec *v = CONV__VAL(t->f, id);
    uint32_t k;
    for (k = 0; k < v->ops_count; k++)
        if (t->unreliable[CONV__VEC(t->f->operands, conv_value)[v->ops_begin + k].id]) return true;
    return false;
}

/* Whether operation id of trace t is governed by an anchor whose groups
   are an arbitrary choice: anchors split, or the edit moved the anchor
   (any group of the threads that reach it together is allowed, and the
   interpreter picks another one at another place). */
CONV__PRIVATE bool conv__equiv_arbitrary(const conv__equiv *q, const conv__trace *t, uint32_t id) {
    uint32_t x = t == &q->tf ? id : q->g_to_f[id - 1u];
    if (x == 0 || q->anchored_f[x - 1u] == 0) return false;
    return q->desc->anchors == CONV_ANCHOR_SPLIT || q->anchored_f[x - 1u] == 2u;
}

/* Records what the thread's event e computed. */
CONV__PRIVATE void conv__equiv_note(const conv__equiv *q, conv__trace *t, size_t e) {
    conv_interp_instance in;
    uint32_t id;
    if (!conv_interp_get(t->run, t->instance[e], &in) || in.kind == CONV_INSTANCE_BRANCH) return;
    id = in.inst.id;
    t->unreliable[id] = (uint8_t)(conv__equiv_touches_unfinished(q, &in) || conv__equiv_reads_unreliable(t, id) ||
                                  (in.kind == CONV_INSTANCE_CONVERGENT && conv__equiv_arbitrary(q, t, id)));
    if (in.values == NULL) return;
    t->value[id] = in.values[t->member[e]];
    t->made_by[id] = t->instance[e] + 1u;
}

/* A branch or switch only steers: a transformation may change the paths
   (threading, duplication, merging), and what they lead to is compared. */
CONV__PRIVATE bool conv__equiv_steers(const conv__value_rec *v) {
    return v->kind == CONV_KIND_BRANCH || v->kind == CONV_KIND_SWITCH;
}

CONV__PRIVATE uint8_t conv__equiv_class_of(const conv__equiv *q, const conv__trace *t, size_t e) {
    conv_interp_instance in;
    uint32_t x;
    if (!conv_interp_get(t->run, t->instance[e], &in)) return CONV__EQ_SKIP;
    x = t == &q->tf ? in.inst.id : q->g_to_f[in.inst.id - 1u];
    /* what only g has: an extra effect, unless it only steers */
    if (x == 0) return conv__equiv_steers(CONV__VAL(t->f, in.inst.id)) ? CONV__EQ_SKIP : CONV__EQ_EFFECT;
    return q->class_f[x - 1u];
}

/* Whether two compared events do the same: the same operation (or, with
   effects, an identical one), the same result, the same operand values
   from instances with the same threads, and the same threads. */
typedef enum conv__eq_match { CONV__MATCH_SAME, CONV__MATCH_DIFFERS, CONV__MATCH_UNRELIABLE } conv__eq_match;

/* The value operand `id` of trace t holds for thread th at this point. */
CONV__PRIVATE int64_t conv__equiv_operand(const conv__equiv *q, const conv__trace *t, uint32_t id, uint32_t th) {
    const conv__value_rec *v = CONV__VAL(t->f, id);
    if (v->kind == CONV_KIND_CONSTANT) return v->immediate;
    if (v->kind == CONV_KIND_ARGUMENT) return conv__interp_argument(t->f, id, q->desc->seed, th);
    return t->value[id];
}

CONV__PRIVATE conv__eq_match conv__equiv_match(const conv__equiv *q, size_t ef, size_t eg, uint32_t th,
                                               const char **why) {
    const conv_function *f = q->f, *g = q->g;
    conv_interp_instance xf, yg;
    uint32_t x, y, xg, k;
    const conv__value_rec *vx, *vy;
    bool arbitrary;
    if (!conv_interp_get(q->tf.run, q->tf.instance[ef], &xf) || !conv_interp_get(q->tg.run, q->tg.instance[eg], &yg))
        return CONV__MATCH_DIFFERS;
    x = xf.inst.id;
    y = yg.inst.id;
    xg = q->g_to_f[y - 1u];
    vx = CONV__VAL(f, x);
    vy = CONV__VAL(g, y);
    if (conv__equiv_reads_unreliable(&q->tf, xf.inst.id) || conv__equiv_reads_unreliable(&q->tg, yg.inst.id) ||
        conv__equiv_touches_unfinished(q, &xf) || conv__equiv_touches_unfinished(q, &yg))
        return CONV__MATCH_UNRELIABLE;
    *why = "another operation";
    if (xf.kind != yg.kind || xg == 0) return CONV__MATCH_DIFFERS;
    if (xg != x && !(q->class_f[x - 1u] == CONV__EQ_EFFECT && conv__legal_identical(f, x, xg))) return CONV__MATCH_DIFFERS;
    /* an anchor's arbitrary split decides this one's result and threads */
    arbitrary = xf.kind == CONV_INSTANCE_CONVERGENT && conv__equiv_arbitrary(q, &q->tf, x);
    *why = "another result";
    if (!arbitrary && ((xf.values != NULL) != (yg.values != NULL) ||
                       (xf.values && xf.values[q->tf.member[ef]] != yg.values[q->tg.member[eg]])))
        return CONV__MATCH_DIFFERS;
    *why = "another operand";
    if (vx->ops_count != vy->ops_count) return CONV__MATCH_DIFFERS;
    for (k = 0; vx->kind != CONV_KIND_PHI && k < vx->ops_count; k++) {
        uint32_t of = CONV__VEC(f->operands, conv_value)[vx->ops_begin + k].id;
        uint32_t og = CONV__VEC(g->operands, conv_value)[vy->ops_begin + k].id;
        const conv__value_rec *pf = CONV__VAL(f, of), *pg = CONV__VAL(g, og);
        /* by value: a copy may read an argument or a constant where the
           original read a phi of them */
        if (conv__equiv_operand(q, &q->tf, of, th) != conv__equiv_operand(q, &q->tg, og, th)) return CONV__MATCH_DIFFERS;
        if (pf->block == 0 || pg->block == 0) continue;
        if (q->tf.made_by[of] && q->tg.made_by[og] && conv__legal_convergent(f, of) &&
            !(pf->flags & CONV_FLAG_SUPERSET_SAFE) && !conv__equiv_arbitrary(q, &q->tf, of) &&
            !conv__equiv_same_set(&q->tf, q->tf.made_by[of] - 1u, &q->tg, q->tg.made_by[og] - 1u)) {
            *why = "an operand from a collective of other threads";
            return CONV__MATCH_DIFFERS;
        }
    }
    *why = "other threads";
    if (xf.kind == CONV_INSTANCE_CONVERGENT && !(vx->flags & CONV_FLAG_SUPERSET_SAFE) && !arbitrary &&
        !conv__equiv_same_set(&q->tf, q->tf.instance[ef], &q->tg, q->tg.instance[eg]))
        return CONV__MATCH_DIFFERS;
    return CONV__MATCH_SAME;
}

CONV__PRIVATE bool conv__equiv_is_barrier(const conv__trace *t, size_t e) {
    conv_interp_instance in;
    return conv_interp_get(t->run, t->instance[e], &in) && in.kind == CONV_INSTANCE_CONVERGENT &&
           (CONV__VAL(t->f, in.inst.id)->flags & CONV_FLAG_BARRIER) != 0;
}

CONV__PRIVATE void conv__equiv_report(conv__equiv *q, uint32_t th, size_t ef, size_t eg, bool has_f, bool has_g,
                                      const char *why) {
    conv_interp_instance in;
    char sets[2][160];
    int side;
    q->equivalent = false;
    for (side = 0; side < 2; side++) {
        const conv__trace *t = side ? &q->tg : &q->tf;
        size_t e = side ? eg : ef;
        int len = 0;
        uint32_t k;
        sets[side][0] = '\0';
        if (!(side ? has_g : has_f) || !conv_interp_get(t->run, t->instance[e], &in)) {
            snprintf(sets[side], sizeof sets[side], "nothing more");
            continue;
        }
        len = snprintf(sets[side], sizeof sets[side], "%s with threads {", conv__vname(t->f, in.inst.id));
        for (k = 0; k < in.thread_count && len > 0 && (size_t)len < sizeof sets[side] - 16u; k++)
            len += snprintf(sets[side] + len, sizeof sets[side] - (size_t)len, "%s%u", k ? "," : "", in.threads[k]);
        if (len > 0 && (size_t)len < sizeof sets[side] - 2u) snprintf(sets[side] + len, sizeof sets[side] - (size_t)len, "}");
    }
    if (has_f && conv_interp_get(q->tf.run, q->tf.instance[ef], &in))
        conv__interp_report(q->f, q->diags, "legal.counterexample", in.inst.id,
                            "thread %u: the original runs %s, the transformed %s (%s)", th, sets[0], sets[1], why);
    else if (has_g && conv_interp_get(q->tg.run, q->tg.instance[eg], &in))
        conv__interp_report(q->g, q->diags, "legal.counterexample", in.inst.id,
                            "thread %u: the original runs %s, the transformed %s (%s)", th, sets[0], sets[1], why);
}

/* Whether event e is a branch on a value that a stopped thread or an
   arbitrary anchor group decided: from there on the thread's path may
   differ for a reason the check does not judge. */
CONV__PRIVATE bool conv__equiv_steered(const conv__trace *t, size_t e) {
    conv_interp_instance in;
    return conv_interp_get(t->run, t->instance[e], &in) && in.kind == CONV_INSTANCE_BRANCH &&
           conv__equiv_reads_unreliable(t, in.inst.id);
}

/* Compares thread th's events of class `which` (the others are passed,
   their values noted; a branch steered by an unreliable value ends the
   comparison). */
CONV__PRIVATE void conv__equiv_thread(conv__equiv *q, uint32_t th, uint8_t which) {
    size_t ef = q->tf.begin[th], eg = q->tg.begin[th];
    bool finished = conv_interp_thread_finished(q->tf.run, th) && conv_interp_thread_finished(q->tg.run, th);
    memset(q->tf.made_by, 0, sizeof(uint32_t) * (q->f->values.count + 1u));
    memset(q->tg.made_by, 0, sizeof(uint32_t) * (q->g->values.count + 1u));
    memset(q->tf.value, 0, sizeof(int64_t) * (q->f->values.count + 1u));
    memset(q->tg.value, 0, sizeof(int64_t) * (q->g->values.count + 1u));
    memset(q->tf.unreliable, 0, q->f->values.count + 1u);
    memset(q->tg.unreliable, 0, q->g->values.count + 1u);
    for (;;) {
        const char *why = "";
        bool has_f, has_g;
        conv__eq_match m = CONV__MATCH_DIFFERS;
        for (; ef < q->tf.begin[th + 1u] && conv__equiv_class_of(q, &q->tf, ef) != which; ef++) {
            if (conv__equiv_steered(&q->tf, ef)) return;
            conv__equiv_note(q, &q->tf, ef);
        }
        for (; eg < q->tg.begin[th + 1u] && conv__equiv_class_of(q, &q->tg, eg) != which; eg++) {
            if (conv__equiv_steered(&q->tg, eg)) return;
            conv__equiv_note(q, &q->tg, eg);
        }
        has_f = ef < q->tf.begin[th + 1u];
        has_g = eg < q->tg.begin[th + 1u];
        if (!has_f && !has_g) return;
        if (has_f && conv__equiv_is_barrier(&q->tf, ef) && !conv__equiv_full(&q->tf, q->tf.instance[ef])) {
            q->undefined = true; /* a barrier reached diverged: f is undefined */
            return;
        }
        if (has_f && has_g) m = conv__equiv_match(q, ef, eg, th, &why);
        if (m == CONV__MATCH_UNRELIABLE) return; /* from here on, stopped threads may steer this one */
        if (m == CONV__MATCH_SAME) {
            conv__equiv_note(q, &q->tf, ef++);
            conv__equiv_note(q, &q->tg, eg++);
            continue;
        }
        if (has_g && conv__equiv_is_barrier(&q->tg, eg) && conv__equiv_full(&q->tg, q->tg.instance[eg])) {
            eg++; /* an extra barrier of the whole wave is harmless */
            continue;
        }
        if (!finished && (!has_f || !has_g)) return; /* a run stopped: the common prefix agrees */
        conv__equiv_report(q, th, ef, eg, has_f, has_g, has_f && has_g ? why : "a different number of operations");
        return;
    }
}

/* Which of f's operations g moved or dropped, and how each is compared. */
CONV__PRIVATE conv_result conv__equiv_classes(const conv_allocator *a, conv__equiv *q) {
    const conv_function *f = q->f, *g = q->g;
    size_t nf = f->values.count, ng = g->values.count, x, y;
    uint32_t *g_block_of = (uint32_t *)conv__calloc_array(a, nf + 1u, sizeof(uint32_t));
    conv__u64map by_origin;
    conv_result r = CONV_OK;
    memset(&by_origin, 0, sizeof by_origin);
    q->class_f = (uint8_t *)conv__calloc_array(a, nf + 1u, 1);
    q->anchored_f = (uint8_t *)conv__calloc_array(a, nf + 1u, 1);
    q->g_to_f = (uint32_t *)conv__calloc_array(a, ng + 1u, sizeof(uint32_t));
    if (!g_block_of || !q->class_f || !q->anchored_f || !q->g_to_f) r = CONV_ERR_OUT_OF_MEMORY;
    for (x = 1; r == CONV_OK && x <= nf; x++) r = conv__u64map_put(a, &by_origin, conv__origin_of(CONV__VAL(f, x), (uint32_t)x), (uint32_t)x);
    for (y = 1; r == CONV_OK && y <= ng; y++) {
        uint32_t m = conv__u64map_get(&by_origin, conv__origin_of(CONV__VAL(g, y), (uint32_t)y));
        if (m == CONV__NONE) continue;
        q->g_to_f[y - 1u] = m;
        if (CONV__VAL(g, y)->block) g_block_of[m] = CONV__VAL(g, y)->block;
    }
    for (x = 1; r == CONV_OK && x <= nf; x++) {
        const conv__value_rec *v = CONV__VAL(f, x);
        uint32_t t = v->token;
        bool moved = g_block_of[x] != v->block;
        if (v->block == 0 || conv__is_token_def(v->kind) || conv__equiv_steers(v)) q->class_f[x - 1u] = CONV__EQ_SKIP;
        else if (conv__legal_has_effects(f, (uint32_t)x)) q->class_f[x - 1u] = CONV__EQ_EFFECT;
        else if ((moved || !conv__legal_convergent(f, (uint32_t)x)) && v->kind != CONV_KIND_UNREACHABLE)
            q->class_f[x - 1u] = CONV__EQ_FREE;
        else q->class_f[x - 1u] = CONV__EQ_SAME;
        /* the loop hearts' chains lead to the token that decides the
           groups: 1 an anchor, 2 an anchor that the edit moved or dropped */
        for (; t; t = CONV__VAL(f, t)->token)
            if (CONV__VAL(f, t)->kind == CONV_KIND_ANCHOR)
                q->anchored_f[x - 1u] = g_block_of[t] != CONV__VAL(f, t)->block ? 2u : 1u;
    }
    conv__u64map_free(a, &by_origin);
    conv__free_array(a, g_block_of, nf + 1u, sizeof(uint32_t));
    return r;
}

CONVDEF conv_result conv_equivalence_check(const conv_function *f, const conv_function *g,
                                           const conv_interp_desc *interp, conv_diags *diags, bool *equivalent) {
    conv__equiv q;
    conv_interp_desc desc;
    conv_allocator a;
    conv_result r;
    uint32_t th;
    if (f == NULL || g == NULL || equivalent == NULL || (interp && interp->value_fn)) return CONV_ERR_INVALID_ARGUMENT;
    if (!f->finalized || !g->finalized) return CONV_ERR_NOT_FINALIZED;
    memset(&desc, 0, sizeof desc);
    if (interp) desc = *interp;
    desc.cycles = NULL;      /* each program's own hierarchy */
    desc.record_void = true; /* stores and void calls are compared too */
    r = conv__analysis_allocator(f, &desc.allocator, &a);
    if (r != CONV_OK) return r;
    memset(&q, 0, sizeof q);
    q.f = f;
    q.g = g;
    q.desc = &desc;
    q.diags = diags;
    q.equivalent = true;
    r = conv__trace_build(&a, f, &desc, diags, &q.tf);
    if (r == CONV_OK) {
        r = conv__trace_build(&a, g, &desc, diags, &q.tg);
        if (r == CONV_ERR_INVALID_ARGUMENT && q.tg.run == NULL) {
            /* g breaks a static rule of tokens (the diagnostics say which) */
            conv__interp_report(g, diags, "legal.invalid-copy", g->insts ? g->insts[0].id : 1u,
                                "the transformed function breaks the static rules of convergence tokens");
            q.equivalent = false;
            r = CONV_OK;
        }
    }
    if (r == CONV_OK && q.tg.run) r = conv__equiv_classes(&a, &q);
    if (r == CONV_OK && q.tg.run) {
        q.unfinished = (uint8_t *)conv__calloc_array(&a, (size_t)q.tf.threads + 1u, 1);
        if (q.unfinished == NULL) r = CONV_ERR_OUT_OF_MEMORY;
        for (th = 0; r == CONV_OK && th < q.tf.threads; th++)
            q.unfinished[th] = (uint8_t)(!conv_interp_thread_finished(q.tf.run, th) ||
                                         !conv_interp_thread_finished(q.tg.run, th));
    }
    for (th = 0; r == CONV_OK && q.tg.run && th < q.tf.threads && q.equivalent && !q.undefined; th++) {
        conv__equiv_thread(&q, th, CONV__EQ_EFFECT);
        if (q.equivalent && !q.undefined) conv__equiv_thread(&q, th, CONV__EQ_SAME);
    }
    if (r == CONV_OK) *equivalent = q.equivalent || q.undefined;
    /* before the traces: their free clears the thread count */
    conv__free_array(&a, q.unfinished, (size_t)q.tf.threads + 1u, 1);
    conv__trace_free(&a, &q.tf);
    conv__trace_free(&a, &q.tg);
    conv__free_array(&a, q.class_f, f->values.count + 1u, 1);
    conv__free_array(&a, q.anchored_f, f->values.count + 1u, 1);
    conv__free_array(&a, q.g_to_f, g->values.count + 1u, sizeof(uint32_t));
    return r;
}

/* >>text ============================================================== */

/* --- lexer, shared by the native format and the LLVM reader ---
   Both formats are line-oriented: an instruction ends at a newline (the
   LLVM reader joins the continuation lines of a switch table or a long
   call, see conv__read_line). ';' starts a comment that runs to the end of
   the line. Lines and columns are 1-based;
   a column counts bytes, so a tab is one column. The text format is
   documented in docs/text-format.md. */

typedef enum conv__tk {
    CONV__T_EOF = 0,
    CONV__T_NEWLINE,
    CONV__T_IDENT,  /* keywords, types, bare labels: [-A-Za-z$._0-9]+ */
    CONV__T_LOCAL,  /* %name, %7, %"quoted" */
    CONV__T_GLOBAL, /* @name, @"quoted" */
    CONV__T_INT,    /* decimal integer that fits int64 */
    CONV__T_NUMBER, /* any other numeric literal (float, hex, huge) */
    CONV__T_STRING, /* "..." */
    CONV__T_HASH,   /* #7 attribute group */
    CONV__T_META,   /* !name, !7, !"text", or a lone ! before { */
    CONV__T_PUNCT,  /* one of ( ) [ ] { } < > , = * : | and ... as '.' */
    CONV__T_BAD     /* a character no format allows; `punct` says why */
} conv__tk;

/* Why a CONV__T_BAD token is bad (its `punct`). */
#define CONV__BAD_CHAR 'c'   /* a byte no format allows */
#define CONV__BAD_STRING 's' /* a quote not closed on its line */
#define CONV__BAD_SIGIL 'n'  /* '%' or '@' without a name */

typedef struct conv__tok {
    conv__tk kind;
    char punct;
    const char *p; /* raw text */
    size_t n;
    uint32_t line, col;
    int64_t value; /* CONV__T_INT */
} conv__tok;

typedef struct conv__lexer {
    const char *src;
    size_t size, pos;
    size_t line_start; /* where the current line begins: a column is pos - line_start + 1 */
    uint32_t line;
    /* LLVM text: strings may span lines (metadata, c"..." arrays), `+1.5`
       is a number, and `u0x..`/`s0x..` are integer literals. */
    bool llvm;
} conv__lexer;

/* Byte classes, one table lookup per byte instead of a chain of compares
   (the lexer runs over every byte of the input, twice for LLVM IR). */
#define CONV__BC_NAME 1u  /* [-A-Za-z$._0-9] */
#define CONV__BC_DIGIT 2u /* [0-9] */
#define CONV__BC_PUNCT 4u /* ( ) [ ] { } < > , = * : | */
#define CONV__BC_BLANK 8u /* space, tab, CR */
#define CONV__BC_STOP 16u /* ; newline " ( ) [ ] { } , : what conv__llvm_skip_body_line looks at */
static const unsigned char conv__byte_class[256] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 16, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    8, 0, 16, 0, 1, 0, 0, 0, 20, 20, 4, 0, 20, 1, 1, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 4, 16, 4, 4, 4, 0,
    0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 20, 0, 20, 0, 1,
    0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 20, 4, 20, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
};

CONV__PRIVATE bool conv__is_name_char(char c) { return (conv__byte_class[(unsigned char)c] & CONV__BC_NAME) != 0; }
CONV__PRIVATE bool conv__is_digit(char c) { return c >= '0' && c <= '9'; }

/* Moves past n bytes of a token that holds no newline: the newline token
   moves the line itself, so the column follows from pos. */
CONV__PRIVATE void conv__lex_advance(conv__lexer *lx, size_t n) { lx->pos += n; }

/* Moves past a quoted token, which in LLVM text may span lines. */
CONV__PRIVATE void conv__lex_advance_quoted(conv__lexer *lx, size_t n) {
    const char *p = lx->src + lx->pos, *end = p + n, *nl;
    while (lx->llvm && (nl = (const char *)memchr(p, '\n', (size_t)(end - p))) != NULL) {
        lx->line++;
        lx->line_start = (size_t)(nl - lx->src) + 1u;
        p = nl + 1;
    }
    lx->pos += n;
}

/* Scans a quoted string starting at the opening quote; returns its length
   including both quotes, or 0 when it is not closed on its line. */
CONV__PRIVATE size_t conv__lex_string_len(const conv__lexer *lx, size_t at) {
    size_t i = at + 1;
    while (i < lx->size && lx->src[i] != '"') {
        if (lx->src[i] == '\n' && !lx->llvm) return 0;
        i++;
    }
    return i < lx->size ? i - at + 1 : 0;
}

CONV__PRIVATE void conv__lex_bad(conv__lexer *lx, conv__tok *t, char why) {
    t->kind = CONV__T_BAD;
    t->punct = why;
    t->n = 1;
    conv__lex_advance(lx, 1);
}

/* The position of the next token at or after pos: blanks and comments
   skipped (a comment runs to its newline, which stays a token). */
CONV__PRIVATE size_t conv__lex_skip(const conv__lexer *lx, size_t pos) {
    const char *s = lx->src;
    for (;;) {
        while (pos < lx->size && (conv__byte_class[(unsigned char)s[pos]] & CONV__BC_BLANK)) pos++;
        if (pos < lx->size && s[pos] == ';') {
            const char *nl = (const char *)memchr(s + pos, '\n', lx->size - pos);
            pos = nl ? (size_t)(nl - s) : lx->size;
            continue;
        }
        return pos;
    }
}

/* %name, @name, %"quoted", @"quoted" at i. */
CONV__PRIVATE void conv__lex_sigil(conv__lexer *lx, conv__tok *t, size_t i) {
    const char *s = lx->src;
    size_t n;
    t->kind = s[i] == '%' ? CONV__T_LOCAL : CONV__T_GLOBAL;
    if (i + 1 < lx->size && s[i + 1] == '"') {
        n = conv__lex_string_len(lx, i + 1);
        if (n == 0) {
            conv__lex_bad(lx, t, CONV__BAD_STRING);
            return;
        }
        n += 1;
    } else {
        n = 1;
        while (i + n < lx->size && conv__is_name_char(s[i + n])) n++;
        if (n == 1) {
            conv__lex_bad(lx, t, CONV__BAD_SIGIL);
            return;
        }
    }
    t->n = n;
    if (s[i + 1] == '"') conv__lex_advance_quoted(lx, n);
    else conv__lex_advance(lx, n);
}

/* #digits (attribute groups) or !name, !"quoted" (metadata) at i. */
CONV__PRIVATE void conv__lex_hash_or_meta(conv__lexer *lx, conv__tok *t, size_t i) {
    const char *s = lx->src;
    size_t n = 1;
    if (s[i] == '#') {
        while (i + n < lx->size && conv__is_digit(s[i + n])) n++;
        if (n == 1) {
            conv__lex_bad(lx, t, CONV__BAD_CHAR);
            return;
        }
        t->kind = CONV__T_HASH;
        t->n = n;
        conv__lex_advance(lx, n);
        return;
    }
    if (i + 1 < lx->size && s[i + 1] == '"') n += conv__lex_string_len(lx, i + 1);
    else
        while (i + n < lx->size && conv__is_name_char(s[i + n])) n++;
    t->kind = CONV__T_META;
    t->n = n;
    conv__lex_advance_quoted(lx, n);
}

/* A number at i: an int64 in decimal is CONV__T_INT with its value; any
   other (floats, exponents, hex, out of range) is an opaque
   CONV__T_NUMBER. */
CONV__PRIVATE void conv__lex_number(conv__lexer *lx, conv__tok *t, size_t i) {
    const char *s = lx->src;
    char c = s[i];
    bool neg = c == '-', simple = c != '+';
    uint64_t v = 0;
    size_t n = (c == '-' || c == '+') ? 1 : 0;
    if (s[i + n] == '0' && i + n + 1 < lx->size && (s[i + n + 1] == 'x' || s[i + n + 1] == 'X')) simple = false;
    while (i + n < lx->size && conv__is_digit(s[i + n])) {
        unsigned d = (unsigned)(s[i + n] - '0');
        if (v > (UINT64_MAX - d) / 10u) simple = false;
        else v = v * 10u + d;
        n++;
    }
    /* A '+' or '-' belongs to the number only right after an exponent 'e'. */
    while (i + n < lx->size) {
        char ch = s[i + n], prev = s[i + n - 1];
        if (ch == '+' || ch == '-') {
            if (prev != 'e' && prev != 'E') break;
        } else if (!conv__is_name_char(ch)) {
            break;
        }
        simple = false;
        n++;
    }
    if (simple && (neg ? v > (uint64_t)INT64_MAX + 1u : v > (uint64_t)INT64_MAX)) simple = false;
    t->kind = simple ? CONV__T_INT : CONV__T_NUMBER;
    if (simple) t->value = neg ? (v == (uint64_t)INT64_MAX + 1u ? INT64_MIN : -(int64_t)v) : (int64_t)v;
    t->n = n;
    conv__lex_advance(lx, n);
}

/* A word at i: an identifier, '...' (one punctuation token), or LLVM's
   u0x / s0x integer literals (opaque numbers). */
CONV__PRIVATE void conv__lex_word(conv__lexer *lx, conv__tok *t, size_t i) {
    const char *s = lx->src;
    char c = s[i];
    size_t n = 1;
    while (i + n < lx->size && conv__is_name_char(s[i + n])) n++;
    if (n == 3 && c == '.' && s[i + 1] == '.' && s[i + 2] == '.') {
        t->kind = CONV__T_PUNCT;
        t->punct = '.';
    } else if (lx->llvm && n > 3 && (c == 'u' || c == 's') && s[i + 1] == '0' && s[i + 2] == 'x') {
        t->kind = CONV__T_NUMBER;
    } else {
        t->kind = CONV__T_IDENT;
    }
    t->n = n;
    conv__lex_advance(lx, n);
}

CONV__PRIVATE void conv__lex_next(conv__lexer *lx, conv__tok *t) {
    const char *s = lx->src;
    size_t pos = conv__lex_skip(lx, lx->pos);
    char c;
    lx->pos = pos;
    memset(t, 0, sizeof *t);
    t->line = lx->line;
    t->col = (uint32_t)(pos - lx->line_start + 1u);
    t->p = s + pos;
    if (pos >= lx->size) {
        t->kind = CONV__T_EOF;
        return;
    }
    c = s[pos];
    if (c == '\n') {
        t->kind = CONV__T_NEWLINE;
        t->n = 1;
        lx->pos = pos + 1u;
        lx->line++;
        lx->line_start = pos + 1u;
    } else if (c == '%' || c == '@') {
        conv__lex_sigil(lx, t, pos);
    } else if (c == '"') {
        size_t n = conv__lex_string_len(lx, pos);
        if (n == 0) {
            conv__lex_bad(lx, t, CONV__BAD_STRING);
            return;
        }
        t->kind = CONV__T_STRING;
        t->n = n;
        conv__lex_advance_quoted(lx, n);
    } else if (c == '#' || c == '!') {
        conv__lex_hash_or_meta(lx, t, pos);
    } else if (conv__is_digit(c) ||
               ((c == '-' || (c == '+' && lx->llvm)) && pos + 1 < lx->size && conv__is_digit(s[pos + 1]))) {
        conv__lex_number(lx, t, pos);
    } else if (conv__is_name_char(c)) {
        conv__lex_word(lx, t, pos);
    } else if (conv__byte_class[(unsigned char)c] & CONV__BC_PUNCT) {
        t->kind = CONV__T_PUNCT;
        t->punct = c;
        t->n = 1;
        conv__lex_advance(lx, 1);
    } else {
        conv__lex_bad(lx, t, CONV__BAD_CHAR);
    }
}

CONV__PRIVATE bool conv__tok_is_word(const conv__tok *t, const char *word) {
    size_t n = strlen(word);
    return t->n == n && memcmp(t->p, word, n) == 0;
}
/* inline: called for most words of every line, and most calls compare
   with the wrong word, which the kind and the first byte decide */
CONV__PRIVATE inline bool conv__tok_is(const conv__tok *t, const char *word) {
    return t->kind == CONV__T_IDENT && t->p[0] == word[0] && conv__tok_is_word(t, word);
}
CONV__PRIVATE bool conv__tok_punct(const conv__tok *t, char c) { return t->kind == CONV__T_PUNCT && t->punct == c; }

CONV__PRIVATE const char *conv__tk_str(const conv__tok *t) {
    switch (t->kind) {
    case CONV__T_EOF: return "end of file";
    case CONV__T_NEWLINE: return "end of line";
    case CONV__T_IDENT: return "identifier";
    case CONV__T_LOCAL: return "%name";
    case CONV__T_GLOBAL: return "@name";
    case CONV__T_INT: return "integer";
    case CONV__T_NUMBER: return "number";
    case CONV__T_STRING: return "string";
    case CONV__T_HASH: return "attribute group";
    case CONV__T_META: return "metadata";
    case CONV__T_PUNCT: return "punctuation";
    case CONV__T_BAD: return "invalid character";
    }
    return "token";
}

/* --- the parse context and the function assembler ---
   Both readers describe each function as plain records (blocks, and
   instructions that name their operands and successors as text); the
   assembler then creates blocks, instructions, operands and tokens in that
   order, so forward references need no special cases in either reader. */

typedef struct conv__pref {
    uint32_t name;  /* text offset; 0 for a constant */
    uint32_t line, col;
    int64_t imm;    /* constant value */
} conv__pref;

typedef struct conv__pinst {
    uint32_t kind, flags, name, opcode;
    uint32_t block;                   /* index into pblocks */
    uint32_t ops_begin, ops_count;    /* prefs */
    uint32_t refs_begin, refs_count;  /* brefs: successors or phi incoming */
    uint32_t cases_begin;             /* pcases */
    uint32_t token;                   /* pref index + 1, 0 = none */
    uint32_t line, col;
    uint32_t cwidth;                  /* conv__value_rec.cwidth */
    uint32_t aux_begin, aux_count;    /* paux */
} conv__pinst;

typedef struct conv__pblock {
    uint32_t name;
    uint32_t line, col;
} conv__pblock;

typedef struct conv__bref {
    uint32_t name;
    uint32_t line, col;
} conv__bref;

typedef struct conv__attrgroup {
    int64_t number;
    uint32_t flags; /* CONV_FUNCTION_CONVERGENT, plus speculatable below */
} conv__attrgroup;

#define CONV__ATTR_SPECULATABLE (1u << 16)

/* A set of int64 values (switch case values, to find duplicates). */
typedef struct conv__i64set {
    int64_t *keys;
    unsigned char *used;
    size_t cap, count;
} conv__i64set;

typedef struct conv__parser {
    const conv_allocator *a;
    conv_diags *diags;
    const char *file;
    conv__lexer lx;
    conv__tok tok;       /* current token */
    conv_module *module;
    conv_result status;  /* first fatal result (OOM, limits) */
    uint32_t errors;     /* syntax and name errors (CONV_ERR_PARSE) */
    uint32_t graph_errors; /* graph errors found while reading (CONV_ERR_INVALID_GRAPH) */
    bool finalize;       /* conv_parse finalizes: check terminators here */
    /* Per-function records. */
    conv__strpool text;
    conv__vec pblocks, pinsts, prefs, brefs, pcases;
    conv__vec paux; /* int64_t: concrete words of pinsts */
    conv__i64set cases;
    char *namebuf;
    size_t namebuf_cap;
    conv__vec skip_finalize; /* conv_function *: already reported, not finalized */
    /* LLVM reader: attribute groups, named types, kernels by metadata. */
    conv__vec groups;    /* conv__attrgroup */
    conv__strpool types_pool;
    conv__vec types;     /* uint32_t offsets of named types ("%T") */
    conv__nameindex types_index;
    conv__vec kernels;   /* uint32_t offsets into types_pool of "@f" names */
    conv__vec fattrs;    /* uint32_t per module function: CONV__ATTR_* */
    conv_target_kind target;
    uint32_t amdgcn_masks; /* LLVM reader: calls of amdgcn.if/else in this function */
    const conv_target_rule *rules;
    uint32_t rules_count;
    const char *func_name;
    int64_t next_number; /* LLVM's numbering of unnamed values and blocks */
    uint32_t eol_line, eol_col; /* LLVM: where the line being read ends */
    bool llvm_in_body;          /* LLVM: reading a function body */
} conv__parser;

CONV__PRIVATE void conv__oom(conv__parser *ps, conv_result r) {
    if (r != CONV_OK && ps->status == CONV_OK) ps->status = r;
}

CONV__PRIVATE void conv__i64set_free(const conv_allocator *a, conv__i64set *s) {
    conv__free_array(a, s->keys, s->cap, sizeof(int64_t));
    conv__free_array(a, s->used, s->cap, 1);
    memset(s, 0, sizeof *s);
}
/* Empties the set. A table much larger than its contents (after one huge
   switch) is freed rather than cleared, so many small switches after it
   stay cheap. */
CONV__PRIVATE void conv__i64set_clear(const conv_allocator *a, conv__i64set *s) {
    if (s->cap > 1024u && s->count * 16u < s->cap) conv__i64set_free(a, s);
    if (s->used) memset(s->used, 0, s->cap);
    s->count = 0;
}
/* Adds v. Returns 1 when it was new, 0 when already present, -1 when out of
   memory. */
CONV__PRIVATE int conv__i64set_add(const conv_allocator *a, conv__i64set *s, int64_t v) {
    size_t i, mask;
    if ((s->count + 1u) * 2u > s->cap) {
        size_t ncap = s->cap ? s->cap * 2u : 16u, k;
        int64_t *nk;
        unsigned char *nu;
        if (ncap > (SIZE_MAX / sizeof(int64_t)) / 2u) return -1;
        nk = (int64_t *)conv__alloc_array(a, ncap, sizeof(int64_t));
        nu = (unsigned char *)conv__calloc_array(a, ncap, 1);
        if (nk == NULL || nu == NULL) {
            conv__free_array(a, nk, ncap, sizeof(int64_t));
            conv__free_array(a, nu, ncap, 1);
            return -1;
        }
        for (k = 0; k < s->cap; k++) {
            if (s->used[k]) {
                size_t j = (size_t)conv__hash((const char *)&s->keys[k], sizeof(int64_t)) & (ncap - 1u);
                while (nu[j]) j = (j + 1u) & (ncap - 1u);
                nu[j] = 1;
                nk[j] = s->keys[k];
            }
        }
        k = s->count;
        conv__i64set_free(a, s);
        s->keys = nk;
        s->used = nu;
        s->cap = ncap;
        s->count = k;
    }
    mask = s->cap - 1u;
    i = (size_t)conv__hash((const char *)&v, sizeof v) & mask;
    while (s->used[i]) {
        if (s->keys[i] == v) return 0;
        i = (i + 1u) & mask;
    }
    s->used[i] = 1;
    s->keys[i] = v;
    s->count++;
    return 1;
}

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 5, 6)))
#endif
CONV__PRIVATE void conv__perr(conv__parser *ps, const char *code, uint32_t line, uint32_t col, const char *fmt, ...) {
    char buf[400];
    va_list ap;
    ps->errors++;
    /* after a fatal result (out of memory, a limit) the reader only unwinds:
       what it would report then is an echo of the failure, not the input */
    if (ps->diags == NULL || ps->status != CONV_OK) return;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    conv__oom(ps, conv__diagf(ps->diags, code, CONV_SEVERITY_ERROR, ps->file, ps->func_name, NULL, line, col, "%s",
                              buf));
}

CONV__PRIVATE void conv__next(conv__parser *ps) { conv__lex_next(&ps->lx, &ps->tok); }

/* The token after the current one, without consuming anything. */
CONV__PRIVATE void conv__peek(const conv__parser *ps, conv__tok *out) {
    conv__lexer copy = ps->lx;
    conv__lex_next(&copy, out);
}

/* Reports a CONV__T_BAD token. */
CONV__PRIVATE void conv__bad_token(conv__parser *ps, const conv__tok *t) {
    unsigned char c = (unsigned char)t->p[0];
    if (t->punct == CONV__BAD_STRING)
        conv__perr(ps, "parse.unterminated-string", t->line, t->col, "the string is not closed on its line");
    else if (t->punct == CONV__BAD_SIGIL)
        conv__perr(ps, "parse.invalid-character", t->line, t->col, "'%c' must be followed by a name or a quoted string",
                   (char)c);
    else if (c > 0x20 && c < 0x7f)
        conv__perr(ps, "parse.invalid-character", t->line, t->col, "invalid character '%c'", (char)c);
    else
        conv__perr(ps, "parse.invalid-character", t->line, t->col, "invalid byte 0x%02X", (unsigned)c);
}

/* Reports "expected X, found Y" at the current token. */
CONV__PRIVATE void conv__expected(conv__parser *ps, const char *what) {
    const conv__tok *t = &ps->tok;
    if (t->kind == CONV__T_BAD)
        conv__bad_token(ps, t);
    else if (t->kind == CONV__T_EOF || t->kind == CONV__T_NEWLINE)
        conv__perr(ps, "parse.expected", t->line, t->col, "expected %s, found %s", what, conv__tk_str(t));
    else
        conv__perr(ps, "parse.expected", t->line, t->col, "expected %s, found '%.*s'", what,
                   (int)(t->n > 40 ? 40 : t->n), t->p);
}

/* Skips to the start of the next line (error recovery). */
CONV__PRIVATE void conv__skip_line(conv__parser *ps) {
    while (ps->tok.kind != CONV__T_NEWLINE && ps->tok.kind != CONV__T_EOF) conv__next(ps);
    if (ps->tok.kind == CONV__T_NEWLINE) conv__next(ps);
}
CONV__PRIVATE void conv__skip_newlines(conv__parser *ps) {
    while (ps->tok.kind == CONV__T_NEWLINE) conv__next(ps);
}

CONV__PRIVATE int conv__hexval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Decodes a name token to text: drops quotes, keeps the sigil when
   `keep_sigil`, and resolves \XX escapes (two hex digits; a backslash not
   followed by two hex digits stands for itself). The result is in
   ps->namebuf, NUL-terminated, with its length in *out_n; it may contain
   NUL bytes (from \00), which callers that store names reject. */
CONV__PRIVATE const char *conv__decode_name(conv__parser *ps, const conv__tok *t, bool keep_sigil, size_t *out_n) {
    const char *p = t->p;
    size_t n = t->n, i, o = 0;
    char sigil = 0;
    if (t->kind == CONV__T_LOCAL || t->kind == CONV__T_GLOBAL) {
        sigil = p[0];
        p++;
        n--;
    }
    if (n + 2 > ps->namebuf_cap) {
        size_t cap = n + 64;
        char *nb = (char *)conv__alloc(ps->a, cap);
        if (nb == NULL) {
            conv__oom(ps, CONV_ERR_OUT_OF_MEMORY);
            *out_n = 0;
            return "";
        }
        conv__free(ps->a, ps->namebuf, ps->namebuf_cap);
        ps->namebuf = nb;
        ps->namebuf_cap = cap;
    }
    if (keep_sigil && sigil) ps->namebuf[o++] = sigil;
    if (n >= 2 && p[0] == '"') {
        for (i = 1; i + 1 < n; i++) {
            int hv = -1, lv = -1;
            if (p[i] == '\\' && i + 2 < n - 1) {
                hv = conv__hexval(p[i + 1]);
                lv = conv__hexval(p[i + 2]);
            }
            if (hv >= 0 && lv >= 0) {
                ps->namebuf[o++] = (char)(hv * 16 + lv);
                i += 2;
            } else {
                ps->namebuf[o++] = p[i];
            }
        }
    } else {
        memcpy(ps->namebuf + o, p, n);
        o += n;
    }
    ps->namebuf[o] = '\0';
    *out_n = o;
    return ps->namebuf;
}

CONV__PRIVATE uint32_t conv__text_add(conv__parser *ps, const char *s, size_t n) {
    uint32_t off = 0;
    conv__oom(ps, conv__strpool_add(ps->a, &ps->text, s, n, &off));
    return off;
}
CONV__PRIVATE const char *conv__text(const conv__parser *ps, uint32_t off) { return conv__strpool_get(&ps->text, off); }

/* Checks a decoded name: names are C strings, so a NUL byte (written \00)
   cannot be stored, and blocks, functions and values need a name that is
   not empty after the sigil. Reports parse.bad-name and returns false. */
CONV__PRIVATE bool conv__name_ok(conv__parser *ps, const conv__tok *t, const char *s, size_t n, size_t sigil,
                                 bool allow_empty) {
    if (memchr(s, '\0', n) != NULL) {
        conv__perr(ps, "parse.bad-name", t->line, t->col, "a name cannot contain a NUL byte");
        return false;
    }
    if (n <= sigil && !allow_empty) {
        conv__perr(ps, "parse.bad-name", t->line, t->col, "a name cannot be empty");
        return false;
    }
    return true;
}

/* Decodes, checks and stores a name token; returns its text offset (a
   valid offset even after an error, which is already reported). */
CONV__PRIVATE uint32_t conv__name_add(conv__parser *ps, const conv__tok *t, bool keep_sigil, bool allow_empty) {
    size_t n;
    const char *s = conv__decode_name(ps, t, keep_sigil, &n);
    size_t sigil = keep_sigil && (t->kind == CONV__T_LOCAL || t->kind == CONV__T_GLOBAL) ? 1u : 0u;
    conv__name_ok(ps, t, s, n, sigil, allow_empty);
    return conv__text_add(ps, s, n);
}
CONV__PRIVATE uint32_t conv__text_tok(conv__parser *ps, const conv__tok *t, bool keep_sigil) {
    return conv__name_add(ps, t, keep_sigil, false);
}

CONV__PRIVATE void conv__records_reset(conv__parser *ps) {
    ps->text.chars.count = 0;
    ps->pblocks.count = ps->pinsts.count = ps->prefs.count = ps->brefs.count = ps->pcases.count = 0;
    ps->paux.count = 0;
    ps->amdgcn_masks = 0;
}

CONV__PRIVATE uint32_t conv__add_pref_name(conv__parser *ps, const conv__tok *t) {
    conv__pref r;
    memset(&r, 0, sizeof r);
    r.name = conv__text_tok(ps, t, true);
    r.line = t->line;
    r.col = t->col;
    conv__oom(ps, CONV__VEC_PUSH1(ps->a, &ps->prefs, conv__pref, r));
    return (uint32_t)ps->prefs.count - 1u;
}
CONV__PRIVATE uint32_t conv__add_pref_const(conv__parser *ps, const conv__tok *t, int64_t imm) {
    conv__pref r;
    memset(&r, 0, sizeof r);
    r.imm = imm;
    r.line = t->line;
    r.col = t->col;
    conv__oom(ps, CONV__VEC_PUSH1(ps->a, &ps->prefs, conv__pref, r));
    return (uint32_t)ps->prefs.count - 1u;
}
CONV__PRIVATE void conv__add_bref(conv__parser *ps, const conv__tok *t) {
    conv__bref r;
    r.name = conv__text_tok(ps, t, false);
    r.line = t->line;
    r.col = t->col;
    conv__oom(ps, CONV__VEC_PUSH1(ps->a, &ps->brefs, conv__bref, r));
}
CONV__PRIVATE void conv__add_pblock(conv__parser *ps, uint32_t name, uint32_t line, uint32_t col) {
    conv__pblock b;
    b.name = name;
    b.line = line;
    b.col = col;
    conv__oom(ps, CONV__VEC_PUSH1(ps->a, &ps->pblocks, conv__pblock, b));
}
/* Records a switch case value; reports a value the switch already has. */
CONV__PRIVATE void conv__add_case(conv__parser *ps, const conv__tok *at, int64_t v) {
    int added = conv__i64set_add(ps->a, &ps->cases, v);
    if (added < 0) {
        conv__oom(ps, CONV_ERR_OUT_OF_MEMORY);
        return;
    }
    if (added == 0)
        conv__perr(ps, "parse.duplicate-case", at->line, at->col, "the switch already has the case value %lld",
                   (long long)v);
    conv__oom(ps, CONV__VEC_PUSH1(ps->a, &ps->pcases, int64_t, v));
}
CONV__PRIVATE conv__pinst *conv__new_pinst(conv__parser *ps, uint32_t line, uint32_t col) {
    conv__pinst pi;
    memset(&pi, 0, sizeof pi);
    pi.block = (uint32_t)ps->pblocks.count - 1u;
    pi.line = line;
    pi.col = col;
    pi.ops_begin = (uint32_t)ps->prefs.count;
    pi.refs_begin = (uint32_t)ps->brefs.count;
    pi.cases_begin = (uint32_t)ps->pcases.count;
    if (CONV__VEC_PUSH1(ps->a, &ps->pinsts, conv__pinst, pi) != CONV_OK) {
        conv__oom(ps, CONV_ERR_OUT_OF_MEMORY);
        return NULL;
    }
    return &CONV__VEC(ps->pinsts, conv__pinst)[ps->pinsts.count - 1];
}

/* Maps a constant's value to its id, so each constant exists once. */
typedef struct conv__constmap {
    int64_t *keys;
    uint32_t *ids;
    uint32_t cap, count;
} conv__constmap;

CONV__PRIVATE void conv__constmap_free(const conv_allocator *a, conv__constmap *m) {
    conv__free_array(a, m->keys, m->cap, sizeof(int64_t));
    conv__free_array(a, m->ids, m->cap, sizeof(uint32_t));
    memset(m, 0, sizeof *m);
}

CONV__PRIVATE conv_result conv__constant(conv_function *f, conv__constmap *m, int64_t imm, conv_value *out) {
    const conv_allocator *a = f->allocator;
    uint32_t i;
    conv_result r;
    if ((size_t)(m->count + 1u) * 2u > m->cap) {
        uint32_t ncap = m->cap ? m->cap * 2u : 16u, k;
        int64_t *nk;
        uint32_t *ni;
        if (ncap > (1u << 30)) return CONV_ERR_LIMIT;
        nk = (int64_t *)conv__alloc_array(a, ncap, sizeof(int64_t));
        ni = (uint32_t *)conv__calloc_array(a, ncap, sizeof(uint32_t));
        if (nk == NULL || ni == NULL) {
            conv__free_array(a, nk, ncap, sizeof(int64_t));
            conv__free_array(a, ni, ncap, sizeof(uint32_t));
            return CONV_ERR_OUT_OF_MEMORY;
        }
        for (k = 0; k < m->cap; k++) {
            if (m->ids[k]) {
                uint32_t j = (uint32_t)conv__hash((const char *)&m->keys[k], sizeof(int64_t)) & (ncap - 1u);
                while (ni[j]) j = (j + 1u) & (ncap - 1u);
                ni[j] = m->ids[k];
                nk[j] = m->keys[k];
            }
        }
        k = m->count;
        conv__constmap_free(a, m);
        m->keys = nk;
        m->ids = ni;
        m->cap = ncap;
        m->count = k;
    }
    i = (uint32_t)conv__hash((const char *)&imm, sizeof imm) & (m->cap - 1u);
    while (m->ids[i]) {
        if (m->keys[i] == imm) {
            out->id = m->ids[i];
            return CONV_OK;
        }
        i = (i + 1u) & (m->cap - 1u);
    }
    r = conv_function_add_constant(f, imm, NULL, out);
    if (r != CONV_OK) return r;
    m->keys[i] = imm;
    m->ids[i] = out->id;
    m->count++;
    return CONV_OK;
}

/* Resolves a value reference; reports undefined names. */
CONV__PRIVATE conv_value conv__resolve_value(conv__parser *ps, conv_function *f, conv__constmap *consts,
                                             const conv__pref *r) {
    conv_value v = {0};
    if (r->name == 0) {
        conv__oom(ps, conv__constant(f, consts, r->imm, &v));
        return v;
    }
    v = conv_function_find_value(f, conv__text(ps, r->name));
    if (v.id == 0)
        conv__perr(ps, "parse.undefined-value", r->line, r->col, "use of undefined value '%s'", conv__text(ps, r->name));
    return v;
}

CONV__PRIVATE conv_block conv__resolve_block(conv__parser *ps, conv_function *f, const conv__bref *r) {
    conv_block b = conv_function_find_block(f, conv__text(ps, r->name));
    if (b.id == 0)
        conv__perr(ps, "parse.undefined-block", r->line, r->col, "use of undefined block '%s'", conv__text(ps, r->name));
    return b;
}

/* Builds function `f` from the records. Errors are counted from the
   function's own start, so one bad function does not silence the next. */
/* Gives value `id` of f the concrete annotations of its parse record. */
CONV__PRIVATE conv_result conv__function_set_concrete(conv_function *f, uint32_t id, const conv__pinst *pi,
                                                      const conv__vec *paux) {
    conv__value_rec *rec = CONV__VAL(f, id);
    rec->cwidth = pi->cwidth;
    if (pi->aux_count == 0) return CONV_OK;
    rec->aux_begin = (uint32_t)f->aux.count;
    rec->aux_count = pi->aux_count;
    return conv__vec_push(f->allocator, &f->aux, sizeof(int64_t), CONV__VEC(*paux, int64_t) + pi->aux_begin,
                          pi->aux_count);
}

CONV__PRIVATE void conv__assemble(conv__parser *ps, conv_function *f) {
    conv__constmap consts;
    conv__vec tmp_v, tmp_b;
    uint32_t i, first_value = (uint32_t)f->values.count, errors0 = ps->errors;
    const conv__pinst *pis = CONV__VEC(ps->pinsts, conv__pinst);
    size_t named = 0;
#define CONV__FAILED (ps->errors != errors0 || ps->status != CONV_OK)
    memset(&consts, 0, sizeof consts);
    memset(&tmp_v, 0, sizeof tmp_v);
    memset(&tmp_b, 0, sizeof tmp_b);
    for (i = 0; i < ps->pinsts.count; i++) named += pis[i].name != 0;
    /* every instruction a value, every operand maybe a new constant */
    conv__oom(ps, conv__function_reserve(f, ps->pblocks.count, ps->pinsts.count + ps->prefs.count, named,
                                         ps->prefs.count, ps->brefs.count));
    for (i = 0; i < ps->pblocks.count && ps->status == CONV_OK; i++) {
        const conv__pblock *pb = &CONV__VEC(ps->pblocks, conv__pblock)[i];
        conv_result r = conv_function_add_block(f, conv__text(ps, pb->name), NULL);
        if (r == CONV_ERR_DUPLICATE)
            conv__perr(ps, "parse.duplicate-block", pb->line, pb->col, "block '%s' is defined twice",
                       conv__text(ps, pb->name));
        else
            conv__oom(ps, r);
    }
    if (CONV__FAILED) goto done;
    /* Instructions without operands: names, kinds, successors. */
    for (i = 0; i < ps->pinsts.count && ps->status == CONV_OK; i++) {
        const conv__pinst *pi = &pis[i];
        conv_inst_desc d;
        conv_block blk;
        conv_result r;
        uint32_t k, errors1 = ps->errors;
        bool phi = pi->kind == CONV_KIND_PHI;
        memset(&d, 0, sizeof d);
        d.kind = (conv_kind)pi->kind;
        d.name = pi->name ? conv__text(ps, pi->name) : NULL;
        d.opcode = pi->opcode ? conv__text(ps, pi->opcode) : NULL;
        d.flags = pi->flags;
        d.line = pi->line;
        d.col = pi->col;
        blk.id = pi->block + 1u;
        if (!phi && pi->refs_count) {
            tmp_b.count = 0;
            for (k = 0; k < pi->refs_count; k++) {
                conv_block b = conv__resolve_block(ps, f, &CONV__VEC(ps->brefs, conv__bref)[pi->refs_begin + k]);
                conv__oom(ps, CONV__VEC_PUSH1(ps->a, &tmp_b, conv_block, b));
            }
            if (ps->errors != errors1 || ps->status != CONV_OK) continue;
            d.successors = CONV__VEC(tmp_b, conv_block);
            d.successors_count = pi->refs_count;
            if (pi->kind == CONV_KIND_SWITCH && pi->refs_count > 1)
                d.case_values = CONV__VEC(ps->pcases, int64_t) + pi->cases_begin;
        }
        r = conv_function_add_inst(f, blk, &d, NULL);
        if (r == CONV_ERR_DUPLICATE)
            conv__perr(ps, "parse.duplicate-value", pi->line, pi->col, "value '%s' is defined twice", d.name);
        else if (r == CONV_ERR_INVALID_GRAPH)
            conv__perr(ps, "parse.after-terminator", pi->line, pi->col, "instruction after the block's terminator");
        else if (r != CONV_OK && r != CONV_ERR_OUT_OF_MEMORY && r != CONV_ERR_LIMIT)
            conv__perr(ps, "parse.invalid-instruction", pi->line, pi->col, "invalid instruction: %s",
                       conv_result_str(r));
        else
            conv__oom(ps, r);
    }
    if (CONV__FAILED) goto done;
    /* Operands, incoming blocks and tokens, now that every name exists.
       Instruction k is value first_value + 1 + k: constants are only
       created from here on, after every instruction. */
    for (i = 0; i < ps->pinsts.count && ps->status == CONV_OK; i++) {
        const conv__pinst *pi = &pis[i];
        conv_value inst;
        uint32_t k, errors1 = ps->errors;
        inst.id = first_value + 1u + i;
        tmp_v.count = 0;
        tmp_b.count = 0;
        for (k = 0; k < pi->ops_count; k++) {
            conv_value v = conv__resolve_value(ps, f, &consts, &CONV__VEC(ps->prefs, conv__pref)[pi->ops_begin + k]);
            conv__oom(ps, CONV__VEC_PUSH1(ps->a, &tmp_v, conv_value, v));
        }
        if (pi->kind == CONV_KIND_PHI)
            for (k = 0; k < pi->refs_count; k++) {
                conv_block b = conv__resolve_block(ps, f, &CONV__VEC(ps->brefs, conv__bref)[pi->refs_begin + k]);
                conv__oom(ps, CONV__VEC_PUSH1(ps->a, &tmp_b, conv_block, b));
            }
        if (pi->token) {
            conv_value t = conv__resolve_value(ps, f, &consts, &CONV__VEC(ps->prefs, conv__pref)[pi->token - 1u]);
            if (ps->errors == errors1 && ps->status == CONV_OK) conv__oom(ps, conv_function_set_token(f, inst, t));
        }
        if (ps->errors != errors1 || ps->status != CONV_OK) continue;
        if (pi->cwidth || pi->aux_count) conv__oom(ps, conv__function_set_concrete(f, inst.id, pi, &ps->paux));
        if (pi->ops_count)
            conv__oom(ps, conv_function_set_operands(f, inst, CONV__VEC(tmp_v, conv_value),
                                                     pi->kind == CONV_KIND_PHI ? CONV__VEC(tmp_b, conv_block) : NULL,
                                                     pi->ops_count));
    }
    if (CONV__FAILED) goto done;
    /* A block without a terminator is a graph error that finalize would
       report at the function; report it here, at the block's label. */
    if (ps->finalize) {
        bool missing = false;
        for (i = 0; i < ps->pblocks.count; i++) {
            const conv__pblock *pb = &CONV__VEC(ps->pblocks, conv__pblock)[i];
            if (CONV__BLK(f, i + 1u)->terminator != 0) continue;
            missing = true;
            ps->graph_errors++;
            conv__oom(ps, conv__diagf(ps->diags, "graph.no-terminator", CONV_SEVERITY_ERROR, ps->file, ps->func_name,
                                      conv__text(ps, pb->name), pb->line, pb->col, "block '%s' has no terminator",
                                      conv__text(ps, pb->name)));
        }
        if (missing) conv__oom(ps, CONV__VEC_PUSH1(ps->a, &ps->skip_finalize, conv_function *, f));
    }
done:
#undef CONV__FAILED
    conv__constmap_free(f->allocator, &consts);
    conv__vec_free(ps->a, &tmp_v, sizeof(conv_value));
    conv__vec_free(ps->a, &tmp_b, sizeof(conv_block));
}

/* --- the native .conv reader (docs/text-format.md) --- */

typedef struct conv__flagword {
    const char *word;
    uint32_t flag;
} conv__flagword;

static const conv__flagword conv__inst_flag_words[] = {
    {"convergent", CONV_FLAG_CONVERGENT},        {"noconvergent", CONV_FLAG_NOCONVERGENT},
    {"speculatable", CONV_FLAG_SPECULATABLE},    {"divergent", CONV_FLAG_DIVERGENCE_SOURCE},
    {"uniform", CONV_FLAG_ALWAYS_UNIFORM},       {"collective", CONV_FLAG_UNIFORM_COLLECTIVE},
    {"returns_token", CONV_FLAG_TOKEN},          {"superset_safe", CONV_FLAG_SUPERSET_SAFE},
    {"barrier", CONV_FLAG_BARRIER},
};
/* Scopes are a 3-bit field of the flags, not bits: one word at most. */
static const conv__flagword conv__scope_words[] = {
    {"scope.thread", CONV_FLAG_SCOPE(CONV_SCOPE_THREAD)},       {"scope.quad", CONV_FLAG_SCOPE(CONV_SCOPE_QUAD)},
    {"scope.wave", CONV_FLAG_SCOPE(CONV_SCOPE_WAVE)},           {"scope.workgroup", CONV_FLAG_SCOPE(CONV_SCOPE_WORKGROUP)},
    {"scope.device", CONV_FLAG_SCOPE(CONV_SCOPE_DEVICE)},       {"scope.system", CONV_FLAG_SCOPE(CONV_SCOPE_SYSTEM)},
};
/* The widest scope a result is uniform at by itself: a 3-bit field too. */
static const conv__flagword conv__uniform_scope_words[] = {
    {"uniform.thread", CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_THREAD)},
    {"uniform.quad", CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_QUAD)},
    {"uniform.wave", CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_WAVE)},
    {"uniform.workgroup", CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_WORKGROUP)},
    {"uniform.device", CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_DEVICE)},
    {"uniform.system", CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_SYSTEM)},
};
static const conv__flagword conv__function_flag_words[] = {
    {"convergent", CONV_FUNCTION_CONVERGENT},
    {"kernel", CONV_FUNCTION_KERNEL},
};

/* Words that start an instruction or a top-level entity in the native
   format; a generic opcode spelled like one of them is printed quoted. */
static const char *const conv__native_keywords[] = {
    "phi", "call", "invoke", "token.entry", "token.loop", "token.anchor", "br", "switch",
    "ret", "unreachable", "func", "declare", "target",
};

CONV__PRIVATE uint32_t conv__flag_lookup(const conv__flagword *words, size_t count, const conv__tok *t) {
    size_t i;
    for (i = 0; i < count; i++)
        if (conv__tok_is(t, words[i].word)) return words[i].flag;
    return 0;
}

CONV__PRIVATE bool conv__native_label_tok(const conv__tok *t) {
    return t->kind == CONV__T_IDENT || t->kind == CONV__T_INT || t->kind == CONV__T_NUMBER || t->kind == CONV__T_STRING;
}

/* Whether the current token starts a new top-level entity (so a function
   body that reaches it was never closed). */
CONV__PRIVATE bool conv__native_toplevel_word(const conv__tok *t) {
    return conv__tok_is(t, "func") || conv__tok_is(t, "declare") || conv__tok_is(t, "target");
}

/* value := %name | integer */
CONV__PRIVATE bool conv__native_value(conv__parser *ps) {
    if (ps->tok.kind == CONV__T_LOCAL) {
        conv__add_pref_name(ps, &ps->tok);
    } else if (ps->tok.kind == CONV__T_INT) {
        conv__add_pref_const(ps, &ps->tok, ps->tok.value);
    } else if (ps->tok.kind == CONV__T_NUMBER) {
        conv__perr(ps, "parse.bad-integer", ps->tok.line, ps->tok.col,
                   "'%.*s' is not a decimal integer in the range of int64", (int)(ps->tok.n > 40 ? 40 : ps->tok.n),
                   ps->tok.p);
        return false;
    } else {
        conv__expected(ps, "a value (%name or integer)");
        return false;
    }
    conv__next(ps);
    return true;
}

CONV__PRIVATE bool conv__native_label(conv__parser *ps) {
    if (!conv__native_label_tok(&ps->tok)) {
        conv__expected(ps, "a block label");
        return false;
    }
    conv__add_bref(ps, &ps->tok);
    conv__next(ps);
    return true;
}

CONV__PRIVATE bool conv__native_punct(conv__parser *ps, char c) {
    char what[8];
    if (conv__tok_punct(&ps->tok, c)) {
        conv__next(ps);
        return true;
    }
    what[0] = '\'';
    what[1] = c;
    what[2] = '\'';
    what[3] = '\0';
    conv__expected(ps, what);
    return false;
}

/* value { ',' value } -- a possibly empty list when the current token
   cannot start a value and `may_be_empty`. */
CONV__PRIVATE bool conv__native_values(conv__parser *ps, bool may_be_empty) {
    if (may_be_empty && ps->tok.kind != CONV__T_LOCAL && ps->tok.kind != CONV__T_INT && ps->tok.kind != CONV__T_NUMBER)
        return true;
    for (;;) {
        if (!conv__native_value(ps)) return false;
        if (!conv__tok_punct(&ps->tok, ',')) return true;
        conv__next(ps);
    }
}

#define CONV__PI(ps, pidx) (&CONV__VEC((ps)->pinsts, conv__pinst)[(pidx)])

/* phi [v, label], ... */
CONV__PRIVATE bool conv__native_phi_operands(conv__parser *ps) {
    if (!conv__tok_punct(&ps->tok, '[')) return true;
    for (;;) {
        if (!conv__native_punct(ps, '[') || !conv__native_value(ps) || !conv__native_punct(ps, ',') ||
            !conv__native_label(ps) || !conv__native_punct(ps, ']'))
            return false;
        if (!conv__tok_punct(&ps->tok, ',')) return true;
        conv__next(ps);
    }
}

/* call|invoke CALLEE(args) [to label, ...]: the callee becomes the opcode;
   the current token is the callee. */
CONV__PRIVATE bool conv__native_call_operands(conv__parser *ps, size_t pidx, uint32_t kind, uint32_t *opcode) {
    if (ps->tok.kind == CONV__T_GLOBAL || ps->tok.kind == CONV__T_LOCAL) {
        *opcode = conv__text_tok(ps, &ps->tok, true);
    } else if (ps->tok.kind == CONV__T_STRING) {
        *opcode = conv__name_add(ps, &ps->tok, false, true);
    } else {
        conv__expected(ps, "a callee (@name, %name or a string)");
        return false;
    }
    conv__next(ps);
    if (!conv__native_punct(ps, '(') || !conv__native_values(ps, true) || !conv__native_punct(ps, ')')) return false;
    CONV__PI(ps, pidx)->ops_count = (uint32_t)ps->prefs.count - CONV__PI(ps, pidx)->ops_begin;
    if (kind == CONV_KIND_INVOKE && conv__tok_is(&ps->tok, "to")) {
        conv__next(ps);
        for (;;) {
            if (!conv__native_label(ps)) return false;
            if (!conv__tok_punct(&ps->tok, ',')) break;
            conv__next(ps);
        }
    }
    return true;
}

/* token.entry|loop|anchor [%token] */
CONV__PRIVATE bool conv__native_token_operand(conv__parser *ps, size_t pidx) {
    if (ps->tok.kind == CONV__T_LOCAL || ps->tok.kind == CONV__T_INT || ps->tok.kind == CONV__T_NUMBER) {
        if (!conv__native_value(ps)) return false;
        /* The token is not an ordinary operand. */
        CONV__PI(ps, pidx)->token = (uint32_t)ps->prefs.count;
        CONV__PI(ps, pidx)->ops_begin = (uint32_t)ps->prefs.count;
    }
    return true;
}

/* br label | br cond, label, label */
CONV__PRIVATE bool conv__native_br_operands(conv__parser *ps) {
    /* `br 2` jumps to block 2; `br 1, a, b` branches on the constant 1: an
       integer is a condition only when a comma follows it. */
    bool conditional = ps->tok.kind == CONV__T_LOCAL;
    if (ps->tok.kind == CONV__T_INT) {
        conv__tok after;
        conv__peek(ps, &after);
        conditional = conv__tok_punct(&after, ',');
    }
    if (!conditional) return conv__native_label(ps);
    return conv__native_value(ps) && conv__native_punct(ps, ',') && conv__native_label(ps) &&
           conv__native_punct(ps, ',') && conv__native_label(ps);
}

/* switch v, default {, case: label} */
CONV__PRIVATE bool conv__native_switch_operands(conv__parser *ps) {
    conv__i64set_clear(ps->a, &ps->cases);
    if (!conv__native_value(ps) || !conv__native_punct(ps, ',') || !conv__native_label(ps)) return false;
    while (conv__tok_punct(&ps->tok, ',')) {
        conv__tok at;
        conv__next(ps);
        at = ps->tok;
        if (ps->tok.kind == CONV__T_NUMBER) {
            conv__perr(ps, "parse.bad-integer", at.line, at.col, "'%.*s' is not a decimal integer in the range of int64",
                       (int)(at.n > 40 ? 40 : at.n), at.p);
            return false;
        }
        if (ps->tok.kind != CONV__T_INT) {
            conv__expected(ps, "a case value (an integer)");
            return false;
        }
        conv__add_case(ps, &at, at.value);
        conv__next(ps);
        if (!conv__native_punct(ps, ':') || !conv__native_label(ps)) return false;
    }
    return true;
}

/* The instruction's keyword or opcode and its operands: sets *kind and
   *opcode (0 for keyword instructions other than calls). */
CONV__PRIVATE bool conv__native_operation(conv__parser *ps, size_t pidx, bool keyword, uint32_t *kind, uint32_t *opcode) {
    const conv__tok *t = &ps->tok;
    if (keyword && conv__tok_is(t, "phi")) {
        *kind = CONV_KIND_PHI;
        conv__next(ps);
        return conv__native_phi_operands(ps);
    }
    if (keyword && (conv__tok_is(t, "call") || conv__tok_is(t, "invoke"))) {
        *kind = conv__tok_is(t, "call") ? CONV_KIND_CALL : CONV_KIND_INVOKE;
        conv__next(ps);
        return conv__native_call_operands(ps, pidx, *kind, opcode);
    }
    if (keyword && (conv__tok_is(t, "token.entry") || conv__tok_is(t, "token.loop") || conv__tok_is(t, "token.anchor"))) {
        *kind = conv__tok_is(t, "token.entry")  ? CONV_KIND_ENTRY
                : conv__tok_is(t, "token.loop") ? CONV_KIND_LOOP
                                                : CONV_KIND_ANCHOR;
        conv__next(ps);
        return conv__native_token_operand(ps, pidx);
    }
    if (keyword && conv__tok_is(t, "br")) {
        *kind = CONV_KIND_BRANCH;
        conv__next(ps);
        return conv__native_br_operands(ps);
    }
    if (keyword && conv__tok_is(t, "switch")) {
        *kind = CONV_KIND_SWITCH;
        conv__next(ps);
        return conv__native_switch_operands(ps);
    }
    if (keyword && conv__tok_is(t, "ret")) {
        *kind = CONV_KIND_RETURN;
        conv__next(ps);
        if (t->kind == CONV__T_LOCAL || t->kind == CONV__T_INT || t->kind == CONV__T_NUMBER) return conv__native_value(ps);
        return true;
    }
    if (keyword && conv__tok_is(t, "unreachable")) {
        *kind = CONV_KIND_UNREACHABLE;
        conv__next(ps);
        return true;
    }
    *kind = CONV_KIND_GENERIC;
    *opcode = t->kind == CONV__T_STRING ? conv__name_add(ps, t, false, true) : conv__text_tok(ps, t, false);
    conv__next(ps);
    return conv__native_values(ps, true);
}

/* Trailing flags and the convergence-control clause `ctrl %token`. */
CONV__PRIVATE bool conv__native_inst_flags(conv__parser *ps, size_t pidx, uint32_t kind) {
    while (ps->tok.kind == CONV__T_IDENT) {
        uint32_t fl = conv__flag_lookup(conv__inst_flag_words, sizeof conv__inst_flag_words / sizeof conv__inst_flag_words[0],
                                        &ps->tok);
        uint32_t scope = conv__flag_lookup(conv__scope_words, sizeof conv__scope_words / sizeof conv__scope_words[0],
                                           &ps->tok);
        uint32_t uscope = conv__flag_lookup(conv__uniform_scope_words,
                                            sizeof conv__uniform_scope_words / sizeof conv__uniform_scope_words[0], &ps->tok);
        if ((scope != 0 && (CONV__PI(ps, pidx)->flags & CONV_FLAG_SCOPE_MASK)) ||
            (uscope != 0 && (CONV__PI(ps, pidx)->flags & CONV_FLAG_UNIFORM_SCOPE_MASK))) {
            conv__perr(ps, "parse.duplicate-scope", ps->tok.line, ps->tok.col, "an instruction has one scope");
            return false;
        }
        fl |= scope | uscope;
        if (conv__tok_is(&ps->tok, "ctrl")) {
            if (kind != CONV_KIND_CALL && kind != CONV_KIND_INVOKE) {
                conv__perr(ps, "parse.unexpected-ctrl", ps->tok.line, ps->tok.col, "only calls take 'ctrl %%token'");
                return false;
            }
            if (CONV__PI(ps, pidx)->token) {
                conv__perr(ps, "token.multiple-bundles", ps->tok.line, ps->tok.col,
                           "a call takes at most one convergence-control token");
                return false;
            }
            conv__next(ps);
            if (ps->tok.kind != CONV__T_LOCAL && ps->tok.kind != CONV__T_INT && ps->tok.kind != CONV__T_NUMBER) {
                conv__expected(ps, "a token %name after 'ctrl'");
                return false;
            }
            if (!conv__native_value(ps)) return false;
            CONV__PI(ps, pidx)->token = (uint32_t)ps->prefs.count;
            continue;
        }
        if (fl == 0) {
            conv__expected(ps, "an instruction flag (convergent, noconvergent, speculatable, divergent, uniform, "
                               "collective, returns_token, superset_safe, barrier, scope.*, uniform.*, ctrl)");
            return false;
        }
        CONV__PI(ps, pidx)->flags |= fl;
        conv__next(ps);
    }
    return true;
}

/* Parses one instruction line (the current token starts it). Its pinst
   record is reached by index (CONV__PI), never kept as a pointer across
   the operand parsers, which grow the parser's vectors. */
CONV__PRIVATE bool conv__native_inst(conv__parser *ps) {
    conv__tok start = ps->tok;
    uint32_t name = 0, kind = CONV_KIND_GENERIC, opcode = 0;
    conv__pinst *pi;
    size_t pidx;
    bool keyword = ps->tok.kind == CONV__T_IDENT;
    if (ps->tok.kind == CONV__T_LOCAL) {
        name = conv__text_tok(ps, &ps->tok, true);
        conv__next(ps);
        if (!conv__native_punct(ps, '=')) return false;
        keyword = ps->tok.kind == CONV__T_IDENT;
    }
    if (ps->tok.kind != CONV__T_IDENT && ps->tok.kind != CONV__T_STRING) {
        conv__expected(ps, "an instruction");
        return false;
    }
    if (ps->pblocks.count == 0) {
        conv__perr(ps, "parse.no-block", start.line, start.col, "instruction before the first block label");
        return false;
    }
    pi = conv__new_pinst(ps, start.line, start.col);
    if (pi == NULL) return false;
    pidx = ps->pinsts.count - 1u;
    pi->name = name;
    if (!conv__native_operation(ps, pidx, keyword, &kind, &opcode)) return false;
    if (kind != CONV_KIND_CALL && kind != CONV_KIND_INVOKE && !(kind >= CONV_KIND_ENTRY && kind <= CONV_KIND_ANCHOR))
        CONV__PI(ps, pidx)->ops_count = (uint32_t)ps->prefs.count - CONV__PI(ps, pidx)->ops_begin;
    CONV__PI(ps, pidx)->refs_count = (uint32_t)ps->brefs.count - CONV__PI(ps, pidx)->refs_begin;
    CONV__PI(ps, pidx)->kind = kind;
    CONV__PI(ps, pidx)->opcode = opcode;
    if (!conv__native_inst_flags(ps, pidx, kind)) return false;
    if (ps->tok.kind != CONV__T_NEWLINE && ps->tok.kind != CONV__T_EOF) {
        conv__expected(ps, "end of line");
        return false;
    }
    return true;
}

#undef CONV__PI

/* args := [ arg { ',' arg } ] ; arg := %name { divergent | uniform | token } */
CONV__PRIVATE bool conv__native_args(conv__parser *ps, conv_function *f) {
    if (!conv__native_punct(ps, '(')) return false;
    if (!conv__tok_punct(&ps->tok, ')')) {
        for (;;) {
            conv__tok at = ps->tok;
            uint32_t flags = 0;
            size_t an;
            const char *aname;
            conv_result r;
            if (ps->tok.kind != CONV__T_LOCAL) {
                conv__expected(ps, "an argument %name");
                return false;
            }
            aname = conv__decode_name(ps, &at, true, &an);
            if (!conv__name_ok(ps, &at, aname, an, 1, false)) return false;
            conv__next(ps);
            while (ps->tok.kind == CONV__T_IDENT) {
                if (conv__tok_is(&ps->tok, "divergent")) flags |= CONV_FLAG_DIVERGENCE_SOURCE;
                else if (conv__tok_is(&ps->tok, "uniform")) flags |= CONV_FLAG_ALWAYS_UNIFORM;
                else if (conv__tok_is(&ps->tok, "token")) flags |= CONV_FLAG_TOKEN;
                else {
                    conv__expected(ps, "an argument flag (divergent, uniform, token)");
                    return false;
                }
                conv__next(ps);
            }
            aname = conv__decode_name(ps, &at, true, &an);
            r = conv_function_add_argument(f, aname, flags, NULL);
            if (r == CONV_ERR_DUPLICATE) {
                conv__perr(ps, "parse.duplicate-value", at.line, at.col, "argument '%s' is defined twice", aname);
                return false;
            }
            if (r != CONV_OK) {
                conv__oom(ps, r);
                return false;
            }
            if (!conv__tok_punct(&ps->tok, ',')) break;
            conv__next(ps);
        }
    }
    return conv__native_punct(ps, ')');
}

/* After a bad function header: skips the rest of the line, then the lines
   of the body, up to and including a line that starts with '}', stopping
   early (without consuming it) at a line that starts a new function. */
CONV__PRIVATE void conv__native_skip_function(conv__parser *ps) {
    conv__skip_line(ps);
    for (;;) {
        conv__skip_newlines(ps);
        if (ps->tok.kind == CONV__T_EOF || conv__native_toplevel_word(&ps->tok)) return;
        if (conv__tok_punct(&ps->tok, '}')) {
            conv__skip_line(ps);
            return;
        }
        conv__skip_line(ps);
    }
}

CONV__PRIVATE void conv__native_function(conv__parser *ps, bool declaration) {
    conv__tok start = ps->tok;
    conv_function_desc fd;
    conv_function *f = NULL;
    conv_result r;
    uint32_t errors0 = ps->errors, off;
    conv__records_reset(ps);
    ps->func_name = NULL;
    conv__next(ps);
    if (ps->tok.kind != CONV__T_GLOBAL) {
        conv__expected(ps, "a function name @name");
        goto bad_header;
    }
    off = conv__text_tok(ps, &ps->tok, false);
    if (ps->errors != errors0 || ps->status != CONV_OK) goto bad_header;
    memset(&fd, 0, sizeof fd);
    fd.name = conv__text(ps, off);
    fd.line = start.line;
    fd.col = start.col;
    fd.flags = declaration ? (uint32_t)CONV_FUNCTION_DECLARATION : 0u;
    r = conv_module_add_function(ps->module, &fd, &f);
    if (r == CONV_ERR_DUPLICATE) {
        conv__perr(ps, "parse.duplicate-function", ps->tok.line, ps->tok.col, "function '@%s' is defined twice",
                   fd.name);
        goto bad_header;
    }
    if (r != CONV_OK) {
        conv__oom(ps, r);
        return;
    }
    ps->func_name = conv_function_name(f);
    conv__next(ps);
    if ((!declaration || conv__tok_punct(&ps->tok, '(')) && !conv__native_args(ps, f)) goto bad_header;
    while (ps->tok.kind == CONV__T_IDENT) {
        uint32_t fl = conv__flag_lookup(conv__function_flag_words, 2, &ps->tok);
        if (fl == 0) {
            conv__expected(ps, "a function flag (convergent, kernel)");
            goto bad_header;
        }
        f->flags |= fl;
        conv__next(ps);
    }
    if (declaration) {
        if (ps->tok.kind != CONV__T_NEWLINE && ps->tok.kind != CONV__T_EOF) {
            conv__expected(ps, "end of line");
            goto bad_header;
        }
        ps->func_name = NULL;
        return;
    }
    if (!conv__native_punct(ps, '{')) goto bad_header;
    if (ps->tok.kind != CONV__T_NEWLINE) {
        conv__expected(ps, "end of line after '{'");
        goto bad_header;
    }
    for (;;) {
        conv__skip_newlines(ps);
        if (ps->status != CONV_OK) return;
        if (ps->tok.kind == CONV__T_EOF) {
            conv__perr(ps, "parse.unterminated-function", start.line, start.col, "function '@%s' has no closing '}'",
                       ps->func_name);
            ps->func_name = NULL;
            return;
        }
        if (conv__tok_punct(&ps->tok, '}')) {
            conv__next(ps);
            if (ps->tok.kind != CONV__T_NEWLINE && ps->tok.kind != CONV__T_EOF) {
                conv__expected(ps, "end of line after '}'");
                conv__skip_line(ps);
            }
            break;
        }
        if (conv__native_label_tok(&ps->tok)) {
            /* A label is a word followed by ':'. */
            conv__tok colon;
            conv__peek(ps, &colon);
            if (conv__tok_punct(&colon, ':')) {
                conv__tok lab = ps->tok;
                conv__add_pblock(ps, conv__text_tok(ps, &lab, false), lab.line, lab.col);
                conv__next(ps);
                conv__next(ps);
                if (ps->tok.kind != CONV__T_NEWLINE && ps->tok.kind != CONV__T_EOF) {
                    conv__expected(ps, "end of line after a block label");
                    conv__skip_line(ps);
                }
                continue;
            }
        }
        if (conv__native_toplevel_word(&ps->tok)) {
            /* The next function starts: this one was never closed. */
            conv__perr(ps, "parse.unterminated-function", start.line, start.col, "function '@%s' has no closing '}'",
                       ps->func_name);
            ps->func_name = NULL;
            return;
        }
        if (!conv__native_inst(ps)) conv__skip_line(ps);
    }
    if (ps->errors == errors0 && ps->status == CONV_OK) {
        if (ps->pblocks.count == 0)
            conv__perr(ps, "parse.empty-function", start.line, start.col, "function '@%s' has no blocks",
                       ps->func_name);
        else
            conv__assemble(ps, f);
    }
    ps->func_name = NULL;
    return;
bad_header:
    ps->func_name = NULL;
    conv__native_skip_function(ps);
}

CONV__PRIVATE void conv__native_module(conv__parser *ps) {
    conv__next(ps);
    while (ps->status == CONV_OK) {
        conv__skip_newlines(ps);
        if (ps->tok.kind == CONV__T_EOF) break;
        if (conv__tok_is(&ps->tok, "target")) {
            conv__next(ps);
            if (ps->tok.kind != CONV__T_STRING) {
                conv__expected(ps, "a target string");
            } else if (ps->module->target != 0) {
                conv__perr(ps, "parse.duplicate-target", ps->tok.line, ps->tok.col, "the target is given twice");
            } else {
                size_t n;
                conv__tok at = ps->tok;
                const char *t = conv__decode_name(ps, &at, false, &n);
                if (conv__name_ok(ps, &at, t, n, 0, true))
                    conv__oom(ps, conv__strpool_add(&ps->module->allocator, &ps->module->names, t, n,
                                                    &ps->module->target));
                conv__next(ps);
                if (ps->tok.kind == CONV__T_NEWLINE || ps->tok.kind == CONV__T_EOF) continue;
                conv__expected(ps, "end of line");
            }
            conv__skip_line(ps);
        } else if (conv__tok_is(&ps->tok, "func")) {
            conv__native_function(ps, false);
        } else if (conv__tok_is(&ps->tok, "declare")) {
            conv__native_function(ps, true);
        } else {
            conv__expected(ps, "'func', 'declare' or 'target'");
            conv__skip_line(ps);
        }
    }
}

/* --- the LLVM IR reader ---
   LLVM's text is read a logical line at a time into a token array. The
   reader understands the instructions that shape control flow and
   convergence (br, switch, indirectbr, ret, unreachable, resume, phi, call,
   invoke, callbr and the operand bundle "convergencectrl"); any other
   `%x = opcode ...` becomes a generic operation on the %values it names.
   Types, metadata, debug info and attributes other than `convergent` and
   `speculatable` are skipped. A pre-pass collects attribute groups
   (`attributes #0 = {...}` may follow their uses), named types (so
   `%struct.T` is not a value) and `!nvvm.annotations` kernels. */

typedef struct conv__target_entry {
    const char *callee; /* a name; in the hand-written tables also a prefix ending in '*' */
    uint32_t flags;
} conv__target_entry;

#define CONV__SRC CONV_FLAG_DIVERGENCE_SOURCE
#define CONV__COLL (CONV_FLAG_UNIFORM_COLLECTIVE | CONV_FLAG_CONVERGENT)
#define CONV__CONV CONV_FLAG_CONVERGENT

/* The tables come in two layers. The generated one (below) is LLVM's
   truth for every amdgcn and r600 intrinsic name of the recorded LLVM
   version: source, always uniform, or neither. The hand-written ones are
   conv's own decisions on top of it: which intrinsics are convergent, which
   "always uniform" results are collective, and where conv is more careful
   than LLVM. A hand-written entry adds to the generated flags but never
   removes a generated source (conv__target_call_flags), so regenerating
   cannot be undone by an old hand-written line. */

/* BEGIN GENERATED amdgcn and r600 intrinsic tables: written by tools/gen_target_tables.py from
   tools/amdgpu_intrinsics.txt; do not edit (run the script, `--check` compares).
   Input: searchable-tables: llvm-project 09ff158bf4eb1742a2f752930d69c7c78ba0c05f AMDGPUSearchableTables.td;
   intrinsics: LLVM 19.1.7 IntrinsicsAMDGPU.td.
   Every intrinsic name of the version, sorted for the longest-name search of conv__intrinsic_find: amdgcn 1195 names
   (371 sources, 6 always uniform), r600 35 names (3 sources). 0 = neither. Kept as sources although the version no
   longer has them: llvm.amdgcn.buffer.atomic.add, llvm.amdgcn.buffer.atomic.and, llvm.amdgcn.buffer.atomic.cmpswap,
   llvm.amdgcn.buffer.atomic.csub, llvm.amdgcn.buffer.atomic.or, llvm.amdgcn.buffer.atomic.smax,
   llvm.amdgcn.buffer.atomic.smin, llvm.amdgcn.buffer.atomic.sub, llvm.amdgcn.buffer.atomic.swap,
   llvm.amdgcn.buffer.atomic.umax, llvm.amdgcn.buffer.atomic.umin, llvm.amdgcn.buffer.atomic.xor,
   llvm.amdgcn.ds.fadd, llvm.amdgcn.ds.fadd.v2bf16, llvm.amdgcn.ds.fmax, llvm.amdgcn.ds.fmin,
   llvm.amdgcn.raw.buffer.atomic.fadd.v2bf16, llvm.amdgcn.raw.ptr.buffer.atomic.fadd.v2bf16,
   llvm.amdgcn.struct.buffer.atomic.fadd.v2bf16, llvm.amdgcn.struct.ptr.buffer.atomic.fadd.v2bf16. */
static const conv__target_entry conv__amdgcn_llvm[] = {
    {"@llvm.amdgcn.addrspacecast.nonnull", 0}, {"@llvm.amdgcn.alignbyte", 0},
    {"@llvm.amdgcn.atomic.cond.sub.u32", CONV__SRC}, {"@llvm.amdgcn.ballot", CONV_FLAG_ALWAYS_UNIFORM},
    {"@llvm.amdgcn.buffer.atomic.add", CONV__SRC}, {"@llvm.amdgcn.buffer.atomic.and", CONV__SRC},
    {"@llvm.amdgcn.buffer.atomic.cmpswap", CONV__SRC}, {"@llvm.amdgcn.buffer.atomic.csub", CONV__SRC},
    {"@llvm.amdgcn.buffer.atomic.or", CONV__SRC}, {"@llvm.amdgcn.buffer.atomic.smax", CONV__SRC},
    {"@llvm.amdgcn.buffer.atomic.smin", CONV__SRC}, {"@llvm.amdgcn.buffer.atomic.sub", CONV__SRC},
    {"@llvm.amdgcn.buffer.atomic.swap", CONV__SRC}, {"@llvm.amdgcn.buffer.atomic.umax", CONV__SRC},
    {"@llvm.amdgcn.buffer.atomic.umin", CONV__SRC}, {"@llvm.amdgcn.buffer.atomic.xor", CONV__SRC},
    {"@llvm.amdgcn.buffer.wbinvl1", 0}, {"@llvm.amdgcn.buffer.wbinvl1.sc", 0}, {"@llvm.amdgcn.buffer.wbinvl1.vol", 0},
    {"@llvm.amdgcn.class", 0}, {"@llvm.amdgcn.cos", 0}, {"@llvm.amdgcn.cs.chain", 0}, {"@llvm.amdgcn.cubeid", 0},
    {"@llvm.amdgcn.cubema", 0}, {"@llvm.amdgcn.cubesc", 0}, {"@llvm.amdgcn.cubetc", 0}, {"@llvm.amdgcn.cvt.f32.bf8", 0},
    {"@llvm.amdgcn.cvt.f32.fp8", 0}, {"@llvm.amdgcn.cvt.pk.bf8.f32", 0}, {"@llvm.amdgcn.cvt.pk.f32.bf8", 0},
    {"@llvm.amdgcn.cvt.pk.f32.fp8", 0}, {"@llvm.amdgcn.cvt.pk.fp8.f32", 0}, {"@llvm.amdgcn.cvt.pk.i16", 0},
    {"@llvm.amdgcn.cvt.pk.u16", 0}, {"@llvm.amdgcn.cvt.pk.u8.f32", 0}, {"@llvm.amdgcn.cvt.pknorm.i16", 0},
    {"@llvm.amdgcn.cvt.pknorm.u16", 0}, {"@llvm.amdgcn.cvt.pkrtz", 0}, {"@llvm.amdgcn.cvt.sr.bf8.f32", 0},
    {"@llvm.amdgcn.cvt.sr.fp8.f32", 0}, {"@llvm.amdgcn.dispatch.id", 0}, {"@llvm.amdgcn.dispatch.ptr", 0},
    {"@llvm.amdgcn.div.fixup", 0}, {"@llvm.amdgcn.div.fmas", 0}, {"@llvm.amdgcn.div.scale", 0},
    {"@llvm.amdgcn.dot4.f32.bf8.bf8", 0}, {"@llvm.amdgcn.dot4.f32.bf8.fp8", 0}, {"@llvm.amdgcn.dot4.f32.fp8.bf8", 0},
    {"@llvm.amdgcn.dot4.f32.fp8.fp8", 0}, {"@llvm.amdgcn.ds.add.gs.reg.rtn", 0}, {"@llvm.amdgcn.ds.append", 0},
    {"@llvm.amdgcn.ds.bpermute", 0}, {"@llvm.amdgcn.ds.bvh.stack.rtn", 0}, {"@llvm.amdgcn.ds.consume", 0},
    {"@llvm.amdgcn.ds.fadd", CONV__SRC}, {"@llvm.amdgcn.ds.fadd.v2bf16", CONV__SRC},
    {"@llvm.amdgcn.ds.fmax", CONV__SRC}, {"@llvm.amdgcn.ds.fmin", CONV__SRC}, {"@llvm.amdgcn.ds.gws.barrier", 0},
    {"@llvm.amdgcn.ds.gws.init", 0}, {"@llvm.amdgcn.ds.gws.sema.br", 0}, {"@llvm.amdgcn.ds.gws.sema.p", 0},
    {"@llvm.amdgcn.ds.gws.sema.release.all", 0}, {"@llvm.amdgcn.ds.gws.sema.v", 0},
    {"@llvm.amdgcn.ds.ordered.add", CONV__SRC}, {"@llvm.amdgcn.ds.ordered.swap", CONV__SRC},
    {"@llvm.amdgcn.ds.permute", 0}, {"@llvm.amdgcn.ds.sub.gs.reg.rtn", 0}, {"@llvm.amdgcn.ds.swizzle", CONV__SRC},
    {"@llvm.amdgcn.else", CONV__SRC}, {"@llvm.amdgcn.end.cf", 0}, {"@llvm.amdgcn.endpgm", 0}, {"@llvm.amdgcn.exp", 0},
    {"@llvm.amdgcn.exp.compr", 0}, {"@llvm.amdgcn.exp.row", 0}, {"@llvm.amdgcn.exp2", 0},
    {"@llvm.amdgcn.fcmp", CONV_FLAG_ALWAYS_UNIFORM}, {"@llvm.amdgcn.fdiv.fast", 0}, {"@llvm.amdgcn.fdot2", 0},
    {"@llvm.amdgcn.fdot2.bf16.bf16", 0}, {"@llvm.amdgcn.fdot2.f16.f16", 0}, {"@llvm.amdgcn.fdot2.f32.bf16", 0},
    {"@llvm.amdgcn.flat.atomic.fadd", CONV__SRC}, {"@llvm.amdgcn.flat.atomic.fadd.v2bf16", CONV__SRC},
    {"@llvm.amdgcn.flat.atomic.fmax", CONV__SRC}, {"@llvm.amdgcn.flat.atomic.fmax.num", CONV__SRC},
    {"@llvm.amdgcn.flat.atomic.fmin", CONV__SRC}, {"@llvm.amdgcn.flat.atomic.fmin.num", CONV__SRC},
    {"@llvm.amdgcn.fma.legacy", 0}, {"@llvm.amdgcn.fmad.ftz", 0}, {"@llvm.amdgcn.fmed3", 0},
    {"@llvm.amdgcn.fmul.legacy", 0}, {"@llvm.amdgcn.fract", 0}, {"@llvm.amdgcn.frexp.exp", 0},
    {"@llvm.amdgcn.frexp.mant", 0}, {"@llvm.amdgcn.global.atomic.csub", CONV__SRC},
    {"@llvm.amdgcn.global.atomic.fadd", CONV__SRC}, {"@llvm.amdgcn.global.atomic.fadd.v2bf16", CONV__SRC},
    {"@llvm.amdgcn.global.atomic.fmax", CONV__SRC}, {"@llvm.amdgcn.global.atomic.fmax.num", CONV__SRC},
    {"@llvm.amdgcn.global.atomic.fmin", CONV__SRC}, {"@llvm.amdgcn.global.atomic.fmin.num", CONV__SRC},
    {"@llvm.amdgcn.global.atomic.ordered.add.b64", CONV__SRC}, {"@llvm.amdgcn.global.load.lds", 0},
    {"@llvm.amdgcn.global.load.tr.b128", CONV__SRC}, {"@llvm.amdgcn.global.load.tr.b64", CONV__SRC},
    {"@llvm.amdgcn.groupstaticsize", 0}, {"@llvm.amdgcn.icmp", CONV_FLAG_ALWAYS_UNIFORM},
    {"@llvm.amdgcn.if", CONV__SRC}, {"@llvm.amdgcn.if.break", CONV_FLAG_ALWAYS_UNIFORM}, {"@llvm.amdgcn.iglp.opt", 0},
    {"@llvm.amdgcn.image.atomic.add.1d", CONV__SRC}, {"@llvm.amdgcn.image.atomic.add.1darray", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.add.2d", CONV__SRC}, {"@llvm.amdgcn.image.atomic.add.2darray", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.add.2darraymsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.add.2dmsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.add.3d", CONV__SRC}, {"@llvm.amdgcn.image.atomic.add.cube", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.add.flt.1d", CONV__SRC}, {"@llvm.amdgcn.image.atomic.add.flt.1darray", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.add.flt.2d", CONV__SRC}, {"@llvm.amdgcn.image.atomic.add.flt.2darray", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.add.flt.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.add.flt.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.add.flt.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.add.flt.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.and.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.and.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.and.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.and.2darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.and.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.and.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.and.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.and.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.cmpswap.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.cmpswap.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.cmpswap.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.cmpswap.2darray", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.cmpswap.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.cmpswap.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.cmpswap.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.cmpswap.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.dec.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.dec.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.dec.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.dec.2darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.dec.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.dec.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.dec.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.dec.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.fmax.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.fmax.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.fmax.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.fmax.2darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.fmax.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.fmax.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.fmax.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.fmax.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.fmin.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.fmin.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.fmin.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.fmin.2darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.fmin.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.fmin.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.fmin.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.fmin.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.inc.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.inc.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.inc.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.inc.2darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.inc.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.inc.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.inc.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.inc.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.max.flt.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.max.flt.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.max.flt.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.max.flt.2darray", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.max.flt.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.max.flt.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.max.flt.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.max.flt.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.min.flt.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.min.flt.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.min.flt.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.min.flt.2darray", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.min.flt.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.min.flt.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.min.flt.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.min.flt.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.or.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.or.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.or.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.or.2darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.or.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.or.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.or.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.or.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.pk.add.bf16.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.pk.add.bf16.1darray", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.pk.add.bf16.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.pk.add.bf16.2darray", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.pk.add.bf16.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.pk.add.bf16.2dmsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.pk.add.bf16.3d", CONV__SRC}, {"@llvm.amdgcn.image.atomic.pk.add.bf16.cube", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.pk.add.f16.1d", CONV__SRC}, {"@llvm.amdgcn.image.atomic.pk.add.f16.1darray", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.pk.add.f16.2d", CONV__SRC}, {"@llvm.amdgcn.image.atomic.pk.add.f16.2darray", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.pk.add.f16.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.pk.add.f16.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.pk.add.f16.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.pk.add.f16.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.smax.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.smax.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.smax.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.smax.2darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.smax.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.smax.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.smax.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.smax.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.smin.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.smin.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.smin.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.smin.2darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.smin.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.smin.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.smin.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.smin.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.sub.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.sub.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.sub.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.sub.2darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.sub.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.sub.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.sub.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.sub.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.swap.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.swap.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.swap.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.swap.2darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.swap.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.swap.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.swap.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.swap.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.umax.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.umax.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.umax.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.umax.2darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.umax.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.umax.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.umax.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.umax.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.umin.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.umin.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.umin.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.umin.2darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.umin.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.umin.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.umin.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.umin.cube", CONV__SRC}, {"@llvm.amdgcn.image.atomic.xor.1d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.xor.1darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.xor.2d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.xor.2darray", CONV__SRC}, {"@llvm.amdgcn.image.atomic.xor.2darraymsaa", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.xor.2dmsaa", CONV__SRC}, {"@llvm.amdgcn.image.atomic.xor.3d", CONV__SRC},
    {"@llvm.amdgcn.image.atomic.xor.cube", CONV__SRC}, {"@llvm.amdgcn.image.bvh.intersect.ray", 0},
    {"@llvm.amdgcn.image.gather4.2d", 0}, {"@llvm.amdgcn.image.gather4.2darray", 0},
    {"@llvm.amdgcn.image.gather4.b.2d", 0}, {"@llvm.amdgcn.image.gather4.b.2darray", 0},
    {"@llvm.amdgcn.image.gather4.b.cl.2d", 0}, {"@llvm.amdgcn.image.gather4.b.cl.2darray", 0},
    {"@llvm.amdgcn.image.gather4.b.cl.cube", 0}, {"@llvm.amdgcn.image.gather4.b.cl.o.2d", 0},
    {"@llvm.amdgcn.image.gather4.b.cl.o.2darray", 0}, {"@llvm.amdgcn.image.gather4.b.cl.o.cube", 0},
    {"@llvm.amdgcn.image.gather4.b.cube", 0}, {"@llvm.amdgcn.image.gather4.b.o.2d", 0},
    {"@llvm.amdgcn.image.gather4.b.o.2darray", 0}, {"@llvm.amdgcn.image.gather4.b.o.cube", 0},
    {"@llvm.amdgcn.image.gather4.c.2d", 0}, {"@llvm.amdgcn.image.gather4.c.2darray", 0},
    {"@llvm.amdgcn.image.gather4.c.b.2d", 0}, {"@llvm.amdgcn.image.gather4.c.b.2darray", 0},
    {"@llvm.amdgcn.image.gather4.c.b.cl.2d", 0}, {"@llvm.amdgcn.image.gather4.c.b.cl.2darray", 0},
    {"@llvm.amdgcn.image.gather4.c.b.cl.cube", 0}, {"@llvm.amdgcn.image.gather4.c.b.cl.o.2d", 0},
    {"@llvm.amdgcn.image.gather4.c.b.cl.o.2darray", 0}, {"@llvm.amdgcn.image.gather4.c.b.cl.o.cube", 0},
    {"@llvm.amdgcn.image.gather4.c.b.cube", 0}, {"@llvm.amdgcn.image.gather4.c.b.o.2d", 0},
    {"@llvm.amdgcn.image.gather4.c.b.o.2darray", 0}, {"@llvm.amdgcn.image.gather4.c.b.o.cube", 0},
    {"@llvm.amdgcn.image.gather4.c.cl.2d", 0}, {"@llvm.amdgcn.image.gather4.c.cl.2darray", 0},
    {"@llvm.amdgcn.image.gather4.c.cl.cube", 0}, {"@llvm.amdgcn.image.gather4.c.cl.o.2d", 0},
    {"@llvm.amdgcn.image.gather4.c.cl.o.2darray", 0}, {"@llvm.amdgcn.image.gather4.c.cl.o.cube", 0},
    {"@llvm.amdgcn.image.gather4.c.cube", 0}, {"@llvm.amdgcn.image.gather4.c.l.2d", 0},
    {"@llvm.amdgcn.image.gather4.c.l.2darray", 0}, {"@llvm.amdgcn.image.gather4.c.l.cube", 0},
    {"@llvm.amdgcn.image.gather4.c.l.o.2d", 0}, {"@llvm.amdgcn.image.gather4.c.l.o.2darray", 0},
    {"@llvm.amdgcn.image.gather4.c.l.o.cube", 0}, {"@llvm.amdgcn.image.gather4.c.lz.2d", 0},
    {"@llvm.amdgcn.image.gather4.c.lz.2darray", 0}, {"@llvm.amdgcn.image.gather4.c.lz.cube", 0},
    {"@llvm.amdgcn.image.gather4.c.lz.o.2d", 0}, {"@llvm.amdgcn.image.gather4.c.lz.o.2darray", 0},
    {"@llvm.amdgcn.image.gather4.c.lz.o.cube", 0}, {"@llvm.amdgcn.image.gather4.c.o.2d", 0},
    {"@llvm.amdgcn.image.gather4.c.o.2darray", 0}, {"@llvm.amdgcn.image.gather4.c.o.cube", 0},
    {"@llvm.amdgcn.image.gather4.cl.2d", 0}, {"@llvm.amdgcn.image.gather4.cl.2darray", 0},
    {"@llvm.amdgcn.image.gather4.cl.cube", 0}, {"@llvm.amdgcn.image.gather4.cl.o.2d", 0},
    {"@llvm.amdgcn.image.gather4.cl.o.2darray", 0}, {"@llvm.amdgcn.image.gather4.cl.o.cube", 0},
    {"@llvm.amdgcn.image.gather4.cube", 0}, {"@llvm.amdgcn.image.gather4.l.2d", 0},
    {"@llvm.amdgcn.image.gather4.l.2darray", 0}, {"@llvm.amdgcn.image.gather4.l.cube", 0},
    {"@llvm.amdgcn.image.gather4.l.o.2d", 0}, {"@llvm.amdgcn.image.gather4.l.o.2darray", 0},
    {"@llvm.amdgcn.image.gather4.l.o.cube", 0}, {"@llvm.amdgcn.image.gather4.lz.2d", 0},
    {"@llvm.amdgcn.image.gather4.lz.2darray", 0}, {"@llvm.amdgcn.image.gather4.lz.cube", 0},
    {"@llvm.amdgcn.image.gather4.lz.o.2d", 0}, {"@llvm.amdgcn.image.gather4.lz.o.2darray", 0},
    {"@llvm.amdgcn.image.gather4.lz.o.cube", 0}, {"@llvm.amdgcn.image.gather4.o.2d", 0},
    {"@llvm.amdgcn.image.gather4.o.2darray", 0}, {"@llvm.amdgcn.image.gather4.o.cube", 0},
    {"@llvm.amdgcn.image.getlod.1d", 0}, {"@llvm.amdgcn.image.getlod.1darray", 0}, {"@llvm.amdgcn.image.getlod.2d", 0},
    {"@llvm.amdgcn.image.getlod.2darray", 0}, {"@llvm.amdgcn.image.getlod.3d", 0},
    {"@llvm.amdgcn.image.getlod.cube", 0}, {"@llvm.amdgcn.image.getresinfo.1d", 0},
    {"@llvm.amdgcn.image.getresinfo.1darray", 0}, {"@llvm.amdgcn.image.getresinfo.2d", 0},
    {"@llvm.amdgcn.image.getresinfo.2darray", 0}, {"@llvm.amdgcn.image.getresinfo.2darraymsaa", 0},
    {"@llvm.amdgcn.image.getresinfo.2dmsaa", 0}, {"@llvm.amdgcn.image.getresinfo.3d", 0},
    {"@llvm.amdgcn.image.getresinfo.cube", 0}, {"@llvm.amdgcn.image.load.1d", 0},
    {"@llvm.amdgcn.image.load.1darray", 0}, {"@llvm.amdgcn.image.load.2d", 0}, {"@llvm.amdgcn.image.load.2darray", 0},
    {"@llvm.amdgcn.image.load.2darraymsaa", 0}, {"@llvm.amdgcn.image.load.2dmsaa", 0},
    {"@llvm.amdgcn.image.load.3d", 0}, {"@llvm.amdgcn.image.load.cube", 0}, {"@llvm.amdgcn.image.load.mip.1d", 0},
    {"@llvm.amdgcn.image.load.mip.1darray", 0}, {"@llvm.amdgcn.image.load.mip.2d", 0},
    {"@llvm.amdgcn.image.load.mip.2darray", 0}, {"@llvm.amdgcn.image.load.mip.3d", 0},
    {"@llvm.amdgcn.image.load.mip.cube", 0}, {"@llvm.amdgcn.image.msaa.load.2darraymsaa", 0},
    {"@llvm.amdgcn.image.msaa.load.2dmsaa", 0}, {"@llvm.amdgcn.image.msaa.load.x.2darraymsaa", 0},
    {"@llvm.amdgcn.image.msaa.load.x.2dmsaa", 0}, {"@llvm.amdgcn.image.sample.1d", 0},
    {"@llvm.amdgcn.image.sample.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.1darray", 0},
    {"@llvm.amdgcn.image.sample.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.2d", 0},
    {"@llvm.amdgcn.image.sample.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.2darray", 0},
    {"@llvm.amdgcn.image.sample.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.3d", 0},
    {"@llvm.amdgcn.image.sample.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.b.1d", 0},
    {"@llvm.amdgcn.image.sample.b.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.b.1darray", 0},
    {"@llvm.amdgcn.image.sample.b.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.b.2d", 0},
    {"@llvm.amdgcn.image.sample.b.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.b.2darray", 0},
    {"@llvm.amdgcn.image.sample.b.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.b.3d", 0},
    {"@llvm.amdgcn.image.sample.b.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.b.cl.1d", 0},
    {"@llvm.amdgcn.image.sample.b.cl.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.b.cl.1darray", 0},
    {"@llvm.amdgcn.image.sample.b.cl.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.b.cl.2d", 0},
    {"@llvm.amdgcn.image.sample.b.cl.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.b.cl.2darray", 0},
    {"@llvm.amdgcn.image.sample.b.cl.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.b.cl.3d", 0},
    {"@llvm.amdgcn.image.sample.b.cl.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.b.cl.cube", 0},
    {"@llvm.amdgcn.image.sample.b.cl.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.b.cl.o.1d", 0},
    {"@llvm.amdgcn.image.sample.b.cl.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.b.cl.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.b.cl.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.b.cl.o.2d", 0},
    {"@llvm.amdgcn.image.sample.b.cl.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.b.cl.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.b.cl.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.b.cl.o.3d", 0},
    {"@llvm.amdgcn.image.sample.b.cl.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.b.cl.o.cube", 0},
    {"@llvm.amdgcn.image.sample.b.cl.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.b.cube", 0},
    {"@llvm.amdgcn.image.sample.b.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.b.o.1d", 0},
    {"@llvm.amdgcn.image.sample.b.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.b.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.b.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.b.o.2d", 0},
    {"@llvm.amdgcn.image.sample.b.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.b.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.b.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.b.o.3d", 0},
    {"@llvm.amdgcn.image.sample.b.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.b.o.cube", 0},
    {"@llvm.amdgcn.image.sample.b.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.1d", 0},
    {"@llvm.amdgcn.image.sample.c.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.2d", 0},
    {"@llvm.amdgcn.image.sample.c.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.3d", 0},
    {"@llvm.amdgcn.image.sample.c.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.1d", 0},
    {"@llvm.amdgcn.image.sample.c.b.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.b.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.2d", 0},
    {"@llvm.amdgcn.image.sample.c.b.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.b.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.3d", 0},
    {"@llvm.amdgcn.image.sample.c.b.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.cl.1d", 0},
    {"@llvm.amdgcn.image.sample.c.b.cl.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.cl.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.b.cl.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.cl.2d", 0},
    {"@llvm.amdgcn.image.sample.c.b.cl.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.cl.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.b.cl.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.cl.3d", 0},
    {"@llvm.amdgcn.image.sample.c.b.cl.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.cl.cube", 0},
    {"@llvm.amdgcn.image.sample.c.b.cl.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.cl.o.1d", 0},
    {"@llvm.amdgcn.image.sample.c.b.cl.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.cl.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.b.cl.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.cl.o.2d", 0},
    {"@llvm.amdgcn.image.sample.c.b.cl.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.cl.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.b.cl.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.cl.o.3d", 0},
    {"@llvm.amdgcn.image.sample.c.b.cl.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.cl.o.cube", 0},
    {"@llvm.amdgcn.image.sample.c.b.cl.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.cube", 0},
    {"@llvm.amdgcn.image.sample.c.b.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.o.1d", 0},
    {"@llvm.amdgcn.image.sample.c.b.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.b.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.o.2d", 0},
    {"@llvm.amdgcn.image.sample.c.b.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.b.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.o.3d", 0},
    {"@llvm.amdgcn.image.sample.c.b.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.b.o.cube", 0},
    {"@llvm.amdgcn.image.sample.c.b.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.1d", 0},
    {"@llvm.amdgcn.image.sample.c.cd.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.cd.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.2d", 0},
    {"@llvm.amdgcn.image.sample.c.cd.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.cd.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.3d", 0},
    {"@llvm.amdgcn.image.sample.c.cd.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.cl.1d", 0},
    {"@llvm.amdgcn.image.sample.c.cd.cl.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.cl.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.cd.cl.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.cl.2d", 0},
    {"@llvm.amdgcn.image.sample.c.cd.cl.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.cl.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.cd.cl.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.cl.3d", 0},
    {"@llvm.amdgcn.image.sample.c.cd.cl.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.cl.cube", 0},
    {"@llvm.amdgcn.image.sample.c.cd.cl.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.cl.o.1d", 0},
    {"@llvm.amdgcn.image.sample.c.cd.cl.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.cl.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.cd.cl.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.cl.o.2d", 0},
    {"@llvm.amdgcn.image.sample.c.cd.cl.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.cl.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.cd.cl.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.cl.o.3d", 0},
    {"@llvm.amdgcn.image.sample.c.cd.cl.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.cl.o.cube", 0},
    {"@llvm.amdgcn.image.sample.c.cd.cl.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.cube", 0},
    {"@llvm.amdgcn.image.sample.c.cd.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.o.1d", 0},
    {"@llvm.amdgcn.image.sample.c.cd.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.cd.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.o.2d", 0},
    {"@llvm.amdgcn.image.sample.c.cd.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.cd.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.o.3d", 0},
    {"@llvm.amdgcn.image.sample.c.cd.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cd.o.cube", 0},
    {"@llvm.amdgcn.image.sample.c.cd.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cl.1d", 0},
    {"@llvm.amdgcn.image.sample.c.cl.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cl.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.cl.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cl.2d", 0},
    {"@llvm.amdgcn.image.sample.c.cl.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cl.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.cl.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cl.3d", 0},
    {"@llvm.amdgcn.image.sample.c.cl.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cl.cube", 0},
    {"@llvm.amdgcn.image.sample.c.cl.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cl.o.1d", 0},
    {"@llvm.amdgcn.image.sample.c.cl.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cl.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.cl.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cl.o.2d", 0},
    {"@llvm.amdgcn.image.sample.c.cl.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cl.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.cl.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cl.o.3d", 0},
    {"@llvm.amdgcn.image.sample.c.cl.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cl.o.cube", 0},
    {"@llvm.amdgcn.image.sample.c.cl.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.cube", 0},
    {"@llvm.amdgcn.image.sample.c.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.1d", 0},
    {"@llvm.amdgcn.image.sample.c.d.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.d.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.2d", 0},
    {"@llvm.amdgcn.image.sample.c.d.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.d.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.3d", 0},
    {"@llvm.amdgcn.image.sample.c.d.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.cl.1d", 0},
    {"@llvm.amdgcn.image.sample.c.d.cl.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.cl.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.d.cl.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.cl.2d", 0},
    {"@llvm.amdgcn.image.sample.c.d.cl.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.cl.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.d.cl.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.cl.3d", 0},
    {"@llvm.amdgcn.image.sample.c.d.cl.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.cl.cube", 0},
    {"@llvm.amdgcn.image.sample.c.d.cl.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.cl.o.1d", 0},
    {"@llvm.amdgcn.image.sample.c.d.cl.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.cl.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.d.cl.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.cl.o.2d", 0},
    {"@llvm.amdgcn.image.sample.c.d.cl.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.cl.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.d.cl.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.cl.o.3d", 0},
    {"@llvm.amdgcn.image.sample.c.d.cl.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.cl.o.cube", 0},
    {"@llvm.amdgcn.image.sample.c.d.cl.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.cube", 0},
    {"@llvm.amdgcn.image.sample.c.d.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.o.1d", 0},
    {"@llvm.amdgcn.image.sample.c.d.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.d.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.o.2d", 0},
    {"@llvm.amdgcn.image.sample.c.d.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.d.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.o.3d", 0},
    {"@llvm.amdgcn.image.sample.c.d.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.d.o.cube", 0},
    {"@llvm.amdgcn.image.sample.c.d.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.l.1d", 0},
    {"@llvm.amdgcn.image.sample.c.l.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.l.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.l.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.l.2d", 0},
    {"@llvm.amdgcn.image.sample.c.l.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.l.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.l.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.l.3d", 0},
    {"@llvm.amdgcn.image.sample.c.l.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.l.cube", 0},
    {"@llvm.amdgcn.image.sample.c.l.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.l.o.1d", 0},
    {"@llvm.amdgcn.image.sample.c.l.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.l.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.l.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.l.o.2d", 0},
    {"@llvm.amdgcn.image.sample.c.l.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.l.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.l.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.l.o.3d", 0},
    {"@llvm.amdgcn.image.sample.c.l.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.l.o.cube", 0},
    {"@llvm.amdgcn.image.sample.c.l.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.lz.1d", 0},
    {"@llvm.amdgcn.image.sample.c.lz.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.lz.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.lz.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.lz.2d", 0},
    {"@llvm.amdgcn.image.sample.c.lz.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.lz.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.lz.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.lz.3d", 0},
    {"@llvm.amdgcn.image.sample.c.lz.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.lz.cube", 0},
    {"@llvm.amdgcn.image.sample.c.lz.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.lz.o.1d", 0},
    {"@llvm.amdgcn.image.sample.c.lz.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.lz.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.lz.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.lz.o.2d", 0},
    {"@llvm.amdgcn.image.sample.c.lz.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.lz.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.lz.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.lz.o.3d", 0},
    {"@llvm.amdgcn.image.sample.c.lz.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.lz.o.cube", 0},
    {"@llvm.amdgcn.image.sample.c.lz.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.c.o.1d", 0},
    {"@llvm.amdgcn.image.sample.c.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.c.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.o.2d", 0},
    {"@llvm.amdgcn.image.sample.c.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.c.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.c.o.3d", 0},
    {"@llvm.amdgcn.image.sample.c.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.c.o.cube", 0},
    {"@llvm.amdgcn.image.sample.c.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.1d", 0},
    {"@llvm.amdgcn.image.sample.cd.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.1darray", 0},
    {"@llvm.amdgcn.image.sample.cd.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.2d", 0},
    {"@llvm.amdgcn.image.sample.cd.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.2darray", 0},
    {"@llvm.amdgcn.image.sample.cd.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.3d", 0},
    {"@llvm.amdgcn.image.sample.cd.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.cl.1d", 0},
    {"@llvm.amdgcn.image.sample.cd.cl.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.cl.1darray", 0},
    {"@llvm.amdgcn.image.sample.cd.cl.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.cl.2d", 0},
    {"@llvm.amdgcn.image.sample.cd.cl.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.cl.2darray", 0},
    {"@llvm.amdgcn.image.sample.cd.cl.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.cl.3d", 0},
    {"@llvm.amdgcn.image.sample.cd.cl.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.cl.cube", 0},
    {"@llvm.amdgcn.image.sample.cd.cl.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.cl.o.1d", 0},
    {"@llvm.amdgcn.image.sample.cd.cl.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.cl.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.cd.cl.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.cl.o.2d", 0},
    {"@llvm.amdgcn.image.sample.cd.cl.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.cl.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.cd.cl.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.cl.o.3d", 0},
    {"@llvm.amdgcn.image.sample.cd.cl.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.cl.o.cube", 0},
    {"@llvm.amdgcn.image.sample.cd.cl.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.cube", 0},
    {"@llvm.amdgcn.image.sample.cd.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.o.1d", 0},
    {"@llvm.amdgcn.image.sample.cd.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.cd.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.o.2d", 0},
    {"@llvm.amdgcn.image.sample.cd.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.cd.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.o.3d", 0},
    {"@llvm.amdgcn.image.sample.cd.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.cd.o.cube", 0},
    {"@llvm.amdgcn.image.sample.cd.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.cl.1d", 0},
    {"@llvm.amdgcn.image.sample.cl.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.cl.1darray", 0},
    {"@llvm.amdgcn.image.sample.cl.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.cl.2d", 0},
    {"@llvm.amdgcn.image.sample.cl.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.cl.2darray", 0},
    {"@llvm.amdgcn.image.sample.cl.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.cl.3d", 0},
    {"@llvm.amdgcn.image.sample.cl.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.cl.cube", 0},
    {"@llvm.amdgcn.image.sample.cl.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.cl.o.1d", 0},
    {"@llvm.amdgcn.image.sample.cl.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.cl.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.cl.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.cl.o.2d", 0},
    {"@llvm.amdgcn.image.sample.cl.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.cl.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.cl.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.cl.o.3d", 0},
    {"@llvm.amdgcn.image.sample.cl.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.cl.o.cube", 0},
    {"@llvm.amdgcn.image.sample.cl.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.cube", 0},
    {"@llvm.amdgcn.image.sample.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.d.1d", 0},
    {"@llvm.amdgcn.image.sample.d.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.d.1darray", 0},
    {"@llvm.amdgcn.image.sample.d.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.d.2d", 0},
    {"@llvm.amdgcn.image.sample.d.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.d.2darray", 0},
    {"@llvm.amdgcn.image.sample.d.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.d.3d", 0},
    {"@llvm.amdgcn.image.sample.d.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.d.cl.1d", 0},
    {"@llvm.amdgcn.image.sample.d.cl.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.d.cl.1darray", 0},
    {"@llvm.amdgcn.image.sample.d.cl.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.d.cl.2d", 0},
    {"@llvm.amdgcn.image.sample.d.cl.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.d.cl.2darray", 0},
    {"@llvm.amdgcn.image.sample.d.cl.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.d.cl.3d", 0},
    {"@llvm.amdgcn.image.sample.d.cl.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.d.cl.cube", 0},
    {"@llvm.amdgcn.image.sample.d.cl.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.d.cl.o.1d", 0},
    {"@llvm.amdgcn.image.sample.d.cl.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.d.cl.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.d.cl.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.d.cl.o.2d", 0},
    {"@llvm.amdgcn.image.sample.d.cl.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.d.cl.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.d.cl.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.d.cl.o.3d", 0},
    {"@llvm.amdgcn.image.sample.d.cl.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.d.cl.o.cube", 0},
    {"@llvm.amdgcn.image.sample.d.cl.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.d.cube", 0},
    {"@llvm.amdgcn.image.sample.d.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.d.o.1d", 0},
    {"@llvm.amdgcn.image.sample.d.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.d.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.d.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.d.o.2d", 0},
    {"@llvm.amdgcn.image.sample.d.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.d.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.d.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.d.o.3d", 0},
    {"@llvm.amdgcn.image.sample.d.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.d.o.cube", 0},
    {"@llvm.amdgcn.image.sample.d.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.l.1d", 0},
    {"@llvm.amdgcn.image.sample.l.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.l.1darray", 0},
    {"@llvm.amdgcn.image.sample.l.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.l.2d", 0},
    {"@llvm.amdgcn.image.sample.l.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.l.2darray", 0},
    {"@llvm.amdgcn.image.sample.l.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.l.3d", 0},
    {"@llvm.amdgcn.image.sample.l.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.l.cube", 0},
    {"@llvm.amdgcn.image.sample.l.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.l.o.1d", 0},
    {"@llvm.amdgcn.image.sample.l.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.l.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.l.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.l.o.2d", 0},
    {"@llvm.amdgcn.image.sample.l.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.l.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.l.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.l.o.3d", 0},
    {"@llvm.amdgcn.image.sample.l.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.l.o.cube", 0},
    {"@llvm.amdgcn.image.sample.l.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.lz.1d", 0},
    {"@llvm.amdgcn.image.sample.lz.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.lz.1darray", 0},
    {"@llvm.amdgcn.image.sample.lz.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.lz.2d", 0},
    {"@llvm.amdgcn.image.sample.lz.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.lz.2darray", 0},
    {"@llvm.amdgcn.image.sample.lz.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.lz.3d", 0},
    {"@llvm.amdgcn.image.sample.lz.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.lz.cube", 0},
    {"@llvm.amdgcn.image.sample.lz.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.lz.o.1d", 0},
    {"@llvm.amdgcn.image.sample.lz.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.lz.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.lz.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.lz.o.2d", 0},
    {"@llvm.amdgcn.image.sample.lz.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.lz.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.lz.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.lz.o.3d", 0},
    {"@llvm.amdgcn.image.sample.lz.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.lz.o.cube", 0},
    {"@llvm.amdgcn.image.sample.lz.o.cube.nortn", 0}, {"@llvm.amdgcn.image.sample.o.1d", 0},
    {"@llvm.amdgcn.image.sample.o.1d.nortn", 0}, {"@llvm.amdgcn.image.sample.o.1darray", 0},
    {"@llvm.amdgcn.image.sample.o.1darray.nortn", 0}, {"@llvm.amdgcn.image.sample.o.2d", 0},
    {"@llvm.amdgcn.image.sample.o.2d.nortn", 0}, {"@llvm.amdgcn.image.sample.o.2darray", 0},
    {"@llvm.amdgcn.image.sample.o.2darray.nortn", 0}, {"@llvm.amdgcn.image.sample.o.3d", 0},
    {"@llvm.amdgcn.image.sample.o.3d.nortn", 0}, {"@llvm.amdgcn.image.sample.o.cube", 0},
    {"@llvm.amdgcn.image.sample.o.cube.nortn", 0}, {"@llvm.amdgcn.image.store.1d", 0},
    {"@llvm.amdgcn.image.store.1darray", 0}, {"@llvm.amdgcn.image.store.2d", 0},
    {"@llvm.amdgcn.image.store.2darray", 0}, {"@llvm.amdgcn.image.store.2darraymsaa", 0},
    {"@llvm.amdgcn.image.store.2dmsaa", 0}, {"@llvm.amdgcn.image.store.3d", 0}, {"@llvm.amdgcn.image.store.cube", 0},
    {"@llvm.amdgcn.image.store.mip.1d", 0}, {"@llvm.amdgcn.image.store.mip.1darray", 0},
    {"@llvm.amdgcn.image.store.mip.2d", 0}, {"@llvm.amdgcn.image.store.mip.2darray", 0},
    {"@llvm.amdgcn.image.store.mip.3d", 0}, {"@llvm.amdgcn.image.store.mip.cube", 0},
    {"@llvm.amdgcn.implicit.buffer.ptr", 0}, {"@llvm.amdgcn.implicitarg.ptr", 0}, {"@llvm.amdgcn.init.exec", 0},
    {"@llvm.amdgcn.init.exec.from.input", 0}, {"@llvm.amdgcn.interp.inreg.p10", 0},
    {"@llvm.amdgcn.interp.inreg.p10.f16", 0}, {"@llvm.amdgcn.interp.inreg.p2", 0},
    {"@llvm.amdgcn.interp.inreg.p2.f16", 0}, {"@llvm.amdgcn.interp.mov", CONV__SRC},
    {"@llvm.amdgcn.interp.p1", CONV__SRC}, {"@llvm.amdgcn.interp.p1.f16", CONV__SRC},
    {"@llvm.amdgcn.interp.p10.rtz.f16", 0}, {"@llvm.amdgcn.interp.p2", CONV__SRC},
    {"@llvm.amdgcn.interp.p2.f16", CONV__SRC}, {"@llvm.amdgcn.interp.p2.rtz.f16", 0},
    {"@llvm.amdgcn.inverse.ballot", CONV__SRC}, {"@llvm.amdgcn.is.private", 0}, {"@llvm.amdgcn.is.shared", 0},
    {"@llvm.amdgcn.kernarg.segment.ptr", 0}, {"@llvm.amdgcn.kill", 0}, {"@llvm.amdgcn.lds.direct.load", CONV__SRC},
    {"@llvm.amdgcn.lds.kernel.id", 0}, {"@llvm.amdgcn.lds.param.load", CONV__SRC}, {"@llvm.amdgcn.lerp", 0},
    {"@llvm.amdgcn.live.mask", CONV__SRC}, {"@llvm.amdgcn.log", 0}, {"@llvm.amdgcn.log.clamp", 0},
    {"@llvm.amdgcn.loop", CONV__SRC}, {"@llvm.amdgcn.make.buffer.rsrc", 0}, {"@llvm.amdgcn.mbcnt.hi", CONV__SRC},
    {"@llvm.amdgcn.mbcnt.lo", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.16x16x16bf16.1k", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.16x16x16f16", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.16x16x1f32", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.16x16x2bf16", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.16x16x32.bf8.bf8", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.16x16x32.bf8.fp8", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.16x16x32.fp8.bf8", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.16x16x4bf16.1k", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.16x16x4f16", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.16x16x4f32", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.16x16x8.xf32", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.16x16x8bf16", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.32x32x16.bf8.bf8", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.32x32x16.bf8.fp8", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.32x32x16.fp8.bf8", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.32x32x16.fp8.fp8", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.32x32x1f32", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.32x32x2bf16", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.32x32x2f32", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.32x32x4.xf32", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.32x32x4bf16", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.32x32x4bf16.1k", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.32x32x4f16", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.32x32x8bf16.1k", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.32x32x8f16", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.4x4x1f32", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.4x4x2bf16", CONV__SRC}, {"@llvm.amdgcn.mfma.f32.4x4x4bf16.1k", CONV__SRC},
    {"@llvm.amdgcn.mfma.f32.4x4x4f16", CONV__SRC}, {"@llvm.amdgcn.mfma.f64.16x16x4f64", CONV__SRC},
    {"@llvm.amdgcn.mfma.f64.4x4x4f64", CONV__SRC}, {"@llvm.amdgcn.mfma.i32.16x16x16i8", CONV__SRC},
    {"@llvm.amdgcn.mfma.i32.16x16x32.i8", CONV__SRC}, {"@llvm.amdgcn.mfma.i32.16x16x4i8", CONV__SRC},
    {"@llvm.amdgcn.mfma.i32.32x32x16.i8", CONV__SRC}, {"@llvm.amdgcn.mfma.i32.32x32x4i8", CONV__SRC},
    {"@llvm.amdgcn.mfma.i32.32x32x8i8", CONV__SRC}, {"@llvm.amdgcn.mfma.i32.4x4x4i8", CONV__SRC},
    {"@llvm.amdgcn.mov.dpp", CONV__SRC}, {"@llvm.amdgcn.mov.dpp8", CONV__SRC}, {"@llvm.amdgcn.mqsad.pk.u16.u8", 0},
    {"@llvm.amdgcn.mqsad.u32.u8", 0}, {"@llvm.amdgcn.msad.u8", 0}, {"@llvm.amdgcn.mul.i24", 0},
    {"@llvm.amdgcn.mul.u24", 0}, {"@llvm.amdgcn.mulhi.i24", 0}, {"@llvm.amdgcn.mulhi.u24", 0}, {"@llvm.amdgcn.perm", 0},
    {"@llvm.amdgcn.permlane16", CONV__SRC}, {"@llvm.amdgcn.permlane16.var", CONV__SRC}, {"@llvm.amdgcn.permlane64", 0},
    {"@llvm.amdgcn.permlanex16", CONV__SRC}, {"@llvm.amdgcn.permlanex16.var", CONV__SRC},
    {"@llvm.amdgcn.pops.exiting.wave.id", 0}, {"@llvm.amdgcn.ps.live", CONV__SRC}, {"@llvm.amdgcn.qsad.pk.u16.u8", 0},
    {"@llvm.amdgcn.queue.ptr", 0}, {"@llvm.amdgcn.raw.atomic.buffer.load", 0},
    {"@llvm.amdgcn.raw.buffer.atomic.add", CONV__SRC}, {"@llvm.amdgcn.raw.buffer.atomic.and", CONV__SRC},
    {"@llvm.amdgcn.raw.buffer.atomic.cmpswap", CONV__SRC}, {"@llvm.amdgcn.raw.buffer.atomic.cond.sub.u32", CONV__SRC},
    {"@llvm.amdgcn.raw.buffer.atomic.dec", CONV__SRC}, {"@llvm.amdgcn.raw.buffer.atomic.fadd", CONV__SRC},
    {"@llvm.amdgcn.raw.buffer.atomic.fadd.v2bf16", CONV__SRC}, {"@llvm.amdgcn.raw.buffer.atomic.fmax", CONV__SRC},
    {"@llvm.amdgcn.raw.buffer.atomic.fmin", CONV__SRC}, {"@llvm.amdgcn.raw.buffer.atomic.inc", CONV__SRC},
    {"@llvm.amdgcn.raw.buffer.atomic.or", CONV__SRC}, {"@llvm.amdgcn.raw.buffer.atomic.smax", CONV__SRC},
    {"@llvm.amdgcn.raw.buffer.atomic.smin", CONV__SRC}, {"@llvm.amdgcn.raw.buffer.atomic.sub", CONV__SRC},
    {"@llvm.amdgcn.raw.buffer.atomic.swap", CONV__SRC}, {"@llvm.amdgcn.raw.buffer.atomic.umax", CONV__SRC},
    {"@llvm.amdgcn.raw.buffer.atomic.umin", CONV__SRC}, {"@llvm.amdgcn.raw.buffer.atomic.xor", CONV__SRC},
    {"@llvm.amdgcn.raw.buffer.load", 0}, {"@llvm.amdgcn.raw.buffer.load.format", 0},
    {"@llvm.amdgcn.raw.buffer.load.lds", 0}, {"@llvm.amdgcn.raw.buffer.store", 0},
    {"@llvm.amdgcn.raw.buffer.store.format", 0}, {"@llvm.amdgcn.raw.ptr.atomic.buffer.load", 0},
    {"@llvm.amdgcn.raw.ptr.buffer.atomic.add", CONV__SRC}, {"@llvm.amdgcn.raw.ptr.buffer.atomic.and", CONV__SRC},
    {"@llvm.amdgcn.raw.ptr.buffer.atomic.cmpswap", CONV__SRC},
    {"@llvm.amdgcn.raw.ptr.buffer.atomic.cond.sub.u32", CONV__SRC},
    {"@llvm.amdgcn.raw.ptr.buffer.atomic.dec", CONV__SRC}, {"@llvm.amdgcn.raw.ptr.buffer.atomic.fadd", CONV__SRC},
    {"@llvm.amdgcn.raw.ptr.buffer.atomic.fadd.v2bf16", CONV__SRC},
    {"@llvm.amdgcn.raw.ptr.buffer.atomic.fmax", CONV__SRC}, {"@llvm.amdgcn.raw.ptr.buffer.atomic.fmin", CONV__SRC},
    {"@llvm.amdgcn.raw.ptr.buffer.atomic.inc", CONV__SRC}, {"@llvm.amdgcn.raw.ptr.buffer.atomic.or", CONV__SRC},
    {"@llvm.amdgcn.raw.ptr.buffer.atomic.smax", CONV__SRC}, {"@llvm.amdgcn.raw.ptr.buffer.atomic.smin", CONV__SRC},
    {"@llvm.amdgcn.raw.ptr.buffer.atomic.sub", CONV__SRC}, {"@llvm.amdgcn.raw.ptr.buffer.atomic.swap", CONV__SRC},
    {"@llvm.amdgcn.raw.ptr.buffer.atomic.umax", CONV__SRC}, {"@llvm.amdgcn.raw.ptr.buffer.atomic.umin", CONV__SRC},
    {"@llvm.amdgcn.raw.ptr.buffer.atomic.xor", CONV__SRC}, {"@llvm.amdgcn.raw.ptr.buffer.load", 0},
    {"@llvm.amdgcn.raw.ptr.buffer.load.format", 0}, {"@llvm.amdgcn.raw.ptr.buffer.load.lds", 0},
    {"@llvm.amdgcn.raw.ptr.buffer.store", 0}, {"@llvm.amdgcn.raw.ptr.buffer.store.format", 0},
    {"@llvm.amdgcn.raw.ptr.tbuffer.load", 0}, {"@llvm.amdgcn.raw.ptr.tbuffer.store", 0},
    {"@llvm.amdgcn.raw.tbuffer.load", 0}, {"@llvm.amdgcn.raw.tbuffer.store", 0}, {"@llvm.amdgcn.rcp", 0},
    {"@llvm.amdgcn.rcp.legacy", 0}, {"@llvm.amdgcn.readfirstlane", CONV_FLAG_ALWAYS_UNIFORM},
    {"@llvm.amdgcn.readlane", CONV_FLAG_ALWAYS_UNIFORM}, {"@llvm.amdgcn.reloc.constant", 0}, {"@llvm.amdgcn.rsq", 0},
    {"@llvm.amdgcn.rsq.clamp", 0}, {"@llvm.amdgcn.rsq.legacy", 0}, {"@llvm.amdgcn.s.barrier", 0},
    {"@llvm.amdgcn.s.barrier.init", 0}, {"@llvm.amdgcn.s.barrier.join", 0}, {"@llvm.amdgcn.s.barrier.leave", 0},
    {"@llvm.amdgcn.s.barrier.signal", 0}, {"@llvm.amdgcn.s.barrier.signal.isfirst", 0},
    {"@llvm.amdgcn.s.barrier.signal.isfirst.var", 0}, {"@llvm.amdgcn.s.barrier.signal.var", 0},
    {"@llvm.amdgcn.s.barrier.wait", 0}, {"@llvm.amdgcn.s.bitreplicate", 0}, {"@llvm.amdgcn.s.buffer.load", 0},
    {"@llvm.amdgcn.s.dcache.inv", 0}, {"@llvm.amdgcn.s.dcache.inv.vol", 0}, {"@llvm.amdgcn.s.dcache.wb", 0},
    {"@llvm.amdgcn.s.dcache.wb.vol", 0}, {"@llvm.amdgcn.s.decperflevel", 0}, {"@llvm.amdgcn.s.get.barrier.state", 0},
    {"@llvm.amdgcn.s.get.waveid.in.workgroup", 0}, {"@llvm.amdgcn.s.getpc", 0}, {"@llvm.amdgcn.s.getreg", 0},
    {"@llvm.amdgcn.s.incperflevel", 0}, {"@llvm.amdgcn.s.memrealtime", 0}, {"@llvm.amdgcn.s.memtime", 0},
    {"@llvm.amdgcn.s.nop", 0}, {"@llvm.amdgcn.s.quadmask", 0}, {"@llvm.amdgcn.s.sendmsg", 0},
    {"@llvm.amdgcn.s.sendmsg.rtn", 0}, {"@llvm.amdgcn.s.sendmsghalt", 0}, {"@llvm.amdgcn.s.sethalt", 0},
    {"@llvm.amdgcn.s.setprio", 0}, {"@llvm.amdgcn.s.setreg", 0}, {"@llvm.amdgcn.s.sleep", 0},
    {"@llvm.amdgcn.s.sleep.var", 0}, {"@llvm.amdgcn.s.ttracedata", 0}, {"@llvm.amdgcn.s.ttracedata.imm", 0},
    {"@llvm.amdgcn.s.wait.bvhcnt", 0}, {"@llvm.amdgcn.s.wait.dscnt", 0}, {"@llvm.amdgcn.s.wait.event.export.ready", 0},
    {"@llvm.amdgcn.s.wait.expcnt", 0}, {"@llvm.amdgcn.s.wait.kmcnt", 0}, {"@llvm.amdgcn.s.wait.loadcnt", 0},
    {"@llvm.amdgcn.s.wait.samplecnt", 0}, {"@llvm.amdgcn.s.wait.storecnt", 0}, {"@llvm.amdgcn.s.waitcnt", 0},
    {"@llvm.amdgcn.s.wakeup.barrier", 0}, {"@llvm.amdgcn.s.wqm", 0}, {"@llvm.amdgcn.sad.hi.u8", 0},
    {"@llvm.amdgcn.sad.u16", 0}, {"@llvm.amdgcn.sad.u8", 0}, {"@llvm.amdgcn.sbfe", 0},
    {"@llvm.amdgcn.sched.barrier", 0}, {"@llvm.amdgcn.sched.group.barrier", 0}, {"@llvm.amdgcn.sdot2", 0},
    {"@llvm.amdgcn.sdot4", 0}, {"@llvm.amdgcn.sdot8", 0}, {"@llvm.amdgcn.set.inactive", 0},
    {"@llvm.amdgcn.set.inactive.chain.arg", 0}, {"@llvm.amdgcn.sffbh", 0}, {"@llvm.amdgcn.sin", 0},
    {"@llvm.amdgcn.smfmac.f32.16x16x32.bf16", CONV__SRC}, {"@llvm.amdgcn.smfmac.f32.16x16x32.f16", CONV__SRC},
    {"@llvm.amdgcn.smfmac.f32.16x16x64.bf8.bf8", CONV__SRC}, {"@llvm.amdgcn.smfmac.f32.16x16x64.bf8.fp8", CONV__SRC},
    {"@llvm.amdgcn.smfmac.f32.16x16x64.fp8.bf8", CONV__SRC}, {"@llvm.amdgcn.smfmac.f32.16x16x64.fp8.fp8", CONV__SRC},
    {"@llvm.amdgcn.smfmac.f32.32x32x16.bf16", CONV__SRC}, {"@llvm.amdgcn.smfmac.f32.32x32x16.f16", CONV__SRC},
    {"@llvm.amdgcn.smfmac.f32.32x32x32.bf8.bf8", CONV__SRC}, {"@llvm.amdgcn.smfmac.f32.32x32x32.bf8.fp8", CONV__SRC},
    {"@llvm.amdgcn.smfmac.f32.32x32x32.fp8.bf8", CONV__SRC}, {"@llvm.amdgcn.smfmac.f32.32x32x32.fp8.fp8", CONV__SRC},
    {"@llvm.amdgcn.smfmac.i32.16x16x64.i8", CONV__SRC}, {"@llvm.amdgcn.smfmac.i32.32x32x32.i8", CONV__SRC},
    {"@llvm.amdgcn.softwqm", 0}, {"@llvm.amdgcn.sqrt", 0}, {"@llvm.amdgcn.strict.wqm", 0},
    {"@llvm.amdgcn.strict.wwm", 0}, {"@llvm.amdgcn.struct.buffer.atomic.add", CONV__SRC},
    {"@llvm.amdgcn.struct.buffer.atomic.and", CONV__SRC}, {"@llvm.amdgcn.struct.buffer.atomic.cmpswap", CONV__SRC},
    {"@llvm.amdgcn.struct.buffer.atomic.cond.sub.u32", CONV__SRC}, {"@llvm.amdgcn.struct.buffer.atomic.dec", CONV__SRC},
    {"@llvm.amdgcn.struct.buffer.atomic.fadd", CONV__SRC}, {"@llvm.amdgcn.struct.buffer.atomic.fadd.v2bf16", CONV__SRC},
    {"@llvm.amdgcn.struct.buffer.atomic.fmax", CONV__SRC}, {"@llvm.amdgcn.struct.buffer.atomic.fmin", CONV__SRC},
    {"@llvm.amdgcn.struct.buffer.atomic.inc", CONV__SRC}, {"@llvm.amdgcn.struct.buffer.atomic.or", CONV__SRC},
    {"@llvm.amdgcn.struct.buffer.atomic.smax", CONV__SRC}, {"@llvm.amdgcn.struct.buffer.atomic.smin", CONV__SRC},
    {"@llvm.amdgcn.struct.buffer.atomic.sub", CONV__SRC}, {"@llvm.amdgcn.struct.buffer.atomic.swap", CONV__SRC},
    {"@llvm.amdgcn.struct.buffer.atomic.umax", CONV__SRC}, {"@llvm.amdgcn.struct.buffer.atomic.umin", CONV__SRC},
    {"@llvm.amdgcn.struct.buffer.atomic.xor", CONV__SRC}, {"@llvm.amdgcn.struct.buffer.load", 0},
    {"@llvm.amdgcn.struct.buffer.load.format", 0}, {"@llvm.amdgcn.struct.buffer.load.lds", 0},
    {"@llvm.amdgcn.struct.buffer.store", 0}, {"@llvm.amdgcn.struct.buffer.store.format", 0},
    {"@llvm.amdgcn.struct.ptr.buffer.atomic.add", CONV__SRC}, {"@llvm.amdgcn.struct.ptr.buffer.atomic.and", CONV__SRC},
    {"@llvm.amdgcn.struct.ptr.buffer.atomic.cmpswap", CONV__SRC},
    {"@llvm.amdgcn.struct.ptr.buffer.atomic.cond.sub.u32", CONV__SRC},
    {"@llvm.amdgcn.struct.ptr.buffer.atomic.dec", CONV__SRC}, {"@llvm.amdgcn.struct.ptr.buffer.atomic.fadd", CONV__SRC},
    {"@llvm.amdgcn.struct.ptr.buffer.atomic.fadd.v2bf16", CONV__SRC},
    {"@llvm.amdgcn.struct.ptr.buffer.atomic.fmax", CONV__SRC},
    {"@llvm.amdgcn.struct.ptr.buffer.atomic.fmin", CONV__SRC}, {"@llvm.amdgcn.struct.ptr.buffer.atomic.inc", CONV__SRC},
    {"@llvm.amdgcn.struct.ptr.buffer.atomic.or", CONV__SRC}, {"@llvm.amdgcn.struct.ptr.buffer.atomic.smax", CONV__SRC},
    {"@llvm.amdgcn.struct.ptr.buffer.atomic.smin", CONV__SRC}, {"@llvm.amdgcn.struct.ptr.buffer.atomic.sub", CONV__SRC},
    {"@llvm.amdgcn.struct.ptr.buffer.atomic.swap", CONV__SRC},
    {"@llvm.amdgcn.struct.ptr.buffer.atomic.umax", CONV__SRC},
    {"@llvm.amdgcn.struct.ptr.buffer.atomic.umin", CONV__SRC}, {"@llvm.amdgcn.struct.ptr.buffer.atomic.xor", CONV__SRC},
    {"@llvm.amdgcn.struct.ptr.buffer.load", 0}, {"@llvm.amdgcn.struct.ptr.buffer.load.format", 0},
    {"@llvm.amdgcn.struct.ptr.buffer.load.lds", 0}, {"@llvm.amdgcn.struct.ptr.buffer.store", 0},
    {"@llvm.amdgcn.struct.ptr.buffer.store.format", 0}, {"@llvm.amdgcn.struct.ptr.tbuffer.load", 0},
    {"@llvm.amdgcn.struct.ptr.tbuffer.store", 0}, {"@llvm.amdgcn.struct.tbuffer.load", 0},
    {"@llvm.amdgcn.struct.tbuffer.store", 0}, {"@llvm.amdgcn.sudot4", 0}, {"@llvm.amdgcn.sudot8", 0},
    {"@llvm.amdgcn.swmmac.bf16.16x16x32.bf16", CONV__SRC}, {"@llvm.amdgcn.swmmac.f16.16x16x32.f16", CONV__SRC},
    {"@llvm.amdgcn.swmmac.f32.16x16x32.bf16", CONV__SRC}, {"@llvm.amdgcn.swmmac.f32.16x16x32.bf8.bf8", CONV__SRC},
    {"@llvm.amdgcn.swmmac.f32.16x16x32.bf8.fp8", CONV__SRC}, {"@llvm.amdgcn.swmmac.f32.16x16x32.f16", CONV__SRC},
    {"@llvm.amdgcn.swmmac.f32.16x16x32.fp8.bf8", CONV__SRC}, {"@llvm.amdgcn.swmmac.f32.16x16x32.fp8.fp8", CONV__SRC},
    {"@llvm.amdgcn.swmmac.i32.16x16x32.iu4", CONV__SRC}, {"@llvm.amdgcn.swmmac.i32.16x16x32.iu8", CONV__SRC},
    {"@llvm.amdgcn.swmmac.i32.16x16x64.iu4", CONV__SRC}, {"@llvm.amdgcn.trig.preop", 0}, {"@llvm.amdgcn.ubfe", 0},
    {"@llvm.amdgcn.udot2", 0}, {"@llvm.amdgcn.udot4", 0}, {"@llvm.amdgcn.udot8", 0}, {"@llvm.amdgcn.unreachable", 0},
    {"@llvm.amdgcn.update.dpp", CONV__SRC}, {"@llvm.amdgcn.wave.barrier", 0}, {"@llvm.amdgcn.wave.id", 0},
    {"@llvm.amdgcn.wave.reduce.umax", 0}, {"@llvm.amdgcn.wave.reduce.umin", 0}, {"@llvm.amdgcn.wavefrontsize", 0},
    {"@llvm.amdgcn.wmma.bf16.16x16x16.bf16", CONV__SRC}, {"@llvm.amdgcn.wmma.bf16.16x16x16.bf16.tied", CONV__SRC},
    {"@llvm.amdgcn.wmma.f16.16x16x16.f16", CONV__SRC}, {"@llvm.amdgcn.wmma.f16.16x16x16.f16.tied", CONV__SRC},
    {"@llvm.amdgcn.wmma.f32.16x16x16.bf16", CONV__SRC}, {"@llvm.amdgcn.wmma.f32.16x16x16.bf8.bf8", CONV__SRC},
    {"@llvm.amdgcn.wmma.f32.16x16x16.bf8.fp8", CONV__SRC}, {"@llvm.amdgcn.wmma.f32.16x16x16.f16", CONV__SRC},
    {"@llvm.amdgcn.wmma.f32.16x16x16.fp8.bf8", CONV__SRC}, {"@llvm.amdgcn.wmma.f32.16x16x16.fp8.fp8", CONV__SRC},
    {"@llvm.amdgcn.wmma.i32.16x16x16.iu4", CONV__SRC}, {"@llvm.amdgcn.wmma.i32.16x16x16.iu8", CONV__SRC},
    {"@llvm.amdgcn.wmma.i32.16x16x32.iu4", CONV__SRC}, {"@llvm.amdgcn.workgroup.id.x", 0},
    {"@llvm.amdgcn.workgroup.id.y", 0}, {"@llvm.amdgcn.workgroup.id.z", 0}, {"@llvm.amdgcn.workitem.id.x", CONV__SRC},
    {"@llvm.amdgcn.workitem.id.y", CONV__SRC}, {"@llvm.amdgcn.workitem.id.z", CONV__SRC}, {"@llvm.amdgcn.wqm", 0},
    {"@llvm.amdgcn.wqm.demote", 0}, {"@llvm.amdgcn.wqm.vote", 0}, {"@llvm.amdgcn.writelane", CONV__SRC},
    {"@llvm.amdgcn.wwm", 0},
};
static const conv__target_entry conv__r600_llvm[] = {
    {"@llvm.r600.cube", 0}, {"@llvm.r600.ddx", 0}, {"@llvm.r600.ddy", 0}, {"@llvm.r600.dot4", 0},
    {"@llvm.r600.group.barrier", 0}, {"@llvm.r600.implicitarg.ptr", 0}, {"@llvm.r600.kill", 0},
    {"@llvm.r600.rat.store.typed", 0}, {"@llvm.r600.read.global.size.x", 0}, {"@llvm.r600.read.global.size.y", 0},
    {"@llvm.r600.read.global.size.z", 0}, {"@llvm.r600.read.local.size.x", 0}, {"@llvm.r600.read.local.size.y", 0},
    {"@llvm.r600.read.local.size.z", 0}, {"@llvm.r600.read.ngroups.x", 0}, {"@llvm.r600.read.ngroups.y", 0},
    {"@llvm.r600.read.ngroups.z", 0}, {"@llvm.r600.read.tgid.x", 0}, {"@llvm.r600.read.tgid.y", 0},
    {"@llvm.r600.read.tgid.z", 0}, {"@llvm.r600.read.tidig.x", CONV__SRC}, {"@llvm.r600.read.tidig.y", CONV__SRC},
    {"@llvm.r600.read.tidig.z", CONV__SRC}, {"@llvm.r600.recipsqrt.clamped", 0}, {"@llvm.r600.recipsqrt.ieee", 0},
    {"@llvm.r600.store.stream.output", 0}, {"@llvm.r600.store.swizzle", 0}, {"@llvm.r600.tex", 0},
    {"@llvm.r600.texc", 0}, {"@llvm.r600.txb", 0}, {"@llvm.r600.txbc", 0}, {"@llvm.r600.txf", 0}, {"@llvm.r600.txl", 0},
    {"@llvm.r600.txlc", 0}, {"@llvm.r600.txq", 0},
};
/* END GENERATED */

/* conv's decisions for amdgcn, first match wins (a name matches itself
   and itself followed by '.' and a type suffix; '*' ends a prefix):
   - LLVM's always-uniform wave reads (readfirstlane, readlane, ballot,
     icmp, fcmp) are collective: uniform among the threads that run them
     together, which is what they guarantee after divergent control flow;
   - wave.reduce.* is always uniform in LLVM after 19 (collective here);
   - lane-crossing operations whose result is per lane even on uniform
     operands (ds.permute pushes to the lanes its operand names,
     set.inactive, wwm) are sources although LLVM 19 does not list them,
     and interp.* (interp.inreg.* too) and the other ds.* are kept sources;
   - the convergent ones are marked convergent, since IR written by hand
     need not carry the intrinsic's attributes;
   - scopes (conv_uniformity_value_scope): the workgroup id is uniform in
     its workgroup; the wave id and the scalar reads of the clock and the
     hardware registers in their wave (each wave reads at its own moment,
     on its own unit). */
#define CONV__AT(scope) CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_##scope)
static const conv__target_entry conv__amdgcn_table[] = {
    {"@llvm.amdgcn.workgroup.id.*", CONV__AT(WORKGROUP)},
    {"@llvm.amdgcn.s.get.waveid.in.workgroup", CONV__AT(WAVE)},
    {"@llvm.amdgcn.wave.id", CONV__AT(WAVE)},
    {"@llvm.amdgcn.s.memtime", CONV__AT(WAVE)},
    {"@llvm.amdgcn.s.memrealtime", CONV__AT(WAVE)},
    {"@llvm.amdgcn.s.getreg", CONV__AT(WAVE)},
    {"@llvm.amdgcn.readfirstlane", CONV__COLL},
    {"@llvm.amdgcn.readlane", CONV__COLL},
    {"@llvm.amdgcn.ballot", CONV__COLL},
    {"@llvm.amdgcn.icmp", CONV__COLL},
    {"@llvm.amdgcn.fcmp", CONV__COLL},
    {"@llvm.amdgcn.wave.reduce.*", CONV__COLL},
    {"@llvm.amdgcn.inverse.ballot", CONV__CONV},
    {"@llvm.amdgcn.interp.*", CONV__SRC},
    {"@llvm.amdgcn.ds.swizzle", CONV__SRC | CONV__CONV},
    {"@llvm.amdgcn.ds.permute", CONV__SRC | CONV__CONV},
    {"@llvm.amdgcn.ds.bpermute", CONV__SRC | CONV__CONV},
    {"@llvm.amdgcn.ds.*", CONV__SRC},
    {"@llvm.amdgcn.permlane*", CONV__SRC | CONV__CONV},
    {"@llvm.amdgcn.mov.dpp*", CONV__SRC | CONV__CONV},
    {"@llvm.amdgcn.update.dpp", CONV__SRC | CONV__CONV},
    {"@llvm.amdgcn.set.inactive*", CONV__SRC | CONV__CONV},
    {"@llvm.amdgcn.wwm", CONV__SRC | CONV__CONV},
    {"@llvm.amdgcn.strict.wwm", CONV__SRC | CONV__CONV},
    {"@llvm.amdgcn.strict.wqm", CONV__SRC | CONV__CONV},
    {"@llvm.amdgcn.writelane", CONV__SRC | CONV__CONV},
    {"@llvm.amdgcn.mfma.*", CONV__CONV},
    {"@llvm.amdgcn.smfmac.*", CONV__CONV},
    {"@llvm.amdgcn.wmma.*", CONV__CONV},
    {"@llvm.amdgcn.swmmac.*", CONV__CONV},
    {"@llvm.amdgcn.s.getpc", CONV_FLAG_ALWAYS_UNIFORM},
    {"@llvm.amdgcn.s.barrier*", CONV__CONV},
    {"@llvm.amdgcn.wave.barrier", CONV__CONV},
};

/* r600 (LLVM 19's R600 target reports no divergence at all, which would
   call the thread ids uniform): the generated table (tidig.* sources, from
   the AMDGPU source table) plus the convergent and lane-crossing ones. */
static const conv__target_entry conv__r600_table[] = {
    {"@llvm.r600.group.barrier", CONV__CONV},
    {"@llvm.r600.ddx", CONV__SRC | CONV__CONV},
    {"@llvm.r600.ddy", CONV__SRC | CONV__CONV},
};

/* NVVM, hand-written (LLVM's NVPTX target has no table: its
   isSourceOfDivergence calls every call divergent, intrinsics included).
   Special registers read per thread, or that change between two reads
   (the clocks, the performance counters, %warpid and %smid, which PTX
   calls volatile), are sources, and so is any sreg not named here; the
   grid, block and cluster geometry is uniform. Shuffles and match give
   each thread its own result; votes and reductions are collective. Any
   other @llvm.nvvm.* call is a source (conv__target_call_flags) unless
   listed as a pure function of its operands. */
static const conv__target_entry conv__nvptx_table[] = {
    {"@llvm.nvvm.read.ptx.sreg.ntid.*", 0},
    {"@llvm.nvvm.read.ptx.sreg.ctaid.*", CONV__AT(WORKGROUP)},
    {"@llvm.nvvm.read.ptx.sreg.nctaid.*", 0},
    {"@llvm.nvvm.read.ptx.sreg.nwarpid", 0},
    {"@llvm.nvvm.read.ptx.sreg.nsmid", 0},
    {"@llvm.nvvm.read.ptx.sreg.gridid", 0},
    {"@llvm.nvvm.read.ptx.sreg.warpsize", 0},
    {"@llvm.nvvm.read.ptx.sreg.envreg*", 0},
    /* (conv has no cluster scope: a block's place in its cluster and the
       cluster's id are uniform in the workgroup, the narrower scope) */
    {"@llvm.nvvm.read.ptx.sreg.clusterid.*", CONV__AT(WORKGROUP)},
    {"@llvm.nvvm.read.ptx.sreg.nclusterid.*", 0},
    {"@llvm.nvvm.read.ptx.sreg.cluster.ctaid.*", CONV__AT(WORKGROUP)},
    {"@llvm.nvvm.read.ptx.sreg.cluster.nctaid.*", 0},
    {"@llvm.nvvm.read.ptx.sreg.cluster.ctarank", CONV__AT(WORKGROUP)},
    {"@llvm.nvvm.read.ptx.sreg.cluster.nctarank", 0},
    {"@llvm.nvvm.read.ptx.sreg.*", CONV__SRC},
    {"@llvm.nvvm.atomic.*", CONV__SRC},
    {"@llvm.nvvm.vote.*", CONV__COLL},
    {"@llvm.nvvm.redux.*", CONV__COLL},
    {"@llvm.nvvm.shfl.*", CONV__SRC | CONV__CONV},
    {"@llvm.nvvm.match.*", CONV__SRC | CONV__CONV},
    {"@llvm.nvvm.barrier*", CONV__CONV},
    {"@llvm.nvvm.bar.*", CONV__CONV},
    {"@llvm.nvvm.fabs", 0},
    {"@llvm.nvvm.fmin.*", 0},
    {"@llvm.nvvm.fmax.*", 0},
    {"@llvm.nvvm.fma.*", 0},
    {"@llvm.nvvm.rcp.*", 0},
    {"@llvm.nvvm.sqrt.*", 0},
    {"@llvm.nvvm.rsqrt.*", 0},
    {"@llvm.nvvm.ex2.*", 0},
    {"@llvm.nvvm.lg2.*", 0},
    {"@llvm.nvvm.sin.*", 0},
    {"@llvm.nvvm.cos.*", 0},
    {"@llvm.nvvm.div.*", 0},
    {"@llvm.nvvm.mul.*", 0},
    {"@llvm.nvvm.mulhi.*", 0},
    {"@llvm.nvvm.mul24.*", 0},
    {"@llvm.nvvm.add.*", 0},
    {"@llvm.nvvm.saturate.*", 0},
    {"@llvm.nvvm.prmt", 0},
};

/* SPIR-V, hand-written: LLVM 19 has no divergence rules for it (opt-19
   calls everything uniform on a spirv triple), so these are conv's own, on
   the principles of the other GPU targets. clang calls OpenCL's work-item
   functions by their Itanium names: those that differ per thread are
   sources, those that describe the launch or the sub-group are uniform;
   sub-group and work-group reductions, broadcasts and votes are
   collective; barriers are convergent. HLSL's @llvm.spv.* intrinsics the
   same way. Scans, shuffles, atomics and every call not listed (but pure
   OpenCL math, conv__spirv_pure_builtin) are sources. */
static const conv__target_entry conv__spirv_table[] = {
    {"@_Z13get_global_idj", CONV__SRC},
    {"@_Z12get_local_idj", CONV__SRC},
    {"@_Z22get_sub_group_local_idv", CONV__SRC},
    {"@_Z20get_global_linear_idv", CONV__SRC},
    {"@_Z19get_local_linear_idv", CONV__SRC},
    {"@_Z12get_group_idj", CONV__AT(WORKGROUP)},
    {"@_Z14get_num_groupsj", 0},
    /* (the last workgroup of a non-uniform launch is smaller) */
    {"@_Z14get_local_sizej", CONV__AT(WORKGROUP)},
    {"@_Z15get_global_sizej", 0},
    {"@_Z12get_work_dimv", 0},
    {"@_Z17get_global_offsetj", 0},
    {"@_Z23get_enqueued_local_sizej", 0},
    /* (the last sub-group of a workgroup may be smaller) */
    {"@_Z18get_sub_group_sizev", CONV__AT(WAVE)},
    {"@_Z22get_max_sub_group_sizev", 0},
    {"@_Z18get_num_sub_groupsv", CONV__AT(WORKGROUP)},
    {"@_Z27get_enqueued_num_sub_groupsv", 0},
    {"@_Z16get_sub_group_idv", CONV__AT(WAVE)},
    {"@_Z20sub_group_reduce_add*", CONV__COLL},
    {"@_Z20sub_group_reduce_min*", CONV__COLL},
    {"@_Z20sub_group_reduce_max*", CONV__COLL},
    {"@_Z19sub_group_broadcast*", CONV__COLL},
    {"@_Z13sub_group_alli", CONV__COLL},
    {"@_Z13sub_group_anyi", CONV__COLL},
    {"@_Z21work_group_reduce_add*", CONV__COLL},
    {"@_Z21work_group_reduce_min*", CONV__COLL},
    {"@_Z21work_group_reduce_max*", CONV__COLL},
    {"@_Z20work_group_broadcast*", CONV__COLL},
    {"@_Z14work_group_alli", CONV__COLL},
    {"@_Z14work_group_anyi", CONV__COLL},
    {"@_Z7barrierj", CONV__CONV},
    {"@_Z18work_group_barrierj*", CONV__CONV},
    {"@_Z17sub_group_barrierj*", CONV__CONV},
    {"@llvm.spv.thread.id", CONV__SRC},
    {"@llvm.spv.thread.id.in.group", CONV__SRC},
    {"@llvm.spv.flattened.thread.id.in.group", CONV__SRC},
    {"@llvm.spv.group.id", 0},
    {"@llvm.spv.wave.active.*", CONV__COLL},
    {"@llvm.spv.wave.readlane", CONV__COLL},
};

/* Whether `callee` is an OpenCL math or integer builtin of clang's
   Itanium mangling (@_Z4sqrtf, @_Z3maxii): a function of its operands.
   Builtins taking a pointer (P in the mangled parameters: fract, sincos,
   the atomics) are not. */
CONV__PRIVATE bool conv__spirv_pure_builtin(const char *callee) {
    static const char *const names[] = {
        "abs",   "acos",  "acosh", "asin",  "asinh", "atan",  "atan2", "atanh",  "cbrt",   "ceil",  "clamp",
        "clz",   "copysign", "cos", "cosh", "cross", "degrees", "distance", "dot", "erf", "erfc", "exp",
        "exp10", "exp2",  "expm1", "fabs",  "fdim",  "floor", "fma",   "fmax",   "fmin",   "fmod",  "hypot",
        "ldexp", "length", "log",  "log10", "log1p", "log2",  "logb",  "mad",    "mad24",  "max",   "min",
        "mix",   "mul24", "normalize", "popcount", "pow", "pown", "powr", "radians", "rint", "rootn", "rotate",
        "round", "rsqrt", "select", "sign", "sin",   "sinh",  "smoothstep", "sqrt", "step", "tan",   "tanh",
        "trunc", "native_cos", "native_divide", "native_exp", "native_log", "native_powr", "native_recip",
        "native_rsqrt", "native_sin", "native_sqrt", "half_divide", "half_exp", "half_log", "half_recip",
        "half_rsqrt", "half_sqrt"};
    size_t len = 0, i;
    const char *p = callee;
    if (strncmp(p, "@_Z", 3) != 0) return false;
    for (p += 3; *p >= '0' && *p <= '9' && len < 64; p++) len = len * 10u + (size_t)(*p - '0');
    if (len == 0 || strlen(p) < len || strchr(p + len, 'P') != NULL) return false;
    for (i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i]) == len && memcmp(names[i], p, len) == 0) return true;
    return false;
}

/* Whether `callee` is `name`, or `name` followed by '.' (a type suffix,
   or a longer intrinsic name); '*' at the end of `name` makes it a plain
   prefix. */
CONV__PRIVATE bool conv__intrinsic_matches(const char *name, const char *callee) {
    size_t n = strlen(name);
    if (n > 0 && name[n - 1] == '*') return strncmp(name, callee, n - 1) == 0;
    return strncmp(name, callee, n) == 0 && (callee[n] == '\0' || callee[n] == '.');
}

/* The entry of the sorted `table` with the longest name that is `callee`
   or `callee` cut before one of its dots, or NULL. Intrinsic names carry
   type suffixes (@llvm.amdgcn.readfirstlane.i32), and some names extend
   others (@llvm.amdgcn.if and @llvm.amdgcn.if.break): the longest wins,
   and since the table knows every name of its target, a longer ordinary
   name is never taken for a shorter source. */
CONV__PRIVATE const conv__target_entry *conv__intrinsic_find(const conv__target_entry *table, size_t count,
                                                             const char *callee) {
    size_t len = strlen(callee);
    for (;;) {
        size_t lo = 0, hi = count;
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            int c = strncmp(table[mid].callee, callee, len);
            if (c == 0) c = table[mid].callee[len] != '\0';
            if (c == 0) return &table[mid];
            if (c < 0) lo = mid + 1;
            else hi = mid;
        }
        while (len > 0 && callee[len - 1] != '.') len--;
        if (len == 0) return NULL;
        len--; /* cut before the dot */
    }
}

CONV__PRIVATE bool conv__callee_matches(const char *pattern, const char *callee) {
    size_t n = strlen(pattern);
    if (n > 0 && pattern[n - 1] == '*') return strncmp(pattern, callee, n - 1) == 0;
    return strcmp(pattern, callee) == 0;
}

/* The generated entry for an AMDGPU intrinsic: amdgcn and r600 modules
   both look in both tables, as LLVM's AMDGPU source table names the r600
   thread ids too. NULL when neither knows the name. */
CONV__PRIVATE const conv__target_entry *conv__amdgpu_find(const char *callee) {
    if (strncmp(callee, "@llvm.amdgcn.", 13) == 0)
        return conv__intrinsic_find(conv__amdgcn_llvm, sizeof conv__amdgcn_llvm / sizeof conv__amdgcn_llvm[0], callee);
    if (strncmp(callee, "@llvm.r600.", 11) == 0)
        return conv__intrinsic_find(conv__r600_llvm, sizeof conv__r600_llvm / sizeof conv__r600_llvm[0], callee);
    return NULL;
}

/* Operation properties the legality stage reads (docs/legality.md), by
   callee, on every target: barriers (every thread of the scope must
   arrive; an extra arrival of all is harmless) and collectives LLVM
   declares without memory effects or undefined behaviour (speculatable:
   they may run more or fewer times; their thread set still binds them).
   A '*' ends a prefix. */
static const conv__flagword conv__llvm_op_properties[] = {
    {"@llvm.amdgcn.s.barrier", CONV_FLAG_BARRIER | CONV_FLAG_SCOPE(CONV_SCOPE_WORKGROUP)},
    {"@llvm.nvvm.barrier0", CONV_FLAG_BARRIER | CONV_FLAG_SCOPE(CONV_SCOPE_WORKGROUP)},
    {"@llvm.nvvm.barrier.sync*", CONV_FLAG_BARRIER | CONV_FLAG_SCOPE(CONV_SCOPE_WORKGROUP)},
    {"@llvm.nvvm.bar.sync", CONV_FLAG_BARRIER | CONV_FLAG_SCOPE(CONV_SCOPE_WORKGROUP)},
    {"@llvm.nvvm.bar.warp.sync", CONV_FLAG_BARRIER | CONV_FLAG_SCOPE(CONV_SCOPE_WAVE)},
    {"@_Z7barrierj", CONV_FLAG_BARRIER | CONV_FLAG_SCOPE(CONV_SCOPE_WORKGROUP)},
    {"@_Z18work_group_barrierj*", CONV_FLAG_BARRIER | CONV_FLAG_SCOPE(CONV_SCOPE_WORKGROUP)},
    {"@_Z22__spirv_ControlBarrier*", CONV_FLAG_BARRIER | CONV_FLAG_SCOPE(CONV_SCOPE_WORKGROUP)},
    {"@_Z17sub_group_barrierj*", CONV_FLAG_BARRIER | CONV_FLAG_SCOPE(CONV_SCOPE_WAVE)},
    {"@llvm.amdgcn.ballot.*", CONV_FLAG_SPECULATABLE},
    {"@llvm.amdgcn.icmp.*", CONV_FLAG_SPECULATABLE},
    {"@llvm.amdgcn.fcmp.*", CONV_FLAG_SPECULATABLE},
    {"@llvm.amdgcn.readfirstlane*", CONV_FLAG_SPECULATABLE},
    {"@llvm.amdgcn.wave.reduce.*", CONV_FLAG_SPECULATABLE},
};

/* The properties of a call to `callee`, unless a caller's rule names it
   (the rule's flags are then all it gets) or the target is none. */
CONV__PRIVATE uint32_t conv__llvm_call_properties(const conv__parser *ps, const char *callee) {
    size_t i;
    if (ps->target == CONV_TARGET_NONE) return 0; /* no tables: only the attributes */
    for (i = 0; i < ps->rules_count; i++)
        if (ps->rules[i].callee && conv__callee_matches(ps->rules[i].callee, callee)) return 0;
    for (i = 0; i < sizeof conv__llvm_op_properties / sizeof conv__llvm_op_properties[0]; i++)
        if (conv__callee_matches(conv__llvm_op_properties[i].word, callee)) return conv__llvm_op_properties[i].flag;
    return 0;
}

/* Target flags of a call to `callee` ("@name", "%fp" or "asm"). */
CONV__PRIVATE uint32_t conv__target_call_flags(const conv__parser *ps, const char *callee) {
    const conv__target_entry *table = NULL, *found = NULL;
    size_t count = 0, i;
    bool amdgpu = false;
    for (i = 0; i < ps->rules_count; i++)
        if (ps->rules[i].callee && conv__callee_matches(ps->rules[i].callee, callee)) return ps->rules[i].flags;
    if (strncmp(callee, "@llvm.experimental.convergence.", 31) == 0) return 0;
    switch (ps->target) {
    case CONV_TARGET_AMDGCN:
        table = conv__amdgcn_table;
        count = sizeof conv__amdgcn_table / sizeof conv__amdgcn_table[0];
        amdgpu = true;
        break;
    case CONV_TARGET_R600:
        table = conv__r600_table;
        count = sizeof conv__r600_table / sizeof conv__r600_table[0];
        amdgpu = true;
        break;
    case CONV_TARGET_NVPTX:
        table = conv__nvptx_table;
        count = sizeof conv__nvptx_table / sizeof conv__nvptx_table[0];
        break;
    case CONV_TARGET_SPIRV:
        table = conv__spirv_table;
        count = sizeof conv__spirv_table / sizeof conv__spirv_table[0];
        break;
    case CONV_TARGET_DEFAULT:
    case CONV_TARGET_NONE:
    default:
        return 0;
    }
    if (amdgpu) found = conv__amdgpu_find(callee);
    for (i = 0; i < count; i++)
        if (conv__intrinsic_matches(table[i].callee, callee))
            return table[i].flags | (found ? found->flags & CONV__SRC : 0u);
    if (found) return found->flags;
    if (ps->target == CONV_TARGET_SPIRV && conv__spirv_pure_builtin(callee)) return 0;
    /* An intrinsic of the target that the tables do not know (newer than
       them, or misspelled) may read anything: a source. So is the result
       of a call to an unknown function, to inline asm or through a pointer
       (LLVM: every call that is not an intrinsic), and a cycle counter
       (each thread reads it at its own moment). Other @llvm.* intrinsics
       compute from their operands. */
    if (amdgpu ? strncmp(callee, "@llvm.amdgcn.", 13) == 0 || strncmp(callee, "@llvm.r600.", 11) == 0
               : strncmp(callee, ps->target == CONV_TARGET_SPIRV ? "@llvm.spv." : "@llvm.nvvm.",
                         ps->target == CONV_TARGET_SPIRV ? 10u : 11u) == 0)
        return CONV__SRC;
    if (conv__intrinsic_matches("@llvm.readcyclecounter", callee) ||
        conv__intrinsic_matches("@llvm.readsteadycounter", callee) ||
        conv__intrinsic_matches("@llvm.read_register", callee) ||
        conv__intrinsic_matches("@llvm.read_volatile_register", callee))
        return CONV__SRC;
    if (strncmp(callee, "@llvm.", 6) != 0) return CONV__SRC;
    return 0;
}

/* Whether `opname` calls @llvm.amdgcn.if or @llvm.amdgcn.else (by the
   longest-name search: @llvm.amdgcn.if.break.i64 does not). */
CONV__PRIVATE bool conv__amdgcn_mask_call(const char *opname) {
    const conv__target_entry *e =
        conv__intrinsic_find(conv__amdgcn_llvm, sizeof conv__amdgcn_llvm / sizeof conv__amdgcn_llvm[0], opname);
    return e && (strcmp(e->callee, "@llvm.amdgcn.if") == 0 || strcmp(e->callee, "@llvm.amdgcn.else") == 0);
}

#undef CONV__SRC
#undef CONV__COLL
#undef CONV__CONV

/* Words that can begin an LLVM type: a line of a switch table or of a
   long argument list starts with one. */
CONV__PRIVATE bool conv__llvm_type_word(const conv__tok *t) {
    static const char *const words[] = {"ptr",      "void",      "half",  "bfloat", "float",   "double",
                                        "fp128",    "x86_fp80",  "ppc_fp128", "label", "metadata", "token",
                                        "target",   "x86_amx",   "x86_mmx", "opaque"};
    size_t i;
    if (t->kind != CONV__T_IDENT) return false;
    if (t->n >= 2 && t->p[0] == 'i') {
        for (i = 1; i < t->n && conv__is_digit(t->p[i]); i++) {
        }
        if (i == t->n) return true;
    }
    for (i = 0; i < sizeof words / sizeof words[0]; i++)
        if (conv__tok_is(t, words[i])) return true;
    return false;
}

/* LLVM's instruction opcodes (LangRef), sorted for bsearch, and the call
   prefixes that may stand before one. */
static const char *const conv__llvm_opcodes[] = {
    "add",         "addrspacecast", "alloca",      "and",        "ashr",        "atomicrmw",      "bitcast",
    "br",          "call",          "callbr",      "catchpad",   "catchret",    "catchswitch",    "cleanuppad",
    "cleanupret",  "cmpxchg",       "extractelement", "extractvalue", "fadd",   "fcmp",           "fdiv",
    "fence",       "fmul",          "fneg",        "fpext",      "fptosi",      "fptoui",         "fptrunc",
    "freeze",      "frem",          "fsub",        "getelementptr", "icmp",     "indirectbr",     "insertelement",
    "insertvalue", "inttoptr",      "invoke",      "landingpad", "load",        "lshr",           "mul",
    "musttail",    "notail",        "or",          "phi",        "ptrtoint",    "resume",         "ret",
    "sdiv",        "select",        "sext",        "shl",        "shufflevector", "sitofp",       "srem",
    "store",       "sub",           "switch",      "tail",       "trunc",       "udiv",           "uitofp",
    "unreachable", "urem",          "va_arg",      "xor",        "zext"};

/* Whether p[0..n) is an LLVM opcode (or tail/musttail/notail). The table
   is sorted: only the run of names with p's first letter is compared. */
CONV__PRIVATE bool conv__llvm_is_opcode(const char *p, size_t n) {
    size_t i, count = sizeof conv__llvm_opcodes / sizeof conv__llvm_opcodes[0];
    if (n == 0 || n > 14) return false;
    for (i = 0; i < count && conv__llvm_opcodes[i][0] < p[0]; i++) {
    }
    for (; i < count && conv__llvm_opcodes[i][0] == p[0]; i++)
        if (strncmp(conv__llvm_opcodes[i], p, n) == 0 && conv__llvm_opcodes[i][n] == '\0') return true;
    return false;
}

/* Words that may begin a top-level entity of an LLVM module. */
CONV__PRIVATE bool conv__llvm_toplevel_word(const char *p, size_t n) {
    static const char *const words[] = {"define", "declare", "attributes", "target", "source_filename", "module",
                                        "uselistorder", "uselistorder_bb"};
    size_t i;
    if (n < 6 || strchr("dastmu", p[0]) == NULL) return false;
    for (i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strlen(words[i]) == n && memcmp(words[i], p, n) == 0) return true;
    return false;
}

/* The start of the next non-blank line, seen without the lexer (this runs
   once per line): the first character, the word or name it begins (for a
   letter, digit or sigil), and the first character after it on its line. */
typedef struct conv__line_start {
    char first;        /* '\0' at the end of the text */
    const char *word;  /* the word, or the name after a sigil */
    size_t word_n;
    char after;        /* the next non-blank character after the word */
} conv__line_start;

CONV__PRIVATE conv__line_start conv__llvm_line_start(const conv__lexer *lx) {
    const char *s = lx->src;
    size_t i = lx->pos, n = lx->size;
    conv__line_start ls;
    memset(&ls, 0, sizeof ls);
    for (;;) {
        while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n')) i++;
        if (i < n && s[i] == ';') {
            while (i < n && s[i] != '\n') i++;
            continue;
        }
        break;
    }
    if (i >= n) return ls;
    ls.first = s[i];
    if (s[i] == '%' || s[i] == '@' || s[i] == '!' || s[i] == '$') i++;
    ls.word = s + i;
    if (i < n && s[i] == '"') {
        for (i++; i < n && s[i] != '"'; i++) {
        }
        if (i < n) i++;
    } else {
        while (i < n && conv__is_name_char(s[i])) i++;
    }
    ls.word_n = (size_t)(s + i - ls.word);
    while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
    ls.after = i < n ? s[i] : '\0';
    return ls;
}

/* Where one logical line of LLVM text ends. LLVM's syntax ignores line
   breaks; conv reads an instruction or a top-level entity as one logical
   line, and ends it at a newline only where the next line starts
   something new: a label, a `%x =` / `@x =` / `!x =` / `$x =`
   definition, an opcode, a top-level keyword, or the '}' that closes a
   function. Inside open brackets (a switch table, a long argument list,
   an attribute group, a metadata node), and after a trailing ',', lines
   are joined; so are the clauses LLVM prints on their own line ("to label"
   of invoke, "catch" of landingpad). A word that is neither an opcode nor
   a continuation starts a new line when the previous one was complete, so
   a misspelt opcode is reported on its own line. */
typedef struct conv__line_state {
    size_t depth;      /* open ( and [ */
    size_t braces;     /* open { */
    bool in_body;      /* inside a function body */
    bool trailing_comma;
    bool define_header; /* a `define` line whose body '{' is still to come */
} conv__line_state;

CONV__PRIVATE bool conv__llvm_continues(const conv__parser *ps, const conv__line_state *st) {
    conv__line_start ls = conv__llvm_line_start(&ps->lx);
    bool word = ls.word_n > 0 && ls.first != '"' && ls.first != '%' && ls.first != '@' && ls.first != '!' &&
                ls.first != '$';
    if (ls.first == '\0') return false;
    /* A label (`name:`, `7:`, `"quoted":`) or a definition. */
    if (ls.after == ':' && (word || ls.first == '"')) return false;
    if ((ls.first == '%' || ls.first == '@' || ls.first == '!' || ls.first == '$') && ls.after == '=') return false;
    if (ls.first == '#' && st->in_body) return false; /* a debug record */
    if (word && conv__llvm_toplevel_word(ls.word, ls.word_n)) return false;
    if (ls.first == '}') return st->braces > 0;
    if (st->depth > 0 || st->braces > 0) return true;
    if (st->trailing_comma) return true;
    if (!st->in_body) return ls.first == '{' || st->define_header;
    if (word) {
        /* An opcode, or a misspelt one, starts a new line; a clause or a
           type continues this one. */
        static const char *const clauses[] = {"to", "unwind", "label", "catch", "cleanup", "filter", "within", "from"};
        size_t k;
        conv__tok t;
        for (k = 0; k < sizeof clauses / sizeof clauses[0]; k++)
            if (strlen(clauses[k]) == ls.word_n && memcmp(clauses[k], ls.word, ls.word_n) == 0) return true;
        memset(&t, 0, sizeof t);
        t.kind = CONV__T_IDENT;
        t.p = ls.word;
        t.n = ls.word_n;
        return conv__llvm_type_word(&t);
    }
    return true; /* a value, a string, punctuation */
}

/* Reads the current logical line of LLVM text into `line` (see above); the
   lexer is left at the first token after it, and ps->eol_line / eol_col
   say where it ended. A `define` line ends at the '{' that opens the body,
   and a body line before an unmatched '}', so that instructions may share
   a line with either. */
CONV__PRIVATE void conv__read_line(conv__parser *ps, conv__vec *line) {
    conv__line_state st;
    bool define = false, params_open = false, params_done = false;
    memset(&st, 0, sizeof st);
    st.in_body = ps->llvm_in_body;
    line->count = 0;
    for (;;) {
        while (ps->tok.kind != CONV__T_NEWLINE && ps->tok.kind != CONV__T_EOF) {
            const conv__tok *t = &ps->tok;
            if (t->kind != CONV__T_PUNCT) {
                /* the common case: no bracket, no comma */
                if (CONV__VEC_PUSH1(ps->a, line, conv__tok, *t) != CONV_OK) goto oom;
                if (line->count == 1 && !st.in_body && conv__tok_is(t, "define")) define = st.define_header = true;
                st.trailing_comma = false;
                conv__next(ps);
                continue;
            }
            if (st.in_body && st.depth == 0 && st.braces == 0 && line->count > 0 && t->punct == '}') goto done;
            if (CONV__VEC_PUSH1(ps->a, line, conv__tok, *t) != CONV_OK) goto oom;
            if (conv__tok_punct(t, '(') || conv__tok_punct(t, '[')) {
                /* `@name(`: the parameter list of a define */
                if (st.depth == 0 && line->count >= 2 && CONV__VEC(*line, conv__tok)[line->count - 2].kind == CONV__T_GLOBAL)
                    params_open = true;
                st.depth++;
            } else if ((conv__tok_punct(t, ')') || conv__tok_punct(t, ']')) && st.depth) {
                if (--st.depth == 0 && params_open) params_done = true;
            } else if (conv__tok_punct(t, '{')) {
                if (define && params_done && st.depth == 0 && st.braces == 0) {
                    conv__next(ps);
                    goto done;
                }
                st.braces++;
            } else if (conv__tok_punct(t, '}') && st.braces) {
                st.braces--;
            }
            st.trailing_comma = conv__tok_punct(t, ',');
            conv__next(ps);
        }
        if (ps->tok.kind == CONV__T_NEWLINE && line->count > 0 && conv__llvm_continues(ps, &st)) {
            conv__next(ps);
            continue;
        }
        break;
    }
done:
    ps->eol_line = ps->tok.line;
    ps->eol_col = ps->tok.col;
    if (ps->tok.kind == CONV__T_NEWLINE) conv__next(ps);
    return;
oom:
    conv__oom(ps, CONV_ERR_OUT_OF_MEMORY);
    line->count = 0;
}

CONV__PRIVATE const char *conv__types_name_of(const void *ctx, uint32_t item) {
    const conv__parser *ps = (const conv__parser *)ctx;
    return conv__strpool_get(&ps->types_pool, CONV__VEC(ps->types, uint32_t)[item]);
}

CONV__PRIVATE bool conv__llvm_is_type_name(conv__parser *ps, const conv__tok *t) {
    size_t n;
    const char *s;
    if (t->kind != CONV__T_LOCAL || ps->types_index.count == 0) return false;
    s = conv__decode_name(ps, t, true, &n);
    return conv__nameindex_find(&ps->types_index, conv__types_name_of, ps, s, n) != CONV__NONE;
}

/* Constants that LLVM writes as words. */
CONV__PRIVATE bool conv__llvm_const_word(const conv__tok *t, int64_t *imm) {
    static const char *const words[] = {"null", "undef", "poison", "zeroinitializer", "none"};
    size_t i;
    if (conv__tok_is(t, "true")) {
        *imm = 1;
        return true;
    }
    if (conv__tok_is(t, "false")) {
        *imm = 0;
        return true;
    }
    for (i = 0; i < sizeof words / sizeof words[0]; i++)
        if (conv__tok_is(t, words[i])) {
            *imm = (int64_t)(conv__hash(t->p, t->n) >> 1);
            return true;
        }
    return false;
}

/* Whether t can stand where LLVM expects a value. Callers ask only in a
   value's position (after a type, in a phi entry, before a branch's
   comma), where a %name is a value even when a named type has the same
   name: LLVM keeps the two namespaces apart (`%0 = type {...}` and the
   numbered value %0). */
CONV__PRIVATE bool conv__llvm_is_value(conv__parser *ps, const conv__tok *t) {
    int64_t imm;
    (void)ps;
    if (t->kind == CONV__T_LOCAL) return true;
    return t->kind == CONV__T_INT || t->kind == CONV__T_NUMBER || t->kind == CONV__T_GLOBAL ||
           conv__llvm_const_word(t, &imm);
}

/* The immediate standing for a constant token: integers are themselves,
   true/false are 1/0, anything else gets a hash of its text, so equal
   constants compare equal. */
CONV__PRIVATE int64_t conv__llvm_const_imm(const conv__tok *t) {
    int64_t imm = 0;
    if (t->kind == CONV__T_INT) return t->value;
    if (conv__llvm_const_word(t, &imm)) return imm;
    return (int64_t)(conv__hash(t->p, t->n) >> 1);
}

/* The immediate for a constant written as several tokens t[a..b) (an
   aggregate or a constant expression): a hash of the token texts. */
CONV__PRIVATE int64_t conv__llvm_const_range(const conv__tok *t, size_t a, size_t b) {
    uint64_t h = 1469598103934665603ull;
    size_t i, k;
    for (i = a; i < b; i++) {
        for (k = 0; k < t[i].n; k++) {
            h ^= (unsigned char)t[i].p[k];
            h *= 1099511628211ull;
        }
        h ^= (unsigned char)' ';
        h *= 1099511628211ull;
    }
    return (int64_t)(h >> 1);
}

/* Records a value reference to the single token t. */
CONV__PRIVATE uint32_t conv__llvm_pref(conv__parser *ps, const conv__tok *t) {
    if (t->kind == CONV__T_LOCAL) return conv__add_pref_name(ps, t);
    return conv__add_pref_const(ps, t, conv__llvm_const_imm(t));
}

CONV__PRIVATE bool conv__is_open(const conv__tok *t) {
    return t->kind == CONV__T_PUNCT && (t->punct == '(' || t->punct == '[' || t->punct == '{' || t->punct == '<');
}
CONV__PRIVATE bool conv__is_close(const conv__tok *t) {
    return t->kind == CONV__T_PUNCT && (t->punct == ')' || t->punct == ']' || t->punct == '}' || t->punct == '>');
}

/* Index of the token closing the group opened at `open`, or n. All four
   bracket kinds nest alike. */
CONV__PRIVATE size_t conv__match(const conv__tok *t, size_t n, size_t open) {
    size_t i, depth = 0;
    for (i = open; i < n; i++) {
        if (conv__is_open(&t[i])) depth++;
        else if (conv__is_close(&t[i]) && --depth == 0) return i;
    }
    return n;
}

/* The end of an instruction's own tokens: metadata attachments
   (", !dbg !3") are cut off. */
CONV__PRIVATE size_t conv__llvm_body_end(const conv__tok *t, size_t n) {
    size_t i, depth = 0;
    for (i = 0; i < n; i++) {
        if (conv__is_open(&t[i])) depth++;
        else if (conv__is_close(&t[i]) && depth) depth--;
        else if (conv__tok_punct(&t[i], ',') && depth == 0 && i + 1 < n && t[i + 1].kind == CONV__T_META) return i;
    }
    return n;
}

/* Reports "expected X" at t[k], or at the end of the line when k >= n. */
CONV__PRIVATE void conv__llvm_expected(conv__parser *ps, const conv__tok *t, size_t n, size_t k, const char *what) {
    if (k >= n)
        conv__perr(ps, "parse.expected", ps->eol_line, ps->eol_col, "expected %s, found end of line", what);
    else if (t[k].kind == CONV__T_BAD)
        conv__bad_token(ps, &t[k]);
    else
        conv__perr(ps, "parse.expected", t[k].line, t[k].col, "expected %s, found '%.*s'", what,
                   (int)(t[k].n > 40 ? 40 : t[k].n), t[k].p);
}

/* Adds the successor written `label %x` at t[i]. */
CONV__PRIVATE bool conv__llvm_label_at(conv__parser *ps, const conv__tok *t, size_t n, size_t i) {
    if (i >= n || !conv__tok_is(&t[i], "label")) {
        conv__llvm_expected(ps, t, n, i, "'label'");
        return false;
    }
    if (i + 1 >= n || t[i + 1].kind != CONV__T_LOCAL) {
        conv__llvm_expected(ps, t, n, i + 1, "a %label after 'label'");
        return false;
    }
    conv__add_bref(ps, &t[i + 1]);
    return true;
}

/* The number of an attribute group token "#12"; -1 when it overflows. */
CONV__PRIVATE int64_t conv__llvm_group_number(const conv__tok *t) {
    int64_t num = 0;
    size_t k;
    for (k = 1; k < t->n; k++) {
        if (num > (INT64_MAX - 9) / 10) return -1;
        num = num * 10 + (t->p[k] - '0');
    }
    return num;
}

CONV__PRIVATE uint32_t conv__llvm_group_flags(const conv__parser *ps, const conv__tok *t) {
    int64_t num = conv__llvm_group_number(t);
    size_t i;
    uint32_t flags = 0;
    if (num < 0) return 0;
    for (i = 0; i < ps->groups.count; i++)
        if (CONV__VEC(ps->groups, conv__attrgroup)[i].number == num) flags |= CONV__VEC(ps->groups, conv__attrgroup)[i].flags;
    return flags;
}

/* One operand written "type value" in t[a..b) (a call argument, a returned
   value). Records the value, or nothing for metadata and a "..." varargs
   marker. */
CONV__PRIVATE bool conv__llvm_typed_operand(conv__parser *ps, const conv__tok *t, size_t n, size_t a, size_t b) {
    const conv__tok *last;
    if (b <= a) {
        conv__llvm_expected(ps, t, n, a, "a type and a value");
        return false;
    }
    last = &t[b - 1];
    if (conv__tok_is(&t[a], "metadata") || last->kind == CONV__T_META) return true;
    if (b - a == 1 && conv__tok_punct(last, '.')) return true;
    if (t[a].kind == CONV__T_PUNCT && t[a].punct != '<' && t[a].punct != '[' && t[a].punct != '{') {
        conv__llvm_expected(ps, t, n, a, "a type");
        return false;
    }
    if (b - a >= 2 && conv__llvm_is_value(ps, last)) {
        conv__llvm_pref(ps, last);
        return true;
    }
    if (b - a >= 2 && (conv__is_close(last) || (last->kind == CONV__T_STRING && conv__tok_is(&t[b - 2], "c")))) {
        conv__add_pref_const(ps, &t[a], conv__llvm_const_range(t, a, b));
        return true;
    }
    if (b - a == 1 && conv__llvm_is_value(ps, last))
        conv__perr(ps, "parse.expected", last->line, last->col, "expected a type before the value");
    else
        conv__llvm_expected(ps, t, n, b, "a value after the type");
    return false;
}

/* A value without its type (a phi's incoming value) in t[a..b). */
CONV__PRIVATE bool conv__llvm_untyped_value(conv__parser *ps, const conv__tok *t, size_t n, size_t a, size_t b) {
    if (b == a + 1 && conv__llvm_is_value(ps, &t[a])) {
        conv__llvm_pref(ps, &t[a]);
        return true;
    }
    if (b > a && (conv__is_close(&t[b - 1]) || (b == a + 2 && conv__tok_is(&t[a], "c") &&
                                                  t[a + 1].kind == CONV__T_STRING))) {
        conv__add_pref_const(ps, &t[a], conv__llvm_const_range(t, a, b));
        return true;
    }
    conv__llvm_expected(ps, t, n, a, "a value");
    return false;
}

/* Index of the first comma at bracket depth 0 in t[a..b), or b. */
CONV__PRIVATE size_t conv__llvm_top_comma(const conv__tok *t, size_t a, size_t b) {
    size_t k, depth = 0;
    for (k = a; k < b; k++) {
        if (conv__is_open(&t[k])) depth++;
        else if (conv__is_close(&t[k]) && depth) depth--;
        else if (depth == 0 && conv__tok_punct(&t[k], ',')) return k;
    }
    return b;
}

/* Splits t[a..b) at top-level commas and reads each piece as a typed
   operand. An empty list is fine; an empty piece is not. */
CONV__PRIVATE bool conv__llvm_operand_list(conv__parser *ps, const conv__tok *t, size_t n, size_t a, size_t b) {
    size_t start = a;
    if (a == b) return true;
    for (;;) {
        size_t end = conv__llvm_top_comma(t, start, b);
        if (!conv__llvm_typed_operand(ps, t, n, start, end)) return false;
        if (end == b) return true;
        start = end + 1;
    }
}

/* `<type> <value>` in t[a..k), k being the comma after it: the condition
   of a br, the value of a switch or indirectbr. */
CONV__PRIVATE bool conv__llvm_head_value(conv__parser *ps, const conv__tok *t, size_t n, size_t a, size_t k) {
    if (k >= n) {
        conv__llvm_expected(ps, t, n, a >= n ? n : k, a >= n ? "a type and a value" : "','");
        return false;
    }
    if (k == a) {
        conv__llvm_expected(ps, t, n, a, "a type and a value");
        return false;
    }
    if (k >= a + 3 && conv__is_close(&t[k - 1])) {
        /* a constant expression: `br i1 ptrtoint (ptr @g to i1), ...` */
        conv__add_pref_const(ps, &t[a], conv__llvm_const_range(t, a, k));
        return true;
    }
    if (!conv__llvm_is_value(ps, &t[k - 1])) {
        conv__llvm_expected(ps, t, n, k - 1, "a value");
        return false;
    }
    if (k == a + 1) {
        conv__perr(ps, "parse.expected", t[a].line, t[a].col, "expected a type before the value");
        return false;
    }
    conv__llvm_pref(ps, &t[k - 1]);
    return true;
}

/* Where a call's callee and arguments are. */
typedef struct conv__llvm_callee {
    size_t at;          /* the callee's first token */
    size_t lp;          /* the '(' of the arguments */
    bool is_asm;        /* inline asm: `asm "..." , "..."` */
    bool returns_token; /* `token` as the return type */
} conv__llvm_callee;

/* Finds the callee after the opcode t[i]: the first top-level `@f`, `%fp`
   (not a named type) or constant (`null`, `undef`, `poison`) followed by
   '(', `asm`, or a constant expression followed by the arguments' '('
   (`bitcast (ptr @f to ptr)(...)`). Returns false after an error. */
CONV__PRIVATE bool conv__llvm_find_callee(conv__parser *ps, const conv__tok *t, size_t n, size_t i,
                                          conv__llvm_callee *c) {
    size_t k, depth = 0;
    memset(c, 0, sizeof *c);
    c->at = c->lp = n;
    for (k = i + 1; k < n && c->at == n; k++) {
        if (conv__is_open(&t[k])) {
            depth++;
        } else if (conv__is_close(&t[k])) {
            if (depth) depth--;
        } else if (depth != 0) {
        } else if (conv__tok_is(&t[k], "asm")) {
            c->is_asm = true;
            c->at = k;
            for (c->lp = k + 1; c->lp < n && !conv__tok_punct(&t[c->lp], '('); c->lp++) {
            }
        } else if ((t[k].kind == CONV__T_GLOBAL || (t[k].kind == CONV__T_LOCAL && !conv__llvm_is_type_name(ps, &t[k])) ||
                    conv__tok_is(&t[k], "null") || conv__tok_is(&t[k], "undef") || conv__tok_is(&t[k], "poison")) &&
                   k + 1 < n && conv__tok_punct(&t[k + 1], '(')) {
            c->at = k;
            c->lp = k + 1;
        } else if (t[k].kind == CONV__T_IDENT && k + 1 < n && conv__tok_punct(&t[k + 1], '(') &&
                   conv__llvm_is_opcode(t[k].p, t[k].n)) {
            size_t close = conv__match(t, n, k + 1);
            if (close + 1 < n && conv__tok_punct(&t[close + 1], '(')) {
                c->at = k;
                c->lp = close + 1;
            }
        } else if (conv__tok_is(&t[k], "token")) {
            c->returns_token = true;
        }
    }
    if (c->at == n || c->lp >= n) {
        conv__perr(ps, "parse.expected", t[i].line, t[i].col, "expected a callee and its arguments after '%.*s'",
                   (int)t[i].n, t[i].p);
        return false;
    }
    return true;
}

/* The callee's name as the call's opcode. Inline asm and constant callees
   are named by their keyword: the target tables then treat them as
   unknown functions. A bitcast of a function is that function (LLVM folds
   it). */
CONV__PRIVATE uint32_t conv__llvm_callee_name(conv__parser *ps, const conv__tok *t, const conv__llvm_callee *c) {
    if (c->is_asm) return conv__text_add(ps, "asm", 3);
    if (conv__tok_is(&t[c->at], "bitcast") && c->lp == c->at + 7 && t[c->at + 3].kind == CONV__T_GLOBAL)
        return conv__name_add(ps, &t[c->at + 3], true, false);
    if (t[c->at].kind == CONV__T_IDENT) return conv__text_tok(ps, &t[c->at], false);
    return conv__name_add(ps, &t[c->at], true, false);
}

/* The "convergencectrl" bundle whose name is t[b] and whose operands end at
   t[bclose]: sets instruction pidx's token. The bundle's operands are split
   at top-level commas, the value of each being its last token; a constant
   (none, poison, 0) is kept as the token so that the verifier can say it
   is not produced by an intrinsic. */
CONV__PRIVATE bool conv__llvm_ctrl_bundle(conv__parser *ps, size_t pidx, const conv__tok *t, size_t b, size_t bclose) {
    size_t seg = b + 2, nest = 0, q;
    uint32_t operands = 0;
    if (CONV__VEC(ps->pinsts, conv__pinst)[pidx].token) {
        conv__perr(ps, "token.multiple-bundles", t[b].line, t[b].col, "a call has at most one \"convergencectrl\" bundle");
        return false;
    }
    for (q = b + 2; q <= bclose; q++) {
        bool end = q == bclose;
        if (!end && t[q].kind == CONV__T_PUNCT) {
            if (strchr("([{<", t[q].punct)) nest++;
            else if (strchr(")]}>", t[q].punct) && nest) nest--;
            else if (t[q].punct == ',' && nest == 0) end = true;
        }
        if (!end) continue;
        if (q > seg) {
            operands++;
            if (operands == 1 && conv__llvm_is_value(ps, &t[q - 1])) {
                uint32_t pr = conv__llvm_pref(ps, &t[q - 1]);
                CONV__VEC(ps->pinsts, conv__pinst)[pidx].token = pr + 1u;
            }
        }
        seg = q + 1;
    }
    if (operands != 1) {
        conv__perr(ps, "token.multiple-bundles", t[b].line, t[b].col,
                   "a \"convergencectrl\" bundle has exactly one token operand, not %u", (unsigned)operands);
        return false;
    }
    if (!CONV__VEC(ps->pinsts, conv__pinst)[pidx].token) {
        conv__perr(ps, "parse.expected", t[b].line, t[b].col, "expected a token value in the \"convergencectrl\" bundle");
        return false;
    }
    return true;
}

/* The operand bundles `[ "name"(...), ... ]` opening at t[k]: the index of
   the ']', or n after an error. Only "convergencectrl" is read. */
CONV__PRIVATE size_t conv__llvm_bundles(conv__parser *ps, size_t pidx, const conv__tok *t, size_t n, size_t k) {
    size_t close = conv__match(t, n, k), b;
    if (close == n) {
        conv__perr(ps, "parse.expected", t[k].line, t[k].col, "expected ']' closing the operand bundles");
        return n;
    }
    for (b = k + 1; b < close; b++) {
        size_t bclose;
        if (t[b].kind != CONV__T_STRING || !conv__tok_punct(&t[b + 1], '(')) continue;
        bclose = conv__match(t, n, b + 1);
        if (t[b].n == 17 && memcmp(t[b].p, "\"convergencectrl\"", 17) == 0 &&
            !conv__llvm_ctrl_bundle(ps, pidx, t, b, bclose))
            return n;
        b = bclose;
    }
    return close;
}

/* The `[ ... ]` list of a switch, an indirectbr or a callbr that opens at t[lb]: the
   index of its ']', or n after reporting what is missing. */
CONV__PRIVATE size_t conv__llvm_bracket_list(conv__parser *ps, const conv__tok *t, size_t n, size_t lb,
                                             const char *what) {
    size_t rb;
    if (lb >= n || !conv__tok_punct(&t[lb], '[')) {
        char expect[64];
        snprintf(expect, sizeof expect, "'[' and the %s", what);
        conv__llvm_expected(ps, t, n, lb, expect);
        return n;
    }
    rb = conv__match(t, n, lb);
    if (rb == n) conv__perr(ps, "parse.expected", t[lb].line, t[lb].col, "expected ']' closing the %s", what);
    return rb;
}

/* `label %a, label %b, ...` in t(lb..rb) (the brackets of an indirectbr or
   of callbr's indirect destinations); with `cases`, destination d > 0 gets
   the case value d. Returns the number of labels, or -1 after an error. */
CONV__PRIVATE int64_t conv__llvm_label_list(conv__parser *ps, const conv__tok *t, size_t n, size_t lb, size_t rb,
                                            bool cases) {
    size_t q;
    int64_t dest = 0;
    for (q = lb + 1; q < rb;) {
        if (!conv__llvm_label_at(ps, t, n, q)) return -1;
        if (cases && dest > 0) conv__add_case(ps, &t[q], dest);
        dest++;
        q += 2;
        if (q < rb) {
            if (!conv__tok_punct(&t[q], ',')) {
                conv__llvm_expected(ps, t, n, q, "',' or ']'");
                return -1;
            }
            if (++q == rb) {
                conv__llvm_expected(ps, t, n, q, "'label'");
                return -1;
            }
        }
    }
    return dest;
}

/* The destinations after `to` at t[k]: `to label %n unwind label %u` of
   invoke, `to label %d [ label %i, ... ]` of callbr. */
CONV__PRIVATE bool conv__llvm_call_dests(conv__parser *ps, const conv__tok *t, size_t n, size_t k, bool callbr) {
    size_t rb;
    if (!conv__llvm_label_at(ps, t, n, k + 1)) return false;
    if (!callbr) {
        if (k + 3 >= n || !conv__tok_is(&t[k + 3], "unwind")) {
            conv__llvm_expected(ps, t, n, k + 3, "'unwind label %dest'");
            return false;
        }
        if (!conv__llvm_label_at(ps, t, n, k + 4)) return false;
        if (k + 6 < n) {
            conv__llvm_expected(ps, t, n, k + 6, "end of line");
            return false;
        }
        return true;
    }
    rb = conv__llvm_bracket_list(ps, t, n, k + 3, "indirect destinations");
    if (rb == n || conv__llvm_label_list(ps, t, n, k + 3, rb, false) < 0) return false;
    if (rb + 1 < n) {
        conv__llvm_expected(ps, t, n, rb + 1, "end of line");
        return false;
    }
    return true;
}

/* What a call becomes once its callee is known: a token intrinsic, and
   the target's flags. */
CONV__PRIVATE void conv__llvm_call_kind(conv__parser *ps, conv__pinst *pi, uint32_t kind, uint32_t flags,
                                        bool returns_token) {
    const char *opname = conv__text(ps, pi->opcode);
    if (kind == CONV_KIND_CALL && strncmp(opname, "@llvm.experimental.convergence.", 31) == 0) {
        const char *which = opname + 31;
        if (strcmp(which, "entry") == 0) kind = CONV_KIND_ENTRY;
        else if (strcmp(which, "loop") == 0) kind = CONV_KIND_LOOP;
        else if (strcmp(which, "anchor") == 0) kind = CONV_KIND_ANCHOR;
        if (kind != CONV_KIND_CALL) {
            pi->opcode = 0;
            pi->ops_count = 0; /* the intrinsics take no ordinary operands */
        }
    }
    pi->kind = kind;
    flags |= conv__target_call_flags(ps, opname) | conv__llvm_call_properties(ps, opname);
    if (ps->target == CONV_TARGET_AMDGCN && conv__amdgcn_mask_call(opname)) ps->amdgcn_masks++;
    if (returns_token && kind == CONV_KIND_CALL) flags |= CONV_FLAG_TOKEN;
    pi->flags |= flags;
}

/* call / invoke / callbr: t[i] is the opcode. */
CONV__PRIVATE bool conv__llvm_call(conv__parser *ps, size_t pidx, const conv__tok *t, size_t n, size_t i) {
    size_t k, rp;
    bool callbr = conv__tok_is(&t[i], "callbr");
    uint32_t flags = 0, kind = conv__tok_is(&t[i], "call") ? CONV_KIND_CALL : CONV_KIND_INVOKE;
    conv__llvm_callee c;
    conv__pinst *pi;
    if (!conv__llvm_find_callee(ps, t, n, i, &c)) return false;
    rp = conv__match(t, n, c.lp);
    if (rp == n) {
        conv__perr(ps, "parse.expected", t[c.lp].line, t[c.lp].col, "expected ')' closing the call's arguments");
        return false;
    }
    CONV__VEC(ps->pinsts, conv__pinst)[pidx].opcode = conv__llvm_callee_name(ps, t, &c);
    if (!conv__llvm_operand_list(ps, t, n, c.lp + 1, rp)) return false;
    pi = &CONV__VEC(ps->pinsts, conv__pinst)[pidx];
    pi->ops_count = (uint32_t)ps->prefs.count - pi->ops_begin;
    /* Attributes, bundles, and (invoke, callbr) successors. */
    for (k = rp + 1; k < n; k++) {
        if (conv__tok_is(&t[k], "convergent")) {
            flags |= CONV_FLAG_CONVERGENT;
        } else if (conv__tok_is(&t[k], "noconvergent")) {
            flags |= CONV_FLAG_NOCONVERGENT;
        } else if (t[k].kind == CONV__T_HASH) {
            if (conv__llvm_group_flags(ps, &t[k]) & CONV_FUNCTION_CONVERGENT) flags |= CONV_FLAG_CONVERGENT;
        } else if (conv__tok_punct(&t[k], '[')) {
            k = conv__llvm_bundles(ps, pidx, t, n, k);
            if (k == n) return false;
        } else if (conv__tok_is(&t[k], "to")) {
            if (kind == CONV_KIND_CALL) {
                conv__perr(ps, "parse.expected", t[k].line, t[k].col, "only invoke and callbr have 'to' destinations");
                return false;
            }
            if (!conv__llvm_call_dests(ps, t, n, k, callbr)) return false;
            break;
        }
    }
    pi = &CONV__VEC(ps->pinsts, conv__pinst)[pidx];
    pi->refs_count = (uint32_t)ps->brefs.count - pi->refs_begin;
    if (kind == CONV_KIND_INVOKE && pi->refs_count == 0) {
        conv__perr(ps, "parse.expected", ps->eol_line, ps->eol_col, "expected 'to label %%dest' after the arguments");
        return false;
    }
    conv__llvm_call_kind(ps, pi, kind, flags, c.returns_token);
    return true;
}

/* The address space of a load's pointer operand: the type after the
   first top-level comma, `ptr` or `ptr addrspace(N)`. Only that type
   counts; a constant expression after it may name other address spaces
   (`ptr getelementptr (i8, ptr addrspace(1) @g, i64 4)` is flat). -1 when
   the type is not an opaque `ptr` (typed pointers are not read). */
CONV__PRIVATE int64_t conv__llvm_load_addrspace(const conv__tok *t, size_t i, size_t n) {
    size_t k = conv__llvm_top_comma(t, i + 1, n) + 1;
    if (k >= n || !conv__tok_is(&t[k], "ptr")) return -1;
    if (k + 4 < n && conv__tok_is(&t[k + 1], "addrspace") && conv__tok_punct(&t[k + 2], '(') &&
        t[k + 3].kind == CONV__T_INT && conv__tok_punct(&t[k + 4], ')'))
        return t[k + 3].value;
    return 0;
}

/* `extractvalue %r, 1` of %r = call @llvm.amdgcn.if/else: the saved exec
   mask, which LLVM's isAlwaysUniform calls uniform (index 0, the branch
   condition, stays a source through %r). Only looked for in functions
   that call if/else, and only among the instructions read so far. */
CONV__PRIVATE bool conv__llvm_mask_extract(conv__parser *ps, const conv__tok *t, size_t n) {
    size_t nn, p;
    const char *name;
    if (ps->amdgcn_masks == 0 || n < 4 || t[n - 1].kind != CONV__T_INT || t[n - 1].value != 1 ||
        !conv__tok_punct(&t[n - 2], ',') || t[n - 3].kind != CONV__T_LOCAL)
        return false;
    name = conv__decode_name(ps, &t[n - 3], true, &nn);
    for (p = ps->pinsts.count; p-- > 0;) {
        const conv__pinst *q = &CONV__VEC(ps->pinsts, conv__pinst)[p];
        const char *qn = q->name ? conv__text(ps, q->name) : "";
        if (strlen(qn) == nn && memcmp(qn, name, nn) == 0)
            return q->kind == CONV_KIND_CALL && q->opcode && conv__amdgcn_mask_call(conv__text(ps, q->opcode));
    }
    return false;
}

/* Whether the SPIR-V builtin variable `name` ("@__spirv_BuiltInX") may
   differ between the threads of a wave; only the launch geometry and the
   sub-group counts do not. */
CONV__PRIVATE bool conv__spirv_builtin_varies(const conv__tok *name) {
    static const char *const uniform[] = {"WorkgroupId", "NumWorkgroups", "WorkgroupSize", "GlobalSize",
                                          "GlobalOffset", "EnqueuedWorkgroupSize", "WorkDim", "SubgroupSize",
                                          "SubgroupMaxSize", "NumSubgroups", "NumEnqueuedSubgroups", "SubgroupId"};
    const char *p;
    size_t n, k;
    if (name->n <= 17 || memcmp(name->p, "@__spirv_BuiltIn", 16) != 0) return false;
    p = name->p + 16;
    n = name->n - 16;
    for (k = 0; k < sizeof uniform / sizeof uniform[0]; k++)
        if (strlen(uniform[k]) == n && memcmp(uniform[k], p, n) == 0) return false;
    return true;
}

/* Target flags of a generic operation t[i..n) on SPIR-V: atomics; loads
   other than from CrossWorkgroup (1), UniformConstant (2) and Workgroup
   (3) memory (Function (0) is per thread, Generic (4) may be, Input holds
   per-invocation builtins) unless straight from a uniform builtin
   variable; and any instruction that names a builtin variable that
   differs per thread (its address is uniform, but marking it makes every
   load through it divergent, however it is reached). */
CONV__PRIVATE uint32_t conv__spirv_generic_flags(const conv__tok *t, size_t i, size_t n) {
    size_t k;
    int64_t as;
    bool builtin = false;
    if (conv__tok_is(&t[i], "atomicrmw") || conv__tok_is(&t[i], "cmpxchg")) return CONV_FLAG_DIVERGENCE_SOURCE;
    for (k = i + 1; k < n; k++) {
        if (t[k].kind != CONV__T_GLOBAL) continue;
        if (conv__spirv_builtin_varies(&t[k])) return CONV_FLAG_DIVERGENCE_SOURCE;
        if (t[k].n > 16 && memcmp(t[k].p, "@__spirv_BuiltIn", 16) == 0) builtin = true;
    }
    if (!conv__tok_is(&t[i], "load")) return 0;
    if (i + 1 < n && conv__tok_is(&t[i + 1], "atomic")) return CONV_FLAG_DIVERGENCE_SOURCE;
    if (builtin) return 0; /* a launch-geometry builtin, in Input storage */
    as = conv__llvm_load_addrspace(t, i, n);
    return as == 1 || as == 2 || as == 3 ? 0u : (uint32_t)CONV_FLAG_DIVERGENCE_SOURCE;
}

/* Target flags of a generic operation t[i..n) on a GPU target: as in
   LLVM 19, atomicrmw and cmpxchg are sources, and so are loads through
   flat/generic (0) and private/local (5) pointers. Unlike LLVM 19 (on
   both targets), every atomic load is a source too: it may race with a
   store, and the threads need not see it at the same moment. */
CONV__PRIVATE uint32_t conv__llvm_generic_flags(conv__parser *ps, const conv__tok *t, size_t i, size_t n) {
    int64_t as;
    if (ps->target == CONV_TARGET_SPIRV) return conv__spirv_generic_flags(t, i, n);
    if (ps->target != CONV_TARGET_AMDGCN && ps->target != CONV_TARGET_R600 && ps->target != CONV_TARGET_NVPTX) return 0;
    if (conv__tok_is(&t[i], "atomicrmw") || conv__tok_is(&t[i], "cmpxchg")) return CONV_FLAG_DIVERGENCE_SOURCE;
    if (conv__tok_is(&t[i], "extractvalue")) {
        bool mask = ps->target == CONV_TARGET_AMDGCN && conv__llvm_mask_extract(ps, t, n);
        return mask ? (uint32_t)CONV_FLAG_ALWAYS_UNIFORM : 0u;
    }
    if (!conv__tok_is(&t[i], "load")) return 0;
    if (i + 1 < n && conv__tok_is(&t[i + 1], "atomic")) return CONV_FLAG_DIVERGENCE_SOURCE;
    as = conv__llvm_load_addrspace(t, i, n);
    return as < 0 || as == 0 || as == 5 ? (uint32_t)CONV_FLAG_DIVERGENCE_SOURCE : 0u;
}

/* Starts an implicitly numbered block when an instruction follows a
   terminator (or opens the function) without a label. */
CONV__PRIVATE void conv__llvm_implicit_block(conv__parser *ps, const conv__tok *at) {
    char num[32];
    int len = snprintf(num, sizeof num, "%lld", (long long)ps->next_number++);
    conv__add_pblock(ps, conv__text_add(ps, num, (size_t)len), at->line, at->col);
}

/* Calls of LLVM's debug intrinsics are debug info: skipped. */
CONV__PRIVATE bool conv__llvm_is_debug_call(const conv__tok *t, size_t n, size_t i) {
    size_t k;
    if (!conv__tok_is(&t[i], "call")) return false;
    for (k = i + 1; k + 1 < n; k++)
        if (t[k].kind == CONV__T_GLOBAL && conv__tok_punct(&t[k + 1], '('))
            return t[k].n > 10 && memcmp(t[k].p, "@llvm.dbg.", 10) == 0;
    return false;
}

/* The phi's incoming list `[ v, %b ], ...` at the end of t[i+1..n). */
CONV__PRIVATE bool conv__llvm_phi(conv__parser *ps, const conv__tok *t, size_t n, size_t i) {
    size_t q, first = n;
    /* The first '[' group that ends in ", %label" starts the list; earlier
       groups belong to the type ("[2 x i32]"). */
    size_t seen = n;
    for (q = i + 1; q < n; q++) {
        size_t c;
        if (!conv__tok_punct(&t[q], '[')) continue;
        seen = q;
        c = conv__match(t, n, q);
        if (c == n) {
            conv__perr(ps, "parse.expected", t[q].line, t[q].col, "expected ']' closing the phi entry");
            return false;
        }
        if (c >= q + 3 && conv__tok_punct(&t[c - 2], ',') && t[c - 1].kind == CONV__T_LOCAL) {
            first = q;
            break;
        }
        q = c;
    }
    if (first == n) {
        if (seen < n)
            conv__perr(ps, "parse.expected", t[seen].line, t[seen].col, "expected a phi entry '[ value, %%block ]'");
        else
            conv__llvm_expected(ps, t, n, n, "'[ value, %block ]'");
        return false;
    }
    if (first == i + 1) {
        conv__perr(ps, "parse.expected", t[first].line, t[first].col, "expected the phi's type before its entries");
        return false;
    }
    for (q = first;;) {
        size_t c = conv__tok_punct(&t[q], '[') ? conv__match(t, n, q) : n;
        if (c == n || c < q + 3 || !conv__tok_punct(&t[c - 2], ',') || t[c - 1].kind != CONV__T_LOCAL) {
            conv__llvm_expected(ps, t, n, q, "'[ value, %block ]'");
            return false;
        }
        if (!conv__llvm_untyped_value(ps, t, n, q + 1, c - 2)) return false;
        conv__add_bref(ps, &t[c - 1]);
        q = c + 1;
        if (q == n) return true;
        if (!conv__tok_punct(&t[q], ',')) {
            conv__llvm_expected(ps, t, n, q, "',' or end of line");
            return false;
        }
        q++;
        if (q == n) {
            conv__llvm_expected(ps, t, n, q, "'[ value, %block ]'");
            return false;
        }
    }
}

/* Whether the %name t[k] among the operands of the generic operation at
   t[i] is a value rather than a named type of the same name (LLVM keeps
   the two apart: `extractvalue %0 %0, 0` reads value %0 of type %0). A
   named type stands before its value or a bracket, or right after the
   opcode or a keyword (`load %T, ptr %p`, `getelementptr inbounds %T, ...`)
   or in a type's brackets; a value ends its operand, after its type or,
   untyped, after a comma (`add i32 %a, %0`; only va_arg takes a type
   there). */
CONV__PRIVATE bool conv__llvm_operand_is_value(conv__parser *ps, const conv__tok *t, size_t i, size_t k, size_t n) {
    const conv__tok *prev = &t[k - 1];
    if (!conv__llvm_is_type_name(ps, &t[k])) return true;
    if (k + 1 < n && !(t[k + 1].kind == CONV__T_PUNCT && strchr(",)]}>", t[k + 1].punct) != NULL)) return false;
    if (conv__tok_punct(prev, ',')) return !conv__tok_is(&t[i], "va_arg");
    if (k == i + 1 || conv__tok_punct(prev, '(') || conv__tok_punct(prev, '[') || conv__tok_punct(prev, '{') ||
        conv__tok_punct(prev, '<'))
        return false;
    if (prev->kind == CONV__T_IDENT && !conv__llvm_type_word(prev)) return false;
    return true;
}

/* Whether the unnamed instruction at t[i] has a result (which LLVM then
   numbers): everything but stores, fences, terminators without a result
   and calls returning void (a `void` before the callee's arguments). */
CONV__PRIVATE bool conv__llvm_makes_value(const conv__tok *t, size_t n, size_t i) {
    static const char *const none[] = {"store", "fence", "br", "switch", "indirectbr", "ret", "resume",
                                       "unreachable", "catchret", "cleanupret"};
    size_t k, depth = 0;
    for (k = 0; k < sizeof none / sizeof none[0]; k++)
        if (conv__tok_is(&t[i], none[k])) return false;
    if (!conv__tok_is(&t[i], "call") && !conv__tok_is(&t[i], "invoke") && !conv__tok_is(&t[i], "callbr")) return true;
    for (k = i + 1; k < n; k++) {
        if (conv__tok_is(&t[k], "addrspace") && k + 1 < n && conv__tok_punct(&t[k + 1], '(')) {
            k = conv__match(t, n, k + 1);
            continue;
        }
        if (depth == 0 && conv__tok_is(&t[k], "void")) return false;
        if (conv__is_open(&t[k])) {
            if (depth == 0 && conv__tok_punct(&t[k], '(') && k > i + 1 &&
                (t[k - 1].kind == CONV__T_GLOBAL || t[k - 1].kind == CONV__T_LOCAL))
                break; /* the arguments */
            depth++;
        } else if (conv__is_close(&t[k]) && depth) {
            depth--;
        }
    }
    return true;
}

/* `br label %d` or `br <ty> <cond>, label %a, label %b` at t[i]. */
CONV__PRIVATE bool conv__llvm_br(conv__parser *ps, const conv__tok *t, size_t n, size_t i) {
    size_t k;
    if (i + 1 < n && conv__tok_is(&t[i + 1], "label")) {
        if (!conv__llvm_label_at(ps, t, n, i + 1)) return false;
        if (i + 3 < n) {
            conv__llvm_expected(ps, t, n, i + 3, "end of line");
            return false;
        }
        return true;
    }
    k = conv__llvm_top_comma(t, i + 1, n);
    if (!conv__llvm_head_value(ps, t, n, i + 1, k) || !conv__llvm_label_at(ps, t, n, k + 1)) return false;
    if (k + 3 >= n || !conv__tok_punct(&t[k + 3], ',')) {
        conv__llvm_expected(ps, t, n, k + 3, "','");
        return false;
    }
    if (!conv__llvm_label_at(ps, t, n, k + 4)) return false;
    if (k + 6 < n) {
        conv__llvm_expected(ps, t, n, k + 6, "end of line");
        return false;
    }
    return true;
}

/* `switch <ty> <v>, label %d [ <ty> <c>, label %l ... ]` at t[i]. */
CONV__PRIVATE bool conv__llvm_switch(conv__parser *ps, const conv__tok *t, size_t n, size_t i) {
    size_t k, rb, q;
    conv__i64set_clear(ps->a, &ps->cases);
    k = conv__llvm_top_comma(t, i + 1, n);
    if (!conv__llvm_head_value(ps, t, n, i + 1, k) || !conv__llvm_label_at(ps, t, n, k + 1)) return false;
    rb = conv__llvm_bracket_list(ps, t, n, k + 3, "switch's cases");
    if (rb == n) return false;
    for (q = k + 4; q < rb; q += 5) {
        /* type value , label %dest */
        if (t[q].kind != CONV__T_IDENT) {
            conv__llvm_expected(ps, t, n, q, "a case: 'type value, label %dest'");
            return false;
        }
        if (t[q + 1].kind == CONV__T_LOCAL || !conv__llvm_is_value(ps, &t[q + 1])) {
            conv__llvm_expected(ps, t, n, q + 1, "a constant case value");
            return false;
        }
        conv__add_case(ps, &t[q + 1], conv__llvm_const_imm(&t[q + 1]));
        if (!conv__tok_punct(&t[q + 2], ',')) {
            conv__llvm_expected(ps, t, n, q + 2, "','");
            return false;
        }
        if (!conv__llvm_label_at(ps, t, n, q + 3)) return false;
    }
    if (rb + 1 < n) {
        conv__llvm_expected(ps, t, n, rb + 1, "end of line");
        return false;
    }
    return true;
}

/* `indirectbr <ty> <addr>, [ label %l0, label %l1, ... ]` at t[i], built as
   a switch: destination 0 acts as the default, destination d > 0 is the
   case value d. */
CONV__PRIVATE bool conv__llvm_indirectbr(conv__parser *ps, const conv__tok *t, size_t n, size_t i) {
    size_t k, lb, rb;
    conv__i64set_clear(ps->a, &ps->cases);
    k = conv__llvm_top_comma(t, i + 1, n);
    if (!conv__llvm_head_value(ps, t, n, i + 1, k)) return false;
    lb = k + 1;
    rb = conv__llvm_bracket_list(ps, t, n, lb, "destinations");
    if (rb == n) return false;
    switch (conv__llvm_label_list(ps, t, n, lb, rb, true)) {
    case -1: return false;
    case 0:
        conv__perr(ps, "parse.expected", t[lb].line, t[lb].col, "an indirectbr needs at least one destination");
        return false;
    default: break;
    }
    if (rb + 1 < n) {
        conv__llvm_expected(ps, t, n, rb + 1, "end of line");
        return false;
    }
    return true;
}

/* `ret void`, `ret <ty> <v>`, `resume <ty> <v>` at t[i]. */
CONV__PRIVATE bool conv__llvm_ret(conv__parser *ps, const conv__tok *t, size_t n, size_t i) {
    size_t k;
    if (i + 1 >= n) {
        conv__llvm_expected(ps, t, n, i + 1, "'void' or a type and a value");
        return false;
    }
    if (conv__tok_is(&t[i + 1], "void")) {
        if (i + 2 < n) {
            conv__llvm_expected(ps, t, n, i + 2, "end of line");
            return false;
        }
        return true;
    }
    k = conv__llvm_top_comma(t, i + 1, n);
    if (!conv__llvm_typed_operand(ps, t, n, i + 1, k)) return false;
    if (k < n) {
        conv__llvm_expected(ps, t, n, k, "end of line");
        return false;
    }
    return true;
}

/* Any other opcode at t[i], for instruction pidx: a generic operation on the
   %values it names, with the target's flags. */
/* --- the LLVM reader: what the concrete interpreter needs --- */

/* The width of an integer type token "iN" (1..64), 0 for any other. */
CONV__PRIVATE uint32_t conv__llvm_int_width(const conv__tok *t) {
    uint32_t w = 0;
    size_t k;
    if (t->kind != CONV__T_IDENT || t->n < 2 || t->n > 3 || t->p[0] != 'i') return 0;
    for (k = 1; k < t->n; k++) {
        if (t->p[k] < '0' || t->p[k] > '9') return 0;
        w = w * 10u + (uint32_t)(t->p[k] - '0');
    }
    return w >= 1u && w <= 64u ? w : 0u;
}

/* Operand k of an LLVM integer operation at t[*at]: a local (a graph
   operand, in order) or an integer constant, kept in aux (mask bit k). */
CONV__PRIVATE bool conv__llvm_conc_operand(const conv__tok *t, size_t n, size_t *at, uint32_t k, int64_t *words) {
    const conv__tok *x = *at < n ? &t[*at] : NULL;
    if (x == NULL) return false;
    (*at)++;
    if (x->kind == CONV__T_LOCAL) return true;
    words[2] |= (int64_t)1 << k;
    if (x->kind == CONV__T_INT) words[3u + k] = x->value;
    else if (conv__tok_is(x, "true") || conv__tok_is(x, "false")) words[3u + k] = conv__tok_is(x, "true");
    else return false;
    return true;
}

/* Concrete annotations of an LLVM integer operation t[i] (the opcode) ..
   t[n): the result width, and six words: the operands' width, the icmp
   predicate, which operands are constants and their values. Only the
   plain scalar forms; anything else is left unannotated (hashed). */
CONV__PRIVATE void conv__llvm_concrete(conv__parser *ps, size_t pidx, const conv__tok *t, size_t n, size_t i) {
    static const char *const flags[] = {"nuw", "nsw", "exact", "disjoint", "nneg", "samesign"};
    int64_t words[6] = {0, 0, 0, 0, 0, 0};
    size_t k = i + 1, f;
    uint32_t w = 0, rw;
    conv__pinst *pi;
    bool cast = conv__tok_is(&t[i], "zext") || conv__tok_is(&t[i], "sext") || conv__tok_is(&t[i], "trunc");
    bool sel = conv__tok_is(&t[i], "select"), icmp = conv__tok_is(&t[i], "icmp"), ok;
    char op[8];
    if (t[i].n >= sizeof op) return;
    memcpy(op, t[i].p, t[i].n);
    op[t[i].n] = '\0';
    if (!cast && !sel && !icmp && conv__conc_lookup(conv__conc_binops, 13, op) == CONV__IOP_NONE) return;
    for (f = 0; f < sizeof flags / sizeof flags[0];) {
        if (k < n && conv__tok_is(&t[k], flags[f])) {
            k++; /* flags in any order */
            f = 0;
        } else {
            f++;
        }
    }
    if (icmp) {
        for (f = 0; f < 10u && k < n && !conv__tok_is(&t[k], conv__conc_predicates[f].name); f++) {
        }
        if (f >= 10u) return;
        words[1] = (int64_t)f;
        k++;
    }
    /* select i1 C, iN A, iN B | OP iN A, B | icmp P iN A, B | CAST iN A to iM */
    if (sel) {
        ok = k + 2u < n && conv__llvm_int_width(&t[k]) == 1u && (k++, conv__llvm_conc_operand(t, n, &k, 0, words)) &&
             k + 1u < n && conv__tok_punct(&t[k], ',') && (w = conv__llvm_int_width(&t[k + 1u])) != 0;
        k += 2u;
        ok = ok && conv__llvm_conc_operand(t, n, &k, 1, words) && k + 1u < n && conv__tok_punct(&t[k], ',') &&
             conv__llvm_int_width(&t[k + 1u]) == w;
        k += 2u;
        ok = ok && conv__llvm_conc_operand(t, n, &k, 2, words);
        rw = w;
    } else {
        ok = k < n && (w = conv__llvm_int_width(&t[k])) != 0;
        k++;
        ok = ok && conv__llvm_conc_operand(t, n, &k, 0, words);
        if (cast) {
            ok = ok && k + 1u < n && conv__tok_is(&t[k], "to");
            rw = ok ? conv__llvm_int_width(&t[k + 1u]) : 0u;
            ok = ok && rw != 0;
            k += 2u;
        } else {
            ok = ok && k < n && conv__tok_punct(&t[k], ',');
            k++;
            ok = ok && conv__llvm_conc_operand(t, n, &k, 1, words);
            rw = icmp ? 1u : w;
        }
    }
    if (!ok || (k < n && !conv__tok_punct(&t[k], ','))) return; /* `, !metadata` may follow */
    words[0] = w;
    pi = &CONV__VEC(ps->pinsts, conv__pinst)[pidx];
    pi->cwidth = rw | 0x10000u; /* LLVM prints constants signed */
    pi->aux_begin = (uint32_t)ps->paux.count;
    pi->aux_count = 6u;
    conv__oom(ps, conv__vec_push(ps->a, &ps->paux, sizeof(int64_t), words, 6u));
}

/* Skips `ptr` or `ptr addrspace(N)` at t[*k]. */
CONV__PRIVATE bool conv__llvm_skip_ptr(const conv__tok *t, size_t n, size_t *k) {
    if (*k >= n || !conv__tok_is(&t[*k], "ptr")) return false;
    ++*k;
    if (*k + 3u < n && conv__tok_is(&t[*k], "addrspace") && conv__tok_punct(&t[*k + 1u], '(') &&
        t[*k + 2u].kind == CONV__T_INT && conv__tok_punct(&t[*k + 3u], ')'))
        *k += 4u;
    return true;
}

/* The size in memory of a scalar type token: iN (whole bytes), half,
   float, double, ptr; 0 for any other. */
CONV__PRIVATE uint32_t conv__llvm_type_bytes(const conv__tok *t) {
    uint32_t w = conv__llvm_int_width(t);
    if (w) return (w + 7u) / 8u;
    return conv__tok_is(t, "half") ? 2u : conv__tok_is(t, "float") ? 4u
           : conv__tok_is(t, "double") || conv__tok_is(t, "ptr") ? 8u : 0u;
}

/* Concrete annotations of `load iN, ptr P`, `store iN V, ptr P` and
   `getelementptr T, ptr P, iN I` (one index): the access size or the
   stride, the index width, and a constant stored value or index (six
   words, as conv__llvm_concrete). Other forms stay unannotated. */
CONV__PRIVATE void conv__llvm_concrete_memory(conv__parser *ps, size_t pidx, const conv__tok *t, size_t n, size_t i) {
    static const char *const flags[] = {"volatile", "inbounds", "nuw", "nusw"};
    int64_t words[6] = {0, 0, 0, 0, 0, 0};
    size_t k = i + 1, f;
    uint32_t w = 0, rw = 0;
    bool gep = conv__tok_is(&t[i], "getelementptr"), store = conv__tok_is(&t[i], "store"), ok;
    conv__pinst *pi;
    if (!gep && !store && !conv__tok_is(&t[i], "load")) return;
    for (f = 0; f < sizeof flags / sizeof flags[0];) {
        if (k < n && conv__tok_is(&t[k], flags[f])) {
            k++; /* flags in any order */
            f = 0;
        } else {
            f++;
        }
    }
    if (k >= n) return;
    if (gep) {
        words[0] = conv__llvm_type_bytes(&t[k++]);
        ok = words[0] != 0 && k < n && conv__tok_punct(&t[k++], ',') && conv__llvm_skip_ptr(t, n, &k) && k < n &&
             t[k++].kind == CONV__T_LOCAL && k + 1u < n && conv__tok_punct(&t[k++], ',') &&
             (words[1] = conv__llvm_int_width(&t[k++])) != 0 && conv__llvm_conc_operand(t, n, &k, 1, words);
    } else {
        w = conv__llvm_int_width(&t[k++]);
        words[0] = (w + 7u) / 8u;
        ok = w != 0 && (!store || conv__llvm_conc_operand(t, n, &k, 0, words)) && k < n &&
             conv__tok_punct(&t[k++], ',') && conv__llvm_skip_ptr(t, n, &k) && k < n && t[k++].kind == CONV__T_LOCAL;
        rw = store ? 0u : w | 0x10000u;
    }
    if (!ok || (k < n && !conv__tok_punct(&t[k], ','))) return;
    if (gep && k + 1u < n && conv__llvm_int_width(&t[k + 1u])) return; /* a second index */
    pi = &CONV__VEC(ps->pinsts, conv__pinst)[pidx];
    pi->cwidth = rw;
    pi->aux_begin = (uint32_t)ps->paux.count;
    pi->aux_count = 6u;
    conv__oom(ps, conv__vec_push(ps->a, &ps->paux, sizeof(int64_t), words, 6u));
}

CONV__PRIVATE bool conv__llvm_generic(conv__parser *ps, size_t pidx, const conv__tok *t, size_t n, size_t i) {
    size_t k;
    uint32_t flags;
    if (conv__tok_is(&t[i], "catchswitch") || conv__tok_is(&t[i], "catchret") || conv__tok_is(&t[i], "cleanupret")) {
        conv__perr(ps, "parse.unsupported", t[i].line, t[i].col, "funclet exception handling ('%.*s') is not supported",
                   (int)t[i].n, t[i].p);
        return false;
    }
    if (!conv__llvm_is_opcode(t[i].p, t[i].n) || conv__tok_is(&t[i], "tail") || conv__tok_is(&t[i], "musttail") ||
        conv__tok_is(&t[i], "notail")) {
        /* A misspelt `call` must not become an ordinary operation: it
           could hide a divergence source or a convergent operation. */
        conv__perr(ps, "parse.unknown-opcode", t[i].line, t[i].col, "unknown instruction '%.*s'",
                   (int)(t[i].n > 40 ? 40 : t[i].n), t[i].p);
        return false;
    }
    CONV__VEC(ps->pinsts, conv__pinst)[pidx].opcode = conv__text_tok(ps, &t[i], false);
    for (k = i + 1; k < n; k++) {
        /* blockaddress(@f, %bb) names a block, not a value */
        if (conv__tok_is(&t[k], "blockaddress") && k + 1 < n && conv__tok_punct(&t[k + 1], '(')) {
            k = conv__match(t, n, k + 1);
            continue;
        }
        if (t[k].kind == CONV__T_LOCAL && conv__llvm_operand_is_value(ps, t, i, k, n)) conv__llvm_pref(ps, &t[k]);
    }
    flags = conv__llvm_generic_flags(ps, t, i, n);
    CONV__VEC(ps->pinsts, conv__pinst)[pidx].flags |= flags;
    conv__llvm_concrete(ps, pidx, t, n, i);
    conv__llvm_concrete_memory(ps, pidx, t, n, i);
    return true;
}

/* The number of a numbered name ("%7" -> 7), or -1 for any other name. */
CONV__PRIVATE int64_t conv__llvm_name_number(const char *s, size_t nn) {
    int64_t v = 0;
    size_t q;
    if (nn < 2 || !conv__is_digit(s[1])) return -1;
    for (q = 1; q < nn && v >= 0; q++) {
        if (!conv__is_digit(s[q]) || v > (INT64_MAX - 9) / 10) v = -1;
        else v = v * 10 + (s[q] - '0');
    }
    return v;
}

/* The `%name =` of an instruction, if any: its name (0 if none) and, for
   a numbered name, its number (-1 otherwise). Returns false after an
   error. */
CONV__PRIVATE bool conv__llvm_result(conv__parser *ps, const conv__tok *t, size_t n, uint32_t *name, int64_t *number) {
    size_t nn;
    const char *s;
    *name = 0;
    *number = -1;
    if (n < 2 || t[0].kind != CONV__T_LOCAL || !conv__tok_punct(&t[1], '=')) return true;
    s = conv__decode_name(ps, &t[0], true, &nn);
    if (!conv__name_ok(ps, &t[0], s, nn, 1, false)) return false;
    *number = conv__llvm_name_number(s, nn); /* numbered values advance LLVM's counter */
    *name = conv__text_add(ps, s, nn);
    return true;
}

/* One instruction t[0..n). *need_block says whether the next instruction
   without a label opens a new block; it becomes true after a terminator.
   Returns false after reporting an error. */
CONV__PRIVATE bool conv__llvm_inst(conv__parser *ps, const conv__tok *t, size_t n, bool *need_block) {
    size_t i, pidx;
    conv__pinst *pi;
    uint32_t name = 0, kind = CONV_KIND_GENERIC;
    int64_t number = -1;
    bool ok;
    if (!conv__llvm_result(ps, t, n, &name, &number)) return false;
    i = name ? 2 : 0;
    while (i < n && (conv__tok_is(&t[i], "tail") || conv__tok_is(&t[i], "musttail") || conv__tok_is(&t[i], "notail")))
        i++;
    if (i >= n || t[i].kind != CONV__T_IDENT) {
        conv__llvm_expected(ps, t, n, i, "an instruction opcode");
        return false;
    }
    if (name == 0 && conv__llvm_is_debug_call(t, n, i)) return true;
    /* The implicit block takes its number before the instruction's own
       result does: "%1 = ..." opening an unlabeled entry block whose
       function has no numbered arguments is in block %0. */
    if (*need_block) conv__llvm_implicit_block(ps, &t[0]);
    *need_block = false;
    if (number >= ps->next_number) ps->next_number = number + 1;
    if (name == 0 && conv__llvm_makes_value(t, n, i)) {
        /* LLVM numbers an unnamed instruction that has a result. */
        char num[32];
        int len = snprintf(num, sizeof num, "%%%lld", (long long)ps->next_number++);
        name = conv__text_add(ps, num, (size_t)len);
    }
    pi = conv__new_pinst(ps, t[0].line, t[0].col);
    if (pi == NULL) return false;
    pidx = ps->pinsts.count - 1u;
    pi->name = name;
    n = conv__llvm_body_end(t, n);
    if (conv__tok_is(&t[i], "br")) {
        kind = CONV_KIND_BRANCH;
        ok = conv__llvm_br(ps, t, n, i);
    } else if (conv__tok_is(&t[i], "switch")) {
        kind = CONV_KIND_SWITCH;
        ok = conv__llvm_switch(ps, t, n, i);
    } else if (conv__tok_is(&t[i], "indirectbr")) {
        kind = CONV_KIND_SWITCH;
        ok = conv__llvm_indirectbr(ps, t, n, i);
    } else if (conv__tok_is(&t[i], "ret") || conv__tok_is(&t[i], "resume")) {
        kind = CONV_KIND_RETURN;
        ok = conv__llvm_ret(ps, t, n, i);
    } else if (conv__tok_is(&t[i], "unreachable")) {
        kind = CONV_KIND_UNREACHABLE;
        ok = i + 1 >= n;
        if (!ok) conv__llvm_expected(ps, t, n, i + 1, "end of line");
    } else if (conv__tok_is(&t[i], "phi")) {
        kind = CONV_KIND_PHI;
        ok = conv__llvm_phi(ps, t, n, i);
    } else if (conv__tok_is(&t[i], "call") || conv__tok_is(&t[i], "invoke") || conv__tok_is(&t[i], "callbr")) {
        ok = conv__llvm_call(ps, pidx, t, n, i);
        kind = CONV__VEC(ps->pinsts, conv__pinst)[pidx].kind;
    } else {
        ok = conv__llvm_generic(ps, pidx, t, n, i);
    }
    if (!ok) return false;
    pi = &CONV__VEC(ps->pinsts, conv__pinst)[pidx];
    pi->kind = kind;
    if (kind != CONV_KIND_CALL && kind != CONV_KIND_INVOKE && kind != CONV_KIND_ENTRY && kind != CONV_KIND_LOOP &&
        kind != CONV_KIND_ANCHOR) {
        pi->ops_count = (uint32_t)ps->prefs.count - pi->ops_begin;
        pi->refs_count = (uint32_t)ps->brefs.count - pi->refs_begin;
    }
    *need_block = conv__kind_is_terminator(kind);
    return true;
}

/* The AMDGPU calling conventions whose inreg and byval arguments LLVM 19
   passes in scalar registers (isArgPassedInSGPR). */
CONV__PRIVATE bool conv__llvm_shader_cc(const conv__tok *t) {
    static const char *const ccs[] = {
        "amdgpu_vs", "amdgpu_gs", "amdgpu_ps", "amdgpu_cs", "amdgpu_hs", "amdgpu_es", "amdgpu_ls",
        "amdgpu_gfx", "amdgpu_cs_chain", "amdgpu_cs_chain_preserve",
    };
    size_t c;
    for (c = 0; c < sizeof ccs / sizeof ccs[0]; c++)
        if (conv__tok_is(t, ccs[c])) return true;
    return false;
}

/* Whether the calling convention t makes a kernel on the target, as LLVM
   19 decides: amdgpu_kernel and spir_kernel on amdgcn and r600,
   ptx_kernel on nvptx; any of them without a target. */
CONV__PRIVATE bool conv__llvm_kernel_cc(conv_target_kind target, const conv__tok *t) {
    bool amd = conv__tok_is(t, "amdgpu_kernel") || conv__tok_is(t, "spir_kernel"), ptx = conv__tok_is(t, "ptx_kernel");
    if (target == CONV_TARGET_AMDGCN || target == CONV_TARGET_R600) return amd;
    if (target == CONV_TARGET_NVPTX) return ptx;
    if (target == CONV_TARGET_SPIRV) return conv__tok_is(t, "spir_kernel");
    return amd || ptx;
}

CONV__PRIVATE bool conv__llvm_is_kernel_by_metadata(const conv__parser *ps, const char *name_with_at) {
    size_t i;
    for (i = 0; i < ps->kernels.count; i++)
        if (strcmp(conv__strpool_get(&ps->types_pool, CONV__VEC(ps->kernels, uint32_t)[i]), name_with_at) == 0)
            return true;
    return false;
}

/* The index of the first CONV__T_BAD token of a line, or n. */
CONV__PRIVATE size_t conv__first_bad(const conv__tok *t, size_t n) {
    size_t k;
    for (k = 0; k < n; k++)
        if (t[k].kind == CONV__T_BAD) return k;
    return n;
}

/* The parameters t(lp..rp) of function f: split at top-level commas; a
   parameter's name is its last token when that is a %value after at least
   a type, else it takes LLVM's next number. Their uniformity follows the
   target's calling conventions. Returns false after an error. */
CONV__PRIVATE bool conv__llvm_params(conv__parser *ps, conv_function *f, const conv__tok *t, size_t n, size_t lp,
                                     size_t rp, bool kernel, bool shader) {
    size_t a = lp + 1;
    while (a < rp || (a == rp && a > lp + 1)) {
        size_t end = conv__llvm_top_comma(t, a, rp), q, an;
        uint32_t flags = 0;
        bool inreg = false, byval = false;
        const char *aname;
        char num[32];
        conv_result r;
        if (end == a) {
            conv__llvm_expected(ps, t, n, a, "a parameter");
            return false;
        }
        if (end == a + 1 && conv__tok_punct(&t[a], '.')) {
            a = end + 1;
            continue;
        }
        for (q = a; q < end; q++) {
            if (conv__tok_is(&t[q], "inreg")) inreg = true;
            if (conv__tok_is(&t[q], "byval")) byval = true;
        }
        if (t[end - 1].kind == CONV__T_LOCAL && end - 1 > a) {
            int64_t v;
            aname = conv__decode_name(ps, &t[end - 1], true, &an);
            if (!conv__name_ok(ps, &t[end - 1], aname, an, 1, false)) return false;
            v = conv__llvm_name_number(aname, an);
            if (v >= ps->next_number) ps->next_number = v + 1;
        } else {
            snprintf(num, sizeof num, "%%%lld", (long long)ps->next_number++);
            aname = num;
        }
        if (ps->target == CONV_TARGET_AMDGCN) {
            /* LLVM's isArgPassedInSGPR: kernels pass everything in scalar
               registers; shaders pass inreg and byval arguments there;
               other functions only inreg ones. */
            if (!(kernel || inreg || (shader && byval))) flags |= CONV_FLAG_DIVERGENCE_SOURCE;
        } else if (ps->target == CONV_TARGET_NVPTX || ps->target == CONV_TARGET_R600 ||
                   ps->target == CONV_TARGET_SPIRV) {
            /* r600 has no scalar registers to pass an inreg argument in:
               only kernel arguments are uniform. */
            if (!kernel) flags |= CONV_FLAG_DIVERGENCE_SOURCE;
        }
        r = conv_function_add_argument(f, aname, flags, NULL);
        if (r == CONV_ERR_DUPLICATE) {
            conv__perr(ps, "parse.duplicate-value", t[end - 1].line, t[end - 1].col, "argument '%s' is defined twice",
                       aname);
            return false;
        }
        if (r != CONV_OK) {
            conv__oom(ps, r);
            return false;
        }
        if (end == rp) break;
        a = end + 1;
    }
    return true;
}

/* `define ... @name(params) attrs {` or `declare ...`: creates the
   function and its arguments. Returns NULL after reporting an error. */
CONV__PRIVATE conv_function *conv__llvm_header(conv__parser *ps, const conv__tok *t, size_t n, bool declaration) {
    size_t g, k, rp, brace = n;
    bool kernel = false, shader = false;
    uint32_t fflags = declaration ? (uint32_t)CONV_FUNCTION_DECLARATION : 0u, fname, extra = 0;
    conv_function_desc fd;
    conv_function *f = NULL;
    conv_result r;
    for (g = 1; g < n && t[g].kind != CONV__T_GLOBAL; g++) {
        kernel = kernel || conv__llvm_kernel_cc(ps->target, &t[g]);
        shader = shader || conv__llvm_shader_cc(&t[g]);
    }
    if (g >= n) {
        conv__llvm_expected(ps, t, n, n, "'@name(' in the function header");
        return NULL;
    }
    if (g + 1 >= n || !conv__tok_punct(&t[g + 1], '(')) {
        conv__llvm_expected(ps, t, n, g + 1, "'(' and the parameters");
        return NULL;
    }
    rp = conv__match(t, n, g + 1);
    if (rp == n) {
        conv__perr(ps, "parse.expected", t[g + 1].line, t[g + 1].col, "expected ')' closing the parameter list");
        return NULL;
    }
    {
        size_t nn;
        const char *s = conv__decode_name(ps, &t[g], true, &nn);
        if (!conv__name_ok(ps, &t[g], s, nn, 1, false)) return NULL;
        /* !nvvm.annotations are NVVM's: on amdgcn a kernel is its calling
           convention only (LLVM 19 ignores the annotation there). */
        if ((ps->target == CONV_TARGET_NVPTX || ps->target == CONV_TARGET_NONE) &&
            conv__llvm_is_kernel_by_metadata(ps, s))
            kernel = true;
        fname = conv__text_add(ps, s + 1, nn - 1);
    }
    for (k = rp + 1; k < n; k++) {
        if (conv__tok_is(&t[k], "convergent")) {
            fflags |= CONV_FUNCTION_CONVERGENT;
        } else if (conv__tok_is(&t[k], "speculatable")) {
            extra |= CONV__ATTR_SPECULATABLE;
        } else if (t[k].kind == CONV__T_HASH) {
            uint32_t gf = conv__llvm_group_flags(ps, &t[k]);
            fflags |= gf & CONV_FUNCTION_CONVERGENT;
            extra |= gf & CONV__ATTR_SPECULATABLE;
        } else if (conv__tok_punct(&t[k], '{') && !declaration) {
            brace = k;
            break;
        }
    }
    if (!declaration) {
        if (brace == n) {
            conv__llvm_expected(ps, t, n, n, "'{' at the end of the function header");
            return NULL;
        }
        if (brace + 1 < n) {
            conv__llvm_expected(ps, t, n, brace + 1, "end of line after '{'");
            return NULL;
        }
    }
    if (ps->status != CONV_OK) return NULL;
    if (kernel) fflags |= CONV_FUNCTION_KERNEL;
    memset(&fd, 0, sizeof fd);
    fd.name = conv__text(ps, fname);
    fd.flags = fflags;
    fd.line = t[0].line;
    fd.col = t[0].col;
    r = conv_module_add_function(ps->module, &fd, &f);
    if (r == CONV_ERR_DUPLICATE) {
        conv__perr(ps, "parse.duplicate-function", t[g].line, t[g].col, "function '@%s' is defined twice", fd.name);
        return NULL;
    }
    if (r != CONV_OK) {
        conv__oom(ps, r);
        return NULL;
    }
    /* Function attributes the reader needs later (speculatable). */
    conv__oom(ps, CONV__VEC_PUSH1(ps->a, &ps->fattrs, uint32_t, extra));
    ps->func_name = conv_function_name(f);
    ps->next_number = 0;
    if (declaration) return f;
    if (!conv__llvm_params(ps, f, t, n, g + 1, rp, kernel, shader)) return NULL;
    return f;
}

/* Whether a body line really starts a new top-level entity, i.e. the
   function before it was never closed. */
CONV__PRIVATE bool conv__llvm_toplevel_line(const conv__tok *t, size_t n) {
    if (t[0].kind == CONV__T_GLOBAL || t[0].kind == CONV__T_META) return true;
    if (t[0].kind != CONV__T_IDENT) return false;
    if (t[0].p[0] == '$') return n >= 2 && conv__tok_punct(&t[1], '=');
    if (n >= 2 && conv__tok_punct(&t[1], ':')) return false; /* a label */
    return conv__llvm_toplevel_word(t[0].p, t[0].n) && !conv__tok_is(&t[0], "uselistorder") &&
           !conv__tok_is(&t[0], "uselistorder_bb");
}

/* Drops the kernels whose annotation node (kernel_nodes, parallel to
   ps->kernels) is not listed in !nvvm.annotations (annotated): a stray
   `!{ptr @f, !"kernel", i32 1}` node makes no kernel, as in LLVM. */
CONV__PRIVATE void conv__keep_annotated_kernels(conv__parser *ps, const conv__vec *kernel_nodes,
                                                const conv__vec *annotated) {
    size_t i, j, kept = 0;
    if (ps->status != CONV_OK) return;
    for (i = 0; i < ps->kernels.count; i++) {
        const char *node = conv__strpool_get(&ps->types_pool, CONV__VEC(*kernel_nodes, uint32_t)[i]);
        bool listed = false;
        for (j = 0; j < annotated->count && !listed; j++)
            listed = strcmp(node, conv__strpool_get(&ps->types_pool, CONV__VEC(*annotated, uint32_t)[j])) == 0;
        if (listed) CONV__VEC(ps->kernels, uint32_t)[kept++] = CONV__VEC(ps->kernels, uint32_t)[i];
    }
    ps->kernels.count = kept;
}

/* Whether the pre-pass may skip the body line that starts at the current
   token without reading it: the pre-pass only needs to know where a body
   ends, at a line that starts with '}' or a top-level entity
   (conv__llvm_toplevel_line), so a line starting with anything else may
   be skipped (conv__llvm_skip_body_line). */
CONV__PRIVATE bool conv__llvm_body_line_skippable(const conv__parser *ps) {
    const conv__tok *t = &ps->tok;
    if (t->kind == CONV__T_NEWLINE || t->kind == CONV__T_EOF || t->kind == CONV__T_GLOBAL || t->kind == CONV__T_META ||
        conv__tok_punct(t, '}'))
        return false;
    if (t->kind != CONV__T_IDENT) return true;
    return t->p[0] != '$' && !conv__llvm_toplevel_word(t->p, t->n);
}

/* Skips the logical body line that starts at the current token as
   conv__read_line would read it (llvm_in_body set), without building
   tokens: only what ends the line matters, the depth of ( [ and {, a
   trailing ',' and conv__llvm_continues at each newline, or a '}' at depth
   0, which starts the next line. Strings (which may span lines in LLVM
   text) and comments hide brackets; an unclosed quote is a one-byte bad
   token. Leaves the next token in ps->tok, as conv__read_line does. */
CONV__PRIVATE void conv__llvm_skip_body_line(conv__parser *ps) {
    const char *s = ps->lx.src;
    size_t size = ps->lx.size, i = (size_t)(ps->tok.p - s);
    conv__line_state st;
    memset(&st, 0, sizeof st);
    st.in_body = true;
    while (i < size) {
        char c = s[i];
        unsigned k = conv__byte_class[(unsigned char)c];
        if (!(k & CONV__BC_STOP)) {
            /* part of a word, a name or a number, or a blank */
            if (!(k & CONV__BC_BLANK)) st.trailing_comma = false;
            i++;
            continue;
        }
        if (c == ';') {
            const char *nl = (const char *)memchr(s + i, '\n', size - i);
            i = nl ? (size_t)(nl - s) : size;
            continue;
        }
        if (c == '\n') {
            ps->lx.pos = i + 1u;
            ps->lx.line++;
            ps->lx.line_start = i + 1u;
            if (!conv__llvm_continues(ps, &st)) break;
            i++;
            continue;
        }
        if (c == '}' && st.depth == 0 && st.braces == 0) {
            ps->lx.pos = i; /* the '}' starts the next line */
            conv__next(ps);
            return;
        }
        if (c == '"') {
            const char *q = (const char *)memchr(s + i + 1, '"', size - i - 1u);
            size_t end = q ? (size_t)(q - s) + 1u : i + 1u;
            ps->lx.pos = i;
            conv__lex_advance_quoted(&ps->lx, end - i); /* its newlines */
            i = end;
        } else {
            if (c == '(' || c == '[') st.depth++;
            else if ((c == ')' || c == ']') && st.depth) st.depth--;
            else if (c == '{') st.braces++;
            else if (c == '}') st.braces -= st.braces > 0;
            i++;
        }
        st.trailing_comma = c == ',';
    }
    if (i >= size) ps->lx.pos = size;
    conv__next(ps);
}

/* Pre-pass: attribute groups, named types, nvvm kernels, the triple. */
CONV__PRIVATE void conv__llvm_prepass(conv__parser *ps, const char *text, size_t size, conv__vec *line,
                                      char **triple_out, size_t *triple_n) {
    conv__parser scan = *ps;
    conv__vec kernel_nodes, annotated; /* uint32_t offsets into types_pool of "!N" names */
    memset(&kernel_nodes, 0, sizeof kernel_nodes);
    memset(&annotated, 0, sizeof annotated);
    scan.lx.src = text;
    scan.lx.size = size;
    scan.lx.pos = 0;
    scan.lx.line = 1;
    scan.lx.line_start = 0;
    scan.diags = NULL;
    *triple_out = NULL;
    *triple_n = 0;
    conv__next(&scan);
    while (scan.tok.kind != CONV__T_EOF && scan.status == CONV_OK) {
        const conv__tok *t;
        size_t n;
        if (scan.llvm_in_body && conv__llvm_body_line_skippable(&scan)) {
            conv__llvm_skip_body_line(&scan);
            continue;
        }
        conv__read_line(&scan, line);
        t = CONV__VEC(*line, conv__tok);
        n = line->count;
        if (n == 0) continue;
        /* Split lines exactly as the main pass will. */
        if (scan.llvm_in_body && (conv__tok_punct(&t[0], '}') || conv__llvm_toplevel_line(t, n)))
            scan.llvm_in_body = false;
        if (conv__tok_is(&t[0], "define") && conv__tok_punct(&t[n - 1], '{')) scan.llvm_in_body = true;
        if (scan.llvm_in_body) continue;
        if (n >= 4 && conv__tok_is(&t[0], "attributes") && t[1].kind == CONV__T_HASH && conv__tok_punct(&t[2], '=')) {
            conv__attrgroup grp;
            size_t k;
            grp.number = conv__llvm_group_number(&t[1]);
            grp.flags = 0;
            for (k = 3; k < n; k++) {
                if (conv__tok_is(&t[k], "convergent")) grp.flags |= CONV_FUNCTION_CONVERGENT;
                if (conv__tok_is(&t[k], "speculatable")) grp.flags |= CONV__ATTR_SPECULATABLE;
            }
            if (grp.number >= 0) conv__oom(&scan, CONV__VEC_PUSH1(ps->a, &scan.groups, conv__attrgroup, grp));
        } else if (n >= 3 && t[0].kind == CONV__T_LOCAL && conv__tok_punct(&t[1], '=') && conv__tok_is(&t[2], "type")) {
            size_t nn;
            const char *s = conv__decode_name(&scan, &t[0], true, &nn);
            uint32_t off = 0;
            conv__oom(&scan, conv__strpool_add(ps->a, &scan.types_pool, s, nn, &off));
            if (scan.status == CONV_OK) conv__oom(&scan, CONV__VEC_PUSH1(ps->a, &scan.types, uint32_t, off));
            if (scan.status == CONV_OK)
                conv__oom(&scan, conv__nameindex_insert(ps->a, &scan.types_index, conv__types_name_of, &scan,
                                                        (uint32_t)scan.types.count - 1u));
        } else if (n >= 3 && t[0].kind == CONV__T_META && t[0].n == 17 && memcmp(t[0].p, "!nvvm.annotations", 17) == 0) {
            /* the nodes that are annotations: only those name kernels */
            size_t k;
            for (k = 2; k < n && scan.status == CONV_OK; k++)
                if (t[k].kind == CONV__T_META && t[k].n > 1) {
                    uint32_t off = 0;
                    conv__oom(&scan, conv__strpool_add(ps->a, &scan.types_pool, t[k].p, t[k].n, &off));
                    if (scan.status == CONV_OK) conv__oom(&scan, CONV__VEC_PUSH1(ps->a, &annotated, uint32_t, off));
                }
        } else if (n >= 3 && t[0].kind == CONV__T_META && conv__tok_punct(&t[1], '=')) {
            /* !N = !{ptr @k, !"kernel", i32 1}: NVVM's kernel annotation
               (the value must be 1, as LLVM's isKernelFunction wants),
               when !nvvm.annotations lists !N. */
            size_t k, g = n;
            bool is_kernel = false;
            for (k = 2; k < n; k++) {
                if (t[k].kind == CONV__T_GLOBAL && g == n) g = k;
                if (t[k].kind == CONV__T_META && t[k].n == 9 && memcmp(t[k].p, "!\"kernel\"", 9) == 0 && k + 3 < n &&
                    conv__tok_punct(&t[k + 1], ',') && t[k + 3].kind == CONV__T_INT && t[k + 3].value == 1)
                    is_kernel = true;
            }
            if (is_kernel && g < n) {
                size_t nn;
                const char *s = conv__decode_name(&scan, &t[g], true, &nn);
                uint32_t off = 0;
                conv__oom(&scan, conv__strpool_add(ps->a, &scan.types_pool, s, nn, &off));
                if (scan.status == CONV_OK) conv__oom(&scan, CONV__VEC_PUSH1(ps->a, &scan.kernels, uint32_t, off));
                if (scan.status == CONV_OK)
                    conv__oom(&scan, conv__strpool_add(ps->a, &scan.types_pool, t[0].p, t[0].n, &off));
                if (scan.status == CONV_OK) conv__oom(&scan, CONV__VEC_PUSH1(ps->a, &kernel_nodes, uint32_t, off));
            }
        } else if (n >= 4 && conv__tok_is(&t[0], "target") && conv__tok_is(&t[1], "triple") &&
                   t[3].kind == CONV__T_STRING && *triple_out == NULL) {
            size_t nn;
            const char *s = conv__decode_name(&scan, &t[3], false, &nn);
            if (scan.status == CONV_OK) {
                *triple_out = conv__strndup(ps->a, s, nn);
                *triple_n = nn;
                if (*triple_out == NULL) conv__oom(&scan, CONV_ERR_OUT_OF_MEMORY);
            }
        }
    }
    conv__keep_annotated_kernels(&scan, &kernel_nodes, &annotated);
    conv__vec_free(ps->a, &kernel_nodes, sizeof(uint32_t));
    conv__vec_free(ps->a, &annotated, sizeof(uint32_t));
    /* Keep what the scan collected; the lexer state is not kept. */
    ps->groups = scan.groups;
    ps->types_pool = scan.types_pool;
    ps->types = scan.types;
    ps->types_index = scan.types_index;
    ps->kernels = scan.kernels;
    ps->namebuf = scan.namebuf;
    ps->namebuf_cap = scan.namebuf_cap;
    conv__oom(ps, scan.status);
}

/* `define`: the header, then the body up to '}'. Sets *pending when the
   body was cut short by a line that starts a new top-level entity, which
   is left in `line` for the caller. */
CONV__PRIVATE void conv__llvm_define(conv__parser *ps, conv__vec *line, bool *pending) {
    const conv__tok *t = CONV__VEC(*line, conv__tok);
    size_t n = line->count, bad;
    conv__tok def = t[0];
    conv_function *f = NULL;
    bool need_block = true, closed = false;
    uint32_t errors0 = ps->errors;
    conv__records_reset(ps);
    bad = conv__first_bad(t, n);
    if (bad < n) conv__bad_token(ps, &t[bad]);
    else f = conv__llvm_header(ps, t, n, false);
    /* The body: one instruction or label per line until '}'. */
    ps->llvm_in_body = true;
    while (ps->tok.kind != CONV__T_EOF && ps->status == CONV_OK) {
        conv__read_line(ps, line);
        t = CONV__VEC(*line, conv__tok);
        n = line->count;
        if (n == 0) continue;
        if (conv__tok_punct(&t[0], '}')) {
            closed = true;
            if (n > 1) conv__llvm_expected(ps, t, n, 1, "end of line after '}'");
            break;
        }
        if (conv__llvm_toplevel_line(t, n)) {
            *pending = true;
            break;
        }
        if (f == NULL) continue;
        /* Debug records (#dbg_value(...)) and use-list orders are skipped. */
        if (n >= 2 && t[0].kind == CONV__T_BAD && t[0].p[0] == '#' && t[1].kind == CONV__T_IDENT && t[1].n > 4 &&
            memcmp(t[1].p, "dbg_", 4) == 0 && t[1].p - t[0].p == 1)
            continue;
        if (conv__tok_is(&t[0], "uselistorder") || conv__tok_is(&t[0], "uselistorder_bb")) continue;
        bad = conv__first_bad(t, n);
        if (bad < n) {
            conv__bad_token(ps, &t[bad]);
            continue;
        }
        if (n >= 2 && conv__tok_punct(&t[1], ':') &&
            (t[0].kind == CONV__T_IDENT || t[0].kind == CONV__T_INT || t[0].kind == CONV__T_STRING ||
             t[0].kind == CONV__T_NUMBER)) {
            conv__tok lab = t[0];
            if (lab.kind == CONV__T_INT && lab.value >= ps->next_number && lab.value < INT64_MAX)
                ps->next_number = lab.value + 1;
            conv__add_pblock(ps, conv__text_tok(ps, &lab, false), lab.line, lab.col);
            need_block = false;
            if (n == 2) continue;
            /* An instruction may follow its label on the same line. */
            t += 2;
            n -= 2;
        }
        if (!conv__llvm_inst(ps, t, n, &need_block) && ps->pblocks.count) need_block = false;
    }
    ps->llvm_in_body = false;
    if (!closed && f != NULL)
        conv__perr(ps, "parse.unterminated-function", def.line, def.col, "function '@%s' has no closing '}'",
                   conv_function_name(f));
    if (f != NULL && ps->errors == errors0 && ps->status == CONV_OK) {
        if (ps->pblocks.count == 0)
            conv__perr(ps, "parse.empty-function", def.line, def.col, "function '@%s' has no blocks",
                       conv_function_name(f));
        else
            conv__assemble(ps, f);
    }
    ps->func_name = NULL;
}

CONV__PRIVATE void conv__llvm_module(conv__parser *ps, conv__vec *line) {
    static const char *const skipped[] = {"target", "source_filename", "attributes", "module", "uselistorder",
                                          "uselistorder_bb"};
    bool pending = false;
    conv__next(ps);
    while (ps->status == CONV_OK) {
        const conv__tok *t;
        size_t n, s;
        bool skip = false;
        if (!pending) {
            if (ps->tok.kind == CONV__T_EOF) break;
            conv__read_line(ps, line);
        }
        pending = false;
        t = CONV__VEC(*line, conv__tok);
        n = line->count;
        if (n == 0) continue;
        if (conv__tok_is(&t[0], "define")) {
            conv__llvm_define(ps, line, &pending);
            continue;
        }
        if (conv__tok_is(&t[0], "declare")) {
            size_t bad = conv__first_bad(t, n);
            conv__records_reset(ps);
            if (bad < n) conv__bad_token(ps, &t[bad]);
            else conv__llvm_header(ps, t, n, true);
            ps->func_name = NULL;
            continue;
        }
        if (n >= 4 && conv__tok_is(&t[0], "target") && conv__tok_is(&t[1], "triple") && t[3].kind == CONV__T_STRING) {
            size_t nn;
            const char *str = conv__decode_name(ps, &t[3], false, &nn);
            conv__name_ok(ps, &t[3], str, nn, 0, true);
        }
        for (s = 0; s < sizeof skipped / sizeof skipped[0]; s++)
            if (conv__tok_is(&t[0], skipped[s])) skip = true;
        /* Globals, named types, metadata, comdats, summary entries. */
        if (t[0].kind == CONV__T_LOCAL || t[0].kind == CONV__T_GLOBAL || t[0].kind == CONV__T_META ||
            (t[0].kind == CONV__T_IDENT && t[0].p[0] == '$') || (t[0].kind == CONV__T_BAD && t[0].p[0] == '^'))
            skip = true;
        if (!skip) {
            if (t[0].kind == CONV__T_BAD)
                conv__bad_token(ps, &t[0]);
            else if (conv__tok_punct(&t[0], '}'))
                conv__perr(ps, "parse.expected", t[0].line, t[0].col, "'}' outside a function");
            else
                conv__perr(ps, "parse.expected", t[0].line, t[0].col,
                           "expected a top-level entity (define, declare, a global, metadata), found '%.*s'",
                           (int)(t[0].n > 40 ? 40 : t[0].n), t[0].p);
        }
    }
}

/* After all functions exist: calls inherit `convergent` and
   `speculatable` from the callee's own attributes. */
CONV__PRIVATE void conv__llvm_callee_attrs(conv__parser *ps) {
    conv_module *m = ps->module;
    size_t fi;
    for (fi = 0; fi < m->functions.count; fi++) {
        conv_function *f = CONV__VEC(m->functions, conv_function *)[fi];
        size_t v;
        for (v = 0; v < f->values.count; v++) {
            conv__value_rec *rec = &CONV__VEC(f->values, conv__value_rec)[v];
            conv_function *callee;
            const char *cn;
            uint32_t idx;
            if ((rec->kind != CONV_KIND_CALL && rec->kind != CONV_KIND_INVOKE) || rec->opcode == 0) continue;
            cn = conv__strpool_get(&f->names, rec->opcode);
            if (cn[0] != '@') continue;
            idx = conv__nameindex_find(&m->function_index, conv__function_name_of, m, cn + 1, strlen(cn + 1));
            if (idx == CONV__NONE) continue;
            callee = CONV__VEC(m->functions, conv_function *)[idx];
            if (callee->flags & CONV_FUNCTION_CONVERGENT) rec->flags |= CONV_FLAG_CONVERGENT;
            if (idx < ps->fattrs.count && (CONV__VEC(ps->fattrs, uint32_t)[idx] & CONV__ATTR_SPECULATABLE))
                rec->flags |= CONV_FLAG_SPECULATABLE;
        }
    }
}

CONV__PRIVATE conv_target_kind conv__target_from_triple(const char *triple) {
    if (triple == NULL) return CONV_TARGET_NONE;
    if (strncmp(triple, "amdgcn", 6) == 0) return CONV_TARGET_AMDGCN;
    if (strncmp(triple, "r600", 4) == 0) return CONV_TARGET_R600;
    if (strncmp(triple, "nvptx", 5) == 0) return CONV_TARGET_NVPTX;
    if (strncmp(triple, "spir", 4) == 0) return CONV_TARGET_SPIRV; /* spir, spir64, spirv, spirv32/64 */
    return CONV_TARGET_NONE;
}

/* Frees what only reading needs, before the functions are finalized: the
   records hold about as much as the module being built (10^6 blocks: over
   100 MB), and finalize adds its arrays on top. */
CONV__PRIVATE void conv__parser_free_records(conv__parser *ps) {
    const conv_allocator *a = ps->a;
    conv__vec_free(a, &ps->text.chars, 1);
    conv__vec_free(a, &ps->pblocks, sizeof(conv__pblock));
    conv__vec_free(a, &ps->pinsts, sizeof(conv__pinst));
    conv__vec_free(a, &ps->prefs, sizeof(conv__pref));
    conv__vec_free(a, &ps->brefs, sizeof(conv__bref));
    conv__vec_free(a, &ps->pcases, sizeof(int64_t));
    conv__vec_free(a, &ps->paux, sizeof(int64_t));
    conv__i64set_free(a, &ps->cases);
    conv__vec_free(a, &ps->groups, sizeof(conv__attrgroup));
    conv__vec_free(a, &ps->types_pool.chars, 1);
    conv__vec_free(a, &ps->types, sizeof(uint32_t));
    conv__nameindex_free(a, &ps->types_index);
    conv__vec_free(a, &ps->kernels, sizeof(uint32_t));
    conv__vec_free(a, &ps->fattrs, sizeof(uint32_t));
    conv__free(a, ps->namebuf, ps->namebuf_cap);
    ps->namebuf = NULL;
    ps->namebuf_cap = 0;
}

CONV__PRIVATE void conv__parser_free(conv__parser *ps) {
    conv__parser_free_records(ps);
    conv__vec_free(ps->a, &ps->skip_finalize, sizeof(conv_function *));
}

CONV__PRIVATE bool conv__ends_with(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* Names the file in the diagnostics from `first` on that have none (those
   of finalize and the verifier, which know no file). */
CONV__PRIVATE void conv__diags_name_file(conv__parser *ps, uint32_t first) {
    uint32_t i;
    if (ps->diags == NULL) return;
    for (i = first; i < ps->diags->items.count; i++) {
        conv__diag_rec *rec = &CONV__VEC(ps->diags->items, conv__diag_rec)[i];
        if (rec->pub.file == NULL) {
            size_t fnl = strlen(ps->file);
            char *copy = conv__strndup(&ps->diags->allocator, ps->file, fnl);
            if (copy) {
                rec->pub.file = copy;
                rec->sizes[2] = fnl + 1;
            }
        }
    }
}

/* Finalizes every function with a body, except those whose graph errors
   the reader already reported; names the file in finalize's diagnostics. */
CONV__PRIVATE conv_result conv__parse_finalize(conv__parser *ps) {
    conv_module *m = ps->module;
    conv_result worst = CONV_OK;
    uint32_t first_new = conv_diags_count(ps->diags);
    size_t fi, s;
    for (fi = 0; fi < m->functions.count; fi++) {
        conv_function *f = CONV__VEC(m->functions, conv_function *)[fi];
        conv_result r;
        bool skip = false;
        if (f->flags & CONV_FUNCTION_DECLARATION) continue;
        for (s = 0; s < ps->skip_finalize.count; s++)
            if (CONV__VEC(ps->skip_finalize, conv_function *)[s] == f) skip = true;
        if (skip) continue;
        r = conv_function_finalize(f, ps->diags);
        if (r == CONV_ERR_OUT_OF_MEMORY || r == CONV_ERR_LIMIT) return r;
        if (r != CONV_OK && worst == CONV_OK) worst = r;
    }
    conv__diags_name_file(ps, first_new);
    if (worst == CONV_OK && ps->graph_errors) worst = CONV_ERR_INVALID_GRAPH;
    return worst;
}

/* The SPIR-V reader, defined after conv_parse (its own section below). */
CONV__PRIVATE bool conv__spv_is_binary(const char *text, size_t size);
CONV__PRIVATE void conv__spv_module(conv__parser *ps, const char *text, size_t size, bool tokens);
CONV__PRIVATE conv_result conv__spv_check_tokens(conv__parser *ps);

CONVDEF conv_result conv_parse(const char *text, size_t size, const conv_parse_desc *desc, conv_diags *diags,
                               conv_module **out) {
    conv_parse_desc d;
    conv__parser ps;
    conv_module_desc md;
    conv_module *m = NULL;
    conv_result r;
    conv__vec line;
    char *triple = NULL;
    size_t triple_n = 0;
    conv_format format;
    if ((text == NULL && size != 0) || out == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if (text == NULL) text = "";
    memset(&d, 0, sizeof d);
    if (desc) d = *desc;
    if (d.rules_count && d.rules == NULL) return CONV_ERR_INVALID_ARGUMENT;
    if ((unsigned)d.spirv_tokens > (unsigned)CONV_SPIRV_TOKENS_NONE || (unsigned)d.format > (unsigned)CONV_FORMAT_SPIRV)
        return CONV_ERR_INVALID_ARGUMENT;
    format = d.format;
    if (format == CONV_FORMAT_DEFAULT && (conv__spv_is_binary(text, size) ||
                                          (d.filename && (conv__ends_with(d.filename, ".spv") ||
                                                          conv__ends_with(d.filename, ".spvasm")))))
        format = CONV_FORMAT_SPIRV;
    if (format == CONV_FORMAT_DEFAULT)
        format = (d.filename && conv__ends_with(d.filename, ".ll")) ? CONV_FORMAT_LLVM : CONV_FORMAT_NATIVE;
    memset(&md, 0, sizeof md);
    md.allocator = d.allocator;
    r = conv_module_create(&md, &m);
    if (r != CONV_OK) return r;
    memset(&ps, 0, sizeof ps);
    memset(&line, 0, sizeof line);
    ps.a = &m->allocator;
    ps.diags = diags;
    ps.file = d.filename ? d.filename : "<input>";
    ps.module = m;
    ps.rules = d.rules;
    ps.rules_count = d.rules_count;
    ps.finalize = !d.no_finalize;
    ps.lx.src = text;
    ps.lx.size = size;
    ps.lx.line = 1;
    ps.lx.llvm = format == CONV_FORMAT_LLVM;
    if (format == CONV_FORMAT_LLVM) {
        conv__llvm_prepass(&ps, text, size, &line, &triple, &triple_n);
        if (triple && ps.status == CONV_OK && memchr(triple, '\0', triple_n) == NULL)
            conv__oom(&ps, conv__strpool_add(&m->allocator, &m->names, triple, triple_n, &m->target));
        ps.target = d.target != CONV_TARGET_DEFAULT ? d.target : conv__target_from_triple(triple);
        if (d.target == CONV_TARGET_DEFAULT && triple == NULL && ps.status == CONV_OK)
            conv__oom(&ps, conv__diagf(diags, "parse.no-target", CONV_SEVERITY_WARNING, ps.file, NULL, NULL, 1, 1,
                                       "no target triple and no target chosen (--target, conv_parse_desc.target): "
                                       "using target none (no divergence sources from a target table)"));
        if (ps.status == CONV_OK) conv__llvm_module(&ps, &line);
        if (ps.status == CONV_OK && ps.errors == 0) conv__llvm_callee_attrs(&ps);
    } else if (format == CONV_FORMAT_SPIRV) {
        ps.target = CONV_TARGET_SPIRV;
        conv__oom(&ps, conv__strpool_add(&m->allocator, &m->names, "spirv", 5, &m->target));
        if (ps.status == CONV_OK) conv__spv_module(&ps, text, size, d.spirv_tokens != CONV_SPIRV_TOKENS_NONE);
    } else {
        ps.target = d.target;
        conv__native_module(&ps);
    }
    if (triple) conv__free(&m->allocator, triple, triple_n + 1);
    conv__vec_free(ps.a, &line, sizeof(conv__tok));
    r = ps.status;
    if (r == CONV_OK && ps.errors) r = CONV_ERR_PARSE;
    conv__parser_free_records(&ps);
    if (r == CONV_OK && !d.no_finalize) r = conv__parse_finalize(&ps);
    if (r == CONV_OK && !d.no_finalize && format == CONV_FORMAT_SPIRV && d.spirv_tokens != CONV_SPIRV_TOKENS_NONE)
        r = conv__spv_check_tokens(&ps);
    conv__parser_free(&ps);
    if (r != CONV_OK) {
        conv_module_destroy(m);
        return r;
    }
    *out = m;
    return CONV_OK;
}

/* --- the SPIR-V reader (docs/spirv.md) ---
   Binary modules (.spv, either byte order) and the assembly text that
   spirv-dis prints (.spvasm) are first decoded into one list of
   instructions with typed operands (ids, literals, strings, enumerant
   words), so that everything after decoding is shared by both forms. The
   module pass then learns types, constants, decorations and variables;
   each function becomes the records of the parse context (blocks,
   instructions naming their operands as text) that conv__assemble turns
   into a conv_function, exactly as for the other readers. Convergence
   tokens are derived from the structured control flow: see
   conv__spv_plan_tokens. */

/* What the emitter does with an opcode. */
enum {
    CONV__SPV_C_MODULE = 0, /* module-level declaration; an error in a block */
    CONV__SPV_C_SKIP,       /* debug information: ignored in blocks */
    CONV__SPV_C_GENERIC,    /* an operation: its id operands, no flags */
    CONV__SPV_C_LOAD,       /* a load: a source when the memory is per thread */
    CONV__SPV_C_ACCESS,     /* a pointer into a variable: a source on a varying builtin */
    CONV__SPV_C_SOURCE,     /* a divergence source (atomics, lane-dependent bit ops) */
    CONV__SPV_C_GROUPBITS,  /* BallotBitCount: a source unless it reduces */
    CONV__SPV_C_CONV,       /* a convergent operation: see conv__spv_conv */
    CONV__SPV_C_CONTROL     /* labels, merges, branches, phis, calls, variables */
};

/* How a convergent operation's result behaves (CONV__SPV_C_CONV). */
enum {
    CONV__SPV_P_COLLECTIVE = 1, /* uniform among its threads: votes, ballots, reductions */
    CONV__SPV_P_SOURCE,         /* differs per thread (elect, scans) */
    CONV__SPV_P_SHUFFLE,        /* differs per thread; reads only: superset safe */
    CONV__SPV_P_QUAD,           /* a function of its operands at quad scope: derivatives, implicit LOD */
    CONV__SPV_P_BARRIER         /* a control barrier */
};

/* One opcode. `shape` says how a binary instruction's words decode (the
   text form says the same by its tokens): its first character is '-' (no
   result), 'r' (a result id) or 't' (a result type, then a result id);
   then one character per operand: 'i' an id, 'l' a literal word, 's' a
   string, 'I' or 'L' for all the remaining words as ids or literals, and
   'm' for an optional mask literal followed by ids (image operands).
   A convergent operation names the operand holding its Scope id
   (`scope`, -1: none, the wave) and its GroupOperation literal (`groupop`,
   -1: none). */
typedef struct conv__spv_opinfo {
    uint16_t opcode;
    unsigned char cls, prop;
    signed char scope, groupop;
    const char *name;
    const char *shape;
} conv__spv_opinfo;

#define CONV__SPV_OP(op, name, shape, cls) {op, CONV__SPV_C_##cls, 0, -1, -1, name, shape}
#define CONV__SPV_CV(op, name, shape, prop, scope, groupop) \
    {op, CONV__SPV_C_CONV, CONV__SPV_P_##prop, scope, groupop, name, shape}

/* Sorted by opcode (conv__spv_opinfo_of searches it). */
static const conv__spv_opinfo conv__spv_ops[] = {
    CONV__SPV_OP(0, "OpNop", "-", SKIP),
    CONV__SPV_OP(1, "OpUndef", "t", GENERIC),
    CONV__SPV_OP(2, "OpSourceContinued", "-L", MODULE),
    CONV__SPV_OP(3, "OpSource", "-L", MODULE),
    CONV__SPV_OP(4, "OpSourceExtension", "-L", MODULE),
    CONV__SPV_OP(5, "OpName", "-is", MODULE),
    CONV__SPV_OP(6, "OpMemberName", "-L", MODULE),
    CONV__SPV_OP(7, "OpString", "rs", MODULE),
    CONV__SPV_OP(8, "OpLine", "-L", SKIP),
    CONV__SPV_OP(10, "OpExtension", "-L", MODULE),
    CONV__SPV_OP(11, "OpExtInstImport", "rs", MODULE),
    CONV__SPV_OP(12, "OpExtInst", "tilI", GENERIC),
    CONV__SPV_OP(14, "OpMemoryModel", "-L", MODULE),
    CONV__SPV_OP(15, "OpEntryPoint", "-lisI", MODULE),
    CONV__SPV_OP(16, "OpExecutionMode", "-L", MODULE),
    CONV__SPV_OP(17, "OpCapability", "-L", MODULE),
    CONV__SPV_OP(19, "OpTypeVoid", "r", MODULE),
    CONV__SPV_OP(20, "OpTypeBool", "r", MODULE),
    CONV__SPV_OP(21, "OpTypeInt", "rll", MODULE),
    CONV__SPV_OP(22, "OpTypeFloat", "rlL", MODULE),
    CONV__SPV_OP(23, "OpTypeVector", "ril", MODULE),
    CONV__SPV_OP(24, "OpTypeMatrix", "ril", MODULE),
    CONV__SPV_OP(25, "OpTypeImage", "riL", MODULE),
    CONV__SPV_OP(26, "OpTypeSampler", "r", MODULE),
    CONV__SPV_OP(27, "OpTypeSampledImage", "ri", MODULE),
    CONV__SPV_OP(28, "OpTypeArray", "rii", MODULE),
    CONV__SPV_OP(29, "OpTypeRuntimeArray", "ri", MODULE),
    CONV__SPV_OP(30, "OpTypeStruct", "rI", MODULE),
    CONV__SPV_OP(31, "OpTypeOpaque", "rs", MODULE),
    CONV__SPV_OP(32, "OpTypePointer", "rli", MODULE),
    CONV__SPV_OP(33, "OpTypeFunction", "rI", MODULE),
    CONV__SPV_OP(39, "OpTypeForwardPointer", "-il", MODULE),
    CONV__SPV_OP(41, "OpConstantTrue", "t", MODULE),
    CONV__SPV_OP(42, "OpConstantFalse", "t", MODULE),
    CONV__SPV_OP(43, "OpConstant", "tL", MODULE),
    CONV__SPV_OP(44, "OpConstantComposite", "tI", MODULE),
    CONV__SPV_OP(45, "OpConstantSampler", "tL", MODULE),
    CONV__SPV_OP(46, "OpConstantNull", "t", MODULE),
    CONV__SPV_OP(48, "OpSpecConstantTrue", "t", MODULE),
    CONV__SPV_OP(49, "OpSpecConstantFalse", "t", MODULE),
    CONV__SPV_OP(50, "OpSpecConstant", "tL", MODULE),
    CONV__SPV_OP(51, "OpSpecConstantComposite", "tI", MODULE),
    CONV__SPV_OP(52, "OpSpecConstantOp", "tL", MODULE),
    CONV__SPV_OP(54, "OpFunction", "tli", CONTROL),
    CONV__SPV_OP(55, "OpFunctionParameter", "t", CONTROL),
    CONV__SPV_OP(56, "OpFunctionEnd", "-", CONTROL),
    CONV__SPV_OP(57, "OpFunctionCall", "tiI", CONTROL),
    CONV__SPV_OP(59, "OpVariable", "tlI", CONTROL),
    CONV__SPV_OP(60, "OpImageTexelPointer", "tiii", ACCESS),
    CONV__SPV_OP(61, "OpLoad", "tiL", LOAD),
    CONV__SPV_OP(62, "OpStore", "-iiL", GENERIC),
    CONV__SPV_OP(63, "OpCopyMemory", "-iiL", GENERIC),
    CONV__SPV_OP(64, "OpCopyMemorySized", "-iiiL", GENERIC),
    CONV__SPV_OP(65, "OpAccessChain", "tiI", ACCESS),
    CONV__SPV_OP(66, "OpInBoundsAccessChain", "tiI", ACCESS),
    CONV__SPV_OP(67, "OpPtrAccessChain", "tiI", ACCESS),
    CONV__SPV_OP(68, "OpArrayLength", "til", GENERIC),
    CONV__SPV_OP(70, "OpInBoundsPtrAccessChain", "tiI", ACCESS),
    CONV__SPV_OP(71, "OpDecorate", "-ilL", MODULE),
    CONV__SPV_OP(72, "OpMemberDecorate", "-L", MODULE),
    CONV__SPV_OP(73, "OpDecorationGroup", "r", MODULE),
    CONV__SPV_OP(74, "OpGroupDecorate", "-L", MODULE),
    CONV__SPV_OP(75, "OpGroupMemberDecorate", "-L", MODULE),
    CONV__SPV_OP(77, "OpVectorExtractDynamic", "tii", GENERIC),
    CONV__SPV_OP(78, "OpVectorInsertDynamic", "tiii", GENERIC),
    CONV__SPV_OP(79, "OpVectorShuffle", "tiiL", GENERIC),
    CONV__SPV_OP(80, "OpCompositeConstruct", "tI", GENERIC),
    CONV__SPV_OP(81, "OpCompositeExtract", "tiL", GENERIC),
    CONV__SPV_OP(82, "OpCompositeInsert", "tiiL", GENERIC),
    CONV__SPV_OP(83, "OpCopyObject", "ti", GENERIC),
    CONV__SPV_OP(84, "OpTranspose", "ti", GENERIC),
    CONV__SPV_OP(86, "OpSampledImage", "tii", GENERIC),
    CONV__SPV_CV(87, "OpImageSampleImplicitLod", "tiim", QUAD, -1, -1),
    CONV__SPV_OP(88, "OpImageSampleExplicitLod", "tiim", GENERIC),
    CONV__SPV_CV(89, "OpImageSampleDrefImplicitLod", "tiiim", QUAD, -1, -1),
    CONV__SPV_OP(90, "OpImageSampleDrefExplicitLod", "tiiim", GENERIC),
    CONV__SPV_CV(91, "OpImageSampleProjImplicitLod", "tiim", QUAD, -1, -1),
    CONV__SPV_OP(92, "OpImageSampleProjExplicitLod", "tiim", GENERIC),
    CONV__SPV_CV(93, "OpImageSampleProjDrefImplicitLod", "tiiim", QUAD, -1, -1),
    CONV__SPV_OP(94, "OpImageSampleProjDrefExplicitLod", "tiiim", GENERIC),
    CONV__SPV_OP(95, "OpImageFetch", "tiim", GENERIC),
    CONV__SPV_OP(96, "OpImageGather", "tiiim", GENERIC),
    CONV__SPV_OP(97, "OpImageDrefGather", "tiiim", GENERIC),
    CONV__SPV_OP(98, "OpImageRead", "tiim", GENERIC),
    CONV__SPV_OP(99, "OpImageWrite", "-iiim", GENERIC),
    CONV__SPV_OP(100, "OpImage", "ti", GENERIC),
    CONV__SPV_OP(103, "OpImageQuerySizeLod", "tii", GENERIC),
    CONV__SPV_OP(104, "OpImageQuerySize", "ti", GENERIC),
    CONV__SPV_CV(105, "OpImageQueryLod", "tii", QUAD, -1, -1),
    CONV__SPV_OP(106, "OpImageQueryLevels", "ti", GENERIC),
    CONV__SPV_OP(107, "OpImageQuerySamples", "ti", GENERIC),
    CONV__SPV_OP(109, "OpConvertFToU", "ti", GENERIC),
    CONV__SPV_OP(110, "OpConvertFToS", "ti", GENERIC),
    CONV__SPV_OP(111, "OpConvertSToF", "ti", GENERIC),
    CONV__SPV_OP(112, "OpConvertUToF", "ti", GENERIC),
    CONV__SPV_OP(113, "OpUConvert", "ti", GENERIC),
    CONV__SPV_OP(114, "OpSConvert", "ti", GENERIC),
    CONV__SPV_OP(115, "OpFConvert", "ti", GENERIC),
    CONV__SPV_OP(116, "OpQuantizeToF16", "ti", GENERIC),
    CONV__SPV_OP(117, "OpConvertPtrToU", "ti", GENERIC),
    CONV__SPV_OP(120, "OpConvertUToPtr", "ti", GENERIC),
    CONV__SPV_OP(124, "OpBitcast", "ti", GENERIC),
    CONV__SPV_OP(126, "OpSNegate", "ti", GENERIC),
    CONV__SPV_OP(127, "OpFNegate", "ti", GENERIC),
    CONV__SPV_OP(128, "OpIAdd", "tii", GENERIC),
    CONV__SPV_OP(129, "OpFAdd", "tii", GENERIC),
    CONV__SPV_OP(130, "OpISub", "tii", GENERIC),
    CONV__SPV_OP(131, "OpFSub", "tii", GENERIC),
    CONV__SPV_OP(132, "OpIMul", "tii", GENERIC),
    CONV__SPV_OP(133, "OpFMul", "tii", GENERIC),
    CONV__SPV_OP(134, "OpUDiv", "tii", GENERIC),
    CONV__SPV_OP(135, "OpSDiv", "tii", GENERIC),
    CONV__SPV_OP(136, "OpFDiv", "tii", GENERIC),
    CONV__SPV_OP(137, "OpUMod", "tii", GENERIC),
    CONV__SPV_OP(138, "OpSRem", "tii", GENERIC),
    CONV__SPV_OP(139, "OpSMod", "tii", GENERIC),
    CONV__SPV_OP(140, "OpFRem", "tii", GENERIC),
    CONV__SPV_OP(141, "OpFMod", "tii", GENERIC),
    CONV__SPV_OP(142, "OpVectorTimesScalar", "tii", GENERIC),
    CONV__SPV_OP(143, "OpMatrixTimesScalar", "tii", GENERIC),
    CONV__SPV_OP(144, "OpVectorTimesMatrix", "tii", GENERIC),
    CONV__SPV_OP(145, "OpMatrixTimesVector", "tii", GENERIC),
    CONV__SPV_OP(146, "OpMatrixTimesMatrix", "tii", GENERIC),
    CONV__SPV_OP(147, "OpOuterProduct", "tii", GENERIC),
    CONV__SPV_OP(148, "OpDot", "tii", GENERIC),
    CONV__SPV_OP(149, "OpIAddCarry", "tii", GENERIC),
    CONV__SPV_OP(150, "OpISubBorrow", "tii", GENERIC),
    CONV__SPV_OP(151, "OpUMulExtended", "tii", GENERIC),
    CONV__SPV_OP(152, "OpSMulExtended", "tii", GENERIC),
    CONV__SPV_OP(154, "OpAny", "ti", GENERIC),
    CONV__SPV_OP(155, "OpAll", "ti", GENERIC),
    CONV__SPV_OP(156, "OpIsNan", "ti", GENERIC),
    CONV__SPV_OP(157, "OpIsInf", "ti", GENERIC),
    CONV__SPV_OP(164, "OpLogicalEqual", "tii", GENERIC),
    CONV__SPV_OP(165, "OpLogicalNotEqual", "tii", GENERIC),
    CONV__SPV_OP(166, "OpLogicalOr", "tii", GENERIC),
    CONV__SPV_OP(167, "OpLogicalAnd", "tii", GENERIC),
    CONV__SPV_OP(168, "OpLogicalNot", "ti", GENERIC),
    CONV__SPV_OP(169, "OpSelect", "tiii", GENERIC),
    CONV__SPV_OP(170, "OpIEqual", "tii", GENERIC),
    CONV__SPV_OP(171, "OpINotEqual", "tii", GENERIC),
    CONV__SPV_OP(172, "OpUGreaterThan", "tii", GENERIC),
    CONV__SPV_OP(173, "OpSGreaterThan", "tii", GENERIC),
    CONV__SPV_OP(174, "OpUGreaterThanEqual", "tii", GENERIC),
    CONV__SPV_OP(175, "OpSGreaterThanEqual", "tii", GENERIC),
    CONV__SPV_OP(176, "OpULessThan", "tii", GENERIC),
    CONV__SPV_OP(177, "OpSLessThan", "tii", GENERIC),
    CONV__SPV_OP(178, "OpULessThanEqual", "tii", GENERIC),
    CONV__SPV_OP(179, "OpSLessThanEqual", "tii", GENERIC),
    CONV__SPV_OP(180, "OpFOrdEqual", "tii", GENERIC),
    CONV__SPV_OP(181, "OpFUnordEqual", "tii", GENERIC),
    CONV__SPV_OP(182, "OpFOrdNotEqual", "tii", GENERIC),
    CONV__SPV_OP(183, "OpFUnordNotEqual", "tii", GENERIC),
    CONV__SPV_OP(184, "OpFOrdLessThan", "tii", GENERIC),
    CONV__SPV_OP(185, "OpFUnordLessThan", "tii", GENERIC),
    CONV__SPV_OP(186, "OpFOrdGreaterThan", "tii", GENERIC),
    CONV__SPV_OP(187, "OpFUnordGreaterThan", "tii", GENERIC),
    CONV__SPV_OP(188, "OpFOrdLessThanEqual", "tii", GENERIC),
    CONV__SPV_OP(189, "OpFUnordLessThanEqual", "tii", GENERIC),
    CONV__SPV_OP(190, "OpFOrdGreaterThanEqual", "tii", GENERIC),
    CONV__SPV_OP(191, "OpFUnordGreaterThanEqual", "tii", GENERIC),
    CONV__SPV_OP(194, "OpShiftRightLogical", "tii", GENERIC),
    CONV__SPV_OP(195, "OpShiftRightArithmetic", "tii", GENERIC),
    CONV__SPV_OP(196, "OpShiftLeftLogical", "tii", GENERIC),
    CONV__SPV_OP(197, "OpBitwiseOr", "tii", GENERIC),
    CONV__SPV_OP(198, "OpBitwiseXor", "tii", GENERIC),
    CONV__SPV_OP(199, "OpBitwiseAnd", "tii", GENERIC),
    CONV__SPV_OP(200, "OpNot", "ti", GENERIC),
    CONV__SPV_OP(201, "OpBitFieldInsert", "tiiii", GENERIC),
    CONV__SPV_OP(202, "OpBitFieldSExtract", "tiii", GENERIC),
    CONV__SPV_OP(203, "OpBitFieldUExtract", "tiii", GENERIC),
    CONV__SPV_OP(204, "OpBitReverse", "ti", GENERIC),
    CONV__SPV_OP(205, "OpBitCount", "ti", GENERIC),
    CONV__SPV_CV(207, "OpDPdx", "ti", QUAD, -1, -1),
    CONV__SPV_CV(208, "OpDPdy", "ti", QUAD, -1, -1),
    CONV__SPV_CV(209, "OpFwidth", "ti", QUAD, -1, -1),
    CONV__SPV_CV(210, "OpDPdxFine", "ti", QUAD, -1, -1),
    CONV__SPV_CV(211, "OpDPdyFine", "ti", QUAD, -1, -1),
    CONV__SPV_CV(212, "OpFwidthFine", "ti", QUAD, -1, -1),
    CONV__SPV_CV(213, "OpDPdxCoarse", "ti", QUAD, -1, -1),
    CONV__SPV_CV(214, "OpDPdyCoarse", "ti", QUAD, -1, -1),
    CONV__SPV_CV(215, "OpFwidthCoarse", "ti", QUAD, -1, -1),
    CONV__SPV_CV(224, "OpControlBarrier", "-iii", BARRIER, 0, -1),
    CONV__SPV_OP(225, "OpMemoryBarrier", "-ii", GENERIC),
    CONV__SPV_OP(227, "OpAtomicLoad", "tiii", SOURCE),
    CONV__SPV_OP(228, "OpAtomicStore", "-iiii", GENERIC),
    CONV__SPV_OP(229, "OpAtomicExchange", "tiiii", SOURCE),
    CONV__SPV_OP(230, "OpAtomicCompareExchange", "tiiiiii", SOURCE),
    CONV__SPV_OP(231, "OpAtomicCompareExchangeWeak", "tiiiiii", SOURCE),
    CONV__SPV_OP(232, "OpAtomicIIncrement", "tiii", SOURCE),
    CONV__SPV_OP(233, "OpAtomicIDecrement", "tiii", SOURCE),
    CONV__SPV_OP(234, "OpAtomicIAdd", "tiiii", SOURCE),
    CONV__SPV_OP(235, "OpAtomicISub", "tiiii", SOURCE),
    CONV__SPV_OP(236, "OpAtomicSMin", "tiiii", SOURCE),
    CONV__SPV_OP(237, "OpAtomicUMin", "tiiii", SOURCE),
    CONV__SPV_OP(238, "OpAtomicSMax", "tiiii", SOURCE),
    CONV__SPV_OP(239, "OpAtomicUMax", "tiiii", SOURCE),
    CONV__SPV_OP(240, "OpAtomicAnd", "tiiii", SOURCE),
    CONV__SPV_OP(241, "OpAtomicOr", "tiiii", SOURCE),
    CONV__SPV_OP(242, "OpAtomicXor", "tiiii", SOURCE),
    CONV__SPV_OP(245, "OpPhi", "tI", CONTROL),
    CONV__SPV_OP(246, "OpLoopMerge", "-iiL", CONTROL),
    CONV__SPV_OP(247, "OpSelectionMerge", "-il", CONTROL),
    CONV__SPV_OP(248, "OpLabel", "r", CONTROL),
    CONV__SPV_OP(249, "OpBranch", "-i", CONTROL),
    CONV__SPV_OP(250, "OpBranchConditional", "-iiiL", CONTROL),
    CONV__SPV_OP(251, "OpSwitch", "-iiL", CONTROL),
    CONV__SPV_OP(252, "OpKill", "-", CONTROL),
    CONV__SPV_OP(253, "OpReturn", "-", CONTROL),
    CONV__SPV_OP(254, "OpReturnValue", "-i", CONTROL),
    CONV__SPV_OP(255, "OpUnreachable", "-", CONTROL),
    CONV__SPV_OP(256, "OpLifetimeStart", "-il", SKIP),
    CONV__SPV_OP(257, "OpLifetimeStop", "-il", SKIP),
    CONV__SPV_CV(261, "OpGroupAll", "tii", COLLECTIVE, 0, -1),
    CONV__SPV_CV(262, "OpGroupAny", "tii", COLLECTIVE, 0, -1),
    CONV__SPV_CV(263, "OpGroupBroadcast", "tiii", COLLECTIVE, 0, -1),
    CONV__SPV_CV(264, "OpGroupIAdd", "tili", COLLECTIVE, 0, 1),
    CONV__SPV_CV(265, "OpGroupFAdd", "tili", COLLECTIVE, 0, 1),
    CONV__SPV_CV(266, "OpGroupFMin", "tili", COLLECTIVE, 0, 1),
    CONV__SPV_CV(267, "OpGroupUMin", "tili", COLLECTIVE, 0, 1),
    CONV__SPV_CV(268, "OpGroupSMin", "tili", COLLECTIVE, 0, 1),
    CONV__SPV_CV(269, "OpGroupFMax", "tili", COLLECTIVE, 0, 1),
    CONV__SPV_CV(270, "OpGroupUMax", "tili", COLLECTIVE, 0, 1),
    CONV__SPV_CV(271, "OpGroupSMax", "tili", COLLECTIVE, 0, 1),
    CONV__SPV_OP(317, "OpNoLine", "-", SKIP),
    CONV__SPV_OP(318, "OpAtomicFlagTestAndSet", "tiii", SOURCE),
    CONV__SPV_OP(319, "OpAtomicFlagClear", "-iii", GENERIC),
    CONV__SPV_OP(330, "OpModuleProcessed", "-L", MODULE),
    CONV__SPV_OP(331, "OpExecutionModeId", "-L", MODULE),
    CONV__SPV_OP(332, "OpDecorateId", "-L", MODULE),
    CONV__SPV_CV(333, "OpGroupNonUniformElect", "ti", SOURCE, 0, -1),
    CONV__SPV_CV(334, "OpGroupNonUniformAll", "tii", COLLECTIVE, 0, -1),
    CONV__SPV_CV(335, "OpGroupNonUniformAny", "tii", COLLECTIVE, 0, -1),
    CONV__SPV_CV(336, "OpGroupNonUniformAllEqual", "tii", COLLECTIVE, 0, -1),
    CONV__SPV_CV(337, "OpGroupNonUniformBroadcast", "tiii", COLLECTIVE, 0, -1),
    CONV__SPV_CV(338, "OpGroupNonUniformBroadcastFirst", "tii", COLLECTIVE, 0, -1),
    CONV__SPV_CV(339, "OpGroupNonUniformBallot", "tii", COLLECTIVE, 0, -1),
    CONV__SPV_OP(340, "OpGroupNonUniformInverseBallot", "tii", SOURCE),
    CONV__SPV_OP(341, "OpGroupNonUniformBallotBitExtract", "tiii", GENERIC),
    CONV__SPV_OP(342, "OpGroupNonUniformBallotBitCount", "tili", GROUPBITS),
    CONV__SPV_OP(343, "OpGroupNonUniformBallotFindLSB", "tii", GENERIC),
    CONV__SPV_OP(344, "OpGroupNonUniformBallotFindMSB", "tii", GENERIC),
    CONV__SPV_CV(345, "OpGroupNonUniformShuffle", "tiii", SHUFFLE, 0, -1),
    CONV__SPV_CV(346, "OpGroupNonUniformShuffleXor", "tiii", SHUFFLE, 0, -1),
    CONV__SPV_CV(347, "OpGroupNonUniformShuffleUp", "tiii", SHUFFLE, 0, -1),
    CONV__SPV_CV(348, "OpGroupNonUniformShuffleDown", "tiii", SHUFFLE, 0, -1),
    CONV__SPV_CV(349, "OpGroupNonUniformIAdd", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(350, "OpGroupNonUniformFAdd", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(351, "OpGroupNonUniformIMul", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(352, "OpGroupNonUniformFMul", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(353, "OpGroupNonUniformSMin", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(354, "OpGroupNonUniformUMin", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(355, "OpGroupNonUniformFMin", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(356, "OpGroupNonUniformSMax", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(357, "OpGroupNonUniformUMax", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(358, "OpGroupNonUniformFMax", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(359, "OpGroupNonUniformBitwiseAnd", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(360, "OpGroupNonUniformBitwiseOr", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(361, "OpGroupNonUniformBitwiseXor", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(362, "OpGroupNonUniformLogicalAnd", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(363, "OpGroupNonUniformLogicalOr", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(364, "OpGroupNonUniformLogicalXor", "tiliI", COLLECTIVE, 0, 1),
    CONV__SPV_CV(365, "OpGroupNonUniformQuadBroadcast", "tiii", SHUFFLE, 0, -1),
    CONV__SPV_CV(366, "OpGroupNonUniformQuadSwap", "tiii", SHUFFLE, 0, -1),
    CONV__SPV_OP(400, "OpCopyLogical", "ti", GENERIC),
    CONV__SPV_OP(401, "OpPtrEqual", "tii", GENERIC),
    CONV__SPV_OP(402, "OpPtrNotEqual", "tii", GENERIC),
    CONV__SPV_OP(403, "OpPtrDiff", "tii", GENERIC),
    CONV__SPV_OP(4416, "OpTerminateInvocation", "-", CONTROL),
    CONV__SPV_CV(4421, "OpSubgroupBallotKHR", "ti", COLLECTIVE, -1, -1),
    CONV__SPV_CV(4422, "OpSubgroupFirstInvocationKHR", "ti", COLLECTIVE, -1, -1),
    CONV__SPV_CV(4428, "OpSubgroupAllKHR", "ti", COLLECTIVE, -1, -1),
    CONV__SPV_CV(4429, "OpSubgroupAnyKHR", "ti", COLLECTIVE, -1, -1),
    CONV__SPV_CV(4430, "OpSubgroupAllEqualKHR", "ti", COLLECTIVE, -1, -1),
    CONV__SPV_CV(4431, "OpGroupNonUniformRotateKHR", "tiiiI", SHUFFLE, 0, -1),
    CONV__SPV_CV(4432, "OpSubgroupReadInvocationKHR", "tii", COLLECTIVE, -1, -1),
    CONV__SPV_OP(5380, "OpDemoteToHelperInvocation", "-", GENERIC),
    CONV__SPV_OP(5381, "OpIsHelperInvocationEXT", "t", SOURCE),
};

#undef CONV__SPV_OP
#undef CONV__SPV_CV

/* Enumerants the reader interprets. Only these tables are needed: every
   other enumerant (function control, memory access, loop control) is
   read past without a meaning. */
typedef struct conv__spv_enum {
    const char *name;
    uint32_t value;
} conv__spv_enum;

static const conv__spv_enum conv__spv_storage_classes[] = {
    {"UniformConstant", 0}, {"Input", 1},   {"Uniform", 2},        {"Output", 3},        {"Workgroup", 4},
    {"CrossWorkgroup", 5},  {"Private", 6}, {"Function", 7},       {"Generic", 8},       {"PushConstant", 9},
    {"AtomicCounter", 10},  {"Image", 11},  {"StorageBuffer", 12}, {"PhysicalStorageBuffer", 5349}};
static const conv__spv_enum conv__spv_decorations[] = {{"BuiltIn", 11}};
static const conv__spv_enum conv__spv_group_ops[] = {
    {"Reduce", 0}, {"InclusiveScan", 1}, {"ExclusiveScan", 2}, {"ClusteredReduce", 3}};
/* The builtins whose value is the same for every thread of a wave (the
   launch geometry and the subgroup counts). Every other builtin read
   from an Input variable varies per thread. */
static const conv__spv_enum conv__spv_uniform_builtins[] = {
    {"NumWorkgroups", 24}, {"WorkgroupSize", 25}, {"WorkgroupId", 26},    {"WorkDim", 30},
    {"GlobalSize", 31},    {"EnqueuedWorkgroupSize", 32}, {"GlobalOffset", 33}, {"SubgroupSize", 36},
    {"SubgroupMaxSize", 37}, {"NumSubgroups", 38}, {"NumEnqueuedSubgroups", 39}, {"SubgroupId", 40}};
static const conv__spv_enum conv__spv_varying_builtins[] = {
    {"FragCoord", 15},      {"FrontFacing", 17},       {"SampleId", 18},         {"HelperInvocation", 23},
    {"LocalInvocationId", 27}, {"GlobalInvocationId", 28}, {"LocalInvocationIndex", 29},
    {"GlobalLinearId", 34}, {"SubgroupLocalInvocationId", 41}, {"VertexIndex", 42}, {"InstanceIndex", 43},
    {"SubgroupEqMask", 4416}, {"SubgroupGeMask", 4417}, {"SubgroupGtMask", 4418}, {"SubgroupLeMask", 4419},
    {"SubgroupLtMask", 4420}};

#define CONV__SPV_ENUM_COUNT(t) ((uint32_t)(sizeof(t) / sizeof((t)[0])))
#define CONV__SPV_UNKNOWN 0xffffffffu

/* Operand kinds of a decoded instruction. */
enum { CONV__SPV_O_ID = 1, CONV__SPV_O_LIT, CONV__SPV_O_STR, CONV__SPV_O_WORD };

/* One operand: an id, a literal (one binary word, or one number of the
   text with its spelling kept for floats), a string or an enumerant
   word (text only; a binary enumerant is a literal). */
typedef struct conv__spv_operand {
    uint32_t kind;
    uint32_t text;  /* STR, WORD, and text numbers: offset in the reader's strings */
    uint64_t value; /* ID: the id; LIT: the value */
    uint32_t col;   /* text: column; binary: 0 */
    bool is_int;    /* LIT: the value is an integer (a text number may be a float) */
} conv__spv_operand;

typedef struct conv__spv_inst {
    uint32_t opcode;
    uint32_t type, result;     /* 0 = none */
    uint32_t ops_begin, ops_count;
    uint32_t line, col;        /* text */
    uint32_t offset;           /* binary: byte offset of the first word */
} conv__spv_inst;

/* What an id is, learnt by the module pass. */
enum {
    CONV__SPV_K_NONE = 0,  /* never defined */
    CONV__SPV_K_TYPE,      /* a type (see `width`, `storage`) */
    CONV__SPV_K_CONST,     /* a scalar constant: a conv constant with `imm` */
    CONV__SPV_K_GLOBAL,    /* any other module-level value: uniform, not an operand */
    CONV__SPV_K_FUNCTION,
    CONV__SPV_K_LABEL,
    CONV__SPV_K_LOCAL      /* an instruction result or parameter of a function */
};
/* Type classes (conv__spv_id.tclass). */
enum { CONV__SPV_T_OTHER = 0, CONV__SPV_T_VOID, CONV__SPV_T_BOOL, CONV__SPV_T_INT, CONV__SPV_T_FLOAT,
       CONV__SPV_T_POINTER };

typedef struct conv__spv_id {
    uint32_t kind;      /* CONV__SPV_K_* */
    uint32_t def;       /* defining instruction + 1 */
    uint32_t name;      /* text: the name as written, with '%' (offset in strings) */
    uint32_t debug;     /* OpName string (offset in strings), 0 = none */
    uint32_t builtin;   /* BuiltIn decoration + 1, 0 = none */
    uint32_t tclass;    /* types: CONV__SPV_T_* */
    uint32_t width;     /* int and float types */
    uint32_t storage;   /* pointer types and variables: storage class + 1 */
    uint32_t fname;     /* functions: their conv name (offset in strings) */
    uint32_t block;     /* labels of the function being read: block index + 1 */
    bool is_signed;     /* int types */
    bool entry_point;   /* functions named by OpEntryPoint */
    int64_t imm;        /* CONST */
    uint32_t deco[3];   /* ArrayStride, Binding, DescriptorSet + 1; 0 = none */
} conv__spv_id;

/* A block of the function being read: its label, its instructions and
   what its merge instruction declares. */
typedef struct conv__spv_block {
    uint32_t label;           /* id */
    uint32_t first, end;      /* instruction indices: after the label, past the terminator */
    uint32_t merge, cont;     /* OpLoopMerge / OpSelectionMerge targets (ids), 0 = none */
    bool loop;                /* the merge is an OpLoopMerge: a loop header */
    uint32_t token_block;     /* structured tokens: the header whose heart controls it, CONV__NONE = entry */
} conv__spv_block;

typedef struct conv__spv_reader {
    conv__parser *ps;
    const conv_allocator *a;
    bool binary;
    bool tokens;               /* derive tokens from the structure */
    conv__vec insts;           /* conv__spv_inst */
    conv__vec operands;        /* conv__spv_operand */
    conv__strpool strings;     /* names, strings, enumerant words, numbers */
    conv__vec text_names;      /* text: uint32_t name offset per id - 1 */
    conv__nameindex text_index;
    uint32_t bound;            /* ids are below it */
    conv__spv_id *ids;         /* bound entries */
    conv__vec blocks;          /* conv__spv_block, the current function's */
    conv__vec succ;            /* uint32_t block indices, per block in order */
    conv__vec succ_begin;      /* uint32_t, blocks + 1 */
    char numbuf[24];
} conv__spv_reader;

/* --- the SPIR-V reader: tables and diagnostics --- */

CONV__PRIVATE const conv__spv_opinfo *conv__spv_opinfo_of(uint32_t opcode) {
    size_t lo = 0, hi = sizeof conv__spv_ops / sizeof conv__spv_ops[0];
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2u;
        if (conv__spv_ops[mid].opcode == opcode) return &conv__spv_ops[mid];
        if (conv__spv_ops[mid].opcode < opcode) lo = mid + 1u;
        else hi = mid;
    }
    return NULL;
}

CONV__PRIVATE const conv__spv_opinfo *conv__spv_opinfo_named(const char *p, size_t n) {
    size_t i;
    for (i = 0; i < sizeof conv__spv_ops / sizeof conv__spv_ops[0]; i++)
        if (strlen(conv__spv_ops[i].name) == n && memcmp(conv__spv_ops[i].name, p, n) == 0) return &conv__spv_ops[i];
    return NULL;
}

CONV__PRIVATE uint32_t conv__spv_enum_value(const conv__spv_enum *t, uint32_t count, const char *s) {
    uint32_t i;
    for (i = 0; i < count; i++)
        if (strcmp(t[i].name, s) == 0) return t[i].value;
    return CONV__SPV_UNKNOWN;
}
CONV__PRIVATE bool conv__spv_enum_has(const conv__spv_enum *t, uint32_t count, uint32_t v) {
    uint32_t i;
    for (i = 0; i < count; i++)
        if (t[i].value == v) return true;
    return false;
}

/* Reports an error at an instruction or operand: line:col in the text,
   the byte offset in a binary (whose diagnostics have no line). */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 6, 7)))
#endif
CONV__PRIVATE void conv__spv_err(conv__spv_reader *rd, const char *code, uint32_t line, uint32_t col, uint32_t offset,
                                 const char *fmt, ...) {
    char buf[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (rd->binary) conv__perr(rd->ps, code, 0, 0, "byte offset %lu: %s", (unsigned long)offset, buf);
    else conv__perr(rd->ps, code, line, col, "%s", buf);
}
#define CONV__SPV_AT(in) (in)->line, (in)->col, (in)->offset

CONV__PRIVATE const conv__spv_operand *conv__spv_ops_of(const conv__spv_reader *rd, const conv__spv_inst *in) {
    /* (no operands yet: no pointer arithmetic on NULL) */
    return rd->operands.data ? CONV__VEC(rd->operands, conv__spv_operand) + in->ops_begin : NULL;
}

/* Operand k of `in` as an id; reports and returns 0 when it is missing or
   not an id. */
CONV__PRIVATE uint32_t conv__spv_op_id(conv__spv_reader *rd, const conv__spv_inst *in, uint32_t k) {
    const conv__spv_opinfo *oi = conv__spv_opinfo_of(in->opcode);
    if (k >= in->ops_count || conv__spv_ops_of(rd, in)[k].kind != CONV__SPV_O_ID) {
        conv__spv_err(rd, "spirv.operand", CONV__SPV_AT(in), "%s: operand %u must be an id",
                      oi ? oi->name : "instruction", (unsigned)k + 1u);
        return 0;
    }
    return (uint32_t)conv__spv_ops_of(rd, in)[k].value;
}

/* Operand k as an enumerant: a binary literal, or a text word looked up
   in `t`; CONV__SPV_UNKNOWN when absent or not in the table. */
CONV__PRIVATE uint32_t conv__spv_op_enum(const conv__spv_reader *rd, const conv__spv_inst *in, uint32_t k,
                                         const conv__spv_enum *t, uint32_t count) {
    const conv__spv_operand *o;
    if (k >= in->ops_count) return CONV__SPV_UNKNOWN;
    o = &conv__spv_ops_of(rd, in)[k];
    if (o->kind == CONV__SPV_O_LIT) return (uint32_t)o->value;
    if (o->kind == CONV__SPV_O_WORD) return conv__spv_enum_value(t, count, conv__strpool_get(&rd->strings, o->text));
    return CONV__SPV_UNKNOWN;
}

/* The id table entry of a defined id, or NULL. */
CONV__PRIVATE conv__spv_id *conv__spv_id_of(const conv__spv_reader *rd, uint64_t id) {
    if (id == 0 || id >= rd->bound) return NULL;
    return &rd->ids[id];
}

/* The name of an id in conv: its text name, or "%N" in a binary. */
CONV__PRIVATE const char *conv__spv_id_name(conv__spv_reader *rd, uint32_t id) {
    const conv__spv_id *e = conv__spv_id_of(rd, id);
    if (e && e->name) return conv__strpool_get(&rd->strings, e->name);
    snprintf(rd->numbuf, sizeof rd->numbuf, "%%%lu", (unsigned long)id);
    return rd->numbuf;
}

CONV__PRIVATE void conv__spv_free(conv__spv_reader *rd) {
    const conv_allocator *a = rd->a;
    conv__vec_free(a, &rd->insts, sizeof(conv__spv_inst));
    conv__vec_free(a, &rd->operands, sizeof(conv__spv_operand));
    conv__vec_free(a, &rd->strings.chars, 1);
    conv__vec_free(a, &rd->text_names, sizeof(uint32_t));
    conv__nameindex_free(a, &rd->text_index);
    conv__free_array(a, rd->ids, rd->bound, sizeof(conv__spv_id));
    conv__vec_free(a, &rd->blocks, sizeof(conv__spv_block));
    conv__vec_free(a, &rd->succ, sizeof(uint32_t));
    conv__vec_free(a, &rd->succ_begin, sizeof(uint32_t));
    rd->ids = NULL;
}

CONV__PRIVATE conv__spv_inst *conv__spv_new_inst(conv__spv_reader *rd, uint32_t opcode) {
    conv__spv_inst in;
    memset(&in, 0, sizeof in);
    in.opcode = opcode;
    in.ops_begin = (uint32_t)rd->operands.count;
    if (rd->operands.count > 0xffffffffu - 1u || CONV__VEC_PUSH1(rd->a, &rd->insts, conv__spv_inst, in) != CONV_OK) {
        conv__oom(rd->ps, CONV_ERR_OUT_OF_MEMORY);
        return NULL;
    }
    return &CONV__VEC(rd->insts, conv__spv_inst)[rd->insts.count - 1u];
}

CONV__PRIVATE void conv__spv_push_operand(conv__spv_reader *rd, uint32_t kind, uint64_t value, uint32_t text,
                                          uint32_t col) {
    conv__spv_operand o;
    o.kind = kind;
    o.value = value;
    o.text = text;
    o.col = col;
    o.is_int = kind == CONV__SPV_O_LIT;
    if (CONV__VEC_PUSH1(rd->a, &rd->operands, conv__spv_operand, o) != CONV_OK) {
        conv__oom(rd->ps, CONV_ERR_OUT_OF_MEMORY);
        return;
    }
    CONV__VEC(rd->insts, conv__spv_inst)[rd->insts.count - 1u].ops_count++;
}

/* --- the SPIR-V reader: decoding a binary module --- */

CONV__PRIVATE uint32_t conv__spv_word(const unsigned char *p, bool big_endian) {
    if (big_endian)
        return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
    return (uint32_t)p[3] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | (uint32_t)p[0];
}

/* Whether `text` starts with the SPIR-V magic number in either byte
   order. */
CONV__PRIVATE bool conv__spv_is_binary(const char *text, size_t size) {
    const unsigned char *p = (const unsigned char *)text;
    return size >= 4 && (conv__spv_word(p, false) == 0x07230203u || conv__spv_word(p, true) == 0x07230203u);
}

/* A literal string starting at word w of an instruction ending before
   word end: its bytes go to the strings, and *w moves past it. */
CONV__PRIVATE bool conv__spv_binary_string(conv__spv_reader *rd, const unsigned char *base, bool be, size_t *w,
                                           size_t end, uint32_t *out) {
    char buf[4];
    size_t start = *w, k, len = 0;
    conv__vec tmp;
    bool done = false;
    memset(&tmp, 0, sizeof tmp);
    for (; *w < end && !done; (*w)++) {
        uint32_t word = conv__spv_word(base + *w * 4u, be);
        for (k = 0; k < 4 && !done; k++) {
            buf[0] = (char)((word >> (8u * k)) & 0xffu);
            if (buf[0] == '\0') done = true;
            else len++;
        }
    }
    if (!done) return false;
    conv__oom(rd->ps, conv__vec_reserve(rd->a, &tmp, 1, len + 1u));
    if (rd->ps->status != CONV_OK) return false;
    for (k = 0; k < len; k++) {
        uint32_t word = conv__spv_word(base + (start + k / 4u) * 4u, be);
        ((char *)tmp.data)[k] = (char)((word >> (8u * (k % 4u))) & 0xffu);
    }
    conv__oom(rd->ps, conv__strpool_add(rd->a, &rd->strings, (const char *)tmp.data, len, out));
    conv__vec_free(rd->a, &tmp, 1);
    return true;
}

/* Decodes the operands of one instruction by its shape. Ids must be
   below the bound. Returns false after reporting a malformed one. */
CONV__PRIVATE bool conv__spv_binary_operands(conv__spv_reader *rd, const conv__spv_opinfo *oi, const unsigned char *base,
                                             bool be, size_t w, size_t end, uint32_t offset) {
    conv__spv_inst *in = &CONV__VEC(rd->insts, conv__spv_inst)[rd->insts.count - 1u];
    const char *s = oi->shape + 1;
    char rest = 0;
    if (oi->shape[0] == 't') {
        if (w >= end) goto short_inst;
        in->type = conv__spv_word(base + w++ * 4u, be);
    }
    if (oi->shape[0] != '-') {
        if (w >= end) goto short_inst;
        in->result = conv__spv_word(base + w++ * 4u, be);
    }
    if ((oi->shape[0] == 't' && (in->type == 0 || in->type >= rd->bound)) ||
        (oi->shape[0] != '-' && (in->result == 0 || in->result >= rd->bound)))
        goto bad_id;
    for (; w < end && rd->ps->status == CONV_OK; s += rest ? 0 : 1) {
        char c = rest ? rest : *s;
        uint32_t word, str = 0;
        if (c == '\0') {
            conv__spv_err(rd, "spirv.operand-count", 0, 0, offset, "%s has more operands than it takes", oi->name);
            return false;
        }
        if (c == 'I' || c == 'L') rest = c;
        if (c == 'm') rest = 'I'; /* an optional mask literal, then ids */
        if (c == 's') {
            if (!conv__spv_binary_string(rd, base, be, &w, end, &str)) {
                if (rd->ps->status != CONV_OK) return false;
                conv__spv_err(rd, "spirv.bad-string", 0, 0, offset, "%s: a string without its terminating NUL",
                              oi->name);
                return false;
            }
            conv__spv_push_operand(rd, CONV__SPV_O_STR, 0, str, 0);
            continue;
        }
        word = conv__spv_word(base + w++ * 4u, be);
        if ((c == 'i' || c == 'I') && (word == 0 || word >= rd->bound)) goto bad_id;
        conv__spv_push_operand(rd, c == 'i' || c == 'I' ? CONV__SPV_O_ID : CONV__SPV_O_LIT, word, 0, 0);
    }
    if (!rest && *s != '\0' && *s != 'I' && *s != 'L' && *s != 'm') goto short_inst;
    return true;
short_inst:
    conv__spv_err(rd, "spirv.operand-count", 0, 0, offset, "%s has too few operands", oi->name);
    return false;
bad_id:
    conv__spv_err(rd, "spirv.bad-id", 0, 0, offset, "%s: an id of 0 or not below the bound %lu", oi->name,
                  (unsigned long)rd->bound);
    return false;
}

/* Decodes a whole binary module into rd->insts. Unknown opcodes are kept
   without operands (an error only if they appear inside a function). */
CONV__PRIVATE void conv__spv_decode_binary(conv__spv_reader *rd, const char *text, size_t size) {
    const unsigned char *base = (const unsigned char *)text;
    bool be = conv__spv_word(base, false) != 0x07230203u;
    size_t words = size / 4u, w = 5;
    if (size % 4u != 0 || words < 5) {
        conv__spv_err(rd, "spirv.truncated", 0, 0, (uint32_t)(size < 20 ? 0 : size - size % 4u),
                      size % 4u ? "the size is not a multiple of 4 bytes" : "the header is cut short");
        return;
    }
    if (size > 0xffffffffu) {
        conv__oom(rd->ps, CONV_ERR_LIMIT);
        return;
    }
    rd->bound = conv__spv_word(base + 12, be);
    if (rd->bound == 0 || rd->bound > 1u + (uint32_t)words * 2u) {
        /* every id is defined by an instruction of at least 2 words, so a
           larger bound is not a valid module's, and would size the id table */
        conv__spv_err(rd, "spirv.bad-bound", 0, 0, 12, "the id bound %lu is not possible in %lu words",
                      (unsigned long)rd->bound, (unsigned long)words);
        return;
    }
    while (w < words && rd->ps->status == CONV_OK) {
        uint32_t first = conv__spv_word(base + w * 4u, be);
        uint32_t count = first >> 16, opcode = first & 0xffffu, offset = (uint32_t)(w * 4u);
        const conv__spv_opinfo *oi = conv__spv_opinfo_of(opcode);
        conv__spv_inst *in;
        if (count == 0 || count > words - w) {
            conv__spv_err(rd, "spirv.bad-word-count", 0, 0, offset, "word count %lu %s", (unsigned long)count,
                          count == 0 ? "is zero" : "runs past the end of the module");
            return;
        }
        in = conv__spv_new_inst(rd, opcode);
        if (in == NULL) return;
        in->offset = offset;
        if (oi && !conv__spv_binary_operands(rd, oi, base, be, w + 1u, w + count, offset)) return;
        w += count;
    }
}

/* --- the SPIR-V reader: decoding assembly text --- */

CONV__PRIVATE const char *conv__spv_text_name_of(const void *ctx, uint32_t item) {
    const conv__spv_reader *rd = (const conv__spv_reader *)ctx;
    return conv__strpool_get(&rd->strings, CONV__VEC(rd->text_names, uint32_t)[item]);
}

/* The id of the text name p[0..n) ("%x"), numbering names in the order
   they first appear; 0 when out of memory. */
CONV__PRIVATE uint32_t conv__spv_text_id(conv__spv_reader *rd, const char *p, size_t n) {
    uint32_t item = conv__nameindex_find(&rd->text_index, conv__spv_text_name_of, rd, p, n), off = 0;
    if (item != CONV__NONE) return item + 1u;
    if (rd->text_names.count >= 0xfffffff0u) {
        conv__oom(rd->ps, CONV_ERR_LIMIT);
        return 0;
    }
    conv__oom(rd->ps, conv__strpool_add(rd->a, &rd->strings, p, n, &off));
    if (rd->ps->status == CONV_OK) conv__oom(rd->ps, CONV__VEC_PUSH1(rd->a, &rd->text_names, uint32_t, off));
    if (rd->ps->status == CONV_OK)
        conv__oom(rd->ps, conv__nameindex_insert(rd->a, &rd->text_index, conv__spv_text_name_of, rd,
                                                 (uint32_t)rd->text_names.count - 1u));
    if (rd->ps->status != CONV_OK) return 0;
    return (uint32_t)rd->text_names.count;
}

CONV__PRIVATE bool conv__spv_name_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
           c == '-' || c == '$';
}

/* An integer literal of the text: decimal or 0x hex, optionally signed,
   as its 64-bit two's complement. False for anything else (a float). */
CONV__PRIVATE bool conv__spv_parse_int(const char *p, size_t n, uint64_t *out) {
    uint64_t v = 0;
    size_t i = 0;
    bool neg = false, hex;
    if (i < n && (p[i] == '-' || p[i] == '+')) neg = p[i++] == '-';
    hex = n - i > 2 && p[i] == '0' && (p[i + 1] == 'x' || p[i + 1] == 'X');
    if (hex) i += 2;
    if (i == n) return false;
    for (; i < n; i++) {
        int d = hex ? conv__hexval(p[i]) : (p[i] >= '0' && p[i] <= '9' ? p[i] - '0' : -1);
        uint64_t base = hex ? 16u : 10u;
        if (d < 0 || v > (UINT64_MAX - (uint64_t)d) / base) return false;
        v = v * base + (uint64_t)d;
    }
    *out = neg ? (uint64_t)0 - v : v;
    return true;
}

/* One operand token of a text line at p[i]; returns the index past it,
   or 0 after reporting an error. */
CONV__PRIVATE size_t conv__spv_text_operand(conv__spv_reader *rd, const char *p, size_t i, size_t n, uint32_t line,
                                            size_t line_start) {
    uint32_t col = (uint32_t)(i - line_start + 1u), off = 0;
    size_t j = i + 1;
    if (p[i] == '%') {
        while (j < n && conv__spv_name_char(p[j])) j++;
        if (j == i + 1) {
            conv__spv_err(rd, "spirv.expected", line, col, 0, "'%%' must be followed by a name");
            return 0;
        }
        conv__spv_push_operand(rd, CONV__SPV_O_ID, conv__spv_text_id(rd, p + i, j - i), 0, col);
        return j;
    }
    if (p[i] == '"') {
        conv__vec buf;
        memset(&buf, 0, sizeof buf);
        for (; j < n && p[j] != '"'; j++) { /* spirv-dis prints OpSource text with its newlines */
            if (p[j] == '\\' && j + 1 < n) j++;
            conv__oom(rd->ps, CONV__VEC_PUSH1(rd->a, &buf, char, p[j]));
        }
        if (j >= n || p[j] != '"') {
            conv__vec_free(rd->a, &buf, 1);
            conv__spv_err(rd, "spirv.unterminated-string", line, col, 0, "the string is not closed");
            return 0;
        }
        conv__oom(rd->ps, conv__strpool_add(rd->a, &rd->strings, buf.count ? (const char *)buf.data : "", buf.count,
                                            &off));
        conv__vec_free(rd->a, &buf, 1);
        conv__spv_push_operand(rd, CONV__SPV_O_STR, 0, off, col);
        return j + 1u;
    }
    while (j < n && p[j] != ' ' && p[j] != '\t' && p[j] != '\r' && p[j] != '\n' && p[j] != ';') j++;
    conv__oom(rd->ps, conv__strpool_add(rd->a, &rd->strings, p + i, j - i, &off));
    if ((p[i] >= '0' && p[i] <= '9') || p[i] == '-' || p[i] == '+' || p[i] == '.') {
        uint64_t v = 0;
        bool is_int = conv__spv_parse_int(p + i, j - i, &v);
        conv__spv_push_operand(rd, CONV__SPV_O_LIT, v, off, col);
        if (!is_int && rd->ps->status == CONV_OK)
            CONV__VEC(rd->operands, conv__spv_operand)[rd->operands.count - 1u].is_int = false;
    } else {
        conv__spv_push_operand(rd, CONV__SPV_O_WORD, 0, off, col);
    }
    return j;
}

/* Gives a known opcode's text instruction its result type (the first
   operand when the opcode has one) and checks its result. */
CONV__PRIVATE void conv__spv_text_shape(conv__spv_reader *rd, conv__spv_inst *in, const conv__spv_opinfo *oi) {
    conv__spv_operand *ops = rd->operands.data ? CONV__VEC(rd->operands, conv__spv_operand) + in->ops_begin : NULL;
    if (oi->shape[0] == '-' && in->result) {
        conv__spv_err(rd, "spirv.unexpected-result", in->line, in->col, 0, "%s has no result id", oi->name);
        return;
    }
    if (oi->shape[0] != '-' && in->result == 0) {
        conv__spv_err(rd, "spirv.missing-result", in->line, in->col, 0, "%s needs a result id ('%%x = %s ...')",
                      oi->name, oi->name);
        return;
    }
    if (oi->shape[0] == 't') {
        if (in->ops_count == 0 || ops[0].kind != CONV__SPV_O_ID) {
            conv__spv_err(rd, "spirv.operand-count", in->line, in->col, 0, "%s needs a result type id", oi->name);
            return;
        }
        in->type = (uint32_t)ops[0].value;
        in->ops_begin++;
        in->ops_count--;
    }
}

/* Reads one line p[i..eol): "[%x =] OpName operands... [; comment]". */
CONV__PRIVATE void conv__spv_text_line(conv__spv_reader *rd, const char *p, size_t i, size_t eol, uint32_t line,
                                       size_t line_start) {
    uint32_t result = 0, col;
    size_t j;
    const conv__spv_opinfo *oi;
    conv__spv_inst *in;
    while (i < eol && (p[i] == ' ' || p[i] == '\t' || p[i] == '\r')) i++;
    if (i == eol || p[i] == ';') return;
    col = (uint32_t)(i - line_start + 1u);
    if (p[i] == '%') {
        for (j = i + 1; j < eol && conv__spv_name_char(p[j]); j++) {
        }
        if (j == i + 1) {
            conv__spv_err(rd, "spirv.expected", line, col, 0, "'%%' must be followed by a name");
            return;
        }
        result = conv__spv_text_id(rd, p + i, j - i);
        while (j < eol && (p[j] == ' ' || p[j] == '\t')) j++;
        if (j >= eol || p[j] != '=') {
            conv__spv_err(rd, "spirv.expected", line, (uint32_t)(j - line_start + 1u), 0, "expected '=' after %.*s",
                          (int)(j - i > 40 ? 40 : j - i), p + i);
            return;
        }
        for (i = j + 1; i < eol && (p[i] == ' ' || p[i] == '\t'); i++) {
        }
    }
    for (j = i; j < eol && p[j] != ' ' && p[j] != '\t' && p[j] != '\r' && p[j] != ';'; j++) {
    }
    if (j - i < 3 || p[i] != 'O' || p[i + 1] != 'p') {
        conv__spv_err(rd, "spirv.expected", line, (uint32_t)(i - line_start + 1u), 0, "expected an opcode (OpXxx)");
        return;
    }
    oi = conv__spv_opinfo_named(p + i, j - i);
    in = conv__spv_new_inst(rd, oi ? oi->opcode : 0x10000u);
    if (in == NULL) return;
    in->result = result;
    in->line = line;
    in->col = (uint32_t)(i - line_start + 1u);
    for (i = j; i < eol && rd->ps->status == CONV_OK;) {
        if (p[i] == ' ' || p[i] == '\t' || p[i] == '\r') {
            i++;
            continue;
        }
        if (p[i] == ';') break;
        i = conv__spv_text_operand(rd, p, i, eol, line, line_start);
        if (i == 0) return;
    }
    in = &CONV__VEC(rd->insts, conv__spv_inst)[rd->insts.count - 1u];
    if (oi && rd->ps->status == CONV_OK) conv__spv_text_shape(rd, in, oi);
}

/* The end of the instruction starting at text[i]: the first newline
   outside a string (a string may span lines); *lines counts the newlines
   inside. */
CONV__PRIVATE size_t conv__spv_text_eol(const char *text, size_t i, size_t size, uint32_t *lines) {
    bool in_string = false, comment = false;
    *lines = 0;
    for (; i < size; i++) {
        char c = text[i];
        if (c == '\n' && !in_string) return i;
        if (c == '\n') (*lines)++;
        if (comment) continue;
        if (in_string && c == '\\' && i + 1 < size) {
            if (text[i + 1] == '\n') (*lines)++;
            i++;
        } else if (c == '"') {
            in_string = !in_string;
        } else if (c == ';' && !in_string) {
            comment = true;
        }
    }
    return size;
}

/* Decodes assembly text into rd->insts, numbering its names. */
CONV__PRIVATE void conv__spv_decode_text(conv__spv_reader *rd, const char *text, size_t size) {
    size_t i = 0;
    uint32_t line = 1;
    while (i < size && rd->ps->status == CONV_OK) {
        uint32_t inner = 0;
        size_t eol = conv__spv_text_eol(text, i, size, &inner);
        const char *nul = (const char *)memchr(text + i, '\0', eol - i);
        if (nul) {
            conv__spv_err(rd, "spirv.invalid-character", line, (uint32_t)((size_t)(nul - text) - i + 1u), 0,
                          "invalid byte 0x00");
        } else {
            conv__spv_text_line(rd, text, i, eol, line, i);
        }
        i = eol + 1u;
        if (inner > 0xfffffffeu - line) break;
        line += inner + 1u;
    }
    if (rd->text_names.count >= 0xffffffffu) conv__oom(rd->ps, CONV_ERR_LIMIT);
    rd->bound = (uint32_t)rd->text_names.count + 1u;
}

/* --- the SPIR-V reader: the module pass --- */

CONV__PRIVATE uint32_t conv__spv_type_of(const conv__spv_reader *rd, uint32_t id) {
    const conv__spv_id *e = conv__spv_id_of(rd, id);
    return e && e->def ? CONV__VEC(rd->insts, conv__spv_inst)[e->def - 1u].type : 0u;
}

/* A literal as a value of the integer type `type`: truncated to its
   width, sign-extended when it is signed. */
CONV__PRIVATE int64_t conv__spv_normalize(const conv__spv_reader *rd, uint32_t type, uint64_t v) {
    const conv__spv_id *t = conv__spv_id_of(rd, type);
    uint32_t width = t ? t->width : 64u;
    if (width == 0 || width >= 64) return (int64_t)v;
    v &= ((uint64_t)1 << width) - 1u;
    if (t->is_signed && t->tclass == CONV__SPV_T_INT && ((v >> (width - 1u)) & 1u)) v |= ~(((uint64_t)1 << width) - 1u);
    return (int64_t)v;
}

/* The literal operands from k on as one number: one text literal, or up
   to two binary words (low word first). *is_int is false for a text
   float, whose spelling is then at *text. */
CONV__PRIVATE uint64_t conv__spv_wide_literal(const conv__spv_reader *rd, const conv__spv_inst *in, uint32_t k,
                                              uint32_t words, bool *is_int, uint32_t *text) {
    const conv__spv_operand *ops = conv__spv_ops_of(rd, in);
    uint64_t v;
    *is_int = true;
    *text = 0;
    if (k >= in->ops_count || ops[k].kind != CONV__SPV_O_LIT) {
        *is_int = false;
        return 0;
    }
    v = ops[k].value;
    if (!rd->binary) {
        *is_int = ops[k].is_int;
        *text = ops[k].text;
    } else if (words > 1 && k + 1u < in->ops_count && ops[k + 1u].kind == CONV__SPV_O_LIT) {
        v |= ops[k + 1u].value << 32;
    }
    return v;
}

/* A scalar OpConstant: integers as their value, floats as their bits. */
CONV__PRIVATE void conv__spv_constant(conv__spv_reader *rd, const conv__spv_inst *in, conv__spv_id *e) {
    const conv__spv_id *t = conv__spv_id_of(rd, in->type);
    bool is_int;
    uint32_t text;
    uint64_t v;
    e->kind = CONV__SPV_K_GLOBAL;
    if (t == NULL || (t->tclass != CONV__SPV_T_INT && t->tclass != CONV__SPV_T_FLOAT)) return;
    v = conv__spv_wide_literal(rd, in, 0, t->width > 32 ? 2u : 1u, &is_int, &text);
    if (t->tclass == CONV__SPV_T_FLOAT && !rd->binary && text) {
        char buf[64];
        const char *s = conv__strpool_get(&rd->strings, text);
        double d;
        size_t n = strlen(s);
        if (n >= sizeof buf) n = sizeof buf - 1u;
        memcpy(buf, s, n);
        buf[n] = '\0';
        d = strtod(buf, NULL);
        if (t->width == 32) {
            float fl = (float)d;
            uint32_t bits;
            memcpy(&bits, &fl, sizeof bits);
            v = bits;
        } else {
            memcpy(&v, &d, sizeof v);
        }
        is_int = true;
    }
    if (!is_int) {
        conv__spv_err(rd, "spirv.bad-literal", CONV__SPV_AT(in), "the constant's value is not a number of its type");
        return;
    }
    e->kind = CONV__SPV_K_CONST;
    e->imm = t->tclass == CONV__SPV_T_INT ? conv__spv_normalize(rd, in->type, v) : (int64_t)v;
}

/* Types, constants, names, decorations and variables of one module-level
   instruction (and the kind of every result). */
CONV__PRIVATE void conv__spv_declare(conv__spv_reader *rd, const conv__spv_inst *in, conv__spv_id *e) {
    const conv__spv_operand *ops = conv__spv_ops_of(rd, in);
    switch (in->opcode) {
    case 19: case 20: case 21: case 22: case 32:
        e->kind = CONV__SPV_K_TYPE;
        e->tclass = in->opcode == 19 ? CONV__SPV_T_VOID : in->opcode == 20 ? CONV__SPV_T_BOOL
                    : in->opcode == 21 ? CONV__SPV_T_INT : in->opcode == 22 ? CONV__SPV_T_FLOAT : CONV__SPV_T_POINTER;
        if ((in->opcode == 21 || in->opcode == 22) && in->ops_count && ops[0].kind == CONV__SPV_O_LIT)
            e->width = ops[0].value > 64 ? 0u : (uint32_t)ops[0].value;
        if (in->opcode == 21 && in->ops_count > 1) e->is_signed = ops[1].value != 0;
        if (in->opcode == 20) e->width = 1;
        if (in->opcode == 32)
            e->storage = conv__spv_op_enum(rd, in, 0, conv__spv_storage_classes,
                                           CONV__SPV_ENUM_COUNT(conv__spv_storage_classes)) + 1u;
        return;
    case 41: case 42: case 46: {
        const conv__spv_id *t = conv__spv_id_of(rd, in->type);
        bool scalar = t && (t->tclass == CONV__SPV_T_BOOL || t->tclass == CONV__SPV_T_INT || t->tclass == CONV__SPV_T_FLOAT);
        e->kind = scalar ? CONV__SPV_K_CONST : CONV__SPV_K_GLOBAL;
        e->imm = in->opcode == 41 ? 1 : 0;
        return;
    }
    case 43:
        conv__spv_constant(rd, in, e);
        return;
    case 54:
        e->kind = CONV__SPV_K_FUNCTION;
        return;
    case 59:
        e->kind = CONV__SPV_K_GLOBAL;
        e->storage = conv__spv_op_enum(rd, in, 0, conv__spv_storage_classes,
                                       CONV__SPV_ENUM_COUNT(conv__spv_storage_classes)) + 1u;
        return;
    default:
        if (in->opcode >= 19 && in->opcode <= 39) e->kind = CONV__SPV_K_TYPE;
        else e->kind = CONV__SPV_K_GLOBAL;
        return;
    }
}

/* OpName, OpDecorate BuiltIn and OpEntryPoint: what they say of an id. */
CONV__PRIVATE void conv__spv_annotate(conv__spv_reader *rd, const conv__spv_inst *in) {
    const conv__spv_operand *ops = conv__spv_ops_of(rd, in);
    conv__spv_id *e;
    if (in->opcode == 5 && in->ops_count >= 2 && ops[0].kind == CONV__SPV_O_ID && ops[1].kind == CONV__SPV_O_STR) {
        e = conv__spv_id_of(rd, ops[0].value);
        if (e) e->debug = ops[1].text;
    } else if (in->opcode == 71 && in->ops_count >= 3 && ops[0].kind == CONV__SPV_O_ID &&
               conv__spv_op_enum(rd, in, 1, conv__spv_decorations, CONV__SPV_ENUM_COUNT(conv__spv_decorations)) == 11u) {
        uint32_t b = ops[2].kind == CONV__SPV_O_LIT ? (uint32_t)ops[2].value : CONV__SPV_UNKNOWN;
        if (ops[2].kind == CONV__SPV_O_WORD) {
            const char *w = conv__strpool_get(&rd->strings, ops[2].text);
            b = conv__spv_enum_value(conv__spv_uniform_builtins, CONV__SPV_ENUM_COUNT(conv__spv_uniform_builtins), w);
            if (b == CONV__SPV_UNKNOWN)
                b = conv__spv_enum_value(conv__spv_varying_builtins, CONV__SPV_ENUM_COUNT(conv__spv_varying_builtins), w);
        }
        e = conv__spv_id_of(rd, ops[0].value);
        if (e) e->builtin = b == CONV__SPV_UNKNOWN ? CONV__SPV_UNKNOWN : b + 1u;
    } else if (in->opcode == 15 && in->ops_count >= 2 && ops[1].kind == CONV__SPV_O_ID) {
        e = conv__spv_id_of(rd, ops[1].value);
        if (e) e->entry_point = true;
    } else if (in->opcode == 71 && in->ops_count >= 3 && ops[0].kind == CONV__SPV_O_ID && ops[2].kind == CONV__SPV_O_LIT &&
               ops[2].value < 0xffffffffu) {
        /* ArrayStride, Binding and DescriptorSet, for concrete mode */
        static const conv__spv_enum kept[] = {{"ArrayStride", 6}, {"Binding", 33}, {"DescriptorSet", 34}};
        uint32_t d = conv__spv_op_enum(rd, in, 1, kept, CONV__SPV_ENUM_COUNT(kept)), k;
        e = conv__spv_id_of(rd, ops[0].value);
        for (k = 0; k < 3u && e; k++)
            if (d == kept[k].value) e->deco[k] = (uint32_t)ops[2].value + 1u;
    }
}

/* A binary OpSwitch decodes as two ids and literal words: its targets,
   one word after each case value of the selector's width, become ids
   once the types are known. */
CONV__PRIVATE void conv__spv_switch_targets(conv__spv_reader *rd) {
    uint32_t i, k;
    for (i = 0; i < rd->insts.count && rd->ps->errors == 0; i++) {
        const conv__spv_inst *in = &CONV__VEC(rd->insts, conv__spv_inst)[i];
        conv__spv_operand *ops;
        const conv__spv_id *t;
        uint32_t words;
        if (in->opcode != 251 || in->ops_count < 2) continue;
        ops = CONV__VEC(rd->operands, conv__spv_operand) + in->ops_begin;
        t = conv__spv_id_of(rd, conv__spv_type_of(rd, (uint32_t)ops[0].value));
        words = t && t->width > 32 ? 2u : 1u;
        if ((in->ops_count - 2u) % (words + 1u) != 0)
            conv__spv_err(rd, "spirv.operand-count", CONV__SPV_AT(in), "OpSwitch: a case without its target");
        for (k = 2u + words; k < in->ops_count; k += words + 1u) {
            if (ops[k].value == 0 || ops[k].value >= rd->bound) {
                conv__spv_err(rd, "spirv.bad-id", CONV__SPV_AT(in), "OpSwitch: a target id of 0 or not below the bound");
                break;
            }
            ops[k].kind = CONV__SPV_O_ID;
        }
    }
}

/* Records every definition: duplicates are errors; results inside a
   function are local, the others declared by conv__spv_declare. */
CONV__PRIVATE void conv__spv_module_pass(conv__spv_reader *rd) {
    const conv__spv_inst *insts = CONV__VEC(rd->insts, conv__spv_inst);
    uint32_t i, k;
    bool in_function = false;
    rd->ids = (conv__spv_id *)conv__calloc_array(rd->a, rd->bound, sizeof(conv__spv_id));
    if (rd->ids == NULL) {
        conv__oom(rd->ps, CONV_ERR_OUT_OF_MEMORY);
        return;
    }
    for (k = 1; !rd->binary && k < rd->bound; k++) rd->ids[k].name = CONV__VEC(rd->text_names, uint32_t)[k - 1u];
    for (i = 0; i < rd->insts.count; i++) {
        const conv__spv_inst *in = &insts[i];
        conv__spv_id *e = conv__spv_id_of(rd, in->result);
        if (in->opcode == 54) in_function = true;
        if (e == NULL) {
            if (in->opcode == 56) in_function = false;
            continue;
        }
        if (e->def) {
            conv__spv_err(rd, "spirv.duplicate-id", CONV__SPV_AT(in), "%s is defined twice",
                          conv__spv_id_name(rd, in->result));
            continue;
        }
        e->def = i + 1u;
        if (in->opcode == 54) e->kind = CONV__SPV_K_FUNCTION;
        else if (in->opcode == 248) e->kind = CONV__SPV_K_LABEL;
        else if (in_function) e->kind = CONV__SPV_K_LOCAL;
        else conv__spv_declare(rd, in, e);
        if (in_function && in->opcode == 59)
            e->storage = conv__spv_op_enum(rd, in, 0, conv__spv_storage_classes,
                                           CONV__SPV_ENUM_COUNT(conv__spv_storage_classes)) + 1u;
    }
    for (i = 0; i < rd->insts.count; i++) conv__spv_annotate(rd, &insts[i]);
    if (rd->binary) conv__spv_switch_targets(rd);
}

/* The variable a pointer points into (through access chains and
   copies), or 0 when another instruction made it. */
CONV__PRIVATE uint32_t conv__spv_root(const conv__spv_reader *rd, uint32_t id) {
    uint32_t steps;
    for (steps = 0; steps < 64; steps++) {
        const conv__spv_id *e = conv__spv_id_of(rd, id);
        const conv__spv_inst *in;
        if (e == NULL || e->def == 0) return 0;
        in = &CONV__VEC(rd->insts, conv__spv_inst)[e->def - 1u];
        if (in->opcode == 59) return id;
        if (in->opcode != 60 && in->opcode != 65 && in->opcode != 66 && in->opcode != 67 && in->opcode != 70 &&
            in->opcode != 83)
            return 0;
        if (in->ops_count == 0 || conv__spv_ops_of(rd, in)[0].kind != CONV__SPV_O_ID) return 0;
        id = (uint32_t)conv__spv_ops_of(rd, in)[0].value;
    }
    return 0; /* a cycle of access chains: not a valid module */
}

/* Whether the variable `root` is a builtin that differs between threads. */
CONV__PRIVATE bool conv__spv_builtin_varies(const conv__spv_reader *rd, uint32_t root) {
    const conv__spv_id *e = conv__spv_id_of(rd, root);
    return e && e->builtin &&
           !conv__spv_enum_has(conv__spv_uniform_builtins, CONV__SPV_ENUM_COUNT(conv__spv_uniform_builtins),
                               e->builtin - 1u);
}

/* A load is a divergence source when its memory is per thread: Function,
   Private, Input (unless a uniform builtin), Output and Generic memory,
   or memory whose storage class is unknown. Uniform, storage and
   workgroup buffers hold the same value for every thread at one address,
   so a load from them is as uniform as its address. */
CONV__PRIVATE uint32_t conv__spv_load_flags(const conv__spv_reader *rd, uint32_t pointer) {
    uint32_t root = conv__spv_root(rd, pointer), sc;
    const conv__spv_id *t = conv__spv_id_of(rd, conv__spv_type_of(rd, pointer));
    if (root && rd->ids[root].builtin)
        return conv__spv_builtin_varies(rd, root) ? (uint32_t)CONV_FLAG_DIVERGENCE_SOURCE : 0u;
    sc = t && t->tclass == CONV__SPV_T_POINTER ? t->storage : 0u;
    if (sc == 0 || sc == CONV__SPV_UNKNOWN + 1u) return CONV_FLAG_DIVERGENCE_SOURCE;
    switch (sc - 1u) {
    case 1: case 3: case 6: case 7: case 8: return CONV_FLAG_DIVERGENCE_SOURCE;
    default: return 0;
    }
}

/* The conv scope of a SPIR-V Scope id (a constant). */
CONV__PRIVATE conv_scope conv__spv_scope(const conv__spv_reader *rd, uint32_t id) {
    const conv__spv_id *e = conv__spv_id_of(rd, id);
    if (e == NULL || e->kind != CONV__SPV_K_CONST) return CONV_SCOPE_DEFAULT;
    switch (e->imm) {
    case 0: return CONV_SCOPE_SYSTEM;    /* CrossDevice */
    case 1: return CONV_SCOPE_DEVICE;    /* Device */
    case 2: return CONV_SCOPE_WORKGROUP; /* Workgroup */
    case 3: return CONV_SCOPE_WAVE;      /* Subgroup */
    case 4: return CONV_SCOPE_THREAD;    /* Invocation */
    case 5: return CONV_SCOPE_DEVICE;    /* QueueFamily */
    default: return CONV_SCOPE_DEFAULT;
    }
}

/* --- the SPIR-V reader: functions and their blocks --- */

CONV__PRIVATE bool conv__spv_is_terminator(uint32_t opcode) {
    return (opcode >= 249 && opcode <= 255) || opcode == 4416;
}

/* The block index of a branch target, or CONV__NONE after reporting a
   target that is not a label of this function. */
CONV__PRIVATE uint32_t conv__spv_target(conv__spv_reader *rd, const conv__spv_inst *in, uint32_t id) {
    const conv__spv_id *e = conv__spv_id_of(rd, id);
    if (e == NULL || e->kind != CONV__SPV_K_LABEL || e->block == 0) {
        conv__spv_err(rd, "spirv.bad-target", CONV__SPV_AT(in), "%s is not a block of this function",
                      conv__spv_id_name(rd, id));
        return CONV__NONE;
    }
    return e->block - 1u;
}

/* Splits the function's instructions [begin, end) into blocks, checks
   that every instruction is in one and every block ends in a
   terminator, and records merge declarations. */
CONV__PRIVATE bool conv__spv_split_blocks(conv__spv_reader *rd, uint32_t begin, uint32_t end) {
    const conv__spv_inst *insts = CONV__VEC(rd->insts, conv__spv_inst);
    conv__spv_block *cur = NULL;
    uint32_t i, errors0 = rd->ps->errors;
    rd->blocks.count = 0;
    for (i = begin; i < end && rd->ps->status == CONV_OK; i++) {
        const conv__spv_inst *in = &insts[i];
        const conv__spv_opinfo *oi = conv__spv_opinfo_of(in->opcode);
        if (oi && oi->cls == CONV__SPV_C_SKIP) continue;
        if (in->opcode == 248) {
            conv__spv_block b;
            conv__spv_id *e = conv__spv_id_of(rd, in->result);
            if (cur) {
                conv__spv_err(rd, "spirv.no-terminator", CONV__SPV_AT(in), "the block before this label has no terminator");
                return false;
            }
            memset(&b, 0, sizeof b);
            b.label = in->result;
            b.first = i + 1u;
            b.token_block = CONV__NONE;
            conv__oom(rd->ps, CONV__VEC_PUSH1(rd->a, &rd->blocks, conv__spv_block, b));
            if (rd->ps->status != CONV_OK || e == NULL) return false;
            e->block = (uint32_t)rd->blocks.count;
            cur = &CONV__VEC(rd->blocks, conv__spv_block)[rd->blocks.count - 1u];
            continue;
        }
        if (cur == NULL) {
            if (in->opcode == 55 && rd->blocks.count == 0) continue; /* parameters, before the first label */
            conv__spv_err(rd, "spirv.outside-block", CONV__SPV_AT(in), "an instruction outside any block");
            return false;
        }
        if (in->opcode == 246 || in->opcode == 247) {
            cur->merge = conv__spv_op_id(rd, in, 0);
            cur->loop = in->opcode == 246;
            if (cur->loop) cur->cont = conv__spv_op_id(rd, in, 1);
        }
        if (conv__spv_is_terminator(in->opcode)) {
            cur->end = i + 1u;
            cur = NULL;
        }
    }
    if (cur && rd->ps->status == CONV_OK) {
        conv__spv_err(rd, "spirv.no-terminator", CONV__SPV_AT(&insts[end]), "the last block has no terminator");
        return false;
    }
    if (rd->blocks.count == 0 && rd->ps->status == CONV_OK) {
        conv__spv_err(rd, "spirv.no-blocks", CONV__SPV_AT(&insts[begin - 1u]), "a function definition without blocks");
        return false;
    }
    return rd->ps->errors == errors0 && rd->ps->status == CONV_OK;
}

/* The successors of every block (block indices, in terminator order),
   into rd->succ with rd->succ_begin; and the merge targets checked. */
CONV__PRIVATE bool conv__spv_edges(conv__spv_reader *rd) {
    uint32_t b, k, errors0 = rd->ps->errors;
    rd->succ.count = rd->succ_begin.count = 0;
    for (b = 0; b < rd->blocks.count && rd->ps->status == CONV_OK; b++) {
        conv__spv_block *blk = &CONV__VEC(rd->blocks, conv__spv_block)[b];
        const conv__spv_inst *t = &CONV__VEC(rd->insts, conv__spv_inst)[blk->end - 1u];
        uint32_t begin = (uint32_t)rd->succ.count;
        conv__oom(rd->ps, CONV__VEC_PUSH1(rd->a, &rd->succ_begin, uint32_t, begin));
        if (blk->merge) conv__spv_target(rd, t, blk->merge);
        if (blk->cont) conv__spv_target(rd, t, blk->cont);
        /* the condition or selector, then the targets; a switch's case
           values are literals between them */
        if ((t->opcode == 250 || t->opcode == 251) && conv__spv_op_id(rd, t, 0) == 0) continue;
        for (k = t->opcode == 249 ? 0u : 1u; k < t->ops_count; k++) {
            uint32_t to;
            if (t->opcode != 249 && t->opcode != 250 && t->opcode != 251) break;
            if (t->opcode == 251 && k > 1 && conv__spv_ops_of(rd, t)[k].kind != CONV__SPV_O_ID) continue;
            if ((t->opcode == 249 && k > 0) || (t->opcode == 250 && k > 2)) break; /* branch weights */
            if (conv__spv_op_id(rd, t, k) == 0) break;
            to = conv__spv_target(rd, t, (uint32_t)conv__spv_ops_of(rd, t)[k].value);
            if (to != CONV__NONE) conv__oom(rd->ps, CONV__VEC_PUSH1(rd->a, &rd->succ, uint32_t, to));
        }
        if (t->opcode == 249 && t->ops_count < 1) conv__spv_op_id(rd, t, 0);
        if (t->opcode == 250 && t->ops_count < 3) conv__spv_op_id(rd, t, 2);
        if (t->opcode == 251 && t->ops_count < 2) conv__spv_op_id(rd, t, 1);
    }
    b = (uint32_t)rd->succ.count;
    conv__oom(rd->ps, CONV__VEC_PUSH1(rd->a, &rd->succ_begin, uint32_t, b));
    return rd->ps->errors == errors0 && rd->ps->status == CONV_OK;
}

/* The block graph alone, as a throwaway conv function in its own module,
   finalized, so that the library's dominator tree can answer which
   blocks a loop construct holds. */
CONV__PRIVATE conv_result conv__spv_cfg(conv__spv_reader *rd, conv_module **out, conv_function **fout) {
    conv_module_desc md;
    conv_function_desc fd;
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_value zero = {0};
    conv_result r;
    uint32_t nb = (uint32_t)rd->blocks.count, b, k;
    const uint32_t *sb = CONV__VEC(rd->succ_begin, uint32_t), *succ = CONV__VEC(rd->succ, uint32_t);
    conv__vec targets, cases; /* conv_block, int64_t: one terminator's */
    memset(&md, 0, sizeof md);
    memset(&fd, 0, sizeof fd);
    memset(&targets, 0, sizeof targets);
    memset(&cases, 0, sizeof cases);
    md.allocator = *rd->a;
    fd.name = "cfg";
    r = conv_module_create(&md, &m);
    if (r == CONV_OK) r = conv_module_add_function(m, &fd, &f);
    for (b = 0; b < nb && r == CONV_OK; b++) r = conv_function_add_block(f, NULL, NULL);
    if (r == CONV_OK) r = conv_function_add_constant(f, 0, NULL, &zero);
    for (b = 0; b < nb && r == CONV_OK; b++) {
        conv_inst_desc d;
        conv_block blk;
        uint32_t n = sb[b + 1u] - sb[b];
        memset(&d, 0, sizeof d);
        targets.count = cases.count = 0;
        for (k = 0; k < n && r == CONV_OK; k++) {
            conv_block to;
            int64_t c = (int64_t)k;
            to.id = succ[sb[b] + k] + 1u;
            r = CONV__VEC_PUSH1(rd->a, &targets, conv_block, to);
            if (r == CONV_OK && k) r = CONV__VEC_PUSH1(rd->a, &cases, int64_t, c);
        }
        if (r != CONV_OK) break;
        /* a switch on a constant stands for any number of successors */
        d.kind = n == 0 ? CONV_KIND_RETURN : n == 1 ? CONV_KIND_BRANCH : CONV_KIND_SWITCH;
        d.successors = CONV__VEC(targets, conv_block);
        d.successors_count = n;
        if (n > 1) {
            d.operands = &zero;
            d.operands_count = 1;
            d.case_values = CONV__VEC(cases, int64_t);
        }
        blk.id = b + 1u;
        r = conv_function_add_inst(f, blk, &d, NULL);
    }
    conv__vec_free(rd->a, &targets, sizeof(conv_block));
    conv__vec_free(rd->a, &cases, sizeof(int64_t));
    if (r == CONV_OK) r = conv_function_finalize(f, NULL);
    if (r != CONV_OK) {
        conv_module_destroy(m);
        return r;
    }
    *out = m;
    *fout = f;
    return CONV_OK;
}

/* --- the SPIR-V reader: tokens from the structure ---
   SPIR-V's loop construct of a header H (with OpLoopMerge) is every block
   H dominates that its merge block does not. Its break blocks are in the
   construct but outside the CFG cycle: maximal convergence alone would
   join every thread that reaches them, whatever the iteration, while the
   structure (and drivers) keep such an operation per iteration. So each
   loop header gets a heart (convergence.loop), chained to the token of
   the construct around the header (or to the function's entry token),
   and every convergent operation uses the token of its innermost loop
   construct, or entry outside every loop. */

/* The header of the loop construct around block b other than b's own, or
   CONV__NONE (entry), from that of b's immediate dominator p, in reverse
   post-order (so p's is known). Every construct holding p holds b too
   unless its merge block is b itself: a merge block that dominated b
   without being b would dominate p, which its construct holds. So the
   candidates are p (when it is a header) and then the constructs around
   p, innermost first, and only those merging at b are passed; the walk is
   as long as the number of loops that merge at b, and the whole pass
   linear. A header that is its own merge block holds nothing. */
CONV__PRIVATE uint32_t conv__spv_outer_loop(const conv__spv_reader *rd, uint32_t b, uint32_t p) {
    const conv__spv_block *blocks = CONV__VEC(rd->blocks, conv__spv_block);
    uint32_t h = blocks[p].loop ? p : blocks[p].token_block, steps = 0;
    while (h != CONV__NONE && steps++ <= rd->blocks.count) {
        const conv__spv_id *m = conv__spv_id_of(rd, blocks[h].merge);
        uint32_t merge = m && m->block ? m->block - 1u : CONV__NONE;
        if (merge != b && merge != h) return h;
        h = blocks[h].token_block;
    }
    return CONV__NONE;
}

/* Sets token_block of every block: the header of the loop construct
   around it other than its own (CONV__NONE: entry). A block's convergent
   operations use the heart of that header, or their block's own heart in
   a loop header (conv__spv_set_token); a header's heart chains to it. */
CONV__PRIVATE void conv__spv_plan_tokens(conv__spv_reader *rd) {
    conv_module *m = NULL;
    conv_function *cfg = NULL;
    conv_domtree *dt = NULL;
    conv__spv_block *blocks = CONV__VEC(rd->blocks, conv__spv_block);
    const conv_block *rpo;
    uint32_t i, n = 0;
    conv_result r = conv__spv_cfg(rd, &m, &cfg);
    if (r == CONV_OK) r = conv_domtree_build(cfg, NULL, &dt);
    if (r != CONV_OK) {
        conv__oom(rd->ps, r);
        conv_module_destroy(m);
        return;
    }
    for (i = 0; i < rd->blocks.count; i++) blocks[i].token_block = CONV__NONE; /* unreachable: entry */
    rpo = conv_function_rpo(cfg, &n);
    for (i = 1; i < n; i++) { /* rpo[0] is the entry, in no construct */
        conv_block idom = conv_domtree_idom(dt, rpo[i]);
        blocks[rpo[i].id - 1u].token_block = conv__spv_outer_loop(rd, rpo[i].id - 1u, idom.id - 1u);
    }
    conv_domtree_free(dt);
    conv_module_destroy(m);
}

/* --- the SPIR-V reader: emitting the records of a function --- */

CONV__PRIVATE void conv__spv_pref(conv__spv_reader *rd, uint32_t name, int64_t imm, uint32_t line, uint32_t col) {
    conv__pref r;
    memset(&r, 0, sizeof r);
    r.name = name;
    r.imm = imm;
    r.line = line;
    r.col = col;
    conv__oom(rd->ps, CONV__VEC_PUSH1(rd->a, &rd->ps->prefs, conv__pref, r));
}

/* The name of the token defined in block `header` (a loop header's
   heart, "%conv.heart.LABEL"), or of the entry token for CONV__NONE. */
CONV__PRIVATE uint32_t conv__spv_token_name(conv__spv_reader *rd, uint32_t header) {
    const char *label;
    size_t n;
    char *buf;
    uint32_t off;
    if (header == CONV__NONE) return conv__text_add(rd->ps, "%conv.entry", 11);
    label = conv__spv_id_name(rd, CONV__VEC(rd->blocks, conv__spv_block)[header].label) + 1;
    n = strlen(label);
    buf = (char *)conv__alloc(rd->a, n + 12u);
    if (buf == NULL) {
        conv__oom(rd->ps, CONV_ERR_OUT_OF_MEMORY);
        return 0;
    }
    memcpy(buf, "%conv.heart.", 12);
    memcpy(buf + 12, label, n);
    off = conv__text_add(rd->ps, buf, n + 12u);
    conv__free(rd->a, buf, n + 12u);
    return off;
}

/* Adds the value operand `id` of `in` (operand k, for its column): a
   local value by name, a scalar constant as a constant. Other
   module-level ids (variables, composites, undef) are uniform and not
   operands, except where a value must be (`placeholder`: a phi needs one
   per predecessor, a branch its condition): the constant 0 stands for
   them. */
CONV__PRIVATE void conv__spv_value(conv__spv_reader *rd, const conv__spv_inst *in, uint32_t k, bool placeholder) {
    const conv__spv_operand *o = &conv__spv_ops_of(rd, in)[k];
    const conv__spv_id *e = conv__spv_id_of(rd, o->value);
    const char *name;
    if (e == NULL || e->kind == CONV__SPV_K_NONE) {
        conv__spv_err(rd, "spirv.undefined-id", in->line, o->col ? o->col : in->col, in->offset,
                      "%s is not defined", conv__spv_id_name(rd, (uint32_t)o->value));
        return;
    }
    if (e->kind == CONV__SPV_K_CONST) {
        conv__spv_pref(rd, 0, e->imm, in->line, o->col);
    } else if (e->kind == CONV__SPV_K_LOCAL) {
        name = conv__spv_id_name(rd, (uint32_t)o->value);
        conv__spv_pref(rd, conv__text_add(rd->ps, name, strlen(name)), 0, in->line, o->col);
    } else if (placeholder) {
        conv__spv_pref(rd, 0, 0, in->line, o->col);
    }
}

/* The block name of a label: its text name without '%', or its number. */
CONV__PRIVATE uint32_t conv__spv_block_name(conv__spv_reader *rd, uint32_t label) {
    const char *name = conv__spv_id_name(rd, label);
    return conv__text_add(rd->ps, name + 1, strlen(name + 1));
}

CONV__PRIVATE void conv__spv_bref(conv__spv_reader *rd, const conv__spv_inst *in, uint32_t k) {
    conv__bref r;
    const conv__spv_operand *o = &conv__spv_ops_of(rd, in)[k];
    r.name = conv__spv_block_name(rd, (uint32_t)o->value);
    r.line = in->line;
    r.col = o->col;
    conv__oom(rd->ps, CONV__VEC_PUSH1(rd->a, &rd->ps->brefs, conv__bref, r));
}

/* --- the SPIR-V reader: what the concrete interpreter needs --- */


CONV__PRIVATE const conv__spv_inst *conv__spv_def_of(const conv__spv_reader *rd, uint32_t id) {
    const conv__spv_id *e = conv__spv_id_of(rd, id);
    return e && e->def ? &CONV__VEC(rd->insts, conv__spv_inst)[e->def - 1u] : NULL;
}

/* Operand k of `in` as an id, 0 when it is not one. */
CONV__PRIVATE uint32_t conv__spv_id_operand(const conv__spv_reader *rd, const conv__spv_inst *in, uint32_t k) {
    const conv__spv_operand *o;
    if (in == NULL || k >= in->ops_count) return 0;
    o = &conv__spv_ops_of(rd, in)[k];
    return o->kind == CONV__SPV_O_ID ? (uint32_t)o->value : 0u;
}

/* A scalar or vector type as conv__value_rec.cwidth: the component's bit
   width, and the component count above it; 0 for any other type. */
CONV__PRIVATE uint32_t conv__spv_cwidth(const conv__spv_reader *rd, uint32_t type) {
    const conv__spv_id *t = conv__spv_id_of(rd, type);
    const conv__spv_inst *in = conv__spv_def_of(rd, type);
    if (t == NULL || in == NULL) return 0;
    if (t->tclass == CONV__SPV_T_BOOL) return 1;
    if (t->tclass == CONV__SPV_T_INT || t->tclass == CONV__SPV_T_FLOAT) return t->width;
    if (in->opcode == 23 && in->ops_count == 2 && conv__spv_ops_of(rd, in)[1].kind == CONV__SPV_O_LIT) {
        /* the component's class directly: a vector of itself must not recurse */
        const conv__spv_id *c = conv__spv_id_of(rd, conv__spv_id_operand(rd, in, 0));
        uint32_t n = (uint32_t)conv__spv_ops_of(rd, in)[1].value;
        uint32_t comp = c == NULL ? 0u : c->tclass == CONV__SPV_T_BOOL ? 1u
                        : c->tclass == CONV__SPV_T_INT || c->tclass == CONV__SPV_T_FLOAT ? c->width : 0u;
        return comp && comp < 256u && n <= 4u ? comp | n << 8 : 0u;
    }
    return 0;
}

/* The literal of decoration `deco` (ArrayStride 6, Binding 33,
   DescriptorSet 34, Offset 35) on id (member >= 0: on that member of a
   struct), or `none`. Decorations are few: a scan of the module. */
CONV__PRIVATE uint32_t conv__spv_decoration(const conv__spv_reader *rd, uint32_t id, int64_t member, uint32_t deco,
                                            uint32_t none) {
    static const conv__spv_enum names[] = {{"ArrayStride", 6}, {"Binding", 33}, {"DescriptorSet", 34}, {"Offset", 35}};
    uint32_t i, at = member >= 0 ? 2u : 1u;
    const conv__spv_id *e = conv__spv_id_of(rd, id);
    if (member < 0) {
        /* kept by the module pass (conv__spv_annotate) */
        uint32_t k = deco == 6u ? 0u : deco == 33u ? 1u : deco == 34u ? 2u : 3u;
        return k < 3u && e && e->deco[k] ? e->deco[k] - 1u : none;
    }
    for (i = 0; i < rd->insts.count; i++) {
        const conv__spv_inst *in = &CONV__VEC(rd->insts, conv__spv_inst)[i];
        const conv__spv_operand *ops = conv__spv_ops_of(rd, in);
        if (in->opcode == 54) break; /* decorations precede the functions */
        if (in->opcode != (member >= 0 ? 72u : 71u) || in->ops_count <= at + 1u) continue;
        if (conv__spv_id_operand(rd, in, 0) != id) continue;
        if (member >= 0 && (ops[1].kind != CONV__SPV_O_LIT || (int64_t)ops[1].value != member)) continue;
        if (conv__spv_op_enum(rd, in, at, names, CONV__SPV_ENUM_COUNT(names)) == deco && ops[at + 1u].kind == CONV__SPV_O_LIT)
            return (uint32_t)ops[at + 1u].value;
    }
    return none;
}

/* The size in bytes of a type: its Offset and ArrayStride decorations
   where it has them (the buffer's layout), else packed 4-byte booleans
   and natural sizes (memory only the interpreter sees). 0: unknown, also
   past a budget of steps (a malformed module's nested structs could
   multiply the work). */
CONV__PRIVATE uint32_t conv__spv_size_in(const conv__spv_reader *rd, uint32_t type, uint32_t *budget) {
    const conv__spv_inst *in = conv__spv_def_of(rd, type);
    uint32_t w = conv__spv_cwidth(rd, type), k, size = 0;
    if (in == NULL || *budget == 0) return 0;
    --*budget;
    if (w) return w == 1u ? 4u : (w & 0xffu) == 1u ? 4u * (w >> 8) : ((w & 0xffu) / 8u) * (w >> 8 ? w >> 8 : 1u);
    if (in->opcode == 28 || in->opcode == 29) {
        uint32_t stride = conv__spv_decoration(rd, type, -1, 6, 0);
        const conv__spv_id *len = conv__spv_id_of(rd, conv__spv_id_operand(rd, in, 1));
        if (stride == 0) stride = conv__spv_size_in(rd, conv__spv_id_operand(rd, in, 0), budget);
        if (in->opcode == 29) return 0; /* a runtime array: no size */
        return len && len->kind == CONV__SPV_K_CONST && len->imm > 0 && len->imm < 65536 ? stride * (uint32_t)len->imm : 0u;
    }
    if (in->opcode != 30) return 0;
    for (k = 0; k < in->ops_count && *budget; k++) {
        uint32_t m = conv__spv_size_in(rd, conv__spv_id_operand(rd, in, k), budget);
        uint32_t off = conv__spv_decoration(rd, type, (int64_t)k, 35, size);
        if (off + m > size) size = off + m;
    }
    return *budget ? size : 0u;
}

CONV__PRIVATE uint32_t conv__spv_type_size(const conv__spv_reader *rd, uint32_t type) {
    uint32_t budget = 64;
    return conv__spv_size_in(rd, type, &budget);
}

/* The interpreter's pointer to a module-level variable, 0 when its
   memory is not modelled (set 0 bindings of storage and uniform
   buffers, builtins, Private and Workgroup variables are). */
CONV__PRIVATE int64_t conv__spv_var_pointer(const conv__spv_reader *rd, uint32_t var) {
    const conv__spv_id *e = conv__spv_id_of(rd, var);
    const conv__spv_inst *in = conv__spv_def_of(rd, var);
    if (e == NULL || in == NULL || in->opcode != 59) return 0;
    if (e->builtin && e->builtin != CONV__SPV_UNKNOWN) return CONV__MEM_PTR(CONV__MEM_BUILTIN, e->builtin - 1u, 0);
    switch (e->storage - 1u) {
    case 2: case 12: {
        uint32_t binding = conv__spv_decoration(rd, var, -1, 33, CONV__SPV_UNKNOWN);
        if (conv__spv_decoration(rd, var, -1, 34, 0) != 0 || binding >= 0x10000000u) return 0;
        return CONV__MEM_PTR(CONV__MEM_BUFFER, binding, 0);
    }
    case 4: return CONV__MEM_PTR(CONV__MEM_WORKGROUP, var, 0);
    case 6: return CONV__MEM_PTR(CONV__MEM_PRIVATE, var, 0);
    default: return 0;
    }
}

/* The pointee type of a pointer id. */
CONV__PRIVATE uint32_t conv__spv_pointee(const conv__spv_reader *rd, uint32_t pointer) {
    const conv__spv_inst *t = conv__spv_def_of(rd, conv__spv_type_of(rd, pointer));
    return t && t->opcode == 32 ? conv__spv_id_operand(rd, t, 1) : 0u;
}

CONV__PRIVATE void conv__spv_aux(conv__spv_reader *rd, int64_t word) {
    conv__oom(rd->ps, CONV__VEC_PUSH1(rd->a, &rd->ps->paux, int64_t, word));
}

/* An access chain's steps after its base word: per index, a stride in
   bytes (> 0: times the index), or -(offset + 1) for a struct member
   (the index is a constant). False when a type is not understood. */
CONV__PRIVATE bool conv__spv_chain_steps(conv__spv_reader *rd, const conv__spv_inst *in) {
    uint32_t type = conv__spv_pointee(rd, conv__spv_id_operand(rd, in, 0)), k;
    for (k = 1; k < in->ops_count; k++) {
        const conv__spv_inst *t = conv__spv_def_of(rd, type);
        const conv__spv_id *index = conv__spv_id_of(rd, conv__spv_id_operand(rd, in, k));
        if (t == NULL || index == NULL || (index->kind != CONV__SPV_K_CONST && index->kind != CONV__SPV_K_LOCAL)) return false;
        if (t->opcode == 30) {
            uint32_t off = 0, m;
            if (index->kind != CONV__SPV_K_CONST || index->imm < 0 || index->imm >= (int64_t)t->ops_count) return false;
            off = conv__spv_decoration(rd, type, index->imm, 35, CONV__SPV_UNKNOWN);
            if (off == CONV__SPV_UNKNOWN)
                for (off = 0, m = 0; m < (uint32_t)index->imm; m++)
                    off += conv__spv_type_size(rd, conv__spv_id_operand(rd, t, m));
            conv__spv_aux(rd, -(int64_t)off - 1);
            type = conv__spv_id_operand(rd, t, (uint32_t)index->imm);
        } else if (t->opcode == 23 || t->opcode == 28 || t->opcode == 29) {
            uint32_t elem = conv__spv_id_operand(rd, t, 0);
            uint32_t stride = t->opcode == 23 ? 0u : conv__spv_decoration(rd, type, -1, 6, 0);
            if (stride == 0) stride = conv__spv_type_size(rd, elem);
            if (stride == 0) return false;
            conv__spv_aux(rd, stride);
            type = elem;
        } else {
            return false;
        }
    }
    return true;
}

/* The concrete words of instruction `in` (record at `at`): operand
   widths of comparisons and conversions, the base pointer of memory
   operations whose variable is not an operand (module level), access
   chain steps, composite indices, group operations. */
CONV__PRIVATE void conv__spv_concrete(conv__spv_reader *rd, size_t at, const conv__spv_inst *in) {
    size_t mark = rd->ps->paux.count;
    uint32_t op0 = conv__spv_id_operand(rd, in, 0), k;
    const conv__spv_operand *ops = conv__spv_ops_of(rd, in);
    switch (in->opcode) {
    case 113: case 114: case 124:
    case 170: case 171: case 172: case 173: case 174: case 175: case 176: case 177: case 178: case 179:
        conv__spv_aux(rd, conv__spv_cwidth(rd, conv__spv_type_of(rd, op0)));
        break;
    case 61: case 62: case 65: case 66:
        conv__spv_aux(rd, conv__spv_id_of(rd, op0) && conv__spv_id_of(rd, op0)->kind == CONV__SPV_K_LOCAL
                              ? 0 : conv__spv_var_pointer(rd, op0));
        if (in->opcode == 62) conv__spv_aux(rd, conv__spv_type_size(rd, conv__spv_type_of(rd, conv__spv_id_operand(rd, in, 1))));
        if ((in->opcode == 65 || in->opcode == 66) && !conv__spv_chain_steps(rd, in)) rd->ps->paux.count = mark;
        break;
    case 81:
        for (k = 1; k < in->ops_count; k++) conv__spv_aux(rd, (int64_t)ops[k].value);
        break;
    case 342: /* BallotBitCount: Reduce, InclusiveScan or ExclusiveScan */
        conv__spv_aux(rd, conv__spv_op_enum(rd, in, 1, conv__spv_group_ops, CONV__SPV_ENUM_COUNT(conv__spv_group_ops)));
        break;
    default:
        break;
    }
    if (rd->ps->status != CONV_OK) return;
    CONV__VEC(rd->ps->pinsts, conv__pinst)[at].aux_begin = (uint32_t)mark;
    CONV__VEC(rd->ps->pinsts, conv__pinst)[at].aux_count = (uint32_t)(rd->ps->paux.count - mark);
}

/* A new record for instruction `in` (NULL for the token intrinsics),
   named by its result. */
CONV__PRIVATE conv__pinst *conv__spv_new_pinst(conv__spv_reader *rd, const conv__spv_inst *in, uint32_t kind,
                                               uint32_t flags) {
    conv__pinst *pi = conv__new_pinst(rd->ps, in ? in->line : 0, in ? in->col : 0);
    const char *name;
    if (pi == NULL) return NULL;
    pi->kind = kind;
    pi->flags = flags;
    if (in && in->result) {
        pi->cwidth = conv__spv_cwidth(rd, in->type);
        name = conv__spv_id_name(rd, in->result);
        pi->name = conv__text_add(rd->ps, name, strlen(name));
    }
    return pi;
}

/* The pinst at index `at` again (emitting operands may move the vector). */
#define CONV__SPV_PINST(rd, at) (&CONV__VEC((rd)->ps->pinsts, conv__pinst)[at])

/* Gives the record at `at` the token of block b's operations: the heart
   of b when b is a loop header (it is in its own construct), else that of
   its innermost loop construct, else entry. */
CONV__PRIVATE void conv__spv_set_token(conv__spv_reader *rd, size_t at, uint32_t b) {
    const conv__spv_block *blk = &CONV__VEC(rd->blocks, conv__spv_block)[b];
    if (!rd->tokens) return;
    conv__spv_pref(rd, conv__spv_token_name(rd, blk->loop ? b : blk->token_block), 0, 0, 0);
    CONV__SPV_PINST(rd, at)->token = (uint32_t)rd->ps->prefs.count;
}

/* Every id operand of `in` from operand `from` on, except operand `skip`,
   as values. */
CONV__PRIVATE void conv__spv_values(conv__spv_reader *rd, size_t at, const conv__spv_inst *in, uint32_t from,
                                    int skip) {
    uint32_t k;
    for (k = from; k < in->ops_count && rd->ps->status == CONV_OK; k++)
        if (conv__spv_ops_of(rd, in)[k].kind == CONV__SPV_O_ID && (int)k != skip) conv__spv_value(rd, in, k, false);
    CONV__SPV_PINST(rd, at)->ops_count = (uint32_t)rd->ps->prefs.count - CONV__SPV_PINST(rd, at)->ops_begin;
}

/* The callee name of a convergent operation: "@OpName", with its group
   operation when it has one ("@OpGroupNonUniformIAdd.InclusiveScan"). */
CONV__PRIVATE uint32_t conv__spv_callee(conv__spv_reader *rd, const conv__spv_opinfo *oi, uint32_t groupop) {
    char buf[96];
    const char *g = groupop == CONV__SPV_UNKNOWN ? NULL : groupop < 4 ? conv__spv_group_ops[groupop].name : "other";
    snprintf(buf, sizeof buf, "@%s%s%s", oi->name, g ? "." : "", g ? g : "");
    return conv__text_add(rd->ps, buf, strlen(buf));
}

/* A convergent operation: a call of "@OpName" with its value operands
   (not the Scope id, whose meaning is in the flags), its scope and
   properties, and a token. */
CONV__PRIVATE void conv__spv_convergent(conv__spv_reader *rd, const conv__spv_inst *in, const conv__spv_opinfo *oi,
                                        uint32_t b) {
    uint32_t flags = CONV_FLAG_CONVERGENT, groupop = CONV__SPV_UNKNOWN;
    conv_scope scope = CONV_SCOPE_WAVE;
    conv__pinst *pi;
    size_t at = rd->ps->pinsts.count;
    if (oi->groupop >= 0)
        groupop = conv__spv_op_enum(rd, in, (uint32_t)oi->groupop, conv__spv_group_ops,
                                    CONV__SPV_ENUM_COUNT(conv__spv_group_ops));
    if (oi->scope >= 0) scope = conv__spv_scope(rd, conv__spv_op_id(rd, in, (uint32_t)oi->scope));
    switch (oi->prop) {
    case CONV__SPV_P_COLLECTIVE:
        /* scans and clustered reductions differ per thread */
        flags |= groupop == CONV__SPV_UNKNOWN || groupop == 0 ? CONV_FLAG_UNIFORM_COLLECTIVE : CONV_FLAG_DIVERGENCE_SOURCE;
        break;
    case CONV__SPV_P_SOURCE: flags |= CONV_FLAG_DIVERGENCE_SOURCE; break;
    case CONV__SPV_P_SHUFFLE: flags |= CONV_FLAG_DIVERGENCE_SOURCE | CONV_FLAG_SUPERSET_SAFE; break;
    case CONV__SPV_P_QUAD: scope = CONV_SCOPE_QUAD; break;
    case CONV__SPV_P_BARRIER: flags |= CONV_FLAG_BARRIER; break;
    default: break;
    }
    if (in->opcode == 365 || in->opcode == 366) scope = CONV_SCOPE_QUAD; /* quad broadcast and swap */
    flags |= CONV_FLAG_SCOPE(scope);
    pi = conv__spv_new_pinst(rd, in, CONV_KIND_CALL, flags);
    if (pi == NULL) return;
    pi->opcode = conv__spv_callee(rd, oi, groupop);
    conv__spv_values(rd, at, in, 0, oi->scope);
    conv__spv_set_token(rd, at, b);
}

/* OpBranch, OpBranchConditional, OpSwitch, the returns and OpUnreachable. */
CONV__PRIVATE void conv__spv_terminator(conv__spv_reader *rd, const conv__spv_inst *in) {
    const conv__spv_operand *ops = conv__spv_ops_of(rd, in);
    size_t at = rd->ps->pinsts.count;
    uint32_t k, kind = in->opcode == 249 || in->opcode == 250 ? CONV_KIND_BRANCH
                       : in->opcode == 251                     ? CONV_KIND_SWITCH
                       : in->opcode == 255                     ? CONV_KIND_UNREACHABLE
                                                               : CONV_KIND_RETURN;
    if (conv__spv_new_pinst(rd, in, kind, 0) == NULL) return;
    if (in->opcode != 249 && in->opcode != 254 && in->opcode != 250 && in->opcode != 251) return;
    if (in->opcode != 249) {
        if (conv__spv_op_id(rd, in, 0) == 0) return;
        conv__spv_value(rd, in, 0, true); /* a branch needs its condition even when it is no scalar */
        CONV__SPV_PINST(rd, at)->ops_count = (uint32_t)rd->ps->prefs.count - CONV__SPV_PINST(rd, at)->ops_begin;
    }
    if (in->opcode == 254) return;
    if (in->opcode == 251) conv__i64set_clear(rd->a, &rd->ps->cases);
    for (k = in->opcode == 249 ? 0u : 1u; k < in->ops_count && rd->ps->status == CONV_OK; k++) {
        if ((in->opcode == 249 && k > 0) || (in->opcode == 250 && k > 2)) break; /* branch weights */
        if (ops[k].kind == CONV__SPV_O_ID) {
            conv__spv_bref(rd, in, k);
        } else if (in->opcode == 251 && ops[k].kind == CONV__SPV_O_LIT) {
            /* a case: one text literal, or one or two binary words by the selector's width */
            uint32_t selector_type = conv__spv_type_of(rd, (uint32_t)ops[0].value);
            const conv__spv_id *t = conv__spv_id_of(rd, selector_type);
            uint32_t words = rd->binary && t && t->width > 32 ? 2u : 1u;
            bool is_int;
            uint32_t text;
            uint64_t v = conv__spv_wide_literal(rd, in, k, words, &is_int, &text);
            conv__tok at_tok;
            memset(&at_tok, 0, sizeof at_tok);
            at_tok.line = in->line;
            at_tok.col = ops[k].col;
            if (!is_int) conv__spv_err(rd, "spirv.bad-literal", in->line, ops[k].col, in->offset, "a case value must be an integer");
            conv__add_case(rd->ps, &at_tok, conv__spv_normalize(rd, selector_type, v));
            k += words - 1u;
        }
    }
    CONV__SPV_PINST(rd, at)->refs_count = (uint32_t)rd->ps->brefs.count - CONV__SPV_PINST(rd, at)->refs_begin;
    if (in->opcode == 251 &&
        rd->ps->pcases.count - CONV__SPV_PINST(rd, at)->cases_begin + 1u != CONV__SPV_PINST(rd, at)->refs_count)
        conv__spv_err(rd, "spirv.operand-count", CONV__SPV_AT(in), "OpSwitch: every case needs a value and a target");
}

CONV__PRIVATE void conv__spv_phi(conv__spv_reader *rd, const conv__spv_inst *in) {
    size_t at = rd->ps->pinsts.count;
    uint32_t k;
    if (conv__spv_new_pinst(rd, in, CONV_KIND_PHI, 0) == NULL) return;
    if (in->ops_count % 2u != 0) {
        conv__spv_err(rd, "spirv.operand-count", CONV__SPV_AT(in), "OpPhi takes pairs of a value and a block");
        return;
    }
    for (k = 0; k + 1u < in->ops_count && rd->ps->status == CONV_OK; k += 2u) {
        if (conv__spv_op_id(rd, in, k) == 0 || conv__spv_op_id(rd, in, k + 1u) == 0) return;
        conv__spv_value(rd, in, k, true);
        conv__spv_bref(rd, in, k + 1u);
    }
    CONV__SPV_PINST(rd, at)->ops_count = (uint32_t)rd->ps->prefs.count - CONV__SPV_PINST(rd, at)->ops_begin;
    CONV__SPV_PINST(rd, at)->refs_count = (uint32_t)rd->ps->brefs.count - CONV__SPV_PINST(rd, at)->refs_begin;
}

/* OpFunctionCall: a convergent call (the callee may hold a barrier or a
   ballot); its result is a divergence source, as conv does not look
   into the callee. */
CONV__PRIVATE void conv__spv_call(conv__spv_reader *rd, const conv__spv_inst *in, uint32_t b) {
    size_t at = rd->ps->pinsts.count;
    uint32_t callee = conv__spv_op_id(rd, in, 0);
    const conv__spv_id *fe = conv__spv_id_of(rd, callee), *t = conv__spv_id_of(rd, in->type);
    uint32_t flags = CONV_FLAG_CONVERGENT;
    conv__pinst *pi;
    if (callee == 0) return;
    if (fe == NULL || fe->kind != CONV__SPV_K_FUNCTION || fe->fname == 0) {
        conv__spv_err(rd, "spirv.bad-callee", CONV__SPV_AT(in), "%s is not a function", conv__spv_id_name(rd, callee));
        return;
    }
    if (t && t->tclass != CONV__SPV_T_VOID) flags |= CONV_FLAG_DIVERGENCE_SOURCE;
    pi = conv__spv_new_pinst(rd, in, CONV_KIND_CALL, flags);
    if (pi == NULL) return;
    pi->opcode = conv__text_add(rd->ps, conv__strpool_get(&rd->strings, fe->fname),
                                strlen(conv__strpool_get(&rd->strings, fe->fname)));
    conv__spv_values(rd, at, in, 1, -1);
    conv__spv_set_token(rd, at, b);
}

/* One instruction of block b. */
CONV__PRIVATE void conv__spv_inst_emit(conv__spv_reader *rd, const conv__spv_inst *in, uint32_t b) {
    const conv__spv_opinfo *oi = conv__spv_opinfo_of(in->opcode);
    size_t at = rd->ps->pinsts.count;
    uint32_t flags = 0;
    conv__pinst *pi;
    if (oi == NULL || oi->cls == CONV__SPV_C_MODULE || in->opcode == 54 || in->opcode == 55) {
        if (oi) conv__spv_err(rd, "spirv.misplaced", CONV__SPV_AT(in), "%s cannot appear in a block", oi->name);
        else if (rd->binary)
            conv__spv_err(rd, "spirv.unsupported-opcode", CONV__SPV_AT(in), "opcode %lu is not supported in a block",
                          (unsigned long)in->opcode);
        else conv__spv_err(rd, "spirv.unsupported-opcode", CONV__SPV_AT(in), "this opcode is not supported in a block");
        return;
    }
    if (oi->cls == CONV__SPV_C_SKIP || in->opcode == 246 || in->opcode == 247) return;
    if (conv__spv_is_terminator(in->opcode)) {
        conv__spv_terminator(rd, in);
        return;
    }
    if (in->opcode == 245) {
        conv__spv_phi(rd, in);
        return;
    }
    if (in->opcode == 57) {
        conv__spv_call(rd, in, b);
        return;
    }
    if (oi->cls == CONV__SPV_C_CONV) {
        conv__spv_convergent(rd, in, oi, b);
        return;
    }
    if (oi->cls == CONV__SPV_C_LOAD && in->ops_count && conv__spv_ops_of(rd, in)[0].kind == CONV__SPV_O_ID)
        flags = conv__spv_load_flags(rd, (uint32_t)conv__spv_ops_of(rd, in)[0].value);
    if (oi->cls == CONV__SPV_C_ACCESS && in->ops_count && conv__spv_ops_of(rd, in)[0].kind == CONV__SPV_O_ID &&
        conv__spv_builtin_varies(rd, conv__spv_root(rd, (uint32_t)conv__spv_ops_of(rd, in)[0].value)))
        flags = CONV_FLAG_DIVERGENCE_SOURCE;
    if (oi->cls == CONV__SPV_C_SOURCE) flags = CONV_FLAG_DIVERGENCE_SOURCE;
    if (oi->cls == CONV__SPV_C_GROUPBITS &&
        conv__spv_op_enum(rd, in, 1, conv__spv_group_ops, CONV__SPV_ENUM_COUNT(conv__spv_group_ops)) != 0)
        flags = CONV_FLAG_DIVERGENCE_SOURCE;
    pi = conv__spv_new_pinst(rd, in, CONV_KIND_GENERIC, flags);
    if (pi == NULL) return;
    pi->opcode = conv__text_add(rd->ps, oi->name, strlen(oi->name));
    conv__spv_values(rd, at, in, 0, -1);
    conv__spv_concrete(rd, at, in);
}

/* The records of one function's body: blocks in order, the entry token
   first in the entry block, a heart after the phis of each loop header,
   then the instructions. */
CONV__PRIVATE void conv__spv_emit_blocks(conv__spv_reader *rd) {
    const conv__spv_inst *insts = CONV__VEC(rd->insts, conv__spv_inst);
    uint32_t b, i;
    for (b = 0; b < rd->blocks.count && rd->ps->status == CONV_OK; b++) {
        const conv__spv_block *blk = &CONV__VEC(rd->blocks, conv__spv_block)[b];
        const conv__spv_inst *label = &insts[blk->first - 1u];
        bool heart = rd->tokens && blk->loop;
        conv__add_pblock(rd->ps, conv__spv_block_name(rd, blk->label), label->line, label->col);
        if (b == 0 && rd->tokens) {
            conv__pinst *pi = conv__spv_new_pinst(rd, NULL, CONV_KIND_ENTRY, CONV_FLAG_CONVERGENT | CONV_FLAG_TOKEN);
            if (pi) pi->name = conv__spv_token_name(rd, CONV__NONE);
        }
        for (i = blk->first; i < blk->end && rd->ps->status == CONV_OK; i++) {
            if (heart && insts[i].opcode != 245 && insts[i].opcode != 8 && insts[i].opcode != 317) {
                size_t at = rd->ps->pinsts.count;
                conv__pinst *pi = conv__spv_new_pinst(rd, NULL, CONV_KIND_LOOP, CONV_FLAG_CONVERGENT | CONV_FLAG_TOKEN);
                if (pi == NULL) return;
                pi->name = conv__spv_token_name(rd, b);
                conv__spv_pref(rd, conv__spv_token_name(rd, blk->token_block), 0, 0, 0);
                CONV__SPV_PINST(rd, at)->token = (uint32_t)rd->ps->prefs.count;
                heart = false;
            }
            conv__spv_inst_emit(rd, &insts[i], b);
        }
    }
}

/* OpFunctionParameter: arguments of f, in order. */
CONV__PRIVATE void conv__spv_params(conv__spv_reader *rd, conv_function *f, uint32_t begin, uint32_t end) {
    const conv__spv_inst *insts = CONV__VEC(rd->insts, conv__spv_inst);
    uint32_t i;
    for (i = begin; i < end && rd->ps->status == CONV_OK; i++) {
        conv_result r;
        if (insts[i].opcode == 248) return;
        if (insts[i].opcode != 55) continue;
        r = conv_function_add_argument(f, conv__spv_id_name(rd, insts[i].result), 0, NULL);
        if (r == CONV_ERR_DUPLICATE)
            conv__spv_err(rd, "spirv.duplicate-id", CONV__SPV_AT(&insts[i]), "%s is defined twice",
                          conv__spv_id_name(rd, insts[i].result));
        else conv__oom(rd->ps, r);
    }
}

/* Keeps the function's merge declarations (conv_block_merge). */
CONV__PRIVATE void conv__spv_keep_merges(conv__spv_reader *rd, conv_function *f) {
    uint32_t b;
    for (b = 0; b < rd->blocks.count && rd->ps->status == CONV_OK; b++) {
        const conv__spv_block *blk = &CONV__VEC(rd->blocks, conv__spv_block)[b];
        const conv__spv_id *m = conv__spv_id_of(rd, blk->merge), *c = conv__spv_id_of(rd, blk->cont);
        conv__merge_rec rec;
        if (blk->merge == 0) continue;
        rec.block = b + 1u;
        rec.merge = m ? m->block : 0u;
        rec.cont = c ? c->block : 0u;
        conv__oom(rd->ps, CONV__VEC_PUSH1(rd->a, &f->merges, conv__merge_rec, rec));
    }
}

/* One function: instructions [begin, end) between OpFunction (begin - 1)
   and OpFunctionEnd (end). */
CONV__PRIVATE void conv__spv_function(conv__spv_reader *rd, conv_function *f, uint32_t begin, uint32_t end) {
    uint32_t b, errors0 = rd->ps->errors;
    conv__records_reset(rd->ps);
    rd->ps->func_name = conv_function_name(f);
    conv__spv_params(rd, f, begin, end);
    if (conv__spv_split_blocks(rd, begin, end) && conv__spv_edges(rd)) {
        if (rd->tokens) conv__spv_plan_tokens(rd);
        conv__spv_emit_blocks(rd);
        if (rd->ps->errors == errors0 && rd->ps->status == CONV_OK) conv__assemble(rd->ps, f);
        if (rd->ps->errors == errors0 && rd->ps->status == CONV_OK) conv__spv_keep_merges(rd, f);
    }
    for (b = 0; b < rd->blocks.count; b++) {
        conv__spv_id *e = conv__spv_id_of(rd, CONV__VEC(rd->blocks, conv__spv_block)[b].label);
        if (e) e->block = 0; /* labels belong to this function only */
    }
    rd->ps->func_name = NULL;
}

/* Whether the function whose OpFunction is instruction i has a block. */
CONV__PRIVATE bool conv__spv_has_body(const conv__spv_reader *rd, uint32_t i) {
    const conv__spv_inst *insts = CONV__VEC(rd->insts, conv__spv_inst);
    for (i++; i < rd->insts.count && insts[i].opcode != 56 && insts[i].opcode != 54; i++)
        if (insts[i].opcode == 248) return true;
    return false;
}

/* Adds every function to the module, named by OpName when that name is
   free, else by its id; entry points are kernels. */
CONV__PRIVATE void conv__spv_declare_functions(conv__spv_reader *rd) {
    const conv__spv_inst *insts = CONV__VEC(rd->insts, conv__spv_inst);
    uint32_t i;
    for (i = 0; i < rd->insts.count && rd->ps->status == CONV_OK; i++) {
        conv__spv_id *e = conv__spv_id_of(rd, insts[i].result);
        conv_function_desc fd;
        conv_function *f = NULL;
        conv_result r = CONV_ERR_DUPLICATE;
        if (insts[i].opcode != 54 || e == NULL || e->def != i + 1u) continue;
        memset(&fd, 0, sizeof fd);
        fd.flags = CONV_FUNCTION_CONVERGENT | (e->entry_point ? (uint32_t)CONV_FUNCTION_KERNEL : 0u);
        if (!conv__spv_has_body(rd, i)) fd.flags |= CONV_FUNCTION_DECLARATION; /* an import */
        fd.line = insts[i].line;
        fd.col = insts[i].col;
        if (e->debug && conv__strpool_get(&rd->strings, e->debug)[0] != '\0') {
            fd.name = conv__strpool_get(&rd->strings, e->debug);
            r = conv_module_add_function(rd->ps->module, &fd, &f);
        }
        if (r == CONV_ERR_DUPLICATE) {
            fd.name = conv__spv_id_name(rd, insts[i].result) + 1;
            r = conv_module_add_function(rd->ps->module, &fd, &f);
        }
        if (r == CONV_ERR_DUPLICATE)
            conv__spv_err(rd, "spirv.duplicate-function", CONV__SPV_AT(&insts[i]), "a second function named '%s'", fd.name);
        else conv__oom(rd->ps, r);
        if (r == CONV_OK) {
            size_t n = strlen(fd.name);
            char *callee = (char *)conv__alloc(rd->a, n + 1u);
            if (callee == NULL) {
                conv__oom(rd->ps, CONV_ERR_OUT_OF_MEMORY);
                return;
            }
            callee[0] = '@';
            memcpy(callee + 1, fd.name, n);
            conv__oom(rd->ps, conv__strpool_add(rd->a, &rd->strings, callee, n + 1u, &e->fname));
            conv__free(rd->a, callee, n + 1u);
        }
    }
}


/* Reads every function body, between its OpFunction and OpFunctionEnd. */
CONV__PRIVATE void conv__spv_functions(conv__spv_reader *rd) {
    const conv__spv_inst *insts = CONV__VEC(rd->insts, conv__spv_inst);
    uint32_t i, begin = 0;
    conv_function *f = NULL;
    for (i = 0; i < rd->insts.count && rd->ps->status == CONV_OK; i++) {
        const conv__spv_id *e = conv__spv_id_of(rd, insts[i].result);
        if (insts[i].opcode == 54) {
            if (begin) {
                conv__spv_err(rd, "spirv.no-function-end", CONV__SPV_AT(&insts[i]), "a function inside a function");
                return;
            }
            begin = i + 1u;
            f = e && e->fname ? conv_module_find_function(rd->ps->module, conv__strpool_get(&rd->strings, e->fname) + 1)
                              : NULL;
        } else if (insts[i].opcode == 56) {
            if (begin == 0) {
                conv__spv_err(rd, "spirv.outside-function", CONV__SPV_AT(&insts[i]), "OpFunctionEnd without OpFunction");
                return;
            }
            if (f && !(conv_function_flags(f) & CONV_FUNCTION_DECLARATION)) conv__spv_function(rd, f, begin, i);
            else if (f) conv__spv_params(rd, f, begin, i);
            begin = 0;
        }
    }
    if (begin && rd->ps->status == CONV_OK)
        conv__spv_err(rd, "spirv.no-function-end", CONV__SPV_AT(&insts[begin - 1u]), "a function without OpFunctionEnd");
}

/* Reads a SPIR-V module, binary (by its magic number) or assembly text,
   into ps->module; tokens from the structure unless `tokens` is false. */
CONV__PRIVATE void conv__spv_module(conv__parser *ps, const char *text, size_t size, bool tokens) {
    conv__spv_reader rd;
    uint32_t errors0 = ps->errors;
    memset(&rd, 0, sizeof rd);
    rd.ps = ps;
    rd.a = ps->a;
    rd.binary = conv__spv_is_binary(text, size);
    rd.tokens = tokens;
    if (rd.binary) conv__spv_decode_binary(&rd, text, size);
    else conv__spv_decode_text(&rd, text, size);
    if (ps->status == CONV_OK && ps->errors == errors0 && rd.bound) conv__spv_module_pass(&rd);
    if (ps->status == CONV_OK && ps->errors == errors0) conv__spv_declare_functions(&rd);
    if (ps->status == CONV_OK && ps->errors == errors0) conv__spv_functions(&rd);
    conv__spv_free(&rd);
}

/* After finalize: the derived tokens must obey the static rules. They do
   whenever the merge declarations describe the control flow as SPIR-V's
   structured rules require; when not, the verifier's diagnostics say
   where, and spirv.token-rule says why. */
CONV__PRIVATE conv_result conv__spv_check_tokens(conv__parser *ps) {
    conv_module *m = ps->module;
    size_t fi;
    for (fi = 0; fi < m->functions.count; fi++) {
        conv_function *f = CONV__VEC(m->functions, conv_function *)[fi];
        bool valid = true;
        uint32_t first = conv_diags_count(ps->diags);
        conv_result r;
        if (f->flags & CONV_FUNCTION_DECLARATION) continue;
        r = conv_verify(f, NULL, ps->diags, &valid);
        conv__diags_name_file(ps, first);
        if (r != CONV_OK) return r;
        if (!valid)
            conv__perr(ps, "spirv.token-rule", f->line, f->col,
                       "the tokens derived from the structure of '%s' break a static rule: its control flow is not "
                       "structured as its merge instructions declare (read it with tokens none)",
                       conv_function_name(f));
    }
    return ps->errors ? CONV_ERR_PARSE : CONV_OK;
}

/* --- the printer (native format) --- */

typedef struct conv__out {
    conv_write_fn write;
    void *user;
    bool failed;
    char buf[1024];
    size_t n;
} conv__out;

CONV__PRIVATE void conv__out_flush(conv__out *o) {
    if (o->n && !o->failed && !o->write(o->buf, o->n, o->user)) o->failed = true;
    o->n = 0;
}
CONV__PRIVATE void conv__out_raw(conv__out *o, const char *s, size_t n) {
    while (n) {
        size_t room = sizeof o->buf - o->n, k = n < room ? n : room;
        memcpy(o->buf + o->n, s, k);
        o->n += k;
        s += k;
        n -= k;
        if (o->n == sizeof o->buf) conv__out_flush(o);
    }
}
CONV__PRIVATE void conv__out_str(conv__out *o, const char *s) { conv__out_raw(o, s, strlen(s)); }
CONV__PRIVATE void conv__out_i64(conv__out *o, int64_t v) {
    char num[32];
    int len = snprintf(num, sizeof num, "%lld", (long long)v);
    conv__out_raw(o, num, (size_t)len);
}

/* Whether a label lexes back as exactly one label token; otherwise it is
   printed quoted. */
CONV__PRIVATE bool conv__label_is_plain(const char *s) {
    conv__lexer lx;
    conv__tok t;
    size_t n = strlen(s), i;
    if (n == 0) return false;
    for (i = 0; i < n; i++)
        if (!conv__is_name_char(s[i])) return false;
    memset(&lx, 0, sizeof lx);
    lx.src = s;
    lx.size = n;
    lx.line = 1;
    conv__lex_next(&lx, &t);
    return t.n == n && (t.kind == CONV__T_IDENT || t.kind == CONV__T_INT || t.kind == CONV__T_NUMBER);
}

CONV__PRIVATE void conv__out_quoted(conv__out *o, const char *body);

/* Prints a name. Values pass their sigil ('%' or '@') separately from
   the name's text; labels pass 0. */
CONV__PRIVATE void conv__out_name(conv__out *o, const char *s, char sigil) {
    bool plain;
    if (sigil) {
        const char *q = s;
        plain = *q != '\0';
        for (; *q && plain; q++) plain = conv__is_name_char(*q);
        conv__out_raw(o, &sigil, 1);
    } else {
        plain = conv__label_is_plain(s);
    }
    if (plain) conv__out_str(o, s);
    else conv__out_quoted(o, s);
}

/* Prints s as a quoted string with LLVM-style \XX escapes. */
CONV__PRIVATE void conv__out_quoted(conv__out *o, const char *body) {
    conv__out_raw(o, "\"", 1);
    for (; *body; body++) {
        unsigned char c = (unsigned char)*body;
        if (c == '"' || c == '\\' || c < 0x20 || c >= 0x7f) {
            char esc[4];
            static const char hex[] = "0123456789ABCDEF";
            esc[0] = '\\';
            esc[1] = hex[c >> 4];
            esc[2] = hex[c & 15u];
            conv__out_raw(o, esc, 3);
        } else {
            conv__out_raw(o, body, 1);
        }
    }
    conv__out_raw(o, "\"", 1);
}

/* An unnamed value that must be referred to is printed as %.N (N its id),
   with more dots while that name is taken by a named value. */
CONV__PRIVATE void conv__out_unnamed(conv__out *o, const conv_function *f, uint32_t id) {
    char num[64];
    size_t dots;
    for (dots = 1; dots < 40; dots++) {
        memset(num, '.', sizeof num);
        num[0] = '%';
        snprintf(num + 1 + dots, sizeof num - 1 - dots, "%u", (unsigned)id);
        if (!conv_value_valid(conv_function_find_value(f, num)) && !conv_value_valid(conv_function_find_value(f, num + 1)))
            break;
    }
    conv__out_str(o, num);
}

CONV__PRIVATE void conv__out_value(conv__out *o, const conv_function *f, uint32_t id) {
    const conv__value_rec *v = CONV__VAL(f, id);
    if (v->kind == CONV_KIND_CONSTANT) {
        conv__out_i64(o, v->immediate);
    } else if (v->name) {
        const char *name = conv__strpool_get(&f->names, v->name);
        conv__out_name(o, name[0] == '%' ? name + 1 : name, '%');
    } else {
        conv__out_unnamed(o, f, id);
    }
}

/* A generic opcode is printed bare when it reads back as one identifier
   that is not a keyword, and quoted otherwise. */
CONV__PRIVATE void conv__out_opcode(conv__out *o, const char *op) {
    size_t i;
    bool plain = conv__label_is_plain(op);
    if (plain) {
        conv__lexer lx;
        conv__tok t;
        memset(&lx, 0, sizeof lx);
        lx.src = op;
        lx.size = strlen(op);
        lx.line = 1;
        conv__lex_next(&lx, &t);
        plain = t.kind == CONV__T_IDENT;
    }
    for (i = 0; plain && i < sizeof conv__native_keywords / sizeof conv__native_keywords[0]; i++)
        if (strcmp(op, conv__native_keywords[i]) == 0) plain = false;
    if (plain) conv__out_str(o, op);
    else conv__out_quoted(o, op);
}

/* A callee is "@name", "%name" (through a pointer) or any other text
   (inline "asm"), which is printed quoted. */
CONV__PRIVATE void conv__out_callee(conv__out *o, const char *callee) {
    if (callee[0] == '@' || callee[0] == '%') conv__out_name(o, callee + 1, callee[0]);
    else conv__out_quoted(o, callee);
}
CONV__PRIVATE void conv__out_block(conv__out *o, const conv_function *f, uint32_t id) {
    conv__out_name(o, conv__strpool_get(&f->names, CONV__BLK(f, id)->name), 0);
}

CONV__PRIVATE void conv__out_flags(conv__out *o, uint32_t flags) {
    size_t i;
    for (i = 0; i < sizeof conv__inst_flag_words / sizeof conv__inst_flag_words[0]; i++)
        if (flags & conv__inst_flag_words[i].flag) {
            conv__out_raw(o, " ", 1);
            conv__out_str(o, conv__inst_flag_words[i].word);
        }
    for (i = 0; i < sizeof conv__scope_words / sizeof conv__scope_words[0]; i++)
        if ((flags & CONV_FLAG_SCOPE_MASK) == conv__scope_words[i].flag) {
            conv__out_raw(o, " ", 1);
            conv__out_str(o, conv__scope_words[i].word);
        }
    for (i = 0; i < sizeof conv__uniform_scope_words / sizeof conv__uniform_scope_words[0]; i++)
        if ((flags & CONV_FLAG_UNIFORM_SCOPE_MASK) == conv__uniform_scope_words[i].flag) {
            conv__out_raw(o, " ", 1);
            conv__out_str(o, conv__uniform_scope_words[i].word);
        }
}

CONV__PRIVATE void conv__print_inst(conv__out *o, const conv_function *f, uint32_t id, const uint64_t *used) {
    const conv__value_rec *v = CONV__VAL(f, id);
    /* (No pointer arithmetic on the arrays of a function that has none.) */
    const conv_value *ops = v->ops_count ? CONV__VEC(f->operands, conv_value) + v->ops_begin : NULL;
    const conv_block *refs = v->refs_count ? CONV__VEC(f->blockrefs, conv_block) + v->refs_begin : NULL;
    uint32_t k;
    conv__out_str(o, "  ");
    if (v->name || (used && conv__bit_test(used, id - 1u))) {
        conv__out_value(o, f, id);
        conv__out_str(o, " = ");
    }
    switch ((conv_kind)v->kind) {
    case CONV_KIND_PHI:
        conv__out_str(o, "phi");
        for (k = 0; k < v->ops_count; k++) {
            conv__out_str(o, k ? ", [" : " [");
            conv__out_value(o, f, ops[k].id);
            conv__out_str(o, ", ");
            conv__out_block(o, f, refs[k].id);
            conv__out_str(o, "]");
        }
        break;
    case CONV_KIND_CALL:
    case CONV_KIND_INVOKE: {
        conv__out_str(o, v->kind == CONV_KIND_CALL ? "call " : "invoke ");
        if (v->opcode) conv__out_callee(o, conv__strpool_get(&f->names, v->opcode));
        else conv__out_str(o, "\"\"");
        conv__out_str(o, "(");
        for (k = 0; k < v->ops_count; k++) {
            if (k) conv__out_str(o, ", ");
            conv__out_value(o, f, ops[k].id);
        }
        conv__out_str(o, ")");
        if (v->kind == CONV_KIND_INVOKE && v->refs_count) {
            conv__out_str(o, " to ");
            for (k = 0; k < v->refs_count; k++) {
                if (k) conv__out_str(o, ", ");
                conv__out_block(o, f, refs[k].id);
            }
        }
        break;
    }
    case CONV_KIND_ENTRY:
    case CONV_KIND_LOOP:
    case CONV_KIND_ANCHOR:
        conv__out_str(o, v->kind == CONV_KIND_ENTRY ? "token.entry" : v->kind == CONV_KIND_LOOP ? "token.loop" : "token.anchor");
        if (v->token) {
            conv__out_str(o, " ");
            conv__out_value(o, f, v->token);
        }
        break;
    case CONV_KIND_BRANCH:
        conv__out_str(o, "br ");
        if (v->ops_count) {
            conv__out_value(o, f, ops[0].id);
            conv__out_str(o, ", ");
        }
        for (k = 0; k < v->refs_count; k++) {
            if (k) conv__out_str(o, ", ");
            conv__out_block(o, f, refs[k].id);
        }
        break;
    case CONV_KIND_SWITCH:
        conv__out_str(o, "switch ");
        if (v->ops_count) conv__out_value(o, f, ops[0].id);
        for (k = 0; k < v->refs_count; k++) {
            conv__out_str(o, ", ");
            if (k) {
                conv__out_i64(o, CONV__VEC(f->cases, int64_t)[v->immediate + (int64_t)k - 1]);
                conv__out_str(o, ": ");
            }
            conv__out_block(o, f, refs[k].id);
        }
        break;
    case CONV_KIND_RETURN:
        conv__out_str(o, "ret");
        if (v->ops_count) {
            conv__out_str(o, " ");
            conv__out_value(o, f, ops[0].id);
        }
        break;
    case CONV_KIND_UNREACHABLE:
        conv__out_str(o, "unreachable");
        break;
    case CONV_KIND_GENERIC:
    case CONV_KIND_ARGUMENT:
    case CONV_KIND_CONSTANT:
    case CONV_KIND_COUNT:
        conv__out_opcode(o, v->opcode ? conv__strpool_get(&f->names, v->opcode) : "op");
        for (k = 0; k < v->ops_count; k++) {
            conv__out_str(o, k ? ", " : " ");
            conv__out_value(o, f, ops[k].id);
        }
        break;
    }
    if (v->token && (v->kind == CONV_KIND_CALL || v->kind == CONV_KIND_INVOKE)) {
        conv__out_str(o, " ctrl ");
        conv__out_value(o, f, v->token);
    }
    conv__out_flags(o, v->flags & ~conv__implied_flags(v->kind) & ~(uint32_t)CONV_FLAG_HAS_RESULT);
    conv__out_str(o, "\n");
}

/* `used` is scratch of at least conv__bitset_words(values) words; it is
   allocated by the callers before anything is written, so that running
   out of memory never leaves half a module printed. */
CONV__PRIVATE void conv__print_function(conv__out *o, const conv_function *f, uint64_t *used) {
    uint32_t i;
    conv__out_str(o, (f->flags & CONV_FUNCTION_DECLARATION) ? "declare " : "func ");
    conv__out_name(o, conv__fname(f), '@');
    if (!(f->flags & CONV_FUNCTION_DECLARATION) || f->args.count) {
        conv__out_str(o, "(");
        for (i = 0; i < f->args.count; i++) {
            const conv__value_rec *a = CONV__VAL(f, CONV__VEC(f->args, conv_value)[i].id);
            if (i) conv__out_str(o, ", ");
            conv__out_value(o, f, CONV__VEC(f->args, conv_value)[i].id);
            if (a->flags & CONV_FLAG_DIVERGENCE_SOURCE) conv__out_str(o, " divergent");
            if (a->flags & CONV_FLAG_ALWAYS_UNIFORM) conv__out_str(o, " uniform");
            if (a->flags & CONV_FLAG_TOKEN) conv__out_str(o, " token");
        }
        conv__out_str(o, ")");
    }
    if (f->flags & CONV_FUNCTION_CONVERGENT) conv__out_str(o, " convergent");
    if (f->flags & CONV_FUNCTION_KERNEL) conv__out_str(o, " kernel");
    if (f->flags & CONV_FUNCTION_DECLARATION) {
        conv__out_str(o, "\n");
        return;
    }
    conv__out_str(o, " {\n");
    /* Unnamed instructions that are used need a printed name. */
    memset(used, 0, sizeof(uint64_t) * conv__bitset_words(f->values.count));
    for (i = 0; i < f->values.count; i++) {
        const conv__value_rec *v = &CONV__VEC(f->values, conv__value_rec)[i];
        uint32_t k;
        for (k = 0; k < v->ops_count; k++) conv__bit_set(used, CONV__VEC(f->operands, conv_value)[v->ops_begin + k].id - 1u);
        if (v->token) conv__bit_set(used, v->token - 1u);
    }
    for (i = 1; i <= f->blocks.count; i++) {
        uint32_t id;
        conv__out_block(o, f, i);
        conv__out_str(o, ":\n");
        for (id = CONV__BLK(f, i)->first; id != 0; id = CONV__VAL(f, id)->next) conv__print_inst(o, f, id, used);
    }
    conv__out_str(o, "}\n");
}

/* Prints functions [first, last) of m (the target line when first is 0). */
CONV__PRIVATE conv_result conv__print(const conv_module *m, size_t first, size_t last, conv_write_fn write,
                                      void *user) {
    conv__out o;
    size_t i, words = 1;
    uint64_t *used;
    for (i = first; i < last; i++) {
        size_t w = conv__bitset_words(CONV__VEC(m->functions, conv_function *)[i]->values.count);
        if (w > words) words = w;
    }
    used = (uint64_t *)conv__alloc_array(&m->allocator, words, sizeof(uint64_t));
    if (used == NULL) return CONV_ERR_OUT_OF_MEMORY;
    memset(&o, 0, sizeof o);
    o.write = write;
    o.user = user;
    if (first == 0 && last == m->functions.count && m->target) {
        conv__out_str(&o, "target ");
        conv__out_quoted(&o, conv__strpool_get(&m->names, m->target));
        conv__out_str(&o, "\n");
    }
    for (i = first; i < last; i++) {
        if (i > first || (first == 0 && last == m->functions.count && m->target)) conv__out_str(&o, "\n");
        conv__print_function(&o, CONV__VEC(m->functions, conv_function *)[i], used);
    }
    conv__out_flush(&o);
    conv__free_array(&m->allocator, used, words, sizeof(uint64_t));
    return o.failed ? CONV_ERR_INVALID_ARGUMENT : CONV_OK;
}

CONVDEF conv_result conv_function_print(const conv_function *f, conv_write_fn write, void *user) {
    size_t i;
    if (f == NULL || write == NULL) return CONV_ERR_INVALID_ARGUMENT;
    for (i = 0; i < f->module->functions.count; i++)
        if (CONV__VEC(f->module->functions, conv_function *)[i] == f) break;
    return conv__print(f->module, i, i + 1, write, user);
}

CONVDEF conv_result conv_module_print(const conv_module *m, conv_write_fn write, void *user) {
    if (m == NULL || write == NULL) return CONV_ERR_INVALID_ARGUMENT;
    return conv__print(m, 0, m->functions.count, write, user);
}

/* --- uniformity as text: reasons, explanations, DOT ---
   conv.h declares these three with the uniformity queries (they are
   questions to a uniformity result); they are defined here because they
   write through this section's output helpers (conv__out_*), and a stage
   uses only the stages before it. */

CONV__PRIVATE void conv__out_dot_html(conv__out *o, const char *s);

/* A value as the listings show it: its name, or "(kind opcode)"; html:
   escaped for a DOT label. */
CONV__PRIVATE void conv__out_label_as(conv__out *o, const conv_function *f, conv_value v, bool html) {
    void (*put)(conv__out *, const char *) = html ? conv__out_dot_html : conv__out_str;
    const char *name = conv_value_name(f, v), *opcode = conv_value_opcode(f, v);
    if (name) {
        put(o, name);
        return;
    }
    put(o, "(");
    put(o, conv_kind_str(conv_value_kind(f, v)));
    if (opcode) {
        put(o, " ");
        put(o, opcode);
    }
    put(o, ")");
}
CONV__PRIVATE void conv__out_label(conv__out *o, const conv_function *f, conv_value v) {
    conv__out_label_as(o, f, v, false);
}

CONV__PRIVATE const char *conv__header_name(const conv_function *f, const conv_cycles *ci, conv_cycle c) {
    return conv_block_name(f, conv_cycle_header(ci, c));
}

CONV__PRIVATE void conv__out_reason(conv__out *o, const conv_function *f, const conv_cycles *ci, conv_reason r) {
    switch (r.kind) {
    case CONV_REASON_SOURCE:
        conv__out_str(o, "a divergence source");
        break;
    case CONV_REASON_OPERAND:
        conv__out_str(o, "uses the divergent ");
        conv__out_label(o, f, r.value);
        break;
    case CONV_REASON_JOIN:
        conv__out_str(o, "a phi where paths from the divergent branch of ");
        conv__out_str(o, conv_block_name(f, r.block));
        conv__out_str(o, " meet");
        break;
    case CONV_REASON_TEMPORAL:
        conv__out_str(o, "uses ");
        conv__out_label(o, f, r.value);
        conv__out_str(o, " from the cycle headed by ");
        conv__out_str(o, conv__header_name(f, ci, r.cycle));
        conv__out_str(o, ", which threads leave in different iterations");
        break;
    case CONV_REASON_CYCLE:
        conv__out_str(o, "defined in the cycle headed by ");
        conv__out_str(o, conv__header_name(f, ci, r.cycle));
        conv__out_str(o, ", which the branch of ");
        conv__out_str(o, conv_block_name(f, r.block));
        conv__out_str(o, " sends threads into through different entries");
        break;
    case CONV_REASON_ANCHOR:
        conv__out_str(o, "depends on a collective under the anchor ");
        conv__out_label(o, f, r.value);
        conv__out_str(o, ", and threads of its different groups meet here (outside its convergence region)");
        break;
    case CONV_REASON_NONE:
        conv__out_str(o, "uniform");
        break;
    }
}

CONV__PRIVATE bool conv__uniformity_of(const conv_function *f, const conv_uniformity *u) {
    return f != NULL && u != NULL && f->finalized && u->nv == f->values.count && u->nb == f->blocks.count;
}

CONVDEF conv_result conv_reason_write(const conv_function *f, const conv_uniformity *u, conv_reason r,
                                      conv_write_fn write, void *user) {
    conv__out o;
    if (!conv__uniformity_of(f, u) || write == NULL || (r.value.id && !conv__value_ok(f, r.value)) ||
        r.block.id > u->nb || r.cycle.id > u->nc || (unsigned)r.kind > (unsigned)CONV_REASON_ANCHOR)
        return CONV_ERR_INVALID_ARGUMENT;
    memset(&o, 0, sizeof o);
    o.write = write;
    o.user = user;
    conv__out_reason(&o, f, u->cycles, r);
    conv__out_flush(&o);
    return o.failed ? CONV_ERR_INVALID_ARGUMENT : CONV_OK;
}

CONVDEF conv_result conv_verdict_write(const conv_function *f, const conv_verdict *v, conv_write_fn write,
                                       void *user) {
    conv__out o;
    if (f == NULL || v == NULL || write == NULL || (unsigned)v->reason >= (unsigned)CONV_LEGAL_REASON_COUNT ||
        (v->value.id && !conv__value_ok(f, v->value)) || (v->block.id && !conv__block_ok(f, v->block)))
        return CONV_ERR_INVALID_ARGUMENT;
    memset(&o, 0, sizeof o);
    o.write = write;
    o.user = user;
    conv__out_str(&o, conv__legal_reason_text(v->reason));
    switch (v->blocking) {
    case CONV_BLOCKING_BRANCH:
        conv__out_str(&o, " (the branch ending ");
        conv__out_str(&o, conv_block_name(f, v->block));
        conv__out_str(&o, ")");
        break;
    case CONV_BLOCKING_VALUE:
        if (!v->value.id) break;
        conv__out_str(&o, " (");
        conv__out_label(&o, f, v->value);
        conv__out_str(&o, ")");
        break;
    case CONV_BLOCKING_CYCLE:
        conv__out_str(&o, " (the cycle headed by ");
        conv__out_str(&o, v->block.id ? conv_block_name(f, v->block) : "?");
        conv__out_str(&o, ")");
        break;
    case CONV_BLOCKING_BLOCK:
        if (!v->block.id) break;
        conv__out_str(&o, " (block ");
        conv__out_str(&o, conv_block_name(f, v->block));
        conv__out_str(&o, ")");
        break;
    case CONV_BLOCKING_NONE:
        break;
    }
    conv__out_flush(&o);
    return o.failed ? CONV_ERR_INVALID_ARGUMENT : CONV_OK;
}

/* The start of the line after a temporal reason r: threads left r.cycle
   in different iterations, or entered it through different entries,
   because of the branch r.block, explained next on the same line. It was
   divergent before the use, so following its reason goes back in time
   and ends at a source. */
CONV__PRIVATE void conv__explain_exit(conv__out *o, const conv_function *f, const conv_uniformity *u, conv_reason r) {
    if (conv_uniformity_cycle_assumed_divergent(u, r.cycle)) {
        conv__out_str(o, "threads entered the cycle headed by ");
        conv__out_str(o, conv__header_name(f, u->cycles, r.cycle));
        conv__out_str(o, " through different entries: ");
    } else {
        conv__out_str(o, "the cycle's exit is divergent: ");
    }
}

/* The line for the branch of b: its reason. The chain goes on with the
   value returned or the branch left in *next (both 0 at an end). */
CONV__PRIVATE conv_value conv__explain_branch(conv__out *o, const conv_function *f, const conv_uniformity *u,
                                              conv_block b, conv_block *next) {
    conv_reason r = conv_uniformity_branch_reason(u, b);
    conv_value none = {0};
    next->id = 0;
    conv__out_str(o, "the branch of ");
    conv__out_str(o, conv_block_name(f, b));
    if (r.kind == CONV_REASON_NONE) {
        conv__out_str(o, " is uniform\n");
        return none;
    }
    if (r.kind == CONV_REASON_TEMPORAL || r.kind == CONV_REASON_ANCHOR) {
        conv__out_str(o, " is divergent: ");
        conv__out_reason(o, f, u->cycles, r);
        conv__out_str(o, "\n");
        if (r.kind == CONV_REASON_ANCHOR) return none;
        if (r.block.id == 0) return r.value;
        conv__explain_exit(o, f, u, r);
        *next = r.block;
        return none;
    }
    conv__out_str(o, " is divergent: its condition ");
    conv__out_label(o, f, r.value);
    conv__out_str(o, " is divergent\n");
    return r.value;
}

CONVDEF conv_result conv_uniformity_explain(const conv_function *f, const conv_uniformity *u, conv_value v,
                                            conv_block b, conv_write_fn write, void *user) {
    conv__out o;
    uint32_t steps = 0;
    if (!conv__uniformity_of(f, u) || write == NULL || (v.id == 0) == (b.id == 0) ||
        (v.id && !conv__value_ok(f, v)) || b.id > u->nb)
        return CONV_ERR_INVALID_ARGUMENT;
    memset(&o, 0, sizeof o);
    o.write = write;
    o.user = user;
    /* each step names the next value or branch; the reasons form a chain
       back to a source, bounded by the number of values and blocks */
    while ((v.id || b.id) && steps++ <= u->nv + u->nb) {
        conv_reason r;
        if (b.id) {
            conv_block next;
            v = conv__explain_branch(&o, f, u, b, &next);
            b = next;
            continue;
        }
        r = conv_uniformity_value_reason(u, v);
        conv__out_label(&o, f, v);
        conv__out_str(&o, r.kind == CONV_REASON_NONE ? " is " : " is divergent: ");
        conv__out_reason(&o, f, u->cycles, r);
        conv__out_str(&o, "\n");
        v.id = 0;
        if ((r.kind == CONV_REASON_JOIN || r.kind == CONV_REASON_CYCLE) && r.block.id) {
            b = r.block;
        } else if (r.kind == CONV_REASON_TEMPORAL && r.block.id) {
            conv__explain_exit(&o, f, u, r);
            b = r.block;
        } else if (r.kind == CONV_REASON_OPERAND) {
            v = r.value;
        }
    }
    conv__out_flush(&o);
    return o.failed ? CONV_ERR_INVALID_ARGUMENT : CONV_OK;
}

/* A DOT string body: quotes and backslashes escaped. */
CONV__PRIVATE void conv__out_dot_string(conv__out *o, const char *s) {
    for (; *s; s++) {
        if (*s == '"' || *s == '\\') conv__out_raw(o, "\\", 1);
        conv__out_raw(o, s, 1);
    }
}

/* Text inside an HTML-like DOT label. */
CONV__PRIVATE void conv__out_dot_html(conv__out *o, const char *s) {
    for (; *s; s++) {
        if (*s == '<') conv__out_str(o, "&lt;");
        else if (*s == '>') conv__out_str(o, "&gt;");
        else if (*s == '&') conv__out_str(o, "&amp;");
        else if (*s == '"') conv__out_str(o, "&quot;");
        else conv__out_raw(o, s, 1);
    }
}

CONV__PRIVATE void conv__out_indent(conv__out *o, uint32_t n) {
    while (n--) conv__out_raw(o, " ", 1);
}

/* For every block, how many token regions it lies in (the DOT shading). */
CONV__PRIVATE conv_result conv__dot_shades(const conv_function *f, const conv_uniformity *u, uint32_t *shade) {
    conv_domtree *dt = NULL;
    conv_domtree_desc dd;
    conv_result r;
    uint32_t i, b, k;
    memset(&dd, 0, sizeof dd);
    dd.allocator = u->allocator;
    r = conv_domtree_build(f, &dd, &dt);
    if (r != CONV_OK) return r;
    for (i = 0; i < u->nv && r == CONV_OK; i++) {
        conv_value t;
        conv_kind kind;
        t.id = i + 1u;
        kind = conv_value_kind(f, t);
        if (kind != CONV_KIND_ENTRY && kind != CONV_KIND_LOOP && kind != CONV_KIND_ANCHOR) continue;
        for (b = 0; b < u->nb && r == CONV_OK; b++) {
            uint32_t n = 0;
            const conv_value *insts = conv_block_insts(f, conv_function_block(f, b), &n);
            for (k = 0; k < n; k++) {
                bool in = false;
                r = conv_token_region_contains(f, dt, t, insts[k], &in);
                if (r != CONV_OK) break;
                if (in) {
                    shade[b]++;
                    break;
                }
            }
        }
    }
    conv_domtree_free(dt);
    return r;
}

/* The cycles as nested clusters, in preorder (open_stack: nc + 1 scratch):
   close the open ones that are not the next cycle's parent. */
CONV__PRIVATE void conv__dot_clusters(conv__out *o, const conv_function *f, const conv_uniformity *u,
                                      uint32_t *open_stack) {
    const conv_cycles *ci = u->cycles;
    uint32_t i, b, sp = 0, nc = u->nc;
    char num[32];
    for (i = 0; i <= nc; i++) {
        conv_cycle c = conv_cycles_get(ci, i);
        uint32_t parent = i < nc ? conv_cycle_parent(ci, c).id : 0u;
        bool exit_div = i < nc && conv_uniformity_cycle_divergent_exit(u, c);
        bool assumed = i < nc && conv_uniformity_cycle_assumed_divergent(u, c);
        while (sp && (i == nc || open_stack[sp - 1u] != parent)) {
            conv__out_indent(o, 2u * sp);
            conv__out_str(o, "}\n");
            sp--;
        }
        if (i == nc) break;
        conv__out_indent(o, 2u * sp + 2u);
        snprintf(num, sizeof num, "%u", i);
        conv__out_str(o, "subgraph cluster_c");
        conv__out_str(o, num);
        conv__out_str(o, " {\n");
        conv__out_indent(o, 2u * sp + 2u);
        conv__out_str(o, "  label=\"cycle headed by ");
        conv__out_dot_string(o, conv__header_name(f, ci, c));
        conv__out_str(o, conv_cycle_is_reducible(ci, c) ? "" : " (irreducible)");
        conv__out_str(o, exit_div ? ", divergent exit" : "");
        conv__out_str(o, assumed ? ", assumed divergent" : "");
        conv__out_str(o, "\"; style=rounded;");
        conv__out_str(o, exit_div || assumed ? " color=red;\n" : "\n");
        open_stack[sp++] = c.id;
        for (b = 0; b < u->nb; b++) {
            if (conv_cycles_innermost(ci, conv_function_block(f, b)).id != c.id) continue;
            conv__out_indent(o, 2u * sp + 2u);
            snprintf(num, sizeof num, "b%u;\n", b);
            conv__out_str(o, num);
        }
    }
}

/* One node per block: its instructions, divergent ones in red. */
CONV__PRIVATE void conv__dot_blocks(conv__out *o, const conv_function *f, const conv_uniformity *u, const uint32_t *shade) {
    uint32_t b, k;
    char num[32];
    for (b = 0; b < u->nb; b++) {
        conv_block blk = conv_function_block(f, b);
        uint32_t n = 0;
        const conv_value *insts = conv_block_insts(f, blk, &n);
        bool join = false, branch_div = conv_uniformity_branch_divergent(u, blk);
        for (k = 0; k < n; k++)
            if (conv_uniformity_value_reason(u, insts[k]).kind == CONV_REASON_JOIN) join = true;
        snprintf(num, sizeof num, "  b%u", b);
        conv__out_str(o, num);
        conv__out_str(o, " [label=<<b>");
        conv__out_dot_html(o, conv_block_name(f, blk));
        conv__out_str(o, join ? "</b> (join)" : "</b>");
        for (k = 0; k < n; k++) {
            conv_kind kind = conv_value_kind(f, insts[k]);
            bool div = conv_kind_is_terminator(kind) && kind != CONV_KIND_INVOKE
                           ? branch_div
                           : conv_uniformity_value_divergent(u, insts[k]);
            conv__out_str(o, div ? "<br align=\"left\"/><font color=\"red\">" : "<br align=\"left\"/>");
            conv__out_label_as(o, f, insts[k], true);
            conv__out_str(o, div ? "</font>" : "");
        }
        conv__out_str(o, "<br align=\"left\"/>>");
        conv__out_str(o, branch_div ? ", color=red, penwidth=2" : "");
        conv__out_str(o, join ? ", peripheries=2" : "");
        conv__out_str(o, shade[b] > 1   ? ", style=filled, fillcolor=\"#b0c8f0\""
                          : shade[b] ? ", style=filled, fillcolor=\"#dde8fa\""
                                     : "");
        conv__out_str(o, "];\n");
    }
}

/* The edges: red from a divergent branch, dashed on a divergent exit
   (threads take it in different iterations). */
CONV__PRIVATE void conv__dot_edges(conv__out *o, const conv_function *f, const conv_uniformity *u) {
    const conv_cycles *ci = u->cycles;
    uint32_t b, k;
    char num[32];
    for (b = 0; b < u->nb; b++) {
        conv_block blk = conv_function_block(f, b);
        uint32_t n = 0;
        const conv_block *succ = conv_block_successors(f, blk, &n);
        for (k = 0; k < n; k++) {
            conv_cycle c = conv_cycles_innermost(ci, blk);
            bool temporal = false;
            for (; conv_cycle_valid(c) && !conv_cycle_contains(ci, c, succ[k]); c = conv_cycle_parent(ci, c))
                if (conv_uniformity_exit_divergent(u, c, succ[k])) temporal = true;
            snprintf(num, sizeof num, "  b%u -> ", b);
            conv__out_str(o, num);
            snprintf(num, sizeof num, "b%u", conv_block_index(succ[k]));
            conv__out_str(o, num);
            conv__out_str(o, temporal ? " [color=red, style=dashed];\n"
                             : conv_uniformity_branch_divergent(u, blk) ? " [color=red];\n"
                                                                        : ";\n");
        }
    }
}

CONVDEF conv_result conv_uniformity_write_dot(const conv_function *f, const conv_uniformity *u, conv_write_fn write,
                                              void *user) {
    conv__out o;
    uint32_t *open_stack, *shade; /* one allocation: nc + 1, then nb + 1 */
    size_t words;
    conv_result r;
    if (!conv__uniformity_of(f, u) || write == NULL) return CONV_ERR_INVALID_ARGUMENT;
    words = (size_t)u->nc + u->nb + 2u;
    open_stack = (uint32_t *)conv__calloc_array(&u->allocator, words, sizeof(uint32_t));
    if (open_stack == NULL) return CONV_ERR_OUT_OF_MEMORY;
    shade = open_stack + u->nc + 1u;
    r = conv__dot_shades(f, u, shade);
    if (r != CONV_OK) {
        conv__free_array(&u->allocator, open_stack, words, sizeof(uint32_t));
        return r;
    }
    memset(&o, 0, sizeof o);
    o.write = write;
    o.user = user;
    conv__out_str(&o, "digraph \"");
    conv__out_dot_string(&o, conv_function_name(f));
    conv__out_str(&o, "\" {\n  label=\"@");
    conv__out_dot_string(&o, conv_function_name(f));
    conv__out_str(&o, ": red = divergent, double border = join of a divergent branch, blue = token regions\";\n");
    conv__out_str(&o, "  node [shape=box, fontname=\"monospace\", fontsize=10];\n"
                      "  edge [fontname=\"monospace\", fontsize=9];\n");
    conv__dot_clusters(&o, f, u, open_stack);
    conv__dot_blocks(&o, f, u, shade);
    conv__dot_edges(&o, f, u);
    conv__out_str(&o, "}\n");
    conv__out_flush(&o);
    conv__free_array(&u->allocator, open_stack, words, sizeof(uint32_t));
    return o.failed ? CONV_ERR_INVALID_ARGUMENT : CONV_OK;
}

#endif /* CONV_IMPL_INCLUDED */
#endif /* CONV_IMPLEMENTATION */
