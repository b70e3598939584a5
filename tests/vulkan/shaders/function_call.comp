#version 450
// Collectives inside called functions (glslc without -O keeps them as
// OpFunctionCall): the callee's collective sees the caller's active
// invocations, in both arms of an if/else and in a divergent loop.
// Input: one word v per invocation.
// Record (9 words; a field an invocation does not reach stays 0):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   v even: 3 active_count()  4 lowest_active()
//   v odd:  5 active_count()
//   6 + i (i < v % 3): active_count() in iteration i of a loop
//   8 active_count() after both
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 9;

uint active_count()
{
    return subgroupAdd(1u);
}

uint lowest_active()
{
    return subgroupBallotFindLSB(subgroupBallot(true));
}

void record(uint base, uint field, uint value)
{
    outp.data[base + field] = value;
}

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    record(base, 0u, gl_LocalInvocationIndex);
    record(base, 1u, gl_SubgroupInvocationID);
    record(base, 2u, gl_SubgroupID);
    if (v % 2u == 0u) {
        record(base, 3u, active_count());
        record(base, 4u, lowest_active());
    } else {
        record(base, 5u, active_count());
    }
    for (uint i = 0u; i < v % 3u; i++) {
        record(base, 6u + i, active_count());
    }
    record(base, 8u, active_count());
}
