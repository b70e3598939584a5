"""The package surface: exports, enums, help(), and a check that every
public name and method is used by some test."""
import glob
import os
import pydoc
import re

import conv
from conftest import HERE


def test_exports():
    for name in conv.__all__:
        assert hasattr(conv, name), name
    assert conv.VERSION == (0, 1) and conv.__version__ == "0.1"


def test_help_is_useful():
    text = pydoc.render_doc(conv, renderer=pydoc.plaintext)
    for word in ["parse", "load", "Module", "domtree", "cycles", "verify", "ClosedError", "Ownership",
                 "uniformity", "simulate", "explain", "to_dot"]:
        assert word in text
    for obj in [conv.parse, conv.load, conv.Module, conv.Function.domtree, conv.DomTree.idom,
                conv.Function.cycles, conv.Cycle.heart, conv.Function.verify, conv.ConvError,
                conv.Function.uniformity, conv.Function.simulate, conv.Function.to_dot, conv.Module.to_dot,
                conv.Uniformity, conv.Uniformity.explain, conv.Uniformity.reason, conv.Reason, conv.Run,
                conv.Run.check, conv.Run.path, conv.Instance, conv.CheckResult]:
        assert obj.__doc__ and len(obj.__doc__) > 20, obj


def test_result_names():
    assert conv.Result.PARSE.c_name == "CONV_ERR_PARSE" and conv.Result.OK.c_name == "CONV_OK"
    assert conv.Result.OUT_OF_MEMORY.describe() == "out of memory"
    assert [r.describe() for r in conv.Result][:2] == ["ok", "out of memory"]


def test_kinds_and_flags():
    assert [str(k) for k in conv.Kind][:3] == ["generic", "phi", "call"]
    assert conv.Kind.SWITCH.is_terminator and not conv.Kind.CALL.is_terminator
    assert conv.Flag.CONVERGENT == 1 and conv.Flag.TOKEN == 128
    assert conv.FunctionFlag.KERNEL == 2


def test_exception_hierarchy():
    assert issubclass(conv.NameNotFoundError, KeyError) and issubclass(conv.NameNotFoundError, conv.ConvError)
    assert issubclass(conv.OutOfMemoryError, MemoryError)
    assert issubclass(conv.ClosedError, ValueError) and issubclass(conv.InvalidArgumentError, ValueError)
    for cls in [conv.ParseError, conv.InvalidGraphError, conv.NotFinalizedError, conv.FinalizedError,
                conv.LimitError, conv.DuplicateError]:
        assert issubclass(cls, conv.ConvError)
    e = conv.LimitError("too big", conv.Result.LIMIT)
    assert e.code == "CONV_ERR_LIMIT" and (e.line, e.col) == (0, 0) and e.diagnostics == []
    d = conv.Diagnostic("x.y", "error", "m", None, None, None, None, 0, 0, "<input>: error: [x.y] m")
    assert str(conv.ConvError("msg", conv.Result.PARSE, [d])) == "msg"
    assert conv.ConvError("msg", conv.Result.PARSE, [d]).code == "x.y"


def test_every_public_name_is_tested():
    """Every public function, class, method and property of the package
    appears in some test other than this one."""
    sources = ""
    for path in glob.glob(os.path.join(HERE, "test_*.py")):
        if os.path.basename(path) != "test_api.py":
            sources += open(path).read()
    missing = []
    for name in conv.__all__:
        obj = getattr(conv, name)
        if not re.search(r"\b%s\b" % re.escape(name), sources):
            missing.append(name)
        if isinstance(obj, type) and not issubclass(obj, (BaseException, int)):
            for attr in vars(obj):
                if attr.startswith("_"):
                    continue
                if not re.search(r"\.%s\b" % re.escape(attr), sources):
                    missing.append(f"{name}.{attr}")
    assert missing == []
