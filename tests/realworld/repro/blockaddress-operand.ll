; Reproducer (hand-written for conv): `blockaddress(@f, %bb)` as an operand
; inside a function body. conv reads the `%bb` inside it as a use of a
; value: `store ptr blockaddress(@f, %bb1), ptr %p` gives
; [parse.undefined-value] "use of undefined value '%bb1'", and
; `indirectbr ptr blockaddress(@f, %bb1), [...]` gives [parse.expected]
; "expected a value, found ')'". In a global initializer
; (`@tbl = constant [2 x ptr] [ptr blockaddress(@f, %bb1), ...]`) it is
; read. opt-19 accepts all three.
target triple = "amdgcn-amd-amdhsa"

@tbl = addrspace(1) constant [2 x ptr] [ptr blockaddress(@f, %bb1), ptr blockaddress(@f, %bb2)]

define void @f(ptr %p, i32 %i) {
entry:
  %gep = getelementptr [2 x ptr], ptr addrspace(1) @tbl, i32 0, i32 %i
  %t = load ptr, ptr addrspace(1) %gep
  store ptr blockaddress(@f, %bb1), ptr %p
  indirectbr ptr %t, [label %bb1, label %bb2]

bb1:
  ret void

bb2:
  ret void
}
