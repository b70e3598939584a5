"""Inlining and outlining from Python (conv.h, section legality, inlining
and outlining; ../shared/LEGALITY.md R18, R19): the Function methods
can_inline, apply_inline, can_outline, apply_outline and the Module
methods inline and outline. Answers are those of `conv query ...
can-inline`, `conv inline` and `conv outline`."""
from __future__ import annotations

from typing import Iterable, Optional, Tuple

from ._api import Function, Module, Value, _Diags, _enc, _take_text
from ._conv import ffi, lib
from ._errors import _check
from ._legality import _BLOCKING, Verdict, _copy_name, _inst, _inst_label


def _desc(make_convergent: bool):
    desc = ffi.new("conv_inline_desc *")
    desc.make_convergent = bool(make_convergent)
    return desc


def _verdict(fn: Function, v, where_ptr, with_where: bool) -> Verdict:
    """A Verdict of conv_can_inline/outline: names resolved in `where`."""
    where = fn.module._function(where_ptr) if where_ptr is not None and where_ptr != ffi.NULL else fn
    kind = _BLOCKING.get(v.blocking, "none")
    name = None
    if kind in ("branch", "block") and v.block.id:
        name = where._bname(v.block.id)
    elif kind == "value" and v.value.id:
        name = _inst_label(where, v.value.id)
    p = where._p()
    message = _take_text(lambda o, n, cap: lib.convpy_verdict_text(p, v, o, n, cap))
    return Verdict(bool(v.legal), ffi.string(lib.conv_legal_reason_str(v.reason)).decode(), (kind, name), message,
                   where.name if with_where else None)


def _call(fn: Function, call) -> int:
    """The id of the call named by a Value, "%x" or "BLOCK:N"."""
    if isinstance(call, Value) and call.function is not fn:
        raise ValueError(f"{call!r} is a value of @{call.function.name}, not of @{fn.name}")
    return _inst(fn, call)


def can_inline(fn: Function, call, make_convergent: bool) -> Verdict:
    p = fn._finalized("can_inline")
    i = _call(fn, call)
    v = ffi.new("conv_verdict *")
    where = ffi.new("conv_function **")
    _check(lib.conv_can_inline(p, [i], _desc(make_convergent), v, where), f"can_inline in @{fn.name}")
    return _verdict(fn, v, ffi.cast("conv_function *", where[0]), True)


def apply_inline(fn: Function, call, name: Optional[str], make_convergent: bool) -> Function:
    p = fn._finalized("apply_inline")
    i = _call(fn, call)
    cname = ffi.new("char[]", _enc(_copy_name(fn, "inline", name)))
    out = ffi.new("conv_function **")
    with _Diags(fn.module.filename) as d:
        rc = lib.conv_apply_inline(p, [i], _desc(make_convergent), cname, d.ptr, out)
        diags = d.list()
    _check(rc, f"apply_inline in @{fn.name}", diags)
    return fn.module._function(out[0])


def _module_result(m: Module, ptr, diags) -> Module:
    result = Module._wrap(ptr)
    result.diagnostics = diags
    result.filename = m.filename
    result._edits_of = m if m._llvm_text is not None else None
    return result


def module_inline(m: Module, call, caller, make_convergent: bool) -> Module:
    if isinstance(call, Value) and caller is None:
        fn = call.function
    elif caller is None:
        raise TypeError("inline(call): name the caller when the call is a str (inline(\"%x\", caller=\"f\"))")
    else:
        fn = caller if isinstance(caller, Function) else m[caller]
    if fn.module is not m:
        raise ValueError(f"@{fn.name} is a function of another module")
    p = fn._finalized("inline")
    i = _call(fn, call)
    out = ffi.new("conv_module **")
    with _Diags(m.filename) as d:
        rc = lib.conv_module_inline(p, [i], _desc(make_convergent), d.ptr, out)
        diags = d.list()
    _check(rc, f"inline in @{fn.name}", diags)
    return _module_result(m, out[0], diags)


def _blocks(fn: Function, blocks: Iterable[str]) -> Tuple[object, int]:
    names = list(blocks)
    if not names:
        raise ValueError("a region needs at least one block")
    arr = ffi.new("conv_block[]", len(names))
    for k, b in enumerate(names):
        arr[k].id = fn._block(b)
    return arr, len(names)


def can_outline(fn: Function, blocks: Iterable[str]) -> Verdict:
    p = fn._finalized("can_outline")
    arr, n = _blocks(fn, blocks)
    v = ffi.new("conv_verdict *")
    _check(lib.conv_can_outline(p, arr, n, v), f"can_outline in @{fn.name}")
    return _verdict(fn, v, None, False)


def apply_outline(fn: Function, blocks: Iterable[str], name: Optional[str],
                  outlined_name: Optional[str]) -> Tuple[Function, Function]:
    p = fn._finalized("apply_outline")
    arr, n = _blocks(fn, blocks)
    cname = ffi.new("char[]", _enc(_copy_name(fn, "outline", name)))
    oname = ffi.new("char[]", _enc(_copy_name(fn, "outlined", outlined_name)))
    out = ffi.new("conv_function **")
    outlined = ffi.new("conv_function **")
    with _Diags(fn.module.filename) as d:
        rc = lib.conv_apply_outline(p, arr, n, cname, oname, d.ptr, out, outlined)
        diags = d.list()
    _check(rc, f"apply_outline in @{fn.name}", diags)
    return fn.module._function(out[0]), fn.module._function(outlined[0])


def module_outline(m: Module, function, blocks: Iterable[str], outlined_name: Optional[str]) -> Module:
    fn = function if isinstance(function, Function) else m[function]
    if fn.module is not m:
        raise ValueError(f"@{fn.name} is a function of another module")
    p = fn._finalized("outline")
    arr, n = _blocks(fn, blocks)
    oname = ffi.new("char[]", _enc(_copy_name(fn, "outlined", outlined_name)))
    out = ffi.new("conv_module **")
    with _Diags(m.filename) as d:
        rc = lib.conv_module_outline(p, arr, n, oname, d.ptr, out)
        diags = d.list()
    _check(rc, f"outline in @{fn.name}", diags)
    return _module_result(m, out[0], diags)
