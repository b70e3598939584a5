; Source: https://github.com/llvm/llvm-project/blob/8df9cb32e66c4d5b10fda04a8f485932a827521a/llvm/test/Transforms/StructurizeCFG/loop-multiple-exits.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream has no triple):
target triple = "amdgcn-amd-amdhsa"
; RUN: opt -S -structurizecfg %s -o - | FileCheck %s

define void @loop(ptr addrspace(1) %out, i32 %cond_a, i32 %cond_b) nounwind uwtable {
entry:
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc, %for.inc ]
  %cmp = icmp ult i32 %i.0, %cond_a
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %i.0
  store i32 %i.0, ptr addrspace(1) %arrayidx, align 4
  %cmp1 = icmp ugt i32 %i.0, %cond_b
  br i1 %cmp1, label %for.end, label %for.inc

for.inc:                                          ; preds = %for.body
  %0 = add i32 %cond_a, %i.0
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %0
  store i32 %i.0, ptr addrspace(1) %arrayidx3, align 4
  %inc = add i32 %i.0, 1
  br label %for.cond

for.end:                                          ; preds = %for.cond, %for.body
  ret void
}
