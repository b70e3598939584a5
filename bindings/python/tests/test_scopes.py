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
