#!/usr/bin/env python3
"""docs/api.md is what tools/gen_api.py makes of conv.h now, and has an
entry for every public function, under the section of the header that
declares it; the check notices a stale page and a missing function; a few
entries hold the text worked out by hand from the header. Ends with
'N passed, N failed'.

    /usr/bin/python3 tests/unit/test_api_docs.py
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
import difftool  # noqa: E402
sys.path.insert(0, os.path.join(ROOT, "tools"))
import gen_api  # noqa: E402
from conv_header import public_functions  # noqa: E402

GEN = os.path.join(ROOT, "tools", "gen_api.py")
API = os.path.join(ROOT, "docs", "api.md")
T = difftool.Tally()  # the counts and the closing "N passed, N failed" line


def check(cond, what):
    """One check: a pass, or a line FAIL what."""
    return T.ok() if cond else T.fail(what)


def gen(*args):
    p = subprocess.run([sys.executable, GEN] + list(args), capture_output=True, text=True)
    return p.returncode, p.stdout + p.stderr


def temp(text, suffix):
    with tempfile.NamedTemporaryFile("w", suffix=suffix, delete=False, encoding="utf-8") as t:
        t.write(text)
        return t.name


def main():
    header = open(os.path.join(ROOT, "conv.h"), encoding="utf-8").read()
    page = open(API, encoding="utf-8").read()
    functions = public_functions(header.split("\n"))

    # the committed page is the script's output, with every function
    rc, out = gen("--check")
    check(rc == 0 and out == "", "docs/api.md is stale or incomplete (make api-docs): %s" % out)
    check(page == gen_api.generate(header), "docs/api.md equals generate(conv.h)")
    # the same parser as check_api_docs.py: 145 functions today, every one once
    check(len(functions) >= 145, "public functions found: %d" % len(functions))
    check(gen_api.missing(page, header) == [], "missing from docs/api.md: %s" % gen_api.missing(page, header))
    for _, _, name in functions:
        if page.count('<a id="%s"></a>' % name) != 1:
            check(False, "%s has %d entries" % (name, page.count('<a id="%s"></a>' % name)))
    # grouped by stage: each entry lies between its section's heading and the next
    heads = [(m.start(), m.group(1)) for m in re.finditer(r"^## (.+)$", page, re.M)]
    misplaced = []
    for section, _, name in functions:
        at = page.index('<a id="%s"></a>' % name)
        under = [h for pos, h in heads if pos < at][-1]
        if under != section:
            misplaced.append((name, section, under))
    check(misplaced == [], "entries outside their section: %s" % misplaced[:5])
    check([h for _, h in heads] == ["Contents", "Conventions", "constants", "base", "graph IR", "dominance", "cycles",
                                    "tokens: verify", "uniformity", "semantics", "legality", "text"],
          "sections: %s" % [h for _, h in heads])

    # entries as worked out from the header by hand
    want = ("### conv_result_str\n\n<a id=\"conv_result_str\"></a>\n\n```c\n"
            "CONVDEF const char *conv_result_str(conv_result result);\n```\n\n"
            "The name of a result, e.g. \"out of memory\".\n\n**Parameters**\n\n"
            "- `result`: any value, also one outside the enum.\n\n**Return Value**\n\n"
            "A static string; never NULL (\"unknown result\" for unknown values).\n\n"
            "**Thread Safety**\n\nPure: callable from any thread.\n\n**Ownership**\n\n"
            "The string is static: never free it.\n")
    check(want in page, "conv_result_str's entry")
    check("- `f`, `g`: the original and the transformed function, finalized; g's instructions map to f's by "
          "[`conv_value_origin`](#conv_value_origin).\n" in page, "a parameter row of two names, a linked function")
    check("thread by thread:\n\n- operations with effects (stores, calls not known speculatable, returns): the same "
          "sequence," in page, "conv_equivalence_check's bullets are a list after their paragraph")
    check("- [`conv_domtree_idom`](#conv_domtree_idom): invalid for the entry, for post-dominator roots (whose "
          "parent is the virtual exit) and for blocks not in the tree.\n" in page, "a getter's note is a list item")
    check("### Querying a tree\n" in page and "### Reading values\n" in page, "shared blocks are titled by their opening words")
    check("- [dominance](#stage-dominance): dominator and post-dominator trees\n" in page,
          "contents: the stage's line of the header's TABLE OF CONTENTS")
    check(re.search(r"^Version \d+\.\d+\.\d+\. ", page, re.M) is not None, "the version is on the page")

    # the check fails on a stale page: a new documented function in conv.h
    doc = ("/* conv_domtree_fake: a function added to the header after the page.\n\n"
           "   Parameters\n     tree  a tree.\n\n   Return Value\n     0.\n\n"
           "   Thread Safety\n     Pure.\n\n   Ownership\n     Nothing. */\n"
           "CONVDEF int conv_domtree_fake(const conv_domtree *tree);\n\n")
    at = header.index("/* -------------------------------------------------------------- cycles --- */")
    newer = temp(header[:at] + doc + header[at:], ".h")
    try:
        rc, out = gen("--check", "--header", newer, "--out", API)
        check(rc == 1 and "no entry for conv_domtree_fake" in out and "is not what tools/gen_api.py makes" in out,
              "--check with a function the page lacks: %r" % out)
        fresh = gen_api.generate(open(newer, encoding="utf-8").read())
        dom, cyc = fresh.index("\n## dominance\n"), fresh.index("\n## cycles\n")
        check(dom < fresh.index('<a id="conv_domtree_fake"></a>') < cyc, "the new function lands under dominance")
    finally:
        os.unlink(newer)

    # ... and on a page without a function's entry, or with any other edit
    cut = temp(page.replace('<a id="conv_verify"></a>', ""), ".md")
    edited = temp(page.replace("Pure: callable from any thread.", "Pure."), ".md")
    try:
        rc, out = gen("--check", "--out", cut)
        check(rc == 1 and "no entry for conv_verify" in out, "--check without conv_verify's entry: %r" % out)
        check(gen_api.missing(open(cut, encoding="utf-8").read(), header) == ["conv_verify"], "missing() names it")
        rc, out = gen("--check", "--out", edited)
        check(rc == 1 and "no entry" not in out and "make api-docs" in out, "--check of a hand-edited page: %r" % out)
    finally:
        os.unlink(cut)
        os.unlink(edited)

    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
