; Reproducer (hand-written for conv): a constant expression as the
; condition of a conditional branch. opt-19 accepts it; conv stops with
; [parse.expected] "expected a value, found ')'".
; Seen in tests/realworld/llvm/AMDGPU/Transforms-StructurizeCFG/invert-constantexpr.ll
target triple = "amdgcn-amd-amdhsa"

@g = global i32 0

define void @f(i32 %a) {
entry:
  br i1 ptrtoint (ptr @g to i1), label %then, label %exit

then:
  %x = or i1 ptrtoint (ptr @g to i1), true
  br label %exit

exit:
  ret void
}
