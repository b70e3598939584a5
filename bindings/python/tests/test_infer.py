"""Inference from Python: Function.infer_tokens, Module.infer_tokens,
Module.infer_convergent and Module.callgraph. The expected answers come
from the documents (seed 000's divergent `break` and @reserveSpaceInBuffer,
LEGALITY.md R20 and R21), and each copy is held to the verifier and to the
interpreter (equivalent()), never to conv's own output."""
import subprocess

import conv
from conftest import ROOT

TEXT = open(ROOT + "/tests/data/infer.conv").read()
BREAK = TEXT[TEXT.index("func @maximal"):TEXT.index("func @irr")]
IRREDUCIBLE = TEXT[TEXT.index("func @irr"):TEXT.index("func @kernel")]


def test_break_gets_entry_and_the_loop_its_heart():
    m = conv.parse(BREAK)
    f = m["maximal"]
    got = f.infer_tokens()
    assert got and got.reason == "CONV_INFER_DONE" and (got.entries, got.hearts, got.controlled) == (1, 1, 2)
    g = got.function
    assert g.name == "maximal.tokens" and g in m.definitions
    # R20: the call after the divergent break reads entry, the one in the
    # loop the loop's heart, chained to entry
    assert g.value("%r").token.name == "%conv.entry"
    assert g.value("%b").token.name == "%conv.loop.for"
    assert g.value("%conv.loop.for").token.name == "%conv.entry"
    assert all(r.valid for r in [g.verify()])
    assert f.equivalent(g, seeds=4)
    # the same uniformity: the inference keeps maximal convergence
    def listing(fn):
        d = fn.uniformity().as_dict()
        for b in d["blocks"]:
            b["values"] = [v for v in b["values"] if not v["name"].startswith("%conv.")]
        del d["name"]
        return d
    assert listing(f) == listing(g)


def test_refusal_is_a_warning_and_no_copy():
    m = conv.parse(IRREDUCIBLE)
    got = m["irr"].infer_tokens()
    assert not got and got.function is None and got.reason == "CONV_INFER_IRREDUCIBLE"
    assert [d.code for d in got.diagnostics] == ["infer.irreducible"] and got.block in ("b1", "b2")
    assert len(m) == 1


def test_module_infer_tokens_and_cli_agree():
    text = BREAK + "\n" + IRREDUCIBLE
    m = conv.parse(text)
    out = m.infer_tokens()
    assert [f.name for f in out] == ["maximal", "irr"]
    assert [d.code for d in out.diagnostics] == ["infer.irreducible"]
    assert out["maximal"].value("%r").token.name == "%conv.entry"
    assert out["irr"].value("%a").token is None
    cli = subprocess.run([ROOT + "/build/conv", "infer-tokens", "-"], input=text, capture_output=True, text=True)
    assert cli.returncode == 1 and cli.stdout == out.to_text()


def test_kernel_needs_make_convergent():
    m = conv.parse("func @k(%x) {\nb0:\n  %a = call @subgroup.reduce(%x) convergent collective\n  ret\n}\n")
    assert m["k"].infer_tokens().reason == "CONV_INFER_NOT_CONVERGENT"
    got = m["k"].infer_tokens(make_convergent=True)
    assert got.function.convergent and got.function.value("%a").token.name == "%conv.entry"


def test_anchors_only_needs_no_convergent():
    text = open(ROOT + "/examples/data/anchor.conv").read().replace(
        "func @reserveSpaceInBuffer(%bufferAllocationCount) {",
        "func @reserveSpaceInBuffer(%bufferAllocationCount) convergent {")
    m = conv.parse(text + "func @user(%n) convergent {\nb0:\n  %e = token.entry\n"
                          "  %o = call @reserveSpaceInBuffer(%n) ctrl %e convergent\n  ret\n}\n")
    cg = m.callgraph()
    assert [(n.name, n.convergent, n.needed, n.reason) for n in cg] == [
        ("reserveSpaceInBuffer", True, False, "CONV_NEED_NONE"), ("user", True, True, "CONV_NEED_ENTRY")]
    assert cg[1].callees == ["reserveSpaceInBuffer"] and cg[1].value == "%e"
    out = m.infer_convergent()
    assert not out["reserveSpaceInBuffer"].convergent and out["user"].convergent
    assert [d.code for d in out.diagnostics] == ["infer.noconvergent"]
    call = out["user"].value("%o")
    assert call.token is None and not (call.flags & conv.Flag.CONVERGENT)
    assert out["user"].verify().valid


def test_reason_tables_and_records():
    assert conv.INFER_REASONS[0] == "CONV_INFER_DONE" and "CONV_INFER_ENTRY_IN_CYCLE" in conv.INFER_REASONS
    assert conv.NEED_REASONS[0] == "CONV_NEED_NONE" and "CONV_NEED_CALLEE" in conv.NEED_REASONS
    m = conv.parse("func @a(%x, %p) convergent {\nb0:\n  call @b(%x) convergent\n  call %p(%x)\n  ret\n}\n"
                   "func @b(%x) convergent {\nb0:\n  %r = call @subgroup.reduce(%x) convergent collective\n"
                   "  ret\n}\n")
    a, b = m.callgraph()
    assert isinstance(a, conv.Need) and (a.needed, a.reason, a.callee) == (True, "CONV_NEED_CALLEE", "b")
    assert a.calls_unknown and not b.calls_unknown and a.scc > b.scc and a.value is None
    assert (b.reason, b.value) == ("CONV_NEED_OPERATION", "%r")
    got = m["b"].infer_tokens("b.explicit", every_loop=True)
    assert isinstance(got, conv.Inferred) and got.function.name == "b.explicit"
    assert (got.block, got.value) == (None, None)


def _corpus_ll():
    import glob
    import os
    dirs = ["tests/realworld", "tests/uniformity", "examples/data", "tests/verify", "tests/legality", "tests/data"]
    return sorted(f for d in dirs for f in glob.glob(os.path.join(ROOT, d, "**", "*.ll"), recursive=True))


def test_to_ll_round_trip_and_inferred_text_reads_back():
    """Every .ll of the corpora: to_ll() without edits is the file byte for
    byte; infer_tokens().to_ll() reads back as the same graph plus the
    edits (its native text equals the inferred module's)."""
    files = changed = 0
    for path in _corpus_ll():
        data = open(path, "rb").read()
        try:
            m = conv.load(path)
        except conv.ConvError:
            continue  # the reader's own tests cover what it refuses
        files += 1
        assert m.to_ll().encode("utf-8", "surrogateescape") == data, path
        inferred = m.infer_tokens(make_convergent=True)
        text = inferred.to_ll()
        changed += text.encode("utf-8", "surrogateescape") != data
        assert conv.parse(text, "ll", filename=path).to_text() == inferred.to_text(), path
    assert files > 500 and changed > 150


def test_to_ll_needs_llvm_ir():
    import pytest
    with pytest.raises(ValueError):
        conv.parse(BREAK).to_ll()
    k = conv.load(ROOT + "/examples/data/loop.ll")
    k["loop"].infer_tokens(make_convergent=True)   # adds @loop.tokens to k: not in the text
    with pytest.raises(ValueError):
        k.to_ll()
    with pytest.raises(ValueError):
        k.infer_tokens().to_ll()
