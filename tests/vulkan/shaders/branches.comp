#version 450
// if/else and nested branches: ballots inside each arm and after each join.
// Input: one word v per invocation.
// Record (11 words; a field an invocation does not reach stays 0):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   3 ballot(true) before the branch
//   v even: 4 ballot(true); v % 4 == 0: 5 ballot(true), 6 add(1);
//           v % 4 == 2: 5 ballot(true), 6 add(2); 7 ballot(true) after the inner join
//   v odd:  8 ballot(true); v > 10 (and odd): 9 ballot(true)
//  10 ballot(true) after the outer join
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
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
    outp.data[base + 3] = subgroupBallot(true).x;
    if (v % 2u == 0u) {
        outp.data[base + 4] = subgroupBallot(true).x;
        if (v % 4u == 0u) {
            outp.data[base + 5] = subgroupBallot(true).x;
            outp.data[base + 6] = subgroupAdd(1u);
        } else {
            outp.data[base + 5] = subgroupBallot(true).x;
            outp.data[base + 6] = subgroupAdd(2u);
        }
        outp.data[base + 7] = subgroupBallot(true).x;
    } else {
        outp.data[base + 8] = subgroupBallot(true).x;
        if (v > 10u) {
            outp.data[base + 9] = subgroupBallot(true).x;
        }
    }
    outp.data[base + 10] = subgroupBallot(true).x;
}
