#!/usr/bin/env python3
"""make install: `make install PREFIX=$(mktemp -d)` puts the headers, the conv
tool and conv.pc where they belong; a program built from another directory
with `pkg-config --cflags conv` (and nothing else) compiles the
implementation from the installed conv_impl.h, builds a 2-block function
and gets the right dominance answers; DESTDIR stages the same tree while
conv.pc names the final PREFIX. Ends with 'N passed, N failed'.

    /usr/bin/python3 tests/unit/test_install.py
"""
import os
import shutil
import stat
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
import difftool  # noqa: E402
sys.path.insert(0, os.path.join(ROOT, "tools"))
from conv_header import read_lines, version  # noqa: E402
CC = os.environ.get("CC", "gcc")
WARN = ("-std=c99 -pedantic -Wall -Wextra -Werror -Wshadow -Wconversion -Wsign-conversion -Wstrict-prototypes "
        "-Wmissing-prototypes -Wcast-qual -Wundef -Wvla -Wswitch-enum").split()
T = difftool.Tally()  # the counts and the closing "N passed, N failed" line

# entry -> exit: entry dominates exit, exit does not dominate entry, and
# exit post-dominates entry
PROGRAM = r"""#define CONV_IMPLEMENTATION
#include <conv_impl.h>
#include <stdio.h>

int main(void) {
    conv_module *m = NULL;
    conv_function *f = NULL;
    conv_domtree *dt = NULL, *pdt = NULL;
    conv_function_desc fd = {0};
    conv_domtree_desc post = {0};
    conv_inst_desc br = {0}, ret = {0};
    conv_block entry, exit_block;
    int ok;
    fd.name = "two";
    if (conv_module_create(NULL, &m) != CONV_OK || conv_module_add_function(m, &fd, &f) != CONV_OK) return 2;
    if (conv_function_add_block(f, "entry", &entry) != CONV_OK ||
        conv_function_add_block(f, "exit", &exit_block) != CONV_OK) return 2;
    br.kind = CONV_KIND_BRANCH;
    br.successors = &exit_block;
    br.successors_count = 1;
    ret.kind = CONV_KIND_RETURN;
    if (conv_function_add_inst(f, entry, &br, NULL) != CONV_OK ||
        conv_function_add_inst(f, exit_block, &ret, NULL) != CONV_OK || conv_function_finalize(f, NULL) != CONV_OK)
        return 2;
    post.post = true;
    if (conv_domtree_build(f, NULL, &dt) != CONV_OK || conv_domtree_build(f, &post, &pdt) != CONV_OK) return 2;
    ok = conv_domtree_dominates(dt, entry, exit_block) && !conv_domtree_dominates(dt, exit_block, entry) &&
         conv_domtree_idom(dt, exit_block).id == entry.id && conv_domtree_dominates(pdt, exit_block, entry);
    printf("%s %s: entry dominates exit %d, exit dominates entry %d\n", CONV_VERSION_STRING,
           conv_block_name(f, conv_domtree_idom(dt, exit_block)), conv_domtree_dominates(dt, entry, exit_block),
           conv_domtree_dominates(dt, exit_block, entry));
    conv_domtree_free(pdt);
    conv_domtree_free(dt);
    conv_module_destroy(m);
    return ok ? 0 : 1;
}
"""


def check(cond, what):
    """One check: a pass, or a line FAIL what."""
    return T.ok() if cond else T.fail(what)


def run(cmd, cwd=ROOT, env=None):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env)
    return p.returncode, p.stdout, p.stderr


def same_file(a, b):
    with open(a, "rb") as x, open(b, "rb") as y:
        return x.read() == y.read()


def main():
    ver = version(read_lines(os.path.join(ROOT, "conv.h")))
    check(ver is not None, "conv.h defines CONV_VERSION_MAJOR/MINOR/PATCH")
    have_pkg_config = shutil.which("pkg-config") is not None
    if not have_pkg_config:
        print("SKIP: pkg-config is not installed (Debian: pkg-config): the program is built with -I PREFIX/include")
    prefix = tempfile.mkdtemp(prefix="conv-install-")
    stage = tempfile.mkdtemp(prefix="conv-destdir-")
    work = tempfile.mkdtemp(prefix="conv-user-")
    try:
        rc, out, err = run(["make", "--no-print-directory", "install", "PREFIX=" + prefix])
        check(rc == 0, "make install PREFIX=%s: %s" % (prefix, err[-500:]))
        for rel, src in (("include/conv.h", "conv.h"), ("include/conv_impl.h", "conv_impl.h"),
                         ("share/doc/conv/LICENSE", "LICENSE")):
            path = os.path.join(prefix, rel)
            check(os.path.isfile(path) and same_file(path, os.path.join(ROOT, src)), "installed %s" % rel)
        tool = os.path.join(prefix, "bin", "conv")
        check(os.path.isfile(tool) and os.stat(tool).st_mode & stat.S_IXUSR, "installed bin/conv, executable")
        rc, out, err = run([tool, "--version"])
        check(rc == 0 and out == "conv %s\n" % ver and err == "", "installed conv --version: %r %r" % (out, err))
        rc, out, err = run([tool, "domtree", "--json", os.path.join(ROOT, "examples", "data", "loop.ll")], cwd=work)
        check(rc == 0 and out.startswith('{"functions":[{"name":"loop","idom":{"entry":null'),
              "installed conv runs: %r %r" % (out[:80], err))

        pc = os.path.join(prefix, "lib", "pkgconfig", "conv.pc")
        text = open(pc, encoding="utf-8").read() if os.path.isfile(pc) else ""
        check("\nprefix=%s\n" % prefix in text and "\nincludedir=%s/include\n" % prefix in text and
              "\nVersion: %s\n" % ver in text and "\nCflags: -I${includedir}\n" in text and "Libs" not in text,
              "conv.pc: %r" % text)

        env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(prefix, "lib", "pkgconfig"))
        if have_pkg_config:
            rc, out, err = run(["pkg-config", "--cflags", "conv"], env=env)
            cflags = out.split()
            check(rc == 0 and cflags == ["-I%s/include" % prefix], "pkg-config --cflags conv: %r %r" % (out, err))
            rc, out, err = run(["pkg-config", "--modversion", "conv"], env=env)
            check(rc == 0 and out.strip() == ver, "pkg-config --modversion conv: %r" % out)
            rc, out, err = run(["pkg-config", "--libs", "conv"], env=env)
            check(rc == 0 and out.strip() == "", "pkg-config --libs conv: nothing (header-only): %r" % out)
        else:
            cflags = ["-I%s/include" % prefix]

        # the user's program, in a directory of its own: the headers can only
        # come from the installed prefix
        with open(os.path.join(work, "two.c"), "w") as fh:
            fh.write(PROGRAM)
        rc, out, err = run([CC] + WARN + ["-o", "no_flags", "two.c"], cwd=work)
        check(rc != 0 and "conv_impl.h" in err, "without the flags the program does not find conv_impl.h")
        rc, out, err = run([CC] + WARN + cflags + ["-o", "two", "two.c"], cwd=work)
        check(rc == 0 and err == "", "%s two.c with %s: %s" % (CC, " ".join(cflags), err[-800:]))
        if rc == 0:
            rc, out, err = run([os.path.join(work, "two")], cwd=work)
            check(rc == 0 and out == "%s entry: entry dominates exit 1, exit dominates entry 0\n" % ver,
                  "the program's dominance answers: rc %d %r" % (rc, out))

        # DESTDIR: the tree is staged below it; conv.pc names PREFIX
        rc, out, err = run(["make", "--no-print-directory", "install", "PREFIX=/opt/conv", "DESTDIR=" + stage])
        staged = os.path.join(stage, "opt", "conv")
        check(rc == 0 and all(os.path.isfile(os.path.join(staged, r)) for r in
                              ("bin/conv", "include/conv.h", "include/conv_impl.h", "lib/pkgconfig/conv.pc")),
              "make install DESTDIR=... PREFIX=/opt/conv: %s" % err[-300:])
        text = open(os.path.join(staged, "lib/pkgconfig/conv.pc")).read() if rc == 0 else ""
        check("\nprefix=/opt/conv\n" in text and "\nincludedir=/opt/conv/include\n" in text,
              "staged conv.pc names the final prefix: %r" % text)
    finally:
        for d in (prefix, stage, work):
            shutil.rmtree(d, ignore_errors=True)

    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
