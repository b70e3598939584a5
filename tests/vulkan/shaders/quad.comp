#version 450
// Quad operations: broadcast and the three swaps (a compute shader's quads
// are invocations 4k..4k+3 of the subgroup). Input: one word v per
// invocation; the value is x = v * 5 + gl_LocalInvocationIndex.
// Record (7 words):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   3 quadBroadcast(x, 2)  4 quadSwapHorizontal(x)  5 quadSwapVertical(x)
//   6 quadSwapDiagonal(x)
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 7;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    uint x = v * 5u + gl_LocalInvocationIndex;
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    outp.data[base + 3] = subgroupQuadBroadcast(x, 2u);
    outp.data[base + 4] = subgroupQuadSwapHorizontal(x);
    outp.data[base + 5] = subgroupQuadSwapVertical(x);
    outp.data[base + 6] = subgroupQuadSwapDiagonal(x);
}
