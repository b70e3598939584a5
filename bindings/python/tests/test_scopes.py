"""Uniformity at every scope from Python (issue 17): Uniformity.scope,
branch_scope and exit_scope give the widest scope at which a value, a
branch or a cycle exit is uniform, and the flags words uniform.* set
CONV_FLAG_UNIFORM_SCOPE. Expected scopes are worked out by hand (the
reasoning beside each), as tests/unit/test_scopes.py does for the CLI."""
import pytest

import conv

from conftest import data

# readfirstlane is uniform in its wave only; the workgroup id in its
# workgroup; the branch on readfirstlane is wave-uniform but divergent in
# the workgroup, so the phi at its join and the value leaving the loop it
# bounds are uniform in the wave only; a kernel's arguments on the device.
EXPECTED = {
    "%out": "device", "%n": "device", "%tid": "thread", "%r": "wave", "%wg": "workgroup", "%q": "workgroup",
    "%c": "wave", "%x": "workgroup", "%p": "wave", "%i": "system", "%i1": "system", "%d": "wave", "%last": "wave",
}


def test_scopes_amdgcn():
    fn = conv.load(data("tests", "data", "scopes_amdgcn.ll"))["k"]
    u = fn.uniformity()
    for name, scope in EXPECTED.items():
        assert u.scope(name) == scope, name
        # the bool answer is the wave's
        assert u.is_divergent(name) == (scope in ("thread", "quad")), name
    assert u.branch_scope("entry") == "wave"
    assert u.branch_scope("then") == "system"
    assert u.exit_scope("loop", "exit") == "wave"
    with pytest.raises(ValueError):
        u.exit_scope("loop", "then")


def test_uniform_scope_words():
    fn = conv.parse('func @f() {\nentry:\n  %g = "group.id" uniform.workgroup\n  %w = "wave.id" uniform.wave\n'
                    '  ret\n}\n', "conv")["f"]
    u = fn.uniformity()
    assert u.scope("%g") == "workgroup" and u.scope("%w") == "wave"
    # at wave size 1 nothing is divergent in a wave; the workgroup id is
    # still the workgroup's
    u1 = fn.uniformity(wave_size=1)
    assert u1.scope("%g") == "workgroup"


# --- thread-id arithmetic (docs/uniformity.md "Thread-id arithmetic") ---

def test_function_threads_from_llvm():
    """reqd_work_group_size, amdgpu-flat-work-group-size and
    +wavefrontsize are read into Function.workgroup_size,
    max_workgroup_size and wave_size."""
    m = conv.load(data("tests", "data", "arith_amdgcn.ll"))
    assert m["k1"].workgroup_size == (256, 1, 1) and m["k1"].wave_size == 64
    assert m["k2"].workgroup_size == (96, 2, 1)
    assert m["k4"].workgroup_size is None and m["k4"].max_workgroup_size == 256
    assert m["k5"].wave_size == 32 and m["k1"].max_workgroup_size is None


def test_tid_arithmetic_by_target():
    """The issue's examples by hand: x >> 6 (x / 64, x & ~63) is uniform in
    an aligned wave of 64 of a one-row workgroup, x & ~3 in a quad, x +
    wg.id * wg.size is not; readfirstlane the wave's, the workgroup id
    the workgroup's. The module's triple gives the target (amdgcn)."""
    fn = conv.load(data("tests", "data", "arith_amdgcn.ll"))["k1"]
    u = fn.uniformity()
    for name, scope in (("%shr", "wave"), ("%div", "wave"), ("%mask", "wave"), ("%quad", "quad"),
                        ("%gid", "thread"), ("%r", "wave"), ("%wg", "workgroup"), ("%sumshr", "wave")):
        assert u.scope(name) == scope, name
    # waves not known to be linear: nothing for x within a wave
    assert fn.uniformity(linear_waves=False).scope("%shr") == "thread"
    # a shape whose x is not a multiple of 64: x >> 6 differs in a wave,
    # not in a quad (96 is a multiple of 4)
    assert fn.uniformity(workgroup_size=(96, 2)).scope("%shr") == "quad"
    # waves of 32 to 64 (unknown which): what holds for 64
    v = fn.uniformity(target="amdgcn", wave_size=32, wave_size_max=64)
    assert v.scope("%shr") == "wave" and v.wave_size == 64
    # at most 64 threads per workgroup: x >> 6 is 0
    assert fn.uniformity(workgroup_size=(64, 1, 1), max_workgroup_size=64).scope("%shr") == "system"
    with pytest.raises(ValueError):
        fn.uniformity(target="x86")


def test_thread_id_words_and_runs():
    """id.* words build thread ids; the interpreter gives them the threads'
    ids in both modes, so a wrong claim about their arithmetic breaks."""
    m = conv.Module()
    f = m.add_function("k", kernel=True, workgroup_size=(8, 2), max_workgroup_size=16, wave_size=8)
    b = f.add_block("entry")
    tid = f.add_instruction(b, conv.Kind.GENERIC, name="%tid", opcode="tid.x", flags="id.x divergent")
    y = f.add_instruction(b, conv.Kind.GENERIC, name="%y", opcode="tid.y", flags="id.y")
    c3 = f.add_constant(3)
    f.add_instruction(b, conv.Kind.GENERIC, name="%hi", opcode="lshr", operands=[tid, c3])
    f.add_instruction(b, conv.Kind.GENERIC, name="%lo", opcode="and", operands=[tid, c3])
    f.add_instruction(b, conv.Kind.RETURN)
    f.finalize()
    assert f.workgroup_size == (8, 2, 1) and f.max_workgroup_size == 16 and f.wave_size == 8
    u = f.uniformity(linear_waves=True)
    assert (u.scope("%tid"), u.scope("%hi"), u.scope("%lo"), u.scope("%y")) == ("thread", "system", "thread", "wave")
    run = f.simulate(threads=16, wave_size=8, workgroup_size=(8, 2))
    ys = [i.values for i in run if i.name == "%y"]
    assert ys == [(0,) * 8, (1,) * 8]
    assert len(run.check(u)) == 0
    # claiming x & 3 uniform breaks in the run
    assert len(run.check(uniform_values=["%lo"])) > 0
