#!/usr/bin/env python3
"""Analyse a kernel: which values and branches are divergent, and why.

    divergence.py [FILE...] [--function F] [--wave-size N]
                  [--arguments flagged|uniform|divergent] [--explain]

For every function with a body (or just F): each divergent value and
branch with its recorded reason ("uses the divergent %tid", "a phi where
paths from the divergent branch of entry meet", ...), the cycles that
threads leave in different iterations, and the irreducible cycles assumed
divergent. --explain follows each divergent value's reasons back to a
divergence source, as `conv explain` does. Exit status 2 when a file does
not parse.

Default: examples/data/tokens.ll and examples/data/nvptx.ll.
"""
import os
import sys

try:
    import conv
except ImportError:  # running from a checkout without installing
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))
    import conv

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def describe(value: conv.Value) -> str:
    """%x, or "(call @f) in block" for an unnamed value."""
    if value.name is not None:
        return value.name
    what = value.opcode or str(value.kind)
    return f"({what}) in {value.block}" if value.block else f"({what})"


def analyse(fn: conv.Function, wave_size: int, arguments, explain: bool) -> None:
    with fn.uniformity(wave_size, arguments) as u:
        divergent = u.divergent_values()
        branches = u.divergent_branches()
        print(f"@{fn.name}: {len(divergent)} divergent value(s), {len(branches)} divergent branch(es) "
              f"(wave size {u.wave_size}, arguments {u.arguments})")
        for v in divergent:
            print(f"  {describe(v):<14} {u.reason(v)}")
            if explain:
                for line in u.explain(v)[1:]:
                    print(f"  {'':<14}   <- {line}")
        for b in branches:
            print(f"  branch of {b}: {u.branch_reason(b)}")
        for header in u.cycles_with_divergent_exit:
            print(f"  cycle headed by {header}: threads may leave it in different iterations")
        for header in u.cycles_assumed_divergent:
            print(f"  cycle headed by {header}: entered through different entries, assumed divergent")


def main(argv) -> int:
    files, function, wave_size, arguments, explain = [], None, 64, None, False
    args = iter(argv)
    for a in args:
        if a == "--function":
            function = next(args, None)
        elif a == "--wave-size":
            wave_size = int(next(args, "64"))
        elif a == "--arguments":
            arguments = next(args, None)
        elif a == "--explain":
            explain = True
        else:
            files.append(a)
    files = files or [os.path.join(ROOT, "examples", "data", n) for n in ("tokens.ll", "nvptx.ll")]
    status = 0
    for path in files:
        try:
            module = conv.load(path)
        except conv.ConvError as e:
            for d in e.diagnostics:
                print(d, file=sys.stderr)
            status = 2
            continue
        print(f"{os.path.relpath(path)}:")
        with module:
            for fn in ([module[function]] if function else module.definitions):
                analyse(fn, wave_size, arguments, explain)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
