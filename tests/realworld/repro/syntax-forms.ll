; Issue 14, part 3: syntax forms opt-19 reads that the reader once refused
; or misread (hand-written; tests/test_text.c checks the same text
; structurally, this file is compared with opt-19 by tests/diff_realworld.py).
target triple = "amdgcn-amd-amdhsa"
@g = addrspace(1) global [2 x i32] [
  i32 1,
  i32 2
]
@s = constant [6 x i8] c"ab
cd\00"
@flag = global i32 0
attributes #0 = {
  nounwind
  convergent
}
!0 = !{
  i32 1
}
declare i32 @k()
declare void @v()
declare i32 @h(i32) #0

define i32 @brace_below(i32 %a)
{
entry:
  ret i32 %a
}

define i32 @same_line(i32 %a) { ret i32 %a }

define i32 @one_line(i32 %a) { entry: %x = add i32 %a, 1
  ret i32 %x }

define i32 @split(i32 inreg %a, i32 %b) {
entry:
  %x = add i32 %a,
    u0x10
  %y = add i32 %x, s0x10
  %z = fadd float +2.0, 1.0e+10
  %w = fadd half 0xH3C00, 0xH3C00
  %c = icmp eq i32 %y,
         0
  br i1 %c,
     label %t, label %e
t:
  switch i32 %a, label %e
  [
    i32 0, label %e
    i32 1, label %t2
  ]
t2:
  %r = call i32 asm sideeffect "v_mov_b32 $0, $1",
       "=v,v"(i32 %b)
  %q = call i32 @h(i32 %r)
  br label %e
e:
  %p = phi i32
    [ 0, %entry ], [ 1, %t ], [ 1, %t ],
    [ %q, %t2 ]
  ret i32 %p
}

define i32 @numbered(i32 inreg %a) {
  call i32 @k()
  call void @v()
  %2 = add i32 %1, 1
  store i32 %2, ptr addrspace(1) null
  atomicrmw add ptr addrspace(1) null, i32 1 seq_cst
  %4 = add i32 %3, 1
  call void null()
  call void undef()
  call void poison()
  %x = call i32 bitcast (ptr @h to ptr)(i32 %a)
  %y = call i32 inttoptr (i64 1234 to ptr)(i32 %a)
  br i1 ptrtoint (ptr @flag to i1), label %yes, label %no
yes:
  ret i32 %4
no:
  ret i32 %x
}
