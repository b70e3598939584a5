"""The classes of the conv bindings: Module, Function, Value, DomTree,
Cycles, Cycle, VerifyResult, Uniformity, Reason, Run, Instance,
CheckResult, and the functions parse() and load()."""
from __future__ import annotations

import enum
import os
import threading
import weakref
from collections import namedtuple
from collections.abc import Sequence as _SequenceABC
from dataclasses import dataclass, field
from typing import (Callable, Dict, Iterable, Iterator, List, Mapping, Optional, Sequence, Tuple, Union,
                    overload)

from ._conv import ffi, lib
from ._errors import (ClosedError, ConvError, Diagnostic, ParseError, Result, _check, _diagnostics, _error,
                      _not_found)

__all__ = [
    "Kind", "Flag", "FunctionFlag", "Module", "Function", "Value", "DomTree", "Cycles", "Cycle",
    "VerifyResult", "Uniformity", "Reason", "Run", "Instance", "CheckResult", "MemoryStats", "parse", "load",
    "memory_stats", "VERSION",
]

VERSION: Tuple[int, int] = (lib.CONV_VERSION_MAJOR, lib.CONV_VERSION_MINOR)

# Every C object made here allocates through the extension's counting
# allocator (build_conv.py), which memory_stats() reads.
_ALLOC = lib.convpy_allocator()

# Guards Module._busy (simulate() calls under way, which may call back into
# Python from several threads at once).
_BUSY_LOCK = threading.Lock()


class Kind(enum.IntEnum):
    """conv_kind: what a value is."""

    GENERIC = lib.CONV_KIND_GENERIC
    PHI = lib.CONV_KIND_PHI
    CALL = lib.CONV_KIND_CALL
    ENTRY = lib.CONV_KIND_ENTRY
    LOOP = lib.CONV_KIND_LOOP
    ANCHOR = lib.CONV_KIND_ANCHOR
    BRANCH = lib.CONV_KIND_BRANCH
    SWITCH = lib.CONV_KIND_SWITCH
    RETURN = lib.CONV_KIND_RETURN
    UNREACHABLE = lib.CONV_KIND_UNREACHABLE
    INVOKE = lib.CONV_KIND_INVOKE
    ARGUMENT = lib.CONV_KIND_ARGUMENT
    CONSTANT = lib.CONV_KIND_CONSTANT

    def __str__(self) -> str:
        return ffi.string(lib.conv_kind_str(int(self))).decode()

    @property
    def is_terminator(self) -> bool:
        return bool(lib.conv_kind_is_terminator(int(self)))


class Flag(enum.IntFlag):
    """CONV_FLAG_*: per-value flags. Builder methods also take them as words
    of the text format: "convergent noconvergent speculatable divergent
    uniform collective returns_token"."""

    NONE = 0
    CONVERGENT = lib.CONV_FLAG_CONVERGENT
    NOCONVERGENT = lib.CONV_FLAG_NOCONVERGENT
    SPECULATABLE = lib.CONV_FLAG_SPECULATABLE
    DIVERGENCE_SOURCE = lib.CONV_FLAG_DIVERGENCE_SOURCE
    ALWAYS_UNIFORM = lib.CONV_FLAG_ALWAYS_UNIFORM
    UNIFORM_COLLECTIVE = lib.CONV_FLAG_UNIFORM_COLLECTIVE
    HAS_RESULT = lib.CONV_FLAG_HAS_RESULT
    TOKEN = lib.CONV_FLAG_TOKEN
    SUPERSET_SAFE = lib.CONV_FLAG_SUPERSET_SAFE
    BARRIER = lib.CONV_FLAG_BARRIER


class FunctionFlag(enum.IntFlag):
    """CONV_FUNCTION_*: function flags."""

    NONE = 0
    CONVERGENT = lib.CONV_FUNCTION_CONVERGENT
    KERNEL = lib.CONV_FUNCTION_KERNEL
    DECLARATION = lib.CONV_FUNCTION_DECLARATION
    NOCONVERGENT = lib.CONV_FUNCTION_NOCONVERGENT


_FLAG_WORDS = {
    "convergent": Flag.CONVERGENT, "noconvergent": Flag.NOCONVERGENT,
    "speculatable": Flag.SPECULATABLE, "divergent": Flag.DIVERGENCE_SOURCE,
    "uniform": Flag.ALWAYS_UNIFORM, "collective": Flag.UNIFORM_COLLECTIVE,
    "returns_token": Flag.TOKEN, "token": Flag.TOKEN,
    "superset_safe": Flag.SUPERSET_SAFE, "barrier": Flag.BARRIER,
}
# The scope words of the native format: bits 10-12 (CONV_FLAG_SCOPE).
_SCOPES = {lib.CONV_SCOPE_THREAD: "thread", lib.CONV_SCOPE_QUAD: "quad", lib.CONV_SCOPE_WAVE: "wave",
           lib.CONV_SCOPE_WORKGROUP: "workgroup", lib.CONV_SCOPE_DEVICE: "device",
           lib.CONV_SCOPE_SYSTEM: "system"}
_FLAG_WORDS.update({"scope." + word: Flag(scope << lib.CONV_FLAG_SCOPE_SHIFT) for scope, word in _SCOPES.items()})
# The widest scope a result is uniform at by itself: bits 13-15 (CONV_FLAG_UNIFORM_SCOPE).
_FLAG_WORDS.update({"uniform." + word: Flag(scope << lib.CONV_FLAG_UNIFORM_SCOPE_SHIFT) for scope, word in _SCOPES.items()})
# Which id of the thread a result is: bits 16-19 (CONV_FLAG_THREAD_ID).
_THREAD_IDS = {lib.CONV_ID_LOCAL_X: "x", lib.CONV_ID_LOCAL_Y: "y", lib.CONV_ID_LOCAL_Z: "z",
               lib.CONV_ID_LOCAL_INDEX: "index", lib.CONV_ID_LANE: "lane", lib.CONV_ID_GROUP_X: "group.x",
               lib.CONV_ID_GROUP_Y: "group.y", lib.CONV_ID_GROUP_Z: "group.z"}
_FLAG_WORDS.update({"id." + word: Flag(k << lib.CONV_FLAG_THREAD_ID_SHIFT) for k, word in _THREAD_IDS.items()})

FlagsLike = Union[int, str, Iterable[str]]
ValueRef = Union["Value", str, int]


def _flags(flags: FlagsLike) -> int:
    """An int, a Flag, or words of the text format ("convergent collective")."""
    if isinstance(flags, bool):
        raise TypeError("flags are an int, a conv.Flag or words such as 'convergent divergent', not bool")
    if isinstance(flags, int):
        return int(flags)
    try:
        words = flags.split() if isinstance(flags, str) else list(flags)
    except TypeError:
        raise TypeError("flags are an int, a conv.Flag or words such as 'convergent divergent', "
                        f"not {type(flags).__name__}") from None
    out = 0
    for w in words:
        if not isinstance(w, str):
            raise TypeError(f"a flag word is a str, not {type(w).__name__}")
        try:
            out |= _FLAG_WORDS[w]
        except KeyError:
            raise ValueError(f"unknown flag {w!r} (use {', '.join(sorted(_FLAG_WORDS))})") from None
    return out


def _enc(s: str, what: str = "a name") -> bytes:
    """A str (or bytes) for C; TypeError for anything else (bytes(5) would
    silently be five NUL bytes)."""
    if isinstance(s, str):
        return s.encode("utf-8", "surrogateescape")
    if isinstance(s, bytes):
        return s
    raise TypeError(f"{what} must be a str, not {type(s).__name__}")


def _bool(name: str, value) -> bool:
    """A bool option; TypeError for anything else ("yes", 1, None)."""
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be a bool, not {type(value).__name__}")
    return value


def _choice(name: str, value, table: Mapping, hint: str):
    """A str option (or None) from `table`: TypeError for another type,
    ValueError for an unknown word."""
    if value is not None and not isinstance(value, str):
        raise TypeError(f"{name} must be a str or None, not {type(value).__name__}")
    if value not in table:
        raise ValueError(f"unknown {name} {value!r} (use {hint})")
    return table[value]


def _path(path, what: str = "path") -> str:
    """A file name: str, bytes or os.PathLike (TypeError otherwise; an int
    would be taken for a file descriptor by open())."""
    if isinstance(path, (bool, int)) or not isinstance(path, (str, bytes, os.PathLike)):
        raise TypeError(f"{what} must be a str or os.PathLike, not {type(path).__name__}")
    p = os.fspath(path)
    return p.decode("utf-8", "surrogateescape") if isinstance(p, bytes) else p


def _dec(p) -> Optional[str]:
    return None if p == ffi.NULL else ffi.string(p).decode("utf-8", "surrogateescape")


def _cvalue_name(name: Optional[str]):
    """A value name for C: NULL, or the name with its '%'."""
    if name is None:
        return ffi.NULL
    if not isinstance(name, str):
        raise TypeError(f"a value name must be a str, not {type(name).__name__}")
    return ffi.new("char[]", _enc(name if name.startswith("%") else "%" + name))


def _with_allocator(ctype: str):
    desc = ffi.new(ctype)
    desc.allocator = _ALLOC[0]
    return desc


class _Diags:
    """A conv_diags list for the duration of one call. Diagnostics without
    a file name (those of analyses) get `file`, the module's file name."""

    def __init__(self, file: Optional[str] = None):
        self.file = file

    def __enter__(self) -> "_Diags":
        out = ffi.new("conv_diags **")
        _check(lib.conv_diags_create(_ALLOC, out), "conv_diags_create")
        self.ptr = out[0]
        return self

    def __exit__(self, *exc) -> None:
        lib.conv_diags_destroy(self.ptr)
        self.ptr = ffi.NULL

    def list(self) -> List[Diagnostic]:
        return _diagnostics(self.ptr, self.file)


MemoryStats = namedtuple("MemoryStats", "live_blocks live_bytes total_allocations")
MemoryStats.__doc__ = """What the extension's counting allocator has seen, over every conv object
made from Python in this process: blocks and bytes now live, allocations
(and reallocations) ever made. Zero live blocks once every object is
closed or collected."""


def memory_stats() -> MemoryStats:
    """The counting allocator's counters (see MemoryStats)."""
    b = ffi.new("int64_t[3]")
    lib.convpy_alloc_stats(b, b + 1, b + 2)
    return MemoryStats(int(b[0]), int(b[1]), int(b[2]))


def _take_text(fill) -> str:
    out = ffi.new("char **")
    n = ffi.new("size_t[2]")
    _check(fill(out, n, n + 1), "print")
    try:
        return ffi.unpack(out[0], n[0]).decode("utf-8", "surrogateescape")
    finally:
        lib.convpy_text_free(out[0], n[1])


# ---------------------------------------------------------------- parsing ---

_FORMATS = {None: lib.CONV_FORMAT_DEFAULT, "ll": lib.CONV_FORMAT_LLVM, "llvm": lib.CONV_FORMAT_LLVM,
            "conv": lib.CONV_FORMAT_NATIVE, "native": lib.CONV_FORMAT_NATIVE,
            "spv": lib.CONV_FORMAT_SPIRV, "spirv": lib.CONV_FORMAT_SPIRV}
_SPIRV_TOKENS = {None: lib.CONV_SPIRV_TOKENS_DEFAULT, "structured": lib.CONV_SPIRV_TOKENS_STRUCTURED,
                 "none": lib.CONV_SPIRV_TOKENS_NONE}
_TARGETS = {None: lib.CONV_TARGET_DEFAULT, "default": lib.CONV_TARGET_DEFAULT, "none": lib.CONV_TARGET_NONE,
            "amdgcn": lib.CONV_TARGET_AMDGCN, "nvptx": lib.CONV_TARGET_NVPTX,
            "r600": lib.CONV_TARGET_R600, "spirv": lib.CONV_TARGET_SPIRV}


def parse(text: Union[str, bytes], format: Optional[str] = None, *, filename: Optional[str] = None,
          target: Optional[str] = None,
          rules: Union[Mapping[str, FlagsLike], Iterable[Tuple[str, FlagsLike]], None] = None,
          finalize: bool = True, spirv_tokens: Optional[str] = None,
          convergent_by_default: bool = False) -> "Module":
    """Reads a module from text (conv_parse).

    Args:
      text:      LLVM IR, SPIR-V (a binary module as bytes, or assembly
                 text) or native-format text (str or bytes).
      format:    "ll" (LLVM IR), "spv" (SPIR-V) or "conv" (native); None
                 chooses SPIR-V for bytes starting with its magic number,
                 else by the extension of `filename` (".ll" is LLVM IR,
                 ".spv" and ".spvasm" SPIR-V, anything else, or no
                 filename, the native format).
      filename:  used in diagnostics ("<input>" when None; the module keeps
                 it, so the diagnostics of its analyses name it too) and
                 for the format.
      target:    LLVM reader target tables: None/"default" (from the
                 triple), "none", "amdgcn", "nvptx", "r600", "spirv".
      rules:     extra callee rules for the LLVM reader, checked first:
                 {"@my.tid": "divergent", "@my.lane.*": Flag.CONVERGENT}.
      finalize:  finalize every function with a body (default); False
                 leaves them open for the builder methods.
      spirv_tokens: SPIR-V reader: "structured" (None: the default;
                 tokens derived from the structured control flow) or
                 "none" (the CFG alone, no tokens); docs/spirv.md.
      convergent_by_default: every call and function convergent unless
                 marked `noconvergent` (seed 001; CONV_MODULE_CONVERGENT_BY_
                 DEFAULT; the native format's `module convergent-by-default`
                 line sets it too): Module.convergent_by_default.

    Warnings do not fail: they are in the module's `diagnostics`, e.g.
    parse.no-target for LLVM IR without a target triple read with target
    None (it is read with target "none"; the warning says so). Text without
    any function is a valid, empty module (load() refuses an empty file).

    Raises:
      ParseError (code, line, col, diagnostics) for syntax and name errors;
      InvalidGraphError when a function's graph is malformed; LimitError;
      OutOfMemoryError (a MemoryError); ValueError for an unknown format or
      target; TypeError for an argument of the wrong type (text not str or
      bytes, a format, target or filename that is not a str, ...).
    """
    fmt = _choice("format", format, _FORMATS, "'ll', 'spv' or 'conv'")
    spv_tokens = _choice("spirv_tokens", spirv_tokens, _SPIRV_TOKENS, "'structured', 'none' or None")
    tgt = _choice("target", target, _TARGETS, "'amdgcn', 'nvptx', 'r600', 'spirv', 'none' or None")
    if isinstance(text, (bytearray, memoryview)):
        text = bytes(text)
    if not isinstance(text, (str, bytes)):
        raise TypeError(f"text must be a str or bytes, not {type(text).__name__}")
    data = _enc(text, "text")
    finalize = _bool("finalize", finalize)
    desc = _with_allocator("conv_parse_desc *")
    keep = []
    if filename is not None:
        filename = _path(filename, "filename")
        keep.append(ffi.new("char[]", _enc(filename)))
        desc.filename = keep[-1]
    desc.format = fmt
    desc.target = tgt
    desc.no_finalize = not finalize
    desc.spirv_tokens = spv_tokens
    desc.convergent_by_default = _bool("convergent_by_default", convergent_by_default)
    if rules is not None and not isinstance(rules, Mapping):
        try:
            rules = list(rules)
        except TypeError:
            raise TypeError(f"rules must be a mapping or pairs of (callee, flags), not {type(rules).__name__}") \
                from None
    if rules:
        items = list(rules.items()) if isinstance(rules, Mapping) else list(rules)
        arr = ffi.new("conv_target_rule[]", len(items))
        for i, item in enumerate(items):
            if not isinstance(item, tuple) or len(item) != 2:
                raise TypeError(f"a rule is a (callee, flags) pair, not {item!r}")
            callee, fl = item
            keep.append(ffi.new("char[]", _enc(callee, "a rule's callee")))
            arr[i].callee = keep[-1]
            arr[i].flags = _flags(fl)
        desc.rules = arr
        desc.rules_count = len(items)
        keep.append(arr)
    out = ffi.new("conv_module **")
    with _Diags() as d:
        rc = lib.conv_parse(data, len(data), desc, d.ptr, out)
        diags = d.list()
    _check(rc, f"cannot parse {filename or '<input>'}", diags)
    m = Module._wrap(out[0])
    m.diagnostics = diags
    m.filename = filename
    # LLVM IR keeps its text, for to_ll() (the format as conv_parse chose it)
    spirv = data[:4] in (b"\x03\x02\x23\x07", b"\x07\x23\x02\x03")
    if fmt == lib.CONV_FORMAT_LLVM or (fmt == lib.CONV_FORMAT_DEFAULT and not spirv and filename is not None and
                                       filename.endswith(".ll")):
        m._llvm_text = data
        m._llvm_functions = len(m)
    return m


def load(path: Union[str, "os.PathLike[str]"], format: Optional[str] = None, **options) -> "Module":
    """Reads a module from a file: parse(open(path, "rb").read(),
    format, filename=path, **options). OSError when it cannot be read;
    ParseError with code "io.empty" (as `conv` says it) for a file with no
    bytes or only white space; TypeError when path is not a str or
    os.PathLike."""
    name = _path(path)
    with open(path, "rb") as fp:
        data = fp.read()
    if not data.strip(b" \t\r\n"):
        why = "only white space" if data else "no bytes"
        d = Diagnostic(code="io.empty", severity="error", message=f"the file is empty: {why}", file=name,
                       function=None, block=None, instruction=None, line=0, col=0,
                       text=f"{name}: error: [io.empty] the file is empty: {why}")
        raise ParseError(f"cannot parse {name}: the file is empty\n{d.text}", Result.PARSE, [d])
    return parse(data, format, filename=name, **options)


# ----------------------------------------------------------------- module ---

class Module:
    """A conv module: functions and their graphs.

    Make one with parse(), load(), or Module(target=...) and the builder
    methods. A Module owns its C object: close() (or a `with` block) frees
    it at once, and a garbage-collected Module frees it too. Closing a
    module also closes every DomTree and Cycles built from its functions;
    using it, its functions, values or analyses afterwards raises
    ClosedError. Functions, values and analyses keep their module alive.

    m["f"] (or m["@f"], or m[0]) is a Function (NameNotFoundError, a
    KeyError, when there is none); iterating gives every function,
    declarations included, in order.
    """

    def __init__(self, target: Optional[str] = None):
        desc = _with_allocator("conv_module_desc *")
        keep = None
        if target is not None:
            keep = ffi.new("char[]", _enc(target, "target"))
            desc.target = keep
        out = ffi.new("conv_module **")
        _check(lib.conv_module_create(desc, out), "conv_module_create")
        self._init(out[0])

    def _init(self, ptr) -> None:
        self._ptr = ffi.gc(ptr, lib.conv_module_destroy)
        # Function wrappers are cached weakly and analyses registered weakly,
        # so that no reference cycle delays freeing the C module: a dropped
        # Module is freed by reference counting alone.
        self._functions: "weakref.WeakValueDictionary[int, Function]" = weakref.WeakValueDictionary()
        self._constants: Dict[int, Dict[int, int]] = {}
        self._dependents = weakref.WeakSet()
        self.diagnostics: List[Diagnostic] = []
        """Diagnostics parse() produced without failing (usually none)."""
        self.filename: Optional[str] = None
        self._busy = 0  # simulate() calls with a Python callback under way
        self._llvm_text: Optional[bytes] = None  # parsed from LLVM IR: its text
        self._llvm_functions = 0  # and how many functions the text had
        self._edits_of: Optional["Module"] = None  # infer_tokens() of this module

    @classmethod
    def _wrap(cls, ptr) -> "Module":
        m = cls.__new__(cls)
        m._init(ptr)
        return m

    def _p(self):
        if self._ptr is None:
            raise ClosedError("the module is closed")
        return self._ptr

    # lifetime
    def close(self) -> None:
        """Frees the module and every analysis built on it. Idempotent.
        Raises ConvError when called from a simulate(values=...) callback
        of one of its functions (the run is still reading the module)."""
        if self._ptr is None:
            return
        if self._busy:
            raise ConvError("cannot close the module while the interpreter runs one of its functions "
                            "(from a simulate(values=...) callback)")
        for dep in list(self._dependents):
            dep.close()
        ptr, self._ptr = self._ptr, None
        ffi.release(ptr)

    @property
    def closed(self) -> bool:
        """Whether close() was called."""
        return self._ptr is None

    def __enter__(self) -> "Module":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # functions
    def _function(self, fptr) -> "Function":
        key = int(ffi.cast("uintptr_t", fptr))
        fn = self._functions.get(key)
        if fn is None:
            fn = self._functions[key] = Function(self, fptr)
        return fn

    @property
    def target(self) -> Optional[str]:
        """The target triple or name, or None."""
        return _dec(lib.conv_module_target(self._p()))

    def __len__(self) -> int:
        return lib.conv_module_function_count(self._p())

    def __iter__(self) -> Iterator["Function"]:
        for i in range(len(self)):
            yield self._function(lib.conv_module_function(self._p(), i))

    @property
    def functions(self) -> List["Function"]:
        """Every function, declarations included, in order."""
        return list(self)

    @property
    def definitions(self) -> List["Function"]:
        """The functions with a body (what the CLI analyses)."""
        return [f for f in self if not f.is_declaration]

    def __getitem__(self, key: Union[str, int]) -> "Function":
        if isinstance(key, int):
            n = len(self)
            if not -n <= key < n:
                raise IndexError(f"function index {key} out of range ({n} functions)")
            return self._function(lib.conv_module_function(self._p(), key % n))
        if not isinstance(key, str):
            raise TypeError(f"a function is named by a str or indexed by an int, not {type(key).__name__}")
        name = key[1:] if key.startswith("@") else key
        fptr = lib.conv_module_find_function(self._p(), _enc(name))
        if fptr == ffi.NULL:
            raise _not_found("function", name, "the module")
        return self._function(fptr)

    def get(self, name: str, default=None) -> Optional["Function"]:
        """The function called `name`, or `default`."""
        try:
            return self[name]
        except KeyError:
            return default

    def __contains__(self, name: str) -> bool:
        return isinstance(name, str) and self.get(name) is not None

    def add_function(self, name: str, *, convergent: bool = False, kernel: bool = False,
                     declaration: bool = False, workgroup_size=None, max_workgroup_size: Optional[int] = None,
                     wave_size: Optional[int] = None) -> "Function":
        """Adds a function (builder). `name` without '@'. DuplicateError
        when the name is taken. workgroup_size (x, or (x, y[, z])),
        max_workgroup_size and wave_size: what the function says of its
        threads (conv_function_desc; Function.workgroup_size)."""
        self._p()
        if not isinstance(name, str):
            raise TypeError(f"a function name must be a str, not {type(name).__name__}")
        name = name[1:] if name.startswith("@") else name
        convergent, kernel = _bool("convergent", convergent), _bool("kernel", kernel)
        declaration = _bool("declaration", declaration)
        desc = ffi.new("conv_function_desc *")
        cname = ffi.new("char[]", _enc(name))
        desc.name = cname
        desc.flags = ((FunctionFlag.CONVERGENT if convergent else 0) | (FunctionFlag.KERNEL if kernel else 0)
                      | (FunctionFlag.DECLARATION if declaration else 0))
        if workgroup_size is not None:
            desc.workgroup_size = _shape("workgroup_size", workgroup_size)
        if max_workgroup_size is not None:
            desc.max_workgroup_size = _uint("max_workgroup_size", max_workgroup_size, 1, 0xFFFFFFFF)
        if wave_size is not None:
            desc.wave_size = _uint("wave_size", wave_size, 1, 0xFFFFFFFF)
        out = ffi.new("conv_function **")
        _check(lib.conv_module_add_function(self._ptr, desc, out), f"add_function({name!r})")
        return self._function(out[0])

    def finalize(self) -> None:
        """Finalizes every function with a body (InvalidGraphError with the
        diagnostics of every problem)."""
        with _Diags(self.filename) as d:
            rc = lib.conv_module_finalize(self._p(), d.ptr)
            diags = d.list()
        _check(rc, "finalize", diags)

    def verify(self, *, allow_token_on_nonconvergent: bool = False) -> List["VerifyResult"]:
        """Function.verify() for every function with a body."""
        return [f.verify(allow_token_on_nonconvergent=allow_token_on_nonconvergent) for f in self.definitions]

    def infer_tokens(self, *, make_convergent: bool = False, every_loop: bool = False) -> "Module":
        """A new module with the spec's tokens inferred in every function
        (conv_module_infer_tokens, R20; as `conv infer-tokens`): refused
        functions are copied as they are, each with a warning in the new
        module's `diagnostics`. make_convergent: a function that is not
        convergent (a kernel) is marked convergent instead of refused;
        every_loop: a heart in every loop."""
        from ._infer import module_infer_tokens
        return module_infer_tokens(self, make_convergent, every_loop)

    def to_ll(self) -> str:
        """LLVM IR: the text this module was parsed from (byte for byte),
        or, for the result of infer_tokens(), inline() or outline() of such a
        module, that text with only their edits (conv_write_llvm_edits; as
        `conv infer-tokens IN.ll`, `conv inline`, `conv outline`). ValueError for a module not read from LLVM IR;
        InvalidArgumentError (write.unsupported-edit) for other edits."""
        from ._infer import to_ll
        return to_ll(self)

    def infer_convergent(self) -> "Module":
        """A new module without `convergent` on the definitions that need
        none, nor on their calls, whose tokens go too (conv_infer_convergent,
        R21; as `conv infer-convergent`); one note per such function in the
        new module's `diagnostics`."""
        from ._infer import module_infer_convergent
        return module_infer_convergent(self)

    def inline(self, call, caller=None, *, make_convergent: bool = False) -> "Module":
        """A new module with the call inlined (conv_module_inline, R18; as
        `conv inline`): the caller replaced by its inlined copy under its own
        name, every other function as it is. `call` is a Value of the caller,
        or "%x" / "BLOCK:N" with `caller` (a Function or its name). The
        tokens follow R18's cases (Function.can_inline says which);
        make_convergent lets R18 (b) mark a kernel caller convergent.
        InvalidArgumentError (legal.apply) when refused. For a module read
        from LLVM IR, to_ll() of the result writes the input's text with the
        inlining's edits."""
        from ._inline import module_inline
        return module_inline(self, call, caller, make_convergent)

    def outline(self, function, blocks, outlined_name: Optional[str] = None) -> "Module":
        """A new module with the region `blocks` (block names, the region's
        entry first) of `function` made a function of its own, called where
        the region was (conv_module_outline, R19; as `conv outline`): the
        function replaced by its outlined copy, the new function (default
        "<f>.outlined") added last. Function.can_outline says whether and
        how; InvalidArgumentError (legal.apply) when refused. For a module
        read from LLVM IR, to_ll() of the result writes the input's text with
        the outlining's edits (the new function's define appended)."""
        from ._inline import module_outline
        return module_outline(self, function, blocks, outlined_name)

    @property
    def convergent_by_default(self) -> bool:
        """Whether every call and function is convergent unless marked
        `noconvergent` (CONV_MODULE_CONVERGENT_BY_DEFAULT, seed 001): parse
        or load with convergent_by_default=True, or `module
        convergent-by-default` in the native format."""
        return bool(lib.conv_module_flags(self._p()) & lib.CONV_MODULE_CONVERGENT_BY_DEFAULT)

    def callgraph(self) -> list:
        """Per function, in module order, a conv.Need: its component,
        direct callees, unknown callees, and whether it needs `convergent`
        and why (conv_callgraph_build; as `conv callgraph`)."""
        from ._infer import callgraph
        return callgraph(self)

    def to_dot(self, wave_size: Optional[int] = None, arguments: Optional[str] = None) -> str:
        """Function.to_dot() of every function with a body, concatenated:
        what `conv dot FILE` prints."""
        return "".join(f.to_dot(wave_size, arguments) for f in self.definitions)

    def to_text(self) -> str:
        """The module in the native format (CLI: conv print)."""
        p = self._p()
        return _take_text(lambda out, n, cap: lib.convpy_print_module(p, out, n, cap))

    __str__ = to_text

    def __repr__(self) -> str:
        if self._ptr is None:
            return "<conv.Module (closed)>"
        return f"<conv.Module {self.filename or ''} target={self.target!r} functions={len(self)}>"


# --------------------------------------------------------------- function ---

class Function:
    """A function of a Module: blocks (named by strings, as the CLI prints
    them: without '%'), values (Value; named "%x"), and the analyses.

    Block arguments are names; an unknown name raises NameNotFoundError
    (a KeyError and a ConvError). Value arguments are Value objects of
    this function or names ("%x"); builder methods also take Python ints,
    which become constants of the function.

    A Function keeps its Module alive; after module.close() every method
    raises ClosedError. Functions with a body come from parse() finalized;
    builder methods (add_block, op, br, ...) work until finalize().
    """

    def __init__(self, module: Module, ptr):
        self._module = module
        self._raw = ptr
        self._key = int(ffi.cast("uintptr_t", ptr))
        self._constants: Dict[int, int] = module._constants.setdefault(self._key, {})

    def _same(self, other: "Function") -> bool:
        return other._module is self._module and other._key == self._key

    def __eq__(self, other) -> bool:
        return isinstance(other, Function) and self._same(other)

    def __hash__(self) -> int:
        return hash((id(self._module), self._key))

    def _p(self):
        if self._module._ptr is None:
            raise ClosedError(f"the module of function {self._name_unchecked()!r} is closed")
        return self._raw

    def _name_unchecked(self) -> str:
        return "?" if self._module._ptr is None else _dec(lib.conv_function_name(self._raw))

    @property
    def module(self) -> Module:
        """The Module this function belongs to."""
        return self._module

    @property
    def name(self) -> str:
        """The name, without '@'."""
        return _dec(lib.conv_function_name(self._p()))

    @property
    def flags(self) -> FunctionFlag:
        """CONVERGENT, KERNEL, DECLARATION bits (FunctionFlag)."""
        return FunctionFlag(lib.conv_function_flags(self._p()))

    @property
    def convergent(self) -> bool:
        """The function is convergent."""
        return bool(self.flags & FunctionFlag.CONVERGENT)

    @property
    def kernel(self) -> bool:
        """The function is an entry point (its arguments are uniform)."""
        return bool(self.flags & FunctionFlag.KERNEL)

    @property
    def is_declaration(self) -> bool:
        """A declaration (LLVM `declare`): no body."""
        return bool(self.flags & FunctionFlag.DECLARATION)

    @property
    def workgroup_size(self) -> Optional[Tuple[int, int, int]]:
        """The workgroup shape (x, y, z) the function requires (LLVM's
        reqd_work_group_size, the native format's workgroup(X, Y, Z)), or
        None."""
        p = self._p()
        shape = tuple(lib.conv_function_workgroup_size(p, d) for d in range(3))
        return shape if shape[0] else None

    @property
    def max_workgroup_size(self) -> Optional[int]:
        """The most threads a workgroup may have (amdgpu-flat-work-group-size,
        max_workgroup(N)), or None."""
        return lib.conv_function_max_workgroup_size(self._p()) or None

    @property
    def wave_size(self) -> Optional[int]:
        """The wave size the function is compiled for (+wavefrontsize32/64,
        wave(N)), or None."""
        return lib.conv_function_wave_size(self._p()) or None

    @property
    def is_finalized(self) -> bool:
        """Finalized: analyses work, the builder no longer does."""
        return bool(lib.conv_function_is_finalized(self._p()))

    # names <-> ids
    def _block(self, name: str) -> int:
        if not isinstance(name, str):
            raise TypeError(f"a block is named by a str, not {type(name).__name__}")
        b = lib.conv_function_find_block(self._p(), _enc(name))
        if b.id == 0:
            raise _not_found("block", name, f"function @{self.name}")
        return b.id

    def _bname(self, bid: int) -> Optional[str]:
        return None if bid == 0 else _dec(lib.conv_block_name(self._raw, [bid]))

    def _bnames(self, ptr, count) -> List[str]:
        return [_dec(lib.conv_block_name(self._raw, ptr[i])) for i in range(count)]

    def _vid(self, ref: ValueRef, *, constants: bool = False) -> int:
        if isinstance(ref, Value):
            if not ref._fn._same(self):
                raise ValueError(f"{ref!r} belongs to another function than @{self.name}")
            return ref._id
        if isinstance(ref, bool) or (isinstance(ref, int) and not constants):
            raise TypeError("a value is a conv.Value or a name such as '%x'")
        if isinstance(ref, int):
            return self.constant(ref)._id
        if not isinstance(ref, str):
            raise TypeError(f"a value is a conv.Value or a name such as '%x', not {type(ref).__name__}")
        p = self._p()
        v = lib.conv_function_find_value(p, _enc(ref))
        if v.id == 0 and not ref.startswith("%"):
            v = lib.conv_function_find_value(p, _enc("%" + ref))
        if v.id == 0:
            raise _not_found("value", ref, f"function @{self.name}")
        return v.id

    def _value(self, vid: int) -> Optional["Value"]:
        return None if vid == 0 else Value(self, vid)

    # blocks and values
    @property
    def blocks(self) -> List[str]:
        """Block names in creation order; the first is the entry."""
        p = self._p()
        return [self._bname(i + 1) for i in range(lib.conv_function_block_count(p))]

    @property
    def entry(self) -> Optional[str]:
        """The entry block's name (None while the function has no block)."""
        return self._bname(lib.conv_function_entry(self._p()).id)

    def has_block(self, name: str) -> bool:
        """Whether a block of that name exists."""
        return lib.conv_function_find_block(self._p(), _enc(name)).id != 0

    @property
    def arguments(self) -> List["Value"]:
        """The arguments, in order."""
        p = self._p()
        return [Value(self, lib.conv_function_argument(p, i).id) for i in range(lib.conv_function_argument_count(p))]

    def values(self) -> List["Value"]:
        """Every value (arguments, instructions, constants) in id order."""
        return [Value(self, i + 1) for i in range(lib.conv_function_value_count(self._p()))]

    def value(self, name: str) -> "Value":
        """The value called `name` ("%x"). NameNotFoundError if none."""
        return Value(self, self._vid(name))

    def instructions(self, block: str) -> List["Value"]:
        """The instructions of a block in program order."""
        bid = self._block(block)
        p = self._raw
        if lib.conv_function_is_finalized(p):
            n = ffi.new("uint32_t *")
            arr = lib.conv_block_insts(p, [bid], n)
            return [Value(self, arr[i].id) for i in range(n[0])]
        return [v for v in self.values() if lib.conv_value_block(p, [v._id]).id == bid]

    def terminator(self, block: str) -> Optional["Value"]:
        """The block's terminator, None while it has none."""
        return self._value(lib.conv_block_terminator(self._raw, [self._block(block)]).id)

    def _finalized(self, what: str):
        p = self._p()
        if not lib.conv_function_is_finalized(p):
            raise _error(lib.CONV_ERR_NOT_FINALIZED, f"{what} of @{self.name}")
        return p

    def successors(self, block: str) -> List[str]:
        """Successor blocks in terminator order, duplicates kept (finalized)."""
        bid = self._block(block)
        p = self._finalized("successors")
        n = ffi.new("uint32_t *")
        arr = lib.conv_block_successors(p, [bid], n)
        return self._bnames(arr, n[0])

    def predecessors(self, block: str) -> List[str]:
        """Predecessor blocks, one per edge (finalized)."""
        bid = self._block(block)
        p = self._finalized("predecessors")
        n = ffi.new("uint32_t *")
        arr = lib.conv_block_predecessors(p, [bid], n)
        return self._bnames(arr, n[0])

    def edges(self) -> List[Tuple[str, str]]:
        """Every edge (source, target) by edge id: blocks in order, each
        block's successors in order (finalized)."""
        p = self._finalized("edges")
        out = []
        for i in range(lib.conv_function_edge_count(p)):
            e = [i + 1]
            out.append((self._bname(lib.conv_edge_source(p, e).id), self._bname(lib.conv_edge_target(p, e).id)))
        return out

    def rpo(self) -> List[str]:
        """Reverse post-order of the blocks reachable from the entry."""
        p = self._finalized("rpo")
        n = ffi.new("uint32_t *")
        arr = lib.conv_function_rpo(p, n)
        return self._bnames(arr, n[0])

    def merge(self, block: str) -> Optional[Tuple[str, Optional[str]]]:
        """The SPIR-V merge declaration of a block (conv_block_merge): (merge
        block, continue target) for an OpLoopMerge header, (merge block,
        None) for an OpSelectionMerge, None when it declares none."""
        bid = self._block(block)
        cont = ffi.new("conv_block *")
        merge = lib.conv_block_merge(self._p(), [bid], cont).id
        if merge == 0:
            return None
        return self._bname(merge), (self._bname(cont.id) if cont.id else None)

    def is_reachable(self, block: str) -> bool:
        """Whether the entry reaches the block (finalized)."""
        bid = self._block(block)
        return bool(lib.conv_block_is_reachable(self._finalized("is_reachable"), [bid]))

    def unreachable_blocks(self) -> List[str]:
        """Blocks the entry cannot reach, in block order (the CLI's
        "unreachable")."""
        p = self._finalized("unreachable_blocks")
        return [self._bname(i + 1) for i in range(lib.conv_function_block_count(p))
                if not lib.conv_block_is_reachable(p, [i + 1])]

    # builder
    def add_argument(self, name: Optional[str] = None, flags: FlagsLike = 0) -> "Value":
        """Adds an argument ("%n"; a missing '%' is added); flags:
        "divergent", "uniform", "token"."""
        p = self._p()
        cname = _cvalue_name(name)
        out = ffi.new("conv_value *")
        _check(lib.conv_function_add_argument(p, cname, _flags(flags), out), f"add_argument({name!r})")
        return Value(self, out.id)

    def add_constant(self, immediate: int, name: Optional[str] = None) -> "Value":
        """Adds a new constant value (see also constant())."""
        p = self._p()
        cname = _cvalue_name(name)
        out = ffi.new("conv_value *")
        _check(lib.conv_function_add_constant(p, immediate, cname, out), f"add_constant({immediate})")
        return Value(self, out.id)

    def constant(self, immediate: int) -> "Value":
        """The function's unnamed constant with this value, made on first
        use (what an int operand of a builder method becomes)."""
        vid = self._constants.get(immediate)
        if vid is None:
            vid = self._constants[immediate] = self.add_constant(immediate)._id
        return Value(self, vid)

    def add_block(self, name: Optional[str] = None) -> str:
        """Adds a block and returns its name (None: the next number). The
        first block is the entry."""
        out = ffi.new("conv_block *")
        cname = ffi.NULL if name is None else ffi.new("char[]", _enc(name))
        _check(lib.conv_function_add_block(self._p(), cname, out), f"add_block({name!r})")
        return self._bname(out.id)

    def add_instruction(self, block: str, kind: Union[Kind, int], *, name: Optional[str] = None,
                        opcode: Optional[str] = None, operands: Sequence[ValueRef] = (),
                        incoming: Optional[Sequence[str]] = None, successors: Sequence[str] = (),
                        case_values: Sequence[int] = (), token: Optional[ValueRef] = None,
                        flags: FlagsLike = 0, line: int = 0, col: int = 0) -> "Value":
        """Appends an instruction of any kind to a block (conv_function_add_inst;
        the other builder methods are shorthands for it).

        name: the result ("%x"; a missing '%' is added); opcode: a generic
        operation's opcode, or a call's callee ("@f"); incoming: a phi's
        blocks, one per operand; case_values: a switch's, one per
        successor after the default. Raises InvalidGraphError when the
        block already ends in a terminator, DuplicateError for a taken
        name, InvalidArgumentError, FinalizedError.
        """
        p = self._p()
        kind = Kind(kind)
        bid = self._block(block)
        d = ffi.new("conv_inst_desc *")
        keep = []
        d.kind = int(kind)
        if name is not None:
            keep.append(_cvalue_name(name))
            d.name = keep[-1]
        if opcode is not None:
            keep.append(ffi.new("char[]", _enc(opcode)))
            d.opcode = keep[-1]
        ops = [self._vid(v, constants=True) for v in operands]
        if ops:
            keep.append(ffi.new("conv_value[]", [[i] for i in ops]))
            d.operands = keep[-1]
            d.operands_count = len(ops)
        if incoming is not None:
            inc = [self._block(b) for b in incoming]
            if len(inc) != len(ops):
                raise ValueError("a phi needs one incoming block per operand")
            keep.append(ffi.new("conv_block[]", [[i] for i in inc] or 1))
            d.incoming = keep[-1]
        succ = [self._block(b) for b in successors]
        if succ:
            keep.append(ffi.new("conv_block[]", [[i] for i in succ]))
            d.successors = keep[-1]
            d.successors_count = len(succ)
        cases = list(case_values)
        if cases:
            keep.append(ffi.new("int64_t[]", cases))
            d.case_values = keep[-1]
        if token is not None:
            d.token.id = self._vid(token)
        d.flags = _flags(flags)
        d.line = line
        d.col = col
        out = ffi.new("conv_value *")
        _check(lib.conv_function_add_inst(p, [bid], d, out),
               f"{kind.name.lower()} in block {block!r} of @{self.name}")
        return Value(self, out.id)

    def op(self, block: str, opcode: str, *operands: ValueRef, name: Optional[str] = None,
           flags: FlagsLike = 0) -> "Value":
        """A generic operation: fn.op("entry", "add", "%i", 1, name="%i.next")."""
        return self.add_instruction(block, Kind.GENERIC, name=name, opcode=opcode, operands=operands, flags=flags)

    def phi(self, block: str, incoming: Iterable[Tuple[ValueRef, str]] = (), *, name: Optional[str] = None,
            flags: FlagsLike = 0) -> "Value":
        """A phi: incoming is [(value, block), ...]; use set_operands() to
        fill in values defined later (back edges)."""
        pairs = list(incoming)
        return self.add_instruction(block, Kind.PHI, name=name, operands=[v for v, _ in pairs],
                                    incoming=[b for _, b in pairs], flags=flags)

    def call(self, block: str, callee: str, args: Sequence[ValueRef] = (), *, name: Optional[str] = None,
             token: Optional[ValueRef] = None, flags: FlagsLike = 0) -> "Value":
        """A call of `callee` ("@f"); token: its convergencectrl operand."""
        return self.add_instruction(block, Kind.CALL, name=name, opcode=callee, operands=args, token=token,
                                    flags=flags)

    def invoke(self, block: str, callee: str, args: Sequence[ValueRef] = (), successors: Sequence[str] = (), *,
               name: Optional[str] = None, token: Optional[ValueRef] = None, flags: FlagsLike = 0) -> "Value":
        """A call that is also a terminator (invoke, callbr)."""
        return self.add_instruction(block, Kind.INVOKE, name=name, opcode=callee, operands=args,
                                    successors=successors, token=token, flags=flags)

    def token_entry(self, block: str, name: Optional[str] = None) -> "Value":
        """convergence.entry (token.entry)."""
        return self.add_instruction(block, Kind.ENTRY, name=name)

    def token_loop(self, block: str, token: ValueRef, name: Optional[str] = None) -> "Value":
        """convergence.loop of `token` (token.loop %t): a heart."""
        return self.add_instruction(block, Kind.LOOP, name=name, token=token)

    def token_anchor(self, block: str, name: Optional[str] = None) -> "Value":
        """convergence.anchor (token.anchor)."""
        return self.add_instruction(block, Kind.ANCHOR, name=name)

    def br(self, block: str, target: str) -> "Value":
        """An unconditional branch."""
        return self.add_instruction(block, Kind.BRANCH, successors=[target])

    def cond_br(self, block: str, cond: ValueRef, if_true: str, if_false: str) -> "Value":
        """A conditional branch."""
        return self.add_instruction(block, Kind.BRANCH, operands=[cond], successors=[if_true, if_false])

    def switch(self, block: str, value: ValueRef, default: str,
               cases: Union[Mapping[int, str], Iterable[Tuple[int, str]]] = ()) -> "Value":
        """A switch: cases {case value: block} (or pairs)."""
        items = list(cases.items()) if isinstance(cases, Mapping) else list(cases)
        return self.add_instruction(block, Kind.SWITCH, operands=[value],
                                    successors=[default] + [b for _, b in items],
                                    case_values=[c for c, _ in items])

    def ret(self, block: str, value: Optional[ValueRef] = None) -> "Value":
        """A return, with or without a value."""
        return self.add_instruction(block, Kind.RETURN, operands=[] if value is None else [value])

    def unreachable(self, block: str) -> "Value":
        """Appends `unreachable` to a block."""
        return self.add_instruction(block, Kind.UNREACHABLE)

    def set_operands(self, inst: ValueRef, operands: Sequence[ValueRef],
                     incoming: Optional[Sequence[str]] = None) -> None:
        """Replaces an instruction's operands (for a phi: with its incoming
        blocks, one per operand)."""
        p = self._p()
        vid = self._vid(inst)
        ops = [self._vid(v, constants=True) for v in operands]
        arr = ffi.new("conv_value[]", [[i] for i in ops] or 1)
        inc = ffi.NULL
        if incoming is not None:
            blocks = [self._block(b) for b in incoming]
            if len(blocks) != len(ops):
                raise ValueError("a phi needs one incoming block per operand")
            inc = ffi.new("conv_block[]", [[i] for i in blocks] or 1)
        _check(lib.conv_function_set_operands(p, [vid], arr, inc, len(ops)), "set_operands")

    def set_token(self, inst: ValueRef, token: Optional[ValueRef]) -> None:
        """Sets (None: clears) the convergencectrl token of a call, invoke
        or loop intrinsic."""
        p = self._p()
        vid = self._vid(inst)
        tid = 0 if token is None else self._vid(token)
        _check(lib.conv_function_set_token(p, [vid], [tid]), "set_token")

    def finalize(self) -> None:
        """Checks the built graph and makes it ready for analyses; raises
        InvalidGraphError with a diagnostic per problem ("graph.*"). Then
        the function is immutable. Finalizing twice is a no-op."""
        p = self._p()
        with _Diags(self._module.filename) as d:
            rc = lib.conv_function_finalize(p, d.ptr)
            diags = d.list()
        _check(rc, f"finalize @{self.name}", diags)

    # analyses
    def domtree(self) -> "DomTree":
        """The dominator tree (rooted at the entry; unreachable blocks are
        not in it)."""
        return DomTree(self, post=False)

    def postdomtree(self) -> "DomTree":
        """The post-dominator tree (rooted at a virtual exit; every block
        is in it)."""
        return DomTree(self, post=True)

    def cycles(self, *, llvm19: bool = False) -> "Cycles":
        """The cycle hierarchy: a sequence of Cycle in preorder, as
        `conv cycles` lists them. llvm19=True counts predecessors
        unreachable from the entry as entries, as LLVM 19 does."""
        return Cycles(self, llvm19)

    def verify(self, *, allow_token_on_nonconvergent: bool = False) -> "VerifyResult":
        """Checks the static rules of convergence control tokens: a list
        of Diagnostic (one per broken rule, codes of docs/tokens.md) with
        .valid. allow_token_on_nonconvergent accepts a token on a call
        that is not convergent (LLVM after 19)."""
        p = self._finalized("verify")
        desc = _with_allocator("conv_verify_desc *")
        desc.allow_token_on_nonconvergent = _bool("allow_token_on_nonconvergent", allow_token_on_nonconvergent)
        valid = ffi.new("bool *")
        with _Diags(self._module.filename) as d:
            rc = lib.conv_verify(p, desc, d.ptr, valid)
            diags = d.list()
        _check(rc, f"verify @{self.name}", diags)
        return VerifyResult(self.name, bool(valid[0]), diags)

    def token_uses(self, token: ValueRef) -> List["Value"]:
        """The calls, invokes and intrinsics that name `token` (an entry,
        loop or anchor) as their convergence token, in block order and
        program order inside a block (conv_token_uses); [] when `token`
        is not a token definition."""
        tid = self._vid(token)
        p = self._finalized("token_uses")
        n = lib.conv_token_uses(p, [tid], ffi.NULL, 0)
        if n == 0:
            return []
        arr = ffi.new("conv_value[]", n)
        n = lib.conv_token_uses(p, [tid], arr, n)
        return [Value(self, arr[i].id) for i in range(n)]

    def token_region_contains(self, token: ValueRef, inst: ValueRef, domtree: Optional["DomTree"] = None) -> bool:
        """Whether instruction `inst` lies in the convergence region of
        `token` (an entry, loop or anchor): dominated by it, with a use of
        the token reachable without passing its definition again. Pass
        this function's domtree() to reuse it; otherwise one is built for
        the call. InvalidArgumentError when `token` is not a token
        definition or `inst` not an instruction."""
        tid = self._vid(token)
        iid = self._vid(inst)
        p = self._finalized("token_region_contains")
        out = ffi.new("bool *")
        if domtree is not None:
            if not domtree._fn._same(self):
                raise ValueError("the dominator tree is of another function")
            _check(lib.conv_token_region_contains(p, domtree._t(), [tid], [iid], out), "token_region_contains")
            return bool(out[0])
        with self.domtree() as dt:
            _check(lib.conv_token_region_contains(p, dt._t(), [tid], [iid], out), "token_region_contains")
        return bool(out[0])

    def uniformity(self, wave_size: Optional[int] = None, arguments: Optional[str] = None,
                   extra_sources: Iterable[ValueRef] = (), extra_uniform: Iterable[ValueRef] = (), *,
                   target: Optional[str] = None, wave_size_max: Optional[int] = None, workgroup_size=None,
                   max_workgroup_size: Optional[int] = None, linear_waves: Optional[bool] = None) -> "Uniformity":
        """The uniformity analysis (conv_uniformity_build): which values and
        branches are divergent, and why.

        wave_size:      threads per wave (1 means a CPU: nothing is divergent);
                        None: the target's, else the function's, else 64.
        target:         a built-in target ("amdgcn", "amdgcn-wave32",
                        "amdgcn-wave64", "nvptx", "r600", "spirv", "cpu",
                        "none": conv_target_builtin) whose waves and
                        workgroups the analysis assumes (None: the
                        module's triple's, as `conv uniformity` does); the
                        keywords below override its fields.
        wave_size_max:  above wave_size: any power of two up to it.
        workgroup_size: the workgroup's shape, x or (x, y[, z]) (None: the
                        function's, else unknown).
        max_workgroup_size: the most threads per workgroup.
        linear_waves:   waves are runs of consecutive linear thread ids
                        (thread-id arithmetic: docs/uniformity.md).
        arguments:      None or "flagged" (arguments are divergent when
                        flagged so: non-kernel arguments, the readers'
                        tables), "uniform" (every argument, as in a
                        kernel), "divergent" (every argument, any caller).
        extra_sources:  more divergence sources (names or Values).
        extra_uniform:  values known to be uniform.

        Raises ValueError / TypeError for bad options, NameNotFoundError
        for an unknown value, NotFinalizedError. The same answers as
        `conv uniformity --json` (Uniformity.as_dict) and `conv explain`
        (Uniformity.explain)."""
        return Uniformity(self, wave_size, arguments, extra_sources, extra_uniform, target=target,
                          wave_size_max=wave_size_max, workgroup_size=workgroup_size,
                          max_workgroup_size=max_workgroup_size, linear_waves=linear_waves)

    def simulate(self, threads: int = 8, wave_size: Optional[int] = None, seed: int = 1,
                 max_steps: Optional[int] = None, split_anchors: bool = False,
                 values: Optional[Callable[[str, int, int], Optional[int]]] = None, *,
                 concrete: bool = False, workgroup_size: Optional[int] = None,
                 buffers: Optional[Dict[int, bytes]] = None) -> "Run":
        """Runs the reference interpreter (conv_interp_run): which threads
        execute each dynamic instance together, and what they compute.

        threads:        how many threads (at most 65536).
        wave_size:      threads per wave; None: one wave of all threads.
        seed:           seeds the hashed values and anchor splits (0 is a
                        seed too); runs are reproducible.
        max_steps:      instructions per thread before it stops (None: the
                        library's default); the run is then not finished.
        split_anchors:  anchors split each group (seeded) instead of
                        converging maximally; the spec permits both.
        values:         a callable (value_name, thread, occurrence) ->
                        int or None, asked before every dynamic instance of
                        every argument, divergence source, generic
                        operation, call and phi: an int forces the value
                        (unsigned 64-bit ints wrap), None lets the
                        interpreter compute it. `occurrence` counts the
                        thread's earlier executions of the value (0 the
                        first); unnamed values are "%.N". An exception it
                        raises stops forcing and is raised by simulate().
        concrete:       concrete mode (docs/semantics.md): integer and
                        boolean operations exact, thread ids real,
                        collectives computed, storage buffers read and
                        written; other values hashed (Run.hashed).
        workgroup_size: threads per workgroup, a multiple of the wave size,
                        or its shape (x, y[, z]) (None: all threads, one
                        dimension). The values flagged as thread ids
                        (id.x, id.lane, ...) are the threads' ids in it,
                        and arithmetic on them is exact, in both modes.
        buffers:        concrete: {binding: bytes} for the SPIR-V storage
                        buffers of descriptor set 0 (little-endian), and
                        {"name": bytes} for an LLVM kernel's pointer
                        argument of that name; the
                        final contents are Run.buffers. Threads stopped by
                        undefined behaviour or an out-of-bounds access are
                        in Run.diagnostics.

        Raises InvalidArgumentError (a ValueError) when the function breaks
        the static rules of tokens (the diagnostics say which: see
        verify()), is a declaration, or the options are out of range;
        ValueError / TypeError for bad options before the call. The same
        run as `conv simulate --json` (Run.as_dict)."""
        return Run(self, threads, wave_size, seed, max_steps, split_anchors, values, concrete, workgroup_size,
                   buffers)

    def to_dot(self, wave_size: Optional[int] = None, arguments: Optional[str] = None, *,
               scopes: bool = False) -> str:
        """Graphviz DOT of the CFG: divergent branches and values in red
        (from uniformity(wave_size, arguments)), cycles as clusters, joins
        of divergent branches with a double border, token regions shaded.
        Exactly what `conv dot FILE --function F` prints. scopes=True:
        every value, branch and cycle coloured by the widest scope at which
        it is uniform, with a legend, and lint() findings in bold, as
        `conv dot FILE --function F --scopes` prints."""
        if scopes:
            from ._lint import to_dot_scopes
            return to_dot_scopes(self, wave_size, arguments)
        return _to_dot(self, wave_size, arguments)

    def lint(self, wave_size: Optional[int] = None, arguments: Optional[str] = None, *,
             unscoped: bool = False) -> List["Finding"]:
        """The scoped operations (barriers, quad operations such as
        derivatives, collectives with a scope) that may run without their
        whole scope instance, because a branch deciding which threads reach
        them is not uniform at their scope, threads leave a cycle around
        them in different iterations, or their token comes from an anchor
        (conv_lint_build; docs/uniformity.md, "Lint"). A list of Finding,
        in block order; empty when there is nothing to say. The same
        findings as `conv lint FILE --function F --json`.

        wave_size, arguments:  as uniformity().
        unscoped:              also check convergent calls without a scope,
                               at wave scope (`conv lint --unscoped`)."""
        from ._lint import lint
        return lint(self, wave_size, arguments, unscoped)

    # legality (conv/_legality.py)
    def legality(self, wave_size: int = 64, arguments: Optional[str] = None,
                 may_reorder: Optional[Callable[["Value", "Value"], bool]] = None) -> "Legality":
        """The legality stage (conv_legality_build), to ask many questions
        of one function: Legality.can_hoist, can_sink, can_speculate,
        can_merge, can_cse, each returning a Verdict.

        wave_size:    threads per wave (1: a CPU, every branch uniform).
        arguments:    as uniformity(): None/"flagged", "uniform", "divergent".
        may_reorder:  optional callable (moving, crossed) -> bool: whether
                      two operations with effects (Values) may swap, the
                      memory answer conv cannot give; without it they never
                      do. An exception it raises is raised by the query."""
        from ._legality import Legality
        return Legality(self, wave_size, arguments, may_reorder)

    def can_hoist(self, inst, block: str, *, wave_size: int = 64, arguments: Optional[str] = None) -> "Verdict":
        """May `inst` (a Value, "%x" or "BLOCK:N") move to the end of `block`,
        a strict dominator of its block? A Verdict, truthy when legal, as
        `conv query FILE can-hoist INST BLOCK` answers. One-shot: builds the
        legality stage each time (use legality() for many questions)."""
        from ._legality import _ask
        return _ask(self, "can_hoist", (inst, block), wave_size, arguments)

    def can_sink(self, inst, block: str, *, wave_size: int = 64, arguments: Optional[str] = None) -> "Verdict":
        """May `inst` move to the start of `block`, which its block strictly
        dominates (an anchor moves with all of its users)? As can_hoist."""
        from ._legality import _ask
        return _ask(self, "can_sink", (inst, block), wave_size, arguments)

    def can_speculate(self, inst, block: str, *, wave_size: int = 64,
                      arguments: Optional[str] = None) -> "Verdict":
        """May `inst` move to the end of `block` and run on threads that did
        not run it (speculatable, or superset-safe convergent operations)?
        As can_hoist."""
        from ._legality import _ask
        return _ask(self, "can_speculate", (inst, block), wave_size, arguments)

    def can_merge(self, a, b, block: str, *, wave_size: int = 64, arguments: Optional[str] = None) -> "Verdict":
        """May the identical `a` and `b` from the two arms of a branch become
        one operation at the end of `block` (their dominator) or at its start
        (their join, replacing a phi of the two)? As can_hoist."""
        from ._legality import _ask
        return _ask(self, "can_merge", (a, b, block), wave_size, arguments)

    def can_cse(self, a, b, *, wave_size: int = 64, arguments: Optional[str] = None) -> "Verdict":
        """May `b` reuse the result of the identical `a`, which dominates it?
        As can_hoist."""
        from ._legality import _ask
        return _ask(self, "can_cse", (a, b), wave_size, arguments)

    def can_tail_duplicate(self, block: str, *, wave_size: int = 64, arguments: Optional[str] = None) -> "Verdict":
        """May `block` be copied into each of its predecessors? As can_hoist
        (conv query FILE can-tail-duplicate BLOCK)."""
        from ._legality import _ask
        return _ask(self, "can_tail_duplicate", (block,), wave_size, arguments)

    def can_jump_thread(self, pred: str, block: str, succ: str, *, wave_size: int = 64,
                        arguments: Optional[str] = None) -> "Verdict":
        """May the edge `pred` -> `block` go straight to `succ`? As can_hoist
        (conv query FILE can-jump-thread PRED BLOCK SUCC)."""
        from ._legality import _ask
        return _ask(self, "can_jump_thread", (pred, block, succ), wave_size, arguments)

    def can_merge_blocks(self, a: str, b: str, *, wave_size: int = 64, arguments: Optional[str] = None) -> "Verdict":
        """May `b` be appended to `a`, its only predecessor? As can_hoist
        (conv query FILE can-merge-blocks A B)."""
        from ._legality import _ask
        return _ask(self, "can_merge_blocks", (a, b), wave_size, arguments)

    def can_unroll(self, header: str, factor: int, kind: str = "multiple", *, wave_size: int = 64,
                   arguments: Optional[str] = None, trip_count: Optional[int] = None) -> "Verdict":
        """May the loop headed by `header` be unrolled by `factor` ("multiple",
        "full" or "runtime")? As can_hoist (conv query FILE can-unroll
        HEADER FACTOR KIND [--trip-count N]); trip_count: the count every
        thread runs, which the kind must agree with (ValueError otherwise)."""
        from ._legality import _ask
        return _ask(self, "can_unroll", (header, factor, kind, trip_count), wave_size, arguments)

    def can_rotate(self, header: str, *, wave_size: int = 64, arguments: Optional[str] = None) -> "Verdict":
        """May the loop headed by `header` be rotated (its header test copied
        before it as a guard and moved to its end)? As can_hoist (conv query
        FILE can-rotate HEADER)."""
        from ._legality import _ask
        return _ask(self, "can_rotate", (header,), wave_size, arguments)

    def can_separate_backedges(self, header: str, *, wave_size: int = 64,
                               arguments: Optional[str] = None) -> "Verdict":
        """May the loop headed by `header` be split by its latches into nested
        loops? As can_hoist (conv query FILE can-separate-backedges HEADER)."""
        from ._legality import _ask
        return _ask(self, "can_separate_backedges", (header,), wave_size, arguments)

    def can_change_exit(self, header: str, *, wave_size: int = 64, arguments: Optional[str] = None) -> "Verdict":
        """May a rewrite make threads leave the loop headed by `header` in
        other iterations (R24)? As can_hoist (conv query FILE
        can-change-exit HEADER); there is no apply."""
        from ._legality import _ask
        return _ask(self, "can_change_exit", (header,), wave_size, arguments)

    def can_delete_loop(self, header: str, *, wave_size: int = 64, arguments: Optional[str] = None) -> "Verdict":
        """May the loop headed by `header` be deleted? As can_hoist (conv query
        FILE can-delete-loop HEADER)."""
        from ._legality import _ask
        return _ask(self, "can_delete_loop", (header,), wave_size, arguments)

    def can_unswitch(self, header: str, branch: str, *, wave_size: int = 64,
                     arguments: Optional[str] = None) -> "Verdict":
        """May the branch ending `branch` be decided before the loop headed by
        `header`? As can_hoist (conv query FILE can-unswitch HEADER BLOCK)."""
        from ._legality import _ask
        return _ask(self, "can_unswitch", (header, branch), wave_size, arguments)

    def can_peel(self, header: str, count: int = 1, *, wave_size: int = 64,
                 arguments: Optional[str] = None) -> "Verdict":
        """May the first `count` iterations of the loop headed by `header` be
        peeled? As can_hoist (conv query FILE can-peel HEADER N)."""
        from ._legality import _ask
        return _ask(self, "can_peel", (header, count), wave_size, arguments)

    def apply_hoist(self, inst, block: str, name: Optional[str] = None) -> "Function":
        """Performs the hoist on a copy of this function, added to its module
        as `name` (default "<f>.hoist", numbered when taken), whether or not
        it is legal, and returns the copy (conv_apply_hoist). Its values
        remember the originals they came from, so that equivalent() can
        compare the two. InvalidArgumentError (diagnostic legal.apply) when
        the move would break SSA dominance. Speculation is a hoist too."""
        from ._legality import apply_hoist
        return apply_hoist(self, inst, block, name)

    def apply_sink(self, inst, block: str, name: Optional[str] = None) -> "Function":
        """The sink on a copy (default name "<f>.sink"); as apply_hoist."""
        from ._legality import apply_sink
        return apply_sink(self, inst, block, name)

    def apply_merge(self, a, b, block: str, name: Optional[str] = None) -> "Function":
        """The merge on a copy (default name "<f>.merge"): the merged
        operation is `a`, and `b` is gone; as apply_hoist."""
        from ._legality import apply_merge
        return apply_merge(self, a, b, block, name)

    def apply_cse(self, a, b, name: Optional[str] = None) -> "Function":
        """The CSE on a copy (default name "<f>.cse"): `b`'s users read `a`,
        and `b` is gone; as apply_hoist."""
        from ._legality import apply_cse
        return apply_cse(self, a, b, name)

    def apply_tail_duplicate(self, block: str, name: Optional[str] = None) -> "Function":
        """The tail duplication on a copy (default name "<f>.tail-duplicate");
        as apply_hoist."""
        from ._legality import apply_tail_duplicate
        return apply_tail_duplicate(self, block, name)

    def apply_jump_thread(self, pred: str, block: str, succ: str, name: Optional[str] = None) -> "Function":
        """The jump threading on a copy (default name "<f>.jump-thread"); as
        apply_hoist."""
        from ._legality import apply_jump_thread
        return apply_jump_thread(self, pred, block, succ, name)

    def apply_merge_blocks(self, a: str, b: str, name: Optional[str] = None) -> "Function":
        """The block merge on a copy (default name "<f>.merge-blocks"); as
        apply_hoist."""
        from ._legality import apply_merge_blocks
        return apply_merge_blocks(self, a, b, name)

    def apply_unroll(self, header: str, factor: int, name: Optional[str] = None,
                     kind: str = "multiple") -> "Function":
        """The unrolling on a copy (default name "<f>.unroll"): `factor`
        copies of the body with their exit tests, the heart once (no
        remainder loop); with kind="full", `factor` is the trip count every
        thread runs and a bottom-tested loop becomes straight-line code
        (conv_apply_unroll_full); with kind="runtime", a counted LLVM loop
        gets a guard, the unrolled loop and a remainder loop
        (conv_apply_unroll_runtime; prove it with concrete semantics); as
        apply_hoist."""
        from ._legality import apply_unroll
        return apply_unroll(self, header, factor, name, kind)

    def apply_rotate(self, header: str, name: Optional[str] = None) -> "Function":
        """The rotation on a copy (default name "<f>.rotate"): the guard
        HEADER.guard, phis where its values and the loop's meet; as
        apply_hoist."""
        from ._legality import apply_rotate
        return apply_rotate(self, header, name)

    def apply_separate_backedges(self, header: str, name: Optional[str] = None) -> "Function":
        """The back-edge separation on a copy (default name
        "<f>.separate-backedges"): a new outer header HEADER.outer; as
        apply_hoist."""
        from ._legality import apply_separate_backedges
        return apply_separate_backedges(self, header, name)

    def apply_delete_loop(self, header: str, name: Optional[str] = None) -> "Function":
        """The loop deletion on a copy (default name "<f>.delete-loop"); as
        apply_hoist."""
        from ._legality import apply_delete_loop
        return apply_delete_loop(self, header, name)

    def apply_unswitch(self, header: str, branch: str, name: Optional[str] = None) -> "Function":
        """The unswitching on a copy (default name "<f>.unswitch"): the loop's
        copy BLOCK.false takes the false way; as apply_hoist."""
        from ._legality import apply_unswitch
        return apply_unswitch(self, header, branch, name)

    def apply_peel(self, header: str, count: int = 1, name: Optional[str] = None) -> "Function":
        """The peeling on a copy (default name "<f>.peel"); as apply_hoist."""
        from ._legality import apply_peel
        return apply_peel(self, header, count, name)

    def equivalent(self, other: "Function", seeds=8, threads=None, wave_size=64,
                   anchors: str = "both", concrete: bool = False) -> "Equivalence":
        """Runs this function and `other`, a copy of it made by apply_*,
        under the interpreter with the same settings, and compares them as
        the legality stage promises (conv_equivalence_check): the same
        operations with effects, values and communicating thread sets.

        seeds:      how many runs (seeds 1..N), or the seeds themselves.
        threads:    an int, or ints taken in turn (default 64, 8, 1, 33, 4,
                    16, 2, 61, as `conv query --prove`).
        wave_size:  an int W: the runs take W, 1, 4 and 32 in turn, none
                    above W (as `conv query --wave-size W --prove`); or
                    ints taken in turn.
        anchors:    "both" (maximal and split in turn), "maximal", "split".
        concrete:   run with concrete semantics (`conv query --prove N
                    --concrete`): loops with a known trip count run it.

        Returns an Equivalence, truthy when no run told the two apart; else
        its counterexample names the first difference."""
        from ._legality import equivalent
        return equivalent(self, other, seeds, threads, wave_size, anchors, concrete)

    def infer_tokens(self, name: Optional[str] = None, *, make_convergent: bool = False,
                     every_loop: bool = False) -> "Inferred":
        """The spec's tokens inferred on a copy added to this module as
        `name` (default "<f>.tokens", numbered when taken): entry, a heart
        per loop on its parent's, every uncontrolled convergent call on its
        innermost heart or the entry (conv_infer_tokens, R20). Returns a
        conv.Inferred: its `function` is the copy, or None when there was
        nothing to do or the function is refused (`reason`, and the warning
        in `diagnostics`)."""
        from ._infer import infer_tokens
        return infer_tokens(self, name, make_convergent, every_loop)

    def can_inline(self, call, *, make_convergent: bool = False) -> "Verdict":
        """May the call `call` (a Value, "%x" or "BLOCK:N") be replaced by its
        callee's body, and how (conv_can_inline, R18; as `conv query FILE
        can-inline CALL`): a Verdict whose reason is the case
        (CONV_LEGAL_INLINE_ENTRY, _CALLER_INFERRED, _CALLEE_INFERRED,
        _ANCHOR, _PLAIN) or the refusal, and whose `where` names the
        function its blocking block or value belongs to."""
        from ._inline import can_inline
        return can_inline(self, call, make_convergent)

    def apply_inline(self, call, name: Optional[str] = None, *, make_convergent: bool = False) -> "Function":
        """The inlining on a copy added to the module as `name` (default
        "<f>.inline", numbered when taken; conv_apply_inline). The callee's
        blocks are named BLOCK.i, the exit CALLEE.exit."""
        from ._inline import apply_inline
        return apply_inline(self, call, name, make_convergent)

    def can_outline(self, blocks) -> "Verdict":
        """May the region `blocks` (block names, its entry first) become a
        function of its own (conv_can_outline, R19)? CONV_LEGAL_OUTLINE_ENTRY
        (a token from outside becomes its entry, carried by the call),
        _OUTLINE_CONVERGENT, NOT_CONVERGENT, or the refusal."""
        from ._inline import can_outline
        return can_outline(self, blocks)

    def apply_outline(self, blocks, name: Optional[str] = None,
                      outlined_name: Optional[str] = None) -> Tuple["Function", "Function"]:
        """The outlining on a copy (default "<f>.outline") and a new
        function (default "<f>.outlined"), both added to the module
        (conv_apply_outline): returns (copy, new function)."""
        from ._inline import apply_outline
        return apply_outline(self, blocks, name, outlined_name)

    def to_text(self) -> str:
        """The function in the native format."""
        p = self._p()
        return _take_text(lambda out, n, cap: lib.convpy_print_function(p, out, n, cap))

    __str__ = to_text

    def __repr__(self) -> str:
        if self._module._ptr is None:
            return "<conv.Function (module closed)>"
        return f"<conv.Function @{self.name} blocks={len(self.blocks)}>"


# ------------------------------------------------------------------ value ---

class Value:
    """A value of a function: an argument, instruction or constant. A small
    handle (function, id): its properties read the C function each time.
    Equal when they name the same value of the same function."""

    __slots__ = ("_fn", "_id")

    def __init__(self, fn: Function, vid: int):
        self._fn = fn
        self._id = vid

    @property
    def function(self) -> Function:
        """The Function this value belongs to."""
        return self._fn

    @property
    def index(self) -> int:
        """0-based index in the function's values (conv_value_index)."""
        return self._id - 1

    @property
    def name(self) -> Optional[str]:
        """"%x", or None when unnamed."""
        return _dec(lib.conv_value_name(self._fn._p(), [self._id]))

    @property
    def kind(self) -> Kind:
        """What the value is (Kind)."""
        return Kind(lib.conv_value_kind(self._fn._p(), [self._id]))

    @property
    def opcode(self) -> Optional[str]:
        """A generic operation's opcode, or a call's callee ("@f")."""
        return _dec(lib.conv_value_opcode(self._fn._p(), [self._id]))

    @property
    def flags(self) -> Flag:
        """The value's Flag bits."""
        return Flag(lib.conv_value_flags(self._fn._p(), [self._id]))

    @property
    def scope(self) -> str:
        """The scope a convergent operation communicates at (its scope.*
        flag): "quad", "wave" (also when none is set), "workgroup", ..."""
        return _SCOPES.get(lib.conv_value_scope(self._fn._p(), [self._id]), "wave")

    @property
    def block(self) -> Optional[str]:
        """The block of an instruction; None for arguments and constants."""
        return self._fn._bname(lib.conv_value_block(self._fn._p(), [self._id]).id)

    @property
    def operands(self) -> List["Value"]:
        """The operands, in order (a phi's: one per incoming block)."""
        n = ffi.new("uint32_t *")
        arr = lib.conv_value_operands(self._fn._p(), [self._id], n)
        return [Value(self._fn, arr[i].id) for i in range(n[0])]

    @property
    def incoming(self) -> List[str]:
        """A phi's incoming blocks, one per operand."""
        n = ffi.new("uint32_t *")
        arr = lib.conv_value_incoming(self._fn._p(), [self._id], n)
        return self._fn._bnames(arr, n[0])

    @property
    def successors(self) -> List[str]:
        """A terminator's successor blocks."""
        n = ffi.new("uint32_t *")
        arr = lib.conv_value_successors(self._fn._p(), [self._id], n)
        return self._fn._bnames(arr, n[0])

    @property
    def case_values(self) -> List[int]:
        """A switch's case values (successor i+1 is taken for case i)."""
        n = ffi.new("uint32_t *")
        arr = lib.conv_value_case_values(self._fn._p(), [self._id], n)
        return [int(arr[i]) for i in range(n[0])]

    @property
    def token(self) -> Optional["Value"]:
        """The convergencectrl token operand, or None."""
        return self._fn._value(lib.conv_value_token(self._fn._p(), [self._id]).id)

    @property
    def immediate(self) -> Optional[int]:
        """A constant's integer; None for other values."""
        if self.kind != Kind.CONSTANT:
            return None
        return int(lib.conv_value_immediate(self._fn._p(), [self._id]))

    @property
    def location(self) -> Tuple[int, int]:
        """(line, col) in the source, (0, 0) when unknown."""
        lc = ffi.new("uint32_t[2]")
        lib.conv_value_location(self._fn._p(), [self._id], lc, lc + 1)
        return int(lc[0]), int(lc[1])

    @property
    def is_instruction(self) -> bool:
        """Neither an argument nor a constant."""
        return self.kind not in (Kind.ARGUMENT, Kind.CONSTANT)

    @property
    def is_terminator(self) -> bool:
        """A branch, switch, return, unreachable or invoke."""
        return self.kind.is_terminator

    def __eq__(self, other) -> bool:
        return isinstance(other, Value) and other._id == self._id and other._fn._same(self._fn)

    def __hash__(self) -> int:
        return hash((id(self._fn._module), self._fn._key, self._id))

    def __str__(self) -> str:
        """The name, a constant's integer, or "%.N" (N = id) as the printer
        writes unnamed values."""
        name = self.name
        if name is not None:
            return name
        if self.kind == Kind.CONSTANT:
            return str(self.immediate)
        return f"%.{self._id}"

    def __repr__(self) -> str:
        if self._fn._module._ptr is None:
            return f"<conv.Value #{self.index} (module closed)>"
        where = f" in {self.block}" if self.block is not None else ""
        op = f" {self.opcode}" if self.opcode else ""
        label = self.name or (str(self.immediate) if self.kind == Kind.CONSTANT else f"#{self.index}")
        return f"<conv.Value {label} ({self.kind}{op}){where}>"


# -------------------------------------------------------------- analyses ---

class _Analysis:
    """Common lifetime of DomTree and Cycles: the C object is freed by
    close(), by `with`, when its module is closed, or when collected."""

    _kind = "analysis"
    _free = None

    def _own(self, fn: Function, ptr, free) -> None:
        self._fn = fn
        self._ptr = ffi.gc(ptr, free)
        fn._module._dependents.add(self)

    def close(self) -> None:
        """Frees the C object now. Idempotent."""
        ptr, self._ptr = getattr(self, "_ptr", None), None
        if ptr is not None:
            ffi.release(ptr)

    @property
    def closed(self) -> bool:
        return self._ptr is None or self._fn._module._ptr is None

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _t(self):
        if self._ptr is None:
            raise ClosedError(f"the {self._kind} is closed")
        self._fn._p()
        return self._ptr

    @property
    def function(self) -> Function:
        return self._fn


class DomTree(_Analysis):
    """A dominator or post-dominator tree (Function.domtree(),
    Function.postdomtree()). Blocks are names; an unknown name raises
    NameNotFoundError. Dominators: blocks unreachable from the entry are
    not in the tree (idom None, dominates False). Post-dominators: every
    block is in the tree, hung from a virtual exit; idom() is None for the
    blocks whose immediate post-dominator is that exit."""

    _kind = "dominator tree"

    def __init__(self, fn: Function, post: bool = False):
        p = fn._finalized("domtree")
        desc = _with_allocator("conv_domtree_desc *")
        desc.post = post
        out = ffi.new("conv_domtree **")
        _check(lib.conv_domtree_build(p, desc, out), f"{'post' if post else ''}domtree of @{fn.name}")
        self._own(fn, out[0], lib.conv_domtree_free)

    @property
    def is_post(self) -> bool:
        """A post-dominator tree."""
        return bool(lib.conv_domtree_is_post(self._t()))

    def __contains__(self, block: str) -> bool:
        """Whether the block is in the tree (reachable from the root)."""
        return bool(lib.conv_domtree_contains(self._t(), [self._fn._block(block)]))

    def idom(self, block: str) -> Optional[str]:
        """The immediate (post-)dominator; None for the entry, for blocks
        under the virtual exit and for blocks not in the tree."""
        t = self._t()
        return self._fn._bname(lib.conv_domtree_idom(t, [self._fn._block(block)]).id)

    def dominates(self, a: str, b: str) -> bool:
        """a (post-)dominates b; reflexive; False when either is not in
        the tree."""
        t = self._t()
        return bool(lib.conv_domtree_dominates(t, [self._fn._block(a)], [self._fn._block(b)]))

    def strictly_dominates(self, a: str, b: str) -> bool:
        """a dominates b and a is not b."""
        t = self._t()
        return bool(lib.conv_domtree_strictly_dominates(t, [self._fn._block(a)], [self._fn._block(b)]))

    def nearest_common(self, a: str, b: str) -> Optional[str]:
        """The nearest common (post-)dominator; None when it is the virtual
        exit or a block is not in the tree."""
        t = self._t()
        return self._fn._bname(lib.conv_domtree_nearest_common(t, [self._fn._block(a)],
                                                               [self._fn._block(b)]).id)

    def depth(self, block: str) -> Optional[int]:
        """Depth in the tree: 0 for the entry, and for the blocks right
        under the virtual exit of a post-dominator tree; None for a block
        not in the tree."""
        t = self._t()
        bid = self._fn._block(block)
        if not lib.conv_domtree_contains(t, [bid]):
            return None
        return int(lib.conv_domtree_depth(t, [bid]))

    def children(self, block: Optional[str] = None) -> List[str]:
        """Children of a block in the tree; None means the virtual root
        (the entry, or the blocks under the virtual exit)."""
        t = self._t()
        bid = 0 if block is None else self._fn._block(block)
        n = ffi.new("uint32_t *")
        arr = lib.conv_domtree_children(t, [bid], n)
        return self._fn._bnames(arr, n[0])

    @property
    def roots(self) -> List[str]:
        """The entry; or the blocks joined to the virtual exit in the order
        LLVM 19 prints them."""
        t = self._t()
        n = ffi.new("uint32_t *")
        arr = lib.conv_domtree_roots(t, n)
        return self._fn._bnames(arr, n[0])

    def idoms(self) -> Dict[str, Optional[str]]:
        """{block: idom} for every block in the tree, in block order."""
        t = self._t()
        fn = self._fn
        out = {}
        for i in range(lib.conv_function_block_count(fn._raw)):
            b = [i + 1]
            if lib.conv_domtree_contains(t, b):
                out[fn._bname(i + 1)] = fn._bname(lib.conv_domtree_idom(t, b).id)
        return out

    def as_dict(self) -> dict:
        """The function's entry of `conv domtree [--post] --json`."""
        return {"name": self._fn.name, "idom": self.idoms(), "roots": self.roots,
                "unreachable": self._fn.unreachable_blocks()}

    def __repr__(self) -> str:
        if self.closed:
            return "<conv.DomTree (closed)>"
        return f"<conv.DomTree {'post ' if self.is_post else ''}of @{self._fn.name}>"


class Cycles(_Analysis, _SequenceABC):
    """The cycle hierarchy of a function (Function.cycles()): a sequence of
    Cycle in preorder (parents before children, in the order opt-19 prints
    them), as `conv cycles` lists them."""

    _kind = "cycle hierarchy"

    def __init__(self, fn: Function, llvm19: bool = False):
        p = fn._finalized("cycles")
        desc = _with_allocator("conv_cycles_desc *")
        llvm19 = _bool("llvm19", llvm19)
        desc.llvm19_unreachable_entries = llvm19
        out = ffi.new("conv_cycles **")
        _check(lib.conv_cycles_build(p, desc, out), f"cycles of @{fn.name}")
        self._own(fn, out[0], lib.conv_cycles_free)
        self.llvm19 = llvm19
        self._count = int(lib.conv_cycles_count(self._ptr))

    def __len__(self) -> int:
        self._t()
        return self._count

    @overload
    def __getitem__(self, i: int) -> "Cycle": ...

    @overload
    def __getitem__(self, i: slice) -> List["Cycle"]: ...

    def __getitem__(self, i):
        self._t()
        if isinstance(i, slice):
            return [Cycle(self, k + 1) for k in range(*i.indices(self._count))]
        if not -self._count <= i < self._count:
            raise IndexError(f"cycle index {i} out of range ({self._count} cycles)")
        return Cycle(self, i % self._count + 1)

    def __iter__(self) -> Iterator["Cycle"]:
        self._t()
        return (Cycle(self, k + 1) for k in range(self._count))

    def _cycle(self, cid: int) -> Optional["Cycle"]:
        return None if cid == 0 else Cycle(self, cid)

    @property
    def top_level(self) -> List["Cycle"]:
        """The outermost cycles."""
        n = ffi.new("uint32_t *")
        arr = lib.conv_cycles_top_level(self._t(), n)
        return [Cycle(self, arr[i].id) for i in range(n[0])]

    def innermost(self, block: str) -> Optional["Cycle"]:
        """The innermost cycle containing the block, or None."""
        t = self._t()
        return self._cycle(lib.conv_cycles_innermost(t, [self._fn._block(block)]).id)

    def as_list(self) -> List[dict]:
        """The function's "cycles" list of `conv cycles --json`."""
        return [c.as_dict() for c in self]

    def __repr__(self) -> str:
        if self.closed:
            return "<conv.Cycles (closed)>"
        n = self._count
        return f"<conv.Cycles of @{self._fn.name}: {n} cycle{'' if n == 1 else 's'}>"


class Cycle:
    """One cycle of a Cycles hierarchy (valid while the hierarchy is open)."""

    __slots__ = ("_ci", "_id")

    def __init__(self, ci: Cycles, cid: int):
        self._ci = ci
        self._id = cid

    def _blocks(self, getter) -> List[str]:
        n = ffi.new("uint32_t *")
        arr = getter(self._ci._t(), [self._id], n)
        return self._ci._fn._bnames(arr, n[0])

    @property
    def index(self) -> int:
        """Position in the preorder (what "parent" of the CLI's JSON means)."""
        return self._id - 1

    @property
    def header(self) -> str:
        """The entry reached first by the depth-first search."""
        return self._ci._fn._bname(lib.conv_cycle_header(self._ci._t(), [self._id]).id)

    @property
    def entries(self) -> List[str]:
        """The header first, then the other entries in discovery order."""
        return self._blocks(lib.conv_cycle_entries)

    @property
    def blocks(self) -> List[str]:
        """Every block, the children's included, in LLVM's order."""
        return self._blocks(lib.conv_cycle_blocks)

    @property
    def exits(self) -> List[str]:
        """Blocks outside with a predecessor inside, by block order."""
        return self._blocks(lib.conv_cycle_exits)

    @property
    def exiting(self) -> List[str]:
        """Blocks inside with a successor outside, by block order."""
        return self._blocks(lib.conv_cycle_exiting)

    @property
    def parent(self) -> Optional["Cycle"]:
        """The enclosing cycle, or None at the top level."""
        return self._ci._cycle(lib.conv_cycle_parent(self._ci._t(), [self._id]).id)

    @property
    def children(self) -> List["Cycle"]:
        """The cycles directly inside, in order."""
        n = ffi.new("uint32_t *")
        arr = lib.conv_cycle_children(self._ci._t(), [self._id], n)
        return [Cycle(self._ci, arr[i].id) for i in range(n[0])]

    @property
    def depth(self) -> int:
        """1 for a top-level cycle."""
        return int(lib.conv_cycle_depth(self._ci._t(), [self._id]))

    @property
    def reducible(self) -> bool:
        """One entry: a natural loop."""
        return bool(lib.conv_cycle_is_reducible(self._ci._t(), [self._id]))

    @property
    def heart(self) -> Optional[Value]:
        """The convergence.loop in the header whose token is defined
        outside the cycle, or None (conv_cycle_heart)."""
        t = self._ci._t()
        return self._ci._fn._value(lib.conv_cycle_heart(self._ci._fn._raw, t, [self._id]).id)

    def contains(self, block: str) -> bool:
        """Whether the block is in the cycle (O(1)); also `block in cycle`."""
        return bool(lib.conv_cycle_contains(self._ci._t(), [self._id], [self._ci._fn._block(block)]))

    def contains_cycle(self, inner: "Cycle") -> bool:
        """Whether this cycle contains `inner` (reflexive)."""
        if inner._ci is not self._ci:
            raise ValueError("the cycles are of different hierarchies")
        return bool(lib.conv_cycle_contains_cycle(self._ci._t(), [self._id], [inner._id]))

    def __contains__(self, item: Union[str, "Cycle"]) -> bool:
        return self.contains_cycle(item) if isinstance(item, Cycle) else self.contains(item)

    def as_dict(self) -> dict:
        """The cycle as `conv cycles --json` prints it."""
        parent = self.parent
        return {"header": self.header, "entries": self.entries, "blocks": self.blocks, "exits": self.exits,
                "depth": self.depth, "parent": None if parent is None else parent.index,
                "reducible": self.reducible}

    def __eq__(self, other) -> bool:
        return isinstance(other, Cycle) and other._ci is self._ci and other._id == self._id

    def __hash__(self) -> int:
        return hash((id(self._ci), self._id))

    def __repr__(self) -> str:
        if self._ci.closed:
            return f"<conv.Cycle #{self.index} (closed)>"
        return (f"<conv.Cycle #{self.index} header={self.header} depth={self.depth} "
                f"{'reducible' if self.reducible else 'irreducible'}>")


class VerifyResult(List[Diagnostic]):
    """What Function.verify() found: a list of Diagnostic, one per broken
    rule (empty when valid), plus .valid and .function (the name)."""

    def __init__(self, function: str, valid: bool, diagnostics: Iterable[Diagnostic]):
        super().__init__(diagnostics)
        self.function = function
        self.valid = valid

    @property
    def codes(self) -> List[str]:
        """The diagnostics' codes, in order."""
        return [d.code for d in self]

    def as_dict(self) -> dict:
        """The function's entry of `conv verify --json`."""
        return {"name": self.function, "valid": self.valid, "diagnostics": [d.as_dict() for d in self]}

    def __repr__(self) -> str:
        return f"<conv.VerifyResult @{self.function} valid={self.valid} {self.codes}>"


# ------------------------------------------------------------- uniformity ---

_ARGUMENT_MODES = {None: lib.CONV_ARGUMENTS_AS_FLAGGED, "flagged": lib.CONV_ARGUMENTS_AS_FLAGGED,
                   "uniform": lib.CONV_ARGUMENTS_UNIFORM, "divergent": lib.CONV_ARGUMENTS_DIVERGENT}
_ARGUMENT_NAMES = {lib.CONV_ARGUMENTS_AS_FLAGGED: "flagged", lib.CONV_ARGUMENTS_UNIFORM: "uniform",
                   lib.CONV_ARGUMENTS_DIVERGENT: "divergent"}
_REASON_KINDS = {lib.CONV_REASON_NONE: "none", lib.CONV_REASON_SOURCE: "source",
                 lib.CONV_REASON_OPERAND: "operand", lib.CONV_REASON_JOIN: "join",
                 lib.CONV_REASON_TEMPORAL: "temporal", lib.CONV_REASON_CYCLE: "cycle",
                 lib.CONV_REASON_ANCHOR: "anchor"}


def _uint(name: str, value, low: int, high: int) -> int:
    """An int option in [low, high]: TypeError / ValueError otherwise."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an int, not {type(value).__name__}")
    if not low <= value <= high:
        raise ValueError(f"{name} must be in [{low}, {high}], not {value}")
    return value


def _triple_target(triple: Optional[str]) -> Optional[str]:
    """The built-in target a module's triple names (the CLI's default)."""
    for prefix, name in (("amdgcn", "amdgcn"), ("nvptx", "nvptx"), ("r600", "r600"), ("spir", "spirv")):
        if triple is not None and triple.startswith(prefix):
            return name
    return None


def _shape(name: str, value) -> list:
    """A workgroup shape: x, or (x, y[, z]), each in [1, 2^32); [x, y, z]."""
    dims = [value] if isinstance(value, int) and not isinstance(value, bool) else list(value) \
        if isinstance(value, (tuple, list)) else None
    if dims is None or not 1 <= len(dims) <= 3:
        raise TypeError(f"{name} must be an int or a tuple (x, y[, z]), not {value!r}")
    dims = [_uint(name, d, 1, 0xFFFFFFFF) for d in dims]
    return dims + [1] * (3 - len(dims))


def _refs(what: str, refs) -> list:
    """A sequence of value or block references; a lone str or Value is one."""
    if refs is None:
        return []
    if isinstance(refs, (str, Value)):
        return [refs]
    try:
        return list(refs)
    except TypeError:
        raise TypeError(f"{what} must be an iterable of names, not {type(refs).__name__}") from None


@dataclass(frozen=True)
class Reason:
    """Why a value or a branch is divergent: one recorded cause
    (conv_reason), so that following `value` leads back to a source.

    kind:   "none" (uniform), "source" (a divergence source), "operand"
            (uses the divergent `value`), "join" (a phi where paths of the
            divergent branch ending `block` meet), "temporal" (uses `value`,
            defined in the cycle headed by `cycle`, which threads leave in
            different iterations), "cycle" (defined in the cycle headed by
            `cycle`, assumed divergent: the branch ending `block` sent
            threads into it through different entries).
    value:  the related Value, or None.
    block:  the related block's name, or None.
    cycle:  the header of the related cycle, or None.
    text:   the CLI's description ("uses the divergent %tid"); also str().
    """

    kind: str
    value: Optional["Value"] = None
    block: Optional[str] = None
    cycle: Optional[str] = None
    text: str = field(default="", compare=False)

    @property
    def divergent(self) -> bool:
        """Whether this is a cause of divergence (kind is not "none")."""
        return self.kind != "none"

    def __str__(self) -> str:
        return self.text


class Uniformity(_Analysis):
    """Which values and branches of a function are divergent, and why
    (Function.uniformity(); conv_uniformity_build). Values are Value
    objects or names ("%x"), blocks are names; unknown names raise
    NameNotFoundError. Cycles are named by their header blocks, in the
    result's own cycle hierarchy (the default one, as Function.cycles()).

    Like DomTree: close(), `with`, or collection frees it; closing the
    module closes it too."""

    _kind = "uniformity analysis"

    def __init__(self, fn: Function, wave_size: Optional[int] = None, arguments: Optional[str] = None,
                 extra_sources: Iterable[ValueRef] = (), extra_uniform: Iterable[ValueRef] = (), *,
                 target: Optional[str] = None, wave_size_max: Optional[int] = None, workgroup_size=None,
                 max_workgroup_size: Optional[int] = None, linear_waves: Optional[bool] = None):
        _choice("arguments mode", arguments, _ARGUMENT_MODES, "'flagged', 'uniform' or 'divergent'")
        sources = [fn._vid(v) for v in _refs("extra_sources", extra_sources)]
        uniform = [fn._vid(v) for v in _refs("extra_uniform", extra_uniform)]
        p = fn._finalized("uniformity")
        desc = _with_allocator("conv_uniformity_desc *")
        if target is None:
            target = _triple_target(fn._module.target)
        if target is not None:
            t = ffi.new("conv_target *")
            if not lib.conv_target_builtin(_enc(target, "target"), t):
                raise ValueError(f"unknown target {target!r} (use amdgcn, amdgcn-wave32, amdgcn-wave64, nvptx, r600, "
                                 "spirv, cpu or none)")
            lib.conv_target_uniformity_desc(t, desc)
        if wave_size is not None:
            desc.wave_size = _uint("wave_size", wave_size, 1, 0xFFFFFFFF)
            desc.wave_size_max = 0
        if wave_size_max is not None:
            desc.wave_size_max = _uint("wave_size_max", wave_size_max, 1, 0xFFFFFFFF)
        if workgroup_size is not None:
            desc.workgroup_size = _shape("workgroup_size", workgroup_size)
        if max_workgroup_size is not None:
            desc.max_workgroup_size = _uint("max_workgroup_size", max_workgroup_size, 1, 0xFFFFFFFF)
        if linear_waves is not None:
            desc.linear_waves = _bool("linear_waves", linear_waves)
        if desc.wave_size == 0:
            desc.wave_size = lib.conv_function_wave_size(p) or 64
        wave_size = desc.wave_size if desc.wave_size_max <= desc.wave_size else desc.wave_size_max
        desc.arguments = _ARGUMENT_MODES[arguments]
        keep = []
        if sources:
            keep.append(ffi.new("conv_value[]", [[i] for i in sources]))
            desc.extra_sources = keep[-1]
            desc.extra_sources_count = len(sources)
        if uniform:
            keep.append(ffi.new("conv_value[]", [[i] for i in uniform]))
            desc.extra_uniform = keep[-1]
            desc.extra_uniform_count = len(uniform)
        out = ffi.new("conv_uniformity **")
        _check(lib.conv_uniformity_build(p, desc, out), f"uniformity of @{fn.name}")
        self._own(fn, out[0], lib.conv_uniformity_free)
        self._ci = lib.conv_uniformity_cycles(self._ptr)  # owned by the result
        self._cycle_ids = [lib.conv_cycles_get(self._ci, i).id for i in range(lib.conv_cycles_count(self._ci))]
        self.wave_size: int = wave_size
        """The wave size the analysis assumed, the largest of a range (1:
        nothing is divergent)."""
        self.arguments: str = _ARGUMENT_NAMES[desc.arguments]
        """How arguments were treated: "flagged", "uniform" or "divergent"."""

    # answers
    def is_divergent(self, value: ValueRef) -> bool:
        """Whether the value may differ between the threads of one
        converged dynamic instance."""
        t = self._t()
        return bool(lib.conv_uniformity_value_divergent(t, [self._fn._vid(value)]))

    def is_uniform(self, value: ValueRef) -> bool:
        """Not is_divergent(value)."""
        return not self.is_divergent(value)

    def branch_divergent(self, block: str) -> bool:
        """Whether the block ends in a divergent branch or switch (one that
        may send the threads of one instance different ways)."""
        t = self._t()
        return bool(lib.conv_uniformity_branch_divergent(t, [self._fn._block(block)]))

    # scopes
    def scope(self, value: ValueRef) -> str:
        """The widest scope at which the value is uniform: "thread"
        (divergent even within a quad), "quad", "wave", "workgroup",
        "device" or "system". is_divergent(value) is exactly
        scope(value) in ("thread", "quad")."""
        t = self._t()
        return _SCOPES[lib.conv_uniformity_value_scope(t, [self._fn._vid(value)])]

    def branch_scope(self, block: str) -> str:
        """The widest scope at which the branch ending `block` is uniform."""
        t = self._t()
        return _SCOPES[lib.conv_uniformity_branch_scope(t, [self._fn._block(block)])]

    def exit_scope(self, header: str, exit: str) -> str:
        """The widest scope at which threads leave the cycle headed by
        `header` to block `exit` in one iteration; ValueError when the
        cycle or the exit is not there."""
        t = self._t()
        for c in self._cycle_ids:
            if self._header(c) != header:
                continue
            found = lib.conv_uniformity_exit_scope(t, [c], [self._fn._block(exit)])
            if found in _SCOPES:
                return _SCOPES[found]
        raise ValueError(f"no cycle headed by {header!r} exits to {exit!r}")

    def _header(self, cid: int) -> str:
        return self._fn._bname(lib.conv_cycle_header(self._ci, [cid]).id)

    @property
    def cycles_with_divergent_exit(self) -> List[str]:
        """Headers of the cycles that threads of one instance may leave in
        different iterations, in preorder."""
        t = self._t()
        return [self._header(c) for c in self._cycle_ids if lib.conv_uniformity_cycle_divergent_exit(t, [c])]

    @property
    def divergent_exits(self) -> List[Tuple[str, str]]:
        """(header, exit block) for every exit that threads of one instance
        of the cycle may take in different iterations (a divergent branch
        sends some there while others go on, or the cycle is assumed
        divergent), cycles in preorder, exits in the cycle's order."""
        t = self._t()
        n = ffi.new("uint32_t *")
        out = []
        for c in self._cycle_ids:
            exits = lib.conv_cycle_exits(self._ci, [c], n)
            for k in range(n[0]):
                if lib.conv_uniformity_exit_divergent(t, [c], exits[k]):
                    out.append((self._header(c), self._fn._bname(exits[k].id)))
        return out

    def exit_divergent(self, header: str, exit: str) -> bool:
        """Whether threads may leave the cycle headed by `header` to block
        `exit` in different iterations (False if it is not an exit)."""
        return (header, exit) in self.divergent_exits

    @property
    def cycles_assumed_divergent(self) -> List[str]:
        """Headers of the irreducible cycles assumed divergent (entered
        through different entries by threads that diverged outside)."""
        t = self._t()
        return [self._header(c) for c in self._cycle_ids if lib.conv_uniformity_cycle_assumed_divergent(t, [c])]

    def divergent_values(self) -> List["Value"]:
        """Every divergent value (arguments and instructions), in id order."""
        t = self._t()
        fn = self._fn
        return [Value(fn, i + 1) for i in range(lib.conv_function_value_count(fn._raw))
                if lib.conv_uniformity_value_divergent(t, [i + 1])]

    def divergent_branches(self) -> List[str]:
        """The blocks that end in a divergent branch, in block order."""
        t = self._t()
        fn = self._fn
        return [fn._bname(b + 1) for b in range(lib.conv_function_block_count(fn._raw))
                if lib.conv_uniformity_branch_divergent(t, [b + 1])]

    # reasons
    def _reason_text(self, r) -> str:
        t = self._t()
        p = self._fn._raw
        return _take_text(lambda out, n, cap: lib.convpy_reason_text(p, t, r, out, n, cap))

    def _reason(self, r) -> Reason:
        fn = self._fn
        return Reason(kind=_REASON_KINDS.get(r.kind, "none"), value=fn._value(r.value.id),
                      block=fn._bname(r.block.id), cycle=self._header(r.cycle.id) if r.cycle.id else None,
                      text=self._reason_text(r))

    def reason(self, value: ValueRef) -> Reason:
        """The recorded cause of a value's divergence (kind "none" when it
        is uniform)."""
        t = self._t()
        return self._reason(lib.conv_uniformity_value_reason(t, [self._fn._vid(value)]))

    def branch_reason(self, block: str) -> Reason:
        """Why a block's branch is divergent: kind "operand" with its
        condition; kind "none" when the branch is uniform."""
        t = self._t()
        return self._reason(lib.conv_uniformity_branch_reason(t, [self._fn._block(block)]))

    def _subject(self, subject: Union[ValueRef, str]) -> Tuple[int, int]:
        """(value id, 0) or (0, block id), as `conv explain` reads its
        subject: "%x" is a value, a name without '%' a block (or, when no
        block has that name, the value "%name")."""
        fn = self._fn
        if isinstance(subject, Value) or (isinstance(subject, str) and subject.startswith("%")):
            return fn._vid(subject), 0
        if isinstance(subject, str) and fn.has_block(subject):
            return 0, fn._block(subject)
        return fn._vid(subject), 0

    def explain(self, subject: Union[ValueRef, str]) -> List[str]:
        """Why a value (or, given a block name, the block's branch) is
        divergent: the chain of recorded reasons back to a divergence
        source, one sentence per step. The same lines as
        `conv explain FILE SUBJECT --function F` prints after "@F:"."""
        t = self._t()
        p = self._fn._raw
        vid, bid = self._subject(subject)
        text = _take_text(lambda out, n, cap: lib.convpy_explain(p, t, [vid], [bid], out, n, cap))
        return text.splitlines()

    def as_dict(self) -> dict:
        """The function's entry of `conv uniformity --json`: every named
        argument and value with "divergent" (below the wave) and
        "uniform_scope", every block's terminator, every cycle exit."""
        t = self._t()
        fn = self._fn
        p = fn._raw
        args, arguments = [], []
        for i in range(lib.conv_function_argument_count(p)):
            a = lib.conv_function_argument(p, i)
            name = lib.conv_value_name(p, a)
            if name == ffi.NULL:
                continue
            divergent = bool(lib.conv_uniformity_value_divergent(t, a))
            if divergent:
                args.append(_dec(name))
            arguments.append({"name": _dec(name), "divergent": divergent,
                              "uniform_scope": _SCOPES[lib.conv_uniformity_value_scope(t, a)]})
        blocks = []
        n = ffi.new("uint32_t *")
        for b in range(lib.conv_function_block_count(p)):
            insts = lib.conv_block_insts(p, [b + 1], n)
            values = []
            for k in range(n[0]):
                name = lib.conv_value_name(p, insts[k])
                if name != ffi.NULL:
                    values.append({"name": _dec(name),
                                   "divergent": bool(lib.conv_uniformity_value_divergent(t, insts[k])),
                                   "uniform_scope": _SCOPES[lib.conv_uniformity_value_scope(t, insts[k])]})
            blocks.append({"name": fn._bname(b + 1),
                           "divergent_terminator": bool(lib.conv_uniformity_branch_divergent(t, [b + 1])),
                           "terminator_uniform_scope": _SCOPES[lib.conv_uniformity_branch_scope(t, [b + 1])],
                           "values": values})
        exits = []
        for c in self._cycle_ids:
            arr = lib.conv_cycle_exits(self._ci, [c], n)
            for k in range(n[0]):
                exits.append({"cycle": self._header(c), "exit": fn._bname(arr[k].id),
                              "divergent": bool(lib.conv_uniformity_exit_divergent(t, [c], [arr[k].id])),
                              "uniform_scope": _SCOPES[lib.conv_uniformity_exit_scope(t, [c], [arr[k].id])]})
        return {"name": fn.name, "divergent_arguments": args, "arguments": arguments, "blocks": blocks,
                "cycles_with_divergent_exit": self.cycles_with_divergent_exit,
                "cycles_assumed_divergent": self.cycles_assumed_divergent,
                "divergent_exits": [{"cycle": h, "exit": x} for h, x in self.divergent_exits],
                "exits": exits}

    def __repr__(self) -> str:
        if self.closed:
            return "<conv.Uniformity (closed)>"
        n = len(self.divergent_values())
        return (f"<conv.Uniformity of @{self._fn.name} wave_size={self.wave_size} arguments={self.arguments}: "
                f"{n} divergent value{'' if n == 1 else 's'}>")


# -------------------------------------------------------------- semantics ---

_INSTANCE_KINDS = {lib.CONV_INSTANCE_VALUE: "value", lib.CONV_INSTANCE_CONVERGENT: "convergent",
                   lib.CONV_INSTANCE_BRANCH: "branch"}

ValueFn = Callable[[str, int, int], Optional[int]]


class _Forcer:
    """The state of one Function.simulate(values=fn) call, reached from the
    C callback through an ffi handle."""

    __slots__ = ("fn", "callback", "names", "error")

    def __init__(self, fn: Function, callback: ValueFn):
        self.fn = fn
        self.callback = callback
        self.names: Dict[int, str] = {}
        self.error: Optional[BaseException] = None


@ffi.def_extern()
def convpy_value_fn(user, f, v, thread, occurrence, value):
    """conv_interp_value_fn for Function.simulate(values=...): asks the
    Python callable; an exception is kept and raised after the run."""
    state = ffi.from_handle(user)
    if state.error is not None:
        return False
    try:
        vid = v.id
        name = state.names.get(vid)
        if name is None:
            name = state.names[vid] = str(Value(state.fn, vid))
        forced = state.callback(name, int(thread), int(occurrence))
        if forced is None:
            return False
        if isinstance(forced, bool) or not isinstance(forced, int):
            raise TypeError(f"values({name!r}, {thread}, {occurrence}) returned {type(forced).__name__}, "
                            "not an int or None")
        if not -(1 << 63) <= forced < (1 << 64):
            raise OverflowError(f"values({name!r}, {thread}, {occurrence}) returned {forced}, "
                                "which does not fit in 64 bits")
        value[0] = forced - (1 << 64) if forced >= (1 << 63) else forced
        return True
    except BaseException as e:  # raised again by simulate(), after the run
        state.error = e
        return False


@dataclass(frozen=True)
class Instance:
    """One converged dynamic instance of a run (conv_interp_instance,
    copied): the threads that executed an instruction together and what
    each computed.

    block:   the instruction's block.
    index:   the instruction's position in its block (0-based).
    name:    the value's name ("%x"); None when unnamed and for branches.
    kind:    "value" (defines a value), "convergent" (a convergent
             operation: call, entry, loop, anchor) or "branch" (a
             terminator; an invoke has a value or convergent instance and
             a branch instance).
    threads: the global thread indices, ascending.
    values:  one per thread: the result (a token's instance number); for a
             branch the successor's block name (None for ret and
             unreachable); None for convergent operations without result.
    wave:    the wave the threads belong to.
    opcode:  a generic operation's opcode or a call's callee ("@f"), else
             None.
    """

    block: str
    index: int
    name: Optional[str]
    kind: str
    threads: Tuple[int, ...]
    values: Optional[Tuple[Union[int, str, None], ...]]
    wave: int = 0
    opcode: Optional[str] = None

    def as_dict(self) -> dict:
        """The instance as `conv simulate --json` prints it."""
        return {"block": self.block, "index": self.index, "name": self.name, "kind": self.kind,
                "threads": list(self.threads), "values": None if self.values is None else list(self.values)}


class CheckResult(List[Diagnostic]):
    """What Run.check() found: one Diagnostic per broken claim (codes
    interp.unsound-value, interp.unsound-branch, interp.unsound-exit, each
    naming the first instance and two threads that break it), plus
    .violations (the number of broken claims) and .sound."""

    def __init__(self, violations: int, diagnostics: Iterable[Diagnostic]):
        super().__init__(diagnostics)
        self.violations = violations

    @property
    def sound(self) -> bool:
        """No claim was broken."""
        return self.violations == 0

    @property
    def codes(self) -> List[str]:
        """The diagnostics' codes, in order."""
        return [d.code for d in self]

    def __repr__(self) -> str:
        return f"<conv.CheckResult violations={self.violations} {self.codes}>"


def _concrete_buffers(desc, buffers):
    """Points desc at copies of the {binding: bytes} buffers. Returns the
    (binding, cdata, size) cells and the array, which must outlive the
    run call: the run writes the copies in place."""
    if not buffers:
        return [], None
    if not isinstance(buffers, dict):
        raise TypeError("buffers must be a dict {binding: bytes}")
    cells, names = [], []
    for key, data in buffers.items():
        if isinstance(key, str):
            names.append(ffi.new("char[]", key.lstrip("%").encode()))
        else:
            _uint("buffer binding", key, 0, 0xFFFFFFF)
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise TypeError(f"buffer {key}: bytes, not {type(data).__name__}")
        raw = bytes(data)
        cdata = ffi.new("unsigned char[]", max(len(raw), 1))
        ffi.memmove(cdata, raw, len(raw))
        cells.append((key, cdata, len(raw)))
    arr = ffi.new("conv_interp_buffer[]", len(cells))
    for i, (key, cdata, size) in enumerate(cells):
        if isinstance(key, str):
            owner = names.pop(0)  # the char[] must outlive the call
            arr[i].name = owner
            cells[i] = (key, cdata, size, owner)
        else:
            arr[i].binding = key
        arr[i].data = cdata
        arr[i].size = size
    cells.append(names)
    desc.buffers = arr
    desc.buffers_count = len(cells)
    return cells, arr


class Run(_Analysis, _SequenceABC):
    """A run of the reference interpreter (Function.simulate();
    conv_interp_run): for every dynamic instance of every instruction,
    which threads executed it converged, and what each computed. A
    sequence of Instance in execution order (by wave, then in the order
    the scheduler uses, which follows every thread's program order).

    Like DomTree: close(), `with`, or collection frees it; closing the
    module closes it too. Instances are plain copies and stay usable."""

    _kind = "run"

    def __init__(self, fn: Function, threads: int = 8, wave_size: Optional[int] = None, seed: int = 1,
                 max_steps: Optional[int] = None, split_anchors: bool = False,
                 values: Optional[ValueFn] = None, concrete: bool = False,
                 workgroup_size: Optional[int] = None, buffers: Optional[Dict[int, bytes]] = None):
        threads = _uint("threads", threads, 1, 0xFFFFFFFF)
        wave = 0 if wave_size is None else _uint("wave_size", wave_size, 1, 0xFFFFFFFF)
        seed = _uint("seed", seed, 0, (1 << 64) - 1)
        steps = 0 if max_steps is None else _uint("max_steps", max_steps, 1, 0xFFFFFFFF)
        if values is not None and not callable(values):
            raise TypeError("values must be a callable (value_name, thread, occurrence) -> int | None")
        p = fn._finalized("simulate")
        desc = _with_allocator("conv_interp_desc *")
        desc.threads = threads
        desc.wave_size = wave
        desc.seed = seed
        desc.max_steps = steps
        desc.anchors = lib.CONV_ANCHOR_SPLIT if _bool("split_anchors", split_anchors) else lib.CONV_ANCHOR_MAXIMAL
        desc.concrete = _bool("concrete", concrete)
        if not concrete and buffers:
            raise ValueError("buffers need concrete=True")
        if workgroup_size is not None:
            shape = _shape("workgroup_size", workgroup_size)
            if shape[0] * shape[1] * shape[2] > 65536:
                raise ValueError(f"workgroup_size must be at most 65536 threads, not {workgroup_size!r}")
            desc.workgroup_size = shape[0] * shape[1] * shape[2]
            desc.workgroup_shape = shape
        keep = _concrete_buffers(desc, buffers)
        forcer = handle = None
        if values is not None:
            forcer = _Forcer(fn, values)
            handle = ffi.new_handle(forcer)
            desc.value_fn = lib.convpy_value_fn
            desc.user = handle
        out = ffi.new("conv_interp **")
        module = fn._module
        with _BUSY_LOCK:
            module._busy += 1
        try:
            with _Diags(module.filename) as d:
                rc = lib.conv_interp_run(p, desc, d.ptr, out)
                diags = d.list()
        finally:
            with _BUSY_LOCK:
                module._busy -= 1
        if forcer is not None and forcer.error is not None:
            if rc == lib.CONV_OK:
                lib.conv_interp_free(out[0])
            raise forcer.error
        what = f"simulate @{fn.name}"
        if rc == lib.CONV_ERR_INVALID_ARGUMENT and any(x.code.startswith("token.") for x in diags):
            what += " (the function breaks the static rules of tokens)"
        _check(rc, what, diags)
        self._own(fn, out[0], lib.conv_interp_free)
        self.buffers: Dict[Union[int, str], bytes] = {c[0]: bytes(ffi.buffer(c[1], c[2])) for c in keep[0][:-1]}
        """Concrete mode: each given buffer's contents after the run."""
        self.diagnostics: List[Diagnostic] = list(diags)
        """The run's diagnostics: threads stopped in concrete mode."""
        self.seed: int = seed
        """The seed of the run's values and anchor splits."""
        self.split_anchors: bool = bool(split_anchors)
        """Whether anchors split each group (CONV_ANCHOR_SPLIT)."""
        self._count = int(lib.conv_interp_instance_count(self._ptr))
        self._instances: Optional[List[Instance]] = None
        self._positions: Dict[int, int] = {}

    @property
    def finished(self) -> bool:
        """Every thread returned (or reached unreachable) within max_steps."""
        return bool(lib.conv_interp_finished(self._t()))

    @property
    def hashed(self) -> int:
        """Concrete mode: how many values were hashed for want of a
        concrete definition (conv_interp_hashed_count); 0 otherwise."""
        return int(lib.conv_interp_hashed_count(self._t()))

    @property
    def threads(self) -> int:
        """The number of threads."""
        return int(lib.conv_interp_thread_count(self._t()))

    @property
    def wave_size(self) -> int:
        """Threads per wave."""
        return int(lib.conv_interp_wave_size(self._t()))

    def thread_finished(self, thread: int) -> bool:
        """Whether the thread returned or reached unreachable (IndexError
        for a thread out of range)."""
        t = self._t()
        n = lib.conv_interp_thread_count(t)
        if isinstance(thread, bool) or not isinstance(thread, int):
            raise TypeError(f"a thread is an int, not {type(thread).__name__}")
        if not 0 <= thread < n:
            raise IndexError(f"thread {thread} out of range ({n} threads)")
        return bool(lib.conv_interp_thread_finished(t, thread))

    def _position(self, vid: int, bid: int) -> int:
        pos = self._positions.get(vid)
        if pos is None:
            n = ffi.new("uint32_t *")
            insts = lib.conv_block_insts(self._fn._raw, [bid], n)
            for k in range(n[0]):
                self._positions[insts[k].id] = k
            pos = self._positions.get(vid, 0)
        return pos

    def _instance(self, index: int) -> Instance:
        t = self._t()
        fn = self._fn
        p = fn._raw
        c = ffi.new("conv_interp_instance *")
        lib.conv_interp_get(t, index, c)
        kind = _INSTANCE_KINDS[c.kind]
        vid, bid, n = c.inst.id, c.block.id, c.thread_count
        threads = tuple(ffi.unpack(c.threads, n)) if n else ()
        values: Optional[tuple] = None
        if c.values != ffi.NULL:
            raw = ffi.unpack(c.values, n) if n else []
            if kind == "branch":
                cnt = ffi.new("uint32_t *")
                succ = lib.conv_value_successors(p, [vid], cnt)
                names = [fn._bname(succ[k].id) for k in range(cnt[0])]
                values = tuple(None if x < 0 else names[x] if x < len(names) else "?" for x in raw)
            else:
                values = tuple(int(x) for x in raw)
        name = None if kind == "branch" else _dec(lib.conv_value_name(p, [vid]))
        return Instance(block=fn._bname(bid), index=self._position(vid, bid), name=name, kind=kind,
                        threads=threads, values=values, wave=int(c.wave),
                        opcode=_dec(lib.conv_value_opcode(p, [vid])))

    def __len__(self) -> int:
        self._t()
        return self._count

    @overload
    def __getitem__(self, i: int) -> Instance: ...

    @overload
    def __getitem__(self, i: slice) -> List[Instance]: ...

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(self._count))]
        self._t()
        if not -self._count <= i < self._count:
            raise IndexError(f"instance index {i} out of range ({self._count} instances)")
        if self._instances is not None:
            return self._instances[i]
        return self._instance(i % self._count)

    def __iter__(self) -> Iterator[Instance]:
        return iter(self.instances)

    @property
    def instances(self) -> List[Instance]:
        """Every instance, in execution order (copied once, then cached)."""
        self._t()
        if self._instances is None:
            self._instances = [self._instance(i) for i in range(self._count)]
        return list(self._instances)

    def convergent(self) -> List[Instance]:
        """The instances of convergent operations (the communicating sets
        of `conv simulate`), in execution order."""
        return [i for i in self.instances if i.kind == "convergent"]

    def path(self, thread: int) -> List[str]:
        """The blocks thread `thread` went through, in order (the CLI's
        "paths"; a thread that did not finish stops where it was)."""
        self.thread_finished(thread)  # checks the thread
        out: List[str] = []
        for inst in self.instances:
            if inst.kind != "branch" or thread not in inst.threads:
                continue
            if not out:
                out.append(inst.block)
            target = inst.values[inst.threads.index(thread)]
            if target is not None:
                out.append(target)
        return out

    def check(self, uniformity: Optional[Uniformity] = None, *,
              uniform_values: Optional[Iterable[ValueRef]] = None,
              uniform_branches: Optional[Iterable[str]] = None,
              uniform_exits: Optional[Iterable[str]] = None) -> CheckResult:
        """Checks uniformity claims against this run (conv_interp_check;
        conv_interp_check_uniformity when only `uniformity` is given).

        uniformity:        claim what a Uniformity result of this function
                           says: every value and branch it does not call
                           divergent, and the exits of every cycle with
                           neither a divergent exit nor assumed divergence.
        uniform_values:    values claimed uniform (names or Values): never
                           different between the threads of one of their
                           converged instances.
        uniform_branches:  blocks whose branch is claimed uniform.
        uniform_exits:     headers of cycles whose exits are claimed
                           uniform: threads converged when they entered
                           leave in the same iteration.
        Each keyword, when given, replaces that part of `uniformity`'s
        claims. Returns a CheckResult: one Diagnostic per broken claim.
        """
        t = self._t()
        fn = self._fn
        p = fn._raw
        if uniformity is not None and uniform_values is None and uniform_branches is None \
                and uniform_exits is None:
            return self._check_uniformity(uniformity)
        nv = lib.conv_function_value_count(p)
        nb = lib.conv_function_block_count(p)
        vu = bu = eu = None
        exit_headers: Optional[List[str]] = None
        if uniformity is not None:
            if not isinstance(uniformity, Uniformity):
                raise TypeError(f"uniformity must be a conv.Uniformity, not {type(uniformity).__name__}")
            if not uniformity._fn._same(fn):
                raise ValueError("the uniformity result is of another function")
            ut = uniformity._t()
            vu = [not lib.conv_uniformity_value_divergent(ut, [i + 1]) for i in range(nv)]
            bu = [not lib.conv_uniformity_branch_divergent(ut, [b + 1]) for b in range(nb)]
            exit_headers = [uniformity._header(c) for c in uniformity._cycle_ids
                            if not lib.conv_uniformity_cycle_divergent_exit(ut, [c])
                            and not lib.conv_uniformity_cycle_assumed_divergent(ut, [c])]
        if uniform_values is not None:
            vu = [False] * nv
            for v in _refs("uniform_values", uniform_values):
                vu[fn._vid(v) - 1] = True
        if uniform_branches is not None:
            bu = [False] * nb
            for b in _refs("uniform_branches", uniform_branches):
                bu[fn._block(b) - 1] = True
        if uniform_exits is not None:
            exit_headers = _refs("uniform_exits", uniform_exits)
        if exit_headers is not None:
            # the run's hierarchy is the default one: the same as cycles()
            with Cycles(fn) as cs:
                index = {c.header: c.index for c in cs}
                eu = [False] * len(cs)
            for h in exit_headers:
                fn._block(h)  # NameNotFoundError for an unknown block
                if h not in index:
                    raise ValueError(f"block {h!r} of @{fn.name} is not the header of a cycle")
                eu[index[h]] = True
        arrays = [ffi.NULL if a is None else ffi.new("bool[]", a or 1) for a in (vu, bu, eu)]
        violations = ffi.new("uint32_t *")
        with _Diags(fn._module.filename) as d:
            rc = lib.conv_interp_check(t, p, arrays[0], arrays[1], arrays[2], d.ptr, violations)
            diags = d.list()
        _check(rc, f"check a run of @{fn.name}", diags)
        return CheckResult(int(violations[0]), diags)

    def _check_uniformity(self, uniformity: "Uniformity") -> CheckResult:
        """Every claim of `uniformity` (conv_interp_check_uniformity)."""
        t = self._t()
        fn = self._fn
        if not isinstance(uniformity, Uniformity):
            raise TypeError(f"uniformity must be a conv.Uniformity, not {type(uniformity).__name__}")
        if not uniformity._fn._same(fn):
            raise ValueError("the uniformity result is of another function")
        violations = ffi.new("uint32_t *")
        with _Diags(fn._module.filename) as d:
            rc = lib.conv_interp_check_uniformity(t, fn._raw, uniformity._t(), d.ptr, violations)
            diags = d.list()
        _check(rc, f"check a run of @{fn.name}", diags)
        return CheckResult(int(violations[0]), diags)

    def as_dict(self) -> dict:
        """What `conv simulate FILE --function F --json` prints (with the
        same options)."""
        t = self._t()
        return {"function": self._fn.name, "threads": int(lib.conv_interp_thread_count(t)),
                "wave_size": int(lib.conv_interp_wave_size(t)), "seed": self.seed,
                "finished": bool(lib.conv_interp_finished(t)),
                "instances": [i.as_dict() for i in self.instances]}

    def __repr__(self) -> str:
        if self.closed:
            return "<conv.Run (closed)>"
        return (f"<conv.Run of @{self._fn.name}: {self.threads} threads, wave size {self.wave_size}, "
                f"{self._count} instances, {'finished' if self.finished else 'not finished'}>")


# -------------------------------------------------------------------- dot ---

def _to_dot(fn: Function, wave_size: Optional[int], arguments: Optional[str]) -> str:
    """`conv dot FILE --function F` (conv_uniformity_write_dot)."""
    p = fn._finalized("to_dot")
    with Uniformity(fn, wave_size, arguments) as uo:
        u = uo._t()
        return _take_text(lambda out, n, cap: lib.convpy_write_dot(p, u, out, n, cap))
