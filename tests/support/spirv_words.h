/* spirv_words.h - a small SPIR-V compute module, word by word, shared by
   tests/unit/test_spirv.c and tests/unit/test_alloc.c (fuzz/make_corpus.py
   has the same words as a seed):
   main() { if (LocalInvocationIndex == 0) ballot(true); } with a selection
   merge. */
#ifndef CONV_TEST_SPIRV_WORDS_H
#define CONV_TEST_SPIRV_WORDS_H

#include <stdint.h>

#include "support.h"

#define W2(count, op) (((uint32_t)(count) << 16) | (uint32_t)(op))

/* ids: 1 main, 2 void, 3 fn type, 4 entry label, 5 uint, 6 ptr, 7 the
   builtin, 8 constant 0, 9 its load, ... */
SUPPORT_UNUSED static const uint32_t binary_words[] = {
    0x07230203u, 0x00010300u, 0u, 20u, 0u,
    W2(2, 17), 1u,                              /* OpCapability Shader */
    W2(3, 14), 0u, 1u,                          /* OpMemoryModel Logical GLSL450 */
    W2(5, 15), 5u, 1u, 0x6e69616du, 0u,         /* OpEntryPoint GLCompute %1 "main" */
    W2(4, 71), 7u, 11u, 29u,                    /* OpDecorate %7 BuiltIn LocalInvocationIndex */
    W2(2, 19), 2u,                              /* %2 = OpTypeVoid */
    W2(3, 33), 3u, 2u,                          /* %3 = OpTypeFunction %2 */
    W2(4, 21), 5u, 32u, 0u,                     /* %5 = OpTypeInt 32 0 */
    W2(4, 32), 6u, 1u, 5u,                      /* %6 = OpTypePointer Input %5 */
    W2(4, 59), 6u, 7u, 1u,                      /* %7 = OpVariable %6 Input */
    W2(4, 43), 5u, 8u, 0u,                      /* %8 = OpConstant %5 0 */
    W2(2, 20), 10u,                             /* %10 = OpTypeBool */
    W2(4, 43), 5u, 15u, 3u,                     /* %15 = OpConstant %5 3 (Subgroup) */
    W2(3, 41), 10u, 16u,                        /* %16 = OpConstantTrue %10 */
    W2(5, 54), 2u, 1u, 0u, 3u,                  /* %1 = OpFunction %2 None %3 */
    W2(2, 248), 4u,                             /* %4 = OpLabel */
    W2(4, 61), 5u, 9u, 7u,                      /* %9 = OpLoad %5 %7 */
    W2(5, 170), 10u, 11u, 9u, 8u,               /* %11 = OpIEqual %10 %9 %8 */
    W2(3, 247), 13u, 0u,                        /* OpSelectionMerge %13 None */
    W2(4, 250), 11u, 12u, 13u,                  /* OpBranchConditional %11 %12 %13 */
    W2(2, 248), 12u,                            /* %12 = OpLabel */
    W2(5, 339), 5u, 14u, 15u, 16u,              /* %14 = OpGroupNonUniformBallot %5 %15 %16 */
    W2(2, 249), 13u,                            /* OpBranch %13 */
    W2(2, 248), 13u,                            /* %13 = OpLabel */
    W2(1, 253),                                 /* OpReturn */
    W2(1, 56),                                  /* OpFunctionEnd */
};

#endif
