#!/usr/bin/env python3
"""The Vulkan ground truth of issue 19 (tests/vulkan/README.md): every
shader of tests/vulkan/shaders is compiled (make build/vulkan/NAME.spv:
glslc for GLSL, glslangValidator for HLSL), validated by spirv-val, and run
on Mesa's lavapipe by build/vk_run with two or three inputs; the whole
output buffer is compared word for word with what an oracle in this file
computes from the inputs alone (subgroups of 8 consecutive local invocation
indices; a collective's invocations are the ones the structured control
flow keeps together: the same arm of a branch, the same loop iteration).
Also checks the runner itself (usage errors, Vulkan errors, plain and JSON
output, initial buffer contents) and lavapipe's subgroup properties. Ends
with 'N passed, N failed'.

    /usr/bin/python3 tests/unit/test_vulkan.py [SHADER...]

A missing tool is a failure when running as root on Debian (tests/setup.sh
installs glslc, glslang-tools, spirv-tools, mesa-vulkan-drivers and
libvulkan-dev), a skip otherwise."""
import glob
import json
import os
import random
import re
import struct
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHADER_DIR = os.path.join(ROOT, "tests", "vulkan", "shaders")
VK_RUN = os.path.join(ROOT, "build", "vk_run")
M32 = 0xFFFFFFFF
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
import difftool  # noqa: E402

T = difftool.Tally()  # the counts and the closing "N passed, N failed" line
check = T.check


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, cwd=ROOT, **kw)


# --- tools ---

TOOLS = {
    "glslc": "glslc",
    "glslangValidator": "glslang-tools",
    "spirv-val": "spirv-tools",
    "spirv-dis": "spirv-tools",
    "make": "make",
    "cc": "gcc",
}


def missing_tools():
    miss = []
    for tool, package in TOOLS.items():
        if not any(os.access(os.path.join(d, tool), os.X_OK) for d in os.environ.get("PATH", "").split(":")):
            miss.append("%s (Debian: %s)" % (tool, package))
    if not os.path.exists("/usr/include/vulkan/vulkan.h"):
        miss.append("vulkan/vulkan.h (Debian: libvulkan-dev)")
    if not glob.glob("/usr/share/vulkan/icd.d/lvp_icd.*.json"):
        miss.append("lavapipe's ICD (Debian: mesa-vulkan-drivers)")
    return miss


def missing_status(miss):
    """A test whose tools `miss` are missing: a failure when running as root
    on Debian (tests/setup.sh installs them), a skip otherwise; prints why
    and the summary line, returns the exit status."""
    debian_root = os.geteuid() == 0 and os.path.exists("/etc/debian_version")
    print(("FAIL" if debian_root else "SKIP") + ": missing " + ", ".join(miss) + " (tests/setup.sh installs them)")
    print("0 passed, %d failed" % (1 if debian_root else 0))
    return 1 if debian_root else 0


def prepare_conv_run(check, summary, sg):
    """What the tests holding conv against lavapipe share before they run
    (test_concrete.py, test_vulkan_uniformity.py): the tools (a missing one
    is a skip, or a failure as root on Debian), build/vk_run and build/conv
    built, lavapipe's subgroup size `sg`. Returns None when ready, else the
    test's exit status (its summary printed)."""
    miss = missing_tools()
    if miss:
        return missing_status(miss)
    p = run(["make", "--no-print-directory", "build/vk_run", "build/conv"])
    if not check(p.returncode == 0, "make build/vk_run build/conv: %s" % (p.stdout + p.stderr)[-2000:]):
        return summary()
    p = run([VK_RUN, "--info", "--json"])
    if not check(p.returncode == 0 and json.loads(p.stdout)["info"]["subgroupSize"] == sg,
                 "lavapipe's subgroup size is %d: %s" % (sg, p.stderr.strip())):
        return summary()
    global SG
    SG = sg
    return None


# --- running shaders ---


def words_bytes(words):
    return struct.pack("<%dI" % len(words), *[w & M32 for w in words])


def vk_run(spv, groups, buffers, out_words, dump=1, extra=()):
    """runs spv with binding 0 = buffers (a list of words) and binding 1 of
    out_words zero words; returns (rc, json or None, stderr)"""
    with tempfile.NamedTemporaryFile(suffix=".bin", delete=False) as t:
        t.write(words_bytes(buffers))
        name = t.name
    try:
        p = run([VK_RUN, spv, "--groups", str(groups), "--buffer", "0=" + name,
                 "--buffer-size", "1=%d" % (4 * out_words), "--dump", str(dump), "--json"] + list(extra))
    finally:
        os.unlink(name)
    out = None
    if p.returncode == 0:
        try:
            out = json.loads(p.stdout)
        except ValueError:
            out = None
    return p.returncode, out, p.stderr


# --- the oracle's model of lavapipe's subgroups ---
# lavapipe (Mesa 22.3) runs a workgroup as SIMD vectors of SG lanes along
# x: a subgroup is up to SG consecutive x of one (y, z) row, lane = x % SG.
# Its ids follow another rule (observed, see tests/vulkan/README.md):
# gl_SubgroupInvocationID = x % SG but gl_SubgroupID = local index // SG and
# gl_NumSubgroups = invocations // SG (rounded down), which name the real
# subgroups only when SG divides local_size_x. The oracle works per
# subgroup on the list of its invocations' record indices (workgroup *
# invocations + local index); lane l is position l in that list.

SG = 8


def subgroups(local, groups):
    """local: (x, y) sizes or x alone"""
    lx, ly = (local, 1) if isinstance(local, int) else local
    out = []
    for w in range(groups):
        for y in range(ly):
            for k in range(0, lx, SG):
                out.append([w * lx * ly + y * lx + x for x in range(k, min(lx, k + SG))])
    return out


def invocations(local):
    return local if isinstance(local, int) else local[0] * local[1]


def num_subgroups(local):
    """gl_NumSubgroups on lavapipe: rounded down (the spec's count of
    subgroups rounds up: 2 for 12 invocations, where lavapipe says 1)"""
    return invocations(local) // SG


def mask(sub, pred):
    m = 0
    for lane, g in enumerate(sub):
        if pred(g):
            m |= 1 << lane
    return m


def full(sub):
    """the ballot of every invocation of the subgroup"""
    return (1 << len(sub)) - 1


def popcount(x):
    return bin(x).count("1")


def lsb(x):
    return (x & -x).bit_length() - 1


def each(rec, subs):
    """(subgroup, lane, index, record) of every invocation"""
    for sub in subs:
        for lane, g in enumerate(sub):
            yield sub, lane, g, rec[g]


def records(n, r, local, groups):
    """n records of r zero words, fields 0..2 as every shader writes them
    (local index, subgroup invocation id, subgroup id), and the subgroups"""
    rec = [[0] * r for _ in range(n)]
    subs = subgroups(local, groups)
    per = invocations(local)
    for sub in subs:
        for lane, g in enumerate(sub):
            rec[g][0] = g % per
            rec[g][1] = lane
            rec[g][2] = (g % per) // SG
    return rec, subs


def flat(rec):
    return [w & M32 for r in rec for w in r]


def as_i32(x):
    x &= M32
    return x - (1 << 32) if x >> 31 else x


# --- inputs ---


def pattern_input(n, vmax, seed):
    """per subgroup of 8 a different shape: all equal (odd, then even), a
    ramp, all zero, a shared high nibble, random, one odd lane out,
    descending; then reduced modulo vmax"""
    rng = random.Random(seed)
    shapes = [
        lambda l: 7,
        lambda l: l,
        lambda l: 0,
        lambda l: 1000 + 3 * l,
        lambda l: 16 + l,
        lambda l: rng.randrange(1 << 16),
        lambda l: 101 if l == 7 else 2,
        lambda l: 40 - 5 * l,
        lambda l: 64,
    ]
    return [shapes[(g // 8) % len(shapes)](g % 8) % vmax for g in range(n)]


def random_input(n, vmax, seed):
    rng = random.Random(seed)
    return [rng.randrange(vmax) for _ in range(n)]


def standard_inputs(n, vmax):
    return [("patterns", pattern_input(n, vmax, 1)), ("random-1", random_input(n, vmax, 11)),
            ("random-2", random_input(n, vmax, 12))]


# --- the oracles: expected output buffers from the inputs ---


def oracle_ballot(v, local, groups):
    rec, subs = records(len(v), 20, local, groups)
    for sub in subs:
        b = mask(sub, lambda g: v[g] & 1)
        active = [l for l, g in enumerate(sub) if v[g] % 3 == 0]
        for l, g in enumerate(sub):
            r = rec[g]
            r[3] = mask(sub, lambda h: h - sub[0] < 5)
            r[4] = b
            r[5] = int(l == 0)
            r[6] = v[sub[0]]
            r[7] = v[sub[3]]
            r[8] = popcount(b)
            r[9] = popcount(b & ((2 << l) - 1))
            r[10] = popcount(b & ((1 << l) - 1))
            r[11] = lsb(b) if b else 99
            r[12] = b.bit_length() - 1 if b else 99
            r[13] = (v[g] >> l) & 1
            r[14] = SG
            r[15] = num_subgroups(local)
            r[16] = 1 << l
            r[17] = (1 << l) - 1
            if v[g] % 3 == 0:
                r[18] = 2 if l == active[0] else 1
                r[19] = mask(sub, lambda h: v[h] % 3 == 0)
    return flat(rec)


def oracle_vote(v, local, groups):
    rec, subs = records(len(v), 11, local, groups)
    for sub in subs:
        vals = [v[g] for g in sub]
        odd = [x for x in vals if x & 1]
        even = [x for x in vals if not x & 1]
        for g in sub:
            r = rec[g]
            r[3] = int(all(x != 0 for x in vals))
            r[4] = int(any(x > 100 for x in vals))
            r[5] = int(len(set(vals)) == 1)
            r[6] = int(len(set(x >> 4 for x in vals)) == 1)
            if v[g] & 1:
                r[7] = int(all(x > 50 for x in odd))
                r[8] = int(any(x > 200 for x in odd))
                r[9] = 1
            else:
                r[10] = 3 if len(set(even)) == 1 else 2
    return flat(rec)


def oracle_arithmetic(v, local, groups):
    rec, subs = records(len(v), 20, local, groups)
    for sub in subs:
        vals = [v[g] for g in sub]
        prod = 1
        for x in vals:
            prod = (prod * (x | 1)) & M32
        andv, orv, xorv = M32, 0, 0
        for x in vals:
            andv &= x
            orv |= x
            xorv ^= x
        act = [g for g in sub if v[g] % 3 != 0]
        for l, g in enumerate(sub):
            r = rec[g]
            r[3] = sum(vals)
            r[4] = min(vals)
            r[5] = max(vals)
            r[6] = andv
            r[7] = orv
            r[8] = xorv
            r[9] = prod
            r[10] = sum(vals[:l + 1])
            r[11] = sum(vals[:l])
            r[12] = min(vals[:l + 1])
            r[13] = max(vals[:l]) if l else 0
            r[14] = min(vals[:l]) if l else M32
            r[15] = min(as_i32(as_i32(x) - 50) for x in vals)
            if v[g] % 3 != 0:
                k = act.index(g)
                r[16] = len(act)
                r[17] = sum(v[h] for h in act)
                r[18] = sum(v[h] for h in act[:k + 1])
                r[19] = k
    return flat(rec)


def oracle_shuffle(v, local, groups):
    rec, subs = records(len(v), 9, local, groups)
    x = [(v[g] * 3 + g % local) & M32 for g in range(len(v))]
    for sub in subs:
        odd = [g for g in sub if v[g] & 1]
        for l, g in enumerate(sub):
            r = rec[g]
            r[3] = x[sub[v[g] & 7]]
            r[4] = x[sub[l ^ 1]]
            r[5] = x[sub[l ^ 5]]
            r[6] = x[sub[l - 1]] if l >= 1 else 0
            r[7] = x[sub[l + 2]] if l + 2 < SG else 0
            if v[g] & 1:
                r[8] = x[odd[0]]
    return flat(rec)


def oracle_quad(v, local, groups):
    rec, subs = records(len(v), 7, local, groups)
    x = [(v[g] * 5 + g % local) & M32 for g in range(len(v))]
    for sub, l, g, r in each(rec, subs):
        r[3] = x[sub[(l & ~3) + 2]]
        r[4] = x[sub[l ^ 1]]
        r[5] = x[sub[l ^ 2]]
        r[6] = x[sub[l ^ 3]]
    return flat(rec)


def oracle_branches(v, local, groups):
    rec, subs = records(len(v), 11, local, groups)
    for sub in subs:
        every = full(sub)
        even = mask(sub, lambda g: v[g] % 2 == 0)
        m0 = mask(sub, lambda g: v[g] % 4 == 0)
        m2 = mask(sub, lambda g: v[g] % 4 == 2)
        odd = mask(sub, lambda g: v[g] % 2 == 1)
        odd_big = mask(sub, lambda g: v[g] % 2 == 1 and v[g] > 10)
        for g in sub:
            r = rec[g]
            r[3] = every
            if v[g] % 2 == 0:
                r[4] = even
                r[5] = m0 if v[g] % 4 == 0 else m2
                r[6] = popcount(m0) if v[g] % 4 == 0 else 2 * popcount(m2)
                r[7] = even
            else:
                r[8] = odd
                if v[g] > 10:
                    r[9] = odd_big
            r[10] = every
    return flat(rec)


def oracle_loop_divergent(v, local, groups):
    rec, subs = records(len(v), 16, local, groups)
    for sub, l, g, r in each(rec, subs):
        r[3] = full(sub)
        for j in range(min(v[g] % 7, 6)):
            r[4 + j] = mask(sub, lambda h: v[h] % 7 > j)
            r[10 + j] = 1 + sum(1 for h in sub[:l] if v[h] % 7 > j)
    return flat(rec)


def oracle_loop_break(v, local, groups):
    """per iteration: the ballot in the break block converges only the
    invocations that break in the same iteration"""
    rec, subs = records(len(v), 16, local, groups)
    for sub, _, g, r in each(rec, subs):
        stop = v[g] % 9
        if stop < 8:
            r[3] = mask(sub, lambda h: v[h] % 9 == stop)
            r[4] = stop
            r[5] = popcount(r[3])
        for j in range(min(stop, 8)):
            r[6 + j] = mask(sub, lambda h: v[h] % 9 > j)
        r[14] = full(sub)
        r[15] = min(stop, 8)
    return flat(rec)


def oracle_loop_continue(v, local, groups):
    rec, subs = records(len(v), 16, local, groups)
    for sub, _, g, r in each(rec, subs):
        for j in range(6):
            if not (v[g] >> j) & 1:
                r[3 + j] = mask(sub, lambda h: not (v[h] >> j) & 1)
            r[9 + j] = full(sub)
        r[15] = full(sub)
    return flat(rec)


def oracle_loop_infinite(v, local, groups):
    rec, subs = records(len(v), 15, local, groups)
    for sub, l, g, r in each(rec, subs):
        a = v[g] % 5
        r[3] = mask(sub, lambda h: v[h] % 5 == a)
        r[4] = a
        for j in range(a):
            r[5 + j] = mask(sub, lambda h: v[h] % 5 > j)
        r[9] = full(sub)
        for k in range((v[g] >> 3) % 4 + 1):
            r[10 + k] = 1 + sum(1 for h in sub[:l] if (v[h] >> 3) % 4 + 1 > k)
        r[14] = full(sub)
    return flat(rec)


def oracle_function_call(v, local, groups):
    rec, subs = records(len(v), 9, local, groups)
    for sub, _, g, r in each(rec, subs):
        even = [h for h in sub if v[h] % 2 == 0]
        if v[g] % 2 == 0:
            r[3] = len(even)
            r[4] = sub.index(even[0])
        else:
            r[5] = len(sub) - len(even)
        for i in range(v[g] % 3):
            r[6 + i] = sum(1 for h in sub if v[h] % 3 > i)
        r[8] = len(sub)
    return flat(rec)


def oracle_switch(v, local, groups):
    rec, subs = records(len(v), 9, local, groups)
    for sub, _, g, r in each(rec, subs):
        s = v[g] % 5
        if s == 0:
            r[3] = mask(sub, lambda h: v[h] % 5 == 0)
        if s == 1:
            r[4] = mask(sub, lambda h: v[h] % 5 == 1)
        if s in (1, 2):
            r[5] = mask(sub, lambda h: v[h] % 5 in (1, 2))
            r[6] = popcount(r[5])
        if s >= 3:
            r[7] = mask(sub, lambda h: v[h] % 5 >= 3)
        r[8] = full(sub)
    return flat(rec)


def oracle_early_return(v, local, groups):
    rec, subs = records(len(v), 7, local, groups)
    for sub, _, g, r in each(rec, subs):
        if v[g] == 0:
            r[3] = mask(sub, lambda h: v[h] == 0)
            continue
        r[4] = mask(sub, lambda h: v[h] != 0)
        if v[g] == 1:
            continue
        r[5] = mask(sub, lambda h: v[h] > 1)
        r[6] = sum(v[h] for h in sub if v[h] > 1) & M32
    return flat(rec)


def oracle_barrier(words, local, groups):
    n = local * groups
    v, k = words[:n], words[n]
    rec, subs = records(n, 8, local, groups)
    sums = {}
    for sub in subs:
        for g in sub:
            sums[g] = sum(v[h] for h in sub) & M32
    for w in range(groups):
        acc = [v[w * local + i] for i in range(local)]
        for _ in range(k):
            acc = [(acc[i] + acc[(i + 1) % local]) & M32 for i in range(local)]
        for i in range(local):
            r = rec[w * local + i]
            r[3] = v[w * local + (i + 8) % local]
            r[4] = v[w * local + local - 1 - i]
            r[5] = sums[w * local + (i + 8) % local]
            r[6] = acc[i]
    for sub in subs:
        for g in sub:
            rec[g][7] = full(sub)
    return flat(rec)


def oracle_uniform_scopes(words, local, groups):
    n = local * groups
    v, k = words[:n], words[n]
    rec, subs = records(n, 16, local, groups)
    for sub, _, g, r in each(rec, subs):
        w = g // local
        r[3] = w
        r[4] = w * 5 + g % local // SG
        r[5] = v[w * local]
        r[6] = k
        r[7] = v[sub[0]]
        trips = (k + w) % 4 + 1
        for i in range(min(trips, 3)):
            r[8 + i] = i * 7 + w
        r[15] = trips
        stop = v[g] % 6
        if stop < 5:
            r[11] = mask(sub, lambda h: v[h] % 6 == stop)
            r[12] = r[11] + w
            r[13] = stop
        r[14] = full(sub)
    return flat(rec)


def oracle_nested_loops(v, local, groups):
    """the inner break block's ballot converges the invocations of the same
    outer iteration that break the inner loop at the same j"""
    rec, subs = records(len(v), 13, local, groups)

    def n_of(g, i):
        return (v[g] >> (3 * i)) & 7

    def brk(g):
        return (v[g] >> 9) & 7

    def last_outer(g):
        return min((v[g] >> 12) % 4, 2)

    for sub, _, g, r in each(rec, subs):
        for i in range(last_outer(g) + 1):
            in_outer = [h for h in sub if last_outer(h) >= i]
            if brk(g) < n_of(g, i):
                r[3 + i] = mask(sub, lambda h: h in in_outer and brk(h) < n_of(h, i) and brk(h) == brk(g))
            r[6 + i] = mask(sub, lambda h: h in in_outer)
            r[9 + i] = min(brk(g), n_of(g, i))
        r[12] = full(sub)
    return flat(rec)


def oracle_partial_subgroup(v, local, groups):
    rec, subs = records(len(v), 8, local, groups)
    for sub, l, g, r in each(rec, subs):
        r[3] = full(sub)
        r[4] = len(sub)
        r[5] = num_subgroups(local)
        r[6] = mask(sub, lambda h: v[h] & 1)
        r[7] = sum(v[h] for h in sub[:l + 1]) & M32
    return flat(rec)


def oracle_workgroup_2d(v, local, groups):
    rec, subs = records(len(v), 8, local, groups)
    for sub, _, g, r in each(rec, subs):
        r[3] = g % 16 % 4
        r[4] = g % 16 // 4
        r[5] = mask(sub, lambda h: h % 16 % 4 < 2)
        r[6] = mask(sub, lambda h: v[h] & 1)
        r[7] = sum(h % 16 // 4 for h in sub)
    return flat(rec)


def oracle_wave_ops(v, local, groups, prefix_inclusive):
    """prefix_inclusive: how the compiler translated WavePrefixSum (HLSL
    says exclusive; glslang 12 emits an inclusive scan)"""
    rec, subs = records(len(v), 21, local, groups)
    for sub in subs:
        vals = [v[g] for g in sub]
        big = mask(sub, lambda h: v[h] > 10)
        act = [g for g in sub if v[g] % 3 == 0]
        for l, g in enumerate(sub):
            r = rec[g]
            r[2] = SG  # WaveGetLaneCount(), not a subgroup id
            r[3] = mask(sub, lambda h: v[h] & 1)
            r[4] = sum(vals) & M32
            r[5] = sum(vals[:l + 1] if prefix_inclusive else vals[:l]) & M32
            r[6] = popcount(big)
            r[7] = popcount(big & ((1 << l) - 1))
            r[8] = int(l == 0)
            r[9] = vals[0]
            r[10] = vals[5]
            r[11] = int(all(x != 0 for x in vals))
            r[12] = int(any(x > 100 for x in vals))
            r[13] = int(len(set(vals)) == 1)
            r[14] = max(vals)
            r[15] = min(vals)
            o = 0
            for x in vals:
                o |= x
            r[16] = o
            if v[g] % 3 == 0:
                r[17] = mask(sub, lambda h: v[h] % 3 == 0)
                r[18] = act.index(g) + (1 if prefix_inclusive else 0)
                r[19] = len(act)
            else:
                r[20] = mask(sub, lambda h: v[h] % 3 != 0)
    return flat(rec)


def oracle_loop_break_hlsl(v, local, groups):
    rec, subs = records(len(v), 6, local, groups)
    for sub, _, g, r in each(rec, subs):
        r[2] = SG
        stop = v[g] % 9
        if stop < 8:
            r[3] = mask(sub, lambda h: v[h] % 9 == stop)
            r[4] = stop
        r[5] = full(sub)
    return flat(rec)


# name: (local size, workgroups, record words, inputs, oracle)
SHADERS = {
    "ballot": (32, 2, 20, lambda n: standard_inputs(n, 1 << 16), oracle_ballot),
    "vote": (32, 2, 11, lambda n: standard_inputs(n, 256)[:2] + [("random-small", random_input(n, 4, 3))],
             oracle_vote),
    "arithmetic": (32, 2, 20, lambda n: standard_inputs(n, 1000)[:2] + [("random-32bit", random_input(n, 1 << 32, 4))],
                   oracle_arithmetic),
    "shuffle": (32, 2, 9, lambda n: standard_inputs(n, 1 << 20), oracle_shuffle),
    "quad": (32, 2, 7, lambda n: standard_inputs(n, 1 << 20)[:2], oracle_quad),
    "branches": (32, 2, 11, lambda n: standard_inputs(n, 64), oracle_branches),
    "loop_divergent": (32, 2, 16, lambda n: standard_inputs(n, 64), oracle_loop_divergent),
    "loop_break": (32, 2, 16, lambda n: standard_inputs(n, 1 << 10), oracle_loop_break),
    "loop_infinite": (32, 2, 15, lambda n: standard_inputs(n, 64), oracle_loop_infinite),
    "function_call": (32, 2, 9, lambda n: standard_inputs(n, 64), oracle_function_call),
    "loop_continue": (32, 2, 16, lambda n: standard_inputs(n, 64), oracle_loop_continue),
    "switch": (32, 2, 9, lambda n: standard_inputs(n, 100), oracle_switch),
    "early_return": (32, 2, 7, lambda n: standard_inputs(n, 4)[:1] + [("random-4", random_input(n, 4, 5)),
                                                                      ("random-3", random_input(n, 3, 6))],
                     oracle_early_return),
    "barrier": (32, 2, 8, lambda n: [(lbl + ", k=%d" % k, words + [k]) for (lbl, words), k in
                                     zip(standard_inputs(n, 1 << 20), (0, 3, 5))], oracle_barrier),
    "uniform_scopes": (32, 3, 16, lambda n: [(lbl + ", k=%d" % k, words + [k]) for (lbl, words), k in
                                             zip(standard_inputs(n, 1 << 20), (0, 3, 6))], oracle_uniform_scopes),
    "nested_loops": (32, 2, 13, lambda n: standard_inputs(n, 1 << 14), oracle_nested_loops),
    "partial_subgroup": (12, 3, 8, lambda n: standard_inputs(n, 1 << 20)[1:], oracle_partial_subgroup),
    "workgroup_2d": ((4, 4), 2, 8, lambda n: standard_inputs(n, 256)[1:], oracle_workgroup_2d),
    "wave_ops": (32, 2, 21, lambda n: standard_inputs(n, 256), None),
    "loop_break_hlsl": (32, 2, 6, lambda n: standard_inputs(n, 1 << 10)[1:], oracle_loop_break_hlsl),
}

FIELDS_OF_INTEREST = {"loop_break": (3, "break-block ballot"), "loop_break_hlsl": (3, "break-block ballot"),
                      "nested_loops": (3, "inner break-block ballot")}


def compile_shader(name):
    """make build/vulkan/NAME.spv; returns its path or None (reported)"""
    spv = os.path.join("build", "vulkan", name + ".spv")
    p = run(["make", "--no-print-directory", spv])
    if not check(p.returncode == 0 and os.path.exists(os.path.join(ROOT, spv)),
                 "%s: compiles (%s)" % (name, (p.stdout + p.stderr).strip()[-400:])):
        return None
    return spv


def compare(name, label, got, exp, r):
    if got == exp:
        return check(True, "")
    bad = [i for i in range(max(len(got), len(exp))) if i >= len(got) or i >= len(exp) or got[i] != exp[i]]
    lines = []
    for i in bad[:6]:
        lines.append("invocation %d field %d: got %s expected %s" % (
            i // r, i % r, hex(got[i]) if i < len(got) else "-", hex(exp[i]) if i < len(exp) else "-"))
    return check(False, "%s [%s]: %d words differ from the oracle: %s" % (name, label, len(bad), "; ".join(lines)))


def test_shader(name):
    local, groups, r, make_inputs, oracle = SHADERS[name]
    src = glob.glob(os.path.join(SHADER_DIR, name + ".*"))
    check(len(src) == 1, "%s: one source file (%s)" % (name, src))
    spv = compile_shader(name)
    if not spv:
        return
    p = run(["spirv-val", "--target-env", "vulkan1.1", spv])
    check(p.returncode == 0, "%s: spirv-val: %s" % (name, p.stderr.strip()))
    dis = run(["spirv-dis", spv]).stdout
    check("OpEntryPoint GLCompute" in dis, "%s: a GLCompute entry point" % name)
    if name == "wave_ops":
        # WavePrefixSum(v) (HLSL: exclusive) is the first scan of v; glslang 12
        # emits OpGroupNonUniformIAdd ... InclusiveScan for it (a compiler
        # deviation issue 19 documents, not the model's)
        scans = re.findall(r"OpGroupNonUniformIAdd %uint %uint_3 (\w+)", dis)
        check(scans[:2] == ["Reduce", "InclusiveScan"],
              "wave_ops: glslang translates WavePrefixSum as InclusiveScan (got %s)" % scans[:2])
        inclusive = len(scans) > 1 and scans[1] == "InclusiveScan"

        def oracle(v, lo, gr):
            return oracle_wave_ops(v, lo, gr, inclusive)
    n = invocations(local) * groups
    for label, words in make_inputs(n):
        rc, out, err = vk_run(spv, groups, words, n * r)
        if not check(rc == 0 and out is not None, "%s [%s]: vk_run exit %d: %s" % (name, label, rc, err.strip())):
            continue
        got = out["buffers"]["1"]
        exp = oracle(words, local, groups)
        compare(name, label, got, exp, r)
        if name in FIELDS_OF_INTEREST and os.environ.get("VK_SHOW_MASKS"):
            f, what = FIELDS_OF_INTEREST[name]
            print("%s [%s] %s per invocation: %s" % (name, label, what,
                                                      " ".join("%02x" % got[i * r + f] for i in range(n))))


# --- hand-picked properties (each also covered by the whole-buffer
# comparisons, but named here so a failure says what broke) ---


def test_properties(info):
    spv = os.path.join("build", "vulkan", "ballot.spv")
    n = 64
    v = pattern_input(n, 1 << 16, 1)
    rc, out, err = vk_run(spv, 2, v, n * 20)
    if not check(rc == 0, "ballot: runs: %s" % err):
        return
    w = out["buffers"]["1"]
    check(all(w[g * 20 + 14] == 8 for g in range(n)), "gl_SubgroupSize is 8 in every invocation")
    check(all(w[g * 20 + 3] == 0x1F for g in range(n)), "ballot(gl_SubgroupInvocationID < 5) is 0x1f in every subgroup")
    check([w[g * 20 + 2] for g in range(n)] == [g % 32 // 8 for g in range(n)],
          "gl_SubgroupID is local index / 8")
    check([w[g * 20 + 1] for g in range(n)] == [g % 8 for g in range(n)],
          "gl_SubgroupInvocationID is local index % 8")
    # subgroupAdd(1) in a branch is the branch's active count, counted here
    spv = os.path.join("build", "vulkan", "arithmetic.spv")
    v = random_input(n, 1000, 21)
    rc, out, err = vk_run(spv, 2, v, n * 20)
    if check(rc == 0, "arithmetic: runs: %s" % err):
        w = out["buffers"]["1"]
        ok = True
        for g in range(n):
            if v[g] % 3 != 0:
                s = g // 8 * 8
                ok &= w[g * 20 + 16] == sum(1 for h in range(s, s + 8) if v[h] % 3 != 0)
        check(ok, "subgroupAdd(1) inside `if (v % 3 != 0)` is the count of such invocations in the subgroup")
    # break in a loop: every invocation's ballot holds exactly the
    # invocations that break in its iteration (not all that break)
    spv = os.path.join("build", "vulkan", "loop_break.spv")
    v = [0, 0, 1, 1, 2, 8, 8, 3] * 4 + [3, 2, 1, 0, 3, 2, 1, 0] * 4
    rc, out, err = vk_run(spv, 2, v, n * 16)
    if check(rc == 0, "loop_break: runs: %s" % err):
        w = out["buffers"]["1"]
        got = [w[g * 16 + 3] for g in range(8)] + [w[g * 16 + 3] for g in range(32, 40)]
        check(got == [0x03, 0x03, 0x0C, 0x0C, 0x10, 0, 0, 0x80, 0x11, 0x22, 0x44, 0x88, 0x11, 0x22, 0x44, 0x88],
              "loop_break: per-iteration break-block ballots %s" % " ".join("%02x" % x for x in got))
    # lavapipe's ids when SG does not divide local_size_x (observed with Mesa
    # 22.3.6; the spec would give 2 subgroups of 12 invocations, and
    # distinct gl_SubgroupIDs to the four rows of a 4x4 workgroup)
    spv = os.path.join("build", "vulkan", "partial_subgroup.spv")
    rc, out, err = vk_run(spv, 1, list(range(12)), 12 * 8)
    if check(rc == 0, "partial_subgroup: runs: %s" % err):
        w = out["buffers"]["1"]
        check([w[g * 8 + 3] for g in (0, 11)] == [0xFF, 0x0F] and [w[g * 8 + 2] for g in (0, 11)] == [0, 1],
              "12 invocations: subgroups of 8 and 4 (ballots 0xff, 0x0f), gl_SubgroupID 0 and 1")
        check(w[5] == 1, "lavapipe's gl_NumSubgroups for 12 invocations is 1 (rounded down; spec: 2), got %d" % w[5])
    spv = os.path.join("build", "vulkan", "workgroup_2d.spv")
    rc, out, err = vk_run(spv, 1, list(range(16)), 16 * 8)
    if check(rc == 0, "workgroup_2d: runs: %s" % err):
        w = out["buffers"]["1"]
        check([w[g * 8 + 5] for g in range(16)] == [0x3] * 16 and [w[g * 8 + 7] for g in range(16)] == [
            4 * (g // 4) for g in range(16)], "a 4x4 workgroup: each row of 4 is a subgroup of its own")
        check([w[g * 8 + 2] for g in range(16)] == [g // 8 for g in range(16)] and
              [w[g * 8 + 1] for g in range(16)] == [g % 4 for g in range(16)],
              "a 4x4 workgroup: gl_SubgroupID = local index / 8, gl_SubgroupInvocationID = x")
    check(info.get("subgroupSize") == 8, "lavapipe's subgroupSize is 8 (%s)" % info.get("subgroupSize"))
    ops = set(info.get("supportedOperations", []))
    want = {"basic", "vote", "arithmetic", "ballot", "shuffle", "shuffle_relative", "quad"}
    check(want <= ops, "lavapipe supports the subgroup operations %s (has %s)" % (sorted(want), sorted(ops)))
    check("compute" in info.get("supportedStages", []), "subgroup operations in compute shaders")


# --- the runner itself ---


def test_runner():
    spv = os.path.join("build", "vulkan", "ballot.spv")
    p = run([VK_RUN])
    check(p.returncode == 2 and "usage" in p.stderr, "vk_run without a shader: usage, exit 2")
    for args, what in ((["--groups", "0"], "--groups 0"), (["--groups", "1,2,3,4"], "four group counts"),
                       (["--dump", "3"], "--dump of a binding without a buffer"),
                       (["--buffer", "x=y"], "a binding that is not a number"),
                       (["--buffer-size", "1=0"], "a zero size"), (["--frobnicate", "1"], "an unknown option"),
                       (["--groups"], "an option without its value")):
        p = run([VK_RUN, spv] + args)
        check(p.returncode == 2 and p.stderr.startswith("vk_run: "), "vk_run %s: exit 2 with a message (%d %s)"
              % (what, p.returncode, p.stderr.strip()))
    p = run([VK_RUN, "build/vulkan/no-such.spv", "--buffer-size", "0=4"])
    check(p.returncode == 1 and "cannot open" in p.stderr, "a missing shader: exit 1 (%s)" % p.stderr.strip())
    p = run([VK_RUN, "Makefile", "--buffer-size", "0=4"])
    check(p.returncode == 1 and "not a little-endian SPIR-V" in p.stderr, "not SPIR-V: exit 1 (%s)" % p.stderr.strip())
    p = run([VK_RUN, spv, "--entry", "nope", "--buffer-size", "0=256", "--buffer-size", "1=5120"])
    check(p.returncode == 1 and "no GLCompute entry point" in p.stderr, "a wrong --entry: exit 1 (%s)" % p.stderr.strip())
    # a Vulkan error names its call and its VkResult (VK_RUN_ICD points the
    # loader at another ICD file: none, or Intel's, which finds no device)
    env = dict(os.environ, VK_RUN_ICD="/nonexistent/icd.json")
    p = run([VK_RUN, "--info"], env=env)
    check(p.returncode == 1 and re.match(r"vk_run: vk\w+ failed: VK_ERROR_\w+ \(-\d+\)$", p.stderr.strip()),
          "no ICD: 'vk_run: CALL failed: VK_ERROR_... (N)', exit 1 (%d %s)" % (p.returncode, p.stderr.strip()))
    intel = glob.glob("/usr/share/vulkan/icd.d/intel_icd.*.json")
    if intel:
        env = dict(os.environ, VK_RUN_ICD=intel[0])
        p = run([VK_RUN, "--info"], env=env)
        check(p.returncode == 1 and re.match(r"vk_run: (vk\w+ failed: VK_\w+ \(-?\d+\)|no lavapipe)",
                                             p.stderr.strip()),
              "Intel's ICD alone: no lavapipe, exit 1 (%d %s)" % (p.returncode, p.stderr.strip()))
    # plain and JSON agree; --buffer gives initial contents, --buffer-size
    # pads them with zeros
    n = 64
    v = random_input(n, 1 << 16, 31)
    with tempfile.TemporaryDirectory() as d:
        fin = os.path.join(d, "in.bin")
        fout = os.path.join(d, "out.bin")
        with open(fin, "wb") as f:
            f.write(words_bytes(v))
        with open(fout, "wb") as f:
            f.write(words_bytes([0xDEADBEEF] * (n * 20)))
        common = [VK_RUN, spv, "--groups", "2", "--buffer", "0=" + fin, "--buffer", "1=" + fout,
                  "--buffer-size", "1=%d" % (4 * (n * 20 + 5)), "--dump", "1", "--dump", "0"]
        pj = run(common + ["--json", "--info"])
        pp = run(common)
        # options in any order: --dump before the buffer it names
        po = run([VK_RUN, "--dump", "1", "--json", "--buffer-size", "1=%d" % (4 * (n * 20 + 5)), "--buffer",
                  "1=" + fout, "--dump", "0", "--buffer", "0=" + fin, "--groups", "2", spv])
    if not check(pj.returncode == 0 and pp.returncode == 0, "vk_run plain and --json run (%s%s)"
                 % (pj.stderr, pp.stderr)):
        return
    j = json.loads(pj.stdout)
    check(sorted(j) == ["buffers", "info"] and sorted(j["buffers"]) == ["0", "1"],
          "--json: {\"info\":...,\"buffers\":{\"0\":...,\"1\":...}}")
    check(j["buffers"]["0"] == v, "binding 0 reads back as written")
    check(po.returncode == 0 and po.stdout == json.dumps({"buffers": j["buffers"]}, separators=(",", ":")) + "\n",
          "options in another order give the same output (%s)" % po.stderr.strip())
    w = j["buffers"]["1"]
    check(len(w) == n * 20 + 5 and w[n * 20:] == [0] * 5, "--buffer-size past the file is zero-filled")
    exp = oracle_ballot(v, 32, 2)
    merged = [e if (i % 20 < 18 or v[i // 20] % 3 == 0) else 0xDEADBEEF for i, e in enumerate(exp)]
    check(w[:n * 20] == merged, "fields the shader does not write keep the file's initial words")
    plain = {}
    cur = None
    for line in pp.stdout.splitlines():
        m = re.match(r"binding (\d+): (\d+) words$", line)
        if m:
            cur = m.group(1)
            plain[cur] = []
        else:
            plain[cur] += [int(x) for x in line.split()]
    check(plain == j["buffers"], "the plain dump holds the JSON's words, eight to a line")
    p = run([VK_RUN, "--info"])
    check(p.returncode == 0 and re.search(r"^subgroupSize: 8$", p.stdout, re.M) is not None
          and "llvmpipe" in p.stdout, "vk_run --info: the llvmpipe device, subgroupSize: 8")


def main():
    global SG
    start = time.time()
    miss = missing_tools()
    if miss:
        return missing_status(miss)
    p = run(["make", "--no-print-directory", "build/vk_run"])
    if not check(p.returncode == 0, "make build/vk_run: %s" % (p.stdout + p.stderr)[-2000:]):
        return T.summary()
    p = run([VK_RUN, "--info", "--json"])
    info = {}
    if check(p.returncode == 0, "vk_run --info --json: %s" % p.stderr.strip()):
        info = json.loads(p.stdout)["info"]
        SG = info["subgroupSize"]
    names = sys.argv[1:] or sorted(SHADERS)
    on_disk = sorted(os.path.splitext(os.path.basename(f))[0] for f in glob.glob(os.path.join(SHADER_DIR, "*.*")))
    if not sys.argv[1:]:
        check(on_disk == sorted(SHADERS), "every shader of tests/vulkan/shaders has an oracle (%s vs %s)"
              % (on_disk, sorted(SHADERS)))
    for name in names:
        if name not in SHADERS:
            check(False, "unknown shader %s" % name)
            continue
        test_shader(name)
    if not sys.argv[1:]:
        test_properties(info)
        test_runner()
    print("(%.1f s)" % (time.time() - start))
    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
