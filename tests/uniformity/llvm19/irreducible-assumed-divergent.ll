; Irreducible cycles in LLVM 19.  @diverged_entry: a divergent branch enters
; the cycle {p, q} at two entries; LLVM 19 prints the cycle under "CYCLES
; ASSSUMED DIVERGENT" and calls every value defined in it divergent, even
; %k = %n + 1 (uniform operands, the same in every iteration) and the
; uniform branch at q -- which in turn puts the cycle into "CYCLES WITH
; DIVERGENT EXIT" (%use after the cycle reads only %n and stays uniform).
; @uniform_entry: same cycle entered by a uniform branch: nothing in the
; cycle is divergent; a divergent branch inside it (at q) only gives the
; cycle a divergent exit, and %kq (a phi of the cycle), used after the exit
; in %use, is temporally divergent there.
; Run: opt-19 -passes='print<uniformity>' -disable-output irreducible-assumed-divergent.ll
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @diverged_entry(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, 5
  br i1 %c, label %p, label %q
p:
  %k = add i32 %n, 1
  br label %q
q:
  %c2 = icmp slt i32 %n, 3
  br i1 %c2, label %p, label %x
x:
  %use = add i32 %n, 7
  ret void
}

define amdgpu_kernel void @uniform_entry(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %n, 5
  br i1 %c, label %p, label %q
p:
  %k = add i32 %n, 1
  br label %q
q:
  %kq = phi i32 [ 0, %entry ], [ %k, %p ]
  %c2 = icmp slt i32 %tid, 3
  br i1 %c2, label %p, label %x
x:
  %use = add i32 %kq, 7
  ret void
}
