#!/usr/bin/python3
"""Differential test of uniformity analysis against opt-19 (issue 6).

For K generated amdgcn functions (default 2000, tests/differential/gen_uniformity.py;
reducible and irreducible, with and without convergence tokens), written
--batch per module so that opt runs once per module, this runs
    opt-19 -passes='print<uniformity>' -disable-output M.ll        (stderr)
parses the printout (parse_opt_uniformity(), format in
docs/uniformity-llvm19.md) into the JSON shape `conv uniformity --json`
prints (issue 6):
    {"name": "f", "divergent_arguments": ["%a"],
     "blocks": [{"name": "entry", "divergent_terminator": false,
                 "values": [{"name": "%x", "divergent": true}]}],
     "cycles_with_divergent_exit": ["h"], "cycles_assumed_divergent": []}
(cycles are named by their header; the printed `depth=..: entries(..) ..`
lines are kept under "cycles_*_printed"), and compares it with
    build/conv uniformity M.ll --json
per function: arguments, every named value, every block's terminator, the
two cycle lists.  Every difference gets a category
    <direction>: <kind>
direction "conv-divergent/llvm-uniform" or "conv-uniform/llvm-divergent";
kind, from the IR and the cycle hierarchy (first that applies):
    argument, terminator, cycle list,
    irreducible       the value's block is in an irreducible cycle
    token             a call with a "convergencectrl" bundle, or a value in
                      a block where a heart of a cycle not containing it is
                      used (the spec's extended cycle)
    temporal          an operand is defined in a cycle that does not contain
                      the value's block (a use outside the cycle)
    join phi          a phi with two or more incoming blocks
    always-uniform    a call LLVM's table calls always uniform
    source            a call to a divergence source or an unknown function
    thread-id arithmetic  an integer operation on thread ids and constants
                      alone (conv's known bits, issue 17: `and i32 0, %tid`)
    OpenCL builtin    in an OpenCL module, a call of a launch-geometry
                      work-item function, a collective or math builtin
                      (OPENCL_BUILTIN_RE: a library LLVM 19 does not see)
    operand           anything else (propagation through operands)
Categories with a known LLVM 19 explanation (KNOWN_LLVM19, each with its
reproducer under tests/uniformity/llvm19/ or tests/uniformity/cases/) are
reported as such; a function fails when it has a difference in another
category, or when conv calls a value uniform that LLVM calls divergent in a
function without cycles (the issue's hard rule) for a reason other than
thread-id arithmetic or an OpenCL builtin (ACYCLIC_EXPLAINED: not control
flow);
--strict fails on every difference.  The last line is
`N passed, N failed`; exit 1 on a failure.

When build/conv has no `uniformity` command ("unknown command"), the script
says `conv side: not available` and checks only what it can without conv:
that opt-19 accepts every generated module and that the parser finds, for
every function, exactly the blocks and named values of the .ll text in
order (one pass per function); then prints the summary line.

Modes:
    (default)          generate --count functions, compare
    --self-test        hand-written functions whose uniformity was worked out
                       by hand: opt-19's answer through the parser must be
                       exactly that; plus canned printouts (multi-line
                       switch, callbr, ALL VALUES UNIFORM, the LLVM 20+
                       TEMPORAL DIVERGENCE LIST) for the parser alone
    --corpus           tests/uniformity/llvm/**.ll: opt-19's parsed answer
                       must equal tests/uniformity/expected-opt19.json, and
                       conv is compared with it (--write-expected rewrites
                       the JSON, running FileCheck-19 on each file's CHECK
                       lines to record whether opt-19 agrees with them)
    --files F...       compare on these .ll files
    --out DIR          keep the generated modules in DIR (reproduce a
                       failure with --files DIR/<module>.ll)
Without opt-19: SKIP, `0 passed, 0 failed`, exit 0.
"""

import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "support"))

import difftool      # noqa: E402
import ref_cycles      # noqa: E402

CORPUS = os.path.join(ROOT, "tests", "uniformity")
EXPECTED = os.path.join(CORPUS, "expected-opt19.json")

# Categories whose differences LLVM 19 is known to produce (see
# docs/uniformity-llvm19.md); conv's side of each must still be confirmed
# by the interpreter before it counts as "conv is right".
KNOWN_LLVM19 = {
    "conv-divergent/llvm-uniform: join phi":
        "tests/uniformity/llvm19/issue137277.ll (LLVM issue 137277)",
    "conv-uniform/llvm-divergent: token":
        "tests/uniformity/llvm19/token-extension.ll (no cycle extension)",
    "conv-uniform/llvm-divergent: irreducible":
        "tests/uniformity/llvm19/irreducible-assumed-divergent.ll "
        "(whole cycle assumed divergent)",
    "conv-uniform/llvm-divergent: temporal":
        "tests/uniformity/llvm19/temporal-per-cycle.ll (per cycle, not per "
        "exit)",
    # consequences of the irreducible policy: LLVM 19 assumes a whole
    # irreducible cycle divergent (and so its branches and exits) whenever a
    # join of a divergent branch falls inside it; conv keeps the hierarchy's
    # maximal convergence (docs/uniformity.md), checked by the interpreter
    "conv-uniform/llvm-divergent: terminator (irreducible)":
        "irreducible-assumed-divergent.ll: the cycle's branches",
    "conv-uniform/llvm-divergent: cycles assumed divergent":
        "irreducible-assumed-divergent.ll: the cycle itself",
    "conv-uniform/llvm-divergent: cycles with divergent exit":
        "irreducible-assumed-divergent.ll: exits of a cycle LLVM assumed divergent",
    # conv more precise: at the header of a natural loop entered by the
    # paths of a divergent branch outside it, only the incoming values from
    # outside must agree (the back edges bring later iterations)
    "conv-uniform/llvm-divergent: join phi":
        "tests/uniformity/cases/join-agreeing-header-phi.ll (header joins)",
    # values computed from one of the above (a value or branch whose only
    # difference is an operand that differs in a known category)
    "conv-uniform/llvm-divergent: join phi (downstream)":
        "join-agreeing-header-phi.ll: users of an agreeing header phi",
    "conv-uniform/llvm-divergent: temporal (downstream)":
        "temporal-per-cycle.ll: users of a value uniform per exit",
    "conv-uniform/llvm-divergent: token (downstream)":
        "token-extension.ll: users of a value in the extended cycle",
    "conv-uniform/llvm-divergent: irreducible (downstream)":
        "irreducible-assumed-divergent.ll: users of the cycle's values",
    # conv more precise: thread-id arithmetic (issue 17). A value computed
    # from thread ids and constants alone by integer operations is exact
    # (`and i32 0, %tid` is 0 everywhere); LLVM 19 knows only lshr and and
    # of workitem.id.x in workgroups whose x is a multiple of the wave size
    "conv-uniform/llvm-divergent: thread-id arithmetic":
        "tests/uniformity/cases/tid-arithmetic.ll (known bits of thread-id arithmetic)",
    "conv-uniform/llvm-divergent: thread-id arithmetic (downstream)":
        "tid-arithmetic.ll: users of a value exact arithmetic makes uniform",
    # conv knows OpenCL's builtins by the specification in an OpenCL
    # module; LLVM 19 sees calls to a library it does not have
    "conv-uniform/llvm-divergent: OpenCL builtin":
        "tests/uniformity/cases/target-opencl-amdgcn.ll, target-opencl-nvptx.ll (get_local_size and the others)",
    "conv-uniform/llvm-divergent: OpenCL builtin (downstream)":
        "target-opencl-amdgcn.ll: users of an OpenCL builtin's result",
}

# Categories explained even in acyclic code (the hard rule's exceptions):
# conv's answer follows from arithmetic, not from control flow.
ACYCLIC_EXPLAINED = ("conv-uniform/llvm-divergent: thread-id arithmetic",
                     "conv-uniform/llvm-divergent: thread-id arithmetic (downstream)",
                     "conv-uniform/llvm-divergent: OpenCL builtin",
                     "conv-uniform/llvm-divergent: OpenCL builtin (downstream)")

# The integer operations conv computes exactly on thread ids (conv_impl.h,
# conv__arith_decode's LLVM forms), and the ids the amdgcn tables flag.
ARITH_OPS = ("add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "and", "or", "xor", "shl", "lshr", "ashr",
             "icmp", "select", "zext", "sext", "trunc")
THREAD_IDS = ("@llvm.amdgcn.workitem.id.", "@llvm.amdgcn.workgroup.id.")


# ----------------------------------------------------------- .ll reader

NAME = r'(?:%[-a-zA-Z$._0-9]+|%"(?:[^"\\]|\\.)*")'
DEF_RE = re.compile(r'^\s*(' + NAME + r')\s*=\s*(.*)$')
LABEL_RE = re.compile(r'^\s*(?:([-a-zA-Z$._0-9]+)|"((?:[^"\\]|\\.)*)"):')
DEFINE_RE = re.compile(r'^\s*define\b(.*?)@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\s*\((.*)\)([^{]*)\{\s*$')
TARGET_RE = re.compile(r'label\s+(' + NAME + r')')
VALUE_RE = re.compile(NAME)
CALLEE_RE = re.compile(r'\bcall\b.*?(@[-a-zA-Z$._0-9]+|asm\b)')


def norm(name):
    """'%"a b"' -> '%a b'; block names without '%'."""
    if name.startswith('%"'):
        return "%" + name[2:-1]
    return name


class LLInst(object):
    __slots__ = ("name", "text", "op", "operands", "phi", "callee", "token")

    def __init__(self, name, text):
        self.name = name
        self.text = text
        body = text
        self.op = body.split(None, 1)[0] if body else ""
        if self.op in ("tail", "musttail", "notail"):
            self.op = body.split()[1]
        self.phi = []
        self.callee = None
        self.token = None
        m = re.search(r'"convergencectrl"\(token (' + NAME + r')\)', body)
        if m:
            self.token = norm(m.group(1))
            body = body[:m.start()]
        if self.op == "phi":
            for v, b in re.findall(r'\[\s*([^,\]]+?)\s*,\s*(' + NAME + r')\s*\]', body):
                self.phi.append((norm(v) if v.startswith("%") else None,
                                 norm(b)[1:]))
            self.operands = [v for v, _ in self.phi if v]
        else:
            ops = [norm(x) for x in VALUE_RE.findall(body)]
            lbl = set(norm(x) for x in TARGET_RE.findall(body))
            self.operands = [x for x in ops if x not in lbl]
        m = CALLEE_RE.search(body)
        if m and self.op in ("call", "callbr", "invoke"):
            self.callee = m.group(1)


class LLFunc(object):
    def __init__(self, name, kernel, args):
        self.name = name
        self.kernel = kernel
        self.args = args
        self.opencl = False       # the module is OpenCL C's (read_ll)
        self.blocks = []          # names
        self.insts = []           # per block [LLInst] (terminator last)
        self.succ_names = []

    def finish(self):
        idx = {b: i for i, b in enumerate(self.blocks)}
        self.succ = [[idx[s] for s in ss if s in idx] for ss in self.succ_names]
        self.defblock = {}
        for a in self.args:
            self.defblock[a] = None
        for i, blk in enumerate(self.insts):
            for ins in blk:
                if ins.name:
                    self.defblock[ins.name] = i
        self.info = ref_cycles.compute(self.succ)
        self.cycles = self.info.cycles()


ONE_LINE_BODY_RE = re.compile(r'^(\s*define\b[^{;]*\{)\s*(\S.*?)\s*\}\s*$')


def _split_one_line_bodies(lines):
    """`define i32 @a() { ret i32 0 }` (LLVM's tests have a few) as the
    three lines LLVM would print."""
    for raw in lines:
        m = ONE_LINE_BODY_RE.match(raw)
        if m:
            yield m.group(1)
            yield "  " + m.group(2)
            yield "}"
        else:
            yield raw


def read_ll(text):
    """[LLFunc] of every define in `text` (enough of LLVM IR for the
    corpus and the generator: one instruction per line, switch tables and
    callbr/invoke continuation lines)."""
    funcs = []
    cur = None
    pending = None
    counter = 0
    for raw in _split_one_line_bodies(text.splitlines()):
        line = raw.split(";", 1)[0] if '"' not in raw else raw
        if '"' in raw and ";" in raw:
            # drop a trailing comment outside strings
            q = False
            for i, ch in enumerate(raw):
                if ch == '"':
                    q = not q
                elif ch == ";" and not q:
                    line = raw[:i]
                    break
        s = line.strip()
        if cur is None:
            m = DEFINE_RE.match(line)
            if m:
                pre = m.group(1)
                kernel = ("amdgpu_kernel" in pre or "ptx_kernel" in pre
                          or "spir_kernel" in pre)
                args = []
                counter = 0
                for p in difftool.split_top(m.group(3)):
                    toks = p.split()
                    if toks and toks[-1].startswith("%") and len(toks) > 1:
                        args.append(norm(toks[-1]))
                        if re.match(r'^%\d+$', toks[-1]):
                            # numbered arguments (clang's output) come
                            # before the unnamed entry block's number
                            counter = int(toks[-1][1:]) + 1
                    elif p.strip() and p.strip() != "...":
                        args.append("%%%d" % counter)
                        counter += 1
                fname = m.group(2).strip('"')
                cur = LLFunc(fname, kernel, args)
            continue
        if pending is not None:
            pending.text += " " + s
            if "]" in s:
                cur.succ_names[-1] = [norm(x)[1:] for x in TARGET_RE.findall(pending.text)]
                pending = None
            continue
        if s == "}":
            cur.finish()
            funcs.append(cur)
            cur = None
            continue
        if not s:
            continue
        m = LABEL_RE.match(line)
        if m and not s.startswith("%"):
            cur.blocks.append(m.group(1) if m.group(1) is not None else m.group(2))
            cur.insts.append([])
            cur.succ_names.append([])
            continue
        if s.startswith(("to ", "unwind ")) and cur.insts and cur.insts[-1]:
            last = cur.insts[-1][-1]
            last.text += " " + s
            cur.succ_names[-1] = [norm(x)[1:] for x in TARGET_RE.findall(last.text)]
            continue
        if not cur.blocks or (cur.insts[-1] and cur.insts[-1][-1].op in
                              ("br", "ret", "switch", "unreachable", "callbr",
                               "invoke", "indirectbr", "resume")):
            cur.blocks.append(str(counter))
            counter += 1
            cur.insts.append([])
            cur.succ_names.append([])
        m = DEF_RE.match(s)
        name, body = (norm(m.group(1)), m.group(2)) if m else (None, s)
        if name and re.match(r'^%\d+$', name):
            counter = int(name[1:]) + 1
        ins = LLInst(name, body)
        cur.insts[-1].append(ins)
        if ins.op in ("br", "switch", "indirectbr", "callbr", "invoke"):
            cur.succ_names[-1] = [norm(x)[1:] for x in TARGET_RE.findall(body)]
            if ins.op == "switch" and "]" not in body:
                pending = ins
    opencl = bool(OPENCL_MODULE_RE.search(text))
    for f in funcs:
        f.opencl = opencl
    return funcs


# -------------------------------------------------------- opt's printout

FUNC_RE = re.compile(r"^UniformityInfo for function '(.*)':$")
CYCLE_RE = re.compile(r"^\s*depth=(\d+): entries\(([^)]*)\)(.*)$")
ITEM_DIV = "  DIVERGENT: "
ITEM_UNI = " " * 13


def parse_cycle(line):
    m = CYCLE_RE.match(line)
    if not m:
        raise ValueError("bad cycle line: %r" % line)
    ents = m.group(2).split()
    return {"depth": int(m.group(1)), "header": ents[0], "entries": ents,
            "blocks": ents + m.group(3).split()}


def _def_name(text):
    m = DEF_RE.match(text)
    return norm(m.group(1)) if m else None


def parse_opt_uniformity(text):
    """opt-19's print<uniformity> output -> {function name: result} where
    result has the JSON shape of `conv uniformity --json` plus
    "all_uniform", "cycles_*_printed", "temporal" (LLVM 20+) and, per block,
    "terminators" (texts) and per value "text".  Raises ValueError on a
    line it does not understand."""
    res = {}
    cur = None
    sec = None
    blk = None
    item = None            # last item (dict with "text"), for continuations
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        m = FUNC_RE.match(line)
        if m:
            cur = {"name": m.group(1), "divergent_arguments": [],
                   "blocks": [], "cycles_with_divergent_exit": [],
                   "cycles_assumed_divergent": [],
                   "cycles_with_divergent_exit_printed": [],
                   "cycles_assumed_divergent_printed": [],
                   "temporal": [], "all_uniform": False}
            res[cur["name"]] = cur
            sec, blk, item = "head", None, None
            continue
        if cur is None:
            if not line.strip():
                continue
            raise ValueError("text before the first function: %r" % line)
        if not line.strip():
            item = None
            continue
        if line == "DIVERGENT ARGUMENTS:":
            sec = "args"
            continue
        if line in ("CYCLES ASSSUMED DIVERGENT:", "CYCLES ASSUMED DIVERGENT:"):
            sec = "assumed"
            continue
        if line == "CYCLES WITH DIVERGENT EXIT:":
            sec = "exit"
            continue
        if line == "TEMPORAL DIVERGENCE LIST:":
            sec = "temporal"
            continue
        if line == "ALL VALUES UNIFORM":
            cur["all_uniform"] = True
            sec = None
            continue
        if line.startswith("BLOCK "):
            blk = {"name": line[6:].strip().lstrip("%"),
                   "divergent_terminator": False, "values": [],
                   "terminators": []}
            cur["blocks"].append(blk)
            sec, item = "block", None
            continue
        if line == "DEFINITIONS" and blk is not None:
            sec = "defs"
            continue
        if line == "TERMINATORS" and blk is not None:
            sec = "terms"
            continue
        if line == "END BLOCK":
            sec, blk, item = None, None, None
            continue
        if sec == "args":
            if not line.startswith(ITEM_DIV):
                raise ValueError("bad argument line: %r" % line)
            cur["divergent_arguments"].append(norm(line.split()[-1]))
            continue
        if sec in ("assumed", "exit"):
            c = parse_cycle(line)
            key = "cycles_assumed_divergent" if sec == "assumed" else \
                "cycles_with_divergent_exit"
            cur[key].append(c["header"])
            cur[key + "_printed"].append(line.strip())
            continue
        if sec == "temporal":
            if line.startswith("Value         :"):
                cur["temporal"].append({"value": line.split(":", 1)[1].strip()})
            elif line.startswith("Used by       :") and cur["temporal"]:
                cur["temporal"][-1]["user"] = line.split(":", 1)[1].strip()
            elif line.startswith("Outside cycle :") and cur["temporal"]:
                cur["temporal"][-1]["cycle"] = parse_cycle(
                    line.split(":", 1)[1])["header"]
            else:
                raise ValueError("bad temporal divergence line: %r" % line)
            continue
        if sec in ("defs", "terms"):
            if line.startswith(ITEM_DIV):
                div, body = True, line[len(ITEM_DIV):]
            elif line.startswith(ITEM_UNI) and len(line) > 13 and \
                    line[13:].startswith("  ") and line[15:16] not in (" ", ""):
                div, body = False, line[13:]
            elif item is not None:          # continuation of the last item
                item["text"] += "\n" + line
                continue
            else:
                raise ValueError("bad item line: %r" % line)
            body = body.strip()
            if sec == "defs":
                item = {"name": _def_name(body), "divergent": div, "text": body}
                blk["values"].append(item)
            else:
                item = {"text": body}
                blk["terminators"].append(item)
                if div:
                    blk["divergent_terminator"] = True
            continue
        raise ValueError("unexpected line in opt output: %r" % line)
    return res


def complete_from_ll(res, llf):
    """For ALL VALUES UNIFORM (LLVM 19 prints no blocks then): fill the
    blocks from the .ll text, every value uniform."""
    if res["blocks"] or not res["all_uniform"]:
        return res
    for b, insts in zip(llf.blocks, llf.insts):
        res["blocks"].append({
            "name": b, "divergent_terminator": False, "terminators": [],
            "values": [{"name": i.name, "divergent": False, "text": i.text}
                       for i in insts[:-1] if i.name]})
    return res


def conv_shape(res):
    """The comparable part of a parsed function (conv's JSON shape)."""
    # LLVM prints arguments and cycles from pointer-keyed sets: their order
    # changes from run to run, so the lists are sorted
    return {
        "name": res["name"],
        "divergent_arguments": sorted(res["divergent_arguments"]),
        "blocks": [{"name": b["name"],
                    "divergent_terminator": b["divergent_terminator"],
                    "values": [{"name": v["name"], "divergent": v["divergent"]}
                               for v in b["values"] if v["name"]]}
                   for b in res["blocks"]],
        "cycles_with_divergent_exit": sorted(res["cycles_with_divergent_exit"]),
        "cycles_assumed_divergent": sorted(res["cycles_assumed_divergent"]),
        "cycles_with_divergent_exit_printed":
            sorted(res["cycles_with_divergent_exit_printed"]),
        "cycles_assumed_divergent_printed":
            sorted(res["cycles_assumed_divergent_printed"]),
        "all_uniform": res["all_uniform"],
    }


def triple_args(path):
    """-mtriple for a corpus/generated file: amdgcn unless the file names an
    nvptx triple (then the file's own triple is used)."""
    with open(path) as fh:
        head = fh.read(4000)
    if 'target triple = "nvptx' in head:
        return []
    return ["-mtriple=amdgcn--"]


def run_opt(opt, path, extra=()):
    """(ok, parsed {fname: result} or None, raw text)."""
    cmd = [opt] + triple_args(path) + list(extra) + \
        ["-passes=print<uniformity>", "-disable-output", path]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    out = p.stderr + p.stdout
    if p.returncode != 0:
        return False, None, out
    return True, parse_opt_uniformity(out), out


# ------------------------------------------------------------- conv side

class ConvUnavailable(Exception):
    pass


def run_conv(conv, path):
    """({fname: result in conv's JSON shape}, None) or (None, error);
    raises ConvUnavailable when conv has no `uniformity` command."""
    if not os.access(conv, os.X_OK):
        raise ConvUnavailable("no binary at %s (run make build/conv)" % conv)
    p = subprocess.run([conv, "uniformity", path, "--json"],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    if p.returncode != 0:
        if "unknown command" in p.stderr + p.stdout:
            raise ConvUnavailable("build/conv has no `uniformity` command")
        return None, "exit %d: %s" % (p.returncode, p.stderr.strip()[-400:])
    return conv_json_shape(p.stdout)


def conv_json_shape(text):
    """`conv uniformity --json` output -> ({fname: result in the compared
    shape}, None) or (None, error)."""
    try:
        js = json.loads(text)
        out = {}
        for f in js["functions"]:
            def cyc(xs):
                r = []
                for c in xs:
                    if isinstance(c, dict):
                        r.append(str(c.get("header", (c.get("entries") or ["?"])[0])))
                    else:
                        r.append(str(c))
                return r
            out[str(f["name"])] = {
                "name": str(f["name"]),
                "divergent_arguments": [str(a) for a in f.get("divergent_arguments", [])],
                "blocks": [{"name": str(b["name"]),
                            "divergent_terminator": bool(b["divergent_terminator"]),
                            "values": [{"name": str(v["name"]),
                                        "divergent": bool(v["divergent"])}
                                       for v in b["values"]]}
                           for b in f["blocks"]],
                "cycles_with_divergent_exit": cyc(f.get("cycles_with_divergent_exit", [])),
                "cycles_assumed_divergent": cyc(f.get("cycles_assumed_divergent", [])),
            }
        return out, None
    except (ValueError, KeyError, TypeError) as e:
        return None, "bad JSON (%s): %s" % (e, text[:300])


# ---------------------------------------------------------- categories

ALWAYS_UNIFORM = ("@llvm.amdgcn.readfirstlane", "@llvm.amdgcn.readlane",
                  "@llvm.amdgcn.ballot", "@llvm.amdgcn.icmp",
                  "@llvm.amdgcn.fcmp", "@llvm.amdgcn.wave.reduce",
                  "@llvm.amdgcn.if.break", "@llvm.amdgcn.s.getpc",
                  "@llvm.nvvm.vote", "@llvm.nvvm.redux")
# OpenCL C's builtins that conv knows by the specification in an OpenCL
# module (!opencl.ocl.version) on amdgcn and nvptx, where clang -nogpulib
# leaves them calls to a library LLVM 19 cannot see (an unknown call:
# divergent): the work-item functions that describe the launch, the
# sub-group and work-group collectives, and math on values (conv_impl.h,
# conv__opencl_table and conv__opencl_pure_builtin; docs/uniformity.md
# "Launch geometry"). Written here from the specification, not from
# conv's table: the per-thread ids are not in it.
OPENCL_MODULE_RE = re.compile(r'^!opencl\.ocl\.version\s*=', re.M)
OPENCL_BUILTIN_RE = re.compile(
    r'@_Z\d+(get_(group_id|num_groups|local_size|global_size|work_dim|global_offset|enqueued_local_size'
    r'|sub_group_size|max_sub_group_size|num_sub_groups|enqueued_num_sub_groups|sub_group_id)'
    r'|(sub|work)_group_(reduce_(add|min|max)|broadcast|all|any)'
    r'|(native_|half_)?(sqrt|rsqrt|exp|exp2|log|log2|sin|cos|tan|pow|fabs|fmin|fmax|min|max|clamp|mad|fma'
    r'|floor|ceil|mix|divide|recip))[a-zA-Z0-9_]*$')
SOURCES = ("@llvm.amdgcn.workitem.id", "@llvm.amdgcn.mbcnt",
           "@llvm.amdgcn.interp", "@llvm.nvvm.read.ptx.sreg.tid",
           "@llvm.nvvm.read.ptx.sreg.laneid")


class Context(object):
    """Per function: which blocks are in irreducible cycles, which blocks
    use a heart of a cycle that does not contain them, and the kind of
    every named value."""

    def __init__(self, llf):
        self.f = llf
        n = len(llf.blocks)
        inner = llf.info.innermost
        self.irred = [False] * n
        self.cyc_of = []
        for b in range(n):
            cs = []
            c = inner[b]
            while c is not None:
                cs.append(c)
                if not c.reducible():
                    self.irred[b] = True
                c = c.parent
            self.cyc_of.append(cs)
        self.ext = [False] * n
        for b, insts in enumerate(llf.insts):
            for ins in insts:
                t = ins.token
                if t and t in llf.defblock and llf.defblock[t] is not None:
                    d = llf.defblock[t]
                    if any(b not in c.blockset for c in self.cyc_of[d]):
                        self.ext[b] = True
        # the exact values: thread ids, and integer operations whose named
        # operands are exact (constants are not named); in program order,
        # which is enough for the generated SSA
        self.exact = set()
        for b, insts in enumerate(llf.insts):
            for ins in insts:
                if not ins.name:
                    continue
                if ins.callee and ins.callee.startswith(THREAD_IDS):
                    self.exact.add(ins.name)
                elif ins.op in ARITH_OPS and all(v in self.exact for v in ins.operands):
                    self.exact.add(ins.name)
        self.kind = {}
        for b, insts in enumerate(llf.insts):
            for ins in insts:
                if ins.name:
                    self.kind[ins.name] = self.classify(b, ins)

    def outside_use(self, b, ins):
        for v in ins.operands:
            d = self.f.defblock.get(v)
            if d is None:
                continue
            if any(b not in c.blockset for c in self.cyc_of[d]):
                return True
        return False

    def classify(self, b, ins):
        if self.irred[b]:
            return "irreducible"
        if ins.token or self.ext[b]:
            return "token"
        if self.outside_use(b, ins):
            return "temporal"
        if ins.op == "phi" and len(set(blk for _, blk in ins.phi)) >= 2:
            return "join phi"
        if ins.callee and ins.callee.startswith(ALWAYS_UNIFORM):
            return "always-uniform"
        if ins.callee and self.f.opencl and OPENCL_BUILTIN_RE.match(ins.callee):
            return "OpenCL builtin"
        if ins.callee and (ins.callee.startswith(SOURCES) or
                           not ins.callee.startswith("@llvm.")):
            return "source"
        if ins.name in self.exact and ins.op in ARITH_OPS:
            return "thread-id arithmetic"
        return "operand"


def compare(llvm, conv, ctx, strict=False):
    """[(category, detail)] for one function."""
    diffs = []

    def d(conv_div, kind, what):
        direction = ("conv-divergent/llvm-uniform" if conv_div
                     else "conv-uniform/llvm-divergent")
        diffs.append(("%s: %s" % (direction, kind), what))

    la, ca = set(llvm["divergent_arguments"]), set(conv["divergent_arguments"])
    for a in sorted(la ^ ca):
        d(a in ca, "argument", a)
    lb = {b["name"]: b for b in llvm["blocks"]}
    cb = {b["name"]: b for b in conv["blocks"]}
    if set(lb) != set(cb):
        diffs.append(("blocks differ", "llvm %s conv %s"
                      % (sorted(set(lb) - set(cb)), sorted(set(cb) - set(lb)))))
    for name in lb:
        if name not in cb:
            continue
        x, y = lb[name], cb[name]
        if x["divergent_terminator"] != y["divergent_terminator"]:
            bi = ctx.f.blocks.index(name) if name in ctx.f.blocks else None
            kind = "terminator"
            if bi is not None and ctx.irred[bi]:
                kind = "terminator (irreducible)"
            d(y["divergent_terminator"], kind, "block " + name)
        lv = {v["name"]: v["divergent"] for v in x["values"] if v["name"]}
        cv = {v["name"]: v["divergent"] for v in y["values"]}
        # the result of an invoke or callbr: LLVM lists it with the
        # terminator, conv with the values
        term = set()
        if name in ctx.f.blocks:
            for ins in ctx.f.insts[ctx.f.blocks.index(name)][-1:]:
                if ins.name:
                    term.add(ins.name)
        cv = {k: v for k, v in cv.items() if k not in term or k in lv}
        if set(lv) != set(cv):
            diffs.append(("values differ", "block %s: llvm %s conv %s"
                          % (name, sorted(set(lv) - set(cv)),
                             sorted(set(cv) - set(lv)))))
        for v in lv:
            if v in cv and lv[v] != cv[v]:
                d(cv[v], ctx.kind.get(v, "operand"), v)
    # Cycle lists, compared by their outermost members: LLVM 19 lists only
    # the outermost cycle of a divergent exit or an assumed-divergent nest
    # (the one whose outside sees the effect), conv every cycle that the
    # leaving threads exit and every cycle entered through diverged entries
    # (each is a claim the interpreter can check); the nested ones add
    # nothing to the values.
    by_header = {}
    for c in ctx.f.cycles:
        by_header.setdefault(ctx.f.blocks[c.header] if isinstance(c.header, int) else c.header, c)

    def outermost(headers):
        cs = [by_header.get(h) for h in headers]
        keep = set()
        for h, c in zip(headers, cs):
            if c is None or not any(o is not None and o is not c and c.blockset <= o.blockset for o in cs):
                keep.add(h)
        return keep
    for key in ("cycles_with_divergent_exit", "cycles_assumed_divergent"):
        lc, cc = outermost(sorted(set(llvm[key]))), outermost(sorted(set(conv[key])))
        for h in sorted(lc ^ cc):
            d(h in cc, key.replace("_", " "), "cycle " + h)
    return downstream(diffs, ctx)


def downstream(diffs, ctx):
    """A value or branch whose own kind is "operand" or "terminator" and
    that differs only through an operand that differs the same way is
    counted under that operand's root kind, as "<kind> (downstream)"."""
    insts = {}
    for b, block_insts in enumerate(ctx.f.insts):
        for ins in block_insts:
            if ins.name:
                insts[ins.name] = ins
    kind_of = {}
    for cat, what in diffs:
        direction, _, kind = cat.partition(": ")
        kind_of[(direction, what)] = kind

    def operands(what):
        if what.startswith("block "):
            name = what[len("block "):]
            if name in ctx.f.blocks and ctx.f.insts[ctx.f.blocks.index(name)]:
                return ctx.f.insts[ctx.f.blocks.index(name)][-1].operands
            return []
        return insts[what].operands if what in insts else []

    def root(direction, what, seen):
        for v in operands(what):
            k = kind_of.get((direction, v))
            if k is None or v in seen:
                continue
            if k not in ("operand", "terminator"):
                return k
            seen.add(v)
            r = root(direction, v, seen)
            if r:
                return r
        return None
    out = []
    for cat, what in diffs:
        direction, _, kind = cat.partition(": ")
        if kind in ("operand", "terminator"):
            r = root(direction, what, {what})
            if r:
                cat = "%s: %s (downstream)" % (direction, r)
        out.append((cat, what))
    return out


def is_failure(cat, acyclic):
    """conv calling uniform what LLVM 19 calls divergent must be explained
    (KNOWN_LLVM19), never in acyclic code; conv being more conservative is
    counted but not a failure (its soundness is what --simulate checks)."""
    if acyclic and cat.startswith("conv-uniform/llvm-divergent") and cat not in ACYCLIC_EXPLAINED:
        return True
    if cat.startswith("conv-divergent/llvm-uniform"):
        return False
    return cat not in KNOWN_LLVM19


# ------------------------------------------------------- parser checks

def check_listing(llvm, llf):
    """Mismatches between opt's listing and the .ll text (the parser's own
    consistency check): same blocks in order, same named values per block
    in order."""
    probs = []
    if llvm["all_uniform"]:
        return probs          # LLVM 19 lists no blocks then
    names = [b["name"] for b in llvm["blocks"]]
    if names != list(llf.blocks):
        probs.append("blocks: opt %s, .ll %s" % (names, llf.blocks))
        return probs
    for b, insts in zip(llvm["blocks"], llf.insts):
        ov = [v["name"] for v in b["values"] if v["name"]]
        lv = [i.name for i in insts[:-1] if i.name]
        if ov != lv:
            probs.append("block %s values: opt %s, .ll %s" % (b["name"], ov, lv))
        if len(b["terminators"]) != 1:
            probs.append("block %s: %d terminators" % (b["name"], len(b["terminators"])))
    return probs


# ------------------------------------------------------------ self-test

SELF_TEST = r'''
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

define amdgpu_kernel void @tid_join(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, 5
  br i1 %c, label %a, label %j
a:
  %x = add i32 %n, 1
  br label %j
j:
  %p = phi i32 [ 0, %entry ], [ %x, %a ]
  %q = add i32 %n, 2
  ret void
}

define amdgpu_kernel void @arg_join(i32 %n) {
entry:
  %c = icmp slt i32 %n, 5
  br i1 %c, label %a, label %j
a:
  br label %j
j:
  %p = phi i32 [ 0, %entry ], [ 1, %a ]
  ret void
}

define amdgpu_kernel void @temporal(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %i1 = add i32 %i, 1
  %c = icmp eq i32 %i1, %tid
  br i1 %c, label %x, label %h
x:
  %u = add i32 %i1, %n
  ret void
}

define void @func_args(i32 %a, i32 inreg %b) {
entry:
  %x = add i32 %b, 1
  %y = add i32 %a, 1
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %y)
  ret void
}

define amdgpu_kernel void @uniform_all(i32 %n) {
entry:
  %x = add i32 %n, 1
  ret void
}

define amdgpu_kernel void @same_value_phi(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, 5
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %p = phi i32 [ %n, %a ], [ %n, %b ]
  ret void
}

define amdgpu_kernel void @irreducible(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, 5
  br i1 %c, label %p, label %q
p:
  %k = add i32 %n, 1
  br label %q
q:
  %c2 = icmp slt i32 %n, 3
  br i1 %c2, label %p, label %x
x:
  ret void
}
'''

# worked out by hand (see docs/uniformity-llvm19.md, "self-test")
SELF_EXPECT = {
    "tid_join": {"args": [], "div": {"%tid", "%c", "%p"},
                 "terms": {"entry"}, "exit": [], "assumed": []},
    "arg_join": {"args": [], "div": set(), "terms": set(), "exit": [],
                 "assumed": [], "all_uniform": True},
    "temporal": {"args": [], "div": {"%tid", "%c", "%u"}, "terms": {"h"},
                 "exit": ["h"], "assumed": []},
    "func_args": {"args": ["%a"], "div": {"%y"}, "terms": set(),
                  "exit": [], "assumed": []},
    "uniform_all": {"args": [], "div": set(), "terms": set(), "exit": [],
                    "assumed": [], "all_uniform": True},
    "same_value_phi": {"args": [], "div": {"%tid", "%c"},
                       "terms": {"entry"}, "exit": [], "assumed": []},
    # divergent entry into the irreducible cycle {p, q} (header q: LLVM's
    # DFS takes the last successor first, docs/cycles.md): LLVM 19 assumes
    # the whole cycle divergent, even %k (uniform operands) and the
    # uniform branch at q, which then makes the cycle's exit divergent
    "irreducible": {"args": [], "div": {"%tid", "%c", "%k", "%c2"},
                    "terms": {"entry", "q"}, "exit": ["q"], "assumed": ["q"]},
}

CANNED = [
    # a multi-line switch, a callbr continuation, an unnamed block
    ("""UniformityInfo for function 's':
DIVERGENT ARGUMENTS:
  DIVERGENT: i32 %x

BLOCK 0
DEFINITIONS
  DIVERGENT:   %y = add i32 %x, 1
TERMINATORS
  DIVERGENT:   switch i32 %x, label %1 [
    i32 1, label %2
  ]
END BLOCK

BLOCK 1
DEFINITIONS
               %z = call i32 asm "", "=s"()
TERMINATORS
               callbr void asm "", "r,!i"(i32 %z)
          to label %2 [label %1]
END BLOCK
UniformityInfo for function 'u':
ALL VALUES UNIFORM
""", {"s": ({"%x"}, {"%y"}, {"0"}), "u": (set(), set(), set())}),
    # LLVM 20+ adds the temporal divergence list and spells ASSUMED right
    ("""UniformityInfo for function 't':
CYCLES ASSUMED DIVERGENT:
  depth=1: entries(P T) Q
CYCLES WITH DIVERGENT EXIT:
  depth=2: entries(S P) Q
  depth=1: entries(R P) S Q

TEMPORAL DIVERGENCE LIST:
Value         :  %i1 = add i32 %i, 1
Used by       :  %u = add i32 %i1, %n
Outside cycle :depth=1: entries(h)


BLOCK h
DEFINITIONS
               %i1 = add i32 %i, 1
TERMINATORS
  DIVERGENT:   br i1 %c, label %x, label %h
END BLOCK
""", {"t": (set(), set(), {"h"})}),
]


def self_test(opt):
    fails = 0
    passed = 0
    for text, exp in CANNED:
        got = parse_opt_uniformity(text)
        for fn, (args, divs, terms) in exp.items():
            r = got[fn]
            ga = set(r["divergent_arguments"])
            gd = set(v["name"] for b in r["blocks"] for v in b["values"]
                     if v["divergent"] and v["name"])
            gt = set(b["name"] for b in r["blocks"] if b["divergent_terminator"])
            if (ga, gd, gt) != (args, divs, terms):
                fails += 1
                print("FAIL canned %s: args %s divs %s terms %s" % (fn, ga, gd, gt))
            else:
                passed += 1
    t = parse_opt_uniformity(CANNED[1][0])["t"]
    if t["cycles_assumed_divergent"] != ["P"] or \
            t["cycles_with_divergent_exit"] != ["S", "R"] or \
            t["temporal"][0].get("cycle") != "h":
        fails += 1
        print("FAIL canned cycles/temporal: %s" % t)
    else:
        passed += 1
    sw = parse_opt_uniformity(CANNED[0][0])["s"]["blocks"][0]["terminators"][0]["text"]
    if "i32 1, label %2" not in sw:
        fails += 1
        print("FAIL canned switch continuation: %r" % sw)
    else:
        passed += 1
    tmp = tempfile.mkdtemp(prefix="uni_selftest_")
    try:
        path = os.path.join(tmp, "self.ll")
        with open(path, "w") as fh:
            fh.write(SELF_TEST)
        ok, res, raw = run_opt(opt, path)
        if not ok:
            print("FAIL opt-19 rejected the self-test module:\n" + raw[-2000:])
            return passed, fails + len(SELF_EXPECT)
        lls = {f.name: f for f in read_ll(SELF_TEST)}
        for fn, exp in SELF_EXPECT.items():
            r = complete_from_ll(res[fn], lls[fn])
            got = {
                "args": sorted(r["divergent_arguments"]),
                "div": set(v["name"] for b in r["blocks"] for v in b["values"]
                           if v["divergent"] and v["name"]),
                "terms": set(b["name"] for b in r["blocks"]
                             if b["divergent_terminator"]),
                "exit": r["cycles_with_divergent_exit"],
                "assumed": r["cycles_assumed_divergent"],
            }
            want = dict((k, v) for k, v in exp.items() if k != "all_uniform")
            probs = check_listing(r, lls[fn])
            if got != want or probs or \
                    r["all_uniform"] != exp.get("all_uniform", False):
                fails += 1
                print("FAIL self-test %s:\n  got  %s\n  want %s %s"
                      % (fn, got, want, probs))
            else:
                passed += 1
    finally:
        shutil.rmtree(tmp)
    return passed, fails


# --------------------------------------------------------------- corpus

def corpus_files():
    return sorted(glob.glob(os.path.join(CORPUS, "llvm", "**", "*.ll"),
                            recursive=True))


def run_filecheck(opt, path):
    """Run the file's CHECK lines (FileCheck-19) on opt-19's output with the
    amdgcn triple (nvptx files: their own triple); RUN lines with -S keep
    -S.  Returns "pass" or "fail: <first error line>"."""
    fc = shutil.which("FileCheck-19") or "/usr/lib/llvm-19/bin/FileCheck"
    if not os.path.exists(fc):
        return "not run (no FileCheck-19)"
    with open(path) as fh:
        text = fh.read()
    run = " ".join(re.findall(r"RUN:(.*)", text))
    extra = ["-S"] if re.search(r"\s-S\b", run) else ["-disable-output"]
    if verifier_rejects(opt, path):
        extra = ["-disable-verify"] + extra
    cmd = [opt] + triple_args(path) + extra + ["-passes=print<uniformity>", path]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    q = subprocess.run([fc, path], input=p.stdout, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    if q.returncode == 0:
        return "pass"
    if "ASSSUMED" in p.stdout:
        # LLVM 19 prints "CYCLES ASSSUMED DIVERGENT:"; later versions (and
        # the CHECK lines of later tests) spell it right
        q2 = subprocess.run([fc, path], input=p.stdout.replace("ASSSUMED", "ASSUMED"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            universal_newlines=True)
        if q2.returncode == 0:
            return "pass once ASSSUMED is read as ASSUMED"
        q = q2
    errs = q.stderr.splitlines()
    i = next((k for k, ln in enumerate(errs) if "error:" in ln), None)
    if i is None:
        return "fail: " + q.stderr[:200]
    first = errs[i].split("error:", 1)[-1].strip()
    pat = errs[i + 1].strip() if i + 1 < len(errs) else ""
    loc = errs[i].split(":")[1] if errs[i].count(":") > 2 else "?"
    return "fail: line %s: %s: %s" % (loc, first, pat)


CLAIM_DIV = re.compile(r"CHECK(?:-DAG|-NEXT)?:\s+DIVERGENT:\s*(" + NAME + r")\s*=")
CLAIM_UNI = re.compile(r"CHECK-NOT:\s+DIVERGENT:?\s*(" + NAME + r")\s*=")
CLAIM_DIV_ARG = re.compile(r"CHECK(?:-DAG)?:\s+DIVERGENT:\s*[^%]*?\s(" + NAME + r")\s*$")


def value_claims(path, functions):
    """The file's CHECK lines about single values, read as claims and
    checked against opt-19's parsed answer (FileCheck stops at the first
    failure; this checks every claim).  A claim belongs to the function
    whose body it is in, or to the next function when it is between
    functions.  Returns {"agree": n, "disagree": [...]}."""
    with open(path) as fh:
        lines = fh.read().splitlines()
    owner = [None] * len(lines)
    cur = None
    pend = []
    for i, ln in enumerate(lines):
        m = DEFINE_RE.match(ln)
        if m:
            cur = m.group(2).strip('"')
            for j in pend:
                owner[j] = cur
            pend = []
            continue
        if cur is not None and ln.strip() == "}":
            cur = None
            continue
        if cur is None:
            pend.append(i)
        else:
            owner[i] = cur
    agree = 0
    bad = []
    for i, ln in enumerate(lines):
        if "CHECK" not in ln or "{{" in ln or owner[i] not in functions:
            continue
        f = functions[owner[i]]
        divs = set(v["name"] for b in f["blocks"] for v in b["values"]
                   if v["divergent"])
        names = set(v["name"] for b in f["blocks"] for v in b["values"])
        for rx, want in ((CLAIM_DIV, True), (CLAIM_UNI, False)):
            m = rx.search(ln)
            if m:
                v = norm(m.group(1))
                if v not in names:
                    continue
                if (v in divs) == want:
                    agree += 1
                else:
                    bad.append("@%s %s: CHECK says %s, opt-19 %s" % (
                        owner[i], v, "divergent" if want else "uniform",
                        "divergent" if v in divs else "uniform"))
        m = CLAIM_DIV_ARG.search(ln)
        if m and not CLAIM_DIV.search(ln):
            v = norm(m.group(1))
            if v in set(f["divergent_arguments"]):
                agree += 1
            elif v in names:
                pass
            else:
                bad.append("@%s argument %s: CHECK says divergent, opt-19 uniform"
                           % (owner[i], v))
    return {"agree": agree, "disagree": bad}


def verifier_rejects(opt, path):
    p = subprocess.run([opt] + triple_args(path) + ["-passes=verify", "-disable-output", path],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       universal_newlines=True)
    if p.returncode == 0:
        return None
    return next((ln for ln in p.stderr.splitlines() if ln.strip()), "rejected")


def corpus_results(opt, with_filecheck):
    out = {}
    for path in corpus_files():
        rel = os.path.relpath(path, os.path.join(CORPUS, "llvm"))
        rej = verifier_rejects(opt, path)
        ok, res, raw = run_opt(opt, path, ["-disable-verify"] if rej else [])
        entry = {"opt_args": triple_args(path) + (["-disable-verify"] if rej else []),
                 "verifier": ("rejected: " + rej) if rej else "ok"}
        if not ok:
            entry["error"] = raw.strip().splitlines()[-1] if raw.strip() else "failed"
            entry["functions"] = {}
        else:
            with open(path) as fh:
                lls = {f.name: f for f in read_ll(fh.read())}
            entry["functions"] = {}
            for fn, r in res.items():
                if fn in lls:
                    complete_from_ll(r, lls[fn])
                entry["functions"][fn] = conv_shape(r)
        if with_filecheck:
            entry["filecheck"] = run_filecheck(opt, path)
            entry["value_claims"] = value_claims(path, entry["functions"])
        out[rel] = entry
    return out


def cmd_corpus(a, opt):
    if not corpus_files():
        print("FAIL no corpus files under %s" % os.path.join(CORPUS, "llvm"))
        return 0, 1
    got = corpus_results(opt, a.write_expected)
    if a.write_expected:
        ver = subprocess.run([opt, "--version"], stdout=subprocess.PIPE,
                             universal_newlines=True).stdout
        ver = next((ln.strip() for ln in ver.splitlines() if "version" in ln), "")
        js = {"about": "opt-19 -passes='print<uniformity>' on tests/uniformity/"
                       "llvm/**.ll, parsed by tests/differential/diff_opt_uniformity.py "
                       "(regenerate: diff_opt_uniformity.py --corpus "
                       "--write-expected). 'filecheck': whether opt-19's "
                       "output passes the file's own CHECK lines.",
              "opt": ver, "files": got}
        with open(EXPECTED, "w") as fh:
            json.dump(js, fh, indent=1, sort_keys=True)
            fh.write("\n")
        print("wrote %s (%d files)" % (EXPECTED, len(got)))
        for rel in sorted(got):
            vc = got[rel]["value_claims"]
            print("  %-48s %s; value claims: %d agree, %d disagree" % (
                rel, got[rel].get("filecheck"), vc["agree"], len(vc["disagree"])))
            for x in vc["disagree"]:
                print("      " + x)
    passed = failed = 0
    exp = {}
    if os.path.exists(EXPECTED):
        with open(EXPECTED) as fh:
            exp = json.load(fh)["files"]
    for rel, e in sorted(got.items()):
        want = exp.get(rel)
        if want is None or want["functions"] != e["functions"]:
            failed += 1
            print("FAIL %s: opt-19's parsed answer differs from %s"
                  % (rel, os.path.relpath(EXPECTED, ROOT)))
        else:
            passed += 1
    print("corpus: %d files, opt-19 answers as recorded: %d" % (len(got), passed))
    p2, f2, _ = compare_files(a, opt, corpus_files(), results=got)
    return passed + p2, failed + f2


# ----------------------------------------------------------- comparison

def compare_files(a, opt, files, results=None, conv_state=None):
    """Compare conv with opt on .ll files; returns (passed, failed,
    conv_available)."""
    conv = os.path.abspath(a.conv)
    passed = failed = 0
    cats = {}
    known = {}
    shown = 0
    for path in files:
        with open(path) as fh:
            lls = {f.name: f for f in read_ll(fh.read())}
        if results is not None:
            rel = os.path.relpath(path, os.path.join(CORPUS, "llvm"))
            res = results[rel]["functions"]
        else:
            ok, raw_res, raw = run_opt(opt, path)
            if not ok:
                print("FAIL %s: opt-19 failed: %s" % (path, raw.strip()[-300:]))
                failed += 1
                continue
            res = {}
            for fn, r in raw_res.items():
                if fn in lls:
                    complete_from_ll(r, lls[fn])
                res[fn] = conv_shape(r)
        try:
            cres, err = run_conv(conv, path)
        except ConvUnavailable as e:
            print("conv side: not available (%s)" % e)
            return passed, failed, False
        if cres is None:
            print("FAIL %s: conv failed: %s" % (path, err))
            failed += len(res)
            continue
        for fn, r in res.items():
            if fn not in lls:
                continue
            if fn not in cres:
                print("FAIL %s:@%s: conv printed nothing" % (path, fn))
                failed += 1
                continue
            ctx = Context(lls[fn])
            diffs = compare(r, cres[fn], ctx)
            acyclic = not ctx.f.cycles
            bad = [x for x in diffs if a.strict or is_failure(x[0], acyclic)]
            for c, _ in diffs:
                key = c + (" [acyclic]" if acyclic and
                           c.startswith("conv-uniform/llvm-divergent") else "")
                cats[key] = cats.get(key, 0) + 1
                if c in KNOWN_LLVM19:
                    known[c] = KNOWN_LLVM19[c]
            if bad:
                failed += 1
                if shown < a.show:
                    shown += 1
                    print("FAIL %s:@%s" % (path, fn))
                    for c, w in bad[:12]:
                        print("    %-55s %s" % (c, w))
            else:
                passed += 1
    # Soundness: conv's claims against conv's interpreter on the same
    # modules (4 runs of 8 threads each); a broken claim fails the module.
    if getattr(a, "simulate", 0):
        for path in files:
            p = subprocess.run([conv, "uniformity", path, "--simulate", str(a.simulate), "--threads", "8"],
                               capture_output=True, text=True)
            broken = [l for l in p.stderr.splitlines() if "[interp.unsound" in l]
            refused = [l for l in p.stderr.splitlines() if "the interpreter refuses the function" in l]
            if p.returncode == 1 and refused and not broken and \
                    any("[token." in l for l in p.stderr.splitlines()):
                # a function that breaks a token rule (opt-19 rejects it too;
                # the corpus reads it with -disable-verify) has no semantics
                # to run: nothing is claimed, nothing is checked
                print("note: %s: not simulated: %s" % (path, refused[0].strip()))
                passed += 1
            elif p.returncode != 0 or broken:
                failed += 1
                print("FAIL %s: conv's claims broken in its interpreter (exit %d):" % (path, p.returncode))
                for l in (broken or p.stderr.splitlines())[:10]:
                    print("    " + l)
            else:
                passed += 1
        print("soundness: conv's claims checked in %d interpreter runs of each of %d modules"
              % (a.simulate, len(files)))
    if cats:
        print("differences by category (values/blocks/cycles):")
        for c, n in sorted(cats.items(), key=lambda x: (-x[1], x[0])):
            note = KNOWN_LLVM19.get(c)
            print("  %6d  %s%s" % (n, c, ("   [known LLVM 19: %s]" % note)
                                    if note else ""))
    return passed, failed, True


def cmd_generate(a, opt):
    import gen_uniformity as gu
    outdir = a.out or tempfile.mkdtemp(prefix="diff_uniformity_")
    os.makedirs(outdir, exist_ok=True)
    files = []
    tags = {}
    try:
        for start in range(0, a.count, a.batch):
            cnt = min(a.batch, a.count - start)
            fns = gu.gen_batch(a.seed, start, cnt)
            for f in fns:
                for t in f.tags:
                    tags[t] = tags.get(t, 0) + 1
            p = os.path.join(outdir, "uniformity_s%s_%05d.ll" % (a.seed, start))
            with open(p, "w") as fh:
                fh.write(gu.module_text(fns))
            files.append(p)
        print("generated %d functions in %d modules (%s)" % (
            a.count, len(files), outdir if a.out else "temporary"))
        for t in sorted(tags):
            print("  %-34s %6d" % (t, tags[t]))
        # opt side + parser consistency (always)
        passed = failed = 0
        stats = {"divergent values": 0, "values": 0, "divergent terminators": 0,
                 "functions with a divergent exit": 0,
                 "functions with a cycle assumed divergent": 0,
                 "all uniform": 0}
        for p in files:
            ok, res, raw = run_opt(opt, p)
            with open(p) as fh:
                lls = read_ll(fh.read())
            if not ok:
                print("FAIL %s: opt-19 failed: %s" % (p, raw.strip()[-500:]))
                failed += len(lls)
                continue
            for llf in lls:
                r = res.get(llf.name)
                if r is None:
                    print("FAIL %s:@%s: opt printed nothing" % (p, llf.name))
                    failed += 1
                    continue
                complete_from_ll(r, llf)
                probs = check_listing(r, llf)
                if probs:
                    failed += 1
                    print("FAIL %s:@%s parser: %s" % (p, llf.name, probs[:3]))
                    continue
                passed += 1
                for b in r["blocks"]:
                    stats["values"] += sum(1 for v in b["values"] if v["name"])
                    stats["divergent values"] += sum(1 for v in b["values"]
                                                     if v["divergent"] and v["name"])
                    stats["divergent terminators"] += b["divergent_terminator"]
                stats["functions with a divergent exit"] += bool(r["cycles_with_divergent_exit"])
                stats["functions with a cycle assumed divergent"] += bool(r["cycles_assumed_divergent"])
                stats["all uniform"] += r["all_uniform"]
        print("opt-19's answers:")
        for k in ("values", "divergent values", "divergent terminators",
                  "functions with a divergent exit",
                  "functions with a cycle assumed divergent", "all uniform"):
            print("  %-42s %6d" % (k, stats[k]))
        print("opt-19 output parsed and consistent with the .ll: %d of %d functions"
              % (passed, passed + failed))
        if a.no_conv:
            print("conv side: skipped (--no-conv)")
            return passed, failed
        p2, f2, avail = compare_files(a, opt, files)
        if not avail:
            return passed, failed
        return p2, failed + f2
    finally:
        if not a.out:
            shutil.rmtree(outdir, ignore_errors=True)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--seed", default="1")
    ap.add_argument("--batch", type=int, default=200,
                    help="functions per module (one opt run each)")
    ap.add_argument("--opt", default=os.environ.get("OPT", "opt-19"))
    ap.add_argument("--conv", default=os.path.join(ROOT, "build", "conv"))
    ap.add_argument("--out", help="write the generated modules here")
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("--corpus", action="store_true")
    ap.add_argument("--write-expected", action="store_true",
                    help="with --corpus: rewrite expected-opt19.json")
    ap.add_argument("--files", nargs="+")
    ap.add_argument("--no-conv", action="store_true")
    ap.add_argument("--strict", action="store_true",
                    help="every difference fails, known LLVM 19 ones too")
    ap.add_argument("--show", type=int, default=10)
    ap.add_argument("--simulate", type=int, default=4,
                    help="interpreter runs per module for conv's soundness check (0: none)")
    a = ap.parse_args(argv)
    opt = difftool.find_tool(a.opt)
    if opt is None:
        return difftool.skip("%s not found" % a.opt)
    if a.self_test:
        passed, failed = self_test(opt)
    elif a.corpus:
        passed, failed = cmd_corpus(a, opt)
    elif a.files:
        passed, failed, _ = compare_files(a, opt, a.files)
    else:
        passed, failed = cmd_generate(a, opt)
    return difftool.summary(passed, failed)


if __name__ == "__main__":
    sys.exit(main())
