"""The lint from Python (conv.h, conv_lint_build): Function.lint() and the
Finding it returns, the same findings `conv lint FILE --json` prints
(Finding.as_dict() is one entry of its "diagnostics", without "file")."""
from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional

from ._api import _SCOPES, Function, Uniformity, Value, _take_text, _with_allocator
from ._conv import ffi, lib
from ._errors import _check

__all__ = ["Finding", "LINT_CODES"]

LINT_CODES = tuple(ffi.string(lib.conv_lint_code_str(i)).decode() for i in range(lib.CONV_LINT_CODE_COUNT))
"""Every code a finding may have: "lint.barrier", "lint.quad", "lint.collective"."""

_CAUSES = {lib.CONV_LINT_CAUSE_BRANCH: "branch", lib.CONV_LINT_CAUSE_CYCLE: "cycle",
           lib.CONV_LINT_CAUSE_ANCHOR: "anchor"}


@dataclass(frozen=True)
class Finding:
    """One scoped operation that may run without its whole scope instance
    (conv_lint_finding).

    code:           "lint.barrier", "lint.quad" or "lint.collective".
    operation:      the operation (a Value).
    line, col:      its source position (0 when unknown).
    scope:          its scope: "quad", "wave", "workgroup", ...
    cause:          "branch" (a branch deciding which threads reach it),
                    "cycle" (threads leave a cycle around it in different
                    iterations) or "anchor" (its token comes from one).
    where:          the branch's block, the cycle's header, or the anchor
                    ("%a").
    uniform_scope:  the widest scope at which the cause is uniform (below
                    `scope`).
    message:        the one-line text (conv_lint_write); also str().
    reasons:        the chain of reasons back to a divergence source, one
                    sentence per step (conv_lint_explain).
    """

    code: str
    operation: Value
    line: int
    col: int
    scope: str
    cause: str
    where: Optional[str]
    uniform_scope: str
    message: str
    reasons: List[str]

    def __str__(self) -> str:
        return self.message

    def as_dict(self) -> dict:
        """The entry of `conv lint FILE --json`, without "file"."""
        return {"code": self.code, "line": self.line, "col": self.col, "function": self.operation.function.name,
                "scope": self.scope, "uniform_scope": self.uniform_scope, "cause": self.cause,
                "message": self.message, "reasons": list(self.reasons)}


def _finding(fn: Function, u: Uniformity, x) -> Finding:
    p = fn._raw
    t = u._t()
    message = _take_text(lambda out, n, cap: lib.convpy_lint_text(p, t, x, False, out, n, cap))
    reasons = _take_text(lambda out, n, cap: lib.convpy_lint_text(p, t, x, True, out, n, cap)).splitlines()
    cause = _CAUSES[x.cause]
    if cause == "anchor":
        where = str(Value(fn, x.value.id))
    else:
        where = fn._bname(x.block.id)
    return Finding(ffi.string(lib.conv_lint_code_str(x.code)).decode(), Value(fn, x.inst.id), x.line, x.col,
                   _SCOPES[x.scope], cause, where, _SCOPES[x.uniform_scope], message, reasons)


def lint(fn: Function, wave_size: Optional[int] = None, arguments: Optional[str] = None,
         unscoped: bool = False) -> List[Finding]:
    """Function.lint(): see there."""
    fn._finalized("lint")
    with Uniformity(fn, wave_size, arguments) as u:
        desc = _with_allocator("conv_lint_desc *")
        desc.checks = lib.CONV_LINT_CHECK_ALL if unscoped else 0
        out = ffi.new("conv_lint **")
        _check(lib.conv_lint_build(fn._raw, u._t(), desc, out), f"lint of @{fn.name}")
        result = out[0]
        try:
            x = ffi.new("conv_lint_finding *")
            found = []
            for i in range(lib.conv_lint_count(result)):
                lib.conv_lint_get(result, i, x)
                found.append(_finding(fn, u, x))
            return found
        finally:
            lib.conv_lint_free(result)


def to_dot_scopes(fn: Function, wave_size: Optional[int], arguments: Optional[str]) -> str:
    """`conv dot FILE --function F --scopes` (conv_uniformity_write_dot_scopes)."""
    fn._finalized("to_dot")
    with Uniformity(fn, wave_size, arguments) as u:
        out = ffi.new("conv_lint **")
        _check(lib.conv_lint_build(fn._raw, u._t(), ffi.NULL, out), f"lint of @{fn.name}")
        try:
            return _take_text(lambda o, n, cap: lib.convpy_write_dot_scopes(fn._raw, u._t(), out[0], o, n, cap))
        finally:
            lib.conv_lint_free(out[0])
