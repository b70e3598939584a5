#!/usr/bin/env python3
"""Check a proposed code motion: may instruction V move to block B?

    code_motion.py FILE FUNCTION %VALUE BLOCK [%VALUE BLOCK ...]
    code_motion.py                       (a demo on examples/data/loop.ll)

Checks what dominance and the cycle hierarchy decide (no uniformity: that
analysis is not in conv yet):

  * SSA: every operand is defined in a block that dominates B (or is an
    argument or constant), and B dominates every use of V (for a phi use:
    the incoming block's end).
  * Convergent operations (and token-controlled ones) may only move between
    control-equivalent blocks in the same cycle: B dominates the old block
    A and A post-dominates B, or A dominates B and B post-dominates A; and
    both have the same innermost cycle. Otherwise a different set of
    threads could execute V together.
  * A controlled operation must stay where its token's definition
    dominates it.

Prints one verdict per proposal with the reasons; exit 1 if any given on
the command line is refused (the demo exits 0).
"""
import os
import sys

try:
    import conv
except ImportError:  # running from a checkout without installing
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))
    import conv

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DEMO = (os.path.join(ROOT, "examples", "data", "loop.ll"), "loop",
        [("%i.next", "header"),   # hoist the increment into the loop header: fine
         ("%b", "header"),        # hoist the ballot: threads leaving the loop would join it
         ("%b", "body"),          # leave it where it is: fine
         ("%cmp", "entry"),       # hoist the compare above the phi it reads: breaks SSA
         ("%tid", "exit")])       # sink the thread id below its uses: breaks SSA


def uses_of(fn: conv.Function, value: conv.Value):
    """(user, block where the use happens) for every use of value."""
    for v in fn.values():
        if not v.is_instruction:
            continue
        for i, op in enumerate(v.operands):
            if op == value:
                yield v, (v.incoming[i] if v.kind is conv.Kind.PHI else v.block)
        if v.token == value:
            yield v, v.block


def check(fn, dt, pdt, cycles, value: conv.Value, target: str):
    """The reasons the move is refused (empty: allowed)."""
    reasons = []
    source = value.block
    if source is None:
        return [f"{value} is not an instruction"]
    if value.is_terminator or value.kind in (conv.Kind.PHI, conv.Kind.ENTRY, conv.Kind.LOOP):
        return [f"a {value.kind} is tied to its block"]
    if not fn.is_reachable(target):
        return [f"{target} is unreachable"]
    for op in value.operands:
        if op.block is not None and not dt.dominates(op.block, target):
            reasons.append(f"operand {op} (in {op.block}) does not dominate {target}")
    for user, where in uses_of(fn, value):
        if not dt.dominates(target, where):
            reasons.append(f"{target} does not dominate the use by {user} in {where}")
    if value.flags & conv.Flag.CONVERGENT or value.token is not None:
        # Control equivalence: one block runs exactly when the other does.
        equivalent = ((dt.dominates(target, source) and pdt.dominates(source, target))
                      or (dt.dominates(source, target) and pdt.dominates(target, source)))
        if not equivalent:
            reasons.append(f"convergent: {target} is not control-equivalent to {source}")
        if cycles.innermost(source) != cycles.innermost(target):
            reasons.append(f"convergent: {target} is in another cycle than {source}")
        if value.token is not None and not dt.dominates(value.token.block, target):
            reasons.append(f"its token {value.token} does not dominate {target}")
    return reasons


def main(argv):
    if argv:
        if len(argv) < 4 or len(argv) % 2:
            print(__doc__, file=sys.stderr)
            return 2
        path, name, pairs = argv[0], argv[1], list(zip(argv[2::2], argv[3::2]))
    else:
        path, name, pairs = DEMO
    refused = False
    with conv.load(path) as module:
        fn = module[name]
        with fn.domtree() as dt, fn.postdomtree() as pdt, fn.cycles() as cycles:
            for value_name, target in pairs:
                value = fn.value(value_name)
                reasons = check(fn, dt, pdt, cycles, value, target)
                verdict = "ok" if not reasons else "REFUSED"
                print(f"move {value} ({value.kind} in {value.block}) to {target}: {verdict}")
                for r in reasons:
                    print(f"    {r}")
                refused = refused or bool(reasons)
    return 1 if refused and argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
