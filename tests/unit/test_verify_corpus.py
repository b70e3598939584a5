#!/usr/bin/env python3
"""conv verify on the corpus in tests/verify/ (a valid and a broken function
for every static rule, the spec's examples, LLVM's own verifier tests):
every file listed in tests/verify/expected.tsv must get the verdict and the
rule code written there. The same table records opt-19's verdict; the files
where conv and opt-19 disagree are listed (each has its reason in the note
column; docs/tokens.md explains the differences). Ends with
'N passed, N failed'."""
import csv
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CONV = os.path.join(ROOT, "build", "conv")
DIR = os.path.join(ROOT, "tests", "verify")


def main():
    passed = failed = 0
    differ = []
    with open(os.path.join(DIR, "expected.tsv")) as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    for row in rows:
        path = os.path.join(DIR, row["file"])
        p = subprocess.run([CONV, "verify", path], capture_output=True, text=True)
        out = p.stdout + p.stderr
        want = row["rule"]
        if want == "valid":
            ok = p.returncode == 0 and out.strip() == ""
        else:
            ok = p.returncode in (1, 2) and ("[%s]" % want) in out
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL %s: expected %s, conv exit %d: %s" % (row["file"], want, p.returncode, out.strip()[:300]))
        conv_accepts = p.returncode == 0
        opt_accepts = row.get("opt19_verdict") == "accept"
        if row.get("opt19_verdict") in ("accept", "reject") and conv_accepts != opt_accepts:
            differ.append("%s: conv %s, opt-19 %s (%s)" % (row["file"], "accepts" if conv_accepts else "rejects",
                                                             row["opt19_verdict"] + "s", row.get("note", "")[:160]))
    if differ:
        print("conv and opt-19 differ on %d files (documented in the note column):" % len(differ))
        for d in differ:
            print("  " + d)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
