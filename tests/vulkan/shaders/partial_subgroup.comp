#version 450
// A workgroup of 12 invocations: one full subgroup and one of 4.
// (lavapipe, Mesa 22.3, says gl_NumSubgroups = 1: 12 / 8 rounded down.)
// Input: one word v per invocation.
// Record (8 words):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   3 ballot(true)  4 add(1)  5 gl_NumSubgroups  6 ballot(v & 1)
//   7 inclusiveAdd(v)
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 12) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 8;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    outp.data[base + 3] = subgroupBallot(true).x;
    outp.data[base + 4] = subgroupAdd(1u);
    outp.data[base + 5] = gl_NumSubgroups;
    outp.data[base + 6] = subgroupBallot((v & 1u) != 0u).x;
    outp.data[base + 7] = subgroupInclusiveAdd(v);
}
