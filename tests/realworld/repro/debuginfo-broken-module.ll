; Reproducer (hand-written for conv, round 3): a module with debug info that
; LLVM 19's verifier rejects. clang-19 -g -O2 for spirv-unknown-vulkan-compute
; emits such modules (a convergent call hoisted in front of
; `llvm.experimental.convergence.loop`, as in the files without -g). Without
; debug info, `opt-19 -disable-verify` reads them; with debug info opt-19
; aborts even with -disable-verify ("LLVM ERROR: Broken module found,
; compilation aborted!"): the debug-info auto-upgrade verifies the module
; on loading. The harness adds -disable-auto-upgrade-debug-info to its
; -disable-verify retry. conv reads the file (`conv verify` reports
; [token.loop-not-first]).
target triple = "spirv-unknown-vulkan-compute"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) #0 !dbg !5 {
entry:
  %t0 = call token @llvm.experimental.convergence.entry(), !dbg !8
  %id = call spir_func i64 @_Z13get_global_idj(i32 0) #0 [ "convergencectrl"(token %t0) ], !dbg !8
  br label %loop, !dbg !8

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ], !dbg !8
  call spir_func void @_Z7barrierj(i32 1) #0 [ "convergencectrl"(token %t0) ], !dbg !8
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ], !dbg !8
  %i.next = add i32 %i, 1, !dbg !8
  %c = icmp slt i32 %i.next, %n, !dbg !8
  br i1 %c, label %loop, label %exit, !dbg !8

exit:
  %v = trunc i64 %id to i32, !dbg !8
  store i32 %v, ptr addrspace(1) %out, align 4, !dbg !8
  ret void, !dbg !8
}

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare spir_func i64 @_Z13get_global_idj(i32) #0
declare spir_func void @_Z7barrierj(i32) #0

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang-19", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "k.cl", directory: ".")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !2)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !5)
