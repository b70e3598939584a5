#!/usr/bin/env python3
"""Load a kernel, check its convergence-control tokens, print what is wrong.

    verify_tokens.py [FILE...] [--allow-token-on-nonconvergent]

For every function with a body: the verdict, one line per broken rule
("file:line:col: error: [code] message", codes in docs/tokens.md), and,
for each cycle, its heart (the convergence.loop that makes the cycle's
iterations converge) and the controlled operations inside the heart's
region. Exit status 1 when a function breaks a rule, 2 when a file does
not parse -- like `conv verify`.

Default: examples/data/tokens.ll.
"""
import os
import sys

try:
    import conv
except ImportError:  # running from a checkout without installing
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))
    import conv

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def report(path: str, allow: bool) -> int:
    try:
        module = conv.load(path)
    except conv.ConvError as e:
        for d in e.diagnostics:
            print(d, file=sys.stderr)
        return 2
    status = 0
    with module:
        for fn in module.definitions:
            result = fn.verify(allow_token_on_nonconvergent=allow)
            print(f"@{fn.name}: {'valid' if result.valid else f'{len(result)} broken rule(s)'}")
            for d in result:
                # The verifier's diagnostics carry no file name; add ours.
                print(f"  {path}:{d.line}:{d.col}: error: [{d.code}] {d.message}")
            if not result.valid:
                status = 1
                continue
            # Hearts and regions are meaningful once the rules hold.
            with fn.domtree() as dt, fn.cycles() as cycles:
                for cycle in cycles:
                    heart = cycle.heart
                    if heart is None:
                        print(f"  cycle at {cycle.header}: no heart (its iterations are not controlled)")
                        continue
                    inside = [v for b in cycle.blocks for v in fn.instructions(b)
                              if v.token is not None and fn.token_region_contains(heart, v, dt)]
                    print(f"  cycle at {cycle.header}: heart {heart} = loop({heart.token}); "
                          f"controls {', '.join(str(v) for v in inside) or 'nothing'}")
    return status


def main(argv):
    allow = "--allow-token-on-nonconvergent" in argv
    files = [a for a in argv if not a.startswith("--")] or [os.path.join(ROOT, "examples", "data", "tokens.ll")]
    return max(report(p, allow) for p in files)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
