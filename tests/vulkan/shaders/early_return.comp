#version 450
// Early returns: invocations with v == 0 return after one ballot, those
// with v == 1 after a second; the rest go on to a reduction.
// Input: one word v per invocation.
// Record (7 words; a field an invocation does not reach stays 0):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   v == 0: 3 ballot(true) in the returning branch
//   v != 0: 4 ballot(true)
//   v > 1:  5 ballot(true)  6 add(v)
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 7;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    if (v == 0u) {
        outp.data[base + 3] = subgroupBallot(true).x;
        return;
    }
    outp.data[base + 4] = subgroupBallot(true).x;
    if (v == 1u) {
        return;
    }
    outp.data[base + 5] = subgroupBallot(true).x;
    outp.data[base + 6] = subgroupAdd(v);
}
