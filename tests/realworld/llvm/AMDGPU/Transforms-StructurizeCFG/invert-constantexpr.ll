; Source: https://github.com/llvm/llvm-project/blob/33200b53a733e1d6d82c03fb5af127a808f33bbf/llvm/test/Transforms/StructurizeCFG/invert-constantexpr.ll
; License: Apache-2.0 WITH LLVM-exception (https://llvm.org/LICENSE.txt); comment lines other than RUN lines removed
; added for conv and opt-19 (upstream passes -mtriple on the RUN line):
target triple = "amdgcn-amd-amdhsa"
; RUN: opt -S -o - -structurizecfg < %s | FileCheck %s

@g = global i32 0

define void @invert_constantexpr_condition(i32 %arg, i32 %arg1) #0 {
bb:
  %tmp = icmp eq i32 %arg, 0
  br i1 ptrtoint (ptr @g to i1), label %bb2, label %bb6

bb2:
  br i1 %tmp, label %bb3, label %bb6

bb3:
  %tmp4 = phi i1 [ %tmp7, %bb6 ], [ undef, %bb2 ]
  %tmp5 = or i1 %tmp4, ptrtoint (ptr @g to i1)
  br i1 %tmp5, label %bb8, label %bb8

bb6:
  %tmp7 = icmp slt i32 %arg, %arg1
  br label %bb3

bb8:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { nounwind }
attributes #1 = { nounwind readnone }
