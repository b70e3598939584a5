#!/usr/bin/env python3
"""Print the loop nest (the cycle hierarchy) of every function.

    loop_nest.py [FILE...] [--llvm19]

Each cycle, indented by depth: header, reducible (a natural loop, one
entry) or irreducible with its entries, its own blocks (without the
children's), exits and exiting blocks, and its heart if a convergence.loop
controls it. --llvm19 counts predecessors unreachable from the entry as
entries, as LLVM 19 does.

Default: tests/verify/heart-not-header_valid_3.ll (a natural loop nested
in an irreducible cycle) and examples/data/features.conv.
"""
import os
import sys

try:
    import conv
except ImportError:  # running from a checkout without installing
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))
    import conv

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DEFAULT = [os.path.join(ROOT, "tests", "verify", "heart-not-header_valid_3.ll"),
           os.path.join(ROOT, "examples", "data", "features.conv")]


def print_nest(fn: conv.Function, llvm19: bool) -> None:
    with fn.cycles(llvm19=llvm19) as cycles:
        print(f"@{fn.name}: {len(cycles)} cycle(s), {len(fn.blocks)} blocks")
        unreachable = fn.unreachable_blocks()
        if unreachable:
            print(f"  unreachable (in no cycle): {' '.join(unreachable)}")
        for c in cycles:  # preorder: parents before children
            pad = "  " * c.depth
            child_blocks = {b for child in c.children for b in child.blocks}
            own = [b for b in c.blocks if b not in child_blocks]
            kind = "loop" if c.reducible else f"irreducible cycle, entries {' '.join(c.entries)}"
            print(f"{pad}{kind} at {c.header} (depth {c.depth})")
            print(f"{pad}  blocks:  {' '.join(own)}" + (f"  + {len(c.children)} nested" if c.children else ""))
            print(f"{pad}  exits:   {' '.join(c.exits) or '-'}   (from {' '.join(c.exiting) or '-'})")
            if c.heart is not None:
                print(f"{pad}  heart:   {c.heart} = loop({c.heart.token})")


def main(argv):
    llvm19 = "--llvm19" in argv
    files = [a for a in argv if not a.startswith("--")] or DEFAULT
    for path in files:
        print(f"== {os.path.relpath(path)}")
        with conv.load(path) as module:
            for fn in module.definitions:
                print_nest(fn, llvm19)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
