#version 450
// Shuffles: by index, xor, up, down, and a shuffle inside a branch that
// reads the branch's lowest active invocation. Input: one word v per
// invocation; the shuffled value is x = v * 3 + gl_LocalInvocationIndex.
// Record (9 words):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   3 shuffle(x, v & 7)  4 shuffleXor(x, 1)  5 shuffleXor(x, 5)
//   6 shuffleUp(x, 1) (invocation 0: 0)  7 shuffleDown(x, 2) (invocations 6, 7: 0)
//   when v is odd (else 0): 8 shuffle(x, the lowest invocation with v odd)
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 9;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    uint x = v * 3u + gl_LocalInvocationIndex;
    uint sid = gl_SubgroupInvocationID;
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = sid;
    outp.data[base + 2] = gl_SubgroupID;
    outp.data[base + 3] = subgroupShuffle(x, v & 7u);
    outp.data[base + 4] = subgroupShuffleXor(x, 1u);
    outp.data[base + 5] = subgroupShuffleXor(x, 5u);
    uint up = subgroupShuffleUp(x, 1u);
    uint down = subgroupShuffleDown(x, 2u);
    outp.data[base + 6] = sid >= 1u ? up : 0u;
    outp.data[base + 7] = sid + 2u < gl_SubgroupSize ? down : 0u;
    if ((v & 1u) != 0u) {
        uint first = subgroupBallotFindLSB(subgroupBallot(true));
        outp.data[base + 8] = subgroupShuffle(x, first);
    }
}
