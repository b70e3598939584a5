// The motivating shape of issue 19 in HLSL: a ballot inside
// `if (c) { ...; break; }` in a loop (as loop_break.comp).
// Input: one word v per invocation; stop = v % 9 (8: never breaks).
// Record (6 words; a field an invocation does not reach stays 0):
//   0 SV_GroupIndex  1 WaveGetLaneIndex()  2 WaveGetLaneCount()
//   when stop < 8: 3 WaveActiveBallot(true).x in the break block  4 stop
//   5 WaveActiveBallot(true).x after the loop
[[vk::binding(0, 0)]] StructuredBuffer<uint> inp;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> outp;

static const uint R = 6;

[numthreads(32, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint base = dtid.x * R;
    uint v = inp[dtid.x];
    uint stop = v % 9;
    outp[base + 0] = gi;
    outp[base + 1] = WaveGetLaneIndex();
    outp[base + 2] = WaveGetLaneCount();
    for (uint j = 0; j < 8; j++) {
        if (j == stop) {
            outp[base + 3] = WaveActiveBallot(true).x;
            outp[base + 4] = j;
            break;
        }
    }
    outp[base + 5] = WaveActiveBallot(true).x;
}
