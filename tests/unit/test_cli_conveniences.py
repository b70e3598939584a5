#!/usr/bin/env python3
"""The conveniences of the conv tool (issue 20): `conv --version`; FILE `-`
reads standard input for every command that takes FILE, with the same
answer as the file and `<stdin>` in messages; every usage error is one
line on stderr naming what is wrong and `try 'conv help COMMAND'`, exit 2;
`conv help` lists every command and `conv help COMMAND` (also
`conv COMMAND --help`) prints its usage. Ends with 'N passed, N failed'.

    /usr/bin/python3 tests/unit/test_cli_conveniences.py     # build/conv
    CONV=build/asan/conv /usr/bin/python3 tests/unit/test_cli_conveniences.py
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
import difftool  # noqa: E402
sys.path.insert(0, os.path.join(ROOT, "tools"))
from conv_header import read_lines, version  # noqa: E402
CONV = os.path.join(ROOT, os.environ.get("CONV", os.path.join("build", "conv")))
COMMANDS = ["print", "domtree", "cycles", "verify", "uniformity", "explain", "lint", "dot", "simulate", "query", "apply",
            "infer-tokens", "infer-convergent", "inline", "outline", "callgraph", "help"]
T = difftool.Tally()  # the counts and the closing "N passed, N failed" line


def check(cond, what):
    """One check: a pass, or a line FAIL what."""
    return T.ok() if cond else T.fail(what)


def run(*args, stdin=None):
    p = subprocess.run([CONV] + list(args), capture_output=True, text=True, cwd=ROOT, input=stdin)
    return p.returncode, p.stdout, p.stderr


def check_version():
    want = "conv %s\n" % version(read_lines(os.path.join(ROOT, "conv.h")))
    check(want == "conv 0.1.0\n", "the version today is 0.1.0: %r" % want)
    for args in (["--version"], ["print", "--version"], ["--version", "--json"]):
        rc, out, err = run(*args)
        check(rc == 0 and out == want and err == "", "%s: %r %r" % (" ".join(args), out, err))


def check_stdin():
    """Every command that takes FILE: `-` gives what the file gives (stdout
    and stderr with the file name replaced, exit status)."""
    ballot = "examples/data/ballot.conv"
    legality = "tests/legality/dxc-wave-merge.conv"
    cases = [(ballot, ["print"]), (ballot, ["domtree", "--post", "--json"]), (ballot, ["cycles", "--json"]),
             (ballot, ["verify", "--json"]), (ballot, ["uniformity", "--json", "--simulate", "2"]),
             (ballot, ["explain", "%more"]), ("examples/data/scope.conv", ["lint", "--json"]), (ballot, ["dot"]), (ballot, ["simulate", "--json", "--threads", "4"]),
             (legality, ["query", "can-merge", "%s1", "%s2", "join", "--function", "divergent"]),
             (legality, ["apply", "merge", "%s1", "%s2", "join", "--function", "divergent"]),
             ("examples/data/loop.ll", ["cycles"]), ("examples/data/loop.ll", ["uniformity"]),
             ("examples/data/break_loop.conv", ["infer-tokens"]), (ballot, ["infer-convergent"]),
             ("examples/data/anchor.conv", ["callgraph"]),
             ("tests/legality/inline.conv", ["inline", "main", "for:2"]),
             ("tests/data/outline.conv", ["outline", "k", "r1", "r2", "r3"])]
    covered = set()
    for path, args in cases:
        text = open(os.path.join(ROOT, path), encoding="utf-8").read()
        cmd, rest = args[0], args[1:]
        # FILE comes right after the command (explain, query and apply read it there)
        rc_f, out_f, err_f = run(cmd, path, *rest)
        rc_s, out_s, err_s = run(cmd, "-", *rest, stdin=text)
        check(out_f != "" and (rc_s, out_s, err_s) == (rc_f, out_f.replace(path, "<stdin>"), err_f.replace(path, "<stdin>")),
              "%s - (stdin) answers as %s %s: rc %d/%d %r" % (cmd, cmd, path, rc_s, rc_f, err_s[:120]))
        covered.add(cmd)
    check(covered == set(COMMANDS) - {"help"}, "every command that takes FILE is covered: %s" % sorted(covered))
    # messages name <stdin>: a parse error, a broken token rule, a query's
    # ambiguous function
    rc, out, err = run("verify", "-", stdin="func @f() {\nentry:\n  br nowhere\n}\n")
    check(rc == 2 and err.startswith("<stdin>:3:6: error: [parse.undefined-block]"), "parse error of stdin: %r" % err)
    broken = open(os.path.join(ROOT, "tests/verify/cycle-two-tokens_invalid_1.conv"), encoding="utf-8").read()
    rc, out, err = run("verify", "-", stdin=broken)
    check(rc == 1 and out.startswith("<stdin>:31:3: error: [token.loop-not-first]") and
          "<stdin>:31:3: error: [token.cycle-two-tokens]" in out, "a broken rule in stdin: %r" % out)
    rc, out, err = run("query", "-", "can-merge", "%s1", "%s2", "join",
                       stdin=open(os.path.join(ROOT, legality)).read())
    check(rc == 2 and err == "conv: query: <stdin> has 2 functions with a body (@divergent, @uniform): choose one "
                             "with --function\n", "query of stdin without --function: %r" % err)


def check_usage_errors():
    """One line on stderr: what is wrong and the help to read; exit 2;
    nothing on stdout."""
    f = "examples/data/ballot.conv"
    cases = [
        ([], "conv: missing command; try 'conv help'"),
        (["frobnicate", f], "conv: unknown command: frobnicate; try 'conv help'"),
        (["print", f, "--json"], "conv: print does not use --json; try 'conv help print'"),
        (["domtree", f, "--frob"], "conv: unknown option: --frob; try 'conv help domtree'"),
        (["domtree", f, "--json", "--json"], "conv: option given twice: --json; try 'conv help domtree'"),
        (["cycles", f, "--function"], "conv: missing value after --function; try 'conv help cycles'"),
        (["verify"], "conv: missing FILE; try 'conv help verify'"),
        (["print", f, "extra"], "conv: unexpected argument: extra; try 'conv help print'"),
        (["uniformity", f, "--threads", "4"],
         "conv: uniformity uses --threads only with --simulate N; try 'conv help uniformity'"),
        (["uniformity", f, "--wave-size", "0"], "conv: expected a positive number: 0; try 'conv help uniformity'"),
        (["uniformity", f, "--arguments", "some"],
         "conv: --arguments takes uniform, divergent or flagged: some; try 'conv help uniformity'"),
        (["simulate", f, "--seed", "x"], "conv: expected a number: x; try 'conv help simulate'"),
        (["query", f, "can-peel", "loop", "1", "--trip-count", "4"],
         "conv: query: --trip-count goes with can-unroll only; try 'conv help query'"),
        (["query", f, "can-unroll", "loop", "3", "full", "--trip-count", "4"],
         "conv: query: full unrolling's FACTOR is the trip count (FACTOR 3, --trip-count 4); try 'conv help query'"),
        (["apply", f, "unroll", "loop", "3", "multiple", "--trip-count", "4"],
         "conv: apply: multiple needs a FACTOR that divides the trip count (FACTOR 3, --trip-count 4); "
         "try 'conv help apply'"),
        (["query", f, "can-unroll", "loop", "2", "runtime", "--trip-count", "4"],
         "conv: query: FACTOR divides the trip count: no remainder (multiple) (FACTOR 2, --trip-count 4); "
         "try 'conv help query'"),
        (["query", f, "can-unroll", "loop", "2", "multiple", "--trip-count", "0"],
         "conv: expected a positive number: 0; try 'conv help query'"),
        (["print", f, "--format", "xml"], "conv: unknown format (use ll, conv or spv): xml; try 'conv help print'"),
        (["print", f, "--target", "x86"],
         "conv: unknown target (use amdgcn, amdgcn-wave32, amdgcn-wave64, nvptx, r600, spirv, cpu, none, or a "
         "target description file): x86; try 'conv help print'"),
        (["explain", f], "conv: explain needs a value (%x) or a block name; try 'conv help explain'"),
        (["query", f], "conv: query needs a query: can-hoist, can-sink, can-speculate, can-merge, can-cse, "
                       "can-tail-duplicate, can-jump-thread, can-merge-blocks, can-peel, can-unroll, can-rotate, can-separate-backedges, "
                       "can-delete-loop, can-change-exit, can-unswitch, can-inline; try 'conv help query'"),
        (["apply", f, "fly", "%x"], "conv: unknown query (use can-hoist, can-sink, can-speculate, can-merge, "
                                    "can-cse, can-tail-duplicate, can-jump-thread, can-merge-blocks, can-peel, "
                                    "can-unroll, can-rotate, can-separate-backedges, can-delete-loop, can-change-exit, can-unswitch, "
                                    "can-inline): fly; "
                                    "try 'conv help apply'"),
        (["query", f, "can-cse", "%x"], "conv: query can-cse takes INST INST (1 argument given); "
                                        "try 'conv help query'"),
        # the command word after options that take a value
        (["--function", "kernel", "dot", f, "--post"], "conv: dot does not use --post; try 'conv help dot'"),
        (["help", "nope"], "conv: help: no command 'nope'; try 'conv help'"),
        (["help", "print", "dot"], "conv: unexpected argument: dot; try 'conv help'"),
        (["help", "--json"], "conv: help does not use --json; try 'conv help'"),
    ]
    for args, want in cases:
        rc, out, err = run(*args)
        check(rc == 2 and out == "" and err == want + "\n", "conv %s: %r, want %r (exit %d)" % (" ".join(args), err,
                                                                                               want, rc))


def check_help():
    rc, out, err = run("help")
    check(rc == 0 and err == "" and out.startswith("usage: conv COMMAND FILE [options]\n"), "conv help: %r" % out[:80])
    listed = re.findall(r"^  ([a-z-]+) +\S", out.split("\ncommands:\n")[1].split("\n\n")[0], re.M) if "\ncommands:\n" in out else []
    check(listed == COMMANDS, "conv help lists every command, in order: %s" % listed)
    check("conv help COMMAND" in out and "FILE '-' reads standard input" in out and "exit status:" in out,
          "conv help: how to read more, stdin, exit status")
    for args in (["--help"], ["-h"], ["--json", "--help"]):
        check(run(*args) == (0, out, ""), "%s prints what conv help prints" % " ".join(args))
    for cmd in COMMANDS:
        rc, text, err = run("help", cmd)
        check(rc == 0 and err == "" and text.startswith("usage: conv %s" % cmd), "conv help %s: %r" % (cmd, text[:60]))
        check(run(cmd, "--help") == (0, text, ""), "conv %s --help prints conv help %s" % (cmd, cmd))
        if cmd != "help":
            check("--format ll|conv" in text and "--target amdgcn|nvptx|r600|spirv|none|cpu|FILE" in text,
                  "conv help %s names the options every command takes" % cmd)
    # each command's usage names the options it accepts: an option that the
    # command's help does not name is refused, and one it names is accepted
    rc, text, _ = run("help", "domtree")
    check("[--post]" in text and "--simulate" not in text and "--wave-size" not in text, "domtree's usage")
    rc, text, _ = run("help", "uniformity")
    check(all(o in text for o in ("--simulate N", "--split-anchors", "--threads N", "--max-steps N", "--wave-size N",
                                  "--arguments flagged|uniform|divergent")), "uniformity's usage: %s" % text)
    rc, text, _ = run("help", "query")
    check(all(q in text for q in ("can-hoist INST BLOCK", "can-merge INST INST BLOCK", "can-cse INST INST",
                                  "--prove N")), "query's usage")


def main():
    if not os.path.exists(CONV):
        print("SKIP: %s is missing (run make)" % CONV)
        print("0 passed, 1 failed")
        return 1
    check_version()
    check_stdin()
    check_usage_errors()
    check_help()
    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
