#!/usr/bin/python3
"""Builds tests/verify/expected.tsv (and opt19/*.txt, and the generated .conv
twins) from the corpus files' header comments, opt-19 and tests/differential/ref_verify.py.

Every corpus file starts with comment lines:
    ; expect: token.<code> | valid     the code conv verify must report
    ; also: token.a,token.b            other codes the spec says are broken
    ; source: ...                      where the example comes from
    ; note: ...                        (continued on lines starting ';   ')
    ; opt19: n/a                       (.conv files with no .ll twin only)

For every .ll file this script
  * runs `opt-19 -passes=verify -disable-output F.ll` and stores its whole
    stderr in opt19/F.txt (the file's directory stripped from paths);
  * runs the reference verifier (tests/differential/ref_verify.py) and checks that the
    codes it reports are exactly {expect} + also (nothing for `valid`);
  * with --conv, (re)writes F.conv = header + `build/conv print F.ll` when
    conv can read the file (an existing .conv without the line
    "; generated from" is hand-written and left alone).
Then it writes expected.tsv: file, rule, opt19_verdict, opt19_message,
note.  The note starts with "DIFF(...)" when opt-19's verdict differs from
the expected one.

    make_expected.py [--conv] [--check]
--check: do not write anything; exit 1 if expected.tsv or opt19/*.txt would
change or the reference disagrees with a header.
"""

import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.dirname(HERE)
ROOT = os.path.dirname(TESTS)
sys.path.insert(0, os.path.join(TESTS, "differential"))

import ref_verify  # noqa: E402

OPT = "opt-19"
CONV = os.path.join(ROOT, "build", "conv")


def header(path):
    h = {"expect": None, "also": [], "source": "", "note": "", "opt19": None}
    last = None
    with open(path) as fh:
        for line in fh:
            if not line.startswith(";"):
                break
            m = re.match(r";\s(expect|also|source|note|opt19):\s?(.*)$",
                         line.rstrip("\n"))
            if m:
                k, v = m.group(1), m.group(2).strip()
                if k == "also":
                    h["also"] = [x for x in v.split(",") if x]
                else:
                    h[k] = v
                last = k
            elif line.startswith(";   ") and last in ("note", "source"):
                h[last] += " " + line[4:].strip()
    return h


def run_opt(path):
    p = subprocess.run([OPT, "-passes=verify", "-disable-output", path],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    err = p.stderr.replace(os.path.dirname(os.path.abspath(path)) + "/", "")
    err = err.replace(os.path.abspath(path), os.path.basename(path))
    return ("accept" if p.returncode == 0 else "reject"), err


def first_line(err):
    for line in err.splitlines():
        if line.strip():
            return line.strip()
    return ""


def ref_codes(path):
    with open(path) as fh:
        funcs = ref_verify.read_ll(fh.read())
    codes = set()
    for f in funcs:
        codes |= set(ref_verify.codes_of(ref_verify.verify_function(f)))
    return sorted(codes)


def note_text(h, verdict, twin=None):
    parts = []
    exp_valid = h["expect"] == "valid"
    if verdict == "reject" and exp_valid:
        parts.append("DIFF(opt-19 rejects, expected valid)")
    elif verdict == "accept" and not exp_valid:
        parts.append("DIFF(opt-19 accepts, expected %s)" % h["expect"])
    if twin:
        parts.append("native form of %s (build/conv print)" % twin)
    if h["also"]:
        parts.append("also: " + ",".join(h["also"]))
    if h["note"]:
        parts.append(h["note"])
    if h["source"]:
        parts.append("source: " + h["source"])
    return "; ".join(parts).replace("\t", " ")


def conv_print(path):
    if not os.path.exists(CONV):
        return None
    p = subprocess.run([CONV, "print", path], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    return p.stdout if p.returncode == 0 else None


def main(argv):
    check = "--check" in argv
    want_conv = "--conv" in argv and not check
    files = sorted(os.listdir(HERE))
    lls = [f for f in files if f.endswith(".ll")]
    rows = []
    problems = []
    opt_out = {}
    for f in lls:
        path = os.path.join(HERE, f)
        h = header(path)
        if not h["expect"]:
            problems.append("%s: no '; expect:' line" % f)
            continue
        verdict, err = run_opt(path)
        opt_out[f[:-3] + ".txt"] = err
        want = set(h["also"]) | ({h["expect"]} - {"valid"})
        got = set(ref_codes(path))
        if want != got:
            problems.append("%s: reference says %s, header says %s"
                            % (f, sorted(got) or "valid",
                               sorted(want) or "valid"))
        rows.append((f, h["expect"], verdict, first_line(err),
                     note_text(h, verdict)))
        cpath = path[:-3] + ".conv"
        if want_conv:
            hand = (os.path.exists(cpath) and
                    "; generated from" not in open(cpath).read(4000))
            if not hand:
                text = conv_print(path)
                if text is not None:
                    with open(path) as fh:
                        hdr = [ln for ln in fh.read().splitlines()
                               if ln.startswith(";")]
                        hdr = hdr[:next((i for i, ln in enumerate(hdr)
                                         if not ln.startswith((
                                             "; expect", "; also",
                                             "; source", "; note",
                                             ";   "))), len(hdr))]
                    with open(cpath, "w") as fh:
                        fh.write("\n".join(hdr) + "\n; generated from %s by "
                                 "build/conv print\n" % f + text)
                elif os.path.exists(cpath):
                    os.remove(cpath)
    for f in sorted(os.listdir(HERE)):
        if not f.endswith(".conv"):
            continue
        path = os.path.join(HERE, f)
        h = header(path)
        twin = f[:-5] + ".ll"
        text = open(path).read(4000)
        if "; generated from" in text and twin in lls:
            r = next(r for r in rows if r[0] == twin)
            rows.append((f, h["expect"], r[2], r[3],
                         note_text(h, r[2], twin)))
        else:
            if h["opt19"] is None:
                problems.append("%s: hand-written .conv needs '; opt19:'" % f)
            rows.append((f, h["expect"], h["opt19"] or "n/a", "",
                         note_text(h, None)))
    rows.sort()
    tsv = "file\trule\topt19_verdict\topt19_message\tnote\n" + "".join(
        "\t".join(r) + "\n" for r in rows)
    tpath = os.path.join(HERE, "expected.tsv")
    odir = os.path.join(HERE, "opt19")
    if check:
        old = open(tpath).read() if os.path.exists(tpath) else ""
        if old != tsv:
            problems.append("expected.tsv is out of date")
        for name, err in opt_out.items():
            p = os.path.join(odir, name)
            if not os.path.exists(p) or open(p).read() != err:
                problems.append("opt19/%s is out of date" % name)
    else:
        with open(tpath, "w") as fh:
            fh.write(tsv)
        os.makedirs(odir, exist_ok=True)
        for name, err in opt_out.items():
            with open(os.path.join(odir, name), "w") as fh:
                fh.write(err)
    for p in problems:
        print("PROBLEM:", p)
    nv = sum(1 for r in rows if r[1] == "valid")
    nd = sum(1 for r in rows if r[4].startswith("DIFF"))
    print("%d rows (%d valid, %d invalid), %d with DIFF, %d problems"
          % (len(rows), nv, len(rows) - nv, nd, len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
