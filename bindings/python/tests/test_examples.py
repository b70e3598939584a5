"""The scripts of examples/python run (as CI runs them) and say what they
should on the bundled files."""
import glob
import os
import subprocess
import sys

import pytest

from conftest import PKG, ROOT

SCRIPTS = sorted(glob.glob(os.path.join(ROOT, "examples", "python", "*.py")))


def run(script, *args):
    env = dict(os.environ)
    env["PYTHONPATH"] = PKG + os.pathsep + env.get("PYTHONPATH", "")
    p = subprocess.run([sys.executable, os.path.join(ROOT, "examples", "python", script), *args], cwd=ROOT,
                       env=env, capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


def test_there_are_scripts():
    assert len(SCRIPTS) >= 3


@pytest.mark.parametrize("script", [os.path.basename(s) for s in SCRIPTS])
def test_script_runs_on_its_defaults(script):
    rc, out, err = run(script)
    assert rc == 0, err
    assert out.strip()


def test_verify_tokens_reports_broken_rules():
    rc, out, _ = run("verify_tokens.py")
    assert "@tokens: valid" in out and "heart %h = loop(%e); controls %b" in out
    rc, out, _ = run("verify_tokens.py", "tests/verify/cycle-use_invalid_1.ll")
    assert rc == 1 and "tests/verify/cycle-use_invalid_1.ll:17:3: error: [token.cycle-use]" in out
    rc, _, err = run("verify_tokens.py", "tests/verify/multiple-bundles_invalid_1.ll")
    assert rc == 2 and "[token.multiple-bundles]" in err
    rc, out, _ = run("verify_tokens.py", "examples/data/features.conv")
    assert rc == 1 and "token.nonconvergent-call" in out
    rc, out, _ = run("verify_tokens.py", "examples/data/features.conv", "--allow-token-on-nonconvergent")
    assert rc == 0 and "@main: valid" in out


def test_loop_nest():
    rc, out, _ = run("loop_nest.py")
    assert "irreducible cycle, entries Y X at Y (depth 1)" in out
    assert "loop at Lp (depth 2)" in out and "heart:   %h = loop(%a)" in out


def test_code_motion():
    rc, out, _ = run("code_motion.py")
    assert "move %i.next (generic in body) to header: ok" in out
    assert "move %b (call in body) to header: REFUSED" in out
    assert "operand %i (in header) does not dominate entry" in out
    rc, out, _ = run("code_motion.py", "examples/data/loop.ll", "loop", "%i.next", "header")
    assert rc == 0
    rc, out, _ = run("code_motion.py", "examples/data/loop.ll", "loop", "%b", "exit")
    assert rc == 1 and "not control-equivalent" in out


def test_sweep_agrees_with_expected_tsv():
    rc, out, _ = run("sweep_corpus.py", "--quiet")
    assert rc == 0 and " 0 differ" in out
    rc, out, _ = run("sweep_corpus.py", "examples/data")
    assert rc == 0 and "tokens.ll:" in out
