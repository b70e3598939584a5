; Reproducer (hand-written for conv): funclet exception handling
; (catchswitch, catchpad, catchret, cleanuppad, cleanupret). opt-19 accepts
; it; conv stops with [parse.unsupported] "funclet exception handling
; ('catchswitch') is not supported". Not in the corpus files (LLVM's GPU
; tests use landingpad only), found while checking the EH constructs.
target triple = "amdgcn-amd-amdhsa"

declare void @may_throw(i32)
declare i32 @__CxxFrameHandler3(...)

define void @f(i32 %n) personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 %n)
          to label %cont unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %handler] unwind label %cleanup

handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %cont

cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller

cont:
  ret void
}
