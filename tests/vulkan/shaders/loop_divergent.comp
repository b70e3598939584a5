#version 450
// A loop with a divergent trip count n = v % 7 (0..6): a ballot and an
// inclusive scan in every iteration, a ballot after the loop.
// Input: one word v per invocation.
// Record (16 words; a field an invocation does not reach stays 0):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   3 ballot(true) after the loop
//   4 + j (j < n, j < 6): ballot(true) in iteration j
//  10 + j (j < n, j < 6): inclusiveAdd(1) in iteration j (1 + the rank
//     among the invocations still looping; iteration 6 writes nothing)
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 16;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    uint n = v % 7u;
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    for (uint j = 0u; j < n; j++) {
        uint b = subgroupBallot(true).x;
        uint rank = subgroupInclusiveAdd(1u);
        if (j < 6u) {
            outp.data[base + 4u + j] = b;
            outp.data[base + 10u + j] = rank;
        }
    }
    outp.data[base + 3] = subgroupBallot(true).x;
}
