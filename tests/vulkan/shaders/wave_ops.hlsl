// HLSL wave intrinsics (compiled by glslangValidator -D): ballot, sums,
// prefix sums, counts, first lane, read lane, votes, and a branch.
// Input: one word v per invocation.
// Record (21 words; a field an invocation does not reach stays 0):
//   0 SV_GroupIndex  1 WaveGetLaneIndex()  2 WaveGetLaneCount()
//   3 WaveActiveBallot(v & 1).x  4 WaveActiveSum(v)  5 WavePrefixSum(v)
//   6 WaveActiveCountBits(v > 10)  7 WavePrefixCountBits(v > 10)
//   8 WaveIsFirstLane()  9 WaveReadLaneFirst(v)  10 WaveReadLaneAt(v, 5)
//  11 WaveActiveAllTrue(v != 0)  12 WaveActiveAnyTrue(v > 100)
//  13 WaveActiveAllEqual(v)  14 WaveActiveMax(v)  15 WaveActiveMin(v)
//  16 WaveActiveBitOr(v)
//   v % 3 == 0: 17 WaveActiveBallot(true).x  18 WavePrefixSum(1)  19 WaveActiveSum(1)
//   else:       20 WaveActiveBallot(true).x
// (HLSL has no subgroup id: word 2 is the lane count.)
[[vk::binding(0, 0)]] StructuredBuffer<uint> inp;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> outp;

static const uint R = 21;

[numthreads(32, 1, 1)]
void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    uint base = dtid.x * R;
    uint v = inp[dtid.x];
    outp[base + 0] = gi;
    outp[base + 1] = WaveGetLaneIndex();
    outp[base + 2] = WaveGetLaneCount();
    outp[base + 3] = WaveActiveBallot((v & 1) != 0).x;
    outp[base + 4] = WaveActiveSum(v);
    outp[base + 5] = WavePrefixSum(v);
    outp[base + 6] = WaveActiveCountBits(v > 10);
    outp[base + 7] = WavePrefixCountBits(v > 10);
    outp[base + 8] = WaveIsFirstLane() ? 1 : 0;
    outp[base + 9] = WaveReadLaneFirst(v);
    outp[base + 10] = WaveReadLaneAt(v, 5);
    outp[base + 11] = WaveActiveAllTrue(v != 0) ? 1 : 0;
    outp[base + 12] = WaveActiveAnyTrue(v > 100) ? 1 : 0;
    outp[base + 13] = WaveActiveAllEqual(v) ? 1 : 0;
    outp[base + 14] = WaveActiveMax(v);
    outp[base + 15] = WaveActiveMin(v);
    outp[base + 16] = WaveActiveBitOr(v);
    if (v % 3 == 0) {
        outp[base + 17] = WaveActiveBallot(true).x;
        outp[base + 18] = WavePrefixSum(1u);
        outp[base + 19] = WaveActiveSum(1u);
    } else {
        outp[base + 20] = WaveActiveBallot(true).x;
    }
}
