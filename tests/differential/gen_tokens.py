#!/usr/bin/python3
"""Random functions with convergence control tokens (amdgcn LLVM IR text),
for the differential test of `conv verify` against `opt-19 -passes=verify`.

Modes
-----
valid            valid by construction (see "Valid construction" below)
<rule code>      a valid function broken on purpose so that exactly that rule
                 is violated (BROKEN below: the code set the spec says is
                 violated; three rules cannot be broken alone, see there)
wild             tokens, hearts, anchors and operations placed at random
                 with random operands (no guarantee either way); used to
                 hunt for differences between the spec and LLVM 19

Valid construction
------------------
* Random CFG: 2-9 blocks, block i reachable through a spine edge from an
  earlier block, extra forward and backward edges (natural loops, nested
  loops, irreducible cycles, self loops), several returns.  The entry block
  has no predecessor.  Conditions are the i1 arguments %c0..%c3.
* Root token: `entry` first in the entry block of a convergent function,
  or (30%) an `anchor` first in the entry block of a non-convergent one.
* Cycle hierarchy as LLVM computes it (tests/differential/ref_cycles.py).  A cycle is
  "tokenable" if it is reducible and its parent is tokenable (or it is
  top level).  Each tokenable cycle gets a heart first in its header whose
  operand is the token of the parent level (the parent's heart, or the root
  token) -- or, when the header has a single predecessor outside the cycle
  at the parent level, sometimes a fresh anchor placed last in that
  predecessor (the "preheader anchor" pattern of the spec's examples).
* Convergent operations `call void @op*() [convergencectrl]` in random
  blocks use the token of their block's level: the root token outside
  cycles, the heart of the innermost cycle when it is tokenable, otherwise
  a local anchor placed right before them in the same block.  Sometimes an
  operation at the start of an exit block (all of whose predecessors are in
  a tokenable cycle C, innermost cycle an ancestor of C) uses C's heart
  (a use outside the cycle, the spec's "extended cycle").
* Optional decorations (an anchor in one block used by an operation in a
  dominated block of the same level) are kept only if the reference
  verifier (tests/differential/ref_verify.py) still finds the function valid: region
  nesting is the one rule the construction does not guarantee by itself.
Every valid function is checked with the reference verifier when it is
generated (assertion), and `--check` runs opt-19 on it.

Broken modes (each starts from a valid function)
-----------------------------------------------
token.producer        an extra `call @op() [convergencectrl(T)]` where T is
                      `none` (40%), a token argument %targ (30%; LLVM also
                      rejects the signature) or the result of a call to
                      `declare token @mk()` (30%; LLVM also rejects the
                      declaration)
token.phi             a token phi of the root token in a non-entry block,
                      used by an extra operation: ALSO token.producer (the
                      operand is not produced by an intrinsic; opt-19 and
                      conv report both)
token.select          a select of tokens, used by an extra operation: ALSO
                      token.producer
token.multiple-bundles  a controlled operation gets its bundle twice, or two
                      tokens in its bundle
token.entry-not-convergent-function  the `convergent` attribute is dropped
token.entry-not-entry-block  an extra unused `entry` first in a block that
                      has no heart
token.entry-not-first an unused anchor before `entry`, or a second `entry`
token.entry-operand   entry takes an anchor defined before it: ALSO
                      token.entry-not-first (unavoidable: the operand must be
                      defined before entry in the entry block)
token.anchor-operand  an unused anchor taking the token of the operation
                      right before it
token.loop-no-operand an unused `loop` without operand first in a block
                      without heart
token.loop-not-first  an unused anchor before a heart (or anchor+loop pair)
token.dominance       an anchor at the end of a block A used at the end of a
                      block B outside any cycle that A does not reach, or a
                      use before its definition in an acyclic block
token.region-nesting  `%t1 = anchor; %t2 = anchor; op[t1]; op[t2]` in one
                      block, or the definitions in A and the uses in A's only
                      successor
token.cycle-use       a tokenable cycle loses its hearts (its subtree uses
                      local anchors) and one operation in it uses the token
                      the heart used
token.cycle-two-uses  a second heart with the same operand before the heart:
                      ALSO token.loop-not-first (unavoidable: two loop uses of
                      one token on a closed path are either in one block or
                      in two blocks that cannot dominate each other)
token.cycle-two-tokens a second heart with another outer token of the same
                      level before the heart: ALSO token.loop-not-first and
                      token.region-nesting (unavoidable: two tokens used on a
                      closed path without their definitions always have
                      crossing regions)
token.heart-not-header the heart of a cycle moved to a non-header block of
                      it, or a heart put into an irreducible cycle
token.mixed           an extra uncontrolled `call @op()`
token.nonconvergent-call  an extra `call @g() [convergencectrl]` (@g is not
                      convergent) after an operation using the same token

Command line
------------
gen_tokens.py --mode M --seed S --count N --out DIR
    write DIR/<mode>_<i>.ll, one function each, with header comments
    `; mode: M` and `; expect: <codes or valid>`
gen_tokens.py --all --seed S --count N [--valid-count V] --out DIR
    N functions for every broken mode and V (default 1000) valid ones
gen_tokens.py --check [--seed S] [--count N] [--valid-count V] [--jobs J]
              [--messages] [--conv]
    generate V valid functions (default 1000) and N per broken mode
    (default 60); every one is checked with the reference verifier while it
    is generated (the codes must be exactly the mode's); run opt-19 on each;
    print per mode how often opt-19 rejects, shape counts of the valid
    functions, and every function whose opt-19 verdict differs from the
    expected one (with the known explanation, if any).  --messages: opt-19's
    first message and all its messages (as codes) per mode.  --conv: also
    run build/conv verify and count functions where it reports exactly the
    expected codes.
gen_tokens.py --wild [--seed S] [--count N] [--conv]
    half random placements, half valid functions with 1-3 random mutations:
    reference verdict vs opt-19 verdict (differences explained by the two
    known LLVM 19 behaviours, llvm19_explain(), or printed), and the codes
    each side reports that the other does not; --conv: conv verify's codes
    vs the reference's
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import ref_cycles   # noqa: E402
import ref_verify   # noqa: E402

HEADER = """target triple = "amdgcn-amd-amdhsa"

declare void @op() convergent
declare void @op2() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
"""

MODES = [
    "token.producer", "token.phi", "token.select", "token.multiple-bundles",
    "token.entry-not-convergent-function", "token.entry-not-entry-block",
    "token.entry-not-first", "token.entry-operand", "token.anchor-operand",
    "token.loop-no-operand", "token.loop-not-first", "token.dominance",
    "token.region-nesting", "token.cycle-use", "token.cycle-two-uses",
    "token.cycle-two-tokens", "token.heart-not-header", "token.mixed",
    "token.nonconvergent-call",
]

EXTRA = {
    "token.phi": ["token.producer"],
    "token.select": ["token.producer"],
    "token.entry-operand": ["token.entry-not-first"],
    "token.cycle-two-uses": ["token.loop-not-first"],
    "token.cycle-two-tokens": ["token.loop-not-first", "token.region-nesting"],
}


def expected_codes(mode):
    if mode == "valid":
        return []
    return sorted([mode] + EXTRA.get(mode, []))


# ------------------------------------------------------------------- model

class I(object):
    """An instruction of the model.  kind: entry anchor loop op unc nconv
    phi select raw; tok: operand token name (or None); name: result."""
    __slots__ = ("kind", "name", "tok", "extra", "tag")

    def __init__(self, kind, name=None, tok=None, extra=None, tag=None):
        self.kind = kind
        self.name = name
        self.tok = tok
        self.extra = extra
        self.tag = tag

    def copy(self):
        return I(self.kind, self.name, self.tok, self.extra, self.tag)


class Fn(object):
    def __init__(self, name, succ, conds):
        self.name = name
        self.succ = succ
        self.conds = conds            # per block: condition arg (or None)
        self.blocks = [[] for _ in succ]
        self.convergent = True
        self.counter = 0
        self.unreachable = []         # extra unreachable blocks' successors
        self.extra_args = ""          # e.g. ", token %targ"
        self.extra_decls = ""         # module-level declarations it needs

    def fresh(self, prefix):
        self.counter += 1
        return "%%%s%d" % (prefix, self.counter)

    def copy(self):
        f = Fn(self.name, [list(s) for s in self.succ], list(self.conds))
        f.blocks = [[i.copy() for i in b] for b in self.blocks]
        f.convergent = self.convergent
        f.counter = self.counter
        f.unreachable = [list(s) for s in self.unreachable]
        f.extra_args = self.extra_args
        f.extra_decls = self.extra_decls
        return f

    def bname(self, b):
        return "entry" if b == 0 else "b%d" % b

    def render(self):
        out = []
        n = len(self.succ)
        allsucc = self.succ + self.unreachable
        out.append("define void @%s(i1 %%c0, i1 %%c1, i1 %%c2, i1 %%c3%s)%s {"
                   % (self.name, self.extra_args,
                      " convergent" if self.convergent else ""))
        for b in range(len(allsucc)):
            out.append("%s:" % self.bname(b))
            if b < n:
                for ins in self.blocks[b]:
                    out.append("  " + render_inst(ins))
            ss = allsucc[b]
            if not ss:
                out.append("  ret void")
            elif len(ss) == 1:
                out.append("  br label %%%s" % self.bname(ss[0]))
            else:
                cond = self.conds[b] if b < n else "%c0"
                out.append("  br i1 %s, label %%%s, label %%%s"
                           % (cond, self.bname(ss[0]), self.bname(ss[1])))
        out.append("}")
        return "\n".join(out) + "\n"


def _bundle(tok):
    return ' [ "convergencectrl"(token %s) ]' % tok


def render_inst(i):
    k = i.kind
    if k == "entry":
        s = "%s = call token @llvm.experimental.convergence.entry()" % i.name
        return s + (_bundle(i.tok) if i.tok else "")
    if k == "anchor":
        s = "%s = call token @llvm.experimental.convergence.anchor()" % i.name
        return s + (_bundle(i.tok) if i.tok else "")
    if k == "loop":
        s = "%s = call token @llvm.experimental.convergence.loop()" % i.name
        return s + (_bundle(i.tok) if i.tok else "")
    if k == "op":
        callee = i.extra or "op"
        return "call void @%s()%s" % (callee, _bundle(i.tok))
    if k == "op2b":      # two bundles
        return ('call void @op() [ "convergencectrl"(token %s), '
                '"convergencectrl"(token %s) ]' % (i.tok, i.tok))
    if k == "op2t":      # two tokens in one bundle
        return ('call void @op() [ "convergencectrl"(token %s, token %s) ]'
                % (i.tok, i.tok))
    if k == "unc":
        return "call void @op()"
    if k == "nconv":
        return "call void @g()%s" % _bundle(i.tok)
    if k == "phi":
        return "%s = phi token %s" % (i.name, ", ".join(
            "[ %s, %%%s ]" % (t, p) for t, p in i.extra))
    if k == "select":
        return "%s = select i1 %%c0, token %s, token %s" % (i.name, i.tok,
                                                            i.tok)
    if k == "raw":
        return i.extra
    raise ValueError(k)


# --------------------------------------------------------------------- CFG

def random_cfg(rng, n):
    """Successor lists: block i (i >= 1) gets a spine edge from a random
    earlier block; extra forward/backward edges; no edge to block 0; a
    conditional branch never has two equal targets."""
    while True:
        succ = [[] for _ in range(n)]
        for i in range(1, n):
            j = rng.choice([x for x in range(i) if len(succ[x]) < 2])
            succ[j].append(i)
        p_back = rng.choice([0.2, 0.4, 0.6])
        for v in range(n):
            while len(succ[v]) < 2 and rng.random() < 0.55:
                if rng.random() < p_back and v > 0:
                    t = rng.randint(1, v)          # back edge or self loop
                else:
                    if v + 1 >= n:
                        break
                    t = rng.randrange(v + 1, n)
                if t not in succ[v]:
                    succ[v].append(t)
                else:
                    break
        reach = ref_verify.reachable(succ)
        if all(reach):
            return succ


def structured_cfg(rng, target):
    """A CFG from sequences, if-then(-else) and rotated loops (natural,
    possibly nested loops), plus sometimes one random extra edge (a break,
    a continue, or an edge making a cycle irreducible)."""
    succ = []

    def new():
        succ.append([])
        return len(succ) - 1

    def link(a, b):
        if b not in succ[a] and len(succ[a]) < 2:
            succ[a].append(b)

    def region(depth):
        r = rng.random()
        if len(succ) >= target or depth > 3 or r < 0.25:
            b = new()
            return b, b
        if r < 0.45:
            a1, z1 = region(depth)
            a2, z2 = region(depth)
            link(z1, a2)
            return a1, z2
        if r < 0.65:
            h = new()
            a1, z1 = region(depth + 1)
            j = new()
            link(h, a1)
            if rng.random() < 0.5:
                a2, z2 = region(depth + 1)
                link(h, a2)
                link(z2, j)
            else:
                link(h, j)
            link(z1, j)
            return h, j
        a1, z1 = region(depth + 1)
        latch = new()
        link(z1, latch)
        link(latch, a1)
        return a1, latch

    entry = new()
    a, z = region(0)
    link(entry, a)
    if rng.random() < 0.4:
        cands = [v for v in range(len(succ)) if len(succ[v]) < 2]
        if cands:
            v = rng.choice(cands)
            link(v, rng.randrange(1, len(succ)))
    return succ


class Info(object):
    """Dominators and the LLVM cycle hierarchy of a CFG."""

    def __init__(self, succ):
        self.succ = succ
        n = len(succ)
        self.n = n
        self.dom = ref_verify.dominator_sets(succ)
        self.ci = ref_cycles.compute(succ)
        self.cycles = self.ci.cycles()
        self.preds = [[] for _ in range(n)]
        for v in range(n):
            for s in succ[v]:
                self.preds[s].append(v)
        self.reach_from = []
        for v in range(n):
            seen = set()
            stack = list(succ[v])
            while stack:
                x = stack.pop()
                if x not in seen:
                    seen.add(x)
                    stack.extend(succ[x])
            self.reach_from.append(seen)      # strictly after v

    def dominates(self, a, b):
        return ref_verify.block_dominates(self.dom, a, b)

    def idom(self, b):
        ds = self.dom[b] - {b}
        for d in ds:
            if all(self.dominates(x, d) for x in ds):
                return d
        return None

    def innermost(self, b):
        return self.ci.innermost[b]

    def in_cycle(self, b):
        return self.ci.innermost[b] is not None

    def ancestors_or_self(self, c):
        out = []
        while c is not None:
            out.append(c)
            c = c.parent
        return out


# -------------------------------------------------------- valid generation

def _insert_after_fixed(blk, ins):
    """Position after the leading entry/heart/root of a block."""
    pos = 0
    while pos < len(blk) and blk[pos].tag in ("root", "heart", "phi"):
        pos += 1
    return pos


def gen_valid(rng, name, decorate=True):
    if rng.random() < 0.6:
        succ = structured_cfg(rng, rng.randint(3, 10))
        while len(succ) > 12:
            succ = structured_cfg(rng, rng.randint(3, 10))
    else:
        succ = random_cfg(rng, rng.randint(2, 9))
    n = len(succ)
    conds = ["%%c%d" % rng.randrange(4) if len(s) == 2 else None for s in succ]
    f = Fn(name, succ, conds)
    info = Info(succ)
    f.convergent = rng.random() < 0.7
    root = "%e" if f.convergent else "%root"
    f.blocks[0].append(I("entry" if f.convergent else "anchor", root,
                         tag="root"))
    f.root = root
    # hearts
    token_of = {}                     # cycle -> heart token
    tokenable = {}
    preanchors = []                   # placed last, after the operations
    for c in info.cycles:             # preorder: parents first
        par_ok = c.parent is None or tokenable[c.parent]
        tokenable[c] = c.reducible() and par_ok
        if not tokenable[c]:
            continue
        ptok = root if c.parent is None else token_of[c.parent]
        outside = [p for p in info.preds[c.header] if p not in c.blockset]
        if (len(outside) == 1 and rng.random() < 0.3 and
                info.innermost(outside[0]) is c.parent and
                info.dominates(outside[0], c.header)):
            x = f.fresh("pre")
            preanchors.append((outside[0], x))
            ptok = x
        h = f.fresh("h")
        f.blocks[c.header].insert(0, I("loop", h, ptok, tag="heart"))
        token_of[c] = h
    f.token_of = token_of
    f.tokenable = tokenable

    def level_token(b):
        c = info.innermost(b)
        if c is None:
            return root
        return token_of.get(c)        # None: not tokenable

    # operations
    for b in range(n):
        k = rng.choice([0, 0, 1, 1, 2])
        for _ in range(k):
            t = level_token(b)
            callee = rng.choice(["op", "op2"])
            if t is None or rng.random() < 0.15:
                a = f.fresh("a")
                f.blocks[b].append(I("anchor", a, tag="local"))
                f.blocks[b].append(I("op", None, a, callee))
            else:
                f.blocks[b].append(I("op", None, t, callee))
    for b, x in preanchors:
        f.blocks[b].append(I("anchor", x, tag="preanchor"))
    # extended uses of a heart outside its cycle
    for c in info.cycles:
        if not tokenable.get(c) or rng.random() < 0.5:
            continue
        for x in range(n):
            if x in c.blockset or not info.preds[x]:
                continue
            if not all(p in c.blockset for p in info.preds[x]):
                continue
            ix = info.innermost(x)
            if ix is not None and ix not in info.ancestors_or_self(c):
                continue
            blk = f.blocks[x]
            pos = _insert_after_fixed(blk, None)
            blk.insert(pos, I("op", None, token_of[c], "op2", tag="ext"))
            break
    if decorate and rng.random() < 0.5:
        _decorate(rng, f, info)
    f.info = info
    return f


def _decorate(rng, f, info):
    """An anchor at the end of block a used by an operation in a block b
    dominated by a at the same level; kept only if still valid."""
    n = len(f.succ)
    for _ in range(3):
        a = rng.randrange(n)
        cands = [b for b in range(n) if b != a and info.dominates(a, b) and
                 info.innermost(b) is info.innermost(a)]
        if not cands:
            continue
        b = rng.choice(cands)
        g = f.copy()
        x = g.fresh("d")
        g.blocks[a].append(I("anchor", x, tag="deco"))
        g.blocks[b].append(I("op", None, x, "op"))
        if not ref_codes(g):
            f.blocks = g.blocks
            f.counter = g.counter
            return


# --------------------------------------------------------------- reference

def module_text(fns):
    decls = "".join(sorted(set(f.extra_decls for f in fns)))
    return HEADER + decls + "\n" + "\n".join(f.render() for f in fns)


def ref_codes(f):
    funcs = ref_verify.read_ll(module_text([f]))
    return ref_verify.codes_of(ref_verify.verify_function(funcs[0]))


# ------------------------------------------------------------ broken modes

class Skip(Exception):
    pass


def _ops_positions(f, pred=None):
    out = []
    for b, blk in enumerate(f.blocks):
        for i, ins in enumerate(blk):
            if pred is None or pred(ins):
                out.append((b, i))
    return out


def _free_pos(f, b, rng):
    """A random position in block b after its leading fixed instructions."""
    blk = f.blocks[b]
    lo = _insert_after_fixed(blk, None)
    return rng.randint(lo, len(blk))


def _heart_free_blocks(f, info, nonentry=True):
    return [b for b in range(1 if nonentry else 0, len(f.succ))
            if not any(i.tag == "heart" for i in f.blocks[b])]


def _strip_cycle(f, info, c):
    """Remove the hearts of cycle c and its descendants; every operation in
    c's blocks (and uses outside of those hearts) is given a local anchor."""
    hearts = set()
    sub = [c]
    k = 0
    while k < len(sub):
        sub.extend(sub[k].children)
        k += 1
    for d in sub:
        tok = f.token_of.get(d)
        if tok:
            hearts.add(tok)
    old_operand = None
    for b in c.blockset:
        blk = f.blocks[b]
        for ins in list(blk):
            if ins.kind == "loop" and ins.name in hearts:
                if ins.name == f.token_of.get(c):
                    old_operand = ins.tok
                blk.remove(ins)
    for b in range(len(f.blocks)):
        blk = f.blocks[b]
        new = []
        for ins in blk:
            if ins.kind == "op" and (ins.tok in hearts):
                a = f.fresh("a")
                new.append(I("anchor", a, tag="local"))
                ins = I("op", None, a, ins.extra)
            new.append(ins)
        f.blocks[b] = new
    return old_operand


def apply_mode(rng, f, mode):
    """Mutate valid function f so that `mode` is broken.  Raises Skip when
    the function has no suitable place."""
    info = f.info
    n = len(f.succ)
    B = f.blocks
    if mode == "token.producer":
        b = rng.randrange(n)
        r = rng.random()
        pos = _free_pos(f, b, rng)
        if r < 0.4:
            B[b].insert(pos, I("op", None, "none", "op"))
        elif r < 0.7:
            f.extra_args = ", token %targ"
            B[b].insert(pos, I("op", None, "%targ", "op"))
        else:
            t = f.fresh("mk")
            f.extra_decls = "declare token @mk()\n"
            B[b].insert(pos, I("op", None, t, "op"))
            B[b].insert(pos, I("raw", t, extra="%s = call token @mk()" % t))
    elif mode == "token.phi":
        cands = [b for b in range(1, n) if info.preds[b]]
        b = rng.choice(cands)
        p = f.fresh("p")
        inc = [(f.root, f.bname(q)) for q in info.preds[b]]
        B[b].insert(0, I("phi", p, extra=inc, tag="phi"))
        B[b].insert(_free_pos(f, b, rng), I("op", None, p, "op"))
    elif mode == "token.select":
        b = rng.randrange(n)
        s = f.fresh("s")
        pos = _free_pos(f, b, rng)
        B[b].insert(pos, I("op", None, s, "op"))
        B[b].insert(pos, I("select", s, f.root))
    elif mode == "token.multiple-bundles":
        ops = _ops_positions(f, lambda i: i.kind == "op")
        if not ops:
            raise Skip()
        b, i = rng.choice(ops)
        B[b][i] = I(rng.choice(["op2b", "op2t"]), None, B[b][i].tok)
    elif mode == "token.entry-not-convergent-function":
        if not f.convergent:
            raise Skip()
        f.convergent = False
    elif mode == "token.entry-not-entry-block":
        if not f.convergent:
            raise Skip()
        cands = _heart_free_blocks(f, info)
        if not cands:
            raise Skip()
        b = rng.choice(cands)
        B[b].insert(0, I("entry", f.fresh("e")))
    elif mode == "token.entry-not-first":
        if not f.convergent:
            raise Skip()
        if rng.random() < 0.5:
            B[0].insert(0, I("anchor", f.fresh("x")))
        else:
            B[0].insert(1, I("entry", f.fresh("e")))
    elif mode == "token.entry-operand":
        if not f.convergent:
            raise Skip()
        x = f.fresh("x")
        B[0][0].tok = x
        B[0].insert(0, I("anchor", x))
    elif mode in ("token.anchor-operand", "token.nonconvergent-call"):
        ops = _ops_positions(f, lambda i: i.kind == "op")
        if ops:
            b, i = rng.choice(ops)
            t = B[b][i].tok
        else:
            b, i, t = 0, 0, f.root
        if mode == "token.anchor-operand":
            B[b].insert(i + 1, I("anchor", f.fresh("x"), t))
        else:
            B[b].insert(i + 1, I("nconv", None, t))
    elif mode == "token.loop-no-operand":
        cands = _heart_free_blocks(f, info)
        if not cands:
            raise Skip()
        b = rng.choice(cands)
        B[b].insert(0, I("loop", f.fresh("l")))
    elif mode == "token.loop-not-first":
        hearts = _ops_positions(f, lambda i: i.tag == "heart")
        if hearts and rng.random() < 0.7:
            b, i = rng.choice(hearts)
            B[b].insert(i, I("anchor", f.fresh("x")))
        else:
            b = rng.randrange(n)
            pos = _free_pos(f, b, rng)
            x = f.fresh("x")
            B[b].insert(pos, I("loop", f.fresh("l"), x))
            B[b].insert(pos, I("anchor", x))
    elif mode == "token.dominance":
        acyc = [b for b in range(n) if not info.in_cycle(b)]
        pairs = [(a, b) for a in range(n) for b in acyc
                 if a != b and b not in info.reach_from[a]
                 and not f.succ[b]]
        x = f.fresh("x")
        if pairs and rng.random() < 0.6:
            a, b = rng.choice(pairs)
            B[a].append(I("anchor", x))
            B[b].append(I("op", None, x, "op"))
        else:
            b = rng.choice(acyc)
            pos = _free_pos(f, b, rng)
            B[b].insert(pos, I("anchor", x))
            B[b].insert(pos, I("op", None, x, "op"))
    elif mode == "token.region-nesting":
        t1, t2 = f.fresh("t"), f.fresh("t")
        pairs = [(a, b) for a in range(n) for b in f.succ[a]
                 if info.preds[b] == [a] and b != a
                 and info.innermost(b) is info.innermost(a)]
        if pairs and rng.random() < 0.5:
            a, b = rng.choice(pairs)
            B[a].append(I("anchor", t1))
            B[a].append(I("anchor", t2))
            pos = _insert_after_fixed(B[b], None)
            B[b].insert(pos, I("op", None, t2, "op2"))
            B[b].insert(pos, I("op", None, t1, "op"))
        else:
            b = rng.randrange(n)
            pos = _free_pos(f, b, rng)
            for ins in reversed([I("anchor", t1), I("anchor", t2),
                                 I("op", None, t1, "op"),
                                 I("op", None, t2, "op2")]):
                B[b].insert(pos, ins)
    elif mode == "token.cycle-use":
        cyc = [c for c in info.cycles if f.tokenable.get(c)]
        if not cyc:
            raise Skip()
        c = rng.choice(cyc)
        t = _strip_cycle(f, info, c)
        b = rng.choice(sorted(c.blockset))
        B[b].append(I("op", None, t, "op"))
    elif mode == "token.heart-not-header":
        opts = []
        for c in info.cycles:
            par_ok = c.parent is None or f.tokenable.get(c.parent)
            if not par_ok:
                continue
            bl = [b for b in c.blockset if b != c.header and
                  info.innermost(b) is c]
            if not c.reducible():
                bl = [b for b in c.blockset if info.innermost(b) is c]
            if bl:
                opts.append((c, bl))
        if not opts:
            raise Skip()
        c, bl = rng.choice(opts)
        ptok = f.root if c.parent is None else f.token_of[c.parent]
        if f.tokenable.get(c):
            old = _strip_cycle(f, info, c)
            ptok = old or ptok
        b = rng.choice(bl)
        h = f.fresh("h")
        B[b].insert(0, I("loop", h, ptok))
        doms = [x for x in c.blockset if info.dominates(b, x) and
                info.innermost(x) is c]
        x = rng.choice(doms)
        B[x].append(I("op", None, h, "op"))
    elif mode in ("token.cycle-two-uses", "token.cycle-two-tokens"):
        cyc = [c for c in info.cycles if f.tokenable.get(c)]
        if not cyc:
            raise Skip()
        c = rng.choice(cyc)
        blk = B[c.header]
        hi = next(i for i, ins in enumerate(blk) if ins.tag == "heart")
        x = blk[hi].tok
        if mode == "token.cycle-two-uses":
            blk.insert(hi, I("loop", f.fresh("h"), x))
        else:
            ptok = f.root if c.parent is None else f.token_of[c.parent]
            if x != ptok:
                y = ptok
            else:
                p = info.idom(c.header)
                if p is None or info.innermost(p) is not c.parent:
                    raise Skip()
                y = f.fresh("y")
                B[p].append(I("anchor", y))
            blk.insert(hi, I("loop", f.fresh("h"), y))
    elif mode == "token.mixed":
        if not _ops_positions(f, lambda i: i.kind == "op" or
                              i.kind == "loop"):
            B[0].append(I("op", None, f.root, "op"))
        b = rng.randrange(n)
        B[b].insert(_free_pos(f, b, rng), I("unc"))
    else:
        raise ValueError(mode)


def gen_mode(rng, name, mode, tries=40):
    """A function for `mode` whose reference codes are exactly
    expected_codes(mode).  Returns (Fn, attempts) or (None, attempts)."""
    for k in range(1, tries + 1):
        f = gen_valid(rng, name)
        got = ref_codes(f)
        assert got == [], "valid construction broken: %s\n%s" % (
            got, f.render())
        if mode == "valid":
            return f, k
        try:
            apply_mode(rng, f, mode)
        except Skip:
            continue
        if ref_codes(f) == expected_codes(mode):
            return f, k
    return None, tries


# -------------------------------------------------------------------- wild

def gen_wild(rng, name):
    n = rng.randint(2, 7)
    succ = random_cfg(rng, n)
    conds = ["%%c%d" % rng.randrange(4) if len(s) == 2 else None for s in succ]
    f = Fn(name, succ, conds)
    f.convergent = rng.random() < 0.7
    if rng.random() < 0.25:
        # an unreachable block branching into the function
        f.unreachable = [[rng.randrange(1, n)]]
    defined = []
    for b in range(n):
        for _ in range(rng.randint(0, 3)):
            r = rng.random()
            if r < 0.12 and f.convergent:
                k = "entry"
            elif r < 0.4:
                k = "anchor"
            elif r < 0.65:
                k = "loop"
            else:
                k = "op"
            tok = None
            if k in ("loop", "op") or rng.random() < 0.05:
                if defined and rng.random() < 0.95:
                    tok = rng.choice(defined)
            if k == "op":
                if tok is None:
                    if rng.random() < 0.5:
                        continue
                    f.blocks[b].append(I("unc"))
                    continue
                f.blocks[b].append(I("op", None, tok, rng.choice(
                    ["op", "op2"])))
            else:
                name_ = f.fresh({"entry": "e", "anchor": "a",
                                 "loop": "h"}[k])
                f.blocks[b].append(I(k, name_, tok))
                defined.append(name_)
    if f.convergent and rng.random() < 0.7:
        f.blocks[0].insert(0, I("entry", "%e0"))
        defined.append("%e0")
    return f


def gen_mutant(rng, name):
    """A valid function with 1-3 random mutations (wild, near-valid)."""
    f = gen_valid(rng, name)
    n = len(f.succ)
    for _ in range(rng.randint(1, 3)):
        toks = [i.name for blk in f.blocks for i in blk
                if i.kind in ("entry", "anchor", "loop")]
        users = [(b, k) for b, blk in enumerate(f.blocks)
                 for k, i in enumerate(blk) if i.kind in ("op", "loop")]
        r = rng.random()
        if r < 0.25 and users and toks:
            b, k = rng.choice(users)
            f.blocks[b][k].tok = rng.choice(toks)
        elif r < 0.45:
            hearts = [(b, k) for b, blk in enumerate(f.blocks)
                      for k, i in enumerate(blk) if i.kind == "loop"]
            if hearts:
                b, k = rng.choice(hearts)
                h = f.blocks[b].pop(k)
                f.blocks[rng.randrange(n)].insert(0, h)
        elif r < 0.65 and toks:
            b = rng.randrange(n)
            f.blocks[b].insert(rng.randint(0, len(f.blocks[b])),
                               I("op", None, rng.choice(toks), "op"))
        elif r < 0.8:
            f.unreachable.append([rng.randrange(1, n)])
        elif r < 0.9:
            b = rng.randrange(n)
            blk = f.blocks[b]
            if len(blk) >= 2:
                k = rng.randrange(len(blk) - 1)
                blk[k], blk[k + 1] = blk[k + 1], blk[k]
        else:
            b = rng.randrange(n)
            f.blocks[b].insert(rng.randint(0, len(f.blocks[b])),
                               I("anchor", f.fresh("m")))
    return f


OPT_MESSAGES = [
    ("Convergence control tokens can only be produced", "token.producer"),
    ("PHI nodes cannot have token type", "token.phi"),
    ("select values cannot have token type", "token.select"),
    ("'convergencectrl' bundle can occur at most once",
     "token.multiple-bundles"),
    ("'convergencectrl' bundle requires exactly one token",
     "token.multiple-bundles"),
    ("Entry intrinsic can occur only in a convergent function",
     "token.entry-not-convergent-function"),
    ("Entry intrinsic can occur only in the entry block",
     "token.entry-not-entry-block"),
    ("Entry intrinsic cannot be preceded", "token.entry-not-first"),
    ("Entry or anchor intrinsic cannot have", "token.entry-or-anchor-operand"),
    ("Loop intrinsic must have", "token.loop-no-operand"),
    ("Loop intrinsic cannot be preceded", "token.loop-not-first"),
    ("Convergence control token must dominate", "token.dominance"),
    ("Only PHI nodes may reference their own value", "token.dominance"),
    ("Instruction does not dominate all uses", "token.dominance"),
    ("Convergence region is not well-nested", "token.region-nesting"),
    ("Convergence token used by an instruction other than",
     "token.cycle-use"),
    ("Two static convergence token uses", "token.cycle-two-uses/tokens"),
    ("Cycle heart must dominate", "token.heart-not-header"),
    ("Cannot mix controlled and uncontrolled", "token.mixed"),
    ("Convergence control token can only be used in a convergent call",
     "token.nonconvergent-call"),
]


def opt_codes(lines):
    """Map opt-19's messages to the proposed codes.  Two LLVM messages are
    shared by two codes: 'Entry or anchor intrinsic cannot have ...' ->
    token.entry-or-anchor-operand, 'Two static convergence token uses ...'
    -> token.cycle-two-uses/tokens."""
    out = set()
    for ln in lines:
        for key, code in OPT_MESSAGES:
            if key in ln:
                out.add(code)
    return sorted(out)


def comparable(codes):
    """Fold the reference's codes the way opt_codes() folds LLVM's."""
    m = {"token.entry-operand": "token.entry-or-anchor-operand",
         "token.anchor-operand": "token.entry-or-anchor-operand",
         "token.cycle-two-uses": "token.cycle-two-uses/tokens",
         "token.cycle-two-tokens": "token.cycle-two-uses/tokens"}
    return sorted(set(m.get(c, c) for c in codes))


# -------------------------------------------------------------------- opt

def run_opt(text, opt="opt-19"):
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as fh:
        fh.write(text)
        path = fh.name
    try:
        p = subprocess.run([opt, "-passes=verify", "-disable-output", path],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True)
    finally:
        os.unlink(path)
    lines = [ln for ln in p.stderr.splitlines() if ln.strip()]
    return p.returncode == 0, lines


CONV = os.path.join(os.path.dirname(os.path.dirname(HERE)), "build", "conv")


def run_conv(text):
    """Codes `build/conv verify` reports for one module (None if conv is
    missing).  A parse error that is not a token.* code gives 'parse'."""
    if not os.path.exists(CONV):
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as fh:
        fh.write(text)
        path = fh.name
    try:
        p = subprocess.run([CONV, "verify", path], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True)
    finally:
        os.unlink(path)
    import re
    codes = set(re.findall(r"\[(token\.[a-z-]+)\]", p.stdout + p.stderr))
    if p.returncode == 2 and not codes:
        codes.add("parse")
    return sorted(codes)


def llvm19_explain(f):
    """Known reasons why opt-19 rejects a function the spec allows:
      mixed-intrinsic   LLVM counts the convergence intrinsics as controlled
                        operations (the spec: only operations with a bundle)
      unreachable-entry LLVM 19's cycle info counts an unreachable
                        predecessor as an entry: a natural loop with a heart
                        becomes "irreducible"."""
    text = module_text([f])
    rf = ref_verify.read_ll(text)[0]
    out = []
    has_intr = any(i.kind in ("entry", "anchor", "loop")
                   for blk in rf.insts for i in blk)
    has_bundle = any(i.bundles for blk in rf.insts for i in blk)
    has_unc = any(i.kind == "call" and i.convergent and not i.bundles
                  for blk in rf.insts for i in blk)
    if has_intr and has_unc and not has_bundle:
        out.append("mixed-intrinsic")
    if f.unreachable:
        n = len(f.succ)
        targets = set(t for ss in f.unreachable for t in ss)
        info = Info(f.succ)
        for c in info.cycles:
            if c.reducible() and (targets & (c.blockset - {c.header})):
                heads = [i for i in rf.insts[c.header] if i.kind == "loop"]
                if heads:
                    out.append("unreachable-entry")
                    break
    return out


# --------------------------------------------------------------------- CLI

def write_file(path, f, mode):
    exp = expected_codes(mode)
    with open(path, "w") as fh:
        fh.write("; mode: %s\n; expect: %s\n" % (mode, ",".join(exp) or
                                                 "valid"))
        fh.write(module_text([f]))


def cmd_write(args, modes):
    os.makedirs(args.out, exist_ok=True)
    total = 0
    for mode in modes:
        rng = random.Random("%s/%s" % (args.seed, mode))
        cnt = args.valid_count if mode == "valid" else args.count
        for k in range(cnt):
            f, _ = gen_mode(rng, "f", mode)
            if f is None:
                continue
            short = mode.replace("token.", "")
            write_file(os.path.join(args.out, "%s_%04d.ll" % (short, k)),
                       f, mode)
            total += 1
    print("wrote %d files to %s" % (total, args.out))
    return 0


def valid_stats(fs):
    """Shape counts over valid functions (how many have what)."""
    keys = ["convergent (entry)", "cycles", "nested cycles",
            "irreducible cycles", "hearts", "nested hearts",
            "preheader anchors", "uses outside the cycle", "local anchors",
            "decorations", "no controlled op"]
    cnt = dict((k, 0) for k in keys)
    for f in fs:
        tags = [i.tag for blk in f.blocks for i in blk]
        cs = f.info.cycles
        cnt["convergent (entry)"] += f.convergent
        cnt["cycles"] += bool(cs)
        cnt["nested cycles"] += any(c.parent is not None for c in cs)
        cnt["irreducible cycles"] += any(not c.reducible() for c in cs)
        cnt["hearts"] += "heart" in tags
        cnt["nested hearts"] += any(
            c.parent is not None and f.tokenable.get(c) for c in cs)
        cnt["preheader anchors"] += "preanchor" in tags
        cnt["uses outside the cycle"] += "ext" in tags
        cnt["local anchors"] += "local" in tags
        cnt["decorations"] += "deco" in tags
        cnt["no controlled op"] += not any(
            i.kind == "op" for blk in f.blocks for i in blk)
    return [(k, cnt[k]) for k in keys]


def cmd_check(args):
    modes = ["valid"] + MODES
    jobs = []
    gen_fail = {}
    attempts = {}
    for mode in modes:
        rng = random.Random("%s/%s" % (args.seed, mode))
        cnt = args.valid_count if mode == "valid" else args.count
        for k in range(cnt):
            f, tries = gen_mode(rng, "f%d" % k, mode)
            attempts[mode] = attempts.get(mode, 0) + tries
            if f is None:
                gen_fail[mode] = gen_fail.get(mode, 0) + 1
                continue
            jobs.append((mode, k, f))
    with ThreadPoolExecutor(max_workers=args.jobs) as ex:
        res = list(ex.map(lambda j: run_opt(module_text([j[2]])), jobs))
        cres = None
        if args.conv:
            cres = list(ex.map(lambda j: run_conv(module_text([j[2]])), jobs))
    if cres is not None:
        agree = {}
        shown = 0
        for (mode, k, f), cc in zip(jobs, cres):
            a = agree.setdefault(mode, [0, 0])
            a[0] += 1
            if cc == expected_codes(mode):
                a[1] += 1
            elif shown < args.show:
                shown += 1
                print("---- conv verify on %s #%d: %s, expected %s"
                      % (mode, k, cc, expected_codes(mode) or "valid"))
                print(f.render())
        print("conv verify reports exactly the expected codes:")
        for mode in modes:
            a = agree.get(mode, [0, 0])
            print("  %-36s %5d of %5d" % (mode, a[1], a[0]))
    stats = {}
    msgs = {}
    ocodes = {}
    bad = []
    for (mode, k, f), (ok, lines) in zip(jobs, res):
        st = stats.setdefault(mode, [0, 0])
        st[0] += 1
        if not ok:
            st[1] += 1
            first = next((ln for ln in lines if not ln.startswith(" ")
                          and not ln.startswith("opt-19:")), lines[0]
                         if lines else "")
            if first.startswith("opt-19: ") and "error:" in first:
                first = "parse error: " + first.split("error:", 1)[1].strip()
            msgs.setdefault(mode, {})
            msgs[mode][first] = msgs[mode].get(first, 0) + 1
            for c in opt_codes(lines):
                oc = ocodes.setdefault(mode, {})
                oc[c] = oc.get(c, 0) + 1
        expect_ok = mode == "valid"
        if ok != expect_ok:
            bad.append((mode, k, f, ok, lines))
    print("%-38s %6s %8s %7s" % ("mode", "funcs", "opt-rej", "rate"))
    total = 0
    for mode in modes:
        st = stats.get(mode, [0, 0])
        total += st[0]
        print("%-38s %6d %8d %6.1f%%%s" % (
            mode, st[0], st[1], 100.0 * st[1] / max(st[0], 1),
            ("   (%d not generated)" % gen_fail[mode]) if mode in gen_fail
            else ""))
    print("total functions: %d" % total)
    vf = [j[2] for j in jobs if j[0] == "valid"]
    print("valid functions with (of %d):" % len(vf))
    for k, v in valid_stats(vf):
        print("  %-36s %5d" % (k, v))
    if args.messages:
        print("opt-19's first message per mode:")
        for mode in modes:
            for m, c in sorted(msgs.get(mode, {}).items(),
                               key=lambda x: -x[1]):
                print("  %-36s %5d  %s" % (mode, c, m))
        print("codes of all opt-19 messages per mode (functions):")
        for mode in modes:
            for m, c in sorted(ocodes.get(mode, {}).items(),
                               key=lambda x: -x[1]):
                print("  %-36s %5d  %s" % (mode, c, m))
    print("generation attempts per mode (valid functions tried):")
    for mode in modes:
        print("  %-36s %5d" % (mode, attempts.get(mode, 0)))
    for mode, k, f, ok, lines in bad[:args.show]:
        print("---- %s #%d: opt-19 %s, expected %s; known: %s"
              % (mode, k, "accepts" if ok else "rejects",
                 "valid" if mode == "valid" else "invalid",
                 llvm19_explain(f) or "none"))
        print(f.render())
        for ln in lines[:6]:
            print("    | " + ln)
    print("opt-19 verdict differs from the mode: %d of %d" % (len(bad),
                                                              len(jobs)))
    # The suite's closing line: a function passes when opt-19's verdict is
    # the mode's and (with --conv) conv reports exactly the mode's codes.
    failed = len(bad)
    if cres is not None:
        failed_ids = set(id(j) for j, cc in zip(jobs, cres)
                         if cc != expected_codes(j[0]))
        failed_ids |= set(id(j) for j in jobs
                          if any(j[2] is b[2] for b in bad))
        failed = len(failed_ids)
    print("%d passed, %d failed" % (len(jobs) - failed, failed))
    return 1 if failed else 0


def cmd_wild(args):
    rng = random.Random("%s/wild" % args.seed)
    fs = []
    for k in range(args.count):
        if k % 2:
            fs.append(("random", gen_wild(rng, "w%d" % k)))
        else:
            fs.append(("mutant", gen_mutant(rng, "w%d" % k)))
    with ThreadPoolExecutor(max_workers=args.jobs) as ex:
        res = list(ex.map(lambda kf: run_opt(module_text([kf[1]])), fs))
        if args.conv:
            cres = list(ex.map(lambda kf: run_conv(module_text([kf[1]])),
                               fs))
            bad = 0
            bad_dominated = 0
            for (kind, f), cc in zip(fs, cres):
                rc = ref_codes(f)
                if cc != rc:
                    bad += 1
                    # conv reports only token.dominance for a use its
                    # definition does not dominate (docs/tokens.md); every
                    # other difference is a real disagreement
                    if "token.dominance" not in rc:
                        bad_dominated += 1
                        if bad_dominated <= args.show:
                            print("---- conv %s, reference %s" % (cc, rc))
                            print(f.render())
            print("conv verify vs reference: %d of %d differ, %d of them "
                  "without a dominance error" % (bad, len(fs), bad_dominated))
    table = {}
    unexplained = []
    only_ref = {}
    only_opt = {}

    def bump(d, k):
        d[k] = d.get(k, 0) + 1
    for (kind, f), (ok, lines) in zip(fs, res):
        codes = ref_codes(f)
        bump(table, (kind, "ref-valid" if not codes else "ref-invalid",
                     "opt-accept" if ok else "opt-reject"))
        rc, oc = set(comparable(codes)), set(opt_codes(lines))
        for c in rc - oc:
            bump(only_ref, c)
        for c in oc - rc:
            bump(only_opt, c)
        if bool(codes) == (not ok):
            continue
        why = llvm19_explain(f) if ok is False else []
        if not why:
            unexplained.append((f, codes, ok, lines))
        else:
            bump(table, ("known difference", ",".join(why)))
    for k, v in sorted(table.items()):
        print("%-50s %d" % (" / ".join(k), v))
    print("codes the reference reports and opt-19 does not (same function):")
    for k, v in sorted(only_ref.items(), key=lambda x: -x[1]):
        print("    %-40s %d" % (k, v))
    print("codes opt-19 reports and the reference does not:")
    for k, v in sorted(only_opt.items(), key=lambda x: -x[1]):
        print("    %-40s %d" % (k, v))
    for f, codes, ok, lines in unexplained[:args.show]:
        print("---- ref %s, opt-19 %s" % (codes or "valid",
                                          "accepts" if ok else "rejects"))
        print(f.render())
        for ln in lines[:8]:
            print("    | " + ln)
    print("unexplained verdict differences: %d of %d" % (len(unexplained),
                                                          len(fs)))
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--mode")
    ap.add_argument("--all", action="store_true")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--wild", action="store_true")
    ap.add_argument("--seed", default="1")
    ap.add_argument("--count", type=int, default=60)
    ap.add_argument("--valid-count", type=int, default=1000)
    ap.add_argument("--out")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--show", type=int, default=5)
    ap.add_argument("--conv", action="store_true",
                    help="with --check/--wild: also run build/conv verify")
    ap.add_argument("--messages", action="store_true",
                    help="with --check: opt-19's first message per mode")
    args = ap.parse_args(argv)
    if args.check:
        return cmd_check(args)
    if args.wild:
        return cmd_wild(args)
    if not args.out:
        ap.error("--out is required to write files")
    if args.all:
        return cmd_write(args, ["valid"] + MODES)
    if args.mode:
        if args.mode not in MODES + ["valid"]:
            ap.error("unknown mode %s" % args.mode)
        if args.mode == "valid":
            args.valid_count = args.count
        return cmd_write(args, [args.mode])
    ap.error("one of --mode, --all, --check, --wild")


if __name__ == "__main__":
    sys.exit(main())
