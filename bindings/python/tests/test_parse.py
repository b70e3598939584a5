"""conv.parse / conv.load, formats, options and parse errors."""
import os

import pytest

import conv
from conftest import EXAMPLES, LOOP_CONV, data


@pytest.mark.parametrize("path", EXAMPLES, ids=os.path.basename)
def test_load_every_example(path, no_leaks):
    with conv.load(path) as m:
        assert m.filename == path
        assert len(m) >= 1
        assert all(f.is_finalized for f in m.definitions)


def test_parse_native_text():
    m = conv.parse(LOOP_CONV, "conv")
    f = m["k"]
    assert f.blocks == ["entry", "header", "body", "latch", "exit"]
    assert f.entry == "entry"
    assert f.convergent and f.kernel and not f.is_declaration
    assert [a.name for a in f.arguments] == ["%n", "%tid"]
    assert m.target is None
    assert m.diagnostics == []


def test_parse_bytes_and_format_by_filename():
    text = open(data("examples", "data", "loop.ll"), "rb").read()
    m = conv.parse(text, filename="kernel.ll")  # .ll: LLVM IR
    assert m.filename == "kernel.ll"
    assert m["loop"].blocks == ["entry", "header", "body", "exit"]
    assert m.target == "amdgcn-amd-amdhsa"
    with pytest.raises(conv.ParseError):
        conv.parse(text)  # no filename: native format
    assert "loop" in conv.parse(text, "ll") and "loop" in conv.parse(text, "llvm")
    assert "k" in conv.parse(LOOP_CONV, "native")


def test_load_format_override(tmp_path):
    p = tmp_path / "kernel.txt"
    p.write_text(open(data("examples", "data", "loop.ll")).read())
    assert conv.load(str(p), "ll")["loop"].entry == "entry"
    assert conv.load(p, format="ll").filename == str(p)  # os.PathLike


def test_load_missing_file():
    with pytest.raises(FileNotFoundError):
        conv.load(data("no", "such", "file.ll"))


def test_unknown_format_and_target():
    with pytest.raises(ValueError):
        conv.parse(LOOP_CONV, "xml")
    with pytest.raises(ValueError):
        conv.parse(LOOP_CONV, "conv", target="x86")


def test_parse_error_code_line_col():
    path = data("tests", "data", "bad_syntax.conv")
    with pytest.raises(conv.ConvError) as ei:
        conv.load(path)
    e = ei.value
    assert isinstance(e, conv.ParseError)
    assert e.result is conv.Result.PARSE
    assert e.code == "parse.expected"
    assert (e.line, e.col) == (3, 15)
    assert e.diagnostics and e.diagnostics[0].file == path
    assert str(e.diagnostics[0]).startswith(f"{path}:3:15: error: [parse.expected] ")
    assert e.diagnostics[0].text in str(e)


def test_parse_error_default_filename_and_several_errors():
    with pytest.raises(conv.ParseError) as ei:
        conv.parse("func @f() {\nentry:\n  br nowhere\n}\nfunc @f() {\nx:\n  ret\n}\n", "conv")
    e = ei.value
    assert [d.code for d in e.diagnostics] == ["parse.undefined-block", "parse.duplicate-function"]
    assert e.code == "parse.undefined-block" and (e.line, e.col) == (3, 6)
    assert [str(d) for d in e.diagnostics] == [
        "<input>:3:6: error: [parse.undefined-block] use of undefined block 'nowhere'",
        "<input>:5:6: error: [parse.duplicate-function] function '@f' is defined twice"]
    assert "(and 1 more error)" in str(e)


def test_invalid_graph_error():
    with pytest.raises(conv.InvalidGraphError) as ei:
        conv.parse("func @f() {\nentry:\n  %x = add 1\n}\n", "conv")
    assert ei.value.code == "graph.no-terminator"
    assert ei.value.line == 2


def test_no_finalize_leaves_functions_open():
    m = conv.parse(LOOP_CONV, "conv", finalize=False)
    f = m["k"]
    assert not f.is_finalized
    with pytest.raises(conv.NotFinalizedError):
        f.domtree()
    f.finalize()
    assert f.is_finalized


def test_target_tables_and_rules():
    ll = ('define void @k(i32 %a) {\nentry:\n  %t = call i32 @my.tid()\n'
          '  %u = call i32 @llvm.amdgcn.workitem.id.x()\n  ret void\n}\n')
    plain = conv.parse(ll, "ll")["k"]
    assert plain.value("%u").flags & conv.Flag.DIVERGENCE_SOURCE == 0  # no triple: no tables
    amd = conv.parse(ll, "ll", target="amdgcn")["k"]
    assert amd.value("%u").flags & conv.Flag.DIVERGENCE_SOURCE
    assert amd.value("%t").flags & conv.Flag.DIVERGENCE_SOURCE  # unknown callee on amdgcn
    ruled = conv.parse(ll, "ll", target="amdgcn", rules={"@my.*": "uniform"})["k"]
    assert ruled.value("%t").flags & conv.Flag.ALWAYS_UNIFORM
    assert not ruled.value("%t").flags & conv.Flag.DIVERGENCE_SOURCE
    pairs = conv.parse(ll, "ll", target="none", rules=[("@my.tid", conv.Flag.CONVERGENT)])["k"]
    assert pairs.value("%t").flags & conv.Flag.CONVERGENT
    assert not pairs.value("%u").flags & conv.Flag.DIVERGENCE_SOURCE
    with pytest.raises(ValueError):
        conv.parse(ll, "ll", rules={"@x": "sometimes"})


def test_r600_and_spirv_targets():
    # r600 reads its own table (tidig ids are sources), never amdgcn's;
    # SPIR-V knows OpenCL's work-item functions and calls unknown ones sources
    r600 = ('define void @k() {\nentry:\n  %t = call i32 @llvm.r600.read.tidig.x()\n'
            '  %u = call i32 @llvm.amdgcn.workitem.id.x()\n  ret void\n}\n')
    f = conv.parse(r600, "ll", target="r600")["k"]
    assert f.value("%t").flags & conv.Flag.DIVERGENCE_SOURCE
    spv = ('define spir_kernel void @k(i32 %n) {\nentry:\n'
           '  %g = call spir_func i64 @_Z13get_global_idj(i32 0)\n'
           '  %w = call spir_func i64 @_Z12get_group_idj(i32 0)\n'
           '  %h = call spir_func i32 @helper(i32 %n)\n  ret void\n}\n')
    f = conv.parse(spv, "ll", target="spirv")["k"]
    assert f.value("%g").flags & conv.Flag.DIVERGENCE_SOURCE
    assert not f.value("%w").flags & conv.Flag.DIVERGENCE_SOURCE
    assert f.value("%h").flags & conv.Flag.DIVERGENCE_SOURCE
    u = f.uniformity()
    assert not u.is_uniform("%g") and u.is_uniform("%w")
    none = conv.parse(spv, "ll", target="none")["k"]
    assert not none.value("%g").flags & conv.Flag.DIVERGENCE_SOURCE


def test_numbered_llvm_blocks():
    m = conv.load(data("tests", "data", "numbered.ll"))
    f = m["f"]
    assert f.blocks == ["0", "1", "2"]
    dt = f.domtree()
    assert dt.idom("0") is None and dt.idom("1") == "0" and dt.idom("2") == "0"
