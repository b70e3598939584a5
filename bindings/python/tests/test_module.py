"""Module and Function: lookup, iteration, values, the builder, printing."""
import pytest

import conv
from conftest import LOOP_CONV, data


def test_module_lookup_and_iteration():
    assert conv.VERSION >= (0, 1)
    m = conv.load(data("examples", "data", "loop.ll"))
    names = [f.name for f in m]
    assert names == ["loop", "llvm.amdgcn.workitem.id.x", "llvm.amdgcn.ballot.i32"]
    assert len(m) == 3 and [f.name for f in m.functions] == names
    assert [f.name for f in m.definitions] == ["loop"]
    assert m["loop"] == m["@loop"] == m[0] == m[-3] != m[1]
    assert m["loop"] is m["loop"]  # one wrapper while it is referenced
    assert len({m["loop"], m[0]}) == 1
    assert m["llvm.amdgcn.ballot.i32"].is_declaration
    assert m["llvm.amdgcn.ballot.i32"].flags == conv.FunctionFlag.CONVERGENT | conv.FunctionFlag.DECLARATION
    assert "loop" in m and "nope" not in m
    assert m.get("nope") is None and m.get("nope", 1) == 1
    assert m["loop"].module is m


def test_missing_function_is_keyerror_and_converror():
    m = conv.parse(LOOP_CONV, "conv")
    with pytest.raises(KeyError):
        m["nope"]
    with pytest.raises(conv.ConvError) as ei:
        m["nope"]
    assert isinstance(ei.value, conv.NameNotFoundError)
    assert ei.value.result is conv.Result.NOT_FOUND and ei.value.code == "CONV_ERR_NOT_FOUND"
    assert str(ei.value) == "no function 'nope' in the module"
    with pytest.raises(IndexError):
        m[5]


def test_function_graph_queries():
    f = conv.parse(LOOP_CONV, "conv")["k"]
    assert f.successors("entry") == ["header", "exit"]
    assert f.predecessors("header") == ["entry", "latch"]
    assert f.predecessors("latch") == ["header", "body"]
    assert f.rpo()[0] == "entry" and sorted(f.rpo()) == sorted(f.blocks)
    assert f.is_reachable("body")
    assert f.unreachable_blocks() == []
    assert f.edges() == [("entry", "header"), ("entry", "exit"), ("header", "body"), ("header", "latch"),
                         ("body", "latch"), ("latch", "exit"), ("latch", "header")]
    assert f.has_block("latch") and not f.has_block("nope")
    with pytest.raises(KeyError):
        f.successors("nope")
    with pytest.raises(TypeError):
        f.successors(3)


def test_unreachable_blocks():
    f = conv.load(data("tests", "data", "two.conv"))["first"]
    assert f.unreachable_blocks() == ["dead"]
    assert not f.is_reachable("dead")


def test_values():
    f = conv.parse(LOOP_CONV, "conv")["k"]
    b = f.value("%b")
    assert isinstance(b, conv.Value)
    assert b.name == "%b" and str(b) == "%b"
    assert b.kind is conv.Kind.CALL and str(b.kind) == "call"
    assert b.opcode == "@ballot"
    assert b.flags & conv.Flag.CONVERGENT and b.flags & conv.Flag.UNIFORM_COLLECTIVE
    assert b.block == "header"
    assert b.operands == [f.value("%c")]
    assert b.token == f.value("%h") and f.value("h") == f.value("%h")
    assert b.location == (9, 3)
    assert b.is_instruction and not b.is_terminator
    phi = f.value("%i")
    assert phi.kind is conv.Kind.PHI and phi.incoming == ["entry", "latch"]
    zero = phi.operands[0]
    assert zero.kind is conv.Kind.CONSTANT and zero.immediate == 0 and str(zero) == "0"
    assert zero.block is None and not zero.is_instruction and b.immediate is None
    term = f.terminator("entry")
    assert term.kind is conv.Kind.BRANCH and term.is_terminator and term.successors == ["header", "exit"]
    assert term.name is None and str(term) == f"%.{term.index + 1}"
    assert f.instructions("body") == [f.value("%x"), f.terminator("body")]
    assert f.value("%tid").kind is conv.Kind.ARGUMENT and f.value("%tid").flags & conv.Flag.DIVERGENCE_SOURCE
    assert len(f.values()) == len({v.index for v in f.values()})
    assert hash(b) == hash(f.value("%b")) and b != phi
    assert "%b" in repr(b)
    with pytest.raises(conv.NameNotFoundError):
        f.value("%nope")
    with pytest.raises(TypeError):
        f.value(3)


def test_switch_values():
    f = conv.load(data("examples", "data", "features.conv"))["main"]
    sw = f.terminator("loop")
    assert sw.kind is conv.Kind.SWITCH
    assert sw.successors == ["latch", "one", "two", "latch"]
    assert sw.case_values == [1, -2, 3]
    inv = f.value("%q")
    assert inv.kind is conv.Kind.INVOKE and inv.successors == ["latch", "lpad"]


def build_loop(m):
    """The LOOP_CONV kernel, made with the builder."""
    f = m.add_function("k", convergent=True, kernel=True)
    n = f.add_argument("%n")
    tid = f.add_argument("tid", "divergent")
    for b in ["entry", "header", "body", "latch", "exit"]:
        f.add_block(b)
    e = f.token_entry("entry", "%e")
    c = f.op("entry", "icmp", tid, n, name="%c")
    f.cond_br("entry", c, "header", "exit")
    i = f.phi("header", [(0, "entry")], name="%i")
    h = f.token_loop("header", e, "%h")
    f.call("header", "@ballot", [c], name="%b", token=h, flags="convergent collective")
    f.cond_br("header", "%c", "body", "latch")
    f.op("body", "add", i, name="%x")
    f.br("body", "latch")
    nxt = f.op("latch", "add", i, 1, name="%i.next")
    done = f.op("latch", "icmp", nxt, n, name="%done")
    f.cond_br("latch", done, "exit", "header")
    f.ret("exit")
    f.set_operands(i, [0, nxt], ["entry", "latch"])
    return f


def test_builder_matches_parsed_text(no_leaks):
    with conv.Module() as m:
        f = build_loop(m)
        assert not f.is_finalized
        assert f.instructions("latch")[0].name == "%i.next"  # before finalize too
        f.finalize()
        f.finalize()  # a no-op
        assert f.is_finalized
        parsed = conv.parse(LOOP_CONV, "conv")
        assert f.to_text() == parsed["k"].to_text() == str(parsed["k"])
        assert m.to_text() == parsed.to_text() == str(parsed)
        assert f.verify().valid
        parsed.close()


def test_builder_other_instructions():
    m = conv.Module(target="amdgcn")
    assert m.target == "amdgcn"
    decl = m.add_function("@ext", declaration=True, convergent=True)
    assert decl.is_declaration and decl.convergent
    f = m.add_function("g")
    a = f.add_argument("%a", conv.Flag.ALWAYS_UNIFORM)
    tok = f.add_argument(flags=["token"])
    assert tok.name is None and tok.flags & conv.Flag.TOKEN
    k = f.add_constant(7, "%seven")
    assert k.immediate == 7 and f.constant(7) != k and f.constant(7) == f.constant(7)
    assert f.add_block() == "0"
    f.add_block("x")
    f.add_block("y")
    f.add_block("z")
    anchor = f.token_anchor("0", "%t")
    f.switch("0", a, "x", {1: "y", 2: "z"})
    f.invoke("x", "@may.throw", [a], ["y", "z"], name="%r", token=anchor)
    f.unreachable("y")
    f.ret("z", k)
    f.set_token("%r", None)
    assert f.value("%r").token is None
    f.set_token("%r", anchor)
    f.finalize()
    assert f.successors("0") == ["x", "y", "z"]
    assert f.terminator("0").case_values == [1, 2]
    assert f.terminator("z").operands == [k]
    text = m.to_text()
    again = conv.parse(text, "conv")
    assert again.to_text() == text
    m.finalize()  # declarations are skipped, finalized functions too


def test_builder_errors():
    m = conv.Module()
    f = m.add_function("f")
    with pytest.raises(conv.DuplicateError) as ei:
        m.add_function("f")
    assert ei.value.code == "CONV_ERR_DUPLICATE" and ei.value.result is conv.Result.DUPLICATE
    f.add_block("a")
    with pytest.raises(conv.DuplicateError):
        f.add_block("a")
    f.op("a", "add", 1, name="%x")
    with pytest.raises(conv.DuplicateError):
        f.op("a", "add", 1, name="x")
    with pytest.raises(KeyError):
        f.br("a", "nope")
    with pytest.raises(conv.NameNotFoundError):
        f.op("a", "add", "%undefined")
    with pytest.raises(conv.InvalidGraphError) as ei:
        f.finalize()  # a has no terminator
    assert ei.value.code == "graph.no-terminator" and ei.value.diagnostics[0].block == "a"
    f.ret("a")
    with pytest.raises(conv.InvalidGraphError):
        f.ret("a")  # already terminated
    with pytest.raises(conv.InvalidArgumentError):
        f.add_argument("%p", "convergent")  # not an argument flag
    with pytest.raises(conv.InvalidGraphError):
        f.phi("a", [("%x", "a")], name="%p")  # after the terminator
    f.finalize()
    with pytest.raises(conv.FinalizedError):
        f.add_block("b")
    with pytest.raises(conv.FinalizedError):
        f.set_token("%x", None)
    other = m.add_function("other")
    other.add_block("b")
    v = other.op("b", "add", 1)
    with pytest.raises(ValueError):
        f.set_operands("%x", [v])  # a value of another function
    with pytest.raises(ValueError):
        other.add_instruction("b", conv.Kind.PHI, operands=[1], incoming=[])  # one block per operand
    with pytest.raises(ValueError):
        f.add_argument("%q", "sometimes")  # unknown flag word
    with pytest.raises(conv.InvalidArgumentError):
        m.add_function("")
    with pytest.raises(conv.InvalidArgumentError):
        m.add_function("d", declaration=True).add_block("b")  # a declaration has no body


def test_module_finalize_reports_every_function():
    m = conv.Module()
    for name in ["a", "b"]:
        f = m.add_function(name)
        f.add_block("entry")
    with pytest.raises(conv.InvalidGraphError) as ei:
        m.finalize()
    assert {d.function for d in ei.value.diagnostics} >= {"a"}


def test_printing_round_trip_every_example():
    from conftest import EXAMPLES
    for path in EXAMPLES:
        m = conv.load(path)
        text = m.to_text()
        assert conv.parse(text, "conv").to_text() == text
        for f in m:
            assert f.to_text() in text
