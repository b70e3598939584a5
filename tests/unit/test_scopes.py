#!/usr/bin/env python3
"""Uniformity at every scope through the command-line tool (issue 17):
`conv uniformity --json` gives every argument, value, branch and cycle exit
a "uniform_scope", the widest of thread, quad, wave, workgroup, device,
system at which it is uniform, beside the unchanged "divergent" (not
uniform in a wave). Every expected scope below is worked out by hand from
the model (docs/uniformity.md, "Scopes"), not copied from the tool's
output; the reasoning is next to each case. Ends with 'N passed, N failed'.

    /usr/bin/python3 tests/unit/test_scopes.py            # build/conv
    CONV=build/asan/conv /usr/bin/python3 tests/unit/test_scopes.py"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CONV = os.path.join(ROOT, os.environ.get("CONV", os.path.join("build", "conv")))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
import difftool  # noqa: E402

T = difftool.Tally()  # the counts and the closing "N passed, N failed" line
check = T.check


def run(*args):
    p = subprocess.run([CONV] + list(args), capture_output=True, text=True, cwd=ROOT)
    return p.returncode, p.stdout, p.stderr


def temp(text, suffix):
    with tempfile.NamedTemporaryFile("w", suffix=suffix, delete=False) as t:
        t.write(text)
        return t.name


def scopes(path, *options):
    """{name: (divergent, uniform_scope)} of the first function's arguments
    and values (the one --function names, in options); {block: terminator
    scope}; {(header, exit): (divergent, scope)}."""
    rc, out, err = run("uniformity", path, "--json", *options)
    check(rc == 0, "conv uniformity %s --json %s: exit %d %s" % (path, " ".join(options), rc, err))
    if rc != 0:
        return {}, {}, {}
    f = json.loads(out)["functions"][0]
    values = {a["name"]: (a["divergent"], a["uniform_scope"]) for a in f["arguments"]}
    branches = {}
    for b in f["blocks"]:
        branches[b["name"]] = b["terminator_uniform_scope"]
        for v in b["values"]:
            values[v["name"]] = (v["divergent"], v["uniform_scope"])
    exits = {(e["cycle"], e["exit"]): (e["divergent"], e["uniform_scope"]) for e in f["exits"]}
    return values, branches, exits


def scopes_of_text(text, suffix, *options):
    """scopes() of a module given as text (its format by suffix)."""
    path = temp(text, suffix)
    try:
        return scopes(path, *options)
    finally:
        os.unlink(path)


def expect(values, name, scope, where=""):
    """A value's scope, and "divergent" exactly when it is below the wave."""
    got = values.get(name)
    check(got == (scope in ("thread", "quad"), scope), "%s%s: expected %s, got %s" % (where, name, scope, got))


def expect_all(values, wanted, where=""):
    """expect() for each (name, scope) of wanted."""
    for name, scope in wanted:
        expect(values, name, scope, where)


def amdgcn():
    """tests/data/scopes_amdgcn.ll, an amdgpu_kernel."""
    path = os.path.join("tests", "data", "scopes_amdgcn.ll")
    values, branches, exits = scopes(path)
    expect_all(values, (
        # a kernel's arguments are the dispatch's: uniform on the device
        ("%out", "device"), ("%n", "device"),
        # the thread id differs between the lanes of a quad
        ("%tid", "thread"),
        # readfirstlane: the wave's first lane's value, another in each wave
        ("%r", "wave"),
        # the workgroup id, and arithmetic on it and a kernel argument
        ("%wg", "workgroup"), ("%q", "workgroup"),
        # a compare of readfirstlane (the branch on it below: one way per wave)
        ("%c", "wave"),
        # %x is data of the workgroup id: under the wave-uniform branch, still
        # workgroup (its value does not depend on who reaches it)
        ("%x", "workgroup"),
        # the join of that branch: each wave took one way, waves took both
        ("%p", "wave"),
        # the loop's counter is the same for every thread in one iteration
        ("%i", "system"), ("%i1", "system"),
        # its exit test compares it with readfirstlane: each wave leaves in
        # its own iteration, so the exit and %i1 used after it are per wave
        ("%d", "wave"), ("%last", "wave")))
    # the branches on %c and %d, and the loop's exit: one way per wave
    check(branches.get("entry") == "wave", "entry's branch on %%c: wave, got %s" % branches.get("entry"))
    check(branches.get("loop") == "wave", "the loop's branch: wave, got %s" % branches.get("loop"))
    check(exits.get(("loop", "exit")) == (False, "wave"), "the loop's exit: wave, got %s" % (exits.get(("loop", "exit")),))
    # blocks ending in br without a condition or ret send every thread one way
    check(branches.get("then") == "system" and branches.get("exit") == "system", "unconditional: %s" % branches)
    # at wave size 1 (a CPU) a wave is one thread: the thread id is uniform
    # in it, not in the workgroup; readfirstlane is the thread's own value
    values, _, _ = scopes(path, "--wave-size", "1")
    expect_all(values, (("%tid", "wave"), ("%r", "wave"), ("%wg", "workgroup")))


NVPTX = """target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %a) {
entry:
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = mul i32 %cta, %ntid
  %g = add i32 %b, %tid
  %s = add i32 %ntid, %a
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"""


SPIRV = """target triple = "spirv64-unknown-unknown"

define spir_kernel void @k() {
entry:
  %sg = call i64 @_Z16get_sub_group_idv()
  %grp = call i64 @_Z12get_group_idj(i32 0)
  %lid = call i64 @_Z12get_local_idj(i32 0)
  ret void
}

declare i64 @_Z16get_sub_group_idv()
declare i64 @_Z12get_group_idj(i32)
declare i64 @_Z12get_local_idj(i32)
"""


# Memory and ids that are one value only in a workgroup or a subgroup
# (found by tests/unit/test_vulkan_uniformity.py on lavapipe, where
# gl_SubgroupID is 0..3 in a workgroup of 32): workgroup (LDS, shared)
# memory is each workgroup's own, so a load from it at a uniform address
# is uniform in the workgroup, not on the device, whatever its address;
# a load from global memory is as uniform as its address.
MEMORY = {
    "amdgcn": """target triple = "amdgcn-amd-amdhsa"
@l = addrspace(3) global [4 x i32] undef
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %lp) {
entry:
  %lds = load i32, ptr addrspace(3) @l
  %ldsarg = load i32, ptr addrspace(3) %lp
  %glob = load i32, ptr addrspace(1) %g
  %sum = add i32 %lds, %glob
  ret void
}
""",
    "nvptx": """target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global [4 x i32] undef
define ptx_kernel void @k(ptr addrspace(1) %g) {
entry:
  %shared = load i32, ptr addrspace(3) @s
  %glob = load i32, ptr addrspace(1) %g
  ret void
}
""",
    "spirv": """target triple = "spirv64-unknown-unknown"
@__spirv_BuiltInSubgroupId = external addrspace(7) global i32
@__spirv_BuiltInWorkgroupId = external addrspace(7) global <3 x i64>
@__spirv_BuiltInNumWorkgroups = external addrspace(7) global <3 x i64>
@w = addrspace(3) global i32 undef
define spir_kernel void @k() {
entry:
  %sg = load i32, ptr addrspace(7) @__spirv_BuiltInSubgroupId
  %grp = load <3 x i64>, ptr addrspace(7) @__spirv_BuiltInWorkgroupId
  %num = load <3 x i64>, ptr addrspace(7) @__spirv_BuiltInNumWorkgroups
  %shared = load i32, ptr addrspace(3) @w
  ret void
}
""",
}
SPVASM = """; SPIR-V
               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %sgid %wgid %nwg
               OpExecutionMode %main LocalSize 32 1 1
               OpDecorate %sgid BuiltIn SubgroupId
               OpDecorate %wgid BuiltIn WorkgroupId
               OpDecorate %nwg BuiltIn NumWorkgroups
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
       %uint = OpTypeInt 32 0
         %v3 = OpTypeVector %uint 3
        %pin = OpTypePointer Input %uint
       %pin3 = OpTypePointer Input %v3
        %pwg = OpTypePointer Workgroup %uint
       %sgid = OpVariable %pin Input
       %wgid = OpVariable %pin3 Input
        %nwg = OpVariable %pin3 Input
     %shared = OpVariable %pwg Workgroup
       %main = OpFunction %void None %fn
      %entry = OpLabel
         %sg = OpLoad %uint %sgid
         %wv = OpLoad %v3 %wgid
         %wx = OpCompositeExtract %uint %wv 0
         %nv = OpLoad %v3 %nwg
         %sh = OpLoad %uint %shared
        %sum = OpIAdd %uint %sg %wx
               OpReturn
               OpFunctionEnd
"""


# The modules written above, and the scope of each value in them.
TEXT_CASES = (
    ("nvptx", NVPTX, ".ll", (
        # the block id is the workgroup's; the block size is the launch's, the
        # same in every thread of the grid and no wider (another launch may
        # have another shape), like a kernel's arguments: the device
        ("%cta", "workgroup"), ("%ntid", "device"), ("%tid", "thread"), ("%b", "workgroup"),
        # the global id (tid + ctaid * ntid) is a thread's
        ("%g", "thread"),
        # an argument of a device function that is not a kernel: the LLVM
        # reader takes it as a source (each thread's caller passes its own)
        ("%a", "thread"), ("%s", "thread"))),
    ("spirv", SPIRV, ".ll", (("%sg", "wave"), ("%grp", "workgroup"), ("%lid", "thread"))),
    ("amdgcn memory", MEMORY["amdgcn"], ".ll", (
        ("%lds", "workgroup"),
        # the address is the dispatch's (a kernel argument), the memory is not
        ("%ldsarg", "workgroup"),
        ("%glob", "device"), ("%sum", "workgroup"))),
    ("nvptx memory", MEMORY["nvptx"], ".ll", (("%shared", "workgroup"), ("%glob", "device"))),
    ("spirv memory", MEMORY["spirv"], ".ll", (("%sg", "wave"), ("%grp", "workgroup"),
                                              # the number of workgroups is the launch's: the device
                                              ("%num", "device"),
                                              ("%shared", "workgroup"))),
    # the SPIR-V reader (assembly text; binaries decode to the same)
    ("spvasm", SPVASM, ".spvasm", (("%sg", "wave"), ("%wv", "workgroup"), ("%wx", "workgroup"),
                                   ("%nv", "device"), ("%sh", "workgroup"), ("%sum", "wave"))),
)


def text_cases():
    for what, text, suffix, wanted in TEXT_CASES:
        values, _, _ = scopes_of_text(text, suffix)
        expect_all(values, wanted, what + " ")


# The launch geometry (docs/uniformity.md "Launch geometry"): OpenCL's
# work-item functions on amdgcn and nvptx, where clang -nogpulib leaves
# them calls to the library (clang-19 -cl-std=CL2.0 -O2 emits exactly
# these declarations), the AMDGPU dispatch packet and implicit arguments,
# NVPTX's special registers and SPIR-V's builtins. Each expected scope is
# the specification's: the NDRange's sizes are one launch's (the device,
# like a kernel's arguments); a workgroup's size is its own (OpenCL 2.0's
# non-uniform NDRange makes the last workgroup smaller); a subgroup's size
# is its own (the last subgroup of a workgroup may be smaller).
OPENCL_AMDGCN = """target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %ls = call i64 @_Z14get_local_sizej(i32 0)
  %els = call i64 @_Z23get_enqueued_local_sizej(i32 0)
  %gs = call i64 @_Z15get_global_sizej(i32 0)
  %ng = call i64 @_Z14get_num_groupsj(i32 0)
  %wd = call i32 @_Z12get_work_dimv()
  %off = call i64 @_Z17get_global_offsetj(i32 0)
  %grp = call i64 @_Z12get_group_idj(i32 0)
  %lid = call i64 @_Z12get_local_idj(i32 0)
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %sgs = call i32 @_Z18get_sub_group_sizev()
  %sgid = call i32 @_Z16get_sub_group_idv()
  %nsg = call i32 @_Z18get_num_sub_groupsv()
  %msg = call i32 @_Z22get_max_sub_group_sizev()
  %ensg = call i32 @_Z27get_enqueued_num_sub_groupsv()
  %half = lshr i64 %ls, 1
  %lsd = call i64 @_Z14get_local_sizej(i32 %sgid)
  %m = call i64 @_Z3minmm(i64 %ls, i64 %els)
  %mg = call i64 @_Z3minmm(i64 %gs, i64 %els)
  %unk = call i64 @helper(i64 %gs)
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %wgsp = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 4
  %wgs16 = load i16, ptr addrspace(4) %wgsp, align 4, !invariant.load !0
  %wgs = zext i16 %wgs16 to i32
  %gridp = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 12
  %grid = load i32, ptr addrspace(4) %gridp, align 4, !invariant.load !0
  %ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %iap = getelementptr inbounds i8, ptr addrspace(4) %ia, i64 12
  %iwgs = load i16, ptr addrspace(4) %iap, align 4, !invariant.load !0
  %wgid = call i32 @llvm.amdgcn.workgroup.id.x()
  %done = mul i32 %wgid, %wgs
  %rem = sub i32 %grid, %done
  %last = call i32 @llvm.umin.i32(i32 %rem, i32 %wgs)
  ret void
}

declare i64 @_Z14get_local_sizej(i32)
declare i64 @_Z23get_enqueued_local_sizej(i32)
declare i64 @_Z15get_global_sizej(i32)
declare i64 @_Z14get_num_groupsj(i32)
declare i32 @_Z12get_work_dimv()
declare i64 @_Z17get_global_offsetj(i32)
declare i64 @_Z12get_group_idj(i32)
declare i64 @_Z12get_local_idj(i32)
declare i64 @_Z13get_global_idj(i32)
declare i32 @_Z18get_sub_group_sizev()
declare i32 @_Z16get_sub_group_idv()
declare i32 @_Z18get_num_sub_groupsv()
declare i32 @_Z22get_max_sub_group_sizev()
declare i32 @_Z27get_enqueued_num_sub_groupsv()
declare i64 @_Z3minmm(i64, i64)
declare i64 @helper(i64)
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.umin.i32(i32, i32)
"""
OPENCL_MARK = """
!opencl.ocl.version = !{!1}
!0 = !{}
!1 = !{i32 2, i32 0}
"""
OPENCL_NVPTX = """target triple = "nvptx64-nvidia-cuda"

define spir_kernel void @k() {
entry:
  %ls = call i64 @_Z14get_local_sizej(i32 0)
  %gs = call i64 @_Z15get_global_sizej(i32 0)
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %ncl = call i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
  %gridid = call i64 @llvm.nvvm.read.ptx.sreg.gridid()
  %nsm = call i32 @llvm.nvvm.read.ptx.sreg.nsmid()
  %env = call i32 @llvm.nvvm.read.ptx.sreg.envreg3()
  %ws = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  %smem = call i32 @llvm.nvvm.read.ptx.sreg.total.smem.size()
  ret void
}

declare i64 @_Z14get_local_sizej(i32)
declare i64 @_Z15get_global_sizej(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x()
declare i64 @llvm.nvvm.read.ptx.sreg.gridid()
declare i32 @llvm.nvvm.read.ptx.sreg.nsmid()
declare i32 @llvm.nvvm.read.ptx.sreg.envreg3()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()
declare i32 @llvm.nvvm.read.ptx.sreg.total.smem.size()
"""
SPIRV_GEOMETRY = """target triple = "spirv64-unknown-unknown"
@__spirv_BuiltInWorkgroupSize = external addrspace(7) global <3 x i64>
@__spirv_BuiltInNumSubgroups = external addrspace(7) global i32
@__spirv_BuiltInSubgroupSize = external addrspace(7) global i32
@__spirv_BuiltInSubgroupMaxSize = external addrspace(7) global i32
@__spirv_BuiltInGlobalSize = external addrspace(7) global <3 x i64>
@__spirv_BuiltInEnqueuedWorkgroupSize = external addrspace(7) global <3 x i64>
define spir_kernel void @k() {
entry:
  %wgsz = load <3 x i64>, ptr addrspace(7) @__spirv_BuiltInWorkgroupSize
  %nsg = load i32, ptr addrspace(7) @__spirv_BuiltInNumSubgroups
  %sgsz = load i32, ptr addrspace(7) @__spirv_BuiltInSubgroupSize
  %sgmax = load i32, ptr addrspace(7) @__spirv_BuiltInSubgroupMaxSize
  %gsz = load <3 x i64>, ptr addrspace(7) @__spirv_BuiltInGlobalSize
  %ewgs = load <3 x i64>, ptr addrspace(7) @__spirv_BuiltInEnqueuedWorkgroupSize
  %hgrp = call <3 x i32> @llvm.spv.group.id()
  %ls = call i64 @_Z14get_local_sizej(i32 0)
  %ng = call i64 @_Z14get_num_groupsj(i32 0)
  ret void
}
declare <3 x i32> @llvm.spv.group.id()
declare i64 @_Z14get_local_sizej(i32)
declare i64 @_Z14get_num_groupsj(i32)
"""
SPVASM_GEOMETRY = """; SPIR-V
               OpCapability Shader
               OpCapability GroupNonUniform
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %sgsize %nsg %wgsize
               OpExecutionMode %main LocalSize 32 1 1
               OpDecorate %sgsize BuiltIn SubgroupSize
               OpDecorate %nsg BuiltIn NumSubgroups
               OpDecorate %wgsize BuiltIn WorkgroupSize
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
       %uint = OpTypeInt 32 0
         %v3 = OpTypeVector %uint 3
        %pin = OpTypePointer Input %uint
       %pin3 = OpTypePointer Input %v3
     %sgsize = OpVariable %pin Input
        %nsg = OpVariable %pin Input
     %wgsize = OpVariable %pin3 Input
       %main = OpFunction %void None %fn
      %entry = OpLabel
         %ss = OpLoad %uint %sgsize
         %ns = OpLoad %uint %nsg
         %ws = OpLoad %v3 %wgsize
               OpReturn
               OpFunctionEnd
"""


def launch_geometry():
    cases = {"opencl": (OPENCL_AMDGCN + OPENCL_MARK, ".ll"), "hip": (OPENCL_AMDGCN + "!0 = !{}\n", ".ll"),
             "nvptx": (OPENCL_NVPTX + OPENCL_MARK, ".ll"), "spirv": (SPIRV_GEOMETRY, ".ll"),
             "spvasm": (SPVASM_GEOMETRY, ".spvasm")}
    got = {}
    for name, (text, suffix) in sorted(cases.items()):
        path = temp(text, suffix)
        try:
            got[name], _, _ = scopes(path)
        finally:
            os.unlink(path)
    v = got["opencl"]
    # the NDRange's: one launch's
    for name in ("%els", "%gs", "%ng", "%wd", "%off", "%msg", "%ensg"):
        expect(v, name, "device")
    # a workgroup's own (the last one of a non-uniform NDRange is smaller)
    for name in ("%ls", "%nsg", "%grp", "%half"):
        expect(v, name, "workgroup")
    # a subgroup's own (the last one of a workgroup may be smaller)
    expect(v, "%sgs", "wave")
    expect(v, "%sgid", "wave")
    # the size of a dimension the subgroup's id names: no wider than its
    # operand
    expect(v, "%lsd", "wave")
    expect(v, "%lid", "thread")
    expect(v, "%gid", "thread")
    # min is a function of its operands: as wide as the narrower one
    expect(v, "%m", "workgroup")
    expect(v, "%mg", "device")
    # a function OpenCL does not define: a source
    expect(v, "%unk", "thread")
    # the dispatch packet and the implicit arguments are the dispatch's,
    # and a load through them from constant memory is as uniform as its
    # address
    for name in ("%dp", "%wgsp", "%wgs16", "%wgs", "%gridp", "%grid", "%ia", "%iap", "%iwgs"):
        expect(v, name, "device")
    # NEGATIVE: the size of this workgroup for a non-uniform NDRange (the
    # remaining grid, at most the enqueued size: what a device library's
    # get_local_size computes) depends on the workgroup id: uniform in the
    # workgroup, NOT on the device
    for name in ("%wgid", "%done", "%rem", "%last"):
        expect(v, name, "workgroup")
    # NEGATIVE: the same calls in a module that does not say it is OpenCL
    # (no !opencl.ocl.version: HIP or CUDA, where these names would be a
    # user's functions) stay sources, and so does what uses them
    h = got["hip"]
    for name in ("%ls", "%gs", "%grp", "%half", "%m", "%mg"):
        expect(h, name, "thread")
    expect(h, "%last", "workgroup")
    n = got["nvptx"]
    expect(n, "%ls", "workgroup")
    for name in ("%gs", "%ntid", "%nctaid", "%ncl", "%gridid", "%nsm"):
        expect(n, name, "device")
    # the driver may give each CTA its own %envreg value
    expect(n, "%env", "workgroup")
    # WARP_SZ is a constant
    expect(n, "%ws", "system")
    # a special register the tables do not name: a source
    expect(n, "%smem", "thread")
    s = got["spirv"]
    # OpenCL's WorkgroupSize is get_local_size; NumSubgroups
    # get_num_sub_groups; SubgroupSize get_sub_group_size
    expect(s, "%wgsz", "workgroup")
    expect(s, "%nsg", "workgroup")
    expect(s, "%sgsz", "wave")
    for name in ("%sgmax", "%gsz", "%ewgs", "%ng"):
        expect(s, name, "device")
    # HLSL's SV_GroupID is the workgroup's
    expect(s, "%hgrp", "workgroup")
    expect(s, "%ls", "workgroup")
    # the SPIR-V reader: a Vulkan subgroup's size may vary between
    # subgroups (ALLOW_VARYING_SUBGROUP_SIZE, SPIR-V 1.6)
    expect(got["spvasm"], "%ss", "wave")
    expect(got["spvasm"], "%ns", "workgroup")
    # WorkgroupSize read from a variable (OpenCL's get_local_size)
    expect(got["spvasm"], "%ws", "workgroup")


# A kernel's %n is uniform on the device; a native function's argument
# without `divergent` and outside a kernel would be uniform in a wave only.
NATIVE = """func @f(%tid divergent, %n) kernel {
entry:
  %wid = "wave.id" uniform.wave
  %grp = "group.id" uniform.workgroup
  %quad = "quad.id" divergent uniform.quad
  %s = call @subgroup.reduce(%tid) convergent collective
  %w = call @workgroup.reduce(%tid) convergent collective scope.workgroup
  %qr = call @quad.reduce(%tid) convergent collective scope.quad
  %c = icmp %grp, %n
  br %c, a, b
a:
  br j
b:
  br j
j:
  %p = phi [%wid, a], [%grp, b]
  ret
}
"""


def native():
    path = temp(NATIVE, ".conv")
    try:
        values, branches, _ = scopes(path)
        rc, out, _ = run("print", path)
    finally:
        os.unlink(path)
    expect_all(values, (
        ("%wid", "wave"), ("%grp", "workgroup"),
        # a source uniform within its quad: divergent in the wave
        ("%quad", "quad"),
        # a quad's reduction: each quad computes its own, so it is the same
        # in a quad and differs between the quads of a wave
        ("%qr", "quad"),
        # a wave's collective, and a workgroup's (scope.workgroup)
        ("%s", "wave"), ("%w", "workgroup"),
        # the branch on the workgroup id is uniform in the workgroup (below),
        # so the phi joining it is the narrower of its operands (the wave id)
        ("%p", "wave")))
    check(branches.get("entry") == "workgroup", "branch on %%grp: %s" % branches.get("entry"))
    # the flags print back as the words they were read from
    check(rc == 0 and "wave.id uniform.wave" in out and "divergent uniform.quad" in out and
          "group.id uniform.workgroup" in out, "print keeps uniform.*: %s" % out)
    bad = temp(NATIVE.replace("uniform.wave", "uniform.wave uniform.device"), ".conv")
    try:
        rc, _, err = run("uniformity", bad)
    finally:
        os.unlink(bad)
    check(rc != 0 and "parse.duplicate-scope" in err, "two uniform scopes: parse.duplicate-scope, got %s" % err)


SCOPES = ["thread", "quad", "wave", "workgroup", "device", "system"]


def expect_at_each_scope(values, name, uniform_at):
    """The value is uniform exactly at the scopes listed (a prefix of
    SCOPES: uniform at a scope is uniform at every narrower one); checks
    each scope, and the widest as JSON gives it."""
    got = values.get(name)
    widest = got[1] if got else None
    for s in SCOPES:
        want = s in uniform_at
        have = widest is not None and SCOPES.index(s) <= SCOPES.index(widest)
        check(want == have, "%s at %s scope: expected %s, got %s (widest %s)" %
              (name, s, "uniform" if want else "divergent", "uniform" if have else "divergent", widest))


def scopes_of(path, function, *options):
    """scopes() of one function: its values and branches."""
    values, branches, _ = scopes(path, "--function", function, *options)
    return values, branches


def arith():
    """tests/data/arith_amdgcn.ll: thread-id arithmetic. amdgcn waves are
    runs of 64 (or 32) consecutive linear ids from a multiple of the wave
    size; a quad 4 consecutive lanes."""
    path = os.path.join("tests", "data", "arith_amdgcn.ll")
    T4, Q, W, WG, D, S = (SCOPES[:1], SCOPES[:2], SCOPES[:3], SCOPES[:4], SCOPES[:5], SCOPES)
    # @k1: 256 x 1 x 1, waves of 64. x >> 6, x / 64 and x & ~63 are one
    # number per aligned 64 threads: a wave; the waves of a workgroup
    # differ. x & ~3 is one per aligned 4: a quad.
    values, branches = scopes_of(path, "k1")
    for name, at in (("%tid", T4), ("%shr", W), ("%div", W), ("%mask", W), ("%quad", Q),
                     # the workgroup id: the workgroup's; times a kernel
                     # argument: still the workgroup's
                     ("%wg", WG), ("%base", WG),
                     # x + wg.id * wg.size (the size a kernel argument, not
                     # known a multiple of anything): the carries of x reach
                     # every bit; >> 6 of it is no better
                     ("%gid", T4), ("%gshr", T4),
                     # wg.id << 8 ends in 8 zero bits and x < 256: no carry,
                     # so (x + (wg.id << 8)) >> 6 is (x >> 6) + (wg.id << 2)
                     ("%wg256", WG), ("%sum", T4), ("%sumshr", W),
                     # readfirstlane: one value per wave, another per wave
                     ("%r", W),
                     # y of a workgroup of one row: always 0
                     ("%y", S),
                     ("%c", W)):
        expect_at_each_scope(values, name, at)
    check(branches.get("entry") == "wave", "k1: the branch on x >> 6 == 0 is the wave's: %s" % branches.get("entry"))
    # @k2: 96 x 2: a wave of 64 spans the end of one row and the start of
    # the next (x 64..95 then 0..31): x >> 6 differs in it; 96 is a
    # multiple of 4, so a quad stays in its row
    values, _ = scopes_of(path, "k2")
    for name in ("%shr", "%div", "%mask", "%quad", "%y"):
        expect_at_each_scope(values, name, Q)
    # @k3: 64 x 4: a row is a wave. x < 64: x >> 6 is 0; y is the wave's,
    # y < 4; the linear id y * 64 | x >> 6 is y, the wave's
    values, _ = scopes_of(path, "k3")
    for name, at in (("%shr", S), ("%y", W), ("%yshr", S), ("%row", W), ("%lin", T4), ("%linshr", W)):
        expect_at_each_scope(values, name, at)
    # @k4: no shape, at most 256 threads (amdgpu-flat-work-group-size):
    # x's rows may split waves, so x >> 6 is nothing; x < 256, so x >> 8
    # is 0. With --workgroup-size 256 (one dimension) x >> 6 is the wave's.
    values, _ = scopes_of(path, "k4")
    expect_at_each_scope(values, "%shr", T4)
    expect_at_each_scope(values, "%shr8", S)
    values, _ = scopes_of(path, "k4", "--workgroup-size", "256")
    expect_at_each_scope(values, "%shr", W)
    # @k5: +wavefrontsize32 (the amdgcn target's range 32..64 narrowed by
    # the function), 128 x 1: x >> 5 the wave's, x >> 4 only the quad's
    values, _ = scopes_of(path, "k5")
    for name, at in (("%shr4", Q), ("%shr5", W), ("%shr6", W)):
        expect_at_each_scope(values, name, at)
    # --target amdgcn-wave64 over the function's 32: x >> 5 differs in a wave
    values, _ = scopes_of(path, "k5", "--target", "amdgcn-wave64")
    expect_at_each_scope(values, "%shr5", Q)
    # a target description (FILE) whose waves are not linear, as SPIR-V's
    # subgroups: x says nothing in a wave or a quad; y of one row is 0
    desc = temp("base amdgcn  # the tables and sizes\nlinear-waves no\n", ".target")
    try:
        values, _ = scopes_of(path, "k1", "--target", desc)
    finally:
        os.unlink(desc)
    expect_at_each_scope(values, "%shr", T4)
    expect_at_each_scope(values, "%quad", T4)
    expect_at_each_scope(values, "%y", S)
    # the interpreter's ids follow the workgroup's shape, without
    # --concrete too: in 4 x 2 workgroups with waves of 4, wave 0 is row
    # y = 0 and wave 1 row y = 1
    rc, out, err = run("simulate", path, "--function", "k3", "--threads", "8", "--wave-size", "4",
                       "--workgroup-size", "4,2", "--json")
    ys = [i["values"] for i in json.loads(out)["instances"] if i.get("name") == "%y"] if rc == 0 else []
    check(ys == [[0, 0, 0, 0], [1, 1, 1, 1]], "simulate --workgroup-size 4,2: y per wave %s %s" % (ys, err))
    # every claim holds in runs of the interpreter (thread ids real, the
    # arithmetic exact, workgroups of the functions' shapes)
    rc, _, err = run("uniformity", path, "--simulate", "4")
    check(rc == 0 and err.count(": 0 violations") == 5, "arith --simulate: %s" % err)


def main():
    if not os.path.exists(CONV):
        print("SKIP: build/conv is missing (run make)")
        print("0 passed, 1 failed")
        return 1
    amdgcn()
    text_cases()
    native()
    launch_geometry()
    arith()
    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
