#version 450
// Nested loops with divergent trip counts and breaks from both levels: a
// ballot in the inner loop's break block, a ballot after the inner loop in
// each outer iteration, and one after both. Input: one word v per
// invocation: inner trip count n_i = (v >> 3i) & 7 in outer iteration i
// (i < 3), inner break at j == brk = (v >> 9) & 7 (when brk < n_i), outer
// break after iteration i == (v >> 12) % 4 (3: never).
// Record (13 words; a field an invocation does not reach stays 0):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   3 + i: ballot(true) in the inner break block of outer iteration i
//   6 + i: ballot(true) after the inner loop in outer iteration i
//   9 + i: the inner loop's final j in outer iteration i
//  12 ballot(true) after the outer loop
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 13;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    uint brk = (v >> 9) & 7u;
    uint outer_stop = (v >> 12) % 4u;
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    for (uint i = 0u; i < 3u; i++) {
        uint n = (v >> (3u * i)) & 7u;
        uint j = 0u;
        for (; j < n; j++) {
            if (j == brk) {
                outp.data[base + 3u + i] = subgroupBallot(true).x;
                break;
            }
        }
        outp.data[base + 6u + i] = subgroupBallot(true).x;
        outp.data[base + 9u + i] = j;
        if (i == outer_stop) {
            break;
        }
    }
    outp.data[base + 12] = subgroupBallot(true).x;
}
