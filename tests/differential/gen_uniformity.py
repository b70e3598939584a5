#!/usr/bin/python3
"""Random amdgcn LLVM IR functions for the uniformity differential test
(tests/differential/diff_opt_uniformity.py).  Every function is meant to pass
`opt-19 -passes=verify` and is written with named blocks and values only.

Shapes (one function draws one CFG recipe):
  structured    sequences, if-then and if-then-else whose arms are chains of
                1-4 blocks (LLVM 19's issue 137277 needs 3-block arms),
                3-way switches, natural loops (header-tested or
                bottom-tested, nested up to 3 deep) with breaks out of the
                loop and out of two loops at once;
  irreducible   a structured CFG plus 1-2 side entries into loop bodies
                (multi-entry cycles, nested irreducible cycles);
  random        tests/gen_tokens.random_cfg (random forward/back edges,
                every block reachable, possibly infinite loops).

Values: arguments `i32 %n, i32 %m, i1 %cu` -- a kernel (`amdgpu_kernel`,
arguments uniform) or a plain function whose arguments are divergent unless
`inreg`; divergence sources `llvm.amdgcn.workitem.id.x` in the entry block
and sometimes `workitem.id.y` / `mbcnt.lo` elsewhere; always-uniform
`llvm.amdgcn.readfirstlane.i32`; arithmetic on values of dominating blocks
(preferring values defined in cycles the block is not in: uses outside a
cycle, i.e. temporal divergence); phis at every block with several
predecessors (sometimes with one common incoming value, which LLVM calls
uniform) and LCSSA-style phis at cycle exits; branch conditions on
divergent or uniform values.

Tokens (about a third of the functions): the function is `convergent`, the
entry block starts with `convergence.entry`, every reducible cycle whose
parent is also tokenable gets a heart (`convergence.loop` of the parent
level's token) after its header's phis, convergent operations
(`@cop`, `readfirstlane`) use the token of their level (a local
`convergence.anchor` inside irreducible cycles), and sometimes an exit block
of a tokenable cycle, all of whose predecessors are in the cycle, uses the
cycle's heart (`call void @cop.void() [convergencectrl(heart)]`) followed by
arithmetic on a value of the cycle: the spec extends the cycle to that use,
LLVM 19 does not.  This is the construction of tests/differential/gen_tokens.py's valid
mode, which opt-19 accepts.

Module use:
    import gen_uniformity as gu
    fn = gu.gen_function(random.Random(1), "f0")   # Fn; fn.text, fn.tags
    text = gu.module_text([fn, ...])              # full .ll module
    gu.gen_batch(seed, start, count)              # [Fn] for indices

CLI:
    gen_uniformity.py --seed S --count N --out DIR   one module per function
    gen_uniformity.py --seed S --count N --stats     shape statistics
"""

import argparse
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import gen_tokens      # noqa: E402
import ref_cycles      # noqa: E402

TRIPLE = 'target triple = "amdgcn-amd-amdhsa"\n'
DECLS = """declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare token @llvm.experimental.convergence.anchor()
declare i32 @cop(i32) convergent
declare void @cop.void() convergent
"""
HEADER = TRIPLE + "\n" + DECLS

BINOPS = ["add", "xor", "mul", "sub", "and", "or"]
ICMPS = ["slt", "eq", "ult", "sgt", "ne"]


# --------------------------------------------------------------------- CFG

class _CFG(object):
    def __init__(self):
        self.succ = []
        self.loops = []          # (header, [body blocks incl. header], exit)

    def new(self):
        self.succ.append([])
        return len(self.succ) - 1

    def link(self, a, b):
        if b not in self.succ[a]:
            self.succ[a].append(b)


def structured_cfg(rng, target):
    """Successor lists of a structured CFG of about `target` blocks, and the
    loops it made (header, blocks, exit block)."""
    g = _CFG()
    loop_exits = []              # stack of enclosing loops' exit blocks

    def chain(k):
        first = g.new()
        last = first
        for _ in range(k - 1):
            b = g.new()
            g.link(last, b)
            last = b
        return first, last

    def region(depth):
        r = rng.random()
        if len(g.succ) >= target or depth > 4 or r < 0.15:
            return chain(rng.choice([1, 1, 2, 3]))
        if r < 0.30:                                   # sequence
            a1, z1 = region(depth)
            a2, z2 = region(depth)
            g.link(z1, a2)
            return a1, z2
        if r < 0.55:                                   # if-then(-else)
            h = g.new()
            a1, z1 = (region(depth + 1) if rng.random() < 0.4
                      else chain(rng.choice([1, 2, 3, 3, 4])))
            j = g.new()
            g.link(h, a1)
            if rng.random() < 0.7:
                a2, z2 = (region(depth + 1) if rng.random() < 0.4
                          else chain(rng.choice([1, 2, 3, 3, 4])))
                g.link(h, a2)
                g.link(z2, j)
            else:
                g.link(h, j)
            g.link(z1, j)
            return h, j
        if r < 0.62:                                   # 3-way switch
            h = g.new()
            j = g.new()
            for _ in range(3):
                a, z = chain(rng.choice([1, 2]))
                g.link(h, a)
                g.link(z, j)
            return h, j
        # loop: header H, body, latch L; exit X after the loop
        h = g.new()
        x = g.new()
        start = len(g.succ)
        loop_exits.append(x)
        idx = len(loop_exits) - 1
        a1, z1 = region(depth + 1)
        latch = g.new()
        g.link(h, a1)
        g.link(z1, latch)
        body = [h] + list(range(start, latch + 1))
        if rng.random() < 0.5:          # header-tested
            g.link(h, x)
            g.link(latch, h)
        else:                           # bottom-tested
            g.link(latch, h)
            g.link(latch, x)
        # breaks: from a body block with a free slot to this exit or to an
        # enclosing loop's exit (a two-level break)
        for _ in range(rng.choice([0, 0, 1, 2])):
            cands = [b for b in body if len(g.succ[b]) < 2 and b != latch]
            if not cands:
                break
            b = rng.choice(cands)
            tgt = x
            outer = loop_exits[:idx]
            if outer and rng.random() < 0.3:
                tgt = rng.choice(outer)
            g.link(b, tgt)
        g.loops.append((h, body, x))
        loop_exits.pop()
        return h, x

    entry = g.new()
    a, z = region(0)
    g.link(entry, a)
    return g.succ, g.loops


def add_side_entries(rng, succ, loops):
    """Edges from a block outside a loop into a non-header block of it
    (irreducible cycles).  Returns how many were added."""
    added = 0
    for _ in range(rng.choice([1, 1, 2])):
        cand = [(h, body) for h, body, _ in loops if len(body) > 1]
        if not cand:
            break
        h, body = rng.choice(cand)
        inside = set(body)
        srcs = [b for b in range(len(succ)) if b not in inside
                and len(succ[b]) < 2 and b < h]
        tgts = [b for b in body if b != h]
        if not srcs or not tgts:
            continue
        s, t = rng.choice(srcs), rng.choice(tgts)
        if t not in succ[s]:
            succ[s].append(t)
            added += 1
    return added


def dominators(succ):
    """Immediate dominators (index, entry -> None) by the iterative
    algorithm; unreachable blocks map to None as well."""
    n = len(succ)
    order, seen = [], [False] * n
    stack = [(0, iter(succ[0]))]
    seen[0] = True
    while stack:
        v, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            stack.pop()
            order.append(v)
        elif not seen[nxt]:
            seen[nxt] = True
            stack.append((nxt, iter(succ[nxt])))
    rpo = order[::-1]
    pos = {v: i for i, v in enumerate(rpo)}
    preds = [[] for _ in range(n)]
    for v in range(n):
        for s in succ[v]:
            preds[s].append(v)
    idom = {0: 0}
    changed = True
    while changed:
        changed = False
        for v in rpo[1:]:
            new = None
            for p in preds[v]:
                if p not in idom:
                    continue
                if new is None:
                    new = p
                    continue
                a, b = p, new
                while a != b:
                    while pos[a] > pos[b]:
                        a = idom[a]
                    while pos[b] > pos[a]:
                        b = idom[b]
                new = a
            if idom.get(v) != new:
                idom[v] = new
                changed = True
    out = [None] * n
    for v, d in idom.items():
        out[v] = None if v == 0 else d
    return out, preds, seen


# ---------------------------------------------------------------- function

class Fn(object):
    """A generated function: `text` (the define), `tags` (shape flags)."""

    def __init__(self, name):
        self.name = name
        self.text = ""
        self.tags = set()
        self.succ = []


def gen_function(rng, name):
    fn = Fn(name)
    r = rng.random()
    if r < 0.6:
        succ, loops = structured_cfg(rng, rng.randint(4, 22))
        shape = "structured"
        if rng.random() < 0.35 and add_side_entries(rng, succ, loops):
            shape = "irreducible"
    else:
        succ = gen_tokens.random_cfg(rng, rng.randint(3, 12))
        shape = "random"
    n = len(succ)
    for s in succ:
        while len(s) > 3:
            s.pop()
    fn.succ = succ
    idom, preds, reach = dominators(succ)
    info = ref_cycles.compute(succ)
    cycles = info.cycles()
    inner = info.innermost

    def cycles_of(b):
        out = []
        c = inner[b]
        while c is not None:
            out.append(c)
            c = c.parent
        return out

    kernel = rng.random() < 0.5
    tokens = rng.random() < 0.33
    inreg = [rng.random() < 0.3 for _ in range(3)]
    fn.tags.add(shape)
    fn.tags.add("kernel" if kernel else "function")
    if tokens:
        fn.tags.add("tokens")
    if any(not c.reducible() for c in cycles):
        fn.tags.add("irreducible cycle")
    if cycles:
        fn.tags.add("cycle")
    bname = ["entry"] + ["b%d" % i for i in range(1, n)]
    cnt = [0]

    def fresh(p):
        cnt[0] += 1
        return "%%%s%d" % (p, cnt[0])

    # values defined per block (name, is_tid_derived) and text lines
    defs = [[] for _ in range(n)]
    lines = [[] for _ in range(n)]
    phis = [[] for _ in range(n)]
    # token of each level
    root = None
    heart = {}
    tokenable = {}
    if tokens:
        root = "%tok"
        for c in cycles:
            par_ok = c.parent is None or tokenable[c.parent]
            tokenable[c] = c.reducible() and par_ok
            if tokenable[c]:
                heart[c] = fresh("h")

    def level_token(b):
        c = inner[b]
        if c is None:
            return root
        return heart.get(c)

    # blocks in dominator-tree preorder so that dominators come first
    children = [[] for _ in range(n)]
    for v in range(1, n):
        if idom[v] is not None:
            children[idom[v]].append(v)
    order = []
    st = [0]
    while st:
        v = st.pop()
        order.append(v)
        st.extend(reversed(children[v]))

    def dom_chain(b):
        out = []
        d = idom[b]
        while d is not None:
            out.append(d)
            d = idom[d] if d != 0 else None
        return out

    args = ["%n", "%m"]
    has_tid = rng.random() < 0.9
    p_arg = rng.choice([0.05, 0.25, 0.5, 0.7])   # uniform-heavy or not

    def avail(b):
        """Values usable in b (defined in strict dominators), with a
        preference list of values defined in cycles b is not in."""
        vals = list(args)
        pref = []
        bc = set(id(c) for c in cycles_of(b))
        for d in dom_chain(b):
            for v in defs[d]:
                vals.append(v)
                if any(id(c) not in bc for c in cycles_of(d)):
                    pref.append(v)
        return vals, pref

    def pick(pool, pref, own):
        if rng.random() < p_arg:
            return rng.choice(args)
        r = rng.random()
        if pref and r < 0.35:
            return rng.choice(pref)
        if own and r < 0.65:
            return rng.choice(own)
        if r < 0.9:
            return rng.choice(pool)
        return str(rng.randint(0, 9))

    def bundle(b, out):
        """Bundle text for a convergent call in block b (adds a local anchor
        to `out` when the level has no token)."""
        if not tokens:
            return ""
        t = level_token(b)
        if t is None:
            t = fresh("a")
            out.append("  %s = call token @llvm.experimental.convergence.anchor()" % t)
        return ' [ "convergencectrl"(token %s) ]' % t

    ext_done = set()
    pending = []
    for b in order:
        out = lines[b]
        pool, pref = avail(b)
        own = []
        # phis
        bpreds = []
        for p in preds[b]:
            if p not in bpreds and reach[p]:
                bpreds.append(p)
        nphi = 0
        if len(bpreds) >= 2:
            nphi = rng.choice([1, 1, 2])
        elif len(bpreds) == 1 and any(c not in cycles_of(b)
                                      for c in cycles_of(bpreds[0])):
            nphi = rng.choice([0, 1])          # LCSSA phi at a cycle exit
        for _ in range(nphi):
            pname = fresh("p")
            out.append(None)                    # filled in at the end
            pending.append((b, len(out) - 1, pname, bpreds, rng.random() < 0.15))
            phis[b].append(pname)
            own.append(pname)
        if b == 0:
            if tokens:
                out.append("  %tok = call token @llvm.experimental.convergence.entry()")
            if has_tid:
                out.append("  %tid = call i32 @llvm.amdgcn.workitem.id.x()")
                own.append("%tid")
        c = inner[b]
        if tokens and c is not None and c.header == b and c in heart:
            ptok = root if c.parent is None else heart[c.parent]
            out.append('  %s = call token @llvm.experimental.convergence.loop()'
                       ' [ "convergencectrl"(token %s) ]' % (heart[c], ptok))
        # use of a cycle's heart in an exit block (extended cycle)
        if tokens and b != 0 and b not in ext_done and rng.random() < 0.6:
            for ec in cycles:
                if ec not in heart or b in ec.blockset:
                    continue
                ps = [p for p in preds[b] if reach[p]]
                if not ps or not all(p in ec.blockset for p in ps):
                    continue
                ib = inner[b]
                anc = []
                a = ec
                while a is not None:
                    anc.append(a)
                    a = a.parent
                if ib is not None and ib not in anc:
                    continue
                out.append('  call void @cop.void() [ "convergencectrl"(token %s) ]'
                           % heart[ec])
                hv = [v for v in defs[ec.header]] or ["%n"]
                v = fresh("x")
                out.append("  %s = add i32 %s, 1" % (v, rng.choice(hv)))
                own.append(v)
                ext_done.add(b)
                fn.tags.add("token use outside its cycle")
                break
        # ordinary instructions
        for _ in range(rng.choice([1, 1, 2, 3])):
            k = rng.random()
            v = fresh("v")
            if k < 0.08:
                out.append("  %s = call i32 @llvm.amdgcn.workitem.id.y()" % v)
                fn.tags.add("extra source")
            elif k < 0.12:
                out.append("  %s = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)" % v)
                fn.tags.add("extra source")
            elif k < 0.22:
                a = pick(pool, pref, own)
                out.append("  %s = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %s)%s"
                           % (v, a, bundle(b, out)))
                fn.tags.add("always-uniform call")
            elif k < 0.30 and tokens:
                a = pick(pool, pref, own)
                out.append("  %s = call i32 @cop(i32 %s)%s" % (v, a, bundle(b, out)))
            else:
                a = pick(pool, pref, own)
                c2 = pick(pool, pref, own)
                out.append("  %s = %s i32 %s, %s" % (v, rng.choice(BINOPS), a, c2))
            own.append(v)
        defs[b] = list(phis[b]) + [x for x in own if x not in phis[b]]
        # terminator
        ss = succ[b]
        if not ss:
            out.append("  ret void")
        elif len(ss) == 1:
            out.append("  br label %%%s" % bname[ss[0]])
        elif len(ss) == 2:
            if rng.random() < 0.15:
                cond = "%cu"
            else:
                cv = fresh("c")
                a = pick(pool, pref, own)
                rhs = rng.choice(["%n", "%m", str(rng.randint(0, 9))])
                out.append("  %s = icmp %s i32 %s, %s" % (cv, rng.choice(ICMPS), a, rhs))
                cond = cv
            out.append("  br i1 %s, label %%%s, label %%%s"
                       % (cond, bname[ss[0]], bname[ss[1]]))
        else:
            a = pick(pool, pref, own)
            cases = " ".join("i32 %d, label %%%s" % (i + 1, bname[t])
                             for i, t in enumerate(ss[1:]))
            out.append("  switch i32 %s, label %%%s [ %s ]" % (a, bname[ss[0]], cases))
    for b, i, pname, bpreds, same in pending:
        common = None
        parts = []
        for p in bpreds:
            ppool = avail(p)[0] + defs[p]
            if same:
                if common is None:
                    common = rng.choice(args + [str(rng.randint(0, 3))])
                v = common
            elif rng.random() < 0.2:
                v = str(rng.randint(0, 3))
            else:
                v = (rng.choice(ppool[-6:]) if rng.random() < 0.6
                     else rng.choice(ppool))
            parts.append("[ %s, %%%s ]" % (v, bname[p]))
        lines[b][i] = "  %s = phi i32 %s" % (pname, ", ".join(parts))
    head = "define %svoid @%s(i32 %s%%n, i32 %s%%m, i1 %s%%cu)%s {" % (
        "amdgpu_kernel " if kernel else "", name,
        "inreg " if inreg[0] and not kernel else "",
        "inreg " if inreg[1] and not kernel else "",
        "inreg " if inreg[2] and not kernel else "",
        " convergent" if tokens else "")
    body = [head]
    for b in range(n):
        body.append("%s:" % bname[b])
        body.extend(lines[b])
    body.append("}")
    fn.text = "\n".join(body) + "\n"
    fn.blocks = bname
    return fn


def function_rng(seed, index):
    return random.Random("uniformity/%s/%d" % (seed, index))


def gen_batch(seed, start, count, prefix="u"):
    return [gen_function(function_rng(seed, k), "%s%d" % (prefix, k))
            for k in range(start, start + count)]


def module_text(fns):
    return HEADER + "\n" + "\n".join(f.text for f in fns)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seed", default="1")
    ap.add_argument("--count", type=int, default=20)
    ap.add_argument("--out")
    ap.add_argument("--stats", action="store_true")
    a = ap.parse_args(argv)
    fns = gen_batch(a.seed, 0, a.count)
    if a.stats:
        cnt = {}
        for f in fns:
            for t in f.tags:
                cnt[t] = cnt.get(t, 0) + 1
        for k in sorted(cnt):
            print("%-32s %6d" % (k, cnt[k]))
        print("functions: %d" % len(fns))
    if a.out:
        os.makedirs(a.out, exist_ok=True)
        for f in fns:
            with open(os.path.join(a.out, f.name + ".ll"), "w") as fh:
                fh.write(module_text([f]))
        print("wrote %d files to %s" % (len(fns), a.out))
    if not a.stats and not a.out:
        sys.stdout.write(module_text(fns))
    return 0


if __name__ == "__main__":
    sys.exit(main())
