; Named types and values of the same name in every operand position (numbered
; types of linked modules): each %name a value reads is an operand.
target triple = "amdgcn-amd-amdhsa"
%0 = type { i32, i32 }
%1 = type { i32 }
%T = type { i32 }
declare i32 @llvm.amdgcn.workitem.id.x()
define void @f(ptr %p) {
entry:
  %0 = call i32 @llvm.amdgcn.workitem.id.x()
  %1 = add i32 7, %0
  %2 = insertvalue %0 poison, i32 %1, 0
  %3 = extractvalue %0 %2, 0
  %T = add i32 %3, %1
  %4 = alloca %T, align 4
  %5 = getelementptr inbounds %T, ptr %4, i32 0, i32 0
  %6 = load %T, ptr %p
  %7 = va_arg ptr %p, %T
  %8 = select i1 true, i32 %T, i32 %1
  ret void
}
