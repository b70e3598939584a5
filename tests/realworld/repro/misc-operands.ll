; blockaddress, vectors, aggregates, freeze, va_arg, fence and cmpxchg with
; syncscope, prefix and personality on the define line.
target triple = "amdgcn-amd-amdhsa"
declare void @g(ptr)
define void @f(i32 %a) {
entry:
  call void @g(ptr blockaddress(@f, %bb))
  %p = select i1 true, ptr blockaddress(@f, %bb), ptr blockaddress(@f, %bb2)
  indirectbr ptr %p, [label %bb, label %bb2]
bb:
  call void @g(ptr dso_local_equivalent @g)
  ret void
bb2:
  %v = insertelement <4 x i32> poison, i32 %a, i64 0
  %s = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> zeroinitializer
  %e = extractelement <4 x i32> %s, i32 1
  %t = insertvalue { i32, ptr } { i32 1, ptr null }, i32 %e, 0
  %fr = freeze i32 %e
  %va = va_arg ptr null, i32
  fence syncscope("agent") release
  %c = cmpxchg ptr addrspace(1) null, i32 0, i32 %fr syncscope("agent") seq_cst seq_cst, align 4
  ret void
}
define void @g2() prefix i32 1 personality ptr @g {
  ret void
}
