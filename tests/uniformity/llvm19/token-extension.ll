; Token-based cycle extension (ConvergenceAndUniformity.rst): the heart %t
; of loop h is used in the exit block x, which extends the cycle to x for
; that use; threads that leave h in different iterations execute x in
; different dynamic instances, so %y (computed from the uniform %i1) is
; uniform in each of them.  LLVM 19 does not extend cycles: it reports %y
; as divergent (temporal divergence) exactly as in @no_token.
; Run: opt-19 -passes='print<uniformity>' -disable-output token-extension.ll
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare void @cop.void() convergent

define amdgpu_kernel void @with_token(i32 %n) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %t = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %i1 = add i32 %i, 1
  %c = icmp eq i32 %i1, %tid
  br i1 %c, label %x, label %h
x:
  call void @cop.void() [ "convergencectrl"(token %t) ]
  %y = add i32 %i1, %n
  ret void
}

define amdgpu_kernel void @no_token(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %i1 = add i32 %i, 1
  %c = icmp eq i32 %i1, %tid
  br i1 %c, label %x, label %h
x:
  %y = add i32 %i1, %n
  ret void
}
