#!/usr/bin/env python3
"""Sweep wave sizes: what the uniformity analysis claims, and what runs of
the reference interpreter show, for each wave size.

    wave_sweep.py [FILE] [--function F] [--threads N]

For wave sizes 1, 2, 4, ... up to the thread count: the number of
divergent values and branches the analysis finds (a wave of one thread is
a CPU: everything is uniform), how the threads split into groups at the
convergent operations in a run with that wave size, how many values
actually differed inside one converged instance, and whether every claim
of the analysis held in that run (Run.check). Exit status 1 when a claim
is broken (the analysis would be unsound).

Default: examples/data/ballot.conv, 16 threads.
"""
import os
import sys

try:
    import conv
except ImportError:  # running from a checkout without installing
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))
    import conv

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def sweep(fn: conv.Function, threads: int) -> int:
    status = 0
    print(f"@{fn.name}, {threads} threads:")
    print("  wave  divergent  divergent  convergent  largest  values that  claims")
    print("  size     values   branches   instances    group     differed  hold")
    wave = 1
    while wave <= threads:
        with fn.uniformity(wave_size=wave) as u, fn.simulate(threads=threads, wave_size=wave) as run:
            values = len(u.divergent_values())
            branches = len(u.divergent_branches())
            groups = run.convergent()
            largest = max((len(i.threads) for i in groups), default=0)
            differed = {(i.block, i.index) for i in run
                        if i.kind != "branch" and i.values is not None and len(set(i.values)) > 1}
            check = run.check(u)
            print(f"  {wave:4}  {values:9}  {branches:9}  {len(groups):10}  {largest:7}  {len(differed):11}  "
                  f"{'yes' if check.sound else 'NO'}")
            for d in check:
                print(f"        {d.code}: {d.message}")
                status = 1
        wave *= 2
    return status


def main(argv) -> int:
    path, function, threads = os.path.join(ROOT, "examples", "data", "ballot.conv"), None, 16
    args = iter(argv)
    for a in args:
        if a == "--function":
            function = next(args, None)
        elif a == "--threads":
            threads = int(next(args, "16"))
        else:
            path = a
    try:
        module = conv.load(path)
    except conv.ConvError as e:
        for d in e.diagnostics:
            print(d, file=sys.stderr)
        return 2
    status = 0
    with module:
        for fn in ([module[function]] if function else module.definitions):
            if not fn.verify().valid:  # the interpreter refuses such functions
                print(f"@{fn.name}: breaks the static rules of tokens; skipped")
                continue
            status = max(status, sweep(fn, threads))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
