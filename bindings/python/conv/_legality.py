"""The legality stage from Python (conv.h, section legality): Legality,
Verdict, Equivalence, and the Function methods that use them
(Function.legality, can_hoist, can_sink, can_speculate, can_merge,
can_cse, can_tail_duplicate, can_jump_thread, can_merge_blocks, apply_hoist, apply_sink, apply_merge,
apply_cse, apply_tail_duplicate, apply_jump_thread, apply_merge_blocks, equivalent).

Instructions are Value objects, names ("%x") or "BLOCK:N" (the N-th
instruction of BLOCK, from 0, as `conv print` lists them: void calls have
no name); blocks are names. The answers are those of `conv query`:
Verdict.as_dict() is its JSON without the query's own fields."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, List, Optional, Tuple, Union

from ._api import (_ARGUMENT_MODES, Cycles, Function, Value, _Analysis, _choice, _Diags, _enc, _take_text, _uint,
                   _with_allocator)
from ._conv import ffi, lib
from ._errors import Diagnostic, InvalidArgumentError, Result, _check

__all__ = ["Legality", "Verdict", "Equivalence", "REASONS"]

InstRef = Union[Value, str]
ReorderFn = Callable[[Value, Value], bool]

REASONS: Tuple[str, ...] = tuple(ffi.string(lib.conv_legal_reason_str(i)).decode()
                                 for i in range(lib.CONV_LEGAL_REASON_COUNT))
"""Every reason code, CONV_LEGAL_SAME_PLACE first (CONV_LEGAL_REASON_LIST):
the legal ones, then the illegal ones."""

_BLOCKING = {lib.CONV_BLOCKING_NONE: "none", lib.CONV_BLOCKING_BRANCH: "branch",
             lib.CONV_BLOCKING_VALUE: "value", lib.CONV_BLOCKING_CYCLE: "cycle",
             lib.CONV_BLOCKING_BLOCK: "block"}


def _inst(fn: Function, ref: InstRef) -> int:
    """The id of an instruction named by a Value, "%x" or "BLOCK:N"."""
    if isinstance(ref, str) and not ref.startswith("%") and ":" in ref:
        block, _, index = ref.rpartition(":")
        if not index.isdigit():
            raise ValueError(f"{ref!r}: expected an instruction number after ':' (BLOCK:N)")
        insts = fn.instructions(block)
        if int(index) >= len(insts):
            raise IndexError(f"block {block!r} of @{fn.name} has {len(insts)} instructions: no instruction {index}")
        return insts[int(index)]._id
    vid = fn._vid(ref)
    if lib.conv_value_block(fn._p(), [vid]).id == 0:
        raise InvalidArgumentError(f"{ref!r} is not an instruction of @{fn.name}", Result.INVALID_ARGUMENT)
    return vid


def _inst_label(fn: Function, vid: int) -> str:
    """An instruction as the queries name it: "%x", else "BLOCK:N"."""
    v = Value(fn, vid)
    if v.name is not None or v.block is None:
        return str(v)
    return f"{v.block}:{fn.instructions(v.block).index(v)}"


@dataclass(frozen=True)
class Verdict:
    """The answer to one legality query (conv_verdict).

    legal:     whether the move is legal; also the Verdict's truth value.
    reason:    the stable reason code, e.g. "CONV_LEGAL_UNIFORM" or
               "CONV_LEGAL_DIVERGENT_BRANCH" (REASONS lists them all).
    blocking:  what decides it, (kind, name): kind is "none", "branch"
               (name: the block the divergent branch ends), "value" (the
               token, operand, user or operation in the way: "%x" or
               "BLOCK:N"), "cycle" (its header block) or "block"; name is
               None for "none".
    message:   the one-line text `conv query` prints (conv_verdict_write);
               also str().
    """

    legal: bool
    reason: str
    blocking: Tuple[str, Optional[str]]
    message: str
    where: Optional[str] = None
    """can_inline only: the function `blocking` names a block or value of
    (the caller, or the callee for a refusal decided there); None for the
    other queries, whose names are the function's own."""

    def __bool__(self) -> bool:
        return self.legal

    def __str__(self) -> str:
        return self.message

    def as_dict(self) -> dict:
        """The fields `conv query --json` prints for the verdict."""
        d = {"legal": self.legal, "reason": self.reason, "message": self.message,
             "blocking": {"kind": self.blocking[0], "name": self.blocking[1]}}
        if self.where is not None:
            d["where"] = self.where
        return d


class _Reorder:
    """The state of one Legality's may_reorder callable, reached from the C
    callback through an ffi handle."""

    __slots__ = ("fn", "callback", "error")

    def __init__(self, fn: Function, callback: ReorderFn):
        self.fn = fn
        self.callback = callback
        self.error: Optional[BaseException] = None


@ffi.def_extern()
def convpy_may_reorder_fn(user, f, moving, crossed):
    """conv_may_reorder_fn for Function.legality(may_reorder=...): asks the
    Python callable; an exception is kept, answered False, and raised by
    the query."""
    state = ffi.from_handle(user)
    if state.error is not None:
        return False
    try:
        answer = state.callback(Value(state.fn, moving.id), Value(state.fn, crossed.id))
        if not isinstance(answer, bool):
            raise TypeError(f"may_reorder returned {type(answer).__name__}, not a bool")
        return answer
    except BaseException as e:  # raised again by the query
        state.error = e
        return False


class Legality(_Analysis):
    """The legality stage of a function (Function.legality();
    conv_legality_build): may an operation be hoisted, sunk, speculated,
    merged with its twin or CSE'd? Each query returns a Verdict.

    Built once for a wave size, an argument mode and, optionally, a
    may_reorder callable (the memory answer conv cannot give itself:
    whether two operations with effects may swap; without it they never
    do). Like DomTree: close(), `with`, or collection frees it; closing the
    module closes it too."""

    _kind = "legality stage"

    def __init__(self, fn: Function, wave_size: int = 64, arguments: Optional[str] = None,
                 may_reorder: Optional[ReorderFn] = None):
        wave_size = _uint("wave_size", wave_size, 1, 0xFFFFFFFF)
        _choice("arguments mode", arguments, _ARGUMENT_MODES, "'flagged', 'uniform' or 'divergent'")
        if may_reorder is not None and not callable(may_reorder):
            raise TypeError("may_reorder must be a callable (moving: Value, crossed: Value) -> bool")
        p = fn._finalized("legality")
        # the stage borrows the cycles, whose ids its verdicts name
        self._cycles = Cycles(fn)
        desc = _with_allocator("conv_legality_desc *")
        desc.wave_size = wave_size
        desc.arguments = _ARGUMENT_MODES[arguments]
        desc.cycles = self._cycles._t()
        self._reorder = self._handle = None
        if may_reorder is not None:
            self._reorder = _Reorder(fn, may_reorder)
            self._handle = ffi.new_handle(self._reorder)
            desc.may_reorder = lib.convpy_may_reorder_fn
            desc.user = self._handle
        out = ffi.new("conv_legality **")
        _check(lib.conv_legality_build(p, desc, out), f"legality of @{fn.name}")
        self._own(fn, out[0], lib.conv_legality_free)
        self.wave_size: int = wave_size
        """The wave size the answers assume (1: a CPU, every branch uniform)."""

    def close(self) -> None:
        """Frees the C object now (and the cycles it borrowed). Idempotent."""
        super().close()
        if getattr(self, "_cycles", None) is not None:
            self._cycles.close()

    def _verdict(self, query: str, call) -> Verdict:
        t = self._t()
        v = ffi.new("conv_verdict *")
        rc = call(t, v)
        if self._reorder is not None and self._reorder.error is not None:
            error, self._reorder.error = self._reorder.error, None
            raise error
        _check(rc, f"{query} in @{self._fn.name}")
        fn = self._fn
        kind = _BLOCKING.get(v.blocking, "none")
        name = None
        if kind in ("branch", "block") and v.block.id:
            name = fn._bname(v.block.id)
        elif kind == "value" and v.value.id:
            name = _inst_label(fn, v.value.id)
        elif kind == "cycle" and v.cycle.id:
            name = fn._bname(lib.conv_cycle_header(self._cycles._t(), v.cycle).id)
        p = fn._p()
        message = _take_text(lambda o, n, cap: lib.convpy_verdict_text(p, v, o, n, cap))
        return Verdict(bool(v.legal), ffi.string(lib.conv_legal_reason_str(v.reason)).decode(), (kind, name), message)

    def can_hoist(self, inst: InstRef, block: str) -> Verdict:
        """May `inst` move to the end of `block`, a strict dominator of its
        block (R1; out of a cycle: R13)? conv_can_hoist."""
        i, b = _inst(self._fn, inst), self._fn._block(block)
        return self._verdict("can-hoist", lambda t, v: lib.conv_can_hoist(t, [i], [b], v))

    def can_sink(self, inst: InstRef, block: str) -> Verdict:
        """May `inst` move to the start of `block`, which its block strictly
        dominates (R2; an anchor with all of its users: R22)? conv_can_sink."""
        i, b = _inst(self._fn, inst), self._fn._block(block)
        return self._verdict("can-sink", lambda t, v: lib.conv_can_sink(t, [i], [b], v))

    def can_speculate(self, inst: InstRef, block: str) -> Verdict:
        """May `inst` move to the end of `block` and run on threads that did
        not run it (R3: speculatable, or superset-safe convergent
        operations)? conv_can_speculate."""
        i, b = _inst(self._fn, inst), self._fn._block(block)
        return self._verdict("can-speculate", lambda t, v: lib.conv_can_speculate(t, [i], [b], v))

    def can_merge(self, a: InstRef, b: InstRef, block: str) -> Verdict:
        """May the identical `a` and `b` (one in each arm of a branch) become
        one operation at the end of `block`, their dominator, or at the start
        of `block`, their join (R4; two anchors: R22)? conv_can_merge."""
        ia, ib, bb = _inst(self._fn, a), _inst(self._fn, b), self._fn._block(block)
        return self._verdict("can-merge", lambda t, v: lib.conv_can_merge(t, [ia], [ib], [bb], v))

    def can_cse(self, a: InstRef, b: InstRef) -> Verdict:
        """May `b` reuse the result of the identical `a`, which dominates it
        (R5)? conv_can_cse."""
        ia, ib = _inst(self._fn, a), _inst(self._fn, b)
        return self._verdict("can-cse", lambda t, v: lib.conv_can_cse(t, [ia], [ib], v))

    def can_tail_duplicate(self, block: str) -> Verdict:
        """May `block` be copied into each of its predecessors (R10: the
        choice of predecessor must be uniform for its convergent
        operations)? conv_can_tail_duplicate."""
        b = self._fn._block(block)
        return self._verdict("can-tail-duplicate", lambda t, v: lib.conv_can_tail_duplicate(t, [b], v))

    def can_jump_thread(self, pred: str, block: str, succ: str) -> Verdict:
        """May the edge `pred` -> `block` go straight to `succ` (the caller
        vouches that pred's threads leave block for succ)? R11: re-routing
        in acyclic control flow; R10 when block is copied.
        conv_can_jump_thread."""
        p, b, s = self._fn._block(pred), self._fn._block(block), self._fn._block(succ)
        return self._verdict("can-jump-thread", lambda t, v: lib.conv_can_jump_thread(t, [p], [b], [s], v))

    def can_merge_blocks(self, a: str, b: str) -> Verdict:
        """May `b`, whose only predecessor is `a`, `a`'s only successor, be
        appended to `a` (R12)? conv_can_merge_blocks."""
        ba, bb = self._fn._block(a), self._fn._block(b)
        return self._verdict("can-merge-blocks", lambda t, v: lib.conv_can_merge_blocks(t, [ba], [bb], v))

    def can_unroll(self, header: str, factor: int, kind: str = "multiple",
                   trip_count: Optional[int] = None) -> Verdict:
        """May the loop headed by `header` be unrolled by `factor`, kind
        "multiple" (no remainder), "full" (factor: the trip count) or
        "runtime" (with a remainder) (R6-R8)? conv_can_unroll. With
        trip_count (every thread runs the loop that often: the CLI's
        --trip-count), conv_can_unroll_known; the kind must agree with it
        as the CLI requires (ValueError)."""
        kinds = {"multiple": lib.CONV_UNROLL_MULTIPLE, "full": lib.CONV_UNROLL_FULL,
                 "runtime": lib.CONV_UNROLL_RUNTIME}
        if kind not in kinds:
            raise ValueError(f"kind must be one of multiple, full, runtime, not {kind!r}")
        if trip_count is None:
            return self._loop_question("can-unroll", header, factor,
                                       lambda t, c, v: lib.conv_can_unroll(t, c, factor, kinds[kind], v))
        n = _uint("trip_count", trip_count, 1, 0xFFFFFFFF)
        if factor > n or (kind == "full" and factor != n) or (kind == "runtime") != (n % factor != 0):
            raise ValueError(f"kind {kind!r} does not agree with factor {factor} and trip_count {n} (full: the "
                             "factor is the count; multiple: it divides it; runtime: it does not)")
        return self._loop_question("can-unroll", header, factor,
                                   lambda t, c, v: lib.conv_can_unroll_known(t, c, factor, n, v))

    def can_rotate(self, header: str) -> Verdict:
        """May the loop headed by `header` be rotated (R17)? conv_can_rotate."""
        return self._loop_question("can-rotate", header, 0, lambda t, c, v: lib.conv_can_rotate(t, c, v))

    def can_separate_backedges(self, header: str) -> Verdict:
        """May the loop headed by `header` be split by its latches into
        nested loops (R16)? conv_can_separate_backedges."""
        return self._loop_question("can-separate-backedges", header, 0,
                                   lambda t, c, v: lib.conv_can_separate_backedges(t, c, v))

    def can_change_exit(self, header: str) -> Verdict:
        """May a rewrite make threads leave the loop headed by `header` in
        other iterations (R24's exit-condition rule)? conv_can_change_exit."""
        return self._loop_question("can-change-exit", header, 0, lambda t, c, v: lib.conv_can_change_exit(t, c, v))

    def can_delete_loop(self, header: str) -> Verdict:
        """May the loop headed by `header` be deleted (R24; the caller vouches
        that it terminates)? conv_can_delete_loop."""
        return self._loop_question("can-delete-loop", header, 0, lambda t, c, v: lib.conv_can_delete_loop(t, c, v))

    def can_unswitch(self, header: str, branch: str) -> Verdict:
        """May the branch ending `branch`, on a value defined before the loop
        headed by `header`, be decided before the loop (R15)?
        conv_can_unswitch."""
        b = self._fn._block(branch)
        return self._loop_question("can-unswitch", header, 0, lambda t, c, v: lib.conv_can_unswitch(t, c, [b], v))

    def _loop_question(self, query: str, header: str, number, call) -> Verdict:
        h = self._fn._block(header)
        if not isinstance(number, int) or isinstance(number, bool) or number < 0:
            raise TypeError("the count or factor must be a non-negative int")

        def ask(t, v):
            cycles = lib.conv_legality_cycles(t)
            c = lib.conv_cycles_innermost(cycles, [h])
            if c.id == 0 or lib.conv_cycle_header(cycles, c).id != h:
                v.legal = False
                v.reason = lib.CONV_LEGAL_SHAPE
                v.blocking = lib.CONV_BLOCKING_BLOCK
                v.block.id = h
                return lib.CONV_OK
            return call(t, c, v)
        return self._verdict(query, ask)

    def can_peel(self, header: str, count: int = 1) -> Verdict:
        """May the first `count` iterations of the loop headed by `header` be
        peeled (R9)? conv_can_peel; a block heading no cycle is
        CONV_LEGAL_SHAPE, as `conv query FILE can-peel HEADER N` says."""
        return self._loop_question("can-peel", header, count, lambda t, c, v: lib.conv_can_peel(t, c, count, v))

    def __repr__(self) -> str:
        if self.closed:
            return "<conv.Legality (closed)>"
        return f"<conv.Legality @{self._fn.name} wave_size={self.wave_size}>"


def _ask(fn: Function, query: str, args, wave_size: int, arguments: Optional[str]) -> Verdict:
    with Legality(fn, wave_size, arguments) as legality:
        return getattr(legality, query)(*args)


# ------------------------------------------------------------------ apply ---

def _copy_name(fn: Function, verb: str, name: Optional[str]) -> str:
    if name is not None:
        if not isinstance(name, str):
            raise TypeError(f"a function name must be a str, not {type(name).__name__}")
        return name[1:] if name.startswith("@") else name
    base = f"{fn.name}.{verb}"
    name, k = base, 2
    while name in fn.module:
        name, k = f"{base}.{k}", k + 1
    return name


def _apply(fn: Function, verb: str, name: Optional[str], call) -> Function:
    p = fn._finalized(f"apply_{verb}")
    cname = ffi.new("char[]", _enc(_copy_name(fn, verb, name)))
    out = ffi.new("conv_function **")
    with _Diags(fn.module.filename) as d:
        rc = call(p, cname, d.ptr, out)
        diags = d.list()
    _check(rc, f"apply_{verb} in @{fn.name}", diags)
    return fn.module._function(out[0])


def apply_hoist(fn: Function, inst: InstRef, block: str, name: Optional[str]) -> Function:
    i, b = _inst(fn, inst), fn._block(block)
    return _apply(fn, "hoist", name, lambda p, n, d, o: lib.conv_apply_hoist(p, [i], [b], n, d, o))


def apply_sink(fn: Function, inst: InstRef, block: str, name: Optional[str]) -> Function:
    i, b = _inst(fn, inst), fn._block(block)
    return _apply(fn, "sink", name, lambda p, n, d, o: lib.conv_apply_sink(p, [i], [b], n, d, o))


def apply_merge(fn: Function, a: InstRef, b: InstRef, block: str, name: Optional[str]) -> Function:
    ia, ib, bb = _inst(fn, a), _inst(fn, b), fn._block(block)
    return _apply(fn, "merge", name, lambda p, n, d, o: lib.conv_apply_merge(p, [ia], [ib], [bb], n, d, o))


def apply_cse(fn: Function, a: InstRef, b: InstRef, name: Optional[str]) -> Function:
    ia, ib = _inst(fn, a), _inst(fn, b)
    return _apply(fn, "cse", name, lambda p, n, d, o: lib.conv_apply_cse(p, [ia], [ib], n, d, o))


def apply_tail_duplicate(fn: Function, block: str, name: Optional[str]) -> Function:
    b = fn._block(block)
    return _apply(fn, "tail-duplicate", name, lambda p, n, d, o: lib.conv_apply_tail_duplicate(p, [b], n, d, o))


def apply_jump_thread(fn: Function, pred: str, block: str, succ: str, name: Optional[str]) -> Function:
    bp, bb, bs = fn._block(pred), fn._block(block), fn._block(succ)
    return _apply(fn, "jump-thread", name, lambda p, n, d, o: lib.conv_apply_jump_thread(p, [bp], [bb], [bs], n, d, o))


def apply_merge_blocks(fn: Function, a: str, b: str, name: Optional[str]) -> Function:
    ba, bb = fn._block(a), fn._block(b)
    return _apply(fn, "merge-blocks", name, lambda p, n, d, o: lib.conv_apply_merge_blocks(p, [ba], [bb], n, d, o))


def apply_peel(fn: Function, header: str, count: int, name: Optional[str]) -> Function:
    h = fn._block(header)
    return _apply(fn, "peel", name, lambda p, n, d, o: lib.conv_apply_peel(p, [h], count, n, d, o))


def apply_unroll(fn: Function, header: str, factor: int, name: Optional[str], kind: str = "multiple") -> Function:
    h = fn._block(header)
    if kind == "full":
        return _apply(fn, "unroll", name, lambda p, n, d, o: lib.conv_apply_unroll_full(p, [h], factor, n, d, o))
    if kind == "runtime":
        return _apply(fn, "unroll", name, lambda p, n, d, o: lib.conv_apply_unroll_runtime(p, [h], factor, n, d, o))
    if kind != "multiple":
        raise ValueError(f"kind must be multiple, full or runtime, not {kind!r}")
    return _apply(fn, "unroll", name, lambda p, n, d, o: lib.conv_apply_unroll(p, [h], factor, n, d, o))


def apply_rotate(fn: Function, header: str, name: Optional[str]) -> Function:
    h = fn._block(header)
    return _apply(fn, "rotate", name, lambda p, n, d, o: lib.conv_apply_rotate(p, [h], n, d, o))


def apply_separate_backedges(fn: Function, header: str, name: Optional[str]) -> Function:
    h = fn._block(header)
    return _apply(fn, "separate-backedges", name,
                  lambda p, n, d, o: lib.conv_apply_separate_backedges(p, [h], n, d, o))


def apply_delete_loop(fn: Function, header: str, name: Optional[str]) -> Function:
    h = fn._block(header)
    return _apply(fn, "delete-loop", name, lambda p, n, d, o: lib.conv_apply_delete_loop(p, [h], n, d, o))


def apply_unswitch(fn: Function, header: str, branch: str, name: Optional[str]) -> Function:
    h, b = fn._block(header), fn._block(branch)
    return _apply(fn, "unswitch", name, lambda p, n, d, o: lib.conv_apply_unswitch(p, [h], [b], n, d, o))


# ------------------------------------------------------------ equivalence ---

# The runs' thread counts and wave sizes, taken in turn as `conv query
# --prove` does: wave sizes never above the one given (a larger wave than
# the legality stage assumed proves nothing).
_THREADS = (64, 8, 1, 33, 4, 16, 2, 61)
_WAVES = (0, 1, 4, 32)


@dataclass(frozen=True)
class Equivalence:
    """What Function.equivalent() found (conv_equivalence_check); truthy
    when every run agreed.

    runs:            how many runs were compared.
    counterexample:  None, or the Diagnostic (code legal.counterexample)
                     naming the first difference: the thread, the
                     operation, the two thread sets or values.
    run:             None, or the settings of the run that differed:
                     {"seed", "threads", "wave_size", "anchors"}.
    """

    runs: int
    counterexample: Optional[Diagnostic] = None
    run: Optional[dict] = None

    def __bool__(self) -> bool:
        return self.counterexample is None


def _cycle(what: str, value, default) -> List[int]:
    if value is None:
        return list(default)
    if isinstance(value, int) and not isinstance(value, bool):
        return [value]
    try:
        values = list(value)
    except TypeError:
        raise TypeError(f"{what} must be an int or an iterable of ints, not {type(value).__name__}") from None
    if not values:
        raise ValueError(f"{what} must not be empty")
    return values


def equivalent(fn: Function, other: Function, seeds, threads, wave_size, anchors: str,
               concrete: bool = False) -> Equivalence:
    if not isinstance(other, Function):
        raise TypeError(f"other must be a conv.Function, not {type(other).__name__}")
    if isinstance(seeds, int) and not isinstance(seeds, bool):
        seed_list = list(range(1, _uint("seeds", seeds, 1, 1 << 20) + 1))
    else:
        seed_list = [_uint("seed", s, 0, (1 << 64) - 1) for s in _cycle("seeds", seeds, ())]
    thread_list = [_uint("threads", t, 1, 65536) for t in _cycle("threads", threads, _THREADS)]
    if isinstance(wave_size, int) and not isinstance(wave_size, bool):
        top = _uint("wave_size", wave_size, 1, 0xFFFFFFFF)
        wave_list = [top if w == 0 or w > top else w for w in _WAVES]
    else:
        wave_list = [_uint("wave_size", w, 1, 0xFFFFFFFF) for w in _cycle("wave_size", wave_size, ())]
    modes = _choice("anchors", anchors, {"both": (lib.CONV_ANCHOR_MAXIMAL, lib.CONV_ANCHOR_SPLIT),
                                          "maximal": (lib.CONV_ANCHOR_MAXIMAL,),
                                          "split": (lib.CONV_ANCHOR_SPLIT,)}, "'both', 'maximal' or 'split'")
    f, g = fn._finalized("equivalent"), other._finalized("equivalent")
    if other.module is not fn.module:
        raise InvalidArgumentError(f"@{other.name} is not a copy of @{fn.name}: it lives in another module",
                                   Result.INVALID_ARGUMENT)
    eq = ffi.new("bool *")
    for k, seed in enumerate(seed_list):
        desc = _with_allocator("conv_interp_desc *")
        desc.seed = seed
        desc.threads = thread_list[k % len(thread_list)]
        desc.wave_size = wave_list[k % len(wave_list)]
        desc.anchors = modes[(k // 2) % len(modes)]
        desc.concrete = bool(concrete)
        # concrete mode runs whole waves: a run of fewer threads is one
        if concrete and desc.threads % desc.wave_size:
            desc.wave_size = desc.threads
        with _Diags(fn.module.filename) as d:
            rc = lib.conv_equivalence_check(f, g, desc, d.ptr, eq)
            diags = d.list()
        _check(rc, f"equivalent(@{fn.name}, @{other.name})", diags)
        if not eq[0]:
            run = {"seed": int(desc.seed), "threads": int(desc.threads), "wave_size": int(desc.wave_size),
                   "anchors": "split" if desc.anchors == lib.CONV_ANCHOR_SPLIT else "maximal"}
            cex = diags[0] if diags else Diagnostic("legal.counterexample", "error", "the two programs differ",
                                                    None, fn.name, None, None, 0, 0, "the two programs differ")
            return Equivalence(k + 1, cex, run)
    return Equivalence(len(seed_list))
