#!/usr/bin/python3
"""Deterministic random generator of LLVM IR functions (amdgcn-amd-amdhsa).

Every function it writes is meant to pass `opt-19 -passes=verify`.  The CFGs
are random on purpose: they contain unreachable blocks, self loops, several
`ret`s, `unreachable` terminators, infinite loops (blocks from which no exit is
reachable), irreducible cycles, `switch`es with duplicate targets, conditional
branches on values derived from `llvm.amdgcn.workitem.id.x`, phis with one
incoming entry per predecessor edge, and a mix of named and numbered
(unnamed) blocks and values.  Numbered values are always written in sequential
order (LLVM 19 accepts gaps but renumbers them when printing, which would make
block names differ between `opt` and the text).

Module use:
    import gen_ll
    text = gen_ll.gen_function(random.Random(1), "f", 12)   # "define ..." text
    mods = gen_ll.gen_module(seed, count)   # [(name, full .ll module text)]
    gen_ll.cfg_of_function(...)             # see gen_function_cfg()

CLI:
    gen_ll.py --seed S --count N --out DIR      one .ll file per function
    gen_ll.py --seed S --blocks N --out F.ll    one big function (streams)
    gen_ll.py --seed S --count N --stats        shape statistics only
"""

import argparse
import io
import os
import random
import sys
from array import array

TRIPLE = 'target triple = "amdgcn-amd-amdhsa"\n'
DECLS = "declare i32 @llvm.amdgcn.workitem.id.x()\n"
HEADER = TRIPLE + "\n" + DECLS

# terminator kinds
RET, UNREACHABLE, BR, CONDBR, SWITCH = range(5)

LABEL_PREFIXES = ["bb", "loop", "if.then", "if.else", "for.body", "exit",
                  "L", "while.cond", "sw.bb", "latch", "head_"]

ICMP = ["slt", "eq", "ult", "sgt", "ne", "uge"]
BINOP = ["add", "xor", "mul", "and", "sub"]


def random_profile(rng):
    """Per-function knobs, so a batch covers very different CFG shapes."""
    p_ret = rng.choice([0.0, 0.03, 0.08, 0.15, 0.25])
    p_unr = rng.choice([0.0, 0.0, 0.03, 0.08])
    p_br = rng.uniform(0.1, 0.4)
    p_sw = rng.choice([0.0, 0.05, 0.12])
    return {
        "p_ret": p_ret, "p_unr": p_unr, "p_br": p_br, "p_sw": p_sw,
        "p_self": rng.choice([0.0, 0.02, 0.06, 0.15]),
        "p_fwd": rng.uniform(0.35, 0.85),
        "p_back": rng.uniform(0.05, 0.35),
        "fwd_span": rng.choice([2, 4, 8]),
        "p_named_label": rng.choice([0.0, 0.3, 0.6, 1.0]),
        "p_named_vals": rng.choice([0.0, 0.5, 1.0]),
        "p_phi": rng.choice([0.0, 0.3, 0.8]),
        "p_dup": rng.choice([0.0, 0.2, 0.5]),
        "p_omit_entry_label": 0.5,
        "p_kernel": 0.5,
        "last_ret": rng.random() < 0.6,
    }


def bench_profile():
    """Fixed profile for the big benchmark function: mostly local edges."""
    return {
        "p_ret": 0.004, "p_unr": 0.002, "p_br": 0.3, "p_sw": 0.05,
        "p_self": 0.01, "p_fwd": 0.6, "p_back": 0.37, "fwd_span": 6,
        "p_trap": 0.01, "p_dead": 0.002,
        "p_named_label": 0.5, "p_named_vals": 0.5, "p_phi": 0.4,
        "p_dup": 0.2, "p_omit_entry_label": 0.5, "p_kernel": 1.0,
        "last_ret": True,
    }


class CFG(object):
    """Flat-array CFG: block i's successors are tgt[off[i]:off[i+1]] in
    terminator operand order (br: true, false; switch: default, cases)."""
    __slots__ = ("n", "kind", "off", "tgt", "case_vals")

    def succs(self, i):
        return self.tgt[self.off[i]:self.off[i + 1]]

    def succ_lists(self):
        return [list(self.succs(i)) for i in range(self.n)]


def build_cfg(rng, n, prof):
    n = max(1, int(n))
    kind = bytearray(n)
    off = array("l", [0]) * (n + 1)
    tgt = array("l")
    case_vals = {}              # block -> list of case constants (switch only)
    p_ret, p_unr, p_br, p_sw = prof["p_ret"], prof["p_unr"], prof["p_br"], prof["p_sw"]
    p_self, p_fwd, p_back = prof["p_self"], prof["p_fwd"], prof["p_back"]
    span = prof["fwd_span"]
    p_dup = prof["p_dup"]
    rnd = rng.random
    randint = rng.randint

    def pick(i):
        # never the entry block (it may not have predecessors)
        r = rnd()
        if r < p_self and i > 0:
            return i
        r -= p_self
        if r < p_fwd and i + 1 < n:
            return min(n - 1, i + randint(1, span))
        r -= p_fwd
        if r < p_back and i > 1:
            return randint(1, i)
        return randint(1, n - 1)

    append = tgt.append
    for i in range(n):
        if n == 1:
            k = RET if rnd() < 0.8 else UNREACHABLE
        elif i == n - 1 and prof["last_ret"]:
            k = RET
        else:
            r = rnd()
            if r < p_ret:
                k = RET
            elif r < p_ret + p_unr:
                k = UNREACHABLE
            elif r < p_ret + p_unr + p_br:
                k = BR
            elif r < p_ret + p_unr + p_br + p_sw:
                k = SWITCH
            else:
                k = CONDBR
        kind[i] = k
        if k == BR:
            append(pick(i))
        elif k == CONDBR:
            a = pick(i)
            b = a if rnd() < p_dup * 0.3 else pick(i)
            append(a)
            append(b)
        elif k == SWITCH:
            ncases = randint(1, 4)
            dflt = pick(i)
            append(dflt)
            vals = rng.sample(range(0, 8), ncases)
            vals.sort()
            case_vals[i] = vals
            prev = dflt
            for _ in range(ncases):
                t = prev if rnd() < p_dup else pick(i)
                append(t)
                prev = t
        off[i + 1] = len(tgt)
    g = CFG()
    g.n, g.kind, g.off, g.tgt, g.case_vals = n, kind, off, tgt, case_vals
    return g


def build_bench_cfg(rng, n, prof):
    """CFG for the big benchmark function.  Unlike build_cfg, it keeps almost
    the whole function reachable: every block falls through to the next one
    (as one of its successors), except exits (ret/unreachable) and "traps"
    (unconditional back branches, which make infinite loops when nothing
    inside the loop jumps past them); the block before an exit or trap
    branches both to it and past it.  Other edges are local (+-6 forward,
    up to 24 backward, rarely +-64)."""
    n = max(1, int(n))
    rnd = rng.random
    randint = rng.randint
    kind = bytearray(n)
    trap = bytearray(n)
    p_ret, p_unr, p_br, p_sw = prof["p_ret"], prof["p_unr"], prof["p_br"], prof["p_sw"]
    for i in range(n):
        if i == n - 1:
            kind[i] = RET
            continue
        r = rnd()
        may_special = i > 1 and not (kind[i - 1] in (RET, UNREACHABLE) or trap[i - 1])
        if may_special and r < p_ret:
            kind[i] = RET
        elif may_special and r < p_ret + p_unr:
            kind[i] = UNREACHABLE
        elif may_special and r < p_ret + p_unr + prof["p_trap"]:
            kind[i] = BR
            trap[i] = 1
        elif r < p_ret + p_unr + prof["p_trap"] + p_br:
            kind[i] = BR
        elif r < p_ret + p_unr + prof["p_trap"] + p_br + p_sw:
            kind[i] = SWITCH
        else:
            kind[i] = CONDBR
    # the block before an exit/trap must also jump past it
    for i in range(n - 2):
        nxt_special = kind[i + 1] in (RET, UNREACHABLE) or trap[i + 1]
        if nxt_special and kind[i] == BR and not trap[i]:
            kind[i] = CONDBR
    off = array("l", [0]) * (n + 1)
    tgt = array("l")
    append = tgt.append
    case_vals = {}
    span = prof["fwd_span"]

    def local(i):
        r = rnd()
        if r < prof["p_self"]:
            return i
        if r < 0.55:
            return min(n - 1, i + randint(1, span))
        if r < 0.97:
            return max(1, i - randint(0, 4 * span))
        return max(1, min(n - 1, i + randint(-64, 64)))

    for i in range(n):
        k = kind[i]
        if k in (RET, UNREACHABLE):
            pass
        elif trap[i]:
            append(max(1, i - randint(0, 4 * span)))
        else:
            nxt_special = i + 2 < n and (kind[i + 1] in (RET, UNREACHABLE) or trap[i + 1])
            must = [i + 1] + ([i + 2] if nxt_special else [])
            if k == BR:
                append(i + 1)
            elif k == CONDBR:
                pair = [must[0], must[1] if len(must) > 1 else local(i)]
                if rnd() < 0.5:
                    pair.reverse()
                append(pair[0])
                append(pair[1])
            else:
                ncases = randint(len(must), 4)
                targets = must + [local(i) for _ in range(ncases + 1 - len(must))]
                for j in range(1, len(targets)):
                    if rnd() < prof["p_dup"]:
                        targets[j] = targets[j - 1]
                if nxt_special and i + 2 not in targets:
                    targets[-1] = i + 2
                if i + 1 not in targets:
                    targets[0] = i + 1
                vals = rng.sample(range(0, 8), ncases)
                vals.sort()
                case_vals[i] = vals
                for t in targets:
                    append(t)
        off[i + 1] = len(tgt)
    # a few dead blocks (no predecessors): every edge into one is redirected
    # to the block after it
    dead = bytearray(n)
    special = lambda j: kind[j] in (RET, UNREACHABLE) or trap[j]  # noqa: E731
    for i in range(2, n - 2):
        if rnd() < prof["p_dead"] and not special(i) and not special(i - 1) \
                and not special(i + 1) and not dead[i - 1]:
            dead[i] = 1
    for e in range(len(tgt)):
        if dead[tgt[e]]:
            tgt[e] += 1
    g = CFG()
    g.n, g.kind, g.off, g.tgt, g.case_vals = n, kind, off, tgt, case_vals
    return g


def _preds_csr(g):
    """Predecessor edges (with multiplicity), grouped by target, sources in
    increasing block order."""
    n = g.n
    cnt = array("l", [0]) * (n + 1)
    tgt = g.tgt
    for t in tgt:
        cnt[t + 1] += 1
    for i in range(n):
        cnt[i + 1] += cnt[i]
    pos = array("l", cnt)
    src = array("l", [0]) * len(tgt)
    off = g.off
    for i in range(n):
        for e in range(off[i], off[i + 1]):
            t = tgt[e]
            src[pos[t]] = i
            pos[t] += 1
    return cnt, src


def write_function(out, rng, name, g, prof):
    """Stream the text of one function to `out` (a file-like with write)."""
    n = g.n
    kind, off, tgt = g.kind, g.off, g.tgt
    poff, psrc = _preds_csr(g)
    rnd = rng.random
    randint = rng.randint

    named_label = bytearray(n)
    named_vals = bytearray(n)
    has_phi = bytearray(n)
    prefix = bytearray(n)
    pnl, pnv, pphi = prof["p_named_label"], prof["p_named_vals"], prof["p_phi"]
    for i in range(n):
        named_label[i] = rnd() < pnl
        named_vals[i] = rnd() < pnv
        has_phi[i] = i > 0 and poff[i + 1] > poff[i] and rnd() < pphi
        prefix[i] = randint(0, len(LABEL_PREFIXES) - 1)
    omit_entry = (not named_label[0]) and rnd() < prof["p_omit_entry_label"]

    # Slot numbers of unnamed labels/values, in textual order.  Per block:
    # label, phi, (entry: tid), x, (condbr: c).
    base = array("l", [0]) * n
    counter = 0
    for i in range(n):
        base[i] = counter
        if not named_label[i]:
            counter += 1
        if not named_vals[i]:
            counter += (1 if has_phi[i] else 0) + (1 if i == 0 else 0) + 1 \
                + (1 if kind[i] == CONDBR else 0)

    def label_ref(i):
        if named_label[i]:
            if i == 0:
                return "%entry"
            return "%" + LABEL_PREFIXES[prefix[i]] + str(i)
        return "%" + str(base[i])

    def val_names(i):
        """(phi, tid, x, c) names for block i (None where absent)."""
        c = base[i] + (0 if named_label[i] else 1)
        if named_vals[i]:
            return ("%p." + str(i) if has_phi[i] else None,
                    "%tid" if i == 0 else None,
                    "%x." + str(i),
                    "%c." + str(i) if kind[i] == CONDBR else None)
        p = t = cc = None
        if has_phi[i]:
            p = "%" + str(c)
            c += 1
        if i == 0:
            t = "%" + str(c)
            c += 1
        x = "%" + str(c)
        c += 1
        if kind[i] == CONDBR:
            cc = "%" + str(c)
        return p, t, x, cc

    tid = val_names(0)[1]
    kernel = rnd() < prof["p_kernel"]
    w = out.write
    w("define %svoid @%s(i32 %%n) {\n" % ("amdgpu_kernel " if kernel else "", name))
    for i in range(n):
        p, t, x, c = val_names(i)
        if i == 0 and omit_entry:
            pass
        elif named_label[i]:
            w(label_ref(i)[1:] + ":\n")
        else:
            w("%d:\n" % base[i])
        if p is not None:
            parts = []
            last_src = -1
            last_val = None
            for e in range(poff[i], poff[i + 1]):
                s = psrc[e]
                if s != last_src:
                    r = rnd()
                    if r < 0.6:
                        last_val = val_names(s)[2]
                    elif r < 0.8:
                        last_val = tid
                    elif r < 0.9:
                        last_val = "%n"
                    else:
                        last_val = str(randint(-4, 40))
                    last_src = s
                parts.append("[ %s, %s ]" % (last_val, label_ref(s)))
            w("  %s = phi i32 %s\n" % (p, ", ".join(parts)))
        if t is not None:
            w("  %s = call i32 @llvm.amdgcn.workitem.id.x()\n" % t)
        src = p if p is not None else (tid if rnd() < 0.85 else "%n")
        op = BINOP[randint(0, len(BINOP) - 1)]
        w("  %s = %s i32 %s, %d\n" % (x, op, src, randint(1, 63)))
        k = kind[i]
        if k == RET:
            w("  ret void\n")
        elif k == UNREACHABLE:
            w("  unreachable\n")
        elif k == BR:
            w("  br label %s\n" % label_ref(tgt[off[i]]))
        elif k == CONDBR:
            rhs = "%n" if rnd() < 0.3 else str(randint(0, 64))
            w("  %s = icmp %s i32 %s, %s\n" % (c, ICMP[randint(0, len(ICMP) - 1)], x, rhs))
            w("  br i1 %s, label %s, label %s\n"
              % (c, label_ref(tgt[off[i]]), label_ref(tgt[off[i] + 1])))
        else:
            vals = g.case_vals[i]
            cases = "  ".join("i32 %d, label %s" % (v, label_ref(tgt[off[i] + 1 + j]))
                              for j, v in enumerate(vals))
            w("  switch i32 %s, label %s [ %s ]\n" % (x, label_ref(tgt[off[i]]), cases))
    w("}\n")


def gen_function_cfg(rng, name, nblocks, prof=None):
    """Returns (text, successor lists) of one random function."""
    if prof is None:
        prof = random_profile(rng)
    g = build_cfg(rng, nblocks, prof)
    buf = io.StringIO()
    write_function(buf, rng, name, g, prof)
    return buf.getvalue(), g.succ_lists()


def gen_function(rng, name, nblocks):
    """Text ("define ... }") of one random function with `nblocks` blocks."""
    return gen_function_cfg(rng, name, nblocks)[0]


def function_rng(seed, index):
    return random.Random(int(seed) * 1000003 + int(index))


def pick_nblocks(rng):
    r = rng.random()
    if r < 0.3:
        return rng.randint(1, 8)
    if r < 0.85:
        return rng.randint(8, 30)
    return rng.randint(30, 120)


def gen_module_cfgs(seed, count, start=0):
    """[(name, module text, succ lists)] for functions start..start+count-1."""
    res = []
    for k in range(start, start + count):
        rng = function_rng(seed, k)
        name = "f%d" % k
        text, succ = gen_function_cfg(rng, name, pick_nblocks(rng))
        res.append((name, HEADER + "\n" + text, succ))
    return res


def gen_module(seed, count):
    """[(function name, full .ll module text)] -- one module per function."""
    return [(nm, txt) for nm, txt, _ in gen_module_cfgs(seed, count)]


def write_big(path, seed, nblocks):
    rng = random.Random(int(seed))
    prof = bench_profile()
    g = build_bench_cfg(rng, nblocks, prof)
    f = sys.stdout if path == "-" else open(path, "w", buffering=1 << 20)
    try:
        f.write(HEADER + "\n")
        write_function(f, rng, "bench", g, prof)
    finally:
        if f is not sys.stdout:
            f.close()


# ---------------------------------------------------------------- statistics

def shape_stats(succ):
    """Which interesting shapes a CFG (successor lists, entry 0) has."""
    n = len(succ)
    preds = [[] for _ in range(n)]
    for v in range(n):
        for s in succ[v]:
            preds[s].append(v)
    # reachability from entry
    reach = [False] * n
    st = [0]
    reach[0] = True
    while st:
        v = st.pop()
        for s in succ[v]:
            if not reach[s]:
                reach[s] = True
                st.append(s)
    # blocks reaching an exit (block without successors)
    exits = [v for v in range(n) if not succ[v]]
    co = [False] * n
    st = list(exits)
    for v in exits:
        co[v] = True
    while st:
        v = st.pop()
        for p in preds[v]:
            if not co[p]:
                co[p] = True
                st.append(p)
    # irreducibility: a DFS retreating edge whose target does not dominate
    # its source (simple iterative dominators on the reachable part)
    order = []
    seen = [False] * n
    stack = [(0, iter(succ[0]))]
    seen[0] = True
    onstack = [False] * n
    onstack[0] = True
    retreat = []
    while stack:
        v, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            stack.pop()
            onstack[v] = False
            order.append(v)
            continue
        if not seen[nxt]:
            seen[nxt] = True
            onstack[nxt] = True
            stack.append((nxt, iter(succ[nxt])))
        elif onstack[nxt]:
            retreat.append((v, nxt))
    rpo = order[::-1]
    idx = {v: i for i, v in enumerate(rpo)}
    idom = {0: 0}
    changed = True
    while changed:
        changed = False
        for v in rpo[1:]:
            new = None
            for p in preds[v]:
                if p in idom:
                    if new is None:
                        new = p
                    else:
                        a, b = p, new
                        while a != b:
                            while idx[a] > idx[b]:
                                a = idom[a]
                            while idx[b] > idx[a]:
                                b = idom[b]
                        new = a
            if idom.get(v) != new:
                idom[v] = new
                changed = True

    def dominates(a, b):
        while True:
            if a == b:
                return True
            if b == 0:
                return False
            b = idom[b]

    irreducible = any(not dominates(h, t) for t, h in retreat)
    dup_switch = False
    for v in range(n):
        if len(succ[v]) > 2 and len(set(succ[v])) < len(succ[v]):
            dup_switch = True
    return {
        "unreachable_blocks": not all(reach),
        "self_loops": any(v in succ[v] for v in range(n)),
        "several_returns": sum(1 for v in range(n) if not succ[v]) > 1,
        "infinite_loops": not all(co),
        "irreducible": irreducible,
        "switch_dup_targets": dup_switch,
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=10)
    ap.add_argument("--out", default=None,
                    help="directory (with --count) or file/dir/'-' (with --blocks)")
    ap.add_argument("--blocks", type=int, default=None,
                    help="write ONE function with this many blocks (benchmark)")
    ap.add_argument("--stats", action="store_true", help="print shape statistics")
    a = ap.parse_args(argv)

    if a.blocks is not None:
        path = a.out or "-"
        if path != "-" and (os.path.isdir(path) or not path.endswith(".ll")):
            os.makedirs(path, exist_ok=True)
            path = os.path.join(path, "bench_%d.ll" % a.blocks)
        try:
            write_big(path, a.seed, a.blocks)
        except BrokenPipeError:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
        if path != "-":
            print(path)
        return 0

    mods = gen_module_cfgs(a.seed, a.count)
    if a.out:
        os.makedirs(a.out, exist_ok=True)
        for name, text, _ in mods:
            with open(os.path.join(a.out, name + ".ll"), "w") as f:
                f.write(text)
    if a.stats or not a.out:
        tot = {}
        for _, _, succ in mods:
            for k, v in shape_stats(succ).items():
                tot[k] = tot.get(k, 0) + (1 if v else 0)
        print("functions: %d" % len(mods))
        for k in sorted(tot):
            print("  %-20s %d" % (k, tot[k]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
