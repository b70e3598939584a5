#!/usr/bin/python3
"""`conv outline` on LLVM IR against opt-19.

Modules: random amdgcn functions of tests/differential/gen_ll.py (named and
numbered values, switches with duplicate targets, unreachable ends) and of
gen_uniformity.py (a third with tokens: entry, hearts, controlled calls),
and, with --corpus, every .ll file of the repository's corpora
(tests/realworld: LLVM's AMDGPU/NVPTX tests, CUDA, HIP and OpenCL kernels by
clang-19, logical SPIR-V among them; tests/uniformity; tests/legality;
tests/data; examples/data). In each function regions are drawn as
tests/soundness/test_outline.c draws them: a block's dominator subtree, or
the block alone (its entry first). Each goes through `conv outline IN.ll
FUNCTION BLOCK... -o OUT.ll`:

* it outlines (exit 0), or refuses with its verdict (exit 1: counted by
  reason), or says that the edit cannot be written as LLVM IR (exit 2,
  [write.unsupported-edit]: counted by reason; for the random modules
  only a region whose numbered values (%7, 12:) LLVM would read out of
  order, its blocks apart in the text);
* opt-19 -passes=verify accepts OUT.ll (the convergence-token verifier
  included) wherever it accepts IN.ll;
* conv reads OUT.ll back as the module `conv outline` makes of the native
  form of IN.ll (`conv print` of both, equal line for line): the graph
  written is the graph outlined;
* the semantic check: `conv inline OUT.ll FUNCTION CALL` inlines the new
  call back, and opt-19 accepts that text too.

Ends with 'N passed, N failed'.

    diff_opt_outline.py [--count N] [--seed S] [--corpus] [--regions R]"""
import argparse
import glob
import json
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
import gen_ll  # noqa: E402
import gen_uniformity as gu  # noqa: E402

CONV = os.path.join(ROOT, os.environ.get("CONV", os.path.join("build", "conv")))
CORPORA = ["tests/realworld", "tests/uniformity", "tests/legality", "tests/data", "examples/data"]
OPT = shutil.which("opt-19")


def run(args, stdin=None):
    p = subprocess.run(args, capture_output=True, text=True, input=stdin, errors="surrogateescape")
    return p.returncode, p.stdout, p.stderr


def opt_accepts(path):
    rc, _, err = run([OPT, "-passes=verify", "-disable-output", path])
    return rc == 0, err


def regions(path, rng, per_function):
    """[(function, [entry, blocks...])]: dominator subtrees and single
    blocks of each function, at most per_function of them."""
    rc, out, _ = run([CONV, "domtree", path, "--json"])
    if rc != 0:
        return []
    result = []
    for fn in json.loads(out)["functions"]:
        idom = fn["idom"]
        kids = {}
        for b, d in idom.items():
            if d is not None:
                kids.setdefault(d, []).append(b)
        cands = []
        for b, d in idom.items():
            if d is None:
                continue  # the entry block: never outlined
            sub, stack = [], [b]
            while stack:
                x = stack.pop()
                sub.append(x)
                stack.extend(sorted(kids.get(x, [])))
            cands.append((fn["name"], sub))
            if len(sub) > 1:
                cands.append((fn["name"], [b]))
        rng.shuffle(cands)
        result += cands[:per_function]
    return result


class Run(object):
    def __init__(self, tally, tmp):
        self.T = tally
        self.tmp = tmp
        self.stats = {"modules": 0, "regions": 0, "outlined": 0, "verified": 0, "same": 0, "inlined back": 0}
        self.refused = {}
        self.unwritable = {}
        self.examples = {}

    def keep(self, what, *paths):
        for i, p in enumerate(paths):
            shutil.copy(p, os.path.join(ROOT, "build", "diff_opt_outline_failed%d.ll" % i))

    def module(self, src, rng, per_function, strict):
        """Every drawn region of the module at src; strict: the input is one
        opt-19 accepts, and every legal outlining must be written."""
        accepted = OPT is not None and opt_accepts(src)[0]
        if strict and not accepted:
            return False
        rc, native, _ = run([CONV, "print", src])
        if rc != 0:
            return False
        self.stats["modules"] += 1
        native_path = os.path.join(self.tmp, "in.conv")
        with open(native_path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(native)
        for fn, blocks in regions(src, rng, per_function):
            self.region(src, native_path, fn, blocks, accepted, strict)
        return True

    def region(self, src, native_path, fn, blocks, accepted, strict):
        T = self.T
        out = os.path.join(self.tmp, "out.ll")
        back_path = os.path.join(self.tmp, "back.ll")
        what = "%s: outline @%s %s" % (os.path.relpath(src, ROOT), fn, " ".join(blocks[:6]))
        self.stats["regions"] += 1
        rc, _, err = run([CONV, "outline", src, fn] + blocks + ["--name", "outl", "-o", out])
        if rc == 1:
            m = re.search(r"illegal: ([^(:]*)", err)
            key = m.group(1).strip() if m else "?"
            self.refused[key] = self.refused.get(key, 0) + 1
            T.check(m is not None, "%s: refused without a verdict: %r" % (what, err[-300:]))
            return
        if rc == 2 and "[write.unsupported-edit]" in err:
            m = re.search(r"cannot write this edit as LLVM IR: ([^(\n]*)", err)
            key = m.group(1).strip() if m else "?"
            self.unwritable[key] = self.unwritable.get(key, 0) + 1
            self.examples.setdefault(key, what)
            # the random modules: only numbered values LLVM would read out of order
            if not T.check(not strict or key.startswith("numbered values out of order"),
                           "%s: not written: %s" % (what, err[-300:])):
                self.keep(what, src)
            return
        if not T.check(rc == 0, "%s: exit %d: %s" % (what, rc, err[-300:])):
            self.keep(what, src)
            return
        self.stats["outlined"] += 1
        if accepted:
            ok, why = opt_accepts(out)
            if not T.check(ok, "%s: opt-19 rejects the output: %s" % (what, why[:400])):
                self.keep(what, src, out)
                return
            self.stats["verified"] += 1
        # read back: the graph conv_module_outline makes of the native form
        rc_b, back, err_b = run([CONV, "print", out])
        rc_n, want, err_n = run([CONV, "outline", native_path, fn] + blocks + ["--name", "outl"])
        same = rc_b == 0 and rc_n == 0 and back == want
        self.stats["same"] += same
        if not T.check(same, "%s: read back, another graph: %s" % (what, difference(back, want) or err_b + err_n)):
            self.keep(what, src, out)
            return
        # the semantic check: the call inlined back, which opt-19 accepts
        with open(out, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
        site = difftool.call_site(CONV, text, fn, "outl")
        if not T.check(site is not None, "%s: the call of @outl not found" % what):
            return
        rc_i, _, err_i = run([CONV, "inline", out, fn, site, "-o", back_path])
        if not T.check(rc_i == 0, "%s: inlining @outl back: exit %d: %s" % (what, rc_i, err_i[-300:])):
            self.keep(what, src, out)
            return
        if accepted:
            ok, why = opt_accepts(back_path)
            if not T.check(ok, "%s: opt-19 rejects the call inlined back: %s" % (what, why[:400])):
                self.keep(what, src, out, back_path)
                return
        self.stats["inlined back"] += 1

    def report(self):
        print("%(modules)d modules, %(regions)d regions: %(outlined)d outlined (%(verified)d verified by opt-19, "
              "%(same)d read back as the native outlining, %(inlined back)d inlined back and verified)" % self.stats)
        print("  refused: " + (", ".join("%s %d" % kv for kv in sorted(self.refused.items())) or "none"))
        print("  not writable as LLVM IR: " + (", ".join("%s %d" % kv for kv in sorted(self.unwritable.items()))
                                               or "none"))
        for key, what in sorted(self.examples.items()):
            print("    e.g. %s (%s)" % (what, key))


def difference(a, b):
    la, lb = a.split("\n"), b.split("\n")
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<end>"
        y = lb[i] if i < len(lb) else "<end>"
        if x != y:
            return "line %d: %r <> %r" % (i + 1, x, y)
    return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=100, help="random modules")
    ap.add_argument("--seed", default="19")
    ap.add_argument("--regions", type=int, default=4, help="regions drawn per function")
    ap.add_argument("--corpus", action="store_true", help="the repository's .ll corpora instead")
    a = ap.parse_args(argv)
    T = difftool.Tally()
    if OPT is None or not os.path.exists(CONV):
        print("SKIP: opt-19 or build/conv is missing")
        return T.summary()
    rng = random.Random(a.seed)
    with tempfile.TemporaryDirectory() as tmp:
        r = Run(T, tmp)
        src = os.path.join(tmp, "in.ll")
        if a.corpus:
            files = sorted(set(p for c in CORPORA for p in
                               glob.glob(os.path.join(ROOT, c, "**", "*.ll"), recursive=True)))
            for path in files:
                r.module(path, rng, a.regions, False)
        k = 0
        while not a.corpus and r.stats["modules"] < a.count:
            if k % 2 == 0:
                text = gen_ll.gen_module_cfgs(a.seed, 1, k // 2)[0][1]
            else:
                text = gu.HEADER + "\n" + gu.gen_batch(a.seed, k, 1)[0].text + "\n"
            k += 1
            with open(src, "w") as f:
                f.write(text)
            r.module(src, rng, a.regions, True)
        r.report()
    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
