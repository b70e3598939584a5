"""difftool.py - what the differential tests share (tests/differential/:
diff_opt_domtree.py, diff_opt_cycles.py, diff_opt_uniformity.py,
diff_realworld.py, check_ref_postdom.py): finding the reference tool,
counting and printing differences, the summary line run_all.sh reads, the
work folder of generated modules, and splitting LLVM IR lists.

    sys.path.insert(0, os.path.join(HERE, "..", "support"))
    import difftool

    opt = difftool.find_tool(a.opt)
    if opt is None:
        return difftool.skip("%s not found" % a.opt)
    t = difftool.Tally()
    t.compare("conv dom f.ll:@f", lines)   # FAIL + lines, or a pass
    return t.summary()                     # "N passed, N failed"; exit code
"""

import contextlib
import os
import subprocess
import re
import shutil
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def find_tool(name):
    """The path of `name` (a command on PATH or a path), or None."""
    return shutil.which(name)


def summary(passed, failed):
    """Prints the closing line run_all.sh sums; returns the exit status."""
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


def skip(reason):
    """A step that cannot run here: says why, counts nothing, exits 0."""
    print("SKIP: %s" % reason)
    return summary(0, 0)


class Tally:
    """Passed and failed comparisons; every failure prints `FAIL title`
    and then its difference lines."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def ok(self, n=1):
        self.passed += n

    def fail(self, title, lines=()):
        self.failed += 1
        print("FAIL " + title)
        if lines:
            print("\n".join(lines))

    def check(self, cond, title):
        """One assertion: counted, `FAIL title` when false; returns cond."""
        if cond:
            self.ok()
        else:
            self.fail(title)
        return cond

    def compare(self, title, lines):
        """A comparison whose difference lines are `lines` (empty: equal)."""
        if lines:
            self.fail(title, lines)
        else:
            self.ok()

    def summary(self):
        return summary(self.passed, self.failed)


@contextlib.contextmanager
def module_dir(keep=None, prefix="diff_"):
    """A folder for generated .ll modules: `keep` (created, left in place)
    or a temporary one removed afterwards."""
    if keep:
        os.makedirs(keep, exist_ok=True)
        yield keep
        return
    tmp = tempfile.mkdtemp(prefix=prefix)
    try:
        yield tmp
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def ll_files(directory):
    """The .ll files of a folder, sorted."""
    return sorted(os.path.join(directory, f) for f in os.listdir(directory) if f.endswith(".ll"))


def split_top(s, sep=",", quotes=False):
    """Splits s at `sep` outside brackets (([{<) and, with quotes=True,
    outside double quotes. Keeps empty pieces: callers filter them."""
    out, depth, cur, inq = [], 0, "", False
    for ch in s:
        if quotes and ch == '"':
            inq = not inq
        if not inq:
            if ch in "([{<":
                depth += 1
            elif ch in ")]}>":
                depth -= 1
            elif ch == sep and depth == 0:
                out.append(cur)
                cur = ""
                continue
        cur += ch
    out.append(cur)
    return out


def call_site(conv, text, caller, callee):
    """The first call of @callee in @caller of the LLVM IR `text` as `conv
    inline` names it: BLOCK:N, its place in `conv print` (None when there
    is none, or conv cannot read the text)."""
    p = subprocess.run([conv, "print", "-", "--format", "ll"], input=text, capture_output=True, text=True)
    if p.returncode != 0:
        return None
    inside, block, index = False, None, 0
    for line in p.stdout.split("\n"):
        if line.startswith("func @%s(" % caller):
            inside = True
            continue
        if not inside:
            continue
        if line == "}":
            break
        if not line.startswith("  "):
            block, index = line[:-1], 0
            continue
        if re.match(r"^  (?:%\S+ = )?call @" + re.escape(callee) + r"\(", line):
            return "%s:%d" % (block, index)
        index += 1
    return None
