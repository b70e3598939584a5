#version 450
// The motivating shape of issue 19: a ballot inside `if (c) { ...; break; }`
// in a loop. Each invocation leaves the loop at iteration stop = v % 9
// (stop == 8: never, the loop ends after 8 iterations). The ballot in the
// break block runs in the iteration that breaks: the structured reading
// (and SPIR-V's) converges only the invocations that break in the same
// iteration; plain maximal convergence of the CFG would converge every
// invocation that reaches it.
// Input: one word v per invocation.
// Record (16 words; a field an invocation does not reach stays 0):
//   0 gl_LocalInvocationIndex  1 gl_SubgroupInvocationID  2 gl_SubgroupID
//   when stop < 8: 3 ballot(true) in the break block  4 the iteration (stop)
//                  5 add(1) in the break block
//   6 + j (j < 8, j < stop): ballot(true) in iteration j, past the break
//  14 ballot(true) after the loop   15 the number of iterations run past the break
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 32) in;
layout(std430, set = 0, binding = 0) readonly buffer In { uint data[]; } inp;
layout(std430, set = 0, binding = 1) buffer Out { uint data[]; } outp;

const uint R = 16;

void main()
{
    uint gid = gl_GlobalInvocationID.x;
    uint base = gid * R;
    uint v = inp.data[gid];
    uint stop = v % 9u;
    uint count = 0u;
    outp.data[base + 0] = gl_LocalInvocationIndex;
    outp.data[base + 1] = gl_SubgroupInvocationID;
    outp.data[base + 2] = gl_SubgroupID;
    for (uint j = 0u; j < 8u; j++) {
        if (j == stop) {
            outp.data[base + 3] = subgroupBallot(true).x;
            outp.data[base + 4] = j;
            outp.data[base + 5] = subgroupAdd(1u);
            break;
        }
        outp.data[base + 6u + j] = subgroupBallot(true).x;
        count++;
    }
    outp.data[base + 14] = subgroupBallot(true).x;
    outp.data[base + 15] = count;
}
