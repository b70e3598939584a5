"""Function.simulate(): the reference interpreter's Run, its instances,
forcing values from Python (the value_fn callback), Run.check(), and the
error paths."""
import gc

import pytest

import conv
from conftest import LOOP_CONV, data

ANCHOR = """\
func @a(%tid divergent) convergent {
entry:
  %x = token.anchor
  %b = call @ballot(1) convergent ctrl %x
  ret
}
"""

BROKEN_TOKENS = """\
func @f() convergent {
entry:
  %e = token.entry
  %a = token.entry
  ret
}
"""


@pytest.fixture
def ballot():
    with conv.load(data("examples", "data", "ballot.conv")) as m:
        yield m["kernel"]


def leaves_at(name, thread, occurrence):
    """Thread t runs the loop of ballot.conv t + 1 times."""
    if name == "%more":
        return 1 if occurrence < thread else 0
    return None


def test_run(no_leaks, ballot):
    with ballot.simulate() as run:
        assert run.function is ballot and run.finished and run.threads == 8 and run.wave_size == 8
        assert run.seed == 1 and not run.split_anchors
        assert len(run) == len(run.instances) > 0 and list(run) == run.instances
        first = run[0]
        assert isinstance(first, conv.Instance)
        assert (first.block, first.index, first.name, first.kind) == ("entry", 0, "%t", "convergent")
        assert first.threads == tuple(range(8)) and first.wave == 0 and first.opcode is None
        assert run[1].kind == "branch" and run[1].name is None and run[1].values == ("loop",) * 8
        assert run[-1].kind == "branch" and run[-1].values == (None,) * len(run[-1].threads)  # ret
        assert run[0:2] == run.instances[:2] and run[-1] == run.instances[-1]
        assert all(run.thread_finished(t) for t in range(8))
        assert run.path(0)[0] == "entry" and run.path(0)[-1] == "done"
        value = next(i for i in run if i.name == "%i")
        assert value.kind == "value" and value.values == (0,) * 8
        assert value.as_dict() == {"block": "loop", "index": 0, "name": "%i", "kind": "value",
                                   "threads": list(range(8)), "values": [0] * 8}
        d = run.as_dict()
        assert (d["function"], d["threads"], d["wave_size"], d["seed"], d["finished"]) == ("kernel", 8, 8, 1, True)
        assert d["instances"][0] == first.as_dict()
        assert f"{len(run)} instances" in repr(run) and "finished" in repr(run)
        with pytest.raises(IndexError):
            run[len(run)]
        with pytest.raises(IndexError):
            run.thread_finished(8)
        with pytest.raises(IndexError):
            run.path(-1)
        with pytest.raises(TypeError):
            run.thread_finished("0")
    assert "closed" in repr(run)


def test_reproducible(no_leaks, ballot):
    a = ballot.simulate(seed=5).as_dict()
    assert ballot.simulate(seed=5).as_dict() == a
    assert ballot.simulate(seed=6).as_dict() != a
    assert ballot.simulate(seed=0).seed == 0 and ballot.simulate(seed=(1 << 64) - 1).finished


def test_forcing_values(no_leaks, ballot):
    """The ballot inside the loop runs once per iteration among the threads
    still in it: forced exits make the groups shrink one thread at a time."""
    with ballot.simulate(values=leaves_at) as run:
        inside = [i for i in run.convergent() if i.name == "%inside"]
        assert [i.threads for i in inside] == [tuple(range(k, 8)) for k in range(8)]
        assert [i.values[0] for i in inside] == [(0xFF << k) & 0xFF for k in range(8)]
        after = [i for i in run.convergent() if i.name == "%after"]
        assert len(after) == 1 and after[0].threads == tuple(range(8))
        assert run.path(3) == ["entry", "loop", "loop", "loop", "loop", "done"]
        more = [i for i in run if i.name == "%more"]
        assert more[0].values == (0, 1, 1, 1, 1, 1, 1, 1)


def test_forcing_every_kind_and_unsigned(no_leaks, ballot):
    seen = set()

    def record(name, thread, occurrence):
        seen.add(name)
        return (1 << 64) - 1 if name == "%i" else None  # wraps to -1

    with ballot.simulate(values=record, max_steps=30) as run:
        assert run[2].name == "%i" and run[2].values == (-1,) * 8
    assert {"%tid", "%i", "%next", "%more"} <= seen


def test_callback_errors(no_leaks, ballot):
    class Boom(Exception):
        pass

    def boom(name, thread, occurrence):
        raise Boom(name)

    with pytest.raises(Boom):
        ballot.simulate(values=boom)
    with pytest.raises(TypeError):
        ballot.simulate(values=lambda n, t, k: "1")
    with pytest.raises(TypeError):
        ballot.simulate(values=lambda n, t, k: True)
    with pytest.raises(OverflowError):
        ballot.simulate(values=lambda n, t, k: 1 << 64)
    with pytest.raises(OverflowError):
        ballot.simulate(values=lambda n, t, k: -(1 << 63) - 1)
    with pytest.raises(TypeError):
        ballot.simulate(values=lambda n: None)  # wrong arity
    with pytest.raises(TypeError):
        ballot.simulate(values={"%more": 1})
    gc.collect()


def test_callback_may_query_but_not_close(no_leaks, ballot):
    """The callback may use the module (read-only), but closing it while
    the interpreter reads it is refused; the refusal is raised after the
    run, and the module still works."""
    kinds = {}

    def query(name, thread, occurrence):
        kinds[name] = ballot.value(name).kind
        return None

    with ballot.simulate(values=query) as run:
        assert run.finished and kinds["%i"] is conv.Kind.PHI and kinds["%tid"] is conv.Kind.ARGUMENT

    def close(name, thread, occurrence):
        ballot.module.close()

    with pytest.raises(conv.ConvError) as e:
        ballot.simulate(values=close)
    assert "while the interpreter runs" in str(e.value)
    assert not ballot.module.closed and ballot.simulate().finished


def test_waves_and_steps(no_leaks, ballot):
    with ballot.simulate(threads=8, wave_size=3) as run:
        assert run.wave_size == 3 and sorted({i.wave for i in run}) == [0, 1, 2]
        assert all(len({t // 3 for t in i.threads}) == 1 for i in run)
    with ballot.simulate(max_steps=5) as run:
        assert not run.finished and not any(run.thread_finished(t) for t in range(8))
        assert run.path(0) == ["entry", "loop"]
    with ballot.simulate(threads=1) as run:
        assert run.threads == 1 and run.finished


def test_split_anchors(no_leaks):
    with conv.parse(ANCHOR, "conv") as m:
        f = m["a"]
        with f.simulate() as run:
            assert [i.threads for i in run.convergent()] == [tuple(range(8))] * 2
        with f.simulate(split_anchors=True, seed=1) as run:
            groups = [i.threads for i in run.convergent() if i.name == "%x"]
            assert run.split_anchors and len(groups) > 1
            assert sorted(t for g in groups for t in g) == list(range(8))


def test_option_errors(no_leaks, ballot):
    for bad in (dict(threads=0), dict(wave_size=0), dict(seed=-1), dict(seed=1 << 64), dict(max_steps=0),
                dict(threads=1 << 32)):
        with pytest.raises(ValueError):
            ballot.simulate(**bad)
    for bad in (dict(threads="8"), dict(wave_size=2.0), dict(seed=None), dict(values=5)):
        with pytest.raises(TypeError):
            ballot.simulate(**bad)
    # out of the C library's ranges: InvalidArgumentError (a ValueError)
    # whose diagnostic interp.limit names the numbers and the limits
    with pytest.raises(conv.InvalidArgumentError) as e:
        ballot.simulate(threads=65537)
    assert e.value.code == "interp.limit" and "65537 threads" in str(e.value)
    with pytest.raises(conv.InvalidArgumentError) as e:
        ballot.simulate(threads=65536, max_steps=65536)
    assert e.value.code == "interp.limit"
    assert "65536 threads x 65536 max steps = 4294967296" in str(e.value) and "2^26 (67108864)" in str(e.value)
    assert "static rules of tokens" not in str(e.value)


def test_refuses_broken_tokens(no_leaks):
    with conv.parse(BROKEN_TOKENS, "conv") as m:
        f = m["f"]
        assert not f.verify().valid
        with pytest.raises(conv.InvalidArgumentError) as e:
            f.simulate()
        assert e.value.code.startswith("token.") and e.value.diagnostics
        assert "static rules of tokens" in str(e.value)
        assert e.value.code == f.verify()[0].code


def test_check(no_leaks, ballot):
    with ballot.simulate(values=leaves_at) as run, ballot.uniformity() as u:
        assert run.check().sound and run.check().violations == 0  # no claims
        result = run.check(u)
        assert isinstance(result, conv.CheckResult) and result.sound and list(result) == []
        result = run.check(uniform_values=["%more", "%i"], uniform_branches=["loop"], uniform_exits=["loop"])
        assert result.violations == 3 and not result.sound
        assert result.codes == ["interp.unsound-value", "interp.unsound-branch", "interp.unsound-exit"]
        assert result[0].instruction == "%more" and "threads 0 and 1" in result[0].message
        assert "violations=3" in repr(result)
        # the keywords replace that part of the analysis' claims
        assert run.check(u, uniform_values="%more").codes == ["interp.unsound-value"]
        assert run.check(u, uniform_exits=["loop"]).codes == ["interp.unsound-exit"]
        with ballot.uniformity(wave_size=1) as cpu:  # claims everything uniform
            assert run.check(cpu).violations == 3
        with pytest.raises(conv.NameNotFoundError):
            run.check(uniform_values=["%nope"])
        with pytest.raises(conv.NameNotFoundError):
            run.check(uniform_branches=["nope"])
        with pytest.raises(conv.NameNotFoundError):
            run.check(uniform_exits=["nope"])
        with pytest.raises(ValueError):
            run.check(uniform_exits=["entry"])  # not the header of a cycle
        with pytest.raises(TypeError):
            run.check("%more")
        with pytest.raises(TypeError):
            run.check(uniform_values=3)
        with conv.parse(LOOP_CONV, "conv") as other:
            with other["k"].uniformity() as ou:
                with pytest.raises(ValueError):
                    run.check(ou)


def test_closed(no_leaks, ballot):
    run = ballot.simulate()
    inst = run.instances
    run.close()
    run.close()  # idempotent
    assert run.closed
    for use in (lambda: run.finished, lambda: len(run), lambda: run[0], lambda: run.as_dict(),
                lambda: run.check(), lambda: run.thread_finished(0), lambda: run.wave_size):
        with pytest.raises(conv.ClosedError):
            use()
    assert inst[0].name == "%t"  # instances are copies


# --- concrete mode (docs/semantics.md) ---

CONCRETE_SHADER = """OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %lid
OpExecutionMode %main LocalSize 4 1 1
OpDecorate %lid BuiltIn LocalInvocationIndex
OpDecorate %rt ArrayStride 4
OpMemberDecorate %S 0 Offset 0
OpDecorate %S Block
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 3
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%int = OpTypeInt 32 1
%pu = OpTypePointer Input %uint
%lid = OpVariable %pu Input
%rt = OpTypeRuntimeArray %uint
%S = OpTypeStruct %rt
%pS = OpTypePointer StorageBuffer %S
%pe = OpTypePointer StorageBuffer %uint
%buf = OpVariable %pS StorageBuffer
%int_0 = OpConstant %int 0
%uint_3 = OpConstant %uint 3
%main = OpFunction %void None %fn
%entry = OpLabel
%i = OpLoad %uint %lid
%p = OpAccessChain %pe %buf %int_0 %i
%x = OpLoad %uint %p
%y = OpIMul %uint %x %uint_3
%q = OpUDiv %uint %uint_3 %x
OpStore %p %y
OpReturn
OpFunctionEnd
"""


def test_concrete_buffers():
    import struct
    m = conv.parse(CONCRETE_SHADER, "spv")
    f = m.functions[0]
    run = f.simulate(threads=4, wave_size=4, concrete=True, buffers={3: struct.pack("<4I", 1, 2, 0xFFFFFFFF, 5)})
    # each thread multiplies its word by 3 in place (32-bit wrap-around)
    assert struct.unpack("<4I", run.buffers[3]) == (3, 6, 0xFFFFFFFD, 15)
    assert run.finished and run.hashed == 0 and run.diagnostics == []
    # a word of 0: the division by zero stops that thread before its store
    run = f.simulate(threads=4, wave_size=4, concrete=True, buffers={3: struct.pack("<4I", 1, 0, 2, 2)})
    assert struct.unpack("<4I", run.buffers[3]) == (3, 0, 6, 6)
    assert not run.finished and not run.thread_finished(1)
    assert [d.code for d in run.diagnostics] == ["interp.undefined"]
    # too small a buffer: out of bounds for threads 2 and 3
    run = f.simulate(threads=4, wave_size=4, concrete=True, buffers={3: struct.pack("<2I", 1, 1)})
    assert run.buffers[3] == struct.pack("<2I", 3, 3)
    assert [d.code for d in run.diagnostics] == ["interp.out-of-bounds"] * 2
    # without concrete: the hashed interpreter, no buffers
    with pytest.raises(ValueError):
        f.simulate(threads=4, buffers={3: b"\0" * 16})
    with pytest.raises(TypeError):
        f.simulate(threads=4, concrete=True, buffers={3: [1, 2]})
    assert f.simulate(threads=4).hashed == 0


LLVM_KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = sub i32 %v, 5
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %w, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_concrete_llvm_pointer_arguments():
    import struct
    f = [g for g in conv.parse(LLVM_KERNEL, "ll").functions if g.name == "k"][0]
    run = f.simulate(threads=4, wave_size=4, concrete=True,
                     buffers={"in": struct.pack("<4I", 1, 5, 9, 0), "%out": bytes(16)})
    # each thread writes in[tid] - 5 (wrapping) to out[tid]; "in" untouched
    assert struct.unpack("<4I", run.buffers["%out"]) == (0xFFFFFFFC, 0, 4, 0xFFFFFFFB)
    assert run.buffers["in"] == struct.pack("<4I", 1, 5, 9, 0)
    assert run.finished and run.hashed == 0
