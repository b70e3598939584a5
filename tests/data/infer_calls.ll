; LLVM call forms for conv infer-tokens (tests/unit/test_cli.py; the same text is
; in tests/unit/test_infer_api.c with the expected output): metadata after a
; call, a varargs function type, another bundle, inline assembly, a header on
; two lines with a struct return type.
declare void @f(i32) convergent
declare i32 @printf(ptr, ...) convergent
declare void @g() convergent

define { i32, i32 } @two(i32 %x,
                         ptr %p) {
entry:
  call void @f(i32 %x), !dbg !5
  %r = call i32 (ptr, ...) @printf(ptr %p, i32 %x) #0
  call void @g() [ "deopt"() ]
  %a = call i32 asm "mov $0, 1;", "=r"() convergent
  ret { i32, i32 } zeroinitializer
}

attributes #0 = { nounwind }
!5 = !{}
