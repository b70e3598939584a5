#!/usr/bin/env python3
"""Tests of the conv command-line tool: usage errors, exit codes, located
diagnostics, JSON output checked against trees worked out by hand, and
print/parse round trips. Ends with 'N passed, N failed'."""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONV = os.path.join(ROOT, "build", "conv")
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
    p = subprocess.run([CONV] + list(args), capture_output=True, text=True, cwd=ROOT)
    return p.returncode, p.stdout, p.stderr


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


if __name__ == "__main__":
    sys.exit(main())
