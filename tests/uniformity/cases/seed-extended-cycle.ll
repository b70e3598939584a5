; Seed 000 (ConvergentOperations.rst), "Extended Cycles: Divergent Exit from
; a Loop" (the @example with blocks for/B/C/D/E) and "Temporal Divergence at
; Cycle Exit": the heart %inner of the loop is used by the convergent call in
; the exit block C, so the convergence region of %inner extends past the
; exit.  "for a value V defined inside the loop, any use U of V within the
; convergence region of D uses the output of converged dynamic instances of
; V.  If V is uniform, then its use at such a U is also uniform.  In other
; words, temporal divergence applies only to a use of V that is outside the
; convergence region of D."
; The convergence region of a token is "the program points dominated by D
; from which a use of T can be reached" (section "Convergence Regions").
;
; Hand derivation:
; * %i, %i.next: uniform (reducible loop, uniform operands).
; * B's branch on %tid: divergent; the loop has a divergent exit B -> C.
; * %v in C, before the call that uses %inner: inside the region, its
;   operand %i.next comes from converged instances: uniform.
; * %w in C, after the last use of %inner: outside the region (no use of the
;   token is reachable from it): temporal divergence, divergent.
; * %e in E (reached from `for` and from C; outside the region): divergent.
; * @no_token: the same loop without tokens; %v is outside any region, so
;   it is temporally divergent.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare void @convergent_op(i32) convergent

define amdgpu_kernel void @example(i32 %n, ptr addrspace(1) %o) convergent {
entry:
  %entry.t = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %for
for:
  %i = phi i32 [ 0, %entry ], [ %i.next, %D ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry.t) ]
  %i.next = add i32 %i, 1
  %for.cond = icmp ult i32 %i.next, %n
  br i1 %for.cond, label %B, label %E
B:
  %condition = icmp eq i32 %i.next, %tid
  br i1 %condition, label %C, label %D
C:
  %v = add i32 %i.next, %n
  call void @convergent_op(i32 %v) [ "convergencectrl"(token %inner) ]
  %w = mul i32 %i.next, %n
  br label %E
D:
  br label %for
E:
  %e = phi i32 [ %i.next, %for ], [ %w, %C ]
  store i32 %e, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @no_token(i32 %n, ptr addrspace(1) %o) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %for
for:
  %i = phi i32 [ 0, %entry ], [ %i.next, %D ]
  %i.next = add i32 %i, 1
  %for.cond = icmp ult i32 %i.next, %n
  br i1 %for.cond, label %B, label %E
B:
  %condition = icmp eq i32 %i.next, %tid
  br i1 %condition, label %C, label %D
C:
  %v = add i32 %i.next, %n
  br label %E
D:
  br label %for
E:
  %e = phi i32 [ %i.next, %for ], [ %v, %C ]
  store i32 %e, ptr addrspace(1) %o
  ret void
}
; EXPECT @example uniform: %i %i.next %for.cond %v
; EXPECT @example divergent: %condition %w %e
; EXPECT @example divergent-branch: B
; EXPECT @example uniform-branch: entry for C D
; EXPECT @example divergent-exit: for
; EXPECT @no_token uniform: %i %i.next %for.cond
; EXPECT @no_token divergent: %condition %v %e
; EXPECT @no_token divergent-exit: for
; SIMULATE @example --threads 8 --seed 12: agrees %v
; SIMULATE @example --threads 8 --seed 12: differs %w
; SIMULATE @no_token --threads 8 --seed 12: differs %v
; LLVM 19 does not extend cycles (docs/uniformity-llvm19.md 4.2): it calls
; %v in @example divergent as in @no_token.
; LLVM19 @example divergent: %v %w %e
; LLVM19 @no_token divergent: %v %e
