"""The bindings answer exactly what the CLI prints: `conv domtree [--post]
--json`, `conv cycles [--llvm19] --json`, `conv verify [--allow-token-on-
nonconvergent] --json` and `conv print`, on every bundled example, the test
inputs and the tests/verify corpus; for files that do not parse, the same
diagnostics. Likewise `conv uniformity --json`, `conv dot`, `conv simulate
--json` and `conv explain` (on the examples, the LLVM uniformity tests
and the corpus)."""
import glob
import json
import os
import subprocess

import pytest

import conv
from conftest import CORPUS, EXAMPLES, ROOT, TEST_DATA

FILES = EXAMPLES + TEST_DATA + CORPUS
UNIFORMITY_LL = sorted(glob.glob(os.path.join(ROOT, "tests", "uniformity", "llvm", "**", "*.ll"), recursive=True))


def rel(path):
    return os.path.relpath(path, ROOT)


def run_cli(cli, *args):
    p = subprocess.run([cli, *args], cwd=ROOT, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def python_json(m, command, **opts):
    if command == "domtree":
        fns = []
        for f in m.definitions:
            with (f.postdomtree() if opts.get("post") else f.domtree()) as t:
                fns.append(t.as_dict())
        return {"functions": fns}
    if command == "cycles":
        fns = []
        for f in m.definitions:
            with f.cycles(llvm19=opts.get("llvm19", False)) as cs:
                fns.append({"name": f.name, "cycles": cs.as_list()})
        return {"functions": fns}
    if command == "verify":
        return {"functions": [r.as_dict() for r in
                              m.verify(allow_token_on_nonconvergent=opts.get("allow", False))]}
    raise AssertionError(command)


VARIANTS = [
    ("domtree", ["--json"], {}),
    ("domtree", ["--post", "--json"], {"post": True}),
    ("cycles", ["--json"], {}),
    ("cycles", ["--llvm19", "--json"], {"llvm19": True}),
    ("verify", ["--json"], {}),
    ("verify", ["--allow-token-on-nonconvergent", "--json"], {"allow": True}),
]


@pytest.mark.parametrize("path", FILES, ids=rel)
def test_agrees_with_cli(cli, path):
    try:
        m = conv.load(rel(path))
    except conv.ConvError as e:
        rc, out, err = run_cli(cli, "print", rel(path))
        assert rc == 2 and out == ""
        assert err.splitlines() == [d.text for d in e.diagnostics]
        return
    with m:
        rc, out, _ = run_cli(cli, "print", rel(path))
        assert rc == 0 and out == m.to_text()
        for command, flags, opts in VARIANTS:
            rc, out, err = run_cli(cli, command, rel(path), *flags)
            assert rc in (0, 1), err
            expected = json.loads(out)
            assert python_json(m, command, **opts) == expected, f"conv {command} {' '.join(flags)} {rel(path)}"
            if command == "verify":
                assert (rc == 0) == all(r.valid for r in m.verify(allow_token_on_nonconvergent=opts.get("allow",
                                                                                                          False)))


def test_verify_text_lines_match_cli(cli):
    """`conv verify FILE` prints FILE:line:col: error: [code] message."""
    checked = 0
    for path in CORPUS:
        if "_invalid_" not in path:
            continue
        try:
            m = conv.load(rel(path))
        except conv.ConvError:
            continue
        rc, out, _ = run_cli(cli, "verify", rel(path))
        lines = [f"{rel(path)}:{d.line}:{d.col}: error: [{d.code}] {d.message}"
                 for r in m.verify() for d in r]
        assert out.splitlines() == lines
        checked += 1
        if checked == 20:
            break
    assert checked == 20


# ------------------------------------------------- uniformity, dot, simulate

def load_or_none(path):
    try:
        return conv.load(rel(path))
    except conv.ConvError:
        return None


@pytest.mark.parametrize("path", EXAMPLES + UNIFORMITY_LL + CORPUS, ids=rel)
def test_uniformity_dot_simulate_agree_with_cli(cli, path):
    m = load_or_none(path)
    if m is None:
        return
    with m:
        rc, out, err = run_cli(cli, "uniformity", rel(path), "--json")
        assert rc == 0, err
        fns = []
        for f in m.definitions:
            with f.uniformity() as u:
                fns.append(u.as_dict())
        assert {"functions": fns} == json.loads(out)
        rc, out, err = run_cli(cli, "dot", rel(path))
        assert rc == 0 and out == m.to_dot(), err
        if not m.definitions:
            return
        f = m.definitions[0]
        rc, out, err = run_cli(cli, "simulate", rel(path), "--json")
        try:
            run = f.simulate()
        except conv.InvalidArgumentError as e:
            assert rc == 1 and out == "" and "[token." in err
            assert e.code.startswith("token.")
            return
        assert rc == 0, err
        with run:
            assert run.as_dict() == json.loads(out)


UNIFORMITY_OPTIONS = [
    (["--wave-size", "1"], {"wave_size": 1}),
    (["--wave-size", "32", "--arguments", "divergent"], {"wave_size": 32, "arguments": "divergent"}),
    (["--arguments", "uniform"], {"arguments": "uniform"}),
    (["--arguments", "flagged"], {"arguments": "flagged"}),
]


@pytest.mark.parametrize("path", EXAMPLES + UNIFORMITY_LL, ids=rel)
def test_uniformity_and_dot_options_agree_with_cli(cli, path):
    with conv.load(rel(path)) as m:
        for f in m.definitions:
            for flags, opts in UNIFORMITY_OPTIONS:
                rc, out, err = run_cli(cli, "uniformity", rel(path), "--json", "--function", f.name, *flags)
                assert rc == 0, err
                with f.uniformity(**opts) as u:
                    assert {"functions": [u.as_dict()]} == json.loads(out), flags
                rc, out, err = run_cli(cli, "dot", rel(path), "--function", f.name, *flags)
                assert rc == 0 and out == f.to_dot(**opts), flags


SIMULATE_OPTIONS = [
    (["--threads", "5", "--wave-size", "2"], {"threads": 5, "wave_size": 2}),
    (["--seed", "7", "--split-anchors"], {"seed": 7, "split_anchors": True}),
    (["--seed", "0", "--threads", "13", "--wave-size", "4"], {"seed": 0, "threads": 13, "wave_size": 4}),
    (["--max-steps", "6"], {"max_steps": 6}),
    (["--threads", "3", "--seed", "18446744073709551615"], {"threads": 3, "seed": (1 << 64) - 1}),
]


@pytest.mark.parametrize("path", EXAMPLES + UNIFORMITY_LL[::4], ids=rel)
def test_simulate_options_agree_with_cli(cli, path):
    with conv.load(rel(path)) as m:
        for f in m.definitions:
            if not f.verify().valid:
                continue
            for flags, opts in SIMULATE_OPTIONS:
                rc, out, err = run_cli(cli, "simulate", rel(path), "--json", "--function", f.name, *flags)
                assert rc == 0, err
                with f.simulate(**opts) as run:
                    assert run.as_dict() == json.loads(out), flags


@pytest.mark.parametrize("path", EXAMPLES + UNIFORMITY_LL, ids=rel)
def test_explain_agrees_with_cli(cli, path):
    """Every divergent value and branch, and one uniform value, of each
    function: Uniformity.explain() gives the lines `conv explain` prints."""
    with conv.load(rel(path)) as m:
        for f in m.definitions:
            with f.uniformity() as u:
                subjects = [v.name for v in u.divergent_values() if v.name]
                subjects += u.divergent_branches()
                subjects += [v.name for v in f.values() if v.name and u.is_uniform(v)][:1]
                subjects += [b for b in f.blocks if not u.branch_divergent(b)][:1]
                for subject in subjects:
                    rc, out, err = run_cli(cli, "explain", rel(path), subject, "--function", f.name)
                    assert rc == 0, err
                    assert out == "".join([f"@{f.name}:\n"] + [f"  {line}\n" for line in u.explain(subject)]), \
                        subject
