#!/usr/bin/python3
"""`conv inline` on random amdgcn LLVM IR against opt-19.

Pairs of functions of tests/differential/gen_uniformity.py (structured,
irreducible and random CFGs; a third with tokens: entry, hearts,
controlled calls): the callee is a function (not a kernel, which LLVM
forbids calling), the caller any; a call of the callee goes into a random
block of the caller, after its phis and hearts, or right after a
controlled call of that block with the same token (a caller with tokens
needs one: an uncontrolled convergent call would mix). Each module is
written out, must pass `opt-19 -passes=verify`, and goes through `conv
inline --make-convergent IN.ll CALLER CALL -o OUT.ll`:

* the command inlines (exit 0) or refuses with its verdict (exit 1: an
  inference R20 refuses, as an irreducible cycle around a convergent
  operation);
* opt-19 -passes=verify accepts OUT.ll (the convergence-token verifier
  included: entry, hearts, no mix of controlled and uncontrolled
  operations), whatever R18 case applied;
* conv reads OUT.ll back, and the caller passes `conv verify`.

The verdicts are counted by case. Ends with 'N passed, N failed'.

    diff_opt_inline.py [--count N] [--seed S]"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "support"))
import difftool  # noqa: E402
import gen_uniformity as gu  # noqa: E402

CONV = os.path.join(ROOT, os.environ.get("CONV", os.path.join("build", "conv")))
CONTROLLED = re.compile(r'\[ "convergencectrl"\(token (%[\w.]+)\) \]')


def with_call(caller, callee_name, rng):
    """caller's text with `call void @callee(i32 %n, i32 %m, i1 %cu)` in a
    random block (after its phis and hearts, or after a controlled call of
    the block, with its token); None when a caller with tokens has no such
    call to stand beside."""
    lines = caller.text.split("\n")
    tokens = "tokens" in caller.tags
    # places: (index to insert before, token or None)
    places = []
    block_start = None
    for i, line in enumerate(lines):
        if re.match(r"^[\w.]+:$", line):
            block_start = i
            continue
        if block_start is None or not line.startswith("  "):
            continue
        m = CONTROLLED.search(line)
        if tokens and m and "convergence.loop" not in line:
            places.append((i + 1, m.group(1)))
        if not tokens and not re.match(r"^  %[\w.]+ = (phi|call token)", line) and \
                (i == block_start + 1 or re.match(r"^  %[\w.]+ = (phi|call token)", lines[i - 1])):
            places.append((i, None))
    if not places:
        return None
    at, token = places[rng.randrange(len(places))]
    call = "  call void @%s(i32 %%n, i32 %%m, i1 %%cu)" % callee_name
    if token:
        # convergent at the call: LLVM 19 takes a bundle only on a
        # convergent call, and a callee without tokens is not marked so
        call += ' convergent [ "convergencectrl"(token %s) ]' % token
    return "\n".join(lines[:at] + [call] + lines[at:])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--seed", default="inline")
    a = ap.parse_args(argv)
    T = difftool.Tally()
    opt = shutil.which("opt-19")
    if opt is None or not os.path.exists(CONV):
        print("SKIP: opt-19 or build/conv is missing")
        return T.summary()
    rng = random.Random(a.seed)
    stats = {"modules": 0, "inlined": 0, "refused": 0, "skipped": 0}
    cases = {}
    with tempfile.TemporaryDirectory() as tmp:
        k = 0
        while stats["modules"] < a.count:
            caller, callee = gu.gen_batch(a.seed, k, 2)
            k += 2
            if "kernel" in callee.tags:
                stats["skipped"] += 1
                continue
            made = with_call(caller, callee.name, rng)
            if made is None:
                stats["skipped"] += 1
                continue
            text = gu.HEADER + "\n" + callee.text + "\n" + made + "\n"
            src, out = os.path.join(tmp, "in.ll"), os.path.join(tmp, "out.ll")
            with open(src, "w") as f:
                f.write(text)
            p = subprocess.run([opt, "-passes=verify", "-disable-output", src], capture_output=True, text=True)
            if p.returncode != 0:
                stats["skipped"] += 1  # the generator's rare invalid function
                continue
            site = difftool.call_site(CONV, text, caller.name, callee.name)
            if not T.check(site is not None, "module %d: the inserted call not found" % k):
                continue
            stats["modules"] += 1
            p = subprocess.run([CONV, "inline", "--make-convergent", src, caller.name, site, "-o", out],
                               capture_output=True, text=True)
            m = re.search(r"(legal|illegal): .*?\((R18 [a-d])\)|an anchor stands|illegal: ([^(]*)", p.stderr)
            verdict = p.stderr.split(": ", 2)[-1].strip() if p.stderr.startswith("conv: note:") else p.stderr
            key = (m.group(2) if m and m.group(2) else "anchor" if m and "anchor" in m.group(0) else
                   "refused" if p.returncode == 1 else "?")
            cases[key] = cases.get(key, 0) + 1
            if p.returncode == 1:
                stats["refused"] += 1
                T.check("illegal:" in verdict, "module %d: refused without a verdict: %r" % (k, p.stderr[-300:]))
                continue
            if not T.check(p.returncode == 0, "module %d: conv inline exit %d: %s" % (k, p.returncode,
                                                                                      p.stderr[-300:])):
                shutil.copy(src, os.path.join(ROOT, "build", "diff_opt_inline_failed_in.ll"))
                continue
            stats["inlined"] += 1
            q = subprocess.run([opt, "-passes=verify", "-disable-output", out], capture_output=True, text=True)
            if not T.check(q.returncode == 0, "module %d (%s): opt-19 rejects the output: %s" %
                           (k, key, q.stderr[:400])):
                shutil.copy(src, os.path.join(ROOT, "build", "diff_opt_inline_failed_in.ll"))
                shutil.copy(out, os.path.join(ROOT, "build", "diff_opt_inline_failed.ll"))
                continue
            v = subprocess.run([CONV, "verify", out, "--function", caller.name], capture_output=True, text=True)
            if not T.check(v.returncode == 0, "module %d: conv verify of the inlined caller: %s" %
                           (k, v.stdout + v.stderr)):
                shutil.copy(src, os.path.join(ROOT, "build", "diff_opt_inline_failed_in.ll"))
                shutil.copy(out, os.path.join(ROOT, "build", "diff_opt_inline_failed.ll"))
    print("%(modules)d modules: %(inlined)d inlined (opt-19 verified each), %(refused)d refused; "
          "%(skipped)d pairs skipped (a kernel callee, no place for a call, an input opt-19 rejects)" % stats)
    print("  cases: " + ", ".join("%s %d" % (c, n) for c, n in sorted(cases.items())))
    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
