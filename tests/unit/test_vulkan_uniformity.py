#!/usr/bin/env python3
"""Issue 19's uniformity check against a real driver: `conv uniformity` on
the SPIR-V corpus (tests/vulkan/shaders) calls nothing uniform that lavapipe
shows differing within one converged dynamic instance.

For every corpus shader, as built (make build/vulkan/NAME.spv), with its
calls inlined (spirv-opt --inline-entry-points-exhaustive, the shaders with
OpFunctionCall) and optimized (spirv-opt -O: SSA values and phis instead of
Function variables, so many more values are uniform), on the inputs of
tests/unit/test_vulkan.py, and the GLSL shaders of 32 invocations again
with local_size_x = 64 (2 workgroups, optimized):

1. the module is instrumented (its --raw-id disassembly edited, assembled
   again, spirv-val'd): after every store into the record buffer (binding
   1) of the entry function, the same word index of binding 2 gets the
   store's number, and of binding 3 + k the iteration count of loop k
   (a Private counter per OpLoopMerge, incremented in its header after the
   phis, reset to 0 in the header of the loop construct around it: the
   count of the loop's heart since its parent token's instance, as the
   structured tokens define it). lavapipe runs both modules; the record
   buffers must be equal word for word (the instrumentation changes
   nothing the shader computes);
2. each record word whose tag names store S holds the value S stores; its
   SPIR-V id is the value conv names `%ID` in `conv uniformity --json`
   (--wave-size 8, structured tokens);
3. for every stored value conv calls uniform at scope `uniform_scope`
   (quad, wave, workgroup, device or system), the driver's values must be
   equal among the invocations of one instance of that scope (a quad: 4
   consecutive lanes of a driver subgroup; a subgroup as lavapipe cuts
   workgroups, test_vulkan.subgroups(); a workgroup; the dispatch) that
   executed the value's definition in one converged dynamic instance. The
   instance is read from the definition's place, computed here from the
   disassembly: the iteration counts of the loops whose CFG cycle holds the
   definition, or whose heart's convergence region does (a point of the
   loop construct outside the cycle, a break block, from which a
   convergent operation of that loop is still reachable: controlled
   maximal convergence); outside every such loop, every invocation of the
   scope instance that executed it. The counts are read at the store,
   which is valid when the store lies in the loop's construct (the
   definition dominates it, so the store runs in the definition's
   iteration) or the definition is in the loop's header (the count is not
   reset until the next parent iteration); other fields are skipped and
   counted. Constants are not counted.
4. the converse, not asserted: how many values conv calls divergent did
   differ within one instance.

Ends with 'N passed, N failed'. A missing tool is a failure when running as
root on Debian (tests/setup.sh installs glslc, glslang-tools, spirv-tools,
mesa-vulkan-drivers and libvulkan-dev), a skip otherwise.

    /usr/bin/python3 tests/unit/test_vulkan_uniformity.py [-v] [SHADER...]"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "unit"))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
import difftool  # noqa: E402
import test_vulkan as vk  # noqa: E402

T = difftool.Tally()
check = T.check
CONV = os.environ.get("CONV", os.path.join(ROOT, "build", "conv"))
SG = 8
VERBOSE = False
SCOPES = ["thread", "quad", "wave", "workgroup", "device", "system"]

# operations that use a token in the structured reading (docs/spirv.md):
# over-approximated (a larger convergence region only splits instances
# finer, which claims less)
PLAIN_BALLOT_OPS = {"OpGroupNonUniformInverseBallot", "OpGroupNonUniformBallotBitExtract",
                    "OpGroupNonUniformBallotBitCount", "OpGroupNonUniformBallotFindLSB",
                    "OpGroupNonUniformBallotFindMSB"}


def convergent(op):
    if op in PLAIN_BALLOT_OPS:
        return op == "OpGroupNonUniformBallotBitCount"  # over-approximated: may reduce
    return (op.startswith("OpGroup") or op.startswith("OpSubgroup") or op in ("OpControlBarrier", "OpFunctionCall")
            or op.startswith("OpDPd") or op.startswith("OpFwidth") or op.endswith("ImplicitLod")
            or op == "OpImageQueryLod")


# Hand-derived scopes of the values the optimized uniform_scopes.comp
# stores, per record field (the shader's comment): the ids uniform where
# they are one value, shared memory at one address in its workgroup, an
# input word at one address in the dispatch (k's address is computed from
# gl_NumWorkGroups, the launch's: the device); the loop of a trip count
# uniform in the workgroup makes i * 7 + gl_WorkGroupID.x (8-10) uniform
# there; in the break block the ballot is computed per iteration, but what
# is computed after it (its word 11, the sum 12) lies outside the heart's
# convergence region, where the invocations that broke in different
# iterations are converged again: divergent. The loop counters stored past
# their loops (13: j, stored in the break block; 15: i, after the loop)
# are the header phis, one value per iteration everywhere: the claim is
# the definition's (its instance is the iteration); their uses past the
# exits are temporally divergent, which a store, without a result, does
# not show.
EXPECTED = {("uniform_scopes", "-O"): {
    2: "wave", 3: "workgroup", 4: "wave", 5: "workgroup", 6: "device", 7: "wave", 8: "workgroup", 9: "workgroup",
    10: "workgroup", 11: "thread", 12: "thread", 13: "system", 14: "wave", 15: "system"}}


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, cwd=ROOT, **kw)


# --- the module: a reading of spirv-dis --raw-id ---


class Inst:
    __slots__ = ("line", "res", "op", "args", "func", "block", "pos")

    def __init__(self, line, res, op, args):
        self.line, self.res, self.op, self.args = line, res, op, args
        self.func = self.block = None
        self.pos = 0


class Module:
    def __init__(self, text):
        self.insts = []
        self.defs = {}
        self.decor = {}  # id -> list of decoration token lists
        self.entry = None
        func, block, pos = None, None, 0
        self.blocks = {}  # label -> its instructions, OpLabel first (every function's)
        self.block_func = {}
        self.bound = 0
        for line in text.splitlines():
            s = line.split(";")[0].strip()
            m = re.match(r"(?:(%\w+) = )?(Op\w+)(.*)", s)
            if not m:
                if s:
                    raise ValueError("unreadable line %r" % line)
                continue
            ins = Inst(line, m.group(1), m.group(2), re.findall(r'"[^"]*"|\S+', m.group(3)))
            for t in ([ins.res] if ins.res else []) + ins.args:
                if t.startswith("%") and t[1:].isdigit():
                    self.bound = max(self.bound, int(t[1:]) + 1)
            if ins.op == "OpFunction":
                func, block = ins.res, None
            elif ins.op == "OpFunctionEnd":
                func, block = None, None
            elif ins.op == "OpLabel":
                block, pos = ins.res, 0
                self.blocks[block] = []
                self.block_func[block] = func
            ins.func, ins.block, ins.pos = func, block, pos
            pos += 1
            if block is not None:
                self.blocks[block].append(ins)
            self.insts.append(ins)
            if ins.res:
                self.defs[ins.res] = ins
            if ins.op in ("OpDecorate", "OpMemberDecorate"):
                self.decor.setdefault(ins.args[0], []).append(ins.args[1:])
            if ins.op == "OpEntryPoint" and ins.args[0] == "GLCompute":
                self.entry = ins.args[1]

    def binding(self, var):
        d = self.decor.get(var, [])
        if ["DescriptorSet", "0"] in d:
            for x in d:
                if x[0] == "Binding":
                    return int(x[1])
        return None

    def succs(self, label):
        term = self.blocks[label][-1]
        if term.op == "OpBranch":
            return [term.args[0]]
        if term.op == "OpBranchConditional":
            return [term.args[1], term.args[2]]
        if term.op == "OpSwitch":
            return [term.args[1]] + term.args[3::2]
        return []


class Function:
    """CFG, dominators, loops (constructs, cycles, the nest) of one function"""

    def __init__(self, mod, fid):
        self.mod = mod
        self.labels = [b for b, f in mod.block_func.items() if f == fid]
        self.entry = self.labels[0]
        self.succ = {b: mod.succs(b) for b in self.labels}
        self.pred = {b: [] for b in self.labels}
        for b in self.labels:
            for s in self.succ[b]:
                self.pred[s].append(b)
        # reachable blocks, dominators (iterative)
        reach, stack = {self.entry}, [self.entry]
        while stack:
            for s in self.succ[stack.pop()]:
                if s not in reach:
                    reach.add(s)
                    stack.append(s)
        self.reach = reach
        dom = {b: set(reach) for b in reach}
        dom[self.entry] = {self.entry}
        changed = True
        while changed:
            changed = False
            for b in self.labels:
                if b == self.entry or b not in reach:
                    continue
                ps = [dom[p] for p in self.pred[b] if p in reach]
                new = set.intersection(*ps) | {b} if ps else {b}
                if new != dom[b]:
                    dom[b] = new
                    changed = True
        self.dom = dom  # dom[b]: the blocks dominating b
        self.loops = []  # header labels, in order
        self.merge = {}
        for b in self.labels:
            for ins in mod.blocks[b]:
                if ins.op == "OpLoopMerge":
                    self.loops.append(b)
                    self.merge[b] = ins.args[0]
        self.construct = {}
        self.cycle = {}
        for h in self.loops:
            m = self.merge[h]
            self.construct[h] = {b for b in reach if h in self.dom[b] and not (m in reach and m in self.dom[b])}
            cyc, stack = {h}, [p for p in self.pred[h] if p in reach and h in self.dom[p]]
            while stack:
                b = stack.pop()
                if b in cyc:
                    continue
                cyc.add(b)
                stack += [p for p in self.pred[b] if p in reach and p not in cyc]
            self.cycle[h] = cyc
        # the parent of a loop: the innermost other loop construct holding its header
        self.parent = {}
        for h in self.loops:
            outer = [g for g in self.loops if g != h and h in self.construct[g]]
            self.parent[h] = min(outer, key=lambda g: len(self.construct[g])) if outer else None
        self.children = {h: [c for c in self.loops if self.parent[c] == h] for h in self.loops}

    def innermost(self, b):
        around = [h for h in self.loops if b in self.construct[h]]
        return min(around, key=lambda g: len(self.construct[g])) if around else None

    def heart_users(self, h, b):
        """positions in block b of the uses of loop h's heart"""
        if self.innermost(b) == h:
            out = [i.pos for i in self.mod.blocks[b] if convergent(i.op)]
        else:
            out = []
        if self.parent.get(b) == h:  # b is a child loop's header: its heart uses h's
            out.append(1)
        return out

    def in_region(self, h, b, pos):
        """is the point (b, pos) of h's construct in the convergence region of
        h's heart: a use of it is still reachable without passing h"""
        if any(p >= pos for p in self.heart_users(h, b)):  # the definition itself may be one
            return True
        seen, stack = set(), [s for s in self.succ[b] if s != h]
        while stack:
            x = stack.pop()
            if x in seen or x not in self.construct[h]:
                continue
            seen.add(x)
            if self.heart_users(h, x):
                return True
            stack += [s for s in self.succ[x] if s != h]
        return False

    def def_loops(self, ins):
        """the loops whose iteration tells apart the instances of ins"""
        out = []
        for h in self.loops:
            if ins.block in self.cycle[h] or (ins.block in self.construct[h] and self.in_region(h, ins.block, ins.pos)):
                out.append(h)
        return out


# --- instrumenting the record stores ---


def instrument(mod, text):
    """(new --raw-id text, stores, loops): stores is a list of (store Inst,
    value id) numbered from 1 (binding 2's tag), loops the headers of the
    entry function whose counts go to bindings 3, 4, ..."""
    fn = Function(mod, mod.entry)
    out_vars = [i.res for i in mod.insts if i.op == "OpVariable" and mod.binding(i.res) == 1]
    uint = [i.res for i in mod.insts if i.op == "OpTypeInt" and i.args == ["32", "0"]][0]
    nid = [mod.bound]

    def new():
        nid[0] += 1
        return "%" + str(nid[0] - 1)

    stores, skipped = [], []
    for ins in mod.insts:
        if ins.op != "OpStore":
            continue
        ptr = mod.defs.get(ins.args[0])
        if ptr is None or ptr.op not in ("OpAccessChain", "OpInBoundsAccessChain") or ptr.args[1] not in out_vars:
            if ptr is not None and ptr.op == "OpVariable" and ptr.args[1] == "StorageBuffer":
                skipped.append(ins)
            continue
        if ins.func != mod.entry or len(ptr.args) != 4:
            skipped.append(ins)  # in a callee: its instance is the call's, not known here
            continue
        stores.append((ins, ins.args[1]))
    loops = [h for h in fn.loops]
    decos, tail = [], []
    ptr_priv, ptr_sb = new(), new()
    rta, st, pst, c0, c1 = new(), new(), new(), new(), new()
    tail += ["%s = OpTypePointer Private %s" % (ptr_priv, uint), "%s = OpTypePointer StorageBuffer %s" % (ptr_sb, uint),
             "%s = OpTypeRuntimeArray %s" % (rta, uint), "%s = OpTypeStruct %s" % (st, rta),
             "%s = OpTypePointer StorageBuffer %s" % (pst, st),
             "%s = OpConstant %s 0" % (c0, uint), "%s = OpConstant %s 1" % (c1, uint)]
    decos += ["OpDecorate %s ArrayStride 4" % rta, "OpMemberDecorate %s 0 Offset 0" % st, "OpDecorate %s Block" % st]
    tags = []
    for k in range(1 + len(loops)):
        v = new()
        tags.append(v)
        tail.append("%s = OpVariable %s StorageBuffer" % (v, pst))
        decos += ["OpDecorate %s DescriptorSet 0" % v, "OpDecorate %s Binding %d" % (v, 2 + k)]
    cnt = {}
    for h in loops:
        cnt[h] = new()
        tail.append("%s = OpVariable %s Private %s" % (cnt[h], ptr_priv, c0))
    kconst = {}
    for n in range(1, len(stores) + 1):
        kconst[n] = new()
        tail.append("%s = OpConstant %s %d" % (kconst[n], uint, n))
    after = {}  # id(Inst) -> lines to insert after it
    for h in loops:
        insts = mod.blocks[h]
        at = insts[0]
        for i in insts:
            if i.op in ("OpLabel", "OpPhi", "OpLine", "OpNoLine"):
                at = i
            else:
                break
        a, b = new(), new()
        lines = ["%s = OpLoad %s %s" % (a, uint, cnt[h]), "%s = OpIAdd %s %s %s" % (b, uint, a, c1),
                 "OpStore %s %s" % (cnt[h], b)]
        lines += ["OpStore %s %s" % (cnt[c], c0) for c in fn.children[h]]
        after.setdefault(id(at), []).extend(lines)
    for n, (ins, _) in enumerate(stores, 1):
        ptr = mod.defs[ins.args[0]]
        i0, i1 = ptr.args[2], ptr.args[3]
        a = new()
        lines = ["%s = OpAccessChain %s %s %s %s" % (a, ptr_sb, tags[0], i0, i1), "OpStore %s %s" % (a, kconst[n])]
        for k, h in enumerate(loops):
            x, y = new(), new()
            lines += ["%s = OpLoad %s %s" % (x, uint, cnt[h]),
                      "%s = OpAccessChain %s %s %s %s" % (y, ptr_sb, tags[1 + k], i0, i1), "OpStore %s %s" % (y, x)]
        after.setdefault(id(ins), []).extend(lines)
    first_func = next(i for i in mod.insts if i.op == "OpFunction")
    last_deco = [i for i in mod.insts if i.op in ("OpDecorate", "OpMemberDecorate", "OpDecorateString")][-1]
    out = []
    for ins in mod.insts:
        if ins is first_func:
            out += tail
        out.append(ins.line)
        if ins is last_deco:
            out += decos
        out += after.get(id(ins), [])
    return "\n".join(out) + "\n", stores, skipped, loops, fn


# --- running and checking ---


def describe(mod, v):
    """a stored value's definition, for messages: its opcode, and for a
    load its variable (a builtin by name, else its storage class)"""
    d = mod.defs[v]
    if d.op != "OpLoad":
        return d.op
    p = mod.defs.get(d.args[1])
    while p is not None and p.op in ("OpAccessChain", "OpInBoundsAccessChain"):
        p = mod.defs.get(p.args[1])
    if p is None or p.op != "OpVariable":
        return "OpLoad"
    b = [x[1] for x in mod.decor.get(p.res, []) if x[0] == "BuiltIn"]
    return "OpLoad of %s" % ("builtin " + b[0] if b else p.args[1] + " memory")


def spans(gs):
    """invocations 0 1 2 5 as '0-2,5'"""
    out, i = [], 0
    while i < len(gs):
        j = i
        while j + 1 < len(gs) and gs[j + 1] == gs[j] + 1:
            j += 1
        out.append(str(gs[i]) if i == j else "%d-%d" % (gs[i], gs[j]))
        i = j + 1
    return ",".join(out)


def conv_uniformity(spv):
    """{value name: (divergent, uniform_scope)} or None"""
    p = run([CONV, "uniformity", spv, "--json", "--wave-size", str(SG)])
    if not check(p.returncode == 0, "conv uniformity %s: %s" % (spv, p.stderr[:300])):
        return None
    out = {}
    for f in json.loads(p.stdout)["functions"]:
        for b in f["blocks"]:
            for v in b["values"]:
                out[v["name"]] = (v["divergent"], v["uniform_scope"])
    return out


def vk_run_buffers(spv, groups, words, out_words, bindings):
    """runs spv on lavapipe with binding 0 = words and the other bindings of
    out_words zero words; returns {binding: words} or None (reported)"""
    with tempfile.NamedTemporaryFile(suffix=".bin", delete=False) as t:
        t.write(vk.words_bytes(words))
        name = t.name
    args = [vk.VK_RUN, spv, "--groups", str(groups), "--buffer", "0=" + name, "--json"]
    for b in bindings:
        args += ["--buffer-size", "%d=%d" % (b, 4 * out_words), "--dump", str(b)]
    try:
        p = run(args)
    finally:
        os.unlink(name)
    if not check(p.returncode == 0, "vk_run %s: %s" % (spv, p.stderr.strip()[:300])):
        return None
    return {int(k): v for k, v in json.loads(p.stdout)["buffers"].items()}


# Another workgroup shape: the GLSL shaders of 32 invocations whose code
# does not depend on that size again with 64 (8 subgroups), 2 workgroups,
# optimized. (No oracle needed: only the driver's values are compared.)
WIDE = (64, 2)
NOT_WIDE = ("barrier",)  # shared s[32] indexed by the local id


def variants(name, tmp):
    """(tag, spv path, local size, workgroups) of the modules checked for
    one corpus shader"""
    local, groups = vk.SHADERS[name][:2]
    return [(tag, spv, local, groups) for tag, spv in variants_as_written(name, tmp)] + wide_variant(name, tmp)


def wide_variant(name, tmp):
    src = os.path.join(vk.SHADER_DIR, name + ".comp")
    if name in NOT_WIDE or not os.path.exists(src) or vk.SHADERS[name][0] != 32:
        return []
    text = open(src).read()
    if not check(text.count("local_size_x = 32)") == 1, "%s: one local_size_x = 32" % name):
        return []
    wide = os.path.join(tmp, name + ".wide.comp")
    with open(wide, "w") as f:
        f.write(text.replace("local_size_x = 32)", "local_size_x = %d)" % WIDE[0]))
    spv, opt = os.path.join(tmp, name + ".wide.spv"), os.path.join(tmp, name + ".wide.O.spv")
    p = run(["glslc", "--target-env=vulkan1.1", "-o", spv, wide])
    if not check(p.returncode == 0, "%s: compiles with local_size_x = %d: %s" % (name, WIDE[0], p.stderr)):
        return []
    p = run(["spirv-opt", "-O", spv, "-o", opt])
    if not check(p.returncode == 0, "%s (local size %d): spirv-opt -O: %s" % (name, WIDE[0], p.stderr)):
        return []
    return [("local size %d, -O" % WIDE[0], opt, WIDE[0], WIDE[1])]


def variants_as_written(name, tmp):
    spv = os.path.join("build", "vulkan", name + ".spv")
    p = run(["make", "--no-print-directory", spv])
    if not check(p.returncode == 0, "%s: compiles: %s" % (name, (p.stdout + p.stderr)[-300:])):
        return []
    out = [("as built", spv)]
    dis = run(["spirv-dis", spv]).stdout
    if "OpFunctionCall" in dis:
        inl = os.path.join(tmp, name + ".inlined.spv")
        p = run(["spirv-opt", "--inline-entry-points-exhaustive", spv, "-o", inl])
        if check(p.returncode == 0, "%s: spirv-opt inlines: %s" % (name, p.stderr)):
            out.append(("inlined", inl))
    opt = os.path.join(tmp, name + ".O.spv")
    p = run(["spirv-opt", "-O", spv, "-o", opt])
    if check(p.returncode == 0, "%s: spirv-opt -O: %s" % (name, p.stderr)):
        out.append(("-O", opt))
    return out


class Stats:
    def __init__(self):
        self.n = {}

    def add(self, k, v=1):
        self.n[k] = self.n.get(k, 0) + v


def test_variant(name, tag, spv, local, groups, tmp, st):
    r, make_inputs = vk.SHADERS[name][2:4]
    what = "%s (%s)" % (name, tag)
    p = run(["spirv-val", "--target-env", "vulkan1.1", spv])
    check(p.returncode == 0, "%s: spirv-val: %s" % (what, p.stderr.strip()))
    text = run(["spirv-dis", "--raw-id", spv]).stdout
    mod = Module(text)
    inst_text, stores, skipped, loops, fn = instrument(mod, text)
    base = os.path.join(tmp, "%s.%s" % (name, re.sub(r"\W", "", tag)))
    with open(base + ".inst.spvasm", "w") as f:
        f.write(inst_text)
    p = run(["spirv-as", "--preserve-numeric-ids", "--target-env", "vulkan1.1", "-o", base + ".inst.spv",
             base + ".inst.spvasm"])
    if not check(p.returncode == 0, "%s: the instrumented module assembles: %s" % (what, p.stderr[:500])):
        return
    p = run(["spirv-val", "--target-env", "vulkan1.1", base + ".inst.spv"])
    if not check(p.returncode == 0, "%s: the instrumented module validates: %s" % (what, p.stderr[:500])):
        return
    uni = conv_uniformity(spv)
    if uni is None:
        return
    st.add("modules checked")
    # per store: (value name, claim scope index or None for a constant, key loop indices or None)
    info = {}
    for n, (ins, v) in enumerate(stores, 1):
        d = mod.defs.get(v)
        if d is None or d.func is None:
            info[n] = (v, None, None)  # a constant or module-level value
            st.add("constant stores")
            continue
        claim = uni.get(v)
        if not check(claim is not None, "%s: conv names the stored value %s" % (what, v)):
            continue
        divergent, scope = claim
        s = SCOPES.index(scope)
        check(divergent == (s < SCOPES.index("wave")), "%s: %s divergent=%s but uniform_scope %s"
              % (what, v, divergent, scope))
        hl = fn.def_loops(d)
        if all(ins.block in fn.construct[h] or d.block == h for h in hl):
            key = [loops.index(h) for h in hl]
        else:
            key = None
            st.add("stores skipped (no iteration count for the definition's instance)")
        info[n] = (v, s, key)
        st.add("stores of values called %s" % ("divergent" if s < 2 else "uniform"))
    st.add("stores skipped (in a called function)", len(skipped))
    n_inv = vk.invocations(local) * groups
    per = vk.invocations(local)
    where = {}
    for si, sub in enumerate(vk.subgroups(local, groups)):
        for lane, g in enumerate(sub):
            where[g] = (si, lane)
    bindings = list(range(1, 3 + len(loops)))
    fields = {}  # record field -> the scopes conv gives the values stored there
    for label, words in make_inputs(n_inv):
        plain = vk_run_buffers(spv, groups, words, n_inv * r, [1])
        inst = vk_run_buffers(base + ".inst.spv", groups, words, n_inv * r, bindings)
        if plain is None or inst is None:
            continue
        rec = plain[1]
        st.add("runs (module x input)")
        check(inst[1] == rec, "%s [%s]: the instrumented module writes the same records (%d words differ)"
              % (what, label, sum(1 for a, b in zip(inst[1], rec) if a != b)))
        groups_of = {}
        for w, t in enumerate(inst[2]):
            if t == 0 or t not in info or w // r not in where:
                continue
            v, s, key = info[t]
            if s is None or key is None:
                continue
            g = w // r
            si, lane = where[g]
            k = tuple(inst[3 + i][w] for i in key)
            sc = max(s, 2)  # divergent values: the converse, at wave scope
            scope_inst = {1: (si, lane // 4), 2: (si,), 3: (g // per,), 4: (), 5: ()}[sc]
            groups_of.setdefault((t, sc, scope_inst, k), []).append((g, inst[1][w]))
        for w, t in enumerate(inst[2]):
            if t in info and info[t][1] is not None:
                fields.setdefault(w % r, set()).add(SCOPES[info[t][1]])
        bad = []
        for (t, sc, scope_inst, k), members in sorted(groups_of.items()):
            v, s, _ = info[t]
            if len(members) < 2:
                continue
            differ = len(set(x for _, x in members)) > 1
            if s < 2:
                st.add("groups of divergent values")
                if differ:
                    st.add("groups of divergent values that differ")
                    st.n.setdefault("divergent values that differ", set()).add((name, tag, v))
                continue
            st.add("groups checked at %s" % SCOPES[s])
            if k:
                st.add("groups checked in loops (told apart by iteration counts)")
            st.add("invocations in checked groups", len(members))
            if differ:
                vals = {}
                for g, x in members:
                    vals.setdefault(x, []).append(g)
                bad.append("store %d of %s = %s, uniform at %s: in %s instance %s, iterations %s, the invocations "
                           "hold %s" % (t, v, describe(mod, v), SCOPES[s], SCOPES[s], scope_inst, k,
                                        "; ".join("%#x at %s" % (x, spans(gs)) for x, gs in sorted(vals.items()))))
                st.n.setdefault("violations", set()).add((name, tag, v, describe(mod, v), SCOPES[s]))
        check(not bad, "%s [%s]: values conv calls uniform differ within one instance:\n    %s"
              % (what, label, "\n    ".join(bad[:10])))
        if VERBOSE:
            print("%s [%s]: %d stores, %d loops, %d groups" % (what, label, len(stores), len(loops), len(groups_of)))
    if VERBOSE:
        print("%s: scopes per field %s" % (what, sorted((f, sorted(x)) for f, x in fields.items())))
    if (name, tag) in EXPECTED:
        got = {f: fields.get(f) for f in EXPECTED[name, tag]}
        exp = {f: {x} for f, x in EXPECTED[name, tag].items()}
        check(got == exp, "%s: the scopes of the stored values, per record field: %s, expected %s" % (what, got, exp))


def main():
    global VERBOSE
    args = sys.argv[1:]
    if "-v" in args:
        VERBOSE = True
        args.remove("-v")
    start = time.time()
    status = vk.prepare_conv_run(check, T.summary, SG)
    if status is not None:
        return status
    st = Stats()
    names = args or sorted(vk.SHADERS)
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            if name not in vk.SHADERS:
                check(False, "unknown shader %s" % name)
                continue
            for tag, spv, local, groups in variants(name, tmp):
                test_variant(name, tag, spv, local, groups, tmp, st)
    differ = st.n.pop("divergent values that differ", set())
    violations = st.n.pop("violations", set())
    for v in sorted(violations):
        print("VIOLATION: %s (%s): %s = %s called uniform at %s" % v)
    for k in sorted(st.n):
        print("%s: %d" % (k, st.n[k]))
    print("divergent stored values seen differing within one instance: %d" % len(differ))
    if not args:
        # the check must have had something to judge
        checked = sum(v for k, v in st.n.items() if k.startswith("groups checked"))
        check(checked >= 1000, "only %d (store, instance) groups of uniform values checked" % checked)
        check(st.n.get("groups checked at workgroup", 0) + st.n.get("groups checked at device", 0)
              + st.n.get("groups checked at system", 0) >= 50, "too few groups checked at workgroup scope or wider")
        # the checker tells differing values apart: many values conv calls
        # divergent do differ within one instance
        check(len(differ) >= 20, "only %d divergent values seen differing" % len(differ))
    print("(%.1f s)" % (time.time() - start))
    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
