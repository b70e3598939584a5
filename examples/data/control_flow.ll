; Control flow as LLVM prints it: numbered blocks and values, a quoted
; label, a switch table over several lines, invoke/landingpad/resume,
; indirectbr and callbr. No triple: no target tables apply.
define i32 @cf(i32 %x, ptr %p) personality ptr @pers {
  %1 = icmp eq i32 %x, 0
  br i1 %1, label %2, label %"a\22b"

2:                                                ; preds = %0
  switch i32 %x, label %"a\22b" [
    i32 1, label %3
    i32 -5, label %exit
    i32 7, label %3
  ]

3:
  %4 = invoke i32 @thrower(i32 %x)
          to label %exit unwind label %lpad

"a\22b":
  %y = phi i32 [ 10, %0 ], [ 20, %2 ]
  indirectbr ptr %p, [label %exit, label %3]

exit:
  %r = phi i32 [ %4, %3 ], [ %y, %"a\22b" ], [ 0, %2 ]
  ret i32 %r

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp
}

define void @cb(i32 %x) {
entry:
  callbr void asm "", "r,!i"(i32 %x) to label %fall [label %ind]
fall: ret void
ind:
  ret void
}

declare i32 @thrower(i32)
declare i32 @pers(...)
