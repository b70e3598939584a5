#!/usr/bin/env python3
"""Concrete mode's integer semantics against clang-compiled C, on random
expressions (issue 19: "concrete semantics agree with clang-compiled C on
random integer expressions at every bit width").

Each round writes one SPIR-V compute shader (assembly text, read by conv's
SPIR-V reader) and the same computation in C99 with <stdint.h> types: a
chain of random operations at widths 8, 16, 32 and 64 (OpIAdd ... OpSMod,
the bitwise operations, the three shifts, the comparisons through
OpSelect, OpNot, OpSNegate, OpUConvert / OpSConvert between widths) over
the thread's LocalInvocationIndex, constants and earlier results; shift
amounts are masked below the width and divisors kept positive, so nothing
is undefined (the undefined cases are tests/unit/test_concrete.c's). conv
simulate --concrete --json prints every value per thread; clang's program
prints the same values; they must be equal bit for bit at each value's
width, and nothing may be hashed.

    /usr/bin/python3 tests/unit/test_concrete_ops.py [--rounds N] [--seed S]

Skips (with the reason) when no C compiler is found. Ends with 'N passed,
N failed'."""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
import difftool  # noqa: E402

T = difftool.Tally()
check = T.check
CONV = os.environ.get("CONV", os.path.join(ROOT, "build", "conv"))
WIDTHS = (8, 16, 32, 64)
THREADS = 16
BINARY = ("OpIAdd", "OpISub", "OpIMul", "OpUDiv", "OpSDiv", "OpUMod", "OpSRem", "OpSMod", "OpBitwiseAnd",
          "OpBitwiseOr", "OpBitwiseXor", "OpShiftLeftLogical", "OpShiftRightLogical", "OpShiftRightArithmetic")
COMPARE = {"OpIEqual": "==", "OpINotEqual": "!=", "OpUGreaterThan": ">", "OpUGreaterThanEqual": ">=",
           "OpULessThan": "<", "OpULessThanEqual": "<=", "OpSGreaterThan": ">", "OpSGreaterThanEqual": ">=",
           "OpSLessThan": "<", "OpSLessThanEqual": "<="}


def u(w):
    return "uint%d_t" % w


def s(w):
    return "int%d_t" % w


class Program:
    """one random chain of operations, as SPIR-V text and as C"""

    def __init__(self, rng, length, llvm=False):
        self.rng = rng
        self.llvm = llvm      # no OpSMod: LLVM has no such instruction
        self.ll = []          # the same computation in LLVM IR
        self.consts = {}      # (width, value) -> name
        self.lits = {}        # constant name -> its LLVM literal
        self.values = []      # (name, width)
        self.body = []        # SPIR-V instructions
        self.c = []           # C statements
        self.n = 0
        x = self.fresh(32)
        self.body.append("%s = OpLoad %%uint32 %%lid" % x)
        self.ll.append("%s = call i32 @llvm.amdgcn.workitem.id.x()" % x)
        self.c.append("uint32_t %s = t;" % x[1:])
        for _ in range(length):
            self.step()

    def fresh(self, w):
        self.n += 1
        name = "%%v%d" % self.n
        self.values.append((name, w))
        return name

    def const(self, w, v):
        v &= (1 << w) - 1
        key = (w, v)
        if key not in self.consts:
            self.consts[key] = "%%c%d_%d" % (w, len(self.consts))
            self.lits[self.consts[key]] = v - (1 << w) if v >> (w - 1) else v  # LLVM writes constants signed
        return self.consts[key], v

    def operand(self, w):
        """an earlier value of width w, converted from another width, or a
        constant: (SPIR-V name, C expression)"""
        same = [n for n, vw in self.values if vw == w]
        r = self.rng.random()
        if same and r < 0.55:
            n = self.rng.choice(same)
            return n, n[1:]
        if r < 0.8:
            n, vw = self.rng.choice(self.values)
            res = self.fresh(w)
            if self.rng.random() < 0.5:
                self.ll.append(ll_convert(res, "zext", vw, w, n))
                self.body.append("%s = OpUConvert %%uint%d %s" % (res, w, n))
                self.c.append("%s %s = (%s)%s;" % (u(w), res[1:], u(w), n[1:]))
            else:
                self.ll.append(ll_convert(res, "sext", vw, w, n))
                self.body.append("%s = OpSConvert %%uint%d %s" % (res, w, n))
                self.c.append("%s %s = (%s)(%s)(%s)%s;" % (u(w), res[1:], u(w), s(w), s(vw), n[1:]))
            return res, res[1:]
        edges = [0, 1, (1 << w) - 1, 1 << (w - 1), (1 << (w - 1)) - 1, self.rng.getrandbits(w)]
        name, v = self.const(w, self.rng.choice(edges))
        return name, "((%s)%dull)" % (u(w), v)

    def step(self):
        rng = self.rng
        w = rng.choice(WIDTHS)
        a, ca = self.operand(w)
        kind = rng.random()
        if kind < 0.7:
            op = rng.choice([o for o in BINARY if not (self.llvm and o == "OpSMod")])
            b, cb = self.operand(w)
            if op in ("OpUDiv", "OpSDiv", "OpUMod", "OpSRem", "OpSMod"):
                # a positive divisor: (b & (2^(w-2) - 1)) | 1
                m, mv = self.const(w, (1 << (w - 2)) - 1)
                one, _ = self.const(w, 1)
                t1, t2 = self.fresh(w), self.fresh(w)
                self.body += ["%s = OpBitwiseAnd %%uint%d %s %s" % (t1, w, b, m),
                              "%s = OpBitwiseOr %%uint%d %s %s" % (t2, w, t1, one)]
                self.ll += ["%s = and i%d %s, %s" % (t1, w, self.lit(b), self.lit(m)),
                            "%s = or i%d %s, 1" % (t2, w, t1)]
                self.c += ["%s %s = (%s)(%s & %dull);" % (u(w), t1[1:], u(w), cb, mv),
                           "%s %s = (%s)(%s | 1u);" % (u(w), t2[1:], u(w), t1[1:])]
                b, cb = t2, t2[1:]
            if op.startswith("OpShift"):
                m, mv = self.const(w, w - 1)
                t1 = self.fresh(w)
                self.body.append("%s = OpBitwiseAnd %%uint%d %s %s" % (t1, w, b, m))
                self.ll.append("%s = and i%d %s, %s" % (t1, w, self.lit(b), self.lit(m)))
                self.c.append("%s %s = (%s)(%s & %du);" % (u(w), t1[1:], u(w), cb, mv))
                b, cb = t1, t1[1:]
            res = self.fresh(w)
            self.body.append("%s = %s %%uint%d %s %s" % (res, op, w, a, b))
            self.ll.append("%s = %s i%d %s, %s" % (res, LLVM_BINARY.get(op, "srem"), w, self.lit(a), self.lit(b)))
            self.c.append("%s %s = %s;" % (u(w), res[1:], c_binary(op, w, ca, cb)))
        elif kind < 0.85:
            op = rng.choice(sorted(COMPARE))
            b, cb = self.operand(w)
            x, cx = self.operand(w)
            y, cy = self.operand(w)
            cond = self.fresh(1)
            res = self.fresh(w)
            cast = s(w) if op.startswith("OpS") else u(w)
            self.values.remove((cond, 1))
            self.body += ["%s = %s %%bool %s %s" % (cond, op, a, b),
                          "%s = OpSelect %%uint%d %s %s %s" % (res, w, cond, x, y)]
            self.ll += ["%s = icmp %s i%d %s, %s" % (cond, LLVM_PRED[op], w, self.lit(a), self.lit(b)),
                        "%s = select i1 %s, i%d %s, i%d %s" % (res, cond, w, self.lit(x), w, self.lit(y))]
            self.c.append("%s %s = ((%s)%s %s (%s)%s) ? %s : %s;" % (u(w), res[1:], cast, ca, COMPARE[op], cast, cb,
                                                                     cx, cy))
        else:
            op = rng.choice(("OpNot", "OpSNegate"))
            res = self.fresh(w)
            self.body.append("%s = %s %%uint%d %s" % (res, op, w, a))
            self.ll.append("%s = xor i%d %s, -1" % (res, w, self.lit(a)) if op == "OpNot" else
                           "%s = sub i%d 0, %s" % (res, w, self.lit(a)))
            self.c.append("%s %s = (%s)%s;" % (u(w), res[1:], u(w), ("~(uint64_t)" if op == "OpNot" else
                                                                      "(0u - (uint64_t)") + ca +
                                                   ("" if op == "OpNot" else ")")))

    def lit(self, name):
        return str(self.lits[name]) if name in self.lits else name

    def llvm_ir(self):
        return "\n".join(['target triple = "amdgcn-amd-amdhsa"', "declare i32 @llvm.amdgcn.workitem.id.x()",
                          "define amdgpu_kernel void @k() {", "entry:"] + ["  " + x for x in self.ll] +
                         ["  ret void", "}", ""])

    def spirv(self):
        head = ["OpCapability Shader", "OpCapability Int8", "OpCapability Int16", "OpCapability Int64",
                "OpMemoryModel Logical GLSL450", 'OpEntryPoint GLCompute %main "main" %lid',
                "OpExecutionMode %main LocalSize 16 1 1", "OpDecorate %lid BuiltIn LocalInvocationIndex",
                "%void = OpTypeVoid", "%fn = OpTypeFunction %void", "%bool = OpTypeBool"]
        head += ["%%uint%d = OpTypeInt %d 0" % (w, w) for w in WIDTHS]
        head += ["%pu = OpTypePointer Input %uint32", "%lid = OpVariable %pu Input"]
        head += ["%s = OpConstant %%uint%d %d" % (n, w, v) for (w, v), n in sorted(self.consts.items())]
        return "\n".join(head + ["%main = OpFunction %void None %fn", "%entry = OpLabel"] + self.body +
                         ["OpReturn", "OpFunctionEnd", ""])

    def csource(self):
        out = ["#include <stdint.h>", "#include <stdio.h>", "int main(void) {",
               "    for (uint32_t t = 0; t < %du; t++) {" % THREADS]
        out += ["        " + line for line in self.c]
        for name, w in self.values:
            out.append('        printf("%%s %%u %%llu\\n", "%s", t, (unsigned long long)%s);' % (name, name[1:]))
        out += ["    }", "    return 0;", "}", ""]
        return "\n".join(out)


LLVM_BINARY = {"OpIAdd": "add", "OpISub": "sub", "OpIMul": "mul", "OpUDiv": "udiv", "OpSDiv": "sdiv",
               "OpUMod": "urem", "OpSRem": "srem", "OpBitwiseAnd": "and", "OpBitwiseOr": "or",
               "OpBitwiseXor": "xor", "OpShiftLeftLogical": "shl", "OpShiftRightLogical": "lshr",
               "OpShiftRightArithmetic": "ashr"}
LLVM_PRED = {"OpIEqual": "eq", "OpINotEqual": "ne", "OpUGreaterThan": "ugt", "OpUGreaterThanEqual": "uge",
             "OpULessThan": "ult", "OpULessThanEqual": "ule", "OpSGreaterThan": "sgt", "OpSGreaterThanEqual": "sge",
             "OpSLessThan": "slt", "OpSLessThanEqual": "sle"}


def ll_convert(res, ext, frm, to, x):
    """OpUConvert / OpSConvert in LLVM: an extension, a truncation, or
    (same width) an add of 0"""
    if to > frm:
        return "%s = %s i%d %s to i%d" % (res, ext, frm, x, to)
    if to < frm:
        return "%s = trunc i%d %s to i%d" % (res, frm, x, to)
    return "%s = add i%d %s, 0" % (res, to, x)


def c_binary(op, w, a, b):
    ut, st = u(w), s(w)
    if op == "OpIAdd":
        return "(%s)((uint64_t)%s + %s)" % (ut, a, b)
    if op == "OpISub":
        return "(%s)((uint64_t)%s - %s)" % (ut, a, b)
    if op == "OpIMul":
        return "(%s)((uint64_t)%s * %s)" % (ut, a, b)
    if op == "OpUDiv":
        return "(%s)(%s / %s)" % (ut, a, b)
    if op == "OpUMod":
        return "(%s)(%s %% %s)" % (ut, a, b)
    if op == "OpSDiv":
        return "(%s)((%s)%s / (%s)%s)" % (ut, st, a, st, b)
    if op == "OpSRem":
        return "(%s)((%s)%s %% (%s)%s)" % (ut, st, a, st, b)
    if op == "OpSMod":
        # the divisor is positive: the remainder plus it when negative
        return "(%s)(((%s)%s %% (%s)%s) < 0 ? ((%s)%s %% (%s)%s) + (%s)%s : ((%s)%s %% (%s)%s))" % (
            ut, st, a, st, b, st, a, st, b, st, b, st, a, st, b)
    if op == "OpBitwiseAnd":
        return "(%s)(%s & %s)" % (ut, a, b)
    if op == "OpBitwiseOr":
        return "(%s)(%s | %s)" % (ut, a, b)
    if op == "OpBitwiseXor":
        return "(%s)(%s ^ %s)" % (ut, a, b)
    if op == "OpShiftLeftLogical":
        return "(%s)((uint64_t)%s << %s)" % (ut, a, b)
    if op == "OpShiftRightLogical":
        return "(%s)(%s >> %s)" % (ut, a, b)
    return "(%s)((%s)%s >> %s)" % (ut, st, a, b)  # arithmetic on gcc and clang


def conv_values(spvasm, tmp, suffix=".spvasm"):
    path = os.path.join(tmp, "expr" + suffix)
    with open(path, "w") as fp:
        fp.write(spvasm)
    p = subprocess.run([CONV, "simulate", "--concrete", path, "--threads", str(THREADS), "--wave-size", "16",
                        "--json", "--max-steps", "100000"], capture_output=True, text=True)
    if p.returncode != 0:
        return None, p.stderr
    out = {}
    run = json.loads(p.stdout)
    out["hashed"] = run["hashed"]
    for ins in run["instances"]:
        if ins["kind"] == "value" and ins["name"]:
            for t, v in zip(ins["threads"], ins["values"]):
                out[(ins["name"], t)] = v
    return out, p.stderr


def c_values(csrc, cc, tmp):
    src, exe = os.path.join(tmp, "expr.c"), os.path.join(tmp, "expr")
    with open(src, "w") as fp:
        fp.write(csrc)
    p = subprocess.run([cc, "-std=c99", "-O1", "-w", "-o", exe, src], capture_output=True, text=True)
    if p.returncode != 0:
        return None, p.stderr
    p = subprocess.run([exe], capture_output=True, text=True)
    out = {}
    for line in p.stdout.split("\n"):
        if line:
            name, t, v = line.split()
            out[(name, int(t))] = int(v)
    return out, ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=40)
    ap.add_argument("--seed", type=int, default=19)
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    cc = shutil.which("clang") or shutil.which("clang-19") or shutil.which("cc")
    if cc is None:
        print("SKIP: no C compiler (clang or cc) on PATH")
        print("0 passed, 0 failed")
        return 0
    p = subprocess.run(["make", "--no-print-directory", "-C", ROOT, "build/conv"], capture_output=True, text=True)
    if not check(p.returncode == 0, "make build/conv: %s" % p.stderr[-500:]):
        return T.summary()
    rng = random.Random(args.seed)
    ops_seen = set()
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(args.rounds):
            llvm = r % 2 == 1  # odd rounds: the same kind of chain in LLVM IR
            prog = Program(rng, rng.randrange(10, 40), llvm)
            ops_seen |= set(line.split()[2] for line in prog.body if " = Op" in line)
            mine, err = conv_values(prog.llvm_ir(), tmp, ".ll") if llvm else conv_values(prog.spirv(), tmp)
            if not check(mine is not None, "round %d: conv simulate --concrete: %s" % (r, err)):
                continue
            theirs, err = c_values(prog.csource(), cc, tmp)
            if not check(theirs is not None, "round %d: %s compiles the C: %s" % (r, cc, err)):
                continue
            bad = []
            for name, w in prog.values:
                for t in range(THREADS):
                    got = mine.get((name, t))
                    want = theirs.get((name, t))
                    if got is None or want is None or got & ((1 << w) - 1) != want:
                        bad.append((name, w, t, got, want))
            check(not bad, "round %d (seed %d, %s): conv agrees with %s on %d values x %d threads; first "
                  "differences (value, width, thread, conv, C): %s" % (r, args.seed, "LLVM IR" if llvm else
                                                                      "SPIR-V", cc, len(prog.values),
                                                                      THREADS, bad[:4]))
            check(mine["hashed"] == 0 and not err, "round %d: nothing hashed (%d), no diagnostics: %s"
                  % (r, mine["hashed"], err[:200]))
    missing = set(BINARY) | set(COMPARE) | {"OpSelect", "OpNot", "OpSNegate", "OpUConvert", "OpSConvert"}
    check(missing <= ops_seen, "every operation was generated (missing %s)" % sorted(missing - ops_seen))
    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
