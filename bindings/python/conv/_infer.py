"""Inference from Python (conv.h, section legality, inference): the
Function and Module methods infer_tokens (R20), and the Module methods
infer_convergent and callgraph (R21). Answers are those of `conv
infer-tokens`, `conv infer-convergent` and `conv callgraph`."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import List, Optional, Tuple

from ._api import Function, Module, _Diags, _enc, _take_text
from ._conv import ffi, lib
from ._errors import ConvError, Diagnostic, _check

__all__ = ["Inferred", "Need", "INFER_REASONS", "NEED_REASONS"]

INFER_REASONS: Tuple[str, ...] = tuple(ffi.string(lib.conv_infer_reason_str(i)).decode()
                                       for i in range(lib.CONV_INFER_REASON_COUNT))
"""Every conv_infer_reason, CONV_INFER_DONE first."""
NEED_REASONS: Tuple[str, ...] = tuple(ffi.string(lib.conv_need_reason_str(i)).decode()
                                      for i in range(lib.CONV_NEED_REASON_COUNT))
"""Every conv_need_reason, CONV_NEED_NONE first."""


@dataclass
class Inferred:
    """What Function.infer_tokens did: `function` is the copy with tokens
    (None when the reason is not CONV_INFER_DONE: nothing to do, or
    refused, the warning in `diagnostics`)."""
    function: Optional[Function]
    reason: str
    block: Optional[str]
    value: Optional[str]
    entries: int
    hearts: int
    controlled: int
    diagnostics: List[Diagnostic] = field(default_factory=list)

    def __bool__(self) -> bool:
        return self.function is not None


@dataclass
class Need:
    """One function of Module.callgraph(): its component (callees first),
    direct callees, whether it calls unknown callees, whether it is and
    needs to be convergent, why, and the deciding instruction and callee."""
    name: str
    scc: int
    callees: List[str]
    calls_unknown: bool
    convergent: bool
    needed: bool
    reason: str
    value: Optional[str]
    callee: Optional[str]


def _desc(make_convergent: bool, every_loop: bool):
    desc = ffi.new("conv_infer_desc *")
    desc.make_convergent = bool(make_convergent)
    desc.every_loop = bool(every_loop)
    return desc


def infer_tokens(fn: Function, name: Optional[str], make_convergent: bool, every_loop: bool) -> Inferred:
    from ._legality import _copy_name
    p = fn._finalized("infer_tokens")
    cname = ffi.new("char[]", _enc(_copy_name(fn, "tokens", name)))
    out = ffi.new("conv_function **")
    rep = ffi.new("conv_infer_report *")
    with _Diags(fn.module.filename) as d:
        rc = lib.conv_infer_tokens(p, _desc(make_convergent, every_loop), cname, d.ptr, rep, out)
        diags = d.list()
    _check(rc, f"infer_tokens of @{fn.name}", diags)
    copy = fn.module._function(out[0]) if out[0] != ffi.NULL else None
    block = fn._bname(rep.block.id) if rep.block.id else None
    value = fn._value(rep.value.id) if rep.value.id else None
    return Inferred(copy, INFER_REASONS[rep.reason], block, value.name if value else None, rep.entries, rep.hearts,
                    rep.controlled, diags)


def _module_result(m: Module, call, what: str) -> Module:
    out = ffi.new("conv_module **")
    count = ffi.new("uint32_t *")
    with _Diags(m.filename) as d:
        rc = call(m._p(), d.ptr, count, out)
        diags = d.list()
    _check(rc, what, diags)
    result = Module._wrap(out[0])
    result.diagnostics = diags
    result.filename = m.filename
    return result


def module_infer_tokens(m: Module, make_convergent: bool, every_loop: bool) -> Module:
    desc = _desc(make_convergent, every_loop)
    result = _module_result(m, lambda p, d, c, o: lib.conv_module_infer_tokens(p, desc, d, c, o), "infer_tokens")
    result._edits_of = m if m._llvm_text is not None else None
    return result


def to_ll(m: Module) -> str:
    source = m if m._llvm_text is not None else m._edits_of
    if source is None or source._llvm_text is None:
        raise ValueError("to_ll() needs a module read from LLVM IR, or infer_tokens() of one")
    # Module.outline() adds the new function last; the writer checks it is that
    added = 1 if m is not source else 0
    if len(source) != source._llvm_functions or len(m) - source._llvm_functions not in (0, added):
        raise ValueError("to_ll(): functions were added to the module after it was read (Function.infer_tokens "
                         "and apply_* add copies); Module.infer_tokens() makes a new module instead")
    text = source._llvm_text
    with _Diags(source.filename) as d:
        try:
            return _take_text(lambda out, n, cap: lib.convpy_write_llvm_edits(text, len(text), source._p(), m._p(),
                                                                              d.ptr, out, n, cap))
        except ConvError as e:
            e.diagnostics = d.list()
            raise


def module_infer_convergent(m: Module) -> Module:
    return _module_result(m, lib.conv_infer_convergent, "infer_convergent")


def callgraph(m: Module) -> List[Need]:
    out = ffi.new("conv_callgraph **")
    _check(lib.conv_callgraph_build(m._p(), ffi.NULL, out), "callgraph")
    g = ffi.gc(out[0], lib.conv_callgraph_free)
    fns = m.functions
    result = []
    try:
        for i, f in enumerate(fns):
            count = ffi.new("uint32_t *")
            callees = lib.conv_callgraph_callees(g, i, count)
            nd = ffi.new("conv_need *")
            lib.conv_callgraph_need(g, i, nd)
            value = f._value(nd.value.id) if nd.value.id else None
            result.append(Need(f.name, int(lib.conv_callgraph_scc(g, i)),
                               [fns[callees[k]].name for k in range(count[0])],
                               bool(lib.conv_callgraph_calls_unknown(g, i)), bool(nd.convergent), bool(nd.needed),
                               NEED_REASONS[nd.reason], value.name if value else None,
                               fns[nd.callee].name if nd.reason == lib.CONV_NEED_CALLEE else None))
    finally:
        ffi.release(g)
    return result
