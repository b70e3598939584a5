#!/usr/bin/env python3
"""Tests of the conv command-line tool: usage errors, exit codes, located
diagnostics, JSON output checked against trees worked out by hand, and
print/parse round trips, and that no answer rests on a silent guess (issue
14: warnings, empty and unreadable files, standard input, option checks,
JSON of arbitrary names, --simulate refusals and limits). Ends with
'N passed, N failed'.

    /usr/bin/python3 tests/unit/test_cli.py            # build/conv
    CONV=build/asan/conv /usr/bin/python3 tests/unit/test_cli.py"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CONV = os.path.join(ROOT, os.environ.get("CONV", os.path.join("build", "conv")))
passed = 0
failed = 0


def check(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL:", what)


def run(*args, stdin=None):
    p = subprocess.run([CONV] + list(args), capture_output=True, text=True, cwd=ROOT, input=stdin)
    return p.returncode, p.stdout, p.stderr


def run_bytes(*args):
    """stdout as bytes (to check that it is valid UTF-8), stderr as text."""
    p = subprocess.run([CONV] + list(args), capture_output=True, cwd=ROOT)
    return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace")


def temp(text, suffix):
    """A temporary file holding text (str or bytes); the caller unlinks it."""
    mode = "wb" if isinstance(text, bytes) else "w"
    with tempfile.NamedTemporaryFile(mode, suffix=suffix, delete=False) as t:
        t.write(text)
        return t.name


def data(name):
    return os.path.join("tests", "data", name)


def main():
    if not os.path.exists(CONV):
        print("SKIP: build/conv is missing (run make)")
        print("0 passed, 1 failed")
        return 1

    # usage and exit codes
    rc, out, err = run("--help")
    check(rc == 0 and "usage: conv" in out and "domtree" in out, "--help prints usage and exits 0")
    rc, out, err = run()
    check(rc == 2 and "missing command" in err, "no arguments: exit 2")
    rc, out, err = run("frobnicate", "x.ll")
    check(rc == 2 and "unknown command" in err, "unknown command: exit 2")
    rc, out, err = run("domtree", "examples/data/loop.ll", "--bogus")
    check(rc == 2 and "unknown option" in err, "unknown option: exit 2")
    rc, out, err = run("domtree")
    check(rc == 2 and "missing FILE" in err, "missing file argument: exit 2")
    rc, out, err = run("domtree", "no/such/file.ll")
    check(rc == 2 and "cannot open" in err, "unreadable file: exit 2")
    rc, out, err = run("print", "examples/data/loop.ll", "--post")
    check(rc == 2, "--post outside domtree: exit 2")
    rc, out, err = run("domtree", "examples/data/loop.ll", "--format", "xml")
    check(rc == 2 and "unknown format" in err, "bad --format: exit 2")

    # a parse error is located: file:line:col: error: [code] message
    rc, out, err = run("print", data("bad_syntax.conv"))
    check(rc == 2, "parse error: exit 2")
    check(err.startswith(data("bad_syntax.conv") + ":3:") and "error: [parse.expected]" in err,
          "parse error names file, line 3, and the code: " + err.strip())

    # dominator trees of the bundled loop, worked out by hand:
    # entry -> header; header -> body | exit; body -> header.
    rc, out, err = run("domtree", "--json", "examples/data/loop.ll")
    check(rc == 0, "domtree --json exits 0")
    doc = json.loads(out)
    check(doc["functions"][0]["name"] == "loop", "function name without @")
    check(doc["functions"][0]["idom"] == {"entry": None, "header": "entry", "body": "header", "exit": "header"},
          "dominators of loop.ll: %r" % doc["functions"][0]["idom"])
    rc, out, err = run("domtree", "--json", "--post", "examples/data/loop.ll")
    doc = json.loads(out)
    check(doc["functions"][0]["idom"] == {"entry": "header", "header": "exit", "body": "header", "exit": None},
          "post-dominators of loop.ll: %r" % doc["functions"][0]["idom"])
    check(len(doc["functions"]) == 1, "declarations are not listed")

    # LLVM's numbered blocks appear as their numbers.
    rc, out, err = run("domtree", "--json", data("numbered.ll"))
    doc = json.loads(out)
    check(doc["functions"][0]["idom"] == {"0": None, "1": "0", "2": "0"}, "numbered blocks: %r" % doc)

    # Unreachable blocks are left out of the dominator tree and reported;
    # the post-dominator tree has every block. An infinite loop (@second)
    # is its own root.
    rc, out, err = run("domtree", "--json", data("two.conv"))
    doc = json.loads(out)
    first, second = doc["functions"]
    check(first["idom"] == {"entry": None, "left": "entry", "right": "entry"}, "two.conv @first: %r" % first)
    check(first["unreachable"] == ["dead"], "two.conv @first unreachable: %r" % first["unreachable"])
    check(second["idom"] == {"top": None}, "two.conv @second: %r" % second)
    rc, out, err = run("domtree", "--json", "--post", data("two.conv"), "--function", "first")
    doc = json.loads(out)
    check(len(doc["functions"]) == 1 and doc["functions"][0]["idom"] ==
          {"entry": "right", "left": "right", "right": None, "dead": "right"},
          "post-dominators of @first: %r" % doc)
    rc, out, err = run("domtree", data("two.conv"), "--function", "nope")
    check(rc == 2 and "no function" in err, "unknown --function: exit 2")

    # text output
    rc, out, err = run("domtree", data("two.conv"), "--function", "@first")
    check(rc == 0 and out.splitlines() == ["@first (dominator tree):", "  entry", "    left", "    right",
                                          "  unreachable from the entry: dead"],
          "text tree of @first: %r" % out)

    # print round-trips: printing the printed text again gives the same text
    for src in ["examples/data/loop.ll", data("two.conv"), data("numbered.ll")]:
        rc, out1, err = run("print", src)
        check(rc == 0, "print %s" % src)
        with tempfile.NamedTemporaryFile("w", suffix=".conv", delete=False) as t:
            t.write(out1)
            name = t.name
        try:
            rc, out2, err = run("print", name)
            check(rc == 0 and out1 == out2, "round trip of %s" % src)
            # the printed native text has the same dominator trees
            for post in ([], ["--post"]):
                a = run("domtree", "--json", src, *post)[1]
                b = run("domtree", "--json", name, *post)[1]
                check(a == b, "same trees after printing %s %s" % (src, post))
        finally:
            os.unlink(name)

    # --format overrides the extension
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as t:
        t.write(open(os.path.join(ROOT, "examples/data/loop.ll")).read())
        name = t.name
    try:
        rc, out, err = run("domtree", "--json", name)
        check(rc == 2, "LLVM text read as native by default for .txt")
        rc, out, err = run("domtree", "--json", "--format", "ll", name)
        check(rc == 0 and json.loads(out)["functions"][0]["idom"]["exit"] == "header", "--format ll")
    finally:
        os.unlink(name)

    # conv cycles --json on the bundled loop: one natural loop
    rc, out, err = run("cycles", "--json", "examples/data/loop.ll")
    doc = json.loads(out)
    check(rc == 0 and doc["functions"][0]["cycles"] == [
        {"header": "header", "entries": ["header"], "blocks": ["header", "body"], "exits": ["exit"],
         "depth": 1, "parent": None, "reducible": True}], "cycles of loop.ll: %r" % doc)

    # conv verify: located diagnostics, exit 1 on a broken rule, JSON
    bad = ("func @f(%c) {\nentry:\n  %a = token.anchor\n  br h\nh:\n"
           "  call @op() convergent ctrl %a\n  br %c, h, x\nx:\n  ret\n}\n")
    with tempfile.NamedTemporaryFile("w", suffix=".conv", delete=False) as t:
        t.write(bad)
        name = t.name
    try:
        rc, out, err = run("verify", name)
        check(rc == 1 and out.startswith(name + ":6:3: error: [token.cycle-use]"), "verify text: %r" % out)
        rc, out, err = run("verify", "--json", name)
        doc = json.loads(out)
        f = doc["functions"][0]
        check(rc == 1 and f["valid"] is False and len(f["diagnostics"]) == 1, "verify json: %r" % doc)
        d = f["diagnostics"][0]
        check(d["code"] == "token.cycle-use" and d["block"] == "h" and d["line"] == 6 and d["col"] == 3,
              "verify json diagnostic: %r" % d)
    finally:
        os.unlink(name)
    rc, out, err = run("verify", "--json", "examples/data/loop.ll")
    check(rc == 0 and json.loads(out)["functions"][0]["valid"] is True, "loop.ll verifies")

    check_simulate()
    check_no_silent_guesses()
    check_query()
    check_apply()
    check_infer()

    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


def check_simulate():
    """conv simulate on examples/data/ballot.conv: the properties the
    semantics fix whatever path the seeded values choose (worked out from
    the spec's rules, not from a run): the ballot of 1 is the mask of its
    group's lanes; the loop heart's groups only shrink, iteration by
    iteration; the ballot after the loop, controlled by the entry token,
    has every thread of the wave; each thread runs the loop's ballot once
    per visit of the loop block."""
    f = "examples/data/ballot.conv"
    rc, out, err = run("simulate", f, "--json")
    check(rc == 0, "simulate --json exits 0: %s" % err)
    doc = json.loads(out)
    check(doc["function"] == "kernel" and doc["threads"] == 8 and doc["wave_size"] == 8 and doc["seed"] == 1
          and doc["finished"] is True, "simulate header: %r" % {k: doc[k] for k in doc if k != "instances"})
    inst = doc["instances"]
    by = lambda name: [i for i in inst if i["name"] == name]
    check(len(by("%t")) == 1 and by("%t")[0]["threads"] == list(range(8)), "entry token: one instance of all")
    ok = True
    for i in by("%inside") + by("%after"):
        ok = ok and i["kind"] == "convergent" and i["values"] == [sum(1 << t for t in i["threads"])] * len(i["threads"])
    check(ok and len(by("%inside")) >= 1, "every ballot is its group's lane mask")
    hearts = by("%l")
    check(all(set(b["threads"]) < set(a["threads"]) for a, b in zip(hearts, hearts[1:])),
          "heart groups shrink each iteration: %r" % [h["threads"] for h in hearts])
    check(len(by("%after")) == 1 and by("%after")[0]["values"] == [255] * 8, "ballot after the loop: all 8 lanes")
    visits = {t: 0 for t in range(8)}
    for i in inst:
        if i["kind"] == "branch" and i["block"] in ("entry", "loop"):
            for t, succ in zip(i["threads"], i["values"]):
                visits[t] += succ == "loop"
    runs = {t: sum(t in i["threads"] for i in by("%inside")) for t in range(8)}
    check(visits == runs, "one loop ballot per visit of the loop: %r vs %r" % (visits, runs))
    check(all(i["kind"] in ("value", "convergent", "branch") and len(i["threads"]) == len(i["values"] or i["threads"])
              for i in inst), "instances are well formed")
    # two waves of four: nothing crosses a wave
    rc, out, err = run("simulate", f, "--json", "--threads", "8", "--wave-size", "4")
    doc = json.loads(out)
    check(rc == 0 and [i["threads"] for i in doc["instances"] if i["name"] == "%t"] == [[0, 1, 2, 3], [4, 5, 6, 7]],
          "two waves: two entry instances")
    after = [i for i in doc["instances"] if i["name"] == "%after"]
    check([a["values"] for a in after] == [[15] * 4, [15] * 4], "two waves: lane masks per wave: %r" % after)
    check(all(len({t // 4 for t in i["threads"]}) == 1 for i in doc["instances"]), "no instance spans two waves")
    # same seed, same run; the text form names the communicating sets
    rc2, out2, _ = run("simulate", f, "--json", "--threads", "8", "--wave-size", "4")
    check(out2 == out, "simulate is deterministic")
    rc, out, err = run("simulate", f)
    check(rc == 0 and "communicating sets:" in out and "%after @subgroup.ballot in done: {0,1,2,3,4,5,6,7}" in out,
          "simulate text: %s" % out)
    # usage errors and refusals
    rc, out, err = run("simulate", f, "--threads", "0")
    check(rc == 2 and "positive" in err, "--threads 0: exit 2")
    rc, out, err = run("simulate", f, "--seed", "x")
    check(rc == 2, "--seed x: exit 2")
    with tempfile.NamedTemporaryFile("w", suffix=".conv", delete=False) as tf:
        tf.write("func @f(%c divergent) convergent {\nentry:\n  %t = token.entry\n  br h\nh:\n"
                 "  call @op() convergent ctrl %t\n  br %c, h, x\nx:\n  ret\n}\n"
                 "func @spin() {\nentry:\n  br entry\n}\n")
        name = tf.name
    try:
        rc, out, err = run("simulate", name, "--function", "f")
        check(rc == 1 and "token.cycle-use" in err, "simulate refuses broken tokens: %r" % err)
        rc, out, err = run("simulate", name, "--function", "spin", "--json", "--max-steps", "50")
        doc = json.loads(out) if rc == 0 else {}
        check(rc == 0 and doc.get("finished") is False and len(doc["instances"]) == 50,
              "an endless loop stops after --max-steps (50 branches per thread, all converged): %s" % err)
    finally:
        os.unlink(name)


NO_TRIPLE = "define void @f(i32 %x) {\nentry:\n  %y = add i32 %x, 1\n  ret void\n}\n"
WARNING = ("warning: [parse.no-target] no target triple and no target chosen (--target, conv_parse_desc.target): "
           "using target none (no divergence sources from a target table)")


def check_no_silent_guesses():
    """Issue 14: every item is a test that fails without its change."""
    # a file without a target triple and no --target: a warning on stderr
    # naming the default used; stdout stays the JSON alone; exit 0
    name = temp(NO_TRIPLE, ".ll")
    try:
        rc, out, err = run("uniformity", "--json", name)
        check(rc == 0 and err.strip() == name + ":1:1: " + WARNING, "no triple: the warning names the default: %r" % err)
        check(json.loads(out)["functions"][0]["name"] == "f", "no triple: stdout is only the JSON")
        for target in ("none", "amdgcn", "nvptx"):
            rc, out, err = run("uniformity", "--json", "--target", target, name)
            check(rc == 0 and err == "", "--target %s: no warning: %r" % (target, err))
        rc, out, err = run("uniformity", "--target", "x86", name)
        check(rc == 2 and "unknown target" in err, "--target x86: usage error")
        # --target describes the machine for every format (issue 17: the
        # waves and workgroups of thread-id arithmetic); the reader's tables
        # are LLVM IR's only
        rc, out, err = run("print", "--target", "amdgcn", data("two.conv"))
        check(rc == 0 and err == "", "--target on native input: accepted: %r" % err)
        # a target description file, and one that does not parse
        good = temp("base amdgcn\nwave 64\nworkgroup 64 2\n", ".target")
        bad = temp("wave many\n", ".target")
        try:
            rc, out, err = run("uniformity", "--json", "--target", good, name)
            check(rc == 0 and err == "", "--target FILE: read: %r" % err)
            rc, out, err = run("uniformity", "--json", "--target", bad, name)
            check(rc == 2 and bad + ":1:1: error: [target.expected]" in err, "--target BAD: its error: %r" % err)
        finally:
            os.unlink(good)
            os.unlink(bad)
    finally:
        os.unlink(name)
    rc, out, err = run("uniformity", "--json", "examples/data/loop.ll")
    check(rc == 0 and "warning" not in err, "a file with a triple: no warning: %r" % err)

    # an empty file (or only white space) is an error with a code
    for text in ("", " \n\t\r\n"):
        for suffix in (".ll", ".conv"):
            name = temp(text, suffix)
            try:
                rc, out, err = run("uniformity", "--json", name)
                check(rc == 2 and out == "" and err.startswith(name + ": error: [io.empty] the file is empty"),
                      "empty %s file %r: error io.empty: %r" % (suffix, text, err))
            finally:
                os.unlink(name)
    rc, out, err = run("print", "-", stdin="")
    check(rc == 2 and err.startswith("<stdin>: error: [io.empty] the input is empty"), "empty stdin: %r" % err)

    # missing, unreadable files and directories: the system's reason and a code
    rc, out, err = run("uniformity", "missing.ll")
    check(rc == 2 and err.strip() == "missing.ll: error: [io.open] cannot open: No such file or directory",
          "missing file: %r" % err)
    rc, out, err = run("cycles", "tests")
    check(rc == 2 and err.strip() == "tests: error: [io.read] cannot read: Is a directory", "directory: %r" % err)
    if os.geteuid() != 0:  # root reads anything
        name = temp("func @f() {\nentry:\n  ret\n}\n", ".conv")
        try:
            os.chmod(name, 0)
            rc, out, err = run("print", name)
            check(rc == 2 and err.strip() == name + ": error: [io.open] cannot open: Permission denied",
                  "unreadable file: %r" % err)
        finally:
            os.unlink(name)

    # - reads standard input: --format, or the format told from the content
    loop = open(os.path.join(ROOT, "examples/data/loop.ll")).read()
    ballot = open(os.path.join(ROOT, "examples/data/ballot.conv")).read()
    want = run("cycles", "--json", "examples/data/loop.ll")[1]
    rc, out, err = run("cycles", "--json", "-", stdin=loop)
    check(rc == 0 and out == want, "stdin: LLVM IR told from its content: %r" % err)
    rc, out, err = run("cycles", "--json", "--format", "ll", "-", stdin=loop)
    check(rc == 0 and out == want, "stdin with --format ll")
    rc, out, err = run("print", "-", stdin=ballot)
    check(rc == 0 and out == run("print", "examples/data/ballot.conv")[1], "stdin: native told from its content")
    rc, out, err = run("print", "-", stdin="; just a comment\n")
    check(rc == 2 and err.startswith("<stdin>: error: [io.format] cannot tell LLVM IR from the native format"),
          "stdin of unknown format: %r" % err)
    rc, out, err = run("print", "--format", "conv", "-", stdin="func @f() {\nentry:\n  br nowhere\n}\n")
    check(rc == 2 and err.startswith("<stdin>:3:6: error: [parse.undefined-block]"), "stdin errors name <stdin>: %r" % err)
    rc, out, err = run("print", "-", stdin=NO_TRIPLE)
    check(rc == 0 and err.strip() == "<stdin>:1:1: " + WARNING, "stdin without triple: warning: %r" % err)

    # options a command does not use, and repeated options: usage errors
    for args in (["print", "loop.ll", "--json"], ["domtree", "loop.ll", "--llvm19"], ["cycles", "loop.ll", "--post"],
                 ["verify", "loop.ll", "--wave-size", "4"], ["dot", "loop.ll", "--json"],
                 ["explain", "loop.ll", "%x", "--simulate", "2"], ["simulate", "loop.ll", "--arguments", "uniform"],
                 ["uniformity", "loop.ll", "--seed", "3"], ["uniformity", "loop.ll", "--allow-token-on-nonconvergent"],
                 ["help", "--json"]):
        args = [("examples/data/" + a if a == "loop.ll" else a) for a in args]
        rc, out, err = run(*args)
        opt = next(a for a in args if a.startswith("--"))
        topic = "conv help" + ("" if args[0] == "help" else " " + args[0])
        check(rc == 2 and err == "conv: %s does not use %s; try '%s'\n" % (args[0], opt, topic),
              "%s: unused option is a one-line usage error: %r" % (" ".join(args), err[:80]))
    for opt in (["--threads", "4"], ["--max-steps", "9"], ["--split-anchors"]):
        rc, out, err = run("uniformity", "examples/data/ballot.conv", *opt)
        check(rc == 2 and "uniformity uses %s only with --simulate N" % opt[0] in err,
              "uniformity %s without --simulate: usage error" % opt[0])
    for args in (["domtree", "--json", "--json"], ["domtree", "--function", "loop", "--function", "loop"],
                 ["simulate", "--seed", "1", "--seed", "2"], ["cycles", "--format", "ll", "--format", "ll"]):
        rc, out, err = run(args[0], "examples/data/loop.ll", *args[1:])
        check(rc == 2 and "option given twice: " + args[1] in err, "repeated %s: usage error" % args[1])
    rc, out, err = run("help", "extra")
    check(rc == 2 and err == "conv: help: no command 'extra'; try 'conv help'\n", "help of no command: %r" % err)
    rc, out, err = run("help", "print", "extra")
    check(rc == 2 and "unexpected argument: extra" in err, "help takes one COMMAND: %r" % err)

    # JSON of names with arbitrary bytes: valid UTF-8, parsed by json; bytes
    # that are not UTF-8 come back with surrogateescape
    weird = b'b"q\\\n\xff\xc3\xa9\x01'  # quote, backslash, newline, 0xFF, e-acute, \x01
    ll = (b'target triple = "amdgcn-amd-amdhsa"\n'
          b'define void @"f\\22n\\FF"(i32 %"a\\5C") {\n'
          b'entry:\n  %"x\\0A\\FF\\C3\\A9" = add i32 %"a\\5C", 1\n  br label %"b\\22q\\5C\\0A\\FF\\C3\\A9\\01"\n'
          b'"b\\22q\\5C\\0A\\FF\\C3\\A9\\01":\n  ret void\n}\n')
    name = temp(ll, ".ll")
    try:
        for command in ("domtree", "cycles", "verify", "uniformity"):
            rc, out, err = run_bytes(command, "--json", name)
            try:
                text = out.decode("utf-8")
                doc = json.loads(text)
            except ValueError as e:
                check(False, "%s --json of odd names is not valid UTF-8 JSON: %s: %r" % (command, e, out[:200]))
                continue
            fn = doc["functions"][0]
            check(rc == 0 and fn["name"].encode("utf-8", "surrogateescape") == b'f"n\xff',
                  "%s --json: function name round-trips: %r" % (command, fn["name"]))
            if command == "domtree":
                check(set(fn["idom"]) == {"entry", weird.decode("utf-8", "surrogateescape")},
                      "domtree --json: block name with quote, backslash, newline, 0xFF, UTF-8: %r" % fn["idom"])
            if command == "uniformity":
                vals = [v["name"] for b in fn["blocks"] for v in b["values"]]
                check([v.encode("utf-8", "surrogateescape") for v in vals] == [b"%x\n\xff\xc3\xa9"],
                      "uniformity --json: value names round-trip: %r" % vals)
            check(b"\\udcff" in out and "\\u00e9" not in text and ("\xe9" in text or command in ("cycles", "verify")),
                  "%s --json: 0xFF as \\udcff, valid UTF-8 kept as is" % command)
    finally:
        os.unlink(name)

    # uniformity --simulate: how many claims it checked, or why it could not
    rc, out, err = run("uniformity", "examples/data/ballot.conv", "--simulate", "3")
    check(rc == 0 and "conv: uniformity --simulate @kernel: checked " in err and "in 3 runs: 0 violations" in err,
          "--simulate says how many claims it checked: %r" % err)
    rc, out, err = run("uniformity", "examples/data/ballot.conv", "--simulate", "2", "--threads", "65536",
                       "--max-steps", "10000")
    check(rc == 1 and "[interp.limit] 65536 threads x 10000 max steps = 655360000" in err
          and "2^26 (67108864)" in err and "the interpreter refuses the function" in err and "uniform claims" not in err,
          "--simulate past the limits: exit 1 with the reason: %r" % err)
    name = temp("func @f(%c divergent) {\nentry:\n  %a = token.anchor\n  br h\nh:\n"
                "  call @op() ctrl %a\n  br %c, h, x\nx:\n  ret\n}\n", ".conv")
    try:
        rc, out, err = run("uniformity", name, "--simulate", "2")
        check(rc == 1 and "[token." in err and "the interpreter refuses the function" in err,
              "--simulate of a function the interpreter refuses: exit 1 with the reason: %r" % err)
    finally:
        os.unlink(name)
    # conv simulate past the limits names them (exit 2: the options)
    rc, out, err = run("simulate", "examples/data/ballot.conv", "--threads", "65536", "--max-steps", "10000")
    check(rc == 2 and err.startswith("examples/data/ballot.conv: error: [interp.limit] 65536 threads x 10000 max "
                                     "steps = 655360000: the interpreter allows at most 65536 threads and threads x "
                                     "max steps <= 2^26 (67108864)") and "past the interpreter's limits" in err,
          "simulate past the limits: %r" % err)
    rc, out, err = run("simulate", "examples/data/ballot.conv", "--threads", "70000")
    check(rc == 2 and "[interp.limit] 70000 threads" in err, "simulate --threads 70000: %r" % err)


# The spec's reduction (seed 000): one @subgroupAdd in each arm of a branch
# on %cc with the entry token; %cc is an unflagged argument in @uniform (one
# value for every thread), a thread-id comparison in @divergent. R1/R4: the
# hoist and the merge are legal exactly when %cc is uniform.
QUERY_ARMS = """  br %cc, then, else
then:
  %gains = call @subgroupAdd(%delta) ctrl %entry convergent speculatable collective
  br end
else:
  %losses = call @subgroupAdd(%delta) ctrl %entry convergent speculatable collective
  br end
end:
  %total = phi [%gains, then], [%losses, else]
  store %total, %out
  ret
}
"""
QUERY_TEXT = ("func @uniform(%cc, %delta, %out) convergent kernel {\nentry:\n  %entry = token.entry\n" + QUERY_ARMS +
              "\nfunc @divergent(%tid divergent, %delta, %out) convergent kernel {\nentry:\n  %entry = token.entry\n"
              "  %cc = icmp %tid, %delta\n" + QUERY_ARMS)
JSON_KEYS = {"query", "function", "arguments", "legal", "reason", "message", "blocking"}


def check_query():
    """conv query: exit codes, the verdict line, the JSON shape, --prove,
    and the messages naming what is wrong."""
    name = temp(QUERY_TEXT, ".conv")
    one = temp("func @only(%c divergent, %x, %p) {\nentry:\n  br %c, a, b\na:\n  %y = add %x, 1\n"
               "  store %y, %p\n  br b\nb:\n  ret\n}\ndeclare @ext\n", ".conv")
    try:
        # usage errors: exit 2
        rc, out, err = run("query", name)
        check(rc == 2 and "query needs a query" in err, "query without QUERY: %r" % err)
        rc, out, err = run("query", name, "can-fly", "%gains", "entry")
        check(rc == 2 and "unknown query" in err and "can-fly" in err, "unknown query: %r" % err)
        rc, out, err = run("query", name, "can-hoist", "%gains", "--function", "uniform")
        check(rc == 2 and "can-hoist takes INST BLOCK (1 argument given)" in err, "missing BLOCK: %r" % err)
        rc, out, err = run("query", name, "can-merge", "%gains", "entry", "--function", "uniform")
        check(rc == 2 and "can-merge takes INST INST BLOCK" in err, "can-merge with 2 arguments: %r" % err)
        rc, out, err = run("query", name, "can-cse", "%gains", "%losses", "entry", "--function", "uniform")
        check(rc == 2 and "can-cse takes INST INST (3 arguments given)" in err, "can-cse with 3: %r" % err)
        rc, out, err = run("query", name, "can-hoist", "%gains", "entry", "--prove", "0", "--function", "uniform")
        check(rc == 2 and "expected a positive number" in err, "--prove 0: %r" % err)
        rc, out, err = run("query", name, "can-hoist", "%gains", "entry", "-o", "x.conv")
        check(rc == 2 and "query does not use -o" in err, "query -o: %r" % err)
        # names: the function, the block, the instruction
        rc, out, err = run("query", name, "can-hoist", "%gains", "entry")
        check(rc == 2 and "2 functions with a body (@uniform, @divergent): choose one with --function" in err,
              "ambiguous function: %r" % err)
        rc, out, err = run("query", name, "can-hoist", "%gains", "entry", "--function", "nope")
        check(rc == 2 and "no function 'nope'" in err, "unknown --function: %r" % err)
        rc, out, err = run("query", one, "can-hoist", "%y", "entry", "--function", "ext")
        check(rc == 2 and "@ext is a declaration" in err, "--function names a declaration: %r" % err)
        rc, out, err = run("query", one, "can-hoist", "%y", "entry")
        check(rc == 0 and out.startswith("legal"), "the only function with a body is the default: %r %r" % (out, err))
        rc, out, err = run("query", name, "can-hoist", "%gains", "nowhere", "--function", "uniform")
        check(rc == 2 and "no block 'nowhere' in @uniform" in err, "unknown BLOCK: %r" % err)
        rc, out, err = run("query", name, "can-hoist", "%nothing", "entry", "--function", "uniform")
        check(rc == 2 and "no value '%nothing' in @uniform" in err, "unknown %%value: %r" % err)
        rc, out, err = run("query", name, "can-hoist", "%delta", "entry", "--function", "uniform")
        check(rc == 2 and "'%delta' is an argument of @uniform, not an instruction" in err, "argument: %r" % err)
        rc, out, err = run("query", name, "can-hoist", "then:7", "entry", "--function", "uniform")
        check(rc == 2 and "block 'then' of @uniform has 2 instructions (0..1): no instruction 7" in err,
              "BLOCK:N past the end: %r" % err)
        rc, out, err = run("query", name, "can-hoist", "else2:0", "entry", "--function", "uniform")
        check(rc == 2 and "no block 'else2' in @uniform" in err, "BLOCK:N of an unknown block: %r" % err)
        rc, out, err = run("query", name, "can-hoist", "gains", "entry", "--function", "uniform")
        check(rc == 2 and "write %name or BLOCK:N" in err, "INST neither form: %r" % err)
        rc, out, err = run("query", name, "can-hoist", "then:x", "entry", "--function", "uniform")
        check(rc == 2 and "expected an instruction number" in err, "BLOCK:x: %r" % err)
        # verdicts (R1): exit 0 legal, 1 illegal; one line
        rc, out, err = run("query", name, "can-hoist", "%gains", "entry", "--function", "uniform")
        check(rc == 0 and out.startswith("legal") and out.count("\n") == 1, "uniform hoist: legal: %r" % out)
        rc, out, err = run("query", name, "can-hoist", "%gains", "entry", "--function", "divergent")
        check(rc == 1 and out.startswith("illegal") and "entry" in out and out.count("\n") == 1,
              "divergent hoist: illegal, naming the branch: %r" % out)
        rc, out, err = run("query", name, "can-hoist", "%gains", "entry", "--function", "divergent",
                           "--wave-size", "1")
        check(rc == 0 and out.startswith("legal"), "wave size 1: every branch uniform: %r" % out)
        rc, out, err = run("query", name, "can-hoist", "%gains", "entry", "--function", "uniform",
                           "--arguments", "divergent")
        check(rc == 1, "--arguments divergent makes %%cc divergent: %r" % out)
        # BLOCK:N names the N-th instruction of a block (then:0 is %gains)
        rc, out, err = run("query", name, "can-hoist", "then:0", "entry", "--function", "uniform", "--json")
        j = json.loads(out) if out.startswith("{") else {}
        check(rc == 0 and j.get("reason") == "CONV_LEGAL_UNIFORM" and j.get("arguments") == ["then:0", "entry"],
              "BLOCK:N names an instruction: %r" % out)
        rc, out, err = run("query", name, "can-hoist", "then:0", "entry", "--function", "divergent", "--json")
        j = json.loads(out) if out.startswith("{") else {}
        check(rc == 1 and j.get("blocking") == {"kind": "branch", "name": "entry"}, "then:0 divergent: %r" % out)
        # --json: the shape, the reason code, what decides
        rc, out, err = run("query", name, "can-merge", "%gains", "%losses", "end", "--function", "divergent", "--json")
        j = json.loads(out) if out.startswith("{") else {}
        check(rc == 1 and set(j) == JSON_KEYS and j["query"] == "can-merge" and j["function"] == "divergent"
              and j["arguments"] == ["%gains", "%losses", "end"] and j["legal"] is False
              and j["reason"] == "CONV_LEGAL_DIVERGENT_BRANCH" and j["blocking"] == {"kind": "branch", "name": "entry"}
              and j["message"].startswith("illegal"), "--json of an illegal merge: %r" % out)
        rc, out, err = run("query", name, "can-merge", "%gains", "%losses", "entry", "--function", "uniform", "--json")
        j = json.loads(out) if out.startswith("{") else {}
        check(rc == 0 and set(j) == JSON_KEYS and j["legal"] is True and j["reason"] == "CONV_LEGAL_UNIFORM"
              and j["blocking"] == {"kind": "none", "name": None}, "--json of a legal merge: %r" % out)
        # --prove: confirmed for the legal hoist, a counterexample for the divergent one
        rc, out, err = run("query", name, "can-hoist", "%gains", "entry", "--function", "uniform", "--prove", "4")
        lines = out.splitlines()
        check(rc == 0 and len(lines) == 2 and lines[0].startswith("legal") and lines[1].startswith("confirmed")
              and "4 runs" in lines[1], "--prove of a legal hoist: %r %r" % (out, err))
        rc, out, err = run("query", name, "can-hoist", "%gains", "entry", "--function", "divergent", "--prove", "8")
        lines = out.splitlines()
        check(rc == 1 and len(lines) == 2 and lines[1].startswith("counterexample (seed "),
              "--prove of an illegal hoist shows the difference: %r %r" % (out, err))
        rc, out, err = run("query", name, "can-hoist", "%gains", "entry", "--function", "divergent", "--prove", "8",
                           "--json")
        j = json.loads(out) if out.startswith("{") else {}
        pr = j.get("prove", {})
        check(rc == 1 and set(j) == JSON_KEYS | {"prove"} and pr.get("applied") is True and pr.get("runs", 0) >= 1
              and pr.get("confirmed") is False and pr.get("equivalent") is False
              and set(pr.get("counterexample") or {}) ==
              {"seed", "threads", "wave_size", "anchors", "message"}, "--prove --json: %r" % out)
        rc, out, err = run("query", name, "can-hoist", "%gains", "entry", "--function", "uniform", "--prove", "3",
                           "--json")
        j = json.loads(out) if out.startswith("{") else {}
        check(rc == 0 and j.get("prove") == {"runs": 3, "applied": True, "equivalent": True, "confirmed": True,
                                             "counterexample": None, "provable": True,
                                             "not_applied": None},
              "--prove --json of a legal hoist: %r" % out)
        rc, out, err = run("query", name, "can-hoist", "end:1", "entry", "--function", "uniform", "--prove", "2")
        check(rc == 1 and "not applied" in out, "--prove of a move that breaks SSA: not applied: %r %r" % (out, err))
    finally:
        os.unlink(name)
        os.unlink(one)
    # a function that breaks the static rules of tokens has no answer (exit 2)
    bad = temp("func @f(%c divergent) {\nentry:\n  %a = token.anchor\n  br h\nh:\n  %x = call @op() ctrl %a "
               "convergent\n  br %c, h, x\nx:\n  ret\n}\n", ".conv")
    try:
        rc, out, err = run("query", bad, "can-hoist", "%x", "entry")
        check(rc == 2 and "[token." in err and "breaks the static rules of tokens" in err,
              "query of an invalid function: %r" % err)
    finally:
        os.unlink(bad)


def check_apply():
    """conv apply: the module with the original and the copy, -o, refusals."""
    name = temp(QUERY_TEXT, ".conv")
    out_name = name + ".out.conv"
    try:
        rc, out, err = run("apply", name, "can-merge", "%gains", "%losses", "end", "--function", "uniform")
        check(rc == 0 and "func @uniform(" in out and "func @uniform.merge(" in out and "func @divergent(" in out
              and "note: can-merge says: legal" in err, "apply prints the module with the copy: %r" % err)
        copy = out[out.index("func @uniform.merge("):]
        copy = copy[:copy.index("\n}\n")]
        check("%losses" not in copy and "%gains = call @subgroupAdd" in copy.split("end:")[1],
              "the merged call is in the join, the other one gone: %r" % copy)
        rc, out, err = run("apply", name, "hoist", "%gains", "entry", "--function", "divergent", "-o", out_name)
        check(rc == 0 and out == "" and "note: can-hoist says: illegal" in err, "apply -o, illegal: %r" % err)
        rc, out, err = run("print", out_name)
        copy = out[out.index("func @divergent.hoist("):] if "func @divergent.hoist(" in out else ""
        check(rc == 0 and "%gains = call @subgroupAdd" in copy.split("then:")[0],
              "the written copy reads back, the call in entry: %r %r" % (copy, err))
        rc, out, err = run("apply", name, "can-hoist", "end:1", "entry", "--function", "uniform")
        check(rc == 1 and "[legal.apply]" in err and "not applied" in err and out == "",
              "apply of a move that breaks SSA: exit 1: %r" % err)
        rc, out, err = run("apply", name, "can-hoist", "%gains", "entry", "--function", "uniform", "--json")
        check(rc == 2 and "apply does not use --json" in err, "apply --json: %r" % err)
        rc, out, err = run("apply", name, "can-hoist", "%gains", "entry", "--function", "uniform", "-o",
                           "/nonexistent/dir/x.conv")
        check(rc == 2 and "cannot write" in err, "apply -o into a missing directory: %r" % err)
    finally:
        os.unlink(name)
        if os.path.exists(out_name):
            os.unlink(out_name)


INFER_DATA = os.path.join("tests", "data", "infer.conv")


def check_infer():
    """conv infer-tokens, infer-convergent, callgraph: what the spec's
    procedure gives (R20: the call after the divergent break reads entry, the
    one in the loop the loop's heart), refusals as located warnings and exit
    1, the output reads back and verifies."""
    name = INFER_DATA
    out_name = temp("", ".conv")
    try:
        rc, out, err = run("infer-tokens", name)
        check(rc == 1 and "%r = call @convergent_op(%i) ctrl %conv.entry convergent" in out and
              "%conv.loop.for = token.loop %conv.entry" in out and
              "%b = call @subgroup.ballot(%i) ctrl %conv.loop.for convergent" in out,
              "infer-tokens: entry after the break, the heart in the loop: %r" % out)
        check(":25:1: warning: [infer.irreducible]" in err and "[infer.not-convergent]" in err and
              "%a = call @subgroup.reduce(%x) convergent collective" in out, "the refusals: %r" % err)
        rc, out, err = run("infer-tokens", name, "--make-convergent", "-o", out_name)
        check(rc == 1 and out == "" and "[infer.not-convergent]" not in err, "--make-convergent -o: %r" % err)
        rc, out, err = run("verify", "--json", out_name)
        check(rc == 0 and all(f["valid"] for f in json.loads(out)["functions"]), "the output verifies: %r" % out)
        rc, out, err = run("print", out_name)
        check(rc == 0 and "func @kernel(%x) convergent {" in out and "ctrl %conv.entry" in out.split("@kernel")[1],
              "the kernel, made convergent, reads entry: %r" % out)
        rc, out, err = run("infer-tokens", "examples/data/break_loop.conv")
        check(rc == 0 and "%r = call @convergent_op(%v) ctrl %conv.entry" in out.split("func @maximal")[1] and
              "%conv" not in out.split("func @maximal")[0], "break_loop.conv: @example left as it is: %r" % out)
        rc, out, err = run("infer-tokens", name, "--every-loop", "--json")
        check(rc == 2 and "infer-tokens does not use --json" in err, "infer-tokens --json: %r" % err)
        rc, out, err = run("infer-convergent", "examples/data/reduction.conv")
        rc2, again, _ = run("print", "examples/data/reduction.conv")
        check(rc == 0 and rc2 == 0 and out == again and err == "",
              "infer-convergent: nothing to drop where every function needs convergent: %r" % err)
        anchors = open(os.path.join(ROOT, "examples", "data", "anchor.conv"), encoding="utf-8").read()
        anchors = anchors.replace("func @reserveSpaceInBuffer(%bufferAllocationCount) {",
                                  "func @reserveSpaceInBuffer(%bufferAllocationCount) convergent {")
        rc, out, err = run("infer-convergent", "-", stdin=anchors)
        check(rc == 0 and "func @reserveSpaceInBuffer(%bufferAllocationCount) {" in out and
              "note: [infer.noconvergent]" in err, "anchors only: convergent dropped (R21): %r %r" % (out[:200], err))
        rc, out, err = run("callgraph", "-", stdin=anchors)
        check(rc == 0 and out.startswith("@reserveSpaceInBuffer: scc 0, convergent, needs no convergent "
                                         "(CONV_NEED_NONE)"), "callgraph: %r" % out)
        rc, out, err = run("callgraph", name)
        check(rc == 0 and "@maximal: scc 0, convergent, needs it (CONV_NEED_OPERATION at %r)" in out,
              "callgraph names the deciding operation: %r" % out)
        # LLVM IR in, LLVM IR out: the text with only the edits, which
        # opt-19 accepts
        rc, out, err = run("infer-tokens", data("infer_calls.ll"), "--make-convergent", "-o", out_name)
        src = open(os.path.join(ROOT, data("infer_calls.ll")), encoding="utf-8").read().splitlines()
        got = open(out_name, encoding="utf-8").read().splitlines()
        check(rc == 0 and out == "" and len(got) == len(src) + 1 and got[:9] == src[:9] and got[-5:] == src[-5:] and
              '  call void @f(i32 %x) convergent [ "convergencectrl"(token %conv.entry) ], !dbg !5' in got and
              "                         ptr %p) convergent {" in got,
              "infer-tokens of LLVM IR: %r %r" % (err, got))
        if shutil.which("opt-19"):
            p = subprocess.run(["opt-19", "-passes=verify", "-disable-output", out_name], capture_output=True,
                               text=True)
            check(p.returncode == 0, "opt-19 accepts infer-tokens' LLVM IR: %s" % p.stderr)
        rc, out, err = run("infer-tokens", "examples/data/loop.ll")
        check(rc == 1 and out == open(os.path.join(ROOT, "examples", "data", "loop.ll")).read() and
              "[infer.not-convergent]" in err, "a refused kernel: the input unchanged: %r" % err)
    finally:
        os.unlink(out_name)


if __name__ == "__main__":
    sys.exit(main())
