; Source: https://github.com/llvm/llvm-project/blob/01638b5565f294b2ac887c469b7c48fd3c469e40/llvm/test/CodeGen/AMDGPU/infinite-loop.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "amdgcn-amd-amdhsa"
; RUN: llc -mtriple=amdgpu6.00 -simplifycfg-require-and-preserve-domtree=1 < %s | FileCheck -check-prefix=SI %s
; RUN: opt -mtriple=amdgpu6.00 -S -amdgpu-unify-divergent-exit-nodes -verify -simplifycfg-require-and-preserve-domtree=1 %s | FileCheck -check-prefix=IR %s

define amdgpu_kernel void @infinite_loop(ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  store volatile i32 999, ptr addrspace(1) %out, align 4
  br label %loop
}

define amdgpu_kernel void @infinite_loop_callbr(ptr addrspace(1) %out) {
entry:
  callbr void asm "", ""() to label %loop []

loop:
  store volatile i32 999, ptr addrspace(1) %out, align 4
  callbr void asm "", ""() to label %loop []
}

define amdgpu_kernel void @infinite_loop_ret(ptr addrspace(1) %out) {
entry:
  %tmp = tail call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp eq i32 %tmp, 1
  br i1 %cond, label %loop, label %return

loop:
  store volatile i32 999, ptr addrspace(1) %out, align 4
  br label %loop

return:
  ret void
}

define amdgpu_kernel void @infinite_loop_ret_callbr(ptr addrspace(1) %out) {
entry:
  %tmp = tail call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp eq i32 %tmp, 1
  %cond32 = zext i1 %cond to i32
  callbr void asm "", "r,!i"(i32 %cond32) to label %loop [label %return]

loop:
  store volatile i32 999, ptr addrspace(1) %out, align 4
  callbr void asm "", ""() to label %loop []

return:
  ret void
}

define amdgpu_kernel void @infinite_loops(ptr addrspace(1) %out) {
entry:
  br i1 poison, label %loop1, label %loop2

loop1:
  store volatile i32 999, ptr addrspace(1) %out, align 4
  br label %loop1

loop2:
  store volatile i32 888, ptr addrspace(1) %out, align 4
  br label %loop2
}

define amdgpu_kernel void @infinite_loops_callbr(ptr addrspace(1) %out) {
entry:
  callbr void asm "", "r,!i"(i32 poison) to label %loop1 [label %loop2]

loop1:
  store volatile i32 999, ptr addrspace(1) %out, align 4
  callbr void asm "", ""() to label %loop1 []

loop2:
  store volatile i32 888, ptr addrspace(1) %out, align 4
  callbr void asm "", ""() to label %loop2 []
}

define amdgpu_kernel void @infinite_loop_nest_ret(ptr addrspace(1) %out) {
entry:
  %tmp = tail call i32 @llvm.amdgcn.workitem.id.x()
  %cond1 = icmp ne i32 %tmp, 1  ; avoid following BB optimizing away through the domination
  br i1 %cond1, label %outer_loop, label %return

outer_loop:
  ; %cond2 = icmp eq i32 %tmp, 2
  ; br i1 %cond2, label %outer_loop, label %inner_loop
  br label %inner_loop

inner_loop:                                     ; preds = %LeafBlock, %LeafBlock1
  store volatile i32 999, ptr addrspace(1) %out, align 4
  %cond3 = icmp eq i32 %tmp, 3
  br i1 %cond3, label %inner_loop, label %outer_loop

return:
  ret void
}

define amdgpu_kernel void @infinite_loop_nest_ret_callbr(ptr addrspace(1) %out) {
entry:
  %tmp = tail call i32 @llvm.amdgcn.workitem.id.x()
  %cond1 = icmp ne i32 %tmp, 1  ; avoid following BB optimizing away through the domination
  %cond1_32 = zext i1 %cond1 to i32
  callbr void asm "", "r,!i"(i32 %cond1_32) to label %outer_loop [label %return]

outer_loop:
  ; %cond2 = icmp eq i32 %tmp, 2
  ; br i1 %cond2, label %outer_loop, label %inner_loop
  callbr void asm "", ""() to label %inner_loop []

inner_loop:                                     ; preds = %LeafBlock, %LeafBlock1
  store volatile i32 999, ptr addrspace(1) %out, align 4
  %cond3 = icmp eq i32 %tmp, 3
  %cond3_32 = zext i1 %cond3 to i32
  callbr void asm "", "r,!i"(i32 %cond3_32) to label %inner_loop [label %outer_loop]

return:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
