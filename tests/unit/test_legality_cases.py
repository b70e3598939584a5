#!/usr/bin/env python3
"""Hand-checked legality cases (issue 21): tests/legality/*.{conv,ll}.

Each case file holds the functions and, in comment lines, the questions
and the answers the documents give (seed 000_*, i.e. ConvergentOperations
.rst, seed 004_*, ../shared/LEGALITY.md R1-R5, R13, R14, R22, R23, and the
contract in conv.h's legality section); the answers were worked out from
those texts, never copied from conv's output. A case is three lines:

  ; R1: why, citing the rule            (required: the comment line right
                                          before QUERY, not a directive)
  ; QUERY: can-hoist %x entry [--function f] [--wave-size N] [...]
  ; EXPECT: legal|illegal [REASON[|REASON...]] [blocking KIND NAME]
  ; PROVE: counterexample                (optional, illegal cases only)
  ; PROVE: not-proved | vouched          (optional, legal cases only)

QUERY is what follows `conv query FILE`. EXPECT gives the verdict, and
optionally the reason codes allowed (CONV_LEGAL_*; several when the
documents do not single one out) and what decides it (KIND one of none,
branch, value, cycle, block; NAME a block, %value, BLOCK:N or a cycle's
header). For each case the runner checks:

  * `conv query FILE QUERY --json`: the exit status (0 legal, 1 illegal),
    the JSON's shape and its legal, reason and blocking fields;
  * for an expected-legal case, `conv query FILE QUERY --prove 8`: exit 0
    and a line starting with `confirmed` (the transformation, performed on
    a copy, agrees with the original under the interpreter in 8 runs);
  * with `PROVE: counterexample`, the same command: exit 1 and a line
    starting with `counterexample` (the interpreter shows the difference).
  * with `PROVE: not-proved` (a runtime unrolling of a loop conv builds no
    remainder for: not a counted LLVM loop), the same command: exit 0 and
    a line starting with `not proved`; with `PROVE: vouched` (a verdict
    that rests on a trip count the query vouches for with --trip-count,
    which the interpreter's loop does not run), no proof.
    Queries without an edit of their own (can-change-exit) are not proved.

The last line printed is `N passed, N failed`; exit 1 on a failure.

    /usr/bin/python3 tests/unit/test_legality_cases.py [FILE...]
    CONV=build/asan/conv /usr/bin/python3 tests/unit/test_legality_cases.py
"""
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CONV = os.path.join(ROOT, os.environ.get("CONV", os.path.join("build", "conv")))
CASES = os.path.join(ROOT, "tests", "legality")
PROVE_RUNS = "8"
# queries whose edit is the caller's (conv has no apply to prove them with),
# and inlining (the interpreter does not enter calls, so a call and its
# inlined body cannot be compared: tests/soundness/test_inline.c compares
# the cases of R18 with plain inlining instead)
NO_EDIT = ("can-change-exit", "can-inline")

DIRECTIVE = re.compile(r"^\s*;\s*(QUERY|EXPECT|PROVE)\s*:\s*(.*?)\s*$")
# The reason codes, from conv.h's CONV_LEGAL_REASON_LIST: a code is legal
# when its text starts with "legal".
REASON_RE = re.compile(r'X\((CONV_LEGAL_[A-Z_]+),\s*"(legal|illegal)\b')
with open(os.path.join(ROOT, "conv.h"), encoding="utf-8") as _h:
    _reasons = REASON_RE.findall(_h.read())
ALL_REASONS = set(code for code, _ in _reasons)
LEGAL_REASONS = set(code for code, kind in _reasons if kind == "legal")
KINDS = ("none", "branch", "value", "cycle", "block")

passed = 0
failed = 0


def check(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL:", what)
    return cond


def well_formed(cond, what):
    """A rule of the case files: a failure when broken, no pass otherwise."""
    global failed
    if not cond:
        failed += 1
        print("FAIL:", what)
    return cond


class Case:
    def __init__(self, path, line, why, query):
        self.path, self.line, self.why, self.query = path, line, why, query
        self.legal = None
        self.reasons = []
        self.blocking = None
        self.prove = None

    def label(self):
        return "%s:%d: %s" % (os.path.relpath(self.path, ROOT), self.line, " ".join(self.query))


def parse_expect(case, text):
    """legal|illegal [R1|R2] [blocking KIND NAME]; a malformed line is a
    failure of the file, not of the tool."""
    words = text.split()
    if not words or words[0] not in ("legal", "illegal"):
        return "EXPECT must start with legal or illegal"
    case.legal = words[0] == "legal"
    rest = words[1:]
    if rest and rest[0] != "blocking":
        case.reasons = rest[0].split("|")
        rest = rest[1:]
        allowed = LEGAL_REASONS if case.legal else ALL_REASONS - LEGAL_REASONS
        bad = [r for r in case.reasons if r not in allowed]
        if bad:
            return "reason %s does not fit %s" % (", ".join(bad), words[0])
    if rest:
        if len(rest) != 3 or rest[0] != "blocking" or rest[1] not in KINDS:
            return "expected `blocking KIND NAME` with KIND one of %s" % ", ".join(KINDS)
        case.blocking = (rest[1], rest[2])
    return None


def read_cases(path):
    """The cases of one file; malformed directives count as failures."""
    cases = []
    lines = open(path, encoding="utf-8").read().split("\n")
    current = None
    for i, text in enumerate(lines, 1):
        m = DIRECTIVE.match(text)
        if not m:
            continue
        kind, body = m.group(1), m.group(2)
        where = "%s:%d" % (os.path.relpath(path, ROOT), i)
        if kind == "QUERY":
            prev = lines[i - 2] if i >= 2 else ""
            why = prev.strip().lstrip(";").strip()
            ok = prev.strip().startswith(";") and why and not DIRECTIVE.match(prev)
            well_formed(ok, "%s: a QUERY needs a justification comment (citing the rule) on the line before" % where)
            current = Case(path, i, why, body.split())
            cases.append(current)
        elif current is None:
            well_formed(False, "%s: %s before any QUERY" % (where, kind))
        elif kind == "EXPECT":
            if current.legal is not None:
                well_formed(False, "%s: a second EXPECT for one QUERY" % where)
                continue
            err = parse_expect(current, body)
            well_formed(err is None, "%s: %s" % (where, err))
        elif kind == "PROVE":
            ok = (body == "counterexample" and current.legal is False) or \
                 (body in ("not-proved", "vouched") and current.legal is True)
            well_formed(ok, "%s: PROVE takes `counterexample` after an EXPECT: illegal, `not-proved` or `vouched` "
                            "after an EXPECT: legal" % where)
            current.prove = body if ok else None
    for c in cases:
        well_formed(c.legal is not None, "%s: QUERY without EXPECT" % c.label())
    return [c for c in cases if c.legal is not None]


def run(args):
    p = subprocess.run([CONV] + args, capture_output=True, text=True, cwd=ROOT)
    return p.returncode, p.stdout, p.stderr


def check_case(case):
    rel = os.path.relpath(case.path, ROOT)
    want = "legal" if case.legal else "illegal"
    rc, out, err = run(["query", rel] + case.query + ["--json"])
    try:
        j = json.loads(out)
    except ValueError:
        check(False, "%s: --json printed no JSON (exit %d): %r %r" % (case.label(), rc, out, err.strip()))
        return
    shape = (isinstance(j, dict) and isinstance(j.get("legal"), bool) and isinstance(j.get("reason"), str)
             and isinstance(j.get("message"), str) and isinstance(j.get("blocking"), dict)
             and j["blocking"].get("kind") in KINDS and j.get("query") == case.query[0])
    if not check(shape, "%s: JSON shape: %r" % (case.label(), j)):
        return
    got = "legal" if j["legal"] else "illegal"
    blocking = (j["blocking"]["kind"], j["blocking"]["name"])
    summary = "%s %s (%s %s): %s" % (got, j["reason"], blocking[0], blocking[1], j["message"])
    check(got == want and rc == (0 if case.legal else 1),
          "%s: expected %s, got %s [exit %d]  -- %s" % (case.label(), want, summary, rc, case.why))
    if case.reasons:
        check(j["reason"] in case.reasons, "%s: expected reason %s, got %s  -- %s"
              % (case.label(), "|".join(case.reasons), summary, case.why))
    if case.blocking:
        check(blocking == case.blocking, "%s: expected blocking %s %s, got %s" % (case.label(), case.blocking[0],
                                                                                  case.blocking[1], summary))
    check(j["message"].startswith(got + ":") or j["message"].startswith(got + ","),
          "%s: the message starts with the verdict: %r" % (case.label(), j["message"]))
    if (case.legal or case.prove) and case.query[0] not in NO_EDIT and case.prove != "vouched":
        rc, out, err = run(["query", rel] + case.query + ["--prove", PROVE_RUNS])
        lines = out.splitlines()
        if case.prove == "not-proved":
            check(rc == 0 and any(l.startswith("not proved") for l in lines),
                  "%s: --prove %s: expected not proved, got exit %d: %r %r"
                  % (case.label(), PROVE_RUNS, rc, out.strip(), err.strip()))
        elif case.legal:
            check(rc == 0 and any(l.startswith("confirmed") for l in lines),
                  "%s: --prove %s: expected confirmed, got exit %d: %r %r"
                  % (case.label(), PROVE_RUNS, rc, out.strip(), err.strip()))
        else:
            check(rc == 1 and any(l.startswith("counterexample") for l in lines),
                  "%s: --prove %s: expected a counterexample, got exit %d: %r %r"
                  % (case.label(), PROVE_RUNS, rc, out.strip(), err.strip()))


def main(argv):
    if not os.path.exists(CONV):
        print("SKIP: %s is missing (run make)" % CONV)
        print("0 passed, 1 failed")
        return 1
    files = argv or sorted(glob.glob(os.path.join(CASES, "*.conv")) + glob.glob(os.path.join(CASES, "*.ll")))
    count = 0
    for path in files:
        for case in read_cases(os.path.abspath(path)):
            check_case(case)
            count += 1
    check(count > 0, "no cases found")
    print("%d cases in %d files" % (count, len(files)))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
