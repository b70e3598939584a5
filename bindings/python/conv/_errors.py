"""Exceptions, result codes and diagnostics of the conv bindings."""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import List, Optional, Sequence

from ._conv import ffi, lib

__all__ = [
    "Result", "Diagnostic", "ConvError", "ParseError", "InvalidGraphError",
    "InvalidArgumentError", "NotFinalizedError", "FinalizedError", "LimitError",
    "DuplicateError", "NameNotFoundError", "OutOfMemoryError", "ClosedError",
]


class Result(enum.IntEnum):
    """conv_result: what a C call returned (CONV_OK, CONV_ERR_*)."""

    OK = lib.CONV_OK
    OUT_OF_MEMORY = lib.CONV_ERR_OUT_OF_MEMORY
    INVALID_ARGUMENT = lib.CONV_ERR_INVALID_ARGUMENT
    INVALID_GRAPH = lib.CONV_ERR_INVALID_GRAPH
    PARSE = lib.CONV_ERR_PARSE
    NOT_FINALIZED = lib.CONV_ERR_NOT_FINALIZED
    FINALIZED = lib.CONV_ERR_FINALIZED
    LIMIT = lib.CONV_ERR_LIMIT
    NOT_FOUND = lib.CONV_ERR_NOT_FOUND
    DUPLICATE = lib.CONV_ERR_DUPLICATE

    @property
    def c_name(self) -> str:
        """The C enumerator, e.g. "CONV_ERR_PARSE"."""
        return "CONV_OK" if self is Result.OK else "CONV_ERR_" + self.name

    def describe(self) -> str:
        """conv_result_str(): "out of memory", "parse error", ..."""
        return ffi.string(lib.conv_result_str(int(self))).decode()


_SEVERITY = {lib.CONV_SEVERITY_ERROR: "error", lib.CONV_SEVERITY_WARNING: "warning",
             lib.CONV_SEVERITY_NOTE: "note"}


def _str(p) -> Optional[str]:
    return None if p == ffi.NULL else ffi.string(p).decode("utf-8", "surrogateescape")


@dataclass(frozen=True)
class Diagnostic:
    """One located message of the library (a conv_diag, copied).

    `code` is stable ("parse.expected", "token.cycle-use"; the lists are in
    docs/text-format.md and docs/tokens.md); `message` is for people; block
    names are without '%', `instruction` is the value name ("%x") or opcode;
    line and col are 1-based, 0 when unknown. str() gives the CLI's
    "file:line:col: error: [code] message".
    """

    code: str
    severity: str
    message: str
    file: Optional[str]
    function: Optional[str]
    block: Optional[str]
    instruction: Optional[str]
    line: int
    col: int
    text: str

    def __str__(self) -> str:
        return self.text

    def as_dict(self) -> dict:
        """The diagnostic as `conv verify --json` prints it."""
        return {"code": self.code, "message": self.message, "block": self.block,
                "instruction": self.instruction, "line": self.line, "col": self.col}


def _diagnostics(diags, file: Optional[str] = None) -> List[Diagnostic]:
    """Copies every diagnostic of a conv_diags list into Python objects.
    Those without a file name (the analyses' diagnostics; the C library
    formats them as "<input>:...") get `file` when it is given, so that a
    module's diagnostics keep naming the file it was read from."""
    out = []
    n = lib.conv_diags_count(diags)
    buf = ffi.new("char[]", 512)
    for i in range(n):
        d = lib.conv_diags_get(diags, i)
        need = lib.conv_diags_format(diags, i, buf, len(buf))
        if need >= len(buf):
            buf = ffi.new("char[]", need + 1)
            lib.conv_diags_format(diags, i, buf, len(buf))
        dfile = _str(d.file)
        text = ffi.string(buf).decode("utf-8", "surrogateescape")
        if dfile is None and file is not None and text.startswith("<input>"):
            dfile, text = file, file + text[len("<input>"):]
        out.append(Diagnostic(
            code=_str(d.code) or "", severity=_SEVERITY.get(d.severity, "error"),
            message=_str(d.message) or "", file=dfile, function=_str(d.function),
            block=_str(d.block), instruction=_str(d.instruction), line=int(d.line), col=int(d.col),
            text=text))
    return out


class ConvError(Exception):
    """A conv call failed.

    Attributes:
      result:       the Result the C call returned (None for ClosedError).
      code:         the stable code of the first error diagnostic
                    ("parse.expected"), or, when the call gave none (and
                    always for out of memory and size limits), the C name
                    of the result ("CONV_ERR_DUPLICATE").
      line, col:    position of that diagnostic (1-based), 0 when unknown.
      diagnostics:  every Diagnostic the call produced (may be empty).
    """

    def __init__(self, message: str, result: Optional[Result] = None,
                 diagnostics: Sequence[Diagnostic] = (), code: Optional[str] = None):
        self.result = result
        self.diagnostics: List[Diagnostic] = list(diagnostics)
        first = next((d for d in self.diagnostics if d.severity == "error"), None)
        if first is None and self.diagnostics:
            first = self.diagnostics[0]
        self.code: str = code or (first.code if first else (result.c_name if result is not None else "error"))
        self.line: int = first.line if first else 0
        self.col: int = first.col if first else 0
        self.message = message
        super().__init__(message)

    def __str__(self) -> str:
        return self.message


class ParseError(ConvError):
    """CONV_ERR_PARSE: syntax errors, undefined or duplicate names in text."""


class InvalidGraphError(ConvError):
    """CONV_ERR_INVALID_GRAPH: a block without terminator, a bad phi, an
    instruction added after a terminator."""


class InvalidArgumentError(ConvError, ValueError):
    """CONV_ERR_INVALID_ARGUMENT (also a ValueError)."""


class NotFinalizedError(ConvError):
    """CONV_ERR_NOT_FINALIZED: an analysis of a function still being built."""


class FinalizedError(ConvError):
    """CONV_ERR_FINALIZED: a builder call on a finalized function."""


class LimitError(ConvError):
    """CONV_ERR_LIMIT: past CONV_MAX_BLOCKS / CONV_MAX_VALUES."""


class DuplicateError(ConvError):
    """CONV_ERR_DUPLICATE: a function, block or value name already taken."""


class NameNotFoundError(ConvError, KeyError):
    """CONV_ERR_NOT_FOUND: no function, block or value of that name.

    Also a KeyError, so `module["f"]` behaves like a mapping and either
    `except KeyError` or `except conv.ConvError` catches it."""

    def __str__(self) -> str:  # KeyError would print the repr
        return self.message


class OutOfMemoryError(ConvError, MemoryError):
    """CONV_ERR_OUT_OF_MEMORY (also a MemoryError)."""


class ClosedError(ConvError, ValueError):
    """The object, or the module it belongs to, was closed (also a
    ValueError, like I/O on a closed file)."""


_BY_RESULT = {
    Result.PARSE: ParseError, Result.INVALID_GRAPH: InvalidGraphError,
    Result.INVALID_ARGUMENT: InvalidArgumentError, Result.NOT_FINALIZED: NotFinalizedError,
    Result.FINALIZED: FinalizedError, Result.LIMIT: LimitError, Result.DUPLICATE: DuplicateError,
    Result.NOT_FOUND: NameNotFoundError, Result.OUT_OF_MEMORY: OutOfMemoryError,
}


# Results that never come with a located diagnostic (docs/text-format.md):
# their code is the result's C name even if the call left diagnostics.
_UNLOCATED = (Result.OUT_OF_MEMORY, Result.LIMIT)


def _error(rc: int, what: str, diagnostics: Sequence[Diagnostic] = ()) -> ConvError:
    result = Result(rc)
    cls = _BY_RESULT.get(result, ConvError)
    message = f"{what}: {result.describe()}"
    if result in _UNLOCATED:
        e = cls(message, result, (), code=result.c_name)
        e.diagnostics = list(diagnostics)
        return e
    errors = [d for d in diagnostics if d.severity == "error"]
    if errors:
        message += f"\n{errors[0].text}"
        if len(errors) > 1:
            message += f"\n(and {len(errors) - 1} more error{'s' if len(errors) > 2 else ''})"
    return cls(message, result, diagnostics)


def _check(rc: int, what: str, diagnostics: Sequence[Diagnostic] = ()) -> None:
    """Raises the exception for a conv_result other than CONV_OK."""
    if rc != lib.CONV_OK:
        raise _error(rc, what, diagnostics)


def _not_found(kind: str, name, where: str) -> NameNotFoundError:
    return NameNotFoundError(f"no {kind} {name!r} in {where}", Result.NOT_FOUND)
