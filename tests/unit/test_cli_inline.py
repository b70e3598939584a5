#!/usr/bin/env python3
"""`conv inline` and `conv query ... can-inline` (R18), on the spec's
example and ../shared/LEGALITY.md's inliner reproductions
(tests/legality/inline-spec.ll, inline-repro.ll, inline.conv):

* LLVM IR comes out as the input's text with only the edits: for the
  spec's example exactly the text below (the call's line becomes a branch,
  the callee's block renamed entry.i with its operation on the caller's
  %inner, the block callee.exit; the loop's phi reads callee.exit), which
  opt-19 -passes=verify accepts, and conv reads back as a valid function;
* the reproductions: an uncontrolled callee through a token call (R18 c)
  gives a module opt-19 accepts, where `opt-19 -passes=inline` gives one
  its own verifier rejects; a controlled callee without a token (R18 b) in
  a kernel is refused (exit 1, the note says why, nothing on stdout) and,
  with --make-convergent, inlined into a kernel made convergent;
* the native format for other input; the verdict as a note on stderr; the
  usage errors; `conv apply FILE inline CALL` makes the copy @F.inline;
  `conv query --prove` of can-inline is refused (calls are not entered);
* `conv outline` (R19, tests/data/outline.conv): a region using the entry
  token becomes a convergent function with its own entry, the call
  carrying the token; an uncontrolled region a convergent one called
  uncontrolled; a token used after the region and a loop without its
  preheader are refused; the usage errors; LLVM IR input
  (tests/data/outline_forms.ll) comes out as its text with the region
  replaced by the call and the new define appended, which opt-19 accepts,
  also with -o; a type conv does not read is refused, nothing written;
* `--convergent-by-default` (seed 001): every call convergent unless
  `noconvergent`, the module line printed and read back, and `conv
  infer-convergent` writing `noconvergent` where nothing needs it.

Ends with 'N passed, N failed'.

    /usr/bin/python3 tests/unit/test_cli_inline.py     # build/conv"""
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "support"))
import difftool  # noqa: E402
CONV = os.path.join(ROOT, os.environ.get("CONV", os.path.join("build", "conv")))
OPT = shutil.which("opt-19")
T = difftool.Tally()
check = T.check
SPEC = "tests/legality/inline-spec.ll"
REPRO = "tests/legality/inline-repro.ll"
NATIVE = "tests/legality/inline.conv"

# The spec's answer in LLVM IR: @main after inlining its call of @callee.
SPEC_MAIN = """define void @main(i32 %n) {
entry:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %for

for:
  %i = phi i32 [ 0, %entry ], [ %i.next, %callee.exit ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  br label %entry.i

entry.i:
  %r.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 1) [ "convergencectrl"(token %inner) ]
  br label %callee.exit

callee.exit:
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %for, label %exit

exit:
  ret void
}
"""


def run(*args, stdin=None):
    p = subprocess.run([CONV] + list(args), capture_output=True, text=True, cwd=ROOT, input=stdin)
    return p.returncode, p.stdout, p.stderr


def opt_verify(text):
    """opt-19's verifier on text: (accepted, stderr); None without opt-19."""
    if OPT is None:
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        p = subprocess.run([OPT, "-passes=verify", "-disable-output", path], capture_output=True, text=True)
        return p.returncode == 0, p.stderr
    finally:
        os.unlink(path)


def conv_reads_back(text, function):
    """conv reads the output as LLVM IR and finds `function` valid."""
    rc, out, err = run("verify", "-", "--format", "ll", "--function", function, stdin=text)
    return rc == 0, out + err


def check_spec():
    src = open(os.path.join(ROOT, SPEC), encoding="utf-8").read()
    rc, out, err = run("inline", SPEC, "main", "for:2")
    want = src.replace(src[src.index("define void @main"):src.index("}\n", src.index("define void @main")) + 2], SPEC_MAIN)
    check(rc == 0 and out == want, "inline of the spec's example: %r" % out)
    check(err == "conv: note: inline for:2 of @main (@callee): legal: the callee's entry becomes the call's token "
                 "(R18 a) (%inner)\n", "the verdict as a note: %r" % err)
    ok = opt_verify(out)
    check(ok is None or ok[0], "opt-19 accepts the spec's example inlined: %s" % (ok and ok[1]))
    ok, why = conv_reads_back(out, "main")
    check(ok, "conv reads it back, valid: %s" % why)
    # the native form gives the same graph
    rc, out, err = run("inline", NATIVE, "main", "for:2")
    check(rc == 0 and "entry.i:\n  %r.i = call @convergent_operation() ctrl %inner convergent collective\n"
          "  br callee.exit\n" in out and "token.entry" not in out.split("func @main")[1].split("\n}\n")[0],
          "native inline of the spec's example: %r" % out)
    # -o
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "out.ll")
        rc, out, err = run("inline", SPEC, "@main", "for:2", "-o", path)
        check(rc == 0 and out == "" and open(path, encoding="utf-8").read() == want, "inline -o")


def check_reproductions():
    rc, out, err = run("inline", REPRO, "ctl", "%v")
    check(rc == 0 and "CONV_" not in err and "(R18 c)" in err, "R18 c: %r" % err)
    body = out[out.index("define i32 @ctl"):]
    check("%conv.loop.loop.i = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %e) ]"
          in body and "(i32 %i.i) convergent [ \"convergencectrl\"(token %conv.loop.loop.i) ]" in body and
          "(i32 %i1.i) convergent [ \"convergencectrl\"(token %e) ]" in body and
          "%v = phi i32 [ %s.i, %done.i ]" in body, "the callee's tokens on %%e: %s" % body[:900])
    ok = opt_verify(out)
    check(ok is None or ok[0], "opt-19 accepts conv's R18 c: %s" % (ok and ok[1]))
    if OPT:
        p = subprocess.run([OPT, "-passes=inline", "-disable-output", os.path.join(ROOT, REPRO)], capture_output=True,
                           text=True)
        check(p.returncode != 0 and "Cannot mix controlled and uncontrolled convergence" in p.stderr,
              "opt-19's own inliner breaks the module: %r" % p.stderr[:300])
    # R18 b in a kernel: refused, then made convergent
    rc, out, err = run("inline", REPRO, "unctl", "%v")
    check(rc == 1 and out == "" and "illegal: the tokens it needs cannot be inferred (R20 refuses) (%v)" in err,
          "R18 b in a kernel is refused: %r" % err)
    rc, out, err = run("inline", REPRO, "unctl", "%v", "--make-convergent")
    body = out[out.index("define amdgpu_kernel void @unctl"):]
    check(rc == 0 and body.startswith("define amdgpu_kernel void @unctl(i32 %n, ptr addrspace(1) %out) convergent {\n"
                                      "entry:\n  %conv.entry = call token @llvm.experimental.convergence.entry()\n"),
          "R18 b: the kernel made convergent, entry inferred: %s" % body[:300])
    check("%b.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ \"convergencectrl\"(token %conv.loop.loop) ]"
          in body and "%i = phi i32 [ 0, %entry ], [ %i1, %ent.exit ]" in body, "R18 b: the call's heart: %s" % body)
    ok = opt_verify(out)
    check(ok is None or ok[0], "opt-19 accepts conv's R18 b: %s" % (ok and ok[1]))
    ok, why = conv_reads_back(out, "unctl")
    check(ok, "conv reads R18 b back: %s" % why)


def check_native_and_queries():
    rc, out, err = run("inline", NATIVE, "callirr", "entry:1")
    check(rc == 1 and out == "" and err.endswith("illegal: the tokens it needs cannot be inferred (R20 refuses) "
                                                 "(block b2) in @irr\n"), "refused, in the callee: %r" % err)
    rc, out, err = run("query", NATIVE, "can-inline", "entry:1", "--function", "callirr", "--json")
    check(rc == 1 and '"reason":"CONV_LEGAL_NOT_INFERRED"' in out and '"blocking":{"kind":"block","name":"b2"}' in out
          and '"where":"irr"' in out, "query can-inline --json: %r" % out)
    rc, out, err = run("query", NATIVE, "can-inline", "%v", "--function", "ctl", "--prove", "2")
    check(rc == 2 and out == "" and "does not enter calls" in err, "can-inline --prove: %r" % err)
    rc, out, err = run("apply", NATIVE, "inline", "%v", "--function", "ctl")
    check(rc == 0 and "func @ctl.inline(%n) convergent {" in out and "%conv.loop.loop.i = token.loop %e" in out,
          "apply inline: %r" % out[-600:])
    rc, out, err = run("inline", NATIVE, "user", "%b")
    check(rc == 0 and "%t.i" not in out and "%y.i = add %a, 1" in out, "the unused entry is not copied: %r" % out)


def check_usage():
    f = NATIVE
    for args, want in [
        (["inline", f, "main"], "conv: inline takes CALLER CALL after FILE; try 'conv help inline'"),
        (["inline", f, "main", "for:2", "--json"], "conv: inline does not use --json; try 'conv help inline'"),
    ]:
        rc, out, err = run(*args)
        check(rc == 2 and out == "" and err == want + "\n", "%s: %r" % (" ".join(args), err))
    rc, out, err = run("inline", f, "nope", "%v")
    check(rc == 2 and err == "conv: inline: no function 'nope' in %s\n" % f, "unknown caller: %r" % err)
    rc, out, err = run("inline", f, "ext", "%v")
    check(rc == 2 and "declaration" in err, "a declaration: %r" % err)
    rc, out, err = run("inline", f, "ctl", "%w")
    check(rc == 2 and err == "conv: inline: %w of @ctl is no call\n", "not a call: %r" % err)
    rc, out, err = run("inline", f, "ctl", "%zz")
    check(rc == 2 and "no value '%zz' in @ctl" in err, "no such value: %r" % err)
    rc, out, err = run("help", "inline")
    check(rc == 0 and out.startswith("usage: conv inline FILE CALLER CALL [-o OUT] [--make-convergent]\n"),
          "conv help inline: %r" % out[:80])


FORMS = "tests/data/inline_forms.ll"


def check_llvm_forms():
    """The LLVM forms a writer of inlined text must keep: clang -O0's
    numbered values and blocks (renamed %"N.i", quoted), the successor's phi
    of the unnamed entry block, a constant expression as an argument, the
    callee's !dbg replaced by the call's, a switch over several lines,
    quoted names, a void callee, a callee that never returns (its exit
    unreachable: the call's value a frozen poison; the blocks it leaves
    dead emptied to `unreachable`, no dead edge into a loop)."""
    wants = {
        "0:0": ['%"3.i" = load i32, ptr addrspacecast (ptr addrspace(3) @lds to ptr), align 4',
                '%"7.i" = mul i32 %"4.i", 2, !dbg !10\n', '%1 = phi i32 [ %"7.i", %"6.i" ], [ %"11.i", %"10.i" ]',
                '%5 = phi i32 [ %1, %numbered.exit ], [ %3, %2 ]',
                'switch i32 %"4.i", label %"9.i" [\n    i32 0, label %"10.i"\n    i32 1, label %"10.i"\n  ]'],
        "0:1": ['%"a b.i" = load i32, ptr %p, align 4', 'br label %"quoted callee.exit"\n\n"quoted callee.exit":\n'],
        "2:0": ["%3 = freeze i32 poison", "loop.i:\n  br label %loop.i\n"],
    }
    anchor = ['%conv.anchor = call token @llvm.experimental.convergence.anchor()\n',
              '%b.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %a) convergent [ "convergencectrl"(token '
              '%conv.anchor) ]']
    # the block the never-returning callee leaves dead emptied, its edge
    # into the loop and the phi's entry of it gone
    looping = ["spin.exit:\n  %s = freeze i32 poison\n  unreachable\n\nd:\n  unreachable\n\nx:\n"
               "  %p = phi i32 [ %i, %a ]\n"]
    for caller, call, expected in [("caller", c, w) for c, w in wants.items()] + [("controlled", "%v", anchor),
                                                                                 ("looping", "%s", looping)]:
        rc, out, err = run("inline", FORMS, caller, call)
        check(rc == 0 and all(w in out for w in expected), "inline %s of the forms: %r" % (call, out))
        check(caller != "controlled" or "(R18" not in err and "an anchor stands for the callee's entry" in err,
              "the anchor's verdict: %r" % err)
        ok = opt_verify(out)
        check(ok is None or ok[0], "opt-19 accepts inline %s of the forms: %s" % (call, ok and ok[1]))


OUTLINE = "tests/data/outline.conv"

# R19's answer for @k's region r1 r2 r3: the new function convergent, the
# entry in it, the call carrying %e (never as an argument).
OUTLINED = """func @k(%n, %tid divergent) convergent {
entry:
  %e = token.entry
  %c = icmp %tid, %n
  br %c, r1, done
r1:
  %z = call @part(%n) ctrl %e convergent
  br done
done:
  %p = phi [0, entry], [%z, r1]
  ret %p
}
"""
PART = """func @part(%n divergent) convergent {
r1:
  %conv.entry = token.entry
  %x = add %n, 1
  %b = call @ballot(%x) ctrl %conv.entry convergent collective
  br %b, r2, r3
r2:
  %y = add %b, 2
  br r3
r3:
  %z = phi [%b, r1], [%y, r2]
  br exit
exit:
  ret %z
}
"""


def check_outline():
    rc, out, err = run("outline", OUTLINE, "k", "r1", "r2", "r3", "--name", "part")
    check(rc == 0 and OUTLINED in out and out.endswith("\n" + PART), "outline with the entry: %r" % out)
    check(err == "conv: note: outline of @k as @part: legal: the token the region uses from outside becomes the new "
                 "function's entry, carried by the call (R19) (%e)\n", "outline's note: %r" % err)
    rc, out, err = run("verify", "-", "--format", "conv", stdin=out)
    check(rc == 0, "both functions valid: %r" % (out + err))
    rc, out, err = run("outline", OUTLINE, "unc", "a")
    check(rc == 0 and "func @unc.outlined(%n divergent) convergent {" in out and
          "  call @unc.outlined(%n) convergent\n" in out, "an uncontrolled region: %r" % out)
    rc, out, err = run("outline", OUTLINE, "escape", "pre", "head")
    check(rc == 1 and out == "" and "illegal: a token defined in the region is used outside it (R19) (%h)" in err,
          "a token used outside: %r" % err)
    rc, out, err = run("outline", OUTLINE, "escape", "head")
    check(rc == 1 and "illegal: the blocks do not have the shape the transformation needs (block head)" in err,
          "a loop without its preheader: %r" % err)
    for args, want in [
        (["outline", OUTLINE, "k"], "conv: outline takes FUNCTION BLOCK... after FILE; try 'conv help outline'"),
        (["outline", OUTLINE, "k", "r1", "--name", ""], "conv: --name takes a function name; try 'conv help outline'"),
        (["inline", OUTLINE, "k", "%b", "--name", "x"], "conv: inline does not use --name; try 'conv help inline'"),
    ]:
        rc, out, err = run(*args)
        check(rc == 2 and out == "" and err == want + "\n", "%s: %r" % (" ".join(args), err))
    rc, out, err = run("outline", OUTLINE, "k", "nowhere")
    check(rc == 2 and err == "conv: outline: no block 'nowhere' in @k\n", "unknown block: %r" % err)
    rc, out, err = run("outline", OUTLINE, "k", "r1", "r1")
    check(rc == 2 and err == "conv: outline: block 'r1' given twice\n", "a block twice: %r" % err)
    rc, out, err = run("outline", OUTLINE, "k", "r1", "--name", "unc")
    check(rc == 2 and "a function @unc exists already" in err, "a name taken: %r" % err)


OUTLINE_LL = "tests/data/outline_forms.ll"
# the call and the define conv outline writes for @k's region r1 (the text
# of tests/unit/test_outline_ll.c's LEGALITY.md case, checked by hand)
OUTLINE_LL_CALL = ('r1:\n  %z = call i32 @part(i32 %n, i32 %tid) convergent [ "convergencectrl"(token %e) ]\n'
                   '  br label %done\n\ndone:\n')
OUTLINE_LL_DEFINE = """
define i32 @part(i32 %n, i32 %tid) convergent {
r1:
  %conv.entry = call token @llvm.experimental.convergence.entry()
  %x = icmp eq i32 %tid, 0
  %b = call i32 @ballot(i1 %x) [ "convergencectrl"(token %conv.entry) ]
  %z = add i32 %b, %n
  br label %exit

exit:
  ret i32 %z
}
"""


def check_outline_llvm():
    """LLVM IR in, LLVM IR out: the input's text but for the region, the
    define appended; -o; native input stays native; a refusal writes
    nothing."""
    with open(os.path.join(ROOT, OUTLINE_LL)) as f:
        text = f.read()
    rc, out, err = run("outline", OUTLINE_LL, "k", "r1", "--name", "part")
    head = text[:text.index("r1:\n")]
    tail = text[text.index("done:\n") + len("done:\n"):]
    check(rc == 0 and out == head + OUTLINE_LL_CALL + tail + OUTLINE_LL_DEFINE, "outline of LLVM IR: %r" % out)
    with tempfile.TemporaryDirectory() as tmp:
        dst = os.path.join(tmp, "out.ll")
        rc2, out2, _ = run("outline", OUTLINE_LL, "k", "r1", "--name", "part", "-o", dst)
        with open(dst) as f:
            written = f.read()
        check(rc2 == 0 and out2 == "" and written == out, "-o OUT: %r" % written)
        if OPT:
            p = subprocess.run([OPT, "-passes=verify", "-disable-output", dst], capture_output=True, text=True)
            check(p.returncode == 0, "opt-19 accepts the outlined module: %s" % p.stderr)
    rc, native, _ = run("print", OUTLINE_LL)
    rc, out, err = run("outline", "-", "k", "r1", "--name", "part", "--format", "conv", stdin=native)
    check(rc == 0 and "func @part(%n divergent, %tid divergent) convergent {" in out, "native stays native: %r" % out)
    rc, out, err = run("outline", OUTLINE_LL, "ext", "r")
    check(rc == 2 and out == "" and "[write.unsupported-edit]" in err and "LLVM type" in err,
          "a type conv does not read: refused, nothing written: %r %r" % (out, err))


def check_convergent_by_default():
    text = ("declare @ballot(%x)\ndeclare @sqrt(%x) noconvergent\n"
            "func @leaf(%x) {\nentry:\n  %y = call @sqrt(%x)\n  ret %y\n}\n"
            "func @user(%x) {\nentry:\n  %b = call @ballot(%x)\n  %l = call @leaf(%b)\n  ret\n}\n")
    rc, out, err = run("print", "-", "--format", "conv", "--convergent-by-default", stdin=text)
    check(rc == 0 and out.startswith("module convergent-by-default\n\ndeclare @ballot(%x) convergent\n") and
          "%y = call @sqrt(%x) noconvergent" in out and "%l = call @leaf(%b) convergent" in out,
          "print --convergent-by-default: %r" % out)
    rc2, out2, _ = run("print", "-", "--format", "conv", stdin=out)
    check(rc2 == 0 and out2 == out, "the module line reads back: %r" % out2)
    rc, out, err = run("infer-convergent", "-", "--format", "conv", stdin=out2)
    check(rc == 0 and "func @leaf(%x) noconvergent {" in out and "%l = call @leaf(%b) noconvergent" in out and
          "func @user(%x) convergent {" in out and "[infer.noconvergent] @leaf" in err,
          "infer-convergent recovers noconvergent: %r %r" % (out, err))
    rc, out, err = run("help", "verify")
    check("--convergent-by-default" in out, "every command takes --convergent-by-default")


def main():
    if not os.path.exists(CONV):
        print("SKIP: %s is missing (run make)" % CONV)
        print("0 passed, 1 failed")
        return 1
    check_spec()
    check_reproductions()
    check_native_and_queries()
    check_usage()
    check_llvm_forms()
    check_outline()
    check_outline_llvm()
    check_convergent_by_default()
    return T.summary()


if __name__ == "__main__":
    sys.exit(main())
