#!/usr/bin/env python3
"""bindings/python/conv_cdef.h against conv.h.

The cdef is a hand-kept copy of conv.h's API in cffi's dialect. The
extension's API-mode build catches a wrong prototype only for what the cdef
declares, and only where cffi is installed; this check needs only a C
preprocessor and says which declaration is missing where:

* every function the cdef declares (except the extension's own convpy_*)
  is a CONVDEF function of conv.h with the same return and parameter types;
* every enum and struct the cdef declares is conv.h's, enumerators and
  fields alike (an enum ending in `...` may list a prefix); every opaque
  struct and every `#define NAME ...` names something conv.h defines;
* every public function of conv.h (CONVDEF, and static inline) is in the
  cdef or in EXCLUDED below, each with the reason.

conv.h is read through `cc -E` (the X-macro lists expanded), with empty
stand-ins for the standard headers so that only conv's declarations remain.

    /usr/bin/python3 tests/unit/test_cdef.py [--cc CC]

Last line: "N passed, N failed"; exit status 1 on any failure."""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CONV_H = os.path.join(ROOT, "conv.h")
CDEF = os.path.join(ROOT, "bindings", "python", "conv_cdef.h")

# Public functions of conv.h that the Python bindings do not declare, and why.
EXCLUDED = {
    # static inline helpers: cffi's cdef takes no function bodies; the
    # Python layer has its own (ids are index + 1, 0 is invalid)
    "conv_block_index": "static inline, reimplemented in Python",
    "conv_value_index": "static inline, reimplemented in Python",
    "conv_edge_index": "static inline, reimplemented in Python",
    "conv_block_valid": "static inline, reimplemented in Python",
    "conv_value_valid": "static inline, reimplemented in Python",
    "conv_cycle_valid": "static inline, reimplemented in Python",
}


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def preprocess(cc, header):
    """conv.h after the preprocessor, without the standard headers."""
    with tempfile.TemporaryDirectory() as empty_headers:
        for h in ("stddef.h", "stdint.h", "stdbool.h"):
            open(os.path.join(empty_headers, h), "w").close()
        p = subprocess.run([cc, "-E", "-P", "-nostdinc", "-I", empty_headers, header],
                           capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError("%s -E conv.h failed: %s" % (cc, p.stderr[-500:]))
    return p.stdout


def norm(s):
    """One spelling of a C type or declaration: single spaces, none around
    punctuation."""
    s = re.sub(r"\s+", " ", s).strip()
    return re.sub(r"\s*([*(),\[\]{};=])\s*", r"\1", s)


def split_params(s):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return [p for p in out if p.strip()]


def param_type(p):
    """A parameter without its name: 'const char *name' -> 'const char*'."""
    p = p.strip()
    m = re.match(r"^(.*?)\(\s*\*\s*\w*\s*\)\s*(\(.*\))$", p, re.S)   # function pointer
    if m:
        return norm(m.group(1)) + "(*)" + norm(m.group(2))
    p = re.sub(r"\[[^\]]*\]$", "*", p.strip())
    toks = re.findall(r"\w+|\*", p)
    if len(toks) >= 2 and re.match(r"^\w+$", toks[-1]) and toks[-2] != "struct":
        toks = toks[:-1]
    return norm(" ".join(toks))


def functions(text):
    """name -> (return type, [parameter types]) of the top-level prototypes
    (and static inline definitions) in comment-free text."""
    out = {}
    depth = 0
    stmt = ""
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "{":
            # a body: skip it (a struct, enum or inline function)
            if depth == 0 and re.search(r"\)\s*$", stmt) and "typedef" not in stmt:
                out.update(_prototype(stmt))
                stmt = ""
                depth = 1
                i += 1
                while i < len(text) and depth:
                    depth += {"{": 1, "}": -1}.get(text[i], 0)
                    i += 1
                continue
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == ";" and depth == 0:
            if "typedef" not in stmt and not re.match(r"^\s*(enum|struct)\b", stmt):
                out.update(_prototype(stmt))
            stmt = ""
        elif ch not in "\n" or depth == 0:
            stmt += ch if depth == 0 else ""
        i += 1
    return out


def _prototype(stmt):
    s = re.sub(r"^\s*#.*$", "", stmt, flags=re.M).strip()
    m = re.match(r"^(.*?)\b(\w+)\s*\((.*)\)\s*$", s, re.S)
    if not m:
        return {}
    ret = re.sub(r"\b(extern|static|inline|CONVDEF)\b", " ", m.group(1))
    params = [param_type(p) for p in split_params(m.group(3))]
    return {m.group(2): (norm(ret), params)}


def typedefs(text):
    """enum and struct bodies: name -> ("enum", [enumerators], open) or
    ("struct", [fields]); opaque structs -> ("opaque",)."""
    out = {}
    for m in re.finditer(r"typedef\s+(enum|struct)\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;", text, re.S):
        kind, name, body = m.group(1), m.group(4), m.group(3)
        if kind == "enum":
            names = [re.match(r"\s*(\w+|\.\.\.)", e).group(1) for e in body.split(",") if e.strip()]
            out[name] = ("enum", [n for n in names if n != "..."], "..." in names)
        else:
            out[name] = ("struct", [norm(f) for f in body.split(";") if f.strip()])
    for m in re.finditer(r"typedef\s+struct\s+(\w+)\s+(\w+)\s*;", text):
        out.setdefault(m.group(2), ("opaque",))
    return out


def constants(text):
    """Enumerators (named and anonymous enums) and #define names."""
    names = set(re.findall(r"^\s*#\s*define\s+(\w+)", text, re.M))
    for body in re.findall(r"\benum\b[^{;]*\{(.*?)\}", text, re.S):
        names.update(re.match(r"\s*(\w+)", e).group(1) for e in body.split(",") if re.match(r"\s*\w", e))
    return names


def line_of(path, name):
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if re.search(r"\b%s\s*\(" % re.escape(name), line):
                return "%s:%d" % (os.path.relpath(path, ROOT), n)
    return os.path.relpath(path, ROOT)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cc", default=os.environ.get("CC", "cc"))
    ap.add_argument("--header", default=CONV_H, help="conv.h to compare (default: the repository's)")
    ap.add_argument("--cdef", default=CDEF, help="the cdef to compare (default: the repository's)")
    a = ap.parse_args(argv)
    passed = failed = 0

    def check(ok, msg):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print("FAIL " + msg)

    with open(a.header) as f:
        raw_h = strip_comments(f.read())
    header = strip_comments(preprocess(a.cc, a.header))
    with open(a.cdef) as f:
        cdef = strip_comments(f.read())
    h_funcs, c_funcs = functions(header), functions(cdef)
    h_types, c_types = typedefs(header), typedefs(cdef)
    h_consts = constants(header) | constants(raw_h)
    cdef_rel = os.path.relpath(a.cdef, ROOT)

    check(len(h_funcs) > 100 and len(c_funcs) > 100,
          "the parser found %d functions in conv.h and %d in %s" % (len(h_funcs), len(c_funcs), cdef_rel))
    # what the cdef declares is conv.h's
    for name, (ret, params) in sorted(c_funcs.items()):
        if name.startswith("convpy_"):
            continue   # the extension's own helpers (build_conv.py)
        if name not in h_funcs:
            check(False, "%s declares %s, which conv.h does not (%s)" % (cdef_rel, name, line_of(a.cdef, name)))
            continue
        hret, hparams = h_funcs[name]
        check((ret, params) == (hret, hparams),
              "%s: conv.h (%s) has %s(%s), %s (%s) has %s(%s)"
              % (name, line_of(a.header, name), hret, ", ".join(hparams),
                 cdef_rel, line_of(a.cdef, name), ret, ", ".join(params)))
    for name, t in sorted(c_types.items()):
        h = h_types.get(name)
        if h is None:
            check(False, "%s declares the type %s, which conv.h does not" % (cdef_rel, name))
        elif t[0] == "opaque":
            check(h[0] in ("opaque", "struct"), "%s: opaque in %s, an enum in conv.h" % (name, cdef_rel))
        elif t[0] == "enum":
            ok = h[0] == "enum" and (h[1][:len(t[1])] == t[1] if t[2] else h[1] == t[1])
            check(ok, "enum %s: conv.h has {%s}, %s has {%s}"
                  % (name, ", ".join(h[1]) if h[0] == "enum" else h[0], cdef_rel,
                     ", ".join(t[1] + (["..."] if t[2] else []))))
        else:
            check(h == t, "struct %s: conv.h has {%s}, %s has {%s}"
                  % (name, "; ".join(h[1]) if h[0] == "struct" else h[0], cdef_rel, "; ".join(t[1])))
    for name in sorted(re.findall(r"^\s*#\s*define\s+(\w+)\s+\.\.\.", cdef, re.M)):
        check(name in h_consts, "%s defines %s, which conv.h does not" % (cdef_rel, name))
    # every public function of conv.h is bound or excluded
    for name in sorted(h_funcs):
        if name in EXCLUDED:
            check(name not in c_funcs, "%s is both in %s and in EXCLUDED of tests/unit/test_cdef.py"
                  % (name, cdef_rel))
            continue
        check(name in c_funcs,
              "conv.h declares %s (%s), %s does not: add it there (bindings/python) or to EXCLUDED in "
              "tests/unit/test_cdef.py with the reason" % (name, line_of(a.header, name), cdef_rel))
    for name in sorted(EXCLUDED):
        check(name in h_funcs, "EXCLUDED in tests/unit/test_cdef.py names %s, which conv.h does not declare" % name)
    print("%d functions in conv.h, %d in %s (%d excluded)" % (len(h_funcs), len(c_funcs), cdef_rel, len(EXCLUDED)))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
