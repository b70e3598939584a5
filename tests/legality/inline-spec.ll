; The spec's inlining example (seed 000, llvm.experimental.convergence.entry:
; "Function inlining substitutes this intrinsic with the token from the
; operand bundle"), as LLVM IR: @callee's operation reads @main's %inner
; after `conv inline inline-spec.ll main for:2` (R18 a), whose output
; tests/unit/test_cli_inline.py holds to the text below and to opt-19's
; verifier. The native form is in inline.conv.
target triple = "amdgcn-amd-amdhsa"

define void @callee() convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 1) [ "convergencectrl"(token %tok) ]
  ret void
}

define void @main(i32 %n) {
entry:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %for

for:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @callee() [ "convergencectrl"(token %inner) ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %for, label %exit

exit:
  ret void
}

; R18 (a): the callee's entry becomes the call's %inner
; QUERY: can-inline for:2 --function main
; EXPECT: legal CONV_LEGAL_INLINE_ENTRY blocking value %inner

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
