; Reproducer (hand-written for conv): a local value whose name is also the
; name of a struct type. LLVM keeps types and values apart (`%0 = type
; {...}` and the numbered value `%0`, or `%pair = type` and `%pair = ...`
; are different things); conv drops such a value from the operand list of
; the instructions that use it, so what is computed from it loses its
; divergence: here %e (and the branch on %c) come out uniform although
; they are computed from the thread id. Numbered types (`%0 = type { ... }`,
; `%1 = type { %0, ... }`) are common in linked or older modules, where the
; numbered values of every function then collide with them.
target triple = "amdgcn-amd-amdhsa"

%0 = type { i32, float }
%pair = type { i32, i32 }

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @numbered(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %0 = insertvalue %0 poison, i32 %t, 0
  %e = extractvalue %0 %0, 0
  store i32 %e, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @named(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pair = insertvalue %pair poison, i32 %t, 0
  %e = extractvalue %pair %pair, 0
  %c = icmp eq i32 %e, 0
  br i1 %c, label %then, label %end

then:
  store i32 %e, ptr addrspace(1) %out
  br label %end

end:
  ret void
}
