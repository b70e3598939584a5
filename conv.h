/* conv.h - the GPU convergence model for any compiler. Header-only C99.

   USAGE

     Exactly one C file of your program compiles the implementation:

         #define CONV_IMPLEMENTATION
         #include "conv_impl.h"

     Every other file includes only this header, "conv.h". Define CONV_STATIC
     before both includes to give every public function internal linkage.

     The usual flow: parse a module from text (conv_parse) or build one with
     the builder (conv_module_create, conv_function_add_block,
     conv_function_add_inst, conv_function_finalize), then build analyses on
     its finalized functions (conv_domtree_build) and ask them questions.

         conv_module *m = NULL;
         conv_diags *d = NULL;
         conv_diags_create(NULL, &d);
         conv_parse_desc pd = {0};
         pd.filename = "kernel.ll";
         if (conv_parse(text, len, &pd, d, &m) != CONV_OK) { print d; }
         conv_function *f = conv_module_function(m, 0);
         conv_domtree *dt = NULL;
         conv_domtree_build(f, NULL, &dt);
         conv_domtree_dominates(dt, a, b);
         conv_domtree_free(dt);
         conv_module_destroy(m);
         conv_diags_destroy(d);

   TABLE OF CONTENTS (read top to bottom; one section per pipeline stage)

     base        results, allocator, diagnostics
     graph IR    modules, functions, blocks, edges, values, the builder
     dominance   dominator and post-dominator trees
     cycles      the cycle hierarchy (reducible and irreducible)
     tokens      the static rules of convergence control tokens
     uniformity  divergence analysis, with reasons
     semantics   the reference interpreter and soundness checks
     legality    may an operation move, merge or go: hoist, sink, speculate,
                 merge, CSE; the transformations on copies; equivalence
     text        the native .conv format, the LLVM IR and SPIR-V readers,
                 the printer

   COMPILE-TIME OPTIONS

     CONV_STATIC          all public functions become static.
     CONV_ASSERT(c)       internal consistency checks (default: assert(c)).
     CONV_MAX_BLOCKS      hard cap on blocks per function (default 2^28).
     CONV_MAX_VALUES      hard cap on values per function (default 2^28).

   ALLOCATION

     Every object takes a conv_allocator. A zeroed allocator means
     malloc/realloc/free. An allocator with some callbacks set and some NULL
     is rejected with CONV_ERR_INVALID_ARGUMENT (no silent fallback). Every
     object copies its allocator and frees its memory with it (the
     callbacks and `user` are borrowed: see OWNERSHIP). Analyses and runs
     default to the allocator of the function's module. The library has no
     global or thread-local mutable state.

   ERRORS

     Every fallible function returns conv_result. CONV_OK is 0. Objects come
     back through an `out` pointer that is left untouched on failure, and a
     failed call leaves no partial object behind. conv_result_str() names
     every result and never returns NULL. Detailed, located messages go to
     an optional conv_diags list. Getters (functions that return a value,
     not a conv_result) do not fail: on invalid input (NULL, an id of
     another function or out of range, an unfinalized function where a
     finalized one is needed) they return NULL, 0, false or an invalid id,
     as their block says.

   THREAD SAFETY

     Distinct objects may be used from distinct threads. A finalized function
     and the analyses built on it are immutable: any number of threads may
     query them at once. Building (add_*, finalize) needs exclusive access.
     A callback (allocator, conv_write_fn, conv_interp_value_fn) is called
     only on the thread that made the call, only during it.

   OWNERSHIP

     A pointer passed to a function, directly or in a desc, is only read
     during the call: the caller may free or change it as soon as the call
     returns. Objects copy what they keep (names, operand, successor and
     case lists, the target, a conv_diag's strings). The exceptions are
     marked "BORROWED" at the field, and there are two:
       - the allocator's callbacks and `user` pointer, kept by every object
         made with them (the conv_allocator struct itself is copied; an
         analysis or run made with the default allocator keeps its module's,
         so they must outlive it too);
       - conv_uniformity_desc.cycles, kept by the uniformity result: the
         hierarchy must outlive the result.
     A borrowed pointee must outlive the object that keeps it. What a call
     creates through `**out` belongs to the caller, who frees it with the
     matching conv_*_destroy or conv_*_free (NULL is a no-op). A module owns
     its functions. Analysis results and runs never refer to the function
     they were built from (the functions that need it take it again), so
     they may be freed before or after its module. Pointers and strings an
     object returns are owned by it and valid until it is freed, except
     where an object changes: a module or function still being built may
     move them (adding a function moves the module's names; adding to a
     function moves that function's names and lists; a finalized function
     never changes), and conv_diags_add moves a list's entries (not their
     strings).

   LISTS

     Every function returning a list follows one of two patterns, and says
     which:
       owned list     a list stored in an object:
                        const T *conv_x(obj, ..., uint32_t *count)
                      returns a pointer into the object and sets *count
                      (count may be NULL); valid as long as the object (see
                      OWNERSHIP). On invalid input the result is NULL with
                      *count 0; an empty list may also be NULL, so loop on
                      *count, never test the pointer.
       computed list  a list computed on demand:
                        uint32_t conv_x(..., T *out, uint32_t capacity)
                      writes at most `capacity` items to `out` (NULL allowed
                      when capacity is 0) and returns the total, so a second
                      call with a buffer that large gets them all.
                      conv_diags_format does the same for text (snprintf's
                      rule: size_t, NUL included in the buffer, not in the
                      count).

   DOCUMENTATION

     Every public function has a block with the headings Parameters,
     Return Value (errors included), Thread Safety and Ownership (Remarks
     and See Also when useful). A run of related getters shares one block:
     it opens their paragraph (lines without a blank line outside
     comments), and one-line notes may sit between them.
     tests/check_api_docs.py enforces this.

   IDS

     Blocks, values and edges are small typed structs holding index+1, so a
     zeroed id is invalid (CONV_INVALID_ID) and a block can never be passed
     where a value is expected. conv_block_index() and friends give the
     0-based index.

   LICENSE: MIT, see the LICENSE file next to this header.
*/
#ifndef CONV_H_INCLUDED
#define CONV_H_INCLUDED

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef CONVDEF
#ifdef CONV_STATIC
#if defined(__GNUC__) || defined(__clang__)
#define CONVDEF __attribute__((unused)) static
#else
#define CONVDEF static
#endif
#else
#define CONVDEF extern
#endif
#endif

/* CONV_VERSION_MAJOR, CONV_VERSION_MINOR, CONV_VERSION_PATCH,
   CONV_VERSION_STRING: the version of this header and of the conv_impl.h
   that ships with it, as numbers for #if and as the text "MAJOR.MINOR.PATCH".

   Parameters
     None: compile-time constants.

   Return Value
     MAJOR, MINOR, PATCH: integer constants, e.g.
     #if CONV_VERSION_MAJOR == 0 && CONV_VERSION_MINOR >= 1; STRING: a
     string literal made from them ("0.1.0").

   Thread Safety
     Constants: no state.

   Ownership
     STRING is a literal: never free it.

   Remarks
     `conv --version` prints "conv " CONV_VERSION_STRING, and the
     pkg-config file that `make install` writes (conv.pc) has it as its
     Version. */
#define CONV_VERSION_MAJOR 0
#define CONV_VERSION_MINOR 1
#define CONV_VERSION_PATCH 0
#define CONV__VERSION_TEXT(n) #n
#define CONV__VERSION_NUMBER(n) CONV__VERSION_TEXT(n)
#define CONV_VERSION_STRING                                                   \
    CONV__VERSION_NUMBER(CONV_VERSION_MAJOR) "." CONV__VERSION_NUMBER(CONV_VERSION_MINOR) "." \
    CONV__VERSION_NUMBER(CONV_VERSION_PATCH)

#define CONV_INVALID_ID 0u

/* ---------------------------------------------------------------- base --- */

/* One list generates the result enum and conv_result_str(). */
#define CONV_RESULT_LIST(X)                                                   \
    X(CONV_OK, "ok")                                                          \
    X(CONV_ERR_OUT_OF_MEMORY, "out of memory")                                \
    X(CONV_ERR_INVALID_ARGUMENT, "invalid argument")                          \
    X(CONV_ERR_INVALID_GRAPH, "invalid graph")                                \
    X(CONV_ERR_PARSE, "parse error")                                          \
    X(CONV_ERR_NOT_FINALIZED, "function is not finalized")                    \
    X(CONV_ERR_FINALIZED, "function is already finalized")                    \
    X(CONV_ERR_LIMIT, "size limit exceeded")                                  \
    X(CONV_ERR_NOT_FOUND, "not found")                                        \
    X(CONV_ERR_DUPLICATE, "duplicate name")

typedef enum conv_result {
#define CONV__RESULT_ENUM(name, text) name,
    CONV_RESULT_LIST(CONV__RESULT_ENUM)
#undef CONV__RESULT_ENUM
    CONV_RESULT_COUNT
} conv_result;

/* conv_result_str: the name of a result, e.g. "out of memory".

   Parameters
     result  any value, also one outside the enum.

   Return Value
     A static string; never NULL ("unknown result" for unknown values).

   Thread Safety
     Pure: callable from any thread.

   Ownership
     The string is static: never free it. */
CONVDEF const char *conv_result_str(conv_result result);

/* The user's memory hooks. All zero: malloc/realloc/free. Otherwise all three
   callbacks must be set. `realloc` receives the old and new sizes; `free`
   receives the size that was allocated. The struct is copied; the
   callbacks and `user` are BORROWED by every object made with them (they
   must stay valid until the object is freed). */
typedef struct conv_allocator {
    void *(*alloc)(size_t size, void *user);
    void *(*realloc)(void *ptr, size_t old_size, size_t new_size, void *user);
    void (*free)(void *ptr, size_t size, void *user);
    void *user;
} conv_allocator;

typedef enum conv_severity {
    CONV_SEVERITY_ERROR = 0,
    CONV_SEVERITY_WARNING,
    CONV_SEVERITY_NOTE
} conv_severity;

/* One diagnostic. `code` is a stable identifier such as "parse.expected"
   (the codes are listed in docs/text-format.md); `message` is for people. Names are
   as written in the source (blocks without '%', values with it), or NULL.
   line/col are 1-based, 0 when unknown. In a list, all strings are owned by
   the list; conv_diags_add copies the caller's. */
typedef struct conv_diag {
    const char *code;
    conv_severity severity;
    const char *message;
    const char *file;
    const char *function;
    const char *block;
    const char *instruction;
    uint32_t line;
    uint32_t col;
} conv_diag;

typedef struct conv_diags conv_diags;

/* conv_diags_create, conv_diags_destroy, conv_diags_clear: an empty
   diagnostics list; freeing it; emptying it.

   Parameters
     allocator  NULL or zeroed for malloc; otherwise all three callbacks.
     out        receives the list; untouched on failure.
     diags      the list; NULL is a no-op for destroy and clear.

   Return Value
     create: CONV_OK; CONV_ERR_INVALID_ARGUMENT (out NULL, a partial
     allocator); CONV_ERR_OUT_OF_MEMORY.

   Thread Safety
     A list is used by one thread at a time (every function that reports
     appends to it).

   Ownership
     The caller owns the list. clear and destroy free every diagnostic and
     string it holds. */
CONVDEF conv_result conv_diags_create(const conv_allocator *allocator, conv_diags **out);
CONVDEF void conv_diags_destroy(conv_diags *diags);
CONVDEF void conv_diags_clear(conv_diags *diags);

/* conv_diags_count, conv_diags_error_count, conv_diags_get: reading a list.

   Parameters
     diags  a list, or NULL (an empty list).
     index  0-based, below conv_diags_count.

   Return Value
     count: the number of diagnostics; error_count: those of severity
     CONV_SEVERITY_ERROR; get: the index-th diagnostic, NULL when index is
     out of range.

   Thread Safety
     Read-only: concurrent readers are safe while nobody adds or clears.

   Ownership
     The list owns what get returns. The conv_diag struct is valid until
     the next add, clear or destroy; its strings until the next clear or
     destroy (copy the struct to keep it across adds). */
CONVDEF uint32_t conv_diags_count(const conv_diags *diags);
CONVDEF uint32_t conv_diags_error_count(const conv_diags *diags);
CONVDEF const conv_diag *conv_diags_get(const conv_diags *diags, uint32_t index);

/* conv_diags_add: appends a diagnostic.

   Parameters
     diags  the list.
     diag   the diagnostic; any string may be NULL (code then "error",
            message "").

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT (NULL argument); CONV_ERR_LIMIT
     past 2^32 - 1 diagnostics; CONV_ERR_OUT_OF_MEMORY (the list is then
     unchanged).

   Thread Safety
     Needs exclusive access to the list.

   Ownership
     Every string of diag is copied: the caller's may be freed at once. */
CONVDEF conv_result conv_diags_add(conv_diags *diags, const conv_diag *diag);

/* conv_diags_format: diagnostic `index` as text,
   "file:line:col: error: [code] message" (without ":line:col" when the
   line is unknown, "<input>" when the file is).

   Parameters
     diags, index  the diagnostic.
     buf, size     the buffer; buf may be NULL when size is 0.

   Return Value
     The length of the full text (without its NUL), like snprintf; 0 for
     an index out of range (buf then holds ""). buf is always
     NUL-terminated when size > 0 (a computed list of characters: see
     LISTS).

   Thread Safety
     Read-only, as conv_diags_get.

   Ownership
     The caller owns buf; nothing is kept. */
CONVDEF size_t conv_diags_format(const conv_diags *diags, uint32_t index, char *buf, size_t size);

/* Receives printed text (the printers and the uniformity writers); return
   false to stop printing. `data` is only valid during the call. */
typedef bool (*conv_write_fn)(const char *data, size_t size, void *user);

/* ------------------------------------------------------------ graph IR --- */

typedef struct conv_module conv_module;
typedef struct conv_function conv_function;
typedef struct conv_block { uint32_t id; } conv_block;
typedef struct conv_value { uint32_t id; } conv_value;
/* An edge is one successor slot of a block's terminator: duplicate edges
   (a switch with two cases to one block) are distinct edges. */
typedef struct conv_edge { uint32_t id; } conv_edge;

/* What a value is. Instructions first; arguments and constants are values
   that live in no block. */
typedef enum conv_kind {
    CONV_KIND_GENERIC = 0,   /* any operation: opcode + operands */
    CONV_KIND_PHI,           /* operands[i] flows in from incoming block i */
    CONV_KIND_CALL,          /* call of `callee`; may carry a token */
    CONV_KIND_ENTRY,         /* convergence token intrinsic: entry */
    CONV_KIND_LOOP,          /* convergence token intrinsic: loop (a heart) */
    CONV_KIND_ANCHOR,        /* convergence token intrinsic: anchor */
    CONV_KIND_BRANCH,        /* terminator: 1 successor, or 1 condition + 2 */
    CONV_KIND_SWITCH,        /* terminator: condition; successor 0 = default,
                                successor i>0 taken when it == case_values[i-1] */
    CONV_KIND_RETURN,        /* terminator: 0 or 1 operand */
    CONV_KIND_UNREACHABLE,   /* terminator */
    CONV_KIND_INVOKE,        /* terminator that is also a call (invoke, callbr):
                                operands and flags as CALL, successors as given */
    CONV_KIND_ARGUMENT,      /* function argument (not an instruction) */
    CONV_KIND_CONSTANT,      /* constant with an integer immediate */
    CONV_KIND_COUNT
} conv_kind;

/* Per-value flags (conv_inst_desc.flags, conv_function_add_argument). */
enum {
    CONV_FLAG_CONVERGENT = 1u << 0,          /* convergent operation */
    CONV_FLAG_NOCONVERGENT = 1u << 1,        /* explicitly not convergent */
    CONV_FLAG_SPECULATABLE = 1u << 2,        /* may execute speculatively */
    CONV_FLAG_DIVERGENCE_SOURCE = 1u << 3,   /* result differs between threads */
    CONV_FLAG_ALWAYS_UNIFORM = 1u << 4,      /* result equal in all threads */
    CONV_FLAG_UNIFORM_COLLECTIVE = 1u << 5,  /* uniform among the threads that
                                                execute it together: reductions,
                                                broadcasts, ballots */
    CONV_FLAG_HAS_RESULT = 1u << 6,          /* defines a value (set when named, and by finalize
                                                for every value an instruction uses) */
    CONV_FLAG_TOKEN = 1u << 7,               /* the result is a token */
    /* Properties the legality stage reads (conv_can_*): */
    CONV_FLAG_SUPERSET_SAFE = 1u << 8,       /* a convergent operation that more
                                                threads may join: no side effects,
                                                no undefined behaviour, and each
                                                original thread's result does not
                                                change when extra threads take
                                                part (a shuffle whose out-of-range
                                                index gives poison): it may be
                                                speculated (R3) */
    CONV_FLAG_BARRIER = 1u << 9,             /* every thread of its scope must
                                                execute it together (executing it
                                                diverged is undefined), and an
                                                extra execution by the whole scope
                                                is harmless: it may be hoisted out
                                                of a conditional, never sunk into
                                                one (a workgroup barrier) */
    /* Bits 10-12: the scope a convergent operation communicates at,
       CONV_FLAG_SCOPE(CONV_SCOPE_*); 0 means the wave. */
    CONV_FLAG_SCOPE_MASK = 7u << 10,
    /* Bits 13-15: the widest scope at which the result is uniform by
       itself, CONV_FLAG_UNIFORM_SCOPE(CONV_SCOPE_*) (conv_uniformity's
       scopes): a workgroup id is uniform in its workgroup, a wave id in
       its wave. 0 means the default of its other flags (DIVERGENCE_SOURCE:
       thread; ALWAYS_UNIFORM and UNIFORM_COLLECTIVE: the scope it
       communicates at; anything else: only what its operands make it).
       It never makes a value less divergent at wave scope than its other
       flags do: a DIVERGENCE_SOURCE stays divergent in a wave, an
       ALWAYS_UNIFORM value stays uniform there. */
    CONV_FLAG_UNIFORM_SCOPE_MASK = 7u << 13,
    /* Bits 16-19: which of the thread's ids the result is,
       CONV_FLAG_THREAD_ID(CONV_ID_*) (conv_uniformity's thread-id
       arithmetic, docs/uniformity.md "Thread-id arithmetic"). The kind
       decides: a local id or lane is a divergence source and a workgroup
       id is uniform in its workgroup whatever the other flags say, and
       the interpreter gives it the thread's real id. */
    CONV_FLAG_THREAD_ID_MASK = 15u << 16,
    CONV_FLAG_ALL = (1u << 20) - 1u
};

/* The scopes of communication, narrowest first. CONV_SCOPE_DEFAULT (0)
   means "unknown", which every stage reads as CONV_SCOPE_WAVE. */
typedef enum conv_scope {
    CONV_SCOPE_DEFAULT = 0,
    CONV_SCOPE_THREAD,
    CONV_SCOPE_QUAD,       /* 2x2 pixel quads: derivatives, implicit-LOD sampling */
    CONV_SCOPE_WAVE,       /* wave, warp, subgroup: ballots, shuffles, reductions */
    CONV_SCOPE_WORKGROUP,  /* workgroup, block, CTA: barriers */
    CONV_SCOPE_DEVICE,
    CONV_SCOPE_SYSTEM
} conv_scope;
#define CONV_FLAG_SCOPE_SHIFT 10
#define CONV_FLAG_SCOPE(scope) ((uint32_t)(scope) << CONV_FLAG_SCOPE_SHIFT)
#define CONV_FLAG_UNIFORM_SCOPE_SHIFT 13
#define CONV_FLAG_UNIFORM_SCOPE(scope) ((uint32_t)(scope) << CONV_FLAG_UNIFORM_SCOPE_SHIFT)

/* The ids of a thread (CONV_FLAG_THREAD_ID). Waves are cut from a
   workgroup's threads in their linear order (x fastest, then y, then z)
   on targets whose conv_uniformity_desc says `linear_waves`; a lane is a
   thread's place in its wave, and a quad is 4 consecutive lanes. */
typedef enum conv_thread_id {
    CONV_ID_NONE = 0,
    CONV_ID_LOCAL_X,      /* its place in its workgroup: x, y, z */
    CONV_ID_LOCAL_Y,
    CONV_ID_LOCAL_Z,
    CONV_ID_LOCAL_INDEX,  /* its linear place: x + y X + z X Y */
    CONV_ID_LANE,         /* its lane in its wave */
    CONV_ID_GROUP_X,      /* its workgroup's place in the dispatch */
    CONV_ID_GROUP_Y,
    CONV_ID_GROUP_Z,
    CONV_ID_COUNT
} conv_thread_id;
#define CONV_FLAG_THREAD_ID_SHIFT 16
#define CONV_FLAG_THREAD_ID(id) ((uint32_t)(id) << CONV_FLAG_THREAD_ID_SHIFT)

/* Function flags (conv_function_desc.flags). */
enum {
    CONV_FUNCTION_CONVERGENT = 1u << 0,  /* the function is convergent */
    CONV_FUNCTION_KERNEL = 1u << 1,      /* entry point: arguments are uniform */
    CONV_FUNCTION_DECLARATION = 1u << 2, /* no body (LLVM `declare`) */
    CONV_FUNCTION_NOCONVERGENT = 1u << 3, /* explicitly not convergent (the
                                             `noconvergent` attribute of
                                             CONV_MODULE_CONVERGENT_BY_DEFAULT) */
    CONV_FUNCTION_FLAGS_ALL = (1u << 4) - 1u
};

/* Module flags (conv_module_desc.flags, conv_module_flags). */
enum {
    /* Convergent by default (seed 001, the RFC "make calls convergent by
       default"): every call and invoke is convergent unless marked
       CONV_FLAG_NOCONVERGENT, and every function convergent unless marked
       CONV_FUNCTION_NOCONVERGENT. The builder applies it as things are
       added: conv_function_add_inst sets CONV_FLAG_CONVERGENT on a call
       or invoke without CONV_FLAG_NOCONVERGENT, and
       conv_module_add_function sets CONV_FUNCTION_CONVERGENT on a function
       without CONV_FUNCTION_NOCONVERGENT; calls of LLVM intrinsics
       (callee "@llvm.*") and the intrinsics' declarations keep the flags
       they are given (an intrinsic's convergence is its own, as the
       target tables say). Every analysis then reads the flags as always:
       the option changes what is convergent, not what convergent means. */
    CONV_MODULE_CONVERGENT_BY_DEFAULT = 1u << 0,
    CONV_MODULE_FLAGS_ALL = (1u << 1) - 1u
};

/* Module options. Zero means defaults. */
typedef struct conv_module_desc {
    conv_allocator allocator;     /* default: malloc/realloc/free */
    const char *target;           /* target triple or name, e.g. "amdgcn";
                                     default: none. Copied. */
    uint32_t flags;               /* CONV_MODULE_* */
} conv_module_desc;

typedef struct conv_function_desc {
    const char *name;             /* required, unique in the module, without '@'.
                                     Copied. */
    uint32_t flags;               /* CONV_FUNCTION_* */
    uint32_t line, col;           /* source position, 0 = unknown */
    /* What the function says of the threads that run it (thread-id
       arithmetic, conv_uniformity_desc), 0 each when it says nothing:
       the workgroup shape it requires (LLVM's reqd_work_group_size; a
       missing y or z is 1), the most threads a workgroup may have
       (amdgpu-flat-work-group-size's maximum), and the wave size it is
       compiled for (AMDGPU's +wavefrontsize32/64). */
    uint32_t workgroup_size[3];
    uint32_t max_workgroup_size;
    uint32_t wave_size;
} conv_function_desc;

/* Describes one instruction for conv_function_add_inst. Zero-initialize and
   fill what applies. Operands may be set later with
   conv_function_set_operands (forward references, phis on back edges).
   Every pointer is copied: the desc and its arrays may be freed after the
   call. */
typedef struct conv_inst_desc {
    conv_kind kind;               /* default CONV_KIND_GENERIC */
    const char *name;             /* result name with '%' ("%x"), or NULL.
                                     Copied. */
    const char *opcode;           /* GENERIC: opcode ("add"); CALL/INVOKE: the
                                     callee name ("@llvm.amdgcn.ballot.i32").
                                     Copied. */
    const conv_value *operands;   /* Copied. */
    uint32_t operands_count;
    const conv_block *incoming;   /* PHI: one block per operand. Copied. */
    const conv_block *successors; /* terminators. Copied. */
    uint32_t successors_count;
    const int64_t *case_values;   /* SWITCH: successors_count - 1 values.
                                     Copied. */
    conv_value token;             /* CALL/INVOKE/LOOP: convergencectrl operand */
    uint32_t flags;               /* CONV_FLAG_* */
    uint32_t line, col;           /* source position, 0 = unknown */
} conv_inst_desc;

/* conv_module_create, conv_module_destroy: an empty module; freeing it.

   Parameters
     desc    NULL or zeroed for defaults (malloc, no target).
     out     receives the module; untouched on failure.
     module  the module to free with everything in it; NULL is a no-op.

   Return Value
     create: CONV_OK; CONV_ERR_INVALID_ARGUMENT (out NULL, a partial
     allocator, unknown flags); CONV_ERR_OUT_OF_MEMORY.

   Thread Safety
     destroy needs exclusive access to the module and its functions.

   Ownership
     The caller owns the module; the module owns its functions. desc is
     copied (desc->target too); the allocator's callbacks and user are
     borrowed until destroy. Analyses of its functions may outlive it. */
CONVDEF conv_result conv_module_create(const conv_module_desc *desc, conv_module **out);
CONVDEF void conv_module_destroy(conv_module *module);

/* conv_module_target, conv_module_flags, conv_module_function_count,
   conv_module_function, conv_module_find_function: reading a module.

   Parameters
     module  a module, or NULL.
     index   0-based, in the order functions were added (or parsed).
     name    a function name without '@'.

   Return Value
     The target (NULL when none), the CONV_MODULE_* flags, the number of
     functions, the index-th function or the function called `name`;
     NULL or 0 on NULL arguments, an index out of range or an unknown
     name.

   Thread Safety
     Read-only: concurrent readers are safe while nobody adds functions.

   Ownership
     The module owns the strings and functions returned. A conv_function
     pointer is valid until the module is destroyed; the target string
     until a function is added. */
CONVDEF const char *conv_module_target(const conv_module *module);
CONVDEF uint32_t conv_module_flags(const conv_module *module);
CONVDEF uint32_t conv_module_function_count(const conv_module *module);
CONVDEF conv_function *conv_module_function(const conv_module *module, uint32_t index);
CONVDEF conv_function *conv_module_find_function(const conv_module *module, const char *name);

/* conv_module_add_function: adds an empty function (no blocks, no
   arguments) to a module.

   Parameters
     module  the module.
     desc    required: name (non-empty, unique), flags, source position.
     out     receives the function; may be NULL.

   Return Value
     CONV_OK; CONV_ERR_DUPLICATE when the name is taken;
     CONV_ERR_INVALID_ARGUMENT (NULL module or desc, no or empty name,
     unknown flags); CONV_ERR_OUT_OF_MEMORY. The module is unchanged on
     failure.

   Thread Safety
     Needs exclusive access to the module.

   Ownership
     The module owns the new function. desc->name is copied. */
CONVDEF conv_result conv_module_add_function(conv_module *module, const conv_function_desc *desc,
                                             conv_function **out);

/* conv_function_add_argument, conv_function_add_constant,
   conv_function_add_block: adds an argument (a value in no block), a
   constant (a value in no block with an integer immediate), or a block
   (the first block added is the entry block).

   Parameters
     f          an unfinalized function.
     name       values: with '%' ("%x"), or NULL for an unnamed value;
                blocks: without '%', or NULL for the name "N" (N the
                block's index). Never empty.
     flags      arguments: 0 or DIVERGENCE_SOURCE, ALWAYS_UNIFORM, TOKEN.
     immediate  the constant's value.
     out        receives the id; may be NULL.

   Return Value
     CONV_OK; CONV_ERR_FINALIZED; CONV_ERR_DUPLICATE when the name is
     taken; CONV_ERR_INVALID_ARGUMENT (NULL f, empty name, other flags, a
     block in a declaration); CONV_ERR_LIMIT past CONV_MAX_VALUES or
     CONV_MAX_BLOCKS; CONV_ERR_OUT_OF_MEMORY. f is unchanged on failure.

   Thread Safety
     Needs exclusive access to f.

   Ownership
     name is copied. */
CONVDEF conv_result conv_function_add_argument(conv_function *f, const char *name, uint32_t flags,
                                               conv_value *out);
CONVDEF conv_result conv_function_add_constant(conv_function *f, int64_t immediate, const char *name,
                                               conv_value *out);
CONVDEF conv_result conv_function_add_block(conv_function *f, const char *name, conv_block *out);

/* conv_function_add_inst: appends an instruction to a block.

   Parameters
     f, block  an unfinalized function and one of its blocks.
     desc      the instruction (see conv_inst_desc); operands, successors
               and the token must be values and blocks of f.
     out       receives the instruction's value id; may be NULL.

   Return Value
     CONV_OK; CONV_ERR_INVALID_GRAPH when the block already ends in a
     terminator; CONV_ERR_DUPLICATE when desc->name is taken;
     CONV_ERR_INVALID_ARGUMENT for ids of another function, unknown flags,
     successors on a non-terminator, a phi without incoming blocks, a
     switch without case values; CONV_ERR_FINALIZED; CONV_ERR_LIMIT;
     CONV_ERR_OUT_OF_MEMORY.

   Thread Safety
     Needs exclusive access to f.

   Ownership
     desc and every array and string it points to are copied.

   Remarks
     On any failure the function is exactly as before the call.
     Operands may also be set later with conv_function_set_operands, which
     is how forward references (phis on back edges) are built. */
CONVDEF conv_result conv_function_add_inst(conv_function *f, conv_block block, const conv_inst_desc *desc,
                                           conv_value *out);
/* conv_function_set_operands, conv_function_set_token: replaces the
   operands (and, for a phi, its incoming blocks) of an instruction; sets
   the convergence-token operand of a CALL, INVOKE or LOOP (an invalid
   token removes it).

   Parameters
     f         an unfinalized function.
     inst      one of its instructions (not an argument or constant).
     operands  count values of f (NULL when count is 0).
     incoming  a phi: count blocks, one per operand; otherwise NULL.
     token     a value of f, or invalid.

   Return Value
     CONV_OK; CONV_ERR_FINALIZED; CONV_ERR_INVALID_ARGUMENT (NULL f, ids
     of another function, not an instruction, incoming given for a
     non-phi or missing for a phi); CONV_ERR_LIMIT past 2^32 - 1 operands
     in f; CONV_ERR_OUT_OF_MEMORY. f is unchanged on failure. Whether the
     operands make sense is checked by finalize.

   Thread Safety
     Needs exclusive access to f.

   Ownership
     operands and incoming are copied. */
CONVDEF conv_result conv_function_set_operands(conv_function *f, conv_value inst, const conv_value *operands,
                                               const conv_block *incoming, uint32_t count);
CONVDEF conv_result conv_function_set_token(conv_function *f, conv_value inst, conv_value token);

/* conv_function_finalize: checks a built function and makes it ready for
   analyses.

   Parameters
     f       a function with at least one block.
     diags   receives one diagnostic per problem (codes "graph.*"); may be
             NULL.

   Return Value
     CONV_OK, or CONV_ERR_INVALID_GRAPH when a block has no terminator, a
     branch or switch is malformed, or a phi's incoming blocks are not
     exactly the block's predecessors; CONV_ERR_INVALID_ARGUMENT for a
     NULL f or a declaration; CONV_ERR_OUT_OF_MEMORY.

   Thread Safety
     Needs exclusive access to f.

   Ownership
     Nothing is borrowed; the compact arrays belong to f.

   Remarks
     Builds the compact form the analyses read: successor and predecessor
     arrays (one entry per edge, duplicates kept), the per-block
     instruction lists, and the reverse post-order of the blocks reachable
     from the entry. After success f is immutable; finalizing twice is a
     no-op. On failure f is unchanged and may still be edited. */
CONVDEF conv_result conv_function_finalize(conv_function *f, conv_diags *diags);

/* conv_module_finalize: conv_function_finalize on every function with a
   body (declarations are skipped).

   Parameters
     module  the module.
     diags   receives every function's diagnostics; may be NULL.

   Return Value
     CONV_OK when every function finalized; else the first failure's
     result (the other functions are still finalized);
     CONV_ERR_OUT_OF_MEMORY stops at once; CONV_ERR_INVALID_ARGUMENT for
     a NULL module.

   Thread Safety
     Needs exclusive access to the module.

   Ownership
     Nothing is borrowed. */
CONVDEF conv_result conv_module_finalize(conv_module *module, conv_diags *diags);

/* Reading a function: its properties, and its blocks and values by index
   or name.

   Parameters
     f      a function (finalized or not), or NULL.
     index  0-based: arguments in the order added, blocks in creation
            order (block 0 is the entry).
     name   a block name without '%', a value name with it ("%x").

   Return Value
     The property. On NULL f, an index out of range or an unknown name:
     false, NULL, 0 or an invalid id. conv_function_edge_count is 0 until
     f is finalized.

   Thread Safety
     Read-only: concurrent readers are safe while nobody changes f.

   Ownership
     The module owns the name and the module pointer returned; see
     OWNERSHIP for how long strings live. */
CONVDEF bool conv_function_is_finalized(const conv_function *f);
/* (the workgroup shape's dimension dim, 0..2, and the others of
   conv_function_desc: 0 when unknown or out of range) */
CONVDEF uint32_t conv_function_workgroup_size(const conv_function *f, uint32_t dim);
CONVDEF uint32_t conv_function_max_workgroup_size(const conv_function *f);
CONVDEF uint32_t conv_function_wave_size(const conv_function *f);
CONVDEF const char *conv_function_name(const conv_function *f);
CONVDEF uint32_t conv_function_flags(const conv_function *f);
CONVDEF conv_module *conv_function_module(const conv_function *f);
CONVDEF uint32_t conv_function_block_count(const conv_function *f);
CONVDEF uint32_t conv_function_value_count(const conv_function *f);
CONVDEF uint32_t conv_function_edge_count(const conv_function *f);
CONVDEF uint32_t conv_function_argument_count(const conv_function *f);
CONVDEF conv_value conv_function_argument(const conv_function *f, uint32_t index);
CONVDEF conv_block conv_function_block(const conv_function *f, uint32_t index);
CONVDEF conv_block conv_function_entry(const conv_function *f);
CONVDEF conv_block conv_function_find_block(const conv_function *f, const char *name);
CONVDEF conv_value conv_function_find_value(const conv_function *f, const char *name);

/* conv_block_index, conv_value_index, conv_edge_index, conv_block_valid,
   conv_value_valid: the 0-based index of an id (id - 1; meaningless for an
   invalid id), and whether an id is valid (not CONV_INVALID_ID; it may
   still belong to another function).

   Parameters
     b, v, e  any id.

   Return Value
     The index, or whether the id is non-zero.

   Thread Safety
     Pure (static inline).

   Ownership
     Ids are values: nothing is owned. */
static inline uint32_t conv_block_index(conv_block b) { return b.id - 1u; }
static inline uint32_t conv_value_index(conv_value v) { return v.id - 1u; }
static inline uint32_t conv_edge_index(conv_edge e) { return e.id - 1u; }
static inline bool conv_block_valid(conv_block b) { return b.id != CONV_INVALID_ID; }
static inline bool conv_value_valid(conv_value v) { return v.id != CONV_INVALID_ID; }

/* Reading blocks and edges. The lists are owned lists (see LISTS): a
   block's successors in terminator order and its predecessors (one entry
   per edge, duplicates kept), its instructions in program order, and the
   reverse post-order of the blocks reachable from the entry (successors
   visited in terminator order; unreachable blocks absent).
   conv_block_edge is the edge of b's successor slot `successor_index`;
   edge ids are dense per function, numbered block by block.

   Parameters
     f                a function, or NULL.
     b, e             a block or edge of f.
     successor_index  0-based, below b's successor count.
     count            receives a list's length; may be NULL.

   Return Value
     The name, list, edge, block, terminator (invalid while b has none) or
     reachability. On invalid input: NULL (count 0), an invalid id or
     false. Everything except conv_block_name and conv_block_terminator
     needs a finalized f (NULL, count 0, invalid or false before).

   Thread Safety
     Read-only: concurrent readers are safe while nobody changes f.

   Ownership
     f owns the names and lists returned: valid while f lives and, for a
     finalized f, unchanged. */
CONVDEF const char *conv_block_name(const conv_function *f, conv_block b);
CONVDEF const conv_block *conv_block_successors(const conv_function *f, conv_block b, uint32_t *count);
CONVDEF const conv_block *conv_block_predecessors(const conv_function *f, conv_block b, uint32_t *count);
CONVDEF conv_edge conv_block_edge(const conv_function *f, conv_block b, uint32_t successor_index);
CONVDEF conv_block conv_edge_source(const conv_function *f, conv_edge e);
CONVDEF conv_block conv_edge_target(const conv_function *f, conv_edge e);
CONVDEF const conv_value *conv_block_insts(const conv_function *f, conv_block b, uint32_t *count);
CONVDEF conv_value conv_block_terminator(const conv_function *f, conv_block b);
CONVDEF const conv_block *conv_function_rpo(const conv_function *f, uint32_t *count);
CONVDEF bool conv_block_is_reachable(const conv_function *f, conv_block b);

/* Reading values: kind, name (NULL if unnamed), opcode or callee, flags,
   block (invalid for arguments and constants), operands, a phi's incoming
   blocks, token operand, a constant's immediate, a switch's case values, a
   terminator's successors, source position, the scope in the flags
   (CONV_FLAG_SCOPE_MASK; CONV_SCOPE_WAVE when none is set), and the origin
   (the value of the original function that v was copied from by
   conv_function_clone or conv_apply_*; v itself in a function that is no
   copy). The lists are owned
   lists (see LISTS). Works on unfinalized functions too.

   Parameters
     f          a function, or NULL.
     v          a value of f.
     count      receives a list's length; may be NULL.
     line, col  receive the position (0 when unknown); each may be NULL.

   Return Value
     The property. On NULL f or a value not of f: CONV_KIND_COUNT, NULL
     (count 0), 0, an invalid id, or line and col 0. A list that does not
     apply (incoming of a non-phi, case values of a non-switch,
     successors of a non-terminator) is NULL with count 0;
     conv_value_immediate is 0 for a non-constant.

   Thread Safety
     Read-only: concurrent readers are safe while nobody changes f.

   Ownership
     f owns the strings and lists returned (see OWNERSHIP). */
CONVDEF conv_kind conv_value_kind(const conv_function *f, conv_value v);
CONVDEF const char *conv_value_name(const conv_function *f, conv_value v);
CONVDEF const char *conv_value_opcode(const conv_function *f, conv_value v);
CONVDEF uint32_t conv_value_flags(const conv_function *f, conv_value v);
CONVDEF conv_block conv_value_block(const conv_function *f, conv_value v);
CONVDEF const conv_value *conv_value_operands(const conv_function *f, conv_value v, uint32_t *count);
CONVDEF const conv_block *conv_value_incoming(const conv_function *f, conv_value v, uint32_t *count);
CONVDEF conv_value conv_value_token(const conv_function *f, conv_value v);
CONVDEF int64_t conv_value_immediate(const conv_function *f, conv_value v);
CONVDEF const int64_t *conv_value_case_values(const conv_function *f, conv_value v, uint32_t *count);
CONVDEF const conv_block *conv_value_successors(const conv_function *f, conv_value v, uint32_t *count);
CONVDEF void conv_value_location(const conv_function *f, conv_value v, uint32_t *line, uint32_t *col);
CONVDEF conv_scope conv_value_scope(const conv_function *f, conv_value v);

/* conv_scope_name: the word for a scope, as the text format's `scope.X`
   and `uniform.X` and the CLI's JSON write it: "thread", "quad", "wave",
   "workgroup", "device", "system"; "default" for CONV_SCOPE_DEFAULT and
   anything out of range.

   Parameters
     scope  any value.

   Return Value
     A static string, never NULL.

   Thread Safety
     Pure: any number of threads at once.

   Ownership
     The string is static: never free it. */
CONVDEF const char *conv_scope_name(conv_scope scope);
CONVDEF conv_value conv_value_origin(const conv_function *f, conv_value v);

/* conv_kind_str, conv_kind_is_terminator: the name of a kind ("phi",
   "branch", ...); whether instructions of the kind end a block (BRANCH,
   SWITCH, RETURN, UNREACHABLE, INVOKE).

   Parameters
     kind  any value.

   Return Value
     A static string, "unknown" for values outside the enum (never NULL);
     false for values outside the enum.

   Thread Safety
     Pure.

   Ownership
     The string is static: never free it. */
CONVDEF const char *conv_kind_str(conv_kind kind);
CONVDEF bool conv_kind_is_terminator(conv_kind kind);

/* conv_function_clone: a copy of f, added to f's module as `name`.

   Parameters
     f      a function with a body, finalized or not.
     name   the new function's name (without '@'), unique in the module.
     out    receives the copy; untouched on failure.

   Return Value
     CONV_OK; CONV_ERR_DUPLICATE (name taken); CONV_ERR_INVALID_ARGUMENT;
     CONV_ERR_OUT_OF_MEMORY. On failure the module is unchanged.

   Thread Safety
     Needs exclusive access to f's module (it adds a function).

   Ownership
     The module owns the copy. Blocks (with their ids), names, flags,
     arguments and program order are f's; value ids may differ. The copy
     is finalized when f is. Every value's origin (conv_value_origin) is
     the value of f it copies (or that value's own origin, when f is
     itself a copy), so after conv_apply_* moves, merges or removes
     instructions of a copy, each instruction still names the original it
     came from. */
CONVDEF conv_result conv_function_clone(conv_function *f, const char *name, conv_function **out);

/* ----------------------------------------------------------- dominance --- */

typedef struct conv_domtree conv_domtree;

typedef struct conv_domtree_desc {
    conv_allocator allocator;     /* default: the function's module allocator */
    bool post;                    /* build the post-dominator tree */
} conv_domtree_desc;

/* conv_domtree_build, conv_domtree_free: the dominator or post-dominator
   tree of a function; freeing it (NULL is a no-op).

   Parameters
     f      a finalized function.
     desc   NULL or zeroed for the dominator tree with f's allocator;
            desc->post = true for the post-dominator tree.
     out    receives the tree; untouched on failure.

   Return Value
     CONV_OK, CONV_ERR_NOT_FINALIZED, CONV_ERR_OUT_OF_MEMORY,
     CONV_ERR_INVALID_ARGUMENT (NULL f or out, a partial allocator).

   Thread Safety
     Any number of threads may build trees of one finalized function at
     once; a built tree is immutable and may be queried concurrently.

   Ownership
     The caller owns the tree (conv_domtree_free; NULL is a no-op). desc
     is only read while building; the tree borrows nothing but its
     allocator's callbacks.

   Remarks
     Semi-NCA, iterative (no recursion), near-linear time, memory linear in
     blocks + edges.
     Dominators are rooted at the entry; blocks unreachable from the entry
     are not in the tree (conv_domtree_contains is false, idom invalid,
     dominates false).
     Post-dominators are rooted at a virtual exit joined to the roots:
     every block without successors (return, unreachable) and, for each
     region that reaches none of them (an infinite loop), one block chosen
     exactly as LLVM 19 chooses it, so trees and root lists equal
     opt-19's print<postdomtree> (docs/dominance.md). Every block is in
     the post-dominator tree.
     The tree does not refer to f after building: it may outlive f's
     module and never touches it when freed.

   See Also
     conv_domtree_dominates, conv_domtree_idom, conv_domtree_roots */
CONVDEF conv_result conv_domtree_build(const conv_function *f, const conv_domtree_desc *desc,
                                       conv_domtree **out);
CONVDEF void conv_domtree_free(conv_domtree *tree);

/* Querying a tree: its kind and size, membership, immediate
   (post-)dominator, dominance (reflexive; O(1)), strict dominance,
   nearest common (post-)dominator (O(depth)), depth, children and roots.

     conv_domtree_contains: b is in the tree (reachable from the root).
     conv_domtree_idom: invalid for the entry, for post-dominator roots
       (whose parent is the virtual exit) and for blocks not in the tree.
     conv_domtree_nearest_common: invalid when it is the virtual exit.
     conv_domtree_depth: the entry (or the virtual exit) has depth 0.
     conv_domtree_children (owned list): an invalid b means the virtual
       root, whose only child is the entry in a dominator tree and, in a
       post-dominator tree, every block whose immediate post-dominator is
       the virtual exit.
     conv_domtree_roots (owned list): the entry for a dominator tree; for
       a post-dominator tree the blocks joined to the virtual exit (every
       block without successors, plus one block per region that reaches
       none), in function order for the former and discovery order for
       the latter.

   Parameters
     tree   a tree, or NULL.
     a, b   blocks of the tree's function.
     count  receives a list's length; may be NULL.

   Return Value
     The answer; false, 0, an invalid id or NULL (count 0) for a NULL
     tree or a block not in it.

   Thread Safety
     Read-only and immutable: any number of threads at once.

   Ownership
     The tree owns the lists returned; valid until conv_domtree_free. */
CONVDEF bool conv_domtree_is_post(const conv_domtree *tree);
CONVDEF uint32_t conv_domtree_block_count(const conv_domtree *tree);
CONVDEF bool conv_domtree_contains(const conv_domtree *tree, conv_block b);
CONVDEF conv_block conv_domtree_idom(const conv_domtree *tree, conv_block b);
CONVDEF bool conv_domtree_dominates(const conv_domtree *tree, conv_block a, conv_block b);
CONVDEF bool conv_domtree_strictly_dominates(const conv_domtree *tree, conv_block a, conv_block b);
CONVDEF conv_block conv_domtree_nearest_common(const conv_domtree *tree, conv_block a, conv_block b);
CONVDEF uint32_t conv_domtree_depth(const conv_domtree *tree, conv_block b);
CONVDEF const conv_block *conv_domtree_children(const conv_domtree *tree, conv_block b, uint32_t *count);
CONVDEF const conv_block *conv_domtree_roots(const conv_domtree *tree, uint32_t *count);

/* -------------------------------------------------------------- cycles --- */

/* The cycle hierarchy of a function, with the meaning of LLVM's
   GenericCycleInfo (llvm/docs/CycleTerminology.rst): every maximal strongly
   connected region of the CFG reachable from the entry is a cycle; its
   *entries* are its blocks with a predecessor outside it; its *header* is
   the first entry reached by a depth-first search from the function entry;
   removing the header's incoming back edges, the remaining strongly
   connected regions inside it are its child cycles, and so on. A cycle is
   reducible when it has one entry (a natural loop). Irreducible CFGs get a
   hierarchy too; it depends on the depth-first order, which conv makes
   equal to LLVM's so that headers agree with opt's print<cycles>:

     the search starts at the entry and visits a block's successors from
     the LAST to the FIRST (LLVM pushes all successors on a stack and
     takes the top), i.e. successor order reversed.

   Blocks unreachable from the entry are in no cycle. */
typedef struct conv_cycles conv_cycles;
typedef struct conv_cycle { uint32_t id; } conv_cycle;

typedef struct conv_cycles_desc {
    conv_allocator allocator;     /* default: the function's module allocator */
    /* LLVM 19 counts a predecessor unreachable from the entry as coming
       from outside, so dead code can make a loop header's successor an
       "entry" and a natural loop irreducible. Later LLVM, and conv by
       default, ignore such predecessors (they never execute). Set this to
       reproduce LLVM 19's entries exactly; headers, blocks and nesting are
       the same either way. */
    bool llvm19_unreachable_entries;
} conv_cycles_desc;

/* conv_cycles_build, conv_cycles_free: the cycle hierarchy of a finalized
   function; freeing it.

   Parameters
     f       a finalized function.
     desc    NULL or zeroed for defaults (f's module allocator, entries as
             later LLVM counts them).
     out     receives the hierarchy; untouched on failure.
     cycles  the hierarchy to free; NULL is a no-op.

   Return Value
     CONV_OK, CONV_ERR_NOT_FINALIZED, CONV_ERR_OUT_OF_MEMORY,
     CONV_ERR_INVALID_ARGUMENT (NULL f or out, a partial allocator).

   Thread Safety
     Any number of threads may build hierarchies of one finalized function
     at once; a built one is immutable and may be queried concurrently.

   Ownership
     The caller owns the hierarchy. desc is only read while building. A
     uniformity result built with desc.cycles = this hierarchy borrows it:
     free the result first.

   Remarks
     Near-linear time and memory O(blocks + edges + the total number of
     exit and exiting blocks), also with tens of thousands of nested or
     sibling cycles: a cycle's blocks are one contiguous slice of a single
     array (children's blocks inside their parent's slice), so
     conv_cycle_contains is O(1). Cycles are numbered in preorder of the
     cycle forest (parents before children), top-level cycles and siblings
     in the order opt-19 prints them. The result does not refer to f after
     building. */
CONVDEF conv_result conv_cycles_build(const conv_function *f, const conv_cycles_desc *desc, conv_cycles **out);
CONVDEF void conv_cycles_free(conv_cycles *cycles);

/* conv_cycle_valid: whether a cycle id is valid (not CONV_INVALID_ID).

   Parameters
     c  any cycle id.

   Return Value
     c.id != 0.

   Thread Safety
     Pure (static inline).

   Ownership
     Ids are values: nothing is owned. */
static inline bool conv_cycle_valid(conv_cycle c) { return c.id != CONV_INVALID_ID; }

/* Querying a hierarchy.

     conv_cycles_count, conv_cycles_get: the cycles in preorder (a parent
       before its children); get is invalid when index is out of range.
     conv_cycles_top_level (owned list): the outermost cycles.
     conv_cycles_innermost: the innermost cycle containing b; invalid
       when b is in no cycle.
     conv_cycle_header, conv_cycle_parent (invalid for a top-level cycle),
       conv_cycle_depth (top-level cycles have depth 1),
       conv_cycle_is_reducible (one entry).
     conv_cycle_entries (owned list): the header first, then in discovery
       order (as LLVM lists them).
     conv_cycle_blocks (owned list): all blocks of c, its children's
       included, in LLVM's order: the header, then c's own blocks and its
       children's block lists in the order the construction met them. A
       child's blocks are a contiguous run.
     conv_cycle_exits (owned list): blocks outside c with a predecessor
       inside (each once, by block order).
     conv_cycle_exiting (owned list): blocks inside c with a successor
       outside (each once, by block order).
     conv_cycle_children (owned list): c's child cycles.
     conv_cycle_contains: b is in c. O(1).
     conv_cycle_contains_cycle: outer contains inner (reflexive). O(1).

   Parameters
     cycles  a hierarchy, or NULL.
     c       a cycle of it; b a block of its function.
     count   receives a list's length; may be NULL.

   Return Value
     The answer; 0, false, an invalid id or NULL (count 0) for a NULL
     hierarchy, a cycle not in it or a block out of range.

   Thread Safety
     Read-only and immutable: any number of threads at once.

   Ownership
     The hierarchy owns the lists returned; valid until conv_cycles_free. */
CONVDEF uint32_t conv_cycles_count(const conv_cycles *cycles);
CONVDEF conv_cycle conv_cycles_get(const conv_cycles *cycles, uint32_t index);
CONVDEF const conv_cycle *conv_cycles_top_level(const conv_cycles *cycles, uint32_t *count);
CONVDEF conv_cycle conv_cycles_innermost(const conv_cycles *cycles, conv_block b);
CONVDEF conv_block conv_cycle_header(const conv_cycles *cycles, conv_cycle c);
CONVDEF const conv_block *conv_cycle_entries(const conv_cycles *cycles, conv_cycle c, uint32_t *count);
CONVDEF const conv_block *conv_cycle_blocks(const conv_cycles *cycles, conv_cycle c, uint32_t *count);
CONVDEF const conv_block *conv_cycle_exits(const conv_cycles *cycles, conv_cycle c, uint32_t *count);
CONVDEF const conv_block *conv_cycle_exiting(const conv_cycles *cycles, conv_cycle c, uint32_t *count);
CONVDEF conv_cycle conv_cycle_parent(const conv_cycles *cycles, conv_cycle c);
CONVDEF const conv_cycle *conv_cycle_children(const conv_cycles *cycles, conv_cycle c, uint32_t *count);
CONVDEF uint32_t conv_cycle_depth(const conv_cycles *cycles, conv_cycle c);
CONVDEF bool conv_cycle_is_reducible(const conv_cycles *cycles, conv_cycle c);
CONVDEF bool conv_cycle_contains(const conv_cycles *cycles, conv_cycle c, conv_block b);
CONVDEF bool conv_cycle_contains_cycle(const conv_cycles *cycles, conv_cycle outer, conv_cycle inner);

/* conv_cycle_heart: the heart of cycle c, the convergence.loop in c's
   header whose token is defined outside c. A cycle query that reads f's
   instructions (defined with the cycle queries, in >>cycles).

   Parameters
     f       a finalized function.
     cycles  f's hierarchy (conv_cycles_build of f).
     c       a cycle of it.

   Return Value
     The loop intrinsic; invalid when c has none, f is not finalized, c is
     not a cycle of `cycles`, or `cycles` has another block count.

   Thread Safety
     Read-only: any number of threads at once.

   Ownership
     Nothing is kept. */
CONVDEF conv_value conv_cycle_heart(const conv_function *f, const conv_cycles *cycles, conv_cycle c);

/* ------------------------------------------------------ tokens: verify --- */

/* The static rules of convergence control tokens (docs/tokens.md), checked
   exactly as the spec states them. Each violation is one diagnostic with a
   stable code:

     token.producer            a convergencectrl token not made by
                               convergence.entry, .loop or .anchor
     token.phi, token.select   a token flowing through a phi or select
     token.operand             a token as an ordinary operand (only
                               intrinsics take token arguments)
     token.entry-not-convergent-function, token.entry-not-entry-block,
     token.entry-not-first     entry: only in a convergent function, only
                               in the entry block, first convergent op there
     token.entry-operand, token.anchor-operand, token.loop-no-operand
     token.loop-not-first      loop: first convergent op of its block
     token.nonconvergent-call  a token on a call that is not convergent
                               (LLVM 19 rejects it; see the desc option)
     token.mixed               controlled and uncontrolled convergent
                               operations in one function
     token.dominance           the definition does not dominate the use
     token.cycle-use           a use other than by a loop intrinsic on a
                               closed path without the definition
     token.cycle-two-uses      two uses of a token on a closed path
                               without its definition
     token.cycle-two-tokens    uses of two tokens on a closed path without
                               either definition
     token.heart-not-header    a loop intrinsic on a closed path without its
                               token's definition that does not dominate the
                               path (not the header of a natural loop)
     token.region-nesting      a convergence region contains a use of a
                               token but not its definition

   The closed-path rules are decided on the cycle hierarchy: given that the
   definition dominates the use, a closed path through a use avoiding the
   definition exists exactly when the innermost cycle of the use does not
   contain the definition, and all such paths lie in the largest cycle
   around the use that does not contain it (docs/tokens.md proves this).
   Blocks unreachable from the entry are not checked. */
typedef struct conv_verify_desc {
    conv_allocator allocator;     /* default: the function's module allocator */
    /* Accept a token on a call that is not convergent (it has no effect),
       as LLVM after 19 does. Default: report token.nonconvergent-call, as
       LLVM 19's verifier does. */
    bool allow_token_on_nonconvergent;
} conv_verify_desc;

/* conv_token_uses: the uses of the token defined by `token` (an entry,
   loop or anchor): the calls, invokes and intrinsics that name it as their
   convergence token, in block order, program order inside a block. A
   computed list (see LISTS). O(size of f).

   Parameters
     f         a finalized function.
     token     a token definition of f.
     out       receives at most `capacity` uses; may be NULL when
               capacity is 0.
     capacity  the size of out.

   Return Value
     The number of uses (all of them, also past capacity), so a second
     call with a buffer that large gets them all. 0 when f is NULL or not
     finalized, or `token` is not a token definition of f.

   Thread Safety
     Read-only: any number of threads at once.

   Ownership
     The caller owns out; nothing is kept. */
CONVDEF uint32_t conv_token_uses(const conv_function *f, conv_value token, conv_value *out, uint32_t capacity);

/* conv_token_region_contains: whether instruction `inst` lies in the
   convergence region of `token` (an entry, loop or anchor): dominated by
   it, with a use of the token reachable without passing the definition
   again. O(size of f) per call.

   Parameters
     f         a finalized function.
     dt        f's dominator tree (not the post-dominator tree).
     token     a token definition of f.
     inst      an instruction of f.
     contains  receives the answer (false when the definition is
               unreachable).

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT (NULL argument, not a token
     definition, not an instruction, a post-dominator tree or another
     function's); CONV_ERR_NOT_FINALIZED; CONV_ERR_OUT_OF_MEMORY (scratch
     memory through f's module allocator).

   Thread Safety
     Read-only on f and dt: any number of threads at once.

   Ownership
     dt is only read during the call; nothing is kept. */
CONVDEF conv_result conv_token_region_contains(const conv_function *f, const conv_domtree *dt, conv_value token,
                                               conv_value inst, bool *contains);

/* conv_verify: checks a finalized function against every static rule.

   Parameters
     f      a finalized function.
     desc   NULL or zeroed for defaults (f's module allocator, LLVM 19's
            rule on tokens of non-convergent calls).
     diags  receives one diagnostic per violation; may be NULL.
     valid  receives whether f obeys every rule.

   Return Value
     CONV_OK when the check ran (then *valid says whether the function
     obeys every rule, and diags holds one diagnostic per violation, with
     the function, block, instruction and source position);
     CONV_ERR_NOT_FINALIZED, CONV_ERR_OUT_OF_MEMORY,
     CONV_ERR_INVALID_ARGUMENT (NULL f or valid, a partial allocator).

   Thread Safety
     Read-only on f: any number of threads may verify one function at once
     (each with its own diags).

   Ownership
     desc is only read during the call; nothing is kept. */
CONVDEF conv_result conv_verify(const conv_function *f, const conv_verify_desc *desc, conv_diags *diags, bool *valid);

/* ---------------------------------------------------------- uniformity --- */

/* Which values are divergent (may differ between the threads of one
   converged dynamic instance, in the semantics of conv_interp_run) and
   which branches are divergent (may send the threads of one instance
   different ways). Docs: docs/uniformity.md.

     Sources: values flagged CONV_FLAG_DIVERGENCE_SOURCE (the readers'
     target tables flag thread ids, and arguments of non-kernel
     functions), desc->extra_sources, arguments per desc->arguments.
     Never divergent: CONV_FLAG_ALWAYS_UNIFORM, CONV_FLAG_UNIFORM_COLLECTIVE
     (uniform among the threads that execute it together),
     desc->extra_uniform, token definitions, constants.
     Data: an operation with a divergent operand is divergent; a branch or
     switch on a divergent condition is divergent.
     Sync: the phis of every join of a divergent branch (a block two
     threads can reach from it along different paths within one iteration
     of the cycles around it) are divergent unless their incoming values
     agree; the walk stops where the paths reconverge.
     Temporal: when threads of one instance may leave a cycle in different
     iterations (a divergent branch inside it sends some out and some back
     to the header), the cycle has a divergent exit and every use outside
     it of a value defined inside it is divergent, except uses inside the
     convergence region of a token defined inside it (the region extends
     the cycle for them).
     Irreducible cycles: only what holds in every cycle hierarchy is
     relied on (the spec's m-convergence). A cycle where a join of a
     divergent branch is not dominated by the branch or the cycle's header
     (diverged entry), or that diverged paths reach from outside, is
     assumed divergent: its values that may change between iterations
     (phis, calls, memory, collectives, and their users) are divergent,
     pure operations on outside values stay uniform, and threads may leave
     it through any exit in any iteration.

   Scopes: the rules above are the answers at wave scope; one build also
   answers at every other scope (conv_uniformity_value_scope and the
   others below: sources have a scope, and the same rules carry it).

   Thread-id arithmetic: a value computed by integer operations from
   thread ids (CONV_FLAG_THREAD_ID) and constants alone is uniform at the
   scopes its known bits allow, given the waves and workgroups of the
   desc (tid.x >> 6 in an aligned wave of 64: docs/uniformity.md,
   "Thread-id arithmetic"); such a value is not marked through its
   operands.

   The analysis is sound with respect to conv_interp_run (checked on
   random functions by tests/test_uniformity.c, at every scope with
   conv_interp_check_scope). */
typedef struct conv_uniformity conv_uniformity;

typedef enum conv_argument_mode {
    CONV_ARGUMENTS_AS_FLAGGED = 0, /* divergent when flagged DIVERGENCE_SOURCE */
    CONV_ARGUMENTS_UNIFORM,        /* every argument uniform (a kernel) */
    CONV_ARGUMENTS_DIVERGENT       /* every argument divergent (any caller) */
} conv_argument_mode;

typedef struct conv_uniformity_desc {
    conv_allocator allocator;     /* default: the function's module allocator */
    uint32_t wave_size;           /* threads per wave, default 64; 1 means a
                                     CPU: nothing is divergent in a wave
                                     (thread ids still are in a workgroup) */
    conv_argument_mode arguments;
    const conv_value *extra_sources; /* more divergence sources. Read while
                                        building. */
    uint32_t extra_sources_count;
    const conv_value *extra_uniform; /* values known uniform. Read while
                                        building. */
    uint32_t extra_uniform_count;
    /* The hierarchy of f the result's cycle ids refer to; default: built
       (and owned by the result). BORROWED by the result: when set, it must
       outlive the result (free the result first). The queries on cycles,
       conv_uniformity_cycles and the text writers read it after building.
       (Kept rather than copied: a caller passing its own hierarchy keeps
       it to read the cycle ids anyway, and a copy would cost a pass over
       every cycle per build, anchors' extra runs included.) */
    const conv_cycles *cycles;
    const conv_domtree *domtree;  /* f's dominator tree (not the post-dominator
                                     one); default: built. Read while
                                     building. */
    /* The threads, for thread-id arithmetic (docs/uniformity.md,
       "Thread-id arithmetic"); zero for what is unknown, every field: */
    uint32_t wave_size_max;       /* above wave_size: the wave size is one of
                                     the powers of two from wave_size to
                                     wave_size_max, unknown which (SPIR-V's
                                     subgroups); every answer holds for each */
    uint32_t workgroup_size[3];   /* the workgroup's shape x, y, z (a 0 y or
                                     z is 1); all 0: the function's
                                     (conv_function_workgroup_size), else
                                     unknown */
    uint32_t max_workgroup_size;  /* at most this many threads per workgroup
                                     (with the function's, the smaller; with
                                     a shape, its size); 0: unknown */
    bool linear_waves;            /* waves are cut from the workgroup's
                                     threads in their linear order (x
                                     fastest), each starting at a multiple of
                                     the wave size (amdgcn, nvptx). false
                                     (the sound default: the SPIR-V and
                                     OpenCL mappings are the implementation's)
                                     : only lane ids are known to be
                                     consecutive within a wave */
} conv_uniformity_desc;

/* Why a value or branch is divergent: one recorded cause, so that
   following `value` links leads back to a source. */
typedef enum conv_reason_kind {
    CONV_REASON_NONE = 0,   /* uniform */
    CONV_REASON_SOURCE,     /* a divergence source */
    CONV_REASON_OPERAND,    /* uses the divergent `value` */
    CONV_REASON_JOIN,       /* a phi where paths of the divergent branch
                               ending `block` meet */
    CONV_REASON_TEMPORAL,   /* uses `value`, defined in `cycle`, which
                               threads leave in different iterations: the
                               divergent branch ending `block` made them
                               (or sent threads into `cycle` through
                               different entries, when it is assumed
                               divergent) */
    CONV_REASON_CYCLE,      /* defined in `cycle`, assumed divergent: the
                               branch ending `block` sent threads into it
                               through different entries */
    CONV_REASON_ANCHOR      /* depends on a collective or other convergent
                               call controlled (directly or through hearts)
                               by the anchor `value`,
                               and is computed where threads of different
                               groups of that anchor meet: outside the
                               convergence regions of the anchor and of
                               the hearts below it */
} conv_reason_kind;

typedef struct conv_reason {
    conv_reason_kind kind;
    conv_value value;
    conv_block block;
    conv_cycle cycle;
} conv_reason;

/* conv_uniformity_build, conv_uniformity_free: the uniformity of a
   finalized function; freeing it (NULL is a no-op).

   Parameters
     f     a finalized function.
     desc  NULL or zeroed for defaults (waves of 64, arguments as flagged,
           hierarchy and dominator tree built, f's module allocator).
     out   receives the result; untouched on failure.
     u     the result to free.

   Return Value
     CONV_OK, CONV_ERR_NOT_FINALIZED, CONV_ERR_OUT_OF_MEMORY,
     CONV_ERR_INVALID_ARGUMENT (NULL f or out, bad desc, ids of another
     function, a hierarchy or tree of another function, a post-dominator
     tree).

   Thread Safety
     Any number of threads may build results of one finalized function at
     once; a result is immutable and may be queried concurrently.

   Ownership
     The caller owns the result. desc->cycles, when set, is BORROWED until
     conv_uniformity_free; every other desc pointer is only read while
     building. The result does not refer to f.

   Remarks
     Dense bitsets and arrays. Every divergent branch walks the blocks
     between it and the point where its paths reconverge, once; every
     cycle with a divergent exit looks at the uses leaving it (skipping
     child cycles already done). Temporal divergence is per exit: a use
     outside a cycle is divergent only where a divergent exit leads. That
     walk has a budget of a few times the function's size; past it, whole
     cycles are marked (sound, less precise). Each anchor that controls
     collectives costs one more run of the analysis (their results are
     uniform within one group of the anchor, not where groups meet); past
     16 such anchors, their collectives are simply divergent. */
CONVDEF conv_result conv_uniformity_build(const conv_function *f, const conv_uniformity_desc *desc,
                                          conv_uniformity **out);
CONVDEF void conv_uniformity_free(conv_uniformity *u);

/* Querying a result.

     conv_uniformity_value_divergent: v may differ between the threads of
       one converged dynamic instance.
     conv_uniformity_branch_divergent: b ends in a divergent branch or
       switch.
     conv_uniformity_cycle_divergent_exit: a divergent branch lets threads
       of one instance of c leave it in different iterations (an
       assumed-divergent cycle is not listed here, though any of its exits
       may be: conv_uniformity_exit_divergent).
     conv_uniformity_exit_divergent: threads may leave c to block `exit`
       (an exit block of c) in different iterations: a divergent branch
       sends some there while others go on, or c is assumed divergent.
       False when exit is not an exit block of c.
     conv_uniformity_cycle_assumed_divergent: c, or a cycle around it, is
       assumed divergent (not m-converged).
     conv_uniformity_value_reason: the recorded cause; kind
       CONV_REASON_NONE when uniform.
     conv_uniformity_branch_reason: for a divergent branch,
       CONV_REASON_OPERAND with its condition, CONV_REASON_TEMPORAL when the
       condition comes from a cycle that threads leave in different
       iterations, or CONV_REASON_ANCHOR when it is uniform within each
       group of an anchor but threads of several groups reach it.
     conv_uniformity_cycles: the hierarchy the result's cycle ids refer to
       (desc->cycles, or the one the result built).

   Parameters
     u     a result, or NULL.
     v, b  a value or block of the result's function.
     c     a cycle of conv_uniformity_cycles(u); exit a block.

   Return Value
     The answer; false, CONV_REASON_NONE or NULL for a NULL result or ids
     out of range.

   Thread Safety
     Read-only and immutable: any number of threads at once.

   Ownership
     conv_uniformity_cycles returns a hierarchy the result owns (when it
     built it) or borrows (desc->cycles): never free it; valid until
     conv_uniformity_free. */
CONVDEF bool conv_uniformity_value_divergent(const conv_uniformity *u, conv_value v);
CONVDEF bool conv_uniformity_branch_divergent(const conv_uniformity *u, conv_block b);
CONVDEF bool conv_uniformity_cycle_divergent_exit(const conv_uniformity *u, conv_cycle c);
CONVDEF bool conv_uniformity_exit_divergent(const conv_uniformity *u, conv_cycle c, conv_block exit);
CONVDEF bool conv_uniformity_cycle_assumed_divergent(const conv_uniformity *u, conv_cycle c);
CONVDEF conv_reason conv_uniformity_value_reason(const conv_uniformity *u, conv_value v);
CONVDEF conv_reason conv_uniformity_branch_reason(const conv_uniformity *u, conv_block b);
CONVDEF const conv_cycles *conv_uniformity_cycles(const conv_uniformity *u);

/* Uniformity at every scope (docs/uniformity.md, "Scopes"). One build
   answers for every scope at once: each item has the widest scope at
   which it is uniform, CONV_SCOPE_THREAD (divergent even within a quad)
   up to CONV_SCOPE_SYSTEM (uniform everywhere). Uniform at a scope means
   equal in the threads of one converged dynamic instance that belong to
   one instance of the scope (one quad: 4 consecutive lanes of a wave; one
   wave; one workgroup; the whole dispatch for device and system). A
   value uniform at a scope is uniform at every narrower one; the bool
   queries above are the answers at CONV_SCOPE_WAVE:
   conv_uniformity_value_divergent(u, v) is exactly
   conv_uniformity_value_scope(u, v) < CONV_SCOPE_WAVE.

     conv_uniformity_value_scope: of value v.
     conv_uniformity_branch_scope: of the branch ending block b (the
       successor the threads take).
     conv_uniformity_cycle_exit_scope: threads of one instance of c leave
       it in one iteration (divergent exits and assumed divergence both
       count, as conv_interp_check_uniformity's exit claims).
     conv_uniformity_exit_scope: threads leave c to block `exit` in one
       iteration (as conv_uniformity_exit_divergent).

   Where the scopes come from: divergence sources at thread scope
   (DIVERGENCE_SOURCE, divergent arguments), values uniform at a wider
   scope by their flags (CONV_FLAG_UNIFORM_SCOPE: a workgroup id;
   ALWAYS_UNIFORM and UNIFORM_COLLECTIVE at the scope they communicate at,
   the wave by default; a UNIFORM_COLLECTIVE of a quad is uniform in its
   quad only, so divergent in a wave), arguments (a kernel's at device scope, others at
   wave scope); then data, sync and temporal divergence carry each
   scope: a phi at a join of a branch uniform in a wave but divergent in
   the workgroup is uniform in the wave, not in the workgroup. With
   desc->wave_size 1 (a CPU) every answer is at least CONV_SCOPE_WAVE.

   Parameters
     u     a result, or NULL.
     v, b  a value or block of the result's function.
     c     a cycle of conv_uniformity_cycles(u); exit a block.

   Return Value
     The widest scope; CONV_SCOPE_DEFAULT for a NULL result, ids out of
     range, or an `exit` that is not an exit block of c.

   Thread Safety
     Read-only and immutable: any number of threads at once.

   Ownership
     Nothing changes hands.

   Remarks
     O(1) (conv_uniformity_exit_scope: the exits of c, then a hash
     lookup). The scopes cost the build one pass (the items divergent
     only at wider scopes are propagated after the wave's, each once);
     no scope is built on its own. */
CONVDEF conv_scope conv_uniformity_value_scope(const conv_uniformity *u, conv_value v);
CONVDEF conv_scope conv_uniformity_branch_scope(const conv_uniformity *u, conv_block b);
CONVDEF conv_scope conv_uniformity_cycle_exit_scope(const conv_uniformity *u, conv_cycle c);
CONVDEF conv_scope conv_uniformity_exit_scope(const conv_uniformity *u, conv_cycle c, conv_block exit);

/* Uniformity as text, for listings and tools (the words `conv uniformity`,
   `conv explain` and `conv dot` print). Values without a name are shown as
   "(kind opcode)". Declared here with the other uniformity queries;
   defined in conv_impl.h's >>text section, whose output helpers they use.

     conv_reason_write: one line (without newline) saying why, e.g.
       "uses the divergent %x".
     conv_uniformity_explain: the chain of reasons from value v, or from
       the branch ending block b (exactly one of them valid), back to a
       divergence source: one line per step, e.g. "%q is divergent: uses
       the divergent %p".
     conv_uniformity_write_dot: Graphviz DOT of f's CFG: divergent values,
       branches and divergent exit edges in red, cycles as clusters named
       by their headers, joins of divergent branches with a double border,
       token regions shaded.

   Parameters
     f            a finalized function.
     u            conv_uniformity_build of f.
     r            a reason of u (conv_uniformity_value_reason, ...).
     v, b         a value or block of f; exactly one valid.
     write, user  receive the text, in pieces.

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT for NULL or mismatched arguments
     (u of another function, ids out of range) or when write returns
     false (the text is then cut short); conv_uniformity_write_dot also
     CONV_ERR_OUT_OF_MEMORY (through u's allocator).

   Thread Safety
     Read-only on f and u: any number of threads at once; write is called
     on the calling thread, during the call.

   Ownership
     Nothing is kept; each piece passed to write is valid only during
     that call of write. */
CONVDEF conv_result conv_reason_write(const conv_function *f, const conv_uniformity *u, conv_reason r,
                                      conv_write_fn write, void *user);
CONVDEF conv_result conv_uniformity_explain(const conv_function *f, const conv_uniformity *u, conv_value v,
                                            conv_block b, conv_write_fn write, void *user);
CONVDEF conv_result conv_uniformity_write_dot(const conv_function *f, const conv_uniformity *u, conv_write_fn write,
                                              void *user);

/* Lint: scoped operations reached under control flow that is not uniform
   at their scope (docs/uniformity.md, "Lint"), like WGSL's uniformity
   errors, for every target. A barrier (CONV_FLAG_BARRIER), a derivative
   or implicit-LOD sample (a quad operation) or another collective with a
   scope (CONV_FLAG_SCOPE) expects its whole scope instance to take part:
   every thread of the quad, wave or workgroup. Its threads are those of
   maximal convergence, or of its token (an entry, or hearts chained up
   to an entry or an anchor). They are the whole instance when every
   thread of it reaches the operation together, which fails only where

     - a branch that decides whether threads reach it (the operation is
       control dependent on it, directly or through other branches) is
       not uniform at the operation's scope
       (conv_uniformity_branch_scope);
     - threads leave a cycle around it, or around a heart of its token
       chain, in different iterations (conv_uniformity_cycle_exit_scope):
       later iterations run it with fewer threads;
     - its token chain ends at an anchor, whose threads the implementation
       chooses.

   Assumed: the whole scope instance enters the function together (a
   kernel's dispatch; for another function, its call sites are the
   callers' business: a call is not followed). Operations at thread scope
   and those in unreachable blocks are not checked.

   One list generates the code enum, conv_lint_code_str (the stable code
   of the diagnostic) and the noun its message starts with. */
#define CONV_LINT_CODE_LIST(X)                                                                  \
    X(CONV_LINT_BARRIER, "lint.barrier", "barrier")                                             \
    X(CONV_LINT_QUAD, "lint.quad", "quad operation (derivative, implicit-LOD sample)")          \
    X(CONV_LINT_COLLECTIVE, "lint.collective", "collective")

typedef enum conv_lint_code {
#define CONV__LINT_ENUM(name, code, noun) name,
    CONV_LINT_CODE_LIST(CONV__LINT_ENUM)
#undef CONV__LINT_ENUM
    CONV_LINT_CODE_COUNT
} conv_lint_code;

/* What keeps part of the scope instance away (conv_lint_finding.cause). */
typedef enum conv_lint_cause {
    CONV_LINT_CAUSE_BRANCH = 0, /* the branch ending `block`, uniform only up
                                   to `uniform_scope` (below the
                                   operation's scope), decides whether
                                   threads reach it */
    CONV_LINT_CAUSE_CYCLE,      /* threads leave `cycle` (headed by `block`)
                                   in different iterations: its exits are
                                   uniform only up to `uniform_scope` */
    CONV_LINT_CAUSE_ANCHOR      /* its token chain ends at the anchor
                                   `value`: the implementation chooses the
                                   threads (`uniform_scope` is THREAD) */
} conv_lint_cause;

/* Which operations conv_lint_build checks (conv_lint_desc.checks). */
enum {
    CONV_LINT_CHECK_BARRIER = 1u << 0,    /* CONV_FLAG_BARRIER */
    CONV_LINT_CHECK_QUAD = 1u << 1,       /* other operations at quad scope */
    CONV_LINT_CHECK_COLLECTIVE = 1u << 2, /* other convergent calls with
                                             CONV_FLAG_SCOPE set, wave scope
                                             or wider */
    CONV_LINT_CHECK_UNSCOPED = 1u << 3,   /* also convergent calls without a
                                             scope (taken at wave scope;
                                             code CONV_LINT_COLLECTIVE): an
                                             LLVM ballot under a divergent
                                             branch is often meant */
    CONV_LINT_CHECK_ALL = (1u << 4) - 1u
};

typedef struct conv_lint conv_lint;

typedef struct conv_lint_desc {
    conv_allocator allocator;     /* default: the function's module allocator */
    uint32_t checks;              /* CONV_LINT_CHECK_*; 0 means BARRIER | QUAD
                                     | COLLECTIVE (every scoped operation) */
    const conv_domtree *postdomtree; /* f's post-dominator tree; default:
                                        built. Read while building. */
} conv_lint_desc;

/* One diagnosed operation. */
typedef struct conv_lint_finding {
    conv_lint_code code;
    conv_value inst;              /* the operation */
    conv_scope scope;             /* its scope (conv_value_scope) */
    conv_lint_cause cause;
    conv_block block;             /* BRANCH: the branch's block; CYCLE: the header */
    conv_cycle cycle;             /* CYCLE: the cycle (of conv_uniformity_cycles) */
    conv_value value;             /* ANCHOR: the anchor */
    conv_scope uniform_scope;     /* the widest scope at which the cause is
                                     uniform; below `scope` */
    uint32_t line, col;           /* the operation's source position, 0 unknown */
} conv_lint_finding;

/* conv_lint_build, conv_lint_free: the scoped operations of a finalized
   function that may run without their whole scope instance; freeing the
   result (NULL is a no-op).

   Parameters
     f     a finalized function; it should obey the static rules of tokens
           (conv_verify) for the token chains to mean anything.
     u     conv_uniformity_build of f: the scopes of its branches and
           cycle exits are the answers used.
     desc  NULL or zeroed for defaults (every scoped operation, the
           post-dominator tree built, f's module allocator).
     out   receives the result; untouched on failure.

   Return Value
     CONV_OK; CONV_ERR_NOT_FINALIZED; CONV_ERR_INVALID_ARGUMENT (NULL f, u
     or out, u of another function, unknown checks, a partial allocator, a
     tree that is not f's post-dominator tree); CONV_ERR_OUT_OF_MEMORY.

   Thread Safety
     Read-only on f and u: any number of threads at once; a result is
     immutable.

   Ownership
     The caller owns the result; it keeps no pointer to f, u or desc.

   Remarks
     One finding per operation, in block order: the cause nearest to it
     (an anchor first, then the innermost deciding branch that is not
     uniform at its scope, then a cycle). Time near-linear in the size of
     f: the branches that decide which threads reach each block are found
     for every scope at once by walking the post-dominator tree
     (iterated control dependence), each block once. */
CONVDEF conv_result conv_lint_build(const conv_function *f, const conv_uniformity *u, const conv_lint_desc *desc,
                                    conv_lint **out);
CONVDEF void conv_lint_free(conv_lint *lint);

/* conv_lint_count, conv_lint_get, conv_lint_code_str: the number of
   findings; the index-th; the stable code of a finding ("lint.barrier",
   "lint.quad", "lint.collective").

   Parameters
     lint   a result, or NULL.
     index  0-based, below the count.
     out    receives the finding.
     code   any value ("lint.unknown" outside the enum).

   Return Value
     The count (0 for NULL); get: false for NULL or an index out of range
     (*out untouched); a static string, never NULL.

   Thread Safety
     Read-only: any number of threads at once.

   Ownership
     Findings are copied out; the string is static. */
CONVDEF uint32_t conv_lint_count(const conv_lint *lint);
CONVDEF bool conv_lint_get(const conv_lint *lint, uint32_t index, conv_lint_finding *out);
CONVDEF const char *conv_lint_code_str(conv_lint_code code);

/* conv_lint_write, conv_lint_explain: a finding as text. write: one line
   (without newline), e.g. "barrier @llvm.amdgcn.s.barrier may run without
   its whole workgroup: the branch of entry decides which threads reach
   it, and it is uniform only in a wave". explain: the chain of reasons
   from the cause back to a divergence source, one line per step, each
   ending in a newline, at the operation's scope (a step is "divergent"
   when it is not uniform at that scope), e.g. "the branch of entry is
   divergent: its condition %c is divergent" then "%c is divergent: uses
   the divergent %r" then "%r is divergent: a divergence source" (%r a
   readfirstlane: the same in a wave, not in a workgroup). Declared here
   with the lint; defined in the >>text section.

   Parameters
     f            the function the lint was built on.
     u            the uniformity result it used.
     finding      a finding of it (conv_lint_get).
     write, user  receive the text, in pieces.

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT for NULL arguments, u not of f, a
     finding with ids out of range or values outside its enums, or when
     write returns false.

   Thread Safety
     Read-only: any number of threads at once.

   Ownership
     Nothing is kept. */
CONVDEF conv_result conv_lint_write(const conv_function *f, const conv_uniformity *u,
                                    const conv_lint_finding *finding, conv_write_fn write, void *user);
CONVDEF conv_result conv_lint_explain(const conv_function *f, const conv_uniformity *u,
                                      const conv_lint_finding *finding, conv_write_fn write, void *user);

/* conv_uniformity_write_dot_scopes: Graphviz DOT of f's CFG as
   conv_uniformity_write_dot draws it, but every value and branch
   coloured by its widest uniform scope (conv_uniformity_value_scope,
   conv_uniformity_branch_scope): thread red, quad orange, wave purple,
   workgroup blue, device green, system black; cycles with exits not
   uniform everywhere and edges of branches not uniform everywhere in the
   colour of their scope; a legend node. With a lint result, each
   diagnosed operation is bold and followed by its code.

   Parameters
     f, u         as conv_uniformity_write_dot.
     lint         conv_lint_build of f and u, or NULL.
     write, user  receive the text, in pieces.

   Return Value
     As conv_uniformity_write_dot.

   Thread Safety
     Read-only on f, u and lint.

   Ownership
     Nothing is kept. */
CONVDEF conv_result conv_uniformity_write_dot_scopes(const conv_function *f, const conv_uniformity *u,
                                                     const conv_lint *lint, conv_write_fn write, void *user);

/* ----------------------------------------------------------- semantics --- */

/* The reference interpreter: an executable definition of which threads
   communicate at every dynamic instance (docs/semantics.md). It runs a
   finalized function for a set of threads and records, for every dynamic
   instance of every instruction, which threads executed it converged.

     Maximal convergence. Every operation not governed by a token (plain
     values, branches, uncontrolled convergent operations, anchors by
     default) is executed converged by the threads of one wave that run it
     in the same iteration of every enclosing cycle of the cycle
     hierarchy, an iteration being counted by the executions of the
     cycle's header since the thread last entered the cycle; and, inside
     the convergence region of a token, only by threads that hold one
     converged instance of that token (the spec's controlled maximal
     convergence: a region that extends a cycle past its exit keeps the
     iterations apart).
     Tokens. A controlled operation is converged among the threads whose
     token values come from one converged dynamic instance of the token's
     definition: entry, the threads of the wave (all of which enter the
     function together); loop, the threads executing it for the n-th time
     with one converged value of its token operand; anchor, the threads of
     one maximally converged instance, or with CONV_ANCHOR_SPLIT an
     arbitrary (seeded) partition of them, which the spec also permits.
     Values. Divergence sources give each thread its own value, other
     arguments one value for every thread, constants their immediate;
     values flagged CONV_FLAG_THREAD_ID the thread's ids (desc's
     workgroup_shape), and integer operations on them and constants alone
     their exact result (docs/semantics.md, "Values"); other
     generic operations and non-convergent calls are a seeded hash of their
     opcode and operand values (reproducible); phis pick by the
     predecessor; a branch takes its first successor when the condition's
     lowest bit is 1; a switch takes the case equal to its value, or, when
     none is, the successor whose index is the value modulo the number of
     successors (hashed values rarely equal a case); collective operations
     (convergent calls with a result) compute from their whole group: a
     callee containing "ballot" returns the mask of the group's lanes whose
     first operand has its lowest bit set, one containing "readfirstlane"
     or "broadcast" the first operand of the group's lowest thread, and any
     other a reduction (a hash of every member's operands), equal for the
     whole group.
     Scheduling. Threads run freely between convergent operations; at a
     convergent operation a thread waits, and the interpreter always
     executes the earliest waiting dynamic instance in an order in which no
     thread can reach an earlier one (cycle iterations, then a topological
     order of the cycle hierarchy), so each instance executes once with all
     of its threads even when collective results steer control flow.

   The function must obey the static rules of tokens (conv_verify); the
   interpreter refuses it otherwise. Calls are not entered: a call of
   another function is an operation like any other. */
typedef struct conv_interp conv_interp;

typedef enum conv_anchor_mode {
    CONV_ANCHOR_MAXIMAL = 0,      /* anchors converge maximally */
    CONV_ANCHOR_SPLIT             /* anchors split each group (seeded) */
} conv_anchor_mode;

/* Overrides a value: called for every dynamic instance of every argument,
   divergence source, generic operation, call and phi before the
   interpreter computes it; return true and set *value to force it (tests
   use it to force the paths of a thread table). `occurrence` counts the
   previous executions of v by this thread (0 for the first); arguments
   have occurrence 0. */
typedef bool (*conv_interp_value_fn)(void *user, const conv_function *f, conv_value v, uint32_t thread,
                                     uint32_t occurrence, int64_t *value);

/* A buffer of concrete mode: the bytes (little-endian) of a SPIR-V
   storage or uniform buffer in descriptor set 0 at `binding`, or, when
   `name` is not NULL, the buffer an LLVM kernel's pointer argument of
   that name (without %) points to. The run reads and writes `data` in
   place, during conv_interp_run only. */
typedef struct conv_interp_buffer {
    uint32_t binding;
    void *data;
    size_t size;
    const char *name;
} conv_interp_buffer;

typedef struct conv_interp_desc {
    conv_allocator allocator;     /* default: the function's module allocator */
    uint32_t threads;             /* default 32 */
    uint32_t wave_size;           /* threads per wave; default: all threads */
    uint64_t seed;                /* values and anchor splits; 0 is a seed */
    uint32_t max_steps;           /* instructions per thread; default 10000;
                                     threads x max_steps at most 2^26 */
    conv_anchor_mode anchors;
    /* The static rules are checked first (conv_verify); this option of
       conv_verify_desc applies there too. */
    bool allow_token_on_nonconvergent;
    /* Also record instructions without a result (stores, void calls) as
       instances of kind CONV_INSTANCE_VALUE without values. Default: only
       results, terminators and convergent operations are recorded. */
    bool record_void;
    conv_interp_value_fn value_fn; /* optional; called only during
                                      conv_interp_run. Read while building. */
    void *user;                   /* passed to value_fn. Read while building. */
    /* The hierarchy of f maximal convergence counts iterations in;
       default: built with conv_cycles_build. Irreducible cycles converge
       differently under different hierarchies. Read while building: the
       run keeps only each cycle's header (for conv_interp_check's exit
       claims), so the hierarchy may be freed right after the call. */
    const conv_cycles *cycles;
    /* Concrete mode (docs/semantics.md): integer and boolean operations
       exact at their bit widths, thread ids as real ids, collectives
       computed from their operands, buffer memory; every other value
       hashed as without it (conv_interp_hashed_count). false: every value
       hashed (the default, unchanged). Undefined behaviour (division by
       zero, oversized shifts, out-of-bounds access) stops the thread with
       a diagnostic interp.undefined / interp.out-of-bounds in diags; the
       run still returns CONV_OK, not finished. */
    bool concrete;
    uint32_t workgroup_size;      /* threads per workgroup, a multiple of
                                     wave_size (or at least `threads`);
                                     default: all threads. Concrete mode's
                                     ids, and the workgroups of
                                     conv_interp_check_scope and of values
                                     uniform at workgroup scope */
    conv_interp_buffer *buffers;  /* concrete: the buffers; others hashed */
    uint32_t buffers_count;
    uint32_t workgroup_shape[3];  /* the workgroup's x, y, z, whose product is
                                     workgroup_size (a 0 y or z is 1); all
                                     0: one dimension, (workgroup_size, 1,
                                     1). The values flagged
                                     CONV_FLAG_THREAD_ID get the thread's
                                     ids in it, in both modes: thread t is
                                     local index t % workgroup_size of
                                     workgroup t / workgroup_size, lane
                                     t % wave_size of its wave */
} conv_interp_desc;

typedef enum conv_instance_kind {
    CONV_INSTANCE_VALUE = 0,      /* an instruction that defines a value
                                     (or, with record_void, one that
                                     defines none: values NULL) */
    CONV_INSTANCE_CONVERGENT,     /* a convergent operation (call, entry,
                                     loop, anchor), with or without result */
    CONV_INSTANCE_BRANCH          /* a terminator; values are successor
                                     indices, -1 for ret and unreachable
                                     (an invoke has a value or convergent
                                     instance and a branch instance) */
} conv_instance_kind;

/* One converged dynamic instance: the threads that executed it together
   and what each computed. Filled by conv_interp_get; the two arrays are
   owned by the run and valid until conv_interp_free. */
typedef struct conv_interp_instance {
    conv_value inst;
    conv_block block;
    conv_instance_kind kind;
    uint32_t wave;
    uint32_t thread_count;
    const uint32_t *threads;      /* ascending global thread indices */
    const int64_t *values;        /* one per thread: the result, a token's
                                     instance number, or the successor
                                     index taken; NULL for convergent
                                     operations without a result */
} conv_interp_instance;

/* conv_interp_run, conv_interp_free: executes f for desc->threads
   threads; frees a run (NULL is a no-op).

   Parameters
     f      a finalized function that obeys the static rules of tokens.
     desc   NULL or zeroed for defaults (32 threads in one wave, seed 0,
            10000 steps, anchors maximal, hierarchy built, f's module
            allocator).
     diags  receives why a function is refused; may be NULL.
     out    receives the run; untouched on failure.
     run    the run to free.

   Return Value
     CONV_OK (*out holds the run, finished or not); CONV_ERR_INVALID_ARGUMENT
     (bad desc, or f breaks a static rule of tokens: diagnostics say which;
     past the limits of threads and max_steps: one diagnostic
     interp.limit naming both numbers and the limits);
     CONV_ERR_NOT_FINALIZED; CONV_ERR_OUT_OF_MEMORY.

   Thread Safety
     Read-only on f: any number of threads may run one function at once;
     a run is immutable and may be queried concurrently. value_fn is
     called on the calling thread, during the call.

   Ownership
     The caller owns the run. desc and everything it points to (value_fn,
     user, cycles) are only used during the call; the run does not refer
     to f or to desc->cycles.

   Remarks
     A thread that executes max_steps instructions stops; the run is then
     not finished (conv_interp_finished) but everything executed until then
     is recorded. Instances are listed in execution order: by wave, then
     in the order the scheduler uses, which follows every thread's program
     order. Time O(steps x (threads + cycle depth)), memory O(threads x
     values + steps). */
CONVDEF conv_result conv_interp_run(const conv_function *f, const conv_interp_desc *desc, conv_diags *diags,
                                    conv_interp **out);
CONVDEF void conv_interp_free(conv_interp *run);

/* Reading a run.

     conv_interp_finished: every thread returned (or reached unreachable)
       within max_steps.
     conv_interp_thread_count, conv_interp_wave_size: as run.
     conv_interp_thread_finished: thread `thread` returned or reached
       unreachable.
     conv_interp_instance_count, conv_interp_get: the converged dynamic
       instances in execution order; get fills *out with the index-th.

   Parameters
     run     a run, or NULL.
     thread  0-based, below the thread count.
     index   0-based, below the instance count.
     out     receives the instance.

   Return Value
     The answer; false or 0 for a NULL run or an index out of range (get
     then leaves *out untouched).

   Thread Safety
     Read-only and immutable: any number of threads at once.

   Ownership
     The run owns the threads and values arrays of an instance (an owned
     record, as an owned list in LISTS): valid until conv_interp_free. */
CONVDEF bool conv_interp_finished(const conv_interp *run);
CONVDEF uint32_t conv_interp_thread_count(const conv_interp *run);
CONVDEF uint32_t conv_interp_wave_size(const conv_interp *run);
CONVDEF bool conv_interp_thread_finished(const conv_interp *run, uint32_t thread);
CONVDEF uint32_t conv_interp_instance_count(const conv_interp *run);
CONVDEF bool conv_interp_get(const conv_interp *run, uint32_t index, conv_interp_instance *out);

/* conv_interp_hashed_count: in concrete mode, the number of values the
   run computed by hashing because it has no concrete definition for them
   (floats, unknown calls, memory not given, vectors it does not pack); 0
   when everything was exact, and 0 outside concrete mode.

   Parameters
     run  a run, or NULL (0).

   Return Value
     The count.

   Thread Safety
     Read-only: any number of threads at once.

   Ownership
     Nothing changes hands. The buffers of desc were written in place
     during conv_interp_run; the run keeps no pointer to them. */
CONVDEF uint64_t conv_interp_hashed_count(const conv_interp *run);

/* conv_interp_check_uniformity: checks every claim of a uniformity result
   against a run of f.

   Parameters
     run         a run of f (conv_interp_run), with at most u's wave size
                 threads per wave for the claims to be meant to hold.
     f           the function both were built on.
     u           conv_uniformity_build of f. Its claims: every value it
                 does not call divergent (conv_uniformity_value_divergent)
                 is uniform, every block whose branch it does not call
                 divergent ends in a uniform branch, and every cycle with
                 neither a divergent exit
                 (conv_uniformity_cycle_divergent_exit) nor assumed
                 divergence (conv_uniformity_cycle_assumed_divergent) has
                 uniform exits.
     diags       receives one diagnostic per broken claim, as
                 conv_interp_check; may be NULL.
     violations  receives the number of broken claims; 0 when the
                 analysis is sound for this run.

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT for a NULL run, f, u or
     violations, a run or result of a function with other value or block
     counts than f, or a run whose cycle hierarchy does not have u's
     cycles (conv_uniformity_cycles: index and header of each);
     CONV_ERR_OUT_OF_MEMORY (through the run's allocator), also from
     diags. *violations is set only on CONV_OK.

   Thread Safety
     Reads run, f and u only: any number of threads may check at once,
     each with its own diags.

   Ownership
     Borrows nothing; the claim arrays are temporary.

   Remarks
     Exactly conv_interp_check with the three claim arrays filled from u,
     the glue every soundness test needs written once. */
CONVDEF conv_result conv_interp_check_uniformity(const conv_interp *run, const conv_function *f,
                                                 const conv_uniformity *u, conv_diags *diags, uint32_t *violations);

/* conv_interp_check_scope: checks the claims of a uniformity result at
   one scope (conv_uniformity_value_scope and the others) against a run of
   f: every value, branch and cycle exit claimed uniform at `scope` or
   wider must agree in the threads of one instance of the scope that are
   converged. Within a wave, converged means one instance of the run
   (conv_interp_get); threads of different waves (workgroup, device and
   system scope) are converged at the same instruction in the same
   iterations of every cycle around it (maximal convergence across waves;
   instances of token-controlled operations are compared within their
   wave only). A quad is 4 consecutive lanes of a wave; a workgroup is
   desc->workgroup_size consecutive threads of the run; device and system
   are the whole run.

   Parameters
     run, f, u, diags, violations  as conv_interp_check_uniformity.
     scope       CONV_SCOPE_THREAD .. CONV_SCOPE_SYSTEM. CONV_SCOPE_WAVE is
                 exactly conv_interp_check_uniformity; CONV_SCOPE_THREAD
                 claims nothing (0 violations).

   Return Value
     As conv_interp_check_uniformity; CONV_ERR_INVALID_ARGUMENT also for a
     scope out of range.

   Thread Safety
     Reads run, f and u only: any number of threads at once, each with its
     own diags.

   Ownership
     Borrows nothing; its tables are temporary.

   Remarks
     The run computes each wave alone, so a result uniform across waves (a
     collective at workgroup scope or wider, or a value flagged
     CONV_FLAG_UNIFORM_SCOPE of such a scope) stands for what the scope
     computes together by a value equal in one instance of the scope and
     iteration (hashed mode; concrete mode computes collectives per wave).
     Values of one scope instance are compared through 64-bit hashes of
     (instruction, iteration, instance): a collision, at odds of 2^-64 per
     pair, could only report a claim broken that is not. */
CONVDEF conv_result conv_interp_check_scope(const conv_interp *run, const conv_function *f, const conv_uniformity *u,
                                            conv_scope scope, conv_diags *diags, uint32_t *violations);

/* conv_interp_check: soundness of uniformity claims against a run of f.
   Each array is indexed by the 0-based value, block or cycle index and may
   be NULL (no claims):
   value_uniform[v]: v never differs between the threads of one of its
   converged dynamic instances; branch_uniform[b]: b's terminator never
   sends the threads of one instance to different successors;
   exit_uniform[c] (the index of a cycle in the hierarchy the run used:
   desc->cycles, or the default one of conv_cycles_build): threads that
   were converged when they entered cycle c (one context outside it, one
   token group at its header) leave it at the same iteration. Each broken
   claim is one diagnostic (codes interp.unsound-value,
   interp.unsound-branch, interp.unsound-exit) naming the first instance
   and the two threads that break it; *violations gets the number of
   broken claims.

   Parameters
     run          a run of f.
     f            the function the run executed.
     value_uniform, branch_uniform, exit_uniform  the claims (above).
     diags        receives one diagnostic per broken claim; may be NULL.
     violations   receives the number of broken claims.

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT (NULL run, f or violations, a run
     of a function of another size); CONV_ERR_OUT_OF_MEMORY (through the
     run's allocator), also from diags. *violations is set only on CONV_OK.

   Thread Safety
     Read-only on run and f: any number of threads at once, each with its
     own diags.

   Ownership
     The claim arrays are only read during the call.

   See Also
     conv_interp_check_uniformity, which takes the claims from a
     conv_uniformity. */
CONVDEF conv_result conv_interp_check(const conv_interp *run, const conv_function *f, const bool *value_uniform,
                                      const bool *branch_uniform, const bool *exit_uniform, conv_diags *diags,
                                      uint32_t *violations);

/* ------------------------------------------------------------ legality --- */

/* May a compiler move, merge or remove an operation? A move is legal when
   every thread executes the same operations with side effects, in the same
   order, with the same operands, and every convergent operation's dynamic
   instances communicate with the same sets of threads as before (the
   spec's rules, ../shared/LEGALITY.md R1-R5, R13, R14, R22, R23; docs/
   legality.md). Each query answers with a conv_verdict: legal or not, a
   stable reason, and the branch, token, cycle or operation that decides.

   WHAT AN OPERATION MAY DO (the contract). conv has no alias analysis.
     Speculatable: flagged CONV_FLAG_SPECULATABLE (LLVM's `speculatable`,
       and the readers' tables: ballots, reductions, readfirstlane), or a
       CONV_KIND_GENERIC operation whose opcode is one of LLVM's pure
       instructions (conv_opcode_is_speculatable). It has no side effects
       and no undefined behaviour: it may run more or fewer times, wherever
       its operands are available.
     Everything else has effects (loads, stores, atomics, divisions, calls
       not known speculatable, divergence sources, values flagged
       ALWAYS_UNIFORM that are not speculatable): it must run exactly as
       often, on the same threads, and it never moves past another
       operation with effects unless desc->may_reorder says the two may
       swap.
     Convergent operations are bound by their thread sets on top of that:
       they move only where each converged group executes them with the
       same threads, within the same iteration of every cycle around them
       and the same instance of their token. CONV_FLAG_SUPERSET_SAFE lets
       more threads join (speculation); CONV_FLAG_BARRIER lets a barrier
       rise out of a conditional, into a block every thread of the
       function runs together (outside every cycle, on every path from the
       entry), but never sink into one.
     Scope. A branch justifies a move of operation X only if it is uniform
       at X's scope (R23), and a cycle's exits only if threads leave it in
       one iteration at that scope: the stage reads
       conv_uniformity_branch_scope and conv_uniformity_cycle_exit_scope
       (a branch on readfirstlane is uniform in a wave, one on the
       workgroup id in a workgroup). An operation of a quad needs the
       branch uniform in every quad only (`lane >> 2`: it splits the wave,
       not a quad), when the wave holds whole quads (a multiple of 4).
       With wave_size 1 (a CPU) threads never communicate: every branch is
       uniform at every scope.

   THREAD SAFETY. A built conv_legality is immutable: any number of
   threads may query it at once (each query allocates its own scratch).

   COST. Building costs what the analyses it builds cost (linear; with a
   barrier in f, a post-dominator tree too), plus one walk of each token's
   convergence region (as conv_verify's region rule); each query is O(1)
   plus the blocks and instructions on the paths between the old and the
   new place (walked backwards from the place further down; for a merge,
   under the copies' nearest common dominator), plus, for an anchor moved
   up, the regions of the tokens defined between its two places. */
typedef struct conv_legality conv_legality;

/* Whether a and b may be swapped (memory): called for a moving operation
   with effects and each operation with effects it would cross. */
typedef bool (*conv_may_reorder_fn)(void *user, const conv_function *f, conv_value moving, conv_value crossed);

typedef struct conv_legality_desc {
    conv_allocator allocator;     /* default: the function's module allocator */
    uint32_t wave_size;           /* threads per wave, default 64; 1: a CPU */
    conv_argument_mode arguments; /* as conv_uniformity_desc */
    /* Analyses of f to share, each optional (default: built, owned by the
       result). BORROWED: the result keeps these pointers, so they must
       outlive it. `uniformity` must have been built for f with this
       wave size and argument mode, on `cycles` when both are given. */
    const conv_domtree *domtree;      /* dominators (not post) */
    const conv_cycles *cycles;
    const conv_uniformity *uniformity;
    conv_may_reorder_fn may_reorder;  /* optional: NULL = never reorder */
    void *user;                       /* passed to may_reorder */
} conv_legality_desc;

/* One list generates the reason enum, conv_legal_reason_str (the code's
   name) and the one-line text conv_verdict_write starts with. Legal
   reasons first. */
#define CONV_LEGAL_REASON_LIST(X)                                                                            \
    X(CONV_LEGAL_SAME_PLACE, "legal: the operation is already there")                                        \
    X(CONV_LEGAL_NOT_CONVERGENT, "legal: not convergent, and its operands and users allow it")               \
    X(CONV_LEGAL_CONTROL_EQUIVALENT, "legal: both places run on the same threads, once each")                \
    X(CONV_LEGAL_UNIFORM, "legal: every branch in between is uniform at the operation's scope")              \
    X(CONV_LEGAL_SUPERSET_SAFE, "legal: more threads may join this operation")                               \
    X(CONV_LEGAL_BARRIER_HOIST, "legal: a barrier rises out of a conditional")                               \
    X(CONV_LEGAL_ANCHOR, "legal: the anchor moves with all of its users, within its cycle")                  \
    X(CONV_LEGAL_BECOMES_DIVERGENT, "legal, but the value becomes divergent (temporal divergence)")          \
    X(CONV_LEGAL_SAME_INSTANCE, "legal: both compute in the same converged instance")                        \
    X(CONV_LEGAL_LOOP_INVARIANT, "legal: loop-invariant, and every iteration runs it on the threads that entered") \
    X(CONV_LEGAL_UNUSED, "legal: nothing reads its result, so no thread can tell which threads ran it")        \
    X(CONV_LEGAL_REROUTED, "legal: edges re-routed in acyclic control flow, where threads reconverge maximally") \
    X(CONV_LEGAL_SAME_ITERATIONS, "legal: every iteration runs on the same threads as before, copied or in the loop") \
    X(CONV_LEGAL_TOKEN_FOLDED, "legal: a loop intrinsic outside any cycle folds into its parent token, then the blocks merge") \
    X(CONV_LEGAL_INLINE_PLAIN, "legal: no token to replace: the callee's body is copied in as it is (R18 d)")  \
    X(CONV_LEGAL_INLINE_ENTRY, "legal: the callee's entry becomes the call's token (R18 a)")                    \
    X(CONV_LEGAL_INLINE_CALLER_INFERRED, "legal: the caller's tokens are inferred (R20), then the callee's entry becomes the call's token (R18 b)") \
    X(CONV_LEGAL_INLINE_CALLEE_INFERRED, "legal: the callee's tokens are inferred (R20) with the call's token as its entry (R18 c)") \
    X(CONV_LEGAL_INLINE_ANCHOR, "legal: the call is not convergent: an anchor stands for the callee's entry")    \
    X(CONV_LEGAL_OUTLINE_ENTRY, "legal: the token the region uses from outside becomes the new function's entry, carried by the call (R19)") \
    X(CONV_LEGAL_OUTLINE_CONVERGENT, "legal: the new function is convergent and its call uncontrolled, as the region's operations were (R19)") \
    X(CONV_LEGAL_DIVERGENT_BRANCH, "illegal: a divergent branch decides which threads reach it")             \
    X(CONV_LEGAL_CYCLE, "illegal: it would move into or out of a cycle around a convergent operation")       \
    X(CONV_LEGAL_TOKEN_DOMINANCE, "illegal: its convergence token would not dominate it")                    \
    X(CONV_LEGAL_TOKEN_INTRINSIC, "illegal: convergence.entry and convergence.loop do not move")             \
    X(CONV_LEGAL_TOKEN_REGION, "illegal: convergence regions would no longer nest (token.region-nesting)")    \
    X(CONV_LEGAL_OPERAND, "illegal: an operand would not be available")                                      \
    X(CONV_LEGAL_USER, "illegal: a user would no longer be dominated by it")                                 \
    X(CONV_LEGAL_EXECUTION_COUNT, "illegal: it has effects and would run on other threads or times")         \
    X(CONV_LEGAL_REORDER, "illegal: it would cross an operation with effects")                               \
    X(CONV_LEGAL_BARRIER_SINK, "illegal: a barrier may not sink into a conditional")                         \
    X(CONV_LEGAL_NOT_SUPERSET_SAFE, "illegal: extra threads would join an operation that forbids it")        \
    X(CONV_LEGAL_NOT_IDENTICAL, "illegal: the two operations differ")                                        \
    X(CONV_LEGAL_BOTH_EXECUTE, "illegal: a thread may execute both operations")                              \
    X(CONV_LEGAL_DIRECTION, "illegal: the target does not dominate (hoist) or is not dominated (sink)")      \
    X(CONV_LEGAL_NOT_MOVABLE, "illegal: phis, terminators and unreachable code do not move")                 \
    X(CONV_LEGAL_SHAPE, "illegal: the blocks do not have the shape the transformation needs")               \
    X(CONV_LEGAL_TOKEN_ESCAPES, "illegal: the loop's token is used after it, where its iterations would merge") \
    X(CONV_LEGAL_NO_BODY, "illegal: the callee has no body in the module (a declaration, an intrinsic, a call through a pointer)") \
    X(CONV_LEGAL_NOT_INFERRED, "illegal: the tokens it needs cannot be inferred (R20 refuses)")                  \
    X(CONV_LEGAL_BROKEN_INPUT, "illegal: the function breaks a static rule of tokens (conv_verify)")             \
    X(CONV_LEGAL_TOKEN_DEFINED_INSIDE, "illegal: a token defined in the region is used outside it (R19)")       \
    X(CONV_LEGAL_TWO_TOKENS, "illegal: the region uses two tokens defined outside it, and a call carries one (R19)")

typedef enum conv_legal_reason {
#define CONV__LEGAL_ENUM(name, text) name,
    CONV_LEGAL_REASON_LIST(CONV__LEGAL_ENUM)
#undef CONV__LEGAL_ENUM
    CONV_LEGAL_REASON_COUNT
} conv_legal_reason;

/* What decides a verdict. */
typedef enum conv_blocking_kind {
    CONV_BLOCKING_NONE = 0,
    CONV_BLOCKING_BRANCH,   /* the terminator of `block` (a divergent branch) */
    CONV_BLOCKING_VALUE,    /* `value`: a token, an operand, a user, an
                               operation in the way */
    CONV_BLOCKING_CYCLE,    /* `cycle` */
    CONV_BLOCKING_BLOCK     /* `block` itself (a target, an unreachable block) */
} conv_blocking_kind;

typedef struct conv_verdict {
    bool legal;
    conv_legal_reason reason;
    conv_blocking_kind blocking;
    conv_block block;
    conv_value value;
    conv_cycle cycle;
} conv_verdict;

/* conv_legality_build, conv_legality_free, conv_legality_function,
   conv_legality_cycles: the legality stage of a finalized function; its
   function; the cycle hierarchy it uses (desc->cycles, or its own: the
   cycles conv_can_peel takes).

   Parameters
     f      a finalized function; it must obey the static rules of tokens
            (conv_verify) for the answers to mean anything.
     desc   NULL or zeroed for defaults (wave 64, arguments as flagged,
            every analysis built).
     out    receives the result; untouched on failure.

   Return Value
     CONV_OK, CONV_ERR_NOT_FINALIZED, CONV_ERR_OUT_OF_MEMORY,
     CONV_ERR_INVALID_ARGUMENT (bad desc, a post-dominator tree given as
     the dominator tree, analyses of another function, a
     uniformity built on other cycles than desc->cycles).
     conv_legality_function: the function, NULL for NULL.
     conv_legality_cycles: the hierarchy, NULL for NULL.

   Thread Safety
     Building reads f and the shared analyses only; a built result is
     immutable and may be queried from any number of threads.

   Ownership
     BORROWED: the result keeps f and desc's analyses; f must stay
     finalized and unchanged, and the analyses alive, while it lives.
     What it builds itself it owns and frees with conv_legality_free
     (NULL is a no-op). */
CONVDEF conv_result conv_legality_build(const conv_function *f, const conv_legality_desc *desc,
                                        conv_legality **out);
CONVDEF void conv_legality_free(conv_legality *legality);
CONVDEF const conv_function *conv_legality_function(const conv_legality *legality);
CONVDEF const conv_cycles *conv_legality_cycles(const conv_legality *legality);

/* conv_can_hoist, conv_can_sink, conv_can_speculate, conv_can_merge,
   conv_can_cse: may the compiler do this? The verdict says whether, why
   (a CONV_LEGAL_* reason) and what decides (the divergent branch, the
   token, the cycle with its header in `block`, the operation in the way).

     conv_can_hoist: move `inst` to the end of `to` (before its
       terminator), `to` strictly dominating inst's block (R1). Out of
       one or more reducible cycles (R13): a speculatable operation with
       operands from outside them may go to a block of an enclosing cycle
       (or of none) that dominates the outermost header, when no
       converged group splits on the way: not between `to` and the
       header (a uniform branch may lead some groups elsewhere: they run
       the pure operation too, harmlessly), not between each header and
       what it leads to, not at an exit (threads leave together). Each
       iteration's instance then has the threads that were together at
       `to`. A heart token becomes the heart's own token operand, once
       per cycle left (conv_apply_hoist rewrites it).
     conv_can_sink: move `inst` to the start of `to` (after its phis and
       a leading entry or loop intrinsic), inst's block strictly
       dominating `to` (R2); every user must then be dominated by the new
       place. Out of its cycle into the enclosing one (R13): only a
       speculatable operation whose block dominates every exiting block
       of a reducible cycle whose exits are uniform, with no group
       splitting between the exit and `to`: the instance at `to` has the
       threads of the last one in the cycle and reads its operands' last
       values.
     A pure operation whose result nothing reads may move wherever the
     static rules allow (CONV_LEGAL_UNUSED): only users could tell.
     conv_can_speculate: as hoist, but asks whether `inst` may run on
       threads that would not have run it: a SUPERSET_SAFE convergent
       operation may cross divergent branches (R3); anything hoist allows
       is allowed.
     conv_can_merge: replace the identical `a` and `b` (same kind, callee,
       flags, operands and token) by one operation: at the end of `to`
       when `to` strictly dominates both (hoist), or at the start of `to`
       when `to` is their join, dominated by neither (sink: every user of
       a and b must be a phi of `to` that reads only a and b, which the
       merged operation replaces) (R4; two anchors: R22). A thread may
       run both only for a hoist of operations without effects, each of
       which could be hoisted to `to` alone. `to` being a's or b's own
       block is CSE's shape (CONV_LEGAL_DIRECTION).
     conv_can_cse: let `b` reuse `a`'s result and delete b: identical, a
       before b in dominance, speculatable, and, when convergent, computed
       by the same threads in the same instance (R5).

   Anchors (R22) move with all of their users, within their cycle; an
   operation controlled by `entry` sinks into a conditional only when the
   branch is uniform. Wave size 1 makes every branch uniform: every move
   that is legal for one thread is legal, and uses of tokens and anchors
   cross cycles there as long as the copy keeps the static rules.

   Parameters
     legality  a built legality stage.
     inst, a, b  instructions of its function.
     to        a block of its function.
     out       receives the verdict.

   Return Value
     CONV_OK (*out set); CONV_ERR_INVALID_ARGUMENT (NULL, ids of another
     function, a value that is no instruction) or CONV_ERR_OUT_OF_MEMORY,
     *out untouched. O(1) plus the blocks and instructions between the
     old and the new place (at wave size 1, a use of a token moved across
     cycles: between its new token's definition and the new place).

   Thread Safety
     Read-only: any number of threads may query one result at once.

   Ownership
     Nothing is kept; the verdict holds ids only. */
CONVDEF conv_result conv_can_hoist(const conv_legality *legality, conv_value inst, conv_block to, conv_verdict *out);
CONVDEF conv_result conv_can_sink(const conv_legality *legality, conv_value inst, conv_block to, conv_verdict *out);
CONVDEF conv_result conv_can_speculate(const conv_legality *legality, conv_value inst, conv_block to,
                                       conv_verdict *out);
CONVDEF conv_result conv_can_merge(const conv_legality *legality, conv_value a, conv_value b, conv_block to,
                                   conv_verdict *out);
CONVDEF conv_result conv_can_cse(const conv_legality *legality, conv_value a, conv_value b, conv_verdict *out);

/* conv_apply_hoist, conv_apply_sink, conv_apply_merge, conv_apply_cse:
   the transformation of the query of the same name, performed on a copy
   of f (conv_function_clone) so that both programs can be run.

   Parameters
     f          a finalized function.
     inst, a, b, to  as for the query.
     name       the copy's name, unique in f's module.
     diags      receives legal.apply when the edit is refused; may be NULL.
     out        receives the copy; untouched on failure.

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT for bad arguments, for moves
     that are not the query's shape (CONV_LEGAL_DIRECTION: a hoist to a
     block that does not dominate, a sink to one not dominated, a merge
     into one copy's block), and for edits that would
     break SSA or the static rules of tokens (an operand or token that
     would not dominate, a user that would not be dominated, a phi or
     terminator; the diagnostic names it) whether or not the query says
     legal (a caller may want to see a counterexample of an illegal
     move); CONV_ERR_DUPLICATE; CONV_ERR_NOT_FINALIZED;
     CONV_ERR_OUT_OF_MEMORY (the module is then unchanged).

   Thread Safety
     Needs exclusive access to f's module (it adds the copy).

   Ownership
     The module owns the copy, finalized. Its instructions keep their
     origins (conv_value_origin): a merged or CSE'd operation is `a`, b
     and the phis a sink-merge replaces are gone. */
CONVDEF conv_result conv_apply_hoist(conv_function *f, conv_value inst, conv_block to, const char *name,
                                     conv_diags *diags, conv_function **out);
CONVDEF conv_result conv_apply_sink(conv_function *f, conv_value inst, conv_block to, const char *name,
                                    conv_diags *diags, conv_function **out);
CONVDEF conv_result conv_apply_merge(conv_function *f, conv_value a, conv_value b, conv_block to, const char *name,
                                     conv_diags *diags, conv_function **out);
CONVDEF conv_result conv_apply_cse(conv_function *f, conv_value a, conv_value b, const char *name,
                                   conv_diags *diags, conv_function **out);

/* How a loop is unrolled (conv_can_unroll, R6-R8). */
typedef enum conv_unroll_kind {
    CONV_UNROLL_MULTIPLE = 0, /* by a factor that divides the trip count: no remainder */
    CONV_UNROLL_FULL,         /* completely: the factor is the known trip count */
    CONV_UNROLL_RUNTIME       /* by a factor, with a remainder loop for the rest */
} conv_unroll_kind;

/* conv_can_tail_duplicate, conv_can_jump_thread, conv_can_merge_blocks, conv_can_peel, conv_can_unroll,
   conv_can_unroll_known, conv_can_rotate, conv_can_separate_backedges, conv_can_delete_loop, conv_can_change_exit,
   conv_can_unswitch:
   legality stage II, the transformations that copy or re-route blocks
   (../shared/LEGALITY.md R9-R12).

     conv_can_tail_duplicate: copy `block` into each of its (two or more)
       predecessors: one copy per predecessor, the predecessor's edges to
       it sent to its copy, the phis read for that predecessor (R10). The
       threads converged at `block` split between the copies unless the
       choice of predecessor is uniform (every branch between its
       immediate dominator and it, at the widest scope of its convergent
       operations and anchors): CONV_LEGAL_UNIFORM, or
       CONV_LEGAL_NOT_CONVERGENT when it holds none (UNUSED when nothing
       reads the pure ones it holds), else CONV_LEGAL_DIVERGENT_BRANCH
       naming the branch.
     conv_can_jump_thread: send the edge pred -> block straight to succ, a
       successor of block. The caller vouches that every thread coming
       from pred leaves block for succ (its value analysis, not conv's).
       A block of phis and a terminator is bypassed: in acyclic control
       flow threads reconverge maximally, so no thread set changes
       (CONV_LEGAL_REROUTED, R11; the spec's example_original ->
       example_jumpthreaded). A block with other instructions is copied
       for pred's threads (the copy branches to succ): R10 as above.
     conv_can_merge_blocks: append b to a, when a's only successor is b
       and b's only predecessor a (every edge of a leads to b; a ends in
       no invoke): they run on the same threads (CONV_LEGAL_CONTROL_
       EQUIVALENT, or NOT_CONVERGENT). R12: a loop intrinsic of b must
       stay first and may not become a heart. After a convergent
       operation of a, or when a heads a cycle, it is folded instead: b
       heads no cycle, so the intrinsic is no heart, every cycle around it
       holds its parent's definition (the static rules), and a thread runs
       it once per instance of its parent token, on the threads of that
       instance that reach it; its uses may read the parent
       (CONV_LEGAL_TOKEN_FOLDED; apply deletes it). In an irreducible
       cycle it is refused (CONV_LEGAL_TOKEN_INTRINSIC).
     conv_can_peel: copy the first `count` iterations (1 to 64) of
       `cycle` (of conv_legality_cycles) before it: its ways in lead to
       the first copy, each copy's back edges to the next, the last's to
       the loop. Always the same threads per iteration (R9;
       CONV_LEGAL_SAME_ITERATIONS, or NOT_CONVERGENT): a copied heart is
       a loop intrinsic outside any cycle, run once per instance of its
       parent token, as the first iteration's. Refused: an irreducible
       cycle (CONV_LEGAL_CYCLE), a cycle headed by the entry block, a
       count out of range (SHAPE), a token of the cycle read outside it
       (USER: it would need a token phi, R6), an always-uniform
       operation in it (EXECUTION_COUNT: its value belongs to its
       instance of the iteration, and the peeled copy is another one). A
       value of the cycle read after it is not refused: the edit gives
       it a phi of the copies' values where they meet.
     conv_can_unroll: unroll `cycle` by `factor` (2 to 64; FULL: the
       known trip count, 1 to 64). Every kind keeps each iteration in one
       static copy with the heart once, in the header (R6, R7: legal for
       every kind of convergent operation, CONV_LEGAL_SAME_ITERATIONS),
       except RUNTIME's remainder, which runs some iterations in another
       copy for some threads (R8: legal only when every convergent
       operation in the loop is controlled by an anchor of the loop body,
       or every exit of the loop is uniform at their widest scope: else
       CONV_LEGAL_DIVERGENT_BRANCH naming the exit or the cycle). Refused
       as for peeling, and: a loop intrinsic that is not its cycle's heart
       (TOKEN_INTRINSIC: the spec says such a loop cannot generally be
       unrolled), a token of the loop used after it (TOKEN_ESCAPES: R6's
       extended loop; the relaxation for exits taken at a known iteration
       is not done for other shapes). For FULL on a bottom-tested loop
       (one latch, the only block leaving the loop, a two-way branch back
       or out) every thread leaves from the last iteration, so a token or
       value of the loop read after it is not refused: the straight-line
       unrolled code (conv_apply_unroll_full) reads that iteration's.
     conv_can_unroll_known: unroll by `factor` a loop every thread runs
       exactly `trip_count` times (the caller knows it: a constant count,
       `--trip-count` in the CLI). A count every thread shares is uniform,
       so a remainder runs in the same static copy for all (R8's
       uniform-trip-count case): FULL's verdict when factor ==
       trip_count, else MULTIPLE's, remainder or not; a factor above the
       count is SHAPE; trip_count 0 is CONV_ERR_INVALID_ARGUMENT.
     conv_can_rotate: turn `cycle`'s header test into a guard before the
       loop and a test at its end (R17): the header's copy BLOCK.guard
       takes the ways in, the header stays in the loop after the body,
       and the header's successor in the loop becomes the new header.
       Every iteration runs on the same threads, the first one's header
       in the guard (CONV_LEGAL_SAME_ITERATIONS, or NOT_CONVERGENT).
       Refused: a header that is not a two-way branch with one edge out
       of the cycle and one to a block entered from it alone, or the
       entry block (SHAPE); an irreducible cycle (CYCLE); a heart in the
       header or a loop intrinsic in the new header (TOKEN_INTRINSIC: a
       heart cannot leave the header; LLVM 19 refuses any convergent
       operation there); a token of the header read outside it (USER: it
       would need a token phi); always-uniform operations (EXECUTION_COUNT,
       as for peeling). Values of the header read elsewhere are not
       refused: the edit adds the phis that merge its two copies.
     conv_can_separate_backedges: split a loop with several latches into
       nested loops (R16): a new outer header (the header's phis) takes
       the ways in and the last latch's back edges (in the header's
       predecessor order); the others stay, an inner loop. Legal when
       each group keeps choosing its latch together: every branch of the
       cycle between two of its blocks uniform at the widest scope of its
       convergent operations (CONV_LEGAL_UNIFORM; NOT_CONVERGENT without
       any; else DIVERGENT_BRANCH, seed 004's `continue` loop); refused
       with any token in the loop (TOKEN_REGION: the heart's use of its
       parent would lie in the outer cycle without being its heart), for
       fewer than two latches or a header that is the entry block (SHAPE),
       irreducible cycles (CYCLE) and always-uniform operations in it
       (EXECUTION_COUNT, as for peeling).
     conv_can_delete_loop: delete `cycle`, its one way in sent to its one
       exit (R24). The caller vouches that the loop terminates. Legal when
       nothing depends on it (CONV_LEGAL_UNUSED): no operation with
       effects in it (EXECUTION_COUNT), no token of it used after it
       (TOKEN_ESCAPES: a loop whose token is used after it is not dead,
       even without effects), no value of it read after it (USER; the
       exit's phis may read one value defined before the loop). Other
       shapes (several ways in or out, a way in that also leads to the
       exit): SHAPE.
     conv_can_change_exit: may a rewrite make threads leave `cycle` in
       other iterations than now (an exit condition folded or replaced,
       as IndVarSimplify and LFTR do; the caller vouches that the values
       the program computes stay the same)? R24: refused when a token of
       the loop is used after it (CONV_LEGAL_TOKEN_ESCAPES: the extended
       loop's uses run per exit iteration, so they would change; LLVM
       #156651) or a convergent operation or anchor is in it
       (EXECUTION_COUNT: it would run in other iterations, with other
       threads); irreducible cycles: CYCLE; else NOT_CONVERGENT. There is
       no apply: the rewrite is the caller's.
     conv_can_unswitch: decide the branch ending `branch` (a block of
       `cycle`, branching on a value defined before the loop) before the
       loop: its one way in (the only edge of a block the value is ready
       at) branches on the value to the loop (true) or a copy of it
       (false), where the branch goes its one way (R15). Legal when the
       condition is uniform at the widest scope of the loop's convergent
       operations (UNIFORM, or NOT_CONVERGENT: every group enters one
       copy); else DIVERGENT_BRANCH. Refused: a token of the loop read
       after it (TOKEN_ESCAPES; a value gets a phi), a condition not ready
       before the loop (OPERAND), other shapes (SHAPE), irreducible
       cycles (CYCLE).

   All three: the cycle structure must not change (a header or entry of a
   cycle is never copied, bypassed or a threading target: else
   CONV_LEGAL_CYCLE), entry and loop
   intrinsics are never copied (CONV_LEGAL_TOKEN_INTRINSIC), and a value
   or token defined in a copied or bypassed block may be read only there
   or by a phi on an edge from it (else CONV_LEGAL_USER naming the
   reader). Blocks of another shape: CONV_LEGAL_SHAPE (the entry block,
   an unreachable one, fewer than two predecessors to duplicate, no edge
   pred -> block -> succ, several edges pred -> block, or an edge pred ->
   succ already).

   Parameters
     legality  a built legality stage; a, b, block, pred, succ its blocks.
     out       receives the verdict.

   Return Value
     CONV_OK (*out set); CONV_ERR_INVALID_ARGUMENT (NULL, blocks of
     another function); CONV_ERR_OUT_OF_MEMORY. O(size of the block and
     its users) plus, for copies of convergent operations, the blocks
     between its immediate dominator and it.

   Thread Safety
     As the other queries: any number of threads may ask one stage.

   Ownership
     Nothing is allocated that outlives the call. */
CONVDEF conv_result conv_can_tail_duplicate(const conv_legality *legality, conv_block block, conv_verdict *out);
CONVDEF conv_result conv_can_jump_thread(const conv_legality *legality, conv_block pred, conv_block block,
                                         conv_block succ, conv_verdict *out);
CONVDEF conv_result conv_can_merge_blocks(const conv_legality *legality, conv_block a, conv_block b,
                                          conv_verdict *out);
CONVDEF conv_result conv_can_peel(const conv_legality *legality, conv_cycle cycle, uint32_t count,
                                  conv_verdict *out);
CONVDEF conv_result conv_can_unroll(const conv_legality *legality, conv_cycle cycle, uint32_t factor,
                                    conv_unroll_kind kind, conv_verdict *out);
CONVDEF conv_result conv_can_unroll_known(const conv_legality *legality, conv_cycle cycle, uint32_t factor,
                                          uint32_t trip_count, conv_verdict *out);
CONVDEF conv_result conv_can_rotate(const conv_legality *legality, conv_cycle cycle, conv_verdict *out);
CONVDEF conv_result conv_can_separate_backedges(const conv_legality *legality, conv_cycle cycle, conv_verdict *out);
CONVDEF conv_result conv_can_delete_loop(const conv_legality *legality, conv_cycle cycle, conv_verdict *out);
CONVDEF conv_result conv_can_change_exit(const conv_legality *legality, conv_cycle cycle, conv_verdict *out);
CONVDEF conv_result conv_can_unswitch(const conv_legality *legality, conv_cycle cycle, conv_block branch,
                                      conv_verdict *out);

/* conv_apply_tail_duplicate, conv_apply_jump_thread, conv_apply_merge_blocks, conv_apply_peel, conv_apply_unroll,
   conv_apply_unroll_full, conv_apply_unroll_runtime, conv_apply_rotate, conv_apply_separate_backedges, conv_apply_delete_loop,
   conv_apply_unswitch:
   the transformation of the query of the same name on a copy of f, as the
   stage I apply functions do. A copied block is named BLOCK.PRED (its
   values %NAME.PRED), a peeled one BLOCK.peelK, unique in the function; a
   block left without predecessors by a threading is dropped. Peeling
   and unrolling name their cycle by the header. conv_apply_unroll makes
   the form every kind starts from: `factor` copies of the body in the
   loop (BLOCK.unrollK), each with its exit tests, the heart once; it
   builds no remainder loop and folds no exit test (that needs the trip
   count), so it is the MULTIPLE form and is sound whatever the trip
   count. conv_apply_unroll_full is the FULL form for a bottom-tested
   loop (one latch, the only block leaving the loop, a two-way branch to
   the header or the exit): the caller vouches that every thread runs
   exactly `trip_count` iterations (1 to 64); the first trip_count - 1
   are copied before the loop (BLOCK.unrollK), each copy's latch jumping
   to the next, and the loop's own blocks, its latch now jumping to the
   exit, are the last iteration: straight-line code, what is read after
   the loop the last iteration's (R6's extended loop). Other shapes are
   refused (CONV_LEGAL_SHAPE in legal.apply).
   conv_apply_unroll_runtime is the RUNTIME form, with a remainder loop,
   for a counted loop: bottom-tested, entered by one edge, its exit test
   an LLVM `icmp` of an induction value (the header's phi of two entries,
   or its entry from the latch, the phi plus or minus a constant step)
   against a constant or a value from outside the loop, going on while the
   value is below the bound as it rises or above it as it falls, or while
   it is not the bound (LLVM's canonical test after -O2; other loops:
   legal.apply says which part differs). A guard H.unroll.guard (H's phis, then the test below) sends
   threads whose first `factor` iterations all run to the unrolled loop,
   the others to the remainder; the unrolled loop is `factor` copies of
   the body in a row (BLOCK.unrollK), the heart once, its last latch going
   around when the next `factor` iterations all run, else to
   L.unroll.check, whose branch is that iteration's own exit test, to the
   remainder or out; the remainder is a copy of the loop (BLOCK.rem),
   with its own heart and tests. "All run" is the exit test taken factor
   - 1 steps ahead (new `add` and `icmp` at the test's width, named
   %IV.ahead, %COND.ahead, %COND.nowrap or .wraps, %COND.enough or
   .short), and only when the value does not wrap on the way; for an
   equality test, the distance to the bound is more than factor - 1 steps
   (%IV.distance, %COND.enough). Else the remainder runs them, one by
   one: the result computes what the loop computes for every bound and
   start. The new operations have origins
   of their own, past f's; the concrete interpreter computes them
   (conv_interp_desc.concrete), which a proof of the edit needs. Rotating adds the guard
   BLOCK.guard. Where copies of a value meet and a reader needs it (the
   rotated loop's new header; an exit that a peeled, unrolled, rotated or
   unswitched loop's copies all reach), the edit adds a phi named
   %NAME.BLOCK of the copies' values, as an SSA updater does. Separating
   back edges adds the
   outer header BLOCK.outer; unswitching the loop's copy BLOCK.false.

   Parameters
     f          a finalized function.
     block, pred, succ, a, b  as for the query.
     name       the copy's name, unique in f's module.
     diags      receives legal.apply when the edit is refused; may be NULL.
     out        receives the copy; untouched on failure.

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT for bad arguments and for edits
     the query refuses at wave size 1 (the shape, the cycle structure,
     the static rules: the diagnostic legal.apply says why), whatever the
     wave size; CONV_ERR_NOT_FINALIZED; CONV_ERR_OUT_OF_MEMORY (the module
     is then unchanged).

   Thread Safety
     Needs exclusive access to f's module (it adds the copy).

   Ownership
     The module owns the copy, finalized; every instruction and its
     copies keep the original's origin (conv_value_origin). */
CONVDEF conv_result conv_apply_tail_duplicate(conv_function *f, conv_block block, const char *name, conv_diags *diags,
                                              conv_function **out);
CONVDEF conv_result conv_apply_jump_thread(conv_function *f, conv_block pred, conv_block block, conv_block succ,
                                           const char *name, conv_diags *diags, conv_function **out);
CONVDEF conv_result conv_apply_merge_blocks(conv_function *f, conv_block a, conv_block b, const char *name,
                                            conv_diags *diags, conv_function **out);
CONVDEF conv_result conv_apply_peel(conv_function *f, conv_block header, uint32_t count, const char *name,
                                    conv_diags *diags, conv_function **out);
CONVDEF conv_result conv_apply_unroll(conv_function *f, conv_block header, uint32_t factor, const char *name,
                                      conv_diags *diags, conv_function **out);
CONVDEF conv_result conv_apply_unroll_full(conv_function *f, conv_block header, uint32_t trip_count,
                                           const char *name, conv_diags *diags, conv_function **out);
CONVDEF conv_result conv_apply_unroll_runtime(conv_function *f, conv_block header, uint32_t factor, const char *name,
                                              conv_diags *diags, conv_function **out);
CONVDEF conv_result conv_apply_rotate(conv_function *f, conv_block header, const char *name, conv_diags *diags,
                                      conv_function **out);
CONVDEF conv_result conv_apply_separate_backedges(conv_function *f, conv_block header, const char *name,
                                                  conv_diags *diags, conv_function **out);
CONVDEF conv_result conv_apply_delete_loop(conv_function *f, conv_block header, const char *name, conv_diags *diags,
                                           conv_function **out);
CONVDEF conv_result conv_apply_unswitch(conv_function *f, conv_block header, conv_block branch, const char *name,
                                        conv_diags *diags, conv_function **out);

/* conv_opcode_is_speculatable, conv_legal_reason_str: whether a
   CONV_KIND_GENERIC opcode (LLVM's spelling) is a pure instruction
   (integer and float arithmetic except integer division and remainder,
   comparisons, casts, select, getelementptr, freeze, vector and aggregate
   element operations); the name of a reason ("CONV_LEGAL_UNIFORM").

   Parameters
     opcode   a NUL-terminated opcode, or NULL (false).
     reason   any value ("CONV_LEGAL_UNKNOWN" outside the enum).

   Return Value
     The answer; a static string, never NULL.

   Thread Safety
     Pure.

   Ownership
     The string is static: never free it. */
CONVDEF bool conv_opcode_is_speculatable(const char *opcode);
CONVDEF const char *conv_legal_reason_str(conv_legal_reason reason);

/* conv_verdict_write: one line (without newline) for a verdict: the
   reason's text, then what decides it, e.g. "illegal: a divergent branch
   decides which threads reach it (the branch ending if.then)". Declared
   here, with its object; implemented in the text stage, whose output
   helpers it uses.

   Parameters
     f            the function the verdict is about.
     verdict      a verdict of a query on f.
     write, user  receive the text.

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT for NULL arguments, ids not of f,
     a reason outside the enum, or when write returns false.

   Thread Safety
     Read-only.

   Ownership
     Nothing is kept. */
CONVDEF conv_result conv_verdict_write(const conv_function *f, const conv_verdict *verdict, conv_write_fn write,
                                       void *user);

/* conv_equivalence_check: runs f and g (a copy of f made by
   conv_function_clone / conv_apply_*) under the interpreter with the same
   threads, waves, seed and anchor policy, and compares them as the
   legality stage promises, thread by thread:
     - operations with effects (stores, calls not known speculatable,
       returns): the same sequence, each with the same operand values and
       result, an identical operation standing for a merged one;
     - operations that stay where they were, and terminators: the same
       sequence, values and decisions;
     - every operand read, from a convergent operation: an instance with
       the same threads; every convergent operation compared: the same
       threads (for a collective of a quad, which the hashed interpreter
       computes per quad: the same threads in the thread's quad);
     - moved or removed speculatable operations are not compared
       themselves: only what their users read counts.
   A barrier instance that the whole wave executes in g and not in f is
   allowed; a run of f in which a barrier executes diverged (undefined)
   proves nothing and counts as equivalent. SUPERSET_SAFE operations
   compute per thread in the interpreter, so the check takes that
   property as given. Operations governed by an anchor (through hearts
   too) are compared, threads and results, under CONV_ANCHOR_MAXIMAL when
   the edit leaves the anchor in place; under CONV_ANCHOR_SPLIT, or when
   the edit moves the anchor, any group of the threads that reach it
   together is allowed, so their threads and results are not compared
   (and a thread's comparison ends where it reads one). A thread that does not finish
   within max_steps in either run can be missing from instances: values
   that depend on such instances are not compared, and a thread's
   comparison ends at the first operation that reads one. The check sees
   one wave at a time: scopes wider than a wave are not tested beyond it.

   Parameters
     f, g          the original and the transformed function, finalized;
                   g's instructions map to f's by conv_value_origin.
     interp        the run settings (threads, wave_size, seed, anchors,
                   max_steps, allocator), NULL for defaults; value_fn must
                   be NULL and cycles is ignored (each program uses its own
                   hierarchy).
     diags         receives one diagnostic, legal.counterexample, for the
                   first difference: the thread, the operation, and the
                   two thread sets; legal.invalid-copy when g breaks a
                   static rule of tokens; may be NULL.
     equivalent    receives the answer.

   Return Value
     CONV_OK when the runs were compared; CONV_ERR_INVALID_ARGUMENT (f
     breaks a static rule, bad desc); CONV_ERR_NOT_FINALIZED;
     CONV_ERR_OUT_OF_MEMORY. Time and memory O(threads x values + steps).

   Thread Safety
     Read-only on f and g.

   Ownership
     Nothing is kept. */
CONVDEF conv_result conv_equivalence_check(const conv_function *f, const conv_function *g,
                                           const conv_interp_desc *interp, conv_diags *diags, bool *equivalent);

/* -- inference: implicit convergence made explicit (R20) -- */

/* What conv_infer_tokens did with a function, or why it refused. One list
   generates the enum and conv_infer_reason_str(). */
#define CONV_INFER_REASON_LIST(X)                                                                          \
    X(CONV_INFER_DONE, "tokens inserted")                                                                   \
    X(CONV_INFER_NOTHING, "no uncontrolled convergent operation: nothing to infer")                         \
    X(CONV_INFER_HAS_TOKENS, "already controlled by tokens: left as it is")                                 \
    X(CONV_INFER_DECLARATION, "a declaration: no body")                                                     \
    X(CONV_INFER_IRREDUCIBLE, "refused: an irreducible cycle (its convergence depends on the hierarchy)")   \
    X(CONV_INFER_MIXED, "refused: token intrinsics or controlled operations beside uncontrolled ones")      \
    X(CONV_INFER_NOT_CONVERGENT, "refused: uncontrolled convergent operations in a function not convergent") \
    X(CONV_INFER_ENTRY_IN_CYCLE, "refused: the entry block is in a cycle (entry would run per iteration)")

typedef enum conv_infer_reason {
#define CONV__INFER_ENUM(name, text) name,
    CONV_INFER_REASON_LIST(CONV__INFER_ENUM)
#undef CONV__INFER_ENUM
    CONV_INFER_REASON_COUNT
} conv_infer_reason;

/* Options of conv_infer_tokens. Zero means defaults. */
typedef struct conv_infer_desc {
    /* A function that is not convergent but has uncontrolled convergent
       operations (a kernel, or code built without -fconvergent-functions)
       cannot hold `entry` (token.entry-not-convergent-function). Default:
       refused (CONV_INFER_NOT_CONVERGENT). Set: the result is marked
       convergent when no function of the module calls it directly (a
       kernel): nothing then constrains differently, so it stays a
       correct translation. A function the module calls is still refused:
       in LLVM IR its direct calls would become convergent operations of
       their callers, which would need tokens too. */
    bool make_convergent;
    /* Default: a heart only in the loops that contain an uncontrolled
       convergent operation (in themselves or a nested loop): an unused
       heart would only be deleted again (R24) and blocks unrolling with a
       remainder (R7). Set: a heart in every loop header, as the spec's
       procedure writes it; the convergence of every operation is the same
       either way. */
    bool every_loop;
} conv_infer_desc;

/* What conv_infer_tokens found. */
typedef struct conv_infer_report {
    conv_infer_reason reason;
    conv_block block;      /* IRREDUCIBLE: the cycle's header; ENTRY_IN_CYCLE:
                              the entry block; otherwise invalid */
    conv_value value;      /* MIXED: the first token intrinsic or controlled
                              operation; NOT_CONVERGENT: the first uncontrolled
                              convergent operation; otherwise invalid (values
                              of the function inferred, not of the result) */
    uint32_t entries;      /* entry intrinsics inserted (0 or 1) */
    uint32_t hearts;       /* loop intrinsics inserted */
    uint32_t controlled;   /* operations that received a token */
} conv_infer_report;

/* conv_infer_tokens: the spec's procedure for turning implicit convergence
   into tokens (R20), on a copy of f: `entry` at the start of the entry
   block (after its phis), a `loop` heart at the start of each loop header
   whose token is the parent loop's heart (or `entry` for an outermost
   loop), and every uncontrolled convergent operation (a call or invoke
   marked convergent without a token) controlled by the heart of its
   innermost loop, or by `entry` outside loops. On a reducible function
   this keeps every operation's threads exactly: a heart groups the threads
   of one iteration as maximal convergence does, and operations after a
   divergent loop exit read the parent token, so they reconverge as
   before. The uniformity of values and branches does not change either.

   Parameters
     f        a finalized function.
     desc     NULL or zeroed for defaults (see conv_infer_desc).
     name     the copy's name, unique in f's module.
     diags    receives one diagnostic when f is refused (warning, code
              infer.irreducible, infer.mixed, infer.not-convergent or
              infer.entry-in-cycle, located at the deciding block or
              instruction); may be NULL.
     report   receives what was done and why; may be NULL.
     out      receives the copy when report->reason is CONV_INFER_DONE;
              untouched otherwise (f is then to be used as it is, or was
              refused).

   Return Value
     CONV_OK whether or not tokens were inserted (the report says which);
     CONV_ERR_INVALID_ARGUMENT (NULL f, name or out);
     CONV_ERR_NOT_FINALIZED; CONV_ERR_DUPLICATE (name taken);
     CONV_ERR_OUT_OF_MEMORY (the module is then unchanged).

   Thread Safety
     Needs exclusive access to f's module (it adds the copy).

   Ownership
     The module owns the copy, finalized. Every copied value keeps its
     origin (conv_value_origin). The inserted intrinsics, named
     %conv.entry and %conv.loop.HEADER (with a number when taken), come
     from no value of f: their origins are ids past every origin of f
     (not values of f), so that the interpreter and
     conv_equivalence_check never take them for copies. Nothing else is
     kept.

   Remarks
     Refused: irreducible cycles (the spec first makes them reducible,
     which conv does not do; anchors would depend on the hierarchy
     chosen), a function that already mixes tokens with uncontrolled
     operations, an entry block inside a cycle, and, unless
     desc->make_convergent, a function that is not convergent. A function
     with tokens and no uncontrolled operation is left as it is
     (CONV_INFER_HAS_TOKENS), and so is one with no convergent operation
     (CONV_INFER_NOTHING: no `entry` is inserted where nothing would use
     it, which also keeps R21 free to drop `convergent`). The result passes
     conv_verify. Time O(blocks + instructions) plus the cycle hierarchy. */
CONVDEF conv_result conv_infer_tokens(conv_function *f, const conv_infer_desc *desc, const char *name,
                                      conv_diags *diags, conv_infer_report *report, conv_function **out);

/* conv_module_infer_tokens: conv_infer_tokens on every function of a
   module, into a new module: the same target, functions, names and
   order, each definition with its tokens inferred or, where nothing is to
   be done or the function is refused, copied as it is.

   Parameters
     module   a module whose definitions are finalized.
     desc     NULL or zeroed for defaults (see conv_infer_desc).
     diags    receives one warning per refused function (as
              conv_infer_tokens); may be NULL.
     refused  receives the number of functions refused; may be NULL.
     out      receives the new module; untouched on failure.

   Return Value
     CONV_OK (also when functions were refused); CONV_ERR_INVALID_ARGUMENT
     (NULL module or out); CONV_ERR_NOT_FINALIZED (a
     definition is not finalized); CONV_ERR_OUT_OF_MEMORY.

   Thread Safety
     Read-only on module (the copies are made in the new one).

   Ownership
     The caller owns the new module (conv_module_destroy); it uses
     module's allocator (BORROWED as by module). Values of the new
     module's functions have the origins conv_infer_tokens gives. */
CONVDEF conv_result conv_module_infer_tokens(const conv_module *module, const conv_infer_desc *desc,
                                             conv_diags *diags, uint32_t *refused, conv_module **out);


/* -- the module's call graph, and who needs to be convergent (R21) -- */

typedef struct conv_callgraph conv_callgraph;

/* Options of conv_callgraph_build. Zero means defaults. */
typedef struct conv_callgraph_desc {
    conv_allocator allocator;     /* default: the module's allocator */
} conv_callgraph_desc;

/* Why a function needs to be convergent, or why not (R21). */
typedef enum conv_need_reason {
    CONV_NEED_NONE = 0,        /* no entry and no uncontrolled convergent
                                  operation: `convergent` may go (anchors
                                  only, as the spec's @reserveSpaceInBuffer,
                                  qualify) */
    CONV_NEED_DECLARATION,     /* no body: as declared */
    CONV_NEED_ENTRY,           /* calls convergence.entry */
    CONV_NEED_OPERATION,       /* an uncontrolled convergent operation whose
                                  callee is not a function of the module (an
                                  intrinsic, an external callee), or whose
                                  call site is convergent while its declared
                                  callee is not */
    CONV_NEED_UNKNOWN_CALLEE,  /* an uncontrolled convergent indirect call */
    CONV_NEED_CALLEE,          /* an uncontrolled convergent call of a
                                  function of the module that needs it */
    CONV_NEED_REASON_COUNT
} conv_need_reason;

/* One function's answer. */
typedef struct conv_need {
    bool convergent;           /* marked CONV_FUNCTION_CONVERGENT */
    bool needed;               /* must be (a declaration: as marked) */
    conv_need_reason reason;
    conv_value value;          /* ENTRY, OPERATION, UNKNOWN_CALLEE, CALLEE:
                                  the deciding instruction of the function */
    uint32_t callee;           /* CALLEE: the callee's function index */
} conv_need;

/* conv_callgraph_build, conv_callgraph_free: the call graph of a module
   (direct calls: a callee `@name` that is a function of the module; any
   other callee that is not an intrinsic, as a `%pointer`, is an unknown
   callee), its strongly connected components, and per function whether it
   needs to be convergent and why: a definition needs it when it calls
   `entry` or has an uncontrolled convergent operation, a convergent call
   of a function of the module counting only when that callee needs it,
   the functions of one component resolved together (the least fixed
   point; a recursion that needs nothing else needs nothing).

   Parameters
     module  a module whose definitions are finalized.
     desc    NULL or zeroed for defaults.
     out     receives the graph; untouched on failure.
     graph   the graph to free; NULL is a no-op.

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT (NULL module or out, a partial
     allocator); CONV_ERR_NOT_FINALIZED; CONV_ERR_OUT_OF_MEMORY.

   Thread Safety
     Read-only on module; a built graph is immutable.

   Ownership
     The caller owns the graph. It refers to functions by index in the
     module (conv_module_function) and keeps no pointer to the module.

   Remarks
     conv's IR has no linkage: every definition is taken as exact. A
     definition that another may replace at link time (LLVM's weak,
     linkonce) must be given to conv as a declaration, or its answer is
     not to be used (R21). Time O(functions + instructions). */
CONVDEF conv_result conv_callgraph_build(const conv_module *module, const conv_callgraph_desc *desc,
                                         conv_callgraph **out);
CONVDEF void conv_callgraph_free(conv_callgraph *graph);

/* Reading a call graph: the number of functions (the module's), a
   function's distinct direct callees (an owned list of function indices,
   in the order of their first call), whether it has an unknown callee,
   the number of strongly connected components and a function's component
   (components numbered callees first: a callee's component is never
   higher than its caller's), and the need answer.

   Parameters
     graph     a graph, or NULL.
     function  a function index of the module.
     count     receives the list's length; may be NULL.
     out       receives the answer.

   Return Value
     The property. On NULL or an index out of range: 0, NULL (count 0),
     false; conv_callgraph_scc returns the component count, and
     conv_callgraph_need false with out untouched (true otherwise).

   Thread Safety
     Read-only: any number of threads at once.

   Ownership
     The graph owns the lists. */
CONVDEF uint32_t conv_callgraph_function_count(const conv_callgraph *graph);
CONVDEF const uint32_t *conv_callgraph_callees(const conv_callgraph *graph, uint32_t function, uint32_t *count);
CONVDEF bool conv_callgraph_calls_unknown(const conv_callgraph *graph, uint32_t function);
CONVDEF uint32_t conv_callgraph_scc_count(const conv_callgraph *graph);
CONVDEF uint32_t conv_callgraph_scc(const conv_callgraph *graph, uint32_t function);
CONVDEF bool conv_callgraph_need(const conv_callgraph *graph, uint32_t function, conv_need *out);

/* conv_infer_reason_str, conv_need_reason_str: the name of a reason
   ("CONV_INFER_IRREDUCIBLE", "CONV_NEED_ENTRY").

   Parameters
     reason  any value ("CONV_INFER_UNKNOWN", "CONV_NEED_UNKNOWN" outside
             the enum).

   Return Value
     A static string, never NULL.

   Thread Safety
     Pure.

   Ownership
     The string is static: never free it. */
CONVDEF const char *conv_infer_reason_str(conv_infer_reason reason);
CONVDEF const char *conv_need_reason_str(conv_need_reason reason);

/* conv_infer_convergent: drops `convergent` where R21 allows, into a new
   module: every definition that is convergent but needs not be
   (conv_callgraph_need) loses the flag, and every call of such a function
   loses CONV_FLAG_CONVERGENT and its token (a bundle on a call that is not
   convergent is what LLVM 19's verifier rejects). Everything else is
   copied as it is.

   Parameters
     module   a module whose definitions are finalized.
     diags    receives one note per function that lost `convergent`
              (infer.noconvergent); may be NULL.
     dropped  receives the number of such functions; may be NULL.
     out      receives the new module; untouched on failure.

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT (NULL module or out);
     CONV_ERR_NOT_FINALIZED; CONV_ERR_OUT_OF_MEMORY.

   Thread Safety
     Read-only on module.

   Ownership
     The caller owns the new module; it uses module's allocator (BORROWED
     as by module). Values keep their origins (conv_value_origin).

   Remarks
     Token intrinsics whose uses are gone stay (R24 allows deleting
     them; conv leaves that to the caller). See conv_callgraph_build for
     exactness. */
CONVDEF conv_result conv_infer_convergent(const conv_module *module, conv_diags *diags, uint32_t *dropped,
                                          conv_module **out);

/* -- inlining and outlining (R18, R19) -- */

/* Options of the inlining functions. Zero means defaults. */
typedef struct conv_inline_desc {
    /* R18 (b) infers the caller's tokens; a caller that is not convergent
       (a kernel) cannot hold `entry`. Default: refused
       (CONV_LEGAL_NOT_INFERRED, as conv_infer_tokens refuses it). Set:
       the result is marked convergent when no function of the module
       calls the caller (conv_infer_desc.make_convergent). */
    bool make_convergent;
    /* The callee's copies keep the callee's origins (conv_value_origin)
       instead of taking origins past the caller's. For a callee that
       conv_apply_outline made of the caller's original: its values' origins
       are that original's, so inlining the call back gives a function
       conv_equivalence_check compares with the original, value by value.
       Default: past the caller's (the two never collide). */
    bool keep_callee_origins;
} conv_inline_desc;

/* conv_can_inline: may the call `call` of `caller` be replaced by the
   body of its callee (a function of caller's module, named by the call's
   `@callee`), and how (R18). The result must keep every convergent
   operation's threads and the static rules of tokens:

     CONV_LEGAL_INLINE_ENTRY (a): the call carries a token T and the
       callee's `entry` is used: every use of entry reads T.
     CONV_LEGAL_INLINE_CALLER_INFERRED (b): the callee's tokens would mix
       with the caller's uncontrolled convergent operations, or its entry
       needs the token of a call that has none: the caller's tokens are
       inferred first (conv_infer_tokens: the call gets its innermost
       heart or the caller's entry), then (a).
     CONV_LEGAL_INLINE_CALLEE_INFERRED (c): the callee is uncontrolled and
       the caller controlled: the callee's tokens are inferred with T as
       its entry (its operations outside loops read T, its outermost
       hearts are on T).
     CONV_LEGAL_INLINE_ANCHOR: as (a) or (c), but the call is not
       convergent and has no token: the threads that enter the callee
       together are any group, which an anchor in the callee's entry's
       place says.
     CONV_LEGAL_INLINE_PLAIN (d): nothing to replace (neither side has
       tokens, or the callee has no used entry and nothing would mix: an
       anchors-only callee keeps its anchors, and the call's token, if
       any, simply loses this use).
   Refused: CONV_LEGAL_NO_BODY (the callee is a declaration, an intrinsic,
   a call through a pointer or inline assembly); CONV_LEGAL_SHAPE (an
   invoke; the call's arguments do not match the callee's parameters; the
   callee's entry block has predecessors; the call's result is used and
   the callee returns without a value); CONV_LEGAL_BROKEN_INPUT (the caller
   or the callee fails conv_verify); CONV_LEGAL_NOT_INFERRED (an inference
   the case needs is refused: an irreducible cycle around a convergent
   operation, a caller that is not convergent without
   desc->make_convergent; the deciding block or operation is the
   inference's, conv_infer_report).

   Parameters
     caller  a finalized function; its module holds the callee, finalized.
     call    a call of caller (CONV_KIND_CALL or INVOKE).
     desc    NULL or zeroed for defaults (see conv_inline_desc).
     out     receives the verdict. Legal: blocking VALUE with the call's
             token (ENTRY, CALLEE_INFERRED) or the call (ANCHOR), else
             NONE. Refused: the deciding block or value.
     where   receives the function the verdict's block or value belong
             to (the caller, or the callee for a refusal decided there);
             may be NULL.

   Return Value
     CONV_OK (*out set); CONV_ERR_INVALID_ARGUMENT (NULL arguments, call
     not a call or invoke of caller); CONV_ERR_NOT_FINALIZED (the caller,
     or the callee found); CONV_ERR_OUT_OF_MEMORY. O(size of caller and
     callee), plus their cycle hierarchies when an inference is needed.

   Thread Safety
     Read-only on the module.

   Ownership
     Nothing is kept. */
CONVDEF conv_result conv_can_inline(const conv_function *caller, conv_value call, const conv_inline_desc *desc,
                                    conv_verdict *out, const conv_function **where);

/* conv_apply_inline, conv_module_inline: the inlining conv_can_inline
   allows, performed: on a copy of the caller named `name`, added to its
   module (conv_apply_inline, so that both can be run and compared), or in
   a new module, a copy of the caller's module with the caller replaced by
   the result under its own name, every other function copied as it is
   (conv_module_inline, what `conv inline` prints). The call's block is
   split at the call: the instructions before it stay, ending in a branch
   to the callee's entry block; the callee's blocks follow as new blocks
   named BLOCK.i (values %NAME.i; numbered, then, when taken), each return
   a branch to the new block CALLEE.exit, which holds a phi of the
   returned values named as the call (when the call has a result: one
   incoming value per return), then the instructions after the call and
   the block's terminator; the successors' phis read CALLEE.exit for the
   split block. The arguments read the call's operands; the entry
   intrinsic is gone (its uses read the call's token) or, for
   CONV_LEGAL_INLINE_ANCHOR, an anchor. A callee that never returns (no
   return reachable from its entry) leaves CALLEE.exit unreachable: it
   ends in `unreachable` (its edges and the successors' phis' entries of
   it gone), the phi of the returns has no incoming value, and the
   caller's blocks only it reached are emptied to `unreachable` (their
   edges and the phis' entries of them gone), as is a block unreachable
   before that read one of their values: no dead edge enters a live block
   (LLVM 19 takes such an edge for an entry of a cycle, and rejects the
   cycle's heart). The caller's blocks keep their ids;
   the callee's and CALLEE.exit come after them.

   Parameters
     caller, call, desc  as conv_can_inline.
     name               conv_apply_inline: the copy's name, unique in the
                        module.
     diags              receives legal.apply when the inlining is refused
                        (the verdict's text); may be NULL.
     out                receives the copy or the new module; untouched on
                        failure.

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT for bad arguments and for an
     inlining conv_can_inline refuses (legal.apply says why);
     CONV_ERR_DUPLICATE (name taken); CONV_ERR_NOT_FINALIZED;
     CONV_ERR_OUT_OF_MEMORY (the module is then unchanged).

   Thread Safety
     conv_apply_inline needs exclusive access to the caller's module (it
     adds the copy); conv_module_inline is read-only on it.

   Ownership
     The copy belongs to the module, finalized; the new module to the
     caller (conv_module_destroy), with the module's allocator, target
     and flags. Origins (conv_value_origin): the caller's instructions
     keep theirs (the phi of the returns takes the call's); the callee's
     copies have origins past every origin of the caller, so the
     interpreter and conv_equivalence_check never take them for the
     caller's; a token intrinsic inferred by R18 (b) or (c) has an origin
     of its own, as conv_infer_tokens gives. The result passes
     conv_verify. */
CONVDEF conv_result conv_apply_inline(conv_function *caller, conv_value call, const conv_inline_desc *desc,
                                      const char *name, conv_diags *diags, conv_function **out);
CONVDEF conv_result conv_module_inline(const conv_function *caller, conv_value call, const conv_inline_desc *desc,
                                       conv_diags *diags, conv_module **out);

/* conv_can_outline: may the blocks `blocks` of f become a function of
   their own, called where they were (R19)? The region must be
   single-entry: its first block, which must not be f's entry block and
   may have no predecessor in the region, dominates the others and is the
   only one with predecessors outside; every edge leaving the region goes
   to one block (the exit; none: the region never leaves); it holds no
   return. Values defined outside and used inside become arguments (in
   value order), constants are copied; at most one value of the region is
   read outside it (an operand after the region, or the exit's phis on
   the region's edges), which the new function returns. Tokens never
   become arguments:

     CONV_LEGAL_OUTLINE_ENTRY: the region uses one token defined outside
       (T): the new function is convergent, gets `entry` at the start of
       its entry block, its uses of T read entry, and the call carries T
       as its token.
     CONV_LEGAL_OUTLINE_CONVERGENT: the region has uncontrolled convergent
       operations: the new function is convergent and the call an
       uncontrolled convergent call, so they keep their threads.
     CONV_LEGAL_NOT_CONVERGENT: no convergent operation, or only
       operations controlled by tokens the region defines (anchors, R21):
       neither the function nor the call is convergent.
   Refused: CONV_LEGAL_TOKEN_DEFINED_INSIDE (a token defined in the region
   is used outside it: its uses would need it across the call);
   CONV_LEGAL_TWO_TOKENS; CONV_LEGAL_SHAPE (not single-entry, exits to
   two blocks, a block that returns, f's entry block, a block entered
   from outside or the entry from inside, two values read outside; the
   deciding block or value); CONV_LEGAL_TOKEN_REGION (the result would
   break a static rule: the query builds both functions and verifies
   them); CONV_LEGAL_BROKEN_INPUT (f fails conv_verify).

   Parameters
     f       a finalized function.
     blocks  the region: count distinct blocks of f, the entry first.
     out     receives the verdict (legal: blocking VALUE with T for
             OUTLINE_ENTRY, else NONE).

   Return Value
     CONV_OK (*out set); CONV_ERR_INVALID_ARGUMENT (NULL arguments,
     count 0, blocks not of f or repeated); CONV_ERR_NOT_FINALIZED;
     CONV_ERR_OUT_OF_MEMORY.

   Thread Safety
     Read-only.

   Ownership
     Nothing is kept. */
CONVDEF conv_result conv_can_outline(const conv_function *f, const conv_block *blocks, uint32_t count,
                                     conv_verdict *out);

/* conv_apply_outline, conv_module_outline: the outlining conv_can_outline
   allows, performed. The region's blocks go to a new function
   `outlined_name` (its entry block first, then the others in f's order,
   names and values kept; arguments named as the values they receive, in
   value order, flagged divergent; then, when the region has an exit, a
   block `exit` that returns the value read after it, through a phi of
   the exit's values on the region's edges when they differ), with
   `%conv.entry` first for OUTLINE_ENTRY; the entry block's phis stay in
   f, in a block under the region entry's name that calls the new
   function (`call @outlined_name(live-ins...)`, named as the value read
   after the region, with the token T and the convergence the verdict
   says; `noconvergent` in a module convergent by default when it is not;
   a divergence source when the region holds one or the module has a
   target, as the LLVM reader reads a call; named `PHI.out` when it stands
   for the values of the exit's phi PHI on several edges)
   and branches to the exit (or ends in `unreachable` when the region never
   leaves); the exit's phis read the call's result, or their common value,
   on that one edge; the region's other blocks are gone (the blocks after
   them are renumbered, names kept). conv_apply_outline adds both
   functions to f's module (the copy of f as `name`); conv_module_outline
   makes a new module, a copy of f's with f replaced by the copy under its
   own name and the new function added last.

   Parameters
     f, blocks, count  as conv_can_outline.
     name              conv_apply_outline: the copy's name.
     outlined_name     the new function's name; unique in the module.
     diags             receives legal.apply when refused; may be NULL.
     out, outlined     receive the copy (conv_apply_outline) or the new
                       module, and, for conv_apply_outline, the new
                       function (may be NULL); untouched on failure.

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT (bad arguments, an outlining
     conv_can_outline refuses: legal.apply says why); CONV_ERR_DUPLICATE
     (a name taken); CONV_ERR_NOT_FINALIZED; CONV_ERR_OUT_OF_MEMORY (the
     module is then unchanged).

   Thread Safety
     conv_apply_outline needs exclusive access to f's module;
     conv_module_outline is read-only on it.

   Ownership
     The functions belong to their module, finalized, and pass
     conv_verify. Origins: the copy's instructions and the new function's
     keep the originals' (the call takes the origin of the value it
     returns, which it stands for), so that inlining the call back gives a
     function conv_equivalence_check can compare with f; new intrinsics
     and branches have origins of their own. */
CONVDEF conv_result conv_apply_outline(conv_function *f, const conv_block *blocks, uint32_t count, const char *name,
                                       const char *outlined_name, conv_diags *diags, conv_function **out,
                                       conv_function **outlined);
CONVDEF conv_result conv_module_outline(const conv_function *f, const conv_block *blocks, uint32_t count,
                                        const char *outlined_name, conv_diags *diags, conv_module **out);

/* ---------------------------------------------------------------- text --- */

typedef enum conv_format {
    CONV_FORMAT_DEFAULT = 0,     /* SPIR-V when the input starts with its magic
                                    number; else by file extension: ".ll" LLVM,
                                    ".spv" and ".spvasm" SPIR-V, else native */
    CONV_FORMAT_NATIVE,          /* the .conv text format (docs/text-format.md) */
    CONV_FORMAT_LLVM,            /* LLVM IR text */
    CONV_FORMAT_SPIRV            /* SPIR-V (docs/spirv.md): a binary module when
                                    it starts with the magic number 0x07230203
                                    (either byte order), else assembly text as
                                    spirv-dis prints it */
} conv_format;

/* Convergence tokens of the SPIR-V reader (docs/spirv.md). */
typedef enum conv_spirv_tokens {
    CONV_SPIRV_TOKENS_DEFAULT = 0, /* structured */
    CONV_SPIRV_TOKENS_STRUCTURED,  /* from the structured control flow: an entry
                                      token per function, a heart in each
                                      OpLoopMerge header chained to the loop
                                      around it, each convergent operation
                                      controlled by its innermost loop
                                      construct's heart, else by entry */
    CONV_SPIRV_TOKENS_NONE         /* the CFG alone: no tokens, convergent
                                      operations uncontrolled */
} conv_spirv_tokens;

/* Target tables for the LLVM reader: which calls are divergence sources or
   always uniform, and which arguments are uniform. */
typedef enum conv_target_kind {
    CONV_TARGET_DEFAULT = 0,     /* from the module's target triple */
    CONV_TARGET_NONE,            /* no built-in rules */
    CONV_TARGET_AMDGCN,
    CONV_TARGET_NVPTX,
    CONV_TARGET_R600,            /* r600 triples: the r600 intrinsics (tidig.* are sources) */
    CONV_TARGET_SPIRV            /* spirv* and spir* triples: OpenCL work-item functions, llvm.spv.*,
                                    SPIR-V builtin variables; every other call is a source */
} conv_target_kind;

/* One caller rule, checked before the built-in table. `callee` is an exact
   name with '@' ("@my.tid"), or a prefix ending in '*' ("@my.lane.*").
   `flags` are CONV_FLAG_* bits given to matching calls (e.g.
   DIVERGENCE_SOURCE, ALWAYS_UNIFORM, UNIFORM_COLLECTIVE, CONVERGENT). A rule
   with flags 0 marks matching calls as having no target flags at all. */
typedef struct conv_target_rule {
    const char *callee;           /* Read while building. */
    uint32_t flags;
} conv_target_rule;

/* A memory-scope name of a target and the scope it means: LLVM's
   `syncscope("agent")` on an atomic or fence, as conv_parse_desc's and
   conv_target's scope_names give it. */
typedef struct conv_target_scope_name {
    const char *name;             /* without quotes: "agent-one-as" */
    conv_scope scope;
} conv_target_scope_name;

typedef struct conv_parse_desc {
    conv_allocator allocator;    /* for the module; default malloc */
    const char *filename;        /* for diagnostics and format detection.
                                    Read while building (diagnostics copy
                                    it; the module does not keep it). */
    conv_format format;          /* default: by extension of filename */
    conv_target_kind target;     /* LLVM reader: default from the triple */
    const conv_target_rule *rules; /* Read while building. */
    uint32_t rules_count;
    bool no_finalize;            /* leave functions unfinalized */
    conv_spirv_tokens spirv_tokens; /* SPIR-V reader: default structured */
    /* LLVM reader: memory-scope names checked before the built-in ones
       (conv_target_parse_desc). Read while building. */
    const conv_target_scope_name *scope_names;
    uint32_t scope_names_count;
    /* The module is CONV_MODULE_CONVERGENT_BY_DEFAULT (seed 001): every
       call convergent unless `noconvergent` (a call-site word or
       attribute group, or a callee declared or defined `noconvergent`),
       every function convergent unless `noconvergent`. The native
       format's line `module convergent-by-default` sets it too. */
    bool convergent_by_default;
} conv_parse_desc;

/* A target description (docs/uniformity.md, "Targets"): what the readers
   and the uniformity analysis need to know of a machine. The reader's part
   is the built-in tables (kind), the caller's rules on top of them (which
   calls are divergence sources, uniform at a scope, collectives, thread
   ids: CONV_FLAG_* words) and memory-scope names; the analysis's part is
   the waves and workgroups. Zero-initialized it says nothing: tables from
   the module's triple, waves of 64, workgroups unknown, no rules, the
   built-in scope names. Built-in descriptions: conv_target_builtin; user
   descriptions: fill one, or write the text form (conv_target_parse). */
typedef struct conv_target {
    const char *name;              /* for messages; may be NULL */
    conv_target_kind kind;         /* the LLVM reader's built-in tables */
    uint32_t wave_size;            /* threads per wave; 0: 64 */
    uint32_t wave_size_max;        /* above wave_size: one of the powers of two
                                      up to it, unknown which */
    uint32_t workgroup_size[3];    /* a fixed workgroup shape; 0: unknown */
    uint32_t max_workgroup_size;   /* the most threads per workgroup; 0: unknown */
    bool linear_waves;             /* waves are runs of consecutive linear
                                      ids (conv_uniformity_desc) */
    const conv_target_rule *rules; /* before the built-in tables */
    uint32_t rules_count;
    const conv_target_scope_name *scope_names;
    uint32_t scope_names_count;
} conv_target;

/* conv_target_builtin: a built-in target description by name.

     "amdgcn"         amdgcn tables, waves of 32 or 64 (unknown which: a
                      function's +wavefrontsize32/64 decides where it says),
                      at most 1024 threads per workgroup, linear waves;
     "amdgcn-wave32", "amdgcn-wave64"  the same with one wave size;
     "r600"           r600 tables, waves of 64, linear;
     "nvptx"          nvptx tables, warps of 32, at most 1024 threads,
                      linear;
     "spirv"          SPIR-V tables (LLVM's spirv triples; the SPIR-V
                      reader's own rules), subgroups of 1 to 128 threads,
                      mapped to local ids as the implementation likes;
     "cpu"            no tables (calls are not sources), waves of one
                      thread;
     "none"           no tables, waves of 64.

   Parameters
     name  one of the above.
     out   receives the description (its pointers are NULL).

   Return Value
     true; false (out untouched) for an unknown or NULL name or NULL out.

   Thread Safety
     Pure.

   Ownership
     Nothing is allocated. */
CONVDEF bool conv_target_builtin(const char *name, conv_target *out);

/* conv_target_parse, conv_target_free: a target description from its text
   form (docs/text-format.md, "Target descriptions"); freeing one (NULL is
   a no-op). One setting a line, `#` to the end of a line a comment:

     base amdgcn            start from a built-in (conv_target_builtin)
     wave 32 | wave 32..64  the wave size, or a range of powers of two
     workgroup 64 [2 [1]]   a fixed workgroup shape
     max-workgroup 256      the most threads per workgroup
     linear-waves yes|no
     rule @callee WORDS     a call's flags, in the words of the native
                            format: divergent, uniform, collective,
                            convergent, uniform.workgroup, scope.wave,
                            id.x, id.lane, ... ('*' ends a prefix); none
                            for no flags
     scope NAME SCOPE       a memory-scope name: scope agent device

   Parameters
     text, size  the text (need not be NUL-terminated).
     filename    for diagnostics; may be NULL.
     allocator   NULL or zeroed for malloc.
     diags       receives one located diagnostic per problem (codes
                 target.*); may be NULL.
     out         receives the description; untouched on failure.
     target      one conv_target_parse made.

   Return Value
     CONV_OK; CONV_ERR_PARSE (diagnostics say where); CONV_ERR_INVALID_ARGUMENT
     (NULL text with size, NULL out, a partial allocator);
     CONV_ERR_OUT_OF_MEMORY.

   Thread Safety
     Reentrant.

   Ownership
     The caller owns the description and frees it with conv_target_free
     (never otherwise): its strings and arrays live in it. */
CONVDEF conv_result conv_target_parse(const char *text, size_t size, const char *filename,
                                      const conv_allocator *allocator, conv_diags *diags, conv_target **out);
CONVDEF void conv_target_free(conv_target *target);

/* conv_target_parse_desc, conv_target_uniformity_desc: a target's part of
   a reader's or an analysis's request: the tables, rules and scope names;
   the wave sizes, workgroup and wave layout. Only those fields are set
   (the others are left as they are).

   Parameters
     target  a description, or NULL (nothing is set).
     desc    the request to fill.

   Return Value
     None.

   Thread Safety
     Pure.

   Ownership
     desc points into target (rules, scope names): target must outlive the
     call that reads desc. */
CONVDEF void conv_target_parse_desc(const conv_target *target, conv_parse_desc *desc);
CONVDEF void conv_target_uniformity_desc(const conv_target *target, conv_uniformity_desc *desc);

/* conv_parse: reads a module from text.

   Parameters
     text, size  the input; it need not be NUL-terminated and may contain
                 any bytes (in a text format a NUL byte is reported as an
                 invalid character).
     desc        options, NULL or zeroed for defaults: format by the magic
                 number of SPIR-V, else by the file extension (".ll" is LLVM
                 IR, ".spv" and ".spvasm" SPIR-V, anything else the native
                 format), target tables from the module's triple, SPIR-V
                 tokens from the structure, malloc.
     diags       receives one located diagnostic per problem
                 ("file:line:col", a stable code such as "parse.expected",
                 a message naming what was expected; a binary SPIR-V
                 module has no lines: its messages start "byte offset N:").
                 May be NULL.
     out         receives the module; untouched on failure.

   Return Value
     CONV_OK; CONV_ERR_PARSE for syntax errors and undefined or duplicate
     names; CONV_ERR_INVALID_GRAPH when a function's graph is malformed
     (a block without terminator, a phi whose incoming blocks are not the
     predecessors); CONV_ERR_LIMIT past CONV_MAX_BLOCKS / CONV_MAX_VALUES
     or 4 GiB of names; CONV_ERR_OUT_OF_MEMORY; CONV_ERR_INVALID_ARGUMENT.
     Reading continues after an error so that one call reports as many
     problems as it can; a module is returned only when there were none.
     LLVM IR without a target triple, read with target
     CONV_TARGET_DEFAULT, gets the warning parse.no-target (at 1:1; the
     parse succeeds): it is read with target none, no table's divergence
     sources. Text without any function is a valid, empty module.
     SPIR-V: CONV_ERR_PARSE also for a malformed binary (codes
     "spirv.*": word counts, ids, operands checked against the input's
     bounds), an opcode conv does not know inside a block, and
     structured tokens that would break a static rule (spirv.token-rule,
     with the verifier's diagnostics); CONV_ERR_INVALID_ARGUMENT for an
     unknown spirv_tokens.

   Thread Safety
     Reentrant: different calls may run at once.

   Ownership
     The caller owns the module (conv_module_destroy). text, desc, its
     filename and rules are only read during the call: the module copies
     every name it keeps.

   Remarks
     Every function with a body is finalized unless desc->no_finalize.
     The formats are documented in docs/text-format.md, including which
     LLVM IR the reader understands and the amdgcn, r600, nvptx and
     SPIR-V target tables (amdgcn's generated from LLVM's own lists by
     tools/gen_target_tables.py) that mark divergence sources,
     collectives and uniform arguments. On every GPU target a call to a
     function the tables do not know is a divergence source, as in LLVM;
     conv_parse_desc.rules say otherwise for the caller's own functions.
     SPIR-V is read as docs/spirv.md describes: functions, blocks and
     branches, integer and boolean operations as generic instructions
     named by their opcode ("OpIAdd"), scalar constants as constants,
     group, barrier, derivative and implicit-LOD operations as convergent
     calls ("@OpGroupNonUniformBallot") with their scope and properties,
     loads of thread-varying builtins as divergence sources; the merge
     declarations are kept (conv_block_merge).

   See Also
     conv_module_print, conv_diags_format, conv_block_merge */
CONVDEF conv_result conv_parse(const char *text, size_t size, const conv_parse_desc *desc, conv_diags *diags,
                               conv_module **out);

/* conv_block_merge: the structured-control-flow declaration of a block of
   a function read from SPIR-V: the merge block of its OpLoopMerge or
   OpSelectionMerge, and for a loop its continue target.

   Parameters
     f                 a function (finalized or not), or NULL.
     b                 a block of f.
     continue_target   receives the continue target (invalid for a
                       selection, or when b declares no merge); may be
                       NULL.

   Return Value
     The merge block; invalid when b declares none (every block of a
     function not read from SPIR-V), or on invalid input.

   Thread Safety
     Read-only: concurrent readers are safe while nobody changes f.

   Ownership
     Ids are values: nothing is owned. conv_function_clone keeps the
     declarations (blocks keep their ids). */
CONVDEF conv_block conv_block_merge(const conv_function *f, conv_block b, conv_block *continue_target);

/* conv_module_print, conv_function_print: the module, or one function of
   it, in the native format; parsing the output gives the same module, and
   printing that gives the same text.

   Parameters
     module, f    what to print (finalized or not).
     write, user  receive the text, in pieces.

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT for a NULL argument or when write
     returns false (the text is then cut short); CONV_ERR_OUT_OF_MEMORY.

   Thread Safety
     Read-only: any number of threads may print one module at once.

   Ownership
     Nothing is kept; each piece passed to write is valid only during
     that call of write. */
CONVDEF conv_result conv_module_print(const conv_module *module, conv_write_fn write, void *user);
CONVDEF conv_result conv_function_print(const conv_function *f, conv_write_fn write, void *user);

/* conv_write_llvm_edits: the LLVM IR text a module was parsed from, with
   only the edits that turn it into `edited`, written out: every byte not
   touched by an edit is the input's. The edits are those of
   conv_module_infer_tokens: a token intrinsic inserted before an
   instruction (`%conv.entry = call token
   @llvm.experimental.convergence.entry()`, `... .loop() [
   "convergencectrl"(token %t) ]`, indented as the instruction it
   precedes), a "convergencectrl" bundle added to a call that had none
   (after its function attributes, before its metadata; into an existing
   bundle list), `convergent` added to a definition (before the `{` of its
   `define` line). The intrinsics are not declared: LLVM's reader declares
   intrinsics it meets. With `edited` == `original` the output is the
   text. The edits of conv_module_inline too: a function with more blocks
   than its original is read as the inlining of one call (the one
   instruction it lacks), whose logical line becomes `br label %ENTRY.i`,
   the callee's blocks (their text from the callee's definition, every
   local name as the inlined function names it, parameters as the call's
   arguments, returns as `br label %CALLEE.exit`, `!dbg` as the call's,
   with the inference's edits of R18 b and c) and `CALLEE.exit:` with the
   phi of the returned values; the successors' phis read `%CALLEE.exit` for
   the split block. For a callee that never returns the exit's terminator
   becomes `unreachable` and the call's value `freeze TYPE poison`, a
   block emptied keeps its label before `unreachable`, a phi's entries of
   the blocks gone are removed (a phi left without one: `freeze TYPE
   poison`). A call whose types are not its callee's (a call through a
   cast) and a callee that resumes an exception are refused. The edit of
   conv_module_outline too: `edited` with one function more, the last,
   called by one function's copy where its region was: in that function
   the region's blocks but its entry are cut out (label to terminator),
   the entry keeps its label and phis and the rest of it becomes `[%X =]
   call TYPE @NEW(TYPE %a, ...)` (`convergent` for a convergent verdict,
   `[ "convergencectrl"(token %T) ]` for OUTLINE_ENTRY) and `br label
   %EXIT` or `unreachable`; the exit's phis read the entry once where they
   read the region's blocks. The new function's `define TYPE @NEW(TYPE %a,
   ...) [convergent] {` is appended at the end of the text (the module's
   last function, as conv_module_outline adds it): its parameters named
   as the values they receive, each type (and the return type, that of
   the value read after the region, or void) read from the text defining
   the value (a parameter's, or an instruction's result by its opcode);
   the region's blocks, their instructions' text as it is (constants
   inline, metadata kept) but for a use of the token from outside, which
   reads `%conv.entry` (first in the entry block), and a branch to the
   exit, which goes to the block `exit` with its phi and `ret`; a number
   LLVM would read out of order there (`4:` after a parameter `%5`) is
   written quoted (`"4":`), which conv reads as the same name, and so is
   the call's number in the caller, with its uses, when the region's
   blocks lie apart in the text; a debug record (`#dbg_value`) of the
   caller that reads a value of the region other than the call's reads
   `poison`. Refused: a value whose type conv does not
   read from its definition (`extractvalue`, a GEP with vector indices), a
   block of the region without a label, a module convergent by default
   whose call would need
   `noconvergent`, a function added that is not conv_module_outline's
   result for one region (both printed in the native format differ).

   Parameters
     text, size  the text conv_parse read `original` from (LLVM IR).
     original    the module parsed from it, with its source positions.
     edited      a module whose functions are, in order and by name,
                 original's with the edits above (their values' origins
                 naming original's values, as conv_module_infer_tokens
                 and conv_module_inline make them; for an outlining, one
                 function more), or original itself.
     diags       receives write.unsupported-edit for any other difference;
                 may be NULL.
     write, user receive the text.

   Return Value
     CONV_OK; CONV_ERR_INVALID_ARGUMENT (NULL arguments, an edit it cannot
     write: nothing is written then; or write returned false);
     CONV_ERR_LIMIT; CONV_ERR_OUT_OF_MEMORY.

   Thread Safety
     Read-only on both modules.

   Ownership
     Nothing is kept. */
CONVDEF conv_result conv_write_llvm_edits(const char *text, size_t size, const conv_module *original,
                                          const conv_module *edited, conv_diags *diags, conv_write_fn write,
                                          void *user);

#ifdef __cplusplus
}
#endif
#endif /* CONV_H_INCLUDED */
