/* Concrete mode of the interpreter (docs/semantics.md, "Concrete mode").

   (a) conv__conc_binop, the exact integer operations, against an oracle
       written with C's fixed-width types (uint8_t ... int64_t; i1 by its
       definition): every operation at widths 1, 8, 16, 32 and 64 on the
       edge values (0, 1, -1, INT_MIN, INT_MAX, INT_MIN + 1) and random
       ones, the result and whether it is undefined (division by zero,
       INT_MIN / -1, shifts by the width or more); hand-checked SMod and
       ashr values;
   (b) a SPIR-V compute shader written here, run concretely on 8 threads
       with two storage buffers: its ids, signed division and remainders,
       shifts, a 64-bit product's high word, selects and comparisons, a
       ballot, an add reduction and an inclusive scan, each word checked
       against C; a division by zero stops its thread with
       interp.undefined (the others finish), a float conversion is hashed
       and counted, a store past the buffer's end stops with
       interp.out-of-bounds; concrete off leaves the buffers untouched;
   (c) every allocation of a concrete run failed in turn: out of memory,
       nothing leaked;
   (d) an LLVM kernel: thread ids from workitem.id.x, icmp and its ballot,
       loads and stores through getelementptr on the buffers its pointer
       arguments name, a constant stored past the end (out of bounds).

   Usage: test_concrete [--quick] (the same run either way) */
#define CONV_IMPLEMENTATION
#include "../../conv_impl.h"
#include "../support/check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------ (a) the oracle --- */

static const char *const op_names[] = {"none", "add",  "sub",  "mul",  "udiv", "sdiv", "urem", "srem", "smod",
                                       "and",  "or",   "xor",  "shl",  "lshr", "ashr", "eq",   "ne",   "ugt",
                                       "uge",  "ult",  "ule",  "sgt",  "sge",  "slt",  "sle"};

/* The oracle at widths 8..64, with C's types of that width: the unsigned
   type for wrapping arithmetic, the signed one for division and order.
   Returns 0 when the operation is undefined. */
#define REF_WIDTH(NAME, UT, ST)                                                                   \
    static int NAME(uint32_t op, uint64_t a64, uint64_t b64, uint64_t *out) {                     \
        UT a = (UT)a64, b = (UT)b64, r = 0;                                                       \
        int64_t sa = (ST)a, sb = (ST)b, smin = (ST)((UT)1 << (sizeof(UT) * 8u - 1u));             \
        switch (op) {                                                                             \
        case CONV__IOP_ADD: r = (UT)(a + b); break;                                               \
        case CONV__IOP_SUB: r = (UT)(a - b); break;                                               \
        case CONV__IOP_MUL: r = (UT)((uint64_t)a * (uint64_t)b); break;                           \
        case CONV__IOP_UDIV: if (b == 0) return 0; r = (UT)(a / b); break;                        \
        case CONV__IOP_UREM: if (b == 0) return 0; r = (UT)(a % b); break;                        \
        case CONV__IOP_SDIV: case CONV__IOP_SREM: case CONV__IOP_SMOD: {                          \
            int64_t q;                                                                            \
            if (sb == 0 || (sa == smin && sb == -1)) return 0;                                    \
            q = op == CONV__IOP_SDIV ? sa / sb : sa % sb;                                         \
            if (op == CONV__IOP_SMOD && q != 0 && ((q < 0) != (sb < 0))) q += sb;                 \
            r = (UT)q;                                                                            \
            break;                                                                                \
        }                                                                                         \
        case CONV__IOP_AND: r = (UT)(a & b); break;                                               \
        case CONV__IOP_OR: r = (UT)(a | b); break;                                                \
        case CONV__IOP_XOR: r = (UT)(a ^ b); break;                                               \
        case CONV__IOP_SHL: if (b >= sizeof(UT) * 8u) return 0; r = (UT)((uint64_t)a << b); break; \
        case CONV__IOP_LSHR: if (b >= sizeof(UT) * 8u) return 0; r = (UT)(a >> b); break;         \
        case CONV__IOP_ASHR: if (b >= sizeof(UT) * 8u) return 0; r = (UT)(sa >> b); break;        \
        case CONV__IOP_EQ: r = a == b; break;                                                     \
        case CONV__IOP_NE: r = a != b; break;                                                     \
        case CONV__IOP_UGT: r = a > b; break;                                                     \
        case CONV__IOP_UGE: r = a >= b; break;                                                    \
        case CONV__IOP_ULT: r = a < b; break;                                                     \
        case CONV__IOP_ULE: r = a <= b; break;                                                    \
        case CONV__IOP_SGT: r = sa > sb; break;                                                   \
        case CONV__IOP_SGE: r = sa >= sb; break;                                                  \
        case CONV__IOP_SLT: r = sa < sb; break;                                                   \
        case CONV__IOP_SLE: r = sa <= sb; break;                                                  \
        default: return 0;                                                                        \
        }                                                                                         \
        *out = (uint64_t)r;                                                                       \
        return 1;                                                                                 \
    }
REF_WIDTH(ref8, uint8_t, int8_t)
REF_WIDTH(ref16, uint16_t, int16_t)
REF_WIDTH(ref32, uint32_t, int32_t)
REF_WIDTH(ref64, uint64_t, int64_t)

/* i1 by LLVM's definition: the values 0 and 1, signed 0 and -1 (so
   INT_MIN is -1: -1 / -1 overflows); shifts only by 0. */
static int ref1(uint32_t op, uint64_t a, uint64_t b, uint64_t *out) {
    int sa = -(int)(a & 1u), sb = -(int)(b & 1u);
    a &= 1u;
    b &= 1u;
    switch (op) {
    case CONV__IOP_ADD: case CONV__IOP_SUB: case CONV__IOP_XOR: *out = a ^ b; return 1;
    case CONV__IOP_MUL: case CONV__IOP_AND: *out = a & b; return 1;
    case CONV__IOP_OR: *out = a | b; return 1;
    case CONV__IOP_UDIV: case CONV__IOP_UREM: if (b == 0) return 0; *out = op == CONV__IOP_UDIV ? a : 0u; return 1;
    case CONV__IOP_SDIV: case CONV__IOP_SREM: case CONV__IOP_SMOD: if (sb == 0 || sa == -1) return 0; *out = 0; return 1;
    case CONV__IOP_SHL: case CONV__IOP_LSHR: case CONV__IOP_ASHR: if (b != 0) return 0; *out = a; return 1;
    case CONV__IOP_EQ: *out = a == b; return 1;
    case CONV__IOP_NE: *out = a != b; return 1;
    case CONV__IOP_UGT: *out = a > b; return 1;
    case CONV__IOP_UGE: *out = a >= b; return 1;
    case CONV__IOP_ULT: *out = a < b; return 1;
    case CONV__IOP_ULE: *out = a <= b; return 1;
    case CONV__IOP_SGT: *out = sa > sb; return 1;
    case CONV__IOP_SGE: *out = sa >= sb; return 1;
    case CONV__IOP_SLT: *out = sa < sb; return 1;
    case CONV__IOP_SLE: *out = sa <= sb; return 1;
    default: return 0;
    }
}

static int ref(uint32_t op, uint32_t w, uint64_t a, uint64_t b, uint64_t *out) {
    switch (w) {
    case 1: return ref1(op, a, b, out);
    case 8: return ref8(op, a, b, out);
    case 16: return ref16(op, a, b, out);
    case 32: return ref32(op, a, b, out);
    default: return ref64(op, a, b, out);
    }
}

static uint64_t rng_state = 0x2545F4914F6CDD1Dull;
static uint64_t rng(void) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

/* One operand: an edge value of width w, a small shift amount, or random
   bits (above the width too: the operation must ignore them). */
static uint64_t operand(uint32_t w, uint32_t k) {
    uint64_t smin = (uint64_t)1 << (w - 1u), mask = w == 64u ? ~(uint64_t)0 : ((uint64_t)1 << w) - 1u;
    uint64_t edges[] = {0, 1, mask, smin, smin - 1u, smin + 1u, 2, (uint64_t)w - 1u, w};
    if (k < sizeof edges / sizeof edges[0]) return edges[k] | (k & 1u ? rng() & ~mask : 0u);
    return k % 3u == 0 ? rng() % (w + 2u) : rng();
}

static void test_binops(void) {
    static const uint32_t widths[] = {1, 8, 16, 32, 64};
    uint32_t wi, op, i, j, mismatches = 0, undefined = 0;
    for (wi = 0; wi < 5; wi++)
        for (op = CONV__IOP_ADD; op <= CONV__IOP_SLE; op++)
            for (i = 0; i < 40; i++)
                for (j = 0; j < 40; j++) {
                    uint32_t w = widths[wi];
                    uint64_t a = operand(w, i), b = operand(w, j), want = 0, got = 0;
                    int ok = ref(op, w, a, b, &want), res = conv__conc_binop(op, w, a, b, &got);
                    bool same = ok ? res == CONV__CONC_OK && got == want : res == CONV__CONC_UB;
                    undefined += !ok;
                    if (!same && mismatches++ < 10)
                        fprintf(stderr, "%s i%u %llx, %llx: conv %d %llx, oracle %d %llx\n", op_names[op], w,
                                (unsigned long long)a, (unsigned long long)b, res, (unsigned long long)got, ok,
                                (unsigned long long)want);
                }
    CHECK_MSG(mismatches == 0, "%u results differ from the oracle", mismatches);
    CHECK_MSG(undefined > 1000, "the edge values reach undefined cases (%u)", undefined);
}

static void test_edges(void) {
    uint64_t r = 0;
    CHECK(conv__conc_binop(CONV__IOP_SMOD, 32, (uint64_t)-7, 3, &r) == CONV__CONC_OK && r == 2u);
    CHECK(conv__conc_binop(CONV__IOP_SMOD, 32, 7, (uint64_t)-3, &r) == CONV__CONC_OK && r == 0xfffffffeu);
    CHECK(conv__conc_binop(CONV__IOP_SREM, 32, (uint64_t)-7, 3, &r) == CONV__CONC_OK && r == 0xffffffffu);
    CHECK(conv__conc_binop(CONV__IOP_SDIV, 8, 0x80, 0xff, &r) == CONV__CONC_UB);
    CHECK(conv__conc_binop(CONV__IOP_SDIV, 64, (uint64_t)1 << 63, ~(uint64_t)0, &r) == CONV__CONC_UB);
    CHECK(conv__conc_binop(CONV__IOP_SDIV, 16, 0x8000, 2, &r) == CONV__CONC_OK && r == 0xc000u);
    CHECK(conv__conc_binop(CONV__IOP_ASHR, 8, 0x80, 7, &r) == CONV__CONC_OK && r == 0xffu);
    CHECK(conv__conc_binop(CONV__IOP_ASHR, 16, 0x1234ff00u, 4, &r) == CONV__CONC_OK && r == 0xfff0u);
    CHECK(conv__conc_binop(CONV__IOP_SHL, 32, 1, 32, &r) == CONV__CONC_UB);
    CHECK(conv__conc_binop(CONV__IOP_LSHR, 64, 1, 63, &r) == CONV__CONC_OK && r == 0);
    CHECK(conv__conc_binop(CONV__IOP_SLT, 8, 0x80, 0x7f, &r) == CONV__CONC_OK && r == 1);
    CHECK(conv__conc_binop(CONV__IOP_ULT, 8, 0x80, 0x7f, &r) == CONV__CONC_OK && r == 0);
    CHECK(conv__conc_sext(0x80, 8) == -128 && conv__conc_zext(~(uint64_t)0, 1) == 1u);
}

/* ----------------------------------------------- (b) a SPIR-V shader --- */

#define R 12 /* words per thread */

static const char shader[] =
    "OpCapability Shader\n"
    "OpCapability Int64\n"
    "OpCapability GroupNonUniformBallot\n"
    "OpCapability GroupNonUniformArithmetic\n"
    "OpMemoryModel Logical GLSL450\n"
    "OpEntryPoint GLCompute %main \"main\" %gid %sid\n"
    "OpExecutionMode %main LocalSize 8 1 1\n"
    "OpDecorate %gid BuiltIn GlobalInvocationId\n"
    "OpDecorate %sid BuiltIn SubgroupLocalInvocationId\n"
    "OpDecorate %rt ArrayStride 4\n"
    "OpMemberDecorate %S 0 Offset 0\n"
    "OpDecorate %S Block\n"
    "OpDecorate %in DescriptorSet 0\n"
    "OpDecorate %in Binding 0\n"
    "OpDecorate %out DescriptorSet 0\n"
    "OpDecorate %out Binding 1\n"
    "%void = OpTypeVoid\n"
    "%fn = OpTypeFunction %void\n"
    "%bool = OpTypeBool\n"
    "%uint = OpTypeInt 32 0\n"
    "%int = OpTypeInt 32 1\n"
    "%long = OpTypeInt 64 1\n"
    "%float = OpTypeFloat 32\n"
    "%v3uint = OpTypeVector %uint 3\n"
    "%v4uint = OpTypeVector %uint 4\n"
    "%pv3 = OpTypePointer Input %v3uint\n"
    "%pu = OpTypePointer Input %uint\n"
    "%gid = OpVariable %pv3 Input\n"
    "%sid = OpVariable %pu Input\n"
    "%rt = OpTypeRuntimeArray %uint\n"
    "%S = OpTypeStruct %rt\n"
    "%pS = OpTypePointer StorageBuffer %S\n"
    "%pe = OpTypePointer StorageBuffer %uint\n"
    "%pf = OpTypePointer Function %uint\n"
    "%in = OpVariable %pS StorageBuffer\n"
    "%out = OpVariable %pS StorageBuffer\n"
    "%int_0 = OpConstant %int 0\n"
    "%int_3 = OpConstant %int 3\n"
    "%int_m3 = OpConstant %int -3\n"
    "%uint_1 = OpConstant %uint 1\n"
    "%uint_2 = OpConstant %uint 2\n"
    "%uint_3 = OpConstant %uint 3\n"
    "%uint_5 = OpConstant %uint 5\n"
    "%uint_12 = OpConstant %uint 12\n"
    "%uint_100 = OpConstant %uint 100\n"
    "%long_32 = OpConstant %long 32\n"
    "%main = OpFunction %void None %fn\n"
    "%entry = OpLabel\n"
    "%var = OpVariable %pf Function\n"
    "%g3 = OpLoad %v3uint %gid\n"
    "%g = OpCompositeExtract %uint %g3 0\n"
    "%lane = OpLoad %uint %sid\n"
    "%pa = OpAccessChain %pe %in %int_0 %g\n"
    "%a = OpLoad %uint %pa\n"
    "%sa = OpBitcast %int %a\n"
    "%base = OpIMul %uint %g %uint_12\n"
    "%w0 = OpSDiv %int %sa %int_m3\n"
    "%w1 = OpSMod %int %sa %int_3\n"
    "%w2 = OpSRem %int %sa %int_m3\n"
    "%w3 = OpShiftRightArithmetic %int %sa %uint_5\n"
    "%l = OpSConvert %long %sa\n"
    "%sq = OpIMul %long %l %l\n"
    "%hi64 = OpShiftRightLogical %long %sq %long_32\n"
    "%w4 = OpUConvert %uint %hi64\n"
    "%neg = OpSLessThan %bool %sa %int_0\n"
    "%w5 = OpSelect %uint %neg %uint_1 %uint_2\n"
    "%odd0 = OpBitwiseAnd %uint %a %uint_1\n"
    "%odd = OpINotEqual %bool %odd0 %uint_1\n"
    "%bal = OpGroupNonUniformBallot %v4uint %uint_3 %odd\n"
    "%w6 = OpCompositeExtract %uint %bal 0\n"
    "%w7 = OpGroupNonUniformIAdd %uint %uint_3 Reduce %a\n"
    "%w8 = OpGroupNonUniformIAdd %uint %uint_3 InclusiveScan %lane\n"
    "OpStore %var %w8\n"
    "%w9 = OpLoad %uint %var\n"
    "%f = OpConvertUToF %float %a\n"
    "%p0 = OpAccessChain %pe %out %int_0 %base\n"
    "OpStore %p0 %w0\n"
    "%b1 = OpIAdd %uint %base %uint_1\n"
    "%p1 = OpAccessChain %pe %out %int_0 %b1\n"
    "OpStore %p1 %w1\n"
    "%b2 = OpIAdd %uint %b1 %uint_1\n"
    "%p2 = OpAccessChain %pe %out %int_0 %b2\n"
    "OpStore %p2 %w2\n"
    "%b3 = OpIAdd %uint %b2 %uint_1\n"
    "%p3 = OpAccessChain %pe %out %int_0 %b3\n"
    "OpStore %p3 %w3\n"
    "%b4 = OpIAdd %uint %b3 %uint_1\n"
    "%p4 = OpAccessChain %pe %out %int_0 %b4\n"
    "OpStore %p4 %w4\n"
    "%b5 = OpIAdd %uint %b4 %uint_1\n"
    "%p5 = OpAccessChain %pe %out %int_0 %b5\n"
    "OpStore %p5 %w5\n"
    "%b6 = OpIAdd %uint %b5 %uint_1\n"
    "%p6 = OpAccessChain %pe %out %int_0 %b6\n"
    "OpStore %p6 %w6\n"
    "%b7 = OpIAdd %uint %b6 %uint_1\n"
    "%p7 = OpAccessChain %pe %out %int_0 %b7\n"
    "OpStore %p7 %w7\n"
    "%b8 = OpIAdd %uint %b7 %uint_1\n"
    "%p8 = OpAccessChain %pe %out %int_0 %b8\n"
    "OpStore %p8 %w9\n"
    "%b9 = OpIAdd %uint %b8 %uint_1\n"
    "%p9 = OpAccessChain %pe %out %int_0 %b9\n"
    "OpStore %p9 %g\n"
    "%w10 = OpUDiv %uint %uint_100 %a\n"
    "%b10 = OpIAdd %uint %b9 %uint_1\n"
    "%p10 = OpAccessChain %pe %out %int_0 %b10\n"
    "OpStore %p10 %w10\n"
    "OpReturn\n"
    "OpFunctionEnd\n";

static const int32_t inputs[8] = {-7, 7, INT32_MIN, 5, 100, -1, 0, INT32_MIN + 1};

static conv_module *parse_shader(void) {
    conv_parse_desc pd;
    conv_module *m = NULL;
    conv_diags *d = NULL;
    conv_result r;
    memset(&pd, 0, sizeof pd);
    pd.format = CONV_FORMAT_SPIRV;
    pd.filename = "concrete.spvasm";
    conv_diags_create(NULL, &d);
    r = conv_parse(shader, sizeof shader - 1u, &pd, d, &m);
    CHECK_MSG(r == CONV_OK, "the shader parses: %s", conv_result_str(r));
    if (r != CONV_OK) {
        char line[600];
        uint32_t i;
        for (i = 0; i < conv_diags_count(d); i++) {
            conv_diags_format(d, i, line, sizeof line);
            fprintf(stderr, "%s\n", line);
        }
    }
    conv_diags_destroy(d);
    return m;
}

static bool has_diag(const conv_diags *d, const char *code, uint32_t *count) {
    uint32_t i;
    *count = 0;
    for (i = 0; i < conv_diags_count(d); i++) *count += strcmp(conv_diags_get(d, i)->code, code) == 0;
    return *count > 0;
}

/* What each thread must write, computed with C's types. */
static void expected_words(uint32_t *want) {
    uint32_t t, odd = 0, sum = 0;
    for (t = 0; t < 8; t++) {
        odd |= ((uint32_t)inputs[t] & 1u) != 1u ? 1u << t : 0u;
        sum += (uint32_t)inputs[t];
    }
    memset(want, 0, 8 * R * sizeof *want);
    for (t = 0; t < 8; t++) {
        int32_t a = inputs[t], m = a % 3;
        int64_t sq = (int64_t)a * a;
        uint32_t *w = want + t * R;
        w[0] = a == INT32_MIN ? (uint32_t)(a / 3) * 0xffffffffu : (uint32_t)(a / -3);
        w[1] = (uint32_t)(m != 0 && m < 0 ? m + 3 : m);
        w[2] = (uint32_t)(a % -3);
        w[3] = (uint32_t)(a < 0 ? ~(~(uint32_t)a >> 5) : (uint32_t)a >> 5);
        w[4] = (uint32_t)((uint64_t)sq >> 32);
        w[5] = a < 0 ? 1u : 2u;
        w[6] = odd;
        w[7] = sum;
        w[8] = t * (t + 1u) / 2u;
        w[9] = t;
        w[10] = a == 0 ? 0u : 100u / (uint32_t)a;
    }
}

static conv_result run_shader(conv_function *f, bool concrete, uint32_t *in, uint32_t *out, size_t out_size,
                              const conv_allocator *a, conv_diags *d, conv_interp **run) {
    conv_interp_buffer bufs[2];
    conv_interp_desc desc;
    memset(&desc, 0, sizeof desc);
    memset(bufs, 0, sizeof bufs);
    bufs[0].binding = 0;
    bufs[0].data = in;
    bufs[0].size = 8 * sizeof *in;
    bufs[1].binding = 1;
    bufs[1].data = out;
    bufs[1].size = out_size;
    desc.threads = 8;
    desc.wave_size = 8;
    desc.concrete = concrete;
    desc.buffers = bufs;
    desc.buffers_count = 2;
    if (a) desc.allocator = *a;
    return conv_interp_run(f, &desc, d, run);
}

static void test_shader(void) {
    conv_module *m = parse_shader();
    conv_function *f = m ? conv_module_function(m, 0) : NULL;
    uint32_t in[8], out[8 * R], want[8 * R], t, k, count = 0;
    conv_interp *run = NULL;
    conv_diags *d = NULL;
    if (f == NULL) return;
    memcpy(in, inputs, sizeof in);
    memset(out, 0, sizeof out);
    expected_words(want);
    conv_diags_create(NULL, &d);
    CHECK(run_shader(f, true, in, out, sizeof out, NULL, d, &run) == CONV_OK);
    for (t = 0; t < 8; t++)
        for (k = 0; k < R; k++)
            CHECK_MSG(out[t * R + k] == want[t * R + k], "thread %u word %u: %u, expected %u", t, k, out[t * R + k],
                      want[t * R + k]);
    /* thread 6 divides by zero: stopped before its last store */
    CHECK(has_diag(d, "interp.undefined", &count) && count == 1);
    CHECK(!conv_interp_finished(run) && !conv_interp_thread_finished(run, 6) && conv_interp_thread_finished(run, 7));
    /* the float conversion, once per thread */
    CHECK_MSG(conv_interp_hashed_count(run) == 8, "hashed %llu", (unsigned long long)conv_interp_hashed_count(run));
    conv_interp_free(run);
    /* a buffer too small for thread 7's record */
    conv_diags_destroy(d);
    conv_diags_create(NULL, &d);
    memset(out, 0, sizeof out);
    CHECK(run_shader(f, true, in, out, (7 * R + 3) * 4, NULL, d, &run) == CONV_OK);
    CHECK(has_diag(d, "interp.out-of-bounds", &count) && count == 1 && !conv_interp_thread_finished(run, 7));
    CHECK(out[7 * R + 2] == want[7 * R + 2] && out[6 * R] == want[6 * R]);
    conv_interp_free(run);
    /* concrete off: hashed values, no memory */
    memset(out, 0, sizeof out);
    CHECK(run_shader(f, false, in, out, sizeof out, NULL, NULL, &run) == CONV_OK);
    for (k = 0, count = 0; k < 8 * R; k++) count += out[k] != 0;
    CHECK(count == 0 && conv_interp_hashed_count(run) == 0 && conv_interp_finished(run));
    conv_interp_free(run);
    conv_diags_destroy(d);
    conv_module_destroy(m);
}

/* ------------------------------------------------- (c) out of memory --- */

static void test_out_of_memory(void) {
    conv_module *m = parse_shader();
    conv_function *f = m ? conv_module_function(m, 0) : NULL;
    uint32_t in[8], out[8 * R];
    test_alloc_state st;
    conv_allocator a;
    long k, total;
    conv_interp *run = NULL;
    bool all_clean = true;
    if (f == NULL) return;
    memcpy(in, inputs, sizeof in);
    memset(&st, 0, sizeof st);
    a = test_allocator(&st);
    CHECK(run_shader(f, true, in, out, sizeof out, &a, NULL, &run) == CONV_OK);
    conv_interp_free(run);
    total = st.calls;
    for (k = 1; k <= total; k++) {
        conv_result r;
        memset(&st, 0, sizeof st);
        st.fail_at = k;
        run = NULL;
        r = run_shader(f, true, in, out, sizeof out, &a, NULL, &run);
        if (r == CONV_OK) conv_interp_free(run);
        if ((r != CONV_OK && r != CONV_ERR_OUT_OF_MEMORY) || st.live != 0 || (st.failures && r == CONV_OK)) {
            all_clean = false;
            fprintf(stderr, "allocation %ld: %s, %ld blocks live\n", k, conv_result_str(r), st.live);
        }
    }
    CHECK_MSG(total > 10 && all_clean, "every failed allocation of %ld: out of memory, nothing leaked", total);
    conv_module_destroy(m);
}

/* ------------------------------------------------- (d) LLVM IR --- */

static const char kernel[] =
    "target triple = \"amdgcn-amd-amdhsa\"\n"
    "declare i32 @llvm.amdgcn.workitem.id.x()\n"
    "declare i64 @llvm.amdgcn.ballot.i64(i1)\n"
    "define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {\n"
    "entry:\n"
    "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
    "  %p = getelementptr inbounds i16, ptr addrspace(1) %in, i32 %tid\n"
    "  %v = load i16, ptr addrspace(1) %p, align 2\n"
    "  %neg = icmp slt i16 %v, 0\n"
    "  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %neg)\n"
    "  %s = sext i16 %v to i32\n"
    "  %x = ashr i32 %s, 2\n"
    "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 1\n"
    "  %r = getelementptr inbounds i32, ptr addrspace(1) %q, i32 %tid\n"
    "  store i32 %x, ptr addrspace(1) %r, align 4\n"
    "  %t = trunc i64 %b to i32\n"
    "  store i32 %t, ptr addrspace(1) %out, align 4\n"
    "  %end = getelementptr inbounds i32, ptr addrspace(1) %out, i32 5\n"
    "  store i32 7, ptr addrspace(1) %end, align 4\n"
    "  ret void\n"
    "}\n";

static void test_llvm(void) {
    static const int16_t in[4] = {-8, 100, -32768, 3};
    conv_parse_desc pd;
    conv_module *m = NULL;
    conv_function *f;
    conv_interp_buffer bufs[2];
    conv_interp_desc desc;
    conv_interp *run = NULL;
    conv_diags *d = NULL;
    int16_t inb[4];
    uint32_t out[5] = {0, 0, 0, 0, 0}, t, count = 0;
    memset(&pd, 0, sizeof pd);
    pd.filename = "k.ll";
    CHECK(conv_parse(kernel, sizeof kernel - 1u, &pd, NULL, &m) == CONV_OK);
    f = m ? conv_module_find_function(m, "k") : NULL;
    CHECK(f != NULL);
    if (f == NULL) {
        conv_module_destroy(m);
        return;
    }
    memcpy(inb, in, sizeof inb);
    memset(bufs, 0, sizeof bufs);
    bufs[0].name = "in";
    bufs[0].data = inb;
    bufs[0].size = sizeof inb;
    bufs[1].name = "out";
    bufs[1].data = out;
    bufs[1].size = sizeof out;
    memset(&desc, 0, sizeof desc);
    desc.threads = 4;
    desc.wave_size = 4;
    desc.concrete = true;
    desc.buffers = bufs;
    desc.buffers_count = 2;
    conv_diags_create(NULL, &d);
    CHECK(conv_interp_run(f, &desc, d, &run) == CONV_OK);
    /* the ballot of the negative inputs (lanes 0 and 2), then in >> 2 */
    CHECK_MSG(out[0] == 5u, "ballot %u", out[0]);
    for (t = 0; t < 4; t++) CHECK_MSG(out[1 + t] == (uint32_t)(in[t] >> 2), "thread %u: %u", t, out[1 + t]);
    /* word 5 is past the 20 bytes: every thread stops there */
    CHECK(has_diag(d, "interp.out-of-bounds", &count) && count == 4 && !conv_interp_finished(run));
    CHECK(conv_interp_hashed_count(run) == 0 && memcmp(inb, in, sizeof in) == 0);
    conv_interp_free(run);
    conv_diags_destroy(d);
    conv_module_destroy(m);
}

int main(int argc, char **argv) {
    (void)argc;
    (void)argv;
    test_binops();
    test_edges();
    test_shader();
    test_out_of_memory();
    test_llvm();
    return check_summary();
}
