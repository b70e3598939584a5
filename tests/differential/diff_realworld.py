#!/usr/bin/python3
"""conv against opt-19 on the real-world corpus (issue 14, part 3).

The corpus (tests/realworld/README.md): LLVM's own AMDGPU, NVPTX and
UniformityAnalysis test files (tests/realworld/llvm/) and OpenCL kernels
compiled by clang-19 for amdgcn, nvptx64 and logical SPIR-V
(tests/realworld/opencl/ll/).  For every file this runs
    build/conv uniformity FILE --json
    opt-19 -passes='print<uniformity>' -disable-output FILE
(the file's own `target triple`; -mtriple=amdgcn-- only for a file without
one; a file opt-19's verifier rejects is read again with -disable-verify
-disable-auto-upgrade-debug-info, which the report says) and compares them per function with the parser,
the comparison and the difference categories of tests/differential/diff_opt_uniformity.py
(docs/uniformity-llvm19.md).  One test per file; a file fails on

  (a) a conv parse failure (exit 2 with a located `error: [code]`) on a
      file opt-19 accepts; grouped by error code and by the construct: the
      first token of the line conv stopped at (the opcode after `%x =`);
  (b) a conv crash or timeout: any other non-zero exit, a signal, no JSON,
      or (--asan) any sanitizer report;
  (c) a value, branch, argument or cycle that conv calls uniform and opt-19
      divergent, in a category that is not a known LLVM 19 behaviour
      (KNOWN_LLVM19 in diff_opt_uniformity.py), or in any category in a
      function without cycles; grouped by category and by what explains it:
      the callee or opcode of the source instruction (the first value on the
      operand chain whose own operands agree, e.g. `call @llvm.amdgcn.mfma.*`,
      `load addrspace(1)`, `argument`);
  (e) a listing mismatch: conv's blocks or named values of a function are
      not opt-19's (the reader read something else), or a function opt-19
      prints that conv does not;
  (f) a thread-id builtin conv calls uniform where opt-19 cannot tell (the
      SPIR-V files: opt-19 has no SPIR-V target, so it calls everything
      uniform there; calls of get_global_id/get_local_id/
      get_sub_group_local_id and the amdgcn/nvvm thread-id intrinsics must
      still be divergent in conv).
  (d) conv-divergent/opt-uniform differences are counted, never failures
      (conv may be more conservative).

Modes and options:
    (default)        the whole corpus
    --files F...     these files (or directories) only
    --asan           run build/asan/conv (make build/asan/conv) instead,
                     no opt: a file fails on (a)-(b) or a sanitizer report
    --summary        only the grouped summary, no per-file lines
    --jobs N         files in parallel (default 2)
    --show N         examples per group (default 3)
    --conv PATH, --opt PATH, --timeout SECONDS (per conv run, default 60)
The last line is `N passed, N failed`; exit 1 when a file failed.
Without opt-19 (and not --asan): SKIP, `0 passed, 0 failed`.
"""

import argparse
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "support"))

import difftool      # noqa: E402
import diff_opt_uniformity as dou      # noqa: E402

CORPUS = os.path.join(ROOT, "tests", "realworld")

# calls whose result differs between the threads of a wave by definition
THREAD_ID = re.compile(
    r"@(llvm\.amdgcn\.workitem\.id\.|llvm\.amdgcn\.mbcnt\.|"
    r"llvm\.nvvm\.read\.ptx\.sreg\.(tid|laneid)|"
    r"_Z12get_local_idj|_Z13get_global_idj|_Z22get_sub_group_local_idv|"
    r"_Z19get_local_linear_idv|_Z20get_global_linear_idv)")

OPT_WARNING = re.compile(r"^\S*opt[-\w.]*: (warning|WARNING): ")
ERR_RE = re.compile(r"^(.*?):(\d+):(\d+): error: \[([^\]]+)\] (.*)$")
SANITIZER = ("ERROR: AddressSanitizer", "ERROR: LeakSanitizer",
             "runtime error:", "ERROR: UndefinedBehaviorSanitizer")


def corpus_files():
    files = sorted(glob.glob(os.path.join(CORPUS, "llvm", "**", "*.ll"),
                             recursive=True))
    files += sorted(glob.glob(os.path.join(CORPUS, "opencl", "ll", "*.ll")))
    files += sorted(glob.glob(os.path.join(CORPUS, "hip", "ll", "*.ll")))
    files += sorted(glob.glob(os.path.join(CORPUS, "cuda", "ll", "*.ll")))
    files += sorted(glob.glob(os.path.join(CORPUS, "repro", "*.ll")))
    return files


def rel(path):
    return os.path.relpath(path, ROOT)


def file_triple(text):
    m = re.search(r'^\s*target\s+triple\s*=\s*"([^"]*)"', text, re.M)
    return m.group(1) if m else None


def construct_of(lines, lineno):
    """The first token of the line conv stopped at; after `%x =`, the
    opcode (skipping tail/musttail/notail and fast-math flags is not
    needed: the opcode is what the reader dispatches on)."""
    if not (1 <= lineno <= len(lines)):
        return "<end of file>"
    s = lines[lineno - 1].strip()
    if not s:
        return "<empty line>"
    m = re.match(r'^(%[-\w$.]+|%"[^"]*"|%\d+)\s*=\s*(.*)$', s)
    if m:
        rest = m.group(2).split()
        if rest and rest[0] in ("tail", "musttail", "notail") and len(rest) > 1:
            return rest[1]
        return rest[0] if rest else s.split()[0]
    tok = s.split()[0]
    if tok.endswith(":") or re.match(r'^"[^"]*":$', tok):
        return "<label>"
    return tok


def callee_group(callee):
    """@llvm.amdgcn.mfma.f32.16x16x16f16 -> @llvm.amdgcn.mfma.*"""
    if not callee or not callee.startswith("@llvm."):
        return callee or "?"
    parts = callee[1:].split(".")
    if parts[:5] == ["llvm", "nvvm", "read", "ptx", "sreg"]:
        return "@" + ".".join(parts[:6]) + (".*" if len(parts) > 6 else "")
    return "@" + ".".join(parts[:3]) + (".*" if len(parts) > 3 else "")


def describe(ins):
    """What a source instruction is, for the grouping of (c)."""
    if ins is None:
        return "argument"
    op = ins.op
    if op in ("call", "invoke", "callbr"):
        if ins.callee == "asm" or re.search(r"\basm\b", ins.text.split("(")[0]):
            return "call asm"
        if ins.callee:
            return "call " + callee_group(ins.callee)
        return "call (indirect or constant-expression callee)"
    if op == "load":
        m = re.search(r"ptr addrspace\((\d+)\)", ins.text)
        return "load addrspace(%s)" % (m.group(1) if m else "0")
    if op in ("atomicrmw", "cmpxchg"):
        return op
    return op


class Func(object):
    """A function of the .ll text, from diff_opt_uniformity.read_ll, with
    its instructions by name."""

    def __init__(self, llf):
        self.llf = llf
        self.ins = {}
        self.block_of = {}
        for b, insts in zip(llf.blocks, llf.insts):
            for i in insts:
                if i.name:
                    self.ins[i.name] = i
                    self.block_of[i.name] = b
        self.ctx = None
        self.ctx_error = None
        try:
            self.ctx = dou.Context(llf)
        except Exception as e:          # the harness's reader, not conv
            self.ctx_error = "%s: %s" % (type(e).__name__, e)


# nvptx calls whose result conv calls uniform on purpose, where LLVM 19
# calls every call divergent (docs/uniformity-llvm19.md 4.6, reproducer
# tests/uniformity/llvm19/target-nvptx.ll): the launch geometry, votes and
# reductions (collective), and @llvm.* intrinsics other than the ones that
# read per-thread or changing state. A difference from any other call on
# nvptx is a failure like any other.
NVPTX_THREAD_VARYING = re.compile(
    r"@llvm\.(nvvm\.read\.ptx\.sreg\.(tid|laneid|lanemask|clock|pm|globaltimer|warpid|smid)"
    r"|nvvm\.(shfl|match|atomic|ld|tex|suld|sust)|readcyclecounter|readsteadycounter|read_register"
    r"|read_volatile_register)")
NVPTX_CALL_CATEGORY = "conv-uniform/llvm-divergent: nvptx call (LLVM 19: every call divergent)"


def nvptx_uniform_call(f, src):
    """Whether `src` is an @llvm.* call that conv keeps uniform on nvptx by
    design (see NVPTX_THREAD_VARYING)."""
    ins = f.ins.get(src) if f is not None else None
    return bool(ins is not None and ins.callee and ins.callee.startswith("@llvm.") and
                not NVPTX_THREAD_VARYING.match(ins.callee))


def nvptx_uniform_source(f, src, differing, depth=0):
    """Whether the source `src` of a difference is explained by an @llvm.*
    call conv keeps uniform on nvptx (nvptx_uniform_call): the call itself,
    or a phi whose incoming values agree (a join of divergent branches,
    LLVM's sync dependence) when every branch of the function that LLVM
    alone calls divergent has such a call as its source: LLVM 19 calls
    the branch on `vote.all.sync` divergent, and so the phi after it."""
    if nvptx_uniform_call(f, src):
        return True
    ins = f.ins.get(src) if f is not None else None
    if ins is None or ins.op != "phi" or depth > 4:
        return False
    if any(v in differing for v in ins.operands):
        return False
    blocks = [w for w in differing if w.startswith("block ")]
    if not blocks:
        return False
    for w in blocks:
        bsrc, _ = source_of(f, w, differing)
        if bsrc == w or bsrc == src or not nvptx_uniform_source(f, bsrc, differing, depth + 1):
            return False
    return True


def source_of(f, what, differing):
    """The first value on the operand chain of `what` (a value name or
    `block B`) that differs the same way but whose own operands do not:
    (name or None for an argument, description)."""
    if what.startswith("block "):
        b = what[len("block "):]
        ops = []
        if b in f.llf.blocks:
            insts = f.llf.insts[f.llf.blocks.index(b)]
            if insts:
                ops = insts[-1].operands
        start = [v for v in ops if v in differing]
        if not start:
            return what, "branch (sync dependence or its condition agrees)"
        what = start[0]
    seen = set()
    cur = what
    while True:
        seen.add(cur)
        ins = f.ins.get(cur)
        if ins is None:
            return cur, "argument" if cur in f.llf.args else "?"
        nxt = [v for v in ins.operands if v in differing and v not in seen]
        if not nxt:
            d = describe(ins)
            if ins.op == "phi":
                d = "phi (join of a divergent branch)"
            return cur, d
        cur = nxt[0]


def run_conv(conv, path, timeout):
    """(kind, detail, stdout): kind ok | parse | crash | sanitizer."""
    try:
        p = subprocess.run([conv, "uniformity", path, "--json"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=timeout,
                           errors="replace")
    except subprocess.TimeoutExpired:
        return "crash", "timeout after %d s" % timeout, ""
    err = p.stderr
    if any(s in err for s in SANITIZER):
        first = [l for l in err.splitlines() if any(s in l for s in SANITIZER)]
        return "sanitizer", first[0].strip()[:300], p.stdout
    if p.returncode == 0:
        return "ok", None, p.stdout
    if p.returncode == 2:
        for l in err.splitlines():
            m = ERR_RE.match(l.strip())
            if m:
                return "parse", (int(m.group(2)), m.group(4), m.group(5)), p.stdout
    if p.returncode < 0:
        return "crash", "killed by signal %d: %s" % (-p.returncode, err.strip()[-200:]), p.stdout
    return "crash", "exit %d: %s" % (p.returncode, err.strip()[-300:]), p.stdout


def run_opt(opt, path, triple):
    args = [] if triple else ["-mtriple=amdgcn--"]
    notes = []
    cmd = [opt] + args + ["-passes=print<uniformity>", "-disable-output", path]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True, errors="replace")
    if p.returncode != 0:
        errs = [l for l in p.stderr.strip().splitlines() if not OPT_WARNING.match(l)]
        first = errs[0] if errs else ""
        notes.append("opt-19 rejects it (%s); read again with -disable-verify" % first[:160])
        # with debug info, loading verifies the module again (the debug-info
        # auto-upgrade) and aborts on any error: "Broken module found,
        # compilation aborted!" (clang-19 -g for logical SPIR-V)
        p = subprocess.run(cmd[:1] + ["-disable-verify", "-disable-auto-upgrade-debug-info"] + cmd[1:],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, errors="replace")
    if p.returncode != 0:
        return None, p.stderr.strip()[-300:], notes
    # opt's own warnings (no target machine, no data layout for a triple
    # it has no target for: spirv) are not part of the printout
    text = "\n".join(l for l in (p.stderr + p.stdout).splitlines()
                     if not OPT_WARNING.match(l))
    try:
        return dou.parse_opt_uniformity(text), None, notes
    except ValueError as e:
        return None, "harness could not parse opt's output: %s" % e, notes


def check_file(path, a):
    """Everything found in one file: a dict of lists."""
    r = {"path": path, "parse": [], "crash": [], "fail": [], "listing": [],
         "tid": [], "more_div": [], "known": {}, "notes": [], "functions": 0,
         "opt_error": None}
    with open(path, errors="replace") as fh:
        text = fh.read()
    lines = text.splitlines()
    kind, detail, out = run_conv(a.conv, path, a.timeout)
    if kind == "parse":
        line, code, msg = detail
        if code == "parse.unsupported":
            # a refusal that names the construct (issue 14: "reads, or
            # refuses with a code that names the construct")
            r["notes"].append("refused at line %d [%s]: %s" % (line, code, msg))
        else:
            r["parse"].append((code, construct_of(lines, line), line, msg))
        return r
    if kind in ("crash", "sanitizer"):
        r["crash"].append((kind, detail))
        return r
    if a.asan:
        return r
    triple = file_triple(text)
    llvm, err, notes = run_opt(a.opt, path, triple)
    r["notes"] += notes
    if llvm is None:
        r["opt_error"] = err
        return r
    cres, cerr = dou.conv_json_shape(out)
    if cres is None:
        r["crash"].append(("crash", "conv printed no usable JSON: " + cerr))
        return r
    try:
        funcs = {f.name: f for f in dou.read_ll(text)}
    except Exception as e:
        funcs = {}
        r["notes"].append("the harness's .ll reader failed on this file (%s: %s); "
                          "values compared without categories" % (type(e).__name__, e))
    for fname, lr in llvm.items():
        r["functions"] += 1
        llf = funcs.get(fname)
        if llf is not None and lr["all_uniform"]:
            dou.complete_from_ll(lr, llf)
        lshape = dou.conv_shape(lr)
        if fname not in cres:
            r["listing"].append((fname, "conv printed nothing for this function"))
            continue
        cshape = cres[fname]
        f = Func(llf) if llf is not None else None
        if f is None or f.ctx is None:
            if f is not None:
                r["notes"].append("@%s: harness could not classify (%s)" % (fname, f.ctx_error))
            diffs = raw_diffs(lshape, cshape)
            acyclic = False
        else:
            diffs = dou.compare(lshape, cshape, f.ctx)
            acyclic = not f.llf.cycles
        differing = set(w for c, w in diffs
                        if c.startswith("conv-uniform/llvm-divergent"))
        for cat, what in diffs:
            if cat in ("blocks differ", "values differ"):
                r["listing"].append((fname, "%s: %s" % (cat, what)))
                continue
            if cat.startswith("conv-divergent/llvm-uniform"):
                r["more_div"].append((fname, cat, what))
                continue
            if not dou.is_failure(cat, acyclic):
                r["known"][cat] = r["known"].get(cat, 0) + 1
                continue
            src, desc = (what, "unclassified") if f is None else \
                source_of(f, what, differing)
            if triple and triple.startswith("nvptx") and nvptx_uniform_source(f, src, differing):
                r["known"][NVPTX_CALL_CATEGORY] = r["known"].get(NVPTX_CALL_CATEGORY, 0) + 1
                continue
            text_ = ""
            if f is not None and src in f.ins:
                text_ = f.ins[src].text
            cat2 = cat + (" [acyclic]" if acyclic else "")
            r["fail"].append((fname, cat2, what, desc, src, text_[:160]))
        # (f) thread-id builtins conv calls uniform
        if f is not None:
            cdiv = {v["name"]: v["divergent"] for b in cshape["blocks"] for v in b["values"]}
            ldiv = {v["name"]: v["divergent"] for b in lshape["blocks"] for v in b["values"]
                    if v["name"]}
            for name, ins in f.ins.items():
                if ins.callee and THREAD_ID.match(ins.callee) and \
                        cdiv.get(name) is False and ldiv.get(name) is not True:
                    r["tid"].append((fname, name, ins.callee))
    return r


def raw_diffs(l, c):
    """Value and terminator differences without categories (when the
    harness cannot read the function)."""
    out = []
    lb = {b["name"]: b for b in l["blocks"]}
    cb = {b["name"]: b for b in c["blocks"]}
    if set(lb) != set(cb):
        out.append(("blocks differ", "llvm %s conv %s" % (sorted(set(lb) - set(cb)),
                                                          sorted(set(cb) - set(lb)))))
    for n in lb:
        if n not in cb:
            continue
        if lb[n]["divergent_terminator"] != cb[n]["divergent_terminator"]:
            d = cb[n]["divergent_terminator"]
            out.append(("%s: unclassified" % ("conv-divergent/llvm-uniform" if d
                                               else "conv-uniform/llvm-divergent"),
                        "block " + n))
        cv = {v["name"]: v["divergent"] for v in cb[n]["values"]}
        for v in lb[n]["values"]:
            if v["name"] in cv and cv[v["name"]] != v["divergent"]:
                d = cv[v["name"]]
                out.append(("%s: unclassified" % ("conv-divergent/llvm-uniform" if d
                                                   else "conv-uniform/llvm-divergent"),
                            v["name"]))
    return out


def failed(r, asan=False):
    if asan:        # parse failures are the main run's; here only crashes
        return bool(r["crash"])
    return bool(r["parse"] or r["crash"] or r["fail"] or r["listing"]
                or r["tid"] or r["opt_error"])


def report(results, a, elapsed):
    show = a.show
    if not a.summary:
        for r in results:
            if not failed(r, a.asan):
                continue
            p = rel(r["path"])
            for code, cons, line, msg in r["parse"]:
                print("FAIL %s:%d: (a) conv parse failure [%s] at `%s`: %s"
                      % (p, line, code, cons, msg))
            for kind, d in r["crash"]:
                print("FAIL %s: (b) conv %s: %s" % (p, kind, d))
            if r["opt_error"]:
                print("FAIL %s: opt-19 rejects a corpus file: %s" % (p, r["opt_error"]))
            for fn, cat, what, desc, src, t in r["fail"][:a.per_file]:
                print("FAIL %s:@%s:%s: (c) %s; source %s (%s)" % (p, fn, what, cat, src, desc))
            if len(r["fail"]) > a.per_file:
                print("FAIL %s: (c) ... and %d more" % (p, len(r["fail"]) - a.per_file))
            for fn, d in r["listing"][:5]:
                print("FAIL %s:@%s: (e) listing mismatch: %s" % (p, fn, d))
            for fn, name, callee in r["tid"][:5]:
                print("FAIL %s:@%s:%s: (f) conv calls %s uniform" % (p, fn, name, callee))
    # (a)
    groups = {}
    for r in results:
        for code, cons, line, msg in r["parse"]:
            groups.setdefault((code, cons), []).append("%s:%d: %s" % (rel(r["path"]), line, msg))
    print("(a) conv parse failures on files opt-19 accepts: %d files"
          % sum(1 for r in results if r["parse"]))
    for (code, cons), xs in sorted(groups.items(), key=lambda x: (-len(x[1]), x[0])):
        print("  %4d  [%s] at `%s`" % (len(xs), code, cons))
        for x in xs[:show]:
            print("          %s" % x)
    # (b)
    crashes = [(r, k, d) for r in results for k, d in r["crash"]]
    print("(b) conv crashes, timeouts, sanitizer reports: %d files" % len(set(id(x[0]) for x in crashes)))
    for r, k, d in crashes[:max(show, 10)]:
        print("          %s: %s: %s" % (rel(r["path"]), k, d))
    if a.asan:
        return
    # (c), grouped by what explains the difference (the source), with the
    # categories of diff_opt_uniformity.py counted inside each group
    cg = {}
    for r in results:
        for fn, cat, what, desc, src, t in r["fail"]:
            cg.setdefault(desc, []).append((r, fn, what, src, t, cat))
    print("(c) conv-uniform/opt-divergent outside the known LLVM 19 categories: "
          "%d values/branches in %d files"
          % (sum(len(v) for v in cg.values()), sum(1 for r in results if r["fail"])))
    for desc, xs in sorted(cg.items(), key=lambda x: (-len(x[1]), x[0])):
        nf = len(set(id(x[0]) for x in xs))
        cats = {}
        for x in xs:
            cats[x[5]] = cats.get(x[5], 0) + 1
        print("  %4d  source: %s  (%d files)" % (len(xs), desc, nf))
        print("          categories: %s" % ", ".join(
            "%s x%d" % (c, n) for c, n in sorted(cats.items(), key=lambda y: (-y[1], y[0]))))
        shown = [x for x in xs if not x[2].startswith("block ")][:show] or xs[:show]
        for r, fn, what, src, t, cat in shown:
            print("          %s:@%s:%s  <- %s = %s" % (rel(r["path"]), fn, what, src, t))
    known = {}
    for r in results:
        for c, n in r["known"].items():
            known[c] = known.get(c, 0) + n
    if known:
        print("    allowed (known LLVM 19, docs/uniformity-llvm19.md):")
        for c, n in sorted(known.items(), key=lambda x: (-x[1], x[0])):
            print("  %4d  %s" % (n, c))
    # (e), (f)
    lst = [(r, fn, d) for r in results for fn, d in r["listing"]]
    print("(e) listing mismatches (conv read other blocks/values than opt-19): %d functions in %d files"
          % (len(lst), len(set(id(x[0]) for x in lst))))
    for r, fn, d in lst[:show]:
        print("          %s:@%s: %s" % (rel(r["path"]), fn, d))
    tid = [(r, fn, n, c) for r in results for fn, n, c in r["tid"]]
    tg = {}
    for r, fn, n, c in tid:
        tg.setdefault(c, []).append((r, fn, n))
    print("(f) thread-id builtins conv calls uniform (opt-19 not divergent either): %d in %d files"
          % (len(tid), len(set(id(x[0]) for x in tid))))
    for c, xs in sorted(tg.items(), key=lambda x: -len(x[1])):
        print("  %4d  %s" % (len(xs), c))
        for r, fn, n in xs[:show]:
            print("          %s:@%s:%s" % (rel(r["path"]), fn, n))
    # (d)
    md = {}
    for r in results:
        for fn, cat, what in r["more_div"]:
            md[cat] = md.get(cat, 0) + 1
    print("(d) conv-divergent/opt-uniform (informative, not failures): %d" % sum(md.values()))
    for c, n in sorted(md.items(), key=lambda x: (-x[1], x[0])):
        print("  %4d  %s" % (n, c))
    opt_bad = [r for r in results if r["opt_error"]]
    if opt_bad:
        print("opt-19 rejects %d corpus files:" % len(opt_bad))
        for r in opt_bad[:show]:
            print("          %s: %s" % (rel(r["path"]), r["opt_error"][:200]))
    notes = [(r, n) for r in results for n in r["notes"]]
    if notes:
        print("notes (%d):" % len(notes))
        for r, n in notes[:max(show, 10)]:
            print("          %s: %s" % (rel(r["path"]), n))
    print("functions compared: %d; time %.1f s" % (sum(r["functions"] for r in results), elapsed))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", nargs="+")
    ap.add_argument("--asan", action="store_true")
    ap.add_argument("--summary", action="store_true")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--show", type=int, default=3)
    ap.add_argument("--per-file", type=int, default=5,
                    help="(c) lines per file in the per-file listing")
    ap.add_argument("--conv")
    ap.add_argument("--opt", default=os.environ.get("OPT", "opt-19"))
    ap.add_argument("--timeout", type=int, default=60)
    a = ap.parse_args(argv)
    if a.conv is None:
        a.conv = os.path.join(ROOT, "build", "asan" if a.asan else "", "conv")
    a.conv = os.path.abspath(a.conv)
    if not os.access(a.conv, os.X_OK):
        print("FAIL: no conv binary at %s (make %s)" % (a.conv, rel(a.conv)))
        return difftool.summary(0, 1)
    if not a.asan:
        opt = difftool.find_tool(a.opt)
        if opt is None:
            return difftool.skip("%s not found" % a.opt)
        a.opt = opt
    files = []
    for f in (a.files or corpus_files()):
        if os.path.isdir(f):
            files += sorted(glob.glob(os.path.join(f, "**", "*.ll"), recursive=True))
        else:
            files.append(f)
    if not files:
        print("FAIL: no .ll files (corpus: %s)" % rel(CORPUS))
        return difftool.summary(0, 1)
    t0 = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        results = list(ex.map(lambda p: check_file(p, a), files))
    elapsed = time.time() - t0
    print("%s: %d files (%s)" % ("asan" if a.asan else "conv vs opt-19", len(files),
                                 rel(a.conv)))
    report(results, a, elapsed)
    nf = sum(1 for r in results if failed(r, a.asan))
    return difftool.summary(len(results) - nf, nf)


if __name__ == "__main__":
    sys.exit(main())
