#version 450
// make demo's real shader: a ballot in a loop's break block. Invocation i
// leaves the loop in iteration i % 3; the ballot runs with the invocations
// that break in the same iteration (SPIR-V's structure, and drivers).
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 8) in;
layout(std430, set = 0, binding = 0) buffer Out { uint data[]; } outp;
void main()
{
    uint i = gl_LocalInvocationID.x;
    uint stop = i % 3u;
    for (uint j = 0u; j < 4u; j++) {
        if (j == stop) {
            outp.data[i] = subgroupBallot(true).x;
            break;
        }
    }
}
