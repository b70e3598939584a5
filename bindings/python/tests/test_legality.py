"""The legality stage from Python: Function.can_* and Legality answer with a
Verdict, apply_* make the transformed copy, equivalent() compares the two
programs under the interpreter. The expected verdicts come from the
documents (seed 000's reduction and shuffle examples, DXC's merge, LEGALITY.md
R1-R5, R22), as in tests/legality/, never from conv's output."""
import gc
import json
import subprocess

import pytest

import conv
from conftest import ROOT, data

# The spec's reduction (seed 000): one @subgroupAdd in each arm of a branch
# on %cc, with the entry token. %cc is an unflagged argument in @uniform (one
# value for every thread), a thread-id comparison in @divergent.
ARMS = """\
  br %cc, then, else
then:
  %gains = call @subgroupAdd(%delta) ctrl %entry convergent speculatable collective
  br end
else:
  %losses = call @subgroupAdd(%delta) ctrl %entry convergent speculatable collective
  br end
end:
  %total = phi [%gains, then], [%losses, else]
  store %total, %out
  ret
}
"""
REDUCTION = ("func @uniform(%cc, %delta, %out) convergent kernel {\nentry:\n  %entry = token.entry\n" + ARMS +
             "\nfunc @divergent(%tid divergent, %delta, %out) convergent kernel {\nentry:\n  %entry = token.entry\n"
             "  %cc = icmp %tid, %delta\n" + ARMS)

# Operations without convergence: a pure add, and stores (effects).
PLAIN = """\
func @plain(%c divergent, %x, %p, %q) {
entry:
  br %c, then, end
then:
  %y = add %x, 1
  store %x, %p
  br mid
mid:
  store 2, %p
  store 3, %q
  br end
end:
  ret
}
"""


@pytest.fixture
def reduction():
    with conv.parse(REDUCTION, "conv") as m:
        yield m


def test_uniform_hoist_is_legal(reduction):
    # R1: %cc uniform -> the hoisted call still communicates among the whole group
    v = reduction["uniform"].can_hoist("%gains", "entry")
    assert isinstance(v, conv.Verdict)
    assert v and v.legal and v.reason == "CONV_LEGAL_UNIFORM"
    assert v.blocking == ("none", None)
    assert v.message.startswith("legal") and str(v) == v.message


def test_divergent_hoist_is_illegal_and_names_the_branch(reduction):
    # R1(a): the branch ending `entry` is divergent
    v = reduction["divergent"].can_hoist("%gains", "entry")
    assert not v and v.legal is False
    assert v.reason == "CONV_LEGAL_DIVERGENT_BRANCH"
    assert v.blocking == ("branch", "entry")
    assert v.message.startswith("illegal") and "entry" in v.message


def test_wave_size_one_makes_every_branch_uniform(reduction):
    # DESIGN: wave size 1 is a CPU, so the divergent hoist is legal
    assert reduction["divergent"].can_hoist("%gains", "entry", wave_size=1)
    assert reduction["divergent"].can_merge("%gains", "%losses", "end", wave_size=1)


def test_arguments_mode_divergent(reduction):
    # the same uniform function, read as callable from anywhere: %cc divergent
    v = reduction["uniform"].can_hoist("%gains", "entry", arguments="divergent")
    assert not v and v.reason == "CONV_LEGAL_DIVERGENT_BRANCH"


def test_merge_follows_the_branch(reduction):
    # R4 (DXC #241): merging the two sums is legal only across a uniform branch,
    # hoisted into the dominator or sunk into the join (replacing the phi)
    u, d = reduction["uniform"], reduction["divergent"]
    assert u.can_merge("%gains", "%losses", "entry").reason == "CONV_LEGAL_UNIFORM"
    assert u.can_merge("%gains", "%losses", "end").reason == "CONV_LEGAL_UNIFORM"
    for block in ("entry", "end"):
        v = d.can_merge("%gains", "%losses", block)
        assert not v and v.blocking == ("branch", "entry")


def test_speculation_needs_superset_safe():
    # R3 (seed 000, subgroupShuffle): only superset-safe operations may be
    # speculated above a divergent branch; `speculatable` alone is not enough
    text = """\
func @f(%c divergent, %data divergent, %id, %out) convergent {
entry:
  %e = token.entry
  br %c, then, end
then:
  %poison = call @shuffle(%data, %id) ctrl %e convergent speculatable superset_safe
  %ub = call @shuffle(%data, %id) ctrl %e convergent speculatable
  store %poison, %out
  store %ub, %out
  br end
end:
  ret
}
"""
    with conv.parse(text, "conv") as m:
        f = m["f"]
        assert f.value("%poison").flags & conv.Flag.SUPERSET_SAFE
        assert not f.value("%ub").flags & conv.Flag.SUPERSET_SAFE
        v = f.can_speculate("%poison", "entry")
        assert v and v.reason == "CONV_LEGAL_SUPERSET_SAFE"
        v = f.can_speculate("%ub", "entry")
        assert not v and v.reason == "CONV_LEGAL_NOT_SUPERSET_SAFE"


CSE = """\
func @f(%tid divergent, %n, %out) convergent kernel {
entry:
  %e = token.entry
  %b1 = call @ballot(1) ctrl %e convergent speculatable collective
  %b2 = call @ballot(1) ctrl %e convergent speculatable collective
  store %b2, %out
  %c = icmp %tid, %n
  br %c, then, end
then:
  %b3 = call @ballot(1) ctrl %e convergent speculatable collective
  store %b3, %out
  br end
end:
  store %b1, %out
  ret
}
"""


def test_cse_in_one_block_and_across_a_divergent_branch():
    # R5: same block -> same instance; a divergent branch between -> subset
    with conv.parse(CSE, "conv") as m:
        f = m["f"]
        v = f.can_cse("%b1", "%b2")
        assert v and v.reason == "CONV_LEGAL_SAME_INSTANCE"
        v = f.can_cse("%b1", "%b3")
        assert not v and v.blocking == ("branch", "entry")
        g = f.apply_cse("%b1", "%b2")
        assert g.name == "f.cse" and "%b2" not in [x.name for x in g.instructions("entry")]
        assert f.equivalent(g)


BARRIER = """\
func @f(%tid divergent, %n) convergent kernel {
entry:
  %e = token.entry
  %c = icmp %tid, %n
  br %c, then, end
then:
  call @barrier() ctrl %e convergent barrier scope.workgroup
  br end
end:
  ret
}
"""


def test_block_colon_n_names_unnamed_instructions():
    # the barrier is a void call: it is "then:0"
    with conv.parse(BARRIER, "conv") as m:
        f = m["f"]
        bar = f.instructions("then")[0]
        assert bar.flags & conv.Flag.BARRIER and bar.scope == "workgroup"
        assert f.value("%c").scope == "wave"
        v = f.can_hoist("then:0", "entry")
        assert f.can_hoist(bar, "entry") == v
        v = f.can_sink("entry:1", "then")  # %c has no user in `then`
        assert not v and v.reason == "CONV_LEGAL_USER" and v.blocking[0] == "value"
        with pytest.raises(IndexError):
            f.can_hoist("then:5", "entry")
        with pytest.raises(ValueError):
            f.can_hoist("then:x", "entry")


def test_barrier_rises_out_of_an_if():
    # seed 004 (Lebar): "it's legal to hoist syncthreads out of an `if`"
    with conv.parse(BARRIER, "conv") as m:
        v = m["f"].can_hoist("then:0", "entry")
        assert v and v.reason == "CONV_LEGAL_BARRIER_HOIST"


def test_plain_operations_and_may_reorder():
    with conv.parse(PLAIN, "conv") as m:
        f = m["plain"]
        v = f.can_hoist("%y", "entry")
        assert v and v.reason == "CONV_LEGAL_NOT_CONVERGENT"
        v = f.can_hoist("then:1", "entry")  # a store on the other arm's threads
        assert not v and v.reason == "CONV_LEGAL_EXECUTION_COUNT"
        with f.legality() as legality:
            v = legality.can_hoist("mid:1", "then")  # past another store
            assert not v and v.reason == "CONV_LEGAL_REORDER" and v.blocking == ("value", "mid:0")
        asked = []

        def may_reorder(moving, crossed):
            asked.append((str(moving), crossed.block))
            return True

        with f.legality(may_reorder=may_reorder) as legality:
            assert legality.wave_size == 64
            assert legality.can_hoist("mid:1", "then")
        assert asked and asked[0][1] == "mid"

        def broken(moving, crossed):
            raise RuntimeError("no alias analysis today")

        with f.legality(may_reorder=broken) as legality:
            with pytest.raises(RuntimeError, match="no alias analysis"):
                legality.can_hoist("mid:1", "then")
        with pytest.raises(TypeError):
            f.legality(may_reorder=5)


def test_apply_and_equivalent(reduction):
    f = reduction["uniform"]
    g = f.apply_hoist("%gains", "entry")
    assert g.name == "uniform.hoist" and g in reduction.functions
    assert g.value("%gains").block == "entry"
    e = f.equivalent(g)
    assert isinstance(e, conv.Equivalence) and e and e.runs == 8 and e.counterexample is None and e.run is None
    assert f.apply_hoist("%gains", "entry").name == "uniform.hoist.2"
    m = f.apply_merge("%gains", "%losses", "end")
    assert f.equivalent(m, seeds=[3, 4], threads=16, wave_size=[64, 8], anchors="maximal")


def test_sink_of_the_texture_sample():
    # seed 000, texture sampling: the sample may sink into the conditional
    # only when the condition is uniform (R2)
    text = """\
func @f(%cond, %coords) convergent {
entry:
  %e = token.entry
  %color = call @textureSample(%coords) ctrl %e convergent speculatable scope.quad
  br %cond, then, end
then:
  call @use(%color)
  br end
end:
  ret
}
"""
    with conv.parse(text, "conv") as m:
        f = m["f"]
        assert f.value("%color").scope == "quad"
        assert f.can_sink("%color", "then").reason == "CONV_LEGAL_UNIFORM"
        g = f.apply_sink("%color", "then", name="sunk")
        assert g.name == "sunk" and g.value("%color").block == "then"
        assert f.equivalent(g, seeds=4)
        assert not f.can_sink("%color", "then", arguments="divergent")


def test_equivalent_finds_the_divergent_hoist(reduction):
    # illegal (R1): the hoisted sum adds the other arm's threads
    f = reduction["divergent"]
    g = f.apply_hoist("%gains", "entry")
    e = f.equivalent(g, seeds=8)
    assert not e and e.counterexample.code == "legal.counterexample"
    assert set(e.run) == {"seed", "threads", "wave_size", "anchors"}
    assert e.runs >= 1 and e.run["threads"] > 1


def test_errors(reduction):
    f = reduction["uniform"]
    with pytest.raises(conv.NameNotFoundError):
        f.can_hoist("%gains", "nowhere")
    with pytest.raises(conv.NameNotFoundError):
        f.can_hoist("%nothing", "entry")
    with pytest.raises(conv.InvalidArgumentError):
        f.can_hoist("%cc", "entry")  # an argument
    with pytest.raises(ValueError):
        f.legality(arguments="sometimes")
    with pytest.raises(ValueError):
        f.legality(wave_size=0)
    with pytest.raises(conv.DuplicateError):
        f.apply_hoist("%gains", "entry", name="divergent")
    with pytest.raises(TypeError):
        f.equivalent("divergent")
    with pytest.raises(ValueError):
        f.equivalent(reduction["divergent"], anchors="some")
    with conv.parse(REDUCTION, "conv") as other:
        with pytest.raises(conv.InvalidArgumentError):
            f.equivalent(other["uniform"])


def test_reasons_list():
    assert conv.REASONS[0] == "CONV_LEGAL_SAME_PLACE"
    assert "CONV_LEGAL_UNIFORM" in conv.REASONS and "CONV_LEGAL_BARRIER_SINK" in conv.REASONS
    assert len(conv.REASONS) == len(set(conv.REASONS)) == conv._legality.lib.CONV_LEGAL_REASON_COUNT
    assert conv.REASONS.index("CONV_LEGAL_UNIFORM") < conv.REASONS.index("CONV_LEGAL_DIVERGENT_BRANCH")


def test_lifetime(no_leaks):
    m = conv.parse(REDUCTION, "conv")
    legality = m["uniform"].legality()
    assert "uniform" in repr(legality)
    m.close()
    assert legality.closed and "closed" in repr(legality)
    with pytest.raises(conv.ClosedError):
        legality.can_hoist("%gains", "entry")
    legality.close()


def test_agrees_with_the_cli(cli, tmp_path):
    path = tmp_path / "r.conv"
    path.write_text(REDUCTION)
    with conv.load(str(path)) as m:
        for fname in ("uniform", "divergent"):
            v = m[fname].can_merge("%gains", "%losses", "entry")
            p = subprocess.run([cli, "query", str(path), "can-merge", "%gains", "%losses", "entry", "--function",
                                fname, "--json"], capture_output=True, text=True, cwd=ROOT)
            j = json.loads(p.stdout)
            assert p.returncode == (0 if v else 1)
            assert {k: j[k] for k in ("legal", "reason", "message", "blocking")} == v.as_dict()


def legality_workload():
    """Every legality entry point that allocates, once."""
    m = conv.parse(REDUCTION, "conv")
    f = m["uniform"]
    with f.legality(may_reorder=lambda a, b: False) as legality:
        legality.can_hoist("%gains", "entry")
        legality.can_sink("%total", "end")
        legality.can_speculate("then:0", "entry")
        legality.can_merge("%gains", "%losses", "end")
        legality.can_cse("%gains", "%losses")
    f.can_hoist("%gains", "entry", wave_size=1)
    g = f.apply_hoist("%gains", "entry")
    f.apply_sink("%gains", "then")
    f.apply_merge("%gains", "%losses", "entry")
    f.equivalent(g, seeds=1, threads=4, wave_size=[2])
    m.close()
    with conv.parse(CSE, "conv") as m:
        m["f"].apply_cse("%b1", "%b2")


def test_out_of_memory_on_every_allocation():
    """Fails allocation k for k = 0, 1, ... until the workload runs through:
    each failure must be an OutOfMemoryError and leave nothing behind."""
    from conv import _testing as testing
    gc.collect()
    before = conv.memory_stats().live_blocks
    k = failures = 0
    while True:
        with testing.failing_allocation(k):
            try:
                legality_workload()
            except MemoryError as e:
                assert isinstance(e, conv.OutOfMemoryError) and e.code == "CONV_ERR_OUT_OF_MEMORY"
                failures += 1
            fired = testing.pending() < 0
        gc.collect()
        assert conv.memory_stats().live_blocks == before, f"leak after failing allocation {k}"
        if not fired:
            break
        k += 1
    assert failures == k > 20


# Stage II (LEGALITY.md R9-R12): a join holding a ballot, reached from the
# two arms of a branch on %c (uniform in @uniform_join, the thread id in
# @divergent_join), then a loop with a heart. The verdicts are R10's (a
# copy per way in splits the ballot's threads unless the choice is
# uniform), R11's (re-routing in acyclic control flow keeps every set),
# R12's and R9's (peeled iterations keep their threads).
def _stage2(cond_def):
    return """\
entry:
  %e = token.entry
""" + cond_def + """\
  br %c, a, b
a:
  br join
b:
  %z = icmp %n, 2
  br join
join:
  %f = phi [1, a], [%z, b]
  %x = call @ballot(%n) ctrl %e convergent collective
  store %x, %n
  br %f, then, loop
then:
  store %n, %n
  br loop
loop:
  %i = phi [0, join], [0, then], [%i1, loop]
  %h = token.loop %e
  %r = call @reduce(%i) ctrl %h convergent collective
  store %r, %n
  %i1 = add %i, 1
  %d = icmp %i1, %tid
  br %d, loop, done
done:
  ret
}
"""


STAGE2 = ("func @uniform_join(%tid divergent, %n) convergent {\n" + _stage2("  %c = icmp %n, 3\n") +
          "\nfunc @divergent_join(%tid divergent, %n) convergent {\n" + _stage2("  %c = icmp %tid, 3\n"))


def test_stage2_copies_follow_the_choice_of_way_in():
    with conv.parse(STAGE2, "conv") as m:
        u, d = m["uniform_join"], m["divergent_join"]
        assert u.can_tail_duplicate("join").reason == "CONV_LEGAL_UNIFORM"
        v = d.can_tail_duplicate("join")
        assert not v and v.reason == "CONV_LEGAL_DIVERGENT_BRANCH" and v.blocking == ("branch", "entry")
        # one thread per wave: no group to split
        assert d.can_tail_duplicate("join", wave_size=1).reason == "CONV_LEGAL_NOT_CONVERGENT"
        # threading a -> join -> then copies the ballot's block for a's threads
        assert u.can_jump_thread("a", "join", "then")
        assert not d.can_jump_thread("a", "join", "then")
        # then's only successor is loop, but loop has other ways in
        assert m["uniform_join"].can_merge_blocks("then", "loop").reason == "CONV_LEGAL_SHAPE"
        with u.legality() as L:
            assert L.can_tail_duplicate("join") and L.can_jump_thread("a", "join", "then")
            assert L.can_merge_blocks("a", "join").reason == "CONV_LEGAL_SHAPE"
            assert L.can_peel("loop", 2).reason == "CONV_LEGAL_SAME_ITERATIONS"
            assert L.can_peel("join").reason == "CONV_LEGAL_SHAPE"  # heads no cycle
            # R7: the heart kept once; R8: a remainder under the heart needs a uniform trip count (%tid decides)
            assert L.can_unroll("loop", 2, "multiple").reason == "CONV_LEGAL_SAME_ITERATIONS"
            assert L.can_unroll("loop", 2, "runtime").reason == "CONV_LEGAL_DIVERGENT_BRANCH"
            with pytest.raises(ValueError):
                L.can_unroll("loop", 2, "sideways")
        assert u.can_unroll("loop", 4, "runtime", wave_size=1)


DEAD_LOOP = """\
func @d(%tid divergent, %x, %out) convergent {
entry:
  %e = token.entry
  br loop
loop:
  %i = phi [0, entry], [%i1, loop]
  %h = token.loop %e
  %r = call @reduce(%i) ctrl %h convergent collective speculatable
  %i1 = add %i, 1
  %c = icmp %i1, %tid
  br %c, loop, exit
exit:
  store %x, %out
  ret
}
"""


def test_stage2_apply_and_equivalent():
    with conv.parse(STAGE2, "conv") as m:
        u = m["uniform_join"]
        for g in (u.apply_tail_duplicate("join"), u.apply_jump_thread("a", "join", "then"),
                  u.apply_peel("loop", 1), u.apply_unroll("loop", 3)):
            assert u.equivalent(g, seeds=4)
        assert [b for b in m["uniform_join.peel"].blocks if b.startswith("loop")] == ["loop.peel1", "loop"]
        d = m["divergent_join"]
        g = d.apply_tail_duplicate("join")   # illegal, but performed: the check shows why
        assert not d.equivalent(g, seeds=8)
        with pytest.raises(conv.InvalidArgumentError):
            d.apply_merge_blocks("a", "join")  # not the shape: refused
        # unswitching needs one way in: join and then both lead to the loop
        assert u.can_unswitch("loop", "loop").reason == "CONV_LEGAL_SHAPE"
        with pytest.raises(conv.InvalidArgumentError):
            u.apply_unswitch("loop", "loop")
        # two ways into the loop (join, then): not the shape deletion needs; a
        # loop that only computes, nothing read after it, is dead
        dead = conv.parse(DEAD_LOOP, "conv")
        assert u.can_delete_loop("loop").reason == "CONV_LEGAL_SHAPE"
        assert dead["d"].can_delete_loop("loop").reason == "CONV_LEGAL_UNUSED"
        assert dead["d"].equivalent(dead["d"].apply_delete_loop("loop"), seeds=4)
        dead.close()
        # one latch only: nothing to separate
        assert u.can_separate_backedges("loop").reason == "CONV_LEGAL_SHAPE"
        with pytest.raises(conv.InvalidArgumentError):
            u.apply_separate_backedges("loop")
        m2 = conv.parse("func @s(%x) {\nentry:\n  br next\nnext:\n  store %x, %x\n  ret\n}\n", "conv")
        merged = m2["s"].apply_merge_blocks("entry", "next")
        assert list(merged.blocks) == ["entry"]
        m2.close()


ROTATE = """\
func @r(%tid divergent, %out) {
entry:
  br head
head:
  %i = phi [0, entry], [%i1, body]
  %b = call @ballot(%i) convergent collective
  %c = icmp %i, %tid
  br %c, body, exit
body:
  %i1 = add %i, 1
  br head
exit:
  store %b, %out
  ret
}
"""


def test_rotation():
    # R17: the header's ballot keeps its threads per iteration (the first in
    # the guard); its value after the loop comes from a new phi in `exit`
    m = conv.parse(ROTATE, "conv")
    f = m["r"]
    v = f.can_rotate("head")
    assert v and v.reason == "CONV_LEGAL_SAME_ITERATIONS"
    g = f.apply_rotate("head")
    assert list(g.blocks) == ["entry", "head.guard", "head", "body", "exit"]
    assert f.equivalent(g, seeds=8)
    # the body is not a header; the guard is outside any loop
    assert f.can_rotate("body").reason == "CONV_LEGAL_SHAPE"
    assert g.can_rotate("head.guard").reason == "CONV_LEGAL_SHAPE"
    with f.legality(wave_size=1) as L:
        assert L.can_rotate("head").reason == "CONV_LEGAL_SAME_ITERATIONS"
    m.close()


def test_full_unroll_with_a_known_trip_count():
    # R6: a bottom-tested loop of four iterations whose heart is used after
    # it; straight-line code is proved under concrete semantics, and a
    # wrong trip count is caught by the same check
    m = conv.load(data("tests", "legality", "unroll-full.ll"))
    f = m["four"]
    assert f.can_unroll("loop", 4, "full").reason == "CONV_LEGAL_SAME_ITERATIONS"
    assert f.can_unroll("loop", 2, "multiple").reason == "CONV_LEGAL_TOKEN_ESCAPES"
    g = f.apply_unroll("loop", 4, kind="full")
    assert [b for b in g.blocks if b.startswith("loop")] == ["loop.unroll1", "loop.unroll2", "loop.unroll3", "loop"]
    assert f.equivalent(g, seeds=8, concrete=True)
    wrong = f.apply_unroll("loop", 3, kind="full", name="four.three")
    assert not f.equivalent(wrong, seeds=2, concrete=True)
    with pytest.raises(ValueError):
        f.apply_unroll("loop", 2, kind="sideways")
    # a loop with a break is not bottom-tested: refused
    with pytest.raises(conv.InvalidArgumentError):
        m["break_out"].apply_unroll("loop", 4, kind="full")
    m.close()


def test_runtime_unroll_with_a_remainder():
    # R8: a guard, the unrolled loop (heart once) and a remainder loop with
    # its own heart; proved under concrete semantics when the count is
    # uniform, refuted when each thread runs its own count
    m = conv.load(data("tests", "legality", "unroll-runtime.ll"))
    f = m["uniform"]
    g = f.apply_unroll("loop", 3, kind="runtime")
    assert list(g.blocks) == ["entry", "loop.unroll.guard", "loop", "loop.unroll1", "loop.unroll2",
                              "loop.unroll.check", "loop.rem", "exit"]
    assert f.equivalent(g, seeds=8, concrete=True)
    d = m["divergent"]
    assert d.can_unroll("loop", 2, "runtime").reason == "CONV_LEGAL_DIVERGENT_BRANCH"
    assert not d.equivalent(d.apply_unroll("loop", 2, kind="runtime"), seeds=2, concrete=True)
    # an equality exit test cannot be tested ahead: no remainder is built
    with pytest.raises(conv.InvalidArgumentError):
        m["not_counted"].apply_unroll("loop", 2, kind="runtime")
    m.close()


def test_change_exit():
    # R24: a token of the loop used after it refuses; a plain loop does not
    m = conv.load(data("tests", "legality", "change-exit.conv"))
    assert m["token_after"].can_change_exit("loop").reason == "CONV_LEGAL_TOKEN_ESCAPES"
    assert m["ballot_inside"].can_change_exit("loop").reason == "CONV_LEGAL_EXECUTION_COUNT"
    assert m["plain"].can_change_exit("loop")
    with m["plain"].legality() as L:
        assert L.can_change_exit("loop").reason == "CONV_LEGAL_NOT_CONVERGENT"
    m.close()


def test_unroll_with_a_known_trip_count(cli):
    # R8: a trip count the caller knows is the same for every thread, so a
    # remainder runs in one copy for all; the CLI's --trip-count agrees
    m = conv.load(data("tests", "legality", "unroll-full.ll"))
    f = m["counted"]
    assert f.can_unroll("loop", 3, "runtime").reason == "CONV_LEGAL_DIVERGENT_BRANCH"
    assert f.can_unroll("loop", 3, "runtime", trip_count=4).reason == "CONV_LEGAL_SAME_ITERATIONS"
    assert f.can_unroll("loop", 2, "multiple", trip_count=4)
    for kind, factor in (("full", 3), ("multiple", 3), ("runtime", 2)):
        with pytest.raises(ValueError):
            f.can_unroll("loop", factor, kind, trip_count=4)
    r = subprocess.run([cli, "query", data("tests", "legality", "unroll-full.ll"), "can-unroll", "loop", "3",
                        "runtime", "--trip-count", "4", "--function", "counted", "--json"],
                       capture_output=True, text=True)
    assert r.returncode == 0 and json.loads(r.stdout)["reason"] == "CONV_LEGAL_SAME_ITERATIONS"
    m.close()
