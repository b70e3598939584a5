#!/usr/bin/env python3
"""Issue 19's check of concrete mode (docs/semantics.md, "Concrete mode"):
for the shaders of tests/vulkan/shaders, `conv simulate --concrete` on the
SPIR-V writes the same output buffer as lavapipe (build/vk_run, subgroups
of 8), word for word, on the inputs tests/unit/test_vulkan.py uses, in the
default mode (tokens from the structure). Also pins what differs:

* with --spirv-tokens none, the differences are only in the fields written
  in loop-exit (break) blocks, and there conv's ballots hold the driver's
  (plain maximal convergence joins threads of every iteration);
* shaders with OpFunctionCall (function_call, and the HLSL ones, whose
  entry point calls the body) are compared after spirv-opt
  --inline-entry-points-exhaustive, on both sides: the interpreter does not
  enter calls, so the binary as compiled gives hashed values;
* partial_subgroup (12 invocations) and workgroup_2d (4x4) are cut into
  subgroups by lavapipe in ways a wave size does not describe (subgroups of
  8 and 4; rows of 4): conv refuses the first (a workgroup must hold whole
  waves) and differs on the second.

Skips (prints why, "0 passed, 0 failed") only when Vulkan or the shader
tools are missing; a failure when running as root on Debian, where
tests/setup.sh installs them.

    /usr/bin/python3 tests/unit/test_concrete.py [SHADER...]
    CONV=build/asan/conv /usr/bin/python3 tests/unit/test_concrete.py"""
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "unit"))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
import difftool  # noqa: E402
import test_vulkan as vk  # noqa: E402

T = difftool.Tally()
check = T.check
CONV = os.environ.get("CONV", os.path.join(ROOT, "build", "conv"))
SG = 8

# shaders whose entry point calls functions: compared inlined
INLINED = ("function_call", "wave_ops", "loop_break_hlsl")
# fields written in a loop's break block (per shader): where --spirv-tokens
# none may differ; the first of each is a ballot
BREAK_FIELDS = {"loop_break": (3, 5), "nested_loops": (3, 4, 5), "loop_infinite": (3,),
                "loop_break_hlsl": (3, 4)}
GEOMETRY = ("partial_subgroup", "workgroup_2d")


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, cwd=ROOT, **kw)


def conv_run(spv, n, local, words, out_words, extra=()):
    """conv simulate --concrete: (exit status, JSON or None, stderr)"""
    with tempfile.TemporaryDirectory() as d:
        inp, out = os.path.join(d, "in.bin"), os.path.join(d, "out.bin")
        with open(inp, "wb") as fp:
            fp.write(vk.words_bytes(words))
        with open(out, "wb") as fp:
            fp.write(bytes(4 * out_words))
        p = run([CONV, "simulate", "--concrete", spv, "--threads", str(n), "--wave-size", str(SG),
                 "--workgroup-size", str(local), "--buffer", "0=" + inp, "--buffer", "1=" + out,
                 "--dump-buffer", "1", "--json"] + list(extra))
    try:
        return p.returncode, json.loads(p.stdout) if p.returncode == 0 else None, p.stderr
    except ValueError:
        return p.returncode, None, p.stderr


def diff_words(a, b, r):
    return [(i // r, i % r, a[i], b[i]) for i in range(min(len(a), len(b))) if a[i] != b[i]]


def shader_spv(name):
    spv = os.path.join("build", "vulkan", name + ".spv")
    p = run(["make", "--no-print-directory", spv])
    if not check(p.returncode == 0, "%s: compiles: %s" % (name, (p.stdout + p.stderr)[-300:])):
        return None
    if name in INLINED:
        inl = os.path.join("build", "vulkan", name + ".inlined.spv")
        p = run(["spirv-opt", "--inline-entry-points-exhaustive", spv, "-o", inl])
        if not check(p.returncode == 0, "%s: spirv-opt inlines: %s" % (name, p.stderr)):
            return None
        return inl
    return spv


def test_shader(name):
    local, groups, r, make_inputs, _ = vk.SHADERS[name]
    spv = shader_spv(name)
    if spv is None:
        return
    n = local * groups
    for label, words in make_inputs(n):
        rc, out, err = vk.vk_run(spv, groups, words, n * r)
        if not check(rc == 0 and out is not None, "%s [%s]: vk_run: %s" % (name, label, err.strip())):
            continue
        drv = out["buffers"]["1"]
        rc, got, err = conv_run(spv, n, local, words, n * r)
        if not check(rc == 0 and got is not None, "%s [%s]: conv simulate --concrete: %s" % (name, label, err)):
            continue
        mine = got["buffers"]["1"]
        bad = diff_words(drv, mine, r)
        check(len(mine) == len(drv) and not bad, "%s [%s]: conv writes lavapipe's buffer word for word "
              "(%d words differ: (invocation, field, lavapipe, conv) %s)" % (name, label, len(bad), bad[:6]))
        check(got["finished"], "%s [%s]: every thread finishes" % (name, label))
        # values without a concrete definition: only shuffles reading a lane
        # outside the subgroup (undefined; the shader masks them out)
        check(got["hashed"] == 0 or name == "shuffle", "%s [%s]: no value hashed (%d)" % (name, label, got["hashed"]))
        if name in BREAK_FIELDS:
            test_tokens_none(name, spv, n, local, words, r, drv, label)


def test_tokens_none(name, spv, n, local, words, r, drv, label):
    """--spirv-tokens none: differences only in break-block fields, and
    there the ballot's threads contain the driver's"""
    rc, got, err = conv_run(spv, n, local, words, n * r, ["--spirv-tokens", "none"])
    if not check(rc == 0 and got is not None, "%s [%s]: --spirv-tokens none runs: %s" % (name, label, err)):
        return
    bad = diff_words(drv, got["buffers"]["1"], r)
    fields = sorted(set(f for _, f, _, _ in bad))
    check(set(fields) <= set(BREAK_FIELDS[name]), "%s [%s] tokens none: differences only in the break-block "
          "fields %s (got %s)" % (name, label, BREAK_FIELDS[name], fields))
    ballot = BREAK_FIELDS[name][0]
    check(all(c & d == d for _, f, d, c in bad if f == ballot),
          "%s [%s] tokens none: the break-block ballots contain the driver's" % (name, label))
    if name == "loop_break":
        check(bad != [], "loop_break [%s] tokens none: the break-block ballots differ from the driver's" % label)


def test_limits():
    """what concrete mode does not model, pinned"""
    spv = shader_spv("partial_subgroup")
    if spv:
        rc, _, err = conv_run(spv, 36, 12, list(range(37)), 36 * 8)
        check(rc == 2 and "interp.workgroup" in err,
              "partial_subgroup: a workgroup of 12 with waves of 8 is refused (%d: %s)" % (rc, err.strip()))
    spv = shader_spv("workgroup_2d")
    if spv:
        words = list(range(32))
        rc, out, err = vk.vk_run(spv, 2, words, 32 * 8)
        rc2, got, err2 = conv_run(spv, 32, 16, words, 32 * 8)
        if check(rc == 0 and rc2 == 0, "workgroup_2d: runs (%s %s)" % (err, err2)):
            bad = diff_words(out["buffers"]["1"], got["buffers"]["1"], 8)
            check(bad != [], "workgroup_2d: lavapipe's subgroups (rows of 4) are not conv's waves of 8: they differ")
    spv = os.path.join("build", "vulkan", "function_call.spv")
    words = list(range(64))
    rc, got, err = conv_run(spv, 64, 32, words, 64 * 9)
    if check(rc == 0, "function_call (not inlined): runs: %s" % err):
        check(got["hashed"] > 0, "function_call (not inlined): calls are not entered, their results hashed")


def test_cli():
    spv = os.path.join("build", "vulkan", "ballot.spv")
    with tempfile.TemporaryDirectory() as d:
        small = os.path.join(d, "small.bin")
        with open(small, "wb") as fp:
            fp.write(bytes(16))
        inp = os.path.join(d, "in.bin")
        with open(inp, "wb") as fp:
            fp.write(vk.words_bytes(list(range(64))))
        # an output buffer too small: stores past its end stop the threads
        p = run([CONV, "simulate", "--concrete", spv, "--threads", "64", "--wave-size", "8", "--workgroup-size",
                 "32", "--buffer", "0=" + inp, "--buffer", "1=" + small, "--dump-buffer", "1"])
        check(p.returncode == 0 and "interp.out-of-bounds" in p.stderr and "binding 1: 4 words" in p.stdout,
              "an out-of-bounds store is a diagnostic and stops the thread: %s" % p.stderr[:200])
        p = run([CONV, "simulate", spv, "--buffer", "1=" + small])
        check(p.returncode == 2 and "--concrete" in p.stderr, "--buffer without --concrete is a usage error")
        p = run([CONV, "simulate", "--concrete", spv, "--buffer", "1=" + small, "--dump-buffer", "2"])
        check(p.returncode == 2, "--dump-buffer of a binding without --buffer is an error")
        p = run([CONV, "simulate", "--concrete", spv, "--threads", "8", "--wave-size", "8", "--buffer", "0=" + inp,
                 "--buffer", "1=" + small])
        check(p.returncode == 0 and "values hashed" in p.stdout, "the text output says how many values were hashed")


def main():
    start = time.time()
    status = vk.prepare_conv_run(check, T.summary, SG)
    if status is not None:
        return status
    names = sys.argv[1:] or sorted(s for s in vk.SHADERS if s not in GEOMETRY)
    for name in names:
        test_shader(name)
    if not sys.argv[1:]:
        test_limits()
        test_cli()
    print("(%.1f s)" % (time.time() - start))
    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
