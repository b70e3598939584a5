#!/usr/bin/env python3
"""Which threads communicate at each ballot? Run the reference interpreter
and print, for every convergent operation, the threads that executed each
dynamic instance together and what the ballot returned.

    ballot_groups.py [FILE] [--function F] [--threads N] [--wave-size W]
                     [--seed S] [--force %NAME=EXPR]...

--force overrides a value for every thread: EXPR is a Python expression
of t (the thread) and k (how many times the thread computed the value
before), e.g. --force '%more=int(k < t)' makes thread t leave the loop of
ballot.conv after t + 1 iterations. Each thread's path through the blocks
is printed first. Exit status 1 when the function breaks the static rules
of tokens (the interpreter refuses it), 2 when the file does not parse.

Default: examples/data/ballot.conv, 8 threads in one wave.
"""
import os
import sys

try:
    import conv
except ImportError:  # running from a checkout without installing
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))
    import conv

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def forcing(rules):
    """A values= callable from {"%name": compiled expression of t and k}."""
    if not rules:
        return None

    def values(name, thread, occurrence):
        expr = rules.get(name)
        return None if expr is None else int(eval(expr, {}, {"t": thread, "k": occurrence}))
    return values


def show(fn: conv.Function, threads: int, wave_size, seed: int, rules) -> None:
    with fn.simulate(threads=threads, wave_size=wave_size, seed=seed, values=forcing(rules)) as run:
        print(f"@{fn.name}: {run.threads} threads, waves of {run.wave_size}, seed {seed}: "
              f"{'finished' if run.finished else 'did not finish'}")
        for t in range(run.threads):
            print(f"  thread {t}: {' -> '.join(run.path(t))}{'' if run.thread_finished(t) else ' ...'}")
        print("communicating sets (convergent operations in execution order):")
        for inst in run.convergent():
            what = inst.opcode  # the callee of a call
            if what is None:  # a token intrinsic: token.entry, token.loop, token.anchor
                what = f"token.{fn.value(inst.name).kind}" if inst.name else "token"
            threads_text = ",".join(str(t) for t in inst.threads)
            result = ""
            if inst.opcode and inst.values is not None:
                shown = sorted(set(inst.values))
                result = " -> " + (" ".join(f"{v:#x}" for v in shown) if all(v >= 0 for v in shown)
                                   else " ".join(map(str, shown)))
            print(f"  {inst.name or '':<9} {what:<18} in {inst.block:<6} wave {inst.wave}: "
                  f"{{{threads_text}}}{result}")


def main(argv) -> int:
    path, function, threads, wave_size, seed, rules = (os.path.join(ROOT, "examples", "data", "ballot.conv"),
                                                       None, 8, None, 1, {})
    args = iter(argv)
    for a in args:
        if a == "--function":
            function = next(args, None)
        elif a == "--threads":
            threads = int(next(args, "8"))
        elif a == "--wave-size":
            wave_size = int(next(args, "8"))
        elif a == "--seed":
            seed = int(next(args, "1"))
        elif a == "--force":
            name, _, expr = next(args, "").partition("=")
            rules[name if name.startswith("%") else "%" + name] = compile(expr, "--force", "eval")
        else:
            path = a
    try:
        module = conv.load(path)
    except conv.ConvError as e:
        for d in e.diagnostics:
            print(d, file=sys.stderr)
        return 2
    with module:
        fn = module[function] if function else module.definitions[0]
        try:
            show(fn, threads, wave_size, seed, rules)
        except conv.InvalidArgumentError as e:
            for d in e.diagnostics:
                print(f"{path}:{d.line}:{d.col}: error: [{d.code}] {d.message}", file=sys.stderr)
            print(f"@{fn.name}: {e}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
