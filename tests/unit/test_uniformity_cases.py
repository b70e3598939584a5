#!/usr/bin/env python3
"""Hand-checked uniformity cases (issue 6): tests/uniformity/cases/*.{conv,ll}.

Each case file states its expected answers in comment lines that this
script reads; the expectations were derived by hand from the documents
(seed 000_*, i.e. ConvergentOperations.rst, and ConvergenceAndUniformity.rst)
or from the interpreter's semantics (docs/semantics.md), never copied from
conv's output.  One check per line.

Line forms (`@f` is optional when the file has one function; the options
in brackets are passed to `conv uniformity`):

  ; EXPECT [@f] [wave-size N] [arguments uniform|divergent] KIND: ITEMS

KIND and ITEMS:
  divergent: %x %y        each named value is divergent (conv's JSON flag)
  uniform: %x %y          each is uniform; `uniform: all` = every value,
                          argument and branch of the function is uniform
  divergent-branch: b     the terminator of block b is divergent
  uniform-branch: b       ... is uniform
  divergent-argument: %a  %a is listed in divergent_arguments
  uniform-argument: %a    ... is not
  divergent-exit: h       the cycle headed by h is in cycles_with_divergent_exit
  uniform-exit: h         ... is not
  divergent-exit-edge: h->x  threads may leave the cycle headed by h to its
                          exit block x in different iterations (listed in
                          divergent_exits)
  uniform-exit-edge: h->x x is an exit block of that cycle, not listed
  assumed-divergent: h    the cycle headed by h is in cycles_assumed_divergent
  not-assumed-divergent: h  ... is not

  ; SIMULATE [@f] OPTIONS: PROPERTY ITEMS

runs `conv simulate FILE --json [--function f] OPTIONS` (OPTIONS are
simulate's own, e.g. `--threads 4 --seed 3`) and checks, on the recorded
instances, one of:
  differs %x              some instance of %x has two threads with different
                          values (proves %x divergent: two threads of one
                          converged instance)
  agrees %x               no instance of %x has two different values in this
                          run (consistency only; uniformity is argued in the
                          file's comments)
  branch-differs b        some branch instance of block b sends its threads
                          to different successors
  finished                the run finished

  ; LLVM19 [@f] KIND: ITEMS

the same kinds as EXPECT, stating opt-19's answer
(`opt-19 -mtriple=amdgcn-- -passes='print<uniformity>'`); checked against
opt-19 only with --llvm19 (opt-19's cycle lists and some answers depend on
pointer order, which the files mark with `; LLVM19-varies:` text lines,
never checked).  Any other `; LLVM19...:` line is commentary.

The last line printed is `N passed, N failed`; exit 1 on a failure.
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CONV = os.path.join(ROOT, "build", "conv")
CASES = os.path.join(ROOT, "tests", "uniformity", "cases")

LINE_RE = re.compile(
    r'^\s*;\s*(EXPECT|LLVM19)\b\s*(@[-\w$.]+)?\s*(.*?)\s*'
    r'(divergent|uniform|divergent-branch|uniform-branch|divergent-argument|'
    r'uniform-argument|divergent-exit|uniform-exit|divergent-exit-edge|'
    r'uniform-exit-edge|assumed-divergent|not-assumed-divergent)\s*:\s*(.*?)\s*$')
SIM_RE = re.compile(r'^\s*;\s*SIMULATE\b\s*(@[-\w$.]+)?\s*(.*?)\s*:\s*'
                    r'(differs|agrees|branch-differs|finished)\b\s*(.*?)\s*$')
OPT_RE = re.compile(r'^(?:wave-size\s+(\d+)\s*)?(?:arguments\s+(uniform|divergent)\s*)?$')

passed = 0
failed = 0


def report(ok, where, what, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL %s: %s%s" % (where, what, ("  (" + detail + ")") if detail else ""))


def run_conv(args):
    p = subprocess.run([CONV] + args, capture_output=True, text=True, cwd=ROOT)
    return p.returncode, p.stdout, p.stderr


def pick(functions, fname, where):
    if fname:
        for f in functions:
            if f["name"] == fname[1:]:
                return f
        raise KeyError("no function %s" % fname)
    if len(functions) != 1:
        raise KeyError("file has %d functions: name one with @f" % len(functions))
    return functions[0]


def answer(f, kind, item):
    """True/False: does function result f satisfy `kind` for `item`?"""
    values = {}
    for b in f["blocks"]:
        for v in b["values"]:
            values[v["name"]] = v["divergent"]
    blocks = {b["name"]: b["divergent_terminator"] for b in f["blocks"]}

    def hdr(c):
        return c["header"] if isinstance(c, dict) else c
    exits = {hdr(c) for c in f["cycles_with_divergent_exit"]}
    assumed = {hdr(c) for c in f["cycles_assumed_divergent"]}
    if kind == "uniform" and item == "all":
        bad = ([n for n, d in values.items() if d] + f["divergent_arguments"]
               + ["branch " + n for n, d in blocks.items() if d])
        return not bad, "divergent: " + " ".join(bad) if bad else ""
    if kind in ("divergent", "uniform"):
        if item not in values:
            raise KeyError("no value %s" % item)
        return values[item] == (kind == "divergent"), ""
    if kind in ("divergent-branch", "uniform-branch"):
        if item not in blocks:
            raise KeyError("no block %s" % item)
        return blocks[item] == (kind == "divergent-branch"), ""
    if kind in ("divergent-argument", "uniform-argument"):
        return (item in f["divergent_arguments"]) == (kind == "divergent-argument"), ""
    if kind in ("divergent-exit", "uniform-exit"):
        if item not in blocks:
            raise KeyError("no block %s" % item)
        return (item in exits) == (kind == "divergent-exit"), "listed: %s" % sorted(exits)
    if kind in ("divergent-exit-edge", "uniform-exit-edge"):
        h, _, x = item.partition("->")
        if h not in blocks or x not in blocks:
            raise KeyError("no block %s or %s" % (h, x))
        edges = {(e["cycle"], e["exit"]) for e in f["divergent_exits"]}
        return ((h, x) in edges) == (kind == "divergent-exit-edge"), "listed: %s" % sorted(edges)
    if kind in ("assumed-divergent", "not-assumed-divergent"):
        if item not in blocks:
            raise KeyError("no block %s" % item)
        return (item in assumed) == (kind == "assumed-divergent"), "listed: %s" % sorted(assumed)
    raise KeyError("unknown kind " + kind)


def conv_result(path, opts, cache):
    key = tuple(opts)
    if key not in cache:
        rc, out, err = run_conv(["uniformity", path, "--json"] + list(opts))
        if rc != 0:
            raise RuntimeError("conv uniformity %s exit %d: %s" % (" ".join(opts), rc, err.strip()[:300]))
        cache[key] = json.loads(out)["functions"]
    return cache[key]


# ------------------------------------------------------------- opt-19 side

def opt19_result(path, opt):
    """opt-19's answer in conv's JSON shape, through the harness's parser."""
    sys.path.insert(0, os.path.join(ROOT, "tests", "differential"))
    import diff_opt_uniformity as d
    ok, res, raw = d.run_opt(opt, path)
    if not ok:
        raise RuntimeError("opt-19 failed: " + raw.strip()[-300:])
    with open(path) as fh:
        lls = {f.name: f for f in d.read_ll(fh.read())}
    out = []
    for fn, r in res.items():
        if fn in lls:
            d.complete_from_ll(r, lls[fn])
        s = d.conv_shape(r)
        s["name"] = fn
        out.append(s)
    return out


# -------------------------------------------------------------- simulate

def simulate(path, fname, opts, prop, items, where):
    args = ["simulate", path, "--json"] + (["--function", fname[1:]] if fname else []) + opts.split()
    rc, out, err = run_conv(args)
    if rc not in (0, 1) or not out.strip():
        report(False, where, "simulate failed", err.strip()[:300])
        return
    run = json.loads(out)
    insts = run["instances"]
    if prop == "finished":
        report(run.get("finished") is True, where, "simulate %s: finished" % opts)
        return
    for item in items.split():
        if prop == "branch-differs":
            got = [i for i in insts if i["kind"] == "branch" and i["block"] == item]
            ok = any(len(set(map(str, i["values"]))) > 1 for i in got)
        else:
            got = [i for i in insts if i["name"] == item and i["values"] is not None]
            if not got:
                report(False, where, "simulate %s: no instance of %s" % (opts, item))
                continue
            spread = [len(set(i["values"])) > 1 for i in got]
            ok = any(spread) if prop == "differs" else not any(spread)
        report(ok, where, "simulate %s: %s %s" % (opts, prop, item),
               "%d instances" % len(got))


def check_file(path, use_opt):
    rel = os.path.relpath(path, ROOT)
    cache = {}
    opt_res = None
    with open(path) as fh:
        lines = fh.read().split("\n")
    nchecks = 0
    for ln, text in enumerate(lines, 1):
        where = "%s:%d" % (rel, ln)
        m = SIM_RE.match(text)
        if m:
            nchecks += 1
            simulate(path, m.group(1), m.group(2), m.group(3), m.group(4), where)
            continue
        m = LINE_RE.match(text)
        if not m:
            if re.match(r'^\s*;\s*(EXPECT|SIMULATE)\b', text):
                report(False, where, "unreadable line: " + text.strip())
            continue
        tag, fname, opts, kind, items = m.groups()
        om = OPT_RE.match(opts)
        if not om:
            report(False, where, "unreadable options: " + opts)
            continue
        copts = []
        if om.group(1):
            copts += ["--wave-size", om.group(1)]
        if om.group(2):
            copts += ["--arguments", om.group(2)]
        if tag == "LLVM19":
            if not use_opt:
                continue
            if copts:
                report(False, where, "LLVM19 lines take no options")
                continue
        nchecks += 1
        try:
            if tag == "EXPECT":
                funcs = conv_result(path, copts, cache)
            else:
                if opt_res is None:
                    opt_res = opt19_result(path, use_opt)
                funcs = opt_res
            f = pick(funcs, fname, where)
            bad = []
            for item in items.split():
                ok, detail = answer(f, kind, item)
                if not ok:
                    bad.append(item + ((" " + detail) if detail else ""))
            report(not bad, where, "%s %s%s: %s" % (
                "conv" if tag == "EXPECT" else "opt-19",
                ("wave-size %s " % om.group(1)) if om.group(1) else "", kind,
                items), "wrong: " + "; ".join(bad) if bad else "")
        except (KeyError, RuntimeError) as e:
            report(False, where, str(e))
    if nchecks == 0:
        report(False, rel, "no EXPECT lines")


def main():
    global CONV
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", help="case files (default: all)")
    ap.add_argument("--llvm19", action="store_true",
                    help="also check the `; LLVM19 KIND:` lines with opt-19")
    ap.add_argument("--opt", default="opt-19")
    ap.add_argument("--conv", default=None, help="conv binary (default build/conv)")
    a = ap.parse_args()
    CONV = os.path.abspath(a.conv) if a.conv else CONV
    if not os.path.exists(CONV):
        print("SKIP: build/conv is missing (run make build/conv)")
        print("0 passed, 1 failed")
        return 1
    use_opt = None
    if a.llvm19:
        use_opt = shutil.which(a.opt)
        if not use_opt:
            print("SKIP LLVM19 lines: %s not found" % a.opt)
    files = a.files or sorted(glob.glob(os.path.join(CASES, "*.conv"))
                              + glob.glob(os.path.join(CASES, "*.ll")))
    for path in files:
        check_file(os.path.abspath(path), use_opt)
    print("%d files" % len(files))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
