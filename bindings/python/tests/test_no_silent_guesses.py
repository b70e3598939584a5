"""Issue 14, "no silent guesses", in Python: the no-target warning, empty
files, diagnostics that keep the file name, limits named in the error, and
TypeError (not a cffi error, a silent conversion or a crash) for arguments
of the wrong type."""
import os

import pytest

import conv
from conftest import LOOP_CONV

NO_TRIPLE = "define void @f(i32 %x) {\nentry:\n  %y = add i32 %x, 1\n  ret void\n}\n"
BROKEN = ("func @f(%c divergent) {\nentry:\n  %a = token.anchor\n  br h\nh:\n"
          "  call @op() ctrl %a\n  br %c, h, x\nx:\n  ret\n}\n")


def test_no_target_warning_names_the_default(no_leaks):
    with conv.parse(NO_TRIPLE, "ll", filename="k.ll") as m:
        assert [(d.code, d.severity, d.file, d.line, d.col) for d in m.diagnostics] == [
            ("parse.no-target", "warning", "k.ll", 1, 1)]
        assert str(m.diagnostics[0]) == (
            "k.ll:1:1: warning: [parse.no-target] no target triple and no target chosen (--target, "
            "conv_parse_desc.target): using target none (no divergence sources from a target table)")
    for target in ("none", "amdgcn", "nvptx"):
        with conv.parse(NO_TRIPLE, "ll", target=target) as m:
            assert m.diagnostics == []
    with conv.parse('target triple = "amdgcn-amd-amdhsa"\n' + NO_TRIPLE, "ll") as m:
        assert m.diagnostics == []


@pytest.mark.parametrize("content", [b"", b"  \n\t\r\n"])
def test_load_refuses_an_empty_file(tmp_path, content):
    p = tmp_path / "empty.ll"
    p.write_bytes(content)
    with pytest.raises(conv.ParseError) as e:
        conv.load(p)
    why = "only white space" if content else "no bytes"
    assert e.value.code == "io.empty" and e.value.diagnostics[0].file == str(p)
    assert e.value.diagnostics[0].text == f"{p}: error: [io.empty] the file is empty: {why}"
    # the text "" is a valid empty module, as conv_parse reads it (and as
    # conv_module_print prints an empty module)
    with conv.parse("", "conv") as m:
        assert len(m) == 0


def test_empty_file_agrees_with_cli(cli, tmp_path):
    import subprocess
    p = tmp_path / "empty.conv"
    p.write_bytes(b"")
    with pytest.raises(conv.ParseError) as e:
        conv.load(p)
    r = subprocess.run([cli, "print", str(p)], capture_output=True, text=True)
    assert r.returncode == 2 and r.stderr.splitlines() == [d.text for d in e.value.diagnostics]


def test_diagnostics_of_analyses_keep_the_file_name(no_leaks, tmp_path):
    path = str(tmp_path / "broken.conv")
    with open(path, "w") as fp:
        fp.write(BROKEN)
    for m in (conv.load(path), conv.parse(BROKEN, "conv", filename=path)):
        with m:
            f = m["f"]
            result = f.verify()
            assert result and all(d.file == path for d in result)
            assert str(result[0]).startswith(path + ":6:3: error: [token.")
            with pytest.raises(conv.InvalidArgumentError) as e:
                f.simulate()
            assert all(d.file == path for d in e.value.diagnostics)
            assert path + ":6:3: error: [token." in str(e.value)
    # without a file name they stay "<input>"
    with conv.parse(BROKEN, "conv") as m:
        assert str(m["f"].verify()[0]).startswith("<input>:6:3: error: [token.")


def test_check_diagnostics_keep_the_file_name(no_leaks, tmp_path):
    # a claim that breaks: with wave size 1 every value is called uniform
    path = str(tmp_path / "div.conv")
    with open(path, "w") as fp:
        fp.write("func @f(%t divergent) {\nentry:\n  %x = add %t, %t\n  ret\n}\n")
    with conv.load(path) as m:
        f = m["f"]
        with f.uniformity(wave_size=1) as u, f.simulate(threads=4) as run:
            result = run.check(u)
            assert not result.sound and all(d.file == path for d in result)
            assert str(result[0]).startswith(path + ":")


def test_limits_are_named(no_leaks):
    with conv.parse(LOOP_CONV, "conv", filename="loop.conv") as m:
        with pytest.raises(conv.InvalidArgumentError) as e:
            m["k"].simulate(threads=65536, max_steps=10000)
        assert e.value.code == "interp.limit"
        assert ("loop.conv: error: [interp.limit] 65536 threads x 10000 max steps = 655360000: the interpreter "
                "allows at most 65536 threads and threads x max steps <= 2^26 (67108864)") in str(e.value)


WRONG_TYPES = [
    ("parse(123)", lambda m, f, nf: conv.parse(123)),
    ("parse(None)", lambda m, f, nf: conv.parse(None)),
    ("parse([1, 2])", lambda m, f, nf: conv.parse([1, 2])),
    ("parse format=5", lambda m, f, nf: conv.parse(LOOP_CONV, 5)),
    ("parse target=3", lambda m, f, nf: conv.parse(LOOP_CONV, "conv", target=3)),
    ("parse filename=5", lambda m, f, nf: conv.parse(LOOP_CONV, "conv", filename=5)),
    ("parse finalize='yes'", lambda m, f, nf: conv.parse(LOOP_CONV, "conv", finalize="yes")),
    ("parse rules=5", lambda m, f, nf: conv.parse(LOOP_CONV, "conv", rules=5)),
    ("parse rules={5: ...}", lambda m, f, nf: conv.parse(LOOP_CONV, "conv", rules={5: "divergent"})),
    ("parse rules=[callee]", lambda m, f, nf: conv.parse(LOOP_CONV, "conv", rules=["@x"])),
    ("parse rule flags 5.0", lambda m, f, nf: conv.parse(LOOP_CONV, "conv", rules={"@x": 5.0})),
    ("parse rule flags True", lambda m, f, nf: conv.parse(LOOP_CONV, "conv", rules={"@x": True})),
    ("load(5)", lambda m, f, nf: conv.load(5)),
    ("Module(target=5)", lambda m, f, nf: conv.Module(target=5)),
    ("add_function(5)", lambda m, f, nf: m.add_function(5)),
    ("add_function kernel='no'", lambda m, f, nf: m.add_function("g", kernel="no")),
    ("add_block(7)", lambda m, f, nf: nf.add_block(7)),
    ("add_argument(name=3)", lambda m, f, nf: nf.add_argument(3)),
    ("op opcode=4", lambda m, f, nf: nf.op("b", 4)),
    ("uniformity wave_size='64'", lambda m, f, nf: f.uniformity(wave_size="64")),
    ("uniformity arguments=1", lambda m, f, nf: f.uniformity(arguments=1)),
    ("simulate threads=8.0", lambda m, f, nf: f.simulate(threads=8.0)),
    ("simulate split_anchors='yes'", lambda m, f, nf: f.simulate(split_anchors="yes")),
    ("cycles llvm19=1", lambda m, f, nf: f.cycles(llvm19=1)),
    ("verify allow_token_on_nonconvergent=None", lambda m, f, nf: f.verify(allow_token_on_nonconvergent=None)),
    ("module[1.5]", lambda m, f, nf: m[1.5]),
    ("domtree().idom(3)", lambda m, f, nf: f.domtree().idom(3)),
]


@pytest.mark.parametrize("what,call", WRONG_TYPES, ids=[w for w, _ in WRONG_TYPES])
def test_wrong_argument_types_raise_type_error(what, call):
    m = conv.parse(LOOP_CONV, "conv")
    b = conv.Module()
    nf = b.add_function("open")
    nf.add_block("b")
    with pytest.raises(TypeError) as e:
        call(m, m["k"], nf)
    # a clear message of ours, not cffi's ("initializer for ctype ...")
    assert "must be" in str(e.value) or " is " in str(e.value) or "not " in str(e.value), str(e.value)
    assert "ctype" not in str(e.value) and "cdata" not in str(e.value)


def test_bytes_and_pathlike_still_accepted(tmp_path):
    with conv.parse(LOOP_CONV.encode(), "conv", filename=os.fspath(tmp_path / "x.conv")) as m:
        assert m.filename == str(tmp_path / "x.conv")
    with conv.parse(bytearray(LOOP_CONV.encode()), "conv") as m:
        assert len(m) == 1
    p = tmp_path / "k.conv"
    p.write_text(LOOP_CONV)
    with conv.load(p) as m:
        assert m.filename == str(p)
