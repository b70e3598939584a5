"""conv: the GPU convergence model (CFGs, dominator trees, the cycle
hierarchy, convergence-control tokens, uniformity, the reference
interpreter) for any compiler, from Python.

A cffi binding of the C library conv (conv.h). Quick tour:

    import conv

    m = conv.load("examples/data/loop.ll")       # or conv.parse(text, "ll"|"conv")
    f = m["loop"]                                 # a Function (KeyError if absent)
    f.blocks                                      # ['entry', 'header', 'body', 'exit']
    dt = f.domtree()
    dt.idom("body"), dt.dominates("header", "exit")
    f.postdomtree().idom("entry")
    for c in f.cycles():                          # the cycle hierarchy, preorder
        print(c.header, c.blocks, c.exits, c.depth, c.reducible)
    for d in f.verify():                          # convergence-token rules
        print(d)                                  # file:line:col: error: [code] ...
    u = f.uniformity(wave_size=64)                # divergence analysis
    u.is_uniform("%i"), u.reason("%b"), u.explain("%b")
    run = f.simulate(threads=8)                   # the reference interpreter
    [(i.name, i.threads) for i in run.convergent()]   # who communicates
    run.check(u)                                  # the analysis' claims hold?
    v = f.can_hoist("%b", "header")               # legality: a Verdict, truthy
    v.reason, v.blocking, v.message               # "CONV_LEGAL_...", (kind, name)
    g = f.apply_hoist("%b", "header")             # the move, on a copy
    f.equivalent(g)                               # the interpreter agrees?
    f.infer_tokens().function                     # the spec's tokens, on a copy
    m.infer_tokens(), m.infer_convergent()        # whole modules (R20, R21)
    f.to_dot()                                    # Graphviz, as `conv dot`

Names are as the `conv` CLI prints them: blocks without '%' ("entry",
LLVM's numbered blocks as "7"), values with it ("%x"), functions without
'@'. Analyses answer exactly what `conv domtree/cycles/verify --json` do
(DomTree.as_dict, Cycles.as_list, VerifyResult.as_dict), and
`conv uniformity --json`, `conv simulate --json`, `conv explain` and `conv
dot` likewise (Uniformity.as_dict, Run.as_dict, Uniformity.explain,
Function.to_dot).

Building from Python: Module(target=...), Module.add_function, then on the
Function add_argument, add_block, op, phi, call, token_entry/loop/anchor,
br, cond_br, switch, ret, ..., and finalize().

Errors are exceptions: ConvError (attributes result, code, line, col,
diagnostics) and its subclasses per conv_result (ParseError,
InvalidGraphError, NameNotFoundError which is also a KeyError,
OutOfMemoryError which is also a MemoryError, ...).

Ownership: a Module owns its C object; close() or `with` frees it at
once, garbage collection otherwise. Functions, values and analyses keep
their Module alive; closing the Module also frees the analyses built on
it, and any later use raises ClosedError. DomTree, Cycles, Uniformity and
Run can be closed on their own as well. See bindings/README.md.
"""
from ._errors import (ClosedError, ConvError, Diagnostic, DuplicateError, FinalizedError,
                      InvalidArgumentError, InvalidGraphError, LimitError, NameNotFoundError,
                      NotFinalizedError, OutOfMemoryError, ParseError, Result)
from ._api import (VERSION, CheckResult, Cycle, Cycles, DomTree, Flag, Function, FunctionFlag, Instance,
                   Kind, MemoryStats, Module, Reason, Run, Uniformity, Value, VerifyResult, load,
                   memory_stats, parse)
from ._legality import REASONS, Equivalence, Legality, Verdict
from ._infer import INFER_REASONS, NEED_REASONS, Inferred, Need
from ._lint import LINT_CODES, Finding

__version__ = "%d.%d" % VERSION

__all__ = [
    "parse", "load", "Module", "Function", "Value", "DomTree", "Cycles", "Cycle", "VerifyResult",
    "Uniformity", "Reason", "Run", "Instance", "CheckResult", "Legality", "Verdict", "Equivalence", "REASONS",
    "Inferred", "Need", "INFER_REASONS", "NEED_REASONS", "Finding", "LINT_CODES",
    "Diagnostic", "Kind", "Flag", "FunctionFlag", "Result", "MemoryStats", "memory_stats", "VERSION",
    "ConvError", "ParseError", "InvalidGraphError", "InvalidArgumentError", "NotFinalizedError",
    "FinalizedError", "LimitError", "DuplicateError", "NameNotFoundError", "OutOfMemoryError",
    "ClosedError",
]
