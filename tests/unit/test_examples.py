#!/usr/bin/env python3
"""The examples a user copies, and the code the documentation shows.

* Every C program of examples/ (examples/*.c but the conv tool, and
  examples/toy_compiler/*.c) compiles with the strict flags of the Makefile
  (WARN) and runs from the repository root with its default arguments,
  exit status 0.
* Their outputs say what was checked by hand against the spec (the toy
  compiler's verdicts, the other examples' answers); the Python toy
  compiler prints exactly what the C one prints.
* Every ```c and ```python block of README.md and docs/*.md appears
  verbatim (up to a uniform indentation) in a file under examples/, unless
  the line before the block is an HTML comment `<!-- fragment: WHY -->`.
  docs/api.md is exempt: its blocks are conv.h's declarations, generated
  and checked by tests/unit/test_api_docs.py.
* The output blocks of docs/tutorial.md are the toy compiler's output.
* docs/llvm.md's table: conv's verdicts on examples/data/llvm19_passes.ll,
  and, when opt-19 is installed, what each LLVM 19 pass does to it.
* docs/guide.md: every `$ COMMAND` line of its ```text blocks, run by bash
  from the repository root, prints the lines shown under it; every file of
  examples/data/ it names passes `conv verify`; its pictures are what
  `make guide-svg` makes (regenerated into a temporary directory and
  compared, when Graphviz's dot is installed), and every picture in
  docs/img/ is shown.
* make demo's script (tools/demo.sh) runs in under 10 s and shows the
  uniformity listing, an explanation of several steps, and a legal and an
  illegal verdict of every query.

Ends with 'N passed, N failed'.

    /usr/bin/python3 tests/unit/test_examples.py
"""
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

CC = os.environ.get("CC", "gcc")
PYTHON = os.environ.get("PYTHON", "/usr/bin/python3")
WARN = ("-std=c99 -pedantic -Wall -Wextra -Werror -Wshadow -Wconversion -Wsign-conversion -Wstrict-prototypes "
        "-Wmissing-prototypes -Wcast-qual -Wundef -Wvla -Wswitch-enum").split()
T = difftool.Tally()  # the counts and the closing "N passed, N failed" line


def run(cmd, **kw):
    p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300, **kw)
    return p.returncode, p.stdout, p.stderr


def c_examples():
    """Every C example program: examples/*.c but the conv tool, and the
    examples' subdirectories."""
    found = sorted(glob.glob(os.path.join(ROOT, "examples", "*.c")) +
                   glob.glob(os.path.join(ROOT, "examples", "*", "*.c")))
    return [f for f in found if os.path.basename(f) != "conv.c"]


def build_all(work):
    """{example path relative to ROOT: binary}, for those that compile."""
    built = {}
    for src in c_examples():
        rel = os.path.relpath(src, ROOT)
        exe = os.path.join(work, os.path.splitext(os.path.basename(src))[0])
        rc, out, err = run([CC] + WARN + ["-O0", "-I", ROOT, "-o", exe, src])
        if T.check(rc == 0 and not err.strip(), "%s compiles with the strict flags: %s" % (rel, err[-1500:])):
            built[rel] = exe
    return built


# --- what each example must say (each line checked by hand: see the
# comments and the page that explains it) ---

# (arguments, a piece of the output); () runs the defaults
EXPECT = {
    "build_cfg.c": [
        ((), "idom(join) = entry\n"),
        # a ballot is uniform among the threads that execute it together
        ((), "%b    uniform\n"),
        # sync dependence: the phi joins the two sides of the branch on %tid
        ((), "%r    divergent: a phi where paths from the divergent branch of entry meet\n"),
    ],
    "analyse_ll.c": [
        ((), "@loop: tokens valid\n  divergent %tid\n  divergent %cmp\n  divergent branch ending header:\n"
             "the branch of header is divergent: its condition %cmp is divergent\n"
             "%cmp is divergent: uses the divergent %tid\n%tid is divergent: a divergence source\n"),
    ],
    "wave_sweep.c": [
        # a CPU: nothing divergent, every convergent operation alone
        ((), "waves of 1 threads:\n  uniformity: 0 divergent values, 0 divergent branches\n"),
        ((), "  %after: {0} {1} {2} {3} {4} {5} {6} {7}\n"),
        # %after is controlled by the entry token: the threads of one wave
        ((), "  %after: {0,1,2,3} {4,5,6,7}\n"),
        ((), "  %after: {0,1,2,3,4,5,6,7}\n"),
    ],
    "legality_loop.c": [
        # the spec's subgroupAdd: divergent %cc, no hoist and no merge (R1, R4)
        ((), "@divergent (waves of 64):\n  hoist %total_gains to entry: illegal: a divergent branch decides which "
             "threads reach it (the branch ending entry)\n  merge %total_gains and %total_losses in entry: illegal: "
             "a divergent branch decides which threads reach it (the branch ending entry)\n"),
        # uniform %cc: both allowed
        ((), "@uniform (waves of 64):\n  hoist %total_gains to entry: legal: every branch in between is uniform "
             "at the operation's scope\n  merge %total_gains and %total_losses in entry: legal: every branch in "
             "between is uniform at the operation's scope\n"),
        (("examples/data/reduction.conv", "1"), "@divergent (waves of 1):\n  hoist %total_gains to entry: legal"),
    ],
}


def check_toy(exe):
    rc, out32, err = run([exe])
    T.check(rc == 0, "toy_compiler: exit %d %s" % (rc, err))
    want32 = [
        # R1: the branch on r3 (a kernel argument < 8) is uniform
        "hoist %r7 (reduce) to entry: legal: every branch in between is uniform at the operation's scope "
        "[CONV_LEGAL_UNIFORM]",
        # seed 004 (Lebar): a barrier may rise out of an if
        "hoist uni:0 (barrier) to entry: legal: a barrier rises out of a conditional [CONV_LEGAL_BARRIER_HOIST]",
        # a store runs exactly where it was
        "hoist uni:0 (store) to entry: illegal: it has effects and would run on other threads or times (block entry) "
        "[CONV_LEGAL_EXECUTION_COUNT]",
        # R1: a ballot under the divergent branch on r4 = tid < arg must not be hoisted
        "hoist %r8 (ballot) to mid: illegal: a divergent branch decides which threads reach it (the branch ending mid) "
        "[CONV_LEGAL_DIVERGENT_BRANCH]",
        "hoist %r9 (add) to mid: illegal: an operand would not be available (%r8) [CONV_LEGAL_OPERAND]",
        "hoist %r10 (add) to mid: legal: not convergent, and its operands and users allow it "
        "[CONV_LEGAL_NOT_CONVERGENT]",
        # R2: sinking under the uniform branch keeps every group whole
        "sink %r5 (ballot) into uni: legal: every branch in between is uniform at the operation's scope "
        "[CONV_LEGAL_UNIFORM]",
        # R2: sinking under the divergent branch shrinks the reduction's set
        "sink %r6 (reduce) into div: illegal: a divergent branch decides which threads reach it (the branch ending "
        "mid) [CONV_LEGAL_DIVERGENT_BRANCH]",
    ]
    lines = [l.strip() for l in out32.splitlines()]
    for w in want32:
        T.check(w in lines, "toy_compiler (waves of 32) prints: " + w)
    after = out32.split("== after\n")[-1]
    T.check("  entry:\n" in after and "    r7 = reduce r1\n    barrier\n    cbr r3, uni, mid\n" in after and
            "  uni:\n    r5 = ballot r3\n    store r5, r7\n" in after and "  div:\n    r8 = ballot r4\n" in after,
            "toy_compiler applies exactly the legal moves:\n" + after)
    rc, out1, err = run([exe, "1"])
    lines1 = [l.strip() for l in out1.splitlines()]
    # wave size 1: every branch is uniform, the divergent cases become legal
    T.check(rc == 0 and "hoist %r8 (ballot) to mid: legal: every branch in between is uniform at the operation's "
            "scope [CONV_LEGAL_UNIFORM]" in lines1 and
            not any("DIVERGENT_BRANCH" in l for l in lines1), "toy_compiler 1: no divergent branch on a CPU")
    rc, _, err = run([exe, "0"])
    T.check(rc == 2 and "usage" in err, "toy_compiler 0: a usage error")
    return out32, out1


def check_toy_python(out32, out1):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.path.join(ROOT, "bindings", "python") + os.pathsep + env.get("PYTHONPATH", "")
    rc, _, err = run([PYTHON, "-c", "import conv"], env=env)
    if rc != 0:
        print("SKIP the Python toy compiler: the bindings do not import (make python): " + err.strip()[-200:])
        return
    script = os.path.join("examples", "toy_compiler", "toy_compiler.py")
    for wave, want in (("32", out32), ("1", out1)):
        rc, out, err = run([PYTHON, script, wave], env=env)
        T.compare("toy_compiler.py %s prints what toy_compiler.c prints" % wave,
                  [] if rc == 0 and out == want else
                  ["exit %d %s" % (rc, err[-800:])] + list(difflib_lines(want, out)))


def difflib_lines(a, b):
    import difflib
    return difflib.unified_diff(a.splitlines(), b.splitlines(), "C", "Python", lineterm="")


# --- the documentation's code ---

FENCE = re.compile(r"^```(\w*)\s*$")


def blocks(path):
    """(line, language, text, fragment) of every fenced block of a markdown
    file; fragment: the line before the fence is <!-- fragment: ... -->."""
    out = []
    lines = open(path, encoding="utf-8").read().split("\n")
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if m:
            start, lang = i, m.group(1)
            j = i + 1
            while j < len(lines) and not lines[j].startswith("```"):
                j += 1
            prev = lines[start - 1].strip() if start else ""
            out.append((start + 1, lang, "\n".join(lines[start + 1:j]),
                        prev.startswith("<!-- fragment:") and prev.endswith("-->")))
            i = j + 1
        else:
            i += 1
    return out


def example_texts():
    texts = {}
    for dirpath, _, files in os.walk(os.path.join(ROOT, "examples")):
        for f in files:
            if f.endswith((".c", ".h", ".py")):
                p = os.path.join(dirpath, f)
                texts[os.path.relpath(p, ROOT)] = open(p, encoding="utf-8").read()
    return texts


def found_in(snippet, texts):
    """The example file holding snippet verbatim, each line indented by
    the same number of spaces (a region of a function body), or None."""
    lines = snippet.split("\n")
    for indent in range(0, 17, 4):
        pad = "\n".join((" " * indent + l) if l else "" for l in lines)
        for name, text in texts.items():
            if ("\n" + pad + "\n") in ("\n" + text):
                return name
    return None


def doc_files():
    docs = sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    return [os.path.join(ROOT, "README.md")] + [d for d in docs if os.path.basename(d) != "api.md"]


def check_snippets():
    texts = example_texts()
    n = 0
    for doc in doc_files():
        rel = os.path.relpath(doc, ROOT)
        for line, lang, text, fragment in blocks(doc):
            if lang not in ("c", "python"):
                continue
            n += 1
            if fragment:
                T.ok()
                continue
            where = found_in(text, texts)
            T.check(where is not None, "%s:%d: the ```%s block is in no file of examples/ (copy it from one, "
                    "or mark it <!-- fragment: why -->):\n%s" % (rel, line, lang, text[:600]))
    T.check(n >= 10, "the docs hold %d C and Python blocks; expected the tutorial's and README's" % n)
    # the checker itself: a block nobody wrote is found in no example, a
    # region of one is found at its indentation
    T.check(found_in("int no_such_function(void);", texts) is None, "the checker rejects a made-up block")
    sample = texts[os.path.join("examples", "toy_compiler", "toy_compiler.c")].split("\n")
    body = [l for l in sample if l.startswith("    conv_legality_free(legal);")]
    T.check(body and found_in("conv_legality_free(legal);", texts) is not None,
            "the checker finds an indented region")


def check_tutorial_output(out32):
    path = os.path.join(ROOT, "docs", "tutorial.md")
    shown = [b for b in blocks(path) if b[1] == "" and b[2].startswith(("hoisting pass:", "sinking pass:"))]
    T.check(len(shown) == 2, "docs/tutorial.md shows the hoisting and the sinking pass's output")
    for line, _, text, _ in shown:
        T.check(text + "\n" in out32, "docs/tutorial.md:%d is the toy compiler's output:\n%s" % (line, text))


LLVM_FILE = os.path.join("examples", "data", "llvm19_passes.ll")

# docs/llvm.md section 2: (query arguments, the verdict's first word)
LLVM_CONV = [
    ("can-sink %r then --function sink_uniform", "legal:"),
    ("can-sink %r then --function sink_divergent", "illegal:"),
    ("can-merge %a %b entry --function merge_uniform", "legal:"),
    ("can-merge %a %b end --function merge_uniform", "legal:"),
    ("can-merge %a %b entry --function merge_divergent", "illegal:"),
    ("can-merge %a %b end --function merge_divergent", "illegal:"),
    ("can-merge %a %b entry --function arms_divergent", "illegal: a divergent branch"),
    ("can-cse %x %y --function cse", "legal: both compute in the same converged instance"),
    ("can-cse %x %z --function cse", "illegal: a divergent branch"),
    ("can-hoist %r entry --function licm", "legal: loop-invariant"),
    ("can-speculate %s entry --function speculate", "illegal: it has effects"),
]


def function_text(ir, name):
    m = re.search(r"^define [^\n]*@%s\(.*?^}" % re.escape(name), ir, re.S | re.M)
    return m.group(0) if m else ""


def block_of(text, needle):
    """The label of the block holding the first line with needle."""
    label = None
    for line in text.splitlines():
        m = re.match(r"^([\w.]+):", line)
        if m:
            label = m.group(1)
        elif needle in line:
            return label
    return None


def check_llvm_doc():
    rc, _, err = run(["make", "--no-print-directory", "build/conv"])
    if not T.check(rc == 0, "make build/conv: " + err[-500:]):
        return
    rc, out, err = run(["build/conv", "verify", LLVM_FILE])
    T.check(rc == 0, "conv verify %s: %s%s" % (LLVM_FILE, out, err))
    for q, want in LLVM_CONV:
        rc, out, err = run(["build/conv", "query", LLVM_FILE] + q.split())
        T.check(out.startswith(want), "conv query %s %s: %r, docs/llvm.md says %r" % (LLVM_FILE, q, out + err, want))
    if not shutil.which("opt-19"):
        print("SKIP docs/llvm.md's LLVM 19 behaviours: opt-19 (Debian llvm-19) is not installed")
        return
    rc, _, err = run(["opt-19", "-passes=verify", "-disable-output", LLVM_FILE])
    T.check(rc == 0, "opt-19 verifies %s: %s" % (LLVM_FILE, err))

    def opt(*args):
        rc, out, err = run(["opt-19", "-S"] + list(args) + [LLVM_FILE])
        T.check(rc == 0, "opt-19 %s: %s" % (" ".join(args), err[-500:]))
        return out
    ballot = "@llvm.amdgcn.ballot.i32(i1"
    f = function_text(opt("-passes=sink"), "sink_uniform")
    T.check(block_of(f, ballot) == "entry", "Sink leaves @sink_uniform's ballot in entry:\n" + f)
    f = function_text(opt("-passes=simplifycfg<hoist-common-insts;sink-common-insts>"), "merge_uniform")
    T.check(f.count(ballot) == 2, "SimplifyCFG leaves both ballots of @merge_uniform:\n" + f)
    f = function_text(opt("-passes=gvn-sink"), "arms_divergent")
    T.check(f.count(ballot) == 1 and block_of(f, ballot) == "end",
            "GVNSink merges @arms_divergent's ballots into end:\n" + f)
    for passes in ("-passes=simplifycfg", "-passes=speculative-execution"):
        f = function_text(opt(passes), "speculate")
        T.check(block_of(f, "@subgroupShuffle(") == "entry", "%s speculates @speculate's shuffle:\n%s" % (passes, f))
    f = function_text(opt("-passes=early-cse"), "cse")
    T.check(f.count(ballot) == 2 and "%y = " not in f and "%z = " in f,
            "EarlyCSE removes %y, keeps %z:\n" + f)
    for passes in ("-passes=gvn", "-passes=newgvn"):
        f = function_text(opt(passes), "cse")
        T.check(f.count(ballot) == 3, "%s leaves the three ballots of @cse:\n%s" % (passes, f))
    f = function_text(opt("-passes=licm"), "licm")
    T.check(block_of(f, ballot) == "loop", "LICM leaves @licm's ballot in the loop:\n" + f)
    unrolled = opt("-passes=loop-unroll", "-unroll-runtime", "-unroll-count=2")
    for name, copies in (("unroll_uncontrolled", 1), ("unroll_heart", 1), ("unroll_anchor", 3)):
        f = function_text(unrolled, name)
        T.check(f.count(ballot) == copies, "runtime unrolling of @%s leaves %d ballots:\n%s" % (name, copies, f))
    f = function_text(opt("-passes=jump-threading"), "example_original")
    T.check("br i1 %cond1, label %then1, label %mid" in f, "JumpThreading does nothing on amdgcn:\n" + f)
    f = function_text(opt("-mtriple=x86_64-unknown-linux-gnu", "-passes=jump-threading"), "example_original")
    T.check("br i1 %cond1, label %then1, label %mid" not in f and "label %then2" in f.split("\n")[2],
            "JumpThreading threads %mid on x86_64:\n" + f)
    f = function_text(opt("-passes=simplifycfg"), "example_original")
    T.check("br i1 %cond1, label %then1, label %then2" in f, "SimplifyCFG threads %mid on amdgcn:\n" + f)


GUIDE = os.path.join(ROOT, "docs", "guide.md")


def guide_commands():
    """(line, command, expected output) of each `$ ` line of the guide's
    ```text blocks."""
    out = []
    for line, lang, text, _ in blocks(GUIDE):
        if lang != "text":
            continue
        cmd, want, start = None, [], line
        for k, l in enumerate(text.split("\n")):
            if l.startswith("$ "):
                if cmd is not None:
                    out.append((start, cmd, "\n".join(want)))
                cmd, want, start = l[2:], [], line + 1 + k
            elif cmd is not None:
                want.append(l)
        if cmd is not None:
            out.append((start, cmd, "\n".join(want)))
    return out


def svg_body(path):
    """An SVG without Graphviz's version comment (the rest must match)."""
    text = open(path, encoding="utf-8").read()
    return re.sub(r"<!-- Generated by graphviz version [^>]*-->", "", text)


def check_guide():
    text = open(GUIDE, encoding="utf-8").read()
    commands = guide_commands()
    T.check(len(commands) >= 10, "docs/guide.md shows %d commands" % len(commands))
    for line, cmd, want in commands:
        rc, out, err = run(["bash", "-c", "set -o pipefail; " + cmd])
        T.compare("docs/guide.md:%d: %s" % (line, cmd),
                  [] if out.rstrip("\n") == want and rc in (0, 1) else
                  ["exit %d %s" % (rc, err[-300:])] + list(difflib_lines(want + "\n", out)))
    files = sorted(set(re.findall(r"examples/data/[\w.]+\.(?:conv|ll)", text)))
    T.check(len(files) >= 5, "docs/guide.md names its example files")
    for f in files:
        rc, out, err = run(["build/conv", "verify", f])
        T.check(rc == 0, "conv verify %s (docs/guide.md): %s%s" % (f, out, err))
    shown = set(re.findall(r"\(img/([\w.]+\.svg)\)", text))
    committed = set(os.listdir(os.path.join(ROOT, "docs", "img")))
    T.check(shown and shown <= committed, "docs/guide.md shows pictures that are not in docs/img: %s"
            % sorted(shown - committed))
    T.check(committed <= shown, "docs/img holds pictures docs/guide.md does not show: %s" % sorted(committed - shown))
    if not shutil.which("dot"):
        print("SKIP the guide's pictures: Graphviz's dot is not installed (Debian: graphviz)")
        return
    tmp = tempfile.mkdtemp(prefix="conv_img_")
    try:
        rc, out, err = run(["make", "--no-print-directory", "guide-svg", "IMG_DIR=" + tmp])
        if T.check(rc == 0, "make guide-svg: " + err[-500:]):
            made = set(os.listdir(tmp))
            T.check(made == committed, "make guide-svg makes exactly docs/img's pictures: %s vs %s"
                    % (sorted(made), sorted(committed)))
            for name in sorted(made & committed):
                T.check(svg_body(os.path.join(tmp, name)) == svg_body(os.path.join(ROOT, "docs", "img", name)),
                        "docs/img/%s regenerates without a difference (make guide-svg)" % name)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def check_demo():
    import time
    start = time.monotonic()
    rc, out, err = run(["bash", "tools/demo.sh"])
    took = time.monotonic() - start
    T.check(rc == 0 and not err.strip(), "tools/demo.sh: exit %d %s" % (rc, err[-500:]))
    T.check(took < 10, "tools/demo.sh takes %.1f s (under 10 s)" % took)
    blocks_ = out.split("\n== ")[1:]
    T.check(len(blocks_) >= 10 and all(b.split("\n")[0].strip() for b in blocks_),
            "tools/demo.sh: a line saying what each block shows")
    T.check("@maximal: 2 divergent values, 1 divergent branches (D = divergent)" in out,
            "tools/demo.sh shows the uniformity listing")
    chain = [l for l in out.splitlines() if l.startswith("  ") and " is divergent: " in l]
    T.check(len(chain) >= 2, "tools/demo.sh shows an explanation of more than one step")
    # the real shader's ballot masks, worked out by hand from ballot_break.comp:
    # invocations {0,3,6}, {1,4,7}, {2,5} break together; without tokens all at once
    T.check("  73 146 36 73 146 36 73 146" in out, "tools/demo.sh shows the shader's ballot masks")
    T.check("  255 255 255 255 255 255 255 255" in out, "tools/demo.sh shows the masks of the CFG alone")
    for kind in ("can-hoist", "can-sink", "can-speculate", "can-merge", "can-cse", "can-jump-thread", "can-unroll"):
        answers = re.findall(r"^\$ conv query \S+ %s .*\n  (legal|illegal):" % kind, out, re.M)
        T.check("legal" in answers and "illegal" in answers,
                "tools/demo.sh shows a legal and an illegal %s verdict: %s" % (kind, answers))


def main():
    work = tempfile.mkdtemp(prefix="conv_examples_")
    try:
        built = build_all(work)
        T.check(len(c_examples()) >= 1, "examples/ has C programs")
        for rel, exe in sorted(built.items()):
            if rel.startswith(os.path.join("examples", "toy_compiler")):
                continue
            rc, out, err = run([exe])
            if T.check(rc == 0 and out.strip(), "%s runs on its defaults: exit %d %s" % (rel, rc, err[-800:])):
                for args, want in EXPECT.get(os.path.basename(rel), ()):
                    rc2, out2, _ = run([exe] + list(args)) if args else (rc, out, err)
                    T.check(rc2 == 0 and want in out2, "%s %s prints %r:\n%s" % (rel, " ".join(args), want, out2))
        toy = built.get(os.path.join("examples", "toy_compiler", "toy_compiler.c"))
        if T.check(toy is not None, "the toy compiler is built"):
            out32, out1 = check_toy(toy)
            check_toy_python(out32, out1)
            check_tutorial_output(out32)
        check_snippets()
        check_llvm_doc()
        check_guide()
        check_demo()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
