; A join at a loop header of the paths of a divergent branch inside the loop
; (docs/uniformity.md, "At the header of a natural loop"). The branch in
; %body sends some threads straight back to %head and others through %skip;
; they meet at %head in the next iteration. Threads enter %head from
; %entry only in the first iteration, so that incoming value never meets
; the back edges' in one instance: only the back edges' values must agree.
; Both carry %k1 (the same value), so %k and %k1 are uniform. %s carries
; different values on the two back edges (0 / %k1) and is divergent.
; LLVM 19 calls %k and %k1 divergent (its test irreducible-2.ll has a FIXME
; for this shape: "can be viewed as uniform").
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @back_edges_agree(i32 %n, ptr addrspace(1) %p) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %head
head:
  %k = phi i32 [ 0, %entry ], [ %k1, %body ], [ %k1, %skip ]
  %s = phi i32 [ 0, %entry ], [ 0, %body ], [ %k1, %skip ]
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, 5
  br i1 %more, label %body, label %done
body:
  %odd = and i32 %tid, %k1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %head, label %skip
skip:
  br label %head
done:
  %out = add i32 %k1, %s
  store i32 %out, ptr addrspace(1) %p
  ret void
}
; EXPECT uniform: %k %k1 %more
; EXPECT divergent: %odd %c %s %out
; EXPECT uniform-branch: head
; EXPECT divergent-branch: body
; EXPECT uniform-exit: head
; SIMULATE --threads 8 --seed 1: agrees %k %k1
; SIMULATE --threads 8 --seed 3: agrees %k %k1
; SIMULATE --threads 8 --seed 1: differs %s
; LLVM19 divergent: %k %k1
