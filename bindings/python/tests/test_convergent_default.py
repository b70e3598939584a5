"""Convergent by default from Python (seed 001): parse(...,
convergent_by_default=True) and the native `module convergent-by-default`
line, Module.convergent_by_default, `noconvergent` on functions and calls,
and Module.infer_convergent recovering `noconvergent` where nothing needs
convergence (R21). The answers are the RFC's: every call convergent unless
marked; the CPU claim (waves of one thread lose nothing) is
tests/soundness/test_convergent_default_wave1.c."""
import subprocess

import conv
from conftest import ROOT

TEXT = """declare @ballot(%x)
declare @sqrt(%x) noconvergent
func @leaf(%x) {
entry:
  %y = call @sqrt(%x)
  ret %y
}
func @user(%x) {
entry:
  %b = call @ballot(%x)
  %l = call @leaf(%b)
  ret
}
"""


def test_every_call_convergent_unless_marked():
    plain = conv.parse(TEXT)
    assert not plain.convergent_by_default
    assert conv.Flag.CONVERGENT not in plain["user"].value("%l").flags
    m = conv.parse(TEXT, convergent_by_default=True)
    assert m.convergent_by_default
    assert conv.Flag.CONVERGENT in m["user"].value("%l").flags
    assert conv.Flag.CONVERGENT in m["user"].value("%b").flags
    y = m["leaf"].value("%y")
    assert conv.Flag.NOCONVERGENT in y.flags and conv.Flag.CONVERGENT not in y.flags
    assert conv.FunctionFlag.NOCONVERGENT in m["sqrt"].flags
    assert m.to_text().startswith("module convergent-by-default\n")
    # the line reads back as the option
    again = conv.parse(m.to_text())
    assert again.convergent_by_default and again.to_text() == m.to_text()


def test_infer_convergent_recovers_noconvergent():
    m = conv.parse(TEXT, convergent_by_default=True)
    out = m.infer_convergent()
    assert out.convergent_by_default
    assert conv.FunctionFlag.NOCONVERGENT in out["leaf"].flags
    assert conv.FunctionFlag.CONVERGENT in out["user"].flags  # it calls @ballot, convergent by default
    assert conv.Flag.NOCONVERGENT in out["user"].value("%l").flags
    assert [d.code for d in out.diagnostics] == ["infer.noconvergent"]
    cli = subprocess.run([ROOT + "/build/conv", "infer-convergent", "-", "--format", "conv", "--convergent-by-default"],
                         input=TEXT, capture_output=True, text=True)
    assert cli.returncode == 0 and cli.stdout == out.to_text()
