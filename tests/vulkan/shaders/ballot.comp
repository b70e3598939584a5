#version 450
// Ballot, elect, broadcast and the ballot bit queries, over the whole
// subgroup and inside one branch. Input: one word v per invocation.
// Record (20 words per invocation, at gl_GlobalInvocationID.x * 20):
//   0 gl_LocalInvocationIndex   1 gl_SubgroupInvocationID   2 gl_SubgroupID
//   3 ballot(sid < 5)           4 ballot(v & 1) = b         5 subgroupElect()
//   6 broadcastFirst(v)         7 broadcast(v, 3)           8 bitCount(b)
//   9 inclusiveBitCount(b)     10 exclusiveBitCount(b)     11 findLSB(b) (b == 0: 99)
//  12 findMSB(b) (b == 0: 99)  13 inverseBallot(v): bit sid of v
//  14 gl_SubgroupSize          15 gl_NumSubgroups          16 gl_SubgroupEqMask.x
//  17 gl_SubgroupLtMask.x      when v % 3 == 0 (else 0): 18 subgroupElect() + 1
//  19 ballot(true)
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 20;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    outp.data[base + 3] = subgroupBallot(gl_SubgroupInvocationID < 5u).x;
    uvec4 b = subgroupBallot((v & 1u) != 0u);
    outp.data[base + 4] = b.x;
    outp.data[base + 5] = subgroupElect() ? 1u : 0u;
    outp.data[base + 6] = subgroupBroadcastFirst(v);
    outp.data[base + 7] = subgroupBroadcast(v, 3u);
    outp.data[base + 8] = subgroupBallotBitCount(b);
    outp.data[base + 9] = subgroupBallotInclusiveBitCount(b);
    outp.data[base + 10] = subgroupBallotExclusiveBitCount(b);
    outp.data[base + 11] = b.x == 0u ? 99u : subgroupBallotFindLSB(b);
    outp.data[base + 12] = b.x == 0u ? 99u : subgroupBallotFindMSB(b);
    outp.data[base + 13] = subgroupInverseBallot(uvec4(v, 0u, 0u, 0u)) ? 1u : 0u;
    outp.data[base + 14] = gl_SubgroupSize;
    outp.data[base + 15] = gl_NumSubgroups;
    outp.data[base + 16] = gl_SubgroupEqMask.x;
    outp.data[base + 17] = gl_SubgroupLtMask.x;
    if (v % 3u == 0u) {
        outp.data[base + 18] = subgroupElect() ? 2u : 1u;
        outp.data[base + 19] = subgroupBallot(true).x;
    }
}
