; LLVM forms for conv inline (tests/unit/test_cli_inline.py): numbered
; values and blocks as clang -O0 writes them, quoted names, two returns, a
; void callee, a callee that never returns (also in a loop, leaving a
; block dead), a switch over several lines, a
; constant expression as an argument, a call whose block's successor has
; a phi of it, debug locations; an anchor for a call that is not convergent.
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global i32 0

define internal i32 @numbered(i32 noundef %0, ptr noundef %1) !dbg !11 {
  %3 = load i32, ptr %1, align 4
  %4 = add nsw i32 %3, %0
  %5 = icmp sgt i32 %4, 7
  br i1 %5, label %6, label %8

6:
  %7 = mul i32 %4, 2, !dbg !12
  ret i32 %7, !dbg !12

8:
  switch i32 %4, label %9 [
    i32 0, label %10
    i32 1, label %10
  ]

9:
  br label %10

10:
  %11 = phi i32 [ %4, %8 ], [ %4, %8 ], [ 5, %9 ]
  ret i32 %11
}

define void @"quoted callee"(ptr %"the ptr") {
entry:
  %"a b" = load i32, ptr %"the ptr", align 4
  store i32 %"a b", ptr %"the ptr", align 4
  ret void
}

define i32 @spin(i32 %x) {
entry:
  br label %loop

loop:
  br label %loop
}

define i32 @caller(i32 %n, ptr %p, i1 %c) !dbg !7 {
  %1 = call i32 @numbered(i32 %n, ptr addrspacecast (ptr addrspace(3) @lds to ptr)), !dbg !10
  call void @"quoted callee"(ptr %p)
  br i1 %c, label %2, label %4

2:
  %3 = call i32 @spin(i32 %1)
  br label %4

4:
  %5 = phi i32 [ %1, %0 ], [ %3, %2 ]
  ret i32 %5
}

; a callee that never returns in a loop with a heart: the block %d it
; leaves dead is emptied to `unreachable`, its edge into the loop gone
; (LLVM 19 counts an unreachable predecessor as an entry of the cycle and
; then rejects the heart, llvm/llvm-project#101316)
define void @looping(i32 %n, i1 %c) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %b, %x ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br i1 %c, label %a, label %callb

a:
  br label %x

callb:
  %s = call i32 @spin(i32 %i)
  br label %d

d:
  %t = add i32 %s, 1
  br label %x

x:
  %p = phi i32 [ %i, %a ], [ %t, %d ]
  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p) [ "convergencectrl"(token %h) ]
  %c2 = icmp slt i32 %b, %n
  br i1 %c2, label %head, label %done

done:
  ret void
}

; a callee that is not convergent, with an uncontrolled convergent call,
; called from a controlled caller: the callee's tokens are inferred and an
; anchor stands for its entry (R18 c at a call that is not convergent)
define i32 @helper(i32 %x) {
entry:
  %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  ret i32 %b
}

define i32 @controlled(i32 %n) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %a = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %e) ]
  %v = call i32 @helper(i32 %a)
  ret i32 %v
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32)

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 7, !"Dwarf Version", i32 5}
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "hand", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "forms.c", directory: "/tmp")
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!7 = distinct !DISubprogram(name: "caller", scope: !3, file: !3, line: 1, type: !4, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !2)
!10 = !DILocation(line: 2, column: 3, scope: !7)
!11 = distinct !DISubprogram(name: "numbered", scope: !3, file: !3, line: 9, type: !4, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !2)
!12 = !DILocation(line: 10, column: 5, scope: !11)
