#!/usr/bin/env python3
"""Generates the amdgcn and r600 intrinsic tables of conv_impl.h from
tools/amdgpu_intrinsics.txt, which holds LLVM's own lists as data.

  gen_target_tables.py            rewrites the block between
                                  "/* BEGIN GENERATED amdgcn" and
                                  "/* END GENERATED */" in conv_impl.h
  gen_target_tables.py --check    exits 1 when the committed block is not
                                  what the input gives (prints
                                  "N passed, N failed")
  gen_target_tables.py --extract DIR
                                  refreshes the "defset" and "intrinsic"
                                  lines of the input from an LLVM install
                                  (DIR holds IntrinsicsAMDGPU.td,
                                  IntrinsicsAMDGPU.h, IntrinsicsR600.h, e.g.
                                  /usr/lib/llvm-19/include/llvm/IR); the
                                  "source"/"uniform" lines, transcribed from
                                  AMDGPUSearchableTables.td, are kept
  gen_target_tables.py --opt-check [OPT]
                                  asks opt-19 (print<uniformity>) about a
                                  call of every LLVM 19 intrinsic of the
                                  input and compares with the table: the
                                  source and always-uniform sets must be
                                  exactly opt's (prints "N passed, N failed")

Input lines (after '#' comments):
  version KEY TEXT...       recorded in the generated comment
  source RECORD             LLVM's SourceOfDivergence table
  source-foreach DEFSET     "foreach intr = DEFSET in def : SourceOfDivergence<intr>"
  uniform RECORD            LLVM's AlwaysUniform table
  defset DEFSET RECORD      RECORD is in the list DEFSET
  intrinsic RECORD [NAME]   an intrinsic of the LLVM version; NAME when it is
                            not the record's name with '_' -> '.'
Records named by "source"/"uniform" that are not intrinsics of the version
are kept as sources (LLVM removed them; old IR may still call them: they
are atomics) and listed in the generated comment.
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INPUT = os.path.join(ROOT, "tools", "amdgpu_intrinsics.txt")
HEADER = os.path.join(ROOT, "conv_impl.h")
BEGIN = "/* BEGIN GENERATED amdgcn"
END = "/* END GENERATED */"
WIDTH = 120


def record_name(record):
    """int_amdgcn_foo_bar -> llvm.amdgcn.foo.bar (LLVM's default naming)."""
    if not record.startswith("int_"):
        raise ValueError("not an intrinsic record: " + record)
    return "llvm." + record[4:].replace("_", ".")


def read_input(path=INPUT):
    data = {"version": [], "source": [], "foreach": [], "uniform": [], "defset": {}, "intrinsic": {}}
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.split("#", 1)[0].split()
            if not line:
                continue
            word, args = line[0], line[1:]
            if word == "version" and args:
                data["version"].append((args[0], " ".join(args[1:])))
            elif word in ("source", "uniform") and len(args) == 1:
                data[word].append(args[0])
            elif word == "source-foreach" and len(args) == 1:
                data["foreach"].append(args[0])
            elif word == "defset" and len(args) == 2:
                data["defset"].setdefault(args[0], []).append(args[1])
            elif word == "intrinsic" and len(args) in (1, 2):
                data["intrinsic"][args[0]] = args[1] if len(args) == 2 else record_name(args[0])
            else:
                raise SystemExit("%s:%d: cannot read %r" % (path, number, raw.rstrip()))
    for d in data["foreach"]:
        if d not in data["defset"]:
            raise SystemExit("%s: source-foreach %s names no defset" % (path, d))
    return data


def classify(data):
    """Per target ("amdgcn", "r600"): {name: "src" | "unif" | ""}, and the
    table records that are not intrinsics of the version."""
    names = data["intrinsic"]
    flags = {}
    for rec, name in names.items():
        flags[name] = ""
    sources = list(data["source"])
    for d in data["foreach"]:
        sources += data["defset"][d]
    removed = []
    for kind, recs in (("src", sources), ("unif", data["uniform"])):
        for rec in recs:
            name = names.get(rec)
            if name is None:
                removed.append(rec)
                name = record_name(rec)
                kind_here = "src"  # kept on the sound side
            else:
                kind_here = kind
            if flags.get(name) and flags[name] != kind_here:
                raise SystemExit("%s is both a source and always uniform" % rec)
            flags[name] = kind_here
    tables = {"amdgcn": {}, "r600": {}}
    for name, kind in flags.items():
        target = name.split(".")[1]
        if target not in tables:
            raise SystemExit("intrinsic of an unknown target: " + name)
        tables[target][name] = kind
    return tables, sorted(set(removed))


C_FLAGS = {"": "0", "src": "CONV__SRC", "unif": "CONV_FLAG_ALWAYS_UNIFORM"}


def c_table(cname, table):
    """A sorted (strcmp order) array, several entries per line."""
    lines, cur = [], "   "
    for name in sorted(table, key=lambda s: s.encode()):
        item = ' {"@%s", %s},' % (name, C_FLAGS[table[name]])
        if len(cur) + len(item) > WIDTH:
            lines.append(cur)
            cur = "   "
        cur += item
    lines.append(cur)
    return ["static const conv__target_entry %s[] = {" % cname] + lines + ["};"]


def wrap_comment(words, indent="  "):
    out, cur = [], indent
    for w in words:
        if len(cur) + 1 + len(w) > WIDTH - 3 and cur.strip():
            out.append(cur)
            cur = indent
        cur += " " + w
    out.append(cur)
    return out


def generate(data):
    tables, removed = classify(data)
    count = lambda t, k: sum(1 for v in t.values() if v == k)
    amd, r600 = tables["amdgcn"], tables["r600"]
    versions = "; ".join("%s: %s" % (k, v) for k, v in data["version"])
    text = [
        "%s and r600 intrinsic tables: written by tools/gen_target_tables.py from" % BEGIN,
        "   tools/amdgpu_intrinsics.txt; do not edit (run the script, `--check` compares).",
    ]
    text += wrap_comment(("Input: " + versions + ".").split())
    text += wrap_comment(("Every intrinsic name of the version, sorted for the longest-name search of "
                          "conv__intrinsic_find: amdgcn %d names (%d sources, %d always uniform), r600 %d "
                          "names (%d sources). 0 = neither. Kept as sources although the version no longer "
                          "has them: %s. */" % (len(amd), count(amd, "src"), count(amd, "unif"), len(r600),
                                                count(r600, "src"),
                                                ", ".join(record_name(r) for r in removed) or "none")).split())
    text += c_table("conv__amdgcn_llvm", amd)
    text += c_table("conv__r600_llvm", r600)
    text.append(END)
    return "\n".join(text) + "\n"


def split_header(path=HEADER):
    with open(path, encoding="utf-8") as f:
        src = f.read()
    a = src.find(BEGIN)
    b = src.find(END, a)
    if a < 0 or b < 0:
        raise SystemExit("%s: no generated block (%r ... %r)" % (path, BEGIN, END))
    line_end = src.find("\n", b + len(END))
    return src[:a], src[a:line_end + 1], src[line_end + 1:]


# --- --extract: the LLVM install's lists ---

def braced_body(text, start):
    depth, i = 1, start
    while depth:
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
        i += 1
    return text[start:i - 1]


def extract(directory):
    td = open(os.path.join(directory, "IntrinsicsAMDGPU.td"), encoding="utf-8").read()
    names = {}
    for h, prefix in (("IntrinsicsAMDGPU.h", "amdgcn_"), ("IntrinsicsR600.h", "r600_")):
        text = open(os.path.join(directory, h), encoding="utf-8").read()
        for enum, name in re.findall(r"^\s+(" + prefix + r"[a-z0-9_]+)(?: = \d+)?,\s+// (llvm\.[a-z0-9_.]+)", text,
                                     re.M):
            names["int_" + enum] = name
    old = open(INPUT, encoding="utf-8").read().splitlines()
    wanted = {l.split()[1] for l in old if l.startswith("source-foreach ")}
    defsets = {}
    for d in sorted(wanted):
        m = re.search(r"defset list<\w+> " + d + r" = \{", td)
        if not m:
            raise SystemExit("defset %s not in the .td" % d)
        body = re.sub(r"//[^\n]*", "", braced_body(td, m.end()))
        members = set()
        for kw, rec in re.findall(r"\b(def|defm)\s+(int_[a-z0-9_]+)", body):
            if kw == "def":
                members.add(rec)
            else:  # a multiclass instance: its records extend the name
                members |= {r for r in names if r.startswith(rec + "_")}
        defsets[d] = sorted(members)
    kept = [l for l in old if not l.startswith(("defset ", "intrinsic "))]
    while kept and not kept[-1].strip():
        kept.pop()
    out = kept + [""]
    for d in sorted(defsets):
        out += ["defset %s %s" % (d, r) for r in defsets[d]]
    out.append("")
    for rec in sorted(names):
        out.append("intrinsic %s" % rec if names[rec] == record_name(rec) else "intrinsic %s %s" % (rec, names[rec]))
    with open(INPUT, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    print("%d intrinsics, %d defsets" % (len(names), len(defsets)))


# --- --opt-check: the table against opt-19 ---

def opt_check(opt):
    data = read_input()
    tables, removed = classify(data)
    removed_names = {record_name(r) for r in removed}
    passed = failed = 0
    for target, triple in (("amdgcn", "amdgcn--"), ("r600", "amdgcn--")):
        names = sorted(n for n in tables[target] if n not in removed_names)
        # Each intrinsic called twice with a made-up signature (verifier
        # off): on a uniform kernel argument (divergent = a source) and on
        # workitem.id.x (uniform = always uniform).
        lines = ["declare i32 @llvm.amdgcn.workitem.id.x()"] if target == "r600" else []
        lines += ["declare i32 @%s(i32)" % n for n in names]
        lines.append("define amdgpu_kernel void @f(i32 %u) {")
        lines.append("  %d = call i32 @llvm.amdgcn.workitem.id.x(" + ("" if target == "r600" else "i32 0") + ")")
        for i, n in enumerate(names):
            lines.append("  %%s%d = call i32 @%s(i32 %%u)" % (i, n))
            lines.append("  %%t%d = call i32 @%s(i32 %%d)" % (i, n))
        lines.append("  ret void\n}")
        with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
            f.write("\n".join(lines) + "\n")
            path = f.name
        try:
            r = subprocess.run([opt, "-mtriple=" + triple, "-disable-verify", "-passes=print<uniformity>",
                                "-disable-output", path], capture_output=True, text=True, timeout=300)
        finally:
            os.unlink(path)
        if r.returncode != 0:
            print("ERROR: opt failed: " + r.stderr[:500])
            return 1
        div = set(re.findall(r"DIVERGENT:\s+%([st]\d+) =", r.stderr))
        for i, n in enumerate(names):
            opt_kind = "src" if "s%d" % i in div else ("unif" if "t%d" % i not in div else "")
            if opt_kind == tables[target][n]:
                passed += 1
            else:
                failed += 1
                print("FAIL: %s: table says %r, opt-19 %r" % (n, tables[target][n] or "0", opt_kind or "0"))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


def main(argv):
    if len(argv) >= 2 and argv[1] == "--extract":
        extract(argv[2] if len(argv) > 2 else "/usr/lib/llvm-19/include/llvm/IR")
        return 0
    if len(argv) >= 2 and argv[1] == "--opt-check":
        return opt_check(argv[2] if len(argv) > 2 else "opt-19")
    block = generate(read_input())
    head, old, tail = split_header()
    if len(argv) >= 2 and argv[1] == "--check":
        same = old == block
        if not same:
            print("FAIL: the generated block of conv_impl.h differs from tools/gen_target_tables.py's output "
                  "(run the script)")
        print("%d passed, %d failed" % (int(same), int(not same)))
        return 0 if same else 1
    if len(argv) >= 2:
        print(__doc__)
        return 2
    if old != block:
        with open(HEADER, "w", encoding="utf-8") as f:
            f.write(head + block + tail)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
