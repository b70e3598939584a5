#version 450
// Workgroup barriers and shared memory across subgroups, and a loop with a
// barrier whose (uniform) trip count k comes from the input.
// Input: one word v per invocation, then k (after the last invocation's
// word: inp.data[gl_NumWorkGroups.x * 32]).
// Record (8 words):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   3 v of invocation (lid + 8) % 32 of the workgroup   4 v of invocation 31 - lid
//   5 add(v) of the subgroup of invocation (lid + 8) % 32
//   6 acc after k rounds of acc += acc of invocation (lid + 1) % 32 (acc starts at v)
//   7 ballot(true) after subgroupBarrier()
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 8;
shared uint s[32];

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    uint k = inp.data[gl_NumWorkGroups.x * 32u];
    uint lid = gl_LocalInvocationIndex;
    outp.data[base + 0] = lid;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    s[lid] = v;
    barrier();
    outp.data[base + 3] = s[(lid + 8u) % 32u];
    outp.data[base + 4] = s[31u - lid];
    barrier();
    s[lid] = subgroupAdd(v);
    barrier();
    outp.data[base + 5] = s[(lid + 8u) % 32u];
    uint acc = v;
    for (uint i = 0u; i < k; i++) {
        barrier();
        s[lid] = acc;
        barrier();
        acc += s[(lid + 1u) % 32u];
    }
    outp.data[base + 6] = acc;
    subgroupBarrier();
    outp.data[base + 7] = subgroupBallot(true).x;
}
