#!/usr/bin/python3
"""Writes the seed corpus of every harness: fuzz/corpus/<harness>/.

    /usr/bin/python3 fuzz/make_corpus.py          rewrite the corpus
    /usr/bin/python3 fuzz/make_corpus.py --check  fail if it differs from the files

Seeds are small (a few hundred bytes) and deterministic: hand-written shapes
(diamond, nested loops, irreducible cycle, infinite loop, token placements
valid and broken) encoded for each harness's decoder, a few inputs from a
fixed-seed random generator, and for fuzz_text the example inputs of
examples/data/ and tests/verify/ with an option byte in front. The encodings
are documented at the top of each fuzz/fuzz_*.c file.
"""
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "fuzz", "corpus")

# terminator variants (fuzz_common.h, fcfg_decode): t = nsucc + 5 * variant
RET, UNREACHABLE, INVOKE0 = 0, 1, 2        # 0 successors
BR, INVOKE, SWITCH = 0, 1, 2               # 1 successor
BR2, SWITCH2, INVOKE2 = 0, 1, 2            # 2 successors
MAX_BLOCKS = 48


def encode_cfg(blocks, max_blocks=MAX_BLOCKS, variants=None):
    """blocks: list of successor lists; variants: optional terminator
    variant per block. Returns the fcfg_decode bytes."""
    n = len(blocks)
    assert 1 <= n <= max_blocks
    out = [n - 1]
    for b, succ in enumerate(blocks):
        v = variants[b] if variants else 0
        out.append(len(succ) + 5 * v)
        for s in succ:
            out.append((s - b - 1) % n)
    return out


SHAPES = {
    "single_ret": [[]],
    "single_self_loop": [[0]],
    "diamond": [[1, 2], [3], [3], []],
    "natural_loop": [[1], [2, 3], [1], []],
    "nested_loops": [[1], [2], [3, 2], [1, 4], []],
    "irreducible": [[1, 2], [2], [1, 3], []],
    "infinite_loop": [[1], [2], [1]],
    "two_infinite_loops": [[1, 3], [2], [1], [4], [3]],
    "unreachable_into_loop": [[1], [2, 3], [1], [], [2]],
    "switch_duplicates": [[1, 1, 2, 2], [3], [3], []],
    "exits_and_loop": [[1, 2], [1, 3], [], []],
    "self_loops_chain": [[0, 1], [1, 2], [2, 3], []],
}


def random_cfg(rng, n):
    blocks = []
    for b in range(n):
        k = rng.choice([0, 1, 1, 2, 2, 3])
        blocks.append([rng.randrange(n) for _ in range(k)])
    return blocks


def graph_seeds():
    seeds = {}
    for name, blocks in SHAPES.items():
        seeds[name] = bytes(encode_cfg(blocks))
    seeds["invoke_and_unreachable"] = bytes(encode_cfg([[1, 2], [], [3], []],
                                                       variants=[INVOKE2, UNREACHABLE, INVOKE, INVOKE0]))
    rng = random.Random(8)
    for i in range(12):
        n = rng.choice([3, 5, 8, 12, 20, 30, 48])
        seeds["random_%02d" % i] = bytes(encode_cfg(random_cfg(rng, n)))
    return seeds


# fuzz_verify opcodes (fuzz_verify.c)
ADD, ANCHOR, ENTRY, LOOP, CALL_CTRL, CALL_UNCONTROLLED, CALL_NONCONV_CTRL, \
    ENTRY_OPERAND, ANCHOR_OPERAND, LOOP_NO_OPERAND, MISUSE, MAKE_TOKEN = range(12)
TAKES_TOKEN = {LOOP, CALL_CTRL, CALL_NONCONV_CTRL, ENTRY_OPERAND, ANCHOR_OPERAND, MISUSE}


def encode_vfn(convergent, blocks, insts):
    """insts: per block a list of (op, token_index) or (MISUSE, sub, token)."""
    out = [1 if convergent else 0] + encode_cfg(blocks, max_blocks=10)
    for b in range(len(blocks)):
        lst = insts[b] if b < len(insts) else []
        out.append(len(lst))
        for x in lst:
            out.append(x[0])
            if x[0] == MISUSE:
                out.append(x[1])
                out.append(x[2])
            elif x[0] in TAKES_TOKEN:
                out.append(x[1])
    return bytes(out)


def verify_seeds():
    s = {}
    loop = [[1], [2, 3], [1], []]  # entry, header, latch, exit
    # tokens are numbered in definition order (block order, then position)
    s["heart_valid"] = encode_vfn(True, loop, [[(ENTRY,)], [(LOOP, 0), (CALL_CTRL, 1)], [], [(CALL_CTRL, 0)]])
    s["anchor_in_loop_valid"] = encode_vfn(False, loop, [[], [(ANCHOR,), (CALL_CTRL, 0)], [], []])
    s["cycle_use"] = encode_vfn(False, loop, [[(ANCHOR,)], [(CALL_CTRL, 0)], [], []])
    s["two_hearts"] = encode_vfn(True, loop, [[(ENTRY,)], [(LOOP, 0)], [(LOOP, 0)], []])
    s["two_tokens"] = encode_vfn(True, loop, [[(ENTRY,), (ANCHOR,)], [(LOOP, 0), (LOOP, 1)], [], []])
    s["heart_irreducible"] = encode_vfn(True, [[1, 2], [2], [1, 3], []],
                                        [[(ENTRY,)], [(LOOP, 0)], [], []])
    s["dominance"] = encode_vfn(False, [[1, 2], [3], [3], []], [[], [(ANCHOR,)], [], [(CALL_CTRL, 0)]])
    s["mixed"] = encode_vfn(True, [[]], [[(ENTRY,), (CALL_CTRL, 0), (CALL_UNCONTROLLED,)]])
    s["misuse"] = encode_vfn(False, [[1, 2], [3], [3], []],
                             [[(ANCHOR,), (MISUSE, 0, 0)], [(ANCHOR,)], [(ANCHOR,)],
                              [(MISUSE, 3, 1), (MISUSE, 2, 0), (MISUSE, 1, 0)]])
    s["producers"] = encode_vfn(True, [[]], [[(MAKE_TOKEN,), (CALL_CTRL, 0), (CALL_CTRL, 1),
                                              (CALL_NONCONV_CTRL, 0)]])
    s["forbidden_operands"] = encode_vfn(True, [[1], []], [[(ENTRY_OPERAND, 1), (ANCHOR,)],
                                                            [(ANCHOR_OPERAND, 0), (LOOP_NO_OPERAND,)]])
    s["nested_hearts"] = encode_vfn(True, [[1], [2], [2, 3], [1, 4], []],
                                    [[(ENTRY,)], [(LOOP, 0)], [(LOOP, 1), (CALL_CTRL, 2)], [], []])
    s["regions_overlap"] = encode_vfn(False, [[]], [[(ANCHOR,), (ANCHOR,), (CALL_CTRL, 0), (CALL_CTRL, 1)]])
    rng = random.Random(9)
    for i in range(8):
        n = rng.choice([2, 4, 6, 10])
        blocks = random_cfg(rng, n)
        insts = []
        for _ in range(n):
            lst = []
            for _ in range(rng.randrange(5)):
                op = rng.randrange(12)
                if op == MISUSE:
                    lst.append((op, rng.randrange(4), rng.randrange(256)))
                else:
                    lst.append((op, rng.randrange(256)))
            insts.append(lst)
        s["random_%02d" % i] = encode_vfn(rng.random() < 0.5, blocks, insts)
    return s


MALFORMED = {
    "unterminated_string.conv": b'func @f() {\nentry:\n  %x = "unterminated\n  ret\n}\n',
    "nul_byte.conv": b"func @f() {\nentry:\n  ret\x00\n}\n",
    "bad_integer.conv": b"func @f() {\nentry:\n  %x = add 99999999999999999999, 1\n  ret\n}\n",
    "undefined_names.conv": b"func @f() {\nentry:\n  %x = add %y, 1\n  br nowhere\n}\n",
    "no_terminator.conv": b"func @f() {\nentry:\n  %x = add 1, 2\nnext:\n  ret\n}\n",
    "phi_mismatch.conv": b"func @f(%c) {\nentry:\n  br %c, a, b\na:\n  %p = phi [1, entry], [2, b]\n  ret\nb:\n  br a\n}\n",
    "unterminated_function.ll": b"define void @f() {\nentry:\n  ret void\ndefine void @g() {\n}\n",
    "funclet.ll": b"define void @f() {\nentry:\n  %cs = catchswitch within none [label %h] unwind to caller\nh:\n  ret void\n}\n",
    "switch_multiline.ll": b"define void @f(i32 %x) {\nentry:\n  switch i32 %x, label %d [\n    i32 0, label %a\n"
                           b"    i32 1, label %a\n  ]\na:\n  br label %d\nd:\n  ret void\n}\n",
    "two_bundles.ll": b"define void @f() convergent {\nentry:\n  %t = call token @llvm.experimental.convergence.entry()\n"
                      b"  call void @g() [ \"convergencectrl\"(token %t), \"convergencectrl\"(token %t) ]\n  ret void\n}\n",
}

DATA_FILES = [
    "examples/data/control_flow.ll", "examples/data/features.conv", "examples/data/loop.ll",
    "examples/data/nvptx.ll", "examples/data/tokens.ll", "tests/data/bad_syntax.conv",
    "tests/data/numbered.ll", "tests/data/two.conv",
]

VERIFY_PICKS = [
    "cycle-two-tokens_invalid_1", "cycle-two-uses_invalid_1", "heart-not-header_valid_5",
    "mixed_valid_2", "region-nesting_invalid_1", "dominance_invalid_1", "cycle-use_invalid_1",
    "loop-not-first_invalid_1",
]


def text_seeds():
    """Option byte (fuzz_text.c) + text."""
    seeds = {}

    def add(name, data):
        ll = name.endswith(".ll")
        base = os.path.splitext(name)[0]
        seeds[base + ("_ll" if ll else "_conv")] = bytes([1 if ll else 0]) + data
        # a second variant: no_finalize, and for LLVM the amdgcn table and caller rules
        if ll:
            seeds[base + "_ll_amdgcn_rules"] = bytes([1 | 2 | (2 << 2) | 16]) + data
        else:
            seeds[base + "_conv_nofinalize"] = bytes([2]) + data

    # a fixed list, so that new example files do not change the corpus
    for rel in DATA_FILES:
        p = os.path.join(ROOT, rel)
        if os.path.exists(p):
            with open(p, "rb") as fp:
                add(os.path.basename(rel), fp.read())
    vdir = os.path.join(ROOT, "tests", "verify")
    for pick in VERIFY_PICKS:
        for ext in (".conv", ".ll"):
            p = os.path.join(vdir, pick + ext)
            if os.path.exists(p):
                with open(p, "rb") as fp:
                    seeds["verify_" + pick.replace("-", "_") + ("_ll" if ext == ".ll" else "_conv")] = \
                        bytes([1 if ext == ".ll" else 0]) + fp.read()
    for name, data in MALFORMED.items():
        base = os.path.splitext(name)[0]
        seeds["bad_" + base] = bytes([1 if name.endswith(".ll") else 0]) + data
    return seeds


def alloc_seeds(text, graph, verify):
    """fuzz_alloc.c: scenario byte, mode byte, two bytes of n, payload."""
    seeds = {}
    picks_text = ["loop_ll", "features_conv", "tokens_ll", "bad_phi_mismatch", "bad_unterminated_string",
                  "nvptx_ll_amdgcn_rules"]
    for i, k in enumerate(p for p in picks_text if p in text):
        seeds["text_" + k] = bytes([0, i & 1, 5 + 7 * i, 0]) + text[k]
    for i, k in enumerate(["diamond", "nested_loops", "irreducible", "two_infinite_loops", "random_03"]):
        seeds["graph_" + k] = bytes([1, i & 1, 3 + 11 * i, 0]) + graph[k]
    for i, k in enumerate(["heart_valid", "two_tokens", "misuse", "nested_hearts", "random_02"]):
        seeds["verify_" + k] = bytes([2, i & 1, 9 + 13 * i, 0]) + verify[k]
    return seeds


def main():
    check = "--check" in sys.argv[1:]
    text, graph, verify = text_seeds(), graph_seeds(), verify_seeds()
    sets = {"fuzz_graph": graph, "fuzz_text": text, "fuzz_verify": verify,
            "fuzz_alloc": alloc_seeds(text, graph, verify)}
    differ = 0
    for harness, seeds in sets.items():
        d = os.path.join(CORPUS, harness)
        os.makedirs(d, exist_ok=True)
        existing = set(os.listdir(d))
        for name, data in sorted(seeds.items()):
            p = os.path.join(d, name)
            if check:
                if not os.path.exists(p) or open(p, "rb").read() != data:
                    print("differs: %s" % p)
                    differ += 1
            else:
                with open(p, "wb") as fp:
                    fp.write(data)
        stale = existing - set(seeds)
        for name in sorted(stale):
            if check:
                print("stale: %s" % os.path.join(d, name))
                differ += 1
            else:
                os.remove(os.path.join(d, name))
        if not check:
            print("%s: %d seeds, %d bytes" % (harness, len(seeds), sum(len(v) for v in seeds.values())))
    if check:
        print("%d passed, %d failed" % (1 if differ == 0 else 0, 1 if differ else 0))
        return 1 if differ else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
