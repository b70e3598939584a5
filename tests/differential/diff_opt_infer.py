#!/usr/bin/python3
"""`conv infer-tokens` on random amdgcn LLVM IR against opt-19.

The functions of tests/differential/gen_uniformity.py (structured,
irreducible and random CFGs; kernels and plain functions; a third already
with tokens), written in modules of --batch functions, each run through
`conv infer-tokens --make-convergent IN.ll -o OUT.ll`. For every module:

* opt-19 -passes=verify accepts OUT.ll (the convergence-token verifier:
  entry, hearts, no mix of controlled and uncontrolled operations);
* opt-19's print<uniformity> of OUT.ll gives every value and branch of the
  input, and every cycle exit, the answer it gives for IN.ll (the inserted
  intrinsics left out): LLVM's own analysis agrees that the inferred tokens
  keep maximal convergence;
* conv reads OUT.ll, and its uniformity listing is IN.ll's.

Ends with 'N passed, N failed'.

    diff_opt_infer.py [--count N] [--batch B] [--seed S]"""
import argparse
import os
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
import diff_opt_uniformity as dou  # noqa: E402
import gen_uniformity as gu  # noqa: E402

CONV = os.path.join(ROOT, os.environ.get("CONV", os.path.join("build", "conv")))
INSERTED = re.compile(r"^%conv\.(entry|loop\.)")


def without_inserted(shape):
    for b in shape["blocks"]:
        b["values"] = [v for v in b["values"] if not INSERTED.match(v["name"])]
    return shape


def conv_listing(path):
    p = subprocess.run([CONV, "uniformity", path], capture_output=True, text=True)
    return p.returncode, [line for line in p.stdout.splitlines() if not re.match(r"^\s+%conv\.(entry|loop\.)", line)]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=400)
    ap.add_argument("--batch", type=int, default=20)
    ap.add_argument("--seed", default="infer")
    a = ap.parse_args(argv)
    T = difftool.Tally()
    opt = shutil.which("opt-19")
    if opt is None or not os.path.exists(CONV):
        print("SKIP: opt-19 or build/conv is missing")
        return T.summary()
    stats = {"modules": 0, "functions": 0, "inferred": 0, "refused": 0, "compared": 0}
    with tempfile.TemporaryDirectory() as tmp:
        for start in range(0, a.count, a.batch):
            fns = gu.gen_batch(a.seed, start, min(a.batch, a.count - start))
            src, out = os.path.join(tmp, "in.ll"), os.path.join(tmp, "out.ll")
            with open(src, "w") as f:
                f.write(gu.module_text(fns))
            stats["modules"] += 1
            stats["functions"] += len(fns)
            ok, before, raw = dou.run_opt(opt, src)
            if not T.check(ok, "module %d: opt-19 rejects the generated input: %s" % (start, raw[:300])):
                continue
            p = subprocess.run([CONV, "infer-tokens", "--make-convergent", src, "-o", out], capture_output=True,
                               text=True)
            if not T.check(p.returncode in (0, 1), "module %d: conv infer-tokens exit %d: %s" %
                           (start, p.returncode, p.stderr[-300:])):
                continue
            stats["refused"] += len(re.findall(r"warning: \[infer\.", p.stderr))
            with open(out) as f:
                stats["inferred"] += len(re.findall(r"%conv\.entry(\.[0-9]+)? = call token", f.read()))
            ok, after, raw = dou.run_opt(opt, out, ["-verify-each"])
            if not T.check(ok, "module %d: opt-19 rejects the output: %s" % (start, raw[:400])):
                shutil.copy(out, os.path.join(ROOT, "build", "diff_opt_infer_failed.ll"))
                continue
            with open(out) as f:
                text = f.read()
            # the functions that received tokens: for the others (refused,
            # already controlled) the text is the input's, and LLVM's
            # answers on irreducible cycles may differ from run to run of
            # opt-19 (pointer-keyed sets), which is not conv's doing
            edited = set(re.findall(r"define [^@]*@([\w.]+)\([^\n]*\n(?:[^\n]*\n)?\s*%conv\.entry = call", text))
            for name, res in before.items():
                if name not in edited:
                    continue
                stats["compared"] += 1
                want = dou.conv_shape(res)
                got = without_inserted(dou.conv_shape(after.get(name, res)))
                T.check(want == got, "module %d: @%s: opt-19's uniformity differs after inference" % (start, name))
            rc_a, list_a = conv_listing(src)
            rc_b, list_b = conv_listing(out)
            T.check(rc_a == rc_b and list_a == list_b, "module %d: conv's uniformity differs after inference" % start)
    print("%(modules)d modules, %(functions)d functions: %(inferred)d with tokens inferred (%(compared)d compared "
          "with opt-19's uniformity), %(refused)d refused" % stats)
    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
