/* conv_cdef.h - the declarations cffi binds (bindings/python/build_conv.py).

   A copy of the public API of conv.h in the dialect cffi's cdef() reads:
   no macros, no static inline functions, integer constants written as
   "#define NAME ..." so that the compiler supplies their values. The
   extension is built in API mode, so the C compiler checks every
   declaration here against conv.h: a stale line fails the build instead of
   crashing at run time. The convpy_* functions at the end are the
   extension's own helpers (build_conv.py). */

#define CONV_VERSION_MAJOR ...
#define CONV_VERSION_MINOR ...

/* base */
typedef enum conv_result {
    CONV_OK, CONV_ERR_OUT_OF_MEMORY, CONV_ERR_INVALID_ARGUMENT, CONV_ERR_INVALID_GRAPH,
    CONV_ERR_PARSE, CONV_ERR_NOT_FINALIZED, CONV_ERR_FINALIZED, CONV_ERR_LIMIT,
    CONV_ERR_NOT_FOUND, CONV_ERR_DUPLICATE, CONV_RESULT_COUNT
} conv_result;
const char *conv_result_str(conv_result result);

typedef struct conv_allocator {
    void *(*alloc)(size_t size, void *user);
    void *(*realloc)(void *ptr, size_t old_size, size_t new_size, void *user);
    void (*free)(void *ptr, size_t size, void *user);
    void *user;
} conv_allocator;

typedef enum conv_severity {
    CONV_SEVERITY_ERROR, CONV_SEVERITY_WARNING, CONV_SEVERITY_NOTE
} conv_severity;

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
conv_result conv_diags_create(const conv_allocator *allocator, conv_diags **out);
void conv_diags_destroy(conv_diags *diags);
void conv_diags_clear(conv_diags *diags);
uint32_t conv_diags_count(const conv_diags *diags);
uint32_t conv_diags_error_count(const conv_diags *diags);
const conv_diag *conv_diags_get(const conv_diags *diags, uint32_t index);
conv_result conv_diags_add(conv_diags *diags, const conv_diag *diag);
size_t conv_diags_format(const conv_diags *diags, uint32_t index, char *buf, size_t size);

/* graph IR */
typedef struct conv_module conv_module;
typedef struct conv_function conv_function;
typedef struct conv_block { uint32_t id; } conv_block;
typedef struct conv_value { uint32_t id; } conv_value;
typedef struct conv_edge { uint32_t id; } conv_edge;

typedef enum conv_kind {
    CONV_KIND_GENERIC, CONV_KIND_PHI, CONV_KIND_CALL, CONV_KIND_ENTRY, CONV_KIND_LOOP,
    CONV_KIND_ANCHOR, CONV_KIND_BRANCH, CONV_KIND_SWITCH, CONV_KIND_RETURN,
    CONV_KIND_UNREACHABLE, CONV_KIND_INVOKE, CONV_KIND_ARGUMENT, CONV_KIND_CONSTANT,
    CONV_KIND_COUNT
} conv_kind;

#define CONV_FLAG_CONVERGENT ...
#define CONV_FLAG_NOCONVERGENT ...
#define CONV_FLAG_SPECULATABLE ...
#define CONV_FLAG_DIVERGENCE_SOURCE ...
#define CONV_FLAG_ALWAYS_UNIFORM ...
#define CONV_FLAG_UNIFORM_COLLECTIVE ...
#define CONV_FLAG_HAS_RESULT ...
#define CONV_FLAG_TOKEN ...
#define CONV_FLAG_SUPERSET_SAFE ...
#define CONV_FLAG_BARRIER ...
#define CONV_FLAG_SCOPE_MASK ...
#define CONV_FLAG_SCOPE_SHIFT ...
#define CONV_FLAG_UNIFORM_SCOPE_MASK ...
#define CONV_FLAG_UNIFORM_SCOPE_SHIFT ...
#define CONV_FLAG_THREAD_ID_MASK ...
#define CONV_FLAG_THREAD_ID_SHIFT ...
#define CONV_FLAG_ALL ...
#define CONV_FUNCTION_CONVERGENT ...
#define CONV_FUNCTION_KERNEL ...
#define CONV_FUNCTION_DECLARATION ...
#define CONV_FUNCTION_NOCONVERGENT ...
#define CONV_FUNCTION_FLAGS_ALL ...
#define CONV_MODULE_CONVERGENT_BY_DEFAULT ...
#define CONV_MODULE_FLAGS_ALL ...

typedef struct conv_module_desc {
    conv_allocator allocator;
    const char *target;
    uint32_t flags;
} conv_module_desc;

typedef struct conv_function_desc {
    const char *name;
    uint32_t flags;
    uint32_t line, col;
    uint32_t workgroup_size[3];
    uint32_t max_workgroup_size;
    uint32_t wave_size;
} conv_function_desc;

typedef struct conv_inst_desc {
    conv_kind kind;
    const char *name;
    const char *opcode;
    const conv_value *operands;
    uint32_t operands_count;
    const conv_block *incoming;
    const conv_block *successors;
    uint32_t successors_count;
    const int64_t *case_values;
    conv_value token;
    uint32_t flags;
    uint32_t line, col;
} conv_inst_desc;

conv_result conv_module_create(const conv_module_desc *desc, conv_module **out);
void conv_module_destroy(conv_module *module);
const char *conv_module_target(const conv_module *module);
uint32_t conv_module_flags(const conv_module *module);
uint32_t conv_module_function_count(const conv_module *module);
conv_function *conv_module_function(const conv_module *module, uint32_t index);
conv_function *conv_module_find_function(const conv_module *module, const char *name);
conv_result conv_module_add_function(conv_module *module, const conv_function_desc *desc, conv_function **out);
conv_result conv_function_add_argument(conv_function *f, const char *name, uint32_t flags, conv_value *out);
conv_result conv_function_add_constant(conv_function *f, int64_t immediate, const char *name, conv_value *out);
conv_result conv_function_add_block(conv_function *f, const char *name, conv_block *out);
conv_result conv_function_add_inst(conv_function *f, conv_block block, const conv_inst_desc *desc, conv_value *out);
conv_result conv_function_set_operands(conv_function *f, conv_value inst, const conv_value *operands,
                                       const conv_block *incoming, uint32_t count);
conv_result conv_function_set_token(conv_function *f, conv_value inst, conv_value token);
conv_result conv_function_finalize(conv_function *f, conv_diags *diags);
conv_result conv_module_finalize(conv_module *module, conv_diags *diags);

bool conv_function_is_finalized(const conv_function *f);
uint32_t conv_function_workgroup_size(const conv_function *f, uint32_t dim);
uint32_t conv_function_max_workgroup_size(const conv_function *f);
uint32_t conv_function_wave_size(const conv_function *f);
const char *conv_function_name(const conv_function *f);
uint32_t conv_function_flags(const conv_function *f);
conv_module *conv_function_module(const conv_function *f);
uint32_t conv_function_block_count(const conv_function *f);
uint32_t conv_function_value_count(const conv_function *f);
uint32_t conv_function_edge_count(const conv_function *f);
uint32_t conv_function_argument_count(const conv_function *f);
conv_value conv_function_argument(const conv_function *f, uint32_t index);
conv_block conv_function_block(const conv_function *f, uint32_t index);
conv_block conv_function_entry(const conv_function *f);
conv_block conv_function_find_block(const conv_function *f, const char *name);
conv_value conv_function_find_value(const conv_function *f, const char *name);

const char *conv_block_name(const conv_function *f, conv_block b);
const conv_block *conv_block_successors(const conv_function *f, conv_block b, uint32_t *count);
const conv_block *conv_block_predecessors(const conv_function *f, conv_block b, uint32_t *count);
conv_edge conv_block_edge(const conv_function *f, conv_block b, uint32_t successor_index);
conv_block conv_edge_source(const conv_function *f, conv_edge e);
conv_block conv_edge_target(const conv_function *f, conv_edge e);
const conv_value *conv_block_insts(const conv_function *f, conv_block b, uint32_t *count);
conv_value conv_block_terminator(const conv_function *f, conv_block b);
const conv_block *conv_function_rpo(const conv_function *f, uint32_t *count);
bool conv_block_is_reachable(const conv_function *f, conv_block b);
conv_block conv_block_merge(const conv_function *f, conv_block b, conv_block *continue_target);

conv_kind conv_value_kind(const conv_function *f, conv_value v);
const char *conv_kind_str(conv_kind kind);
const char *conv_value_name(const conv_function *f, conv_value v);
const char *conv_value_opcode(const conv_function *f, conv_value v);
uint32_t conv_value_flags(const conv_function *f, conv_value v);
conv_block conv_value_block(const conv_function *f, conv_value v);
const conv_value *conv_value_operands(const conv_function *f, conv_value v, uint32_t *count);
const conv_block *conv_value_incoming(const conv_function *f, conv_value v, uint32_t *count);
conv_value conv_value_token(const conv_function *f, conv_value v);
int64_t conv_value_immediate(const conv_function *f, conv_value v);
const int64_t *conv_value_case_values(const conv_function *f, conv_value v, uint32_t *count);
const conv_block *conv_value_successors(const conv_function *f, conv_value v, uint32_t *count);
void conv_value_location(const conv_function *f, conv_value v, uint32_t *line, uint32_t *col);
bool conv_kind_is_terminator(conv_kind kind);
typedef enum conv_scope {
    CONV_SCOPE_DEFAULT, CONV_SCOPE_THREAD, CONV_SCOPE_QUAD, CONV_SCOPE_WAVE, CONV_SCOPE_WORKGROUP,
    CONV_SCOPE_DEVICE, CONV_SCOPE_SYSTEM
} conv_scope;
typedef enum conv_thread_id {
    CONV_ID_NONE, CONV_ID_LOCAL_X, CONV_ID_LOCAL_Y, CONV_ID_LOCAL_Z, CONV_ID_LOCAL_INDEX, CONV_ID_LANE,
    CONV_ID_GROUP_X, CONV_ID_GROUP_Y, CONV_ID_GROUP_Z, CONV_ID_COUNT
} conv_thread_id;
conv_scope conv_value_scope(const conv_function *f, conv_value v);
const char *conv_scope_name(conv_scope scope);
conv_result conv_function_clone(conv_function *f, const char *name, conv_function **out);
conv_value conv_value_origin(const conv_function *f, conv_value v);

/* dominance */
typedef struct conv_domtree conv_domtree;
typedef struct conv_domtree_desc {
    conv_allocator allocator;
    bool post;
} conv_domtree_desc;
conv_result conv_domtree_build(const conv_function *f, const conv_domtree_desc *desc, conv_domtree **out);
void conv_domtree_free(conv_domtree *tree);
bool conv_domtree_is_post(const conv_domtree *tree);
uint32_t conv_domtree_block_count(const conv_domtree *tree);
bool conv_domtree_contains(const conv_domtree *tree, conv_block b);
conv_block conv_domtree_idom(const conv_domtree *tree, conv_block b);
bool conv_domtree_dominates(const conv_domtree *tree, conv_block a, conv_block b);
bool conv_domtree_strictly_dominates(const conv_domtree *tree, conv_block a, conv_block b);
conv_block conv_domtree_nearest_common(const conv_domtree *tree, conv_block a, conv_block b);
uint32_t conv_domtree_depth(const conv_domtree *tree, conv_block b);
const conv_block *conv_domtree_children(const conv_domtree *tree, conv_block b, uint32_t *count);
const conv_block *conv_domtree_roots(const conv_domtree *tree, uint32_t *count);

/* cycles */
typedef struct conv_cycles conv_cycles;
typedef struct conv_cycle { uint32_t id; } conv_cycle;
typedef struct conv_cycles_desc {
    conv_allocator allocator;
    bool llvm19_unreachable_entries;
} conv_cycles_desc;
conv_result conv_cycles_build(const conv_function *f, const conv_cycles_desc *desc, conv_cycles **out);
void conv_cycles_free(conv_cycles *cycles);
uint32_t conv_cycles_count(const conv_cycles *cycles);
conv_cycle conv_cycles_get(const conv_cycles *cycles, uint32_t index);
const conv_cycle *conv_cycles_top_level(const conv_cycles *cycles, uint32_t *count);
conv_cycle conv_cycles_innermost(const conv_cycles *cycles, conv_block b);
conv_block conv_cycle_header(const conv_cycles *cycles, conv_cycle c);
const conv_block *conv_cycle_entries(const conv_cycles *cycles, conv_cycle c, uint32_t *count);
const conv_block *conv_cycle_blocks(const conv_cycles *cycles, conv_cycle c, uint32_t *count);
const conv_block *conv_cycle_exits(const conv_cycles *cycles, conv_cycle c, uint32_t *count);
const conv_block *conv_cycle_exiting(const conv_cycles *cycles, conv_cycle c, uint32_t *count);
conv_cycle conv_cycle_parent(const conv_cycles *cycles, conv_cycle c);
const conv_cycle *conv_cycle_children(const conv_cycles *cycles, conv_cycle c, uint32_t *count);
uint32_t conv_cycle_depth(const conv_cycles *cycles, conv_cycle c);
bool conv_cycle_is_reducible(const conv_cycles *cycles, conv_cycle c);
bool conv_cycle_contains(const conv_cycles *cycles, conv_cycle c, conv_block b);
bool conv_cycle_contains_cycle(const conv_cycles *cycles, conv_cycle outer, conv_cycle inner);

/* tokens */
typedef struct conv_verify_desc {
    conv_allocator allocator;
    bool allow_token_on_nonconvergent;
} conv_verify_desc;
conv_value conv_cycle_heart(const conv_function *f, const conv_cycles *cycles, conv_cycle c);
uint32_t conv_token_uses(const conv_function *f, conv_value token, conv_value *out, uint32_t capacity);
conv_result conv_token_region_contains(const conv_function *f, const conv_domtree *dt, conv_value token,
                                       conv_value inst, bool *contains);
conv_result conv_verify(const conv_function *f, const conv_verify_desc *desc, conv_diags *diags, bool *valid);

/* uniformity */
typedef struct conv_uniformity conv_uniformity;
typedef enum conv_argument_mode {
    CONV_ARGUMENTS_AS_FLAGGED, CONV_ARGUMENTS_UNIFORM, CONV_ARGUMENTS_DIVERGENT
} conv_argument_mode;
typedef struct conv_uniformity_desc {
    conv_allocator allocator;
    uint32_t wave_size;
    conv_argument_mode arguments;
    const conv_value *extra_sources;
    uint32_t extra_sources_count;
    const conv_value *extra_uniform;
    uint32_t extra_uniform_count;
    const conv_cycles *cycles;
    const conv_domtree *domtree;
    uint32_t wave_size_max;
    uint32_t workgroup_size[3];
    uint32_t max_workgroup_size;
    bool linear_waves;
} conv_uniformity_desc;
typedef enum conv_reason_kind {
    CONV_REASON_NONE, CONV_REASON_SOURCE, CONV_REASON_OPERAND, CONV_REASON_JOIN, CONV_REASON_TEMPORAL,
    CONV_REASON_CYCLE,
    CONV_REASON_ANCHOR
} conv_reason_kind;
typedef struct conv_reason {
    conv_reason_kind kind;
    conv_value value;
    conv_block block;
    conv_cycle cycle;
} conv_reason;
conv_result conv_uniformity_build(const conv_function *f, const conv_uniformity_desc *desc, conv_uniformity **out);
void conv_uniformity_free(conv_uniformity *u);
bool conv_uniformity_value_divergent(const conv_uniformity *u, conv_value v);
bool conv_uniformity_branch_divergent(const conv_uniformity *u, conv_block b);
bool conv_uniformity_cycle_divergent_exit(const conv_uniformity *u, conv_cycle c);
bool conv_uniformity_exit_divergent(const conv_uniformity *u, conv_cycle c, conv_block exit);
bool conv_uniformity_cycle_assumed_divergent(const conv_uniformity *u, conv_cycle c);
conv_reason conv_uniformity_value_reason(const conv_uniformity *u, conv_value v);
conv_reason conv_uniformity_branch_reason(const conv_uniformity *u, conv_block b);
const conv_cycles *conv_uniformity_cycles(const conv_uniformity *u);
conv_scope conv_uniformity_value_scope(const conv_uniformity *u, conv_value v);
conv_scope conv_uniformity_branch_scope(const conv_uniformity *u, conv_block b);
conv_scope conv_uniformity_cycle_exit_scope(const conv_uniformity *u, conv_cycle c);
conv_scope conv_uniformity_exit_scope(const conv_uniformity *u, conv_cycle c, conv_block exit);

/* lint */
typedef enum conv_lint_code {
    CONV_LINT_BARRIER, CONV_LINT_QUAD, CONV_LINT_COLLECTIVE, CONV_LINT_CODE_COUNT
} conv_lint_code;
typedef enum conv_lint_cause {
    CONV_LINT_CAUSE_BRANCH, CONV_LINT_CAUSE_CYCLE, CONV_LINT_CAUSE_ANCHOR
} conv_lint_cause;
#define CONV_LINT_CHECK_BARRIER ...
#define CONV_LINT_CHECK_QUAD ...
#define CONV_LINT_CHECK_COLLECTIVE ...
#define CONV_LINT_CHECK_UNSCOPED ...
#define CONV_LINT_CHECK_ALL ...
typedef struct conv_lint conv_lint;
typedef struct conv_lint_desc {
    conv_allocator allocator;
    uint32_t checks;
    const conv_domtree *postdomtree;
} conv_lint_desc;
typedef struct conv_lint_finding {
    conv_lint_code code;
    conv_value inst;
    conv_scope scope;
    conv_lint_cause cause;
    conv_block block;
    conv_cycle cycle;
    conv_value value;
    conv_scope uniform_scope;
    uint32_t line, col;
} conv_lint_finding;
conv_result conv_lint_build(const conv_function *f, const conv_uniformity *u, const conv_lint_desc *desc,
                            conv_lint **out);
void conv_lint_free(conv_lint *lint);
uint32_t conv_lint_count(const conv_lint *lint);
bool conv_lint_get(const conv_lint *lint, uint32_t index, conv_lint_finding *out);
const char *conv_lint_code_str(conv_lint_code code);

/* semantics */
typedef struct conv_interp conv_interp;
typedef enum conv_anchor_mode {
    CONV_ANCHOR_MAXIMAL, CONV_ANCHOR_SPLIT
} conv_anchor_mode;
typedef bool (*conv_interp_value_fn)(void *user, const conv_function *f, conv_value v, uint32_t thread,
                                     uint32_t occurrence, int64_t *value);
typedef struct conv_interp_buffer {
    uint32_t binding;
    void *data;
    size_t size;
    const char *name;
} conv_interp_buffer;
typedef struct conv_interp_desc {
    conv_allocator allocator;
    uint32_t threads;
    uint32_t wave_size;
    uint64_t seed;
    uint32_t max_steps;
    conv_anchor_mode anchors;
    bool allow_token_on_nonconvergent;
    bool record_void;
    conv_interp_value_fn value_fn;
    void *user;
    const conv_cycles *cycles;
    bool concrete;
    uint32_t workgroup_size;
    conv_interp_buffer *buffers;
    uint32_t buffers_count;
    uint32_t workgroup_shape[3];
} conv_interp_desc;
typedef enum conv_instance_kind {
    CONV_INSTANCE_VALUE, CONV_INSTANCE_CONVERGENT, CONV_INSTANCE_BRANCH
} conv_instance_kind;
typedef struct conv_interp_instance {
    conv_value inst;
    conv_block block;
    conv_instance_kind kind;
    uint32_t wave;
    uint32_t thread_count;
    const uint32_t *threads;
    const int64_t *values;
} conv_interp_instance;
conv_result conv_interp_run(const conv_function *f, const conv_interp_desc *desc, conv_diags *diags,
                            conv_interp **out);
void conv_interp_free(conv_interp *run);
bool conv_interp_finished(const conv_interp *run);
uint32_t conv_interp_thread_count(const conv_interp *run);
uint32_t conv_interp_wave_size(const conv_interp *run);
bool conv_interp_thread_finished(const conv_interp *run, uint32_t thread);
uint64_t conv_interp_hashed_count(const conv_interp *run);
uint32_t conv_interp_instance_count(const conv_interp *run);
bool conv_interp_get(const conv_interp *run, uint32_t index, conv_interp_instance *out);
conv_result conv_interp_check_scope(const conv_interp *run, const conv_function *f, const conv_uniformity *u,
                                    conv_scope scope, conv_diags *diags, uint32_t *violations);
conv_result conv_interp_check(const conv_interp *run, const conv_function *f, const bool *value_uniform,
                              const bool *branch_uniform, const bool *exit_uniform, conv_diags *diags,
                              uint32_t *violations);
conv_result conv_interp_check_uniformity(const conv_interp *run, const conv_function *f, const conv_uniformity *u,
                                         conv_diags *diags, uint32_t *violations);

/* legality */
typedef struct conv_legality conv_legality;
typedef bool (*conv_may_reorder_fn)(void *user, const conv_function *f, conv_value moving, conv_value crossed);
typedef struct conv_legality_desc {
    conv_allocator allocator;
    uint32_t wave_size;
    conv_argument_mode arguments;
    const conv_domtree *domtree;
    const conv_cycles *cycles;
    const conv_uniformity *uniformity;
    conv_may_reorder_fn may_reorder;
    void *user;
} conv_legality_desc;
typedef enum conv_legal_reason {
    CONV_LEGAL_SAME_PLACE, CONV_LEGAL_NOT_CONVERGENT, CONV_LEGAL_CONTROL_EQUIVALENT, CONV_LEGAL_UNIFORM,
    CONV_LEGAL_SUPERSET_SAFE, CONV_LEGAL_BARRIER_HOIST, CONV_LEGAL_ANCHOR, CONV_LEGAL_BECOMES_DIVERGENT,
    CONV_LEGAL_SAME_INSTANCE, CONV_LEGAL_LOOP_INVARIANT, CONV_LEGAL_UNUSED, CONV_LEGAL_REROUTED, CONV_LEGAL_SAME_ITERATIONS, CONV_LEGAL_TOKEN_FOLDED,
    CONV_LEGAL_INLINE_PLAIN, CONV_LEGAL_INLINE_ENTRY, CONV_LEGAL_INLINE_CALLER_INFERRED, CONV_LEGAL_INLINE_CALLEE_INFERRED,
    CONV_LEGAL_INLINE_ANCHOR, CONV_LEGAL_OUTLINE_ENTRY, CONV_LEGAL_OUTLINE_CONVERGENT,
    CONV_LEGAL_DIVERGENT_BRANCH, CONV_LEGAL_CYCLE, CONV_LEGAL_TOKEN_DOMINANCE,
    CONV_LEGAL_TOKEN_INTRINSIC, CONV_LEGAL_TOKEN_REGION, CONV_LEGAL_OPERAND, CONV_LEGAL_USER, CONV_LEGAL_EXECUTION_COUNT,
    CONV_LEGAL_REORDER, CONV_LEGAL_BARRIER_SINK, CONV_LEGAL_NOT_SUPERSET_SAFE, CONV_LEGAL_NOT_IDENTICAL,
    CONV_LEGAL_BOTH_EXECUTE, CONV_LEGAL_DIRECTION, CONV_LEGAL_NOT_MOVABLE, CONV_LEGAL_SHAPE, CONV_LEGAL_TOKEN_ESCAPES,
    CONV_LEGAL_NO_BODY, CONV_LEGAL_NOT_INFERRED, CONV_LEGAL_BROKEN_INPUT, CONV_LEGAL_TOKEN_DEFINED_INSIDE,
    CONV_LEGAL_TWO_TOKENS,
    CONV_LEGAL_REASON_COUNT
} conv_legal_reason;
typedef enum conv_blocking_kind {
    CONV_BLOCKING_NONE, CONV_BLOCKING_BRANCH, CONV_BLOCKING_VALUE, CONV_BLOCKING_CYCLE, CONV_BLOCKING_BLOCK
} conv_blocking_kind;
typedef struct conv_verdict {
    bool legal;
    conv_legal_reason reason;
    conv_blocking_kind blocking;
    conv_block block;
    conv_value value;
    conv_cycle cycle;
} conv_verdict;
conv_result conv_legality_build(const conv_function *f, const conv_legality_desc *desc, conv_legality **out);
void conv_legality_free(conv_legality *legality);
const conv_function *conv_legality_function(const conv_legality *legality);
const conv_cycles *conv_legality_cycles(const conv_legality *legality);
conv_result conv_can_hoist(const conv_legality *legality, conv_value inst, conv_block to, conv_verdict *out);
conv_result conv_can_sink(const conv_legality *legality, conv_value inst, conv_block to, conv_verdict *out);
conv_result conv_can_speculate(const conv_legality *legality, conv_value inst, conv_block to, conv_verdict *out);
conv_result conv_can_merge(const conv_legality *legality, conv_value a, conv_value b, conv_block to,
                           conv_verdict *out);
conv_result conv_can_cse(const conv_legality *legality, conv_value a, conv_value b, conv_verdict *out);
conv_result conv_apply_hoist(conv_function *f, conv_value inst, conv_block to, const char *name, conv_diags *diags,
                             conv_function **out);
conv_result conv_apply_sink(conv_function *f, conv_value inst, conv_block to, const char *name, conv_diags *diags,
                            conv_function **out);
conv_result conv_apply_merge(conv_function *f, conv_value a, conv_value b, conv_block to, const char *name,
                             conv_diags *diags, conv_function **out);
conv_result conv_apply_cse(conv_function *f, conv_value a, conv_value b, const char *name, conv_diags *diags,
                           conv_function **out);
conv_result conv_can_tail_duplicate(const conv_legality *legality, conv_block block, conv_verdict *out);
conv_result conv_can_jump_thread(const conv_legality *legality, conv_block pred, conv_block block, conv_block succ,
                                 conv_verdict *out);
conv_result conv_can_merge_blocks(const conv_legality *legality, conv_block a, conv_block b, conv_verdict *out);
typedef enum conv_unroll_kind { CONV_UNROLL_MULTIPLE = 0, CONV_UNROLL_FULL, CONV_UNROLL_RUNTIME } conv_unroll_kind;
conv_result conv_can_peel(const conv_legality *legality, conv_cycle cycle, uint32_t count, conv_verdict *out);
conv_result conv_can_unroll(const conv_legality *legality, conv_cycle cycle, uint32_t factor, conv_unroll_kind kind,
                            conv_verdict *out);
conv_result conv_can_unroll_known(const conv_legality *legality, conv_cycle cycle, uint32_t factor,
                                  uint32_t trip_count, conv_verdict *out);
conv_result conv_can_rotate(const conv_legality *legality, conv_cycle cycle, conv_verdict *out);
conv_result conv_can_separate_backedges(const conv_legality *legality, conv_cycle cycle, conv_verdict *out);
conv_result conv_can_delete_loop(const conv_legality *legality, conv_cycle cycle, conv_verdict *out);
conv_result conv_can_change_exit(const conv_legality *legality, conv_cycle cycle, conv_verdict *out);
conv_result conv_can_unswitch(const conv_legality *legality, conv_cycle cycle, conv_block branch, conv_verdict *out);
conv_result conv_apply_tail_duplicate(conv_function *f, conv_block block, const char *name, conv_diags *diags,
                                      conv_function **out);
conv_result conv_apply_jump_thread(conv_function *f, conv_block pred, conv_block block, conv_block succ,
                                   const char *name, conv_diags *diags, conv_function **out);
conv_result conv_apply_merge_blocks(conv_function *f, conv_block a, conv_block b, const char *name,
                                    conv_diags *diags, conv_function **out);
conv_result conv_apply_peel(conv_function *f, conv_block header, uint32_t count, const char *name, conv_diags *diags,
                            conv_function **out);
conv_result conv_apply_unroll(conv_function *f, conv_block header, uint32_t factor, const char *name, conv_diags *diags,
                              conv_function **out);
conv_result conv_apply_unroll_full(conv_function *f, conv_block header, uint32_t trip_count, const char *name,
                                   conv_diags *diags, conv_function **out);
conv_result conv_apply_unroll_runtime(conv_function *f, conv_block header, uint32_t factor, const char *name,
                                      conv_diags *diags, conv_function **out);
conv_result conv_apply_rotate(conv_function *f, conv_block header, const char *name, conv_diags *diags,
                              conv_function **out);
conv_result conv_apply_separate_backedges(conv_function *f, conv_block header, const char *name, conv_diags *diags,
                                          conv_function **out);
conv_result conv_apply_delete_loop(conv_function *f, conv_block header, const char *name, conv_diags *diags,
                                   conv_function **out);
conv_result conv_apply_unswitch(conv_function *f, conv_block header, conv_block branch, const char *name,
                                conv_diags *diags, conv_function **out);
bool conv_opcode_is_speculatable(const char *opcode);
const char *conv_legal_reason_str(conv_legal_reason reason);
conv_result conv_equivalence_check(const conv_function *f, const conv_function *g, const conv_interp_desc *interp,
                                   conv_diags *diags, bool *equivalent);

/* inference (R20) */
typedef enum conv_infer_reason {
    CONV_INFER_DONE, CONV_INFER_NOTHING, CONV_INFER_HAS_TOKENS, CONV_INFER_DECLARATION,
    CONV_INFER_IRREDUCIBLE, CONV_INFER_MIXED, CONV_INFER_NOT_CONVERGENT, CONV_INFER_ENTRY_IN_CYCLE,
    CONV_INFER_REASON_COUNT
} conv_infer_reason;
typedef struct conv_infer_desc {
    bool make_convergent;
    bool every_loop;
} conv_infer_desc;
typedef struct conv_infer_report {
    conv_infer_reason reason;
    conv_block block;
    conv_value value;
    uint32_t entries;
    uint32_t hearts;
    uint32_t controlled;
} conv_infer_report;
conv_result conv_infer_tokens(conv_function *f, const conv_infer_desc *desc, const char *name, conv_diags *diags,
                              conv_infer_report *report, conv_function **out);
conv_result conv_module_infer_tokens(const conv_module *module, const conv_infer_desc *desc, conv_diags *diags,
                                     uint32_t *refused, conv_module **out);
const char *conv_infer_reason_str(conv_infer_reason reason);
typedef struct conv_callgraph conv_callgraph;
typedef struct conv_callgraph_desc {
    conv_allocator allocator;
} conv_callgraph_desc;
typedef enum conv_need_reason {
    CONV_NEED_NONE, CONV_NEED_DECLARATION, CONV_NEED_ENTRY, CONV_NEED_OPERATION, CONV_NEED_UNKNOWN_CALLEE,
    CONV_NEED_CALLEE, CONV_NEED_REASON_COUNT
} conv_need_reason;
typedef struct conv_need {
    bool convergent;
    bool needed;
    conv_need_reason reason;
    conv_value value;
    uint32_t callee;
} conv_need;
conv_result conv_callgraph_build(const conv_module *module, const conv_callgraph_desc *desc, conv_callgraph **out);
void conv_callgraph_free(conv_callgraph *graph);
uint32_t conv_callgraph_function_count(const conv_callgraph *graph);
const uint32_t *conv_callgraph_callees(const conv_callgraph *graph, uint32_t function, uint32_t *count);
bool conv_callgraph_calls_unknown(const conv_callgraph *graph, uint32_t function);
uint32_t conv_callgraph_scc_count(const conv_callgraph *graph);
uint32_t conv_callgraph_scc(const conv_callgraph *graph, uint32_t function);
bool conv_callgraph_need(const conv_callgraph *graph, uint32_t function, conv_need *out);
const char *conv_need_reason_str(conv_need_reason reason);
conv_result conv_infer_convergent(const conv_module *module, conv_diags *diags, uint32_t *dropped, conv_module **out);

/* inlining and outlining (R18, R19) */
typedef struct conv_inline_desc {
    bool make_convergent;
    bool keep_callee_origins;
} conv_inline_desc;
conv_result conv_can_inline(const conv_function *caller, conv_value call, const conv_inline_desc *desc,
                            conv_verdict *out, const conv_function **where);
conv_result conv_apply_inline(conv_function *caller, conv_value call, const conv_inline_desc *desc, const char *name,
                              conv_diags *diags, conv_function **out);
conv_result conv_module_inline(const conv_function *caller, conv_value call, const conv_inline_desc *desc,
                               conv_diags *diags, conv_module **out);
conv_result conv_can_outline(const conv_function *f, const conv_block *blocks, uint32_t count, conv_verdict *out);
conv_result conv_apply_outline(conv_function *f, const conv_block *blocks, uint32_t count, const char *name,
                               const char *outlined_name, conv_diags *diags, conv_function **out,
                               conv_function **outlined);
conv_result conv_module_outline(const conv_function *f, const conv_block *blocks, uint32_t count,
                                const char *outlined_name, conv_diags *diags, conv_module **out);

/* text */
typedef enum conv_format {
    CONV_FORMAT_DEFAULT, CONV_FORMAT_NATIVE, CONV_FORMAT_LLVM, CONV_FORMAT_SPIRV
} conv_format;
typedef enum conv_spirv_tokens {
    CONV_SPIRV_TOKENS_DEFAULT, CONV_SPIRV_TOKENS_STRUCTURED, CONV_SPIRV_TOKENS_NONE
} conv_spirv_tokens;
typedef enum conv_target_kind {
    CONV_TARGET_DEFAULT, CONV_TARGET_NONE, CONV_TARGET_AMDGCN, CONV_TARGET_NVPTX, CONV_TARGET_R600, CONV_TARGET_SPIRV
} conv_target_kind;
typedef struct conv_target_rule {
    const char *callee;
    uint32_t flags;
} conv_target_rule;
typedef struct conv_target_scope_name {
    const char *name;
    conv_scope scope;
} conv_target_scope_name;
typedef struct conv_parse_desc {
    conv_allocator allocator;
    const char *filename;
    conv_format format;
    conv_target_kind target;
    const conv_target_rule *rules;
    uint32_t rules_count;
    bool no_finalize;
    conv_spirv_tokens spirv_tokens;
    const conv_target_scope_name *scope_names;
    uint32_t scope_names_count;
    bool convergent_by_default;
} conv_parse_desc;
typedef struct conv_target {
    const char *name;
    conv_target_kind kind;
    uint32_t wave_size;
    uint32_t wave_size_max;
    uint32_t workgroup_size[3];
    uint32_t max_workgroup_size;
    bool linear_waves;
    const conv_target_rule *rules;
    uint32_t rules_count;
    const conv_target_scope_name *scope_names;
    uint32_t scope_names_count;
} conv_target;
bool conv_target_builtin(const char *name, conv_target *out);
conv_result conv_target_parse(const char *text, size_t size, const char *filename, const conv_allocator *allocator,
                              conv_diags *diags, conv_target **out);
void conv_target_free(conv_target *target);
void conv_target_parse_desc(const conv_target *target, conv_parse_desc *desc);
void conv_target_uniformity_desc(const conv_target *target, conv_uniformity_desc *desc);
conv_result conv_parse(const char *text, size_t size, const conv_parse_desc *desc, conv_diags *diags,
                       conv_module **out);
typedef bool (*conv_write_fn)(const char *data, size_t size, void *user);
conv_result conv_module_print(const conv_module *module, conv_write_fn write, void *user);
conv_result conv_function_print(const conv_function *f, conv_write_fn write, void *user);
conv_result conv_write_llvm_edits(const char *text, size_t size, const conv_module *original, const conv_module *edited,
                                  conv_diags *diags, conv_write_fn write, void *user);
conv_result conv_reason_write(const conv_function *f, const conv_uniformity *u, conv_reason r, conv_write_fn write,
                              void *user);
conv_result conv_uniformity_explain(const conv_function *f, const conv_uniformity *u, conv_value v, conv_block b,
                                    conv_write_fn write, void *user);
conv_result conv_uniformity_write_dot(const conv_function *f, const conv_uniformity *u, conv_write_fn write,
                                      void *user);
conv_result conv_uniformity_write_dot_scopes(const conv_function *f, const conv_uniformity *u, const conv_lint *lint,
                                             conv_write_fn write, void *user);
conv_result conv_lint_write(const conv_function *f, const conv_uniformity *u, const conv_lint_finding *finding,
                            conv_write_fn write, void *user);
conv_result conv_lint_explain(const conv_function *f, const conv_uniformity *u, const conv_lint_finding *finding,
                              conv_write_fn write, void *user);
conv_result conv_verdict_write(const conv_function *f, const conv_verdict *verdict, conv_write_fn write,
                               void *user);

/* The extension's helpers (build_conv.py). */
const conv_allocator *convpy_allocator(void);
void convpy_alloc_stats(int64_t *live_blocks, int64_t *live_bytes, int64_t *total);
void convpy_fail_allocation(int64_t countdown);
int64_t convpy_fail_pending(void);
conv_result convpy_print_module(const conv_module *m, char **out, size_t *length, size_t *capacity);
conv_result convpy_print_function(const conv_function *f, char **out, size_t *length, size_t *capacity);
conv_result convpy_write_llvm_edits(const char *text, size_t size, const conv_module *original,
                                    const conv_module *edited, conv_diags *diags, char **out, size_t *length,
                                    size_t *capacity);
conv_result convpy_reason_text(const conv_function *f, const conv_uniformity *u, conv_reason r, char **out,
                               size_t *length, size_t *capacity);
conv_result convpy_explain(const conv_function *f, const conv_uniformity *u, conv_value v, conv_block b, char **out,
                           size_t *length, size_t *capacity);
conv_result convpy_write_dot(const conv_function *f, const conv_uniformity *u, char **out, size_t *length,
                             size_t *capacity);
conv_result convpy_write_dot_scopes(const conv_function *f, const conv_uniformity *u, const conv_lint *lint,
                                   char **out, size_t *length, size_t *capacity);
conv_result convpy_lint_text(const conv_function *f, const conv_uniformity *u, const conv_lint_finding *x,
                             bool explain, char **out, size_t *length, size_t *capacity);
void convpy_text_free(char *text, size_t capacity);
conv_result convpy_verdict_text(const conv_function *f, const conv_verdict *v, char **out, size_t *length,
                                size_t *capacity);

/* The interpreter's value_fn, implemented in Python (conv/_api.py,
   @ffi.def_extern): forces values for Function.simulate(values=...). */
extern "Python" bool convpy_value_fn(void *user, const conv_function *f, conv_value v, uint32_t thread,
                                     uint32_t occurrence, int64_t *value);

/* The legality stage's may_reorder, implemented in Python (conv/_legality.py,
   @ffi.def_extern): Function.legality(may_reorder=...). */
extern "Python" bool convpy_may_reorder_fn(void *user, const conv_function *f, conv_value moving,
                                           conv_value crossed);
