#!/usr/bin/env python3
"""`conv infer-tokens` on every LLVM IR file of the repository's corpora
(tests/realworld: LLVM's AMDGPU/NVPTX/uniformity tests, CUDA, HIP and
OpenCL kernels by clang-19; tests/uniformity; examples/data), with
--make-convergent (kernels are not convergent). For each file:

* the command reads it (exit 0, or 1 when a function was refused, each
  refusal a located warning [infer.*]);
* every function the verifier accepted before, it accepts after
  (`conv verify --json` of the input and of the output);
* `conv uniformity` lists the same values and branches as divergent, line
  for line, once the lines of the inserted intrinsics (%conv.entry,
  %conv.loop.*) are left out: the inference keeps maximal convergence;
* the output is LLVM IR, the input text with only the edits: where nothing
  was inferred it is the input byte for byte, and where opt-19 accepts the
  input (`opt-19 -passes=verify`, the convergence-token verifier included)
  it accepts the output, and `opt-19 -passes='print<uniformity>'` gives
  every function that received tokens the input's answers (when opt-19 is
  installed).

Ends with 'N passed, N failed'.

    /usr/bin/python3 tests/unit/test_infer_corpus.py     # build/conv"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
import difftool  # noqa: E402
CONV = os.path.join(ROOT, os.environ.get("CONV", os.path.join("build", "conv")))
CORPORA = ["tests/realworld", "tests/uniformity", "examples/data"]
T = difftool.Tally()  # the counts and the closing "N passed, N failed" line
check = T.check


def run(*args):
    p = subprocess.run([CONV] + list(args), capture_output=True, text=True, cwd=ROOT)
    return p.returncode, p.stdout, p.stderr


OPT = shutil.which("opt-19")
sys.path.insert(0, os.path.join(ROOT, "tests", "differential"))
import diff_opt_uniformity as dou  # noqa: E402
INSERTED = re.compile(r"^%conv\.(entry|loop\.)")


def opt_uniformity_agrees(src, out, rel):
    """opt-19's print<uniformity> of the output against the input's, for
    the functions that received tokens (the others are the input's text)."""
    ok_a, before, _ = dou.run_opt(OPT, src)
    ok_b, after, raw = dou.run_opt(OPT, out)
    if not (ok_a and ok_b):
        check(ok_a == ok_b, "%s: opt-19 print<uniformity> reads one and not the other: %s" % (rel, raw[:200]))
        return 0
    with open(out, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    edited = set(re.findall(r"define [^@]*@([\w.]+)\([^\n]*\n(?:[^\n]*\n)?\s*%conv\.entry = call", text))
    compared = 0
    for name, res in before.items():
        if name not in edited or name not in after:
            continue
        compared += 1
        want, got = dou.conv_shape(res), dou.conv_shape(after[name])
        for b in got["blocks"]:
            b["values"] = [v for v in b["values"] if not INSERTED.match(v["name"])]
        check(want == got, "%s: @%s: opt-19's uniformity differs after inference" % (rel, name))
    return compared


def opt_accepts(path):
    p = subprocess.run([OPT, "-passes=verify", "-disable-output", path], capture_output=True, text=True)
    return p.returncode == 0, p.stderr


def valid_functions(path):
    rc, out, _ = run("verify", "--json", path)
    if rc == 2:
        return None
    return {f["name"] for f in json.loads(out)["functions"] if f["valid"]}


def uniformity(path):
    rc, out, _ = run("uniformity", path)
    inserted = re.compile(r"^\s+%conv\.(entry|loop\.)")
    return rc, [line for line in out.splitlines() if not inserted.match(line)]


def main():
    if not os.path.exists(CONV):
        print("SKIP: build/conv is missing (run make)")
        print("0 passed, 1 failed")
        return 1
    files = sorted(os.path.join(d, f) for c in CORPORA for d, _, fs in os.walk(os.path.join(ROOT, c))
                   for f in fs if f.endswith(".ll"))
    counts = {"files": 0, "refusals": 0, "changed": 0, "unreadable": 0, "opt": 0, "opt_functions": 0}
    with tempfile.TemporaryDirectory() as tmp:
        out_path = os.path.join(tmp, "out.ll")
        for path in files:
            rel = os.path.relpath(path, ROOT)
            before = valid_functions(rel)
            if before is None:
                counts["unreadable"] += 1  # the reader's own tests cover these
                continue
            counts["files"] += 1
            rc, _, err = run("infer-tokens", "--make-convergent", rel, "-o", out_path)
            check(rc in (0, 1), "%s: infer-tokens exit %d: %s" % (rel, rc, err[-300:]))
            if rc not in (0, 1):
                continue
            refusals = re.findall(r"warning: \[infer\.[a-z-]+\]", err)
            check((rc == 1) == bool(refusals), "%s: exit %d with %d refusals" % (rel, rc, len(refusals)))
            counts["refusals"] += len(refusals)
            with open(out_path, "rb") as f:
                written = f.read()
            with open(path, "rb") as f:
                original = f.read()
            changed = b"@llvm.experimental.convergence.entry()" in written and written != original
            counts["changed"] += changed
            if not changed:
                check(written == original, "%s: nothing inferred, yet the output differs from the input" % rel)
            if OPT and changed and opt_accepts(path)[0]:
                ok, why = opt_accepts(out_path)
                counts["opt"] += 1
                check(ok, "%s: opt-19 -passes=verify rejects the output: %s" % (rel, why[:300]))
                if ok:
                    counts["opt_functions"] += opt_uniformity_agrees(path, out_path, rel)
            after = valid_functions(out_path)
            check(after is not None and before <= after,
                  "%s: no longer valid: %s" % (rel, sorted(before - (after or set()))))
            rc_u, u_before = uniformity(rel)
            rc_v, u_after = uniformity(out_path)
            check(rc_u == rc_v and u_before == u_after,
                  "%s: uniformity differs after inference: %s" %
                  (rel, [(a, b) for a, b in zip(u_before, u_after) if a != b][:3]))
    print("%d files (%d not read), tokens inferred in %d (%d of them checked by opt-19: verify, and the uniformity "
          "of %d inferred functions), %d functions refused" %
          (counts["files"], counts["unreadable"], counts["changed"], counts["opt"], counts["opt_functions"],
           counts["refusals"]))
    check(counts["changed"] > 100, "tokens were inferred in many files")
    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
