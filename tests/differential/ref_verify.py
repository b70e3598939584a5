#!/usr/bin/python3
"""Brute-force reference for the static rules of convergence control tokens
(llvm/docs/ConvergentOperations.rst, "Static Rules"; seed 000), meant as the
ground truth for `conv verify`.

Two layers:

1. Graph-level library functions, on an abstract function:
       succ   successor lists, block 0 is the entry
       defs   {token: (block, pos)}                   where the token is defined
       uses   [(block, pos, token, is_loop), ...]     convergencectrl operands
   (pos is an index into the block's instruction list; only the order of
   positions inside one block matters.)

       closed_path_sets(succ)               node sets of all closed paths
       check_closed_paths(succ, defs, uses) rules 1-4 by explicit enumeration
       check_closed_paths_scc(...)          the same rules by an SCC argument
                                            (a fast method; cross-checked)
       convergence_regions(succ, blen, defs, uses)
       check_nesting(succ, blen, defs, uses)

2. A complete reference verifier for LLVM IR text (every rule of the
   proposed `token.*` codes, local rules included):
       read_ll(text) -> [Function]
       verify_function(f) -> [Diag(code, message, block, inst)]

Command line:
    ref_verify.py FILE.ll [--json] [--regions]   diagnostics per function
    ref_verify.py --selftest [--count N]          brute force vs SCC method,
                                                  regions by definition vs
                                                  an independent formulation

Diagnostic codes (the proposed stable codes of `conv verify`):
    token.producer       a convergencectrl operand that is not the result of
                         entry/loop/anchor (argument, `none`/`poison`/`undef`,
                         a call returning token, another intrinsic, a phi or
                         a select)
    token.phi            a phi of token type (reported at the phi; a use of
                         it as an operand is token.producer too, as in
                         opt-19 and conv)
    token.select         a select of token type (likewise)
    token.multiple-bundles  two convergencectrl bundles, or a bundle with not
                         exactly one value
    token.entry-not-convergent-function, token.entry-not-entry-block,
    token.entry-not-first (a convergent operation before `entry` in its block,
                         a second `entry` included), token.entry-operand,
    token.anchor-operand, token.loop-no-operand,
    token.loop-not-first (a convergent operation before `loop` in its block)
    token.dominance      the token's definition does not dominate the use
    token.region-nesting convergence regions do not nest
    token.cycle-use      closed-path rule 1
    token.cycle-two-uses closed-path rule 2
    token.cycle-two-tokens closed-path rule 3
    token.heart-not-header closed-path rule 4 for a use by `loop` (for any
                         other use, rule 4 is implied by rule 1 and reported
                         as token.cycle-use only)
    token.mixed          controlled and uncontrolled convergent operations in
                         one function
    token.operand        a token used as an ordinary operand (a call
                         argument, an operand of another instruction; phi and
                         select have their own codes) -- conv's code, beyond
                         the proposed list
    token.nonconvergent-call  a convergencectrl bundle on a call that is not
                         convergent by attribute (LLVM 19 rejects it; the spec
                         itself calls such a call site convergent)

Scope decisions (they follow LLVM 19 where the spec is silent):
  * Only blocks reachable from the entry take part in the closed-path,
    dominance and region rules (LLVM's CycleInfo and its verifier walk only
    reachable blocks; dominance is vacuous in unreachable code).  The local
    rules (operands, positions, bundles, producers, mixing) apply to every
    block.
  * Closed paths are over CFG nodes = basic blocks: a closed path "contains"
    a definition or a use when it passes through its block.
  * A use whose token has no valid definition (producer/phi/select errors)
    takes no part in the dominance, region and closed-path rules.
  * Dominance is instruction-level: same block and earlier, or the
    definition's block strictly dominates the use's block.

WHY ENUMERATING ELEMENTARY CYCLES AND THEIR UNIONS IS ENOUGH
------------------------------------------------------------
A closed path may repeat nodes and edges, so it is a closed walk.  Every
rule asks only WHICH NODES the closed path contains (does it contain the
block of a use, of a definition, does a use dominate all its nodes), never
how often or in which order.  So it suffices to know the family F of node
sets of closed walks.  Claim: F = the node sets of "connected" unions of
elementary cycles, i.e. unions C1 u ... u Ck of elementary (simple) cycles
that can be ordered so that each Ci shares a node with C1 u ... u C(i-1).
  (=>) A closed walk's edge sequence decomposes into elementary cycles: walk
  along it and, whenever a node repeats, cut off the simple cycle between
  the two occurrences and continue; what remains is again a closed walk,
  until it is a single simple cycle (or a single node with a self loop).
  Every node of the walk lies on one of the cut-off cycles, and the cycles
  are cut off from one connected walk, so splicing them back in reverse
  order shows each one shares a node with the union of the ones cut off
  after it: the union is connected in the above sense and equals the walk's
  node set.
  (<=) Given a connected union, build one closed walk: start with the walk
  around C1; for each next Ci, pick a shared node v already on the walk and
  insert, at one occurrence of v, the walk around Ci starting and ending at
  v.  The result is a closed walk whose node set is the union.
Hence closed_path_sets() enumerates the elementary cycles (a plain DFS that
only closes cycles at their smallest node, on small graphs) and closes the
family under union of two intersecting members.  A single-block self loop
is an elementary cycle.  The SCC method used for cross-checking: a node set
is in F iff it lies inside one strongly connected component (and is a
single node only if that node has a self loop) -- any such set can be
covered by one walk, since in an SCC every node reaches every other -- so
"is there a closed path containing X and Y but not Z" is "are X and Y in the
same non-trivial SCC of the graph with Z removed".

CONVERGENCE REGIONS
-------------------
Definition (spec): the convergence region of token T is "the minimal region
in which T is live and used, i.e. the set of program points dominated by
the definition D of T from which a use of T can be reached".  "Live" is read
as SSA liveness: the path from the point to the use may not pass through D
again (an execution of D starts a new value of T).  Program points are the
instructions (the point at an instruction); D's own point is not in its
region (it is not dominated by itself strictly), so a heart `%h = loop [T]`
is in T's region and not in its own.  Reading "reachable" without the
"not through D" condition would make a plainly nested pair like
    loop: %a = anchor ; %b = anchor ; op [%b] ; op [%a] ; br loop
invalid (the region of %b would wrap around the back edge and contain the
use of %a), which is why the liveness reading is used; convergence_regions
(..., through_def=True) computes the other reading for comparison.
Rule: if R(T1) contains a use of T2 != T1 (the point of that use), then
R(T1) contains the definition of T2.
"""

import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "support"))

import difftool  # noqa: E402

CODES = [
    "token.producer", "token.phi", "token.select", "token.multiple-bundles",
    "token.entry-not-convergent-function", "token.entry-not-entry-block",
    "token.entry-not-first", "token.entry-operand", "token.anchor-operand",
    "token.loop-no-operand", "token.loop-not-first", "token.dominance",
    "token.region-nesting", "token.cycle-use", "token.cycle-two-uses",
    "token.cycle-two-tokens", "token.heart-not-header", "token.mixed",
    "token.nonconvergent-call", "token.operand",
]

RULE_CODE = {1: "token.cycle-use", 2: "token.cycle-two-uses",
             3: "token.cycle-two-tokens", 4: "token.heart-not-header"}


# ------------------------------------------------------------ graph basics

def reachable(succ, entry=0):
    seen = [False] * len(succ)
    seen[entry] = True
    stack = [entry]
    while stack:
        v = stack.pop()
        for s in succ[v]:
            if not seen[s]:
                seen[s] = True
                stack.append(s)
    return seen


def dominator_sets(succ, entry=0):
    """Naive iterative dominator sets over reachable blocks:
    dom[v] = set of blocks dominating v (v included); None if unreachable."""
    n = len(succ)
    reach = reachable(succ, entry)
    preds = [[] for _ in range(n)]
    for v in range(n):
        if reach[v]:
            for s in succ[v]:
                preds[s].append(v)
    allr = frozenset(v for v in range(n) if reach[v])
    dom = [allr if reach[v] else None for v in range(n)]
    dom[entry] = frozenset([entry])
    changed = True
    while changed:
        changed = False
        for v in range(n):
            if v == entry or not reach[v]:
                continue
            new = None
            for p in preds[v]:
                new = dom[p] if new is None else (new & dom[p])
            new = (new or frozenset()) | {v}
            if new != dom[v]:
                dom[v] = new
                changed = True
    return dom


def block_dominates(dom, a, b):
    """a dominates b (blocks).  Everything dominates an unreachable block
    (as in LLVM); an unreachable block dominates nothing reachable."""
    if dom[b] is None:
        return True
    return a in dom[b]


def point_dominates(dom, d, p):
    """Program point d = (block, pos) strictly dominates point p."""
    if d[0] == p[0]:
        if dom[p[0]] is None:
            return True
        return d[1] < p[1]
    return block_dominates(dom, d[0], p[0])


def sccs(nodes, succ):
    """Strongly connected components of the subgraph induced by `nodes`
    (iterative Tarjan).  Returns a list of frozensets."""
    nodes = set(nodes)
    index = {}
    low = {}
    onstack = set()
    stack = []
    out = []
    counter = [0]
    for root in sorted(nodes):
        if root in index:
            continue
        work = [(root, iter([s for s in succ[root] if s in nodes]))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        onstack.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    onstack.add(w)
                    work.append((w, iter([s for s in succ[w] if s in nodes])))
                    advanced = True
                    break
                elif w in onstack:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                u = work[-1][0]
                low[u] = min(low[u], low[v])
            if low[v] == index[v]:
                comp = set()
                while True:
                    w = stack.pop()
                    onstack.discard(w)
                    comp.add(w)
                    if w == v:
                        break
                out.append(frozenset(comp))
    return out


# ------------------------------------------------------ closed paths (brute)

MAX_BRUTE_BLOCKS = 14


def elementary_cycles(succ, nodes):
    """All elementary cycles of the subgraph induced by `nodes`, as bitmasks
    of their node sets.  Each cycle is found once, from its smallest node:
    a DFS from s over nodes > s, closing whenever an edge returns to s."""
    nodes = sorted(nodes)
    nodeset = set(nodes)
    out = set()
    for s in nodes:
        # path DFS: stack of (node, iterator over successors)
        path = [s]
        onpath = {s}
        iters = [iter(succ[s])]
        while iters:
            it = iters[-1]
            advanced = False
            for w in it:
                if w not in nodeset or w < s:
                    continue
                if w == s:
                    m = 0
                    for x in path:
                        m |= 1 << x
                    out.add(m)
                    continue
                if w in onpath:
                    continue
                path.append(w)
                onpath.add(w)
                iters.append(iter(succ[w]))
                advanced = True
                break
            if not advanced:
                iters.pop()
                onpath.discard(path.pop())
    return out


def closed_path_sets(succ, entry=0):
    """Node sets (bitmasks) of all closed paths through reachable blocks:
    the elementary cycles closed under union of intersecting members (see
    the module docstring for why this is exactly the family of node sets of
    closed walks)."""
    reach = reachable(succ, entry)
    nodes = [v for v in range(len(succ)) if reach[v]]
    if len(nodes) > MAX_BRUTE_BLOCKS:
        raise ValueError("brute force limited to %d reachable blocks"
                         % MAX_BRUTE_BLOCKS)
    family = set(elementary_cycles(succ, nodes))
    work = list(family)
    while work:
        a = work.pop()
        for b in list(family):
            if a & b:
                u = a | b
                if u not in family:
                    family.add(u)
                    work.append(u)
    return family


def _bits(m):
    out = []
    v = 0
    while m:
        if m & 1:
            out.append(v)
        m >>= 1
        v += 1
    return out


def check_closed_paths(succ, defs, uses, entry=0, dom=None, sets=None):
    """The four closed-path rules, by explicit enumeration of closed paths.
    Returns a sorted list of violations:
        (1, use_index)                 rule 1: non-loop use on a closed path
                                       without its definition
        (2, use_i, use_j)              rule 2: two uses of one token (i < j)
        (3, token_a, token_b)          rule 3: uses of two tokens (a < b, by
                                       repr), neither defined on the path
        (4, use_index)                 rule 4: the use does not dominate
                                       every node of such a closed path
    Each violation is reported once (with the smallest witness set in
    `witness`, returned as the second element: {violation: bitmask})."""
    if dom is None:
        dom = dominator_sets(succ, entry)
    if sets is None:
        sets = closed_path_sets(succ, entry)
    reach = reachable(succ, entry)
    live_uses = [(i, u) for i, u in enumerate(uses)
                 if u[2] in defs and reach[u[0]] and reach[defs[u[2]][0]]]
    found = {}

    def note(v, m):
        if v not in found or bin(m).count("1") < bin(found[v]).count("1"):
            found[v] = m

    for m in sets:
        inside = [(i, u) for i, u in live_uses
                  if (m >> u[0]) & 1 and not (m >> defs[u[2]][0]) & 1]
        if not inside:
            continue
        blocks = _bits(m)
        bytok = {}
        for i, u in inside:
            bytok.setdefault(u[2], []).append(i)
            if not u[3]:
                note((1, i), m)
            if not all(block_dominates(dom, u[0], x) for x in blocks):
                note((4, i), m)
        for t, lst in bytok.items():
            for a in range(len(lst)):
                for b in range(a + 1, len(lst)):
                    note((2, lst[a], lst[b]), m)
        toks = sorted(bytok, key=repr)
        for a in range(len(toks)):
            for b in range(a + 1, len(toks)):
                note((3, toks[a], toks[b]), m)
    return sorted(found, key=repr), found


def check_closed_paths_scc(succ, defs, uses, entry=0, dom=None):
    """The same rules by the SCC characterisation (independent code path):
    a closed path containing blocks X (and Y) and avoiding block Z exists
    iff X (and Y) lie in one non-trivial SCC of the reachable graph minus Z.
    Rule 4: U must dominate every block of the SCC of the graph minus
    block(D) that contains block(U), when that SCC is non-trivial."""
    if dom is None:
        dom = dominator_sets(succ, entry)
    reach = reachable(succ, entry)
    nodes = [v for v in range(len(succ)) if reach[v]]
    cache = {}

    def comp_of(removed, x):
        """Non-trivial SCC containing x in the graph without `removed`
        (a frozenset of blocks), or None."""
        key = removed
        if key not in cache:
            mp = {}
            for c in sccs([v for v in nodes if v not in removed], succ):
                nontriv = len(c) > 1 or any(v in succ[v] for v in c)
                for v in c:
                    mp[v] = c if nontriv else None
            cache[key] = mp
        return cache[key].get(x)

    live = [(i, u) for i, u in enumerate(uses)
            if u[2] in defs and reach[u[0]] and reach[defs[u[2]][0]]]
    out = set()
    for i, u in live:
        d = defs[u[2]][0]
        c = comp_of(frozenset([d]), u[0])
        if c is None:
            continue
        if not u[3]:
            out.add((1, i))
        if not all(block_dominates(dom, u[0], x) for x in c):
            out.add((4, i))
    for a in range(len(live)):
        for b in range(a + 1, len(live)):
            i, u = live[a]
            j, w = live[b]
            if u[2] == w[2]:
                c = comp_of(frozenset([defs[u[2]][0]]), u[0])
                if c is not None and w[0] in c:
                    out.add((2, i, j))
            else:
                rm = frozenset([defs[u[2]][0], defs[w[2]][0]])
                c = comp_of(rm, u[0])
                if c is not None and w[0] in c:
                    ta, tb = sorted([u[2], w[2]], key=repr)
                    out.add((3, ta, tb))
    return sorted(out, key=repr)


# ------------------------------------------------------------------ regions

def _points(succ, blen, reach):
    """Point graph: point (b, i) for each instruction i of reachable block b;
    (b, i) -> (b, i+1); the last point of b -> (s, 0) for each successor."""
    psucc = {}
    for b in range(len(succ)):
        if not reach[b]:
            continue
        n = max(blen[b], 1)
        for i in range(n - 1):
            psucc[(b, i)] = [(b, i + 1)]
        psucc[(b, n - 1)] = [(s, 0) for s in succ[b]]
    return psucc


def convergence_regions(succ, blen, defs, uses, entry=0, dom=None,
                        through_def=False):
    """{token: set of points (block, pos)}: points strictly dominated by the
    definition from which a use of the token is reachable without passing
    through the definition again (through_def=True: by any path).  blen[b]
    is the number of instructions of block b (a position is < blen[b])."""
    if dom is None:
        dom = dominator_sets(succ, entry)
    reach = reachable(succ, entry)
    psucc = _points(succ, blen, reach)
    ppred = {p: [] for p in psucc}
    for p, ss in psucc.items():
        for s in ss:
            ppred[s].append(p)
    regions = {}
    for t, d in defs.items():
        if not reach[d[0]]:
            regions[t] = set()
            continue
        starts = [(u[0], u[1]) for u in uses if u[2] == t and reach[u[0]]]
        seen = set()
        work = []
        for s in starts:
            if s != d and s not in seen:
                seen.add(s)
                work.append(s)
        while work:
            p = work.pop()
            for q in ppred[p]:
                if q in seen or (q == d and not through_def):
                    continue
                seen.add(q)
                work.append(q)
        regions[t] = {p for p in seen if p != d and point_dominates(dom, d, p)}
    return regions


def check_nesting(succ, blen, defs, uses, entry=0, dom=None,
                  through_def=False):
    """Violations of the region rule: [(t1, use_index_of_t2)] -- the region
    of t1 contains use number use_index (of token t2 != t1) but not t2's
    definition."""
    regions = convergence_regions(succ, blen, defs, uses, entry, dom,
                                  through_def)
    out = []
    for t1, r in regions.items():
        for j, u in enumerate(uses):
            t2 = u[2]
            if t2 == t1 or t2 not in defs:
                continue
            if (u[0], u[1]) in r and tuple(defs[t2]) not in r:
                out.append((t1, j))
    return sorted(out, key=repr)


def check_nesting_alt(succ, blen, defs, uses, entry=0, dom=None):
    """Independent formulation of the region test for the self-test:
    point p is in R(t) iff p is strictly dominated by D(t) and some use of t
    is reachable from p in the point graph with D(t)'s point deleted --
    computed by a forward search from every point (quadratic, no reverse
    graph)."""
    if dom is None:
        dom = dominator_sets(succ, entry)
    reach = reachable(succ, entry)
    psucc = _points(succ, blen, reach)
    out = []
    for t1, d in defs.items():
        if not reach[d[0]]:
            continue
        targets = {(u[0], u[1]) for u in uses if u[2] == t1}

        def in_region(p):
            if not reach[p[0]]:
                return False
            if p == d or not point_dominates(dom, d, p):
                return False
            seen = {p}
            stack = [p]
            while stack:
                x = stack.pop()
                if x in targets:
                    return True
                for y in psucc[x]:
                    if y != d and y not in seen:
                        seen.add(y)
                        stack.append(y)
            return False
        for j, u in enumerate(uses):
            t2 = u[2]
            if t2 == t1 or t2 not in defs or not reach[u[0]]:
                continue
            p = (u[0], u[1])
            if in_region(p) and not in_region(tuple(defs[t2])):
                out.append((t1, j))
    return sorted(out, key=repr)


# --------------------------------------------------------------- .ll reader

CONV_INTRINSICS = {
    "llvm.experimental.convergence.entry": "entry",
    "llvm.experimental.convergence.anchor": "anchor",
    "llvm.experimental.convergence.loop": "loop",
}

# intrinsics LLVM 19 marks convergent (a small table: the ones tests use)
CONVERGENT_INTRINSIC_PREFIXES = (
    "llvm.experimental.convergence.", "llvm.amdgcn.readfirstlane",
    "llvm.amdgcn.readlane", "llvm.amdgcn.ballot", "llvm.amdgcn.s.barrier",
    "llvm.amdgcn.wave.barrier", "llvm.amdgcn.ds.swizzle",
    "llvm.amdgcn.ds.bpermute", "llvm.amdgcn.ds.permute",
    "llvm.amdgcn.permlane", "llvm.amdgcn.mov.dpp", "llvm.amdgcn.update.dpp",
    "llvm.amdgcn.icmp", "llvm.amdgcn.fcmp", "llvm.amdgcn.wave.reduce",
    "llvm.amdgcn.inverse.ballot", "llvm.amdgcn.writelane",
    "llvm.nvvm.barrier", "llvm.nvvm.bar.", "llvm.nvvm.shfl.",
    "llvm.nvvm.vote.", "llvm.nvvm.match.",
)

NAME = r'(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)'


class Inst(object):
    """One instruction that matters for the token rules.
    kind: 'entry' | 'anchor' | 'loop' | 'call' (any other call/invoke) |
          'phi' | 'select' (returning token) | 'other' | 'term'."""
    __slots__ = ("kind", "name", "callee", "bundles", "convergent",
                 "returns_token", "line", "text", "attr_convergent",
                 "operands")

    def __init__(self, kind, name=None):
        self.kind = kind
        self.name = name
        self.callee = None
        self.bundles = []          # list of lists of operand strings
        self.convergent = False    # the call is convergent (callee/attrs)
        self.attr_convergent = False
        self.returns_token = False
        self.line = 0
        self.text = ""
        self.operands = []         # %values used as ordinary operands

    def ctrl(self):
        """The token operand (first value of the first bundle) or None."""
        for b in self.bundles:
            if b:
                return b[0]
        return None

    def is_call(self):
        return self.kind in ("entry", "anchor", "loop", "call")


class Function(object):
    def __init__(self, name):
        self.name = name
        self.convergent = False
        self.args = {}             # %name -> type text
        self.blocks = []           # names
        self.insts = []            # per block: [Inst]
        self.succ = []             # per block: [index]
        self.line = 0


def _strip_comment(line):
    out = []
    inq = False
    for ch in line:
        if ch == '"':
            inq = not inq
        if ch == ";" and not inq:
            break
        out.append(ch)
    return "".join(out)


def _unq(s):
    s = s.strip()
    if s[:1] in "%@":
        s = s[1:]
    if len(s) >= 2 and s[0] == '"' and s[-1] == '"':
        s = re.sub(r"\\([0-9A-Fa-f]{2})",
                   lambda m: chr(int(m.group(1), 16)), s[1:-1])
    return s


def _match_paren(s, i):
    """s[i] == '(' : index of the matching ')'."""
    depth = 0
    inq = False
    for j in range(i, len(s)):
        ch = s[j]
        if ch == '"':
            inq = not inq
        elif not inq:
            if ch in "([{":
                depth += 1
            elif ch in ")]}":
                depth -= 1
                if depth == 0:
                    return j
    return len(s) - 1


def _attr_groups(text):
    groups = {}
    for m in re.finditer(r"^attributes\s+#(\d+)\s*=\s*\{([^}]*)\}", text, re.M):
        groups[m.group(1)] = m.group(2).split()
    return groups


def _has_convergent(attr_text, groups):
    words = re.findall(r"#\d+|[A-Za-z_][\w.]*", attr_text)
    for w in words:
        if w == "convergent":
            return True
        if w.startswith("#") and "convergent" in groups.get(w[1:], []):
            return True
    return False


def _parse_call(ins, inst, conv_funcs, groups):
    """Fill callee, bundles, convergent, returns_token of a call/invoke."""
    m = re.search(r"(@" + NAME + r"|%" + NAME + r")\s*\(", ins)
    if not m:
        inst.callee = "?"
        return
    inst.callee = _unq(m.group(1)) if m.group(1)[0] == "@" else m.group(1)
    head = ins[:m.start()]
    inst.returns_token = re.search(r"\btoken\s*$", head) is not None
    close = _match_paren(ins, m.end() - 1)
    inst.operands = re.findall(r"%" + NAME, ins[m.end():close])
    rest = ins[close + 1:]
    # bundles: the first top-level '[' after the argument list
    k = rest.find("[")
    attrs = rest if k < 0 else rest[:k]
    if k >= 0:
        j = k
        depth = 0
        inq = False
        for j in range(k, len(rest)):
            ch = rest[j]
            if ch == '"':
                inq = not inq
            elif not inq:
                if ch == "[":
                    depth += 1
                elif ch == "]":
                    depth -= 1
                    if depth == 0:
                        break
        btext = rest[k + 1:j]
        for bm in re.finditer(r'"([^"]*)"\s*\(', btext):
            bclose = _match_paren(btext, bm.end() - 1)
            if bm.group(1) != "convergencectrl":
                continue
            inner = btext[bm.end():bclose].strip()
            vals = []
            if inner:
                for part in difftool.split_top(inner, quotes=True):
                    toks = part.split()
                    vals.append(toks[-1] if toks else "")
            inst.bundles.append(vals)
    inst.attr_convergent = _has_convergent(attrs, groups)
    name = inst.callee
    if name in CONV_INTRINSICS:
        inst.kind = CONV_INTRINSICS[name]
    callee_conv = (name in conv_funcs or
                   name.startswith(CONVERGENT_INTRINSIC_PREFIXES))
    inst.convergent = callee_conv or inst.attr_convergent


def read_ll(text):
    """[Function] for every `define` of the LLVM IR text (the subset the
    corpus and the generator use).  CFG via diff_opt_domtree.parse_ll_cfgs,
    and the block split is cross-checked against it."""
    from diff_opt_domtree import parse_ll_cfgs
    groups = _attr_groups(text)
    conv_funcs = set()
    for line in text.splitlines():
        s = _strip_comment(line).strip()
        m = re.match(r"(declare|define)\b.*?@(" + NAME + r")\s*\(", s)
        if m:
            close = _match_paren(s, m.end() - 1)
            if _has_convergent(s[close + 1:].split("{")[0], groups):
                conv_funcs.add(_unq("@" + m.group(2)))
    funcs = []
    cur = None
    counter = 0
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = _strip_comment(raw).rstrip()
        s = line.strip()
        if cur is None:
            m = re.match(r"define\b.*?@(" + NAME + r")\s*\(", s)
            if m:
                cur = Function(_unq("@" + m.group(1)))
                cur.line = lineno
                close = _match_paren(s, m.end() - 1)
                cur.convergent = _unq("@" + m.group(1)) in conv_funcs
                counter = 0
                for p in difftool.split_top(s[m.end():close], quotes=True):
                    toks = p.split()
                    if not toks or toks == ["..."]:
                        continue
                    if toks[-1].startswith("%") and len(toks) > 1:
                        cur.args[toks[-1]] = toks[0]
                    else:
                        cur.args["%" + str(counter)] = toks[0]
                        counter += 1
            continue
        if s == "}":
            funcs.append(cur)
            cur = None
            continue
        if not s:
            continue
        m = re.match(r"^(" + NAME + r"):", s)
        if m and not s.startswith("%"):
            cur.blocks.append(_unq("%" + m.group(1)))
            cur.insts.append([])
            s = s[m.end():].strip()
            if not s:
                continue
        if not cur.blocks:
            cur.blocks.append(str(counter))
            counter += 1
            cur.insts.append([])
        if s.startswith("]") or re.match(r"^i\d+\s", s):
            continue            # continuation of a multi-line switch
        name = None
        ins = s
        m = re.match(r"^(%" + NAME + r")\s*=\s*(.*)$", s)
        if m:
            name, ins = m.group(1), m.group(2)
            if re.match(r"^%\d+$", name):
                counter = int(name[1:]) + 1
        op = re.sub(r"^(tail|musttail|notail)\s+", "", ins).split(None, 1)
        op = op[0] if op else ""
        inst = Inst("other", name)
        inst.line = lineno
        inst.text = s
        if op in ("call", "invoke", "callbr"):
            inst.kind = "call"
            _parse_call(ins, inst, conv_funcs, groups)
        elif op == "phi" and re.match(r"^phi\s+token\b", ins):
            inst.kind = "phi"
            inst.returns_token = True
        elif op == "select" and re.search(r",\s*token\s", ins):
            inst.kind = "select"
            inst.returns_token = True
        elif op in ("br", "switch", "ret", "unreachable", "indirectbr",
                    "resume"):
            inst.kind = "term"
        if inst.kind not in ("call", "entry", "anchor", "loop"):
            inst.operands = re.findall(
                r"%" + NAME, re.sub(r"\blabel\s+%" + NAME, "", ins))
        cur.insts[-1].append(inst)
    cfgs = {n: (b, s) for n, b, s in parse_ll_cfgs(text)}
    for f in funcs:
        blocks, succ = cfgs[f.name]
        if blocks != f.blocks:
            raise ValueError("block split of %s differs from parse_ll_cfgs: "
                             "%s vs %s" % (f.name, f.blocks, blocks))
        f.succ = succ
    return funcs


# ------------------------------------------------------------- the verifier

class Diag(object):
    __slots__ = ("code", "message", "block", "inst", "line")

    def __init__(self, code, message, block=None, inst=None, line=0):
        self.code = code
        self.message = message
        self.block = block
        self.inst = inst
        self.line = line

    def as_dict(self):
        return {"code": self.code, "message": self.message,
                "block": self.block, "line": self.line}

    def __repr__(self):
        return "%s: %s" % (self.code, self.message)


def token_model(f):
    """defs {token name: (block, pos)}, uses [(block, pos, token, is_loop)],
    blen [instructions per block] and the list of diagnostics for operands
    that have no valid definition (producer / phi / select)."""
    defs = {}
    producers = {}
    for b, insts in enumerate(f.insts):
        for i, inst in enumerate(insts):
            if inst.name is None:
                continue
            if inst.kind in ("entry", "anchor", "loop"):
                defs[inst.name] = (b, i)
            else:
                producers[inst.name] = inst
    uses = []
    diags = []
    for b, insts in enumerate(f.insts):
        for i, inst in enumerate(insts):
            t = inst.ctrl()
            if t is None:
                continue
            if t in defs:
                uses.append((b, i, t, inst.kind == "loop"))
                continue
            p = producers.get(t)
            code = "token.producer"
            if p is not None and p.kind == "phi":
                why = "a phi of tokens"
            elif p is not None and p.kind == "select":
                why = "a select of tokens"
            elif p is not None:
                code, why = "token.producer", "not a convergence intrinsic"
            elif t in f.args:
                code, why = "token.producer", "a function argument"
            else:
                code, why = "token.producer", "a constant or unknown value"
            diags.append(Diag(code, "convergencectrl operand %s is %s"
                              % (t, why), f.blocks[b], inst, inst.line))
    blen = [len(x) for x in f.insts]
    return defs, uses, blen, diags


def verify_function(f, brute=True):
    """All diagnostics of the spec's static rules for one Function.
    brute=True uses explicit closed-path enumeration (small functions);
    brute=False the SCC method."""
    out = []
    B = f.blocks

    def add(code, msg, b, inst=None):
        out.append(Diag(code, msg, B[b], inst, inst.line if inst else 0))

    # local rules, every block
    has_controlled = False
    uncontrolled = []
    for b, insts in enumerate(f.insts):
        seen_conv = False
        for inst in insts:
            if not inst.is_call():
                continue
            nb = len(inst.bundles)
            if nb > 1 or any(len(x) != 1 for x in inst.bundles):
                add("token.multiple-bundles",
                    "call with %d convergencectrl bundles / %s values"
                    % (nb, [len(x) for x in inst.bundles]), b, inst)
            k = inst.kind
            if k == "entry":
                if not f.convergent:
                    add("token.entry-not-convergent-function",
                        "entry in a function that is not convergent", b, inst)
                if b != 0:
                    add("token.entry-not-entry-block",
                        "entry outside the entry block", b, inst)
                if seen_conv:
                    add("token.entry-not-first",
                        "a convergent operation precedes entry", b, inst)
                if nb:
                    add("token.entry-operand", "entry with a token operand",
                        b, inst)
            elif k == "anchor":
                if nb:
                    add("token.anchor-operand", "anchor with a token operand",
                        b, inst)
            elif k == "loop":
                if not nb:
                    add("token.loop-no-operand", "loop without token operand",
                        b, inst)
                if seen_conv:
                    add("token.loop-not-first",
                        "a convergent operation precedes loop", b, inst)
            elif nb and not inst.convergent:
                add("token.nonconvergent-call",
                    "convergencectrl bundle on a call to %s, which is not "
                    "convergent" % inst.callee, b, inst)
            is_conv = k != "call" or inst.convergent or nb > 0
            if is_conv:
                seen_conv = True
            if nb:
                has_controlled = True
            elif k == "call" and inst.convergent:
                uncontrolled.append((b, inst))
    if has_controlled:
        for b, inst in uncontrolled:
            add("token.mixed", "uncontrolled convergent call to %s in a "
                "function with controlled convergent operations"
                % inst.callee, b, inst)

    defs, uses, blen, pdiags = token_model(f)
    out.extend(pdiags)
    tokvals = set(defs) | set(a for a, t in f.args.items() if t == "token")
    for b, insts in enumerate(f.insts):
        for inst in insts:
            if inst.kind in ("phi", "select"):
                add("token." + inst.kind, "a %s of token type" % inst.kind,
                    b, inst)
                continue
            bad_ops = [v for v in inst.operands if v in tokvals]
            if bad_ops:
                add("token.operand", "token %s used as an ordinary operand"
                    % bad_ops[0], b, inst)
    succ = f.succ
    dom = dominator_sets(succ)
    reach = reachable(succ)

    def inst_at(u):
        return f.insts[u[0]][u[1]]

    # dominance
    bad = set()
    for j, u in enumerate(uses):
        if not reach[u[0]]:
            continue
        d = defs[u[2]]
        if not point_dominates(dom, d, (u[0], u[1])):
            bad.add(j)
            add("token.dominance", "%s does not dominate its use" % u[2],
                u[0], inst_at(u))
    # region nesting
    for t1, j in check_nesting(succ, blen, defs, uses, dom=dom):
        u = uses[j]
        add("token.region-nesting",
            "the convergence region of %s contains a use of %s but not its "
            "definition" % (t1, u[2]), u[0], inst_at(u))
    # closed paths
    if brute and sum(reach) <= MAX_BRUTE_BLOCKS:
        viol, wit = check_closed_paths(succ, defs, uses, dom=dom)
    else:
        viol, wit = check_closed_paths_scc(succ, defs, uses, dom=dom), {}

    def wtxt(v):
        m = wit.get(v)
        if m is None:
            return ""
        return " (closed path through %s)" % " ".join(B[x] for x in _bits(m))
    for v in viol:
        if v[0] == 1:
            u = uses[v[1]]
            add(RULE_CODE[1], "use of %s on a closed path without its "
                "definition%s" % (u[2], wtxt(v)), u[0], inst_at(u))
        elif v[0] == 4:
            u = uses[v[1]]
            if u[3]:
                add(RULE_CODE[4], "heart using %s does not dominate a closed "
                    "path without the definition%s" % (u[2], wtxt(v)),
                    u[0], inst_at(u))
        elif v[0] == 2:
            u = uses[v[2]]
            add(RULE_CODE[2], "two uses of %s on a closed path without its "
                "definition%s" % (u[2], wtxt(v)), u[0], inst_at(u))
        else:
            u = next(x for x in uses if x[2] == v[2])
            add(RULE_CODE[3], "uses of %s and %s on a closed path without "
                "either definition%s" % (v[1], v[2], wtxt(v)), u[0],
                inst_at(u))
    return out


def codes_of(diags):
    return sorted(set(d.code for d in diags))


# ------------------------------------------------------------------ selftest

def _random_case(rng, n):
    succ = []
    for v in range(n):
        k = rng.choice([0, 1, 1, 2, 2, 2, 3]) if v else rng.choice([1, 2])
        succ.append([rng.randrange(1, n) for _ in range(k)])
    blen = [rng.randint(1, 4) for _ in range(n)]
    ntok = rng.randint(1, 4)
    defs = {}
    for t in range(ntok):
        b = rng.randrange(n)
        defs["t%d" % t] = (b, rng.randrange(blen[b]))
    uses = []
    for _ in range(rng.randint(1, 6)):
        b = rng.randrange(n)
        t = "t%d" % rng.randrange(ntok)
        uses.append((b, rng.randrange(blen[b]), t, rng.random() < 0.4))
    return succ, blen, defs, uses


def selftest(count=1500, seed=11):
    rng = random.Random(seed)
    bad = 0
    seen = {}
    for k in range(count):
        n = rng.randint(2, 8)
        succ, blen, defs, uses = _random_case(rng, n)
        a, _ = check_closed_paths(succ, defs, uses)
        for v in a:
            seen["rule %d" % v[0]] = seen.get("rule %d" % v[0], 0) + 1
        b = check_closed_paths_scc(succ, defs, uses)
        if a != b:
            bad += 1
            if bad <= 5:
                print("closed-path mismatch", succ, defs, uses, a, b)
        x = check_nesting(succ, blen, defs, uses)
        y = check_nesting_alt(succ, blen, defs, uses)
        seen["nesting"] = seen.get("nesting", 0) + bool(x)
        if x != y:
            bad += 1
            if bad <= 5:
                print("nesting mismatch", succ, blen, defs, uses, x, y)
    # closed-walk node sets vs brute-force bounded walks on tiny graphs
    for k in range(300):
        n = rng.randint(1, 5)
        succ = [[rng.randrange(n) for _ in range(rng.randint(0, 2))]
                for _ in range(n)]
        for v in range(n):
            succ[v] = [s for s in succ[v] if s != 0]
        fam = closed_path_sets(succ)
        walks = _bounded_walk_sets(succ, n * n + 1)
        if fam != walks:
            bad += 1
            if bad <= 5:
                print("closed walks mismatch", succ, sorted(fam),
                      sorted(walks))
    print("violations found (cases where they must agree): %s"
          % ", ".join("%s %d" % kv for kv in sorted(seen.items())))
    print("selftest: %d cases, %d failures" % (count + 300, bad))
    return bad == 0


def _bounded_walk_sets(succ, maxlen):
    """Node sets of closed walks of length <= maxlen through reachable
    nodes, by enumerating the walks themselves (tiny graphs only)."""
    reach = reachable(succ)
    out = set()
    for s in range(len(succ)):
        if not reach[s]:
            continue
        stack = [(s, 1 << s, 0)]
        seen = set()
        while stack:
            v, m, ln = stack.pop()
            if (v, m, ln) in seen:
                continue
            seen.add((v, m, ln))
            if ln >= maxlen:
                continue
            for w in succ[v]:
                if w == s:
                    out.add(m)
                stack.append((w, m | (1 << w), ln + 1))
    return out


# ----------------------------------------------------------------------- CLI

def main(argv):
    if "--selftest" in argv:
        count = 1500
        if "--count" in argv:
            count = int(argv[argv.index("--count") + 1])
        return 0 if selftest(count) else 1
    files = [a for a in argv if not a.startswith("--")]
    if len(files) != 1:
        print(__doc__.split("\n\n")[0])
        print("usage: ref_verify.py FILE.ll [--json] [--regions] | --selftest")
        return 2
    with open(files[0]) as fh:
        text = fh.read()
    funcs = read_ll(text)
    result = []
    rc = 0
    for f in funcs:
        diags = verify_function(f)
        if diags:
            rc = 1
        item = {"function": f.name,
                "codes": codes_of(diags),
                "diagnostics": [d.as_dict() for d in diags]}
        if "--regions" in argv:
            defs, uses, blen, _ = token_model(f)
            regs = convergence_regions(f.succ, blen, defs, uses)
            item["regions"] = {
                t: sorted("%s:%d" % (f.blocks[b], i) for b, i in r)
                for t, r in regs.items()}
        result.append(item)
    if "--json" in argv:
        print(json.dumps(result, indent=1))
    else:
        for item in result:
            print("function %s: %s" % (item["function"],
                                       " ".join(item["codes"]) or "valid"))
            for d in item["diagnostics"]:
                print("  line %d, block %s: %s: %s"
                      % (d["line"], d["block"], d["code"], d["message"]))
            if "regions" in item:
                for t, pts in sorted(item["regions"].items()):
                    print("  region %s: %s" % (t, " ".join(pts)))
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
