"""Function.uniformity(): the Uniformity result, its reasons and
explanations, options and their errors; Function.to_dot()."""
import pytest

import conv
from conftest import LOOP_CONV, data

# Every kind of reason: a source (%tid), operands, a join (%p), temporal
# divergence (%u uses %i after the loop that threads leave in different
# iterations) and an irreducible cycle {x, y} entered through both
# entries after a divergent branch (its phis are divergent; a pure operation
# on %n there would stay uniform: the same in every iteration).
REASONS = """\
func @t(%tid divergent, %n) {
entry:
  %c = icmp %tid, %n
  br %c, a, b
a:
  br j
b:
  br j
j:
  %p = phi [1, a], [2, b]
  %q = add %p, 1
  br loop
loop:
  %i = phi [0, j], [%i.next, loop]
  %i.next = add %i, 1
  %d = icmp %i.next, %tid
  br %d, loop, exit
exit:
  %u = add %i, %n
  br %c, x, y
x:
  %vx = phi [%n, exit], [%vy, y]
  br %n, y, out
y:
  %vy = phi [%n, exit], [%vx, x]
  br %n, x, out
out:
  ret
}
"""


@pytest.fixture
def fn():
    with conv.parse(REASONS, "conv") as m:
        yield m["t"]


def test_answers(no_leaks, fn):
    with fn.uniformity() as u:
        assert u.function is fn and u.wave_size == 64 and u.arguments == "flagged"
        assert u.is_divergent("%tid") and u.is_divergent(fn.value("%c")) and not u.is_uniform("%c")
        assert u.is_uniform("%n") and u.is_uniform("%i") and u.is_uniform("i.next")  # '%' is optional
        assert [str(v) for v in u.divergent_values()] == ["%tid", "%c", "%p", "%q", "%d", "%u", "%vx", "%vy"]
        assert u.branch_divergent("entry") and u.branch_divergent("loop") and not u.branch_divergent("a")
        assert u.divergent_branches() == ["entry", "loop", "exit"]
        assert u.cycles_with_divergent_exit == ["loop"]
        assert u.cycles_assumed_divergent == ["y"]
        # per exit: the loop's only exit, and every exit of the assumed cycle
        assert sorted(u.divergent_exits) == [("loop", "exit"), ("y", "out")]
        assert u.exit_divergent("loop", "exit") and not u.exit_divergent("loop", "out")
        assert "8 divergent values" in repr(u)
    assert "closed" in repr(u)


def test_reasons(no_leaks, fn):
    with fn.uniformity() as u:
        r = u.reason("%tid")
        assert (r.kind, r.value, r.block, r.cycle) == ("source", None, None, None) and r.divergent
        assert str(r) == "a divergence source"
        r = u.reason("%c")
        assert r.kind == "operand" and r.value == fn.value("%tid") and r.text == "uses the divergent %tid"
        r = u.reason("%p")
        assert r.kind == "join" and r.block == "entry"
        assert str(r) == "a phi where paths from the divergent branch of entry meet"
        r = u.reason("%u")
        assert r.kind == "temporal" and r.value.name == "%i" and r.cycle == "loop"
        r = u.reason("%vx")
        assert r.kind == "cycle" and r.cycle == "y" and r.block == "exit"
        r = u.reason("%i")
        assert r.kind == "none" and not r.divergent and str(r) == "uniform"
        assert u.branch_reason("loop") == conv.Reason("operand", fn.value("%d"))
        assert u.branch_reason("a").kind == "none"
        assert isinstance(r, conv.Reason)


def test_explain(no_leaks, fn):
    with fn.uniformity() as u:
        assert u.explain("%q") == [
            "%q is divergent: uses the divergent %p",
            "%p is divergent: a phi where paths from the divergent branch of entry meet",
            "the branch of entry is divergent: its condition %c is divergent",
            "%c is divergent: uses the divergent %tid",
            "%tid is divergent: a divergence source"]
        assert u.explain("%u")[:2] == [
            "%u is divergent: uses %i from the cycle headed by loop, which threads leave in different iterations",
            "the cycle's exit is divergent: the branch of loop is divergent: its condition %d is divergent"]
        assert u.explain(fn.value("%vx"))[0].endswith("which the branch of exit sends threads into through "
                                                     "different entries")
        assert u.explain("%i") == ["%i is uniform"]
        assert u.explain("y") == ["the branch of y is uniform"]
        assert u.explain("loop")[0] == "the branch of loop is divergent: its condition %d is divergent"
        assert u.explain("vy")[0].startswith("%vy is divergent")  # no block "vy": the value "%vy"
        with pytest.raises(conv.NameNotFoundError):
            u.explain("%nope")
        with pytest.raises(conv.NameNotFoundError):
            u.explain("nope")


def test_as_dict(no_leaks, fn):
    with fn.uniformity() as u:
        d = u.as_dict()
    assert d["name"] == "t" and d["divergent_arguments"] == ["%tid"]
    assert d["blocks"][0] == {"name": "entry", "divergent_terminator": True, "terminator_uniform_scope": "thread",
                              "values": [{"name": "%c", "divergent": True, "uniform_scope": "thread"}]}
    assert {"name": "%tid", "divergent": True, "uniform_scope": "thread"} in d["arguments"]
    assert d["cycles_with_divergent_exit"] == ["loop"] and d["cycles_assumed_divergent"] == ["y"]


def test_options(no_leaks, fn):
    with fn.uniformity(wave_size=1) as u:  # a CPU: nothing is divergent
        assert u.divergent_values() == [] and u.divergent_branches() == [] and u.wave_size == 1
        assert u.cycles_with_divergent_exit == [] and u.cycles_assumed_divergent == []
    with fn.uniformity(arguments="divergent") as u:
        assert u.is_divergent("%n") and u.branch_divergent("x") and u.arguments == "divergent"
    with fn.uniformity(arguments="uniform") as u:
        assert u.is_uniform("%tid") and u.divergent_values() == []
    with fn.uniformity(arguments="flagged") as u:
        assert u.is_divergent("%tid")
    with fn.uniformity(extra_sources=["%i"]) as u:
        assert u.is_divergent("%i") and u.reason("%i").kind == "source" and u.is_divergent("%i.next")
    with fn.uniformity(extra_sources="%i.next") as u:  # one name
        assert u.is_divergent("%i.next")
    with fn.uniformity(extra_uniform=[fn.value("%c"), "%d"]) as u:
        assert u.is_uniform("%c") and u.is_uniform("%p") and not u.branch_divergent("loop")
        assert u.cycles_with_divergent_exit == []


def test_errors(no_leaks, fn):
    with pytest.raises(conv.NameNotFoundError):
        fn.uniformity(extra_sources=["%nope"])
    with pytest.raises(KeyError):
        fn.uniformity(extra_uniform=["%nope"])
    with pytest.raises(ValueError):
        fn.uniformity(wave_size=0)
    with pytest.raises(ValueError):
        fn.uniformity(wave_size=1 << 32)
    with pytest.raises(TypeError):
        fn.uniformity(wave_size="64")
    with pytest.raises(ValueError):
        fn.uniformity(arguments="sometimes")
    with pytest.raises(TypeError):
        fn.uniformity(extra_sources=5)
    with conv.parse(LOOP_CONV, "conv") as other:
        with pytest.raises(ValueError):
            fn.uniformity(extra_sources=[other["k"].value("%tid")])
    with fn.uniformity() as u:
        with pytest.raises(conv.NameNotFoundError):
            u.is_divergent("%nope")
        with pytest.raises(conv.NameNotFoundError):
            u.is_uniform("%nope")
        with pytest.raises(conv.NameNotFoundError):
            u.branch_divergent("nope")
        with pytest.raises(conv.NameNotFoundError):
            u.reason("%nope")
        with pytest.raises(conv.NameNotFoundError):
            u.branch_reason("nope")
        with pytest.raises(TypeError):
            u.branch_divergent(3)
    u.close()
    u.close()  # idempotent
    for use in (lambda: u.is_divergent("%c"), lambda: u.explain("%c"), lambda: u.as_dict(),
                lambda: u.cycles_with_divergent_exit, lambda: u.reason("%c")):
        with pytest.raises(conv.ClosedError):
            use()
    assert u.closed


def test_not_finalized(no_leaks):
    with conv.Module() as m:
        f = m.add_function("f")
        f.add_block("entry")
        f.ret("entry")
        with pytest.raises(conv.NotFinalizedError):
            f.uniformity()
        with pytest.raises(conv.NotFinalizedError):
            f.to_dot()
        with pytest.raises(conv.NotFinalizedError):
            f.simulate()


def test_builder_function(no_leaks):
    """An analysis of a function made with the builder (names the readers
    never produce: unnamed values get the CLI's "(kind opcode)" labels)."""
    with conv.Module() as m:
        f = m.add_function("g", kernel=True)
        tid = f.add_argument("%tid", "divergent")
        f.add_block("entry")
        f.add_block("a")
        f.add_block("b")
        # unnamed: HAS_RESULT is only set by the builder for named values
        c = f.op("entry", "icmp", tid, 0, flags=conv.Flag.HAS_RESULT)
        f.cond_br("entry", c, "a", "b")
        f.br("a", "b")
        f.ret("b")
        f.finalize()
        with f.uniformity() as u:
            assert u.is_divergent(c) and u.branch_divergent("entry")
            assert u.explain("entry") == ["the branch of entry is divergent: its condition (generic icmp) is divergent",
                                          "(generic icmp) is divergent: uses the divergent %tid",
                                          "%tid is divergent: a divergence source"]
            assert u.as_dict()["blocks"][0]["values"] == []  # unnamed values are not listed
        dot = f.to_dot()
        assert '<font color="red">(generic icmp)</font>' in dot and "b0 -> b1 [color=red];" in dot


def test_to_dot(no_leaks, fn):
    dot = fn.to_dot()
    assert dot.startswith('digraph "t" {\n') and dot.endswith("}\n")
    assert 'label="cycle headed by loop, divergent exit"; style=rounded; color=red;' in dot
    assert 'label="cycle headed by y (irreducible), assumed divergent"; style=rounded; color=red;' in dot
    assert "b4 -> b5 [color=red, style=dashed];" in dot  # leaving the loop
    assert "(join)" in dot and "peripheries=2" in dot
    assert "color=red" not in fn.to_dot(wave_size=1)
    assert fn.to_dot(arguments="uniform") == fn.to_dot(wave_size=1)
    assert fn.module.to_dot() == dot
    with pytest.raises(ValueError):
        fn.to_dot(arguments="bogus")
    with pytest.raises(ValueError):
        fn.to_dot(wave_size=0)


def test_to_dot_shades_token_regions(no_leaks):
    with conv.load(data("examples", "data", "ballot.conv")) as m:
        dot = m["kernel"].to_dot()
    assert 'fillcolor="#b0c8f0"' in dot and 'fillcolor="#dde8fa"' in dot


def test_to_dot_escapes(no_leaks):
    with conv.load(data("examples", "data", "control_flow.ll")) as m:
        dot = m["cf"].to_dot()
    # inside an HTML-like label a quote is an entity (Graphviz would draw a
    # backslash written before it)
    assert '<b>a&quot;b</b>' in dot and '\\"' not in dot.split("label=<", 1)[1]
