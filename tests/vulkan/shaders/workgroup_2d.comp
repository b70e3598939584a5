#version 450
// A 4x4 workgroup: how an implementation cuts a 2-D workgroup into
// subgroups. (lavapipe, Mesa 22.3: each row of 4 is a subgroup of its own,
// gl_SubgroupInvocationID = x, while gl_SubgroupID = local index / 8 gives
// two rows the same id; tests/vulkan/README.md.)
// Input: one word v per invocation, at index workgroup * 16 + local index.
// Record (8 words, at the same index * 8):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   3 gl_LocalInvocationID.x  4 gl_LocalInvocationID.y  5 ballot(local x < 2)
//   6 ballot(v & 1)  7 add(local y)
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 4, local_size_y = 4) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 8;

void main()
{
    uint idx = gl_WorkGroupID.x * 16u + gl_LocalInvocationIndex;
    uint base = idx * R;
    uint v = inp.data[idx];
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    outp.data[base + 3] = gl_LocalInvocationID.x;
    outp.data[base + 4] = gl_LocalInvocationID.y;
    outp.data[base + 5] = subgroupBallot(gl_LocalInvocationID.x < 2u).x;
    outp.data[base + 6] = subgroupBallot((v & 1u) != 0u).x;
    outp.data[base + 7] = subgroupAdd(gl_LocalInvocationID.y);
}
