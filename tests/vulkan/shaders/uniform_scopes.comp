#version 450
// Values uniform at each scope, in and out of loops, for the uniformity
// check against lavapipe (tests/unit/test_vulkan_uniformity.py): a
// subgroup's id (uniform in its subgroup only), a workgroup's id and
// shared memory read at one address (uniform in the workgroup only), an
// input word at one address (uniform in the dispatch), a loop whose trip
// count is uniform in the workgroup, and a loop with a divergent break
// whose break block computes after its last subgroup operation.
// Input: one word v per invocation, then k (inp.data[gl_NumWorkGroups.x * 32]).
// Record (16 words; a field an invocation does not reach stays 0):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   3 gl_WorkGroupID.x         4 gl_WorkGroupID.x * 5 + gl_SubgroupID
//   5 s0 after barrier(): v of the workgroup's invocation 0
//   6 k                        7 subgroupBroadcastFirst(v)
//   8 + i (i < 3): i * 7 + gl_WorkGroupID.x in iteration i of a loop of
//     n = (k + gl_WorkGroupID.x) % 4 + 1 iterations
//   stop = v % 6 (5: never): when the invocation breaks in iteration stop,
//  11 ballot(true) in the break block  12 that ballot + gl_WorkGroupID.x,
//     computed after the block's last subgroup operation  13 the iteration
//  14 ballot(true) after the loop   15 i after the first loop (n)
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 16;
shared uint s0;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    uint k = inp.data[gl_NumWorkGroups.x * 32u];
    uint wg = gl_WorkGroupID.x;
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    outp.data[base + 3] = wg;
    outp.data[base + 4] = wg * 5u + gl_SubgroupID;
    if (gl_LocalInvocationIndex == 0u) {
        s0 = v;
    }
    barrier();
    outp.data[base + 5] = s0;
    outp.data[base + 6] = k;
    outp.data[base + 7] = subgroupBroadcastFirst(v);
    uint n = (k + wg) % 4u + 1u;
    uint i = 0u;
    for (; i < n; i++) {
        if (i < 3u) {
            outp.data[base + 8u + i] = i * 7u + wg;
        }
    }
    outp.data[base + 15] = i;
    uint stop = v % 6u;
    for (uint j = 0u; j < 5u; j++) {
        if (j == stop) {
            uint b = subgroupBallot(true).x;
            outp.data[base + 11] = b;
            outp.data[base + 12] = b + wg;
            outp.data[base + 13] = j;
            break;
        }
    }
    outp.data[base + 14] = subgroupBallot(true).x;
}
