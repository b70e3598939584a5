#!/usr/bin/env python3
"""Every public function of conv.h has a documentation block.

The rule (stated in conv.h's top comment, DOCUMENTATION): conv.h is read
in paragraphs, runs of lines without a blank line outside comments. Every paragraph that
declares a public function (a `CONVDEF` declaration or a `static inline`
definition) must open with a block comment holding the four headings of
the template, each on a line of its own:

    Parameters / Return Value / Thread Safety / Ownership

One block may document a group of related functions (the getters of one
object): they then share the paragraph, with at most one-line notes
between them. A function declared in a paragraph without such an opening
block is reported by name.

Usage: check_api_docs.py [conv.h]   Prints one line per undocumented
function and "N documented, N undocumented"; exits 1 when any is.
"""
import re
import sys

HEADINGS = ("Parameters", "Return Value", "Thread Safety", "Ownership")
DECL = re.compile(r"^(?:CONVDEF\b|static inline\b)")
NAME = re.compile(r"\b(conv_\w+)\s*\(")


def paragraphs(lines):
    """Runs of lines split at blank lines outside block comments (a
    documentation block has blank lines of its own)."""
    block = []
    in_comment = False
    for no, line in enumerate(lines, 1):
        if line.strip() == "" and not in_comment:
            if block:
                yield block
            block = []
            continue
        block.append((no, line))
        # the state after this line: the last comment opener or closer wins
        opened, closed = line.rfind("/*"), line.rfind("*/")
        if opened > closed:
            in_comment = True
        elif closed >= 0:
            in_comment = False
    if block:
        yield block


def opening_comment(block):
    """The text of the block comment the paragraph opens with, or None."""
    if not block[0][1].lstrip().startswith("/*"):
        return None
    text = []
    for _, line in block:
        text.append(line)
        if "*/" in line:
            return "\n".join(text)
    return None


def main(path):
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    documented = undocumented = 0
    for block in paragraphs(lines):
        decls = [(no, line) for no, line in block if DECL.match(line)]
        if not decls:
            continue
        doc = opening_comment(block)
        ok = doc is not None and all(re.search(r"^\s*" + h + r"\b", doc, re.M) for h in HEADINGS)
        for no, line in decls:
            m = NAME.search(line)
            name = m.group(1) if m else line.strip()
            if ok:
                documented += 1
            else:
                undocumented += 1
                print(f"{path}:{no}: {name} has no documentation block "
                      f"({' / '.join(HEADINGS)})")
    print(f"{documented} documented, {undocumented} undocumented")
    return 1 if undocumented or documented == 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "conv.h"))
