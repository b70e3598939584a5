#!/usr/bin/env python3
"""docs/api.md from conv.h's comments: the API reference, so that it cannot
drift from the header.

Every public function of conv.h, grouped by the header's sections (the
pipeline stages) in header order, with the block that documents it and its
prototype; the types and constants of each section as the header writes
them; and the header's top comment (the rules every function follows).
Nothing is written by hand: the text is the header's, with each heading of
the template (Parameters, Return Value, ...) in bold, parameter tables as
lists, and names of public functions linked to their entries. The header
is read by tools/conv_header.py, as tests/unit/check_api_docs.py reads it.

    /usr/bin/python3 tools/gen_api.py            # writes docs/api.md (make api-docs)
    /usr/bin/python3 tools/gen_api.py --check    # exit 1 when docs/api.md is stale
                                                 # or misses a public function
Options: --header PATH (default conv.h), --out PATH (default docs/api.md).
"""
import argparse
import os
import re
import sys
import textwrap

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from conv_header import (HEADINGS, OPTIONAL_HEADINGS, declarations, is_documented,  # noqa: E402
                         opening_comment, public_functions, sections, version)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALL_HEADINGS = HEADINGS + OPTIONAL_HEADINGS
TERM = re.compile(r"^(\S(?:\S| (?! ))*?) {2,}(\S.*)$")  # "name  text": a parameter table row
IDENT = re.compile(r"\b(?:conv_\w+|CONV_\w+)\b")
CONSTANTS = "constants"  # the name of the public macros before the first section
CODE_SPAN = re.compile(r"(`[^`]*`)")


def anchor(name):
    return '<a id="%s"></a>' % name


def section_id(name):
    return "stage-" + re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


class Renderer:
    """Markdown for the comments of one header: `functions` are the names
    that get links."""

    def __init__(self, functions):
        self.functions = set(functions)

    def inline(self, text):
        """Prose: identifiers as code (public functions linked), markdown's
        special characters escaped elsewhere outside `code`."""
        out = []
        for piece in CODE_SPAN.split(text):
            if piece.startswith("`") and piece.endswith("`") and len(piece) > 1:
                out.append(piece)
                continue
            at = 0
            for m in IDENT.finditer(piece):
                out.append(escape(piece[at:m.start()]))
                out.append(self.identifier(m.group(0)))
                at = m.end()
            out.append(escape(piece[at:]))
        text = "".join(out)
        # a paragraph must not start a list or a heading
        return re.sub(r"^([-+#]|\d+[.)])(?= )", lambda m: "\\" + m.group(1), text)

    def identifier(self, name):
        if name in self.functions:
            return "[`%s`](#%s)" % (name, name)
        return "`%s`" % name

    def body(self, lines, head=None):
        """The lines of one part of a comment (a heading's body, or the text
        before the first heading; `head`, when the first paragraph starts
        with it and a colon, is left out): paragraphs as prose, tables and
        indented lists as markdown lists."""
        out = []
        for block in split_blank(lines):
            chunks = self.block(textwrap.dedent("\n".join(block)).split("\n"))
            if head and not out and chunks and isinstance(chunks[0], str) and chunks[0].startswith(head + ": "):
                first = chunks[0][len(head) + 2:]
                chunks[0] = first[:1].upper() + first[1:]
            out.extend(self.render(chunks))
        return "\n\n".join(out)

    def block(self, lines):
        """A run of lines without blank ones, dedented, as chunks: a string
        (a paragraph's raw text), ("item", raw text) for a list item (a
        table row "name  text", a "- " bullet, a line whose next one is
        indented under it), or ("nested", chunks) for an indented run."""
        chunks, i, n = [], 0, len(lines)

        def starts_item(k):
            line = lines[k]
            nxt = lines[k + 1] if k + 1 < n else ""
            hanging = indent(nxt) > 0 and not nxt.lstrip().startswith("- ")
            return line.startswith("- ") or bool(TERM.match(line)) or hanging

        while i < n:
            if indent(lines[i]) > 0:
                j = i
                while j < n and indent(lines[j]) > 0:
                    j += 1
                chunks.append(("nested", self.block(textwrap.dedent("\n".join(lines[i:j])).split("\n"))))
            elif starts_item(i):
                j = i + 1
                while j < n and indent(lines[j]) > 0 and not lines[j].lstrip().startswith("- "):
                    j += 1
                chunks.append(("item", " ".join(l.strip() for l in lines[i:j])))
            else:
                j = i + 1
                while j < n and indent(lines[j]) == 0 and not starts_item(j):
                    j += 1
                chunks.append(" ".join(l.strip() for l in lines[i:j]))
            i = j
        return chunks

    def render(self, chunks, depth=0):
        """Markdown pieces (to be joined by blank lines) for chunks."""
        out, items = [], []
        pad = "  " * depth
        for c in chunks:
            if isinstance(c, str):
                if items:
                    out.append("\n".join(items))
                    items = []
                out.append(pad + self.inline(c))
            elif c[0] == "item":
                items.append(pad + "- " + self.item(c[1]))
            else:
                nested = self.render(c[1], depth + 1 if items else depth)
                if items:
                    items.append("\n".join(nested))
                else:
                    out.extend(nested)
        if items:
            out.append("\n".join(items))
        return out

    def item(self, text):
        if text.startswith("- "):
            return self.inline(text[2:])
        m = TERM.match(text)
        if m:
            return "%s: %s" % (self.term(m.group(1)), self.inline(m.group(2)))
        return self.inline(text)

    def term(self, text):
        """A table's left column: names as code."""
        return ", ".join("`%s`" % t.strip() for t in text.split(","))

    def comment(self, doc, head=None):
        """A documentation block: the summary (without `head: `, the names
        the entry's heading already shows), then each heading in bold."""
        lines = comment_text(doc)
        parts, heading, current = [], None, []
        for line in lines:
            if line.strip() in ALL_HEADINGS and indent(line) <= 3:
                parts.append((heading, current))
                heading, current = line.strip(), []
            else:
                current.append(line)
        parts.append((heading, current))
        out = []
        for heading, body in parts:
            text = self.body(body, None if heading else head)
            if heading:
                out.append("**%s**" % heading)
            if text:
                out.append(text)
        return "\n\n".join(out)


def escape(text):
    """Text that markdown shows as it is: no emphasis, links or HTML."""
    return text.replace("\\", "\\\\").replace("<", "&lt;").replace("*", "\\*").replace("[", "\\[")


def indent(line):
    return len(line) - len(line.lstrip(" "))


def split_blank(lines):
    block = []
    for line in lines:
        if line.strip():
            block.append(line.rstrip())
        elif block:
            yield block
            block = []
    if block:
        yield block


def comment_text(doc):
    """The lines of a block comment without its delimiters, columns kept."""
    lines = doc.split("\n")
    first = lines[0]
    start = first.index("/*")
    lines[0] = " " * (start + 2) + first[start + 2:]
    last = lines[-1]
    lines[-1] = last[:last.rindex("*/")].rstrip()
    return lines


def code(lines):
    return "```c\n" + "\n".join(lines).rstrip() + "\n```"


def title(doc, names):
    """An entry's heading: the names its block starts with ("conv_x, conv_y:
    ..."), or the opening words of its first sentence."""
    text = " ".join(l.strip() for l in comment_text(doc) if l.strip())
    if text.startswith(("conv_", "CONV_")):
        return text.split(":", 1)[0].strip()
    head = re.split(r"[:.,(]\s?", text, maxsplit=1)[0].strip()
    if len(head) > 60:
        head = head[:60].rsplit(" ", 1)[0] + " ..."
    return head


def top_comment(lines):
    """The header's first comment, split at its ALL-CAPS headings: [(heading,
    lines)], the first heading None."""
    end = next(i for i, l in enumerate(lines) if "*/" in l)
    text = comment_text("\n".join(lines[:end + 1]))
    parts, heading, current = [], None, []
    for line in text:
        m = re.match(r"^   ([A-Z][A-Z -]+[A-Z])( \(.*\)|: .*)?$", line)
        if m:
            parts.append((heading, current))
            heading, current = m.group(1), []
            if m.group(2) and m.group(2).startswith(":"):
                current.append("   " + m.group(2)[2:])  # "LICENSE: text"
        else:
            current.append(line)
    parts.append((heading, current))
    return parts


def stage_summaries(parts):
    """The TABLE OF CONTENTS lines of the top comment: {first word: text}."""
    out = {}
    for heading, body in parts:
        if heading != "TABLE OF CONTENTS":
            continue
        key = None
        for line in body:
            m = re.match(r"^     (\S+(?: \S+)?)\s{2,}(\S.*)$", line)
            if m:
                key = m.group(1).split()[0]
                out[key] = m.group(2)
            elif key and line.strip() and indent(line) > 10:
                out[key] += " " + line.strip()
    return out


def generate(text, header="conv.h"):
    """docs/api.md for the header text."""
    lines = text.split("\n")
    functions = public_functions(lines)
    r = Renderer(name for _, _, name in functions)
    parts = top_comment(lines)
    summaries = stage_summaries(parts)
    summaries[CONSTANTS] = "the version macros and the invalid id, before the header's first section"

    # the sections, in header order: (name, [markdown entries], [functions])
    stages = []
    for name, block in sections(lines):
        if name is None:
            # before the first banner: the public constants (version, ids);
            # not the include guard, the linkage macro or extern "C"
            if not any(re.match(r"#define CONV_(?!H_INCLUDED)[A-Z]", l) for _, l in block):
                continue
            name = CONSTANTS
        if not stages or stages[-1][0] != name:
            stages.append((name, [], []))
        entries, names = stages[-1][1], stages[-1][2]
        body = [l for _, l in block]
        if all(re.match(r"^\s*(#\s*(if|ifdef|ifndef|else|endif)\b|\}\s*$)", l) for l in body):
            continue  # the closing extern "C" and include guard
        doc = opening_comment(block)
        decls = [n for _, n in declarations(block)]
        if doc is not None and is_documented(doc):
            ncomment = doc.count("\n") + 1
            head = title(doc, decls)
            entries.append("### %s\n\n%s%s\n\n%s" % (
                head if head.startswith(("conv_", "CONV_")) else r.inline(head),
                "".join(anchor(n) for n in decls) + ("\n\n" if decls else ""),
                code(body[ncomment:]) if body[ncomment:] else "",
                r.comment(doc, head)))
            names.extend(decls)
        else:
            entries.append(code(body))
            names.extend(decls)

    out = ["# conv API reference", "",
           "<!-- Generated by tools/gen_api.py from %s (make api-docs); do not edit: "
           "tests/unit/test_api_docs.py fails when this file is not what the script makes of the header. -->"
           % header, "",
           "Version %s. This page is `%s`'s own documentation, in the header's order: every public function, "
           "grouped by the header's sections (the pipeline stages), with its prototype and the block that "
           "documents it (Parameters, Return Value, Thread Safety, Ownership; Remarks and See Also where the "
           "header has them), and each section's types and constants as the header writes them. The rules "
           "every function follows (errors, allocation, thread safety, ownership, lists) are the header's top "
           "comment, under [Conventions](#conventions)." % (version(lines), header), "",
           "## Contents", "", "- [Conventions](#conventions)"]
    for name, _, names in stages:
        summary = summaries.get(name.split()[0].rstrip(":"), "")
        out.append("- [%s](#%s)%s" % (name, section_id(name), ": " + r.inline(summary) if summary else ""))
        if names:
            out.append("  " + ", ".join("[`%s`](#%s)" % (n, n) for n in names))
    out += ["", '<a id="conventions"></a>', "", "## Conventions", ""]
    for heading, body in parts:
        text = "\n".join(body).strip("\n")
        if not text.strip():
            continue
        if heading is None:
            out += [r.inline(text.strip()), ""]
            continue
        out += ["### " + heading.capitalize(), "", "```text", textwrap.dedent("\n".join(body)).strip("\n"), "```", ""]
    for name, entries, names in stages:
        out += ['<a id="%s"></a>' % section_id(name), "", "## " + name, ""]
        summary = summaries.get(name.split()[0].rstrip(":"), "")
        if summary:
            out += [r.inline(summary[0].upper() + summary[1:]) + ".", ""]
        for e in entries:
            out += [e, ""]
    return "\n".join(out).rstrip("\n") + "\n"


def missing(markdown, text):
    """The public functions of the header that have no entry in markdown."""
    return [name for _, _, name in public_functions(text.split("\n")) if anchor(name) not in markdown]


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--header", default=os.path.join(ROOT, "conv.h"))
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "api.md"))
    args = ap.parse_args(argv)
    with open(args.header, encoding="utf-8") as fh:
        text = fh.read()
    want = generate(text, os.path.basename(args.header))
    if not args.check:
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.write(want)
        print("wrote %s: %d public functions" % (args.out, len(public_functions(text.split("\n")))))
        return 0
    try:
        with open(args.out, encoding="utf-8") as fh:
            have = fh.read()
    except OSError as e:
        print("%s: cannot read: %s (make api-docs writes it)" % (args.out, e.strerror))
        return 1
    status = 0
    for name in missing(have, text):
        print("%s: no entry for %s" % (args.out, name))
        status = 1
    if have != want:
        print("%s is not what tools/gen_api.py makes of %s: run make api-docs" % (args.out, args.header))
        status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
