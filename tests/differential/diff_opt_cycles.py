#!/usr/bin/python3
"""Differential test of the cycle hierarchy against opt-19.

For K generated functions (default 1000) this runs
    opt-19 -passes='print<cycles>' -disable-output F.ll       (stderr)
parses the printed forest into a normalized structure and compares it with
    --model      tests/differential/ref_cycles.py (the executable model of LLVM 19's
                 GenericCycleInfo), and
    build/conv cycles F.ll --json      (unless --no-conv; if conv answers
                 "unknown command" a SKIP line is printed for conv and the
                 model check, if asked for, still runs).
Functions are written --batch per module to keep the number of processes low.

Per function the comparison covers: the SET of cycles keyed by header; per
cycle the entry set, the block set, the depth, the parent's header and
reducibility (irreducible = more than one entry); the exits (blocks outside
the cycle with a predecessor inside -- opt does not print them, they are
derived from opt's block set and the CFG read from the .ll text); the order
of the cycle list (parents before children, top-level cycles and siblings in
opt's print order).  --strict also requires conv's entry lists and block
lists in LLVM's order (entries: header first, then in discovery order;
blocks: as opt prints them, entries first).  The model is always held to
the strict standard: its printed text must equal opt's byte for byte.
Every mismatch is printed with the file and function; the last line is
`N passed, N failed` (one count per function and checker); exit 1 on any
failure.  Without opt-19: SKIP, `0 passed, 0 failed`, exit 0.

opt's format (LLVM 19):
    CycleInfo for function: f
        depth=1: entries(h e2) b1 b2
            depth=2: entries(b1) b2
One line per cycle, indented 4*depth spaces, in preorder of the cycle
forest; `entries(...)` lists the entries (header first); the remaining
names are the other blocks of the cycle, descendants' blocks included.
Block names are raw (no '%', no quotes) or slot numbers; names containing
spaces or parentheses would be ambiguous (gen_ll never makes them).

Generators (--gen): `gen_ll` = tests/differential/gen_ll.py's random functions (a
quarter have irreducible cycles, nesting up to depth ~15); `nested` =
gen_nested_cfg() below: nested loop intervals with side entries into loop
bodies (irreducible, multi-entry, nested irreducible), breaks, self loops,
shuffled operand order and permuted block layout; `mix` (default) = every
fourth function from `nested`, the rest from gen_ll (same seed/index ->
same function as gen_ll.gen_module_cfgs for those).
"""

import argparse
import io
import json
import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "support"))

import difftool        # noqa: E402
import gen_ll          # noqa: E402
import ref_cycles      # noqa: E402
from diff_opt_domtree import parse_ll_cfgs   # noqa: E402

FUNC_LINE = re.compile(r"^CycleInfo for function: (.*)$")
CYCLE_LINE = re.compile(r"^( *)depth=(\d+): entries\(([^)]*)\)(.*)$")


# ------------------------------------------------------------ opt output

def parse_opt_cycles(text):
    """opt's print<cycles> output -> {func: {"cycles": [cycle], "lines":
    [raw lines]}} where cycle = {"header", "entries" (list), "blocks" (list:
    entries then the other printed blocks), "depth", "parent" (index or
    None)}.  Raises ValueError on lines it does not understand."""
    res = {}
    cur = None
    stack = []                       # indices of the open cycles by depth
    for line in text.splitlines():
        m = FUNC_LINE.match(line)
        if m:
            cur = res.setdefault(m.group(1), {"cycles": [], "lines": []})
            stack = []
            continue
        if cur is None or not line.strip():
            continue
        m = CYCLE_LINE.match(line)
        if not m:
            raise ValueError("unexpected line in opt output: %r" % line)
        depth = int(m.group(2))
        if len(m.group(1)) != 4 * depth:
            raise ValueError("indentation does not match depth: %r" % line)
        if depth > len(stack) + 1 or depth < 1:
            raise ValueError("depth jumps: %r" % line)
        del stack[depth - 1:]
        entries = m.group(3).split()
        rest = m.group(4).split()
        cyc = {"header": entries[0], "entries": entries,
               "blocks": entries + rest, "depth": depth,
               "parent": stack[-1] if stack else None}
        stack.append(len(cur["cycles"]))
        cur["cycles"].append(cyc)
        cur["lines"].append(line)
    return res


def run_opt(opt, path):
    p = subprocess.run([opt, "-passes=print<cycles>", "-disable-output", path],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    if p.returncode != 0:
        raise RuntimeError("opt failed on %s: %s" % (path, p.stderr[-2000:]))
    return parse_opt_cycles(p.stderr + p.stdout)


def add_exits(cycles, blocks, succ):
    """Exit sets derived from each cycle's block set and the CFG."""
    idx = {b: i for i, b in enumerate(blocks)}
    for c in cycles:
        bs = set(c["blocks"])
        ex = set()
        for b in bs:
            for s in succ[idx[b]]:
                if blocks[s] not in bs:
                    ex.add(blocks[s])
        c["exits_derived"] = ex


# ------------------------------------------------------------- conv output

class ConvUnsupported(Exception):
    pass


CONV_ARGS = []  # extra arguments for conv (--conv-llvm19 adds --llvm19)


def run_conv(conv, path):
    """{func: [cycle]} from `conv cycles FILE --json`, or raises
    ConvUnsupported when conv has no `cycles` command; (None, error) on
    other failures."""
    p = subprocess.run([conv, "cycles", path, "--json"] + CONV_ARGS,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    if p.returncode != 0:
        if "unknown command" in p.stderr or "unknown command" in p.stdout:
            raise ConvUnsupported(p.stderr.strip().splitlines()[0]
                                  if p.stderr.strip() else "unknown command")
        return None, "exit %d: %s" % (p.returncode, p.stderr.strip()[-500:])
    try:
        js = json.loads(p.stdout)
        out = {}
        for f in js["functions"]:
            cycles = []
            for c in f["cycles"]:
                cycles.append({
                    "header": str(c["header"]),
                    "entries": [str(x) for x in c["entries"]],
                    "blocks": [str(x) for x in c["blocks"]],
                    "exits": [str(x) for x in c["exits"]] if "exits" in c else None,
                    "depth": c["depth"],
                    "parent": c["parent"],
                    "reducible": c.get("reducible"),
                })
            out[str(f["name"])] = cycles
        return out, None
    except (ValueError, KeyError, TypeError) as e:
        return None, "bad JSON (%s): %s" % (e, p.stdout[:300])


# ---------------------------------------------------------------- compare

def _parent_header(cycles, c):
    p = c["parent"]
    if p is None:
        return None
    if not isinstance(p, int) or p < 0 or p >= len(cycles):
        return "<bad parent index %r>" % (p,)
    return cycles[p]["header"]


def _fmt(x):
    if isinstance(x, (set, frozenset)):
        return "{" + " ".join(sorted(x, key=lambda s: (len(s), s))) + "}"
    if x is None:
        return "null"
    return str(x)


def printed_order(c):
    """The block order opt prints: entries, then the other blocks."""
    ents = set(c["entries"])
    return list(c["entries"]) + [b for b in c["blocks"] if b not in ents]


def compare_cycles(ref, got, gotname, strict=False, limit=20):
    """Mismatch lines between opt's cycles `ref` and `got` (empty = equal)."""
    lines = []
    rh = [c["header"] for c in ref]
    gh = [c["header"] for c in got]
    rmap = {c["header"]: c for c in ref}
    gmap = {}
    for c in got:
        if c["header"] in gmap:
            lines.append("  %s lists header %s twice" % (gotname, c["header"]))
        gmap[c["header"]] = c
    for h in rh:
        if h not in gmap:
            lines.append("  MISSING cycle with header %s in %s (opt: %s)"
                         % (h, gotname, " ".join(printed_order(rmap[h]))))
    for h in gh:
        if h not in rmap:
            lines.append("  EXTRA cycle with header %s in %s: %s"
                         % (h, gotname, " ".join(printed_order(gmap[h]))))
    if set(rh) == set(gh) and rh != gh:
        lines.append("  ORDER of cycles: opt=%s %s=%s" % (rh, gotname, gh))
    for h in rh:
        if h not in gmap:
            continue
        r, g = rmap[h], gmap[h]
        checks = [
            ("entries", set(r["entries"]), set(g["entries"])),
            ("blocks", set(r["blocks"]), set(g["blocks"])),
            ("depth", r["depth"], g["depth"]),
            ("parent", _parent_header(ref, r), _parent_header(got, g)),
        ]
        red_ref = len(set(r["entries"])) == 1
        red_got = g.get("reducible")
        if red_got is None:
            red_got = len(set(g["entries"])) == 1
        checks.append(("reducible", red_ref, red_got))
        if g.get("exits") is not None and "exits_derived" in r:
            checks.append(("exits", r["exits_derived"], set(g["exits"])))
        if g["header"] != (g["entries"][0] if g["entries"] else None):
            lines.append("  cycle %s: %s's first entry is %s, not the header"
                         % (h, gotname, g["entries"][:1]))
        if strict:
            checks.append(("entry order", r["entries"], g["entries"]))
            checks.append(("block order", printed_order(r), printed_order(g)))
        for what, a, b in checks:
            if a != b:
                lines.append("  MISMATCH cycle %s %s: opt=%s %s=%s"
                             % (h, what, _fmt(a), gotname, _fmt(b)))
    if len(lines) > limit:
        lines = lines[:limit] + ["  ... (%d more)" % (len(lines) - limit)]
    return lines


def model_cycles(blocks, succ):
    """(normalized cycles, printed lines) of the model for one function."""
    info = ref_cycles.compute(succ)
    js = ref_cycles.to_json(info, blocks, succ)
    return js, ref_cycles.print_cycles(info, blocks)


# ----------------------------------------------------- nested generator

def gen_nested_cfg(rng, n):
    """Successor lists (entry 0) of a CFG built from nested loop intervals.

    Blocks 0..n-1 start as a chain (i -> i+1, the last block returns).
    Intervals [lo, hi] are carved recursively (nesting up to ~6 deep); each
    becomes a loop: a back edge from a block of the interval (usually hi) to
    its first block, sometimes to another block of it; with some
    probability one or more SIDE ENTRIES (an edge from a block before the
    interval into a block inside it other than its first: an irreducible,
    multi-entry cycle, and nested irreducible cycles when intervals nest),
    BREAKS (an edge from inside to after the interval), and self loops.
    Then the operand order of each block is shuffled (it decides which entry
    the DFS meets first, i.e. the header) and, half of the time, the blocks
    1..n-1 are permuted in the layout (it changes LLVM's predecessor order,
    hence every printed order).  At most 5 successors per block."""
    n = max(3, int(n))
    extra = [[] for _ in range(n)]

    def add(a, b):
        if b != 0 and len(extra[a]) < 4:
            extra[a].append(b)

    def carve(lo, hi, depth):
        pos = lo
        while pos <= hi:
            room = hi - pos + 1
            if room >= 2 and depth < 7 and rng.random() < 0.55:
                ln = rng.randint(2, min(room, max(2, room // rng.choice([1, 2, 3]))))
                a, b = pos, pos + ln - 1
                # back edge
                src = b if rng.random() < 0.8 else rng.randint(a, b)
                tgt = a if rng.random() < 0.75 else rng.randint(a, b)
                add(src, tgt)
                # side entries (irreducible)
                r = rng.random()
                nside = 0 if r < 0.45 else (1 if r < 0.8 else rng.randint(2, 3))
                for _ in range(nside):
                    if a > 0 and b > a:
                        add(rng.randint(max(0, a - 4), a - 1), rng.randint(a + 1, b))
                # breaks
                if rng.random() < 0.5 and b + 1 < n:
                    add(rng.randint(a, b), min(n - 1, b + rng.randint(1, 3)))
                carve(a + 1, b, depth + 1)
                pos = b + 1
            else:
                if rng.random() < 0.08 and pos > 0:
                    add(pos, pos)
                pos += 1

    carve(1, n - 2, 0)
    succ = []
    for i in range(n):
        s = ([i + 1] if i + 1 < n else []) + extra[i]
        if i + 1 < n and rng.random() < 0.03 and extra[i]:
            s = s[1:]                       # drop the fall-through sometimes
        if rng.random() < 0.05 and len(s) >= 1 and len(s) < 5:
            s.append(rng.choice(s))         # duplicate target
        rng.shuffle(s)
        succ.append(s[:5])
    if rng.random() < 0.5:
        perm = list(range(1, n))
        rng.shuffle(perm)
        pos = [0] * n                       # old block -> new position
        for newi, old in enumerate(perm, 1):
            pos[old] = newi
        new = [None] * n
        for old in range(n):
            new[pos[old]] = [pos[t] for t in succ[old]]
        succ = new
    return succ


def cfg_from_succ(rng, succ):
    """A gen_ll.CFG for successor lists (br / condbr / switch / ret)."""
    g = gen_ll.CFG()
    n = len(succ)
    g.n = n
    g.kind = bytearray(n)
    from array import array
    g.off = array("l", [0]) * (n + 1)
    g.tgt = array("l")
    g.case_vals = {}
    for i, s in enumerate(succ):
        if not s:
            g.kind[i] = gen_ll.RET if rng.random() < 0.85 else gen_ll.UNREACHABLE
        elif len(s) == 1:
            g.kind[i] = gen_ll.BR
        elif len(s) == 2 and rng.random() < 0.85:
            g.kind[i] = gen_ll.CONDBR
        else:
            g.kind[i] = gen_ll.SWITCH
            g.case_vals[i] = sorted(rng.sample(range(0, 8), len(s) - 1))
        g.tgt.extend(s)
        g.off[i + 1] = len(g.tgt)
    return g


def gen_nested_function(rng, name):
    n = rng.choice([rng.randint(4, 12), rng.randint(10, 30), rng.randint(25, 60)])
    succ = gen_nested_cfg(rng, n)
    g = cfg_from_succ(rng, succ)
    prof = gen_ll.random_profile(rng)
    buf = io.StringIO()
    gen_ll.write_function(buf, rng, name, g, prof)
    return buf.getvalue(), succ


def gen_functions(kind, seed, start, count):
    """[(name, function text)] for indices start..start+count-1."""
    out = []
    for k in range(start, start + count):
        nested = kind == "nested" or (kind == "mix" and k % 4 == 3)
        if nested:
            rng = random.Random(int(seed) * 1000003 + k + 7777777)
            name = "n%d" % k
            text, _ = gen_nested_function(rng, name)
        else:
            name, mod, _ = gen_ll.gen_module_cfgs(seed, 1, k)[0]
            text = mod[len(gen_ll.HEADER):].lstrip("\n")
        out.append((name, text))
    return out


# -------------------------------------------------------------------- main

def shape_flags(cycles):
    f = set()
    if cycles:
        f.add("a cycle")
    for c in cycles:
        ne = len(set(c["entries"]))
        if ne > 1:
            f.add("irreducible")
            if c["depth"] > 1:
                f.add("nested irreducible (depth>=2)")
            if c["parent"] is not None and len(set(cycles[c["parent"]]["entries"])) > 1:
                f.add("irreducible inside irreducible")
        if ne >= 3:
            f.add("3+ entries")
        if len(c["blocks"]) == 1:
            f.add("self loop")
        if c["depth"] >= 3:
            f.add("depth>=3")
        if c["depth"] >= 5:
            f.add("depth>=5")
    if sum(1 for c in cycles if c["parent"] is None) >= 2:
        f.add("2+ top-level cycles")
    return f


def variants(succ):
    """Plausible but WRONG readings of LLVM's rules, to show that the model
    check pins each of them down: (name, CycleInfo)."""
    return [
        ("DFS tries the first successor first",
         ref_cycles.compute([list(reversed(x)) for x in succ])),
        ("predecessors in increasing position",
         ref_cycles.compute(succ, [list(reversed(p)) for p in
                                   ref_cycles.llvm_preds(succ)])),
        ("unreachable predecessors skipped (LLVM 20+)",
         ref_cycles.compute(succ, skip_unreachable_preds=True)),
        ("absorbed top-level cycle removed in order",
         ref_cycles.compute(succ, toplevel_remove="stable")),
    ]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--gen", choices=["mix", "gen_ll", "nested"], default="mix")
    ap.add_argument("--batch", type=int, default=50,
                    help="functions per generated module")
    ap.add_argument("--opt", default=os.environ.get("OPT", "opt-19"))
    ap.add_argument("--conv", default=os.path.join(HERE, "..", "..", "build", "conv"))
    ap.add_argument("--dir", default=None,
                    help="test these .ll files instead of generating")
    ap.add_argument("--keep", default=None, help="write generated files here")
    ap.add_argument("--model", action="store_true",
                    help="also check ref_cycles.py against opt (exact text)")
    ap.add_argument("--no-conv", action="store_true", help="do not run conv")
    ap.add_argument("--conv-llvm19", action="store_true",
                    help="run conv with --llvm19 and compare with opt-19 as "
                         "printed; without it, conv (which ignores unreachable "
                         "predecessors, like LLVM after 19) is compared with "
                         "opt-19's cycles whose entry lists are recomputed "
                         "without unreachable predecessors")
    ap.add_argument("--strict", action="store_true",
                    help="conv's entry and block lists must be in LLVM's order")
    ap.add_argument("--min-irreducible", type=int, default=0,
                    help="fail if fewer functions have irreducible cycles")
    a = ap.parse_args(argv)
    if a.conv_llvm19:
        CONV_ARGS.append("--llvm19")

    opt = difftool.find_tool(a.opt)
    if opt is None:
        return difftool.skip("%s not found" % a.opt)
    conv = os.path.abspath(a.conv)
    use_conv = not a.no_conv
    if use_conv and not os.access(conv, os.X_OK):
        print("SKIP conv: binary not found at %s (run make first)" % conv)
        use_conv = False
    if not use_conv and not a.model:
        print("nothing to compare (conv skipped, --model not given)")
        return difftool.summary(0, 0)

    t = difftool.Tally()
    nfuncs = 0
    ncycles = 0
    maxdepth = 0
    shapes = {}
    variant_wrong = {}
    with difftool.module_dir(a.keep, "diff_cycles_") as outdir:
        if a.dir:
            files = difftool.ll_files(a.dir)
        else:
            files = []
            for start in range(0, a.count, a.batch):
                cnt = min(a.batch, a.count - start)
                funcs = gen_functions(a.gen, a.seed, start, cnt)
                p = os.path.join(outdir, "cycles_s%d_%05d.ll" % (a.seed, start))
                with open(p, "w") as f:
                    f.write(gen_ll.HEADER + "\n" + "\n".join(text for _, text in funcs))
                files.append(p)
        for path in files:
            with open(path) as f:
                cfgs = parse_ll_cfgs(f.read())
            res = run_opt(opt, path)
            convres = conv_err = None
            if use_conv:
                try:
                    convres, conv_err = run_conv(conv, path)
                except ConvUnsupported as e:
                    print("SKIP conv: this conv has no `cycles` command (%s)" % e)
                    use_conv = False
                    if not a.model:
                        break
            base = os.path.basename(path)
            for fname, blocks, succ in cfgs:
                nfuncs += 1
                tag = "%s:@%s" % (base, fname)
                o = res.get(fname)
                if o is None:
                    t.fail("%s: opt printed nothing for this function" % tag)
                    continue
                ref = o["cycles"]
                add_exits(ref, blocks, succ)
                ncycles += len(ref)
                for c in ref:
                    maxdepth = max(maxdepth, c["depth"])
                flags = shape_flags(ref)
                # LLVM 19 counts unreachable predecessors for entries; note
                # the functions where that changes an entry set
                later = ref_cycles.compute(succ, skip_unreachable_preds=True)
                lent = {blocks[c.header]: set(blocks[e] for e in c.entries)
                        for c in later.cycles()}
                if any(lent.get(c["header"]) != set(c["entries"]) for c in ref):
                    flags.add("entry only via unreachable pred")
                if any(len(c.entries) > 1 for c in later.cycles()):
                    flags.add("irreducible, reachable entries")
                    if any(len(c.entries) > 1 and c.parent is not None
                           and len(c.parent.entries) > 1 for c in later.cycles()):
                        flags.add("irreducible in irreducible, reach.")
                for s in flags:
                    shapes[s] = shapes.get(s, 0) + 1
                if a.model:
                    mjs, mlines = model_cycles(blocks, succ)
                    lines = compare_cycles(ref, mjs, "model", strict=True)
                    if mlines != o["lines"]:
                        lines.append("  TEXT differs:")
                        lines += ["    opt:   " + x for x in o["lines"]]
                        lines += ["    model: " + x for x in mlines]
                    t.compare("model %s" % tag, lines)
                    for vname, vinfo in variants(succ):
                        if ref_cycles.print_cycles(vinfo, blocks) != o["lines"]:
                            variant_wrong[vname] = variant_wrong.get(vname, 0) + 1
                if use_conv:
                    if conv_err is not None:
                        t.fail("conv %s: %s" % (tag, conv_err))
                        continue
                    if fname not in convres:
                        t.fail("conv %s: function missing in conv output" % tag)
                        continue
                    conv_ref = ref
                    if not a.conv_llvm19:
                        # Same cycles as opt-19 (header, blocks, nesting);
                        # entries as LLVM after 19 and conv count them.
                        ordered = {blocks[c.header]: [blocks[e] for e in c.entries]
                                   for c in later.cycles()}
                        conv_ref = []
                        for c in ref:
                            c2 = dict(c)
                            if c["header"] in ordered:
                                c2["entries"] = ordered[c["header"]]
                                if "reducible" in c2:
                                    c2["reducible"] = len(c2["entries"]) == 1
                            conv_ref.append(c2)
                    lines = compare_cycles(conv_ref, convres[fname], "conv",
                                           strict=a.strict)
                    t.compare("conv %s" % tag, lines)
    print("%d functions, %d cycles, max depth %d" % (nfuncs, ncycles, maxdepth))
    for k in sorted(shapes):
        print("  functions with %-36s %d" % (k + ":", shapes[k]))
    for k, v in sorted(variant_wrong.items()):
        print("  wrong variant '%s' would print %d functions differently" % (k, v))
    nirr = shapes.get("irreducible", 0)
    if nirr < a.min_irreducible:
        t.fail("too few functions with irreducible cycles (%d < %d)"
               % (nirr, a.min_irreducible))
    return t.summary()


if __name__ == "__main__":
    sys.exit(main())
