#version 450
// switch on s = v % 5 with a fall-through (case 1 into case 2) and a
// default; ballots in each case and after the switch.
// Input: one word v per invocation.
// Record (9 words; a field an invocation does not reach stays 0):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   s == 0: 3 ballot(true)
//   s == 1: 4 ballot(true), then falls into case 2
//   s == 1 or 2: 5 ballot(true)   6 add(1)
//   s == 3 or 4 (default): 7 ballot(true)
//   8 ballot(true) after the switch
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 9;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    switch (v % 5u) {
    case 0u:
        outp.data[base + 3] = subgroupBallot(true).x;
        break;
    case 1u:
        outp.data[base + 4] = subgroupBallot(true).x;
        // fall through
    case 2u:
        outp.data[base + 5] = subgroupBallot(true).x;
        outp.data[base + 6] = subgroupAdd(1u);
        break;
    default:
        outp.data[base + 7] = subgroupBallot(true).x;
        break;
    }
    outp.data[base + 8] = subgroupBallot(true).x;
}
