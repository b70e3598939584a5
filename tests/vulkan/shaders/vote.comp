#version 450
// Votes (all, any, allEqual) over the whole subgroup and over the active
// invocations of an if/else. Input: one word v per invocation.
// Record (11 words):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   3 all(v != 0)   4 any(v > 100)   5 allEqual(v)   6 allEqual(v >> 4)
//   when v is odd:  7 all(v > 50)    8 any(v > 200)  9 allEqual(v & 1)
//   when v is even: 10 allEqual(v) + 2 (odd: 0)
// (booleans as 1 or 0)
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_vote : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 11;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    outp.data[base + 3] = subgroupAll(v != 0u) ? 1u : 0u;
    outp.data[base + 4] = subgroupAny(v > 100u) ? 1u : 0u;
    outp.data[base + 5] = subgroupAllEqual(v) ? 1u : 0u;
    outp.data[base + 6] = subgroupAllEqual(v >> 4) ? 1u : 0u;
    if ((v & 1u) != 0u) {
        outp.data[base + 7] = subgroupAll(v > 50u) ? 1u : 0u;
        outp.data[base + 8] = subgroupAny(v > 200u) ? 1u : 0u;
        outp.data[base + 9] = subgroupAllEqual(v & 1u) ? 1u : 0u;
    } else {
        outp.data[base + 10] = subgroupAllEqual(v) ? 3u : 2u;
    }
}
