; Temporal divergence per exit in nests (docs/uniformity.md "Temporal
; divergence per exit"). Derived by hand from maximal convergence: threads of
; one instance of a cycle meet at a block outside it with values from
; different iterations only if they left through a divergent exit (or some
; of them did), so only uses that a divergent exit leads to are divergent.
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

; @nested: the inner loop ih leaves to ol after %tid + 1 iterations (a
; divergent exit); the outer loop leaves to ox on the uniform %cu. All
; threads are together at ox (one instance, the outer loop's last
; iteration), but each left ih in its own iteration: %i1 differs there, so
; %ui (and %w at the exit block ol itself) is divergent. The outer loop's
; own values are the same in every thread: its only exit is uniform, and
; at ol the threads of one outer iteration are together again.
define amdgpu_kernel void @nested(i32 %n, ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %oh
oh:
  %o = phi i32 [ 0, %entry ], [ %o1, %ol ]
  br label %ih
ih:
  %i = phi i32 [ 0, %oh ], [ %i1, %ih ]
  %i1 = add i32 %i, 1
  %cd = icmp ult i32 %i, %tid
  br i1 %cd, label %ih, label %ol
ol:
  %w = add i32 %i1, 7
  %o1 = add i32 %o, 1
  %cu = icmp ult i32 %o1, %n
  br i1 %cu, label %oh, label %ox
ox:
  %uo = add i32 %o1, %n
  %ui = add i32 %i1, %n
  store i32 %ui, ptr addrspace(1) %p
  ret void
}
; EXPECT @nested uniform: %o %o1 %cu %uo %i %i1
; EXPECT @nested divergent: %cd %w %ui
; EXPECT @nested divergent-exit-edge: ih->ol
; EXPECT @nested uniform-exit-edge: oh->ox
; EXPECT @nested divergent-exit: ih
; EXPECT @nested uniform-exit: oh
; SIMULATE @nested --threads 4 --seed 1: differs %ui
; SIMULATE @nested --threads 4 --seed 1: agrees %uo

; @reentry: the divergent exit x of loop ch leads back to the header ph of
; the enclosing loop, so the threads that take it enter ch again in a new
; iteration of ph, a new instance of ch. The threads at y in one iteration
; of ph all left that instance of ch through the uniform exit (on %cu), in
; its last iteration: %uy is uniform although ch has a divergent exit (LLVM
; 19 marks it divergent: temporal divergence per cycle). The header phi %k
; joins the paths through x and y, which both carry %k1: uniform
; (docs/uniformity.md, natural-loop headers). ph itself is left
; at out by threads in different iterations of ph (some went round through
; x, others did not), so %uo, which uses %j1 from there, is divergent.
define amdgpu_kernel void @reentry(i32 %n, ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %ph
ph:
  %k = phi i32 [ 0, %entry ], [ %k1, %x ], [ %k1, %y ]
  %k1 = add i32 %k, 1
  br label %ch
ch:
  %j = phi i32 [ 0, %ph ], [ %j1, %cb ]
  %j1 = add i32 %j, 1
  %cu = icmp ult i32 %j1, 6
  br i1 %cu, label %cb, label %y
cb:
  %t = add i32 %tid, %k1
  %cd = icmp eq i32 %j1, %t
  br i1 %cd, label %x, label %ch
x:
  br label %ph
y:
  %uy = add i32 %j1, %n
  %cp = icmp ult i32 %k1, 3
  br i1 %cp, label %ph, label %out
out:
  %uo = add i32 %j1, %k1
  store i32 %uo, ptr addrspace(1) %p
  ret void
}
; EXPECT @reentry uniform: %k %k1 %j %j1 %cu %uy %cp
; EXPECT @reentry divergent: %t %cd %uo
; EXPECT @reentry divergent-exit-edge: ch->x
; EXPECT @reentry uniform-exit-edge: ch->y
; EXPECT @reentry divergent-exit-edge: ph->out
; SIMULATE @reentry --threads 8 --seed 1: agrees %uy
; SIMULATE @reentry --threads 8 --seed 5: agrees %uy
; SIMULATE @reentry --threads 8 --seed 1: differs %uo
; LLVM19 @reentry divergent: %uy
; LLVM19 @nested divergent: %ui
