#version 450
// Reductions and scans over the whole subgroup and over a branch's active
// invocations. Input: one word v per invocation.
// Record (20 words):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   3 add(v)  4 min(v)  5 max(v)  6 and(v)  7 or(v)  8 xor(v)  9 mul(v | 1)
//  10 inclusiveAdd(v)  11 exclusiveAdd(v)  12 inclusiveMin(v)
//  13 exclusiveMax(v)  14 exclusiveMin(v)  15 min(int(v) - 50) as uint
//   when v % 3 != 0 (else 0): 16 add(1) (the active count)  17 add(v)
//  18 inclusiveAdd(v)  19 exclusiveAdd(1) (rank among the active)
// (uint arithmetic wraps modulo 2^32; exclusive scans give the identity,
// 0 for add and max, 0xffffffff for min, at the first active invocation)
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 20;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    outp.data[base + 3] = subgroupAdd(v);
    outp.data[base + 4] = subgroupMin(v);
    outp.data[base + 5] = subgroupMax(v);
    outp.data[base + 6] = subgroupAnd(v);
    outp.data[base + 7] = subgroupOr(v);
    outp.data[base + 8] = subgroupXor(v);
    outp.data[base + 9] = subgroupMul(v | 1u);
    outp.data[base + 10] = subgroupInclusiveAdd(v);
    outp.data[base + 11] = subgroupExclusiveAdd(v);
    outp.data[base + 12] = subgroupInclusiveMin(v);
    outp.data[base + 13] = subgroupExclusiveMax(v);
    outp.data[base + 14] = subgroupExclusiveMin(v);
    outp.data[base + 15] = uint(subgroupMin(int(v) - 50));
    if (v % 3u != 0u) {
        outp.data[base + 16] = subgroupAdd(1u);
        outp.data[base + 17] = subgroupAdd(v);
        outp.data[base + 18] = subgroupInclusiveAdd(v);
        outp.data[base + 19] = subgroupExclusiveAdd(1u);
    }
}
