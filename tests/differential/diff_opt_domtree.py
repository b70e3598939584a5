#!/usr/bin/python3
"""Differential test: `build/conv domtree --json [--post]` versus opt-19.

For K generated functions (tests/differential/gen_ll.py, default 200) this runs
    opt-19 -passes='print<domtree>,print<postdomtree>' -disable-output F.ll
    build/conv domtree F.ll --json
    build/conv domtree F.ll --json --post
parses opt's printed trees into idom maps and compares them with conv's.
Every mismatch is printed (file, function, tree kind, block, opt's idom,
conv's idom); the last line is `N passed, N failed` (one count per function
and tree kind).  Exit status 1 on any failure.  If opt-19 or build/conv is
missing: a SKIP line, `0 passed, 0 failed`, exit 0.

--model additionally compares tests/differential/ref_postdom.py (the reference model of
LLVM's root selection) with opt on the same functions.

opt's tree format (LLVM 19, printed to stderr):
    DominatorTree for function: f
    =============================--------------------------------
    Inorder Dominator Tree: DFSNumbers invalid: 0 slow queries.
      [1] %entry {4294967295,4294967295} [0]
        [2] %b1 {4294967295,4294967295} [1]
    Roots: %entry
    PostDominatorTree for function: f
    ...
      [1]  <<exit node>> {4294967295,4294967295} [0]
        [2] %3 {...} [1]
    Roots: %b %a
`[k]` is the depth (also shown by 2*k spaces of indentation); a node's idom is
the nearest preceding line of depth k-1.  Blocks print via printAsOperand:
`%name`, `%"quoted name"`, or `%N` for unnamed blocks (their slot number --
LLVM 19 accepts gaps in the text's numbering but prints renumbered slots).
Forward trees omit blocks unreachable from the entry; post trees contain
every block, and depth-2 nodes have the virtual exit as ipdom (None here).
"""

import argparse
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "support"))

import difftool      # noqa: E402
import gen_ll          # noqa: E402
import ref_postdom     # noqa: E402

TREE_LINE = re.compile(r"^\s*\[(\d+)\]\s(.*?)\s\{[-\d]+,[-\d]+\}\s\[\d+\]\s*$")
HEADER_LINE = re.compile(r"^(DominatorTree|PostDominatorTree) for function: (.*)$")


def unquote_operand(s):
    """'%name' / '%"a b"' / '%7' -> 'name' / 'a b' / '7'."""
    s = s.strip()
    if s.startswith("%"):
        s = s[1:]
    if len(s) >= 2 and s[0] == '"' and s[-1] == '"':
        s = s[1:-1]
        s = re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), s)
    return s


def parse_opt_trees(text):
    """opt's print<domtree>/print<postdomtree> output ->
    {func: {"dom": {blk: idom|None}, "post": {...},
            "dom_roots": [...], "post_roots": [...]}}"""
    res = {}
    cur = None
    kind = None
    stack = []
    for line in text.splitlines():
        m = HEADER_LINE.match(line)
        if m:
            kind = "dom" if m.group(1) == "DominatorTree" else "post"
            cur = res.setdefault(m.group(2), {})
            cur[kind] = {}
            stack = []
            continue
        if cur is None:
            continue
        m = TREE_LINE.match(line)
        if m:
            depth = int(m.group(1))
            name = m.group(2).strip()
            node = None if name == "<<exit node>>" else unquote_operand(name)
            del stack[depth - 1:]
            parent = stack[-1] if stack else None
            stack.append(node)
            if node is not None:
                cur[kind][node] = parent
            continue
        if line.startswith("Roots:"):
            cur[kind + "_roots"] = [unquote_operand(t) for t in line[6:].split()]
    return res


# ------------------------------------------------------------ .ll CFG reader

LABEL_RE = re.compile(r'^\s*(?:([-a-zA-Z$._0-9]+)|"((?:[^"\\]|\\.)*)"):')
DEFINE_RE = re.compile(r'^\s*define\b[^@]*@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\s*\((.*)\)')
TARGET_RE = re.compile(r'label\s+%("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)')


def parse_ll_cfgs(text):
    """Minimal reader for the CFG of each function of an .ll file:
    [(name, [block names in order], [successor index lists])].
    Terminators understood: ret, unreachable, br, switch (one or several
    lines), indirectbr, resume.  Names as written, without '%'."""
    funcs = []
    cur = None
    pending = None                    # accumulated multi-line switch text
    for raw in text.splitlines():
        line = raw.split(";", 1)[0] if '"' not in raw else raw
        if cur is None:
            m = DEFINE_RE.match(line)
            if m:
                fname = unquote_operand("%" + m.group(1))
                params = [p for p in difftool.split_top(m.group(2)) if p.strip()]
                unnamed = sum(1 for p in params if "%" not in p and p.strip() != "...")
                cur = {"name": fname, "blocks": [], "succ_names": [],
                       "implicit_entry": str(unnamed)}
            continue
        s = line.strip()
        if pending is not None:
            pending += " " + s
            if "]" in s:
                cur["succ_names"][-1] = TARGET_RE.findall(pending)
                pending = None
            continue
        if s == "}":
            funcs.append(_finish(cur))
            cur = None
            continue
        if not s:
            continue
        m = LABEL_RE.match(line)
        if m and not s.startswith("%"):
            cur["blocks"].append(m.group(1) if m.group(1) is not None
                                 else unquote_operand('%"' + m.group(2) + '"'))
            cur["succ_names"].append(None)
            continue
        if not cur["blocks"]:
            cur["blocks"].append(cur["implicit_entry"])
            cur["succ_names"].append(None)
        ins = s.split("=", 1)[1].strip() if re.match(r'^%[-\w$."]+\s*=', s) else s
        op = ins.split(None, 1)[0] if ins else ""
        if op in ("ret", "unreachable", "resume"):
            cur["succ_names"][-1] = []
        elif op in ("br", "indirectbr"):
            cur["succ_names"][-1] = TARGET_RE.findall(ins)
        elif op == "switch":
            cur["succ_names"][-1] = TARGET_RE.findall(ins)
            if "]" not in ins:
                pending = ins
    return funcs


def _finish(cur):
    idx = {b: i for i, b in enumerate(cur["blocks"])}
    succ = []
    for b, ss in zip(cur["blocks"], cur["succ_names"]):
        if ss is None:
            raise ValueError("block %s of %s: no terminator understood"
                             % (b, cur["name"]))
        succ.append([idx[unquote_operand("%" + t)] for t in ss])
    return cur["name"], cur["blocks"], succ


def model_maps(blocks, succ):
    """ref_postdom model results with block names instead of indices."""
    d = ref_postdom.dom_tree(succ)
    roots, pd = ref_postdom.postdom_tree(succ)
    nm = lambda v: None if v is None else blocks[v]  # noqa: E731
    return ({blocks[v]: nm(i) for v, i in d.items()},
            {blocks[v]: nm(i) for v, i in pd.items()},
            [blocks[r] for r in roots])


def has_infinite_loop(succ):
    """True if some block cannot reach any block without successors."""
    preds = ref_postdom._preds_of(succ)
    vis = [False] * len(succ)
    for v in range(len(succ)):
        if not succ[v]:
            ref_postdom._mark_backward(v, preds, vis)
    return not all(vis)


def run_opt(opt, path):
    p = subprocess.run([opt, "-passes=print<domtree>,print<postdomtree>",
                        "-disable-output", path],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    if p.returncode != 0:
        raise RuntimeError("opt failed on %s: %s" % (path, p.stderr[-2000:]))
    return parse_opt_trees(p.stderr + p.stdout)


def run_conv(conv, path, post):
    cmd = [conv, "domtree", path, "--json"] + (["--post"] if post else [])
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    if p.returncode != 0:
        return None, "exit %d: %s" % (p.returncode, p.stderr.strip()[-500:])
    try:
        js = json.loads(p.stdout)
        out = {}
        for f in js["functions"]:
            m = f.get("idom", f.get("ipdom"))
            out[f["name"]] = {str(k): (None if v is None else str(v)) for k, v in m.items()}
            out[f["name"] + "\0roots"] = [str(r) for r in f.get("roots", [])]
        return out, None
    except (ValueError, KeyError, TypeError) as e:
        return None, "bad JSON (%s): %s" % (e, p.stdout[:300])


def compare_maps(label, ref, got, refname, gotname, limit=20):
    """List of mismatch lines (empty if equal)."""
    lines = []
    for b in sorted(set(ref) | set(got), key=lambda x: (len(x), x)):
        r = ref.get(b, "<absent>")
        g = got.get(b, "<absent>")
        if r != g:
            lines.append("  MISMATCH %s block %s: %s idom=%s, %s idom=%s"
                         % (label, b, refname, _fmt(r), gotname, _fmt(g)))
    if len(lines) > limit:
        lines = lines[:limit] + ["  ... (%d more)" % (len(lines) - limit)]
    return lines


def _fmt(v):
    return "null" if v is None else v


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--opt", default=os.environ.get("OPT", "opt-19"))
    ap.add_argument("--conv", default=os.path.join(HERE, "..", "..", "build", "conv"))
    ap.add_argument("--dir", default=None,
                    help="test these .ll files instead of generating")
    ap.add_argument("--keep", default=None, help="write generated files here")
    ap.add_argument("--model", action="store_true",
                    help="also check ref_postdom.py against opt")
    ap.add_argument("--no-conv", action="store_true",
                    help="skip conv (with --model: model-only run)")
    a = ap.parse_args(argv)

    opt = difftool.find_tool(a.opt)
    conv = os.path.abspath(a.conv)
    use_conv = not a.no_conv
    if opt is None:
        return difftool.skip("%s not found" % a.opt)
    if use_conv and not os.access(conv, os.X_OK):
        if not a.model:
            return difftool.skip("conv binary not found at %s (run make first)" % conv)
        print("SKIP: conv binary not found at %s (run make first)" % conv)
        use_conv = False

    t = difftool.Tally()
    nfuncs = ninf = 0
    with difftool.module_dir(a.keep, "diff_domtree_") as outdir:
        if a.dir:
            files = difftool.ll_files(a.dir)
        else:
            files = []
            for name, text in gen_ll.gen_module(a.seed, a.count):
                p = os.path.join(outdir, name + ".ll")
                with open(p, "w") as f:
                    f.write(text)
                files.append(p)
        for path in files:
            with open(path) as f:
                cfgs = parse_ll_cfgs(f.read())
            trees = run_opt(opt, path)
            convres = {}
            if use_conv:
                for post in (False, True):
                    convres[post] = run_conv(conv, path, post)
            for fname, blocks, succ in cfgs:
                nfuncs += 1
                inf = has_infinite_loop(succ)
                ninf += inf
                tr = trees.get(fname, {})
                tag = "%s:@%s%s" % (os.path.basename(path), fname,
                                    " [infinite-loop]" if inf else "")
                if a.model:
                    md, mp, mroots = model_maps(blocks, succ)
                    for kind, ref, got in (("dom", tr.get("dom"), md),
                                           ("post", tr.get("post"), mp)):
                        lines = compare_maps(kind, ref or {}, got, "opt", "model")
                        if kind == "post" and tr.get("post_roots") != mroots:
                            lines.append("  MISMATCH post roots: opt=%s model=%s"
                                         % (tr.get("post_roots"), mroots))
                        t.compare("model %s %s" % (kind, tag), lines)
                if not use_conv:
                    continue
                for post in (False, True):
                    kind = "post" if post else "dom"
                    got, err = convres[post]
                    if err is not None:
                        t.fail("conv %s %s: %s" % (kind, tag, err))
                        continue
                    if fname not in got:
                        t.fail("conv %s %s: function missing in conv output" % (kind, tag))
                        continue
                    lines = compare_maps(kind, tr.get(kind, {}), got[fname],
                                         "opt", "conv")
                    # the root list, in LLVM's order (see ref_postdom.py)
                    if tr.get(kind + "_roots") != got.get(fname + "\0roots"):
                        lines.append("  MISMATCH %s roots: opt=%s conv=%s"
                                     % (kind, tr.get(kind + "_roots"),
                                        got.get(fname + "\0roots")))
                    t.compare("conv %s %s" % (kind, tag), lines)
    print("%d functions, %d with infinite loops (blocks that reach no "
          "ret/unreachable; their post-dom roots are chosen by LLVM's rule)"
          % (nfuncs, ninf))
    return t.summary()

if __name__ == "__main__":
    sys.exit(main())
