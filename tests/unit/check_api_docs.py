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

The parsing is tools/conv_header.py's, shared with tools/gen_api.py
(docs/api.md).

Usage: check_api_docs.py [conv.h]   Prints one line per undocumented
function and "N documented, N undocumented"; exits 1 when any is.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from conv_header import HEADINGS, declarations, is_documented, opening_comment, paragraphs, read_lines  # noqa: E402


def main(path):
    documented = undocumented = 0
    for block in paragraphs(read_lines(path)):
        decls = declarations(block)
        if not decls:
            continue
        ok = is_documented(opening_comment(block))
        for no, name in decls:
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
