#!/usr/bin/env python3
"""`conv inline` on every call of a function defined in the same file,
in every LLVM IR file of the repository's corpora (tests/realworld: LLVM's
AMDGPU/NVPTX tests, CUDA, HIP and OpenCL kernels by clang-19, logical
SPIR-V with clang's entry and loop tokens among them; tests/uniformity;
tests/legality; tests/data; examples/data), with --make-convergent. For each call:

* the command inlines it (exit 0), or refuses with the verdict as a note
  (exit 1: an invoke, an inference R20 refuses), or says that the edit
  cannot be written as LLVM IR (exit 2, [write.unsupported-edit]: a call
  through a cast of another function type, which LLVM's inliner refuses
  too);
* where opt-19 accepts the input (`opt-19 -passes=verify`, the
  convergence-token verifier included) it accepts the output;
* conv reads the output back, and the inlined caller is the function
  `conv inline` makes of the native form of the same module (`conv print`
  of the input, inlined), line for line once both are sorted (LLVM text
  puts the callee's blocks after the call's block, conv after the
  caller's) and integer operands of ordinary operations left out (the
  LLVM reader keeps constants as operands of calls and phis only, so an
  argument that is a constant reads back without them), and the phi of a
  callee that never returns read as the frozen poison it is written as:
  the graph written is the graph inlined.

Ends with 'N passed, N failed'.

    /usr/bin/python3 tests/unit/test_inline_corpus.py     # build/conv"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
import difftool  # noqa: E402
CONV = os.path.join(ROOT, os.environ.get("CONV", os.path.join("build", "conv")))
CORPORA = ["tests/realworld", "tests/uniformity", "tests/legality", "tests/data", "examples/data"]
OPT = shutil.which("opt-19")
T = difftool.Tally()
check = T.check
CALL = re.compile(r'^  (?:(%[-\w.$]+) = )?(?:call|invoke) @([-\w.$]+)\(')


def run(*args, stdin=None):
    p = subprocess.run([CONV] + list(args), capture_output=True, text=True, cwd=ROOT, input=stdin,
                       errors="surrogateescape")
    return p.returncode, p.stdout, p.stderr


def functions(native):
    """The functions of a module in the native format: name -> its lines."""
    result, cur = {}, None
    for line in native.split("\n"):
        m = re.match(r'func @([-\w.$]+)\(', line)
        if m:
            cur = m.group(1)
            result[cur] = [line]
        elif cur is not None:
            result[cur].append(line)
            if line == "}":
                cur = None
    return result


def call_sites(native):
    """(caller, CALL, callee) for every call of a function with a body:
    CALL as `conv inline` takes it (%name, else BLOCK:N)."""
    fns = functions(native)
    sites = []
    for caller, lines in fns.items():
        block, index = None, 0
        for line in lines[1:-1]:
            if not line.startswith("  "):
                block, index = line[:-1], 0
                continue
            m = CALL.match(line)
            if m and m.group(2) in fns and re.match(r'^[-\w.$]+$', block or ""):
                sites.append((caller, m.group(1) or "%s:%d" % (block, index), m.group(2)))
            index += 1
    return sites


INT = re.compile(r"^-?\d+$")


def normalized(line):
    """A line of a function without the integer operands of its ordinary
    operations: the LLVM reader keeps a constant as an operand of a call
    or phi, not of an ordinary operation (docs/text-format.md 2.5), so an
    argument that is a constant, copied into the callee's text, reads back
    without it while the native inlining keeps it."""
    m = re.match(r"^(  (?:%\S+ = )?)([^\s%\[]\S*)(.*)$", line)
    if m and m.group(2) == "phi" and m.group(3).strip() == "":
        return m.group(1) + "freeze"  # a callee that never returns: written as a frozen poison
    if not m or m.group(2) in ("call", "invoke", "phi", "br", "switch", "ret"):
        return line
    items = [o.strip() for o in m.group(3).split(",")]
    flags = []
    if items and items[-1]:
        last = items[-1].split()
        items[-1], flags = last[0], last[1:]
    kept = [o for o in items if o and not INT.match(o)]
    return m.group(1) + m.group(2) + (" " + ", ".join(kept) if kept else "") + "".join(" " + f for f in flags)


def opt_accepts(path):
    p = subprocess.run([OPT, "-passes=verify", "-disable-output", path], capture_output=True, text=True)
    return p.returncode == 0, p.stderr


def check_file(path, tmp, counts):
    rel = os.path.relpath(path, ROOT)
    rc, native, err = run("print", rel)
    if rc != 0:
        return
    sites = call_sites(native)
    if not sites:
        return
    native_path = os.path.join(tmp, "module.conv")
    with open(native_path, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(native)
    accepted = OPT is not None and opt_accepts(path)[0]
    out_path = os.path.join(tmp, "out.ll")
    for caller, call, callee in sites:
        what = "%s: inline %s of @%s (@%s)" % (rel, call, caller, callee)
        rc, out, err = run("inline", rel, caller, call, "--make-convergent")
        if rc == 1:
            counts["refused"] += 1
            check(out == "" and err.startswith("conv: note: inline ") and "illegal:" in err, "%s: %r" % (what, err))
            continue
        if rc == 2 and "[write.unsupported-edit]" in err:
            counts["unwritable"] += 1
            check("a call through a cast" in err, "%s: unwritable: %r" % (what, err))
            continue
        if not check(rc == 0 and out != "", "%s: exit %d: %r" % (what, rc, err[-400:])):
            continue
        counts["inlined"] += 1
        with open(out_path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(out)
        if accepted:
            ok, why = opt_accepts(out_path)
            counts["opt"] += 1
            check(ok, "%s: opt-19 rejects the output: %s" % (what, why[:400]))
        # conv reads it back as the graph it inlined
        rc_b, back, err_b = run("print", out_path)
        rc_n, inlined, err_n = run("inline", native_path, caller, call, "--make-convergent")
        if check(rc_b == 0 and rc_n == 0, "%s: read back %d, native %d: %r" % (what, rc_b, rc_n, (err_b + err_n)[:300])):
            got = sorted(normalized(l) for l in functions(back).get(caller, []))
            want = sorted(normalized(l) for l in functions(inlined).get(caller, []))
            counts["same"] += got == want
            check(got == want, "%s: read back, another graph: %s" %
                  (what, [l for l in got if l not in want][:3] + ["<>"] + [l for l in want if l not in got][:3]))


def main():
    if not os.path.exists(CONV):
        print("SKIP: %s is missing (run make)" % CONV)
        print("0 passed, 1 failed")
        return 1
    files = sorted(set(p for c in CORPORA for p in glob.glob(os.path.join(ROOT, c, "**", "*.ll"), recursive=True)))
    counts = {"inlined": 0, "refused": 0, "unwritable": 0, "opt": 0, "same": 0}
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            check_file(path, tmp, counts)
    print("%d .ll files: %d calls inlined (%d verified by opt-19, %d read back as the native inlining), %d refused, "
          "%d not writable as LLVM IR (calls through casts)" % (len(files), counts["inlined"], counts["opt"],
                                                                counts["same"], counts["refused"], counts["unwritable"]))
    check(counts["inlined"] > 300, "the corpora hold over 300 calls of their own functions")
    if OPT is None:
        print("note: opt-19 is not installed: its verdicts were not checked")
    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
