"""Inlining and outlining from Python: Function.can_inline, apply_inline,
Module.inline (R18) and Function.can_outline, apply_outline,
Module.outline (R19). The answers come from the documents (the spec's
entry inlining example, ../shared/LEGALITY.md R18 and R19 with their
reproductions: tests/legality/inline.conv, inline-spec.ll,
inline-repro.ll); the results are held to the verifier, to `conv inline`
(the same module, the same LLVM IR) and, for outlining, to the
interpreter after inlining the call back."""
import os
import shutil
import subprocess
import tempfile

import pytest

import conv
from conftest import ROOT

NATIVE = ROOT + "/tests/legality/inline.conv"
SPEC_LL = ROOT + "/tests/legality/inline-spec.ll"
REPRO_LL = ROOT + "/tests/legality/inline-repro.ll"


def valid(f):
    return f.verify().valid


def test_spec_example_entry_becomes_the_call_token():
    m = conv.load(NATIVE)
    main = m["main"]
    v = main.can_inline("for:2")
    assert v and v.reason == "CONV_LEGAL_INLINE_ENTRY" and v.blocking == ("value", "%inner") and v.where == "main"
    assert v.as_dict()["where"] == "main"
    out = m.inline(main.instructions("for")[2])
    g = out["main"]
    assert [f.name for f in out] == [f.name for f in m]
    assert g.blocks == ["entry", "for", "exit", "entry.i", "callee.exit"]
    assert g.value("%r.i").token.name == "%inner"
    assert valid(g)
    # the copy in the same module, and the CLI's module
    copy = main.apply_inline("for:2")
    assert copy.name == "main.inline" and copy in m.definitions and valid(copy)
    cli = subprocess.run([ROOT + "/build/conv", "inline", NATIVE, "main", "for:2"], capture_output=True, text=True)
    assert cli.returncode == 0 and cli.stdout == out.to_text()


def test_spec_example_as_llvm_ir():
    m = conv.load(SPEC_LL)
    out = m.inline("for:2", caller="main")
    text = out.to_ll()
    cli = subprocess.run([ROOT + "/build/conv", "inline", SPEC_LL, "main", "for:2"], capture_output=True, text=True)
    assert cli.returncode == 0 and text == cli.stdout
    assert '%r.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 1) [ "convergencectrl"(token %inner) ]' in text
    if shutil.which("opt-19"):
        with tempfile.NamedTemporaryFile("w", suffix=".ll") as f:
            f.write(text)
            f.flush()
            assert subprocess.run(["opt-19", "-passes=verify", "-disable-output", f.name]).returncode == 0


def test_reproductions():
    m = conv.load(NATIVE)
    # R18 c: an uncontrolled callee through a token call
    v = m["ctl"].can_inline("%v")
    assert v.reason == "CONV_LEGAL_INLINE_CALLEE_INFERRED" and v.blocking == ("value", "%e")
    g = m.inline(m["ctl"].value("%v"))["ctl"]
    assert g.value("%b.i").token.name == "%conv.loop.loop.i"
    assert g.value("%conv.loop.loop.i").token.name == "%e" and g.value("%s.i").token.name == "%e"
    assert valid(g)
    # R18 b: a controlled callee without a token; a kernel needs make_convergent
    assert m["unctl"].can_inline("%v").reason == "CONV_LEGAL_INLINE_CALLER_INFERRED"
    v = m["kernel"].can_inline("%v")
    assert not v and v.reason == "CONV_LEGAL_NOT_INFERRED" and v.blocking == ("value", "%v")
    with pytest.raises(conv.InvalidArgumentError) as e:
        m.inline(m["kernel"].value("%v"))
    assert [d.code for d in e.value.diagnostics] == ["legal.apply"]
    g = m.inline(m["kernel"].value("%v"), make_convergent=True)["kernel"]
    assert conv.FunctionFlag.CONVERGENT in g.flags and valid(g)
    # unused entry: plain, the entry not copied
    v = m["user"].can_inline("%b")
    assert v.reason == "CONV_LEGAL_INLINE_PLAIN" and v.blocking == ("none", None)
    g = m.inline(m["user"].value("%b"))["user"]
    assert "%t.i" not in [x.name for x in g.values()] and valid(g)
    # refused in the callee
    v = m["callirr"].can_inline("entry:1")
    assert not v and v.where == "irr" and v.blocking == ("block", "b2")
    assert v.message.endswith("(block b2)")
    # the repro in LLVM IR: R18 c written back
    r = conv.load(REPRO_LL)
    text = r.inline("%v", caller="ctl").to_ll()
    assert 'call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]' in text


def test_arguments():
    m = conv.load(NATIVE)
    with pytest.raises(TypeError):
        m.inline("%v")
    with pytest.raises(ValueError):
        m["ctl"].can_inline(m["unctl"].value("%v"))
    with pytest.raises(conv.InvalidArgumentError):
        m["ctl"].can_inline("%w")  # no call
    assert m["external"].can_inline("%x").reason == "CONV_LEGAL_NO_BODY"


TOKEN_REGION = """
func @k(%n, %tid divergent) convergent {
entry:
  %e = token.entry
  %c = icmp %tid, %n
  br %c, r1, done
r1:
  %x = add %n, 1
  %b = call @ballot(%x) ctrl %e convergent collective
  br %b, r2, r3
r2:
  %y = add %b, 2
  br r3
r3:
  %z = phi [%b, r1], [%y, r2]
  br done
done:
  %p = phi [0, entry], [%z, r3]
  ret %p
}
"""


def test_outline_token_becomes_entry_and_bundle():
    m = conv.parse(TOKEN_REGION)
    k = m["k"]
    v = k.can_outline(["r1", "r2", "r3"])
    assert v and v.reason == "CONV_LEGAL_OUTLINE_ENTRY" and v.blocking == ("value", "%e") and v.where is None
    out = m.outline("k", ["r1", "r2", "r3"], "part")
    assert [f.name for f in out] == ["k", "part"]
    g, part = out["k"], out["part"]
    call = g.value("%z")
    assert call.kind == conv.Kind.CALL and call.opcode == "@part" and call.token.name == "%e"
    assert conv.FunctionFlag.CONVERGENT in part.flags
    assert part.value("%b").token.name == "%conv.entry" and [a.name for a in part.arguments] == ["%n"]
    assert valid(g) and valid(part)
    # apply on copies, then inline back: the interpreter sees the original
    copy, outlined = k.apply_outline(["r1", "r2", "r3"])
    assert (copy.name, outlined.name) == ("k.outline", "k.outlined")
    back = copy.apply_inline(copy.value("%z"))
    assert valid(back)
    cli = subprocess.run([ROOT + "/build/conv", "outline", "-", "k", "r1", "r2", "r3", "--name", "part"],
                         input=TOKEN_REGION, capture_output=True, text=True)
    assert cli.returncode == 0 and cli.stdout == out.to_text()


def test_outline_refusals():
    m = conv.load(NATIVE)
    v = m["unc"].can_outline(["done"])
    assert not v and v.reason == "CONV_LEGAL_SHAPE"  # a return
    with pytest.raises(conv.InvalidArgumentError):
        m.outline("unc", ["done"])
    with pytest.raises(ValueError):
        m["unc"].can_outline([])


def test_outline_to_ll_is_the_cli_text():
    """Module.outline() of a module read from LLVM IR: to_ll() writes the
    input's text with the outlining's edits, as `conv outline` prints it;
    the new function's define (convergent, %conv.entry, the call's bundle)
    is appended; opt-19 accepts it when installed."""
    path = os.path.join(ROOT, "tests", "data", "outline_forms.ll")
    m = conv.load(path)
    text = m.outline("k", ["r1"], "part").to_ll()
    cli = subprocess.run([ROOT + "/build/conv", "outline", path, "k", "r1", "--name", "part"],
                         capture_output=True, text=True)
    assert cli.returncode == 0 and text == cli.stdout
    assert '%z = call i32 @part(i32 %n, i32 %tid) convergent [ "convergencectrl"(token %e) ]' in text
    assert text.endswith("define i32 @part(i32 %n, i32 %tid) convergent {\nr1:\n"
                         "  %conv.entry = call token @llvm.experimental.convergence.entry()\n"
                         "  %x = icmp eq i32 %tid, 0\n"
                         '  %b = call i32 @ballot(i1 %x) [ "convergencectrl"(token %conv.entry) ]\n'
                         "  %z = add i32 %b, %n\n  br label %exit\n\nexit:\n  ret i32 %z\n}\n")
    opt = shutil.which("opt-19")
    if opt:
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "out.ll")
            with open(out, "w") as f:
                f.write(text)
            assert subprocess.run([opt, "-passes=verify", "-disable-output", out]).returncode == 0
    with pytest.raises(conv.InvalidArgumentError):
        m.outline("ext", ["r"], "part").to_ll()  # a type conv does not read
