#!/usr/bin/env python3
"""Sweep a directory of kernels: size, cycles, token verdicts, and -- for
the tests/verify corpus -- agreement with its expected.tsv.

    sweep_corpus.py [DIR] [--quiet]

For every .ll and .conv file: functions, blocks, cycles (irreducible ones
counted apart), the deepest nest, and the token codes conv reports. When
DIR holds an expected.tsv (tests/verify does), each file's expected code
(or "valid") must be among conv's answers; the mismatches are listed and
make the exit status 1.

Default: tests/verify.
"""
import csv
import glob
import os
import sys
from collections import Counter

try:
    import conv
except ImportError:  # running from a checkout without installing
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))
    import conv

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def summarize(path):
    """(blocks, cycles, irreducible, depth, codes), or the parse error."""
    try:
        module = conv.load(path)
    except conv.ConvError as e:
        return None, e
    with module:
        blocks = cycles = irreducible = depth = 0
        codes = set()
        for fn in module.definitions:
            blocks += len(fn.blocks)
            with fn.cycles() as cs:
                cycles += len(cs)
                irreducible += sum(not c.reducible for c in cs)
                depth = max([depth] + [c.depth for c in cs])
            codes.update(fn.verify().codes)
        return (blocks, cycles, irreducible, depth, codes), None


def main(argv):
    quiet = "--quiet" in argv
    args = [a for a in argv if not a.startswith("--")]
    directory = args[0] if args else os.path.join(ROOT, "tests", "verify")
    expected = {}
    tsv = os.path.join(directory, "expected.tsv")
    if os.path.exists(tsv):
        with open(tsv, newline="") as fp:
            expected = {row["file"]: row["rule"] for row in csv.DictReader(fp, delimiter="\t")}
    files = sorted(glob.glob(os.path.join(directory, "*.ll")) + glob.glob(os.path.join(directory, "*.conv")))
    tally, mismatches = Counter(), []
    for path in files:
        name = os.path.basename(path)
        summary, error = summarize(path)
        if error is not None:
            got = {error.code}
            line = f"{name}: does not parse: [{error.code}] line {error.line}"
        else:
            blocks, cycles, irreducible, depth, got = summary
            tally["blocks"] += blocks
            tally["cycles"] += cycles
            tally["irreducible"] += irreducible
            line = (f"{name}: {blocks} blocks, {cycles} cycles ({irreducible} irreducible, depth {depth}), "
                    f"{', '.join(sorted(got)) or 'valid'}")
        tally["valid" if not got else "invalid"] += 1
        want = expected.get(name)
        if want is not None and not (want == "valid" and not got or want in got):
            mismatches.append(f"{name}: expected {want}, conv says {', '.join(sorted(got)) or 'valid'}")
        if not quiet:
            print(line)
    print(f"{len(files)} files: {tally['valid']} valid, {tally['invalid']} with broken rules; "
          f"{tally['blocks']} blocks, {tally['cycles']} cycles, {tally['irreducible']} irreducible")
    if expected:
        print(f"expected.tsv: {len(files) - len(mismatches)} agree, {len(mismatches)} differ")
        for m in mismatches:
            print("  " + m)
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
