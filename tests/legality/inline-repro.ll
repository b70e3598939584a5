; ../shared/LEGALITY.md's inliner reproductions (R18), as LLVM IR that
; opt-19 accepts. `opt-19 -passes=inline` makes of @ctl a module its own
; verifier rejects ("Cannot mix controlled and uncontrolled convergence in
; the same function": the callee's uncontrolled calls next to %e), and
; leaves @unctl's call alone (LLVM refuses R18 b). `conv inline` gives a
; module opt-19 accepts for both (@unctl with --make-convergent: a kernel
; must be made convergent to hold entry): tests/unit/test_cli_inline.py.
target triple = "amdgcn-amd-amdhsa"

; an uncontrolled callee through a token call
define i32 @unc(i32 %x) convergent {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i)
  %i1 = add i32 %i, %b
  %c = icmp slt i32 %i1, %x
  br i1 %c, label %loop, label %done

done:
  %s = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i1)
  ret i32 %s
}

define i32 @ctl(i32 %n) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %v = call i32 @unc(i32 %n) [ "convergencectrl"(token %e) ]
  %w = add i32 %v, 1
  ret i32 %w
}

; R18 (c): the callee's tokens are inferred with %e as its entry (a heart in its loop, %e after it)
; QUERY: can-inline %v --function ctl
; EXPECT: legal CONV_LEGAL_INLINE_CALLEE_INFERRED blocking value %e

; a controlled callee without a token
define i32 @ent(i32 %x) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %t) ]
  ret i32 %b
}

define amdgpu_kernel void @unctl(i32 %n, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %v = call i32 @ent(i32 %i)
  %i1 = add i32 %i, %v
  %c = icmp slt i32 %i1, %tid
  br i1 %c, label %loop, label %done

done:
  %z = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n)
  store i32 %z, ptr addrspace(1) %out
  ret void
}

; R18 (b) infers the caller's tokens, and a kernel (not convergent) cannot hold entry: R20 refuses unless --make-convergent
; QUERY: can-inline %v --function unctl
; EXPECT: illegal CONV_LEGAL_NOT_INFERRED blocking value %v

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.workitem.id.x()
