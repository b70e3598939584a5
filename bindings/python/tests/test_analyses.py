"""DomTree, post-dominator trees, Cycles, verify and the token queries."""
import pytest

import conv
from conftest import LOOP_CONV, data

# Nested loops (outer: h1, inner: h2) and an irreducible cycle {a, b}
# entered at both blocks, plus a dead block jumping into the inner loop.
NEST = """\
func @nest(%c) {
entry:
  switch %c, h1, 1: a, 2: b
h1:
  br h2
h2:
  br %c, h2b, l1
h2b:
  br %c, h2, l1
l1:
  br %c, h1, out
a:
  br %c, b, out
b:
  br %c, a, out
out:
  ret
dead:
  br h2b
}
"""


@pytest.fixture
def loop_fn():
    with conv.parse(LOOP_CONV, "conv") as m:
        yield m["k"]


def test_domtree(no_leaks, loop_fn):
    with loop_fn.domtree() as dt:
        assert not dt.is_post and dt.function is loop_fn
        assert dt.idom("entry") is None
        assert dt.idom("header") == "entry" and dt.idom("latch") == "header" and dt.idom("exit") == "entry"
        assert dt.dominates("header", "body") and dt.dominates("body", "body")
        assert not dt.dominates("body", "latch")
        assert dt.strictly_dominates("entry", "exit") and not dt.strictly_dominates("exit", "exit")
        assert dt.nearest_common("body", "latch") == "header"
        assert dt.nearest_common("body", "exit") == "entry"
        assert dt.depth("entry") == 0 and dt.depth("body") == 2
        assert dt.children() == ["entry"]
        assert sorted(dt.children("entry")) == ["exit", "header"]
        assert dt.roots == ["entry"]
        assert "body" in dt
        assert dt.idoms() == {"entry": None, "header": "entry", "body": "header", "latch": "header",
                              "exit": "entry"}
        assert dt.as_dict()["unreachable"] == []
        with pytest.raises(conv.NameNotFoundError):
            dt.idom("nope")
        with pytest.raises(KeyError):
            dt.dominates("entry", "nope")
        assert "DomTree" in repr(dt)
    assert dt.closed and "closed" in repr(dt)
    with pytest.raises(conv.ClosedError):
        dt.idom("entry")
    dt.close()  # idempotent


def test_postdomtree(loop_fn):
    pdt = loop_fn.postdomtree()
    assert pdt.is_post
    assert pdt.roots == ["exit"]
    assert pdt.idom("exit") is None
    assert pdt.idom("entry") == "exit" and pdt.idom("body") == "latch" and pdt.idom("header") == "latch"
    assert pdt.dominates("latch", "body") and not pdt.dominates("body", "latch")
    assert pdt.children() == ["exit"]
    assert pdt.depth("exit") == 0 and pdt.depth("latch") == 1
    assert pdt.nearest_common("body", "header") == "latch"


def test_domtree_unreachable_and_infinite_loops():
    m = conv.load(data("tests", "data", "two.conv"))
    first = m["first"]
    dt = first.domtree()
    assert "dead" not in dt
    assert dt.idom("dead") is None and dt.depth("dead") is None
    assert not dt.dominates("entry", "dead") and dt.nearest_common("entry", "dead") is None
    assert dt.children("dead") == []
    pdt = first.postdomtree()
    assert "dead" in pdt and pdt.idom("dead") == "right"
    second = m["second"].postdomtree()
    assert second.roots == ["top"]  # an infinite loop joined to the virtual exit
    assert second.as_dict() == {"name": "second", "idom": {"top": None}, "roots": ["top"], "unreachable": []}


def test_nearest_common_virtual_exit():
    f = conv.parse("func @f(%c) {\nentry:\n  br %c, a, b\na:\n  ret\nb:\n  ret\n}\n", "conv")["f"]
    pdt = f.postdomtree()
    assert pdt.idom("entry") is None  # two returns: the virtual exit
    assert pdt.nearest_common("a", "b") is None
    assert pdt.roots == ["a", "b"]


def test_cycles_nested_and_irreducible(no_leaks):
    m = conv.parse(NEST, "conv")
    f = m["nest"]
    cs = f.cycles()
    assert len(cs) == 3 and isinstance(cs[0], conv.Cycle)
    by_header = {c.header: c for c in cs}
    outer, inner, irr = by_header["h1"], by_header["h2"], by_header[irr_header(cs)]
    assert outer.depth == 1 and inner.depth == 2 and irr.depth == 1
    assert inner.parent == outer and outer.parent is None
    assert outer.children == [inner] and inner.children == []
    assert sorted(outer.blocks) == ["h1", "h2", "h2b", "l1"] and outer.blocks[0] == "h1"
    assert sorted(inner.blocks) == ["h2", "h2b"]
    assert outer.exits == ["out"] and outer.exiting == ["l1"]
    assert inner.exits == ["l1"] and sorted(inner.exiting) == ["h2", "h2b"]
    assert outer.reducible and inner.reducible
    assert not irr.reducible and sorted(irr.entries) == ["a", "b"] and irr.entries[0] == irr.header
    assert "h2b" in inner and "l1" not in inner and inner.contains("h2")
    assert inner in outer and outer not in inner and outer.contains_cycle(outer)
    assert cs.innermost("h2b") == inner and cs.innermost("l1") == outer and cs.innermost("out") is None
    assert cs.innermost("dead") is None
    assert set(cs.top_level) == {outer, irr}
    assert [c.index for c in cs] == [0, 1, 2] and cs[-1] == cs[2] and cs[0:2] == list(cs)[0:2]
    assert outer.as_dict()["parent"] is None and inner.as_dict()["parent"] == outer.index
    assert outer.heart is None
    assert "reducible" in repr(inner) and "3 cycles" in repr(cs)
    with pytest.raises(KeyError):
        cs.innermost("nope")
    with pytest.raises(ValueError):
        outer.contains_cycle(f.cycles()[0])  # another hierarchy
    cs.close()
    with pytest.raises(conv.ClosedError):
        len(cs)
    with pytest.raises(conv.ClosedError):
        outer.header
    assert "closed" in repr(outer) and "closed" in repr(cs)
    m.close()


def irr_header(cs):
    return next(c.header for c in cs if c.header in ("a", "b"))


def test_cycles_llvm19_entries():
    f = conv.parse(NEST, "conv")["nest"]
    default = {c.header: c.entries for c in f.cycles()}
    llvm19 = {c.header: c.entries for c in f.cycles(llvm19=True)}
    assert default["h2"] == ["h2"]
    assert llvm19["h2"] == ["h2", "h2b"]  # the dead predecessor makes h2b an entry
    assert f.cycles(llvm19=True).llvm19


def test_verify_valid_and_invalid():
    f = conv.parse(LOOP_CONV, "conv")["k"]
    r = f.verify()
    assert isinstance(r, conv.VerifyResult)
    assert r.valid and r == [] and r.function == "k" and r.codes == []
    assert r.as_dict() == {"name": "k", "valid": True, "diagnostics": []}
    bad = conv.load(data("tests", "verify", "cycle-use_invalid_1.ll"))
    r = bad.definitions[0].verify()
    assert not r.valid and r.codes == ["token.cycle-use"]
    d = r[0]
    assert isinstance(d, conv.Diagnostic)
    assert d.severity == "error" and d.block == "B" and d.line == 17 and d.col == 3
    assert d.function == "use_in_cycle"
    assert str(d).endswith(f"[token.cycle-use] {d.message}")
    assert "valid=False" in repr(r)
    assert [x.valid for x in bad.verify()] == [False]


def test_verify_allow_token_on_nonconvergent():
    f = conv.load(data("examples", "data", "features.conv"))["main"]
    assert f.verify().codes == ["token.nonconvergent-call"]
    assert f.verify(allow_token_on_nonconvergent=True).valid


def test_heart_and_token_region():
    m = conv.load(data("examples", "data", "tokens.ll"))
    f = m["tokens"]
    cs = f.cycles()
    assert len(cs) == 1 and cs[0].heart == f.value("%h")
    assert f.token_region_contains("%h", "%b")
    assert f.token_uses("%h") == [f.value("%b")] and [str(v) for v in f.token_uses("%e")] == ["%h"]
    assert f.token_uses("%b") == []  # not a token definition
    assert f.token_region_contains("%e", "%h")
    assert not f.token_region_contains("%h", "%r")
    assert f.token_region_contains("%a", "%r") and not f.token_region_contains("%a", "%b")
    dt = f.domtree()
    assert f.token_region_contains(f.value("%e"), f.value("%b"), dt)
    with pytest.raises(conv.InvalidArgumentError):
        f.token_region_contains("%b", "%r")  # %b is not a token definition
    with pytest.raises(conv.InvalidArgumentError):
        f.token_region_contains("%h", "%n")  # an argument is not an instruction
    with pytest.raises(conv.InvalidArgumentError):
        f.token_region_contains("%h", "%b", f.postdomtree())
    other = conv.load(data("examples", "data", "tokens.ll"))["tokens"]
    with pytest.raises(ValueError):
        f.token_region_contains("%h", "%b", other.domtree())


def test_analyses_need_finalized_functions():
    m = conv.Module()
    f = m.add_function("f")
    f.add_block("entry")
    f.ret("entry")
    for call in (f.domtree, f.postdomtree, f.cycles, f.verify, f.rpo, f.edges, f.unreachable_blocks,
                 lambda: f.successors("entry"), lambda: f.predecessors("entry"),
                 lambda: f.is_reachable("entry"), lambda: f.token_region_contains("%x", "%y")):
        with pytest.raises((conv.NotFinalizedError, conv.NameNotFoundError)):
            call()
    with pytest.raises(conv.NotFinalizedError) as ei:
        f.domtree()
    assert ei.value.code == "CONV_ERR_NOT_FINALIZED"
