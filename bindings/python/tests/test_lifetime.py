"""Ownership and lifetimes: close(), `with`, garbage collection in any
order, closing a module under its analyses, the counting allocator's leak
check, and out-of-memory on every allocation in turn."""
import gc
import random
import threading

import pytest

import conv
import conv._testing as testing
from conftest import LOOP_CONV, data


def live():
    gc.collect()
    return conv.memory_stats().live_blocks


def test_memory_stats_counts():
    before = conv.memory_stats()
    m = conv.parse(LOOP_CONV, "conv")
    during = conv.memory_stats()
    assert during.live_blocks > before.live_blocks and during.live_bytes > before.live_bytes
    assert during.total_allocations > before.total_allocations
    m.close()
    after = conv.memory_stats()
    assert (after.live_blocks, after.live_bytes) == (before.live_blocks, before.live_bytes)
    assert isinstance(after, conv.MemoryStats)


def test_with_and_close():
    before = live()
    with conv.parse(LOOP_CONV, "conv") as m:
        assert not m.closed
        f = m["k"]
        v = f.value("%b")
    assert m.closed and conv.memory_stats().live_blocks == before
    m.close()  # idempotent
    for use in (lambda: len(m), lambda: m["k"], lambda: m.to_text(), lambda: f.name, lambda: f.blocks,
                lambda: f.domtree(), lambda: v.name, lambda: v.kind, lambda: m.target):
        with pytest.raises(conv.ClosedError):
            use()
    with pytest.raises(ValueError):  # ClosedError is a ValueError too
        f.verify()
    assert "closed" in repr(m) and "closed" in repr(f) and "closed" in repr(v)


def test_closing_the_module_closes_its_analyses():
    before = live()
    m = conv.parse(LOOP_CONV, "conv")
    f = m["k"]
    dt, pdt, cs = f.domtree(), f.postdomtree(), f.cycles()
    cycle = cs[0]
    verdict = f.verify()
    m.close()
    assert conv.memory_stats().live_blocks == before  # at once, without gc
    assert dt.closed and pdt.closed and cs.closed
    for use in (lambda: dt.idom("body"), lambda: pdt.roots, lambda: len(cs), lambda: cycle.blocks,
                lambda: cycle.heart):
        with pytest.raises(conv.ClosedError):
            use()
    dt.close()
    cs.close()
    assert verdict.valid and verdict.as_dict()["name"] == "k"  # copied: outlives the module


def test_closing_the_module_closes_runs_and_uniformity():
    before = live()
    m = conv.load(data("examples", "data", "ballot.conv"))
    f = m["kernel"]
    u, run = f.uniformity(), f.simulate()
    instances, explained = run.instances, u.explain("%more")
    m.close()
    assert conv.memory_stats().live_blocks == before  # at once, without gc
    assert u.closed and run.closed
    for use in (lambda: u.is_divergent("%more"), lambda: u.cycles_assumed_divergent, lambda: run.finished,
                lambda: run[0], lambda: run.check(u)):
        with pytest.raises(conv.ClosedError):
            use()
    u.close()
    run.close()
    assert instances[0].name == "%t" and explained == ["%more is divergent: a divergence source"]


def test_objects_keep_their_module_alive():
    before = live()
    f = conv.parse(LOOP_CONV, "conv")["k"]  # the Module object is dropped here
    gc.collect()
    assert f.blocks[0] == "entry"
    dt = f.domtree()
    v = f.value("%h")
    del f
    gc.collect()
    assert dt.idom("body") == "header"
    assert v.kind is conv.Kind.LOOP
    cycle = conv.parse(LOOP_CONV, "conv")["k"].cycles()[0]
    gc.collect()
    assert cycle.header == "header" and cycle.heart.name == "%h"
    del dt, v, cycle
    assert live() == before
    u = conv.load(data("examples", "data", "ballot.conv"))["kernel"].uniformity()
    run = u.function.simulate()
    gc.collect()
    assert u.is_divergent("%more") and u.explain("loop")[0].startswith("the branch of loop")
    assert run.finished and run.check(u).sound and run[0].name == "%t"
    del u, run
    assert live() == before


def test_reference_counting_alone_frees_everything():
    """No reference cycle among the wrappers: dropping the last reference
    frees the C objects at once, without the cyclic collector."""
    gc.collect()
    gc.disable()
    try:
        before = conv.memory_stats().live_blocks
        m = conv.parse(LOOP_CONV, "conv")
        f = m["k"]
        v = f.value("%b")
        dt = f.domtree()
        cs = f.cycles()
        c = cs[0]
        assert c.parent is None and list(cs) == [c] and c.children == [] and v.token.kind is conv.Kind.LOOP
        del m, f, v, dt, cs, c
        assert conv.memory_stats().live_blocks == before
        f = conv.load(data("examples", "data", "ballot.conv"))["kernel"]
        u = f.uniformity()
        run = f.simulate(values=lambda name, thread, occurrence: None)
        assert run.check(u).sound and f.to_dot()
        del f, u, run
        assert conv.memory_stats().live_blocks == before
    finally:
        gc.enable()


def test_any_release_order():
    before = live()
    rng = random.Random(7)
    for _ in range(30):
        m = conv.load(data("examples", "data", "features.conv"))
        f = m["main"]
        g = conv.load(data("examples", "data", "tokens.ll"))["tokens"]  # main breaks a token rule
        objs = [m, f.domtree(), f.postdomtree(), f.cycles(), f.cycles(llvm19=True), f.uniformity(), g.module,
                g.simulate(threads=4, max_steps=50, values=lambda n, t, k: None)]
        rng.shuffle(objs)
        for o in objs[: rng.randrange(len(objs) + 1)]:
            o.close()
        # drop the rest in a reference cycle, left to the cyclic collector
        holder = {"objs": objs, "fn": f, "g": g}
        holder["self"] = holder
        del m, f, g, objs, holder
    assert live() == before


def test_leak_check_create_close_loops():
    before = live()
    for i in range(200):
        m = conv.load(data("examples", "data", "tokens.ll")) if i % 2 else conv.parse(LOOP_CONV, "conv")
        for f in m.definitions:
            with f.domtree() as dt, f.postdomtree() as pdt, f.cycles() as cs:
                dt.idoms(), pdt.roots, [c.as_dict() for c in cs]
                [c.heart for c in cs]
            f.verify()
            f.to_text()
            token = next((v for v in f.values() if v.kind is conv.Kind.ENTRY), None)
            if token is not None:
                f.token_region_contains(token, f.terminator(f.entry))
        m.to_text()
        m.close()
        b = conv.Module()
        from test_module import build_loop
        build_loop(b).finalize()
        b.close()
        with pytest.raises(conv.ParseError):
            conv.parse("func @f() {\n", "conv")
        assert conv.memory_stats().live_blocks == before, f"iteration {i}"


def test_leak_check_runs_and_uniformity():
    """Create/close loops of runs and uniformity results, with failing
    calls in between: the counting allocator returns to zero."""
    before = live()
    m = conv.load(data("examples", "data", "ballot.conv"))
    f = m["kernel"]
    other = conv.parse(LOOP_CONV, "conv")["k"]
    with_modules = live()
    for i in range(100):
        with f.uniformity(wave_size=1 + i % 64, arguments=(None, "uniform", "divergent")[i % 3],
                          extra_sources=["%i"] if i % 2 else ()) as u:
            u.as_dict()
            u.explain("%more")
            u.reason("%next")
            u.divergent_values()
            with f.simulate(threads=1 + i % 9, wave_size=1 + i % 3, seed=i, split_anchors=bool(i % 2),
                            values=(lambda n, t, k: k % 2 if n == "%more" else None) if i % 3 else None) as run:
                run.instances
                run.as_dict()
                run.check(u)
                run.check(uniform_values=["%more"], uniform_branches=["loop"], uniform_exits=["loop"])
        f.simulate(max_steps=3).close()
        other.to_dot()
        with pytest.raises(ZeroDivisionError):
            f.simulate(values=lambda n, t, k: 1 // 0)
        with pytest.raises(conv.InvalidArgumentError):
            f.simulate(threads=70000)
        with pytest.raises(conv.NameNotFoundError):
            f.uniformity(extra_uniform=["%nope"])
        assert conv.memory_stats().live_blocks == with_modules, f"iteration {i}"
    m.close()
    other.module.close()
    assert live() == before


def workload():
    """Every entry point that allocates, once."""
    m = conv.parse(LOOP_CONV, "conv")
    f = m["k"]
    f.domtree().idoms()
    f.postdomtree().roots
    f.cycles().as_list()
    f.verify()
    f.token_region_contains("%h", "%b")
    m.to_text()
    f.to_text()
    with f.uniformity(extra_sources=["%i"], extra_uniform=["%c"]) as u:
        u.as_dict()
        u.explain("%x")
        with f.simulate(threads=4, wave_size=2, max_steps=40, values=lambda n, t, k: t if n == "%n" else None) as run:
            run.instances
            run.check(u)
            run.check(uniform_exits=["header"])
    f.to_dot()
    b = conv.Module(target="t")
    from test_module import build_loop
    build_loop(b).finalize()
    b.close()
    m.close()


def test_out_of_memory_on_every_allocation():
    """Fails allocation k for k = 0, 1, ... until the workload runs through:
    each failure must be a MemoryError (OutOfMemoryError) and leave nothing
    behind."""
    before = live()
    failures = 0
    k = 0
    while True:
        with testing.failing_allocation(k):
            try:
                workload()
            except MemoryError as e:
                assert isinstance(e, conv.OutOfMemoryError) and isinstance(e, conv.ConvError)
                assert not isinstance(e, conv.LimitError) and (e.line, e.col) == (0, 0)
                assert e.result is conv.Result.OUT_OF_MEMORY and e.code == "CONV_ERR_OUT_OF_MEMORY"
                failures += 1
            fired = testing.pending() < 0
        assert live() == before, f"leak after failing allocation {k}"
        if not fired:
            break
        k += 1
    assert failures == k and k > 50


def test_threads_share_a_module():
    before = live()
    m = conv.load(data("examples", "data", "tokens.ll"))
    f = m["tokens"]
    errors = []

    def work():
        try:
            for _ in range(50):
                with f.domtree() as dt, f.cycles() as cs:
                    assert dt.idom("loop") == "entry" and len(cs) == 1
                assert f.verify().valid
                with f.uniformity() as u, f.simulate(threads=4, values=lambda n, t, k: t if n == "%tid" else None) as run:
                    assert u.cycles_with_divergent_exit == ["loop"] and run.check(u).sound
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    m.close()
    assert live() == before
