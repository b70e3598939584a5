"""Reading conv.h the way its DOCUMENTATION paragraph describes it.

conv.h is read in paragraphs: runs of lines split at blank lines outside
block comments (a documentation block has blank lines of its own). A
paragraph that declares public functions (a `CONVDEF` declaration or a
`static inline` definition) opens with the block comment that documents
them, with the headings of the template (Parameters, Return Value, Thread
Safety, Ownership; Remarks and See Also when useful) each on a line of its
own. The header's sections (one per pipeline stage) start at banner lines
`/* ---- NAME --- */`.

Used by tests/unit/check_api_docs.py (every public function is documented)
and tools/gen_api.py (docs/api.md), so that both read the header alike, and
by the tests that want the version.
"""
import re

HEADINGS = ("Parameters", "Return Value", "Thread Safety", "Ownership")
OPTIONAL_HEADINGS = ("Remarks", "See Also")
DECL = re.compile(r"^(?:CONVDEF\b|static inline\b)")
NAME = re.compile(r"\b(conv_\w+)\s*\(")
SECTION = re.compile(r"^/\* -{3,} (.+?) -{3} \*/$")


def paragraphs(lines):
    """Runs of (line number, line) split at blank lines outside block
    comments."""
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


def is_documented(doc):
    """Whether a comment holds the four headings of the template."""
    return doc is not None and all(re.search(r"^\s*" + h + r"\b", doc, re.M) for h in HEADINGS)


def declarations(block):
    """The (line number, function name) of every public function the
    paragraph declares (the line itself when no name is found)."""
    out = []
    for no, line in block:
        if DECL.match(line):
            m = NAME.search(line)
            out.append((no, m.group(1) if m else line.strip()))
    return out


def sections(lines):
    """(section name, paragraph) for every paragraph, in header order; the
    section is None before the first banner."""
    name = None
    for block in paragraphs(lines):
        m = SECTION.match(block[0][1].strip())
        if m:
            name = m.group(1)
            block = block[1:]
            if not block:
                continue
        yield name, block


def public_functions(lines):
    """Every public function of the header, in order: (section, line number,
    name)."""
    return [(section, no, name) for section, block in sections(lines) for no, name in declarations(block)]


def version(lines):
    """"MAJOR.MINOR.PATCH" from the CONV_VERSION_* macros, or None."""
    nums = {}
    for line in lines:
        m = re.match(r"#define CONV_VERSION_(MAJOR|MINOR|PATCH) (\d+)$", line)
        if m:
            nums[m.group(1)] = m.group(2)
    return ".".join(nums[k] for k in ("MAJOR", "MINOR", "PATCH")) if len(nums) == 3 else None


def read_lines(path):
    with open(path, encoding="utf-8") as fh:
        return fh.read().split("\n")
