#!/usr/bin/python3
"""`conv lint` over the repository's corpora, findings sorted by cause.

The corpora of docs/uniformity.md "Lint" ("On the corpora"): every `.ll`
under tests/realworld, every `.ll`, `.conv` and `.spvasm` of
examples/data, and the Vulkan shaders of tests/vulkan/shaders as
`make build/vulkan/NAME.spv` compiles them (glslc --target-env=vulkan1.1
without -O; glslangValidator for HLSL). Each finding is put in a class by
the divergence source at the end of its chain of reasons, read from the
file's own text (a call's callee, demangled for OpenCL's work-item
functions; a load from private memory: an alloca or a SPIR-V Function
variable; another load; an argument), so the before/after of a change to
the target tables can be counted. A measurement, not a test: it asserts
nothing.

    /usr/bin/python3 tests/realworld/lint_corpus.py            # counts per class
    /usr/bin/python3 tests/realworld/lint_corpus.py --list     # every finding
    CONV=build/asan/conv /usr/bin/python3 tests/realworld/lint_corpus.py
"""
import collections
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CONV = os.environ.get("CONV", os.path.join(ROOT, "build", "conv"))


def corpus():
    files = sorted(glob.glob(os.path.join(ROOT, "tests", "realworld", "**", "*.ll"), recursive=True))
    for ext in ("ll", "conv", "spvasm"):
        files += sorted(glob.glob(os.path.join(ROOT, "examples", "data", "*." + ext)))
    shaders = sorted(glob.glob(os.path.join(ROOT, "tests", "vulkan", "shaders", "*.*")))
    spvs = ["build/vulkan/%s.spv" % os.path.splitext(os.path.basename(s))[0] for s in shaders]
    if spvs:
        subprocess.run(["make", "--no-print-directory", "-s"] + spvs, cwd=ROOT, check=True)
    return files + [os.path.join(ROOT, s) for s in spvs]


def definitions(path):
    """{(function, value name): defining text} of the file, in the file's
    own syntax (spirv-dis --raw-id for SPIR-V binaries)."""
    if path.endswith(".spv"):
        text = subprocess.run(["spirv-dis", "--raw-id", path], capture_output=True, text=True).stdout
    else:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    defs = {}
    fn = None
    for line in text.splitlines():
        m = re.match(r'\s*(?:define|func)\b[^@]*@("[^"]+"|[-\w$.]+)\s*\(', line)
        if m:
            fn = m.group(1).strip('"')
            # arguments: name -> "argument"
            for a in re.findall(r'%([-\w$.]+)\s*[,)]', line.split("(", 1)[1]):
                defs[(fn, a)] = "argument"
            continue
        m = re.match(r'\s*%([-\w$.]+)\s*=\s*(.*)$', line)
        if m:
            defs[(fn, m.group(1))] = m.group(2)
            if path.endswith((".spv", ".spvasm")):
                defs[(None, m.group(1))] = m.group(2)
    return defs


def classify(defs, function, name, seen=0):
    """The class of source `name` of `function`."""
    text = defs.get((function, name)) or defs.get((None, name))
    if text is None:
        return "unknown %" + name
    if text == "argument":
        return "argument"
    m = re.search(r'\bcall\b[^@]*@([-\w$.]+)', text)
    if m:
        callee = m.group(1)
        d = re.match(r'_Z\d+(\w+?)[jv]$', callee)
        return "call " + (d.group(1) if d else re.sub(r'\.(i|v\d+i|f)\d+$', '', callee))
    # the address: LLVM's first %operand, SPIR-V's second (after the type)
    m = re.match(r'(?:load\b.*?|OpLoad\s+%[-\w$.]+\s+)%([-\w$.]+)', text)
    if m and seen < 8:
        addr = defs.get((function, m.group(1))) or defs.get((None, m.group(1))) or ""
        if addr.startswith("alloca") or "OpVariable" in addr and "Function" in addr:
            return "load from private memory"
        if re.match(r'(getelementptr|OpAccessChain|OpInBoundsAccessChain)\b', addr):
            base = re.findall(r'%([-\w$.]+)', addr)
            if base:
                inner = defs.get((function, base[0])) or defs.get((None, base[0])) or ""
                if inner.startswith("alloca") or "OpVariable" in inner and "Function" in inner:
                    return "load from private memory"
        return "load"
    return re.match(r'[\w.]+', text).group(0) if re.match(r'[\w.]+', text) else text[:30]


def main():
    listing = "--list" in sys.argv[1:]
    per_class = collections.Counter()
    per_code = collections.Counter()
    files_with = 0
    files = corpus()
    for path in files:
        p = subprocess.run([CONV, "lint", path, "--json"], capture_output=True, text=True)
        if p.returncode not in (0, 1):
            print("%s: conv lint exit %d: %s" % (path, p.returncode, p.stderr.strip()[:200]))
            continue
        found = json.loads(p.stdout)["diagnostics"]
        files_with += bool(found)
        defs = definitions(path) if found else {}
        for d in found:
            last = d["reasons"][-1] if d["reasons"] else ""
            m = re.match(r'%([-\w$.]+) is .*: (a divergence source|a source|a divergent argument|.*source.*)', last)
            cls = classify(defs, d["function"], m.group(1)) if m else "cause " + d["cause"]
            per_class[(cls, d["code"])] += 1
            per_code[d["code"]] += 1
            if listing:
                print("%s:%d: %s @%s [%s]: %s" % (os.path.relpath(path, ROOT), d["line"], d["code"], d["function"],
                                                d["cause"], cls))
    total = sum(per_class.values())
    print("%d findings in %d of %d files" % (total, files_with, len(files)))
    for (cls, code), n in per_class.most_common():
        print("  %4d  %-16s %s" % (n, code, cls))
    for code, n in sorted(per_code.items()):
        print("  %4d  %s" % (n, code))


if __name__ == "__main__":
    main()
