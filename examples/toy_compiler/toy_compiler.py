#!/usr/bin/env python3
"""toy_compiler.py: toy_compiler.c done from Python, through the bindings.

The same toy IR (blocks of instructions, each defining at most one virtual
register once), mapped to conv with the builder methods of conv.Function,
and the same two passes: hoist each instruction to its block's immediate
dominator when Legality.can_hoist says so, then sink each instruction whose
users all sit in one dominated block when Legality.can_sink says so. The
output is the C program's, line for line (tests/unit/test_examples.py
checks it).

    toy_compiler.py [WAVE_SIZE]     threads per wave, default 32; 1 is a CPU
"""
import os
import sys
from dataclasses import dataclass
from typing import List, Optional

try:
    import conv
except ImportError:  # running from a checkout without installing
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bindings", "python"))
    import conv


# toy-ir:begin
@dataclass
class Inst:
    op: str                     # const arg tid add lt ballot reduce barrier store br cbr ret
    dst: Optional[int] = None   # the register it defines
    a: Optional[int] = None     # operand registers
    b: Optional[int] = None
    imm: int = 0                # const: the value; arg: the argument's index
    targets: tuple = ()         # br, cbr: successor block names
    moved: bool = False         # moved by a pass: the other does not move it back


@dataclass
class Block:
    name: str
    insts: List[Inst]
# toy-ir:end


def example() -> List[Block]:
    """toy_compiler.c's toy_example: the same program."""
    return [
        Block("entry", [Inst("tid", 0), Inst("arg", 1, imm=0), Inst("const", 2, imm=8),
                        Inst("lt", 3, 1, 2), Inst("lt", 4, 0, 1), Inst("ballot", 5, 3),
                        Inst("reduce", 6, 0), Inst("cbr", a=3, targets=("uni", "mid"))]),
        Block("uni", [Inst("reduce", 7, 1), Inst("barrier"), Inst("store", a=5, b=7),
                      Inst("br", targets=("mid",))]),
        Block("mid", [Inst("cbr", a=4, targets=("div", "exit"))]),
        Block("div", [Inst("ballot", 8, 4), Inst("add", 9, 6, 8), Inst("add", 10, 1, 2),
                      Inst("store", a=10, b=9), Inst("br", targets=("exit",))]),
        Block("exit", [Inst("ret")]),
    ]


def show(blocks: List[Block]) -> None:
    print("func kernel:")
    for b in blocks:
        print(f"  {b.name}:")
        for i in b.insts:
            text = (f"r{i.dst} = " if i.dst is not None else "") + i.op
            if i.op in ("const", "arg"):
                text += f" {i.imm}"
            if i.a is not None:
                text += f" r{i.a}"
            if i.b is not None:
                text += f", r{i.b}"
            if i.op == "br":
                text += f" {i.targets[0]}"
            if i.op == "cbr":
                text += f", {i.targets[0]}, {i.targets[1]}"
            print("    " + text)


# mapping:begin
# What conv must know about each toy op: (kind of builder call, opcode or
# callee, flags in the words of the text format).
OPS = {
    "tid": ("op", "tid", "divergent"),           # where divergence starts
    "add": ("op", "add", ""),                    # LLVM's pure opcodes are known to conv
    "lt": ("op", "icmp", ""),
    "ballot": ("call", "@toy.ballot", "convergent speculatable collective scope.wave"),
    "reduce": ("call", "@toy.reduce", "convergent speculatable collective scope.wave"),
    "barrier": ("call", "@toy.barrier", "convergent barrier scope.workgroup"),
    "store": ("op", "store", ""),                # not a known pure opcode: an effect
}
# mapping:end


# build:begin
def to_conv(blocks: List[Block]):
    """A conv module holding the toy function, and {(block, index): Value}."""
    module = conv.Module()
    fn = module.add_function("kernel", kernel=True)
    for b in blocks:
        fn.add_block(b.name)
    regs, insts = {}, {}
    for b in blocks:
        for k, i in enumerate(b.insts):
            name = None if i.dst is None else f"%r{i.dst}"
            ops = [regs[r] for r in (i.a, i.b) if r is not None]
            if i.op == "const":
                v = fn.add_constant(i.imm, name)
            elif i.op == "arg":
                v = fn.add_argument(name)                  # unflagged: uniform
            elif i.op == "br":
                v = fn.br(b.name, i.targets[0])
            elif i.op == "cbr":
                v = fn.cond_br(b.name, ops[0], *i.targets)
            elif i.op == "ret":
                v = fn.ret(b.name)
            else:
                kind, opcode, flags = OPS[i.op]
                if kind == "call":
                    v = fn.call(b.name, opcode, ops, name=name, flags=flags)
                else:
                    v = fn.op(b.name, opcode, *ops, name=name, flags=flags)
            insts[b.name, k] = v
            if i.dst is not None:
                regs[i.dst] = v
    fn.finalize()
    return module, insts
# build:end


# ask:begin
def ask(blocks: List[Block], wave_size: int, verb: str, bi: int, k: int, to: str) -> bool:
    """Asks conv whether instruction k of blocks[bi] may move to `to`;
    prints the question and the verdict; returns whether it is legal."""
    module, insts = to_conv(blocks)
    with module:
        fn = module["kernel"]
        v = insts[blocks[bi].name, k]
        with fn.legality(wave_size=wave_size) as legal:
            verdict = legal.can_sink(v, to) if verb == "sink" else legal.can_hoist(v, to)
        label = v.name or f"{blocks[bi].name}:{k}"
        print(f"  {verb} {label} ({blocks[bi].insts[k].op}) {'into' if verb == 'sink' else 'to'} {to}: "
              f"{verdict.message} [{verdict.reason}]")
        return verdict.legal
# ask:end


def move(blocks: List[Block], bi: int, k: int, to: str, at_start: bool) -> None:
    inst = blocks[bi].insts.pop(k)
    inst.moved = True
    dst = next(b for b in blocks if b.name == to).insts
    dst.insert(0 if at_start else len(dst) - 1, inst)


# hoist:begin
def hoist_pass(blocks: List[Block], wave_size: int) -> None:
    print("hoisting pass:")
    for bi in range(1, len(blocks)):
        k = 0
        while k < len(blocks[bi].insts):
            inst = blocks[bi].insts[k]
            if inst.op not in ("br", "cbr", "ret") and not inst.moved:
                module, _ = to_conv(blocks)
                with module, module["kernel"].domtree() as dt:
                    to = dt.idom(blocks[bi].name)
                if to is not None and ask(blocks, wave_size, "hoist", bi, k, to):
                    move(blocks, bi, k, to, at_start=False)
                    continue
            k += 1
# hoist:end


# sink:begin
def sink_pass(blocks: List[Block], wave_size: int) -> None:
    print("sinking pass:")
    for bi in range(len(blocks)):
        k = 0
        while k < len(blocks[bi].insts):
            inst = blocks[bi].insts[k]
            users = {b.name for b in blocks for i in b.insts
                     if inst.dst is not None and inst.dst in (i.a, i.b)}
            if inst.op not in ("const", "arg") and not inst.moved and len(users) == 1:
                to = users.pop()
                module, _ = to_conv(blocks)
                with module, module["kernel"].domtree() as dt:
                    dominated = dt.strictly_dominates(blocks[bi].name, to)
                if dominated and ask(blocks, wave_size, "sink", bi, k, to):
                    move(blocks, bi, k, to, at_start=True)
                    continue
            k += 1
# sink:end


def main(argv) -> int:
    wave = int(argv[0]) if argv else 32
    if not 1 <= wave <= 64:
        print("usage: toy_compiler.py [WAVE_SIZE 1..64]", file=sys.stderr)
        return 2
    blocks = example()
    print(f"== before (waves of {wave} threads)")
    show(blocks)
    hoist_pass(blocks, wave)
    sink_pass(blocks, wave)
    print("== after")
    show(blocks)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
