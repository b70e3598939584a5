"""conv.parse / conv.load of SPIR-V (docs/spirv.md): assembly text, binary
modules by magic number and by extension, the spirv_tokens option, merge
declarations and errors."""
import struct

import pytest

import conv

TEXT = """OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %lid
OpDecorate %lid BuiltIn LocalInvocationIndex
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%uint = OpTypeInt 32 0
%pin = OpTypePointer Input %uint
%lid = OpVariable %pin Input
%u0 = OpConstant %uint 0
%u3 = OpConstant %uint 3
%t = OpConstantTrue %bool
%main = OpFunction %void None %fn
%a = OpLabel
%x = OpLoad %uint %lid
OpBranch %h
%h = OpLabel
OpLoopMerge %m %h None
%eq = OpIEqual %bool %x %u0
OpBranchConditional %eq %brk %h
%brk = OpLabel
%b = OpGroupNonUniformBallot %uint %u3 %t
OpBranch %m
%m = OpLabel
OpReturn
OpFunctionEnd
"""

# main() { if (LocalInvocationIndex == 0) ballot(true); } (tests/support/spirv_words.h)
WORDS = [0x07230203, 0x00010300, 0, 20, 0,
         (2 << 16) | 17, 1, (3 << 16) | 14, 0, 1, (5 << 16) | 15, 5, 1, 0x6e69616d, 0,
         (4 << 16) | 71, 7, 11, 29, (2 << 16) | 19, 2, (3 << 16) | 33, 3, 2, (4 << 16) | 21, 5, 32, 0,
         (4 << 16) | 32, 6, 1, 5, (4 << 16) | 59, 6, 7, 1, (4 << 16) | 43, 5, 8, 0, (2 << 16) | 20, 10,
         (4 << 16) | 43, 5, 15, 3, (3 << 16) | 41, 10, 16, (5 << 16) | 54, 2, 1, 0, 3, (2 << 16) | 248, 4,
         (4 << 16) | 61, 5, 9, 7, (5 << 16) | 170, 10, 11, 9, 8, (3 << 16) | 247, 13, 0,
         (4 << 16) | 250, 11, 12, 13, (2 << 16) | 248, 12, (5 << 16) | 339, 5, 14, 15, 16, (2 << 16) | 249, 13,
         (2 << 16) | 248, 13, (1 << 16) | 253, (1 << 16) | 56]


def test_parse_spirv_text(no_leaks):
    m = conv.parse(TEXT, "spv")
    assert m.target == "spirv"
    f = m["main"]
    assert f.blocks == ["a", "h", "brk", "m"]
    assert f.kernel and f.convergent
    assert f.merge("h") == ("m", "h")
    assert f.merge("brk") is None
    assert f.successors("h") == ["brk", "h"]
    text = str(m)
    assert "%conv.heart.h = token.loop %conv.entry" in text
    assert "call @OpGroupNonUniformBallot(1) ctrl %conv.heart.h" in text  # per iteration in the break block
    assert conv.parse(TEXT, filename="k.spvasm")["main"].blocks == f.blocks  # by extension


def test_spirv_tokens_none(no_leaks):
    text = str(conv.parse(TEXT, "spirv", spirv_tokens="none"))
    assert "token." not in text and " ctrl " not in text
    with pytest.raises(ValueError):
        conv.parse(TEXT, "spv", spirv_tokens="loops")


@pytest.mark.parametrize("order", ["<", ">"])
def test_parse_binary_by_magic_and_load(order, tmp_path, no_leaks):
    data = struct.pack(order + "%dI" % len(WORDS), *WORDS)
    m = conv.parse(data)  # the magic number says SPIR-V
    f = m["1"]
    assert f.blocks == ["4", "12", "13"]
    assert f.merge("4") == ("13", None)
    path = tmp_path / "k.spv"
    path.write_bytes(data)
    assert conv.load(str(path))["1"].blocks == f.blocks


def test_spirv_errors(no_leaks):
    with pytest.raises(conv.ParseError) as e:
        conv.parse(TEXT.replace("OpIEqual %bool %x %u0", "OpIEqual %bool %x %nope"), "spv")
    assert e.value.diagnostics[0].code == "spirv.undefined-id"
    assert (e.value.diagnostics[0].line, e.value.diagnostics[0].col) == (20, 25)
    bad = struct.pack("<%dI" % len(WORDS), *WORDS[:5] + [0x00000011] + WORDS[6:])  # word count 0
    with pytest.raises(conv.ParseError) as e:
        conv.parse(bad)
    assert e.value.diagnostics[0].code == "spirv.bad-word-count"
    assert e.value.diagnostics[0].message.startswith("byte offset 20:")
