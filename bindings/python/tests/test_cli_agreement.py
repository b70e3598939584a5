"""The bindings answer exactly what the CLI prints: `conv domtree [--post]
--json`, `conv cycles [--llvm19] --json`, `conv verify [--allow-token-on-
nonconvergent] --json` and `conv print`, on every bundled example, the test
inputs and the tests/verify corpus; for files that do not parse, the same
diagnostics."""
import json
import os
import subprocess

import pytest

import conv
from conftest import CORPUS, EXAMPLES, ROOT, TEST_DATA

FILES = EXAMPLES + TEST_DATA + CORPUS


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
