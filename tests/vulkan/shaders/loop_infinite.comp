#version 450
// Loops whose only exit is a break, and a do-while: `while (true)` left at
// j == a (a = v % 5) through a break block with a ballot, then a do-while
// of b = (v >> 3) % 4 + 1 iterations with a scan in its body.
// Input: one word v per invocation.
// Record (15 words; a field an invocation does not reach stays 0):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   3 ballot(true) in the break block  4 the iteration of the break (a)
//   5 + j (j < a): ballot(true) in iteration j past the break
//   9 ballot(true) after the while loop
//  10 + k (k < b): inclusiveAdd(1) in the do-while's iteration k
//  14 ballot(true) after the do-while
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 15;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    uint a = v % 5u;
    uint b = (v >> 3) % 4u + 1u;
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    uint j = 0u;
    while (true) {
        if (j == a) {
            outp.data[base + 3] = subgroupBallot(true).x;
            outp.data[base + 4] = j;
            break;
        }
        outp.data[base + 5u + j] = subgroupBallot(true).x;
        j++;
    }
    outp.data[base + 9] = subgroupBallot(true).x;
    uint k = 0u;
    do {
        outp.data[base + 10u + k] = subgroupInclusiveAdd(1u);
        k++;
    } while (k < b);
    outp.data[base + 14] = subgroupBallot(true).x;
}
