#version 450
// `continue` in a loop of 6 iterations: invocation skips iteration j when
// bit j of v is set. A ballot after the continue (in the loop body), a
// ballot in the continue construct (the for's increment, reached by every
// invocation still looping), and one after the loop.
// Input: one word v per invocation.
// Record (16 words; a field an invocation does not reach stays 0):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   3 + j (j < 6): ballot(true) in iteration j past the continue (bit j clear)
//   9 + j (j < 6): ballot(true) in iteration j's increment
//  15 ballot(true) after the loop
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 16;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    for (uint j = 0u; j < 6u; outp.data[base + 9u + j] = subgroupBallot(true).x, j++) {
        if (((v >> j) & 1u) != 0u) {
            continue;
        }
        outp.data[base + 3u + j] = subgroupBallot(true).x;
    }
    outp.data[base + 15] = subgroupBallot(true).x;
}
