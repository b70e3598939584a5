"""Function.lint() and Function.to_dot(scopes=True): the findings of
tests/data/lint_amdgcn.ll worked out by hand in its header comment, and the
same findings as `conv lint --json` prints."""
import json
import subprocess

import pytest

import conv
from conftest import ROOT, data

LL = data("tests", "data", "lint_amdgcn.ll")

SMALL = """\
func @k(%tid divergent, %x) convergent kernel {
entry:
  %e = token.entry
  %q = call @quadrandom() divergent uniform.quad
  %c = icmp %q, 0
  br %c, a, b
a:
  %d1 = call @ddx(%x) ctrl %e convergent scope.quad
  %w = call @subgroupAdd(%x) ctrl %e convergent collective scope.wave
  br b
b:
  ret
}
"""


def test_findings(no_leaks):
    with conv.load(LL) as m:
        got = m["k"].lint()
        assert [(x.code, x.line, x.col, x.scope, x.cause, x.where, x.uniform_scope) for x in got] == [
            ("lint.barrier", 20, 3, "workgroup", "branch", "entry", "wave"),
            ("lint.barrier", 32, 3, "workgroup", "branch", "loop", "thread")]
        assert got[0].operation.block == "then" and str(got[0]).startswith("barrier @llvm.amdgcn.s.barrier")
        assert isinstance(got[0], conv.Finding) and got[0].message == str(got[0])
        assert got[0].reasons[-1] == "%r is not uniform in a workgroup: a source uniform only in a wave"
        assert [x.line for x in m["k"].lint(unscoped=True)] == [20, 32, 33]
        assert m["clean"].lint() == []
        assert conv.LINT_CODES == ("lint.barrier", "lint.quad", "lint.collective")
        del got


def test_quad_and_wave(no_leaks):
    # a branch on a value uniform in each quad: the derivative's quad went
    # one way (fine), the wave collective's wave did not
    with conv.parse(SMALL) as m:
        got = m["k"].lint()
        assert [(x.code, x.scope, x.uniform_scope) for x in got] == [("lint.collective", "wave", "quad")]
        assert got[0].operation.name == "%w"
        del got


def test_same_as_cli(cli):
    p = subprocess.run([cli, "lint", LL, "--json"], capture_output=True, text=True)
    want = json.loads(p.stdout)["diagnostics"]
    for d in want:
        del d["file"]
    with conv.load(LL) as m:
        got = [x.as_dict() for f in m.definitions for x in f.lint()]
    assert got == want


def test_dot_scopes(no_leaks, cli):
    with conv.load(LL) as m:
        dot = m["k"].to_dot(scopes=True)
        assert '<font color="#9467bd">%r</font>' in dot and "[lint.barrier]</b>" in dot and "legend" in dot
        assert "legend" not in m["k"].to_dot()
    p = subprocess.run([cli, "dot", LL, "--function", "k", "--scopes"], capture_output=True, text=True)
    assert p.stdout == dot


def test_errors(no_leaks):
    with conv.Module() as m:
        f = m.add_function("f")
        b = f.add_block("entry")
        f.ret(b)
        with pytest.raises(conv.NotFinalizedError):
            f.lint()
        with pytest.raises(ValueError):
            conv.parse(SMALL)["k"].lint(wave_size=0)
