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


# fuzz_uniformity (fuzz_uniformity.c): opcodes, and symbolic value picks
# resolved the way the decoder orders the values available at a point
U_ADD, U_ICMP, U_SELECT, U_TID, U_UNIFORM, U_BALLOT, U_READFIRSTLANE, U_REDUCE, U_LOAD, U_CALL, U_SHUFFLE, \
    U_BARRIER, U_ANCHORED, U_TID_CALL = range(14)
U_NOPS = [2, 2, 3, 0, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0]
U_CONVERGENT = {U_BALLOT, U_READFIRSTLANE, U_REDUCE, U_SHUFFLE, U_BARRIER, U_ANCHORED}
U_WAVES = [64, 32, 4, 1]
U_ARGS = ["flagged", "uniform", "divergent"]
U_TOKENS = [0, 1, 2]
U_ARG_NAMES = ["tid", "u", "w"]
U_CONSTS = ["c0", "c1"]


def uni_dominators(blocks):
    """Strict dominators of each block, nearest first (unreachable: none)."""
    n = len(blocks)
    reach, stack = {0}, [0]
    while stack:
        b = stack.pop()
        for s in blocks[b]:
            if s not in reach:
                reach.add(s)
                stack.append(s)
    dom = [set([b]) if b == 0 or b not in reach else set(range(n)) for b in range(n)]
    changed = True
    while changed:
        changed = False
        for b in range(1, n):
            if b not in reach:
                continue
            meet = set(range(n))
            for p in range(n):
                if p in reach and b in blocks[p]:
                    meet &= dom[p]
            nd = meet | {b}
            if nd != dom[b]:
                dom[b], changed = nd, True
    return [sorted((d for d in dom[b] if d != b), key=lambda d: -len(dom[d])) for b in range(n)]


def encode_uni(blocks, bodies, wave=64, args="flagged", tokens=0, kernel=False, split=False, pattern=0,
               threads3=8, seed=0, variants=None, extras=((), (), ())):
    """blocks: successor lists; variants: per block 'ret' / 'retval' /
    'unreachable' (no successor) or 'br' / 'switch' (two); bodies: per
    block a dict with 'phis' (count), 'insts' [(op, [picks], tok)], 'cond'
    (a pick for br on a value, switch, ret of a value), 'phi' (per phi, a
    pick per distinct predecessor block, in block order). A pick is a raw
    byte, an argument name ('tid', 'u', 'w'), 'c0' / 'c1', or ('v', b, i):
    the i-th value (phis first) of block b."""
    n = len(blocks)
    assert 1 <= n <= 12
    variants = variants or [None] * n
    idoms = uni_dominators(blocks)
    out = [U_WAVES.index(wave) | (U_ARGS.index(args) << 2) | (U_TOKENS.index(tokens) << 4) |
           (64 if kernel else 0) | (128 if split else 0),
           pattern | (((threads3 - 2) % 16) << 2), seed, n - 1]
    needs = []
    for b, succ in enumerate(blocks):
        v = variants[b]
        if len(succ) == 0:
            var = {"ret": 0, "retval": 1, "unreachable": 2, None: 0}[v]
        elif len(succ) == 2:
            var = {"br": 0, "switch": 1, None: 0}[v]
        else:
            var = 0
        out.append(len(succ) + 5 * var)
        for s in succ:
            out.append((s - b - 1) % n)
        needs.append(len(succ) >= 3 or (len(succ) == 2) or (len(succ) == 0 and var == 1))
    preds = [[p for p in range(n) if b in blocks[p]] for b in range(n)]
    body = [bodies[b] if b < len(bodies) and bodies[b] else {} for b in range(n)]
    ndefs = [body[b].get("phis", 0) + sum(1 for x in body[b].get("insts", []) if x[0] != U_BARRIER)
             for b in range(n)]

    def cands(b, upto):
        lst = [("v", b, i) for i in reversed(range(upto))]
        for d in idoms[b]:
            lst += [("v", d, i) for i in reversed(range(ndefs[d]))]
        return lst + U_ARG_NAMES + U_CONSTS

    def resolve(pick, b, upto):
        if isinstance(pick, int):
            return pick & 255
        return cands(b, upto).index(pick)

    for b in range(n):
        bd = body[b]
        if preds[b]:
            out.append(bd.get("phis", 0))
        else:
            assert not bd.get("phis")
        insts = bd.get("insts", [])
        out.append(len(insts))
        upto = bd.get("phis", 0)
        for x in insts:
            op, picks = x[0], list(x[1]) if len(x) > 1 else []
            out.append(op)
            picks += [0] * (U_NOPS[op] - len(picks))
            for pk in picks[:U_NOPS[op]]:
                out.append(resolve(pk, b, upto))
            if tokens == 2 and op in U_CONVERGENT:
                out.append(x[2] if len(x) > 2 else 0)
            if op != U_BARRIER:
                upto += 1
        if needs[b]:
            out.append(resolve(bd.get("cond", 0), b, upto))
    for b in range(n):
        for i in range(body[b].get("phis", 0)):
            picks = body[b].get("phi", [])
            picks = picks[i] if i < len(picks) else []
            for j, p in enumerate(preds[b]):
                out.append(resolve(picks[j], p, ndefs[p]) if j < len(picks) else (j * 7 + i) & 255)
    every = U_ARG_NAMES + [("v", b, i) for b in range(n) for i in range(ndefs[b])]
    for lst in extras:
        out.append(len(lst))
        for pk in lst:
            out.append(pk & 255 if isinstance(pk, int) else every.index(pk))
    return bytes(out)


def uniformity_seeds():
    s = {}
    V = lambda b, i: ("v", b, i)
    # a diamond on the thread id, a phi of two values at the join
    diamond = [[1, 2], [3], [3], []]
    s["join_phi"] = encode_uni(diamond, [
        {"insts": [(U_ADD, ["tid", "u"])], "cond": V(0, 0)},
        {"insts": [(U_ADD, ["u", "w"])]},
        {"insts": [(U_LOAD, ["w"])]},
        {"phis": 1, "phi": [[V(1, 0), V(2, 0)]], "insts": [(U_ADD, [V(3, 0), "u"])]}])
    s["uniform_diamond"] = encode_uni(diamond, [
        {"insts": [(U_UNIFORM, ["u"])], "cond": V(0, 0)},
        {"insts": [(U_ADD, ["u", "w"])]},
        {"insts": [(U_ADD, ["tid", "w"])]},
        {"phis": 2, "phi": [[V(1, 0), V(2, 0)], ["c1", "c1"]], "insts": [(U_ADD, [V(3, 1), "u"])]}],
        variants=[None, None, None, "retval"])
    # a loop counting a phi, leaving on a value of the thread: temporal
    loop = [[1], [2, 3], [1], []]
    s["temporal_loop"] = encode_uni(loop, [
        {"insts": [(U_ADD, ["u", "w"])]},
        {"phis": 1, "phi": [[V(0, 0), V(2, 0)]], "insts": [(U_ADD, [V(1, 0), "tid"])], "cond": V(1, 1)},
        {"insts": [(U_ADD, [V(1, 0), "u"])]},
        {"phis": 1, "phi": [[V(1, 0)]], "insts": [(U_ADD, [V(1, 0), "u"])]}], pattern=2)
    s["uniform_loop_exit"] = encode_uni(loop, [
        {"insts": [(U_ADD, ["u", "w"])]},
        {"phis": 1, "phi": [[V(0, 0), V(2, 0)]], "insts": [(U_UNIFORM, [V(1, 0)]), (U_ADD, ["tid", "u"])],
         "cond": V(1, 1)},
        {"insts": [(U_ADD, [V(1, 0), "u"])]},
        {"insts": [(U_ADD, [V(1, 0), V(1, 1)])]}], variants=[None, None, None, "retval"])
    s["ballot_exit"] = encode_uni(loop, [
        {},
        {"phis": 1, "phi": [["c0", V(2, 0)]], "insts": [(U_TID,), (U_BALLOT, [V(1, 1)])], "cond": V(1, 2)},
        {"insts": [(U_ADD, [V(1, 0), "c1"])]},
        {"insts": [(U_READFIRSTLANE, [V(1, 1)]), (U_REDUCE, [V(1, 0)])]}], pattern=1)
    # two exits: a divergent one (a phi of a loop value there) and a uniform one
    s["divergent_and_uniform_exit"] = encode_uni([[1], [2, 3], [1, 4], [], []], [
        {"insts": [(U_ADD, ["u", "w"])]},
        {"phis": 1, "phi": [[V(0, 0), V(2, 0)]], "insts": [(U_TID,)], "cond": V(1, 1)},
        {"insts": [(U_ADD, [V(1, 0), "u"]), (U_UNIFORM, [V(1, 0)])], "cond": V(2, 1)},
        {"phis": 1, "phi": [[V(1, 0)]], "cond": V(3, 0)},
        {"phis": 1, "phi": [[V(2, 0)]], "insts": [(U_ADD, [V(1, 0), "c1"])], "cond": V(4, 1)}],
        variants=[None, None, None, "retval", "retval"], pattern=2)
    # a divergent branch in a loop whose both sides come back to the header
    s["header_join"] = encode_uni([[1], [2, 3], [1], [1, 4], []], [
        {"insts": [(U_ADD, ["u", "w"])]},
        {"phis": 1, "phi": [[V(0, 0), V(2, 0), V(3, 0)]], "insts": [(U_TID,)], "cond": V(1, 1)},
        {"insts": [(U_ADD, [V(1, 0), "u"])]},
        {"insts": [(U_ADD, [V(1, 0), "w"]), (U_UNIFORM, [V(1, 0)])], "cond": V(3, 1)},
        {"insts": [(U_ADD, [V(1, 0), "c1"])]}], variants=[None, None, None, None, "retval"])
    # nested loops, the inner one left divergently
    nested = [[1], [2], [2, 3], [1, 4], []]
    s["nested_divergent_inner"] = encode_uni(nested, [
        {"insts": [(U_ADD, ["u", "w"])]},
        {"phis": 1, "phi": [[V(0, 0), V(3, 0)]]},
        {"phis": 1, "phi": [[V(1, 0), V(2, 1)]], "insts": [(U_TID_CALL,), (U_ADD, [V(2, 0), V(2, 1)])],
         "cond": V(2, 1)},
        {"insts": [(U_ADD, [V(2, 2), "u"]), (U_UNIFORM, [V(1, 0)])], "cond": V(3, 1)},
        {"insts": [(U_ADD, [V(2, 2), "c1"])]}], pattern=2, threads3=13)
    # an irreducible cycle entered on both sides by a divergent branch
    irr = [[1, 2], [2, 3], [1, 3], []]
    s["irreducible_assumed"] = encode_uni(irr, [
        {"insts": [(U_ADD, ["u", "w"])], "cond": "tid"},
        {"insts": [(U_ADD, [V(0, 0), "u"]), (U_CALL, [V(0, 0)])], "cond": V(1, 1)},
        {"insts": [(U_ADD, ["u", "w"]), (U_UNIFORM, ["w"])], "cond": V(2, 1)},
        {"phis": 1, "phi": [[V(1, 0), V(2, 0)]], "insts": [(U_ADD, [V(3, 0), "u"])]}])
    s["irreducible_uniform_entry"] = encode_uni(irr, [
        {"insts": [(U_UNIFORM, ["u"])], "cond": V(0, 0)},
        {"insts": [(U_UNIFORM, ["u"])], "cond": V(1, 0)},
        {"insts": [(U_TID,)], "cond": V(2, 0)},
        {"phis": 2, "phi": [[V(1, 0), V(2, 0)], ["c0", "c0"]]}])
    # switches with duplicate successors and a default
    s["switch_duplicates"] = encode_uni([[1, 1, 2, 2], [3], [3], []], [
        {"insts": [(U_TID,), (U_ICMP, [V(0, 0), "u"])], "cond": V(0, 1)},
        {"insts": [(U_ADD, ["u", "c1"])]},
        {"insts": [(U_SELECT, [V(0, 1), "u", "w"])]},
        {"phis": 1, "phi": [[V(1, 0), V(2, 0)]]}], variants=[None, None, None, "retval"])
    s["switch_uniform"] = encode_uni([[1, 2, 3], [3], [3], []], [
        {"insts": [(U_ICMP, ["u", "w"])], "cond": V(0, 0)},
        {"insts": [(U_ADD, ["u", "c1"])]},
        {"insts": [(U_ADD, ["w", "c1"])]},
        {"phis": 1, "phi": [[V(0, 0), V(1, 0), V(2, 0)]]}])
    # tokens: hearts and collectives in a loop; an anchor in the loop used after it
    s["tokens_heart"] = encode_uni(loop, [
        {"insts": [(U_BALLOT, ["tid"])]},
        {"phis": 1, "phi": [[V(0, 0), V(2, 0)]], "insts": [(U_TID,), (U_BALLOT, [V(1, 1)]), (U_BARRIER,)],
         "cond": V(1, 1)},
        {"insts": [(U_REDUCE, [V(1, 0)])]},
        {"insts": [(U_READFIRSTLANE, [V(1, 1)])]}], tokens=1, pattern=2)
    s["tokens_extended"] = encode_uni(loop, [
        {},
        {"insts": [(U_TID,), (U_ANCHORED, [V(1, 0)], 0), (U_ADD, [V(1, 0), "u"])], "cond": V(1, 0)},
        {"insts": [(U_ADD, ["u", "w"])]},
        {"insts": [(U_SHUFFLE, [V(1, 2)], 1), (U_ADD, [V(3, 0), V(1, 2)])]}], tokens=2, pattern=2, threads3=9)
    s["tokens_irreducible_anchor"] = encode_uni(irr, [
        {"cond": "tid"},
        {"insts": [(U_REDUCE, ["u"])], "cond": V(1, 0)},
        {"insts": [(U_BALLOT, ["tid"])], "cond": V(2, 0)},
        {"insts": [(U_SHUFFLE, ["u"]), (U_BARRIER,)]}], tokens=1, split=True)
    # configurations: wave 1, uniform and divergent arguments, extra lists
    s["wave1"] = encode_uni(diamond, [
        {"cond": "tid"}, {"insts": [(U_ADD, ["tid", "u"])]}, {"insts": [(U_TID,)]},
        {"phis": 1, "phi": [[V(1, 0), V(2, 0)]]}], wave=1)
    s["args_uniform"] = encode_uni(loop, [
        {}, {"insts": [(U_ADD, ["tid", "u"])], "cond": V(1, 0)}, {}, {"insts": [(U_ADD, [V(1, 0), "w"])]}],
        args="uniform", kernel=True)
    s["args_divergent"] = encode_uni(diamond, [
        {"cond": "u"}, {"insts": [(U_ADD, ["w", "c1"])]}, {"insts": [(U_LOAD, ["u"])]},
        {"phis": 1, "phi": [[V(1, 0), V(2, 0)]]}], args="divergent", wave=4)
    s["extra_lists"] = encode_uni(diamond, [
        {"insts": [(U_ADD, ["u", "w"]), (U_UNIFORM, ["u"])], "cond": V(0, 0)},
        {"insts": [(U_ADD, [V(0, 0), "c1"])]}, {"insts": [(U_TID,)]},
        {"phis": 1, "phi": [[V(1, 0), V(2, 0)]], "insts": [(U_ADD, [V(3, 0), V(0, 1)])]}],
        wave=32, extras=((V(0, 0),), ("u", V(1, 0)), (V(2, 0), "tid")), pattern=3)
    s["self_loop_entry"] = encode_uni([[0, 1], []], [
        {"phis": 1, "phi": [[V(0, 1)]], "insts": [(U_ADD, [V(0, 0), "c1"]), (U_TID,)], "cond": V(0, 2)},
        {"insts": [(U_ADD, [V(0, 1), "u"])]}], variants=[None, "retval"])
    s["unreachable_block"] = encode_uni([[1], [], [1]], [
        {"insts": [(U_TID,)]}, {"phis": 1, "phi": [[V(0, 0), "u"]]}, {"insts": [(U_ADD, ["tid", "u"])]}],
        variants=[None, "unreachable", None])
    rng = random.Random(10)
    for i in range(16):
        n = rng.choice([2, 4, 6, 8, 12])
        blocks = random_cfg(rng, n)
        body = []
        for b in range(n):
            insts = []
            for _ in range(rng.randrange(7)):
                op = rng.randrange(14)
                insts.append((op, [rng.randrange(256) for _ in range(U_NOPS[op])], rng.randrange(4)))
            has_pred = any(b in blocks[p] for p in range(n))
            body.append({"phis": rng.randrange(3) if has_pred else 0, "insts": insts, "cond": rng.randrange(256),
                         "phi": [[rng.randrange(256) for _ in range(n)] for _ in range(2)]})
        variants = [rng.choice(["ret", "retval", "unreachable"]) if not bl else rng.choice(["br", "switch"])
                    for bl in blocks]
        extras = tuple(tuple(rng.randrange(256) for _ in range(rng.randrange(3))) for _ in range(3))
        s["random_%02d" % i] = encode_uni(blocks, body, wave=rng.choice(U_WAVES), args=rng.choice(U_ARGS),
                                          tokens=rng.choice(U_TOKENS), kernel=rng.random() < 0.3,
                                          split=rng.random() < 0.5, pattern=rng.randrange(4),
                                          threads3=rng.randrange(2, 18), seed=rng.randrange(256),
                                          variants=variants, extras=extras)
    return s


def legality_seeds():
    """fuzz_legality (fuzz_legality.c): an option byte (bits 0-1 wave size
    64/1/4/32, bit 2 tokens, bit 3 any CFG instead of a structured one,
    bits 4-5 operations per block), a seed byte, then the generator's and
    the queries' choices, one byte each: fixed-seed random bytes for every
    wave size, token mode and shape kind."""
    rng = random.Random(21)
    seeds = {}
    names = {0: "w64", 1: "w1", 2: "w4", 3: "w32"}
    for wave in range(4):
        for tokens in range(2):
            for shape in range(2):
                opt = wave | (tokens << 2) | (shape << 3) | (rng.randrange(4) << 4)
                body = bytes(rng.randrange(256) for _ in range(rng.randrange(200, 700)))
                name = "%s_%s_%s" % (names[wave], "tokens" if tokens else "plain", "cfg" if shape else "structured")
                seeds[name] = bytes([opt, rng.randrange(256)]) + body
    return seeds


# A small compute module word by word (tests/unit/test_spirv.c has the same
# one, commented): main() { if (LocalInvocationIndex == 0) ballot(true); }
SPIRV_WORDS = [
    0x07230203, 0x00010300, 0, 20, 0,
    (2 << 16) | 17, 1, (3 << 16) | 14, 0, 1, (5 << 16) | 15, 5, 1, 0x6e69616d, 0,
    (4 << 16) | 71, 7, 11, 29, (2 << 16) | 19, 2, (3 << 16) | 33, 3, 2, (4 << 16) | 21, 5, 32, 0,
    (4 << 16) | 32, 6, 1, 5, (4 << 16) | 59, 6, 7, 1, (4 << 16) | 43, 5, 8, 0, (2 << 16) | 20, 10,
    (4 << 16) | 43, 5, 15, 3, (3 << 16) | 41, 10, 16, (5 << 16) | 54, 2, 1, 0, 3, (2 << 16) | 248, 4,
    (4 << 16) | 61, 5, 9, 7, (5 << 16) | 170, 10, 11, 9, 8, (3 << 16) | 247, 13, 0, (4 << 16) | 250, 11, 12, 13,
    (2 << 16) | 248, 12, (5 << 16) | 339, 5, 14, 15, 16, (2 << 16) | 249, 13, (2 << 16) | 248, 13,
    (1 << 16) | 253, (1 << 16) | 56,
]

SPIRV_TEXT = b"""OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %f "main" %lid
OpDecorate %lid BuiltIn LocalInvocationId
%void = OpTypeVoid
%fn = OpTypeFunction %void
%bool = OpTypeBool
%uint = OpTypeInt 32 0
%v3 = OpTypeVector %uint 3
%pv3 = OpTypePointer Input %v3
%lid = OpVariable %pv3 Input
%uint_0 = OpConstant %uint 0
%uint_3 = OpConstant %uint 3
%c = OpConstantTrue %bool
%f = OpFunction %void None %fn
%a = OpLabel
%v = OpLoad %v3 %lid
%x = OpCompositeExtract %uint %v 0
OpBranch %oh
%oh = OpLabel
%i = OpPhi %uint %uint_0 %a %n %oc
OpLoopMerge %om %oc None
OpBranch %ih
%ih = OpLabel
OpLoopMerge %im %ih None
%y = OpGroupNonUniformAll %bool %uint_3 %c
OpBranchConditional %c %ih %im
%im = OpLabel
%eq = OpIEqual %bool %i %x
OpSelectionMerge %oc None
OpBranchConditional %eq %brk %oc
%brk = OpLabel
%b = OpGroupNonUniformBallot %v3 %uint_3 %c
OpBranch %om
%oc = OpLabel
%n = OpIAdd %uint %i %x
OpSwitch %n %oh 1 %om 2 %oh
%om = OpLabel
OpControlBarrier %uint_3 %uint_3 %uint_0
OpReturn
OpFunctionEnd
"""


def spirv_seeds():
    """Option byte (fuzz_spirv.c) + a module: binary in both byte orders,
    assembly text, and the words mode (header written by the harness)."""
    le = b"".join(w.to_bytes(4, "little") for w in SPIRV_WORDS)
    be = b"".join(w.to_bytes(4, "big") for w in SPIRV_WORDS)
    return {
        "binary_branch": bytes([0]) + le,
        "binary_branch_be": bytes([0]) + be,
        "binary_branch_no_tokens": bytes([1]) + le,
        "text_loops": bytes([0]) + SPIRV_TEXT,
        "text_loops_no_tokens_nofinalize": bytes([1 | 2]) + SPIRV_TEXT,
        "words_branch": bytes([4, 19]) + le[20:],
        "words_branch_be": bytes([4 | 8, 19]) + b"".join(w.to_bytes(4, "little") for w in SPIRV_WORDS[5:]),
    }


def unroll_runtime_seeds():
    """fuzz_unroll_runtime.c: an option byte (bits 0-2 the wave size of
    1, 4, 8, 16, 32, 64; bits 3-4 the factor - 2), the interpreter seed,
    then tests/support/runtime_loop.h's choices in the order
    rl_random_shape reads them: width (8, 16, 32), control (heart,
    anchor, outer anchor, none), bound (constant, argument, tid, tid / 8),
    direction (0 falling), signedness (wider than 8 bits only),
    strictness, step (two bytes), the phi tested (0) or its next value,
    swapped (0), leaving on true (0), guarded (0), a branch inside (0),
    wrapping (8-bit rising only: 0), the bound, the start, and for a
    wrapping counter its window, start and step."""
    return {
        "heart_uniform": bytes([5, 1, 2, 0, 1, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 5, 0]),
        "heart_divergent_factor3": bytes([13, 2, 2, 0, 2, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 5, 0]),
        "anchor_swapped_exit_on_true_guarded": bytes([13, 3, 1, 1, 2, 1, 1, 0, 0, 3, 0, 0, 0, 0, 0, 7, 2]),
        "outer_anchor_falling_factor4": bytes([21, 4, 2, 2, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 0, 3, 5]),
        "wrapping_8bit_factor5": bytes([29, 5, 0, 0, 0, 1, 1, 1, 0, 1, 1, 1, 1, 1, 0, 3, 1, 4, 30, 3]),
        "uncontrolled_group8_wave8": bytes([2, 6, 2, 3, 3, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 5, 0]),
        "heart_divergent_wave1": bytes([0, 7, 2, 0, 2, 1, 0, 1, 1, 0, 1, 1, 1, 1, 1, 5, 0]),
    }


def main():
    check = "--check" in sys.argv[1:]
    text, graph, verify = text_seeds(), graph_seeds(), verify_seeds()
    sets = {"fuzz_graph": graph, "fuzz_text": text, "fuzz_verify": verify,
            "fuzz_alloc": alloc_seeds(text, graph, verify), "fuzz_uniformity": uniformity_seeds(),
            "fuzz_legality": legality_seeds(), "fuzz_spirv": spirv_seeds(),
            "fuzz_unroll_runtime": unroll_runtime_seeds()}
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
