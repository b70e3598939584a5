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


def test_divergence():
    rc, out, _ = run("divergence.py")
    assert rc == 0
    # the switch on a readfirstlane under the anchor %a is past %a's region:
    # threads of different groups of the anchor meet there (docs/uniformity.md)
    assert "@tokens: 4 divergent value(s), 2 divergent branch(es)" in out
    assert "branch of exit: depends on a collective under the anchor %a" in out
    assert "%done          uses the divergent %n" in out and "branch of loop: uses the divergent %done" in out
    assert "cycle headed by loop: threads may leave it in different iterations" in out
    rc, out, _ = run("divergence.py", "examples/data/loop.ll", "--explain")
    assert rc == 0 and "<- %tid is divergent: a divergence source" in out
    rc, out, _ = run("divergence.py", "examples/data/loop.ll", "--wave-size", "1")
    assert rc == 0 and "@loop: 0 divergent value(s), 0 divergent branch(es)" in out
    rc, out, _ = run("divergence.py", "examples/data/ballot.conv", "--arguments", "uniform", "--function", "kernel")
    assert rc == 0 and "@kernel: 1 divergent value(s)" in out and "arguments uniform" in out
    rc, _, err = run("divergence.py", "tests/verify/multiple-bundles_invalid_1.ll")
    assert rc == 2 and "[token.multiple-bundles]" in err


def test_wave_sweep():
    rc, out, _ = run("wave_sweep.py")
    assert rc == 0
    lines = out.splitlines()
    assert lines[0] == "@kernel, 16 threads:"
    cpu = lines[3].split()  # waves of one thread: nothing divergent, groups of one
    assert cpu[:3] == ["1", "0", "0"] and cpu[4:] == ["1", "0", "yes"]
    assert lines[-1].split()[:3] == ["16", "2", "1"] and lines[-1].split()[-1] == "yes"
    rc, out, _ = run("wave_sweep.py", "examples/data/features.conv")
    assert rc == 0 and "@main: breaks the static rules of tokens; skipped" in out
    rc, out, _ = run("wave_sweep.py", "examples/data/tokens.ll", "--threads", "8")
    assert rc == 0 and "@tokens, 8 threads:" in out and "NO" not in out


def test_ballot_groups():
    rc, out, _ = run("ballot_groups.py")
    assert rc == 0 and "@kernel: 8 threads, waves of 8, seed 1: finished" in out
    assert "%after    @subgroup.ballot   in done   wave 0: {0,1,2,3,4,5,6,7} -> 0xff" in out
    rc, out, _ = run("ballot_groups.py", "--force", "%more=int(k < t)")
    assert rc == 0 and "thread 2: entry -> loop -> loop -> loop -> done" in out
    assert "%inside   @subgroup.ballot   in loop   wave 0: {5,6,7} -> 0xe0" in out
    rc, out, _ = run("ballot_groups.py", "--force", "more=int(k < t)", "--wave-size", "4", "--threads", "8")
    assert rc == 0 and "wave 1: {5,6,7} -> 0xe" in out
    rc, _, err = run("ballot_groups.py", "examples/data/features.conv")
    assert rc == 1 and "[token.nonconvergent-call]" in err
